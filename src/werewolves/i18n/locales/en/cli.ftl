## The terminal game (tui.py) and the werewolves command (cli.py): what a player or host reads there
## Indents, prompts' "> " and the marks before a line (✓, ☠, ») stay in Python: Fluent trims a value's spaces.

# the intro panel
tui-title = Werewolves
tui-intro_players = { $count } players: { $players }.
tui-intro_seed = Seed { $seed } (the same seed and choices replay this game exactly).
tui-intro_public = Everyone is told the full role list.
tui-intro_partial = Everyone is told part of the role list.
tui-intro_private = The role list is secret (the dead see it).
tui-intro_watching = You are watching: { $bots } bots play every seat.
tui-intro_playing = You play { $seat }; { $bots } bots play everyone else.
tui-intro_turns_talk = By day the bots speak first, then it is your turn (talk, vote); by night you act first. Type done when you have finished: the bots then finish the phase.
tui-intro_turns = The bots act after your turn: type done when you have finished.
tui-intro_prompt = At each prompt, type a number from the menu (or an action such as 'vote Bob'); help explains, quit leaves.

# reading a line
tui-line_too_long = That line was too long to read (over { $limit } bytes). Nothing was done: type it again, shorter.
tui-input_endless = The input went on for more than { $mb } MB without ending a line; it is treated as ended.
tui-odd_digits = { $text } is not written with the digits 0 to 9 (superscripts, fractions and the like are not read as numbers): { $what }.
tui-type_number = type a number from 1 to { $count }
tui-type_number_or_back = type a number from 1 to { $count }, or 0 to go back
tui-press_enter = press Enter to go on
tui-type_event_number = type an event number such as 12

# the story
tui-nobody_died = Nobody died during { $phase }.
tui-seen_by_dead = (seen by the dead) { $text }

# your role
tui-role_title = Your role
tui-you_are = You are { $name }, the { $role }.
tui-your_team = Your team: the { $team }. You win when { $goal }.
tui-you_died = You are dead. You keep watching the game, and now see what the dead see (such as the full role list).

# polls
tui-votes_so_far = Votes so far
tui-final_votes = Final votes of { $phase }
tui-poll_lynch = Lynch
tui-poll_lynch2 = Second lynch
tui-poll_election = Election for { $office }
tui-poll_office = office
tui-no_votes_yet = no votes yet
tui-more = { $count } more
tui-hint_lynch = lynch
tui-hint_election = election for { $office }
tui-hint_ahead = { $name } ahead
tui-hint_no_one_ahead = no one ahead
tui-hint = The { $poll } was not decided by the board ({ $board }): votes the board does not show as they count (hidden modifiers) decided it.

# status
tui-since_last_phase = Since the last phase:
tui-you_status = You: { $name }, the { $role }
tui-dead_mark = dead
tui-your_statuses = Your statuses:
tui-until = until { $until }
tui-your_counters = Your counters:
tui-alive = Alive
tui-dead = Dead
tui-on_your_side = On your side:
tui-offices = Offices:

# the menu
tui-menu_say = talk in the town square (or another channel of yours)
tui-menu_claim = claim your role in the town square, with what you have learned
tui-menu_info = read about a role
tui-menu_done = end my turn
tui-menu_status = who is alive, offices and today's votes
tui-menu_log = show everything you have seen so far
tui-menu_help = explain your role and this menu
tui-nothing_to_do = There is nothing for you to do in { $phase }. Press Enter to go on (or type log, help or quit).
tui-what_do_you_do = What do you do in { $phase }?
tui-type_number_or_done = Type a number from 1 to { $count }, or 'done' to end your turn.
tui-not_a_choice_no_menu = { $text } is not a choice here: press Enter to go on, or type log, help or quit.
tui-not_on_menu = { $text } is not on the menu: type a number from 1 to { $count }, an action such as 'vote Bob', or help.
tui-type_to_do_it = (type { $verb } to do it)
tui-end_turn_anyway = End your turn anyway? (y/N)
tui-yes_words = y yes
tui-turn_goes_on = Not done: your turn goes on.

# choosing targets and words
tui-back = back
tui-finish = finish
tui-whom = { $verb }: whom?
tui-whom_else = { $verb }: whom else?
tui-which_word = { $verb }: { $what }?
tui-type_target = Type a number from 1 to { $count }, a name, or 0 to go back.
tui-not_a_target = { $text } is not one of the choices: type a number from 1 to { $count }, a name, or 0 to go back.
tui-rule = Rule:
tui-if_you_do_not = If you do not:

# acting
tui-refused = ✗ Refused: { $why }
tui-really = { $warning }. Really { $command }? (y/N)
tui-not_done = Not done.
tui-cannot_be_undone = That cannot be undone.
tui-harm_self_lynch = That is a vote to lynch yourself
tui-harm_self = That is aimed at yourself
tui-harm_team = That is aimed at your own team
tui-harm_claim = That tells everyone you play for the { $side }, against the town

# talking and channels
tui-info_which = info about which role?
tui-no_channel = You have no channel to talk in now.
tui-claim_unknown = { $text } is not a role this game knows: type claim alone to claim your own role, or claim and a role's name (info ROLE describes one). Nothing was said.
tui-really_claim = { $warning }. Really claim { $role }? (y/N)
tui-claim_not_done = Not done. (claim ROLE claims another role.)
tui-not_in_channel = you are not in { $channel }; your channels are { $channels }. Nothing was said.
tui-conspire_usage = Type conspire NAME with PLAYERS (conspire plan with Bob Cid).
tui-invite_usage = Type invite #NAME PLAYERS (invite #plan Dan).
tui-unknown_role = { $text } is not a role this game knows.
tui-did_you_mean = Did you mean { $roles }?
tui-or = or

# your log and help
tui-what_you_have_seen = What you have seen
tui-help_title = Help
tui-help_menu = Pick an entry by its number. An action then asks for its target(s) by number or name (0 goes back). You can also type an action directly, such as 'vote Bob'.
tui-help_done = done ends your turn and lets the phase end; log shows what you have seen; status shows who is alive and the votes; quit leaves the game.
tui-help_say = say TEXT talks in the town square (say wolfpack: TEXT in another channel of yours); claim says 'I am the ROLE.' with what you have learned, in the words the bots read (claim ROLE claims another role); info ROLE describes a role. Moves that hurt you or your team are asked about first.
tui-help_conspire = conspire NAME with PLAYERS opens a private channel only its members read; invite #NAME PLAYERS adds more; say #NAME: TEXT talks in it.
tui-timing_immediate = happens at once
tui-timing_end = happens when the phase ends; you may change it until then

# when dead
tui-dead_pause = Enter: next phase · a: watch to the end · log · quit
tui-dead_pause_wrong = { $text } is not a choice here: press Enter, a, log or quit.

# the end
tui-game_over = Game over
tui-stopped = The game stopped after { $count } phases without a result.
tui-ended_in = { $reason } in { $phase }.
tui-winners = Winners: { $names }.
tui-lost = Lost: { $names }.
tui-nobody = nobody
tui-who_was_who = Who was who
tui-col_player = Player
tui-col_role = Role
tui-col_offices = Offices
tui-col_fate = Fate
tui-col_won = Won
tui-ascended_in = ascended in { $phase }
tui-died_in = { $how } in { $phase }
tui-died = died
tui-fate_alive = alive
tui-you_mark = (you)
tui-is_alive = { $name } is alive.
tui-why_died = Why { $name } died
tui-how_everyone_died = How everyone died
tui-nobody_died_game = Nobody died in this game.
tui-full_log = The full log (everything the host sees)
tui-after_hint = Type 'log' for the full log, 'why NAME' to see how a player died, 'deaths' for every death, 'explain ID' for any event, or press Enter to leave.
tui-after_prompt = after the game
tui-no_player = There is no player called { $text }. Players: { $players }.
tui-no_event = There is no event { $which }; events run from #0 to #{ $last }.
tui-not_understood = { $text } is not understood. { $hint }

# the play command
cli-left_interrupted = Interrupted
cli-left_input_ended = The input ended
cli-left_quit = You left the game
cli-left_after_game = after the game
cli-left_in = in { $phase }
cli-left = { $why } { $where }. To play this game again: { $command }

# the play command's flags
cli-error = Error: { $message }
cli-lang = --lang is one of { $choices }, not { $got }.
cli-players_range = A game needs between { $low } and { $high } players, not { $got }.
cli-whole_number = { $flag } takes a whole number from { $low } to { $high }, not { $got }.
cli-seconds = { $flag } takes seconds from 0 to { $high } (such as 0.5), not { $got }.
cli-role_list = --role-list is one of { $choices }, not { $got }.
cli-too_many_copies = { $item } asks for more copies than any game can hold (at most { $max } players).
cli-roles_too_long = --roles { $text } is too long: a role list is at most { $limit } characters.
cli-bots = --bots is { $kinds }, not { $got }.
cli-speed_needs_watch = --speed paces a watched game: use it with --watch.
cli-no_seat = There is no seat called { $seat }; the players are { $players }.
cli-seat_with_watch = --seat picks the seat you play, so it cannot be used with --watch.

# the play command's help (Typer), in the language of the environment's locale
cli-help_play = Play a game in the terminal against bots, or --watch bots play it.
cli-opt_players = How many players, { $low } to { $high }.
cli-opt_seed = Seed for the deal and every random choice, 0 to { $max } (default: new).
cli-opt_roles = Roles to deal, e.g. "2xWolf, Fortune Teller" (or Wolf*2); the remaining seats are Citizens. Default: about a quarter Wolves and a Fortune Teller per 8.
cli-opt_watch = Bots play every seat; you watch.
cli-opt_seat = The player you play (default: a seat drawn from the seed).
cli-opt_role_list = What players are told of the role list.
cli-opt_explain_deaths = At the end, explain every death (no prompts).
cli-opt_bots = The bots, one of { $kinds }; heuristic bots (the default) claim, read claims and vote on evidence.
cli-opt_speed = With --watch: pause after each phase.
cli-opt_role_file = A custom role (YAML; repeatable).
cli-opt_lang = The language you read the game in, such as de (default: from LC_ALL, LC_MESSAGES or LANG, else English).

# werewolves info ROLE
cli-opt_lang_info = The language of the card, such as de (default: from LC_ALL, LC_MESSAGES or LANG, else English).
cli-unknown_role = { $role } is not a role this game knows: `werewolves roles` lists them all.
cli-unknown_role_close = { $role } is not a role this game knows. Did you mean { $close }?
cli-unaligned = Unaligned
cli-card_office = An elected office, held on top of a player's role.
cli-card_extra = An extra role, held on top of a player's role; never dealt.
cli-card_handed_out = Handed out:
cli-card_team = Team:
cli-card_team_goal = (they win when { $goal })
cli-card_group = Group:
cli-card_limited = (limited)
cli-card_category = Category:
cli-card_aliases = Also called:
cli-card_lycan = Lycan: appears as a wolf to abilities that look for wolves.
cli-card_rulings = Rulings that apply: { $rules }.
cli-actions = Actions
cli-no_actions = No actions of its own.
cli-actions_common = Actions every living player has
cli-actions_gated = Actions anyone may be given by another role in the game, while it lasts: { $verbs }. The role that gives each tells what it does.
cli-actions_dead = Actions of the dead (in the games that give them one)
cli-col_action = Action
cli-col_when = When
cli-col_timing = Timing
cli-col_what = What it does
cli-when_day = by day
cli-when_night = at night
cli-when_any = day or night
cli-when_from = , from { $phase }
cli-timing_immediate = takes effect at once
cli-timing_end = takes effect when the phase ends (can be changed until then)
cli-per_game = { $count } per game
cli-per_phase = { $count ->
    [one] once per phase
   *[other] { $count } per phase
  }
cli-uses_up = uses up { $counter }
cli-shared_with = shared with the { $group }

# werewolves roles
cli-roles_title = Roles
cli-col_role = Role
cli-col_group = Group
cli-col_limited = Limited
cli-col_team = Team
cli-offices_title = Elected offices (held on top of a role)
cli-col_office = Office
cli-limited = limited
cli-extras_title = Extra roles (handed out in play on top of a role; never dealt)
cli-col_extra = Extra role
cli-col_hands_out = Who hands it out
cli-more_about = More about one role: werewolves info ROLE

# the werewolves command's help (Typer), read in the language of --lang when the command line
# has one, else of the environment's locale (LC_ALL, LC_MESSAGES, LANG)
cli-help_app = Run games of Werewolves with the rules carried out by the program.
cli-help_scenario = Scripted games that check the rules (see SCENARIOS.md).
cli-help_role = Custom roles written as data (docs/roles-as-data.md).
cli-help_roles = List every role (and elected office) of the game, grouped as the role book groups them.
cli-help_info = Describe one role: its team, the role book's group, what it does, and its actions.
cli-arg_info_role = A role or office, e.g. Wolf or "Fortune Teller".
cli-help_simulate = Play many seeded games with bots: win rates by team and role (95 % intervals), game length, causes of death. The same seed gives the same numbers on any backend.
cli-help_balance = Which team a role list favours, by how much and how sure, and the single swap of one role for another that brings it nearest to fair (each swap measured by simulation).
cli-help_tournament = Seat agents in rotation over seeded games and rate them (openskill: mu and sigma per team and per role). The same seed gives the same numbers on any backend.
cli-help_benchmark = Play the benchmark ladder (fixed, versioned setups from the base game to the book's hardest interactions, fixed seeds) with the agents, and write a leaderboard in Markdown and HTML (docs/agents.md, "Benchmark ladder").
cli-help_agent = Let a local program (cmd:PATH, JSON lines on stdin/stdout) or a language model (llm:URL#MODEL, through tool calls) play one seat of a running service over the seat's WebSocket, to the game's end.
cli-help_serve = Run the game service: hosts create games, players play them from their own links.
cli-help_discord = Run the Discord adapter: games played in a Discord server, through the game service. The bot's token is read from the environment variable WEREWOLVES_DISCORD_TOKEN only.
cli-help_replay = Replay a game exported from the service or recorded by a tournament (`tournament --records`), and turn it into a scenario file.
cli-help_scenario_run = Run scenario files: PASS/FAIL per scenario; exit 0 all passed, 1 a failure, 2 a bad file.
cli-help_role_check = Check a role file: every problem at once, each with its line; exit 1 on any.
cli-help_role_show = Print a role file's card, as `werewolves info` prints a role of the book.
cli-help_role_import = Import a role page of the incumbent's book (WWRF) as a role file: every formalized line translated, or listed on stderr with why it is not (exit 1 when any is not).
cli-opt_lang_report = The language of what the command prints and writes, such as de (default: from LC_ALL, LC_MESSAGES or LANG, else English).
cli-opt_lang_agent = The language the seat is told its turns in (the texts of the protocol's turns, the model's prompt) and of what the command prints, such as de (default: from LC_ALL, LC_MESSAGES or LANG, else English).
cli-opt_setup = A setup file (JSON or YAML) naming players (name and role pairs) or roles.
cli-opt_sim_players = { $low } to { $high }.
cli-opt_sim_seed = The seed.
cli-opt_sim_bots = { $kinds }, or a mix by team: 'heuristic,wolves=random'.
cli-opt_workers = Worker processes.
cli-opt_backend = local processes, or a Dask cluster.
cli-opt_scheduler = A Dask scheduler, e.g. tcp://host:8786.
cli-opt_role_file_sim = A custom role (YAML; repeatable). See `role check`.
cli-opt_sim_roles = Roles to deal, e.g. "2xWolf, Fortune Teller" (default: the mix).
cli-opt_games = How many games.
cli-opt_sim_json = Write the numbers as JSON.
cli-opt_report = Write an HTML report with plots.
cli-opt_balance_roles = The role list, e.g. "2xWolf, Fortune Teller".
cli-opt_balance_games = Games for the list as given.
cli-opt_candidate_games = Games per swap (default: --games).
cli-opt_candidates = Swaps to measure, at most.
cli-opt_balance_json = Write the verdict as JSON.
cli-opt_agents = Agents, comma-separated: { $kinds }, cmd:PATH (a program), llm:URL#MODEL (a model through tool calls).
cli-opt_setups = A JSON or YAML list of setups.
cli-opt_sizes = Default mixes of these sizes.
cli-opt_ratings_json = Write the ratings as JSON.
cli-opt_html = Write an HTML report.
cli-opt_markdown = Write a Markdown report.
cli-opt_records = Write each game's JSON record and HTML replay in this folder.
cli-opt_seating = seats: agents rotated seat by seat; sides: every seat of a team one agent.
cli-opt_tau = The ratings' dynamics factor: 0 (the default) for agents whose skill does not change between games.
cli-opt_size = Deals per rung: small (one, for a quick check) or standard.
cli-opt_ladder_games = At least this many games per rung instead of --size.
cli-opt_out = Where leaderboard.md, leaderboard.html and leaderboard.json go.
cli-opt_ladder_seating = Override the ladder's seating (then the board is not the ladder's).
cli-arg_agent = The program or model that plays.
cli-opt_server_agent = The service.
cli-opt_game = The game's id.
cli-opt_token = The seat's secret.
cli-opt_reasoning = Write a model's private reasoning per move here (JSON).
cli-opt_host = The address to listen on.
cli-opt_port = The port to listen on.
cli-opt_db = The database: sqlite:///PATH or postgresql+psycopg://USER@HOST/DB (default: a SQLite file in your data folder, or $WEREWOLVES_DB).
cli-opt_max_connections = Connections open at once, in all (more get 503).
cli-opt_max_per_client = Connections open at once from one address (behind a proxy on this machine, every client has the proxy's address).
cli-opt_header_timeout = Seconds a request's headers may take to arrive (its body: 3 times that).
cli-opt_service_url = The game service to play through (default: start one on a free local port with the default database, stopped when the adapter stops).
cli-opt_guild = A Discord server (guild) id to serve; repeat for more (default: all).
cli-opt_child_db = The database of the service started without --service-url.
cli-opt_store = The adapter's own SQLite file (default: in your data folder).
cli-opt_discord_api = Discord's REST API base (for a test double; default: Discord's own).
cli-opt_discord_gateway = Discord's gateway URL (for a test double; default: Discord's own).
cli-opt_check = Say every permission, intent and role order the bot lacks in the servers (--guild), then exit: non-zero when anything is missing.
cli-arg_export = A game exported by the service (JSON).
cli-opt_scenario_out = Also write the game as a scenario file.
cli-opt_replay_explain = Print every event, with causes.
cli-opt_replay_html = For a tournament's record: also write its HTML replay.
cli-arg_scenarios = Scenario files or folders of *.yaml files.
cli-opt_scenario_explain = Also print each scenario's event log with causes.
cli-opt_scenario_server = Play each scenario as a game on this werewolves server, through its API.
cli-arg_role_file = A role file (YAML; docs/roles-as-data.md).
cli-opt_with = Other role files of the same game.
cli-arg_page = A WWRF role page (text with __Formalized__).
cli-opt_piece = A _game/ piece it names (repeatable).
cli-opt_import_out = Write the role file here.
cli-opt_import_name = The role's name.

# werewolves role check / role show
cli-role_problem = { $file }:{ $line }: { $sentence }.
cli-role_problems = { $count ->
    [one] { $count } problem in { $file }.
   *[other] { $count } problems in { $file }.
  }
cli-role_no_problems = { $file }: no problems.

# werewolves simulate / balance: the flags and the run
cli-setup_and_roles = --setup FILE already says the players and roles: drop --players and --roles.
cli-balance_needs_roles = balance needs the role list: --roles "2xWolf, Fortune Teller" (or --setup FILE).
cli-interrupted_nothing_written = Interrupted: nothing was written.
cli-backend = --backend is local or dask, not { $got }.
cli-scheduler = --scheduler needs an address like tcp://host:8786, not { $got }.

# Typer's and Click's own words around the help (English: as Typer and Click write them)
cli-typer_options = Options
cli-typer_arguments = Arguments
cli-typer_commands = Commands
cli-typer_error = Error
cli-typer_default = [default: { $value }]
cli-typer_envvar = [env var: { $value }]
cli-typer_required = [required]
cli-typer_aborted = Aborted.
cli-typer_try_help = Try [blue]'{ $command_path } { $help_option }'[/] for help.
cli-click_help = Show this message and exit.
cli-click_usage = Usage:


# the role book's groups and categories, word by word ("Townsfolk Investigative"); a word a role
# file gives of its own stays as written
cli-book-townsfolk = Townsfolk
cli-book-werewolf = Werewolf
cli-book-solo = Solo
cli-book-unaligned = Unaligned
cli-book-extra = Extra
cli-book-align = Align
cli-book-elected = Elected
cli-book-group = Group
cli-book-investigative = Investigative
cli-book-killing = Killing
cli-book-miscellaneous = Miscellaneous
cli-book-power = Power
cli-book-recruitment = Recruitment
cli-book-protective = Protective
cli-book_team = { $team } Team

# werewolves replay
cli-replayed = Replayed { $count } commands of game { $game }: { $phase }.
cli-nobody = nobody
cli-replay_void = { $phase }: the { $poll } poll chose { $chosen }. { $why }
cli-replay_over = The game is over ({ $reason }){ $also }; winners: { $winners }.
cli-replay_draw = ; a draw for { $players }
cli-replay_lost = Lost: { $players }.
cli-replay_file_there = { $path } is there already with other contents; the scenario's role files would replace it: write the scenario elsewhere.
cli-replay_wrote = Wrote { $paths }: run it with `werewolves scenario run { $scenario }`.
cli-cannot_write = cannot write { $path }: { $why }

# werewolves serve
cli-serve_no_database = cannot open the database { $url }: { $error }
cli-serve_kept = werewolves { $version }: games are kept in { $url }
cli-serve_open = Open { $address }/ (API: { $address }/docs). Ctrl+C stops.
cli-serve_local = Only this computer can reach it; to let friends on your network join, start it with --host 0.0.0.0.
cli-serve_file_limit = The open-file limit leaves room for { $allowed } connections, not { $wanted }: at most { $allowed } are taken.

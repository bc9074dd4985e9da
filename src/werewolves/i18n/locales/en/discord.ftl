## The Discord adapter: what members read of the table, their allies, news, the game's end, conspiracy channels, role files, lobbies, and the slash commands as Discord lists them

# a player who left the game with a win or a loss, as the stream tells it
discord-left-ascended = 🌟 { $player } ascended and won ({ $role }).
discord-left-descended = ⬇ { $player } descended and lost ({ $role }).
# the roster of a seat's table, one line a seat
discord-roster-head = **At the table**
discord-roster-alive = { $name }
discord-roster-dead = 💀 ~~{ $name }~~
discord-roster-ascended = 🌟 { $name } (ascended)
discord-roster-descended = ⬇ { $name } (descended)
discord-roster-you = { " " }(you)
discord-roster-role = { " " }— { $role }
discord-roster-ally = { " " }🤝 on your side
discord-roster-group = { " " }🤝 your { $group }
# a select menu's option for a player marked on the reader's side
discord-option-ally = on your side
discord-option-group = your { $group }
# acting on an ally asks first
discord-confirm-ally = { $player } is on your side.
discord-confirm-group = { $player } is in your { $group }.
# the last phase's news
discord-news-head = **Since last time**
discord-news-none = Nothing new since the last phase.
discord-table-hint = Type `/table` to see who is at the table and the last phase's news again.
# the game's end, to each player
discord-over-roles = **Who was who**
discord-over-hidden = The host keeps the roles hidden after this game.
# the rule that decides a choice left empty or invalid
discord-fallback = ℹ When your choice cannot stand: { $fallback }
# conspiracy channels (rule-conspiracy-channels.1-2)
discord-cc-opened = Your private channel { $channel } is open: <#{ $channel_id }>.
discord-cc-opened_later = Your private channel { $channel } is open; its Discord channel comes in a moment.
discord-cc-invited = { $members } can now read and write in { $channel } (from now on only: what was said before stays hidden from them).
discord-cc-no_players = Name at least one player to have in the channel (their names, separated by spaces or commas).
discord-cc-topic = A private channel: only its members read it (and the host{ $watchers }).
discord-cc-watchers-dead = , and the dead
discord-cc-watchers-spectators = , the dead and those watching
discord-cc-watchers-members = { "" }
# role files a host attaches to a lobby (docs/roles-as-data.md), and the roles it deals
discord-rolefile-no_lobby = Open a lobby here with /lobby first: a role file goes to the lobby you host in this channel.
discord-rolefile-too_big = { $file } has { $size } bytes; a role file has at most { $limit } (64 KiB). Nothing was added.
discord-rolefile-too_many = This lobby has { $count } role files already: a game has at most { $limit } custom roles. Nothing was added.
discord-rolefile-unfetched = I could not fetch { $file } from Discord: attach it again. Nothing was added.
discord-rolefile-not_text = { $file } is not text in UTF-8, so it is no role file. Nothing was added.
discord-rolefile-problems = { $file } cannot be added: { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}.
discord-rolefile-problem = • { $sentence }
discord-rolefile-more = … and { $count } more.
discord-rolefile-added = { $file } is added to the lobby. Its custom roles: { $roles }. Name them in the roles to deal (/lobby roles:) for them to be in the game.
discord-lobby-custom = Custom roles: { $roles }.
discord-lobby-roles = Roles dealt: { $roles }.
discord-lobby-roles_bad = The roles to deal are role names separated by commas, with a count before a name dealt more than once ("2x NAME"): { $problem }. No lobby was opened.
discord-lobby-roles_count = '{ $item }' asks for { $count } of a role; a game has at most { $limit } players
discord-lobby-roles_empty = an entry between two commas is empty
discord-lobby-roles_none = no role is named
# the slash commands as Discord lists them: each command's description ("slash.COMMAND")
# and its options' ("slash.COMMAND.OPTION", read by described())
discord-slash-act = Use one of your actions: its verb, then whom it names.
discord-slash-act-verb = What to do (the list shows what you may do now)
discord-slash-act-whom = Whom (the list shows the players you may name)
discord-slash-act-second = A second player or word, when the action names one
discord-slash-act-third = A third, when the action names one
discord-slash-why = Why a player died, as far as you may know.
discord-slash-why-player = The dead player
discord-slash-lobby = Open a game here: players press Join, you press Start.
discord-slash-lobby-label = A short name for the game (its channels' category)
discord-slash-lobby-phases = How phases end: by you alone, at their deadlines, or when all have acted
discord-slash-lobby-seed = A number that fixes the deal and every draw (the same game again)
discord-slash-lobby-dead = What the dead read (they write in the dead channel only)
discord-slash-lobby-watchers = What those who press Watch read (they never write)
discord-slash-lobby-name = Not a new lobby: the name you play under in this channel's lobby
discord-slash-lobby-clock = How long phases last when they end at their deadlines (long by default)
discord-slash-lobby-day = Minutes a day lasts (instead of the clock's)
discord-slash-lobby-night = Minutes a night lasts (instead of the clock's)
discord-slash-lobby-roles = The roles to deal, one a player: names separated by commas (2x before a name: two)
discord-slash-lobby-role_file = Not a new lobby: a role file (YAML) for the lobby you host here
discord-slash-host = The host's tools, in the host channel.
discord-slash-host-what = What to do
discord-slash-host-reason = Why (an undo, a kick, acting for a seat need one; kept in the audit)
discord-slash-host-seat = The seat it is about (substitute, kick, act for, bots)
discord-slash-host-member = Who takes the seat (substitute): a mention or an id
discord-slash-host-action = The action to send for the seat (act for)
discord-slash-host-minutes = Minutes (the deadline from now, or more for this phase)
discord-slash-vote = Vote in today's lynch (changeable).
discord-slash-vote-whom = Whom (the list shows the players you may vote for)
discord-slash-unvote = Withdraw your lynch vote.
discord-slash-claim = Claim a role in the town square (true or not).
discord-slash-claim-role = The role you claim (your own when left out)
discord-slash-claim-says = What you add (what you found out, why they should believe you)
discord-slash-table = Who is at the table, and the last phase's news, again.
discord-slash-conspire = Open a private channel with players of your choosing.
discord-slash-conspire-name = The channel's name (letters, digits, spaces, hyphens)
discord-slash-conspire-players = Whom to have in it: their names, separated by spaces or commas
discord-slash-invite = Let more players into a private channel you are in.
discord-slash-invite-channel = Your private channel (#name)
discord-slash-invite-players = Whom to let in: their names, separated by spaces or commas
# the slash commands' and their options' names as Discord lists them ("command.COMMAND",
# "command.COMMAND.OPTION"); a member types the English name or the one of their language
discord-command-act = act
discord-command-act-verb = verb
discord-command-act-whom = whom
discord-command-act-second = second
discord-command-act-third = third
discord-command-why = why
discord-command-why-player = player
discord-command-lobby = lobby
discord-command-lobby-label = label
discord-command-lobby-phases = phases
discord-command-lobby-seed = seed
discord-command-lobby-dead = dead
discord-command-lobby-watchers = watchers
discord-command-lobby-name = name
discord-command-lobby-clock = clock
discord-command-lobby-day = day
discord-command-lobby-night = night
discord-command-lobby-roles = roles
discord-command-lobby-role_file = role_file
discord-command-lobby-language = language
discord-command-host = host
discord-command-host-what = what
discord-command-host-reason = reason
discord-command-host-seat = seat
discord-command-host-member = member
discord-command-host-action = action
discord-command-host-minutes = minutes
discord-command-vote = vote
discord-command-vote-whom = whom
discord-command-unvote = unvote
discord-command-claim = claim
discord-command-claim-role = role
discord-command-claim-says = says
discord-command-table = table
discord-command-conspire = conspire
discord-command-conspire-name = name
discord-command-conspire-players = players
discord-command-invite = invite
discord-command-invite-channel = channel
discord-command-invite-players = players
discord-slash-lobby-language = The language of the game's shared channels (the server's by default)
# what a member is told of their own use of a command (always to them alone)
discord-seat-not_yours = This channel is not one of your games: use the command in your own game channel.
discord-seat-not_playing = You are not playing in this game: only its players (and its host) can do this.
discord-seat-hosting = You host this game and play no seat in it: act for a seat with `/host what:act-for`.
discord-seat-not_sent = Nothing was sent.
discord-seat-nothing_to_claim = Your claim goes to the town square, and you have no voice there now.
discord-seat-nothing_known = Nothing is known to you of this.
discord-seat-said = You said in the town square: { $text }
discord-seat-ready = You are ready.
discord-seat-cannot_use = You cannot use { $verb } now.
discord-lobby-no_guild = Open a game in a channel of a server.
discord-lobby-not_served = This adapter does not serve this server.
discord-lobby-closed = This lobby is closed: its game has begun (or it is not one of this adapter's).
discord-lobby-not_in = Press **Join** in this channel's lobby first: `/lobby name:` changes the name you play under there.
discord-lobby-host_only = Only the host who opened this lobby can start its game.
discord-lobby-name_bad = You cannot play as '{ $name }': { $problems }. '{ $free }' is free. Nothing was changed.
discord-lobby-name_set = You will play as { $name }.
discord-lobby-language_bad = The language of a lobby is one of { $languages }, not '{ $value }'. No lobby was opened.
discord-watch-not_watched = This game is not one of this adapter's, or it cannot be watched.
discord-watch-plays_here = You play in (or host) this game: you see it from your own channels already.
discord-watch-no_role = Discord would not let me give you the spectators' role: the host should give the bot's role the permission **Manage Roles**, above the spectators' role.
discord-watch-watching = You are watching this game.
discord-watch-watching_town = You are watching this game. <#{ $channel_id }> is open to you.
# the lobby message, in the lobby's language (everyone in the channel reads it)
discord-lobby-head = **Werewolves: { $label }** — hosted by { $host }.
discord-lobby-begun = The game has begun with { $count } players: { $players }.
discord-lobby-players = Players ({ $count }): { $players }.
discord-lobby-nobody = nobody yet
discord-lobby-press = Press **Join** to play, **Leave** to leave; the host presses **Start**.
discord-lobby-go_to = Go to <#{ $channel_id }>.

## The host's tools (/host): what they answer the host, the grimoire, the preview and the
## audit, in the host's language

discord-host-channel_only = Only the game's host can do this, in the game's host channel.
discord-host-undo_reason = Say why in reason: an undo is kept in the audit with its reason.
discord-host-unknown_tool = Choose one of the host's tools from the list.
discord-host-needs_seat = Name the seat in seat: (a player of this game).
discord-host-needs_member = Name the member in member: (a mention such as @Ann, or their id).
discord-host-needs_action = Say the action in action: (as the seat would type it, such as a vote).
discord-host-needs_minutes = Say how many minutes more in minutes:.
discord-host-game_ended = The game is over: the town square has the outcome and who was who.
discord-host-no_deadline = This phase has no deadline to extend: set one with `/host what:deadline minutes:`.
discord-host-paused_no_deadline = The clock is paused; the phase will have no deadline.
discord-host-paused_ends = The clock is paused; the phase will end { $length } after the clock is resumed.
discord-host-ends = The phase now ends { $when }.
discord-host-no_deadline_now = The phase has no deadline now.
discord-host-audit_empty = Nothing in the audit yet.
discord-host-export = The game as a file (`werewolves replay FILE`).
discord-host-substituted = { $seat } is now played by { $member }.
discord-host-kick_reason = Say why in reason: a kick is kept in the audit with its reason.
discord-host-act_for_reason = Say why in reason: a act-for is kept in the audit with its reason.
discord-host-grimoire = **Grimoire — { $phase }**
discord-host-grimoire_ends = Ends { $when }.
discord-host-grimoire_was = { " " }(was { $role })
discord-host-grimoire_died = { " " }— died { $phase } ({ $kind })
discord-host-grimoire_awaited = **Awaited:** { $who ->
        [none] nobody.
       *[other] { $who }
    }
discord-host-grimoire_chosen = **Chosen so far:**
discord-host-grimoire_audit = **Audit** (latest):
discord-host-preview = Ending { $phase } now would start { $next }; deaths: { $deaths }. Nothing was changed.
discord-host-preview_over = Ending { $phase } now would end the game: { $how }; deaths: { $deaths }. Nothing was changed.
discord-host-preview_ends = it ends
discord-host-by_host = the host
discord-host-by_timer = the timer
discord-host-by_auto = the service
discord-host-audit_line = #{ $seq } { $op } by { $by }{ $undone ->
        [yes] { " " }(undone)
       *[no] {""}
    }
discord-host-audit_line_why = #{ $seq } { $op } by { $by }{ $undone ->
        [yes] { " " }(undone)
       *[no] {""}
    } — { $reason }
discord-host-none = none
discord-host-no_votes = **{ $poll }**: no votes yet.
discord-lobby-start_refused = ⚠ Start was refused: { $why }

## the host's tools as /host's list offers them (a choice's label, by its value)

discord-choice-advance = end the phase now
discord-choice-pause = pause the clock
discord-choice-resume = resume the clock
discord-choice-deadline = end this phase minutes: from now (0: now; left out: no deadline)
discord-choice-extend = give this phase minutes: more
discord-choice-undo_last = undo the latest move
discord-choice-undo_phase = undo this phase's moves
discord-choice-preview = what ending the phase now would do
discord-choice-grimoire = the grimoire now
discord-choice-audit = the audit: every host act with its reason
discord-choice-substitute = give seat: to member: (another member of the server)
discord-choice-kick = let a bot play seat: (with reason:)
discord-choice-act_for = act for seat: with action: (and reason:)
discord-choice-bots = bots for every seat nobody plays (or seat:)
discord-choice-export = the game as a file

## the game's channels' topics (in the language of its shared channels), and a server with no
## room for them

discord-plan-town = Everyone's channel: the day's talk and the polls.
discord-plan-host = The grimoire: what has been chosen, the tallies, the audit.
discord-plan-dead = Where the dead talk.
discord-plan-group = The { $group }'s own channel.
discord-plan-seat = { $name }'s own channel: your role, your prompts.
discord-plan-no_room = This game needs { $need } channels and the server has room for { $free } more (Discord allows { $most }): end another game or remove channels first.

## the end of a game: each channel told it is over, and who was who in the town square
discord-over = The game is over: the town square has the outcome and who was who. This channel stays as it is; nothing more will come in it.
discord-nobody = nobody
discord-review-title = Who was who
discord-review-dealt = (dealt { $role })
discord-review-won = **Won:** { $names }.
discord-review-tie = **A tie:** everyone still alive won: { $names }.
discord-review-drew = **Drew:** { $names }.
discord-review-lost = **Lost:** { $names }.

## A tournament's record as a person reads it (werewolves replay of a record): who played each
## seat, and whether the replay is the record. { $role } is the card's name in the reader's
## language; { $recorded } and { $replayed } are the two texts, quoted.

record-seat = { $seat }: { $agent }, dealt { $role }; { $fate }.
record-won = won
record-lost = lost
record-same = The replay's { $n } events are the record's, event for event.
record-differs = The replay differs from the record at event #{ $id }: the record says { $recorded }, the replay { $replayed }.
record-shorter = The replay has { $got } events, the record { $want }.
record-beliefs = { $beliefs } beliefs and { $notes } notes of the agents' reasoning are kept in it.
record-wrote = Wrote { $path }: the replay, with a seat picker.

## A belief an agent sent that is not kept (the agents' protocol, `believe`): { $seat } and
## { $what } are given quoted where the sentence quotes them, { $value } as the agent sent it.

belief-seats = A belief is {"{"}"type": "believe", "seats": {"{"}SEAT: {"{"}...{"}"}, ...{"}"}{"}"}: not kept.
belief-seat = { $seat } is not another seat of this game: the belief was not kept.
belief-entry = A belief about { $seat } is an object with opponent (a probability), teams or roles (each a probability by name): the belief was not kept.
belief-key = A belief about { $seat } names { $key }; it may name only opponent, teams and roles: the belief was not kept.
belief-opponent = The chance of being an opponent of { $seat } is { $value }, not a probability from 0 to 1: the belief was not kept.
belief-prob = The chance of { $what } of { $seat } is { $value }, not a probability from 0 to 1: the belief was not kept.
belief-sum = The { $what } of { $seat } add up to { $total }, more than 1: the belief was not kept.

## werewolves tournament (agents/tournament.py): the run, the tables, the Markdown and HTML
## reports. Numbers arrive as numbers and are written here (NUMBER: a rate as a percentage,
## a rating with two decimals). { $seating } is seats or sides, as typed on the command line;
## { $each } is side or seat (who is one player of a rating).

tournament-pct = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
tournament-pct0 = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) }
tournament-rating = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }
tournament-range = { NUMBER($low, minimumFractionDigits: 1, maximumFractionDigits: 1) } … { NUMBER($high, minimumFractionDigits: 1, maximumFractionDigits: 1) }
tournament-bad_seating = { $got } is not a seating: choose seats (agents rotated seat by seat) or sides (every seat of a team played by one agent).
tournament-bad_tau = { $got } is not a dynamics factor: give a number from 0 (agents whose skill does not change, the default) to { NUMBER($high, maximumFractionDigits: 2) }; openskill's own default is { NUMBER($usual, maximumFractionDigits: 4) }.
tournament-setups_unreadable = cannot read the setups file { $path }: { $why }
tournament-setups_not_list = the setups file { $path } must hold a list of setups
tournament-setup_where = { $path } (setup { $n })
tournament-no_sizes = --players takes sizes like 8,12.
tournament-records_folder = --records: cannot make the folder { $folder }: { $why }
tournament-title = Werewolves tournament
tournament-start = Tournament of { $agents }: { $games } games over { $setups ->
    [one] { $setups } setup
   *[other] { $setups } setups
  }, seated by { $seating }, seed { $seed }, on { $backend }; ratings with τ = { NUMBER($tau, maximumFractionDigits: 4) }, { $each ->
    [side] each side one player.
   *[seat] each seat one player.
  }
tournament-timing = { $games } games in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
tournament-wrote_records = Wrote { $games } game records (JSON, and an HTML replay each) in { $folder }.
tournament-teams_title = Ratings by team ({ $games } games; μ ± 2σ, openskill)
tournament-overall_title = { $each ->
    [side] Overall (every side)
   *[seat] Overall (every seat)
  }
tournament-metrics_title = Metrics (95 % Wilson intervals; docs/agents.md)
tournament-pairs_title = Wins by the agents of the two biggest teams
tournament-col_agent = Agent
tournament-col_team = Team
tournament-col_side = Side
tournament-col_team_or_role = Team or role
tournament-col_interval = μ − 2σ … μ + 2σ
tournament-col_seats = Seats
tournament-col_won = Won
tournament-col_games = Games
tournament-col_first_won = First won
tournament-col_second_won = Second won
tournament-col_first_team = First team
tournament-col_second_team = Second team
tournament-all_sides = all sides
tournament-metric-win_rate = Win rate
tournament-metric-irp = IRP
tournament-metric-vss = VSS
tournament-metric-ksr = KSR
tournament-metric-detection = Detection
tournament-metric-deception = Deception
tournament-metrics_heading = Metrics
tournament-metrics_note = Each metric a share with its 95 % Wilson interval and its count: win rate; IRP, the seats the agent's belief of each day marks as opponents (a chance above one half) that are; VSS, its lynch ballots naming an opponent; KSR, the phases its side's investigators live through; detection, the opponents its beliefs mark; deception, its opponents' beliefs marking it (lower: better hidden). A dash: nothing to count (no belief reported).
tournament-metric_cell = { NUMBER($rate, style: "percent", maximumFractionDigits: 0) } [{ NUMBER($low, style: "percent", maximumFractionDigits: 0) }–{ NUMBER($high, style: "percent", maximumFractionDigits: 0) }] ({ $count }/{ $of })
tournament-alike = { $teams }: every agent held seats of this team in every game, so its ratings move alike and cannot tell the agents apart; --seating sides rates each team's play.
tournament-pair_cell = { $team }: { $agent } ({ NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } won)
tournament-summary = { $games } games, seed { $seed }, seated by { $seating }; agents { $agents }.
tournament-setup = { $players } players ({ $roles })
tournament-player_of = { $table ->
    [teams] teams
    [overall] overall
   *[roles] roles
  }: { $what ->
    [side] a side
   *[seat] a seat
  }
tournament-player_seat = a seat
tournament-about = { $games } games, seed { $seed }, seated by { $seating }, agents { $agents }, setups: { $setups }. Ratings: { $library } ({ $model }, τ = { NUMBER($tau, maximumFractionDigits: 4) }; one player of a game: { $players }), bars at μ with μ ± 2σ whiskers, scaled to { NUMBER($top, maximumFractionDigits: 0) }; win rates with 95 % Wilson intervals.
tournament-plot_rating = Rating by team (μ ± 2σ, 100 % = { NUMBER($top, maximumFractionDigits: 0) })
tournament-plot_wins = Win rate by team
tournament-ratings_heading = Ratings
tournament-team_wins = { $team } { $wins }
tournament-teams_wins = Teams' wins: { $wins }.
tournament-refused = Refused moves: { $refused }; turns passed: { $passed }.

## werewolves benchmark (agents/ladder.py): the ladder's run and its leaderboard (Markdown,
## HTML, the terminal). A rung's title and why are ladder-rung-KEY-title / -why (the ladder
## file's English words are the fallback for a rung without them).

ladder-bad_size = { $got } is not a size of { $version }: choose { $sizes }.
ladder-no_folder = cannot write into { $dir }: the folder { $parent } does not exist
ladder-not_folder = cannot write into { $dir }: it is a file, not a folder
ladder-start = Benchmark { $version }: { $rungs } rungs × { $deals ->
    [one] { $deals } deal
   *[other] { $deals } deals
  } × { $seatings ->
    [one] { $seatings } seating
   *[other] { $seatings } seatings
  } = { $games } games for { $agents }, seated by { $seating }, seed { $seed }, on { $backend }.
ladder-timing = { $games } games in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s.
ladder-wrote = Wrote { $path }, .html and .json.
ladder-title = Werewolves benchmark { $version }
ladder-intro = Ladder { $version } (digest { $digest }), rules { $rules }, seed { $seed }, seated by { $seating }: { $games } games over { $rungs } rungs, agents { $agents }. Ratings: { $library } ({ $model }, τ = { NUMBER($tau, maximumFractionDigits: 4) }), ranked by μ − 2σ; win rates are a seat's share of won seats, with 95 % Wilson intervals; a seat wins when its player is among the game's winners.
ladder-win = { NUMBER($rate, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } [{ NUMBER($low, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }–{ NUMBER($high, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }] of { $of ->
    [one] { $of } seat
   *[other] { $of } seats
  }
ladder-rating = { NUMBER($mu, minimumFractionDigits: 2, maximumFractionDigits: 2) } [{ NUMBER($low, minimumFractionDigits: 2, maximumFractionDigits: 2) }–{ NUMBER($high, minimumFractionDigits: 2, maximumFractionDigits: 2) }]
ladder-number = { NUMBER($value, maximumFractionDigits: 3) }
ladder-whole = { NUMBER($value, maximumFractionDigits: 0) }
ladder-col_rank = #
ladder-col_agent = Agent
ladder-col_games = Games
ladder-col_win_rate = Win rate (95 %)
ladder-col_rating = Rating μ [μ−2σ–μ+2σ]
ladder-col_as = As { $team }
ladder-col_metric = Metric
ladder-col_value = Value
ladder-col_interval = 95 % interval
ladder-leaderboard = Leaderboard
ladder-research = Research metrics
ladder-rungs = Rungs
ladder-plot = Win rate over the ladder (95 % interval)
ladder-rung = { $n }. { $title } ({ $key }, { $players } seats)
ladder-rung_about = { $why } Roles: { $roles }. { $games } games.
ladder-rung-base-title = The base game
ladder-rung-base-why = The seeds' base game: the wolfpack against the town with one investigator, eight seats (the nearest to the small benchmarks' games).
ladder-rung-seeds-title = The seeds' roles
ladder-rung-seeds-why = The seeds' own roles: a wolf who knows part of the role list, and a third team, the plague, with the unaligned doctor who hunts it.
ladder-rung-angel-title = The Angel
ladder-rung-angel-why = An unaligned seat that wins by being lynched and takes someone with it, beside a dying shot: a vote is no longer simply for or against the wolves.
ladder-rung-lovers-title = Lovers across teams
ladder-rung-lovers-why = A Cupid's couple may join two teams (the Cupid changes with its lover's team), beside the plague and a seat that wants to be killed by a wolf.
ladder-rung-hell-title = Hell
ladder-rung-hell-why = Hell's three seats share a channel and a pool of souls to protect or attack with, and the Devil's wager; a lycan-hunting priest and a dying shot beside them.
ladder-rung-horsemen-title = The Horsemen and Doomsday
ladder-rung-horsemen-why = Four Horsemen doom players each night (deaths delayed, abilities failing, votes not counting, roles disguised) until Doomsday turns them into Apocalyptic Horsemen.
ladder-rung-book-title = The book's hardest interactions together
ladder-rung-book-why = Wolves, three Horsemen drawn at Day 0's end, Hell, the plague and its doctor, a Cupid and an Angel in one eighteen-seat game.

## werewolves agent (cli.py): a program or a model in a seat of a running service.

agent-server = --server needs an address like http://127.0.0.1:8000, not { $got }.
agent-no_folder = cannot write { $path }: its folder does not exist.
agent-cannot_play = cannot play the seat at { $server }: { $why }
agent-over = The game is over: { $outcome }

## The agent protocol (agents/protocol.py): what a seat is told of its last answer, in the
## language it asked for (docs/agents.md, "Languages"). { $shape } is the JSON an answer must be.

protocol-not_moves = An answer is a JSON object { $shape }: passed.
protocol-moves_list = An answer's "moves" is a list: passed.
protocol-bad_move = A move is an act with its action, a say with channel and text, a claim, or a believe with its seats.
protocol-too_many = An answer makes at most { $budget } moves: the rest were dropped.
protocol-say_what = Say what to do: an action's verb and its targets.
protocol-not_now = { $verb } is not something you can do now; you can: { $verbs }.
protocol-nothing = nothing
protocol-picks = { $verb } names { $n } of: { $options } after its players.
protocol-no_withdraw = You have nothing to withdraw from { $verb } now.
protocol-count_exact = { $verb } names { $n } player(s), not { $got }.
protocol-count_range = { $verb } names { $low } to { $high } player(s), not { $got }.
protocol-twice = { $verb } cannot name the same player twice.
protocol-not_there = { $verb } cannot name { $target } there; it can name: { $names }.

## A seat played by a language model (agents/text.py, agents/llm.py): the turn as the model
## reads it, its instructions, its tools' descriptions and the refusals said back to it, in the
## seat's language (the turn's lang). ACT, SAY and PASS stay as they are: the model types them.

seat-system_text =
    You play one seat of a game of Werewolves. Each turn you are told what your seat knows and what it may do. Answer with one move per line:
    ACT: <verb> <player> ... — one of the actions listed, with players its positions may name
    SAY <channel>: <text> — a line in a channel you may write in (SAY: alone is the town square)
    PASS — nothing more this turn.
    Write nothing else.
seat-system_tools = You play one seat of a game of Werewolves. Each turn you are told what your seat knows, and each thing you may do now is a tool: call the tools for the moves you make this turn (an action's parameters list the only players and options it may name; no player twice). The chat tool writes a line in a channel you may write in. The believe tool records, privately, how likely you think each other living player is to be your opponent. Put your private reasoning in your answer's text or a tool's reasoning argument: nobody else ever reads it. Call no tool to do nothing more this turn.
seat-you_are_role = You are { $seat }, the { $role } ({ $team }).
seat-you_are = You are { $seat }.
seat-your_role = Your role: { $summary }
seat-offices = Your offices: { $offices }.
seat-phase = It is { $phase }. { $alive ->
    [true] You are alive.
   *[false] You are dead.
  }
seat-living = Alive: { $names }.
seat-dead = Dead: { $names }.
seat-since = Since your last turn:
seat-write_in = You may write in: { $channels }.
seat-move_refused = Your move { $move } was refused: { $reason }
seat-no_action = You have no action now.
seat-may_do = What you may do now:
seat-slot = player { $n }: { $names }
seat-slots = players: { $names }
seat-then_picks = then { $n } of: { $options }
seat-withdraw = or '{ $verb } nobody' to withdraw
seat-chosen = now chosen: { $chosen }
seat-cannot_write = You cannot write in { $channel }; you may write in: { $channels }.
seat-nowhere = nowhere
seat-not_action = That is not an action.
seat-unreadable = I could not read a move: answer ACT: <verb> <player>, SAY: <text> or PASS.
seat-answer_again = Refused: { $why } Answer again.
seat-over_headline = The game is over ({ $reason }).
seat-refused = Refused: { $why }
seat-done = Done.
seat-tool_names_exact = Names { $n } player(s), no one twice.
seat-tool_names_range = Names { $low } to { $high } player(s), no one twice.
seat-tool_picks = Then { $n } different pick(s) of the options.
seat-tool_withdraw = withdraw=true takes back your choice instead (its players ignored).
seat-tool_chosen = Now chosen: { $chosen }.
seat-tool_end = Takes effect at the end of the phase; you may change it until then.
seat-reasoning = Your private reasoning (never shown).
seat-player_n = Player { $n }.
seat-pick_n = Pick { $n }.
seat-take_back = Take back your choice (the players are ignored).
seat-believe_tool = Record privately how likely you think each other living player is to be your opponent (0: surely on your side, 1: surely against you). Nobody reads it; it changes nothing in the game.
seat-chat_tool = Write a line in a channel you may write in (others read it).
seat-args_not_json = The arguments of { $tool } are not JSON: give a JSON object.
seat-args_object = The arguments of { $tool } are a JSON object.
seat-chat_where = You cannot write in { $channel } now; you may write in: { $channels }.
seat-chat_text = chat needs the text to write.
seat-no_tool = { $tool } is not something you can do now; your tools: { $tools }.
seat-no_tools = none
seat-gap = { $verb } names its players in order, with no gap.
agent-no_program = { $spec }: there is no program at { $path }.
agent-none = (none)
agent-not_agent = { $spec } is not an agent; use { $kinds }.
agent-no_agents = --agents names at least one agent, e.g. random,heuristic.

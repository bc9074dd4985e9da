## The Discord adapter: what members read of the table, their allies, news, the game's end, conspiracy channels, role files, lobbies, and the slash commands as Discord lists them

# a player who left the game with a win or a loss, as the stream tells it
left-ascended = 🌟 { $player } ascended and won ({ $role }).
left-descended = ⬇ { $player } descended and lost ({ $role }).
# the roster of a seat's table, one line a seat
roster-head = **At the table**
roster-alive = { $name }
roster-dead = 💀 ~~{ $name }~~
roster-ascended = 🌟 { $name } (ascended)
roster-descended = ⬇ { $name } (descended)
roster-you = { " " }(you)
roster-role = { " " }— { $role }
roster-ally = { " " }🤝 on your side
roster-group = { " " }🤝 your { $group }
# a select menu's option for a player marked on the reader's side
option-ally = on your side
option-group = your { $group }
# acting on an ally asks first
confirm-ally = { $player } is on your side.
confirm-group = { $player } is in your { $group }.
# the last phase's news
news-head = **Since last time**
news-none = Nothing new since the last phase.
table-hint = Type `/table` to see who is at the table and the last phase's news again.
# the game's end, to each player
over-roles = **Who was who**
over-hidden = The host keeps the roles hidden after this game.
# the rule that decides a choice left empty or invalid
fallback = ℹ When your choice cannot stand: { $fallback }
# conspiracy channels (rule-conspiracy-channels.1-2)
cc-opened = Your private channel { $channel } is open: <#{ $channel_id }>.
cc-opened_later = Your private channel { $channel } is open; its Discord channel comes in a moment.
cc-invited = { $members } can now read and write in { $channel } (from now on only: what was said before stays hidden from them).
cc-no_players = Name at least one player to have in the channel (their names, separated by spaces or commas).
cc-topic = A private channel: only its members read it (and the host{ $watchers }).
cc-watchers-dead = , and the dead
cc-watchers-spectators = , the dead and those watching
cc-watchers-members = { "" }
# role files a host attaches to a lobby (docs/roles-as-data.md), and the roles it deals
rolefile-no_lobby = Open a lobby here with /lobby first: a role file goes to the lobby you host in this channel.
rolefile-too_big = { $file } has { $size } bytes; a role file has at most { $limit } (64 KiB). Nothing was added.
rolefile-too_many = This lobby has { $count } role files already: a game has at most { $limit } custom roles. Nothing was added.
rolefile-unfetched = I could not fetch { $file } from Discord: attach it again. Nothing was added.
rolefile-not_text = { $file } is not text in UTF-8, so it is no role file. Nothing was added.
rolefile-problems = { $file } cannot be added: { $count ->
    [one] { $count } problem
   *[other] { $count } problems
}.
rolefile-problem = • { $sentence }
rolefile-more = … and { $count } more.
rolefile-added = { $file } is added to the lobby. Its custom roles: { $roles }. Name them in the roles to deal (/lobby roles:) for them to be in the game.
lobby-custom = Custom roles: { $roles }.
lobby-roles = Roles dealt: { $roles }.
lobby-roles_bad = The roles to deal are role names separated by commas, with a count before a name dealt more than once ("2x NAME"): { $problem }. No lobby was opened.
lobby-roles_count = '{ $item }' asks for { $count } of a role; a game has at most { $limit } players
lobby-roles_empty = an entry between two commas is empty
lobby-roles_none = no role is named
# the slash commands as Discord lists them: each command's description ("slash.COMMAND")
# and its options' ("slash.COMMAND.OPTION", read by described())
slash-act = Use one of your actions: its verb, then whom it names.
slash-act-verb = What to do (the list shows what you may do now)
slash-act-whom = Whom (the list shows the players you may name)
slash-act-second = A second player or word, when the action names one
slash-act-third = A third, when the action names one
slash-why = Why a player died, as far as you may know.
slash-why-player = The dead player
slash-lobby = Open a game here: players press Join, you press Start.
slash-lobby-label = A short name for the game (its channels' category)
slash-lobby-phases = How phases end: by you alone, at their deadlines, or when all have acted
slash-lobby-seed = A number that fixes the deal and every draw (the same game again)
slash-lobby-dead = What the dead read (they write in the dead channel only)
slash-lobby-watchers = What those who press Watch read (they never write)
slash-lobby-name = Not a new lobby: the name you play under in this channel's lobby
slash-lobby-clock = How long phases last when they end at their deadlines (long by default)
slash-lobby-day = Minutes a day lasts (instead of the clock's)
slash-lobby-night = Minutes a night lasts (instead of the clock's)
slash-lobby-roles = The roles to deal, one a player: names separated by commas (2x before a name: two)
slash-lobby-role_file = Not a new lobby: a role file (YAML) for the lobby you host here
slash-host = The host's tools, in the host channel.
slash-host-what = What to do
slash-host-reason = Why (an undo, a kick, acting for a seat need one; kept in the audit)
slash-host-seat = The seat it is about (substitute, kick, act for, bots)
slash-host-member = Who takes the seat (substitute): a mention or an id
slash-host-action = The action to send for the seat (act for)
slash-host-minutes = Minutes (the deadline from now, or more for this phase)
slash-vote = Vote in today's lynch (changeable).
slash-vote-whom = Whom (the list shows the players you may vote for)
slash-unvote = Withdraw your lynch vote.
slash-claim = Claim a role in the town square (true or not).
slash-claim-role = The role you claim (your own when left out)
slash-claim-says = What you add (what you found out, why they should believe you)
slash-table = Who is at the table, and the last phase's news, again.
slash-conspire = Open a private channel with players of your choosing.
slash-conspire-name = The channel's name (letters, digits, spaces, hyphens)
slash-conspire-players = Whom to have in it: their names, separated by spaces or commas
slash-invite = Let more players into a private channel you are in.
slash-invite-channel = Your private channel (#name)
slash-invite-players = Whom to let in: their names, separated by spaces or commas
# the slash commands' and their options' names as Discord lists them ("command.COMMAND",
# "command.COMMAND.OPTION"); a member types the English name or the one of their language
command-act = act
command-act-verb = verb
command-act-whom = whom
command-act-second = second
command-act-third = third
command-why = why
command-why-player = player
command-lobby = lobby
command-lobby-label = label
command-lobby-phases = phases
command-lobby-seed = seed
command-lobby-dead = dead
command-lobby-watchers = watchers
command-lobby-name = name
command-lobby-clock = clock
command-lobby-day = day
command-lobby-night = night
command-lobby-roles = roles
command-lobby-role_file = role_file
command-lobby-language = language
command-host = host
command-host-what = what
command-host-reason = reason
command-host-seat = seat
command-host-member = member
command-host-action = action
command-host-minutes = minutes
command-vote = vote
command-vote-whom = whom
command-unvote = unvote
command-claim = claim
command-claim-role = role
command-claim-says = says
command-table = table
command-conspire = conspire
command-conspire-name = name
command-conspire-players = players
command-invite = invite
command-invite-channel = channel
command-invite-players = players
slash-lobby-language = The language of the game's shared channels (the server's by default)
# what a member is told of their own use of a command (always to them alone)
seat-not_yours = This channel is not one of your games: use the command in your own game channel.
seat-not_playing = You are not playing in this game: only its players (and its host) can do this.
seat-hosting = You host this game and play no seat in it: act for a seat with `/host what:act-for`.
seat-not_sent = Nothing was sent.
seat-nothing_to_claim = Your claim goes to the town square, and you have no voice there now.
seat-nothing_known = Nothing is known to you of this.
seat-said = You said in the town square: { $text }
seat-ready = You are ready.
seat-cannot_use = You cannot use { $verb } now.
lobby-no_guild = Open a game in a channel of a server.
lobby-not_served = This adapter does not serve this server.
lobby-closed = This lobby is closed: its game has begun (or it is not one of this adapter's).
lobby-not_in = Press **Join** in this channel's lobby first: `/lobby name:` changes the name you play under there.
lobby-host_only = Only the host who opened this lobby can start its game.
lobby-name_bad = You cannot play as '{ $name }': { $problems }. '{ $free }' is free. Nothing was changed.
lobby-name_set = You will play as { $name }.
lobby-language_bad = The language of a lobby is one of { $languages }, not '{ $value }'. No lobby was opened.
watch-not_watched = This game is not one of this adapter's, or it cannot be watched.
watch-plays_here = You play in (or host) this game: you see it from your own channels already.
watch-no_role = Discord would not let me give you the spectators' role: the host should give the bot's role the permission **Manage Roles**, above the spectators' role.
watch-watching = You are watching this game.
watch-watching_town = You are watching this game. <#{ $channel_id }> is open to you.

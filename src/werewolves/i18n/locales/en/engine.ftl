## The engine's messages: the game, actions, refusals, deaths, polls, what a host reads, and the one-line paraphrase of each rule the engine cites

# the game
game-started = The game begins with { $count } players: { $players }. It is Day 0.
phase-started = { $phase } begins.
game-over = The game is over: { $reason }. Winners: { $winners }.
game-draw = The game ends in a draw: { $reason }. Still alive, and drawing: { $drawn }.
game-tie = The game is over: { $reason }. Everyone still alive wins: { $winners }.
# rule-alignments-unaligned.9 (ruling RM420): told to the host only
game-win_held = The { $team } cannot win while { $player } lives: an unaligned player who cannot win with them.
game-draw_ascended = The game ends in a draw: { $reason }. Still alive, and drawing: { $drawn }. Ascended, and keeping their win: { $winners }.
game-host_ended = the host ended the game
game-stalled = { $count } phases in a row have passed with nobody dying
setup-cc_limit = The option { $option } is a whole number from { $low } to { $high }.
setup-cc_readers = conspiracy_readers is members, dead or spectators (who besides a conspiracy channel's members reads it), not { $value }.
setup-draw_after = The 'draw_after' option is how many phases in a row with nobody dying end the game in a draw: a whole number from 0 (never) to 1000, not { $value }.
role-dealt = You are the { $role }. { $summary }
extra-granted = You now hold the extra role { $role }, beside your own role.
extra-revoked = You no longer hold the extra role { $role }.
custom-effect_failed = Your { $verb } could not be carried out: its role file asks for something the game cannot do.
custom-unique_role = The { $role } may be dealt once at most; this setup deals it { $count } times.
custom-requires_role = A setup that deals the { $role } must deal the { $required } too.
rolelist-public = The roles in this game are: { $roles }.
rolelist-partial = Some of the roles in this game are: { $roles }.
rolelist-partial_none = The host revealed none of the roles in this game.
rolelist-full = The full role list of this game is: { $roles }.
group-joined = You have joined the { $group }.
group-members = The members of the { $group } are: { $members }.
group-no_action = The { $group } did not agree on one target: nothing happens tonight.
group-executor = { $executor } carries out the { $group }'s action against { $target }.
# actions
action-used = You used { $verb } on { $targets }.
action-used_alone = You used { $verb }.
action-chosen = { $actor } chose to { $verb } { $targets }; it happens when the phase ends.
action-withdrawn = { $actor } withdrew their choice to { $verb }.
# refusals (R7)
refuse-game_over = The game is over; no more actions are accepted.
refuse-unknown_player = There is no player called '{ $name }' in this game.
refuse-event_number = An event is named by its number (a whole number such as 3), not { $value }.
refuse-unknown_player_close = There is no player called '{ $name }' in this game. Did you mean { $close }?
refuse-dead_actor = { $player } is dead, and the dead cannot act.
refuse-dead_only = Only the dead may use '{ $verb }'.
refuse-unknown_verb = '{ $verb }' is not an action in this game: see the actions you have now (on the web, under 'What you can do now'; in the terminal, type 'help').
refuse-not_yours = { $player } cannot '{ $verb }' now: no role or office of theirs gives that action.
refuse-wrong_phase = '{ $verb }' cannot be used in { $phase }; it is used { $when }.
refuse-target_count = Wrong number of players for '{ $verb }'. Use: { $usage }.
refuse-dead_target = { $player } is dead; actions on dead players are refused.
refuse-self_target = You cannot use '{ $verb }' on yourself.
refuse-duplicate = { $player } is named twice.
refuse-nobody = '{ $verb }' needs a player; 'nobody' cannot be chosen here.
# the words an action names after its players (``Ability.options``: a role, a category)
refuse-missing_pick = '{ $verb }' names { $kind } after its players. Use: { $usage }.
refuse-unknown_pick = '{ $words }' is not { $kind } you can name with '{ $verb }' now. You can name: { $options }.
refuse-unknown_pick_hint = '{ $words }' is not { $kind } you can name with '{ $verb }' now. Did you mean { $close }? You can name: { $options }.
refuse-unknown_pick_close = '{ $words }' is not { $kind } you can name with '{ $verb }' now. Did you mean { $close }? (The action lists all { $count } you can name.)
refuse-same_pick = '{ $verb }' needs different choices; { $pick } is named twice.
refuse-same_pair = '{ $verb }' names { $player } with { $pick } twice.
refuse-already_used = You have already used '{ $verb }' this phase.
refuse-no_uses = You have no uses of '{ $verb }' left.
refuse-no_counter = You cannot '{ $verb }': you have no { $counter } left.
refuse-no_poll = There is no { $poll } poll to vote in now.
refuse-no_vote = You have no vote on the { $poll } poll to withdraw.
refuse-no_channel = You cannot write in '{ $channel }'. Your channels: { $channels }.
# a role file's conditions and choices (roledata/load.py)
refuse-group_size = You cannot '{ $verb }' now: it needs the { $group } to have { $members } living member(s), and it has { $alive }.
refuse-custom_condition = You cannot '{ $verb }' now: the condition its role sets for it does not hold.
refuse-custom_condition_target = You cannot '{ $verb }' on { $target }: the condition its role sets for it does not hold for that player.
refuse-choice_made = You have already chosen '{ $chosen }' in the { $choice } choice this phase: its options are used one a phase.
refuse-succession_target = You used '{ $verb }' on { $player } at its last chance: choose another player this time.
refuse-succession_use = You used '{ $verb }' at its last chance: it cannot be used twice running.
refuse-bad_text = A message must have between 1 and { $max } characters.
chat-line = [{ $channel }] { $speaker }: { $text }
# conspiracy channels (rule-conspiracy-channels.1–2)
cc-opened = { $owner } opened the private channel { $channel } with { $members }.
cc-invited = { $by } invited { $members } to { $channel }.
refuse-cc_dead_actor = { $player } is dead: the dead keep reading their channels but open and invite no more.
refuse-cc_dead_writes = You are dead: you keep reading { $channel } but no longer write in it.
refuse-cc_off = This game has no conspiracy channels (the host allows none).
refuse-cc_too_many = You have opened { $max } channels, the most this game allows a player.
refuse-cc_full = That channel would have { $n } members; this game allows at most { $max }.
refuse-cc_name = '{ $name }' cannot name a channel: 1 to { $max } letters, digits, spaces, hyphens or apostrophes.
refuse-cc_taken = You are already in a channel named { $channel }: choose another name.
refuse-cc_nobody = Name at least one other living player to have in the channel.
refuse-cc_dead_member = { $player } is dead: only the living can join a channel.
refuse-cc_already = { $player } is already in { $channel }.
refuse-cc_not_member = You are not in a channel named '{ $channel }'.
# setups a host gets refused (the engine's own checks and each role family's)
setup-count = A game needs between { $low } and { $high } players; this setup has { $n }.
setup-not_setup = A game needs a Setup (its players and options), not { $value }.
setup-players_type = The players must be a list of (name, role) pairs, not { $value }.
setup-player_entry = Player { $n } must be a (name, role) pair, not { $value }.
setup-name_type = Player { $n }'s name must be text, not { $value }.
setup-role_type = The role of { $name } must be a role's name, not { $value }.
setup-bad_name = '{ $name }' is not a valid player name: use one word that starts with a letter, then letters, digits, _ ' or -.
setup-name_length = '{ $name }' is too long for a player name: use at most { $max } characters.
setup-name_hidden = '{ $name }' contains a control or invisible character (a line break, a terminal escape or a text-direction mark); a player name must be one visible word.
setup-name_letters = '{ $name }' uses a character other than the letters A to Z, digits, _ ' and -; names keep to these so that no two players' names can look the same.
setup-same_name = Two players are called '{ $name }'; names must be different.
setup-same_player = '{ $name }' and '{ $other }' would be the same player: names are told apart without regard to capitals.
setup-lookalike_names = '{ $name }' and '{ $other }' look alike (I, l and 1, or O and 0, are hard to tell apart); give the players names that are easy to tell apart.
setup-nobody = 'nobody' is a reserved word and cannot be a player's name.
setup-unknown_role = '{ $role }' (for { $name }) is not a role this game knows.
setup-extra_role = '{ $role }' (for { $name }) is an extra role, held on top of a dealt role and never dealt itself: { $by } Deal { $name } another role.
setup-role_list = role_list must be public, partial or private, not { $value }.
setup-revealed_type = revealed_roles must be a list of role names, not { $value }.
setup-revealed_entry = revealed_roles must name each role as text, not { $value }.
setup-known_type = known_roles must be a list of role names (or left out), not { $value }.
setup-known_entry = known_roles must name each role as text, not { $value }.
setup-options_type = options must map option names to their values, not { $value }.
setup-option_name = Each option's name must be text, not { $value }.
# an empty list of players
word-nobody = nobody
text-big_number = a whole number of about { $digits } digits
setup-seed = The game's seed must be a whole number from 0 to { $max }, not { $value }.
setup-revealed_unknown = revealed_roles names '{ $role }', which is not a role this game knows.
setup-revealed_absent = revealed_roles names '{ $role }', which is not in this game.
setup-revealed_not_partial = revealed_roles only makes sense with a partial role list.
setup-known_unknown = known_roles names '{ $role }', which is not a role this game knows.
# R34: a setup that would be over before anyone plays (a family's rule,
# as the roles' own setup rules are: it concerns the roles, not one field)
# the advice fits the case, in the teams' names
sides-town_alone = Everyone in this setup plays for the { $town } or is unaligned, and unaligned players never stop a team's win, so this game would be over before it starts: nobody plays against the { $town }. A game needs two sides that can win against each other. Add a player of another team, one of the { $wolves } for example.
sides-one_team = Everyone in this setup plays for the { $team } or is unaligned, and unaligned players never stop a team's win, so this game would be over before it starts: the { $team } already win. A game needs two sides that can win against each other. Remove one of the { $team }, or add more of the { $town }.
sides-no_team = Everyone in this setup is unaligned, so no team plays and this game would be over before it starts. A game needs two sides that can win against each other. Add players of two different teams.
# deaths
death-died = { $player } has died.
death-lynch = { $player } has been lynched.
death-true_kill = { $player } has died, and nothing could have saved them.
death-ascend = { $player } the { $role } has ascended and won.
attack-failed = Your attack on { $target } failed.
# polls (R11, R12, R13)
poll-lynch_open = The lynch poll is open.
vote-cast = { $voter } votes to lynch { $target }.
vote-cast2 = { $voter } votes to lynch { $target } in the second lynch poll.
vote-cast_extra = { $voter } votes to lynch { $target } in the poll '{ $poll }'.
poll-extra_lynch_open = Another lynch poll, '{ $poll }', is open today: vote in it with '{ $verb }'.
vote-withdrawn = { $voter } withdrew their vote.
elect-cast = { $voter } votes for { $target } as { $office }.
lynch-nobody = Nobody is lynched today.
lynch-winner_dead = { $player } won the lynch poll but is already dead; nothing happens.
lynch-cancelled = Today's lynch has been cancelled.
election-nobody = Nobody is elected { $office } today.
# why a poll chose nobody, when everyone may be told (R11, R40): a tie on
# the board, or no vote at all
lynch-tie = Nobody is lynched today: a tie, { $players } with { $count } each.
lynch-no_votes = Nobody is lynched today: nobody voted.
election-tie = Nobody is elected { $office } today: a tie, { $players } with { $count } each.
election-no_votes = Nobody is elected { $office } today: nobody voted.
# the targeting ability type (engine/targeting.py), shared by the roles that target
refuse-target_changes = You have already changed your target this phase and used your emergency change.
refuse-emergency_used = You have already used { $verb } this phase and spent your emergency use.
target-set = Your target is now { $player }.
target-cleared = You have no target now.
# a descension (engine/deaths.py): a loss that leaves the game
death-descend = { $player } the { $role } has descended and lost.
# R36: a role change by an effect (Become): the old role's powers go with it
role-became = You have lost your role ({ $was }) and its powers: you are now the { $role }.
# R36: an alignment change by an effect (Align): the role is kept
team-joined = You now play for the { $team } team; your role stays as it is.
host-because = because
host-action = { $actor } uses { $verb } on { $target }
host-kill_attempt = { $actor } tries to { $kind } { $target }
host-lynch_attempt = the lynch poll's result: { $target } is to be lynched
host-told = to { $to }: { $text }
host-kill_prevented = the { $kind } on { $target } is stopped by { $protection }
host-visit = { $actor } visits { $target } ({ $verb })
host-random_draw = random draw for { $purpose }: { $choice }
host-action_failed = { $actor }'s { $verb } fails ({ $why })
host-poll_closed = the { $poll } poll closes: { $target }
host-redirected = { $actor }'s { $verb } is redirected
host-status_expired = { $target } loses { $statuses }
host-other = { $kind } ({ $actor } → { $target })

## What a host reads of the custom roles (role files)

host-trigger_fired = { $actor }'s role fires by itself on { $targets }
host-triggers_stopped = the custom roles' triggers fired { $limit } times this phase: the chain stops here
host-custom_effect_failed = { $actor }'s { $verb } could not be carried out ({ $error }): its role file asks for the impossible
host-role_replaced = the { $role } of this game is played from a role file, in place of the role book's

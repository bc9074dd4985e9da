## The words of explanations (engine/explain.py): why an event happened, a kill attempt, a poll's result and how it was counted, the one-sentence summaries; the phases' names and a finished game's result as a reader sees them (views.py); values described for a refusal (in_words)

# the words an event's sentence uses when a field is missing
explain-someone = someone
explain-an_ability = an ability
explain-it_fails = it fails
explain-something = something
# a source named without its author ("the curse", "the poison")
explain-the_source = the { $source }
# how an attempt was made, after its sentence
explain-how = ({ $source })
# a message for a group's members, as the host reads it
explain-to_group = to the { $group }: { $text }
# an event of no known kind (never a bare event name)
explain-unknown = { $words }: { $actor } → { $target }
# an event explained once already in the same chain
explain-see_above = (explained above)
explain-alive = { $name } is alive.

# why an action failed: the words an event carries, read through their English value in older logs
why-blocked = the user is ability-blocked
why-voided = voided
why-guardian_last_night = a Guardian protected them last night
why-already_eaten = they have already eaten a Chef's food
why-angel_blocked = she is ability-blocked: nobody dies with her

# the kinds of death (R8), as an event carries them
kind-attack = attack
kind-kill = kill
kind-lynch = lynch
kind-true_kill = true kill

# R8: an attempt to kill
explain-attempt-lynch_result = the lynch poll's result: { $target } is to be lynched
explain-attempt-lynch = { $actor } has { $target } lynched{ $how }
explain-attempt-true_kill = { $who } removes { $target } from the game{ $how }
explain-attempt-attack = { $who } tries to attack { $target }{ $how }
explain-attempt-kill = { $who } tries to kill { $target }{ $how }

# R8: an attempt that met no defence, told of its target ("them")
explain-done-lynch = the town's lynch vote chose them{ $votes }
explain-done-true_kill = { $who } removed them from the game{ $how }
explain-done-attack = { $who } attacked them{ $how } and no defence stopped it
explain-done-kill = { $who } killed them{ $how }
explain-done-votes = with { $count } counted vote(s){ $note }
explain-done-began = { $why }; it began { $phase }: { $first }
explain-done-ascended = { $target } ascended and won
explain-done-descended = { $target } descended and lost
explain-done-because = { $head }, because { $cause }

# R40: a poll's result
explain-poll-name = the { $poll } poll
explain-poll-name_office = the { $poll } poll for { $office }
explain-poll-won = { $name } closes: { $winner } wins with { $count } counted vote(s){ $note }
explain-poll-no_votes = { $name } closes: nobody wins (no votes)
explain-poll-no_positive = { $name } closes: nobody wins (no positive total)
explain-poll-tie = { $name } closes: nobody wins (a tie at { $best }: { $tied })
explain-poll-board_showed = (the public board showed { $shown })
explain-poll-group_saw = (the { $group } saw { $plain })

# R40: how a poll's result came about
explain-count-counted = counted: { $counted }
explain-count-counted_board = counted: { $counted }; the public board showed { $shown }
explain-count-counted_group = counted: { $counted }; the { $group } saw the votes as { $shown }
explain-count-votes_for = votes for { $candidate }: { $parts }
explain-count-no_votes = no votes
explain-count-hidden_votes = hidden votes { $delta }
explain-count-board_shows = the board shows it
explain-count-not_on_board = not on the board
explain-count-normal_vote = the board shows a normal vote
explain-count-from = , from { $sources }
explain-count-hidden_mod = { $who } gets { $delta }: { $label } ({ $where }{ $by })
explain-count-vote_mod = { $who }'s vote for { $target } counts { $counted }: { $label } ({ $delta }{ $by }; { $where })

# R1: the phases, as a reader sees them
phase-day = Day { $n }
phase-night = Night { $n }

# a finished game in words
result-you_won = You won!
result-you_lost = You lost.
result-you_drew = A draw.
result-draw = A draw ({ $reason }): { $drawn } draw.
result-over = The game is over: { $reason }.
result-ascended = { $player } ascended and won ({ $role }).
result-own_rule = { $player } won by a rule of their own: { $words }
result-own_rule_id = { $player } won ({ $rule }).
# rule-results-tie.2: a tie is a win for everyone still alive
result-tie = A tie: everyone still alive wins: { $players }.
result-won = { $players } won.
result-won_team = { $players } won with the { $team }.
result-descended = { $player } descended and lost ({ $role }).
result-and = { $first } and { $last }

# a value of the wrong type, described for a host (never as Python writes it)
value-null = an empty value (null)
value-bool = a yes-or-no value
value-not_finite = a number that is not finite
value-number = the number { $value }
value-empty_list = an empty list
value-list = a list of { $count ->
    [one] { $count } item
   *[other] { $count } items
}
value-more = { $count ->
    [one] { $count } more item
   *[other] { $count } more items
}
value-list_of = { $head }: { $shown } and { $last }
value-list_one = { $head }: { $last }
value-empty_mapping = an empty mapping
value-mapping = a mapping of { $count ->
    [one] { $count } entry
   *[other] { $count } entries
}
value-empty_set = an empty set
value-set = a set of { $count ->
    [one] { $count } item
   *[other] { $count } items
}
value-binary = binary data
value-other = something that is not text, a number or a list
# why a poll's result was never carried out
result-void_cancelled = Never carried out: the day's lynch was cancelled.
result-void_game_over = Never carried out: the game had already ended.

# how a player left the game (R8's kinds of death, R34's two ways to leave), in who was who
left-attack = attacked
left-kill = killed
left-lynch = lynched
left-true_kill = died beyond saving
left-ascended = ascended
left-descended = descended

# R40: what changed a vote (a poll's modifier), as the log holds it in English; read through that English value
label-hidden_votes = hidden votes
label-dead = the voter has died, and the dead do not vote
label-idiot = an Idiot who survived death has lost their vote
label-grandma_taken_picks = Grandma's vote counts her { $n } pick(s), less the one taken by Grandma
label-grandma_nobody = Grandma picked nobody, so her vote counts nothing
label-grandma_picks = Grandma's vote counts one for each of the { $n } players she picked
label-grandma_taken = a vote taken by Grandma
label-war = doomed by War, so the normal vote counts nothing
label-mayor = the Mayor's extra vote
label-alpha_wolf = the Alpha Wolf's vote counts two on the pack's poll
label-trickster_wolf = the Trickster Wolf's vote counts against its candidate
label-trickster = the Trickster's public vote counts against its candidate
label-stalker = hidden votes from a Stalker's threat
label-herded = a herded player's vote counts nothing
label-corrupted = a corrupted vote counts { $n }

# R8: what stopped an attempt (a kill_prevented's protection), as the log holds it in English; read through that English value
protection-protection = protection
protection-absence = absence
protection-away = away from home
protection-tavern = drinking at the tavern
protection-guardian = the Guardian's protection
protection-amulet = the Amulet of Protection
protection-charmed_food = charmed food
protection-chef_food = the Chef's charmed food
protection-flaming_cupid = a Flaming Cupid's love
protection-lupine_cupid = a Lupine Cupid's love
protection-apocalyptic_cupid = an Apocalyptic Cupid's love
protection-curse = the curse
protection-herd = the herd
protection-flock = the Shepherd's flock
protection-hag = a hag's protection
protection-cerberus = the Cerberus
protection-soul = a soul
protection-wager = the devil's wager
protection-idiot = the Idiot's luck
protection-macho = the Macho's endurance
protection-ward = a ward
protection-recluse = the wolves' shunning
protection-pack_restrained = a pack restrained after the Riding Hood
protection-wolf_restrained = a wolf restrained after the Riding Hood
protection-hood = the Riding Hood's ascension
protection-running = running away
protection-demonization = demonization
protection-scared = a scared escape
protection-enchantment = enchantment

# why a game ended (an outcome's reason, which the log holds in English), read through its English words
result-reason_win = the { $team } win
result-reason_tie = a tie between { $teams }

## Where an attempt came from (an event's source, as the log holds it in English), read in
## the reader's language.

source-shot = the { $role }'s shot
source-shattered_amulet = the shattered amulet
source-offer = the offer
source-devils_wager = the devil's wager
source-experiment = the Mad Scientist's experiment
source-rodent = rodent
source-poisoned_food = poisoned food
source-plague = plague
source-love = love
source-fire = fire
source-doom = doom
source-soul = a soul
source-hags_spell = a hag's spell
source-white_wolf = white wolf
source-curse = curse

## a poll's name as a sentence names it (the engine's polls; a group's poll keeps its name)

poll-lynch = lynch
poll-lynch_2 = lynch 2
poll-election = election

## when an ability may be used, as a refusal names it (the log holds these English words; keep them)

when-day = during the day
when-night = at night
when-any = in any phase
when-from = { $when } from { $phase }

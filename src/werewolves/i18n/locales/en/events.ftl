### What a host reads of an event that carries no message: one sentence a kind of event.
### Fields: { $actor }, { $target } (every target, joined), { $verb }, and the event's data
### and parameters by name; a field the event lacks reads "?".

## the engine's kinds (engine/explain.py)

event-action = { $actor } uses { $verb } on { $target }
event-action_alone = { $actor } uses { $verb }
event-action_chosen = { $actor } chooses to { $verb } { $target }, when the phase ends
event-action_withdrawn = { $actor } withdraws their { $verb }
event-action_failed = { $actor }'s { $verb } on { $target } fails ({ $why })
event-visit = { $actor } visits { $target } ({ $verb })
event-redirected = { $actor }'s { $verb } on { $first } is redirected onto { $second }
event-kill_prevented = the { $kind } on { $target } is stopped by { $protection }
event-voting_power_set = { $target }'s vote counts { $votes } from now on
event-defence_lost = { $target } loses the defence of the { $role } for good
event-attribute_carried = { $target } carries { $attribute } from the start
event-counter_changed = { $target }'s counter { $counter } is now { $value }
event-random_draw = a seeded random draw for { $purpose } gives { $choice }
event-status_expired = { $target } is no longer under: { $statuses }
event-vote_not_counted = { $actor }'s vote in the { $group } does not count
event-group_emptied = the { $group } empties: { $target } leave(s) it
event-group_joined = { $actor } joins the { $group }
event-group_left = { $target } leaves the { $group }
event-group_disbanded = the { $group } group is disbanded
event-group_trusted = the members of the { $group } group learn they are on one side
event-group_action = { $executor } carries out the { $group }'s action against { $target }
event-group_taken_over = { $actor } takes the { $group }'s { $verb } poll over: the target is { $target }
event-alignment_kept = { $target } cannot leave the { $team } team: the change to { $to } fails
event-role_kept = { $target } can never change role (the { $role }): the change to { $to } fails
event-role_changed = { $target } becomes the { $to } (was the { $from })
event-role_replaced = the { $role } is played from a role file, in place of the role book's
event-team_changed = { $target } now plays for the { $to } team (was { $from })
event-death = { $target } dies ({ $kind })
event-ascension = { $target } ascends and wins
event-descension = { $target } descends and loses
event-game_over = the game is over: { $reason }
event-phase_started = { $phase } begins
event-chat = { $speaker } writes in { $channel }
event-conspiracy = { $actor } gathers players in the private channel { $channel }

# a CaseAttack's outcomes (engine/effects.py): the attack turned on its user, or spared its target
event-attack_backfired = { $actor }'s attack on { $targets } turned on them
event-attack_spared = { $actor }'s attack spared { $targets }
event-signal_emitted = { $actor } raised the signal { $signal }
# an extra role handed out and taken back (effects.Grant, effects.Revoke)
event-extra_granted = { $actor } hands { $targets } the extra role { $role }
event-extra_revoked = { $actor } takes the extra role { $role } back from { $targets }

## amnesiac (roles/amnesiac.py)

event-amnesiac_dealt = { $target } is the Amnesiac and will remember being the { $role }

## amulet (roles/amulet.py)

event-amulet_crafted = the amulet is made, and { $target } is its first holder
event-amulet_passed = { $actor } passes the amulet to { $target }
event-amulet_end_of_day = the day ends with the amulet on { $actor }; valid candidates: { $target }
event-amulet_shattered = the amulet shatters, on { $target }

## base (roles/base.py)

event-joined_pack = { $target } loses their role (the { $from }) and joins the wolfpack as a { $to }
event-actions_lost = { $actor }'s choices not yet carried out go with their role: { $verbs }

## chef (roles/chef.py)

event-waiters_chosen = the Chef's waiters are { $target }
event-chef_serves = { $actor } serves { $food } food to { $target }
event-chef_meal = { $actor } eats the { $food } food of { $target }, the Chef

## coyotes (roles/coyotes.py)

event-coyotes_disbanded = the coyotes are disbanded: their last Greater Coyote { $greater } died

## cult (roles/cult.py)

event-cult_disbanded = the cult is disbanded: its leader { $leader } died

## cupid (roles/cupid.py)

event-couple_made = { $actor } and { $target } are a couple
event-lover_drawn = a lover is drawn for { $actor }
event-couple_aligned = the couple { $target } now wins with one team

## detective (roles/detective.py)

event-detective_solved = { $actor } solves the role list

## exorcist (roles/exorcist.py)

event-exorcism = { $actor } exorcises { $target }

## fletcher (roles/fletcher.py)

event-customer_made = { $actor } makes { $target } their customer
event-customer_unchosen = { $actor } chose no customer on Day 0: one is drawn

## flock (roles/flock.py)

event-herd_released = with no flock left, { $target } are herded no more

## flute (roles/flute.py)

event-enchanted = { $actor } enchants { $target }
event-obstructed = the enchantment on { $actor } shows { $target } as the { $shown } (really the { $instead_of })
event-enchantment_ended = no flute player is left: { $target } are no longer enchanted
event-flute_promoted = { $target } become(s) the { $role }
event-charmed = { $actor } charms { $target }: a weak disguise as the Flute Player
event-charm_ended = the charm on { $target } ends, with its disguise

## foxes (roles/foxes.py)

event-disguise_worn = { $target } is disguised as a { $role } ({ $strength }) until the night ends

## hags (roles/hags.py)

event-hag_disguise = { $target } is strongly disguised as a { $role }

## hell (roles/hell.py)

event-soul_taken = { $target }'s soul joins hell's pool ({ $pool } in it)
event-soul_spent = a soul of hell's pool is spent on { $for } ({ $pool } left)
event-soul_lacking = no soul is left to protect { $target }
event-hell_disguise = { $target } is weakly disguised as the { $role }
event-wager_sent = { $actor } sends the devil's wager to { $target }
event-offer_sent = { $actor } sends an offer of protection to { $target }
event-wager_spared = { $actor } does not attack { $target }, who is of hell
event-wager_ignored = { $target } let the devil's wager go
event-cerberus_took_the_blow = { $actor } dies in place of { $target }

## horsemen (roles/horsemen.py)

event-doomed = { $actor }, the { $by }, dooms { $target }
event-united = { $actor }'s doom reaches { $target }, another Horseman: the two are united
event-doomsday = Doomsday: { $target } become(s) Apocalyptic Horsemen
event-dooms_vanished = no Horseman is left: the dooms on { $target } vanish
# R46: a Death doom falling due on a role the Horsemen cannot kill
event-doom_spared = the Horseman of Death's doom on { $target } fails: no Horseman can kill them

## huntress (roles/huntress.py)

event-dying_shot = { $actor }, dying, takes a last shot at { $target }

## journalist (roles/journalist.py)

event-journal_received = { $target } receives { $actor }'s journal (the { $role })
event-journal_unclaimed = nobody alive holds the { $role }: { $target }'s journal goes to nobody
event-journal_lost = { $target } is no longer the Journalist: the journal is lost

## jury (roles/jury.py)

event-jury_disbanded = the jury is disbanded: fewer than two Jurors live
event-jury_announced = the jury announces a role that does not play for the town

## lone (roles/lone.py)

event-lone_wolf_turned_on = { $actor } picked { $target }, who is wolfish: { $actor } dies instead
event-lone_wolf_spared = { $actor } picked { $target }, who is neither townsfolk nor wolfish: spared

## mad_scientist (roles/mad_scientist.py)

event-subjects_drawn = test subjects are drawn for { $actor }
event-subjects_assigned = { $actor }'s test subjects are { $target }
event-experiment_ends = { $actor } dies, taking a test subject along ({ $target })

## medium (roles/medium.py)

event-dead_poll_opened = a question is put to the dead ({ $poll })
event-dead_poll_closed = the question to the dead ({ $poll }) closes: { $answer }

## nightmare (roles/nightmare.py)

event-sleep_returns = with no nightmare left, { $target } are sleepless no more

## plague (roles/plague.py)

event-carrier_cleared = { $target } stops being contagious
event-contaminated = { $target } catches the plague ({ $how })
event-cured = { $actor } cures { $target } of the plague
event-plague_ended = no plague-team member is left: the plague leaves { $target }

## priest (roles/priest.py)

event-holy_water_backfired = { $actor }'s holy water fell on { $target }, a townsperson
event-holy_water_spared = { $actor }'s holy water fell on { $target }, who is neither lycan nor town

## pyro (roles/pyro.py)

event-powdered = { $actor } powders { $target }
event-unpowdered = { $actor } takes the powder off { $target }
event-warded = { $actor } wards { $target } for the night
event-ward_backfired = the ward on { $warded } backfires on { $target }, an attack by { $actor }
event-fire_spared = the fire of { $actor } does not harm { $target }
event-powder_spared = the powder of { $actor } does not stick to { $target }

## ranger (roles/ranger.py)

event-dying_reveal = { $actor }, dying, reveals { $target } to everyone

## ravenkeeper (roles/ravenkeeper.py)

event-ravens_returned = { $count } raven(s) come back to { $actor } from { $target }, who has died

## royal_knight (roles/royal_knight.py)

event-lynch_cancelled = the lynch poll { $poll } is cancelled

## saboteur_wolf (roles/saboteur_wolf.py)

event-election_sabotaged = { $target } was sabotaged, so winning the election elects nobody

## sneaking_wolf (roles/sneaking_wolf.py)

event-disguised = { $target } is disguised as a { $role } (strong, for good)
event-undisguised = { $target } is no longer disguised as a { $role }

## stalker (roles/stalker.py)

event-threat = { $actor } threatens { $target }: { $votes } hidden votes against them in the { $polls } poll

## tavern (roles/tavern.py)

event-gone_drinking = { $target } spends the night drinking at the tavern
event-stopped_drinking = { $target } has no Bartender left and is no longer safe at the tavern

## underworld (roles/underworld.py)

event-demonized = { $actor } demonizes { $target }
event-rose_undead = { $target } does not die but rises as an Undead (was { $from })
event-demonization_ended = no underworld member is alive: { $target } no longer demonized

## white_wolves (roles/white_wolves.py)

event-imitated = { $target } imitates the { $role }
event-imitation_lost = { $target } no longer imitates a role

## wolf_cub (roles/wolf_cub.py)

event-cub_extra = { $target }, who held a Wolf Cub role, has died: the pack has one more attack the night after

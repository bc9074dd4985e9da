### The role families' messages: what each family's rules tell players and hosts.
### One section a family, in the order of their modules; ids are the keys the rules name.

## groups (engine/groups.py)

setup-group_size = The { $group } group needs at least { $n } players of its roles ({ $roles }); this setup deals { $count }.
setup-group_others = The { $group } group needs exactly { $n } of its players on another team than the { $team } ({ $roles }); this setup deals { $count }.
group-disbanded = The { $group } group is disbanded: one of its members changed role or team. Its channel is closed.
group-trusted = Everyone in the { $group } group plays on your side: { $members }.

## alpha_wolf (roles/alpha_wolf.py)

alpha-overwritten = The pack's { $poll } tonight was overwritten: { $target } was attacked instead.
alpha-overwritten_by = The pack's { $poll } tonight was overwritten by { $player }, the Alpha Wolf: { $target } was attacked instead.
alpha-will_reveal = When your overwrite happens tonight, the pack will learn it was you, the Alpha Wolf.
refuse-alpha_spent = Your overwrite is spent: there is nothing left to reveal it with.
refuse-alpha_one_poll = You already chose to overwrite another pack poll tonight ({ $verb }); you have one overwrite in the game. Withdraw that choice first ({ $verb } nobody).

## amnesiac (roles/amnesiac.py)

amnesiac-told = You have forgotten your role. It is one of these: { $roles }. You will remember it at the end of Day 1; until then you are a plain citizen.
amnesiac-remembered = You remember now: you are the { $role }.
setup-amnesiac_option = The amnesiac option names, for each Amnesiac, the role they will remember (player: role).
setup-amnesiac_not_dealt = { $player } is not dealt the Amnesiac: no role to remember.
setup-amnesiac_role = An Amnesiac can only remember a townsfolk role, not { $role }. One of: { $roles }.

## amulet (roles/amulet.py)

refuse-amulet_count = You can name only { $left } more candidate(s) for the amulet today.
refuse-amulet_gone = The amulet is already gone.
amulet-failed = Passing the amulet to { $player } failed: they cannot receive it.
amulet-candidate = { $player } is a candidate for the amulet at the end of the day.
amulet-received = You now hold the Amulet of Protection: attacks cannot kill you at night. Pass it on before the day ends.

## assistant (roles/assistant.py)

assistant-used = Your power was used: something a werewolf did to you was sent on to your target, { $player }. You cannot redirect again.

## aura_teller (roles/aura_teller.py)

aura-threat = { $target } shows up as a threat.
aura-no_threat = { $target } does not show up as a threat.
aura-failed = Your inspection of { $target } failed: you learned nothing.

## barber (roles/barber.py)

barber-revealed = { $player }, the { $role }, attacked { $target } in the open.

## bard (roles/bard.py)

bard-story = Story time: during { $phase }, the Bard { $story }.

## baroness (roles/baroness.py)

baroness-chosen = You will hear what every { $role } learns tonight and tomorrow.
baroness-failed = Your eavesdropping failed.
baroness-learned = A player with the role { $role } learned: { $text }

## base (roles/base.py)

ft-result = { $target } appears to be the { $role }.
ft-failed = Your investigation of { $target } failed: you learned nothing.
pack-became_wolf = You have lost your role ({ $role }) and its powers: you are now a Wolf.
pack-joined = { $player } has joined the wolfpack as a Wolf.

## chef (roles/chef.py)

refuse-chef_eaten = { $player } has already eaten a Chef's food and cannot be sent food again.
chef-served = You are seated in the { $channel }: the Chef has sent you food and may talk to you there today. You are not told which food it is. Type 'eat' to eat it when the day ends, or 'refuse' to leave it.
chef-serving = { $player } is your customer today and has been served your { $food } food; talk to them in the { $channel }.
chef-not_served = Your food for { $target } could not be served.
chef-will_eat = You will eat the Chef's food when the day ends.
chef-will_refuse = You will leave the Chef's food uneaten.
chef-ate = You ate the Chef's food.
chef-closed = The Chef has died: you leave the restaurant without eating.

## coroner (roles/coroner.py)

coroner-report = Coroner's report on { $player }: { $causes_text }.

## corrupt_wolf (roles/corrupt_wolf.py)

corrupt-done = Tomorrow, { $target }'s vote on the public polls counts { $value }.
corrupt-failed = Your corruption of { $target } failed.

## coyotes (roles/coyotes.py)

setup-coyotes = A Lesser Coyote is only dealt with a Greater Coyote; this setup has none.
coyotes-hunt = The wolfpack killed no townsperson last night: tonight the coyotes may attack.
coyotes-disbanded = The coyotes are disbanded: { $player }, the last Greater Coyote, is dead. Those who are left join the wolfpack.

## crowd_seeker (roles/crowd_seeker.py)

seeker-confirmed = Your guess is confirmed: { $target } is the { $role }.
seeker-unconfirmed = Your guess that { $target } is the { $role } is not confirmed.
seeker-failed = Your seeking of { $target } failed: you learned nothing.

## cult (roles/cult.py)

setup-cult_leader = The cult needs exactly one Cult Leader when anyone is dealt into it; this setup deals { $count }.
cult-promoted = The Cult Leader is dead: you lead the cult now, as its Cult Leader.
cult-new_leader = { $player } leads the cult now.
cult-extra = The Acolyte { $player } is dead: the cult may attack a second player tonight (sacrifice2).
cult-gone = The cult was disbanded when its leader died: there is no cult left to join.
cult-disbanded = The cult is disbanded: its leader, { $player }, is dead. Its channel is closed and it attacks no more.

## cupid (roles/cupid.py)

refuse-love_night_1 = A lover can only be chosen on Night 1.
refuse-already_in_love = { $player } is already in a couple.
cupid-blocked = Your arrow missed: nobody became your lover.
cupid-lover = { $target } is your lover: their role is { $role }. You share the { $group }; if one of you dies, so does the other.
lover-made = You are the Lover of { $player }, on top of your role: you share the { $group }, you win together, and if one of you dies, so does the other.
cupid-became = For love of { $lover }, you are now the { $role }.
cupid-heartbreak = { $player } and { $other } were lovers: { $player } dies of a broken heart.

## cursed_civilian (roles/cursed_civilian.py)

cursed-turned = You were attacked by a werewolf, but the curse took you instead of death: you have lost your role ({ $role }) and are now a { $wolf } of the wolfpack.

## despot (roles/despot.py)

despot-no_election = After the Despot's election, there is no election today.

## detective (roles/detective.py)

detective-confirmed = Confirmed: { $target } is the { $role }.
detective-wrong = Wrong: { $target } is not the { $role }.
detective-autopsy = The autopsy: { $target } was the { $role } when they died.
detective-noted = Noted for tonight: { $target } was dealt the { $role } ({ $count } lines so far).
detective-solved = Your solution is right: you have solved the role list, and you ascend and win.
detective-count = Your solution is not it: { $right } of its { $named } lines were right ({ $total } players).
refuse-detective_alive = { $player } is alive: an autopsy is of a dead player.

## executioner (roles/executioner.py)

executioner-revealed = { $player } is revealed as the { $role }: { $target } is lynched in their place.

## exorcist (roles/exorcist.py)

exorcist-removed = You exorcised { $target }: removed { $effects }.
exorcist-nothing = You exorcised { $target }: there was nothing to remove.
exorcist-failed = Your exorcism of { $target } failed.
exorcist-team_told = { $player } was exorcised: your effect on them is gone ({ $effects }).
refuse-exorcised_before = { $player } has been exorcised already and cannot be again.

## fletcher (roles/fletcher.py)

refuse-fletcher_day0 = You can choose your customer only on Day 0 (a Fletcher made later: on their first day as one).
refuse-fletcher_chosen = You have chosen your customer already; it cannot change.
refuse-not_customer = { $player } is not your customer, or has no abilities left to revoke.
customer-made = You are now a Fletcher's Customer, on top of your role: choose a player with 'aim'; if you die other than by a lynch, you attack them with your dying breath.
fletcher-chosen = { $player } is your customer.
customer-revoked = The Fletcher has revoked your abilities: you have no dying shot now.
fletcher-revoked = You have revoked { $player }'s abilities for good.
customer-revealed = { $player } was the { $role }: their dying shot struck home.

## flock (roles/flock.py)

flock-herded = You have been herded: your vote counts nothing on the public polls, and the Shepherd speaks to you in the herd's channel.
flock-herd_done = You herded { $target }.
flock-herd_failed = Your herding of { $target } failed.
flock-fetch_failed = Your fetching of { $target } failed.
flock-unherded = { $player } was attacked tonight and has left the herd.
flock-unherd_done = { $player } has left the herd; { $target } has a hidden vote against them.
flock-strayed = You have left the herd.
refuse-herds = You have herded as many players as you may tonight ({ $count }).
refuse-herded = { $player } is already herded.
refuse-flock = { $player } is in the flock: the flock is not herded.
refuse-not_herded = { $player } is not herded.
refuse-unherd_same = The hidden vote goes to another player than the one you free.

## flute (roles/flute.py)

flute-charm_result = Your charm: { $target } is a { $role }. They now look like a Flute Player.
flute-charm_failed = Your charm on { $target } failed.
flute-charmer_promoted = No Flute Player is left: you are now a { $role }. You can enchant players and no longer charm them.
refuse-flute_member = { $player } is in the flute team or its channel and cannot be enchanted.
flute-played = You played your flute for { $player }.
flute-enchanted = You have been enchanted: you now share the enchanted channel with the other enchanted players.
flute-redirected = An ability used on you was redirected onto your target, { $player }.
flute-promoted = No Flute Player is left: you are now a { $role }. You can enchant players and no longer redirect abilities.

## fortune_apprentice (roles/fortune_apprentice.py)

apprentice-became = A town investigator has fallen, and you take their place: you are now the { $role }.

## foxes (roles/foxes.py)

fox-joined = You have joined the wolfpack: you are now a { $wolf }, and your power is gone.
fox-join_failed = Your attempt to join the wolfpack failed.
refuse-fox_used_power = You have already used your power today: you may join the pack on another day.
cfox-result = { $target } appears to be the { $role }.
cfox-failed = Your investigation of { $target } failed: you learned nothing.
cfox-pack = A Clairvoyant Fox investigated someone today: they appear to be the { $role }.
afox-found = From { $category }, you archived this role of the role list: { $role }.
afox-empty = { $category } has no role left on the role list for you to archive.
afox-failed = Your archiving failed: you learned nothing.
afox-reported = The pack will be told tonight that you archived the { $role }.
afox-pack = An Archivist Fox has archived this role of the role list: { $role }.
afox-pack_empty = An Archivist Fox looked in two groups of the role list today and found nothing left.
refuse-afox_nothing = You have archived no role today: 'archive' two groups first, then 'report' one of the roles you found.
dfox-chosen = You will be disguised as the { $role } until the end of the coming night.
dfox-failed = Your disguise failed: you will look like a Citizen tonight.
dfox-pack = A Disguised Fox has chosen a disguise for tonight: the { $role }.

## grandma (roles/grandma.py)

grandma-chosen = Tomorrow you take the votes of: { $players }.
# R41: told with the pick (the scenario contract's words: "no vote")
grandma-no_vote = { $player } has no vote for you to take: tomorrow they lose nothing.

## hags (roles/hags.py)

hags-wronged = The coven has been wronged by: { $teams }.
hag-shielded = You protected { $target } for the rest of the night.
hag-foreseen = { $target } is currently aligned with the { $team }.
hag-discarded = You discarded the { $role }: you will not become it.
hag-turned = Your spell has come to you: you are now the { $role }.
hag-bitter = Every team left has wronged the coven: you are now a { $role }.
refuse-hag_uses = Your spell has { $n } use(s) left: name no more players than that.
refuse-hag_discarded = You have already discarded a hag role.
refuse-hag_day_0 = A hag role can only be discarded on Day 0.
setup-bitter_dealt = Nobody can be dealt the Bitter Hag: only hags turning bitter make one.

## hell (roles/hell.py)

refuse-hell_day_0 = Your disguise is chosen on Day 0 only.
refuse-no_soul = There is no soul in hell's pool to spend.
refuse-hell_member = { $player } belongs to hell.
refuse-soulless = { $player } has no soul left to bargain with.
refuse-soul_sold = Your soul is sold: you may only change whom it condemns, or shelter someone instead.
refuse-wagered = { $player } receives the devil's wager tonight: no offer can reach them.
hell-soul_gained = { $player }'s soul has joined hell's pool ({ $pool } in it).
hell-warded = A soul protects { $player } from attacks ({ $pool } left in the pool).
hell-smite_failed = Your soul's attack on { $player } failed: { $why }.
hell-smite_blocked = Your soul's attack on { $target } failed.
hell-auto_protected = { $player } was attacked, and a soul protected them ({ $pool } left).
hell-disguised = You are disguised as the { $role } for the rest of the game.
hell-imp = There can be only one Devil: you are an { $role } of hell instead.
hell-cerberus_turned = You are the last of hell: you are now a { $role }.
hell-wager_chosen = Your wager goes to { $player } when the night starts.
hell-offer_chosen = Your offer goes to { $player } when the night starts.
hell-offer_not_sent = { $player } receives the devil's wager tonight: your offer was not sent.
hell-wager_received = You received the devil's wager. Until the night ends you may sell your soul to have someone attacked (condemn) or protected (shelter), sell your identity to learn a role (unmask), or ignore it.
hell-offer_received = You received an offer of protection for tonight, in exchange for your soul (accept).
hell-condemned = Your soul is sold: { $player } is attacked when the night ends.
hell-sheltered = Your soul is sold: { $player } is protected for the rest of the night.
hell-unmasked = { $target } is the { $role }.
hell-recipient_role = The wager's recipient, { $target }, is the { $role }.
hell-ignored = You ignored the devil's wager.
hell-accepted = Your soul is sold: you are protected for the rest of the night.
hell-cerberus_attacker = The Cerberus died in place of the offer's recipient: { $player } ({ $role }) attacked.

## herald (roles/herald.py)

herald-set = You await the role { $role }: you will be told when its last holder dies.
herald-last_died = The last living player with the role { $role } has died.
herald-failed = Your choice failed: you await nothing new.
refuse-herald_changes = You have already changed your choice this phase and spent your emergency change.

## hooker (roles/hooker.py)

hooker-slept = You are spending the night at { $target }'s house.
hooker-failed = You could not spend the night at { $target }'s house: you stay home.
refuse-sleep_again = You slept with { $player } last night: you cannot sleep with the same player two nights in a row.

## horsemen (roles/horsemen.py)

setup-horsemen_option = The 'horsemen' option must map player names to Horseman roles.
setup-horsemen_not_generic = The 'horsemen' option names { $name }, who is not a generic Horseman.
setup-horsemen_role = A Horseman can become one of { $roles }, not { $role }.
horsemen-doomed = You have been doomed.
horsemen-united = Your doom reached { $player }, another Horseman: you are now united in the Horsemen channel.
horsemen-doomsday = Doomsday has come: you are now an { $role }.
horsemen-became = Day 0 is over: you are now the { $role }.

## huntress (roles/huntress.py)

huntress-revealed = { $player } was the { $role }: their dying shot struck home.
huntress-failed = Your dying shot at { $target } failed.

## huntsman (roles/huntsman.py)

huntsman-in_pack = { $target } is part of the wolfpack.
huntsman-not_in_pack = { $target } is not part of the wolfpack.
huntsman-failed = Your hunt for { $target } failed: you learned nothing.

## idiot (roles/idiot.py)

idiot-survived = You should have died, but you lived on. You have lost your vote: from now on it counts nothing. You will not survive a second time.
idiot-lynch_survived = { $player } was lynched, but did not die.

## infecting_wolf (roles/infecting_wolf.py)

refuse-infect_night_1 = An infection can only be chosen on Night 1.
infect-infected = You have been infected: you are now the { $role }, on the werewolves' side.
infect-bakers = One of the Bakers was infected and is now the Bloody Butcher: you are now a Butcher, and your group is the Butchers'.
infect-backfired = Your infection backfired: you are now the { $role }.
infect-done = { $target } is infected: your infection took hold.
infect-failed = Your infection of { $target } failed: the power is spent.
infect-blocked = Your infection failed: the power is spent.

## innkeeper (roles/innkeeper.py)

innkeeper-some = Living players with the role { $role }: { $count }.
innkeeper-none = No living player has the role { $role }.
innkeeper-failed = Your count failed: you learned nothing.

## journalist (roles/journalist.py)

refuse-journal_changes = You have already changed the role named for your journal this phase and used your emergency change.
journalist-entrusted = When you die, your journal goes to a player with the role { $role }.
journalist-failed = Your choice failed: the role you named for your journal is unchanged.
journalist-received = A dead Journalist's journal is yours: you can now read and write in { $channel }. It says: { $lines }
journalist-received_empty = A dead Journalist's journal is yours: you can now read and write in { $channel }. Nothing was written in it.

## jury (roles/jury.py)

jury-result = The jury's investigation: { $target } is a { $role }.
jury-announced = The jury has found that { $target } is a { $role }.
jury-failed = The jury's investigation of { $target } failed.
jury-disbanded = The jury is disbanded: fewer than two Jurors are left. Its channel is closed and it investigates no more.
jury-gone = The jury was disbanded: there is no jury left to join.

## macho (roles/macho.py)

macho-attacker = You were attacked tonight by { $actor }. You are still standing, but you will die at the end of the day.
macho-unseen = You were attacked tonight, but you did not see by whom. You are still standing, but you will die at the end of the day.
macho-attacked = { $player } was attacked during the night, and is still standing.

## mad_scientist (roles/mad_scientist.py)

refuse-not_subject = { $player } is not one of your test subjects.
scientist-subjects = Your test subjects are { $first } and { $second }; you share the { $group } with them, where they cannot see who you are.
scientist-no_subjects = No two players of two different teams could be your subjects.
subject-made = You are a Test Subject, on top of your role: you and the other subject, { $other }, share the { $group } with a Mad Scientist whose identity you do not know. If the scientist dies and has chosen you, you die too.
setup-scientist_one_team = A Mad Scientist needs two test subjects from two different teams among the other players, neither of them unaligned; besides the Mad Scientist, everyone in this setup plays for the { $team } or is unaligned. Add a player of another team, or remove the Mad Scientist.
setup-scientist_no_team = A Mad Scientist needs two test subjects from two different teams among the other players, neither of them unaligned; besides the Mad Scientist, everyone in this setup is unaligned. Add players of two different teams, or remove the Mad Scientist.
scientist-failed = Your test subject { $target } survived your death.
scientist-revealed = { $player } was the { $role }: their test subject { $target } died with them.

## medium (roles/medium.py)

medium-channel_open = Your seance is open: write one yes/no question for the dead in the channel '{ $channel }' (your last line tonight is the question).
medium-put = Your question was put to the dead: { $question }
medium-asked = A Medium asks the dead ({ $poll }): { $question } Answer by day with: answer yes, or answer no.
medium-answered = You answered { $answer } ({ $poll }).
medium-answer = The dead answered your question ({ $question }): { $answer }.
refuse-no_question = No question has been put to the dead today.

## nightmare (roles/nightmare.py)

nightmare-haunted = { $target } is now sleepless (they do not know).
nightmare-haunt_failed = Your haunting of { $target } failed.
nightmare-dead_role = { $player } died as the { $role }.
nightmare-peered = { $target } appears to be the { $role }.
nightmare-peer_failed = Your look at { $target } failed.
nightmare-spirit = You have lost your role ({ $role }): you are now a Spirit of the nightmare and win with the Reaper. You still look like your old role.
nightmare-recruited = { $target } has joined the nightmare.
nightmare-recruit_failed = Your recruitment of { $target } failed.
nightmare-marked = Powers used on you now go to { $target }.
nightmare-mark_failed = Your mark on { $target } failed.
refuse-haunts = You have turned as many players sleepless as you may tonight ({ $count }).
refuse-sleepless = { $player } is already sleepless.
refuse-nightmare = { $player } belongs to the nightmare.
refuse-nightmare_spent = You have used that power of the dead tonight.

## offices (roles/offices.py)

refuse-no_office = { $player } holds no office to resign from.
refuse-mayor_poll = A second lynch poll can only be called while more than 15 players are alive.
poll-second_lynch_open = The Mayor called a second lynch poll: vote in it with 'vote2'.
poll-election_open = Today's election is for { $office }.
election-won = { $player } has been elected { $office }.
election-winner_dead = { $player } won the election but is dead; nobody becomes { $office }.
office-resign_pending = You will resign as { $office } when this phase ends.
office-resigned = { $player } has resigned as { $office }.
mayor-second_lynch = You called a second lynch poll for tomorrow.
reporter-report = { $player } has died; the role they were dealt was { $role }.
election-disqualified = { $player } won the election but cannot be elected; nobody becomes { $office }.
refuse-guardian_count = You can protect at most { $n } player(s) tonight.
refuse-guardian_again = You protected { $player } last night: nobody a Guardian protected last night can be protected tonight.
guardian-protected = You protect { $players } from attacks tonight.

## oracle (roles/oracle.py)

oracle-same = { $first } and { $second } have the same alignment.
oracle-different = { $first } and { $second } do not have the same alignment.
oracle-failed = Your comparison of { $target } failed: you learned nothing.
refuse-oracle_again = You have already chosen { $player } once: each player can be chosen only once a game.

## pack_tanner (roles/pack_tanner.py)

ptanner-done = { $target } will look like the { $role } until the end of the coming night.
ptanner-failed = Your disguise of { $target } failed.
refuse-dressed = You disguised { $player } yesterday: disguise a different player today.

## pets (roles/pets.py)

pets-became = You are now the { $wolf }.
refuse-dog_night_1 = You choose your role on Night 1 only.
setup-cat_without_dog = Every Cat needs a Dog of its own: deal at least as many Dogs.

## plague (roles/plague.py)

setup-carrier_without_bearer = A Plague Carrier needs a Plague Bearer in the game: it plays for the bearers and has no ability of its own. Add a Plague Bearer or remove the carrier.
setup-doctor_without_bearer = A Plague Doctor needs a Plague Bearer in the game: add one or remove the doctor.
refuse-contaminate_bearer = { $player } is a Plague Bearer and cannot be contaminated.
refuse-contaminate_carrier = { $player } carries the plague for your team: no rodent may be set on them.
carrier-count = Contagious players alive: { $count }.
carrier-became_bearer = The last Plague Bearer is dead: you are a Plague Bearer now, no longer contagious, and the rodents left are yours.
plague-contaminated = A rodent has contaminated { $player }.
plague-already = { $player } was already contaminated: your rodent is used up all the same.
plague-notice = You are contaminated with the plague.
doctor-sick = { $player } has had the plague since { $phase }.
doctor-healthy = { $player } does not have the plague.
doctor-check_failed = Your check of { $target } failed: you learned nothing.
doctor-cured = You used a vial on { $player }.

## psychic_wolf (roles/psychic_wolf.py)

psychic-confirmed = Your guess is confirmed: { $target } is the { $role }.
psychic-unconfirmed = Your guess that { $target } is the { $role } is not confirmed.
psychic-failed = Your guess about { $target } failed: you learned nothing.

## psychopath (roles/psychopath.py)

psychopath-list = Your list: { $players }. Outlive them all to win.
psychopath-masked = You are now disguised as the { $role }.
psychopath-result = { $target } appears to be the { $role }.
psychopath-veiled = { $target } is disguised as the { $role } for today and tonight.
psychopath-failed = Your investigation of { $target } failed: you learned nothing.
refuse-psychopath_mask = You have changed your disguise this phase and spent your emergency change.
refuse-psychopath_day = You have already investigated or disguised someone today.

## pyro (roles/pyro.py)

refuse-pyro_one_move = You have already made tonight's move: you get one a night.
refuse-pyro_fire_by_itself = The fire comes by itself from the move that lit it: it cannot be chosen on its own.
pyro-powdered = { $by } powdered { $player }.
pyro-unpowdered = { $by } took the powder off { $player }.
pyro-ignite_chosen = When the night ends, every powdered player will be set on fire.
pyro-ignite_failed = { $target } survived the fire.
pyro-blaze_failed = Your fire did not start: nobody was set alight.
pyro-cannot_ignite = { $target } could not be set on fire: the flames would not take.
pyro-channel = You are all pyros; your channel now holds { $members }.
wisp-ignited_unharmed = The pyros set you on fire, but flames cannot hurt a Wisp.
wisp-powdered = Your visit today powdered { $target }.
wisp-attacked = Your visit today set { $target } on fire.
wisp-rising = No member of the pyro channel is left: you will become a Pyromancer and take up the channel at the start of the next phase.
wisp-risen = You have become a Pyromancer and joined the pyro channel.
firebug-warded = { $by } warded { $player } for the night.
firebug-backfired = An attack on { $player } backfired: { $attacker } and the powdered burn.
firebug-promoted = The last of the original Pyromancers is dead: you are a Pyromancer now.

## ranger (roles/ranger.py)

ranger-revealed = { $player } was the { $role }: with their dying breath they reveal a player.
ranger-exposed = { $ranger }, the Ranger, reveals { $player }: the { $role }.
ranger-failed = Your dying reveal of { $target } failed: nothing was shown.

## ravenkeeper (roles/ravenkeeper.py)

refuse-ravens_used = You have already used your ravens tonight (assign, reassign or spy).
refuse-no_raven = You have no unassigned raven left.
refuse-no_raven_there = { $player } holds none of your ravens.
raven-assigned = One of your ravens now watches { $player }.
raven-reassigned = Your raven flew from { $source } to { $player }.
raven-spying = Your ravens are spying for the rest of the night.
raven-report = Your ravens saw { $actor } use an action on { $target }.

## recluse (roles/recluse.py)

recluse-told = The { $role } has just used { $verb } on you.
recluse-told_by_wolf = { $player }, the { $role }, has just used { $verb } on you.

## riding_hood (roles/riding_hood.py)

refuse-hood_pack = The pack may not attack anyone tonight: it killed the Riding Hood, so '{ $verb }' is refused until tomorrow night.
refuse-hood_restrained = You may not attack or kill anyone tonight: you killed the Riding Hood, so '{ $verb }' is refused until tomorrow night.

## rogue_wolf (roles/rogue_wolf.py)

rogue-killed = The wolfpack killed last night: tonight you may attack a player.
rogue-spared = The wolfpack killed nobody last night: you cannot attack tonight.

## royal_knight (roles/royal_knight.py)

royal_knight-set = The lynch ({ $poll }) will be cancelled when its day ends; you are { $manner }.
royal_knight-revealed = { $player }, the { $role }, cancelled the lynch ({ $poll }).
royal_knight-failed = Your cancellation failed: the lynch stands.

## runner (roles/runner.py)

runner-escaped = You were attacked, but you ran away and escaped. You cannot escape a second time.
runner-ran_away = { $target } ran away: the attack did not kill them.

## saboteur_wolf (roles/saboteur_wolf.py)

saboteur-done = You sabotaged { $target }: should they win tomorrow's election, nobody is elected.
saboteur-failed = Your sabotage of { $target } failed.
refuse-sabotage_again = You sabotaged { $player } last night: you cannot sabotage the same player two nights in a row.

## stalker (roles/stalker.py)

stalker-threatened = Your threat against { $player } counts: two hidden votes against them in today's lynch.
stalker-failed = Your threat against { $target } failed.

## tanner (roles/tanner.py)

tanner-done = { $target } will look like the { $role } until the end of the coming night.
tanner-failed = Your tanning of { $target } failed.
tanner-pack = Someone you tanned today (at least one of them) is a member of the wolfpack.
refuse-tanned = You have already tanned { $player } today: tan a different player.

## tavern (roles/tavern.py)

setup-alcoholic_without_bartender = An Alcoholic needs a Bartender in the game: add one or remove the Alcoholic.

## town_crier (roles/town_crier.py)

crier-learned = You know a fellow townsperson: { $player } is the { $role }.
crier-nobody = There is no other townsperson in this game for you to know.

## tracking_wolf (roles/tracking_wolf.py)

track-threat = { $target } is a { $level } threat to the pack.
track-none = { $target } is no threat to the pack.
track-failed = Your track of { $target } failed: you learned nothing.

## trickster_wolf (roles/trickster_wolf.py)

trickster-turned = You are the last of the pack: you are now a regular { $role }, and your votes count as anyone's.

## underworld (roles/underworld.py)

setup-undead_dealt = Nobody can be dealt the Undead: a player becomes one only when they are killed at night while demonized. Deal a Vampire instead.
refuse-demonize_count = You can demonize only { $n } player(s) tonight.
refuse-demonize_underworld = { $player } belongs to the underworld and cannot be demonized.
vampire-demonized = { $player } is now demonized.
vampire-already = { $player } was already demonized.
vampire-failed = Your demonization of { $target } failed.
undead-risen = You were killed tonight, but you did not die: you lost your role ({ $role }) and rose as an Undead. You now belong to the underworld and win with it.
underworld-joined = { $player } has risen from the dead and joined the underworld.

## warlock (roles/warlock.py)

warlock-result = { $target } appears to be the { $role }.
warlock-failed = Your inspection of { $target } failed: you learned nothing.

## white_wolves (roles/white_wolves.py)

refuse-white_rests = You attacked a pack member last night: the next attack is tomorrow.
refuse-white_not_pack = { $player } is not in the wolfpack: you only hunt the pack.
white-imitates = You imitate the { $role }: you look like one and hold its abilities.
white-failed = Your attack on { $target } failed.

## witch (roles/witch.py)

witch-shielded = Your potion of life protects { $players } and yourself from attacks until the night ends.
witch-shield_failed = Your potion of life failed: nobody is protected.

## wolf_cub (roles/wolf_cub.py)

dire-extra = You are the last of the pack: tonight you may attack one more player (attack2).
cub-extra = A Wolf Cub has died: the night after, the pack may attack one more player (attack2).

## wolves (roles/wolves.py)

setup-knowing_wolf_public = A Knowledgeable Wolf can only be in a game with a partial or private role list; this setup's role list is public.
kw-roles = You know these roles are in the game: { $roles }.
scared-escaped = You were attacked tonight, but you got away unharmed. You cannot escape a second time.

## What a message does to its reader (a family's TO_YOU sentences), in one line under the
## message.

to_you-group-joined = You now read and write in the { $group }'s channel, with its other members.
to_you-plague-notice = The plague kills you when this night ends; protection against attacks does not stop it.
to_you-horsemen-doomed = A Horseman's effect may come with it (a block, a disguise, or death at the end of the next night); once everyone alive but the Horsemen is doomed, Doomsday comes.
to_you-group-joined-for-grandma_s_house = Today on the lynch and election polls each guest's vote counts one less (it still shows on the board) and the host's counts once per guest; all come back when the day ends.
to_you-amulet-received = Attacks cannot kill you at night while you hold it; each day name who gets it next (pass), or it shatters and kills you when the day ends.
to_you-flute-enchanted = You keep your role and side, but you count toward the flute team's win: it wins once everyone alive is enchanted, unaligned or of the flute team.

## What an ability warns of before it is used, and what happens when its choice does not
## hold (the abilities' declarations, as a screen shows them before asking)

declaration-warning-resign = Resigning gives up your office for the rest of the game.
declaration-fallback-angel = If the player you choose has not voted for you when you are lynched, a random player who did vote for you dies instead.
declaration-warning-shatter = Shattering the amulet attacks whoever holds it.
declaration-warning-hunt = If this player is wolfish (a werewolf, a lycan, in the pack), you die instead.
declaration-warning-sprinkle = If this player is aligned with the town, you die instead.
declaration-warning-revoke = Your customer loses their dying shot for good.
declaration-warning-eat = The Chef's food may be poisoned.

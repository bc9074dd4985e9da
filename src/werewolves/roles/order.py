"""The resolution table: the one order in which role families react to each moment (R37).

When several families react to the same moment (a death, a visit, a step of a phase, a win
check), they react in the order of the rows below, never in the order the code loads them.
Each row names a listener (``family.function``), the rule that places it, and why it stands
where it does. ``Ruleset.seal`` refuses a listener that has no row here, so nothing can hide an
order of its own; ``tests/test_resolution_order.py`` installs the families in shuffled orders
and requires the same games, event for event.

The steps themselves (which moment comes before which) are the step tables of R2 in
``engine/phases.py``; this table orders what happens inside one moment.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Row:
    listener: str  # family.function
    rule: str  # the seed sentence or ruling that places it
    why: str


# The one list of the families (each the module of ``werewolves.roles`` of that name, or one of
# the engine's own: polls, kernel), in their order: roles are listed, and abilities every living
# player has are offered, in this order. It decides no resolution (the table below does).
FAMILIES: tuple[str, ...] = (
    "polls",
    "kernel",
    # the engine's rules of the groups families declare (engine/groups.py)
    "groups",
    "base",
    "offices",
    "plague",
    "horsemen",
    "wolves",
    "ravenkeeper",
    "grandma",
    "angel",
    "amulet",
    "assassin",
    "huntress",
    "runner",
    "executioner",
    "stalker",
    "underworld",
    "chef",
    "flute",
    # the Aura Teller adds no listener: its one row is its place in this order
    "aura_teller",
    # the Huntsman, the Oracle and the Town Crier add no listener (their
    # one row is their place here); the Idiot, the Child and the Macho have rows below
    "huntsman",
    "oracle",
    "idiot",
    "child",
    "town_crier",
    "macho",
    # the Tracking Wolf adds no listener: its one row is its place in this order
    "tracking_wolf",
    "sneaking_wolf",
    # the Wolf Cub and the Direwolf: the pack's extra attack is offered after every other
    # family's abilities
    "wolf_cub",
    # the Alpha Wolf's overwrites come after the pack polls they take over
    "alpha_wolf",
    "trickster_wolf",
    "saboteur_wolf",
    # the Warlock adds no listener: its one row is its place in this order
    "warlock",
    # the Lone Wolf and the Lone Warlock (after the Warlock, whose inspection they share)
    "lone",
    "recluse",
    # the Psychic Wolf adds no listener: its one row is its place in this order
    "psychic_wolf",
    # the foxes (Clairvoyant, Archivist, Disguised) and the Tanner: werewolves outside the pack
    "foxes",
    "tanner",
    # the Baker, Butcher and Bloody Butcher, the Hellhound: groups with no ability of their own
    "butchers",
    "hellhound",
    # the Cult Leader and the Cult Member: a townsfolk group with a night attack
    "cult",
    # the Juror: a townsfolk group with a night investigation (limited/juror)
    "jury",
    # the Detective: an unaligned investigator who solves the role list (limited/detective)
    "detective",
    "infecting_wolf",
    # the townsfolk of the book's miscellaneous group
    "cursed_civilian",
    # the Devout Villager adds no listener: its one row is its place in this order
    "devout_villager",
    "fortune_apprentice",
    "trickster",
    "amnesiac",
    # the Witch and the Priest add no listener: their one row is their place in this order
    "witch",
    "priest",
    # the Crowd Seeker adds no listener: its one row is its place in this order
    "crowd_seeker",
    "coroner",
    # the Barber adds no listener: its one row is its place in this order
    "barber",
    # the Hooker adds no listener: its one row is its place in this order (its absence is the
    # kernel's defence)
    "hooker",
    # the Innkeeper adds no listener: its one row is its place in this order
    "innkeeper",
    # the Bartender and the Alcoholic
    "tavern",
    # the Assistant (a redirector), the Bard (story time) and the Journalist (the journal)
    "assistant",
    "bard",
    "journalist",
    "exorcist",
    # the power townsfolk: the Herald (a row below), the Royal Knight and the Medium
    "herald",
    "royal_knight",
    "medium",
    # the townsfolk whose ability fires at their death: the Ranger, the Fletcher
    # (and the Fletcher's Customer it hands out), the Mad Scientist (and its Test Subjects)
    "ranger",
    "fletcher",
    "mad_scientist",
    # unaligned roles: the hags (the coven), the Despot and the Riding Hood
    "hags",
    "despot",
    "riding_hood",
    # the Psychopath, then the Dog and the Cat (a Cat may become a Psychopath)
    "psychopath",
    "pets",
    # the limited werewolves and the Flock team
    "corrupt_wolf",
    "pack_tanner",
    "rogue_wolf",
    "coyotes",
    "baroness",
    "flock",
    # solo teams: the pyros (Pyromancer, Wisp, Firebug) and the White Werewolf
    "pyro",
    "white_wolves",
    # the Hell team (Devil, Demon, Imp, Cerberus), its souls and the Devil's wager
    "hell",
    # the Cupid and its variants (unaligned), with the Lover it hands out
    "cupid",
    # the nightmare team (Reaper, Spirit, Wraith); after the Cupid, whose role
    # redirection a recruitment asks
    "nightmare",
)

RESOLUTION: dict[str, tuple[Row, ...]] = {
    "validate_setup": (
        # the first refusal found is the one the host reads; every check is a different rule
        # R34: first of all, a setup must be a game (two sides at least)
        Row("kernel.refuse_one_side", "R34", "two sides that can win against each other"),
        Row("plague.refuse_doctor_without_bearer", "R22", "a Plague Doctor needs a Bearer"),
        Row("plague.refuse_carrier_without_bearer", "RM462", "a Plague Carrier needs a Bearer"),
        Row("horsemen.check_host_choice", "S1.31", "a host's Horseman choice must be a Horseman"),
        Row("wolves.refuse_public_list", "S0.3", "a Knowledgeable Wolf needs a hidden list"),
        Row("underworld.refuse_dealt_undead", "R38", "Undead are made, never dealt"),
        Row("amnesiac.refuse_unknown_memory", "amnesiac.3", "a remembered role is townsfolk"),
        Row("tavern.refuse_alcoholic_without_bartender", "alcoholic.2", "an Alcoholic needs one"),
        Row("cult.refuse_leaderless_cult", "cult-leader.3", "a cult is dealt one leader"),
        Row("coyotes.refuse_lesser_alone", "lesser-coyote.3", "a Lesser Coyote needs a Greater"),
        # baker.b1 / butcher.1 / butcher.3 / hellhound.b1: every group rule at once, last
        Row("groups.refuse_group_setups", "baker.b1", "a group's size and its other team"),
        # bitter-hag.5: a different rule from every one above
        Row("hags.refuse_dealt_bitter", "bitter-hag.5", "a Bitter Hag is made, never dealt"),
        Row("pets.refuse_catless", "cat.3", "every Cat needs a Dog"),
        # ruling RM300: only the plain Cupid is dealt (a rule of its own, after every other)
        Row("cupid.refuse_dealt_variants", "cupid-variants.4", "a Cupid variant is never dealt"),
        # mad-scientist.5: two subjects of two teams besides the scientist
        Row("mad_scientist.refuse_subjectless", "mad-scientist.5", "two teams to draw from"),
    ),
    # R34: asked of a setup only; each rule answers for its own roles
    "stands_against": (
        Row("plague.stands_against", "S0.40", "a Plague Doctor holds the plague's win"),
        Row("pets.stands_against", "dog.b1", "an undecided Dog holds the solo teams' wins"),
        Row("hags.stands_against", "hag.b1", "a hag holds every team's win as dealt"),
    ),
    "game_start": (
        Row("kernel.announce_role_list", "R33", "the role list is told before anything else"),
        # baker.2: the trusted groups' members, told who they are at the deal, learn they are
        # on one side before any starting ability reads the groups
        Row("groups.tell_trusted", "baker.2", "a trusted group learns it is one side"),
        Row("chef.draw_waiters", "R6", "the Chef's waiters are drawn once the roles are known"),
        Row("flute.on_game_start", "R9", "the Flute team's channel opens with the game"),
        # ruling RM202: only remembers who leads the cult; reads nothing the rows above change
        Row("cult.record_leader", "cult-leader.3", "the cult's original leader is remembered"),
        # trickster-wolf.4 / RM25: a Trickster Wolf dealt alone in the pack is a Wolf at once
        Row("trickster_wolf.turn_at_start", "trickster-wolf.4", "a lone Trickster turns"),
        # cat.3: only pairs the Cats with the Dogs; reads nothing the rows above change
        Row("pets.pair_at_start", "cat.3", "each Cat is paired with a Dog"),
        # ruling RM389: only remembers who was dealt a Greater Coyote
        Row("coyotes.record_greater", "greater-coyote.3", "the original Greater Coyotes"),
        # rogue-wolf.5: the pack's roles are read once every starting ability (a Sneaking
        # Wolf's disguise) has run and the Tricksters have turned
        Row("rogue_wolf.put_on_disguise", "rogue-wolf.5", "the Rogue Wolf's disguise"),
        # firebug.8 / wisp.11: only remembers the original Pyromancers and tells a Wisp dealt
        # with no channel member; reads only the roles dealt
        Row("pyro.game_start", "firebug.8", "the original Pyromancers are remembered"),
    ),
    "day_start": (
        Row("polls.open_lynch", "R11", "the day's lynch poll opens first"),
        Row("offices.open_election", "R12", "then the election for a vacant office"),
        # child.1: a dead Child's extra lynch polls come after the day's own and the Mayor's
        # second (R13), so that they are numbered after them
        Row("child.open_extra_lynches", "child.1", "the extra lynches a Child's death gave"),
        Row("grandma.day_start", "R31", "Grandma's house opens after the polls it changes"),
        Row("chef.day_start", "R2", "the Chef serves at the start of the day"),
        # fortune-apprentice.1: the Apprentice takes the fallen investigator's role once the
        # day's polls are open; no row above reads who holds which role
        Row("fortune_apprentice.take_the_place", "fortune-apprentice.1", "the place is taken"),
        # medium.1: the seance locks and the question goes to the dead; it reads only the
        # Medium's own channel and state, which no row above touches
        Row("medium.put_to_the_dead", "medium.1", "a Medium's question is put to the dead"),
        # corrupt-wolf.7: reads only last night's corruptions and who is alive
        Row("corrupt_wolf.open_whispers", "corrupt-wolf.7", "the whisper channel opens"),
        # wisp.11: a Wisp told takes the pyro channel up as the phase starts
        Row("pyro.day_start", "wisp.11", "a Wisp becomes a Pyromancer"),
        # plague-carrier.7: the count is read once the start's changes above are made
        Row("plague.contagious_count", "plague-carrier.7", "the Plague Carrier's count"),
    ),
    "night_start": (
        # S0.55: a contaminated player learns of the plague when the night starts, before any
        # other start-of-night effect reads who is alive and contagious
        Row("plague.night_start", "S0.55", "plague notices come first"),
        Row("horsemen.remember_night_1_horsemen", "S1.31", "Famine's disguises are fixed"),
        Row("flute.night_start", "R2", "a new night's enchantments"),
        # wolf-cub.1: the pack's extra poll opens; it reads only who is alive and in the pack
        Row("wolf_cub.open_extra_poll", "wolf-cub.1", "the night's extra pack attack"),
        # cult-acolyte.3: a dead leader's place is taken before anyone can act this night; it
        # reads only who is alive in the cult
        Row("cult.acolyte_succeeds", "cult-acolyte.3", "an Acolyte leads the cult"),
        # cult-acolyte.b1: after the succession, so a new leader votes in the extra poll too
        Row("cult.open_extra_poll", "cult-acolyte.b1", "the night's extra cult attack"),
        # direwolf.1: reads who is alive in the pack as the night starts; after the cub's row,
        # so a night a cub's death already gave its extra poll gets no second one (RM27)
        Row("wolf_cub.direwolf_alone", "direwolf.1", "a lone Direwolf's extra attack"),
        # alcoholic.b1: the Alcoholic goes to the tavern before anyone can act; it reads only
        # who is alive and what they hold
        Row("tavern.go_drinking", "alcoholic.b1", "the Alcoholic is away for the night"),
        # disguised-fox.2: the default Citizen disguise is put on as the night starts, after
        # every row above (none reads a disguise), before anyone can investigate
        Row("foxes.default_disguise", "disguised-fox.2", "a fox that chose nothing: a Citizen"),
        # clairvoyant-fox.2 / archivist-fox.2 / disguised-fox.4: the pack hears the foxes'
        # day once the night has started; it reads only who is alive and in the pack
        Row("foxes.tell_the_pack", "clairvoyant-fox.2", "the pack hears what the foxes found"),
        # medium.1: a Medium's own channel opens; it reads only who is alive and their roles
        Row("medium.open_channels", "medium.1", "a Medium's seance opens for the night"),
        # rogue-wolf.3 / greater-coyote.1: read only last night's log and who is alive
        Row("rogue_wolf.tell_the_rogue", "rogue-wolf.3", "the Rogue Wolf hears of the pack"),
        Row("coyotes.open_the_hunt", "greater-coyote.1", "the coyotes may hunt tonight"),
        # ruling RM395: a dog's channel with a fetched player closes as the night starts
        Row("flock.close_kennels", "herding-dog.1", "the Herding Dogs' channels close"),
        # wisp.11: a Wisp told takes the pyro channel up as the phase starts
        Row("pyro.night_start", "wisp.11", "a Wisp becomes a Pyromancer"),
        # plague-carrier.7: after the plague notices (S0.55) and every change above
        Row("plague.contagious_count", "plague-carrier.7", "the Plague Carrier's count"),
        # devil.7 / cerberus.5: the day's wager and offer are sent; they read only who is
        # alive and soulless, which no row above changes
        Row("hell.send_at_nightfall", "devil.7", "the devil's wager and the offer are sent"),
        # reaper.7: reads only who died since the last night started and their roles
        Row("nightmare.lend_the_dead", "reaper.7", "the Reaper learns the recent dead"),
    ),
    "lynch_votes": (
        Row("stalker.resolve_threats", "R3", "threats add votes before the polls close"),
    ),
    "lynch_close": (
        Row("polls.close_lynch", "R11", "the lynch poll closes"),
        # medium.6: the day's poll of the dead closes with the day's other polls
        Row("medium.close_dead_polls", "medium.6", "the dead's answer is told to the Medium"),
    ),
    "election_close": (Row("offices.close_election", "R12", "the election poll closes"),),
    "lynch_cancel": (
        Row("angel.cancel_lynch", "S1.50", "an ascended Angel cancels the lynch"),
        # royal-knight.4: sets only the cancelled mark of the poll it names (and announces a
        # revealed Knight), which the Angel's row may have set already: the order fixes only
        # the order of the announcements
        Row("royal_knight.cancel_at_day_end", "royal-knight.4", "a Royal Knight's cancellation"),
    ),
    "lynch_consequences": (
        Row("polls.lynch_consequences", "R11", "the poll's winner is lynched"),
    ),
    "lynch": (
        # S1.48: the Angel's own lynch is decided before any lynch substitution, since an
        # Executioner's substitution (its target lynched instead) is itself "unusual means"
        Row("angel.angel_lynched", "S1.48", "the Angel's ascension on her lynch"),
        Row("executioner.executioner_lynched", "R38", "the Executioner's substitution"),
        # hags: only remembers a hag's voters (it never takes the lynch over)
        Row("hags.remember_lynch", "hags", "a lynched hag's voters are remembered"),
    ),
    "election_consequences": (
        Row("offices.election_consequences", "R12", "the office is granted after the lynch"),
    ),
    "batch_start": (
        # R29: the amulet changes hands before meals are eaten: both are end-of-day effects
        # with no order of their own in the seeds, so the table fixes one
        Row("amulet.end_of_day_pass", "R29", "the amulet is passed at the end of the day"),
        Row("chef.end_of_day_meals", "R38", "meals are eaten at the end of the day"),
        # wager.4 / ruling RM348: the condemned are attacked as the night's batch begins (the
        # day's rows above do nothing at night)
        Row("hell.wager_attacks", "wager.4", "the Devil attacks whom the wager condemned"),
    ),
    "batch_end": (
        # souls.10 (ruling RM345): the souls claimed in the night's batch are settled as it
        # ends, before its deaths are applied
        Row("hell.settle_claims", "souls.10", "the pool covers the claimed protections"),
    ),
    "simultaneous_start": (
        Row("plague.batch_start", "R19", "contagion judges a batch against its start"),
    ),
    "simultaneous_end": (
        Row("plague.batch_end", "R19", "contagion of the batch is applied at its end"),
    ),
    "day_end_consequences": (
        Row("offices.apply_resignations", "R12", "offices are given up first"),
        Row("horsemen.become_specific", "S1.31", "a generic Horseman becomes specific"),
        Row("grandma.day_end", "S2.26", "Grandma's house empties, votes are restored"),
        Row("chef.close_restaurants", "R38", "the restaurant channel closes"),
        # tanner.4: the Tanner hears of the day's tans last; it reads only who is alive
        Row("tanner.tell_the_tanner", "tanner.4", "the Tanner learns if a pack member was tanned"),
        # macho.4: the attacked Macho dies once every other end-of-day consequence is settled
        Row("macho.day_end", "macho.4", "an attacked Macho's delayed death"),
        # amnesiac.2: the Amnesiac remembers once every other consequence of Day 1's end is
        # settled (the lynch, the batch's deaths): a role taken now plays from Night 2
        Row("amnesiac.remember", "amnesiac.2", "the Amnesiac remembers their role"),
        # bard.1: story time comes once every other consequence of the day's end is settled
        Row("bard.story_time", "bard.1", "the day's story of each Bard"),
        # fletcher.3: a customer drawn on Day 0 (when the Amnesiac does nothing); it reads only
        # who is alive and who has a customer
        Row("fletcher.assign_at_day_end", "fletcher.3", "a customer for a Fletcher with none"),
        # hag.3: a Hag turns once the day's other consequences are settled (a lynched Hag
        # turns into nothing); it reads only who is alive and holds the plain Hag
        Row("hags.become_specific", "hag.3", "a Hag becomes a specific hag"),
        # corrupt-wolf.7: the whisper channel lasts the day
        Row("corrupt_wolf.close_whispers", "corrupt-wolf.7", "the whisper channel closes"),
        # baroness.2: the Baroness hears the day's messages once every other one is told
        Row("baroness.relay", "baroness.2", "the Baroness hears what a role learned"),
        # wisp.4: the Wisps hear what their visits did once the day's fire has burned
        Row("pyro.tell_the_wisps", "wisp.4", "a Wisp learns whether it powdered or attacked"),
    ),
    "night_end_effects": (
        # infecting-wolf.1 (ruling RM82): an infection nobody chose is drawn and made before
        # the night's end-of-night actions resolve, as the last immediate action of the night
        Row("infecting_wolf.infect_unchosen", "infecting-wolf.1", "the unchosen infection"),
        # dog.2: a Dog's default role is taken as the last immediate change of Night 1, before
        # the night's end-of-night actions resolve (a Dog-turned Wolf attacks nothing tonight)
        Row("pets.default_choice", "dog.2", "a Dog that chose nothing is a Journalist"),
        # detective.5: the solutions are judged against the deal, which nothing changes; after
        # the row above, before the batch: a Detective whose solution is right ascends here
        # (R44), before the night's attacks land
        Row("detective.judge", "detective.5", "a Detective's solution is judged"),
        # cupid.2 (ruling RM301): a Cupid with no lover gets one as Night 1 ends; after the
        # infection, whose Cupid Wolf already got one at the change (cupid.14)
        Row("cupid.love_unchosen", "cupid.2", "a random lover for a Cupid who chose none"),
    ),
    "night_end_consequences": (
        Row("offices.apply_resignations", "R12", "offices are given up first"),
        # R2 / R20 / R24: plague deaths come before the Horseman of Death's marks
        Row("plague.night_end", "R20", "plague deaths"),
        Row("horsemen.death_marks", "R24", "then the Horseman of Death's deaths"),
        # macho.2: the morning's news of an attacked Macho, once the night's deaths are known
        # (a Macho who died of something else tonight is not announced)
        Row("macho.night_end", "macho.2", "an attacked Macho is named in storytime"),
        # alcoholic.3: once every other death of the night's end is known, so a Bartender dying
        # at this moment leaves the Alcoholic without one
        Row("tavern.dies_without_bartender", "alcoholic.3", "an Alcoholic with no Bartender"),
        # bard.1: story time comes once every other consequence of the night's end is settled
        Row("bard.story_time", "bard.1", "the night's story of each Bard"),
        # baroness.2: the Baroness hears the night's messages once every other one is told
        Row("baroness.relay", "baroness.2", "the Baroness hears what a role learned"),
        # wager.19: the night's wager and offer channels close with the night, once its deaths
        # are known (nothing above reads them)
        Row("hell.close_at_dawn", "wager.19", "the wager's recipient leaves its channel"),
    ),
    "voids": (
        # reaper.3 / wraith.4: the one rule that makes a power fail where it lands
        Row("nightmare.counter_sleepless", "reaper.3", "a sleepless power on the Reaper fails"),
    ),
    "lands": (
        # recluse.b1: the one family told of what reaches a player, before the effect
        Row("recluse.told_of_powers", "recluse.b1", "a Recluse is told of the power"),
        # bard.b1: only remembers the power for story time; it tells nobody now
        Row("bard.heard", "bard.b1", "a Bard's story of the phase grows"),
    ),
    "visit": (
        # R19 / R27: contagion spreads along the visit before a raven reports it, so a spying
        # keeper's report never depends on whether the visitor was contaminated
        Row("plague.contagion", "R19", "contagion along every visit"),
        Row("ravenkeeper.spy_report", "R27", "the ravens report the visit"),
    ),
    "death": (
        Row("kernel.show_full_list_to_the_dead", "R33", "the dead see the full role list"),
        # R36: a team's channel whose last member died while others listed in it had left as
        # members (risen as Undead) closes before any rule asks who is left in a channel
        Row("base.close_abandoned_channels", "R36", "a channel left by its members closes"),
        Row("offices.report_death", "R14", "the Reporter learns the dead player's role"),
        Row("plague.elimination", "R21", "the plague ends when its team is gone"),
        # plague-carrier.6: a carrier takes the last bearer's place (the plague goes on: the
        # carrier is of its team, so the row above ended nothing)
        Row("plague.carrier_takes_over", "plague-carrier.6", "a Carrier becomes a Bearer"),
        Row("horsemen.vanish", "R24", "doom effects vanish with the Horsemen"),
        Row("ravenkeeper.ravens_return", "R27", "ravens return to their keeper"),
        Row("amulet.crafter_dies", "R29", "the amulet shatters with its crafter"),
        Row("huntress.dying_breath", "R38", "the Huntress's dying shot"),
        # fletchers-customer.3: the same shot, given by the Fletcher, after the Huntress's (a
        # player may hold both: her own shot is fired first)
        Row("fletcher.customer_dies", "fletchers-customer.3", "the Customer's dying shot"),
        # ranger.3: the dying reveal reads the target's role after every shot of the death
        Row("ranger.dying_breath", "ranger.3", "the Ranger's dying reveal"),
        # mad-scientist.b2: the subject taken along, after the dying breaths above
        Row("mad_scientist.scientist_dies", "mad-scientist.b2", "a test subject dies too"),
        # cupid.4: the partner dies at once, after the dying breaths above (theirs run in the
        # partner's own death); reads nothing the rows below change
        Row("cupid.heartbreak", "cupid.4", "a lover dies with their partner"),
        Row("underworld.demonization_vanishes", "R36", "demonization ends with the underworld"),
        Row("chef.on_death", "R38", "a dead Chef's customer goes home"),
        Row("flute.on_death", "R36", "enchantments end with the Flute team"),
        # cult-leader.3: the leader's death disbands the cult once R36 settled the channels
        # (a cult whose last member died is already closed, and no second word is said)
        Row("cult.leader_dies", "cult-leader.3", "the cult is disbanded with its leader"),
        # cult-acolyte.b1: after the leader's row, so a cult that death disbanded gains nothing
        Row("cult.acolyte_dies", "cult-acolyte.b1", "a dead Acolyte gives the cult an attack"),
        # juror.5: the jury counts its living Jurors once the channels are settled (R36)
        Row("jury.juror_dies", "juror.5", "the jury is disbanded below two Jurors"),
        # wolf-cub.1: the pack learns of its extra attack once every other consequence of the
        # death is settled (a channel closed, the Reporter told)
        Row("wolf_cub.cub_dies", "wolf-cub.1", "a dead Wolf Cub gives the pack an extra attack"),
        # trickster-wolf.4: who is left in the pack is read once the channels are settled
        Row("trickster_wolf.turn_when_alone", "trickster-wolf.4", "the last Trickster turns"),
        # lone-wolf.7 / lone-warlock.4: the lone werewolves join the pack last, once the
        # channels are settled (R36) and the pack has been told what the death gives it, so the
        # newcomers join a pack whose state is final for this death
        Row("lone.pack_member_dies", "lone-wolf.7", "the lone werewolves join the pack"),
        # greater-coyote.4 / lesser-coyote.3: the coyotes join the pack after the lone ones,
        # once the pack's state is final for this death
        Row("coyotes.greater_dies", "greater-coyote.3", "the coyotes disband into the pack"),
        # shepherd.13: with the flock gone, nobody is herded; reads only who is alive
        Row("flock.flock_gone", "shepherd.13", "the herd is released"),
        # firebug.8 / wisp.11: a Firebug promoted, then the Wisps told when the pyro channel is
        # left empty, once the channels are settled (R36)
        Row("pyro.on_death", "firebug.8", "the Firebug and the Wisps take the fallen's place"),
        # child.1: only remembers the next day's extra lynch; it reads nothing the rows above
        # change
        Row("child.child_dies", "child.1", "a dead Child gives the next day an extra lynch"),
        # fortune-apprentice.1: only remembers the role the dead player held; changes nothing
        Row("fortune_apprentice.investigator_dies", "fortune-apprentice.1", "an investigator"),
        # alcoholic.2: drops only the Alcoholic's own absence, which no row above reads
        Row("tavern.last_bartender_gone", "alcoholic.2", "the Alcoholic's power ends"),
        # herald.b1: reads only who is alive and the roles they hold, which no row here changes
        Row("herald.last_holder_died", "herald.b1", "a Herald hears a role died out"),
        # coroner.b1: the report only reads the death's record (its attempts and who made
        # them, their roles), so it comes last, once every other consequence is settled
        # journalist.3: the heir is drawn among the living once every rule above that may
        # change who lives or holds which role is settled; the Coroner's report stays last
        Row("journalist.journal_passes", "journalist.3", "a dead Journalist's journal passes"),
        # hags: the wronging is announced (and may turn the coven bitter) once every rule above
        # that changes who lives or holds which role is settled; the Coroner's report stays last
        Row("hags.hag_dies", "hags", "a hag's death wrongs the coven"),
        Row("coroner.report_death", "coroner.b1", "the Coroner learns how the player died"),
        # cerberus.12: the last of hell turns once every rule above settled who is alive
        Row("hell.on_death", "cerberus.12", "the Cerberus left alone becomes a Demon"),
        # reaper.14: with the nightmare gone, nobody is sleepless; reads only who is alive
        Row("nightmare.nightmare_gone", "reaper.14", "everyone sleeps again"),
    ),
    "role_changed": (
        # R36: a team whose last member changes role is gone, as if that member had died. The
        # channel its last member left closes first, since the rules below ask who is left in
        # it (the plague pit, R21; the flute players' channel)
        Row("base.close_abandoned_channels", "R36", "a channel left by its members closes"),
        # hellhound.4: a group disbanded on betrayal goes at once, before any rule below asks
        # who is left in a channel
        Row("groups.disband_betrayed", "hellhound.4", "a betrayed group is disbanded"),
        Row("plague.elimination", "R36", "the plague ends when its team is gone"),
        Row("horsemen.vanish", "R36", "doom effects vanish with the Horsemen"),
        Row("underworld.demonization_vanishes", "R36", "demonization ends with the underworld"),
        Row("flute.on_role_changed", "R36", "enchantments end with the Flute team"),
        # sneaking-wolf.2: the Citizen disguise goes with the role; no rule above reads a
        # disguise, so its place only has to be fixed, not early
        Row("sneaking_wolf.drop_on_role_loss", "sneaking-wolf.2", "the disguise goes with it"),
        # ruling RM384: the Rogue Wolf's disguise goes with the role, as the Sneaking Wolf's
        Row("rogue_wolf.drop_on_role_loss", "rogue-wolf.5", "the disguise goes with it"),
        Row("flock.flock_gone", "shepherd.13", "the herd is released"),
        # wolf-cub.3: only remembers who held the role; it reads nothing the rows above change
        Row("wolf_cub.became_a_cub", "wolf-cub.3", "a new Wolf Cub is remembered"),
        # trickster-wolf.4: a pack member who left by changing role may leave the Trickster
        # alone; its own change to a Wolf fires this moment again and finds nothing to do
        Row("trickster_wolf.turn_when_alone", "trickster-wolf.4", "the last Trickster turns"),
        # fortune-apprentice.1: only remembers the role lost; changes nothing
        Row(
            "fortune_apprentice.investigator_loses_role",
            "fortune-apprentice.1",
            "an investigator loses their role",
        ),
        Row("tavern.last_bartender_gone", "alcoholic.2", "the Alcoholic's power ends"),
        # bard.2: only remembers the change for story time; reads nothing the rows above change
        Row("bard.changed_role", "bard.2", "a Bard's change of role is told in story time"),
        # journalist.7: the journal goes with the role (its own channel, no team's)
        Row("journalist.journal_follows_role", "journalist.7", "the journal is lost"),
        # ruling RM202: only remembers a new leader of a cult that never had one
        Row("cult.leader_taken_up", "cult-leader.3", "a cult's first leader taken up"),
        # hags: a hag changed by another's rule wrongs the coven, once the change is settled
        Row("hags.hag_changed", "hags", "a hag's role change wrongs the coven"),
        # psychopath.8: the Psychopath's own disguise goes with the role (reads nothing above)
        Row("psychopath.drop_mask", "psychopath.8", "the disguise goes with the role"),
        # white-werewolf.10: the imitation goes with the role; reads only the player's own
        Row("white_wolves.drop_imitation", "white-werewolf.10", "the imitation is lost"),
        # wisp.11: the pyro channel's last member changed role
        Row("pyro.channel_left", "wisp.11", "the Wisps learn the pyro channel is empty"),
        # demonic-cupid.4 / demonic-cupid.5 (ruling RM450): a Cupid turned Demonic gives hell
        # its soul by its own rule, before hell's row would take it as any new member's
        Row("cupid.soul_to_hell", "demonic-cupid.4", "a Demonic Cupid's soul goes to hell"),
        # imp.2 / imp.4 / cerberus.12: a role of hell taken up gives its soul; it reads who
        # holds which role once every row above is done
        Row("hell.on_role_changed", "imp.4", "a new member of hell gives the pool their soul"),
        # juror.5: a Juror's loss of the role may leave the jury fewer than two
        Row("jury.juror_changed", "juror.5", "the jury is disbanded below two Jurors"),
        # cupid-variants.3 / lover.9: once every rule above has settled the change, the couple's
        # variant and alignment follow it (its own changes fire this moment again, idempotent)
        Row("cupid.love_follows", "cupid-variants.3", "a couple follows a member's change"),
        # reaper.14: with the nightmare gone, nobody is sleepless; reads only who is alive
        Row("nightmare.nightmare_gone", "reaper.14", "everyone sleeps again"),
    ),
    "group_changed": (
        # cult-leader.3: a disbanded cult takes nobody back
        Row("cult.keep_disbanded", "cult-leader.3", "a disbanded cult stays disbanded"),
        # ruling RM405: a disbanded jury takes nobody back
        Row("jury.keep_disbanded", "juror.5", "a disbanded jury stays disbanded"),
    ),
    "team_changed": (
        # R36: a recruitment is a way of leaving a team too: the same consequences, in the same
        # order as for a role change
        Row("base.close_abandoned_channels", "R36", "a channel left by its members closes"),
        Row("groups.disband_betrayed", "hellhound.4", "a betrayed group is disbanded"),
        Row("plague.elimination", "R36", "the plague ends when its team is gone"),
        Row("horsemen.vanish", "R36", "doom effects vanish with the Horsemen"),
        Row("underworld.demonization_vanishes", "R36", "demonization ends with the underworld"),
        Row("flute.on_role_changed", "R36", "enchantments end with the Flute team"),
        Row("trickster_wolf.turn_when_alone", "trickster-wolf.4", "the last Trickster turns"),
        Row("flock.flock_gone", "shepherd.13", "the herd is released"),
        Row("pyro.channel_left", "wisp.11", "the Wisps learn the pyro channel is empty"),
        Row("hell.on_team_changed", "imp.4", "a player who joins hell gives their soul"),
        # lover.9: the couple's alignment is settled again last
        Row("cupid.team_follows", "lover.9", "a couple follows a member's change of team"),
        # reaper.14: with the nightmare gone, nobody is sleepless; reads only who is alive
        Row("nightmare.nightmare_gone", "reaper.14", "everyone sleeps again"),
    ),
    # lover.5: the one rule that decides the team a player wins with
    "win_team": (Row("cupid.win_team", "lover.5", "a couple member wins with the couple"),),
    # cupid.11 / lover.9: the one rule that holds a team change off
    "team_held": (Row("cupid.team_held", "lover.9", "a couple member's team is the love's"),),
    # cupid-variants.2: the one rule that redirects a role change
    "role_redirect": (
        Row("cupid.variant_instead", "cupid-variants.2", "a Cupid only becomes a variant"),
    ),
    "win_check": (
        # R22: the Plague Doctor ascends before the win is checked, so she wins with town
        Row("plague.doctor_ascends", "R22", "the Plague Doctor ascends"),
        Row("chef.win_check", "R34", "a Chef with no waiter left descends"),
        Row("flute.on_win_check", "R34", "the Flute team's win"),
        # bitter-hag.6: the coven turns bitter before the win is decided
        Row("hags.win_check", "bitter-hag.6", "the hags turn bitter"),
        # riding-hood.8: a Riding Hood with no wolfish player left descends
        Row("riding_hood.win_check", "riding-hood.8", "a Riding Hood with no wolf descends"),
        # psychopath.b2: a Psychopath whose list is dead ascends before the win is decided
        Row("psychopath.win_check", "psychopath.b2", "a Psychopath's list is all dead"),
    ),
    "team_can_win": (
        Row("plague.plague_win_blocked", "S0.40", "no plague win while a Doctor lives"),
        # cupid.8: a couple's own team asks every row above for both its bases
        Row("cupid.team_can_win", "cupid.8", "a couple wins only when both bases could"),
    ),
    # rule-alignments-unaligned.9 (ruling RM420): each rule answers for its own players only
    "holds_win": (
        Row("pets.holds_win", "dog.b1", "an undecided Dog holds the solo teams' wins"),
        Row("hags.holds_win", "hag.b1", "a hag holds the wins of the teams it cannot win with"),
    ),
    "counts_for": (
        Row("flute.counts_for", "R34", "the enchanted count for the Flute team"),
        # shepherd.b2: the herded and the flock's channel count for the Flock
        Row("flock.counts_for", "shepherd.b2", "the herded count for the Flock"),
        # reaper.b1: the sleepless and the nightmare's channel count for the nightmare
        Row("nightmare.counts_for", "reaper.b1", "the sleepless count for the nightmare"),
        # devil.b4: the soulless count for hell (the two rules ask about different teams)
        Row("hell.counts_for", "devil.b4", "the soulless count for hell"),
        # cupid.8: a couple's own team asks every row above for both its bases
        Row("cupid.counts_for", "cupid.8", "who meets both of a couple's conditions"),
    ),
    "also_win": (
        Row("chef.also_win", "R34", "a Chef with a living waiter also wins"),
        # hag.b1: the hags win beside a team that never wronged them
        Row("hags.also_win", "hag.b1", "the hags win with a team that never wronged them"),
        # cupid.13: asks every row above whether the partner wins
        Row("cupid.also_win", "cupid.13", "a couple member wins with the partner's own win"),
    ),
    "win_reasons": (
        Row("cupid.win_reasons", "rule-results-win-loss.1", "a couple member's rule"),
    ),
    "channel_readers": (
        Row("flute.channel_readers", "R9", "the Flute Players read the enchanted channel"),
    ),
    # exorcist.2: each solo team's rule ends its own effects; they touch different statuses,
    # so the order only fixes the order the removed effects are named in
    "cleansed": (
        Row("plague.cleansed", "exorcist.2", "contamination"),
        Row("horsemen.cleansed", "exorcist.2", "a doom and its effects"),
        Row("underworld.cleansed", "exorcist.2", "demonization"),
        Row("flute.cleansed", "exorcist.2", "an enchantment"),
        Row("nightmare.cleansed", "exorcist.2", "sleeplessness"),
        Row("pyro.cleansed", "exorcist.2", "powder (RM461)"),
        Row("flock.cleansed", "exorcist.2", "herding (RM461)"),
    ),
    # bartender.2: the one family that repeats a chat line elsewhere
    "said": (
        Row("tavern.relay", "bartender.2", "a bar line is repeated in the town square"),
        # medium.1: only records the Medium's own line; it repeats nothing
        Row("medium.record_question", "medium.1", "a Medium's question is written down"),
    ),
    "obstruction": (Row("flute.obstruction", "S0.22", "an enchanted investigator is fooled"),),
    # medium.1: the one family that waits for a line (its Medium's question)
    "awaits_line": (Row("medium.awaits_question", "medium.1", "a Medium's channel awaits"),),
    # ruling R47: the one family whose rule bars players from abilities they hold, for now
    # (engine/checks.py ``Checks.restraint``: a refusal, asked on every path)
    "restraint": (
        Row("riding_hood.restrained", "R47", "the night after the Riding Hood, wolves refused"),
    ),
    "vote_weight": (
        # the example: War's removal of the normal vote is applied before Grandma's
        # weight, so a doomed Grandma's vote is worth nothing (R38: War removes the normal vote)
        Row("horsemen.war_vote", "R38", "War's doom removes the normal vote"),
        # trickster-wolf.1 / R41: the Trickster's vote turns negative before Grandma takes
        # votes, so a picked Trickster has no vote to give her (R41: a negative vote gives
        # nothing) and keeps its -1; a War-doomed one counts 0 (RM22)
        Row("trickster_wolf.trickster_weight", "trickster-wolf.1", "the Trickster's vote"),
        # trickster.1 / RM184: the townsfolk Trickster's public vote, at the same place and for
        # the same reasons (no player holds both roles)
        Row("trickster.trickster_public_weight", "trickster.1", "the Trickster's public vote"),
        # idiot.2: the same kind of removal as War's; idiot.3: the Mayor's extra vote
        # (vote_extra) is added after every row here, so it stays
        Row("idiot.idiot_vote", "idiot.2", "a surviving Idiot's normal vote counts nothing"),
        Row("grandma.grandma_weight", "R31", "Grandma's vote counts her picks"),
        # alpha-wolf.1: only on the pack's polls, which no rule above weighs
        Row("alpha_wolf.alpha_weight", "alpha-wolf.1", "the Alpha's double pack vote"),
        # corrupt-wolf.3 / ruling RM380: the corrupted value replaces whatever the rows above
        # left (only on public polls)
        Row("corrupt_wolf.corrupt_weight", "corrupt-wolf.3", "a corrupted vote's value"),
        # shepherd.2 / ruling RM393: a herded vote counts nothing, whatever it was set to
        Row("flock.herded_weight", "shepherd.2", "a herded player's vote counts nothing"),
    ),
    "vote_extra": (Row("offices.mayor_extra_vote", "R13", "the Mayor's extra vote"),),
    # despot.b1 / despot.b2: the one family that takes an election over, or skips one
    "elected": (Row("despot.despot_elected", "despot.b1", "an elected Despot wins"),),
    "election_skipped": (Row("despot.skip_election", "despot.b2", "no election after it"),),
    # cautious-hag.7: the one family that keeps a player's role for a while
    "keeps_role": (Row("hags.shield_keeps_role", "cautious-hag.7", "a shielded hag's role"),),
    "election_blocked": (
        Row("horsemen.war_election", "R38", "a doomed winner is not elected"),
        Row("saboteur_wolf.sabotaged_winner", "saboteur-wolf.2", "a sabotaged winner neither"),
    ),
    # R8: the kinds of defence are tried in their order (absence, active, passive, partial,
    # recruitment); inside one kind, in the order of these rows
    "defence": (
        # RM160: the one absence defence (absences are the kind tried first)
        Row("kernel.absence_defence", "R8", "an absent player is not at home"),
        # riding-hood.6 / riding-hood.7: the attacker's restraint, whoever the victim: tried
        # with the absences, before any protection is spent
        Row("riding_hood.barred_defence", "riding-hood.6", "a restrained wolf's attack fails"),
        Row("kernel.protected_defence", "R8", "protection (Guardian) first among active ones"),
        # cautious-hag.7: a shielded hag's protection from kills (attacks: the row above)
        Row("hags.shield_defence", "cautious-hag.7", "a shielded hag is not killed"),
        Row("amulet.amulet_defence", "R29", "then the amulet"),
        Row("chef.charmed_defence", "R8", "then charmed food"),
        # shepherd.3: the herd's one protection, an active one after the others'
        Row("flock.herd_defence", "shepherd.3", "a herded player leaves the herd instead"),
        # firebug.1: the Firebug's ward, after the other active protections (whichever stops
        # an attack first, no backfire comes from a ward it never reached)
        Row("pyro.ward_defence", "firebug.1", "then a Firebug's ward"),
        Row("horsemen.night_invulnerable", "R10", "night invulnerability"),
        # souls.8: a soul user's protection by the pool, after every other active defence (a
        # Guardian's protection or an amulet spares the soul)
        Row("hell.soul_defence", "souls.8", "a soul protects an attacked soul user"),
        Row("runner.runner_defence", "R8", "the Runner's escape"),
        # scared-wolf.1: a passive defence like the Runner's (no player holds both)
        Row("wolves.scared_defence", "R8", "the Scared Wolf's escape"),
        # recluse.4: a passive defence against wolfish attackers (no player holds two of these)
        Row("recluse.recluse_defence", "recluse.4", "a wolfish attack on the Recluse fails"),
        # shepherd.5: a passive defence against herded attackers (no player holds two)
        Row("flock.shepherd_defence", "shepherd.5", "a herded player's attack on the Shepherd"),
        # lupine-cupid.3 / flaming-cupid.4 / apocalyptic-cupid.3: passive defences of the
        # Cupid's variants (no player holds two of these roles)
        Row("cupid.spared_defence", "lupine-cupid.3", "an attack on a loved Cupid fails"),
        # R8: the partial defences (the role book lists both roles as such; no player holds both)
        Row("idiot.idiot_defence", "idiot.1", "the Idiot survives its first death"),
        Row("macho.macho_defence", "macho.1", "the Macho's night attacks are delayed"),
        # cerberus.10: the Cerberus dies in the place of a recipient nothing else saved
        Row("hell.cerberus_defence", "cerberus.10", "the Cerberus takes the blow"),
        # cursed-civilian.b1: a role's own role change comes before an effect's (the book's
        # order of defences: a curse, then a demonization)
        Row("cursed_civilian.cursed_defence", "cursed-civilian.b1", "the curse turns a wolf"),
        # riding-hood.5: the Riding Hood's ascension comes after every protection (R8: before
        # a demonization, the last of all; a role's own rule before an effect's)
        Row("riding_hood.hood_defence", "riding-hood.5", "a wolf's kill makes the Hood ascend"),
        Row("underworld.demonized_defence", "R8", "demonization, the last kind"),
    ),
    "redirect": (
        Row("flute.redirect", "R16", "the Flute Apprentice's redirection"),
        # assistant.3: the Assistant's once-a-game redirection (no player holds both roles)
        Row("assistant.redirect", "assistant.3", "the Assistant's redirection"),
        # reaper.4: the Reaper's redirection onto its mark (no player holds two of these roles)
        Row("nightmare.reaper_redirect", "reaper.4", "the Reaper's redirection"),
    ),
}


def table() -> dict[str, tuple[str, ...]]:
    """The table as the ruleset reads it: moment → listener ids in order."""
    return {moment: tuple(r.listener for r in rows) for moment, rows in RESOLUTION.items()}

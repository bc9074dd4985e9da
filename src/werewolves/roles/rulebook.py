"""The rule book in words: one short paraphrase, in our own words, for every rule an event can
cite, and the words the explanations use for what the role families do.

- :data:`RULEBOOK` — rule id → paraphrase: every ruling (R1–R47), every seed sentence (S0.x,
  S1.x, S2.x) and the role cards some events cite by name (``Chef``, ``WAR`` …), which each
  family declares in its manifest (``Family.rulebook``) and are gathered in here. It is the one
  source of these paraphrases: ``scripts/rules_map.py`` writes them into ``docs/rules.md`` (and
  ``--check`` fails when the page has drifted); ``tests/test_conformance.py`` requires an entry
  for every rule id the code cites and every rule a game's events cite.
- The words of vote modifiers (R40): who changed a vote, under which rule, for
  ``engine/tally.py`` (registered in :data:`werewolves.engine.tally.DESCRIBERS` when this module
  is imported).

The engine never imports this module (it names roles): the game passes the paraphrases in,
``explain(events, event_id, words=RULEBOOK)``. The sentences of the kinds of event recorded
without a message (``threat``, ``doomed`` …) are the Fluent resources' (``events.ftl``): each
family declares the kinds it records (``Family.events``).
"""

from __future__ import annotations

from ..engine import tally
from ..engine.core import Engine
from ..engine.state import Player, Poll
from . import alpha_wolf, grandma, horsemen, offices, trickster, trickster_wolf

# ---------------------------------------------------------------------------- the paraphrases

RULEBOOK: dict[str, str] = {
    # rulings (shared/spec/RULINGS.md)
    "R1": (
        "The game runs Day 0, Night 1, Day 1, Night 2, …; Day 0 has no lynch or election; "
        "starting abilities come before Day 0."
    ),
    "R2": (
        "Each day and night runs its steps in a fixed order: start effects, immediate actions, "
        "polls closing, lynch, election, end-of-phase batch, its deaths."
    ),
    "R3": (
        "An immediate action takes effect when accepted and is final; an end-of-phase choice may "
        "change until the phase ends, then all resolve together, attacks last."
    ),
    "R4": (
        "Deaths caused inside an end-of-phase batch happen once the whole batch has run, so a "
        "player alive at its start still acts."
    ),
    "R5": (
        "The game looks for a winner at each phase start, after each immediate action and after "
        "the lynch; the first result is final."
    ),
    "R6": (
        "Every random choice is drawn from the game's seed and logged: the same setup, seed and "
        "submissions give the same game."
    ),
    "R7": (
        "Abilities work once a phase unless a role says otherwise; the dead neither act nor are "
        "acted on; a known restriction refuses an action, an unknown one makes it fail."
    ),
    "R8": (
        "Deaths are attacks, kills, lynches or true kills; protection stops attacks only; an "
        "attempt that meets no defence kills."
    ),
    "R9": (
        "Living pack members vote at night whom to attack; a single most-voted target is attacked"
        " by a random voter for it; a tie or no votes, no attack."
    ),
    "R10": (
        "An Apocalyptic Horseman cannot be killed at night in any way and attacks once a night, "
        "when the night ends."
    ),
    "R11": (
        "From Day 1 every living player may vote to lynch; the single highest positive total is "
        "lynched; a tie or no votes lynches nobody."
    ),
    "R12": (
        "From Day 1 one election a day fills the first vacant office (Mayor, then Reporter, then "
        "Guardian), granted at the end of the day; holders may resign."
    ),
    "R13": (
        "With 15 or fewer alive the Mayor's public vote counts one extra, which nothing removes; "
        "with more alive the Mayor may call a second lynch poll."
    ),
    "R14": (
        "The Reporter is told the role each dead player was originally dealt; disguises never "
        "change it."
    ),
    "R15": (
        "A visit is recorded whenever an ability reaches another player, even if it then fails; "
        "blocked actions, self-targets and votes are no visits."
    ),
    "R16": (
        "A redirected action keeps its actor, who visits the redirector and the new target; "
        "nothing is redirected onto a dead player."
    ),
    "R17": (
        "An ability-blocked player's abilities fail (automatic ones too) without their being told"
        " why; voting and passive abilities still work."
    ),
    "R18": (
        "There are round(n / 5) rodents and vials for n players; several Plague Bearers share one"
        " pool, one rodent each a night."
    ),
    "R19": (
        "Contagion passes both ways as a visit resolves and the newly contaminated are contagious"
        " at once; inside one batch it does not chain; bearers and doctors are immune."
    ),
    "R20": (
        "A contaminated player is told at the start of the second night after, and dies of it (a "
        "kill) at that night's end; survivors stay contagious."
    ),
    "R21": (
        "When no plague-team member is alive, every contamination ends silently and pending "
        "plague deaths are cancelled."
    ),
    "R22": (
        "The Plague Doctor checks for the plague at night and cures by day; ascends when no "
        "plague-team member is alive; the plague cannot win while a doctor lives."
    ),
    "R23": (
        "Dooming is immediate, one per Horseman a night; the doomed are told but not by whom; a "
        "doom on another Horseman unites the two instead."
    ),
    "R24": (
        "Pestilence blocks until the end of the next day, Famine disguises for good, Death kills "
        "at the end of the next night; dooms vanish when no Horseman lives."
    ),
    "R25": (
        "Doomsday: when every living Horseman is united and everyone else alive is doomed, every "
        "living Horseman becomes an Apocalyptic Horseman."
    ),
    "R26": "The Horsemen win when every living player is a Horseman or unaligned.",
    "R27": (
        "Ravenkeeper: floor(n / 5) ravens, assigned, moved or spied with at night; a raven on a "
        "dead player returns; spying shows who acted on whom among raven holders."
    ),
    "R28": (
        "An Angel lynched with another voter ascends, cancels the next lynch and takes her target"
        " or a random voter with her; an unusual lynch takes the one responsible."
    ),
    "R29": (
        "The amulet keeps its holder safe from attacks at night and must be passed by day to "
        "someone who never held it, or it shatters and kills the holder."
    ),
    "R30": (
        "The Guardian protects one player a night (two while more than 15 are alive), never one "
        "protected the night before; each protection is a visit."
    ),
    "R31": (
        "Grandma picks up to two players at night: next day each loses one vote and her vote "
        "counts one per pick; the Mayor's extra vote is never taken."
    ),
    "R32": (
        "The Knowledgeable Wolf joins the pack and is told, at the start, the setup's known roles"
        " or a random half of the role list."
    ),
    "R33": (
        "A public role list tells everyone every role in play, a partial one the revealed roles, "
        "a private one nothing; the dead always see it all."
    ),
    "R34": (
        "A team wins when every living player is on it or unaligned; all its members win, alive "
        "or dead; the unaligned win only by their own condition."
    ),
    "R35": (
        "A blocked Angel who is lynched still ascends and cancels the next lynch, but her kill "
        "fails: nobody dies with her."
    ),
    "R36": (
        "A team is gone once none of its members is left as a member, dead or changed to another "
        "role; what the rules tie to its absence happens then."
    ),
    "R37": (
        "When several role families react to one moment, they react in the order of the one "
        "resolution table, never in the order the code loads them."
    ),
    "R38": (
        "Choices confirmed for the first release where the seeds are silent: Grandma's count, War"
        " removes the normal vote only, the Chef's timing, and others."
    ),
    "R39": (
        "A role list told to everyone is one public announcement; one told to a single player is "
        "a private message."
    ),
    "R40": (
        "A public vote board shows only what everyone may see; the host and every poll result's "
        "explanation show each modifier of the count and its source."
    ),
    "R41": (
        "Grandma takes a vote when she picks: a player who had a vote then gives it to her for "
        "the next day, even if they die first; one with no vote (or a negative one) gives none."
    ),
    "R42": (
        "The Executioner's substitution hanging the Angel is a lynch by unusual means: she "
        "ascends and wins, and the Executioner dies with her, though nobody voted for her."
    ),
    "R43": (
        "Whoever holds the amulet sees it among their own statuses while they hold it, and is "
        "told when it reaches them (never from whom); nobody else sees who holds it."
    ),
    "R44": (
        "To ascend is to leave the game at once with a win: from then on the player counts as "
        "dead for every rule (no ability, no vote, no target), everyone is told of it with "
        "their role, and they win however the game ends; a Detective with a right solution "
        "ascends as that night ends."
    ),
    "R45": (
        "For the White Werewolf a WG role is one that puts a wolf in a second group besides the "
        "pack; every other pack role, the plain Wolf too, counts toward the most common one."
    ),
    "R46": (
        "No Horseman's ability kills the Apocalyptic Cupid: a Death doom falling due on it fails "
        "and is spent, and nobody learns more than of any failed attack."
    ),
    "R47": (
        "The night after the pack kills the Riding Hood its attack is refused with a reason, and "
        "so are the attacks and kills of a wolfish player she restrains that night."
    ),
    # seed sentences of file 0 (shared/spec/seed-sentences.md)
    "S0.1": "The Knowledgeable Wolf begins with some knowledge of the role list.",
    "S0.2": "At game start it is told some roles from the role list.",
    "S0.3": "Only for partial or private role lists; usually told part of the list.",
    "S0.4": "Hosts may instead tell it every role in the game.",
    "S0.5": "(A warning that the visit definition is technical.)",
    "S0.6": "(Points to a simpler explanation; ours is docs/visits.md.)",
    "S0.7": "(Introduces the term visit; S0.8 defines it.)",
    "S0.8": "A visit is any use of an ability and involves two players.",
    "S0.9": "A visit is always one player visiting a different player.",
    "S0.10": "An ability on several players makes several simultaneous visits.",
    "S0.11": "Role abilities and other abilities both visit.",
    "S0.12": "Targeting is a visit (roles may still exclude it by saying so).",
    "S0.13": "An effect visits when it is applied, not each time it later acts.",
    "S0.14": "The visitor is the player who chooses to act.",
    "S0.15": "With no active choice (a Huntress shooting on death), the ability's owner visits.",
    "S0.16": "(Heading: examples of visits.)",
    "S0.17": "An attack (an Assassin's, the pack's) is a visit from the attacker.",
    "S0.18": "Passing the amulet is a visit from the giver to the receiver.",
    "S0.19": "The Chef's food recipient eating is a visit.",
    "S0.20": "(Heading: what is not a visit.)",
    "S0.21": (
        "Turning a demonized player Undead is no visit except between attacker and attacked."
    ),
    "S0.22": (
        "An enchanted player obstructing an investigation makes no visit to the Flute Player "
        "unless targeted."
    ),
    "S0.23": "Dying of the plague is no visit between the Plague Bearer and the victim.",
    "S0.24": (
        "The amulet stopping an attack is no visit between the attacker and the amulet's maker."
    ),
    "S0.25": "Using an action on yourself is never a visit.",
    "S0.26": (
        "The Plague Doctor is mostly immune to the plague and needs the plague team gone to win."
    ),
    "S0.27": "Each night the doctor may check a player for the plague.",
    "S0.28": "The doctor can also cure players by day.",
    "S0.29": "The doctor ascends and wins as soon as the plague team is eliminated.",
    "S0.30": "A dead Plague Doctor cannot win.",
    "S0.31": "Each night the doctor may check one player for symptoms.",
    "S0.32": "The doctor learns at once whether, and since when, the target has had the plague.",
    "S0.33": "Plague-team members never show the plague.",
    "S0.34": "The doctor starts with vials that cure.",
    "S0.35": "One vial per five players, rounded.",
    "S0.36": "Each day the doctor may spend a vial to cure a player at once.",
    "S0.37": "Cured players lose the plague and stop being contagious, without being told.",
    "S0.38": "A rodent aimed at the Plague Doctor kills the doctor at once (not an attack).",
    "S0.39": "Otherwise the doctor never catches the plague.",
    "S0.40": "The plague team cannot win while a Plague Doctor lives.",
    "S0.41": "The Plague Bearer's disease is deadly and spreads easily.",
    "S0.42": "The Plague Bearer wants everyone else dead.",
    "S0.43": "The Plague Bearer starts with plague-carrying rodents.",
    "S0.44": "One rodent per five players, rounded.",
    "S0.45": "Several Plague Bearers know each other and pool their rodents.",
    "S0.46": "Each Plague Bearer may use one rodent a night.",
    "S0.47": "Each night a Plague Bearer may release a rodent to contaminate another player.",
    "S0.48": "Contaminated players suffer the disease.",
    "S0.49": "A Plague Bearer cannot be contaminated.",
    "S0.50": (
        "Contaminating an already contaminated player: the bearer is told, and the rodent is "
        "spent."
    ),
    "S0.51": "Contaminating is immediate.",
    "S0.52": "Contaminated players are contagious until they die.",
    "S0.53": "Visiting or being visited by a contagious player contaminates at once.",
    "S0.54": "Every kind of action counts as a visit for contagion.",
    "S0.55": "A contaminated player is told at the start of the second night after contamination.",
    "S0.56": "At the end of that night they stop being contagious and die.",
    "S0.57": "That death is not an attack.",
    "S0.58": "Someone still alive afterwards stays contagious but does not die of it again.",
    "S0.59": (
        "When no plague-team or plague-channel member remains, all contamination ends, silently."
    ),
    "S0.60": (
        "A rodent on the Plague Doctor fails, kills the doctor (not an attack) and is not spent."
    ),
    "S0.61": "The Plague Bearer cannot win while a Plague Doctor lives.",
    # seed sentences of file 1 (shared/spec/seed-sentences.md)
    "S1.1": (
        "Each night the Ravenkeeper either assigns a raven to a player or spies with its ravens."
    ),
    "S1.2": "Spying reveals whether the ravens interact.",
    "S1.3": "One raven per five players, rounded down.",
    "S1.4": "Each night one raven may be assigned to another player.",
    "S1.5": "Ravens can be moved between players; a raven on a player who dies returns at once.",
    "S1.6": "Assigning a raven is immediate.",
    "S1.7": "Unassigned ravens count as assigned to the Ravenkeeper.",
    "S1.8": "Spying replaces assigning.",
    "S1.9": "Spying is immediate.",
    "S1.10": (
        "For the rest of the night the Ravenkeeper hears when a raven holder uses an action on "
        "another raven holder."
    ),
    "S1.11": "It learns both names and who acted, not the kind of action.",
    "S1.12": "The Ravenkeeper is affected by redirection.",
    "S1.13": "Several Ravenkeepers have separate ravens.",
    "S1.14": "Each night the Horseman of Pestilence may doom a player.",
    "S1.15": "Pestilence's doomed player's abilities fail that night and the next day.",
    "S1.16": "Pestilence's doom is immediate.",
    "S1.17": (
        "The block covers every ability use for that night and the next day, automatic ones "
        "included (a Huntress's shot)."
    ),
    "S1.18": "It also makes a group action fail when the doomed player is chosen to carry it out.",
    "S1.19": "Some blocked failures look like other failures; some can only come from the block.",
    "S1.20": "Passive abilities (Runner) and whispering are not blocked.",
    "S1.21": "Pestilence dooming another Horseman fails and the two unite in a shared channel.",
    "S1.22": "Pestilence's doomed are told they are doomed, not by whom.",
    "S1.23": "A player can be doomed again by Pestilence or another Horseman.",
    "S1.24": "Pestilence's doom and effect outlive Pestilence and vanish when no Horseman remains.",
    "S1.25": (
        "All living Horsemen united and everyone else doomed: Doomsday; Pestilence becomes an "
        "Apocalyptic Horseman who can attack nightly."
    ),
    "S1.26": "The Horsemen win when everyone else is dead.",
    "S1.27": "Each night the Horseman of Famine may doom a player.",
    "S1.28": "Famine's doomed become unrecognisable.",
    "S1.29": "They are permanently seen as a Horseman role.",
    "S1.30": "Famine's doom is immediate.",
    "S1.31": (
        "The disguise is permanent, strong, and an arbitrary Horseman role in play when Night 1 "
        "starts."
    ),
    "S1.32": "Famine dooming another Horseman fails and the two unite in a shared channel.",
    "S1.33": "Famine's doomed are told they are doomed, not by whom.",
    "S1.34": "A player can be doomed again by Famine or another Horseman.",
    "S1.35": "Famine's doom and effect outlive Famine and vanish when no Horseman remains.",
    "S1.36": "Doomsday turns Famine into an Apocalyptic Horseman.",
    "S1.37": "The Horsemen win when everyone else is dead.",
    "S1.38": "Each night the Horseman of Death may doom a player.",
    "S1.39": "Death's doomed player dies at the end of the following night.",
    "S1.40": "Death's doom is immediate.",
    "S1.41": "Death's doomed die at the end of the next night, and it is not an attack.",
    "S1.42": "Death dooming another Horseman fails and the two unite in a shared channel.",
    "S1.43": "Death's doomed are told they are doomed, not by whom.",
    "S1.44": "A player can be doomed again by Death or another Horseman.",
    "S1.45": "Death's doom and effect outlive Death and vanish when no Horseman remains.",
    "S1.46": "Doomsday turns Death into an Apocalyptic Horseman.",
    "S1.47": "The Horsemen win when everyone else is dead.",
    "S1.48": "The Angel wins by being lynched.",
    "S1.49": "A winning Angel ascends and leaves; the game goes on.",
    "S1.50": "The next lynch is cancelled.",
    "S1.51": "The Angel's chosen player dies with it, announced, if they voted for the Angel.",
    "S1.52": "The Angel may change its target once a phase, plus one emergency change.",
    "S1.53": "The Angel cannot choose itself.",
    "S1.54": "Targeting is immediate.",
    "S1.55": "Without a valid target, a random voter for the Angel is taken instead.",
    "S1.56": (
        "Lynched by unusual means (Stalker's hidden votes, Executioner), the one responsible dies"
        " with the Angel."
    ),
    "S1.57": "If only the Angel voted for itself, it just dies and does not win.",
    "S1.58": "A target who put hidden votes on the Angel counts as valid.",
    # seed sentences of file 2 (shared/spec/seed-sentences.md)
    "S2.1": "The Amulet Holder is the amulet's first holder.",
    "S2.2": "The holder is safe from attacks at night but must pass the amulet by day.",
    "S2.3": (
        "Up to three candidates (together or one by one); it goes to the first who never held it."
    ),
    "S2.4": (
        "Naming a candidate is immediate and a failed choice is reported at once; the pass itself"
        " happens at the end of the day."
    ),
    "S2.5": (
        "No candidate, or none possible: the amulet shatters at the end of the day, killing the "
        "holder."
    ),
    "S2.6": "It also shatters if the Amulet Holder dies.",
    "S2.7": "Holders never learn who gave them the amulet or who held it before.",
    "S2.8": "The Amulet Holder must pass it on Day 0.",
    "S2.9": (
        "Once a game, by day, the Amulet Holder may shatter it, which attacks the holder at once."
    ),
    "S2.10": "The Guardian protects the town.",
    "S2.11": "With 15 or fewer players it chooses one player.",
    "S2.12": "That player cannot die from attacks that night.",
    "S2.13": "With more than 15 it may choose two.",
    "S2.14": "Protection is chosen at night and lasts that night.",
    "S2.15": "Not the same player two nights running; self-protection and alternating are allowed.",
    "S2.16": "Attacks on a protected player fail; other deaths can still happen.",
    "S2.17": (
        "The Guardian is elected on the first full day with a living Mayor and Reporter and no "
        "living Guardian."
    ),
    "S2.18": "Protecting is immediate.",
    "S2.19": "Each night Grandma may choose up to two players.",
    "S2.20": "Next day the chosen cannot vote.",
    "S2.21": "That day Grandma's vote counts as many as she chose.",
    "S2.22": "Taking votes away is immediate.",
    "S2.23": "A chosen player's vote is shown but not counted.",
    "S2.24": "Grandma's vote looks normal but counts 0, 1 or 2.",
    "S2.25": "The chosen join a private channel where Grandma talks to them anonymously.",
    "S2.26": "At the day's end the channel closes and votes return, even if Grandma is dead.",
    "S2.27": "(First half of a split sentence:) choosing a player who has several votes …",
    "S2.28": "… (Mayor or Grandma) takes only one of them away.",
    "S2.29": "Grandma gains one vote per chosen player, as usual.",
    "S2.30": (
        "Zero or negative votes cannot be taken (Grandma is told) but the player still joins the "
        "channel."
    ),
    "S2.31": "The Mayor's extra vote cannot be taken.",
    "S2.32": "Grandma may choose herself.",
    "S2.33": "Grandma is affected by redirection.",
    "S2.34": "The Plague Bearer's disease is deadly and spreads easily.",
    "S2.35": "The Plague Bearer wants everyone else dead.",
    "S2.36": "The Plague Bearer starts with plague-carrying rodents.",
    "S2.37": "One rodent per five players, rounded.",
    "S2.38": "Several Plague Bearers know each other and pool their rodents.",
    "S2.39": "Each Plague Bearer may use one rodent a night.",
    "S2.40": "Each night a Plague Bearer may release a rodent to contaminate another player.",
    "S2.41": "Contaminated players suffer the disease.",
    "S2.42": "A Plague Bearer cannot be contaminated.",
    "S2.43": (
        "Contaminating an already contaminated player: the bearer is told, and the rodent is "
        "spent."
    ),
    "S2.44": "Contaminating is immediate.",
    "S2.45": "Contaminated players are contagious until they die.",
    "S2.46": "Visiting or being visited by a contagious player contaminates at once.",
    "S2.47": "Every kind of action counts as a visit for contagion.",
    "S2.48": "A contaminated player is told at the start of the second night after contamination.",
    "S2.49": "At the end of that night they stop being contagious and die.",
    "S2.50": "That death is not an attack.",
    "S2.51": "Someone still alive afterwards stays contagious but does not die of it again.",
    "S2.52": (
        "When no plague-team or plague-channel member remains, all contamination ends, silently."
    ),
    "S2.53": (
        "A rodent on the Plague Doctor fails, kills the doctor (not an attack) and is not spent."
    ),
    "S2.54": "The Plague Bearer cannot win while a Plague Doctor lives.",
    # the role cards of the role book some events cite are each family's own (Family.rulebook,
    # gathered in here when the rules are imported)
}

# ---------------------------------------------------------------------------- vote modifiers


def _grandma_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """S2.20–S2.24 / S2.27–S2.32 / R31: Grandma's own weight, or a vote she took, or both."""
    if voter is None:
        return None
    picks = grandma._table(eng, eng.state.phase)
    is_grandma = grandma.GRANDMA_TAG in eng.role_of(voter).tags
    takers = tuple(g for g, chosen in picks.items() if voter.name in chosen)
    n = len(picks.get(voter.name) or [])
    if is_grandma and takers:
        # S2.32: she picked herself (S2.28: a vote of several loses one); her vote counts her
        # picks, less the one taken
        return tally.Words(
            f"Grandma's vote counts her {n} pick(s), less the one taken by Grandma",
            "S2.32" if voter.name in takers else "S2.28",
            tuple(dict.fromkeys((voter.name, *takers))),
        )
    if is_grandma:
        # S2.21 / S2.24 / R38: her vote looks like any other but counts one for each player she
        # picked, 0 when she picked nobody
        if n == 0:
            return tally.Words("Grandma picked nobody, so her vote counts nothing", "R38",
                               (voter.name,))
        return tally.Words(
            f"Grandma's vote counts one for each of the {n} players she picked", "S2.21",
            (voter.name,),
        )
    # S2.20 / S2.23: a pick's vote is shown but not counted
    return tally.Words("a vote taken by Grandma", "S2.20", takers)


def _war_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """Role book, Horseman of War / R38: the doomed player's normal vote counts nothing."""
    if voter is None:
        return None
    st = voter.get(horsemen.WAR)
    events = eng.state.events
    doomer = events[st.source].actor if st is not None and 0 <= st.source < len(events) else None
    return tally.Words("doomed by War, so the normal vote counts nothing", "WAR",
                       (doomer,) if doomer else ())


def _mayor_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """R13 / R40: the Mayor's extra vote, which everyone sees."""
    if voter is None:
        return None
    return tally.Words("the Mayor's extra vote", "R13", (voter.name,), public=True)


def _alpha_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """alpha-wolf.1: the Alpha Wolf's pack vote counts two and looks like one."""
    if voter is None:
        return None
    return tally.Words("the Alpha Wolf's vote counts two on the pack's poll", "alpha-wolf.1",
                       (voter.name,))


def _trickster_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """trickster-wolf.1 / RM24: the Trickster Wolf's vote counts against its candidate, and the
    board counts it so (trickster-wolf.3: a candidate at 0 or fewer is then left off it)."""
    if voter is None:
        return None
    return tally.Words("the Trickster Wolf's vote counts against its candidate",
                       "trickster-wolf.1", (voter.name,), public=True)


def _trickster_town_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """trickster.1 / RM184: the Trickster's public vote counts against its candidate, and the
    board counts it so, as the Trickster Wolf's (RM26; trickster.3: a candidate at 0 or fewer
    is then left off it)."""
    if voter is None:
        return None
    return tally.Words("the Trickster's public vote counts against its candidate",
                       "trickster.1", (voter.name,), public=True)


def _hidden_words(
    eng: Engine, candidate: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """Role book, Stalker / S1.56: hidden votes come from a Stalker's threat (the tally adds
    who put them there, from ``poll.invisible_by``)."""
    return tally.Words("hidden votes from a Stalker's threat", "Stalker")


VOTE_WORDS: dict[str, tally.Describe] = {
    tally.listener_key(grandma.grandma_weight): _grandma_words,
    tally.listener_key(horsemen.war_vote): _war_words,
    tally.listener_key(offices.mayor_extra_vote): _mayor_words,
    tally.listener_key(alpha_wolf.alpha_weight): _alpha_words,
    tally.listener_key(trickster_wolf.trickster_weight): _trickster_words,
    tally.listener_key(trickster.trickster_public_weight): _trickster_town_words,
    tally.INVISIBLE: _hidden_words,
}
tally.DESCRIBERS.update(VOTE_WORDS)

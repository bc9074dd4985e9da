"""The Horsemen: Pestilence, Famine, Death and War, uniting, Doomsday, the Apocalyptic Horseman.

Verbs (scenario and terminal game):

- every specific Horseman, at night, immediate: ``doom X`` (the Horseman of War twice a night);
- Apocalyptic Horseman, at night, end of night: ``attack X``.

The generic Horseman has no verb: at the end of Day 0 it becomes a specific Horseman, drawn from
the game's seed, or the one the host names in the setup option ``horsemen: {Name: Role}``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Meaning, Mix
from ..engine.declarations import Effect as Does
from ..engine.effects import Apply, Attack
from ..engine.events import Event
from ..engine.messages import in_words, render
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset, Team
from ..engine.state import Player, Poll, Setup

HORSEMEN_TEAM = "horsemen"
CHANNEL = "horsemen"
HORSEMAN = "horseman"  # the tag every Horseman role carries
NIGHT_SAFE = "invulnerable at night"
DOOMED = "doomed"
UNITED = "united"
DEATH_MARK = "death mark"
WAR = "war doom"
# apocalyptic-cupid.2 / ruling R46: the property of a role no death the Horsemen cause reaches,
# a Death doom's included (other families' roles carry it: the Apocalyptic Cupid)
SPARED = "never killed by the horsemen"

HORSEMEN = Team(HORSEMEN_TEAM, "Horsemen", "every living player is a Horseman or unaligned")

PESTILENCE_NAME = "Horseman of Pestilence"
FAMINE_NAME = "Horseman of Famine"
DEATH_NAME = "Horseman of Death"
WAR_NAME = "Horseman of War"
APOCALYPTIC_NAME = "Apocalyptic Horseman"
SPECIFIC = (PESTILENCE_NAME, FAMINE_NAME, DEATH_NAME, WAR_NAME)


@dataclass
class HorsemenState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``at_night_1``: S1.31 / R38: the specific Horseman roles held when Night 1 started (sorted),
    the roles Famine's disguises are drawn from."""

    at_night_1: list[str] = field(default_factory=list)


def is_horseman(eng: Engine, p: Player) -> bool:
    return HORSEMAN in eng.role_of(p).tags


def living_horsemen(eng: Engine) -> list[Player]:
    return [p for p in eng.living() if is_horseman(eng, p)]


# ---------------------------------------------------------------------------- dooming


def _unite(eng: Engine, act: Act) -> None:
    """S1.21 / S1.32 / S1.42 / R23: a doom on another Horseman fails and the two unite: both join
    the shared Horsemen channel and are told; the target is not doomed (it is still a visit)."""
    a, b = act.actor, act.targets[0]
    ev = eng.emit("united", actor=a.name, targets=[b.name], causes=[act.event.id], rule="R23")
    for p in (a, b):
        if not p.has(UNITED):
            eng.add_status(p, UNITED, source=ev.id)
        eng.join_group(p, CHANNEL, cause=ev.id, rule="R23")
    for p in (a, b):
        other = b if p is a else a
        eng.tell(p, "horsemen.united", rule="R23", causes=[ev.id], player=other.name)
    check_doomsday(eng, [ev.id])


Effect = Callable[[Engine, Act, Event], None]


def _doom_with(effect: Effect) -> Callable[[Engine, Act], None]:
    def resolve(eng: Engine, act: Act) -> None:
        target = act.targets[0]
        if is_horseman(eng, target):
            _unite(eng, act)
            return
        # R23 / S1.22: the doomed player is told at once, but not by which Horseman.
        ev = eng.emit(
            "doomed",
            actor=act.actor.name,
            targets=[target.name],
            causes=[act.event.id],
            rule="R23",
            data={"by": act.actor.role},
        )
        # S1.23: a doomed player can be doomed again.
        if not target.has(DOOMED):
            eng.add_status(target, DOOMED, source=ev.id, data={"doom": True})
        effect(eng, act, ev)
        eng.tell(target, "horsemen.doomed", rule="S1.22", causes=[ev.id])
        check_doomsday(eng, [ev.id])

    return resolve


def _pestilence(eng: Engine, act: Act, ev: Event) -> None:
    """S1.15 / S1.17 / R24: every ability the doomed player tries fails for the rest of this
    night and the following day (an ability block, R17)."""
    eng.add_status(
        act.targets[0], "blocked", source=ev.id, until=eng.state.phase + 1, data={"doom": True}
    )


def _famine(eng: Engine, act: Act, ev: Event) -> None:
    """S1.29 / S1.31 / R24: a permanent strong disguise as a specific Horseman role held by a
    player when Night 1 started, drawn now (a new Famine doom draws again)."""
    target = act.targets[0]
    pool = list(eng.ext(HorsemenState).at_night_1 or [FAMINE_NAME])
    role = eng.draw("famine disguise", pool, causes=[ev.id])
    eng.drop_statuses(target, lambda s: s.name == "disguise" and bool(s.data.get("famine")))
    eng.add_status(
        target,
        "disguise",
        source=ev.id,
        data={"role": role, "strength": "strong", "famine": True, "doom": True},
    )


def _death(eng: Engine, act: Act, ev: Event) -> None:
    """S1.39 / S1.41 / R24: the doomed player dies at the end of the next night (not an attack);
    doomed again, they keep the earliest date."""
    target = act.targets[0]
    dies = eng.state.phase + 2
    mark = target.get(DEATH_MARK)
    if mark is None or int(mark.data["dies"]) > dies:
        eng.remove_status(target, DEATH_MARK)
        eng.add_status(target, DEATH_MARK, source=ev.id, data={"dies": dies, "doom": True})


def _war(eng: Engine, act: Act, ev: Event) -> None:
    """Role book (Horseman of War): during the next day the doomed player's public vote does not
    count and they cannot be elected."""
    eng.add_status(
        act.targets[0], WAR, source=ev.id, until=eng.state.phase + 1, data={"doom": True}
    )


def _doom(effect: Effect, rule: str, does: Does, per_phase: int = 1) -> Ability:
    return Ability(
        verb="doom",
        when="night",
        timing="immediate",
        does=Apply(),
        resolve=_doom_with(effect),
        per_phase=per_phase,
        rule=rule,
        help="doom a player (dooming another Horseman unites you with them instead)",
        declaration=Declaration(effects=(does,), aim=Aim.FRESH_FOE),
    )


def death_marks(eng: Engine) -> None:
    """R2 / R24: Horseman of Death deaths happen among the consequences at the end of the night.

    Ruling R46 (apocalyptic-cupid.2): a doom is no attack (S1.41), but its death is still one a
    Horseman causes, so on a role the Horsemen cannot kill (``SPARED``) it fails and is spent,
    as an attack on a protected player fails: the mark goes, the host's log records why, and
    nobody is told anything (a failed doom tells its Horseman nothing either)."""
    for p in eng.living():
        mark = p.get(DEATH_MARK)
        if mark is not None and int(mark.data["dies"]) == eng.state.phase:
            eng.remove_status(p, DEATH_MARK)
            if SPARED in eng.role_of(p).tags:
                # R46: the doom falls due and fails on the spared role; the mark is spent
                eng.emit("doom_spared", targets=[p.name], causes=[mark.source],
                         rule="apocalyptic-cupid.2")
                continue
            eng.kill(p, "kill", causes=[mark.source], rule="S1.41", source="doom")


def war_vote(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """Horseman of War: the doomed player's public vote counts nothing the next day."""
    if poll.kind in ("lynch", "election") and voter.has(WAR):
        return 0
    return weight


def war_election(eng: Engine, winner: Player, poll: Poll) -> bool:
    """Horseman of War: a doomed player who wins the election is not elected: nobody is."""
    return winner.has(WAR)


def vanish(eng: Engine, victim: Player, ev: Event) -> None:
    """S1.24 / S1.35 / S1.45 / R24: doom effects outlive their Horseman but vanish at once when
    no Horseman is alive (pending deaths cancelled, disguises removed)."""
    if living_horsemen(eng):
        check_doomsday(eng, [ev.id])
        return
    touched = [p.name for p in eng.state.players if any(s.data.get("doom") for s in p.statuses)]
    if not touched:
        return
    for p in eng.state.players:
        eng.drop_statuses(p, lambda s: bool(s.data.get("doom")))
    eng.emit("dooms_vanished", targets=touched, causes=[ev.id], rule="R24")


# ---------------------------------------------------------------------------- Doomsday


def check_doomsday(eng: Engine, causes: list[int]) -> None:
    """R25: the moment every living Horseman is united with all the others (a lone one counts as
    united) and every living non-Horseman is doomed, every living Horseman becomes an Apocalyptic
    Horseman (S1.25, S1.36, S1.46)."""
    riders = living_horsemen(eng)
    if not riders or all(p.role == APOCALYPTIC_NAME for p in riders):
        return
    if len(riders) > 1:
        channel = eng.group(CHANNEL)
        members = set(channel.members) if channel else set()
        if any(p.name not in members for p in riders):
            return
    if not all(p.has(DOOMED) for p in eng.living() if not is_horseman(eng, p)):
        return
    ev = eng.emit("doomsday", targets=[p.name for p in riders], causes=causes, rule="R25")
    for p in riders:
        if p.role != APOCALYPTIC_NAME:
            eng.change_role(
                p,
                APOCALYPTIC_NAME,
                causes=[ev.id],
                rule="R25",
                msg="horsemen.doomsday",
                role=APOCALYPTIC_NAME,
            )


def night_invulnerable(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """R10: the Apocalyptic Horseman cannot be killed in any way during the night."""
    if eng.state.phase % 2 == 1 and NIGHT_SAFE in eng.role_of(victim).tags:
        return "night invulnerability"
    return None


# ---------------------------------------------------------------------------- generic Horseman


def become_specific(eng: Engine) -> None:
    """Role book (Horseman): at the end of Day 0 a generic Horseman becomes a specific Horseman,
    the one the host chose or one drawn from the seed (never directly Apocalyptic)."""
    if eng.state.phase != 0:
        return
    chosen = eng.state.setup.options.get("horsemen", {})
    for p in eng.state.players:
        if p.role != GENERIC.name or not p.alive:
            continue
        role = str(chosen.get(p.name) or eng.draw(f"{p.name}'s Horseman", list(SPECIFIC)))
        eng.change_role(p, role, causes=[], rule="R1", msg="horsemen.became", role=role)


def remember_night_1_horsemen(eng: Engine) -> None:
    """S1.31: the Horseman roles in play when Night 1 starts are the ones Famine can show."""
    if eng.state.phase == 1:
        roles = sorted({p.role for p in eng.state.players if p.alive and is_horseman(eng, p)})
        eng.ext(HorsemenState).at_night_1 = [r for r in roles if r in SPECIFIC]


def _rider(
    name: str,
    summary: str,
    description: str,
    ability: Ability,
    rules: tuple[str, ...],
    category: str = "Power",
) -> RoleDef:
    return RoleDef(
        name=name,
        team=HORSEMEN_TEAM,
        category=category,
        book_group=f"Solo {category} - Horsemen Team",
        limited=True,
        abilities=(ability,),
        tags=frozenset({HORSEMAN}),
        rules=rules,
        summary=summary,
        description=description + " " + _SHARED,
    )


_SHARED = (
    "A doom on another Horseman fails and unites the two in the Horsemen channel. Doomed players "
    "are told they are doomed, never by whom; doom effects outlive their Horseman but vanish when "
    "no Horseman is left. When every living Horseman is united and everyone else alive is doomed, "
    "Doomsday turns every Horseman into an Apocalyptic Horseman. The Horsemen win when everyone "
    "else is dead."
)

PESTILENCE = _rider(
    PESTILENCE_NAME,
    "Each night, doom a player: every ability they try fails that night and the next day.",
    "Each night may doom a player at once: until the end of the following day every ability that "
    "player tries fails, automatic ones included, and a group action fails if they carry it out. "
    "Passive abilities, chat and votes still work.",
    _doom(_pestilence, "S1.14", Does.BLOCK),
    (
        "S1.14",
        "S1.15",
        "S1.16",
        "S1.17",
        "S1.18",
        "S1.20",
        "S1.21",
        "S1.22",
        "S1.23",
        "S1.24",
        "S1.25",
        "R17",
        "R23",
        "R24",
        "R25",
    ),
)
FAMINE = _rider(
    FAMINE_NAME,
    "Each night, doom a player: from then on they are seen as a Horseman role.",
    "Each night may doom a player at once: the player is disguised for good (a strong disguise) "
    "as a Horseman role that was in play when Night 1 began.",
    _doom(_famine, "S1.27", Does.DISGUISE),
    (
        "S1.27",
        "S1.28",
        "S1.29",
        "S1.30",
        "S1.31",
        "S1.32",
        "S1.33",
        "S1.34",
        "S1.35",
        "S1.36",
        "R24",
    ),
)
DEATH = _rider(
    DEATH_NAME,
    "Each night, doom a player: they die at the end of the next night.",
    "Each night may doom a player at once: the player dies at the end of the next night, which is "
    "not an attack, so protection does not save them.",
    _doom(_death, "S1.38", Does.DEATH),
    ("S1.38", "S1.39", "S1.40", "S1.41", "S1.42", "S1.43", "S1.44", "S1.45", "S1.46", "R24"),
    category="Killing",
)
WAR_ROLE = _rider(
    WAR_NAME,
    "Twice a night, doom a player: the next day their vote does not count and they cannot be "
    "elected.",
    "Each night may doom two players at once (one at a time): during the next day their public "
    "vote counts nothing, and if one of them wins the election nobody is elected.",
    _doom(_war, "WAR", Does.VOTES, per_phase=2),
    ("R23", "R24"),
)
APOCALYPTIC = RoleDef(
    name=APOCALYPTIC_NAME,
    team=HORSEMEN_TEAM,
    category="Killing",
    abilities=(
        Ability(
            verb="attack",
            when="night",
            timing="end",
            does=Attack(rule="R10", source=APOCALYPTIC_NAME, tell=""),
            rule="R10",
            declaration=Declaration(effects=(Does.DEATH,), aim=Aim.KILL),
        ),
    ),
    tags=frozenset({HORSEMAN, NIGHT_SAFE}),
    rules=("R10", "R25", "R26"),
    summary="You cannot be killed at night; each night, attack a player.",
    book_group="Solo Killing - Horsemen Team",
    limited=True,
    description="What every Horseman becomes at Doomsday. Cannot be killed in any way during the "
    "night; each night may attack one player (resolved at the end of the night). The Horsemen win "
    "when everyone else is dead.",
)
GENERIC = RoleDef(
    name="Horseman",
    team=HORSEMEN_TEAM,
    category="Power",
    tags=frozenset({HORSEMAN}),
    summary="At the end of Day 0 you become one of the specific Horsemen.",
    # a team of two that must unite
    mix=Mix(minimum=2, from_players=14),
    book_group="Solo Power - Horsemen Team",
    limited=True,
    description="A Horseman yet to learn which one: at the end of Day 0 becomes the Horseman of "
    "Pestilence, Famine, Death or War (the host's choice, or drawn at random). " + _SHARED,
)


def check_host_choice(setup: Setup, rules: Ruleset) -> str | None:
    """The host may name the specific Horseman a generic Horseman becomes."""
    chosen = setup.options.get("horsemen") or {}
    if not isinstance(chosen, dict):
        return render("setup.horsemen_option", {})
    roles = dict(setup.players)
    for name, role in chosen.items():
        if roles.get(name) != GENERIC.name:
            return render("setup.horsemen_not_generic", {"name": in_words(name)})
        if role not in SPECIFIC:
            # a value of the wrong type is said in words, never as Python
            return render("setup.horsemen_role", {"roles": list(SPECIFIC), "role": in_words(role)})
    return None


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.horsemen_option",
    "setup.horsemen_not_generic",
    "setup.horsemen_role",
    "horsemen.doomed",
    "horsemen.united",
    "horsemen.doomsday",
    "horsemen.became",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "WAR": (
        "The Horseman of War dooms two players a night: the next day their normal public vote "
        "counts nothing and they cannot be elected."
    ),
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "doomed",
    "united",
    "doomsday",
    "dooms_vanished",
    "doom_spared",
)


# R37: the Horsemen family's manifest. The order in which its listeners run among other
# families' is the resolution table's (roles/order.py), never this list's.
def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Role book (Exorcist): a doom, and every effect a doom put on the player (a block, a
    disguise, a death mark, War's), is a negative effect of the Horsemen that an exorcism
    removes."""
    if not any(s.data.get("doom") for s in player.statuses):
        return []
    eng.drop_statuses(player, lambda s: bool(s.data.get("doom")))
    return [(DOOMED, HORSEMEN_TEAM)]


# what a doom does to its reader, in one line that names no Horseman (R23: the
# doomed player is not told by whom; R24: each Horseman's doom carries its own effect; R25:
# once every living player but the Horsemen is doomed, Doomsday comes)
TO_YOU: dict[str, str] = {
    "horsemen.doomed": (
        "A Horseman's effect may come with it (a block, a disguise, or death at the end of the "
        "next night); once everyone alive but the Horsemen is doomed, Doomsday comes."
    ),
}

FAMILY = Family(
    to_you=TO_YOU,
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "horsemen.united": Meaning.ALLY,
    },
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="horsemen",
    roles=(PESTILENCE, FAMINE, DEATH, WAR_ROLE, APOCALYPTIC, GENERIC),
    teams=(HORSEMEN,),
    listeners=(
        # R2 / R24: the Horseman of Death's deaths are end-of-night consequences
        ("night_end_consequences", death_marks),
        # role book: a generic Horseman becomes specific at the end of Day 0
        ("day_end_consequences", become_specific),
        # S1.31: Famine's disguises are the Horseman roles held when Night 1 starts
        ("night_start", remember_night_1_horsemen),
        # R24 / R25: doom effects vanish with the last Horseman; Doomsday is checked after
        # every death and every role change
        ("death", vanish),
        ("role_changed", vanish),
        ("team_changed", vanish),  # R36
        # Horseman of War (R38): no normal vote, no election, the day after the doom
        ("vote_weight", war_vote),
        ("election_blocked", war_election),
        ("validate_setup", check_host_choice),
        # role book (Exorcist): an exorcism removes a doom and its effects
        ("cleansed", cleansed),
    ),
    # R10: the Apocalyptic Horseman's night invulnerability is a passive defence (R8)
    defences=(("passive", "night invulnerability", night_invulnerable),),
    statuses=(UNITED, DOOMED, "blocked", "disguise", DEATH_MARK, WAR),
    # R23: a doomed player is told they are doomed, never which Horseman's effect it carries
    known_statuses=(UNITED, DOOMED),
    state=HorsemenState,
    # role book / R25: a generic Horseman becomes a specific one; Doomsday makes Apocalyptic ones
    becomes=(*SPECIFIC, APOCALYPTIC_NAME),
)


def install(rules: Ruleset) -> None:
    """Install this family's manifest on a ruleset built by hand (tests, variants); the game's
    own rules are built from :data:`FAMILY` (``roles/__init__.py``)."""
    rules.install(FAMILY)

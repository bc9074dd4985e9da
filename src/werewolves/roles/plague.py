"""The plague: Plague Bearer, Plague Doctor, and contagion along every visit.

Verbs (scenario and terminal game):

- Plague Bearer, at night, immediate: ``contaminate X`` — frees one rodent from the bearers'
  shared pool to contaminate X.
- Plague Doctor, at night, immediate: ``check X`` — whether X has the plague, and since when.
- Plague Doctor, by day, immediate: ``cure X`` — spends a vial; X no longer has the plague.

Contagion is a hook on the engine's "visit resolved" point (R19): it never names an ability, so
every present and future ability that visits spreads the plague.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Mix
from ..engine.effects import Apply, Learn, Remove, Spend
from ..engine.events import Event
from ..engine.messages import deferred, render
from ..engine.phases import phase_name
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset, Team
from ..engine.state import Player, Setup, Visit
from .base import COPIED_AS, take_up_role

PLAGUE_TEAM = "plague"
CARRIER = "Plague Carrier"
PLAGUE_PIT = "plague pit"
CONTAMINATED = "contaminated"
IMMUNE = "plague immune"  # never contaminated by contagion (R19)
# plagued-cupid.2: a contaminated holder never dies of the plague (and stays contagious)
SURVIVES = "survives the plague"
# plagued-cupid.3: a Plague Doctor's check always finds the holder healthy
SHOWS_HEALTHY = "shows no plague"
DOCTOR = "plague doctor"  # a rodent on this role kills it (S0.38, S0.60)
BLOCKS_WIN = "blocks plague win"  # the plague team cannot win while this role lives (S0.40)
SURVIVES = "never dies of the plague"  # plague-carrier.3: contagious for good instead
NO_RODENT = "no rodent target"  # plague-carrier.4: a bearer may not set a rodent on this role

PLAGUE = Team(PLAGUE_TEAM, "Plague", "every living player is on the plague team or unaligned")


@dataclass
class PlagueState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``rodents``: S0.45/S2.38 / R18: the bearers' one shared pool of rodents (None until the
    first Plague Bearer is dealt, who counts it). ``batch``: R19: who had the plague when the
    current end-of-phase batch started (None outside a batch), sorted by name."""

    rodents: int | None = None
    batch: list[str] | None = None


def per_five(n: int) -> int:
    """R18 / S0.44/S2.37 / S0.35: one for every five players at the start, rounded to the nearest
    (n / 5 never ends in .5, so the rounding is never a tie)."""
    return (2 * n + 5) // 10


def _tags(eng: Engine, p: Player) -> frozenset[str]:
    return eng.role_of(p).tags


def plague_members_alive(eng: Engine) -> bool:
    """Whether any plague-team member or plague-channel member is alive (S0.59/S2.52, R21)."""
    pit = eng.group(PLAGUE_PIT)
    pit_members = set(pit.members) if pit else set()
    return any(eng.team_of(p) == PLAGUE_TEAM or p.name in pit_members for p in eng.living())


# ---------------------------------------------------------------------------- contamination


def contaminate(
    eng: Engine, target: Player, *, cause: int, how: str, also: Sequence[int] = ()
) -> None:
    """Give ``target`` the plague from this moment (R20 starts counting here); ``also`` names the
    carrier's own contamination, so an explanation follows the plague back to its rodent."""
    ev = eng.emit(
        "contaminated",
        targets=[target.name],
        causes=[cause, *also],
        rule="R19" if how == "contagion" else "S0.47",
        data={"how": how},
    )
    # S0.52/S2.45: contaminated players are contagious at once (R19), until their death.
    eng.add_status(target, CONTAMINATED, source=ev.id, data={"since": eng.state.phase, "nights": 0})


def _contagious(eng: Engine, p: Player) -> bool:
    # R19: inside an end-of-phase batch, contagion is judged against who had the plague when the
    # batch started, so it does not chain inside one batch.
    snapshot = eng.ext(PlagueState).batch
    if snapshot is not None:
        return p.name in snapshot
    return p.has(CONTAMINATED)


def contagion(eng: Engine, visit: Visit) -> None:
    """S0.53/S2.46 / R19: whoever visits, or is visited by, a contagious player is contaminated
    at once (S0.54/S2.47: any kind of action counts); plague-team members and the Plague Doctor
    are immune."""
    a, b = eng.player(visit.actor), eng.player(visit.target)
    for carrier, other in ((a, b), (b, a)):
        if (
            _contagious(eng, carrier)
            and not other.has(CONTAMINATED)
            and IMMUNE not in _tags(eng, other)
            and other.alive
        ):
            contaminate(
                eng,
                other,
                cause=visit.event,
                how="contagion",
                also=[s.source for s in carrier.all(CONTAMINATED)],
            )


def batch_start(eng: Engine) -> None:
    """R19: the batch's contagion is judged against who has the plague now."""
    eng.ext(PlagueState).batch = sorted(p.name for p in eng.state.players if p.has(CONTAMINATED))


def batch_end(eng: Engine) -> None:
    eng.ext(PlagueState).batch = None


def night_start(eng: Engine) -> None:
    """S0.55/S2.48 / R20: at the start of the second night after contamination, the player is
    told."""
    for p in eng.living():
        st = p.get(CONTAMINATED)
        if st is None or st.data.get("done"):
            continue
        if SURVIVES in _tags(eng, p):
            continue  # plague-carrier.3: a Plague Carrier never dies of it (nor is told)
        st.data["nights"] = int(st.data.get("nights", 0)) + 1
        if st.data["nights"] == 2:
            st.data["dies"] = eng.state.phase
            eng.tell(p, "plague.notice", rule="S0.55", causes=[st.source], kind="plague_notice")


def night_end(eng: Engine) -> None:
    """S0.56/S2.49 / S0.57/S2.50 / R20: at the end of that night the player dies; this is not an
    attack.
    S0.58/S2.51: a survivor stays contagious but never dies of the plague again."""
    for p in eng.living():
        st = p.get(CONTAMINATED)
        if st is None or st.data.get("dies") != eng.state.phase or SURVIVES in _tags(eng, p):
            continue
        st.data["done"] = True
        st.data.pop("dies")
        # plagued-cupid.2: a holder who survives the plague stays contagious and lives
        if SURVIVES in _tags(eng, p):
            continue
        eng.kill(p, "kill", causes=[st.source], rule="S0.56", source="plague")


def elimination(eng: Engine, victim: Player, ev: Event) -> None:
    """S0.59/S2.52 / R21: once no plague-team (or plague-channel) member is alive, nobody has the
    plague any more — silently — and pending plague deaths are cancelled."""
    if plague_members_alive(eng):
        return
    cured = [p.name for p in eng.state.players if p.has(CONTAMINATED)]
    if not cured:
        return
    for p in eng.state.players:
        eng.remove_status(p, CONTAMINATED)
    eng.emit("plague_ended", targets=cured, causes=[ev.id], rule="S0.59")


# ---------------------------------------------------------------------------- Plague Bearer


def set_rodents(eng: Engine, n: int) -> None:
    """S0.45/S2.38 / R18: the bearers' rodents are one pool; each bearer's counter shows it."""
    eng.ext(PlagueState).rodents = n
    for p in eng.state.players:
        if p.role == PLAGUE_BEARER.name:
            p.counters["rodents"] = n


def _check_contaminate(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # S0.49/S2.42: a Plague Bearer cannot be contaminated; bearers know each other (S0.45/S2.38).
    target = targets[0]
    if eng.role_of(target).name == PLAGUE_BEARER.name:
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.contaminate_bearer", {"player": target.name})
        )
    # plague-carrier.4: nor may a rodent be set on a Plague Carrier (their channel mate)
    if NO_RODENT in _tags(eng, target):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.contaminate_carrier", {"player": target.name})
        )
    return None


def _contaminate(eng: Engine, act: Act) -> None:
    target = act.targets[0]
    cause = act.event.id
    pool = eng.ext(PlagueState).rodents or 0
    if DOCTOR in _tags(eng, target):
        # S0.38 / S0.60/S2.53: the attempt fails, the Plague Doctor dies at once (not an attack) and
        # the rodent is not used up.
        eng.kill(target, "kill", causes=[cause], rule="S0.60", by=act.actor, source="rodent")
        return
    # S0.50/S2.43: on an already contaminated player the bearer is told; the rodent is spent.
    set_rodents(eng, pool - 1)
    if target.has(CONTAMINATED):
        eng.tell(act.actor, "plague.already", rule="S0.50", causes=[cause], player=target.name)
        return
    # S0.47/S2.40 / S0.51/S2.44: a rodent contaminates at once.
    contaminate(eng, target, cause=cause, how="rodent")
    eng.tell(act.actor, "plague.contaminated", rule="S0.47", causes=[cause], player=target.name)


CONTAMINATE = Ability(
    verb="contaminate",
    when="night",
    timing="immediate",
    does=Apply(),
    resolve=_contaminate,
    counter="rodents",
    check=_check_contaminate,
    rule="S0.47",
    help="free a rodent to contaminate a player (one per night; the rodents are shared)",
    declaration=Declaration(effects=(Effect.HARM,), aim=Aim.HEALER_FIRST),
)


def _deal_rodents(eng: Engine, player: Player) -> None:
    # S0.44/S2.37 / S0.45/S2.38 / R18: the pool is counted once, by the first bearer dealt;
    # every other bearer's counter shows the same pool.
    pool = eng.ext(PlagueState).rodents
    if pool is None:
        set_rodents(eng, per_five(len(eng.state.players)))
    else:
        player.counters["rodents"] = pool


PLAGUE_BEARER = RoleDef(
    name="Plague Bearer",
    team=PLAGUE_TEAM,
    category="Killing",
    groups=(PLAGUE_PIT,),
    abilities=(CONTAMINATE,),
    # plague-carrier.2: whoever copies a Plague Bearer becomes a Plague Carrier instead
    tags=frozenset({IMMUNE, f"{COPIED_AS}{CARRIER}"}),
    setup=_deal_rodents,
    rules=("S0.41", "S0.43", "S0.44", "S0.45", "S0.46", "S0.47", "S0.49", "S0.50", "R18"),
    summary="Each night, free a rodent to contaminate a player; the plague spreads along visits.",
    description=(
        "Solo plague team; every Plague Bearer is in the plague pit and they share one pool of "
        "rodents (one for every five players, rounded). Each bearer may free one rodent a night to "
        "contaminate a player at once. Anyone who visits or is visited by a contaminated player "
        "catches the plague; it kills at the end of the second night after catching it (not an "
        "attack). A rodent aimed at the Plague Doctor kills the doctor and is not spent. Wins when "
        "only plague members (and unaligned players) are alive — never while a Plague Doctor lives."
    ),
    mix=Mix(from_players=8, rank=0),
    book_group="Solo Killing - Plague Team",
)


# ---------------------------------------------------------------------------- Plague Carrier


def contagious_count(eng: Engine) -> None:
    """plague-carrier.7: as every phase starts, each living Plague Carrier is told how many
    living players are contagious (ruling RM370: themselves included)."""
    carriers = [p for p in eng.living() if p.role == PLAGUE_CARRIER.name]
    if not carriers:
        return
    n = sum(1 for p in eng.living() if p.has(CONTAMINATED))
    for p in carriers:
        eng.tell(p, "carrier.count", rule="plague-carrier.7", kind="plague_count", count=n)


def carrier_takes_over(eng: Engine, victim: Player, ev: Event) -> None:
    """plague-carrier.6: once the last Plague Bearer is dead, while rodents are left, every
    living Plague Carrier stops being contagious and becomes a Plague Bearer (ruling RM371)."""
    if eng.state.outcome is not None or victim.role != PLAGUE_BEARER.name:
        return
    if any(p.role == PLAGUE_BEARER.name for p in eng.living()):
        return
    if (eng.ext(PlagueState).rodents or 0) <= 0:
        return
    for p in eng.living():
        if p.role != PLAGUE_CARRIER.name:
            continue
        if p.has(CONTAMINATED):
            eng.remove_status(p, CONTAMINATED)
            eng.emit("carrier_cleared", targets=[p.name], causes=[ev.id], rule="plague-carrier.6")
        # the bearers' pool is theirs now (``_deal_rodents``: the pool as it stands)
        take_up_role(
            eng, p, PLAGUE_BEARER.name, causes=[ev.id], rule="plague-carrier.6",
            msg="carrier.became_bearer",
        )


PLAGUE_CARRIER = RoleDef(
    name=CARRIER,
    # plague-carrier.b1 / plague-carrier.1: the plague team, in the bearers' channel, no
    # ability of its own
    team=PLAGUE_TEAM,
    category="Miscellaneous",
    groups=(PLAGUE_PIT,),
    # plague-carrier.3: contagion reaches them (not immune) but never kills them;
    # plague-carrier.4: no rodent may be set on them
    tags=frozenset({SURVIVES, NO_RODENT}),
    rules=tuple(f"plague-carrier.{i}" for i in ("b1", *range(1, 8))),
    summary="You win with the Plague Bearers; the plague never kills you, and you spread it.",
    description=(
        "Solo plague team, in the Plague Bearers' channel, with no ability of its own. Catches "
        "the plague from visits like anyone, but never dies of it: stays contagious (a cure "
        "still works). No rodent may be set on them. Told at the start of every phase how many "
        "living players are contagious. When the last Plague Bearer dies with rodents left, "
        "becomes a Plague Bearer (no longer contagious). Cannot win while a Plague Doctor is "
        "alive. Someone who copies a Plague Bearer becomes a Plague Carrier."
    ),
    mix=None,
    book_group="Solo Miscellaneous - Plague Team",
)


# ---------------------------------------------------------------------------- Plague Doctor


def _check(eng: Engine, act: Act) -> None:
    """S0.31 / S0.32 / R22: the doctor learns at once whether, and since when, the target has the
    plague; S0.33: plague-team members never show symptoms."""
    target = act.targets[0]
    st = target.get(CONTAMINATED)
    # plagued-cupid.3: a holder that shows no plague is found healthy, whatever they carry
    if st is None or eng.team_of(target) == PLAGUE_TEAM or SHOWS_HEALTHY in _tags(eng, target):
        eng.tell(
            act.actor,
            "doctor.healthy",
            rule=("plagued-cupid.3" if st and SHOWS_HEALTHY in _tags(eng, target)
                  else "S0.33" if st else "S0.32"),
            causes=[act.event.id],
            kind="investigation",
            player=target.name,
        )
        return
    eng.tell(
        act.actor,
        "doctor.sick",
        rule="S0.32",
        causes=[act.event.id, st.source],
        kind="investigation",
        player=target.name,
        phase=phase_name(int(st.data["since"])),
    )


CHECK = Ability(
    verb="check",
    when="night",
    timing="immediate",
    does=Learn(),
    resolve=_check,
    fail_msg="doctor.check_failed",
    rule="S0.31",
    help="learn whether a player has the plague, and since when",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.SICKNESS, aim=Aim.UNTESTED
    ),
)
CURE = Ability(
    verb="cure",
    when="day",
    timing="immediate",
    # a vial is spent; S0.36: a vial cures a player at once; S0.37: the cure is recorded (the
    # cured player is not told)
    does=(
        Spend("vials"),
        Remove(CONTAMINATED, event="cured", event_rule="S0.37", tell="doctor.cured"),
    ),
    counter="vials",
    rule="S0.36",
    help="use a vial to cure a player at once (they are not told)",
    declaration=Declaration(effects=(Effect.CURE,), aim=Aim.AFFLICTED),
)


def _deal_vials(eng: Engine, player: Player) -> None:
    # S0.34 / S0.35 / R18: one vial for every five players, rounded.
    player.counters["vials"] = per_five(len(eng.state.players))


def doctor_ascends(eng: Engine, causes: list[int]) -> None:
    """S0.29 / S0.30 / R22: once the plague team is gone the living Plague Doctor ascends and
    wins; a dead doctor never wins."""
    doctors = [p for p in eng.living() if DOCTOR in _tags(eng, p)]
    if not doctors or plague_members_alive(eng):
        return
    for p in doctors:
        # plague-doctor.1 / R44: the doctor leaves the game at once, a winner, announced
        eng.ascend(p, causes=causes, rule="S0.29")


def plague_win_blocked(eng: Engine, team: str) -> bool:
    """S0.40 / S0.61/S2.54: the plague team cannot win while a Plague Doctor is alive."""
    return not (team == PLAGUE_TEAM and any(BLOCKS_WIN in _tags(eng, p) for p in eng.living()))


PLAGUE_DOCTOR = RoleDef(
    name="Plague Doctor",
    team="unaligned",
    category="Investigative",
    abilities=(CHECK, CURE),
    tags=frozenset({IMMUNE, DOCTOR, BLOCKS_WIN}),
    setup=_deal_vials,
    rules=(
        "S0.26",
        "S0.29",
        "S0.30",
        "S0.31",
        "S0.32",
        "S0.33",
        "S0.34",
        "S0.35",
        "S0.36",
        "S0.37",
        "S0.39",
        "S0.40",
        "R22",
    ),
    summary="Check players for the plague at night and cure them by day; ascend once the plague "
    "team is gone.",
    description=(
        "Unaligned. Each night, learns at once whether a player has the plague and since which "
        "phase (plague members never show it). Has one vial for every five players (rounded); "
        "each day may spend one to cure a player at once, without telling them. Immune to "
        "contagion, but a rodent aimed at the doctor kills them. Ascends and wins as soon as no "
        "plague member is alive; cannot win while dead. While the doctor lives, the plague team "
        "cannot win."
    ),
    # after a Plague Bearer (R22)
    mix=Mix(from_players=10, rank=0),
    book_group="Unaligned Investigative",
)


def cleansed(eng: Engine, player: Player, ev: Event) -> list[tuple[str, str]]:
    """Role book (Exorcist): contamination is a negative effect of the plague team that an
    exorcism removes."""
    if not player.has(CONTAMINATED):
        return []
    eng.remove_status(player, CONTAMINATED)
    return [(CONTAMINATED, PLAGUE_TEAM)]


def stands_against(role: RoleDef, team: str, rules: Ruleset) -> bool:
    """S0.40, asked of a setup: the plague team cannot win while a Plague
    Doctor lives (``plague_win_blocked``), and the Doctor ascends when the plague ends (R22):
    the plague team and a Doctor make a game."""
    return team == PLAGUE_TEAM and BLOCKS_WIN in role.tags


def refuse_doctor_without_bearer(setup: Setup, rules: Ruleset) -> str | None:
    """R22: a setup with a Plague Doctor and no Plague Bearer is refused."""
    roles = {r for _, r in setup.players}
    if PLAGUE_DOCTOR.name in roles and PLAGUE_BEARER.name not in roles:
        return render("setup.doctor_without_bearer", {})
    return None


def refuse_carrier_without_bearer(setup: Setup, rules: Ruleset) -> str | None:
    """Ruling RM462 (plague-carrier.b1 / plague-carrier.1 / plague-carrier.6): a Plague Carrier
    plays for the Plague Bearers and has no ability of its own; its rules (the bearers'
    channel, contagion that spares it, taking over the bearers' rodents) all need a bearer, and
    no rule brings one into a game that was dealt none, so such a setup is refused (as R22
    refuses a Plague Doctor with no bearer)."""
    roles = {r for _, r in setup.players}
    if PLAGUE_CARRIER.name in roles and PLAGUE_BEARER.name not in roles:
        return render("setup.carrier_without_bearer", {})
    return None


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.carrier_without_bearer",
    "setup.doctor_without_bearer",
    "refuse.contaminate_bearer",
    "refuse.contaminate_carrier",
    "carrier.count",
    "carrier.became_bearer",
    "plague.contaminated",
    "plague.already",
    "plague.notice",
    "doctor.sick",
    "doctor.healthy",
    "doctor.check_failed",
    "doctor.cured",
)


# R37: the kinds of event this family records without a message (their words: events.ftl)
# R37: this family's rule text for the role-book sentences it cites (the seed sentences have
# theirs in the rule book)
RULE_TEXT: dict[str, str] = {
    "plague-carrier.b1": "The Plague Carrier wins with the bearers and shares their channel.",
    "plague-carrier.1": "The Plague Carrier has no ability of its own.",
    "plague-carrier.2": "Copying a Plague Bearer makes a Plague Carrier instead.",
    "plague-carrier.3": "The plague never kills a Plague Carrier, who stays contagious.",
    "plague-carrier.4": "A bearer may not set a rodent on a Plague Carrier.",
    "plague-carrier.5": "The Plague Carrier cannot win while a Plague Doctor lives.",
    "plague-carrier.6": (
        "With the last bearer dead and rodents left, the Plague Carrier is cleared of the "
        "plague and becomes a bearer."
    ),
    "plague-carrier.7": "Each phase starts by telling the Plague Carrier how many are contagious.",
}

EVENT_WORDS: tuple[str, ...] = (
    "carrier_cleared",
    "contaminated",
    "cured",
    "plague_ended",
)


# R37: the plague family's manifest. The order in which its listeners run among other
# families' is the resolution table's (roles/order.py), never this list's.
# what the notice means for its reader (S0.55 / S0.56: the plague kills at the
# end of the night the notice comes; R8: that death is a kill, which no protection against
# attacks stops)
TO_YOU: dict[str, str] = {
    "plague.notice": (
        "The plague kills you when this night ends; protection against attacks does not stop it."
    ),
}

FAMILY = Family(
    to_you=TO_YOU,
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "doctor.sick": Meaning.AFFLICTED,
        "doctor.healthy": Meaning.UNAFFLICTED,
        "doctor.cured": Meaning.RELIEVED,
    },
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="plague",
    roles=(PLAGUE_BEARER, PLAGUE_DOCTOR, PLAGUE_CARRIER),
    teams=(PLAGUE,),
    listeners=(
        # R19: contagion along every visit, judged inside a batch against its start
        ("visit", contagion),
        ("simultaneous_start", batch_start),
        ("simultaneous_end", batch_end),
        # S0.55 / S0.56 / R20: the notice at the start of the night, the death at its end
        ("night_start", night_start),
        ("night_end_consequences", night_end),
        # R21 / R36: the plague ends when the last plague member dies or loses the role
        ("death", elimination),
        ("role_changed", elimination),
        ("team_changed", elimination),  # R36: leaving the team by a team change too
        # R22 / S0.40: the Plague Doctor ascends, and blocks the plague's win while alive
        ("win_check", doctor_ascends),
        ("team_can_win", plague_win_blocked),
        ("stands_against", stands_against),
        ("validate_setup", refuse_doctor_without_bearer),
        ("validate_setup", refuse_carrier_without_bearer),
        # role book (Exorcist): an exorcism removes contamination
        ("cleansed", cleansed),
        # plague-carrier.7 / plague-carrier.6: the Plague Carrier's count and its taking over
        ("day_start", contagious_count),
        ("night_start", contagious_count),
        ("death", carrier_takes_over),
    ),
    rulebook=RULE_TEXT,
    becomes=(PLAGUE_BEARER.name,),
    statuses=(CONTAMINATED,),
    known_statuses=(CONTAMINATED,),  # S0.55: told at the start of the second night
    state=PlagueState,
)


def install(rules: Ruleset) -> None:
    """Install this family's manifest on a ruleset built by hand (tests, variants); the game's
    own rules are built from :data:`FAMILY` (``roles/__init__.py``)."""
    rules.install(FAMILY)

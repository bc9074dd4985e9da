"""The Psychopath (role book: unaligned/investigative/psychopath): wins once every player of a
list drawn at the start is dead while it lives; disguises itself, and by day either investigates
or disguises another player.

Verbs (scenario and terminal game): Psychopath, in any phase, immediate: ``mask ROLE`` (its own
strong disguise: one change a phase, plus one emergency change a game); by day, immediate,
one of: ``probe X`` (the role X appears to have) or ``veil X ROLE`` (a weak disguise on X for
this phase and the next).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick
from ..engine.effects import NEXT_PHASE, Disguise, DisguiseAs, Investigate, Remember
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from .foxes import any_role

FAMILY_NAME = "psychopath"
NAME = "Psychopath"
OWN = "psychopath's own"  # the data key marking the Psychopath's own disguise


@dataclass
class PsychopathState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``lists``: psychopath.b1: each Psychopath → the players on its list. ``include``: a player
    a rule puts on a Psychopath's list to come (the Cat's Dog, cat.1). ``masks``: psychopath.7:
    each Psychopath → the phases it changed its disguise in. ``emergency``: the Psychopaths that
    spent their emergency change. ``day_used``: psychopath.9: each Psychopath → the last day it
    investigated or disguised someone."""

    lists: dict[str, list[str]] = field(default_factory=dict)
    include: dict[str, str] = field(default_factory=dict)
    masks: dict[str, list[int]] = field(default_factory=dict)
    emergency: list[str] = field(default_factory=list)
    day_used: dict[str, int] = field(default_factory=dict)


def _peek(eng: Engine) -> PsychopathState | None:
    return eng.ext(PsychopathState) if FAMILY_NAME in eng.state.ext else None


def draw_list(eng: Engine, player: Player) -> None:
    """psychopath.b1: a third of the players (rounded up) are drawn onto the list (never the
    Psychopath); psychopath.4: every team of two players or more has one of them on it; the
    list is told to the Psychopath."""
    state = eng.ext(PsychopathState)
    others = [p for p in eng.state.players if p.name != player.name and p.alive]
    size = min(len(others), math.ceil(len(eng.state.players) / 3))
    chosen: list[str] = []
    forced = state.include.pop(player.name, None)
    if forced and any(p.name == forced for p in others):
        chosen.append(forced)
    teams: dict[str, list[str]] = {}
    for p in eng.state.players:
        teams.setdefault(eng.team_of(p), []).append(p.name)
    for team in sorted(teams):
        members = [n for n in teams[team] if n != player.name and eng.player(n).alive]
        # (the unaligned are no team)
        if team == "unaligned" or len(teams[team]) < 2 or any(n in chosen for n in members):
            continue
        if not members:
            continue
        chosen.append(eng.draw("a team's player on the Psychopath's list", sorted(members)))
    while len(chosen) < size:
        pool = sorted(p.name for p in others if p.name not in chosen)
        chosen.append(eng.draw("a player on the Psychopath's list", pool))
    order = {p.name: p.seat for p in eng.state.players}
    chosen.sort(key=lambda n: order[n])
    state.lists[player.name] = chosen
    eng.tell(player, "psychopath.list", rule="psychopath.b1", players=", ".join(chosen))


def win_check(eng: Engine, causes: list[int]) -> None:
    """psychopath.b2 / psychopath.1 / psychopath.2 / psychopath.3: a living Psychopath whose
    list is all dead ascends (a win) and the game goes on; a dead one never wins."""
    state = _peek(eng)
    if state is None:
        return
    for p in eng.living():
        if eng.role_of(p).name != NAME or p.name not in state.lists:
            continue
        if all(not eng.player(n).alive for n in state.lists[p.name]):
            # psychopath.1 / R44: it leaves the game at once, a winner, announced
            eng.ascend(p, causes=causes, rule="psychopath.b2")


def _check_mask(eng: Engine, actor: Player) -> Refusal | None:
    """psychopath.7: one change a phase, plus one emergency change a game."""
    state = _peek(eng)
    if state is None:
        return None
    if eng.state.phase in state.masks.get(actor.name, []) and actor.name in state.emergency:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.psychopath_mask", {}))
    return None


def _mask(eng: Engine, act: Act) -> None:
    """psychopath.5 / psychopath.6 / psychopath.7: a strong disguise as any role, at once, worn
    until the next change."""
    state = eng.ext(PsychopathState)
    used = state.masks.setdefault(act.actor.name, [])
    if eng.state.phase in used:
        state.emergency.append(act.actor.name)
    else:
        used.append(eng.state.phase)
    role = eng.role_of_name(act.picks[0]).name
    eng.drop_statuses(act.actor, lambda s: s.name == "disguise" and bool(s.data.get(OWN)))
    eng.add_status(
        act.actor,
        "disguise",
        source=act.event.id,
        data={"role": role, "strength": "strong", OWN: True},
    )
    eng.tell(act.actor, "psychopath.masked", rule="psychopath.5", causes=[act.event.id], role=role)


def drop_mask(eng: Engine, player: Player, ev: Event) -> None:
    """psychopath.8: a Psychopath who changes role loses its disguise."""
    if ev.data.get("from") == NAME:
        eng.drop_statuses(player, lambda s: s.name == "disguise" and bool(s.data.get(OWN)))


def _check_day(eng: Engine, actor: Player) -> Refusal | None:
    """psychopath.9: one investigation or one disguise a day, never both."""
    state = _peek(eng)
    if state is not None and state.day_used.get(actor.name) == eng.state.phase:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.psychopath_day", {}))
    return None


# psychopath.5 / psychopath.6 / psychopath.7: any phase, at once, no player named, a role;
# one change a phase plus one emergency change (the check)
MASK = Ability(
    verb="mask",
    when="any",
    timing="immediate",
    does=Disguise(), resolve=_mask,
    min_targets=0,
    max_targets=0,
    per_phase=None,
    visits=False,
    actor_check=_check_mask,
    options=any_role,
    picks=1,
    rule="psychopath.5",
    usage="mask ROLE",
    help="disguise yourself strongly as any role (one change a phase, one emergency change)",
    declaration=Declaration(effects=(), aim=Aim.UNTESTED, picks=Pick.ROLE),
)

# psychopath.9 / psychopath.10: by day, at once, another player; disguises, obstructions,
# redirections and blocks all count
PROBE = Ability(
    verb="probe",
    when="day",
    timing="immediate",
    # psychopath.9: the day's one use is spent (the disguise is refused once it is);
    # psychopath.10: the role the player appears to have (every disguise and obstruction counts)
    does=(
        Remember("day_used", in_=PsychopathState, value="phase index"),
        Investigate(tell="psychopath.result", rule="psychopath.10"),
    ),
    actor_check=_check_day,
    obstructable=True,
    fail_msg="psychopath.failed",
    rule="psychopath.9",
    help="learn the role a player appears to have (instead of disguising someone today)",
    declaration=Declaration(effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN),
)

# psychopath.9 / psychopath.11: by day, at once, another player and a role
VEIL = Ability(
    verb="veil",
    when="day",
    timing="immediate",
    # psychopath.9: the day's one use is spent (the investigation is refused once it is);
    # psychopath.11: a weak disguise on the player for this phase and the next
    does=(
        Remember("day_used", in_=PsychopathState, value="phase index"),
        DisguiseAs(strength="weak", until=NEXT_PHASE, tell="psychopath.veiled"),
    ),
    actor_check=_check_day,
    options=any_role,
    picks=1,
    rule="psychopath.11",
    usage="veil PLAYER ROLE",
    help="weakly disguise a player as a role for today and tonight (instead of investigating)",
    declaration=Declaration(effects=(Effect.DISGUISE,), aim=Aim.FRIEND, picks=Pick.ROLE),
)

PSYCHOPATH = RoleDef(
    name=NAME,
    team="unaligned",
    category="Investigative",
    abilities=(MASK, PROBE, VEIL),
    setup=draw_list,
    rules=tuple(f"psychopath.{i}" for i in ("b1", "b2", *range(1, 12))),
    summary="Outlive everyone on your list to win; disguise yourself as you please.",
    description=(
        "Unaligned. Starts with a list of a third of the players (at least one of every team "
        "of two or more); once all of them are dead while the Psychopath lives, it ascends (a "
        "win) and the game goes on. It may disguise itself strongly as any role (one change a "
        "phase, one emergency change; lost with its role) and each day either investigate a "
        "player's apparent role or weakly disguise a player for that day and night."
    ),
    book_group="Unaligned Investigative",
)

MESSAGES: tuple[str, ...] = (
    "psychopath.list",
    "psychopath.masked",
    "psychopath.result",
    "psychopath.veiled",
    "psychopath.failed",
    "refuse.psychopath_mask",
    "refuse.psychopath_day",
)

RULE_TEXT: dict[str, str] = {
    "psychopath.b1": "The Psychopath starts with a list of a third of the players, rounded up.",
    "psychopath.b2": "It wins once everyone on the list is dead while it lives.",
    "psychopath.1": "The winning Psychopath ascends and stops playing.",
    "psychopath.2": "The game goes on after the Psychopath's win.",
    "psychopath.3": "A dead Psychopath cannot win.",
    "psychopath.4": "Every team of two players or more has a player on the list.",
    "psychopath.5": "The Psychopath may disguise itself strongly as any role.",
    "psychopath.6": "The disguise takes effect at once.",
    "psychopath.7": "One change of disguise a phase, plus one emergency change.",
    "psychopath.8": "A change of role takes the disguise away.",
    "psychopath.9": "Each day it either investigates or weakly disguises a player.",
    "psychopath.10": "Its investigation is fooled by disguises, redirections and obstructions.",
    "psychopath.11": "Its disguise on a player lasts this phase and the next.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(PSYCHOPATH,),
    listeners=(("win_check", win_check), ("role_changed", drop_mask)),
    statuses=("disguise",),
    state=PsychopathState,
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    meanings={
        "psychopath.result": Meaning.ROLE_LEARNED,
        # psychopath.b1 / psychopath.b2: the list names those the Psychopath wins by outliving
        # (ruling RM443: a reader wants them dead)
        "psychopath.list": Meaning.TARGETS,
    },
)

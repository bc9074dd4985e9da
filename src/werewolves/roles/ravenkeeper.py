"""The Ravenkeeper: ravens handed out to players, and a night of spying on them.

Verbs (scenario and terminal game), at night, immediate, one of the three a night:

- ``assign X`` — a raven from the Ravenkeeper to X;
- ``reassign X Y`` — one of the Ravenkeeper's ravens moves from X to Y;
- ``spy`` — for the rest of the night, the Ravenkeeper is told whenever one holder of their
  ravens uses an action on another holder (who acted on whom, never what was done).

The spy report is a hook on the engine's "visit resolved" point, so every present and future
ability that reaches another player is seen, without this module naming any of them.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Mix
from ..engine.effects import Remember, Target
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player, Visit

RAVEN = "raven"
KEEPER = "ravenkeeper"


@dataclass
class RavenState(FamilyState):
    """The family's own state (R37: no shared bag); several Ravenkeepers each keep their own.

    ``placed``: S1.4 / S1.5 / R27: where each keeper's assigned ravens sit (keeper → a name per
    raven, in the order they were placed). ``acted``: S1.8: the night each keeper last assigned,
    reassigned or spied (keeper → phase index). ``spying``: S1.9: the night each keeper spies
    (keeper → phase index). All three are looked up by keeper, never walked: every walk over
    keepers is in seat order."""

    placed: dict[str, list[str]] = field(default_factory=dict)
    acted: dict[str, int] = field(default_factory=dict)
    spying: dict[str, int] = field(default_factory=dict)


def _placed(eng: Engine, keeper: Player) -> list[str]:
    """Where this keeper's assigned ravens sit (a name per raven)."""
    return list(eng.ext(RavenState).placed.get(keeper.name, []))


def _place(eng: Engine, keeper: Player, names: list[str]) -> None:
    eng.ext(RavenState).placed[keeper.name] = names


def _acted(eng: Engine, keeper: Player) -> None:
    """S1.8: this keeper has used tonight's one raven action."""
    eng.ext(RavenState).acted[keeper.name] = eng.state.phase


def holders(eng: Engine, keeper: Player) -> set[str]:
    """S1.7 / R27: unassigned ravens sit on the Ravenkeeper, who then counts as a holder."""
    out = set(_placed(eng, keeper))
    if keeper.counters.get("ravens", 0) > 0:
        out.add(keeper.name)
    return out


def sync_statuses(eng: Engine) -> None:
    """Keep the ``raven`` status on exactly the players who hold one of anyone's ravens."""
    keepers = [p for p in eng.state.players if KEEPER in eng.role_of(p).tags]
    held = set().union(*(holders(eng, k) for k in keepers)) if keepers else set()
    for p in eng.state.players:
        has = p.has(RAVEN)
        if p.name in held and not has:
            eng.add_status(p, RAVEN, source=len(eng.state.events) - 1)
        elif p.name not in held and has:
            eng.remove_status(p, RAVEN)


def _deal(eng: Engine, keeper: Player) -> None:
    """S1.3 / R27: one raven for every five players, rounded down."""
    keeper.counters["ravens"] = len(eng.state.players) // 5
    _place(eng, keeper, [])
    sync_statuses(eng)


def _once_a_night(eng: Engine, actor: Player) -> Refusal | None:
    """S1.1 / S1.8 / R27: each night either assign, reassign or spy — one of the three."""
    if eng.ext(RavenState).acted.get(actor.name) == eng.state.phase:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.ravens_used", {}))
    return None


def _check_assign(eng: Engine, actor: Player) -> Refusal | None:
    if actor.counters.get("ravens", 0) <= 0:
        return Refusal(Reason.NO_USES, deferred("refuse.no_raven", {}))
    return _once_a_night(eng, actor)


def _check_reassign(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    if targets and targets[0].name not in _placed(eng, actor):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.no_raven_there", {"player": targets[0].name})
        )
    return None


def _check_spy(eng: Engine, actor: Player) -> Refusal | None:
    return _once_a_night(eng, actor)


def _assign(eng: Engine, act: Act) -> None:
    """S1.4 / S1.6 / R27: a raven goes from the keeper to the (possibly redirected, S1.12)
    target at once; a raven "assigned" back to the keeper stays unassigned."""
    keeper, target = act.actor, act.targets[0]
    _acted(eng, keeper)
    if target is not keeper:
        keeper.counters["ravens"] -= 1
        _place(eng, keeper, [*_placed(eng, keeper), target.name])
    sync_statuses(eng)
    eng.tell(keeper, "raven.assigned", rule="S1.6", causes=[act.event.id], player=target.name)


def _reassign(eng: Engine, act: Act) -> None:
    """S1.5 / R27: a raven moves from one player to another at once."""
    keeper = act.actor
    source, target = act.targets
    _acted(eng, keeper)
    placed = _placed(eng, keeper)
    if source.name in placed:
        placed.remove(source.name)
        if target is keeper:
            keeper.counters["ravens"] += 1
        else:
            placed.append(target.name)
    _place(eng, keeper, placed)
    sync_statuses(eng)
    eng.tell(
        keeper,
        "raven.reassigned",
        rule="S1.5",
        causes=[act.event.id],
        source=source.name,
        player=target.name,
    )


def spy_report(eng: Engine, visit: Visit) -> None:
    """S1.10 / S1.11 / R27: the spying keeper learns both names and who acted, never the kind of
    action, when one holder of their ravens acts on another."""
    spying = eng.ext(RavenState).spying
    for keeper in eng.living():
        if spying.get(keeper.name) != eng.state.phase or KEEPER not in eng.role_of(keeper).tags:
            continue
        held = holders(eng, keeper)
        if visit.actor in held and visit.target in held:
            eng.tell(
                keeper,
                "raven.report",
                rule="S1.11",
                causes=[visit.event],
                kind="spy_report",
                actor=visit.actor,
                target=visit.target,
            )


def ravens_return(eng: Engine, victim: Player, ev: Event) -> None:
    """S1.5 / R27: ravens on a player who dies return to their keeper at once."""
    for keeper in eng.state.players:
        if KEEPER not in eng.role_of(keeper).tags or keeper is victim:
            continue
        placed = _placed(eng, keeper)
        back = placed.count(victim.name)
        if back:
            _place(eng, keeper, [n for n in placed if n != victim.name])
            keeper.counters["ravens"] = keeper.counters.get("ravens", 0) + back
            eng.emit(
                "ravens_returned",
                actor=keeper.name,
                targets=[victim.name],
                causes=[ev.id],
                rule="S1.5",
                data={"count": back},
            )
    sync_statuses(eng)


ASSIGN = Ability(
    verb="assign",
    when="night",
    timing="immediate",
    does=Target(),
    resolve=_assign,
    actor_check=_check_assign,
    rule="S1.4",
    help="give one of your ravens to a player",
    declaration=Declaration(effects=(Effect.INFORMATION,), learns=Learns.VISITS, aim=Aim.WATCH),
)
REASSIGN = Ability(
    verb="reassign",
    when="night",
    timing="immediate",
    does=Target(),
    resolve=_reassign,
    min_targets=2,
    max_targets=2,
    allow_self=True,
    visit_slots=(1,),
    check=_check_reassign,
    actor_check=_once_a_night,
    rule="S1.5",
    usage="reassign FROM TO",
    help="move one of your ravens from a player to another",
    # the bots place their ravens once and leave them where they are
    declaration=Declaration(
        effects=(Effect.NOTHING, Effect.INFORMATION), learns=Learns.VISITS, aim=Aim.SKIP
    ),
)
SPY = Ability(
    verb="spy",
    when="night",
    timing="immediate",
    # S1.8: tonight's one raven action is spent; S1.9 / S1.10 / R27: from now until the night
    # ends the keeper watches the ravens (``spy_report``)
    does=(
        Remember("acted", in_=RavenState, value="phase index"),
        Remember("spying", in_=RavenState, value="phase index", tell="raven.spying"),
    ),
    min_targets=0,
    max_targets=0,
    visits=False,
    actor_check=_check_spy,
    rule="S1.9",
    help="for the rest of the night, learn who acts on whom among your ravens' holders",
    declaration=Declaration(learns=Learns.VISITS, aim=Aim.SPENT),
)

RAVENKEEPER = RoleDef(
    name="Ravenkeeper",
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(ASSIGN, REASSIGN, SPY),
    tags=frozenset({KEEPER}),
    setup=_deal,
    rules=(
        "S1.1",
        "S1.2",
        "S1.3",
        "S1.4",
        "S1.5",
        "S1.6",
        "S1.7",
        "S1.8",
        "S1.9",
        "S1.10",
        "S1.11",
        "S1.12",
        "S1.13",
        "R27",
    ),
    summary="Hand out ravens at night, or spy: learn who acts on whom among their holders.",
    description=(
        "Starts with one raven for every five players (rounded down). Each night, at once, either "
        "assigns a raven to a player, moves one from a player to another, or spies: for the rest "
        "of that night, whenever one player holding one of these ravens uses an action on "
        "another holder, the Ravenkeeper learns both names and who acted, but not what was done. "
        "Unassigned ravens sit with the Ravenkeeper, who then counts as a holder. A raven on a "
        "player who dies flies back at once. Redirections move the Ravenkeeper's choices too; "
        "several Ravenkeepers each keep their own ravens."
    ),
    mix=Mix(from_players=10, rank=1),
    book_group="Townsfolk Power",
    limited=True,
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.ravens_used",
    "refuse.no_raven",
    "refuse.no_raven_there",
    "raven.assigned",
    "raven.reassigned",
    "raven.spying",
    "raven.report",
)


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "ravens_returned",
)


# R37: the Ravenkeeper's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py: the ravens report a visit after contagion spread along it).
FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "raven.report": Meaning.VISIT_SEEN,
    },
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="ravenkeeper",
    roles=(RAVENKEEPER,),
    listeners=(
        # S1.10 / S1.11: the spy report, on every visit
        ("visit", spy_report),
        # S1.5: ravens on a player who dies return to their keeper
        ("death", ravens_return),
    ),
    # S1.7 / R27: who holds a raven (the scenario key ``raven``)
    statuses=(RAVEN,),
    state=RavenState,
)

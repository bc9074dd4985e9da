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

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, RoleDef, Ruleset
from ..engine.state import Player, Visit

RAVEN = "raven"
KEEPER = "ravenkeeper"


def _placed(keeper: Player) -> list[str]:
    """Where this keeper's assigned ravens sit (a name per raven)."""
    return list(keeper.memory.get("ravens", []))


def holders(keeper: Player) -> set[str]:
    """S1.7 / R27: unassigned ravens sit on the Ravenkeeper, who then counts as a holder."""
    out = set(_placed(keeper))
    if keeper.counters.get("ravens", 0) > 0:
        out.add(keeper.name)
    return out


def sync_statuses(eng: Engine) -> None:
    """Keep the ``raven`` status on exactly the players who hold one of anyone's ravens."""
    keepers = [p for p in eng.state.players if KEEPER in eng.role_of(p).tags]
    held = set().union(*(holders(k) for k in keepers)) if keepers else set()
    for p in eng.state.players:
        has = p.has(RAVEN)
        if p.name in held and not has:
            eng.add_status(p, RAVEN, source=len(eng.state.events) - 1)
        elif p.name not in held and has:
            eng.remove_status(p, RAVEN)


def _deal(eng: Engine, keeper: Player) -> None:
    """S1.3 / R27: one raven for every five players, rounded down."""
    keeper.counters["ravens"] = len(eng.state.players) // 5
    keeper.memory["ravens"] = []
    sync_statuses(eng)


def _once_a_night(eng: Engine, actor: Player) -> Refusal | None:
    """S1.1 / S1.8 / R27: each night either assign, reassign or spy — one of the three."""
    if actor.memory.get("raven_night") == eng.state.phase:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.ravens_used", {}))
    return None


def _check_assign(eng: Engine, actor: Player) -> Refusal | None:
    if actor.counters.get("ravens", 0) <= 0:
        return Refusal(Reason.NO_USES, deferred("refuse.no_raven", {}))
    return _once_a_night(eng, actor)


def _check_reassign(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    if targets and targets[0].name not in _placed(actor):
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
    keeper.memory["raven_night"] = eng.state.phase
    if target is not keeper:
        keeper.counters["ravens"] -= 1
        keeper.memory["ravens"] = [*_placed(keeper), target.name]
    sync_statuses(eng)
    eng.tell(keeper, "raven.assigned", rule="S1.6", causes=[act.event.id], player=target.name)


def _reassign(eng: Engine, act: Act) -> None:
    """S1.5 / R27: a raven moves from one player to another at once."""
    keeper = act.actor
    source, target = act.targets
    keeper.memory["raven_night"] = eng.state.phase
    placed = _placed(keeper)
    if source.name in placed:
        placed.remove(source.name)
        if target is keeper:
            keeper.counters["ravens"] += 1
        else:
            placed.append(target.name)
    keeper.memory["ravens"] = placed
    sync_statuses(eng)
    eng.tell(
        keeper,
        "raven.reassigned",
        rule="S1.5",
        causes=[act.event.id],
        source=source.name,
        player=target.name,
    )


def _spy(eng: Engine, act: Act) -> None:
    """S1.9 / S1.10 / R27: from now until the night ends, the keeper watches the ravens."""
    act.actor.memory["raven_night"] = eng.state.phase
    act.actor.memory["spying"] = eng.state.phase
    eng.tell(act.actor, "raven.spying", rule="S1.9", causes=[act.event.id])


def spy_report(eng: Engine, visit: Visit) -> None:
    """S1.10 / S1.11 / R27: the spying keeper learns both names and who acted, never the kind of
    action, when one holder of their ravens acts on another."""
    for keeper in eng.living():
        if keeper.memory.get("spying") != eng.state.phase or KEEPER not in eng.role_of(keeper).tags:
            continue
        held = holders(keeper)
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
        placed = _placed(keeper)
        back = placed.count(victim.name)
        if back:
            keeper.memory["ravens"] = [n for n in placed if n != victim.name]
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
    kind="target",
    resolve=_assign,
    actor_check=_check_assign,
    rule="S1.4",
    help="give one of your ravens to a player",
)
REASSIGN = Ability(
    verb="reassign",
    when="night",
    timing="immediate",
    kind="target",
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
)
SPY = Ability(
    verb="spy",
    when="night",
    timing="immediate",
    kind="spy",
    resolve=_spy,
    min_targets=0,
    max_targets=0,
    visits=False,
    actor_check=_check_spy,
    rule="S1.9",
    help="for the rest of the night, learn who acts on whom among your ravens' holders",
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
)


def install(rules: Ruleset) -> None:
    rules.add_role(RAVENKEEPER)
    rules.on("visit", spy_report)
    rules.on("death", ravens_return)

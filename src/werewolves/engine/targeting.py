"""The targeting ability type: storing a player for an ability that fires later.

Targeters (Angel, Huntress, Executioner, Flute Apprentice …) choose at once, in any phase; they
may change their choice once a phase, plus one emergency change a game, and may choose nobody.
Targeting another player is a visit (S0.12). The stored target is read with :func:`target_of`.
"""

from __future__ import annotations

from .core import Act, Engine, Reason, Refusal
from .declarations import Declaration
from .messages import deferred
from .rules import Ability
from .state import Player

TARGET_KEY = "target"


def _check(eng: Engine, actor: Player) -> Refusal | None:
    """S1.52: one change a phase, plus one emergency change a game."""
    mem = actor.memory
    if mem.get("target_phase") == eng.state.phase and mem.get("target_emergency"):
        return Refusal(Reason.ALREADY_USED, deferred("refuse.target_changes", {}))
    return None


def _resolve(eng: Engine, act: Act) -> None:
    """S1.54: choosing a target is immediate; a second choice in a phase spends the emergency."""
    mem = act.actor.memory
    if mem.get("target_phase") == eng.state.phase:
        mem["target_emergency"] = True
    mem["target_phase"] = eng.state.phase
    chosen = act.targets[0].name if act.targets else None
    mem[TARGET_KEY] = chosen
    if chosen:
        eng.tell(act.actor, "target.set", rule="S1.54", causes=[act.event.id], player=chosen)
    else:
        eng.tell(act.actor, "target.cleared", rule="S1.54", causes=[act.event.id])


def targeting(
    *,
    rule: str,
    help: str,
    when: str = "any",
    from_phase: int = 0,
    declaration: Declaration | None = None,
) -> Ability:
    """A ``target X`` / ``target nobody`` ability with the usual change limits."""
    assert when in ("any", "day", "night")
    return Ability(
        verb="target",
        when=when,  # type: ignore[arg-type]
        timing="immediate",
        kind="target",
        resolve=_resolve,
        min_targets=0,
        per_phase=None,
        from_phase=from_phase,
        actor_check=_check,
        rule=rule,
        usage="target PLAYER (or: target nobody)",
        help=help,
        declaration=declaration or Declaration(),
    )


def target_of(eng: Engine, player: Player) -> Player | None:
    """The living player ``player`` has targeted, if any (a dead target counts as none)."""
    name = player.memory.get(TARGET_KEY)
    if not name:
        return None
    target = eng.find(str(name))
    return target if target is not None and target.alive else None


def target_name(player: Player) -> str | None:
    """The stored target's name, dead or alive."""
    name = player.memory.get(TARGET_KEY)
    return str(name) if name else None

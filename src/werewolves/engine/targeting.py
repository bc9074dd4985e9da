"""The targeting ability type: storing a player for an ability that fires later.

Targeters (Angel, Huntress, Executioner, Flute Apprentice …) choose at once, in any phase; they
may change their choice once a phase, plus one emergency change a game, and may choose nobody.
Targeting another player is a visit (S0.12). The stored target is read with :func:`target_of`.
"""

from __future__ import annotations

from dataclasses import replace

from .core import Act, Engine, Reason, Refusal
from .declarations import Declaration
from .effects import Target
from .messages import deferred
from .rules import Ability, ActorCheck, Available, Check, Resolve
from .state import Player

TARGET_KEY = "target"


def _checker(key: str) -> ActorCheck:
    phase_key, emergency_key = _keys(key)

    def _check(eng: Engine, actor: Player) -> Refusal | None:
        """S1.52: one change a phase, plus one emergency change a game."""
        mem = actor.memory
        if mem.get(phase_key) == eng.state.phase and mem.get(emergency_key):
            return Refusal(Reason.ALREADY_USED, deferred("refuse.target_changes", {}))
        return None

    return _check


def _resolver(key: str) -> Resolve:
    phase_key, emergency_key = _keys(key)

    def _resolve(eng: Engine, act: Act) -> None:
        """S1.54: choosing a target is immediate; a second choice in a phase spends the
        emergency."""
        mem = act.actor.memory
        if mem.get(phase_key) == eng.state.phase:
            mem[emergency_key] = True
        mem[phase_key] = eng.state.phase
        chosen = act.targets[0].name if act.targets else None
        mem[key] = chosen
        if chosen:
            eng.tell(act.actor, "target.set", rule="S1.54", causes=[act.event.id], player=chosen)
        else:
            eng.tell(act.actor, "target.cleared", rule="S1.54", causes=[act.event.id])

    return _resolve


def _keys(key: str) -> tuple[str, str]:
    """The memory keys of a target kept under ``key``: the phase of its last change, and whether
    the emergency change is spent (``target_phase`` / ``target_emergency`` for the default)."""
    return f"{key}_phase", f"{key}_emergency"


def targeting(
    *,
    rule: str,
    help: str,
    when: str = "any",
    from_phase: int = 0,
    declaration: Declaration | None = None,
    verb: str = "target",
    key: str = TARGET_KEY,
    check: Check | None = None,
    available: Available | None = None,
    dead_targets: bool = False,
    redirectable: bool = True,
) -> Ability:
    """A ``target X`` / ``target nobody`` ability with the usual change limits.

    A role or extra role whose target must not mix with another targeting ability its holder
    may also have (an extra role held on top of a Huntress) keeps it under its own memory
    ``key`` and its own ``verb``; ``check`` restricts whom it may name; ``available`` says
    whether its holder has it now (reading that player alone: their statuses);
    ``dead_targets`` lets it name the dead too; and a target that must stay one of a few
    players is not ``redirectable``."""
    assert when in ("any", "day", "night")
    return Ability(
        verb=verb,
        when=when,  # type: ignore[arg-type]
        timing="immediate",
        does=Target(),
        resolve=_RESOLVE if key == TARGET_KEY else _resolver(key),
        min_targets=0,
        per_phase=None,
        from_phase=from_phase,
        actor_check=_CHECK if key == TARGET_KEY else _checker(key),
        check=check,
        available=available,
        available_reads_player_only=available is not None,
        dead_targets=dead_targets,
        redirectable=redirectable,
        rule=rule,
        usage=f"{verb} PLAYER (or: {verb} nobody)",
        help=help,
        # RM562: a target stands until changed, so a screen's reminder of what leaving it
        # unused costs is for a holder whose standing target names nobody
        declaration=replace(declaration or Declaration(), lasting=True),
    )


_CHECK = _checker(TARGET_KEY)
_RESOLVE = _resolver(TARGET_KEY)


def target_of(eng: Engine, player: Player, key: str = TARGET_KEY) -> Player | None:
    """The living player ``player`` has targeted, if any (a dead target counts as none)."""
    name = player.memory.get(key)
    if not name:
        return None
    target = eng.find(str(name))
    return target if target is not None and target.alive else None


def target_name(player: Player, key: str = TARGET_KEY) -> str | None:
    """The stored target's name, dead or alive."""
    name = player.memory.get(key)
    return str(name) if name else None

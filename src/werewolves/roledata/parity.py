"""An ability whose uses a phase differ on odd and even phases: the role file's
``limits: {per_phase: N, per_even_phase: M}`` (N uses in Night 1, Night 3 … and M in
Night 2, Night 4 …; for a day ability Day 1, Day 3 … against Day 2, Day 4 …), and what
``role import`` makes of WWRF's ``⟨Odd: xN, Even: xM⟩``.

The engine counts an immediate ability's uses a phase against one number: the loader gives
it the larger of the two, and this actor check refuses a use past the number of the phase's
parity (the engine's own refusal, ``refuse.already_used``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.core import Engine, Reason, Refusal
from ..engine.messages import deferred
from ..engine.phases import phase_number
from . import wwrf

if TYPE_CHECKING:
    from ..engine.state import Player

__all__ = ["parity_limits", "parity_uses"]


def parity_uses(verb: str, odd: int, even: int) -> Callable[[Engine, Player], Refusal | None]:
    """The actor check of an ability used ``odd`` times in a phase of an odd number and
    ``even`` times in one of an even number (WWRF's ``⟨Odd: xN, Even: xM⟩``)."""
    suffix = f"|{verb}"

    def check(eng: Engine, actor: Player) -> Refusal | None:
        # R7: a role's own number of uses a phase; the phase's number (Night N, Day N) says
        # which of its two numbers holds
        allowed = even if phase_number(eng.state.phase) % 2 == 0 else odd
        prefix = f"{actor.name}|"
        used = sum(n for k, n in eng.state.used.items()
                   if k.startswith(prefix) and k.endswith(suffix))
        if used < allowed:
            return None
        return Refusal(Reason.ALREADY_USED, deferred("refuse.already_used", {"verb": verb}))

    return check


def parity_limits(s: wwrf.Scaling, timing: str | None) -> dict[str, int] | None:
    """``⟨Odd: xN, Even: xM⟩`` (both fixed numbers) on an immediate ability as its limits
    ``per_phase: N, per_even_phase: M``; None for any other scaling."""
    from .translate import _number

    if s.kind != "phase" or timing != "immediate" or len(s.cases) != 2:
        return None
    got: dict[str, Any] = {}
    for c in s.cases:
        n = _number(c.times)
        if c.guard is not None or c.parity not in ("odd", "even") or n is None or n < 1:
            return None
        got["per_even_phase" if c.parity == "even" else "per_phase"] = n
    return got if len(got) == 2 else None

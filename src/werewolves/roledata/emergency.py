"""An ability's emergency use: once a phase, plus one emergency use a game (the book's rule for
immediate abilities, rule-abilities-immediate-abilities.2: "abilities like targeting usually
have an emergency change once per game"; psychopath.7 for a disguise). A role file says it as
``limits: {emergency: yes}``; a held target's own (``SetTarget: {emergency: yes}``, S1.52)
is the same rule kept by its effect.

What ``role import`` makes of WWRF's ``On Action [Type]: <the line of one of the role's
abilities> [Quantity: 1]``: the second use of that ability, once a game, offered once the
holder has used it (the incumbent's emergency prompt), i.e. that ability's ``emergency``.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Effect
from ..engine.effects import Does
from ..engine.messages import deferred
from . import wwrf

if TYPE_CHECKING:
    from ..engine.state import Player
    from .translate import _State

KEY_TEXT = ("yes: one use a phase, plus one emergency use a game (a second use within a phase "
            "spends it)")


def _keys(verb: str) -> tuple[str, str]:
    """The memory keys of an ability's uses: the phase of its last use, and whether the
    emergency use is spent."""
    return f"emergency {verb} phase", f"emergency {verb} spent"


@dataclass(frozen=True)
class EmergencyUse(Does):
    """A bookkeeping step before the ability's effect: its use is written down, and a second
    use within one phase spends the emergency use (the check refuses a third)."""

    kind: ClassVar[str | None] = None
    marks: ClassVar[tuple[Effect, ...] | None] = None

    verb: str = ""

    def run(self, eng: Engine, act: Act) -> None:
        mem = act.actor.memory
        phase_key, spent_key = _keys(self.verb)
        if mem.get(phase_key) == eng.state.phase:
            mem[spent_key] = True
        mem[phase_key] = eng.state.phase

    def text(self) -> str:
        return "one use a phase, plus one emergency use a game"

    def notation(self) -> str:
        return "Emergency"


def uses_left(verb: str) -> Callable[[Engine, Player], Refusal | None]:
    """rule-abilities-immediate-abilities.2: a second use in a phase is the emergency one; a
    third, or a second in a later phase once it is spent, is refused."""
    phase_key, spent_key = _keys(verb)

    def check(eng: Engine, actor: Player) -> Refusal | None:
        mem = actor.memory
        if mem.get(phase_key) == eng.state.phase and mem.get(spent_key):
            return Refusal(Reason.ALREADY_USED, deferred("refuse.emergency_used", {"verb": verb}))
        return None

    return check


# ---------------------------------------------------------------------------- the import


def emergency_use(state: _State, where: str, b: wwrf.Block,
                  translate_block: Callable[[_State, str, wwrf.Block], None]) -> bool:
    """``On Action [Type]: <line> [Quantity: 1]`` whose line, as an ``Immediate`` block of its
    own, translates to an ability the role already has (its verb aside): that ability's
    ``limits: {emergency: yes}`` (True). False when it is no such block (the caller goes on)."""
    from .translate import _number

    trig = b.trigger
    if not (isinstance(trig, wwrf.Trigger) and trig.kind == "On Action" and trig.filter
            and not trig.filter.negated and len(b.body) == 1
            and isinstance(b.body[0], wwrf.Do) and b.body[0].line == b.line):
        return False
    do = b.body[0]
    rs = b.params.restrictions + do.params.restrictions
    if (len(rs) != 1 or not isinstance(rs[0], wwrf.Quantity) or _number(rs[0].count) != 1
            or b.params.options or do.params.options or b.params.scaling or do.params.scaling):
        return False
    alone = wwrf.Block(b.line, wwrf.Trigger("Immediate"), wwrf.Params(),
                       (wwrf.Do(do.line, do.ability),))
    scratch = dataclasses.replace(state, abilities=[], untranslated=[])
    translate_block(scratch, where, alone)
    if scratch.untranslated or len(scratch.abilities) != 1:
        return False
    (mine,) = scratch.abilities

    def same(ab: dict[str, Any]) -> bool:
        keep = {k: v for k, v in ab.items() if k not in ("verb", "limits")}
        return keep == {k: v for k, v in mine.items() if k not in ("verb", "limits")}

    for ab in state.abilities:
        limits = ab.get("limits") or {}
        if same(ab) and limits.get("per_phase", 1) == 1:
            ab["limits"] = {**limits, "emergency": True}
            return True
    return False


__all__ = ["KEY_TEXT", "EmergencyUse", "emergency_use", "uses_left"]

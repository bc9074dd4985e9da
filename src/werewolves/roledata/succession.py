"""An ability's ``limits: {succession: …}`` in a role file: it may not be used two chances
running (``use``), or not on the same player two chances running (``target``).

A chance is a phase the ability can be used in: a day or night ability's chance before this
one is the day or night before (two phases back), an ``any`` ability's the phase before. The
use looked at is the holder's own last choice of that ability in that phase (an immediate
use, or an end-of-phase choice as it stood when the phase ended; one withdrawn is none): a
chance left unused in between lets the player be named again, as ruling RM383 reads the
Pack Tanner's "twice in a row". WWRF writes these as ``[Succession: No Succession]`` and
``[Succession: No Target Succession]`` (the guides' succession restrictions).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.core import Reason, Refusal
from ..engine.messages import deferred

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.rules import Check
    from ..engine.state import Player

# the words of ``succession`` and what each forbids
SUCCESSION = {
    "use": "not used two chances running (the day or night before, for a day or night ability)",
    "target": "not on a player it named at its chance before",
}
# the events that record an ability's use or choice (engine/resolution.py)
_USES = ("action", "action_chosen", "action_withdrawn")


def last_targets(eng: Engine, actor: str, verb: str, phase: int) -> list[str] | None:
    """The players ``actor`` named with ``verb`` in ``phase`` (its last choice there), or
    None when they did not use it then."""
    found: list[str] | None = None
    for ev in reversed(eng.state.events):
        if ev.phase < phase:
            break
        if (ev.phase == phase and ev.kind in _USES and ev.actor == actor
                and ev.params.get("verb") == verb):
            found = list(ev.targets) or None
            break
    return found


def succession_check(verb: str, how: str, when: str) -> Check:
    """The target check of ``limits: {succession: how}`` on the ability ``verb`` of phase
    ``when`` (``day``, ``night`` or ``any``)."""
    back = 1 if when == "any" else 2

    def check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
        # R7: a role's own restriction on its ability, refused with its sentence (the
        # guides' succession restrictions; ruling RM383 for what "running" means)
        before = last_targets(eng, actor.name, verb, eng.state.phase - back)
        if before is None:
            return None
        if how == "use":
            return Refusal(Reason.NOT_NOW, deferred("refuse.succession_use", {"verb": verb}))
        for t in targets:
            if t.name in before:
                return Refusal(Reason.INVALID_TARGET, deferred(
                    "refuse.succession_target", {"verb": verb, "player": t.name}))
        return None

    return check


def schema() -> dict[str, Any]:
    return {"enum": list(SUCCESSION),
            "description": "use: " + SUCCESSION["use"] + "; target: " + SUCCESSION["target"]}

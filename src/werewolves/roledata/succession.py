"""A role file's ability that may not name the same player twice running (the key
``no_repeat: yes``; WWRF's ``[Succession: No Target Succession]``: "may not be used
successively on the same target"; the book's hooker.5 and saboteur-wolf.4 say the same of last
night's choice).

The previous use is read from the log: the accepting ``action`` event of the same ability
(the same verb) by the same player, in the two phases before the current one (an ability of
one phase kind is used successively on consecutive phases of that kind; one usable at any
time, on consecutive phases). No state of its own: the log is the record.
"""

from __future__ import annotations

from ..engine.core import Engine, Reason, Refusal
from ..engine.messages import deferred
from ..engine.rules import Check
from ..engine.state import Player

__all__ = ["AGAIN", "AGAIN_TEXT", "no_repeat"]

AGAIN = "custom.same_target_again"
AGAIN_TEXT = ("Your {verb} named {player} last time: it may not name the same player twice "
              "running.")


def last_targets(eng: Engine, actor: Player, verb: str) -> list[str] | None:
    """The players the actor's previous use of ``verb`` named (in the two phases before this
    one), or None when there was none."""
    now = eng.state.phase
    for ev in reversed(eng.state.events):
        if ev.phase < now - 2:
            return None
        if (ev.phase < now and ev.kind == "action" and ev.actor == actor.name
                and ev.params.get("verb") == verb):
            return list(ev.targets)
    return None


def no_repeat(verb: str) -> Check:
    """WWRF `Succession: No Target Succession`: refused when a target is one the previous use
    named."""

    def check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
        last = last_targets(eng, actor, verb)
        if not last:
            return None
        for t in targets:
            if t.name in last:
                return Refusal(Reason.INVALID_TARGET,
                               deferred(AGAIN, {"verb": verb, "player": t.name}))
        return None

    return check

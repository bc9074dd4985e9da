"""The phase clock's presets, one table every front reads: how long days and
nights last in a game whose phases end at their deadlines. The service gives a timed game the
default's lengths when it was made without them; the Discord lobby (``/lobby clock:``) and the
browser builder offer the same presets by the same names.

Plain data and words: no game, no rule, no role (the edges read it as they read a setting)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Clock:
    """How long each day and each night lasts, in seconds."""

    day: int
    night: int


# WWR's day and night together last about 24 hours ("long", the default);
# groups also play fast games (10 min days, 5 min nights)
CLOCKS: dict[str, Clock] = {
    "long": Clock(12 * 3600, 12 * 3600),
    "fast": Clock(10 * 60, 5 * 60),
}
DEFAULT_CLOCK = "long"


def length_text(seconds: int) -> str:
    """A length as a host reads it: ``12 h``, ``10 min``, ``45 s``."""
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    if seconds % 60 == 0:
        return f"{seconds // 60} min"
    return f"{seconds} s"


def clock_label(name: str) -> str:
    """The preset ``name`` with its lengths: ``long: 12 h days, 12 h nights``."""
    c = CLOCKS[name]
    return f"{name}: {length_text(c.day)} days, {length_text(c.night)} nights"


__all__ = ["CLOCKS", "DEFAULT_CLOCK", "Clock", "clock_label", "length_text"]

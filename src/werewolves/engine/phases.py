"""Phases and the fixed order of steps inside each phase.

Phases are numbered the way the game's bot numbers them: Day 0 is 0, Night 1 is 1, Day 1 is 2,
Night 2 is 3 … so Night n = 2n − 1 and Day n = 2n. Every place that shows a phase to a person
writes it as ``Day N`` / ``Night N`` (R1).

The step order of R2 is written once, here, as two named tables. The engine walks these tables;
no role carries a numeric priority.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

PhaseKind = Literal["day", "night"]

# R1: Day 0 → Night 1 → Day 1 → Night 2 → …
_PHASE_RE = re.compile(r"^\s*(day|night)\s+(\d+)\s*$", re.IGNORECASE)


def phase_kind(index: int) -> PhaseKind:
    """Day phases have even indexes (Day 0 = 0), nights odd ones."""
    return "day" if index % 2 == 0 else "night"


def phase_number(index: int) -> int:
    """The N in ``Day N`` / ``Night N``."""
    return index // 2 if index % 2 == 0 else (index + 1) // 2


def _phase_name(index: int) -> str:
    return f"{'Day' if index % 2 == 0 else 'Night'} {phase_number(index)}"


# speed: the names of the first phases, written once (every phase's start names its phase)
_NAMES = tuple(_phase_name(i) for i in range(256))


def phase_name(index: int) -> str:
    """R1: phases are written exactly ``Day N`` / ``Night N``."""
    return _NAMES[index] if 0 <= index < 256 else _phase_name(index)


def phase_words(index: int, lang: str = "en") -> str:
    """R1: a phase's name as a reader of ``lang`` reads it (``Day 1``, „Tag 1“). The English
    :func:`phase_name` stays the phase's name in logs, keys and commands."""
    if lang == "en":
        return phase_name(index)
    from .messages import render

    kind = "phase.day" if index % 2 == 0 else "phase.night"
    return render(kind, {"n": phase_number(index)}, lang)


def phase_words_of(name: str, lang: str = "en") -> str:
    """The phase named ``name`` (``Day 1``, as a view's fields write it) in ``lang``; a text that
    is no phase's name is returned as it is."""
    index = parse_phase(name) if lang != "en" else None
    return name if index is None else phase_words(index, lang)


def parse_phase(text: str) -> int | None:
    """The index of a phase written ``Day N`` / ``Night N``; None when the text is not a phase.

    Night 0 does not exist (the game starts with Day 0).
    """
    m = _PHASE_RE.match(text)
    if not m:
        return None
    kind, n = m.group(1).lower(), int(m.group(2))
    if kind == "day":
        return 2 * n
    if n == 0:
        return None
    return 2 * n - 1


@dataclass(frozen=True)
class Step:
    """One step of a phase: its name (used in the event log) and the rule that places it."""

    name: str
    rule: str
    what: str


# R2: the order inside a day. Immediate actions happen between ``day_start`` and ``lynch_close``,
# while the day is running; the engine walks the remaining steps when the day ends.
DAY_STEPS: tuple[Step, ...] = (
    Step("day_start", "R2", "start-of-day effects"),
    Step("immediate", "R2", "immediate actions, in the order they are accepted"),
    # R2 / R3: end-of-day choices that put votes on the day's lynch polls (the Stalker's threat)
    # resolve first when the day ends, so that they count when the polls close below.
    Step("lynch_votes", "R2", "end-of-day choices adding votes to the day's lynch polls"),
    Step("lynch_close", "R2", "the lynch poll closes and its winner is chosen"),
    Step("election_close", "R2", "the election poll closes and its winner is chosen"),
    Step("lynch_cancel", "R2", "lynch cancellation (Angel)"),
    Step("lynch_consequences", "R2", "the lynched player dies (or another lynch consequence)"),
    Step("election_consequences", "R2", "the elected player receives the office"),
    Step("day_end_effects", "R2", "end-of-day actions resolve as one batch (amulet passing)"),
    Step("day_end_consequences", "R2", "the consequences of end-of-day effects (deaths)"),
)

# R2: the order inside a night.
NIGHT_STEPS: tuple[Step, ...] = (
    Step("night_start", "R2", "start-of-night effects (plague notices)"),
    Step("immediate", "R2", "immediate actions, in the order they are accepted"),
    Step("night_end_effects", "R2", "end-of-night actions resolve as one batch (pack attack)"),
    Step(
        "night_end_consequences",
        "R2",
        "the consequences: deaths from attacks, plague deaths, Horseman of Death deaths",
    ),
)


def steps_for(index: int) -> tuple[Step, ...]:
    return DAY_STEPS if phase_kind(index) == "day" else NIGHT_STEPS

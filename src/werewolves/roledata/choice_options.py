"""What one option of a WWRF choice runs when it is several lines (`` Choice `A` Chosen: ``
followed by `•` lines): a typed list of effects of the vocabulary, carried out in order, as
one ability's ``effect`` (the guide's Choices: an option chosen runs its block as any ability's
block runs).

Each line is translated by the caller (translate.py, which knows the page's pieces) into
(whom, effect): ``chosen`` for an effect on the player chosen, ``user`` for one on the holder,
``none`` for one that reaches nobody (a Learn). An option whose effects all reach the holder
(or nobody) names no player (``targets: user``); one with an effect on the player chosen names
one player, and may then carry only those effects on the holder that say so themselves (a
marker's or a shield's ``user: yes``). Anything else (a Process, a condition, a restriction on
the option) is no option of ours: None.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from . import wwrf

__all__ = ["Step", "several_effects"]

# (whom, effect) for one line, or None when the line is not translated
Step = Callable[[wwrf.Ability], "tuple[str, dict[str, Any] | str] | None"]
MAX_STEPS = 8  # lines of one option


def _says_user(effect: dict[str, Any] | str) -> bool:
    """An effect that reaches the holder whatever the ability's targets (its ``user: yes``)."""
    if not isinstance(effect, dict):
        return False
    fields = next(iter(effect.values()))
    return isinstance(fields, dict) and fields.get("user") is True


def several_effects(b: wwrf.Block, step: Step) -> dict[str, Any] | None:
    """The targets and effects of an option block of several lines, or None."""
    if len(b.body) < 2 or len(b.body) > MAX_STEPS:
        return None
    if any(p.restrictions or p.scaling or p.options for p in (b.params,)):
        return None
    made: list[tuple[str, dict[str, Any] | str]] = []
    for st in b.body:
        if not isinstance(st, wwrf.Do) or st.params.restrictions or st.params.scaling or (
                st.params.options):
            return None
        got = step(st.ability)
        if got is None:
            return None
        made.append(got)
    effects = [e for _, e in made]
    if any(w == "chosen" for w, _ in made):
        if any(w == "user" and not _says_user(e) for w, e in made):
            return None
        return {"targets": {"count": 1}, "effect": effects}
    return {"targets": "user", "effect": effects}

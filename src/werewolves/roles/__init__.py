"""Every role family, gathered into one :class:`Ruleset`."""

from __future__ import annotations

from functools import cache

from ..engine import kernel
from ..engine.rules import Ruleset
from . import base, horsemen, offices, plague


@cache
def default_rules() -> Ruleset:
    """The rules of the game as this version implements them (built once, never changed)."""
    rules = Ruleset()
    kernel.install(rules)
    base.install(rules)
    offices.install(rules)
    plague.install(rules)
    horsemen.install(rules)
    return rules

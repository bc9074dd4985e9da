"""Every role family, gathered into one :class:`Ruleset`."""

from __future__ import annotations

from functools import cache

from ..engine import kernel
from ..engine.rules import Ruleset
from . import (
    amulet,
    angel,
    assassin,
    base,
    chef,
    executioner,
    flute,
    grandma,
    horsemen,
    huntress,
    offices,
    plague,
    ravenkeeper,
    runner,
    stalker,
    underworld,
    wolves,
)


@cache
def default_rules() -> Ruleset:
    """The rules of the game as this version implements them (built once, never changed)."""
    return build_rules()


def build_rules() -> Ruleset:
    """A fresh copy of every rule, for code (tests, variants) that adds rules of its own."""
    rules = Ruleset()
    kernel.install(rules)
    base.install(rules)
    offices.install(rules)
    plague.install(rules)
    horsemen.install(rules)
    wolves.install(rules)
    ravenkeeper.install(rules)
    grandma.install(rules)
    angel.install(rules)
    amulet.install(rules)
    assassin.install(rules)
    huntress.install(rules)
    runner.install(rules)
    executioner.install(rules)
    stalker.install(rules)
    underworld.install(rules)
    chef.install(rules)
    flute.install(rules)
    return rules

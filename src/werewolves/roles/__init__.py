"""Every role family, gathered into one :class:`Ruleset` in the one resolution order (R37)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from types import ModuleType

from ..engine import kernel, polls
from ..engine.messages import register_events, register_meanings, register_texts
from ..engine.moments import InstallError
from ..engine.rules import Family, Ruleset
from . import (
    amulet,
    angel,
    assassin,
    aura_teller,
    base,
    chef,
    executioner,
    flute,
    grandma,
    horsemen,
    huntress,
    offices,
    order,
    plague,
    ravenkeeper,
    rulebook,  # (registers the words of the vote modifiers; gathers the families' rule text)
    runner,
    stalker,
    underworld,
    wolves,
)

# the version of the rules games are created under (recorded in each game): raised whenever a
# change to the rules could make an old game's commands replay differently
RULES_VERSION = "2026.12.2"

_MODULES: tuple[ModuleType, ...] = (
    polls,
    kernel,
    base,
    offices,
    plague,
    horsemen,
    wolves,
    ravenkeeper,
    grandma,
    angel,
    amulet,
    assassin,
    huntress,
    runner,
    executioner,
    stalker,
    underworld,
    chef,
    flute,
    aura_teller,
)


def manifest(module: ModuleType) -> Family:
    """A family module's manifest: its module-level ``FAMILY`` (R37: every family declares what
    it contributes; nothing is added by code run at install time)."""
    fam = getattr(module, "FAMILY", None)
    if not isinstance(fam, Family):
        raise InstallError(f"{module.__name__} declares no FAMILY manifest")
    return fam


def families() -> list[Family]:
    """Every family's manifest, in the canonical family order."""
    return [manifest(m) for m in _MODULES]


def gather_rule_text(fams: Sequence[Family]) -> None:
    """Every family's rule text joins the rule book (its paraphrases, its events' words); a
    rule id or an event kind two families both declare, or one the book already words
    differently, is refused."""
    for fam in fams:
        for book, own in ((rulebook.RULEBOOK, fam.rulebook), (rulebook.EVENTS, fam.events)):
            for key, words in own.items():
                if book.get(key, words) != words:
                    raise InstallError(f"the family {fam.name!r} words {key!r} a second time")
                book[key] = words


# every family's words are known as soon as the rules are imported (a text is rendered by its
# id, even before a game is built)
for _family in families():
    register_texts(_family.name, _family.messages)
    register_events(_family.name, _family.events)
    register_meanings(_family.name, _family.meanings)
gather_rule_text(families())


@cache
def default_rules() -> Ruleset:
    """The rules of the game as this version implements them (built once, never changed)."""
    return build_rules()


def build_rules(install_order: Sequence[Family] | None = None) -> Ruleset:
    """A fresh copy of every rule, for code (tests, variants) that adds rules of its own.

    ``install_order`` installs the families in another order; the result must not differ in
    anything that matters, since the resolution table orders everything (R37)."""
    rules = Ruleset()
    for fam in install_order if install_order is not None else families():
        rules.install(fam)
    rules.seal(order.table(), order.FAMILIES)
    return rules

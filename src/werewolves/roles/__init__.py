"""Every role family, gathered into one :class:`Ruleset` in the one resolution order (R37)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from importlib import import_module
from types import ModuleType

from ..engine import groups, kernel, polls
from ..engine.messages import register_events, register_meanings, register_texts
from ..engine.moments import InstallError
from ..engine.rules import Family, Ruleset
from . import order, rulebook  # (rulebook: the vote modifiers' words; gathers the families')

# the version of the rules games are created under (recorded in each game): raised whenever a
# change to the rules could make an old game's commands replay differently
RULES_VERSION = "2026.12.3"

# the families the engine itself carries (the polls of every day, the kernel of every game, the
# rules of the groups families declare);
# every other family is the module of this package named in the one family list,
# ``order.FAMILIES`` (a new family is its module and its rows there, nothing here)
_ENGINE_FAMILIES: dict[str, ModuleType] = {"polls": polls, "kernel": kernel, "groups": groups}


def _module(name: str) -> ModuleType:
    found = _ENGINE_FAMILIES.get(name)
    return found if found is not None else import_module(f"{__name__}.{name}")


_MODULES: tuple[ModuleType, ...] = tuple(_module(name) for name in order.FAMILIES)


def manifest(module: ModuleType) -> Family:
    """A family module's manifest: its module-level ``FAMILY`` (R37: every family declares what
    it contributes; nothing is added by code run at install time)."""
    fam = getattr(module, "FAMILY", None)
    if not isinstance(fam, Family):
        raise InstallError(f"{module.__name__} declares no FAMILY manifest")
    return fam


def _named(module: ModuleType, name: str) -> Family:
    fam = manifest(module)
    if fam.name != name:
        raise InstallError(f"{module.__name__} declares the family {fam.name!r}, not {name!r}")
    return fam


def families() -> list[Family]:
    """Every family's manifest, in the canonical family order."""
    return [_named(m, name) for m, name in zip(_MODULES, order.FAMILIES, strict=True)]


def gather_rule_text(fams: Sequence[Family]) -> None:
    """Every family's rule text joins the rule book (its paraphrases; its events' words are the
    Fluent resources'); a rule id two families both declare, or one the book already words
    differently, is refused."""
    for fam in fams:
        for key, words in fam.rulebook.items():
            if rulebook.RULEBOOK.get(key, words) != words:
                raise InstallError(f"the family {fam.name!r} words {key!r} a second time")
            rulebook.RULEBOOK[key] = words


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

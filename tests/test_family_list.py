"""Issue 17 item 3: the family list is written once (``roles/order.py`` ``FAMILIES``); the rules
are built from it, and every family module of ``werewolves.roles`` is on it."""

from __future__ import annotations

import pkgutil
from importlib import import_module

import werewolves.roles as roles_pkg
from werewolves.engine.rules import Family
from werewolves.roles import default_rules, families, order


def test_the_rules_install_the_families_of_the_one_list_in_its_order() -> None:
    assert [f.name for f in families()] == list(order.FAMILIES)
    assert list(default_rules().families) == list(order.FAMILIES)


def test_every_family_module_of_the_package_is_on_the_list() -> None:
    declared = []
    for info in pkgutil.iter_modules(roles_pkg.__path__):
        fam = getattr(import_module(f"{roles_pkg.__name__}.{info.name}"), "FAMILY", None)
        if isinstance(fam, Family):
            declared.append(fam.name)
    assert declared and set(declared) <= set(order.FAMILIES)

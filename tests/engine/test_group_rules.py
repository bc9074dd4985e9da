"""The engine's group rules (engine/groups.py) read the groups families declare (GroupDef),
never a role: they apply only to games that can hold a declared group, a group is declared
once, and the disbanding reads only groups declared so."""

from __future__ import annotations

import pytest

from werewolves.engine.moments import InstallError
from werewolves.engine.rules import Family, GroupDef, RoleDef
from werewolves.game import Game, Setup
from werewolves.roles import build_rules, default_rules
from werewolves.testing import engine_of, state_of


def test_the_group_rules_apply_only_where_a_declared_group_can_be() -> None:
    plain = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]))
    assert "groups" not in state_of(plain).families
    bakers = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Baker"), ("Cid", "Baker")]))
    assert "groups" in state_of(bakers).families
    # a role that can make a player a group member (the infection's Bloody Butcher) is enough
    infecting = Game.new(Setup([("Ann", "Infecting Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]))
    assert "groups" in state_of(infecting).families
    assert {"bakers", "butchers", "hellhounds"} <= set(default_rules().groups)


def test_a_group_is_declared_once() -> None:
    rules = build_rules()
    twice = Family(name="twice", groups=(GroupDef("bakers", team="town"),))
    with pytest.raises(InstallError, match="declared twice"):
        rules.install(twice)


def test_a_group_no_family_declares_keeps_its_members_on_a_change() -> None:
    # the wolfpack declares no betrayal rule: a member's role change leaves it as R36 says
    rules = build_rules()
    rules.add_role(RoleDef("Turncoat", "town", "test"))
    g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Wolf"), ("Cid", "Citizen"), ("Dan", "Citizen"),
                        ("Eve", "Citizen")]), rules=rules)
    engine_of(g).change_role(g.player("Ann"), "Turncoat", causes=[], rule="test")
    assert "Ann" in engine_of(g).group("wolfpack").members  # type: ignore[union-attr]
    assert not [e for e in g.events if e.kind == "group_disbanded"]

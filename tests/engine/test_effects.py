"""Issue 37: what an ability does is declared once (``does=``, engine/effects.py); its kind, its
standard resolution, its declaration's target effects and its help follow from it."""

from __future__ import annotations

import doctest

import pytest

from werewolves.engine import effects
from werewolves.engine.declarations import Effect, Learns
from werewolves.engine.effects import (
    Attack,
    Choose,
    GroupAttack,
    Investigate,
    Protect,
    Remember,
    Spend,
    compact,
)
from werewolves.engine.rules import Ability
from werewolves.roles import default_rules


def test_effects_doctests() -> None:
    assert doctest.testmod(effects).failed == 0


def test_an_attack_derives_its_kind_resolution_declaration_and_help() -> None:
    ab = Ability(verb="hex", when="night", timing="end", does=Attack(source="x"), per_game=1)
    assert ab.kind == "attack"  # ordered among the attacks of the batch (R3, R8)
    assert ab.declaration.effects == (Effect.DEATH,)
    assert ab.help == "attack a player; you are told if it fails"
    assert compact(ab) == "End Night: Attack @1 ⟨×1/game⟩"


def test_bookkeeping_comes_first_and_the_last_effect_gives_the_type() -> None:
    ab = Ability(verb="x", when="night", timing="end", does=(Spend("uses"), Attack()))
    assert ab.kind == "attack"
    assert compact(ab).startswith("End Night: Attack @1")


def test_an_investigation_learns_what_it_says() -> None:
    ab = Ability(verb="x", when="night", timing="immediate", does=Investigate(tell="t"))
    assert (ab.kind, ab.declaration.learns) == ("investigate", Learns.ROLE)
    assert ab.declaration.effects == (Effect.INVESTIGATION,)


def test_a_protection_prints_its_duration() -> None:
    ab = Ability(
        verb="x", when="night", timing="immediate", max_targets=3, does=Protect(with_user=True)
    )
    assert compact(ab) == "Immediate Night: Protect from attacks (~phase) +self @1–3"


def test_a_hook_type_needs_its_hook() -> None:
    with pytest.raises(TypeError):
        Ability(verb="x", when="day", timing="immediate", does=Choose())
    ab = Ability(verb="x", when="day", timing="immediate", does=Choose(), resolve=print)
    assert ab.kind == "choice" and "its own rule" in compact(ab)


def test_effects_are_frozen_plain_data() -> None:
    a, b = GroupAttack(group="wolfpack"), GroupAttack(group="wolfpack")
    assert a == b and hash(a) == hash(b)
    with pytest.raises(AttributeError):
        a.group = "cult"  # type: ignore[misc]
    assert Remember("k").notation() == "Remember target as k"


def test_every_ability_of_the_rules_names_its_type() -> None:
    rules = default_rules()
    for role in (*rules.roles.values(), *rules.extras.values()):
        for ab in role.abilities:
            assert ab.does is not None, (role.name, ab.verb)
            assert compact(ab)

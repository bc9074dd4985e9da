"""A role's name in any shipped language names it wherever a person names a role (issue 40
item 3: the English name stays accepted, the German card's name is an alias): a setup, a
``--roles`` list, the role book's lookup, and a role-file check."""

from __future__ import annotations

import pytest

from werewolves.game import Game, Setup, default_rules, find_role, render
from werewolves.sim.setups import RolesError, parse_roles


def test_a_german_role_name_names_the_role_in_a_setup() -> None:
    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "wahrsager"), ("Cleo", "Dorfbewohner"),
                           ("Dan", "Citizen"), ("Eve", "Dorfbewohner")]), seed=3)
    assert game.player("Bob").role == "Fortune Teller"
    assert game.player("Cleo").role == "Citizen" == game.player("Dan").role


def test_a_german_role_name_is_an_alias_of_the_english_one_in_any_case() -> None:
    rules = default_rules()
    for german, english in (("Wahrsager", "Fortune Teller"), ("  dorfbewohner ", "Citizen"),
                            ("ALPHAWOLF", "Alpha Wolf")):
        role = rules.role(german)
        assert role is not None and role.name == english, german
    assert rules.role("Fortune Teller") is rules.role("Wahrsager")
    assert rules.role("Wahrsagerin") is None and rules.role("") is None
    card = find_role("Wahrsager")
    assert card is not None and card.name == "Fortune Teller"


def test_a_role_list_takes_german_names_and_still_refuses_an_unknown_one() -> None:
    assert parse_roles("Wolf, Wahrsager, 3xDorfbewohner", 5) == [
        "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen"]
    with pytest.raises(RolesError, match="Wahrsagerling"):
        parse_roles("Wolf, Wahrsagerling", 5)


def test_every_german_card_name_names_its_own_role() -> None:
    from werewolves.engine.messages import _card_keys

    rules = default_rules()
    for english, key in _card_keys("role.").items():
        german = render(key, {}, "de")
        role = rules.role(german) or rules.extra(german)
        if role is None:  # a card of a role this ruleset does not install
            continue
        # the English name wins where a German name is another role's English name or alias
        assert role.name == english or rules.role(german) is not rules.role(english), german

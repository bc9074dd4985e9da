"""The Butcher (role book 2023: townsfolk/group/butcher), one test per sentence of its card, each
named by the sentence's id in shared/spec/rolebook-sentences.md.

butcher.b1 repeats butcher.2 and butcher.3 (docs/rules.md marks it informative). Other ids: the
group rules of engine/groups.py, ruling RM80 (how many a setup deals).
"""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, Setup, SetupError
from werewolves.testing import engine_of

BUTCHERS = [("Ann", "Butcher"), ("Bea", "Butcher"), ("Bob", "Bloody Butcher"), ("Wes", "Wolf"),
            ("Dan", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen")]


def _refusal(roles: list[str]) -> str:
    with pytest.raises(SetupError) as e:
        _game([(f"P{i}", r) for i, r in enumerate(roles)])
    return str(e.value)


def test_butcher_1_a_game_with_one_butcher_is_refused() -> None:
    # RM80: more than one Butcher besides the Bloody Butcher: three members at least
    text = _refusal(["Butcher", "Bloody Butcher", "Wolf", "Citizen", "Citizen"])
    assert "butchers group needs at least 3 players" in text and "deals 2" in text
    assert "(Bloody Butcher, Butcher)" in text
    _game(BUTCHERS)


def test_butcher_2_the_butchers_know_each_other_and_share_a_channel() -> None:
    g = _game(BUTCHERS)
    for name in ("Ann", "Bea", "Bob"):
        assert "butchers" in g.channels(name)
        assert any("The members of the butchers are: Ann, Bea, Bob." in m
                   for m in g.private_messages(name))
    assert "butchers" not in g.channels("Dan") and "butchers" not in g.channels("Wes")
    g.say("Ann", "butchers", "who is the wolf")
    assert any("who is the wolf" in m for m in g.messages("Bob"))
    assert not any("who is the wolf" in m for m in g.messages("Wes"))
    # the Butchers are not told they can trust one another: one of them is a wolf
    assert not [m for m in g.view("Ann").messages if m.key == "group.trusted"]


def test_butcher_3_exactly_one_member_of_the_group_is_the_bloody_butcher() -> None:
    none = _refusal(["Butcher", "Butcher", "Butcher", "Wolf", "Citizen"])
    assert "exactly 1 of its players on another team than the Townsfolk" in none
    assert "(Bloody Butcher)" in none and "deals 0" in none
    two = _refusal(["Butcher", "Butcher", "Bloody Butcher", "Bloody Butcher", "Citizen"])
    assert "exactly 1" in two and "deals 2" in two
    g = _game(BUTCHERS)
    assert engine_of(g).team_of(g.player("Bob")) == "wolves"
    assert [engine_of(g).team_of(g.player(n)) for n in ("Ann", "Bea")] == ["town", "town"]


def test_butcher_4_an_infected_butcher_becomes_a_bloody_butcher() -> None:
    g = _game([("Iwo", "Infecting Wolf"), *BUTCHERS])
    g.advance()
    _do(g, "Iwo infect Ann")
    ann = g.player("Ann")
    assert ann.role == "Bloody Butcher" and engine_of(g).team_of(ann) == "wolves"
    assert {"wolfpack", "butchers"} <= set(g.channels("Ann"))
    # the other Butcher stays one (only an infected Baker turns the others)
    assert g.player("Bea").role == "Butcher"
    assert "Ann" in engine_of(g).group("wolfpack").members  # type: ignore[union-attr]


def test_every_broken_group_rule_is_said_at_once() -> None:
    text = _refusal(["Baker", "Hellhound", "Butcher", "Butcher", "Citizen", "Wolf"])
    assert "bakers group needs at least 2" in text
    assert "hellhounds group needs at least 2" in text
    assert "butchers group needs at least 3" in text
    assert "butchers group needs exactly 1" in text


def test_the_group_rules_and_every_other_familys_setup_rule_are_said_together() -> None:
    # RM80: a Knowledgeable Wolf with a public role list and a lone Baker: both refusals at once
    players = [("Kay", "Knowledgeable Wolf"), ("Ann", "Baker"), ("Dan", "Citizen")]
    with pytest.raises(SetupError) as e:
        Game.new(Setup(players, role_list="public"))
    assert "Knowledgeable Wolf can only be in a game with a partial or private" in str(e.value)
    assert "bakers group needs at least 2" in str(e.value)

"""The Cat (role book 2023: unaligned/align/cat), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md. Rulings: RM337–RM338."""

from __future__ import annotations

import pytest
from role_game_steps import _do, _game

from werewolves.game import Game, Setup, SetupError
from werewolves.roles.psychopath import PsychopathState
from werewolves.testing import engine_of

PLAYERS = [
    ("Dog", "Dog"),
    ("Cat", "Cat"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
]


def test_cat_b1_cat_2_the_cat_becomes_the_opposite_at_once() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Dog become Wolf")
    assert g.player("Cat").role == "Journalist"


@pytest.mark.parametrize(
    ("choice", "opposite"),
    [("Journalist", "Wolf"), ("Cursed Civilian", "Psychopath"), ("Wolf", "Journalist")],
)
def test_cat_1_the_opposites(choice: str, opposite: str) -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, f"Dog become {choice}")
    assert g.player("Cat").role == opposite


def test_cat_1_a_psychopath_cat_has_the_dog_on_its_list() -> None:
    for seed in range(4):
        g = _game(PLAYERS, seed)
        g.advance()
        _do(g, "Dog become Cursed Civilian")
        assert "Dog" in engine_of(g).ext(PsychopathState).lists["Cat"]


def test_cat_3_every_cat_needs_a_dog() -> None:
    with pytest.raises(SetupError):
        Game.new(Setup([("Cat", "Cat"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")]))
    # ruling RM337: the k-th Cat in seat order is the k-th Dog's
    two = [
        ("Rex", "Dog"),
        ("Max", "Dog"),
        ("Tom", "Cat"),
        ("Kit", "Cat"),
        ("Wes", "Wolf"),
        ("Cal", "Citizen"),
        ("Dee", "Citizen"),
    ]
    g = _game(two)
    g.advance()
    _do(g, "Max become Wolf")
    assert g.player("Kit").role == "Journalist" and g.player("Tom").role == "Cat"


def test_cat_4_neither_is_told_the_other() -> None:
    g = _game([("Rex", "Dog"), ("Tom", "Cat"), *PLAYERS[2:]])
    g.advance()
    _do(g, "Rex become Wolf")
    assert not [m for m in g.private_messages("Tom") if "Rex" in m]
    assert not [m for m in g.private_messages("Rex") if "Tom" in m]

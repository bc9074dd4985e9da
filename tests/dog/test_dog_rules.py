"""The Dog (role book 2023: unaligned/align/dog), one test per sentence of its card, each named
by the sentence's id in shared/spec/rolebook-sentences.md. Rulings: RM337–RM338."""

from __future__ import annotations

from role_game_steps import _do, _game, _refused

from werewolves.testing import engine_of

PLAYERS = [
    ("Dog", "Dog"),
    ("Cat", "Cat"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
]


def test_dog_b1_dog_1_on_night_1_the_dog_becomes_its_choice_at_once() -> None:
    g = _game(PLAYERS)
    _refused(g, "Dog become Wolf")  # Day 0
    g.advance()
    _refused(g, "Dog become Fortune Teller")  # not one of the three
    res = _do(g, "Dog become Cursed Civilian")
    assert "You are now the Cursed Civilian." in res.told
    assert g.player("Dog").role == "Cursed Civilian"
    _refused(g, "Dog become Wolf")  # it is no Dog any more
    g.advance()
    g.advance()
    assert g.player("Dog").role == "Cursed Civilian"


def test_dog_2_no_choice_by_the_night_s_end_makes_a_journalist() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()
    assert g.player("Dog").role == "Journalist"
    assert g.player("Cat").role == "Wolf"


def test_dog_3_the_dog_is_no_longer_unaligned() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Dog become Wolf")
    assert engine_of(g).team_of(g.player("Dog")) == "wolves"
    assert "wolfpack" in g.channels("Dog")

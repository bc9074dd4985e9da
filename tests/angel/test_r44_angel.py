"""Ruling R44 for the Angel (angel.1): the lynched Angel ascends, leaving the game with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

PLAYERS = [("Ang", "Angel"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen")]


def test_r44_angel_1_the_lynched_angel_ascends_out_of_the_game_and_wins() -> None:
    g = _game(PLAYERS)
    _do(g, "Ang target Cal")
    g.advance()
    _do(g, "Wes attack Eve")
    g.advance()  # Day 1
    for voter in ("Cal", "Dee"):
        _do(g, f"{voter} vote Ang")
    g.advance()  # Night 2: the Angel is lynched, ascends, and takes Cal (a voter) along
    assert g.outcome is None and not g.player("Cal").alive
    assert_left_the_game(g, "Ang", "Angel", verbs=("target",))
    # the wolf wins the game: the Angel, long gone, has won all the same
    _do(g, "Wes attack Dee")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    assert_won(g, "Ang")

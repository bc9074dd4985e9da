"""Ruling R44 for the Riding Hood (riding-hood.1): killed by a wolf, she ascends, leaving the game
with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

PLAYERS = [("Red", "Riding Hood"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fin", "Citizen")]


def test_r44_riding_hood_1_riding_hood_b1_killed_by_the_pack_she_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Wes attack Red")
    _do(g, "Kay attack Red")
    g.advance()  # Day 1
    assert g.outcome is None  # riding-hood.2: the game goes on
    assert_left_the_game(g, "Red", "Riding Hood")
    for voter in ("Cal", "Dee", "Eve", "Fin"):
        _do(g, f"{voter} vote Wes")
    g.advance()
    g.advance()  # Day 2 (the pack attacked nobody, riding-hood.6)
    for voter in ("Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Kay")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town", g.outcome
    assert_won(g, "Red")

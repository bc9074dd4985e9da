"""Ruling R44 for the Despot (despot.1): the elected Despot ascends, leaving the game with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

PLAYERS = [("Des", "Despot"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen")]


def test_r44_despot_1_despot_b1_the_elected_despot_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1: the Mayor's election
    for voter in ("Des", "Cal", "Dee"):
        _do(g, f"{voter} elect Des")
    g.advance()  # Night 2: elected, the Despot ascends and takes no office
    assert g.outcome is None and not g.player("Des").offices
    assert_left_the_game(g, "Des", "Despot")
    # the wolf wins the game: the Despot, long gone, has won all the same
    _do(g, "Wes attack Cal")
    g.advance()
    for voter in ("Wes", "Dee"):
        _do(g, f"{voter} vote Eve")
    g.advance()
    _do(g, "Wes attack Dee")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    assert_won(g, "Des")

"""Ruling R44 for the Cupid whose lover ascends (cupid-alignment.5): the Cupid ascends with them,
leaving the game with a win."""

from __future__ import annotations

from ascension_kit import assert_left_the_game, assert_won
from role_kit import _do, _game

PLAYERS = [("Ann", "Cupid"), ("Des", "Despot"), ("Wes", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_r44_cupid_alignment_5_the_lover_ascends_and_the_cupid_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Ann love Des")
    g.advance()  # Day 1: the Mayor's election
    for voter in ("Des", "Cal", "Dee"):
        _do(g, f"{voter} elect Des")
    g.advance()  # Night 2: the Despot ascended, and the Cupid with them
    assert g.outcome is None
    assert_left_the_game(g, "Des", "Despot")
    assert_left_the_game(g, "Ann", "Cupid", verbs=("love",))
    _do(g, "Wes attack Cal")
    g.advance()
    for voter in ("Dee", "Eve"):
        _do(g, f"{voter} vote Wes")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town", g.outcome
    assert_won(g, "Ann")
    assert_won(g, "Des")

"""Ruling R44 for the Cupid whose lover ascends (cupid-alignment.5): the Cupid ascends with them,
leaving the game with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

PLAYERS = [("Ann", "Cupid"), ("Des", "Despot"), ("Wes", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_r44_cupid_alignment_5_the_ascended_lover_and_cupid_win_though_their_team_loses() -> None:
    """The game ends with the Werewolves' win, so the Despot (Townsfolk) and the Cupid are among
    the winners by the ascension alone: were the ascended dropped from the winners, the Despot
    would lose with the town and the Cupid, whose partner no longer wins, with them (with the
    town winning, both would win anyway, by their team and through the lover)."""
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
    g.advance()  # Day 2
    for voter in ("Wes", "Eve"):
        _do(g, f"{voter} vote Dee")
    g.advance()  # Night 3
    assert g.outcome is None
    _do(g, "Wes attack Eve")
    g.advance()  # the wolf alone is left
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    assert not {"Cal", "Dee", "Eve"} & set(g.outcome.winners), g.outcome  # the town lost
    assert_won(g, "Ann")
    assert_won(g, "Des")
    # each by the ascension: the Despot by ascending (R34), the Cupid by their partner's
    assert g.outcome.why["Des"] == "R34" and g.outcome.why["Ann"] == "cupid-alignment.5", g.outcome

"""Ruling R44 for the Plague Doctor (plague-doctor.1): once the plague team is gone, the doctor
ascends, leaving the game with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

PLAYERS = [("Doc", "Plague Doctor"), ("Pla", "Plague Bearer"), ("Wes", "Wolf"),
           ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen")]


def test_r44_plague_doctor_1_the_plague_team_gone_the_doctor_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS)
    g.advance()
    g.advance()  # Day 1
    for voter in ("Doc", "Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Pla")
    g.advance()  # Night 2: the Plague Bearer was lynched, the doctor ascended
    assert g.outcome is None and not g.player("Pla").alive
    assert_left_the_game(g, "Doc", "Plague Doctor", verbs=("check", "cure"))
    # the wolf wins the game: the doctor, long gone, has won all the same
    _do(g, "Wes attack Cal")
    g.advance()
    for voter in ("Wes", "Dee"):
        _do(g, f"{voter} vote Eve")
    g.advance()
    _do(g, "Wes attack Dee")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "wolves", g.outcome
    assert_won(g, "Doc")

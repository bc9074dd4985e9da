"""Ruling R44 for the Psychopath (psychopath.1): once its list is dead it ascends, leaving the game
with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

from werewolves.roles.psychopath import PsychopathState
from werewolves.testing import engine_of

PLAYERS = [("Psy", "Psychopath"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fin", "Citizen")]


def test_r44_psychopath_1_psychopath_b2_its_list_dead_it_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS, seed=0)
    assert engine_of(g).ext(PsychopathState).lists["Psy"] == ["Wes", "Eve", "Fin"]
    g.advance()
    _do(g, "Wes attack Eve")
    _do(g, "Kay attack Eve")
    g.advance()  # Day 1
    for voter in ("Psy", "Cal", "Dee", "Fin"):
        _do(g, f"{voter} vote Wes")
    g.advance()
    _do(g, "Kay attack Fin")
    g.advance()  # Day 2: the last of its list died in the night
    assert g.outcome is None  # psychopath.2: the game goes on
    assert_left_the_game(g, "Psy", "Psychopath", verbs=("mask", "probe", "veil"))
    for voter in ("Cal", "Dee"):
        _do(g, f"{voter} vote Kay")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town", g.outcome
    assert_won(g, "Psy")

"""Ruling R44 for an unaligned winner (rule-alignments-unaligned.5): a Cat that became a
Psychopath changed its role but not its alignment, so when it wins it ascends, leaving the game
with a win."""

from __future__ import annotations

from ascension_checks import assert_left_the_game, assert_won
from role_game_steps import _do, _game

from werewolves.roles.psychopath import PsychopathState
from werewolves.testing import engine_of

PLAYERS = [("Dog", "Dog"), ("Cat", "Cat"), ("Wes", "Wolf"), ("Kay", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fin", "Citizen"), ("Gus", "Citizen")]


def test_r44_rule_alignments_unaligned_5_an_unaligned_winner_ascends_out_of_the_game() -> None:
    g = _game(PLAYERS, seed=0)
    g.advance()
    _do(g, "Dog become Cursed Civilian")  # cat.1: the Cat becomes a Psychopath, still unaligned
    assert g.player("Cat").role == "Psychopath"
    assert engine_of(g).team_of(g.player("Cat")) == "unaligned"
    assert engine_of(g).ext(PsychopathState).lists["Cat"] == ["Dog", "Wes", "Gus"]
    _do(g, "Wes attack Gus")
    _do(g, "Kay attack Gus")
    g.advance()  # Day 1
    for voter in ("Wes", "Kay", "Cal", "Dee", "Eve"):
        _do(g, f"{voter} vote Dog")
    g.advance()
    _do(g, "Wes attack Cal")
    _do(g, "Kay attack Cal")
    g.advance()  # Day 2
    for voter in ("Dee", "Eve", "Fin"):
        _do(g, f"{voter} vote Wes")
    g.advance()  # Night 3: its list is dead: it wins, and so ascends
    assert g.outcome is None
    assert_left_the_game(g, "Cat", "Psychopath", verbs=("mask", "probe", "veil"))
    _do(g, "Kay attack Dee")
    g.advance()
    for voter in ("Eve", "Fin"):
        _do(g, f"{voter} vote Kay")
    g.advance()
    assert g.outcome is not None and g.outcome.team == "town", g.outcome
    assert_won(g, "Cat")

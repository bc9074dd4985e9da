"""Ruling RM463: ties (the book's `_rules/results/2 tie`). When two teams or more meet their win
condition at the same check, every living player counting for each of them (so neither has an
enemy left to kill), the game is a tie: everyone alive wins, everyone dead loses (an ally of a
tied team too), whoever ascended keeps their win; the outcome names no team and the rule each
winner wins by."""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of

# a Flute Player and a Shepherd: each can make the other count for their own team
TABLE = [
    ("Flo", "Flute Player"),
    ("She", "Shepherd"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
]


def _each_counts_for_the_other() -> Game:
    """Night 1: the Flute Player enchants the Shepherd, who herds the Flute Player; the pack
    holds back. Then the day starts with everyone alive."""
    g = _game(TABLE)
    g.advance()  # Night 1
    _do(g, "Flo enchant She")
    _do(g, "She herd Flo")
    g.advance()  # Day 1
    assert not g.over
    return g


def _kill(g: Game, *names: str) -> None:
    for n in names:
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])


def test_rule_results_tie_1_rm463_two_teams_winning_at_one_check_tie() -> None:
    g = _each_counts_for_the_other()
    _kill(g, "Wes", "Cal", "Dee", "Eve")
    out = g.outcome
    assert out is not None and out.team is None
    assert out.winners == ["Flo", "She"]
    assert out.reason == "a tie between the Flock and the Flute"
    assert g.announcements()[-1] == (
        "The game is over: a tie between the Flock and the Flute. Everyone still alive "
        "wins: Flo, She."
    )
    assert g.events[-1].rule == "rule-results-tie.2"


def test_rule_results_tie_2_rm463_the_dead_lose_even_an_ally_of_a_tied_team() -> None:
    g = _each_counts_for_the_other()
    # Eve was enchanted too (an ally of the flute team) but is dead when the tie comes
    engine_of(g).add_status(g.player("Eve"), "enchanted", source=0)
    _kill(g, "Wes", "Cal", "Dee", "Eve")
    out = g.outcome
    assert out is not None and "Eve" not in out.winners
    assert out.why == {"Flo": "rule-results-tie.2", "She": "rule-results-tie.2"}


def test_rule_results_tie_1_one_team_alone_still_wins_as_a_team() -> None:
    """Not a tie: only the flute team's condition holds (the Shepherd is enchanted, but the
    Flute Player is not herded)."""
    g = _game(TABLE)
    g.advance()
    _do(g, "Flo enchant She")
    g.advance()
    _kill(g, "Wes", "Cal", "Dee", "Eve")
    out = g.outcome
    assert out is not None and out.team is not None and "tie" not in out.reason

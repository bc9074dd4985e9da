"""The win rules a couple needs (role book 2023: _rules/results/1 win loss), each test named by
the sentence's id in shared/spec/rolebook-sentences.md; the couple's own rows are in
test_cupid_rules.py."""

from __future__ import annotations

from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.testing import engine_of

PLAYERS = [("Ann", "Cupid"), ("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"),
           ("Dee", "Citizen")]


def _kill(g: Game, *names: str) -> None:
    for n in names:
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])


def test_rule_results_win_loss_1_one_team_wins_and_the_outcome_names_each_winners_rule() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Ann love Wes")
    _kill(g, "Bob", "Cal", "Dee")
    out = g.outcome
    assert out is not None and out.team == "couple"
    # every other team lost: only the couple's members win, each by a rule the outcome names
    assert out.winners == ["Ann", "Wes"] and set(out.why) == {"Ann", "Wes"}
    # an ordinary game's outcome names nobody's rule (the team's win, R34, says it all)
    h = _game([("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen")])
    _kill(h, "Wes")
    assert h.outcome is not None and h.outcome.why == {} and "why" not in h.outcome.to_json()


def test_rule_results_win_loss_2_a_team_wins_once_only_it_and_the_unaligned_remain() -> None:
    g = _game([("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Ang", "Angel")])
    _kill(g, "Bob")
    assert g.outcome is None
    _kill(g, "Cal")
    assert g.outcome is not None and g.outcome.team == "wolves"
    assert "Ang" not in g.outcome.winners


def test_rule_results_win_loss_3_an_unaligned_player_leaves_early_with_a_win() -> None:
    g = _game([("Bob", "Citizen"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Ang", "Angel")])
    engine_of(g).ascend(g.player("Ang"), causes=[], rule="S1.49")
    assert not g.player("Ang").alive and g.outcome is None
    _kill(g, "Wes")
    assert g.outcome is not None and "Ang" in g.outcome.winners


def test_rule_results_win_loss_4_a_win_is_found_after_an_immediate_action() -> None:
    g = _game(PLAYERS)
    g.advance()
    _do(g, "Ann love Bob")  # the love's consequences are settled before the next check
    _kill(g, "Wes")
    assert g.outcome is not None and g.outcome.team == "town"

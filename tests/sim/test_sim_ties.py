"""rule-results-tie.1 (ruling RM463) in `werewolves simulate`: a game that ends in a tie is
counted as a tie with its tied teams, in the JSON, the console tables and the HTML report, never
as "none" (no team won: a stalemate, a draw, only unaligned players left), and no other figure
moves."""

from __future__ import annotations

from rich.console import Console
from role_game_steps import _do, _game

from werewolves.game import Game
from werewolves.sim.match import TIE, Tally, summarize
from werewolves.sim.report import html_report, results, tables
from werewolves.testing import engine_of

TABLE = [
    ("Flo", "Flute Player"),
    ("She", "Shepherd"),
    ("Wes", "Wolf"),
    ("Cal", "Citizen"),
    ("Dee", "Citizen"),
    ("Eve", "Citizen"),
]
SETUP = {"players": 6, "roles": [r for _n, r in TABLE], "role_list": "private", "bots": "test"}


def _tied_game() -> Game:
    """The Flute Player and the Shepherd each make the other count for their team; everyone
    else dies: the Flock and the Flute meet their win at one check (test_ties.py's game)."""
    g = _game(TABLE)
    g.advance()
    _do(g, "Flo enchant She")
    _do(g, "She herd Flo")
    g.advance()
    for n in ("Wes", "Cal", "Dee", "Eve"):
        engine_of(g).kill(g.player(n), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    assert g.outcome is not None and g.outcome.tied
    return g


def _stalled_game() -> Game:
    """A game no rule ended (a stalemate for the simulator)."""
    return _game(TABLE)


def test_rule_results_tie_1_rm463_a_simulated_tie_is_a_tie_with_its_teams() -> None:
    s = summarize(_tied_game(), 7)
    assert s.team == TIE and set(s.tied) == {"flock", "flute"}
    tally = Tally()
    tally.add(s)
    tally.add(summarize(_stalled_game(), 8))
    assert tally.teams == {TIE: 1, "none": 1}
    assert tally.to_json()["ties"] == {"flock+flute": 1}
    res = results(tally, SETUP, 2, 1)
    assert res["teams"][TIE]["count"] == 1 and res["teams"]["none"]["count"] == 1
    assert res["ties"] == {"flock+flute": {"teams": ["flock", "flute"], "count": 1}}
    console = Console(width=200, record=True)
    for t in tables(res):
        console.print(t)
    text = console.export_text()
    assert "a tie between the Flock and the Flute" in text
    assert "no team won" in text
    assert "A tie between the Flock and the Flute: 1 game." in html_report(res)


def test_rule_results_tie_1_rm463_chunks_of_a_run_add_their_ties_up() -> None:
    a, b = Tally(), Tally()
    a.add(summarize(_tied_game(), 1))
    b.add(summarize(_tied_game(), 2))
    assert a.merge(b).ties == {"flock+flute": 2}


def test_rm463_a_run_without_a_tie_writes_what_it_always_wrote() -> None:
    """Only a run with a tie has the ``ties`` key (JSON and tally), so the digests of every
    other run stay as they were."""
    tally = Tally()
    tally.add(summarize(_stalled_game(), 1))
    assert "ties" not in tally.to_json()
    assert "ties" not in results(tally, SETUP, 1, 1)
    assert TIE not in results(tally, SETUP, 1, 1)["teams"]

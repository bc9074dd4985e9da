"""Ruling RM463 on the screens: a tied game's end as the terminal game and the Discord adapter
show it, that it was a tie, between whom, who won (everyone still alive) and who lost (every
dead player), never "the None team" nor a blank (the browser's end screen: in
tests/server/test_web_tie.py). The tie: a Flute Player and a Shepherd each count for the
other's team once the pack's only wolf is lynched."""

from __future__ import annotations

import io
import json

from rich.console import Console
from role_game_steps import _do, _game

from werewolves.discord import prompts
from werewolves.game import Game
from werewolves.testing import engine_of
from werewolves.tui import TerminalGame


def tied_game() -> Game:
    """Night 1: the Flute Player enchants the Shepherd, who herds the Flute Player; Day 1: the
    two lynch the Wolf: a tie between the Flock and the Flute."""
    g = _game([("Flo", "Flute Player"), ("She", "Shepherd"), ("Wes", "Wolf")])
    g.advance()
    _do(g, "Flo enchant She")
    _do(g, "She herd Flo")
    g.advance()
    for v in ("Flo", "She"):
        _do(g, f"{v} vote Wes")
    g.advance()
    assert g.outcome is not None and g.outcome.team is None
    return g


def test_rule_results_tie_2_rm463_the_outcome_names_the_tied_teams() -> None:
    g = tied_game()
    out = g.outcome
    assert out is not None and out.tied == ["flock", "flute"]
    assert out.reason == "a tie between the Flock and the Flute"
    assert Game.from_json(g.to_json()).outcome == out  # kept through a round trip
    assert g.view("Wes").to_json()["outcome"]["tied"] == ["flock", "flute"]


def test_rule_results_tie_2_rm463_a_team_win_names_no_tie() -> None:
    g = _game([("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    engine_of(g).kill(g.player("Wes"), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    assert g.outcome is not None and g.outcome.team == "town" and not g.outcome.tied
    assert "tied" not in g.outcome.to_json()  # the saved form of every other game is unchanged


def _panel(g: Game, human: str | None) -> str:
    out = io.StringIO()
    console = Console(file=out, width=100, color_system=None)
    TerminalGame(g, console, 0, human=human).outcome_panel()
    return out.getvalue()


def test_rule_results_tie_2_rm463_the_terminal_game_shows_the_tie() -> None:
    g = tied_game()
    text = _panel(g, "Flo")
    assert "A tie between the Flock and the Flute in Day 1." in text
    assert "A tie: everyone still alive wins: Flo, She." in text
    assert "Lost: Wes." in text
    assert "You won!" in text
    assert "None" not in text and "Winners:" not in text
    assert "You lost." in _panel(g, "Wes")


def test_the_terminal_game_names_who_lost_a_team_win_too() -> None:
    g = _game([("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen")])
    engine_of(g).kill(g.player("Wes"), "true kill", causes=[], rule="R8")
    engine_of(g).check_win([])
    text = _panel(g, None)
    assert "The Townsfolk win in Day 0." in text
    assert "Winners: Cal, Dee." in text and "Lost: Wes." in text and "tie" not in text


def test_rule_results_tie_2_rm463_discord_tells_the_tie_and_who_won_and_lost() -> None:
    g = tied_game()
    # the town square's trophy line is the game's own announcement of the end
    assert g.announcements()[-1] == (
        "The game is over: a tie between the Flock and the Flute. Everyone still alive wins: "
        "Flo, She."
    )
    host = g.host_view().to_json()
    review = json.loads(json.dumps({"seats": host["seats"], "outcome": host["outcome"]}))
    text = prompts.who_was_who(review)
    assert text.splitlines()[-1] == "**A tie:** everyone still alive won: Flo, She. **Lost:** Wes."
    assert "None" not in text


def test_discord_names_who_won_and_lost_a_draw() -> None:
    """Ruling RM440: a game the host ends early is a draw for everyone alive."""
    line = prompts.result_line(
        {"team": None, "winners": [], "reason": "the host ended the game", "drawn": ["Cal"]},
        ["Wes", "Cal"],
    )
    assert line == "**Won:** nobody. **Drew:** Cal. **Lost:** Wes."

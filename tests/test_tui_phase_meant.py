"""Issue 36 item 6 in the terminal game: a command carries the phase its turn was for; one that
would land in another phase is refused with the service's sentence and nothing is done."""

from __future__ import annotations

import io

from rich.console import Console
from role_game_steps import _game

from werewolves.tui import TerminalGame


def test_a_command_meant_for_the_night_is_not_taken_in_the_day() -> None:
    g = _game([("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"), ("Eli", "Citizen")])
    g.advance()  # Night 1
    night = g.phase_index
    g.advance()  # Day 1
    out = io.StringIO()
    tg = TerminalGame(g, Console(file=out, width=120, color_system=None), 0, human="Wes")
    before = g.host_view().cursor
    tg.submit("vote Cal", night)
    assert "That was meant for Night 1; it is Day 1 now: nothing was done." in out.getvalue()
    assert g.host_view().cursor == before
    tg.submit("vote Cal", g.phase_index)  # the running phase: taken
    assert g.host_view().cursor > before

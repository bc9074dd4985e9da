"""Conspiracy channels in the terminal game (rule-conspiracy-channels.1–2): the person opens a
private channel, invites another player, talks in it, and a bad command is refused in words."""

from __future__ import annotations

import contextlib
import io

from rich.console import Console

from werewolves.game import Game, Setup
from werewolves.tui import LeaveGame, TerminalGame

PLAYERS = [("Ann", "Citizen"), ("Bob", "Citizen"), ("Cal", "Wolf"), ("Dan", "Citizen")]


def test_rule_conspiracy_channels_1_terminal_conspire_invite_and_say() -> None:
    g = Game.new(Setup(list(PLAYERS)), 2)
    lines = iter(
        [
            "conspire plan with Bob",
            "invite #plan Zed",
            "invite #plan Dan",
            "say #plan: Cal is the wolf",
            "conspire oops",
            "help",
        ]
    )

    def ask(_prompt: str) -> str:
        try:
            return next(lines)
        except StopIteration:
            raise EOFError from None

    out = io.StringIO()
    tg = TerminalGame(g, Console(file=out, width=120, color_system=None), 0, human="Ann", ask=ask)
    with contextlib.suppress(EOFError, LeaveGame):  # the script ran out of lines
        tg.human_turn()
    text = out.getvalue()
    assert "Ann opened the private channel #plan with Bob." in text
    assert "Refused: There is no player called 'Zed'" in text
    assert "Ann invited Dan to #plan." in text
    assert "Type conspire NAME with PLAYERS" in text
    assert "conspire NAME with PLAYERS opens a private channel" in text
    (cc,) = g.conspiracies("Dan")
    assert cc.members == ("Ann", "Bob", "Dan")
    assert any("Cal is the wolf" in m.text for m in g.events_for("Bob"))
    assert not any("Cal is the wolf" in m.text for m in g.events_for("Cal"))

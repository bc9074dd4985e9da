"""medium.2 in the terminal game: a dead person answers the question a Medium put to the dead
(the menu offers the answer first, before the bots act); a dead person with nothing to answer
only steps on, as before."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator

from rich.console import Console

from werewolves.game import Game, Setup
from werewolves.tui import LeaveGame, TerminalGame

PLAYERS = [("Med", "Medium"), ("Wes", "Wolf"), ("Cal", "Citizen"), ("Dee", "Citizen"),
           ("Eve", "Citizen"), ("Fay", "Citizen")]


def _day_1(question: str | None) -> Game:
    g = Game.new(Setup(PLAYERS), 1)
    g.advance()  # Night 1
    if question:
        assert g.say("Med", "seance of Med", question)
    assert g.submit("Wes", "attack Cal")
    g.advance()  # Day 1: Cal is dead
    return g


def _play(game: Game, lines: list[str]) -> tuple[Game, str]:
    feed: Iterator[str] = iter(lines)
    out = io.StringIO()

    def ask(prompt: str) -> str:
        out.write(prompt + "\n")
        try:
            return next(feed)
        except StopIteration:
            raise EOFError from None

    console = Console(file=out, width=100, color_system=None)
    tg = TerminalGame(game, console, 0, human="Cal", ask=ask, bot_kind="heuristic")
    with contextlib.suppress(LeaveGame, EOFError):
        tg.run()
    return tg.game, out.getvalue()


def test_medium_2_a_dead_person_answers_in_the_terminal() -> None:
    game, out = _play(_day_1("Is Wes a wolf?"), ["answer yes", "done", "quit"])
    assert {"op": "submit", "player": "Cal", "action": ["answer", "yes"]} in game.commands
    assert "You answered yes (question)." in out
    assert "What do you do in Day 1?" in out


def test_medium_2_a_dead_person_with_no_question_only_steps_on() -> None:
    game, out = _play(_day_1(None), ["quit"])
    assert not [c for c in game.commands if c["op"] == "submit" and c["player"] == "Cal"]
    assert "What do you do in Day 1?" not in out

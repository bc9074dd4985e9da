"""What the nightmare team's tests share: a game, a death by day, what a player was told."""

from __future__ import annotations

from werewolves.game import Game
from werewolves.testing import engine_of


def _told(g: Game, who: str) -> list[str]:
    return [m.text for m in g.view(who).messages]


def _verbs(g: Game, who: str) -> list[str]:
    return [la.verb for la in g.legal_actions(who)]


def _die(g: Game, *names: str) -> None:
    """Kill players outright (a host's kill) in the phase the game is in."""
    for n in names:
        assert engine_of(g).kill(engine_of(g).player(n), "kill", causes=[], rule="test")


def _sleepless(g: Game, who: str) -> bool:
    return engine_of(g).player(who).has("sleepless")

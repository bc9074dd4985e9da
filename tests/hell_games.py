"""What the Hell team's tests share (tests/devil, tests/demon, tests/imp, tests/cerberus): a
game with hell in it, the pool, and the messages a player was told."""

from __future__ import annotations

from role_game_steps import _game

from werewolves.game import Game
from werewolves.roles.hell import pool
from werewolves.testing import engine_of

TOWN = [("Cal", "Citizen"), ("Dee", "Citizen"), ("Eve", "Citizen"), ("Fay", "Citizen"),
        ("Gus", "Citizen")]
HELL = [("Dev", "Devil"), ("Dem", "Demon"), ("Wes", "Wolf")]


def hell_game(players: list[tuple[str, str]] | None = None, seed: int = 0) -> Game:
    return _game((players if players is not None else HELL) + TOWN, seed)


def at_night(players: list[tuple[str, str]] | None = None, seed: int = 0) -> Game:
    g = hell_game(players, seed)
    g.advance()  # Night 1
    return g


def souls(g: Game) -> int:
    return pool(engine_of(g))


def alive(g: Game, name: str) -> bool:
    return engine_of(g).player(name).alive


def told(g: Game, name: str, since: int = 0) -> list[str]:
    """Every message ``name`` was told privately (or in a channel) from event ``since``."""
    return g.private_messages(name, since)


def last_event(g: Game) -> int:
    """The id the next event will have (what ``told`` reads from)."""
    return len(g.events)

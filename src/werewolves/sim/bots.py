"""The random bot driving a game directly, for the seeded tests and ``bench/bench.py`` that were
written against it: a seat's actions picked all at once a phase, one round a phase. The terminal
game, the digest, the simulator and the service play through :mod:`.match` instead (one move at
a time, two rounds by day); this driver goes when those tests move there.

A bot's choices come from its own seeded generator, never from the game's (so the game's random
draws, R6, stay the same whoever plays the seats).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Protocol

from ..game import Game
from .random_agent import random_move


class GameBot(Protocol):
    """Anything that, given the game, names the actions its seat submits now."""

    def choose(self, game: Game) -> list[list[str]]: ...


@dataclass
class RandomBot:
    """The one random bot's policy (:func:`~werewolves.sim.random_agent.random_move`, as
    :class:`~werewolves.sim.random_agent.RandomAgent` plays it) driving a :class:`Game` directly:
    each phase, one uniform decision per legal action."""

    name: str
    rng: random.Random

    def choose(self, game: Game) -> list[list[str]]:
        """The actions (each ``[verb, target, …]``) this bot submits now, in order."""
        out: list[list[str]] = []
        for la in game.legal_actions(self.name):
            words = random_move(la, self.rng)
            if words is not None:
                out.append(words)
        return out


def play_phase(game: Game, bots: Mapping[str, GameBot]) -> list[tuple[str, list[str], bool]]:
    """Let every living bot act once this phase; returns (player, action, accepted) tuples."""
    done: list[tuple[str, list[str], bool]] = []
    for name in game.players:
        bot = bots.get(name)
        if bot is None or game.over or not game.player(name).alive:
            continue
        for action in bot.choose(game):
            if game.over or not game.player(name).alive:
                break
            result = game.submit(name, *action)
            done.append((name, action, bool(result)))
    return done


def play_game(
    game: Game,
    seed: int = 0,
    *,
    max_phases: int = 400,
    on_phase: Callable[[Game], None] | None = None,
) -> Game:
    """Let random bots play every seat until the game ends (or ``max_phases`` phases pass)."""
    rng = random.Random(seed)
    bots = {n: RandomBot(n, random.Random(rng.randrange(2**32))) for n in game.players}
    for _ in range(max_phases):
        if game.over:
            break
        play_phase(game, bots)
        if on_phase is not None:
            on_phase(game)
        game.advance()
    return game

"""Bots that play a seat: for now, uniformly random legal actions.

A bot's choices come from its own seeded generator, never from the game's (so the game's random
draws, R6, stay the same whoever plays the seats).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from ..game import Game, LegalAction


@dataclass
class RandomBot:
    """Each phase, submits each legal action with probability ``eagerness``, targets at random."""

    name: str
    rng: random.Random
    eagerness: float = 0.8

    def choose(self, game: Game) -> list[list[str]]:
        """The actions (each ``[verb, target, …]``) this bot submits now, in order."""
        out: list[list[str]] = []
        for la in game.legal_actions(self.name):
            if self.rng.random() > self.eagerness:
                continue
            out.append(random_action(la, self.rng))
        return out


def random_action(la: LegalAction, rng: random.Random) -> list[str]:
    # the picks after the players (a role, a category): random options, all different
    picks = rng.sample(list(la.options), la.picks) if 0 < la.picks <= len(la.options) else []
    if la.max_targets == 0:
        return [la.verb, *picks]
    most = min(la.max_targets, len(la.candidates))
    if most < la.min_targets:
        # fewer players than it must name: the action names a player at several positions
        # (picks paired with the players), as the legal action offers it
        slots = la.slots or tuple(la.candidates for _ in range(la.min_targets))
        return [la.verb, *(rng.choice(list(s)) for s in slots[: la.min_targets]), *picks]
    k = rng.randint(max(1, la.min_targets), most)
    return [la.verb, *rng.sample(list(la.candidates), k), *picks]


def play_phase(game: Game, bots: dict[str, RandomBot]) -> list[tuple[str, list[str], bool]]:
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

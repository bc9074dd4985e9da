"""How long a reasoning bot's decision takes next to a heuristic bot's (issue 24: within 20×
at 16 players), measured side by side in the same games.

    .venv/bin/python bench/reasoning_speed.py [--players 16] [--games 20] [--seed 1]

Each game is a default mix of ``--players`` seats, half played by reasoning bots and half by
heuristic bots, alternating by seat, the halves swapped every other game. A *decision* is one
turn of one bot: every ``choose`` call it makes with one view until it says it is done; its
time is the thread's CPU time (``time.thread_time_ns``, so other processes on the machine
do not count). Printed per kind: decisions, mean and 95th percentile in milliseconds, and the
ratio of the means.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Sequence

from werewolves.game import Game
from werewolves.sim.agent import Agent, Move, make_agent
from werewolves.sim.match import game_seed, play_match
from werewolves.sim.setups import make_setup
from werewolves.views import LegalAction, PlayerView


class Timed:
    """A bot whose turns are timed: CPU time summed over the calls that share one view."""

    def __init__(self, inner: Agent, spent: list[int]) -> None:
        self.inner, self.spent = inner, spent
        self.name, self.blind = inner.name, inner.blind
        self._view: PlayerView | None = None

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        t0 = time.thread_time_ns()
        move = self.inner.choose(observation, legal_actions)
        dt = time.thread_time_ns() - t0
        if observation is not self._view:
            self._view = observation
            self.spent.append(dt)
        else:
            self.spent[-1] += dt
        return move


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=16)
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args(argv)
    spent: dict[str, list[int]] = {"heuristic": [], "reasoning": []}
    kinds = ("reasoning", "heuristic")
    t0 = time.perf_counter()
    for g in range(args.games):
        seed = game_seed(args.seed, g)
        game = Game.new(make_setup(args.players, seed), seed)
        bots: dict[str, Agent] = {}
        for i, name in enumerate(game.players):
            kind = kinds[(i + g) % 2]
            bots[name] = Timed(make_agent(kind, name, seed), spent[kind])
        play_match(game, bots)
    wall = time.perf_counter() - t0
    print(f"{args.games} games of {args.players} players, {wall:.1f} s wall")
    means = {}
    for kind, xs in spent.items():
        xs = sorted(xs)
        means[kind] = sum(xs) / len(xs) / 1e6
        p95 = xs[int(0.95 * (len(xs) - 1))] / 1e6
        print(f"  {kind:9}: {len(xs):6} decisions, mean {means[kind]:.3f} ms, p95 {p95:.3f} ms")
    print(
        f"  ratio of means (reasoning / heuristic): {means['reasoning'] / means['heuristic']:.1f}x"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Random agents through the PettingZoo environment beside random agents driving the facade
directly (issue 41 item 1: the wrapper's overhead, goal within 1.5×).

    .venv/bin/python bench/env_speed.py [--games 20] [--players 7] [--roles default] [--seed 1]

Both sides play whole seeded games of the same setups, one seat's move at a time in seat order,
each phase ended once every seat that may act has said done (or spent its budget of
``SEAT_STEPS``), as the environment does:

- **env**: ``raw_env``'s AEC loop, ``last()`` then a uniform choice among the open rows of the
  action mask; a multi-target action is several steps (one target a step, then SUBMIT);
- **facade**: ``game.legal_actions(name)``, a uniform choice among DONE and the legal actions,
  a random legal choice of its targets and picks, ``game.submit``.

A *move* is a seat's move in the game's sense (an action submitted, a withdrawal, or done);
the environment's *steps* also count the steps that only choose a target. Time is the thread's
CPU time (``time.thread_time_ns``). Printed per side: games, moves, steps, seconds, moves and
steps per second; then the ratio of the time per move (env ÷ facade).
"""

from __future__ import annotations

import argparse
import random
import time

import numpy as np

from werewolves.env import make_game, raw_env
from werewolves.env.core import MAX_PHASES, SEAT_STEPS, Driver
from werewolves.game import Game, LegalAction


def _words(la: LegalAction, rng: random.Random) -> list[str] | None:
    n = rng.randint(la.min_targets, la.max_targets)
    slots = la.slots or (la.candidates,) * la.max_targets
    targets: list[str] = []
    for i in range(n):
        left = [w for w in slots[i] if w not in targets]
        if not left:
            return None
        targets.append(rng.choice(left))
    if len(la.options) < la.picks:
        return None
    return [la.verb, *targets, *rng.sample(list(la.options), la.picks)]


def facade_game(game: Game, seed: int) -> int:
    """Random agents drive ``game`` through the facade to its end; returns the moves made."""
    rng = random.Random(seed)
    players = game.players
    moves = phases = 0
    while not game.over and phases < MAX_PHASES:
        done: set[str] = set()
        used: dict[str, int] = {}
        while not game.over:
            moved = False
            for name in players:
                if name in done or game.over:
                    continue
                legal = game.legal_actions(name)
                if not legal:
                    done.add(name)
                    continue
                moves += 1
                moved = True
                used[name] = used.get(name, 0) + 1
                pick = rng.randrange(len(legal) + 1)
                if pick < len(legal):
                    words = _words(legal[pick], rng)
                    if words is not None:
                        game.submit(name, words)
                else:
                    done.add(name)
                if used[name] >= SEAT_STEPS:
                    done.add(name)
            if not moved:
                break
        game.advance()
        phases += 1
    return moves


def env_game(e: raw_env, seed: int) -> tuple[int, int]:
    """Random agents following the mask play ``e`` to its end; returns (moves, steps)."""
    rng = np.random.default_rng(seed)
    e.reset()
    steps = 0
    for _agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        open_rows = np.flatnonzero(obs["action_mask"])
        action = int(open_rows[rng.integers(len(open_rows))])
        steps += 1
        e.step(action)
    return e.driver.moves, steps


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=7)
    ap.add_argument("--roles", default="default", choices=["default", "anything"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    f_moves = e_moves = e_steps = 0
    f_ns = e_ns = 0
    for i in range(args.games):
        seed = args.seed * 1000 + i
        game = make_game(None, args.players, args.roles, seed)
        t = time.thread_time_ns()
        f_moves += facade_game(game, seed)
        f_ns += time.thread_time_ns() - t
        e = raw_env(players=args.players, roles=args.roles, seed=seed)
        t = time.thread_time_ns()
        m, s = env_game(e, seed)
        e_ns += time.thread_time_ns() - t
        e_moves += m
        e_steps += s
    assert isinstance(e.driver, Driver)
    print(f"{args.games} games of {args.players} seats ({args.roles} mix), seed {args.seed}")
    print("side    moves   steps  seconds  moves/s  steps/s")
    for side, moves, steps, ns in (
        ("facade", f_moves, f_moves, f_ns),
        ("env", e_moves, e_steps, e_ns),
    ):
        sec = ns / 1e9
        print(f"{side:6} {moves:6} {steps:7} {sec:8.3f} {moves / sec:8.0f} {steps / sec:8.0f}")
    ratio = (e_ns / e_moves) / (f_ns / f_moves)
    print(f"time per move, env ÷ facade: {ratio:.2f}×")


if __name__ == "__main__":
    main()

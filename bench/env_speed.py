"""Random agents through the PettingZoo environment beside the same game driven through the
facade directly (issue 41 item 1: the wrapper's overhead, goal within 1.5×).

    .venv/bin/python bench/env_speed.py [--games 20] [--players 7] [--roles default] [--seed 1]

Each game is played three times, the same game each time:

1. untimed: random agents take a uniform choice among the open rows of the action mask until
   the game ends; their actions are kept, and so is the game's trace (each command it carried
   out, each seat that said done);
2. **env**: a new environment of the same seed replays those actions through its AEC loop
   (``agent_iter``, ``last()`` — the observation and its mask — then ``step``);
3. **facade**: a new game of the same seed replays the trace through ``werewolves.game.Game``:
   for each seat's move, ``game.legal_actions(name)`` (what any player reads before choosing)
   then ``game.submit``; for each DONE the read alone; ``game.advance()`` where the phase ended.

So both sides make the same moves in the same game; the difference is the wrapper (its turn
order, mask, encoding, steps that choose one target of several). A *move* is a seat's move in
the game's sense (an action, a withdrawal, DONE); the environment's *steps* also count the steps
that only choose a target or a pick. Time is the thread's CPU time (``time.thread_time_ns``).
The cyclic garbage collector is run before each timed replay and kept off during it: a
collection costs what the whole process holds, and whichever side it fell in was charged for it
(one collection more or less in a side moved the 7-seat ratio from 2.3× to 1.2×).
Printed per side: moves, steps, seconds, moves and steps per second; then env ÷ facade.
"""

from __future__ import annotations

import argparse
import gc
import time
from typing import Any

import numpy as np

from werewolves.env import DONE, make_game, raw_env


def play(e: raw_env, seed: int) -> tuple[list[int], list[tuple[str, Any]]]:
    """Random agents following the mask play ``e`` (reset) to its end: their actions, and the
    game's trace (``("done", name)`` or ``("cmd", command)``)."""
    rng = np.random.default_rng(seed)
    actions: list[int] = []
    trace: list[tuple[str, Any]] = []
    seen = 0
    for agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        open_rows = np.flatnonzero(obs["action_mask"])
        action = int(open_rows[rng.integers(len(open_rows))])
        actions.append(action)
        if action == DONE:
            trace.append(("done", agent))
        e.step(action)
        commands = e.driver.game.commands
        trace += [("cmd", c) for c in commands[seen:]]
        seen = len(commands)
    return actions, trace


def env_replay(e: raw_env, actions: list[int]) -> int:
    """``e`` (reset) steps ``actions`` through its AEC loop; returns the steps."""
    it = iter(actions)
    steps = 0
    for _agent in e.agent_iter():
        obs, _r, term, trunc, _info = e.last()
        if term or trunc:
            e.step(None)
            continue
        assert obs["action_mask"] is not None
        e.step(next(it))
        steps += 1
    return steps


def facade_replay(game: Any, trace: list[tuple[str, Any]]) -> int:
    """``trace`` through the facade; returns the moves."""
    moves = 0
    for kind, what in trace:
        if kind == "done":
            game.legal_actions(what)
            moves += 1
        elif what["op"] == "submit":
            game.legal_actions(what["player"])
            verb, *rest = what["action"]
            game.submit(what["player"], verb, *rest)  # (a vote: the quick path)
            moves += 1
        else:
            game.apply(what)
    return moves


def _timed() -> int:
    """Start a timed part: the garbage collected now, and not during it."""
    gc.collect()
    gc.disable()
    return time.thread_time_ns()


def _untimed(start: int) -> int:
    """End a timed part begun at ``start``: its CPU time."""
    spent = time.thread_time_ns() - start
    gc.enable()
    return spent


def main() -> None:
    ap = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--players", type=int, default=7)
    ap.add_argument("--roles", default="default", choices=["default", "anything"])
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    moves = steps = f_ns = e_ns = 0
    for i in range(args.games):
        seed = args.seed * 1000 + i
        kw = {"players": args.players, "roles": args.roles, "seed": seed}
        first = raw_env(**kw)
        first.reset()
        actions, trace = play(first, seed)
        e = raw_env(**kw)
        e.reset()
        t = _timed()
        steps += env_replay(e, actions)
        e_ns += _untimed(t)
        assert e.driver.game.commands == first.driver.game.commands
        game = make_game(None, args.players, args.roles, seed)
        t = _timed()
        m = facade_replay(game, trace)
        f_ns += _untimed(t)
        assert m == e.driver.moves and game.commands == first.driver.game.commands
        moves += m
    print(f"{args.games} games of {args.players} seats ({args.roles} mix), seed {args.seed}")
    print("side    moves   steps  seconds  moves/s  steps/s")
    for side, n_steps, ns in (("facade", moves, f_ns), ("env", steps, e_ns)):
        sec = ns / 1e9
        print(f"{side:6} {moves:6} {n_steps:7} {sec:8.3f} {moves / sec:8.0f} {n_steps / sec:8.0f}")
    print(f"time per move, env ÷ facade: {e_ns / f_ns:.2f}×")


if __name__ == "__main__":
    main()

"""The cost of ``Game.to_json()`` against the standard library's ``json.dumps(data,
sort_keys=True)`` of the same data (issue 17 item 5), on games as the service sees them.

A game is played with the anchors' random bots (every living player takes every legal action
with a random target, ``bench/anchors.py``'s ``--bots all``); after each phase change (where the
service keeps a snapshot) both are timed on that very state, alternately, and summed over the
game's phases. The ratio of the sums is taken per round; the median over rounds is reported.

    .venv/bin/python bench/snapshot.py                  # 7 and 60 players, 5 rounds
    .venv/bin/python bench/snapshot.py --players 7 15 30 60 --rounds 7
"""

from __future__ import annotations

import argparse
import gc
import json
import random
import statistics
import time

from werewolves.game import Game, Setup
from werewolves.testing import engine_of

SKIP = frozenset({"unvote", "resign"})
VOTES = frozenset({"vote", "vote2"})


def roles(n: int) -> list[str]:
    """The anchors' classic mix (benchlib.classic_roles) in our roles."""
    wolves = 2 if n <= 8 else round(n / 4)
    return ["Wolf"] * wolves + ["Fortune Teller"] + ["Citizen"] * (n - wolves - 1)


def play_phase(game: Game, rng: random.Random) -> None:
    eng = engine_of(game)
    for name in game.players:
        p = eng.find(name)
        if p is None or not p.alive:
            continue
        for la in game.legal_actions(name):
            if la.verb in SKIP:
                continue
            if game.over or not p.alive:
                break
            if la.max_targets == 0:
                game.submit(name, la.verb)
                continue
            cands = [c for c in la.candidates if not (la.verb in VOTES and c == name)]
            if cands:
                game.submit(name, la.verb, rng.choice(cands))
        if game.over:
            break


def states(n: int, seed: int) -> list[Game]:
    """One game's states after each phase change (each a separate game restored from the
    snapshot: the same state as the live game had then)."""
    rng = random.Random(seed)
    r = roles(n)
    rng.shuffle(r)
    game = Game.new(Setup([(f"P{i}", role) for i, role in enumerate(r)]), seed=seed)
    out = []
    while not game.over:
        play_phase(game, rng)
        game.advance()
        out.append(Game.from_json(game.to_json()))
    return out


def measure(games: list[Game], reps: int) -> tuple[float, float, int]:
    """Seconds of to_json and of json.dumps(sort_keys=True), summed over the states."""
    ours = std = 0.0
    events = 0
    clock = time.perf_counter
    for g in games:
        data = g.to_json()
        events += len(data["events"])
        for _ in range(reps):
            t0 = clock()
            g.to_json()
            t1 = clock()
            json.dumps(data, sort_keys=True)
            t2 = clock()
            ours += t1 - t0
            std += t2 - t1
    return ours, std, events


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, nargs="+", default=[7, 60])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--games", type=int, default=2, help="seeded games per size")
    ap.add_argument("--reps", type=int, default=2, help="timings of each state per round")
    args = ap.parse_args(argv)
    gc.disable()  # the collector's pauses land on whichever call happens to trigger them
    print("| players | states | events per state | to_json ms | json.dumps ms | ratio (min–max) |")
    print("| --- | --- | --- | --- | --- | --- |")
    for n in args.players:
        games = [g for s in range(args.games) for g in states(n, 1000 + s)]
        ratios, ours_t, std_t = [], [], []
        for _ in range(args.rounds):
            o, s, ev = measure(games, args.reps)
            ratios.append(o / s)
            ours_t.append(o)
            std_t.append(s)
        k = len(games) * args.reps
        print(
            f"| {n} | {len(games)} | {ev / len(games):.0f} | "
            f"{1000 * statistics.median(ours_t) / k:.3f} | "
            f"{1000 * statistics.median(std_t) / k:.3f} | "
            f"{statistics.median(ratios):.2f}× ({min(ratios):.2f}–{max(ratios):.2f}) |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

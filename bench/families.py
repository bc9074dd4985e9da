"""Issue 17 item 4: a game pays only for the families it deals. The per-phase time of the
anchors' classic games (Wolves, a Fortune Teller, Citizens; the anchors' random bots taking
every legal action) with every family installed, against the same seeded games with only the
families those roles reach installed (``Ruleset.families_reached``). Rounds alternate the two
(and which goes first); each round's ratio is taken, the median of the rounds is reported.

    .venv/bin/python bench/families.py                    # 7 and 60 players, 5 rounds
    .venv/bin/python bench/families.py --players 7 --rounds 9
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time

from snapshot import play_phase, roles  # the anchors' bots, in bench/

from werewolves.engine.rules import Ruleset
from werewolves.game import Game, Setup
from werewolves.roles import build_rules, default_rules, families

GAMES = {7: 150, 15: 40, 30: 12, 60: 4}


def own_rules(dealt: set[str]) -> Ruleset:
    reached = default_rules().families_reached(dealt)
    return build_rules([f for f in families() if f.name in reached])


def batch(n: int, games: int, rules: Ruleset) -> tuple[float, int]:
    """CPU seconds and phases of ``games`` seeded games of ``n`` players under ``rules``."""
    phases = 0
    t0 = time.process_time()
    for seed in range(games):
        rng = random.Random(seed)
        r = roles(n)
        rng.shuffle(r)
        game = Game.new(Setup([(f"P{i}", x) for i, x in enumerate(r)]), seed=seed, rules=rules)
        while not game.over:
            play_phase(game, rng)
            game.advance()
            phases += 1
    return time.process_time() - t0, phases


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, nargs="+", default=[7, 60])
    ap.add_argument("--rounds", type=int, default=5)
    args = ap.parse_args(argv)
    every = default_rules()
    print(
        "| players | families installed: every / own | ms/phase, every | ms/phase, own "
        "| every ÷ own, median (min–max) |"
    )
    print("| --- | --- | --- | --- | --- |")
    for n in args.players:
        own = own_rules(set(roles(n)))
        games = GAMES.get(n, 10)
        batch(n, 3, every), batch(n, 3, own)  # warm up both
        ratios, t_every, t_own = [], [], []
        for r in range(args.rounds):
            gc.collect()
            first, second = (every, own) if r % 2 == 0 else (own, every)
            (ta, pa), (tb, pb) = batch(n, games, first), batch(n, games, second)
            assert pa == pb  # the same games
            te, to = (ta, tb) if first is every else (tb, ta)
            t_every.append(1000 * te / pa)
            t_own.append(1000 * to / pa)
            ratios.append(te / to)
        print(
            f"| {n} | {len(every.families)} / {len(own.families)} | "
            f"{statistics.median(t_every):.4f} | {statistics.median(t_own):.4f} | "
            f"{statistics.median(ratios):.3f}× ({min(ratios):.3f}–{max(ratios):.3f}) |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

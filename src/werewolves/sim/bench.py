"""Simulation throughput: games/s by table size, bots, workers and backend.

    python -m werewolves.sim.bench                      # 8, 16, 32, 60 players; 1 and 2 workers
    python -m werewolves.sim.bench --players 8 16 --games 200 --dask

Each cell plays the same seeded games (so every backend must agree: the numbers are checked),
and reports games/s including the pool's (or the Dask cluster's) start-up. The figures are
recorded in docs/benchmarks.md.
"""

from __future__ import annotations

import argparse
import time

from .match import parse_bots
from .simulate import SimSpec, simulate


def _cell(spec: SimSpec, games: int, workers: int, backend: str) -> tuple[float, str]:
    start = time.perf_counter()
    tally = simulate(spec, games, 1, workers=workers, backend=backend)
    return games / (time.perf_counter() - start), repr(tally.to_json())


def main(argv: list[str] | None = None) -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--players", type=int, nargs="+", default=[8, 16, 32, 60])
    ap.add_argument("--games", type=int, default=0, help="games per cell (default: by size)")
    ap.add_argument("--bots", nargs="+", default=["random", "heuristic"])
    ap.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    ap.add_argument("--dask", action="store_true", help="also a local Dask cluster (2 workers)")
    args = ap.parse_args(argv)
    print("| players | bots | games | 1 worker | 2 workers | x | Dask, 2 workers |")
    print("|---:|---|---:|---:|---:|---:|---:|")
    for n in args.players:
        for bots in args.bots:
            games = args.games or max(
                8,
                {8: 400, 16: 200, 32: 60, 60: 24}.get(n, 40)
                // (4 if bots == "heuristic" and n >= 32 else 1),
            )
            spec = SimSpec(n, bots=parse_bots(bots))
            rates: dict[str, float] = {}
            answers: set[str] = set()
            for k in args.workers:
                r, answer = _cell(spec, games, k, "local")
                rates[f"local{k}"] = r
                answers.add(answer)
            dask = ""
            if args.dask:
                r, answer = _cell(spec, games, 2, "dask")
                answers.add(answer)
                dask = f"{r:,.1f}"
            assert len(answers) == 1, "backends disagree"
            one, two = rates.get("local1", 0.0), rates.get("local2", 0.0)
            x = f"{two / one:.2f}" if one and two else ""
            print(
                f"| {n} | {bots} | {games} | {one:,.1f} | {two:,.1f} | {x} | {dask} |", flush=True
            )


if __name__ == "__main__":
    main()

"""Benchmark the rules engine: random-bot games per second and the cost of ending one night.

Run from the repository root:

    .venv/bin/python bench/bench.py              # the table (about a minute on 2 cores)
    .venv/bin/python bench/bench.py --quick      # fewer repetitions, for a smoke run
    .venv/bin/python bench/bench.py --profile    # also cProfile random games, top hotspots
    .venv/bin/python bench/bench.py --sizes 8 16 --mix default

Two measurements per game size (number of players):

- games/s: complete games played by the referee, :func:`werewolves.sim.match.play_match` (the
  random bot in every seat, one move at a time, each seeing only its seat; from Day 0 to the
  outcome, or 400 phases, however long nobody dies), each with its own game seed and bot seed;
- night end: the time of the single ``game.advance()`` that ends Night 1 after every seat's
  turn of that night through the referee (the random bot's choices: most wolves vote for the
  pack's attack, most Fortune Tellers investigate). The bots' choices and the setup are outside
  the timed region.

Role mixes: ``base`` (default) is n//4 Wolves, n//8 Fortune Tellers (at least one of each) and
Citizens, so figures stay comparable while new roles are added; ``default`` uses
``werewolves.sim.setups.default_roles`` (whatever the default game deals today).
Times are CPU time of this process (``time.process_time``), so other programs sharing the
machine disturb them little; the ``wall/CPU`` column shows how contended the machine was (1.00:
the benchmark had a core to itself). The machine (Python version, CPU model, cores) is printed
with the table.
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import platform
import pstats
import random
import statistics
import sys
import time
from collections.abc import Callable

from werewolves.game import Game, Setup
from werewolves.sim.match import BotMix, Played, bots_for, play_match, play_turns
from werewolves.sim.observe import Observer
from werewolves.sim.random_agent import RandomAgent

SIZES = (8, 16, 32, 64)
# complete games played per size (full run / --quick)
GAMES = {8: 300, 16: 120, 32: 40, 64: 12}
GAMES_QUICK = {8: 40, 16: 15, 32: 6, 64: 3}
NIGHT_REPS = 60
NIGHT_REPS_QUICK = 10
MAX_PHASES = 400  # a game still running then is stopped (random bots may stall a game)


def base_roles(n: int) -> list[str]:
    wolves = max(1, n // 4)
    seers = max(1, n // 8)
    return ["Wolf"] * wolves + ["Fortune Teller"] * seers + ["Citizen"] * (n - wolves - seers)


def default_mix(n: int, seed: int) -> list[str]:
    from werewolves.sim.setups import default_roles  # another module; may change over time

    return default_roles(n, seed)


def make_game(n: int, seed: int, mix: str) -> Game:
    roles = base_roles(n) if mix == "base" else default_mix(n, seed)
    random.Random(seed).shuffle(roles)
    return Game.new(Setup([(f"P{i}", r) for i, r in enumerate(roles)]), seed=seed)


def machine() -> dict[str, str]:
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        cpu = platform.processor() or "unknown"
    return {
        "python": f"{platform.python_implementation()} {platform.python_version()}",
        "cpu": cpu,
        "cores": str(os.cpu_count()),
        "platform": platform.platform(),
    }


def bench_games(n: int, count: int, mix: str) -> dict[str, float]:
    phases: list[int] = []
    events: list[int] = []
    wall, cpu = time.perf_counter(), time.process_time()
    for i in range(count):
        g = play_random(make_game(n, seed=i, mix=mix), seed=10_000 + i)
        phases.append(g.phase_index + 1)
        events.append(len(g.events))
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    return {
        "games_per_s": count / cpu,
        "ms_per_game": 1000 * cpu / count,
        "phases": statistics.mean(phases),
        "max_phases": max(phases),
        "events": statistics.mean(events),
        "ms_per_phase": 1000 * cpu / sum(phases),
        "wall_ratio": wall / cpu,
    }


def play_random(game: Game, seed: int) -> Game:
    """``game`` played to its end by the random bot in every seat, through the referee."""
    return play_match(game, bots_for(game, BotMix("random"), seed), max_phases=MAX_PHASES,
                      stall=None)


def everyone_acts(game: Game, seed: int) -> int:
    """Every living seat's turn of the phase (the random bot's choices, random targets);
    returns how many actions the game took."""
    bots = {
        n: RandomAgent(n, random.Random(seed * 1000 + i))
        for i, n in enumerate(game.players)
    }
    played: list[Played] = []
    play_turns(game, bots, Observer(game), log=played)
    return sum(1 for p in played if p.accepted)


def bench_night(n: int, reps: int, mix: str) -> dict[str, float]:
    times: list[float] = []
    acted: list[int] = []
    for i in range(reps):
        g = make_game(n, seed=50_000 + i, mix=mix)
        g.advance()  # Day 0 -> Night 1
        acted.append(everyone_acts(g, i))
        t0 = time.process_time()
        g.advance()  # the timed end of Night 1
        times.append(time.process_time() - t0)
    return {
        "night_median_ms": 1000 * statistics.median(times),
        "night_p90_ms": 1000 * sorted(times)[int(0.9 * (len(times) - 1))],
        "actions": statistics.mean(acted),
    }


def profile(n: int, count: int, mix: str, top: int) -> str:
    prof = cProfile.Profile()
    prof.enable()
    for i in range(count):
        play_random(make_game(n, seed=i, mix=mix), seed=10_000 + i)
    prof.disable()
    out = io.StringIO()
    stats = pstats.Stats(prof, stream=out).strip_dirs()
    out.write(f"--- cProfile: {count} random games of {n} players, by own time ---\n")
    stats.sort_stats("tottime").print_stats(top)
    out.write("--- by cumulative time ---\n")
    stats.sort_stats("cumulative").print_stats(top)
    return out.getvalue()


def table(
    rows: list[dict[str, float]], columns: list[tuple[str, str, Callable[[float], str]]]
) -> str:
    head = " | ".join(title for _, title, _ in columns)
    line = " | ".join("---" for _ in columns)
    body = [" | ".join(fmt(r[key]) for key, _, fmt in columns) for r in rows]
    return "\n".join(["| " + head + " |", "| " + line + " |", *("| " + b + " |" for b in body)])


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--quick", action="store_true", help="fewer games and nights")
    ap.add_argument("--sizes", type=int, nargs="+", default=list(SIZES))
    ap.add_argument("--mix", choices=("base", "default"), default="base")
    ap.add_argument("--profile", action="store_true", help="cProfile random games too")
    ap.add_argument("--profile-size", type=int, default=32)
    ap.add_argument("--top", type=int, default=20, help="hotspots to print")
    args = ap.parse_args(argv)

    m = machine()
    print(f"Python {m['python']} | CPU {m['cpu']} | {m['cores']} cores | {m['platform']}")
    print(f"mix: {args.mix} | {'quick' if args.quick else 'full'} run\n")
    games = GAMES_QUICK if args.quick else GAMES
    reps = NIGHT_REPS_QUICK if args.quick else NIGHT_REPS
    rows = []
    for n in args.sizes:
        count = games.get(n, max(3, 2000 // (n * n) + 3))
        row: dict[str, float] = {"players": n, "games": count}
        row.update(bench_games(n, count, args.mix))
        row.update(bench_night(n, reps, args.mix))
        rows.append(row)
        print(f"  {n} players done", file=sys.stderr)
    print(
        table(
            rows,
            [
                ("players", "players", lambda v: f"{v:.0f}"),
                ("games", "games", lambda v: f"{v:.0f}"),
                ("games_per_s", "games/s", lambda v: f"{v:.1f}"),
                ("ms_per_game", "ms/game", lambda v: f"{v:.1f}"),
                ("phases", "phases/game (mean)", lambda v: f"{v:.1f}"),
                ("max_phases", "max", lambda v: f"{v:.0f}"),
                ("events", "events/game", lambda v: f"{v:.0f}"),
                ("ms_per_phase", "ms/phase", lambda v: f"{v:.2f}"),
                ("actions", "night-1 actions", lambda v: f"{v:.1f}"),
                ("night_median_ms", "night end median ms", lambda v: f"{v:.3f}"),
                ("night_p90_ms", "p90 ms", lambda v: f"{v:.3f}"),
                ("wall_ratio", "wall/CPU", lambda v: f"{v:.2f}"),
            ],
        )
    )
    if args.profile:
        print()
        print(profile(args.profile_size, 5 if args.quick else 20, args.mix, args.top))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

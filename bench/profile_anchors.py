"""cProfile our engine through the perf-anchor driver's own game loop (issue 9).

Imports ``werewolves_random.py`` from ``shared/perf-anchors`` and plays its ``make_player``
games (random legal actions, ``--bots all`` by default, seeded as ``benchlib.run_repeats``
seeds them) under cProfile, then writes a markdown summary: the top functions by own time and
by cumulative time at the largest size, where the time goes by category (win checks,
legal_actions, hooks, abilities_of, event emit, views, …) at every size, and the cost of each
hook function grouped by hook name.

    .venv/bin/python bench/profile_anchors.py --players 7,60 --out /tmp/profile.md
    .venv/bin/python bench/profile_anchors.py --rev HEAD     # a committed revision (git archive)

The driver wraps ``Engine._enter`` and ``Engine.check_win`` to time nights (they appear as
``enter`` / ``check_win`` in the driver's file); their own time is negligible.
Categories overlap (a win check runs hooks, legal_actions runs abilities_of): each figure is
the cumulative time of that entry point, as a share of the whole profiled run.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import pstats
import random
import shutil
import sys
import time
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
SRC = REPO / "src"
DEFAULT_ANCHORS = REPO.parent / "shared" / "perf-anchors"
DEFAULT_GAMES = {7: 150, 15: 40, 30: 10, 60: 3}

Key = tuple[str, int, str]

# (category, file suffix, function name)
CATEGORIES: list[tuple[str, str, str]] = [
    ("submit (whole action: checks, perform, win check, told)", "engine/core.py", "submit"),
    ("advance (end of phase + next phase start)", "engine/core.py", "advance"),
    ("win checks: Engine.check_win", "engine/core.py", "check_win"),
    ("legal_actions: Offers.offers (Game.legal_actions)", "engine/legal.py", "offers"),
    ("abilities_of (all callers)", "engine/core.py", "abilities_of"),
    ("check_verb (all callers)", "engine/core.py", "check_verb"),
    ("check_targets (all callers)", "engine/core.py", "check_targets"),
    ("hooks: Engine.hook", "engine/core.py", "hook"),
    ("event emit: Engine.emit", "engine/core.py", "emit"),
    ("views: Engine._told_since (Accepted.told)", "engine/core.py", "_told_since"),
    ("views: Engine.text", "engine/core.py", "text"),
    ("views: messages.render", "engine/messages.py", "render"),
    ("views: Event.visible_to", "engine/events.py", "visible_to"),
    ("role lookups: Engine.role_of", "engine/core.py", "role_of"),
    ("role lookups: Engine.team_of", "engine/core.py", "team_of"),
    ("role lookups: Ruleset.role", "engine/rules.py", "role"),
    ("players: Engine.living", "engine/core.py", "living"),
    ("players: Engine.find", "engine/core.py", "find"),
    ("polls: Engine.tally", "engine/core.py", "tally"),
    ("polls: Engine.vote_weight", "engine/core.py", "vote_weight"),
]
BREAKDOWN = [  # callers of these are listed
    ("engine/core.py", "abilities_of"),
    ("engine/core.py", "check_win"),
    ("engine/core.py", "hook"),
    ("engine/core.py", "emit"),
    ("engine/core.py", "check_targets"),
]


def where(key: Key) -> str:
    path, line, name = key
    p = Path(path)
    try:
        rel = str(p.resolve().relative_to(SRC))
    except ValueError:
        rel = p.name if path != "~" else "~"
    return f"{rel}:{line} {name}" if path != "~" else name


def find(stats: dict[Key, Any], suffix: str, name: str) -> Key | None:
    best = None
    for key in stats:
        if (
            key[2] == name
            and key[0].replace("\\", "/").endswith(suffix)
            and (best is None or stats[key][3] > stats[best][3])
        ):
            best = key
    return best


def profile_size(
    driver: Any, n: int, games: int, bots: str, seed: int
) -> tuple[pstats.Stats, float]:
    play_one = driver.make_player(n, bots)
    random.seed(seed - 1)
    play_one(0)  # warm-up, outside the profile
    random.seed(seed)
    prof = cProfile.Profile()
    t0 = time.perf_counter()
    prof.enable()
    for i in range(games):
        play_one(i)
    prof.disable()
    return pstats.Stats(prof), time.perf_counter() - t0


def hook_costs(stats: dict[Key, Any]) -> list[tuple[str, str, int, float, float]]:
    """(hook name, function, calls, own s, cumulative s) for every installed hook function."""
    from werewolves.roles import default_rules

    rows = []
    for hook, fns in default_rules().hooks.items():
        for fn in fns:
            code = getattr(fn, "__code__", None)
            if code is None:
                continue
            key = (code.co_filename, code.co_firstlineno, code.co_name)
            if key in stats:
                _cc, nc, tt, ct, _callers = stats[key]
                rows.append((hook, where(key), nc, tt, ct))
    return rows


def report(n: int, games: int, st: pstats.Stats, wall: float, top: int, full: bool) -> str:
    stats: dict[Key, Any] = st.stats  # type: ignore[attr-defined]
    # the profiler's own rounding can put a caller's cumulative time a little above the sum
    total = max(st.total_tt, *(v[3] for v in stats.values()))  # type: ignore[attr-defined]
    calls = st.total_calls  # type: ignore[attr-defined]
    L = [
        f"## {n} players: {games} games, {total:.2f} s under the profiler "
        f"({wall:.2f} s wall, {calls:,} calls)",
        "",
    ]
    L += [
        "Where the time goes (cumulative time of each entry point; categories overlap):",
        "",
        "| category | where | calls | cumulative s | % of total | own s |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    for label, suffix, name in CATEGORIES:
        key = find(stats, suffix, name)
        if key is None:
            continue
        _cc, nc, tt, ct, _ = stats[key]
        L.append(
            f"| {label} | `{where(key)}` | {nc:,} | {ct:.2f} | {100 * ct / total:.0f}% | {tt:.2f} |"
        )
    L.append("")
    L += ["Callers (cumulative time spent in the function on behalf of each caller):", ""]
    for suffix, name in BREAKDOWN:
        key = find(stats, suffix, name)
        if key is None:
            continue
        callers = stats[key][4]
        parts = sorted(callers.items(), key=lambda kv: -kv[1][3])[:6]
        L.append(
            f"- `{where(key)}`: "
            + "; ".join(f"from `{where(c)}` {v[3]:.2f} s ({v[1]:,} calls)" for c, v in parts)
        )
    L.append("")
    hooks = hook_costs(stats)
    by_hook: dict[str, list[tuple[str, str, int, float, float]]] = {}
    for row in hooks:
        by_hook.setdefault(row[0], []).append(row)
    L += [
        "Hook functions by hook name (cumulative s of the hook's functions; a hook function "
        "that runs other hooks counts them too):",
        "",
        "| hook | calls of its functions | cumulative s | % | most expensive functions |",
        "| --- | --- | --- | --- | --- |",
    ]
    for hook, rows in sorted(by_hook.items(), key=lambda kv: -sum(r[4] for r in kv[1])):
        cum = sum(r[4] for r in rows)
        if cum < 0.005 * total:
            continue
        worst = sorted(rows, key=lambda r: -r[4])[:3]
        L.append(
            f"| `{hook}` | {sum(r[2] for r in rows):,} | {cum:.2f} | "
            f"{100 * cum / total:.0f}% | " + "; ".join(f"`{r[1]}` {r[4]:.2f}" for r in worst) + " |"
        )
    L.append("")
    if full:
        for sort, label in (("tottime", "own time (tottime)"), ("cumulative", "cumulative time")):
            keys = sorted(stats, key=lambda k: -stats[k][2 if sort == "tottime" else 3])[:top]
            L += [
                f"Top {top} by {label}:",
                "",
                "| # | function | calls | own s | cumulative s | % cum |",
                "| --- | --- | --- | --- | --- | --- |",
            ]
            for i, k in enumerate(keys, 1):
                _cc, nc, tt, ct, _ = stats[k]
                L.append(
                    f"| {i} | `{where(k)}` | {nc:,} | {tt:.2f} | {ct:.2f} | "
                    f"{100 * ct / total:.0f}% |"
                )
            L.append("")
    return "\n".join(L)


def profile_advance(events: int, steps: int, top: int) -> str:
    """cProfile ``steps`` advance() calls of the d13 game once its log holds ``events`` events."""
    from werewolves.game import Game, Setup

    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    print(f"growing the d13 game's log to {events} events …", file=sys.stderr, flush=True)
    while len(game.events) < events:
        game.advance()
    e0 = len(game.events)
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(steps):
        game.advance()
    prof.disable()
    st = pstats.Stats(prof)
    stats: dict[Key, Any] = st.stats  # type: ignore[attr-defined]
    total = max(st.total_tt, *(v[3] for v in stats.values()))  # type: ignore[attr-defined]
    L = [
        f"## advance() in the d13 game (3 players, nobody acts) with {e0:,} events in the log",
        "",
        f"{steps} advance() calls, {total:.2f} s under the profiler "
        f"({1000 * total / steps:.2f} ms per advance). Top {top // 2} by own time:",
        "",
        "| # | function | calls | own s | cumulative s | % of total |",
        "| --- | --- | --- | --- | --- | --- |",
    ]
    keys = sorted(stats, key=lambda k: -stats[k][2])[: top // 2]
    for i, k in enumerate(keys, 1):
        _cc, nc, tt, ct, _ = stats[k]
        L.append(f"| {i} | `{where(k)}` | {nc:,} | {tt:.3f} | {ct:.3f} | {100 * tt / total:.0f}% |")
    L.append("")
    return "\n".join(L)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--anchors", type=Path, default=DEFAULT_ANCHORS)
    ap.add_argument("--players", default="7,60")
    ap.add_argument("--games", type=int, help="games per size (default: 150 at 7 … 3 at 60)")
    ap.add_argument("--bots", choices=("all", "classic"), default="all")
    ap.add_argument("--seed", type=int, default=12345)
    ap.add_argument("--top", type=int, default=25)
    ap.add_argument("--out", type=Path)
    ap.add_argument(
        "--advance-at",
        type=int,
        default=0,
        help="also profile advance() in the d13 game once its log holds this many "
        "events (e.g. 30000)",
    )
    ap.add_argument("--advance-steps", type=int, default=500)
    ap.add_argument("--rev", help="profile this committed revision (git archive of src/)")
    ap.add_argument("--pstats-dir", type=Path, help="also dump the raw .pstats files here")
    args = ap.parse_args(argv)
    global SRC
    snap = None
    if args.rev:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        from anchors import snapshot

        snap = SRC = snapshot(args.rev)
        sys.path.insert(0, str(snap))
    try:
        return run(args)
    finally:
        if snap is not None:
            shutil.rmtree(snap.parent, ignore_errors=True)


def run(args: argparse.Namespace) -> int:
    sys.path.insert(0, str(args.anchors))
    driver = importlib.import_module("werewolves_random")
    sizes = [int(x) for x in args.players.split(",") if x]
    import werewolves

    src = "revision " + args.rev if args.rev else "the work tree"
    parts = [
        f"# Profile of our engine through `{args.anchors / 'werewolves_random.py'}` "
        f"(`--bots {args.bots}`; {src}, `werewolves` imported from "
        f"{Path(werewolves.__file__).parent})",
        "",
    ]
    for n in sizes:
        games = args.games or DEFAULT_GAMES.get(n, max(2, round(600 / n**1.6)))
        print(f"profiling N={n}, {games} games …", file=sys.stderr, flush=True)
        st, wall = profile_size(driver, n, games, args.bots, args.seed)
        if args.pstats_dir:
            args.pstats_dir.mkdir(parents=True, exist_ok=True)
            st.dump_stats(str(args.pstats_dir / f"ours-{n}.pstats"))
        parts.append(report(n, games, st, wall, args.top, full=n == max(sizes)))
    if args.advance_at:
        parts.append(profile_advance(args.advance_at, args.advance_steps, args.top))
    text = "\n".join(parts) + "\n"
    print(text)
    if args.out:
        args.out.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())

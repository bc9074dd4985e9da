"""Side-by-side speed comparison against the shared perf anchors (issue 9).

Runs the three perf-anchor drivers of ``shared/perf-anchors`` as subprocesses, ALTERNATELY
(round after round, size after size, the engines' order rotated every round), and compares
them per phase (ms per game ÷ phases per game), as the anchors' README asks:

- ours: ``werewolves_random.py`` run with this interpreter (the project's venv), ``--bots all``;
- werewolf-engine 0.1.0 from PyPI: ``werewolf_engine_random.py`` run with ``--wwe-python``;
- the floor: ``baseline_minimal_night.py`` (plain Python, a dict per player; its ``lean``
  variant is reported alongside).

Ratios are taken inside each round (the runs of one round are seconds apart) and the median
over rounds is reported, with the spread. It also measures whether the cost of ``advance()``
depends on the length of the event log (the d13 repro's 3-player game in which nobody acts and
nobody wins), and fits the growth of per-phase time with the number of players.

Run from the repository root, with the project's virtual environment:

    .venv/bin/python bench/anchors.py --rev HEAD \\
        --wwe-python /work/scratch/bench/wwe-venv/bin/python --out /tmp/anchors.md

Without ``--wwe-python`` the werewolf-engine column is skipped (the script says how to make
its venv). ``--quick`` is a smoke run of a few seconds.

Other developers edit ``src/`` in the same work tree while a run lasts (minutes): ``--rev REV``
measures a committed revision instead, from a ``git archive REV src`` snapshot in a temporary
folder put first on ``PYTHONPATH`` (the repository itself is only read).
"""

from __future__ import annotations

import argparse
import datetime as dt
import itertools
import json
import math
import os
import platform
import resource
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
DEFAULT_ANCHORS = REPO.parent / "shared" / "perf-anchors"

OURS, WWE, FLOOR, LEAN = "ours", "werewolf-engine", "floor", "floor-lean"
DRIVER = {
    OURS: "werewolves_random.py",
    WWE: "werewolf_engine_random.py",
    FLOOR: "baseline_minimal_night.py",
}
JSON_ENGINE = {  # the "engine" field of each driver's JSON line
    OURS: "werewolves (ours)",
    WWE: "werewolf-engine",
    FLOOR: "baseline-dict",
    LEAN: "baseline-lean",
}

# Rough ms per game measured on the 2-core dev machine before the issue-9 optimisations. They
# only choose the fixed number of games each driver plays (``--budget`` seconds per run), so a
# rerun plays the very same seeded games; they are not results. Other sizes are interpolated
# on a log-log scale.
EST_MS_PER_GAME = {
    OURS: {7: 4.4, 15: 13.1, 30: 50.7, 60: 359.0},
    WWE: {7: 0.07, 15: 0.43, 30: 1.74, 60: 9.3},
}
MIN_GAMES = {OURS: 3, WWE: 20}

WWE_HELP = """\
werewolf-engine column skipped: pass --wwe-python PATH, the python of a venv of its own, e.g.
    python3 -m venv /work/scratch/bench/wwe-venv
    /work/scratch/bench/wwe-venv/bin/pip install werewolf-engine==0.1.0
    .venv/bin/python bench/anchors.py --wwe-python /work/scratch/bench/wwe-venv/bin/python"""


# --------------------------------------------------------------------------- helpers
def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def estimate_ms(engine: str, n: int) -> float:
    table = EST_MS_PER_GAME[engine]
    xs = sorted(table)
    if n in table:
        return table[n]
    # piecewise log-log interpolation, extrapolating with the nearest segment's slope
    lo, hi = (xs[0], xs[1]) if n < xs[0] else (xs[-2], xs[-1])
    for a, b in itertools.pairwise(xs):
        if a <= n <= b:
            lo, hi = a, b
            break
    slope = math.log(table[hi] / table[lo]) / math.log(hi / lo)
    return table[lo] * (n / lo) ** slope


def games_for(engine: str, n: int, budget: float, repeats: int) -> int:
    games = budget * 1000.0 / (repeats * estimate_ms(engine, n))
    return max(MIN_GAMES[engine], round(games))


def fit_exponent(points: Sequence[tuple[float, float]]) -> float:
    """Least-squares slope of log(y) against log(x)."""
    pts = [(math.log(x), math.log(y)) for x, y in points if x > 0 and y > 0]
    if len(pts) < 2:
        return float("nan")
    mx = statistics.fmean(p[0] for p in pts)
    my = statistics.fmean(p[1] for p in pts)
    sxx = sum((p[0] - mx) ** 2 for p in pts)
    sxy = sum((p[0] - mx) * (p[1] - my) for p in pts)
    return sxy / sxx if sxx else float("nan")


def fmt(x: float | None, digits: int = 4) -> str:
    if x is None or (isinstance(x, float) and math.isnan(x)):
        return "–"
    if x >= 10**digits:
        return f"{x:,.0f}"
    return f"{x:.{digits}g}"


def fmt_ratio(values: list[float]) -> str:
    if not values:
        return "–"
    med = statistics.median(values)
    if len(values) == 1:
        return f"{fmt(med, 3)}×"
    return f"{fmt(med, 3)}× ({fmt(min(values), 3)}–{fmt(max(values), 3)})"


def snapshot(rev: str) -> Path:
    """Extract ``src/`` of ``rev`` into a temporary folder; return its ``src``."""
    tmp = Path(tempfile.mkdtemp(prefix="anchors-src-"))
    archive = subprocess.run(
        ["git", "-C", str(REPO), "archive", "--format=tar", rev, "src"],
        capture_output=True,
        check=True,
    )
    subprocess.run(["tar", "-x", "-C", str(tmp)], input=archive.stdout, check=True)
    return tmp / "src"


def child_env(src: Path | None) -> dict[str, str] | None:
    if src is None:
        return None
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join([str(src), *filter(None, [env.get("PYTHONPATH")])])
    return env


def run(
    cmd: list[str],
    timeout: float,
    env: dict[str, str] | None = None,
) -> tuple[list[dict[str, Any]], float, float, str]:
    """Run one driver; return its JSON records, wall ÷ CPU time of the child, and its stdout."""
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.perf_counter()
    proc = subprocess.run(
        cmd, capture_output=True, text=True, timeout=timeout, check=False, env=env
    )
    wall = time.perf_counter() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (r1.ru_utime - r0.ru_utime) + (r1.ru_stime - r0.ru_stime)
    if proc.returncode != 0:
        raise RuntimeError(f"{shlex.join(cmd)} failed ({proc.returncode}):\n{proc.stderr[-2000:]}")
    recs = [json.loads(line[5:]) for line in proc.stdout.splitlines() if line.startswith("JSON ")]
    return recs, wall, wall / cpu if cpu > 0 else float("nan"), proc.stdout


def python_version(python: str) -> str:
    code = "import platform; print(platform.python_implementation(), platform.python_version())"
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=True)
    return out.stdout.strip()


def check_wwe(python: str) -> str:
    code = "import importlib.metadata as m, werewolf_engine; print(m.version('werewolf-engine'))"
    out = subprocess.run([python, "-c", code], capture_output=True, text=True, check=False)
    if out.returncode != 0:
        raise RuntimeError(f"{python} cannot import werewolf_engine:\n{out.stderr[-1000:]}")
    return out.stdout.strip()


def cpu_model() -> str:
    try:
        out = subprocess.run(["lscpu"], capture_output=True, text=True, check=True).stdout
        for line in out.splitlines():
            if line.startswith("Model name:"):
                return line.split(":", 1)[1].strip()
    except (OSError, subprocess.CalledProcessError):
        pass
    try:
        with open("/proc/cpuinfo", encoding="utf-8") as fh:
            for line in fh:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown"


def git(*args: str) -> str:
    out = subprocess.run(["git", "-C", str(REPO), *args], capture_output=True, text=True)
    return out.stdout.strip() if out.returncode == 0 else ""


def git_state(rev: str | None) -> str:
    if rev:
        sha = git("rev-parse", "--short", f"{rev}^{{commit}}") or rev
        return f"{sha} (`git archive` snapshot of src/, work tree not used)"
    head = git("rev-parse", "--short", "HEAD") or "unknown"
    dirty = [ln for ln in git("status", "--porcelain", "--", "src").splitlines() if ln.strip()]
    if dirty:
        return f"{head} + uncommitted changes in src/ ({len(dirty)} files)"
    return head


def loadavg() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:
        return "n/a"


# --------------------------------------------------------------------------- side by side
def driver_cmd(engine: str, n: int, args: argparse.Namespace) -> list[str]:
    anchors: Path = args.anchors
    script = str(anchors / DRIVER[engine])
    if engine == OURS:
        games = games_for(OURS, n, args.budget, args.repeats)
        return [
            args.ours_python,
            script,
            "--players",
            str(n),
            "--games",
            str(games),
            "--repeats",
            str(args.repeats),
            "--bots",
            args.bots,
        ]
    if engine == WWE:
        games = games_for(WWE, n, args.budget, args.repeats)
        return [
            args.wwe_python,
            script,
            "--players",
            str(n),
            "--games",
            str(games),
            "--repeats",
            str(args.repeats),
        ]
    # the floor calibrates its own counts: ~budget seconds over 3 measurements x repeats
    per = args.budget / (3 * args.repeats)
    return [
        args.ours_python,
        script,
        "--players",
        str(n),
        "--repeats",
        str(args.repeats),
        "--budget",
        f"{per:.3f}",
    ]


def side_by_side(args: argparse.Namespace, engines: list[str]) -> dict[str, Any]:
    # results[engine][n] -> list of records, one per round
    results: dict[str, dict[int, list[dict[str, Any]]]] = {
        e: {n: [] for n in args.players} for e in [*engines, LEAN]
    }
    # wall ÷ CPU time of each run
    walls: dict[str, dict[int, list[float]]] = {e: {n: [] for n in args.players} for e in engines}
    commands: dict[str, list[str]] = {}
    raw = open(args.raw, "a", encoding="utf-8") if args.raw else None  # noqa: SIM115
    try:
        for r in range(args.rounds):
            order = engines[r % len(engines) :] + engines[: r % len(engines)]
            for n in args.players:
                for engine in order:
                    cmd = driver_cmd(engine, n, args)
                    commands.setdefault(f"{engine} N={n}", cmd)
                    log(f"round {r + 1}/{args.rounds} N={n:<3} {engine:<16} {shlex.join(cmd[1:])}")
                    env = child_env(args.src) if engine == OURS else None
                    recs, wall, contention, stdout = run(cmd, args.timeout, env)
                    if engine == OURS:
                        check_source(stdout, args.src)
                    walls[engine][n].append(contention)
                    if raw:
                        raw.write(
                            json.dumps(
                                {
                                    "round": r,
                                    "engine": engine,
                                    "n": n,
                                    "cmd": cmd,
                                    "wall_s": wall,
                                    "wall_per_cpu": contention,
                                    "stdout": stdout,
                                }
                            )
                            + "\n"
                        )
                        raw.flush()
                    for rec in recs:
                        for key, name in JSON_ENGINE.items():
                            if rec.get("engine") == name and key in results:
                                results[key][n].append(rec)
                    log(
                        f"    {wall:5.1f} s (wall/CPU {contention:.2f})  "
                        + "  ".join(
                            f"{rec['engine']}: {per_phase(rec):.4g} ms/phase" for rec in recs
                        )
                    )
    finally:
        if raw:
            raw.close()
    return {"results": results, "walls": walls, "commands": commands}


def check_source(stdout: str, src: Path | None) -> None:
    """Our driver prints where it imported ``werewolves`` from: make sure it is the snapshot."""
    if src is None:
        return
    where = next((ln for ln in stdout.splitlines() if ln.startswith("machine ")), "")
    if str(src) not in where:
        raise RuntimeError(f"our driver did not import the snapshot {src}: {where}")


def per_phase(rec: dict[str, Any]) -> float:
    return float(rec["ms_per_game_median"]) / float(rec["mean_phases_per_game"])


# --------------------------------------------------------------------------- advance()
def advance_probe(targets: list[int], steps: int, max_seconds: float) -> list[dict[str, Any]]:
    """Time ``steps`` advance() calls once the log holds each target count of events."""
    from werewolves.game import Game, Setup

    game = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Citizen")]), seed=1)
    out: list[dict[str, Any]] = []
    start = time.perf_counter()
    for target in targets:
        t_reach = time.perf_counter()
        phases_before = game.phase_index
        while len(game.events) < target and not game.over:
            game.advance()
            if time.perf_counter() - start > max_seconds:
                break
        reached = len(game.events)
        reach_s = time.perf_counter() - t_reach
        if reached < target:
            log(f"advance probe: stopped at {reached} events (time cap {max_seconds:.0f} s)")
        e0, p0 = len(game.events), game.phase_index
        c0, w0 = time.process_time(), time.perf_counter()
        for _ in range(steps):
            game.advance()
        cpu, wall = time.process_time() - c0, time.perf_counter() - w0
        if game.over:
            raise RuntimeError("the d13 game ended: the advance() probe needs a game nobody wins")
        rec = {
            "target_events": target,
            "events_start": e0,
            "events_end": len(game.events),
            "phase_start": p0,
            "advances": steps,
            "us_per_advance_cpu": 1e6 * cpu / steps,
            "us_per_advance_wall": 1e6 * wall / steps,
            "reach_s": reach_s,
            "reach_advances": p0 - phases_before,
            "capped": reached < target,
        }
        log(
            f"advance probe: log {e0}->{rec['events_end']} events: "
            f"{rec['us_per_advance_cpu']:.1f} us/advance (cpu)"
        )
        out.append(rec)
    return out


# --------------------------------------------------------------------------- report
def summarise(data: dict[str, Any], engines: list[str], players: list[int]) -> dict[str, Any]:
    res = data["results"]
    rows = []
    for n in players:
        row: dict[str, Any] = {"n": n}
        for e in [*engines, LEAN]:
            recs = res.get(e, {}).get(n, [])
            if recs:
                row[e] = {
                    "per_phase": statistics.median(per_phase(r) for r in recs),
                    "ms_game": statistics.median(float(r["ms_per_game_median"]) for r in recs),
                    "phases": statistics.median(float(r["mean_phases_per_game"]) for r in recs),
                    "events": statistics.median(
                        float(r.get("events_per_game_mean", float("nan"))) for r in recs
                    ),
                    "games": recs[0].get("games_per_batch"),
                }
        ours = res[OURS][n]
        for other in (WWE, FLOOR):
            if other in engines and res[other][n]:
                k = min(len(ours), len(res[other][n]))  # round by round
                row[f"ratio_{other}"] = [
                    per_phase(ours[i]) / per_phase(res[other][n][i]) for i in range(k)
                ]
        rows.append(row)
    exps: dict[str, dict[str, float]] = {}
    for e in [*engines, LEAN]:
        pts = [(r["n"], r[e]) for r in rows if e in r]
        if len(pts) >= 2:
            exps[e] = {
                "per_phase": fit_exponent([(n, v["per_phase"]) for n, v in pts]),
                "ms_game": fit_exponent([(n, v["ms_game"]) for n, v in pts]),
                "phases": fit_exponent([(n, v["phases"]) for n, v in pts]),
                "local": [  # slope between consecutive sizes
                    math.log(b[1]["per_phase"] / a[1]["per_phase"]) / math.log(b[0] / a[0])
                    for a, b in itertools.pairwise(pts)
                ],
                "sizes": [n for n, _ in pts],
            }
            if e == OURS:
                exps[e]["events"] = fit_exponent([(n, v["events"]) for n, v in pts])
    return {"rows": rows, "exponents": exps}


def markdown(
    args: argparse.Namespace,
    engines: list[str],
    data: dict[str, Any] | None,
    summ: dict[str, Any] | None,
    probe: list[dict[str, Any]] | None,
    meta: dict[str, str],
) -> str:
    L: list[str] = []
    L.append(f"Measured {meta['date']} on commit {meta['commit']} with `bench/anchors.py`.")
    L.append("")
    L.append("| machine | |")
    L.append("| --- | --- |")
    L.append(f"| `nproc` | {meta['nproc']} |")
    L.append(f"| `lscpu` model name | {meta['cpu']} |")
    L.append(f"| python (ours, floor) | {meta['python']} |")
    if WWE in engines:
        L.append(f"| python (werewolf-engine {meta['wwe_version']}) | {meta['wwe_python']} |")
    L.append(
        f"| load average (1/5/15 min), start → end | {meta['load_start']} → {meta['load_end']} |"
    )
    L.append(f"| wall time of the whole run | {meta['elapsed']} |")
    L.append("")
    L.append("Command:")
    L.append("")
    L.append("```sh")
    L.append(meta["command"])
    L.append("```")
    L.append("")
    if data and summ:
        rows = summ["rows"]
        L.append(
            f"Per-phase time (ms per game ÷ phases per game), median over {args.rounds} "
            f"rounds; ratios are taken within each round, median (min–max) over rounds. "
            f"Ours with `--bots {args.bots}`; the floor is the anchors' `baseline-dict`. "
            f"The last column is wall ÷ CPU time of the driver processes of that size "
            f"(1.00: each had a core to itself; higher: the machine was contended)."
        )
        L.append("")
        head = ["players", "ours ms/phase"]
        if WWE in engines:
            head.append("werewolf-engine ms/phase")
        head += ["floor ms/phase"]
        if WWE in engines:
            head.append("ours ÷ werewolf-engine")
        head += ["ours ÷ floor", "wall/CPU of the runs, median (max)"]
        L.append("| " + " | ".join(head) + " |")
        L.append("| " + " | ".join("---" for _ in head) + " |")
        for r in rows:
            cells = [str(r["n"]), fmt(r.get(OURS, {}).get("per_phase"))]
            if WWE in engines:
                cells.append(fmt(r.get(WWE, {}).get("per_phase")))
            cells.append(fmt(r.get(FLOOR, {}).get("per_phase")))
            if WWE in engines:
                cells.append(fmt_ratio(r.get(f"ratio_{WWE}", [])))
            cells.append(fmt_ratio(r.get(f"ratio_{FLOOR}", [])))
            cont = [c for e in engines for c in data["walls"][e][r["n"]] if not math.isnan(c)]
            cells.append(f"{statistics.median(cont):.2f} ({max(cont):.2f})" if cont else "–")
            L.append("| " + " | ".join(cells) + " |")
        L.append("")
        L.append("Work per game (medians over rounds; games = games per batch of each run):")
        L.append("")
        head = ["players", "ours games", "ours phases/game", "ours events/game", "ours ms/game"]
        if WWE in engines:
            head += [
                "werewolf-engine games",
                "werewolf-engine phases/game",
                "werewolf-engine ms/game",
            ]
        head += ["floor phases/game", "floor ms/game", "floor-lean ms/phase"]
        L.append("| " + " | ".join(head) + " |")
        L.append("| " + " | ".join("---" for _ in head) + " |")
        for r in rows:
            o = r.get(OURS, {})
            cells = [
                str(r["n"]),
                str(o.get("games", "–")),
                fmt(o.get("phases")),
                fmt(o.get("events")),
                fmt(o.get("ms_game")),
            ]
            if WWE in engines:
                w = r.get(WWE, {})
                cells += [str(w.get("games", "–")), fmt(w.get("phases")), fmt(w.get("ms_game"))]
            f = r.get(FLOOR, {})
            cells += [
                fmt(f.get("phases")),
                fmt(f.get("ms_game")),
                fmt(r.get(LEAN, {}).get("per_phase")),
            ]
            L.append("| " + " | ".join(cells) + " |")
        L.append("")
        exps = summ["exponents"]
        if exps:
            sizes = exps[next(iter(exps))]["sizes"]
            pairs = [f"{a}→{b}" for a, b in itertools.pairwise(sizes)]
            L.append(
                "Growth with the number of players N: fitted exponent k of a ∝ N^k "
                "(least-squares log-log slope over "
                + ", ".join(str(s) for s in sizes)
                + "); the local per-phase slopes are between consecutive sizes."
            )
            L.append("")
            L.append(
                "| engine | per phase | per game | phases/game | local per-phase slopes ("
                + ", ".join(pairs)
                + ") |"
            )
            L.append("| --- | --- | --- | --- | --- |")
            for e, x in exps.items():
                loc = ", ".join(f"{v:.2f}" for v in x["local"])
                L.append(
                    f"| {e} | {x['per_phase']:.2f} | {x['ms_game']:.2f} | "
                    f"{x['phases']:.2f} | {loc} |"
                )
            if OURS in exps and not math.isnan(exps[OURS].get("events", float("nan"))):
                L.append("")
                L.append(f"Ours: events per game grow as N^{exps[OURS]['events']:.2f}.")
            L.append("")
    if probe:
        L.append(
            f"`advance()` against the length of the event log: the d13 game (3 players: "
            f"Ann Wolf, Bob and Cid Citizens, seed 1, nobody acts, nobody wins); once the "
            f"log holds each count of events, {probe[0]['advances']} `advance()` calls are "
            f"timed (CPU time of the process)."
        )
        L.append("")
        L.append(
            "| log length when timed (events) | µs per advance (CPU) | µs per advance (wall) "
            "| advances to get there | seconds to get there |"
        )
        L.append("| --- | --- | --- | --- | --- |")
        for p in probe:
            cap = " (time cap hit)" if p["capped"] else ""
            L.append(
                f"| {p['events_start']:,} → {p['events_end']:,}{cap} | "
                f"{p['us_per_advance_cpu']:.1f} | {p['us_per_advance_wall']:.1f} | "
                f"{p['reach_advances']:,} | {p['reach_s']:.1f} |"
            )
        first, last = probe[0], probe[-1]
        ratio = last["us_per_advance_cpu"] / first["us_per_advance_cpu"]
        L.append("")
        L.append(
            f"Ratio, {last['events_start']:,} events ÷ {first['events_start']:,} events: "
            f"**{ratio:.1f}×** (1.0× = independent of the log length)."
        )
        L.append("")
    return "\n".join(L) + "\n"


# --------------------------------------------------------------------------- main
def parse_ints(text: str) -> list[int]:
    return [int(x) for x in text.replace(" ", "").split(",") if x]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--wwe-python", help="python of a venv with werewolf-engine==0.1.0")
    ap.add_argument(
        "--ours-python",
        default=sys.executable,
        help="python with our package installed (default: this one); also runs the floor",
    )
    ap.add_argument(
        "--anchors",
        type=Path,
        default=DEFAULT_ANCHORS,
        help=f"the perf-anchors folder (default: {DEFAULT_ANCHORS})",
    )
    ap.add_argument("--rounds", type=int, default=3, help="alternating rounds (default 3)")
    ap.add_argument(
        "--players",
        type=parse_ints,
        default=[7, 15, 30, 60],
        help="comma list (default 7,15,30,60)",
    )
    ap.add_argument(
        "--repeats",
        type=int,
        default=3,
        help="batches inside each driver run (the driver reports their median)",
    )
    ap.add_argument(
        "--budget",
        type=float,
        default=2.5,
        help="target seconds per driver run; fixes the games counts (default 2.5)",
    )
    ap.add_argument(
        "--bots", choices=("all", "classic"), default="all", help="our driver's bots (default all)"
    )
    ap.add_argument(
        "--advance-at",
        type=parse_ints,
        default=[1000, 100_000],
        help="event-log lengths at which advance() is timed (default 1000,100000)",
    )
    ap.add_argument(
        "--advance-steps",
        type=int,
        default=2000,
        help="advance() calls timed at each length (default 2000)",
    )
    ap.add_argument(
        "--advance-max-seconds",
        type=float,
        default=300.0,
        help="give up growing the log after this many seconds",
    )
    ap.add_argument(
        "--rev",
        help="measure this committed revision (git archive of src/) instead of the work tree",
    )
    ap.add_argument("--no-advance", action="store_true", help="skip the advance() probe")
    ap.add_argument("--no-side-by-side", action="store_true", help="only the advance() probe")
    ap.add_argument("--timeout", type=float, default=600.0, help="seconds per driver run")
    ap.add_argument("--out", type=Path, help="write the markdown report here")
    ap.add_argument("--raw", help="append every driver run (command, stdout) here as JSON lines")
    ap.add_argument(
        "--quick",
        action="store_true",
        help="smoke run: 1 round, 7 and 15 players, small budget, short probe",
    )
    args = ap.parse_args(argv)
    args.argv = sys.argv[1:] if argv is None else list(argv)
    if args.quick:
        args.rounds, args.players, args.budget, args.repeats = 1, [7, 15], 0.3, 1
        args.advance_at, args.advance_steps = [500, 5000], 200

    if not (args.anchors / DRIVER[OURS]).is_file():
        ap.error(f"no perf-anchor drivers in {args.anchors} (use --anchors DIR)")
    args.src = None
    if args.rev:
        args.src = snapshot(args.rev)
        sys.path.insert(0, str(args.src))  # the advance() probe imports werewolves in-process
        log(f"measuring {args.rev} from {args.src}")
    try:
        return measure(ap, args)
    finally:
        if args.src is not None:
            shutil.rmtree(args.src.parent, ignore_errors=True)


def measure(ap: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    engines = [OURS]
    meta = {
        "date": dt.date.today().isoformat(),
        "commit": git_state(args.rev),
        "nproc": str(os.cpu_count()),
        "cpu": cpu_model(),
        "python": python_version(args.ours_python),
        "load_start": loadavg(),
        "command": "",
    }
    if args.wwe_python:
        if not Path(args.wwe_python).exists():
            ap.error(f"--wwe-python {args.wwe_python}: no such file\n{WWE_HELP}")
        meta["wwe_version"] = check_wwe(args.wwe_python)
        meta["wwe_python"] = python_version(args.wwe_python)
        engines.append(WWE)
    else:
        log(WWE_HELP)
    engines.append(FLOOR)
    cmd = [".venv/bin/python", "bench/anchors.py"]
    cmd += [a if a != sys.executable else ".venv/bin/python" for a in args.argv]
    meta["command"] = shlex.join(cmd)

    t0 = time.perf_counter()
    data = summ = None
    if not args.no_side_by_side:
        data = side_by_side(args, engines)
        summ = summarise(data, engines, args.players)
    probe = None
    if not args.no_advance:
        probe = advance_probe(args.advance_at, args.advance_steps, args.advance_max_seconds)
    meta["elapsed"] = f"{time.perf_counter() - t0:.0f} s"
    meta["load_end"] = loadavg()

    report = markdown(args, engines, data, summ, probe, meta)
    print(report)
    if args.out:
        args.out.write_text(report, encoding="utf-8")
        log(f"written {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())

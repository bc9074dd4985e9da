"""Before and after a change, side by side with werewolf-engine, in one run (issue 17 item 5).

Runs the perf-anchor drivers of ``shared/perf-anchors`` alternately, round after round (the
order rotated every round): our driver on a snapshot of ``--before`` (``git archive REV src``),
our driver on ``--after`` (a revision, or the work tree when omitted), and werewolf-engine's.
Per-phase time (ms per game ÷ phases per game) is compared within each round; the report gives
the median over rounds and the spread.

    .venv/bin/python bench/before_after.py --before 517f6c1 --after HEAD \\
        --wwe-python /tmp/wwe-venv/bin/python --players 7,60 --rounds 5
"""

from __future__ import annotations

import argparse
import datetime as dt
import os
import shutil
import statistics
import sys
import time
from pathlib import Path

from anchors import (  # bench/anchors.py, beside this file
    DEFAULT_ANCHORS,
    OURS,
    WWE,
    check_source,
    child_env,
    cpu_model,
    driver_cmd,
    git_state,
    loadavg,
    log,
    parse_ints,
    per_phase,
    python_version,
    run,
    snapshot,
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--before", required=True, help="the revision before the change")
    ap.add_argument("--after", help="the revision after it (default: the work tree)")
    ap.add_argument("--wwe-python", required=True, help="python of a venv with werewolf-engine")
    ap.add_argument("--ours-python", default=sys.executable)
    ap.add_argument("--anchors", type=Path, default=DEFAULT_ANCHORS)
    ap.add_argument("--players", type=parse_ints, default=[7, 60])
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--repeats", type=int, default=3)
    ap.add_argument("--budget", type=float, default=2.5, help="seconds per driver run")
    ap.add_argument("--bots", choices=("all", "classic"), default="all")
    ap.add_argument("--timeout", type=float, default=600.0)
    args = ap.parse_args(argv)
    srcs = {"before": snapshot(args.before)}
    srcs["after"] = snapshot(args.after) if args.after else None
    labels = {
        "before": git_state(args.before),
        "after": git_state(args.after),
        WWE: f"werewolf-engine ({python_version(args.wwe_python)})",
    }
    engines = ["before", "after", WWE]
    per: dict[str, dict[int, list[float]]] = {e: {n: [] for n in args.players} for e in engines}
    walls: dict[int, list[float]] = {n: [] for n in args.players}  # wall ÷ CPU of each run
    load0, t0 = loadavg(), time.perf_counter()
    try:
        for r in range(args.rounds):
            order = engines[r % 3 :] + engines[: r % 3]
            for n in args.players:
                for e in order:
                    cmd = driver_cmd(OURS if e != WWE else WWE, n, args)
                    src = srcs.get(e)
                    env = child_env(src) if e != WWE else None
                    recs, wall, contention, stdout = run(cmd, args.timeout, env)
                    if e != WWE:
                        check_source(stdout, src)
                    per[e][n].append(per_phase(recs[0]))
                    walls[n].append(contention)
                    log(f"round {r + 1} N={n} {e}: {per[e][n][-1]:.4g} ms/phase ({wall:.1f} s)")
    finally:
        for src in srcs.values():
            if src is not None:
                shutil.rmtree(src.parent, ignore_errors=True)
    out = [
        f"Measured {dt.date.today().isoformat()} with `bench/before_after.py` "
        f"({args.rounds} rounds, engines alternating; `--bots {args.bots}`).",
        "",
        f"- before: {labels['before']}",
        f"- after: {labels['after']}",
        f"- {labels[WWE]}; machine: {os.cpu_count()} cores, {cpu_model()}, "
        f"{python_version(args.ours_python)}",
        f"- load average (1/5/15 min) {load0} → {loadavg()}; "
        f"{time.perf_counter() - t0:.0f} s in all",
        "",
        "| players | before ms/phase | after ms/phase | werewolf-engine ms/phase "
        "| before ÷ werewolf-engine | after ÷ werewolf-engine | after ÷ before "
        "| wall/CPU of the runs, median (max) |",
        "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ]

    def ratio(a: list[float], b: list[float]) -> str:
        rs = [x / y for x, y in zip(a, b, strict=True)]  # round by round
        return f"{statistics.median(rs):.2f}× ({min(rs):.2f}–{max(rs):.2f})"

    for n in args.players:
        b, a, w = per["before"][n], per["after"][n], per[WWE][n]
        out.append(
            f"| {n} | {statistics.median(b):.4f} | {statistics.median(a):.4f} | "
            f"{statistics.median(w):.5f} | {ratio(b, w)} | **{ratio(a, w)}** | {ratio(a, b)} | "
            f"{statistics.median(walls[n]):.2f} ({max(walls[n]):.2f}) |"
        )
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

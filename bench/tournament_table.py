"""The tables of ``docs/simulation.md`` ("Seated by sides") from tournament JSON files, so that a
re-run is pasted, not retyped:

    .venv/bin/python bench/tournament_table.py /tmp/t1.json /tmp/t2.json

For each file (one seed): each agent's rating and win rate on the wolves' and the town's side,
then how far the first agent's interval lies from each other agent's (its μ − 2σ less their
μ + 2σ: above 0, the intervals are apart; below 0, they overlap by that much), then the town's
win rate by the agents of the town and the wolves (``--seating sides`` only).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

TEAMS = (("wolves", "Werewolves"), ("town", "Townsfolk"))


def _cell(r: dict[str, Any]) -> str:
    return f"{r['mu']:.1f} [{r['low']:.1f}–{r['high']:.1f}] | {100 * r['win']['rate']:.1f} %"


def tables(res: dict[str, Any]) -> list[str]:
    seed, agents = res["seed"], res["agents"]
    by = res["by_agent"]
    out = [
        f"seed {seed}, {res['games']} games, seated by {res['seating']}, "
        f"τ = {res['rating'].get('tau', '?')}:",
        "",
        "| seed | agent | " + " | ".join(f"{n} μ [μ ± 2σ] | won" for _, n in TEAMS) + " |",
        "|---|---|" + "---:|---:|" * len(TEAMS),
    ]
    for a in agents:
        out.append(f"| {seed} | {a} | " + " | ".join(_cell(by[a]["teams"][t]) for t, _ in TEAMS)
                   + " |")
    first = agents[0]
    out.append("")
    for t, name in TEAMS:
        gaps = []
        for other in agents[1:]:
            gap = by[first]["teams"][t]["low"] - by[other]["teams"][t]["high"]
            gaps.append(f"{other} {'apart by' if gap > 0 else 'overlap'} {abs(gap):.2f}")
        out.append(f"- {name}: {first} against " + ", ".join(gaps))
    if res.get("pairs"):
        held = {p["teams"].get("wolves") for p in res["pairs"]}
        wolves = [a for a in agents if a in held]
        out += ["", "| town \\ wolves | " + " | ".join(wolves) + " |",
                "|---|" + "---:|" * len(wolves)]
        cell = {(p["teams"].get("town"), p["teams"].get("wolves")): p for p in res["pairs"]}
        for town in agents:
            row = []
            for w in wolves:
                p = cell.get((town, w))
                row.append("—" if p is None else
                           f"{100 * p['won'].get('town', 0) / p['games']:.1f} %")
            out.append(f"| {town} | " + " | ".join(row) + " |")
    return out


def main(argv: list[str]) -> int:
    if not argv:
        print("give one or more tournament JSON files (werewolves tournament --json PATH)")
        return 2
    for path in argv:
        try:
            res = json.loads(Path(path).read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            print(f"cannot read {path}: {e}")
            return 2
        print("\n".join(tables(res)) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))

"""Python bytecodes per phase of the perf anchors' driver loop, by the driver's call (issue 17).

A count, not a time: the machine is shared and its timings move by ±10 % from run to run, while
this count is the same for the same games. It plays the anchors' ``werewolves_random.py`` loop
(``--bots all``: every offered action, votes never naming the voter, seeded as benchlib seeds
it) under ``sys.settrace`` with opcode events, and attributes each bytecode to the driver call
it runs under: ``Game.new``, ``legal_actions``, ``submit`` (by verb), ``advance`` (by kind of
phase) or the driver's own loop. Phases are those ``advance`` ends (Day 0 included).

    .venv/bin/python bench/opcount.py --players 7 --games 150
    .venv/bin/python bench/opcount.py --top 40     # and the functions with the most bytecodes
    .venv/bin/python bench/opcount.py --top 40 --within "advance Day"   # under one call only
    .venv/bin/python bench/opcount.py --src /tmp/before/src    # a snapshot (git archive REV src)
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import Counter
from pathlib import Path
from types import FrameType
from typing import Any

REPO = Path(__file__).resolve().parents[1]
# ``--src DIR`` (first on the command line): another tree's src/, e.g. a ``git archive`` snapshot
if len(sys.argv) > 2 and sys.argv[1] == "--src":
    sys.path.insert(0, sys.argv.pop(2))
    sys.argv.pop(1)
else:
    sys.path.insert(0, str(REPO / "src"))

from werewolves.game import Game, Setup  # noqa: E402
from werewolves.testing import engine_of  # noqa: E402

ROLES = {"werewolf": "Wolf", "seer": "Fortune Teller", "doctor": "Citizen", "villager": "Citizen"}
SKIP = frozenset({"unvote", "resign"})
VOTES = frozenset({"vote", "vote2"})


def classic(n: int) -> list[str]:
    """benchlib.classic_roles(n) as the anchors' driver deals it."""
    wolves = 2 if n <= 8 else round(n / 4)
    counts = {"werewolf": wolves, "seer": 1, "doctor": 1, "villager": n - wolves - 2}
    return [ROLES[k] for k in ("werewolf", "seer", "doctor", "villager") for _ in range(counts[k])]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=7)
    ap.add_argument("--games", type=int, default=150)
    ap.add_argument("--seed", type=int, default=12345)
    ap.add_argument("--top", type=int, default=0, help="also list the N costliest functions")
    ap.add_argument(
        "--within", default="", help="list functions only under this call (e.g. 'advance Day')"
    )
    args = ap.parse_args(argv)
    names = [f"P{i}" for i in range(args.players)]
    base = classic(args.players)
    where = ["driver"]
    by_call: Counter[str] = Counter()
    by_function: Counter[str] = Counter()

    def tracer(frame: FrameType, event: str, _arg: Any) -> Any:
        if event == "call":
            frame.f_trace_opcodes = True
        elif event == "opcode":
            by_call[where[0]] += 1
            if args.within and where[0] != args.within:
                return tracer
            code = frame.f_code
            by_function[f"{code.co_filename.split('/src/')[-1]}:{code.co_name}"] += 1
        return tracer

    def play() -> int:
        roles = list(base)
        random.shuffle(roles)
        where[0] = "Game.new"
        game = Game.new(Setup(list(zip(names, roles, strict=True))), seed=random.randrange(2**31))
        where[0] = "driver"
        eng, phases = engine_of(game), 0
        while not game.over:
            for name in names:
                p = eng.find(name)
                if p is None or not p.alive:
                    continue
                where[0] = "legal_actions"
                offered = game.legal_actions(name)
                where[0] = "driver"
                for la in offered:
                    if la.verb in SKIP:
                        continue
                    if game.over or not p.alive:
                        break
                    if la.max_targets == 0:
                        where[0] = f"submit {la.verb}"
                        game.submit(name, la.verb)
                        where[0] = "driver"
                        continue
                    cands = (
                        [c for c in la.candidates if c != name]
                        if la.verb in VOTES
                        else (list(la.candidates))
                    )
                    if not cands:
                        continue
                    target = random.choice(cands)
                    where[0] = f"submit {la.verb}"
                    game.submit(name, la.verb, target)
                    where[0] = "driver"
                if game.over:
                    break
            where[0] = f"advance {game.phase.split()[0]}"
            game.advance()
            where[0] = "driver"
            phases += 1
        return phases

    random.seed(args.seed - 1)
    play()  # a warm-up game: imports and first kits made outside the count
    random.seed(args.seed)
    sys.settrace(tracer)
    phases = sum(play() for _ in range(args.games))
    sys.settrace(None)
    total = sum(by_call.values())
    print(
        f"{args.players} players, {args.games} games, {phases} phases: "
        f"{total / phases:,.0f} bytecodes a phase"
    )
    for call, n in by_call.most_common():
        print(f"  {call:24} {n / phases:9,.0f}  {100 * n / total:5.1f} %")
    for fn, n in by_function.most_common(args.top):
        print(f"  {n / phases:9,.1f}  {fn}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

#!/usr/bin/env python3
"""A complete werewolves agent (docs/agents.md): as `cmd:examples/agents/example_agent.py` in a
tournament, or on a seat of a running service with --server URL --game ID --token SECRET.

It plays from the actions' declarations only: it never uses an action that harms itself or
its team, aims friendly actions at itself where it may, votes against whoever accused it (or
anyone it distrusts), claims its role on the first day when its team is the town, and says it
is done. Its choices are drawn from a generator seeded by `hello`, so a seeded game repeats.
"""

import random

from werewolves.agents.client import main

rng = random.Random(0)
accusers: set[str] = set()


def start(hello):
    rng.seed(f"example:{hello['seat']}:{hello['seed']}")


def decide(turn):
    me, view = turn["seat"], turn["view"]
    for ev in turn["events"]:  # remember who named us in a vote
        if ev["key"] == "vote.cast" and ev["params"].get("target") == me:
            accusers.add(str(ev["params"].get("voter")))
    moves = []
    day_one = turn["phase"] == "Day 1" and not turn["results"]
    if day_one and view["card"]["team"] == "town":
        moves.append({"type": "claim", "role": view["role"], "results": []})
    for action in turn["actions"]:
        decl = action["declaration"]
        if decl["aim"] == "never worth it" or decl.get("withdraws") or decl["hurts_user"]:
            continue
        if action["chosen"] is not None or action.get("picks"):
            continue  # keep an earlier choice; leave actions that name a role or category
        slots = action["slots"] or [action["candidates"]] * action["max_targets"]
        if not slots:
            moves.append({"type": "act", "action": [action["verb"]]})
            continue
        first = [p for p in slots[0] if (p != me) == decl["hostile"]] or list(slots[0])
        wanted = [p for p in first if p in accusers] or first
        target = [rng.choice(wanted)]
        for slot in slots[1:action["min_targets"]]:
            target.append(rng.choice([p for p in slot if p not in target] or slot))
        moves.append({"type": "act", "action": [action["verb"], *target]})
    return moves


if __name__ == "__main__":
    main(decide, start)

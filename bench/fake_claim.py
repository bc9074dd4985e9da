"""The fake-claim trap (issue 24's goal): how often a town lynches its real Fortune Teller on
Day 1 after a wolf claims the Fortune Teller and names the real one as a wolf.

    .venv/bin/python bench/fake_claim.py [--variants 200] [--bots heuristic]

Each variant is a seeded 8-player game (2 Wolves, a Fortune Teller, 5 Citizens, dealt by the
seed) played by the named bots through Day 0 and Night 1. Only variants whose Fortune Teller
is alive on Day 1 count. At the start of Day 1, before anyone else speaks, the first living
wolf claims the Fortune Teller in the town square, naming the real one a Wolf; then the bots
play the day and it ends. Printed: how many variants counted, how often the real Fortune
Teller was lynched that day, how often the lying wolf was, its packmate, someone else, and nobody.
"""

from __future__ import annotations

import argparse
import random

from werewolves.game import TOWN_SQUARE, Game, Setup
from werewolves.sim.agent import make_agent
from werewolves.sim.claims import claim_text
from werewolves.sim.match import play_turns
from werewolves.sim.observe import Observer

SEER = "Fortune Teller"
ROLES = ["Wolf", "Wolf", SEER, *["Citizen"] * 5]
NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus", "Hal"]


def variant(seed: int, bots: str) -> str | None:
    """What Day 1 did to the trap of one seed: ``seer``, ``liar``, ``pack`` (the other wolf),
    ``other``, ``nobody``, or
    None when the Fortune Teller did not live to see Day 1."""
    roles = list(ROLES)
    random.Random(seed).shuffle(roles)
    game = Game.new(Setup(list(zip(NAMES, roles, strict=True))), seed)
    agents = {n: make_agent(bots, n, seed) for n in NAMES}
    observer = Observer(game)
    for _ in range(2):  # Day 0, Night 1
        play_turns(game, agents, observer)
        game.advance()
    seer = next(n for n, r in zip(NAMES, roles, strict=True) if r == SEER)
    if game.over or not game.player(seer).alive:
        return None
    liar = next(n for n in game.living() if game.player(n).role == "Wolf")
    said = game.say(liar, TOWN_SQUARE, claim_text(SEER, [(seer, "Wolf")]))
    assert said, said
    play_turns(game, agents, observer)
    game.advance()
    lynched = [
        e.targets[0]
        for e in game.events
        if e.kind == "death" and e.phase == 2 and e.data.get("kind") == "lynch"
    ]
    if not lynched:
        return "nobody"
    if lynched[0] in (seer, liar):
        return "seer" if lynched[0] == seer else "liar"
    return "pack" if game.player(lynched[0]).role == "Wolf" else "other"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variants", type=int, default=200, help="variants that count")
    ap.add_argument("--bots", default="heuristic", help="the bots that play every seat")
    args = ap.parse_args(argv)
    counts = {"seer": 0, "liar": 0, "pack": 0, "other": 0, "nobody": 0}
    seed = tried = 0
    while sum(counts.values()) < args.variants:
        seed += 1
        tried += 1
        out = variant(seed, args.bots)
        if out is not None:
            counts[out] += 1
    n = sum(counts.values())
    print(f"{args.bots} bots: {n} variants counted ({tried} seeds tried)")
    for key, label in (
        ("seer", "the real Fortune Teller lynched"),
        ("liar", "the lying wolf lynched"),
        ("pack", "the liar's packmate lynched"),
        ("other", "someone else lynched"),
        ("nobody", "nobody lynched"),
    ):
        print(f"  {label}: {counts[key]} ({100 * counts[key] / n:.1f} %)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

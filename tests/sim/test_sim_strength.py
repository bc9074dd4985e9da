"""Heuristic bots play better than random ones, by more than the 95 % intervals: over a few
hundred seeded games of a small setup, the heuristic town wins more often against heuristic
wolves than a random town does, and heuristic wolves win more often against a heuristic town
than random wolves do."""

from __future__ import annotations

from functools import cache

from werewolves.sim.match import Tally, parse_bots
from werewolves.sim.simulate import SimSpec, simulate
from werewolves.sim.stats import rate

GAMES = 150
ROLES = "2xWolf, Fortune Teller"


@cache
def run(bots: str) -> Tally:
    return simulate(SimSpec.from_roles_text(6, ROLES, parse_bots(bots)), GAMES, seed=12)


def test_heuristic_town_beats_random_town() -> None:
    smart = rate(run("heuristic").teams["town"], GAMES)
    dumb = rate(run("heuristic,town=random").teams["town"], GAMES)
    assert smart.ci_low > dumb.ci_high, (smart, dumb)


def test_heuristic_wolves_beat_random_wolves() -> None:
    smart = rate(run("heuristic").teams["wolves"], GAMES)
    dumb = rate(run("heuristic,wolves=random").teams["wolves"], GAMES)
    assert smart.ci_low > dumb.ci_high, (smart, dumb)


def test_heuristic_bots_make_no_refused_moves() -> None:
    assert run("heuristic").refusals == 0

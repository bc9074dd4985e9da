"""Is a role list balanced? Which team it favours, by how much and how sure, and the one swap of
a role for another that brings it nearest to fair — each candidate measured by simulation on
the same game seeds (common random numbers), never guessed.

"Fair" means the teams in play win equally often: the distance from fair is the gap between the
best and the worst win rate among the teams present (unaligned roles play for themselves and
are left out).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from ..game import Game, SetupError, role_book
from .book import team_of_role
from .match import Tally, game_seed
from .setups import FILLER
from .simulate import SimSpec, simulate
from .stats import rate, split_z, two_sided_p

__all__ = ["BalanceResult", "Measured", "balance", "candidate_swaps", "distance"]

# roles a swap may bring in, besides those already in the list: those whose mix declaration
# allows it (RoleCard.mix.swap)
POOL = tuple(c.name for c in role_book() if c.mix is not None and c.mix.swap)


def _teams_in(roles: tuple[str, ...]) -> list[str]:
    return sorted({team_of_role(r) for r in roles} - {"unaligned", ""})


def distance(tally: Tally, roles: tuple[str, ...]) -> float:
    """max − min win rate over the teams present (0 is perfectly fair)."""
    n = max(1, tally.games)
    rates = [tally.teams.get(t, 0) / n for t in _teams_in(roles)]
    return max(rates) - min(rates) if len(rates) > 1 else 1.0


@dataclass(frozen=True)
class Measured:
    """A role list and what its simulation came to."""

    roles: tuple[str, ...]
    swap: tuple[str, str] | None  # (out, in), None for the list as given
    tally: Tally

    @property
    def distance(self) -> float:
        return distance(self.tally, self.roles)

    def team_rates(self) -> dict[str, Any]:
        return {t: rate(self.tally.teams.get(t, 0), self.tally.games).to_json()
                for t in _teams_in(self.roles)}

    def to_json(self) -> dict[str, Any]:
        return {
            "swap": None if self.swap is None else {"out": self.swap[0], "in": self.swap[1]},
            "roles": sorted(self.roles),
            "games": self.tally.games,
            "teams": self.team_rates(),
            "distance": round(self.distance, 6),
        }


@dataclass(frozen=True)
class BalanceResult:
    base: Measured
    favoured: str
    runner_up: str
    z: float
    p: float
    candidates: tuple[Measured, ...]

    @property
    def best(self) -> Measured | None:
        better = [c for c in self.candidates if c.distance < self.base.distance]
        return min(better, key=lambda c: (c.distance, c.swap or ("", ""))) if better else None

    def to_json(self) -> dict[str, Any]:
        best = self.best
        return {
            "base": self.base.to_json(),
            "favoured": self.favoured,
            "runner_up": self.runner_up,
            "margin": round(self._margin(), 6),
            "z": round(self.z, 4),
            "p_value": round(self.p, 6),
            "best_swap": None if best is None else best.to_json(),
            "candidates": [c.to_json() for c in self.candidates],
        }

    def _margin(self) -> float:
        n = max(1, self.base.tally.games)
        t = self.base.tally.teams
        return (t.get(self.favoured, 0) - t.get(self.runner_up, 0)) / n


def _direction(role: str) -> int:
    """+1 for a role that helps the town, −1 for one against it, 0 for a Citizen or unaligned."""
    team = team_of_role(role)
    if team == "town":
        return 0 if role == FILLER else 1
    return 0 if team in ("unaligned", "") else -1


def candidate_swaps(
    roles: tuple[str, ...], town_favoured: bool, favoured: str | None = None
) -> list[tuple[str, str]]:
    """Single swaps (one copy of OUT becomes IN) that move the balance the needed way: away
    from the town when it is favoured, towards it otherwise; and, when ``favoured`` names a
    team other than the town's, first the swaps that take one of its members out (for a
    Citizen, else a role of a team already in the list), since strengthening the town alone
    need not weaken a third side. Swaps that empty a team entirely are left out, and so are
    swaps bringing in a team, unless the list has one team alone.

    Smallest steps first; of steps alike, one whose other role is the plain Citizen, then one
    between the town and its opponents, and a swap with an unaligned role (which plays for
    itself, so it moves the balance no known way) last."""
    pool = sorted(set(roles) | set(POOL))
    teams = _teams_in(roles)

    def keeps_teams(a: str, b: str) -> bool:
        swapped = list(roles)
        swapped[swapped.index(a)] = b
        after = _teams_in(tuple(swapped))
        # a swap never empties a team; it brings in a new one only when the list has one
        # team alone (8 Citizens: nobody to play against), as a list with
        # sides already is balanced between them, not by adding a third
        return after == teams or (set(teams) <= set(after) and len(teams) == 1)

    def odd(a: str, b: str) -> tuple[bool, bool]:
        loose = team_of_role(a) in ("unaligned", "") or team_of_role(b) in ("unaligned", "")
        return loose, FILLER not in (a, b)

    weaken: list[tuple[str, str]] = []
    # a member of the favoured side taken out first only where strengthening the town is not
    # already the smallest way to weaken it: a third side in the list (the town's gain need not
    # be its loss), or no Citizen to make a power role of; with the town against one side and
    # a Citizen to turn, the smallest steps come first (``3xWolf, Fortune Teller``: a Citizen
    # becomes a Runner before a Wolf becomes anything)
    if favoured is not None and favoured != "town" and (len(teams) > 2 or FILLER not in roles):
        for a in sorted({r for r in roles if team_of_role(r) == favoured}):
            for b in pool:
                if team_of_role(b) in (favoured, "unaligned", "") or not keeps_teams(a, b):
                    continue
                weaken.append((a, b))
        weaken.sort(key=lambda s: (s[1] != FILLER, *odd(*s), s))
    out: list[tuple[str, str]] = []
    for a in sorted(set(roles)):
        for b in pool:
            if a == b or (a, b) in weaken:
                continue
            delta = _direction(b) - _direction(a)
            if delta == 0 or (delta > 0) == town_favoured or not keeps_teams(a, b):
                continue
            out.append((a, b))
    out.sort(key=lambda s: (abs(_direction(s[1]) - _direction(s[0])), *odd(*s), s))
    return weaken + out


def _valid(spec: SimSpec, seed: int) -> bool:
    try:
        Game.new(spec.setup(game_seed(seed, 0)), game_seed(seed, 0), rules=spec.rules())
    except SetupError:
        return False
    return True


def balance(
    spec: SimSpec,
    games: int,
    seed: int,
    *,
    candidate_games: int | None = None,
    max_candidates: int = 6,
    workers: int = 1,
    backend: str = "local",
    scheduler: str | None = None,
    progress: Callable[[int], None] | None = None,
    on_stage: Callable[[tuple[str, str] | None, int], None] | None = None,
) -> BalanceResult:
    """Simulate the list as given, then up to ``max_candidates`` single swaps in the direction
    of fairness (``candidate_games`` games each, on the same seeds). ``on_stage`` is told each
    stage as it starts, with its games: None for the list as given, else the swap (a role, the
    role put in its place)."""
    if spec.roles is None:
        raise ValueError("balance needs a role list")
    run = dict(workers=workers, backend=backend, scheduler=scheduler, progress=progress)
    if on_stage is not None:
        on_stage(None, games)
    base = Measured(spec.roles, None, simulate(spec, games, seed, **run))  # type: ignore[arg-type]
    teams = _teams_in(spec.roles)
    ranked = sorted(teams, key=lambda t: (-base.tally.teams.get(t, 0), t))
    favoured = ranked[0]
    runner_up = ranked[1] if len(ranked) > 1 else "none"
    k1, k2 = base.tally.teams.get(favoured, 0), base.tally.teams.get(runner_up, 0)
    z = split_z(k1, k2)
    p = two_sided_p(z)
    town_favoured = favoured == "town"
    measured: list[Measured] = []
    cg = candidate_games or games
    for a, b in candidate_swaps(spec.roles, town_favoured, favoured):
        if len(measured) >= max_candidates:
            break
        roles = list(spec.roles)
        roles[roles.index(a)] = b
        cand = replace(spec, roles=tuple(roles))
        if not _valid(cand, seed):
            continue
        if on_stage is not None:
            on_stage((a, b), cg)
        measured.append(Measured(cand.roles, (a, b), simulate(cand, cg, seed, **run)))  # type: ignore[arg-type]
    return BalanceResult(base, favoured, runner_up, z, p, tuple(measured))

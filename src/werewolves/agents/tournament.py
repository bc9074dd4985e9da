"""Tournaments: agents seated in rotation over seeded games, rated with openskill.

With ``k`` agents, the games come in blocks of ``k``: block ``b`` deals one setup (the setups
taken in turn) with the seed :func:`~werewolves.sim.match.game_seed` ``(seed, b)``, and its
``k`` games play that same deal with the agents rotated one seat each time — seat ``j`` of game
``b·k + r`` is agent ``(j + r) mod k`` — so every agent plays every seat, and so every role and
team of the deal, equally often. That is the ``seats`` seating (the default).

The ``sides`` seating puts one agent on every seat of a team, so a side's result is one agent's.
Its blocks have ``k!`` games: block ``b`` deals as above, and game ``b·k! + r`` takes the
``r``-th ordering of the agents (lexicographic, :func:`ordering`); the deal's teams, the most
seats first (ties by key), get its agents in turn — team ``i`` is played by agent
``ordering[i mod k]`` — so over a block every agent plays every team equally often and meets
every other agent on every other team, against the same draws. An agent plays two teams of one
game only when the deal has more teams than there are agents, and then the smallest teams share
(the default mix at 12 players deals four teams: the town's agent also plays the fourth).

A game is a pure function of the seed and its index, so a tournament is the same on 1 worker,
2 workers or a Dask cluster (the backends of :mod:`~werewolves.sim.simulate`): the workers send
back each game's small record, and the ratings are worked out here, in game order.

Ratings (openskill's Plackett–Luce model, μ and σ): after each game, the players on the winning
side rank first and the others second (a game nobody won is a draw). A side is the seats that
won or lost together: a team's winners, its losers, each unaligned seat alone. An agent has one
rating per team it played for (``town``, ``wolves`` …), one per role and one ``overall``.

Who is a player of the rating depends on the seating (RM464). Under ``sides`` a side is one
agent's play, so each side is **one player**, its agent on its rating for the side's team (in
``overall``, on its one overall rating): a town of six seats counts once, as a wolf pack of
three does. Under ``seats`` a side is a mix of agents, so each seat is a player (the side's
strength the sum of its seats', openskill's team model) and an agent holding several seats of a
side moves by the mean of their updates; per role it is so under both seatings, a role being a
seat. A rating that two sides of one game carry (a team split into winners and losers, two
unaligned seats of one agent, the town's agent also playing the Plague Bearer in ``overall``)
moves by the mean of its updates too. No weights are given (RM466).

The agents are fixed, seeded programs whose skill does not drift from game to game, so the
dynamics factor τ is 0 by default (RM465): σ is then the model's uncertainty after all the
games and narrows as they accumulate. ``tau`` (``--tau``) sets it for a model of players that
change (openskill's default is 25/300).
"""

from __future__ import annotations

import html
import math
from collections import Counter, defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from itertools import count
from pathlib import Path
from typing import Any

from ..game import Game
from ..sim.match import MAX_PHASES, game_seed, play_match
from ..sim.simulate import SimSpec, chunks
from ..sim.stats import rate

__all__ = [
    "DEFAULT_TAU",
    "SEATINGS",
    "GameRecord",
    "TournamentSpec",
    "check_seating",
    "check_tau",
    "html_report",
    "labels_of",
    "ordering",
    "play_game",
    "results",
    "run_chunk",
    "run_tournament",
    "seat_agents",
]

JSON = dict[str, Any]
Seat = tuple[str, str, str, bool, bool]  # agent label, role dealt, its team, won, survived


@dataclass(frozen=True)
class GameRecord:
    """What a tournament keeps of one game."""

    index: int
    setup: int  # which setup
    team: str  # the winning team's key, or "none"
    seats: tuple[Seat, ...]
    refusals: int
    passes: int  # protocol agents' turns that were a pass (late, broken, not an answer)
    # a model seat's private reasoning, per move (its seat, phase, move, the
    # reasoning, a refusal), kept for the record and never shown to another seat
    reasoning: tuple[JSON, ...] = ()
    # what the research metrics read of the game (``record.FACT_KEYS``)
    facts: JSON = field(default_factory=dict)


SEATINGS = ("seats", "sides")  # agents rotated seat by seat; one agent per team


def check_seating(text: str) -> str:
    """A seating's name, or ValueError with a sentence naming the choices."""
    value = text.strip().lower()
    if value not in SEATINGS:
        raise ValueError(
            f"{text!r} is not a seating: choose seats (agents rotated seat by seat) or sides "
            "(every seat of a team played by one agent)."
        )
    return value


# RM465: fixed programs do not change between games, so no per-game added variance
DEFAULT_TAU = 0.0
MAX_TAU = 25.0 / 3.0  # openskill's initial σ: a τ as large as the prior's spread is no dynamics


def check_tau(text: str) -> float:
    """A dynamics factor τ from its text, or ValueError with a sentence."""
    try:
        value = float(text.strip())
    except ValueError:
        value = math.nan
    if not (0.0 <= value <= MAX_TAU):  # also refuses nan and inf
        raise ValueError(
            f"{text!r} is not a dynamics factor: give a number from 0 (agents whose skill does "
            f"not change, the default) to {MAX_TAU:.2f}; openskill's own default is 0.0833."
        )
    return value


@dataclass(frozen=True)
class TournamentSpec:
    """The agents (normalized specs, :func:`~.registry.parse_agents`), the setups (the
    simulator's :class:`SimSpec`; its ``bots`` are not used), the seating (``seats`` or
    ``sides``) and the ratings' dynamics factor ``tau`` (see the module's docstring)."""

    agents: tuple[str, ...]
    setups: tuple[SimSpec, ...]
    max_phases: int = MAX_PHASES
    seating: str = "seats"
    tau: float = DEFAULT_TAU
    records: str | None = None  # a folder: each game's JSON record and HTML replay written there

    def __post_init__(self) -> None:
        check_seating(self.seating)
        check_tau(repr(self.tau))

    def labels(self) -> tuple[str, ...]:
        return labels_of(self.agents)

    def block_size(self) -> int:
        """Games per deal: ``k`` for ``seats``, ``k!`` for ``sides``."""
        k = len(self.agents)
        return math.factorial(k) if self.seating == "sides" else k


def ordering(k: int, r: int) -> tuple[int, ...]:
    """The ``r``-th ordering of ``0 … k-1`` in lexicographic order (``r`` below ``k!``), as
    ``itertools.permutations(range(k))`` lists them, worked out without listing them."""
    left = list(range(k))
    out = []
    for i in range(k, 0, -1):
        q, r = divmod(r, math.factorial(i - 1))
        out.append(left.pop(q))
    return tuple(out)


def seat_agents(spec: TournamentSpec, teams: Sequence[str], turn: int) -> list[int]:
    """For game ``turn`` of a block, each seat's agent (an index into ``spec.agents``), the
    seats given by their dealt roles' teams."""
    k = len(spec.agents)
    if spec.seating == "seats":
        return [(j + turn) % k for j in range(len(teams))]
    # the deal's teams, the most seats first (ties by key), take the block's ordering of the
    # agents in turn, wrapping round (one agent on two teams) only past k teams, so the big
    # sides always get distinct agents
    size = Counter(teams)
    ranked = sorted(size, key=lambda t: (-size[t], t))
    order = ordering(k, turn)
    agent_of = {t: order[i % k] for i, t in enumerate(ranked)}
    return [agent_of[t] for t in teams]


def labels_of(agents: Sequence[str]) -> tuple[str, ...]:
    """Each agent's name in the results: its kind, a ``cmd:`` program by its file name, an
    ``llm:`` seat by its model (not its endpoint, so the same JSON whatever
    port the model's server listens on); the same agent twice gets ``#2``."""
    out: list[str] = []
    for a in agents:
        base = f"cmd:{Path(a[4:]).name}" if a.startswith("cmd:") else a
        if a.startswith("llm:"):
            base = f"llm:{a.partition('#')[2]}".rstrip(":")
        label, n = base, 1
        while label in out:
            n += 1
            label = f"{base}#{n}"
        out.append(label)
    return tuple(out)


def play_game(spec: TournamentSpec, seed: int, index: int) -> GameRecord:
    """Game ``index`` of the tournament seeded ``seed`` (see the module's docstring)."""
    from collections import Counter as _Counter

    from ..sim.book import team_of_role
    from .record import Recording, facts_of, game_record
    from .registry import make_seat
    from .seat import SeatAgent, ending

    block, turn = divmod(index, spec.block_size())
    which = block % len(spec.setups)
    deal_seed = game_seed(seed, block)
    setup = spec.setups[which].setup(deal_seed)
    game = Game.new(setup, deal_seed)
    names = tuple(game.players)
    labels = spec.labels()
    bot_seed = game_seed(seed + 1, index)
    chosen = seat_agents(spec, [team_of_role(game.player(n).original_role) for n in names], turn)
    seat_of: dict[str, int] = {}
    agents: dict[str, Any] = {}
    for name, a in zip(names, chosen, strict=True):
        seat_of[name] = a
        agents[name] = make_seat(spec.agents[a], name, bot_seed, names)
    refused: _Counter[str] = _Counter()
    clock = count()  # one order for every seat's notes
    recordings = {name: Recording(name, agent, clock) for name, agent in agents.items()}
    try:
        play_match(game, recordings, max_phases=spec.max_phases, refusals=refused)
    finally:
        outcome = None if game.outcome is None else game.outcome.to_json()
        for agent in agents.values():
            if isinstance(agent, SeatAgent):
                agent.finish(outcome, ending(game, agent.name)[1])
    winners = set(game.outcome.winners) if game.outcome is not None else set()
    ascended = {str(e.params.get("player")) for e in game.events if e.msg == "death.ascend"}
    seats = tuple(
        (
            labels[seat_of[p.name]],
            p.original_role,
            team_of_role(p.original_role),
            p.name in winners or p.name in ascended,
            p.alive,
        )
        for p in map(game.player, names)
    )
    team = (game.outcome.team or "none") if game.outcome is not None else "none"
    passes = sum(a.passed for a in agents.values() if isinstance(a, SeatAgent))
    notes = tuple(
        {"game": index, "agent": labels[seat_of[name]], **entry}
        for name, agent in agents.items()
        if isinstance(agent, SeatAgent)
        for entry in getattr(agent.inner, "log", ())
    )
    about = {"name": f"tournament game {index} (seed {seed})", "tournament_seed": seed,
             "index": index, "setup": which, "seating": spec.seating,
             "agents": list(spec.labels())}
    record = game_record(game, deal_seed, {n: labels[a] for n, a in seat_of.items()}, recordings,
                         notes, about, full=spec.records is not None)
    if spec.records is not None:
        write_record(Path(spec.records), index, record)
    return GameRecord(index, which, team, seats, sum(refused.values()), passes, notes,
                      facts_of(record))


def record_name(index: int) -> str:
    """The file name (no suffix) of game ``index``'s record in a records folder."""
    return f"game-{index:05d}"


def write_record(folder: Path, index: int, record: JSON) -> None:
    """Game ``index``'s record as JSON and as its HTML replay, in ``folder``."""
    import json

    from .replay_html import replay_page

    folder.mkdir(parents=True, exist_ok=True)
    base = folder / record_name(index)
    base.with_suffix(".json").write_text(json.dumps(record, indent=1, sort_keys=True) + "\n",
                                         encoding="utf-8")
    base.with_suffix(".html").write_text(replay_page(record), encoding="utf-8")


def run_chunk(spec: TournamentSpec, seed: int, start: int, stop: int) -> list[GameRecord]:
    """Games ``start`` … ``stop - 1``: what a worker runs."""
    return [play_game(spec, seed, i) for i in range(start, stop)]


def run_tournament(
    spec: TournamentSpec,
    games: int,
    seed: int,
    *,
    workers: int = 1,
    backend: str = "local",
    scheduler: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> list[GameRecord]:
    """Play the tournament's games on a backend; their records in game order."""
    from ..sim import simulate as sim

    parts = chunks(games, workers)
    if backend == "dask" or scheduler is not None:
        out = sim._run_dask(spec, seed, parts, workers, scheduler, progress, job=run_chunk)
    elif workers <= 1:
        out = []
        for a, b in parts:
            out.append(run_chunk(spec, seed, a, b))
            if progress is not None:
                progress(b - a)
    else:
        out = sim._run_pool(spec, seed, parts, workers, progress, job=run_chunk)
    records = [r for part in out for r in part]
    return sorted(records, key=lambda r: r.index)


# ------------------------------------------------------------------------------ ratings


class _Pool:
    """Ratings by key (an agent and a team, an agent and a role, an agent). ``whole``: each side
    of a game is one player per agent in it (the ``sides`` seating's teams and overall), not
    one per seat."""

    def __init__(self, model: Any, *, whole: bool = False) -> None:
        self.model = model
        self.whole = whole
        self.ratings: dict[tuple[str, str], Any] = {}
        self.seats: Counter[tuple[str, str]] = Counter()
        self.wins: Counter[tuple[str, str]] = Counter()

    def get(self, key: tuple[str, str]) -> Any:
        r = self.ratings.get(key)
        if r is None:
            r = self.ratings[key] = self.model.rating()
        return r

    def rate(self, sides: list[Side]) -> None:
        """One game: ``sides`` of (key, won) seats, each side winning or losing together."""
        for side in sides:
            for key, won in side:
                self.seats[key] += 1
                self.wins[key] += int(won)
        if len(sides) < 2:
            return
        players = [[key for key, _ in side] for side in sides]
        if self.whole:
            # RM464: under the sides seating a side is one agent's play, so it is one player
            # of the game (its seats' keys are one key), however many seats it has
            players = [list(dict.fromkeys(keys)) for keys in players]
        # fresh copies: openskill writes its results into the ratings it is given
        teams = [[self.model.rating(mu=self.get(k).mu, sigma=self.get(k).sigma) for k in keys]
                 for keys in players]
        ranks = [0 if side[0][1] else 1 for side in sides]
        # RM466: no weights (openskill scales a side's weights to 1…2, so equal ones do
        # nothing and a lone seat's became 2: its wins counted twice and its losses half)
        new = self.model.rate(teams, ranks=ranks)
        moves: dict[tuple[str, str], list[tuple[float, float]]] = defaultdict(list)
        for keys, rated in zip(players, new, strict=True):
            for key, r in zip(keys, rated, strict=True):
                moves[key].append((r.mu, r.sigma))
        for key, got in moves.items():  # one agent's seats of a side, or sides of one game
            old = self.get(key)
            mu = old.mu + sum(m - old.mu for m, _ in got) / len(got)
            sigma = sum(s for _, s in got) / len(got)
            self.ratings[key] = self.model.rating(mu=mu, sigma=sigma)

    def to_json(self, agent: str) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        for (a, what), r in sorted(self.ratings.items()):
            if a != agent:
                continue
            out[what] = _rating_json(r, self.seats[(a, what)], self.wins[(a, what)])
        for (a, what), n in sorted(self.seats.items()):  # seats never rated (one side only)
            if a == agent and what not in out:
                out[what] = _rating_json(self.get((a, what)), n, self.wins[(a, what)])
        return dict(sorted(out.items()))


def _rating_json(r: Any, seats: int, wins: int) -> JSON:
    return {
        "mu": round(float(r.mu), 4),
        "sigma": round(float(r.sigma), 4),
        "low": round(float(r.mu - 2 * r.sigma), 4),
        "high": round(float(r.mu + 2 * r.sigma), 4),
        "seats": seats,
        "win": rate(wins, seats).to_json(),
    }


Side = list[tuple[tuple[str, str], bool]]  # (agent, team or role) and whether the seat won


def _sides(seats: Sequence[Seat], key: Callable[[Seat], str]) -> list[Side]:
    """A game's seats as the sides that won or lost together: each team's winners and losers
    apart (an unaligned player is a side of its own)."""
    groups: dict[tuple[str, bool, int], Side] = {}
    for i, s in enumerate(seats):
        label, _role, team, won, _alive = s
        g = (team, won, i if team == "unaligned" else -1)
        groups.setdefault(g, []).append(((label, key(s)), won))
    return [groups[g] for g in sorted(groups, key=lambda g: (g[0], not g[1], g[2]))]


def results(spec: TournamentSpec, records: Sequence[GameRecord], games: int, seed: int) -> JSON:
    """The tournament as canonical JSON: per agent its μ and σ overall, per team and per role,
    with its seats and win rate; the teams' wins; no timings (the same on any backend)."""
    import openskill
    from openskill.models import PlackettLuce

    # RM465: τ is the spec's (0 unless asked): set on the model, since openskill's rate() reads
    # a τ of 0 given to it as "use the model's"
    model = PlackettLuce(tau=spec.tau)
    whole = spec.seating == "sides"  # RM464
    by_team, by_role = _Pool(model, whole=whole), _Pool(model)
    overall = _Pool(model, whole=whole)
    teams: Counter[str] = Counter()
    present: Counter[str] = Counter()  # games a team was dealt in
    held: Counter[tuple[str, str]] = Counter()  # games an agent held a seat of a team in
    refusals = passes = 0
    for rec in records:
        teams[rec.team] += 1
        refusals += rec.refusals
        passes += rec.passes
        dealt = {s[2] for s in rec.seats}
        present.update(dealt)
        held.update({(s[0], s[2]) for s in rec.seats})
        by_team.rate(_sides(rec.seats, lambda s: s[2]))
        by_role.rate(_sides(rec.seats, lambda s: s[1]))
        overall.rate(_sides(rec.seats, lambda s: "all"))
    pairs = _pairs(records) if whole else None
    # RM570: under the seats seating, a team every agent held seats of in every game it was
    # dealt in moves every agent's rating for it alike (each seat a player, an agent moving by
    # the mean of its seats'), so those ratings cannot tell the agents apart: the report says
    # so instead of letting equal figures read as equal play
    labels = spec.labels()
    blind = [] if whole or len(set(labels)) < 2 else sorted(
        t for t, n in present.items() if all(held[(a, t)] == n for a in set(labels))
    )
    from ..sim.book import team_of_role
    from .metrics import INTERVAL, METRICS, compute

    # the research metrics (docs/agents.md, "Metrics"), from each game's facts
    measured = compute([r.facts for r in records if r.facts], labels, team_of_role)
    agents = {}
    for label in spec.labels():
        agents[label] = {
            "overall": overall.to_json(label).get("all", {}),
            "teams": by_team.to_json(label),
            "roles": by_role.to_json(label),
            "metrics": measured[label],
        }
    return {
        "games": games,
        "seed": seed,
        "agents": list(spec.labels()),  # no paths: the same JSON wherever the programs are
        "seating": spec.seating,
        "setups": [s.describe() | {"bots": "(the agents)"} for s in spec.setups],
        "rating": {
            "library": f"openskill {getattr(openskill, '__version__', '')}".strip(),
            "model": "PlackettLuce",
            "tau": spec.tau,
            "interval": "mu ± 2 sigma",
            # what one player of a game is in each table (RM464)
            "player": {
                "teams": "side" if whole else "seat",
                "overall": "side" if whole else "seat",
                "roles": "seat",
            },
        },
        "teams": dict(sorted(teams.items())),
        "metrics": {"names": list(METRICS), "interval": INTERVAL},
        "by_agent": agents,
        **({"pairs": pairs} if pairs is not None else {}),
        # the model seats' reasoning per move, in game order (only when a
        # model played: the bots' tournaments' JSON is as it was)
        **({"reasoning": notes} if (notes := [n for r in records for n in r.reasoning]) else {}),
        **({"teams_alike": blind} if blind else {}),
        "refused_moves": refusals,
        "passed_turns": passes,
    }


def _pairs(records: Sequence[GameRecord]) -> list[JSON]:
    """Under the sides seating, the games by the agents of their two biggest teams (the most
    seats first, ties by key, as they are seated): how many, and each team's wins."""
    tally: dict[tuple[tuple[str, str], ...], Counter[str]] = {}
    for rec in records:
        size = Counter(s[2] for s in rec.seats)
        held = {s[2]: s[0] for s in rec.seats}
        ranked = sorted(size, key=lambda t: (-size[t], t))[:2]
        count = tally.setdefault(tuple((t, held[t]) for t in ranked), Counter())
        count["games"] += 1
        count[rec.team] += 1
    return [
        {"teams": dict(key), "games": c["games"],
         "won": {t: n for t, n in sorted(c.items()) if t != "games"}}
        for key, c in sorted(tally.items())
    ]


# ------------------------------------------------------------------------------ report


def html_report(res: JSON, *, title: str = "Werewolves tournament") -> str:
    """A self-contained page: each agent's rating by team (μ ± 2σ) and its win rate by team
    (with 95 % intervals), plotted with the simulator's report plots, and the tables."""
    from ..sim.report import COLOURS, TEAM_NAMES, _bars_with_ci

    agents = res["by_agent"]
    team_keys = sorted({t for a in agents.values() for t in a["teams"]})
    win_rows, rating_rows = [], []
    top = max([a["overall"].get("high", 50.0) for a in agents.values()]
              + [r["high"] for a in agents.values() for r in a["teams"].values()] + [50.0])
    for label, a in agents.items():
        for team in team_keys:
            r = a["teams"].get(team)
            if r is None:
                continue
            name = f"{label} · {TEAM_NAMES.get(team, team)}"
            w = r["win"]
            win_rows.append((name, w["rate"], w["ci_low"], w["ci_high"], COLOURS.get(team, "#888")))
            rating_rows.append((name, max(0.0, r["mu"] / top), max(0.0, r["low"] / top),
                                min(1.0, r["high"] / top), COLOURS.get(team, "#888")))
    rows = []
    for label, a in agents.items():
        for team, r in a["teams"].items():
            rows.append(_row(label, TEAM_NAMES.get(team, team), r))
        for role, r in a["roles"].items():
            rows.append(_row(label, role, r))
    setups = "; ".join(
        f"{s['players']} players ({', '.join(s['roles']) if s.get('roles') else 'default mix'})"
        for s in res["setups"]
    )
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;max-width:760px;margin:2em auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:2px 10px;border-bottom:1px solid #ddd;
text-align:left}}</style></head><body>
<h1>{html.escape(title)}</h1>
<p>{res['games']} games, seed {res['seed']}, seated by {html.escape(res.get('seating', 'seats'))},
agents {html.escape(', '.join(agents))},
setups: {html.escape(setups)}. Ratings: {html.escape(res['rating']['library'])}
({html.escape(res['rating']['model'])}, τ = {res['rating'].get('tau', 0.0):g}; one player of a
game: {html.escape(_players_words(res))}), bars at μ with μ ± 2σ whiskers, scaled to
{top:.0f}; win rates with 95 % Wilson intervals.</p>
{_bars_with_ci(rating_rows, f"Rating by team (μ ± 2σ, 100% = {top:.0f})")}
{_bars_with_ci(win_rows, "Win rate by team")}
<h2>Ratings</h2><table><tr><th>Agent</th><th>Team or role</th><th>μ</th><th>σ</th>
<th>Seats</th><th>Won</th></tr>
{"".join(rows)}</table>
{_alike_html(res, TEAM_NAMES)}
{_pairs_html(res, TEAM_NAMES)}
{_metrics_html(res, TEAM_NAMES)}
<p>Teams' wins: {html.escape(", ".join(f"{TEAM_NAMES.get(t, t)} {n}"
                                      for t, n in res["teams"].items()))}.
Refused moves: {res['refused_moves']}; turns passed: {res['passed_turns']}.</p>
</body></html>
"""


# the metrics' names in the reports (docs/agents.md, "Metrics")
METRIC_NAMES = {"win_rate": "Win rate", "irp": "IRP", "vss": "VSS", "ksr": "KSR",
                "detection": "Detection", "deception": "Deception"}
METRICS_NOTE = (
    "Each metric a share with its 95 % Wilson interval and its count: win rate; IRP, the seats "
    "the agent's belief of each day marks as opponents (a chance above one half) that are; VSS, "
    "its lynch ballots naming an opponent; KSR, the phases its side's investigators live "
    "through; detection, the opponents its beliefs mark; deception, its opponents' beliefs "
    "marking it (lower: better hidden). A dash: nothing to count (no belief reported)."
)


def metric_rows(res: JSON, names: dict[str, str]) -> list[tuple[str, str, list[str]]]:
    """The metrics as rows: (agent, side, one cell per metric: ``rate [low–high] (k/n)``)."""
    rows = []
    for label, a in res["by_agent"].items():
        m = a.get("metrics")
        if not m:
            continue
        parts = [("all sides", m["overall"])]
        parts += [(names.get(t, t), x) for t, x in m["teams"].items()]
        for side, values in parts:
            rows.append((label, side, [_metric_cell(values[k]) for k in METRIC_NAMES]))
    return rows


def _metric_cell(v: JSON) -> str:
    if not v["of"]:
        return "–"
    return f"{v['rate']:.0%} [{v['ci_low']:.0%}–{v['ci_high']:.0%}] ({v['count']}/{v['of']})"


def _metrics_html(res: JSON, names: dict[str, str]) -> str:
    rows = metric_rows(res, names)
    if not rows:
        return ""
    head = "".join(f"<th>{html.escape(n)}</th>" for n in METRIC_NAMES.values())
    body = "".join(
        f"<tr><td>{html.escape(a)}</td><td>{html.escape(side)}</td>"
        + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>"
        for a, side, cells in rows
    )
    return (f'<h2>Metrics</h2><p>{html.escape(METRICS_NOTE)}</p><table id="metrics"><tr>'
            f"<th>Agent</th><th>Side</th>{head}</tr>{body}</table>")


def markdown_report(res: JSON, *, title: str = "Werewolves tournament") -> str:
    """The tournament in Markdown: the overall ratings, then the metrics per agent and side."""
    from ..sim.report import TEAM_NAMES

    lines = [f"# {title}", "",
             f"{res['games']} games, seed {res['seed']}, seated by {res.get('seating', 'seats')}; "
             f"agents {', '.join(res['by_agent'])}.", "",
             "| Agent | μ | σ | Seats | Won |", "|---|---|---|---|---|"]
    for label, a in res["by_agent"].items():
        r = a["overall"]
        if r:
            lines.append(f"| {label} | {r['mu']:.2f} | {r['sigma']:.2f} | {r['seats']} | "
                         f"{r['win']['rate']:.1%} |")
    rows = metric_rows(res, TEAM_NAMES)
    if rows:
        lines += ["", "## Metrics", "", METRICS_NOTE, "",
                  "| Agent | Side | " + " | ".join(METRIC_NAMES.values()) + " |",
                  "|---|---|" + "---|" * len(METRIC_NAMES)]
        lines += [f"| {a} | {side} | " + " | ".join(cells) + " |" for a, side, cells in rows]
    return "\n".join(lines) + "\n"


def alike_words(teams: Sequence[str], names: dict[str, str]) -> str:
    """RM570: why some teams' ratings are the same for every agent under the seats seating."""
    which = ", ".join(names.get(t, t) for t in teams)
    return (f"{which}: every agent held seats of this team in every game, so its ratings move "
            "alike and cannot tell the agents apart; --seating sides rates each team's play.")


def _pairs_html(res: JSON, names: dict[str, str]) -> str:
    if not res.get("pairs"):
        return ""
    rows = []
    for row in res["pairs"]:
        n = row["games"]
        cells = " ".join(
            f"<td>{html.escape(names.get(t, t))}: {html.escape(a)} "
            f"({row['won'].get(t, 0) / n:.1%} won)</td>"
            for t, a in row["teams"].items()
        )
        rows.append(f"<tr>{cells}<td>{n}</td></tr>")
    return ("<h2>Wins by the agents of the two biggest teams</h2><table><tr><th>First team"
            "</th><th>Second team</th><th>Games</th></tr>" + "".join(rows) + "</table>")


def _alike_html(res: JSON, names: dict[str, str]) -> str:
    alike = res.get("teams_alike") or []
    return f"<p>{html.escape(alike_words(alike, names))}</p>" if alike else ""


def _players_words(res: JSON) -> str:
    player = res["rating"].get("player", {})
    return ", ".join(f"{table}: a {what}" for table, what in player.items()) or "a seat"


def _row(label: str, what: str, r: JSON) -> str:
    return (
        f"<tr><td>{html.escape(label)}</td><td>{html.escape(what)}</td><td>{r['mu']:.2f}</td>"
        f"<td>{r['sigma']:.2f}</td><td>{r['seats']}</td><td>{r['win']['rate']:.1%}</td></tr>"
    )


# ------------------------------------------------------------------------------ setups


def load_setups(path: Path) -> tuple[SimSpec, ...]:
    """A tournament's setups from a JSON or YAML file: a list (or ``{"setups": [...]}``) of
    setups, each as ``werewolves simulate --setup`` reads one (``{"roles": [...]}`` or
    ``{"players": [[name, role], …]}``) or ``{"players": N}`` for the default mix of N players.
    Raises ValueError with a sentence."""
    import json

    import yaml

    from ..sim.match import BotMix
    from ..sim.simulate import setup_from_data

    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError) as e:
        raise ValueError(f"cannot read the setups file {path}: {e}") from None
    if isinstance(data, dict) and "setups" in data:
        data = data["setups"]
    if not isinstance(data, list) or not data:
        raise ValueError(f"the setups file {path} must hold a list of setups")
    out = []
    for i, item in enumerate(data):
        where = f"{path} (setup {i + 1})"
        if isinstance(item, dict) and isinstance(item.get("players"), int):
            out.append(SimSpec(int(item["players"]), None, None,
                               str(item.get("role_list", "private"))))
        else:
            out.append(setup_from_data(item, where, BotMix()))
    return tuple(out)


# ------------------------------------------------------------------------------ console


def tables(res: JSON) -> list[Any]:
    """The ratings as Rich tables: by team, then overall."""
    from rich.table import Table

    from ..sim.report import TEAM_NAMES

    t = Table(title=f"Ratings by team ({res['games']} games; μ ± 2σ, openskill)")
    for col in ("Agent", "Team", "μ", "σ", "μ − 2σ … μ + 2σ", "Seats", "Won"):
        t.add_column(col, justify="left" if col in ("Agent", "Team") else "right")
    for label, a in res["by_agent"].items():
        for team, r in a["teams"].items():
            t.add_row(label, TEAM_NAMES.get(team, team), f"{r['mu']:.2f}", f"{r['sigma']:.2f}",
                      f"{r['low']:.1f} … {r['high']:.1f}", str(r["seats"]),
                      f"{r['win']['rate']:.1%}")
    alike = res.get("teams_alike") or []
    if alike:
        t.caption = alike_words(alike, TEAM_NAMES)
        t.caption_justify = "left"
    each = res["rating"].get("player", {}).get("overall", "seat")
    o = Table(title=f"Overall (every {each})")
    for col in ("Agent", "μ", "σ", "Seats", "Won"):
        o.add_column(col, justify="left" if col == "Agent" else "right")
    for label, a in res["by_agent"].items():
        r = a["overall"]
        if r:
            o.add_row(label, f"{r['mu']:.2f}", f"{r['sigma']:.2f}", str(r["seats"]),
                      f"{r['win']['rate']:.1%}")
    out = [t, o]
    rows = metric_rows(res, TEAM_NAMES)
    if rows:
        m = Table(title="Metrics (95 % Wilson intervals; docs/agents.md)")
        for col in ("Agent", "Side", *METRIC_NAMES.values()):
            m.add_column(col, justify="left" if col in ("Agent", "Side") else "right")
        for a, side, cells in rows:
            m.add_row(a, side, *cells)
        out.append(m)
    if res.get("pairs"):
        p = Table(title="Wins by the agents of the two biggest teams")
        for col in ("Team", "Agent", "Team", "Agent", "Games", "First won", "Second won"):
            p.add_column(col, justify="right" if col in ("Games",) or "won" in col else "left")
        for row in res["pairs"]:
            (t1, a1), (t2, a2) = list(row["teams"].items())[:2] + [("", "")] * (
                2 - len(row["teams"]))
            n = row["games"]
            p.add_row(TEAM_NAMES.get(t1, t1), a1, TEAM_NAMES.get(t2, t2), a2, str(n),
                      f"{row['won'].get(t1, 0) / n:.1%}", f"{row['won'].get(t2, 0) / n:.1%}")
        out.append(p)
    return out


def run_console(
    spec: TournamentSpec,
    games: int,
    seed: int,
    *,
    workers: int,
    backend: str,
    scheduler: str | None,
    json_path: str | None,
    html_path: str | None,
    console: Any,
    markdown_path: str | None = None,
) -> JSON:
    """``werewolves tournament`` once its flags are checked: play with progress, print the
    tables, write the files (the JSON holds no timings: the same seed, the same bytes)."""
    import json
    import time

    from ..sim.console import _backend_words, _check_writable, _progress, _write

    _check_writable(json_path)
    _check_writable(html_path)
    _check_writable(markdown_path)
    console.print(
        f"Tournament of {', '.join(spec.labels())}: {games} games over "
        f"{len(spec.setups)} setup(s), seated by {spec.seating}, seed {seed}, on "
        f"{_backend_words(workers, backend, scheduler)}; ratings with τ = {spec.tau:g}, "
        f"{'each side one player' if spec.seating == 'sides' else 'each seat one player'}."
    )
    start = time.perf_counter()
    with _progress(console, games, "games") as advance:
        records = run_tournament(spec, games, seed, workers=workers, backend=backend,
                                 scheduler=scheduler, progress=advance)
    elapsed = time.perf_counter() - start
    res = results(spec, records, games, seed)
    for t in tables(res):
        console.print(t)
    console.print(f"{games} games in {elapsed:.1f} s.")
    if json_path:
        _write(json_path, json.dumps(res, indent=2, sort_keys=True) + "\n")
        console.print(f"Wrote {json_path}.")
    if html_path:
        _write(html_path, html_report(res))
        console.print(f"Wrote {html_path}.")
    if markdown_path:
        _write(markdown_path, markdown_report(res))
        console.print(f"Wrote {markdown_path}.")
    if spec.records:
        console.print(f"Wrote {games} game records (JSON, and an HTML replay each) in "
                      f"{spec.records}.")
    return res

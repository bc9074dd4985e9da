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
from ..i18n import CATALOG, DEFAULT
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


def check_seating(text: str, lang: str = DEFAULT) -> str:
    """A seating's name, or ValueError with a sentence naming the choices (in ``lang``)."""
    value = text.strip().lower()
    if value not in SEATINGS:
        raise ValueError(words("tournament.bad_seating", lang, got=repr(text)))
    return value


# RM465: fixed programs do not change between games, so no per-game added variance
DEFAULT_TAU = 0.0
MAX_TAU = 25.0 / 3.0  # openskill's initial σ: a τ as large as the prior's spread is no dynamics


def check_tau(text: str, lang: str = DEFAULT) -> float:
    """A dynamics factor τ from its text, or ValueError with a sentence (in ``lang``)."""
    try:
        value = float(text.strip())
    except ValueError:
        value = math.nan
    if not (0.0 <= value <= MAX_TAU):  # also refuses nan and inf
        raise ValueError(words("tournament.bad_tau", lang, got=repr(text), high=MAX_TAU,
                               usual=25.0 / 300.0))
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
                agent.finish(outcome, ending(game, agent.name, agent.lang)[1])
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
# Every word a person reads is in agents.ftl (``tournament-…``), in the reader's language
# ``lang``; numbers go to the resource as numbers (a rate, a rating), written there by Fluent's
# NUMBER ("52.3%", „52,3 %“). The JSON results stay language-free.


def words(key: str, lang: str = DEFAULT, /, **params: Any) -> str:
    """The tournament's or the ladder's sentence ``key`` (agents.ftl) in ``lang``."""
    return CATALOG.text(key, params, lang)


def _pct(rate_: float, lang: str) -> str:
    return words("tournament.pct", lang, rate=rate_)


def _mu(value: float, lang: str) -> str:
    return words("tournament.rating", lang, value=value)


def _team(team: str, lang: str) -> str:
    from ..sim.report import team_label

    return team_label(team, lang)


def _role(role: str, lang: str) -> str:
    from ..game import role_words

    return str(role_words(role, lang))


def _agents_words(labels: Sequence[str], lang: str) -> str:
    from ..i18n import join

    return join(list(labels), lang)


def _setups_words(res: JSON, lang: str) -> str:
    return "; ".join(
        words("tournament.setup", lang, players=s["players"],
              roles=", ".join(_role(r, lang) for r in s["roles"]) if s.get("roles")
              else words("report.default_mix_short", lang))
        for s in res["setups"]
    )


def _teams_wins(res: JSON, lang: str) -> str:
    wins = ", ".join(words("tournament.team_wins", lang, team=_team(t, lang), wins=n)
                     for t, n in res["teams"].items())
    return words("tournament.teams_wins", lang, wins=wins)


def _refused(res: JSON, lang: str) -> str:
    return words("tournament.refused", lang, refused=res["refused_moves"],
                 passed=res["passed_turns"])


def html_report(res: JSON, *, title: str | None = None, lang: str = DEFAULT) -> str:
    """A self-contained page: each agent's rating by team (μ ± 2σ) and its win rate by team
    (with 95 % intervals), plotted with the simulator's report plots, and the tables; its words
    in ``lang``."""
    from ..sim.report import COLOURS, _bars_with_ci

    def w(key: str, **params: Any) -> str:
        return html.escape(words(key, lang, **params))

    title = words("tournament.title", lang) if title is None else title
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
            name = f"{label} · {_team(team, lang)}"
            wr = r["win"]
            win_rows.append((name, wr["rate"], wr["ci_low"], wr["ci_high"],
                             COLOURS.get(team, "#888")))
            rating_rows.append((name, max(0.0, r["mu"] / top), max(0.0, r["low"] / top),
                                min(1.0, r["high"] / top), COLOURS.get(team, "#888")))
    rows = []
    for label, a in agents.items():
        for team, r in a["teams"].items():
            rows.append(_row(label, _team(team, lang), r, lang))
        for role, r in a["roles"].items():
            rows.append(_row(label, _role(role, lang), r, lang))
    about = w("tournament.about", games=res["games"], seed=str(res["seed"]),
              seating=res.get("seating", "seats"), agents=_agents_words(list(agents), lang),
              setups=_setups_words(res, lang), library=res["rating"]["library"],
              model=res["rating"]["model"], tau=float(res["rating"].get("tau", 0.0)),
              players=_players_words(res, lang), top=top)
    head = "".join(f"<th>{w(k)}</th>" for k in (
        "tournament.col_agent", "tournament.col_team_or_role")) + "<th>μ</th><th>σ</th>" + "".join(
        f"<th>{w(k)}</th>" for k in ("tournament.col_seats", "tournament.col_won"))
    return f"""<!doctype html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;max-width:760px;margin:2em auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:2px 10px;border-bottom:1px solid #ddd;
text-align:left}}</style></head><body>
<h1>{html.escape(title)}</h1>
<p>{about}</p>
{_bars_with_ci(rating_rows, words("tournament.plot_rating", lang, top=top), lang)}
{_bars_with_ci(win_rows, words("tournament.plot_wins", lang), lang)}
<h2>{w("tournament.ratings_heading")}</h2><table><tr>{head}</tr>
{"".join(rows)}</table>
{_alike_html(res, lang)}
{_pairs_html(res, lang)}
{_metrics_html(res, lang)}
<p>{html.escape(_teams_wins(res, lang))}
{html.escape(_refused(res, lang))}</p>
</body></html>
"""


# the metrics' keys in the reports (docs/agents.md, "Metrics"); their names are agents.ftl's
# ``tournament-metric-KEY``
METRICS_SHOWN = ("win_rate", "irp", "vss", "ksr", "detection", "deception")


def metric_names(lang: str = DEFAULT) -> list[str]:
    """The metrics' names as the reports' columns, in ``lang``."""
    return [words(f"tournament.metric.{k}", lang) for k in METRICS_SHOWN]


def metric_rows(res: JSON, lang: str = DEFAULT) -> list[tuple[str, str, list[str]]]:
    """The metrics as rows: (agent, side, one cell per metric: ``rate [low–high] (k/n)``)."""
    rows = []
    for label, a in res["by_agent"].items():
        m = a.get("metrics")
        if not m:
            continue
        parts = [(words("tournament.all_sides", lang), m["overall"])]
        parts += [(_team(t, lang), x) for t, x in m["teams"].items()]
        for side, values in parts:
            rows.append((label, side, [_metric_cell(values[k], lang) for k in METRICS_SHOWN]))
    return rows


def _metric_cell(v: JSON, lang: str) -> str:
    if not v["of"]:
        return "–"
    return words("tournament.metric_cell", lang, rate=v["rate"], low=v["ci_low"],
                 high=v["ci_high"], count=v["count"], of=v["of"])


def _metrics_html(res: JSON, lang: str) -> str:
    rows = metric_rows(res, lang)
    if not rows:
        return ""
    head = "".join(f"<th>{html.escape(n)}</th>" for n in metric_names(lang))
    body = "".join(
        f"<tr><td>{html.escape(a)}</td><td>{html.escape(side)}</td>"
        + "".join(f"<td>{html.escape(c)}</td>" for c in cells) + "</tr>"
        for a, side, cells in rows
    )

    def w(key: str) -> str:
        return html.escape(words(key, lang))

    return (f'<h2>{w("tournament.metrics_heading")}</h2><p>{w("tournament.metrics_note")}</p>'
            f'<table id="metrics"><tr><th>{w("tournament.col_agent")}</th>'
            f'<th>{w("tournament.col_side")}</th>{head}</tr>{body}</table>')


def markdown_report(res: JSON, *, title: str | None = None, lang: str = DEFAULT) -> str:
    """The tournament in Markdown: the overall ratings, then the metrics per agent and side;
    its words in ``lang``."""

    def w(key: str, **params: Any) -> str:
        return words(key, lang, **params)

    title = w("tournament.title") if title is None else title
    head = [w("tournament.col_agent"), "μ", "σ", w("tournament.col_seats"),
            w("tournament.col_won")]
    lines = [f"# {title}", "",
             w("tournament.summary", games=res["games"], seed=str(res["seed"]),
               seating=res.get("seating", "seats"),
               agents=_agents_words(list(res["by_agent"]), lang)), "",
             "| " + " | ".join(head) + " |", "|---|---|---|---|---|"]
    for label, a in res["by_agent"].items():
        r = a["overall"]
        if r:
            lines.append(f"| {label} | {_mu(r['mu'], lang)} | {_mu(r['sigma'], lang)} | "
                         f"{r['seats']} | {_pct(r['win']['rate'], lang)} |")
    rows = metric_rows(res, lang)
    if rows:
        lines += ["", f"## {w('tournament.metrics_heading')}", "", w("tournament.metrics_note"),
                  "", "| " + " | ".join([w("tournament.col_agent"), w("tournament.col_side"),
                                         *metric_names(lang)]) + " |",
                  "|---|---|" + "---|" * len(METRICS_SHOWN)]
        lines += [f"| {a} | {side} | " + " | ".join(cells) + " |" for a, side, cells in rows]
    return "\n".join(lines) + "\n"


def alike_words(teams: Sequence[str], lang: str = DEFAULT) -> str:
    """RM570: why some teams' ratings are the same for every agent under the seats seating."""
    return words("tournament.alike", lang, teams=", ".join(_team(t, lang) for t in teams))


def _pairs_html(res: JSON, lang: str) -> str:
    if not res.get("pairs"):
        return ""
    rows = []
    for row in res["pairs"]:
        n = row["games"]
        cells = " ".join(
            "<td>" + html.escape(words("tournament.pair_cell", lang, team=_team(t, lang),
                                       agent=a, rate=row["won"].get(t, 0) / n)) + "</td>"
            for t, a in row["teams"].items()
        )
        rows.append(f"<tr>{cells}<td>{n}</td></tr>")

    def w(key: str) -> str:
        return html.escape(words(key, lang))

    return (f"<h2>{w('tournament.pairs_title')}</h2><table><tr>"
            f"<th>{w('tournament.col_first_team')}</th><th>{w('tournament.col_second_team')}"
            f"</th><th>{w('tournament.col_games')}</th></tr>" + "".join(rows) + "</table>")


def _alike_html(res: JSON, lang: str) -> str:
    alike = res.get("teams_alike") or []
    return f"<p>{html.escape(alike_words(alike, lang))}</p>" if alike else ""


def _players_words(res: JSON, lang: str) -> str:
    player = res["rating"].get("player", {})
    return ", ".join(words("tournament.player_of", lang, table=table, what=what)
                     for table, what in player.items()) or words("tournament.player_seat", lang)


def _row(label: str, what: str, r: JSON, lang: str) -> str:
    return (
        f"<tr><td>{html.escape(label)}</td><td>{html.escape(what)}</td>"
        f"<td>{_mu(r['mu'], lang)}</td><td>{_mu(r['sigma'], lang)}</td><td>{r['seats']}</td>"
        f"<td>{_pct(r['win']['rate'], lang)}</td></tr>"
    )


# ------------------------------------------------------------------------------ setups


def load_setups(path: Path, lang: str = DEFAULT) -> tuple[SimSpec, ...]:
    """A tournament's setups from a JSON or YAML file: a list (or ``{"setups": [...]}``) of
    setups, each as ``werewolves simulate --setup`` reads one (``{"roles": [...]}`` or
    ``{"players": [[name, role], …]}``) or ``{"players": N}`` for the default mix of N players.
    Raises ValueError with a sentence (in ``lang``)."""
    import json

    import yaml

    from ..sim.match import BotMix
    from ..sim.simulate import setup_from_data

    try:
        text = path.read_text(encoding="utf-8")
        data = json.loads(text) if path.suffix.lower() == ".json" else yaml.safe_load(text)
    except (OSError, UnicodeDecodeError, ValueError, yaml.YAMLError) as e:
        raise ValueError(words("tournament.setups_unreadable", lang, path=str(path),
                               why=str(e))) from None
    if isinstance(data, dict) and "setups" in data:
        data = data["setups"]
    if not isinstance(data, list) or not data:
        raise ValueError(words("tournament.setups_not_list", lang, path=str(path)))
    out = []
    for i, item in enumerate(data):
        where = words("tournament.setup_where", lang, path=str(path), n=i + 1)
        if isinstance(item, dict) and isinstance(item.get("players"), int):
            out.append(SimSpec(int(item["players"]), None, None,
                               str(item.get("role_list", "private"))))
        else:
            out.append(setup_from_data(item, where, BotMix()))
    return tuple(out)


# ------------------------------------------------------------------------------ console


def tables(res: JSON, lang: str = DEFAULT) -> list[Any]:
    """The ratings as Rich tables: by team, then overall; their words in ``lang``."""
    from rich.table import Table

    def w(key: str, **params: Any) -> str:
        return words(key, lang, **params)

    t = Table(title=w("tournament.teams_title", games=res["games"]))
    for col, left in ((w("tournament.col_agent"), True), (w("tournament.col_team"), True),
                      ("μ", False), ("σ", False), (w("tournament.col_interval"), False),
                      (w("tournament.col_seats"), False), (w("tournament.col_won"), False)):
        t.add_column(col, justify="left" if left else "right")
    for label, a in res["by_agent"].items():
        for team, r in a["teams"].items():
            t.add_row(label, _team(team, lang), _mu(r["mu"], lang), _mu(r["sigma"], lang),
                      w("tournament.range", low=r["low"], high=r["high"]), str(r["seats"]),
                      _pct(r["win"]["rate"], lang))
    alike = res.get("teams_alike") or []
    if alike:
        t.caption = alike_words(alike, lang)
        t.caption_justify = "left"
    each = res["rating"].get("player", {}).get("overall", "seat")
    o = Table(title=w("tournament.overall_title", each=each))
    for col, left in ((w("tournament.col_agent"), True), ("μ", False), ("σ", False),
                      (w("tournament.col_seats"), False), (w("tournament.col_won"), False)):
        o.add_column(col, justify="left" if left else "right")
    for label, a in res["by_agent"].items():
        r = a["overall"]
        if r:
            o.add_row(label, _mu(r["mu"], lang), _mu(r["sigma"], lang), str(r["seats"]),
                      _pct(r["win"]["rate"], lang))
    out = [t, o]
    rows = metric_rows(res, lang)
    if rows:
        m = Table(title=w("tournament.metrics_title"))
        m.add_column(w("tournament.col_agent"), justify="left")
        m.add_column(w("tournament.col_side"), justify="left")
        for name in metric_names(lang):
            m.add_column(name, justify="right")
        for a, side, cells in rows:
            m.add_row(a, side, *cells)
        out.append(m)
    if res.get("pairs"):
        p = Table(title=w("tournament.pairs_title"))
        for col, left in ((w("tournament.col_team"), True), (w("tournament.col_agent"), True),
                          (w("tournament.col_team"), True), (w("tournament.col_agent"), True),
                          (w("tournament.col_games"), False),
                          (w("tournament.col_first_won"), False),
                          (w("tournament.col_second_won"), False)):
            p.add_column(col, justify="left" if left else "right")
        for row in res["pairs"]:
            (t1, a1), (t2, a2) = list(row["teams"].items())[:2] + [("", "")] * (
                2 - len(row["teams"]))
            n = row["games"]
            p.add_row(_team(t1, lang) if t1 else "", a1, _team(t2, lang) if t2 else "", a2,
                      str(n), _pct(row["won"].get(t1, 0) / n, lang),
                      _pct(row["won"].get(t2, 0) / n, lang))
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
    lang: str = DEFAULT,
) -> JSON:
    """``werewolves tournament`` once its flags are checked: play with progress, print the
    tables, write the files (the JSON holds no timings: the same seed, the same bytes); what
    it prints and the reports' words in ``lang``."""
    import json
    import time

    from ..sim.console import _backend_words, _check_writable, _progress, _write

    _check_writable(json_path, lang)
    _check_writable(html_path, lang)
    _check_writable(markdown_path, lang)
    console.print(words(
        "tournament.start", lang, agents=_agents_words(spec.labels(), lang), games=games,
        setups=len(spec.setups), seating=spec.seating, seed=str(seed),
        backend=_backend_words(workers, backend, scheduler, lang), tau=spec.tau,
        each="side" if spec.seating == "sides" else "seat",
    ))
    start = time.perf_counter()
    with _progress(console, games, words("report.progress_label", lang), lang) as advance:
        records = run_tournament(spec, games, seed, workers=workers, backend=backend,
                                 scheduler=scheduler, progress=advance)
    elapsed = time.perf_counter() - start
    res = results(spec, records, games, seed)
    for t in tables(res, lang):
        console.print(t)
    console.print(words("tournament.timing", lang, games=games, seconds=elapsed))
    if json_path:
        _write(json_path, json.dumps(res, indent=2, sort_keys=True) + "\n", lang)
        console.print(words("report.wrote", lang, path=json_path))
    if html_path:
        _write(html_path, html_report(res, lang=lang), lang)
        console.print(words("report.wrote", lang, path=html_path))
    if markdown_path:
        _write(markdown_path, markdown_report(res, lang=lang), lang)
        console.print(words("report.wrote", lang, path=markdown_path))
    if spec.records:
        console.print(words("tournament.wrote_records", lang, games=games,
                            folder=spec.records))
    return res

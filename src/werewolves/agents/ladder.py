"""The benchmark ladder: a fixed, versioned set of setups every agent is measured on.

The rungs are data (``ladder.json`` beside this module): each a role list of the book, from the
seeds' base game up to the book's hardest interactions, with its title and why it is there. The
file carries a version (``ladder-1``) and the seed and seating the games are played with; a
leaderboard names the version, so two leaderboards of one version played the same deals. A
changed rung (its seats or roles), a changed seed or seating is a new version: the old version's
digest stays recorded in the tests, so an edit that keeps the name fails them.

A ladder run is one tournament (:mod:`.tournament`) over the rungs as its setups: block ``b``
deals rung ``b mod R`` with the tournament's seed for ``b``, so each rung gets the same number
of deals, every deal played by every seating of the agents (``seats``: ``k`` rotations;
``sides``: ``k!`` orderings, one agent per team). The leaderboard is the tournament's
:func:`~.tournament.results` over all the games and over each rung's games alone, laid out per
agent: games, win rate overall and as each side with 95 % intervals, the overall rating
(openskill, μ ± 2σ), and any per-agent research metrics the results carry (``metrics``), shown
by name with their intervals whatever they are.
"""

from __future__ import annotations

import hashlib
import html
import json
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..sim.simulate import SimSpec
from .tournament import GameRecord, TournamentSpec, labels_of, results, run_tournament

__all__ = [
    "LADDER_FILE",
    "Ladder",
    "Rung",
    "blocks_for",
    "html_page",
    "leaderboard",
    "load_ladder",
    "markdown",
    "metric_rows",
    "play_ladder",
]

JSON = dict[str, Any]
LADDER_FILE = Path(__file__).with_name("ladder.json")


@dataclass(frozen=True)
class Rung:
    """One setup of the ladder: ``players`` seats dealt ``roles`` (a role list as a host types
    it), with a title and why it is on the ladder."""

    key: str
    title: str
    why: str
    players: int
    roles: str

    def spec(self) -> SimSpec:
        from ..sim.setups import parse_roles

        return SimSpec(self.players, tuple(parse_roles(self.roles, self.players)))


@dataclass(frozen=True)
class Ladder:
    version: str
    seed: int
    seating: str
    sizes: dict[str, int]  # a size's name: deals per rung
    rungs: tuple[Rung, ...]

    def digest(self) -> str:
        """What makes two runs of a version comparable: the seed, the seating and each rung's
        key, seats and roles (not the words that explain them)."""
        what = {
            "seed": self.seed,
            "seating": self.seating,
            "rungs": [[r.key, r.players, sorted(r.spec().roles or ())] for r in self.rungs],
        }
        return hashlib.sha256(json.dumps(what, sort_keys=True).encode()).hexdigest()[:16]


def load_ladder(path: Path = LADDER_FILE) -> Ladder:
    """The ladder of ``path`` (the package's own by default)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    rungs = tuple(
        Rung(r["key"], r["title"], r["why"], int(r["players"]), r["roles"]) for r in data["rungs"]
    )
    return Ladder(
        str(data["version"]), int(data["seed"]), str(data["seating"]),
        {str(k): int(v) for k, v in data["sizes"].items()}, rungs,
    )


def blocks_for(ladder: Ladder, block_size: int, *, size: str | None = None,
               games: int | None = None) -> int:
    """Deals per rung: the named size's, or enough for at least ``games`` games on each rung
    (whole blocks of ``block_size`` games: every deal is played by every seating)."""
    if games is not None:
        return max(1, -(-games // block_size))
    name = size or "standard"
    if name not in ladder.sizes:
        raise ValueError(
            f"{name!r} is not a size of {ladder.version}: choose {', '.join(ladder.sizes)}."
        )
    return ladder.sizes[name]


def tournament_spec(ladder: Ladder, agents: Sequence[str], seating: str | None = None,
                    rungs: Sequence[Rung] | None = None) -> TournamentSpec:
    chosen = ladder.rungs if rungs is None else rungs
    return TournamentSpec(tuple(agents), tuple(r.spec() for r in chosen),
                          seating=seating or ladder.seating)


def play_ladder(
    ladder: Ladder,
    agents: Sequence[str],
    blocks: int,
    *,
    seating: str | None = None,
    workers: int = 1,
    backend: str = "local",
    scheduler: str | None = None,
    progress: Callable[[int], None] | None = None,
) -> tuple[TournamentSpec, list[GameRecord]]:
    """Every rung dealt ``blocks`` times, each deal played by every seating of ``agents``."""
    spec = tournament_spec(ladder, agents, seating)
    games = blocks * len(ladder.rungs) * spec.block_size()
    records = run_tournament(spec, games, ladder.seed, workers=workers, backend=backend,
                             scheduler=scheduler, progress=progress)
    return spec, records


# ------------------------------------------------------------------------------ the board


def _games_of(records: Sequence[GameRecord], labels: Sequence[str]) -> dict[str, int]:
    """How many games each agent held a seat in."""
    return {a: sum(1 for r in records if any(s[0] == a for s in r.seats)) for a in labels}


def leaderboard(ladder: Ladder, spec: TournamentSpec, records: Sequence[GameRecord]) -> JSON:
    """The ladder's results as canonical JSON: the tournament's results over every game and
    over each rung's games, each agent's games counted, the agents ranked by their overall
    rating's lower end (μ − 2σ)."""
    from ..game import RULES_VERSION

    labels = spec.labels()
    overall = results(spec, records, len(records), ladder.seed)
    rungs = []
    for i, rung in enumerate(ladder.rungs):
        mine = [r for r in records if r.setup == i]
        one = tournament_spec(ladder, spec.agents, spec.seating, [rung])
        rungs.append({
            "key": rung.key,
            "title": rung.title,
            "why": rung.why,
            "players": rung.players,
            "roles": rung.roles,
            "games": len(mine),
            "agent_games": _games_of(mine, labels),
            "results": results(one, mine, len(mine), ladder.seed),
        })
    by = overall["by_agent"]
    ranked = sorted(labels, key=lambda a: (-by[a]["overall"].get("low", float("-inf")), a))
    return {
        "version": ladder.version,
        "digest": ladder.digest(),
        "rules_version": RULES_VERSION,
        "seed": ladder.seed,
        "seating": spec.seating,
        "agents": list(labels),
        "ranking": ranked,
        "games": len(records),
        "agent_games": _games_of(records, labels),
        "overall": overall,
        "rungs": rungs,
    }


# ------------------------------------------------------------------------------ metrics

_VALUE_KEYS = ("rate", "value", "mean", "mu")
_LOW_KEYS = ("ci_low", "low")
_HIGH_KEYS = ("ci_high", "high")


def metric_rows(metrics: Any, prefix: str = "") -> Iterator[tuple[str, float, float | None,
                                                                   float | None]]:
    """A per-agent ``metrics`` entry of the results, flattened: (name, value, low, high) for
    each figure, whatever its shape — a number; an object with a value (``rate``, ``value``,
    ``mean`` or ``mu``) and perhaps an interval (``ci_low``/``ci_high`` or ``low``/``high``);
    or an object of such entries by name (a side, a day …), named ``metric · name``."""
    if isinstance(metrics, bool):
        return
    if isinstance(metrics, int | float):
        yield prefix, float(metrics), None, None
        return
    if not isinstance(metrics, dict):
        return
    if any(k in metrics and metrics[k] is None for k in _VALUE_KEYS):
        return  # a figure with nothing to measure yet (no marks, no votes): no row
    value_key = next((k for k in _VALUE_KEYS if isinstance(metrics.get(k), int | float)), None)
    if value_key is not None:
        low = next((metrics[k] for k in _LOW_KEYS if isinstance(metrics.get(k), int | float)),
                   None)
        high = next((metrics[k] for k in _HIGH_KEYS if isinstance(metrics.get(k), int | float)),
                    None)
        yield prefix, float(metrics[value_key]), low, high
        return
    for name in sorted(metrics):
        yield from metric_rows(metrics[name], f"{prefix} · {name}" if prefix else str(name))


def _metrics_of(res: JSON) -> list[tuple[str, str, float, float | None, float | None]]:
    return [
        (label, *row)
        for label, a in res["by_agent"].items()
        for row in metric_rows(a.get("metrics") or {})
    ]


# ------------------------------------------------------------------------------ words


def _pct(r: float) -> str:
    return f"{r:.1%}"


def _win_words(w: JSON | None) -> str:
    if not w or not w.get("of"):
        return "–"
    return f"{_pct(w['rate'])} [{_pct(w['ci_low'])}–{_pct(w['ci_high'])}] of {w['of']} seats"


def _rating_words(r: JSON) -> str:
    if not r:
        return "–"
    return f"{r['mu']:.2f} [{r['low']:.2f}–{r['high']:.2f}]"


def _number(x: float | None) -> str:
    if x is None:
        return ""
    return f"{x:.3f}".rstrip("0").rstrip(".") if abs(x) < 1000 else f"{x:.0f}"


def _interval_words(low: float | None, high: float | None) -> str:
    return "–" if low is None or high is None else f"{_number(low)}–{_number(high)}"


def _team_name(team: str) -> str:
    from ..sim.report import team_label

    return team_label(team)


def _teams(res: JSON) -> list[str]:
    return sorted({t for a in res["by_agent"].values() for t in a["teams"]})


def _agent_rows(board: JSON, res: JSON, games: dict[str, int]) -> list[list[str]]:
    teams = _teams(res)
    rows = []
    for n, label in enumerate(board["ranking"], 1):
        a = res["by_agent"][label]
        rows.append([
            str(n), label, str(games.get(label, 0)),
            _win_words(a["overall"].get("win")), _rating_words(a["overall"]),
            *(_win_words(a["teams"].get(t, {}).get("win")) for t in teams),
        ])
    return rows


def _agent_header(res: JSON) -> list[str]:
    return ["#", "Agent", "Games", "Win rate (95 %)", "Rating μ [μ−2σ–μ+2σ]",
            *(f"As {_team_name(t)}" for t in _teams(res))]


def _md_table(header: list[str], rows: list[list[str]]) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    lines = ["| " + " | ".join(cell(h) for h in header) + " |",
             "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _intro(board: JSON) -> str:
    over = board["overall"]
    return (
        f"Ladder {board['version']} (digest {board['digest']}), rules {board['rules_version']}, "
        f"seed {board['seed']}, seated by {board['seating']}: {board['games']} games over "
        f"{len(board['rungs'])} rungs, agents {', '.join(board['agents'])}. Ratings: "
        f"{over['rating']['library']} ({over['rating']['model']}, τ = {over['rating']['tau']:g}),"
        " ranked by μ − 2σ; win rates are a seat's share of won seats, with 95 % Wilson "
        "intervals; a seat wins when its player is among the game's winners."
    )


def markdown(board: JSON) -> str:
    """The leaderboard as a Markdown page."""
    over = board["overall"]
    out = [f"# Werewolves benchmark {board['version']}", "", _intro(board), "",
           "## Leaderboard", "",
           _md_table(_agent_header(over), _agent_rows(board, over, board["agent_games"]))]
    metrics = _metrics_of(over)
    if metrics:
        out += ["", "## Research metrics", "",
                _md_table(["Agent", "Metric", "Value", "95 % interval"],
                          [[a, name, _number(v), _interval_words(lo, hi)]
                           for a, name, v, lo, hi in metrics])]
    out += ["", "## Rungs"]
    for i, rung in enumerate(board["rungs"], 1):
        res = rung["results"]
        out += [
            "", f"### {i}. {rung['title']} (`{rung['key']}`, {rung['players']} seats)", "",
            f"{rung['why']} Roles: {rung['roles']}. {rung['games']} games.", "",
            _md_table(_agent_header(res), _agent_rows(board, res, rung["agent_games"])),
            "", "Teams' wins: " + ", ".join(
                f"{_team_name(t)} {n}" for t, n in res["teams"].items()) + ".",
        ]
        rung_metrics = _metrics_of(res)
        if rung_metrics:
            out += ["", _md_table(["Agent", "Metric", "Value", "95 % interval"],
                                  [[a, name, _number(v), _interval_words(lo, hi)]
                                   for a, name, v, lo, hi in rung_metrics])]
    out += ["", f"Refused moves: {over['refused_moves']}; turns passed: {over['passed_turns']}.",
            ""]
    return "\n".join(out)


def _html_table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def html_page(board: JSON) -> str:
    """The leaderboard as a self-contained HTML page (the overall win rates plotted)."""
    from ..sim.report import _bars_with_ci

    over = board["overall"]
    bars = []
    for label in board["ranking"]:
        w = over["by_agent"][label]["overall"].get("win")
        if w and w.get("of"):
            bars.append((label, w["rate"], w["ci_low"], w["ci_high"], "#3b7dd8"))
    parts = [
        f"<h1>Werewolves benchmark {html.escape(board['version'])}</h1>",
        f"<p>{html.escape(_intro(board))}</p>",
        _bars_with_ci(bars, "Win rate over the ladder (95 % interval)") if bars else "",
        "<h2>Leaderboard</h2>",
        _html_table(_agent_header(over), _agent_rows(board, over, board["agent_games"])),
    ]
    metrics = _metrics_of(over)
    if metrics:
        parts += ["<h2>Research metrics</h2>",
                  _html_table(["Agent", "Metric", "Value", "95 % interval"],
                              [[a, name, _number(v), _interval_words(lo, hi)]
                               for a, name, v, lo, hi in metrics])]
    parts.append("<h2>Rungs</h2>")
    for i, rung in enumerate(board["rungs"], 1):
        res = rung["results"]
        parts += [
            f"<h3>{i}. {html.escape(rung['title'])} ({html.escape(rung['key'])}, "
            f"{rung['players']} seats)</h3>",
            f"<p>{html.escape(rung['why'])} Roles: {html.escape(rung['roles'])}. "
            f"{rung['games']} games.</p>",
            _html_table(_agent_header(res), _agent_rows(board, res, rung["agent_games"])),
            "<p>Teams' wins: " + html.escape(", ".join(
                f"{_team_name(t)} {n}" for t, n in res["teams"].items())) + ".</p>",
        ]
        rung_metrics = _metrics_of(res)
        if rung_metrics:
            parts.append(_html_table(["Agent", "Metric", "Value", "95 % interval"],
                                     [[a, name, _number(v), _interval_words(lo, hi)]
                                      for a, name, v, lo, hi in rung_metrics]))
    parts.append(f"<p>Refused moves: {over['refused_moves']}; turns passed: "
                 f"{over['passed_turns']}.</p>")
    title = html.escape(f"Werewolves benchmark {board['version']}")
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>{title}</title>
<style>body{{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}}
table{{border-collapse:collapse;margin:.5em 0}}td,th{{padding:2px 8px;border-bottom:1px solid
#ddd;text-align:left;font-size:14px}}</style></head><body>
{chr(10).join(parts)}
</body></html>
"""


# ------------------------------------------------------------------------------ console


def run_console(
    ladder: Ladder,
    agents: Sequence[str],
    blocks: int,
    out_dir: str,
    *,
    seating: str | None,
    workers: int,
    backend: str,
    scheduler: str | None,
    console: Any,
) -> JSON:
    """``werewolves benchmark`` once its flags are checked: play the ladder with progress,
    print the leaderboard, write ``leaderboard.md``, ``.html`` and ``.json`` into ``out_dir``
    (no timings in them: the same agents and size give the same bytes)."""
    import time

    from ..sim.console import SimUsageError, _backend_words, _progress, _write

    out = Path(out_dir)
    if not out.parent.is_dir():
        raise SimUsageError(f"cannot write into {out_dir}: the folder {out.parent} does not exist")
    if out.exists() and not out.is_dir():
        raise SimUsageError(f"cannot write into {out_dir}: it is a file, not a folder")
    spec = tournament_spec(ladder, agents, seating)
    games = blocks * len(ladder.rungs) * spec.block_size()
    console.print(
        f"Benchmark {ladder.version}: {len(ladder.rungs)} rungs × {blocks} deal(s) × "
        f"{spec.block_size()} seating(s) = {games} games for {', '.join(labels_of(agents))}, "
        f"seated by {spec.seating}, seed {ladder.seed}, on "
        f"{_backend_words(workers, backend, scheduler)}."
    )
    start = time.perf_counter()
    with _progress(console, games, "games") as advance:
        spec, records = play_ladder(ladder, agents, blocks, seating=seating, workers=workers,
                                    backend=backend, scheduler=scheduler, progress=advance)
    board = leaderboard(ladder, spec, records)
    console.print(markdown(board).split("\n## Rungs")[0], markup=False)
    console.print(f"{games} games in {time.perf_counter() - start:.1f} s.")
    out.mkdir(exist_ok=True)
    _write(str(out / "leaderboard.json"), json.dumps(board, indent=2, sort_keys=True) + "\n")
    _write(str(out / "leaderboard.md"), markdown(board))
    _write(str(out / "leaderboard.html"), html_page(board))
    console.print(f"Wrote {out / 'leaderboard.md'}, .html and .json.")
    return board

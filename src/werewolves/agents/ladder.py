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

from ..i18n import CATALOG, DEFAULT
from ..sim.simulate import SimSpec
from .tournament import (
    GameRecord,
    TournamentSpec,
    labels_of,
    results,
    run_tournament,
    words,
)

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
               games: int | None = None, lang: str = DEFAULT) -> int:
    """Deals per rung: the named size's, or enough for at least ``games`` games on each rung
    (whole blocks of ``block_size`` games: every deal is played by every seating)."""
    if games is not None:
        return max(1, -(-games // block_size))
    name = size or "standard"
    if name not in ladder.sizes:
        raise ValueError(words("ladder.bad_size", lang, got=repr(name), version=ladder.version,
                               sizes=", ".join(ladder.sizes)))
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
# Every word a person reads is agents.ftl's (``ladder-…``) in the reader's language ``lang``;
# the numbers are written there by Fluent's NUMBER. The JSON leaderboard stays language-free.


def _win_words(w: JSON | None, lang: str) -> str:
    if not w or not w.get("of"):
        return "–"
    return words("ladder.win", lang, rate=w["rate"], low=w["ci_low"], high=w["ci_high"],
                 of=w["of"])


def _rating_words(r: JSON, lang: str) -> str:
    if not r:
        return "–"
    return words("ladder.rating", lang, mu=r["mu"], low=r["low"], high=r["high"])


def _number(x: float | None, lang: str) -> str:
    if x is None:
        return ""
    return words("ladder.number" if abs(x) < 1000 else "ladder.whole", lang, value=x)


def _interval_words(low: float | None, high: float | None, lang: str) -> str:
    if low is None or high is None:
        return "–"
    return f"{_number(low, lang)}–{_number(high, lang)}"


def _team_name(team: str, lang: str) -> str:
    from ..sim.report import team_label

    return team_label(team, lang)


def rung_words(rung: JSON | Rung, what: str, lang: str = DEFAULT) -> str:
    """A rung's ``title`` or ``why`` in ``lang``: agents.ftl's ``ladder-rung-KEY-…``, else the
    ladder file's own words (a rung the resources do not know)."""
    key = rung.key if isinstance(rung, Rung) else str(rung["key"])
    own = getattr(rung, what) if isinstance(rung, Rung) else str(rung[what])
    got = CATALOG.render(f"ladder.rung.{key}.{what}", {}, lang)
    return got.text if got is not None else own


def _teams(res: JSON) -> list[str]:
    return sorted({t for a in res["by_agent"].values() for t in a["teams"]})


def _agent_rows(board: JSON, res: JSON, games: dict[str, int], lang: str) -> list[list[str]]:
    teams = _teams(res)
    rows = []
    for n, label in enumerate(board["ranking"], 1):
        a = res["by_agent"][label]
        rows.append([
            str(n), label, str(games.get(label, 0)),
            _win_words(a["overall"].get("win"), lang), _rating_words(a["overall"], lang),
            *(_win_words(a["teams"].get(t, {}).get("win"), lang) for t in teams),
        ])
    return rows


def _agent_header(res: JSON, lang: str) -> list[str]:
    return [words(f"ladder.col_{k}", lang) for k in ("rank", "agent", "games", "win_rate",
                                                      "rating")] + [
        words("ladder.col_as", lang, team=_team_name(t, lang)) for t in _teams(res)]


def _metrics_header(lang: str) -> list[str]:
    return [words(f"ladder.col_{k}", lang) for k in ("agent", "metric", "value", "interval")]


def _metrics_table(res: JSON, lang: str) -> list[list[str]]:
    return [[a, name, _number(v, lang), _interval_words(lo, hi, lang)]
            for a, name, v, lo, hi in _metrics_of(res)]


def _md_table(header: list[str], rows: list[list[str]]) -> str:
    def cell(text: str) -> str:
        return text.replace("|", "\\|")

    lines = ["| " + " | ".join(cell(h) for h in header) + " |",
             "|" + "|".join(" --- " for _ in header) + "|"]
    lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in rows]
    return "\n".join(lines)


def _intro(board: JSON, lang: str) -> str:
    from .tournament import _agents_words

    over = board["overall"]
    return words(
        "ladder.intro", lang, version=board["version"], digest=board["digest"],
        rules=str(board["rules_version"]), seed=str(board["seed"]), seating=board["seating"],
        games=board["games"], rungs=len(board["rungs"]),
        agents=_agents_words(board["agents"], lang), library=over["rating"]["library"],
        model=over["rating"]["model"], tau=float(over["rating"]["tau"]),
    )


def _teams_wins(res: JSON, lang: str) -> str:
    from .tournament import _teams_wins as wins

    return wins(res, lang)


def _refused(res: JSON, lang: str) -> str:
    from .tournament import _refused as refused

    return refused(res, lang)


def _rung_heading(i: int, rung: JSON, key: str, lang: str) -> str:
    return words("ladder.rung", lang, n=i, title=rung_words(rung, "title", lang), key=key,
                 players=rung["players"])


def _rung_about(rung: JSON, lang: str) -> str:
    return words("ladder.rung_about", lang, why=rung_words(rung, "why", lang),
                 roles=rung["roles"], games=rung["games"])


def markdown(board: JSON, lang: str = DEFAULT, *, rungs: bool = True) -> str:
    """The leaderboard as a Markdown page, its words in ``lang`` (``rungs``: with each rung's
    own table; without, the page up to them, as the terminal shows it)."""
    over = board["overall"]
    out = [f"# {words('ladder.title', lang, version=board['version'])}", "",
           _intro(board, lang), "", f"## {words('ladder.leaderboard', lang)}", "",
           _md_table(_agent_header(over, lang),
                     _agent_rows(board, over, board["agent_games"], lang))]
    if _metrics_of(over):
        out += ["", f"## {words('ladder.research', lang)}", "",
                _md_table(_metrics_header(lang), _metrics_table(over, lang))]
    if not rungs:
        return "\n".join(out)
    out += ["", f"## {words('ladder.rungs', lang)}"]
    for i, rung in enumerate(board["rungs"], 1):
        res = rung["results"]
        out += [
            "", "### " + _rung_heading(i, rung, f"`{rung['key']}`", lang), "",
            _rung_about(rung, lang), "",
            _md_table(_agent_header(res, lang),
                      _agent_rows(board, res, rung["agent_games"], lang)),
            "", _teams_wins(res, lang),
        ]
        if _metrics_of(res):
            out += ["", _md_table(_metrics_header(lang), _metrics_table(res, lang))]
    out += ["", _refused(over, lang), ""]
    return "\n".join(out)


def _html_table(header: list[str], rows: list[list[str]]) -> str:
    head = "".join(f"<th>{html.escape(h)}</th>" for h in header)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def html_page(board: JSON, lang: str = DEFAULT) -> str:
    """The leaderboard as a self-contained HTML page (the overall win rates plotted), its words
    in ``lang``."""
    from ..sim.report import _bars_with_ci

    def w(key: str, **params: Any) -> str:
        return html.escape(words(key, lang, **params))

    over = board["overall"]
    bars = []
    for label in board["ranking"]:
        win = over["by_agent"][label]["overall"].get("win")
        if win and win.get("of"):
            bars.append((label, win["rate"], win["ci_low"], win["ci_high"], "#3b7dd8"))
    title = w("ladder.title", version=board["version"])
    parts = [
        f"<h1>{title}</h1>",
        f"<p>{html.escape(_intro(board, lang))}</p>",
        _bars_with_ci(bars, words("ladder.plot", lang), lang) if bars else "",
        f"<h2>{w('ladder.leaderboard')}</h2>",
        _html_table(_agent_header(over, lang),
                    _agent_rows(board, over, board["agent_games"], lang)),
    ]
    if _metrics_of(over):
        parts += [f"<h2>{w('ladder.research')}</h2>",
                  _html_table(_metrics_header(lang), _metrics_table(over, lang))]
    parts.append(f"<h2>{w('ladder.rungs')}</h2>")
    for i, rung in enumerate(board["rungs"], 1):
        res = rung["results"]
        parts += [
            f"<h3>{html.escape(_rung_heading(i, rung, rung['key'], lang))}</h3>",
            f"<p>{html.escape(_rung_about(rung, lang))}</p>",
            _html_table(_agent_header(res, lang),
                        _agent_rows(board, res, rung["agent_games"], lang)),
            f"<p>{html.escape(_teams_wins(res, lang))}</p>",
        ]
        if _metrics_of(res):
            parts.append(_html_table(_metrics_header(lang), _metrics_table(res, lang)))
    parts.append(f"<p>{html.escape(_refused(over, lang))}</p>")
    return f"""<!doctype html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>{title}</title>
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
    lang: str = DEFAULT,
) -> JSON:
    """``werewolves benchmark`` once its flags are checked: play the ladder with progress,
    print the leaderboard, write ``leaderboard.md``, ``.html`` and ``.json`` into ``out_dir``
    (no timings in them: the same agents and size give the same bytes); its words in
    ``lang``."""
    import time

    from ..sim.console import SimUsageError, _backend_words, _progress, _write
    from .tournament import _agents_words

    out = Path(out_dir)
    if not out.parent.is_dir():
        raise SimUsageError(words("ladder.no_folder", lang, dir=out_dir, parent=str(out.parent)))
    if out.exists() and not out.is_dir():
        raise SimUsageError(words("ladder.not_folder", lang, dir=out_dir))
    spec = tournament_spec(ladder, agents, seating)
    games = blocks * len(ladder.rungs) * spec.block_size()
    console.print(words(
        "ladder.start", lang, version=ladder.version, rungs=len(ladder.rungs), deals=blocks,
        seatings=spec.block_size(), games=games, agents=_agents_words(labels_of(agents), lang),
        seating=spec.seating, seed=str(ladder.seed),
        backend=_backend_words(workers, backend, scheduler, lang),
    ))
    start = time.perf_counter()
    with _progress(console, games, words("report.progress_label", lang), lang) as advance:
        spec, records = play_ladder(ladder, agents, blocks, seating=seating, workers=workers,
                                    backend=backend, scheduler=scheduler, progress=advance)
    board = leaderboard(ladder, spec, records)
    console.print(markdown(board, lang, rungs=False), markup=False)
    console.print(words("ladder.timing", lang, games=games,
                        seconds=time.perf_counter() - start))
    out.mkdir(exist_ok=True)
    _write(str(out / "leaderboard.json"), json.dumps(board, indent=2, sort_keys=True) + "\n",
           lang)
    _write(str(out / "leaderboard.md"), markdown(board, lang), lang)
    _write(str(out / "leaderboard.html"), html_page(board, lang), lang)
    console.print(words("ladder.wrote", lang, path=str(out / "leaderboard.md")))
    return board

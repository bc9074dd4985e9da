"""A simulation's numbers as JSON, as tables for the terminal, and as an HTML page with plots.

The plots are inline SVG made here (no plotting library): win rate by team with its 95 %
interval, the distribution of game lengths, and survival and win rate by role.
"""

from __future__ import annotations

import html
import re
import statistics
from typing import Any

from fluent.runtime.types import fluent_number
from rich.table import Table

from ..game import role_book, role_words, team_words
from ..i18n import CATALOG, DEFAULT
from .match import TIE, Tally
from .stats import rate

__all__ = [
    "TEAM_NAMES", "cause_words", "html_report", "plots", "rate_words", "report_words", "results",
    "tables",
    "team_label", "tie_lines",
]


def report_words(key: str, lang: str = DEFAULT, **params: Any) -> str:
    """The report's sentence ``key`` (the resource ``report.ftl``) in ``lang``; a whole number
    is written without digit grouping (a seed, a count of games), as the report always did."""
    args = {k: fluent_number(v, useGrouping=False) if type(v) is int else v
            for k, v in params.items()}
    return CATALOG.text(key, args, lang)


_w = report_words


def _team_names() -> dict[str, str]:
    """Each team's name by its key, as the role book's cards give it (so a solo team of the
    book, the Flock or the White Wolves, is named as the book names it), besides the sides of
    an outcome that no role plays for."""
    # "none": no team won: a stalemate, a draw, or a game that ended with only unaligned
    # players alive (those an outcome names no team for, a tie apart)
    names = {"unaligned": _w("report.team.unaligned"), "none": _w("report.team.none"),
             TIE: _w("report.team.tie")}
    for card in role_book():
        if card.team not in names and card.team_name and card.team_name != card.team:
            names[card.team] = card.team_name
    return names


TEAM_NAMES = _team_names()


_SIDES = {"unaligned": "report.team.unaligned", "none": "report.team.none", TIE: "report.team.tie"}


def team_label(team: str, lang: str = DEFAULT) -> str:
    """The name a report prints for a team key: the book's, else the key with a capital (a
    couple's own side, ``couple 2``, is "Couple 2"); in ``lang`` as the cards name it."""
    if lang != DEFAULT and team in _SIDES:
        return _w(_SIDES[team], lang)
    english = TEAM_NAMES.get(team) or team[:1].upper() + team[1:]
    return english if lang == DEFAULT else str(team_words(english, lang))


# A cause of death as a game records it (a kill's source, the kind of death): the English value
# read back into its message through the English resource itself, so a cause reads in any
# language; a role's name reads as its card names it, anything else as it was recorded
_CAUSE = "report.cause."
_CAUSES = {
    _w(key): key for key in sorted(CATALOG.area_keys(_CAUSE.split(".")[0]))
    if key.startswith(_CAUSE)
}
_SHOT = re.compile(r"^the (?P<role>.+)'s shot$")


def cause_words(cause: str, lang: str = DEFAULT) -> str:
    """A cause of death of a simulation's tally in ``lang``."""
    if lang == DEFAULT:
        return cause
    key = _CAUSES.get(cause)
    if key is not None:
        return _w(key, lang)
    shot = _SHOT.match(cause)
    if shot is not None:
        return _w("report.cause.shot", lang, role=str(role_words(shot["role"], lang)))
    return str(role_words(cause, lang))


def results(tally: Tally, setup: dict[str, Any], games: int, seed: int) -> dict[str, Any]:
    """Everything worth knowing of a simulation, as canonical JSON (rates with ci_low/ci_high).
    It holds no timings, so the same seed gives the same value on any backend."""
    n = tally.games
    teams = {}
    for team in sorted(set(tally.teams) | set(tally.team_seats) - {"unaligned"}):
        r = rate(tally.teams.get(team, 0), n).to_json()
        r["present_in"] = tally.team_seats.get(team, 0) if team not in ("none", TIE) else n
        teams[team] = r
    # rule-results-tie.1 (ruling RM463): each tie's teams, with how many games tied between them
    ties = {
        key: {"teams": key.split("+"), "count": c} for key, c in sorted(tally.ties.items())
    }
    roles = {
        role: {
            "seats": seats,
            "team": _team_of(role),
            "win": rate(tally.role_wins.get(role, 0), seats).to_json(),
            "survival": rate(tally.role_survived.get(role, 0), seats).to_json(),
        }
        for role, seats in sorted(tally.role_seats.items())
    }
    days = [d for d, c in sorted(tally.lengths.items()) for _ in range(c)]
    length = {
        "mean_days": round(statistics.fmean(days), 4) if days else 0.0,
        "median_days": statistics.median(days) if days else 0,
        "max_days": max(days) if days else 0,
        "histogram": {str(d): c for d, c in sorted(tally.lengths.items())},
    }
    deaths_total = sum(tally.deaths.values())
    deaths = {
        cause: {"count": c, "share": round(c / deaths_total, 6) if deaths_total else 0.0}
        for cause, c in sorted(tally.deaths.items(), key=lambda x: (-x[1], x[0]))
    }
    return {
        "setup": setup,
        "games": games,
        "seed": seed,
        "teams": teams,
        "roles": roles,
        "length": length,
        "deaths": deaths,
        "refused_moves": tally.refusals,
        # only a run with a tie has the key, so every other run's JSON is what it was
        **({"ties": ties} if ties else {}),
    }


def tie_lines(res: dict[str, Any], lang: str = DEFAULT) -> list[tuple[str, int]]:
    """Each tie of a run as words ("a tie between the Flock and the Flute") with its games."""
    between = f" {_w('report.tie_and', lang)} "
    return [
        (_w("report.tie", lang, teams=between.join(team_label(t, lang) for t in tie["teams"])),
         int(tie["count"]))
        for tie in res.get("ties", {}).values()
    ]


def _team_of(role: str) -> str:
    from .book import team_of_role

    return team_of_role(role)


def rate_words(r: dict[str, Any], lang: str = DEFAULT) -> str:
    """A rate with its 95 % interval, as the language writes it ("52.3% [48.1–56.4]", the
    interval's ends in percent points)."""
    return _w("report.rate_ci", lang, rate=r["rate"], low=r["ci_low"] * 100,
              high=r["ci_high"] * 100)


def tables(res: dict[str, Any], lang: str = DEFAULT) -> list[Table]:
    """The results as Rich tables: teams, roles, length and deaths (their words in ``lang``)."""

    def w(key: str, **params: Any) -> str:
        return _w(key, lang, **params)

    t = Table(title=w("report.teams_title", games=res["games"]))
    t.add_column(w("report.col_team"))
    t.add_column(w("report.col_wins"), justify="right")
    t.add_column(w("report.col_win_rate"), justify="right")
    for team, r in sorted(res["teams"].items(), key=lambda x: -x[1]["rate"]):
        t.add_row(team_label(team, lang), str(r["count"]), rate_words(r, lang))
        if team == TIE:  # which teams tied, and how often each way
            for words, count in tie_lines(res, lang):
                t.add_row(f"  {words}", str(count), "")
    roles = Table(title=w("report.roles_title"))
    roles.add_column(w("report.col_role"))
    roles.add_column(w("report.col_team"))
    roles.add_column(w("report.col_seats"), justify="right")
    roles.add_column(w("report.col_won"), justify="right")
    roles.add_column(w("report.col_survived"), justify="right")
    for role, r in res["roles"].items():
        roles.add_row(
            str(role_words(role, lang)), team_label(r["team"], lang), str(r["seats"]),
            rate_words(r["win"], lang), rate_words(r["survival"], lang),
        )
    other = Table(title=w("report.other_title"))
    other.add_column(w("report.col_what"))
    other.add_column(w("report.col_value"), justify="right")
    ln = res["length"]
    other.add_row(w("report.days_played"),
                  w("report.days_values", mean=ln["mean_days"], median=ln["median_days"],
                    max=ln["max_days"]))
    for cause, d in res["deaths"].items():
        other.add_row(w("report.deaths", cause=cause_words(cause, lang)),
                      w("report.count_share", count=d["count"], share=d["share"]))
    return [t, roles, other]


# ------------------------------------------------------------------------------------- HTML

COLOURS = {
    "town": "#3b7dd8",
    "wolves": "#c0392b",
    "plague": "#7d9c2f",
    "horsemen": "#6c4a9e",
    "underworld": "#444",
    "flute": "#d68910",
    "unaligned": "#888",
    "none": "#bbb",
    TIE: "#999",
}


def _bars_with_ci(rows: list[tuple[str, float, float, float, str]], title: str,
                  lang: str = DEFAULT) -> str:
    """Horizontal bars (label, rate, low, high, colour) with interval whiskers, 0–100 %; the
    percentages written as ``lang`` writes them."""
    width, left, bar_h, gap = 640, 190, 20, 8
    height = 40 + len(rows) * (bar_h + gap) + 30
    span = width - left - 30
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" role="img" aria-label="{html.escape(title)}">',
        f'<text x="10" y="20" font-size="14" font-weight="bold">{html.escape(title)}</text>',
    ]
    for i in range(0, 11, 2):
        x = left + span * i / 10
        out.append(f'<line x1="{x:.1f}" y1="30" x2="{x:.1f}" y2="{height - 25}" stroke="#eee"/>')
        out.append(
            f'<text x="{x:.1f}" y="{height - 10}" font-size="10" text-anchor="middle">'
            f"{html.escape(_w('report.pct0', lang, rate=i / 10))}</text>"
        )
    for j, (label, r, lo, hi, colour) in enumerate(rows):
        y = 35 + j * (bar_h + gap)
        out.append(
            f'<text x="{left - 6}" y="{y + 14}" font-size="12" text-anchor="end">'
            f"{html.escape(label)}</text>"
        )
        out.append(
            f'<rect x="{left}" y="{y}" width="{span * r:.1f}" height="{bar_h}" fill="{colour}"/>'
        )
        x1, x2, ym = left + span * lo, left + span * hi, y + bar_h / 2
        out.append(f'<line x1="{x1:.1f}" y1="{ym}" x2="{x2:.1f}" y2="{ym}" stroke="#000"/>')
        for x in (x1, x2):
            out.append(
                f'<line x1="{x:.1f}" y1="{y + 4}" x2="{x:.1f}" y2="{y + bar_h - 4}" '
                f'stroke="#000"/>'
            )
        out.append(
            f'<text x="{min(x2 + 4, width - 28):.1f}" y="{y + 14}" font-size="10">'
            f"{html.escape(_w('report.pct0', lang, rate=r))}</text>"
        )
    out.append("</svg>")
    return "\n".join(out)


def _histogram(hist: dict[str, int], title: str, lang: str = DEFAULT) -> str:
    items = sorted((int(k), v) for k, v in hist.items())
    width, height, left, bottom = 640, 240, 40, 30
    if not items:
        return ""
    lo, hi = items[0][0], items[-1][0]
    bins = list(range(lo, hi + 1))
    counts = dict(items)
    top = max(counts.values())
    bw = (width - left - 20) / len(bins)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
        f'font-family="sans-serif" role="img" aria-label="{html.escape(title)}">',
        f'<text x="10" y="20" font-size="14" font-weight="bold">{html.escape(title)}</text>',
    ]
    plot_h = height - bottom - 35
    for i, b in enumerate(bins):
        c = counts.get(b, 0)
        h = plot_h * c / top if top else 0
        x = left + i * bw
        y = height - bottom - h
        out.append(
            f'<rect x="{x + 1:.1f}" y="{y:.1f}" width="{max(1.0, bw - 2):.1f}" height="{h:.1f}" '
            f'fill="#5d6d7e"><title>{html.escape(_w("report.bar_tip", lang, days=b, games=c))}'
            "</title></rect>"
        )
        if len(bins) <= 30 or i % 2 == 0:
            out.append(
                f'<text x="{x + bw / 2:.1f}" y="{height - bottom + 14}" font-size="10" '
                f'text-anchor="middle">{b}</text>'
            )
    out.append(
        f'<text x="{width / 2}" y="{height - 2}" font-size="11" text-anchor="middle">'
        f"{html.escape(_w('report.days_axis', lang))}</text>"
    )
    out.append(f'<text x="4" y="{height - bottom}" font-size="10">0</text>')
    out.append(f'<text x="4" y="40" font-size="10">{top}</text>')
    out.append("</svg>")
    return "\n".join(out)


def plots(res: dict[str, Any], lang: str = DEFAULT) -> dict[str, str]:
    """The report's plots as SVG documents: ``teams``, ``length``, ``survival``, ``roles``."""
    teams = [
        (team_label(t, lang), r["rate"], r["ci_low"], r["ci_high"], COLOURS.get(t, "#888"))
        for t, r in sorted(res["teams"].items(), key=lambda x: -x[1]["rate"])
    ]
    roles = res["roles"]
    survival = [
        (str(role_words(role, lang)), r["survival"]["rate"], r["survival"]["ci_low"],
         r["survival"]["ci_high"], COLOURS.get(r["team"], "#888"))
        for role, r in sorted(roles.items(), key=lambda x: -x[1]["survival"]["rate"])
    ]
    wins = [
        (str(role_words(role, lang)), r["win"]["rate"], r["win"]["ci_low"], r["win"]["ci_high"],
         COLOURS.get(r["team"], "#888"))
        for role, r in sorted(roles.items(), key=lambda x: -x[1]["win"]["rate"])
    ]
    return {
        "teams": _bars_with_ci(teams, _w("report.plot_teams", lang), lang),
        "length": _histogram(res["length"]["histogram"], _w("report.plot_length", lang), lang),
        "survival": _bars_with_ci(survival, _w("report.plot_survival", lang), lang),
        "roles": _bars_with_ci(wins, _w("report.plot_roles", lang), lang),
    }


def html_report(
    res: dict[str, Any], *, title: str | None = None, lang: str = DEFAULT
) -> str:
    """A page with the numbers and four plots, self-contained (inline SVG, no scripts), its words
    in ``lang``."""

    def w(key: str, **params: Any) -> str:
        return html.escape(_w(key, lang, **params))

    title = _w("report.title", lang) if title is None else title
    svg = plots(res, lang)
    roles = res["roles"]
    setup = res["setup"]
    def won(r: dict[str, Any]) -> str:
        return w("report.rate_range", rate=r["rate"], low=r["ci_low"], high=r["ci_high"])

    rows = "".join(
        f"<tr><td>{html.escape(str(role_words(role, lang)))}</td><td>{r['seats']}</td>"
        f"<td>{won(r['win'])}</td>"
        f"<td>{w('report.pct', rate=r['survival']['rate'])}</td></tr>"
        for role, r in roles.items()
    )
    deaths = "".join(
        f"<tr><td>{html.escape(cause_words(c, lang))}</td><td>{d['count']}</td>"
        f"<td>{w('report.pct', rate=d['share'])}</td></tr>"
        for c, d in res["deaths"].items()
    )
    roles_text = (
        ", ".join(str(role_words(r, lang)) for r in setup["roles"]) if setup.get("roles")
        else _w("report.default_mix", lang)
    )
    ties = "".join(
        f"<p>{w('report.tie_games', ties=words[:1].upper() + words[1:], count=count)}</p>"
        for words, count in tie_lines(res, lang)
    )
    about = w(
        "report.setup", games=res["games"], seed=str(res["seed"]), players=setup["players"],
        roles=roles_text, role_list=setup["role_list"], bots=setup["bots"],
    )
    length = w("report.length", mean=float(res["length"]["mean_days"]),
               median=str(res["length"]["median_days"]))
    return f"""<!doctype html>
<html lang="{html.escape(lang)}"><head><meta charset="utf-8"><title>{html.escape(title)}</title>
<style>body{{font-family:sans-serif;max-width:760px;margin:2em auto;color:#222}}
table{{border-collapse:collapse}}td,th{{padding:2px 10px;border-bottom:1px solid #ddd;
text-align:left}}</style></head><body>
<h1>{html.escape(title)}</h1>
<p>{about}</p>
{svg["teams"]}
{ties}
{svg["length"]}
<p>{length}</p>
{svg["survival"]}
{svg["roles"]}
<h2>{w("report.roles_heading")}</h2><table><tr><th>{w("report.col_role")}</th>\
<th>{w("report.col_seats")}</th><th>{w("report.col_won_short")}</th>\
<th>{w("report.col_survived_short")}</th></tr>
{rows}</table>
<h2>{w("report.deaths_heading")}</h2><table><tr><th>{w("report.col_cause")}</th>\
<th>{w("report.col_deaths")}</th><th>{w("report.col_share")}</th></tr>
{deaths}</table>
</body></html>
"""

"""The tournament's and the benchmark's outputs (their run, tables, Markdown and HTML reports)
read in the reader's language, their numbers written as the language writes them („52,3 %“);
the JSON stays language-free (issue 40, the research outputs)."""

from __future__ import annotations

import io
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from rich.console import Console

from werewolves.agents.ladder import (
    html_page,
    leaderboard,
    load_ladder,
    markdown,
    play_ladder,
)
from werewolves.agents.registry import parse_agents
from werewolves.agents.tournament import (
    TournamentSpec,
    check_seating,
    check_tau,
    html_report,
    markdown_report,
    results,
    run_tournament,
    tables,
)
from werewolves.i18n import LOCALES
from werewolves.sim.simulate import SimSpec

ROOT = Path(__file__).resolve().parents[2]
# German percentages: a decimal comma and a (no-break) space before the sign
GERMAN_PERCENT = re.compile(r"\d+,\d[\u00a0 ]%")


def _texts(pattern: ast.Pattern | None) -> list[str]:
    """The literal text pieces of a Fluent pattern (select variants included)."""
    out: list[str] = []
    if pattern is None:
        return out
    for el in pattern.elements:
        if isinstance(el, ast.TextElement):
            out.append(el.value)
        elif isinstance(el, ast.Placeable) and isinstance(el.expression, ast.SelectExpression):
            for v in el.expression.variants:
                out += _texts(v.value)
    return out


def _messages(lang: str, area: str) -> dict[str, list[str]]:
    text = (LOCALES / lang / f"{area}.ftl").read_text(encoding="utf-8")
    return {
        e.id.name: _texts(e.value)
        for e in FluentParser().parse(text).body
        if isinstance(e, ast.Message)
    }


def english_sentences(*prefixes: str) -> set[str]:
    """The English resources' pieces of words (two words or more, between the placeables) of
    the messages whose ids start with ``prefixes``, leaving out the pieces the German message
    writes the same (a symbol such as μ ± 2σ)."""
    found: set[str] = set()
    for area in ("agents", "report"):
        en, de = _messages("en", area), _messages("de", area)
        for fid, pieces in en.items():
            if not fid.startswith(prefixes):
                continue
            german = " ".join(de.get(fid, []))
            for piece in pieces:
                for part in re.split(r"[\n]", piece):
                    words = part.strip(" .,;:()[]")
                    if len(re.findall(r"[A-Za-z]{2,}", words)) >= 2 and words not in german:
                        found.add(words)
    return found


def _no_english(output: str, *prefixes: str) -> None:
    leaked = sorted(s for s in english_sentences(*prefixes) if s in output)
    assert not leaked, f"English in the German output: {leaked}"


def _printed(renderables: list[object]) -> str:
    buf = io.StringIO()
    console = Console(file=buf, width=200, color_system=None)
    for r in renderables:
        console.print(r)
    return buf.getvalue()


@pytest.fixture(scope="module")
def tournament() -> dict[str, object]:
    spec = TournamentSpec(parse_agents("random,heuristic"), (SimSpec(8),), seating="sides")
    return results(spec, run_tournament(spec, 4, 3), 4, 3)


def test_a_german_tournament_report_has_no_english_sentence_and_german_numbers(
    tournament: dict[str, object],
) -> None:
    res = tournament
    for out in (_printed(tables(res, "de")), markdown_report(res, lang="de"),
                html_report(res, lang="de")):
        _no_english(out, "tournament-", "report-")
        assert GERMAN_PERCENT.search(out), out[:400]
    page = html_report(res, lang="de")
    assert '<html lang="de">' in page and "Wertungen" in page
    assert "Sitzordnung sides" in markdown_report(res, lang="de")
    # the same report in English still reads as it did, with its numbers as English writes them
    english = markdown_report(res)
    assert "games, seed 3, seated by sides" in english
    assert re.search(r"\d+\.\d%", english) and not GERMAN_PERCENT.search(english)


def test_the_english_sentences_are_found_in_an_english_report(
    tournament: dict[str, object],
) -> None:
    """The check above can fail: the same search finds the English report's sentences."""
    out = _printed(tables(tournament)) + markdown_report(tournament) + html_report(tournament)
    assert {s for s in english_sentences("tournament-") if s in out} >= {
        "Ratings by team", "Refused moves", "turns passed"}


def test_a_rate_is_written_by_fluents_number_in_the_readers_language(
    tournament: dict[str, object],
) -> None:
    by = tournament["by_agent"]
    assert isinstance(by, dict)
    rate = by["random"]["overall"]["win"]["rate"]
    english = f"{rate * 100:.1f}%"
    german = english.replace(".", ",").replace("%", "\u00a0%")
    assert english in markdown_report(tournament)
    assert german in markdown_report(tournament, lang="de")


def test_the_refusals_of_seating_and_tau_read_in_german() -> None:
    with pytest.raises(ValueError, match="ist keine Sitzordnung"):
        check_seating("rows", "de")
    with pytest.raises(ValueError, match=r"ist kein Dynamikfaktor.*8,33.*0,0833"):
        check_tau("99", "de")
    with pytest.raises(ValueError, match="is not a dynamics factor"):
        check_tau("99")


def test_the_json_is_the_same_whatever_the_language(tmp_path: Path) -> None:
    """``werewolves tournament --lang de`` prints German and writes German reports, and the
    same JSON as in English (the records stay language-free)."""
    out = {}
    for lang in ("de", "en"):
        folder = tmp_path / lang
        folder.mkdir()
        run = subprocess.run(
            [sys.executable, "-c", "from werewolves.cli import main; main()", "tournament",
             "--agents", "random,heuristic", "--players", "8", "--games", "2", "--seed", "4",
             "--json", str(folder / "t.json"), "--markdown", str(folder / "t.md"),
             "--html", str(folder / "t.html"), "--lang", lang],
            capture_output=True, text=True, cwd=ROOT, timeout=600,
            env={"PATH": "/usr/bin:/bin", "COLUMNS": "200"},
        )
        assert run.returncode == 0, run.stderr
        out[lang] = run.stdout
        if lang == "de":
            _no_english(run.stdout, "tournament-", "report-")
            _no_english((folder / "t.md").read_text(), "tournament-", "report-")
            _no_english((folder / "t.html").read_text(), "tournament-", "report-")
            assert "Turnier von random und heuristic" in run.stdout
    assert (tmp_path / "de" / "t.json").read_bytes() == (tmp_path / "en" / "t.json").read_bytes()
    assert "Tournament of random and heuristic" in out["en"]


def test_a_german_leaderboard_has_no_english_sentence() -> None:
    ladder = load_ladder()
    spec, records = play_ladder(ladder, parse_agents("random,heuristic"), 1)
    board = leaderboard(ladder, spec, records)
    for page in (markdown(board, "de"), html_page(board, "de")):
        _no_english(page, "ladder-", "tournament-")
        assert GERMAN_PERCENT.search(page)
        assert "Bestenliste" in page and "Das Grundspiel" in page
    assert "Leaderboard" in markdown(board) and "The base game" in markdown(board)
    json.dumps(board)  # the leaderboard's JSON holds no words of a language
    assert board["rungs"][0]["title"] == "The base game"


@pytest.mark.parametrize(("args", "said"), [
    (["benchmark", "--agents", "nobody"], "ist kein Agent"),
    (["benchmark", "--agents", "random", "--size", "huge"], "ist keine Größe von"),
    (["tournament", "--seating", "rows"], "ist keine Sitzordnung"),
    (["tournament", "--agents", "cmd:/no/such/program"], "gibt es kein Programm"),
])
def test_the_commands_refuse_in_the_readers_language(args: list[str], said: str) -> None:
    run = subprocess.run(
        [sys.executable, "-c", "from werewolves.cli import main; main()", *args, "--lang", "de"],
        capture_output=True, text=True, cwd=ROOT, timeout=300,
        env={"PATH": "/usr/bin:/bin", "COLUMNS": "200"},
    )
    assert run.returncode == 2
    assert said in " ".join(run.stderr.split()), run.stderr
    assert "Traceback" not in run.stderr

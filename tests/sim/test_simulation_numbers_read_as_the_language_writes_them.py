"""A simulation's rates, intervals, shares and days read as the reader's language writes
numbers („52,3 % [48,1–56,4]“ in German, "52.3% [48.1–56.4]" in English), written by Fluent's
NUMBER in report.ftl, in the terminal's tables, the HTML page and its plots (issue 40)."""

from __future__ import annotations

import io
import re

from rich.console import Console

from werewolves.sim.report import html_report, rate_words, results, tables
from werewolves.sim.simulate import SimSpec, simulate

SPEC = SimSpec(8)
GERMAN_RATE = re.compile(r"\d+,\d\u00a0% \[\d+,\d–\d+,\d\]")
ENGLISH_RATE = re.compile(r"\d+\.\d% \[\d+\.\d–\d+\.\d\]")


def _res() -> dict[str, object]:
    return results(simulate(SPEC, 12, 2), SPEC.describe(), 12, 2)


def _printed(res: dict[str, object], lang: str) -> str:
    buf = io.StringIO()
    console = Console(file=buf, width=200, color_system=None)
    for t in tables(res, lang):
        console.print(t)
    return buf.getvalue()


def test_a_rate_with_its_interval_reads_as_each_language_writes_it() -> None:
    r = {"rate": 0.5234, "ci_low": 0.4812, "ci_high": 0.5641}
    assert rate_words(r) == "52.3% [48.1–56.4]"
    assert rate_words(r, "de") == "52,3\u00a0% [48,1–56,4]"


def test_the_tables_and_the_page_write_numbers_in_the_readers_language() -> None:
    res = _res()
    german, english = _printed(res, "de"), _printed(res, "en")
    assert GERMAN_RATE.search(german) and not ENGLISH_RATE.search(german)
    assert ENGLISH_RATE.search(english) and not GERMAN_RATE.search(english)
    page = html_report(res, lang="de")
    # the plots' axes and bars, the roles' table and the mean days
    assert "50\u00a0%" in page and "Im Mittel " in page
    assert not re.search(r"\d+\.\d+%", page) and not re.search(r">\d+%<", page)
    mean = re.search(r"Im Mittel (\S+) Tage", page)
    assert mean is not None and re.fullmatch(r"\d+,\d\d", mean.group(1))
    assert re.search(r">\d+%<", html_report(res))  # English keeps its own way


def test_how_sure_balance_is_reads_its_p_value_as_the_language_writes_it() -> None:
    from werewolves.sim.console import _sureness

    assert _sureness(0.004) == "very likely (p = 0.004)"
    assert _sureness(0.004, "de") == "sehr wahrscheinlich (p = 0,004)"
    assert _sureness(0.2, "de").endswith("(p = 0,20)")

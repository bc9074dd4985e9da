"""A tournament's records, metrics and HTML replay (issue 41 item 3's done-when): a tournament
of the random, heuristic and reasoning bots and a model's seat (the fake endpoint) writes one
JSON record per game that ``werewolves replay`` plays back event for event, the metrics per
agent and side with their intervals in the JSON, HTML and Markdown reports, and an HTML replay
per game whose seat picker shows each seat only its own stream (checked in Chromium)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fake_llm import SECRET, FakeModel, fake_endpoint
from protocol_games import validate

from werewolves.agents.metrics import METRICS
from werewolves.agents.replay_html import replay_page

AGENTS = ("random", "heuristic", "reasoning", "llm:fake")
CHROMIUM = Path(os.environ.get("CHROMIUM", "/usr/bin/chromium"))


def _cli(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-c", "from werewolves.cli import main; main()",
                           *args], capture_output=True, text=True, check=False)


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    """Four games at six seats of ``random,heuristic,reasoning,llm:…``, with every output."""
    where = tmp_path_factory.mktemp("tournament")
    records = where / "records"
    with fake_endpoint(FakeModel(seed=4)) as url:
        r = _cli("tournament", "--agents", f"random,heuristic,reasoning,llm:{url}#fake",
                 "--players", "6", "--games", "4", "--seed", "5", "--records", str(records),
                 "--json", str(where / "t.json"), "--html", str(where / "t.html"),
                 "--markdown", str(where / "t.md"))
    assert r.returncode == 0, r.stdout + r.stderr
    return {"where": where, "records": records, "out": r.stdout,
            "res": json.loads((where / "t.json").read_text())}


def test_a_tournament_writes_one_record_and_one_replay_per_game(played: dict[str, Any]) -> None:
    records = played["records"]
    assert sorted(p.name for p in records.iterdir()) == [
        f"game-{i:05d}.{ext}" for i in range(4) for ext in ("html", "json")]
    agents_seen: set[str] = set()
    for i in range(4):
        rec = json.loads((records / f"game-{i:05d}.json").read_text())
        assert rec["format"] == "werewolves-game" and rec["about"]["index"] == i
        assert rec["about"]["tournament_seed"] == 5 and len(rec["seats"]) == 6
        agents_seen |= {s["agent"] for s in rec["seats"]}
        assert rec["commands"] and rec["events"] and set(rec["views"]) == {
            s["name"] for s in rec["seats"]}
        # every move with its seat and phase; beliefs of the bots and the model; the model's
        # reasoning per move
        assert rec["moves"] and all({"seat", "phase", "phase_index", "move"} <= set(m)
                                    for m in rec["moves"])
        for kind in {m["move"]["type"] for m in rec["moves"]}:  # one of each kind, checked
            validate("move", next(m["move"] for m in rec["moves"] if m["move"]["type"] == kind))
        assert all(SECRET in r["reasoning"] for r in rec["reasoning"])
    assert agents_seen == set(AGENTS)


def test_replay_plays_a_record_back_event_for_event(played: dict[str, Any]) -> None:
    """``werewolves replay`` reads a record: the same events as recorded, who played each seat,
    and (``--html``) the replay page."""
    rec_path = played["records"] / "game-00001.json"
    page = played["where"] / "again.html"
    r = _cli("replay", str(rec_path), "--html", str(page))
    assert r.returncode == 0, r.stdout + r.stderr
    rec = json.loads(rec_path.read_text())
    assert f"The replay's {len(rec['events'])} events are the record's, event for event." in (
        r.stdout.replace("\n", " "))
    for s in rec["seats"]:
        assert f"{s['name']}: {s['agent']}, dealt {s['role']}" in r.stdout
    assert page.read_text() == (played["records"] / "game-00001.html").read_text()


def test_a_record_that_does_not_replay_is_said_so(played: dict[str, Any], tmp_path: Path) -> None:
    rec = json.loads((played["records"] / "game-00000.json").read_text())
    rec["events"][3]["text"] = "Something else happened."
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(rec))
    r = _cli("replay", str(bad))
    assert r.returncode == 0
    assert "The replay differs from the record at event #3" in r.stdout.replace("\n", " ")


def test_the_metrics_with_intervals_are_in_every_report(played: dict[str, Any]) -> None:
    res = played["res"]
    assert res["metrics"]["names"] == list(METRICS)
    assert res["metrics"]["interval"].startswith("Wilson")
    for label in AGENTS:
        a = res["by_agent"][label]
        assert {"overall", "teams", "roles", "metrics"} <= set(a)  # the ratings' keys kept
        m = a["metrics"]
        assert set(m["overall"]) == set(METRICS) and set(m["teams"]) == set(a["teams"])
        for v in m["overall"].values():
            assert 0.0 <= v["ci_low"] <= (v["rate"] if v["of"] else 0.0) <= v["ci_high"] <= 1.0
        assert m["overall"]["win_rate"]["of"] == a["overall"]["seats"]
    # the agents that report beliefs have identification figures; the plain bots none
    for label in ("reasoning", "llm:fake"):
        assert res["by_agent"][label]["metrics"]["overall"]["irp"]["of"] > 0
    for label in ("random", "heuristic"):
        assert res["by_agent"][label]["metrics"]["overall"]["detection"]["of"] == 0
    html_report = (played["where"] / "t.html").read_text()
    md = (played["where"] / "t.md").read_text()
    assert '<table id="metrics">' in html_report and "Wilson" in html_report
    assert "| Agent | Side | Win rate | IRP | VSS | KSR | Detection | Deception |" in md
    assert "Metrics" in played["out"]


def test_the_replay_page_carries_the_record(played: dict[str, Any]) -> None:
    """Without a browser: the page embeds the record's seats, events, each seat's stream, the
    beliefs and the reasoning, as JSON the script reads, and escapes what could close it."""
    rec = json.loads((played["records"] / "game-00002.json").read_text())
    page = replay_page(rec)
    start = page.index('<script type="application/json" id="record">') + len(
        '<script type="application/json" id="record">')
    data = json.loads(page[start:page.index("</script>", start)])
    assert data["views"] == rec["views"] and data["events"] == rec["events"]
    assert data["beliefs"] == rec["beliefs"] and data["reasoning"] == rec["reasoning"]
    rec["reasoning"].append({"seat": "Ann", "phase": "Day 1", "reasoning": "</script><b>x"})
    assert "</script><b>x" not in replay_page(rec)


@pytest.fixture(scope="module")
def chromium() -> Iterator[Any]:
    if not CHROMIUM.exists():
        pytest.skip(f"no Chromium at {CHROMIUM}")
    sync_api = pytest.importorskip("playwright.sync_api")
    with sync_api.sync_playwright() as pw:
        b = pw.chromium.launch(executable_path=str(CHROMIUM),
                               args=["--no-sandbox", "--disable-gpu"])
        yield b
        b.close()


def test_the_replay_page_shows_each_seats_view_and_the_hosts_notes(
    played: dict[str, Any], chromium: Any
) -> None:
    """In Chromium: the picker offers the host and every seat; the host's view has every event
    and the agents' notes (the model's reasoning, the beliefs); a seat's view has exactly the
    lines of its own stream and none of the notes or the seats' roles."""
    path = played["records"] / "game-00003.json"
    rec = json.loads(path.read_text())
    page = chromium.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.goto(path.with_suffix(".html").as_uri())
    options = page.locator("#seat option")
    assert options.count() == 1 + len(rec["seats"])
    assert page.locator("#log li").count() == len(rec["events"])
    notes = page.locator("#log .notes").all_inner_texts()
    assert any(SECRET in n for n in notes) and any("believes" in n for n in notes)
    assert page.locator("#seats").is_visible()
    for seat in [s["name"] for s in rec["seats"]]:
        page.select_option("#seat", seat)
        lines = page.locator("#log li").all_inner_texts()
        assert lines == [text for _id, text in rec["views"][seat]]
        assert page.locator("#log .notes").count() == 0
        assert not page.locator("#seats").is_visible()
        assert SECRET not in page.locator("body").inner_text()
    assert errors == []
    page.close()

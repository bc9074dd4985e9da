"""Issue 10 item 6: every scenario in scenarios/ passes when played on the service through its
public API, with the same report as the local runner gives."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from werewolves.scenario.loader import load_scenario, parse_scenario
from werewolves.scenario.remote import check_server, remote_tables
from werewolves.scenario.runner import run_paths, run_scenario
from werewolves.server.app import create_app
from werewolves.storage import Store

ROOT = Path(__file__).resolve().parents[2] / "scenarios"
FILES = sorted(ROOT.rglob("*.yaml"))


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def test_the_server_is_fit_for_scenarios(client: TestClient) -> None:
    assert check_server(client) is None


def test_every_scenario_passes_on_the_server(client: TestClient) -> None:
    assert len(FILES) > 200
    lines: list[str] = []
    code = run_paths([str(ROOT)], echo=lines.append, table=remote_tables(client))
    assert code == 0, "\n".join(line for line in lines if not line.startswith("PASS"))
    assert lines[-1] == f"{len(FILES)} passed, 0 failed, 0 invalid"


@pytest.mark.parametrize("path", FILES[::40], ids=lambda p: p.stem)
def test_the_reports_are_the_same_both_ways(client: TestClient, path: Path) -> None:
    scn = load_scenario(path)
    local = run_scenario(scn).report(explain=True)
    remote = run_scenario(scn, remote_tables(client)).report(explain=True)
    assert remote == local


FAILING = """
name: a scenario that fails on purpose
players: {Ann: Wolf, Bob: Citizen, Cid: Citizen}
steps:
  - at: Night 1
    do: [Ann attack Bob, Bob attack Ann]
    reject: [Cid attack Ann, Ann attack Cid]
  - at: Day 1
    expect: {dead: [Cid], alive: [Bob]}
"""


def test_failures_read_the_same_both_ways(client: TestClient) -> None:
    scn = parse_scenario(FAILING)
    local = run_scenario(scn)
    remote = run_scenario(scn, remote_tables(client))
    assert not local.passed and remote.report() == local.report()

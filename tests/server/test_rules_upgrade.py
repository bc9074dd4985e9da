"""Issue 33 item 6: rules that change under stored games.

A game is played and stored (a real SQLite file; PostgreSQL too for the held game when the
crash tests' server is at hand), its record is doctored to an older rules version, and it is
opened by a new service process (a new app on the same database), as after an upgrade. The
"old rules" are real: for the diverging games the old run plays with the Fortune Teller's
investigation patched (Ann, the Wolf, appears to be a Citizen), which today's rules do not do.

- a game whose replay matches simply continues and is upgraded to this program's version;
- a diverging finished game reads exactly as it was played, and cannot be changed;
- a diverging unfinished game is paused, its host is told in words which command differs and
  what it brought then and now, and may continue under the new rules (a logged command).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from conftest_pg import pg_database, pg_server
from fastapi.testclient import TestClient
from sqlalchemy import text

from werewolves.engine.resolution import Resolution
from werewolves.game import RULES_VERSION
from werewolves.server.app import create_app
from werewolves.storage import Store

__all__ = ["pg_database", "pg_server"]

OLD = "2026.12.2"
PLAYERS = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Citizen"],
]


class Clock:
    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Game:
    """One game's links, used across service processes (apps) on the same database."""

    def __init__(self, body: dict[str, Any]) -> None:
        self.id = body["game"]
        self.host = bearer(body["host"]["token"])
        self.seat = {s["name"]: bearer(s["token"]) for s in body["seats"]}

    def url(self, tail: str = "") -> str:
        return f"/api/games/{self.id}{tail}"


def serve(url: str) -> TestClient:
    """A new service process on the database (an app with its own empty memory)."""
    return TestClient(create_app(Store(url), background=False, clock=Clock()))


def doctor(url: str, game_id: str, version: str = OLD) -> None:
    """The game's record says it was played under rules ``version``."""
    store = Store(url)
    with store.engine.begin() as conn:
        conn.execute(
            text("UPDATE games SET rules_version = :v WHERE id = :g"), {"v": version, "g": game_id}
        )
    store.close()


def recorded_rules(url: str, game_id: str) -> str:
    store = Store(url)
    try:
        record = store.game(game_id)
        assert record is not None
        return record.rules_version
    finally:
        store.close()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.sqlite3'}"


@pytest.fixture
def old_rules(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """The rules of the old run: the Fortune Teller sees every Wolf as a Citizen."""
    real = Resolution.investigate

    def seen(self: Resolution, act: Any, target: Any, reads: Any) -> tuple[str, str]:
        role, layer = real(self, act, target, reads)
        return ("Citizen", layer) if role == "Wolf" else (role, layer)

    monkeypatch.setattr(Resolution, "investigate", seen)
    yield monkeypatch


def play(url: str, *, finish: bool) -> tuple[Game, str]:
    """Create a game, end Day 0, let the Fortune Teller investigate Ann, Ann say a line in
    the town square (and end the game in a draw with ``finish``); returns the game and what
    the Fortune Teller was told."""
    with serve(url) as c:
        r = c.post("/api/games", json={"setup": {"players": PLAYERS}, "seed": 3})
        assert r.status_code == 201, r.text
        g = Game(r.json())
        assert c.post(g.url("/host/advance"), headers=g.host).status_code == 200
        told = c.post(g.url("/act"), headers=g.seat["Cid"], json={"action": "investigate Ann"})
        assert told.status_code == 200, told.text
        if finish:
            drawn = c.post(g.url("/host/draw"), headers=g.host, json={"reason": "time is up"})
            assert drawn.status_code == 200, drawn.text
        return g, str(told.json()["told"][-1])


def events_text(c: TestClient, g: Game, who: str) -> str:
    headers = g.host if who == "host" else g.seat[who]
    r = c.get(g.url("/events"), headers=headers)
    assert r.status_code == 200, r.text
    return str(r.json())


def test_a_game_that_replays_alike_continues_and_is_upgraded(sqlite_url: str) -> None:
    g, told = play(sqlite_url, finish=False)
    assert told == "Ann appears to be the Wolf."
    doctor(sqlite_url, g.id)
    with serve(sqlite_url) as c:
        summary = c.get(g.url(), headers=g.host).json()
        assert summary["rules_version"] == RULES_VERSION and not summary["paused"]
        assert c.get(g.url("/host/rules"), headers=g.host).json()["held"] is False
        # it goes on: a player acts and the host ends the phase
        said = c.post(
            g.url("/say"), headers=g.seat["Bob"], json={"channel": "town square", "text": "hi"}
        )
        assert said.status_code == 200, said.text
        assert c.post(g.url("/host/advance"), headers=g.host).status_code == 200
    assert recorded_rules(sqlite_url, g.id) == RULES_VERSION


def test_a_diverging_finished_game_reads_exactly_as_it_was_played(
    sqlite_url: str, old_rules: pytest.MonkeyPatch
) -> None:
    g, told = play(sqlite_url, finish=True)
    assert told == "Ann appears to be the Citizen."  # the old rules
    old_rules.undo()  # the upgrade: this program's rules from here on
    doctor(sqlite_url, g.id)
    with serve(sqlite_url) as c:
        summary = c.get(g.url(), headers=g.host).json()
        assert summary["over"] and summary["rules_version"] == OLD
        cid = events_text(c, g, "Cid")
        assert "Ann appears to be the Citizen." in cid and "appears to be the Wolf" not in cid
        review = c.get(g.url("/review"), headers=g.host)
        assert review.status_code == 200, review.text
        assert "Ann appears to be the Citizen" in review.text
        rules = c.get(g.url("/host/rules"), headers=g.host).json()
        assert rules["held"] and rules["finished"] and not rules["can_continue"]
        assert "shown exactly as it was played" in rules["text"]
        # it cannot be rewritten: no undo, no continue
        undo = c.post(g.url("/host/undo"), headers=g.host, json={"reason": "x", "scope": "last"})
        assert undo.status_code == 422 and "kept exactly as it was played" in undo.text
        go_on = c.post(g.url("/host/rules/continue"), headers=g.host)
        assert go_on.status_code == 422
    assert recorded_rules(sqlite_url, g.id) == OLD


def held_and_continued(url: str, old_rules: pytest.MonkeyPatch) -> None:
    g, told = play(url, finish=False)
    assert told == "Ann appears to be the Citizen."
    with serve(url) as c:  # a line after the command that will differ
        said = c.post(
            g.url("/say"), headers=g.seat["Bob"], json={"channel": "town square", "text": "hi"}
        )
        assert said.status_code == 200, said.text
    old_rules.undo()
    doctor(url, g.id)
    with serve(url) as c:
        summary = c.get(g.url(), headers=g.host).json()
        assert summary["paused"] and summary["rules_version"] == OLD and summary["version"] == 3
        rules = c.get(g.url("/host/rules"), headers=g.host).json()
        assert rules["held"] and rules["can_continue"] and rules["diverged"] == 2
        sentence = rules["text"]
        # the host's own screen carries the same sentences and the way on
        hold = c.get(g.url("/view"), headers=g.host).json()["view"]["rules_hold"]
        assert hold["text"] == sentence and hold["can_continue"]
        assert "rules_hold" not in c.get(g.url("/view"), headers=g.seat["Dan"]).json()["view"]
        assert f"played under rules version {OLD}" in sentence
        assert "the first command that differs is command #2 (Cid: investigate Ann)" in sentence
        assert "As it was played, it brought: Ann appears to be the Citizen." in sentence
        assert "Under the new rules it brings: Ann appears to be the Wolf." in sentence
        # what was played before that command, nothing rewritten
        assert "appears to be" not in events_text(c, g, "Cid")
        # nobody can act meanwhile, and the sentence says why
        act = c.post(
            g.url("/say"), headers=g.seat["Dan"], json={"channel": "town square", "text": "?"}
        )
        assert act.status_code == 422 and act.json()["error"]["reason"] == "rules_changed"
        assert c.post(g.url("/host/advance"), headers=g.host).status_code == 422
        # the host continues under the new rules: one logged command
        go_on = c.post(g.url("/host/rules/continue"), headers=g.host)
        assert go_on.status_code == 200, go_on.text
        assert f"continued this game under rules version {RULES_VERSION}" in go_on.json()["message"]
        summary = c.get(g.url(), headers=g.host).json()
        assert not summary["paused"] and summary["rules_version"] == RULES_VERSION
        assert c.get(g.url("/view"), headers=g.host).json()["view"]["rules_hold"] is None
        assert summary["version"] == 4
        assert "Ann appears to be the Wolf." in events_text(c, g, "Cid")
        audit = c.get(g.url("/host/audit"), headers=g.host).json()["audit"]
        assert audit[-1]["op"] == "rules" and audit[-1]["old"] == OLD
        again = c.post(g.url("/host/rules/continue"), headers=g.host)
        assert again.status_code == 422  # nothing left to continue
    assert recorded_rules(url, g.id) == RULES_VERSION
    with serve(url) as c:  # a restart replays it as continued
        assert "Ann appears to be the Wolf." in events_text(c, g, "Cid")
        said = c.post(
            g.url("/say"), headers=g.seat["Dan"], json={"channel": "town square", "text": "ok"}
        )
        assert said.status_code == 200, said.text


def test_a_diverging_unfinished_game_is_held_and_its_host_continues(
    sqlite_url: str, old_rules: pytest.MonkeyPatch
) -> None:
    held_and_continued(sqlite_url, old_rules)


def test_a_diverging_unfinished_game_is_held_on_postgresql(
    pg_database: str, old_rules: pytest.MonkeyPatch
) -> None:
    held_and_continued(pg_database, old_rules)


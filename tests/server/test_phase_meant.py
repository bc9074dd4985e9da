"""Issue 36 item 6: every command may carry the phase it was meant for. One that arrives after
that phase ended is refused with a sentence (reason ``moved_on``) and changes nothing, never
taken as the next phase's action (an attack tap became a lynch vote); over HTTP and on the
socket alike, for an action and for "done". A command that names no phase works as before."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.storage import Store

PLAYERS = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Citizen"],
]
STALE = "That was meant for Night 1; it is Day 1 now: nothing was done."


class Game:
    def __init__(self, c: TestClient) -> None:
        r = c.post(
            "/api/games",
            json={"setup": {"players": PLAYERS}, "seed": 4, "settings": {"automation": "manual"}},
        )
        assert r.status_code == 201, r.text
        body = r.json()
        self.c, self.id = c, body["game"]
        self.host = {"Authorization": f"Bearer {body['host']['token']}"}
        self.token = {s["name"]: s["token"] for s in body["seats"]}

    def seat(self, who: str) -> dict[str, str]:
        return {"Authorization": f"Bearer {self.token[who]}"}

    def post(self, who: str, what: str, body: dict[str, Any] | None = None) -> Any:
        return self.c.post(f"/api/games/{self.id}/{what}", headers=self.seat(who), json=body)

    def advance(self) -> None:
        r = self.c.post(f"/api/games/{self.id}/host/advance", headers=self.host)
        assert r.status_code == 200, r.text

    def host_view(self) -> dict[str, Any]:
        out: dict[str, Any] = self.c.get(f"/api/games/{self.id}/view", headers=self.host).json()
        return out


@pytest.fixture
def game() -> Iterator[Game]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        g = Game(c)
        g.advance()
        g.advance()  # Day 1 (phase 2)
        yield g


def test_an_action_meant_for_the_night_is_refused_in_the_day(game: Game) -> None:
    before = game.host_view()
    r = game.post("Ann", "act", {"action": "vote Bob", "phase": 1})
    assert r.status_code == 422, r.text
    err = r.json()["error"]
    assert err["message"] == STALE and err["reason"] == "moved_on"
    after = game.host_view()
    assert after["game"]["version"] == before["game"]["version"]  # nothing was done


def test_an_action_for_the_running_phase_or_naming_none_is_taken(game: Game) -> None:
    assert game.post("Ann", "act", {"action": "vote Bob", "phase": 2}).status_code == 200
    assert game.post("Bob", "act", {"action": "vote Ann"}).status_code == 200


def test_a_phase_not_begun_is_refused_too(game: Game) -> None:
    r = game.post("Ann", "act", {"action": "vote Bob", "phase": 3})
    assert r.status_code == 422
    assert "which has not begun" in r.json()["error"]["message"]


def test_done_meant_for_the_night_is_refused_in_the_day(game: Game) -> None:
    r = game.post("Bob", "ready", {"phase": 1})
    assert r.status_code == 422 and r.json()["error"]["message"] == STALE
    assert game.post("Bob", "ready", {"phase": 2}).status_code == 200
    assert game.post("Cid", "ready").status_code == 200  # no body: as before


def test_the_socket_refuses_a_stale_command_with_the_same_sentence(game: Game) -> None:
    with game.c.websocket_connect(f"/api/games/{game.id}/ws") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": game.token["Ann"]}))
        ws.send_text(json.dumps({"type": "act", "action": "vote Bob", "phase": 1, "id": 7}))
        ws.send_text(json.dumps({"type": "ready", "phase": 1, "id": 8}))
        ws.send_text(json.dumps({"type": "act", "action": "vote Bob", "phase": 2, "id": 9}))
        got: dict[Any, dict[str, Any]] = {}
        while len(got) < 3:
            msg = ws.receive_json()
            if msg.get("id") in (7, 8, 9):
                got[msg["id"]] = msg
    for ref in (7, 8):
        assert got[ref]["ok"] is False, got[ref]
        assert got[ref]["error"]["message"] == STALE
        assert got[ref]["error"]["reason"] == "moved_on"
    assert got[9]["type"] == "result" and got[9]["ok"] is True

"""Host actions that cannot lose a race (issue 20 item 3): "end this phase" may name the phase
it ends, so a repeated click changes nothing, and a phase that has not begun is refused.
Requests that name nothing work as before. (An undo that names what it undoes: test_undo.py.)"""

from __future__ import annotations

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
        self.seat = {s["name"]: {"Authorization": f"Bearer {s['token']}"} for s in body["seats"]}

    def post(self, what: str, json: dict[str, Any] | None = None) -> Any:
        return self.c.post(f"/api/games/{self.id}/host/{what}", headers=self.host, json=json)

    def act(self, who: str, action: str) -> None:
        r = self.c.post(
            f"/api/games/{self.id}/act", headers=self.seat[who], json={"action": action}
        )
        assert r.status_code == 200, r.text

    def view(self) -> dict[str, Any]:
        out: dict[str, Any] = self.c.get(f"/api/games/{self.id}/view", headers=self.host).json()
        return out


@pytest.fixture
def game() -> Iterator[Game]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield Game(c)


def test_ending_a_named_phase_twice_ends_it_once(game: Game) -> None:
    first = game.post("advance", {"phase": 0})
    assert first.status_code == 200 and first.json()["changed"] is True
    again = game.post("advance", {"phase": 0})  # the same click, sent twice
    assert again.status_code == 200, again.text
    body = again.json()
    assert body["changed"] is False and body["version"] == first.json()["version"]
    assert "Day 0 has already ended" in body["message"] and "Night 1 is running" in body["message"]
    assert game.view()["game"]["phase"] == "Night 1"


def test_a_phase_that_has_not_begun_cannot_be_ended(game: Game) -> None:
    r = game.post("advance", {"phase": 3})
    assert r.status_code == 422
    assert "has not begun" in r.json()["error"]["message"]
    assert game.view()["game"]["phase"] == "Day 0"


def test_ending_the_phase_without_naming_it_works_as_before(game: Game) -> None:
    assert game.post("advance").status_code == 200
    assert game.post("advance", {}).status_code == 200
    assert game.view()["game"]["phase"] == "Day 1"

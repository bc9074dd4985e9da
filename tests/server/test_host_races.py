"""Host actions that cannot lose a race (issue 20 item 3): "end this phase" may name the phase
it ends and "undo" the command (or the phase) it undoes, so a repeated click changes nothing,
and where the game moved on since the host looked the answer says what came in and asks,
instead of an error about versions. Requests that name nothing work as before."""

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


def test_the_host_view_names_what_each_undo_would_undo(game: Game) -> None:
    game.post("advance", {"phase": 0})
    game.act("Ann", "attack Bob")
    undoable = game.view()["view"]["undoable"]
    assert undoable["last"]["text"] == "Ann: attack Bob"
    assert undoable["phase"]["phase"] == 1
    assert [c["text"] for c in undoable["phase"]["commands"]] == ["Ann: attack Bob"]


def test_undoing_a_named_command_twice_undoes_it_once(game: Game) -> None:
    game.post("advance", {"phase": 0})
    game.act("Ann", "attack Bob")
    seq = game.view()["view"]["undoable"]["last"]["seq"]
    first = game.post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert first.status_code == 200 and first.json()["changed"] is True, first.text
    again = game.post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert again.status_code == 200 and again.json()["changed"] is False, again.text
    assert f"Command {seq} is already undone" in again.json()["message"]
    # the advance before it still stands: one undo, not two
    assert game.view()["game"]["phase"] == "Night 1"


def test_an_undo_that_lost_a_race_lists_what_came_in_and_undoes_nothing(game: Game) -> None:
    game.post("advance", {"phase": 0})
    game.act("Ann", "attack Bob")
    seq = game.view()["view"]["undoable"]["last"]["seq"]
    game.act("Cid", "investigate Ann")  # came in after the host looked
    before = game.view()["game"]["version"]
    r = game.post("undo", {"scope": "last", "reason": "misclick", "command": seq})
    assert r.status_code == 409, r.text
    err = r.json()["error"]
    assert err["code"] == "moved_on"
    assert [c["text"] for c in err["since"]] == ["Cid: investigate Ann"]
    assert err["latest"] == seq + 1
    assert "version" not in err["message"]
    assert game.view()["game"]["version"] == before
    # the host, told, asks for the latest instead
    ok = game.post("undo", {"scope": "last", "reason": "misclick", "command": err["latest"]})
    assert ok.status_code == 200 and ok.json()["changed"] is True


def test_undoing_a_phase_that_has_ended_since_says_so_and_undoes_nothing(game: Game) -> None:
    game.post("advance", {"phase": 0})
    game.act("Ann", "attack Bob")
    game.post("advance", {"phase": 1})  # someone ended Night 1 after the host looked
    before = game.view()["game"]["version"]
    r = game.post("undo", {"scope": "phase", "reason": "redo the night", "phase": 1})
    assert r.status_code == 409
    err = r.json()["error"]
    assert err["code"] == "moved_on" and "Night 1 has ended since you looked" in err["message"]
    assert [c["text"] for c in err["since"]] == ["the host ended the phase"]
    assert game.view()["game"]["version"] == before


def test_undoing_a_command_that_is_not_a_game_command_is_refused(game: Game) -> None:
    r = game.post("undo", {"scope": "last", "reason": "x", "command": 99})
    assert r.status_code == 422 and "no game command 99" in r.json()["error"]["message"]

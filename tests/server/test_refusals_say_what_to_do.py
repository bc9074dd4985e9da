"""Refusals that say what to do instead, over the API: bots are not seated in a finished game
(RM551); a role list whose game is over at once gets advice that fits it, and a name too long
one plain sentence (finding 6); acting for a seat with an unknown action names what the seat
may do (finding 11). (Undo's own refusals, RM551's reopening among them: test_undo.py.)"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_service_api import make

from werewolves.server.app import create_app
from werewolves.storage import Store


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def _over(client: Any) -> Any:
    g = make(client, settings={"automation": "manual"})
    assert g.host_post("draw", {"reason": "time is up"}).status_code == 200
    assert g.summary()["over"]
    return g


def test_rm551_no_bots_are_seated_in_a_finished_game(client: Any) -> None:
    g = _over(client)
    before = g.summary()
    r = g.host_post("bots", {"seats": None, "on": True})
    assert r.status_code == 422
    assert r.json()["error"]["message"].startswith("The game is over")
    assert g.summary()["version"] == before["version"]


def test_the_advice_for_a_game_over_at_once_fits_the_case(client: Any) -> None:
    def refusal(players: list[list[str]]) -> str:
        r = client.post("/api/games", json={"setup": {"players": players}, "seed": 1})
        assert r.status_code == 422, r.text
        message: str = r.json()["error"]["message"]
        assert "winners:" not in message and "Traceback" not in message
        return message

    wolves = refusal([["Ann", "Wolf"], ["Bob", "Wolf"], ["Cid", "Wolf"]])
    assert "the Werewolves already win" in wolves and "Remove one of the Werewolves" in wolves
    assert "add a Wolf" not in wolves
    town = refusal([["Ann", "Citizen"], ["Bob", "Citizen"], ["Cid", "Citizen"]])
    assert "nobody plays against the Townsfolk" in town and "one of the Werewolves" in town


def test_one_name_length_limit_in_one_plain_sentence(client: Any) -> None:
    for name in ("A" * 40, "A" * 200):
        r = client.post("/api/games", json={"setup": {"names": [name, "Bob", "Cid"]}})
        assert r.status_code == 422
        message = r.json()["error"]["message"]
        assert "at most 32 characters" in message, message
        assert "Setup." not in message and "names.0" not in message


def test_act_for_an_unknown_action_tells_the_host_what_the_seat_may_do(
    client: Any,
) -> None:
    g = make(client, settings={"automation": "manual"})
    g.host_post("advance")
    before = g.summary()["version"]
    r = g.host_post("override", {"seat": "Cid", "action": "fly away", "reason": "asked"})
    assert r.status_code == 422
    message = r.json()["error"]["message"]
    assert message.startswith("'fly' is not an action in this game: Cid may do now: ")
    assert "investigate" in message and "What you can do now" not in message
    assert g.summary()["version"] == before

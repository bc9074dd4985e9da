"""The newcomer's finding 2 and 14, over the API: the audit names what an undo took back; an
undo that would reopen a finished game is refused (nothing changes) unless the host says
``reopen``; bots are not seated in a finished game; and only a player whose own command was
undone is told it was theirs (``undone_yours``)."""

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


def test_the_audit_names_what_an_undo_took_back(client: Any) -> None:
    g = make(client, settings={"automation": "manual"})
    g.host_post("advance")
    assert g.act("Cid", "investigate Ann").status_code == 200
    assert g.host_post("undo", {"scope": "last", "reason": "Cid misclicked"}).status_code == 200
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    undo = [a for a in audit if a["op"] == "undo"][-1]
    assert undo["reason"] == "Cid misclicked"
    assert len(undo["undid"]) == 1 and undo["undid"][0].endswith("Cid: investigate Ann")


def test_rm551_an_undo_that_would_reopen_a_finished_game_asks_first(client: Any) -> None:
    g = _over(client)
    before = g.summary()
    r = g.host_post("undo", {"scope": "last", "reason": "oops"})
    assert r.status_code == 422
    err = r.json()["error"]
    assert err["reason"] == "reopens_game"
    assert "The game is over" in err["message"] and "reopen" in err["message"]
    assert "Traceback" not in r.text
    after = g.summary()
    assert after["over"] and after["version"] == before["version"]  # nothing changed
    r = g.host_post("undo", {"scope": "last", "reason": "oops", "reopen": True})
    assert r.status_code == 200, r.text
    assert not g.summary()["over"]


def test_rm551_no_bots_are_seated_in_a_finished_game(client: Any) -> None:
    g = _over(client)
    before = g.summary()
    r = g.host_post("bots", {"seats": None, "on": True})
    assert r.status_code == 422
    assert r.json()["error"]["message"].startswith("The game is over")
    assert g.summary()["version"] == before["version"]


def test_only_the_player_whose_command_was_undone_is_told_it_was_theirs(client: Any) -> None:
    g = make(client, settings={"automation": "manual"})
    start = {n: client.get(g.url("/events"), headers=g.seat[n]).json() for n in ("Ann", "Bob")}
    # Ann writes in the town square: everyone sees it; the host undoes it
    r = client.post(
        g.url("/say"), headers=g.seat["Ann"], json={"channel": "town square", "text": "hi all"}
    )
    assert r.status_code == 200, r.text
    cursors = {n: client.get(g.url("/events"), headers=g.seat[n]).json()["cursor"]
               for n in ("Ann", "Bob")}
    assert g.host_post("undo", {"scope": "last", "reason": "spam"}).status_code == 200

    def page(name: str) -> Any:
        return client.get(
            g.url("/events"), headers=g.seat[name],
            params={"after": cursors[name], "epoch": start[name]["epoch"]},
        ).json()

    ann, bob = page("Ann"), page("Bob")
    assert ann["undone"] == ["spam"] and ann["undone_yours"] is True
    # Bob saw the line, so he is told of the undo, but it was not his: no "look again"
    assert bob["undone"] == ["spam"] and "undone_yours" not in bob


def test_finding6_the_advice_for_a_game_over_at_once_fits_the_case(client: Any) -> None:
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


def test_finding6_one_name_length_limit_in_one_plain_sentence(client: Any) -> None:
    for name in ("A" * 40, "A" * 200):
        r = client.post("/api/games", json={"setup": {"names": [name, "Bob", "Cid"]}})
        assert r.status_code == 422
        message = r.json()["error"]["message"]
        assert "at most 32 characters" in message, message
        assert "Setup." not in message and "names.0" not in message


def test_finding11_act_for_an_unknown_action_tells_the_host_what_the_seat_may_do(
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

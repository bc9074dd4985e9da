"""Issue 22 item 1: the adapter's one credential, issued by the service and scoped to the games
it created; it acts as the host, a spectator or any seat of them (``server/adapter.py``)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.storage import Store

PLAYERS = [["Ann", "Wolf"], ["Bob", "Citizen"], ["Cid", "Fortune Teller"], ["Dan", "Citizen"]]


@pytest.fixture(scope="module")
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def as_(cred: str, acting: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {cred}", "Werewolves-As": acting}


def made(c: TestClient, cred: str | None) -> dict[str, Any]:
    headers = {} if cred is None else as_(cred, "host")
    r = c.post(
        "/api/games",
        json={"setup": {"players": PLAYERS}, "seed": 3, "settings": {"automation": "manual"}},
        headers=headers,
    )
    assert r.status_code == 201, r.text
    out: dict[str, Any] = r.json()
    return out


def credential(c: TestClient) -> str:
    r = c.post("/api/adapters")
    assert r.status_code == 201
    token: str = r.json()["token"]
    return token


def test_discord_credential_acts_as_host_and_every_seat(client: TestClient) -> None:
    cred = credential(client)
    game = made(client, cred)
    gid = game["game"]
    # no seat's secret is made known to an adapter: it acts with its credential
    assert game["adapter"] is True
    assert all("token" not in s for s in game["seats"])
    assert [s["seat"] for s in game["seats"]] == [0, 1, 2, 3]
    r = client.post(f"/api/games/{gid}/host/advance", headers=as_(cred, "host"))
    assert r.status_code == 200, r.text
    view = client.get(f"/api/games/{gid}/view", headers=as_(cred, "seat 0")).json()
    assert view["view"]["name"] == "Ann" and view["game"]["you"] == {
        "kind": "player",
        "seat": "Ann",
    }
    r = client.post(
        f"/api/games/{gid}/act", headers=as_(cred, "seat 2"), json={"action": "investigate Ann"}
    )
    assert r.status_code == 200, r.text
    assert (
        client.get(f"/api/games/{gid}/view", headers=as_(cred, "spectator")).json()["stream"]
        == "public"
    )
    # a seat cannot use the host's tools, even through the credential
    r = client.post(f"/api/games/{gid}/host/advance", headers=as_(cred, "seat 1"))
    assert r.status_code == 403 and r.json()["error"]["code"] == "not_host"


def test_discord_credential_opens_no_other_game(client: TestClient) -> None:
    cred, other = credential(client), credential(client)
    mine = made(client, cred)["game"]
    theirs = made(client, other)["game"]
    plain = made(client, None)
    # a people's game returns its links as before, and says it is no adapter's
    assert plain["adapter"] is False and all("token" in s for s in plain["seats"])
    for gid in (theirs, plain["game"]):
        r = client.get(f"/api/games/{gid}/view", headers=as_(cred, "host"))
        assert r.status_code == 404, r.text  # the answer an unknown secret gets
    # a credential that created nothing opens nothing
    r = client.get(f"/api/games/{mine}/view", headers=as_(credential(client), "host"))
    assert r.status_code == 404
    # the credential without the header is no link of the game
    r = client.get(f"/api/games/{mine}/view", headers={"Authorization": f"Bearer {cred}"})
    assert r.status_code == 404
    # the game's own host link cannot pass for the adapter
    host = plain["host"]["token"]
    r = client.get(f"/api/games/{plain['game']}/view", headers=as_(host, "seat 0"))
    assert r.status_code == 404


@pytest.mark.parametrize("acting", ["", "seat", "seat -1", "seat x", "Ann", "player Ann", "h" * 50])
def test_discord_credential_refuses_an_unclear_acting_as(client: TestClient, acting: str) -> None:
    cred = credential(client)
    gid = made(client, cred)["game"]
    r = client.get(f"/api/games/{gid}/view", headers=as_(cred, acting))
    assert r.status_code == 403
    assert "Say whom the adapter acts as" in r.json()["error"]["message"]


def test_discord_credential_only_with_werewolves_as(client: TestClient) -> None:
    # a page that sends some link's secret when it creates a game makes a people's game, as
    # before: only Werewolves-As makes it an adapter's
    cred = credential(client)
    body = {"setup": {"players": PLAYERS}, "seed": 3}
    r = client.post("/api/games", json=body, headers={"Authorization": f"Bearer {cred}"})
    assert r.status_code == 201 and r.json()["adapter"] is False
    assert all("token" in s for s in r.json()["seats"])
    r = client.post("/api/games", json=body, headers={"Werewolves-As": "host"})
    assert r.status_code == 403 and r.json()["error"]["code"] == "no_token"
    r = client.post("/api/games", json=body, headers=as_(cred, "seat 0"))
    assert r.status_code == 403 and "as its host" in r.json()["error"]["message"]


def test_discord_credential_names_a_missing_seat(client: TestClient) -> None:
    cred = credential(client)
    gid = made(client, cred)["game"]
    r = client.get(f"/api/games/{gid}/view", headers=as_(cred, "seat 9"))
    assert r.status_code == 404 and r.json()["error"]["message"] == "This game has no seat 9."


def test_discord_credential_on_the_socket(client: TestClient) -> None:
    cred = credential(client)
    gid = made(client, cred)["game"]
    client.post(f"/api/games/{gid}/host/advance", headers=as_(cred, "host"))
    with client.websocket_connect(f"/api/games/{gid}/ws") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": cred, "as": "seat 0"}))
        first = json.loads(ws.receive_text())
        assert first["type"] == "events" and first["stream"] == "player"
        assert first["game"]["you"] == {"kind": "player", "seat": "Ann"}
        ws.send_text(json.dumps({"type": "act", "action": "attack Bob", "id": 1}))
        while True:
            got = json.loads(ws.receive_text())
            if got["type"] == "result":
                break
        assert got["ok"] is True
    # a credential of no game is closed out like an unknown secret
    with client.websocket_connect(f"/api/games/{gid}/ws") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": credential(client), "as": "host"}))
        with pytest.raises(Exception) as closed:
            ws.receive_text()
        assert getattr(closed.value, "code", None) == 4404


def test_discord_undo_through_the_adapter_names_who_in_the_audit(client: TestClient) -> None:
    """Issue 22: the adapter's credential acts for a member of the server; an undo it makes
    names that member in the audit (``who``; the adapter shows a host tool with no ``who``
    as the host's, never as "by None": ``prompts.audit_line``)."""
    from werewolves.server.commands import Undo, decode, encode

    cred = credential(client)
    gid = made(client, cred)["game"]
    host = as_(cred, "host")
    assert client.post(f"/api/games/{gid}/host/advance", headers=host).status_code == 200
    r = client.post(
        f"/api/games/{gid}/host/undo",
        headers=host,
        json={"scope": "last", "reason": "too soon", "who": "Hana"},
    )
    assert r.status_code == 200, r.text
    audit = client.get(f"/api/games/{gid}/host/audit", headers=host).json()["audit"]
    undo = audit[-1]
    assert (undo["op"], undo["who"], undo["reason"]) == ("undo", "Hana", "too soon")
    # a name that is no name is refused with a sentence, and changes nothing
    r = client.post(f"/api/games/{gid}/host/undo", headers=host, json={"reason": "x", "who": ""})
    assert r.status_code == 422
    assert len(client.get(f"/api/games/{gid}/host/audit", headers=host).json()["audit"]) == len(
        audit
    )
    # the log keeps it, and a log without it reads as before
    cmd = Undo("too soon", "last", (1,), "Hana")
    assert decode(encode(cmd)) == cmd
    assert "who" not in encode(Undo("x", "last", (1,)))
    assert decode({"op": "undo", "reason": "x", "voids": [1]}) == Undo("x", None, (1,))

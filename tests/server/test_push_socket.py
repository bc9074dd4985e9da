"""Issue 20 item 2 on the socket: a link that asks for it (``"view": true`` in its secret's
message) is pushed its own screen parts whenever they change, so a screen never fetches its view
again; each seat's push carries that seat's view only; a client that does not ask is sent the
pushes it always was; ``act``, ``say`` and ``ready`` frames are answered as before."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_service_api import Made, make

from werewolves.server.app import create_app
from werewolves.storage import Store


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


@contextlib.contextmanager
def socket(c: TestClient, g: Made, token: str, **auth: Any) -> Iterator[Any]:
    with c.websocket_connect(g.url("/ws")) as ws:
        ws.send_text(json.dumps({"type": "auth", "token": token, **auth}))
        yield ws


def _events(ws: Any) -> dict[str, Any]:
    while True:
        msg: dict[str, Any] = ws.receive_json()
        if msg["type"] == "events":
            return msg


def _without_messages(view: dict[str, Any]) -> dict[str, Any]:
    out = {k: v for k, v in view.items() if k not in ("messages", "polls", "cursor")}
    if "channels" in out:
        out["channels"] = [{k: v for k, v in c.items() if k != "messages"} for c in out["channels"]]
    return out


def test_a_socket_that_asks_is_pushed_its_own_screen_and_nothing_else(client: TestClient) -> None:
    g = make(client, settings={"automation": "manual"})
    token = {s["name"]: s["token"] for s in g.body["seats"]}
    with (
        socket(client, g, token["Cid"], view=True) as cid,
        socket(client, g, token["Ann"], view=True) as ann,
        socket(client, g, g.body["host"]["token"], view=True) as host,
        socket(client, g, g.body["spectator"]["token"], view=True) as watch,
        socket(client, g, token["Bob"]) as bob,  # an older client: no view asked for
    ):
        links = {"Cid": cid, "Ann": ann, "host": host, "watch": watch}
        heads = {"Cid": g.seat["Cid"], "Ann": g.seat["Ann"], "host": g.host, "watch": g.spectator}
        first = {name: _events(ws) for name, ws in links.items()}
        assert "view" not in _events(bob)
        for name, msg in first.items():  # the first push: the whole screen but its messages
            whole = client.get(g.url("/view"), headers=heads[name]).json()["view"]
            assert msg["view"] == _without_messages(whole), name
        assert first["Cid"]["view"]["role"] == "Fortune Teller"
        assert first["Ann"]["view"]["role"] == "Wolf"
        assert "Wolf" not in json.dumps(first["Cid"]) and "Wolf" not in json.dumps(first["watch"])
        assert g.host_post("advance", {"phase": 0}).status_code == 200
        pushed = {name: _events(ws) for name, ws in links.items()}
        assert "view" not in _events(bob)
        verbs = [a["verb"] for a in pushed["Cid"]["view"]["actions"]]
        assert verbs == ["investigate"], verbs
        assert "attack" in [a["verb"] for a in pushed["Ann"]["view"]["actions"]]
        assert "Fortune Teller" not in json.dumps(pushed["Ann"]) + json.dumps(pushed["watch"])
        # the player's own move on its socket is answered as always, and the push that follows
        # brings what it learnt (events) and its used-up action (view)
        cid.send_text('{"type": "act", "action": "investigate Ann", "id": 1}')
        answer = cid.receive_json()
        while answer["type"] != "result":
            answer = cid.receive_json()
        assert answer["ok"] is True and answer["id"] == 1
        after = _events(cid)
        while "Ann appears to be the Wolf." not in [e["text"] for e in after["events"]]:
            after = _events(cid)
        assert after["view"]["actions"] == []
        # a chat line changes nobody's view but the host's (its undo button names it)
        ann.send_text('{"type": "say", "channel": "wolfpack", "text": "psst", "id": 2}')
        while ann.receive_json().get("type") != "result":
            pass
        chat = _events(host)
        while "psst" not in json.dumps(chat["events"]):
            chat = _events(host)
        assert chat["view"]["undoable"]["last"]["text"] == "Ann wrote in wolfpack"
        ann_push = _events(ann)
        while "psst" not in json.dumps(ann_push["events"]):
            ann_push = _events(ann)
        assert "view" not in ann_push

"""Issue 21 item 6: an undo is told only to those it touched. Every stream that had been sent
an event the undo removed starts over and is told the host's reason (``reset`` and
``undone`` in its page or push); every other stream goes on from its cursor, with no reset
and no word of it, over HTTP and over the socket alike, and after a restart from a snapshot."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient
from test_service_api import Made, make

from werewolves.server.app import create_app
from werewolves.server.commands import Advance, Submit, Undo
from werewolves.server.live import LiveGame, Settings
from werewolves.server.presenter import events_page, push_for
from werewolves.server.service import HOST, PLAYER, SPECTATOR, Viewer
from werewolves.storage import Store


@pytest.fixture
def client() -> Iterator[TestClient]:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        yield c


def _cursor(g: Made, who: dict[str, str]) -> tuple[int, int]:
    page = g.c.get(g.url("/events"), headers=who).json()
    return page["cursor"], page["epoch"]


def test_a_private_move_undone_is_told_to_its_player_and_the_host_only(client: Any) -> None:
    g = make(client, settings={"automation": "manual"})
    g.host_post("advance")
    cursors = {n: _cursor(g, h) for n, h in g.seat.items()}
    spec_cursor = _cursor(g, g.spectator)
    # the Fortune Teller's investigation: its result is told to Cid alone
    assert g.act("Cid", "investigate Ann").status_code == 200
    cid_after, _ = _cursor(g, g.seat["Cid"])
    host_after, _ = _cursor(g, g.host)
    r = g.host_post("undo", {"scope": "last", "reason": "Cid misclicked"})
    assert r.status_code == 200
    # Cid had seen the result: his stream starts over, with the reason
    page = client.get(
        g.url("/events"), headers=g.seat["Cid"], params={"after": cid_after, "epoch": 0}
    ).json()
    assert page["reset"] is True and page["undone"] == ["Cid misclicked"]
    assert page["events"][0]["id"] == 0 and page["epoch"] == 1
    host = client.get(
        g.url("/events"), headers=g.host, params={"after": host_after, "epoch": 0}
    ).json()
    assert host["reset"] is True and host["undone"] == ["Cid misclicked"]
    # nobody else had seen anything it removed: no reset, no word, the stream goes on
    for name, (after, epoch) in cursors.items():
        if name == "Cid":
            continue
        page = client.get(
            g.url("/events"), headers=g.seat[name], params={"after": after, "epoch": epoch}
        ).json()
        assert page["reset"] is False and "undone" not in page, name
        assert page["epoch"] == 1 and page["events"] == []
    after, epoch = spec_cursor
    page = client.get(
        g.url("/events"), headers=g.spectator, params={"after": after, "epoch": epoch}
    ).json()
    assert page["reset"] is False and "undone" not in page


def test_sockets_of_the_untouched_are_not_alarmed(client: Any) -> None:
    g = make(client, settings={"automation": "manual"})
    g.host_post("advance")
    tokens = {s["name"]: s["token"] for s in g.body["seats"]}
    with (
        client.websocket_connect(g.url("/ws")) as bob,
        client.websocket_connect(g.url("/ws")) as cid,
    ):
        for ws, name in ((bob, "Bob"), (cid, "Cid")):
            ws.send_text(json.dumps({"type": "auth", "token": tokens[name], "view": True}))
            first = ws.receive_json()
            assert first["type"] == "events"
        assert g.act("Cid", "investigate Ann").status_code == 200
        got = cid.receive_json()
        assert any("appears to be" in e["text"] for e in got["events"])
        g.host_post("undo", {"scope": "last", "reason": "a slip"})
        pushed = cid.receive_json()
        assert pushed["reset"] is True and pushed["undone"] == ["a slip"]
        assert not any("appears to be" in e["text"] for e in pushed["events"])
        # Bob's socket: the investigation's push (his view is unchanged, perhaps none at
        # all), then the undo's, neither a reset
        for _ in range(2):
            msg = bob.receive_json()
            assert msg["reset"] is False and "undone" not in msg
            if msg["epoch"] == 1:
                break
        assert msg["epoch"] == 1


def test_a_public_event_undone_is_told_to_everyone_who_saw_it() -> None:
    """A phase end undone removes the public events of the new phase: every stream saw them."""
    setup = {
        "players": [
            ["Ann", "Wolf"],
            ["Bob", "Citizen"],
            ["Cid", "Fortune Teller"],
            ["Dan", "Citizen"],
            ["Eve", "Citizen"],
        ]
    }
    live = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    assert live.apply(1, 1.0, Advance("host")).ok
    viewers = [Viewer("g", HOST), Viewer("g", SPECTATOR)] + [
        Viewer("g", PLAYER, n) for n, _r in setup["players"]
    ]
    before = {v: events_page(live, v, -1, None)["cursor"] for v in viewers}
    assert live.apply(2, 2.0, Submit("Ann", ("attack", "Bob"))).ok
    assert live.apply(3, 3.0, Advance("host")).ok
    at = {v: events_page(live, v, -1, None)["cursor"] for v in viewers}
    assert live.apply(4, 4.0, Undo("the night ended early", "last", (3,))).ok
    for v in viewers:
        page = events_page(live, v, at[v], 0)
        assert page["reset"] is True and page["undone"] == ["the night ended early"], v
        # a client that had not come past the undone part is not told
        quiet = events_page(live, v, before[v], 0)
        assert quiet["reset"] is False and "undone" not in quiet, v
    # the marks survive a snapshot (a restart): the same answers from a restored game
    restored = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    restored.restore(live.snapshot(), list(live.log))
    for v in viewers:
        a = push_for(live, v, at[v], 0, None)
        b = push_for(restored, v, at[v], 0, None)
        assert json.loads(a.text)["undone"] == json.loads(b.text)["undone"]
    # a snapshot from before undo marks were kept: every stream starts over, as it used to
    data = json.loads(live.snapshot())
    del data["undo_marks"]
    old = LiveGame("g", setup, 7, "x", 0.0, Settings(automation="manual"))
    old.restore(json.dumps(data), list(live.log))
    assert events_page(old, Viewer("g", PLAYER, "Bob"), before[viewers[3]], 0)["reset"] is True

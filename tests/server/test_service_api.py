"""The service's HTTP and WebSocket API in-process (FastAPI's TestClient): every endpoint with
good and bad input (issue 10, items 1-5 and 7)."""

from __future__ import annotations

import contextlib
import json
from collections.abc import Iterator
from typing import Any

import pytest
from fastapi.testclient import TestClient

from werewolves.game import Game
from werewolves.server.app import create_app
from werewolves.server.middleware import MAX_BODY, MAX_CREATE_BODY
from werewolves.storage import Store

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


@pytest.fixture
def clock() -> Clock:
    return Clock()


@pytest.fixture
def client(clock: Clock) -> Iterator[TestClient]:
    app = create_app(Store("sqlite://"), background=False, clock=clock)
    with TestClient(app) as c:
        yield c


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


class Made:
    def __init__(self, c: TestClient, body: dict[str, Any]) -> None:
        self.c = c
        self.body = body
        self.id = body["game"]
        self.host = bearer(body["host"]["token"])
        self.spectator = bearer(body["spectator"]["token"])
        self.seat = {s["name"]: bearer(s["token"]) for s in body["seats"]}

    def url(self, tail: str = "") -> str:
        return f"/api/games/{self.id}{tail}"

    def act(self, who: str, action: str) -> Any:
        return self.c.post(self.url("/act"), headers=self.seat[who], json={"action": action})

    def host_post(self, what: str, json: dict[str, Any] | None = None) -> Any:
        return self.c.post(self.url(f"/host/{what}"), headers=self.host, json=json)

    def summary(self) -> dict[str, Any]:
        out: dict[str, Any] = self.c.get(self.url(), headers=self.host).json()
        return out


@contextlib.contextmanager
def socket(c: TestClient, url: str, token: str) -> Iterator[Any]:
    """A socket on ``url`` that has sent its secret first, as every client must."""
    with c.websocket_connect(url) as ws:
        ws.send_text(json.dumps({"type": "auth", "token": token}))
        yield ws


def make(c: TestClient, **extra: Any) -> Made:
    body = {"setup": {"players": PLAYERS}, "seed": 3, **extra}
    r = c.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return Made(c, r.json())


def service(c: TestClient) -> Any:
    return c.app.state.service  # type: ignore[attr-defined]


def run(c: TestClient, coro: Any) -> Any:
    """Run a coroutine on the app's own event loop (the TestClient's portal)."""
    return c.portal.call(lambda: coro)  # type: ignore[union-attr]


# ---------------------------------------------------------------------------- creating


def test_create_returns_a_secret_per_seat_and_stores_only_digests(client: TestClient) -> None:
    g = make(client)
    secrets = [g.body["host"]["token"], g.body["spectator"]["token"]]
    secrets += [s["token"] for s in g.body["seats"]]
    assert len(set(secrets)) == 7 and all(len(s) >= 32 for s in secrets)
    assert [s["name"] for s in g.body["seats"]] == [n for n, _r in PLAYERS]
    assert g.body["host"]["link"].endswith(f"/host/{g.id}#t={g.body['host']['token']}")
    store: Store = service(client).store
    with store.engine.connect() as conn:
        dump = "\n".join(str(row) for row in conn.exec_driver_sql("select * from tokens"))
    assert dump and not any(s in dump for s in secrets)


def test_create_deals_names_and_roles_by_the_seed(client: TestClient) -> None:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"]
    roles = ["Wolf", "Citizen", "Citizen", "Fortune Teller", "Citizen", "Citizen"]
    body = {"setup": {"names": names, "roles": roles}, "seed": 11}
    a = Made(client, client.post("/api/games", json=body).json())
    b = Made(client, client.post("/api/games", json=body).json())
    seats_a = client.get(a.url("/view"), headers=a.host).json()["view"]["seats"]
    seats_b = client.get(b.url("/view"), headers=b.host).json()["view"]["seats"]
    assert [s["role"] for s in seats_a] == [s["role"] for s in seats_b]
    assert sorted(s["role"] for s in seats_a) == sorted(roles)
    default = client.post("/api/games", json={"setup": {"names": names}, "seed": 1})
    assert default.status_code == 201


@pytest.mark.parametrize(
    ("body", "field", "words"),
    [
        ({"setup": {"players": [["Ann", "Wolf"]]}}, "setup", "between 2 and"),
        ({"setup": {"players": [["Ann", "Wolf"], ["Ann", "Citizen"]]}}, "setup", "Ann"),
        ({"setup": {"players": [["Ann", "Wolf"], ["Bob", "Wizard"]]}}, "setup", "Wizard"),
        ({"setup": {"names": ["Ann", "Bob"], "roles": ["Wolf"]}}, "setup", "one role per"),
        ({"setup": {}}, "setup", "Give the players"),
        ({"setup": {"players": PLAYERS}, "seed": -1}, "seed", "must be at least 0"),
        ({"setup": {"players": PLAYERS}, "seed": "x"}, "seed", "whole number"),
        ({"setup": {"players": PLAYERS}, "colour": 1}, "colour", "not a field"),
        ({"setup": {"players": PLAYERS}, "settings": {"day_seconds": 1}}, "settings", "10 s"),
        ({"setup": {"players": PLAYERS}, "settings": {"automation": "x"}}, "settings", "manual"),
        ({"setup": {"players": PLAYERS}, "bots": ["Zed"]}, "bots", "Zed"),
        (
            {"setup": {"players": [["A" * 41, "Wolf"], ["B", "Citizen"]]}},
            "setup",
            # newcomer finding 6: one limit, the game's, in one sentence (no field path)
            "a player's name is too long: use at most 32 characters",
        ),
    ],
)
def test_bad_setups_are_refused_naming_the_field(
    client: TestClient, body: dict[str, Any], field: str, words: str
) -> None:
    before = service(client).store.game_ids()
    r = client.post("/api/games", json=body)
    assert r.status_code == 422, r.text
    err = r.json()["error"]
    assert err["field"].startswith(field), err
    assert words.lower() in err["message"].lower(), err
    assert service(client).store.game_ids() == before


def test_malformed_and_oversized_bodies_get_a_json_4xx(client: TestClient) -> None:
    r = client.post("/api/games", content=b"{", headers={"content-type": "application/json"})
    assert r.status_code == 422 and r.json()["error"]["message"] == "The body is not valid JSON."
    big = b'{"setup": {"names": ["' + b"x" * (MAX_CREATE_BODY + 10) + b'"]}}'
    r = client.post("/api/games", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and f"at most {MAX_CREATE_BODY}" in r.json()["error"]["message"]
    # issue 39 item 3: only creating a game (which may carry role files) takes more than 64 KiB
    big = b'{"text": "' + b"x" * (MAX_BODY + 10) + b'"}'
    r = client.post("/api/games/any/say", content=big, headers={"content-type": "application/json"})
    assert r.status_code == 413 and f"at most {MAX_BODY} " in r.json()["error"]["message"]
    r = client.get("/api/nothing-here")
    assert r.status_code == 404 and r.json()["error"]["message"]


# ---------------------------------------------------------------------------- who may do what


def test_unknown_games_and_wrong_tokens_say_nothing_about_other_games(client: TestClient) -> None:
    a, b = make(client), make(client)
    unknown = client.get("/api/games/doesnotexist", headers=a.host)
    foreign = client.get(a.url(), headers=b.host)
    garbage = client.get(a.url(), headers=bearer("not-a-token"))
    assert unknown.status_code == foreign.status_code == garbage.status_code == 404
    assert unknown.json() == foreign.json() == garbage.json()
    assert client.get(a.url()).status_code == 403  # no token at all
    assert client.get(a.url(), headers={"Authorization": "Basic x"}).status_code == 403


def test_each_link_does_only_its_own_part(client: TestClient) -> None:
    g = make(client)
    assert g.c.post(g.url("/host/advance"), headers=g.seat["Ann"]).status_code == 403
    assert g.c.post(g.url("/host/advance"), headers=g.spectator).status_code == 403
    r = g.c.post(g.url("/act"), headers=g.host, json={"action": "vote Ann"})
    assert r.status_code == 403 and r.json()["error"]["code"] == "not_player"
    assert g.c.get(g.url("/host/snapshot"), headers=g.seat["Ann"]).status_code == 403


def test_a_player_acts_only_for_their_own_seat(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")  # Night 1
    # the body cannot name another player: the seat comes from the token
    r = g.c.post(
        g.url("/act"), headers=g.seat["Bob"], json={"action": "investigate Ann", "player": "Cid"}
    )
    assert r.status_code == 422 and r.json()["error"]["field"] == "player"
    r = g.act("Bob", "investigate Ann")  # Bob is a Citizen: he has no such ability
    assert r.status_code == 422 and r.json()["error"]["code"] == "refused"
    assert g.act("Cid", "investigate Ann").status_code == 200


def test_views_are_per_link(client: TestClient) -> None:
    g = make(client)
    ann = client.get(g.url("/view"), headers=g.seat["Ann"]).json()
    assert ann["view"]["role"] == "Wolf" and ann["stream"] == "player"
    assert ann["game"]["you"] == {"kind": "player", "seat": "Ann"}
    host = client.get(g.url("/view"), headers=g.host).json()
    assert [s["role"] for s in host["view"]["seats"]] == [r for _n, r in PLAYERS]
    spec = client.get(g.url("/view"), headers=g.spectator).json()
    assert spec["stream"] == "public" and "Wolf" not in str(spec["view"])


# ---------------------------------------------------------------------------- playing


def test_acting_voting_and_chat(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    r = g.act("Cid", "investigate Ann")
    assert r.status_code == 200 and r.json()["told"][-1] == "Ann appears to be the Wolf."
    assert r.json()["version"] == 2
    refused = g.act("Cid", "investigate Dan")
    assert refused.status_code == 422 and "already used" in refused.json()["error"]["message"]
    assert g.summary()["version"] == 2  # a refusal writes nothing
    chans = client.get(g.url("/view"), headers=g.seat["Ann"]).json()["view"]["channels"]
    wolf_channel = next(c["name"] for c in chans if c["writable"] and c["name"] != "town square")
    said = client.post(
        g.url("/say"), headers=g.seat["Ann"], json={"channel": wolf_channel, "text": "Bob tonight"}
    )
    assert said.status_code == 200
    bob = client.get(g.url("/events"), headers=g.seat["Bob"]).json()
    assert "Bob tonight" not in str(bob)
    bad = client.post(g.url("/say"), headers=g.seat["Bob"], json={"channel": "nope", "text": "x"})
    assert bad.status_code == 422
    long = client.post(
        g.url("/say"), headers=g.seat["Ann"], json={"channel": wolf_channel, "text": "x" * 2001}
    )
    assert long.status_code == 422 and long.json()["error"]["field"] == "text"


def test_events_resume_from_a_cursor_without_gaps_or_repeats(client: TestClient) -> None:
    g = make(client)
    first = client.get(g.url("/events"), headers=g.seat["Cid"]).json()
    g.host_post("advance")
    g.act("Cid", "investigate Ann")
    g.host_post("advance")
    rest = client.get(
        g.url("/events"),
        headers=g.seat["Cid"],
        params={"after": first["cursor"], "epoch": first["epoch"]},
    ).json()
    whole = client.get(g.url("/events"), headers=g.seat["Cid"]).json()
    ids = [e["id"] for e in first["events"]] + [e["id"] for e in rest["events"]]
    assert ids == [e["id"] for e in whole["events"]] and len(set(ids)) == len(ids)


def test_why_and_explain_follow_the_viewer(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    g.act("Ann", "attack Bob")
    g.host_post("advance")
    host = client.get(g.url("/why/Bob"), headers=g.host).json()["lines"]
    assert "attack" in " ".join(host) and len(host) > 1
    eve = client.get(g.url("/why/Bob"), headers=g.seat["Eve"]).json()["lines"]
    assert len(eve) < len(host)  # Eve does not see the pack's choice while the game runs
    assert client.get(g.url("/why/Zed"), headers=g.host).status_code == 404
    assert client.get(g.url("/explain/99999"), headers=g.host).status_code == 404


# ---------------------------------------------------------------------------- host tools


def test_preview_shows_the_phase_end_without_committing_it(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    g.act("Ann", "attack Bob")
    before = client.get(g.url("/host/snapshot"), headers=g.host).json()
    p = client.get(g.url("/host/preview"), headers=g.host).json()
    assert p["to_phase"] == "Day 1" and [d["name"] for d in p["deaths"]] == ["Bob"]
    assert p["deaths"][0]["why"] and p["committed"] is False
    assert client.get(g.url("/host/snapshot"), headers=g.host).json() == before
    assert g.summary()["phase"] == "Night 1"


def test_undo_last_and_phase_are_commands_with_reasons(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    g.act("Cid", "investigate Ann")
    g.act("Ann", "attack Bob")
    seen = client.get(g.url("/events"), headers=g.host).json()["cursor"]
    assert g.host_post("undo", {"scope": "last"}).status_code == 422  # a reason is required
    r = g.host_post("undo", {"scope": "last", "reason": "Ann misclicked"})
    assert r.status_code == 200
    host = client.get(g.url("/view"), headers=g.host).json()["view"]
    assert host["pending"] == []  # the attack choice is gone, the investigation stands
    g.act("Ann", "attack Dan")
    g.host_post("advance")
    assert g.summary()["phase"] == "Day 1"
    r = g.host_post("undo", {"scope": "phase", "reason": "the night ended too early"})
    assert r.status_code == 200 and g.summary()["phase"] == "Night 1"
    log = client.get(g.url("/host/log"), headers=g.host).json()["commands"]
    assert [c["op"] for c in log] == [
        "advance",
        "submit",
        "submit",
        "undo",
        "submit",
        "advance",
        "undo",
    ]
    assert [c["voided"] for c in log] == [False, False, True, False, False, True, False]
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    assert {a["reason"] for a in audit if a["op"] == "undo"} == {
        "Ann misclicked",
        "the night ended too early",
    }
    # the stream was rebuilt: a client of the old epoch that had been sent an undone event
    # starts over, told why; one whose cursor is before everything undone goes on from it
    # (issue 21 item 6)
    ev = client.get(g.url("/events"), headers=g.host, params={"after": seen, "epoch": 0}).json()
    assert ev["reset"] is True and ev["events"][0]["id"] == 0 and ev["epoch"] == 2
    assert ev["undone"] == ["Ann misclicked"]  # it never saw the day the second undo removed
    ev = client.get(g.url("/events"), headers=g.host, params={"after": 5, "epoch": 0}).json()
    assert ev["reset"] is False and ev["events"][0]["id"] == 6 and ev["epoch"] == 2


def test_undo_with_nothing_to_undo_and_stale_versions(client: TestClient) -> None:
    g = make(client)
    r = g.host_post("undo", {"scope": "last", "reason": "why not"})
    assert r.status_code == 422 and r.json()["error"]["reason"] == "nothing_to_undo"
    g.host_post("advance")
    stale = g.host_post("undo", {"scope": "last", "reason": "x", "expected_version": 0})
    assert stale.status_code == 409 and g.summary()["phase"] == "Night 1"


def test_pause_stops_players_and_the_clock(client: TestClient, clock: Clock) -> None:
    g = make(client, settings={"day_seconds": 600, "night_seconds": 300})
    g.host_post("advance")
    s = g.summary()
    assert s["deadline"] == clock.now + 300
    clock.now += 100
    assert g.host_post("pause").status_code == 200
    assert g.host_post("pause").status_code == 422
    r = g.act("Cid", "investigate Ann")
    assert r.status_code == 422 and r.json()["error"]["reason"] == "paused"
    clock.now += 10_000
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Night 1"  # a paused game's clock does not run
    g.host_post("resume")
    assert g.summary()["deadline"] == clock.now + 200


def test_timers_end_phases_and_late_timers_never_end_the_next(
    client: TestClient, clock: Clock
) -> None:
    g = make(client, settings={"day_seconds": 60, "night_seconds": 60})
    clock.now += 59
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Day 0"
    clock.now += 2
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Night 1"
    run(client, service(client).tick())  # the same moment again: nothing more
    assert g.summary()["phase"] == "Night 1"
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    assert [(a["op"], a["by"]) for a in audit] == [("advance", "timer")]
    g.host_post("settings", {"automation": "manual"})
    clock.now += 1000
    run(client, service(client).tick())
    assert g.summary()["phase"] == "Night 1"  # manual: the host advances
    r = g.host_post("deadline", {"seconds": 5})
    assert r.status_code == 200 and g.summary()["deadline"] == clock.now + 5


def test_automatic_games_advance_when_everyone_is_done(client: TestClient) -> None:
    g = make(client, settings={"automation": "auto"}, bots=["Dan", "Eve"])
    # a day ends early only when every living player says they are done
    for who in ("Ann", "Bob"):
        assert client.post(g.url("/ready"), headers=g.seat[who]).status_code == 200
    assert g.summary()["phase"] == "Day 0"
    assert client.post(g.url("/ready"), headers=g.seat["Ann"]).status_code == 422
    client.post(g.url("/ready"), headers=g.seat["Cid"])
    assert g.summary()["phase"] == "Night 1"
    # a night ends once everyone who can act has (Bob, a Citizen, has nothing to do)
    g.act("Ann", "attack Bob")
    assert g.summary()["phase"] == "Night 1"
    g.act("Cid", "investigate Ann")
    assert g.summary()["phase"] == "Day 1"
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    assert any(a["op"] == "advance" and a["by"] == "auto" for a in audit)


def test_bots_take_their_turn_deterministically(client: TestClient) -> None:
    logs = []
    for _ in range(2):
        g = make(client, bots=["Ann", "Bob", "Cid", "Dan", "Eve"])
        for _phase in range(4):
            g.host_post("advance")
        log = client.get(g.url("/host/log"), headers=g.host).json()["commands"]
        logs.append([{k: v for k, v in c.items() if k != "at"} for c in log])
    assert logs[0] == logs[1]
    assert any(c["op"] == "bot" and c["actions"] for c in logs[0])


def test_substitute_gives_a_new_link_and_retires_the_old(client: TestClient) -> None:
    g = make(client)
    r = g.host_post("substitute", {"seat": "Bob"})
    assert r.status_code == 200
    new = bearer(r.json()["token"])
    old = client.get(g.url("/view"), headers=g.seat["Bob"])
    assert old.status_code == 403 and old.json()["error"]["code"] == "revoked"
    view = client.get(g.url("/view"), headers=new).json()["view"]
    assert view["name"] == "Bob" and view["role"] == "Citizen"
    assert g.host_post("substitute", {"seat": "Zed"}).status_code == 422


def test_kick_hands_the_seat_to_a_bot_and_override_is_audited(client: TestClient) -> None:
    g = make(client)
    r = g.host_post("kick", {"seat": "Eve", "reason": "left the game"})
    assert r.status_code == 200
    assert client.get(g.url("/view"), headers=g.seat["Eve"]).status_code == 403
    seats = {s["name"]: s for s in g.summary()["seats"]}
    assert seats["Eve"]["bot"] is True
    g.host_post("advance")
    r = g.host_post("override", {"seat": "Cid", "action": "investigate Ann", "reason": "asked"})
    assert r.status_code == 200 and r.json()["told"]
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    assert {(a["op"], a.get("by")) for a in audit} >= {("kick", None), ("submit", "host")}
    bad = g.host_post("override", {"seat": "Cid", "action": "fly", "reason": "asked"})
    assert bad.status_code == 422


def test_export_replays_to_the_same_game(client: TestClient) -> None:
    from werewolves.engine.state import Setup

    g = make(client, bots=["Ann", "Bob", "Cid", "Dan", "Eve"])
    for _ in range(6):
        g.host_post("advance")
    g.host_post("undo", {"scope": "last", "reason": "test"})
    ex = client.get(g.url("/host/export"), headers=g.host).json()
    replayed = Game.replay(Setup.from_json(ex["setup"]), ex["seed"], ex["commands"])
    assert replayed.to_json() == client.get(g.url("/host/snapshot"), headers=g.host).json()


# ---------------------------------------------------------------------------- restarts


def test_a_restarted_service_rebuilds_every_game_by_replay(tmp_path: Any) -> None:
    url = f"sqlite:///{tmp_path / 'g.sqlite3'}"
    with TestClient(create_app(url, background=False)) as c:
        g = make(c, bots=["Ann", "Bob", "Cid", "Dan", "Eve"])
        for _ in range(5):
            g.host_post("advance")
        g.host_post("undo", {"scope": "last", "reason": "test"})
        before = c.get(g.url("/host/snapshot"), headers=g.host).json()
        events = c.get(g.url("/events"), headers=g.seat["Cid"]).json()
    for drop_snapshots in (False, True):
        store = Store(url)
        if drop_snapshots:
            store.drop_snapshots()
        with TestClient(create_app(store, background=False)) as c:
            assert c.get(g.url("/host/snapshot"), headers=g.host).json() == before
            assert c.get(g.url("/events"), headers=g.seat["Cid"]).json() == events


# ---------------------------------------------------------------------------- live updates


def test_websocket_pushes_each_viewer_its_own_events(client: TestClient) -> None:
    g = make(client)
    cid_token = g.body["seats"][2]["token"]
    bob_token = g.body["seats"][1]["token"]
    with (
        socket(client, g.url("/ws"), cid_token) as cid,
        socket(client, g.url("/ws"), bob_token) as bob,
    ):
        first = cid.receive_json()
        bob.receive_json()
        assert first["type"] == "events" and first["game"]["phase"] == "Day 0"
        g.host_post("advance")
        assert cid.receive_json()["game"]["phase"] == "Night 1"
        assert bob.receive_json()["game"]["phase"] == "Night 1"
        g.act("Cid", "investigate Ann")
        pushed = cid.receive_json()
        assert "Ann appears to be the Wolf." in [e["text"] for e in pushed["events"]]
        cid.send_text('{"type": "ping"}')
        while cid.receive_json()["type"] != "pong":
            pass
        bob_pushed = bob.receive_json()
        assert "Wolf" not in str(bob_pushed["events"])
    # reconnecting with the cursor gets only what was missed
    cursor, epoch = pushed["cursor"], pushed["epoch"]
    g.host_post("advance")
    with socket(client, g.url(f"/ws?after={cursor}&epoch={epoch}"), cid_token) as cid:
        missed = cid.receive_json()
        assert missed["events"] and all(e["id"] > cursor for e in missed["events"])


def test_websocket_refuses_bad_tokens(client: TestClient) -> None:
    from starlette.websockets import WebSocketDisconnect

    g = make(client)
    with (
        pytest.raises(WebSocketDisconnect) as e,
        socket(client, g.url("/ws"), "wrong") as ws,
    ):
        ws.receive_json()
    assert e.value.code == 4404


def test_openapi_documents_every_route(client: TestClient) -> None:
    spec = client.get("/openapi.json").json()
    paths = set(spec["paths"])
    for p in (
        "/api/games",
        "/api/games/{game_id}/act",
        "/api/games/{game_id}/host/undo",
        "/api/games/{game_id}/host/preview",
        "/api/games/{game_id}/host/export",
    ):
        assert p in paths


def test_a_players_socket_takes_commands_and_answers_each(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    cid = g.body["seats"][2]["token"]
    with socket(client, g.url("/ws"), cid) as ws:
        ws.receive_json()
        ws.send_text('{"type": "act", "action": "investigate Ann", "id": 7}')
        answers = [ws.receive_json() for _ in range(2)]
        result = next(a for a in answers if a["type"] == "result")
        pushed = next(a for a in answers if a["type"] == "events")
        assert result["id"] == 7 and result["ok"] and result["version"] == 2
        assert "Ann appears to be the Wolf." in [e["text"] for e in pushed["events"]]
        ws.send_text('{"type": "act", "action": "investigate Dan", "id": 8}')
        refused = ws.receive_json()
        assert refused["id"] == 8 and not refused["ok"]
        assert "already used" in refused["error"]["message"]
        for bad in ("not json", '{"type": "fly"}', "[1]", '{"type": "act", "action": 5}'):
            ws.send_text(bad)
            answer = ws.receive_json()
            assert answer["ok"] is False and answer["error"]["message"]
        ws.send_text('{"type": "ping", "id": "p"}')
        assert ws.receive_json() == {"type": "pong", "id": "p"}
    assert g.summary()["version"] == 2
    spectator = g.body["spectator"]["token"]
    with socket(client, g.url("/ws"), spectator) as ws:
        first = ws.receive_json()
        assert first["polls"] == [] and first["stream"] == "public"
        ws.send_text('{"type": "act", "action": "vote Ann"}')
        assert ws.receive_json()["error"]["code"] == "not_player"


def test_undecodable_bodies_and_wrong_methods_get_json_errors(client: TestClient) -> None:
    r = client.post(
        "/api/games", content=b"\xff\xfe{", headers={"content-type": "application/json"}
    )
    assert r.status_code in (400, 422) and r.json()["error"]["message"]
    r = client.put("/api/games")
    assert r.status_code == 405 and "POST" in r.headers["allow"]
    assert r.json()["error"]["message"] == "This address does not take that method."


def test_the_catalogue_presets_health_and_join(client: TestClient) -> None:
    assert client.get("/api/health").json()["ok"] is True
    roles = {r["name"] for r in client.get("/api/roles").json()["roles"]}
    assert {"Wolf", "Fortune Teller", "Plague Bearer", "Grandma"} <= roles and "Mayor" not in roles
    preset = client.get("/api/presets", params={"players": 9}).json()["roles"]
    assert len(preset) == 9 and "Wolf" in preset
    assert client.get("/api/presets", params={"players": 1}).status_code == 422
    g = make(client)
    r = client.post(g.url("/join"), headers=g.seat["Bob"])
    assert r.status_code == 200 and r.json()["version"] == 1
    again = client.post(g.url("/join"), headers=g.seat["Bob"])
    assert again.status_code == 200 and again.json()["version"] == 1  # joining twice: no command
    assert {s["name"]: s["joined"] for s in g.summary()["seats"]}["Bob"] is True
    assert client.post(g.url("/join"), headers=g.host).status_code == 403
    g.host_post("bots", {"seats": None})
    seats = {s["name"]: s for s in g.summary()["seats"]}
    assert not seats["Bob"]["bot"] and all(seats[n]["bot"] for n in ("Ann", "Cid", "Dan", "Eve"))


def test_a_join_that_crossed_another_on_its_way_is_answered_as_already_joined(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A page reloaded while it was still loading sends a second join before the first one
    is committed: the second finds the seat taken under the game's lock. It asked for the seat
    and has it, so it is answered as a join, not refused (the browser showed a 422)."""
    g = make(client)
    assert client.post(g.url("/join"), headers=g.seat["Bob"]).status_code == 200
    svc = service(client)
    real = svc.read
    asked: list[bool] = []

    async def read_as_before(game_id: str, fn: Any) -> Any:
        # the first look (is the seat joined?) is taken before the other join committed
        out = await real(game_id, fn)
        if not asked and out is True:
            asked.append(True)
            return False
        return out

    monkeypatch.setattr(svc, "read", read_as_before)
    again = client.post(g.url("/join"), headers=g.seat["Bob"])
    assert asked, "the route no longer asks whether the seat is joined first"
    assert again.status_code == 200, again.text
    assert again.json()["version"] == 1 and again.json()["message"] == "already joined"


@pytest.mark.parametrize(
    ("what", "body", "words"),
    [
        ("settings", {"day_seconds": 5}, "between 10 seconds"),
        ("settings", {"colour": "red"}, "not a field"),
        ("settings", {}, "at least one setting"),
        ("deadline", {"seconds": -1}, "0 to 30 days"),
        ("deadline", {}, "seconds is missing"),
        ("bots", {"seats": ["Zed"]}, "no such seat"),
        ("bots", {"seats": []}, "name the seats"),
        ("kick", {"seat": "Bob"}, "reason is missing"),
        ("kick", {"seat": "Bob", "reason": "   "}, "needs a reason"),
        ("override", {"seat": "Bob", "action": "vote Ann", "reason": ""}, "at least 1"),
        ("undo", {"scope": "everything", "reason": "x"}, "scope"),
        ("resume", None, "not paused"),
    ],
)
def test_host_commands_refuse_bad_input_changing_nothing(
    client: TestClient, what: str, body: dict[str, Any] | None, words: str
) -> None:
    g = make(client)
    before = g.summary()["version"]
    r = g.host_post(what, body)
    assert r.status_code == 422, r.text
    message = r.json()["error"]["message"]
    assert words.lower() in message.lower(), r.json()
    assert message[0].isupper() and message.endswith("."), message  # a sentence, not a fragment
    assert g.summary()["version"] == before


def test_games_beyond_the_memory_limit_come_back_from_the_store(client: TestClient) -> None:
    svc = service(client)
    svc.max_games = 3
    games = [make(client) for _ in range(6)]
    for g in games:
        g.host_post("advance")
    assert len(svc._games) <= 3
    for g in games:  # each is rebuilt by replay when it is used again
        assert g.summary()["phase"] == "Night 1"
        assert g.act("Cid", "investigate Ann").status_code == 200


@pytest.mark.parametrize("how", ["substitute", "kick"])
def test_a_replaced_or_kicked_seats_socket_is_closed(client: TestClient, how: str) -> None:
    from starlette.websockets import WebSocketDisconnect

    g = make(client)
    g.host_post("advance")
    ann = g.body["seats"][0]["token"]
    with socket(client, g.url("/ws"), ann) as ws:
        ws.receive_json()
        body = {"seat": "Ann", "reason": "left"} if how == "kick" else {"seat": "Ann"}
        assert g.host_post(how, body).status_code == 200
        closing = ws.receive_json()
        assert closing["type"] == "error" and closing["error"]["code"] == "revoked"
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
        assert e.value.code == 4403
    # a socket opened before the change cannot act either, even if no push reached it yet
    g2 = make(client)
    g2.host_post("advance")
    cid = g2.body["seats"][2]["token"]
    with socket(client, g2.url("/ws"), cid) as ws:
        ws.receive_json()
        svc = service(client)
        live = svc._games[g2.id]
        live.link_generation["Cid"] = 99  # as if another process had replaced the link
        ws.send_text('{"type": "act", "action": "investigate Ann", "id": 1}')
        assert ws.receive_json()["error"]["code"] == "revoked"
    assert g2.summary()["version"] == 1


def test_every_setup_refusal_names_the_field_it_concerns(client: TestClient) -> None:
    import re as _re
    from pathlib import Path as _Path

    from werewolves.server.app import SETUP_FIELDS

    kernel = _Path(__file__).resolve().parents[2] / "src/werewolves/engine/kernel.py"
    keys = set(_re.findall(r'"(setup\.[a-z_]+)"', kernel.read_text())) - {"setup.not_setup"}
    assert keys and keys <= set(SETUP_FIELDS)
    for names, field in ((["Ann", "Ann"], "setup.names"), (["A b", "Cid"], "setup.names")):
        r = client.post(
            "/api/games", json={"setup": {"names": names, "roles": ["Wolf", "Citizen"]}}
        )
        assert r.json()["error"]["field"] == field, r.json()
    r = client.post(
        "/api/games", json={"setup": {"names": ["Ann", "Bob"], "roles": ["Wolf", "Wizard"]}}
    )
    assert r.json()["error"]["field"] == "setup.roles"


def test_a_game_over_before_it_starts_is_refused(client: TestClient) -> None:
    r = client.post(
        "/api/games", json={"setup": {"names": ["Ann", "Bob", "Cid"], "roles": ["Citizen"] * 3}}
    )
    assert r.status_code == 422 and "over before it starts" in r.json()["error"]["message"]


def test_plain_text_bodies_get_a_sentence(client: TestClient) -> None:
    r = client.post("/api/games", content=b"hello", headers={"content-type": "text/plain"})
    assert r.status_code == 422
    assert "JSON object" in r.json()["error"]["message"], r.json()


def test_seat_bots_are_the_heuristic_bots_and_talk_in_the_town_square(client: TestClient) -> None:
    names = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]
    roles = ["Wolf", "Wolf", "Fortune Teller", "Citizen", "Citizen", "Citizen", "Citizen"]
    logs = []
    for _ in range(2):
        r = client.post(
            "/api/games",
            json={
                "setup": {"names": names, "roles": roles},
                "seed": 9,
                "bots": names,
                "settings": {"automation": "manual"},
            },
        )
        g = Made(client, r.json())
        for _phase in range(6):
            if g.summary()["over"]:
                break
            g.host_post("advance")
        log = client.get(g.url("/host/log"), headers=g.host).json()["commands"]
        logs.append([{k: v for k, v in c.items() if k != "at"} for c in log])
    assert logs[0] == logs[1]  # the same seed, the same turns
    moves = [m for c in logs[0] if c["op"] == "bot" for m in c["actions"]]
    assert any(m[0] == "@say" for m in moves)  # claims, plans: in the game's channels
    # the random bots are still there when the host asks for them
    g = make(client, bots=["Ann", "Bob", "Cid", "Dan", "Eve"], settings={"bot_kind": "random"})
    assert g.summary()["settings"]["bot_kind"] == "random"
    assert g.host_post("settings", {"bot_kind": "clever"}).status_code == 422


def test_a_dead_bot_seat_answers_the_mediums_question(client: TestClient) -> None:
    # the service's seat bots take a turn in a dead seat when the rules give the dead something
    # to submit (the Medium's question, RM236); a dead seat with nothing to do gets no turn.
    # The random bot answers (a heuristic one keeps silent when it knows nothing, medium.5)
    players = [
        ["Med", "Medium"], ["Wes", "Wolf"], ["Kay", "Wolf"], ["Cal", "Citizen"],
        ["Dee", "Citizen"], ["Eve", "Citizen"], ["Fay", "Citizen"], ["Gil", "Citizen"],
        ["Hal", "Citizen"],
    ]
    r = client.post(
        "/api/games",
        json={
            "setup": {"players": players},
            "seed": 5,  # seed 5: the random bot answers rather than leave it (seed 4: it leaves)
            "bots": ["Cal"],
            "settings": {"automation": "manual", "bot_kind": "random"},
        },
    )
    assert r.status_code == 201, r.text
    g = Made(client, r.json())
    g.host_post("advance")  # Night 1: the pack kills Cal
    assert g.act("Wes", "attack Cal").status_code == 200
    assert g.act("Kay", "attack Cal").status_code == 200
    g.host_post("advance")  # Day 1
    for voter in ("Med", "Wes", "Kay", "Eve", "Fay"):
        assert g.act(voter, "vote Dee").status_code == 200
    g.host_post("advance")  # Night 2: the question, and Eve dies
    said = client.post(
        g.url("/say"), headers=g.seat["Med"],
        json={"channel": "seance of Med", "text": "Is Wes a wolf?"},
    )
    assert said.status_code == 200, said.text
    log = client.get(g.url("/host/log"), headers=g.host).json()["commands"]
    assert not [c for c in log if c["op"] == "bot" and c.get("seat") == "Cal" and c["actions"]]
    g.host_post("advance")  # Day 2: the dead answer
    log = client.get(g.url("/host/log"), headers=g.host).json()["commands"]
    answers = [
        m for c in log if c["op"] == "bot" and c.get("seat") == "Cal" for m in c["actions"]
    ]
    assert answers and answers[0][0] == "answer", log[-3:]


def test_rm440_the_host_ends_a_game_in_a_draw_and_undo_takes_it_back(client: TestClient) -> None:
    g = make(client)
    g.host_post("advance")
    assert g.host_post("draw", {}).status_code == 422  # a reason is required
    r = g.host_post("draw", {"reason": "we ran out of time"})
    assert r.status_code == 200, r.text
    summary = g.summary()
    view = client.get(g.url("/view"), headers=g.seat["Ann"]).json()["view"]
    assert view["outcome"]["drawn"] == [n for n, _r in PLAYERS]
    assert view["outcome"]["reason"] == "the host ended the game"
    assert summary["over"] is True
    # once over, ending it again is refused with a sentence, and nothing changes
    again = g.host_post("draw", {"reason": "twice"})
    assert again.status_code == 422 and "over" in again.json()["error"]["message"], again.text
    audit = client.get(g.url("/host/audit"), headers=g.host).json()["audit"]
    assert [a["reason"] for a in audit if a["op"] == "draw"] == ["we ran out of time"]
    # RM551: reopening a finished game is said, and done only when the host confirms
    r = g.host_post("undo", {"scope": "last", "reason": "we found the time"})
    assert r.status_code == 422 and r.json()["error"]["reason"] == "reopens_game"
    r = g.host_post("undo", {"scope": "last", "reason": "we found the time", "reopen": True})
    assert r.status_code == 200 and g.summary()["over"] is False
    assert g.act("Ann", "attack Bob").status_code == 200

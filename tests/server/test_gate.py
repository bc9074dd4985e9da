"""Issue 16, items 2 and 3: one gate for everything a person sends, secrets only where no log
keeps them, the security headers, and the findings S4-S8 of the hostile run — each test fails
on the service as it was before the fix (the finding named in its docstring)."""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from test_service_api import PLAYERS, bearer, make, service, socket

from werewolves.game import Setup
from werewolves.server.app import create_app
from werewolves.server.commands import Advance, BotTurn, Say, SeatBots, Substitute
from werewolves.server.gate import MAX_DEPTH, Invalid, Unreadable, check_tree, dumps, parse
from werewolves.server.live import Settings
from werewolves.server.service import GameService
from werewolves.storage import NewGame, Store


@pytest.fixture
def client() -> Any:
    app = create_app(Store("sqlite://"), background=False, auth_seconds=0.5)
    with TestClient(app) as c:
        yield c


# ---------------------------------------------------------------------------- the gate itself


@pytest.mark.parametrize(
    "text",
    ["\ud800", "a\udc00b", "nul\x00", "bell\x07", "\x1b[31mred", "rtl\u202eoverride", "\u2066x"],
)
def test_the_gate_refuses_text_no_person_types(text: str) -> None:
    with pytest.raises(Invalid) as e:
        check_tree({"text": text})
    assert e.value.field == "text" and e.value.message.endswith(".")


def test_the_gate_keeps_chat_lines_and_emoji_and_refuses_deep_or_unreadable_json() -> None:
    check_tree({"text": "two\nlines\tand 👨‍👩‍👧 (a joined emoji)", "channel": "town square"})
    with pytest.raises(Invalid):
        check_tree({"channel": "two\nlines"})  # only chat text may hold several lines
    with pytest.raises(Invalid):
        check_tree(parse("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1)))
    check_tree(parse("[" * MAX_DEPTH + "]" * MAX_DEPTH))
    with pytest.raises(Unreadable):  # the parser's own limit: refused, never a crash
        parse("[" * 100_000 + "]" * 100_000)
    for bad in (b"\xff{}", "NaN", '{"a": Infinity}', "1" * 5000, "{"):
        with pytest.raises(Unreadable):
            parse(bad)
    assert dumps({"text": "\ud800"}) == '{"text":"\\ud800"}'  # the way out never fails


# ---------------------------------------------------------------------------- secrets (S3)


def test_a_secret_in_the_address_is_refused_on_every_route(client: TestClient) -> None:
    """S3: every route took ?token=; now none does, and says where the secret goes."""
    g = make(client)
    token = g.body["seats"][0]["token"]
    host = g.body["host"]["token"]
    for path in ("", "/view", "/events", "/host/log", "/review", "/why/Ann"):
        r = client.get(g.url(path) + f"?token={host}")
        assert r.status_code == 400, (path, r.text)
        assert r.json()["error"]["code"] == "token_in_url"
        assert "Authorization" in r.json()["error"]["message"]
    r = client.post(g.url("/act") + f"?token={token}", json={"action": "vote Bob"})
    assert r.status_code == 400
    assert g.summary()["version"] == 0
    with (
        client.websocket_connect(g.url(f"/ws?token={token}")) as ws,
        pytest.raises(WebSocketDisconnect) as e,
    ):
        ws.receive_json()
    assert e.value.code == 4400


def test_a_socket_gets_nothing_before_its_secret_and_is_closed_without_it(
    client: TestClient,
) -> None:
    g = make(client)
    token = g.body["seats"][0]["token"]
    # nothing is pushed before the secret: the first thing the socket hears is the close
    with client.websocket_connect(g.url("/ws")) as ws, pytest.raises(WebSocketDisconnect) as e:
        ws.receive_json()  # the app waits auth_seconds (0.5 s here), then closes
    assert e.value.code == 4401
    for first in (
        '{"type": "ping"}',
        "not json",
        '{"type": "auth"}',
        '{"type": "auth", "token": 5}',
    ):
        with client.websocket_connect(g.url("/ws")) as ws, pytest.raises(WebSocketDisconnect) as e:
            ws.send_text(first)
            ws.receive_json()
        assert e.value.code == 4401, first
    with client.websocket_connect(g.url("/ws")) as ws, pytest.raises(WebSocketDisconnect) as e:
        ws.send_bytes(json.dumps({"type": "auth", "token": token}).encode())
        ws.receive_json()
    assert e.value.code == 4401  # a binary frame is not the secret
    with socket(client, g.url("/ws"), token) as ws:
        assert ws.receive_json()["type"] == "events"
        ws.send_text(json.dumps({"type": "auth", "token": token, "id": 1}))
        again = ws.receive_json()
        assert again["ok"] is False and again["error"]["code"] == "bad_message"


def test_a_revoked_link_gets_the_documented_close_code(client: TestClient) -> None:
    """S4: a socket opened with a link the host replaced got HTTP 403 on the handshake instead
    of the documented close code 4403."""
    g = make(client)
    old = g.body["seats"][1]["token"]
    assert g.host_post("substitute", {"seat": "Bob"}).status_code == 200
    with socket(client, g.url("/ws"), old) as ws, pytest.raises(WebSocketDisconnect) as e:
        ws.receive_json()
    assert e.value.code == 4403 and "no longer works" in (e.value.reason or "")
    with socket(client, g.url("/ws"), "made-up") as ws, pytest.raises(WebSocketDisconnect) as e:
        ws.receive_json()
    assert e.value.code == 4404


# ---------------------------------------------------------------------------- headers (S2)


def test_every_answer_carries_the_security_headers(client: TestClient) -> None:
    """S2: no CSP, frame-ancestors, nosniff or Referrer-Policy; pages with secrets cached."""
    g = make(client)
    for path in ("/", f"/play/{g.id}", f"/host/{g.id}", "/api/health", g.url("/view")):
        r = client.get(path, headers=g.seat["Ann"])
        assert r.status_code == 200, path
        csp = r.headers["content-security-policy"]
        assert "script-src 'self'" in csp and "frame-ancestors 'none'" in csp
        assert r.headers["x-content-type-options"] == "nosniff"
        assert r.headers["referrer-policy"] == "no-referrer"
        assert r.headers["cache-control"] == "no-store"
    created = client.post("/api/games", json={"setup": {"players": PLAYERS}, "seed": 1})
    assert created.headers["cache-control"] == "no-store"  # it carries every secret
    static = client.get("/static/app.js")
    assert static.status_code == 200 and "no-store" not in static.headers.get("cache-control", "")
    assert client.get("/api/nothing").headers["x-content-type-options"] == "nosniff"


# ---------------------------------------------------------------------------- sockets (S8 ...)


def test_a_socket_survives_deep_binary_and_hostile_messages(client: TestClient) -> None:
    """S8 and the hostile run: JSON nested 1,000 deep, a binary frame, a lone surrogate in a
    message's id or text each killed the connection; now each gets a refusal and the socket
    stays open. A lone surrogate in a chat line (S1) is refused as over HTTP."""
    g = make(client)
    with socket(client, g.url("/ws"), g.body["seats"][1]["token"]) as ws:
        ws.receive_json()
        for frame in (
            "[" * 1000 + "]" * 1000,
            '{"type": "ping", "id": ' + "{" * 40 + "}" * 40 + "}",
            '{"type": "ping", "id": "\\ud800"}',
            '{"type": "say", "channel": "town square", "text": "\\ud800", "id": 3}',
            '{"type": "say", "channel": "town\\u0000square", "text": "hi", "id": 4}',
            '{"type": "act", "action": ["vote", "Ann", "Bob", "Cid", "Dan", "Eve", "F", "G", "H"]}',
            '{"type": "act", "action": "' + "x" * 300 + '"}',
            '{"type": "ping", "id": 100000000000000000000}',
            '{"type": "say", "channel": "town square", "text": "hi", "extra": 1}',
        ):
            ws.send_text(frame)
            answer = ws.receive_json()
            assert answer["type"] == "result" and answer["ok"] is False, (frame[:60], answer)
            assert answer["error"]["code"] in ("bad_message", "invalid")
            assert answer["error"]["message"].endswith("."), answer
        ws.send_bytes(b"\x00\x01binary")
        assert ws.receive_json()["error"]["code"] == "bad_message"
        ws.send_text('{"type": "ping", "id": 9}')
        assert ws.receive_json() == {"type": "pong", "id": 9}
    assert g.summary()["version"] == 0  # nothing refused was stored
    r = client.post(
        g.url("/say"),
        headers={**g.seat["Bob"], "content-type": "application/json"},
        content=b'{"channel": "town square", "text": "\\ud800"}',
    )
    assert r.status_code == 422 and r.json()["error"]["field"] == "text"


def test_a_game_whose_log_holds_any_string_stays_readable(tmp_path: Path) -> None:
    """S1: a chat line with a lone surrogate, once stored, made every view, stream, log,
    export and snapshot of its game answer 500. Written straight into the store (as a line
    stored before the gate existed), every read still answers."""
    url = f"sqlite:///{tmp_path / 'g.sqlite3'}"
    app = create_app(url, background=False)
    with TestClient(app) as c:
        g = make(c)
        store: Store = service(c).store
        for seq, text in enumerate(["\ud800 broken", "nul \x00 and \u202e", "x" * 500], 1):
            body = {"op": "say", "player": "Bob", "channel": "town square", "text": text}
            store.append(g.id, seq - 1, body, at=1.0, deadline=None, over=False)
        service(c)._games.clear()  # rebuilt from the store on the next read
        for path in ("", "/view", "/events", "/host/log", "/host/export", "/host/snapshot"):
            r = c.get(g.url(path), headers=g.host)
            assert r.status_code == 200, (path, r.text[:200])
            r.json()
        assert c.get(g.url("/view"), headers=g.seat["Ann"]).status_code == 200
        assert c.get(g.url("/host/preview"), headers=g.host).status_code == 200
        with socket(c, g.url("/ws"), g.body["host"]["token"]) as ws:
            page = ws.receive_json()
        assert any("broken" in e["text"] for e in page["events"])


def test_a_log_holding_a_command_the_rules_refuse_answers_503_without_a_traceback(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """A command the engine refuses on replay (10 KiB of chat, past its 500-character limit,
    written straight into the store) makes the game unplayable: every read says so with 503
    and a sentence, never a 500, and the server logs one warning, not a traceback."""
    url = f"sqlite:///{tmp_path / 'g.sqlite3'}"
    with TestClient(create_app(url, background=False)) as c:
        g = make(c)
        c.get(g.url(), headers=g.host)  # in memory: the next read catches up
        body = {"op": "say", "player": "Bob", "channel": "town square", "text": "x" * 10_240}
        service(c).store.append(g.id, 0, body, at=1.0, deadline=None, over=False)
        for path in ("", "/view", "/host/log", "/host/export"):
            r = c.get(g.url(path), headers=g.host)
            assert r.status_code == 503, (path, r.text[:200])
            assert r.json()["error"]["code"] == "cannot_replay"
            assert "cannot replay" in r.json()["error"]["message"]
    assert not [rec for rec in caplog.records if rec.exc_info], "a traceback was logged"


# ---------------------------------------------------------------------------- versions (S5)


def test_an_acknowledgement_carries_the_committed_version_bots_included(
    client: TestClient,
) -> None:
    """S5: ``version`` is the number of committed log entries once every effect of the command
    is committed, the bots' turns it set off included (docs/api.md)."""
    g = make(client, bots=["Dan", "Eve"])
    before = g.summary()["version"]  # the bots command and the bots' Day 0 turns
    r = g.host_post("advance")  # Night 1: the bots take their turns after the advance
    assert r.status_code == 200
    assert r.json()["version"] == g.summary()["version"] == before + 3


def test_a_step_another_process_cut_off_is_not_in_the_version(tmp_path: Path) -> None:
    """S5 with two processes: a bot turn whose append lost the race was counted in the
    acknowledgement though it was never committed."""
    url = f"sqlite:///{tmp_path / 'g.sqlite3'}"

    async def scenario() -> None:
        one, two = GameService(Store(url)), GameService(Store(url))
        made = await one.create(
            Setup([(n, r) for n, r in PLAYERS]), 3, Settings(automation="manual")
        )
        gid = made.game_id
        await one.command(gid, SeatBots(("Dan",), True))
        real_commit = one._commit
        calls = 0

        async def racing(live: Any, body: Any, **kw: Any) -> Any:
            nonlocal calls
            calls += 1
            if isinstance(body, BotTurn):  # the other process writes first
                await two.command(gid, Say("Ann", "town square", "first"))
            return await real_commit(live, body, **kw)

        one._commit = racing  # type: ignore[method-assign]
        _applied, version = await one.command(gid, Advance("host", 0))
        log = one.store.commands(gid)
        ops = [c.body["op"] for c in log]
        advance = ops.index("advance") + 1
        # the answer counts the advance, not the bot's turn that lost to the other write (the
        # other process then gave the bot its turn after its own line)
        assert ops[advance] == "say" and version == advance
        one.store.close()
        two.store.close()

    asyncio.run(scenario())


# ---------------------------------------------------------------------------- snapshots (S6)


def test_snapshots_and_appends_never_meet_a_locked_database(tmp_path: Path) -> None:
    """S6: under load, 150-165 snapshot writes per run failed with "database is locked" on
    SQLite (a transaction that read before it wrote could not wait for the other writer)."""
    store = Store(f"sqlite:///{tmp_path / 'g.sqlite3'}")
    store.create_game(NewGame("g", 0.0, "v", {}, 1, {}), [])
    errors: list[BaseException] = []
    done = threading.Event()

    def appender() -> None:
        try:
            for v in range(400):
                store.append("g", v, {"op": "say"}, at=1.0, deadline=None, over=False)
        except BaseException as e:
            errors.append(e)
        finally:
            done.set()

    def snapshotter() -> None:
        try:
            n = 0
            while not done.is_set():
                n += 1
                store.save_snapshot("g", store.version("g") or 0, "v", "x" * 2000 + str(n))
        except BaseException as e:
            errors.append(e)

    threads = [
        threading.Thread(target=appender),
        *(threading.Thread(target=snapshotter) for _ in range(3)),
    ]
    for t in threads:
        t.start()
    for t in threads:
        t.join(120)
    assert not errors, errors[:3]
    snap = store.snapshot("g")
    assert snap is not None and snap[0] <= 400
    store.save_snapshot("g", 1, "v", "older")  # an older snapshot never replaces a newer one
    assert store.snapshot("g") == snap
    store.close()


# ---------------------------------------------------------------------------- streams (S7)


def test_a_spectator_reconnecting_after_the_end_misses_nothing(client: TestClient) -> None:
    """S7: a spectator who followed the public stream and reconnected with its cursor once
    the game was over (its stream now the host's) got the host's events after that cursor
    only, missing every secret event before it. Now the stream starts over."""
    g = make(client)
    spectator = g.body["spectator"]["token"]
    with socket(client, g.url("/ws"), spectator) as ws:
        page = ws.receive_json()
    assert page["stream"] == "public"
    cursor, epoch = page["cursor"], page["epoch"]
    g.host_post("advance")
    assert g.act("Ann", "attack Bob").status_code == 200
    assert g.act("Cid", "investigate Ann").status_code == 200
    for _ in range(12):
        if g.summary()["over"]:
            break
        g.host_post("advance")
        for voter in ("Bob", "Cid", "Dan", "Eve"):
            g.act(voter, "vote Ann")
    assert g.summary()["over"]
    host_stream = client.get(g.url("/events"), headers=g.host).json()["events"]
    url = g.url(f"/ws?after={cursor}&epoch={epoch}")
    with socket(client, url, spectator) as ws:
        again = ws.receive_json()
    assert again["stream"] == "host" and again["reset"] is True
    assert [e["id"] for e in again["events"]] == [e["id"] for e in host_stream]
    # over HTTP too, and a client that says its cursor is of the host's stream is not reset
    r = client.get(
        g.url(f"/events?after={cursor}&epoch={epoch}&stream=public"), headers=bearer(spectator)
    ).json()
    assert r["reset"] and len(r["events"]) == len(host_stream)
    last = again["cursor"]
    r = client.get(
        g.url(f"/events?after={last}&epoch={epoch}&stream=host"), headers=bearer(spectator)
    ).json()
    assert not r["reset"] and r["events"] == []


# ---------------------------------------------------------------------------- from the review


@pytest.mark.parametrize(
    "spelling", [b"application/json\xa0", b"application/json\x85", b"\xa0application/json"]
)
def test_an_oddly_spelt_content_type_does_not_slip_past_the_gate(
    client: TestClient, spelling: bytes
) -> None:
    """The gate read the content type with bytes.strip(), FastAPI with str.strip(), which also
    drops non-ASCII spaces: a chat line of controls came in under 'application/json\\xa0'."""
    g = make(client)
    body = b'{"channel": "town square", "text": "\\u202eevil \\u001b[2J \\u0000"}'
    r = client.post(
        g.url("/say"),
        headers=[
            *((k.encode(), v.encode()) for k, v in g.seat["Bob"].items()),
            (b"content-type", spelling),
        ],
        content=body,
    )
    assert r.status_code == 422, r.text
    assert g.summary()["version"] == 0


@pytest.mark.parametrize("query", ["?TOKEN=x", "?%74oken=x", "?a=1&Token=x"])
def test_every_spelling_of_a_secret_in_the_address_is_refused(
    client: TestClient, query: str
) -> None:
    g = make(client)
    r = client.get(g.url("/view") + query, headers=g.seat["Ann"])
    assert r.status_code == 400 and r.json()["error"]["code"] == "token_in_url"


def test_what_costs_the_server_before_anyone_says_who_they_are_is_small(
    client: TestClient,
) -> None:
    """A body of many small values cost 30-45 ms of the event loop in the gate; it is now
    refused past 4,096 values, and a socket's first message past 1 KiB closes the socket."""
    r = client.post("/api/games", json={"setup": {"players": []}, "o": [0] * 5000})
    assert r.status_code == 422 and "4096 values" in r.json()["error"]["message"]
    g = make(client)
    token = g.body["seats"][0]["token"]
    with client.websocket_connect(g.url("/ws")) as ws, pytest.raises(WebSocketDisconnect) as e:
        ws.send_text(json.dumps({"type": "auth", "token": token, "pad": "x" * 2000}))
        ws.receive_json()
    assert e.value.code == 4401


def test_refusals_name_the_field_a_person_sent(client: TestClient) -> None:
    """pydantic names the branch of a union it tried (action.constrained-str): not a field."""
    g = make(client)
    r = client.post(g.url("/act"), headers=g.seat["Ann"], json={"action": 5})
    assert r.status_code == 422 and r.json()["error"]["field"] == "action", r.json()
    assert "constrained" not in r.json()["error"]["message"]


def test_a_server_error_carries_the_security_headers(tmp_path: Path) -> None:
    """An answer made by the last-resort handler (a 500) is made outside the gate's
    middleware: it had no Cache-Control: no-store nor any other security header."""
    app = create_app(Store("sqlite://"), background=False)
    with TestClient(app, raise_server_exceptions=False) as c:
        g = make(c)

        async def broken(*_a: Any, **_k: Any) -> Any:
            raise RuntimeError("a fault in the server")

        service(c).read = broken
        r = c.get(g.url(), headers=g.host)
        assert r.status_code == 500 and r.json()["error"]["code"] == "internal"
        assert r.headers["cache-control"] == "no-store"
        assert "frame-ancestors 'none'" in r.headers["content-security-policy"]


def test_a_committed_command_is_acknowledged_though_a_follow_up_step_fails(
    client: TestClient,
) -> None:
    """A store error in a bot's turn after the host's advance was committed answered the
    advance with 500 "nothing was changed": the host would send it again and end two phases."""
    g = make(client, bots=["Dan"])
    store = service(client).store
    real = store.append

    def failing(game_id: str, expected: int, body: dict[str, Any], **kw: Any) -> int:
        if body["op"] == "bot":
            raise OSError("the disk is full")
        return real(game_id, expected, body, **kw)

    store.append = failing  # type: ignore[method-assign]
    before = g.summary()["version"]
    r = g.host_post("advance")
    assert r.status_code == 200, r.text
    assert r.json()["version"] == before + 1  # the advance, and not the bot's failed turn
    store.append = real  # type: ignore[method-assign]
    assert g.summary()["phase"] == "Night 1"


def test_a_spectator_cursor_without_an_epoch_is_checked_too(client: TestClient) -> None:
    """S7 over HTTP: a spectator that sends ``after`` without ``epoch`` once the game is over
    was never reset, and missed every secret event before its cursor."""
    g = make(client)
    spectator = bearer(g.body["spectator"]["token"])
    page = client.get(g.url("/events"), headers=spectator).json()
    g.host_post("advance")
    g.act("Ann", "attack Bob")
    for _ in range(12):
        if g.summary()["over"]:
            break
        g.host_post("advance")
        for voter in ("Bob", "Cid", "Dan", "Eve"):
            g.act(voter, "vote Ann")
    assert g.summary()["over"]
    again = client.get(g.url(f"/events?after={page['cursor']}"), headers=spectator).json()
    assert again["reset"] and again["events"][0]["id"] == 0


def test_a_link_replaced_while_its_socket_is_let_in_is_closed(client: TestClient) -> None:
    """Found by a browser test under load: a substitute committed between the socket's secret
    check and its reading of the seat's link generation left the socket alive on the new
    generation with the old link (it never heard that its link had stopped working)."""
    g = make(client)
    svc = service(client)
    old = g.body["seats"][1]["token"]
    real_viewer = svc.viewer
    calls = 0

    async def then_replaced(game_id: str, secret: str | None) -> Any:
        nonlocal calls
        calls += 1
        seen = await real_viewer(game_id, secret)
        if calls == 1:  # the host replaces Bob's link right after his socket's check
            await svc.command(game_id, Substitute("Bob"), new_token=("x" * 64, "player", "Bob"))
        return seen

    svc.viewer = then_replaced
    with socket(client, g.url("/ws"), old) as ws:
        first = ws.receive_json()
        assert first["type"] == "error" and first["error"]["code"] == "revoked", first
        with pytest.raises(WebSocketDisconnect) as e:
            ws.receive_json()
    assert e.value.code == 4403

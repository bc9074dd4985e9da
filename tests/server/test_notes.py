"""Issue 21 item 3: a player's private notes, kept with the seat's link across reloads and
devices, on SQLite and PostgreSQL alike (through the migration ``0002_notes``): read and written
only with that seat's secret, never in another link's answer, the export, the review, the
socket's pushes or the host's tools; a text over the limit is refused with a sentence and the
old notes stay. A substitute's new link starts with empty notes (ruling RM255)."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest_pg import pg_database, pg_server  # noqa: F401  (fixtures)
from fastapi.testclient import TestClient

from werewolves.server.app import create_app
from werewolves.server.models import MAX_NOTES
from werewolves.storage import Store

SECRET_NOTE = "MARK-notes-7f3a: I think Bob is lying\nand Cat too"
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve"]


@pytest.fixture(params=["sqlite", "postgresql"])
def db_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'games.sqlite3'}"
    return str(request.getfixturevalue("pg_database"))


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(Store(db_url), background=False)) as c:
        yield c


def _auth(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def _new_game(c: TestClient) -> dict[str, object]:
    body = {"setup": {"names": NAMES}, "seed": 3}
    r = c.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    made: dict[str, object] = r.json()
    return made


def test_notes_are_kept_for_the_seat_link_and_read_back(client: TestClient, db_url: str) -> None:
    made = _new_game(client)
    gid = made["game"]
    seats = {s["name"]: s["token"] for s in made["seats"]}  # type: ignore[attr-defined]
    ann = _auth(seats["Ann"])
    assert client.get(f"/api/games/{gid}/notes", headers=ann).json() == {
        "text": "",
        "max": MAX_NOTES,
    }
    r = client.put(f"/api/games/{gid}/notes", headers=ann, json={"text": SECRET_NOTE})
    assert r.status_code == 200, r.text
    assert r.json()["text"] == SECRET_NOTE
    # another device with the same link (a new server on the same database) reads them back
    with TestClient(create_app(Store(db_url), background=False)) as other:
        assert other.get(f"/api/games/{gid}/notes", headers=ann).json()["text"] == SECRET_NOTE
    # writing again replaces them
    client.put(f"/api/games/{gid}/notes", headers=ann, json={"text": "second"})
    assert client.get(f"/api/games/{gid}/notes", headers=ann).json()["text"] == "second"


def test_notes_over_the_limit_are_refused_and_the_old_ones_stay(client: TestClient) -> None:
    made = _new_game(client)
    gid = made["game"]
    ann = _auth(made["seats"][0]["token"])  # type: ignore[index]
    client.put(f"/api/games/{gid}/notes", headers=ann, json={"text": "kept"})
    r = client.put(f"/api/games/{gid}/notes", headers=ann, json={"text": "x" * (MAX_NOTES + 1)})
    assert r.status_code == 422
    err = r.json()["error"]
    assert err["field"] == "text"
    assert err["message"] == f"Text must be at most {MAX_NOTES} characters long."
    # a text with a control character is refused by the gate, like a chat line
    r = client.put(f"/api/games/{gid}/notes", headers=ann, json={"text": "a\x07b"})
    assert r.status_code == 422 and "control character" in r.json()["error"]["message"]
    assert client.get(f"/api/games/{gid}/notes", headers=ann).json()["text"] == "kept"


def test_notes_never_reach_another_link_the_export_the_review_or_a_push(
    client: TestClient,
) -> None:
    made = _new_game(client)
    gid = made["game"]
    seats = {s["name"]: s["token"] for s in made["seats"]}  # type: ignore[attr-defined]
    host = _auth(made["host"]["token"])  # type: ignore[index]
    spectator = _auth(made["spectator"]["token"])  # type: ignore[index]
    client.put(f"/api/games/{gid}/notes", headers=_auth(seats["Ann"]), json={"text": SECRET_NOTE})
    # the other seats have their own (empty) notes; the host and a spectator have none
    for name, token in seats.items():
        if name != "Ann":
            got = client.get(f"/api/games/{gid}/notes", headers=_auth(token)).json()
            assert got["text"] == ""
    for who in (host, spectator):
        r = client.get(f"/api/games/{gid}/notes", headers=who)
        assert r.status_code == 403 and r.json()["error"]["code"] == "not_player"
        r = client.put(f"/api/games/{gid}/notes", headers=who, json={"text": "x"})
        assert r.status_code == 403
    assert client.get(f"/api/games/{gid}/notes").status_code == 403
    # play the game to its end, then look everywhere a note could leak
    for _ in range(12):
        if client.get(f"/api/games/{gid}", headers=host).json()["over"]:
            break
        client.post(f"/api/games/{gid}/host/bots", headers=host, json={"seats": None, "on": True})
        client.post(f"/api/games/{gid}/host/advance", headers=host, json={})
    marker = "MARK-notes-7f3a"
    answers = []
    for path in ("/host/export", "/host/log", "/host/audit", "/host/snapshot", "/view", "/events"):
        answers.append(client.get(f"/api/games/{gid}{path}", headers=host).text)
    for who in [spectator, *(_auth(t) for n, t in seats.items() if n != "Ann")]:
        for path in ("", "/view", "/events", "/review"):
            answers.append(client.get(f"/api/games/{gid}{path}", headers=who).text)
    answers.append(client.get(f"/api/games/{gid}/review?as=Ann", headers=spectator).text)
    with client.websocket_connect(f"/api/games/{gid}/ws") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": seats["Ann"], "view": True}))
        answers.append(json.dumps(ws.receive_json()))
    for text in answers:
        assert marker not in text
    # the seat itself still has them once the game is over
    assert client.get(f"/api/games/{gid}/notes", headers=_auth(seats["Ann"])).json()["text"] == (
        SECRET_NOTE
    )


def test_rm255_a_substitute_link_starts_with_empty_notes(client: TestClient) -> None:
    """RM255: notes belong to the link that wrote them: the host's substitute gets the seat,
    not the former player's notes, and the old link (revoked) reads nothing any more."""
    made = _new_game(client)
    gid = made["game"]
    host = _auth(made["host"]["token"])  # type: ignore[index]
    old = _auth(made["seats"][1]["token"])  # type: ignore[index]
    client.put(f"/api/games/{gid}/notes", headers=old, json={"text": SECRET_NOTE})
    r = client.post(f"/api/games/{gid}/host/substitute", headers=host, json={"seat": "Bob"})
    assert r.status_code == 200, r.text
    new = _auth(r.json()["token"])
    assert client.get(f"/api/games/{gid}/notes", headers=new).json()["text"] == ""
    r = client.get(f"/api/games/{gid}/notes", headers=old)
    assert r.status_code == 403 and r.json()["error"]["code"] == "revoked"
    r = client.put(f"/api/games/{gid}/notes", headers=old, json={"text": "again"})
    assert r.status_code == 403

"""Issue 39 item 3: custom roles through the service. ``POST /api/games`` takes role files in
its setup, refusing each problem with the loader's sentences (422, never a traceback); the role
travels with the setup, so a fresh store replays the game alike, its export carries the role
and ``werewolves replay`` plays it, and an undo replays it too."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import hostile_role_files as hostile
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from typer.testing import CliRunner

from werewolves import game as facade
from werewolves.cli import app as cli
from werewolves.server.app import create_app
from werewolves.server.models import MAX_ROLE_FILES
from werewolves.storage import Store

ROOT = Path(__file__).resolve().parents[2]
FILES = [{"name": p.name, "text": p.read_text(encoding="utf-8")}
         for p in sorted((ROOT / "examples" / "roles").glob("*.yaml"))]
PLAYERS = [["Ann", "Lamplighter"], ["Bob", "Citizen"], ["Cid", "Cartographer"], ["Dan", "Wolf"],
           ["Eve", "Ember Witch"], ["Fay", "Citizen"], ["Gus", "Citizen"]]


def _create(c: TestClient, files: list[dict[str, str]], players: Any = None) -> Any:
    body = {"setup": {"players": players or PLAYERS, "role_files": files}, "seed": 5}
    return c.post("/api/games", json=body)


def _night_one(c: TestClient, made: dict[str, Any]) -> tuple[str, dict[str, str]]:
    gid = made["game"]
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    seat = {s["name"]: {"Authorization": f"Bearer {s['token']}"} for s in made["seats"]}
    assert c.post(f"/api/games/{gid}/host/advance", headers=host).status_code == 200
    for who, action in (("Ann", "light Bob"), ("Dan", "attack Bob"), ("Cid", "map Fay")):
        r = c.post(f"/api/games/{gid}/act", headers=seat[who], json={"action": action})
        assert r.status_code == 200, r.text
    assert c.post(f"/api/games/{gid}/host/advance", headers=host).status_code == 200
    return gid, host


def test_issue_39_item_3_a_game_with_custom_roles_reloads_from_a_fresh_store_alike(
    tmp_path: Path,
) -> None:
    url = f"sqlite:///{tmp_path / 'games.db'}"
    with TestClient(create_app(Store(url), background=False)) as c:
        made = _create(c, FILES)
        assert made.status_code == 201, made.text
        gid, host = _night_one(c, made.json())
        before = c.get(f"/api/games/{gid}/host/snapshot", headers=host).json()
    assert "Bob" not in {e["targets"][0] for e in before["events"]
                         if e["kind"] == "death" and e["targets"]}
    # a fresh store and no rules kept in this process: the texts in the stored setup rebuild them
    facade._CUSTOM_RULES.clear()
    with TestClient(create_app(Store(url), background=False)) as c:
        after = c.get(f"/api/games/{gid}/host/snapshot", headers=host).json()
        ex = c.get(f"/api/games/{gid}/host/export", headers=host).json()
        # an undo replays the game from its setup: the custom role plays there too
        r = c.post(f"/api/games/{gid}/host/undo", headers=host, json={"reason": "test"})
        assert r.status_code == 200, r.text
    assert after["events"] == before["events"]
    assert ex["setup"]["custom_roles"] == [[f["name"], f["text"]] for f in FILES]
    assert ex["roles_hash"] == facade.roles_hash(facade.Setup.from_json(ex["setup"])) != ""
    path = tmp_path / "game.json"
    path.write_text(json.dumps(ex))
    out = CliRunner().invoke(cli, ["replay", str(path)])
    assert out.exit_code == 0, out.output
    assert "Replayed" in out.output


def test_issue_39_item_3_a_broken_role_file_is_refused_with_the_loaders_sentences() -> None:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        bad = {"name": "bad.yaml", "text": "name: Bad\nteam: nobody\nabilities: 7\n"}
        r = _create(c, [bad], [["Ann", "Bad"], ["Bob", "Wolf"], ["Cid", "Citizen"]])
        assert r.status_code == 422, r.text
        err = r.json()["error"]
        assert err["code"] == "bad_setup" and err["field"] == "setup.role_files"
        assert err["message"].startswith("Role file bad.yaml, line ")
        assert "Traceback" not in r.text
        assert len(err["problems"]) >= 2
        assert all(p["field"] == "setup.role_files" for p in err["problems"])
        # without the file the role is unknown; with it, the setup may deal it
        r = _create(c, [], [["Ann", "Lamplighter"], ["Bob", "Wolf"], ["Cid", "Citizen"]])
        assert r.status_code == 422 and r.json()["error"]["field"] == "setup.roles"
        r = _create(c, FILES[2:], [["Ann", "Lamplighter"], ["Bob", "Wolf"], ["Cid", "Citizen"]])
        assert r.status_code == 201, r.text
        # the service's own limits: 32 files, each at most 64 KiB, its text readable
        r = _create(c, [FILES[0]] * (MAX_ROLE_FILES + 1))
        assert r.status_code == 422 and r.json()["error"]["code"] == "invalid"
        r = _create(c, [{"name": "big.yaml", "text": "#" * (64 * 1024 + 1)}])
        assert r.status_code == 422 and r.json()["error"]["code"] == "invalid"
        r = _create(c, [{"name": "cr.yaml", "text": "name: X\r\n"}])
        assert r.status_code == 422 and "carriage return" in r.json()["error"]["message"]
        # a file within the API's characters but over the loader's 64 KiB of bytes
        r = _create(c, [{"name": "wide.yaml", "text": "# " + "é" * 40_000}])
        assert r.status_code == 422 and "64 KiB" in r.json()["error"]["message"]


YAMLISH = st.lists(
    st.sampled_from(["name: X\n", "team: town\n", "abilities:\n", "  - verb: zap\n",
                     "    effect: {Kill: {}}\n", "    targets: {count: 1}\n", "&a [*a]\n",
                     "!!python/object:os.system\n", "- - - - - - - - - -\n", "{", "]",
                     "summary: x\n", "category: Killing\n"]),
    max_size=12,
).map("".join)


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=YAMLISH)
def test_issue_39_item_3_hostile_role_files_get_sentences_never_a_server_error(text: str) -> None:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        r = _create(c, [{"name": "f.yaml", "text": text}],
                    [["Ann", "X"], ["Bob", "Wolf"], ["Cid", "Citizen"]])
        assert r.status_code in (201, 422), r.text
        if r.status_code == 422:
            assert r.json()["error"]["message"] and "Traceback" not in r.text


def test_issue_39_item_3_the_roles_hash_is_recorded_and_a_changed_role_file_is_caught(
    tmp_path: Path,
) -> None:
    import sqlite3

    db = tmp_path / "games.db"
    with TestClient(create_app(Store(f"sqlite:///{db}"), background=False)) as c:
        made = _create(c, FILES).json()
        gid, host = _night_one(c, made)
        ex = c.get(f"/api/games/{gid}/host/export", headers=host).json()
    con = sqlite3.connect(db)
    (recorded, setup_text), = con.execute("SELECT roles_hash, setup FROM games WHERE id = ?",
                                         (gid,))
    assert recorded == ex["roles_hash"] != ""
    # someone edits the stored role file: the game is not replayed under other rules
    setup = json.loads(setup_text)
    setup["custom_roles"][0][1] = setup["custom_roles"][0][1].replace("map", "chart")
    con.execute("UPDATE games SET setup = ? WHERE id = ?", (json.dumps(setup), gid))
    con.commit()
    con.close()
    with TestClient(create_app(Store(f"sqlite:///{db}"), background=False)) as c:
        r = c.get(f"/api/games/{gid}/host/snapshot", headers=host)
    assert r.status_code == 503, r.text
    assert "custom roles are not the role files it was created with" in r.json()["error"]["message"]


def test_issue_39_item_3_role_files_are_read_into_cards_for_a_builder() -> None:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        r = c.post("/api/role-files", json={"role_files": FILES})
        assert r.status_code == 200, r.text
        roles = r.json()["roles"]
        assert [x["name"] for x in roles] == ["Cartographer", "Ember Witch", "Lamplighter"]
        lamp = roles[2]
        assert lamp["team"] == "town" and lamp["group"] == "Townsfolk Protective"
        assert lamp["summary"].startswith("Each night, keep one other player safe")
        r = c.post("/api/role-files", json={"role_files": [{"name": "b.yaml", "text": "x: [\n"}]})
        assert r.status_code == 422, r.text
        err = r.json()["error"]
        assert err["field"] == "setup.role_files"
        assert err["message"].startswith("Role file b.yaml, line ")


SEATS = ["Ann", "Bob", "Cid", "Dan", "Eve"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(text=hostile.TEXT)
def test_issue_39_item_3_hostile_role_files_through_the_gate_never_break_or_stick_a_game(
    text: str,
) -> None:
    """A role file built from the format's keys with values right and wrong, and YAML's
    tricks: read (``POST /api/role-files``) and dealt (``POST /api/games``), it is refused with
    sentences or played, and a game with it moves on at each advance until it is over."""
    files = [{"name": "f.yaml", "text": text}]
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        read = c.post("/api/role-files", json={"role_files": files})
        assert read.status_code in (200, 422), read.text
        if read.status_code == 422:
            err = read.json()["error"]
            assert err["message"] and "Traceback" not in read.text
        body = {"setup": {"names": SEATS, "role_files": files,
                          "roles": [hostile.NAME, "Wolf", "Citizen", "Citizen", "Citizen"]},
                "seed": 3, "settings": {"automation": "manual"}, "bots": SEATS}
        made = c.post("/api/games", json=body)
        assert made.status_code in (201, 422), made.text
        if made.status_code == 422:
            assert made.json()["error"]["message"] and "Traceback" not in made.text
            return
        assert read.status_code == 200  # what the game deals, the reading took
        gid, host = made.json()["game"], {"Authorization": f"Bearer {made.json()['host']['token']}"}
        for _ in range(8):
            before = c.get(f"/api/games/{gid}", headers=host).json()
            if before.get("over"):
                break
            r = c.post(f"/api/games/{gid}/host/advance", headers=host)
            assert r.status_code == 200, r.text
            after = c.get(f"/api/games/{gid}", headers=host).json()
            assert (after["phase"], after.get("over")) != (before["phase"], before.get("over"))

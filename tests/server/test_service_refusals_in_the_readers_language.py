"""Issue 40: the service's refusals and answers reach each edge as a catalogue key with its
parameters, written out in the reader's language (``Accept-Language``, the page's switch):
``message`` stays the English sentence every older client reads, ``text`` is the reader's,
``key`` and ``params`` name it. An engine refusal and what an action told its actor too."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from test_service_api import Made, make

from werewolves.game import render
from werewolves.server.app import create_app
from werewolves.storage import Store

DE = {"Accept-Language": "de-DE,de;q=0.9,en;q=0.5"}


@pytest.fixture
def game() -> Iterator[Made]:
    app = create_app(Store("sqlite://"), background=False)
    with TestClient(app) as c:
        yield make(c)


def test_a_service_refusal_carries_its_key_and_reads_in_the_readers_language(game: Made) -> None:
    c, url = game.c, game.url
    assert game.host_post("resume").json()["error"]["message"] == "The game is not paused."
    de = c.post(url("/host/resume"), headers={**game.host, **DE}).json()["error"]
    assert de["message"] == "The game is not paused."  # the API's English, as before
    assert de["key"] == "service.not_paused" and de["params"] == {}
    assert de["text"] == "Das Spiel ist nicht pausiert." == render(de["key"], {}, "de")
    # a link the service does not know: the error says so in German, its key beside it
    bad = c.get(url("/view"), headers={"Authorization": "Bearer " + "x" * 40, **DE}).json()
    assert bad["error"]["key"] == "service.no_game"
    assert bad["error"]["text"].startswith("Zu diesem Link gibt es hier kein Spiel")
    # a refusal with parameters: a phase the reader reads in their own words
    ahead = c.post(url("/host/advance"), headers={**game.host, **DE}, json={"phase": 5}).json()
    err = ahead["error"]
    assert err["key"] == "service.not_begun" and err["params"]["until"] == "Night 3"
    assert err["message"] == "Night 3 has not begun: Day 0 is running."
    assert err["text"] == "Nacht 3 hat noch nicht begonnen: Es läuft Tag 0."


def test_a_commands_answer_and_an_engine_refusal_read_in_the_readers_language(
    game: Made,
) -> None:
    c, url = game.c, game.url
    done = c.post(url("/host/pause"), headers={**game.host, **DE}).json()
    assert (done["message"], done["text"], done["key"]) == ("paused", "pausiert", "service.paused")
    c.post(url("/host/resume"), headers=game.host)
    # the engine's own refusal (a vote on day 0 is not possible): its key and German words
    en = game.act("Ann", "vote Bob").json()["error"]
    de = c.post(url("/act"), headers={**game.seat["Ann"], **DE},
                json={"action": "vote Bob"}).json()["error"]
    assert de["message"] == en["message"] == en["text"] and de["key"] == en["key"] != ""
    assert de["text"] == render(de["key"], de["params"], "de") != de["message"]
    # an answer without Accept-Language is English in both fields
    plain = game.host_post("pause").json()
    assert plain["text"] == plain["message"] == "paused"


def test_what_an_action_told_its_actor_reads_in_the_readers_language(game: Made) -> None:
    c, url = game.c, game.url
    game.host_post("advance", {"phase": 0})
    en = game.act("Ann", "attack Bob").json()
    de = c.post(url("/act"), headers={**game.seat["Ann"], **DE},
                json={"action": "attack Bob"}).json()
    assert en["ok"] and en["told"] and en["told_text"] == en["told"]
    assert de["ok"] and de["told"] == en["told"]  # English as before
    assert len(de["told_text"]) == len(de["told"]) and de["told_text"] != de["told"]


def test_every_service_sentence_is_a_catalogue_key_read_otherwise_in_german() -> None:
    """Every refusal and answer the service writes names a key of the resources (never a
    sentence built in Python), and each reads in German in other words."""
    import ast
    from pathlib import Path

    from werewolves.i18n import CATALOG

    server = Path(__file__).resolve().parents[2] / "src" / "werewolves" / "server"
    used: set[str] = set()
    built: list[str] = []
    for path in sorted(server.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = getattr(node.func, "attr", getattr(node.func, "id", ""))
            args = node.args[1:2] if name == "said" and isinstance(node.func, ast.Name) else (
                node.args[:1] if name in ("refused", "said") else [])
            for a in args:
                if isinstance(a, ast.Constant) and isinstance(a.value, str):
                    used.add(a.value)
                elif not isinstance(a, ast.Name | ast.Subscript):
                    built.append(f"{path.name}:{node.lineno}")
    assert len(used) > 40 and built == []
    assert sorted(k for k in used if not CATALOG.has(k)) == []
    same = sorted(k for k in used if CATALOG.text(k, {}, "de") == CATALOG.text(k))
    assert same == []


def test_the_role_book_lists_each_roles_name_in_every_translation(game: Made) -> None:
    """A builder finds a role by its German name too (a setup takes it as an alias)."""
    roles = {r["name"]: r for r in game.c.get("/api/roles").json()["roles"]}
    assert roles["Fortune Teller"]["names"] == {"de": "Wahrsager"}
    made = game.c.post("/api/games", json={"setup": {"players": [
        ["Ann", "Wolf"], ["Bob", "Wahrsager"], ["Cid", "Dorfbewohner"], ["Dan", "Citizen"],
        ["Eve", "Citizen"]]}, "seed": 3})
    assert made.status_code == 201, made.text

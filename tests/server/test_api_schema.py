"""Issue 33 item 4: the API says what it does.

Schemathesis drives the app in-process from its own ``/openapi.json``: a few hundred requests the
schema calls valid and a few hundred it calls invalid, against a live game whose secrets the test
sends (a seat's to the players' routes, the host's or a spectator's to the others), with a fixed
seed (derandomized, no example database), so every run sends the same requests. It fails on

* any server error (5xx), and any answer the schema does not describe (status, media type, body);
* a request the schema calls valid that is refused, unless docs/api.md lists that refusal (its
  table "Refusals the schema cannot say": status, code, field or reason, and sentence);
* a request the schema calls invalid (in its body or query) that is accepted;
* a refusal that is not a plain sentence (pydantic's own words, a traceback).

The other tests here pin what the schema says against what the server does: the notes'
``OPTIONS``, the scenario's media type, and the one bound of a stream cursor over HTTP and on a
socket, with the same sentence.
"""

from __future__ import annotations

import itertools
import json
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from schemathesis import GenerationMode
from schemathesis.checks import not_a_server_error
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    negative_data_rejection,
    response_schema_conformance,
    status_code_conformance,
)
from starlette.websockets import WebSocketDisconnect

from werewolves.server.app import create_app
from werewolves.storage import Store

MAX_CURSOR = 2**62  # models.MAX_CURSOR: written out, so this file runs on the code before it

DOC = Path(__file__).resolve().parents[2] / "docs" / "api.md"
NAMES = ["Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus"]
VALID_CASES = 300  # requests the schema calls valid
INVALID_CASES = 200  # requests the schema calls invalid

# ---------------------------------------------------------------------- the documented list


@dataclass(frozen=True)
class Documented:
    """One row of docs/api.md's "Refusals the schema cannot say"."""

    status: int
    code: str
    field: str | None  # the answer's `field` (None: any)
    reason: str | None  # the answer's `reason` (None: any)
    sentence: re.Pattern[str]  # "…" in the doc stands for what the answer fills in

    def explains(self, status: int, error: dict[str, Any]) -> bool:
        return (
            status == self.status
            and error.get("code") == self.code
            and (self.field is None or error.get("field") == self.field)
            and (self.reason is None or error.get("reason") == self.reason)
            and self.sentence.fullmatch(str(error.get("message", ""))) is not None
        )


def documented_refusals(doc: str | None = None) -> list[Documented]:
    """The table under "Refusals the schema cannot say" in docs/api.md."""
    text = DOC.read_text(encoding="utf-8") if doc is None else doc
    section = text.split("### Refusals the schema cannot say", 1)[1]
    rows: list[Documented] = []
    for line in section.splitlines()[1:]:
        if line.startswith("#"):
            break
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) != 4 or not cells[0].isdigit():
            continue
        status, code, which, sentence = cells
        field_ = reason = None
        if m := re.fullmatch(r"field `([^`]*)`", which):
            field_ = m.group(1)
        elif m := re.fullmatch(r"reason `([^`]*)`", which):
            reason = m.group(1)
        quoted = re.match(r'"([^"]*)"', sentence)  # the sentence; a note may follow it
        assert quoted, f"docs/api.md: a refusal without its sentence: {line}"
        words = quoted.group(1)
        pattern = ".*".join(re.escape(part) for part in words.split("…"))
        rows.append(Documented(int(status), code.strip("`"), field_, reason, re.compile(pattern)))
    assert rows, "docs/api.md lists no refusal"
    return rows


# ---------------------------------------------------------------------- the run


@dataclass
class Table:
    """The game the cases play on, made again every few cases (a case may end it)."""

    client: TestClient
    made: dict[str, Any] = field(default_factory=dict)
    uses: int = 0
    seats: Iterator[str] = field(default_factory=lambda: iter(()))
    readers: Iterator[str] = field(default_factory=lambda: iter(()))

    def new_game(self) -> None:
        r = self.client.post(
            "/api/games",
            json={"setup": {"names": NAMES}, "seed": 33, "settings": {"automation": "manual"}},
        )
        assert r.status_code == 201, r.text
        self.made = r.json()
        self.uses = 0
        self.seats = itertools.cycle([s["token"] for s in self.made["seats"]])
        host, spectator = self.made["host"]["token"], self.made["spectator"]["token"]
        self.readers = itertools.cycle([host, host, spectator, next(self.seats)])

    def secret_for(self, tag: str) -> str:
        if self.uses % 40 == 0:
            self.new_game()
        self.uses += 1
        if tag == "players":
            return next(self.seats)
        if tag == "host":
            return str(self.made["host"]["token"])
        return next(self.readers)


def _unplain(message: object) -> str | None:
    """Why a refusal's message is not a plain sentence, or None."""
    if not isinstance(message, str) or not message:
        return "no message"
    for jargon in ("Input should", "Field required", "pydantic", "Traceback", "value_error"):
        if jargon in message:
            return f"says {jargon!r}"
    if not message.rstrip(")'\"").endswith((".", "?", "!")):
        return "is not a sentence"
    return None


def _judge_only_body_and_query(case: Any) -> bool:
    """Whether the test left the case as generated: the game's id and the secret are the test's
    own, so a case made invalid only there was made valid again."""
    components = case.meta.components if case.meta else {}
    return all(
        loc.name in ("BODY", "QUERY") for loc, info in components.items() if info.mode.is_negative
    )


@pytest.fixture(scope="module")
def app_and_client() -> Iterator[tuple[Any, TestClient]]:
    app = create_app(Store("sqlite://"), background=False)
    with TestClient(app) as client:
        yield app, client


def run_schemathesis(app: Any, client: TestClient, refusals: list[Documented]) -> dict[str, Any]:
    """Every case of both runs, checked; what failed, as lines."""
    schema = schemathesis.openapi.from_asgi("/openapi.json", app)
    table = Table(client)
    failures: list[str] = []
    count = {"valid": 0, "invalid": 0}

    def one(case: Any, mode: str) -> None:
        tag = (case.operation.definition.raw.get("tags") or [""])[0]
        if case.path_parameters and "game_id" in case.path_parameters:
            secret = table.secret_for(tag)
            case.path_parameters["game_id"] = table.made["game"]
            case.headers = {**(case.headers or {}), "Authorization": f"Bearer {secret}"}
        count[mode] += 1
        response = case.call()
        label = f"{case.operation.label} {mode}: {response.status_code}"
        checks = [
            not_a_server_error,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
        ]
        if mode == "invalid" and _judge_only_body_and_query(case):
            checks.append(negative_data_rejection)
        try:
            case.validate_response(response, checks=checks)
        except (AssertionError, BaseExceptionGroup) as e:  # schemathesis's failures
            found = getattr(e, "exceptions", (e,))
            for f in found:
                title = str(getattr(f, "title", "") or str(f).strip().splitlines()[0])
                failures.append(f"{label} {title}: {response.text[:200]}")
            return
        if response.status_code < 400:
            return
        error = response.json().get("error", {})
        unplain = _unplain(error.get("message"))
        if unplain:
            failures.append(f"{label} the refusal {unplain}: {error}")
        if mode == "valid" and not any(d.explains(response.status_code, error) for d in refusals):
            body = json.dumps(case.body, default=str)[:200] if case.body is not None else ""
            failures.append(f"{label} a refusal nobody documented: {error} (sent {body})")

    def fixed(cases: int) -> settings:
        return settings(
            max_examples=cases,
            derandomize=True,  # the same requests on every run: a fixed seed, no example database
            database=None,
            deadline=None,
            suppress_health_check=list(HealthCheck),
        )

    @fixed(VALID_CASES)
    @given(case=schema.as_strategy(GenerationMode.POSITIVE))
    def valid(case: Any) -> None:
        one(case, "valid")

    @fixed(INVALID_CASES)
    @given(case=schema.as_strategy(GenerationMode.NEGATIVE))
    def invalid(case: Any) -> None:
        one(case, "invalid")

    started = time.monotonic()
    valid()
    invalid()
    return {"failures": failures, "count": count, "seconds": time.monotonic() - started}


def test_schemathesis_finds_no_server_error_and_no_refusal_the_schema_and_docs_do_not_explain(
    app_and_client: tuple[Any, TestClient],
) -> None:
    app, client = app_and_client
    out = run_schemathesis(app, client, documented_refusals())
    # hundreds of cases of each kind ran (Hypothesis may stop early only for lack of ideas)
    assert out["count"]["valid"] >= VALID_CASES * 0.8, out["count"]
    assert out["count"]["invalid"] >= INVALID_CASES * 0.5, out["count"]
    unique = sorted(set(out["failures"]))
    assert not unique, f"{len(unique)} findings:\n" + "\n".join(unique[:60])


# ---------------------------------------------------------------------- what the schema says


def _game(client: TestClient) -> dict[str, Any]:
    r = client.post("/api/games", json={"setup": {"names": NAMES[:5]}, "seed": 3})
    assert r.status_code == 201, r.text
    made: dict[str, Any] = r.json()
    return made


def test_options_on_the_notes_lists_put_beside_get(
    app_and_client: tuple[Any, TestClient],
) -> None:
    _app, client = app_and_client
    made = _game(client)
    url = f"/api/games/{made['game']}/notes"
    seat = {"Authorization": f"Bearer {made['seats'][0]['token']}"}
    r = client.options(url, headers=seat)
    assert r.status_code == 204
    assert r.headers["allow"] == "GET, PUT, OPTIONS"
    # a method the notes do not take names both that they do
    r = client.delete(url, headers=seat)
    assert r.status_code == 405
    assert r.headers["allow"] == "GET, PUT"
    assert r.json()["error"]["message"] == "This address does not take that method."


def test_a_json_true_is_no_whole_number_and_a_number_no_yes_or_no(
    app_and_client: tuple[Any, TestClient],
) -> None:
    """The schema says integer and boolean: lax parsing took ``true`` for 1 (a pause with
    ``expected_version: true`` went through, found by the schemathesis run of a merge)."""
    _app, client = app_and_client
    made = _game(client)
    host = {"Authorization": f"Bearer {made['host']['token']}"}
    url = f"/api/games/{made['game']}/host"
    r = client.post(f"{url}/pause", headers=host, json={"expected_version": True})
    assert r.status_code == 422
    assert r.json()["error"]["message"] == "Expected_version must be a whole number."
    r = client.post(f"{url}/undo", headers=host, json={"reason": "x", "reopen": 1})
    assert r.status_code == 422 and r.json()["error"]["field"] == "reopen"
    assert client.get(url.removesuffix("/host"), headers=host).json()["paused"] is False


def test_the_scenario_is_documented_as_the_yaml_it_answers(
    app_and_client: tuple[Any, TestClient],
) -> None:
    app, client = app_and_client
    made = _game(client)
    r = client.get(
        f"/api/games/{made['game']}/scenario",
        headers={"Authorization": f"Bearer {made['host']['token']}"},
    )
    assert r.status_code == 200
    answered = r.headers["content-type"].split(";")[0]
    responses = app.openapi()["paths"]["/api/games/{game_id}/scenario"]["get"]["responses"]
    assert list(responses["200"]["content"]) == [answered] == ["application/yaml"]
    assert list(responses["403"]["content"]) == ["application/json"]  # a refusal is JSON


CURSOR_TOO_BIG = "After must be at most 4611686018427387904."
CURSOR_TOO_SMALL = "After must be at least -1."


@pytest.mark.parametrize(
    ("after", "sentence"), [(MAX_CURSOR + 1, CURSOR_TOO_BIG), (-2, CURSOR_TOO_SMALL)]
)
def test_a_stream_cursor_has_one_bound_and_one_sentence_over_http_and_on_a_socket(
    app_and_client: tuple[Any, TestClient], after: int, sentence: str
) -> None:
    app, client = app_and_client
    made = _game(client)
    gid, seat = made["game"], made["seats"][0]["token"]
    auth = {"Authorization": f"Bearer {seat}"}
    # the bound itself is taken everywhere
    r = client.get(f"/api/games/{gid}/events", params={"after": MAX_CURSOR}, headers=auth)
    assert r.status_code == 200, r.text
    # over HTTP
    r = client.get(f"/api/games/{gid}/events", params={"after": after}, headers=auth)
    assert r.status_code == 422
    assert r.json()["error"] == {"code": "invalid", "message": sentence, "field": "after"}
    # in the schema
    params = app.openapi()["paths"]["/api/games/{game_id}/events"]["get"]["parameters"]
    cursor = next(p for p in params if p["name"] == "after")["schema"]
    assert (cursor["minimum"], cursor["maximum"]) == (-1, MAX_CURSOR)
    # in a socket's address
    with (
        client.websocket_connect(f"/api/games/{gid}/ws?after={after}") as ws,
        pytest.raises(WebSocketDisconnect) as closed,
    ):
        ws.receive_json()
    assert (closed.value.code, closed.value.reason) == (4400, sentence)
    # in a socket's first message
    with (
        client.websocket_connect(f"/api/games/{gid}/ws") as ws,
        pytest.raises(WebSocketDisconnect) as closed,
    ):
        ws.send_text(json.dumps({"type": "auth", "token": seat, "after": after}))
        ws.receive_json()
    assert (closed.value.code, closed.value.reason) == (4401, sentence)
    # and at the bound a socket is let in
    with client.websocket_connect(f"/api/games/{gid}/ws?after={MAX_CURSOR}") as ws:
        ws.send_text(json.dumps({"type": "auth", "token": seat}))
        assert ws.receive_json()["type"] == "events"


def test_the_documented_refusals_are_read_from_the_table() -> None:
    """The test's reading of docs/api.md: a row matches its status, code, field or reason and
    sentence, and nothing else (so an undocumented refusal is not let through by a loose row)."""
    rows = documented_refusals()
    conflict = {
        "code": "version_conflict",
        "message": "The game moved on (it is at version 3, not 9): look again and retry.",
    }
    assert any(d.explains(409, conflict) for d in rows)
    assert not any(d.explains(422, conflict) for d in rows)
    assert not any(
        d.explains(
            422,
            {
                "code": "invalid",
                "message": "Seat must be at most 40 characters long.",
                "field": "seat",
            },
        )
        for d in rows
    )
    over = {"code": "refused", "message": "The game is over.", "reason": "game_over"}
    assert any(d.explains(422, over) for d in rows)
    assert not any(d.explains(422, {**over, "reason": "paused"}) for d in rows)

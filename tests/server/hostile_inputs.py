"""Pieces of the hostile-input tests (test_hostile_input.py, issue 16 items 2 and 4): the hostile
values, the socket's open-and-auth step, one socket exchange, the reading of every endpoint of a
game and the check of the server's log.

Every value is written as JSON *text* (``Value.raw``), so a message can carry what ``json.dumps``
would never write: a lone surrogate as its ``\\ud800`` escape, ``NaN``, an int of 400 digits,
1,000 levels of nesting. Nothing here depends on the clock: what is sent is fixed by the tables.
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx2
from websockets.exceptions import ConnectionClosed, InvalidStatus
from websockets.sync.client import ClientConnection, connect

from werewolves.game import Game, Setup

# ---------------------------------------------------------------------------- the values

GATE = "gate"  # the validation gate must refuse it: HTTP 422 `invalid`, socket ok:false
REFUSE = "refuse"  # must be refused, by the gate or by the rules (any 4xx / any ok:false)
ANY = "any"  # may be accepted; only a well-formed answer and no server error are required


@dataclass(frozen=True)
class Value:
    name: str
    raw: str  # the value as JSON text
    expect: str = GATE


def text(name: str, s: str, expect: str = GATE) -> Value:
    return Value(name, json.dumps(s), expect)  # ensure_ascii: a lone surrogate as its escape


DEPTH = 1000
DEEP_LIST = "[" * DEPTH + "]" * DEPTH
DEEP_DICT = '{"a":' * DEPTH + "1" + "}" * DEPTH
DEEP_40 = "[" * 40 + '"x"' + "]" * 40  # just past the 32 levels a message may have
HUGE_INT = "1" + "0" * 400  # 10**400
MEGA = "x" * 10**6  # a 10^6-character string: over the 64 KiB of a body or a socket message

# strings the gate refuses in every field a person fills: lone surrogates, control characters
# (Unicode Cc), bidi embeddings/overrides/isolates, more than any field's length
BAD_TEXT = (
    text("lone high surrogate", "\ud800"),
    text("lone low surrogate", "\udfff"),
    text("surrogate in a word", "Ann\udc80x"),
    text("reversed surrogate pair", "\udc00\ud800"),
    text("NUL", "\x00"),
    text("NUL in a word", "vote\x00Ann"),
    text("ANSI escape", "\x1b[2J\x1b[31mred"),
    text("BEL BS DEL", "\x07\x08\x7f"),
    text("C1 controls", "\x85\x9b"),
    text("carriage return", "a\rb"),
    text("VT FF", "\x0b\x0c"),
    text("RLO override", "\u202eAnn"),
    text("LRE embedding", "\u202aAnn"),
    text("PDF", "\u202c"),
    text("LRI isolate", "\u2066Ann\u2069"),
    text("RLI isolate", "\u2067"),
    text("FSI isolate", "\u2068x"),
    text("5000 characters", "é" * 5000),
)
# tab and newline: control characters, which only chat text may keep
TAB_NL = text("tab and newline", "a\tb\nc")
# strings that are not the gate's business: they may be accepted or refused by the rules
ODD_TEXT = (
    text("zero-width space", "\u200bAnn", ANY),
    text("zero-width joiner", "Ann\u200d", ANY),
    text("byte order mark", "\ufeffAnn", ANY),
    text("RLM mark", "\u200f", ANY),
    text("combining accent", "A\u0301nn", ANY),
    text("wolf emoji", "\U0001f43a", ANY),
    text("last code point", "\U0010ffff", ANY),
    text("line separator", "\u2028", ANY),
    text("empty", "", ANY),
    text("space", " ", ANY),
    text("markup", "<script>alert(1)</script>", ANY),
    text("placeholders", "{0}{player}%s%n", ANY),
    text("SQL", "'; DROP TABLE commands;--", ANY),
    text("Cyrillic lookalike", "\u0410nn", ANY),
    text("no-break spaces", "\u00a0Ann\u00a0", ANY),
)
# JSON that is not a string: wrong wherever a string goes
NOT_TEXT = (
    Value("zero", "0"),
    Value("minus one", "-1"),
    Value("10**400", HUGE_INT),
    Value("float", "1.5"),
    Value("1e400", "1e400"),
    Value("NaN token", "NaN"),
    Value("Infinity token", "Infinity"),
    Value("-Infinity token", "-Infinity"),
    Value("true", "true"),
    Value("false", "false"),
    Value("null", "null"),
    Value("empty list", "[]"),
    Value("list of a string", '["Ann"]'),
    Value("empty object", "{}"),
    Value("object", '{"a": "b"}'),
    Value("list nested 40 deep", DEEP_40),
    Value("list nested 1000 deep", DEEP_LIST),
    Value("object nested 1000 deep", DEEP_DICT),
)


def string_values(*, chat: bool = False, lists_ok: bool = False) -> list[Value]:
    """Every hostile value for a field that takes a string (``chat``: a chat line, which may
    keep tabs and newlines; ``lists_ok``: a field that also takes a list of strings)."""
    out = [*BAD_TEXT, TAB_NL if not chat else Value(TAB_NL.name, TAB_NL.raw, ANY), *ODD_TEXT]
    for v in NOT_TEXT:
        if lists_ok and v.name in ("empty list", "list of a string"):
            v = Value(v.name, v.raw, REFUSE)
        out.append(v)
    return out


def int_values(*, nullable: bool, minimum: int | None = 0) -> list[Value]:
    """Hostile values for a field that takes a whole number (``minimum``: the least it takes).
    A number out of range is the rules' to refuse (any 4xx); a non-number is the gate's."""
    out = [
        Value("10**400", HUGE_INT, REFUSE),
        Value("-10**400", "-" + HUGE_INT, REFUSE),
        Value("2**63", str(2**63), REFUSE),
        Value("float", "1.5"),
        Value("1e400", "1e400"),
        Value("NaN token", "NaN", REFUSE),
        Value("Infinity token", "Infinity", REFUSE),
        Value("-Infinity token", "-Infinity", REFUSE),
        Value("true", "true", ANY),  # a lenient parser may read a boolean as 0 or 1
        Value("numeric string", '"7"', ANY),
        Value("whole float", "1.0", ANY),
        Value("empty list", "[]"),
        Value("object", '{"a": 1}'),
        Value("list nested 40 deep", DEEP_40),
        Value("list nested 1000 deep", DEEP_LIST),
        Value("object nested 1000 deep", DEEP_DICT),
        *BAD_TEXT[:8],
    ]
    if minimum is not None:
        out.append(Value("below the minimum", str(minimum - 1), REFUSE))
    out.append(Value("null", "null", ANY if nullable else GATE))
    return out


def float_values() -> list[Value]:
    """Hostile values for an optional number of seconds (a float)."""
    return [
        Value("10**400", HUGE_INT, REFUSE),
        Value("1e400", "1e400", REFUSE),
        Value("NaN token", "NaN", REFUSE),
        Value("Infinity token", "Infinity", REFUSE),
        Value("-Infinity token", "-Infinity", REFUSE),
        Value("minus one", "-1", REFUSE),
        Value("true", "true", ANY),
        Value("numeric string", '"7"', ANY),
        Value("null", "null", ANY),
        Value("empty list", "[]"),
        Value("object", '{"a": 1}'),
        Value("list nested 1000 deep", DEEP_LIST),
        *BAD_TEXT[:8],
    ]


def bool_values(*, nullable: bool) -> list[Value]:
    return [
        Value("two", "2"),
        Value("NaN token", "NaN", REFUSE),
        Value("10**400", HUGE_INT),
        Value("string true", '"true"', ANY),
        Value("one", "1", ANY),
        Value("empty list", "[]"),
        Value("object nested 1000 deep", DEEP_DICT),
        Value("null", "null", ANY if nullable else GATE),
        *BAD_TEXT[:6],
    ]


def choice_values(good: Iterable[str], *, nullable: bool = True) -> list[Value]:
    """Hostile values for a field that takes one of a few words (``good``: the words)."""
    words = list(good)
    near = [text(f"{w!r} upper-cased", w.upper(), REFUSE) for w in words[:1]]
    near += [text(f"{w!r} with a NUL", w + "\x00") for w in words[:1]]
    rest = [
        Value(v.name, v.raw, ANY if nullable else GATE) if v.name == "null" else v for v in NOT_TEXT
    ]
    return [*BAD_TEXT[:12], *near, *rest]


def list_values(*, nullable: bool) -> list[Value]:
    """Hostile values for a field that takes a list: anything else is the gate's to refuse."""
    out = [*BAD_TEXT[:8], TAB_NL, *ODD_TEXT[:3]]
    for v in NOT_TEXT:
        if v.name in ("empty list", "list of a string"):
            v = Value(v.name, v.raw, ANY)
        elif v.name == "null":
            v = Value(v.name, v.raw, ANY if nullable else GATE)
        out.append(v)
    return out


def elements(values: Iterable[Value]) -> list[Value]:
    """Each value as the one entry of a list."""
    return [Value(v.name, f"[{v.raw}]", v.expect) for v in values]


def obj(fields: dict[str, str]) -> str:
    """A JSON object from raw JSON texts of its values (keys are written by json.dumps)."""
    return "{" + ",".join(f"{json.dumps(k)}:{v}" for k, v in fields.items()) + "}"


def raw(value: Any) -> str:
    return json.dumps(value)


# ---------------------------------------------------------------------------- HTTP

STATUS_OK = range(200, 300)


def bearer(secret: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {secret}"}


def json_of(r: httpx2.Response) -> Any:
    """The response's JSON, read as strict UTF-8 (raises when it is not valid)."""
    return json.loads(r.content.decode("utf-8"))


def error_problem(r: httpx2.Response) -> str | None:
    """What is wrong with a 4xx answer's body: it must be ``{"error": {"code", "message"}}``."""
    try:
        body = json_of(r)
    except (UnicodeDecodeError, ValueError) as e:
        return f"a {r.status_code} answer that is not JSON ({e}): {r.content[:120]!r}"
    err = body.get("error") if isinstance(body, dict) else None
    if not (isinstance(err, dict) and isinstance(err.get("code"), str) and err.get("message")):
        return f"a {r.status_code} answer without an error code and sentence: {body!r:.200}"
    return None


@dataclass
class Links:
    """A game as its creation answered: its id and every link's secret."""

    game: str
    host: str
    spectator: str
    seats: dict[str, str]

    @classmethod
    def of(cls, body: dict[str, Any]) -> Links:
        return cls(
            body["game"],
            body["host"]["token"],
            body["spectator"]["token"],
            {s["name"]: s["token"] for s in body["seats"]},
        )


def create(http: httpx2.Client, body: dict[str, Any]) -> Links:
    r = http.post("/api/games", json=body)
    assert r.status_code == 201, r.text
    return Links.of(r.json())


# the GET routes of one game, relative to /api/games/{id}: who may read them (documented 403s
# aside: a host route for another link, a review/export/scenario before the end)
HOST_ONLY = ("/host/log", "/host/audit", "/host/export", "/host/snapshot", "/host/preview")
AFTER_END = ("/review", "/review?as={seat}", "/export", "/scenario")
EVERYONE = ("", "/view", "/events", "/events?after=-1&epoch=0")
EXPLAIN_MAX = 40  # explain/{id} for at most this many events per link (the newest ones)


def read_everything(http: httpx2.Client, links: Links, *, replay: bool = True) -> list[str]:
    """Read every GET endpoint of the game with the host's, one seat's and the spectators'
    link: each must answer 200 or a documented 4xx, with valid JSON (UTF-8 text), never a 5xx.
    The host's export must replay with :meth:`Game.replay`. Returns the problems found."""
    problems: list[str] = []
    seat_name = sorted(links.seats)[1]
    who = {"host": links.host, "seat": links.seats[seat_name], "spectator": links.spectator}
    base = f"/api/games/{links.game}"

    def get(path: str, kind: str, allowed: tuple[int, ...]) -> httpx2.Response | None:
        try:
            r = http.get(path, headers=bearer(who[kind]) if kind else None)
        except httpx2.HTTPError as e:
            problems.append(f"GET {path} ({kind}): no answer ({type(e).__name__}: {e})")
            return None
        where = f"GET {path} ({kind or 'no link'})"
        if r.status_code not in allowed:
            problems.append(f"{where}: {r.status_code} {r.text[:300]!r}")
            return None
        ctype = r.headers.get("content-type", "")
        if r.status_code >= 400:
            why = error_problem(r)
            if why:
                problems.append(f"{where}: {why}")
            return None
        if "json" in ctype:
            try:
                json_of(r)
            except (UnicodeDecodeError, ValueError) as e:
                problems.append(f"{where}: the body is not valid JSON ({e})")
                return None
        else:
            try:
                r.content.decode("utf-8")
            except UnicodeDecodeError as e:
                problems.append(f"{where}: the body is not UTF-8 ({e})")
                return None
        return r

    for kind in who:
        mine = (200,) if kind == "host" else (200, 403)
        for tail in EVERYONE:
            get(base + tail, kind, (200,))
        for tail in AFTER_END:
            get(base + tail.format(seat=seat_name), kind, mine)
        for tail in HOST_ONLY:
            get(base + tail, kind, (200,) if kind == "host" else (403,))
        for name in sorted(links.seats):
            get(f"{base}/why/{quote(name)}", kind, (200,))
        page = get(base + "/events", kind, (200,))
        ids = [] if page is None else [e["id"] for e in json_of(page)["events"]]
        for event_id in ids[-EXPLAIN_MAX:]:
            get(f"{base}/explain/{event_id}", kind, (200,))
    for path in ("/api/roles", "/api/presets?players=5", "/api/health"):
        get(path, "", (200,))
    for page_name in ("play", "host", "watch"):
        get(f"/{page_name}/{links.game}", "", (200,))
    if replay:
        r = http.get(base + "/host/export", headers=bearer(links.host))
        if r.status_code == 200:
            problems += replay_problems(json_of(r))
    return problems


QUICK = ("", "/view", "/events", "/host/log", "/host/export", "/host/snapshot", "/scenario")


def quick_reads(http: httpx2.Client, links: Links) -> list[str]:
    """The host's main reads of a game (for the many games a barrage creates): 200, valid."""
    problems = []
    for tail in QUICK:
        path = f"/api/games/{links.game}{tail}"
        try:
            r = http.get(path, headers=bearer(links.host))
        except httpx2.HTTPError as e:
            problems.append(f"GET {path}: no answer ({type(e).__name__}: {e})")
            continue
        if r.status_code != 200:
            problems.append(f"GET {path}: {r.status_code} {r.text[:200]!r}")
            continue
        try:
            json_of(r) if "json" in r.headers.get("content-type", "") else r.content.decode()
        except (UnicodeDecodeError, ValueError) as e:
            problems.append(f"GET {path}: not valid JSON or UTF-8 ({e})")
    return problems


def replay_problems(export: dict[str, Any]) -> list[str]:
    """The export must replay, event for event, into a game with as many commands."""
    try:
        game = Game.replay(Setup.from_json(export["setup"]), export["seed"], export["commands"])
    except Exception as e:  # the test reports it, it does not crash on it
        return [f"the host's export does not replay: {type(e).__name__}: {e}"]
    if len(game.commands) != len(export["commands"]):
        return [f"the export replays {len(game.commands)} of {len(export['commands'])} commands"]
    return []


# ---------------------------------------------------------------------------- the socket

# Before issue 16 the server took the secret as ?token= on the socket's address; set
# HOSTILE_WS_AUTH=query to run these tests against such a server (to see what they catch
# there). The protocol the tests hold the server to is the first-message auth.
LEGACY_QUERY_AUTH = os.environ.get("HOSTILE_WS_AUTH") == "query"
RECV_TIMEOUT = 10.0


class Closed(Exception):
    """The server closed the socket (``code``: its close code; 1006 when it sent none)."""

    def __init__(self, code: int, reason: str = "") -> None:
        super().__init__(f"closed with {code} {reason!r}")
        self.code = code
        self.reason = reason


def ws_url(base: str, game: str, query: str = "") -> str:
    return base.replace("http://", "ws://", 1) + f"/api/games/{game}/ws" + query


def connect_raw(base: str, game: str, query: str = "") -> ClientConnection:
    """A socket on the game's address, nothing sent yet."""
    return connect(
        ws_url(base, game, query),
        open_timeout=10,
        close_timeout=1,
        proxy=None,
        max_size=2**24,
        compression=None,
        ping_interval=None,
        legacy=True,  # a plain connection, closed by the caller
    )


def closed_code(e: ConnectionClosed) -> tuple[int, str]:
    return (e.rcvd.code, e.rcvd.reason) if e.rcvd is not None else (1006, "")


def open_socket(
    base: str, game: str, secret: str, *, after: int | None = None, epoch: int | None = None
) -> tuple[ClientConnection, dict[str, Any]]:
    """Open the game's socket and prove who we are with the first message, ``{"type": "auth",
    "token": SECRET}`` (the cursor ``after``/``epoch`` in the address); returns the socket and
    the server's first message, which must be the ``events`` page. The one place to change when
    the socket's handshake changes."""
    query = "&".join(f"{k}={v}" for k, v in (("after", after), ("epoch", epoch)) if v is not None)
    if LEGACY_QUERY_AUTH:
        query = f"token={secret}" + (f"&{query}" if query else "")
    try:
        ws = connect_raw(base, game, f"?{query}" if query else "")
    except InvalidStatus as e:
        raise Closed(e.response.status_code, "HTTP status at the handshake") from None
    try:
        if not LEGACY_QUERY_AUTH:
            ws.send(json.dumps({"type": "auth", "token": secret}))
        first = json.loads(ws.recv(timeout=RECV_TIMEOUT))
    except ConnectionClosed as e:
        raise Closed(*closed_code(e)) from None
    assert isinstance(first, dict) and first.get("type") == "events", first
    return ws, first


def answer(ws: ClientConnection, *, timeout: float = RECV_TIMEOUT) -> dict[str, Any]:
    """The next message that is not an ``events`` push (every push must be valid JSON too)."""
    while True:
        try:
            got = ws.recv(timeout=timeout)
        except ConnectionClosed as e:
            raise Closed(*closed_code(e)) from None
        if not isinstance(got, str):
            raise AssertionError(f"the server sent a binary frame: {got[:100]!r}")
        msg = json.loads(got)
        assert isinstance(msg, dict), got[:200]
        if msg.get("type") != "events":
            return msg


def send_frame(ws: ClientConnection, frame: str | bytes, *, binary: bool = False) -> None:
    """Send a text frame (``bytes`` are sent as a text frame as they are, valid UTF-8 or not)
    or, with ``binary``, a binary frame."""
    try:
        if binary:
            ws.send(frame if isinstance(frame, bytes) else frame.encode(), text=False)
        elif isinstance(frame, bytes):
            ws.send(frame, text=True)
        else:
            ws.send(frame)
    except ConnectionClosed as e:
        raise Closed(*closed_code(e)) from None


def ping_ok(ws: ClientConnection, ref: str) -> str | None:
    """Whether the socket still answers a ping (None), else what happened."""
    try:
        send_frame(ws, json.dumps({"type": "ping", "id": ref}))
        got = answer(ws)
    except Closed as e:
        return f"the socket is closed ({e.code} {e.reason!r})"
    except TimeoutError:
        return "no answer to a ping"
    if got != {"type": "pong", "id": ref}:
        return f"a ping got {got!r:.200}"
    return None


# ---------------------------------------------------------------------------- the server's log

BAD_LOG = ("Traceback", "Task exception was never retrieved", "ERROR", "Exception in ")


def log_offset(log: Path) -> int:
    return log.stat().st_size if log.exists() else 0


def log_problems(log: Path, since: int = 0) -> list[str]:
    """The lines of the server's log from byte ``since`` that show a server error."""
    data = log.read_bytes()[since:].decode("utf-8", "replace") if log.exists() else ""
    lines = data.splitlines()
    return [line[:300] for line in lines if any(word in line for word in BAD_LOG)]


def summarize(problems: list[str], limit: int = 40) -> str:
    """The problems for an assertion message (all of them with HOSTILE_SHOW_ALL=1)."""
    if os.environ.get("HOSTILE_SHOW_ALL"):
        limit = len(problems)
    shown = "\n  ".join(problems[:limit])
    more = f"\n  ... and {len(problems) - limit} more" if len(problems) > limit else ""
    return f"{len(problems)} problems:\n  {shown}{more}"

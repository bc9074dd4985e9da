"""The service's request and response bodies and its socket messages: what a client may send
(pydantic models, each field bounded), the error body every refusal has, and the readers of a
socket's frames."""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Annotated, Any, Literal

from fastapi import WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError

from .commands import MAX_REASON
from .gate import Invalid, Unreadable, check_tree, dump_bytes, field_of, parse, text_problem
from .gate import validation_text as _validation_text_of
from .live import JSON

MAX_PLAYERS = 200  # the engine's largest game
MAX_NAME = 40
MAX_EVENTS_PAGE = 5000

# ---------------------------------------------------------------------------- request bodies


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid")


class SetupIn(Strict):
    """The roles and players. Either ``players`` (each ``[name, role]``, the host deals), or
    ``names`` with ``roles`` (dealt by the game's seed), or ``names`` alone (the default mix for
    that many players)."""

    players: (
        list[
            tuple[Annotated[str, Field(max_length=MAX_NAME)], Annotated[str, Field(max_length=60)]]
        ]
        | None
    ) = Field(None, max_length=MAX_PLAYERS)
    names: list[Annotated[str, Field(max_length=MAX_NAME)]] | None = Field(
        None, max_length=MAX_PLAYERS
    )
    roles: list[Annotated[str, Field(max_length=60)]] | None = Field(None, max_length=MAX_PLAYERS)
    role_list: Literal["public", "partial", "private"] = "private"
    revealed_roles: list[Annotated[str, Field(max_length=60)]] = Field(
        default_factory=list, max_length=MAX_PLAYERS
    )
    known_roles: list[Annotated[str, Field(max_length=60)]] | None = Field(
        None, max_length=MAX_PLAYERS
    )
    options: dict[str, Any] = Field(default_factory=dict, description="the engine's options")


class SettingsIn(Strict):
    automation: Literal["manual", "timed", "auto"] | None = None
    day_seconds: int | None = None
    night_seconds: int | None = None
    reveal_after: bool | None = None
    bot_seconds: float | None = None
    # one of sim.agents.BOT_KINDS (the one registry of kinds; Settings.check refuses others
    # with a sentence)
    bot_kind: Annotated[str, Field(max_length=40)] | None = None


class CreateIn(Strict):
    setup: SetupIn
    seed: int | None = Field(None, ge=0, le=2**63 - 1)
    settings: SettingsIn = Field(default_factory=SettingsIn)
    bots: list[Annotated[str, Field(max_length=MAX_NAME)]] = Field(
        default_factory=list, max_length=MAX_PLAYERS, description="seats bots play from the start"
    )


MAX_ACTION = 200  # characters in an action written as one text
MAX_WORDS = 8  # words in an action given as a list

Action = (
    Annotated[str, Field(max_length=MAX_ACTION)]
    | Annotated[list[Annotated[str, Field(max_length=MAX_NAME)]], Field(max_length=MAX_WORDS)]
)


class ActIn(Strict):
    action: Action = Field(description='"vote Ann" or ["vote", "Ann"]')


class SayIn(Strict):
    channel: str = Field(max_length=60)
    text: str = Field(max_length=2000)


MAX_NOTES = 4000  # characters in a player's private notes


class NotesIn(Strict):
    text: str = Field(max_length=MAX_NOTES, description="the whole notes, which replace the old")


class Expecting(Strict):
    expected_version: int | None = Field(
        None, ge=0, description="refuse with 409 unless the game is at this version"
    )


class AdvanceIn(Expecting):
    phase: int | None = Field(
        None,
        ge=0,
        le=100_000,
        description="the phase this ends (its number, as `phase_index` gives it): once that "
        "phase has ended, sending this again changes nothing",
    )


class UndoIn(Expecting):
    scope: Literal["last", "phase"] = "last"
    reason: str = Field(min_length=1, max_length=MAX_REASON)
    who: str | None = Field(
        None,
        min_length=1,
        max_length=100,
        description="who undid it, when the host's tools act for someone (a chat adapter names "
        "the member who used them): kept in the audit",
    )
    command: int | None = Field(
        None,
        ge=1,
        description="(scope last) the command this undoes, as `undoable` names it: undoing it "
        "again changes nothing, and if commands came in after it the answer (409 `moved_on`) "
        "lists them instead of undoing anything",
    )
    phase: int | None = Field(
        None,
        ge=0,
        le=100_000,
        description="(scope phase) the phase whose commands this undoes: once another phase is "
        "running the answer (409 `moved_on`) says so instead of undoing anything",
    )
    reopen: bool = Field(
        False,
        description="the game is over and this undo would reopen it: without `reopen: true` the "
        "answer (422, reason `reopens_game`) says so and nothing changes",
    )


class SeatIn(Expecting):
    seat: str = Field(max_length=MAX_NAME)


class KickIn(SeatIn):
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class DrawIn(Expecting):
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class OverrideIn(SeatIn):
    action: Action
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class BotsIn(Expecting):
    seats: list[Annotated[str, Field(max_length=MAX_NAME)]] | None = Field(
        None, max_length=MAX_PLAYERS, description="the seats; null: every seat nobody joined"
    )
    on: bool = True


class DeadlineIn(Expecting):
    seconds: int | None = Field(description="from now; null clears the deadline")


class ErrorBody(BaseModel):
    code: str
    message: str
    field: str | None = None
    reason: str | None = None
    since: list[dict[str, Any]] | None = Field(
        None, description="(409 `moved_on`) the commands that came in since the host looked"
    )
    latest: int | None = Field(
        None, description="(409 `moved_on`) the command the same undo would undo now"
    )
    problems: list[dict[str, Any]] | None = Field(
        None,
        description="(422 `bad_setup`) every refusal the setup earns, each `{message, field}`, "
        "the first being `message`'s",
    )


class ErrorOut(BaseModel):
    error: ErrorBody


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorOut, "description": "The body is not UTF-8 JSON text."},
    403: {"model": ErrorOut, "description": "The link does not allow this."},
    404: {"model": ErrorOut, "description": "No such game for this link (or player, event)."},
    409: {
        "model": ErrorOut,
        "description": "The game is not at the expected version, or moved past what a host "
        "command named (`moved_on`, listing what came in).",
    },
    413: {"model": ErrorOut, "description": "The body is over 64 KiB."},
    422: {"model": ErrorOut, "description": "Malformed, or refused by the rules."},
    503: {"model": ErrorOut, "description": "The game cannot be replayed by this program."},
}


# ---------------------------------------------------------------------------- helpers


REVOKED = "This link no longer works: the host replaced or removed this seat's player."


def error(status: int, code: str, message: str, **extra: Any) -> JSONResponse:
    return SafeJSON({"error": {"code": code, "message": message, **extra}}, status_code=status)


def _field(loc: tuple[Any, ...] | list[Any]) -> str:
    return field_of(loc)


def _validation_text(exc: RequestValidationError | ValidationError) -> str:
    return _validation_text_of(list(exc.errors()))


class SafeJSON(JSONResponse):
    """JSON that can always be written (``gate.dumps``): whatever a game's log holds, an
    answer never fails on it."""

    def render(self, content: Any) -> bytes:
        return dump_bytes(content)


def _words(action: str | list[str]) -> list[str]:
    return action.split() if isinstance(action, str) else [str(w) for w in action]


def _ws_error(ref: object, code: str, message: str, **extra: Any) -> JSON:
    error_ = {"code": code, "message": message, **extra}
    return {"type": "result", "id": ref, "ok": False, "error": error_}


# ---------------------------------------------------------------------------- socket messages
# The socket's messages go through the same gate as request bodies (gate.py), then through
# models that share their fields with the requests that do the same thing (act = ActIn, say =
# SayIn), so a text refused over HTTP is refused on a socket too, with the same sentence.

Message_ = MutableMapping[str, Any]  # an ASGI message received on a socket
WS_AUTH_SECONDS = 10.0  # a socket that has not sent its secret by then is closed
AUTH_FIRST = 'Send {"type": "auth", "token": SECRET} first.'
MAX_REF = 2**53  # a message id that is a number stays exact in JavaScript

Ref = Annotated[int, Field(ge=-MAX_REF, le=MAX_REF)] | Annotated[str, Field(max_length=64)] | None


class ActMsg(ActIn):
    type: Literal["act"]
    id: Ref = None


class SayMsg(SayIn):
    type: Literal["say"]
    id: Ref = None


class ReadyMsg(Strict):
    type: Literal["ready"]
    id: Ref = None


class PingMsg(Strict):
    type: Literal["ping"]
    id: Ref = None


class AuthMsg(Strict):
    # ``as`` is read by its name too: the message is checked once more after its first reading
    model_config = ConfigDict(extra="forbid", populate_by_name=True)

    type: Literal["auth"]
    id: Ref = None
    token: str = Field(min_length=1, max_length=100)
    after: int | None = Field(None, ge=-1, le=2**62)
    epoch: int | None = Field(None, ge=0, le=2**62)
    stream: Literal["host", "player", "public"] | None = None
    # pushes also carry the link's own screen parts (``view``): a screen that draws from
    # pushes asks for them; a client that only reads events is not sent them
    view: bool = False
    # an adapter's credential says whom it acts as (server/adapter.py): host, spectator, seat N
    acting: str | None = Field(None, alias="as", max_length=40)


SOCKET_MESSAGES: dict[str, type[Strict]] = {
    "act": ActMsg,
    "say": SayMsg,
    "ready": ReadyMsg,
    "ping": PingMsg,
    "auth": AuthMsg,
}


def read_message(frame: Message_) -> tuple[JSON | None, object, JSON | None]:
    """A socket frame as ``(message, id, None)``, or ``(None, id, the result refusing it)``."""
    text = frame.get("text")
    if text is None:
        return (
            None,
            None,
            _ws_error(None, "bad_message", "A message is JSON text, sent as a text frame."),
        )
    try:
        msg = parse(text, "message")
    except Unreadable as e:
        return None, None, _ws_error(None, "bad_message", e.message)
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        return (
            None,
            None,
            _ws_error(None, "bad_message", 'A message is a JSON object with a "type".'),
        )
    raw_ref = msg.get("id")
    ref: object = raw_ref
    if not (
        raw_ref is None
        or (isinstance(raw_ref, int) and not isinstance(raw_ref, bool) and abs(raw_ref) <= MAX_REF)
        or (isinstance(raw_ref, str) and len(raw_ref) <= 64 and text_ok(raw_ref))
    ):
        return (
            None,
            None,
            _ws_error(None, "bad_message", "A message's id is a number or a short text."),
        )
    try:
        check_tree(msg, "message")
    except Invalid as e:
        return None, ref, _ws_error(ref, "invalid", e.message, field=e.field)
    model = SOCKET_MESSAGES.get(msg["type"])
    if model is None:
        kind = msg["type"][:40]
        return None, ref, _ws_error(ref, "bad_message", f"There is no message type {kind!r}.")
    try:
        checked = model.model_validate(msg)
    except ValidationError as e:
        errors = e.errors()
        where = _field(errors[0]["loc"]) if errors else "the message"
        return None, ref, _ws_error(ref, "invalid", _validation_text(e), field=where)
    return checked.model_dump(), ref, None


def text_ok(value: str) -> bool:
    return text_problem(value) is None


MAX_AUTH = 1024  # characters in a socket's first message: before it, a client is nobody


def close_reason(text: str) -> str:
    """A close frame's reason: at most 123 bytes of UTF-8 (RFC 6455), cut at a character."""
    return text.encode("utf-8", "replace")[:123].decode("utf-8", "ignore")


def read_auth(frame: Message_) -> AuthMsg | None:
    """The socket's first message, if it is its secret (a client that has not said who it is
    gets no more than a small message's worth of parsing)."""
    text = frame.get("text")
    if not isinstance(text, str) or len(text) > MAX_AUTH:
        return None
    msg, _ref, problem = read_message(frame)
    if problem is not None or msg is None or msg["type"] != "auth":
        return None
    return AuthMsg.model_validate(msg)


def _query_int(ws: WebSocket, name: str, default: int | None, least: int) -> int | None:
    raw = ws.query_params.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"{name} must be a whole number.") from None
    if not least <= value <= 2**62:
        raise ValueError(f"{name} must be at least {least}.")
    return value


# which part of a create request each of the engine's setup refusals concerns
SETUP_FIELDS = {
    "setup.bad_name": "setup.names",
    "setup.name_hidden": "setup.names",
    "setup.name_length": "setup.names",
    "setup.name_letters": "setup.names",
    "setup.name_type": "setup.names",
    "setup.same_name": "setup.names",
    "setup.same_player": "setup.names",
    "setup.lookalike_names": "setup.names",
    "setup.count": "setup.names",
    "setup.nobody": "setup.names",
    "setup.player_entry": "setup.players",
    "setup.players_type": "setup.players",
    "setup.unknown_role": "setup.roles",
    "setup.extra_role": "setup.roles",
    "setup.role_type": "setup.roles",
    "setup.revealed_absent": "setup.revealed_roles",
    "setup.revealed_not_partial": "setup.revealed_roles",
    "setup.revealed_unknown": "setup.revealed_roles",
    "setup.known_unknown": "setup.known_roles",
    "setup.role_list": "setup.role_list",
    "setup.seed": "seed",
    "setup.option_name": "setup.options",
    "setup.options_type": "setup.options",
    "setup.draw_after": "setup.options.draw_after",
}

"""The service's request and response bodies and its socket messages: what a client may send
(pydantic models, each field bounded), the error body every refusal has, and the readers of a
socket's frames."""

from __future__ import annotations

from collections.abc import MutableMapping
from typing import Annotated, Any, Literal, get_args, get_origin

from fastapi import WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from pydantic import (
    AfterValidator,
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    ValidationInfo,
    field_validator,
)
from pydantic.json_schema import SkipJsonSchema
from pydantic_core import PydanticCustomError

from ..sim.agent import BOT_KINDS
from .commands import MAX_BOT_SECONDS, MAX_PHASE_SECONDS, MAX_REASON
from .gate import (
    LINE_PATTERN,
    TEXT_PATTERN,
    Invalid,
    Unreadable,
    check_tree,
    dump_bytes,
    field_of,
    parse,
    text_problem,
)
from .gate import validation_text as _validation_text_of
from .live import JSON

MAX_PLAYERS = 200  # the engine's largest game
MAX_NAME = 40
MAX_EVENTS_PAGE = 5000
MAX_CURSOR = 2**62  # a stream cursor (an event id) or epoch, over HTTP and on a socket alike
MAX_DRAW_AFTER = 1000  # the engine's bound on the setup option draw_after (engine/kernel.py)

# ---------------------------------------------------------------------------- request bodies
# the OpenAPI schema says every constraint JSON Schema can express. A
# constraint pydantic checks is a pydantic constraint (``Field(max_length=...)``); one that a
# single other check already makes, with its own sentence (the gate's readable text, the
# engine's setup rules, the settings' and commands' own checks), is only *said* in the schema
# (``says(...)``), so nothing is checked twice. Every other refusal is listed in docs/api.md;
# tests/server/test_api_schema.py holds the server to both.


def says(**schema: Any) -> Any:
    """A field whose schema says ``schema`` (JSON Schema keywords) and that pydantic does not
    check: the check is made once, elsewhere (named where this is used)."""
    return Field(json_schema_extra=schema)


# every string a person sends is readable text: the gate (gate.check_tree) refuses the rest
Line = Annotated[str, says(pattern=LINE_PATTERN)]
Text = Annotated[str, says(pattern=TEXT_PATTERN)]  # a chat line or notes: LF and tabs too
# a stream's cursor (an event id; -1: from the start) and its epoch

Cursor = Annotated[int, Field(ge=-1, le=MAX_CURSOR)]
Epoch = Annotated[int, Field(ge=0, le=MAX_CURSOR)]


def _not_null(value: Any) -> Any:
    if value is None:
        raise ValueError("may be left out, but not sent as null")
    return value


# a field that may be left out (None: left out) but not sent as null, which its schema says
NotNull = AfterValidator(_not_null)
Unset = SkipJsonSchema[None]


def _no_null_default(schema: dict[str, Any]) -> None:
    """A field that may be left out but not sent as null: its schema has no ``default: null``
    (pydantic writes one for its ``None`` default, which a field of that type refuses)."""
    for prop in schema.get("properties", {}).values():
        nullable = prop.get("type") == "null" or any(
            alt.get("type") == "null" for alt in prop.get("anyOf", ())
        )
        if "default" in prop and prop["default"] is None and not nullable:
            del prop["default"]


class Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", json_schema_extra=_no_null_default)

    @field_validator("*", mode="before")
    @classmethod
    def _as_the_schema_says(cls, value: Any, info: ValidationInfo) -> Any:
        """JSON's true and false are no numbers, and numbers no yes-or-no: the schema says
        integer or boolean, and lax parsing took true for 1 (and 1 for true). A whole number
        written 358.0 stays a whole number, as JSON Schema counts it."""
        kinds = _kinds(cls.model_fields[info.field_name or ""].annotation)
        if isinstance(value, bool) and bool not in kinds and int in kinds:
            raise PydanticCustomError("int_type", "Input should be a valid integer")
        number = isinstance(value, int | float) and not isinstance(value, bool)
        if bool in kinds and int not in kinds and number:
            raise PydanticCustomError("bool_type", "Input should be a valid boolean")
        return value


def _kinds(annotation: Any) -> set[Any]:
    """The plain types an annotation admits (through unions and ``Annotated``)."""
    args = get_args(annotation)
    if not args:
        return {annotation}
    if get_origin(annotation) is Annotated:
        return _kinds(args[0])
    return set().union(*(_kinds(a) for a in args))


Name = Annotated[Line, Field(max_length=MAX_NAME)]
RoleName = Annotated[Line, Field(max_length=60)]
# the engine's options: their names are readable text, ``draw_after`` a whole number of phases
# (ruling RM440), any other a JSON value whose every text is readable (the schema's
# ``Readable``, added by app.py); the engine and the gate check them
OPTIONS_SCHEMA: dict[str, Any] = {
    "propertyNames": {"pattern": LINE_PATTERN},
    "properties": {
        "draw_after": {"type": "integer", "minimum": 0, "maximum": MAX_DRAW_AFTER},
        # rule-conspiracy-channels.1: the host's limits and who besides the members reads
        "conspiracy_channels": {"type": "integer", "minimum": 0, "maximum": 50},
        "conspiracy_members": {"type": "integer", "minimum": 2, "maximum": 200},
        "conspiracy_readers": {"enum": ["members", "dead", "spectators"]},
    },
    "additionalProperties": {"$ref": "#/components/schemas/Readable"},
}
READABLE_SCHEMA: dict[str, Any] = {
    "description": "a JSON value whose every text (keys too) is readable",
    "anyOf": [
        {"type": "string", "pattern": LINE_PATTERN},
        {"type": "number"},
        {"type": "boolean"},
        {"type": "null"},
        {"type": "array", "items": {"$ref": "#/components/schemas/Readable"}},
        {
            "type": "object",
            "propertyNames": {"pattern": LINE_PATTERN},
            "additionalProperties": {"$ref": "#/components/schemas/Readable"},
        },
    ],
}


def _setup_schema(schema: dict[str, Any]) -> None:
    """Which of the three a setup is (routes/setup.build_setup refuses the others, with a
    sentence): ``players`` alone, or ``names`` (with ``roles`` or without)."""
    _no_null_default(schema)
    schema["oneOf"] = [
        {
            "required": ["players"],
            "not": {"anyOf": [{"required": ["names"]}, {"required": ["roles"]}]},
        },
        {"required": ["names"], "not": {"required": ["players"]}},
    ]


def _some_setting(schema: dict[str, Any]) -> None:
    _no_null_default(schema)
    schema["minProperties"] = 1


# A role file sent with a setup; the loader's limits (64 KiB a file, 32 custom
# roles a game) are said here too, and every other problem is the loader's own sentence
MAX_ROLE_FILES = 32
MAX_ROLE_FILE = 64 * 1024  # characters of a role file's text (the loader counts its bytes)


class RoleFileIn(Strict):
    """A custom role's file: its name (for the sentences about it) and its YAML text."""

    name: Annotated[Line, Field(min_length=1, max_length=200)]
    text: Annotated[str, says(pattern=TEXT_PATTERN), Field(max_length=MAX_ROLE_FILE)]


class RoleFilesIn(Strict):
    """Role files to read (``POST /api/role-files``): their roles' cards, or every problem."""

    role_files: list[RoleFileIn] = Field(min_length=1, max_length=MAX_ROLE_FILES)


class SetupIn(Strict):
    """The roles and players. Either ``players`` (each ``[name, role]``, the host deals), or
    ``names`` with ``roles`` (dealt by the game's seed), or ``names`` alone (the default mix for
    that many players)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra=lambda s: _setup_schema(s))

    # between 2 and 200 players: the engine's own rule (setup.count), said here
    players: Annotated[
        Annotated[list[tuple[Name, RoleName]], Field(max_length=MAX_PLAYERS)] | Unset, NotNull
    ] = Field(None, json_schema_extra={"minItems": 2})
    names: Annotated[Annotated[list[Name], Field(max_length=MAX_PLAYERS)] | Unset, NotNull] = Field(
        None, json_schema_extra={"minItems": 2}
    )
    roles: Annotated[Annotated[list[RoleName], Field(max_length=MAX_PLAYERS)] | Unset, NotNull] = (
        None
    )
    role_list: Literal["public", "partial", "private"] = "private"
    revealed_roles: list[RoleName] = Field(default_factory=list, max_length=MAX_PLAYERS)
    known_roles: list[RoleName] | None = Field(None, max_length=MAX_PLAYERS)
    options: dict[str, Any] = Field(
        default_factory=dict, description="the engine's options", json_schema_extra=OPTIONS_SCHEMA
    )
    role_files: list[RoleFileIn] = Field(
        default_factory=list,
        max_length=MAX_ROLE_FILES,
        description="custom roles: role files (YAML, docs/roles-as-data.md) whose "
        "roles the setup may deal; they travel with the game's setup",
    )


class SettingsIn(Strict):
    """The game's settings; a field left out is left as it is. The bounds are live.Settings'
    (``Settings.check`` refuses the rest with a sentence), said here."""

    automation: Annotated[Literal["manual", "timed", "auto"] | Unset, NotNull] = None
    day_seconds: int | None = Field(
        None, json_schema_extra={"minimum": 10, "maximum": MAX_PHASE_SECONDS}
    )
    night_seconds: int | None = Field(
        None, json_schema_extra={"minimum": 10, "maximum": MAX_PHASE_SECONDS}
    )
    reveal_after: Annotated[bool | Unset, NotNull] = None
    bot_seconds: Annotated[float | Unset, NotNull] = Field(
        None, json_schema_extra={"minimum": 0, "maximum": MAX_BOT_SECONDS}
    )
    # one of sim.agent.BOT_KINDS (the one registry of kinds; Settings.check refuses others
    # with a sentence)
    bot_kind: Annotated[Annotated[str, Field(max_length=40)] | Unset, NotNull] = Field(
        None, json_schema_extra={"enum": list(BOT_KINDS)}
    )


class HostSettingsIn(SettingsIn):
    """A change of settings names at least one (commands.ChangeSettings refuses an empty one)."""

    model_config = ConfigDict(extra="forbid", json_schema_extra=lambda s: _some_setting(s))


class CreateIn(Strict):
    setup: SetupIn
    seed: int | None = Field(None, ge=0, le=2**63 - 1)
    settings: SettingsIn = Field(default_factory=lambda: SettingsIn.model_validate({}))
    bots: list[Name] = Field(
        default_factory=list, max_length=MAX_PLAYERS, description="seats bots play from the start"
    )


MAX_ACTION = 200  # characters in an action written as one text
MAX_WORDS = 8  # words in an action given as a list

Action = (
    Annotated[Line, Field(max_length=MAX_ACTION)]
    | Annotated[list[Name], Field(max_length=MAX_WORDS)]
)


MAX_PHASE_INDEX = 100_000  # the highest phase number a request may name


def _phase_meant() -> Any:
    """The phase a player's command was meant for (gate.phase_meant)."""
    return Field(
        None,
        ge=0,
        le=MAX_PHASE_INDEX,
        description="the phase this was meant for (its number, as `phase_index` gives it): "
        "once that phase has ended the command is refused (422, reason `moved_on`) and nothing "
        "is done; left out, the command is for whatever phase is running",
    )


class ActIn(Strict):
    action: Action = Field(description='"vote Ann" or ["vote", "Ann"]')
    phase: int | None = _phase_meant()


class ReadyIn(Strict):
    phase: int | None = _phase_meant()


MAX_MEMBERS = 200  # names in one conspiracy request (the engine's limit is the host's)


class SayIn(Strict):
    channel: Line = Field(max_length=60)
    text: Text = Field(max_length=2000)


class ConspireIn(Strict):
    """rule-conspiracy-channels.1: a conspiracy channel to open (or invite into) and the players
    to have in it."""

    channel: Line = Field(max_length=60, description='the channel\'s name ("plan" or "#plan")')
    members: list[Name] = Field(max_length=MAX_MEMBERS, description="players' names")


MAX_NOTES = 4000  # characters in a player's private notes


class NotesIn(Strict):
    text: Text = Field(max_length=MAX_NOTES, description="the whole notes, which replace the old")


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
    reason: Line = Field(min_length=1, max_length=MAX_REASON)
    who: Line | None = Field(
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
    seat: Line = Field(max_length=MAX_NAME)


class KickIn(SeatIn):
    reason: Line = Field(min_length=1, max_length=MAX_REASON)


class DrawIn(Expecting):
    reason: Line = Field(min_length=1, max_length=MAX_REASON)


class OverrideIn(SeatIn):
    action: Action
    reason: Line = Field(min_length=1, max_length=MAX_REASON)


class BotsIn(Expecting):
    # at least one seat when listed: commands.SeatBots refuses an empty list, said here
    seats: list[Name] | None = Field(
        None,
        max_length=MAX_PLAYERS,
        description="the seats; null: every seat nobody joined",
        json_schema_extra={"minItems": 1},
    )
    on: bool = True


class DeadlineIn(Expecting):
    # the bounds are commands.SetDeadline's (it refuses the rest with a sentence), said here
    seconds: int | None = Field(
        description="from now; null clears the deadline",
        json_schema_extra={"minimum": 0, "maximum": MAX_PHASE_SECONDS},
    )


class ErrorBody(BaseModel):
    code: str
    message: str
    text: str | None = Field(
        None, description="`message` in the reader's language (`Accept-Language`, the page's "
        "language switch); English when the sentence has no translation"
    )
    key: str | None = Field(
        None, description="the sentence's catalogue key, with `params`: a client may write it "
        "in its own words"
    )
    params: dict[str, Any] | None = None
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


class ReadyMsg(ReadyIn):
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
    after: Cursor | None = None
    epoch: Epoch | None = None
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


def read_auth(frame: Message_) -> tuple[AuthMsg | None, str]:
    """The socket's first message, if it is its secret (a client that has not said who it is
    gets no more than a small message's worth of parsing), or None with the sentence the socket
    is closed with: an ``auth`` message with a field refused says which and why (a cursor out of
    range, as over HTTP), anything else :data:`AUTH_FIRST`."""
    text = frame.get("text")
    if not isinstance(text, str) or len(text) > MAX_AUTH:
        return None, AUTH_FIRST
    msg, _ref, problem = read_message(frame)
    if problem is not None:
        # "invalid" is said of a JSON object with a "type" (read_message read that far)
        if problem["error"]["code"] == "invalid" and parse(text)["type"] == "auth":
            return None, str(problem["error"]["message"])
        return None, AUTH_FIRST
    if msg is None or msg["type"] != "auth":
        return None, AUTH_FIRST
    return AuthMsg.model_validate(msg), AUTH_FIRST


# A stream's cursor and epoch, with the one bound they have wherever they are sent: the query of
# ``GET …/events`` (routes/spectator.py), a socket's address and its ``auth`` message. Each is
# checked by pydantic and refused with gate.validation_text's sentence ("After must be at most
# 4611686018427387904."), the same on all three.


class SocketQuery(BaseModel):
    """A socket's address: ``?after=N&epoch=E`` (anything else in it is not read)."""

    after: Cursor = -1
    epoch: Epoch | None = None


def socket_query(ws: WebSocket) -> SocketQuery:
    """The cursor and epoch in a socket's address, or :class:`ValueError` with the sentence an
    HTTP request with the same query is refused with."""
    given = {k: v for k in ("after", "epoch") if (v := ws.query_params.get(k)) not in (None, "")}
    try:
        return SocketQuery.model_validate(given)
    except ValidationError as e:
        raise ValueError(_validation_text(e)) from None


# which part of a create request each of the engine's setup refusals concerns
SETUP_FIELDS = {
    "setup.custom_roles": "setup.role_files",
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
    "setup.cc_limit": "setup.options",
    "setup.cc_readers": "setup.options.conspiracy_readers",
}

"""The HTTP and WebSocket API of the game service (FastAPI).

Every request names its game in the path and proves who it is with the secret from its link,
sent as ``Authorization: Bearer <secret>`` (a WebSocket, which cannot set headers from a
browser, sends it as its first message); never in the address. No endpoint takes a player's
name from the client as proof of anything: a seat is known from its link only. Every error is
JSON, ``{"error": {"code", "message"}}``, with a sentence naming what was wrong; nothing is
changed by a refused request.

The API is documented at ``/docs`` and ``/openapi.json``, and in ``docs/api.md``.
"""

import asyncio
import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable, MutableMapping
from typing import Annotated, Any, Literal

from fastapi import Depends, FastAPI, Header, Query, Request, WebSocket, WebSocketDisconnect
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, PlainTextResponse
from pydantic import BaseModel, ConfigDict, Field, ValidationError
from starlette.exceptions import HTTPException as StarletteHTTPException

from ..game import (
    HOST,
    PUBLIC,
    RULES_VERSION,
    Game,
    Setup,
    SetupError,
    UnknownPlayer,
    group_key,
    phase_name,
    role_book,
)
from ..sim.setups import RolesError, deal, default_roles
from ..storage import Store, digest
from .commands import (
    MAX_REASON,
    Advance,
    BadCommand,
    ChangeSettings,
    Command,
    Join,
    Kick,
    Pause,
    Ready,
    Resume,
    Say,
    SeatBots,
    SetDeadline,
    Submit,
    Substitute,
    Undo,
)
from .gate import (
    Invalid,
    Unreadable,
    check_tree,
    dump_bytes,
    dumps,
    field_of,
    parse,
    text_problem,
)
from .gate import validation_text as _validation_text_of
from .live import JSON, Applied, LiveGame, Settings
from .middleware import Gate, has_token_param, security_headers
from .service import (
    HOST as HOST_KIND,
)
from .service import (
    PLAYER,
    SPECTATOR,
    Forbidden,
    GameService,
    NotFound,
    Refused,
    ServiceError,
    Subscription,
    Viewer,
    new_secret,
)

log = logging.getLogger("werewolves.server")

MAX_PLAYERS = 200  # the engine's largest game
MAX_NAME = 40
MAX_EVENTS_PAGE = 5000
EXPORT_FORMAT = "werewolves-game"


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
    bot_kind: Literal["heuristic", "random"] | None = None


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


class Expecting(Strict):
    expected_version: int | None = Field(
        None, ge=0, description="refuse with 409 unless the game is at this version"
    )


class UndoIn(Expecting):
    scope: Literal["last", "phase"] = "last"
    reason: str = Field(min_length=1, max_length=MAX_REASON)


class SeatIn(Expecting):
    seat: str = Field(max_length=MAX_NAME)


class KickIn(SeatIn):
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


class ErrorOut(BaseModel):
    error: ErrorBody


ERROR_RESPONSES: dict[int | str, dict[str, Any]] = {
    400: {"model": ErrorOut, "description": "The body is not UTF-8 JSON text."},
    403: {"model": ErrorOut, "description": "The link does not allow this."},
    404: {"model": ErrorOut, "description": "No such game for this link (or player, event)."},
    409: {"model": ErrorOut, "description": "The game is not at the expected version."},
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


def summary(live: LiveGame, viewer: Viewer | None = None) -> JSON:
    """The game as everyone may see it, with the service's state (clock, pause, seats)."""
    out = dict(live.memoized("summary", lambda: _summary(live)))
    if viewer is not None:
        out["you"] = {"kind": viewer.kind, "seat": viewer.seat}
    return out


def _summary(live: LiveGame) -> JSON:
    g = live.game
    return {
        "game": live.id,
        "rules_version": live.rules_version,
        "version": live.version,
        "epoch": live.epoch,
        "phase": g.phase,
        "phase_index": g.phase_index,
        "over": g.over,
        "outcome": None if g.outcome is None else g.outcome.to_json(),
        "paused": live.paused,
        "deadline": live.deadline,
        "remaining": live.remaining,
        "automation": live.settings.automation,
        "settings": live.settings.to_json(),
        "seats": [
            {
                "name": p.name,
                "seat": p.seat,
                "alive": p.alive,
                "bot": p.name in live.bots,
                "joined": p.name in live.joined,
            }
            for p in g.state.players
        ],
    }


def stream_of(live: LiveGame, viewer: Viewer) -> str:
    """Whose events a viewer's stream carries: the host's, a seat's, or the public ones
    (spectators get the host's once the game is over, when the host allows it)."""
    if viewer.kind == HOST_KIND:
        return HOST
    if viewer.kind == PLAYER and viewer.seat is not None:
        return viewer.seat
    if live.over and live.settings.reveal_after:
        return HOST
    return PUBLIC


def events_page(
    live: LiveGame, viewer: Viewer, after: int, epoch: int | None, stream: str | None = None
) -> JSON:
    """The viewer's events after the cursor ``after`` of stream ``epoch``. A cursor of an
    earlier epoch (an undo rebuilt the stream since) or of another stream starts over: the
    client says which stream its cursor is of (``stream``: host, player or public); a
    spectator's cursor that does not say is taken as of the public stream, which becomes the
    host's once the game is over (S7)."""
    current = stream_of(live, viewer)
    name = stream_of_name(current)
    if stream is None and viewer.kind == SPECTATOR:
        stream = "public"
    other_stream = stream is not None and stream != name
    reset = (epoch is not None and (epoch != live.epoch or other_stream)) or (
        after >= 0 and other_stream
    )
    if reset:
        after = -1
    msgs = live.game.events_for(current, after)[:MAX_EVENTS_PAGE]
    return {
        "epoch": live.epoch,
        "stream": name,
        "reset": reset,
        "events": [m.to_json() for m in msgs],
        "cursor": msgs[-1].id if msgs else after,
        "more": len(msgs) == MAX_EVENTS_PAGE,
    }


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
    type: Literal["auth"]
    id: Ref = None
    token: str = Field(min_length=1, max_length=100)
    after: int | None = Field(None, ge=-1, le=2**62)
    epoch: int | None = Field(None, ge=0, le=2**62)
    stream: Literal["host", "player", "public"] | None = None


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


def polls_for(live: LiveGame, stream: str) -> list[JSON]:
    """The polls with their live tallies, as R40 lets this stream see them (the host: the
    counted totals; everyone else: the board)."""
    host = stream == HOST
    return live.memoized(f"polls:{host}", lambda: [p.to_json() for p in live.game.polls(host=host)])


def public_view(live: LiveGame) -> JSON:
    g = live.game
    return {
        "phase": g.phase,
        "phase_index": g.phase_index,
        "seats": [{"name": p.name, "seat": p.seat, "alive": p.alive} for p in g.state.players],
        "polls": polls_for(live, PUBLIC),
        "messages": [m.to_json() for m in g.events_for(PUBLIC)],
        "outcome": None if g.outcome is None else g.outcome.to_json(),
        "cursor": len(g.events) - 1,
    }


def view_of(live: LiveGame, viewer: Viewer) -> JSON:
    g = live.game
    stream = stream_of(live, viewer)
    if stream == HOST:
        body = g.host_view().to_json()
        body["audit"] = live.audit()
    elif stream == PUBLIC:
        body = public_view(live)
    else:
        body = g.view(stream).to_json()
        body["ready"] = stream in live.ready
    return {"view": body, "game": summary(live, viewer), "stream": stream_of_name(stream)}


def stream_of_name(stream: str) -> str:
    return "host" if stream == HOST else ("public" if stream == PUBLIC else "player")


def command(kind: Callable[..., Command], *fields: Any) -> Command:
    """A command built from a request's checked fields; one whose shape is still wrong is
    refused with its sentence (422), like a refusal of the game's."""
    try:
        return kind(*fields)
    except BadCommand as e:
        raise Refused(Applied(False, e.message, e.reason)) from None


def preview(live: LiveGame) -> JSON:
    """What ending the phase now would produce, on a copy: nothing is committed."""
    g = live.game
    copy = Game.from_json(g.to_json())
    first = len(copy.events)
    copy.advance()
    msgs = copy.events_for(HOST, first - 1)
    deaths = [
        {"name": p.name, "kind": p.death.kind, "why": copy.why_dead(p.name)}
        for p in copy.state.players
        if p.death is not None and p.death.event >= first
    ]
    return {
        "from_phase": g.phase,
        "to_phase": copy.phase,
        "events": [m.to_json() for m in msgs],
        "deaths": deaths,
        "outcome": None if copy.outcome is None else copy.outcome.to_json(),
        "committed": False,
    }


def export(live: LiveGame) -> JSON:
    """The game as a file ``werewolves replay`` reads: setup, seed and the engine commands that
    stand (undone ones left out), with the service log for the record."""
    return {
        "format": EXPORT_FORMAT,
        "format_version": 1,
        "game": live.id,
        "rules_version": live.rules_version,
        "setup": live.setup,
        "seed": live.seed,
        "commands": live.game.commands,
        "service_log": live.log_json(),
        "outcome": None if live.game.outcome is None else live.game.outcome.to_json(),
    }


def revealed(live: LiveGame, viewer: Viewer) -> None:
    """Refuse unless this link may see the whole game: the host, or anyone once it is over
    (when the host lets everyone see it then)."""
    if viewer.kind == HOST_KIND:
        return
    if not live.over:
        raise Forbidden("This opens once the game is over.", "not_yet")
    if not live.settings.reveal_after:
        raise Forbidden("The host keeps this game private.", "private")


def review(live: LiveGame, seen_by: str | None = None) -> JSON:
    """A finished game for everyone: who was who, every death and every poll result with its
    explanation, and every event (or, with ``seen_by``, what that player knew, as they saw it)."""
    g = live.game
    host = g.host_view().to_json()
    deaths = [
        {
            "name": p.name,
            "kind": "ascended" if p.ascended else p.death.kind,
            "phase": phase_name(p.death.phase),
            "event": p.death.event,
            "why": g.why_dead(p.name),
        }
        for p in g.state.players
        if p.death is not None
    ]
    polls = [
        {
            "event": e.id,
            "phase": phase_name(e.phase),
            "poll": e.data.get("poll"),
            "office": e.data.get("office"),
            "chosen": list(e.targets),
            "totals": dict(e.data.get("totals", {})),
            "why": g.explain(e.id),
        }
        for e in g.events
        if e.kind == "poll_closed"
    ]
    stream = HOST if seen_by is None else g.player(seen_by).name
    return {
        "game": summary(live),
        "seats": host["seats"],
        "outcome": host["outcome"],
        "deaths": deaths,
        "polls": polls,
        "seen_by": None if seen_by is None else stream,
        "events": [m.to_json() for m in g.events_for(stream)],
    }


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
    "setup.role_type": "setup.roles",
    "setup.revealed_absent": "setup.revealed_roles",
    "setup.revealed_not_partial": "setup.revealed_roles",
    "setup.revealed_unknown": "setup.revealed_roles",
    "setup.known_unknown": "setup.known_roles",
    "setup.role_list": "setup.role_list",
    "setup.seed": "seed",
    "setup.option_name": "setup.options",
    "setup.options_type": "setup.options",
}


class FieldSetupError(SetupError):
    """A setup refused because of one field of the request, which it names."""

    def __init__(self, message: str, field: str) -> None:
        super().__init__(message)
        self.field = field


def build_setup(body: SetupIn, seed: int) -> Setup:
    """The engine's setup from a request: dealt by the seed when the host gave only names."""
    if body.players is not None:
        if body.names is not None or body.roles is not None:
            raise FieldSetupError(
                "Give either players (name and role pairs) or names and roles, not both.",
                "setup.players",
            )
        pairs = [(n, r) for n, r in body.players]
    else:
        if body.names is None:
            raise FieldSetupError(
                "Give the players: players as [name, role] pairs, or names.", "setup.names"
            )
        if body.roles is None:
            roles = default_roles(len(body.names), seed) if body.names else []
        else:
            if len(body.roles) != len(body.names):
                raise FieldSetupError(
                    f"There are {len(body.names)} names and {len(body.roles)} roles: give one role "
                    "per player.",
                    "setup.roles",
                )
            roles = deal(list(body.roles), seed)
        pairs = list(zip(body.names, roles, strict=True))
    return Setup(
        pairs, body.role_list, list(body.revealed_roles), body.known_roles, dict(body.options)
    )


# ---------------------------------------------------------------------------- the app


def create_app(
    db: str | Store,
    *,
    base_url: str = "",
    background: bool = True,
    clock: Callable[[], float] | None = None,
    auth_seconds: float = WS_AUTH_SECONDS,
) -> FastAPI:
    """The service's ASGI app on the database ``db`` (a URL or an open :class:`Store`);
    migrations run when it opens. ``background`` starts the timer loops with the app."""
    store = db if isinstance(db, Store) else Store(db)
    service = GameService(store, clock=clock or time.time)

    @contextlib.asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        if background:
            await service.start()
        try:
            yield
        finally:
            await service.stop()

    app = FastAPI(
        default_response_class=SafeJSON,
        responses=ERROR_RESPONSES,
        title="werewolves",
        version=RULES_VERSION,
        summary="Host and play games of Werewolves: every rule carried out and explained.",
        lifespan=lifespan,
    )
    app.state.service = service
    app.add_middleware(Gate)

    @app.exception_handler(ServiceError)
    async def _service_error(_r: Request, exc: ServiceError) -> JSONResponse:
        extra: JSON = {}
        applied = getattr(exc, "applied", None)
        if applied is not None and applied.reason:
            extra["reason"] = applied.reason
        return error(exc.status, exc.code, exc.message, **extra)

    @app.exception_handler(Invalid)
    async def _invalid_field(_r: Request, exc: Invalid) -> JSONResponse:
        return error(422, "invalid", exc.message, field=exc.field)

    @app.exception_handler(SetupError)
    async def _setup_error(_r: Request, exc: SetupError) -> JSONResponse:
        field = getattr(exc, "field", None) or SETUP_FIELDS.get(exc.key or "", "setup")
        return error(422, "bad_setup", str(exc), field=field)

    @app.exception_handler(RolesError)
    async def _roles_error(_r: Request, exc: RolesError) -> JSONResponse:
        return error(422, "bad_setup", str(exc), field="setup.roles")

    @app.exception_handler(UnknownPlayer)
    async def _unknown_player(_r: Request, exc: UnknownPlayer) -> JSONResponse:
        return error(404, "unknown_player", str(exc))

    @app.exception_handler(RequestValidationError)
    async def _invalid(_r: Request, exc: RequestValidationError) -> JSONResponse:
        first = exc.errors()[0] if exc.errors() else {}
        return error(422, "invalid", _validation_text(exc), field=_field(first.get("loc", ())))

    @app.exception_handler(StarletteHTTPException)
    async def _http(_r: Request, exc: StarletteHTTPException) -> JSONResponse:
        texts = {
            400: "The body is not JSON text this server can read (it must be UTF-8 JSON).",
            404: "There is nothing at this address.",
            405: "This address does not take that method.",
        }
        out = error(exc.status_code, "http", texts.get(exc.status_code, str(exc.detail)))
        for name, value in (exc.headers or {}).items():  # 405 says which methods it takes
            out.headers[name] = value
        return out

    @app.exception_handler(Exception)
    async def _internal(r: Request, exc: Exception) -> JSONResponse:
        log.exception("internal error")
        out = error(500, "internal", "Something went wrong in the server; nothing was changed.")
        # this answer is made outside the gate's middleware: it gets its headers here
        for name, value in security_headers(r.url.path):
            out.headers[name.decode()] = value.decode()
        return out

    # -------------------------------------------------------------- who is asking

    async def viewer(
        game_id: str,
        authorization: Annotated[str | None, Header()] = None,
    ) -> Viewer:
        # a secret in the address is refused before this (middleware.Gate)
        secret = None
        if authorization:
            scheme, _, value = authorization.partition(" ")
            if scheme.lower() != "bearer" or not value.strip():
                raise Forbidden(
                    "Send the secret from your link as 'Authorization: Bearer <secret>'."
                )
            secret = value.strip()
        return await service.viewer(game_id, secret)

    async def host(v: Annotated[Viewer, Depends(viewer)]) -> Viewer:
        if v.kind != HOST_KIND:
            raise Forbidden("Only the host's link may do this.", "not_host")
        return v

    async def player(v: Annotated[Viewer, Depends(viewer)]) -> Viewer:
        if v.kind != PLAYER or v.seat is None:
            raise Forbidden("Only a player's link may do this.", "not_player")
        return v

    Any_ = Annotated[Viewer, Depends(viewer)]
    Host = Annotated[Viewer, Depends(host)]
    Player = Annotated[Viewer, Depends(player)]

    def link(kind: str, game_id: str, secret: str) -> str:
        page = "host" if kind == HOST_KIND else ("watch" if kind == SPECTATOR else "play")
        return f"{base_url}/{page}/{game_id}#t={secret}"

    def done(result: tuple[Any, int]) -> JSON:
        applied, version = result
        return {**applied.to_json(), "version": version}

    # -------------------------------------------------------------- games

    @app.get("/api/health", tags=["service"])
    async def health() -> JSON:
        """Whether the server is up, and the rules version it plays."""
        return {"ok": True, "rules_version": RULES_VERSION}

    @app.get("/api/roles", tags=["service"])
    async def roles() -> JSON:
        """Every role the server knows, with its team, summary, the role book's group and
        whether the book lists it as limited (for a role-list builder, which groups by them)."""
        return {
            "roles": [
                {
                    "name": c.name,
                    "team": c.team,
                    "category": c.category,
                    "group": c.group,
                    "limited": c.limited,
                    "summary": c.summary,
                }
                for c in sorted(role_book(), key=lambda c: (group_key(c.group), c.name))
                if not c.office
            ]
        }

    @app.get("/api/presets", tags=["service"])
    async def presets(players: Annotated[int, Query(ge=2, le=MAX_PLAYERS)], seed: int = 0) -> JSON:
        """The default mix of roles for that many players (what a game with names only gets)."""
        return {"players": players, "roles": sorted(default_roles(players, seed))}

    @app.post("/api/games", status_code=201, tags=["games"])
    async def create(body: CreateIn) -> JSON:
        """Create a game. Returns the host's secret, one secret per seat and a spectators'
        secret, each with its link: the only time secrets are shown (only digests are kept)."""
        import secrets as _secrets

        seed = body.seed if body.seed is not None else _secrets.randbelow(2**31)
        setup = build_setup(body.setup, seed)
        changes = {k: v for k, v in body.settings.model_dump().items() if v is not None}
        settings = Settings()
        problem = settings.check(changes)
        if problem:
            raise Invalid(f"settings: {problem}.", "settings")
        settings.update(changes)
        names = [n for n, _r in setup.players]
        bad_bots = [b for b in body.bots if b not in names]
        if bad_bots and isinstance(setup.players, list):
            Game.new(setup, seed)  # a bad setup is refused with its own sentence first
            raise Invalid(f"bots: {bad_bots[0]!r} is not one of the players' names.", "bots")
        created = await service.create(setup, seed, settings)
        gid = created.game_id
        if body.bots:
            await service.command(gid, SeatBots(tuple(body.bots), True))
        return {
            "game": gid,
            "seed": created.seed,
            "rules_version": RULES_VERSION,
            "host": {
                "token": created.host_secret,
                "link": link(HOST_KIND, gid, created.host_secret),
            },
            "spectator": {
                "token": created.spectator_secret,
                "link": link(SPECTATOR, gid, created.spectator_secret),
            },
            "seats": [
                {"name": n, "token": s, "link": link(PLAYER, gid, s)}
                for n, s in created.seat_secrets.items()
            ],
        }

    @app.get("/api/games/{game_id}", tags=["games"])
    async def game_summary(game_id: str, v: Any_) -> JSON:
        """The game's phase, clock, seats (alive, bot, joined) and outcome."""
        return await service.read(game_id, lambda live: summary(live, v))

    @app.get("/api/games/{game_id}/view", tags=["games"])
    async def view(game_id: str, v: Any_) -> JSON:
        """What this link may see now: a player's view (role card, actions with their legal
        targets, polls, channels, messages), the host's grimoire, or the public view."""
        return await service.read(game_id, lambda live: view_of(live, v))

    @app.get("/api/games/{game_id}/events", tags=["games"])
    async def events(
        game_id: str,
        v: Any_,
        after: Annotated[int, Query(ge=-1)] = -1,
        epoch: Annotated[int | None, Query(ge=0)] = None,
        stream: Annotated[Literal["host", "player", "public"] | None, Query()] = None,
    ) -> JSON:
        """This link's events after the cursor ``after`` (an event id); give back the ``epoch``
        and ``stream`` you got, and if an undo rebuilt the stream since (or the stream became
        another), you get it again from the start (``reset``: true)."""
        return await service.read(game_id, lambda live: events_page(live, v, after, epoch, stream))

    @app.get("/api/games/{game_id}/export", tags=["games"])
    async def export_after(game_id: str, v: Any_) -> JSON:
        """The game as a file, for everyone once it is over (when the host lets spectators see
        everything then); the host may always export it."""

        def run(live: LiveGame) -> JSON:
            revealed(live, v)
            return export(live)

        return await service.read(game_id, run)

    @app.get("/api/games/{game_id}/scenario", tags=["games"])
    async def scenario_file(game_id: str, v: Any_) -> PlainTextResponse:
        """The game as a scenario file (YAML, docs/scenarios.md) that replays its actions and
        expects its end: edit the expectations to state a disputed ruling. For the host, and
        for everyone once the game is over."""
        from ..scenario.export import parse_export, to_scenario

        def run(live: LiveGame) -> str:
            revealed(live, v)
            return to_scenario(parse_export(export(live)))

        text = await service.read(game_id, run)
        name = f"werewolves-{game_id}.yaml"
        return PlainTextResponse(
            text,
            media_type="application/yaml",
            headers={"Content-Disposition": f'attachment; filename="{name}"'},
        )

    @app.get("/api/games/{game_id}/review", tags=["games"])
    async def review_(
        game_id: str,
        v: Any_,
        seen_by: Annotated[str | None, Query(alias="as", max_length=MAX_NAME)] = None,
    ) -> JSON:
        """Everything about a finished game, for every link of it (unless the host keeps it
        private): who was who, every death and poll result with its explanation, every event;
        ``?as=Ann``: the events as Ann knew them."""

        def run(live: LiveGame) -> JSON:
            revealed(live, v)
            return review(live, seen_by)

        return await service.read(game_id, run)

    @app.get("/api/games/{game_id}/why/{name}", tags=["games"])
    async def why(game_id: str, name: str, v: Any_) -> JSON:
        """Why a player died, as far as this link may be told (the host: every step; everyone
        once the game is over)."""

        def run(live: LiveGame) -> JSON:
            who = stream_of(live, v)
            return {"name": name, "lines": live.game.why_dead(name, who)}

        return await service.read(game_id, run)

    @app.get("/api/games/{game_id}/explain/{event_id}", tags=["games"])
    async def explain(game_id: str, event_id: int, v: Any_) -> JSON:
        """The causes of one event, as far as this link may be told."""

        def run(live: LiveGame) -> JSON:
            if not 0 <= event_id < len(live.game.events):
                raise NotFound(f"There is no event {event_id} in this game.", "unknown_event")
            who = stream_of(live, v)
            ids = {m.id for m in live.game.events_for(who, event_id - 1)[:1]}
            if event_id not in ids:
                raise NotFound(f"There is no event {event_id} you can see.", "unknown_event")
            return {"event": event_id, "lines": live.game.explain(event_id, who)}

        return await service.read(game_id, run)

    # -------------------------------------------------------------- players

    @app.post("/api/games/{game_id}/join", tags=["players"])
    async def join(game_id: str, v: Player) -> JSON:
        """Say you have taken your seat (a seat nobody joined may be given to a bot)."""
        joined = await service.read(game_id, lambda live: v.seat in live.joined)
        if joined:
            return await service.read(
                game_id,
                lambda live: {"ok": True, "message": "already joined", "version": live.version},
            )
        return done(await service.command(game_id, command(Join, v.seat)))

    @app.post("/api/games/{game_id}/act", tags=["players"])
    async def act(game_id: str, body: ActIn, v: Player) -> JSON:
        """Submit an action for your seat: ``"vote Ann"``. Accepted (200, with what you were
        told at once) or refused (422, with the reason; nothing changed)."""
        cmd = command(Submit, v.seat, tuple(_words(body.action)))
        return done(await service.command(game_id, cmd))

    @app.post("/api/games/{game_id}/say", tags=["players"])
    async def say(game_id: str, body: SayIn, v: Player) -> JSON:
        """Write in one of your channels (see ``channels`` in your view)."""
        cmd = command(Say, v.seat, body.channel, body.text)
        return done(await service.command(game_id, cmd))

    @app.post("/api/games/{game_id}/ready", tags=["players"])
    async def ready(game_id: str, v: Player) -> JSON:
        """Say you are done for this phase (an automatic game ends the phase when all are)."""
        return done(await service.command(game_id, command(Ready, v.seat)))

    # -------------------------------------------------------------- the host

    async def host_cmd(game_id: str, cmd: Command, expected: int | None) -> JSON:
        applied, version = await service.command(game_id, cmd, expected=expected)
        return {**applied.to_json(), "version": version}

    @app.post("/api/games/{game_id}/host/advance", tags=["host"])
    async def advance(game_id: str, v: Host, body: Expecting | None = None) -> JSON:
        """End the running phase now."""
        exp = body.expected_version if body else None

        def prep(live: LiveGame, _c: Command) -> Command:
            return Advance("host", live.game.phase_index)

        applied, version = await service.command(
            game_id, Advance("host"), expected=exp, prepare=prep
        )
        return {**applied.to_json(), "version": version}

    @app.post("/api/games/{game_id}/host/pause", tags=["host"])
    async def pause(game_id: str, v: Host, body: Expecting | None = None) -> JSON:
        """Stop the phase clock; players cannot act until the game resumes."""
        return await host_cmd(game_id, Pause(), body.expected_version if body else None)

    @app.post("/api/games/{game_id}/host/resume", tags=["host"])
    async def resume(game_id: str, v: Host, body: Expecting | None = None) -> JSON:
        """Start the phase clock again with the time that was left."""
        return await host_cmd(game_id, Resume(), body.expected_version if body else None)

    @app.post("/api/games/{game_id}/host/settings", tags=["host"])
    async def settings(game_id: str, body: SettingsIn, v: Host) -> JSON:
        """Change the automation level (manual, timed, auto), phase lengths, bots' delay or
        what spectators see after the game."""
        changes = {k: val for k, val in body.model_dump(exclude_unset=True).items()}
        return await host_cmd(game_id, command(ChangeSettings, changes), None)

    @app.post("/api/games/{game_id}/host/deadline", tags=["host"])
    async def deadline(game_id: str, body: DeadlineIn, v: Host) -> JSON:
        """Set when the running phase ends (seconds from now), or clear it."""
        return await host_cmd(game_id, command(SetDeadline, body.seconds), body.expected_version)

    @app.get("/api/games/{game_id}/host/preview", tags=["host"])
    async def preview_(game_id: str, v: Host) -> JSON:
        """What ending the phase now would produce (deaths with their explanations, the next
        phase, the outcome), computed on a copy: nothing is committed."""
        return await service.read(game_id, preview)

    @app.post("/api/games/{game_id}/host/undo", tags=["host"])
    async def undo(game_id: str, body: UndoIn, v: Host) -> JSON:
        """Undo the latest game command (``last``) or everything since the phase began
        (``phase``). The undo is itself a command in the log, with your reason."""

        asked = command(Undo, body.reason, body.scope)

        def prep(live: LiveGame, _c: Command) -> Command:
            return Undo(body.reason, body.scope, tuple(live.undo_targets(body.scope)))

        applied, version = await service.command(
            game_id, asked, expected=body.expected_version, prepare=prep
        )
        return {**applied.to_json(), "version": version}

    @app.post("/api/games/{game_id}/host/substitute", tags=["host"])
    async def substitute(game_id: str, body: SeatIn, v: Host) -> JSON:
        """Give a seat to a new player: the seat keeps its role, gets a new link, and the old
        link stops working."""
        secret = new_secret()
        seat = await service.read(game_id, lambda live: live.seat(body.seat))
        applied, version = await service.command(
            game_id,
            command(Substitute, body.seat),
            expected=body.expected_version,
            new_token=(digest(secret), PLAYER, seat) if seat else None,
        )
        return {
            **applied.to_json(),
            "version": version,
            "seat": seat,
            "token": secret,
            "link": link(PLAYER, game_id, secret),
        }

    @app.post("/api/games/{game_id}/host/override", tags=["host"])
    async def override(game_id: str, body: OverrideIn, v: Host) -> JSON:
        """Submit an action for a seat (logged, with your reason, in the audit)."""
        cmd = command(Submit, body.seat, tuple(_words(body.action)), "host", body.reason)
        return await host_cmd(game_id, cmd, body.expected_version)

    @app.post("/api/games/{game_id}/host/kick", tags=["host"])
    async def kick(game_id: str, body: KickIn, v: Host) -> JSON:
        """Remove a seat's player: their link stops working and a bot plays the seat."""
        cmd = command(Kick, body.seat, body.reason)
        return await host_cmd(game_id, cmd, body.expected_version)

    @app.post("/api/games/{game_id}/host/bots", tags=["host"])
    async def bots(game_id: str, body: BotsIn, v: Host) -> JSON:
        """Let bots play seats (by default every seat nobody joined), or take them back."""

        def prep(live: LiveGame, c: Command) -> Command:
            if body.seats is None:
                return SeatBots(
                    tuple(n for n in live.game.players if n not in live.joined), body.on
                )
            return c

        cmd = command(SeatBots, None if body.seats is None else tuple(body.seats), body.on)
        applied, version = await service.command(
            game_id, cmd, expected=body.expected_version, prepare=prep
        )
        return {**applied.to_json(), "version": version}

    @app.get("/api/games/{game_id}/host/audit", tags=["host"])
    async def audit(game_id: str, v: Host) -> JSON:
        """Every host act, override, timer expiry and automatic advance, with reasons."""
        return await service.read(game_id, lambda live: {"audit": live.audit()})

    @app.get("/api/games/{game_id}/host/log", tags=["host"])
    async def command_log(game_id: str, v: Host) -> JSON:
        """The game's whole command log as stored (``voided``: undone)."""
        return await service.read(
            game_id,
            lambda live: {
                "commands": [
                    {**entry, "voided": entry["seq"] in live.voided} for entry in live.log_json()
                ]
            },
        )

    @app.get("/api/games/{game_id}/host/export", tags=["host"])
    async def export_(game_id: str, v: Host) -> JSON:
        """The game as a file: ``werewolves replay FILE`` replays it, and with ``--scenario``
        turns it into a scenario file."""
        return await service.read(game_id, export)

    @app.get("/api/games/{game_id}/host/snapshot", tags=["host"])
    async def snapshot(game_id: str, v: Host) -> JSON:
        """The engine's whole state (``Game.from_json`` restores it)."""
        return await service.read(game_id, lambda live: live.game.to_json())

    # -------------------------------------------------------------- live updates

    async def handle(v: Viewer, frame: Message_, still_valid: Callable[[LiveGame], None]) -> JSON:
        """One message a client sent on its socket, and the answer to send back."""
        msg, ref, problem = read_message(frame)
        if problem is not None:
            return problem
        assert msg is not None
        kind = msg["type"]
        if kind == "ping":
            return {"type": "pong", "id": ref}
        if kind == "auth":
            return _ws_error(ref, "bad_message", "This socket has already sent its secret.")
        if v.kind != PLAYER or v.seat is None:
            return _ws_error(ref, "not_player", "Only a player's link may do this.")

        def check(live: LiveGame, c: Command) -> Command:
            still_valid(live)
            return c

        try:
            cmd: Command
            if kind == "act":
                cmd = command(Submit, v.seat, tuple(_words(msg["action"])))
            elif kind == "say":
                cmd = command(Say, v.seat, msg["channel"], msg["text"])
            else:
                cmd = command(Ready, v.seat)
            applied, version = await service.command(v.game_id, cmd, prepare=check)
        except ServiceError as e:
            if e.code == "revoked":
                raise  # the socket closes
            out = _ws_error(ref, e.code, e.message)
            applied_ = getattr(e, "applied", None)
            if applied_ is not None and applied_.reason:
                out["error"]["reason"] = applied_.reason
            return out
        return {"type": "result", "id": ref, **applied.to_json(), "version": version}

    @app.websocket("/api/games/{game_id}/ws")
    async def socket(ws: WebSocket, game_id: str) -> None:
        """Pushes this link's new events as they happen: ``{"type": "events", "epoch",
        "cursor", "stream", "events", "reset", "game", "polls"}``. The first message from the
        client is its secret, ``{"type": "auth", "token": SECRET, "after": N, "epoch": E,
        "stream": S}`` (the last cursor, epoch and stream it got, to receive exactly what it
        missed; ``after``/``epoch`` may also be in the address); nothing is sent before it. A
        player's socket also takes commands, each answered by a ``{"type": "result", "id",
        "ok", ...}``: ``{"type": "act", "action": "vote Ann", "id": 1}``, ``{"type": "say",
        "channel", "text"}``, ``{"type": "ready"}``; and ``{"type": "ping"}`` gets ``{"type":
        "pong"}``. Close codes: 4400 a bad address, 4401 no secret first, 4403 a link that no
        longer works, 4404 no game for this secret."""
        await ws.accept()
        tasks: list[asyncio.Task[Any]] = []
        sub: Subscription | None = None
        try:
            if has_token_param(ws.scope):
                await ws.close(code=4400, reason="Send the secret in the first message.")
                return
            try:
                after_q = _query_int(ws, "after", -1, -1)
                after = -1 if after_q is None else after_q
                epoch = _query_int(ws, "epoch", None, 0)
            except ValueError as e:
                await ws.close(code=4400, reason=close_reason(str(e)))
                return
            try:
                first = await asyncio.wait_for(ws.receive(), auth_seconds)
            except TimeoutError:
                await ws.close(code=4401, reason=AUTH_FIRST)
                return
            if first["type"] == "websocket.disconnect":
                return
            auth = read_auth(first)
            if auth is None:
                await ws.close(code=4401, reason=AUTH_FIRST)
                return
            after = auth.after if auth.after is not None else after
            epoch = auth.epoch if auth.epoch is not None else epoch
            try:
                v = await service.viewer(game_id, auth.token)
            except ServiceError as e:
                code = 4403 if e.status == 403 else (4404 if e.status == 404 else 1011)
                await ws.close(code=code, reason=close_reason(e.message))
                return
            sub = service.subscribe(v)
            await serve_socket(ws, v, auth.token, sub, after, epoch, auth.stream, tasks)
        except (WebSocketDisconnect, OSError):
            pass  # the client went away, perhaps in the middle of a push
        except RuntimeError as e:
            # Starlette's word for a socket that is closed or closing ("WebSocket is not
            # connected", "... after sending 'websocket.close'"); any other is a fault here
            if isinstance(e, RecursionError) or "websocket" not in str(e).lower():
                log.exception("socket of game %s failed", game_id[:40])
        except ServiceError as e:
            with contextlib.suppress(Exception):
                await ws.send_text(
                    dumps({"type": "error", "error": {"code": e.code, "message": e.message}})
                )
                code = 4403 if e.status == 403 else 1011
                await ws.close(code=code, reason=close_reason(e.message))
        except Exception:
            log.exception("socket of game %s failed", game_id[:40])
            with contextlib.suppress(Exception):
                await ws.close(code=1011, reason="Something went wrong in the server.")
        finally:
            for t in tasks:
                t.cancel()
            for t in tasks:  # every task's end is taken, so none is left unretrieved
                with contextlib.suppress(BaseException):
                    await t
            if sub is not None:
                service.unsubscribe(sub)

    async def serve_socket(
        ws: WebSocket,
        v: Viewer,
        secret: str,
        sub: Subscription,
        after: int,
        epoch: int | None,
        stream_name: str | None,
        tasks: list[asyncio.Task[Any]],
    ) -> None:
        game_id = v.game_id
        # a seat's socket lives as long as its link: once the host gives the seat a new link
        # or kicks its player (the seat's link generation moves on), it is closed
        seat = v.seat
        generation = await service.read(
            game_id, lambda live: live.link_generation.get(seat, 0) if seat else 0
        )
        # the link is checked again now that its generation is known: a substitute or kick
        # committed while the socket was being let in moved the generation on, and would leave
        # this socket alive on the new generation with the old link (a race seen under load)
        await service.viewer(game_id, secret)

        def still_valid(live: LiveGame) -> None:
            if seat is not None and live.link_generation.get(seat, 0) != generation:
                raise Forbidden(REVOKED, "revoked")

        cursor, cur_epoch, cur_stream = after, epoch, stream_name
        first = True  # the backlog is read at the stored version; pushes as this process knows

        async def push() -> None:
            nonlocal cursor, cur_epoch, cur_stream, first

            def page(live: LiveGame) -> JSON:
                still_valid(live)
                out = events_page(live, v, cursor, cur_epoch, cur_stream)
                out["game"] = summary(live, v)
                out["polls"] = polls_for(live, stream_of(live, v))
                return out

            out = await service.read(game_id, page, check=first)
            first = False
            cursor, cur_epoch, cur_stream = out["cursor"], out["epoch"], out["stream"]
            await ws.send_text(dumps({"type": "events", **out}))

        await push()
        receiver = asyncio.create_task(ws.receive())
        tasks.append(receiver)
        while True:
            waiter = asyncio.create_task(sub.wake.wait())
            tasks.append(waiter)
            finished, _ = await asyncio.wait(
                {receiver, waiter}, return_when=asyncio.FIRST_COMPLETED
            )
            if receiver in finished:
                waiter.cancel()
                tasks.remove(waiter)
                frame = receiver.result()
                tasks.remove(receiver)
                if frame["type"] == "websocket.disconnect":
                    return
                await ws.send_text(dumps(await handle(v, frame, still_valid)))
                receiver = asyncio.create_task(ws.receive())
                tasks.append(receiver)
                continue
            tasks.remove(waiter)
            sub.wake.clear()
            await push()

    # -------------------------------------------------------------- pages (the browser app)

    from ..web import install as install_pages

    install_pages(app, RULES_VERSION)

    return app

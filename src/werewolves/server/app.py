"""The HTTP and WebSocket API of the game service (FastAPI).

Every request names its game in the path and proves who it is with the secret from its link,
sent as ``Authorization: Bearer <secret>`` (a WebSocket, which cannot set headers from a
browser, sends it as its first message); never in the address. No endpoint takes a player's
name from the client as proof of anything: a seat is known from its link only. Every error is
JSON, ``{"error": {"code", "message"}}``, with a sentence naming what was wrong; nothing is
changed by a refused request.

The routes live in ``server/routes/`` (one module-level router per audience), what they show in
``server/presenter.py``, the bodies and messages they take in ``server/models.py``. The API is
documented at ``/docs`` and ``/openapi.json``, and in ``docs/api.md``.
"""

import contextlib
import logging
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse, Response
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.routing import Match

from ..game import RULES_VERSION, SetupError, UnknownPlayer
from ..sim.setups import RolesError
from ..storage import Store
from .gate import Invalid
from .live import JSON
from .middleware import Gate, security_headers
from .models import (
    ERROR_RESPONSES,
    READABLE_SCHEMA,
    SETUP_FIELDS,
    WS_AUTH_SECONDS,
    SafeJSON,
    _field,
    _validation_text,
    error,
)
from .routes import Ctx, connection_lang, host, player, review, setup, socket, spectator
from .service import GameService, ServiceError
from .undo import MovedOn

log = logging.getLogger("werewolves.server")


def _jsonable(value: Any) -> Any:
    """A refusal's parameter as JSON holds it (a text, a number, a list of them)."""
    if isinstance(value, bool | int | float) or value is None:
        return value
    if isinstance(value, list | tuple):
        return [_jsonable(v) for v in value]
    return str(value)


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
    app.state.ctx = Ctx(service, base_url, auth_seconds)  # what the routes depend on
    app.add_middleware(Gate)

    def openapi() -> dict[str, Any]:
        """The schema, with the one definition pydantic cannot write from a model: a JSON value
        whose every text is readable (the engine's options; models.OPTIONS_SCHEMA)."""
        if app.openapi_schema is not None:
            return app.openapi_schema
        schema = FastAPI.openapi(app)  # kept by FastAPI as app.openapi_schema
        schema.setdefault("components", {}).setdefault("schemas", {})["Readable"] = READABLE_SCHEMA
        # a route that answers a file (the scenario's YAML) still refuses in JSON
        for operations in schema.get("paths", {}).values():
            for op in operations.values():
                for status, answer in op.get("responses", {}).items():
                    content = answer.get("content", {})
                    if status[:1] in "45" and "application/json" not in content:
                        answer["content"] = {"application/json": next(iter(content.values()))}
        return schema

    app.openapi = openapi  # type: ignore[method-assign]

    def methods_at(r: Request) -> list[str]:
        """Every method some route takes at this address (Starlette's 405 names only the first
        route's: ``GET`` for the notes, which take ``PUT`` too)."""
        found = []
        for method in ("GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"):
            scope = {**r.scope, "method": method}
            if any(route.matches(scope)[0] == Match.FULL for route in r.app.router.routes):
                found.append(method)
        return found

    @app.exception_handler(ServiceError)
    async def _service_error(r: Request, exc: ServiceError) -> JSONResponse:
        # ``message`` stays English; ``text`` is the sentence in the reader's language, and
        # ``key`` with ``params`` name it for a client that writes its own words
        extra: JSON = {"text": exc.words(connection_lang(r))}
        if exc.key:
            extra.update(key=exc.key, params=exc.params)
        applied = getattr(exc, "applied", None)
        if applied is not None and applied.reason:
            extra["reason"] = applied.reason
        if isinstance(exc, MovedOn):  # what came in since the host looked, to decide again
            extra["since"] = exc.since
            extra["latest"] = exc.latest
        return error(exc.status, exc.code, exc.message, **extra)

    @app.exception_handler(Invalid)
    async def _invalid_field(_r: Request, exc: Invalid) -> JSONResponse:
        return error(422, "invalid", exc.message, field=exc.field)

    @app.exception_handler(SetupError)
    async def _setup_error(r: Request, exc: SetupError) -> JSONResponse:
        field = getattr(exc, "field", None) or SETUP_FIELDS.get(exc.key or "", "setup")
        # every refusal the setup earns, each with the field it concerns (a family's rule
        # concerns the roles), for a builder to show them all at once
        problems = [
            {"message": m, "field": SETUP_FIELDS.get(k, "setup") if k else "setup.roles"}
            for k, m in exc.problems
        ]
        if problems and getattr(exc, "field", None):
            problems[0]["field"] = field
        # the first refusal in the reader's language too (``text``), with its key
        said: JSON = {"text": exc.in_language(connection_lang(r))}
        if exc.key and exc.params is not None:
            said.update(key=exc.key, params={k: _jsonable(v) for k, v in exc.params.items()})
        return error(422, "bad_setup", str(exc), field=field, problems=problems, **said)

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
    async def _http(r: Request, exc: StarletteHTTPException) -> Response:
        if exc.status_code == 405:
            allow = methods_at(r)
            if r.method == "OPTIONS":  # what this address takes (RFC 9110 9.3.7)
                return Response(status_code=204, headers={"Allow": ", ".join([*allow, "OPTIONS"])})
            exc.headers = {**(exc.headers or {}), "Allow": ", ".join(allow)}
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

    for audience in (setup, spectator, review, player, host, socket):
        app.include_router(audience.router)

    # -------------------------------------------------------------- pages (the browser app)

    from ..web import install as install_pages

    install_pages(app, RULES_VERSION)

    return app

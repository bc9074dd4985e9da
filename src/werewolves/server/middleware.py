"""What every HTTP request passes through before a route sees it, and every answer after.

:class:`Gate` (an ASGI middleware, outermost):

* a body over :data:`MAX_BODY` bytes is refused (413) before it is read whole;
* a body is read once and put through the gate of ``gate.py`` (UTF-8, JSON of bounded nesting,
  every string readable text): a refusal names the field; the route then reads the same bytes;
* a secret in the address (``?token=``) is refused on every route: a link's secret travels in
  the ``Authorization`` header, in a socket's first message or in a page's ``#fragment``, never
  where proxies, logs and browser histories keep it;
* every answer carries the security headers (:func:`security_headers`).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import parse_qsl

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from .gate import Invalid, Unreadable, check_tree, dump_bytes, parse

MAX_BODY = 64 * 1024  # bytes in one request body
# Creating a game may carry its role files (32 of at most 64 KiB each, written
# as JSON strings): that one route takes a larger body
MAX_CREATE_BODY = 3 * 1024 * 1024
CREATE_PATH = "/api/games"


def body_limit(scope: Scope) -> int:
    """The most bytes a request's body may hold."""
    if scope.get("method") == "POST" and scope.get("path") == CREATE_PATH:
        return MAX_CREATE_BODY
    return MAX_BODY
TOKEN_IN_URL = (
    "Send the secret from your link in the 'Authorization: Bearer <secret>' header (a socket: "
    "in its first message), never in the address."
)

# the pages may run only the app's own script, never inside another site's frame; the API
# docs page (/docs) loads its viewer from elsewhere and carries no secret
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
DOCS_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'"
DOCS_PATHS = ("/docs", "/redoc")


def security_headers(path: str) -> list[tuple[bytes, bytes]]:
    """The headers every answer gets: a content policy, no framing, no sniffing, no referrer
    (a page's address holds a game id), and no caching of anything but the static files (an
    answer or a page may carry a secret)."""
    docs = path.startswith(DOCS_PATHS)
    out = [
        (b"content-security-policy", (DOCS_CSP if docs else CSP).encode()),
        (b"x-content-type-options", b"nosniff"),
        (b"referrer-policy", b"no-referrer"),
        (b"x-frame-options", b"DENY"),
    ]
    if not path.startswith("/static/"):
        out.append((b"cache-control", b"no-store"))
    return out


def has_token_param(scope: Scope) -> bool:
    query = bytes(scope.get("query_string", b"")).lower()
    if b"token" not in query and b"%" not in query:
        return False
    try:
        pairs = parse_qsl(query.decode("latin-1"), keep_blank_values=True)
    except ValueError:
        return False
    return any(k.strip().lower() in ("token", "access_token") for k, _v in pairs)


class Gate:
    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        path = scope.get("path", "")
        extra = security_headers(path)

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                names = {k.lower() for k, _v in message.get("headers", [])}
                message = dict(message)
                message["headers"] = [
                    *message.get("headers", []),
                    *((k, v) for k, v in extra if k not in names),
                ]
            await send(message)

        if has_token_param(scope):
            await _answer(send_with_headers, 400, "token_in_url", TOKEN_IN_URL)
            return
        limit = body_limit(scope)
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    too_big = int(value) > limit
                except ValueError:
                    too_big = True
                if too_big:
                    await _too_large(send_with_headers, limit)
                    return
        if scope.get("method") not in ("POST", "PUT", "PATCH", "DELETE"):
            await self.app(scope, receive, send_with_headers)
            return
        # read the body whole (it is small), put it through the gate, then hand it on
        chunks: list[bytes] = []
        seen = 0
        while True:
            msg = await receive()
            if msg["type"] == "http.disconnect":
                return
            chunk = msg.get("body", b"")
            seen += len(chunk)
            if seen > limit:
                await _too_large(send_with_headers, limit)
                return
            chunks.append(chunk)
            if not msg.get("more_body"):
                break
        body = b"".join(chunks)
        if body.strip():
            # every body that is JSON goes through the gate whatever its declared type (a route
            # may read it as JSON though the type is spelt oddly); one that is not JSON is
            # refused here when declared JSON, else by the route, which cannot read it
            try:
                check_tree(parse(body))
            except Unreadable as e:
                if _is_json(scope):
                    status, code = (400, "http") if "UTF-8" in e.message else (422, "invalid")
                    await _answer(send_with_headers, status, code, e.message, field="body")
                    return
            except Invalid as e:
                await _answer(send_with_headers, 422, "invalid", e.message, field=e.field)
                return
        given = False

        async def replay() -> Message:
            nonlocal given
            if not given:
                given = True
                return {"type": "http.request", "body": body, "more_body": False}
            return await receive()

        await self.app(scope, replay, send_with_headers)


def _is_json(scope: Scope) -> bool:
    """Whether the route will read the body as JSON (as FastAPI does: no content type, or a
    JSON one); any other body is refused by the route itself, unread."""
    for name, value in scope.get("headers", []):
        if name == b"content-type":
            kind = bytes(value).decode("latin-1").split(";", 1)[0].strip().lower()
            return kind == "application/json" or kind.endswith("+json")
    return True


async def _too_large(send: Send, limit: int = MAX_BODY) -> None:
    await _answer(send, 413, "too_large", f"A request body may be at most {limit} bytes.")


async def _answer(send: Send, status: int, code: str, message: str, **extra: Any) -> None:
    body = dump_bytes({"error": {"code": code, "message": message, **extra}})
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})

"""Connection limits and read timeouts for ``werewolves serve`` (S9).

uvicorn reads a request for as long as a client cares to send it and keeps as many connections
as the process has file descriptors: a few hundred clients that open connections and send
nothing (or one header line a minute) take the service off the air. Here its HTTP and
WebSocket protocols are given, through their own subclass hooks:

* a limit on open connections in all (``max_connections``) and from one client address
  (``max_per_client``); a connection beyond either gets a short 503 and is closed at once;
* a read timeout: a request's headers must arrive within ``header_timeout`` seconds of its
  first byte (or of the connection), its body within ``body_timeout`` more; else 408 and close.
  A socket that has not sent its secret within ``WS_AUTH_SECONDS`` is closed by the app.
* a text frame that is not UTF-8 closes its socket with 1007, quietly (uvicorn logs a
  traceback for each).

The defaults admit the load benchmark's 3,500 sockets from one loopback address
(``bench/load.py``); docs/hosting.md says how to set them for a server on the internet.
"""

from __future__ import annotations

import asyncio
import logging
import resource
from dataclasses import dataclass, field
from typing import Any

from .gate import dump_bytes
from .middleware import security_headers

log = logging.getLogger("werewolves.server")

DEFAULT_MAX_CONNECTIONS = 8192
DEFAULT_MAX_PER_CLIENT = 4096
DEFAULT_HEADER_TIMEOUT = 10.0
DEFAULT_BODY_TIMEOUT = 30.0
RESERVED_FILES = 64  # descriptors kept for the database, logs and the process itself


@dataclass
class Limits:
    """The limits, and the connections counted against them (one event loop: no locks)."""

    max_connections: int = DEFAULT_MAX_CONNECTIONS
    max_per_client: int = DEFAULT_MAX_PER_CLIENT
    header_timeout: float = DEFAULT_HEADER_TIMEOUT
    body_timeout: float = DEFAULT_BODY_TIMEOUT
    open: dict[Any, str] = field(default_factory=dict)  # transport -> client address
    per_client: dict[str, int] = field(default_factory=dict)
    refused: int = 0

    def admit(self, transport: Any, client: str) -> bool:
        if len(self.open) >= self.max_connections or (
            self.per_client.get(client, 0) >= self.max_per_client
        ):
            self.refused += 1
            return False
        self.open[transport] = client
        self.per_client[client] = self.per_client.get(client, 0) + 1
        return True

    def release(self, transport: Any) -> None:
        client = self.open.pop(transport, None)
        if client is None:
            return
        left = self.per_client.get(client, 1) - 1
        if left > 0:
            self.per_client[client] = left
        else:
            self.per_client.pop(client, None)


def raise_file_limit(wanted: int) -> int:
    """Raise this process's open-file limit towards ``wanted`` (up to the hard limit) and
    return how many connections it leaves room for."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted + RESERVED_FILES
    if hard != resource.RLIM_INFINITY:
        target = min(target, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
            soft = target
        except (ValueError, OSError):
            pass
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, soft - RESERVED_FILES))


def _answer(status: int, phrase: str, message: str) -> bytes:
    code = "unavailable" if status == 503 else "timeout"
    body = dump_bytes({"error": {"code": code, "message": message}})
    headers = b"".join(k + b": " + v + b"\r\n" for k, v in security_headers("/"))
    head = (
        f"HTTP/1.1 {status} {phrase}\r\ncontent-type: application/json\r\n"
        f"content-length: {len(body)}\r\nconnection: close\r\n"
    ).encode()
    return head + headers + b"\r\n" + body


BUSY = _answer(503, "Service Unavailable", "The server has too many connections open: retry.")
SLOW = _answer(408, "Request Timeout", "The request took too long to arrive.")


def protocols(limits: Limits) -> tuple[type[asyncio.Protocol], type[asyncio.Protocol]]:
    """uvicorn's HTTP and WebSocket protocols, counting connections against ``limits`` and
    timing reads out."""
    from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol
    from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol

    class GuardedHttp(HttpToolsProtocol):
        _timer: asyncio.TimerHandle | None = None
        _counted = False
        _upgraded = False

        def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
            super().connection_made(transport)
            client = self.client[0] if self.client else "?"
            if not limits.admit(transport, client):
                transport.write(BUSY)
                transport.close()
                return
            self._counted = True
            self._arm(limits.header_timeout)

        def _arm(self, seconds: float) -> None:
            self._disarm()
            self._timer = self.loop.call_later(seconds, self._too_slow)

        def _disarm(self) -> None:
            if self._timer is not None:
                self._timer.cancel()
                self._timer = None

        def _too_slow(self) -> None:
            self._timer = None
            if self.transport is None or self.transport.is_closing():
                return
            cycle = self.cycle
            if cycle is not None and not cycle.more_body and not cycle.response_complete:
                # the request is in and its answer still being written (a request pipelined
                # behind it is what is slow): look again later, never cut an answer
                self._arm(limits.header_timeout)
                return
            self.transport.write(SLOW)
            self.transport.close()

        def on_message_begin(self) -> None:
            super().on_message_begin()
            self._arm(limits.header_timeout)  # the next request on a kept-alive connection

        def on_headers_complete(self) -> None:
            self._arm(limits.body_timeout)
            super().on_headers_complete()

        def on_message_complete(self) -> None:
            self._disarm()  # the request is in: how long the answer takes is the app's
            super().on_message_complete()

        def on_response_complete(self) -> None:
            super().on_response_complete()
            # between requests on a kept-alive connection the next one's headers are due
            # within the header timeout too: uvicorn's own keep-alive timer is cancelled by any
            # byte, and llhttp skips blank lines without starting a request, so a client that
            # sent one every few seconds would otherwise hold its connection for ever
            if self.transport is not None and not self.transport.is_closing():
                self._arm(limits.header_timeout)

        def handle_websocket_upgrade(self) -> None:
            self._disarm()
            self._upgraded = True  # the socket's protocol releases the connection
            super().handle_websocket_upgrade()

        def connection_lost(self, exc: Exception | None) -> None:
            self._disarm()
            if self._counted and not self._upgraded:
                limits.release(self.transport)
            super().connection_lost(exc)

    class GuardedWebSocket(WebSocketsSansIOProtocol):
        def connection_lost(self, exc: Exception | None) -> None:
            limits.release(self.transport)
            super().connection_lost(exc)

        def send_receive_event_to_app(self) -> None:
            if self.curr_msg_data_type == "text" and not self.close_sent:
                try:
                    b"".join(self.frames).decode("utf-8")
                except UnicodeDecodeError:
                    # RFC 6455: a text message that is not UTF-8 fails the connection (1007)
                    self.frames = []
                    self.conn.send_close(1007, "A text message must be UTF-8.")
                    self.handle_parser_exception()
                    return
            super().send_receive_event_to_app()

    return GuardedHttp, GuardedWebSocket

"""Issue 16, S9 and the socket frames: a real ``werewolves serve`` with its connection limits
and read timeouts (server/limits.py). 1,100 idle connections used to take the service down
at a 1,024 open-file limit; a text frame that is not UTF-8 logged a traceback."""

from __future__ import annotations

import base64
import json
import os
import socket
import struct
import time
from collections.abc import Iterator
from pathlib import Path

import httpx2
import pytest
from live_server import ServerProcess

LIMITS = ["--max-connections", "120", "--max-connections-per-client", "40", "--header-timeout", "1"]


@pytest.fixture
def limited(tmp_path: Path) -> Iterator[ServerProcess]:
    srv = ServerProcess(f"sqlite:///{tmp_path / 'g.sqlite3'}", tmp_path / "server.log", LIMITS)
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def _connect(port: int, source: str = "127.0.0.1") -> socket.socket:
    return socket.create_connection(("127.0.0.1", port), timeout=5, source_address=(source, 0))


def _health(port: int, source: str = "127.0.0.1") -> bytes:
    with _connect(port, source) as s:
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        return s.recv(200)


def _answer(s: socket.socket, wait: float) -> bytes:
    """What the server wrote before closing (b"" when it closed without a word)."""
    s.settimeout(wait)
    try:
        return s.recv(300)
    except TimeoutError:
        return b"<still open>"
    except ConnectionResetError:
        return b""


def test_idle_connections_beyond_the_limits_are_refused_and_timed_out(
    limited: ServerProcess,
) -> None:
    port = limited.port
    idle = [_connect(port) for _ in range(40)]  # one address's whole allowance, saying nothing
    time.sleep(0.2)
    with _connect(port) as extra:  # the 41st from the same address: refused at once
        assert _answer(extra, 2).startswith(b"HTTP/1.1 503")
    assert _health(port, "127.0.0.2").startswith(b"HTTP/1.1 200")  # another address: served
    # the idle ones are closed once the header timeout (1 s) passes, with a 408
    answers = [_answer(s, 3) for s in idle]
    assert all(a.startswith(b"HTTP/1.1 408") or a == b"" for a in answers), answers[:3]
    for s in idle:
        s.close()
    time.sleep(0.2)
    assert _health(port).startswith(b"HTTP/1.1 200")  # the address is let in again
    # in all: 120 connections from three addresses, then the next is refused
    crowd = [_connect(port, f"127.0.0.{3 + i // 40}") for i in range(120)]
    time.sleep(0.2)
    with _connect(port, "127.0.0.9") as extra:
        assert _answer(extra, 2).startswith(b"HTTP/1.1 503")
    for s in crowd:
        s.close()


def test_a_request_that_arrives_too_slowly_is_cut_off(limited: ServerProcess) -> None:
    with _connect(limited.port) as s:
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: t\r\n")  # and the rest never comes
        assert _answer(s, 4).startswith(b"HTTP/1.1 408")
    with _connect(limited.port) as s:  # headers in time, the body never
        s.sendall(
            b"POST /api/games HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\n"
            b"Content-Length: 100\r\n\r\n{"
        )
        assert _answer(s, 6).startswith(b"HTTP/1.1 408")
    assert _health(limited.port).startswith(b"HTTP/1.1 200")


def _frame(opcode: int, payload: bytes) -> bytes:
    mask = os.urandom(4)
    head = bytes([0x80 | opcode])
    n = len(payload)
    head += bytes([0x80 | n]) if n < 126 else bytes([0x80 | 126]) + struct.pack(">H", n)
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


def test_a_text_frame_that_is_not_utf8_closes_its_socket_quietly(
    limited: ServerProcess,
) -> None:
    base = limited.url
    made = httpx2.post(
        base + "/api/games",
        json={"setup": {"players": [["Ann", "Wolf"], ["Bob", "Citizen"], ["Cid", "Citizen"]]}},
        timeout=10,
    ).json()
    gid, token = made["game"], made["seats"][1]["token"]
    with _connect(limited.port) as s:
        key = base64.b64encode(os.urandom(16)).decode()
        s.sendall(
            f"GET /api/games/{gid}/ws HTTP/1.1\r\nHost: t\r\nUpgrade: websocket\r\n"
            f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\n"
            "Sec-WebSocket-Version: 13\r\n\r\n".encode()
        )
        assert s.recv(200).startswith(b"HTTP/1.1 101")
        s.sendall(_frame(1, json.dumps({"type": "auth", "token": token}).encode()))
        time.sleep(0.3)
        s.recv(65536)  # the events page
        s.sendall(_frame(1, b'{"type": "ping", "x": "\xff\xfe"}'))
        closing = _answer(s, 3)
        assert closing[:1] == b"\x88" and struct.unpack(">H", closing[2:4])[0] == 1007
    log = limited.log.read_text()
    assert "Traceback" not in log and "ERROR" not in log, log[-2000:]
    # the server goes on
    assert (
        httpx2.get(
            base + f"/api/games/{gid}", timeout=5, headers={"Authorization": f"Bearer {token}"}
        ).status_code
        == 200
    )


def test_blank_lines_between_requests_do_not_keep_a_connection_open(
    limited: ServerProcess,
) -> None:
    """Found in review: after one answer, uvicorn's keep-alive timer is cancelled by any byte
    and llhttp skips blank lines without starting a request, so a client sending CRLF every
    few seconds held its connection (and its share of the limit) for ever."""
    with _connect(limited.port) as s:
        s.sendall(b"GET /api/health HTTP/1.1\r\nHost: t\r\n\r\n")
        assert s.recv(4096).startswith(b"HTTP/1.1 200")
        closed = False
        for _ in range(8):  # 4 s of blank lines against a 1 s header timeout
            try:
                s.sendall(b"\r\n")
            except OSError:
                closed = True
                break
            heard = _answer(s, 0.5)
            if heard == b"" or heard.startswith(b"HTTP/1.1 408"):
                closed = True
                break
        assert closed, "a connection fed blank lines stayed open"

"""A real ``werewolves serve`` process for the tests that need one: started on a free port,
waited for, and stopped by its pid."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest

ENTRY = "from werewolves.cli import main; main()"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class ServerProcess:
    def __init__(self, db: str, log: Path, extra: list[str] | None = None) -> None:
        self.db = db
        self.extra = list(extra or [])
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.log = log
        self.proc: subprocess.Popen[bytes] | None = None

    def start(self, timeout: float = 120.0) -> None:
        # (a guard against a server that never answers, not a measure: a loaded 2-core machine
        # running two test workers may take a while to import the app)
        out = self.log.open("ab")
        self.proc = subprocess.Popen(
            [
                sys.executable,
                "-c",
                ENTRY,
                "serve",
                "--port",
                str(self.port),
                "--db",
                self.db,
                *self.extra,
            ],
            stdout=out,
            stderr=subprocess.STDOUT,
            env={**os.environ, "PYTHONUNBUFFERED": "1"},
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.proc.poll() is not None:
                raise RuntimeError(f"the server exited: {self.log.read_text()[-2000:]}")
            try:
                if httpx2.get(self.url + "/api/health", timeout=1).status_code == 200:
                    return
            except httpx2.HTTPError:
                time.sleep(0.1)
        self.stop()
        raise RuntimeError("the server did not start in time")

    def stop(self, sig: int = signal.SIGTERM) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.kill(self.proc.pid, sig)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                os.kill(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)
        self.proc = None


@pytest.fixture
def server(tmp_path: Path) -> Iterator[ServerProcess]:
    """A real server on a fresh SQLite file, stopped by its pid afterwards."""
    srv = ServerProcess(f"sqlite:///{tmp_path / 'games.sqlite3'}", tmp_path / "server.log")
    srv.start()
    try:
        yield srv
    finally:
        srv.stop()


def post_as(server: ServerProcess, made: Any, path: str, who: str, **body: Any) -> Any:
    """POST ``body`` to the game ``made`` (as ``POST /api/games`` answered) at ``path``, with
    the host's link (``who="host"``) or the seat ``who``'s; the answer's JSON, which must be a
    200: the browser tests' one way of moving a game on from outside the page."""
    token = (
        made["host"]["token"]
        if who == "host"
        else next(s["token"] for s in made["seats"] if s["name"] == who)
    )
    r = httpx2.post(
        f"{server.url}/api/games/{made['game']}{path}",
        headers={"Authorization": f"Bearer {token}"},
        json=body or None,
        timeout=10,
    )
    assert r.status_code == 200, r.text
    return r.json()

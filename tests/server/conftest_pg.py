"""A PostgreSQL server for the tests, owned by the test session (no pytest plugin needed).

``pg_server`` starts a throwaway PostgreSQL 15 cluster once per session: ``initdb`` and
``pg_ctl`` in a fresh folder under /tmp, on a free port of 127.0.0.1, with fsync off (nothing in
it has to survive a power cut). PostgreSQL refuses to run as root, and CI runs as root, so then
both run as the ``postgres`` user through ``runuser -u postgres --`` (the folder is given to that
user). At the end the postmaster is stopped by its pid and the folder removed.

``WEREWOLF_TEST_PG_URL`` (an SQLAlchemy URL such as
``postgresql+psycopg://user:password@127.0.0.1:5432/postgres``, of a role that may create
databases) uses that server instead of starting one. Without either, the tests that need
PostgreSQL are skipped with the reason, except in CI (``CI`` set), where a missing PostgreSQL
is a failure: there the suite must run on both back ends.

``pg_database`` is a fresh, empty database on that server per test (dropped afterwards), as the
SQLAlchemy URL ``werewolves serve --db`` takes.

Import the fixtures into a test module (``from conftest_pg import pg_database, pg_server``).
"""

from __future__ import annotations

import contextlib
import os
import secrets
import shutil
import signal
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from sqlalchemy.engine import make_url

PG_BIN = Path("/usr/lib/postgresql/15/bin")
ENV_URL = "WEREWOLF_TEST_PG_URL"


@dataclass(frozen=True)
class PgServer:
    """A running PostgreSQL server: ``url`` is the SQLAlchemy URL of its maintenance database,
    as a role that may create databases."""

    url: str

    def url_for(self, database: str) -> str:
        return make_url(self.url).set(database=database).render_as_string(hide_password=False)

    def conninfo(self) -> str:
        """The URL for psycopg itself (no SQLAlchemy driver name)."""
        return make_url(self.url).set(drivername="postgresql").render_as_string(hide_password=False)


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_postgres(argv: list[str]) -> list[str]:
    """``argv`` as the postgres user when we are root (pg_ctl and initdb refuse root)."""
    if os.geteuid() == 0:
        return ["runuser", "-u", "postgres", "--", *argv]
    return argv


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(f"PostgreSQL is needed in CI: {reason}", pytrace=False)
    pytest.skip(reason)


def _pid_alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # it exists, as another user
        return True
    return True


def _stop_postmaster(pid: int) -> None:
    """Fast shutdown (SIGINT: clients are disconnected), then SIGKILL if it hangs."""
    with contextlib.suppress(ProcessLookupError):
        os.kill(pid, signal.SIGINT)
    deadline = time.monotonic() + 15
    while _pid_alive(pid) and time.monotonic() < deadline:
        time.sleep(0.05)
    if _pid_alive(pid):
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    override = os.environ.get(ENV_URL)
    if override:
        yield PgServer(override)
        return
    initdb, pg_ctl = PG_BIN / "initdb", PG_BIN / "pg_ctl"
    if not initdb.exists():
        _unavailable(
            f"PostgreSQL 15 is not installed ({initdb} is missing): "
            f"apt-get install postgresql, or set {ENV_URL}"
        )
    if os.geteuid() == 0 and shutil.which("runuser") is None:
        _unavailable("running as root, and runuser is missing to start PostgreSQL as postgres")
    # not pytest's tmp_path: that lives under a folder only its owner may enter
    root = Path(tempfile.mkdtemp(prefix="werewolves-pg-", dir="/tmp"))
    data, logfile = root / "data", root / "server.log"
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    pid: int | None = None
    try:
        init = [str(initdb), "-D", str(data), "-U", "postgres", "-A", "trust", "-E", "UTF8"]
        subprocess.run(
            _as_postgres([*init, "--no-sync"]),
            cwd=root,
            check=True,
            capture_output=True,
            timeout=120,
        )
        port = free_port()
        options = (
            f"-c listen_addresses=127.0.0.1 -p {port} -k {root} -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        ctl = [str(pg_ctl), "-D", str(data), "-l", str(logfile), "-w", "-t", "60"]
        started = subprocess.run(
            _as_postgres([*ctl, "-o", options, "start"]),
            cwd=root,
            capture_output=True,
            timeout=90,
        )
        pidfile = data / "postmaster.pid"
        if pidfile.exists():
            pid = int(pidfile.read_text().split()[0])
        if started.returncode != 0:
            log = logfile.read_text(errors="replace") if logfile.exists() else ""
            raise RuntimeError(
                f"pg_ctl start failed ({started.returncode}): "
                f"{started.stderr.decode(errors='replace')}\n{log}"
            )
        yield PgServer(f"postgresql+psycopg://postgres@127.0.0.1:{port}/postgres")
    except subprocess.CalledProcessError as e:
        raise RuntimeError(
            f"{e.cmd[0] if e.cmd else 'initdb'} failed: {e.stderr.decode(errors='replace')}"
        ) from None
    finally:
        if pid is None and (data / "postmaster.pid").exists():
            with contextlib.suppress(ValueError, OSError):
                pid = int((data / "postmaster.pid").read_text().split()[0])
        if pid is not None:
            _stop_postmaster(pid)
        shutil.rmtree(root, ignore_errors=True)


@pytest.fixture
def pg_database(pg_server: PgServer) -> Iterator[str]:
    """A new empty database on the session's server, as an SQLAlchemy URL."""
    import psycopg

    name = f"ww_test_{secrets.token_hex(6)}"
    with psycopg.connect(pg_server.conninfo(), autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')
    try:
        yield pg_server.url_for(name)
    finally:
        with psycopg.connect(pg_server.conninfo(), autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

"""Issue 22 item 1: ``werewolves discord`` — the token from the environment only, a child
``werewolves serve`` when no service is given (stopped by its pid), and discord.py pointed at
another Discord by two settings (here: the fake)."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from adapter_harness import fake_in_a_thread
from fake_discord import FakeDiscord
from typer.testing import CliRunner

from werewolves.cli import app

ENTRY = "from werewolves.cli import main; main()"


def test_discord_command_needs_the_token_in_the_environment() -> None:
    r = CliRunner().invoke(app, ["discord"], env={"WEREWOLVES_DISCORD_TOKEN": ""})
    assert r.exit_code == 2
    assert "WEREWOLVES_DISCORD_TOKEN" in r.output and "never on the command line" in r.output
    # there is no flag that takes the token
    r = CliRunner().invoke(app, ["discord", "--token", "x"], env={"WEREWOLVES_DISCORD_TOKEN": ""})
    assert r.exit_code != 0 and "No such option" in r.output


@pytest.fixture
def fake() -> Iterator[FakeDiscord]:
    for f, _call in fake_in_a_thread(FakeDiscord()):
        yield f


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    try:  # a zombie of ours is gone too
        return not os.waitpid(pid, os.WNOHANG)[0]
    except ChildProcessError:
        return True


def test_discord_command_starts_a_service_connects_and_stops_both(
    fake: FakeDiscord, tmp_path: Path
) -> None:
    env = {
        **os.environ,
        "WEREWOLVES_DISCORD_TOKEN": "fake-token",
        "WEREWOLVES_DISCORD_API": fake.api,
        "WEREWOLVES_DISCORD_GATEWAY": fake.gateway,
        "WEREWOLVES_DB": f"sqlite:///{tmp_path / 'games.sqlite3'}",
        "PYTHONUNBUFFERED": "1",
    }
    log = (tmp_path / "adapter.log").open("wb")
    proc = subprocess.Popen(
        [sys.executable, "-c", ENTRY, "discord", "--store", str(tmp_path / "a.sqlite3")],
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
    )
    try:
        deadline = time.monotonic() + 60
        while fake.identified == 0 and time.monotonic() < deadline and proc.poll() is None:
            time.sleep(0.1)
        text = (tmp_path / "adapter.log").read_text()
        assert fake.identified == 1, text
        found = re.search(r"started the game service at (\S+) \(pid (\d+)\)", text)
        assert found, text
        child = int(found.group(2))
        assert alive(child)
        os.kill(proc.pid, signal.SIGTERM)
        assert proc.wait(30) == 0, (tmp_path / "adapter.log").read_text()
        assert "stopped the game service" in (tmp_path / "adapter.log").read_text()
        assert not alive(child)
        # the adapter's credential was issued by the service and kept in its own store
        import sqlite3

        with sqlite3.connect(tmp_path / "a.sqlite3") as db:
            (cred,) = db.execute("select value from meta where key = 'credential'").fetchone()
        assert len(cred) >= 32
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            proc.wait(10)

"""Issue 22 item 5: a game started from Discord's lobby through the fake, the adapter killed
with SIGKILL while the game goes on, and restarted: no event is lost or told twice."""

from __future__ import annotations

import os
import signal
import sqlite3
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx2
import pytest
from adapter_harness import fake_in_a_thread, until
from fake_discord import FakeDiscord

from werewolves.discord.service import ChildService, start_child_service

ENTRY = "from werewolves.cli import main; main()"
NAMES = {10: "Host", 11: "Ann", 12: "Bob", 13: "Cid", 14: "Dan", 15: "Eve"}


@pytest.fixture
def fake() -> Iterator[tuple[FakeDiscord, Any]]:
    yield from fake_in_a_thread(FakeDiscord(names=dict(NAMES)))


@pytest.fixture
def service(tmp_path: Path) -> Iterator[ChildService]:
    child = start_child_service(f"sqlite:///{tmp_path / 'games.sqlite3'}")
    try:
        yield child
    finally:
        child.stop()


def test_discord_adapter_killed_mid_game_tells_every_event_once(
    fake: tuple[FakeDiscord, Any], service: ChildService, tmp_path: Path
) -> None:
    discord_, call = fake
    env = {
        **os.environ,
        "WEREWOLVES_DISCORD_TOKEN": "fake-token",
        "WEREWOLVES_DISCORD_API": discord_.api,
        "WEREWOLVES_DISCORD_GATEWAY": discord_.gateway,
        "PYTHONUNBUFFERED": "1",
    }
    store = tmp_path / "adapter.sqlite3"
    args = [
        sys.executable,
        "-c",
        ENTRY,
        "discord",
        "--service-url",
        service.url,
        "--store",
        str(store),
        "--guild",
        str(discord_.guild_id),
    ]
    log = (tmp_path / "adapter.log").open("ab")

    def start() -> subprocess.Popen[bytes]:
        return subprocess.Popen(args, env=env, stdout=log, stderr=subprocess.STDOUT)

    general = call(discord_.create_text_channel("general"))
    proc = start()
    try:
        until(lambda: discord_.commands and discord_.ready.is_set(), 90, "the adapter ready")
        time.sleep(0.5)  # READY and the guild reach discord.py's state
        call(discord_.interact("lobby", {"label": "crash"}, member=10, channel=general))
        until(lambda: discord_.messages.get(general), 30, "the lobby")
        lobby = discord_.messages[general][0]

        def noted() -> bool:  # the adapter noted its lobby (it learns the message's id last)
            with sqlite3.connect(store) as db:
                return db.execute("select count(*) from lobbies").fetchone()[0] == 1

        until(noted, 30, "the lobby noted")
        for member in (11, 12, 13, 14, 15):  # one after another, as people press
            tok = call(discord_.press("werewolves:join", member=member, message=lobby))
            until(lambda: tok in discord_.answers, 30, "the join answered")  # noqa: B023
        until(lambda: "Players (5)" in lobby["content"], 30, "five players")
        call(discord_.press("werewolves:start", member=10, message=lobby))
        until(lambda: "has begun" in lobby["content"], 60, "the game to begin")
        with sqlite3.connect(store) as db:
            (cred,) = db.execute("select value from meta where key = 'credential'").fetchone()
            (game,) = db.execute("select game_id from games").fetchone()
            town = db.execute("select channel_id from channels where key = 'town'").fetchone()[0]
        host = {"Authorization": f"Bearer {cred}", "Werewolves-As": "host"}
        base = f"{service.url}/api/games/{game}"
        until(
            lambda: any("Day 0 begins" in m["content"] for m in discord_.messages.get(town, [])),
            30,
            "Day 0 told",
        )
        # the adapter dies; the game goes on without it
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(10)
        assert httpx2.post(f"{base}/host/advance", headers=host).status_code == 200
        assert httpx2.post(f"{base}/host/advance", headers=host).status_code == 200
        proc = start()

        def told() -> list[str]:
            return [m["content"] for m in discord_.messages.get(town, [])]

        until(lambda: any("Day 1 begins" in t for t in told()), 90, "Day 1 told after restart")
        # with the adapter running, a phase is told from the socket's push by itself (the
        # polling round is 5 seconds away)
        time.sleep(1.0)
        assert httpx2.post(f"{base}/host/advance", headers=host).status_code == 200
        until(lambda: any("Night 2 begins" in t for t in told()), 30, "Night 2 told")
        time.sleep(1.5)  # a round more of the adapter's polling: nothing more may come
        lines = [ln for t in told() for ln in t.split("\n")]
        for phase in ("Day 0", "Night 1", "Day 1", "Night 2"):
            assert sum(1 for ln in lines if ln.startswith(f"**{phase} begins.**")) == 1, lines
        assert len(lines) == len(set(lines)), lines  # no line told twice
        nonces = [m["nonce"] for ms in discord_.messages.values() for m in ms if m["nonce"]]
        assert len(nonces) == len(set(nonces))
        # the adapter listened on the game's socket (its pushes ring the adapter's doorbell)
        said = (tmp_path / "adapter.log").read_text()
        assert f"listening to the socket of game {game}" in said
        assert f"rendered a push of game {game} by itself" in said
    finally:
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGTERM)
            try:
                proc.wait(30)
            except subprocess.TimeoutExpired:
                os.kill(proc.pid, signal.SIGKILL)
                proc.wait(10)

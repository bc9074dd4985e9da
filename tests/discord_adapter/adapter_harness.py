"""The adapter's test kit: a short game played through the service's API as the adapter plays
it (its credential, one seat at a time: the host's stream, each seat's view, the summary), the
fake Discord with a service and the real adapter started and stopped in one place
(:func:`adapter_on_fake`), and the waits the tests share (:func:`wait_for`, :func:`until`)."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import functools
import threading
import time
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx2
from fake_discord import FakeDiscord
from fastapi.testclient import TestClient

from werewolves.discord.bot import Adapter, point_at
from werewolves.discord.service import ServiceClient
from werewolves.discord.store import AdapterStore
from werewolves.server.app import create_app
from werewolves.storage import Store

PLAYERS = [
    ["Ann", "Wolf"],
    ["Bob", "Citizen"],
    ["Cid", "Fortune Teller"],
    ["Dan", "Citizen"],
    ["Eve", "Wolf"],
]


@dataclass
class Played:
    game: str
    summary: dict[str, Any]
    views: dict[str, dict[str, Any]]  # seat name -> its view
    host_page: dict[str, Any]  # the host's whole stream
    why: dict[str, list[str]]  # the dead, as the host may know why
    host_view: dict[str, Any] = field(default_factory=dict)  # the grimoire


def as_(cred: str, acting: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {cred}", "Werewolves-As": acting}


def play(*, lynch: bool = True) -> Played:
    """The game played once per test run (its own copy for each caller)."""
    return copy.deepcopy(_played(lynch))


@functools.cache
def _played(lynch: bool) -> Played:
    with TestClient(create_app(Store("sqlite://"), background=False)) as c:
        cred = c.post("/api/adapters").json()["token"]
        body = {"setup": {"players": PLAYERS}, "seed": 3, "settings": {"automation": "manual"}}
        made = c.post("/api/games", json=body, headers=as_(cred, "host")).json()
        gid = made["game"]
        seat = {s["name"]: s["seat"] for s in made["seats"]}
        host = as_(cred, "host")

        def act(who: str, action: str) -> None:
            r = c.post(
                f"/api/games/{gid}/act",
                headers=as_(cred, f"seat {seat[who]}"),
                json={"action": action},
            )
            assert r.status_code == 200, r.text

        c.post(f"/api/games/{gid}/host/advance", headers=host)
        act("Ann", "attack Bob")
        act("Cid", "investigate Ann")
        c.post(
            f"/api/games/{gid}/say",
            headers=as_(cred, f"seat {seat['Ann']}"),
            json={"channel": "wolfpack", "text": "Bob tonight"},
        )
        c.post(f"/api/games/{gid}/host/advance", headers=host)
        if lynch:
            for who in ("Ann", "Cid", "Dan", "Eve"):
                act(who, "vote Dan")
            c.post(f"/api/games/{gid}/host/advance", headers=host)
        views = {
            n: c.get(f"/api/games/{gid}/view", headers=as_(cred, f"seat {i}")).json()["view"]
            for n, i in seat.items()
        }
        summary = c.get(f"/api/games/{gid}", headers=host).json()
        page = c.get(f"/api/games/{gid}/events?after=-1", headers=host).json()
        why = {
            s["name"]: c.get(f"/api/games/{gid}/why/{s['name']}", headers=host).json()["lines"]
            for s in summary["seats"]
            if not s["alive"]
        }
        grimoire = c.get(f"/api/games/{gid}/view", headers=host).json()["view"]
        return Played(gid, summary, views, page, why, grimoire)


# ------------------------------------------------------------------------ the adapter on the fake

MEMBERS = {"Ann": 11, "Bob": 12, "Cid": 13, "Dan": 14, "Eve": 15}  # seat -> Discord member


async def wait_for(check: Any, seconds: float = 90.0) -> None:
    """Wait (on the running loop) until ``check()`` holds: as long as a busy machine needs,
    since the checks are of order, never of speed."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)


def until(check: Any, seconds: float = 60.0, what: str = "") -> None:
    """The same, for a test that drives a process of its own from a thread (no loop)."""
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        time.sleep(0.1)


@dataclass
class Rig:
    """The fake Discord, the service (in this process), the adapter's store and the adapter,
    started and logged in (``adapter_on_fake``)."""

    fake: FakeDiscord
    service: ServiceClient
    store: AdapterStore
    bot: Adapter
    app: Any = None  # the service's app (``app.state.service.tick()`` ends phases due)

    def said(self, channel: int) -> list[str]:
        """What a channel of the fake holds, in order (each message's content)."""
        return [str(m["content"]) for m in self.fake.messages.get(channel, [])]

    async def tick(self) -> None:
        """The service's timer loop, once: phases whose deadline has passed end."""
        await self.app.state.service.tick()

    def channels(self, game_id: str) -> dict[str, int]:
        """The game's channels by the plan's key (``town``, ``seat:Ann`` …)."""
        return {k: c.channel_id for k, c in self.store.channels(game_id).items()}


@contextlib.asynccontextmanager
async def adapter_on_fake(
    tmp_path: Path,
    *,
    names: dict[int, str] | None = None,
    store_path: Path | None = None,
    guild: dict[str, Any] | None = None,
    fake_clock: bool = False,
    **adapter: Any,
) -> AsyncIterator[Rig]:
    """The fake Discord, a service in this process, the adapter's store and the real
    discord.py adapter logged in to the fake (polling every 0.05 s unless told otherwise);
    all stopped again, in the reverse order, however the test ends. With ``fake_clock`` the
    service and the adapter both read the fake's clock (``fake.now``, moved by
    ``fake.advance``): a test ends phases on their deadlines with ``rig.tick()``."""
    fake = FakeDiscord(names=dict(names or {}), **(guild or {}))  # guild: the fake's settings
    await fake.start()
    point_at(fake.api, fake.gateway)
    clock = (lambda: 1_800_000_000.0 + fake.now) if fake_clock else None
    app = create_app(Store("sqlite://"), background=False, clock=clock)
    if clock is not None:
        adapter.setdefault("clock", clock)
    service = ServiceClient("http://service", transport=httpx2.ASGITransport(app=app))
    store = AdapterStore(store_path or tmp_path / "adapter.sqlite3")
    adapter.setdefault("poll_seconds", 0.05)
    bot = Adapter(service, store, [fake.guild_id], **adapter)
    runner = asyncio.create_task(bot.start("fake-token"))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        yield Rig(fake, service, store, bot, app)
    finally:
        await bot.close()
        runner.cancel()
        with contextlib.suppress(BaseException):
            await runner
        await service.close()
        store.close()
        await fake.stop()


def fake_in_a_thread(f: FakeDiscord) -> Iterator[tuple[FakeDiscord, Any]]:
    """The fake Discord on a loop of its own, in a thread (for a test that runs
    ``werewolves discord`` as a process); with a function that runs a coroutine of the fake on
    that loop and returns its result."""
    loop = asyncio.new_event_loop()
    started = threading.Event()

    def run() -> None:
        asyncio.set_event_loop(loop)
        loop.run_until_complete(f.start())
        started.set()
        loop.run_forever()

    def call(coro: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coro, loop).result(30)

    t = threading.Thread(target=run, daemon=True)
    t.start()
    assert started.wait(10)
    try:
        yield f, call
    finally:
        call(f.stop())
        loop.call_soon_threadsafe(loop.stop)
        t.join(10)

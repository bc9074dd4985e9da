"""Issue 22 item 5 (a first version): the real, unmodified discord.py client runs against the
fake Discord (``fake_discord.py``): it logs in, gets READY and the guild, and the adapter makes
a game's category and channels, with their overwrites, and renders the game into them."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import httpx2
from discord_kit import PLAYERS
from fake_discord import BOT_ID, FakeDiscord

from werewolves.discord.bot import Adapter, point_at
from werewolves.discord.plan import WRITE
from werewolves.discord.service import ServiceClient
from werewolves.discord.store import AdapterStore
from werewolves.server.app import create_app
from werewolves.storage import Store


async def wait_for(check: Any, seconds: float = 10.0) -> None:
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("timed out")
        await asyncio.sleep(0.02)


async def run_game(tmp_path: Path) -> dict[str, Any]:
    fake = FakeDiscord()
    await fake.start()
    point_at(fake.api, fake.gateway)
    app = create_app(Store("sqlite://"), background=False)
    service = ServiceClient("http://service", transport=httpx2.ASGITransport(app=app))
    store = AdapterStore(tmp_path / "adapter.sqlite3")
    bot = Adapter(service, store, [fake.guild_id], poll_seconds=0.05)
    runner = asyncio.create_task(bot.start("fake-token"))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 10)
        assert bot.user is not None and bot.user.id == BOT_ID
        assert [g.id for g in bot.guilds] == [fake.guild_id]
        members = {"Ann": 11, "Bob": 12, "Cid": 13, "Dan": 14, "Eve": 15}
        setup = {"players": PLAYERS}
        gid = await bot.new_game(
            fake.guild_id, "g1", setup, {"automation": "manual"}, host=10, members=members
        )
        await service.host(gid, "advance")
        await service.act(gid, 0, "attack Bob")
        await service.host(gid, "advance")
        channels = {k: c.channel_id for k, c in store.channels(gid).items()}

        def town_told() -> bool:
            return any(
                "Bob has died" in m["content"] for m in fake.messages.get(channels["town"], [])
            )

        await wait_for(town_told)
        # discord.py saw its own channels made (CHANNEL_CREATE) and keeps them
        await wait_for(lambda: bot.get_channel(channels["town"]) is not None)
        return {"fake": fake, "channels": channels, "game": gid, "store": store, "bot": bot}
    finally:
        await bot.close()
        runner.cancel()
        with contextlib.suppress(BaseException):
            await runner
        await service.close()
        store.close()
        await fake.stop()


def test_discord_py_connects_to_the_fake_and_the_adapter_makes_a_game(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(run_game(tmp_path), 60))
    fake: FakeDiscord = got["fake"]
    channels: dict[str, int] = got["channels"]
    assert fake.identified == 1
    cats = [c for c in fake.channels.values() if c["type"] == 4]
    assert [c["name"] for c in cats] == ["werewolves g1"]
    texts = {c["name"]: c for c in fake.channels.values() if c["type"] == 0}
    assert {"town-square", "host", "dead", "wolfpack", "ann", "eve"} <= set(texts)
    assert all(c["parent_id"] == cats[0]["id"] for c in texts.values())
    pack = {o["id"]: o for o in texts["wolfpack"]["permission_overwrites"]}
    assert "11" in pack and "15" in pack and "13" not in pack  # Ann and Eve; not Cid
    assert pack[str(fake.guild_id)]["deny"] == str(1 << 10)  # nobody else sees it
    # Bob's death moved his overwrites: he reads the town square, writes in the dead channel
    town = {o["id"]: o for o in fake.channels[channels["town"]]["permission_overwrites"]}
    assert town["12"]["deny"] != "0"
    dead = {o["id"]: o for o in fake.channels[channels["dead"]]["permission_overwrites"]}
    assert dead["12"] == {"id": "12", "type": 1, "allow": str(WRITE), "deny": "0"}
    assert "11" not in dead  # the living never read the dead
    # the role card went to each seat's channel as an embed, once
    ann = fake.messages[channels["seat:Ann"]]
    assert sum(1 for m in ann if m["embeds"]) == 1
    nonces = [m["nonce"] for ms in fake.messages.values() for m in ms]
    assert len(nonces) == len(set(nonces))


def test_discord_fake_refuses_what_discord_refuses() -> None:
    async def go() -> None:
        fake = FakeDiscord()
        await fake.start()
        try:
            async with httpx2.AsyncClient(base_url=fake.api) as c:
                r = await c.post("/channels/1/messages", json={"content": "x"})
                assert r.status_code == 404 and r.json()["message"] == "Unknown Channel"
                r = await c.post(f"/guilds/{fake.guild_id}/channels", json={"name": "a", "type": 0})
                cid = r.json()["id"]
                r = await c.post(f"/channels/{cid}/messages", json={"content": "y" * 2001})
                assert r.status_code == 400
                body = {"content": "hi", "nonce": "n1", "enforce_nonce": True}
                one = (await c.post(f"/channels/{cid}/messages", json=body)).json()
                two = (await c.post(f"/channels/{cid}/messages", json=body)).json()
                assert one["id"] == two["id"] and len(fake.messages[int(cid)]) == 1
                assert (await c.get("/nothing/here")).status_code == 404
        finally:
            await fake.stop()

    asyncio.run(go())

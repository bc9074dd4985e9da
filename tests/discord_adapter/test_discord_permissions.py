"""Issue 22 item 4: a permission the bot lacks is named to the host, once, and the game goes
on; once it is granted, what could not be done is done (nothing lost)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from discord_kit import MEMBERS, PLAYERS, adapter_on_fake, wait_for


async def run(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, store, bot = rig.fake, rig.service, rig.store, rig.bot
        members = MEMBERS
        gid = await bot.new_game(
            fake.guild_id, "g1", {"players": PLAYERS}, {"automation": "manual"}, members=members
        )
        ch = {k: c.channel_id for k, c in store.channels(gid).items()}
        await service.host(gid, "advance")
        await service.act(gid, 0, "attack Bob")

        def said(channel: int) -> list[str]:
            return [m["content"] for m in fake.messages.get(channel, [])]

        await wait_for(lambda: any("Night 1 begins" in t for t in said(ch["town"])))
        fake.forbidden.add(ch["town"])  # the bot's role lost its rights in the town square
        await service.host(gid, "advance")  # Bob dies: the town's overwrites change

        def warnings() -> list[str]:
            return [t for t in said(ch["host"]) if t.startswith("\N{WARNING SIGN}")]

        await wait_for(lambda: len(warnings()) >= 2)
        await asyncio.sleep(0.5)  # rounds of polling: still told once
        out: dict[str, Any] = {"warnings": warnings()}
        out["while"] = [t for t in said(ch["town"]) if "Bob has died" in t]
        fake.forbidden.clear()  # the host grants it
        await wait_for(lambda: any("Bob has died" in t for t in said(ch["town"])))
        out["after"] = [t for t in said(ch["town"]) if "Bob has died" in t]
        await asyncio.sleep(0.3)
        out["warnings_after"] = warnings()
        town = {o["id"]: o for o in fake.channels[ch["town"]]["permission_overwrites"]}
        out["bob_in_town"] = town["12"]
        return out


def test_discord_missing_permission_is_named_to_the_host_once(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(run(tmp_path), 60))
    perms = sorted(w.split("**")[1] for w in got["warnings"])
    assert perms == ["Manage Roles", "Send Messages"], got["warnings"]
    assert all("The game goes on" in w for w in got["warnings"])
    assert any("#town-square" in w for w in got["warnings"])
    assert got["while"] == []  # refused by Discord: not there
    assert len(got["after"]) == 1  # once granted, told, once
    assert got["warnings_after"] == got["warnings"]
    assert got["bob_in_town"]["deny"] != "0"  # his death's overwrite, set once granted

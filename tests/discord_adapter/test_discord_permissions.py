"""Issue 22 item 4: a permission the bot lacks is named to the host, once, and the game goes
on; once it is granted, what could not be done is done (nothing lost)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for
from fake_discord import BOT_ID

from werewolves.discord.plan import SEND_MESSAGES, VIEW_CHANNEL


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

        def bobs() -> dict[str, Any]:
            overwrites = fake.channels[ch["town"]]["permission_overwrites"]
            return next((o for o in overwrites if o["id"] == "12"), {})

        # his death's overwrite is set once granted (waited for: a busy machine is slower)
        await wait_for(lambda: bobs().get("deny", "0") != "0")
        out["warnings_after"] = warnings()
        out["bob_in_town"] = bobs()
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


async def _admin_takes_away(tmp_path: Path) -> dict[str, Any]:
    """Issue 34: a server admin takes the bot's rights away mid-game as Discord lets them —
    the bot's own overwrite in the town square edited to deny it View Channels, then the host
    channel's denying it Send Messages — and gives them back."""
    async with adapter_on_fake(tmp_path) as rig:
        fake, service = rig.fake, rig.service
        gid = await rig.bot.new_game(
            fake.guild_id,
            "g1",
            {"players": PLAYERS},
            {"automation": "manual"},
            host=10,
            members=MEMBERS,
        )
        ch = rig.channels(gid)
        await service.host(gid, "advance")
        await wait_for(lambda: any("Night 1 begins" in t for t in rig.said(ch["town"])))

        def bot_overwrite(cid: int, deny: int) -> dict[str, Any]:
            """The bot's own overwrite in a channel, as an admin edits it; returns it as was."""
            ows = fake.channels[cid]["permission_overwrites"]
            mine = next(o for o in ows if o["id"] == str(BOT_ID))
            was = dict(mine)
            mine["deny"] = str(deny)
            mine["allow"] = str(int(mine["allow"]) & ~deny)
            return was

        def restore(cid: int, was: dict[str, Any]) -> None:
            ows = fake.channels[cid]["permission_overwrites"]
            ows[:] = [o for o in ows if o["id"] != str(BOT_ID)] + [was]

        town_was = bot_overwrite(ch["town"], VIEW_CHANNEL)
        await service.act(gid, 0, "attack Bob")
        await service.host(gid, "advance")  # Day 1: Bob's death, refused in the town square

        def warned(cid: int) -> list[str]:
            return [t for t in rig.said(cid) if t.startswith("\N{WARNING SIGN}")]

        await wait_for(lambda: any("**View Channels**" in t for t in warned(ch["host"])))
        out: dict[str, Any] = {"host": warned(ch["host"])}
        out["summary"] = await service.summary(gid)  # the game went on
        # the admin gives it back: the adapter resumes by itself, the death told once
        restore(ch["town"], town_was)
        await wait_for(lambda: any("Bob has died" in t for t in rig.said(ch["town"])), 30)
        out["town"] = [t for t in rig.said(ch["town"]) if "Bob has died" in t]
        # the host channel refused too: what the host must grant is told by DM
        host_was = bot_overwrite(ch["host"], SEND_MESSAGES)
        await service.host(gid, "advance")  # Night 2: the host channel has news
        await wait_for(lambda: 10 in fake.dms and bool(warned(fake.dms[10])), 30)
        out["dm"] = warned(fake.dms[10])
        restore(ch["host"], host_was)
        await wait_for(lambda: any("Night 2" in t for t in rig.said(ch["host"])), 30)
        return out


def test_discord_a_right_taken_mid_game_is_named_to_the_host_and_the_adapter_resumes(
    tmp_path: Path,
) -> None:
    got = asyncio.run(asyncio.wait_for(_admin_takes_away(tmp_path), 90))
    # Missing Access (the channel not seen) named as such, for the town square
    assert got["host"] and all("**View Channels**" in t for t in got["host"]), got["host"]
    assert "#town-square" in got["host"][0]
    assert not got["summary"]["over"] and got["summary"]["phase"].startswith("Day 1")
    assert len(got["dm"]) == 1 and "**Send Messages**" in got["dm"][0], got["dm"]
    assert got["dm"][0].endswith("(the game g1)")
    assert len(got["town"]) == 1  # told once, once the right was back

"""Issue 34 item 4's gap: a game channel a server admin *deletes* (Discord then answers 404,
10003 Unknown Channel). The adapter makes it again with the plan's overwrites (the same scheme
and permissions as at Start), the channel made in its place goes on where the deleted one stood
(nothing told twice, nothing lost) and is sent its grimoire or prompt again; the host is told —
by DM when it is the host channel that is gone; ``--check`` names a deleted channel."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for

from werewolves.discord.check import check_bot

HOST = 10
WARN = "\N{WARNING SIGN}"


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 90))


async def _host_channel_deleted(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service = rig.fake, rig.service
        gid = await rig.bot.new_game(
            fake.guild_id, "g1", {"players": PLAYERS}, {"automation": "manual"},
            host=HOST, members=MEMBERS,
        )  # fmt: skip
        old = rig.channels(gid)["host"]
        await service.host(gid, "advance")  # Night 1
        await wait_for(lambda: any("Grimoire — Night 1" in t for t in rig.said(old)))
        await fake.delete_channel(old)  # an admin deletes the host channel
        await service.act(gid, 0, "attack Bob")
        await service.host(gid, "advance")  # Day 1: Bob's death, told in the host channel

        def new() -> int | None:
            got = rig.channels(gid).get("host")
            return None if got in (None, old) else got

        await wait_for(lambda: new() is not None and HOST in fake.dms)
        cid = new()
        assert cid is not None
        await wait_for(lambda: any("Grimoire — Day 1" in t for t in rig.said(cid)))
        await wait_for(lambda: any("Bob has died" in t for t in rig.said(cid)))
        await asyncio.sleep(0.3)  # rounds more: nothing twice
        out: dict[str, Any] = {"old": old, "new": cid, "said": rig.said(cid)}
        out["dm"] = rig.said(fake.dms[HOST])
        out["overwrites"] = {o["id"] for o in fake.channels[cid]["permission_overwrites"]}
        out["refused"] = [r for r in fake.refused if r[2] != 10003]
        out["summary"] = await service.summary(gid)
        return out


def test_discord_a_deleted_host_channel_is_made_again_and_the_host_told_by_dm(
    tmp_path: Path,
) -> None:
    got = run(_host_channel_deleted(tmp_path))
    assert got["new"] != got["old"]
    # the host by DM (its channel is gone), once, naming the channel made in its place
    assert len(got["dm"]) == 1, got["dm"]
    assert got["dm"][0].startswith(WARN) and "#host of the game g1 was deleted" in got["dm"][0]
    assert f"<#{got['new']}>" in got["dm"][0]
    said = got["said"]
    # it goes on from where the deleted one stood: the night's start is not told again
    assert not any("Night 1 begins" in t for t in said), said
    assert sum("Bob has died" in t for t in said) == 1, said
    assert sum(t.startswith("**Grimoire — Day 1**") for t in said) == 1, said
    # made within the scheme: Discord refused nothing, and the game went on
    assert got["refused"] == [], got["refused"]
    assert got["summary"]["phase"].startswith("Day 1")
    assert str(HOST) in got["overwrites"]  # the host reads and writes it, as at Start


async def _seat_channel_deleted_while_down(tmp_path: Path) -> dict[str, Any]:
    """A seat's channel deleted while the adapter does not notice (as when it is down):
    ``--check`` names it; at the next start-up (READY) the adapter makes it again."""
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, bot = rig.fake, rig.service, rig.bot
        gid = await bot.new_game(
            fake.guild_id, "g1", {"players": PLAYERS}, {"automation": "manual"},
            host=HOST, members=MEMBERS,
        )  # fmt: skip
        ch = rig.channels(gid)
        await service.host(gid, "advance")  # Night 1: Bob's prompt
        await wait_for(lambda: any("**Night 1**" in t for t in rig.said(ch["seat:Bob"])))
        noticed = bot.channel_room.gone

        async def down(channel_id: int) -> None:  # the adapter is not there to see it
            return None

        bot.channel_room.gone = down  # type: ignore[method-assign]
        await fake.delete_channel(ch["seat:Bob"])
        out: dict[str, Any] = {"check": await check_bot("fake-token", [fake.guild_id], rig.store)}
        bot.channel_room.gone = noticed  # type: ignore[method-assign]
        await bot.on_ready()  # the adapter starts again: READY
        await wait_for(lambda: rig.channels(gid).get("seat:Bob") not in (None, ch["seat:Bob"]))
        bob = rig.channels(gid)["seat:Bob"]
        await wait_for(lambda: any("**Night 1**" in t for t in rig.said(bob)))
        await wait_for(lambda: any("#bob" in t for t in rig.said(ch["host"])))
        out["bob"] = rig.said(bob)
        out["host"] = [t for t in rig.said(ch["host"]) if t.startswith(WARN)]
        out["after"] = await check_bot("fake-token", [fake.guild_id], rig.store)
        return out


def test_discord_check_names_a_deleted_channel_and_a_restart_makes_it_again(
    tmp_path: Path,
) -> None:
    got = run(_seat_channel_deleted_while_down(tmp_path))
    assert len(got["check"]) == 1, got["check"]
    assert got["check"][0].startswith("The channel seat:Bob of the game g1 is gone (deleted")
    assert "makes it again" in got["check"][0]
    # made again: its prompt sent anew; the host told in the host channel
    assert sum(t.startswith("**Night 1**: ") for t in got["bob"]) == 1, got["bob"]
    assert len(got["host"]) == 1 and "#bob of the game g1 was deleted" in got["host"][0]
    assert got["after"] == []

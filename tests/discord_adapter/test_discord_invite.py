"""Issue 34 item 2: the adapter works with the invite's permissions alone, no Administrator,
under the fake's documented rules: the invite integer of docs/discord.md is exactly what the
adapter's overwrites name (Discord lets a bot set only permissions it holds), and a game's
category and channels are made with it — which a bot giving itself ``MANAGE_ROLES`` in an
overwrite (the adapter before issue 34) cannot do: Discord refuses it at creation."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

import discord
from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, play, wait_for
from fake_discord import INVITE, RateLimits

from werewolves.discord.plan import (
    ADAPTER_ALLOW,
    INVITE_PERMISSIONS,
    INVITE_REASONS,
    MANAGE_ROLES,
    Policy,
    plan,
)

DOC = Path(__file__).resolve().parents[2] / "docs" / "discord.md"


def test_the_invite_integer_is_the_doc_s_and_names_every_bit_the_overwrites_set() -> None:
    said = re.search(r"permission integer\s+`(\d+)`", DOC.read_text(encoding="utf-8"))
    assert said is not None
    assert int(said.group(1)) == INVITE_PERMISSIONS == INVITE
    perms = discord.Permissions(INVITE_PERMISSIONS)
    assert not perms.administrator and not perms.manage_guild
    assert not ADAPTER_ALLOW & MANAGE_ROLES  # never in an overwrite (Create Guild Channel)
    # every bit any overwrite of any plan allows or denies is one the bot holds
    p = play()
    named = 0
    for policy in (Policy(), Policy(spectators_read_private=True, dead_read_private=False)):
        for ch in plan("x", p.summary, p.views, policy).channels:
            for o in ch.overwrites:
                named |= o.allow | o.deny
    assert named & ~INVITE_PERMISSIONS == 0
    # and each of the invite's permissions has its reason, said to a host by --check
    assert sum(INVITE_REASONS) == INVITE_PERMISSIONS
    assert all(name and why for name, why in INVITE_REASONS.values())


async def _made(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake = rig.fake
        fake.everyone_permissions = 0
        await fake.set_role(fake.guild_id, permissions=0)  # @everyone: nothing
        # and Discord's rate limits, tiny: discord.py keeps to them for the adapter
        fake.rate_limits = RateLimits(per_route=3, window=0.02, global_per_window=25)
        gid = await rig.bot.new_game(
            fake.guild_id, "g", {"players": PLAYERS}, {"automation": "manual"}, members=MEMBERS
        )
        await rig.service.host(gid, "advance")
        town = rig.channels(gid)["town"]
        await wait_for(lambda: any("Night 1 begins" in t for t in rig.said(town)))
        await rig.service.act(gid, 0, "attack Bob")
        await rig.service.host(gid, "advance")  # Bob dies: overwrites edited after creation
        await wait_for(lambda: any("Bob has died" in t for t in rig.said(town)))
        bob = {o["id"]: o for o in fake.channels[town]["permission_overwrites"]}["12"]
        limited = fake.limited
        return {"refused": fake.refused, "bob": bob, "channels": rig.channels(gid), "l": limited}


def test_discord_a_game_is_made_and_played_with_the_invite_s_permissions_alone(
    tmp_path: Path,
) -> None:
    got = asyncio.run(asyncio.wait_for(_made(tmp_path), 60))
    assert got["refused"] == []  # not one request refused (the old adapter: the category)
    assert {"town", "host", "dead", "seat:Ann"} <= set(got["channels"])
    assert int(got["bob"]["deny"]) & (1 << 11)  # his death's overwrite, set after creation

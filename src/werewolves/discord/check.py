"""``werewolves discord --check``: what the bot lacks in a server, in sentences, before
a game needs it — every permission of the invite it does not hold in the server, in a game's
category or in a game's channel; every privileged intent the application has not enabled in
the developer portal; every role it must give (a game's spectators' role) that is not below
its own highest role. It runs at the adapter's start-up too (logged), so a host learns it
before a game, not at Start.

The permissions are discord.py's computation from the server's roles and the channels'
overwrites (``Member.guild_permissions``, ``GuildChannel.permissions_for``), which follows
Discord's documented one; the reasons are :data:`.plan.INVITE_REASONS`."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Iterable, Sequence

import discord

from .plan import (
    EMBED_LINKS,
    INVITE_REASONS,
    MANAGE_CHANNELS,
    MANAGE_MESSAGES,
    MANAGE_ROLES,
    READ_MESSAGE_HISTORY,
    SEND_MESSAGES,
    VIEW_CHANNEL,
)
from .store import AdapterStore

IN_CATEGORY = VIEW_CHANNEL | MANAGE_CHANNELS | MANAGE_ROLES  # to add a game's channels to it
IN_CHANNEL = (
    VIEW_CHANNEL | SEND_MESSAGES | READ_MESSAGE_HISTORY | EMBED_LINKS | MANAGE_ROLES
) | MANAGE_MESSAGES
WHERE_ROLES = "Server Settings → Roles"
GONE = (  # a game channel deleted: the adapter makes it again (bot.Adapter._gone)
    "the running adapter makes it again (it needs **Manage Channels**), and the game goes on "
    "from where it was (what the channel showed before is lost)."
)
CATEGORY_GONE = (
    "its channels keep working where Discord left them, but the adapter does not make a "
    "category again, so a channel of the game deleted after it is not made again."
)


def _names(bits: int) -> list[tuple[str, str]]:
    return [INVITE_REASONS[b] for b in INVITE_REASONS if bits & b]


def intent_problems(flags: discord.ApplicationFlags) -> list[str]:
    """The privileged intents the adapter asks for (``bot.intents``) that the application has
    not enabled (its flags: the developer portal's switches)."""
    out = []
    if not (flags.gateway_message_content or flags.gateway_message_content_limited):
        out.append(
            "The application has not enabled the **Message Content Intent** (developer "
            "portal → Bot → Privileged Gateway Intents): without it Discord refuses the "
            "adapter's connection, and what members write could not be relayed as their chat."
        )
    if not (flags.gateway_guild_members or flags.gateway_guild_members_limited):
        out.append(
            "The application has not enabled the **Server Members Intent** (developer portal "
            "→ Bot → Privileged Gateway Intents): without it Discord refuses the adapter's "
            "connection, and a player leaving the server would go unnoticed."
        )
    return out


def guild_problems(guild: discord.Guild, store: AdapterStore | None = None) -> list[str]:
    """What the bot lacks in ``guild``: the invite's permissions in the server, what it needs in
    each running game's category and channels (an overwrite may take away what the server
    gives), and the spectators' roles it must give that are not below its own highest."""
    me = guild.me
    if me is None:
        return [f"The bot is not a member of the server {guild.id}: add it with the invite URL."]
    out: list[str] = []
    held = me.guild_permissions
    if not held.administrator:
        for name, why in _names(sum(INVITE_REASONS) & ~held.value):
            out.append(
                f"In the server {guild.name}, the bot's role lacks **{name}**: it needs it to "
                f"{why}. Give it in {WHERE_ROLES}."
            )
    for game_id, gid, label in store.games() if store is not None else []:
        if gid != guild.id or store is None or store.finished(game_id):
            continue
        for cat_id in store.categories(game_id).values():
            out += _in(
                guild, me, cat_id, IN_CATEGORY, f"the category of the game {label}", CATEGORY_GONE
            )
        for key, info in sorted(store.channels(game_id).items()):
            out += _in(
                guild, me, info.channel_id, IN_CHANNEL, f"the channel {key} of the game {label}"
            )
        role_id = store.get(f"spectators/{game_id}")
        role = guild.get_role(int(role_id)) if role_id and role_id.isdigit() else None
        if role is not None and role >= me.top_role:
            out.append(
                f"The bot's highest role (**{me.top_role.name}**) is not above the role "
                f"**{role.name}** of the game {label}: Discord lets a bot give only roles below "
                f"its own highest, so no one could watch. Drag the bot's role above it "
                f"({WHERE_ROLES})."
            )
    return out


def _in(
    guild: discord.Guild,
    me: discord.Member,
    channel_id: int,
    needs: int,
    where: str,
    gone: str = GONE,
) -> list[str]:
    channel = guild.get_channel(channel_id)
    if channel is None:  # deleted by an admin
        return [f"{where[0].upper()}{where[1:]} is gone (deleted in Discord): {gone}"]
    missing = needs & ~channel.permissions_for(me).value
    return [
        f"In {where} (#{channel.name}), the bot lacks **{name}**: it needs it to {why}. "
        "Give it in the channel's permissions (an overwrite there takes it away)."
        for name, why in _names(missing)
    ]


async def check_bot(
    token: str, guilds: Sequence[int], store: AdapterStore | None = None
) -> list[str]:
    """Log in, read the application's intents, connect with no privileged intent (so a
    missing one cannot stop the check) and list what each guild lacks."""
    intents = discord.Intents.none()
    intents.guilds = True
    client = discord.Client(intents=intents, chunk_guilds_at_startup=False)
    out: list[str] = []
    async with client:
        await client.login(token)
        out += intent_problems((await client.application_info()).flags)
        runner = asyncio.create_task(client.connect(reconnect=False))
        try:
            await asyncio.wait_for(client.wait_until_ready(), 30)
            for gid in guilds or [g.id for g in client.guilds]:
                guild = client.get_guild(gid)
                if guild is None:
                    out.append(
                        f"The bot is not in the server {gid}: add it with the invite URL "
                        "(docs/discord.md)."
                    )
                    continue
                out += guild_problems(guild, store)
        finally:
            await client.close()
            runner.cancel()
            with contextlib.suppress(BaseException):
                await runner
    return out


def problems_text(problems: Iterable[str]) -> str:
    lines = list(problems)
    if not lines:
        return "The bot has every permission, intent and role it needs."
    return "\n".join(f"- {p}" for p in lines)


__all__ = ["check_bot", "guild_problems", "intent_problems", "problems_text"]

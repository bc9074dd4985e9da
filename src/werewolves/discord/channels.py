"""A game's channels and permissions, one room of the adapter.

It makes each game's categories and channels from the plan (:mod:`.plan`: computed from the
service's summary and the seats' views alone) and brings every overwrite to it as the game
changes (a death, a recruit, a substitute); it makes and gives the spectators' role; it makes
again a channel an admin deleted (Discord's 10003 Unknown Channel), going on where the deleted
one stood; and when Discord refuses for want of a permission it tells the host once which to
give — in the host channel, or by DM when that channel is gone or refused too. The game is the
service's and goes on; what was refused is tried again each round."""

from __future__ import annotations

import dataclasses
import json
import logging
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord.http import Route

from .plan import Overwrite, Policy, Seating, Target, changes, discord_overwrites, plan
from .render import MAX_CONTENT, nonce_of
from .store import Cursor
from .words import lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter

log = logging.getLogger("werewolves.discord")
JSON = dict[str, Any]
CATEGORY, TEXT = 4, 0  # Discord's channel types
UNKNOWN_CHANNEL = 10003  # Discord's code for a channel that does not exist (deleted)


class ChannelRoom:
    """The channels and permissions of the adapter ``bot``'s games."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    async def arrange(self, game_id: str) -> dict[str, int]:
        """Make the game's categories and channels that do not exist yet and bring every
        channel's overwrites to the plan; returns the channels by plan key."""
        summary = await self.bot.service.summary(game_id)
        return await self.arrange_with(game_id, summary, await self.bot._views(game_id, summary))

    async def arrange_with(
        self, game_id: str, summary: JSON, views: Mapping[str, JSON]
    ) -> dict[str, int]:
        guild, label = self.bot._game(game_id)
        made = self.bot.store.channels(game_id)
        placed = {k: c.category for k, c in made.items()}
        new = plan(
            label, summary, views, self.policy_of(game_id), placed, self.bot.game_lang(game_id)
        )
        seating = Seating(
            members=self.bot.store.seats(game_id),
            everyone=guild,
            adapter=self.bot.user.id if self.bot.user else 0,
            host=self.bot.store.host_of(game_id) or 0,
            spectators=_int(self.bot.store.get(f"spectators/{game_id}")),
        )
        cats = self.bot.store.categories(game_id)
        for i, name in enumerate(new.categories):
            if i in cats:
                continue
            closed = discord_overwrites(new.channels[0].overwrites[:2], seating)
            data = await self.bot.http.request(
                Route("POST", "/guilds/{guild_id}/channels", guild_id=guild),
                json={"type": CATEGORY, "name": name, "permission_overwrites": closed},
            )
            cats[i] = int(data["id"])
            self.bot.store.add_category(game_id, i, cats[i])
        old = self.bot.plans.get(game_id)
        failed = False
        for change in changes(old, new):
            ch = new.channel(change.key)
            if change.key not in made:
                remade = self.bot.store.get(f"remade/{game_id}/{ch.key}")
                try:
                    data = await self.bot.http.request(
                        Route("POST", "/guilds/{guild_id}/channels", guild_id=guild),
                        json={
                            "type": TEXT,
                            "name": ch.name,
                            "topic": ch.topic,
                            "parent_id": str(cats[ch.category]),
                            "permission_overwrites": discord_overwrites(ch.overwrites, seating),
                        },
                    )
                except discord.Forbidden as e:
                    if remade is None:  # the game's first channels: the lobby says why
                        raise
                    await self.missing(
                        game_id, lacking(e, "Manage Channels"), f"make #{ch.name} again"
                    )
                    failed = True
                    continue
                self.bot.store.add_channel(int(data["id"]), game_id, ch.key, ch.category)
                if remade is not None:
                    await self.remade(game_id, ch.key, ch.name, int(data["id"]), remade)
                continue
            cid = made[change.key].channel_id
            # after a restart (no plan applied yet) an overwrite Discord already has, as
            # discord.py's cache of the server's channels shows it, is not set again
            has = self.overwrites_of(cid) if old is None else {}
            for ow in discord_overwrites(change.set, seating):
                if has.get(str(ow["id"])) == (int(ow["allow"]), int(ow["deny"])):
                    continue
                try:
                    await self.bot.http.request(
                        Route(
                            "PUT",
                            "/channels/{channel_id}/permissions/{target}",
                            channel_id=cid,
                            target=ow["id"],
                        ),
                        json=ow,
                    )
                except discord.NotFound as e:  # deleted by an admin: made again next round
                    await self.if_gone(e, cid)
                    failed = True
                    break
                except discord.Forbidden as e:  # the game goes on; the host is told what to grant
                    await self.missing(
                        game_id, lacking(e, "Manage Roles"), f"set who may use #{ch.name}"
                    )
                    failed = True
            # an overwrite the plan no longer has (a death the host lets no one read past, a
            # member who left a group) is taken away; after a restart, those of the game's
            # members that Discord still has and the plan does not
            gone = {o["id"] for o in discord_overwrites(_bare(change.remove), seating)}
            if old is None:
                keep = {o["id"] for o in discord_overwrites(ch.overwrites, seating)}
                gone |= {str(m) for m in seating.members.values() if str(m) in has} - keep
            for target in sorted(gone):
                failed |= not await self.unset(game_id, cid, target, ch.name)
        if failed:  # every overwrite is set again on the next round, until Discord takes it
            self.bot.plans.pop(game_id, None)
        else:
            self.bot.plans[game_id] = new
        return {k: c.channel_id for k, c in self.bot.store.channels(game_id).items()}

    async def spectators_role(self, game_id: str, guild_id: int, label: str) -> int:
        """The game's spectators' role (made once, noted in the store): members who press
        **Watch** get it, and the plan's overwrites let it read what the host allows."""
        noted = _int(self.bot.store.get(f"spectators/{game_id}"))
        if noted is not None:
            return noted
        role = await self.bot.http.request(
            Route("POST", "/guilds/{guild_id}/roles", guild_id=guild_id),
            json={"name": f"werewolves {label} watching"[:100], "permissions": "0"},
        )
        self.bot.store.put(f"spectators/{game_id}", str(role["id"]))
        return int(role["id"])

    async def watch(self, interaction: discord.Interaction, game_id: str) -> None:
        """**Watch**: the member gets the game's spectators' role (they read what the host
        lets spectators read); a member seated in the game, or its host, is told they need
        not. Answered to them alone (the press is deferred already: :meth:`component`)."""
        lang = lang_of(interaction.locale)
        role = _int(self.bot.store.get(f"spectators/{game_id}"))
        known = [g for g in self.bot.store.games() if g[0] == game_id]
        if role is None or not known:
            await interaction.followup.send(say("watch.not_watched", lang), ephemeral=True)
            return
        who = interaction.user.id
        if (
            self.bot.store.seat_of(game_id, who) is not None
            or self.bot.store.host_of(game_id) == who
        ):
            await interaction.followup.send(say("watch.plays_here", lang), ephemeral=True)
            return
        try:
            await self.bot.http.request(
                Route(
                    "PUT",
                    "/guilds/{guild_id}/members/{user_id}/roles/{role_id}",
                    guild_id=known[0][1],
                    user_id=who,
                    role_id=role,
                )
            )
        except discord.Forbidden:
            await interaction.followup.send(say("watch.no_role", lang), ephemeral=True)
            return
        town = self.bot.store.channels(game_id).get("town")
        said = (
            say("watch.watching_town", lang, channel_id=town.channel_id)
            if town
            else say("watch.watching", lang)
        )
        await interaction.followup.send(said, ephemeral=True)

    async def unset(self, game_id: str, channel_id: int, target: str, name: str) -> bool:
        """Take a member's (or a role's) overwrite off a channel; False when Discord refused
        (the host is told which permission to grant, and it is tried again next round)."""
        try:
            await self.bot.http.request(
                Route(
                    "DELETE",
                    "/channels/{channel_id}/permissions/{target}",
                    channel_id=channel_id,
                    target=target,
                )
            )
        except discord.NotFound as e:
            return not await self.if_gone(e, channel_id)  # else not there: nothing to take
        except discord.Forbidden as e:
            await self.missing(game_id, lacking(e, "Manage Roles"), f"set who may use #{name}")
            return False
        return True

    def policy_of(self, game_id: str) -> Policy:
        """What the game's dead and spectators read: as its host chose (noted when it was
        made), else the adapter's."""
        noted = self.bot.store.get(f"policy/{game_id}")
        if noted is None:
            return self.bot.policy
        known = {f.name for f in dataclasses.fields(Policy)}
        return Policy(**{k: bool(v) for k, v in json.loads(noted).items() if k in known})

    def overwrites_of(self, channel_id: int) -> dict[str, tuple[int, int]]:
        """A channel's permission overwrites as Discord last told the gateway (the guild's
        channels at READY, then each CHANNEL_UPDATE): target id → (allow, deny)."""
        channel = self.bot.get_channel(channel_id)
        if not isinstance(channel, discord.abc.GuildChannel):
            return {}
        out: dict[str, tuple[int, int]] = {}
        for target, ow in channel.overwrites.items():
            allow, deny = ow.pair()
            out[str(target.id)] = (allow.value, deny.value)
        return out

    async def on_delete(self, channel: discord.abc.GuildChannel) -> None:
        """An admin deleted a game's channel: it is made again (:meth:`_gone`)."""
        await self.gone(channel.id)

    async def if_gone(self, error: discord.HTTPException, channel_id: int) -> bool:
        """Discord answered Unknown Channel (10003): the channel was deleted."""
        if error.code != UNKNOWN_CHANNEL:
            return False
        await self.gone(channel_id)
        return True

    async def gone(self, channel_id: int) -> None:
        """A game's channel Discord no longer has (an admin deleted it, or it was deleted
        while the adapter was down): forgotten with what was sent in it, and made again, with
        the plan's overwrites, on the next round (:meth:`_arrange`, the same scheme and
        permissions as at Start); the channel made in its place goes on from where the
        deleted one stood (nothing told twice, nothing lost) and is sent its prompt, poll or
        grimoire again. While it cannot be made again, the host is told by DM which
        permission to give (:meth:`missing`: the host channel is gone)."""
        info = self.bot.store.channel(channel_id)
        if info is None or self.bot.store.finished(info.game_id):
            return  # not a game's, or its game is over (its channels are left as they are)
        game, key = info.game_id, info.key
        where = self.bot.store.drop_channel(channel_id)
        self.bot.store.put(f"remade/{game}/{key}", json.dumps(dataclasses.asdict(where)))
        for note in notes_of(game, key):
            self.bot.store.forget(note)
        self.bot.plans.pop(game, None)  # the next round's arrange makes it again
        log.warning("game %s: its channel %s (%s) was deleted; made again", game, key, channel_id)

    async def remade(self, game_id: str, key: str, name: str, channel_id: int, was: str) -> None:
        """A deleted channel made again: it goes on where the deleted one stood, and the host
        is told — by DM when it is the host channel (whose history is gone with it)."""
        self.bot.store.sent(channel_id, Cursor(**json.loads(was)))
        self.bot.store.forget(f"remade/{game_id}/{key}")
        self.bot._due.add(game_id)  # its prompt, poll or grimoire: sent again this round
        _guild, label = self.bot._game(game_id)
        text = (
            f"\N{WARNING SIGN} The channel #{name} of the game {label} was deleted in Discord: "
            f"I made it again, <#{channel_id}>. What it showed before is gone; the game goes on "
            "from here (the service keeps the whole game: `/host what:grimoire`, "
            "`/host what:audit`)."
        )
        await self.tell_host(
            game_id, f"remade/{game_id}/{key}/{channel_id}", text, dm=key == "host"
        )

    async def tell_host(
        self, game_id: str, note: str, text: str, *, dm: bool = False, dm_text: str = ""
    ) -> bool:
        """Tell the game's host once (under ``note``): in the host channel, or by DM (with
        ``dm_text`` when given) when ``dm`` or when the host channel cannot be told."""
        if self.bot.store.get(note) is not None:
            return True
        host = self.bot.store.channels(game_id).get("host")
        where = [] if host is None or dm else [host.channel_id]
        member = self.bot.store.host_of(game_id)
        if member is not None:
            where.append(-member)
        for target in where:
            try:
                cid = target
                if target < 0:
                    got = await self.bot.http.request(
                        Route("POST", "/users/@me/channels"), json={"recipient_id": str(-target)}
                    )
                    cid = int(got["id"])
                body = dm_text or text if target < 0 else text
                await self.bot.http.request(
                    Route("POST", "/channels/{channel_id}/messages", channel_id=cid),
                    json={
                        "content": body[:MAX_CONTENT],
                        "nonce": nonce_of(f"{note}/{target}"),
                        "enforce_nonce": True,
                        "allowed_mentions": {"parse": []},
                    },
                )
            except discord.HTTPException:
                continue
            self.bot.store.put(note, "told")
            return True
        return False

    async def missing(
        self, game_id: str, permission: str, doing: str, channel_id: int | None = None
    ) -> None:
        """Discord refused for want of a permission: the host is told, once per game and
        permission and channel, which permission to give the bot (and where) — in the host
        channel, or by DM when that channel is gone or refused too. The game itself is the
        service's and goes on; what was refused is tried again each round, so the adapter
        resumes once the permission is back."""
        text = (
            f"\N{WARNING SIGN} Discord would not let me {doing}: give the bot's role the "
            f"permission **{permission}** (Server Settings → Roles, or the channel's "
            "permissions). The game goes on; what could not be done is tried again."
        )
        note = f"missing/{game_id}/{permission}/{channel_id or ''}"
        _guild, label = self.bot._game(game_id)
        skip = self.bot.store.channels(game_id).get("host")
        told = await self.tell_host(
            game_id,
            note,
            text,
            dm=skip is not None and skip.channel_id == channel_id,
            dm_text=f"{text} (the game {label})",
        )
        if not told:
            log.warning(
                "game %s: the bot lacks %s (to %s) and cannot tell the host",
                game_id,
                permission,
                doing,
            )


def lacking(error: discord.HTTPException, permission: str) -> str:
    """The permission a refusal names: Missing Access (50001) is the channel not seen (View
    Channels); Missing Permissions (50013) the one the request needs."""
    return "View Channels" if error.code == 50001 else permission


def notes_of(game_id: str, key: str) -> list[str]:
    """The notes of what the adapter sent beside the stream in a game's channel (by its plan
    key), forgotten when the channel is deleted so its channel made again is sent them anew."""
    if key == "host":
        return [f"grimoire/{game_id}", f"over/{game_id}/host"]
    if key == "town":
        return [f"poll/{game_id}", f"review/{game_id}"]
    if key.startswith("seat:"):
        name = key.removeprefix("seat:")
        return [f"{n}/{game_id}/{name}" for n in ("prompt", "rights", "late")] + [
            f"over/{game_id}/{key}"
        ]
    return []


def _int(text: str | None) -> int | None:
    return int(text) if text and text.isdigit() else None


def _bare(targets: Sequence[Target]) -> list[Overwrite]:
    return [Overwrite(t) for t in targets]


__all__ = ["ChannelRoom", "lacking", "notes_of"]

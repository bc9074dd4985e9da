"""The discord.py client of the adapter (the ``discord`` extra: ``discord-py==2.7.1``).

It logs in with the bot token, makes each game's categories and channels from its plan
(:mod:`.plan`), renders the host's stream of each game into them through the feed (:mod:`.feed`,
every event exactly once) and relays what seated members write in a game channel to the
service as chat of their seat. discord.py's own HTTP client sends every request, so its rate
limit handling applies to all of them.

Two settings point the unmodified discord.py at another Discord (the tests' fake):
``discord.http.Route.BASE`` (the REST API's base URL) and
``discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY`` (the gateway's URL): :func:`point_at`.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import json
import logging
import os
import signal
import time
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.http import Route

from ..game import DEAD_CHANNEL, TOWN_SQUARE
from ..i18n import DEFAULT
from .beside import BesideRoom
from .channels import ChannelRoom, lacking
from .check import guild_problems, intent_problems
from .conspiracy import ConspiracyRoom
from .feed import Feed
from .host import HostRoom
from .lobby import (
    LobbyRoom,
    LobbyView,
    clock_line,
    dead_policy,
    lobby_settings,
)
from .plan import (
    GamePlan,
    NoRoom,
    Policy,
    plan,
    room_problem,
    with_setup,
)
from .render import (
    DEATH,
    Context,
    nonce_of,
)
from .seat import SeatRoom
from .service import ServiceClient, ServiceRefused, seat_acting
from .slash import CommandWords, register
from .store import AdapterStore
from .words import lang_of

log = logging.getLogger("werewolves.discord")
JSON = dict[str, Any]
CATEGORY, TEXT = 4, 0  # Discord's channel types
CREDENTIAL = "credential"  # the key of the adapter's credential in its store
LATE_SECONDS = 120.0  # "late" reminders go out this long before a phase's deadline


def point_at(api: str | None = None, gateway: str | None = None) -> None:
    """Point discord.py at another Discord: its REST base (``…/api/v10``) and gateway URL."""
    if api:
        Route.BASE = api.rstrip("/")
    if gateway:
        discord.gateway.DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(gateway)


def intents() -> discord.Intents:
    """The fewest intents that work: guilds (channels, interactions), guild messages with
    their content (what members write, relayed as their seat's chat: privileged), members
    (who leaves the guild: privileged)."""
    out = discord.Intents.none()
    out.guilds = True
    out.guild_messages = True
    out.message_content = True
    out.members = True
    return out


class Adapter(discord.Client):
    """The adapter: a Discord bot that is a client of the game service."""

    def __init__(
        self,
        service: ServiceClient,
        store: AdapterStore,
        guilds: Sequence[int] = (),
        *,
        poll_seconds: float = 1.0,
        policy: Policy | None = None,
        doorbell: bool = False,
        clock: Callable[[], float] = time.time,
        late_seconds: float = LATE_SECONDS,
    ) -> None:
        super().__init__(intents=intents(), chunk_guilds_at_startup=False)
        self.clock = clock  # the tests' fake clock: deadlines and reminders, never wall time
        self.late_seconds = late_seconds
        self.service = service
        self.store = store
        self.allowed = set(guilds)
        self.poll_seconds = poll_seconds
        self.policy = policy or Policy()
        self.doorbell = doorbell  # listen on each game's socket, rendering as pushes come
        self._bells: dict[str, asyncio.Task[None]] = {}
        self.pushes_rendered = 0  # pushes told by themselves, with no read of the stream
        self.feeds: dict[str, Feed] = {}
        self.plans: dict[str, GamePlan] = {}
        self._pump: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        self._why: dict[tuple[str, int, int, str], str] = {}  # a death's one-line reasons
        self._due: set[str] = set()  # games whose stream is told and whose extras are not yet
        self.problems: list[str] = []  # what the start-up check found, logged
        self.channel_room = ChannelRoom(self)  # channels, permissions, the host told
        self.beside = BesideRoom(self)  # prompts, polls, the grimoire, reminders, the end
        self.host_room = HostRoom(self)  # /host's tools
        self.lobby = LobbyRoom(self)  # /lobby, Join, Leave, Start
        self.seats = SeatRoom(self)  # /act, /vote, /claim, /why and the seats' components
        self.conspiracies = ConspiracyRoom(self)  # /conspire, /invite
        self.tree = app_commands.CommandTree(self)
        register(self)  # the slash commands (slash.py)

    # ---------------------------------------------------------------- life

    async def setup_hook(self) -> None:
        credential = self.store.get(CREDENTIAL)
        if credential is None:
            credential = await self.service.issue_credential()
            self.store.put(CREDENTIAL, credential)
        self.service.credential = credential
        # the start-up check (``--check``'s): a privileged intent not enabled in the portal
        # makes Discord refuse the connection; said in a sentence first
        with contextlib.suppress(discord.HTTPException):
            for problem in intent_problems((await self.application_info()).flags):
                self.problems.append(problem)
                log.error(problem)
        self.add_view(LobbyView(self))  # the buttons of every lobby, also those made before
        # the commands' names and descriptions in every language we have (slash.CommandWords)
        await self.tree.set_translator(CommandWords())
        for guild in sorted(self.allowed):  # guild commands show at once; global ones late
            self.tree.copy_global_to(guild=discord.Object(id=guild))
            await self.tree.sync(guild=discord.Object(id=guild))
        if not self.allowed:
            await self.tree.sync()
        self._pump = asyncio.create_task(self._pump_loop())

    async def on_ready(self) -> None:
        """The start-up check of each server served (permissions, role hierarchy), logged: a
        host learns what to grant before a game, not at Start."""
        for guild in self.guilds:
            if self.allowed and guild.id not in self.allowed:
                continue
            for problem in guild_problems(guild, self.store):
                if problem not in self.problems:
                    self.problems.append(problem)
                    log.warning(problem)
            # a game's channel deleted while the adapter was down: made again (_gone)
            for game_id, gid, _label in self.store.games():
                if gid != guild.id or self.store.finished(game_id):
                    continue
                for info in self.store.channels(game_id).values():
                    if guild.get_channel(info.channel_id) is None:
                        await self.channel_room.gone(info.channel_id)

    async def close(self) -> None:
        for task in [self._pump, *self._bells.values()]:
            if task is not None:
                task.cancel()
                with contextlib.suppress(BaseException):
                    await task
        await super().close()

    async def _pump_loop(self) -> None:
        await self.wait_until_ready()
        while not self.is_closed():
            for game_id, _guild, _label in self.store.games():
                if self.store.finished(game_id):  # its outcome is told: left alone
                    bell = self._bells.pop(game_id, None)
                    if bell is not None:
                        bell.cancel()
                    continue
                if self.doorbell and game_id not in self._bells:
                    self._bells[game_id] = asyncio.create_task(self._ring(game_id))
                try:
                    await self._pump_soon(game_id)
                    await self.remind(game_id)
                except asyncio.CancelledError:
                    raise
                except Exception:  # one game's trouble never stops the others
                    log.exception("rendering game %s failed; retried on the next round", game_id)
            await asyncio.sleep(self.poll_seconds)

    async def _ring(self, game_id: str) -> None:
        """The game's socket as a doorbell: each push makes the adapter render at once what
        its store says is left (read over HTTP from the store's cursors, so a push missed or
        a render that failed loses nothing: the polling round is there too)."""
        url = self.service.base_url.replace("http", "ws", 1) + f"/api/games/{game_id}/ws"
        while not self.is_closed():
            try:
                async with aiohttp.ClientSession() as session, session.ws_connect(url) as ws:
                    auth: JSON = {"type": "auth", "token": self.service.credential, "as": "host"}
                    point = self.resume_point(game_id)
                    if point is not None:  # the pushes start where the channels stand
                        auth.update(after=point[0], epoch=point[1])
                    await ws.send_json(auth)
                    log.info("listening to the socket of game %s", game_id)
                    async for msg in ws:
                        if msg.type != aiohttp.WSMsgType.TEXT:
                            break
                        push = json.loads(msg.data)
                        if push.get("type") != "events":
                            continue
                        told = await self.render_push(game_id, push)
                        if told is None:  # not to be told alone: read the stream
                            await self._pump_soon(game_id)
                        elif told:
                            self.pushes_rendered += 1
                            log.info("rendered a push of game %s by itself", game_id)
            except asyncio.CancelledError:
                raise
            except Exception:  # the service restarting, a render failing: ring again soon
                log.warning("the socket of game %s closed; listening again", game_id)
            await asyncio.sleep(self.poll_seconds)

    # ---------------------------------------------------------------- games

    async def new_game(
        self,
        guild_id: int,
        label: str,
        setup: JSON,
        settings: JSON | None = None,
        *,
        host: int | None = None,
        members: Mapping[str, int] | None = None,
        seed: int | None = None,
        policy: Policy | None = None,
        lang: str = DEFAULT,
    ) -> str:
        """Create a game on the service with the adapter's credential, note it, seat the
        members given (seat name → member id) and make its channels (a seed given fixes
        the deal and every draw; ``policy``: what the dead and spectators read, as the host
        chose, else the adapter's; ``lang``: the language of its shared channels)."""
        if self.allowed and guild_id not in self.allowed:
            raise ValueError(f"This adapter does not serve the server {guild_id}.")
        extra = {} if seed is None else {"seed": int(seed)}
        made = await self.service.create_game(setup, settings, **extra)
        game_id = str(made["game"])
        # the shared channels' language, kept before anything is told in them
        self.store.put(f"game/{game_id}/language", lang)
        # Discord's 500 channels a guild: a game that would not fit is refused before a
        # channel is made (the service's game is left unplayed)
        summary = await self.service.summary(game_id)
        chosen = with_setup(policy or self.policy, setup)
        needs = plan(label, summary, await self._views(game_id, summary), chosen, lang=lang)
        on_guild = await self.http.request(
            Route("GET", "/guilds/{guild_id}/channels", guild_id=guild_id)
        )
        problem = room_problem(needs, len(on_guild), lang)
        if problem is not None:
            raise NoRoom(problem)
        self.store.add_game(game_id, guild_id, label, self.service.base_url, time.time())
        self.store.put(f"policy/{game_id}", json.dumps(dataclasses.asdict(chosen)))
        if host is not None:
            self.store.set_host(game_id, host)
        for seat_name, member in (members or {}).items():
            self.store.seat_member(game_id, seat_name, member)
        try:
            await self.channel_room.spectators_role(game_id, guild_id, label)
            await self.channel_room.arrange(game_id)
        except discord.Forbidden:  # no channels for it: left alone (the lobby says why)
            self.store.finish(game_id, True)
            raise
        return game_id

    def _game(self, game_id: str) -> tuple[int, str]:
        for gid, guild, label in self.store.games():
            if gid == game_id:
                return guild, label
        raise KeyError(game_id)

    def game_lang(self, game_id: str) -> str:
        """The language of a game's shared channels (its lobby's; English for a game begun
        before lobbies had one)."""
        return self.store.get(f"game/{game_id}/language") or DEFAULT

    def member_lang(self, game_id: str, seat: str) -> str:
        """The language of a seat's own channel and DMs: its member's, as their last
        interaction said (the game's until they have used one)."""
        member = self.store.seats(game_id).get(seat)
        known = None if member is None else self.store.get(f"locale/{member}")
        return known or self.game_lang(game_id)

    def note_locale(self, interaction: discord.Interaction) -> None:
        """Every interaction says its member's language (Discord's ``locale``): kept, for
        what the adapter sends that member unasked (their seat channel, their DMs)."""
        lang = lang_of(interaction.locale)
        key = f"locale/{interaction.user.id}"
        if self.store.get(key) != lang:
            self.store.put(key, lang)

    async def _views(self, game_id: str, summary: JSON) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        for s in summary["seats"]:
            lang = self.member_lang(game_id, str(s["name"]))
            got = await self.service.view(game_id, seat_acting(int(s["seat"])), lang=lang)
            out[str(s["name"])] = got["view"]
        return out

    async def pump(self, game_id: str) -> int:
        """Render what the game's stream holds that its channels have not shown yet."""
        async with self._lock:
            channels = {k: c.channel_id for k, c in self.store.channels(game_id).items()}
            if not channels:
                return 0
            feed = self._feed(game_id)
            # the epoch the channels were told in: after an undo the service answers a stale
            # one with the stream again from its start (``reset``), which the feed retells
            told = [self.store.cursor(c) for c in channels.values()]
            epochs = [c.epoch for c in told if c.event >= 0]
            epoch = min(epochs) if epochs else None
            # the stream in the game's language: its shared channels speak the lobby's
            page = await self.service.events(
                game_id, feed.after(channels), epoch, lang=self.game_lang(game_id)
            )
            if not page.get("events"):
                if game_id not in self.plans:  # an overwrite Discord refused: again each round,
                    await self.channel_room.arrange(game_id)  # not only when the game moves on
                if game_id in self._due:  # the stream is told, its extras are not: now
                    summary = await self.service.summary(game_id)
                    views = await self._views(game_id, summary)
                    channels = await self.channel_room.arrange_with(game_id, summary, views)
                    await self.beside.extras(game_id, summary, views, channels, int(page["cursor"]))
                return 0
            return await self._render_page(game_id, feed, page, None)

    def _feed(self, game_id: str) -> Feed:
        feed = self.feeds.get(game_id)
        if feed is None:
            feed = self.feeds[game_id] = Feed(self.store, game_id, self._send)
        return feed

    def resume_point(self, game_id: str) -> tuple[int, int] | None:
        """Where the game's socket should start (``after``, ``epoch`` of its ``auth``): the
        least cursor of its channels, when they all stand in one epoch."""
        channels = {k: c.channel_id for k, c in self.store.channels(game_id).items()}
        epochs = {self.store.cursor(cid).epoch for cid in channels.values()}
        if not channels or len(epochs) != 1:
            return None
        return self._feed(game_id).after(channels), epochs.pop()

    async def render_push(self, game_id: str, push: JSON) -> int | None:
        """Render a push of the game's socket by itself: its events and its summary, with
        no read of the stream. None when the push cannot be told alone — it starts after
        where a channel stands (a push missed), it is of another epoch (an undo) or starts
        the stream over, or more follows — and the caller reads the stream instead."""
        async with self._lock:
            channels = {k: c.channel_id for k, c in self.store.channels(game_id).items()}
            events = list(push.get("events") or [])
            if not channels or not events:
                return 0
            point = self.resume_point(game_id)
            if (
                point is None
                or push.get("reset")
                or push.get("more")
                or int(push.get("epoch", 0)) != point[1]
                or int(events[0]["id"]) > point[0] + 1
                or not isinstance(push.get("game"), dict)
            ):
                log.info(
                    "a push of game %s read again from the stream (from %s, epoch %s; the "
                    "channels stand at %s)",
                    game_id,
                    events[0].get("id"),
                    push.get("epoch"),
                    point,
                )
                return None
            page = {"events": events, "epoch": push.get("epoch", 0), "cursor": push["cursor"]}
            return await self._render_page(game_id, self._feed(game_id), page, push["game"])

    async def _render_page(self, game_id: str, feed: Feed, page: JSON, summary: JSON | None) -> int:
        # the channels first follow the game (a death, a recruit, a new group)
        if summary is None:
            summary = await self.service.summary(game_id)
        views = await self._views(game_id, summary)
        channels = await self.channel_room.arrange_with(game_id, summary, views)
        cards = {n: v["card"] for n, v in views.items()}
        # each death with its one-line reason, as the channel's readers may be told it: the
        # town what the public may know, the host channel every cause
        public, host = await self._reasons(game_id, page)
        ctx = Context(
            summary=summary,
            reasons=public,
            host_reasons=host,
            echoed=frozenset(self.store.seats(game_id)),
            players=frozenset(str(s["name"]) for s in summary["seats"]),
            cards=cards,
        )
        sent = await feed.render(page, ctx, channels)
        keys = {cid: k for k, cid in channels.items()}
        for cid, m in sent:  # a role card goes to its player's DMs too
            key = keys.get(cid, "")
            if m.embeds and key.startswith("seat:"):
                await self.beside.dm_card(game_id, key.removeprefix("seat:"), m.key, list(m.embeds))
        self._due.add(game_id)  # until its extras are done (a failure: the next round's)
        await self.beside.extras(game_id, summary, views, channels, int(page.get("cursor", -1)))
        return len(sent)

    async def _reasons(self, game_id: str, page: JSON) -> tuple[dict[str, str], dict[str, str]]:
        """The one-line reason of each death of a page: as a spectator may be told it (the
        town square's readers) and as the host is (the host channel), from the service's
        ``why`` (``game.why_dead_short``); asked once a death (the adapter keeps them)."""
        public: dict[str, str] = {}
        host: dict[str, str] = {}
        epoch = int(page.get("epoch", 0))
        for ev in page.get("events") or []:
            name = str((ev.get("params") or {}).get("player", ""))
            if ev.get("kind") != DEATH or not name:
                continue
            for acting, out in (("spectator", public), ("host", host)):
                key = (game_id, epoch, int(ev["id"]), acting)
                if key not in self._why:
                    try:
                        self._why[key] = await self.service.why_short(game_id, name, acting)
                    except ServiceRefused:  # nothing more to say than the death's own line
                        self._why[key] = ""
                out[name] = self._why[key]
        return public, host

    # ---------------------------------------------------------------- beside the stream

    async def remind(self, game_id: str) -> int:
        """The late reminders of the game (:meth:`.BesideRoom.remind`)."""
        return await self.beside.remind(game_id)

    async def _pump_soon(self, game_id: str) -> None:
        """Render what a member's move made at once, after they have had their answer (a
        failure here is the polling round's to retry, never the member's)."""
        try:
            await self.pump(game_id)
        except Exception:
            log.warning("rendering game %s after a move failed; retried soon", game_id)

    async def _send(self, channel_id: int, payload: JSON) -> Any:
        try:
            return await self.http.request(
                Route("POST", "/channels/{channel_id}/messages", channel_id=channel_id),
                json=payload,
            )
        except discord.NotFound as e:
            await self.channel_room.if_gone(e, channel_id)
            raise
        except discord.Forbidden as e:
            info = self.store.channel(channel_id)
            if info is not None:  # the host channel's own: the host is told by DM
                await self.channel_room.missing(
                    info.game_id,
                    lacking(e, "Send Messages"),
                    f"post in <#{channel_id}>",
                    channel_id,
                )
            raise

    async def on_guild_channel_delete(self, channel: discord.abc.GuildChannel) -> None:
        """An admin deleted a game's channel: it is made again (:meth:`.ChannelRoom.gone`)."""
        await self.channel_room.gone(channel.id)

    # ---------------------------------------------------------------- slash commands

    # ---------------------------------------------------------------- the host's tools

    async def host_tool(
        self,
        interaction: discord.Interaction,
        what: str,
        reason: str | None,
        *,
        seat: str | None = None,
        member: str | None = None,
        action: str | None = None,
        minutes: int | None = None,
    ) -> None:
        """``/host``: the host's tools (:class:`.host.HostRoom`)."""
        await self.host_room.use(
            interaction,
            what,
            reason,
            seat=seat,
            member=member,
            action=action,
            minutes=minutes,
        )

    # ---------------------------------------------------------------- the lobby

    async def open_lobby(self, interaction: discord.Interaction, label: str, **chosen: Any) -> None:
        """``/lobby``: the lobby's room (:class:`.lobby.LobbyRoom`)."""
        await self.lobby.open(interaction, label, **chosen)

    # ---------------------------------------------------------------- components

    async def act(
        self, interaction: discord.Interaction, verb: str, targets: Sequence[str | None]
    ) -> None:
        """``/act`` (and ``/vote``, ``/unvote``): the seats' room (:class:`.seat.SeatRoom`)."""
        await self.seats.act(interaction, verb, targets)

    async def claim(
        self, interaction: discord.Interaction, role: str | None, says: str | None
    ) -> None:
        """``/claim``: the seats' room."""
        await self.seats.claim(interaction, role, says)

    async def why(self, interaction: discord.Interaction, player: str) -> None:
        """``/why``: the seats' room."""
        await self.seats.why(interaction, player)

    async def component(
        self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]
    ) -> None:
        """A component of the adapter's pressed: the seats' room."""
        await self.seats.component(interaction, custom_id, values)

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """The adapter's own components (a prompt's select menus and buttons, a poll's menu,
        a confirmation, the role card's Rules button): custom ids ``ww:…``. Every
        interaction first tells its member's language (:meth:`note_locale`)."""
        self.note_locale(interaction)
        if interaction.type != discord.InteractionType.component:
            return
        data: JSON = dict(interaction.data or {})
        cid = str(data.get("custom_id", ""))
        if not cid.startswith("ww:"):
            return
        await self.component(interaction, cid, [str(v) for v in data.get("values") or []])

    # ---------------------------------------------------------------- members

    async def on_raw_member_remove(self, payload: discord.RawMemberRemoveEvent) -> None:
        """A seated member left the server: their game goes on (the seat waits, or a bot
        plays it once the host says so); the host channel is told, once per game."""
        for game_id, guild, _label in self.store.games():
            if guild != payload.guild_id:
                continue
            seats = self.store.seats(game_id)
            gone = [s for s, m in seats.items() if m == payload.user.id]
            host_ch = self.store.channels(game_id).get("host")
            if not gone or host_ch is None:
                continue
            text = (
                f"{gone[0]}'s player left the server. Give the seat to someone else, or let a "
                "bot play it, from the host's tools."
            )
            nonce = nonce_of(f"{game_id}/left/{payload.user.id}")
            await self._send(
                host_ch.channel_id,
                {
                    "content": text,
                    "nonce": nonce,
                    "enforce_nonce": True,
                    "allowed_mentions": {"parse": []},
                },
            )

    async def on_message(self, message: discord.Message) -> None:
        """A seated member's line in a game channel becomes their seat's chat on the service;
        a refusal (a channel not theirs, a line too long) is answered with its sentence."""
        if message.author.bot or message.guild is None:
            return
        info = self.store.channel(message.channel.id)
        if info is None:
            return
        seat_name = self.store.seat_of(info.game_id, message.author.id)
        if seat_name is None:
            return
        if info.key == "town":
            channel = TOWN_SQUARE
        elif info.key == "dead":
            channel = DEAD_CHANNEL
        elif info.key.startswith("group:"):
            channel = info.key.removeprefix("group:")
        else:
            return  # a seat's own channel is not a chat channel of the game
        summary = await self.service.summary(info.game_id)
        number = next(int(s["seat"]) for s in summary["seats"] if s["name"] == seat_name)
        try:
            said = await self.service.say(info.game_id, number, channel, message.content)
        except ServiceRefused as e:
            await self._send(
                message.channel.id,
                {
                    # a line typed in a channel has no interaction locale: the member's
                    # language as their last interaction said
                    "content": e.words(self.member_lang(info.game_id, seat_name)),
                    "allowed_mentions": {"parse": []},
                    "message_reference": {"message_id": str(message.id)},
                },
            )
            return
        if info.key.startswith("group:") and await self._unnamed(info.game_id, said, seat_name):
            await self._take_down(info.game_id, message.channel.id, message.id)

    async def _unnamed(self, game_id: str, said: JSON, seat_name: str) -> bool:
        """Whether the rules show the seat's line under another name than its own (a group
        whose member speaks unnamed): the service's event of the line says whom it shows."""
        event = said.get("event")
        if not isinstance(event, int):
            return False
        page = await self.service.events(game_id, event - 1)
        for ev in page.get("events") or []:
            if int(ev.get("id", -1)) == event:
                return str((ev.get("params") or {}).get("speaker", seat_name)) != seat_name
        return False

    async def _take_down(self, game_id: str, channel_id: int, message_id: int) -> None:
        """A member's line the rules show unnamed: Discord shows who wrote it, so it is taken
        down, and the adapter posts it as the stream has it (under the name the rules give).
        Without the permission to, the host is told which to grant."""
        try:
            await self.http.request(
                Route(
                    "DELETE",
                    "/channels/{channel_id}/messages/{message_id}",
                    channel_id=channel_id,
                    message_id=message_id,
                )
            )
        except discord.Forbidden:
            doing = f"hide who wrote a line the rules show unnamed in <#{channel_id}>"
            await self.channel_room.missing(game_id, "Manage Messages", doing, channel_id)
        except discord.NotFound:
            pass  # already gone


def default_store() -> Path:
    """The adapter's SQLite file: beside the service's default database, in the user's data
    folder (``$WEREWOLVES_DISCORD_STORE`` names another)."""
    env = os.environ.get("WEREWOLVES_DISCORD_STORE")
    if env:
        return Path(env)
    from platformdirs import user_data_dir

    return Path(user_data_dir("werewolves", appauthor=False)) / "discord.sqlite3"


async def run_adapter(
    token: str,
    service_url: str,
    guilds: Sequence[int],
    store_path: Path,
    *,
    api: str | None = None,
    gateway: str | None = None,
) -> None:
    """Run the adapter until it is stopped (SIGTERM or SIGINT close it cleanly)."""
    point_at(api, gateway)
    discord.utils.setup_logging(level=logging.INFO)  # discord.py's and the adapter's, to stderr
    logging.getLogger("httpx2").setLevel(logging.WARNING)  # not a line per request
    store_path.parent.mkdir(parents=True, exist_ok=True)
    service = ServiceClient(service_url)
    store = AdapterStore(store_path)
    bot = Adapter(service, store, guilds, doorbell=True, poll_seconds=5.0)
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGTERM, signal.SIGINT):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, lambda: asyncio.ensure_future(bot.close()))
    try:
        async with bot:
            await bot.start(token)
    finally:
        await service.close()
        store.close()


__all__ = [
    "Adapter",
    "clock_line",
    "dead_policy",
    "default_store",
    "intents",
    "lobby_settings",
    "point_at",
    "run_adapter",
]

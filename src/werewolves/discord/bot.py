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
import json
import logging
import os
import signal
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

import aiohttp
import discord
import yarl
from discord import app_commands
from discord.http import Route

from ..game import DEAD_CHANNEL, TOWN_SQUARE
from .commands import action_words, target_choices, verb_choices
from .feed import Feed
from .plan import GamePlan, Policy, Seating, changes, channel_name, discord_overwrites, plan
from .render import MAX_CONTENT, Context, lobby_text, nonce_of, split_text, why_line
from .service import ServiceClient, ServiceRefused, seat_acting
from .store import AdapterStore, Lobby

log = logging.getLogger("werewolves.discord")
JSON = dict[str, Any]
CATEGORY, TEXT = 4, 0  # Discord's channel types
CREDENTIAL = "credential"  # the key of the adapter's credential in its store
JOIN, LEAVE, START = "werewolves:join", "werewolves:leave", "werewolves:start"
NO_GUILD = "Open a game in a channel of a server."
NOT_SERVED = "This adapter does not serve this server."
LOBBY_CLOSED = "This lobby is closed: its game has begun (or it is not one of this adapter's)."
HOST_ONLY = "Only the host who opened this lobby can start its game."
HOST_TOOLS = (
    ("advance", "end the phase now"),
    ("pause", "pause the clock"),
    ("resume", "resume the clock"),
    ("undo-last", "undo the latest move"),
    ("undo-phase", "undo this phase's moves"),
    ("preview", "what ending the phase now would do"),
)
HOST_CHANNEL_ONLY = "Only the game's host can do this, in the game's host channel."
UNDO_REASON = "Say why in reason: an undo is kept in the audit with its reason."
UNKNOWN_TOOL = "Choose one of the host's tools from the list."
NOT_YOURS = "This channel is not one of your games: use the command in your own game channel."


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
    ) -> None:
        super().__init__(intents=intents(), chunk_guilds_at_startup=False)
        self.service = service
        self.store = store
        self.allowed = set(guilds)
        self.poll_seconds = poll_seconds
        self.policy = policy or Policy()
        self.doorbell = doorbell  # listen on each game's socket, rendering as pushes come
        self._bells: dict[str, asyncio.Task[None]] = {}
        self.feeds: dict[str, Feed] = {}
        self.plans: dict[str, GamePlan] = {}
        self._pump: asyncio.Task[None] | None = None
        self._lock = asyncio.Lock()
        self.tree = app_commands.CommandTree(self)
        self._slash_commands()

    # ---------------------------------------------------------------- life

    async def setup_hook(self) -> None:
        credential = self.store.get(CREDENTIAL)
        if credential is None:
            credential = await self.service.issue_credential()
            self.store.put(CREDENTIAL, credential)
        self.service.credential = credential
        self.add_view(LobbyView(self))  # the buttons of every lobby, also those made before
        for guild in sorted(self.allowed):  # guild commands show at once; global ones late
            self.tree.copy_global_to(guild=discord.Object(id=guild))
            await self.tree.sync(guild=discord.Object(id=guild))
        if not self.allowed:
            await self.tree.sync()
        self._pump = asyncio.create_task(self._pump_loop())

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
                if self.doorbell and game_id not in self._bells:
                    self._bells[game_id] = asyncio.create_task(self._ring(game_id))
                try:
                    await self.pump(game_id)
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
                    auth = {"type": "auth", "token": self.service.credential, "as": "host"}
                    await ws.send_json(auth)
                    log.info("listening to the socket of game %s", game_id)
                    async for msg in ws:
                        if msg.type != aiohttp.WSMsgType.TEXT:
                            break
                        if json.loads(msg.data).get("type") == "events":
                            await self.pump(game_id)
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
    ) -> str:
        """Create a game on the service with the adapter's credential, note it, seat the
        members given (seat name → member id) and make its channels."""
        if self.allowed and guild_id not in self.allowed:
            raise ValueError(f"This adapter does not serve the server {guild_id}.")
        made = await self.service.create_game(setup, settings)
        game_id = str(made["game"])
        self.store.add_game(game_id, guild_id, label, self.service.base_url, time.time())
        if host is not None:
            self.store.set_host(game_id, host)
        for seat_name, member in (members or {}).items():
            self.store.seat_member(game_id, seat_name, member)
        await self.arrange(game_id)
        return game_id

    def _game(self, game_id: str) -> tuple[int, str]:
        for gid, guild, label in self.store.games():
            if gid == game_id:
                return guild, label
        raise KeyError(game_id)

    async def _views(self, game_id: str, summary: JSON) -> dict[str, JSON]:
        out: dict[str, JSON] = {}
        for s in summary["seats"]:
            got = await self.service.view(game_id, seat_acting(int(s["seat"])))
            out[str(s["name"])] = got["view"]
        return out

    async def arrange(self, game_id: str) -> dict[str, int]:
        """Make the game's categories and channels that do not exist yet and bring every
        channel's overwrites to the plan; returns the channels by plan key."""
        summary = await self.service.summary(game_id)
        return await self._arrange(game_id, summary, await self._views(game_id, summary))

    async def _arrange(
        self, game_id: str, summary: JSON, views: Mapping[str, JSON]
    ) -> dict[str, int]:
        guild, label = self._game(game_id)
        made = self.store.channels(game_id)
        placed = {k: c.category for k, c in made.items()}
        new = plan(label, summary, views, self.policy, placed)
        seating = Seating(
            members=self.store.seats(game_id),
            everyone=guild,
            adapter=self.user.id if self.user else 0,
            host=self.store.host_of(game_id) or 0,
        )
        cats = self.store.categories(game_id)
        for i, name in enumerate(new.categories):
            if i in cats:
                continue
            closed = discord_overwrites(new.channels[0].overwrites[:2], seating)
            data = await self.http.request(
                Route("POST", "/guilds/{guild_id}/channels", guild_id=guild),
                json={"type": CATEGORY, "name": name, "permission_overwrites": closed},
            )
            cats[i] = int(data["id"])
            self.store.add_category(game_id, i, cats[i])
        old = self.plans.get(game_id)
        for change in changes(old, new):
            ch = new.channel(change.key)
            if change.key not in made:
                data = await self.http.request(
                    Route("POST", "/guilds/{guild_id}/channels", guild_id=guild),
                    json={
                        "type": TEXT,
                        "name": ch.name,
                        "topic": ch.topic,
                        "parent_id": str(cats[ch.category]),
                        "permission_overwrites": discord_overwrites(ch.overwrites, seating),
                    },
                )
                self.store.add_channel(int(data["id"]), game_id, ch.key, ch.category)
                continue
            cid = made[change.key].channel_id
            for ow in discord_overwrites(change.set, seating):
                await self.http.request(
                    Route(
                        "PUT",
                        "/channels/{channel_id}/permissions/{target}",
                        channel_id=cid,
                        target=ow["id"],
                    ),
                    json=ow,
                )
        self.plans[game_id] = new
        return {k: c.channel_id for k, c in self.store.channels(game_id).items()}

    async def pump(self, game_id: str) -> int:
        """Render what the game's stream holds that its channels have not shown yet."""
        async with self._lock:
            channels = {k: c.channel_id for k, c in self.store.channels(game_id).items()}
            if not channels:
                return 0
            feed = self.feeds.get(game_id)
            if feed is None:
                feed = self.feeds[game_id] = Feed(self.store, game_id, self._send)
            page = await self.service.events(game_id, feed.after(channels))
            if not page.get("events"):
                return 0
            # the channels first follow the game (a death, a recruit, a new group)
            summary = await self.service.summary(game_id)
            views = await self._views(game_id, summary)
            channels = await self._arrange(game_id, summary, views)
            cards = {n: v["card"] for n, v in views.items()}
            # the town learns of a death only what its own line says (the host channel's
            # reasons, from ``why``, come with the grimoire: issue 22)
            ctx = Context(summary=summary, echoed=frozenset(self.store.seats(game_id)), cards=cards)
            sent = await feed.render(page, ctx, channels)
            return len(sent)

    async def _send(self, channel_id: int, payload: JSON) -> Any:
        return await self.http.request(
            Route("POST", "/channels/{channel_id}/messages", channel_id=channel_id), json=payload
        )

    # ---------------------------------------------------------------- slash commands

    def _slash_commands(self) -> None:
        @app_commands.command(
            name="act", description="Use one of your actions: its verb, then whom it names."
        )
        @app_commands.describe(
            verb="What to do (the list shows what you may do now)",
            whom="Whom (the list shows the players you may name)",
            second="A second player or word, when the action names one",
            third="A third, when the action names one",
        )
        async def act(
            interaction: discord.Interaction,
            verb: str,
            whom: str | None = None,
            second: str | None = None,
            third: str | None = None,
        ) -> None:
            await self.act(interaction, verb, [whom, second, third])

        @act.autocomplete("verb")
        async def _verbs(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            view = await self._seat_view(interaction)
            return _choices(verb_choices(view, current) if view else [])

        def positions(n: int) -> Any:
            async def complete(
                interaction: discord.Interaction, current: str
            ) -> list[app_commands.Choice[str]]:
                view = await self._seat_view(interaction)
                if view is None:
                    return []
                ns = interaction.namespace
                verb = str(getattr(ns, "verb", "") or "")
                given = [getattr(ns, k, None) for k in ("whom", "second", "third")]
                chosen = [str(g) for i, g in enumerate(given) if g and i != n]
                return _choices(target_choices(view, verb, n, current, chosen))

            return complete

        @app_commands.command(name="why", description="Why a player died, as far as you may know.")
        @app_commands.describe(player="The dead player")
        async def why(interaction: discord.Interaction, player: str) -> None:
            await self.why(interaction, player)

        self.tree.add_command(why)

        act.autocomplete("whom")(positions(0))
        act.autocomplete("second")(positions(1))
        act.autocomplete("third")(positions(2))
        self.tree.add_command(act)

        @app_commands.command(
            name="lobby", description="Open a game here: players press Join, you press Start."
        )
        @app_commands.describe(label="A short name for the game (its channels' category)")
        async def lobby(interaction: discord.Interaction, label: str = "game") -> None:
            await self.open_lobby(interaction, label)

        self.tree.add_command(lobby)

        @app_commands.command(name="host", description="The host's tools, in the host channel.")
        @app_commands.describe(
            what="What to do", reason="Why (an undo needs one; it is kept in the audit)"
        )
        @app_commands.choices(
            what=[app_commands.Choice(name=label, value=key) for key, label in HOST_TOOLS]
        )
        async def host(
            interaction: discord.Interaction, what: str, reason: str | None = None
        ) -> None:
            await self.host_tool(interaction, what, reason)

        self.tree.add_command(host)

    async def why(self, interaction: discord.Interaction, player: str) -> None:
        """``/why``: the service's explanation of a death as this seat may be told it (the
        host, in the host channel: every step), to the member alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = (
            None if interaction.channel_id is None else self.store.channel(interaction.channel_id)
        )
        acting: str | None = None
        if info is not None and self.store.host_of(info.game_id) == interaction.user.id:
            acting = "host"
        else:
            seat = await self._seat(interaction)
            if seat is not None:
                acting = seat_acting(seat[1])
        if info is None or acting is None:
            await interaction.followup.send(NOT_YOURS, ephemeral=True)
            return
        try:
            lines = await self.service.why(info.game_id, player, acting)
        except ServiceRefused as e:
            await interaction.followup.send(e.message, ephemeral=True)
            return
        text = "\n".join(why_line(x) for x in lines) or "Nothing is known to you of this."
        for piece in split_text(text):
            await interaction.followup.send(piece, ephemeral=True)

    # ---------------------------------------------------------------- the host's tools

    async def host_tool(
        self, interaction: discord.Interaction, what: str, reason: str | None
    ) -> None:
        """``/host``: only the game's host, only in its host channel; deferred first; the
        service's answer (or refusal) to the host alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = (
            None if interaction.channel_id is None else self.store.channel(interaction.channel_id)
        )
        if (
            info is None
            or info.key != "host"
            or self.store.host_of(info.game_id) != interaction.user.id
        ):
            await interaction.followup.send(HOST_CHANNEL_ONLY, ephemeral=True)
            return
        game = info.game_id
        try:
            if what == "advance":
                phase = int((await self.service.summary(game))["phase_index"])
                done = await self.service.host(game, "advance", {"phase": phase})
            elif what in ("pause", "resume"):
                done = await self.service.host(game, what)
            elif what in ("undo-last", "undo-phase"):
                if not reason:
                    await interaction.followup.send(UNDO_REASON, ephemeral=True)
                    return
                scope = what.removeprefix("undo-")
                done = await self.service.host(game, "undo", {"scope": scope, "reason": reason})
            elif what == "preview":
                seen = await self.service.host_read(game, "preview")
                deaths = [f"{d['name']} ({d['kind']})" for d in seen.get("deaths", [])]
                done = {
                    "message": f"Ending {seen['from_phase']} now would start {seen['to_phase']}; "
                    f"deaths: {', '.join(deaths) or 'none'}. Nothing was changed."
                }
            else:
                await interaction.followup.send(UNKNOWN_TOOL, ephemeral=True)
                return
        except ServiceRefused as e:
            await interaction.followup.send(e.message, ephemeral=True)
            return
        await interaction.followup.send(
            str(done.get("message", "done"))[:MAX_CONTENT], ephemeral=True
        )
        await self.pump(game)

    # ---------------------------------------------------------------- the lobby

    async def open_lobby(self, interaction: discord.Interaction, label: str) -> None:
        """``/lobby``: a message with Join / Leave / Start in this channel; who opened it hosts."""
        if interaction.guild_id is None or interaction.channel_id is None:
            await interaction.response.send_message(NO_GUILD, ephemeral=True)
            return
        if self.allowed and interaction.guild_id not in self.allowed:
            await interaction.response.send_message(NOT_SERVED, ephemeral=True)
            return
        label = channel_name(label)[:40]
        host = interaction.user.display_name
        await interaction.response.send_message(lobby_text(label, host, []), view=LobbyView(self))
        message = await interaction.original_response()
        self.store.add_lobby(
            message.id,
            interaction.guild_id,
            interaction.channel_id,
            (interaction.user.id, host),
            label,
        )

    async def _lobby_of(self, interaction: discord.Interaction) -> Lobby | None:
        lob = None if interaction.message is None else self.store.lobby(interaction.message.id)
        if lob is None or lob.game_id is not None:
            await interaction.response.send_message(LOBBY_CLOSED, ephemeral=True)
            return None
        return lob

    async def lobby_join(self, interaction: discord.Interaction, join: bool) -> None:
        lob = await self._lobby_of(interaction)
        if lob is None or interaction.message is None:
            return
        mid, user = interaction.message.id, interaction.user
        if join:
            self.store.join_lobby(mid, user.id, user.display_name)
        else:
            self.store.leave_lobby(mid, user.id)
        names = [n for _m, n in self.store.lobby_members(mid)]
        await interaction.response.edit_message(content=lobby_text(lob.label, lob.host_name, names))

    async def lobby_start(self, interaction: discord.Interaction) -> None:
        """Start: the host only; deferred before the service is asked; the game's players are
        the lobby's members in the order they joined, under their display names."""
        lob = await self._lobby_of(interaction)
        if lob is None or interaction.message is None:
            return
        if interaction.user.id != lob.host:
            await interaction.response.send_message(HOST_ONLY, ephemeral=True)
            return
        await interaction.response.defer()
        mid = interaction.message.id
        members = self.store.lobby_members(mid)
        names = [n for _m, n in members]
        try:
            game_id = await self.new_game(
                lob.guild_id,
                lob.label,
                {"names": names},
                host=lob.host,
                members={n: m for m, n in members},
            )
        except ServiceRefused as e:
            await interaction.followup.send(e.message, ephemeral=True)
            return
        self.store.lobby_started(mid, game_id)
        town = self.store.channels(game_id).get("town")
        where = f"Go to <#{town.channel_id}>." if town else ""
        text = lobby_text(lob.label, lob.host_name, names, started=where)
        await interaction.edit_original_response(content=text, view=None)

    async def _seat(self, interaction: discord.Interaction) -> tuple[str, int] | None:
        """The game and seat number of the member in the channel of the interaction."""
        if interaction.channel_id is None:
            return None
        info = self.store.channel(interaction.channel_id)
        if info is None:
            return None
        seat_name = self.store.seat_of(info.game_id, interaction.user.id)
        if seat_name is None:
            return None
        summary = await self.service.summary(info.game_id)
        for s in summary["seats"]:
            if s["name"] == seat_name:
                return info.game_id, int(s["seat"])
        return None

    async def _seat_view(self, interaction: discord.Interaction) -> JSON | None:
        seat = await self._seat(interaction)
        if seat is None:
            return None
        got = await self.service.view(seat[0], seat_acting(seat[1]))
        view: JSON = got["view"]
        return view

    async def act(
        self, interaction: discord.Interaction, verb: str, targets: Sequence[str | None]
    ) -> None:
        """``/act``: deferred first (Discord drops an interaction not answered within three
        seconds, and the service may take longer), then sent to the service; what the seat is
        told, or the service's refusal, comes back to the member alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = await self._seat(interaction)
        if seat is None:
            await interaction.followup.send(NOT_YOURS, ephemeral=True)
            return
        game_id, number = seat
        try:
            result = await self.service.act(game_id, number, action_words(verb, targets))
        except ServiceRefused as e:
            await interaction.followup.send(e.message, ephemeral=True)
            return
        told = [str(t) for t in result.get("told") or []] or [str(result.get("message", ""))]
        await interaction.followup.send("\n".join(told)[:MAX_CONTENT], ephemeral=True)

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
            await self.service.say(info.game_id, number, channel, message.content)
        except ServiceRefused as e:
            await self._send(
                message.channel.id,
                {
                    "content": e.message,
                    "allowed_mentions": {"parse": []},
                    "message_reference": {"message_id": str(message.id)},
                },
            )


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


class LobbyView(discord.ui.View):
    """The lobby's buttons; persistent (their ids are fixed), so they work after a restart."""

    def __init__(self, adapter: Adapter) -> None:
        super().__init__(timeout=None)
        self.adapter = adapter

    @discord.ui.button(label="Join", style=discord.ButtonStyle.success, custom_id=JOIN)
    async def join(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby_join(interaction, True)

    @discord.ui.button(label="Leave", style=discord.ButtonStyle.secondary, custom_id=LEAVE)
    async def leave(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby_join(interaction, False)

    @discord.ui.button(label="Start", style=discord.ButtonStyle.primary, custom_id=START)
    async def start(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby_start(interaction)


def _choices(names: Sequence[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n, value=n) for n in names]


__all__ = ["Adapter", "default_store", "intents", "point_at", "run_adapter"]

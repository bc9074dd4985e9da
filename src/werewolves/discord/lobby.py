"""The lobby, one room of the adapter: ``/lobby`` opens a message with
**Join** / **Leave** / **Start** in a channel; whoever opened it hosts; each member joins under
a game name the engine accepts (:mod:`.names`), shown beside their display name and changeable
with ``/lobby name:``; the host's choices (how phases end, the clock, the seed, what the dead
and spectators read) are kept for Start, which makes the game with the members in the order
they joined. The buttons are persistent (fixed ids), so a lobby works after a restart."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

import discord
from discord.http import Route

from ..clocks import CLOCKS, DEFAULT_CLOCK, clock_label
from ..i18n import CATALOG, DEFAULT
from . import prompts, rolefiles
from .components import ui
from .host import minutes_text
from .names import game_name, problems
from .plan import NoRoom, Policy, channel_name
from .render import MAX_CONTENT, lobby_text
from .service import ServiceRefused
from .store import Lobby
from .words import lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter

JSON = dict[str, Any]
AUTOMATION = (  # the service's automation levels, as a host reads them in /lobby
    ("manual", "when the host ends them (/host)"),
    ("timed", "at their deadlines"),
    ("auto", "as soon as everyone has acted"),
)
# the clock's presets in /lobby, as the service and the browser builder have them (the one
# table, werewolves.clocks): "long" is the default
CLOCK_LABELS = tuple((name, clock_label(name)) for name in CLOCKS)
MAX_MINUTES = 30 * 24 * 60  # the service's longest phase (30 days)
DEAD_READ = (  # what the dead read, as the host chooses it in /lobby (plan.Policy)
    ("all", "the town square and every channel of the living"),
    ("town", "the town square only"),
    ("none", "nothing but the dead channel"),
)
WATCH_READ = (  # what spectators read, as the host chooses in /lobby (plan.Policy)
    ("all", "the town square, every player's channel and the dead channel"),
    ("town", "the town square only"),
    ("none", "nothing (no one may watch)"),
)
NO_CHANNELS = (
    "Discord would not let me make the game's channels: give the bot's role the permission "
    "**Manage Channels** (Server Settings → Roles), then press Start again."
)
JOIN, LEAVE, START = "werewolves:join", "werewolves:leave", "werewolves:start"


class LobbyRoom:
    """The lobbies of the adapter ``bot``: open, join and leave, rename, start."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    async def open(
        self,
        interaction: discord.Interaction,
        label: str,
        *,
        phases: str | None = None,
        seed: int | None = None,
        dead: str | None = None,
        watchers: str | None = None,
        name: str | None = None,
        clock: str | None = None,
        day: int | None = None,
        night: int | None = None,
        roles: str | None = None,
        role_file: discord.Attachment | None = None,
        language: str | None = None,
    ) -> None:
        """``/lobby``: a message with Join / Leave / Start in this channel; who opened it hosts
        (with how its phases end, its seed, what the dead read and the roles it deals, when the
        host names them: kept for Start). With ``role_file``, not a new lobby: a role file
        added to the one the member hosts here (:mod:`.rolefiles`)."""
        if interaction.guild_id is None or interaction.channel_id is None:
            await interaction.response.send_message(
                say("lobby.no_guild", lang_of(interaction.locale)), ephemeral=True
            )
            return
        if role_file is not None:
            await rolefiles.add_role_file(self, interaction, role_file)
            return
        if name is not None:  # not a new lobby: the member's name in this channel's lobby
            await self.rename(interaction, name)
            return
        if self.bot.allowed and interaction.guild_id not in self.bot.allowed:
            await interaction.response.send_message(
                say("lobby.not_served", lang_of(interaction.locale)), ephemeral=True
            )
            return
        lang = lobby_language(language, interaction.guild_locale)
        if lang is None:
            await interaction.response.send_message(
                say(
                    "lobby.language_bad",
                    lang_of(interaction.locale),
                    languages=", ".join(CATALOG.languages),
                    value=str(language)[:20],
                ),
                ephemeral=True,
            )
            return
        label = channel_name(label)[:40]
        host = interaction.user.display_name
        chosen: JSON = {"phases": phases, "seed": seed, "dead": dead, "watchers": watchers}
        chosen.update(clock=clock, day=day, night=night)
        if roles is not None:
            _dealt, wrong = rolefiles.parse_roles(roles)
            if wrong is not None:
                await interaction.response.send_message(
                    say("lobby.roles_bad", lang_of(interaction.locale), problem=wrong),
                    ephemeral=True,
                )
                return
            chosen["roles"] = " ".join(roles.split())
        if lang != DEFAULT:
            chosen["language"] = lang
        text = lobby_text(label, host, [], lang=lang) + clock_line(chosen)
        if chosen.get("roles"):
            text += rolefiles.lobby_lines(self.bot.store, 0, chosen)
        await interaction.response.send_message(text, view=LobbyView(self.bot))
        message = await interaction.original_response()
        self.bot.store.add_lobby(
            message.id,
            interaction.guild_id,
            interaction.channel_id,
            (interaction.user.id, host),
            label,
        )
        if any(v is not None for v in chosen.values()):
            self.bot.store.put(f"lobby/{message.id}", json.dumps(chosen))

    async def _lobby_of(self, interaction: discord.Interaction) -> Lobby | None:
        lob = None if interaction.message is None else self.bot.store.lobby(interaction.message.id)
        if lob is None or lob.game_id is not None:
            await interaction.response.send_message(
                say("lobby.closed", lang_of(interaction.locale)), ephemeral=True
            )
            return None
        return lob

    async def join(self, interaction: discord.Interaction, join: bool) -> None:
        lob = await self._lobby_of(interaction)
        if lob is None or interaction.message is None:
            return
        mid, user = interaction.message.id, interaction.user
        if join:
            # the game name: the display name's safe form, unique among the lobby's (names.py)
            taken = [n for m, n in self.bot.store.lobby_members(mid) if m != user.id]
            if self.bot.store.join_lobby(mid, user.id, game_name(user.display_name, taken)):
                self.bot.store.put(f"lobby/{mid}/shown/{user.id}", user.display_name)
        else:
            self.bot.store.leave_lobby(mid, user.id)
        await interaction.response.edit_message(content=self.text(mid, lob))

    def text(self, mid: int, lob: Lobby, started: str | None = None) -> str:
        """The lobby message, each player under their game name, with their display name
        beside it when the two differ (the mapping every player sees)."""
        shown = []
        for member, name in self.bot.store.lobby_members(mid):
            display = self.bot.store.get(f"lobby/{mid}/shown/{member}") or name
            shown.append(name if display == name else f"{name} ({display})")
        chosen = json.loads(self.bot.store.get(f"lobby/{mid}") or "{}")
        return (
            lobby_text(lob.label, lob.host_name, shown, started=started, lang=lobby_lang_of(chosen))
            + clock_line(chosen)
            + rolefiles.lobby_lines(self.bot.store, mid, chosen)
        )

    async def rename(self, interaction: discord.Interaction, name: str) -> None:
        """``/lobby name:``: the game name the member plays under in this channel's open
        lobby, changed — or refused, with every problem at once, to them alone."""
        mids = (
            []
            if interaction.channel_id is None
            else self.bot.store.open_lobbies(interaction.channel_id)
        )
        who = interaction.user.id
        mid = next(
            (m for m in mids if any(x == who for x, _n in self.bot.store.lobby_members(m))), None
        )
        if mid is None:
            await interaction.response.send_message(
                say("lobby.not_in", lang_of(interaction.locale)), ephemeral=True
            )
            return
        name = name.strip()
        taken = [n for m, n in self.bot.store.lobby_members(mid) if m != who]
        wrong = problems(name, taken)
        if wrong:
            text = say(
                "lobby.name_bad",
                lang_of(interaction.locale),
                name=name[:40],
                problems="; ".join(wrong),
                free=game_name(name, taken),
            )
            await interaction.response.send_message(text, ephemeral=True)
            return
        self.bot.store.rename_in_lobby(mid, who, name)
        lob = self.bot.store.lobby(mid)
        await interaction.response.send_message(
            say("lobby.name_set", lang_of(interaction.locale), name=name), ephemeral=True
        )
        if lob is not None:
            await self.bot.http.request(
                Route(
                    "PATCH",
                    "/channels/{channel_id}/messages/{message_id}",
                    channel_id=lob.channel_id,
                    message_id=mid,
                ),
                json={"content": self.text(mid, lob), "allowed_mentions": {"parse": []}},
            )

    async def start(self, interaction: discord.Interaction) -> None:
        """Start: the host only; deferred before the service is asked; the game's players are
        the lobby's members in the order they joined, under their display names."""
        lob = await self._lobby_of(interaction)
        if lob is None or interaction.message is None:
            return
        if interaction.user.id != lob.host:
            await interaction.response.send_message(
                say("lobby.host_only", lang_of(interaction.locale)), ephemeral=True
            )
            return
        await interaction.response.defer()
        mid = interaction.message.id
        members = self.bot.store.lobby_members(mid)
        names = [n for _m, n in members]
        chosen = json.loads(self.bot.store.get(f"lobby/{mid}") or "{}")
        settings = lobby_settings(chosen)
        try:
            game_id = await self.bot.new_game(
                lob.guild_id,
                lob.label,
                rolefiles.setup_with_files(self.bot.store, mid, {"names": names}, chosen),
                settings,
                host=lob.host,
                members={n: m for m, n in members},
                seed=chosen.get("seed"),
                policy=dead_policy(self.bot.policy, chosen.get("dead"), chosen.get("watchers")),
                # the game's shared channels speak the lobby's language (the server's by default)
                lang=lobby_lang_of(chosen),
            )
        except (ServiceRefused, NoRoom) as e:  # the lobby stays open: everyone is told why
            lang = lang_of(interaction.locale)
            why = e.words(lang) if isinstance(e, ServiceRefused) else e.message
            await interaction.followup.send(why, ephemeral=True)
            # the lobby's message is everyone's: in the lobby's language
            shared = lobby_lang_of(chosen)
            said = e.words(shared) if isinstance(e, ServiceRefused) else e.message
            refused = "\n" + say("lobby.start_refused", shared, why=said)
            await interaction.edit_original_response(
                content=(self.text(mid, lob) + refused)[:MAX_CONTENT]
            )
            return
        except discord.Forbidden:
            await interaction.followup.send(NO_CHANNELS, ephemeral=True)
            return
        self.bot.store.lobby_started(mid, game_id)
        town = self.bot.store.channels(game_id).get("town")
        where = (
            say("lobby.go_to", lobby_lang_of(chosen), channel_id=town.channel_id) if town else ""
        )
        text = self.text(mid, lob, started=where)
        await interaction.edit_original_response(
            content=text, view=ui(prompts.watch_button(game_id))
        )


class LobbyView(discord.ui.View):
    """The lobby's buttons; persistent (their ids are fixed), so they work after a restart."""

    def __init__(self, adapter: Adapter) -> None:
        super().__init__(timeout=None)
        self.adapter = adapter

    @discord.ui.button(label="Join", style=discord.ButtonStyle.success, custom_id=JOIN)
    async def join(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby.join(interaction, True)

    @discord.ui.button(label="Leave", style=discord.ButtonStyle.secondary, custom_id=LEAVE)
    async def leave(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby.join(interaction, False)

    @discord.ui.button(label="Start", style=discord.ButtonStyle.primary, custom_id=START)
    async def start(self, interaction: discord.Interaction, _b: discord.ui.Button[Any]) -> None:
        await self.adapter.lobby.start(interaction)


def lobby_settings(chosen: Mapping[str, Any]) -> JSON:
    """The game's settings from what the host chose in ``/lobby``: how phases end (at their
    deadlines by default) and, unless the host ends them by hand, how long days and nights
    last — the clock's preset (``long`` by default), or the minutes the host gave."""
    phases = str(chosen.get("phases") or "timed")
    out: JSON = {"automation": phases}
    if phases != "manual":
        clock = CLOCKS.get(str(chosen.get("clock") or DEFAULT_CLOCK), CLOCKS[DEFAULT_CLOCK])
        day, night = clock.day, clock.night
        out["day_seconds"] = int(chosen["day"]) * 60 if chosen.get("day") else day
        out["night_seconds"] = int(chosen["night"]) * 60 if chosen.get("night") else night
    return out


def clock_line(chosen: Mapping[str, Any]) -> str:
    """The lobby's line about its clock: how long days and nights last, or that the host
    ends every phase."""
    settings = lobby_settings(chosen)
    if settings["automation"] == "manual":
        return "\nThe host ends each phase."
    day, night = minutes_text(settings["day_seconds"]), minutes_text(settings["night_seconds"])
    early = " (or as soon as everyone has acted)" if settings["automation"] == "auto" else ""
    return f"\nDays last {day}, nights {night}{early}."


def dead_policy(base: Policy, dead: str | None, watchers: str | None = None) -> Policy | None:
    """The policy of a game whose host chose in ``/lobby`` what the dead read and what
    spectators read (each ``all``, ``town`` or ``none``); None when they chose neither (the
    adapter's own)."""
    kinds = ("all", "town", "none")
    if dead not in kinds and watchers not in kinds:
        return None
    out = base
    if dead in kinds:
        out = dataclasses.replace(
            out, dead_read_town=dead != "none", dead_read_private=dead == "all"
        )
    if watchers in kinds:
        out = dataclasses.replace(
            out, spectators_read_town=watchers != "none", spectators_read_private=watchers == "all"
        )
    return out


__all__ = [
    "AUTOMATION",
    "CLOCKS",
    "CLOCK_LABELS",
    "DEAD_READ",
    "MAX_MINUTES",
    "WATCH_READ",
    "LobbyRoom",
    "LobbyView",
    "clock_line",
    "dead_policy",
    "lobby_settings",
]


def lobby_language(asked: str | None, guild_locale: object) -> str | None:
    """The language of a lobby's shared channels: the one the host named (``/lobby
    language:``; None when we have no such language), else the server's preferred locale's
    (English when we lack it)."""
    if asked is None:
        return lang_of(guild_locale)
    tag = asked.strip().replace("_", "-")
    have = {lang.lower(): lang for lang in CATALOG.languages}
    for candidate in (tag.lower(), tag.lower().split("-")[0]):
        if candidate in have:
            return have[candidate]
    return None


def lobby_lang_of(chosen: Mapping[str, Any]) -> str:
    """The language of a lobby's message and its game's shared channels, from what its host
    chose (English for a lobby opened before lobbies had one)."""
    return str(chosen.get("language") or DEFAULT)

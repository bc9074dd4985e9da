"""Conspiracy channels on Discord, one room of the adapter (rule-conspiracy-channels.1-2):
``/conspire`` opens a private channel with the players a member names, ``/invite``
lets more in later. Both are the seat's commands on the service (so the game's log, its replay,
export and review keep them); the channel itself is a real private Discord channel, made and
kept by the plan (:mod:`.plan`: from the seats' views, so a late invitee reads it without its
history, a dead member reads and no longer writes), and what members write there is relayed to
the service as the seat's chat in it, as in every other game channel (``Adapter.on_message``).
The host's limits are the service's: a refusal comes back as its sentence."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

import discord

from .plan import CONSPIRACY_MARK
from .service import ServiceRefused
from .words import lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter

JSON = dict[str, Any]
_MENTION = re.compile(r"^<@!?(\d+)>$")
MAX_CHOICES = 25  # Discord's autocomplete answers at most 25 choices


def channels_of(view: JSON) -> list[str]:
    """The conspiracy channels a seat is a member of (a view's channel with its ``members``)."""
    return [str(c["name"]) for c in view.get("channels") or [] if c.get("members")]


def players_of(view: JSON) -> list[str]:
    """The players a seat may name for a conspiracy channel: the living, the seat itself
    left out (the service decides; this is only what autocomplete offers)."""
    me = str(view.get("name", ""))
    return [str(n) for n in view.get("living") or [] if str(n) != me]


def complete_players(view: JSON, typed: str) -> list[str]:
    """Autocomplete of a list of players typed one after another: the names already typed
    kept, the last one completed among the players not named yet."""
    head, _sep, last = typed.replace(",", " ").rpartition(" ")
    named = {n.lower() for n in head.split()}
    out = []
    for n in players_of(view):
        if n.lower() in named or not n.lower().startswith(last.strip().lower()):
            continue
        out.append(f"{head} {n}".strip())
    return out[:MAX_CHOICES]


class ConspiracyRoom:
    """``/conspire`` and ``/invite`` of the adapter ``bot``."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    def names(self, game_id: str, typed: str | None) -> list[str]:
        """The players a member typed: names split at commas and spaces, a mention of a
        seated member read as their seat's name."""
        out: list[str] = []
        for word in (typed or "").replace(",", " ").split():
            found = _MENTION.match(word)
            if found is not None:
                word = self.bot.store.seat_of(game_id, int(found.group(1))) or word
            out.append(word)
        return out

    async def open(self, interaction: discord.Interaction, name: str, players: str) -> None:
        """``/conspire``: the seat opens the channel ``name`` with ``players``."""
        await self._send(interaction, name, players, opening=True)

    async def invite(self, interaction: discord.Interaction, channel: str, players: str) -> None:
        """``/invite``: a member lets ``players`` into their channel, from now on."""
        await self._send(interaction, channel, players, opening=False)

    async def _send(
        self, interaction: discord.Interaction, channel: str, players: str, *, opening: bool
    ) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = await self.bot.seats._seat(interaction)
        if seat is None:
            await interaction.followup.send(self.bot.seats._not_yours(interaction), ephemeral=True)
            return
        game_id, number = seat
        members = self.names(game_id, players)
        if not members:
            await interaction.followup.send(say("cc.no_players"), ephemeral=True)
            return
        try:
            if opening:
                done = await self.bot.service.conspire(game_id, number, channel, members)
            else:
                done = await self.bot.service.invite(game_id, number, channel, members)
            full = await self._channel_of(game_id, done, channel)
        except ServiceRefused as e:  # the host's limits, a name, a dead player: its sentence
            await interaction.followup.send(e.words(lang_of(interaction.locale)), ephemeral=True)
            return
        await self.bot._pump_soon(game_id)  # the Discord channel made, or its overwrites set
        made = self.bot.store.channels(game_id).get(f"group:{full}")
        if not opening:
            text = say("cc.invited", members=", ".join(members), channel=full)
        elif made is not None:
            text = say("cc.opened", channel=full, channel_id=made.channel_id)
        else:
            text = say("cc.opened_later", channel=full)
        await interaction.followup.send(text, ephemeral=True)

    async def _channel_of(self, game_id: str, done: JSON, typed: str) -> str:
        """The channel's name as the game gave it (``#plan``, or ``#plan (Bob)`` when another
        channel had the name), read from the event the command made."""
        event = done.get("event")
        if isinstance(event, int):
            page = await self.bot.service.events(game_id, event - 1)
            for ev in page.get("events") or []:
                if int(ev.get("id", -1)) == event and ev.get("channel"):
                    return str(ev["channel"])
        typed = typed.strip()
        return typed if typed.startswith(CONSPIRACY_MARK) else CONSPIRACY_MARK + typed

    async def complete_channel(self, interaction: discord.Interaction, typed: str) -> list[str]:
        view = await self.bot.seats.seat_view(interaction)
        t = typed.strip().lower().lstrip(CONSPIRACY_MARK)
        got = channels_of(view) if view else []
        return [c for c in got if t in c.lower()][:MAX_CHOICES]

    async def complete_players(self, interaction: discord.Interaction, typed: str) -> list[str]:
        view = await self.bot.seats.seat_view(interaction)
        return complete_players(view, typed) if view else []


__all__ = ["ConspiracyRoom", "channels_of", "complete_players", "players_of"]

"""The host's tools (``/host``), one room of the adapter.

Each tool is a row of :data:`TOOLS`: the key the host chooses, its label in Discord's list,
and the function that drives the service's host command or reading of ``docs/api.md`` (``POST
…/host/advance``, ``GET …/host/preview`` …) from what the host gave (``reason:``, ``seat:``,
``member:``, ``action:``, ``minutes:``). The slash command's choices are this table and the
dispatch is a look-up in it, not a chain of ``if``s re-listing the service's commands; a tool
answers with the service's message (then the game is rendered at once), a sentence saying what
the host must give first, or nothing (it answered itself: the grimoire, the audit, a file).
"""

from __future__ import annotations

import io
import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import discord

from ..clocks import length_text as minutes_text
from . import prompts
from .render import MAX_CONTENT, split_text, timestamp
from .service import ServiceRefused, answer_words
from .words import lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter

JSON = dict[str, Any]
@dataclass(frozen=True)
class Ask:
    """One use of ``/host``: the game (its host channel's), the member, and what they gave."""

    interaction: discord.Interaction
    game: str
    reason: str | None = None
    seat: str | None = None
    member: str | None = None
    action: str | None = None
    minutes: int | None = None

    @property
    def lang(self) -> str:
        """The host's language, as their interaction says (Discord's locale)."""
        return lang_of(self.interaction.locale)

    def say(self, key: str, **params: Any) -> str:
        """The host tools' sentence ``key`` (discord.ftl ``discord-host-…``) in the host's
        language."""
        return say("host." + key, self.lang, **params)

    async def tell(self, text: str, **more: Any) -> None:
        await self.interaction.followup.send(text[:MAX_CONTENT], ephemeral=True, **more)


Answer = JSON | str | None  # the service's answer; what to give first; answered already
Run = Callable[["HostRoom", Ask], Awaitable[Answer]]


@dataclass(frozen=True)
class Tool:
    key: str  # what the host chooses (``what:``)
    label: str  # as Discord's list shows it
    run: Run


class HostRoom:
    """The host's tools of the adapter ``bot``: only the game's host, only in its host
    channel; deferred first; the service's answer (or refusal) to the host alone."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    async def use(
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
        await interaction.response.defer(ephemeral=True, thinking=True)
        store = self.bot.store
        info = None if interaction.channel_id is None else store.channel(interaction.channel_id)
        if info is None or info.key != "host" or store.host_of(info.game_id) != interaction.user.id:
            await interaction.followup.send(
                say("host.channel_only", lang_of(interaction.locale)), ephemeral=True
            )
            return
        ask = Ask(interaction, info.game_id, reason, seat, member, action, minutes)
        tool = BY_KEY.get(what)
        if tool is None:
            await ask.tell(ask.say("unknown_tool"))
            return
        try:
            await self.refollow(ask.game)  # an end undone elsewhere (the browser's host link)
            answer = await tool.run(self, ask)
        except ServiceRefused as e:
            await ask.tell(e.words(ask.lang))
            return
        if isinstance(answer, str):
            await ask.tell(answer)
        elif answer is not None:
            await ask.tell(answer_words(answer, ask.lang, "done"))
            await self.bot._pump_soon(ask.game)

    async def refollow(self, game_id: str) -> None:
        """A game the adapter left alone once its outcome was told is followed again when it
        is no longer over (its end undone): asked only of a finished game, when its host
        uses a host tool."""
        store, service = self.bot.store, self.bot.service
        if store.finished(game_id) and not (await service.summary(game_id)).get("over"):
            store.finish(game_id, False)

    # ------------------------------------------------------------------ the phase

    async def advance(self, ask: Ask) -> Answer:
        service = self.bot.service
        phase = int((await service.summary(ask.game))["phase_index"])
        done = await service.host(ask.game, "advance", {"phase": phase})
        if (await service.summary(ask.game)).get("over"):  # the phase ended the game
            return {"message": ask.say("game_ended")}
        return done

    async def pause(self, ask: Ask) -> Answer:
        return await self.bot.service.host(ask.game, "pause")

    async def resume(self, ask: Ask) -> Answer:
        return await self.bot.service.host(ask.game, "resume")

    async def deadline(self, ask: Ask) -> Answer:
        """The phase ends ``minutes`` from now (none given: no deadline)."""
        return await self._set_deadline(ask, None if ask.minutes is None else ask.minutes * 60)

    async def extend(self, ask: Ask) -> Answer:
        """The phase gets ``minutes`` more than it had, paused or not."""
        if not ask.minutes:
            return ask.say("needs_minutes")
        summary = await self.bot.service.summary(ask.game)
        left = summary.get("remaining") if summary.get("paused") else None
        if left is None and summary.get("deadline"):
            left = float(summary["deadline"]) - self.bot.clock()
        if left is None:
            return ask.say("no_deadline")
        return await self._set_deadline(ask, max(0, round(float(left))) + ask.minutes * 60)

    async def _set_deadline(self, ask: Ask, seconds: int | None) -> Answer:
        service = self.bot.service
        done = await service.host(ask.game, "deadline", {"seconds": seconds})
        summary = await service.summary(ask.game)
        if summary.get("paused"):
            if seconds is None:
                return {"message": ask.say("paused_no_deadline")}
            return {"message": ask.say("paused_ends", length=minutes_text(seconds))}
        if summary.get("deadline"):
            return {"message": ask.say("ends", when=timestamp(float(summary["deadline"])))}
        if done.get("message"):
            return done
        return {"message": ask.say("no_deadline_now")}

    async def undo_last(self, ask: Ask) -> Answer:
        return await self._undo(ask, "last")

    async def undo_phase(self, ask: Ask) -> Answer:
        return await self._undo(ask, "phase")

    async def _undo(self, ask: Ask, scope: str) -> Answer:
        if not ask.reason:
            return ask.say("undo_reason")
        # RM551: a finished game is reopened only when asked; the member's own /host undo
        # (named, with a reason) is that asking here. What it takes is the service's to decide
        who = ask.interaction.user.display_name
        done = await self.bot.service.undo(ask.game, scope, ask.reason, who=who, reopen=True)
        await self.refollow(ask.game)  # an end undone: the game is followed again
        return done

    # ------------------------------------------------------------------ readings

    async def preview(self, ask: Ask) -> Answer:
        seen = await self.bot.service.host_read(ask.game, "preview", lang=ask.lang)
        return {"message": prompts.preview_text(seen, ask.lang)}

    async def grimoire(self, ask: Ask) -> Answer:
        service = self.bot.service
        view = (await service.view(ask.game, "host", lang=ask.lang))["view"]
        summary = await service.summary(ask.game)
        for piece in split_text(prompts.grimoire(view, summary, ask.lang)):
            await ask.tell(piece)
        return None

    async def audit(self, ask: Ask) -> Answer:
        audit = (await self.bot.service.host_read(ask.game, "audit")).get("audit", [])
        lines = [prompts.audit_line(a, ask.lang) for a in audit]
        for piece in split_text("\n".join(lines) or ask.say("audit_empty")):
            await ask.tell(piece)
        return None

    async def export(self, ask: Ask) -> Answer:
        data = await self.bot.service.host_read(ask.game, "export")
        blob = json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")
        await ask.tell(
            ask.say("export"),
            file=discord.File(io.BytesIO(blob), filename=f"werewolves-{ask.game}.json"),
        )
        return None

    # ------------------------------------------------------------------ seats

    async def substitute(self, ask: Ask) -> Answer:
        """The seat goes to another member of the server: the service gives the seat a new
        link, which the adapter does not keep, and the channels follow."""
        if not ask.seat:
            return ask.say("needs_seat")
        who = member_id(ask.member)
        if who is None:
            return ask.say("needs_member")
        bot, game, seat = self.bot, ask.game, ask.seat
        await bot.service.host(game, "substitute", {"seat": seat})
        before = bot.store.seats(game).get(seat)
        bot.store.seat_member(game, seat, who)
        bot.plans.pop(game, None)  # every channel's overwrites again, for the new member
        await bot.channel_room.arrange(game)
        # the player the seat had reads its channels no more (unless they host the game)
        still = {*bot.store.seats(game).values(), bot.store.host_of(game)}
        if before is not None and before not in still:
            plan_ = bot.plans.get(game)
            names = {c.key: c.name for c in plan_.channels} if plan_ else {}
            for key, info in bot.store.channels(game).items():
                if str(before) in bot.channel_room.overwrites_of(info.channel_id):
                    await bot.channel_room.unset(
                        game, info.channel_id, str(before), names.get(key, key)
                    )
        return {"message": ask.say("substituted", seat=seat, member=f"<@{who}>")}

    async def kick(self, ask: Ask) -> Answer:
        """A bot plays the seat (in the audit with its reason)."""
        if not ask.seat:
            return ask.say("needs_seat")
        if not ask.reason:
            return ask.say("kick_reason")
        return await self.bot.service.host(
            ask.game, "kick", {"seat": ask.seat, "reason": ask.reason}
        )

    async def act_for(self, ask: Ask) -> Answer:
        """The host acts for a seat (in the audit with its reason)."""
        if not ask.seat:
            return ask.say("needs_seat")
        if not ask.reason:
            return ask.say("act_for_reason")
        if not ask.action:
            return ask.say("needs_action")
        body = {"seat": ask.seat, "action": ask.action, "reason": ask.reason}
        return await self.bot.service.host(ask.game, "override", body)

    async def bots(self, ask: Ask) -> Answer:
        body = {"seats": [ask.seat] if ask.seat else None, "on": True}
        return await self.bot.service.host(ask.game, "bots", body)


# the host's tools in the order /host lists them: each drives one of the service's host
# commands or readings (docs/api.md), the key is what the host chooses
TOOLS: tuple[Tool, ...] = (
    Tool("advance", "end the phase now", HostRoom.advance),
    Tool("pause", "pause the clock", HostRoom.pause),
    Tool("resume", "resume the clock", HostRoom.resume),
    Tool(
        "deadline",
        "end this phase minutes: from now (0: now; left out: no deadline)",
        HostRoom.deadline,
    ),
    Tool("extend", "give this phase minutes: more", HostRoom.extend),
    Tool("undo-last", "undo the latest move", HostRoom.undo_last),
    Tool("undo-phase", "undo this phase's moves", HostRoom.undo_phase),
    Tool("preview", "what ending the phase now would do", HostRoom.preview),
    Tool("grimoire", "the grimoire now", HostRoom.grimoire),
    Tool("audit", "the audit: every host act with its reason", HostRoom.audit),
    Tool("substitute", "give seat: to member: (another member of the server)", HostRoom.substitute),
    Tool("kick", "let a bot play seat: (with reason:)", HostRoom.kick),
    Tool("act-for", "act for seat: with action: (and reason:)", HostRoom.act_for),
    Tool("bots", "bots for every seat nobody plays (or seat:)", HostRoom.bots),
    Tool("export", "the game as a file", HostRoom.export),
)
BY_KEY = {t.key: t for t in TOOLS}
HOST_TOOLS = tuple((t.key, t.label) for t in TOOLS)  # the slash command's choices


def member_id(text: str | None) -> int | None:
    """A member named as a mention (``<@123>``, ``<@!123>``) or an id."""
    digits = "".join(ch for ch in (text or "") if ch.isdigit())
    return int(digits) if digits else None


__all__ = ["HOST_TOOLS", "TOOLS", "Ask", "HostRoom", "Tool", "member_id", "minutes_text"]

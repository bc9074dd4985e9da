"""A seat's commands, one room of the adapter: ``/act``, ``/vote``,
``/unvote``, ``/claim``, ``/why``, and the components of a seat's prompt, a poll, a
confirmation, a form and the role card's **Rules** button. Each is deferred first (Discord
drops an interaction not answered within three seconds), sent to the service for the member's
seat (``store.seat_of``: the member the seat was given to), and answered to the member alone —
with what the seat is told or the engine's refusal. Nothing here names a role or a verb: the
controls and questions come from the views' declarations (:mod:`.prompts`, :mod:`.commands`)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord

from ..game import TOWN_SQUARE, verb_in_text
from ..sim.claims import claim_text
from . import prompts
from .commands import action_of, action_words
from .components import ui
from .render import MAX_CONTENT, split_text, why_line
from .service import ServiceRefused, answer_words, seat_acting
from .words import lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter

JSON = dict[str, Any]


class SeatRoom:
    """The seats' commands and components of the adapter ``bot``."""

    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        self._forms: dict[tuple[str, int, str], dict[int, str]] = {}  # a form's choices so far

    async def why(self, interaction: discord.Interaction, player: str) -> None:
        """``/why``: the service's explanation of a death as this seat may be told it (the
        host, in the host channel: every step), to the member alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        info = (
            None
            if interaction.channel_id is None
            else self.bot.store.channel(interaction.channel_id)
        )
        acting: str | None = None
        if info is not None and self.bot.store.host_of(info.game_id) == interaction.user.id:
            acting = "host"
        else:
            seat = await self._seat(interaction)
            if seat is not None:
                acting = seat_acting(seat[1])
        if info is None or acting is None:
            await interaction.followup.send(self._not_yours(interaction), ephemeral=True)
            return
        try:
            lines = await self.bot.service.why(info.game_id, player, acting)
        except ServiceRefused as e:
            await interaction.followup.send(e.words(lang_of(interaction.locale)), ephemeral=True)
            return
        text = "\n".join(why_line(x) for x in lines) or say(
            "seat.nothing_known", lang_of(interaction.locale)
        )
        for piece in split_text(text):
            await interaction.followup.send(piece, ephemeral=True)

    async def table(self, interaction: discord.Interaction) -> None:
        """``/table``: the last phase's news and the roster as the seat
        knows it (who ascended, who is on their side), to the member alone, on demand."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        view = await self.seat_view(interaction)
        if view is None:
            await interaction.followup.send(self._not_yours(interaction), ephemeral=True)
            return
        for piece in split_text(prompts.table_text(view, lang_of(interaction.locale))):
            await interaction.followup.send(piece, ephemeral=True)

    async def act(
        self, interaction: discord.Interaction, verb: str, targets: Sequence[str | None]
    ) -> None:
        """``/act``: deferred first (Discord drops an interaction not answered within three
        seconds, and the service may take longer), then sent to the service — after asking,
        when the action's declaration says so; what the seat is told, or the service's
        refusal, comes back to the member alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = await self._member_seat(interaction)
        if seat is None:
            return
        game_id, number = seat
        try:
            # an action whose declaration asks first is asked, with Send it / Cancel
            view = await self._view(interaction, game_id, number)
            # a verb typed by its label (in any language the view gives) is sent as the verb
            named = action_of(view, verb)
            verb = str(named["verb"]) if named is not None else verb
            if await self._asked_first(interaction, view, verb.strip(), list(targets)):
                return
            # typed now, so meant for the phase the seat's view was of a moment ago
            meant = view.get("phase_index")
            await self._send_action(interaction, game_id, number, verb, targets, meant)
        except ServiceRefused as e:
            await interaction.followup.send(e.words(lang_of(interaction.locale)), ephemeral=True)

    async def _ask(
        self, interaction: discord.Interaction, asked: tuple[str, list[JSON]] | None
    ) -> bool:
        """Whether there is a question to ask first (``asked``: its words and buttons): then it
        is what the member gets, and nothing is sent to the service yet."""
        if asked is None:
            return False
        question, rows = asked
        await interaction.followup.send(question, view=ui(rows), ephemeral=True)
        return True

    async def _asked_first(
        self,
        interaction: discord.Interaction,
        view: JSON,
        verb: str,
        targets: Sequence[str | None],
    ) -> bool:
        """Whether the seat's action ``verb`` on ``targets`` is one its declaration asks about
        first, with Send it / Cancel (see :meth:`_ask`)."""
        asked = prompts.confirm(view, verb, targets)
        return action_of(view, verb) is not None and await self._ask(interaction, asked)

    async def _send_action(
        self,
        interaction: discord.Interaction,
        game_id: str,
        number: int,
        verb: str,
        targets: Sequence[str | None],
        meant: int | None,
    ) -> None:
        """The seat's action sent to the service (meant for the phase ``meant``); what the seat
        is told comes back to the member alone, then the game's news is sent on. The service's
        refusal is raised (:class:`ServiceRefused`) for the caller to hand on."""
        lang = lang_of(interaction.locale)
        result = await self.bot.service.act(
            game_id, number, action_words(verb, targets), meant, lang=lang
        )
        # what the action told the seat, in the member's language (the service's answer else)
        said = result.get("told_text") or result.get("told") or []
        told = [str(t) for t in said] or [answer_words(result, lang)]
        await interaction.followup.send("\n".join(told)[:MAX_CONTENT], ephemeral=True)
        await self.bot._pump_soon(game_id)

    async def claim(
        self, interaction: discord.Interaction, role: str | None, says: str | None
    ) -> None:
        """``/claim``: a claim in the town square, as the seat's own line there (the role
        the member names, or the one their card shows), with what they add."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = await self._member_seat(interaction)
        if seat is None:
            return
        game_id, number = seat
        view = await self._view(interaction, game_id, number)
        if not any(c.get("name") == TOWN_SQUARE and c.get("writable") for c in view["channels"]):
            await interaction.followup.send(
                say("seat.nothing_to_claim", lang_of(interaction.locale)), ephemeral=True
            )
            return
        text = claim_text(role or str(view.get("role") or view["card"].get("name", "")))
        if says:
            text = f"{text} {says.strip()}"
        try:
            await self.bot.service.say(game_id, number, TOWN_SQUARE, text)
        except ServiceRefused as e:
            await interaction.followup.send(e.words(lang_of(interaction.locale)), ephemeral=True)
            return
        said = say("seat.said", lang_of(interaction.locale), text=text)
        await interaction.followup.send(said, ephemeral=True)
        # a seated member's chat is not told again from the stream (they wrote it in Discord
        # themselves); a claim they did not write, so the adapter posts it, once
        town = self.bot.store.channels(game_id).get("town")
        if town is not None:
            name = self.bot.store.seat_of(game_id, interaction.user.id) or ""
            await self.bot.beside.send_once(
                f"claim/{game_id}/{interaction.id}",
                "sent",
                town.channel_id,
                {"content": f"**{name}**: {text}"[:MAX_CONTENT]},
            )
        await self.bot._pump_soon(game_id)

    async def role_names(self) -> list[str]:
        if not hasattr(self, "_roles"):
            self._roles = [str(r["name"]) for r in await self.bot.service.roles()]
        return self._roles

    async def component(
        self, interaction: discord.Interaction, custom_id: str, values: Sequence[str]
    ) -> None:
        """A component pressed: deferred first, then the service; the answer (or the
        engine's refusal) to the member alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if custom_id == prompts.NO:
            await interaction.followup.send(
                say("seat.not_sent", lang_of(interaction.locale)), ephemeral=True
            )
            return
        if custom_id.startswith(prompts.WATCH):
            await self.bot.channel_room.watch(interaction, custom_id.removeprefix(prompts.WATCH))
            return
        if custom_id.startswith(prompts.RULES):
            await self._rules(interaction, custom_id.removeprefix(prompts.RULES).lstrip(":"))
            return
        seat = await self._member_seat(interaction)
        if seat is None:
            return
        game_id, number = seat
        try:
            if custom_id in (prompts.READY, prompts.READY_ANYWAY):
                view = await self._view(interaction, game_id, number)
                asked = prompts.ready_check(view) if custom_id == prompts.READY else None
                if await self._ask(interaction, asked):  # RM562: a duty left undone named first
                    return
                meant = self._meant(game_id, interaction)
                done = await self.bot.service.ready(game_id, number, meant)
                await interaction.followup.send(
                    answer_words(
                        done, lang_of(interaction.locale),
                        say("seat.ready", lang_of(interaction.locale)),
                    ),
                    ephemeral=True,
                )
                return
            if custom_id.startswith((prompts.FORM, prompts.POS)):
                await self._form(interaction, game_id, number, custom_id, values)
                return
            if custom_id.startswith(prompts.SEND):
                verb = custom_id.removeprefix(prompts.SEND)
                targets = self._filled(game_id, number, verb)
            elif custom_id.startswith(prompts.ACT):
                verb = custom_id.removeprefix(prompts.ACT)
                targets = list(values)  # a multi-select's choices, in the order listed
                view = await self._view(interaction, game_id, number)
                if targets and await self._asked_first(interaction, view, verb, targets):
                    return
            else:
                verb, targets = prompts.yes_of(custom_id)
            meant = self._meant(game_id, interaction)
            await self._send_action(interaction, game_id, number, verb, targets, meant)
        except ServiceRefused as e:
            await interaction.followup.send(e.words(lang_of(interaction.locale)), ephemeral=True)

    async def _form(
        self,
        interaction: discord.Interaction,
        game_id: str,
        number: int,
        custom_id: str,
        values: Sequence[str],
    ) -> None:
        """An action naming several things of different kinds: its button opens the form
        (one menu per position, :func:`.prompts.form`); each choice in it is kept here, for
        the member's **Send it** (a restart forgets it: the member chooses again)."""
        view = await self._view(interaction, game_id, number)
        if custom_id.startswith(prompts.FORM):
            verb = custom_id.removeprefix(prompts.FORM)
            action = action_of(view, verb)
            if action is None:
                await interaction.followup.send(
                    say("seat.cannot_use", lang_of(interaction.locale),
                        verb=verb_in_text(verb, lang_of(interaction.locale))),
                    ephemeral=True,
                )
                return
            self._forms[(game_id, number, verb)] = {}
            text, rows = prompts.form(action)
            await interaction.followup.send(text, view=ui(rows), ephemeral=True)
            return
        verb, _sep, index = custom_id.removeprefix(prompts.POS).rpartition(":")
        kept = self._forms.setdefault((game_id, number, verb), {})
        if values:
            kept[int(index)] = str(values[0])
        else:
            kept.pop(int(index), None)
        shown = self._filled(game_id, number, verb)
        await interaction.followup.send(
            f"`{verb}` so far: {' '.join(shown) or 'nothing'}. Then **Send it**.", ephemeral=True
        )

    def _filled(self, game_id: str, number: int, verb: str) -> list[str]:
        kept = self._forms.get((game_id, number, verb), {})
        return [kept[i] for i in sorted(kept)]

    async def _rules(self, interaction: discord.Interaction, game_id: str) -> None:
        """The Rules button: the member's own card, in full, to them alone."""
        if not game_id and interaction.channel_id is not None:
            info = self.bot.store.channel(interaction.channel_id)
            game_id = info.game_id if info else ""
        name = self.bot.store.seat_of(game_id, interaction.user.id) if game_id else None
        summary = await self.bot.service.summary(game_id) if name else {"seats": []}
        number = next((int(s["seat"]) for s in summary["seats"] if s["name"] == name), None)
        if number is None:
            await interaction.followup.send(self._not_yours(interaction), ephemeral=True)
            return
        card = (await self._view(interaction, game_id, number))["card"]
        for piece in split_text(prompts.rules_text(card)):
            await interaction.followup.send(piece, ephemeral=True)

    def _meant(self, game_id: str, interaction: discord.Interaction) -> int | None:
        """The phase a member's command was meant for: the phase of the
        prompt last posted in their seat's channel, what they saw when they chose. Sent with
        the command, so one pressed on a phase that has since ended is refused with the
        service's sentence instead of becoming the next phase's action; None (no prompt
        posted yet) sends none, as before."""
        name = self.bot.store.seat_of(game_id, interaction.user.id)
        told = self.bot.store.get(f"prompt/{game_id}/{name}") if name is not None else None
        _epoch, _, index = (told or "").partition("/")
        return int(index) if index.isdigit() else None

    async def _member_seat(self, interaction: discord.Interaction) -> tuple[str, int] | None:
        """The member's game and seat number (:meth:`_seat`); None once the member is told
        that this channel holds no seat of theirs."""
        seat = await self._seat(interaction)
        if seat is None:
            await interaction.followup.send(self._not_yours(interaction), ephemeral=True)
        return seat

    async def _seat(self, interaction: discord.Interaction) -> tuple[str, int] | None:
        """The game and seat number of the member in the channel of the interaction."""
        if interaction.channel_id is None:
            return None
        info = self.bot.store.channel(interaction.channel_id)
        if info is None:
            return None
        seat_name = self.bot.store.seat_of(info.game_id, interaction.user.id)
        if seat_name is None:
            return None
        summary = await self.bot.service.summary(info.game_id)
        for s in summary["seats"]:
            if s["name"] == seat_name:
                return info.game_id, int(s["seat"])
        return None

    def _not_yours(self, interaction: discord.Interaction) -> str:
        """The real reason a member has no seat to act for here: the channel is no game's,
        they host this game, or they are not playing in it."""
        lang = lang_of(interaction.locale)
        info = (
            None
            if interaction.channel_id is None
            else self.bot.store.channel(interaction.channel_id)
        )
        if info is None:
            return say("seat.not_yours", lang)
        if self.bot.store.host_of(info.game_id) == interaction.user.id:
            return say("seat.hosting", lang)
        return say("seat.not_playing", lang)

    async def _view(self, interaction: discord.Interaction, game_id: str, number: int) -> JSON:
        """The seat's view as the member reads it: in their interaction's language."""
        got = await self.bot.service.view(
            game_id, seat_acting(number), lang=lang_of(interaction.locale)
        )
        return dict(got["view"])

    async def seat_view(self, interaction: discord.Interaction) -> JSON | None:
        seat = await self._seat(interaction)
        if seat is None:
            return None
        got = await self.bot.service.view(
            seat[0], seat_acting(seat[1]), lang=lang_of(interaction.locale)
        )
        view: JSON = got["view"]
        return view


__all__ = ["SeatRoom"]

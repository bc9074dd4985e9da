"""The adapter's slash commands: ``/act``, ``/why``, ``/lobby``, ``/host``,
``/vote``, ``/unvote``, ``/claim``, with their options, choices and autocomplete, each handed
to the room that answers it (:mod:`.seat`, :mod:`.lobby`, :mod:`.host`). The lists offer exactly
what the member's seat may do now (the view's legal actions): nothing here names a role. What
Discord shows of each command and option is in the catalogue (:mod:`.words`, ``slash.…``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from ..game import role_words
from ..i18n import CATALOG, DEFAULT
from . import prompts
from .commands import labelled_verbs, target_choices
from .host import HOST_TOOLS
from .lobby import AUTOMATION, CLOCK_LABELS, DEAD_READ, MAX_MINUTES, WATCH_READ
from .words import PREFIX, described, lang_of, say

if TYPE_CHECKING:
    from .bot import Adapter


class CommandWords(app_commands.Translator):
    """The commands' and their options' names and descriptions in each language we have, as
    Discord's ``name_localizations`` and ``description_localizations``: a command's name is
    ``command.COMMAND`` and an option's ``command.COMMAND.OPTION``; their descriptions are
    ``slash.COMMAND`` and ``slash.COMMAND.OPTION``. English is the commands' own words (no
    localization); a language lacking a word gives none, so Discord shows the English one."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        lang = lang_of(locale.value)
        key = words_key(context)
        if lang == DEFAULT or key is None:
            return None
        got = CATALOG.render(PREFIX + key, {}, lang)
        return got.text if got is not None and got.lang == lang else None


def words_key(context: app_commands.TranslationContextTypes) -> str | None:
    """The catalogue key of what Discord asks a translation of (a choice's label: its value's,
    which a language may lack: then the label stays as the command declares it)."""
    where, data = context.location, context.data
    kinds = app_commands.TranslationContextLocation
    if where in (kinds.command_name, kinds.command_description) and hasattr(data, "name"):
        head = "command" if where is kinds.command_name else "slash"
        return f"{head}.{data.name}"
    if isinstance(data, app_commands.Parameter):
        head = "command" if where is kinds.parameter_name else "slash"
        return f"{head}.{data.command.name}.{data.name}"
    if where is kinds.choice_name and isinstance(data, app_commands.Choice):
        # a fixed choice's label (the host's tools): ``choice.VALUE`` where the resource has it
        return "choice." + str(data.value).replace("-", "_")
    return None


def register(bot: Adapter) -> None:
    """Add the adapter's slash commands to its command tree (synced at start-up)."""

    @app_commands.command(name="act", description=say("slash.act"))
    @app_commands.describe(**described("act"))
    async def act(
        interaction: discord.Interaction,
        verb: str,
        whom: str | None = None,
        second: str | None = None,
        third: str | None = None,
    ) -> None:
        await bot.act(interaction, verb, [whom, second, third])

    @act.autocomplete("verb")
    async def _verbs(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        view = await bot.seats.seat_view(interaction)
        # shown by its label in the member's language, sent as the verb
        return _labelled(labelled_verbs(view, current) if view else [])

    def positions(n: int) -> Any:
        async def complete(
            interaction: discord.Interaction, current: str
        ) -> list[app_commands.Choice[str]]:
            view = await bot.seats.seat_view(interaction)
            if view is None:
                return []
            ns = interaction.namespace
            verb = str(getattr(ns, "verb", "") or "")
            given = [getattr(ns, k, None) for k in ("whom", "second", "third")]
            chosen = [str(g) for i, g in enumerate(given) if g and i != n]
            return _choices(target_choices(view, verb, n, current, chosen))

        return complete

    @app_commands.command(name="why", description=say("slash.why"))
    @app_commands.describe(**described("why"))
    async def why(interaction: discord.Interaction, player: str) -> None:
        await bot.seats.why(interaction, player)

    bot.tree.add_command(why)

    act.autocomplete("whom")(positions(0))
    act.autocomplete("second")(positions(1))
    act.autocomplete("third")(positions(2))
    bot.tree.add_command(act)

    @app_commands.command(name="lobby", description=say("slash.lobby"))
    @app_commands.describe(**described("lobby"))
    @app_commands.choices(
        phases=_labelled(AUTOMATION),
        dead=_labelled(DEAD_READ),
        watchers=_labelled(WATCH_READ),
        clock=_labelled(CLOCK_LABELS),
    )
    async def lobby(
        interaction: discord.Interaction,
        label: str = "game",
        phases: str | None = None,
        seed: app_commands.Range[int, 0, 2**53] | None = None,
        dead: str | None = None,
        watchers: str | None = None,
        name: str | None = None,
        clock: str | None = None,
        day: app_commands.Range[int, 1, MAX_MINUTES] | None = None,
        night: app_commands.Range[int, 1, MAX_MINUTES] | None = None,
        roles: app_commands.Range[str, 1, 400] | None = None,
        role_file: discord.Attachment | None = None,
        language: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        await bot.open_lobby(
            interaction,
            label,
            phases=phases,
            seed=seed,
            dead=dead,
            watchers=watchers,
            name=name,
            clock=clock,
            day=day,
            night=night,
            roles=roles,
            role_file=role_file,
            language=language,
        )

    bot.tree.add_command(lobby)

    @app_commands.command(name="host", description=say("slash.host"))
    @app_commands.describe(**described("host"))
    @app_commands.choices(
        what=_labelled(HOST_TOOLS)
    )
    async def host(
        interaction: discord.Interaction,
        what: str,
        reason: str | None = None,
        seat: str | None = None,
        member: str | None = None,
        action: str | None = None,
        minutes: app_commands.Range[int, 0, MAX_MINUTES] | None = None,
    ) -> None:
        await bot.host_tool(
            interaction,
            what,
            reason,
            seat=seat,
            member=member,
            action=action,
            minutes=minutes,
        )

    bot.tree.add_command(host)

    @app_commands.command(name="vote", description=say("slash.vote"))
    @app_commands.describe(**described("vote"))
    async def vote(interaction: discord.Interaction, whom: str) -> None:
        await bot.act(interaction, prompts.VOTE, [whom])

    @vote.autocomplete("whom")
    async def _vote_whom(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        view = await bot.seats.seat_view(interaction)
        return _choices(target_choices(view, prompts.VOTE, 0, current) if view else [])

    bot.tree.add_command(vote)

    @app_commands.command(name="unvote", description=say("slash.unvote"))
    async def unvote(interaction: discord.Interaction) -> None:
        await bot.act(interaction, prompts.UNVOTE, [])

    bot.tree.add_command(unvote)

    @app_commands.command(name="claim", description=say("slash.claim"))
    @app_commands.describe(**described("claim"))
    async def claim(
        interaction: discord.Interaction, role: str | None = None, says: str | None = None
    ) -> None:
        await bot.seats.claim(interaction, role, says)

    @claim.autocomplete("role")
    async def _claim_role(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # a role by its name in the member's language ("Wahrsager") as well as in English
        lang = lang_of(interaction.locale)
        names = [str(role_words(n, lang)) for n in await bot.seats.role_names()]
        t = current.strip().lower()
        return _choices([n for n in names if n.lower().startswith(t)][:25])

    bot.tree.add_command(claim)

    @app_commands.command(name="table", description=say("slash.table"))
    async def table(interaction: discord.Interaction) -> None:
        await bot.seats.table(interaction)

    bot.tree.add_command(table)

    # rule-conspiracy-channels.1: a private channel with chosen players
    @app_commands.command(name="conspire", description=say("slash.conspire"))
    @app_commands.describe(**described("conspire"))
    async def conspire(interaction: discord.Interaction, name: str, players: str) -> None:
        await bot.conspiracies.open(interaction, name, players)

    async def _players(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        # the players a conspiracy channel may take in (/conspire and /invite alike)
        return _choices(await bot.conspiracies.complete_players(interaction, current))

    conspire.autocomplete("players")(_players)
    bot.tree.add_command(conspire)

    @app_commands.command(name="invite", description=say("slash.invite"))
    @app_commands.describe(**described("invite"))
    async def invite(interaction: discord.Interaction, channel: str, players: str) -> None:
        await bot.conspiracies.invite(interaction, channel, players)

    @invite.autocomplete("channel")
    async def _invite_channel(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return _choices(await bot.conspiracies.complete_channel(interaction, current))

    invite.autocomplete("players")(_players)
    bot.tree.add_command(invite)


def _choices(names: Sequence[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n, value=n) for n in names]


def _labelled(options: Sequence[tuple[str, str]]) -> list[app_commands.Choice[str]]:
    """A fixed option's choices: each ``(key, label)`` shown by its label, sent as its key."""
    return [app_commands.Choice(name=label, value=key) for key, label in options]


__all__ = ["register"]

"""The adapter's slash commands: ``/act``, ``/why``, ``/lobby``, ``/host``,
``/vote``, ``/unvote``, ``/claim``, with their options, choices and autocomplete, each handed
to the room that answers it (:mod:`.seat`, :mod:`.lobby`, :mod:`.host`). The lists offer exactly
what the member's seat may do now (the view's legal actions): nothing here names a role."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from . import prompts
from .commands import target_choices, verb_choices
from .host import HOST_TOOLS
from .lobby import AUTOMATION, CLOCK_LABELS, DEAD_READ, MAX_MINUTES, WATCH_READ

if TYPE_CHECKING:
    from .bot import Adapter


def register(bot: Adapter) -> None:
    """Add the adapter's slash commands to its command tree (synced at start-up)."""

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
        await bot.act(interaction, verb, [whom, second, third])

    @act.autocomplete("verb")
    async def _verbs(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        view = await bot.seats.seat_view(interaction)
        return _choices(verb_choices(view, current) if view else [])

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

    @app_commands.command(name="why", description="Why a player died, as far as you may know.")
    @app_commands.describe(player="The dead player")
    async def why(interaction: discord.Interaction, player: str) -> None:
        await bot.seats.why(interaction, player)

    bot.tree.add_command(why)

    act.autocomplete("whom")(positions(0))
    act.autocomplete("second")(positions(1))
    act.autocomplete("third")(positions(2))
    bot.tree.add_command(act)

    @app_commands.command(
        name="lobby", description="Open a game here: players press Join, you press Start."
    )
    @app_commands.describe(
        label="A short name for the game (its channels' category)",
        phases="How phases end: by you alone, at their deadlines, or when all have acted",
        seed="A number that fixes the deal and every draw (the same game again)",
        dead="What the dead read (they write in the dead channel only)",
        watchers="What those who press Watch read (they never write)",
        name="Not a new lobby: the name you play under in this channel's lobby",
        clock="How long phases last when they end at their deadlines (long by default)",
        day="Minutes a day lasts (instead of the clock's)",
        night="Minutes a night lasts (instead of the clock's)",
        roles="The roles to deal, one a player: names separated by commas (2x before a name: two)",
        role_file="Not a new lobby: a role file (YAML) for the lobby you host here",
    )
    @app_commands.choices(
        phases=[app_commands.Choice(name=label, value=key) for key, label in AUTOMATION],
        dead=[app_commands.Choice(name=label, value=key) for key, label in DEAD_READ],
        watchers=[app_commands.Choice(name=label, value=key) for key, label in WATCH_READ],
        clock=[app_commands.Choice(name=label, value=key) for key, label in CLOCK_LABELS],
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
        )

    bot.tree.add_command(lobby)

    @app_commands.command(name="host", description="The host's tools, in the host channel.")
    @app_commands.describe(
        what="What to do",
        reason="Why (an undo, a kick, acting for a seat need one; kept in the audit)",
        seat="The seat it is about (substitute, kick, act for, bots)",
        member="Who takes the seat (substitute): a mention or an id",
        action="The action to send for the seat (act for)",
        minutes="Minutes (the deadline from now, or more for this phase)",
    )
    @app_commands.choices(
        what=[app_commands.Choice(name=label, value=key) for key, label in HOST_TOOLS]
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

    @app_commands.command(name="vote", description="Vote in today's lynch (changeable).")
    @app_commands.describe(whom="Whom (the list shows the players you may vote for)")
    async def vote(interaction: discord.Interaction, whom: str) -> None:
        await bot.act(interaction, prompts.VOTE, [whom])

    @vote.autocomplete("whom")
    async def _vote_whom(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        view = await bot.seats.seat_view(interaction)
        return _choices(target_choices(view, prompts.VOTE, 0, current) if view else [])

    bot.tree.add_command(vote)

    @app_commands.command(name="unvote", description="Withdraw your lynch vote.")
    async def unvote(interaction: discord.Interaction) -> None:
        await bot.act(interaction, prompts.UNVOTE, [])

    bot.tree.add_command(unvote)

    @app_commands.command(
        name="claim", description="Claim a role in the town square (true or not)."
    )
    @app_commands.describe(
        role="The role you claim (your own when left out)",
        says="What you add (what you found out, why they should believe you)",
    )
    async def claim(
        interaction: discord.Interaction, role: str | None = None, says: str | None = None
    ) -> None:
        await bot.seats.claim(interaction, role, says)

    @claim.autocomplete("role")
    async def _claim_role(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        names = await bot.seats.role_names()
        t = current.strip().lower()
        return _choices([n for n in names if n.lower().startswith(t)][:25])

    bot.tree.add_command(claim)

    @app_commands.command(
        name="table", description="Who is at the table, and the last phase's news, again."
    )
    async def table(interaction: discord.Interaction) -> None:
        await bot.seats.table(interaction)

    bot.tree.add_command(table)

    # rule-conspiracy-channels.1: a private channel with chosen players
    @app_commands.command(
        name="conspire", description="Open a private channel with players of your choosing."
    )
    @app_commands.describe(
        name="The channel's name (letters, digits, spaces, hyphens)",
        players="Whom to have in it: their names, separated by spaces or commas",
    )
    async def conspire(interaction: discord.Interaction, name: str, players: str) -> None:
        await bot.conspiracies.open(interaction, name, players)

    @conspire.autocomplete("players")
    async def _conspire_players(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return _choices(await bot.conspiracies.complete_players(interaction, current))

    bot.tree.add_command(conspire)

    @app_commands.command(
        name="invite", description="Let more players into a private channel you are in."
    )
    @app_commands.describe(
        channel="Your private channel (#name)",
        players="Whom to let in: their names, separated by spaces or commas",
    )
    async def invite(interaction: discord.Interaction, channel: str, players: str) -> None:
        await bot.conspiracies.invite(interaction, channel, players)

    @invite.autocomplete("channel")
    async def _invite_channel(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return _choices(await bot.conspiracies.complete_channel(interaction, current))

    @invite.autocomplete("players")
    async def _invite_players(
        interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        return _choices(await bot.conspiracies.complete_players(interaction, current))

    bot.tree.add_command(invite)


def _choices(names: Sequence[str]) -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=n, value=n) for n in names]


__all__ = ["register"]

"""The ``werewolves`` command: play or watch a game in the terminal, read about roles, and run
scenario files.

    werewolves play                         # you play one seat, bots play the rest
    werewolves play --watch --players 16    # bots play every seat
    werewolves roles                        # every role in a table
    werewolves info "Fortune Teller"        # one role in detail
    werewolves scenario run scenarios/      # run scenario files (SCENARIOS.md)
"""

from __future__ import annotations

import difflib
import secrets
import sys
from enum import StrEnum
from typing import Annotated, NoReturn

import typer
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .engine.phases import phase_name
from .engine.rules import Ability, RoleDef, Ruleset
from .game import Game, SetupError
from .roles import default_rules
from .sim.setups import RolesError, make_setup

app = typer.Typer(
    help="Run games of Werewolves with the rules carried out by the program.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
scenario_app = typer.Typer(
    help="Scripted games that check the rules (see SCENARIOS.md).", no_args_is_help=True
)
app.add_typer(scenario_app, name="scenario")


DEFAULT_PLAYERS = 8


class RoleList(StrEnum):
    """What players are told of the role list (R33)."""

    public = "public"
    partial = "partial"
    private = "private"


def _fail(message: str, code: int = 2) -> NoReturn:
    """A user's mistake: one sentence on stderr, no traceback."""
    Console(stderr=True, highlight=False).print(Text(f"Error: {message}", style="bold red"))
    raise typer.Exit(code)


def _stdin_is_tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


# ---------------------------------------------------------------------------------- play


@app.command()
def play(
    players: Annotated[
        int, typer.Option("--players", "-n", help="How many players (2–200).")
    ] = DEFAULT_PLAYERS,
    seed: Annotated[
        int | None, typer.Option(help="Seed for the deal and every random choice (default: new).")
    ] = None,
    roles: Annotated[
        str | None,
        typer.Option(
            help='Roles to deal, e.g. "2xWolf, Fortune Teller" (or Wolf*2); the remaining '
            "seats are Citizens. Default: about a quarter Wolves and a Fortune Teller per 8.",
        ),
    ] = None,
    watch: Annotated[
        bool, typer.Option("--watch", help="Bots play every seat; you watch.")
    ] = False,
    seat: Annotated[
        str | None, typer.Option(help="The player you play (default: a seat drawn from the seed).")
    ] = None,
    role_list: Annotated[
        RoleList, typer.Option("--role-list", help="What players are told of the role list.")
    ] = RoleList.private,
    explain_deaths: Annotated[
        bool,
        typer.Option("--explain-deaths", help="At the end, explain every death (no prompts)."),
    ] = False,
) -> None:
    """Play a game in the terminal against random bots, or --watch bots play it."""
    from .tui import LeaveGame, TerminalGame, choose_seat

    if seed is None:
        seed = secrets.randbelow(1_000_000)
    try:
        setup = make_setup(players, seed, roles_text=roles, role_list=role_list.value)
        game = Game.new(setup, seed=seed)
    except (RolesError, SetupError) as exc:
        _fail(str(exc))
    human: str | None = None
    if not watch:
        if seat is None:
            human = choose_seat(game, seed)
        else:
            found = game.engine.find(seat)
            if found is None:
                _fail(
                    f"There is no seat called '{seat}'; the players are {', '.join(game.players)}."
                )
            human = found.name
    elif seat is not None:
        _fail("--seat picks the seat you play, so it cannot be used with --watch.")
    console = Console(highlight=False)
    tg = TerminalGame(game=game, console=console, seed=seed, human=human)
    replay = _replay_command(players, seed, roles, watch, human, role_list)
    try:
        tg.run()
        tg.outcome_panel()
        if explain_deaths:
            tg.explain_all_deaths()
        if human is not None or _stdin_is_tty():
            tg.after_game()
    except (LeaveGame, KeyboardInterrupt) as exc:
        if isinstance(exc, KeyboardInterrupt):
            why = "Interrupted"
        elif str(exc) == "input ended":
            why = "The input ended"
        else:
            why = "You left the game"
        where = "after the game" if game.over else f"in {phase_name(game.phase_index)}"
        console.print(Text(f"\n{why} {where}. To play this game again: {replay}", style="bold"))
        if isinstance(exc, KeyboardInterrupt):
            raise typer.Exit(130) from None


def _replay_command(
    players: int, seed: int, roles: str | None, watch: bool, human: str | None, mode: RoleList
) -> str:
    """The command line that starts the same game again (same seed, setup and seat)."""
    parts = ["werewolves play", f"--seed {seed}"]
    if players != DEFAULT_PLAYERS:
        parts.append(f"--players {players}")
    if roles is not None:
        parts.append(f'--roles "{roles}"')
    if mode is not RoleList.private:
        parts.append(f"--role-list {mode.value}")
    parts.append("--watch" if watch or human is None else f"--seat {human}")
    return " ".join(parts)


# ---------------------------------------------------------------------------------- roles


def _team_name(rules: Ruleset, key: str) -> str:
    team = rules.teams.get(key)
    if team is not None:
        return team.name
    return {"none": "—", "unaligned": "Unaligned"}.get(key, key)


@app.command("roles")
def roles_cmd() -> None:
    """List every role (and elected office) of the game."""
    rules = default_rules()
    console = Console(highlight=False)
    table = Table(title="Roles", title_justify="left")
    table.add_column("Role", style="bold")
    table.add_column("Team")
    table.add_column("Category")
    table.add_column("What it does")
    offices = Table(title="Elected offices (held on top of a role)", title_justify="left")
    offices.add_column("Office", style="bold")
    offices.add_column("What it does")
    for role in sorted(rules.roles.values(), key=lambda r: (r.category, r.name)):
        if role.office:
            offices.add_row(role.name, role.summary)
        else:
            table.add_row(role.name, _team_name(rules, role.team), role.category, role.summary)
    console.print(table)
    if offices.row_count:
        console.print(offices)
    console.print(Text("More about one role: werewolves info ROLE", style="dim"))


def _when_words(ab: Ability) -> str:
    when = {"day": "by day", "night": "at night", "any": "day or night"}[ab.when]
    if ab.from_phase >= 2:
        when += f", from {phase_name(ab.from_phase)}"
    return when


def _timing_words(ab: Ability) -> str:
    if ab.timing == "immediate":
        return "takes effect at once"
    return "takes effect when the phase ends (can be changed until then)"


def _limits_words(ab: Ability) -> str:
    parts = []
    if ab.per_game is not None:
        parts.append(f"{ab.per_game} per game")
    if ab.per_phase is not None:
        parts.append("once per phase" if ab.per_phase == 1 else f"{ab.per_phase} per phase")
    if ab.counter:
        parts.append(f"uses up {ab.counter}")
    if ab.group:
        parts.append(f"shared with the {ab.group}")
    return "; ".join(parts)


def _usage(ab: Ability) -> str:
    optional = ab.max_targets - ab.min_targets
    return ab.usage or " ".join([ab.verb, *["PLAYER"] * ab.min_targets, *["[PLAYER]"] * optional])


def _ability_table(title: str, abilities: tuple[Ability, ...] | list[Ability]) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column("Action", style="bold")
    table.add_column("When")
    table.add_column("Timing")
    table.add_column("What it does")
    for ab in abilities:
        limits = _limits_words(ab)
        help_text = ab.help + (f" ({limits})" if limits else "")
        table.add_row(_usage(ab), _when_words(ab), _timing_words(ab), help_text)
    return table


def _close_roles(rules: Ruleset, name: str) -> list[str]:
    keys: dict[str, str] = {}
    for role in rules.roles.values():
        for key in (role.name, *role.aliases):
            keys[key.lower()] = role.name
    close = difflib.get_close_matches(name.strip().lower(), list(keys), n=4, cutoff=0.5)
    return list(dict.fromkeys(keys[c] for c in close))


@app.command()
def info(
    role: Annotated[str, typer.Argument(help='A role or office, e.g. Wolf or "Fortune Teller".')],
) -> None:
    """Describe one role: its team, what it does, and its actions."""
    rules = default_rules()
    found: RoleDef | None = rules.role(role)
    if found is None:
        close = _close_roles(rules, role)
        if close:
            _fail(f"'{role}' is not a role this game knows. Did you mean {' or '.join(close)}?")
        names = ", ".join(sorted(r.name for r in rules.roles.values()))
        _fail(f"'{role}' is not a role this game knows. The roles are: {names}.")
    console = Console(highlight=False)
    body = Text()
    if found.office:
        body.append("An elected office, held on top of a player's role.\n", style="italic")
    else:
        team = rules.teams.get(found.team)
        body.append("Team: ", style="bold")
        body.append(_team_name(rules, found.team))
        if team is not None:
            body.append(f" (they win when {team.goal})")
        body.append("\n")
        body.append("Category: ", style="bold")
        body.append(found.category + "\n")
    if found.aliases:
        body.append("Also called: ", style="bold")
        body.append(", ".join(found.aliases) + "\n")
    body.append("\n" + found.summary + "\n")
    if found.description:
        body.append(found.description + "\n")
    if found.lycan:
        body.append("Lycan: appears as a wolf to abilities that look for wolves.\n", style="dim")
    if found.rules:
        body.append(f"Rulings that apply: {', '.join(found.rules)}.", style="dim")
    console.print(Panel(body, title=f"[bold]{found.name}[/]", border_style="magenta"))
    if found.abilities:
        console.print(_ability_table("Actions", found.abilities))
    else:
        console.print(Text("No actions of its own.", style="italic"))
    if not found.office and rules.common:
        console.print(_ability_table("Actions every living player has", rules.common))


# ---------------------------------------------------------------------------------- scenarios


@scenario_app.command("run")
def scenario_run(
    paths: Annotated[list[str], typer.Argument(help="Scenario files or folders of *.yaml files.")],
    explain: Annotated[
        bool, typer.Option("--explain", help="Also print each scenario's event log with causes.")
    ] = False,
) -> None:
    """Run scenario files: PASS/FAIL per scenario; exit 0 all passed, 1 a failure, 2 a bad file."""
    try:
        from .scenario.runner import run_paths
    except ImportError:
        _fail("the scenario runner is not part of this build yet.")
    code = run_paths(list(paths), explain=explain, echo=typer.echo)
    raise typer.Exit(code)


def main() -> None:
    """The console script's entry point."""
    app()


if __name__ == "__main__":  # pragma: no cover
    main()

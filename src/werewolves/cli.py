"""The ``werewolves`` command: play or watch a game in the terminal, read about roles, and run
scenario files.

    werewolves play                         # you play one seat, bots play the rest
    werewolves play --watch --players 16    # bots play every seat
    werewolves roles                        # every role in a table
    werewolves info "Fortune Teller"        # one role in detail
    werewolves scenario run scenarios/      # run scenario files (SCENARIOS.md)
    werewolves serve                        # the game service, on a SQLite file
    werewolves replay game.json --scenario disputed.yaml   # an exported game, as a scenario
"""

from __future__ import annotations

import difflib
import gc
import os
import re
import secrets
import shlex
import sys
from collections.abc import Callable
from enum import StrEnum
from pathlib import Path
from typing import Annotated, Any, NoReturn

import typer
from fluent.runtime.types import fluent_number
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .game import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    AbilityCard,
    Game,
    RoleCard,
    Ruleset,
    SetupError,
    common_abilities,
    default_rules,
    extra_roles,
    find_role,
    group_key,
    phase_name,
    phase_words,
    reason_words,
    role_book,
    role_card,
    team_words,
)
from .i18n import CATALOG, DEFAULT
from .server.limits import (
    DEFAULT_HEADER_TIMEOUT,
    DEFAULT_MAX_CONNECTIONS,
    DEFAULT_MAX_PER_CLIENT,
)
from .sim.agent import BOT_KINDS
from .sim.setups import RolesError, make_setup
from .sim.simulate import SimSpec, load_setup_file
from .tui import (
    NUMBER_LIMIT,
    LeaveGame,
    TerminalGame,
    choose_seat,
    common_help,
    degrade_gracefully,
    parse_number,
    role_word,
    shown,
    tame,
    visible,
    words,
)

DEFAULT_PLAYERS = 8
MAX_SEED = 2**63 - 1  # seeds are whole numbers from 0 to this (a signed 64-bit integer)
ROLES_LIMIT = 5000  # characters of --roles: one role name per seat of the largest game fits


class RoleList(StrEnum):
    """What players are told of the role list (R33)."""

    public = "public"
    partial = "partial"
    private = "private"


def _console(*, stderr: bool = False) -> Console:
    """A console on stdout (or stderr) that can print on any terminal: characters the
    terminal's encoding lacks come out as ASCII stand-ins (d07: PYTHONIOENCODING=ascii)."""
    degrade_gracefully(sys.stderr if stderr else sys.stdout)
    return Console(stderr=stderr, highlight=False)


def _fail(message: str, code: int = 2, lang: str = DEFAULT) -> NoReturn:
    """A user's mistake: one line on stderr, no traceback; exit 2 like a usage error (d07)."""
    # several refusals at once (a setup's) come one to a line, each its own "Error:"
    for line in message.split("\n"):
        _console(stderr=True).print(
            Text(words("cli.error", lang, message=visible(line)), style="bold red"),
            soft_wrap=True,
        )
    raise typer.Exit(code)


# the environment variables that name the reader's language, the first set one deciding (POSIX:
# LC_ALL overrides LC_MESSAGES, which overrides LANG)
LANG_VARIABLES = ("LC_ALL", "LC_MESSAGES", "LANG")


def _environment_language() -> str:
    """The language the environment's locale names (``LANG=de_DE.UTF-8``: de), else English."""
    for name in LANG_VARIABLES:
        value = os.environ.get(name, "")
        if value:
            return CATALOG.negotiate(value)
    return DEFAULT


def _whole_number(
flag: str, text: str, low: int, high: int, lang: str = DEFAULT) -> int:
    """The value of a flag that takes a whole number from ``low`` to ``high``, or a one-line
    error naming the flag (d07: never int() of 5,000 digits, never a traceback)."""
    limit = max(high, NUMBER_LIMIT)
    value = parse_number(text.strip(), limit=limit)
    if value is not None and low <= value <= high:
        return value
    got = str(value) if value is not None and value <= limit else shown(text)
    if flag == "--players":
        _fail(words("cli.players_range", lang, low=low, high=high, got=got), lang=lang)
    _fail(words("cli.whole_number", lang, flag=flag, low=low, high=high, got=got), lang=lang)


def _seconds(flag: str, text: str, high: float = 60.0, lang: str = DEFAULT) -> float:
    """A flag's number of seconds from 0 to ``high`` (such as 0.5), or a one-line error."""
    t = text.strip()
    if re.fullmatch(r"\d{1,3}(\.\d{1,3})?", t) and float(t) <= high:
        return float(t)
    _fail(words("cli.seconds", lang, flag=flag, high=f"{high:g}", got=shown(text)), lang=lang)


def _role_list(text: str, lang: str = DEFAULT) -> RoleList:
    try:
        return RoleList(text.strip().lower())
    except ValueError:
        choices = ", ".join(m.value for m in RoleList)
        _fail(words("cli.role_list", lang, choices=choices, got=shown(text)), lang=lang)


def _check_roles_text(text: str, lang: str = DEFAULT) -> None:
    """Refuse a --roles value no game could use before parsing it: too long, or a count of so
    many digits that converting it is pointless (d07: a 5,000-digit count was a ValueError)."""
    for item in text.split(","):
        if re.search(r"\d{4}", item):
            _fail(
                words("cli.too_many_copies", lang, item=shown(item.strip()), max=MAX_PLAYERS),
                lang=lang,
            )
    if len(text) > ROLES_LIMIT:
        limit = fluent_number(ROLES_LIMIT)  # grouped as the language writes it: 5,000 / 5.000
        _fail(words("cli.roles_too_long", lang, text=shown(text), limit=limit), lang=lang)


def _stdin_is_tty() -> bool:
    try:
        return sys.stdin.isatty()
    except (AttributeError, ValueError):
        return False


# ---------------------------------------------------------------------------------- play


def _command_line_language(argv: list[str]) -> str | None:
    """The language a command line's ``--lang`` names (``--lang de``, ``--lang=de``), if it names
    one this catalogue speaks; None otherwise (a bad value is refused by the command itself)."""
    for i, arg in enumerate(argv):
        value = None
        if arg == "--lang" and i + 1 < len(argv):
            value = argv[i + 1]
        elif arg.startswith("--lang="):
            value = arg.partition("=")[2]
        if value is not None:
            lang = CATALOG.negotiate(value.strip())
            if lang != DEFAULT or value.strip().lower().startswith(DEFAULT):
                return lang
    return None


# Typer reads every help text when the commands are declared, before any option is parsed: they
# are resolved from the catalogue once, in the language of a --lang on the command line
# (`werewolves simulate --lang de --help`), else of the environment's locale
HELP_LANG = _command_line_language(sys.argv[1:]) or _environment_language()


def _help(key: str, **params: object) -> str:
    return words(key, HELP_LANG, **params)


# the words Typer and Click write around our help texts, by their English (they are read through
# gettext, which has no catalogue of them here): each the key of its sentence in cli.ftl
_TYPER_WORDS = {
    "OPTIONS_PANEL_TITLE": "cli.typer_options",
    "ARGUMENTS_PANEL_TITLE": "cli.typer_arguments",
    "COMMANDS_PANEL_TITLE": "cli.typer_commands",
    "ERRORS_PANEL_TITLE": "cli.typer_error",
    "DEFAULT_STRING": "cli.typer_default",
    "ENVVAR_STRING": "cli.typer_envvar",
    "REQUIRED_LONG_STRING": "cli.typer_required",
    "ABORTED_TEXT": "cli.typer_aborted",
    "RICH_HELP": "cli.typer_try_help",
}
def _speak_typer(lang: str) -> None:
    """Typer's own words in ``lang`` (the panels' titles, "[default: …]", the help option's help,
    "Usage:"), for this process: it reads one language's help. Typer keeps its words as module
    constants and in the Click it carries (``typer._click``): both are set here, and whatever a
    later Typer moves stays English rather than failing."""
    if lang == DEFAULT:
        return
    import typer.rich_utils

    for name, key in _TYPER_WORDS.items():
        # a value's slot is Python's "{}" (Fluent's braces are its own)
        if hasattr(typer.rich_utils, name):
            setattr(typer.rich_utils, name, words(
                key, lang, value="{}", command_path="{command_path}", help_option="{help_option}"
            ))
    try:
        from typer._click.core import Command
        from typer._click.formatting import HelpFormatter
    except ImportError:  # pragma: no cover - a Typer without its own Click
        return
    usage = words("cli.click_usage", lang) + " "
    shown_help = words("cli.click_help", lang)
    write_usage, get_help_option = HelpFormatter.write_usage, Command.get_help_option

    def localized_usage(self: Any, prog: str, args: str = "", prefix: str | None = None) -> None:
        write_usage(self, prog, args, usage if prefix is None else prefix)

    def localized_help_option(self: Any, ctx: Any) -> Any:
        option = get_help_option(self, ctx)
        if option is not None:
            option.help = shown_help
        return option

    HelpFormatter.write_usage = localized_usage  # type: ignore[method-assign]
    Command.get_help_option = localized_help_option  # type: ignore[method-assign]


_speak_typer(HELP_LANG)


app = typer.Typer(
    help=_help("cli.help_app"),
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
scenario_app = typer.Typer(
    help=_help("cli.help_scenario"), no_args_is_help=True
)
app.add_typer(scenario_app, name="scenario")
role_app = typer.Typer(
    help=_help("cli.help_role"), no_args_is_help=True
)
app.add_typer(role_app, name="role")


@app.command(help=_help("cli.help_play"))
def play(
    players_text: Annotated[
        str,
        typer.Option(
            "--players",
            "-n",
            metavar="N",
            help=_help("cli.opt_players", low=MIN_PLAYERS, high=MAX_PLAYERS),
        ),
    ] = str(DEFAULT_PLAYERS),
    seed_text: Annotated[
        str | None,
        typer.Option("--seed", metavar="SEED", help=_help("cli.opt_seed", max=MAX_SEED)),
    ] = None,
    roles: Annotated[str | None, typer.Option(help=_help("cli.opt_roles"))] = None,
    watch: Annotated[bool, typer.Option("--watch", help=_help("cli.opt_watch"))] = False,
    seat: Annotated[str | None, typer.Option(help=_help("cli.opt_seat"))] = None,
    role_list_text: Annotated[
        str,
        typer.Option(
            "--role-list", metavar="[public|partial|private]", help=_help("cli.opt_role_list")
        ),
    ] = RoleList.private.value,
    explain_deaths: Annotated[
        bool, typer.Option("--explain-deaths", help=_help("cli.opt_explain_deaths"))
    ] = False,
    bots: Annotated[
        str,
        typer.Option(
            # the kinds from their one registry (sim/agent.py BOT_KINDS)
            metavar="KIND",
            help=_help("cli.opt_bots", kinds=", ".join(BOT_KINDS)),
        ),
    ] = "heuristic",
    speed_text: Annotated[
        str, typer.Option("--speed", metavar="SECONDS", help=_help("cli.opt_speed"))
    ] = "0",
    role_file: Annotated[
        list[str] | None,
        typer.Option("--role-file", metavar="FILE", help=_help("cli.opt_role_file")),
    ] = None,
    lang_text: Annotated[
        str | None, typer.Option("--lang", metavar="LANG", help=_help("cli.opt_lang"))
    ] = None,
) -> None:
    """Play a game in the terminal against bots, or --watch bots play it."""

    # d07: every flag value is checked here, with a one-line error (exit 2) instead of a
    # traceback or Typer's multi-line panel; in the reader's language
    lang = _reader_language(lang_text)
    players = _whole_number("--players", players_text, MIN_PLAYERS, MAX_PLAYERS, lang)
    seed = (
        secrets.randbelow(1_000_000)
        if seed_text is None
        else (_whole_number("--seed", seed_text, 0, MAX_SEED, lang))
    )
    role_list = _role_list(role_list_text, lang)
    bot_kind = bots.strip().lower()
    if bot_kind not in BOT_KINDS:  # any bot kind (random, heuristic, reasoning)
        kinds = f" {words('tui.or', lang)} ".join(BOT_KINDS)
        _fail(words("cli.bots", lang, kinds=kinds, got=shown(bots)), lang=lang)
    speed = _seconds("--speed", speed_text, lang=lang)
    if speed and not watch:
        _fail(words("cli.speed_needs_watch", lang), lang=lang)
    if roles is not None:
        _check_roles_text(roles, lang)
    texts = _role_files(role_file)
    rules = _custom_rules(role_file, texts)
    try:
        setup = make_setup(
            players, seed, roles_text=roles, role_list=role_list.value, rules=rules
        )
        # the role files' texts travel in the setup, so the game's log replays alone
        setup.custom_roles = list(texts)
        game = Game.new(setup, seed=seed, rules=rules)
    except (RolesError, SetupError) as exc:
        typed = [roles, *(item.strip() for item in roles.split(","))] if roles else []
        _fail("\n".join(tame(line, typed) for line in str(exc).split("\n")), lang=lang)
    human: str | None = None
    if not watch:
        if seat is None:
            human = choose_seat(game, seed)
        else:
            found = game.find(seat)
            if found is None:
                _fail(
                    words(
                        "cli.no_seat", lang, seat=shown(seat), players=", ".join(game.players)
                    ),
                    lang=lang,
                )
            human = found
    elif seat is not None:
        _fail(words("cli.seat_with_watch", lang), lang=lang)
    console = _console()
    tg = TerminalGame(
        game=game,
        console=console,
        seed=seed,
        human=human,
        bot_kind=bot_kind,
        speed=speed,
        lang=lang,
    )
    replay = _replay_command(players, seed, roles, watch, human, role_list, bot_kind)
    replay += "".join(f" --role-file {shlex.quote(f)}" for f in role_file or ())
    try:
        tg.run()
        tg.outcome_panel()
        if explain_deaths:
            # the help promises no prompts: the deaths are explained, and the
            # command ends without the after-game prompt
            tg.explain_all_deaths()
        elif human is not None or _stdin_is_tty():
            tg.after_game()
    except (LeaveGame, KeyboardInterrupt) as exc:
        if isinstance(exc, KeyboardInterrupt):
            why = "cli.left_interrupted"
        elif str(exc) == "input ended":
            why = "cli.left_input_ended"
        else:
            why = "cli.left_quit"
        where = (
            words("cli.left_after_game", lang)
            if game.over
            else words("cli.left_in", lang, phase=phase_name(game.phase_index))
        )
        left = words("cli.left", lang, why=words(why, lang), where=where, command=replay)
        console.print(Text("\n" + left, style="bold"))
        if isinstance(exc, KeyboardInterrupt):
            raise typer.Exit(130) from None


def _reader_language(flag: str | None) -> str:
    """The language the person reads the game in: ``--lang`` (``de``, ``de-AT``, ``de_DE``),
    else the environment's locale (``LANG=de_DE.UTF-8``), else English. A --lang no resource
    speaks is refused with the languages there are."""
    if flag is not None:
        lang = CATALOG.negotiate(flag.strip())
        if lang == DEFAULT and flag.strip().lower().replace("_", "-").split("-")[0] != DEFAULT:
            # said in the environment's language: the flag named none there is
            said = _environment_language()
            choices = ", ".join(CATALOG.languages)
            _fail(words("cli.lang", said, choices=choices, got=shown(flag)), lang=said)
        return lang
    return _environment_language()


def _replay_command(
    players: int,
    seed: int,
    roles: str | None,
    watch: bool,
    human: str | None,
    mode: RoleList,
    bots: str = "random",
) -> str:
    """The command line that starts the same game again (same seed, setup and seat)."""
    parts = ["werewolves play", f"--seed {seed}"]
    if players != DEFAULT_PLAYERS:
        parts.append(f"--players {players}")
    if roles is not None:
        parts.append(f"--roles {shlex.quote(roles)}")
    if mode is not RoleList.private:
        parts.append(f"--role-list {mode.value}")
    if bots != "random":
        parts.append(f"--bots {bots}")
    parts.append("--watch" if watch or human is None else f"--seat {human}")
    return " ".join(parts)


# ---------------------------------------------------------------------------------- roles


def _team_name(card: RoleCard, lang: str = DEFAULT) -> str:
    if card.team_name and card.team_name != card.team:
        return card.team_name
    if card.team == "unaligned":
        return words("cli.unaligned", lang)
    return {"none": "—"}.get(card.team, card.team)



def _by_group(cards: tuple[RoleCard, ...]) -> list[RoleCard]:
    """The role book's order: by group (its side first: Townsfolk, Werewolf, Solo, Unaligned,
    Extra), then by name."""
    return sorted(cards, key=lambda c: (group_key(c.group), c.name))


@app.command("roles", help=_help("cli.help_roles"))
def roles_cmd(
    lang_text: Annotated[
        str | None, typer.Option("--lang", metavar="LANG", help=_help("cli.opt_lang_info"))
    ] = None,
) -> None:
    # its help: cli-help_roles
    lang = _reader_language(lang_text)

    def w(key: str) -> str:
        return words(key, lang)

    console = _console()
    table = Table(title=w("cli.roles_title"), title_justify="left")
    table.add_column(w("cli.col_role"), style="bold", min_width=12)
    table.add_column(w("cli.col_group"), min_width=13)  # "Investigative", unbroken
    table.add_column(w("cli.col_limited"), no_wrap=True)
    table.add_column(w("cli.col_team"))
    table.add_column(w("cli.col_what"))
    offices = Table(title=w("cli.offices_title"), title_justify="left")
    offices.add_column(w("cli.col_office"), style="bold", no_wrap=True)
    offices.add_column(w("cli.col_group"))
    offices.add_column(w("cli.col_what"))
    limited_word = w("cli.limited")
    for english in _by_group(role_book()):
        card = _in_language(english, None, lang)
        name = role_word(card.name, lang)
        if card.office:
            offices.add_row(name, _book_words(card.group, lang), card.summary)
        else:
            limited = limited_word if card.limited else ""
            table.add_row(
                name, _book_words(card.group, lang), limited, _team_name(card, lang), card.summary
            )
    # RM460: the extra roles, handed out in play on top of a dealt role: listed apart, since no
    # setup deals them
    extras = Table(title=w("cli.extras_title"), title_justify="left")
    extras.add_column(w("cli.col_extra"), style="bold", no_wrap=True)
    extras.add_column(w("cli.col_limited"), no_wrap=True)
    extras.add_column(w("cli.col_hands_out"))
    extras.add_column(w("cli.col_what"))
    for english in extra_roles():
        card = _in_language(english, None, lang)
        limited = limited_word if card.limited else ""
        extras.add_row(
            role_word(card.name, lang), limited, _sentence(card.handed_out), card.summary
        )
    console.print(table)
    if offices.row_count:
        console.print(offices)
    if extras.row_count:
        console.print(extras)
    console.print(Text(w("cli.more_about"), style="dim"))



def _book_words(text: str, lang: str = DEFAULT) -> str:
    """A group or category of the role book ("Townsfolk Investigative", "Solo Killing - Hell
    Team") in ``lang``: each of its words the book uses (cli-book-*), a team or role named after
    the dash as the cards name it; a word of a role file's own as written."""
    if lang == DEFAULT or not text:
        return text
    head, dash, tail = text.partition(" - ")

    def word(w: str) -> str:
        key = "cli.book." + w.lower()
        return words(key, lang) if CATALOG.has(key) else w

    out = " ".join(word(w) for w in head.split())
    if dash:
        if tail.endswith(" Team"):
            tail = words("cli.book_team", lang, team=str(team_words(tail[:-5], lang)))
        else:
            tail = str(team_words(role_word(tail, lang), lang))
        out += dash + tail
    return out


def _sentence(text: str) -> str:
    """``text`` with a capital first letter (the cards write their clauses in lower case)."""
    return text[:1].upper() + text[1:]


def _when_words(ab: AbilityCard, lang: str = DEFAULT) -> str:
    when = words(f"cli.when_{ab.when}", lang)
    if ab.from_phase >= 2:
        when += words("cli.when_from", lang, phase=phase_words(ab.from_phase, lang))
    return when


def _timing_words(ab: AbilityCard, lang: str = DEFAULT) -> str:
    if ab.timing == "immediate":
        return words("cli.timing_immediate", lang)
    return words("cli.timing_end", lang)


def _limits_words(ab: AbilityCard, lang: str = DEFAULT) -> str:
    parts = []
    if ab.per_game is not None:
        parts.append(words("cli.per_game", lang, count=ab.per_game))
    if ab.per_phase is not None:
        parts.append(words("cli.per_phase", lang, count=ab.per_phase))
    if ab.counter:
        parts.append(words("cli.uses_up", lang, counter=ab.counter))
    if ab.group:
        parts.append(words("cli.shared_with", lang, group=ab.group))
    return "; ".join(parts)


def _ability_table(title: str, abilities: tuple[AbilityCard, ...], lang: str = DEFAULT) -> Table:
    table = Table(title=title, title_justify="left")
    table.add_column(words("cli.col_action", lang), style="bold")
    table.add_column(words("cli.col_when", lang))
    table.add_column(words("cli.col_timing", lang))
    table.add_column(words("cli.col_what", lang))
    for ab in abilities:
        limits = _limits_words(ab, lang)
        # a role's ability help comes in the card's language; a common one from the cards
        # resource's common help
        help_text = common_help(ab.verb, ab.help, lang) + (f" ({limits})" if limits else "")
        table.add_row(ab.usage, _when_words(ab, lang), _timing_words(ab, lang), help_text)
    # each action as its declaration reads, in the compact notation (when, timing,
    # effect and its duration, targets, limits), to hold beside the role book's Details
    notes = [ab for ab in abilities if ab.notation]
    if notes:
        table.caption = "\n".join(f"{ab.verb}: {ab.notation}" for ab in notes)
        table.caption_justify = "left"
    return table


def _close_roles(name: str) -> list[str]:
    keys: dict[str, str] = {}
    for card in (*role_book(), *extra_roles()):
        for key in (card.name, *card.aliases):
            keys[key.lower()] = card.name
    close = difflib.get_close_matches(name.strip().lower(), list(keys), n=4, cutoff=0.5)
    return list(dict.fromkeys(keys[c] for c in close))


@app.command(help=_help("cli.help_info"))
def info(
    role: Annotated[str, typer.Argument(help=_help("cli.arg_info_role"))],
    lang_text: Annotated[
        str | None, typer.Option("--lang", metavar="LANG", help=_help("cli.opt_lang_info"))
    ] = None,
) -> None:
    # its help: cli-help_info
    lang = _reader_language(lang_text)
    found = find_role(role) or _find_by_local_name(role, lang)
    if found is None:
        close = _close_roles(role)
        if close:
            either = f" {words('tui.or', lang)} ".join(close)
            _fail(words("cli.unknown_role_close", lang, role=shown(role), close=either), lang=lang)
        _fail(words("cli.unknown_role", lang, role=shown(role)), lang=lang)
    _print_card(found, lang=lang)


def _find_by_local_name(name: str, lang: str) -> RoleCard | None:
    """The card of the role whose name in ``lang`` is ``name`` ("Seherin"), or None."""
    if lang == DEFAULT:
        return None
    low = name.strip().lower()
    return next(
        (c for c in (*role_book(), *extra_roles()) if role_word(c.name, lang).lower() == low),
        None,
    )


def _in_language(card: RoleCard, rules: Ruleset | None, lang: str) -> RoleCard:
    """``card`` with its words in ``lang`` where the cards resource has them."""
    if lang == DEFAULT:
        return card
    rules = rules or default_rules()
    role = rules.role(card.name) or rules.extra(card.name)
    return card if role is None else role_card(role, rules, lang)


def _print_card(found: RoleCard, rules: Ruleset | None = None, lang: str = DEFAULT) -> None:
    """A role's card as ``werewolves info`` prints it (``rules``: the role book it is in), its
    words in ``lang`` (the role book's words where the cards resource has them)."""
    console = _console()
    name = role_word(found.name, lang)
    found = _in_language(found, rules, lang)
    body = Text()

    def label(key: str) -> None:
        body.append(words(key, lang) + " ", style="bold")

    if found.office:
        body.append(words("cli.card_office", lang) + "\n", style="italic")
    elif found.extra:
        # RM460: an extra role's card says who hands it out; it has no team of its own
        body.append(words("cli.card_extra", lang) + "\n", style="italic")
        label("cli.card_handed_out")
        body.append(_sentence(found.handed_out) + "\n")
    else:
        label("cli.card_team")
        body.append(_team_name(found, lang))
        if found.team_goal:
            body.append(" " + words("cli.card_team_goal", lang, goal=found.team_goal))
        body.append("\n")
    if found.group:
        label("cli.card_group")
        limited = " " + words("cli.card_limited", lang) if found.limited else ""
        body.append(_book_words(found.group, lang) + limited + "\n")
    if not found.office and not found.extra:
        label("cli.card_category")
        body.append(_book_words(found.category, lang) + "\n")
    if found.aliases:
        label("cli.card_aliases")
        body.append(", ".join(found.aliases) + "\n")
    body.append("\n" + found.summary + "\n")
    if found.description:
        body.append(found.description + "\n")
    if found.lycan:
        body.append(words("cli.card_lycan", lang) + "\n", style="dim")
    if found.rules:
        body.append(words("cli.card_rulings", lang, rules=", ".join(found.rules)), style="dim")
    console.print(Panel(body, title=f"[bold]{escape(name)}[/]", border_style="magenta"))
    if found.abilities:
        console.print(_ability_table(words("cli.actions", lang), found.abilities, lang))
    else:
        console.print(Text(words("cli.no_actions", lang), style="italic"))
    common = tuple(a for a in common_abilities(rules) if not a.by_dead and not a.gated)
    if not found.office and not found.extra and common:
        console.print(_ability_table(words("cli.actions_common", lang), common, lang))
    # the common actions a player has only while something in the game gives them (an amulet
    # held, a wager offered …): one line, so that they do not bury the role's own actions
    gated = [a.verb for a in common_abilities(rules) if not a.by_dead and a.gated]
    if not found.office and not found.extra and gated:
        console.print(
            Text(words("cli.actions_gated", lang, verbs=", ".join(gated)), style="italic")
        )
    of_the_dead = tuple(a for a in common_abilities(rules) if a.by_dead)
    if not found.office and not found.extra and of_the_dead:
        console.print(_ability_table(words("cli.actions_dead", lang), of_the_dead, lang))


# ---------------------------------------------------------------------------------- simulation

GAMES_LIMIT = 10_000_000
WORKERS_LIMIT = 512


def _sim_common(
    setup_file: str | None,
    players_text: str | None,
    roles: str | None,
    bots: str,
    role_list_text: str,
    *,
    need_roles: bool = False,
    role_files: list[str] | None = None,
    lang: str = DEFAULT,
) -> SimSpec:
    """The SimSpec the flags describe, or a one-line error (d07)."""
    from dataclasses import replace

    from .sim.match import MixError, parse_bots

    texts = _role_files(role_files, lang)

    try:
        mix = parse_bots(bots)
    except MixError as e:
        _fail(str(e), lang=lang)
    role_list = _role_list(role_list_text, lang).value
    if setup_file is not None:
        if players_text is not None or roles is not None:
            _fail(words("cli.setup_and_roles", lang), lang=lang)
        try:
            spec = replace(load_setup_file(Path(setup_file), mix), role_files=texts)
            Game.new(spec.setup(0), 0, rules=spec.rules())
        except (ValueError, RolesError, SetupError) as e:
            _fail(tame(str(e), []), lang=lang)
        return spec
    players = _whole_number(
        "--players", players_text or str(DEFAULT_PLAYERS), MIN_PLAYERS, MAX_PLAYERS, lang
    )
    if roles is not None:
        _check_roles_text(roles, lang)
    elif need_roles:
        _fail(words("cli.balance_needs_roles", lang), lang=lang)
    try:
        spec = SimSpec.from_roles_text(players, roles, mix, role_list, role_files=texts)
        Game.new(spec.setup(0), 0, rules=spec.rules())
    except (RolesError, SetupError) as exc:
        typed = [roles, *(item.strip() for item in roles.split(","))] if roles else []
        _fail("\n".join(tame(line, typed) for line in str(exc).split("\n")), lang=lang)
    return spec


def _batch(run: Callable[[], object], lang: str = DEFAULT) -> None:
    """Run a batch of games (simulate, balance, tournament): a usage or backend problem is said
    in a sentence, and an interruption leaves nothing written."""
    from .sim.console import SimUsageError
    from .sim.simulate import BackendError

    try:
        run()
    except (SimUsageError, BackendError) as e:
        _fail(str(e) + ".", lang=lang)
    except KeyboardInterrupt:
        _console(stderr=True).print(words("cli.interrupted_nothing_written", lang))
        raise typer.Exit(130) from None


def _backend(backend: str, scheduler: str | None, lang: str = DEFAULT) -> str:
    name = backend.strip().lower()
    if name not in ("local", "dask"):
        _fail(words("cli.backend", lang, got=shown(backend)), lang=lang)
    if scheduler is not None:
        if not re.match(r"^(tcp|tls|ws|wss|inproc)://[^\s]+$", scheduler):
            _fail(words("cli.scheduler", lang, got=shown(scheduler)), lang=lang)
        name = "dask"
    return name


# (no square brackets: the help is Rich markup, which would swallow them)
_SETUP_HELP = _help("cli.opt_setup")
_BOTS_HELP = _help("cli.opt_sim_bots", kinds=", ".join(BOT_KINDS))

# the options simulate and balance share, declared once
SetupFileOpt = Annotated[str | None, typer.Option("--setup", metavar="FILE", help=_SETUP_HELP)]
PlayersOpt = Annotated[
    str | None,
    typer.Option(
        "--players", "-n", metavar="N",
        help=_help("cli.opt_sim_players", low=MIN_PLAYERS, high=MAX_PLAYERS),
    ),
]
SeedOpt = Annotated[str, typer.Option("--seed", metavar="S", help=_help("cli.opt_sim_seed"))]
BotsOpt = Annotated[str, typer.Option(metavar="KIND|MIX", help=_BOTS_HELP)]
WorkersOpt = Annotated[
    str, typer.Option("--workers", "-w", metavar="K", help=_help("cli.opt_workers"))
]
BackendOpt = Annotated[
    str, typer.Option(metavar="[local|dask]", help=_help("cli.opt_backend"))
]
SchedulerOpt = Annotated[
    str | None, typer.Option(metavar="ADDRESS", help=_help("cli.opt_scheduler"))
]
RoleListOpt = Annotated[str, typer.Option("--role-list", metavar="[public|partial|private]")]
# the language a command prints and writes in (a report's words), as `play --lang` reads it
LangOpt = Annotated[
    str | None, typer.Option("--lang", metavar="LANG", help=_help("cli.opt_lang_report"))
]
RoleFileOpt = Annotated[
    list[str] | None,
    typer.Option(
        "--role-file", metavar="FILE", help=_help("cli.opt_role_file_sim")
    ),
]


def _role_files(paths: list[str] | None, lang: str = DEFAULT) -> tuple[tuple[str, str], ...]:
    """The texts of the role files named by --role-file, every one checked:
    a file with problems stops the command with each problem on a line of its own."""
    if not paths:
        return ()
    from .roledata.load import RoleFileError, load_cached, read_files

    try:
        texts = read_files(paths)
        load_cached(texts)
    except RoleFileError as e:
        _fail("\n".join(tame(p.told(lang), []) for p in e.problems), lang=lang)
    return texts


def _custom_rules(
    paths: list[str] | None, texts: tuple[tuple[str, str], ...] | None = None,
    lang: str = DEFAULT,
) -> Ruleset | None:
    """The role book with the custom roles of --role-file (None: none given), or of ``texts``
    already read; the bots learn the custom roles' teams."""
    if texts is None:
        texts = _role_files(paths, lang)
    if not texts:
        return None
    from .roledata.load import load_cached
    from .sim.book import note_roles

    rules = load_cached(texts)
    note_roles(role_book(rules))
    return rules


@app.command(help=_help("cli.help_simulate"))
def simulate(
    setup_file: SetupFileOpt = None,
    players_text: PlayersOpt = None,
    roles: Annotated[
        str | None,
        typer.Option(help=_help("cli.opt_sim_roles")),
    ] = None,
    games_text: Annotated[
        str, typer.Option("--games", "-g", metavar="G", help=_help("cli.opt_games"))
    ] = "200",
    seed_text: SeedOpt = "0",
    bots: BotsOpt = "heuristic",
    workers_text: WorkersOpt = "1",
    backend: BackendOpt = "local",
    scheduler: SchedulerOpt = None,
    json_path: Annotated[
        str | None, typer.Option("--json", metavar="PATH", help=_help("cli.opt_sim_json"))
    ] = None,
    report: Annotated[
        str | None, typer.Option(metavar="PATH.html", help=_help("cli.opt_report"))
    ] = None,
    role_list_text: RoleListOpt = RoleList.private.value,
    role_file: RoleFileOpt = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_simulate
    from .sim.console import run_simulate

    lang = _reader_language(lang_text)
    spec = _sim_common(
        setup_file, players_text, roles, bots, role_list_text, role_files=role_file, lang=lang
    )
    games = _whole_number("--games", games_text, 1, GAMES_LIMIT, lang)
    seed = _whole_number("--seed", seed_text, 0, MAX_SEED, lang)
    workers = _whole_number("--workers", workers_text, 1, WORKERS_LIMIT, lang)
    name = _backend(backend, scheduler, lang)
    _batch(
        lambda: run_simulate(
            spec,
            games,
            seed,
            workers=workers,
            backend=name,
            scheduler=scheduler,
            json_path=json_path,
            report_path=report,
            console=_console(),
            lang=lang,
        ),
        lang,
    )


@app.command(help=_help("cli.help_balance"))
def balance(
    setup_file: SetupFileOpt = None,
    players_text: PlayersOpt = None,
    roles: Annotated[
        str | None, typer.Option(help=_help("cli.opt_balance_roles"))
    ] = None,
    games_text: Annotated[
        str, typer.Option("--games", "-g", metavar="G", help=_help("cli.opt_balance_games"))
    ] = "300",
    candidate_games_text: Annotated[
        str | None,
        typer.Option("--candidate-games", metavar="G", help=_help("cli.opt_candidate_games")),
    ] = None,
    candidates_text: Annotated[
        str, typer.Option("--candidates", metavar="K", help=_help("cli.opt_candidates"))
    ] = "6",
    seed_text: SeedOpt = "0",
    bots: BotsOpt = "heuristic",
    workers_text: WorkersOpt = "1",
    backend: BackendOpt = "local",
    scheduler: SchedulerOpt = None,
    json_path: Annotated[
        str | None, typer.Option("--json", metavar="PATH", help=_help("cli.opt_balance_json"))
    ] = None,
    role_list_text: RoleListOpt = RoleList.private.value,
    role_file: RoleFileOpt = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_balance
    from .sim.console import run_balance

    lang = _reader_language(lang_text)
    spec = _sim_common(
        setup_file, players_text, roles, bots, role_list_text, need_roles=True,
        role_files=role_file, lang=lang,
    )
    games = _whole_number("--games", games_text, 1, GAMES_LIMIT, lang)
    cgames = (
        games
        if candidate_games_text is None
        else _whole_number("--candidate-games", candidate_games_text, 1, GAMES_LIMIT, lang)
    )
    candidates = _whole_number("--candidates", candidates_text, 0, 100, lang)
    seed = _whole_number("--seed", seed_text, 0, MAX_SEED, lang)
    workers = _whole_number("--workers", workers_text, 1, WORKERS_LIMIT, lang)
    name = _backend(backend, scheduler, lang)
    _batch(
        lambda: run_balance(
            spec,
            games,
            seed,
            candidate_games=cgames,
            max_candidates=candidates,
            workers=workers,
            backend=name,
            scheduler=scheduler,
            json_path=json_path,
            console=_console(),
            lang=lang,
        ),
        lang,
    )


_AGENTS_HELP = _help("cli.opt_agents", kinds=", ".join(BOT_KINDS))


@app.command(help=_help("cli.help_tournament"))
def tournament(
    agents_text: Annotated[
        str, typer.Option("--agents", metavar="A,B,…", help=_AGENTS_HELP)
    ] = "random,heuristic",
    setups_file: Annotated[
        str | None,
        typer.Option("--setups", metavar="FILE", help=_help("cli.opt_setups")),
    ] = None,
    players_text: Annotated[
        str,
        typer.Option("--players", "-n", metavar="N,M", help=_help("cli.opt_sizes")),
    ] = "8,12",
    games_text: Annotated[
        str, typer.Option("--games", "-g", metavar="G", help=_help("cli.opt_games"))
    ] = "60",
    seed_text: SeedOpt = "0",
    workers_text: WorkersOpt = "1",
    backend: BackendOpt = "local",
    scheduler: SchedulerOpt = None,
    json_path: Annotated[
        str | None, typer.Option("--json", metavar="PATH", help=_help("cli.opt_ratings_json"))
    ] = None,
    html_path: Annotated[
        str | None, typer.Option("--html", metavar="PATH.html", help=_help("cli.opt_html"))
    ] = None,
    markdown_path: Annotated[
        str | None,
        typer.Option("--markdown", metavar="PATH.md", help=_help("cli.opt_markdown")),
    ] = None,
    records_dir: Annotated[
        str | None,
        typer.Option("--records", metavar="DIR",
                     help=_help("cli.opt_records")),
    ] = None,
    seating_text: Annotated[
        str,
        typer.Option(
            "--seating",
            metavar="seats|sides",
            help=_help("cli.opt_seating"),
        ),
    ] = "seats",
    tau_text: Annotated[
        str,
        typer.Option(
            "--tau",
            metavar="T",
            help=_help("cli.opt_tau"),
        ),
    ] = "0",
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_tournament
    from .agents.registry import SpecError, parse_agents
    from .agents.tournament import (
        TournamentSpec,
        check_seating,
        check_tau,
        load_setups,
        run_console,
    )

    lang = _reader_language(lang_text)
    try:
        agents = parse_agents(agents_text, lang)
    except SpecError as e:
        _fail(f"--agents: {e}", lang=lang)
    try:
        seating = check_seating(seating_text, lang)
    except ValueError as e:
        _fail(f"--seating: {e}", lang=lang)
    try:
        tau = check_tau(tau_text, lang)
    except ValueError as e:
        _fail(f"--tau: {e}", lang=lang)
    if setups_file is not None:
        try:
            setups = load_setups(Path(setups_file), lang)
            for s in setups:
                Game.new(s.setup(0), 0)
        except (ValueError, RolesError, SetupError) as e:
            _fail(tame(str(e), []), lang=lang)
    else:
        sizes = [p.strip() for p in players_text.split(",") if p.strip()]
        if not sizes:
            _fail(words("tournament.no_sizes", lang), lang=lang)
        setups = tuple(
            SimSpec(_whole_number("--players", n, MIN_PLAYERS, MAX_PLAYERS, lang)) for n in sizes
        )
    games = _whole_number("--games", games_text, 1, GAMES_LIMIT, lang)
    seed = _whole_number("--seed", seed_text, 0, MAX_SEED, lang)
    workers = _whole_number("--workers", workers_text, 1, WORKERS_LIMIT, lang)
    name = _backend(backend, scheduler, lang)
    records = None
    if records_dir is not None:
        folder = Path(records_dir).expanduser()
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            _fail(words("tournament.records_folder", lang, folder=shown(records_dir),
                        why=str(e.strerror or e)), lang=lang)
        records = str(folder.resolve())  # absolute: any worker writes in the same place
    _batch(
        lambda: run_console(
            TournamentSpec(agents, setups, seating=seating, tau=tau, records=records),
            games,
            seed,
            workers=workers,
            backend=name,
            scheduler=scheduler,
            json_path=json_path,
            html_path=html_path,
            console=_console(),
            markdown_path=markdown_path,
            lang=lang,
        ),
        lang,
    )


@app.command(help=_help("cli.help_benchmark"))
def benchmark(
    agents_text: Annotated[
        str, typer.Option("--agents", metavar="A,B,…", help=_AGENTS_HELP)
    ] = "random,heuristic",
    size: Annotated[
        str,
        typer.Option("--size", metavar="small|standard",
                     help=_help("cli.opt_size")),
    ] = "standard",
    games_text: Annotated[
        str | None,
        typer.Option("--games", "-g", metavar="G",
                     help=_help("cli.opt_ladder_games")),
    ] = None,
    out_dir: Annotated[
        str,
        typer.Option("--out", metavar="DIR",
                     help=_help("cli.opt_out")),
    ] = "benchmark",
    seating_text: Annotated[
        str | None,
        typer.Option("--seating", metavar="seats|sides",
                     help=_help("cli.opt_ladder_seating")),
    ] = None,
    workers_text: WorkersOpt = "1",
    backend: BackendOpt = "local",
    scheduler: SchedulerOpt = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_benchmark
    from .agents.ladder import blocks_for, load_ladder, run_console, tournament_spec
    from .agents.registry import SpecError, parse_agents
    from .agents.tournament import check_seating

    lang = _reader_language(lang_text)
    try:
        agents = parse_agents(agents_text, lang)
    except SpecError as e:
        _fail(f"--agents: {e}", lang=lang)
    seating = None
    if seating_text is not None:
        try:
            seating = check_seating(seating_text, lang)
        except ValueError as e:
            _fail(f"--seating: {e}", lang=lang)
    ladder = load_ladder()
    games = (None if games_text is None
             else _whole_number("--games", games_text, 1, GAMES_LIMIT, lang))
    try:
        block = tournament_spec(ladder, agents, seating).block_size()
        blocks = blocks_for(ladder, block, size=size.strip().lower(), games=games, lang=lang)
    except ValueError as e:
        _fail(f"--size: {e}", lang=lang)
    workers = _whole_number("--workers", workers_text, 1, WORKERS_LIMIT, lang)
    name = _backend(backend, scheduler, lang)
    _batch(
        lambda: run_console(
            ladder, agents, blocks, out_dir, seating=seating, workers=workers, backend=name,
            scheduler=scheduler, console=_console(), lang=lang,
        ),
        lang,
    )


@app.command(help=_help("cli.help_agent"))
def agent(
    agent_spec: Annotated[
        str,
        typer.Argument(metavar="cmd:PATH|llm:URL#MODEL", help=_help("cli.arg_agent")),
    ],
    server: Annotated[
        str, typer.Option("--server", metavar="URL", help=_help("cli.opt_server_agent"))
    ],
    game_id: Annotated[str, typer.Option("--game", metavar="ID", help=_help("cli.opt_game"))],
    token: Annotated[str, typer.Option("--token", metavar="SECRET", help=_help("cli.opt_token"))],
    reasoning: Annotated[
        str | None,
        typer.Option("--reasoning", metavar="PATH",
                     help=_help("cli.opt_reasoning")),
    ] = None,
    lang_text: Annotated[
        str | None, typer.Option("--lang", metavar="LANG", help=_help("cli.opt_lang_agent"))
    ] = None,
) -> None:
    # its help: cli-help_agent
    from .agents.client import bridge, run_socket
    from .agents.registry import SpecError

    lang = _reader_language(lang_text)
    if not re.match(r"^https?://[^\s]+$", server):
        _fail(words("agent.server", lang, got=shown(server)), lang=lang)
    if reasoning and not Path(reasoning).parent.is_dir():
        _fail(words("agent.no_folder", lang, path=shown(reasoning)), lang=lang)
    try:
        log: list[dict[str, Any]] = []
        decide, start, close, over = bridge(agent_spec, log)
    except SpecError as e:
        _fail(str(e), lang=lang)
    from websockets.exceptions import WebSocketException

    try:
        # the seat's texts (the turns, the sentences it is told) in the reader's language
        outcome = run_socket(server, game_id, token, decide, start, over=over, lang=lang)
    except (OSError, TimeoutError, WebSocketException) as e:
        _fail(words("agent.cannot_play", lang, server=server, why=str(e)), lang=lang)
    except KeyboardInterrupt:
        raise typer.Exit(130) from None
    finally:
        close()
        if reasoning:
            # the model's reasoning is kept for the record, never sent to a seat
            import json

            Path(reasoning).write_text(json.dumps(log, indent=2) + "\n", encoding="utf-8")
    import json as _json

    _console().print(words("agent.over", lang, outcome=_json.dumps(outcome, sort_keys=True)),
                     markup=False)


# ---------------------------------------------------------------------------------- the service


@app.command(help=_help("cli.help_serve"))
def serve(
    host: Annotated[str, typer.Option(help=_help("cli.opt_host"))] = "127.0.0.1",
    port: Annotated[int, typer.Option(help=_help("cli.opt_port"), min=1, max=65535)] = 8000,
    db: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help=_help("cli.opt_db"),
        ),
    ] = None,
    max_connections: Annotated[
        int,
        typer.Option(help=_help("cli.opt_max_connections"), min=1),
    ] = DEFAULT_MAX_CONNECTIONS,
    max_connections_per_client: Annotated[
        int,
        typer.Option(
            help=_help("cli.opt_max_per_client"),
            min=1,
        ),
    ] = DEFAULT_MAX_PER_CLIENT,
    header_timeout: Annotated[
        float,
        typer.Option(
            help=_help("cli.opt_header_timeout"),
            min=0.1,
            max=3600,
        ),
    ] = DEFAULT_HEADER_TIMEOUT,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_serve
    import uvicorn

    from .server.app import create_app
    from .server.limits import Limits, protocols, raise_file_limit
    from .storage import StoreError, default_url

    lang = _reader_language(lang_text)
    url = db or default_url()
    shown_url = url if url.startswith("sqlite") else re.sub(r"//[^@/]*@", "//…@", url)
    try:
        api = create_app(url, base_url=f"http://{host}:{port}")
    except StoreError as e:
        _fail(str(e) + ".", lang=lang)
    except Exception as e:  # the database cannot be opened or migrated: say so in one line
        _fail(words("cli.serve_no_database", lang, url=shown_url,
                    error=f"{type(e).__name__}: {e}"), lang=lang)
    out = _console()
    out.print(words("cli.serve_kept", lang, version=api.version, url=shown_url), soft_wrap=True)
    shown_host = _lan_address() if host in ("0.0.0.0", "::") else host
    out.print(words("cli.serve_open", lang, address=f"http://{shown_host}:{port}"),
              soft_wrap=True)
    if host in ("127.0.0.1", "localhost", "::1"):
        out.print(words("cli.serve_local", lang), soft_wrap=True)
    # A server holds every live game's objects for hours: with Python's default collector
    # thresholds a full collection walks all of them every few thousand allocations and stalls
    # every game for hundreds of ms (p99 557 ms at 250 commands/s, bench/load.py). Collecting
    # far less often, with what was loaded at start frozen out of the walk, takes p99 to ~3 ms.
    # The middle generation every 2 young collections, not 20: each socket
    # keeps ~350 objects, and after 3,500 sockets connected the first middle collection walked
    # ~750,000 of them at once and stopped the loop for 1.0-1.7 s (command p99 1.2 s at 100/s);
    # walked in 100,000-allocation steps, the largest stop was 0.37 s, p99 23-129 ms, and the
    # loop's CPU per command did not move (docs/benchmarks.md).
    gc.set_threshold(50_000, 2, 100)
    gc.freeze()
    allowed = raise_file_limit(max_connections)
    if allowed < max_connections:
        out.print(words("cli.serve_file_limit", lang, allowed=allowed, wanted=max_connections),
                  soft_wrap=True)
    limits = Limits(
        max_connections=allowed,
        max_per_client=max_connections_per_client,
        header_timeout=header_timeout,
        body_timeout=header_timeout * 3,
    )
    http_protocol, ws_protocol = protocols(limits)
    uvicorn.run(
        api,
        host=host,
        port=port,
        http=http_protocol,
        ws=ws_protocol,
        log_level="warning",
        ws_max_size=65536,  # one socket message: a command is a few hundred bytes
        ws_per_message_deflate=False,  # small JSON messages: compressing costs more than it saves
    )


TOKEN_VARIABLE = "WEREWOLVES_DISCORD_TOKEN"


def _discord_check(
    token: str, guilds: list[int], store: Path | None, api: str | None, gateway: str | None
) -> None:
    """``werewolves discord --check``: what the bot lacks, in sentences; exit 1 if anything."""
    import asyncio

    from .discord.bot import default_store, point_at
    from .discord.check import check_bot, problems_text
    from .discord.store import AdapterStore

    point_at(api, gateway)
    path = store or default_store()
    kept = AdapterStore(path) if path.exists() else None
    try:
        problems = asyncio.run(check_bot(token, guilds, kept))
    finally:
        if kept is not None:
            kept.close()
    typer.echo(problems_text(problems))
    if problems:
        raise typer.Exit(1)


@app.command("discord", help=_help("cli.help_discord"))
def discord_cmd(
    service_url: Annotated[
        str | None,
        typer.Option(
            metavar="URL",
            help=_help("cli.opt_service_url"),
        ),
    ] = None,
    guild: Annotated[
        list[int] | None,
        typer.Option(
            metavar="ID",
            help=_help("cli.opt_guild"),
        ),
    ] = None,
    db: Annotated[
        str | None,
        typer.Option(
            metavar="URL", help=_help("cli.opt_child_db")
        ),
    ] = None,
    store: Annotated[
        Path | None,
        typer.Option(help=_help("cli.opt_store")),
    ] = None,
    discord_api: Annotated[
        str | None,
        typer.Option(
            envvar="WEREWOLVES_DISCORD_API",
            metavar="URL",
            help=_help("cli.opt_discord_api"),
        ),
    ] = None,
    discord_gateway: Annotated[
        str | None,
        typer.Option(
            envvar="WEREWOLVES_DISCORD_GATEWAY",
            metavar="URL",
            help=_help("cli.opt_discord_gateway"),
        ),
    ] = None,
    check: Annotated[
        bool,
        typer.Option(
            "--check",
            help=_help("cli.opt_check"),
        ),
    ] = False,
) -> None:
    # its help: cli-help_discord
    import asyncio
    import os

    token = os.environ.get(TOKEN_VARIABLE, "").strip()
    if not token:
        _fail(
            f"Set the bot's token in the environment variable {TOKEN_VARIABLE} (never on the "
            "command line or in a file of the project): see docs/discord.md."
        )
    try:
        from .discord.bot import default_store, run_adapter
    except ImportError:
        _fail("werewolves discord needs the discord extra: pip install 'werewolves[discord]'.")
    from .discord.service import start_child_service

    out = _console(stderr=True)
    if check:
        _discord_check(token, list(guild or []), store, discord_api, discord_gateway)
        return
    child = None
    if service_url is None:
        try:
            child = start_child_service(db)
        except RuntimeError as e:
            _fail(str(e) + ".")
        service_url = child.url
        out.print(
            f"started the game service at {service_url} (pid {child.process.pid})", soft_wrap=True
        )
    try:
        asyncio.run(
            run_adapter(
                token,
                service_url,
                list(guild or []),
                store or default_store(),
                api=discord_api,
                gateway=discord_gateway,
            )
        )
    except KeyboardInterrupt:
        pass
    except Exception as e:  # a bad token, an unreachable Discord: one line, not a trace
        _fail(f"the Discord adapter stopped: {type(e).__name__}: {e}")
    finally:
        if child is not None:
            child.stop()
            out.print(f"stopped the game service (pid {child.process.pid})", soft_wrap=True)


@app.command(help=_help("cli.help_replay"))
def replay(
    file: Annotated[str, typer.Argument(help=_help("cli.arg_export"))],
    scenario: Annotated[
        str | None,
        typer.Option(
            "--scenario", metavar="OUT.yaml", help=_help("cli.opt_scenario_out")
        ),
    ] = None,
    explain: Annotated[
        bool, typer.Option("--explain", help=_help("cli.opt_replay_explain"))
    ] = False,
    html_out: Annotated[
        str | None,
        typer.Option("--html", metavar="OUT.html",
                     help=_help("cli.opt_replay_html")),
    ] = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_replay
    import json

    from .agents.record import is_record, record_lines, replay_check
    from .scenario.export import ExportError, read_export, scenario_role_files, to_scenario
    from .scenario.export import replay as replay_export

    lang = _reader_language(lang_text)
    try:
        ex = read_export(file)
        game = replay_export(ex)
    except ExportError as e:
        _fail(str(e), lang=lang)
    out = _console()
    out.print(words("cli.replayed", lang, count=len(ex.commands), game=visible(ex.name),
                    phase=phase_words(game.phase_index, lang)))
    record = json.loads(Path(file).read_text(encoding="utf-8"))  # read_export read it already
    if is_record(record):
        # a tournament's record: who played each seat, and whether the replay is the record
        for line in record_lines(record, lang):
            out.print(Text(line), soft_wrap=True)
        out.print(Text(replay_check(record, game, lang)), soft_wrap=True)
        if html_out:
            from .agents.record import record_words
            from .agents.replay_html import replay_page

            try:
                Path(html_out).write_text(replay_page(record), encoding="utf-8")
            except OSError as e:
                why = str(e.strerror or e)
                _fail(words("cli.cannot_write", lang, path=shown(html_out), why=why), lang=lang)
            out.print(record_words("wrote", lang, path=html_out))
    if explain:
        for eid, phase, audience, said in game.host_log(lang=lang):
            out.print(Text(f"#{eid} {phase} [{audience}] {said}"), soft_wrap=True)
    for name in game.dead_in_order():  # in the order they died, as the review tells them
        out.print(Text("\n".join(game.why_dead(name, lang=lang))), soft_wrap=True)
    nobody = words("cli.nobody", lang)
    for r in game.poll_results(lang=lang):
        if r.void:  # a result that never happened, said so
            out.print(words("cli.replay_void", lang, phase=r.phase, poll=r.office or r.poll,
                            chosen=", ".join(r.chosen) or nobody, why=r.void_words))
    result = game.result(lang=lang)
    if game.outcome is not None and result is not None:
        drawn = game.outcome.drawn  # ruling RM440: a game ended early
        out.print(words(
            "cli.replay_over", lang, reason=str(reason_words(game.outcome.reason, lang)),
            also=words("cli.replay_draw", lang, players=", ".join(drawn)) if drawn else "",
            winners=", ".join(game.outcome.winners) or nobody,
        ))
        # every winner's win in its own sentence (the facade's words); as
        # the terminal game and Discord say it (ruling RM463's screens): everyone neither
        # among the winners nor drawn lost
        for line in result.lines:
            out.print(line)
        out.print(words("cli.replay_lost", lang, players=", ".join(result.losers) or nobody))
    if scenario:
        # the game's custom roles go beside the scenario, which names them (role_files)
        beside = [(Path(scenario).parent / rel, text) for rel, text in scenario_role_files(ex)]
        for path, text in beside:
            if path.exists() and (not path.is_file() or path.read_bytes() != text.encode()):
                _fail(words("cli.replay_file_there", lang, path=shown(str(path))), lang=lang)
        try:
            for path, text in beside:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
            Path(scenario).write_text(to_scenario(ex), encoding="utf-8")
        except OSError as e:
            _fail(words("cli.cannot_write", lang, path=shown(scenario), why=str(e.strerror or e)),
                  lang=lang)
        also = "".join(f", {path}" for path, _text in beside)
        out.print(words("cli.replay_wrote", lang, paths=f"{scenario}{also}", scenario=scenario))


def _lan_address() -> str:
    """This machine's address on its network (no packet is sent), or 127.0.0.1."""
    import socket

    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))  # TEST-NET-1: only picks the outgoing interface
            return str(s.getsockname()[0])
        except OSError:
            return "127.0.0.1"


# ---------------------------------------------------------------------------------- scenarios


@scenario_app.command("run", help=_help("cli.help_scenario_run"))
def scenario_run(
    paths: Annotated[list[str], typer.Argument(help=_help("cli.arg_scenarios"))],
    explain: Annotated[
        bool, typer.Option("--explain", help=_help("cli.opt_scenario_explain"))
    ] = False,
    server: Annotated[
        str | None,
        typer.Option(
            "--server",
            metavar="URL",
            help=_help("cli.opt_scenario_server"),
        ),
    ] = None,
    role_file: RoleFileOpt = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_scenario_run
    from .scenario.runner import run_paths

    # the report's own lines in --lang only: a run reads the same whatever the locale (a CI's, a
    # script's), and its checks read the game in English in any case (docs/scenarios.md)
    lang = _reader_language(lang_text) if lang_text is not None else DEFAULT
    rules = _custom_rules(role_file, lang=lang)
    if rules is not None and server is not None:
        _fail("--role-file plays on this machine only: drop --server.")
    if server is None:
        raise typer.Exit(
            run_paths(list(paths), explain=explain, echo=typer.echo, rules=rules, lang=lang)
        )
    import httpx2

    from .scenario.remote import check_server, remote_tables

    if not re.match(r"^https?://[^\s/]+", server):
        _fail(f"--server needs a URL like http://127.0.0.1:8000, not {shown(server)}.")
    with httpx2.Client(base_url=server.rstrip("/"), timeout=30) as client:
        problem = check_server(client)
        if problem:
            _fail(problem + ".")
        code = run_paths(
            list(paths), explain=explain, echo=typer.echo, table=remote_tables(client), lang=lang
        )
    raise typer.Exit(code)


# ---------------------------------------------------------------------------------- role files


RoleFileArg = Annotated[str, typer.Argument(help=_help("cli.arg_role_file"))]


# (the command takes the function's name: the edges write no role's verb as a string)
@role_app.command(help=_help("cli.help_role_check"))
def check(
    file: RoleFileArg,
    with_files: Annotated[
        list[str] | None,
        typer.Option("--with", metavar="FILE", help=_help("cli.opt_with")),
    ] = None,
    lang_text: LangOpt = None,
) -> None:
    # its help: cli-help_role_check
    from .roledata.load import RoleFileError, check_text, load_cached, read_files

    lang = _reader_language(lang_text)
    try:
        (name, text), *_ = read_files([file])
        others = load_cached(read_files(with_files)) if with_files else None
    except RoleFileError as e:
        _fail("\n".join(tame(p.told(lang), []) for p in e.problems), code=1, lang=lang)
    custom = [] if others is None else [
        r for r in others.roles.values() if others.family_of(r.name) == "custom roles"
    ]
    problems = check_text(text, others, custom)
    for p in problems:
        said = p.in_language(lang)
        typer.echo(tame(words("cli.role_problem", lang, file=name, line=p.line, sentence=said), []))
    if problems:
        typer.echo(words("cli.role_problems", lang, count=len(problems), file=name))
        raise typer.Exit(1)
    typer.echo(words("cli.role_no_problems", lang, file=name))


@role_app.command("show", help=_help("cli.help_role_show"))
def role_show(file: RoleFileArg, lang_text: LangOpt = None) -> None:
    # its help: cli-help_role_show
    lang = _reader_language(lang_text)
    rules = _custom_rules([file], lang=lang)
    assert rules is not None  # (a file with problems has stopped the command)
    # the file's role: a dealt role, or an extra role (handed out in play, lover.10)
    custom = rules.families["custom roles"]
    found = (*custom.roles, *custom.extras)[0]
    card = find_role(found.name, rules)
    assert card is not None
    _print_card(card, rules, lang)


@role_app.command("import", help=_help("cli.help_role_import"))
def role_import(
    page: Annotated[str, typer.Argument(help=_help("cli.arg_page"))],
    piece: Annotated[
        list[str] | None,
        typer.Option("--piece", metavar="FILE", help=_help("cli.opt_piece")),
    ] = None,
    out: Annotated[
        str | None, typer.Option("--out", "-o", metavar="OUT", help=_help("cli.opt_import_out"))
    ] = None,
    name: Annotated[
        str | None, typer.Option(metavar="NAME", help=_help("cli.opt_import_name"))
    ] = None,
) -> None:
    # its help: cli-help_role_import
    # the command's shape: `role import PAGE [--piece FILE …] [-o OUT]`
    from .roledata import wwrf
    from .roledata.translate import free_name, translate_page

    texts: dict[str, str] = {}
    for path in [page, *(piece or [])]:
        try:
            data = Path(path).read_bytes()
        except OSError as e:
            _fail(f"cannot read {path}: {e.strerror or e}.")
        try:
            texts[path] = data.decode("utf-8")
        except UnicodeDecodeError:
            _fail(f"{path} is not UTF-8 text.")
    pieces = {Path(p).name: texts[p] for p in piece or []}
    try:
        result = translate_page(texts[page], pieces, name)
    except wwrf.WWRFRefused as e:
        _fail(str(e))
    if name is None:
        result.role["name"] = free_name(result.role["name"])
    text = result.text()
    if out is None:
        typer.echo(text, nl=False)
    else:
        try:
            Path(out).write_text(text, encoding="utf-8")
        except OSError as e:
            _fail(f"cannot write {out}: {e.strerror or e}.")
    err = _console(stderr=True)
    for u in result.untranslated:
        err.print(Text(visible(f"{page}: not translated: {u.sentence()}")), soft_wrap=True)
    if result.untranslated:
        err.print(Text(f"{len(result.untranslated)} line(s) not translated."))
        raise typer.Exit(1)


def main() -> None:
    """The console script's entry point."""
    # before Typer prints anything (--help, usage errors): an ASCII-only terminal gets ASCII
    # stand-ins instead of a UnicodeEncodeError (d07)
    degrade_gracefully(sys.stdout)
    degrade_gracefully(sys.stderr)
    app()


if __name__ == "__main__":  # pragma: no cover
    main()

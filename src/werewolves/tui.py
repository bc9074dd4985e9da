"""The terminal game: one person plays a seat (or watches) while random bots play the others.

Everything shown comes from the game's facade: the person sees exactly what their seat may see
(``Event.visible_to``), the story is narrated from the event log, and the menus are built from
``game.legal_actions``. Nothing here decides a rule.
"""

from __future__ import annotations

import codecs
import contextlib
import random
import re
import sys
import time
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import IO, AnyStr, NoReturn

from fluent.runtime.types import fluent_number
from rich.columns import Columns
from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from .game import (
    NOBODY_LYNCHED,
    TARGET_PARAM,
    Event,
    Game,
    LegalAction,
    Meaning,
    RoleCard,
    channel_of,
    channel_words,
    moved_on,
    phase_kind,
    phase_name,
    role_words,
    verb_in_text,
    verb_of,
)
from .i18n import CATALOG, DEFAULT
from .sim.agent import Agent, make_agent
from .sim.book import evil_teams
from .sim.claims import claim_text
from .sim.match import play_turns
from .sim.observe import Observer

MAX_PHASES = 400  # a random game that has not ended by then is stopped (more for big games)


def _card_id(name: str) -> str:
    # a role's part of the cards resource's ids ("Fortune Teller": role-fortune_teller)
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def role_word(name: str, lang: str = DEFAULT) -> str:
    """A role's name as a reader of ``lang`` reads it: the role book's name in that language
    (the cards resource's ``role-ID``), else as the game spells it."""
    if lang == DEFAULT:
        return name
    got = CATALOG.render("role." + _card_id(name), {}, lang)
    # else a role file's role, as its file names it in ``lang`` (its ``texts``)
    return got.text if got is not None and got.lang == lang else str(role_words(name, lang))


def common_help(verb: str, english: str, lang: str = DEFAULT) -> str:
    """What an action every living player has (vote, elect …) does, in ``lang``: the cards
    resource's ``ability-common-VERB`` where its English is ``english``, else ``english``."""
    if lang == DEFAULT:
        return english
    key = "ability.common." + _card_id(verb)
    got = CATALOG.render(key, {}, lang)
    if got is not None and got.lang == lang and CATALOG.text(key) == english:
        return got.text
    return english


def phase_limit(players: int) -> int:
    """How many phases a game may run before it is stopped: random bots need longer in big
    games (about one death a phase)."""
    return max(MAX_PHASES, 4 * players)


# Events whose text is a vote: they are summarised as poll tables instead of one line each.
VOTE_MSGS = frozenset({"vote.cast", "vote.cast2", "elect.cast", "vote.withdrawn"})

# the words of an action's timing (keys of the terminal's resource, cli.ftl)
TIMING_WORDS = {
    "immediate": "tui.timing_immediate",
    "end": "tui.timing_end",
}


def words(key: str, lang: str = DEFAULT, **params: object) -> str:
    """The terminal's sentence ``key`` (the resource ``cli.ftl``) in the reader's language
    ``lang``, English where that language lacks it. A whole number is written without digit
    grouping (a seed, an event number), unless it is passed already as a Fluent number."""
    args = {
        k: fluent_number(v, useGrouping=False) if type(v) is int else v for k, v in params.items()
    }
    return CATALOG.text(key, args, lang)


def yes(answer: str, lang: str = DEFAULT) -> bool:
    """Whether ``answer`` (lower case) says yes to a (y/N) question: "y" or "yes", or one of
    the language's own words for it (``tui-yes_words``, such as "j ja")."""
    return answer in ("y", "yes") or answer in words("tui.yes_words", lang).split()


class LeaveGame(Exception):
    """The person asked to leave (typed quit, or the input ended)."""


# ---------------------------------------------------------------------------------- hostile input
# The terminal game reads whatever arrives on stdin and writes to whatever terminal it has
# (defects d06 and d07): odd digits, closed or endless input, ASCII-only terminals and
# typed escape sequences all get a sentence, never a traceback.

LINE_LIMIT = 1000  # bytes of one typed line that are read; a longer line is refused
SKIP_LIMIT = 16 * 1024 * 1024  # bytes skipped of a too-long line before the input counts as ended
NUMBER_LIMIT = 10**6  # a typed number past this is out of every range (never fully converted)
ECHO_LIMIT = 40  # characters of typed text echoed back in a message


class LineTooLong(Exception):
    """A typed line longer than LINE_LIMIT: refused (the rest of the line was skipped)."""


class EndlessLine(EOFError):
    """A line that did not end within SKIP_LIMIT bytes (such as stdin from /dev/zero)."""


def read_line(stream: IO[str] | None) -> str:
    """One line from ``stream`` (normally ``sys.stdin``) without its line ending, reading at
    most LINE_LIMIT bytes of it into memory (d07: stdin from /dev/zero was read until
    MemoryError).

    Raises EOFError when the input has ended or stdin is closed (d07: ``<&-``), LineTooLong for
    a longer line (whose rest up to the newline is skipped) and EndlessLine when no newline
    comes within SKIP_LIMIT bytes. Bytes not valid in the stream's encoding become U+FFFD.
    """
    if stream is None or getattr(stream, "closed", False):
        raise EOFError
    raw = getattr(stream, "buffer", None)
    if raw is None:  # a text-only stream (such as io.StringIO): the same limits, in characters
        text = stream.readline(LINE_LIMIT + 1)
        if not text:
            raise EOFError
        if len(text) > LINE_LIMIT and not text.endswith("\n"):
            _skip_rest(stream.readline, "\n", len(text))
        return text.rstrip("\r\n")
    data: bytes = raw.readline(LINE_LIMIT + 1)
    if not data:
        raise EOFError
    if len(data) > LINE_LIMIT and not data.endswith(b"\n"):
        _skip_rest(raw.readline, b"\n", len(data))
    encoding = getattr(stream, "encoding", None) or "utf-8"
    try:
        text = data.decode(encoding, "replace")
    except LookupError:
        text = data.decode("utf-8", "replace")
    return text.rstrip("\r\n")


def _skip_rest(readline: Callable[[int], AnyStr], newline: AnyStr, read: int) -> NoReturn:
    """Skip the rest of a too-long line up to its newline, then refuse it (LineTooLong); give
    up on the input (EndlessLine) when SKIP_LIMIT bytes pass without a newline."""
    while read <= SKIP_LIMIT:
        chunk = readline(64 * 1024)
        if not chunk or chunk.endswith(newline):
            raise LineTooLong(read + len(chunk))  # at the end of the input: the next read sees it
        read += len(chunk)
    raise EndlessLine(read)


# Categories whose characters are echoed as escapes: controls (ESC, BEL, NUL …), format
# characters (bidi overrides, zero-width spaces, BOM), surrogates, private use, unassigned, and
# the line and paragraph separators.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_NAMED_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t"}


def _visible_char(ch: str) -> str:
    if unicodedata.category(ch) not in _HIDDEN:
        return ch
    if ch in _NAMED_ESCAPES:
        return _NAMED_ESCAPES[ch]
    code = ord(ch)
    if code < 0x100:
        return f"\\x{code:02x}"
    return f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}"


def visible(text: str) -> str:
    """``text`` with control, format and bidi characters written as escapes (\\x1b, \\u202e),
    so echoing it can never drive the terminal."""
    return "".join(_visible_char(ch) for ch in text)


def shown(text: str, limit: int = ECHO_LIMIT) -> str:
    """Typed text as a message echoes it: quoted, made visible (see :func:`visible`), and at
    most ``limit`` characters, then '…' and the length: ``'99999…' (5000 characters)``."""
    out: list[str] = []
    used = 0
    for ch in text:
        piece = _visible_char(ch)
        if used + len(piece) > limit:
            return f"'{''.join(out)}…' ({len(text)} characters)"
        out.append(piece)
        used += len(piece)
    return f"'{''.join(out)}'"


def tame(message: str, typed: Iterable[str]) -> str:
    """A message from the engine or the setup code that may quote what was typed: each quoted
    piece of ``typed`` is shortened (see :func:`shown`) and what remains made visible."""
    for piece in sorted({t for t in typed if t}, key=len, reverse=True):
        short = shown(piece)
        for quoted in {f"'{piece}'", f"'{visible(piece)}'"}:  # as typed, or already escaped
            if quoted != short and quoted in message:
                message = message.replace(quoted, short)
    return visible(message)


def parse_number(text: str, limit: int = NUMBER_LIMIT) -> int | None:
    """The value of ``text`` when it is a whole number written with decimal digits (0-9, or
    another script's, such as '١'), else None. Past ``limit`` the value is ``limit + 1``: out
    of every range, and never a 5,000-digit conversion (d06)."""
    if not text.isdecimal():
        return None
    value = 0
    for ch in text:
        value = value * 10 + unicodedata.decimal(ch)
        if value > limit:
            return limit + 1
    return value


def odd_digits(text: str) -> bool:
    """Digits the game does not read as a number: superscripts, fractions, circled or Roman
    numerals ('²', '½', '③', 'Ⅻ') that ``str.isdigit`` or ``str.isnumeric`` accept (d06)."""
    return text.isnumeric() and not text.isdecimal()


def odd_digits_sentence(text: str, what: str, lang: str = DEFAULT) -> str:
    return words("tui.odd_digits", lang, text=shown(text), what=what)


# ASCII stand-ins for the characters the game prints, used when the terminal cannot show them
# (LANG=C, PYTHONIOENCODING=ascii …); anything else becomes its unaccented form or '?'.
ASCII_FALLBACK = {
    "☀": "*", "☾": "*", "☠": "x", "✓": "+", "✗": "x", "★": "*", "»": ">>", "†": "+",
    "→": "->", "←": "<-", "—": "--", "–": "-", "·": "|", "…": "...", "‘": "'", "’": "'",
    "“": '"', "”": '"', "─": "-", "━": "-", "│": "|", "×": "x", "\u00a0": " ", "\ufffd": "?",
}  # fmt: skip
ERRORS = "werewolves.ascii"


def _ascii_fallback(exc: UnicodeError) -> tuple[str, int]:
    if not isinstance(exc, UnicodeEncodeError):
        raise exc
    out = []
    for ch in exc.object[exc.start : exc.end]:
        sub = ASCII_FALLBACK.get(ch)
        if sub is None:
            plain = unicodedata.normalize("NFKD", ch).encode("ascii", "ignore").decode("ascii")
            sub = plain if plain.isprintable() and plain else "?"
        out.append(sub)
    return "".join(out), exc.end


codecs.register_error(ERRORS, _ascii_fallback)


def degrade_gracefully(stream: object) -> None:
    """Let ``stream`` (sys.stdout or sys.stderr) write any text: characters its encoding lacks
    become ASCII stand-ins instead of a UnicodeEncodeError (d07)."""
    reconfigure = getattr(stream, "reconfigure", None)
    if reconfigure is not None:
        with contextlib.suppress(ValueError, OSError):  # a closed or odd stream: left as it is
            reconfigure(errors=ERRORS)


_READLINE: list[bool] = []


def _interactive() -> bool:
    """Whether both ends are a terminal; the first time, loads readline (where Python has it) so
    ``input()`` edits lines and keeps a history."""
    try:
        tty = sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):
        return False
    if tty and not _READLINE:
        try:
            import readline  # noqa: F401  (importing it is what turns line editing on)

            _READLINE.append(True)
        except ImportError:
            _READLINE.append(False)
    return tty


def _leader(totals: dict[str, int]) -> str | None:
    """The one name with the most votes in ``totals`` (more than none), or None: a tie, none."""
    best = max(totals.values(), default=0)
    top = [n for n, v in totals.items() if v == best]
    return top[0] if best > 0 and len(top) == 1 else None


def make_bots(game: Game, seed: int, human: str | None, kind: str = "random") -> dict[str, Agent]:
    """A bot of ``kind`` per seat except the human's, each seeded by ``seed`` and its seat (as
    the simulator's and the service's bots are, :func:`~.sim.agent.make_agent`)."""
    return {n: make_agent(kind, n, seed) for n in game.players if n != human}


def choose_seat(game: Game, seed: int) -> str:
    """The human's seat when they do not pick one: drawn from the seed, the same every time."""
    return random.Random(f"seat:{seed}").choice(game.players)


@dataclass
class TerminalGame:
    """One game shown in a terminal.

    ``human`` is the seat the person plays, or None when bots play every seat (``--watch``).
    ``ask`` reads one line of input (raising EOFError or KeyboardInterrupt like ``input``, or
    LineTooLong); by default it reads stdin with :func:`read_line`.
    """

    game: Game
    console: Console
    seed: int
    human: str | None = None
    ask: Callable[[str], str] | None = None
    # the kind of bot (sim.agent.BOT_KINDS) playing every seat but the person's
    bot_kind: str = "random"
    speed: float = 0.0  # seconds to pause after each phase when watching
    agents: dict[str, Agent] = field(default_factory=dict)
    observer: Observer | None = None
    shown: int = 0  # events before this index have been narrated
    autoplay: bool = False  # the (dead) human chose to watch to the end without pausing
    was_alive: bool = True
    deaths_seen: bool = False  # a death was narrated in the current phase
    # R40: said after a poll's result when hidden modifiers decided it
    pending_hint: list[str] = field(default_factory=list)
    # the reader's language: every sentence shown, the views' messages and the role card
    lang: str = DEFAULT

    def __post_init__(self) -> None:
        # the bots play through sim.match's referee, as in the simulator and the service
        if not self.agents:
            self.agents = make_bots(self.game, self.seed, self.human, self.bot_kind)
        self.observer = Observer(self.game)
        if self.ask is None:
            self.ask = self.ask_stdin

    # ------------------------------------------------------------------ small helpers

    def w(self, key: str, **params: object) -> str:
        """The terminal's sentence ``key`` in the person's language (see :func:`words`)."""
        return words(key, self.lang, **params)

    def refusal(self, result: object, typed: list[str]) -> str:
        """A refusal's sentence in the person's language, quoting what was typed safely."""
        said = getattr(result, "in_language", None)
        text = said(self.lang) if said is not None else str(getattr(result, "message", result))
        return tame(text, typed)

    def say(self, text: str | Text, style: str | None = None) -> None:
        """Print text that may contain brackets (rule ids …) without reading it as markup."""
        if isinstance(text, str):
            text = Text(text, style=style or "")
        self.console.print(text, highlight=False)

    def line(self, prefix: str, text: str | Text, style: str | None = None) -> None:
        """One narrated line: ``prefix`` then ``text``, wrapped lines indented under the text."""
        body = text if isinstance(text, Text) else Text(text)
        indent = len(prefix)
        for i, part in enumerate(body.wrap(self.console, max(20, self.console.width - indent))):
            part.rstrip()
            lead = Text(prefix if i == 0 else " " * indent)
            out = lead + part
            if style:
                out.stylize(style)
            self.console.print(out, highlight=False)

    def ask_stdin(self, prompt: str) -> str:
        """Show ``prompt`` and read one bounded line of stdin (d07: not ``input()``, which reads
        a line of any length and fails when stdin is closed)."""
        if _interactive():
            # a terminal: input() with readline gives line editing and history (arrow keys)
            line = input(prompt)
            if len(line.encode("utf-8", "replace")) > LINE_LIMIT:
                raise LineTooLong
            return line
        self.console.print(prompt, end="", markup=False, highlight=False, emoji=False)
        return read_line(sys.stdin)

    def read(self, prompt: str) -> str:
        assert self.ask is not None
        while True:
            try:
                return self.ask(prompt).strip()
            except LineTooLong:
                self.say(self.w("tui.line_too_long", limit=fluent_number(LINE_LIMIT)), "yellow")
            except EndlessLine:
                self.say("\n" + self.w("tui.input_endless", mb=SKIP_LIMIT // 2**20), "yellow")
                raise LeaveGame("input ended") from None
            except EOFError:
                raise LeaveGame("input ended") from None

    @property
    def alive(self) -> bool:
        return self.human is not None and self.game.player(self.human).alive

    @property
    def discussion_turns(self) -> bool:
        """Whether the bots talk before the person's turn by day (bots that
        talk: every kind but the random bot, which never speaks)."""
        return self.human is not None and self.bot_kind != "random"

    def discussion_now(self) -> bool:
        return self.discussion_turns and phase_kind(self.game.phase_index) == "day"

    # ------------------------------------------------------------------ narration

    def intro(self) -> None:
        g = self.game
        lines = [
            self.w("tui.intro_players", count=len(g.players), players=", ".join(g.players)),
            self.w("tui.intro_seed", seed=self.seed),
        ]
        mode = g.role_list_mode
        lines.append(self.w(f"tui.intro_{mode}"))
        if self.human is None:
            lines.append(self.w("tui.intro_watching", bots=self.bot_kind))
        else:
            lines.append(self.w("tui.intro_playing", seat=self.human, bots=self.bot_kind))
            # by day the bots speak first, then the person votes, then done
            # closes the day (the bots' last word, then the day's end)
            lines.append(
                self.w("tui.intro_turns_talk" if self.discussion_turns else "tui.intro_turns")
            )
            lines.append(self.w("tui.intro_prompt"))
        self.console.print(
            Panel(
                Text("\n".join(lines)),
                title=f"[bold]{escape(self.w('tui.title'))}[/]",
                border_style="magenta",
            )
        )

    def visible(self, ev: Event) -> bool:
        if not ev.msg:
            return False
        if self.human is None:
            return ev.audience == "public"
        return ev.visible_to(self.human, dead=not self.alive)

    def catch_up(self) -> None:
        """Narrate every event since the last call that the viewer may see."""
        events = self.game.events
        for ev in events[self.shown :]:
            if self.visible(ev):
                self.narrate(ev)
        self.shown = len(events)

    def text_of(self, ev: Event) -> str:
        """An event's words in the person's language."""
        if self.lang == DEFAULT:
            return self.game.text(ev)
        return self.game.message_of(ev, lang=self.lang).text

    def narrate(self, ev: Event) -> None:
        text = self.text_of(ev)
        msg = ev.msg or ""
        if msg in VOTE_MSGS:
            # votes are public, but one line each is noise: polls are shown as tables; the
            # person's own vote is echoed so they see it was taken.
            if self.human is not None and ev.actor == self.human:
                self.line("  ✓ ", text, "green")
            return
        if ev.kind in ("phase_started", "game_over"):
            for hint in self.pending_hint:  # after the results of the phase that ended
                self.line("  ", hint, "italic yellow")
            self.pending_hint = []
        if ev.kind == "phase_started":
            if ev.phase >= 2 and phase_kind(ev.phase - 1) == "night" and not self.deaths_seen:
                self.say("  " + self.w("tui.nobody_died", phase=phase_name(ev.phase - 1)), "dim")
            self.deaths_seen = False
            self.phase_header(ev.phase)
            return
        if ev.kind == "game_started":
            return  # the intro panel says it
        if ev.kind == "game_over":
            return  # the outcome panel says it
        if ev.kind == "role_dealt" and self.human is not None:
            self.role_panel()
            return
        if ev.kind in ("death", "ascension"):
            self.deaths_seen = True
            self.line("  ☠  ", text, "bold red")
            if self.human in ev.targets and self.was_alive:
                self.was_alive = False
                self.on_human_death(ev.id)
            return
        if ev.kind == "elected":
            self.line("  ★  ", text, "bold yellow")
            return
        if ev.kind == "resigned":
            self.line("  ★  ", text, "yellow")
            return
        if ev.audience == "dead":
            self.line("  † ", self.w("tui.seen_by_dead", text=text), "magenta")
            return
        if ev.audience == "players":
            # a chat line already names its channel ("[wolfpack] Ann: …"): tagging it again
            # printed the channel twice
            if ev.to == [self.human] or msg == "chat.line":
                self.line("  » ", text, "cyan")
            else:
                self.line("  » ", f"[{self.channel_name(ev.to)}] {text}", "cyan")
            self.tell_to_you(ev)
            return
        if (
            msg in NOBODY_LYNCHED
            or msg.startswith("election.")
            or msg
            in (
                "lynch.cancelled",
                "lynch.winner_dead",
            )
        ):
            self.line("  ", text, "bold")
            return
        self.line("  ", text, "dim" if msg.startswith("poll.") else None)

    def tell_to_you(self, ev: Event) -> None:
        """Under a message for the person, what it does to them, in the one
        line the message declares (``Message.to_you``), never worked out from a role."""
        if self.human is None:
            return
        means = self.game.message_of(ev, lang=self.lang).to_you
        if means:
            self.line("     → ", means, "italic cyan")

    def channel_name(self, to: list[str]) -> str:
        """The group a message to several players went to (the wolfpack …), else their names."""
        for group, members in self.game.groups().items():
            if sorted(members) == sorted(to):
                return str(channel_words(group, self.lang))
        return ", ".join(to)

    def phase_header(self, index: int) -> None:
        day = phase_kind(index) == "day"
        icon = "☀" if day else "☾"
        style = "bold yellow" if day else "bold blue"
        self.console.print()
        self.console.rule(Text(f"{icon}  {phase_name(index)}", style=style), style=style)

    def role_word(self, name: str) -> str:
        """A role's name as the person reads it: the role book's name in their language (the
        cards resource's ``role-ID``), else as the game spells it."""
        return role_word(name, self.lang)


    def card_of(self, name: str) -> RoleCard | None:
        """The role book's card of ``name`` (name or alias, or its name in the person's
        language: "Seherin") in the person's language, or None."""
        card = self.game.card(name, lang=self.lang)
        if card is None and self.lang != DEFAULT:
            low = name.strip().lower()
            for english in self.game.role_book():
                if self.role_word(english.name).lower() == low:
                    return self.game.card(english.name, lang=self.lang)
        return card


    def ability_help(self, la: LegalAction) -> str:
        """What an action of the person's does, in their language: the help of their role
        card's ability of that verb where it is the very help the action declares (else the
        declaration's words, English until the declarations' words move to Fluent)."""
        if self.lang == DEFAULT or self.human is None:
            return la.help
        role = self.game.player(self.human).role
        english, mine = self.game.card(role), self.card_of(role)
        if english is not None and mine is not None:
            for en, local in zip(english.abilities, mine.abilities, strict=False):
                if en.verb == la.verb and en.help == la.help:
                    return local.help
        # an action every living player has (vote, elect …): the cards resource's common help
        return common_help(la.verb, la.help, self.lang)


    def role_panel(self) -> None:

        assert self.human is not None
        g = self.game
        p = g.player(self.human)
        role = self.card_of(p.role)
        assert role is not None  # a player's role is one the game's rules know
        team = g.team_of(p.name)
        goal, team_name = team.goal, team.name
        if self.lang != DEFAULT and role.team == team.key:
            # the card's team words in the person's language (the same team, told by the card)
            goal, team_name = role.team_goal or goal, role.team_name or team_name
        body = Text()
        body.append(
            self.w("tui.you_are", name=p.name, role=self.role_word(role.name)) + "\n", style="bold"
        )
        body.append(role.summary + "\n")
        if role.description:
            body.append(role.description + "\n", style="dim")
        if goal:  # a team the rules describe
            body.append(self.w("tui.your_team", team=team_name, goal=goal))
        self.console.print(Panel(body, title=self.w("tui.role_title"), border_style="cyan"))

    def on_human_death(self, death_event: int) -> None:
        self.console.print(Panel(Text(self.w("tui.you_died")), border_style="red"))

        # R33: the dead see the whole role list; show what the dead could see all along.
        assert self.human is not None
        # (events after the death are narrated as they come, now seen as a dead player)
        for ev in self.game.events[:death_event]:
            if ev.msg and ev.audience == "dead":
                self.narrate(ev)

    # ------------------------------------------------------------------ status and polls

    def poll_summary(self, title: str | None = None, *, limit: int | None = None) -> Text | None:
        """The public polls, one paragraph each: candidates by number of voters, with the voters.

        Votes are public (R11, R12); with ``limit`` only the leading candidates are named.
        """
        g = self.game
        if phase_kind(g.phase_index) != "day":
            return None  # the day's polls close with the day
        polls = g.polls(lang=self.lang)  # the public board: the living's votes (R7, R40)
        if not polls:
            return None
        seat = {name: i for i, name in enumerate(g.players)}
        out = Text()
        out.append((title or self.w("tui.votes_so_far")) + "\n", style="bold underline")
        for poll in polls:
            label = {"lynch": self.w("tui.poll_lynch"), "lynch 2": self.w("tui.poll_lynch2")}.get(
                poll.name,
                poll.label[:1].upper() + poll.label[1:]
                if poll.kind == "lynch"
                else self.w("tui.poll_election",
                            office=poll.office_label or self.w("tui.poll_office")),
            )
            out.append(f"  {label}: ", style="bold")
            # R40: the names and counts are the public board's (each vote
            # one, the Mayor's extra vote too; a candidate the board does not list, such as one
            # at no shown vote, trickster-wolf.3, is left out), never a count of voters
            board = {t: n for t, n in poll.totals.items() if n > 0}
            by_target: dict[str, list[str]] = {t: [] for t in board}
            # the living's votes alone: the dead do not vote (R7)
            for voter, target in poll.votes.items():
                if target in by_target:
                    by_target[target].append(voter)
            if not by_target:
                out.append(self.w("tui.no_votes_yet") + "\n", style="dim")
                continue
            ranked = sorted(by_target.items(), key=lambda kv: (-board[kv[0]], seat[kv[0]]))
            shown = ranked if limit is None else ranked[:limit]
            for i, (target, voters) in enumerate(shown):
                voters.sort(key=lambda v: seat[v])
                if i:
                    out.append(" · ", style="dim")
                out.append(f"{target} {board[target]}", style="bold" if i == 0 else "")
                if voters:
                    out.append(f" ({', '.join(voters)})", style="dim")
            rest = len(ranked) - len(shown)
            if rest:
                out.append(" · " + self.w("tui.more", count=rest), style="dim")
            out.append("\n")
        out.rstrip()
        return out

    def hidden_hints(self) -> list[str]:
        """R40: for each of today's polls whose counted votes choose otherwise
        than the public board shows (hidden modifiers: votes taken, weighed or unseen), a hint
        said after its result, so the result never seems to contradict the board unexplained.
        It tells no modifier nor whose: only that the board did not decide."""
        counted = {p.name: p for p in self.game.polls(host=True)}
        hints = []
        for poll in self.game.polls(lang=self.lang):
            real = counted.get(poll.name)
            if real is None or poll.cancelled or _leader(poll.totals) == _leader(real.totals):
                continue
            label = (
                self.w("tui.hint_lynch")
                if poll.kind == "lynch"
                else self.w("tui.hint_election",
                            office=poll.office_label or self.w("tui.poll_office"))
            )
            shown = _leader(poll.totals)
            board = (
                self.w("tui.hint_ahead", name=shown) if shown else self.w("tui.hint_no_one_ahead")
            )
            hints.append(self.w("tui.hint", poll=label, board=board))
        return hints

    def status(self) -> None:
        g = self.game
        living = g.living()
        dead = [n for n in g.players if n not in living]
        if self.human is not None:
            # the last phase's news on top, kept until the next phase (what a
            # message does to the person, item 9, is said under it as it comes and beside the
            # statuses it gave: not a third time here)
            view = g.view(self.human, lang=self.lang)
            news = view.news()
            if news:
                self.say(Text(self.w("tui.since_last_phase"), style="bold"))
                for m in news:
                    self.line("  • ", m.text)
            p = g.player(self.human)
            who = Text()
            who.append(
                self.w("tui.you_status", name=p.name, role=self.role_word(p.role)),
                style="bold cyan",
            )
            if p.offices:
                who.append(f" ({', '.join(p.offices)})", style="yellow")
            if not p.alive:
                who.append(" — " + self.w("tui.dead_mark"), style="red")
            self.say(who)
            if view.statuses:
                self.say(Text(self.w("tui.your_statuses"), style="cyan"))
                for st in view.statuses:
                    # each with what it does to the person, as the message that
                    # told it declares (and so shown in the phase they can act on it: the amulet
                    # received at the end of a day is said again before the next day's votes)
                    told = next(
                        (m for m in view.messages if m.id >= st.since and m.audience == "private"),
                        None,
                    )
                    means = told.to_you if told is not None else None
                    self.line(
                        "  • ",
                        st.name
                        + (f" ({self.w('tui.until', until=st.until)})" if st.until else "")
                        + (f" — {means}" if means else ""),
                    )
            if view.counters:
                self.say(
                    Text.assemble(
                        (self.w("tui.your_counters") + " ", "cyan"),
                        ", ".join(f"{k} {v}" for k, v in sorted(view.counters.items())),
                    )
                )
        offices = [f"{n} ({', '.join(g.player(n).offices)})" for n in living if g.player(n).offices]
        # what the person's own messages say of each seat (an ascension, an ally)
        marks = g.view(self.human, lang=self.lang).marks() if self.human is not None else {}
        left = {n: m.left for n, m in marks.items() if m.left}
        alive_word = self.w("tui.alive") + " "
        self.say(Text.assemble((alive_word, "green"), f"({len(living)}): {', '.join(living)}"))
        if dead:
            gone = [f"{n} ({left[n]})" if n in left else n for n in dead]
            dead_word = self.w("tui.dead") + " "
            self.say(Text.assemble((dead_word, "red"), f"({len(dead)}): {', '.join(gone)}"))
        side = [
            n + (f" ({', '.join(m.groups)})" if m.groups else "")
            for n, m in marks.items()
            if m.on_side and n in living
        ]
        if side:
            self.say(Text.assemble((self.w("tui.on_your_side") + " ", "cyan"), ", ".join(side)))
        if offices:
            self.say(Text.assemble((self.w("tui.offices") + " ", "yellow"), ", ".join(offices)))
        summary = self.poll_summary()
        if summary is not None:
            self.console.print(summary)

    # ------------------------------------------------------------------ the human's turn

    def menu(self, actions: list[LegalAction]) -> list[tuple[str, str]]:
        """The numbered menu: (key, label) pairs; key is a verb or one of done/log/help."""
        entries = [(la.verb, self.ability_help(la)) for la in actions]
        entries += [
            (verb, self.w(f"tui.menu_{verb}"))
            for verb in ("say", "claim", "info", "done", "status", "log", "help")
        ]
        return entries

    def print_menu(self, entries: list[tuple[str, str]]) -> None:
        table = Table(box=None, show_header=False, pad_edge=False)
        table.add_column(justify="right", style="bold magenta")
        table.add_column(style="bold")
        table.add_column(style="dim")
        for i, (key, label) in enumerate(entries, 1):
            # an action's verb as the person's language names it (what they may type too)
            table.add_row(f"{i}.", self.verb_words(key), label)
        self.console.print(table)

    def can_act(self) -> bool:
        """Whether the person still has the phase: alive, or dead with something the dead may
        do now (answer a question put to the dead)."""
        return self.human is not None and (self.alive or bool(self.game.legal_actions(self.human)))

    def human_turn(self) -> None:
        """The person acts until they choose done (or the game ends)."""
        g = self.game
        assert self.human is not None
        self.console.print()
        self.status()
        shown_menu: list[tuple[str, str]] | None = None  # the menu on screen, if still current
        meant = g.phase_index  # every command says the phase it was for
        while not g.over and self.can_act():
            actions = g.legal_actions(self.human)
            entries = self.menu(actions)
            if entries != shown_menu:
                if not actions:
                    self.say(self.w("tui.nothing_to_do", phase=g.phase), "italic")
                else:
                    self.console.print(
                        Text(self.w("tui.what_do_you_do", phase=g.phase), style="bold")
                    )
                    self.print_menu(entries)
                shown_menu = entries
            answer = self.read("> ")
            low = answer.lower()
            if not answer:
                if not actions:
                    return
                self.say(self.w("tui.type_number_or_done", count=len(entries)), "yellow")
                continue
            head, _, rest = answer.partition(" ")
            if head.lower() in ("say", "claim", "info") and rest.strip():
                shown_menu = None
                self.talk(head.lower(), rest.strip())
                continue
            if head.lower() in ("conspire", "invite"):
                self.conspire(head.lower(), rest.strip())
                continue
            choice = self.menu_choice(low, entries)
            if choice is None:
                # a typed action such as "vote Bob" goes straight to the game, which accepts it
                # or says why not
                if low.split()[0] in g.verbs() or verb_of(low.split()) is not None:
                    self.submit(answer, meant)
                    continue
                if odd_digits(answer):  # d06: '²' passes str.isdigit but is no number
                    what = (
                        self.w("tui.type_number", count=len(entries))
                        if actions
                        else self.w("tui.press_enter")
                    )
                    self.say(odd_digits_sentence(answer, what, self.lang), "yellow")
                elif not actions:  # no menu on screen: no numbers to point at
                    self.say(self.w("tui.not_a_choice_no_menu", text=shown(answer)), "yellow")
                else:
                    self.say(
                        self.w("tui.not_on_menu", text=shown(answer), count=len(entries)),
                        "yellow",
                    )
                continue
            if choice == "done":
                if self.may_end_turn(actions):
                    return
                shown_menu = None
                continue
            if choice == "quit":
                raise LeaveGame("quit")
            shown_menu = None  # anything below prints more, so show the menu again
            if choice == "log":
                self.show_own_log()
            elif choice == "help":
                self.show_help(actions)
            elif choice == "status":
                self.status()
            elif choice in ("say", "claim", "info"):
                self.talk(choice, "")
            else:
                la = next(a for a in actions if a.verb == choice)
                targets = self.pick_targets(la)
                words = self.pick_words(la) if targets is not None else None
                if targets is not None and words is not None:
                    self.submit(" ".join([la.verb, *targets, *words]), meant)

    def may_end_turn(self, actions: list[LegalAction]) -> bool:
        """Ruling RM562: whether the person's turn may end now. An action left unchosen whose
        declaration says what happens if it is not used (``Declaration.unused``: the amulet
        that shatters on a holder who does not pass it) is asked about first; the turn goes on
        unless they say yes. An action counts as done once chosen (an end-of-phase action) or
        used by the person this phase (an immediate one: ``action.used`` in their view); one
        whose choice lasts from phase to phase (a kept target, ``Declaration.lasting``) once its
        latest use, in whatever phase, named someone."""
        assert self.human is not None
        view = self.game.view(self.human, lang=self.lang)
        now: set[str] = set()
        standing: dict[str, bool] = {}
        for m in view.messages:
            if m.key not in ("action.used", "action.used_alone", "action.chosen"):
                continue
            if m.params.get("actor") != self.human:
                continue
            verb = str(m.params.get("verb"))
            if m.phase == view.phase:
                now.add(verb)
            standing[verb] = bool(m.params.get("targets"))
        left = [
            la
            for la in actions
            if la.declaration.unused
            and not la.chosen
            and not (standing.get(la.verb) if la.declaration.lasting else la.verb in now)
        ]
        if not left:
            return True
        for la in left:
            self.say(
                f"  {la.declaration.unused} "
                f"{self.w('tui.type_to_do_it', verb=self.verb_words(la.verb))}",
                "bold yellow",
            )
        answer = self.read(self.w("tui.end_turn_anyway") + " > ").lower()
        if yes(answer, self.lang):
            return True
        self.say("  " + self.w("tui.turn_goes_on"), "yellow")
        return False

    def menu_choice(self, low: str, entries: list[tuple[str, str]]) -> str | None:
        number = parse_number(low)  # d06: never int() of '²' or of 5,000 digits
        if number is not None:
            return entries[number - 1][0] if 1 <= number <= len(entries) else None
        words = {
            "d": "done",
            "done": "done",
            "end": "done",
            "pass": "done",
            "l": "log",
            "log": "log",
            "h": "help",
            "help": "help",
            "?": "help",
            "q": "quit",
            "quit": "quit",
            "exit": "quit",
            "s": "status",
            "status": "status",
        }
        if low in words and not (low == "pass" and any(k == "pass" for k, _ in entries)):
            return words[low]
        # a verb alone (e.g. "attack", or its label: „Angreifen“) opens its target menu
        for key, _ in entries:
            said = " ".join(self.verb_words(key).split()).lower()
            if key == low or said == " ".join(low.split()):
                return key
        return None

    def verb_words(self, verb: str) -> str:
        """``verb`` as the person's language names it in a sentence (the verb itself in English,
        „Angreifen“ in German); a word that is no verb as it is."""
        return verb_in_text(verb, self.lang)

    def pick_targets(self, la: LegalAction) -> list[str] | None:
        """Ask for ``la``'s targets with a numbered list; None when the person goes back."""
        if la.max_targets == 0:
            return []
        self.rules_that_bite(la)
        chosen: list[str] = []
        while len(chosen) < la.max_targets:
            options = [c for c in la.candidates if c not in chosen]
            can_finish = len(chosen) >= max(1, la.min_targets)
            cells = [f"[bold magenta]{i}.[/] {escape(name)}" for i, name in enumerate(options, 1)]
            cells.append(f"[bold magenta]0.[/] {escape(self.w('tui.back'))}")
            if can_finish:
                cells.append(f"[bold magenta]f.[/] {escape(self.w('tui.finish'))}")
            which = "tui.whom" if not chosen else "tui.whom_else"
            self.console.print(Text(self.w(which, verb=self.verb_words(la.verb)), style="bold"))
            self.console.print(Columns(cells, padding=(0, 3)))
            answer = self.read(f"{self.verb_words(la.verb)} > ").strip()
            low = answer.lower()
            if low in ("b", "back") or parse_number(low) == 0:
                return None
            if can_finish and low in ("f", "finish", "done"):
                break
            if low in ("q", "quit", "exit"):
                raise LeaveGame("quit")
            name = self.match_name(answer, options)
            if not answer:
                self.say(self.w("tui.type_target", count=len(options)), "yellow")
                continue
            if name is None and odd_digits(answer):  # d06
                what = self.w("tui.type_number_or_back", count=len(options))
                self.say(odd_digits_sentence(answer, what, self.lang), "yellow")
                continue
            if name is None:
                self.say(
                    self.w("tui.not_a_target", text=shown(answer), count=len(options)), "yellow"
                )
                continue
            chosen.append(name)
        return chosen

    def rules_that_bite(self, la: LegalAction) -> None:
        """As the person chooses, the rules of the choice that decide for them:
        what happens to a missing or invalid choice (``Declaration.fallback``: the Angel's
        companion, angel.7) and what leaving it unused does (``Declaration.unused``: the
        amulet that shatters on its holder, S2.5), from the declaration alone."""
        decl = la.declaration
        if decl.fallback:
            self.line(f"  {self.w('tui.rule')} ", decl.fallback, "yellow")
        if decl.unused:
            self.line(f"  {self.w('tui.if_you_do_not')} ", decl.unused, "yellow")

    def pick_words(self, la: LegalAction) -> list[str] | None:
        """Ask for the words ``la`` names after its players (a role, a group of the role book),
        each from a numbered list of its options; None when the person goes back."""
        chosen: list[str] = []
        while len(chosen) < la.picks:
            options = [o for o in la.options if o not in chosen]
            cells = [f"[bold magenta]{i}.[/] {escape(o)}" for i, o in enumerate(options, 1)]
            cells.append(f"[bold magenta]0.[/] {escape(self.w('tui.back'))}")
            what = la.declaration.picks.value
            self.console.print(
                Text(self.w("tui.which_word", verb=self.verb_words(la.verb), what=what),
                     style="bold")
            )
            self.console.print(Columns(cells, padding=(0, 3)))
            answer = self.read(f"{self.verb_words(la.verb)} > ").strip()
            if answer.lower() in ("b", "back") or parse_number(answer) == 0:
                return None
            if answer.lower() in ("q", "quit", "exit"):
                raise LeaveGame("quit")
            word = self.match_name(answer, options)
            if word is None:
                self.say(
                    self.w("tui.not_a_target", text=shown(answer), count=len(options)), "yellow"
                )
                continue
            chosen.append(word)
        return chosen

    @staticmethod
    def match_name(answer: str, options: list[str]) -> str | None:
        number = parse_number(answer)  # d06
        if number is not None:
            return options[number - 1] if 1 <= number <= len(options) else None
        low = answer.lower()
        exact = [o for o in options if o.lower() == low]
        if exact:
            return exact[0]
        prefix = [o for o in options if o.lower().startswith(low)] if low else []
        return prefix[0] if len(prefix) == 1 else None

    def submit(self, command: str, meant: int | None = None) -> None:
        """Send ``command`` for the person; with ``meant`` (the phase the turn was for), one
        that would land in another phase is refused with a sentence and not sent, as
        the service refuses it."""
        assert self.human is not None
        stale = moved_on(meant, self.game.phase_index, self.lang)
        if stale is not None:
            self.say("  " + self.w("tui.refused", why=stale), "bold red")
            return
        warning = self.self_harm(command)
        if warning is not None:
            answer = self.read(
                self.w("tui.really", warning=warning, command=shown(command)) + " > "
            ).lower()
            if not yes(answer, self.lang):
                self.say("  " + self.w("tui.not_done"), "yellow")
                return
        result = self.game.submit(self.human, command)
        if not result:
            # the refusal, in the person's language, may quote what was typed: shortened, with
            # escape sequences made visible
            message = self.refusal(result, [command, *command.split()])
            self.say("  " + self.w("tui.refused", why=message), "bold red")
            return
        self.catch_up()

    def self_harm(self, command: str) -> str | None:
        """Why ``command`` would hurt the person or their team, or None."""
        assert self.human is not None
        said = command.split()
        if not said:
            return None
        labelled = None if said[0].lower() in self.game.verbs() else verb_of(said)
        if labelled is not None:  # typed by its label: the verb, then the targets after it
            said = [labelled[0], *said[labelled[1]:]]
        verb = said[0].lower()
        legal = {la.verb: la for la in self.game.legal_actions(self.human)}
        la = legal.get(verb)
        if la is None:
            return None  # the game refuses it anyway, and says why
        # the ability's own declaration says whether it hurts its user or cannot be undone, and
        # which target positions work against the player they name
        decl = la.declaration
        if decl.asks_first:
            return (decl.warning or self.w("tui.cannot_be_undone")).rstrip(".")
        targets = [t.lower() for t in said[1:]]
        hostile = {t for i, t in enumerate(targets) if la.hostile_at(i)}
        if self.human.lower() in hostile:
            if decl.condemns and not decl.hostile:
                return self.w("tui.harm_self_lynch")
            return self.w("tui.harm_self")
        mates = {m.lower() for m in self.teammates()}
        if hostile & mates:
            return self.w("tui.harm_team")
        return None

    def claim_harm(self, role: str) -> str | None:
        """Ruling RM561: why claiming ``role`` in the town square would hurt the person or
        their team, or None: the role plays for a team against the town (from the role book's
        teams, ``sim.book.evil_teams``), so the claim names its claimant an enemy of the
        town, whether it is the person's own role or not."""
        card = self.card_of(role)
        if card is None or card.team not in evil_teams():
            return None
        side = card.team_name or card.team
        return self.w("tui.harm_claim", side=side)

    def teammates(self) -> set[str]:
        """The players the person has been told are with them (their group's members, an ally:
        the view's seat marks, read from their own messages' meanings)."""
        assert self.human is not None
        return {
            n for n, m in self.game.view(self.human, lang=self.lang).marks().items() if m.on_side
        }

    def talk(self, what: str, rest: str) -> None:
        """``say TEXT`` (``say CHANNEL: TEXT`` for another channel), ``claim [ROLE]`` and
        ``info ROLE``."""
        assert self.human is not None
        g = self.game
        if what == "info":
            name = rest or self.read(self.w("tui.info_which") + " > ")
            self.role_info(name)
            return
        channels = g.channels(self.human)
        if not channels:
            self.say(self.w("tui.no_channel"), "yellow")
            return
        square = "town square" if "town square" in channels else channels[0]
        if what == "claim":
            view = g.view(self.human, lang=self.lang)
            role = rest or view.role
            if rest:
                known = g.card(rest)
                if known is None:
                    self.say(self.w("tui.claim_unknown", text=shown(rest)), "yellow")
                    return
                role = known.name
            warning = self.claim_harm(role)
            if warning is not None:
                answer = self.read(
                    self.w("tui.really_claim", warning=warning, role=self.role_word(role)) + " > "
                ).lower()
                if not yes(answer, self.lang):
                    self.say("  " + self.w("tui.claim_not_done"), "yellow")
                    return
            results = [
                (str(m.params.get(TARGET_PARAM, m.params.get("player"))), str(m.params.get("role")))
                for m in view.messages
                # what the person learned themselves (an investigation, a report)
                if m.means(Meaning.ROLE_LEARNED) and role == view.role
            ]
            text = claim_text(role, results)
            channel = square
        else:
            text = rest or self.read("say > ")  # the command's own word, in every language
            channel = square
            head, sep, tail = text.partition(":")
            # a channel is named by its id or its name in any language („Rudel: …“)
            named = channel_of(head, channels) if sep else None
            if named is not None:
                channel = named
                text = tail.strip()
            elif sep and head.strip().startswith("#") and " " not in head.strip():
                # rule-conspiracy-channels.1: words meant for a private channel the person is
                # not in are refused, never said in the town square instead
                why = self.w(
                    "tui.not_in_channel", channel=shown(head.strip()),
                    channels=", ".join(str(channel_words(c, self.lang)) for c in channels),
                )
                self.say("  " + self.w("tui.refused", why=why), "bold red")
                return
        if not text:
            return
        result = g.say(self.human, channel, text)
        if not result:
            message = self.refusal(result, [text])
            self.say("  " + self.w("tui.refused", why=message), "bold red")
            return
        self.catch_up()

    def conspire(self, what: str, rest: str) -> None:
        """rule-conspiracy-channels.1: ``conspire NAME with PLAYERS`` opens a private channel,
        ``invite #NAME PLAYERS`` adds players to one of the person's."""
        assert self.human is not None
        g = self.game
        if what == "conspire":
            name, sep, members = rest.rpartition(" with ")
            if not sep or not name.strip():
                self.say("  " + self.w("tui.conspire_usage"), "yellow")
                return
            result = g.open_channel(self.human, name.strip(), members)
        else:
            channel, _, members = rest.partition(" ")
            if not channel or not members.strip():
                self.say("  " + self.w("tui.invite_usage"), "yellow")
                return
            result = g.invite(self.human, channel, members)
        if not result:
            message = self.refusal(result, [rest])
            self.say("  " + self.w("tui.refused", why=message), "bold red")
            return
        self.catch_up()

    def role_info(self, name: str) -> None:
        role = self.card_of(name.strip())
        if role is None:
            known = sorted(r.name for r in self.game.role_book())
            close = [r for r in known if r.lower().startswith(name.strip().lower()[:3])][:3]
            either = f" {self.w('tui.or')} ".join(close)
            hint = " " + self.w("tui.did_you_mean", roles=either) if close and name.strip() else ""
            self.say(self.w("tui.unknown_role", text=shown(name)) + hint, "yellow")
            return
        body = Text()
        body.append(role.summary + "\n")
        if role.description:
            body.append(role.description + "\n", style="dim")
        for ab in role.abilities:
            body.append(f"\n{self.verb_words(ab.verb)}", style="bold")
            body.append(f" — {ab.help}")
        title = f"{self.role_word(role.name)} ({role.team_name or role.team})"
        self.console.print(Panel(body, title=title, border_style="green"))

    def show_own_log(self) -> None:
        assert self.human is not None
        view = self.game.view(self.human, lang=self.lang)
        self.console.rule(Text(self.w("tui.what_you_have_seen"), style="bold"))
        last = ""
        for phase, text in ((m.phase, m.text) for m in view.messages):
            if phase != last:
                self.say(phase, "bold")
                last = phase
            self.line("  ", text)
        self.console.rule()

    def show_help(self, actions: list[LegalAction]) -> None:
        self.role_panel()
        body = Text()
        for part in ("menu", "done", "say", "conspire"):
            body.append(self.w(f"tui.help_{part}") + "\n")
        for la in actions:
            timing = TIMING_WORDS.get(la.timing)
            body.append(f"\n{la.usage()}", style="bold")
            body.append(f" — {self.ability_help(la)}; {self.w(timing) if timing else la.timing}.")
        self.console.print(Panel(body, title=self.w("tui.help_title"), border_style="green"))

    def dead_pause(self) -> None:
        """Between phases, a dead person chooses to step on, watch to the end, or leave."""
        while True:
            answer = self.read(self.w("tui.dead_pause") + " > ").lower()
            if answer in ("", "n", "next", "done", "d"):
                return
            if answer in ("a", "all", "auto"):
                self.autoplay = True
                return
            if answer in ("l", "log"):
                self.show_own_log()
                continue
            if answer in ("q", "quit", "exit"):
                raise LeaveGame("quit")
            self.say(self.w("tui.dead_pause_wrong", text=shown(answer)), "yellow")

    # ------------------------------------------------------------------ the game loop

    def run(self) -> None:
        """Play until the game ends (or MAX_PHASES phases pass), narrating as it goes."""
        g = self.game
        self.intro()
        self.catch_up()
        phases = 0
        while not g.over and phases < phase_limit(len(g.players)):
            if self.alive:
                talked = self.discussion_now()
                if talked:
                    # by day the bots speak first (their discussion turn), so
                    # the person hears the claims before voting
                    self.bots_act(rounds=(0,))
                    self.catch_up()
                    if g.over:
                        break
                # the person has the phase (after the bots' talk by day); the bots finish it
                # once they are done (done closes the day)
                self.human_turn()
                if g.over:
                    break
                self.bots_act(rounds=(1,) if talked else None)
                self.catch_up()
            else:
                if self.human is not None and not self.autoplay and self.can_act():
                    # the dead have something to do (a question put to them): their turn first
                    self.human_turn()
                    if g.over:
                        break
                self.bots_act()
                self.catch_up()
                if g.over:
                    break
                if self.human is not None and not self.autoplay:
                    self.dead_pause()
            if g.over:
                break
            self.end_phase()
            phases += 1
            if self.human is None and self.speed > 0:
                time.sleep(self.speed)
        self.catch_up()

    def end_phase(self) -> None:
        """End the phase: a day's final votes as the public board shows them (R40), then the
        phase's results, with a hint after a poll that hidden modifiers decided, then the
        next phase."""
        g = self.game
        if phase_kind(g.phase_index) == "day" and any(p.votes for p in g.polls()):
            limit = 5 if self.human is None else None
            summary = self.poll_summary(self.w("tui.final_votes", phase=g.phase), limit=limit)
            if summary is not None:
                self.console.print(summary)
            self.pending_hint = self.hidden_hints()
        g.advance()
        self.catch_up()

    def bots_act(self, rounds: tuple[int, ...] | None = None) -> None:
        """Every bot's turn this phase (``rounds``: only those of the talking bots' rounds, see
        ``sim.match.play_turns``)."""
        assert self.observer is not None
        play_turns(self.game, self.agents, self.observer, rounds=rounds)

    # ------------------------------------------------------------------ the end

    def outcome_panel(self) -> None:
        g = self.game
        out = g.outcome
        if out is None:
            self.console.print(
                Panel(
                    Text(self.w("tui.stopped", count=phase_limit(len(g.players)))),
                    border_style="red",
                )
            )
        else:
            # the facade's words for the end, every winner's win in its own
            # sentence (an ascension with its role, a rule of one's own, the team), and the
            # person's own result
            result = g.result(self.human)
            assert result is not None
            body = Text()
            reason = f"{out.reason[0].upper()}{out.reason[1:]}"
            body.append(
                self.w("tui.ended_in", reason=reason, phase=phase_name(out.phase)) + "\n",
                style="bold",
            )
            for line in result.lines:
                body.append(f"{line}\n")
            nobody = self.w("tui.nobody")
            if not out.tied:
                body.append(self.w("tui.winners", names=", ".join(out.winners) or nobody) + "\n")
            body.append(self.w("tui.lost", names=", ".join(result.losers) or nobody))
            if result.you is not None:
                style = {"won": "bold green", "drew": "bold yellow"}.get(result.you, "bold red")
                body.append(f"\n{result.you_words}", style=style)
            title = f"[bold]{escape(self.w('tui.game_over'))}[/]"
            self.console.print(Panel(body, title=title, border_style="green"))
        self.console.print(self.cast_table())

    def cast_table(self) -> Table:
        g = self.game
        winners = set(g.outcome.winners) if g.outcome else set()
        table = Table(title=self.w("tui.who_was_who"), title_justify="left")
        table.add_column(self.w("tui.col_player"), style="bold")
        table.add_column(self.w("tui.col_role"))
        table.add_column(self.w("tui.col_offices"))
        table.add_column(self.w("tui.col_fate"))
        table.add_column(self.w("tui.col_won"))
        for p in map(g.player, g.players):
            first, now = self.role_word(p.original_role), self.role_word(p.role)
            role = first if p.role == p.original_role else f"{first} → {now}"
            if p.ascended:
                when = phase_name(p.death.phase) if p.death else "?"
                fate = Text(self.w("tui.ascended_in", phase=when), style="magenta")
            elif p.death is not None:
                how = g.death_words(p.name) or self.w("tui.died")
                fate = Text(
                    self.w("tui.died_in", how=how, phase=phase_name(p.death.phase)), style="red"
                )
            else:
                fate = Text(self.w("tui.fate_alive"), style="green")
            name = p.name + (f" {self.w('tui.you_mark')}" if p.name == self.human else "")
            table.add_row(name, role, ", ".join(p.offices), fate, "✓" if p.name in winners else "")
        return table

    def deaths_in_order(self) -> list[str]:
        return self.game.dead_in_order()

    def print_explanation(self, lines: list[str]) -> None:
        """An explanation's lines, each cause under what it explains; wrapped lines keep their
        indent and the rule behind each step is dimmed."""
        for line in lines:
            body = line.lstrip(" ")
            indent = 2 + len(line) - len(body)
            text = Text()
            main, sep, rule = body.partition("  [")
            text.append(main)
            if sep:
                text.append(" [" + rule, style="dim")
            for part in text.wrap(self.console, max(20, self.console.width - indent)):
                part.rstrip()
                self.console.print(Text(" " * indent) + part, highlight=False)

    def explain_death(self, name: str) -> None:
        p = self.game.player(name)
        if p.death is None:
            self.say(self.w("tui.is_alive", name=p.name), "bold")
            return
        self.say(self.w("tui.why_died", name=p.name), "bold")
        self.print_explanation(self.game.why_dead(p.name))

    def explain_all_deaths(self) -> None:
        names = self.deaths_in_order()
        self.console.rule(Text(self.w("tui.how_everyone_died"), style="bold"))
        if not names:
            self.say(self.w("tui.nobody_died_game"))
        for name in names:
            self.explain_death(name)

    def full_log(self) -> None:
        self.console.rule(Text(self.w("tui.full_log"), style="bold"))
        last = ""
        for eid, phase, audience, words in self.game.host_log():
            if phase != last:
                self.say(phase, "bold")
                last = phase
            self.line(f"  #{eid:<4} ", Text.assemble((f"({audience}) ", "dim"), words))
        self.console.rule()

    def after_game(self) -> None:
        """A small prompt loop: the full log, why someone died, or any event's causes."""
        hint = self.w("tui.after_hint")
        self.say(hint, "italic")
        while True:
            answer = self.read(self.w("tui.after_prompt") + " > ")
            words = answer.split()
            cmd = words[0].lower() if words else ""
            if cmd in ("", "q", "quit", "exit", "done", "bye"):
                return
            if cmd in ("log", "l"):
                self.full_log()
            elif cmd in ("deaths", "why") and (cmd == "deaths" or len(words) == 1):
                self.explain_all_deaths()
            elif cmd == "why":
                found = self.game.find(words[1])
                if found is None:
                    self.say(
                        self.w(
                            "tui.no_player",
                            text=shown(words[1]),
                            players=", ".join(self.game.players),
                        ),
                        "yellow",
                    )
                else:
                    self.explain_death(found)
            elif cmd == "explain" and len(words) == 2 and odd_digits(words[1].lstrip("#")):
                what = self.w("tui.type_event_number")
                self.say(odd_digits_sentence(words[1], what, self.lang), "yellow")
            elif cmd == "explain" and len(words) == 2 and words[1].lstrip("#").isdecimal():
                eid = parse_number(words[1].lstrip("#")) or 0  # d06: bounded, never int('²')
                if not 0 <= eid < len(self.game.events):
                    which = f"#{eid}" if eid <= NUMBER_LIMIT else shown(words[1])
                    self.say(
                        self.w("tui.no_event", which=which, last=len(self.game.events) - 1),
                        "yellow",
                    )
                else:
                    self.print_explanation(self.game.explain(eid))
            elif cmd in ("cast", "roles", "who"):
                self.console.print(self.cast_table())
            else:
                self.say(self.w("tui.not_understood", text=shown(answer), hint=hint), "yellow")

"""One hosted game as the service holds it: the engine's game plus what the host controls.

A :class:`LiveGame` is a pure function of its stored record and its command log: no clock, no
database, no network. The service reads the wall-clock time once per command and writes it into
the command (``at``), so timers, pauses and undo replay exactly. Applying a command either
changes the game and returns ``ok`` or changes nothing and returns a refusal sentence; the
service commits accepted commands and only then answers their senders.

The commands are typed, one dataclass per kind (``server/commands.py``): :meth:`LiveGame.apply`
carries one out with a single ``match``, live and in replay alike, and the log holds them as they
are (the store keeps them as JSON, :func:`~werewolves.server.commands.encode`).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any, Literal, TypeVar

from ..clocks import CLOCKS, DEFAULT_CLOCK, length_text
from ..game import Accepted, Event, Game, Refusal, Setup, render, roles_hash, rules_for
from ..sim.agent import BOT_KINDS
from .commands import (
    HOST_COMMANDS,
    MAX_BOT_SECONDS,
    MAX_PHASE_SECONDS,
    Advance,
    BadCommand,
    BotTurn,
    ChangeSettings,
    Command,
    Conspire,
    ContinueRules,
    EndInDraw,
    Invite,
    Join,
    Kick,
    Pause,
    Ready,
    Resume,
    Say,
    SeatBots,
    SetDeadline,
    Submit,
    Substitute,
    Undo,
    command_text,
    decode,
    encode,
    is_game,
    op_of,
)
from .seat_bots import bot_turn, play_bot_moves, teammates_to_answer

JSON = dict[str, Any]
T = TypeVar("T")
Automation = Literal["manual", "timed", "auto"]
AUTOMATIONS: tuple[Automation, ...] = ("manual", "timed", "auto")
LogEntry = tuple[int, float, Command]  # (seq, at, command)


@dataclass
class Settings:
    """What the host sets: how much the service does by itself, and the phase clock."""

    # the default: phases end at their deadlines; a timed game made without lengths gets the
    # long clock's (``with_clock``)
    automation: Automation = "timed"
    day_seconds: int | None = None  # None: no timer for days (never so in a timed game)
    night_seconds: int | None = None
    reveal_after: bool = True  # spectators see everything once the game is over
    bot_seconds: float = 0.0  # bots wait this long into a phase before acting (0: at once)
    bot_kind: str = "heuristic"  # the bots that play seats: one of sim/agent.py BOT_KINDS

    def to_json(self) -> JSON:
        return {
            "automation": self.automation,
            "day_seconds": self.day_seconds,
            "night_seconds": self.night_seconds,
            "reveal_after": self.reveal_after,
            "bot_seconds": self.bot_seconds,
            "bot_kind": self.bot_kind,
        }

    @classmethod
    def from_json(cls, d: JSON) -> Settings:
        s = cls()
        s.update(d)
        return s

    def check(self, d: JSON) -> str | None:
        """Why the changes ``d`` cannot be made, or None."""
        for key, value in d.items():
            if key == "automation":
                if value not in AUTOMATIONS:
                    return f"automation must be one of {', '.join(AUTOMATIONS)}, not {value}"
            elif key in ("day_seconds", "night_seconds"):
                if value is None:
                    continue
                if isinstance(value, bool) or not isinstance(value, int):
                    return f"{key} must be a whole number of seconds or null"
                if not 10 <= value <= MAX_PHASE_SECONDS:
                    return f"{key} must be between 10 seconds and 30 days, not {value}"
            elif key == "reveal_after":
                if not isinstance(value, bool):
                    return "reveal_after must be true or false"
            elif key == "bot_kind":
                if value not in BOT_KINDS:
                    return f"bot_kind must be one of {', '.join(BOT_KINDS)}, not {value!r}"
            elif key == "bot_seconds":
                if isinstance(value, bool) or not isinstance(value, int | float):
                    return "bot_seconds must be a number of seconds"
                if not 0 <= value <= MAX_BOT_SECONDS:
                    return f"bot_seconds must be between 0 and {MAX_BOT_SECONDS}"
            else:
                return f"there is no setting {key!r}"
        return None

    def update(self, d: JSON) -> None:
        for key, value in d.items():
            setattr(self, key, value)

    def seconds_for(self, phase: str) -> int | None:
        return self.night_seconds if phase.startswith("Night") else self.day_seconds

    def unclocked(self) -> tuple[str, ...]:
        """The phase lengths (``day_seconds``, ``night_seconds``) this game lacks to end its
        phases at their deadlines: none unless its automation is "timed"."""
        if self.automation != "timed":
            return ()
        return tuple(k for k in ("day_seconds", "night_seconds") if getattr(self, k) is None)

    def with_clock(self) -> Settings:
        """A game whose phases end at their deadlines ("timed") never runs
        without one. These settings, each phase length a timed game lacks taken from the
        default preset (``clocks.DEFAULT_CLOCK``, long: 12 h days, 12 h nights), as the Discord
        lobby and the browser builder default to; a length given is kept."""
        preset = CLOCKS[DEFAULT_CLOCK]
        missing = self.unclocked()
        out = replace(self)
        if "day_seconds" in missing:
            out.day_seconds = preset.day
        if "night_seconds" in missing:
            out.night_seconds = preset.night
        return out


@dataclass(frozen=True)
class Applied:
    """What one command did: ``ok`` with the engine's answer, or a refusal sentence. The
    sentence is English in ``message`` (as the log and older clients read it); ``key`` and
    ``params`` name it, so each edge writes it out in its reader's language (:meth:`words`)."""

    ok: bool
    message: str = ""
    reason: str = ""  # the engine's refusal reason, or a service one
    event: int | None = None
    told: tuple[str, ...] = ()
    phase_started: bool = False  # a new phase is running (bots may act, clients refresh)
    reset: bool = False  # the event stream was rebuilt (undo): clients start over
    key: str = ""  # the sentence's catalogue key ("" when it was given as words)
    params: tuple[tuple[str, Any], ...] = ()
    # what the actor was told, in a reader's language (the engine's acceptance writes it out
    # when asked); None: ``told`` in every language
    told_in: Callable[[str], list[str]] | None = field(default=None, compare=False, repr=False)

    def words(self, lang: str = "en") -> str:
        """The sentence in the reader's language ``lang``."""
        if not self.key or lang == "en":
            return self.message
        return render(self.key, dict(self.params), lang)

    def told_words(self, lang: str = "en") -> tuple[str, ...]:
        if self.told_in is None or lang == "en":
            return self.told
        return tuple(self.told_in(lang))

    def to_json(self, lang: str = "en") -> JSON:
        """The answer: ``message`` (and ``told``) in English as always, and, for a reader in
        ``lang``, ``text`` (and ``told_text``) in their language with ``key`` and ``params``."""
        out: JSON = {"ok": self.ok, "message": self.message, "text": self.words(lang)}
        if self.key:
            out["key"] = self.key
            out["params"] = {k: list(v) if isinstance(v, tuple) else v for k, v in self.params}
        if self.reason:
            out["reason"] = self.reason
        if self.event is not None:
            out["event"] = self.event
        if self.told:
            out["told"] = list(self.told)
            out["told_text"] = list(self.told_words(lang))
        return out


def said(ok: bool, key: str, reason: str = "", **params: Any) -> Applied:
    """What a command did, as the catalogue's sentence ``key`` with ``params`` (English in
    ``message``). A number a request gave goes as text: it may be any size (``10**400``), and
    a number's format would fail on it."""
    return Applied(ok, render(key, params), reason, key=key, params=tuple(params.items()))


def refused(key: str, reason: str = "refused", **params: Any) -> Applied:
    """A service refusal: the catalogue's sentence ``key`` (service.ftl) with ``params``."""
    return said(False, key, reason, **params)


class CorruptLog(Exception):
    """A stored command was refused on replay: the log does not belong to this program's rules."""


@dataclass(frozen=True)
class RulesHold:
    """A game opened under rules that replay it differently from how it was
    played. ``finished``: a finished game, shown exactly as it was played and never changed;
    else an unfinished one, paused until its host continues under the new rules: its log holds
    every stored command, its game only those before ``seq`` (the first that replays
    differently), exactly as they were played. ``stored`` is the stored version it is about;
    ``text`` tells the host, in sentences, what changed."""

    stored: int
    old: str
    new: str
    seq: int | None
    finished: bool
    text: str

    def to_json(self) -> JSON:
        return {
            "old_rules": self.old,
            "new_rules": self.new,
            "diverged": self.seq,
            "finished": self.finished,
            "can_continue": not self.finished,
            "text": self.text,
        }


def event_record(e: Event) -> list[Any]:
    """What an event told (the part compared across rules versions): its phase, kind, who did
    it to whom, who was told, and its message with parameters; not the engine's bookkeeping
    (its step, rule id, causes, internal data), which a refactoring may rename."""
    return [e.phase, e.kind, e.actor, list(e.targets), e.audience, list(e.to), e.msg, e.params]


def effect_sentences(effect: str | None) -> list[str]:
    """The events of an effect (``LiveGame.effect``) in words, as the host reads them."""
    if effect is None:
        return []
    try:
        _start, records = json.loads(effect)
    except (ValueError, TypeError):
        return ["(what it did was not kept in a form this program reads)"]
    out = []
    for phase, kind, actor, targets, audience, to, msg, params in records:
        words = render(msg, params) if msg else kind.replace("_", " ")
        if audience == "players":
            whom = f"told to {', '.join(to)}" if to else "told to nobody"
        else:
            whom = {"public": "told to everyone", "dead": "told to the dead"}.get(
                audience, "for the host"
            )
        who = f" ({actor}" + (f" on {', '.join(targets)}" if targets else "") + ")" if actor else ""
        out.append(f"{words}{who} [{whom}, phase {phase}]")
    return out


@dataclass
class LiveGame:
    """A hosted game: the engine's game, its service log and the host's controls."""

    id: str
    setup: JSON
    seed: int
    rules_version: str
    created_at: float
    settings: Settings
    game: Game = field(init=False)
    log: list[LogEntry] = field(default_factory=list)
    voided: set[int] = field(default_factory=set)
    epoch: int = 0  # how many times the event stream was rebuilt (undo)
    paused: bool = False
    remaining: float | None = None  # seconds left of the phase clock while paused
    deadline: float | None = None
    phase_started_at: float = 0.0
    bots: set[str] = field(default_factory=set)
    joined: set[str] = field(default_factory=set)
    kicked: set[str] = field(default_factory=set)
    ready: set[str] = field(default_factory=set)
    bots_done: set[str] = field(default_factory=set)
    link_generation: dict[str, int] = field(default_factory=dict)
    # what every viewer of this version is sent alike (the summary, the polls): made once per
    # command, not once per connected viewer
    memo: dict[str, Any] = field(default_factory=dict, repr=False)
    # each event's message as JSON text, for the host and for everyone else, in each reader's
    # language: made once per event and language, not once per viewer and push; an event never
    # changes once logged, so these stay until an undo rebuilds the stream
    texts: dict[tuple[int, bool, str], str] = field(default_factory=dict, repr=False)
    # what each undo took away, by the epoch it ended (``undo_marks[k]`` took
    # the stream from epoch k to k + 1): how many events it kept (every later one it removed)
    # and the host's reason. Only a client that had been sent a removed event is told.
    undo_marks: list[JSON | None] = field(default_factory=list, repr=False)
    # set when this program's rules replay the game differently from how it
    # was played (the game then takes no command but the host's ContinueRules, or none at all)
    hold: RulesHold | None = None
    # the first event the latest command wrote or rewrote (see effect)
    effect_from: int = field(default=0, repr=False)

    def __post_init__(self) -> None:
        self.game = Game.new(Setup.from_json(self.setup), self.seed)
        self.phase_started_at = self.created_at
        self._start_clock(self.created_at)

    # ------------------------------------------------------------------ reading

    @property
    def version(self) -> int:
        return self.log[-1][0] if self.log else 0

    @property
    def over(self) -> bool:
        return self.game.over

    def effect(self) -> str:
        """What the latest command did to the event stream, as JSON text kept beside it in the
        log: ``[first, records]``, the first event it wrote (or, after an undo, the first the
        rebuilt stream changed) and every event from there (:func:`event_record`). Opened under
        other rules, a game's replay is compared with these, command by command."""
        events = self.game.events
        start = self.effect_from
        return json.dumps(
            [start, [event_record(e) for e in events[start:]]],
            separators=(",", ":"),
            sort_keys=True,
            default=str,
        )

    def final(self) -> str:
        """The game as it stands, kept in the store once it is over: a finished game is shown
        exactly so under any later rules."""
        # Beside the rules version, the hash of the custom roles it was played
        # with (their texts are in the setup, which the snapshot holds)
        return json.dumps(
            {
                "version": self.version,
                "rules_version": self.rules_version,
                "roles_hash": self.roles_hash,
                "game": self.snapshot(),
            }
        )

    @property
    def roles_hash(self) -> str:
        """The content hash of the game's custom roles ("" when it has none)."""
        return roles_hash(self.game.setup)

    def seat(self, name: str) -> str | None:
        """The seat's name as the game spells it, or None."""
        for n in self.game.players:
            if n == name:
                return n
        return None

    def due_deadline(self) -> float | None:
        """The deadline the timer loop acts on (None: nothing happens when time runs out)."""
        if self.over or self.paused or self.hold or self.settings.automation == "manual":
            return None
        return self.deadline

    def bot_turns(self) -> list[str]:
        """Bot seats that have not had their turn this phase, in seat order: the living, and
        a dead seat too when the rules give it something to submit now (a question of the
        dead to answer, ``Game.dead_can_act``)."""
        if not self.bots or self.over or self.paused or self.hold:
            return []
        game = self.game
        living = set(game.living())
        dead_act = game.dead_can_act()
        return [
            n
            for n in game.players
            if n in self.bots
            and n not in self.bots_done
            and (n in living or (dead_act and bool(game.legal_actions(n))))
        ]

    def should_auto_advance(self) -> bool:
        """In an automatic game: every living seat is a bot that has taken its turn, or a
        player who said they are done; at night a player with nothing left to do counts as
        done too (days are for talking, so a day ends early only when all say so)."""
        if self.settings.automation != "auto" or self.over or self.paused or self.hold:
            return False
        night = self.game.phase.startswith("Night")
        waiting = self.game.awaiting() if night else {}
        for name in self.game.living():
            if name in self.bots:
                if name not in self.bots_done:
                    return False
            elif name not in self.ready and (not night or name in waiting):
                return False
        return True

    def effective(self) -> list[Command]:
        """The game commands that stand (not voided), in order."""
        return [c for seq, _at, c in self.log if is_game(c) and seq not in self.voided]

    def audit(self) -> list[JSON]:
        """Every command the host, a timer or the service gave, and every override."""
        out: list[JSON] = []
        texts: dict[int, str] = {}  # each game command's line, for the undos that void it
        for seq, at, cmd in self.log:
            body = encode(cmd)
            if isinstance(cmd, Undo):
                entry = {"seq": seq, "at": at, **body}
                if seq in self.voided:
                    entry["voided"] = True
                entry["undid"] = [texts.get(v, f"#{v}") for v in cmd.voids]
                out.append(entry)
                continue
            if is_game(cmd):
                texts[seq] = f"#{seq} {command_text(cmd)}"
            if isinstance(cmd, HOST_COMMANDS) or body.get("by") in ("host", "timer", "auto"):
                entry = {"seq": seq, "at": at, **body}
                if seq in self.voided:
                    entry["voided"] = True
                out.append(entry)
        return out

    def log_json(self) -> list[JSON]:
        """The whole log as stored: each command's number, time and fields."""
        return [{"seq": s, "at": at, **encode(c)} for s, at, c in self.log]

    # ------------------------------------------------------------------ applying

    def apply(self, seq: int, at: float, cmd: Command) -> Applied:
        """Carry out command number ``seq`` given at time ``at``; on a refusal nothing changed.
        The command's shape was checked when it was made; what is decided here is whether the
        game as it stands lets it happen."""
        before = len(self.game.events)
        match cmd:
            case Submit() | Say() | Conspire() | Invite() | Ready() | BotTurn():
                result = self._seat_command(cmd)
            case Advance(by, phase):
                result = self._advance(at, by, phase)
            case Pause():
                result = self._pause(at)
            case Resume():
                result = self._resume(at)
            case ChangeSettings(changes):
                result = self._settings(at, changes)
            case SetDeadline(seconds):
                result = self._deadline(at, seconds)
            case Undo():
                from . import undo  # the undo collaborator reads this module

                result = undo.carry_out(self, at, cmd)
            case Substitute(seat) | Kick(seat) | Join(seat):
                result = self._seat_change(cmd, seat)
            case SeatBots(seats, on):
                result = self._seat_bots(seats, on)
            case EndInDraw():
                result = self._end_in_draw()
            case ContinueRules():
                result = self._continue_rules(at, cmd)
        if result.ok:
            self.log.append((seq, at, cmd))
            self.memo.clear()
            mark = self.undo_marks[-1] if result.reset and self.undo_marks else None
            self.effect_from = int(mark["kept"]) if mark is not None else before
        return result

    def memoized(self, key: str, make: Callable[[], T]) -> T:
        """``make()``, kept until the next command changes the game."""
        if key not in self.memo:
            self.memo[key] = make()
        value: T = self.memo[key]
        return value

    def replay_command(self, seq: int, at: float, body: JSON, *, skip: bool = False) -> None:
        """Apply a stored command; one that is not a command, or a refusal, means the log is
        not this program's. ``skip``: a command a later :class:`ContinueRules` voids (these
        rules refuse it): logged, voided, not carried out."""
        try:
            cmd = decode(body)
        except BadCommand as e:
            raise CorruptLog(f"command {seq} is not one this program writes: {e.message}") from None
        if skip:
            self.log.append((seq, at, cmd))
            self.voided.add(seq)
            self.memo.clear()
            self.effect_from = len(self.game.events)
            return
        result = self.apply(seq, at, cmd)
        if not result.ok:
            raise CorruptLog(
                f"command {seq} ({op_of(cmd)}) was refused on replay: {result.message}"
            )

    def _playing(self, name: str) -> str | Applied:
        if self.over:
            return refused("service.game_over", "game_over")
        if self.paused:
            return refused("service.paused_resume", "paused")
        seat = self.seat(name)
        if seat is None:
            return refused("service.no_seat", "unknown_seat")
        return seat

    def _seat_command(self, cmd: Submit | Say | Conspire | Invite | Ready | BotTurn) -> Applied:
        """A seat's own command: its action, chat line, a conspiracy channel opened or joined
        by others, "done", or a bot's turn for it."""
        seat = self._playing(cmd.seat if isinstance(cmd, BotTurn) else cmd.player)
        if isinstance(seat, Applied):
            return seat
        match cmd:
            case Submit(_player, action):
                return self._teammates_answer(
                    seat, self._engine_result(self.game.submit(seat, list(action)))
                )
            case Say(_player, channel, text):
                return self._teammates_answer(
                    seat, self._engine_result(self.game.say(seat, channel, text))
                )
            case Conspire(_player, channel, members):
                return self._engine_result(self.game.open_channel(seat, channel, list(members)))
            case Invite(_player, channel, members):
                return self._engine_result(self.game.invite(seat, channel, list(members)))
            case Ready():
                if seat in self.ready:
                    return refused("service.already_ready", "already_ready")
                self.ready.add(seat)
                return said(True, "service.done")
            case BotTurn(_seat, actions):
                if seat not in self.bots or seat in self.bots_done:
                    return refused("service.not_a_bot", "not_a_bot", seat=seat)
                play_bot_moves(self.game, seat, actions)
                self.bots_done.add(seat)
                return said(True, "service.bot_turn", seat=seat)
        raise AssertionError(cmd)

    def _teammates_answer(self, seat: str, applied: Applied) -> Applied:
        """Ruling RM560: a human's choice shared with their team gives the team's bots that
        already took their turn this phase another one (:func:`~.seat_bots.teammates_to_answer`).
        Done as the command is applied, live, in replay and in an undo's rebuild alike, so
        the bots' answers are a pure function of the log."""
        if not applied.ok or applied.event is None or seat in self.bots:
            return applied
        self.bots_done -= teammates_to_answer(self.game, seat, applied.event, self.bots)
        return applied

    def _turns_this_phase(self, seat: str) -> int:
        """How many turns ``seat``'s bot has taken since the current phase began (its standing
        commands since the last advance)."""
        n = 0
        for _seq, cmd in reversed(self.standing()):
            if isinstance(cmd, Advance):
                break
            if isinstance(cmd, BotTurn) and cmd.seat == seat:
                n += 1
        return n

    def _engine_result(self, got: Accepted | Refusal) -> Applied:
        if isinstance(got, Refusal):
            return Applied(
                False, got.message, got.reason.value, key=got.key, params=tuple(got.params.items())
            )
        return replace(
            said(True, "service.accepted"), event=got.event, told=tuple(got.told),
            told_in=got.told_in,
        )

    def _advance(self, at: float, by: str, phase: int | None) -> Applied:
        if self.over:
            return refused("service.game_over", "game_over")
        if self.paused and by != "host":
            return refused("service.paused_now", "paused")
        if phase is not None and phase != self.game.phase_index:
            return refused("service.stale_phase", "stale", meant=str(phase), phase=self.game.phase)
        self.game.advance()
        self._new_phase(at)
        return replace(said(True, "service.running", phase=self.game.phase), phase_started=True)

    def _new_phase(self, at: float) -> None:
        self.ready.clear()
        self.bots_done.clear()
        self.phase_started_at = at
        if self.paused:
            # a host who advances a paused game starts the new phase paused, with a full clock
            secs = self.settings.seconds_for(self.game.phase)
            self.remaining = None if secs is None else float(secs)
            self.deadline = None
        else:
            self._start_clock(at)

    def _start_clock(self, at: float) -> None:
        secs = self.settings.seconds_for(self.game.phase)
        self.deadline = None if secs is None or self.over else at + secs

    def _end_in_draw(self) -> Applied:
        """Ruling RM440: the host ends the game early, in a draw."""
        if self.over:
            return refused("service.game_over", "game_over")
        self.game.end_in_draw()
        self.deadline = self.remaining = None
        return said(True, "service.draw")

    def _continue_rules(self, at: float, cmd: ContinueRules) -> Applied:
        """The game goes on under rules ``cmd.new``. The service built this
        game by replaying the whole log under them (the commands they refuse voided); the
        stream is new from the first event, so every client starts over and is told why. A
        running phase gets a fresh clock from now (nobody could act while the game was held)."""
        self.rules_version = cmd.new
        self.voided.update(cmd.voids)
        reason = continued_sentence(cmd)
        del self.undo_marks[self.epoch :]
        self.undo_marks += [None] * (self.epoch - len(self.undo_marks))
        self.undo_marks.append({"kept": 0, "reason": reason, "seats": []})
        self.epoch += 1
        self.texts.clear()
        if not self.paused and not self.over:
            self.phase_started_at = at
            self._start_clock(at)
        return Applied(True, reason, phase_started=True, reset=True)

    def _pause(self, at: float) -> Applied:
        if self.over:
            return refused("service.game_over", "game_over")
        if self.paused:
            return refused("service.already_paused", "paused")
        self.paused = True
        self.remaining = None if self.deadline is None else max(0.0, self.deadline - at)
        self.deadline = None
        return said(True, "service.paused")

    def _resume(self, at: float) -> Applied:
        if not self.paused:
            return refused("service.not_paused", "not_paused")
        self.paused = False
        self.deadline = None if self.remaining is None else at + self.remaining
        self.remaining = None
        return said(True, "service.resumed")

    def _settings(self, at: float, changes: JSON) -> Applied:
        problem = self.settings.check(changes)
        if problem:
            # a setting's problem is a client program's mistake (the pages and Discord offer only
            # good values): said in English
            text = problem[:1].upper() + problem[1:]
            return Applied(False, text if text.endswith(".") else text + ".", "bad_settings")
        wanted = replace(self.settings)
        wanted.update(changes)
        # a timed game never runs without a deadline. A length the host clears
        # (sent as null) while the game stays timed is refused, not replaced: the host asked for
        # no clock, and the sentence says how to get that (manual) instead of quietly giving
        # them 12 h. A length merely missing (a manual or automatic game without lengths made
        # timed) takes the default preset's, as a game created timed does: the host asked for
        # deadlines and named no length, so they get the one every front defaults to.
        cleared = [k for k in wanted.unclocked() if k in changes]
        if cleared:
            return refused("service.no_clock", "no_clock", field=cleared[0])
        filled = wanted.with_clock()
        was_timed = self.settings.automation == "timed"
        self.settings = filled
        # "none": the sentence's part is left out
        told: JSON = {"clock": "none", "day": "", "night": "", "ends": "none"}
        if wanted.unclocked():
            told.update(
                clock=DEFAULT_CLOCK,
                day=length_text(CLOCKS[DEFAULT_CLOCK].day),
                night=length_text(CLOCKS[DEFAULT_CLOCK].night),
            )
        # made timed while the running phase has no clock: that phase's clock starts now, or it
        # would run without a deadline until the next one
        secs = filled.seconds_for(self.game.phase)
        if secs is not None and filled.automation == "timed" and not was_timed and not self.over:
            if self.paused:
                if self.remaining is None:
                    self.remaining = float(secs)
            elif self.deadline is None:
                self.deadline = at + secs
                told["ends"] = length_text(secs)
        return said(True, "service.settings_changed", **told)

    def _deadline(self, at: float, secs: int | None) -> Applied:
        if self.over:
            return refused("service.game_over", "game_over")
        if self.paused:
            self.remaining = None if secs is None else float(secs)
        else:
            self.deadline = None if secs is None else at + secs
        if secs is None:
            return said(True, "service.deadline_cleared")
        return said(True, "service.deadline_set")

    def standing(self) -> list[tuple[int, Command]]:
        return [(seq, c) for seq, _at, c in self.log if is_game(c) and seq not in self.voided]

    def rebuild(self) -> None:
        """Replay the standing game commands from the start (after an undo voided some, see
        ``server/undo.py``), each carried out as :meth:`apply` carries it out, on a new game."""
        live = LiveGame(
            self.id, self.setup, self.seed, self.rules_version, self.created_at, self.settings
        )
        live.bots = self.bots  # a bot's turn is only taken by a seat a bot plays
        for seq, _at, cmd in self.log:
            if seq in self.voided or not isinstance(
                cmd, Submit | BotTurn | Say | Conspire | Invite | Ready | Advance | EndInDraw
            ):
                continue
            if isinstance(cmd, EndInDraw):
                live.game.end_in_draw()
            elif isinstance(cmd, Advance):
                live.game.advance()
                live.ready.clear()
                live.bots_done.clear()
            elif isinstance(cmd, BotTurn):
                play_bot_moves(live.game, cmd.seat, cmd.actions)
                live.bots_done.add(cmd.seat)
            else:
                live._seat_command(cmd)
        self.game = live.game
        self.bots_done = live.bots_done
        self.ready = live.ready
        self.texts.clear()

    def _seat_change(self, cmd: Substitute | Kick | Join, name: str) -> Applied:
        """A seat's link or its player changes: a new link, a kick, a first visit."""
        seat = self.seat(name)
        if seat is None:
            return refused("service.no_seat", "unknown_seat")
        match cmd:
            case Substitute():
                self.link_generation[seat] = self.link_generation.get(seat, 0) + 1
                self.kicked.discard(seat)
                self.joined.discard(seat)
                return said(True, "service.new_link", seat=seat)
            case Kick():
                if seat in self.kicked:
                    return refused("service.already_kicked", "already_kicked", seat=seat)
                self.kicked.add(seat)
                self.joined.discard(seat)
                self.bots.add(seat)
                self.link_generation[seat] = self.link_generation.get(seat, 0) + 1
                return said(True, "service.kicked", seat=seat)
            case Join():
                if seat in self.joined:
                    return refused("service.already_joined", "already_joined")
                self.joined.add(seat)
                return said(True, "service.joined", seat=seat)
        raise AssertionError(cmd)

    def _seat_bots(self, seats: tuple[str, ...] | None, on: bool) -> Applied:
        if seats is None:  # the service names the seats before applying it
            return refused("service.bad_seats", "bad_seats")
        names = []
        for s in seats:
            seat = self.seat(s)
            if seat is None:
                return refused("service.no_seat", "unknown_seat")
            names.append(seat)
        if on:
            self.bots.update(names)
        else:
            self.bots.difference_update(names)
        return said(True, "service.bots_updated")

    # ------------------------------------------------------------------ bots

    def bot_command(self, seat: str) -> BotTurn:
        """A bot's turn for ``seat`` (:func:`~.seat_bots.bot_turn`), the turns it has taken this
        phase counted from the log."""
        return bot_turn(
            self.game, seat, self.seed, self.settings.bot_kind, self._turns_this_phase(seat)
        )

    # ------------------------------------------------------------------ snapshots

    def snapshot(self) -> str:
        """The service state and the engine's snapshot, as JSON text (a cache only)."""
        return json.dumps(
            {
                "engine": self.game.to_json(),
                "settings": self.settings.to_json(),
                "voided": sorted(self.voided),
                "epoch": self.epoch,
                "paused": self.paused,
                "remaining": self.remaining,
                "deadline": self.deadline,
                "phase_started_at": self.phase_started_at,
                "bots": sorted(self.bots),
                "joined": sorted(self.joined),
                "kicked": sorted(self.kicked),
                "ready": sorted(self.ready),
                "bots_done": sorted(self.bots_done),
                "link_generation": self.link_generation,
                "undo_marks": self.undo_marks,
            },
            sort_keys=True,
        )

    def restore(self, text: str, log: list[LogEntry], *, as_played: bool = False) -> None:
        """Take over a snapshot written by :meth:`snapshot` after the commands ``log``
        (``as_played``: one made under other rules, the final state of a finished game kept to
        be shown as it was played)."""
        d = json.loads(text)
        self.memo.clear()
        self.texts.clear()
        # as played: under the role book with the game's own custom roles
        rules = rules_for(Setup.from_json(self.setup)) if as_played else None
        self.game = Game.from_json(d["engine"], rules=rules)
        self.settings = Settings.from_json(d["settings"])
        self.voided = set(d["voided"])
        self.epoch = d["epoch"]
        self.paused = d["paused"]
        self.remaining = d["remaining"]
        self.deadline = d["deadline"]
        self.phase_started_at = d["phase_started_at"]
        self.bots = set(d["bots"])
        self.joined = set(d["joined"])
        self.kicked = set(d["kicked"])
        self.ready = set(d["ready"])
        self.bots_done = set(d["bots_done"])
        self.link_generation = dict(d["link_generation"])
        # a snapshot made before undo marks were kept: every undo then resets every stream
        self.undo_marks = list(d.get("undo_marks", []))
        self.log = list(log)


def continued_sentence(cmd: ContinueRules) -> str:
    """What a ContinueRules says to everyone (its audit line, the reason clients start over)."""
    text = (
        f"The host continued this game under rules version {cmd.new}; it was played under "
        f"version {cmd.old}, which replays differently"
    )
    if cmd.diverged is not None:
        text += f" from command #{cmd.diverged} on"
    text += ". What happened is now what the new rules make of the same commands"
    if cmd.voids:
        text += (
            "; the new rules refuse command"
            + ("s " if len(cmd.voids) > 1 else " ")
            + ", ".join(f"#{v}" for v in cmd.voids)
            + ", which stand"
            + (" voided" if len(cmd.voids) > 1 else "s voided")
        )
    return text + "."

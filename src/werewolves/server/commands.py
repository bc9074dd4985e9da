"""The service's commands, typed: what a game's log holds, one dataclass per kind.

Every change to a hosted game is one of these, built by the service from a request that the gate
(``server/gate.py``) and the request's model already checked, or read back from the store. A
command's shape is checked once, here (:func:`decode` for stored JSON; the constructors'
annotated fields for the service's own); what a command may do in the game as it stands is
decided once, when :class:`~werewolves.server.live.LiveGame` applies it with one ``match``,
live and in replay alike.

In the store a command is a JSON object with ``op``; :func:`encode` writes it and
:func:`decode` reads it back, key for key as the service has always written them, so the logs of
games made before the commands were typed replay unchanged.

========================  ====================================================================
:class:`Submit`           a player's action (``by``: ``player``; ``host`` for an override, with
                          ``reason``)
:class:`BotTurn`          a bot's actions for one seat this phase (each refused one is skipped)
:class:`Say`              a chat line in one of the player's channels
:class:`Conspire`         open a conspiracy channel with players (rule-conspiracy-channels.1)
:class:`Invite`           invite players into a conspiracy channel the player is in
:class:`Ready`            the player has done what they want this phase (automatic games)
:class:`Advance`          end the phase (``by``: ``host``, ``timer`` or ``auto``; ``phase``: the
                          phase it ends, so a late timer never ends the next phase)
:class:`Pause` /          stop and restart the phase clock; a paused game takes no actions
:class:`Resume`
:class:`ChangeSettings`   automation level, phase lengths, spectators after the game, bots
:class:`SetDeadline`      set the running phase's deadline (seconds from now, or none)
:class:`Undo`             void earlier game commands (``voids``: their numbers), with a reason
                          (``who``: the person an adapter acted for, for the audit)
:class:`Substitute`       a seat gets a new link; the old one stops working
:class:`Kick`             the seat's link stops working and a bot plays the seat
:class:`SeatBots`         bots take (or leave) seats
:class:`Join`             a player opened their link (their seat is no longer empty)
:class:`ContinueRules`    the host continues a game that replays differently under this
                          program's rules (``old`` → ``new``; ``diverged``: the first command
                          that differs; ``voids``: the commands the new rules refuse)
========================  ====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

JSON = dict[str, Any]
MAX_PHASE_SECONDS = 30 * 24 * 3600  # a phase may last up to 30 days
MAX_BOT_SECONDS = 3600  # how long bots may wait into a phase
MAX_REASON = 500
MAX_WHO = 100  # the name of whom the host's tools acted for (an adapter's member)
UNDO_SCOPES = ("last", "phase")


class BadCommand(Exception):
    """A stored or built command whose shape is wrong: ``message`` says what, as a sentence."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.message = message
        self.reason = reason


def _words(value: object, what: str) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not all(isinstance(w, str) for w in value):
        raise BadCommand(what, "bad_action")
    return tuple(value)


def _whole(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _name(value: object) -> None:
    if not isinstance(value, str):
        raise BadCommand(NO_SEAT, "unknown_seat")


def reason_ok(reason: object) -> bool:
    return isinstance(reason, str) and 0 < len(reason.strip()) <= MAX_REASON


NO_SEAT = "There is no such seat in this game (seats are named as in the setup)."

# Each command checks its own shape when it is made (``__post_init__``), whether the service
# builds it from a request or :func:`decode` reads it from the store: a command that exists is
# well formed, and nothing downstream checks its shape again.


@dataclass(frozen=True, slots=True)
class Submit:
    player: str
    action: tuple[str, ...]
    by: Literal["player", "host"] = "player"
    reason: str | None = None  # an override's reason (the host's, for the audit)

    def __post_init__(self) -> None:
        _name(self.player)
        object.__setattr__(
            self,
            "action",
            _words(self.action, 'An action is a list of words, like ["vote", "Ann"].'),
        )
        if self.by not in ("player", "host"):
            raise BadCommand("An action is given by a player or by the host.", "bad_action")
        if self.by == "host" and not reason_ok(self.reason):
            raise BadCommand(
                f"An override needs a reason (1 to {MAX_REASON} characters).", "no_reason"
            )


@dataclass(frozen=True, slots=True)
class BotTurn:
    seat: str
    actions: tuple[tuple[str, ...], ...]

    def __post_init__(self) -> None:
        _name(self.seat)
        if not isinstance(self.actions, list | tuple):
            raise BadCommand("A bot turn lists its actions.", "bad_action")
        moves = tuple(_words(a, "A bot's move is a list of words.") for a in self.actions)
        object.__setattr__(self, "actions", moves)


@dataclass(frozen=True, slots=True)
class Say:
    player: str
    channel: str
    text: str

    def __post_init__(self) -> None:
        _name(self.player)
        if not isinstance(self.channel, str) or not isinstance(self.text, str):
            raise BadCommand("A chat line needs a channel and a text.", "bad_chat")


def _channel_command(cmd: Conspire | Invite, unnamed: str) -> None:
    """A conspiracy channel's command checked: a player, a channel's name (else ``unnamed``
    is the refusal), its members a list of players' names (kept as a tuple)."""
    _name(cmd.player)
    if not isinstance(cmd.channel, str):
        raise BadCommand(unnamed, "bad_chat")
    members = cmd.members
    if not isinstance(members, list | tuple) or not all(isinstance(m, str) for m in members):
        raise BadCommand("A channel's members are a list of players' names.", "bad_chat")
    object.__setattr__(cmd, "members", tuple(members))


@dataclass(frozen=True, slots=True)
class Conspire:
    """rule-conspiracy-channels.1: a player opens a private channel named ``channel``."""

    player: str
    channel: str
    members: tuple[str, ...]

    def __post_init__(self) -> None:
        _channel_command(self, "A channel needs a name.")


@dataclass(frozen=True, slots=True)
class Invite:
    """rule-conspiracy-channels.1: a member invites players into their channel."""

    player: str
    channel: str
    members: tuple[str, ...]

    def __post_init__(self) -> None:
        _channel_command(self, "Name the channel to invite into.")


@dataclass(frozen=True, slots=True)
class Ready:
    player: str

    def __post_init__(self) -> None:
        _name(self.player)


@dataclass(frozen=True, slots=True)
class Advance:
    by: Literal["host", "timer", "auto"] = "host"
    phase: int | None = None  # the phase it ends (None: whichever is running)

    def __post_init__(self) -> None:
        if self.by not in ("host", "timer", "auto") or not (
            self.phase is None or _whole(self.phase)
        ):
            raise BadCommand(
                "A phase is ended by the host, a timer or the service, naming its number.",
                "bad_command",
            )


@dataclass(frozen=True, slots=True)
class Pause:
    pass


@dataclass(frozen=True, slots=True)
class Resume:
    pass


@dataclass(frozen=True, slots=True)
class ChangeSettings:
    changes: dict[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if not isinstance(self.changes, dict) or not self.changes:
            raise BadCommand("Name at least one setting to change.", "bad_settings")


@dataclass(frozen=True, slots=True)
class SetDeadline:
    seconds: int | None

    def __post_init__(self) -> None:
        secs = self.seconds
        if secs is not None and (not _whole(secs) or not 0 <= secs <= MAX_PHASE_SECONDS):
            raise BadCommand(
                "Seconds must be a whole number from 0 to 30 days, or null.", "bad_time"
            )


@dataclass(frozen=True, slots=True)
class Undo:
    reason: str
    scope: str | None = None  # what the host asked for: ``last`` or ``phase``
    voids: tuple[int, ...] = ()  # the commands it voids, worked out when it is made
    # who undid it, when the host's tools act for a named person (a chat adapter names the
    # member who used them): kept for the audit; None for the host's own link
    who: str | None = None

    def __post_init__(self) -> None:
        if not reason_ok(self.reason):
            raise BadCommand(f"Undo needs a reason (1 to {MAX_REASON} characters).", "no_reason")
        if self.who is not None and not (
            isinstance(self.who, str) and 0 < len(self.who.strip()) <= MAX_WHO
        ):
            raise BadCommand(f"Who undid it is a name of 1 to {MAX_WHO} characters.", "bad_who")
        if self.scope is not None and self.scope not in UNDO_SCOPES:
            raise BadCommand("An undo is of the last command or of the phase.", "bad_command")
        if not isinstance(self.voids, list | tuple) or not all(_whole(v) for v in self.voids):
            raise BadCommand("There is nothing to undo.", "nothing_to_undo")
        object.__setattr__(self, "voids", tuple(self.voids))


@dataclass(frozen=True, slots=True)
class Substitute:
    seat: str

    def __post_init__(self) -> None:
        _name(self.seat)


@dataclass(frozen=True, slots=True)
class Kick:
    seat: str
    reason: str

    def __post_init__(self) -> None:
        _name(self.seat)
        if not reason_ok(self.reason):
            raise BadCommand(f"A kick needs a reason (1 to {MAX_REASON} characters).", "no_reason")


@dataclass(frozen=True, slots=True)
class EndInDraw:
    """The host ends the game early: a draw (ruling RM440), with the host's reason."""

    reason: str

    def __post_init__(self) -> None:
        if not reason_ok(self.reason):
            raise BadCommand(
                f"Ending a game needs a reason (1 to {MAX_REASON} characters).", "no_reason"
            )


@dataclass(frozen=True, slots=True)
class SeatBots:
    seats: tuple[str, ...] | None  # None: every seat nobody joined (worked out when made)
    on: bool = True

    def __post_init__(self) -> None:
        seats = self.seats
        if not isinstance(self.on, bool) or not (
            seats is None
            or (
                isinstance(seats, list | tuple) and seats and all(isinstance(s, str) for s in seats)
            )
        ):
            raise BadCommand("Name the seats bots should take (or leave).", "bad_seats")
        if seats is not None:
            object.__setattr__(self, "seats", tuple(seats))


@dataclass(frozen=True, slots=True)
class Join:
    seat: str

    def __post_init__(self) -> None:
        _name(self.seat)


@dataclass(frozen=True, slots=True)
class ContinueRules:
    """The host goes on under rules version ``new`` with a game played under
    ``old`` whose replay differs from command ``diverged`` on. Every command stays in the log;
    from here the game is what the new rules make of them, and those the new rules refuse
    (``voids``) stand voided, as an undo voids commands."""

    old: str
    new: str
    diverged: int | None = None
    voids: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if not (isinstance(self.old, str) and isinstance(self.new, str) and self.old and self.new):
            raise BadCommand("Continuing names the old and the new rules version.", "bad_command")
        if self.diverged is not None and not _whole(self.diverged):
            raise BadCommand("The command that differs is a number.", "bad_command")
        if not isinstance(self.voids, list | tuple) or not all(_whole(v) for v in self.voids):
            raise BadCommand("The refused commands are numbers.", "bad_command")
        object.__setattr__(self, "voids", tuple(self.voids))


Command = (
    Submit
    | BotTurn
    | Say
    | Conspire
    | Invite
    | Ready
    | Advance
    | Pause
    | Resume
    | ChangeSettings
    | SetDeadline
    | Undo
    | Substitute
    | Kick
    | SeatBots
    | Join
    | EndInDraw
    | ContinueRules
)

# the commands the engine sees (and undo voids); the host's (and the timer's) commands
GAME_COMMANDS = (Submit, BotTurn, Say, Conspire, Invite, Advance, EndInDraw)
HOST_COMMANDS = (
    Advance,
    Pause,
    Resume,
    ChangeSettings,
    SetDeadline,
    Undo,
    Substitute,
    Kick,
    SeatBots,
    EndInDraw,
    ContinueRules,
)

OPS: dict[type, str] = {
    Submit: "submit",
    BotTurn: "bot",
    Say: "say",
    Conspire: "conspire",
    Invite: "invite",
    Ready: "ready",
    Advance: "advance",
    Pause: "pause",
    Resume: "resume",
    ChangeSettings: "settings",
    SetDeadline: "deadline",
    Undo: "undo",
    Substitute: "substitute",
    Kick: "kick",
    SeatBots: "bots",
    Join: "join",
    EndInDraw: "draw",
    ContinueRules: "rules",
}


def op_of(cmd: Command) -> str:
    """The command's name in the log (``submit``, ``advance`` …)."""
    return OPS[type(cmd)]


def is_game(cmd: Command) -> bool:
    return isinstance(cmd, GAME_COMMANDS)


def command_text(cmd: Command) -> str:
    """A game command in a line a host reads ("Bob: vote Ann")."""
    match cmd:
        case Submit(player, action, by):
            said = f"{player}: {' '.join(action)}"
            return f"{said} (given by the host)" if by == "host" else said
        case Say(player, channel):
            return f"{player} wrote in {channel}"
        case Conspire(player, channel, members):
            return f"{player} opened the channel #{channel.lstrip('#')} with {', '.join(members)}"
        case Invite(player, channel, members):
            return f"{player} invited {', '.join(members)} to {channel}"
        case BotTurn(seat):
            return f"{seat}'s bot took its turn"
        case Advance(by):
            who = {"host": "the host", "timer": "the timer", "auto": "the service"}[by]
            return f"{who} ended the phase"
        case EndInDraw(reason):
            return f"the host ended the game in a draw: {reason}"
    return op_of(cmd)


def commands_json(entries: list[tuple[int, Command]]) -> list[JSON]:
    return [{"seq": q, "op": op_of(c), "text": command_text(c)} for q, c in entries]


def encode(cmd: Command) -> JSON:
    """The command as the store keeps it (the keys the service has always written)."""
    match cmd:
        case Submit(player, action, by, reason):
            out: JSON = {"op": "submit", "player": player, "action": list(action), "by": by}
            if reason is not None:
                out["reason"] = reason
            return out
        case BotTurn(seat, actions):
            return {"op": "bot", "seat": seat, "actions": [list(a) for a in actions]}
        case Say(player, channel, text):
            return {"op": "say", "player": player, "channel": channel, "text": text}
        case Conspire(player, channel, members) | Invite(player, channel, members):
            return {
                "op": op_of(cmd), "player": player, "channel": channel, "members": list(members)
            }
        case Ready(player):
            return {"op": "ready", "player": player}
        case Advance(by, phase):
            out = {"op": "advance", "by": by}
            if phase is not None:
                out["phase"] = phase
            return out
        case Pause():
            return {"op": "pause"}
        case Resume():
            return {"op": "resume"}
        case ChangeSettings(changes):
            return {"op": "settings", "changes": dict(changes)}
        case SetDeadline(seconds):
            return {"op": "deadline", "seconds": seconds}
        case Undo(reason, scope, voids, who):
            out = {"op": "undo", "reason": reason, "voids": list(voids)}
            if scope is not None:
                out["scope"] = scope
            if who is not None:
                out["who"] = who
            return out
        case Substitute(seat):
            return {"op": "substitute", "seat": seat}
        case Kick(seat, reason):
            return {"op": "kick", "seat": seat, "reason": reason}
        case SeatBots(seats, on):
            return {"op": "bots", "seats": None if seats is None else list(seats), "on": on}
        case Join(seat):
            return {"op": "join", "seat": seat}
        case EndInDraw(reason):
            return {"op": "draw", "reason": reason}
        case ContinueRules(old, new, diverged, voids):
            out = {"op": "rules", "old": old, "new": new, "diverged": diverged}
            out["voids"] = list(voids)
            return out
    raise AssertionError(f"not a command: {cmd!r}")


_FIELDS: dict[str, tuple[type, tuple[str, ...]]] = {
    "submit": (Submit, ("player", "action", "by", "reason")),
    "bot": (BotTurn, ("seat", "actions")),
    "say": (Say, ("player", "channel", "text")),
    "conspire": (Conspire, ("player", "channel", "members")),
    "invite": (Invite, ("player", "channel", "members")),
    "ready": (Ready, ("player",)),
    "advance": (Advance, ("by", "phase")),
    "pause": (Pause, ()),
    "resume": (Resume, ()),
    "settings": (ChangeSettings, ("changes",)),
    "deadline": (SetDeadline, ("seconds",)),
    "undo": (Undo, ("reason", "scope", "voids", "who")),
    "substitute": (Substitute, ("seat",)),
    "kick": (Kick, ("seat", "reason")),
    "bots": (SeatBots, ("seats", "on")),
    "join": (Join, ("seat",)),
    "draw": (EndInDraw, ("reason",)),
    "rules": (ContinueRules, ("old", "new", "diverged", "voids")),
}
_REQUIRED: dict[str, tuple[str, ...]] = {
    "deadline": ("seconds",),
    "undo": ("reason",),
    "kick": ("reason",),
    "draw": ("reason",),
    "bots": ("seats",),
    "rules": ("old", "new"),
}


def decode(body: object) -> Command:
    """A stored command read back (the fields :func:`encode` writes; a missing optional one
    takes its default); :class:`BadCommand` when it is not one this program writes."""
    if not isinstance(body, dict):
        raise BadCommand("A command is a JSON object with an op.", "bad_command")
    op = body.get("op")
    known = _FIELDS.get(op) if isinstance(op, str) else None
    if known is None:
        raise BadCommand(f"There is no command {op!r}.", "bad_command")
    assert isinstance(op, str)
    cls, names = known
    args = {n: body[n] for n in names if n in body}
    for n in _REQUIRED.get(op, ()):
        args.setdefault(n, None)
    try:
        cmd: Command = cls(**args)
    except TypeError:  # a field the command needs is missing
        raise BadCommand(f"The {op} command lacks a field it needs.", "bad_command") from None
    return cmd

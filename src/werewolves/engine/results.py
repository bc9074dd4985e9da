"""What the engine answers and carries: refusals (R7), acceptances, the act being resolved."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any

from .events import Event
from .messages import Deferred, render, user_text, when_text
from .phases import phase_name
from .rules import Ability
from .state import Player

NOBODY = "nobody"
# a role tag: the player may still vote in their groups' polls, but the vote never counts
VOICE_ONLY = "group voice only"
GROUP_VOICE = "group voice"  # the "role" a group ability kept through membership alone has


class UnknownPlayer(LookupError):
    """A read about a player who is not in the game (a program's mistake, or a stale link); the
    message says which name was asked for, quoted safely."""

    def __init__(self, name: object) -> None:
        shown = user_text(name) if isinstance(name, str) else repr(name)[:40]
        super().__init__(render("refuse.unknown_player", {"name": shown}))
        self.name = name


class Reason(Enum):
    """Why an action was refused (R7): a restriction its actor could know."""

    GAME_OVER = "game over"
    UNKNOWN_PLAYER = "unknown player"
    DEAD_ACTOR = "dead actor"
    UNKNOWN_VERB = "unknown verb"
    NOT_YOUR_ABILITY = "not your ability"
    WRONG_PHASE = "wrong phase"
    TARGET_COUNT = "wrong number of targets"
    DEAD_TARGET = "dead target"
    SELF_TARGET = "self target"
    INVALID_TARGET = "invalid target"
    ALREADY_USED = "already used this phase"
    NO_USES = "no uses left"
    NOT_NOW = "not possible now"
    NO_CHANNEL = "no such channel"
    BAD_TEXT = "bad text"
    # conspiracy channels (rule-conspiracy-channels.1)
    NOT_MEMBER = "not a member"
    OVER_LIMIT = "over the limit"
    BAD_NAME = "bad channel name"


class Refusal:
    """An action refused with a typed reason and a sentence a player understands.

    The sentence may be given as words or as a :class:`Deferred` catalogue entry, written out
    only when someone reads ``message`` (``legal_actions`` asks thousands of questions whose
    refusals nobody reads)."""

    __slots__ = ("_text", "_words", "reason")

    def __init__(self, reason: Reason, message: str | Deferred) -> None:
        self.reason = reason
        self._text = message
        self._words = message if isinstance(message, str) else None

    @property
    def message(self) -> str:
        words = self._words
        if words is None:
            words = self._words = str(self._text)
        return words

    @property
    def key(self) -> str:
        """The sentence's catalogue key ("" for a refusal given as words)."""
        return "" if isinstance(self._text, str) else self._text.key

    @property
    def params(self) -> dict[str, Any]:
        return {} if isinstance(self._text, str) else dict(self._text.params)

    def in_language(self, lang: str) -> str:
        """The sentence in the reader's language ``lang``: a catalogue entry is rendered with
        its key and parameters in ``lang`` (English where ``lang`` lacks it); a refusal given as
        words reads as given."""
        text = self._text
        if lang == "en" or isinstance(text, str):
            return self.message
        return render(text.key, text.params, lang)

    def __bool__(self) -> bool:  # a refusal is never mistaken for an acceptance
        return False

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, Refusal)
            and self.reason is other.reason
            and self.message == other.message
        )

    def __hash__(self) -> int:
        return hash((self.reason, self.message))

    def __repr__(self) -> str:
        return f"Refusal(reason={self.reason!r}, message={self.message!r})"


class Accepted:
    """An accepted action: the event that records it and what the actor was told at once.

    ``told`` is written out when first read (the events it comes from are final): given as a
    function, or as a function and its arguments in a tuple (speed: the engine accepts
    thousands of actions whose words nobody reads, and a tuple costs less than a ``partial``)."""

    __slots__ = ("_how", "_told", "event")

    def __init__(
        self,
        event: int,
        told: list[str] | Callable[[], list[str]] | tuple[Any, ...] | None = None,
    ):
        self.event = event
        self._told = told
        self._how = told if isinstance(told, tuple) else None

    def told_in(self, lang: str) -> list[str]:
        """What the actor was told, in the reader's language ``lang`` (a ``told`` given as a
        function and its arguments takes ``lang``; words given as they are read as given)."""
        how = self._how
        if lang == "en" or how is None:
            return self.told
        return list(how[0](*how[1:], lang=lang))

    @property
    def told(self) -> list[str]:
        told = self._told
        if told is None:
            told = self._told = []
        elif isinstance(told, tuple):
            told = self._told = told[0](*told[1:])
        elif not isinstance(told, list):
            told = self._told = told()
        return told

    def __bool__(self) -> bool:
        return True

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Accepted) and (self.event, self.told) == (other.event, other.told)

    def __hash__(self) -> int:
        return hash(self.event)

    def __repr__(self) -> str:
        return f"Accepted(event={self.event}, told={self.told!r})"


@dataclass(slots=True)
class Act:
    """One use of an ability being resolved."""

    actor: Player
    ability: Ability
    targets: list[Player]
    event: Event  # the event that accepted the action
    role: str  # the role (or office) the ability belongs to
    group: str | None = None
    picks: tuple[str, ...] = ()  # the words named after the players (``Ability.options``)


@dataclass
class _BatchDeath:
    victim: str
    kind: str
    causes: list[int]
    rule: str


class EngineError(Exception):
    """A bug or a misuse of the engine by code (never a player's mistake)."""


def _when_text(ab: Ability) -> str:
    # R7: the refusal's ``when`` stays English in the log (``when_words`` reads it)
    return when_text(ab.when, phase_name(ab.from_phase) if ab.from_phase >= 2 else None)


def _usage(ab: Ability) -> str:
    return ab.usage or (
        ab.verb
        + (" PLAYER" * ab.min_targets)
        + (" [PLAYER]" * (ab.max_targets - ab.min_targets))
        + (" CHOICE" * ab.picks)
    )


Hook = Callable[..., Any]

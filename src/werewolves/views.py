"""What each person may see of a game, as typed data a client can use without parsing text.

Every view is derived from the event log and the state by the rules of audience (public, these
players, the dead, the host), so a web page, a bot, the terminal game or a Discord adapter all
see exactly the same thing. Each value here has ``to_json()``: plain JSON, ready to send.

A message is a catalogue key with its parameters *and* its rendered words, so a client may show
the words or translate the key. Visibility never changes after an event is written: an event for
the dead is seen by those who were dead when it happened, so the stream of one viewer only ever
grows (:meth:`werewolves.game.Game.events_for`).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterable, Sequence
from dataclasses import asdict, dataclass, field, replace
from functools import lru_cache
from typing import Any, Literal

from .engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Mix
from .engine.events import Event
from .engine.explain import describe
from .engine.legal import LegalAction as LegalAction  # re-exported: a view holds them
from .engine.messages import (
    MEANINGS,
    group_words,
    reason_words,
    render,
    role_words,
    to_you,
    verb_label,
)
from .engine.phases import phase_words
from .engine.state import Outcome
from .i18n import CATALOG

JSON = dict[str, Any]
# the key of a message's parameters that names the player an action reached
TARGET_PARAM = "target"
Viewer = str  # a player's name, HOST or PUBLIC
HOST = "@host"
PUBLIC = "@public"


@dataclass(frozen=True)
class Message:
    """One event as a viewer sees it: its id (the viewer's cursor), its catalogue key and
    parameters, and its words."""

    id: int
    phase: str
    kind: str
    key: str | None
    params: JSON
    text: str
    audience: Literal["public", "private", "group", "dead", "host"]
    channel: str | None = None
    to: tuple[str, ...] = ()  # for the host: whom a private message went to
    # what the message tells its reader, as its family declares it (a Meaning's value), if any
    meaning: str | None = None
    # what the message does to its reader, in one line, as declared with it
    # (engine/messages.py ``TO_YOU``), for every screen to show beside it; None: nothing declared
    to_you: str | None = None

    def means(self, meaning: Meaning) -> bool:
        """Whether the message tells its reader ``meaning`` (a role learned, an ally …)."""
        return self.meaning == meaning.value

    def to_json(self) -> JSON:
        # made field by field (every push of every event makes one): the value asdict gives,
        # at a fraction of its cost (tests/test_speed_guards.py compares them)
        return {
            "id": self.id,
            "phase": self.phase,
            "kind": self.kind,
            "key": self.key,
            "params": _json_copy(self.params),
            "text": self.text,
            "audience": self.audience,
            "channel": self.channel,
            "to": list(self.to),
            "meaning": self.meaning,
            "to_you": self.to_you,
        }


def _json_copy(value: Any) -> Any:
    """A deep copy of a JSON value, as asdict makes it (tuples stay tuples)."""
    if isinstance(value, dict):
        return {k: _json_copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_json_copy(v) for v in value]
    if isinstance(value, tuple):
        return tuple(_json_copy(v) for v in value)
    if value is None or isinstance(value, str | int | float):
        return value
    return copy.deepcopy(value)


@dataclass(frozen=True)
class AbilityCard:
    """One ability of a role as its family declares it: the words a player types and what it
    does (:class:`~werewolves.engine.declarations.Declaration`)."""

    verb: str
    help: str
    timing: str
    declaration: Declaration
    when: str = "any"  # "day", "night" or "any"
    from_phase: int = 0  # the first phase index it may be used in
    usage: str = ""
    min_targets: int = 1
    max_targets: int = 1
    per_phase: int | None = 1
    per_game: int | None = None
    counter: str | None = None  # uses up this counter of its user
    group: str | None = None  # a group's shared action (the wolfpack's attack)
    by_dead: bool = False  # only the dead have it (the answer to a question put to the dead)
    # a player has it only while its availability test passes (the amulet's holder, a
    # customer, a recipient of the wager …), not by their role alone
    gated: bool = False
    # the ability in the compact notation (engine/effects.py ``compact``): when,
    # timing, effect, targets and limits, to hold beside the role book's Details paragraph
    notation: str = ""
    # the verb's label and the group's name in the card's language (names.ftl), for a screen
    # to show; ``verb`` and ``group`` stay what a program reads. "": the English label, the id
    label: str = ""
    group_name: str = ""

    def to_json(self) -> JSON:
        d = asdict(self)
        del d["notation"]  # for a designer's reading (``werewolves info``), not the screens
        d["label"] = self.label or verb_label(self.verb)
        d["group_name"] = self.group_name or self.group
        d["declaration"] = self.declaration.to_json()
        if not self.by_dead:
            del d["by_dead"]  # only an ability of the dead has the key
        if not self.gated:
            del d["gated"]  # only a gated ability has the key
        return d


@dataclass(frozen=True)
class TeamView:
    """A team as its player reads it: its key, its name and what it wins by."""

    key: str
    name: str
    goal: str

    def to_json(self) -> JSON:
        return asdict(self)


@dataclass(frozen=True)
class RoleCard:
    """A player's role as the rules describe it, in our words, with what its abilities do, the
    role book's group it belongs to, whether the book lists it as limited, and how it joins a
    default mix (None: not by default)."""

    name: str
    team: str
    team_name: str
    category: str
    summary: str
    description: str
    rules: tuple[str, ...]
    group: str = ""
    limited: bool = False
    office: bool = False
    abilities: tuple[AbilityCard, ...] = ()
    mix: Mix | None = None
    aliases: tuple[str, ...] = ()
    lycan: bool = False
    team_goal: str = ""
    # an extra role's card (RM460): how a player comes to hold it in play, on top of their dealt
    # role, and the status its holder carries; both "" for a role a setup deals
    handed_out: str = ""
    status: str = ""
    # the role's name as the card's language says it ("": its name, the id a program reads)
    title: str = ""

    @property
    def extra(self) -> bool:
        """Whether this is an extra role: handed out in play, never dealt (RM460)."""
        return bool(self.handed_out)

    def learns(self) -> frozenset[Learns]:
        """What the role's abilities can teach their user."""
        return frozenset(a.declaration.learns for a in self.abilities) - {Learns.NOTHING}

    def does(self, effect: Effect) -> bool:
        """Whether one of the role's abilities has ``effect`` on some target."""
        return any(effect in a.declaration.effects for a in self.abilities)

    def aims(self, aim: Aim) -> bool:
        """Whether one of the role's abilities asks a bot to weigh ``aim``."""
        return any(a.declaration.aim is aim for a in self.abilities)

    def to_json(self) -> JSON:
        """The card as JSON (made once per card; each caller gets its own copy)."""
        return json.loads(_card_json(self))  # type: ignore[no-any-return]

    def _json(self) -> JSON:
        return {
            "name": self.name,
            "title": self.title or self.name,
            "team": self.team,
            "team_name": self.team_name,
            "category": self.category,
            "summary": self.summary,
            "description": self.description,
            "rules": list(self.rules),
            "group": self.group,
            "limited": self.limited,
            "office": self.office,
            "abilities": [a.to_json() for a in self.abilities],
            "mix": None if self.mix is None else self.mix.to_json(),
            "aliases": list(self.aliases),
            "lycan": self.lycan,
            "team_goal": self.team_goal,
            # only an extra role's card has the keys (RM460)
            **({"handed_out": self.handed_out, "status": self.status} if self.handed_out else {}),
        }


@dataclass(frozen=True)
class StatusView:
    """A status the player knows they have: told of it, or its effect was shown to them."""

    name: str
    since: int  # the event that applied it
    until: str | None  # the last phase it lasts through, or None

    def to_json(self) -> JSON:
        return asdict(self)


@lru_cache(maxsize=1024)
def _card_json(card: RoleCard) -> str:
    return json.dumps(card._json())


@dataclass(frozen=True)
class PollView:
    """A poll of the day as the viewer may see it (R40): the public board shows each vote as
    one vote plus the Mayor's public extra vote; the host sees the counted totals."""

    name: str
    kind: str
    office: str | None
    votes: dict[str, str]  # voter → candidate
    totals: dict[str, int]  # candidate → votes, as this viewer may see them
    cancelled: bool
    winner: str | None
    # the poll's name and its office's in the reader's language (``name`` and ``office`` stay
    # the ids: „Lynchung“, „Wahl“ for ``lynch``, ``election``; „Bürgermeisteramt“ for ``Mayor``)
    label: str = ""
    office_label: str | None = None

    def to_json(self) -> JSON:
        # field by field, as asdict gives it (a push carries every poll)
        return {
            "name": self.name,
            "kind": self.kind,
            "office": self.office,
            "votes": dict(self.votes),
            "totals": dict(self.totals),
            "cancelled": self.cancelled,
            "winner": self.winner,
            "label": self.label or self.name,
            "office_label": self.office_label or self.office,
        }


@dataclass(frozen=True)
class ChannelView:
    name: str
    writable: bool
    messages: tuple[Message, ...]
    # a conspiracy channel's members, for a member (rule-conspiracy-channels.1); empty otherwise
    members: tuple[str, ...] = ()
    # the channel's name in the reader's language (``name`` stays its id, typed in ``/say``)
    label: str = ""

    def to_json(self) -> JSON:
        out: JSON = {
            "name": self.name,
            "label": self.label or self.name,
            "writable": self.writable,
            "messages": [m.to_json() for m in self.messages],
        }
        if self.members:
            out["members"] = list(self.members)
        return out


@dataclass(frozen=True)
class ConspiracyView:
    """A conspiracy channel as one of its members sees it (rule-conspiracy-channels.1)."""

    channel: str
    owner: str
    members: tuple[str, ...]
    writable: bool  # a dead member keeps reading but no longer writes

    def to_json(self) -> JSON:
        return {
            "channel": self.channel,
            "owner": self.owner,
            "members": list(self.members),
            "writable": self.writable,
        }


@dataclass(frozen=True)
class SeatView:
    name: str
    seat: int
    alive: bool
    # the offices the seat holds: public extra roles (R12), so every player's view carries them
    offices: tuple[str, ...] = ()

    def to_json(self) -> JSON:
        out = asdict(self)
        out["offices"] = list(self.offices)
        return out


@dataclass(frozen=True)
class PlayerView:
    """Everything one player is entitled to know now."""

    name: str
    role: str
    card: RoleCard
    offices: list[str]
    alive: bool
    phase: str
    phase_index: int
    living: list[str]
    dead: list[str]
    seats: tuple[SeatView, ...] = ()
    statuses: tuple[StatusView, ...] = ()
    counters: dict[str, int] = field(default_factory=dict)
    actions: list[LegalAction] = field(default_factory=list)
    polls: tuple[PollView, ...] = ()
    channels: tuple[ChannelView, ...] = ()
    messages: list[Message] = field(default_factory=list)
    outcome: Outcome | None = None
    cursor: int = -1  # the id of the last event the viewer may see
    # once the game is over: every winner's win in its own sentence, and the reader's own result
    result: ResultView | None = None
    # once the game is over and the host lets everyone see who was who (``reveal_after``):
    # every seat's role, by name (empty otherwise)
    revealed: dict[str, str] = field(default_factory=dict)
    # the reader's language, which the view's words are in (the marks' role and group names)
    lang: str = "en"

    def marks(self) -> dict[str, SeatMark]:
        """What the player's own messages say of each seat (:func:`seat_marks`), every seat's
        role added once the game is over and revealed."""
        marks = seat_marks(self.messages, self.name)
        for name, role in self.revealed.items():
            marks[name] = replace(marks.get(name, NO_MARK), role=role)
        return marks

    def news(self) -> tuple[Message, ...]:
        """The last phase's news for this player (:func:`phase_news`)."""
        return phase_news(self.messages, self.phase_index)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "role": self.role,
            "card": self.card.to_json(),
            "offices": list(self.offices),
            "alive": self.alive,
            "phase": self.phase,
            "phase_index": self.phase_index,
            "living": list(self.living),
            "dead": list(self.dead),
            "seats": [s.to_json() for s in self.seats],
            "statuses": [s.to_json() for s in self.statuses],
            "counters": dict(self.counters),
            "actions": [a.to_json() for a in self.actions],
            "polls": [p.to_json() for p in self.polls],
            "channels": [c.to_json() for c in self.channels],
            "messages": [m.to_json() for m in self.messages],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "cursor": self.cursor,
            # derived from the messages above (never from the engine's knowledge): a screen
            # reads them instead of interpreting the messages itself
            "marks": {n: m.to_json(self.lang) for n, m in self.marks().items()},
            "news": [m.id for m in self.news()],
            "result": None if self.result is None else self.result.to_json(),
        }


@dataclass(frozen=True)
class HostSeat:
    """A seat as the host sees it: everything."""

    name: str
    seat: int
    alive: bool
    role: str
    original_role: str
    team: str
    offices: tuple[str, ...]
    statuses: tuple[JSON, ...]
    counters: dict[str, int]
    death: JSON | None
    # the role, the role dealt and the team as the reader's language names them (the fields
    # above are the names a program reads)
    role_words: str = ""
    original_role_words: str = ""
    team_words: str = ""

    def to_json(self) -> JSON:
        return asdict(self)


@dataclass(frozen=True)
class HostView:
    """The host's grimoire: every seat, every submission so far, who has not acted, the polls
    with their counted totals, and every event in words."""

    phase: str
    phase_index: int
    seats: tuple[HostSeat, ...]
    pending: tuple[JSON, ...]
    awaiting: dict[str, list[str]]
    polls: tuple[PollView, ...]
    messages: list[Message]
    outcome: Outcome | None
    rules_version: str
    cursor: int
    result: ResultView | None = None  # once the game is over: every winner's win in words
    # each verb pending or awaited as a sentence of the reader's language names it (names.ftl)
    labels: dict[str, str] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "phase": self.phase,
            "phase_index": self.phase_index,
            "result": None if self.result is None else self.result.to_json(),
            "seats": [s.to_json() for s in self.seats],
            "pending": [dict(p) for p in self.pending],
            "awaiting": {k: list(v) for k, v in self.awaiting.items()},
            "polls": [p.to_json() for p in self.polls],
            "messages": [m.to_json() for m in self.messages],
            "outcome": None if self.outcome is None else self.outcome.to_json(),
            "rules_version": self.rules_version,
            "cursor": self.cursor,
            "labels": dict(self.labels),
        }


# ---------------------------------------------------------------------------------- messages


def sees(ev: Event, viewer: Viewer, dead_since: int | None) -> bool:
    """Whether ``viewer`` may see ``ev``. A player sees public events, events addressed to them,
    and events for the dead written after their own death (``dead_since`` is the id of their
    death event); the host sees everything; PUBLIC (a spectator) sees public events only."""
    if viewer == HOST:
        return True
    if ev.audience == "public":
        return True
    if viewer == PUBLIC:
        return ev.audience == "players" and bool(ev.data) and ev.data.get("watch") == "spectators"
    if ev.audience == "players":
        if viewer in ev.to:
            return True
        # rule-conspiracy-channels.2: a conspiracy channel is read by the dead (from their
        # death on) or by the dead and the spectators only when the host's settings say so
        watch = ev.data.get("watch") if ev.data else None
        return watch is not None and dead_since is not None and ev.id > dead_since
    if ev.audience == "dead":
        return dead_since is not None and ev.id > dead_since
    return False


def _audience(ev: Event) -> Literal["public", "private", "group", "dead", "host"]:
    if ev.audience == "public":
        return "public"
    if ev.audience == "dead":
        return "dead"
    if ev.audience == "players":
        return "private" if len(ev.to) == 1 else "group"
    return "host"


def message(ev: Event, *, host: bool = False, lang: str = "en") -> Message:
    """An event as a message, its words in the reader's language ``lang`` (the key and the
    parameters are the same in every language); for the host, events nobody else reads get
    words too."""
    text = render(ev.msg, ev.params, lang) if ev.msg else describe(ev, lang=lang)
    channel = str(ev.params.get("channel")) if ev.kind in ("chat", "conspiracy") else None
    return Message(
        id=ev.id,
        phase=phase_words(ev.phase, lang),
        kind=ev.kind,
        key=ev.msg if ev.msg or not host else f"host.{ev.kind}",
        params=copy.deepcopy(ev.params if ev.msg else ev.data),
        text=text,
        audience=_audience(ev),
        channel=channel,
        to=tuple(ev.to) if host and ev.audience == "players" else (),
        meaning=MEANINGS.get(ev.msg) if ev.msg else None,
        to_you=to_you(ev.msg, ev.params, lang) if ev.msg else None,
    )


# ------------------------------------------------------- what a reader's own messages say (#36)


@dataclass(frozen=True)
class SeatMark:
    """What one player's own messages say of a seat, for a screen to mark beside its name:
    a role they found out or everyone was shown (or, once the game is over and revealed, the
    seat's role), whether they were told it plays on their side (``ally``), the groups they were
    told it shares with them (``groups``: a team's channel, the wolfpack …), and how it left the
    game when that was announced as more than a death (``left``: ascended or descended, R44).
    Never the engine's knowledge: only the messages' declared meanings (:func:`seat_marks`)."""

    role: str | None = None
    ally: bool = False
    groups: tuple[str, ...] = ()
    left: str | None = None

    @property
    def on_side(self) -> bool:
        """Whether the reader was told the seat is with them: an ally, or a fellow member of a
        group (a screen asks before the reader acts against one)."""
        return self.ally or bool(self.groups)

    def to_json(self, lang: str = "en") -> JSON:
        """The mark as JSON; ``role`` and ``groups`` are the names a program reads, and
        ``role_title`` and ``group_names`` the same in the reader's language ``lang``."""
        return {
            "role": self.role,
            "ally": self.ally,
            "groups": list(self.groups),
            "left": self.left,
            "role_title": None if self.role is None else role_words(self.role, lang),
            "group_names": [group_words(g, lang) for g in self.groups],
        }


NO_MARK = SeatMark()

# the kinds of event by which a player leaves the game with a win or a loss that is no plain
# death, announced with their role (R34, R44), and the word a screen marks the seat with
LEFT_KINDS: dict[str, str] = {"ascension": "ascended", "descension": "descended"}


def _names(value: Any) -> list[str]:
    if isinstance(value, str):
        return [n.strip() for n in value.split(",") if n.strip()]
    if isinstance(value, list | tuple):
        return [str(n) for n in value]
    return []


def seat_marks(messages: Iterable[Message], reader: str) -> dict[str, SeatMark]:
    """What ``reader``'s own messages say of each seat, by name (:class:`SeatMark`): read from
    the messages' declared meanings (:class:`~werewolves.engine.declarations.Meaning`) and the
    public announcements of an ascension or a descension, never from a role's name and never
    from anything the reader was not sent. The reader's own seat is marked only with how they
    left the game (what they were told of others is of others)."""
    marks: dict[str, SeatMark] = {}

    def note(name: Any, **patch: Any) -> None:
        if not isinstance(name, str) or not name or (name == reader and "left" not in patch):
            return
        mark = marks.get(name, NO_MARK)
        if "groups" in patch:
            patch["groups"] = tuple(dict.fromkeys([*mark.groups, *patch["groups"]]))
        marks[name] = replace(mark, **patch)

    for m in messages:
        if m.channel is not None:
            continue
        p = m.params
        left = LEFT_KINDS.get(m.kind)
        if left is not None:
            note(p.get("player"), left=left, role=p.get("role"))
            continue
        meaning = m.meaning
        if meaning is None:
            continue
        if meaning == Meaning.ROLE_LEARNED.value:
            note(p.get(TARGET_PARAM, p.get("player")), role=p.get("role"))
        elif meaning == Meaning.ROLE_SHOWN.value:
            note(p.get("player"), role=p.get("role"))
        elif meaning == Meaning.ALLY.value:
            note(p.get("player"), ally=True)
        elif meaning == Meaning.ALLIES.value:
            for n in _names(p.get("members")):
                note(n, ally=True)
        elif meaning == Meaning.FELLOWS.value:
            group = str(p.get("group", ""))
            for n in _names(p.get("members")):
                note(n, groups=(group,) if group else ())
    return marks


# the kinds of event a player's own move echoes (their action, their choice), their deal, and the
# role list a death shows again: never the news of a phase
_NOT_NEWS_KINDS = frozenset(
    {"action", "action_chosen", "role_dealt", "role_list", "phase_started", "announced"}
)
# the public results of the day's polls (R11, R12): the lynch's and the election's outcome
_POLL_RESULT_PREFIXES = ("lynch.", "election.")


def is_news(m: Message) -> bool:
    """Whether a message is news a screen keeps on top until the next phase: a death, an
    ascension or a descension (with the reason the reader may know: the message's own words),
    the outcome of a lynch or an election, the end of the game, or anything told to the reader
    alone or to their group that is not the echo of their own move (a status, a role, an office,
    what they found out)."""
    if m.channel is not None:
        return False
    key = m.key or ""
    if m.kind in ("death", "game_over", "elected", *LEFT_KINDS):
        return True
    if key.startswith(_POLL_RESULT_PREFIXES):
        return True
    if m.kind in _NOT_NEWS_KINDS or key.startswith(("poll.", "vote.", "elect.", "chat.")):
        return False
    return m.audience in ("private", "group", "dead")


def phase_news(messages: Iterable[Message], phase_index: int) -> tuple[Message, ...]:
    """The news of the last phase, in order, as a screen keeps it on top until the next phase
    begins: every message of :func:`is_news` of the phase before the current
    one (whose end brought the deaths and the polls' results) and of the current one so far.
    Derived from the reader's own messages alone, so a reload or a late open shows the same."""
    # a message's phase is in its reader's language (``Day 1``, „Tag 1“)
    shown = {
        phase_words(i, lang)
        for i in (phase_index - 1, phase_index)
        if i >= 0
        for lang in CATALOG.languages
    }
    return tuple(m for m in messages if m.phase in shown and is_news(m))


# ------------------------------------------------------------------- the end of a game (#36)


@dataclass(frozen=True)
class ResultView:
    """A finished game in words: the headline (how it ended), one sentence per
    way of winning (a team's win, each ascension with its role, a winner's own rule, a tie, a
    draw), who lost, and for a player reading it their own result (``you``: won, lost, drew)."""

    headline: str
    lines: tuple[str, ...]
    losers: tuple[str, ...]
    you: Literal["won", "lost", "drew"] | None = None
    lang: str = "en"  # the reader's language, which its words are in

    @property
    def you_words(self) -> str:
        """The reader's own result in words ("You won."), or "" for a host or a spectator."""
        key = {"won": "result.you_won", "lost": "result.you_lost", "drew": "result.you_drew"}
        return render(key[self.you], {}, self.lang) if self.you in key else ""

    def to_json(self) -> JSON:
        return {
            "headline": self.headline,
            "lines": list(self.lines),
            "losers": list(self.losers),
            "you": self.you,
            "you_words": self.you_words,
        }


def _and(names: Sequence[str], lang: str = "en") -> str:
    if not names:
        return render("word.nobody", {}, lang)
    if len(names) == 1:
        return names[0]
    return render("result.and", {"first": ", ".join(names[:-1]), "last": names[-1]}, lang)


def result_view(
    outcome: Outcome,
    players: Sequence[str],
    left: dict[str, tuple[str, str]],
    team_name: str,
    rule_words: dict[str, str],
    reader: str | None = None,
    lang: str = "en",
) -> ResultView:
    """The words of a finished game. ``players``: every seat in order; ``left``: the players who
    ascended or descended, as announced to everyone (name → (ascended or descended, role));
    ``team_name``: the winning team's name ("" when no team won); ``rule_words``: the words of
    each rule some winner wins by (``Outcome.why``); ``reader``: the player reading it, in
    ``lang``."""
    reason = reason_words(outcome.reason, lang)

    def t(key: str, **params: Any) -> str:
        return render(key, params, lang)

    headline = (
        t("result.draw", reason=reason, drawn=", ".join(outcome.drawn))
        if outcome.drawn
        else t("result.over", reason=reason)
    )
    lines: list[str] = []
    winners = list(outcome.winners)
    own = {
        n: r
        for n, r in outcome.why.items()
        if r not in ("R34", "rule-results-tie.2") and n in winners
    }
    ascended = [n for n in winners if left.get(n, ("", ""))[0] == "ascended"]
    for n in ascended:
        lines.append(t("result.ascended", player=n, role=left[n][1]))
    for n, rule in own.items():
        if n in ascended:
            continue
        words = rule_words.get(rule, "")
        lines.append(
            t("result.own_rule", player=n, words=words)
            if words
            else t("result.own_rule_id", player=n, rule=rule)
        )
    rest = [n for n in winners if n not in ascended and n not in own]
    if outcome.tied:
        # rule-results-tie.2 (ruling RM463): a tie is a win for everyone still alive
        lines.append(t("result.tie", players=", ".join(rest) or t("word.nobody")))
    elif rest:
        if team_name:
            lines.append(t("result.won_team", players=_and(rest, lang), team=team_name))
        else:
            lines.append(t("result.won", players=_and(rest, lang)))
    counted = {*winners, *outcome.drawn}
    losers = tuple(n for n in players if n not in counted)
    for n in losers:
        how = left.get(n)
        if how is not None and how[0] == "descended":
            lines.append(t("result.descended", player=n, role=how[1]))
    you: Literal["won", "lost", "drew"] | None = None
    if reader is not None:
        you = "won" if reader in winners else "drew" if reader in outcome.drawn else "lost"
    return ResultView(headline, tuple(lines), losers, you, lang)


# ------------------------------------------------------------ a poll's result in review (#36)

# why a poll's result was never carried out, in a reader's words (``explain.ftl``)
VOID_WORDS: dict[str, str] = {
    "cancelled": "result.void_cancelled",
    "game_over": "result.void_game_over",
}


@dataclass(frozen=True)
class PollResult:
    """A poll's closing as a review lists it: the event, its phase, the poll (and the office of
    an election), whom it chose and the counted totals, and ``void`` when the result never
    happened (``cancelled``: a lynch an ascension cancelled, S1.50; ``game_over``: a result the
    end of the game came before), with ``void_words`` saying so."""

    event: int
    phase: str
    poll: str
    office: str | None
    chosen: tuple[str, ...]
    totals: dict[str, int]
    void: str | None = None
    lang: str = "en"  # the reader's language, which ``void_words`` is in

    @property
    def void_words(self) -> str:
        key = VOID_WORDS.get(self.void or "")
        return "" if key is None else render(key, {}, self.lang)

    def to_json(self) -> JSON:
        return {
            "event": self.event,
            "phase": self.phase,
            "poll": self.poll,
            "office": self.office,
            "chosen": list(self.chosen),
            "totals": dict(self.totals),
            "void": self.void,
            "void_words": self.void_words,
        }

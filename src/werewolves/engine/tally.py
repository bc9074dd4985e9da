"""A poll's arithmetic, with every modifier named (R40 visible arithmetic).

``Engine.tally`` gives a poll's counted totals; :func:`breakdown` gives the same totals *and*
how each came about: every ballot (who voted for whom, what the vote counted, what the public
board showed for it) and every modifier that changed a vote (a vote-weight hook, an extra vote,
hidden votes, a dead voter), each with the rule behind it and the players it comes from.

The arithmetic mirrors ``Engine.vote_weight`` / ``Engine.tally`` step for step (R11, R13):
a vote starts at 1; each ``vote_weight`` hook the engine runs in this game maps the weight to a
new one, in the engine's order; each ``vote_extra`` hook adds an extra vote computed from the
weight the ``vote_weight`` hooks left; the dead do not vote (R7); hidden votes
(``poll.invisible``) are added per candidate. ``tests/rulings/test_r40_visible_arithmetic.py``
checks over many random games that the numbers are core's (and core may simply call
:func:`vote_weight` and :func:`totals`).

Words. The engine names no role, so the words for a modifier come from a catalogue keyed by the
hook's listener id (``family.function``, as the resolution table names it): :data:`DESCRIBERS`,
filled by the role families' rule book (``werewolves.roles.rulebook``), the way the message
catalogue holds the words of messages. A hook nobody describes is still named, by its function
and the first rule id its docstring cites.

What the public sees (R40): a vote shows as one normal vote, whatever it counts (Grandma's vote
and her picks' votes look normal, a War-doomed vote too); hidden votes are not shown; a modifier
the rules make public (the Mayor's extra vote, R13; a voter's death) is shown.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, field
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from .events import NONE

if TYPE_CHECKING:
    from .core import Engine
    from .state import Player, Poll

# the keys of the modifiers that are not hooks
INVISIBLE = "invisible votes"  # poll.invisible: hidden votes put on a candidate
DEAD = "dead voter"  # R7: a vote left by a player who has died counts nothing

_RULE_ID = re.compile(r"\b(R\d+|S\d\.\d+)\b")

# A ``vote_extra`` listener may declare, as this attribute, the office whose holder alone it can
# give an extra vote: for a voter holding no office it adds nothing, so the closings leave it
# unasked for such voters (speed, ``for_office``).
OFFICE_ONLY = "extra_vote_office"


def for_office(office: str) -> Callable[[Callable[..., Any]], Callable[..., Any]]:
    """Declare that a ``vote_extra`` listener adds nothing to the vote of a voter who does not
    hold ``office`` (``tests/test_speed_guards.py`` checks the declaration against the
    listener's answers)."""

    def mark(fn: Callable[..., Any]) -> Callable[..., Any]:
        setattr(fn, OFFICE_ONLY, office)
        return fn

    return mark


# by list of listeners (its id; a copy kept to compare): those asked of a voter holding no office
_OFFICELESS: dict[int, tuple[list[Callable[..., Any]], list[Callable[..., Any]]]] = {}


def _for_the_officeless(extras: list[Callable[..., Any]]) -> list[Callable[..., Any]]:
    """The ``vote_extra`` listeners that may change the vote of a voter holding no office (the
    others declare an office: ``for_office``), in their order."""
    kept = _OFFICELESS.get(id(extras))
    if kept is None or kept[0] != extras:
        if len(_OFFICELESS) > 255:
            _OFFICELESS.clear()
        kept = _OFFICELESS[id(extras)] = (
            list(extras),
            [fn for fn in extras if getattr(fn, OFFICE_ONLY, None) is None],
        )
    return kept[1]


@dataclass(frozen=True)
class Words:
    """How a modifier reads: a label, the rule behind it, the players it comes from, and
    whether the public board shows it (R40)."""

    label: str
    rule: str | None = None
    sources: tuple[str, ...] = ()
    public: bool = False


Describe = Callable[["Engine", "Player | None", "Poll", int, int], "Words | None"]
"""(engine, voter — or the candidate, for hidden votes —, poll, weight before, weight after)
→ the modifier's words, or None to fall back on the hook's own name."""

# listener id ("family.function") or INVISIBLE → its words; filled by the rule book
DESCRIBERS: dict[str, Describe] = {}


@dataclass(frozen=True)
class Modifier:
    """One change to what a vote counts: ``delta`` votes, from ``key`` (a hook's listener id,
    INVISIBLE or DEAD)."""

    key: str
    label: str
    rule: str | None
    delta: int
    sources: tuple[str, ...] = ()
    public: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "key": self.key,
            "label": self.label,
            "rule": self.rule,
            "delta": self.delta,
            "sources": list(self.sources),
            "public": self.public,
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Modifier:
        return cls(
            d["key"],
            d["label"],
            d.get("rule"),
            int(d["delta"]),
            tuple(d.get("sources", ())),
            bool(d.get("public", False)),
        )


@dataclass(frozen=True)
class Ballot:
    """One vote of the poll: what it counted and what the public board showed for it."""

    voter: str
    target: str
    counted: int
    shown: int
    modifiers: tuple[Modifier, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {
            "voter": self.voter,
            "target": self.target,
            "counted": self.counted,
            "shown": self.shown,
            "modifiers": [m.to_json() for m in self.modifiers],
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Ballot:
        return cls(
            d["voter"],
            d["target"],
            int(d["counted"]),
            int(d["shown"]),
            tuple(Modifier.from_json(m) for m in d.get("modifiers", ())),
        )


@dataclass(frozen=True)
class Breakdown:
    """A poll's totals with how each came about.

    ``totals`` are the counted totals (equal to ``Engine.tally``), ``shown`` what the public
    board shows (R40); ``hidden`` maps a candidate to the hidden votes on them.
    """

    poll: str
    ballots: tuple[Ballot, ...]
    hidden: dict[str, Modifier] = field(default_factory=dict)
    totals: dict[str, int] = field(default_factory=dict)
    shown: dict[str, int] = field(default_factory=dict)

    def modifiers(self) -> list[tuple[str, Modifier]]:
        """Every modifier of the poll, with the voter (or, for hidden votes, the candidate) it
        changed."""
        out = [(b.voter, m) for b in self.ballots for m in b.modifiers]
        out.extend((c, m) for c, m in self.hidden.items())
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "poll": self.poll,
            "ballots": [b.to_json() for b in self.ballots],
            "hidden": {c: m.to_json() for c, m in self.hidden.items()},
            "totals": dict(self.totals),
            "shown": dict(self.shown),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Breakdown:
        return cls(
            d["poll"],
            tuple(Ballot.from_json(b) for b in d.get("ballots", ())),
            {c: Modifier.from_json(m) for c, m in d.get("hidden", {}).items()},
            {k: int(v) for k, v in d.get("totals", {}).items()},
            {k: int(v) for k, v in d.get("shown", {}).items()},
        )


# ---------------------------------------------------------------------------- the arithmetic


def listener_key(fn: Callable[..., Any]) -> str:
    """A hook's listener id, ``family.function`` (the resolution table's name for it)."""
    kept = _KEYS.get(id(fn))
    if kept is not None and kept[0] is fn:
        return kept[1]
    module = getattr(fn, "__module__", "") or ""
    key = f"{module.rsplit('.', 1)[-1]}.{getattr(fn, '__name__', repr(fn))}"
    if len(_KEYS) > 255:
        _KEYS.clear()
    _KEYS[id(fn)] = (fn, key)  # the function is kept with its key: its id is never reused
    return key


# speed: each listener's id, made once (a Mayor's every ballot asks for it)
_KEYS: dict[int, tuple[Callable[..., Any], str]] = {}


def _fallback(fn: Callable[..., Any], key: str) -> Words:
    """A hook nobody describes: its function's name, and the first rule id its docstring cites."""
    name = getattr(fn, "__name__", key).replace("_", " ")
    found = _RULE_ID.search(getattr(fn, "__doc__", None) or "")
    return Words(name, found.group(1) if found else None)


def _words(
    describers: Mapping[str, Describe],
    eng: Engine,
    key: str,
    who: Player | None,
    poll: Poll,
    before: int,
    after: int,
) -> Words | None:
    """The catalogue's words for a modifier, if it has any."""
    describe = describers.get(key)
    return describe(eng, who, poll, before, after) if describe is not None else None


def _modifier(key: str, words: Words, delta: int) -> Modifier:
    return Modifier(key, words.label, words.rule, delta, tuple(words.sources), words.public)


def _hooks(eng: Engine, moment: str) -> list[Callable[..., Any]]:
    """The hooks of ``moment`` the engine runs in this game, in its order (the engine's own
    per-game table when it keeps one, else the ruleset's)."""
    return eng.listeners(moment)


def _steps(
    eng: Engine, voter: Player, poll: Poll, before: Callable[..., Any] | None = None
) -> Iterator[tuple[Callable[..., Any], int, int]]:
    """Each hook that weighs ``voter``'s vote, with the weight before and after it: the
    ``vote_weight`` hooks in order (stopping at ``before``), then the ``vote_extra`` hooks, each
    adding an extra vote that follows the direction of the normal vote (the Mayor's, R13)."""
    weight = 1
    for fn in _hooks(eng, "vote_weight"):
        if fn is before:
            return  # the weight as it stands before that modifier
        new = fn(eng, voter, poll, weight)
        yield fn, weight, new
        weight = new
    base = weight
    for fn in _hooks(eng, "vote_extra"):
        extra = fn(eng, voter, poll, base)
        yield fn, weight, weight + extra
        weight += extra


def vote_weight(
    eng: Engine, voter: Player, poll: Poll, before: Callable[..., Any] | None = None
) -> int:
    """What ``voter``'s vote counts on ``poll``: ``Engine.vote_weight``, the same number."""
    weight = 1
    for _fn, _before, after in _steps(eng, voter, poll, before):
        weight = after
    return int(weight)


def ballot(
    eng: Engine,
    voter: Player,
    target: str,
    poll: Poll,
    describers: Mapping[str, Describe] | None = None,
) -> Ballot:
    """What ``voter``'s vote for ``target`` counts on ``poll``, modifier by modifier (R11, R13);
    ``describers`` gives the modifiers' words (default: :data:`DESCRIBERS`)."""
    words_of = DESCRIBERS if describers is None else describers
    if not voter.alive:
        # R7: the dead do not vote; their vote is public, and so is their death
        words = _words(words_of, eng, DEAD, voter, poll, 1, 0) or Words(
            "the voter has died, and the dead do not vote", "R7", public=True
        )
        return Ballot(voter.name, target, 0, 0, (_modifier(DEAD, words, -1),))
    mods: list[Modifier] = []
    weight = 1
    for fn, was, now in _steps(eng, voter, poll):
        if now != was:
            key = listener_key(fn)
            words = _words(words_of, eng, key, voter, poll, was, now) or _fallback(fn, key)
            mods.append(_modifier(key, words, now - was))
        weight = now
    shown = 1 + sum(m.delta for m in mods if m.public)
    return Ballot(voter.name, target, int(weight), shown, tuple(mods))


def hidden_votes(
    eng: Engine, poll: Poll, describers: Mapping[str, Describe] | None = None
) -> dict[str, Modifier]:
    """The hidden votes on each candidate, with who put them there (``poll.invisible_by``)."""
    words_of = DESCRIBERS if describers is None else describers
    out: dict[str, Modifier] = {}
    for candidate, n in poll.invisible.items():
        who = eng.find(candidate)
        words = _words(words_of, eng, INVISIBLE, who, poll, 0, n) or Words("hidden votes")
        by = tuple(dict.fromkeys(poll.invisible_by.get(candidate, [])))
        if not words.sources:
            words = Words(words.label, words.rule, by, words.public)
        out[candidate] = _modifier(INVISIBLE, words, n)
    return out


def _plain(
    eng: Engine,
    voter: Player,
    poll: Poll,
    weighers: list[Callable[..., Any]],
    extras: list[Callable[..., Any]],
) -> bool:
    """Whether no modifier changes ``voter``'s vote (the same hooks as :func:`_steps`)."""
    for fn in weighers:
        if fn(eng, voter, poll, 1) != 1:
            return False
    for fn in extras:  # noqa: SIM110 (a loop: no generator made per vote)
        if fn(eng, voter, poll, 1):
            return False
    return True


def breakdown(
    eng: Engine, poll: Poll, describers: Mapping[str, Describe] | None = None
) -> Breakdown:
    """The poll's totals (equal to ``Engine.tally``) with every ballot and modifier (R40);
    ``describers`` gives the modifiers' words (default: :data:`DESCRIBERS`)."""
    ballots: list[Ballot] = []
    totals: dict[str, int] = {}
    shown: dict[str, int] = {}
    weighers, extras = eng.listeners("vote_weight"), eng.listeners("vote_extra")
    for voter, target in poll.votes.items():
        p = eng.player(voter)
        if p.alive and _plain(eng, p, poll, weighers, extras):
            # the common case: nothing changes this vote, which counts and shows as one
            totals[target] = totals.get(target, 0) + 1
            shown[target] = shown.get(target, 0) + 1
            ballots.append(Ballot(voter, target, 1, 1))
            continue
        b = ballot(eng, p, target, poll, describers)
        ballots.append(b)
        if not eng.player(voter).alive:
            continue  # the dead do not vote (R7)
        totals[target] = totals.get(target, 0) + b.counted
        shown[target] = shown.get(target, 0) + b.shown
    hidden = hidden_votes(eng, poll, describers)
    for target, m in hidden.items():
        totals[target] = totals.get(target, 0) + m.delta
    # ballots in seat order: the order of ``poll.votes`` does not survive a JSON round trip
    ballots.sort(key=lambda b: eng.player(b.voter).seat)
    return Breakdown(poll.name, tuple(ballots), hidden, totals, shown)


def totals(eng: Engine, poll: Poll) -> dict[str, int]:
    """The counted totals alone: what ``Engine.tally`` returns (the same arithmetic as
    :func:`breakdown`, without the words)."""
    out: dict[str, int] = {}
    for voter, target in poll.votes.items():
        v = eng.player(voter)
        if not v.alive:
            continue  # the dead do not vote (R7)
        out[target] = out.get(target, 0) + vote_weight(eng, v, poll)
    for target, n in poll.invisible.items():
        out[target] = out.get(target, 0) + n
    return out


_first = itemgetter(0)  # a (seat, row) pair's seat, unique to its voter


def plain_totals(eng: Engine, poll: Poll) -> dict[str, int] | None:
    """The counted totals of ``poll`` when no vote of it counts other than one (every voter
    alive, no modifier, no hidden vote): then its breakdown (R40) would hold nothing but plain
    ballots. None otherwise (:func:`closing_data` then says what changed)."""
    if poll.invisible:
        return None
    weighers, extras = eng.listeners("vote_weight"), eng.listeners("vote_extra")
    officeless = _for_the_officeless(extras) if extras else extras
    exact, find = eng._exact, eng.player  # votes are kept under the players' own names
    counted: dict[str, int] = {}
    for voter, target in poll.votes.items():
        p = exact.get(voter) or find(voter)
        if not p.alive:
            return None
        for fn in weighers:
            if fn(eng, p, poll, 1) != 1:
                return None
        for fn in extras if p.offices else officeless:
            if fn(eng, p, poll, 1):
                return None
        counted[target] = counted.get(target, 0) + 1
    return counted


def closing_data(eng: Engine, poll: Poll) -> dict[str, Any]:
    """What a poll-closing event records (R40): its counted totals and their breakdown, so the
    explanation of the result names every modifier. ``data={"poll": …, **closing_data(…)}``."""
    # the same dicts as ``breakdown(eng, poll).to_json()``, written directly: a plain vote (the
    # common case) makes no Ballot object, only its JSON row
    rows: list[tuple[int, dict[str, Any]]] = []
    counted: dict[str, int] = {}
    # what the board shows: the counted totals until a vote counts or shows otherwise (a plain
    # vote counts and shows one), so it is copied from them only then (the same keys, in the
    # same order, as counting both from the start)
    shown: dict[str, int] | None = None
    weighers, extras = eng.listeners("vote_weight"), eng.listeners("vote_extra")
    officeless = _for_the_officeless(extras) if extras else extras
    exact, find = eng._exact, eng.player  # votes are kept under the players' own names
    for voter, target in poll.votes.items():
        p = exact.get(voter) or find(voter)
        if p.alive:
            # ``_plain``, inline (a voter holding no office is not asked about the extra votes
            # only an office holder can have: ``for_office``)
            weighed = True
            if weighers:
                for fn in weighers:
                    if fn(eng, p, poll, 1) != 1:
                        weighed = False
                        break
            plain = weighed
            if plain and extras:
                for fn in extras if p.offices else officeless:
                    if fn(eng, p, poll, 1):
                        plain = False
                        break
            if plain:
                # nothing changes this vote, which counts and shows as one
                counted[target] = counted.get(target, 0) + 1
                if shown is not None:
                    shown[target] = shown.get(target, 0) + 1
                # no modifiers: the events' one shared empty list (final, like the event)
                row = {
                    "voter": voter, "target": target, "counted": 1, "shown": 1, "modifiers": NONE
                }
                rows.append((p.seat, row))
                continue
            if shown is None:
                shown = dict(counted)
            if weighed:
                # only extra votes change it (the Mayor's, R13): ``ballot(…).to_json()``
                # written directly, the weights (all one) not asked again
                mods: list[dict[str, Any]] = []
                weight = shown_n = 1
                for fn in extras:
                    extra = fn(eng, p, poll, 1)
                    if extra:
                        key = listener_key(fn)
                        describe = DESCRIBERS.get(key)
                        words = (
                            None
                            if describe is None
                            else describe(eng, p, poll, weight, weight + extra)
                        ) or _fallback(fn, key)
                        mods.append(
                            {
                                "key": key,
                                "label": words.label,
                                "rule": words.rule,
                                "delta": extra,
                                "sources": list(words.sources),
                                "public": words.public,
                            }
                        )
                        if words.public:
                            shown_n += extra
                        weight += extra
                weight = int(weight)
                rows.append(
                    (
                        p.seat,
                        {
                            "voter": voter,
                            "target": target,
                            "counted": weight,
                            "shown": shown_n,
                            "modifiers": mods,
                        },
                    )
                )
                counted[target] = counted.get(target, 0) + weight
                shown[target] = shown.get(target, 0) + shown_n
                continue
        if shown is None:
            shown = dict(counted)
        b = ballot(eng, p, target, poll)
        rows.append((p.seat, b.to_json()))
        if not p.alive:
            continue  # the dead do not vote (R7)
        counted[target] = counted.get(target, 0) + b.counted
        shown[target] = shown.get(target, 0) + b.shown
    if shown is None:
        shown = dict(counted)
    hidden = hidden_votes(eng, poll) if poll.invisible else {}
    for target, m in hidden.items():
        counted[target] = counted.get(target, 0) + m.delta
    # ballots in seat order: the order of ``poll.votes`` does not survive a JSON round trip
    rows.sort(key=_first)
    data = {
        "poll": poll.name,
        "ballots": [row for _seat, row in rows],
        "hidden": {c: m.to_json() for c, m in hidden.items()} if hidden else {},
        "totals": dict(counted),
        "shown": shown,
    }
    return {"totals": counted, "breakdown": data}


# ---------------------------------------------------------------------------- boards


def board(numbers: dict[str, int]) -> str:
    """``Dan 3 · Hal 3``: candidates by number, highest first (then by name)."""
    shown = sorted(numbers.items(), key=lambda kv: (-kv[1], kv[0]))
    return " · ".join(f"{name} {n}" for name, n in shown) or "no votes"


def on_the_board(shown: Mapping[str, int]) -> dict[str, int]:
    """The candidates the public board lists: those whose shown total is above 0; a candidate
    with 0 or fewer shown votes (a public negative vote, trickster-wolf.3) is not displayed."""
    return {k: v for k, v in shown.items() if v > 0}


def public_board(bd: Breakdown) -> str:
    """The board everyone sees (R40): every vote as a normal vote, public modifiers only."""
    return board(on_the_board(bd.shown))


def host_board(bd: Breakdown) -> str:
    """The counted totals the host sees (R40)."""
    return board(bd.totals)

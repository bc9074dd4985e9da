"""What a heuristic bot keeps: what it has read (:class:`Memory`) and the fields every part of
the bot shares (:class:`State`)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from ...views import PlayerView
from ..agent import Move


@dataclass
class Memory:
    """What a heuristic bot has read so far (from messages with ids up to ``seen``)."""

    seen: int = -1
    allies: set[str] = field(default_factory=set)  # known members of my team
    known: dict[str, str] = field(default_factory=dict)  # player → role I learned myself
    # player → role my team's investigators found (mine, told to my team, or reported in our
    # channel), and player → threat level (a word of the scale, "" for a threat of no degree)
    learned: dict[str, str] = field(default_factory=dict)
    found: list[tuple[str, str, str]] = field(default_factory=list)  # (player, role, level) I
    # learned alone, in order, and which of them I told my team
    shared: set[tuple[str, str, str]] = field(default_factory=set)
    present: set[str] = field(default_factory=set)  # roles I was told are in the game
    claimed_threats: dict[str, tuple[tuple[str, str], ...]] = field(default_factory=dict)
    claims: dict[str, tuple[int, str, tuple[tuple[str, str], ...]]] = field(default_factory=dict)
    votes: list[tuple[int, str, str]] = field(default_factory=list)  # (phase index, voter, target)
    plans: dict[tuple[int, str], str] = field(default_factory=dict)  # (phase, verb) → target
    doomed: set[str] = field(default_factory=set)  # dooms my Horsemen (or I) placed
    sick: set[str] = field(default_factory=set)
    cured: set[str] = field(default_factory=set)
    checked: set[str] = field(default_factory=set)
    threats: dict[str, str] = field(default_factory=dict)  # player → threat level found
    role_list: list[str] = field(default_factory=list)
    watched: dict[str, int] = field(default_factory=dict)  # raven reports: actor → count
    killers: set[str] = field(default_factory=set)  # seen acting on someone who then died
    night_reports: list[tuple[int, str, str]] = field(default_factory=list)
    liars: set[str] = field(default_factory=set)
    # comparisons of two players' sides not yet read into a side: (first, second, same)
    pairs: list[tuple[str, str, bool]] = field(default_factory=list)
    standing: set[str] = field(default_factory=set)  # verbs of my standing choices not spent
    ask: tuple[int, str] | None = None  # (phase, channel) where I may write a question
    questions: list[tuple[str, str]] = field(default_factory=list)  # (poll, question) put to me
    # the fellows of the team channel of my own team (its members and speakers), and those of
    # them I no longer trust: the one left unaccounted for when a fellow died at night
    fellows: set[str] = field(default_factory=set)
    rivals: set[str] = field(default_factory=set)
    # night → whom my team's attack went to (its executor's report), the night deaths of my
    # channel's fellows not yet weighed, and whether someone outside my team kills at night
    # (a death that was neither my team's target nor a fellow's)
    struck: dict[int, str] = field(default_factory=dict)
    fellow_deaths: list[tuple[int, str]] = field(default_factory=list)
    other_killers: bool = False
    weighed: bool = False  # the first night death of a fellow was weighed
    # players who bear a mark of a side against the town (told to me, or said in public)
    marked: set[str] = field(default_factory=set)
    # ruling RM441: player → the phase an attack of mine (or my team's) on them failed in, and
    # the nights whose team attack I have weighed already
    shielded: dict[str, int] = field(default_factory=dict)
    struck_read: set[int] = field(default_factory=set)
    # ruling RM443: the players I win by outliving (told to me: Meaning.TARGETS)
    targets: set[str] = field(default_factory=set)


@dataclass
class State:
    """The fields of a heuristic bot, shared by the parts it is made of (beliefs, reading, talk,
    aims; :class:`~.agent.HeuristicAgent` puts them together)."""

    name: str
    rng: random.Random
    blind: bool = False
    mem: Memory = field(default_factory=Memory)
    _view: PlayerView | None = None
    _queue: list[Move] = field(default_factory=list)
    _moves: dict[tuple[int, str], tuple[str, ...]] = field(default_factory=dict)
    _said: set[tuple[int, str]] = field(default_factory=set)
    _noise: dict[str, float] = field(default_factory=dict)
    _memo: dict[str, dict[str, float]] = field(default_factory=dict)  # per view
    _guard_first: bool | None = None  # ruling RM444: settled once, when it first applies
    _lines: dict[int, dict[str, str]] = field(default_factory=dict)  # phase → lines written
    _guesses: dict[str, str] = field(default_factory=dict)  # player → role guessed (RM442)
    _guessed: dict[int, dict[str, str]] = field(default_factory=dict)  # phase → lines guessed
    _ruled_out: dict[str, set[str]] = field(default_factory=dict)  # player → roles not theirs

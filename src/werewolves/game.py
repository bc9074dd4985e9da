"""The facade every other part of the program uses to run a game.

>>> from werewolves.game import Game, Setup
>>> g = Game.new(Setup([("Ann", "Wolf"), ("Bob", "Citizen"), ("Cid", "Fortune Teller")]), seed=1)
>>> g.phase
'Day 0'
>>> g.advance(); g.phase
'Night 1'
>>> bool(g.submit("Cid", "investigate Ann"))
True
>>> g.messages("Cid")[-1]
'Ann appears to be the Wolf.'
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from .engine.core import Accepted, Engine, Reason, Refusal
from .engine.events import Event
from .engine.explain import describe, explain
from .engine.kernel import SetupError, validate
from .engine.messages import render
from .engine.phases import phase_name
from .engine.rules import Ruleset
from .engine.state import GameState, Outcome, Player, Setup, SnapshotError
from .roles import default_rules

__all__ = [
    "Accepted",
    "Game",
    "LegalAction",
    "Outcome",
    "PlayerView",
    "Reason",
    "Refusal",
    "Setup",
    "SetupError",
    "SnapshotError",
]


@dataclass(frozen=True)
class LegalAction:
    """An action a player may submit now: its verb, the players it may name, and how many."""

    verb: str
    candidates: tuple[str, ...]
    min_targets: int
    max_targets: int
    timing: str
    help: str

    def usage(self) -> str:
        slots = ["PLAYER"] * self.min_targets + ["[PLAYER]"] * (self.max_targets - self.min_targets)
        return " ".join([self.verb, *slots])


@dataclass
class PlayerView:
    """What one player is entitled to know, derived from the event log."""

    name: str
    role: str
    offices: list[str]
    alive: bool
    phase: str
    living: list[str]
    dead: list[str]
    messages: list[tuple[int, str, str]] = field(default_factory=list)  # (event id, phase, text)
    actions: list[LegalAction] = field(default_factory=list)
    outcome: Outcome | None = None


class Game:
    """One game of Werewolves."""

    def __init__(self, engine: Engine) -> None:
        self._engine = engine

    # ------------------------------------------------------------------ creating

    @classmethod
    def new(cls, setup: Setup, seed: int = 0, rules: Ruleset | None = None) -> Game:
        """Start a game (roles dealt, starting abilities done, Day 0 running).

        Raises :class:`SetupError` with a sentence for the host when the setup is refused.
        """
        rules = rules or default_rules()
        checked = validate(setup, rules)
        players = [
            Player(name=name, seat=i, role=role, original_role=role)
            for i, (name, role) in enumerate(checked.players)
        ]
        state = GameState(setup=checked, seed=int(seed), players=players)
        engine = Engine(state, rules)
        engine.start()
        return cls(engine)

    @classmethod
    def from_json(cls, data: dict[str, Any] | str, rules: Ruleset | None = None) -> Game:
        """Restore a game from :meth:`to_json`'s value or its JSON text; the value is copied, never
        kept. Raises :class:`SnapshotError` with a sentence when it is not a saved game."""
        if isinstance(data, str):
            try:
                data = json.loads(data)
            except ValueError as e:
                raise SnapshotError(f"a saved game must be JSON text ({e})") from None
        if not isinstance(data, dict):
            raise SnapshotError("a saved game must be a JSON object")
        return cls(Engine(GameState.from_json(data), rules or default_rules()))

    def to_json(self) -> dict[str, Any]:
        return self._engine.state.to_json()

    # ------------------------------------------------------------------ reading

    @property
    def engine(self) -> Engine:
        return self._engine

    @property
    def state(self) -> GameState:
        return self._engine.state

    @property
    def phase(self) -> str:
        return phase_name(self.state.phase)

    @property
    def phase_index(self) -> int:
        return self.state.phase

    @property
    def outcome(self) -> Outcome | None:
        return self.state.outcome

    @property
    def over(self) -> bool:
        return self.state.outcome is not None

    @property
    def players(self) -> list[str]:
        return [p.name for p in self.state.players]

    def living(self) -> list[str]:
        return [p.name for p in self._engine.living()]

    def player(self, name: str) -> Player:
        return self._engine.player(name)

    @property
    def events(self) -> list[Event]:
        return self.state.events

    # ------------------------------------------------------------------ acting

    def legal_actions(self, name: str) -> list[LegalAction]:
        """What ``name`` may submit now, each with the players it may name."""
        eng = self._engine
        actor = eng.find(name)
        if actor is None or not actor.alive or self.over:
            return []
        out: list[LegalAction] = []
        seen: set[str] = set()
        for ab, _role in eng.abilities_of(actor):
            if ab.verb in seen:
                continue
            seen.add(ab.verb)
            if not eng.phase_allows(ab) or isinstance(eng.check_verb(actor.name, ab.verb), Refusal):
                continue
            if ab.max_targets == 0:
                if eng.check_targets(actor, ab, []) is None:
                    out.append(LegalAction(ab.verb, (), 0, 0, ab.timing, ab.help))
                continue
            candidates = tuple(
                p.name for p in eng.living() if eng.check_targets(actor, ab, [p]) is None
            )
            if len(candidates) < max(1, ab.min_targets):
                continue
            out.append(
                LegalAction(ab.verb, candidates, ab.min_targets, ab.max_targets, ab.timing, ab.help)
            )
        return out

    def submit(self, name: str, action: str, *args: str) -> Accepted | Refusal:
        """Submit ``action`` for player ``name``: either ``"verb A B"`` or ``("verb", "A", "B")``.

        Returns :class:`Accepted` or a :class:`Refusal` (which changes nothing).
        """
        words = action.split() + list(args)
        if not words:
            return Refusal(Reason.UNKNOWN_VERB, render("refuse.unknown_verb", {"verb": ""}))
        return self._engine.submit(name, words[0], words[1:])

    def say(self, name: str, channel: str, text: str) -> Accepted | Refusal:
        """Write ``text`` in one of ``name``'s channels (see :meth:`channels`)."""
        return self._engine.say(name, channel, text)

    def channels(self, name: str) -> list[str]:
        p = self._engine.find(name)
        return [] if p is None else self._engine.channels_of(p)

    def advance(self) -> None:
        """End the current phase and start the next one (R2)."""
        if self.over:
            return
        self._engine.advance()

    def advance_to(self, phase_index: int, *, limit: int = 10_000) -> None:
        """End phases until ``phase_index`` is running or the game is over."""
        steps = 0
        while not self.over and self.state.phase < phase_index and steps < limit:
            self.advance()
            steps += 1

    # ------------------------------------------------------------------ views

    def messages(self, name: str, since: int = 0) -> list[str]:
        """The texts ``name`` received (private messages and announcements) from event ``since``."""
        p = self._engine.player(name)
        return [
            self._engine.text(e)
            for e in self.state.events[since:]
            if e.msg and e.visible_to(p.name, dead=not p.alive)
        ]

    def private_messages(self, name: str, since: int = 0) -> list[str]:
        p = self._engine.player(name)
        return [
            self._engine.text(e)
            for e in self.state.events[since:]
            if e.msg
            and e.audience in ("players", "dead")
            and e.visible_to(p.name, dead=not p.alive)
        ]

    def announcements(self, since: int = 0) -> list[str]:
        return [
            self._engine.text(e)
            for e in self.state.events[since:]
            if e.msg and e.audience == "public"
        ]

    def view(self, name: str) -> PlayerView:
        """What ``name`` may see: their own role, offices, the public record and their messages."""
        p = self._engine.player(name)
        msgs = [
            (e.id, phase_name(e.phase), self._engine.text(e))
            for e in self.state.events
            if e.msg and e.visible_to(p.name, dead=not p.alive)
        ]
        return PlayerView(
            name=p.name,
            role=p.role,
            offices=list(p.offices),
            alive=p.alive,
            phase=self.phase,
            living=self.living(),
            dead=[q.name for q in self.state.players if not q.alive],
            messages=msgs,
            actions=self.legal_actions(p.name),
            outcome=self.outcome,
        )

    def host_view(self) -> list[tuple[int, str, str, str]]:
        """Every event: (id, phase, audience, words) — the host sees everything."""
        out = []
        for e in self.state.events:
            aud = e.audience if e.audience != "players" else "to " + ", ".join(e.to)
            text = self._engine.text(e) if e.msg else describe(e)
            out.append((e.id, phase_name(e.phase), aud, text))
        return out

    def explain(self, event_id: int) -> list[str]:
        """The causal chain behind an event, in words, with the rule behind each step."""
        return explain(self.state.events, event_id)

    def why_dead(self, name: str) -> list[str]:
        """Why ``name`` died (or that they are alive)."""
        p = self._engine.player(name)
        if p.death is None:
            return [f"{p.name} is alive."]
        return self.explain(p.death.event)

"""A protocol agent in a simulated seat: the referee's :class:`~werewolves.sim.agent.Agent`
speaking the agent protocol to anything that answers turns (a ``cmd:`` program, a Python
function, a language model).

Each turn of the referee (:func:`~werewolves.sim.match.take_turn`) is one ``turn`` message and
one answer; the answer's moves are then handed to the referee one by one. Lateness is counted in
steps, never in time: an answer makes at most ``budget`` moves (the rest are dropped), and an
agent that gives no answer has passed (:data:`~.protocol.LATE_DEFAULT`), so a seeded game is the
same game on any machine.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ..game import Game, moved_on
from ..i18n import CATALOG, DEFAULT
from ..views import LegalAction, PlayerView
from .protocol import (
    MOVE_BUDGET,
    asked_lang,
    check_belief,
    claim_say,
    hello_message,
    over_message,
    read_moves,
    refusal,
    turn_message,
    words_of,
)

__all__ = ["FunctionAgent", "SeatAgent", "TurnAgent", "ending"]

JSON = dict[str, Any]


class TurnAgent(Protocol):
    """Anything that speaks the protocol: told ``hello`` once, answers each ``turn`` (None: no
    answer, a pass), told ``over``; ``close`` frees what it holds (a process)."""

    def start(self, hello: JSON) -> None: ...

    def turn(self, turn: JSON) -> Any: ...

    def over(self, over: JSON) -> None: ...

    def close(self) -> None: ...


@dataclass
class FunctionAgent:
    """A protocol agent made of a Python function ``decide(turn) -> list of moves`` (the example
    agent's, a test's), optionally told ``hello`` through ``start_with``."""

    decide: Callable[[JSON], list[JSON]]
    start_with: Callable[[JSON], None] | None = None

    def start(self, hello: JSON) -> None:
        if self.start_with is not None:
            self.start_with(hello)

    def turn(self, turn: JSON) -> Any:
        return {"type": "moves", "moves": self.decide(turn)}

    def over(self, over: JSON) -> None:
        return None

    def close(self) -> None:
        return None


@dataclass
class SeatAgent:
    """The referee's agent for one seat played by a protocol agent ``inner``."""

    name: str
    inner: TurnAgent
    seed: int
    players: tuple[str, ...] = ()
    budget: int = MOVE_BUDGET
    blind: bool = False
    turns: int = 0  # turns it was sent
    passed: int = 0  # answers that were a pass (none, or not a moves object)
    _view: PlayerView | None = None
    _queue: list[Any] = field(default_factory=list)
    _cursor: int = -1
    _results: list[JSON] = field(default_factory=list)
    _started: bool = False
    _belief: JSON | None = None  # the belief of its last answer, until the record takes it
    # the language of the seat's texts: the one an in-process agent names (its ``lang``), then
    # any an answer asks for (its ``lang``), English by default
    lang: str = DEFAULT

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Any:
        from ..sim.agent import Act, Say

        if observation is self._view:  # the same turn of the referee: the next move
            if self._queue:
                return self._queue.pop(0)
            self._view = None
            return None
        self._view = observation
        if not self._started:
            self._started = True
            own = getattr(self.inner, "lang", None)
            if isinstance(own, str) and own:
                self.lang = CATALOG.negotiate(own)
            self.inner.start(hello_message(self.name, self.seed, players=self.players,
                                           budget=self.budget, lang=self.lang))
        msg = turn_message(observation, self._cursor, legal_actions, budget=self.budget,
                           results=self._results, lang=self.lang)
        self._cursor = msg["cursor"]
        self.turns += 1
        answer = self.inner.turn(msg)
        # an answer may ask for the seat's texts in another language, from this answer's
        # results on (docs/agents.md, "Languages")
        self.lang = asked_lang(answer) or self.lang
        moves, problem = read_moves(answer, self.budget, self.lang)
        if problem is not None and not moves:
            self.passed += 1
        results: list[JSON] = []
        queue: list[Any] = []
        acted = False  # after an action the legal actions may differ: the referee judges
        for m in moves:
            if m["type"] == "act":
                words = words_of(m["action"])
                # a move that names a phase other than its turn's is not
                # taken for this one
                why = moved_on(_phase_of(m), int(msg["phase_index"]), self.lang)
                why = why or (None if acted else refusal(words, msg["actions"], self.lang))
                acted = acted or why is None
                results.append({"move": m, "ok": why is None, **({"reason": why} if why else {})})
                if why is None:
                    queue.append(Act(tuple(words)))
            elif m["type"] == "believe":
                # a belief changes nothing in the game: it is kept for the record (the
                # research metrics) and never reaches a seat
                seats = self.players or tuple(
                    [s.name for s in observation.seats]
                    or [*observation.living, *observation.dead])
                belief, why = check_belief(m, self.name, seats, self.lang)
                if belief is not None:
                    self._belief = belief
                results.append({"move": m, "ok": why is None, **({"reason": why} if why else {})})
            elif m["type"] == "say":
                queue.append(Say(str(m["channel"]), str(m["text"])))
                results.append({"move": m, "ok": True})
            else:
                channel, text = claim_say(m)
                queue.append(Say(channel, text))
                results.append({"move": m, "ok": True})
        self._results = results
        self._queue = queue
        if self._queue:
            return self._queue.pop(0)
        self._view = None
        return None

    def reported_belief(self, observation: PlayerView) -> JSON | None:
        """The belief the agent's last answer carried (``{"seats": …}``), once: the record keeps
        it with the turn it came in; None when the answer carried none."""
        belief, self._belief = self._belief, None
        return belief

    def finish(self, outcome: JSON | None, result: JSON | None = None) -> None:
        """The game is over: the agent is told (the outcome, and the end as its seat reads it),
        then let go."""
        if self._started:
            self.inner.over(over_message(outcome, result))
        self.inner.close()


def _phase_of(move: JSON) -> int | None:
    """The phase an ``act`` move names (``phase``), when it names one as a whole number."""
    phase = move.get("phase")
    return phase if isinstance(phase, int) and not isinstance(phase, bool) else None


def ending(game: Game, name: str, lang: str = DEFAULT) -> tuple[JSON | None, JSON | None]:
    """What ``over`` tells seat ``name`` of a game that ended: its outcome, and the end as the
    seat reads it, in its language ``lang`` (None, None while it goes on)."""
    outcome = None if game.outcome is None else game.outcome.to_json()
    result = game.result(name, lang=lang)
    return outcome, None if result is None else result.to_json()

"""The one bot interface: an :class:`Agent` sees only what its player sees.

Every bot is an :class:`Agent`: ``choose(observation, legal_actions) -> Move | None``, where the
observation is the facade's typed :class:`~werewolves.views.PlayerView` (``game.view(name)``)
and ``legal_actions`` what :meth:`~werewolves.game.Game.legal_actions` says the player may do
now. A bot never holds the game: what it knows it read from its views (its role card, its
messages, the channels, the polls), plus the public role book (:mod:`.book`). The referee
(:mod:`.match`) drives every agent, in the simulator, the terminal game and the game service.

The kinds (:data:`BOT_KINDS`, made by :func:`make_agent`):

- ``random`` — :class:`~.random_agent.RandomAgent`: each action left or used uniformly at random;
- ``heuristic`` — :class:`~.heuristic.HeuristicAgent`: plays its team's goal with what it knows
  (its own package, one module per part);
- ``reasoning`` — :class:`~.reasoning.ReasoningAgent`: the heuristic bot with a belief over who
  holds which role.

Each bot draws from its own seeded generator, so the same seeds give the same games.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ..views import LegalAction, PlayerView

__all__ = ["BOT_KINDS", "Act", "Agent", "Move", "Say", "is_legal", "make_agent"]


@dataclass(frozen=True)
class Act:
    """Submit an action: ``("vote", "Bob")``."""

    words: tuple[str, ...]


@dataclass(frozen=True)
class Say:
    """Write ``text`` in ``channel``."""

    channel: str
    text: str


Move = Act | Say


class Agent(Protocol):
    name: str
    blind: bool  # True: reads only its legal actions, so the referee may hand it a part-view

    def choose(self, observation: PlayerView, legal_actions: Sequence[LegalAction]) -> Move | None:
        """The next move this bot makes now, or None when it is done for now."""
        ...


def is_legal(words: Sequence[str], legal_actions: Sequence[LegalAction]) -> bool:
    """Whether ``words`` is an action ``legal_actions`` allows: a listed verb, a number of
    targets within its limits (or ``nobody`` where withdrawing is allowed), each target one
    its position may name, no target twice."""
    if not words:
        return False
    for la in legal_actions:
        if la.verb != words[0]:
            continue
        targets = list(words[1:])
        if la.picks:
            # the last words are the picks: each one of the options, all different
            cut = len(targets) - la.picks
            picks, targets = targets[cut:], targets[: max(cut, 0)]
            if cut < 0 or len(set(picks)) != len(picks) or any(p not in la.options for p in picks):
                return False
        if targets == ["nobody"]:
            return la.withdraw
        if not la.min_targets <= len(targets) <= la.max_targets:
            return False
        if len(set(targets)) != len(targets):
            return False
        slots = la.slots or tuple(la.candidates for _ in range(la.max_targets))
        return all(t in slots[i] for i, t in enumerate(targets))
    return False


# the registry: every kind of bot, by the name a mix or a seat names it with
BOT_KINDS = ("heuristic", "random", "reasoning")


def make_agent(kind: str, name: str, seed: int | str) -> Agent:
    """A bot of ``kind`` (see :data:`BOT_KINDS`) for player ``name``, seeded by ``seed``."""
    # each kind's module imports this one (Act, Say, Move), so it is imported here, when asked for
    rng = random.Random(f"bot:{kind}:{name}:{seed}")
    if kind.startswith("llm:"):  # a model's seat, through tool calls
        from ..agents.registry import make_seat

        seat: Agent = make_seat(kind, name, seed if isinstance(seed, int) else 0)
        return seat
    if kind == "heuristic":
        from .heuristic import HeuristicAgent

        return HeuristicAgent(name, rng)
    if kind == "random":
        from .random_agent import RandomAgent

        return RandomAgent(name, rng)
    if kind == "reasoning":
        from .reasoning import ReasoningAgent

        return ReasoningAgent(name, rng)
    raise ValueError(f"unknown bot kind {kind!r}: one of {', '.join(BOT_KINDS)}")

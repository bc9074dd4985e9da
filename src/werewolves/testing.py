"""Test-only access to the kernel behind a :class:`~werewolves.game.Game`.

The facade hands out views and typed values, never the engine or its state (ARCHITECTURE.md,
"No back door"). Tests, benchmarks and the shared harnesses (``shared/fuzz``,
``shared/perf-anchors``) that must reach the kernel do it here, by name, so that every such
reach is visible; the architecture test forbids importing this module anywhere but ``tests/``
and ``bench/``.
"""

from __future__ import annotations

from .engine.core import Engine
from .engine.state import GameState
from .game import Game

__all__ = ["engine_of", "state_of"]


def engine_of(game: Game) -> Engine:
    """The rules engine behind ``game`` (the live object: a change to it changes the game)."""
    return game._engine


def state_of(game: Game) -> GameState:
    """The state behind ``game`` (the live object, never a copy)."""
    return game._engine.state

"""Werewolves as a PettingZoo environment (the extra ``research``).

>>> from werewolves.env import env
>>> e = env(seed=1)
>>> e.reset()
>>> sorted(e.observe(e.agent_selection))
['action_mask', 'observation']

PettingZoo's module convention: :func:`env` (the AEC environment, wrapped to refuse misuse),
:class:`raw_env` (unwrapped) and :func:`parallel_env`. The defaults make a playable game: seven
seats of the default mix, seeded. ``docs/agents.md`` ("The PettingZoo environment") documents the
action table, the observation and the rewards.
"""

from __future__ import annotations

from typing import Any

from pettingzoo.utils import wrappers

from .aec import ParallelWerewolves, make_game, raw_env
from .core import DONE, ActionTable, Driver, whole_book_setup

__all__ = [
    "DONE",
    "ActionTable",
    "Driver",
    "ParallelWerewolves",
    "env",
    "make_game",
    "parallel_env",
    "raw_env",
    "whole_book_setup",
]


def env(**kwargs: Any) -> Any:
    """The AEC environment with PettingZoo's order-enforcing wrapper."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))


def parallel_env(**kwargs: Any) -> ParallelWerewolves:
    """Every seat steps at once (see :class:`ParallelWerewolves`)."""
    return ParallelWerewolves(**kwargs)

"""The rules kernel's context, :class:`Engine`: the one object role families are handed.

It is assembled from layers that each hold one idea, each building on the one before:

- ``engine.base``: the state, the rules, the per-game listener table, players and roles;
- ``engine.log``: the event log (emit, tell, announce);
- ``engine.randomness``: seeded draws (R6);
- ``engine.changes``: one path per kind of change (roles, teams, groups, statuses, offices; R36);
- ``engine.chat``: channels;
- ``engine.deaths``: attempts, defences, deaths and batches (R4, R8);
- ``engine.victory``: win checks (R5, R34);
- ``engine.voting``: what a vote counts (R11–R13; arithmetic in ``engine.tally``);
- ``engine.checks``: abilities and the checks on actions (R7);
- ``engine.resolution``: accepting and carrying out actions, visits, the end-of-phase batch;
- ``engine.walker``: the phase walker, beside the step tables of ``engine.phases`` (R1, R2).

The engine does no I/O and keeps no global state: two engines never share anything. Every change
it makes is an event in ``state.events`` with its causes, audience and the rule behind it.
"""

from __future__ import annotations

from .results import (
    GROUP_VOICE,
    NOBODY,
    VOICE_ONLY,
    Accepted,
    Act,
    EngineError,
    Hook,
    Reason,
    Refusal,
)
from .walker import PhaseWalker

__all__ = [
    "GROUP_VOICE",
    "NOBODY",
    "VOICE_ONLY",
    "Accepted",
    "Act",
    "Engine",
    "EngineError",
    "Hook",
    "Reason",
    "Refusal",
]


class Engine(PhaseWalker):
    """One game's rules engine: a :class:`GameState` and the :class:`Ruleset` it plays by."""

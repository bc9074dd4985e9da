"""Where the bots lived before they got a module each: kept importable for one release,
re-exporting the names other modules and tests took from here. New code imports from
:mod:`.agent` (the interface and the registry), :mod:`.book` (the role book as bots read it),
:mod:`.random_agent` and :mod:`.heuristic`.
"""

from __future__ import annotations

from .agent import BOT_KINDS, Act, Agent, Move, Say, is_legal, make_agent
from .book import (
    evil_teams,
    face_of,
    learns,
    note_roles,
    role_cards,
    role_teams,
    team_channels,
    team_of_role,
)
from .heuristic import HeuristicAgent, heed_team, offices_spread
from .random_agent import RandomAgent, random_move

__all__ = [
    "BOT_KINDS",
    "Act",
    "Agent",
    "HeuristicAgent",
    "Move",
    "RandomAgent",
    "Say",
    "evil_teams",
    "face_of",
    "heed_team",
    "is_legal",
    "learns",
    "make_agent",
    "note_roles",
    "offices_spread",
    "random_move",
    "role_cards",
    "role_teams",
    "team_channels",
    "team_of_role",
]

"""The Despot (role book: unaligned/miscellaneous/despot): wins by being elected; the next day has
no election.

No verb: the Despot is voted for in the ordinary election (R12). When the election's winner is a
Despot (the tag ``despot``), the office is not granted: the Despot ascends (a win, R34) and the
game goes on; the following day opens no election.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Engine
from ..engine.rules import Family, FamilyState, RoleDef
from ..engine.state import Player, Poll

DESPOT_TAG = "despot"


@dataclass
class DespotState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``skip_day``: despot.b2: the day (phase index) whose election is skipped (None: none)."""

    skip_day: int | None = None


def despot_elected(eng: Engine, winner: Player, poll: Poll) -> bool:
    """despot.b1 / despot.1 / despot.2: an elected Despot takes no office: they ascend, which is
    their win, and the game goes on; despot.b2: the next day's election is skipped."""
    if DESPOT_TAG not in eng.role_of(winner).tags:
        return False
    closed = [] if poll.closed_by is None else [poll.closed_by]
    # despot.1 / R44: the ascension takes the Despot out of the game, a winner, announced
    eng.ascend(winner, causes=closed, rule="despot.b1")
    # the election is decided at the end of a day: the next day is two phases on
    eng.ext(DespotState).skip_day = eng.state.phase + 2
    return True


def skip_election(eng: Engine) -> bool:
    """despot.b2: the day after a Despot's election has no election (announced)."""
    if FAMILY_NAME not in eng.state.ext or eng.ext(DespotState).skip_day != eng.state.phase:
        return False
    eng.announce("despot.no_election", rule="despot.b2")
    return True


FAMILY_NAME = "despot"

DESPOT = RoleDef(
    name="Despot",
    team="unaligned",
    category="Miscellaneous",
    tags=frozenset({DESPOT_TAG}),
    rules=("despot.b1", "despot.b2", "despot.1", "despot.2"),
    summary="Get yourself elected to win; the next day has no election.",
    description=(
        "Unaligned. If the Despot wins an election, they take no office: they ascend (a win) and "
        "the game goes on, and the following day has no election."
    ),
    book_group="Unaligned Miscellaneous",
)

MESSAGES: tuple[str, ...] = (
    "despot.no_election",
)

RULE_TEXT: dict[str, str] = {
    "despot.b1": "An elected Despot wins.",
    "despot.b2": "The day after, no election is held.",
    "despot.1": "The winning Despot ascends and stops playing.",
    "despot.2": "The game goes on after the Despot's win.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(DESPOT,),
    listeners=(("elected", despot_elected), ("election_skipped", skip_election)),
    state=DespotState,
    messages=MESSAGES,
    rulebook=RULE_TEXT,
)

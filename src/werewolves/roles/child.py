"""The Child (role book: townsfolk/miscellaneous/child): each death of a Child gives the next day
one more lynch poll.

No verb of its own: the Child is passive. The extra polls are the engine's further lynch polls
(``engine/polls.py``: ``open_extra_lynch``), voted in with ``vote2``, ``vote3`` … as the
opening announcement says; this family lists the votes beyond the second among its common
abilities, so they exist only in games a Child can be part of.

Everything this role needs is declared here and in its rows of the resolution table: the role,
the family's state (which days have extra lynches, and the deaths that gave them), its messages
and its rule text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.polls import EXTRA_VOTES, open_extra_lynch
from ..engine.rules import Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Child"
FAMILY_NAME = "child"
CHILD = "gives an extra lynch on death"  # the tag of roles whose death gives the next day a lynch


@dataclass
class ChildState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``days``: child.1 / child.2: each day phase (its index, as text) that holds extra lynch
    polls → the death events that gave them, one poll each, in order."""

    days: dict[str, list[int]] = field(default_factory=dict)


def _peek(eng: Engine) -> ChildState | None:
    """The family's state if anything was recorded yet (reading it never creates it)."""
    return eng.ext(ChildState) if FAMILY_NAME in eng.state.ext else None


def child_dies(eng: Engine, player: Player, ev: Event) -> None:
    """child.1 / child.2: the death of a player holding a Child role when they die."""
    # ruling RM126: it is the role held at death that counts, of any kind of death (R8)
    if CHILD not in eng.role_of(player).tags:
        return
    # child.1 / ruling RM127: "the next day" is the first day phase after the death's phase (a
    # Child lynched by day gives the day after; one dying at night gives the coming day)
    phase = eng.state.phase
    day = phase + 2 if phase % 2 == 0 else phase + 1
    # child.2: each death adds one poll, however many that day already has
    eng.ext(ChildState).days.setdefault(str(day), []).append(ev.id)


def open_extra_lynches(eng: Engine) -> None:
    """child.1 / child.2 / child.3: the day a Child's death gave opens one further lynch poll
    for each such death, after the day's own lynch poll and any the Mayor called (R13)."""
    state = _peek(eng)
    if state is None:
        return
    deaths = state.days.pop(str(eng.state.phase), None)
    for death in deaths or ():
        # child.3: each poll is counted and carried out on its own: the same player may win
        # several and is then lynched once for each (an Executioner's substitution used up by
        # the first, an Idiot's survival by the first)
        open_extra_lynch(eng, causes=[death], rule="child.1")


# child.1: a townsperson with no ability to use; its death gives the next day one more lynch
CHILD_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({CHILD}),
    rules=("child.b1", "child.1", "child.2", "child.3", "child.4"),
    summary="The day after you die, the town holds one more lynch.",
    description=(
        "A townsperson with no ability to use. Whenever a Child dies, the next day holds one "
        "extra lynch poll beside the usual one (two Child deaths, two extra polls), each "
        "counted and carried out on its own; the same player may be lynched by more than one, "
        "which matters for a player who survives a single lynch."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "child.b1": "The day after the Child's death holds two lynches, not one.",
    "child.1": "Each Child death adds one lynch poll to the following day.",
    "child.2": "Several Child deaths add several polls.",
    "child.3": "The same player may be lynched by more than one of the day's polls.",
    "child.4": "A host's example: lynching twice beats a single escape from a lynch.",
}

# R37: the Child's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(CHILD_ROLE,),
    # child.2: the votes of a day's third, fourth … lynch poll (the second's is every game's)
    common=EXTRA_VOTES,
    listeners=(
        # child.1: a Child's death is remembered for the next day
        ("death", child_dies),
        # child.1 / child.2: that day's extra polls open with it
        ("day_start", open_extra_lynches),
    ),
    rulebook=RULE_TEXT,
    state=ChildState,
    statuses=(),
)

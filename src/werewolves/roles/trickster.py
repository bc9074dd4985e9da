"""The Trickster (role book: townsfolk/miscellaneous/trickster): a townsperson whose vote on the
day's public polls counts minus one.

No verb: the Trickster votes as anyone (the lynch, the election); a vote-weight hook
(``engine/tally.py``, the ``vote_weight`` moment) turns its weight negative on the public polls
only, never on a group's private poll. The property is the role's tag, so the vote counts as
anyone's again once the role is lost (trickster.4), whatever rule took it: an Infecting Wolf's
infection turns a Trickster into the Trickster Wolf (that family's table keys the row by this
role's name, ``NAME``), which counts against on every poll instead.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.rules import Family, RoleDef
from ..engine.state import Player, Poll

NAME = "Trickster"
PUBLIC_AGAINST = "public votes count against"  # the tag of roles whose public vote counts -1
PRIVATE = "group"  # the kind of a group's private poll (every other poll is public)


def public_poll(poll: Poll) -> bool:
    """rule-ability-types-vote-manipulation: a public poll is the day's (a lynch, an election),
    as opposed to a group's private poll (the pack's attack)."""
    return poll.kind != PRIVATE


def trickster_public_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """trickster.b1 / trickster.1: on a public poll the Trickster's vote counts against its
    candidate: its weight turns negative (a plain vote is -1; a vote already emptied stays 0).
    trickster.2: the Mayor's extra vote follows the direction of the normal vote (R13), so a
    Trickster Mayor's vote counts -2. trickster.4: the tag goes with the role."""
    if PUBLIC_AGAINST in eng.role_of(voter).tags and public_poll(poll):
        return -weight
    return weight


# trickster.b1: a townsperson whose only difference is how their public vote counts
TRICKSTER = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({PUBLIC_AGAINST}),
    rules=tuple(f"trickster.{i}" for i in ("b1", 1, 2, 3, 4)),
    summary="A townsperson whose vote on the day's polls counts minus one.",
    description=(
        "Plays for the town and has no ability. On every public poll (the lynch, the "
        "election) your vote looks like anyone's but counts minus one (minus two as Mayor); "
        "the public board does not list a candidate at zero or fewer votes. Private polls are "
        "not affected. Once you lose the role, your vote counts as anyone's."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "trickster.b1": "The Trickster's vote counts minus one on every public poll.",
    "trickster.1": "The Trickster's public vote looks like one vote but is worth -1.",
    "trickster.2": "As Mayor, the Trickster's vote is worth -2.",
    "trickster.3": "A candidate at zero or fewer votes is not shown on the board.",
    "trickster.4": "Once the Trickster loses the role, the vote counts as anyone's.",
}

# R37: the Trickster's manifest; where its hook runs among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name="trickster",
    roles=(TRICKSTER,),
    listeners=(
        # trickster.1: the public vote counted against its candidate
        ("vote_weight", trickster_public_weight),
    ),
    rulebook=RULE_TEXT,
    statuses=(),
)

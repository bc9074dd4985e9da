"""The Trickster Wolf (role book: werewolves/miscellaneous/trickster wolf): a pack lycan whose
vote counts minus one on every poll, until it is the last of the pack and becomes a plain Wolf.

In the book the role is made, never dealt: an Infecting Wolf's infection turns a Trickster into
one (that family changes the player's role through the engine's one path, ``change_role``, and
lists this role among those it ``becomes``). Ruling RM25: a host may deal it directly too; it
works the same either way. It has no verb: its vote is weighed by a vote-weight hook
(``engine/tally.py``), the public board leaves out candidates at 0 or fewer shown votes, and one
listener turns it into a Wolf once it is alone in the pack.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.rules import Family
from ..engine.state import Player, Poll
from .base import WOLF, pack_members, pack_wolf

NAME = "Trickster Wolf"
AGAINST = "votes count against"  # the tag of roles whose vote counts minus one on every poll


def trickster_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """trickster-wolf.b1 / trickster-wolf.1: on every poll, public or private, the Trickster
    Wolf's vote counts against its candidate: its weight turns negative (a plain vote is -1; a
    vote already taken or emptied stays 0). trickster-wolf.2: the Mayor's extra vote follows
    the direction of the normal vote (R13), so a Trickster Mayor's vote counts -2."""
    if AGAINST in eng.role_of(voter).tags:
        return -weight
    return weight


def turn_when_alone(eng: Engine, _player: Player | None = None, ev: Event | None = None) -> None:
    """trickster-wolf.4: a Trickster Wolf left as the pack's only living member becomes a
    regular Wolf at once, and its votes count as anyone's again (checked when the game starts
    and whenever a player dies, changes role or changes team: the ways a pack loses members)."""
    members = pack_members(eng)
    if len(members) != 1 or AGAINST not in eng.role_of(members[0]).tags:
        return
    last = members[0]
    eng.change_role(
        last,
        WOLF.name,
        causes=[ev.id] if ev is not None else [],
        rule="trickster-wolf.4",
        msg="trickster.turned",
        role=WOLF.name,
    )


def turn_at_start(eng: Engine) -> None:
    """trickster-wolf.4: dealt alone in the pack (RM25), the Trickster Wolf is a Wolf at once."""
    turn_when_alone(eng)


# trickster-wolf.b1: a lycan in the pack (the book's werewolf-team members are lycans unless it
# says otherwise) whose own active ability is the pack's attack
TRICKSTER_WOLF = pack_wolf(
    NAME,
    category="Miscellaneous",
    tags=frozenset({AGAINST}),
    rules=tuple(f"trickster-wolf.{i}" for i in ("b1", 1, 2, 3, 4)),
    summary="A pack wolf whose vote counts minus one on every poll, until it is the last wolf.",
    description=(
        "A lycan in the wolfpack, usually made when an Infecting Wolf infects a Trickster. On "
        "every poll, the pack's and the day's, your vote counts minus one (minus two as Mayor); "
        "the public board does not list a candidate at zero or fewer votes. Once you are the "
        "last living member of the pack you become a regular Wolf and your votes count as "
        "anyone's."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "trickster.turned",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "trickster-wolf.b1": "The Trickster Wolf's vote counts minus one on every poll.",
    "trickster-wolf.1": "On public and private polls alike, its vote is worth -1.",
    "trickster-wolf.2": "As Mayor, its vote is worth -2.",
    "trickster-wolf.3": "A candidate at zero or fewer votes is not shown on the board.",
    "trickster-wolf.4": "Left the last of the pack, it becomes a regular Wolf and votes normally.",
}

# R37: the Trickster Wolf's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="trickster_wolf",
    roles=(TRICKSTER_WOLF,),
    listeners=(
        # trickster-wolf.1: the vote counted against its candidate
        ("vote_weight", trickster_weight),
        # trickster-wolf.4: alone in the pack, a Wolf
        ("game_start", turn_at_start),
        ("death", turn_when_alone),
        ("role_changed", turn_when_alone),
        ("team_changed", turn_when_alone),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    # trickster-wolf.4: it may become a plain Wolf
    becomes=(WOLF.name,),
    statuses=(),
)

"""A role file's voting power: the effect ``SetVotes`` (WWRF's ``Manipulate @X's public voting
power to N``) and the key ``votes``, a change of its holder's voting power made when the role is
dealt (WWRF's ``Starting: Manipulate @Self's hidden public voting power to `-1```).

Both put the engine's voting-power status on a player (``effects.VOTES_STATUS``); the custom
roles' ``vote_weight`` rule below reads it (R13: a modifier of what a vote counts), so the
tally's breakdown names it, and the board shows it unless a change is ``hidden`` (R40).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import tally
from ..engine.effects import VOTE_POLLS, VOTES_STATUS, SetVotes, voting_power

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.state import Player, Poll
    from .load import _Ctx

__all__ = ["VOTES_KEYS", "custom_voting_power", "schema", "votes_setup"]

VOTES_KEYS = {
    "to": "what the holder's vote counts from the start (-16 to 16)",
    "polls": "public (the lynch and elections) or private (a group's poll): public",
    "hidden": "yes: the board does not show the change (no)",
}


def custom_voting_power(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """R13: a player's changes of voting power (a role file's ``SetVotes`` or ``votes``), in the
    order they were made, change what their normal vote counts on the polls they name; the
    Mayor's extra vote (``vote_extra``) is added after."""
    if not voter.statuses:
        return weight
    return voting_power(voter, poll.kind, weight)[0]


def _words(eng: Engine, voter: Player | None, poll: Poll, before: int, after: int,
           ) -> tally.Words | None:
    """R40: the change, in the tally's breakdown; the board shows it unless it is hidden."""
    if voter is None:
        return None
    shown = voting_power(voter, poll.kind, before)[1]
    return tally.Words("a role's change of voting power", "R13", (voter.name,), public=shown)


# R40: the words of the custom roles' vote modifier, beside the book's (roles/rulebook.py)
tally.DESCRIBERS[tally.listener_key(custom_voting_power)] = _words


def votes_setup(ctx: _Ctx, data: dict[str, Any], rule: str,
                ) -> Callable[[Engine, Player], None] | None:
    """The file's ``votes`` as what is done when the role is dealt (None when it has none or a
    wrong one, each problem reported): the holder's voting power changed, as ``SetVotes``
    would (an event, then the status)."""
    from .load import _known_keys, _yes_no

    value = data.get("votes")
    if value is None:
        return None
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.votes_map", "votes")
        return None
    _known_keys(ctx, value, VOTES_KEYS, "'votes'")
    to = value.get("to")
    if not isinstance(to, int) or isinstance(to, bool) or not -16 <= to <= 16:
        ctx.tell(value, "roledata.votes_to", "to")
        return None
    polls = value.get("polls", "public")
    if polls not in VOTE_POLLS:
        ctx.tell(value, "roledata.one_of", "polls", name="'polls'", values=", ".join(VOTE_POLLS))
        return None
    hidden = _yes_no(ctx, value, "hidden", value.get("hidden"), False)
    change = SetVotes(votes=to, polls=polls, hidden=bool(hidden))

    def set_votes(eng: Engine, player: Player) -> None:
        ev = eng.emit("voting_power_set", targets=[player.name], rule=rule, data=change.data())
        eng.add_status(player, VOTES_STATUS, source=ev.id, data=change.data())

    return set_votes


def schema() -> dict[str, Any]:
    """The JSON Schema of the key ``votes``."""
    return {
        "type": "object", "additionalProperties": False, "required": ["to"],
        "properties": {
            "to": {"type": "integer", "minimum": -16, "maximum": 16,
                   "description": VOTES_KEYS["to"]},
            "polls": {"enum": list(VOTE_POLLS), "default": "public"},
            "hidden": {"type": "boolean", "default": False},
        },
    }

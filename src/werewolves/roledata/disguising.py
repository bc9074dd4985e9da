"""The import of WWRF's disguising (``werewolves role import``): ``Weakly Disguise @Selection
as @SecondarySelection (~NextNight)`` and ``Strongly …`` in a timed block of their own.

The guides' disguising gives its target a ``Disguise`` attribute: the role it shows, weak or
strong, for the duration written (``~Permanent`` by default). Ours is the vocabulary's
``DisguiseAs`` on an ability that ``picks: role`` (the role named after the player, any role a
player can be dealt, ruling RM48): the engine's ordinary disguise, read by investigations as
their disguise marks say. The durations it can keep: for good, until the end of the night
after a day ability's day (``~NextNight``), and until the end of the day after a night
ability's night (``~NextDay``, our "this phase and the next"). ``Disguise @Self as @Selection``
is the user's disguise as a role they name (``targets: user``, one pick). A disguise of a role
the page fixes is not translated (listed by the caller).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import wwrf

if TYPE_CHECKING:
    from .translate import _State

STRENGTHS = {"Weakly": "weak", "Strongly": "strong"}
# (the block's phase, the WWRF duration) → DisguiseAs.until
UNTIL = {
    ("day", "NextNight"): "night",
    ("night", "NextDay"): "next phase",
    ("day", None): "", ("night", None): "", ("any", None): "",
    ("day", "Permanent"): "", ("night", "Permanent"): "", ("any", "Permanent"): "",
    ("day", "Persistent"): "", ("night", "Persistent"): "", ("any", "Persistent"): "",
}
TELL = "You disguised {target} as the {role}."
TELL_SELF = "You are disguised as the {role}."


def disguise_block(state: _State, where: str, b: wwrf.Block, phase: str, timing: str,
                   params: wwrf.Params) -> bool:
    """A timed block whose one line disguises the player chosen as the role named beside them:
    an ability with ``picks: role`` and ``DisguiseAs``. False when it is no such block, or a
    disguise our effect cannot keep (the caller lists it)."""
    from . import translate as t

    if len(b.body) != 1 or not isinstance(b.body[0], wwrf.Do) or b.body[0].params:
        return False
    ab = b.body[0].ability
    if not isinstance(ab, wwrf.Disguising) or ab.subtype not in STRENGTHS:
        return False
    if t._is_selection(ab.target) and t._is_secondary_role(ab.role):
        # WWRF's @Selection: any living player, the user included
        targets: dict[str, Any] | str = {"count": 1, "self": True}
    elif t._is_selector(ab.target, "Self") and t._is_selection(ab.role):
        # `Disguise @Self as @Selection`: the user names the role they show
        targets = "user"
    else:
        return False
    # the guides' Disguising: a Disguise attribute of that strength, for the duration written
    until = UNTIL.get((phase, ab.duration))
    if until is None:
        return False
    out = t._timed_ability(state, where, b, params, phase, timing, targets=targets, picks="role")
    if out is None:
        return True
    fields: dict[str, Any] = {"strength": STRENGTHS[ab.subtype],
                              "tell": TELL_SELF if targets == "user" else TELL}
    if until:
        fields["until"] = until
    out["effect"] = {"DisguiseAs": fields}
    out["verb"] = t._verb(state, {"Disguise": None})
    state.abilities.append(out)
    return True

"""The Pack Tanner (role book: limited/pack tanner): a member of the wolfpack, not a lycan, who
each day weakly disguises one player as a role of their choosing for the night that follows.

Verb (scenario and terminal game): by day, at once, ``dress X ROLE`` (``dress Ann Citizen``),
once a day, oneself included, never the player dressed on the day before. The disguise is the
engine's ordinary one (``engine/appearance.py``), put on through the foxes' generic
:func:`wear_disguise`. Ruling RM383 (docs/rulings-made.md) settles what "twice in a row" means.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Pick
from ..engine.effects import NIGHT_END, DisguiseAs, Remember
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from .base import PACK_ATTACK, WOLFPACK
from .foxes import any_role

NAME = "Pack Tanner"
FAMILY_NAME = "pack_tanner"


@dataclass
class PackTannerState(FamilyState):
    """The family's own state (R37). ``last``: each Pack Tanner's latest day of dressing
    (``phase``) and the player dressed then (``player``)."""

    last: dict[str, dict[str, object]] = field(default_factory=dict)


def _peek(eng: Engine) -> PackTannerState | None:
    return eng.ext(PackTannerState) if FAMILY_NAME in eng.state.ext else None


def _not_twice_in_a_row(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """pack-tanner.2 / ruling RM383: the player dressed on the day before is not dressed again
    today (a day with no dressing in between lets them be dressed again)."""
    state = _peek(eng)
    last = state.last.get(actor.name) if state is not None else None
    if last is None or last["phase"] != eng.state.phase - 2:
        return None
    for t in targets:
        if t.name == last["player"]:
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.dressed", {"player": t.name}))
    return None


# pack-tanner.b1 / pack-tanner.2 / pack-tanner.3: each day one player (oneself too), at once; a
# visit to another player (R15), redirected and blocked as any ability (R16, R17)
DRESS = Ability(
    verb="dress",
    when="day",
    timing="immediate",
    # the player dressed today is kept (pack-tanner.2: refused tomorrow); pack-tanner.1 /
    # pack-tanner.3: a weak disguise, on at once; pack-tanner.4 / pack-tanner.5: it is the
    # target's until the end of the night after, whatever becomes of the Pack Tanner
    does=(
        Remember("last", in_=PackTannerState, value="phase and target"),
        DisguiseAs(strength="weak", until=NIGHT_END, event="disguise_worn", tell="ptanner.done",
                   rule="pack-tanner.1"),
    ),
    allow_self=True,
    check=_not_twice_in_a_row,
    options=any_role,
    picks=1,
    usage="dress PLAYER ROLE",
    fail_msg="ptanner.failed",
    rule="pack-tanner.b1",
    help="weakly disguise a player as any role until the end of the coming night",
    declaration=Declaration(effects=(Effect.DISGUISE,), picks=Pick.ROLE, aim=Aim.FOE),
)

# pack-tanner.6: in the wolfpack (its channel, its attack) but no lycan
PACK_TANNER = RoleDef(
    name=NAME,
    team="wolves",
    lycan=False,
    groups=(WOLFPACK,),
    attack_class="wolves",
    abilities=(PACK_ATTACK, DRESS),
    category="Power",
    rules=tuple(f"pack-tanner.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    summary=(
        "In the wolfpack but no lycan: each day, weakly disguise one player as any role until "
        "the night ends."
    ),
    description=(
        "A member of the wolfpack who is not a lycan: shares the pack's channel and votes in "
        "its attack. Each day, at once, may dress one player (oneself too) as any role: the "
        "player looks like that role to investigations that read weak disguises until the end "
        "of the coming night, even if the Pack Tanner dies. The player dressed yesterday cannot "
        "be dressed again today."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Power",
    limited=True,
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "ptanner.done",
    "ptanner.failed",
    "refuse.dressed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "pack-tanner.b1": "Each day the Pack Tanner may disguise one player as a role they choose.",
    "pack-tanner.1": "The disguise is weak, seen by weak-reading investigations that night.",
    "pack-tanner.2": "The Pack Tanner may disguise themself, not the same player two days running.",
    "pack-tanner.3": "The disguise takes effect at once.",
    "pack-tanner.4": "The disguise outlives the Pack Tanner for the night.",
    "pack-tanner.5": "The disguise comes off at the end of the night.",
    "pack-tanner.6": "The Pack Tanner is in the wolfpack but is no lycan.",
}

# R37: the Pack Tanner's manifest (no listener: its one row is its place in the family list)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(PACK_TANNER,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    state=PackTannerState,
    statuses=("disguise",),
)

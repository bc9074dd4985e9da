"""The Huntsman (role book: townsfolk/investigative/huntsman): each night, at once, learns whether
a player belongs to the wolfpack.

Verb (scenario and terminal game): Huntsman, at night, immediate: ``hunt X``.

Everything this role needs is declared here and in its one row of the family order: its role,
its ability and what it does (the declaration the bots and screens read), its messages and its
rule text. It adds no listener: a hunt is an ordinary investigation of a group's membership, so
visits, blocks and redirections (R15–R17) apply to it as to any ability, while it reads neither
the target's role nor any disguise of it.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning
from ..engine.effects import Examine
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from .base import WOLFPACK, in_pack, member_as_member

NAME = "Huntsman"


def in_the_pack(eng: Engine, player: Player) -> bool:
    """huntsman.1 / ruling RM120: whether ``player`` is in the wolfpack as a member: listed in
    the pack's group and still playing for the role that puts them there (R36). A wolf risen as
    an Undead, still listed but no longer a member, is not; nor is anyone outside the group,
    whatever role they hold or appear to hold."""
    return in_pack(eng, player) and member_as_member(eng, player, WOLFPACK)


# huntsman.b1 / huntsman.2: each night (once a night, R7), at once, on one other player;
# huntsman.3: redirections reach it (redirectable); obstructions do not (not obstructable)
HUNT = Ability(
    verb="hunt",
    when="night",
    timing="immediate",
    # huntsman.3: the group is read, never the role, so no disguise and no obstruction changes
    # the answer; huntsman.1: in the pack or not, never the role (``threat``: the flag a bot
    # reads from any investigation that tells a side)
    does=Examine(
        judge=in_the_pack, about=Learns.AURA, layer="group", param="threat", negative=False,
        tell="huntsman.in_pack", tell_else="huntsman.not_in_pack", rule="huntsman.1",
        rule_else="huntsman.1",
    ),
    redirectable=True,
    obstructable=False,
    fail_msg="huntsman.failed",
    rule="huntsman.b1",
    help="learn whether a player is part of the wolfpack (disguises cannot fool it)",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.AURA, aim=Aim.UNKNOWN
    ),
)

HUNTSMAN = RoleDef(
    name=NAME,
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(HUNT,),
    rules=("huntsman.b1", "huntsman.1", "huntsman.2", "huntsman.3"),
    summary="Each night, check a player to learn whether they are part of the wolfpack.",
    description=(
        "Each night, at once, checks a player and learns only whether they are a member of the "
        "wolfpack. It reads the pack itself, not the role, so no disguise and no obstruction "
        "changes the answer; a redirection still moves the check onto another player."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "huntsman.in_pack",
    "huntsman.not_in_pack",
    "huntsman.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "huntsman.b1": "Each night the Huntsman may check one player: in the wolfpack or not.",
    "huntsman.1": "The check tells pack membership only, never the player's role.",
    "huntsman.2": "The check takes effect at once.",
    "huntsman.3": (
        "Disguises and obstructions do not affect the check; redirections do."
    ),
}

# R37: the Huntsman's manifest; it adds no listener, so its one row is its place in the family
# order (roles/order.py)
FAMILY = Family(
    name="huntsman",
    roles=(HUNTSMAN,),
    messages=MESSAGES,
    # a found wolf is a threat to the town, as the Aura Teller's result is: the bots claim it
    meanings={"huntsman.in_pack": Meaning.THREAT_FOUND, "huntsman.not_in_pack": Meaning.NO_THREAT},
    rulebook=RULE_TEXT,
    statuses=(),
)

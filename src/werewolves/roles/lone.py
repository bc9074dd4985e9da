"""The lone werewolves (role book: werewolves/killing/lone wolf, werewolves/investigative/lone
warlock): werewolves outside the pack, unknown to it, who join it as plain Wolves once one of its
members dies.

Verbs (scenario and terminal game): Lone Wolf, at night, at the end of the night: ``hunt X``
(changeable until then; ``hunt nobody`` withdraws); Lone Warlock, at night, immediate:
``divine X`` (the Warlock's inspection, ``roles/warlock.py``).

Everything these roles need is declared here and in their row of the resolution table: the
roles, the Lone Wolf's attack and what it does (the declaration the bots and screens read), the
joining (a listener on every death: ``base.join_pack`` does the joining itself), the messages
and the rule text.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import RiskyAttack
from ..engine.events import Event
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from .base import (
    TOWNSFOLK,
    WOLFPACK,
    alignment_class,
    in_pack,
    is_wolfish,
    join_pack,
    member_as_member,
)
from .warlock import INSPECT

LONE_WOLF_NAME = "Lone Wolf"
LONE_WARLOCK_NAME = "Lone Warlock"
# the tag of roles that join the pack as Wolves when one of its members dies
LONE = "joins the pack when a member dies"


# lone-wolf.b1 / lone-wolf.3: each night, one other player; lone-wolf.8: at the end of the night
# (changeable until then, R3), an attack in the killing order of the werewolf roles (R8)
def _townsfolk(eng: Engine, player: Player) -> bool:
    """lone-wolf.4: a townsfolk-aligned player (``base.alignment_class``)."""
    return alignment_class(eng, player) == TOWNSFOLK


LONE_ATTACK = Ability(
    verb="hunt",
    when="night",
    timing="end",
    # lone-wolf.3 / lone-wolf.4 / lone-wolf.5 / lone-wolf.6: the target's alignment decides
    # (base.alignment_class): a townsperson is attacked (R8); a wolfish target kills the Lone
    # Wolf by a death that is no attack (ruling RM42); anyone else is spared, the Lone Wolf told
    # only that the attack failed (ruling RM43)
    does=RiskyAttack(
        rule="lone-wolf.4", hits=_townsfolk, backfires=is_wolfish,
        backfire="lone_wolf_turned_on", backfire_rule="lone-wolf.5",
        spared="lone_wolf_spared", spared_rule="lone-wolf.6",
    ),
    fail_msg="attack.failed",
    rule="lone-wolf.3",
    help=(
        "attack a player at the end of the night: a townsperson is attacked, a wolfish player "
        "kills you instead, anyone else is spared"
    ),
    # it may kill its user (a wolfish target): a screen asks first; a bot aims it as a kill
    declaration=Declaration(
        effects=(Effect.DEATH,),
        hurts_user=True,
        warning="If this player is wolfish (a werewolf, a lycan, in the pack), you die instead.",
        aim=Aim.KILL,
    ),
)


def pack_member_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """lone-wolf.b2 / lone-wolf.7 / lone-warlock.b2 / lone-warlock.4: once a member of the
    wolfpack dies, every living lone werewolf loses their role and joins the pack as a Wolf."""
    # ruling RM44: a member is one the pack's group lists who is in it by their role (R36: a
    # Wolf risen as an Undead is listed but no member); any kind of death counts
    if not in_pack(eng, victim) or not member_as_member(eng, victim, WOLFPACK):
        return
    for p in eng.state.players:
        if p.alive and LONE in eng.role_of(p).tags and not in_pack(eng, p):
            rule = "lone-wolf.7" if eng.role_of(p).lycan else "lone-warlock.4"
            join_pack(eng, p, causes=[ev.id], rule=rule)


# lone-wolf.1: on the werewolf team, alone: outside the pack's group (neither it nor the pack
# is told of the other); lone-wolf.2: a lycan all the same
LONE_WOLF = RoleDef(
    name=LONE_WOLF_NAME,
    team="wolves",
    lycan=True,
    category="Killing",
    attack_class="wolves",
    abilities=(LONE_ATTACK,),
    tags=frozenset({LONE}),
    rules=(
        "lone-wolf.b1",
        "lone-wolf.b2",
        "lone-wolf.1",
        "lone-wolf.2",
        "lone-wolf.3",
        "lone-wolf.4",
        "lone-wolf.5",
        "lone-wolf.6",
        "lone-wolf.7",
        "lone-wolf.8",
    ),
    summary=(
        "A lycan outside the pack: each night, attack a player; once a pack member dies, you "
        "join the pack as a Wolf."
    ),
    description=(
        "On the werewolf team and a lycan, but alone: the Lone Wolf and the pack do not know "
        "each other. Each night it picks a player, at the end of the night: a townsperson is "
        "attacked; a wolfish player (a werewolf, a lycan, a pack member) kills the Lone Wolf "
        "instead (a kill, not an attack); anyone else is spared. Once a member of the pack "
        "dies, the Lone Wolf loses this power and joins the pack as a plain Wolf."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Killing",
)

# lone-warlock.3: a Fortune Teller turned to the werewolves, lone as the Lone Wolf is;
# lone-warlock.7: no lycan, outside the pack's group (neither it nor the pack is told)
LONE_WARLOCK = RoleDef(
    name=LONE_WARLOCK_NAME,
    team="wolves",
    lycan=False,
    category="Investigative",
    attack_class="wolves",
    # lone-warlock.b1 / lone-warlock.1 / lone-warlock.5 / lone-warlock.6: the Warlock's
    # inspection: once a night, at once, fooled by disguises and obstructions, moved by
    # redirections
    abilities=(INSPECT,),
    tags=frozenset({LONE}),
    rules=(
        "lone-warlock.b1",
        "lone-warlock.b2",
        "lone-warlock.1",
        "lone-warlock.2",
        "lone-warlock.3",
        "lone-warlock.4",
        "lone-warlock.5",
        "lone-warlock.6",
        "lone-warlock.7",
    ),
    summary=(
        "A werewolf outside the pack: each night, inspect a player to learn their role; once a "
        "pack member dies, you join the pack as a Wolf."
    ),
    description=(
        "On the werewolf team, but no lycan and not in the wolfpack: the Lone Warlock and the "
        "pack do not know each other. Each night, at once, inspects a player and learns the "
        "role they appear to have (disguises, redirections, obstructions and blocks can fool, "
        "move or stop it). Once a member of the pack dies, the Lone Warlock loses this power "
        "and joins the pack as a plain Wolf."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Investigative",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "lone-wolf.b1": "Each night the Lone Wolf may attack one player.",
    "lone-wolf.b2": "The Lone Wolf joins the pack once its first member dies.",
    "lone-wolf.1": "The Lone Wolf is outside the pack: it and the pack do not know each other.",
    "lone-wolf.2": "The Lone Wolf is a lycan all the same.",
    "lone-wolf.3": "Each night the Lone Wolf picks one player.",
    "lone-wolf.4": "A townsfolk-aligned pick is attacked.",
    "lone-wolf.5": "A wolfish pick kills the Lone Wolf instead, by a death that is no attack.",
    "lone-wolf.6": "A pick that is neither is spared, and so is the Lone Wolf.",
    "lone-wolf.7": "Once a pack member dies, the Lone Wolf loses its power and joins the pack.",
    "lone-wolf.8": "The Lone Wolf's attack happens at the end of the night.",
    "lone-warlock.b1": "Each night the Lone Warlock may learn one player's role.",
    "lone-warlock.b2": "The Lone Warlock joins the pack once its first member dies.",
    "lone-warlock.1": "The Lone Warlock inspects one player a night.",
    "lone-warlock.2": "The inspection tells the role the player appears to have.",
    "lone-warlock.3": "The Lone Warlock is a Fortune Teller turned werewolf, alone as a Lone Wolf.",
    "lone-warlock.4": (
        "Once a pack member dies, the Lone Warlock loses its power and joins the pack."
    ),
    "lone-warlock.5": "The inspection takes effect at once.",
    "lone-warlock.6": "Disguises, redirections and obstructions affect the inspection.",
    "lone-warlock.7": "The Lone Warlock is no lycan and is not in the wolfpack.",
}

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "lone_wolf_turned_on",
    "lone_wolf_spared",
)

# R37: the lone werewolves' manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="lone",
    roles=(LONE_WOLF, LONE_WARLOCK),
    listeners=(
        # lone-wolf.7 / lone-warlock.4: a pack member's death brings the lone ones in
        ("death", pack_member_dies),
    ),
    # lone-wolf.7: a lone werewolf may become a Wolf (a role of the base game, always present)
    becomes=("Wolf",),
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    statuses=(),
)

"""The Priest (role book: townsfolk/killing/priest): a townsperson who, each night, may throw
holy water on a player: a lycan is attacked, a townsperson costs the Priest their life, anyone
else is spared and so is the Priest.

Verb (scenario and terminal game): Priest, at night, at the end of the night: ``sprinkle X``
(changeable until then; ``sprinkle nobody`` withdraws).

Everything this role needs is declared here and in its place in the family list
(``roles/order.py``): the role, its holy water and what it does (the declaration the bots and
screens read), its messages and its rule text. It adds no listener: the holy water is an
ability of the end-of-night batch, ordered with the townsfolk's attacks (R8).
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import RiskyAttack
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from .base import TOWN

NAME = "Priest"


def _is_lycan(eng: Engine, player: Player) -> bool:
    """priest.b2 / priest.1: a lycan (rule-wolves-lycans: a property of the role)."""
    return eng.role_of(player).lycan


def _townsfolk_aligned(eng: Engine, player: Player) -> bool:
    """priest.2: ruling RM142: a player who plays for the town now (a recruit of another team
    does not; a lycan was answered first)."""
    return eng.team_of(player) == TOWN.key


# priest.b1: each night (once a night, R7), one other player; priest.4: at the end of the night
# (changeable until then, R3), carried out with the townsfolk's attacks in killing order (R8);
# reaching the target is a visit (R15), a block stops it and a redirection moves it (R16, R17)
SPRINKLE = Ability(
    verb="sprinkle",
    when="night",
    timing="end",
    # priest.1 / priest.2 / priest.3: what the target truly is decides (no disguise hides it):
    # a lycan is attacked (R8: the defences may stop it); a townsperson kills the Priest by a
    # death that is no attack (ruling RM142, applied with the batch's deaths, R4; their own
    # holy water is its maker); anyone else is spared, the Priest told only of a failure (RM143)
    does=RiskyAttack(
        rule="priest.1", source=NAME, hits=_is_lycan,
        backfires=_townsfolk_aligned, backfire="holy_water_backfired", backfire_rule="priest.2",
        own_death=True, spared="holy_water_spared", spared_rule="priest.3",
    ),
    fail_msg="attack.failed",
    rule="priest.b1",
    help=(
        "throw holy water on a player at the end of the night: a lycan is attacked, a "
        "townsperson kills you instead, anyone else is spared"
    ),
    # it may kill its user (a townsfolk target): a screen asks first; a bot throws it at the
    # opponent it suspects most, and only on some suspicion
    declaration=Declaration(
        effects=(Effect.DEATH,),
        hurts_user=True,
        warning="If this player is aligned with the town, you die instead.",
        aim=Aim.FOE_IF_SUSPECTED,
    ),
)

PRIEST = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    # R8 / rule-ability-types-attacks-order: ordered with the townsfolk roles' attacks
    attack_class="town",
    abilities=(SPRINKLE,),
    rules=(
        "priest.b1",
        "priest.b2",
        "priest.b3",
        "priest.1",
        "priest.2",
        "priest.3",
        "priest.4",
    ),
    summary=(
        "Each night, throw holy water on a player: a lycan is attacked; a townsperson kills "
        "you instead."
    ),
    description=(
        "A townsperson who hunts werewolves with holy water. Each night the Priest may pick "
        "a player, carried out at the end of the night: a lycan (a true werewolf, not a fox or "
        "a Warlock) is attacked, and protections can stop it; a player aligned with the town "
        "kills the Priest instead (a kill, which protections against attacks do not stop); "
        "anyone else is spared, and so is the Priest, who is only told it failed. The Priest "
        "reads the true role: disguises do not fool the holy water. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "priest.b1": "Each night the Priest may throw holy water on one player.",
    "priest.b2": "A lycan so chosen is attacked.",
    "priest.b3": "Otherwise the Priest may die for it.",
    "priest.1": "A lycan hit by the holy water is attacked.",
    "priest.2": "A townsfolk-aligned target kills the Priest instead.",
    "priest.3": "A target neither lycan nor townsfolk is spared, and so is the Priest.",
    "priest.4": "The holy water acts at the end of the night.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "holy_water_backfired",
    "holy_water_spared",
)

# R37: the Priest's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="priest",
    roles=(PRIEST,),
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    statuses=(),
)

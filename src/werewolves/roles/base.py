"""The base game's roles: Citizen, Wolf (the wolfpack) and Fortune Teller, and their teams."""

from __future__ import annotations

from ..engine.appearance import BOTH
from ..engine.core import Act, Engine
from ..engine.rules import Ability, RoleDef, Ruleset, Team
from ..engine.state import Player

WOLFPACK = "wolfpack"

TOWN = Team("town", "Townsfolk", "every living player is townsfolk or unaligned")
WOLVES = Team("wolves", "Werewolves", "every living player is on the werewolf team or unaligned")


def in_pack(eng: Engine, player: Player) -> bool:
    g = eng.group(WOLFPACK)
    return g is not None and player.name in g.members


def _pack_attack(eng: Engine, act: Act) -> None:
    """R9: the executor chosen among the voters attacks the pack's target (and visits it)."""
    target = act.targets[0]
    if not eng.attack(act.actor, target, causes=[act.event.id], rule="R9", source=WOLFPACK):
        eng.tell_group(
            WOLFPACK, "attack.failed", rule="R8", causes=[act.event.id], target=target.name
        )


# R9: every living pack member may vote, at night, for the pack's attack; changeable until the
# night ends; the most-voted target is attacked by a seeded-random voter for it.
PACK_ATTACK = Ability(
    verb="attack",
    when="night",
    timing="end",
    kind="attack",
    resolve=_pack_attack,
    group=WOLFPACK,
    available=in_pack,
    fail_msg="attack.failed",
    rule="R9",
    help="vote for the player the pack attacks tonight (changeable until the night ends)",
)


def _investigate(eng: Engine, act: Act) -> None:
    """The Fortune Teller learns the role the target appears to have (disguises count)."""
    target = act.targets[0]
    # role book (Fortune Teller): affected by weak disguises and by obstructions (the Flute
    # enchantment may replace the result; the layer records which rule answered).
    role, layer = eng.investigate(act, target, BOTH)
    # the disguise or obstruction that answered (its event id ends the layer) explains the result
    extra = [int(layer.rsplit(":", 1)[1])] if layer != "role" else []
    eng.tell(
        act.actor,
        "ft.result",
        rule="FT",
        causes=[act.event.id, *extra],
        kind="investigation",
        data={"layer": layer},
        target=target.name,
        role=role,
    )


INVESTIGATE = Ability(
    verb="investigate",
    when="night",
    timing="immediate",
    kind="investigate",
    resolve=_investigate,
    fail_msg="ft.failed",
    obstructable=True,
    rule="FT",
    help="learn the role a player appears to have (disguises can fool you)",
)

CITIZEN = RoleDef(
    name="Citizen",
    team="town",
    category="Miscellaneous",
    attack_class="town",
    summary="You have no special ability: find the wolves and lynch them.",
    description="A plain townsperson. Wins with the town.",
)

WOLF = RoleDef(
    name="Wolf",
    team="wolves",
    aliases=("Werewolf",),
    lycan=True,
    groups=(WOLFPACK,),
    category="Killing",
    attack_class="wolves",
    abilities=(PACK_ATTACK,),
    rules=("R9",),
    summary="You are in the wolfpack: each night, vote with the pack on whom to attack.",
    description=(
        "A lycan and a member of the wolfpack. The pack shares a channel and each night votes "
        "on one player to attack; a random voter for the winning target carries it out."
    ),
)

FORTUNE_TELLER = RoleDef(
    name="Fortune Teller",
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(INVESTIGATE,),
    summary="Each night, investigate a player to learn their role as it appears.",
    description=(
        "Each night, at once, learns the role a player appears to have. Disguises, redirections "
        "and ability blocks can fool or stop the investigation."
    ),
)


def install(rules: Ruleset) -> None:
    rules.add_team(TOWN)
    rules.add_team(WOLVES)
    for role in (CITIZEN, WOLF, FORTUNE_TELLER):
        rules.add_role(role)

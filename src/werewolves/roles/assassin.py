"""The Assassin: a townsperson who may attack a player at night, three times in a game.

Verb (scenario and terminal game): Assassin, at night from Night 2, end of night:
``attack X`` — changeable or withdrawn (``attack nobody``) until the night ends.

The attack resolves in the end-of-night batch with the other attacks, in killing order (R8:
after group attacks, among the townsfolk roles by name). Reaching the target is a visit by the
Assassin (S0.17), so it spreads the plague and shows in a spying Ravenkeeper's report.
"""

from __future__ import annotations

from ..engine.declarations import Aim, Declaration, Mix
from ..engine.effects import Attack
from ..engine.rules import Ability, Family, RoleDef

NAME = "Assassin"
MAX_ATTACKS = 3  # role book: three attacks in a whole game
FIRST_NIGHT = 3  # role book: "after night 1", so from Night 2 (phase index 3)


# Role book (Assassin) assassin.b1: from Night 2 on, one attack a night; assassin.2: at the end of
# the night (R3: it can be changed until then); assassin.1: at most three in a game. S0.17 / R15:
# the attack is a visit.
ATTACK = Ability(
    verb="attack",
    when="night",
    timing="end",
    does=Attack(source=NAME),
    per_game=MAX_ATTACKS,
    from_phase=FIRST_NIGHT,
    fail_msg="attack.failed",
    rule="Assassin",
    # ruling RM445 (assassin.b1, assassin.1): three attacks a game, one a night, are spent on
    # the town's top suspect (a bot waiting for near-certainty never used them)
    declaration=Declaration(aim=Aim.FOE_IF_SUSPECTED),
)

ASSASSIN = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    # R8: the Assassin's attack is ordered with the townsfolk roles' attacks.
    attack_class="town",
    abilities=(ATTACK,),
    rules=("Assassin", "R8", "S0.17"),
    summary="From Night 2, you may attack a player at the end of a night; three times in all.",
    description=(
        "A townsperson with a limited supply of attacks. From the second night on, the Assassin "
        "may pick one player a night to attack when the night ends; the choice can be changed "
        "until then. Only three attacks can be made in the whole game, and an attack that is "
        "stopped (a protection, an ability block) still uses one up. Like every attack, it can "
        "be stopped by protections, and the Assassin is only told when it failed. Wins with the "
        "town."
    ),
    mix=Mix(from_players=15),
    book_group="Townsfolk Killing",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Assassin": (
        "The Assassin may attack one player at the end of a night from Night 2, three times in a "
        "game; a stopped attack still uses one."
    ),
}


# R37: the Assassin's manifest. The attack has no listener of its own: it resolves in the
# end-of-night batch in killing order (R8).
FAMILY = Family(
    rulebook=RULE_TEXT,name="assassin", roles=(ASSASSIN,), statuses=())

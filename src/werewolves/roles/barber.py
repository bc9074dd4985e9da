"""The Barber (role book: townsfolk/killing/barber): a townsperson who, once in the game, from
Day 2 on, may attack a player at once by day, openly or in secret.

Verb (scenario and terminal game): Barber, by day from Day 2, immediate: ``shave X hidden`` or
``shave X revealed`` (the manner after the player: a revealed Barber's name and role are
announced when the attack succeeds).

Everything this role needs is declared here and in its place in the family list
(``roles/order.py``): the role, its attack and what it does (the declaration the bots and
screens read; the manner as the ability's pick), its messages and its rule text. It adds no
listener: the attack goes through the engine's one path for deaths (R8) at once.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Meaning, Pick
from ..engine.effects import ShownAttack
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player

NAME = "Barber"
HIDDEN, REVEALED = "hidden", "revealed"  # barber.2: the two manners of the attack
FIRST_DAY = 4  # barber.1: after Day 1, so from Day 2 (phase index 4)


def manners(eng: Engine, actor: Player) -> tuple[str, ...]:
    """barber.2: whether the Barber is revealed by the attack."""
    return (HIDDEN, REVEALED)


# barber.b1 / barber.1: once in the game (per_game=1), by day, from Day 2, on another living
# player; barber.2: the manner is named after the player. Reaching the target is a visit (R15);
# a block stops it and a redirection moves it (R16, R17)
SHAVE = Ability(
    verb="shave",
    when="day",
    timing="immediate",
    does=ShownAttack(
        # barber.4: at once, through the one path for deaths (R8: defences may stop it)
        rule="barber.4", source=NAME,
        # barber.5: a failed attack reveals nothing; the Barber hears of a failure (R8)
        tell_rule="barber.5",
        # barber.3: revealed, a hit announces both the Barber's name and role
        shown=REVEALED, announce="barber.revealed", announce_rule="barber.3",
    ),
    per_game=1,
    from_phase=FIRST_DAY,
    options=manners,
    picks=1,
    fail_msg="attack.failed",
    rule="barber.1",
    usage="shave PLAYER hidden|revealed",
    help=(
        "once a game, by day from Day 2: attack a player at once, hidden or revealed (a "
        "revealed hit announces your name and role)"
    ),
    # a bot aims it at the opponent it suspects most, and only on some suspicion
    declaration=Declaration(
        effects=(Effect.DEATH,), aim=Aim.FOE_IF_SUSPECTED, picks=Pick.MANNER
    ),
)

BARBER = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    attack_class="town",
    abilities=(SHAVE,),
    rules=("barber.b1", "barber.1", "barber.2", "barber.3", "barber.4", "barber.5"),
    summary="Once a game, from Day 2, attack a player at once by day, hidden or revealed.",
    description=(
        "A townsperson with one attack, by day. From Day 2 on, once in the game, the Barber "
        "may attack another player at once (shave X hidden, or shave X revealed). Revealed, a "
        "successful attack announces the Barber's name and role to everyone; hidden, neither "
        "is told. A failed attack (a protection, an escape, a block) reveals nothing, and "
        "the Barber is only told it failed; it is spent all the same. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "barber.revealed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "barber.b1": "Once a game, by day, the Barber may attack one player at once.",
    "barber.1": "From Day 2 on, once, by day, the Barber may attack another player.",
    "barber.2": "The Barber chooses whether to be revealed.",
    "barber.3": "Revealed, the Barber's name and role are announced; hidden, neither is.",
    "barber.4": "The Barber's attack takes effect at once.",
    "barber.5": "A failed attack does not reveal the Barber.",
}

# R37: the Barber's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="barber",
    roles=(BARBER,),
    messages=MESSAGES,
    meanings={"barber.revealed": Meaning.ROLE_SHOWN},
    rulebook=RULE_TEXT,
    statuses=(),
)

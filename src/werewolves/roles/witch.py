"""The Witch (role book: townsfolk/killing/witch): a townsperson with two potions, each good for
one night of the game: a potion of life that shields up to three players and the Witch herself
from attacks for the night, and a potion of death that attacks one player when the night ends.

Verbs (scenario and terminal game): Witch, at night: ``brew A B C`` (the potion of life,
immediate: one to three other players) and ``hex X`` (the potion of death, at the end of the
night: changeable or withdrawn with ``hex nobody`` until then).

Everything this role needs is declared here and in its place in the family list
(``roles/order.py``): the role, its two potions and what each does (the declarations the bots
and screens read), its messages and its rule text. It adds no listener: the shield is the
engine's protection from attacks (``kernel.protected_defence``, an effect-based defence, R8),
and the poison is an attack in the end-of-night batch in the townsfolk's killing order (R8).
"""

from __future__ import annotations

from ..engine.declarations import Aim, Declaration
from ..engine.effects import Attack, Protect
from ..engine.rules import Ability, Family, RoleDef

NAME = "Witch"
PROTECTED = "protected"  # the engine's status of a player protected from attacks (R8)
SHIELD_SIZE = 3  # witch.5: the potion of life reaches three players besides the Witch


# witch.1 / witch.2: the potion of life is one of two abilities, each usable on a night of the
# Witch's choosing; witch.3: once in the game (per_game=1); witch.5: up to three other players
# (ruling RM140), at once; each chosen player is visited (the book's visits list), a block
# stops it and a redirection moves each vial (R16, R17)
BREW = Ability(
    verb="brew",
    when="night",
    timing="immediate",
    does=Protect(
        with_user=True, by="the Witch's potion of life", tell="witch.shielded", rule="witch.5"
    ),
    min_targets=1,
    max_targets=SHIELD_SIZE,
    per_game=1,
    fail_msg="witch.shield_failed",
    rule="witch.5",
    usage="brew PLAYER [PLAYER] [PLAYER]",
    declaration=Declaration(aim=Aim.GUARD),
)

# witch.1 / witch.2: the potion of death, the other ability; witch.3: once in the game, spent
# when the night's batch carries it out (a stopped attack still spends it, as the Assassin's);
# witch.6: one player, at the end of the night (changeable until then, R3), an attack in the
# townsfolk's killing order (R8) and a visit (S0.17)
POISON = Ability(
    verb="hex",
    when="night",
    timing="end",
    does=Attack(source=NAME),
    per_game=1,
    fail_msg="attack.failed",
    rule="witch.6",
    # a bot throws it at the opponent it suspects most, and only on some suspicion
    declaration=Declaration(aim=Aim.FOE_IF_SUSPECTED),
)

# witch.b1 / witch.b2 (repeated by witch.5 / witch.6): a townsperson of the book's killing roles;
# witch.4: the two potions are two abilities with no rule between them, so both may be used on
# the same night
WITCH = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    # R8: the poison is ordered with the townsfolk roles' attacks
    attack_class="town",
    abilities=(BREW, POISON),
    rules=(
        "witch.b1",
        "witch.b2",
        "witch.1",
        "witch.2",
        "witch.3",
        "witch.4",
        "witch.5",
        "witch.6",
    ),
    summary=(
        "Once a game, protect up to three players and yourself for a night; once a game, "
        "attack a player at the end of a night."
    ),
    description=(
        "A townsperson with two potions, each used once in the game, on any night, the same "
        "night or different ones. The potion of life (brew) protects up to three chosen "
        "players and the Witch herself from attacks from the moment it is drunk until the "
        "night ends; it does not stop kills or lynches. The potion of death (hex) attacks "
        "one player at the end of the night, in the townsfolk's killing order; protections "
        "can stop it, and the Witch is then only told it failed. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "witch.shielded",
    "witch.shield_failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "witch.b1": "Once a game, at night, the Witch may protect three players for the night.",
    "witch.b2": "Once a game, at night, the Witch may attack one player.",
    "witch.1": "The Witch has two potions: one of life and one of death.",
    "witch.2": "Each night the Witch chooses whether to use either potion.",
    "witch.3": "Each potion can be used only once in the game.",
    "witch.4": "Both potions may be used on the same night.",
    "witch.5": (
        "The potion of life protects the chosen players and the Witch from attacks for the "
        "night, at once."
    ),
    "witch.6": "The potion of death attacks one chosen player at the end of the night.",
}

# R37: the Witch's manifest; it adds no listener, so it has no row of its own in the resolution
# table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="witch",
    roles=(WITCH,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
)

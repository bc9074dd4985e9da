"""The Psychic Wolf (role book: werewolves/investigative/psychic wolf): a pack wolf who, each
night, at once, guesses a player's role and learns whether the guess is right.

Verb (scenario and terminal game): Psychic Wolf, at night, immediate: ``guess X ROLE`` (the
role's name after the player: ``guess Fay Fortune Teller``).

Everything this role needs is declared here: its role, its guess and what it does (the
declaration the bots and screens read; the roles it may name, as the ability's picks), its
messages and its rule text. It adds no listener: a guess is an ordinary investigation
(``Engine.investigate``, the Fortune Teller's path), so disguises, obstructions, visits, blocks
and redirections (R15–R17) apply to it as to any.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick
from ..engine.effects import Guess
from ..engine.rules import Ability, Family
from ..engine.state import Player
from .base import pack_wolf

NAME = "Psychic Wolf"


def guessable_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """psychic-wolf.b1: the roles a guess may name: every role a player can be dealt under these
    rules (no office), in the rules' order: never only the roles of this game, which would tell
    a hidden role list (ruling RM48)."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


# psychic-wolf.b1: each night (once a night, R7), one other player and one role;
# psychic-wolf.2: at once; psychic-wolf.1: redirections (the default) and obstructions reach it
GUESS = Ability(
    verb="guess",
    when="night",
    timing="immediate",
    # psychic-wolf.1: checked against the role the player appears to have: disguises count
    # (ruling RM40, as for the Fortune Teller); psychic-wolf.b1: a right guess is confirmed;
    # ruling RM48: a wrong one is told as not confirmed, and nothing more
    does=Guess(right="psychic.confirmed", wrong="psychic.unconfirmed"),
    redirectable=True,
    obstructable=True,
    options=guessable_roles,
    picks=1,
    fail_msg="psychic.failed",
    rule="psychic-wolf.b1",
    usage="guess PLAYER ROLE",
    help="guess a player's role: you learn whether the guess is right (disguises can fool you)",
    # a bot guesses at the opponent it most wants, never one of its own pack
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.FOE, picks=Pick.ROLE
    ),
)

# psychic-wolf.b1: a werewolf role the book puts in the pack (its card says nothing else): a
# lycan of the wolfpack, voting on its attack like any pack wolf
PSYCHIC_WOLF = pack_wolf(
    NAME,
    category="Investigative",
    abilities=(GUESS,),
    rules=("psychic-wolf.b1", "psychic-wolf.1", "psychic-wolf.2"),
    summary="A pack wolf who, each night, guesses a player's role and learns if it is right.",
    description=(
        "A lycan in the wolfpack. Each night, at once, names a player and a role (guess X "
        "ROLE): a right guess is confirmed; a wrong one is only not confirmed. The guess is "
        "checked against the role the player appears to have, so disguises, redirections, "
        "obstructions and ability blocks can fool, move or stop it."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "psychic.confirmed",
    "psychic.unconfirmed",
    "psychic.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "psychic-wolf.b1": (
        "Each night the Psychic Wolf may guess one player's role; a right guess is confirmed."
    ),
    "psychic-wolf.1": "Disguises, redirections and obstructions affect the guess.",
    "psychic-wolf.2": "The guess takes effect at once.",
}

# R37: the Psychic Wolf's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="psychic_wolf",
    roles=(PSYCHIC_WOLF,),
    messages=MESSAGES,
    meanings={"psychic.confirmed": Meaning.ROLE_LEARNED},
    rulebook=RULE_TEXT,
    statuses=(),
)

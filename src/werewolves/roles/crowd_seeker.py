"""The Crowd Seeker (role book: townsfolk/investigative/crowd seeker): each night, at once, makes
three guesses of players' roles together, and learns which of them are right.

Verb (scenario and terminal game): Crowd Seeker, at night, immediate: ``seek A B C ROLE ROLE
ROLE``: three players, then a role for each, in the same order (``seek Ann Bob Ann Wolf
Fortune Teller Citizen``: Ann Wolf, Bob Fortune Teller, Ann Citizen). A player may be named
more than once, with a different role each time.

Everything this role needs is declared here and in its place in the family list
(``roles/order.py``): the role, its seeking and what it does (the declaration the bots and
screens read; the roles it may name, as the ability's picks, paired with its players), its
messages and its rule text. It adds no listener: each guess is checked through the engine's one
investigation path (``Engine.investigate``), so disguises, obstructions, visits, blocks and
redirections (R15–R17) apply to it as to any.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick
from ..engine.effects import Guess
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player

NAME = "Crowd Seeker"
GUESSES = 3  # crowd-seeker.b1: three guesses a night


def guessable_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """crowd-seeker.1: the roles a guess may name: every role a player can be dealt under these
    rules (no office), never only this game's, which would tell a hidden role list (as the
    Psychic Wolf's, ruling RM48)."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


# crowd-seeker.1 / crowd-seeker.2: three players and a role for each, all named in one action
# (the picks paired with the players: a player named again takes another role; ruling RM144);
# crowd-seeker.b1: once a night, on other players (R7); crowd-seeker.5: at once;
# crowd-seeker.4: redirections (the default) and obstructions (obstructable) reach it
SEEK = Ability(
    verb="seek",
    when="night",
    timing="immediate",
    # crowd-seeker.b2 / crowd-seeker.3: each right guess is confirmed; ruling RM145: a wrong one
    # is told as not confirmed and nothing more; each player's appearance is read once, weak
    # disguises included (as the Fortune Teller reads them, ruling RM40)
    does=Guess(right="seeker.confirmed", wrong="seeker.unconfirmed", rule="crowd-seeker.3"),
    min_targets=GUESSES,
    max_targets=GUESSES,
    redirectable=True,
    obstructable=True,
    options=guessable_roles,
    picks=GUESSES,
    paired_picks=True,
    fail_msg="seeker.failed",
    rule="crowd-seeker.1",
    usage="seek PLAYER PLAYER PLAYER ROLE ROLE ROLE",
    help=(
        "guess three players' roles at once (a player may be named again with another role): "
        "each right guess is confirmed"
    ),
    # a bot guesses at the opponents it most wants to know about
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.FOES, picks=Pick.ROLE
    ),
)

CROWD_SEEKER = RoleDef(
    name=NAME,
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(SEEK,),
    rules=(
        "crowd-seeker.b1",
        "crowd-seeker.b2",
        "crowd-seeker.1",
        "crowd-seeker.2",
        "crowd-seeker.3",
        "crowd-seeker.4",
        "crowd-seeker.5",
    ),
    summary="Each night, guess three players' roles at once: each right guess is confirmed.",
    description=(
        "Each night, at once, names three players and a role for each (seek A B C ROLE ROLE "
        "ROLE); the same player may be named more than once with different roles. Each right "
        "guess is confirmed; a wrong one is only not confirmed. The guesses are checked "
        "against the role each player appears to have, so disguises (weak ones too), "
        "redirections, obstructions and ability blocks can fool, move or stop them. Wins with "
        "the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "seeker.confirmed",
    "seeker.unconfirmed",
    "seeker.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "crowd-seeker.b1": "Each night the Crowd Seeker may guess the roles of up to three players.",
    "crowd-seeker.b2": "Each right guess is confirmed.",
    "crowd-seeker.1": "The guesses name up to three different players, a role for each.",
    "crowd-seeker.2": "Several guesses may be on one player; all are made together.",
    "crowd-seeker.3": "Every right guess is confirmed.",
    "crowd-seeker.4": "Weak disguises, redirections and obstructions affect the guesses.",
    "crowd-seeker.5": "The seeking takes effect at once.",
}

# R37: the Crowd Seeker's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="crowd_seeker",
    roles=(CROWD_SEEKER,),
    messages=MESSAGES,
    meanings={"seeker.confirmed": Meaning.ROLE_LEARNED},
    rulebook=RULE_TEXT,
    statuses=(),
)

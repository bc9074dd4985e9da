"""The Aura Teller (role book: townsfolk/investigative/aura teller): each night, at once, learns
whether a player shows up as a threat.

Verb (scenario and terminal game): Aura Teller, at night, immediate: ``inspect X``.

Everything this role needs is declared here and in its rows of the resolution table: its role,
its ability and what the ability does (the declaration the bots and screens read), its messages
and its rule text. It adds no listener: an inspection is an ordinary investigation, so visits,
blocks and redirections (R15–R17) apply to it as to any ability.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Learns, Meaning
from ..engine.effects import Investigate
from ..engine.rules import Ability, Family, RoleDef

NAME = "Aura Teller"
KILLING = "Killing"  # the role book's category of killing roles


def classified_killing(eng: Engine, role_name: str) -> bool:
    """aura-teller.2: whether the role book classifies ``role_name`` as a killing role: the
    category its group names ("Townsfolk Killing", "Solo Killing - Plague Team"); a role with no
    book group falls back on the category the rules give it."""
    role = eng.rules.roles.get(role_name) or eng.rules.role(role_name)
    if role is None:
        return False
    if role.book_group:
        side_and_category = role.book_group.split(" - ", 1)[0].split()
        return side_and_category[-1] == KILLING
    return role.category == KILLING


def shows_as_threat(eng: Engine, role_name: str) -> bool:
    """aura-teller.2 / aura-teller.4: a lycan or a role classified as killing shows up as a
    threat; any other role does not, whatever it can do (a Chef's poison, a Guardian's office)."""
    role = eng.rules.roles.get(role_name) or eng.rules.role(role_name)
    # aura-teller.2: lycans, and roles the book classifies as killing roles
    return role is not None and (role.lycan or classified_killing(eng, role_name))


# aura-teller.b1 / aura-teller.3: each night (once a night, R7), at once, on one other player;
# aura-teller.5: redirections reach it (redirectable), obstructions do not (not obstructable)
INSPECT = Ability(
    verb="inspect",
    when="night",
    timing="immediate",
    # aura-teller.5: only strong disguises fool it (and no obstruction reaches it);
    # aura-teller.1: it learns threat or not, never the role itself
    does=Investigate(
        reads="strong", about=Learns.AURA, judge=shows_as_threat, param="threat",
        tell="aura.threat", rule="aura-teller.2",
        tell_else="aura.no_threat", rule_else="aura-teller.4",
    ),
    redirectable=True,
    obstructable=False,
    fail_msg="aura.failed",
    rule="aura-teller.b1",
    declaration=Declaration(
        learns=Learns.AURA, aim=Aim.UNKNOWN
    ),
)

AURA_TELLER = RoleDef(
    name=NAME,
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(INSPECT,),
    rules=(
        "aura-teller.b1",
        "aura-teller.1",
        "aura-teller.2",
        "aura-teller.3",
        "aura-teller.4",
        "aura-teller.5",
    ),
    summary="Each night, inspect a player to learn whether they show up as a threat.",
    description=(
        "Each night, at once, inspects a player and learns only whether they show up as a "
        "threat: lycans and roles the role book classifies as killing roles do; every other "
        "role does not, even one that can kill. Strong disguises and redirections can fool or "
        "move the inspection; weak disguises and obstructions cannot."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "aura.threat",
    "aura.no_threat",
    "aura.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "aura-teller.b1": "Each night the Aura Teller may inspect one player: a threat or not.",
    "aura-teller.1": "The inspection tells whether the player is a threat, never their role.",
    "aura-teller.2": "Lycans and the roles the book classifies as killing show up as threats.",
    "aura-teller.3": "The inspection takes effect at once.",
    "aura-teller.4": (
        "A role that can kill but is neither a lycan nor classified as killing is no threat."
    ),
    "aura-teller.5": (
        "Strong disguises and redirections affect the inspection; weak disguises and "
        "obstructions do not."
    ),
}

# R37: the Aura Teller's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="aura_teller",
    roles=(AURA_TELLER,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
    # what its messages tell the Aura Teller who reads them (for bots that
    # know no role)
    meanings={"aura.threat": Meaning.THREAT_FOUND, "aura.no_threat": Meaning.NO_THREAT},
)

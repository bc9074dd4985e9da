"""The Warlock (role book: werewolves/investigative/warlock): a werewolf outside the pack who,
each night, at once, learns the role a player appears to have.

Verb (scenario and terminal game): Warlock, at night, immediate: ``divine X``.

Everything this role needs is declared here: its role, its inspection and what it does (the
declaration the bots and screens read), its messages and its rule text. It adds no listener: an
inspection is an ordinary investigation (``Engine.investigate``, the Fortune Teller's path), so
disguises, obstructions, visits, blocks and redirections (R15–R17) apply to it as to any. The
Lone Warlock (``roles/lone.py``) inspects with the same ability.
"""

from __future__ import annotations

from ..engine.declarations import Aim, Declaration, Learns, Meaning
from ..engine.effects import Investigate
from ..engine.rules import Ability, Family, RoleDef

NAME = "Warlock"


# warlock.b1 / warlock.1: each night (once a night, R7), on one other player; warlock.3: at once;
# warlock.4: redirections (the default) and obstructions reach it
INSPECT = Ability(
    verb="divine",
    when="night",
    timing="immediate",
    does=Investigate(tell="warlock.result", rule="warlock.2"),
    redirectable=True,
    obstructable=True,
    fail_msg="warlock.failed",
    rule="warlock.b1",
    # a bot inspects the player it suspects most whose role it does not know yet: it does not
    # know the pack (warlock.5), so it may inspect a wolf as well as anyone
    declaration=Declaration(learns=Learns.ROLE, aim=Aim.UNKNOWN),
)

# warlock.5: on the werewolf team, but no lycan and outside the wolfpack (no group: neither it
# nor the pack is told of the other)
WARLOCK = RoleDef(
    name=NAME,
    team="wolves",
    lycan=False,
    category="Investigative",
    attack_class="wolves",
    abilities=(INSPECT,),
    rules=("warlock.b1", "warlock.1", "warlock.2", "warlock.3", "warlock.4", "warlock.5"),
    summary="A werewolf outside the pack: each night, inspect a player to learn their role.",
    description=(
        "On the werewolf team, but no lycan and not in the wolfpack: the Warlock and the pack "
        "do not know each other. Each night, at once, inspects a player and learns the role "
        "they appear to have. Disguises, redirections, obstructions and ability blocks can "
        "fool, move or stop the inspection. Wins with the werewolves."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "warlock.result",
    "warlock.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "warlock.b1": "Each night the Warlock may learn one player's role.",
    "warlock.1": "The Warlock inspects one player a night.",
    "warlock.2": "The inspection tells the role the player appears to have.",
    "warlock.3": "The inspection takes effect at once.",
    "warlock.4": "Disguises, redirections and obstructions affect the inspection.",
    "warlock.5": "The Warlock is no lycan and is not in the wolfpack.",
}

# R37: the Warlock's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="warlock",
    roles=(WARLOCK,),
    messages=MESSAGES,
    meanings={"warlock.result": Meaning.ROLE_LEARNED},
    rulebook=RULE_TEXT,
    statuses=(),
)

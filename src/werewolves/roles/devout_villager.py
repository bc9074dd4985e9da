"""The Devout Villager (role book: townsfolk/miscellaneous/devout villager): a townsperson with no
ability whose role can never change.

No verb, no listener: the role carries the engine's property ``FIXED_ROLE`` (a role tag,
``engine/changes.py``), and every role change goes through the engine's one refusal path
(``Engine.refuse_role_change``, asked by ``change_role`` and by every rule that does anything
before its role change: the pack's joining, a rising as an Undead). A rule that converts
players (an infection) needs no row for this role: it asks for the property, or simply calls
``change_role`` and finds the refusal.
"""

from __future__ import annotations

from ..engine.changes import FIXED_ROLE
from ..engine.rules import Family, RoleDef

NAME = "Devout Villager"

# devout-villager.b1 / devout-villager.1: a plain townsperson but for one property: every
# attempt to change the role fails (the engine refuses it, logged for the host)
DEVOUT_VILLAGER = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({FIXED_ROLE}),
    rules=("devout-villager.b1", "devout-villager.1", "devout-villager.2", "devout-villager.3"),
    summary="A townsperson with no ability, whose role can never change.",
    description=(
        "Plays for the town and has no ability. Every attempt to change the Devout Villager's "
        "role fails and changes nothing (an infection, a role passed on to them). A Vampire "
        "may still demonize them, but a demonized Devout Villager killed at night dies instead "
        "of rising as an Undead."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "devout-villager.b1": "The Devout Villager has no ability and can never change role.",
    "devout-villager.1": "Any ability that would change the Devout Villager's role fails.",
    "devout-villager.2": "An infection of the Devout Villager fails and changes nothing.",
    "devout-villager.3": (
        "A Devout Villager can be demonized, but killed so they die instead of rising."
    ),
}

# R37: the Devout Villager's manifest: a role and its words; the property is the engine's
FAMILY = Family(
    name="devout_villager",
    roles=(DEVOUT_VILLAGER,),
    rulebook=RULE_TEXT,
    statuses=(),
)

"""The Hellhound (role book: werewolves/group/hellhound): pack wolves with a second channel of
their own, disbanded the moment one of them betrays it.

No verb of its own: its one active ability is the pack's attack (R9). Its group's rules (how many
a setup deals, the disbanding on a betrayal) are the engine's for every declared group
(``engine/groups.py``); this module only declares them.
"""

from __future__ import annotations

from ..engine.rules import Family, GroupDef
from .base import pack_wolf

HELLHOUNDS = "hellhounds"  # the Hellhounds' group and channel

# hellhound.1 / hellhound.2: a lycan of the pack (the book's werewolf-team members are lycans
# unless it says otherwise) in the Hellhounds' group too, whose members know one another from
# the deal (the engine tells each group its members) and may tell the pack or not
HELLHOUND = pack_wolf(
    "Hellhound",
    groups=(HELLHOUNDS,),
    category="Group",
    rules=("hellhound.b1", "hellhound.b2", "hellhound.1", "hellhound.2", "hellhound.4", "R9"),
    summary="A pack wolf who also shares a secret channel with the other Hellhounds.",
    description=(
        "A lycan in the wolfpack and a member of the Hellhounds' group: every Hellhound knows "
        "the others from the start and shares their channel (whether to tell the rest of the "
        "pack is theirs to decide). The moment a Hellhound changes role or team, the group is "
        "disbanded and its channel closes for all of them. Dealt two or more at a time."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Group",
)

GROUPS = (
    # hellhound.b1: more than one Hellhound, once there is one; hellhound.4: a member's change
    # of role or team disbands the group at once
    GroupDef(
        HELLHOUNDS,
        team="wolves",
        at_least=2,
        betrayal="disbanded",
        rule="hellhound.4",
    ),
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "hellhound.b1": "A game with a Hellhound has at least two of them.",
    "hellhound.b2": "The Hellhounds share a secret channel.",
    "hellhound.1": "The Hellhounds are pack wolves grouped as the Bakers are.",
    "hellhound.2": "The Hellhounds know one another from the start and may use it as they like.",
    "hellhound.3": "Whether to tell the rest of the pack is the Hellhounds' own choice.",
    "hellhound.4": "A Hellhound's change of role or team disbands the group at once.",
}

# R37: the Hellhound's manifest: a role and its group, no listener
FAMILY = Family(
    name="hellhound",
    roles=(HELLHOUND,),
    groups=GROUPS,
    rulebook=RULE_TEXT,
)

"""The Bakers and the Butchers (role book: townsfolk/group/baker, townsfolk/group/butcher) and the
Bloody Butcher (werewolves/group/bloody butcher): townsfolk groups with a channel of their own.

None of them has a verb: what they have is a group (its channel bears the group's name), joined
when the role is dealt, whose members are told who the others are (the engine's deal, R9), and
the group's rules the engine keeps for every declared group (``engine/groups.py``): how many a
setup must deal, who may be of another team, what a betrayal does. What an Infecting Wolf's
infection does to a Baker or a Butcher is a row of its table (``roles/infecting_wolf.py``).
"""

from __future__ import annotations

from ..engine.rules import Family, GroupDef, RoleDef
from .base import pack_wolf

BAKERS = "bakers"  # the Bakers' group and channel
BUTCHERS = "butchers"  # the Butchers' group and channel (the Bloody Butcher's second one)

# baker.1 / baker.3: a townsfolk role whose holders share the Bakers' group and channel, and
# know every other holder from the deal (the engine tells each group its members)
BAKER = RoleDef(
    name="Baker",
    team="town",
    category="Group",
    attack_class="town",
    groups=(BAKERS,),
    rules=("baker.b1", "baker.1", "baker.2", "baker.3", "baker.4", "baker.6", "baker.7"),
    summary="You share a secret channel with the other Bakers; you all play for the town.",
    description=(
        "A townsperson in the Bakers' group: every Baker knows the others from the start and "
        "shares their channel, and all of them play for the town. A Baker who loses the role "
        "keeps the channel, so a former Baker may betray the group. An Infecting Wolf's "
        "infection makes a Baker a Bloody Butcher, and every other Baker a Butcher. "
        "Dealt two or more at a time."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Group",
)

# butcher.2: a townsfolk role whose holders share the Butchers' group and channel
BUTCHER = RoleDef(
    name="Butcher",
    team="town",
    category="Group",
    attack_class="town",
    groups=(BUTCHERS,),
    rules=("butcher.b1", "butcher.1", "butcher.2", "butcher.3", "butcher.4"),
    summary="You share a secret channel with the other Butchers; exactly one of them is a wolf.",
    description=(
        "A townsperson in the Butchers' group: every Butcher knows the others from the start and "
        "shares their channel, but exactly one member of the group is the Bloody Butcher, a "
        "wolf. An Infecting Wolf's infection makes a Butcher a Bloody Butcher. Dealt two or "
        "more at a time, with exactly one Bloody Butcher."
    ),
    mix=None,
    book_group="Townsfolk Group",
)

# bloody-butcher.1 / bloody-butcher.b2: a lycan of the pack (the book's werewolf-team members are
# lycans unless it says otherwise) who is in the Butchers' group and channel too
BLOODY_BUTCHER = pack_wolf(
    "Bloody Butcher",
    groups=(BUTCHERS,),
    category="Group",
    rules=("bloody-butcher.b1", "bloody-butcher.b2", "bloody-butcher.1", "R9"),
    summary="A pack wolf hidden among the Butchers: you are in both channels.",
    description=(
        "A lycan in the wolfpack who is also a member of the Butchers' group: the spy among "
        "them, in both the pack's channel and the Butchers'. Votes with the pack at night. "
        "Dealt with two Butchers or more."
    ),
    mix=None,
    book_group="Werewolf Group",
)


GROUPS = (
    # baker.b1: more than one Baker, once there is one; baker.2: all of them play for the town,
    # and are told they can trust each other
    GroupDef(BAKERS, team="town", at_least=2, trusted=True, rule="baker.2"),
    # butcher.1 / butcher.3 (ruling RM80): more than one Butcher and exactly one Bloody Butcher
    # (the one member of another team than the town): at least three members in all
    GroupDef(BUTCHERS, team="town", at_least=3, others=1, rule="butcher.3"),
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "baker.b1": "A game with a Baker has at least two of them.",
    "baker.b2": "The Bakers share a secret channel.",
    "baker.1": "The Bakers are townsfolk who know, from the start, every player dealt the role.",
    "baker.2": "The Bakers all play for the town and are told they can trust one another.",
    "baker.3": "The Bakers share a private channel to talk in.",
    "baker.4": "A Baker who loses the role keeps the Bakers' channel.",
    "baker.5": "So a former Baker may betray the group.",
    "baker.6": "An infected Baker becomes a Bloody Butcher, not a Wolf.",
    "baker.7": "Then every other Baker becomes a Butcher and is told so.",
    "butcher.b1": "The Butchers are a Baker-like group of which exactly one member is a wolf.",
    "butcher.1": "A game with a Butcher has more than one Butcher.",
    "butcher.2": "The Butchers share a secret channel.",
    "butcher.3": "Exactly one member of the Butchers' group is the Bloody Butcher, a wolf.",
    "butcher.4": "An infected Butcher becomes a Bloody Butcher, not a Wolf.",
    "bloody-butcher.b1": "The Bloody Butcher is the wolves' spy among the Butchers.",
    "bloody-butcher.b2": "The Bloody Butcher is in the pack's channel and the Butchers'.",
    "bloody-butcher.1": "The Bloody Butcher is a pack wolf who is a member of the Butchers' group.",
    "bloody-butcher.2": "The Bloody Butcher betrays the Butchers to gather information.",
}

# R37: the manifest of the Bakers' and the Butchers' family: roles and groups, no listener
FAMILY = Family(
    name="butchers",
    roles=(BAKER, BUTCHER, BLOODY_BUTCHER),
    groups=GROUPS,
    rulebook=RULE_TEXT,
)

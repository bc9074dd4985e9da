"""The Tracking Wolf (role book: werewolves/investigative/tracking wolf): a pack wolf who, each
night, at once, learns how much of a threat a player is to the pack.

Verb (scenario and terminal game): Tracking Wolf, at night, immediate: ``track X``.

Everything this role needs is declared here: its role, its ability and what the ability does
(the declaration the bots and screens read), its messages and its rule text. It adds no
listener: a track is an ordinary investigation, so visits, blocks and redirections (R15–R17)
apply to it as to any ability.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Learns, Meaning
from ..engine.effects import Investigate
from ..engine.rules import Ability, Family
from .base import pack_wolf

NAME = "Tracking Wolf"

# the threat levels, from the greatest down (the words the Tracking Wolf is told)
MAJOR, SIGNIFICANT, SLIGHT, NONE = "major", "significant", "slight", "none"

# the side of a role as the book heads its card; a role with no book heading falls back on its team
_SIDE_OF_TEAM = {"town": "Townsfolk", "wolves": "Werewolf", "unaligned": "Unaligned"}


def side_and_category(eng: Engine, role_name: str) -> tuple[str, str]:
    """The book's side ("Townsfolk", "Werewolf", "Solo", "Unaligned", "Extra") and category
    ("Investigative", "Killing" …) of ``role_name``, from its book group ("Solo Killing - Plague
    Team"); a role with no book group falls back on its team and the category the rules give it."""
    role = eng.rules.roles.get(role_name) or eng.rules.role(role_name)
    if role is None:
        return "", ""
    if role.book_group:
        words = role.book_group.split(" - ", 1)[0].split()
        return words[0], words[-1]
    return _SIDE_OF_TEAM.get(role.team, "Solo"), role.category


def threat_level(eng: Engine, role_name: str) -> str:
    """tracking-wolf.3 / tracking-wolf.4 / tracking-wolf.5: how much of a threat to the pack a
    player holding ``role_name`` is, read from the role's book side and category."""
    side, category = side_and_category(eng, role_name)
    # tracking-wolf.3: for the town's and the solo teams' roles, the category decides
    if side in ("Townsfolk", "Solo"):
        if category in ("Investigative", "Killing"):
            return MAJOR
        if category in ("Power", "Recruitment", "Group"):
            return SIGNIFICANT
        if category == "Miscellaneous":
            return SLIGHT
        return NONE
    # tracking-wolf.4: the pack's own killing roles are a slight threat
    if side == "Werewolf" and category == "Killing":
        return SLIGHT
    # tracking-wolf.5: any other werewolf role, and every unaligned role, is no threat
    return NONE


# tracking-wolf.b1 / tracking-wolf.1: each night (once a night, R7), on one other player;
# tracking-wolf.6: at once; tracking-wolf.7: redirections reach it, obstructions do not
TRACK = Ability(
    verb="track",
    when="night",
    timing="immediate",
    # tracking-wolf.7: only strong disguises change what it reads (and no obstruction reaches
    # it); tracking-wolf.2: the wolf is told the level alone, never the role or its category
    does=Investigate(
        reads="strong", about=Learns.THREAT, judge=threat_level, param="level", negative=NONE,
        tell="track.threat", rule="tracking-wolf.3",
        tell_else="track.none", rule_else="tracking-wolf.5",
    ),
    redirectable=True,
    obstructable=False,
    fail_msg="track.failed",
    rule="tracking-wolf.b1",
    # a bot tracks the opponent it most wants: never one of its own pack
    declaration=Declaration(learns=Learns.THREAT, aim=Aim.FOE),
)

TRACKING_WOLF = pack_wolf(
    NAME,
    category="Investigative",
    abilities=(TRACK,),
    rules=(
        "tracking-wolf.b1",
        "tracking-wolf.1",
        "tracking-wolf.2",
        "tracking-wolf.3",
        "tracking-wolf.4",
        "tracking-wolf.5",
        "tracking-wolf.6",
        "tracking-wolf.7",
    ),
    summary="A pack wolf who, each night, tracks a player to learn how much of a threat they are.",
    description=(
        "A lycan in the wolfpack. Each night, at once, tracks a player and learns only how much "
        "of a threat they are to the pack, from their role's category: the town's and the solo "
        "teams' investigative and killing roles are a major threat; their power, recruitment "
        "and group roles a significant one; their miscellaneous roles a slight one; the pack's "
        "own killing roles a slight one; other werewolf roles and unaligned roles none. Strong "
        "disguises and redirections can fool or move the track; weak disguises and obstructions "
        "cannot."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "track.threat",
    "track.none",
    "track.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "tracking-wolf.b1": "Each night the Tracking Wolf may track one player's threat to the pack.",
    "tracking-wolf.1": "The track reads the category of the player's role to rate the threat.",
    "tracking-wolf.2": "The wolf learns the threat level only, never the role or its category.",
    "tracking-wolf.3": (
        "Town and solo roles: investigative and killing are major, power, recruitment and group "
        "significant, miscellaneous slight."
    ),
    "tracking-wolf.4": "The pack's own killing roles are a slight threat.",
    "tracking-wolf.5": "Every other werewolf role, and every unaligned role, is no threat.",
    "tracking-wolf.6": "The track takes effect at once.",
    "tracking-wolf.7": (
        "Strong disguises and redirections affect the track; weak disguises and obstructions "
        "do not."
    ),
}

# R37: the Tracking Wolf's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="tracking_wolf",
    roles=(TRACKING_WOLF,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
    # what its messages tell the wolf who reads them (for bots that know no
    # role); the levels are words of the declarations' THREAT_SCALE
    meanings={"track.threat": Meaning.THREAT_FOUND, "track.none": Meaning.NO_THREAT},
)

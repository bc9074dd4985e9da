"""The Innkeeper (role book: townsfolk/power/innkeeper): each night, at once, names a role and
learns how many living players hold it.

Verb (scenario and terminal game): Innkeeper, at night, immediate: ``census ROLE`` (any role the
rules know: ``census Wolf``, ``census Fortune Teller``).

Everything this role needs is declared here: its role, its ability and what the ability does
(the declaration the bots and screens read; the roles it may name, as the ability's picks), its
messages and its rule text. It adds no listener: the count reads each living player's
appearance through the engine's one function over disguises (``Engine.appearance``), strong
disguises only.
"""

from __future__ import annotations

from ..engine.appearance import STRONG, holders
from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Learns, Meaning, Pick
from ..engine.effects import Learn
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player

NAME = "Innkeeper"


def countable_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """innkeeper.4: any role, in the game or not: every role a player can be dealt under these
    rules (no office), in the rules' order, so the options never tell a hidden role list
    (ruling RM163)."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def living_with(eng: Engine, role: str) -> tuple[list[Player], list[int]]:
    """innkeeper.b1 / innkeeper.2 / innkeeper.5: the living players who appear, to an eye that
    reads strong disguises only, to hold ``role``; and the disguises that answered (their
    events), for the explanation (the engine's one count over appearances)."""
    return holders(eng.living(), role, STRONG)


def _count(eng: Engine, act: Act) -> None:
    """innkeeper.b1 / innkeeper.1 / innkeeper.2 / innkeeper.3: the count, told at once."""
    role = act.picks[0] if act.picks else ""
    holders, layers = living_with(eng, role)
    n = len(holders)
    # innkeeper.2: the number of living players with the role; the role as the rules spell it
    eng.tell(
        act.actor,
        "innkeeper.some" if n else "innkeeper.none",
        rule="innkeeper.2",
        causes=[act.event.id, *layers],
        kind="investigation",
        data={"holders": [p.name for p in holders]},
        role=role,
        roles=[role] if n else [],
        count=n,
    )


# innkeeper.b1 / innkeeper.1 / innkeeper.3: each night (once a night, R7), at once, one role and
# no player: nothing to visit or redirect (ruling RM163); an ability block stops it (R17)
COUNT = Ability(
    verb="census",
    when="night",
    timing="immediate",
    does=Learn(),
    resolve=_count,
    min_targets=0,
    max_targets=0,
    visits=False,
    redirectable=False,
    options=countable_roles,
    picks=1,
    fail_msg="innkeeper.failed",
    rule="innkeeper.b1",
    usage="census ROLE",
    help="learn how many living players hold a role (strong disguises can fool you)",
    # a bot names a role (the picks) and learns how many hold it
    declaration=Declaration(learns=Learns.COUNT, aim=Aim.UNKNOWN, picks=Pick.ROLE),
)

INNKEEPER = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(COUNT,),
    rules=tuple(f"innkeeper.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
    summary="Each night, name a role and learn how many living players hold it.",
    description=(
        "Each night, at once, names any role (in the game or not) and learns how many living "
        "players hold it. A strong disguise counts as the role it shows; weak disguises and "
        "obstructions change nothing. The count reaches no player, so nothing redirects it; "
        "an ability block makes it fail."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "innkeeper.some",
    "innkeeper.none",
    "innkeeper.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "innkeeper.b1": "Each night the Innkeeper may learn how many living players hold a role.",
    "innkeeper.1": "Each night the Innkeeper asks about one role.",
    "innkeeper.2": "The answer is how many living players hold that role.",
    "innkeeper.3": "The count takes effect at once.",
    "innkeeper.4": "Any role may be named, in the game or not.",
    "innkeeper.5": "Strong disguises change the count; weak ones do not.",
}

# R37: the Innkeeper's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name="innkeeper",
    roles=(INNKEEPER,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    # what its messages tell the Innkeeper who reads them (for bots that know no role): a
    # count above nought says the role is in the game
    meanings={"innkeeper.some": Meaning.ROLES_PRESENT},
    statuses=(),
)

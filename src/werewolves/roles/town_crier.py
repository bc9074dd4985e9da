"""The Town Crier (role book: townsfolk/miscellaneous/town crier): at the start of the game, learns
the true role of one other townsperson, chosen at random.

No verb: the knowledge is a starting ability (R1: starting abilities run before Day 0), like
the Knowledgeable Wolf's.

Everything this role needs is declared here: the role, its starting ability, its messages (and
what the message tells a bot that knows no role) and its rule text. It adds no listener.
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Meaning
from ..engine.rules import Family, RoleDef
from ..engine.state import Player
from .base import TOWN

NAME = "Town Crier"


def _told_a_townsperson(eng: Engine, crier: Player) -> None:
    """town-crier.b1 / town-crier.1 / town-crier.2 / town-crier.3: the start-of-game news."""
    # town-crier.1 / ruling RM128: any other player on the Townsfolk team as the game starts
    # (their side, not a disguise), drawn from the game's seed (R6)
    others = [p.name for p in eng.state.players if p is not crier and eng.team_of(p) == TOWN.key]
    if not others:
        eng.tell(crier, "crier.nobody", rule="town-crier.1")
        return
    chosen = eng.player(eng.draw("the Town Crier's townsperson", others))
    # town-crier.3: the true role: no disguise or other effect is read
    # town-crier.2: only the Town Crier is told; the chosen player learns nothing
    eng.tell(
        crier,
        "crier.learned",
        rule="town-crier.1",
        kind="investigation",
        data={"layer": "role"},
        player=chosen.name,
        role=chosen.role,
    )


# town-crier.1: a townsperson whose one ability is what they know at the start
TOWN_CRIER = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    setup=_told_a_townsperson,
    rules=("town-crier.b1", "town-crier.1", "town-crier.2", "town-crier.3"),
    summary="At the start of the game you learn the role of one other townsperson.",
    description=(
        "A townsperson who starts the game knowing one other member of the Townsfolk team, "
        "chosen at random, and their true role (no disguise or other power can change what "
        "the Town Crier is told). The player named is not told that the Town Crier knows."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "crier.learned",
    "crier.nobody",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "town-crier.b1": "The Town Crier starts the game knowing another townsperson's role.",
    "town-crier.1": (
        "At the start the Town Crier learns who one random other townsperson is and their role."
    ),
    "town-crier.2": "The townsperson named is not told.",
    "town-crier.3": "The role told is the true one: no power can change it.",
}

# R37: the Town Crier's manifest; it adds no listener, so its one row is its place in the
# family order (roles/order.py)
FAMILY = Family(
    name="town_crier",
    roles=(TOWN_CRIER,),
    # what its message tells its reader (for bots that know no role)
    meanings={"crier.learned": Meaning.ROLE_LEARNED},
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(),
)

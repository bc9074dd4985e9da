"""The Oracle (role book: townsfolk/investigative/oracle): each night, at once, learns whether two
players have the same current alignment; no player may be chosen twice in a game.

Verb (scenario and terminal game): Oracle, at night, immediate: ``compare X Y`` (X or Y may be
the Oracle).

Everything this role needs is declared here and in its row of the family order: its role, its
ability and what it does (the declaration the bots and screens read), the family's state (whom
each Oracle has chosen), its messages and its rule text. It adds no listener: a comparison is an
ordinary two-target investigation, so visits, blocks and redirections (R15–R17) apply to it,
while it reads the players' sides, never a role or a disguise.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning
from ..engine.effects import Learn
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Oracle"
FAMILY_NAME = "oracle"


@dataclass
class OracleState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``chosen``: oracle.b2 / oracle.3: each Oracle (by name) → the players they have chosen so
    far, in order (never to be chosen again by them)."""

    chosen: dict[str, list[str]] = field(default_factory=dict)


def _peek(eng: Engine) -> OracleState | None:
    """The family's state if anything was recorded yet; reading it never creates it, so that a
    question (an offered action, a refusal) changes nothing in the game."""
    return eng.ext(OracleState) if FAMILY_NAME in eng.state.ext else None


def alignment(eng: Engine, player: Player) -> str:
    """oracle.2 / oracle.6: a player's current alignment: the side they play for now (a team
    change counts, R36), which may differ from the side their role started on."""
    return eng.team_of(player)


def same_alignment(eng: Engine, a: Player, b: Player) -> bool:
    """oracle.5: two players share an alignment when they play for the same side now. Every
    still-unaligned player shares "unaligned" with every other; two solo teams are two sides
    (the Plague and the Flute teams are opposed, two Flute Players are not)."""
    return alignment(eng, a) == alignment(eng, b)


def _check_compare(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """oracle.b2 / oracle.3: a player this Oracle chose before (what the Oracle knows: its own
    choices) is refused, in either position."""
    state = _peek(eng)
    if state is None:
        return None
    before = state.chosen.get(actor.name)
    if not before:
        return None
    for t in targets:
        if t.name in before:
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.oracle_again", {"player": t.name})
            )
    return None


def _compare(eng: Engine, act: Act) -> None:
    """oracle.b1 / oracle.1 / oracle.2 / oracle.4: the comparison."""
    # oracle.b2 / oracle.3 / ruling RM122: the players chosen are spent, whoever a redirection
    # moved the comparison onto (the Oracle only knows whom it chose)
    chosen = eng.ext(OracleState).chosen.setdefault(act.actor.name, [])
    chosen.extend(n for n in act.event.targets if n not in chosen)
    a, b = act.targets
    # oracle.8: redirections reached the targets already (R16); no disguise or obstruction is
    # read: the side is taken from the players themselves
    same = same_alignment(eng, a, b)
    # oracle.2: the Oracle learns "the same" or "not the same", nothing else
    eng.tell(
        act.actor,
        "oracle.same" if same else "oracle.different",
        rule="oracle.2",
        causes=[act.event.id],
        kind="investigation",
        data={"layer": "alignment"},
        first=a.name,
        second=b.name,
    )


# oracle.b1 / oracle.1 / oracle.4: each night (once a night, R7), at once, two players;
# oracle.3: the Oracle may be one of them; oracle.8: redirectable, never obstructed
COMPARE = Ability(
    verb="compare",
    when="night",
    timing="immediate",
    does=Learn(),
    resolve=_compare,
    min_targets=2,
    max_targets=2,
    allow_self=True,
    check=_check_compare,
    redirectable=True,
    obstructable=False,
    fail_msg="oracle.failed",
    rule="oracle.b1",
    usage="compare PLAYER PLAYER",
    help="learn whether two players have the same current alignment (each player once a game)",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ALIGNMENT, aim=Aim.UNTESTED
    ),
)

ORACLE = RoleDef(
    name=NAME,
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(COMPARE,),
    rules=(
        "oracle.b1",
        "oracle.b2",
        "oracle.1",
        "oracle.2",
        "oracle.3",
        "oracle.4",
        "oracle.5",
        "oracle.6",
        "oracle.8",
    ),
    summary="Each night, compare two players to learn whether they share an alignment.",
    description=(
        "Each night, at once, chooses two players (possibly themself) and learns whether the "
        "two play for the same side right now. Every player can be chosen only once a game. "
        "Unaligned players share an alignment with each other; different solo teams do not. "
        "Disguises and obstructions do not affect it; redirections do."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Investigative",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "oracle.same",
    "oracle.different",
    "oracle.failed",
    "refuse.oracle_again",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "oracle.b1": "Each night the Oracle may learn whether two players share an alignment.",
    "oracle.b2": "No player can be chosen by the Oracle more than once.",
    "oracle.1": "The Oracle chooses two players a night.",
    "oracle.2": "The Oracle learns only whether the two current alignments match.",
    "oracle.3": "The Oracle may choose itself, but each player only once a game.",
    "oracle.4": "The comparison takes effect at once.",
    "oracle.5": (
        "Players still unaligned match each other; members of different solo teams do not."
    ),
    "oracle.6": "The alignment compared is the current one, which can differ from the start.",
    "oracle.7": "An example of a changed alignment (a lover) from the book.",
    "oracle.8": "Disguises and obstructions do not affect it; redirections do.",
}

# R37: the Oracle's manifest; it adds no listener, so its one row is its place in the family
# order (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(ORACLE,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    # what its results tell the Oracle who reads them (for bots that know no role): whether the
    # two players named play for one side
    meanings={"oracle.same": Meaning.SAME_SIDE, "oracle.different": Meaning.OTHER_SIDE},
    state=OracleState,
    statuses=(),
)

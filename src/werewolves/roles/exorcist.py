"""The Exorcist (role book: townsfolk/power/exorcist): each day, at once, exorcises one player,
removing the negative effects solo teams put on them.

Verb (scenario and terminal game): Exorcist, by day, immediate: ``exorcise X`` (never a player
exorcised before).

What counts as a solo team's negative effect is each team's own rule, never this module's: the
engine's ``cleansed`` moment asks every family, and each ends its own effects and names them
with its team (the plague's contamination, the Horsemen's dooms, the underworld's demonization,
the Flute team's enchantment). The Exorcist learns which effects were removed; the living
members of each team whose effect was removed are told too. A role already changed by an
effect (an Undead) is not changed back: no rule undoes a role change.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Cleanse
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Exorcist"
FAMILY_NAME = "exorcist"


@dataclass
class ExorcistState(FamilyState):
    """The family's own state (R37: no shared bag): ``done``, exorcist.4: every player
    exorcised so far, by any Exorcist, in the order they were."""

    done: list[str] = field(default_factory=list)


def _done(eng: Engine) -> list[str]:
    return eng.ext(ExorcistState).done if FAMILY_NAME in eng.state.ext else []


def _check_exorcise(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """exorcist.4: a player exorcised before (by any Exorcist) cannot be exorcised again
    (ruling RM166)."""
    if targets and targets[0].name in _done(eng):
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.exorcised_before", {"player": targets[0].name})
        )
    return None


# exorcist.b1 / exorcist.1 / exorcist.3: each day (once a day, R7), at once, one other player; a
# visit (R15) that a block stops and a redirection moves
EXORCISE = Ability(
    verb="exorcise",
    when="day",
    timing="immediate",
    does=Cleanse(
        # exorcist.4: who was exorcised is kept (nobody is exorcised twice)
        in_=ExorcistState, key="done", event="exorcism",
        # exorcist.2: each solo team's rule ends its own effects on the player and names them,
        # and the Exorcist is told which (exorcist.5: none changes a role back)
        rule="exorcist.2", removed="exorcist.removed", nothing="exorcist.nothing",
        # exorcist.6: every living member of each team whose effect was removed is told
        told="exorcist.team_told", told_rule="exorcist.6",
    ),
    check=_check_exorcise,
    fail_msg="exorcist.failed",
    rule="exorcist.b1",
    usage="exorcise PLAYER",
    help="remove the negative effects solo teams put on a player (once per player)",
    # a bot exorcises whoever it knows to be afflicted, else the player it trusts most
    declaration=Declaration(effects=(Effect.CURE,), aim=Aim.FRIEND),
)

EXORCIST = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(EXORCISE,),
    rules=tuple(f"exorcist.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    summary="Each day, exorcise a player: the solo teams' effects on them are removed.",
    description=(
        "Each day, at once, exorcises one other player, never one exorcised before: the "
        "negative effects solo teams put on them (contamination, a doom, demonization, an "
        "enchantment, sleeplessness, powder, herding) are removed. The Exorcist learns which "
        "were removed, and the living members of each team whose effect was removed are "
        "told. A role already changed by an effect (an Undead) stays as it is."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "exorcist.removed",
    "exorcist.nothing",
    "exorcist.failed",
    "exorcist.team_told",
    "refuse.exorcised_before",
)

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "exorcism",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "exorcist.b1": "Each day the Exorcist may rid one player of negative effects.",
    "exorcist.1": "Each day the Exorcist exorcises one player.",
    "exorcist.2": "The solo teams' effects on them are removed; the Exorcist learns which.",
    "exorcist.3": "The exorcism takes effect at once.",
    "exorcist.4": "Nobody is exorcised twice.",
    "exorcist.5": "A role changed by an effect stays changed; the player's other effects go.",
    "exorcist.6": "The members of each team whose effect was removed are told.",
}

# R37: the Exorcist's manifest; it adds no listener of its own (the solo teams answer the
# engine's cleansed moment), so it has no row beyond its place in the family order
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(EXORCIST,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=ExorcistState,
    statuses=(),
)

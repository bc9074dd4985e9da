"""The Ranger (role book: townsfolk/miscellaneous/ranger): a townsperson who, with their dying
breath, shows everyone who their chosen target is.

Verb (scenario and terminal game): Ranger, in any phase, immediate: ``target X`` (not
themself), ``target nobody`` to clear. One change a phase, plus one emergency change a game:
the Huntress's targeting (``engine/targeting.py``).

The reveal has no verb: it fires by itself when the Ranger dies in any way but a direct lynch,
reaching the same target the Huntress's shot would (``huntress.breath_target``: an indirect
lynch fires it, a target killed in the same batch still counts). It is carried out through the
engine like any ability (``Engine.perform``): an ability block stops it, a redirection moves
it, and it is a visit by the dead Ranger, as the Huntress's shot is (S0.15, S1.17, R16).

Everything this role needs is declared here: its role, its abilities and what they do (the
declarations the bots and screens read), its listener, its messages and its rule text.
"""

from __future__ import annotations

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Effect, Meaning
from ..engine.effects import Expose
from ..engine.events import Event
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from ..engine.targeting import targeting
from .huntress import breath_target

NAME = "Ranger"
DYING_REVEAL = "reveals a target when dying"  # the tag of roles whose death reveals their target


# ranger.1 / ranger.2: the Ranger may name a player at once, in any phase, and change the choice
# once a phase plus one emergency change a game (the targeting ability type; a visit, S0.12)
TARGET = targeting(
    rule="ranger.1",
    help="choose whom you reveal with your dying breath (one change a phase, one emergency)",
    declaration=Declaration(effects=(Effect.EXPOSURE,), aim=Aim.SETTLED_FOE),
)


# S0.15 (as for the Huntress's shot): nobody chooses to act at that moment, so the reveal is a
# visit by the Ranger; S1.17 / R17: an ability block stops it, and then nothing is revealed
REVEAL = Ability(
    verb="expose",
    when="any",
    timing="immediate",
    # ranger.4: the Ranger's own role is shown to all, and (ranger.3, told in the story of the
    # moment the Ranger died: the morning's, for a death at night) so are their target and the
    # target's role; ranger.6: a strong disguise answers for it, weak ones do not
    does=Expose(
        "ranger.exposed", reads="strong", by="ranger", revealed="ranger.revealed",
        reveal_rule="ranger.4",
    ),
    per_phase=None,
    fail_msg="ranger.failed",
    rule="ranger.3",
    help="(automatic) reveal your target and their role when you die, unless you are lynched",
    declaration=Declaration(effects=(Effect.EXPOSURE,), aim=Aim.SKIP),
)


def dying_breath(eng: Engine, victim: Player, ev: Event) -> None:
    """ranger.3 / ranger.5: when the Ranger dies in any way but a direct lynch, their target is
    revealed at once; with no living target nothing is revealed, the Ranger's role included."""
    if eng.state.outcome is not None or DYING_REVEAL not in eng.role_of(victim).tags:
        return
    # ranger.3: the Huntress's dying breath decides whether it fires and whom it reaches;
    # ranger.5: no living target, no reveal
    target = breath_target(eng, victim)
    if target is None:
        return
    cause = eng.emit(
        "dying_reveal", actor=victim.name, targets=[target.name], causes=[ev.id], rule="ranger.3"
    )
    # the dead Ranger acts here, as the dead Huntress does (R7 only stops the dead submitting)
    eng.perform(Act(victim, REVEAL, [target], cause, NAME))


RANGER = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    abilities=(TARGET,),
    tags=frozenset({DYING_REVEAL}),
    rules=tuple(f"ranger.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    summary="Choose a target; if you die other than by a lynch, everyone learns your role, your "
    "target and their role.",
    description=(
        "A townsperson with a last word. At any time the Ranger may choose a player (never "
        "themself), or nobody; they may change their choice once a phase, plus one emergency "
        "change a game. If they die in any way except a direct lynch by the day's vote, "
        "everyone is told at once (in the morning's story for a death at night) that they were "
        "the Ranger, who their target is, and the target's role as a strong disguise shows it "
        "(weak disguises do not count). If their target is already dead, or they chose nobody, "
        "nothing is revealed, not even their own role. An ability block stops the reveal like "
        "any other ability. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "ranger.revealed",
    "ranger.exposed",
    "ranger.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "ranger.b1": "The Ranger may name a player to be revealed when the Ranger dies.",
    "ranger.1": "The Ranger may choose a target (never themself), or nobody.",
    "ranger.2": "The Ranger may change the target once a phase, plus one emergency change.",
    "ranger.3": "When the Ranger dies other than by a direct lynch, the target is revealed at "
    "once (in the story of that moment).",
    "ranger.4": "Everyone learns the Ranger's role, who the target is, and the target's role.",
    "ranger.5": "With no living target nothing is revealed, the Ranger's role included.",
    "ranger.6": "A strong disguise on the target answers for its role; weak ones do not.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "dying_reveal",
)

# R37: the Ranger's manifest; where its listener runs among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name="ranger",
    roles=(RANGER,),
    listeners=(
        # ranger.3: the dying reveal, when the Ranger dies other than by a direct lynch
        ("death", dying_breath),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    # what its messages tell their reader (for bots that know no role): a role shown to all
    meanings={"ranger.revealed": Meaning.ROLE_SHOWN, "ranger.exposed": Meaning.ROLE_SHOWN},
    statuses=(),
)

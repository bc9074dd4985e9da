"""The Huntress: a townsperson who attacks her chosen target with her dying breath.

Verb (scenario and terminal game): Huntress, in any phase, immediate: ``target X`` (not
herself), ``target nobody`` to clear. One change a phase, plus one emergency change a game.

The shot has no verb: it fires by itself when the Huntress dies in any way but a direct lynch
(the day's poll); an indirect lynch (the Executioner's substitute) does fire it.
It is carried out through the engine like any ability (``Engine.perform``), so an ability block
stops it (S1.17, R17), a redirection moves it (R16), and it is a visit by the Huntress (S0.15),
even though she is already dead when it happens.
"""

from __future__ import annotations

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Effect, Meaning, Mix
from ..engine.effects import RevealingAttack
from ..engine.events import Event
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player
from ..engine.targeting import TARGET_KEY, target_name, target_of, targeting
from .executioner import lynched_by

NAME = "Huntress"
DYING_SHOT = "dying shot"  # the tag of roles that shoot their target when they die


# S0.12 / role book (Huntress, targeting) huntress.1 / huntress.2: she chooses at once, in any
# phase, one change a phase plus one emergency change a game; choosing a target is a visit.
TARGET = targeting(
    rule="Huntress",
    help="choose who you attack with your dying breath (one change a phase, one emergency)",
    declaration=Declaration(effects=(Effect.RETRIBUTION,), aim=Aim.SETTLED_FOE),
)


def shot(*, rule: str, revealed: str, fail_msg: str = "huntress.failed") -> Ability:
    """A dying-breath shot (the Huntress's, and the same shot given by another role, such as
    the Fletcher's Customer's), whose success reveals the role (or extra role) the ability
    belongs to (``Act.role``) with the message ``revealed``; its events cite ``rule``."""

    # S0.15: nobody chooses to act at that moment, so the shot is a visit by the Huntress, the
    # owner of the ability. S1.17 / R17: it is an automatic use of a power and an ability block
    # stops it (blockable, the default); the failure looks like any other failure of the shot
    # (S1.19).
    return Ability(
        verb="shoot",
        when="any",
        timing="immediate",
        # huntress.4: her target is attacked at once; if the attack succeeds, everyone is told
        # she was the Huntress (a failed shot reveals nothing). R4: a target who died in the
        # same end-of-phase batch as she did counts as hit, the batch's deaths being
        # simultaneous (rules digest 5.1)
        does=RevealingAttack(
            rule=rule, source="the {role}'s shot", revealed=revealed, dead_hits=True,
            tell=fail_msg,
        ),
        per_phase=None,
        fail_msg=fail_msg,
        rule="S0.15",
        help="(automatic) attack your target when you die, unless you are lynched",
    )


SHOT = shot(rule="Huntress", revealed="huntress.revealed")


def _batch_death(eng: Engine, p: Player) -> tuple[int, str] | None:
    """When ``p`` died as one of the deaths an end-of-phase batch applies (R4): (phase, step)."""
    if p.death is None:
        return None
    ev = eng.state.events[p.death.event]
    return (ev.phase, ev.step) if ev.rule == "R4" else None


def _died_with(eng: Engine, huntress: Player, key: str) -> Player | None:
    """R4: her target, if it died in the same batch as she did (the engine applies a batch's
    deaths one after the other, but they happen at the same moment): still a living target
    when she died."""
    name = target_name(huntress, key)
    target = eng.find(name) if name else None
    if target is None or target.alive or target is huntress:
        return None
    when = _batch_death(eng, huntress)
    return target if when is not None and when == _batch_death(eng, target) else None


def breath_target(eng: Engine, victim: Player, key: str = TARGET_KEY) -> Player | None:
    """The player a dying breath reaches (the Huntress's shot, and every ability that fires the
    same way: the Fletcher's Customer's, the Ranger's reveal): the target ``victim`` kept under
    ``key``, when they died in any way other than a direct lynch (an indirect lynch included)
    and it was a living player when they died (one killed in the same batch counts, R4); None
    otherwise."""
    if victim.death is None:
        return None
    # Role book (lynching ability type): a lynch by the day's poll is direct; a lynch another
    # role carries out in the winner's place (the Executioner's) is indirect, and the Huntress
    # shoots then. Such a rule names who is responsible while the lynch happens
    # (``executioner.lynched_by``, S1.56).
    indirect = lynched_by(eng, victim) is not None
    if victim.death.kind == "lynch" and not indirect:
        return None  # a direct lynch: no shot
    return target_of(eng, victim, key) or _died_with(eng, victim, key)


def last_shot(
    eng: Engine, victim: Player, target: Player, ev: Event, *, ability: Ability, role: str,
    rule: str,
) -> None:
    """``victim``, dying (the death ``ev``), shoots ``target`` with ``ability``, the shot of
    ``role`` (a role or an extra role)."""
    cause = eng.emit(
        "dying_shot",
        actor=victim.name,
        targets=[target.name],
        causes=[ev.id],
        rule=rule,
    )
    # The dead Huntress acts here: Engine.perform does not ask whether the actor is alive (the
    # dead cannot *submit* actions, R7, but an automatic ability of theirs still happens).
    eng.perform(Act(victim, ability, [target], cause, role))


def dying_breath(eng: Engine, victim: Player, ev: Event) -> None:
    """Role book (Huntress) huntress.b1 / huntress.3: when she dies in any way other than a
    direct lynch (an indirect lynch included), her target is attacked by her at once;
    huntress.5: without a living target there is no shot and no reveal."""
    if eng.state.outcome is not None or DYING_SHOT not in eng.role_of(victim).tags:
        return
    target = breath_target(eng, victim)
    if target is None:
        return
    last_shot(eng, victim, target, ev, ability=SHOT, role=NAME, rule="Huntress")


HUNTRESS = RoleDef(
    name=NAME,
    team="town",
    category="Killing",
    attack_class="town",
    abilities=(TARGET,),
    tags=frozenset({DYING_SHOT}),
    rules=("Huntress", "S0.12", "S0.15", "S1.17", "R15", "R17"),
    summary="Choose a target; if you die other than by a lynch, you attack them with your "
    "dying breath.",
    description=(
        "A townsperson with a last shot. At any time the Huntress may choose a player (never "
        "herself), or nobody; she may change her choice once a phase, plus one emergency change "
        "a game. If she dies in any way except a direct lynch by the day's vote (a lynch another "
        "role carries out in the vote's place counts as a death like any other here), her "
        "target is attacked by her at once; if the attack succeeds, everyone learns she was the "
        "Huntress. If her target is already dead, or she chose nobody, nothing happens and her "
        "role stays hidden. An ability block stops the shot like any other ability. Wins with "
        "the town."
    ),
    mix=Mix(from_players=11, swap=True),
    book_group="Townsfolk Killing",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "huntress.revealed",
    "huntress.failed",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Huntress": (
        "When the Huntress dies other than by a direct lynch, she attacks her target at once; a "
        "hit reveals her role."
    ),
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "dying_shot",
)


# R37: the Huntress's manifest; where her listener runs among other families' is the resolution
# table's (roles/order.py).
FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "huntress.revealed": Meaning.ROLE_SHOWN,
    },
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="huntress",
    roles=(HUNTRESS,),
    listeners=(
        # Role book (Huntress): the dying shot, when she dies other than by a direct lynch
        ("death", dying_breath),
    ),
    statuses=(),
)

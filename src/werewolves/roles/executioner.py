"""The Executioner: once, from Day 2, someone else hangs in his place.

Verb (scenario and terminal game): Executioner, in any phase, immediate: ``target X`` (not
himself), ``target nobody`` to clear. One change a phase, plus one emergency change a game (the
shared targeting ability, ``engine.targeting``).

The substitution is no action of its own: it is a rule on the engine's ``lynch`` hook. When the
Executioner would be lynched on Day 2 or later, and it has not happened before, his role is
announced and his living target is lynched instead — an indirect lynch, kind ``lynch``, carried
out through :func:`lynch_in_place` (around :func:`werewolves.engine.polls.lynch_player`) on the
Executioner's behalf, so every other lynch rule sees it and asks :func:`lynched_by` who was
responsible: the Angel's ascension (S1.56), the Huntress's shot (an indirect lynch fires it).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Meaning, Mix
from ..engine.polls import lynch_player
from ..engine.rules import Family, FamilyState, RoleDef
from ..engine.state import Player, Poll
from ..engine.targeting import target_of, targeting

EXECUTIONER_TAG = "lynch substitute"
DAY_2 = 4  # "after Day 1": the substitution works from Day 2 on (phase index of Day 2)


@dataclass
class ExecutionerState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``used``: Book: the Executioners whose one substitution is spent (sorted by name).
    ``lynch_by``: S1.56 / role book (lynching ability type): while a player is being lynched in
    the poll winner's place, who brought it about (victim → responsible player); empty between
    lynches, only ever looked up, never walked."""

    used: list[str] = field(default_factory=list)
    lynch_by: dict[str, str] = field(default_factory=dict)


def lynched_by(eng: Engine, victim: Player) -> str | None:
    """S1.56 / role book (lynching ability type): who is responsible for ``victim``'s lynch
    while a rule lynches them in the poll winner's place (an indirect lynch); None for a lynch
    by the day's poll itself, or outside a lynch. The Angel and the Huntress ask this."""
    return eng.ext(ExecutionerState).lynch_by.get(victim.name)


def lynch_in_place(
    eng: Engine, victim: Player, poll: Poll, causes: list[int], *, by: Player, rule: str
) -> None:
    """Role book (lynching ability type): ``victim`` is lynched at once, indirectly, on behalf
    of ``by``, a lynch like any other (R11); S1.56: ``by`` is responsible for it, which every
    lynch rule may ask (:func:`lynched_by`) while the lynch happens."""
    record = eng.ext(ExecutionerState).lynch_by
    record[victim.name] = by.name
    try:
        lynch_player(eng, victim, poll, causes, by=by, rule=rule)
    finally:
        record.pop(victim.name, None)


# S0.12 / R15 / executioner.1 / executioner.2 / executioner.3: the Executioner chooses his target
# with the shared targeting ability: at once, in any phase, never himself, one change a phase
# plus one emergency change a game; choosing another player is a visit.
TARGET = targeting(
    rule="S0.12",
    help="choose who is lynched in your place, once, if you are lynched from Day 2 on "
    "(one change a phase, one emergency)",
    declaration=Declaration(effects=(Effect.RETRIBUTION,), aim=Aim.SETTLED_FOE),
)


def executioner_lynched(eng: Engine, victim: Player, poll: Poll, causes: list[int]) -> bool:
    """When an Executioner would be lynched: from Day 2, once a game, his target instead."""
    if EXECUTIONER_TAG not in eng.role_of(victim).tags:
        return False
    # Book (executioner.b1): the ability only works after Day 1; a Day 1 lynch is an ordinary one.
    if eng.state.phase < DAY_2:
        return False
    # Book (executioner.7 / executioner.8): it works once; later lynches of the Executioner are
    # ordinary ones.
    state = eng.ext(ExecutionerState)
    if victim.name in state.used:
        return False
    target = target_of(eng, victim)
    # Book (executioner.5): with no (living) target, the Executioner himself is lynched.
    if target is None:
        return False
    # R17: the substitution is an automatic use of an ability, so an ability block stops it (the
    # Executioner is then lynched and is not told why).
    if eng.is_blocked(victim):
        blocked = victim.get("blocked")
        eng.emit(
            "action_failed",
            actor=victim.name,
            targets=[target.name],
            causes=causes + ([blocked.source] if blocked else []),
            rule="R17",
            data={"verb": "lynch substitution", "why": "blocked"},
        )
        return False
    state.used = sorted({*state.used, victim.name})
    # Book (executioner.6): the Executioner's role is revealed to everyone when he changes the
    # lynch.
    ev = eng.announce(
        "executioner.revealed",
        rule="Executioner",
        causes=causes,
        kind="lynch_substituted",
        actor=victim.name,
        targets=[target.name],
        player=victim.name,
        role=eng.role_of(victim).name,
        target=target.name,
    )
    # Book (executioner.4 / executioner.6, the lynching ability type): the target is lynched at
    # once, indirectly, and an indirect
    # lynch is a lynch like any other; S1.56: the Executioner is the one responsible for it. It is
    # no new visit: the visit was the targeting (S0.12, S0.13).
    lynch_in_place(eng, target, poll, [ev.id], by=victim, rule="Executioner")
    return True


EXECUTIONER = RoleDef(
    name="Executioner",
    team="town",
    category="Killing",
    attack_class="town",
    abilities=(TARGET,),
    tags=frozenset({EXECUTIONER_TAG}),
    rules=("Executioner", "S0.12", "S0.13", "S1.56", "R8", "R11", "R15", "R17", "R28"),
    summary="Choose a target: once, from Day 2, if you are lynched, they hang in your place.",
    description=(
        "Townsfolk, Killing. The Executioner picks a target at any time (never himself; one "
        "change a phase plus one emergency change a game; 'target nobody' clears it). From Day 2 "
        "on, the first time the Executioner would be lynched, everyone learns his role and his "
        "target is lynched instead. That works a single time: later lynches of the Executioner "
        "are ordinary, and with no living target he is lynched himself. If the target is an "
        "Angel, she counts as lynched by unusual means and the Executioner dies with her."
    ),
    mix=Mix(from_players=16),
    book_group="Townsfolk Killing",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "executioner.revealed",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Executioner": (
        "Once, from Day 2, when the Executioner would be lynched his target is lynched in his "
        "place and his role is revealed."
    ),
}


# R37: the Executioner's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py: after the Angel's own lynch, S1.48).
FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "executioner.revealed": Meaning.ROLE_SHOWN,
    },
    rulebook=RULE_TEXT,
    messages=MESSAGES,
    name="executioner",
    roles=(EXECUTIONER,),
    listeners=(
        # Book: the substitution is a rule on the lynch, never an action of its own
        ("lynch", executioner_lynched),
    ),
    statuses=(),
    state=ExecutionerState,
)

"""The Fortune Apprentice (role book: townsfolk/miscellaneous/fortune apprentice): a townsperson
who takes over the role of the first town investigator to die or lose their role.

No verb: the role has no active ability. Two listeners remember the first player holding a
town investigative role who died or lost that role (the ``death`` and ``role_changed``
moments); at the start of the next day (``day_start``) every Fortune Apprentice still holding
the role takes that role up, as if dealt it (``base.take_up_role``: the engine's one role
change, then the role's groups and starting ability). Which roles are town investigative is
read from the roles' declarations (their team and their book group), never from their names.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Engine
from ..engine.events import Event
from ..engine.rules import Family, FamilyState, RoleDef
from ..engine.state import Player
from .base import TOWN, take_up_role

NAME = "Fortune Apprentice"
APPRENTICE = "takes the first fallen investigator's role"  # the tag of the role's holders
INVESTIGATIVE = "Investigative"  # the role book's category of investigative roles


@dataclass
class ApprenticeState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``role``: fortune-apprentice.1: the role of the first town investigator who died or lost
    their role ("" while none has); ``cause``: the id of that death or role change;
    ``done``: whether the start of a day has passed since (the role is taken up once)."""

    role: str = ""
    cause: int = -1
    done: bool = False


def town_investigative(eng: Engine, role_name: str) -> bool:
    """fortune-apprentice.b1: whether ``role_name`` is a town investigative role: a role of the
    town's team that the role book files as investigative (its group, "Townsfolk
    Investigative"); a role with no book group falls back on the category the rules give it."""
    role = eng.rules.roles.get(role_name) or eng.rules.role(role_name)
    if role is None or role.team != TOWN.key:
        return False
    if role.book_group:
        return role.book_group.split(" - ", 1)[0].split()[-1] == INVESTIGATIVE
    return role.category == INVESTIGATIVE


def _remember(eng: Engine, role_name: str, ev: Event) -> None:
    """fortune-apprentice.1: only the first town investigator to fall counts, in the game."""
    state = eng.ext(ApprenticeState)
    if state.role or not town_investigative(eng, role_name):
        return
    state.role = eng.role_of_name(role_name).name
    state.cause = ev.id


def investigator_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """fortune-apprentice.b1 / fortune-apprentice.1: a town investigator dies (the role they
    hold when they die, whatever any disguise showed)."""
    _remember(eng, victim.role, ev)


def investigator_loses_role(eng: Engine, player: Player, ev: Event) -> None:
    """fortune-apprentice.1: a town investigator loses their role (it changes to another)."""
    _remember(eng, str(ev.data.get("from", "")), ev)


def take_the_place(eng: Engine) -> None:
    """fortune-apprentice.1: at the start of the first day after the first town investigator
    fell (that day or night), every living Fortune Apprentice becomes that role (ruling RM183).
    fortune-apprentice.3: one whose role has changed since the deal no longer holds the role
    and takes nothing. fortune-apprentice.2: they are told the role only, never who held it,
    and learn nothing that player learned."""
    state = eng.ext(ApprenticeState)
    if not state.role or state.done:
        return
    state.done = True
    for p in eng.living():
        # fortune-apprentice.3: only a player who holds the role now
        if APPRENTICE not in eng.role_of(p).tags:
            continue
        # fortune-apprentice.2: the role's name, no name of its last holder, no result of theirs
        take_up_role(
            eng,
            p,
            state.role,
            causes=[state.cause],
            rule="fortune-apprentice.1",
            msg="apprentice.became",
            role=state.role,
        )


# fortune-apprentice.b1: a townsperson with no ability of their own until they take the place
FORTUNE_APPRENTICE = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({APPRENTICE}),
    rules=(
        "fortune-apprentice.b1",
        "fortune-apprentice.1",
        "fortune-apprentice.2",
        "fortune-apprentice.3",
    ),
    summary=(
        "A townsperson who takes over the role of the first town investigator to die, at the "
        "start of the next day."
    ),
    description=(
        "Plays for the town with no ability of their own. The first time a player holding a "
        "town investigative role (a Fortune Teller, an Aura Teller …) dies or loses that role, "
        "the Fortune Apprentice becomes that role at the start of the next day, with its "
        "powers, groups and starting ability. They are not told who held it, nor anything that "
        "player learned. An Apprentice whose own role has changed by then takes nothing."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "apprentice.became",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "fortune-apprentice.b1": (
        "The Fortune Apprentice takes over the role of the first town investigator to die."
    ),
    "fortune-apprentice.1": (
        "The day after the first town investigator dies or loses their role, the Apprentice "
        "becomes that role."
    ),
    "fortune-apprentice.2": "The Apprentice learns neither who held the role nor what they found.",
    "fortune-apprentice.3": "An Apprentice whose role has changed takes nothing over.",
}

# R37: the Fortune Apprentice's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="fortune_apprentice",
    roles=(FORTUNE_APPRENTICE,),
    listeners=(
        # fortune-apprentice.1: the first town investigator to die or lose their role
        ("death", investigator_dies),
        ("role_changed", investigator_loses_role),
        # fortune-apprentice.1: the place is taken at the start of the next day
        ("day_start", take_the_place),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    state=ApprenticeState,
    statuses=(),
)

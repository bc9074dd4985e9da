"""The Amnesiac (role book: townsfolk/miscellaneous/amnesiac): a townsperson who plays as a plain
citizen until the end of Day 1, then remembers their role: one of three townsfolk roles they
were told at the start.

No verb: the role has no active ability. Its starting ability (``RoleDef.setup``) draws the
remembered role and two others from the townsfolk roles of the game's rules (seeded, logged;
a host may name the remembered one: the setup option ``amnesiac``, player → role) and tells the
Amnesiac the three; one listener at the end of Day 1 (``day_end_consequences``) has every
living Amnesiac take the remembered role up as if dealt it (``base.take_up_role``: the
engine's one role change, then the role's groups and starting ability). Which roles are
townsfolk is read from the roles' declarations (team and book group), never from names.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine
from ..engine.messages import render
from ..engine.phases import phase_kind, phase_number
from ..engine.rules import Family, FamilyState, RoleDef, Ruleset
from ..engine.state import Player, Setup
from .base import CITIZEN, TOWN, take_up_role

NAME = "Amnesiac"
FORGETFUL = "remembers a townsfolk role at the end of Day 1"  # the tag of the role's holders
OPTION = "amnesiac"  # the setup option a host names remembered roles with (player → role)
TOLD = 3  # amnesiac.3: how many roles the Amnesiac is told
TOWNSFOLK = "Townsfolk"  # the side of the role book's townsfolk groups
REMEMBER_DAY = 1  # amnesiac.2: the day at whose end the role comes back


@dataclass
class AmnesiacState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``told``: amnesiac.3: each Amnesiac's three roles, as told; ``role``: the one among them
    each will remember (the host's log shows it; nobody else is told)."""

    told: dict[str, list[str]] = field(default_factory=dict)
    role: dict[str, str] = field(default_factory=dict)


def townsfolk_roles(rules: Ruleset) -> list[str]:
    """amnesiac.3 / ruling RM185: the roles an Amnesiac may remember: every role of the town's
    team the role book files as townsfolk (its group), in the rules' order, but the Amnesiac
    itself and the plain Citizen they already play, and no office."""
    return [
        name
        for name, role in rules.roles.items()
        if role.team == TOWN.key
        and role.book_group.split(" ", 1)[0] == TOWNSFOLK
        and not role.office
        and name not in (NAME, CITIZEN.name)
    ]


def _chosen(setup: Setup) -> dict[str, str]:
    found = setup.options.get(OPTION, {})
    return found if isinstance(found, dict) else {}


def refuse_unknown_memory(setup: Setup, rules: Ruleset) -> str | None:
    """amnesiac.3: a host's remembered role must be a townsfolk role an Amnesiac may remember,
    for a player dealt the Amnesiac."""
    if OPTION not in setup.options:
        return None
    found = setup.options[OPTION]
    if not isinstance(found, dict):
        return render("setup.amnesiac_option", {})
    pool = {r.lower(): r for r in townsfolk_roles(rules)}
    dealt = {name for name, r in setup.players if (role := rules.role(r)) is not None
             and role.name == NAME}
    for player, role in found.items():
        if player not in dealt:
            return render("setup.amnesiac_not_dealt", {"player": str(player)})
        if not isinstance(role, str) or role.strip().lower() not in pool:
            return render(
                "setup.amnesiac_role", {"role": str(role), "roles": ", ".join(pool.values())}
            )
    return None


def _deal(eng: Engine, player: Player) -> None:
    """amnesiac.3: at the start, the remembered role is drawn (or the host's), then two other
    townsfolk roles; the Amnesiac is told the three (in the rules' order, so the order tells
    nothing), and only the host's log says which one it is."""
    pool = townsfolk_roles(eng.rules)
    if not pool:
        return
    by_lower = {r.lower(): r for r in pool}
    named = _chosen(eng.state.setup).get(player.name)
    if isinstance(named, str) and named.strip().lower() in by_lower:
        role = by_lower[named.strip().lower()]
    else:
        role = eng.draw(f"{player.name}'s remembered role", pool)
    others = eng.shuffle(f"{player.name}'s other remembered roles", [r for r in pool if r != role])
    told = sorted({role, *others[: TOLD - 1]}, key=pool.index)
    state = eng.ext(AmnesiacState)
    state.told[player.name] = told
    state.role[player.name] = role
    ev = eng.emit(
        "amnesiac_dealt", targets=[player.name], rule="amnesiac.3", data={"role": role}
    )
    # amnesiac.3: the Amnesiac is told the three, and that they will remember at Day 1's end
    eng.tell(
        player, "amnesiac.told", rule="amnesiac.3", causes=[ev.id], roles=", ".join(told)
    )


def remember(eng: Engine) -> None:
    """amnesiac.b2 / amnesiac.2: at the end of Day 1 every living Amnesiac gets to know their
    role and becomes it. amnesiac.5: as if it had been dealt: the groups it is in from the
    start are joined, and what it learns at the start is learned, right after the change.
    amnesiac.4: a power whose first phase has passed is used from the next phase of its kind
    (ruling RM186). A player no longer holding the role (it changed) remembers nothing."""
    if phase_kind(eng.state.phase) != "day" or phase_number(eng.state.phase) != REMEMBER_DAY:
        return
    state = eng.ext(AmnesiacState)
    for p in eng.living():
        role = state.role.get(p.name)
        if role is None or FORGETFUL not in eng.role_of(p).tags:
            continue
        take_up_role(
            eng, p, role, causes=[], rule="amnesiac.2", msg="amnesiac.remembered", role=role
        )


# amnesiac.b1 / amnesiac.1: a plain citizen until the end of Day 1: no ability, the town's team
AMNESIAC = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({FORGETFUL}),
    setup=_deal,
    rules=tuple(f"amnesiac.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5)),
    summary=(
        "You have forgotten your role: you are told three townsfolk roles, and at the end of "
        "Day 1 you remember which one is yours."
    ),
    description=(
        "Plays for the town. At the start you are told three townsfolk roles; one of them is "
        "your real role, which nobody else is told. Until the end of Day 1 you are a plain "
        "citizen with no ability; then you remember and become that role, joining its groups "
        "and learning what it learns at the start. A power whose first use has passed is "
        "yours from the next day or night of its kind."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "amnesiac.told",
    "amnesiac.remembered",
    "setup.amnesiac_option",
    "setup.amnesiac_not_dealt",
    "setup.amnesiac_role",
)

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "amnesiac_dealt",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "amnesiac.b1": "The Amnesiac does not know their role at first.",
    "amnesiac.b2": "The Amnesiac remembers their role at the end of Day 1.",
    "amnesiac.1": "Until the end of Day 1 the Amnesiac is a plain citizen.",
    "amnesiac.2": "At the end of Day 1 the Amnesiac becomes their remembered role.",
    "amnesiac.3": (
        "The Amnesiac is told three townsfolk roles at the start; one is theirs, and only they "
        "hear the three."
    ),
    "amnesiac.4": "A power whose time has passed is used in the next phase of its kind.",
    "amnesiac.5": (
        "The remembered role's groups and starting knowledge come right after the change."
    ),
}

# R37: the Amnesiac's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="amnesiac",
    roles=(AMNESIAC,),
    listeners=(
        # amnesiac.3: a host's remembered role must be one an Amnesiac may remember
        ("validate_setup", refuse_unknown_memory),
        # amnesiac.2: the role comes back at the end of Day 1
        ("day_end_consequences", remember),
    ),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=AmnesiacState,
    statuses=(),
)

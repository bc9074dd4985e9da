"""The Dog and the Cat (role book: unaligned/align): on Night 1 the Dog chooses to become a
Journalist, a Cursed Civilian or a Wolf; its Cat becomes the opposite at once.

Verb (scenario and terminal game): Dog, on Night 1, immediate: ``become ROLE``. The Cat has no
verb. Each Cat is paired with a Dog at the start (the k-th Cat in seat order with the k-th Dog);
neither is told the other.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Pick
from ..engine.effects import Choose
from ..engine.messages import deferred, render
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset
from ..engine.state import Player, Setup
from .base import WOLF, join_pack, take_up_role

FAMILY_NAME = "pets"
DOG = "Dog"
CAT = "Cat"
JOURNALIST = "Journalist"
CURSED = "Cursed Civilian"
PSYCHOPATH = "Psychopath"
NIGHT_1 = 1
CHOICES = (JOURNALIST, CURSED, WOLF.name)
# cat.1: the Cat's role for each of the Dog's choices
OPPOSITE = {JOURNALIST: WOLF.name, CURSED: PSYCHOPATH, WOLF.name: JOURNALIST}


@dataclass
class PetsState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``cat_of``: cat.3: each Dog → its Cat (None until paired; a Dog may have no Cat)."""

    cat_of: dict[str, str] = field(default_factory=dict)
    paired: bool = False


def refuse_catless(setup: Setup, rules: Ruleset) -> str | None:
    """cat.3: every Cat needs a Dog of its own."""
    roles = [rules.role(r) for _, r in setup.players]
    cats = sum(1 for r in roles if r is CAT_ROLE)
    if not cats:
        return None
    dogs = sum(1 for r in roles if r is DOG_ROLE)
    if cats > dogs:
        return render("setup.cat_without_dog", {})
    return None


def pair(eng: Engine) -> None:
    """cat.3 / cat.4: the k-th Cat (in seat order) is the k-th Dog's; nobody is told."""
    state = eng.ext(PetsState)
    dogs = [p.name for p in eng.state.players if p.role == DOG]
    cats = [p.name for p in eng.state.players if p.role == CAT]
    state.cat_of = dict(zip(dogs, cats, strict=False))
    state.paired = True


def _become(eng: Engine, player: Player, role: str, causes: list[int], rule: str) -> None:
    if role == WOLF.name:
        join_pack(eng, player, causes=causes, rule=rule, msg="pets.became")
    else:
        take_up_role(
            eng,
            player,
            role,
            causes=causes,
            rule=rule,
            msg="pets.became",
            role=player.role,
            wolf=role,
        )


def _choose(eng: Engine, dog: Player, role: str, causes: list[int], rule: str) -> None:
    """dog.b1 / dog.3: the Dog becomes the role chosen (no longer unaligned); cat.b1 / cat.1 /
    cat.2: its Cat becomes the opposite one at once (a Psychopath with the Dog on its list)."""
    state = eng.ext(PetsState)
    cat_name = state.cat_of.get(dog.name)
    _become(eng, dog, role, causes, rule)
    cat = eng.find(cat_name) if cat_name else None
    if cat is None or not cat.alive or cat.role != CAT:
        return
    other = OPPOSITE[role]
    if other == PSYCHOPATH:
        from .psychopath import PsychopathState

        eng.ext(PsychopathState).include[cat.name] = dog.name
    _become(eng, cat, other, causes, "cat.1")


def _check_night_1(eng: Engine, actor: Player) -> Refusal | None:
    """dog.b1: the choice is made on Night 1 only."""
    if eng.state.phase != NIGHT_1:
        return Refusal(Reason.WRONG_PHASE, deferred("refuse.dog_night_1", {}))
    return None


def _resolve(eng: Engine, act: Act) -> None:
    role = eng.role_of_name(act.picks[0]).name
    _choose(eng, act.actor, role, [act.event.id], "dog.b1")


def _choices(eng: Engine, actor: Player) -> tuple[str, ...]:
    return CHOICES


# dog.b1 / dog.1: on Night 1, at once, one of three roles
BECOME = Ability(
    verb="become",
    when="night",
    timing="immediate",
    does=Choose(), resolve=_resolve,
    min_targets=0,
    max_targets=0,
    visits=False,
    actor_check=_check_night_1,
    options=_choices,
    picks=1,
    rule="dog.b1",
    usage="become Journalist|Cursed Civilian|Wolf",
    help="on Night 1: become a Journalist, a Cursed Civilian or a Wolf (your Cat the opposite)",
    declaration=Declaration(effects=(), aim=Aim.UNTESTED, picks=Pick.ROLE),
)


def default_choice(eng: Engine) -> None:
    """dog.2: a Dog who chose nothing by the end of Night 1 becomes a Journalist."""
    if eng.state.phase != NIGHT_1:
        return
    for p in eng.living():
        if p.role == DOG:
            _choose(eng, p, JOURNALIST, [], "dog.2")


def holds_win(eng: Engine, team: str, player: Player) -> bool:
    """rule-alignments-unaligned.9 (ruling RM420) / dog.b1: a Dog that has not chosen yet can
    only become a role of the town or of the pack, so it cannot win with any other team: while
    it lives undecided, a team none of its three roles plays for does not win."""
    if player.role != DOG:
        return False
    return team not in {eng.role_of_name(r).team for r in CHOICES}


def stands_against(role: RoleDef, team: str, rules: Ruleset) -> bool:
    """dog.b1 / rule-alignments-unaligned.9 (ruling RM420), asked of a setup:
    a Dog is dealt undecided, so it holds the win of every team none of its three roles plays
    for (``holds_win``): such a team and a Dog make a game."""
    if role.name != DOG:
        return False
    return team not in {r.team for name in CHOICES if (r := rules.role(name)) is not None}


def pair_at_start(eng: Engine) -> None:
    pair(eng)


DOG_ROLE = RoleDef(
    name=DOG,
    team="unaligned",
    category="Align",
    abilities=(BECOME,),
    rules=("dog.b1", "dog.1", "dog.2", "dog.3"),
    summary="On Night 1, become a Journalist, a Cursed Civilian or a Wolf.",
    description=(
        "Unaligned until Night 1, when it chooses at once to become a Journalist, a Cursed "
        "Civilian or a Wolf for the rest of the game (a Journalist if it chooses nothing). Its "
        "Cat, if it has one, becomes the opposite."
    ),
    book_group="Unaligned Align",
)

CAT_ROLE = RoleDef(
    name=CAT,
    team="unaligned",
    category="Align",
    rules=("cat.b1", "cat.1", "cat.2", "cat.3", "cat.4"),
    summary="When your Dog chooses on Night 1, you become the opposite role.",
    description=(
        "Unaligned until its Dog chooses on Night 1; it then becomes at once the opposite: a "
        "Wolf for a Journalist, a Psychopath (with the Dog on its list) for a Cursed Civilian, "
        "a Journalist for a Wolf. Every Cat has a Dog; neither knows the other."
    ),
    book_group="Unaligned Align",
)

MESSAGES: tuple[str, ...] = (
    "pets.became",
    "refuse.dog_night_1",
    "setup.cat_without_dog",
)

RULE_TEXT: dict[str, str] = {
    "dog.b1": "On Night 1 the Dog becomes a Journalist, a Cursed Civilian or a Wolf.",
    "dog.1": "The choice is immediate.",
    "dog.2": "A Dog who chose nothing by the night's end becomes a Journalist.",
    "dog.3": "The chosen role's team is the Dog's from then on.",
    "cat.b1": "The Cat becomes the opposite of the Dog's choice at once.",
    "cat.1": "Journalist gives Wolf; Cursed Civilian gives a Psychopath listing the Dog; Wolf "
    "gives Journalist.",
    "cat.2": "The Cat changes as soon as the Dog chooses.",
    "cat.3": "Every Cat has a Dog of its own.",
    "cat.4": "Neither the Cat nor the Dog is told the other.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(DOG_ROLE, CAT_ROLE),
    listeners=(
        ("validate_setup", refuse_catless),
        ("game_start", pair_at_start),
        ("night_end_effects", default_choice),
        ("holds_win", holds_win),
        ("stands_against", stands_against),
    ),
    state=PetsState,
    becomes=(JOURNALIST, CURSED, WOLF.name, PSYCHOPATH),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
)

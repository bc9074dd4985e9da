"""The Herald (role book: townsfolk/power/herald): names a role and is told when the last
player holding it dies; then may name another.

Verb (scenario and terminal game): Herald, at any time, immediate: ``await ROLE`` (any role the
rules know: ``await Wolf``, ``await Fortune Teller``). The first choice of a phase is free; one
more change in the same phase spends the Herald's one emergency change of the game.

Everything this role needs is declared here and in its rows of the resolution table
(``roles/order.py``: the ``death`` moment): its role, its ability and what it does (the
declaration the bots and screens read: the role named as the ability's pick), the family's
state (each Herald's standing choice), its messages and its rule text. The news is passive: a
listener on every death reads the players' true roles (no disguise, no obstruction).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Meaning, Pick
from ..engine.effects import Keep
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Herald"
FAMILY_NAME = "herald"
HERALD = "told when a role's last holder dies"  # the tag of roles that carry the news


@dataclass
class HeraldState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``chosen``: each Herald (by name) → the role they await now. ``phase``: the phase of each
    Herald's last choice. ``emergency``: the Heralds who spent their emergency change."""

    chosen: dict[str, str] = field(default_factory=dict)
    phase: dict[str, int] = field(default_factory=dict)
    emergency: list[str] = field(default_factory=list)


def _peek(eng: Engine) -> HeraldState | None:
    """The family's state if anything was recorded yet (a question never creates it)."""
    return eng.ext(HeraldState) if FAMILY_NAME in eng.state.ext else None


def awaited(eng: Engine, herald: Player) -> str | None:
    """The role ``herald`` awaits now, if any."""
    st = _peek(eng)
    return None if st is None else st.chosen.get(herald.name)


def nameable_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    """Ruling RM230: any role a player can be dealt under these rules (offices aside), in the
    rules' order, so that the options never tell a hidden role list."""
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def _check_changes(eng: Engine, actor: Player) -> Refusal | None:
    """herald.1: one choice a phase, plus one emergency change a game: a third choice in a
    phase (or a second once the emergency is spent) is refused."""
    st = _peek(eng)
    if st is None or st.phase.get(actor.name) != eng.state.phase:
        return None
    if actor.name in st.emergency:
        return Refusal(Reason.ALREADY_USED, deferred("refuse.herald_changes", {}))
    return None


def last_holder_died(eng: Engine, victim: Player, ev: Event) -> None:
    """herald.b1: when the last living holder of the role a living Herald awaits dies, the
    Herald is told.

    herald.2: the news names the role, never the player (ruling RM231), so that of several
    deaths at one time it never says which held it. herald.3: a role nobody held, or one whose
    last holder changed to another role, gives no news: only a death of a player holding the
    role at death counts. herald.4: true roles are read (no disguise, no obstruction).
    herald.5: the choice is spent once told; the Herald may name a new role (a free choice)."""
    st = _peek(eng)
    if st is None or not st.chosen:
        return
    # herald.4: the role the victim truly held as they died
    held = eng.role_of(victim).name
    for herald in eng.living():
        if st.chosen.get(herald.name) != held or HERALD not in eng.role_of(herald).tags:
            continue
        # herald.3 / herald.b1: only the last holder's death; another living holder: no news
        if any(eng.role_of(p).name == held for p in eng.living()):
            return
        eng.tell(
            herald,
            "herald.last_died",
            rule="herald.b1",
            causes=[ev.id],
            kind="herald_news",
            role=held,
        )
        # herald.5: the choice is spent; naming a new role is a fresh choice (ruling RM231)
        del st.chosen[herald.name]
        st.phase.pop(herald.name, None)


# herald.b1 / herald.1: at any time, at once, one role (no player: nothing to visit or
# redirect); herald.1: changeable once a phase plus one emergency change (a second choice in a
# phase spends it; the actor check refuses a third); herald.4: never obstructed; R17: an
# ability block makes the choice fail (ruling RM230)
AWAIT = Ability(
    verb="await",
    when="any",
    timing="immediate",
    does=Keep(
        "chosen", "phase", "emergency", value="role", tell="herald.set", param="role",
        rule="herald.1", in_=HeraldState, targeting=False,
    ),
    min_targets=0,
    max_targets=0,
    per_phase=None,
    visits=False,
    redirectable=False,
    obstructable=False,
    actor_check=_check_changes,
    options=nameable_roles,
    picks=1,
    fail_msg="herald.failed",
    rule="herald.b1",
    usage="await ROLE",
    help=(
        "name a role: you are told when its last living holder dies (one change a phase, plus "
        "one emergency change a game)"
    ),
    # a bot names a role and keeps it until its news comes (a standing choice)
    declaration=Declaration(aim=Aim.STANDING, picks=Pick.ROLE),
)

HERALD_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(AWAIT,),
    tags=frozenset({HERALD}),
    rules=tuple(f"herald.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
    summary="Name a role; you are told when the last living player holding it dies.",
    description=(
        "At any time, at once, names any role (in the game or not). When the last living "
        "player holding that role dies, the Herald is told the role died out, never who held "
        "it; then the Herald may name another role. Nothing is told when nobody held the role, "
        "or when its last holder changed to another role. One change of choice a phase, plus "
        "one emergency change a game. Disguises and obstructions do not fool the Herald."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "herald.set",
    "herald.last_died",
    "herald.failed",
    "refuse.herald_changes",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "herald.b1": "The Herald names a role and is told when its last living holder dies.",
    "herald.1": (
        "The Herald may change the role named once a phase at once, with one emergency change "
        "for the whole game."
    ),
    "herald.2": "When several die at once, the Herald is not told which of them held the role.",
    "herald.3": (
        "No news comes for a role nobody holds, or when its last holder changes to another role."
    ),
    "herald.4": "Disguises and obstructions do not affect the Herald.",
    "herald.5": "The Herald may use the power again and again.",
}

# R37: the Herald's manifest; where its listener runs among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(HERALD_ROLE,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    listeners=(
        # herald.b1: the news, at every death
        ("death", last_holder_died),
    ),
    # what its news tells the Herald who reads it (for bots that know no role): the standing
    # choice was spent
    meanings={"herald.last_died": Meaning.CHOICE_SPENT},
    state=HeraldState,
    statuses=(),
)

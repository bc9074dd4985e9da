"""The Tanner (role book: werewolves/power/tanner): a werewolf outside the pack who, by day,
weakly disguises up to two players as roles of their choosing.

Verb (scenario and terminal game): by day, at once, ``tan X ROLE`` (``tan Ann Fortune Teller``),
twice a day on two different players, oneself included. The disguise is the engine's ordinary
one (``engine/appearance.py``), put on through the foxes' generic :func:`wear_disguise`: weak,
worn from the tan until the end of the night that follows.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Pick
from ..engine.effects import Disguise
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from .base import in_pack
from .foxes import EVENT_WORDS as DISGUISE_WORDS
from .foxes import any_role, wear_disguise

NAME = "Tanner"
FAMILY_NAME = "tanner"
TANS_A_DAY = 2  # tanner.b1: up to two players each day


@dataclass
class TannerState(FamilyState):
    """The family's own state (R37). ``days``: each Tanner's day of tanning (``phase``), the
    players tanned that day (``players``) and whether one of them was in the pack then
    (``pack``: tanner.4)."""

    days: dict[str, dict[str, Any]] = field(default_factory=dict)


def _peek(eng: Engine) -> TannerState | None:
    return eng.ext(TannerState) if FAMILY_NAME in eng.state.ext else None


def _today(eng: Engine, tanner: Player) -> dict[str, Any] | None:
    state = _peek(eng)
    day = state.days.get(tanner.name) if state is not None else None
    return day if day is not None and day["phase"] == eng.state.phase else None


def _not_twice(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """Ruling RM67: two different players a day: a player tanned today is not tanned again."""
    day = _today(eng, actor)
    for t in targets:
        if day is not None and t.name in day["players"]:
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.tanned", {"player": t.name}))
    return None


def _tan(eng: Engine, act: Act) -> None:
    """tanner.1 / tanner.2 / tanner.3 / tanner.5 / tanner.6: one player, weakly disguised."""
    tanner, target, role = act.actor, act.targets[0], act.picks[0]
    # tanner.1 / tanner.6 / ruling RM66: weak, on from now until the end of the night after;
    # tanner.5: it is the target's, so it stays if the Tanner dies
    ev = wear_disguise(
        eng, target, role, "weak", causes=[act.event.id], rule="tanner.1", by=tanner.name
    )
    state = eng.ext(TannerState)
    day = state.days.get(tanner.name)
    if day is None or day["phase"] != eng.state.phase:
        day = state.days[tanner.name] = {"phase": eng.state.phase, "players": [], "pack": False}
    day["players"].append(target.name)
    # tanner.4 / tanner.7: whether the player is in the pack now (membership, which no
    # disguise hides, a Sneaking Wolf's strong one included)
    if in_pack(eng, target):
        day["pack"] = True
        day["cause"] = ev.id
    eng.tell(tanner, "tanner.done", rule="tanner.1", causes=[ev.id], target=target.name, role=role)


def tell_the_tanner(eng: Engine) -> None:
    """tanner.4 / ruling RM68: at the end of the day, a living Tanner who tanned a member of the
    pack that day is told that at least one of those players is in the pack (never which)."""
    state = _peek(eng)
    if state is None:
        return
    # in seat order (the state's keys keep no order through a saved game)
    for tanner in eng.state.players:
        day = state.days.get(tanner.name)
        if day is None or not tanner.alive or day["phase"] != eng.state.phase:
            continue
        if day["pack"]:
            eng.tell(tanner, "tanner.pack", rule="tanner.4", causes=[day["cause"]])


# tanner.b1 / tanner.2 / tanner.3: each day, up to two players (oneself too), at once; a visit
# to another player (R15), redirected and blocked as any ability (R16, R17)
TAN = Ability(
    verb="tan",
    when="day",
    timing="immediate",
    does=Disguise(), resolve=_tan,
    allow_self=True,
    per_phase=TANS_A_DAY,
    check=_not_twice,
    options=any_role,
    picks=1,
    usage="tan PLAYER ROLE",
    fail_msg="tanner.failed",
    rule="tanner.b1",
    help="weakly disguise a player as any role until the end of the coming night",
    declaration=Declaration(effects=(Effect.DISGUISE,), picks=Pick.ROLE, aim=Aim.FOE),
)

# tanner.7: on the werewolf team, neither a lycan nor in the pack (the pack and the Tanner do not
# know each other)
TANNER = RoleDef(
    name=NAME,
    team="wolves",
    lycan=False,
    groups=(),
    abilities=(TAN,),
    category="Power",
    rules=(
        "tanner.b1",
        "tanner.1",
        "tanner.2",
        "tanner.3",
        "tanner.4",
        "tanner.5",
        "tanner.6",
        "tanner.7",
    ),
    summary=(
        "A werewolf outside the pack: each day, weakly disguise up to two players as any roles "
        "until the night ends; you learn if one of them is in the pack."
    ),
    description=(
        "On the werewolf team but neither a lycan nor in the wolfpack, and neither knows the "
        "other. Each day, at once, may tan up to two different players (oneself too): each is "
        "weakly disguised as the role the Tanner names until the end of the coming night, even "
        "if the Tanner dies. At the end of the day the Tanner is told if at least one of them "
        "was in the pack."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "tanner.done",
    "tanner.failed",
    "tanner.pack",
    "refuse.tanned",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "tanner.b1": "Each day the Tanner may disguise up to two players as roles of their choice.",
    "tanner.1": "The tans are weak disguises, seen by weak-reading investigations that night.",
    "tanner.2": "The Tanner may tan themself.",
    "tanner.3": "A tan takes effect at once.",
    "tanner.4": "The Tanner learns if at least one player tanned that day is in the pack.",
    "tanner.5": "A tan outlives the Tanner for the night.",
    "tanner.6": "Every tan comes off at the end of the night.",
    "tanner.7": "The Tanner is no lycan, not in the pack, and strong disguises do not fool them.",
}

# R37: the Tanner's manifest; where its listener runs among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(TANNER,),
    listeners=(
        # tanner.4: told at the end of the day
        ("day_end_consequences", tell_the_tanner),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=DISGUISE_WORDS,
    state=TannerState,
    statuses=("disguise",),
)

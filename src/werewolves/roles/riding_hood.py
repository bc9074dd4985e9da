"""The Riding Hood (role book: unaligned/miscellaneous/riding hood): wins by being killed by a
wolfish player.

No verb. An attack or kill by a wolfish player (rules digest 4.2: ``base.is_wolfish``) that no
other defence stops makes the Riding Hood ascend instead of dying (the last defence, R8): a win,
and the game goes on. The wolfish side is then restrained for the following night, and knows it
(ruling R47): after the wolfpack's attack, every attack of the pack is refused; after any other
wolfish player's, that player's attacks and kills are refused (``restrained``, the engine's
restraint moment). With no wolfish player left, the Riding Hood descends (a loss).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Effect
from ..engine.messages import deferred
from ..engine.phases import phase_kind
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player
from .base import WOLFPACK, is_wolfish

FAMILY_NAME = "riding_hood"
HOOD_TAG = "riding hood"


@dataclass
class HoodState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``pack_barred``: riding-hood.6: the night (phase index) the wolfpack may not attack (None:
    none). ``barred``: riding-hood.7: each restrained wolfish player → the night they may
    neither attack nor kill. Ruling R47: both are refusals (``restrained``)."""

    pack_barred: int | None = None
    barred: dict[str, int] = field(default_factory=dict)


def _peek(eng: Engine) -> HoodState | None:
    return eng.ext(HoodState) if FAMILY_NAME in eng.state.ext else None


def _attempt_source(eng: Engine, victim: Player) -> str:
    """The source of the attempt on ``victim`` being judged (the latest one on them)."""
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets and ev.targets[0] == victim.name:
            return str(ev.data.get("source", ""))
    return ""


def _next_night(eng: Engine) -> int:
    phase = eng.state.phase
    return phase + 2 if phase_kind(phase) == "night" else phase + 1


def hood_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """riding-hood.b1 / riding-hood.3 / riding-hood.1 / riding-hood.2: killed by a wolfish player,
    the Riding Hood ascends (their win) and the game goes on; riding-hood.4: any other death is
    an ordinary one (a loss); riding-hood.5: a protection, tried first (R8), stops both."""
    if HOOD_TAG not in eng.role_of(victim).tags or kind not in ("attack", "kill"):
        return None
    by = eng.find(attacker) if attacker else None
    if by is None or not is_wolfish(eng, by):
        return None
    source = _attempt_source(eng, victim)
    state = eng.ext(HoodState)
    if source == WOLFPACK:
        # riding-hood.6: the wolfpack attacks nobody the following night
        state.pack_barred = _next_night(eng)
    else:
        # riding-hood.7: the wolfish player responsible cannot attack or kill that night
        state.barred[by.name] = _next_night(eng)
    # riding-hood.1 / R44: she leaves the game at once, a winner, announced
    eng.ascend(victim, causes=[], rule="riding-hood.b1")
    return "the Riding Hood's ascension"


def _kills(ab: Ability) -> bool:
    """Whether ``ab`` is an attack or a kill (its kind, or the death its declaration names)."""
    return ab.kind in ("attack", "kill") or Effect.DEATH in ab.declaration.effects


def _packs_attack(eng: Engine, actor: Player, ab: Ability) -> bool:
    """Whether ``ab`` is an attack of the wolfpack: a vote in one of its polls (the usual one, a
    second one), or a choice that takes one of them over (the Alpha Wolf's overwrite)."""
    if ab.group == WOLFPACK:
        return True
    if ab.takes_over is None:
        return False
    return any(
        a.verb == ab.takes_over and a.group == WOLFPACK for a, _role in eng.abilities_of(actor)
    )


def restrained(eng: Engine, actor: Player, ab: Ability) -> Refusal | None:
    """Ruling R47 (riding-hood.6 / riding-hood.7): the wolves know of the restraint (the Riding
    Hood's ascension is announced with her role), so on the night after her win it is a
    refusal, with a sentence saying why, that changes nothing (R7), never an attack accepted
    to fail: after the pack's kill, every attack of the pack (its polls, an overwrite of one);
    after another wolfish player's attack or kill, that player's every attack and kill (their
    vote in the pack's attack too)."""
    state = _peek(eng)
    if state is None:
        return None
    phase = eng.state.phase
    if state.pack_barred != phase and state.barred.get(actor.name) != phase:
        return None  # (the common case: no restraint tonight)
    if not _kills(ab):
        return None
    if state.barred.get(actor.name) == phase:
        # riding-hood.7: the wolfish player responsible can neither attack nor kill tonight
        return Refusal(Reason.NOT_NOW, deferred("refuse.hood_restrained", {"verb": ab.verb}))
    if _packs_attack(eng, actor, ab):
        # riding-hood.6: the pack may not attack anyone tonight
        return Refusal(Reason.NOT_NOW, deferred("refuse.hood_pack", {"verb": ab.verb}))
    return None


def barred_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """riding-hood.6 / riding-hood.7: on the night after a Riding Hood's win, the restrained
    wolfish side's attacks (and the restrained player's kills) fail, whoever they aim at.
    Ruling R47 refuses every such attack its side submits (``restrained``); this stops what
    reaches the defences that night without a submission (one carried over from before)."""
    state = _peek(eng)
    if state is None or attacker is None or kind not in ("attack", "kill"):
        return None
    phase = eng.state.phase
    if state.barred.get(attacker) == phase:
        return "a wolf restrained after the Riding Hood"
    if state.pack_barred == phase and _attempt_source(eng, victim) == WOLFPACK:
        return "a pack restrained after the Riding Hood"
    return None


def win_check(eng: Engine, causes: list[int]) -> None:
    """riding-hood.8: with no wolfish player alive, every living Riding Hood descends (a loss)."""
    hoods = [p for p in eng.living() if HOOD_TAG in eng.role_of(p).tags]
    if not hoods or any(is_wolfish(eng, p) for p in eng.living()):
        return
    for p in hoods:
        eng.descend(p, causes=causes, rule="riding-hood.8")


RIDING_HOOD = RoleDef(
    name="Riding Hood",
    team="unaligned",
    category="Miscellaneous",
    tags=frozenset({HOOD_TAG}),
    rules=tuple(f"riding-hood.{i}" for i in ("b1", *range(1, 9))),
    summary="Get yourself killed by a wolf to win.",
    description=(
        "Unaligned. Attacked or killed by a wolfish player (and not protected), the Riding Hood "
        "ascends (a win) and the game goes on; the following night the wolfpack may attack "
        "nobody (or, when another wolfish player did it, that player can neither attack nor "
        "kill): such attacks are refused. Any other death is a loss; with no wolfish player "
        "left, the Riding Hood descends."
    ),
    book_group="Unaligned Miscellaneous",
)

RULE_TEXT: dict[str, str] = {
    "riding-hood.b1": "The Riding Hood wins when a wolfish player kills them.",
    "riding-hood.1": "The winning Riding Hood ascends and stops playing.",
    "riding-hood.2": "The game goes on after the Riding Hood's win.",
    "riding-hood.3": "A wolfish player's kill is the Riding Hood's win.",
    "riding-hood.4": "Any other death is a loss.",
    "riding-hood.5": "A protected Riding Hood neither dies nor ascends.",
    "riding-hood.6": "After the pack's kill, the pack attacks nobody the next night.",
    "riding-hood.7": "After another wolfish player's kill, that player cannot kill the next night.",
    "riding-hood.8": "With no wolfish player left, the Riding Hood descends and loses.",
}

# ruling R47: the sentences of the restraint's refusals (the family's own texts, R37)
MESSAGES: tuple[str, ...] = (
    "refuse.hood_pack",
    "refuse.hood_restrained",
)

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(RIDING_HOOD,),
    messages=MESSAGES,
    listeners=(("win_check", win_check), ("restraint", restrained)),
    defences=(
        ("absence", "a restrained wolf", barred_defence),
        ("recruitment", "the Riding Hood's ascension", hood_defence),
    ),
    state=HoodState,
    rulebook=RULE_TEXT,
)

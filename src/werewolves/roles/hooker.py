"""The Hooker (role book: townsfolk/power/hooker): each night, at once, spends the night at
another player's house; attacks aimed at the Hooker find nobody home, but an attack on the host
reaches the Hooker too.

Verb (scenario and terminal game): Hooker, at night, immediate: ``sleep X`` (never the player
slept with the night before; not using it is staying home).

Everything this role needs is declared here: its role, its ability and what the ability does
(the declaration the bots and screens read), its messages and its rule text. It adds no
listener: sleeping elsewhere puts the engine's ``absent`` status on the Hooker (the one absence
mechanic, ``engine/deaths.py`` and ``engine/kernel.absence_defence``, ruling RM160), so the
first kind of defence and the attacks carried to a house's guests are the engine's, and a
sleep is an ordinary ability: visits, blocks and redirections (R15–R17) apply to it as to any.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.deaths import ABSENT
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Special
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Hooker"
FAMILY_NAME = "hooker"
AWAY = "away from home"  # the protection an absence names when it stops an attack


@dataclass
class HookerState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``slept``: hooker.5: whom each Hooker slept with, by night (its index, as text) → Hooker →
    host, kept for last night and tonight only (no rule looks further back)."""

    slept: dict[str, dict[str, str]] = field(default_factory=dict)


def _peek(eng: Engine) -> HookerState | None:
    """The family's state if anything was recorded yet (a question never creates it)."""
    return eng.ext(HookerState) if FAMILY_NAME in eng.state.ext else None


def _host_on(eng: Engine, hooker: Player, night: int) -> str | None:
    state = _peek(eng)
    return state.slept.get(str(night), {}).get(hooker.name) if state is not None else None


def _check_sleep(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """hooker.5: not the player this Hooker slept with last night (ruling RM162: the house
    they actually spent it in, which they know)."""
    last = _host_on(eng, actor, eng.state.phase - 2)
    if last is not None and targets and targets[0].name == last:
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.sleep_again", {"player": targets[0].name})
        )
    return None


def _sleep(eng: Engine, act: Act) -> None:
    """hooker.b1 / hooker.2 / hooker.3: the Hooker is at the host's house from now on until the
    night ends."""
    host = act.targets[0]
    night = eng.state.phase
    record = eng.ext(HookerState).slept
    # hooker.5: only last night's host is ever asked about again
    for key in [k for k in record if int(k) < night - 2]:
        del record[key]
    record.setdefault(str(night), {})[act.actor.name] = host.name
    # hooker.1 / hooker.b2 / hooker.3: away from home for the rest of the night (the status
    # ends with the night): an attack aimed at the Hooker finds nobody, an attack on the host
    # reaches the Hooker too (the engine's absence, ruling RM160)
    eng.add_status(
        act.actor, ABSENT, source=act.event.id, until=night, data={"at": host.name, "by": AWAY}
    )
    eng.tell(act.actor, "hooker.slept", rule="hooker.b1", causes=[act.event.id], target=host.name)


# hooker.b1 / hooker.2 / hooker.4: each night (once a night, R7), at once, another player, or
# nobody (the ability left unused); a visit (R15, ruling RM161) that a block stops and a
# redirection moves
SLEEP = Ability(
    verb="sleep",
    when="night",
    timing="immediate",
    does=Special(),
    resolve=_sleep,
    check=_check_sleep,
    fail_msg="hooker.failed",
    rule="hooker.b1",
    usage="sleep PLAYER",
    help=(
        "spend the night at a player's house: attacks on you miss, attacks on them reach you "
        "(not last night's host)"
    ),
    # a bot spends the night with the player it trusts most (whose house the pack is least
    # likely to visit); the host is not changed by it
    declaration=Declaration(effects=(Effect.NOTHING,), aim=Aim.FRIEND),
)

HOOKER = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(SLEEP,),
    rules=tuple(f"hooker.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5)),
    summary="Each night, sleep at another player's house: attacks on you miss, theirs reach you.",
    description=(
        "Each night, at once, may spend the night at another player's house (never the same "
        "player two nights running). Until the night ends the Hooker is not at home: attacks "
        "aimed at the Hooker fail, but every attack on the host also attacks the Hooker. Kills "
        "that are not attacks work as usual. The choice is a visit that ability blocks stop "
        "and redirections move."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "hooker.slept",
    "hooker.failed",
    "refuse.sleep_again",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "hooker.b1": "Each night the Hooker may spend the night at another player's house.",
    "hooker.b2": "Attacks on the Hooker miss; attacks at the host's house reach the Hooker.",
    "hooker.1": (
        "Away from home, the Hooker escapes attacks aimed at them but shares the host's attacks."
    ),
    "hooker.2": "Choosing the house takes effect at once.",
    "hooker.3": "The Hooker stays at that house for the rest of the night.",
    "hooker.4": "The Hooker may stay home instead.",
    "hooker.5": "Never the same host two nights in a row.",
}

# R37: the Hooker's manifest; it adds no listener, so it has no row of its own in the
# resolution table beyond its place in the family order (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(HOOKER,),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    state=HookerState,
    statuses=(),
)

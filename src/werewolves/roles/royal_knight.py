"""The Royal Knight (role book: townsfolk/power/royal knight): once a game, after Day 1, cancels
the current or the coming lynch, openly or in secret.

Verb (scenario and terminal game): Royal Knight, at any time from Night 2, immediate, once a
game: ``cancel POLL hidden`` or ``cancel POLL revealed`` (``cancel lynch hidden``; on a day
that holds several lynch polls, ``cancel lynch 2 revealed`` names the second). By night the
poll named is the coming day's first lynch poll.

Everything this role needs is declared here and in its rows of the resolution table
(``roles/order.py``: the ``lynch_cancel`` step): its role, its ability and what it does (the
declaration the bots and screens read: the poll and the manner as the ability's one pick), the
family's state (the cancellations waiting for their day's end), its messages and its rule text.
The cancellation is accepted at once and kept secret; the poll is cancelled at the day's
``lynch_cancel`` step (R2), where the day's end announces it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Meaning, Pick
from ..engine.effects import Manipulate
from ..engine.phases import phase_kind
from ..engine.polls import lynch_poll_name
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Royal Knight"
FAMILY_NAME = "royal_knight"
HIDDEN, REVEALED = "hidden", "revealed"  # royal-knight.5: the two manners
FIRST_PHASE = 3  # royal-knight.1: after Day 1: from Night 2 (phase index 3)


@dataclass
class RoyalKnightState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``cancels``: the cancellations accepted and not yet carried out, in acceptance order: each
    the day (phase index) whose poll it cancels, the poll's name, whether the Knight is
    revealed, the Knight's name and the accepting event."""

    cancels: list[dict[str, Any]] = field(default_factory=list)


def _day_of(eng: Engine) -> int:
    """royal-knight.1: the current day, or by night the coming one."""
    phase = eng.state.phase
    return phase if phase_kind(phase) == "day" else phase + 1


def choices(eng: Engine, actor: Player) -> tuple[str, ...]:
    """royal-knight.2 / royal-knight.5: the poll and the manner, as one pick: by day, each of
    today's lynch polls (ruling RM232); by night, the coming day's first (the only one known
    to exist yet)."""
    if phase_kind(eng.state.phase) == "day":
        polls = [p.name for p in eng.state.polls if p.kind == "lynch"]
    else:
        polls = [lynch_poll_name(1)]
    return tuple(f"{poll} {manner}" for poll in polls for manner in (HIDDEN, REVEALED))


def _cancel(eng: Engine, act: Act) -> None:
    """royal-knight.b1 / royal-knight.3: the cancellation is accepted at once (its effect
    waits, secret, for the day's end: royal-knight.4)."""
    pick = act.picks[0] if act.picks else f"{lynch_poll_name(1)} {HIDDEN}"
    poll, _, manner = pick.rpartition(" ")
    day = _day_of(eng)
    eng.ext(RoyalKnightState).cancels.append(
        {
            "day": day,
            "poll": poll,
            "revealed": manner == REVEALED,
            "by": act.actor.name,
            "event": act.event.id,
        }
    )
    # royal-knight.4: only the Knight knows until the day ends
    eng.tell(
        act.actor,
        "royal_knight.set",
        rule="royal-knight.3",
        causes=[act.event.id],
        poll=poll,
        manner=manner,
    )


def cancel_at_day_end(eng: Engine) -> None:
    """royal-knight.1 / royal-knight.4 / R2: at the day's cancellation step, each cancellation
    for today cancels its poll (the lynch's own step then announces it); royal-knight.6: a
    revealed Knight is named with their role, a hidden one is not named at all."""
    if FAMILY_NAME not in eng.state.ext:
        return
    state = eng.ext(RoyalKnightState)
    today = [c for c in state.cancels if c["day"] == eng.state.phase]
    if not today:
        return
    state.cancels = [c for c in state.cancels if c["day"] != eng.state.phase]
    for c in today:
        poll = eng.poll(str(c["poll"]))
        if poll is None or poll.kind != "lynch":
            continue  # ruling RM232: a poll the day never held: nothing to cancel
        poll.cancelled = True
        knight = eng.player(str(c["by"]))
        eng.emit(
            "lynch_cancelled",
            actor=knight.name,
            causes=[int(c["event"])],
            rule="royal-knight.1",
            data={"poll": poll.name, "revealed": c["revealed"]},
        )
        if c["revealed"]:
            # royal-knight.6: both the name and the role are announced
            eng.announce(
                "royal_knight.revealed",
                rule="royal-knight.6",
                causes=[int(c["event"])],
                kind="role_revealed",
                player=knight.name,
                role=eng.role_of(knight).name,
                poll=poll.name,
            )


# royal-knight.b1 / royal-knight.1: once a game, at any time from Night 2; royal-knight.3: at
# once; royal-knight.2 / royal-knight.5: the poll and the manner as one pick. It reaches no
# player: no visit, nothing to redirect; an ability block makes it fail (R17, ruling RM232)
CANCEL = Ability(
    verb="cancel",
    when="any",
    timing="immediate",
    does=Manipulate(),
    resolve=_cancel,
    min_targets=0,
    max_targets=0,
    per_phase=None,
    per_game=1,
    from_phase=FIRST_PHASE,
    visits=False,
    redirectable=False,
    options=choices,
    picks=1,
    fail_msg="royal_knight.failed",
    rule="royal-knight.b1",
    usage="cancel POLL hidden|revealed",
    help=(
        "once a game, from Night 2: cancel today's (or, by night, tomorrow's) lynch poll; "
        "revealed, your name and role are announced at the day's end"
    ),
    # a bot spares a lynch poll's leader it trusts (itself, an ally, a cleared player)
    declaration=Declaration(aim=Aim.SPARE_LEADER, picks=Pick.MANNER),
)

ROYAL_KNIGHT = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    abilities=(CANCEL,),
    rules=tuple(f"royal-knight.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    summary="Once a game, after Day 1, cancel a day's lynch, hidden or revealed.",
    description=(
        "Once in the game, at any time from Night 2 on, the Royal Knight may cancel the lynch: "
        "by day today's (on a day with several lynch polls, the one the Knight names), by "
        "night the coming day's. The choice is made at once but kept secret until the day "
        "ends, when the lynch is announced cancelled. Revealed, the Knight's name and role are "
        "announced with it; hidden, neither is. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "royal_knight.set",
    "royal_knight.revealed",
    "royal_knight.failed",
)

EVENT_WORDS: tuple[str, ...] = (
    "lynch_cancelled",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "royal-knight.b1": "Once a game, the Royal Knight may cancel the lynch.",
    "royal-knight.1": (
        "From after Day 1, at any time, the Knight may cancel the current lynch, or by night "
        "the coming one."
    ),
    "royal-knight.2": "On a day with several lynches, the Knight cancels one, of their choice.",
    "royal-knight.3": "The cancellation takes effect at once.",
    "royal-knight.4": "Everyone learns the lynch was cancelled only when the day ends.",
    "royal-knight.5": "The Knight chooses whether to be revealed.",
    "royal-knight.6": "Revealed, the Knight's name and role are announced; hidden, neither is.",
}

# R37: the Royal Knight's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(ROYAL_KNIGHT,),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    listeners=(
        # royal-knight.4 / R2: the cancellation, at the day's own step
        ("lynch_cancel", cancel_at_day_end),
    ),
    meanings={"royal_knight.revealed": Meaning.ROLE_SHOWN},
    state=RoyalKnightState,
    statuses=(),
)

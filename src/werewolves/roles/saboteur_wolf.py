"""The Saboteur Wolf (role book: werewolves/power/saboteur wolf): a pack lycan who each night
sabotages one player's chance of being elected the next day.

Verb (scenario and terminal game): ``sabotage X``, at night, at once (X may be the Saboteur or
another pack member; never last night's choice). Should X win the next day's election, nobody
is elected (the offices' ``election_blocked`` moment, ``roles/offices.py``); X may still be
voted for, vote and be lynched.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Record
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState
from ..engine.state import Player, Poll
from .base import pack_wolf

NAME = "Saboteur Wolf"


@dataclass
class SaboteurState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``choices``: saboteur-wolf.1 / saboteur-wolf.4: whom each Saboteur sabotaged, by night (its
    index, as text) → Saboteur → player, kept for last night and tonight only (no rule looks
    further back), each with the event of the sabotage."""

    choices: dict[str, dict[str, list[str | int]]] = field(default_factory=dict)


FAMILY_NAME = "saboteur_wolf"


def _peek(eng: Engine) -> SaboteurState | None:
    """The family's state if anything was recorded yet (a question never creates it)."""
    return eng.ext(SaboteurState) if FAMILY_NAME in eng.state.ext else None


def _chosen_on(eng: Engine, night: int) -> dict[str, list[str | int]]:
    state = _peek(eng)
    return state.choices.get(str(night), {}) if state is not None else {}


def _check_sabotage(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """saboteur-wolf.4: not the player this Saboteur sabotaged last night (they know whom)."""
    last = _chosen_on(eng, eng.state.phase - 2).get(actor.name)
    if last is not None and targets and targets[0].name == last[0]:
        return Refusal(
            Reason.INVALID_TARGET, deferred("refuse.sabotage_again", {"player": targets[0].name})
        )
    return None


def sabotaged_winner(eng: Engine, winner: Player, poll: Poll) -> bool:
    """saboteur-wolf.2: a player sabotaged last night who wins today's election is not elected:
    nobody is. saboteur-wolf.3: nothing else changes for them (their votes, the lynch)."""
    if poll.kind != "election":
        return False
    causes = [
        int(choice[1])
        for choice in _chosen_on(eng, eng.state.phase - 1).values()
        if choice[0] == winner.name
    ]
    if not causes:
        return False
    eng.emit(
        "election_sabotaged",
        targets=[winner.name],
        causes=causes,
        rule="saboteur-wolf.2",
        data={"office": poll.office},
    )
    return True


# saboteur-wolf.1 / saboteur-wolf.4 / saboteur-wolf.5: once a night, at once, any living player,
# the Saboteur and the pack included; a visit (R15) that a block or a redirection can stop
SABOTAGE = Ability(
    verb="sabotage",
    when="night",
    timing="immediate",
    # saboteur-wolf.1 / saboteur-wolf.5: the sabotage takes effect at once: the player is
    # marked for the next day's election; saboteur-wolf.4: only last night's choice is ever
    # asked about again
    does=Record(SaboteurState, "choices", tell="saboteur.done"),
    allow_self=True,
    check=_check_sabotage,
    fail_msg="saboteur.failed",
    rule="saboteur-wolf.1",
    help="a player who wins tomorrow's election is then not elected: nobody is (not last night's)",
    declaration=Declaration(effects=(Effect.VOTES,), aim=Aim.FOE),
)

# saboteur-wolf.b1: a lycan in the pack (the book's werewolf-team members are lycans unless it
# says otherwise)
SABOTEUR_WOLF = pack_wolf(
    NAME,
    abilities=(SABOTAGE,),
    category="Power",
    rules=tuple(f"saboteur-wolf.{i}" for i in ("b1", 1, 2, 3, 4, 5)),
    summary="A pack wolf who each night keeps one player from being elected the next day.",
    description=(
        "A lycan in the wolfpack. Each night, at once, sabotage one player (yourself and the "
        "pack included, never last night's choice): should they win the next day's election, "
        "nobody is elected. They may still be voted for, vote and be lynched."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "saboteur.done",
    "saboteur.failed",
    "refuse.sabotage_again",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "saboteur-wolf.b1": "Each night the Saboteur Wolf may keep one player from the next election.",
    "saboteur-wolf.1": "Each night the Saboteur picks one player.",
    "saboteur-wolf.2": "If that player wins the next day's election, nobody is elected.",
    "saboteur-wolf.3": "They may still be lynched and still vote in the election.",
    "saboteur-wolf.4": "Not the same player two nights running; itself and its pack are allowed.",
    "saboteur-wolf.5": "The sabotage takes effect at once.",
}

# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "election_sabotaged",
)

# R37: the Saboteur Wolf's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(SABOTEUR_WOLF,),
    listeners=(
        # saboteur-wolf.2: a sabotaged winner is not elected
        ("election_blocked", sabotaged_winner),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=SaboteurState,
    statuses=(),
)

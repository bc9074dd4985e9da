"""The Angel: wins by being lynched, and takes someone along.

Verb (scenario and terminal game): Angel, in any phase, immediate: ``target X`` (not herself),
``target nobody`` to clear. One change a phase, plus one emergency change a game.

Lynches by unusual means (invisible votes, an Executioner's choice) are reported to this module
through the poll: ``poll.invisible`` for hidden votes, recorded with who put them in
``poll.invisible_by``; and a rule that lynches a player in place of the poll's winner names the
responsible player while the lynch happens (``executioner.lynched_by``).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Mix
from ..engine.rules import Family, FamilyState, RoleDef
from ..engine.state import Player, Poll
from ..engine.targeting import target_name, targeting
from .executioner import lynched_by

ANGEL_TAG = "angel"


@dataclass
class AngelState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``lynch_cancelled``: S1.50: the day (phase index) whose lynch is cancelled because an Angel
    ascended (None: none)."""

    lynch_cancelled: int | None = None


# S0.12 / S1.52 / S1.53 / S1.54 / R28: targeting, at once, in any phase, never herself; one change
# a phase plus one emergency change a game; ``target nobody`` clears it.
TARGET = targeting(
    rule="S1.54",
    help="choose who dies with you when you are lynched (one change a phase, one emergency)",
    declaration=Declaration(
        effects=(Effect.RETRIBUTION,),
        aim=Aim.MY_VOTERS,
        # angel.7: shown as she picks: a pick who did not vote for her is replaced at random
        fallback="If the player you choose has not voted for you when you are lynched, a random "
        "player who did vote for you dies instead.",
    ),
)


def angel_lynched(eng: Engine, victim: Player, poll: Poll, causes: list[int]) -> bool:
    """S1.48–S1.58 / R28: what happens when the lynch poll's winner is an Angel."""
    if ANGEL_TAG not in eng.role_of(victim).tags:
        return False
    voters = [
        v
        for v, t in poll.votes.items()
        if t == victim.name and v != victim.name and eng.player(v).alive
    ]
    hidden = [n for n in poll.invisible_by.get(victim.name, []) if n != victim.name]
    responsible = _unusual_means(eng, victim, poll, hidden)
    # S1.57: if nobody but the Angel voted for the Angel, the Angel just dies and does not win.
    if not voters and not hidden and not responsible:
        return False
    # R35 / R17: whether she is ability-blocked as she is lynched, read before she leaves
    block = victim.get("blocked") if eng.is_blocked(victim) else None
    # S1.48 / S1.49: the Angel ascends (a win) and the game goes on. angel.1 / R44: to ascend
    # is to leave the game there and then, a winner, her role announced to all.
    eng.ascend(victim, causes=causes, rule="S1.49")
    # S1.50: the following lynch is cancelled.
    eng.ext(AngelState).lynch_cancelled = eng.state.phase + 2
    if block is not None:
        _kill_fails(eng, victim, responsible, voters + hidden, causes, block.source)
        return True
    takers: list[Player]
    if responsible:
        # S1.56: lynched by unusual means, whoever brought it about dies with the Angel.
        takers, rule = [eng.player(n) for n in responsible], "S1.56"
    else:
        chosen = target_name(victim)
        # S1.51 / S1.58: a target who voted (or put invisible votes) on the Angel dies with her;
        # S1.55: otherwise a random voter for the Angel does.
        if chosen and chosen in voters + hidden and eng.player(chosen).alive:
            takers, rule = [eng.player(chosen)], "S1.51"
        else:
            pool = sorted({v for v in voters + hidden if eng.player(v).alive})
            if not pool:
                return True
            takers = [eng.player(eng.draw("Angel's companion", pool, causes=causes))]
            rule = "S1.55"
    for taker in takers:
        eng.kill(taker, "kill", causes=causes, rule=rule, by=victim, source="the Angel")
    return True


def _kill_fails(
    eng: Engine,
    victim: Player,
    responsible: list[str],
    voters: list[str],
    causes: list[int],
    block: int,
) -> None:
    """R35 / S1.17 / R17: an ability-blocked Angel still ascends and wins and the next lynch is
    still cancelled (her win, not an ability), but her kill is an automatic use of a power and
    fails: neither her target, nor a voter, nor a responsible player dies with her. Nobody is
    told why (R17); the host's log says, with the block among the causes. No companion is drawn:
    a failed kill makes no random draw (R6)."""
    chosen = target_name(victim)
    pool = sorted({v for v in voters if eng.player(v).alive})
    # whom the kill would have reached: the responsible players, her target, or the voters one
    # of whom would have been drawn
    if responsible:
        spared, would = responsible, "S1.56"
    elif chosen and chosen in pool:
        spared, would = [chosen], "S1.51"
    else:
        spared, would = pool, "S1.55"
    eng.emit(
        "action_failed",
        actor=victim.name,
        targets=spared,
        causes=[*causes, block],
        rule="R35",
        data={
            "verb": "kill",
            "why": "she is ability-blocked: nobody dies with her",
            "instead_of": would,
        },
    )


def _unusual_means(eng: Engine, victim: Player, poll: Poll, hidden: list[str]) -> list[str]:
    """S1.56: who lynched the Angel by unusual means: a rule that put her in the poll winner's
    place (``executioner.lynched_by``), or the invisible votes without which she would not have
    won."""
    by = lynched_by(eng, victim)
    if by:
        return [by]
    if not hidden:
        return []
    visible = Poll(name=poll.name, kind=poll.kind, office=poll.office, votes=dict(poll.votes))
    if eng.poll_winner(visible) == victim.name:
        return []
    return sorted(set(hidden))


def cancel_lynch(eng: Engine) -> None:
    """S1.50 / R2: the step where a lynch is cancelled."""
    if eng.ext(AngelState).lynch_cancelled == eng.state.phase:
        for poll in eng.state.polls:
            if poll.kind == "lynch":
                poll.cancelled = True


ANGEL = RoleDef(
    name="Angel",
    team="unaligned",
    category="Miscellaneous",
    abilities=(TARGET,),
    tags=frozenset({ANGEL_TAG}),
    rules=(
        "S1.48",
        "S1.49",
        "S1.50",
        "S1.51",
        "S1.52",
        "S1.53",
        "S1.54",
        "S1.55",
        "S1.56",
        "S1.57",
        "S1.58",
        "R28",
    ),
    summary="Get yourself lynched to win; choose who dies with you.",
    description=(
        "Unaligned. Wins by being lynched — as long as somebody else voted for the Angel: then "
        "the Angel ascends, the game goes on, and the next lynch is cancelled. The Angel may "
        "choose a player (never herself) who dies with her if they voted for her (or put "
        "invisible votes on her); otherwise a random voter for her dies. If she was lynched by "
        "unusual means, whoever brought it about dies instead. One change of target a phase, plus "
        "one emergency change a game. If nobody else voted for her, the Angel just dies."
    ),
    mix=Mix(from_players=9),
    book_group="Unaligned Killing",
)


# R37: the Angel's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py: her own lynch is decided before any lynch substitution, S1.48).
FAMILY = Family(
    name="angel",
    roles=(ANGEL,),
    listeners=(
        # S1.48 / S1.49: her ascension on her lynch
        ("lynch", angel_lynched),
        # S1.50 / R2: the following lynch is cancelled, at its own step
        ("lynch_cancel", cancel_lynch),
    ),
    statuses=(),
    state=AngelState,
)

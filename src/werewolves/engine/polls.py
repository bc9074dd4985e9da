"""The day's public polls: the lynch (R11) and the election (R12), and the actions to vote.

Voting is not a visit, cannot be blocked or redirected (R15, R17), and may be changed until the
day ends. Offices themselves (what is elected, what an office does) live in ``roles.offices``.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from .checks import BALLOTS, POLL_CHECKS, POLL_VOTE_VERBS, POLL_VOTES
from .core import Act, Reason, Refusal
from .declarations import Aim, Declaration, Effect
from .messages import deferred
from .phases import phase_kind
from .rules import Ability, ActorCheck, Family, Resolve, Ruleset, Words
from .state import Poll
from .tally import closing_data

if TYPE_CHECKING:
    from .core import Engine
    from .state import Player

DAY_1 = 2  # R11: lynch and election polls exist from Day 1


def _has_poll(name: str) -> ActorCheck:
    # one refusal for every ask (a refusal is a value; legal_actions asks often, while no such
    # poll is open)
    no_poll = Refusal(Reason.NOT_NOW, deferred("refuse.no_poll", {"poll": name}))

    def check(eng: Engine, actor: Player) -> Refusal | None:
        for poll in eng.state.polls:
            if poll.name == name:
                return None
        return no_poll

    POLL_CHECKS[check] = name  # what it reads: whether that poll is open, nothing else
    return check


def _vote(poll_name: str) -> Resolve:
    def resolve(eng: Engine, act: Act) -> None:
        for poll in eng.state.polls:  # ``eng.poll(poll_name)``, inline
            if poll.name == poll_name:
                # R11: a new vote replaces the old one.
                poll.votes[act.actor.name] = act.targets[0].name
                return
        raise AssertionError(f"no poll {poll_name!r} to vote in")

    return resolve


def _vote_words(poll_name: str, msg: str) -> Words:
    """R11 / R40: a vote is public: everyone reads who voted for whom."""

    def words(eng: Engine, actor: Player, targets: list[Player]) -> tuple[str, dict[str, Any]]:
        office = ""
        for poll in eng.state.polls:  # ``eng.poll(poll_name)``, inline
            if poll.name == poll_name:
                office = poll.office or ""
                break
        return msg, {"voter": actor.name, "target": targets[0].name, "office": office}

    return words


def _unvote(eng: Engine, act: Act) -> None:
    for poll in eng.state.polls:
        if poll.kind == "lynch":
            poll.votes.pop(act.actor.name, None)


def _unvote_words(eng: Engine, actor: Player, targets: list[Player]) -> tuple[str, dict[str, Any]]:
    return "vote.withdrawn", {"voter": actor.name}


_NO_VOTE = Refusal(Reason.NOT_NOW, deferred("refuse.no_vote", {"poll": "lynch"}))


def _check_unvote(eng: Engine, actor: Player) -> Refusal | None:
    name = actor.name
    for p in eng.state.polls:
        if p.kind == "lynch" and name in p.votes:
            return None
    return _NO_VOTE


def _poll_vote(verb: str, poll: str, msg: str, rule: str, help: str, aim: Aim) -> Ability:
    """A vote in one of the day's public polls: changeable, never a visit, never blocked or
    redirected (R11, R15, R17)."""
    resolve, words = _vote(poll), _vote_words(poll, msg)
    POLL_VOTES[words] = (resolve, poll, msg)  # speed: ``Resolution.submit`` does both inline
    POLL_VOTE_VERBS.add(verb)
    BALLOTS[resolve] = poll  # the poll its legal action names (``LegalAction.poll``)
    return Ability(
        verb=verb,
        when="day",
        timing="immediate",
        kind="vote",
        resolve=resolve,
        words=words,
        from_phase=DAY_1,
        per_phase=None,
        allow_self=True,
        visits=False,
        blockable=False,
        redirectable=False,
        public=True,
        actor_check=_has_poll(poll),
        rule=rule,
        help=help,
        # a lynch poll's ballot works against whom it names (a screen asks before a self-vote)
        declaration=Declaration(effects=(Effect.BALLOT,), aim=aim, condemns=aim is Aim.LYNCH),
    )


VOTE = _poll_vote(
    "vote",
    "lynch",
    "vote.cast",
    "R11",
    "vote to lynch a player (changeable until the day ends)",
    Aim.LYNCH,
)
VOTE2 = _poll_vote(
    "vote2",
    "lynch 2",
    "vote.cast2",
    "R13",
    "vote in the second lynch poll the Mayor called",
    Aim.LYNCH,
)
UNVOTE = Ability(
    verb="unvote",
    when="day",
    timing="immediate",
    kind="vote",
    resolve=_unvote,
    words=_unvote_words,
    from_phase=DAY_1,
    per_phase=None,
    min_targets=0,
    max_targets=0,
    visits=False,
    blockable=False,
    redirectable=False,
    public=True,
    actor_check=_check_unvote,
    rule="R11",
    help="withdraw your lynch vote",
    # withdrawing helps nobody a bot plays for: it keeps its vote where it put it
    declaration=Declaration(aim=Aim.SKIP, withdraws=True),
)
ELECT = _poll_vote("elect", "election", "elect.cast", "R12", "vote in today's election", Aim.OFFICE)

# a day's further lynch polls (a rule that gives the day one more lynch: the Mayor's second poll,
# R13, a death that gives the next day another): the n-th is "lynch n", voted in with "voten";
# a day holds at most this many lynch polls
MAX_LYNCH_POLLS = 6


def lynch_poll_name(n: int) -> str:
    """The name of a day's ``n``-th lynch poll (``lynch``, ``lynch 2``, ``lynch 3`` …)."""
    return "lynch" if n <= 1 else f"lynch {n}"


def lynch_vote_verb(poll_name: str) -> str | None:
    """The verb that votes in the lynch poll ``poll_name`` (``vote``, ``vote2`` …), or None for a
    name no lynch poll has."""
    if poll_name == "lynch":
        return "vote"
    head, _, n = poll_name.partition(" ")
    return f"vote{n}" if head == "lynch" and n.isdigit() else None


def _extra_vote_words(poll_name: str) -> Words:
    """R11 / R40: a vote in a further lynch poll is public, naming its poll."""

    def words(eng: Engine, actor: Player, targets: list[Player]) -> tuple[str, dict[str, Any]]:
        return "vote.cast_extra", {
            "voter": actor.name,
            "target": targets[0].name,
            "poll": poll_name,
        }

    return words


def _extra_vote(n: int) -> Ability:
    """The vote in a day's ``n``-th lynch poll (n from 3: the second is ``vote2``): a family
    that can give a day further lynch polls lists these among its common abilities, so they
    exist only in the games it is part of."""
    name = lynch_poll_name(n)
    ab = _poll_vote(
        f"vote{n}",
        name,
        "vote.cast_extra",
        "R11",
        f"vote in today's lynch poll {n}, on a day that holds one",
        Aim.LYNCH,
    )
    return replace(ab, words=_extra_vote_words(name))


EXTRA_VOTES: tuple[Ability, ...] = tuple(_extra_vote(n) for n in range(3, MAX_LYNCH_POLLS + 1))


def open_extra_lynch(eng: Engine, *, causes: list[int], rule: str) -> Poll | None:
    """A further lynch poll today, after those already open (R11: it is voted, closed and
    carried out as the day's first; several lynch polls may lynch the same player), numbered
    next; announced to everyone with the verb that votes in it. A day that already holds
    :data:`MAX_LYNCH_POLLS` lynch polls opens no more (the host's log says so)."""
    n = sum(1 for p in eng.state.polls if p.kind == "lynch") + 1
    name = lynch_poll_name(n)
    if n > MAX_LYNCH_POLLS:
        eng.emit("poll_not_opened", causes=causes, rule=rule, data={"poll": name})
        return None
    poll = Poll(name=name, kind="lynch")
    eng.state.polls.append(poll)
    eng.announce(
        "poll.extra_lynch_open", rule=rule, causes=causes, poll=name, verb=lynch_vote_verb(name)
    )
    return poll


def open_lynch(eng: Engine) -> None:
    """R11: from Day 1, each day has a lynch poll."""
    st = eng.state
    st.polls = []
    if phase_kind(st.phase) != "day" or st.phase < DAY_1:
        return
    st.polls.append(Poll(name="lynch", kind="lynch"))
    eng.announce("poll.lynch_open", rule="R11")


def close_lynch(eng: Engine) -> None:
    """R2: the lynch poll closes and its winner is chosen (nothing happens yet).

    R40: the closing records the counted totals with their breakdown (every ballot, every
    modifier and its source), so the explanation of the result names whatever changed it.
    """
    for poll in eng.state.polls:
        if poll.kind == "lynch":
            closing = closing_data(eng, poll)
            poll.winner = eng.poll_winner(poll, closing["totals"])
            ev = eng.emit(
                "poll_closed",
                targets=[poll.winner] if poll.winner else [],
                rule="R11",
                data={"poll": poll.name, **closing},
            )
            poll.closed_by = ev.id


# the messages by which a lynch poll that chose nobody is announced (R11)
NOBODY_LYNCHED = ("lynch.nobody", "lynch.tie", "lynch.no_votes")


def why_nobody(eng: Engine, poll: Poll) -> tuple[str, dict[str, Any]]:
    """R11 / R40: why ``poll`` chose nobody, as everyone may be told it: ``no_votes`` (no
    ballot at all), ``tie`` with the tied players (in seat order) and their ``count`` when the
    public board shows the very tie the counted totals make, else ``nobody`` (a tie only hidden
    modifiers made, or no positive total: the board is never contradicted without a reason,
    and no hidden vote is told)."""
    data = eng.state.events[poll.closed_by].data if poll.closed_by is not None else {}
    totals: dict[str, int] = dict(data.get("totals", {}))
    breakdown = data.get("breakdown", {})
    if not poll.votes and not breakdown.get("ballots"):
        return "no_votes", {}
    shown: dict[str, int] = dict(breakdown.get("shown", totals))
    best = max(totals.values(), default=0)
    tied = [c for c, n in totals.items() if n == best]
    board = [c for c, n in shown.items() if n == best]
    if best > 0 and len(tied) > 1 and sorted(tied) == sorted(board) and max(shown.values()) == best:
        seats = {p.name: p.seat for p in eng.state.players}
        return "tie", {"players": sorted(tied, key=lambda n: seats.get(n, 0)), "count": best}
    return "nobody", {}


def lynch_consequences(eng: Engine) -> None:
    """R11: the winner is lynched; a tie or no votes: nobody; a dead winner: nothing happens."""
    for poll in eng.state.polls:
        if poll.kind != "lynch":
            continue
        if poll.cancelled:
            eng.announce("lynch.cancelled", rule="R2")
            continue
        if poll.winner is None:
            why, params = why_nobody(eng, poll)
            eng.announce(f"lynch.{why}", rule="R11", **params)
            continue
        victim = eng.player(poll.winner)
        if not victim.alive:
            eng.announce("lynch.winner_dead", rule="R11", player=victim.name)
            continue
        # the cause is this poll's own closing (d13: kept on the poll, never searched for)
        closed = [] if poll.closed_by is None else [poll.closed_by]
        lynch_player(eng, victim, poll, closed)


def lynch_player(
    eng: Engine,
    victim: Player,
    poll: Poll,
    causes: list[int],
    *,
    by: Player | None = None,
    rule: str = "R11",
) -> None:
    """Lynch ``victim`` for ``poll``: directly (the poll's winner), or indirectly on behalf of
    ``by``, a rule that lynches someone in the winner's place (the Executioner).

    Either way a rule may replace the lynch's consequence (the Angel's ascension, the
    Executioner's substitution); otherwise the victim dies, kind ``lynch`` (R8, R11).
    """
    # S1.56: who brought an indirect lynch about is the substituting family's own record
    # (``executioner.lynched_by``); here it names the attacker and the source in the log
    if any(eng.hook("lynch", victim, poll, causes)):
        return
    source = "indirect lynch" if by is not None else ""
    eng.kill(victim, "lynch", causes=causes, rule=rule, by=by, source=source)


# the words of the kinds of event the polls record without a message (R40: explanations)
EVENT_WORDS: dict[str, str] = {
    "poll_not_opened": "the day already holds its most lynch polls: {poll} is not opened",
}

# R37: the day's polls, declared like any family (in every game: no roles)
FAMILY = Family(
    name="polls",
    events=EVENT_WORDS,
    common=(VOTE, VOTE2, UNVOTE, ELECT),
    listeners=(
        ("day_start", open_lynch),  # R11
        ("lynch_close", close_lynch),  # R2, R11, R40
        ("lynch_consequences", lynch_consequences),  # R11
    ),
    always=True,
)


def install(rules: Ruleset) -> None:
    """For rules built by hand (tests): the same as ``rules.install(FAMILY)``."""
    rules.install(FAMILY)

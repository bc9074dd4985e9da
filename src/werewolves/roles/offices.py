"""Elected offices: Mayor, Reporter and Guardian (R12–R14), and the daily election.

Offices are public extra roles on top of a player's role. Each has a channel that later holders
reuse.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Meaning
from ..engine.effects import Manipulate, Protect, Remember
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.phases import phase_kind
from ..engine.polls import DAY_1, why_nobody
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset
from ..engine.state import Player, Poll
from ..engine.tally import closing_data, for_office

# R12: one election a day, for the highest vacant office in this order.
OFFICE_ORDER = ("Mayor", "Reporter", "Guardian")
BIG_TOWN = 15  # R13: the Mayor's extra vote while 15 or fewer players are alive


@dataclass
class OfficesState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``second_lynch``: R13: the day (phase index) on which a second lynch poll opens, as the Mayor
    called it the night before (None: never called). ``resigning``: R12: each holder's offices
    given up when the phase ends (holder → offices), walked in seat order. ``protected``: R30 /
    R38: for last night and tonight, whom each Guardian protected (night → Guardian → players),
    only ever looked up, never walked."""

    second_lynch: int | None = None
    resigning: dict[str, list[str]] = field(default_factory=dict)
    protected: dict[str, dict[str, list[str]]] = field(default_factory=dict)


def holders(eng: Engine, office: str) -> list[Player]:
    return [p for p in eng.living() if office in p.offices]


def open_election(eng: Engine) -> None:
    """R12: from Day 1, an election for the first office nobody alive holds at the start of day."""
    st = eng.state
    if phase_kind(st.phase) != "day" or st.phase < DAY_1:
        return
    # R13: a second lynch poll the Mayor called last night.
    if eng.ext(OfficesState).second_lynch == st.phase:
        st.polls.append(Poll(name="lynch 2", kind="lynch"))
        eng.announce("poll.second_lynch_open", rule="R13")
    # a rule may skip the day's election (despot.b2): only asked where a rule listens
    if eng.listeners("election_skipped") and any(eng.hook("election_skipped")):
        return
    # the offices the living hold, in one walk (``holders`` of each office in turn)
    held: set[str] = set()
    for p in eng.living():
        if p.offices:
            held.update(p.offices)
    for office in OFFICE_ORDER:
        if office not in held:
            st.polls.append(Poll(name="election", kind="election", office=office))
            eng.announce("poll.election_open", rule="R12", office=office)
            return


def close_election(eng: Engine) -> None:
    poll = eng.poll("election")
    if poll is not None:
        closing = closing_data(eng, poll)
        poll.winner = eng.poll_winner(poll, closing["totals"])
        ev = eng.emit(
            "poll_closed",
            targets=[poll.winner] if poll.winner else [],
            rule="R12",
            data={"poll": "election", "office": poll.office, **closing},
        )
        poll.closed_by = ev.id


def election_consequences(eng: Engine) -> None:
    """R12: the office is granted at the end of the day, after the lynch."""
    poll = eng.poll("election")
    if poll is None or poll.office is None:
        return
    office = poll.office
    # d13: the election's own closing, kept on the poll (never a search of the whole log)
    closed = [] if poll.closed_by is None else [poll.closed_by]
    if poll.winner is None:
        # a tie or no vote said as such (R40: only as the board shows it)
        why, params = why_nobody(eng, poll)
        eng.announce(f"election.{why}", rule="R12", causes=closed, office=office, **params)
        return
    winner = eng.player(poll.winner)
    if not winner.alive:
        eng.announce(
            "election.winner_dead", rule="R12", causes=closed, player=winner.name, office=office
        )
        return
    # a rule may disqualify the winner (the Horseman of War's doom): then nobody is elected
    if any(eng.hook("election_blocked", winner, poll)):
        eng.announce(
            "election.disqualified", rule="R12", causes=closed, player=winner.name, office=office
        )
        return
    # a rule may take the winner's election over (despot.b1: the Despot wins instead)
    if eng.listeners("elected") and any(eng.hook("elected", winner, poll)):
        return
    eng.grant_office(winner, office)
    ev = eng.announce(
        "election.won",
        rule="R12",
        causes=closed,
        kind="elected",
        targets=[winner.name],
        player=winner.name,
        office=office,
    )
    # R12: each office has a channel that its later holders reuse.
    eng.join_group(winner, f"{office} office", cause=ev.id, rule="R12")


def _check_resign(eng: Engine, actor: Player) -> Refusal | None:
    if not actor.offices:
        return Refusal(Reason.NOT_NOW, deferred("refuse.no_office", {"player": actor.name}))
    return None


def apply_resignations(eng: Engine) -> None:
    """R12: the offices given up this phase are left when it ends, holder by holder in seat
    order (never in the order the resignations were stored)."""
    resigning = eng.ext(OfficesState).resigning
    if not resigning:
        return  # nobody resigned this phase: nothing to walk
    for p in eng.state.players:
        leaving = resigning.pop(p.name, None)
        if not leaving:
            continue
        for office in leaving:
            if office in p.offices:
                eng.resign_office(p, office)
                eng.announce(
                    "office.resigned", rule="R12", kind="resigned", player=p.name, office=office
                )


RESIGN = Ability(
    verb="resign",
    when="any",
    timing="immediate",
    # R12: a holder may resign; it takes effect when the phase ends (``apply_resignations``)
    does=Remember(
        "resigning", in_=OfficesState, value="offices", tell="office.resign_pending",
        param="office",
    ),
    min_targets=0,
    max_targets=0,
    visits=False,
    blockable=False,
    redirectable=False,
    available=lambda eng, p: bool(p.offices),
    available_reads_player_only=True,
    actor_check=_check_resign,
    rule="R12",
    help="give up your office(s) when this phase ends",
    declaration=Declaration(
        hurts_user=True,
        hurts_team=True,
        irreversible=True,
        warning="Resigning gives up your office for the rest of the game.",
        aim=Aim.SKIP,
    ),
)


@for_office("Mayor")  # nothing for a voter who is not the Mayor (below)
def mayor_extra_vote(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """R13: while 15 or fewer are alive, the Mayor's vote on public polls counts one more, in
    the direction of their normal vote; nothing can remove or steal this extra vote."""
    if "Mayor" not in voter.offices or poll.kind == "group":
        return 0
    if eng.count_living() > BIG_TOWN:
        return 0
    return 1 if weight >= 0 else -1


def _second_lynch(eng: Engine, act: Act) -> None:
    """R13: with more than 15 alive, the Mayor may have the next day hold a second lynch poll."""
    eng.ext(OfficesState).second_lynch = eng.state.phase + 1
    eng.tell(act.actor, "mayor.second_lynch", rule="R13", causes=[act.event.id])


# the words of that refusal: one catalogue entry, never changed (each refusal writes it out
# into its own text when read), so made once (``legal_actions`` asks every night)
_SMALL_TOWN = deferred("refuse.mayor_poll", {})


def _check_big_town(eng: Engine, actor: Player) -> Refusal | None:
    if eng.count_living() <= BIG_TOWN:
        return Refusal(Reason.NOT_NOW, _SMALL_TOWN)
    return None


SECOND_LYNCH = Ability(
    verb="secondpoll",
    when="night",
    timing="immediate",
    does=Manipulate(),
    resolve=_second_lynch,
    min_targets=0,
    max_targets=0,
    visits=False,
    actor_check=_check_big_town,
    rule="R13",
    help="(more than 15 alive) have tomorrow hold a second lynch poll",
    declaration=Declaration(effects=(Effect.VOTES,), aim=Aim.SKIP),
)


def report_death(eng: Engine, victim: Player, ev: object) -> None:
    """R14: the Reporter is told the role a dead player was dealt; disguises never matter."""
    for reporter in holders(eng, "Reporter"):
        if reporter is not victim:
            eng.tell(
                reporter,
                "reporter.report",
                rule="R14",
                player=victim.name,
                role=victim.original_role,
            )


MAYOR = RoleDef(
    name="Mayor",
    team="none",
    office=True,
    category="Elected",
    abilities=(RESIGN, SECOND_LYNCH),
    rules=("R12", "R13"),
    summary="Your vote counts one extra while 15 or fewer are alive; otherwise you may call a "
    "second lynch poll.",
    book_group="Extra Elected",
)
REPORTER = RoleDef(
    name="Reporter",
    team="none",
    office=True,
    category="Elected",
    abilities=(RESIGN,),
    rules=("R12", "R14"),
    summary="Whenever a player dies you learn the role they were dealt.",
    book_group="Extra Elected",
)


def _guardian_limit(eng: Engine) -> int:
    """S2.11 / S2.13 / R30: two protections while more than 15 players are alive, else one."""
    return 2 if eng.count_living() > BIG_TOWN else 1


def _protected_on(eng: Engine, night: int) -> dict[str, list[str]]:
    """R30: whom each Guardian protected on ``night`` (Guardian → players)."""
    return eng.ext(OfficesState).protected.get(str(night), {})


def _anyone_protected_last_night(eng: Engine) -> set[str]:
    """R38: everyone any Guardian protected last night."""
    return {n for names in _protected_on(eng, eng.state.phase - 2).values() for n in names}


def _protected_last_night(eng: Engine, target: Player) -> list[int]:
    """The events of last night's protection of ``target`` (the cause of a failed one)."""
    night = eng.state.phase - 2
    found: list[int] = []
    # from the end of the log back to last night only (the log is in phase order, d13)
    e: Event
    for e in reversed(eng.state.events):
        if e.phase < night:
            break
        if (
            e.phase == night
            and e.kind == "action"
            and e.params.get("verb") == "protect"
            and target.name in e.targets
        ):
            found.append(e.id)
    return found[::-1]


def _check_protect(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # the limit is never below one (asked per candidate by legal_actions: only when it matters)
    if len(targets) > 1:
        limit = _guardian_limit(eng)
        if len(targets) > limit:
            return Refusal(Reason.TARGET_COUNT, deferred("refuse.guardian_count", {"n": limit}))
    # R30 / R38 / R7: a Guardian is refused the players she protected herself last night (she
    # knows them). d12: whom another Guardian protected is not hers to know, so that choice is
    # accepted and fails inside the game (``_protect``): a refusal here would tell her.
    # d12 / R7: whom this Guardian protected herself last night: what she knows (only read here)
    mine = _protected_on(eng, eng.state.phase - 2).get(actor.name, ())
    for t in targets:
        if t.name in mine:
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.guardian_again", {"player": t.name})
            )
    return None


def _protect(eng: Engine, act: Act) -> None:
    """R30: the chosen players are protected from attacks for the rest of this night; the
    protection is immediate and each protected player is visited."""
    # R38: nobody any Guardian protected last night is protected tonight, by any Guardian.
    last = _anyone_protected_last_night(eng)
    protected: list[str] = []
    for t in act.targets:
        if t.name in last:
            # d12 / R38 / R7: another Guardian protected them last night: the protection fails
            # (still a visit, R15). Like a blocked protection (S1.19), nothing is confirmed to
            # her and she is never told why; the host's log says.
            eng.emit(
                "action_failed",
                actor=act.actor.name,
                targets=[t.name],
                causes=[act.event.id, *_protected_last_night(eng, t)],
                rule="R38",
                data={"verb": "protect", "why": "a Guardian protected them last night"},
            )
            continue
        eng.add_status(
            t,
            "protected",
            source=act.event.id,
            until=eng.state.phase,
            data={"by": "the Guardian's protection"},
        )
        protected.append(t.name)
    # d12 / R7: whom she protected is what she knows (and is refused tomorrow); a failed
    # protection protected nobody, as she can tell from the missing confirmation. R38: the
    # record is kept for tonight and last night only (no rule looks further back).
    record = eng.ext(OfficesState).protected
    for night in [k for k in record if int(k) < eng.state.phase - 2]:
        del record[night]
    record.setdefault(str(eng.state.phase), {})[act.actor.name] = protected
    if protected:
        eng.tell(
            act.actor, "guardian.protected", rule="R30", causes=[act.event.id], players=protected
        )


PROTECT = Ability(
    verb="protect",
    when="night",
    timing="immediate",
    does=Protect(),
    resolve=_protect,
    max_targets=2,
    allow_self=True,
    check=_check_protect,
    rule="R30",
    usage="protect PLAYER [PLAYER] (two only while more than 15 are alive)",
    help="protect one player (two while more than 15 are alive) from attacks tonight",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.GUARD),
)

GUARDIAN = RoleDef(
    name="Guardian",
    team="none",
    office=True,
    category="Elected",
    abilities=(PROTECT, RESIGN),
    rules=("R12", "R30"),
    summary="Each night protect a player (two while more than 15 are alive) from attacks.",
    description="The third office, elected on the first day with a living Mayor, a living "
    "Reporter and no living Guardian. Each night, at once, protects one player — two while more "
    "than 15 players are alive — from attacks for that night (not from other deaths). Nobody "
    "protected by a Guardian last night may be protected tonight; protecting yourself is "
    "allowed.",
    book_group="Extra Elected",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.no_office",
    "refuse.mayor_poll",
    "poll.second_lynch_open",
    "poll.election_open",
    "election.won",
    "election.winner_dead",
    "office.resign_pending",
    "office.resigned",
    "mayor.second_lynch",
    "reporter.report",
    "election.disqualified",
    "refuse.guardian_count",
    "refuse.guardian_again",
    "guardian.protected",
)


# R37: the offices' manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py). Offices are never dealt: the election (R12) and what the offices do
# apply in every game.
FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "reporter.report": Meaning.ROLE_LEARNED,
    },
    messages=MESSAGES,
    name="offices",
    roles=(MAYOR, REPORTER, GUARDIAN),
    listeners=(
        # R12: the day's election opens with the day, closes with the polls, and grants the
        # office after the lynch; resignations take effect when a phase ends
        ("day_start", open_election),
        ("election_close", close_election),
        ("election_consequences", election_consequences),
        ("day_end_consequences", apply_resignations),
        ("night_end_consequences", apply_resignations),
        # R13: the Mayor's extra vote
        ("vote_extra", mayor_extra_vote),
        # R14: the Reporter learns the dead player's dealt role
        ("death", report_death),
    ),
    # R30: the Guardian's protection (the kernel's defence reads it, R8)
    statuses=("protected",),
    state=OfficesState,
    always=True,
)


def install(rules: Ruleset) -> None:
    """Install this family's manifest on a ruleset built by hand (tests, variants); the game's
    own rules are built from :data:`FAMILY` (``roles/__init__.py``)."""
    rules.install(FAMILY)

"""The Medium (role book: townsfolk/power/medium): each night asks the dead one yes/no question
in a secret channel of their own; the dead vote on it by day; the Medium learns the answer.

The Medium has no verb: the question is a line written at night in the Medium's own channel,
``seance of NAME`` (the last line of the night is the question). As the day starts the channel
is locked and the question is put to the dead; each dead player answers by day with the verb
every dead player has while a question is open: ``answer yes`` or ``answer no`` (changeable
until the day ends; on a day with several Mediums' questions, ``answer question 2 yes``). As
the day ends the Medium is told the answer: yes, no, or undecided (a tie, or no answer), never
who answered what; the channel opens again with the night.

Everything this role needs is declared here and in its rows of the resolution table
(``roles/order.py``: ``night_start``, ``said``, ``day_start`` and ``lynch_close``): the role,
the dead's answer (a common ability only the dead have, ``Ability.by_dead``), the family's state
(the questions and their answers), its messages and its rule text.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Meaning, Pick
from ..engine.effects import Manipulate
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.phases import phase_kind
from ..engine.polls import DAY_1
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Medium"
FAMILY_NAME = "medium"
MEDIUM = "asks the dead a question each night"  # the tag of roles with a seance
YES, NO, UNDECIDED = "yes", "no", "undecided"


@dataclass
class MediumState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``asked``: each Medium (by name) → the question written tonight (the last line).
    ``polls``: today's questions put to the dead, in order: each its name (``question``,
    ``question 2`` …), the Medium who asked, the question's words, the event that opened it and
    the answers so far (dead voter → yes or no)."""

    asked: dict[str, str] = field(default_factory=dict)
    polls: list[dict[str, Any]] = field(default_factory=list)


def _peek(eng: Engine) -> MediumState | None:
    """The family's state if anything was recorded yet (a question never creates it)."""
    return eng.ext(MediumState) if FAMILY_NAME in eng.state.ext else None


def channel_of(medium: Player) -> str:
    """medium.1: the Medium's second secret channel (their own: nobody else is in it)."""
    return f"seance of {medium.name}"


def _mediums(eng: Engine) -> list[Player]:
    return [p for p in eng.living() if MEDIUM in eng.role_of(p).tags]


def open_channels(eng: Engine) -> None:
    """medium.1 / medium.6: each night every living Medium has their channel (again)."""
    for medium in _mediums(eng):
        name = channel_of(medium)
        g = eng.join_group(medium, name, cause=None, rule="medium.1")
        eng.tell(
            medium,
            "medium.channel_open",
            rule="medium.1",
            kind="channel_opened",
            channel=g.name,
        )


def record_question(eng: Engine, speaker: Player, channel: str, ev: Event) -> None:
    """medium.1 / medium.4 (ruling RM233): what the Medium writes in their channel by night is
    the question; a later line replaces an earlier one, so the last line of the night is put
    to the dead (one question a night, medium.b1)."""
    if phase_kind(eng.state.phase) != "night" or channel != channel_of(speaker):
        return
    if MEDIUM not in eng.role_of(speaker).tags:
        return
    eng.ext(MediumState).asked[speaker.name] = str(ev.params.get("text", ""))


def awaits_question(eng: Engine, player: Player) -> str | None:
    """medium.1: by night a living Medium's channel waits for their question (for a reader
    with nothing to submit: a bot)."""
    if phase_kind(eng.state.phase) != "night" or MEDIUM not in eng.role_of(player).tags:
        return None
    g = eng.group(channel_of(player))
    return g.name if g is not None and player.name in g.members else None


def _poll_name(n: int) -> str:
    return "question" if n <= 1 else f"question {n}"


def put_to_the_dead(eng: Engine) -> None:
    """medium.1: as the day starts each Medium's channel is locked and their question, if
    they wrote one, becomes a yes/no poll of the dead (medium.2: every dead player may answer;
    medium.3: whatever their team)."""
    state = _peek(eng)
    for g in list(eng.state.groups):
        if g.name.startswith("seance of ") and g.members:
            eng.empty_group(g.name, causes=[], rule="medium.1")
    if state is None:
        return
    state.polls = []
    asked, state.asked = state.asked, {}
    for medium_name, question in asked.items():
        medium = eng.find(medium_name)
        if medium is None or not medium.alive:
            continue
        name = _poll_name(len(state.polls) + 1)
        # medium.2 / medium.3: told to every dead player, whatever their team (the dead read
        # what is told to the dead, a player who dies later included)
        ev = eng.emit(
            "dead_poll_opened",
            audience="dead",
            msg="medium.asked",
            params={"poll": name, "question": question},
            rule="medium.2",
            data={"medium": medium.name},
        )
        state.polls.append(
            {"name": name, "medium": medium.name, "question": question, "event": ev.id,
             "votes": {}}
        )
        eng.tell(medium, "medium.put", rule="medium.1", causes=[ev.id], question=question)


def result_of(votes: dict[str, str]) -> str:
    """medium.5 (ruling RM234): the answer is the one more of the dead gave; a tie, or no
    answer at all, is undecided, so that nobody's silence tells the Medium anything."""
    yes = sum(1 for v in votes.values() if v == YES)
    no = sum(1 for v in votes.values() if v == NO)
    return YES if yes > no else NO if no > yes else UNDECIDED


def close_dead_polls(eng: Engine) -> None:
    """medium.6: as the day ends the poll closes and the Medium learns the answer (never the
    votes); their channel opens again with the night (``open_channels``)."""
    state = _peek(eng)
    if state is None or not state.polls:
        return
    polls, state.polls = state.polls, []
    for poll in polls:
        answer = result_of(poll["votes"])
        ev = eng.emit(
            "dead_poll_closed",
            causes=[int(poll["event"])],
            rule="medium.6",
            data={"poll": poll["name"], "votes": dict(poll["votes"]), "answer": answer},
        )
        medium = eng.find(str(poll["medium"]))
        if medium is not None and medium.alive:
            eng.tell(
                medium,
                "medium.answer",
                rule="medium.6",
                causes=[ev.id],
                kind="dead_answer",
                question=poll["question"],
                answer=answer,
            )


def _open(eng: Engine) -> list[dict[str, Any]]:
    state = _peek(eng)
    return [] if state is None else state.polls


def answers(eng: Engine, actor: Player) -> tuple[str, ...]:
    """The answers open to a dead player: yes or no, on the one question of the day, or
    naming its poll on a day with several."""
    polls = _open(eng)
    if len(polls) == 1:
        return (YES, NO)
    return tuple(f"{p['name']} {a}" for p in polls for a in (YES, NO))


_NO_QUESTION = Refusal(Reason.NOT_NOW, deferred("refuse.no_question", {}))


def _check_open(eng: Engine, actor: Player) -> Refusal | None:
    """medium.2: the dead answer only while a question is open (by day)."""
    return None if _open(eng) else _NO_QUESTION


def _answer(eng: Engine, act: Act) -> None:
    """medium.2: a dead player's answer, changeable until the day ends (the last one counts)."""
    polls = _open(eng)
    pick = act.picks[0] if act.picks else NO
    poll_name, _, answer = pick.rpartition(" ")
    for poll in polls:
        if poll["name"] == (poll_name or polls[0]["name"]):
            poll["votes"][act.actor.name] = answer
            eng.tell(act.actor, "medium.answered", rule="medium.2", causes=[act.event.id],
                     poll=poll["name"], answer=answer)


# medium.2: by day, every dead player may answer the question put to the dead: an ability only
# the dead have, no player named, never a visit, never blocked or redirected (like a vote, R17)
ANSWER = Ability(
    verb="answer",
    when="day",
    timing="immediate",
    does=Manipulate(),
    resolve=_answer,
    min_targets=0,
    max_targets=0,
    per_phase=None,
    from_phase=DAY_1,
    visits=False,
    blockable=False,
    redirectable=False,
    by_dead=True,
    actor_check=_check_open,
    options=answers,
    picks=1,
    rule="medium.2",
    usage="answer yes|no",
    help="answer the question a Medium put to the dead, yes or no, until the day ends",
    # a dead bot answers the question as it believes the truth is, or against it for an
    # opposing side
    declaration=Declaration(aim=Aim.ANSWER, picks=Pick.ANSWER),
)

MEDIUM_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Power",
    attack_class="town",
    tags=frozenset({MEDIUM}),
    rules=tuple(f"medium.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6)),
    summary="Each night, ask the dead a yes/no question; learn their answer as the day ends.",
    description=(
        "Each night the Medium has a secret channel of their own (the seance); the last line "
        "written there by night is the question. As the day starts the channel is locked and "
        "the question is put to the dead, who answer yes or no during the day (the dead of "
        "every team). As the day ends the Medium learns the answer: yes, no, or undecided (a "
        "tie, or nobody answered), never who answered what. Wins with the town."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Power",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "medium.channel_open",
    "medium.put",
    "medium.asked",
    "medium.answered",
    "medium.answer",
    "refuse.no_question",
)

EVENT_WORDS: tuple[str, ...] = (
    "dead_poll_opened",
    "dead_poll_closed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "medium.b1": "Each night the Medium may put one question to the dead.",
    "medium.1": (
        "By night the Medium has a second secret channel for the question; when the day "
        "starts it is locked and a yes/no poll opens."
    ),
    "medium.2": "Every dead player may vote on it during the day.",
    "medium.3": "The dead may belong to any team.",
    "medium.4": "The question must be a plain yes/no question with no hidden meaning.",
    "medium.5": "A dead player who does not vote tells the Medium nothing.",
    "medium.6": (
        "When the day ends the poll closes, the Medium learns the answer, and the channel "
        "opens again."
    ),
}

# R37: the Medium's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(MEDIUM_ROLE,),
    # medium.2: the dead's answer exists only in the games a Medium is part of
    common=(ANSWER,),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    listeners=(
        ("night_start", open_channels),  # medium.1 / medium.6
        ("said", record_question),  # medium.1
        ("day_start", put_to_the_dead),  # medium.1 / medium.2
        ("lynch_close", close_dead_polls),  # medium.6
        ("awaits_line", awaits_question),  # medium.1
    ),
    meanings={
        "medium.channel_open": Meaning.QUESTION_CHANNEL,
        "medium.asked": Meaning.QUESTION_ASKED,
        "medium.answer": Meaning.QUESTION_ANSWERED,
    },
    state=MediumState,
    statuses=(),
)

"""The Idiot (role book: townsfolk/miscellaneous/idiot): survives the first lynch, attack or kill
that would have killed them, and loses their vote from then on.

No verb: the survival is a partial defence (R8's fourth kind, after absences, active protections
and passive escapes), and the lost vote is a modifier of what the player's vote counts (R13's
``vote_weight``), so the Mayor's extra vote, which follows the normal vote, stays.

Everything this role needs is declared here and in its rows of the resolution table: the role,
its defence, the status of a player who has lost their vote, its messages and its rule text.
"""

from __future__ import annotations

from ..engine import tally
from ..engine.core import Engine
from ..engine.rules import Family, RoleDef
from ..engine.state import Player, Poll

NAME = "Idiot"
IDIOT = "survives its first death"  # the tag of roles that survive their first death
LIVES = "idiot survivals"  # the counter of survivals left (1 at the start)
VOTELESS = "voteless"  # the status of a player whose normal vote counts nothing


def _attempt(eng: Engine, victim: Player) -> list[int]:
    """The kill attempt being judged right now (the engine logs it before the defences)."""
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return [ev.id]
    return []


def idiot_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """idiot.b1 / idiot.1 / idiot.2: the Idiot's one survival."""
    # idiot.1: a lynch, an attack or a kill (R8; a true kill never meets a defence), by anyone,
    # at any time of day or night
    if kind not in ("lynch", "attack", "kill") or IDIOT not in eng.role_of(victim).tags:
        return None
    # idiot.1 / ruling RM124: only the first: a player who becomes an Idiot later, with no
    # counter yet, still has it; once spent, the next attempt kills as on anyone
    if victim.counters.get(LIVES, 1) <= 0:
        return None
    victim.counters[LIVES] = 0
    causes = _attempt(eng, victim)
    # idiot.2: the vote is lost for the rest of the game (a status of the player: a later role
    # change does not give it back)
    eng.add_status(victim, VOTELESS, source=causes[0] if causes else -1)
    # idiot.2: the Idiot is told they survived and lost their vote
    eng.tell(victim, "idiot.survived", rule="idiot.2", causes=causes)
    if kind == "lynch":
        # ruling RM125: a lynch is public: everyone learns the lynched player did not die
        eng.announce("idiot.lynch_survived", rule="idiot.1", causes=causes, player=victim.name)
    return "the Idiot's luck"


def idiot_vote(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """idiot.2 / idiot.3: a voteless player's normal vote counts nothing on the public polls;
    the Mayor's extra vote (R13) is added after this and stays."""
    if poll.kind in ("lynch", "election") and voter.has(VOTELESS):
        return 0
    return weight


def _idiot_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """idiot.2 / R40: the lost vote, in the tally's breakdown (the public board shows the vote
    as any other, as for every modifier the rules do not make public)."""
    if voter is None:
        return None
    return tally.Words("an Idiot who survived death has lost their vote", "idiot.2",
                       (voter.name,))


# R40: the words of this family's vote modifier, beside the other families' (roles/rulebook.py)
tally.DESCRIBERS[tally.listener_key(idiot_vote)] = _idiot_words


def _deal(eng: Engine, player: Player) -> None:
    # idiot.1: one survival in the whole game
    player.counters[LIVES] = 1


IDIOT_ROLE = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({IDIOT}),
    setup=_deal,
    rules=("idiot.b1", "idiot.1", "idiot.2", "idiot.3"),
    summary="The first time you would die, you live on, but you lose your vote.",
    description=(
        "A townsperson with no ability to use. The first lynch, attack or kill that would kill "
        "the Idiot does not (a protection that stops it first leaves the survival unspent); "
        "the Idiot is told, and from then on their vote counts nothing on the public polls. "
        "As Mayor they keep the Mayor's extra vote."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "idiot.survived",
    "idiot.lynch_survived",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "idiot.b1": "The Idiot's first death does not happen, but costs them their vote.",
    "idiot.1": "The first lynch, attack or kill on the Idiot does not kill them.",
    "idiot.2": "The Idiot then loses their vote and is told so.",
    "idiot.3": "An Idiot who is Mayor keeps the Mayor's extra vote.",
}

# R37: the Idiot's manifest; where its defence and its vote modifier run among other families'
# is the resolution table's (roles/order.py)
FAMILY = Family(
    name="idiot",
    roles=(IDIOT_ROLE,),
    listeners=(
        # idiot.2 / idiot.3: the lost vote
        ("vote_weight", idiot_vote),
    ),
    # R8 / idiot.1: a partial defence, tried after absences, active and passive defences
    defences=(("partial", "idiot", idiot_defence),),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(VOTELESS,),
    known_statuses=(VOTELESS,),
)

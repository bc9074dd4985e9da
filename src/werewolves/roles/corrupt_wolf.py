"""The Corrupt Wolf (role book: limited/corrupt wolf): a pack lycan who, each night, sets what
one player's vote counts on the next day's public polls (2, 0 or -1), and talks to that player
unnamed during that day.

Verb (scenario and terminal game): at night, at once, ``corrupt X VALUE`` (``corrupt Ann -1``).
The value is a vote-weight hook (``engine/tally.py``) read on the next day's lynch and election
polls; the whisper channel is a group opened at the start of that day and emptied at its end,
in which the Corrupt Wolf's lines are shown unnamed. Rulings RM380–RM382
(docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from ..engine import tally
from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Effect, Pick
from ..engine.effects import NEXT_PHASE, Give, Tell, own_channel
from ..engine.rules import Ability, Family
from ..engine.state import Group, Player, Poll
from .base import pack_wolf

NAME = "Corrupt Wolf"
CORRUPTS = "corrupts a vote"  # the tag of roles whose night choice sets a vote's worth
CORRUPTED = "corrupted"  # the status of a player whose next day's vote is set
VALUES = ("2", "0", "-1")  # corrupt-wolf.1: the three values a vote may be given
WHISPERS = "whispers"  # the day's whisper channel of a Corrupt Wolf and their player
PUBLIC_POLLS = ("lynch", "election")


def _options(eng: Engine, actor: Player) -> tuple[str, ...]:
    return VALUES


def corrupt_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """corrupt-wolf.b1 / corrupt-wolf.2 / corrupt-wolf.3: on the next day's public polls, the
    corrupted player's vote counts the value chosen instead of what it would have counted
    (replaced, not added). corrupt-wolf.4: the Mayor's extra vote is added after every weight
    (R13's own hook, in the direction of the vote: a Mayor set to -1 counts -2)."""
    if not voter.statuses or poll.kind not in PUBLIC_POLLS:
        return weight
    found = [s for s in voter.all(CORRUPTED) if s.until == eng.state.phase]
    if not found:
        return weight
    # ruling RM380: the value replaces the weight every other rule left (this hook runs last
    # of the vote-weight rows but one: the herd's, which silences a herded vote whatever it is)
    return int(max(found, key=lambda s: s.source).data["value"])


def _corrupt_words(
    eng: Engine, voter: Player | None, poll: Poll, before: int, after: int
) -> tally.Words | None:
    """corrupt-wolf.3 / R40: the corrupted vote's new value, in the tally's breakdown (the
    public board shows the vote as any other: the corruption is secret)."""
    if voter is None:
        return None
    return tally.Words(f"a corrupted vote counts {after}", "corrupt-wolf.3", (voter.name,))


# R40: the words of this family's vote modifier, beside the other families' (roles/rulebook.py)
tally.DESCRIBERS[tally.listener_key(corrupt_weight)] = _corrupt_words


def _whisper_channel(eng: Engine, wolf: Player) -> str:
    """corrupt-wolf.7: each Corrupt Wolf has a whisper channel of their own (``whispers``,
    ``whispers 2`` … in seat order), a name that says nothing of who whispers in it."""
    return own_channel(eng, wolf, WHISPERS, CORRUPTS)


def open_whispers(eng: Engine) -> None:
    """corrupt-wolf.7: at the start of the day, each living Corrupt Wolf who corrupted a living
    player last night shares a channel with them for the day, shown to them unnamed."""
    day = eng.state.phase
    for target in eng.state.players:
        if not target.alive or not target.statuses:
            continue
        for st in target.all(CORRUPTED):
            wolf = eng.find(str(st.data["by"]))
            if st.until != day or wolf is None or not wolf.alive or wolf is target:
                continue
            if CORRUPTS not in eng.role_of(wolf).tags:
                continue
            name = _whisper_channel(eng, wolf)
            g = eng.group(name)
            if g is None:
                g = Group(name=name, channel=f"{name} channel")
                eng.state.groups.append(g)
            # corrupt-wolf.7: the player reads the wolf's lines without the wolf's name
            g.anonymous[wolf.name] = NAME
            eng.join_group(wolf, name, cause=st.source, rule="corrupt-wolf.7")
            eng.join_group(target, name, cause=st.source, rule="corrupt-wolf.7")


def close_whispers(eng: Engine) -> None:
    """corrupt-wolf.7: the whisper channel lasts the day only."""
    for wolf in eng.state.players:
        if CORRUPTS in eng.role_of(wolf).tags:
            eng.empty_group(_whisper_channel(eng, wolf), causes=[], rule="corrupt-wolf.7")


# corrupt-wolf.1 / corrupt-wolf.5: each night, at once, one player and a value; corrupt-wolf.6:
# any player, a member of the pack too (ruling RM382: the wolf themself too);
# corrupt-wolf.9: a redirection never moves it (a block still stops it, R17)
CORRUPT = Ability(
    verb="corrupt",
    when="night",
    timing="immediate",
    does=(
        # corrupt-wolf.2: the value holds on the day after the night of the choice, and only
        # then; ruling RM381: a second Corrupt Wolf's later choice on the same player is the one
        # that counts (the most recent status answers)
        Give(CORRUPTED, until=NEXT_PHASE, by=True, value=True),
        Tell("corrupt.done", rule="corrupt-wolf.2", value="value"),
    ),
    allow_self=True,
    redirectable=False,
    options=_options,
    picks=1,
    usage="corrupt PLAYER VALUE",
    fail_msg="corrupt.failed",
    rule="corrupt-wolf.1",
    help="set what a player's vote counts tomorrow on the public polls: 2, 0 or -1",
    declaration=Declaration(effects=(Effect.VOTES,), picks=Pick.NUMBER, aim=Aim.FOE),
)

# corrupt-wolf.8: a lycan in the pack, who attacks with it
CORRUPT_WOLF = pack_wolf(
    NAME,
    abilities=(CORRUPT,),
    category="Power",
    tags=frozenset({CORRUPTS}),
    rules=tuple(f"corrupt-wolf.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6, 7, 8, 9)),
    summary=(
        "A pack wolf who, each night, sets what one player's vote counts tomorrow: 2, 0 or -1."
    ),
    description=(
        "A lycan in the wolfpack. Each night, at once, may pick a player (a packmate or "
        "themself too) and a value, 2, 0 or -1: on the next day's public polls that player's "
        "vote counts that value instead of its own (a Mayor still adds the extra vote). During "
        "that day the Corrupt Wolf and the player share a whisper channel where the wolf's "
        "lines are unnamed. Redirections never move the choice."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Power",
    limited=True,
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "corrupt.done",
    "corrupt.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "corrupt-wolf.b1": "The Corrupt Wolf sets what a player's vote counts on the next day.",
    "corrupt-wolf.1": "Each night the Corrupt Wolf picks a player and a value: 2, 0 or -1.",
    "corrupt-wolf.2": "On the next day that player's public votes count the value picked.",
    "corrupt-wolf.3": "The value replaces the vote's worth; it is not added to it.",
    "corrupt-wolf.4": "A corrupted Mayor still has the Mayor's extra vote.",
    "corrupt-wolf.5": "The corruption takes effect at once.",
    "corrupt-wolf.6": "The Corrupt Wolf may corrupt a packmate.",
    "corrupt-wolf.7": "The next day the Corrupt Wolf whispers unnamed with the player.",
    "corrupt-wolf.8": "The Corrupt Wolf is a lycan in the wolfpack.",
    "corrupt-wolf.9": "No redirection moves the Corrupt Wolf's choice.",
}

# R37: the Corrupt Wolf's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="corrupt_wolf",
    roles=(CORRUPT_WOLF,),
    listeners=(
        ("vote_weight", corrupt_weight),
        # corrupt-wolf.7: the day's whisper channel
        ("day_start", open_whispers),
        ("day_end_consequences", close_whispers),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=(CORRUPTED,),
)

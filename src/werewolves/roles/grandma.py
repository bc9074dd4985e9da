"""Grandma: at night she picks up to two players; the next day their votes become hers.

Verb (scenario and terminal game): Grandma, at night, immediate: ``choose X [Y]`` (herself
allowed; ``choose nobody`` picks no one).

The vote arithmetic is a modifier on the engine's vote weight; the Mayor's extra vote is added
after it and so is never taken (S2.31, R13).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine
from ..engine.declarations import Aim, Declaration, Effect, Mix
from ..engine.effects import Manipulate
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Group, Player, Poll

GRANDMA_TAG = "grandma"
HOUSE = "Grandma's house"
FAMILY_NAME = "grandma"  # the family's name (FAMILY below), the key of its state in the game


@dataclass
class GrandmaState(FamilyState):
    """The family's own state: for each day, every Grandma's picks (day → Grandma → picks)."""

    picks: dict[str, dict[str, list[str]]] = field(default_factory=dict)


def _table(eng: Engine, day: int) -> dict[str, list[str]]:
    """Every Grandma's picks for ``day`` (Grandma → the players she picked), in seat order: an
    order of the game itself, never of how the picks were stored (a restored game's keys may
    come back in any order)."""
    # R40 / R7: the arithmetic is also read by views of the board, which change nothing: the
    # family's state is read as it is, never created here (a Grandma who took the role up late
    # has none yet)
    state = eng.state.ext.get(FAMILY_NAME)
    raw = state.picks.get(str(day), {}) if isinstance(state, GrandmaState) else {}
    return {p.name: list(raw[p.name]) for p in eng.state.players if p.name in raw}


def _picks(eng: Engine, grandma: Player, day: int) -> list[str] | None:
    """Who ``grandma`` picked for ``day`` (None: she made no choice the night before)."""
    value = _table(eng, day).get(grandma.name)
    return None if value is None else list(value)


def _choose(eng: Engine, act: Act) -> None:
    """S2.19 / S2.22 / S2.32 / R31: up to two players (herself allowed), chosen at once, for the
    next day; the picks follow redirections (S2.33).

    Ruling R41: the pick takes the vote at once, so Grandma learns at once, with her choice,
    of every other pick who has no vote to take now (S2.30: none, or a negative one), never
    at the start of the next day."""
    grandma = act.actor
    day = eng.state.phase + 1
    names = [t.name for t in act.targets]
    table = eng.ext(GrandmaState).picks.setdefault(str(day), {})
    table[grandma.name] = names
    eng.tell(grandma, "grandma.chosen", rule="S2.19", causes=[act.event.id], players=names)
    # R41 / S2.30: the pick's public vote as it stands now, before any Grandma takes it (no
    # lynch poll is open at night: the modifiers read the kind of poll, a public one)
    lynch = Poll(name="lynch", kind="lynch")
    for p in act.targets:
        if p is not grandma and eng.vote_weight(p, lynch, before=grandma_weight) <= 0:
            eng.tell(grandma, "grandma.no_vote", rule="S2.30", causes=[act.event.id],
                     player=p.name)


CHOOSE = Ability(
    verb="choose",
    when="night",
    timing="immediate",
    does=Manipulate(),
    resolve=_choose,
    min_targets=0,
    max_targets=2,
    allow_self=True,
    rule="S2.19",
    usage="choose PLAYER [PLAYER]",
    help="pick up to two players: tomorrow their votes do not count and yours counts for each",
    declaration=Declaration(effects=(Effect.VOTES,), aim=Aim.FOES),
)


def grandma_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """S2.20–S2.24 / S2.27–S2.31 / R31, on the day after her choice, on public polls only."""
    if poll.kind not in ("lynch", "election"):
        return weight
    day = eng.state.phase
    # S2.21 / S2.24 / S2.29: Grandma's own vote counts as many as the players she chose.
    if GRANDMA_TAG in eng.role_of(voter).tags and eng.state.phase >= 2:
        weight = len(_picks(eng, voter, day) or [])
    for picks in _table(eng, day).values():
        # S2.27 / S2.28: a chosen player loses one vote and keeps the others; S2.30: a vote of
        # zero or less cannot be taken.
        if voter.name in picks and weight > 0:
            weight -= 1
    return weight


def day_start(eng: Engine) -> None:
    """S2.25 / S2.30 / R31: the chosen players and Grandma meet in her house for the day, where
    she speaks unnamed (a pick with no vote to take joins too; Grandma was told of it at the
    pick, ruling R41, ``_choose``)."""
    day = eng.state.phase
    if day % 2:
        return
    for name, chosen in _table(eng, day).items():
        grandma = eng.player(name)
        picks = [eng.player(n) for n in chosen]
        if not picks or not grandma.alive:
            continue
        house = eng.group(HOUSE)
        if house is None:
            house = Group(name=HOUSE, channel=f"{HOUSE} channel")
            eng.state.groups.append(house)
        house.anonymous[grandma.name] = "Grandma"
        for p in [grandma, *picks]:
            eng.join_group(p, HOUSE, cause=None, rule="S2.25")


def day_end(eng: Engine) -> None:
    """S2.26 / R31: at the end of the day the house empties and the votes are restored, even if
    Grandma has died."""
    if eng.state.phase % 2:
        return
    eng.empty_group(HOUSE, causes=[], rule="S2.26")
    eng.ext(GrandmaState).picks.pop(str(eng.state.phase), None)


GRANDMA = RoleDef(
    name="Grandma",
    team="town",
    category="Power",
    attack_class="town",
    abilities=(CHOOSE,),
    tags=frozenset({GRANDMA_TAG}),
    rules=(
        "S2.19",
        "S2.20",
        "S2.21",
        "S2.22",
        "S2.23",
        "S2.24",
        "S2.25",
        "S2.26",
        "S2.27",
        "S2.28",
        "S2.29",
        "S2.30",
        "S2.31",
        "S2.32",
        "S2.33",
        "R31",
    ),
    summary="Each night pick up to two players: the next day their votes are yours.",
    description=(
        "Each night, at once, picks up to two players (herself allowed). The next day each pick "
        "loses one vote on the lynch and election polls (their vote still shows but does not "
        "count), and Grandma's own vote counts as many as the players she picked: 0, 1 or 2. "
        "A pick with no vote to take loses nothing and Grandma is told. The Mayor's extra vote "
        "can never be taken. For that day Grandma and her picks share a channel where she "
        "speaks unnamed; at the end of the day the channel empties and the votes come back, even "
        "if Grandma died. Her picks can be redirected."
    ),
    mix=Mix(from_players=8, rank=1, swap=True),
    book_group="Townsfolk Power",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "grandma.chosen",
    "grandma.no_vote",
)


# what joining the house does to its reader (S2.21, S2.27, S2.26), one line true
# for every member, the guests and their host alike
TO_YOU: dict[str, str] = {
    f"group.joined@{HOUSE}": (
        "Today on the lynch and election polls each guest's vote counts one less (it still "
        "shows on the board) and the host's counts once per guest; all come back when the day "
        "ends."
    ),
}


FAMILY = Family(
    messages=MESSAGES,
    to_you=TO_YOU,
    name="grandma",
    roles=(GRANDMA,),
    listeners=(
        ("vote_weight", grandma_weight),
        ("day_start", day_start),
        ("day_end_consequences", day_end),
    ),
    statuses=(),
    state=GrandmaState,
)

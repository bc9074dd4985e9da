"""The Runner: a townsperson who escapes the first attack a wolfish player makes on them.

No verb: the Runner's ability is a passive defence (rules digest 5.2, kind "passive"), tried
after absences and active protections (R8). Because it is not an action, an ability block does
not touch it (S1.20).

"Wolfish" is decided by team and group membership, never by a role's name (``base.is_wolfish``,
shared with every rule that asks it): a player is wolfish when their role is on the werewolf
team now or was when the game started, when their role is a lycan, or when they are in the
wolfpack (rules digest 4.2).
"""

from __future__ import annotations

from ..engine.core import Engine
from ..engine.declarations import Mix
from ..engine.events import Event
from ..engine.rules import Family, RoleDef
from ..engine.state import Player
from .base import WOLFPACK, is_wolfish

__all__ = ["ESCAPES", "NAME", "RUNNER", "RUNS", "is_wolfish", "runner_defence"]

NAME = "Runner"
RUNS = "runs from wolves"  # the tag of roles that escape one wolfish attack
ESCAPES = "escapes"  # the counter of escapes left (1 at the start)


def _attempt(eng: Engine, victim: Player) -> Event | None:
    """The kill attempt being judged right now (the engine logs it before the defences)."""
    ev: Event
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return ev
    return None


def runner_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """Role book (Runner) runner.b1 / runner.1: once a game, an attack by a wolfish player does
    not kill the Runner; runner.2: attacks by anyone else, every later attack and every other
    kind of death (kill, lynch) work as usual. runner.3: the Runner is told they were attacked;
    runner.4 / runner.5: the pack (for a pack attack) or else the wolfish attacker is told the
    target ran away."""
    if kind != "attack" or attacker is None or RUNS not in eng.role_of(victim).tags:
        return None
    # a Runner with no counter yet (a role change) still has their one escape
    if victim.counters.get(ESCAPES, 1) <= 0:
        return None
    by = eng.find(attacker)
    if by is None or not is_wolfish(eng, by):
        return None
    victim.counters[ESCAPES] = 0
    attempt = _attempt(eng, victim)
    causes = [attempt.id] if attempt is not None else []
    eng.tell(victim, "runner.escaped", rule="Runner", causes=causes)
    if attempt is not None and attempt.data.get("source") == WOLFPACK:
        eng.tell_group(
            WOLFPACK, "runner.ran_away", rule="Runner", causes=causes, target=victim.name
        )
    else:
        eng.tell(by, "runner.ran_away", rule="Runner", causes=causes, target=victim.name)
    return "running away"


def _deal(eng: Engine, player: Player) -> None:
    # Role book (Runner): one escape in the whole game.
    player.counters[ESCAPES] = 1


RUNNER = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({RUNS}),
    setup=_deal,
    rules=("Runner", "R8", "S1.20"),
    summary="Once a game, you run away from an attack by a wolfish player and survive it.",
    description=(
        "A townsperson who is quick on their feet. The first time a wolfish player (a member of "
        "the wolfpack or of the werewolf team) attacks the Runner, the Runner escapes and is "
        "told they were attacked; the pack, or the wolfish attacker, learns that the target ran "
        "away. After that the Runner is as vulnerable as anyone. Attacks by players who are not "
        "wolfish, and deaths that are not attacks, are never escaped. Being passive, the escape "
        "works even while the Runner's abilities are blocked. Wins with the town."
    ),
    mix=Mix(from_players=12, swap=True),
    book_group="Townsfolk Miscellaneous",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "runner.escaped",
    "runner.ran_away",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "Runner": (
        "The first attack on the Runner by a wolfish player is escaped, and both sides are told."
    ),
}


# R37: the Runner's manifest; where the defence is tried among the other passive ones is the
# resolution table's (roles/order.py).
FAMILY = Family(
    rulebook=RULE_TEXT,
    messages=MESSAGES,
    name="runner",
    roles=(RUNNER,),
    # R8 / rules digest 5.2: a passive defence, tried after absences and active protections
    defences=(("passive", "runner", runner_defence),),
    statuses=(),
)

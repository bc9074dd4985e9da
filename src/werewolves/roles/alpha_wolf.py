"""The Alpha Wolf (role book: werewolves/killing/alpha wolf): a pack lycan whose vote weighs two
on the pack's polls, who may once take a pack attack over, and whose alignment never changes.

Verbs (scenario and terminal game): ``overwrite X``, at night, until the night ends: at its end
the Alpha attacks X in the pack's place, whatever the pack voted; ``overwrite2 X`` does the same
to the night's second pack poll (``attack2``, when there is one); one overwrite in the whole
game, on one poll; ``overwrite nobody`` withdraws. ``reveal``, at night, at once: the pack will
also learn, with tonight's overwrite, that it came from the Alpha Wolf.

The machinery is the engine's, naming no role: a vote-weight hook (``engine/tally.py``) on the
pack's private poll, an end-of-night choice that takes a group's poll over
(``Ability.takes_over``, ``engine/resolution.py``), and the ``FIXED_ALIGNMENT`` property every
change of team respects (``engine/changes.py``).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.changes import FIXED_ALIGNMENT
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect
from ..engine.effects import Attack, Remember
from ..engine.messages import deferred
from ..engine.rules import Ability, Available, Check, Family, FamilyState
from ..engine.state import Player, Poll
from .base import WOLFPACK, in_pack, pack_wolf
from .wolf_cub import EXTRA

NAME = "Alpha Wolf"
DOUBLE = "two votes on the pack's polls"  # the tag of roles whose pack vote counts two
OVERWRITES = "overwrites"  # the counter of pack attacks the player may still take over (1)
POLLS = {"attack": "attack", "attack2": "second attack"}  # a pack poll's verb → its words


@dataclass
class AlphaState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``reveal``: alpha-wolf.7: the Alpha Wolves who chose to be revealed with an overwrite, each
    with the night (its index, as text) they chose it on."""

    reveal: dict[str, str] = field(default_factory=dict)


FAMILY_NAME = "alpha_wolf"


def pack_poll(poll: Poll) -> bool:
    """Whether ``poll`` is one of the wolfpack's private polls (its usual one, its extra one)."""
    return poll.kind == "group" and poll.name.split(" ", 1)[0] == WOLFPACK


def alpha_weight(eng: Engine, voter: Player, poll: Poll, weight: int) -> int:
    """alpha-wolf.b1 / alpha-wolf.1: on the pack's polls the Alpha Wolf's vote counts two (and
    looks like any vote: the pack only ever sees who voted for whom)."""
    if DOUBLE in eng.role_of(voter).tags and pack_poll(poll):
        return weight * 2
    return weight


def _deal(eng: Engine, player: Player) -> None:
    # alpha-wolf.2: one overwrite in the whole game
    player.counters[OVERWRITES] = 1


def _one_poll_only(verb: str) -> Check:
    """alpha-wolf.2 / alpha-wolf.3: one overwrite, of one poll: choosing a second poll while one
    is chosen is refused (the Alpha knows it; ``overwrite nobody`` withdraws the first)."""

    def check(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
        for p in eng.state.pending:
            if p.actor == actor.name and p.verb != verb and p.verb in OVERWRITE_VERBS:
                return Refusal(
                    Reason.NOT_NOW, deferred("refuse.alpha_one_poll", {"verb": p.verb})
                )
        return None

    return check


def _overwrite(eng: Engine, act: Act) -> None:
    """alpha-wolf.5 / alpha-wolf.6 / alpha-wolf.7: at the end of the night the overwrite takes
    effect (the engine has the Alpha carry the attack out in the pack's place): it is spent, and
    the pack is told its attack was overwritten and on whom, and by whom if the Alpha chose to
    be revealed."""
    alpha, target = act.actor, act.targets[0]
    # alpha-wolf.2: once per game
    alpha.counters[OVERWRITES] = 0
    poll = POLLS.get(str(act.event.data.get("verb")), "attack")
    state = eng.ext(AlphaState)
    revealed = state.reveal.pop(alpha.name, None) == str(eng.state.phase)
    # alpha-wolf.6: the pack learns of it at the end of the night, with the target's name;
    # alpha-wolf.7: and, if the Alpha chose so, who overwrote it
    if revealed:
        eng.tell_group(
            WOLFPACK,
            "alpha.overwritten_by",
            rule="alpha-wolf.7",
            causes=[act.event.id],
            poll=poll,
            target=target.name,
            player=alpha.name,
        )
    else:
        eng.tell_group(
            WOLFPACK,
            "alpha.overwritten",
            rule="alpha-wolf.6",
            causes=[act.event.id],
            poll=poll,
            target=target.name,
        )


def _second_poll_tonight(eng: Engine, player: Player) -> bool:
    """alpha-wolf.3: a second pack poll exists tonight, and the Alpha may vote in it."""
    return player.has(EXTRA) and in_pack(eng, player)


def _overwrite_ability(verb: str, poll_verb: str, available: Available, aim: Aim) -> Ability:
    """alpha-wolf.2 / alpha-wolf.3 / alpha-wolf.4 / alpha-wolf.5: an end-of-night choice that
    takes one pack poll over (offered only while that poll exists: a pack member on a night the
    poll is held), changeable until the night ends; the attack it leads to is the pack's,
    carried out by the Alpha (a visit, blocked or redirected as any executor's attack)."""
    return Ability(
        verb=verb,
        when="night",
        timing="end",
        does=Attack(),
        resolve=_overwrite,
        takes_over=poll_verb,
        counter=OVERWRITES,
        visits=False,
        blockable=False,
        redirectable=False,
        check=_one_poll_only(verb),
        available=available,
        available_reads_player_only=True,
        rule="alpha-wolf.2",
        usage=f"{verb} PLAYER (once per game)",
        help=(
            f"once per game: at the end of the night, you attack a player in place of the "
            f"pack's {POLLS[poll_verb]} poll (changeable until then)"
        ),
        declaration=Declaration(effects=(Effect.DEATH,), aim=aim),
    )


# alpha-wolf.3: one choice per pack poll (the usual one, and a second one on a night that has
# it); bots take the usual one over (their aim), never the second
OVERWRITE = _overwrite_ability("overwrite", "attack", in_pack, Aim.KILL)
OVERWRITE2 = _overwrite_ability("overwrite2", "attack2", _second_poll_tonight, Aim.SKIP)
OVERWRITE_VERBS = (OVERWRITE.verb, OVERWRITE2.verb)

def _unspent(eng: Engine, actor: Player) -> Refusal | None:
    """alpha-wolf.7: a reveal goes with an overwrite: none once the overwrite is spent."""
    if actor.counters.get(OVERWRITES, 0) <= 0:
        return Refusal(Reason.NO_USES, deferred("refuse.alpha_spent", {}))
    return None


# alpha-wolf.7: the reveal goes with an overwrite; chosen at once, for tonight's overwrite
REVEAL = Ability(
    verb="reveal",
    when="night",
    timing="immediate",
    does=Remember("reveal", in_=AlphaState, value="phase", tell="alpha.will_reveal"),
    min_targets=0,
    max_targets=0,
    actor_check=_unspent,
    visits=False,
    blockable=False,
    redirectable=False,
    rule="alpha-wolf.7",
    help="with tonight's overwrite, the pack also learns it was you, the Alpha Wolf",
    # telling one's own pack harms nobody; bots keep their role to themselves
    declaration=Declaration(aim=Aim.SKIP),
)

# alpha-wolf.8 / alpha-wolf.9: a lycan of the pack whose alignment no change can alter
ALPHA_WOLF = pack_wolf(
    NAME,
    abilities=(OVERWRITE, OVERWRITE2, REVEAL),
    category="Killing",
    tags=frozenset({DOUBLE, FIXED_ALIGNMENT}),
    setup=_deal,
    rules=tuple(f"alpha-wolf.{i}" for i in ("b1", "b2", "b3", 1, 2, 3, 4, 5, 6, 7, 8, 9)),
    summary=(
        "A pack wolf whose vote counts two on the pack's polls; once, you may attack in the "
        "pack's place; your alignment can never change."
    ),
    description=(
        "A lycan in the wolfpack. On the pack's polls your vote looks like anyone's but counts "
        "two. Once per game, at night, you may overwrite one of the pack's polls (overwrite, or "
        "overwrite2 for a second poll that night): at the end of the night you attack your "
        "choice yourself, whatever the pack voted, and the pack is told its attack was "
        "overwritten and on whom (reveal: and that it was you). Nothing can change your "
        "alignment: any attempt fails."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Killing",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "alpha.overwritten",
    "alpha.overwritten_by",
    "alpha.will_reveal",
    "refuse.alpha_spent",
    "refuse.alpha_one_poll",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "alpha-wolf.b1": "The Alpha Wolf's vote counts two on the pack's poll.",
    "alpha-wolf.b2": "Once, the Alpha Wolf may decide the pack's attack alone.",
    "alpha-wolf.b3": "The Alpha Wolf never changes alignment.",
    "alpha-wolf.1": "The Alpha's pack vote looks like one vote but is counted as two.",
    "alpha-wolf.2": (
        "Once a game, the Alpha picks the target of one pack attack instead of the pack."
    ),
    "alpha-wolf.3": "With several pack polls in a night, the Alpha picks which to overwrite.",
    "alpha-wolf.4": "With no pack poll, there is nothing to overwrite.",
    "alpha-wolf.5": "The overwrite takes effect at the end of the night; the Alpha attacks.",
    "alpha-wolf.6": (
        "At the end of the night the pack learns its attack was overwritten, and on whom."
    ),
    "alpha-wolf.7": "With the overwrite, the Alpha may have the pack told who they are.",
    "alpha-wolf.8": "The Alpha Wolf's alignment cannot be changed.",
    "alpha-wolf.9": "Every attempt to change it fails.",
}

# (their words: events.ftl) the kinds of event the engine records for this family's properties
EVENT_WORDS: tuple[str, ...] = (
)

# R37: the Alpha Wolf's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(ALPHA_WOLF,),
    listeners=(
        # alpha-wolf.1: the Alpha's vote on the pack's polls
        ("vote_weight", alpha_weight),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    state=AlphaState,
    statuses=(),
)

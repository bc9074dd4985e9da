"""The pack's extra attack: the Wolf Cub (role book: werewolves/miscellaneous/wolf cub), a pack
lycan whose death lets the pack attack one more player the night after, and the Direwolf (role
book: werewolves/killing/direwolf), a pack lycan who, alone in the pack at the start of a night,
attacks one more player that night. Both open the same second pack poll (``give_extra_attack``).

Verb (scenario and terminal game): wolfpack members, on the night after a Wolf Cub's death (or
the lone Direwolf's night), at the end of the night: ``attack2 X``, a second pack poll beside
``attack X`` (R9), counted apart from it; ``attack2 nobody`` withdraws.

Everything this role needs is declared here and in its rows of the resolution table: the role,
the pack's extra attack and what it does (the declaration the bots and screens read), the
family's state (who ever held the role, which nights have an extra attack), its messages and
its rule text.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration
from ..engine.effects import GroupAttack
from ..engine.events import Event
from ..engine.rules import Ability, Family, FamilyState
from ..engine.state import Player
from .base import WOLFPACK, in_pack, pack_members, pack_wolf

NAME = "Wolf Cub"
CUB = "the pack attacks again after its death"  # the tag of roles whose death gives the extra
EXTRA = "extra pack attack"  # the status of a pack member who may vote in tonight's extra poll


@dataclass
class CubState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``cubs``: wolf-cub.3: every player who took on a Wolf Cub role after the deal (the dealt ones
    are known by their dealt role), in order. ``nights``: wolf-cub.1: the night phases (their
    index, as text) on which the pack has its extra attack, each with the id of the death
    event that gave it."""

    cubs: list[str] = field(default_factory=list)
    nights: dict[str, int] = field(default_factory=dict)


FAMILY_NAME = "wolf_cub"


def _peek(eng: Engine) -> CubState | None:
    """The family's state if anything was recorded yet; reading it never creates it, so that a
    question (an offered action, a refusal) changes nothing in the game."""
    return eng.ext(CubState) if FAMILY_NAME in eng.state.ext else None


def ever_a_cub(eng: Engine, player: Player) -> bool:
    """wolf-cub.3: whether ``player`` held a Wolf Cub role at some point of the game."""
    dealt = eng.rules.role(player.original_role)
    if dealt is not None and CUB in dealt.tags:
        return True
    state = _peek(eng)
    return state is not None and player.name in state.cubs


def became_a_cub(eng: Engine, player: Player, ev: Event) -> None:
    """wolf-cub.3: a player who takes on a Wolf Cub role is remembered, whatever they become."""
    # wolf-cub.3: holding the role once is enough; losing it later changes nothing
    state = eng.ext(CubState)
    if CUB in eng.role_of(player).tags and player.name not in state.cubs:
        state.cubs.append(player.name)


def cub_dies(eng: Engine, player: Player, ev: Event) -> None:
    """wolf-cub.1 / wolf-cub.3: the death of anyone who ever held the role."""
    # wolf-cub.3: the death counts, whatever role the player holds when they die (a role lost
    # without a death, the rising of an Undead, is no death and counts for nothing)
    if not ever_a_cub(eng, player):
        return
    # wolf-cub.1: the night after the death: the next night phase (odd index) after this phase
    phase = eng.state.phase
    night = str(phase + 1 if phase % 2 == 0 else phase + 2)
    state = eng.ext(CubState)
    # ruling RM16: several such deaths before the same night still give it one extra attack
    if night in state.nights:
        return
    state.nights[night] = ev.id
    # wolf-cub.1 / ruling RM18: the pack is told it has the extra attack, and why, but not which
    # player was the cub: the pack knows who its members are (rule-wolves-wolfpack.2), never
    # their roles. The host's record of the cub's death stands between the death and the
    # message, so a pack member's explanation of the message stops there (R40: a step they may
    # not see is not followed) and does not name the cub either
    given = eng.emit(
        "cub_extra", targets=[player.name], causes=[ev.id], rule="wolf-cub.1",
        data={"night": int(night)},
    )
    eng.tell_group(WOLFPACK, "cub.extra", rule="wolf-cub.1", causes=[given.id])


def give_extra_attack(eng: Engine, source: int) -> bool:
    """The pack's one extra poll tonight (``attack2``), whichever rule gives it (a cub's death,
    a Direwolf left alone): every living pack member may vote in it, for this night only (a
    status that ends with the night: a change through the engine's one path for statuses, so
    the abilities offered follow it). ``source`` is the event that gave it. A pack that has its
    extra poll tonight already gets no other (RM16): False then, True when it was given."""
    members = [p for p in eng.state.players if p.alive and in_pack(eng, p)]
    if not members or any(p.has(EXTRA) for p in members):
        return False
    for p in members:
        eng.add_status(p, EXTRA, source=source, until=eng.state.phase)
    return True


def open_extra_poll(eng: Engine) -> None:
    """wolf-cub.1: when the night a cub's death gave starts, every living pack member may vote
    in its extra poll, for that night only."""
    state = _peek(eng)
    source = state.nights.get(str(eng.state.phase)) if state is not None else None
    if source is None:
        return
    give_extra_attack(eng, source)


def _extra_tonight(eng: Engine, player: Player) -> bool:
    """wolf-cub.1: a living pack member has the extra attack on a night a cub's death gave it."""
    return player.has(EXTRA) and in_pack(eng, player)


# wolf-cub.1: on the night after a cub's death, every living pack member (not the dead cub) may
# vote in a second poll, at the end of the night, changeable until then (as R9's); wolf-cub.2:
# its target is free, the first poll's included
EXTRA_ATTACK = Ability(
    verb="attack2",
    when="night",
    timing="end",
    does=GroupAttack(group=WOLFPACK),
    group=WOLFPACK,
    available=_extra_tonight,
    available_reads_player_only=True,
    fail_msg="attack.failed",
    rule="wolf-cub.1",
    # when it is offered is its availability's (wolf-cub.1), which the effect cannot show
    help="vote for the pack's additional attack tonight (a second pack poll)",
    declaration=Declaration(aim=Aim.KILL),
)

# wolf-cub.1: a lycan in the pack (the book's werewolf-team members are lycans unless it says
# otherwise) whose own active ability is the pack's attack
WOLF_CUB = pack_wolf(
    NAME,
    category="Miscellaneous",
    tags=frozenset({CUB}),
    rules=("wolf-cub.b1", "wolf-cub.1", "wolf-cub.2", "wolf-cub.3", "R9"),
    summary="A pack wolf: the night after you die, the pack attacks one more player.",
    description=(
        "A lycan in the wolfpack. Whenever a player who was ever a Wolf Cub dies (whatever role "
        "they hold by then), the pack votes on a second attack the night after, beside its "
        "usual one (attack2); it may pick the same player twice. Losing the role without dying "
        "gives nothing."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Miscellaneous",
)

# ---------------------------------------------------------------------------- the Direwolf
# (role book: werewolves/killing/direwolf): the other role whose rule gives the pack its extra
# poll, so it lives beside the Wolf Cub (one family: a game with either has ``attack2``)

DIREWOLF_NAME = "Direwolf"
DIRE = "the pack attacks twice while it is alone"  # the tag of roles alone with an extra attack


def direwolf_alone(eng: Engine) -> None:
    """direwolf.b1 / direwolf.1: when a night starts with a Direwolf as the pack's only living
    member, the pack (the Direwolf) has its extra poll that night. direwolf.2: other rules may
    change who attacks and how often (a block, a redirection, an overwrite); a night that has
    its extra poll already (a cub's death) gets no other (RM16, RM27)."""
    members = pack_members(eng)
    if len(members) != 1 or DIRE not in eng.role_of(members[0]).tags:
        return
    if members[0].has(EXTRA):
        return
    ev = eng.tell(
        members[0], "dire.extra", rule="direwolf.1", kind="extra_attack", player=members[0].name
    )
    give_extra_attack(eng, ev.id)


# direwolf.b1: a lycan in the pack whose own active ability is the pack's attack (and, alone,
# the pack's extra one)
DIREWOLF = pack_wolf(
    DIREWOLF_NAME,
    category="Killing",
    tags=frozenset({DIRE}),
    rules=("direwolf.b1", "direwolf.1", "direwolf.2", "R9"),
    summary="A pack wolf: while you are the last of the pack, you attack two players a night.",
    description=(
        "A lycan in the wolfpack. Each night that starts with you as the pack's only living "
        "member, the pack has a second poll beside its usual one (attack2): you may attack two "
        "players, or the same one twice."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Killing",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "dire.extra",
    "cub.extra",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "wolf-cub.b1": "After the Wolf Cub dies, the pack gets an extra attack the following night.",
    "wolf-cub.1": "Each Wolf Cub death gives the surviving pack one more attack the next night.",
    "wolf-cub.2": "The extra attack may target the player the pack already attacks.",
    "wolf-cub.3": (
        "Anyone who ever held the role triggers it on death; losing the role does not."
    ),
    "direwolf.b1": "Alone in the pack, the Direwolf attacks two players a night.",
    "direwolf.1": (
        "A night that starts with the Direwolf the pack's only member has one more attack."
    ),
    "direwolf.2": "Other roles may still change how many attacks happen and who carries them out.",
}

# R37: the words of the kinds of event this family records without a message (for the host)
EVENT_WORDS: tuple[str, ...] = (
    "cub_extra",
)

# R37: the Wolf Cub's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(WOLF_CUB, DIREWOLF),
    common=(EXTRA_ATTACK,),
    listeners=(
        # wolf-cub.1 / wolf-cub.3: a death of anyone who ever held the role
        ("death", cub_dies),
        # wolf-cub.3: who took the role on after the deal
        ("role_changed", became_a_cub),
        # wolf-cub.1: the extra poll opens with the night after the death
        ("night_start", open_extra_poll),
        # direwolf.1: or with a night that starts with a Direwolf alone in the pack
        ("night_start", direwolf_alone),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=CubState,
    statuses=(EXTRA,),
)

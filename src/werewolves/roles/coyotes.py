"""The coyotes (role book: limited/greater coyote, limited/lesser coyote): werewolves outside the
pack, neither lycans nor knowing any other wolf, who share a channel of their own and, on a
night after one the wolfpack killed no townsperson on, may vote to attack a player.

The coyotes are a declared group (``GROUPS``): both roles put their holders in it at the deal,
and the engine tells its members who the others are (``engine/groups.py``). Their attack
(``ambush X``, at night, changeable until the night ends) is a group poll like the pack's (R9's
count: the most-voted target; a seeded-random voter for it attacks). It is offered only on the
nights that follow a night the pack killed no townsperson. The group stands while a player dealt
the Greater Coyote lives: once the last of them has died (whatever role they hold by then), the
group is disbanded and every other coyote still in it joins the wolfpack as a Wolf. Rulings
RM387–RM390 (docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration
from ..engine.effects import GroupAttack
from ..engine.events import Event
from ..engine.messages import render
from ..engine.rules import Ability, Family, FamilyState, GroupDef, RoleDef, Ruleset
from ..engine.state import Player, Setup
from .base import join_pack
from .rogue_wolf import pack_kills

COYOTES = "coyotes"  # the coyotes' group and channel
HUNTING = "coyote hunt"  # the status of a coyote on a night the coyotes may attack
GREATER = "holds the coyotes together"  # the tag of the role whose holders' deaths disband them
FAMILY_NAME = "coyotes"


@dataclass
class CoyoteState(FamilyState):
    """The family's own state (R37). ``greater``: the players dealt a Greater Coyote (ruling
    RM389: the "original" greater coyotes); ``disbanded``: the event that disbanded the group
    (-1 while it stands)."""

    greater: list[str] = field(default_factory=list)
    disbanded: int = -1


def _peek(eng: Engine) -> CoyoteState | None:
    return eng.ext(CoyoteState) if FAMILY_NAME in eng.state.ext else None


def in_coyotes(eng: Engine, player: Player) -> bool:
    """Whether ``player`` is listed in the coyotes' group now."""
    g = eng.group(COYOTES)
    return g is not None and player.name in g.members


def _may_attack(eng: Engine, player: Player) -> bool:
    """greater-coyote.1: a coyote still in the group, on a night the coyotes may attack (the
    night's status, given to the group's members as it starts)."""
    return bool(player.statuses) and player.has(HUNTING) and in_coyotes(eng, player)


def _kept(eng: Engine, player: Player) -> bool:
    """greater-coyote.6: a player in the group whose role carries no coyote poll (they lost
    their coyote role) still votes in it."""
    return _may_attack(eng, player) and not any(
        ab.group == COYOTES for ab in eng.role_of(player).abilities
    )


def record_greater(eng: Engine) -> None:
    """Ruling RM389: the players dealt a Greater Coyote are the original ones."""
    names = [p.name for p in eng.state.players if GREATER in eng.role_of(p).tags]
    if names:
        eng.ext(CoyoteState).greater = names


def open_the_hunt(eng: Engine) -> None:
    """greater-coyote.1 / ruling RM387: at the start of each night from Night 2, if the pack's
    attack killed no townsperson the night before (it attacked nobody, was stopped, or killed a
    player of another side), the coyotes may attack tonight; their members are told."""
    state = _peek(eng)
    night = eng.state.phase
    g = eng.group(COYOTES)
    if state is None or night < 3 or state.disbanded >= 0 or g is None or not g.members:
        return
    kills = pack_kills(eng, night - 2)
    if any(eng.team_of(eng.player(ev.targets[0])) == "town" for ev in kills):
        return
    ev = eng.tell_group(COYOTES, "coyotes.hunt", rule="greater-coyote.1")
    if ev is None:
        return
    for name in g.members:
        p = eng.find(name)
        if p is not None and p.alive:
            eng.add_status(p, HUNTING, source=ev.id, until=night)


# greater-coyote.1 / greater-coyote.2 / greater-coyote.7: on such a night, every living coyote
# may vote, changeably until the night ends, for the one player the coyotes attack at its end
# (R9's count: ruling RM388, a tie or no vote attacks nobody)
AMBUSH = Ability(
    verb="ambush",
    when="night",
    timing="end",
    does=GroupAttack(group=COYOTES),
    group=COYOTES,
    available=_may_attack,
    fail_msg="attack.failed",
    rule="greater-coyote.1",
    declaration=Declaration(aim=Aim.KILL),
)

# greater-coyote.6: the same poll, offered to a player in the group with no coyote role
KEPT_AMBUSH = replace(
    AMBUSH,
    available=_kept,
    help="vote in the coyotes' attack tonight, as a coyote who lost their coyote role",
)


def refuse_lesser_alone(setup: Setup, rules: Ruleset) -> str | None:
    """Ruling RM389: a setup that deals a Lesser Coyote deals a Greater Coyote too (the lesser
    ones join the pack when the last greater one dies: with none, they never could)."""
    coyotes = greater = 0
    for _, name in setup.players:
        role = rules.role(name)
        if role is None or COYOTES not in role.groups:
            continue
        coyotes += 1
        greater += GREATER in role.tags
    if not coyotes or greater:
        return None
    return render("setup.coyotes", {})


def greater_dies(eng: Engine, player: Player, ev: Event) -> None:
    """greater-coyote.b2 / greater-coyote.3 / greater-coyote.4 / lesser-coyote.3: once the last
    player dealt a Greater Coyote has died, the group is disbanded (its channel closes, its
    poll goes) and every living coyote still in it loses what is left of their role and joins
    the wolfpack as a Wolf. greater-coyote.5: a Greater Coyote's change of role leaves the group
    standing; only the death counts (ruling RM389: whatever role the player holds by then)."""
    state = _peek(eng)
    if state is None or player.name not in state.greater or state.disbanded >= 0:
        return
    if any((p := eng.find(n)) is not None and p.alive for n in state.greater):
        return
    g = eng.group(COYOTES)
    if g is None or not g.members:
        return
    listed = list(g.members)
    state.disbanded = eng.emit(
        "coyotes_disbanded",
        audience="players",
        to=listed,
        msg="coyotes.disbanded",
        params={"player": player.name},
        causes=[ev.id],
        rule="greater-coyote.3",
        data={"group": COYOTES, "greater": player.name},
    ).id
    eng.empty_group(COYOTES, causes=[ev.id], rule="greater-coyote.3", announce=False)
    # greater-coyote.4 / lesser-coyote.3: the others join the pack, in seat order
    for p in eng.state.players:
        if p.alive and p.name in listed:
            join_pack(eng, p, causes=[state.disbanded], rule="greater-coyote.4")


# greater-coyote.b1: a werewolf outside the pack and no lycan, in the coyotes' group
GREATER_COYOTE = RoleDef(
    name="Greater Coyote",
    team="wolves",
    lycan=False,
    attack_class="wolves",
    groups=(COYOTES,),
    abilities=(AMBUSH,),
    tags=frozenset({GREATER}),
    category="Killing",
    rules=tuple(f"greater-coyote.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5, 6, 7)),
    summary=(
        "A werewolf outside the pack, leading the coyotes: after a night the pack killed no "
        "townsperson, the coyotes vote to attack a player."
    ),
    description=(
        "On the werewolf team but no lycan and not in the wolfpack: shares a channel with the "
        "other coyotes and knows no other wolf. On a night after one the pack killed no "
        "townsperson, the coyotes vote on a player to attack at the end of the night. When the "
        "last Greater Coyote dealt dies (even after losing the role), the coyotes are "
        "disbanded and the others join the wolfpack as Wolves."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Werewolf Killing",
    limited=True,
)

# lesser-coyote.b1 / lesser-coyote.1 / lesser-coyote.2: a coyote who knows the others, no lycan
# and not in the pack
LESSER_COYOTE = RoleDef(
    name="Lesser Coyote",
    team="wolves",
    lycan=False,
    attack_class="wolves",
    groups=(COYOTES,),
    abilities=(AMBUSH,),
    category="Group",
    rules=tuple(f"lesser-coyote.{i}" for i in ("b1", 1, 2, 3)),
    summary="A werewolf outside the pack, one of the coyotes: joins the pack once they break up.",
    description=(
        "On the werewolf team but no lycan and not in the wolfpack: shares a channel with the "
        "other coyotes and knows no other wolf; votes in the coyotes' attacks. When the last "
        "Greater Coyote dies, joins the wolfpack as a Wolf. Only dealt with a Greater Coyote."
    ),
    mix=None,
    book_group="Werewolf Group",
    limited=True,
)

GROUPS = (
    # lesser-coyote.1: the coyotes are told at the deal who the others are (the engine's deal)
    # and that they all play for one side
    GroupDef(COYOTES, team="wolves", trusted=True, rule="lesser-coyote.1"),
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.coyotes",
    "coyotes.hunt",
    "coyotes.disbanded",
)

EVENT_WORDS: tuple[str, ...] = (
    "coyotes_disbanded",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "greater-coyote.b1": "The coyotes share a channel outside the pack and know no other wolf.",
    "greater-coyote.b2": "The Greater Coyote's death disbands the coyotes.",
    "greater-coyote.1": "After a night the pack killed no townsperson, the coyotes may attack.",
    "greater-coyote.2": "The coyotes choose their target by a vote.",
    "greater-coyote.3": "When the Greater Coyote dies the coyotes are disbanded.",
    "greater-coyote.4": "The other coyotes lose their powers and join the pack.",
    "greater-coyote.5": "A Greater Coyote changing role does not disband the coyotes.",
    "greater-coyote.6": "A coyote who lost their role still votes on the attack.",
    "greater-coyote.7": "The coyotes attack at the end of the night.",
    "lesser-coyote.b1": "The Lesser Coyote is a coyote outside the pack, knowing no other wolf.",
    "lesser-coyote.1": "The Lesser Coyote knows the other coyotes and shares their channel.",
    "lesser-coyote.2": "The Lesser Coyote is no lycan and not in the pack.",
    "lesser-coyote.3": "When the last Greater Coyote dies, the Lesser Coyote joins the pack.",
}

# R37: the coyotes' manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(GREATER_COYOTE, LESSER_COYOTE),
    groups=GROUPS,
    common=(KEPT_AMBUSH,),
    listeners=(
        ("validate_setup", refuse_lesser_alone),
        ("game_start", record_greater),
        ("night_start", open_the_hunt),
        ("death", greater_dies),
    ),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=CoyoteState,
    statuses=(HUNTING,),
    becomes=("Wolf",),
)

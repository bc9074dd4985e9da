"""The base game's roles: Citizen, Wolf (the wolfpack) and Fortune Teller, and their teams.

Also one rule of the base game that belongs to no role (R36): a team's channel closes once none
of the players in it is left as a member.
"""

from __future__ import annotations

from typing import Any

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration, Learns, Meaning, Mix
from ..engine.effects import GroupAttack, Investigate
from ..engine.events import Event
from ..engine.rules import Ability, Family, RoleDef, Ruleset, Team
from ..engine.state import Player
from .book_pages import BOOK_PAGES

WOLFPACK = "wolfpack"
# FIXED_ALIGNMENT (engine/changes.py): the role property other rules ask
# about, that the holder's alignment (team) cannot be changed by an ability (the Alpha Wolf's);
# a role change to another team, an infection, a recruitment fails on it

TOWN = Team("town", "Townsfolk", "every living player is townsfolk or unaligned")
WOLVES = Team("wolves", "Werewolves", "every living player is on the werewolf team or unaligned")


# a tag prefix: a role carrying ``COPIED_AS + name`` is never copied as itself; whoever copies it
# (any rule that gives a player another's role) gets the role ``name`` instead
# (plague-carrier.2: a Plague Bearer copied is a Plague Carrier)
COPIED_AS = "copied as: "


def copied_role(rules: Ruleset, name: str) -> str:
    """The role a player who copies the role ``name`` takes: the one the role's ``COPIED_AS``
    tag names, else the role itself (for any copying rule to call)."""
    role = rules.role(name)
    if role is not None:
        for tag in sorted(role.tags):
            if tag.startswith(COPIED_AS):
                return tag[len(COPIED_AS) :]
    return name


def in_pack(eng: Engine, player: Player) -> bool:
    g = eng.group(WOLFPACK)
    return g is not None and player.name in g.members


def pack_members(eng: Engine) -> list[Player]:
    """The wolfpack's living members, in seat order: the living players in its group who are
    in it as members (R36: one changed to another team's role, still listed, is not)."""
    g = eng.group(WOLFPACK)
    if g is None:
        return []
    listed = set(g.members)
    return [
        p
        for p in eng.state.players
        if p.alive and p.name in listed and member_as_member(eng, p, WOLFPACK)
    ]

# ---------------------------------------------------------------------------- alignments

# what a role-book rule that sorts players by alignment finds a player to be (a Lone Wolf's
# target check): aligned with the town, wolfish, or neither (a solo team, the unaligned)
TOWNSFOLK, WOLFISH, NEITHER = "townsfolk aligned", "wolfish", "neither"


def is_wolfish(eng: Engine, player: Player) -> bool:
    """Rules digest 4.2: a player is wolfish when they play for the werewolf team now or were
    dealt a role of it, when their role is a lycan, or when they are in the wolfpack (a Runner's,
    a Lone Wolf's, a Recluse's question; decided by team and group, never by a role's name)."""
    dealt = eng.rules.role(player.original_role)
    return (
        eng.team_of(player) == WOLVES.key
        or (dealt is not None and dealt.team == WOLVES.key)
        or eng.role_of(player).lycan
        or in_pack(eng, player)
    )


def alignment_class(eng: Engine, player: Player) -> str:
    """rule-alignments (townsfolk, werewolves, solo, unaligned): ``WOLFISH`` for a wolfish
    player (:func:`is_wolfish`), else ``TOWNSFOLK`` for one who plays for the town now, else
    ``NEITHER`` (a solo team's player, an unaligned one). Ruling RM41: wolfish comes first, so a
    townsperson who sits in the pack (a traitor) or was dealt a werewolf role counts as wolfish."""
    if is_wolfish(eng, player):
        return WOLFISH
    if eng.team_of(player) == TOWN.key:
        return TOWNSFOLK
    return NEITHER


# rule-wolves-wolfpack.3 / R9: every living pack member may vote, at night, for the pack's
# attack; changeable until the night ends; the most-voted target is attacked by a
# seeded-random voter for it.
PACK_ATTACK = Ability(
    verb="attack",
    when="night",
    timing="end",
    does=GroupAttack(group=WOLFPACK),
    group=WOLFPACK,
    available=in_pack,
    available_reads_player_only=True,
    fail_msg="attack.failed",
    rule="R9",
    declaration=Declaration(aim=Aim.KILL),
)


INVESTIGATE = Ability(
    verb="investigate",
    when="night",
    timing="immediate",
    # role book (Fortune Teller): weak and strong disguises and obstructions (the Flute
    # enchantment) change what it sees
    does=Investigate(tell="ft.result"),
    fail_msg="ft.failed",
    obstructable=True,
    rule="FT",
    declaration=Declaration(learns=Learns.ROLE, aim=Aim.UNKNOWN),
)

CITIZEN = RoleDef(
    name="Citizen",
    team="town",
    category="Miscellaneous",
    attack_class="town",
    summary="You have no special ability: find the wolves and lynch them.",
    description="A plain townsperson. Wins with the town.",
    mix=Mix(filler=True, swap=True),
    book_group="Townsfolk Miscellaneous",
)

def pack_wolf(
    name: str,
    *,
    abilities: tuple[Ability, ...] = (),
    groups: tuple[str, ...] = (),
    **fields: Any,
) -> RoleDef:
    """A role of the wolfpack (R9): a lycan of the wolves' team in the pack's group, which
    attacks with it at night (``PACK_ATTACK`` first, then the role's own ``abilities``), and in
    the role's own further ``groups`` (a second channel: the Hellhounds', the Butchers'). Every
    pack wolf of the role book is one of these with its own name, tags, setup and words."""
    return RoleDef(
        name=name,
        team="wolves",
        # rule-wolves-lycans.4: a pack wolf truly is a werewolf, so a lycan (the foxes, the
        # werewolves' allies, are made without this and are none)
        lycan=True,
        # rule-wolves-wolfpack.2: the pack's members share its secret channel (the group's)
        groups=(WOLFPACK, *groups),
        attack_class="wolves",
        abilities=(PACK_ATTACK, *abilities),
        **fields,
    )


def join_pack(
    eng: Engine, player: Player, *, causes: list[int], rule: str, msg: str = "pack.became_wolf"
) -> Event:
    """A player joins the wolfpack as a regular Wolf, by whatever rule brings them (a lone
    role's joining when a pack member dies, a fox's joining by choice; rule-wolves-foxes,
    rule-role-loss-basics).

    They lose their role and every power of it (their end-of-phase choices not yet carried out
    are withdrawn, their counters go), keep their channels, and become a Wolf through the one
    path for a role change (R36, ``Engine.change_role``, told to them); they are listed in the
    pack's group, so its channel, its polls (the pack's attack, R9) and every rule asking who is
    in the pack include them from then on; the pack is told who joined, and every member is
    told the pack's members (the newcomer learns the pack, the pack learns the newcomer). A
    pack whose channel had closed, or that never had one, is opened again by the joining.
    ``msg`` is what the player is told of their new role (its parameters: ``role``, the role
    lost, and ``wolf``, the role taken); the caller may say why in its own words (a fox giving
    its power up). Returns the role change's event.

    A player whose role cannot change (or whose alignment cannot leave their team) does not
    join: the refusal is returned (``Engine.refuse_role_change``) and nothing else happens
    (devout-villager.2: a conversion of such a player fails and changes nothing)."""
    kept = eng.refuse_role_change(player, WOLF.name, causes=causes, rule=rule)
    if kept is not None:
        return kept
    old = player.role
    ev = eng.emit(
        "joined_pack",
        targets=[player.name],
        causes=causes,
        rule=rule,
        data={"from": old, "to": WOLF.name},
    )
    # role loss: the old role's powers go, its stored choices and counters with it
    dropped = [p for p in eng.state.pending if p.actor == player.name]
    if dropped:
        eng.state.pending = [p for p in eng.state.pending if p.actor != player.name]
        eng.emit(
            "actions_lost",
            actor=player.name,
            causes=[ev.id],
            rule=rule,
            data={"verbs": [p.verb for p in dropped]},
        )
    player.counters.clear()
    # R36: the one path for a role change (a team left this way is gone at once)
    changed = eng.change_role(
        player, WOLF.name, causes=[ev.id], rule=rule, msg=msg, role=old, wolf=WOLF.name
    )
    eng.join_group(player, WOLFPACK, cause=ev.id, rule=rule)
    g = eng.group(WOLFPACK)
    members = list(g.members) if g is not None else [player.name]
    eng.tell_group(WOLFPACK, "pack.joined", rule=rule, causes=[ev.id], player=player.name)
    eng.emit(
        "group_members",
        audience="players",
        to=members,
        msg="group.members",
        params={"group": WOLFPACK, "members": members},
        rule=rule,
        causes=[ev.id],
    )
    return changed


def tell_members(eng: Engine, gname: str, player: Player, *, causes: list[int],
                 rule: str) -> None:
    """Once ``player`` has joined the group ``gname``: everyone in it is told who is in it (the
    message ``group.members``; ``player`` alone, should the group not exist)."""
    g = eng.group(gname)
    members = list(g.members) if g is not None else [player.name]
    eng.emit(
        "group_members",
        audience="players",
        to=members,
        msg="group.members",
        params={"group": gname, "members": members},
        rule=rule,
        causes=causes,
    )


def take_up_role(
    eng: Engine,
    player: Player,
    role_name: str,
    *,
    causes: list[int],
    rule: str,
    msg: str | None = None,
    **params: Any,
) -> Event:
    """A player takes on ``role_name`` in the middle of the game as if it had just been dealt
    to them (a role taken over from a dead player, a role remembered): their role changes
    through the one path for a role change (R36, ``Engine.change_role``, told with ``msg``);
    once it has, they join every group the role puts its holders in (its channel, its polls;
    every member is told the group's members, as at the deal) and the role's starting ability
    runs (its counters, what it learns at the start). Returns the role change's event, or the
    refusal when the role cannot change (``Engine.refuse_role_change``: nothing happens)."""
    changed = eng.change_role(player, role_name, causes=causes, rule=rule, msg=msg, **params)
    if changed.kind != "role_changed":
        return changed
    role = eng.role_of(player)
    for gname in role.groups:
        eng.join_group(player, gname, cause=changed.id, rule=rule)
        tell_members(eng, gname, player, causes=[changed.id], rule=rule)
    if role.setup is not None:
        role.setup(eng, player)
    return changed


WOLF = pack_wolf(
    "Wolf",
    aliases=("Werewolf",),
    category="Killing",
    rules=("R9",),
    summary="You are in the wolfpack: each night, vote with the pack on whom to attack.",
    description=(
        "A lycan and a member of the wolfpack. The pack shares a channel and each night votes "
        "on one player to attack; a random voter for the winning target carries it out."
    ),
    # about a quarter of the players, never none
    mix=Mix(per=4, minimum=1, rank=0, swap=True),
    book_group="Werewolf Miscellaneous",
)

FORTUNE_TELLER = RoleDef(
    name="Fortune Teller",
    team="town",
    category="Investigative",
    attack_class="town",
    abilities=(INVESTIGATE,),
    summary="Each night, investigate a player to learn their role as it appears.",
    description=(
        "Each night, at once, learns the role a player appears to have. Disguises, redirections "
        "and ability blocks can fool or stop the investigation."
    ),
    # one seer per ~8 players
    mix=Mix(per=8, minimum=1, from_players=4, rank=1, swap=True),
    book_group="Townsfolk Investigative",
)


# ---------------------------------------------------------------------------- R36: channels


def team_channel(eng: Engine, group: str) -> bool:
    """A team's channel: a group some role puts its holders in (the wolfpack, the flute players,
    the plague pit, the underworld), as opposed to a group a rule fills (a house, an office)."""
    return group in eng.rules.role_groups()


def member_as_member(eng: Engine, p: Player, group: str) -> bool:
    """R36: ``p`` is in ``group`` as a member: their current role puts them in it and they still
    play for that role's team. A player changed to a role of another team (a Wolf or a Flute
    Player risen as an Undead), or recruited to another team, may still be listed in the
    channel, but is no longer one of its members."""
    role = eng.role_of(p)
    return group in role.groups and eng.team_of(p) == role.team


def close_abandoned_channels(eng: Engine, player: Player, ev: Event) -> None:
    """R36 / rule-wolves-wolfpack.6 (for the wolfpack: one with no werewolf left in it is
    disbanded; where the two differ, the ruling R36 stands): a team's channel none of whose
    living players is left in it as a member (the last member died or changed role, the others
    who are listed left as members) is closed at once: everyone still listed leaves it (the
    host's log says; nobody is told), so every rule that asks who is left in the channel (the
    plague's end, R21; the enchantments', the Flute Player's book) finds the team gone,
    whichever way its last member left. A channel whose players are all dead is left as it is:
    nobody alive is in it."""
    for g in list(eng.state.groups):
        if not g.members or not team_channel(eng, g.name):
            continue
        living = [p for n in g.members if (p := eng.find(n)) is not None and p.alive]
        if not living or any(member_as_member(eng, p, g.name) for p in living):
            continue
        eng.empty_group(g.name, causes=[ev.id], rule="R36")


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "ft.result",
    "ft.failed",
    "pack.became_wolf",
    "pack.joined",
)


# the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "joined_pack",
    "actions_lost",
)


# R37: this family's rule text: the paraphrase of each role card its events cite
RULE_TEXT: dict[str, str] = {
    "FT": "The Fortune Teller learns at once the role a player appears to have.",
    # the role book's pages no role owns, and the seeded roles' cards (roles/book_pages.py)
    **BOOK_PAGES,
}


# R37: the base game's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py). The base game applies in every game, whatever roles are dealt: its
# channel rule (R36) watches every team's channel.
FAMILY = Family(
    # what some of its messages tell their reader (for bots that know no role)
    meanings={
        "ft.result": Meaning.ROLE_LEARNED,
        "pack.joined": Meaning.ALLY,
    },
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="base",
    roles=(CITIZEN, WOLF, FORTUNE_TELLER),
    teams=(TOWN, WOLVES),
    listeners=(
        # R36: a channel is closed once its last member leaves, dead or changed, at that moment
        ("death", close_abandoned_channels),
        ("role_changed", close_abandoned_channels),
        ("team_changed", close_abandoned_channels),
    ),
    statuses=(),
    always=True,
)


def install(rules: Ruleset) -> None:
    """Install this family's manifest on a ruleset built by hand (tests, variants); the game's
    own rules are built from :data:`FAMILY` (``roles/__init__.py``)."""
    rules.install(FAMILY)

"""The White Werewolf (role book: other/white wolves/white werewolf): a lycan in the wolfpack
who plays for a team of its own, the White Wolves, and must outlive the pack too.

Verb (scenario and terminal game): White Werewolf, at night from Night 2, end of night:
``devour X`` (X a member of the wolfpack), not on the night after a devouring. It votes in the
pack's attack as any pack member.

The imitation (white-werewolf.7 / .8): when the role is dealt (or taken up), it picks the most
common role of the pack outside the Werewolf Group (ruling R45: the plain Wolf counts; a seeded
draw among a tie); the White
Werewolf wears a strong disguise as that role and is lent its abilities (the engine's ``lent
role`` status, ``engine/checks.py``); both go with the role (white-werewolf.10).
"""

from __future__ import annotations

from collections import Counter

from ..engine.checks import LENT_ROLE
from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Meaning
from ..engine.effects import Attack, Stamp
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, RoleDef, Team
from ..engine.state import Player, Status
from .base import PACK_ATTACK, WOLF, WOLFPACK, in_pack, pack_members

WHITE_TEAM = "white wolves"
IMITATOR = "imitates the pack's commonest role"  # the tag of roles that imitate (white-werewolf.7)
DEVOURED = "devoured on"  # the counter: the phase of the last devouring
DEVOUR_VERB = "devour"

WHITE_WOLVES = Team(
    WHITE_TEAM, "White Wolves", "every living player is a White Werewolf or unaligned"
)


def _imitation(s: Status) -> bool:
    """The disguise and the lent abilities of an imitation (white-werewolf.8)."""
    return s.name in ("disguise", LENT_ROLE) and bool(s.data.get("imitation"))


def _werewolf_group(role: RoleDef) -> bool:
    """Ruling R45 (rule-ability-types-group-membership.7): a Werewolf Group ("WG") role is a
    pack role that puts its holder in a group of its own on top of the wolfpack (the
    Hellhounds', the Butchers'); every other pack role is a non-WG one."""
    return any(g != WOLFPACK for g in role.groups)


def imitate(eng: Engine, player: Player) -> None:
    """white-werewolf.7 / white-werewolf.9: the most common non-WG role of the pack's other
    members, a tie drawn from the seed. Ruling R45: "WG" is the Werewolf Group, so the plain
    Wolf counts like any other non-WG role (a pack of Wolf, Wolf and Alpha Wolf is imitated as
    a Wolf); the roles of a second group on top of the pack, and other imitators, do not. With
    no role to count, the plain Wolf (docs/rulings-made.md RM366)."""
    counts = Counter(
        p.role
        for p in pack_members(eng)
        if p is not player
        and IMITATOR not in (kind := eng.role_of(p)).tags
        and not _werewolf_group(kind)
    )
    if counts:
        top = max(counts.values())
        tied = sorted(r for r, n in counts.items() if n == top)
        role = eng.draw("the role a White Werewolf imitates", tied) if len(tied) > 1 else tied[0]
    else:
        role = WOLF.name
    ev = eng.emit(
        "imitated", targets=[player.name], rule="white-werewolf.7", data={"role": role}
    )
    # white-werewolf.8: strongly disguised as the role
    eng.add_status(
        player, "disguise", source=ev.id,
        data={"role": role, "strength": "strong", "imitation": True},
    )
    # white-werewolf.8: and lent all its abilities (the plain Wolf's are the pack's, held already)
    if role != WOLF.name:
        eng.add_status(player, LENT_ROLE, source=ev.id, data={"role": role, "imitation": True})
    eng.tell(player, "white.imitates", rule="white-werewolf.8", causes=[ev.id], role=role)


def drop_imitation(eng: Engine, player: Player, event: Event) -> None:
    """white-werewolf.10: a White Werewolf who changes role loses the disguise and the
    abilities of the imitation."""
    if IMITATOR in eng.role_of(player).tags or not any(_imitation(s) for s in player.statuses):
        return
    eng.drop_statuses(player, _imitation)
    eng.emit("imitation_lost", targets=[player.name], causes=[event.id], rule="white-werewolf.10")


def _rested(eng: Engine, actor: Player) -> Refusal | None:
    """white-werewolf.3 / white-werewolf.4: every other night: not on the night after a
    devouring (a night without one leaves the next night open)."""
    last = actor.counters.get(DEVOURED)
    if last is not None and last == eng.state.phase - 2:
        return Refusal(Reason.NOT_NOW, deferred("refuse.white_rests", {}))
    return None


def _pack_only(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """white-werewolf.b2: only a member of the wolfpack may be devoured."""
    for t in targets:
        if not in_pack(eng, t):
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.white_not_pack", {"player": t.name})
            )
    return None


def _in_the_game(eng: Engine, player: Player) -> bool:
    """Ruling RM367: read afresh at every change of the game, since the lent abilities of an
    imitation (white-werewolf.8) may depend on it."""
    return True


# white-werewolf.b2 / white-werewolf.3 / white-werewolf.5: from Night 2 (phase 3), end of night
DEVOUR = Ability(
    verb=DEVOUR_VERB,
    when="night",
    timing="end",
    does=(Stamp(DEVOURED), Attack(source="white wolf", tell="white.failed")),
    from_phase=3,
    check=_pack_only,
    actor_check=_rested,
    available=_in_the_game,
    fail_msg="white.failed",
    rule="white-werewolf.5",
    # whom and how often are its check's (white-werewolf.b2), which the effect cannot show
    help="attack a member of the wolfpack when the night ends (every other night, from Night 2)",
    declaration=Declaration(aim=Aim.RIVAL),
)


WHITE_WEREWOLF = RoleDef(
    name="White Werewolf",
    # white-werewolf.2 / white-werewolf.11: its own team, not the werewolves'; a lycan, in the
    # wolfpack, voting in its attack (white-werewolf.1: listed as any other pack member)
    team=WHITE_TEAM,
    lycan=True,
    groups=(WOLFPACK,),
    category="Killing",
    attack_class="wolves",
    abilities=(PACK_ATTACK, DEVOUR),
    tags=frozenset({IMITATOR}),
    setup=imitate,
    rules=tuple(f"white-werewolf.{i}" for i in ("b1", "b2", *range(1, 12))),
    summary="A lycan in the wolfpack who must kill the pack too; every other night, attack a "
    "pack member.",
    description=(
        "Its own team (the White Wolves), though a lycan who sits in the wolfpack, votes in its "
        "attack and looks like any other member to it. From Night 2, every other night, may "
        "attack a member of the wolfpack when the night ends (a night without an attack leaves "
        "the next one open). Imitates the commonest role of the pack other than the plain Wolf: "
        "strongly disguised as it and holding its abilities, until it changes role. Wins alone: "
        "the game goes on while it and werewolves are alive."
    ),
    mix=None,
    book_group="Solo Killing - White Wolves",
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.white_rests",
    "refuse.white_not_pack",
    "white.imitates",
    "white.failed",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "white-werewolf.b1": "The White Werewolf must kill the werewolves as well as the town.",
    "white-werewolf.b2": "Every other night the White Werewolf may attack someone in the pack.",
    "white-werewolf.1": "The pack takes the White Werewolf for one of its own.",
    "white-werewolf.2": "The White Werewolf wins only alone: the pack must die too.",
    "white-werewolf.3": "From Night 2, the pack may be attacked every other night.",
    "white-werewolf.4": "A night without that attack leaves the next night open for one.",
    "white-werewolf.5": "The attack on a pack member happens when the night ends.",
    "white-werewolf.6": (
        "With only werewolves and the White Werewolf alive, play goes on until one side is dead."
    ),
    "white-werewolf.7": (
        "The White Werewolf imitates the pack's commonest role outside the Werewolf Group."
    ),
    "white-werewolf.8": "It is strongly disguised as that role and holds its abilities.",
    "white-werewolf.9": "A tie between commonest roles is settled by a random draw.",
    "white-werewolf.10": "A change of role ends the imitation: disguise and abilities go.",
    "white-werewolf.11": "Not on the werewolf team, yet a lycan in the wolfpack.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "imitated",
    "imitation_lost",
)


# R37: the White Werewolf's manifest; where its listener runs among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name="white_wolves",
    roles=(WHITE_WEREWOLF,),
    teams=(WHITE_WOLVES,),
    listeners=(("role_changed", drop_imitation),),
    statuses=("disguise", LENT_ROLE),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    # R8: a devouring that met a defence is told to the White Werewolf (ruling RM441)
    meanings={"white.failed": Meaning.ATTACK_SURVIVED},
)

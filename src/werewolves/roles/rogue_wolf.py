"""The Rogue Wolf (role book: limited/rogue wolf): a lycan on the town's side, outside the pack,
strongly disguised as the pack's most common role, who may attack a player on a night after one
the wolfpack killed on.

Verb (scenario and terminal game): at night, ``maul X`` (an end-of-night attack, changeable
until the night ends), offered only on a night after a night the pack's attack killed someone.
At the start of each night from Night 2 the Rogue Wolf is told whether it did. Rulings
RM384–RM386 (docs/rulings-made.md) settle what the book leaves open.
"""

from __future__ import annotations

from collections import Counter

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration
from ..engine.effects import Attack
from ..engine.events import Event
from ..engine.rules import Ability, Family, RoleDef
from ..engine.state import Player, Status
from .base import WOLFPACK, pack_members

NAME = "Rogue Wolf"
FAMILY_NAME = "rogue_wolf"
ROGUE = "hunts the pack"  # the tag of roles told of the pack's kills, who attack after them
ON_THE_HUNT = "rogue hunt"  # the status of a Rogue Wolf on a night they may attack


def pack_kills(eng: Engine, night: int) -> list[Event]:
    """The deaths of night ``night`` that the wolfpack's attack caused (R9's attack, source
    ``wolfpack``), read from the log: a death whose causes include the pack's attempt on the
    victim. Shared by the rules that ask whether the pack killed (and whom) on a night."""
    events = eng.state.events
    attempts: set[int] = set()
    found: list[Event] = []
    # the night's events only, read forward from where it starts
    start = len(events)
    while start > 0 and events[start - 1].phase >= night:
        start -= 1
    for ev in events[start:]:
        if ev.phase != night:
            continue
        if ev.kind == "kill_attempt" and ev.data.get("source") == WOLFPACK:
            attempts.add(ev.id)
        elif ev.kind == "death" and attempts.intersection(ev.causes):
            found.append(ev)
    return found


def _is_rogue_disguise(s: Status) -> bool:
    return s.name == "disguise" and bool(s.data.get("rogue"))


def put_on_disguise(eng: Engine) -> None:
    """rogue-wolf.5 / ruling RM384: once every role's starting ability has run, each Rogue Wolf
    wears a permanent strong disguise as the role most of the pack's members hold, leaving out
    the members already wearing a disguise for good (a Sneaking Wolf's); between roles held
    equally often, a seeded draw picks one. With no such member, no disguise."""
    rogues = [p for p in eng.state.players if ROGUE in eng.role_of(p).tags]
    if not rogues:
        return
    counts = Counter(
        m.role
        for m in pack_members(eng)
        if not any(s.name == "disguise" and s.until is None for s in m.statuses)
    )
    if not counts:
        return
    most = max(counts.values())
    tied = sorted(r for r, n in counts.items() if n == most)
    for rogue in rogues:
        role = tied[0] if len(tied) == 1 else eng.shuffle("Rogue Wolf's disguise", tied)[0]
        ev = eng.emit(
            "disguised",
            targets=[rogue.name],
            rule="rogue-wolf.5",
            data={"role": role, "strength": "strong"},
        )
        data = {"role": role, "strength": "strong", "rogue": True}
        eng.add_status(rogue, "disguise", source=ev.id, data=data)


def drop_on_role_loss(eng: Engine, player: Player, event: Event) -> None:
    """Ruling RM384: a Rogue Wolf who loses the role loses the disguise it gave them."""
    if ROGUE in eng.role_of(player).tags:
        return
    if not any(_is_rogue_disguise(s) for s in player.statuses):
        return
    role = next(str(s.data["role"]) for s in player.statuses if _is_rogue_disguise(s))
    eng.drop_statuses(player, _is_rogue_disguise)
    eng.emit(
        "undisguised",
        targets=[player.name],
        causes=[event.id],
        rule="rogue-wolf.5",
        data={"role": role},
    )


def tell_the_rogue(eng: Engine) -> None:
    """rogue-wolf.3 / ruling RM385: at the start of each night from Night 2, every living Rogue
    Wolf is told whether the pack's attack killed someone the night before (never whom);
    rogue-wolf.4: if it did, this night is one they may attack on."""
    night = eng.state.phase
    rogues = [p for p in eng.state.players if p.alive and ROGUE in eng.role_of(p).tags]
    if night < 3 or not rogues:
        return
    kills = pack_kills(eng, night - 2)
    causes = [kills[0].id] if kills else []
    for rogue in rogues:
        ev = eng.tell(
            rogue, "rogue.killed" if kills else "rogue.spared", rule="rogue-wolf.3", causes=causes
        )
        if kills:
            eng.add_status(rogue, ON_THE_HUNT, source=ev.id, until=night)


def _may_attack(eng: Engine, player: Player) -> bool:
    """rogue-wolf.4: only on a night after a night the pack killed on (the night's status)."""
    return bool(player.statuses) and player.has(ON_THE_HUNT)


# rogue-wolf.b2 / rogue-wolf.4 / rogue-wolf.6: an end-of-night attack, only on the nights after
# a pack kill
MAUL = Ability(
    verb="maul",
    when="night",
    timing="end",
    does=Attack(),
    available=_may_attack,
    available_reads_player_only=True,
    fail_msg="attack.failed",
    rule="rogue-wolf.4",
    # the condition is its availability's (rogue-wolf.4), which the effect cannot show
    help="attack a player at the end of the night (only after a night the pack killed)",
    declaration=Declaration(aim=Aim.FOE_IF_SUSPECTED),
)

# rogue-wolf.b1 / rogue-wolf.1 / rogue-wolf.2: a lycan who plays for the town, outside the
# pack and the werewolf team, who knows no wolf
ROGUE_WOLF = RoleDef(
    name=NAME,
    team="town",
    lycan=True,
    attack_class="town",
    abilities=(MAUL,),
    category="Killing",
    tags=frozenset({ROGUE}),
    rules=tuple(f"rogue-wolf.{i}" for i in ("b1", "b2", 1, 2, 3, 4, 5, 6)),
    summary=(
        "A lycan on the town's side who hunts wolves: after a night the pack killed, you may "
        "attack a player."
    ),
    description=(
        "Plays for the town, but is a lycan; not in the wolfpack, and knows none of the "
        "wolves. Strongly disguised as the role most of the pack holds. At the start of each "
        "night from Night 2 learns whether the pack's attack killed someone the night before; "
        "if it did, may attack one player at the end of that night."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
    limited=True,
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "rogue.killed",
    "rogue.spared",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "rogue-wolf.b1": "The Rogue Wolf is a lycan who hunts the other wolves.",
    "rogue-wolf.b2": "The Rogue Wolf may attack on a night after a pack kill.",
    "rogue-wolf.1": "The Rogue Wolf is neither on the werewolf team nor in the pack.",
    "rogue-wolf.2": "The Rogue Wolf is a lycan all the same.",
    "rogue-wolf.3": "Each night the Rogue Wolf learns whether the pack killed the night before.",
    "rogue-wolf.4": "After a night the pack killed, the Rogue Wolf may attack a player.",
    "rogue-wolf.5": "The Rogue Wolf is strongly disguised as the pack's most common role.",
    "rogue-wolf.6": "The Rogue Wolf's attack happens at the end of the night.",
}

# R37: the Rogue Wolf's manifest; where its listeners run among other families' is the
# resolution table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(ROGUE_WOLF,),
    listeners=(
        ("game_start", put_on_disguise),
        ("night_start", tell_the_rogue),
        ("role_changed", drop_on_role_loss),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    statuses=("disguise", ON_THE_HUNT),
)

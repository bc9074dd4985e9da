"""The Bard (role book: townsfolk/miscellaneous/bard): a townsperson whose every encounter with
another player's power is told to the whole town in story time, at the end of the phase.

No verb: the Bard has no active ability. Hearing of a power is a listener on the engine's
moment an ability reaches a player (``lands``: after blocks and redirections, before the
ability's effect); each one is remembered, by its general type only, and the phase's story is
announced to everyone when the phase ends (its last consequence step). The general type is read
from the ability's declaration (:class:`~..engine.declarations.Effect` of the position that
reached the Bard, and whether the ability is an attack), never from a role or a verb's meaning.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.core import Act, Engine
from ..engine.declarations import Effect
from ..engine.events import Event
from ..engine.phases import phase_name
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

NAME = "Bard"
NARRATED = "narrated in story time"  # the tag of roles whose encounters the town is told

# bard.5: the general types of the role book's list
ATTACKED, INVESTIGATED, DISGUISED, KILLED = "attacked", "investigated", "disguised", "killed"
TARGETED, PROTECTED, MANIPULATED, CHANGED_ROLE = (
    "targeted",
    "protected",
    "manipulated",
    "changed role",
)
DIRECT = "direct"  # bard.6 / bard.7: an entry told by the ability itself, no general type

# bard.5: what each declared effect is, as one of the book's general types (ruling RM221); an
# effect not listed here falls outside them and is told directly (bard.6 / bard.7)
_TYPE_OF_EFFECT: dict[Effect, str] = {
    Effect.INVESTIGATION: INVESTIGATED,
    Effect.DISGUISE: DISGUISED,
    Effect.PROTECTION: PROTECTED,
    Effect.VOTES: MANIPULATED,
    # the targeting ability type: a target stored for a power that fires later
    Effect.REDIRECTION: TARGETED,
    Effect.RETRIBUTION: TARGETED,
}


@dataclass
class BardState(FamilyState):
    """The family's own state (R37): ``story``, each Bard's entries of the running phase, in the
    order they happened: [general type or DIRECT, the ability's verb for a direct one, the
    event that caused it]."""

    story: dict[str, list[list[Any]]] = field(default_factory=dict)


def general_type(ability: Ability, effect: Effect) -> str:
    """bard.5: the book's general type of a power whose effect on the Bard is ``effect``:
    an attempt on their life is "attacked" when the ability is an attack (the attack ability
    type) and "killed" otherwise; a position that only names a player for a power to come (a
    targeting ability) is "targeted"; DIRECT for what falls outside the types (ruling RM221)."""
    if effect is Effect.DEATH:
        return ATTACKED if ability.kind == "attack" else KILLED
    if effect is Effect.NOTHING and ability.kind == "target":
        return TARGETED
    return _TYPE_OF_EFFECT.get(effect, DIRECT)


def _narrated(eng: Engine, p: Player) -> bool:
    return NARRATED in eng.role_of(p).tags


def heard(eng: Engine, act: Act, target: Player) -> None:
    """bard.b1 / bard.1: a power reaching a Bard is remembered for the phase's story time.
    bard.8: not while the Bard is dead; bard.2: not once the player no longer holds the role.
    bard.9: a vote (a lynch's, an election's) is no power on them."""
    if not target.alive or not _narrated(eng, target):
        return
    ab = act.ability
    pos = next((i for i, t in enumerate(act.targets) if t is target), 0)
    effect = ab.declaration.effect(pos)
    if effect is Effect.BALLOT:
        return
    kind = general_type(ab, effect)
    story = eng.ext(BardState).story.setdefault(target.name, [])
    # bard.3 / bard.4: the type alone is kept (the verb only of a power told directly), never
    # the user, their role or the power's details
    story.append([kind, ab.verb if kind == DIRECT else "", act.event.id])


def changed_role(eng: Engine, player: Player, ev: Event) -> None:
    """bard.2: a Bard who changes role is narrated as having changed role (and nothing after);
    a power whose effect was the change (an infection: the change names it among its causes)
    is told as the change, once."""
    old = eng.rules.role(str(ev.data.get("from", "")))
    if old is None or NARRATED not in old.tags or _narrated(eng, player) or not player.alive:
        return
    story = eng.ext(BardState).story.setdefault(player.name, [])
    if story and story[-1][2] in ev.causes:
        story[-1] = [CHANGED_ROLE, "", story[-1][2]]
        return
    story.append([CHANGED_ROLE, "", ev.id])


def _phrase(kind: str, verb: str) -> str:
    if kind == CHANGED_ROLE:
        return "changed role"
    if kind == DIRECT:
        return f'had "{verb}" used on them'
    return f"was {kind}"


def story_time(eng: Engine) -> None:
    """bard.1: at the end of each phase, once every other consequence is settled, the town is
    told each Bard's story of the phase, one announcement a Bard, in the order of the seats.
    bard.3 / bard.4: the story names neither the Bard's player nor any user, role or detail
    (ruling RM222)."""
    if "bard" not in eng.state.ext:
        return
    st = eng.ext(BardState)
    if not st.story:
        return
    phase = phase_name(eng.state.phase)
    for p in eng.state.players:
        entries = st.story.get(p.name)
        if not entries:
            continue
        eng.announce(
            "bard.story",
            rule="bard.1",
            causes=sorted({int(e[2]) for e in entries}),
            kind="story_time",
            data={"told": [e[0] if e[0] != DIRECT else e[1] for e in entries]},
            phase=phase,
            story=", then ".join(_phrase(str(e[0]), str(e[1])) for e in entries),
        )
    st.story = {}


BARD = RoleDef(
    name=NAME,
    team="town",
    category="Miscellaneous",
    attack_class="town",
    tags=frozenset({NARRATED}),
    rules=tuple(f"bard.{i}" for i in ("b1", 1, 2, 3, 4, 5, 6, 7, 8, 9)),
    summary="Every power used on you is told to the whole town at the end of the phase, by its "
    "kind only.",
    description=(
        "No active ability. Every power another player uses on the living Bard during a phase "
        "is told to everyone at the end of that phase, in story time: only its general kind "
        "(attacked, investigated, disguised, killed, targeted, protected, manipulated, changed "
        "role), never who used it, which role, nor any detail (a disguise's role, a target). "
        "A power of no such kind (an enchantment, a night spent at the Bard's) is told by its "
        "own name. Votes, lynches and elections are not told. Once the Bard changes role the "
        "change is told and nothing after it; nothing used on a dead Bard is told. The story "
        "never names the Bard's player."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Miscellaneous",
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "bard.story",
)

# R37: this family's rule text: the paraphrase of each sentence of its card, in our words
RULE_TEXT: dict[str, str] = {
    "bard.b1": "Every power used on the Bard is told to everyone in story time.",
    "bard.1": "The powers used on the Bard during a phase are told when the phase ends.",
    "bard.2": "Once the Bard changes role, only the change is told; nothing after it.",
    "bard.3": "The story tells the kind of power, never the role that used it.",
    "bard.4": "No detail of the power is told (a disguise's role, a user).",
    "bard.5": (
        "The kinds: attacked, investigated, disguised, killed, targeted, protected, "
        "manipulated, changed role."
    ),
    "bard.6": "A power of none of these kinds is told as itself.",
    "bard.7": "An enchantment or a night spent at the Bard's, for instance, is told as itself.",
    "bard.8": "Nothing used on a dead Bard is told.",
    "bard.9": "Lynches and elections are not told.",
}

# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
)

# R37: the Bard's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name="bard",
    roles=(BARD,),
    listeners=(
        # bard.b1: every power reaching a Bard
        ("lands", heard),
        # bard.2: the Bard's change of role is the last thing told
        ("role_changed", changed_role),
        # bard.1: story time, at the end of every phase
        ("day_end_consequences", story_time),
        ("night_end_consequences", story_time),
    ),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    state=BardState,
    statuses=(),
)

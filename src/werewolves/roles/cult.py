"""The cult (role book: townsfolk/killing/cult leader, townsfolk/group/cult member): a townsfolk
group with a channel of its own and, from Night 2 on, a nightly poll to attack one player.

The cult is a declared group (``GROUPS``): both roles put their holders in it at the deal, and
the engine tells its members who the others are and that they all play for the town
(``engine/groups.py``). Its attack (``sacrifice X``, at night from Night 2, changeable until the
night ends; ``sacrifice nobody`` withdraws) is a group poll like the pack's (R9's count: the single
most-voted target, a tie or no vote attacks nobody; a seeded-random voter for the winner is the
attacker and the visitor), an end-of-night attack ranked with the groups' attacks (R8). What the
cult holds belongs to its channel, not to a role: a member who lost their cult role still votes
(``KEPT_ATTACK``, offered to every player listed in the cult whose role carries no cult poll).
The cult lasts as long as the player dealt the Cult Leader lives: their death, whatever role
they hold by then, disbands it (its members are told, its channel closes, its poll is gone).

The Cult Acolyte (role book: limited/cult acolyte) is a cultist with two exceptions: the night
after an Acolyte dies the cult has a second poll (``sacrifice2 X``, the extra attack, counted apart
from ``sacrifice``), and the leader's death does not disband a cult that still has a living
Acolyte: one of them, drawn with the game's seeded generator, becomes its Cult Leader when the
next night starts (and only a cult left with no living Acolyte by then is disbanded).

Rulings RM200–RM205 (docs/rulings-made.md) settle what the book leaves open; RM401–RM404 the
Acolyte's.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..engine.core import Engine
from ..engine.declarations import Aim, Declaration
from ..engine.effects import GroupAttack
from ..engine.events import Event
from ..engine.messages import render
from ..engine.rules import Ability, Family, FamilyState, GroupDef, RoleDef, Ruleset
from ..engine.state import Group, Player, Setup

CULT = "cult"  # the cult's group and channel
LEADER = "leads the cult"  # the tag of the role whose original holder's death disbands the cult
NIGHT_2 = 3  # the engine's index of Night 2 (Night 1 is 1, Day 1 is 2)
LEADER_NAME = "Cult Leader"
MEMBER_NAME = "Cult Member"
ACOLYTE_NAME = "Cult Acolyte"
ACOLYTE = "succeeds the cult leader"  # the tag of the roles that take up a dead leader's place
EXTRA = "extra cult attack"  # the status of a cultist who may vote in tonight's extra poll


FAMILY_NAME = "cult"


@dataclass
class CultState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``leader``: ruling RM202: the cult's original leader, the first player to hold a role that
    leads it (the one dealt the Cult Leader, or an Amnesiac who remembers it in a game where
    nobody held it before); "" while the cult never had one (such a cult, only an Amnesiac
    remembering the Cult Member can make, has no leader whose death could disband it)."""

    leader: str = ""
    # cult-leader.3: the event that disbanded the cult (-1 while it stands): a disbanded cult
    # is gone for good
    disbanded: int = -1
    # cult-acolyte.3: the death of a leader whose place an Acolyte takes when the next night
    # starts (-1: no leader waits to be replaced)
    vacant: int = -1
    # cult-acolyte.b1: the night phases (their index, as text) on which the cult has an extra
    # attack, each with the id of the Acolyte's death that gave it
    nights: dict[str, int] = field(default_factory=dict)


def _peek(eng: Engine) -> CultState | None:
    """The family's state if anything was recorded yet (reading it never creates it)."""
    return eng.ext(CultState) if FAMILY_NAME in eng.state.ext else None


def in_cult(eng: Engine, player: Player) -> bool:
    """Whether ``player`` is listed in the cult's group now (the deal put them there; a
    disbanding or R36's closing of an abandoned channel takes everyone out)."""
    g = eng.group(CULT)
    return g is not None and player.name in g.members


def _kept(eng: Engine, player: Player) -> bool:
    """cult-member.6 / cult-leader.5: a player still listed in the cult whose current role
    carries no cult poll of its own (they lost their cult role) keeps their vote in it."""
    return in_cult(eng, player) and not any(
        ab.group == CULT for ab in eng.role_of(player).abilities
    )


def record_leader(eng: Engine) -> None:
    """Ruling RM202: the player dealt the Cult Leader is the cult's original leader."""
    for p in eng.state.players:
        if LEADER in eng.role_of(p).tags:
            eng.ext(CultState).leader = p.name
            return


def leader_taken_up(eng: Engine, player: Player, ev: Event) -> None:
    """Ruling RM202: a player who takes up the Cult Leader's role while the cult never had a
    leader (an Amnesiac remembering it) becomes the cult's original leader; one who takes it up
    later leads nothing (the original's death still disbands the cult)."""
    state = _peek(eng)
    if LEADER not in eng.role_of(player).tags or (state is not None and state.leader):
        return
    eng.ext(CultState).leader = player.name


# cult-member.2 / cult-leader.2 / cult-member.b2: from Night 2 on (never on Night 1), every
# living player in the cult may vote, once a night and changeably until it ends, for the one
# player the cult attacks; cult-member.4 / cult-leader.6: the poll is the group's vote, counted
# as the pack's is (R9; ruling RM203: a tie or no vote attacks nobody)
CULT_ATTACK = Ability(
    verb="sacrifice",
    when="night",
    timing="end",
    does=GroupAttack(group=CULT, rule="cult-member.5"),
    group=CULT,
    from_phase=NIGHT_2,
    available=in_cult,
    available_reads_player_only=True,
    fail_msg="attack.failed",
    rule="cult-member.2",
    # the cult votes on the player it suspects most, in step with its members (a bot follows
    # the first choice a fellow cultist made tonight)
    declaration=Declaration(aim=Aim.GROUP_SUSPECT),
)

# cult-member.6 / cult-leader.5: the same poll, offered to a player in the cult who no longer
# holds a cult role (their vote counts as any member's)
KEPT_ATTACK = replace(
    CULT_ATTACK,
    available=_kept,
    help="vote in the cult's attack tonight, as a cultist who lost their cult role",
)


def refuse_leaderless_cult(setup: Setup, rules: Ruleset) -> str | None:
    """Ruling RM200: a setup that deals anyone into the cult deals it exactly one Cult Leader
    (a cult with no leader could never be disbanded; two would leave "the Cult Leader"
    undefined)."""
    leaders = 0
    cultists = 0
    for _, name in setup.players:
        role = rules.role(name)
        if role is None or CULT not in role.groups:
            continue
        cultists += 1
        leaders += LEADER in role.tags
    if not cultists or leaders == 1:
        return None
    return render("setup.cult_leader", {"count": leaders})


def leader_dies(eng: Engine, player: Player, ev: Event) -> None:
    """cult-leader.3 / cult-member.3 / cult-leader.4: the death of the cult's original leader
    (whatever role they hold by then: ruling RM202) disbands the cult: every player in it is
    told, and its channel closes with its poll (the cult attacks no more)."""
    state = _peek(eng)
    if state is None or state.leader != player.name:
        return
    g = eng.group(CULT)
    if g is None or not g.members:
        return
    # cult-acolyte.b2 / cult-acolyte.3: a cult with a living Acolyte is not disbanded: the
    # Acolyte takes the leader's place when the next night starts (``acolyte_succeeds``)
    if _acolytes(eng):
        state.vacant = ev.id
        return
    _disband(eng, state, player, ev.id)


def _disband(eng: Engine, state: CultState, player: Player, cause: int) -> None:
    """cult-leader.3: the cult is disbanded: its members are told, its channel and poll close."""
    g = eng.group(CULT)
    if g is None or not g.members:
        return
    ev_id = cause
    state.disbanded = eng.emit(
        "cult_disbanded",
        audience="players",
        to=list(g.members),
        msg="cult.disbanded",
        params={"player": player.name},
        causes=[ev_id],
        rule="cult-leader.3",
        data={"group": CULT, "leader": player.name},
    ).id
    eng.empty_group(CULT, causes=[ev_id], rule="cult-leader.3", announce=False)


def _acolytes(eng: Engine) -> list[str]:
    """cult-acolyte.1: the living players in the cult who hold an Acolyte's role now."""
    return [
        p.name
        for p in eng.state.players
        if p.alive and ACOLYTE in eng.role_of(p).tags and in_cult(eng, p)
    ]


def acolyte_succeeds(eng: Engine) -> None:
    """cult-acolyte.3 / cult-acolyte.4: when the night after the leader's death starts, one living
    Acolyte (drawn with the seeded generator when there are several) becomes the Cult Leader and
    leads the cult from now on (ruling RM402: the cult's original leader is now this player, so
    their death is the one that disbands it); with no Acolyte left alive by then, the cult is
    disbanded as the leader's death would have done."""
    state = _peek(eng)
    if state is None or state.vacant < 0 or state.disbanded >= 0:
        return
    cause, state.vacant = state.vacant, -1
    dead = eng.player(state.leader)
    heirs = _acolytes(eng)
    if not heirs:
        _disband(eng, state, dead, cause)
        return
    # cult-acolyte.4: several Acolytes: any one of them, drawn by the game's seeded generator
    heir = eng.player(eng.draw("cult acolyte heir", heirs, causes=[cause]))
    # cult-acolyte.b2: the Acolyte becomes the Cult Leader (the one path for a role change)
    changed = eng.change_role(
        heir, LEADER_NAME, causes=[cause], rule="cult-acolyte.3", msg="cult.promoted"
    )
    if eng.role_of(heir).name != LEADER_NAME:
        _disband(eng, state, dead, changed.id)  # ruling RM402: a role that cannot change
        return
    state.leader = heir.name
    eng.tell_group(
        CULT, "cult.new_leader", rule="cult-acolyte.3", causes=[changed.id], player=heir.name
    )


def acolyte_dies(eng: Engine, player: Player, ev: Event) -> None:
    """cult-acolyte.b1: the death of a player holding an Acolyte's role gives the cult (if it
    still stands) an extra attack the night after (ruling RM401: the next night phase; several
    such deaths before one night give it one extra attack)."""
    if ACOLYTE not in eng.role_of(player).tags:
        return
    state = eng.ext(CultState)
    if state.disbanded >= 0:
        return
    phase = eng.state.phase
    night = str(phase + 1 if phase % 2 == 0 else phase + 2)
    if night in state.nights:
        return
    state.nights[night] = ev.id
    eng.tell_group(CULT, "cult.extra", rule="cult-acolyte.b1", causes=[ev.id], player=player.name)


def open_extra_poll(eng: Engine) -> None:
    """cult-acolyte.b1: on the night a dead Acolyte gave, every living cultist may vote in the
    cult's second poll, for that night only (a status that ends with the night)."""
    state = _peek(eng)
    source = state.nights.get(str(eng.state.phase)) if state is not None else None
    if source is None or state is None or state.disbanded >= 0:
        return
    for p in eng.state.players:
        if p.alive and in_cult(eng, p):
            eng.add_status(p, EXTRA, source=source, until=eng.state.phase)


def _extra_tonight(eng: Engine, player: Player) -> bool:
    """cult-acolyte.b1: a living cultist has the extra attack on a night an Acolyte's death gave."""
    return player.has(EXTRA) and in_cult(eng, player)


# cult-acolyte.b1 / cult-acolyte.5 / cult-acolyte.6: the night after an Acolyte's death, the
# cult votes in a second poll (the player it suspects most, R9's count), resolved at the end
# of the night, changeable until then; its target is free (the first poll's included)
EXTRA_ATTACK = Ability(
    verb="sacrifice2",
    when="night",
    timing="end",
    does=GroupAttack(group=CULT),
    group=CULT,
    available=_extra_tonight,
    available_reads_player_only=True,
    fail_msg="attack.failed",
    rule="cult-acolyte.b1",
    # when it is offered is its availability's (cult-acolyte.b1)
    help="vote for the player the cult attacks a second time tonight, after an Acolyte's death",
    declaration=Declaration(aim=Aim.GROUP_SUSPECT),
)


def keep_disbanded(eng: Engine, player: Player, group: Group) -> None:
    """cult-leader.3 / ruling RM202: a disbanded cult is gone for good: a player who takes up a
    cult role afterwards (an Amnesiac remembering one) is told so and leaves its channel at
    once, with no poll to vote in."""
    state = _peek(eng)
    if group.name != CULT or state is None or state.disbanded < 0:
        return
    if player.name not in group.members:
        return
    eng.tell(player, "cult.gone", rule="cult-leader.3", causes=[state.disbanded])
    eng.leave_group(player, CULT, causes=[state.disbanded], rule="cult-leader.3")


# cult-leader.1 / cult-leader.b1: a townsperson in the cult, whose life the cult's attack
# depends on
CULT_LEADER = RoleDef(
    name=LEADER_NAME,
    team="town",
    category="Killing",
    attack_class="town",
    groups=(CULT,),
    abilities=(CULT_ATTACK,),
    tags=frozenset({LEADER}),
    rules=(
        "cult-leader.b1",
        "cult-leader.1",
        "cult-leader.2",
        "cult-leader.3",
        "cult-leader.4",
        "cult-leader.5",
        "cult-leader.6",
        "cult-leader.7",
    ),
    summary=(
        "You lead the cult: from Night 2 it votes each night to attack a player, until you die."
    ),
    description=(
        "A townsperson in the cult: every cultist knows the others from the start and shares "
        "their channel. From Night 2 on, the cult votes each night on one player to attack "
        "(sacrifice); the most-voted player is attacked at the end of the night by one of "
        "those who voted for them, drawn at random (a tie attacks nobody). When the player "
        "dealt the Cult Leader dies, even after losing the role, the cult is disbanded: its "
        "channel closes and it attacks no more. Cultists who lose their role still vote. "
        "Dealt once, in every game with a Cult Member."
    ),
    # it joins no default mix: default games stay as they were until a balance run places it
    mix=None,
    book_group="Townsfolk Killing",
)

# cult-member.1 / cult-member.b1: a townsperson in the cult and its channel
CULT_MEMBER = RoleDef(
    name=MEMBER_NAME,
    team="town",
    category="Group",
    attack_class="town",
    groups=(CULT,),
    abilities=(CULT_ATTACK,),
    rules=(
        "cult-member.b1",
        "cult-member.b2",
        "cult-member.1",
        "cult-member.2",
        "cult-member.3",
        "cult-member.4",
        "cult-member.5",
        "cult-member.6",
    ),
    summary="You are in the cult: from Night 2 it votes each night to attack a player.",
    description=(
        "A townsperson in the cult: every cultist knows the others from the start and shares "
        "their channel. From Night 2 on, the cult votes each night on one player to attack "
        "(sacrifice), at the end of the night, as the wolfpack does. When the Cult Leader "
        "dies, the cult is disbanded and attacks no more. A cultist who loses the role keeps "
        "the channel and the vote. Only dealt with a Cult Leader."
    ),
    mix=None,
    book_group="Townsfolk Group",
)


# cult-acolyte.1 / cult-acolyte.b1: a townsperson in the cult who votes in its poll as any
# member does (cult-acolyte.2: from Night 2; cult-acolyte.5: on the player it suspects most;
# cult-acolyte.6: at the end of the night; cult-acolyte.7: a cultist who lost the role still
# votes, ``KEPT_ATTACK``)
CULT_ACOLYTE = RoleDef(
    name=ACOLYTE_NAME,
    team="town",
    category="Group",
    attack_class="town",
    groups=(CULT,),
    abilities=(CULT_ATTACK,),
    tags=frozenset({ACOLYTE}),
    rules=(
        "cult-acolyte.b1",
        "cult-acolyte.b2",
        "cult-acolyte.1",
        "cult-acolyte.2",
        "cult-acolyte.3",
        "cult-acolyte.4",
        "cult-acolyte.5",
        "cult-acolyte.6",
        "cult-acolyte.7",
    ),
    summary=(
        "You are in the cult: it votes each night from Night 2 to attack a player; if its "
        "leader dies you take the lead, and your death gives it an extra attack."
    ),
    description=(
        "A townsperson in the cult, voting in its nightly attack (sacrifice) from Night 2 like "
        "a Cult Member. When the Cult Leader dies, the cult is not disbanded while an Acolyte "
        "lives: when the next night starts one living Acolyte (drawn at random when there are "
        "several) becomes the Cult Leader. The night after an Acolyte dies, the cult has a "
        "second attack (sacrifice2). Only dealt with a Cult Leader."
    ),
    mix=None,
    book_group="Townsfolk Group",
    limited=True,
)


GROUPS = (
    # cult-member.b1 / ruling RM201: the cult's members are told at the deal who the others are
    # (the engine's deal) and that all of them play for the town (every cult role does)
    GroupDef(CULT, team="town", trusted=True, rule="cult-member.1"),
)

# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "setup.cult_leader",
    "cult.promoted",
    "cult.new_leader",
    "cult.extra",
    "cult.gone",
    "cult.disbanded",
)

# (their words: events.ftl) the kinds of event this family records
EVENT_WORDS: tuple[str, ...] = (
    "cult_disbanded",
)

# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "cult-member.b1": "The cultists share a secret channel to talk in.",
    "cult-member.b2": "The cult votes each night on one player to attack.",
    "cult-member.1": "A Cult Member is in the cult.",
    "cult-member.2": "From Night 2 on, the cult may attack one player a night.",
    "cult-member.3": "Once the Cult Leader is dead, the cult attacks no more.",
    "cult-member.4": "The cult's target is the player most of its members vote for.",
    "cult-member.5": "The cult attacks at the end of the night.",
    "cult-member.6": "A cultist who lost their role still votes in the cult's poll.",
    "cult-leader.b1": "The Cult Leader is a cultist whose death ends the cult's attacks.",
    "cult-leader.1": "The Cult Leader is in the cult.",
    "cult-leader.2": "From Night 2 on, the cult may attack one player a night.",
    "cult-leader.3": "The Cult Leader's death disbands the cult: it attacks no more.",
    "cult-leader.4": "A Cult Leader who loses the role leaves the cult standing until they die.",
    "cult-leader.5": "A cultist who lost their role still votes in the cult's poll.",
    "cult-leader.6": "The cult's target is the player most of its members vote for.",
    "cult-leader.7": "The cult attacks at the end of the night.",
    "cult-acolyte.b1": "The night after a Cult Acolyte dies, the cult has an extra attack.",
    "cult-acolyte.b2": "An Acolyte takes a dead Cult Leader's place.",
    "cult-acolyte.1": "A Cult Acolyte is in the cult.",
    "cult-acolyte.2": "From Night 2 on, the cult may attack one player a night.",
    "cult-acolyte.3": (
        "An Acolyte becomes the Cult Leader when the night after the leader's death starts."
    ),
    "cult-acolyte.4": "Of several Acolytes, one drawn at random becomes the leader.",
    "cult-acolyte.5": "The cult's target is the player most of its members vote for.",
    "cult-acolyte.6": "The cult attacks at the end of the night.",
    "cult-acolyte.7": "A cultist who lost their role still votes in the cult's poll.",
}

# R37: the cult's manifest; where its listeners run among other families' is the resolution
# table's (roles/order.py)
FAMILY = Family(
    name=FAMILY_NAME,
    roles=(CULT_LEADER, CULT_MEMBER, CULT_ACOLYTE),
    groups=GROUPS,
    # cult-member.6: the vote of a cultist who lost their role (only in games the cult is in);
    # cult-acolyte.b1: the extra poll the night after an Acolyte's death
    common=(KEPT_ATTACK, EXTRA_ATTACK),
    listeners=(
        # ruling RM200: a cult is dealt exactly one leader
        ("validate_setup", refuse_leaderless_cult),
        # ruling RM202: the cult's original leader is remembered from the deal on
        ("game_start", record_leader),
        ("role_changed", leader_taken_up),
        # cult-leader.3: the original leader's death disbands the cult
        ("death", leader_dies),
        # cult-leader.3: and for good
        ("group_changed", keep_disbanded),
        # cult-acolyte.b1: a dead Acolyte gives the cult an extra attack the night after
        ("death", acolyte_dies),
        # cult-acolyte.3: an Acolyte takes the dead leader's place as the next night starts
        ("night_start", acolyte_succeeds),
        # cult-acolyte.b1: and the extra poll opens with its night
        ("night_start", open_extra_poll),
    ),
    messages=MESSAGES,
    events=EVENT_WORDS,
    rulebook=RULE_TEXT,
    state=CultState,
    statuses=(EXTRA,),
)

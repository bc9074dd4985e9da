"""The hags (role book: unaligned/align - hag): the Hag, the Cautious, Prophetic and Vicious Hags,
and the Bitter Hag they may all turn into, with the rules of the coven (the book's ``hags`` page,
which has no sentence ids: it is cited as ``hags``).

Verbs (scenario and terminal game): Hag, on Day 0: ``discard ROLE`` (one of the three spell
roles); Cautious Hag, at night, immediate: ``shield X`` (itself included); Prophetic Hag, at
night, immediate: ``foresee X``; Vicious Hag, at night, end of night: ``hex X [Y …]`` (one target
per use). A Bitter Hag has all three, once each a night, with no uses to count.

The coven is every player holding a role tagged ``hag``. Every hag is unaligned: it wins beside
the team that wins, once the coven has been wronged at least once and only if that team never
wronged it (``also_win``), and a dead hag wins too while one hag lives. The wrongings are kept in
the family's state; the Bitter Hags are the team ``coven`` (a solo team, the standard win check).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Pick
from ..engine.effects import PHASE_END, Attack, Examine, Give, Protect, Remember, Spend, Tell
from ..engine.events import Event
from ..engine.messages import deferred, render
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Ruleset, Team
from ..engine.state import Player, Poll, Setup
from .base import take_up_role

FAMILY_NAME = "hags"
HAG_TAG = "hag"
COVEN = "coven"
COVEN_CHANNEL = "bitter hags"
USES = "spells"  # hags: the uses of a hag's spell left
PAGE = "hags"  # the rules of the book's page on the hags (no sentence ids)

HAG = "Hag"
CAUTIOUS = "Cautious Hag"
PROPHETIC = "Prophetic Hag"
VICIOUS = "Vicious Hag"
BITTER = "Bitter Hag"
SPELL_ROLES = (VICIOUS, CAUTIOUS, PROPHETIC)


@dataclass
class HagsState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``wronged_by``: hags: the teams that have wronged the coven, in the order they first did.
    ``discarded``: hag.2: each Hag (by name) → the spell role they discarded. ``lynch_voters``:
    hags: the voters of a hag's lynch, kept from the lynch to the death it causes. ``bitter``:
    the coven has turned bitter (once a game). ``turning``: a role change made by the coven's
    own rules is under way (no wronging)."""

    wronged_by: list[str] = field(default_factory=list)
    discarded: dict[str, str] = field(default_factory=dict)
    lynch_voters: dict[str, list[str]] = field(default_factory=dict)
    bitter: bool = False
    turning: bool = False


def _peek(eng: Engine) -> HagsState | None:
    return eng.ext(HagsState) if FAMILY_NAME in eng.state.ext else None


def is_hag(eng: Engine, player: Player) -> bool:
    return HAG_TAG in eng.role_of(player).tags


def living_hags(eng: Engine) -> list[Player]:
    return [p for p in eng.living() if is_hag(eng, p)]


# ---------------------------------------------------------------------------- setup


def _setup_spell(eng: Engine, player: Player) -> None:
    """hags: a hag's spell may be used once (more uses come with each wronging); hag.4: a Hag
    who turns gains the spell now, on top of the uses the wrongings gave it while plain.
    cautious-hag.9 / prophetic-hag.5 / vicious-hag.5: strongly disguised as a Hag."""
    player.counters[USES] = player.counters.get(USES, 0) + 1
    _disguise(eng, player)


def _setup_plain(eng: Engine, player: Player) -> None:
    """hag.4: the Hag has no spell at the start (no uses until it turns)."""
    player.counters.setdefault(USES, 0)


def _setup_bitter(eng: Engine, player: Player) -> None:
    """bitter-hag.3: the uses left of the spell before do not pass to the Bitter Hag;
    bitter-hag.7: strongly disguised as a Hag."""
    player.counters.pop(USES, None)
    _disguise(eng, player)


def _disguise(eng: Engine, player: Player) -> None:
    ev = eng.emit("hag_disguise", targets=[player.name], rule=PAGE, data={"role": HAG})
    eng.add_status(player, "disguise", source=ev.id, data={"role": HAG, "strength": "strong"})


# ---------------------------------------------------------------------------- spells


def team_name(eng: Engine, player: Player) -> str:
    """prophetic-hag.2: the name of the team ``player`` plays for now."""
    team = eng.team_of(player)
    return eng.rules.teams[team].name if team in eng.rules.teams else team


def _check_uses(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """hags / vicious-hag.2: never more targets than the uses left (a Bitter Hag: one)."""
    left = actor.counters.get(USES)
    if left is not None and len(targets) > left:
        return Refusal(Reason.NO_USES, deferred("refuse.hag_uses", {"n": left}))
    return None


# cautious-hag.b2 / cautious-hag.2 / cautious-hag.3 / cautious-hag.4 / cautious-hag.5: at night,
# at once, any number of uses (one a target), itself included, never redirected
SHIELD = Ability(
    verb="shield",
    when="night",
    timing="immediate",
    does=(
        # hags: a use is spent; cautious-hag.2 / cautious-hag.5 / cautious-hag.6: the target is
        # protected from attacks for the rest of the night, at once
        Spend(USES),
        Protect(by="a hag's protection"),
        # cautious-hag.7: a protected hag can be neither killed nor have their role changed by
        # anyone but the coven for the night
        Give("hag shield", until=PHASE_END, only=is_hag),
        Tell("hag.shielded", rule="cautious-hag.2"),
    ),
    allow_self=True,
    per_phase=None,
    counter=USES,
    redirectable=False,
    rule="cautious-hag.2",
    help="spend a use of your spell: protect a player (yourself too) from attacks tonight",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.GUARD),
)

# prophetic-hag.b2 / prophetic-hag.2 / prophetic-hag.3 / prophetic-hag.4: at night, at once, any
# number of uses, another player; no redirection, disguise or obstruction
FORESEE = Ability(
    verb="foresee",
    when="night",
    timing="immediate",
    # hags: a use is spent; prophetic-hag.2 / prophetic-hag.3 / prophetic-hag.4: the target's
    # current alignment (its team's name), at once, read from the player
    does=(
        Spend(USES),
        Examine(
            judge=team_name, about=Learns.ALIGNMENT, layer="alignment", param="team",
            tell="hag.foreseen", rule="prophetic-hag.2",
        ),
    ),
    per_phase=None,
    counter=USES,
    redirectable=False,
    rule="prophetic-hag.2",
    help="spend a use of your spell: learn the current alignment of another player",
    declaration=Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ALIGNMENT, aim=Aim.UNKNOWN
    ),
)

# vicious-hag.b2 / vicious-hag.2 / vicious-hag.3 / vicious-hag.4: at night, at the night's end,
# one target a use (several at once when uses are saved), other players, never redirected
HEX = Ability(
    verb="hex",
    when="night",
    timing="end",
    # hags: each target spends a use; vicious-hag.2 / vicious-hag.4: each is attacked as the
    # night ends
    does=(
        Spend(USES),
        Attack(rule="vicious-hag.2", source="a hag's spell", tell_rule="vicious-hag.2"),
    ),
    max_targets=8,
    counter=USES,
    check=_check_uses,
    redirectable=False,
    fail_msg="attack.failed",
    rule="vicious-hag.2",
    usage="hex PLAYER [PLAYER …]",
    declaration=Declaration(aim=Aim.FOE_IF_SUSPECTED),
)


def _bitter(ab: Ability, rule: str) -> Ability:
    """bitter-hag.2 / bitter-hag.4: the Bitter Hag's spells are the three hags' own, once each a
    night and with no uses to count; never redirected, no disguise or obstruction read."""
    return Ability(
        verb=ab.verb,
        when=ab.when,
        timing=ab.timing,
        does=ab.does,
        resolve=ab.resolve,
        allow_self=ab.allow_self,
        per_phase=1,
        redirectable=False,
        fail_msg=ab.fail_msg,
        rule=rule,
        help=ab.help.replace("spend a use of your spell: ", "").replace(
            "spend a use of your spell per target: ", ""
        ),
        declaration=ab.declaration,
    )


BITTER_SPELLS = (
    _bitter(SHIELD, "bitter-hag.2"),
    _bitter(FORESEE, "bitter-hag.2"),
    _bitter(HEX, "bitter-hag.2"),
)


def _spell_roles(eng: Engine, actor: Player) -> tuple[str, ...]:
    return SPELL_ROLES


def _check_discard(eng: Engine, actor: Player) -> Refusal | None:
    """hag.2: the discard is made at the start of the game (Day 0) only, once."""
    if eng.state.phase != 0:
        return Refusal(Reason.WRONG_PHASE, deferred("refuse.hag_day_0", {}))
    state = _peek(eng)
    if state is not None and actor.name in state.discarded:
        return Refusal(Reason.NO_USES, deferred("refuse.hag_discarded", {}))
    return None


# hag.2: on Day 0 (the start of the game), at once, one of the three spell roles
DISCARD = Ability(
    verb="discard",
    when="day",
    timing="immediate",
    does=Remember("discarded", in_=HagsState, value="role", tell="hag.discarded", param="role"),
    min_targets=0,
    max_targets=0,
    per_game=1,
    visits=False,
    actor_check=_check_discard,
    options=_spell_roles,
    picks=1,
    rule="hag.2",
    usage="discard ROLE",
    help="on Day 0: rule out one hag role (Vicious, Cautious, Prophetic) as the one you become",
    declaration=Declaration(effects=(), aim=Aim.UNTESTED, picks=Pick.ROLE),
)


def become_specific(eng: Engine) -> None:
    """hag.b2 / hag.3: at the end of the day each Hag turns into a spell role it did not
    discard, drawn from the seed (R6)."""
    for p in eng.living():
        if eng.role_of(p).name != HAG:
            continue
        state = eng.ext(HagsState)
        left = [r for r in SPELL_ROLES if r != state.discarded.get(p.name)]
        role = eng.draw("a Hag's spell role", left)
        state.turning = True
        try:
            take_up_role(eng, p, role, causes=[], rule="hag.3", msg="hag.turned", role=role)
        finally:
            state.turning = False


# ---------------------------------------------------------------------------- wronging


def _team(eng: Engine, name: str | None) -> str | None:
    """hags: the team a player wrongs the coven for; unaligned players (and the coven itself)
    wrong nobody."""
    if not name:
        return None
    p = eng.find(name)
    if p is None:
        return None
    team = eng.team_of(p)
    return None if team in ("unaligned", COVEN) else team


def wrong(eng: Engine, teams: list[str], causes: list[int]) -> None:
    """hags: the teams named have wronged the coven: announced with the teams (even with no hag
    left); each living hag with a spell gains one use; the coven may turn bitter."""
    teams = sorted(set(teams))
    if not teams:
        return
    state = eng.ext(HagsState)
    for t in teams:
        if t not in state.wronged_by:
            state.wronged_by.append(t)
    names = ", ".join(eng.rules.teams[t].name if t in eng.rules.teams else t for t in teams)
    ev = eng.announce("hags.wronged", rule=PAGE, causes=causes, kind="wronged", teams=names)
    for p in living_hags(eng):
        if USES in p.counters:
            p.counters[USES] += 1
    turn_bitter(eng, [ev.id])


def _responsible(eng: Engine, causes: list[int], depth: int = 3) -> list[str]:
    """The actors of the events behind a death or a role change (an attack's attacker, an
    ability's user), followed back a few steps."""
    out: list[str] = []
    seen: set[int] = set()
    todo = list(causes)
    for _ in range(depth):
        nxt: list[int] = []
        for cid in todo:
            if cid in seen or cid < 0 or cid >= len(eng.state.events):
                continue
            seen.add(cid)
            ev = eng.state.events[cid]
            if ev.actor:
                out.append(ev.actor)
            else:
                nxt.extend(ev.causes)
        if out:
            return out
        todo = nxt
    return out


def remember_lynch(eng: Engine, victim: Player, poll: Poll, causes: list[int]) -> bool:
    """hags: a lynched hag is wronged by the team of every player who voted for it (read when
    it dies); never takes the lynch over."""
    if is_hag(eng, victim):
        voters = sorted(v for v, t in poll.votes.items() if t == victim.name)
        eng.ext(HagsState).lynch_voters[victim.name] = voters
    return False


def hag_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """hags: a hag killed wrongs the coven for the team of whoever killed it; a hag lynched,
    for the team of each of its voters."""
    if not is_hag(eng, victim):
        return
    if victim.death is not None and victim.death.kind == "lynch":
        voters = eng.ext(HagsState).lynch_voters.pop(victim.name, [])
        teams = [t for v in voters if (t := _team(eng, v))]
    else:
        teams = [t for a in _responsible(eng, ev.causes) if (t := _team(eng, a))]
    wrong(eng, teams, [ev.id])


def hag_changed(eng: Engine, player: Player, ev: Event) -> None:
    """hags: a hag whose role is changed by another player's rule wrongs the coven for that
    player's team (the coven's own turning is no wronging)."""
    old = eng.rules.role(str(ev.data.get("from", "")))
    state = _peek(eng)
    if old is None or HAG_TAG not in old.tags or (state is not None and state.turning):
        return
    teams = [t for a in _responsible(eng, ev.causes) if (t := _team(eng, a))]
    wrong(eng, teams, [ev.id])


def shield_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """cautious-hag.7: a hag a Cautious Hag protected tonight is not killed by any other means
    either (kills, not only attacks); lynches and true kills stay."""
    if kind == "kill" and victim.has("hag shield"):
        return "a hag's protection"
    return None


def shield_keeps_role(eng: Engine, player: Player, role: str) -> bool:
    """cautious-hag.7 / cautious-hag.8: a hag a Cautious (or Bitter) Hag protected tonight keeps
    its role against every other rule's change (a transformation); the coven's own turning
    still happens."""
    state = _peek(eng)
    return player.has("hag shield") and not (state is not None and state.turning)


# ---------------------------------------------------------------------------- bitterness


def turn_bitter(eng: Engine, causes: list[int]) -> None:
    """bitter-hag.b1 / bitter-hag.6: once every team still in the game (at least one) has
    wronged the coven, every living hag turns into a Bitter Hag, whether the last wronging or
    the last other team's end brought it about; bitter-hag.1: they share a channel."""
    state = _peek(eng)
    if state is None or state.bitter or not state.wronged_by:
        return
    teams = {eng.team_of(p) for p in eng.living()} - {"unaligned", COVEN}
    if not teams or not teams <= set(state.wronged_by):
        return
    hags = [p for p in living_hags(eng) if eng.role_of(p).name != BITTER]
    if not hags:
        return
    state.bitter = True
    state.turning = True
    kept: list[tuple[Player, Event]] = []
    try:
        for p in hags:
            ev = take_up_role(
                eng, p, BITTER, causes=causes, rule="bitter-hag.b1", msg="hag.bitter", role=BITTER
            )
            if ev.kind != "role_changed":
                kept.append((p, ev))
    finally:
        state.turning = False
    # cupid-hag.3 (ruling RM452): a hag whose role cannot become a Bitter Hag (a Cupid Hag,
    # which changes only into a cupid variant) stays what it is, yet joins the bitter hags'
    # channel once the others are in it (its win is the coven's already: ``also_win``)
    for p, ev in kept:
        g = eng.group(COVEN_CHANNEL)
        if not p.alive or g is None or p.name in g.members:
            continue
        g = eng.join_group(p, COVEN_CHANNEL, cause=ev.id, rule="cupid-hag.3")
        eng.emit(
            "group_members", audience="players", to=list(g.members), msg="group.members",
            params={"group": COVEN_CHANNEL, "members": list(g.members)}, rule="cupid-hag.3",
            causes=[ev.id],
        )


def win_check(eng: Engine, causes: list[int]) -> None:
    """bitter-hag.6: the coven turns bitter when the last team that had not wronged it is gone,
    before the win is decided."""
    turn_bitter(eng, causes)


def also_win(eng: Engine, team: str | None) -> list[str]:
    """hag.b1 (and each hag's b1) / hags: while some hag lives, every hag (dead ones too) wins
    with the team that wins, if the coven was ever wronged and that team never wronged it."""
    state = _peek(eng)
    if team is None or state is None or not state.wronged_by:
        return []
    if team == COVEN:
        # hags: the hags always share one win condition: the hags who died before the coven
        # turned bitter win with the Bitter Hags
        return [p.name for p in eng.state.players if is_hag(eng, p)]
    if team in state.wronged_by:
        return []
    if not any(eng.team_of(p) == "unaligned" for p in living_hags(eng)):
        return []
    return [p.name for p in eng.state.players if is_hag(eng, p) and eng.team_of(p) == "unaligned"]


def holds_win(eng: Engine, team: str, player: Player) -> bool:
    """rule-alignments-unaligned.9 (ruling RM420) / hags: a hag cannot win with every team, so
    a living one is no exempt unaligned player: it keeps from winning every team the coven
    cannot win with, that is every team until the coven is first wronged, and afterwards each
    team that wronged it (the others, which the hags win beside, still win with it alive)."""
    if not is_hag(eng, player):
        return False
    state = _peek(eng)
    # hags: before any wronging the hags can win with no team
    if state is None or not state.wronged_by:
        return True
    # hag.b1: never with a team that wronged the coven
    return team in state.wronged_by


def stands_against(role: RoleDef, team: str, rules: Ruleset) -> bool:
    """hag.b1 / rule-alignments-unaligned.9 (ruling RM420), asked of a setup:
    as dealt, before the coven is ever wronged, a hag can win with no team, so it holds every
    team's win while it lives (``holds_win``): one team and hags make a game."""
    return HAG_TAG in role.tags


def refuse_dealt_bitter(setup: Setup, rules: Ruleset) -> str | None:
    """bitter-hag.5: a Bitter Hag is made by the coven's turning, never dealt."""
    if any(rules.role(r) is BITTER_ROLE for _, r in setup.players):
        return render("setup.bitter_dealt", {})
    return None


COMMON_RULES = ("hags",)
TAGS = frozenset({HAG_TAG})
GOAL = (
    "Unaligned, one of the hags: win beside the team that wins, if the coven has been wronged "
    "at least once and that team never wronged it; a dead hag wins too while one hag lives."
)

HAG_ROLE = RoleDef(
    name=HAG,
    team="unaligned",
    category="Miscellaneous",
    abilities=(DISCARD,),
    tags=TAGS,
    setup=_setup_plain,
    rules=("hag.b1", "hag.b2", "hag.1", "hag.2", "hag.3", "hag.4", *COMMON_RULES),
    summary="One of the hags: on Day 0 rule out one hag role; at the day's end you become one.",
    description=GOAL + " On Day 0 the Hag may discard one of the Vicious, Cautious and "
    "Prophetic Hags; as the day ends it turns into one of the others, drawn at random.",
    book_group="Unaligned Miscellaneous",
    limited=True,
)

CAUTIOUS_ROLE = RoleDef(
    name=CAUTIOUS,
    team="unaligned",
    category="Power",
    abilities=(SHIELD,),
    tags=TAGS,
    setup=_setup_spell,
    rules=tuple(f"cautious-hag.{i}" for i in ("b1", "b2", *range(1, 10))),
    summary="One of the hags: spend your spell's uses to protect players (yourself too).",
    description=GOAL + " At night, at once, each use of its spell protects a player from "
    "attacks for the night (a hag so protected cannot be killed or changed either). One use, "
    "one more each time the coven is wronged. Strongly disguised as a Hag.",
    book_group="Unaligned Power",
    limited=True,
)

PROPHETIC_ROLE = RoleDef(
    name=PROPHETIC,
    team="unaligned",
    category="Investigative",
    abilities=(FORESEE,),
    tags=TAGS,
    setup=_setup_spell,
    rules=tuple(f"prophetic-hag.{i}" for i in ("b1", "b2", *range(1, 6))),
    summary="One of the hags: spend your spell's uses to learn players' current alignments.",
    description=GOAL + " At night, at once, each use of its spell shows the current alignment "
    "of another player; nothing fools it. One use, one more each time the coven is wronged. "
    "Strongly disguised as a Hag.",
    book_group="Unaligned Investigative",
    limited=True,
)

VICIOUS_ROLE = RoleDef(
    name=VICIOUS,
    team="unaligned",
    category="Killing",
    abilities=(HEX,),
    tags=TAGS,
    setup=_setup_spell,
    rules=tuple(f"vicious-hag.{i}" for i in ("b1", "b2", *range(1, 6))),
    summary="One of the hags: spend your spell's uses to attack players as the night ends.",
    description=GOAL + " At night each use of its spell attacks another player as the night "
    "ends; several uses may be saved and spent in one night. One use, one more each time the "
    "coven is wronged. Strongly disguised as a Hag.",
    book_group="Unaligned Killing",
    limited=True,
)

BITTER_ROLE = RoleDef(
    name=BITTER,
    team=COVEN,
    category="Killing",
    abilities=BITTER_SPELLS,
    groups=(COVEN_CHANNEL,),
    tags=TAGS,
    setup=_setup_bitter,
    rules=tuple(f"bitter-hag.{i}" for i in ("b1", "b2", "b3", *range(1, 8))),
    summary="The coven's revenge: each night protect, foresee and attack a player.",
    description=(
        "Made when every team left in the game has wronged the coven: all living hags turn "
        "into Bitter Hags, who share a channel and win when every living player is a hag or "
        "unaligned. Each night a Bitter Hag may protect, learn the alignment of, and attack one "
        "player each. Strongly disguised as a Hag; never dealt."
    ),
    book_group="Unaligned Killing",
    limited=True,
)

COVEN_TEAM = Team(COVEN, "Bitter Hags", "every living player is a hag or unaligned")

MESSAGES: tuple[str, ...] = (
    "hags.wronged",
    "hag.shielded",
    "hag.foreseen",
    "hag.discarded",
    "hag.turned",
    "hag.bitter",
    "refuse.hag_uses",
    "refuse.hag_discarded",
    "refuse.hag_day_0",
    "setup.bitter_dealt",
)

EVENT_WORDS: tuple[str, ...] = (
    "hag_disguise",
)

RULE_TEXT: dict[str, str] = {
    PAGE: (
        "The hags: wronged when one is killed, changed or lynched by a team's players; they "
        "win with a team that never wronged them once wronged at all, and turn bitter once "
        "every remaining team has wronged them."
    ),
    "hag.b1": "The Hag wins with any team that never wronged the coven, once it was wronged.",
    "hag.b2": "The Hag becomes a specific hag at the end of the day.",
    "hag.1": "The Hag is one of the hags.",
    "hag.2": "On Day 0 the Hag may discard one of the three spell roles.",
    "hag.3": "As the day ends the Hag becomes a spell role it did not discard.",
    "hag.4": "The Hag has no spell until it turns.",
    "cautious-hag.b1": "The Cautious Hag wins as the hags do.",
    "cautious-hag.b2": "The Cautious Hag can protect a player.",
    "cautious-hag.1": "The Cautious Hag is one of the hags.",
    "cautious-hag.2": "At night each use of its spell protects a player.",
    "cautious-hag.3": "It may protect itself.",
    "cautious-hag.4": "No redirection moves its protection.",
    "cautious-hag.5": "The protection is immediate.",
    "cautious-hag.6": "A protected player is safe from attacks for the rest of the night.",
    "cautious-hag.7": "A protected hag can neither be killed nor changed by others that night.",
    "cautious-hag.8": "The end of the example of cautious-hag.7 (transformations).",
    "cautious-hag.9": "The Cautious Hag appears as a Hag to every investigation.",
    "prophetic-hag.b1": "The Prophetic Hag wins as the hags do.",
    "prophetic-hag.b2": "The Prophetic Hag can see a player's current alignment.",
    "prophetic-hag.1": "The Prophetic Hag is one of the hags.",
    "prophetic-hag.2": "At night each use of its spell shows another player's alignment.",
    "prophetic-hag.3": "No disguise, obstruction or redirection affects the check.",
    "prophetic-hag.4": "The check is immediate.",
    "prophetic-hag.5": "The Prophetic Hag appears as a Hag to every investigation.",
    "vicious-hag.b1": "The Vicious Hag wins as the hags do.",
    "vicious-hag.b2": "The Vicious Hag can attack another player.",
    "vicious-hag.1": "The Vicious Hag is one of the hags.",
    "vicious-hag.2": "At night each use of its spell attacks another player.",
    "vicious-hag.3": "No redirection moves its attack.",
    "vicious-hag.4": "The attack happens as the night ends.",
    "vicious-hag.5": "The Vicious Hag appears as a Hag to every investigation.",
    "bitter-hag.b1": "Once every remaining team has wronged the coven, the hags turn bitter.",
    "bitter-hag.b2": "The Bitter Hags win when every living player is a hag or unaligned.",
    "bitter-hag.b3": "A Bitter Hag has every hag spell each night.",
    "bitter-hag.1": "The Bitter Hags share a channel.",
    "bitter-hag.2": "Each night a Bitter Hag may protect, check and attack a player each.",
    "bitter-hag.3": "Uses left of the old spell are lost.",
    "bitter-hag.4": "Its spells work as the three hags' do, never redirected or fooled.",
    "bitter-hag.5": "A Bitter Hag is never dealt: only a hag's turning makes one.",
    "bitter-hag.6": "The turning comes at a wronging or when the last unwronging team is gone.",
    "bitter-hag.7": "The Bitter Hag appears as a Hag to every investigation.",
}

FAMILY = Family(
    name=FAMILY_NAME,
    roles=(HAG_ROLE, CAUTIOUS_ROLE, PROPHETIC_ROLE, VICIOUS_ROLE, BITTER_ROLE),
    teams=(COVEN_TEAM,),
    listeners=(
        ("validate_setup", refuse_dealt_bitter),
        ("day_end_consequences", become_specific),
        ("lynch", remember_lynch),
        ("death", hag_dies),
        ("role_changed", hag_changed),
        ("keeps_role", shield_keeps_role),
        ("win_check", win_check),
        ("also_win", also_win),
        ("holds_win", holds_win),
        ("stands_against", stands_against),
    ),
    defences=(("active", "a hag's protection", shield_defence),),
    statuses=("hag shield", "protected", "disguise"),
    state=HagsState,
    becomes=(*SPELL_ROLES, BITTER),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
)

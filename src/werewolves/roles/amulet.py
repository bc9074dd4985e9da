"""The Amulet Holder and the Amulet of Protection.

Verbs (scenario and terminal game):

- whoever holds the amulet, by day, immediate selection: ``pass X [Y [Z]]`` — names up to three
  candidates in all that day (at once or over several actions); the amulet itself moves at the
  end of the day to the first candidate still valid;
- Amulet Holder, by day, once per game, immediate: ``shatter`` — destroys the amulet and attacks
  whoever holds it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Mix
from ..engine.effects import Attack, Choose, Hand
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.rules import Ability, Family, FamilyState, RoleDef
from ..engine.state import Player

AMULET = "amulet"
CRAFTER = "amulet crafter"  # the role whose death shatters the amulet (S2.6)
MAX_CANDIDATES = 3


@dataclass
class AmuletState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``holders``: S2.4 / R29: everyone who has held the amulet, in the order they held it.
    ``shattered``: S2.5 / S2.6 / S2.9: the amulet is destroyed for good.
    ``candidates``: S2.3: each holder's candidates, by holder then day, in the order named (the
    first still valid gets the amulet). ``named``: S2.3: how many players each holder has named
    (valid or not), by holder then day. Both are only ever looked up, never walked."""

    holders: list[str] = field(default_factory=list)
    shattered: bool = False
    candidates: dict[str, dict[str, list[str]]] = field(default_factory=dict)
    named: dict[str, dict[str, int]] = field(default_factory=dict)


def holder(eng: Engine) -> Player | None:
    for p in eng.state.players:
        if p.alive and p.has(AMULET):
            return p
    return None


def _history(eng: Engine) -> list[str]:
    return list(eng.ext(AmuletState).holders)


def _give(eng: Engine, p: Player, source: int) -> None:
    eng.add_status(p, AMULET, source=source)
    eng.ext(AmuletState).holders.append(p.name)


def _deal(eng: Engine, player: Player) -> None:
    """S2.1 / R29: the Amulet Holder starts as the first holder of the amulet."""
    # R43: the first holder knows they hold it, as every later holder does (the amulet among
    # their own statuses, and the same words); nobody else is told
    ev = eng.emit(
        "amulet_crafted",
        targets=[player.name],
        rule="S2.1",
        audience="players",
        to=[player.name],
        msg="amulet.received",
    )
    _give(eng, player, ev.id)


def amulet_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """S2.2 / R29: whoever holds the amulet is protected from attacks at night (the block is no
    visit between the attacker and the amulet's crafter, S0.24)."""
    if kind == "attack" and eng.state.phase % 2 == 1 and victim.has(AMULET):
        return "the Amulet of Protection"
    return None


# ---------------------------------------------------------------------------- passing


def _candidates(p: Player, eng: Engine) -> list[str]:
    memo = eng.ext(AmuletState).candidates.get(p.name, {})
    return list(memo.get(str(eng.state.phase), []))


def _named(p: Player, eng: Engine) -> int:
    return eng.ext(AmuletState).named.get(p.name, {}).get(str(eng.state.phase), 0)


def _check_pass(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    # S2.3: up to three players in all, at once or over several actions.
    if _named(actor, eng) + len(targets) > MAX_CANDIDATES:
        left = MAX_CANDIDATES - _named(actor, eng)
        return Refusal(Reason.TARGET_COUNT, deferred("refuse.amulet_count", {"left": left}))
    return None


def _select(eng: Engine, act: Act) -> None:
    """S2.3 / S2.4 / R29: each candidate is checked at once; one who held the amulet before is
    not added, and the holder is told at once that the selection failed."""
    phase = str(eng.state.phase)
    state = eng.ext(AmuletState)
    named = state.named.setdefault(act.actor.name, {})
    named[phase] = named.get(phase, 0) + len(act.targets)
    cands = state.candidates.setdefault(act.actor.name, {}).setdefault(phase, [])
    for t in act.targets:
        if t.name in _history(eng):
            eng.tell(act.actor, "amulet.failed", rule="S2.4", causes=[act.event.id], player=t.name)
        else:
            cands.append(t.name)
            eng.tell(
                act.actor, "amulet.candidate", rule="S2.3", causes=[act.event.id], player=t.name
            )


def _has_amulet(eng: Engine, p: Player) -> bool:
    return p.has(AMULET)


PASS = Ability(
    verb="pass",
    when="day",
    timing="immediate",
    does=Choose(),
    resolve=_select,
    max_targets=3,
    per_phase=None,
    visits=False,
    check=_check_pass,
    available=_has_amulet,
    available_reads_player_only=True,
    rule="S2.3",
    usage="pass PLAYER [PLAYER [PLAYER]]",
    help="name who gets the amulet at the end of the day (up to three, first valid one wins)",
    declaration=Declaration(
        effects=(Effect.HANDOVER,),
        # S2.5: with nobody valid named by the day's end, the amulet shatters on its holder
        unused="If the day ends before you pass the amulet on, it shatters and kills you.",
        aim=Aim.ALLIES,
    ),
)


# S0.18 / R15: the amulet passing from one player to another is a visit, made at the end of the
# day (S2.4), and like any ability it can be blocked or redirected.
HAND_OVER = Ability(
    verb="pass",
    when="day",
    timing="end",
    # S2.4 / R29: the amulet passes, and its new holder joins the holders; S2.7: the new
    # holder is told they hold it, never who gave it or held it before
    does=Hand(AMULET, event="amulet_passed", rule="S2.4", in_=AmuletState, key="holders",
              tell="amulet.received", tell_rule="S2.7"),
    rule="S0.18",
)


def end_of_day_pass(eng: Engine) -> None:
    """S2.4 / S2.5 / S2.8 / R29: at the end of every day (Day 0 included) the amulet goes to the
    first candidate still alive and valid; with none, or if the passing fails, it shatters and
    kills its holder (not an attack)."""
    if eng.state.phase % 2 == 1:
        return  # only the day's batch passes the amulet
    current = holder(eng)
    if current is None:
        return
    valid = [
        eng.player(n)
        for n in _candidates(current, eng)
        if eng.player(n).alive and n not in _history(eng) and n != current.name
    ]
    cause = eng.emit(
        "amulet_end_of_day", actor=current.name, targets=[p.name for p in valid], rule="S2.5"
    )
    if valid:
        act = Act(current, HAND_OVER, [valid[0]], cause, "Amulet of Protection")
        eng.perform(act)
        if not current.has(AMULET):
            return
    shatter(eng, cause, kind="kill", rule="S2.5")


def shatter(
    eng: Engine, cause: Event, *, kind: str, rule: str, holder_name: str | None = None
) -> None:
    """The amulet is destroyed for good; a living holder is killed (or attacked) by it."""
    current = holder(eng)
    for p in eng.state.players:
        eng.remove_status(p, AMULET)
    eng.ext(AmuletState).shattered = True
    shown = current.name if current else holder_name
    ev = eng.emit(
        "amulet_shattered", targets=[shown] if shown else [], causes=[cause.id], rule=rule
    )
    if current is not None:
        eng.kill(current, kind, causes=[ev.id], rule=rule, source="the shattered amulet")


def crafter_dies(eng: Engine, victim: Player, ev: Event) -> None:
    """S2.6 / R29: when the Amulet Holder dies the amulet shatters at once, killing its holder.
    A holder who dies cannot pass the amulet on (S2.5): it shatters with them."""
    if eng.ext(AmuletState).shattered:
        return
    if victim.has(AMULET):
        shatter(eng, ev, kind="kill", rule="S2.5", holder_name=victim.name)
    elif CRAFTER in eng.role_of(victim).tags and holder(eng) is not None:
        shatter(eng, ev, kind="kill", rule="S2.6")


def _check_shatter(eng: Engine, actor: Player) -> Refusal | None:
    if eng.ext(AmuletState).shattered or holder(eng) is None:
        return Refusal(Reason.NOT_NOW, deferred("refuse.amulet_gone", {}))
    return None


def _shatter(eng: Engine, act: Act) -> None:
    """S2.9 / R29: once per game, by day, the Amulet Holder may destroy the amulet, attacking its
    holder at once."""
    shatter(eng, act.event, kind="attack", rule="S2.9")


SHATTER = Ability(
    verb="shatter",
    when="day",
    timing="immediate",
    does=Attack(),
    resolve=_shatter,
    min_targets=0,
    max_targets=0,
    per_game=1,
    visits=False,
    actor_check=_check_shatter,
    rule="S2.9",
    help="once per game: destroy the amulet, attacking whoever holds it",
    declaration=Declaration(
        effects=(Effect.DEATH,),
        hurts_user=True,
        hurts_team=True,
        irreversible=True,
        warning="Shattering the amulet attacks whoever holds it.",
        aim=Aim.SKIP,
    ),
)

AMULET_HOLDER = RoleDef(
    name="Amulet Holder",
    # ruling RM400: the June 2023 book's Amulet Crafter (limited/amulet crafter) is this role
    # under another name; the seeds' rules (S2.*) stand for it, so the name is only an alias
    aliases=("Amulet Crafter",),
    team="town",
    category="Power",
    attack_class="town",
    abilities=(SHATTER,),
    tags=frozenset({CRAFTER}),
    setup=_deal,
    rules=("S2.1", "S2.2", "S2.3", "S2.4", "S2.5", "S2.6", "S2.7", "S2.8", "S2.9", "R29"),
    summary="You start with the Amulet of Protection; its holder is safe from attacks at night "
    "but must pass it on every day.",
    description=(
        "Starts holding the Amulet of Protection. Whoever holds it cannot be killed by attacks at "
        "night, and must pass it on each day (Day 0 included): they name up to three candidates, "
        "and at the end of the day the amulet goes to the first who never held it. If nobody "
        "valid was named, the amulet shatters and kills its holder; it also shatters when the "
        "Amulet Holder dies. Nobody is told who gave them the amulet or who held it before. Once "
        "per game, by day, the Amulet Holder may shatter it on purpose, attacking its holder."
    ),
    mix=Mix(from_players=6, swap=True),
    book_group="Townsfolk Killing",
    limited=True,
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.amulet_count",
    "refuse.amulet_gone",
    "amulet.failed",
    "amulet.candidate",
    "amulet.received",
)


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "amulet_crafted",
    "amulet_passed",
    "amulet_end_of_day",
    "amulet_shattered",
)


# R37: the amulet family's manifest. The order in which its listeners and its defence run
# among other families' is the resolution table's (roles/order.py), never this list's.
# S2.1 / RM400: the Amulet of Protection, which the 2023 book lists as an extra role of its own
# (its card only: the seeds' rules above carry it as a status, ``AMULET``); a setup never deals it
AMULET_CARD = RoleDef(
    name="Amulet of Protection",
    team="none",
    category="Miscellaneous",
    summary="While you hold it, attacks cannot kill you at night; pass it on before the day ends.",
    description=(
        "Held on top of the role you were dealt, which you keep. Attacks cannot kill its holder "
        "at night (other deaths still can). Each day its holder names up to three candidates, "
        "and at the end of the day it goes to the first who never held it; with nobody valid "
        "named it shatters, killing its holder, as it does when the Amulet Holder dies. "
        "Nobody is told who held it before."
    ),
    abilities=(PASS,),
    rules=("S2.1", "S2.2", "S2.3", "S2.4", "S2.5", "S2.6", "S2.7", "S2.8"),
    book_group="Extra Miscellaneous",
    handed_out="the Amulet Holder (the book's Amulet Crafter) holds it first, and each holder "
    "passes it on by day.",
    status=AMULET,
    limited=True,
)

# what receiving the amulet does to its reader (S2.2, S2.3, S2.5), in one line
TO_YOU: dict[str, str] = {
    "amulet.received": (
        "Attacks cannot kill you at night while you hold it; each day name who gets it next "
        "(pass), or it shatters and kills you when the day ends."
    ),
}

FAMILY = Family(
    to_you=TO_YOU,
    extras=(AMULET_CARD,),
    events=EVENT_WORDS,
    messages=MESSAGES,
    name="amulet",
    roles=(AMULET_HOLDER,),
    # S2.3: whoever holds the amulet may pass it, whatever their role
    common=(PASS,),
    listeners=(
        # R2: the amulet passes among the end-of-day effects, inside their batch (R4)
        ("batch_start", end_of_day_pass),
        # S2.5 / S2.6: the amulet shatters with its holder or its crafter
        ("death", crafter_dies),
    ),
    # an effect-based defence: tried before role-based ones such as the Runner's (R8)
    defences=(("active", "amulet", amulet_defence),),
    statuses=(AMULET,),
    known_statuses=(AMULET,),  # S2.7: the new holder is told they hold it
    state=AmuletState,
)

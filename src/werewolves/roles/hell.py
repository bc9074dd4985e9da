"""The Hell team (role book: other/hell, limited/cerberus): the Devil, the Demon, the Imp and the
Cerberus, the souls they gather into one pool, and the Devil's wager.

Verbs (scenario and terminal game):

- Devil, Demon, Cerberus, Day 0 only, immediate: ``masquerade ROLE`` — a permanent weak disguise
  (everyone of them wears a weak Citizen disguise until they choose);
- Devil and Demon (the soul users), any phase, immediate: ``ward X`` (a soul protects X from
  attacks for this night, or for the coming night by day) and ``smite X`` (a soul attacks X at
  once);
- Devil, by day, immediate: ``wager X`` — the wager is sent to X when the night starts;
- Cerberus, by day, immediate: ``offer X`` — the offer of protection is sent when the night
  starts;
- the wager's recipient, that night, immediate: ``condemn X`` (sell the soul, the Devil attacks X
  when the night ends; the target may be changed), ``shelter X`` (sell the soul, X protected for
  the rest of the night), ``unmask X`` (sell the identity: X's role is shown to the recipient
  and the Devil, and the recipient's to the Devil) or ``ignore``;
- the offer's recipient, that night, immediate: ``accept``.

Channels: ``hell`` (the team's), ``wager`` (the Devil and the night's recipient), ``offer`` (the
Cerberus and the night's recipient). Other rules can ask about this module through the team key
``hell``, the status ``soulless`` and the tag ``hell``, never a role's name: a player who joins
the team by any other rule (a change of team to ``hell``) gives the pool their soul and joins
its channel.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..engine.appearance import WEAK, appearance
from ..engine.changes import FIXED_ALIGNMENT
from ..engine.core import Act, Engine, Reason, Refusal
from ..engine.declarations import Aim, Declaration, Effect, Learns, Meaning, Pick
from ..engine.effects import Attack, Choose, DisguiseAs, Learn, Protect, Remember
from ..engine.events import Event
from ..engine.messages import deferred
from ..engine.phases import phase_kind
from ..engine.rules import Ability, Family, FamilyState, RoleDef, Team
from ..engine.state import Player
from .base import tell_members

HELL = "hell"  # the team's key and its channel (group) name
HELL_TAG = "hell"  # the tag every role of the team carries
WAGER_CHANNEL = "wager"
OFFER_CHANNEL = "offer"
SOULLESS = "soulless"  # the status of a player whose soul is in the pool
WAGERED = "wager recipient"  # the status of tonight's wager recipient
OFFERED = "offer recipient"  # the status of tonight's offer recipient
GUARDED = "guarded by hell"  # an accepted offer: the Cerberus dies in the recipient's place
SOUL_USER = "soul user"  # the tag of a role that spends the pool's souls (Devil, Demon)
WAGERER = "wagerer"  # the tag of the role that sends the wager (Devil)
OFFERER = "offerer"  # the tag of the role that sends the offer (Cerberus)
DEFAULT_DISGUISE = "Citizen"
FAMILY_NAME = "hell"

HELL_TEAM = Team(HELL, "Hell", "every living player is soulless, unaligned or of hell")


@dataclass
class HellState(FamilyState):
    """The family's own state (R37: no shared bag).

    ``pool``: the souls in the hell team's pool. ``wagers`` / ``offers``: today's choice of
    each Devil / Cerberus (by name), sent when the night starts. ``claims``: the automatic soul
    protections asked for in tonight's end-of-night batch (victim, attacker, attempt), settled
    when the batch ends (souls.10). ``settling``: while the settlement re-attacks the victims
    left without a soul."""

    pool: int = 0
    wagers: dict[str, str] = field(default_factory=dict)
    offers: dict[str, str] = field(default_factory=dict)
    claims: list[dict[str, Any]] = field(default_factory=list)
    settling: bool = False


def _peek(eng: Engine) -> HellState | None:
    """The family's state if anything was recorded yet (reading never creates it)."""
    return eng.ext(HellState) if FAMILY_NAME in eng.state.ext else None


def pool(eng: Engine) -> int:
    st = _peek(eng)
    return st.pool if st is not None else 0


def _tags(eng: Engine, p: Player) -> frozenset[str]:
    return eng.role_of(p).tags


def in_hell_channel(eng: Engine, p: Player) -> bool:
    g = eng.group(HELL)
    return g is not None and p.name in g.members


def is_hell(eng: Engine, p: Player) -> bool:
    """On the hell team, or in its channel."""
    return eng.team_of(p) == HELL or in_hell_channel(eng, p)


def _nightfall(eng: Engine) -> list[int]:
    for ev in reversed(eng.state.events):
        if ev.kind == "phase_started":
            return [ev.id]
    return []


def _holder(eng: Engine, status: str, name: str, key: str = "by") -> Player | None:
    """The player named by ``key`` in ``name``'s status ``status``."""
    p = eng.find(name)
    st = p.get(status) if p is not None else None
    return eng.find(str(st.data.get(key))) if st is not None else None


# ---------------------------------------------------------------------------- souls


def take_soul(eng: Engine, player: Player, *, causes: list[int], rule: str) -> None:
    """A soul enters the pool: its owner is soulless from now on (never twice); hell is told."""
    if player.has(SOULLESS):
        return
    st = eng.ext(HellState)
    st.pool += 1
    ev = eng.emit(
        "soul_taken",
        targets=[player.name],
        causes=causes,
        rule=rule,
        data={"pool": st.pool},
    )
    eng.add_status(player, SOULLESS, source=ev.id)
    eng.tell_group(HELL, "hell.soul_gained", rule=rule, causes=[ev.id], player=player.name,
                   pool=st.pool)


def _spend(eng: Engine, *, causes: list[int], rule: str, why: str) -> Event:
    st = eng.ext(HellState)
    st.pool -= 1
    return eng.emit("soul_spent", causes=causes, rule=rule, data={"pool": st.pool, "for": why})


def _check_pool(eng: Engine, actor: Player) -> Refusal | None:
    """R7: a soul user knows the pool: with no soul in it, nothing can be spent."""
    if pool(eng) <= 0:
        return Refusal(Reason.NO_USES, deferred("refuse.no_soul", {}))
    return None


def _check_not_hell(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """R7 / ruling RM342: hell's members know one another (they share the channel): a soul
    user's attack, a wager or an offer aimed at one of them is refused."""
    for t in targets:
        if is_hell(eng, t):
            return Refusal(
                Reason.INVALID_TARGET, deferred("refuse.hell_member", {"player": t.name})
            )
    return None


def _ward(eng: Engine, act: Act) -> None:
    """souls.1 / souls.3: a soul protects the target from every attack, at once, for this
    night; souls.2: used by day, for the coming night. demon.3 / devil.3 / devil.b3 /
    demon.b2: the soul users spend the pool's souls."""
    target = act.targets[0]
    phase = eng.state.phase
    night = phase if phase_kind(phase) == "night" else phase + 1
    ev = _spend(eng, causes=[act.event.id], rule="souls.1", why="protection")
    eng.add_status(target, "protected", source=ev.id, until=night, data={"by": "a soul"})
    eng.tell(act.actor, "hell.warded", rule="souls.3", causes=[ev.id], player=target.name,
             pool=pool(eng))


def _smite(eng: Engine, act: Act) -> None:
    """souls.4 / souls.5 / souls.6: a soul attacks the target at once, by day or by night; the
    death is announced as any other, with no word of why. souls.7: a failed attack is explained
    to its user."""
    target = act.targets[0]
    ev = _spend(eng, causes=[act.event.id], rule="souls.4", why="attack")
    # souls.5: the attack's source is never shown (the death is the plain announcement)
    if eng.attack(act.actor, target, causes=[ev.id], rule="souls.4", source="a soul"):
        return
    # souls.7: the failure is explained
    eng.tell(act.actor, "hell.smite_failed", rule="souls.7", causes=[ev.id], player=target.name,
             why=_why_failed(eng, target, since=ev.id))


# ruling RM353: what souls.7's explanation says of a defence that is the target's own (their
# role's or their state's), by the book's kinds of defence (rule-ability-types-defenses.6-.11):
# the kind only, never the role behind it, which the soul user may not learn
OWN_DEFENCE_WORDS = {
    "absence": "they were away from home",
    "passive": "a defence of their role",
    "partial": "a partial defence",
    "recruitment": "a change of role in place of death",
}


def _why_failed(eng: Engine, target: Player, *, since: int) -> str:
    """souls.7 / ruling RM353: why the soul's attack on ``target`` (made after event ``since``)
    failed. A protection (R8's active kind: a soul, the Guardian's, a potion) is named by what
    protected the target, as the book names them; a defence of the target's own is told by its
    kind alone; anything else (a redirection, rule-ability-types-redirections.5) is a plain
    defence."""
    for e in reversed(eng.state.events):
        if e.id <= since:
            break
        if e.kind == "kill_prevented" and e.targets == [target.name]:
            stage = str(e.data.get("stage", ""))
            if stage == "active":
                return str(e.data.get("protection", "a protection"))
            return OWN_DEFENCE_WORDS.get(stage, "a defence")
    return "a defence"


WARD = Ability(
    verb="ward",
    when="any",
    timing="immediate",
    does=Protect(),
    resolve=_ward,
    per_phase=None,
    allow_self=True,
    actor_check=_check_pool,
    rule="souls.1",
    help="spend a soul of the pool to protect a player from attacks tonight (by day: the "
    "coming night)",
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.GUARD),
)

SMITE = Ability(
    verb="smite",
    when="any",
    timing="immediate",
    does=Attack(),
    resolve=_smite,
    per_phase=None,
    actor_check=_check_pool,
    check=_check_not_hell,
    fail_msg="hell.smite_blocked",
    rule="souls.4",
    help="spend a soul of the pool to attack a player at once",
    declaration=Declaration(effects=(Effect.DEATH,), aim=Aim.KILL),
)


def soul_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """souls.8 / demon.4 / devil.4: a soul user attacked at night while the pool holds a soul is
    protected, the soul used up; souls.9: one soul an attack. souls.10 (ruling RM345): inside
    the night's end-of-night batch the protections are only claimed, and settled once the batch
    ends (``settle_claims``)."""
    if kind != "attack" or phase_kind(eng.state.phase) != "night":
        return None
    if SOUL_USER not in _tags(eng, victim):
        return None
    st = _peek(eng)
    if st is None or st.settling:
        return None
    if st.pool <= 0:
        return None
    if eng.state.step == "night_end_effects":
        # more claims than souls are claimed all the same: the settlement draws which the
        # pool covers
        attempt = _last_attempt(eng, victim)
        st.claims.append({"victim": victim.name, "by": attacker, "attempt": attempt})
        return "a soul"
    attempt = _last_attempt(eng, victim)
    _protected_by_soul(eng, victim, attacker, [attempt])
    return "a soul"


def _last_attempt(eng: Engine, victim: Player) -> int:
    for ev in reversed(eng.state.events):
        if ev.kind == "kill_attempt" and ev.targets == [victim.name]:
            return int(ev.id)
    return len(eng.state.events) - 1


def _protected_by_soul(
    eng: Engine, victim: Player, attacker: str | None, causes: list[int]
) -> None:
    ev = _spend(eng, causes=causes, rule="souls.8", why="automatic protection")
    # souls.11: the whole of hell learns who was attacked
    eng.tell_group(HELL, "hell.auto_protected", rule="souls.11", causes=[ev.id],
                   player=victim.name, pool=pool(eng))


def settle_claims(eng: Engine) -> None:
    """souls.10 (ruling RM345): when tonight's batch ends, the pool covers the claimed
    protections one soul each, the Devil's first, then the others' in a seeded random order;
    a victim whose claim is left uncovered is attacked again by the same attacker, this time
    with no soul to spare (every other defence still counts)."""
    st = _peek(eng)
    if st is None or not st.claims or phase_kind(eng.state.phase) != "night":
        return
    claims, st.claims = st.claims, []
    devil = [c for c in claims if WAGERER in _tags(eng, eng.player(c["victim"]))]
    rest = [c for c in claims if c not in devil]
    if len(claims) > st.pool and len(rest) > 1:
        order = eng.shuffle(
            "soul protections", [str(i) for i in range(len(rest))],
            causes=[c["attempt"] for c in rest],
        )
        rest = [rest[int(i)] for i in order]
    for c in devil + rest:
        victim = eng.player(c["victim"])
        if st.pool > 0:
            _protected_by_soul(eng, victim, c["by"], [c["attempt"]])
            continue
        ev = eng.emit(
            "soul_lacking",
            targets=[victim.name],
            causes=[c["attempt"]],
            rule="souls.10",
        )
        by = eng.find(c["by"]) if c["by"] else None
        st.settling = True
        try:
            eng.attack(by, victim, causes=[ev.id], rule="souls.10")
        finally:
            st.settling = False


# ---------------------------------------------------------------------------- disguises


def _any_role(eng: Engine, actor: Player) -> tuple[str, ...]:
    return tuple(r.name for r in eng.rules.roles.values() if not r.office)


def _wear(eng: Engine, player: Player, role: str, *, causes: list[int], rule: str) -> Event:
    """A permanent weak disguise (the book's list of disguises: Devil, Demon, Cerberus)."""
    ev = eng.emit(
        "hell_disguise",
        targets=[player.name],
        causes=causes,
        rule=rule,
        data={"role": role, "strength": "weak"},
    )
    eng.add_status(player, "disguise", source=ev.id, data={"role": role, "strength": "weak"})
    return ev


def _first_phase(eng: Engine, actor: Player) -> Refusal | None:
    """devil.1: the disguise is chosen on Day 0 only (a check of the phase, not of the player:
    an availability test is kept with the player's kit, which a new phase does not renew)."""
    if eng.state.phase != 0:
        return Refusal(Reason.WRONG_PHASE, deferred("refuse.hell_day_0", {}))
    return None


DISGUISE = Ability(
    verb="masquerade",
    when="day",
    timing="immediate",
    # demon.1 / devil.1 / cerberus.1: a role of the player's choice, as a weak disguise for the
    # rest of the game (the most recent disguise is the one seen)
    does=DisguiseAs(strength="weak", event="hell_disguise", tell="hell.disguised"),
    min_targets=0,
    max_targets=0,
    per_game=1,
    visits=False,
    blockable=False,
    redirectable=False,
    actor_check=_first_phase,
    options=_any_role,
    picks=1,
    usage="masquerade ROLE",
    rule="devil.1",
    help="choose the role you are weakly disguised as for the whole game (first day only)",
    declaration=Declaration(effects=(Effect.DISGUISE,), picks=Pick.ROLE, aim=Aim.FOE),
)


# ---------------------------------------------------------------------------- the start


def join_hell(eng: Engine, player: Player, *, causes: list[int], rule: str) -> None:
    """A player of hell: their soul goes to the pool (devil.2 / demon.2 / cerberus.2 /
    imp.4) and they are in the team's channel."""
    if not in_hell_channel(eng, player):
        cause = causes[0] if causes else None
        eng.join_group(player, HELL, cause=cause, rule=rule)
        tell_members(eng, HELL, player, causes=causes, rule=rule)
    take_soul(eng, player, causes=causes, rule=rule)


def _setup(eng: Engine, player: Player) -> None:
    """devil.2 / demon.2 / cerberus.2 / imp.4: the soul goes to the pool at the start (or when
    the role is taken up); devil.1 / demon.1 / cerberus.1: the default weak disguise is a
    Citizen until one is chosen."""
    role = eng.role_of(player)
    join_hell(eng, player, causes=_nightfall(eng), rule=role.rules[0])
    if DISGUISE in role.abilities:
        _wear(eng, player, DEFAULT_DISGUISE, causes=_nightfall(eng), rule="devil.1")


def on_role_changed(eng: Engine, player: Player, ev: Event) -> None:
    """imp.1 / imp.2: a player who becomes a Devil while another Devil lives becomes an Imp
    instead (there are never two); imp.4: whoever becomes a role of hell gives their soul to
    the pool and joins the channel. cerberus.12: once the Cerberus is the last living member
    of hell, they become a Demon."""
    role = eng.role_of(player)
    if role.team == HELL and player.alive:
        if WAGERER in role.tags and any(
            p is not player and WAGERER in _tags(eng, p) for p in eng.living()
        ):
            eng.change_role(player, IMP.name, causes=[ev.id], rule="imp.2", msg="hell.imp",
                            role=IMP.name)
            return
        join_hell(eng, player, causes=[ev.id], rule="imp.4")
    last_cerberus(eng, [ev.id])


def on_team_changed(eng: Engine, player: Player, ev: Event) -> None:
    """A player who joins hell by another rule (a change of team) gives the pool their soul
    and joins its channel, as an Imp does (imp.4)."""
    if ev.data.get("to") == HELL and player.alive:
        join_hell(eng, player, causes=[ev.id], rule="imp.4")
    last_cerberus(eng, [ev.id])


def on_death(eng: Engine, victim: Player, ev: Event) -> None:
    last_cerberus(eng, [ev.id])


def last_cerberus(eng: Engine, causes: list[int]) -> None:
    """cerberus.12: the Cerberus who is the last living member of the hell team or channel
    becomes a Demon."""
    living = [p for p in eng.living() if is_hell(eng, p)]
    if len(living) != 1 or OFFERER not in _tags(eng, living[0]):
        return
    eng.change_role(living[0], DEMON.name, causes=causes, rule="cerberus.12",
                    msg="hell.cerberus_turned", role=DEMON.name)


# ---------------------------------------------------------------------------- the wager


def _check_recipient(eng: Engine, actor: Player, targets: list[Player]) -> Refusal | None:
    """devil.6 / cerberus.4: no wager or offer to a soulless player; cerberus.4: nor an offer
    to the player the Devil chose for tonight's wager (ruling RM347: the choices of today);
    hell's members are refused as ``_check_not_hell`` says."""
    refused = _check_not_hell(eng, actor, targets)
    if refused is not None:
        return refused
    for t in targets:
        if t.has(SOULLESS):
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.soulless", {"player": t.name}))
        st = _peek(eng)
        if OFFERER in _tags(eng, actor) and st is not None and t.name in st.wagers.values():
            return Refusal(Reason.INVALID_TARGET, deferred("refuse.wagered", {"player": t.name}))
    return None


# devil.8 / cerberus.6: never redirected; choosing visits nobody (the sending does)
WAGER = Ability(
    verb="wager",
    when="day",
    timing="immediate",
    # devil.7: the wager goes out when the night starts, to the player chosen today
    does=Remember(
        "wagers", in_=HellState, tell="hell.wager_chosen", param="player", rule="devil.7"
    ),
    visits=False,
    redirectable=False,
    check=_check_recipient,
    rule="devil.b1",
    help="choose who receives your wager when the night starts",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)

OFFER = Ability(
    verb="offer",
    when="day",
    timing="immediate",
    does=Remember(
        "offers", in_=HellState, tell="hell.offer_chosen", param="player", rule="cerberus.5"
    ),
    visits=False,
    redirectable=False,
    check=_check_recipient,
    rule="cerberus.b2",
    help="choose who receives your offer of protection (for their soul) when the night starts",
    declaration=Declaration(effects=(Effect.RECRUITMENT,), aim=Aim.FOE),
)


def send_at_nightfall(eng: Engine) -> None:
    """devil.7 / cerberus.5: the day's wagers and offers are sent as the night starts, by a
    living sender to a living recipient who still has a soul; cerberus.4: an offer to the
    player receiving tonight's wager is not sent (the Cerberus is told). Receiving is a visit
    (the book's list of visits). devil.9 / cerberus.7: sender and recipient share a channel
    for the night, in which the sender is not named."""
    st = _peek(eng)
    if st is None or not (st.wagers or st.offers):
        return
    wagers, offers = st.wagers, st.offers
    st.wagers, st.offers = {}, {}
    # in seat order (a restored game's state may hold its keys in any order: R6, d11)
    seat = {p.name: p.seat for p in eng.state.players}
    causes = _nightfall(eng)
    sent: set[str] = set()
    for devil_name, name in sorted(wagers.items(), key=lambda kv: seat.get(kv[0], 0)):
        devil, target = eng.player(devil_name), eng.player(name)
        if not (devil.alive and target.alive) or target.has(SOULLESS):
            continue
        ev = eng.emit("wager_sent", actor=devil.name, targets=[target.name], causes=causes,
                      rule="devil.7")
        eng.add_status(target, WAGERED, source=ev.id, until=eng.state.phase,
                       data={"by": devil.name, "sold": False, "final": False, "condemned": ""})
        eng.join_group(devil, WAGER_CHANNEL, cause=ev.id, rule="devil.9")
        eng.join_group(target, WAGER_CHANNEL, cause=ev.id, rule="devil.9")
        eng.tell(target, "hell.wager_received", rule="devil.b2", causes=[ev.id])
        eng.record_visit(devil, target, "wager", ev.id)
        sent.add(target.name)
    for cerb_name, name in sorted(offers.items(), key=lambda kv: seat.get(kv[0], 0)):
        cerb, target = eng.player(cerb_name), eng.player(name)
        if not (cerb.alive and target.alive) or target.has(SOULLESS):
            continue
        if target.name in sent:
            eng.tell(cerb, "hell.offer_not_sent", rule="cerberus.4", causes=causes,
                     player=target.name)
            continue
        ev = eng.emit("offer_sent", actor=cerb.name, targets=[target.name], causes=causes,
                      rule="cerberus.5")
        eng.add_status(target, OFFERED, source=ev.id, until=eng.state.phase,
                       data={"by": cerb.name})
        eng.join_group(cerb, OFFER_CHANNEL, cause=ev.id, rule="cerberus.7")
        eng.join_group(target, OFFER_CHANNEL, cause=ev.id, rule="cerberus.7")
        eng.tell(target, "hell.offer_received", rule="cerberus.8", causes=[ev.id])
        eng.record_visit(cerb, target, "offer", ev.id)


def _wager_of(player: Player) -> dict[str, Any] | None:
    st = player.get(WAGERED)
    return st.data if st is not None else None


def _open_wager(eng: Engine, player: Player) -> bool:
    """The recipient's options are offered until they made a final choice (wager.18: until the
    end of the night; the status ends with it)."""
    data = _wager_of(player)
    return data is not None and not data.get("final")


def _devil_gone(eng: Engine, player: Player) -> bool:
    """devil.12 / wager.20: once the Devil is dead, the recipient is not told, and no wager
    action happens any more (their choices are accepted and do nothing)."""
    devil = _holder(eng, WAGERED, player.name)
    return devil is None or not devil.alive


def _sell_soul(eng: Engine, recipient: Player, cause: int) -> None:
    """wager.3 / wager.8: selling the soul adds it to the pool at once; wager.21: never
    undone."""
    data = _wager_of(recipient)
    if data is None or data.get("sold"):
        return
    data["sold"] = True
    take_soul(eng, recipient, causes=[cause], rule="wager.3")


def _condemn(eng: Engine, act: Act) -> None:
    """wager.2 / wager.4: the soul is sold, and the Devil attacks the chosen player when the
    night ends; wager.21: the target may be changed until then (or a protection chosen)."""
    recipient, target = act.actor, act.targets[0]
    if _devil_gone(eng, recipient):
        return
    _sell_soul(eng, recipient, act.event.id)
    data = _wager_of(recipient)
    if data is not None:
        data["condemned"] = target.name
    eng.tell(recipient, "hell.condemned", rule="wager.4", causes=[act.event.id],
             player=target.name)


def _shelter(eng: Engine, act: Act) -> None:
    """wager.7 / wager.9: the soul is sold and the chosen player (wager.10: perhaps the
    recipient) is protected from every attack for the rest of the night; wager.22: at once,
    and for good (nothing more can be chosen)."""
    recipient, target = act.actor, act.targets[0]
    if _devil_gone(eng, recipient):
        return
    _sell_soul(eng, recipient, act.event.id)
    data = _wager_of(recipient)
    if data is not None:
        data["final"] = True
        data["condemned"] = ""
    eng._changed(recipient)
    eng.add_status(target, "protected", source=act.event.id, until=eng.state.phase,
                   data={"by": "the devil's wager"})
    eng.tell(recipient, "hell.sheltered", rule="wager.9", causes=[act.event.id],
             player=target.name)


def _peek_role(eng: Engine, act: Act) -> None:
    """wager.12 / wager.14 / wager.15 / wager.16: the Devil checks the player for the recipient:
    weak disguises, redirections and obstructions as the Devil's own check meets them."""
    devil, target = act.actor, act.targets[0]
    role, layer = eng.investigate(act, target, WEAK)
    recipient = eng.find(str(act.event.actor))
    extra = [int(layer.rsplit(":", 1)[1])] if layer not in ("role",) and ":" in layer else []
    for who in (recipient, devil):
        if who is not None:
            eng.tell(who, "hell.unmasked", rule="wager.12", causes=[act.event.id, *extra],
                     kind="investigation", target=target.name, role=role)


# the Devil's check for the recipient (wager.15: redirected and obstructed as the Devil's own)
DEVIL_CHECK = Ability(
    verb="devilcheck",
    when="night",
    timing="immediate",
    does=Learn(),
    resolve=_peek_role,
    blockable=False,
    obstructable=True,
    rule="wager.15",
    declaration=Declaration(effects=(Effect.INVESTIGATION,), learns=Learns.ROLE),
)


def _unmask(eng: Engine, act: Act) -> None:
    """wager.11 / devil.10: the recipient sells their identity (not their soul) to learn a
    player's role, which the Devil sees too; wager.13: then the Devil learns the recipient's
    role (weak disguises count, wager.14; no redirection or obstruction, wager.15).
    the book's list of visits: the recipient visits the Devil, the Devil the checked player."""
    recipient, target = act.actor, act.targets[0]
    if _devil_gone(eng, recipient):
        return
    devil = _holder(eng, WAGERED, recipient.name)
    data = _wager_of(recipient)
    if devil is None or data is None:
        return
    data["final"] = True
    data["condemned"] = ""
    eng._changed(recipient)
    eng.record_visit(recipient, devil, "unmask", act.event.id)
    eng.perform(Act(devil, DEVIL_CHECK, [target], act.event, WAGER_ROLE))
    role, layer = appearance(recipient, WEAK)
    extra = [int(layer.rsplit(":", 1)[1])] if ":" in layer else []
    eng.tell(devil, "hell.recipient_role", rule="wager.13", causes=[act.event.id, *extra],
             kind="investigation", target=recipient.name, role=role)


def _check_unsold(eng: Engine, actor: Player) -> Refusal | None:
    """wager.21: a sold soul is never bought back: once it is sold to condemn a player, only
    another target or a protection can be chosen."""
    data = _wager_of(actor)
    if data is not None and data.get("sold"):
        return Refusal(Reason.NOT_NOW, deferred("refuse.soul_sold", {}))
    return None


def _ignore(eng: Engine, act: Act) -> None:
    """wager.17 / devil.11: the recipient lets the wager go; nothing is sold."""
    data = _wager_of(act.actor)
    if data is None:
        return
    data["final"] = True
    data["condemned"] = ""
    eng._changed(act.actor)
    eng.tell(act.actor, "hell.ignored", rule="wager.17", causes=[act.event.id])


WAGER_ROLE = "Devil's Wager"  # what the recipient's options belong to (the book's page)


def _wager_option(
    verb: str, resolve: Any, help: str, declaration: Declaration, *, rule: str,
    allow_self: bool = False, targets: int = 1, unsold: bool = False,
) -> Ability:
    """One of the recipient's four options (wager.1): at once, that night, never blocked or
    redirected (the wager's own check is redirected from the Devil's side, wager.15)."""
    return Ability(
        verb=verb,
        when="night",
        timing="immediate",
        does=Choose(),
        resolve=resolve,
        min_targets=targets,
        max_targets=targets,
        per_phase=None,
        allow_self=allow_self,
        visits=False,
        blockable=False,
        redirectable=False,
        available=_open_wager,
        available_reads_player_only=True,
        actor_check=_check_unsold if unsold else None,
        rule=rule,
        help=help,
        declaration=declaration,
    )


CONDEMN = _wager_option(
    "condemn", _condemn,
    "sell your soul: the Devil attacks this player when the night ends (you may change it)",
    # ruling RM500: one of the wager's options (among="wager"); a night kill by whoever got
    # the wager, so a townsperson condemns only on near-certainty, as a town killer does
    Declaration(effects=(Effect.DEATH,), aim=Aim.KILL, among=WAGER_CHANNEL),
    rule="wager.2",
)
SHELTER = _wager_option(
    "shelter", _shelter,
    "sell your soul: this player (perhaps you) is protected from attacks for the rest of the night",
    # ruling RM500: one of the wager's options, as the condemnation is
    Declaration(effects=(Effect.PROTECTION,), aim=Aim.GUARD, among=WAGER_CHANNEL),
    rule="wager.7", allow_self=True,
)
UNMASK = _wager_option(
    "unmask", _unmask,
    "sell your identity: learn this player's role; the Devil learns it, and yours",
    # ruling RM500: one of the wager's options, as the condemnation is
    Declaration(
        effects=(Effect.INVESTIGATION,), learns=Learns.ROLE, aim=Aim.UNKNOWN, among=WAGER_CHANNEL
    ),
    rule="wager.11", unsold=True,
)
# ruling RM500: declining the wager is one of its options too
IGNORE = _wager_option(
    "ignore", _ignore, "ignore the devil's wager", Declaration(aim=Aim.SKIP, among=WAGER_CHANNEL),
    rule="wager.17",
    targets=0, unsold=True,
)


def wager_attacks(eng: Engine) -> None:
    """wager.4: when the night ends, the Devil attacks the player each recipient condemned (in
    the night's batch, before its other attacks: ruling RM348); wager.5 / wager.6: not a player
    of hell, and the recipient is not told; devil.12: not once the Devil is dead."""
    if phase_kind(eng.state.phase) != "night":
        return
    for p in eng.state.players:
        data = _wager_of(p)
        if data is None or not data.get("condemned"):
            continue
        devil = _holder(eng, WAGERED, p.name)
        target = eng.find(str(data["condemned"]))
        if devil is None or not devil.alive or target is None or not target.alive:
            continue
        st = p.get(WAGERED)
        cause = st.source if st is not None else 0
        if is_hell(eng, target):
            eng.emit("wager_spared", actor=devil.name, targets=[target.name], causes=[cause],
                     rule="wager.5")
            continue
        eng.attack(devil, target, causes=[cause], rule="wager.4", source="the devil's wager")


def close_at_dawn(eng: Engine) -> None:
    """wager.18: a recipient who chose nothing ignored the wager; wager.19: the recipient (and
    the offer's) leave the night's channel as it ends."""
    for p in eng.state.players:
        data = _wager_of(p)
        if data is not None and not data.get("final") and not data.get("sold"):
            eng.emit("wager_ignored", targets=[p.name], rule="wager.18")
    for name, rule in ((WAGER_CHANNEL, "wager.19"), (OFFER_CHANNEL, "cerberus.7")):
        eng.empty_group(name, causes=[], rule=rule)


# ---------------------------------------------------------------------------- the offer


def _is_offered(eng: Engine, player: Player) -> bool:
    return player.has(OFFERED) and not player.has(GUARDED)


def _accept(eng: Engine, act: Act) -> None:
    """cerberus.9: accepting adds the soul to the pool at once, for good; the recipient is
    guarded for the rest of the night (cerberus.10)."""
    recipient = act.actor
    cerb = _holder(eng, OFFERED, recipient.name)
    take_soul(eng, recipient, causes=[act.event.id], rule="cerberus.9")
    eng.add_status(recipient, GUARDED, source=act.event.id, until=eng.state.phase,
                   data={"by": cerb.name if cerb else ""})
    eng.tell(recipient, "hell.accepted", rule="cerberus.9", causes=[act.event.id])


ACCEPT = Ability(
    verb="accept",
    when="night",
    timing="immediate",
    does=Choose(),
    resolve=_accept,
    min_targets=0,
    max_targets=0,
    per_phase=None,
    visits=False,
    blockable=False,
    redirectable=False,
    available=_is_offered,
    available_reads_player_only=True,
    rule="cerberus.9",
    help="accept the offer of protection: your soul for tonight's safety",
    # a bot takes the offer when it has nothing else to do tonight
    declaration=Declaration(effects=(Effect.PROTECTION,), aim=Aim.LAST_RESORT),
)


def cerberus_defence(eng: Engine, victim: Player, kind: str, attacker: str | None) -> str | None:
    """cerberus.10: a recipient who accepted and would die of an attack tonight lives, and the
    Cerberus dies instead; hell's channel learns who attacked, and their role."""
    if kind != "attack" or not victim.statuses:
        return None
    st = victim.get(GUARDED)
    if st is None:
        return None
    cerb = eng.find(str(st.data.get("by")))
    if cerb is None or not cerb.alive:
        return None
    eng.remove_status(victim, GUARDED)
    attempt = _last_attempt(eng, victim)
    ev = eng.emit("cerberus_took_the_blow", actor=cerb.name, targets=[victim.name],
                  causes=[attempt], rule="cerberus.10", data={"attacker": attacker or ""})
    by = eng.find(attacker) if attacker else None
    eng.tell_group(HELL, "hell.cerberus_attacker", rule="cerberus.10", causes=[ev.id],
                   player=attacker or "nobody", role=by.role if by else "none")
    eng.kill(cerb, "kill", causes=[ev.id], rule="cerberus.10", source="the offer")
    return "the Cerberus"


# ---------------------------------------------------------------------------- winning


def counts_for(eng: Engine, team: str, p: Player) -> bool:
    """devil.b4 / imp.3: hell wins when everyone alive is soulless, unaligned or of hell (the
    engine counts hell and unaligned players itself)."""
    return team == HELL and (p.has(SOULLESS) or in_hell_channel(eng, p))


# ---------------------------------------------------------------------------- the roles

# demon.6 / devil.14 / imp.5 / cerberus.11 (ruling RM341): no member of hell can be made to
# play for another team; a change of role inside hell (the Cerberus's, an Imp's) is no betrayal
_LOYAL = frozenset({HELL_TAG, FIXED_ALIGNMENT})

DEVIL = RoleDef(
    name="Devil",
    team=HELL,
    category="Killing",
    groups=(HELL,),
    abilities=(DISGUISE, WAGER, WARD, SMITE),
    tags=_LOYAL | {SOUL_USER, WAGERER},
    setup=_setup,
    rules=("devil.2", "devil.b1", "souls.1", "wager.1", "R34"),
    summary="Send your wager each day; spend the pool's souls to protect or attack; win when "
    "everyone alive is soulless, unaligned or of hell.",
    description=(
        "Solo, the hell team. Gives their soul to the team's pool at the start and is soulless "
        "after; wears a weak Citizen disguise, or a role chosen on the first day, for the whole "
        "game. Each day may choose a player with a soul to receive the wager when the night "
        "starts (never redirected); that night the recipient may sell their soul to have the "
        "Devil attack someone when the night ends, or to protect someone at once, sell their "
        "identity to learn a role (which the Devil sees, and the recipient's too), or ignore it. "
        "Spends the pool's souls at any time: a protection from attacks for the night, or an "
        "attack at once. Attacked at night while the pool holds a soul, a soul protects them. "
        "Hell wins when everyone alive is soulless, unaligned or of hell; nobody of hell can be "
        "made to play for another team."
    ),
    book_group="Solo Killing - Hell Team",
)

DEMON = RoleDef(
    name="Demon",
    team=HELL,
    category="Killing",
    groups=(HELL,),
    abilities=(DISGUISE, WARD, SMITE),
    tags=_LOYAL | {SOUL_USER},
    setup=_setup,
    rules=("demon.2", "demon.b1", "souls.1", "R34"),
    summary="Share hell's channel and spend the pool's souls to protect or attack; win with the "
    "Devil.",
    description=(
        "Solo, the hell team, in its channel with the Devil. Gives their soul to the pool at the "
        "start; wears a weak Citizen disguise, or a role chosen on the first day, for the whole "
        "game. Spends the pool's souls at any time to protect a player from attacks for the "
        "night, or to attack one at once. Attacked at night while the pool holds a soul, a soul "
        "protects them. Wins with the Devil."
    ),
    book_group="Solo Killing - Hell Team",
)

IMP = RoleDef(
    name="Imp",
    team=HELL,
    category="Miscellaneous",
    groups=(HELL,),
    tags=_LOYAL,
    setup=_setup,
    rules=("imp.4", "imp.b1", "imp.2", "R34"),
    summary="You copied the Devil: you share hell's channel and win with the Devil.",
    description=(
        "Solo, the hell team, in its channel with the Devil; no ability. A player who would "
        "become a second Devil becomes an Imp instead. Their soul goes to the pool when they "
        "become one. Wins with the Devil."
    ),
    book_group="Solo Miscellaneous - Hell Team",
)

CERBERUS = RoleDef(
    name="Cerberus",
    team=HELL,
    category="Power",
    groups=(HELL,),
    abilities=(DISGUISE, OFFER),
    tags=_LOYAL | {OFFERER},
    setup=_setup,
    rules=("cerberus.2", "cerberus.b1", "cerberus.b2", "R34"),
    summary="Each day, offer a player protection for their soul; if they are killed, you die "
    "in their place.",
    description=(
        "Solo, the hell team, in its channel with the Devil. Gives their soul to the pool at the "
        "start but cannot spend the pool's souls; wears a weak Citizen disguise, or a role "
        "chosen on the first day. Each day may choose a player with a soul (not the one who gets "
        "tonight's wager) to receive an offer of protection when the night starts. A recipient "
        "who accepts gives their soul to the pool at once; if an attack would kill them that "
        "night, the Cerberus dies instead and hell learns who attacked, and their role. The last "
        "living member of hell, the Cerberus becomes a Demon."
    ),
    book_group="Solo Power - Hell Team",
    limited=True,
)


# this family's messages (R37: a family declares its own); their words are the Fluent
# resources' (i18n/locales/<language>/roles.ftl), in each reader's language
MESSAGES: tuple[str, ...] = (
    "refuse.hell_day_0",
    "refuse.no_soul",
    "refuse.hell_member",
    "refuse.soulless",
    "refuse.soul_sold",
    "refuse.wagered",
    "hell.soul_gained",
    "hell.warded",
    "hell.smite_failed",
    "hell.smite_blocked",
    "hell.auto_protected",
    "hell.disguised",
    "hell.imp",
    "hell.cerberus_turned",
    "hell.wager_chosen",
    "hell.offer_chosen",
    "hell.offer_not_sent",
    "hell.wager_received",
    "hell.offer_received",
    "hell.condemned",
    "hell.sheltered",
    "hell.unmasked",
    "hell.recipient_role",
    "hell.ignored",
    "hell.accepted",
    "hell.cerberus_attacker",
)


# R37: this family's rule text: the paraphrase of each sentence of its cards, in our words
RULE_TEXT: dict[str, str] = {
    "demon.b1": "The Demon shares hell's channel with the Devil and wins with them.",
    "demon.b2": "The Demon spends souls of hell's pool, as the Devil does.",
    "demon.1": "On the first day the Demon may choose a permanent weak disguise (else Citizen).",
    "demon.2": "The Demon's soul joins the pool at the start; they are soulless after.",
    "demon.3": "The Demon spends the pool's souls to protect or to attack.",
    "demon.4": "An attacked Demon is protected by a soul while the pool holds one.",
    "demon.5": "The souls page explains the souls.",
    "demon.6": "Nobody of hell can betray it.",
    "devil.b1": "Each day the Devil may choose who receives the wager.",
    "devil.b2": "The wager's recipient has four options.",
    "devil.b3": "The Devil spends souls of hell's pool.",
    "devil.b4": "Hell wins when everyone alive is soulless, unaligned or of hell.",
    "devil.1": "On the first day the Devil may choose a permanent weak disguise (else Citizen).",
    "devil.2": "The Devil's soul joins the pool at the start; they are soulless after.",
    "devil.3": "The Devil spends the pool's souls to protect or to attack.",
    "devil.4": "An attacked Devil is protected by a soul while the pool holds one.",
    "devil.5": "The souls page explains the souls.",
    "devil.6": "No wager to a soulless player.",
    "devil.7": "The wager is sent as the night starts.",
    "devil.8": "The wager is never redirected.",
    "devil.9": "The Devil and the recipient share an anonymous channel that night.",
    "devil.10": "The recipient may sell their soul to attack or protect, or their identity to "
    "learn a role the Devil sees too.",
    "devil.11": "Or the recipient ignores the wager.",
    "devil.12": "Once the Devil dies, the wager does nothing more; the recipient is not told.",
    "devil.13": "The wager page explains the wager.",
    "devil.14": "Nobody of hell can betray it.",
    "imp.b1": "The Imp shares hell's channel with the Devil and wins with them.",
    "imp.1": "An Imp usually comes of copying the Devil.",
    "imp.2": "There is never a second Devil: a copy becomes an Imp.",
    "imp.3": "The Imp wins as the Devil does.",
    "imp.4": "A new Imp's soul joins the pool.",
    "imp.5": "Nobody of hell can betray it.",
    "souls.1": "A soul user may spend a soul to protect a player from every attack tonight.",
    "souls.2": "Spent by day, the protection is for the coming night.",
    "souls.3": "A soul's protection is immediate.",
    "souls.4": "A soul user may spend a soul to attack a player.",
    "souls.5": "A soul's attack is immediate and its death is not explained.",
    "souls.6": "Souls are spent by day and by night.",
    "souls.7": "A soul's failed attack is explained to its user.",
    "souls.8": "A soul user attacked at night is protected by a soul while the pool holds one.",
    "souls.9": "Each attack costs a soul.",
    "souls.10": "Too few souls for several soul users: drawn at random, the Devil first.",
    "souls.11": "Hell learns who was attacked when a soul protects one of them.",
    "wager.1": "The wager's recipient chooses one of four options.",
    "wager.2": "Option one: sell the soul to attack a player.",
    "wager.3": "The sold soul joins the pool at once.",
    "wager.4": "The Devil attacks the chosen player when the night ends.",
    "wager.5": "A player of hell chosen is not attacked (the soul is sold all the same).",
    "wager.6": "The recipient is not told that the attack was not made.",
    "wager.7": "Option two: sell the soul to protect a player.",
    "wager.8": "The sold soul joins the pool at once.",
    "wager.9": "The chosen player is protected from every attack for the rest of the night.",
    "wager.10": "The recipient may protect themself.",
    "wager.11": "Option three: sell the identity to see a player's role.",
    "wager.12": "The check is immediate; the recipient and the Devil see the role.",
    "wager.13": "Then the Devil learns the recipient's role.",
    "wager.14": "Weak disguises count in both checks.",
    "wager.15": "Redirections and obstructions reach the check of the player, not of the "
    "recipient.",
    "wager.16": "They are those that would reach the Devil, not the recipient.",
    "wager.17": "Option four: ignore the wager.",
    "wager.18": "The recipient chooses until the night ends; no choice is ignoring it.",
    "wager.19": "The recipient leaves the wager's channel as the night ends.",
    "wager.20": "Once the Devil dies, no wager action happens; the recipient is not told.",
    "wager.21": "A sold soul stays sold; a condemned target may change, or become a protection.",
    "wager.22": "A protection is immediate and final.",
    "cerberus.b1": "The Cerberus shares hell's channel with the Devil and wins with them.",
    "cerberus.b2": "Each day the Cerberus may offer a player protection for their soul.",
    "cerberus.1": "On the first day the Cerberus may choose a permanent weak disguise (else "
    "Citizen).",
    "cerberus.2": "The Cerberus's soul joins the pool at the start; they are soulless after.",
    "cerberus.3": "The Cerberus cannot spend the pool's souls.",
    "cerberus.4": "No offer to a soulless player or to tonight's wager recipient.",
    "cerberus.5": "The offer is sent as the night starts.",
    "cerberus.6": "The offer is never redirected.",
    "cerberus.7": "The Cerberus and the recipient share an anonymous channel.",
    "cerberus.8": "The recipient accepts the offer or ignores it.",
    "cerberus.9": "Accepting gives the soul to the pool at once, for good.",
    "cerberus.10": "An accepted recipient's death by attack is the Cerberus's instead; hell "
    "learns the attacker and their role.",
    "cerberus.11": "Nobody of hell can betray it.",
    "cerberus.12": "The Cerberus left alone of hell becomes a Demon.",
}


# R37: the kinds of event this family records without a message (their words: events.ftl)
EVENT_WORDS: tuple[str, ...] = (
    "soul_taken",
    "soul_spent",
    "soul_lacking",
    "hell_disguise",
    "wager_sent",
    "offer_sent",
    "wager_spared",
    "wager_ignored",
    "cerberus_took_the_blow",
)


FAMILY = Family(
    name=FAMILY_NAME,
    roles=(DEVIL, DEMON, IMP, CERBERUS),
    teams=(HELL_TEAM,),
    common=(CONDEMN, UNMASK, SHELTER, IGNORE, ACCEPT),
    listeners=(
        ("night_start", send_at_nightfall),
        ("batch_start", wager_attacks),
        ("batch_end", settle_claims),
        ("night_end_consequences", close_at_dawn),
        ("role_changed", on_role_changed),
        ("team_changed", on_team_changed),
        ("death", on_death),
        ("counts_for", counts_for),
    ),
    defences=(
        # souls.8: a soul user's own protection, after the other active ones
        ("active", "soul", soul_defence),
        # cerberus.10: only once every other defence failed to save the recipient
        ("partial", "cerberus", cerberus_defence),
    ),
    state=HellState,
    statuses=(SOULLESS, WAGERED, OFFERED, GUARDED),
    known_statuses=(SOULLESS, WAGERED, OFFERED, GUARDED),
    # imp.2: a second Devil becomes an Imp; cerberus.12: the last Cerberus a Demon
    becomes=(IMP.name, DEMON.name),
    messages=MESSAGES,
    rulebook=RULE_TEXT,
    events=EVENT_WORDS,
    meanings={
        "hell.unmasked": Meaning.ROLE_LEARNED,
        "hell.recipient_role": Meaning.ROLE_LEARNED,
        # souls.7: a soul's failed attack is explained to its user (ruling RM441: the target
        # is protected or immune, which a reader weighs)
        "hell.smite_failed": Meaning.ATTACK_SURVIVED,
    },
)

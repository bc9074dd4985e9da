"""A role file's triggers at the game's events: the holder's death by an attack or a kill
(``killed``) or by a lynch (``lynched``), another player's death (``a death``), the holder
visited (``visited``), the holder's own ability reaching a player (``action``), the holder's
own defence stopping an attempt on their life (``defended``) and a protection the holder gave
stopping one (``protected``).

What ``role import`` makes of WWRF's ``On Killed``, ``On Lynch``, ``On {Player} Death``, ``On
Visited [filter]``, ``On Action [filter]`` and ``On Defense`` (``On Passive Defense`` …). Each
fires from the engine's own moments: a death (``death``), an ability reaching a player
(``lands``, R15: after blocks and redirections, before its effect) and a defence used
(``defended``, R8: after the ``kill_prevented`` event). Its effect is carried out by its
holder on the player it reaches, after a ``trigger_fired`` event caused by what fired it, so a
death it causes is explained through it.
Every firing counts towards the custom roles' firings a phase (``load.MAX_FIRINGS``). The
holder's death of any kind (``death``) is the loader's own trigger (``load._trigger``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from ..engine import effects
from ..engine.core import Act, Engine
from ..engine.declarations import Effect
from ..engine.effects import Does
from ..engine.events import Event
from ..engine.rules import DEFENCE_ORDER, Ability
from .conditions import Cond, env_of, reset_moment, with_moment
from .extra_abilities import holds
from .signals import KEY_TEXT, SIGNAL, TARGETS, fires_itself, on_signal, signal_name

if TYPE_CHECKING:
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["EVENT_KEYS", "EVENT_MOMENTS", "WHOSE_KEYS", "WHOSE_WORDS", "ability_kinds",
           "event_trigger"]

# the moments, each with the players a trigger at it may be aimed at
EVENT_MOMENTS: dict[str, tuple[str, ...]] = {
    "killed": ("killer", "random", "target"),
    "lynched": ("random", "target"),
    "a death": ("dead", "killer", "self", "random"),
    "visited": ("visitor", "self", "random"),
    "action": ("action target", "self", "random"),
    # a named signal of this role file raised by its holder (signals.py)
    SIGNAL: TARGETS,
    "defended": ("self", "attacker", "attack location", "target", "random"),
    # a protection the holder gave (a Protect or a Shield of their ability) was used (R8)
    "protected": ("self", "attacker", "attack location", "attacked", "random"),
}
# whose death a trigger on another's death may name by a word: anyone, or the holder's own held
# target (SetTarget, set under this role or a former one: WWRF's `On @Target Death`)
WHOSE_WORDS = ("anyone", "held")
# the keys only these triggers take
EVENT_KEYS = {
    "of": "whose death fires it (a death): anyone, held (the holder's held target), "
          "{group: G}, {role: R} or {team: T}",
    "kinds": "the ability types that fire it (visited, action): attack, investigate …; the "
             "kinds of defence (protected): absence, active, passive, partial",
    SIGNAL: KEY_TEXT,
    "per_game": "how many times a game it fires for each holder",
    "phase": "day or night: it fires only in phases of that kind",
}
# the kinds of phase a trigger may be kept to, by the parity of the phase's number (0 is Day 0,
# 1 Night 1 …)
PHASE_PARITY = {"day": 0, "night": 1}
# which deaths of its holder a trigger on the holder's own death fires at (the
# kinds of death of engine/deaths.py): a death by an attack or a kill, not a lynch (WWRF's On
# Killed); a lynch (On Lynch)
OWN_DEATHS: dict[str, frozenset[str]] = {
    "killed": frozenset({"attack", "kill", "true kill"}),
    "lynched": frozenset({"lynch"}),
}
WHOSE_KEYS = {"group": "a group's name (wolfpack …)", "role": "a role's name",
              "team": "a team's key"}
_KEYS = ("moment", "targets", "effect", "restrictions", "target_told", "if", "cases",
         "otherwise", *EVENT_KEYS)


def ability_kinds() -> tuple[str, ...]:
    """The ability types a ``visited`` or ``action`` trigger may name in ``kinds``: every
    type the effect vocabulary gives an ability."""
    found = {cls.kind for name in dir(effects) if isinstance(cls := getattr(effects, name), type)
             and issubclass(cls, Does) and cls.kind}
    return tuple(sorted(k for k in found if k))


def event_trigger(ctx: _Ctx, role_name: str, rule: str, data: dict[str, Any],
                  messages: dict[str, str]) -> tuple[str, Callable[..., Any]] | None:
    """The engine's moment and listener of one trigger at an event, or None (its problems
    said)."""
    from .conditions import read_steps, subjects_at
    from .load import TellTargets, _count, _guard, _message, _quote, _restrictions, _template

    moment = str(data["moment"])
    for key in data:
        if key not in _KEYS:
            ctx.tell(data, "roledata.event_key", key, name=_quote(key), moment=str(moment),
                     keys=", ".join(_KEYS))
    whom = data.get("targets")
    if not isinstance(whom, str) or whom not in EVENT_MOMENTS[moment]:
        ctx.tell(data, "roledata.trigger_targets", "targets" if "targets" in data else None,
                 moment=str(moment), values=", ".join(EVENT_MOMENTS[moment]))
        return None
    restrictions = _restrictions(ctx, data, data.get("restrictions"))
    whose = _whose(ctx, data, moment)
    kinds = _kinds(ctx, data, moment)
    signal = signal_name(ctx, data, moment)
    per_game = _count(ctx, data, "per_game", data.get("per_game"), 1, 100)
    phase = data.get("phase")
    if phase is not None and phase not in PHASE_PARITY:
        ctx.tell(data, "roledata.trigger_phase", "phase")
        return None
    if data.get("per_game") is not None and per_game is None:
        return None
    does, cond, right = read_steps(ctx, data, messages, subjects_at(moment))
    told = _template(ctx, data, "target_told", data.get("target_told"))
    if told:
        does.append(TellTargets(tell=_message(messages, told)))
    if not does or whose is None or kinds is None or signal is None or not right:
        return None
    if signal and fires_itself(does, signal):
        ctx.tell(data, "roledata.signal_fires_itself", "effect", name=_quote(signal))
        return None
    main = effects.main_effect(tuple(does))
    kills = main is not None and Effect.DEATH in (main.marks or ())
    # a trigger on a death whose effect can kill a holder of the same role
    # fires itself again; the file must keep such targets out ("other role")
    if moment in OWN_DEATHS and kills and "other role" not in restrictions:
        ctx.tell(data, "roledata.self_firing", "moment", role=role_name)
        return None
    # a trigger on another's death whose effect can kill someone other than its
    # holder makes a death that fires it again
    if moment == "a death" and kills and whom != "self":
        ctx.tell(data, "roledata.self_firing_anyone", "moment")
        return None
    ability = _guard(Ability(verb=f"{moment} trigger", when="any", timing="immediate",
                             does=does[0] if len(does) == 1 else tuple(does), rule=rule,
                             visits=False))
    fire = _Firing(role_name, rule, moment, whom, restrictions, ability, cond, per_game,
                   PHASE_PARITY.get(str(phase)) if phase is not None else None,
                   hashlib.sha256(repr(sorted(data.items(), key=str)).encode()).hexdigest()[:12])
    if moment in OWN_DEATHS:
        return "death", _on_own_death(fire)
    if moment == "a death":
        return "death", _on_a_death(fire, whose)
    if moment == SIGNAL:
        return SIGNAL, on_signal(fire, signal)
    if moment == "defended":
        return "defended", _on_defended(fire)
    if moment == "protected":
        return "defended", _on_protected(fire, kinds)
    return "lands", _on_lands(fire, kinds)


@dataclass(frozen=True)
class _Firing:
    """What one trigger does when its moment comes: whose role it is, whom it reaches, and the
    ability its effect is carried out as (by the holder, reaching its targets)."""

    role_name: str
    rule: str
    moment: str
    whom: str
    restrictions: tuple[str, ...]
    ability: Ability
    cond: Cond | None = None  # its ``if`` (conditions.py): it fires only when this holds
    per_game: int | None = None  # its firings a game for each holder (None: no limit)
    parity: int | None = None  # the kind of phase it fires in (PHASE_PARITY; None: any)
    key: str = ""  # which trigger of the file it is, for its firings a game

    def allowed(self, eng: Engine, holder: Player) -> bool:
        """Whether its phase and its firings a game let it fire for ``holder`` now."""
        from .load import TriggerCount

        if self.parity is not None and eng.state.phase % 2 != self.parity:
            return False
        if self.per_game is None:
            return True
        used = eng.ext(TriggerCount).uses.get(f"{self.role_name}/{self.key}/{holder.name}", 0)
        return used < self.per_game

    def spend(self, eng: Engine, holder: Player) -> None:
        """One firing a game spent for ``holder`` (only a limited trigger keeps the count)."""
        from .load import TriggerCount

        if self.per_game is not None:
            uses = eng.ext(TriggerCount).uses
            mine = f"{self.role_name}/{self.key}/{holder.name}"
            uses[mine] = uses.get(mine, 0) + 1

    def counted(self, eng: Engine, cause: Event) -> bool:
        """Whether the phase's firings leave room for this one (at most ``load.MAX_FIRINGS`` a
        phase: past them the chain stops, with an event the host sees)."""
        from .load import counted

        return counted(eng, cause.id, self.rule)

    def __call__(self, eng: Engine, holder: Player, cause: Event,
                 named: dict[str, Player | list[Player] | None]) -> None:
        """Fire for ``holder`` (the event ``cause`` is why), aimed at ``named[self.whom]`` (the
        killer, the dead, the visitor, the action's target: each moment's own), at the holder,
        or, for ``random``, at a seeded draw among the living (R6). Only a firing whose ``if``
        holds counts towards the phase's firings (one that does not fire spends nothing)."""
        if not self.allowed(eng, holder):
            return
        other = "other role" in self.restrictions
        found: Player | list[Player] | None
        if self.whom == "random":
            living = [p.name for p in eng.state.players if p.alive and p is not holder]
            if other:
                living = [n for n in living if (q := eng.find(n))
                          and not holds(eng, q, self.role_name)]
            pick = eng.draw(f"{self.role_name} trigger", living, causes=[cause.id]) if living \
                else ""
            found = eng.find(pick) if pick else None
        elif self.whom == "self":
            found = holder
        elif self.whom == "target":
            found = effects.held_target(eng, holder)
        else:
            found = named.get(self.whom)
        if isinstance(found, list):  # (a group the moment names: its living members)
            targets = [p for p in found if p.alive]
        else:
            targets = [found] if found is not None and found.alive else []
        if other:
            targets = [t for t in targets if not holds(eng, t, self.role_name)]
        if not targets:
            return
        # (a condition names single players: a group the moment names is not one of them)
        single = {k: v for k, v in named.items() if not isinstance(v, list)}
        if self.cond is not None and not self.cond.holds(
                eng, env_of(eng, holder, targets[0], single)):
            return
        if not self.counted(eng, cause):
            return
        self.spend(eng, holder)
        fired = eng.emit("trigger_fired", actor=holder.name, targets=[t.name for t in targets],
                         causes=[cause.id], rule=self.rule, data={"on": self.moment})
        token = with_moment(single)
        try:
            self.ability.resolve(eng, Act(holder, self.ability, targets, fired, self.role_name))
        finally:
            reset_moment(token)


def _listener_name(fire: _Firing) -> str:
    return f"trigger_{hashlib.sha256(fire.role_name.encode()).hexdigest()[:12]}"


def _on_own_death(fire: _Firing) -> Callable[[Engine, Player, Event], None]:
    """The holder's own death of the kinds ``OWN_DEATHS`` names, aimed at the player whose
    attempt killed them (``killer``) or at random."""
    from .load import _killer

    kinds = OWN_DEATHS[fire.moment]

    def on_death(eng: Engine, victim: Player, event: Event) -> None:
        if not holds(eng, victim, fire.role_name):
            return
        if victim.death is None or victim.death.kind not in kinds:
            return
        fire(eng, victim, event, {"killer": _killer(eng, event)})

    on_death.__name__ = _listener_name(fire)
    return on_death


def _on_a_death(fire: _Firing, whose: Whose) -> Callable[[Engine, Player, Event], None]:
    """Another player's death (WWRF's ``On {Player} Death``): each living holder, in seat order,
    fires when the dead player is one ``whose`` picks for that holder; aimed at the dead
    (``dead``), the killer, the holder or at random."""
    from .load import _killer

    def on_a_death(eng: Engine, victim: Player, event: Event) -> None:
        holders = [p for p in eng.state.players
                   if p.alive and p is not victim and holds(eng, p, fire.role_name)
                   and whose(eng, p, victim)]
        if not holders:
            return
        killer = _killer(eng, event)
        for holder in holders:
            if holder.alive:
                fire(eng, holder, event, {"killer": killer, "dead": victim})

    on_a_death.__name__ = _listener_name(fire)
    return on_a_death


def _on_defended(fire: _Firing) -> Callable[[Engine, Player, Event], None]:
    """The holder's own defence (the role file's ``defence``) stopped an attempt on their life
    (R8; WWRF's ``On Defense``, ``On Passive Defense`` …: the role's one defence is of one
    kind): aimed at the holder, at the player whose attempt it stopped (``attacker``, when
    alive), at the holder's held target (``target``, when alive), at where the attack came
    from (``attack location``: the guide's @AttackLocation, the living members of the group
    whose attack it was, such as the wolfpack, or else the attacker) or at random. The
    ``kill_prevented`` event is why."""
    from .defences import defence_name

    own = defence_name(fire.role_name)

    def on_defended(eng: Engine, victim: Player, event: Event) -> None:
        if event.data.get("defence") != own or not victim.alive:
            return
        attacker = eng.find(event.actor) if event.actor else None
        fire(eng, victim, event, {"attacker": attacker,
                                  "attack location": _attack_location(eng, event, attacker)})

    on_defended.__name__ = _listener_name(fire)
    return on_defended


def _giver(eng: Engine, victim: Player, prevented: Event) -> Player | None:
    """R8: who gave the protection that stopped the attempt ``prevented`` records: the user of
    the ability (its event, the status's source) whose Protect (the ``protected`` status, the
    first of which stops an attack) or Shield (the first ``shielded`` status of the kind used,
    naming the kind of death) it was; None for any other defence."""
    from ..engine.effects import SHIELDED

    name = str(prevented.data.get("defence", ""))
    death = prevented.data.get("kind")
    if name == "protected":
        used = victim.all("protected")[:1]
    elif name.startswith("shield (") and name.endswith(")"):
        kind = name[len("shield ("):-1]
        used = [st for st in victim.all(SHIELDED)
                if st.data.get("kind") == kind and death in st.data.get("from", ())][:1]
    else:
        return None
    events = eng.state.events
    for st in used:
        user = events[st.source].actor if 0 <= st.source < len(events) else None
        if user:
            return eng.find(user)
    return None


def _on_protected(fire: _Firing, kinds: frozenset[str],
                  ) -> Callable[[Engine, Player, Event], None]:
    """A protection its holder gave (a Protect or a Shield of an ability of theirs, while they
    hold this role) stopped an attempt on someone's life, themselves or another (R8; WWRF's
    ``On Active Defense`` … of a defence the holder's role created), of the kinds of defence
    ``kinds`` names (none: any): aimed at the holder, the attacker, where the attack came from,
    the player it kept alive (``attacked``) or at random. The ``kill_prevented`` event is why."""

    def on_protected(eng: Engine, victim: Player, event: Event) -> None:
        if kinds and event.data.get("stage") not in kinds:
            return
        giver = _giver(eng, victim, event)
        if giver is None or not giver.alive or eng.role_of(giver).name != fire.role_name:
            return
        attacker = eng.find(event.actor) if event.actor else None
        fire(eng, giver, event, {"attacker": attacker, "attacked": victim,
                                 "attack location": _attack_location(eng, event, attacker)})

    on_protected.__name__ = _listener_name(fire)
    return on_protected


def _attack_location(eng: Engine, prevented: Event, attacker: Player | None,
                     ) -> list[Player]:
    """Where the attempt a defence stopped came from: the members of the group whose attack it
    was (the attempt's ``source``, a group the attacker is in), or the attacker alone."""
    attempt = eng.state.events[prevented.causes[0]] if prevented.causes else None
    source = attempt.data.get("source") if attempt is not None else None
    if attacker is not None and source:
        for group in eng.state.groups:
            if group.name == source and attacker.name in group.members:
                return [p for n in group.members if (p := eng.find(n)) is not None]
    return [attacker] if attacker is not None else []


def _on_lands(fire: _Firing, kinds: frozenset[str]) -> Callable[[Engine, Act, Player], None]:
    """An ability reaching a player (R15: after blocks and redirections, before its effect):
    ``visited``, the holder is the one reached (WWRF's ``On Visited``), aimed at the visitor;
    ``action``, the holder's own ability of this role reached someone (``On Action``), aimed at
    that player. ``kinds``: the ability types that fire it (none listed: any)."""

    def on_lands(eng: Engine, act: Act, target: Player) -> None:
        if kinds and act.ability.kind not in kinds:
            return
        if fire.moment == "visited":
            if not target.alive or not holds(eng, target, fire.role_name):
                return
            fire(eng, target, act.event, {"visitor": act.actor})
        elif (act.ability.rule == fire.rule and act.actor.alive
              and holds(eng, act.actor, fire.role_name)):
            fire(eng, act.actor, act.event, {"action target": target})

    on_lands.__name__ = _listener_name(fire)
    return on_lands


def _kinds(ctx: _Ctx, data: dict[str, Any], moment: str) -> frozenset[str] | None:
    from .load import _quote

    value = data.get("kinds")
    if value is None:
        return frozenset()
    if moment not in ("visited", "action", "protected"):
        ctx.tell(data, "roledata.kinds_moment", "kinds", moment=str(moment))
        return None
    # (protected: the kinds of defence, R8's order)
    known = DEFENCE_ORDER[:4] if moment == "protected" else ability_kinds()
    if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
        ctx.tell(data, "roledata.kinds_list", "kinds", values=", ".join(known))
        return None
    wrong = [v for v in value if v not in known]
    if wrong:
        ctx.tell(data, "roledata.not_a_kind", "kinds", name=_quote(wrong[0]),
                 values=", ".join(known))
        return None
    return frozenset(value)


# whose death fires a trigger on another's death, for one holder: (engine, holder, the dead)
Whose = Callable[["Engine", "Player", "Player"], bool]


def _held_dead(eng: Engine, holder: Player, victim: Player) -> bool:
    """Whether ``victim`` is ``holder``'s held target (WWRF's ``On @Target Death``: the target
    the holder set, under this role or under the one they held before a role change; cupid.4,
    demonic-cupid.2: the Cupid dies when her lover does)."""
    return effects.held_target(eng, holder, dead=True) is victim


def _whose(ctx: _Ctx, data: dict[str, Any], moment: str) -> Whose | None:
    """The ``of`` of a trigger on another's death: ``anyone`` (every player but the holder,
    the default), ``held`` (the holder's held target), or a map naming one group, role or team
    the dead player is in, held or on (when they die)."""
    from .load import _base_rules, _quote

    value = data.get("of")
    if value is not None and moment != "a death":
        ctx.tell(data, "roledata.of_moment", "of", moment=str(moment))
        return None
    if value is None or value == "anyone":
        return lambda eng, holder, victim: True
    if value == "held":
        return _held_dead
    if not isinstance(value, dict) or len(value) != 1:
        ctx.tell(data, "roledata.of_map", "of")
        return None
    (key, name), = value.items()
    if key not in WHOSE_KEYS or not isinstance(name, str) or not name or len(name) > 40:
        ctx.tell(value, "roledata.of_map", str(key))
        return None
    rules = _base_rules()
    if key == "team" and name not in rules.teams:
        ctx.tell(value, "roledata.no_such_team", key, team=_quote(name),
                 teams=", ".join(rules.teams))
        return None
    if key == "group":
        wanted = name.lower()
        return lambda eng, holder, victim: any(g.name == wanted and victim.name in g.members
                                               for g in eng.state.groups)
    if key == "role":
        return lambda eng, holder, victim: eng.role_of(victim).name.lower() == name.lower()
    return lambda eng, holder, victim: eng.team_of(victim) == name

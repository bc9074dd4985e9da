"""A role file's triggers at the moments of a phase: its start or its end, and ``watch``.

What ``role import`` makes of WWRF's passive triggers (``Passive Start Night``, ``Passive End
Day`` … and ``Passive``): a trigger that fires by itself, for each living holder of the role,

- ``night start``, ``day start``, ``phase start``: when a night, a day, or either begins (the
  engine's ``night_start``/``day_start`` steps, R2);
- ``night end``, ``day end``, ``phase end``: when one ends, after its end-of-phase actions and
  their deaths (the ``night_end_consequences``/``day_end_consequences`` steps, R2, R4);
- ``watch``: a standing condition, looked at whenever something significant changes (the game
  begins, a phase begins, a player dies, a role changes) and fired each time it holds; it must
  say its condition (``when``).

It is aimed at the holder (``self``), a living player drawn with the game's seed (``random``,
never the holder; R6) or nobody (``none``: an effect that tells the holder something). It may
be limited to phases (``from_phase``, ``in_phase``: 0 is Day 0, 1 Night 1 …), to a number of
firings a game (``per_game``), and to a condition on who is alive (``when: {alive: ROLE}`` or
``{none_alive: ROLE}``). Every firing is a ``trigger_fired`` event naming its moment, and
counts towards the custom roles' firings a phase (``load.MAX_FIRINGS``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import effects
from ..engine.core import Act, Engine
from ..engine.declarations import Effect
from ..engine.events import Event
from ..engine.rules import Ability
from .conditions import PHASE_SUBJECTS, env_of, read_steps

if TYPE_CHECKING:
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["CONDITIONS", "PHASE_KEYS", "PHASE_MOMENTS", "PHASE_TARGETS", "phase_trigger"]

# the moments of a phase a trigger may fire at, each with the engine's moments it listens to
# (R2: the steps of a phase; a phase's end is after its end-of-phase batch and its deaths, R4)
PHASE_MOMENTS: dict[str, tuple[str, ...]] = {
    "night start": ("night_start",),
    "day start": ("day_start",),
    "phase start": ("day_start", "night_start"),
    "night end": ("night_end_consequences",),
    "day end": ("day_end_consequences",),
    "phase end": ("day_end_consequences", "night_end_consequences"),
    # WWRF's Passive: "whenever a significant change occurs" is, in our engine, the game's
    # start, a phase's start, a death and a role change
    "watch": ("game_start", "day_start", "night_start", "death", "role_changed"),
}
# whom such a trigger reaches
PHASE_TARGETS = ("self", "random", "none")
# the conditions a trigger may wait for: a living holder of a role, or none
CONDITIONS = {"alive": "a living player holds this role",
              "none_alive": "no living player holds this role"}
# the keys only these triggers take
PHASE_KEYS = {
    "when": "a condition: {alive: ROLE} or {none_alive: ROLE} (a role of the book or this one; "
            "or a list of roles: any of them alive, none of them alive)",
    "from_phase": "the first phase it fires in (0 is Day 0, 1 Night 1 …)",
    "in_phase": "the one phase it fires in",
    "per_game": "how many times a game it fires for each holder",
}
MAX_CONDITION_ROLES = 4  # the roles one condition names
_KIND = {"night start": 1, "night end": 1, "day start": 0, "day end": 0}  # phase parity


def _condition(ctx: _Ctx, data: dict[str, Any], role_name: str,
               ) -> tuple[str, tuple[str, ...]] | bool | None:
    """The trigger's ``when`` as (key, roles), None when it has none, False when it is wrong."""
    from .load import _base_rules, _quote

    value = data.get("when")
    if value is None:
        return None
    if not isinstance(value, dict) or len(value) != 1:
        ctx.tell(data, "roledata.when_map", "when")
        return False
    (key, roles), = value.items()
    if key not in CONDITIONS:
        ctx.tell(value, "roledata.not_a_condition", key, name=_quote(key),
                 values=", ".join(CONDITIONS))
        return False
    names = roles if isinstance(roles, list) else [roles]
    if not 1 <= len(names) <= MAX_CONDITION_ROLES:
        ctx.tell(value, "roledata.condition_count", key, max=MAX_CONDITION_ROLES)
        return False
    out: list[str] = []
    for role in names:
        found = _base_rules().role(role) if isinstance(role, str) else None
        if isinstance(role, str) and role.lower() == role_name.lower():
            out.append(role_name)
        elif found is None:
            ctx.tell(value, "roledata.condition_role", key, role=_quote(role))
            return False
        else:
            out.append(found.name)
    return key, tuple(out)


def _phase_limit(ctx: _Ctx, data: dict[str, Any], key: str, moment: str) -> int | bool | None:
    from .load import _count

    if data.get(key) is None:
        return None
    got = _count(ctx, data, key, data.get(key), 0, 100)
    if got is None:
        return False
    parity = _KIND.get(moment)
    if key == "in_phase" and parity is not None and got % 2 != parity:
        ctx.tell(data, "roledata.phase_parity", key, which="night" if parity else "day",
                 edge=moment.split()[1], phase=got)
        return False
    return got


def phase_trigger(ctx: _Ctx, role_name: str, rule: str, data: dict[str, Any],
                  messages: dict[str, str], index: int,
                  holds: Callable[[Engine, Player], bool] | None = None,
                  ) -> list[tuple[str, Callable[..., Any]]] | None:
    """The listeners of a trigger at a phase's moment (its keys checked), or None with the
    problems said. Its holders are the living players of the role ``role_name``, or those
    ``holds`` picks (the carriers of an attribute: attributes.py)."""
    from .load import (
        MAX_FIRINGS,
        RESTRICTIONS,
        TellTargets,
        TriggerCount,
        _count,
        _guard,
        _message,
        _restrictions,
        _template,
    )

    moment = data["moment"]
    whom = data.get("targets")
    if not isinstance(whom, str) or whom not in PHASE_TARGETS:
        ctx.tell(data, "roledata.trigger_targets", "targets" if "targets" in data else None,
                 moment=str(moment), values=", ".join(PHASE_TARGETS))
        return None
    restrictions = _restrictions(ctx, data, data.get("restrictions"))
    assert set(restrictions) <= set(RESTRICTIONS)
    when = _condition(ctx, data, role_name)
    first = _phase_limit(ctx, data, "from_phase", moment)
    only = _phase_limit(ctx, data, "in_phase", moment)
    per_game = _count(ctx, data, "per_game", data.get("per_game"), 1, 100)
    does, cond, right = read_steps(ctx, data, messages, PHASE_SUBJECTS)
    told = _template(ctx, data, "target_told", data.get("target_told"))
    if told:
        does.append(TellTargets(tell=_message(messages, told)))
    ok = when is not False and first is not False and only is not False and right
    if moment == "watch" and when is None and cond is None:
        # a watched condition is the point of a watch: without one it would fire at
        # every change of the game
        ctx.tell(data, "roledata.watch_condition", "moment")
        ok = False
    if (data.get("per_game") is not None) and per_game is None:
        ok = False
    main = effects.main_effect(tuple(does)) if does else None
    if (moment == "watch" and whom == "random" and main is not None
            and Effect.DEATH in (main.marks or ()) and "other role" not in restrictions):
        # a watch looks again at each death: one that can kill another holder fires itself
        ctx.tell(data, "roledata.watch_self_firing", "moment", role=role_name)
        ok = False
    # a role change (Become) names a role of the book, as the loader checks for every
    # effect that names a role: a watch can never make its holder their own role again
    if not does or not ok:
        return None
    condition = when if isinstance(when, tuple) else None
    start = first if isinstance(first, int) and not isinstance(first, bool) else 0
    exact = only if isinstance(only, int) and not isinstance(only, bool) else None
    ability = _guard(Ability(verb=f"{moment} trigger", when="any", timing="immediate",
                             does=does[0] if len(does) == 1 else tuple(does), rule=rule,
                             visits=False))
    key = f"{role_name}/{index}"

    def fire(eng: Engine, causes: list[int]) -> None:
        phase = eng.state.phase
        if phase < start or (exact is not None and phase != exact):
            return
        if condition is not None:
            word, wanted = condition
            alive = any(p.alive and eng.role_of(p).name in wanted for p in eng.state.players)
            if alive != (word == "alive"):
                return
        count = eng.ext(TriggerCount)
        for holder in list(eng.state.players):
            if not holder.alive or not (holds(eng, holder) if holds is not None
                                        else eng.role_of(holder).name == role_name):
                continue
            mine = f"{key}/{holder.name}"
            if per_game is not None and count.uses.get(mine, 0) >= per_game:
                continue
            if count.phase != phase:
                count.phase, count.fired = phase, 0
            count.fired += 1
            if count.fired > MAX_FIRINGS:
                if count.fired == MAX_FIRINGS + 1:
                    # past the limit the chain stops, with an event the host sees
                    eng.emit("triggers_stopped", causes=causes, rule=rule,
                             data={"limit": MAX_FIRINGS})
                return
            targets = _aim(eng, holder, whom, restrictions, role_name, causes)
            if targets is None:
                continue
            if cond is not None and not cond.holds(
                    eng, env_of(eng, holder, targets[0] if targets else None)):
                continue
            count.uses[mine] = count.uses.get(mine, 0) + 1
            fired = eng.emit("trigger_fired", actor=holder.name,
                             targets=[t.name for t in targets], causes=causes, rule=rule,
                             data={"on": moment})
            ability.resolve(eng, Act(holder, ability, targets, fired, role_name))

    def at_step(eng: Engine) -> None:
        fire(eng, [])

    def at_change(eng: Engine, player: Player, event: Event) -> None:
        fire(eng, [event.id])

    tag = hashlib.sha256(f"{role_name}/{index}".encode()).hexdigest()[:12]
    out: list[tuple[str, Callable[..., Any]]] = []
    for step in PHASE_MOMENTS[moment]:
        base = at_change if step in ("death", "role_changed") else at_step
        # one function a moment (the resolution order and the installer know a listener by
        # its function)
        fn = _named(base, f"moment_{tag}_{step}")
        out.append((step, fn))
    return out


def _named(fn: Callable[..., Any], name: str) -> Callable[..., Any]:
    if fn.__code__.co_argcount == 1:
        def step_fn(eng: Engine) -> None:
            fn(eng)
        step_fn.__name__ = name
        return step_fn

    def change_fn(eng: Engine, player: Player, event: Event) -> None:
        fn(eng, player, event)
    change_fn.__name__ = name
    return change_fn


def _aim(eng: Engine, holder: Player, whom: str, restrictions: tuple[str, ...], role_name: str,
         causes: list[int]) -> list[Player] | None:
    """The trigger's targets for ``holder`` (None: nobody it may reach, so it does not fire)."""
    if whom == "none":
        return []
    if whom == "self":
        return [holder]
    living = [p.name for p in eng.state.players if p.alive and p is not holder]
    if "other role" in restrictions:
        living = [n for n in living if eng.role_of(eng.player(n)).name != role_name]
    if not living:
        return None
    # R6: a draw from the game's seed, written to the log
    pick = eng.draw(f"{role_name} trigger", living, causes=causes)
    return [eng.player(pick)]

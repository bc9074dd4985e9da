"""Extra roles with abilities and triggers of their own (a part of the loader, split off).

lover.10 / RM460: an extra role is held beside the role its holder was dealt, as a status they
carry (``load.extra_status``). A role file's extra role may carry ``abilities`` and
``triggers`` as a dealt role's file does (WWRF's Extra pages: the Fletcher's Customer's
targeting and its shot on death). Its abilities are the game's common abilities, each
available only to a player carrying the extra role's status (as the book's Fletcher's
Customer aims): a player who is handed it has them beside their own role's, and
loses them when it is taken back. Its triggers fire for the players carrying it
(:func:`holds`, which every trigger of a role file asks of its holder).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import lru_cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.rules import Ability
    from ..engine.state import Player
    from .load import _Ctx

@lru_cache(maxsize=64)
def _status(role_name: str) -> str:
    from .load import extra_status

    return extra_status(role_name)


def holds(eng: Engine, player: Player, role_name: str) -> bool:
    """Whether ``player`` holds the role file's role ``role_name`` now: dealt it (their role),
    or carrying it as an extra role (lover.10: its status, beside their own role)."""
    if eng.role_of(player).name == role_name:
        return True
    if not player.statuses:
        return False
    status = _status(role_name)
    return any(s.name == status for s in player.statuses)


def held_by(role_name: str) -> Callable[[Engine, Player], bool]:
    """lover.10: the availability test of an extra role's ability: its player carries the
    extra role's status (whatever role they were dealt)."""
    status = _status(role_name)

    def carries(eng: Engine, player: Player) -> bool:
        return any(s.name == status for s in player.statuses)

    return carries


def common(role_name: str, abilities: tuple[Ability, ...]) -> tuple[Ability, ...]:
    """The extra role's abilities as common abilities of the game, each available to a player
    carrying it (and, when the ability has a test of its own, passing it too)."""
    carries = held_by(role_name)
    out: list[Ability] = []
    for ab in abilities:
        own = ab.available
        if own is None:
            test: Callable[[Engine, Player], bool] = carries
            only_player = True
        else:
            def test(eng: Engine, player: Player, own: Any = own) -> bool:
                return carries(eng, player) and bool(own(eng, player))
            only_player = ab.available_reads_player_only
        out.append(replace(ab, available=test, available_reads_player_only=only_player))
    return tuple(out)


def kit(ctx: _Ctx, name: str, rule: str, data: dict[str, Any], messages: dict[str, str],
        taken: dict[str, str]) -> tuple[tuple[Ability, ...], list[tuple[str, Callable[..., Any]]]]:
    """The abilities and the triggers' listeners of an extra role's file (read as a dealt
    role's, their problems said the same way)."""
    from .load import (
        MAX_ABILITIES,
        TRIGGER_KEYS,
        _ability,
        _known_keys,
        _needs_held_target,
        _trigger,
    )
    from .phase_triggers import PHASE_MOMENTS, phase_trigger

    abilities: list[Ability] = []
    raw = data.get("abilities") or []
    if not isinstance(raw, list):
        ctx.tell(data, "roledata.abilities_list", "abilities")
        raw = []
    if len(raw) > MAX_ABILITIES:
        ctx.tell(raw, "roledata.too_many_abilities", max=MAX_ABILITIES, count=len(raw))
        raw = []
    verbs = dict(taken)
    for i, item in enumerate(raw):
        if not isinstance(item, dict):
            ctx.tell(raw, "roledata.ability_map", str(i))
            continue
        ab = _ability(ctx, name, rule, item, messages, verbs)
        if ab is not None:
            abilities.append(ab)
            verbs[ab.verb] = f"another ability of {name or 'this role'}"
    listeners: list[tuple[str, Callable[..., Any]]] = []
    trig = data.get("triggers") or []
    if not isinstance(trig, list):
        ctx.tell(data, "roledata.triggers_list", "triggers")
        trig = []
    if len(trig) > MAX_ABILITIES:
        ctx.tell(trig, "roledata.too_many_triggers", max=MAX_ABILITIES, count=len(trig))
        trig = []
    for i, item in enumerate(trig):
        if not isinstance(item, dict):
            ctx.tell(trig, "roledata.trigger_map", str(i))
            continue
        if isinstance(item.get("moment"), str) and item["moment"] in PHASE_MOMENTS:
            _known_keys(ctx, item, TRIGGER_KEYS, "a trigger")
            listeners.extend(phase_trigger(ctx, name, rule, item, messages, i) or ())
            continue
        got = _trigger(ctx, name, rule, item, messages)
        if got is not None:
            listeners.append(got)
    _needs_held_target(ctx, trig, abilities)
    return tuple(abilities), listeners

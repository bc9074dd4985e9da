"""A role file's state set when the role is dealt: its counters and a held target.

- ``counters: {knives: 3}``: counters its holder starts with, by name (at most 4; a name of
  lower-case words, a value from 0 to 999), shown to the holder by that name as every counter
  is (the player's view), each set with a ``counter_changed`` event. The effect ``AddCounter``
  changes one later; a condition's ``counter`` reads one (WWRF's ``Starting: Set Counter to N``
  and ``Display `Name` (Counter)``).
- ``start_target: {among: players}`` or ``{role: ROLE}``: the holder starts with a held target
  (the target ``SetTarget`` keeps, which a trigger aimed at ``target`` and a condition on
  ``held`` read): any other player, or a player dealt that role (a role of the book or a role
  file of the game; none when nobody holds it), drawn with the game's seed (R6) once every
  role is dealt. WWRF's ``Starting: Target %Player%`` (host information: a player the host
  picks, which our setups do not carry, so the seed picks for the host) and ``Starting: Target
  @(Role:R,SelectAll:False)``. The holder is not told whom (town-crier.2: it is theirs to
  learn when the role says so).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.effects import HELD_TARGET

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["COUNTERS_TEXT", "START_TARGET_TEXT", "counters_schema", "counters_setup",
           "start_target_schema", "start_target_setup"]

COUNTERS_TEXT = "counters its holder starts with, by name: {knives: 3}"
START_TARGET_TEXT = ("a held target drawn when the role is dealt: {among: players} or "
                     "{role: ROLE}")
MAX_COUNTERS = 4
MAX_COUNT = 999
COUNTER_NAME = re.compile(r"^[a-z][a-z ]{0,23}$")


def counters_setup(ctx: _Ctx, data: dict[str, Any], rule: str,
                   ) -> Callable[[Engine, Player], None] | None:
    """The file's ``counters`` as what is done when the role is dealt (None when it has none
    or a wrong one, each problem reported)."""
    value = data.get("counters")
    if value is None:
        return None
    if not isinstance(value, dict) or not value or len(value) > MAX_COUNTERS:
        ctx.tell(data, "roledata.counters_map", "counters", max=MAX_COUNTERS)
        return None
    start: dict[str, int] = {}
    for name, n in value.items():
        if not isinstance(name, str) or not COUNTER_NAME.match(name):
            ctx.tell(value, "roledata.counters_name", name=str(name))
            return None
        if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= MAX_COUNT:
            ctx.tell(value, "roledata.counter_value", name, name=name, max=MAX_COUNT)
            return None
        start[name] = n

    def set_counters(eng: Engine, player: Player) -> None:
        # the role's counters from the deal (assassin.1's knives), each an event
        for name, n in start.items():
            player.counters[name] = n
            eng.emit("counter_changed", targets=[player.name], rule=rule,
                     data={"counter": name, "value": n})

    return set_counters


def start_target_setup(ctx: _Ctx, data: dict[str, Any],
                       ) -> Callable[[Engine, Player], None] | None:
    """The file's ``start_target`` as what is done when the role is dealt (None when it has
    none or a wrong one, its problem reported)."""
    value = data.get("start_target")
    if value is None:
        return None
    if not isinstance(value, dict) or len(value) != 1 or not (
            value.get("among") == "players" or isinstance(value.get("role"), str)):
        ctx.tell(data, "roledata.start_target_map", "start_target")
        return None
    role = value.get("role")
    if isinstance(role, str) and not 0 < len(role) <= 40:
        ctx.tell(data, "roledata.start_target_map", "start_target")
        return None

    def draw_target(eng: Engine, player: Player) -> None:
        # town-crier.1 / R6: the held target is drawn with the game's seed among the others
        # (those dealt the role named, when the file names one)
        options = [p.name for p in eng.state.players if p.name != player.name
                   and (role is None or eng.role_of(p).name.lower() == role.lower())]
        if not options:
            return
        chosen = eng.draw(f"{player.name}'s target", options)
        player.memory[HELD_TARGET] = chosen

    return draw_target


def counters_schema() -> dict[str, Any]:
    """The JSON Schema of the key ``counters``."""
    return {"type": "object", "minProperties": 1, "maxProperties": MAX_COUNTERS,
            "propertyNames": {"pattern": COUNTER_NAME.pattern},
            "additionalProperties": {"type": "integer", "minimum": 0, "maximum": MAX_COUNT}}


def start_target_schema() -> dict[str, Any]:
    """The JSON Schema of the key ``start_target``."""
    return {"oneOf": [
        {"type": "object", "additionalProperties": False, "required": ["among"],
         "properties": {"among": {"enum": ["players"]}}},
        {"type": "object", "additionalProperties": False, "required": ["role"],
         "properties": {"role": {"type": "string", "minLength": 1, "maxLength": 40}}},
    ]}

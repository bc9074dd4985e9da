"""A role file's standing redirection held from the start (the key ``redirect``): an ability
used on its holder lands on the holder's held target instead (the engine's one redirection
machinery, R16: a redirector asked whenever an ability that redirections affect reaches a
player), for the users and the kinds of ability it names, a number of times a game or for good,
and its holder is told each time (WWRF's ``Starting: Redirect `non-killing abilities` from
@(Attr:Wolfish) to @Target (~UntilUse)`` with its ``On Redirect: Learn `...```).

Nothing is moved while the holder holds no living target, onto the user themself, or onto the
holder (R16: never onto a dead player).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine import effects
from ..engine.core import Engine
from ..engine.rules import Ability

if TYPE_CHECKING:
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["REDIRECT_KEYS", "redirect", "schema"]

REDIRECT_KEYS = {
    "from": "anyone, or wolfish: whose abilities it moves (anyone)",
    "abilities": "all, or non-killing: which abilities it moves (all)",
    "uses": "how many abilities it moves in the game (none: every one)",
    "tell": "what its holder is told when it moves one",
}
REDIRECT_FROM = ("anyone", "wolfish")
REDIRECT_ABILITIES = ("all", "non-killing")
# the ability types that kill (R8): an attack, a kill
KILLING_KINDS = frozenset({"attack", "kill"})
MAX_USES = 16
# the counter of a holder's moves made, by the role's name (kept on the player)
_USED = "redirect uses: "

Redirector = Callable[[Engine, "Player", Ability, "Player"], "Player | None"]


def redirect(ctx: _Ctx, role_name: str, rule: str, data: dict[str, Any],
             messages: dict[str, str]) -> Redirector | None:
    """The file's ``redirect`` as the engine's redirector; None when it has none or a wrong one
    (each problem reported)."""
    from .defences import _wolfish
    from .load import _count, _known_keys, _message, _template

    value = data.get("redirect")
    if value is None:
        return None
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.redirect_map", "redirect")
        return None
    _known_keys(ctx, value, REDIRECT_KEYS, "'redirect'")
    by = value.get("from", "anyone")
    if by not in REDIRECT_FROM:
        ctx.tell(value, "roledata.one_of", "from", name="'from'", values=", ".join(REDIRECT_FROM))
        return None
    which = value.get("abilities", "all")
    if which not in REDIRECT_ABILITIES:
        ctx.tell(value, "roledata.one_of", "abilities", name="'abilities'",
                 values=", ".join(REDIRECT_ABILITIES))
        return None
    uses = _count(ctx, value, "uses", value.get("uses"), 1, MAX_USES)
    if value.get("uses") is not None and uses is None:
        return None
    told = _template(ctx, value, "tell", value.get("tell"))
    tell = _message(messages, told) if told else ""
    used_key = _USED + role_name

    def moved(eng: Engine, actor: Player, ability: Ability, target: Player) -> Player | None:
        # R16: an ability reaching the holder lands on their held target instead
        if not target.alive or actor is target or eng.role_of(target).name != role_name:
            return None
        if which == "non-killing" and ability.kind in KILLING_KINDS:
            return None  # (the guide's non-killing abilities: an attack or a kill stays)
        if by == "wolfish" and not _wolfish(eng, actor.name):
            return None  # (the guide's @(Attr:Wolfish) users only)
        done = target.counters.get(used_key, 0)
        if uses is not None and done >= uses:
            return None
        onto = effects.held_target(eng, target)
        if onto is None or onto is target or onto is actor or not onto.alive:
            return None  # (kept for the next one)
        target.counters[used_key] = done + 1
        if tell:
            eng.tell(target, tell, rule=rule, player=target.name)
        return onto

    moved.__name__ = f"redirect_{role_name.lower().replace(' ', '_')}"
    return moved


def schema() -> dict[str, Any]:
    """The JSON Schema of the key ``redirect``."""
    return {
        "type": "object", "additionalProperties": False,
        "properties": {
            "from": {"enum": list(REDIRECT_FROM), "default": "anyone",
                     "description": REDIRECT_KEYS["from"]},
            "abilities": {"enum": list(REDIRECT_ABILITIES), "default": "all",
                          "description": REDIRECT_KEYS["abilities"]},
            "uses": {"type": "integer", "minimum": 1, "maximum": MAX_USES},
            "tell": {"type": "string", "description": REDIRECT_KEYS["tell"]},
        },
    }

"""A role file's defence held from the start (the key ``defence``): a protection of its holder
that no ability gives and no phase ends (WWRF's ``Starting: Protect @Self from `Attacks` through
Passive Defense during Night (~UntilUse)``): it stops the deaths of the kinds it names, in the
phases it names, a number of times a game or for good, and tells its holder each time.

It is one of the engine's defences (R8), of the kind the file says (tried in R8's order of the
kinds, after the book's defences of that kind), owned by the custom roles' family.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from ..engine.core import Engine
from ..engine.effects import DEFENCE_LOST, Looks
from ..engine.phases import phase_kind

if TYPE_CHECKING:
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["DEFENCE_FROM", "DEFENCE_KEYS", "DEFENCE_KINDS", "defence"]

# what a file's defence may stop: the engine's kinds of death (R8) it names
DEFENCE_FROM = {"attacks": ("attack",), "lynches": ("lynch",), "kills": ("kill",)}
# the kinds of defence a file's may be (R8's order: an absence before active before passive
# before partial, and recruitment last: WWRF's Recruitment Defense, tried after every other;
# an absence is away at no player's house, so no attack on a house finds its holder there)
DEFENCE_KINDS = ("absence", "active", "passive", "partial", "recruitment")
DEFENCE_KEYS = {
    "from": "what it stops: attacks, lynches or kills (one, or a list)",
    "kind": "absence, active, passive, partial or recruitment: where R8 tries it among the "
            "defences (passive)",
    "at": "night, day or any: the phases it holds in (any)",
    "uses": "how many deaths it stops in the game (none: every one)",
    "tell": "what its holder is told when it stops one",
    "by": "anyone, or wolfish: whose attempts it stops (anyone)",
}
# whose attempts a file's defence may stop: anyone's, or only a wolfish attacker's (the guide's
# attribute Wolfish: a lycan role, the wolves' team now, or a role in the wolfpack, as
# translate.WOLFISH_CASES reads it)
WOLFISH = (Looks(lycan=True), Looks(side="wolves"), Looks(group="wolfpack"))
DEFENCE_BY = ("anyone", "wolfish")
MAX_USES = 16
# the counter of a holder's uses left, by the role's name (kept on the player, as the book's
# one-time escapes keep theirs)
_LEFT = "defence uses: "

Defence = Callable[[Engine, "Player", str, "str | None"], "str | None"]


def defence(ctx: _Ctx, role_name: str, rule: str, data: dict[str, Any],
            messages: dict[str, str],
            holds: Callable[[Engine, Player], bool] | None = None,
            ) -> tuple[str, str, Defence] | None:
    """The file's ``defence`` as (kind, name, the engine's defence); None when it has none or
    a wrong one (each problem reported). Its holders are the players of the role
    ``role_name``, or those ``holds`` picks (an attribute's carriers: attributes.py)."""
    from .load import _count, _known_keys, _message, _template

    value = data.get("defence")
    if value is None:
        return None
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.defence_map", "defence")
        return None
    _known_keys(ctx, value, DEFENCE_KEYS, "'defence'")
    stops = value.get("from")
    names = stops if isinstance(stops, list) else [stops]
    if stops is None or not names or not all(isinstance(n, str) and n in DEFENCE_FROM
                                             for n in names):
        ctx.tell(value, "roledata.defence_from", "from", values=", ".join(DEFENCE_FROM))
        return None
    kinds = frozenset(k for n in names if isinstance(n, str) for k in DEFENCE_FROM[n])
    kind = value.get("kind", "passive")
    if kind not in DEFENCE_KINDS:
        ctx.tell(value, "roledata.one_of", "kind", name="'kind'", values=", ".join(DEFENCE_KINDS))
        return None
    at = value.get("at", "any")
    if at not in ("night", "day", "any"):
        ctx.tell(value, "roledata.one_of", "at", name="'at'", values="night, day, any")
        return None
    uses = _count(ctx, value, "uses", value.get("uses"), 1, MAX_USES)
    if value.get("uses") is not None and uses is None:
        return None
    by = value.get("by", "anyone")
    if by not in DEFENCE_BY:
        ctx.tell(value, "roledata.one_of", "by", name="'by'", values=", ".join(DEFENCE_BY))
        return None
    told = _template(ctx, value, "tell", value.get("tell"))
    tell = _message(messages, told) if told else ""
    left_key = _LEFT + role_name

    def held(eng: Engine, victim: Player, death: str, attacker: str | None) -> str | None:
        # R8: a defence of its holder's role stops a death of the kinds it names, in the phases
        # it names, while it has uses left
        if death not in kinds or not (holds(eng, victim) if holds is not None
                                      else eng.role_of(victim).name == role_name):
            return None
        if victim.counters.get(DEFENCE_LOST + role_name):
            return None  # R8: its holder lost it for good (the effect LoseDefence)
        if at != "any" and phase_kind(eng.state.phase) != at:
            return None
        if by == "wolfish" and not _wolfish(eng, attacker):
            # R8 / the guide's `Protect … by @(Attr:Wolfish)`: only a wolfish attacker's
            # attempt meets this defence (one by nobody, or by anyone else, goes past it)
            return None
        if uses is not None:
            left = victim.counters.get(left_key, uses)
            if left <= 0:
                return None
            victim.counters[left_key] = left - 1
        if tell:
            causes = [ev.id for ev in reversed(eng.state.events)
                      if ev.kind == "kill_attempt" and ev.targets == [victim.name]][:1]
            eng.tell(victim, tell, rule=rule, causes=causes)
        return f"the {role_name}'s defence"

    return kind, defence_name(role_name), held


def _wolfish(eng: Engine, name: str | None) -> bool:
    """Whether the player named (an attempt's attacker) is wolfish as they truly are now."""
    found = eng.find(name) if name else None
    return found is not None and any(case.holds_for(eng, found) for case in WOLFISH)


def defence_name(role_name: str) -> str:
    """The name of a role file's defence, as the ``kill_prevented`` event records it (R8)."""
    return f"{role_name} defence"


def schema() -> dict[str, Any]:
    """The JSON Schema of the key ``defence``."""
    stops = {"enum": list(DEFENCE_FROM)}
    return {
        "type": "object", "additionalProperties": False, "required": ["from"],
        "properties": {
            "from": {"oneOf": [stops, {"type": "array", "items": stops, "minItems": 1}],
                     "description": DEFENCE_KEYS["from"]},
            "kind": {"enum": list(DEFENCE_KINDS), "default": "passive"},
            "at": {"enum": ["night", "day", "any"], "default": "any"},
            "uses": {"type": "integer", "minimum": 1, "maximum": MAX_USES},
            "tell": {"type": "string", "description": DEFENCE_KEYS["tell"]},
            "by": {"enum": list(DEFENCE_BY), "default": "anyone",
                   "description": DEFENCE_KEYS["by"]},
        },
    }

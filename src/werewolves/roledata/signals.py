"""Named signals in role files: the effect ``Emit: {signal: NAME}`` (engine/effects.py) raises a
signal for its user, and a trigger of the same role file ``{moment: signal, signal: NAME}``
fires for that user when it is raised (WWRF's ``Emit `Value``` and ``On `Value` Emitted``, the
guides' Emitting). A signal is a role file's own word: another role's trigger of the same name
does not hear it, and no player is told it.

The trigger's targets are its holder (``self``) or a seeded draw among the living
(``random``). Its effect is carried out as every trigger's (``event_triggers._Firing``), after a
``trigger_fired`` event caused by the ``signal_emitted`` event, and counts towards the firings
a phase. A trigger whose effect raises its own signal would fire itself again: ``role check``
says so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import wwrf

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.effects import Does
    from ..engine.events import Event
    from ..engine.state import Player
    from .event_triggers import _Firing
    from .load import _Ctx

SIGNAL = "signal"
TARGETS = ("self", "random")
KEY_TEXT = "the name of the signal it listens for (signal): an Emit of this role file raises it"
NAME_MAX = 40


def signal_name(ctx: _Ctx, data: dict[str, Any], moment: str) -> str | None:
    """A trigger's ``signal``: required on a ``signal`` trigger, refused on any other (its
    problems said; None then)."""
    value = data.get(SIGNAL)
    if moment != SIGNAL:
        if value is not None:
            ctx.tell(data, "roledata.signal_moment", SIGNAL, moment=moment)
            return None
        return ""
    if not isinstance(value, str) or not value.strip() or len(value) > NAME_MAX:
        ctx.tell(data, "roledata.signal_name", SIGNAL if SIGNAL in data else None, max=NAME_MAX)
        return None
    return value


def fires_itself(does: list[Does], name: str) -> bool:
    """Whether a trigger on the signal ``name`` raises it again."""
    return any(getattr(d, "signal", None) == name for d in does)


def on_signal(fire: _Firing, name: str) -> Callable[[Engine, Player, str, Event], None]:
    """The listener at the engine's ``signal`` moment: the signal ``name`` raised by a holder
    of this role fires the trigger for them."""
    from .event_triggers import _listener_name

    def heard(eng: Engine, player: Player, signal: str, event: Event) -> None:
        # the guides' Emitting: an On `Value` Emitted trigger of the emitter's role fires
        if signal != name or eng.role_of(player).name != fire.role_name:
            return
        fire(eng, player, event, {})

    heard.__name__ = _listener_name(fire)
    return heard


# ---------------------------------------------------------------------------- the import

def emit_effect(ab: wwrf.Ability) -> dict[str, Any] | None:
    """``Emit `Value``` (for its user: no ``for`` target, or ``for @Self``) as our effect
    ``Emit``; None for any other line (the caller says why it has no translation)."""
    if not isinstance(ab, wwrf.Emitting) or ab.subtype != "Emit":
        return None
    target = ab.target
    if target is not None and not (
            isinstance(target, wwrf.Ref) and target.base == wwrf.Selector("@", "Self")
            and not target.props):
        return None
    value = ab.value
    if not (isinstance(value, wwrf.Ref) and isinstance(value.base, wwrf.Literal)
            and not value.props):
        return None
    name = value.base.text
    if not name.strip() or len(name) > NAME_MAX:
        return None
    return {"Emit": {SIGNAL: name}}


def emitted_name(trigger: wwrf.Trigger) -> str | None:
    """The value an ``On `Value` Emitted`` trigger listens for (None: not a plain value)."""
    v = trigger.subject
    if isinstance(v, wwrf.Ref) and isinstance(v.base, wwrf.Literal) and not v.props:
        return v.base.text
    return None

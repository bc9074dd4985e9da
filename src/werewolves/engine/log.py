"""The event log: every change is an event with its causes, its audience and the rule behind it."""

from __future__ import annotations

from typing import Any

from .base import EngineBase
from .events import NONE, Audience, Event
from .messages import render
from .state import Player

# an Event made from its 13 fields in order, without the named tuple's keyword parsing
_new_event = tuple.__new__


class EventLog(EngineBase):
    """The event log: every change is an event with its causes, audience and rule."""

    def emit(
        self,
        kind: str,
        *,
        actor: str | None = None,
        targets: list[str] | None = None,
        causes: list[int] | None = None,
        audience: Audience = "host",
        to: list[str] | None = None,
        rule: str | None = None,
        msg: str | None = None,
        params: dict[str, Any] | None = None,
        data: dict[str, Any] | None = None,
    ) -> Event:
        st = self.state
        events = st.events
        # positional, every list and mapping a fresh copy (events are final once written)
        ev = _new_event(
            Event,
            (
                len(events),
                st.phase,
                st.step,
                kind,
                actor,
                list(targets) if targets else NONE,
                list(causes) if causes else NONE,
                audience,
                list(to) if to else NONE,
                rule,
                msg,
                dict(params) if params else {},
                dict(data) if data else {},
            ),
        )
        events.append(ev)
        return ev

    def _emit_action(
        self,
        kind: str,
        actor: str,
        targets: list[str],
        audience: Audience,
        to: list[str],
        rule: str,
        msg: str | None,
        params: dict[str, Any],
        data: dict[str, Any],
    ) -> Event:
        """:meth:`emit` for the engine's own accepting events, positionally (a game makes one per
        accepted action); the same event. ``targets``, ``to`` and ``data`` are the caller's own
        fresh ones, kept as they are (final from now on, like the event: ``targets`` may be the
        list the parameters or a pending choice hold too); ``params`` is copied, as :meth:`emit`
        copies it."""
        st = self.state
        events = st.events
        ev = _new_event(
            Event,
            (
                len(events),
                st.phase,
                st.step,
                kind,
                actor,
                targets or NONE,
                NONE,
                audience,
                to or NONE,
                rule,
                msg,
                dict(params),
                data,
            ),
        )
        events.append(ev)
        return ev

    def tell(
        self,
        who: Player | str,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        kind: str = "told",
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """A private message to one player."""
        name = who if isinstance(who, str) else who.name
        # as ``emit(kind, audience="players", to=[name], …)``, made here (``params`` is this
        # call's own fresh mapping)
        st = self.state
        events = st.events
        ev = _new_event(
            Event,
            (
                len(events),
                st.phase,
                st.step,
                kind,
                None,
                NONE,
                list(causes) if causes else NONE,
                "players",
                [name],
                rule,
                msg,
                params,
                dict(data) if data else {},
            ),
        )
        events.append(ev)
        return ev

    def tell_group(
        self,
        group: str,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        **params: Any,
    ) -> Event | None:
        g = self.group(group)
        if g is None or not g.members:
            return None
        return self.emit(
            "group_told",
            audience="players",
            to=list(g.members),
            msg=msg,
            params={"group": group, **params},
            rule=rule,
            causes=causes,
        )

    def announce(
        self,
        msg: str,
        /,
        *,
        rule: str | None = None,
        causes: list[int] | None = None,
        kind: str = "announced",
        actor: str | None = None,
        targets: list[str] | None = None,
        data: dict[str, Any] | None = None,
        **params: Any,
    ) -> Event:
        """A public announcement (events are final once written: everything goes in here)."""
        # as ``emit(kind, audience="public", …)``, made here (``params`` is this call's own)
        st = self.state
        events = st.events
        ev = _new_event(
            Event,
            (
                len(events),
                st.phase,
                st.step,
                kind,
                actor,
                list(targets) if targets else NONE,
                list(causes) if causes else NONE,
                "public",
                NONE,
                rule,
                msg,
                params,
                dict(data) if data else {},
            ),
        )
        events.append(ev)
        return ev

    def text(self, ev: Event) -> str:
        return render(ev.msg, ev.params) if ev.msg else ev.kind

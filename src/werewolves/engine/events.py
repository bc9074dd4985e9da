"""The event log: every state change is an event with its causes, audience and rule.

Audiences:

- ``public``: everyone sees it (announcements, votes).
- ``players``: only the players named in ``to`` (private messages, group messages).
- ``dead``: every dead player (and the host) — e.g. the full role list (R33).
- ``host``: the host only (random draws, hidden mechanics such as a failed blocked action).
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

Audience = Literal["public", "players", "dead", "host"]


# the empty list every event without targets, causes or audience list holds: one shared list,
# never to be changed (events are final), so a long log does not keep thousands of empty lists
# for the garbage collector to walk
NONE: list[Any] = []


class Event(NamedTuple):
    """One entry of the log. Final once written: an event is an immutable record (a named
    tuple: cheap to make, since a game makes thousands), and the engine never changes the lists
    and mappings it holds. Give fresh lists and mappings when making one (``Engine.emit`` does,
    copying non-empty ones); an empty list is the shared :data:`NONE`, like the defaults here:
    never to be changed."""

    id: int
    phase: int
    step: str
    kind: str
    actor: str | None = None
    targets: list[str] = NONE
    causes: list[int] = NONE
    audience: Audience = "host"
    to: list[str] = NONE
    rule: str | None = None
    msg: str | None = None  # message id in the catalogue, when people read this event
    params: dict[str, Any] = {}  # noqa: RUF012
    data: dict[str, Any] = {}  # noqa: RUF012

    def visible_to(self, player: str, *, dead: bool) -> bool:
        """Whether ``player`` is entitled to see this event (alive or ``dead`` right now)."""
        if self.audience == "public":
            return True
        if self.audience == "players":
            return player in self.to
        if self.audience == "dead":
            return dead
        return False

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "phase": self.phase,
            "step": self.step,
            "kind": self.kind,
            "actor": self.actor,
            "targets": list(self.targets),
            "causes": list(self.causes),
            "audience": self.audience,
            "to": list(self.to),
            "rule": self.rule,
            "msg": self.msg,
            "params": dict(self.params),
            "data": dict(self.data),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Event:
        return cls(
            id=d["id"],
            phase=d["phase"],
            step=d["step"],
            kind=d["kind"],
            actor=d["actor"],
            targets=list(d["targets"]),
            causes=list(d["causes"]),
            audience=d["audience"],
            to=list(d["to"]),
            rule=d["rule"],
            msg=d["msg"],
            params=dict(d["params"]),
            data=dict(d["data"]),
        )

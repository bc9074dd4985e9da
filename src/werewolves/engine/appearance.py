"""What an investigation sees: one function over named layers (true role → disguises).

A disguise is a status named ``disguise`` whose data holds the role shown and its strength
(``weak`` or ``strong``). An investigation reads a set of strengths; it sees the most recently
applied disguise among those it reads, otherwise the true role.
"""

from __future__ import annotations

from collections.abc import Iterable

from .state import Player

BOTH = frozenset({"weak", "strong"})
STRONG = frozenset({"strong"})
WEAK = frozenset({"weak"})
NONE: frozenset[str] = frozenset()


def appearance(player: Player, reads: frozenset[str]) -> tuple[str, str]:
    """The role ``player`` appears to have, and the layer that answered.

    The layer is ``role`` for the true role or ``disguise:<strength>:<event id>`` for a disguise,
    so an explanation can say why an investigator saw what it saw.
    """
    shown = [
        s
        for s in player.statuses
        if s.name == "disguise" and s.data.get("strength") in reads and s.data.get("role")
    ]
    if not shown:
        return player.role, "role"
    latest = max(shown, key=lambda s: s.source)
    return str(latest.data["role"]), f"disguise:{latest.data['strength']}:{latest.source}"


def holders(players: Iterable[Player], role: str,
            reads: frozenset[str]) -> tuple[list[Player], list[int]]:
    """innkeeper.2 / innkeeper.5: of ``players``, those who appear (to an eye that reads the
    disguises ``reads``) to hold ``role``, named without regard to case; and the events of the
    disguises that made a player count or kept one from counting, for the explanation."""
    found: list[Player] = []
    layers: list[int] = []
    named = role.lower()
    for p in players:
        shown, layer = appearance(p, reads)
        if layer != "role" and named in (shown.lower(), p.role.lower()):
            layers.append(int(layer.rsplit(":", 1)[1]))
        if shown.lower() == named:
            found.append(p)
    return found, layers

"""A role file's ``learns``: what its holder is told when the role is dealt, beyond its card,
from what the host set up (WWRF's ``Starting: Learn `%PartialRoleList%```, the guide's host
information: a role list info text the host keeps).

``partial role list``: the roles the host chose to reveal of this game's list (the setup's
``revealed_roles``, R33's partial role list), told to the holder alone whatever the game
announces to everyone; when the host revealed none, the holder is told so.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["LEARNS", "learns_setup", "schema"]

# what a holder may be told at the deal, by the word a file writes
LEARNS = {"partial role list": "the roles the host revealed of this game's list (R33)"}


def learns_setup(ctx: _Ctx, data: dict[str, Any], rule: str,
                 ) -> Callable[[Engine, Player], None] | None:
    """The file's ``learns`` as what is done when the role is dealt (None when it has none
    or a wrong one, its problem reported)."""
    value = data.get("learns")
    if value is None:
        return None
    if value not in LEARNS:
        ctx.tell(data, "roledata.one_of", "learns", name="'learns'", values=", ".join(LEARNS))
        return None

    def tell_partial_list(eng: Engine, player: Player) -> None:
        # R33: the host's partial role list, told to the holder alone at the deal
        revealed = sorted(eng.state.setup.revealed_roles)
        if revealed:
            eng.tell(player, "rolelist.partial", rule=rule, roles=revealed)
        else:
            eng.tell(player, "rolelist.partial_none", rule=rule)

    return tell_partial_list


def schema() -> dict[str, Any]:
    """The JSON Schema of the key ``learns``."""
    return {"enum": list(LEARNS)}

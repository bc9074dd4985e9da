"""A role file's ``whisper``: its holder speaks in the town square under a name, not their
own (WWRF's ``Starting: Whisper to #tavern as `Bartender```, the guide's Whispering; our 2023
book's tavern is the town square, bartender.2).

Each holder has a channel of their own from the deal; every line they say there, while alive
and holding the role, is said again in the town square under the file's name, naming nobody
(the engine's ``said`` moment). A holder who loses the role keeps the channel, which then
reaches nobody.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..engine.core import Engine
    from ..engine.events import Event
    from ..engine.state import Player
    from .load import _Ctx

__all__ = ["WHISPER_KEYS", "WHISPER_TO", "schema", "whisper"]

WHISPER_KEYS = {
    "to": "where the lines are said again: town square",
    "as": "the name they are said under (at most 40 characters)",
}
WHISPER_TO = ("town square",)
# the prefix of each holder's own channel
OWN = "whispers"


def whisper(ctx: _Ctx, role_name: str, rule: str, data: dict[str, Any],
            ) -> tuple[Callable[[Engine, Player], None], Callable[..., None]] | None:
    """The file's ``whisper`` as (what is done at the deal, the ``said`` listener); None when
    it has none or a wrong one (each problem reported)."""
    from .load import _known_keys

    value = data.get("whisper")
    if value is None:
        return None
    if not isinstance(value, dict):
        ctx.tell(data, "roledata.whisper_map", "whisper")
        return None
    _known_keys(ctx, value, WHISPER_KEYS, "'whisper'")
    to = value.get("to", "town square")
    if to not in WHISPER_TO:
        ctx.tell(value, "roledata.one_of", "to", name="'to'", values=", ".join(WHISPER_TO))
        return None
    shown = value.get("as")
    if (not isinstance(shown, str) or not shown.strip() or len(shown) > 40
            or not shown.isprintable()):
        ctx.tell(value, "roledata.whisper_as", "as")
        return None

    def own_channel(eng: Engine, player: Player) -> None:
        # the holder's own channel, opened at the deal (one a holder: two holders never
        # learn each other by it)
        eng.join_group(player, f"{OWN} ({player.name})", cause=None, rule=rule)

    def relay(eng: Engine, speaker: Player, channel: str, ev: Event) -> None:
        # a line said in the holder's own channel is said again in the town square under
        # the file's name, while its speaker lives and holds the role
        if (channel != f"{OWN} ({speaker.name})" or not speaker.alive
                or eng.role_of(speaker).name != role_name):
            return
        eng.emit("chat", actor=None, causes=[ev.id], audience="public", msg="chat.line",
                 rule=rule, params={"speaker": shown, "channel": eng.TOWN_SQUARE,
                                    "text": ev.params["text"]})

    relay.__name__ = f"whisper_{hashlib.sha256(role_name.encode()).hexdigest()[:12]}"
    return own_channel, relay


def schema() -> dict[str, Any]:
    """The JSON Schema of the key ``whisper``."""
    return {
        "type": "object", "additionalProperties": False, "required": ["as"],
        "properties": {
            "to": {"enum": list(WHISPER_TO), "default": "town square"},
            "as": {"type": "string", "minLength": 1, "maxLength": 40,
                   "description": WHISPER_KEYS["as"]},
        },
    }

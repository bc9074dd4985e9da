"""A socket's push is made from parts made once (issue 20 item 2): each event's message once per
game, the summary and the polls once per command. What it sends is, field for field, the page
the socket used to build for itself (the events after its cursor, the game's summary with its
``you``, the polls it may see), for every kind of viewer, after every step of a game."""

from __future__ import annotations

import json
from typing import Any

import pytest

from werewolves.server import commands as c
from werewolves.server.live import LiveGame, Settings
from werewolves.server.presenter import events_page, polls_for, push_text, stream_of, summary
from werewolves.server.service import HOST, PLAYER, SPECTATOR, Viewer

SETUP = {
    "players": [
        ["Ann", "Wolf"],
        ["Bob", "Citizen"],
        ["Cid", "Fortune Teller"],
        ["Dan", "Citizen"],
        ["Eve", "Citizen"],
    ]
}
VIEWERS = [
    Viewer("g", HOST),
    Viewer("g", SPECTATOR),
    *(Viewer("g", PLAYER, name) for name, _r in SETUP["players"]),
]


def _old_page(live: LiveGame, v: Viewer, after: int, epoch: int | None) -> dict[str, Any]:
    out = events_page(live, v, after, epoch, None)
    out["game"] = summary(live, v)
    out["polls"] = polls_for(live, stream_of(live, v))
    return {"type": "events", **out}


STEPS: list[c.Command] = [
    c.Say("Bob", "town square", "hello"),
    c.Advance("host", 0),
    c.Submit("Ann", ("attack", "Bob")),
    c.Submit("Cid", ("investigate", "Ann")),
    c.Advance("host", 1),
    c.Submit("Cid", ("vote", "Ann")),
    c.Say("Ann", "town square", "not me"),
]


@pytest.mark.parametrize("v", VIEWERS, ids=lambda v: v.seat or v.kind)
def test_a_push_is_the_page_the_socket_used_to_build(v: Viewer) -> None:
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    cursor, epoch = -1, None
    for seq, cmd in enumerate(STEPS, 1):
        assert live.apply(seq, float(seq), cmd).ok, cmd
        want = _old_page(live, v, cursor, epoch)
        text, cursor, epoch, _stream = push_text(live, v, cursor, epoch, None)
        assert json.loads(text) == want
        assert cursor == want["cursor"]
    # after an undo the stream is rebuilt: the socket starts over, and no message made before
    # the undo is sent from the cache
    undo = c.Undo("misclick", "last", (len(STEPS),))
    assert live.apply(len(STEPS) + 1, 99.0, undo).ok
    want = _old_page(live, v, cursor, epoch)
    text, *_ = push_text(live, v, cursor, epoch, None)
    assert json.loads(text) == want and want["reset"] is True


def test_each_message_is_made_once_for_every_viewer_of_it() -> None:
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    live.apply(1, 1.0, c.Say("Bob", "town square", "hello"))
    made: list[int] = []
    real = live.game.message_of

    def counting(ev: Any, *, host: bool = False) -> Any:
        made.append(ev.id)
        return real(ev, host=host)

    live.game.message_of = counting  # type: ignore[method-assign]
    for v in VIEWERS:
        push_text(live, v, -1, None, None)
    chat = [e.id for e in live.game.events if e.kind == "chat"]
    # the chat line: once for the host's stream and once for everyone else's
    assert made.count(chat[0]) == 2

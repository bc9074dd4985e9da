"""A socket's push is made from parts made once (issue 20 item 2): each event's message once per
game, the summary and the polls once per command. What it sends is, field for field, the page
the socket used to build for itself (the events after its cursor, the game's summary with its
``you``, the polls it may see), for every kind of viewer, after every step of a game."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from werewolves.server import commands as c
from werewolves.server.live import LiveGame, Settings
from werewolves.server.presenter import (
    events_page,
    polls_for,
    push_for,
    push_text,
    stream_of,
    summary,
    view_of,
)
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
    """... and once per reader's language (issue 40 item 2: the cache is per language)."""
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    live.apply(1, 1.0, c.Say("Bob", "town square", "hello"))
    made: list[tuple[int, str]] = []
    real = live.game.message_of

    def counting(ev: Any, *, host: bool = False, lang: str = "en") -> Any:
        made.append((ev.id, lang))
        return real(ev, host=host, lang=lang)

    live.game.message_of = counting  # type: ignore[method-assign]
    for v in VIEWERS:
        push_text(live, v, -1, None, None)
        push_text(live, replace(v, lang="de"), -1, None, None)
    chat = [e.id for e in live.game.events if e.kind == "chat"]
    # the chat line: once for the host's stream and once for everyone else's, in each language
    assert made.count((chat[0], "en")) == 2
    assert made.count((chat[0], "de")) == 2


def _screen(live: LiveGame, v: Viewer) -> dict[str, Any]:
    """What ``GET …/view`` shows this viewer, less what a push carries by itself."""
    body = view_of(live, v)["view"]
    for key in ("messages", "polls", "cursor"):
        body.pop(key, None)
    if "channels" in body:
        body["channels"] = [
            {k: x for k, x in ch.items() if k != "messages"} for ch in body["channels"]
        ]
    out: dict[str, Any] = json.loads(json.dumps(body))  # as sent: tuples are lists
    return out


@pytest.mark.parametrize("v", VIEWERS, ids=lambda v: v.seat or v.kind)
def test_a_push_asked_for_the_view_carries_the_links_own_screen(v: Viewer) -> None:
    """The view part of a push is, field for field, the link's own view (a seat's never
    another's), left out when the socket was sent it already; the events, the summary and the
    polls are those of a push without it; and a client that keeps the pushed events has every
    message of the view (its channels' lines too) without fetching it again."""
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    cursor, epoch, last = -1, None, None
    messages: list[dict[str, Any]] = []
    for seq, cmd in enumerate(STEPS, 1):
        assert live.apply(seq, float(seq), cmd).ok, cmd
        plain = json.loads(push_text(live, v, cursor, epoch, None)[0])
        p = push_for(live, v, cursor, epoch, None, with_view=True, last_view=last)
        got = json.loads(p.text)
        screen = got.pop("view", None)
        assert got == plain
        if p.view is None:
            assert json.loads(last or "null") == _screen(live, v)
        else:
            assert screen == _screen(live, v) and json.loads(p.view) == screen
            last = p.view
        messages += got["events"]
        cursor, epoch = p.cursor, p.epoch
        whole = json.loads(json.dumps(view_of(live, v)["view"]))
        assert messages == whole["messages"]
        for ch in whole.get("channels", []):
            assert [m for m in messages if m["channel"] == ch["name"]] == ch["messages"]
    # a push of events alone (a chat line) leaves the unchanged view out (the host's changed:
    # its undo button now names the line)
    assert live.apply(99, 99.0, c.Say("Dan", "town square", "hm")).ok
    p = push_for(live, v, cursor, epoch, None, with_view=True, last_view=last)
    if v.kind == HOST:
        assert json.loads(p.text)["view"]["undoable"]["last"]["seq"] == 99
    else:
        assert p.view is None and "view" not in json.loads(p.text)


def test_each_audience_s_view_and_push_are_made_once_per_command() -> None:
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    live.apply(1, 1.0, c.Advance("host", 0))
    made: list[str] = []
    real_view, real_host = live.game.view, live.game.host_view

    def view(name: str, **kw: Any) -> Any:
        made.append(name)
        return real_view(name, **kw)

    def host_view(**kw: Any) -> Any:
        made.append("host")
        return real_host(**kw)

    live.game.view = view  # type: ignore[method-assign]
    live.game.host_view = host_view  # type: ignore[method-assign]
    # two tabs of every seat, two host screens, three spectators: one view of each audience
    viewers = [*VIEWERS, *VIEWERS, Viewer("g", SPECTATOR)]
    texts = {}
    for v in viewers:
        p = push_for(live, v, -1, None, None, with_view=True)
        assert texts.setdefault((v.kind, v.seat), p.text) is p.text  # one string, shared
    assert sorted(made) == sorted(["host", *(n for n, _r in SETUP["players"])])
    live.apply(2, 2.0, c.Submit("Ann", ("attack", "Bob")))
    made.clear()
    for v in viewers:
        push_for(live, v, -1, None, None, with_view=True)
    assert len(made) == 6  # again once each, after the next command
    # a reader in another language: once more each audience, in that language
    made.clear()
    for v in viewers:
        push_for(live, replace(v, lang="de"), -1, None, None, with_view=True)
    assert len(made) == 6


def test_a_full_page_says_more_and_the_next_push_goes_on_from_it(monkeypatch: Any) -> None:
    from werewolves.server import presenter

    monkeypatch.setattr(presenter, "MAX_EVENTS_PAGE", 3)
    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    for seq, cmd in enumerate(STEPS, 1):
        assert live.apply(seq, float(seq), cmd).ok
    v = Viewer("g", HOST)
    got: list[int] = []
    cursor, epoch, more = -1, None, True
    while more:
        p = push_for(live, v, cursor, epoch, None)
        got += [e["id"] for e in json.loads(p.text)["events"]]
        cursor, epoch, more = p.cursor, p.epoch, p.more
    assert got == [e.id for e in live.game.events]


def test_a_push_head_is_written_as_dumps_writes_it() -> None:
    from werewolves.game import HOST as HOST_STREAM
    from werewolves.server.gate import dumps
    from werewolves.server.presenter import _push_body

    live = LiveGame("g", SETUP, 7, "x", 0.0, Settings(automation="manual"))
    for seq, cmd in enumerate(STEPS, 1):
        assert live.apply(seq, float(seq), cmd).ok
    for current, name in ((HOST_STREAM, "host"), ("Cid", "player")):
        for reset in (False, True):
            for undone in (None, ['a "quoted" reason', "é"]):
                body, cursor, more = _push_body(live, current, name, 2, reset, '{"x":1}', undone)
                head = {
                    "type": "events",
                    "epoch": live.epoch,
                    "stream": name,
                    "reset": reset,
                    **({"undone": undone} if undone else {}),
                    "cursor": cursor,
                    "more": more,
                }
                assert body.startswith(dumps(head)[:-1] + ',"events":[')

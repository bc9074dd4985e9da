"""Issue 22 item 1: a restart of the adapter renders every event exactly once — its store
notes each message in flight and sent, and each message's nonce (with ``enforce_nonce``) comes
from the game and the events it covers, so Discord keeps one message when it is sent twice."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from adapter_harness import play

from werewolves.discord.feed import UNDONE, Feed, places
from werewolves.discord.plan import plan
from werewolves.discord.render import Context, death_reason
from werewolves.discord.store import AdapterStore, Cursor


class Crash(Exception):
    pass


class Channels:
    """Discord as far as sending messages goes: a nonce already seen from this bot, with
    ``enforce_nonce``, answers with the message it made (no second message)."""

    def __init__(self) -> None:
        self.posted: dict[int, list[dict[str, Any]]] = {}
        self.calls = 0
        self.crash_after: int | None = None  # crash once Discord has made the message
        self.crash_before: int | None = None  # crash before the request reaches Discord

    async def send(self, channel: int, payload: dict[str, Any]) -> dict[str, Any]:
        self.calls += 1
        if self.crash_before is not None and self.calls == self.crash_before:
            raise Crash("before")
        assert payload["enforce_nonce"] is True
        mine = self.posted.setdefault(channel, [])
        if not any(m["nonce"] == payload["nonce"] for m in mine):
            mine.append(payload)
        if self.crash_after is not None and self.calls == self.crash_after:
            raise Crash("after")
        return payload


def setup(tmp_path: Path) -> tuple[Any, dict[str, int], Context]:
    p = play()
    gp = plan("abc", p.summary, p.views)
    channels = {c.key: 1000 + i for i, c in enumerate(gp.channels)}
    reasons = {n: death_reason(lines) for n, lines in p.why.items()}
    cards = {n: v["card"] for n, v in p.views.items()}
    return p, channels, Context(summary=p.summary, reasons=reasons, cards=cards)


def render(
    store_path: Path,
    p: Any,
    channels: dict[str, int],
    ctx: Context,
    chan: Channels,
    page: dict[str, Any] | None = None,
) -> None:
    store = AdapterStore(store_path)
    try:
        feed = Feed(store, p.game, chan.send)
        asyncio.run(feed.render(page or p.host_page, ctx, channels))
    finally:
        store.close()


def contents(chan: Channels) -> dict[int, list[str]]:
    return {c: [m["content"] for m in ms] for c, ms in chan.posted.items()}


def test_discord_events_go_to_their_channels(tmp_path: Path) -> None:
    p, channels, ctx = setup(tmp_path)
    chan = Channels()
    render(tmp_path / "a.sqlite3", p, channels, ctx, chan)
    town = "\n".join(contents(chan)[channels["town"]])
    assert "**Night 1 begins.**" in town and "Bob has died." in town
    pack = "\n".join(contents(chan)[channels["group:wolfpack"]])
    assert "**Ann**: Bob tonight" in pack and "Bob tonight" not in town
    cid = "\n".join(contents(chan)[channels["seat:Cid"]])
    assert "Ann appears to be" in cid and "Ann appears" not in town
    assert "appears" not in "\n".join(contents(chan)[channels["seat:Bob"]])
    host = "\n".join(contents(chan)[channels["host"]])
    assert "random draw" in host and "random draw" not in town
    # each seat's role card goes to its own channel, as an embed
    cards = [m for m in chan.posted[channels["seat:Ann"]] if m.get("embeds")]
    assert len(cards) == 1 and cards[0]["embeds"][0]["title"] == p.views["Ann"]["card"]["name"]
    assert places({"audience": "group", "to": ["Zed"], "params": {}}, channels) == []


def test_discord_rendering_twice_after_a_restart_sends_nothing_twice(tmp_path: Path) -> None:
    p, channels, ctx = setup(tmp_path)
    chan = Channels()
    db = tmp_path / "adapter.sqlite3"
    render(db, p, channels, ctx, chan)
    first, calls = contents(chan), chan.calls
    render(db, p, channels, ctx, chan)  # a restart: the same page again
    assert chan.calls == calls and contents(chan) == first
    # every channel has seen the whole page, those it had nothing for too: the next read
    # starts after it, not from the start of the stream
    store = AdapterStore(db)
    assert Feed(store, p.game, chan.send).after(channels) == p.host_page["cursor"]
    store.close()


@pytest.mark.parametrize("when", ["before", "after"])
@pytest.mark.parametrize("at", [1, 4, 9])
def test_discord_a_crash_mid_render_loses_and_doubles_nothing(
    tmp_path: Path, when: str, at: int
) -> None:
    p, channels, ctx = setup(tmp_path)
    whole = Channels()
    render(tmp_path / "whole.sqlite3", p, channels, ctx, whole)
    chan = Channels()
    setattr(chan, f"crash_{when}", at)
    db = tmp_path / "adapter.sqlite3"
    with pytest.raises(Crash):
        render(db, p, channels, ctx, chan)
    setattr(chan, f"crash_{when}", None)
    render(db, p, channels, ctx, chan)
    assert contents(chan) == contents(whole)
    # the message the crash cut off is the one sent twice (after: Discord kept one)
    assert chan.calls == whole.calls + 1


def test_discord_a_message_in_flight_is_sent_again_as_it_was_though_more_came(
    tmp_path: Path,
) -> None:
    p, channels, ctx = setup(tmp_path)
    events = p.host_page["events"]
    cut = next(i for i, e in enumerate(events) if e["kind"] == "death")
    early = {**p.host_page, "events": events[:cut], "cursor": events[cut - 1]["id"]}
    chan = Channels()
    db = tmp_path / "adapter.sqlite3"
    # the town square's last message of the early page is in flight when the adapter dies
    town = channels["town"]
    only_town = {"town": town}
    store = AdapterStore(db)
    feed = Feed(store, p.game, chan.send)
    asyncio.run(feed.render(early, ctx, only_town))
    store.close()
    sent = len(chan.posted[town])
    last = chan.posted[town][-1]
    # undo the note that it was sent, as a crash between Discord's answer and the store's write
    store = AdapterStore(db)
    cur = store.cursor(town)
    assert cur.done
    from werewolves.discord.store import InFlight

    store._db.execute("delete from cursors")
    told = [int(e["id"]) for e in events[:cut] if places(e, only_town) == ["town"]]
    assert sent == 1  # the early town square is one message: events told[0] .. told[-1]
    store.begin(town, InFlight(cur.epoch, told[0], told[-1], 0, last["nonce"]))
    store.close()
    render(db, p, only_town, ctx, chan)  # now with the whole stream, more events since
    assert len(chan.posted[town]) > sent
    # just what an adapter that never stopped would have sent: nothing told twice
    ref = Channels()
    render(tmp_path / "ref.sqlite3", p, only_town, ctx, ref, early)
    render(tmp_path / "ref.sqlite3", p, only_town, ctx, ref)
    assert contents(chan) == contents(ref)
    assert sum(1 for m in chan.posted[town] if m["nonce"] == last["nonce"]) == 1
    nonces = [m["nonce"] for m in chan.posted[town]]
    assert len(nonces) == len(set(nonces))


def test_discord_an_undo_retells_the_phase_under_new_nonces(tmp_path: Path) -> None:
    p, channels, ctx = setup(tmp_path)
    chan = Channels()
    db = tmp_path / "adapter.sqlite3"
    only_town = {"town": channels["town"]}
    render(db, p, only_town, ctx, chan)
    before = len(chan.posted[channels["town"]])
    again = {**p.host_page, "epoch": 1, "reset": True}
    render(db, p, only_town, ctx, chan, again)
    after = chan.posted[channels["town"]][before:]
    assert after and after[0]["content"].startswith(UNDONE)
    assert "Night 2 begins" in after[0]["content"] and "Night 1 begins" not in after[0]["content"]
    store = AdapterStore(db)
    assert store.cursor(channels["town"]).epoch == 1
    store.close()
    render(db, p, only_town, ctx, chan, again)
    assert len(chan.posted[channels["town"]]) == before + len(after)


def test_discord_store_keeps_channels_seats_and_cursors(tmp_path: Path) -> None:
    db = tmp_path / "s.sqlite3"
    store = AdapterStore(db)
    store.add_game("g1", 7, "abc", "http://127.0.0.1:1", 1.0)
    store.add_channel(55, "g1", "seat:Ann", 0)
    store.seat_member("g1", "Ann", 900)
    store.sent(55, Cursor(0, 12, 1, False))
    store.put("credential", "s3cret")
    store.close()
    store = AdapterStore(db)
    assert store.games() == [("g1", 7, "abc")]
    assert store.channel(55) is not None and store.channel(55).key == "seat:Ann"  # type: ignore[union-attr]
    assert store.channels("g1")["seat:Ann"].channel_id == 55
    assert store.seats("g1") == {"Ann": 900} and store.seat_of("g1", 900) == "Ann"
    assert store.cursor(55) == Cursor(0, 12, 1, False) and store.cursor(56) == Cursor()
    assert store.get("credential") == "s3cret" and store.get("nothing") is None
    store.close()


def test_discord_a_retelling_in_flight_is_sent_again_as_it_was_though_more_came(
    tmp_path: Path,
) -> None:
    """An undo's retelling reached Discord, the adapter died before noting it, and more came
    meanwhile (a vote while it was down): the retelling is sent again as it was (its nonce:
    Discord keeps one), then what came after it — never a second retelling."""
    p, channels, ctx = setup(tmp_path)
    chan = Channels()
    db = tmp_path / "adapter.sqlite3"
    town = channels["town"]
    only_town = {"town": town}
    render(db, p, only_town, ctx, chan)
    before = len(chan.posted[town])
    again = {**p.host_page, "epoch": 1, "reset": True}
    chan.crash_after = chan.calls + 1  # Discord made the retelling; the note of it is lost
    with pytest.raises(Crash):
        render(db, p, only_town, ctx, chan, again)
    last = int(again["events"][-1]["id"])
    more = {
        "id": last + 1,
        "phase": "Night 2",
        "kind": "announced",
        "key": "x",
        "params": {},
        "text": "The moon is full.",
        "audience": "public",
        "channel": None,
        "to": [],
    }
    later = {**again, "events": [*again["events"], more], "cursor": last + 1}
    render(db, p, only_town, ctx, chan, later)
    after = [m["content"] for m in chan.posted[town][before:]]
    assert sum(t.startswith(UNDONE) for t in after) == 1, after
    assert after[-1] == "The moon is full."
    nonces = [m["nonce"] for m in chan.posted[town]]
    assert len(nonces) == len(set(nonces))

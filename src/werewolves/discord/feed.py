"""A game's event stream rendered into its channels, every event exactly once.

The adapter reads one stream per game: the host's, the only one that says to whom each private
or group event went (``to``), so one page routes every event to its channel (:func:`places`).
Each channel keeps its own cursor in the adapter's store. Sending one message is three steps:

1. note it as in flight (the events it covers, which piece, its nonce);
2. send it with that nonce and ``enforce_nonce`` — Discord answers a second message with the
   same nonce from the same bot, within its window of a few minutes, with the first one;
3. note it sent: the cursor moves past it and nothing is in flight, in one transaction.

After a crash between 2 and 3, the restart renders the message in flight again from exactly the
events it covered (so with the same nonce, even if more events have come since), and Discord
keeps one; after a crash anywhere else, the store says exactly what is left. Packing lines into
messages depends only on where it starts (:func:`~.render.messages`), so what is rendered again
is what was rendered before.

An undo starts a new epoch of the stream (docs/api.md): the events of the running phase may no
longer be those told. The channel is then told so, and the phase is told again from its start,
under keys of the new epoch (new nonces).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping, Sequence
from typing import Any

from ..game import DEAD_CHANNEL, TOWN_SQUARE
from .render import (
    DEATH,
    PHASE_STARTED,
    ROLE_CHANGED,
    ROLE_DEALT,
    Context,
    Line,
    Outgoing,
    line_of,
    messages,
    role_card_embeds,
)
from .store import AdapterStore, Cursor, InFlight

JSON = dict[str, Any]
Send = Callable[[int, JSON], Awaitable[object]]

# the ballots the town square's polls show by their live tally, not as a line each
# (≈30 lines a 16-player day beside the tally)
TALLIED = frozenset({"vote.cast", "vote.cast_extra", "vote.withdrawn", "elect.cast"})

UNDONE = (
    "\N{LEFTWARDS ARROW WITH HOOK} The host undid a move. Here is this phase again as it now "
    "stands:"
)


def places(event: JSON, known: Mapping[str, object]) -> list[str]:
    """The channels (plan keys) an event of the host's stream belongs in: chat in its channel,
    public events in the town square (a death in the host channel too, with its causes), the
    dead's in the dead channel, a private event in its reader's channel, a group's event in
    the group's channel (or, when the group has no channel, in each reader's), and what only
    the host reads in the host channel."""
    audience = event.get("audience")
    channel = event.get("channel")
    to = [str(n) for n in event.get("to") or []]
    params = event.get("params") or {}
    seats = [f"seat:{n}" for n in to if f"seat:{n}" in known]
    if channel:
        if channel == TOWN_SQUARE:
            return ["town"]
        if channel == DEAD_CHANNEL:
            return ["dead"]
        return [f"group:{channel}"] if f"group:{channel}" in known else seats
    if audience == "public":
        # a death is told in the host channel too, with every cause the host knows
        return ["town", "host"] if event.get("kind") == DEATH and "host" in known else ["town"]
    if audience == "dead":
        return ["dead"]
    if audience == "private":
        return seats
    if audience == "group":
        group = params.get("group")
        if isinstance(group, str) and f"group:{group}" in known:
            return [f"group:{group}"]
        return seats
    return ["host"]


class Feed:
    """One game's rendering into its channels, resumable from the adapter's store."""

    def __init__(self, store: AdapterStore, game_id: str, send: Send) -> None:
        self.store = store
        self.game_id = game_id
        self.send = send

    def after(self, channels: Mapping[str, int]) -> int:
        """The cursor to read the stream from so that every channel gets what it still needs
        (a message in flight included)."""
        least: list[int] = []
        for cid in channels.values():
            cur = self.store.cursor(cid)
            least.append(cur.event if cur.done else cur.event - 1)
            flight = self.store.in_flight(cid)
            if flight is not None:
                least.append(flight.first - 1)
        return min(least, default=-1)

    def lines(
        self, events: Sequence[JSON], ctx: Context, channels: Mapping[str, int]
    ) -> dict[str, list[Line]]:
        """Each channel's lines of a page of events; a seat's latest role card (the role
        dealt, or the role it changed to) goes with the event that told it."""
        out: dict[str, list[Line]] = {k: [] for k in channels}
        last_card: dict[str, int] = {}
        for ev in events:
            if ev.get("kind") in (ROLE_DEALT, ROLE_CHANGED):
                for key in places(ev, channels):
                    last_card[key] = int(ev["id"])
        for ev in events:
            ln = line_of(ev, ctx)
            if ln is None:
                continue
            for key in places(ev, channels):
                if key == "town" and ev.get("key") in TALLIED:
                    continue  # the poll's live tally shows it (one message, edited)
                line = ln
                if key == "host" and ev.get("kind") == DEATH:
                    line = line_of(ev, ctx, host=True) or ln
                card = ctx.cards.get(key.removeprefix("seat:")) if key.startswith("seat:") else None
                if card is not None and last_card.get(key) == ln.event:
                    line = Line(ln.event, ln.text, tuple(role_card_embeds(card)), alone=True)
                out.setdefault(key, []).append(line)
        return out

    async def render(
        self, page: JSON, ctx: Context, channels: Mapping[str, int]
    ) -> list[tuple[int, Outgoing]]:
        """Render a page of the host's stream (``GET …/events`` or a socket push) into the
        channels; returns what was sent, in order."""
        epoch = int(page.get("epoch", 0))
        events: list[JSON] = list(page.get("events", []))
        by_key = self.lines(events, ctx, channels)
        sent: list[tuple[int, Outgoing]] = []
        for key, cid in channels.items():
            for m in self._todo(cid, key, epoch, by_key.get(key, []), events):
                sent.append((cid, m))
        # one channel after another, each in order (a failure leaves the rest for next time)
        out: list[tuple[int, Outgoing]] = []
        by_channel: dict[int, list[Outgoing]] = {}
        for cid, m in sent:
            by_channel.setdefault(cid, []).append(m)
        for cid, todo in by_channel.items():
            for i, m in enumerate(todo):
                final = i + 1 == len(todo) or todo[i + 1].first != m.first
                self.store.begin(cid, InFlight(epoch, m.first, m.last, m.part, m.nonce))
                await self.send(cid, m.payload())
                self.store.sent(cid, Cursor(epoch, m.last, m.part, final))
                out.append((cid, m))
        # every channel has now seen the whole page, those it had nothing for too: their
        # cursors move to its end, so the stream is not read again from the start for them
        end = int(page.get("cursor", -1))
        for cid in channels.values():
            cur = self.store.cursor(cid)
            if self.store.in_flight(cid) is not None or not cur.done:
                continue
            seen = max(end, cur.event) if cur.epoch == epoch else end
            if (cur.epoch, cur.event) != (epoch, seen):
                self.store.sent(cid, Cursor(epoch, seen, 0, True))
        return out

    def _todo(
        self, cid: int, key: str, epoch: int, lines: list[Line], events: Sequence[JSON]
    ) -> list[Outgoing]:
        cur = self.store.cursor(cid)
        flight = self.store.in_flight(cid)
        base = f"{self.game_id}/{key}/{epoch}"
        retold = flight is not None and flight.epoch == epoch  # its retelling was in flight
        if cur.epoch != epoch and (cur.event >= 0 or (flight is not None and not retold)):
            # an undo: tell the channel, then its phase again from the phase's start
            if retold:
                assert flight is not None
                # the retelling's first message was in flight when the adapter stopped: that
                # message again, as it was (its events, so its nonce: Discord keeps one), even
                # if more events came since, then the rest after it
                start = flight.first
            else:
                told = cur.event if flight is None else max(cur.event, flight.last)
                starts = [
                    int(e["id"])
                    for e in events
                    if e.get("kind") == PHASE_STARTED and int(e["id"]) <= told
                ]
                start = max(starts, default=0)
            lines = [ln for ln in lines if ln.event >= start]
            if not lines:
                return []
            first = lines[0]
            lines[0] = Line(first.event, f"{UNDONE}\n{first.text}", first.embeds, first.alone)
            if not retold:
                return messages(base, lines, start=start)
            assert flight is not None
            span = [ln for ln in lines if ln.event <= flight.last]
            again = [m for m in messages(base, span, start=start) if m.part >= flight.part]
            return again + messages(base, lines, start=flight.last + 1)
        todo: list[Outgoing] = []
        if flight is not None:
            span = [ln for ln in lines if flight.first <= ln.event <= flight.last]
            again = messages(base, span, start=flight.first)
            todo += [m for m in again if m.part >= flight.part]
            start = flight.last + 1
        else:
            start = cur.event + 1 if cur.done else cur.event
        rest = messages(base, lines, start=start)
        if flight is None and not cur.done:
            rest = [m for m in rest if (m.last, m.part) > (cur.event, cur.part)]
        return todo + rest


__all__ = ["UNDONE", "Feed", "places"]

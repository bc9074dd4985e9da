"""A live socket's sending side: its pushes are made by the task that
committed the command, under the game's lock, right after the commit, the way the floor sends
its broadcast; each is put on the socket's own queue, which the socket's sender task empties,
so one slow socket never holds up the others or the command.

What a push is does not change (``presenter.push_for``: made once per audience and cursor, so
the sockets of one audience share one string); only who makes it and when: no socket is woken
to take the game's lock and build its own page after every command.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from typing import NamedTuple

from .live import LiveGame
from .presenter import push_for
from .service import GameService, ServiceError, Viewer

# RM475: the pushes a socket may have waiting to be sent (made, not yet handed to its
# connection) before it counts as fallen behind. Its waiting pushes are then dropped, and once
# its connection takes messages again it is sent one push that goes on from the last one it was
# sent: everything it missed, as a reconnect with its cursor would bring it. A socket is never
# closed for being slow, and what waits for it stays bounded.
PUSH_BACKLOG = 64


class Position(NamedTuple):
    """Where the pushes so far leave a socket: the cursor, epoch and stream of the last one,
    and the view part it was last sent (None: none yet)."""

    cursor: int
    epoch: int | None
    stream: str | None
    view: str | None


class Outbox:
    """What one socket sends, in order: its pushes, and its answers to its own client's
    messages. The service calls :meth:`changed` after each commit of the game (under the
    game's lock, never waiting); :meth:`run` is the socket's sender task."""

    def __init__(
        self,
        service: GameService,
        viewer: Viewer,
        send: Callable[[str], Awaitable[None]],
        *,
        after: int,
        epoch: int | None,
        stream: str | None,
        with_view: bool,
        still_valid: Callable[[LiveGame], None],
        backlog: int = PUSH_BACKLOG,
    ) -> None:
        self.service = service
        self.viewer = viewer
        self.with_view = with_view
        self.still_valid = still_valid
        self.backlog = backlog
        self._send = send
        # each message with the position its push leaves the socket at (None: not a push)
        self._queue: deque[tuple[str, Position | None]] = deque()
        # pushes made while this socket's own command is under way: sent after its answer
        self._held: list[tuple[str, Position]] = []
        self._holding = False
        self._waiting = 0  # pushes made and not yet taken for sending (queued or held)
        self._made = Position(after, epoch, stream, None)  # where the pushes made leave it
        self._taken = self._made  # where the pushes taken for sending leave it
        # the next push is read under the game's lock rather than made by a commit: the first
        # one (the backlog, at the stored version), and after falling behind (RM475)
        self._behind = True
        self._first = True
        self._ended: ServiceError | None = None
        self._wake = asyncio.Event()
        self.started = asyncio.Event()  # set once the first push is on the queue
        self.fell_behind = 0  # how many times (for tests and the curious)

    # ------------------------------------------------------------ the committing task's side

    def changed(self, live: LiveGame) -> None:
        """The game as just committed: queue this socket's push of it."""
        if self._behind or self._ended is not None:
            return  # its next push is read by its own task, with all of this in it
        try:
            self.still_valid(live)
        except ServiceError as e:  # the link was replaced: the socket says so and closes
            self._ended = e
            self._wake.set()
            return
        if self._waiting >= self.backlog:
            self._fall_behind()
            return
        self._make(live, self._held if self._holding else self._queue)
        self._wake.set()

    def _make(
        self,
        live: LiveGame,
        into: deque[tuple[str, Position | None]] | list[tuple[str, Position]],
    ) -> None:
        at = self._made
        more = True
        while more:  # a full page is followed at once by the next one
            p = push_for(
                live,
                self.viewer,
                at.cursor,
                at.epoch,
                at.stream,
                with_view=self.with_view,
                last_view=at.view,
            )
            at = Position(p.cursor, p.epoch, p.stream, at.view if p.view is None else p.view)
            into.append((p.text, at))
            self._waiting += 1
            more = p.more
        self._made = at

    def _fall_behind(self) -> None:
        # RM475: the waiting pushes go; the answers to the client's own messages stay
        self._queue = deque(item for item in self._queue if item[1] is None)
        self._held.clear()
        self._waiting = 0
        self._made = self._taken
        self._behind = True
        self.fell_behind += 1
        self._wake.set()

    # ------------------------------------------------------------ the socket's own side

    def hold(self) -> None:
        """This socket's own command is under way: its pushes wait for its answer."""
        self._holding = True

    def answer(self, text: str) -> None:
        """Queue the answer to a message of this socket's client, then the pushes held for it."""
        self._queue.append((text, None))
        if self._holding:
            self._holding = False
            self._queue.extend(self._held)
            self._held.clear()
        self._wake.set()

    async def run(self) -> None:
        """Send what is queued, in order, until the socket closes (a failed send raises) or
        its link stops working (raises the service's refusal)."""
        while True:
            if self._ended is not None:
                raise self._ended
            if self._behind:
                await self._catch_up()
                continue
            if self._queue:
                text, at = self._queue.popleft()
                if at is not None:
                    self._taken = at
                    self._waiting -= 1
                await self._send(text)
                continue
            self._wake.clear()
            await self._wake.wait()

    async def _catch_up(self) -> None:
        """The push that goes on from the last one taken, read under the game's lock (the
        first one at the stored version: another process may have written since)."""
        first, self._first = self._first, False

        def page(live: LiveGame) -> None:
            self.still_valid(live)
            self._made = self._taken
            self._make(live, self._queue)
            self._behind = False

        await self.service.read(self.viewer.game_id, page, check=first)
        self.started.set()

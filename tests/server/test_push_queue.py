"""Issue 20 item 4: a socket's pushes are made by the task that commits the command, right
after the commit, and queued per socket; a socket's sender task sends its queue in order, so a
slow socket holds up neither the command nor the other sockets; one falling too far behind
catches up with one push (RM475)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

from werewolves.server.commands import Advance, Say
from werewolves.server.live import LiveGame, Settings
from werewolves.server.models import SetupIn
from werewolves.server.pushes import Outbox
from werewolves.server.routes.setup import build_setup
from werewolves.server.service import GameService, Viewer
from werewolves.storage import Store

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


async def _game(service: GameService) -> tuple[str, list[str]]:
    made = await service.create(
        build_setup(SetupIn.model_validate({"names": NAMES}), 1), 1, Settings("manual")
    )
    for _ in range(2):  # Day 0, Night 1, Day 1: the town square is open
        await service.command(made.game_id, Advance("host"))
    living = await service.read(made.game_id, lambda live: list(live.game.living()))
    return made.game_id, living


class Socket:
    """A socket's sending side over a fake connection: what it sent, and a gate that holds
    its sends (a client that does not read)."""

    def __init__(self, service: GameService, game_id: str, seat: str, backlog: int = 64) -> None:
        self.sent: list[dict[str, Any]] = []
        self.open = asyncio.Event()
        self.open.set()
        self.sub = service.subscribe(Viewer(game_id, "player", seat))
        self.out = Outbox(
            service,
            self.sub.viewer,
            self.send,
            after=-1,
            epoch=None,
            stream=None,
            with_view=True,
            still_valid=lambda _live: None,
            backlog=backlog,
        )
        self.sub.changed = self.out.changed
        self.task = asyncio.create_task(self.out.run())

    async def send(self, text: str) -> None:
        await self.open.wait()
        self.sent.append(json.loads(text))

    def pushes(self) -> list[dict[str, Any]]:
        return [m for m in self.sent if m["type"] == "events"]

    def events(self) -> list[int]:
        return [e["id"] for m in self.pushes() for e in m["events"]]

    def said(self) -> list[str]:
        return [e["text"] for m in self.pushes() for e in m["events"] if e.get("channel")]

    async def stop(self) -> None:
        self.task.cancel()
        await asyncio.gather(self.task, return_exceptions=True)


async def _settle(*socks: Socket) -> None:
    """Until every socket that is read has sent all it has (the first push reads the store
    in a worker thread)."""
    for _ in range(400):
        if all(
            s.out.started.is_set() and not s.out._behind and not s.out._queue
            for s in socks
            if s.open.is_set()
        ):
            break
        await asyncio.sleep(0.005)
    for _ in range(5):
        await asyncio.sleep(0)


def _run(tmp_path: Path, body: Callable[[GameService], Awaitable[None]]) -> None:
    async def main() -> None:
        await body(GameService(Store(f"sqlite:///{tmp_path / 'games.db'}")))

    asyncio.run(main())


def test_a_commands_pushes_are_queued_by_the_committing_task(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        socks = [Socket(service, gid, name) for name in living]
        await _settle(*socks)
        assert all(len(s.pushes()) == 1 for s in socks)  # the first push: the backlog
        made: list[int] = []
        real = socks[0].out.changed

        def changed(live: LiveGame) -> None:
            made.append(live.version)
            real(live)

        socks[0].sub.changed = changed
        _applied, version = await service.command(gid, Say(living[1], "town square", "hi"))
        # made by the committing task, for every socket, before the command was answered:
        # no socket's task ran in between
        assert made == [version]
        assert all(len(s.out._queue) == 1 for s in socks)
        await _settle(*socks)
        for s in socks:  # each got one push, carrying the line and the new version
            assert len(s.pushes()) == 2
            last = s.pushes()[-1]
            assert last["game"]["version"] == version
            assert [e["text"] for e in last["events"]][-1].endswith("hi")
        for s in socks:
            await s.stop()

    _run(tmp_path, body)


def test_one_push_per_command_none_without_news(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        socks = [Socket(service, gid, name) for name in living]
        await _settle(*socks)
        for i in range(10):
            await service.command(gid, Say(living[i % len(living)], "town square", f"l{i}"))
        await _settle(*socks)
        for s in socks:
            pushes = s.pushes()
            assert len(pushes) == 11  # the first, then one per command: never a second one
            assert all(p["events"] for p in pushes[1:])
            ids = s.events()
            assert ids == sorted(set(ids))  # every event once, in order
        for s in socks:
            await s.stop()

    _run(tmp_path, body)


def test_a_slow_socket_holds_up_nobody(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        socks = [Socket(service, gid, name) for name in living]
        await _settle(*socks)
        slow = socks[0]
        slow.open.clear()  # its client stops reading: every send waits
        for i in range(5):
            await asyncio.wait_for(
                service.command(gid, Say(living[1], "town square", f"l{i}")), timeout=5
            )
        await _settle(*socks)
        assert len(slow.pushes()) == 1
        for s in socks[1:]:
            assert len(s.pushes()) == 6
        slow.open.set()
        await _settle(*socks)
        assert slow.said() == socks[1].said() and len(slow.said()) == 5
        for s in socks:
            await s.stop()

    _run(tmp_path, body)


def test_rm475_a_socket_fallen_behind_gets_what_it_missed_in_one_push(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        slow, fine = Socket(service, gid, living[0], backlog=3), Socket(service, gid, living[0])
        await _settle(slow, fine)
        slow.open.clear()
        for i in range(12):
            await service.command(gid, Say(living[2], "town square", f"l{i}"))
        await _settle(slow, fine)
        # what waits for it stays bounded: never more than the backlog, plus the one in flight
        assert slow.out._waiting <= 3 and len(slow.out._queue) <= 3
        assert slow.out.fell_behind >= 1
        slow.open.set()
        await _settle(slow, fine)
        # every event once, in order, as the socket that kept up got them, in fewer pushes
        assert slow.events() == fine.events()
        assert slow.pushes()[-1]["game"]["version"] == fine.pushes()[-1]["game"]["version"]
        assert len(slow.pushes()) < len(fine.pushes())
        # it goes on as before once it has caught up
        await service.command(gid, Say(living[2], "town square", "after"))
        await _settle(slow, fine)
        assert slow.events() == fine.events()
        assert slow.sent[-1]["events"][-1]["text"].endswith("after")
        await slow.stop()
        await fine.stop()

    _run(tmp_path, body)


def test_rm475_an_answer_is_never_dropped(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        me = Socket(service, gid, living[0], backlog=2)
        await _settle(me)
        me.open.clear()
        await service.command(gid, Say(living[1], "town square", "l0"))
        await _settle()  # its push is being sent (and waits): the answer waits in the queue
        me.out.answer(json.dumps({"type": "pong", "id": 7}))
        for i in range(1, 5):  # its pushes overflow the backlog: they go, the answer stays
            await service.command(gid, Say(living[1], "town square", f"l{i}"))
        assert len(me.out._queue) == 1
        assert me.out.fell_behind == 1
        me.open.set()
        await _settle(me)
        assert [m for m in me.sent if m["type"] == "pong"] == [{"type": "pong", "id": 7}]
        assert len(me.said()) == 5 and me.said()[-1].endswith("l4")  # caught up
        await me.stop()

    _run(tmp_path, body)


def test_a_sockets_own_command_is_answered_before_its_push(tmp_path: Path) -> None:
    async def body(service: GameService) -> None:
        gid, living = await _game(service)
        me, other = Socket(service, gid, living[0]), Socket(service, gid, living[1])
        await _settle(me, other)
        me.out.hold()  # as the socket does before its own command
        other.out.hold()  # another socket whose own command is still under way
        await service.command(gid, Say(living[0], "town square", "mine"))
        me.out.answer(json.dumps({"type": "result", "id": 1, "ok": True}))
        await _settle(me, other)
        assert [m["type"] for m in me.sent] == ["events", "result", "events"]
        assert me.said()[-1].endswith("mine")
        assert len(other.sent) == 1  # held until its own answer
        other.out.answer(json.dumps({"type": "result", "id": 2, "ok": True}))
        await _settle(me, other)
        assert [m["type"] for m in other.sent] == ["events", "result", "events"]
        await me.stop()
        await other.stop()

    _run(tmp_path, body)


def test_another_process_s_commands_are_pushed_once_and_ours_not_again(
    tmp_path: Path,
) -> None:
    async def body(one: GameService) -> None:
        two = GameService(Store(f"sqlite:///{tmp_path / 'games.db'}"))  # a second process
        gid, living = await _game(one)
        me = Socket(one, gid, living[0])
        await _settle(me)
        await two.command(gid, Say(living[1], "town square", "from two"))
        await one.sync()
        await _settle(me)
        assert len(me.pushes()) == 2 and me.said()[-1].endswith("from two")
        await one.sync()  # nothing new: nothing pushed
        await one.command(gid, Say(living[1], "town square", "from one"))
        await one.sync()  # its own command was pushed when it was committed, and only then
        real = one.store.versions

        def read_before_the_commit(ids: list[str]) -> dict[str, int]:
            return {g: v - 1 for g, v in real(ids).items()}

        one.store.versions = read_before_the_commit  # type: ignore[method-assign]
        await one.sync()  # the versions were read just before its own commit: not another's
        await _settle(me)
        assert len(me.pushes()) == 3 and me.said()[-1].endswith("from one")
        await me.stop()

    _run(tmp_path, body)

"""Issue 22 item 3: every interaction is acknowledged (deferred) before the service is asked
anything, as Discord drops one not answered within three seconds. Tested with a fake clock,
not wall time: the fake service takes four seconds of it for each call, and each answer is
checked against the moment the interaction came."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from werewolves.discord import prompts
from werewolves.discord.bot import Adapter
from werewolves.discord.store import AdapterStore

DEADLINE = 3.0  # Discord's: an interaction not answered by then is dropped
SLOW = 4.0  # what each call to the (fake) service takes


@dataclass
class Clock:
    now: float = 0.0

    def __call__(self) -> float:
        return self.now


@dataclass
class Log:
    clock: Clock
    seen: list[tuple[str, float]] = field(default_factory=list)

    def note(self, what: str) -> None:
        self.seen.append((what, self.clock.now))


VIEW = {
    "name": "Ann",
    "role": "Someone",
    "card": {"name": "Someone", "summary": "x", "abilities": [], "rules": []},
    "channels": [{"name": "town square", "writable": True}],
    "actions": [
        {"verb": "poke", "slots": [["Bob"]], "max_targets": 1, "declaration": {}},
        {
            "verb": "burn",
            "slots": [["Bob"]],
            "max_targets": 1,
            "declaration": {"irreversible": True},
        },
    ],
}


class SlowService:
    """The game service as the adapter calls it, each call taking four seconds of the clock."""

    def __init__(self, log: Log) -> None:
        self.log = log

    async def _slow(self, what: str) -> None:
        self.log.note(f"service {what}")
        self.log.clock.now += SLOW
        await asyncio.sleep(0)

    async def summary(self, game: str) -> dict[str, Any]:
        await self._slow("summary")
        seats = [
            {"name": "Ann", "seat": 0, "alive": True},
            {"name": "Bob", "seat": 1, "alive": True},
        ]
        return {"seats": seats, "phase_index": 2, "phase": "Day 1", "epoch": 0}

    async def view(self, game: str, acting: str = "host", lang: str = "en") -> dict[str, Any]:
        await self._slow("view")
        return {"view": VIEW}

    async def act(
        self, game: str, seat: int, action: Any, phase: int | None = None, lang: str = "en"
    ) -> dict[str, Any]:
        await self._slow("act")
        return {"told": [f"done: {' '.join(action)}"]}

    async def ready(self, game: str, seat: int, phase: int | None = None) -> dict[str, Any]:
        await self._slow("ready")
        return {"message": "ready"}

    async def say(self, game: str, seat: int, channel: str, text: str) -> dict[str, Any]:
        await self._slow("say")
        return {}

    async def why(self, game: str, name: str, acting: str = "host") -> list[str]:
        await self._slow("why")
        return ["Bob has died."]

    async def host(self, game: str, what: str, body: Any = None) -> dict[str, Any]:
        await self._slow(f"host {what}")
        return {"message": "Night 1 is running"}

    async def events(
        self, game: str, after: int, epoch: int | None = None, lang: str = "en"
    ) -> dict[str, Any]:
        await self._slow("events")
        return {"events": []}


class Response:
    def __init__(self, log: Log) -> None:
        self.log = log

    async def defer(self, **_: Any) -> None:
        self.log.note("defer")

    async def send_message(self, *_: Any, **__: Any) -> None:
        self.log.note("answer")


class Followup:
    def __init__(self, log: Log) -> None:
        self.log = log
        self.sent: list[str] = []

    async def send(self, content: str = "", **_: Any) -> None:
        self.log.note("follow-up")
        self.sent.append(content)


@dataclass
class User:
    id: int
    display_name: str = "Ann"


class Interaction:
    def __init__(self, log: Log, channel: int, member: int) -> None:
        self.channel_id = channel
        self.id = 7
        self.user = User(member)
        self.response = Response(log)
        self.followup = Followup(log)
        self.came = log.clock.now
        self.locale = "en-US"  # Discord sends the member's language with every interaction


def _adapter(tmp_path: Path, log: Log) -> Adapter:
    store = AdapterStore(tmp_path / "adapter.sqlite3")
    store.add_game("G", 1, "g", "http://service", 0.0)
    store.add_channel(100, "G", "seat:Ann", 0)
    store.add_channel(101, "G", "host", 0)
    store.seat_member("G", "Ann", 11)
    store.set_host("G", 10)
    return Adapter(SlowService(log), store, [1], clock=log.clock)  # type: ignore[arg-type]


CASES = {
    "act": lambda b, i: b.act(i, "poke", ["Bob"]),
    "vote": lambda b, i: b.act(i, prompts.VOTE, ["Bob"]),
    "unvote": lambda b, i: b.act(i, prompts.UNVOTE, []),
    "claim": lambda b, i: b.claim(i, None, "trust me"),
    "why": lambda b, i: b.why(i, "Bob"),
    "select menu": lambda b, i: b.component(i, prompts.ACT + "poke", ["Bob"]),
    "confirmation asked": lambda b, i: b.component(i, prompts.ACT + "burn", ["Bob"]),
    "confirmed": lambda b, i: b.component(i, "ww:yes:burn:Bob", []),
    "ready": lambda b, i: b.component(i, prompts.READY, []),
    "rules": lambda b, i: b.component(i, prompts.RULES, []),
    "act asks first": lambda b, i: b.act(i, "burn", ["Bob", None, None]),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_discord_interaction_is_deferred_before_the_slow_service(tmp_path: Path, case: str) -> None:
    async def go() -> tuple[Log, Interaction]:
        log = Log(Clock(1000.0))
        bot = _adapter(tmp_path, log)
        bot.pump = _no_pump  # type: ignore[method-assign]
        interaction = Interaction(log, 100, 11)
        await CASES[case](bot, interaction)
        bot.store.close()
        return log, interaction

    log, interaction = asyncio.run(go())
    first, at = log.seen[0]
    assert first == "defer" and at - interaction.came < DEADLINE
    services = [t for w, t in log.seen if w.startswith("service")]
    assert services, "the case asks the service"
    answers = [(w, t) for w, t in log.seen if w == "follow-up"]
    assert answers and all(t >= services[0] + SLOW for _w, t in answers)
    # the service was slower than Discord's deadline: without the deferral, it was lost
    assert answers[-1][1] - interaction.came > DEADLINE


def test_discord_host_tool_is_deferred_and_answers_the_host_alone(tmp_path: Path) -> None:
    async def go() -> tuple[Log, Interaction, Interaction]:
        log = Log(Clock(0.0))
        bot = _adapter(tmp_path, log)
        bot.pump = _no_pump  # type: ignore[method-assign]
        host = Interaction(log, 101, 10)
        await bot.host_tool(host, "advance", None)
        stranger = Interaction(log, 101, 11)
        await bot.host_tool(stranger, "advance", None)
        bot.store.close()
        return log, host, stranger

    log, host, stranger = asyncio.run(go())
    assert log.seen[0] == ("defer", 0.0)
    assert [w for w, _t in log.seen][:3] == ["defer", "service summary", "service host advance"]
    assert host.followup.sent == ["Night 1 is running"]
    assert stranger.followup.sent == [
        "Only the game's host can do this, in the game's host channel."
    ]


def test_discord_confirmation_is_asked_before_sending(tmp_path: Path) -> None:
    async def go() -> tuple[Log, Interaction]:
        log = Log(Clock(0.0))
        bot = _adapter(tmp_path, log)
        bot.pump = _no_pump  # type: ignore[method-assign]
        i = Interaction(log, 100, 11)
        await bot.component(i, prompts.ACT + "burn", ["Bob"])
        bot.store.close()
        return log, i

    log, i = asyncio.run(go())
    assert "service act" not in [w for w, _t in log.seen]  # asked, not sent
    assert i.followup.sent[0].startswith("Send `burn Bob`? It cannot be undone.")


def test_discord_slash_act_asks_first_too(tmp_path: Path) -> None:
    async def go() -> tuple[Log, Interaction]:
        log = Log(Clock(0.0))
        bot = _adapter(tmp_path, log)
        bot.pump = _no_pump  # type: ignore[method-assign]
        i = Interaction(log, 100, 11)
        await bot.act(i, "burn", ["Bob", None, None])
        bot.store.close()
        return log, i

    log, i = asyncio.run(go())
    assert "service act" not in [w for w, _t in log.seen]
    assert i.followup.sent == ["Send `burn Bob`? It cannot be undone."]
    assert prompts.yes_of("ww:yes:swap:Ann:Bob") == ("swap", ["Ann", "Bob"])


async def _no_pump(game_id: str) -> int:
    return 0


def test_discord_push_told_alone_only_when_it_follows_on(tmp_path: Path) -> None:
    """A socket push is rendered by itself only when it starts where the channels stand, in
    their epoch, whole; any other is read from the stream (None), so nothing is lost."""
    from werewolves.discord.store import Cursor

    async def go() -> dict[str, Any]:
        log = Log(Clock(0.0))
        bot = _adapter(tmp_path, log)
        for cid in (100, 101):
            bot.store.sent(cid, Cursor(0, 9, 0, True))
        told: list[dict[str, Any]] = []

        async def render(game_id: str, feed: Any, page: Any, summary: Any) -> int:
            told.append(page)
            return len(page["events"])

        bot._render_page = render  # type: ignore[method-assign]
        game = {"phase": "Day 1"}
        on = {"epoch": 0, "cursor": 11, "events": [{"id": 10}, {"id": 11}], "game": game}
        out = {
            "point": bot.resume_point("G"),
            "follows": await bot.render_push("G", on),
            "gap": await bot.render_push("G", dict(on, events=[{"id": 12}])),
            "undo": await bot.render_push("G", dict(on, epoch=1)),
            "reset": await bot.render_push("G", dict(on, reset=True)),
            "more": await bot.render_push("G", dict(on, more=True)),
            "empty": await bot.render_push("G", dict(on, events=[])),
            "told": told,
        }
        bot.store.close()
        return out

    got = asyncio.run(go())
    assert got["point"] == (9, 0)
    assert got["follows"] == 2 and got["told"][0]["cursor"] == 11
    assert got["gap"] is got["undo"] is got["reset"] is got["more"] is None
    assert got["empty"] == 0 and len(got["told"]) == 1

"""Issue 20 item 4: commands of several games that arrive while a commit is under way are
committed together, in one transaction, and each sender is still answered only once its own
command is committed; one command's failure stays its own."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from werewolves.server.commands import Advance, Say
from werewolves.server.live import Settings
from werewolves.server.models import SetupIn
from werewolves.server.routes.setup import build_setup
from werewolves.server.service import GameService
from werewolves.storage import Append, Conflict, NewGame, Store

NAMES = ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus"]


def _store(tmp_path: Path) -> Store:
    return Store(f"sqlite:///{tmp_path / 'games.db'}")


def test_append_many_writes_each_game_and_refuses_only_the_stale_one(tmp_path: Path) -> None:
    store = _store(tmp_path)
    for gid in ("g1", "g2", "g3"):
        store.create_game(NewGame(gid, 0.0, "v", {"players": []}, 7, {}), [])
    store.append("g2", 0, {"op": "advance"}, at=1.0, deadline=None, over=False)
    got = store.append_many(
        [
            Append("g1", 0, {"op": "say", "text": "é \ud800"}, 2.0, 5.0, False),
            Append("g2", 0, {"op": "advance"}, 2.0, None, False),  # g2 is at version 1
            Append("g3", 0, {"op": "advance"}, 2.0, None, True),
            Append("g1", 1, {"op": "advance"}, 3.0, None, False),  # after the first, same game
        ]
    )
    assert got[0] == 1 and got[2] == 1 and got[3] == 2
    assert isinstance(got[1], Conflict) and "at version 1, not 0" in str(got[1])
    assert store.versions(["g1", "g2", "g3"]) == {"g1": 2, "g2": 1, "g3": 1}
    first = store.commands("g1")
    assert [(c.seq, c.at, c.body) for c in first] == [
        (1, 2.0, {"op": "say", "text": "é \ud800"}),
        (2, 3.0, {"op": "advance"}),
    ]
    g1, g3 = store.game("g1"), store.game("g3")
    assert g1 is not None and g1.deadline is None and not g1.over
    assert g3 is not None and g3.over
    assert store.due(10.0) == []


def test_a_batch_that_fails_writes_nothing(tmp_path: Path) -> None:
    store = _store(tmp_path)
    store.create_game(NewGame("g1", 0.0, "v", {"players": []}, 7, {}), [])
    with pytest.raises(Conflict):  # a token digest that exists already: the row races
        store.append_many(
            [
                Append("g1", 0, {"op": "kick"}, 1.0, None, False, "Ann", ("d", "player", "Ann")),
                Append("g1", 1, {"op": "kick"}, 1.0, None, False, "Ann", ("d", "player", "Ann")),
            ]
        )
    assert store.versions(["g1"]) == {"g1": 0} and store.commands("g1") == []


async def _games(service: GameService, n: int) -> list[str]:
    ids = []
    for i in range(n):
        made = await service.create(
            build_setup(SetupIn.model_validate({"names": NAMES}), i), i, Settings("manual")
        )
        for _ in range(2):  # Day 0, Night 1, Day 1: the town square is open
            await service.command(made.game_id, Advance("host"))
        ids.append(made.game_id)
    return ids


async def _living(service: GameService, game_id: str, n: int) -> list[str]:
    return await service.read(game_id, lambda live: list(live.game.living())[:n])


def test_commands_arriving_together_are_committed_together(tmp_path: Path) -> None:
    store = _store(tmp_path)
    batches: list[int] = []
    real = store.append_many

    def counted(items: Any) -> Any:
        batches.append(len(items))
        return real(items)

    store.append_many = counted  # type: ignore[method-assign]

    speakers: dict[str, list[str]] = {}

    async def run() -> list[tuple[str, int]]:
        service = GameService(store)
        ids = await _games(service, 12)
        for g in ids:
            speakers[g] = await _living(service, g, 3)
        sent = [
            service.command(g, Say(name, "town square", f"{name} in {g}"))
            for g in ids
            for name in speakers[g]
        ]
        answers = await asyncio.gather(*sent)
        games = [g for g in ids for _ in speakers[g]]
        return [(g, v) for g, (_a, v) in zip(games, answers, strict=True)]

    answered = asyncio.run(run())
    assert batches and max(batches) > 1  # some were committed together
    for gid, version in answered:  # each answer's version is committed, with its own line
        stored = store.commands(gid)
        assert stored[version - 1].seq == version
    for gid in {g for g, _v in answered}:
        lines = [c.body["text"] for c in store.commands(gid) if c.body["op"] == "say"]
        assert lines == [f"{n} in {gid}" for n in speakers[gid]]


def test_one_commands_failure_in_a_batch_is_only_its_own(tmp_path: Path) -> None:
    store = _store(tmp_path)
    real, real_many = store.append, store.append_many

    def many(items: Any) -> Any:
        if len(items) > 1:
            raise OSError("the batch failed")
        return real_many(items)

    def append(game_id: str, expected: int, body: dict[str, Any], **kw: Any) -> int:
        if body.get("text") == "doomed":
            raise OSError("the disk is full")
        return real(game_id, expected, body, **kw)

    async def run() -> list[Any]:
        service = GameService(store)
        ids = await _games(service, 4)
        store.append_many = many  # type: ignore[method-assign]
        store.append = append  # type: ignore[method-assign]
        texts = ["fine", "doomed", "fine", "fine"]
        sent = [
            service.command(g, Say((await _living(service, g, 1))[0], "town square", t))
            for g, t in zip(ids, texts, strict=True)
        ]
        return list(await asyncio.gather(*sent, return_exceptions=True))

    got = asyncio.run(run())
    assert isinstance(got[1], OSError), got
    assert all(isinstance(g, tuple) and g[0].ok for i, g in enumerate(got) if i != 1), got


def test_the_portable_batch_answers_in_the_order_given(tmp_path: Path) -> None:
    """The batch PostgreSQL takes (SQLAlchemy Core, games in a fixed order so that two
    processes' batches never wait for each other in a circle), run here on SQLite: the answers
    come back in the order of the items."""
    store = _store(tmp_path)
    for gid in ("b", "a", "c"):
        store.create_game(NewGame(gid, 0.0, "v", {"players": []}, 7, {}), [])
    got = store._append_core(
        [
            Append("c", 0, {"op": "advance"}, 1.0, None, False),
            Append("a", 5, {"op": "advance"}, 1.0, None, False),  # stale
            Append("b", 0, {"op": "advance"}, 1.0, None, False),
            Append("c", 1, {"op": "say", "text": "x"}, 2.0, None, False),
        ]
    )
    assert got[0] == 1 and got[2] == 1 and got[3] == 2
    assert isinstance(got[1], Conflict)
    assert store.versions(["a", "b", "c"]) == {"a": 0, "b": 1, "c": 2}
    assert [c.body["op"] for c in store.commands("c")] == ["advance", "say"]

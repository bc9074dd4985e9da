"""Issue 34: the adapter keeps within Discord's limits, as the stricter fake enforces them
(``fake_rules.py``): a game of 48 players — more channels than a category takes (50), select
menus of more candidates than a menu takes (25), role cards as embeds — made and played a
night and a day with nothing refused; and every interaction answered within Discord's three
seconds and followed up within its token's fifteen minutes, by the fake's own clock, while
the service takes four seconds of that clock for each call."""

from __future__ import annotations

import asyncio
import itertools
from pathlib import Path
from typing import Any

from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for

from werewolves.discord import prompts

LETTERS = "bcdfghjkmnprstvwxz"
BIG = [
    [f"{a.upper()}{v}{b}", "Wolf" if i % 9 == 0 else "Citizen"]
    for i, (a, v, b) in enumerate(itertools.product(LETTERS[:4], "aeiou", LETTERS[:3]))
][:48]


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 120))


async def _big(tmp_path: Path) -> dict[str, Any]:
    members = {name: 1000 + i for i, (name, _r) in enumerate(BIG)}
    async with adapter_on_fake(tmp_path, poll_seconds=0.2) as rig:
        fake = rig.fake
        gid = await rig.bot.new_game(
            fake.guild_id, "big", {"players": BIG}, {"automation": "manual"}, members=members
        )
        await rig.service.host(gid, "advance")  # Night 1
        await rig.service.host(gid, "advance")  # Day 1
        town = rig.channels(gid)["town"]
        await wait_for(lambda: any("Day 1 begins" in t for t in rig.said(town)), 90)

        def polls() -> list[dict[str, Any]]:
            return [m for m in fake.messages.get(town, []) if m.get("components")]

        await wait_for(lambda: bool(polls()), 90)
        return {
            "refused": list(fake.refused),
            "categories": [c for c in fake.channels.values() if c["type"] == 4],
            "options": [
                len(c.get("options") or [])
                for m in polls()
                for r in m["components"]
                for c in r["components"]
            ],
        }


def test_discord_a_game_bigger_than_a_category_and_a_menu_is_refused_nothing(
    tmp_path: Path,
) -> None:
    got = run(_big(tmp_path))
    assert got["refused"] == []
    assert len(got["categories"]) == 2  # 52 channels: 50 in the first category
    assert got["options"] and max(got["options"]) == 25  # 48 candidates, 25 in the menu


SLOW = 4.0  # seconds of the fake's clock each call to the service takes


async def _deadlines(tmp_path: Path) -> dict[str, Any]:
    names = {10: "Host", **{v: k for k, v in MEMBERS.items()}}
    async with adapter_on_fake(tmp_path, names=names) as rig:
        fake, bot, service = rig.fake, rig.bot, rig.service
        gid = await bot.new_game(
            fake.guild_id,
            "g",
            {"players": PLAYERS},
            {"automation": "manual"},
            host=10,
            members=MEMBERS,
        )
        await service.host(gid, "advance")
        await service.host(gid, "advance")  # Day 1
        ch = rig.channels(gid)
        await wait_for(lambda: any("Day 1 begins" in t for t in rig.said(ch["town"])))
        prompt = f"prompt/{gid}/Dan"
        await wait_for(lambda: rig.store.get(prompt) is not None)
        # from now on the service is slow by the fake Discord's clock; the polling rounds and
        # the rendering after a move stop, and the interactions come one at a time, so only
        # each interaction's own calls move the clock
        assert bot._pump is not None
        bot._pump.cancel()

        async def no_render(game_id: str) -> None:
            return None

        bot._pump_soon = no_render  # type: ignore[method-assign]
        for name in ("summary", "view", "act", "ready", "why", "host", "host_read", "events"):
            real = getattr(service, name)

            async def slow(*a: Any, _real: Any = real, **kw: Any) -> Any:
                fake.advance(SLOW)
                return await _real(*a, **kw)

            setattr(service, name, slow)
        dan, host = MEMBERS["Dan"], 10
        message = next(m for m in fake.messages[ch["seat:Dan"]] if m.get("components"))
        tokens: list[str] = []
        for make in (
            lambda: fake.interact("vote", {"whom": "Ann"}, member=dan, channel=ch["town"]),
            lambda: fake.press(prompts.ACT + "vote", member=dan, message=message, values=["Cid"]),
            lambda: fake.press(prompts.READY, member=dan, message=message),
            lambda: fake.interact("why", {"player": "Bob"}, member=host, channel=ch["host"]),
            lambda: fake.interact("host", {"what": "grimoire"}, member=host, channel=ch["host"]),
        ):
            t = await make()
            tokens.append(t)
            await wait_for(lambda t=t: len(fake.answers.get(t, [])) >= 2)
        return {"refused": list(fake.refused), "answers": [fake.answers[t] for t in tokens]}


def test_discord_every_interaction_is_answered_within_discord_s_three_seconds(
    tmp_path: Path,
) -> None:
    got = run(_deadlines(tmp_path))
    assert got["refused"] == []  # no callback past 3 s, no follow-up past 15 min
    for answers in got["answers"]:
        assert answers[0]["type"] == 5  # deferred first

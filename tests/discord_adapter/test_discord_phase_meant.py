"""Issue 36 item 6 on Discord: a member's command carries the phase it was meant for (the phase
of the prompt they chose from, or of their view when they typed ``/act``), so a night's menu
pressed after the day began is refused with the service's sentence and never becomes the
day's action."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for

from werewolves.discord import prompts

STALE = "That was meant for Night 1; it is Day 1 now: nothing was done."


async def _stale_press(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, store, bot = rig.fake, rig.service, rig.store, rig.bot
        gid = await bot.new_game(
            fake.guild_id, "g1", {"players": PLAYERS}, {"automation": "manual"},
            host=10, members=MEMBERS,
        )
        ch = {k: c.channel_id for k, c in store.channels(gid).items()}
        await service.host(gid, "advance")  # Night 1

        def prompt() -> dict[str, Any] | None:
            return next(
                (m for m in fake.messages.get(ch["seat:Ann"], []) if "Night 1" in m["content"]),
                None,
            )

        await wait_for(lambda: prompt() is not None)
        night = prompt()
        assert night is not None
        verb = next(
            c["custom_id"].removeprefix(prompts.ACT)
            for r in night["components"] for c in r["components"]
            if c["custom_id"].startswith(prompts.ACT)
        )
        async with bot._lock:  # the adapter has not shown the day yet when Ann presses
            await service.host(gid, "advance")  # Day 1
            tok = await fake.press(prompts.ACT + verb, member=11, message=night, values=["Bob"])
            await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
            answer = str(fake.answers[tok][1]["content"])
        host = (await service.view(gid, "host"))["view"]
        await asyncio.sleep(0)
        return {"answer": answer, "host": host}


def test_a_night_menu_pressed_in_the_day_is_refused(tmp_path: Path) -> None:
    got = asyncio.run(_stale_press(tmp_path))
    assert got["answer"] == STALE
    lynch = next(p for p in got["host"]["polls"] if p["name"] == "lynch")
    assert "Ann" not in lynch["votes"]

"""Issue 35 item 2: a clock. ``/lobby`` sets day and night lengths (presets **long**, 12 h and
12 h, the default, and **fast**, 10 and 5 minutes, or minutes of the host's own); phases end at
their deadlines (announced with ``<t:…:R>``), the "late" reminders fire before, and ``/host``
sets, extends, pauses and resumes the deadline. The service and the adapter read the fake's
clock: no test waits for real time."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import adapter_on_fake, wait_for

from werewolves.discord.bot import clock_line, lobby_settings

HOST = 10
DISPLAY = {21: "Zoë", 22: "Big Bob 🐺", 23: "ann.the_great", 24: "Alex", 25: "Alex"}
CLOCK = "\N{ALARM CLOCK}"


def test_the_lobby_s_clock_long_by_default_fast_or_the_host_s_minutes() -> None:
    assert lobby_settings({}) == {
        "automation": "timed",
        "day_seconds": 43200,
        "night_seconds": 43200,
    }
    assert lobby_settings({"clock": "fast"})["day_seconds"] == 600
    assert lobby_settings({"clock": "fast"})["night_seconds"] == 300
    assert lobby_settings({"clock": "fast", "night": 7})["night_seconds"] == 420
    assert lobby_settings({"phases": "manual", "clock": "fast"}) == {"automation": "manual"}
    assert clock_line({}) == "\nDays last 12 h, nights 12 h."
    assert clock_line({"phases": "manual"}) == "\nThe host ends each phase."
    assert clock_line({"phases": "auto", "clock": "fast"}).endswith(
        "nights 5 min (or as soon as everyone has acted)."
    )


async def _timed(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(
        tmp_path, names={HOST: "Hana", **DISPLAY}, fake_clock=True, late_seconds=120
    ) as rig:
        fake, service = rig.fake, rig.service
        general = await fake.create_text_channel("general")
        await fake.interact(
            "lobby", {"label": "quick", "clock": "fast", "seed": "2"}, member=HOST, channel=general
        )
        await wait_for(lambda: fake.messages.get(general))
        lobby = fake.messages[general][0]
        out: dict[str, Any] = {"lobby": lobby["content"]}
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        for m in DISPLAY:
            tok = await fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        await fake.press("werewolves:start", member=HOST, message=lobby)
        await wait_for(lambda: "has begun" in lobby["content"], 60)
        gid = next(g for g, _u, _l in rig.store.games())
        ch = rig.channels(gid)
        first = await service.summary(gid)
        out["first"] = first
        town = ch["town"]
        await wait_for(lambda: any("It ends <t:" in t for t in rig.said(town)))
        out["announced"] = [t for t in rig.said(town) if "It ends <t:" in t]

        # the first phase ends on its timer; the next has its deadline and is announced so
        fake.advance(float(first["deadline"]) - rig.bot.clock() + 1)
        await rig.tick()
        now = await service.summary(gid)
        out["after"] = now
        audit = (await service.host_read(gid, "audit")).get("audit", [])
        out["by"] = [a.get("by") for a in audit if a.get("op") == "advance"]
        await wait_for(lambda: sum(t.count("It ends <t:") for t in rig.said(town)) >= 2)
        first = now

        # the late reminders: within two minutes of the deadline, each awaited seat, once
        fake.advance(float(first["deadline"]) - rig.bot.clock() - 60)

        def reminded() -> dict[str, list[str]]:
            return {
                k: [t for t in rig.said(c) if t.startswith(CLOCK)]
                for k, c in ch.items()
                if k.startswith("seat:")
            }

        awaited = (await service.view(gid, "host"))["view"].get("awaiting") or {}
        out["awaited"] = sorted(awaited)
        await wait_for(lambda: sum(map(len, reminded().values())) >= len(awaited))
        await asyncio.sleep(0.3)  # rounds more: once each
        out["reminded"] = reminded()

        # the host's timer: extend, set, pause, resume
        host_ch = ch["host"]

        async def host(what: str, **more: str) -> str:
            tok = await fake.interact("host", {"what": what, **more}, member=HOST, channel=host_ch)
            await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
            return str(fake.answers[tok][1]["content"])

        before = float((await service.summary(gid))["deadline"])
        out["extend"] = await host("extend", minutes="5")
        out["extended_by"] = float((await service.summary(gid))["deadline"]) - before
        out["set"] = await host("deadline", minutes="30")
        out["set_in"] = float((await service.summary(gid))["deadline"]) - rig.bot.clock()
        out["pause"] = await host("pause")
        out["paused_extend"] = await host("extend", minutes="10")
        out["resume"] = await host("resume")
        out["resumed_in"] = float((await service.summary(gid))["deadline"]) - rig.bot.clock()
        out["no_minutes"] = await host("extend")

        return out


def test_discord_phases_end_on_their_deadlines_with_reminders_and_a_host_timer(
    tmp_path: Path,
) -> None:
    got = asyncio.run(asyncio.wait_for(_timed(tmp_path), 120))
    assert "Days last 10 min, nights 5 min." in got["lobby"]
    first = got["first"]
    assert first["deadline"], first  # the lobby's default phases have a real deadline
    assert len(got["announced"]) == 1
    # every awaited seat reminded once, in its own channel, naming what it has not used
    assert got["awaited"], got
    for name in got["awaited"]:
        told = got["reminded"][f"seat:{name}"]
        assert len(told) == 1 and "you have not used" in told[0], (name, told)
    assert got["extend"].startswith("The phase now ends <t:"), got["extend"]
    assert round(got["extended_by"]) == 300
    assert round(got["set_in"]) == 1800
    assert got["paused_extend"] == (
        "The clock is paused; the phase will end 40 min after the clock is resumed."
    )
    assert round(got["resumed_in"]) == 2400
    assert got["no_minutes"] == "Say how many minutes more in minutes:."
    # ended by the timer, and the next phase has its deadline too
    assert got["after"]["phase_index"] == first["phase_index"] + 1, got["after"]
    assert "timer" in got["by"], got["by"]
    assert got["after"]["deadline"]

"""Issue 35's "done when": a whole game through the fake, from the lobby to the outcome, with
the display names of a real table (``Zoë``, ``Big Bob 🐺``, ``ann.the_great``, ``Alex`` and
``Alex``), the phases ending on their timers with the late reminders, and the Amulet Holder
warned and passing the amulet by the menu. The service and the adapter read the fake's clock
(``fake.advance``, ``rig.tick``): the game's hours pass in no time."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import Rig, adapter_on_fake, wait_for

from werewolves.discord import prompts

HOST = 10
DISPLAY = {21: "Zoë", 22: "Big Bob 🐺", 23: "ann.the_great", 24: "Alex", 25: "Alex", 26: "Fay"}
UNUSED = "If the day ends before you pass the amulet on, it shatters and kills you."
CLOCK, TROPHY = "\N{ALARM CLOCK}", "\N{TROPHY}"


async def _to_the_end_of(rig: Rig, gid: str) -> dict[str, Any]:
    """The phase runs out: the reminders first (a minute before), then the timer ends it."""
    summary = await rig.service.summary(gid)
    rig.fake.advance(float(summary["deadline"]) - rig.bot.clock() - 60)
    await asyncio.sleep(0.3)  # polling rounds: the reminders go out
    rig.fake.advance(61)
    await rig.tick()
    after = await rig.service.summary(gid)
    assert after["phase_index"] == summary["phase_index"] + 1 or after["over"], after
    return after


async def _table(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **DISPLAY}, fake_clock=True) as rig:
        fake, service = rig.fake, rig.service
        general = await fake.create_text_channel("general")
        opened = {"label": "table", "clock": "fast", "seed": "0"}
        await fake.interact("lobby", opened, member=HOST, channel=general)
        await wait_for(lambda: fake.messages.get(general))
        lobby = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        for m in DISPLAY:
            tok = await fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        await fake.press("werewolves:start", member=HOST, message=lobby)
        await wait_for(lambda: "has begun" in lobby["content"], 60)
        out: dict[str, Any] = {"lobby": lobby["content"]}
        gid = next(g for g, _u, _l in rig.store.games())
        ch = rig.channels(gid)
        grimoire = (await service.view(gid, "host"))["view"]
        role = {s["name"]: s["role"] for s in grimoire["seats"]}
        out["roles"] = role
        holder = next(n for n, r in role.items() if r == "Amulet Holder")
        wolf = next(n for n, r in role.items() if r == "Wolf")
        members = rig.store.seats(gid)

        # ---- Day 0: the holder's prompt warns, and the amulet goes by the menu
        seat_ch = ch[f"seat:{holder}"]

        def day0() -> dict[str, Any] | None:
            ms = fake.messages.get(seat_ch, [])
            return next((m for m in ms if m["content"].startswith("**Day 0**")), None)

        await wait_for(lambda: day0() is not None)
        prompt = day0()
        assert prompt is not None
        out["warned"] = UNUSED in prompt["content"]
        others = [n for n in role if n not in (holder, wolf)]
        tok = await fake.press(
            prompts.ACT + "pass", member=members[holder], message=prompt, values=others[:2]
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["passed"] = fake.answers[tok][1]["content"]
        await _to_the_end_of(rig, gid)  # Night 1

        # ---- Night 1: the wolf attacks by its menu; the phase ends on its timer
        wolf_ch = ch[f"seat:{wolf}"]

        def night1() -> dict[str, Any] | None:
            ms = fake.messages.get(wolf_ch, [])
            return next((m for m in ms if m["content"].startswith("**Night 1**")), None)

        await wait_for(lambda: night1() is not None)
        menu = next(
            c["custom_id"]
            for r in (night1() or {})["components"]
            for c in r["components"]
            if c["custom_id"].startswith(prompts.ACT)
        )
        victim = others[-1]
        tok = await fake.press(menu, member=members[wolf], message=night1(), values=[victim])
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        await _to_the_end_of(rig, gid)  # Day 1

        # ---- Day 1: the town votes the wolf by the poll's menu; the timer ends the day
        town = ch["town"]

        def poll() -> dict[str, Any] | None:
            ms = fake.messages.get(town, [])
            return next(
                (m for m in ms if m["content"].startswith("\N{BALLOT BOX WITH BALLOT} `vote")),
                None,
            )

        await wait_for(lambda: poll() is not None)
        living = [s["name"] for s in (await service.summary(gid))["seats"] if s["alive"]]
        for name in living:
            if name != wolf:
                tok = await fake.press(
                    prompts.ACT + prompts.VOTE, member=members[name], message=poll(), values=[wolf]
                )
                await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)  # noqa: B023
        end = await _to_the_end_of(rig, gid)
        out["end"] = end
        await wait_for(lambda: any(TROPHY in t for t in rig.said(town)), 30)
        out["town"] = rig.said(town)
        out["reminded"] = {
            n: [t for t in rig.said(ch[f"seat:{n}"]) if t.startswith(CLOCK)] for n in role
        }
        audit = (await service.host_read(gid, "audit")).get("audit", [])
        out["by"] = [a.get("by") for a in audit if a.get("op") == "advance"]
        out["holder"], out["wolf"], out["victim"] = holder, wolf, victim
        out["refused"] = list(fake.refused)
        return out


def test_discord_a_whole_game_at_a_real_table(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_table(tmp_path), 150))
    # any display name plays, under a game name shown beside it
    for shown in ("Zoe (Zoë)", "Big_Bob (Big Bob 🐺)", "ann_the_great (ann.the_great)"):
        assert shown in got["lobby"], got["lobby"]
    assert sorted(got["roles"]) == sorted(
        ["Zoe", "Big_Bob", "ann_the_great", "Alex", "Alex2", "Fay"]
    )
    # the amulet: warned in the prompt, passed by the menu, and its holder alive after Day 0
    assert got["warned"]
    assert got["passed"].startswith("You used pass on "), got["passed"]
    assert not any(f"{got['holder']} has died" in t for t in got["town"][:3])
    # every phase ended on its timer; the reminders went out before
    assert got["by"] == ["timer", "timer", "timer"], got["by"]
    assert any(got["reminded"].values()), got["reminded"]
    # the outcome, once: the wolf lynched, the town won
    assert got["end"]["over"], got["end"]
    assert sum(TROPHY in t for t in got["town"]) == 1
    assert any(f"{got['wolf']} has been lynched" in t for t in got["town"]), got["town"]
    assert got["refused"] == [], got["refused"]

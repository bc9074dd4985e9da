"""Issue 35 item 3: a control for every ability, from its declaration's shape (never a role's
name): a button for an action naming nothing, a select menu for one naming one player or word,
a multi-select for one naming several players of the same candidates (``pass``), a form of one
menu per position for the rest; and a duty whose neglect kills (RM562's ``unused``) warned in
the prompt, before **Ready**, and again in the late reminder, with the web page's sentence."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import adapter_on_fake, wait_for

from werewolves.discord import prompts

HOST = 10
MEMBERS = {"Ann": 11, "Bob": 12, "Cid": 13, "Dan": 14, "Eve": 15}
AMULET = [
    ["Ann", "Amulet Holder"],
    ["Bob", "Wolf"],
    *[[n, "Citizen"] for n in ("Cid", "Dan", "Eve")],
]
UNUSED = "If the day ends before you pass the amulet on, it shatters and kills you."
WARN = "\N{WARNING SIGN}"


def _action(verb: str, slots: list[list[str]], **more: Any) -> dict[str, Any]:
    return {
        "verb": verb,
        "slots": slots,
        "max_targets": len(slots),
        "min_targets": len(slots),
        "help": "h",
        **more,
    }


def test_each_shape_of_action_gets_a_control() -> None:
    players = ["Bob", "Cid", "Dan"]
    assert prompts.control(_action("go", []))["custom_id"] == prompts.YES + "go"
    one = prompts.control(_action("look", [players]))
    assert one["type"] == prompts.SELECT and one["max_values"] == 1
    several = prompts.control(_action("give", [players] * 3, min_targets=1))
    assert (several["min_values"], several["max_values"]) == (1, 3)
    word = prompts.control(_action("be", [], picks=1, options=["Citizen", "Wolf"]))
    assert word["type"] == prompts.SELECT and [o["value"] for o in word["options"]] == [
        "Citizen",
        "Wolf",
    ]
    mixed = _action("dress", [players], picks=1, options=["Citizen", "Wolf"])
    button = prompts.control(mixed)
    assert button["custom_id"] == prompts.FORM + "dress"
    _text, rows = prompts.form(mixed)
    ids = [c["custom_id"] for r in rows for c in r["components"]]
    assert ids == [
        f"{prompts.POS}dress:0",
        f"{prompts.POS}dress:1",
        prompts.SEND + "dress",
        "ww:no",
    ]
    big = _action("seek", [players] * 3, picks=3, options=["Citizen"])
    assert "type it with `/act verb:seek`" in prompts.form(big)[0]
    assert prompts.control(_action("look", [[]])) is None  # nobody to name now


async def _amulet(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, fake_clock=True) as rig:
        fake, service = rig.fake, rig.service
        settings = {"automation": "timed", "day_seconds": 600, "night_seconds": 300}
        gid = await rig.bot.new_game(
            fake.guild_id, "amulet", {"players": AMULET}, settings, host=HOST, members=MEMBERS
        )
        ann = rig.channels(gid)["seat:Ann"]

        def prompt() -> dict[str, Any] | None:
            return next(
                (m for m in fake.messages.get(ann, []) if m["content"].startswith("**Day 0**")),
                None,
            )

        await wait_for(lambda: prompt() is not None)
        first = prompt()
        assert first is not None
        out: dict[str, Any] = {"prompt": first["content"]}
        out["components"] = [c for r in first["components"] for c in r["components"]]
        # Ready with the amulet not passed: the duty named first
        tok = await fake.press(prompts.READY, member=11, message=first)
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["ready"] = fake.answers[tok][1]
        # the late reminder names it again
        deadline = float((await service.summary(gid))["deadline"])
        fake.advance(deadline - rig.bot.clock() - 60)
        await wait_for(lambda: any(t.startswith("\N{ALARM CLOCK}") for t in rig.said(ann)))
        out["late"] = [t for t in rig.said(ann) if t.startswith("\N{ALARM CLOCK}")]
        # passed by the menu: two candidates, in the order listed
        tok = await fake.press(
            prompts.ACT + "pass", member=11, message=first, values=["Cid", "Dan"]
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["passed"] = fake.answers[tok][1]["content"]
        await wait_for(lambda: UNUSED not in (prompt() or {}).get("content", UNUSED))
        out["after"] = (prompt() or {}).get("content")
        fake.advance(61)
        await rig.tick()
        out["summary"] = await service.summary(gid)
        return out


def test_discord_the_amulet_is_warned_and_passed_by_the_menu(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_amulet(tmp_path), 90))
    assert f"{WARN} {UNUSED}" in got["prompt"], got["prompt"]
    menu = next(c for c in got["components"] if c.get("custom_id") == prompts.ACT + "pass")
    assert (menu["min_values"], menu["max_values"]) == (1, 3)
    assert [o["value"] for o in menu["options"]] == ["Bob", "Cid", "Dan", "Eve"]
    assert any(c.get("custom_id") == prompts.YES + "shatter" for c in got["components"])
    # the first row is the duty's
    assert got["components"][0]["custom_id"] == prompts.ACT + "pass"
    ready = got["ready"]
    assert ready["content"].startswith(f"{WARN} {UNUSED}") and "Ready anyway?" in ready["content"]
    assert UNUSED in got["late"][0] and len(got["late"]) == 1
    assert "You used pass on Cid, Dan." in got["passed"], got["passed"]
    assert UNUSED not in got["after"]
    alive = {s["name"]: s["alive"] for s in got["summary"]["seats"]}
    assert got["summary"]["phase"].startswith("Night 1") and alive["Ann"], got["summary"]

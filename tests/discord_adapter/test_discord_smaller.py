"""Issue 35 item 4, the smaller things a real table met: the host's grimoire in words (no raw
data), the preview and advance right when the phase ends the game, votes shown by the poll's
live tally alone (its final tally left in the closed poll, the one digest), refusals that name
the real reason, and the doc's install line from a clone."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import adapter_on_fake, wait_for

from werewolves.discord import prompts
from werewolves.game import Game, Setup

HOST, STRANGER = 10, 99
MEMBERS = {"Ann": 11, "Bob": 12, "Cid": 13, "Dan": 14, "Eve": 15}
ONE_WOLF = [["Ann", "Wolf"], *[[n, "Citizen"] for n in ("Bob", "Cid", "Dan", "Eve")]]
BALLOT = "\N{BALLOT BOX WITH BALLOT}"
DOC = Path(__file__).resolve().parents[2] / "docs" / "discord.md"


def test_the_grimoire_is_in_words() -> None:
    players = [("Ann", "Amulet Holder"), ("Bob", "Wolf"), ("Cid", "Citizen")]
    players += [("Dan", "Citizen"), ("Eve", "Citizen")]
    view = Game.new(Setup(players=players), seed=1).host_view().to_json()
    assert any(s["statuses"] for s in view["seats"])  # a status to show (the amulet)
    text = prompts.grimoire(view, {"phase": "Day 0"})
    assert "Ann — Amulet Holder, town [amulet]" in text, text
    assert "{" not in text and "'source'" not in text


def test_the_install_line_works_from_a_clone() -> None:
    doc = DOC.read_text(encoding="utf-8")
    assert "pip install -e '.[discord]'" in doc
    assert "pip install 'werewolves[discord]'" not in doc


async def _lynch_ends_it(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service = rig.fake, rig.service
        gid = await rig.bot.new_game(
            fake.guild_id, "end", {"players": ONE_WOLF}, {"automation": "manual"},
            host=HOST, members=MEMBERS,
        )  # fmt: skip
        ch = rig.channels(gid)
        for _ in range(2):
            await service.host(gid, "advance")  # Night 1, then Day 1 (nobody attacked)
        seats = {s["name"]: s["seat"] for s in (await service.summary(gid))["seats"]}
        for who in ("Bob", "Cid", "Dan"):
            await service.act(gid, seats[who], "vote Ann")

        def polls() -> list[dict[str, Any]]:
            return [m for m in fake.messages.get(ch["town"], []) if m["content"].startswith(BALLOT)]

        await wait_for(lambda: any("Dan → Ann" in m["content"] for m in polls()))

        async def slash(name: str, member: int, channel: int, **options: str) -> str:
            tok = await fake.interact(name, options, member=member, channel=channel)
            await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
            return str(fake.answers[tok][1]["content"])

        out: dict[str, Any] = {}
        out["stranger"] = await slash("vote", STRANGER, ch["town"], whom="Ann")
        out["host_acts"] = await slash("act", HOST, ch["town"], verb="vote", whom="Ann")
        out["preview"] = await slash("host", HOST, ch["host"], what="preview")
        out["advance"] = await slash("host", HOST, ch["host"], what="advance")
        await wait_for(lambda: any("— closed." in m["content"] for m in polls()))
        out["polls"] = [(m["content"], m["components"]) for m in polls()]
        out["town"] = rig.said(ch["town"])
        return out


def test_discord_a_lynch_that_ends_the_game_and_votes_by_the_tally_alone(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_lynch_ends_it(tmp_path), 90))
    assert got["stranger"].startswith("You are not playing in this game"), got["stranger"]
    assert got["host_acts"].startswith("You host this game and play no seat in it")
    assert got["preview"].startswith("Ending Day 1 now would end the game: the Townsfolk win")
    assert "Ann (lynch)" in got["preview"] and got["preview"].endswith("Nothing was changed.")
    assert got["advance"].startswith("The game is over"), got["advance"]
    # no vote as a line of its own: the poll's tally, closed with its final count
    assert not any("votes to lynch" in t for t in got["town"]), got["town"]
    lynch = [(c, rows) for c, rows in got["polls"] if "**Lynch**" in c]
    assert len(lynch) == 1, got["polls"]
    content, rows = lynch[0]
    assert "`vote` — closed." in content and "Ann 3" in content and rows == [], content

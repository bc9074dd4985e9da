"""Issue 22 item 4: several games in one guild — each its own category and channels, each
rendered into its own, and a member seated in both acting in the game of the channel they use."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for
from fake_discord import FakeDiscord


async def run(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, store, bot = rig.fake, rig.service, rig.store, rig.bot
        one = MEMBERS
        two = {"Ann": 21, "Bob": 22, "Cid": 23, "Dan": 24, "Eve": 11}  # 11 plays in both
        settings = {"automation": "manual"}
        g1 = await bot.new_game(fake.guild_id, "g1", {"players": PLAYERS}, settings, members=one)
        g2 = await bot.new_game(fake.guild_id, "g2", {"players": PLAYERS}, settings, members=two)
        c1 = {k: c.channel_id for k, c in store.channels(g1).items()}
        c2 = {k: c.channel_id for k, c in store.channels(g2).items()}
        await service.host(g1, "advance")  # only the first game moves on

        def said(channel: int) -> list[str]:
            return [m["content"] for m in fake.messages.get(channel, [])]

        await wait_for(lambda: any("Night 1 begins" in t for t in said(c1["town"])))
        await asyncio.sleep(0.2)
        out: dict[str, Any] = {"fake": fake, "c1": c1, "c2": c2, "g1": g1, "g2": g2}
        out["town2"] = said(c2["town"])
        # member 11 is Ann in the first game (a wolf at night) and Eve in the second (Day 0)
        verb = (await service.view(g1, "seat 0"))["view"]["actions"][0]["verb"]
        tok = await fake.interact(
            "act", {"verb": verb, "whom": "Bob"}, member=11, channel=c1["seat:Ann"]
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["in_one"] = fake.answers[tok][1]["content"]
        tok = await fake.interact(
            "act", {"verb": verb, "whom": "Bob"}, member=11, channel=c2["seat:Eve"]
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["in_two"] = fake.answers[tok][1]["content"]
        tok = await fake.interact(
            "act", {"verb": verb, "whom": "Bob"}, member=11, channel=c2["seat:Ann"]
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["not_seat"] = fake.answers[tok][1]["content"]
        out["verb"] = verb
        return out


def test_discord_several_games_in_one_guild(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(run(tmp_path), 60))
    fake: FakeDiscord = got["fake"]
    cats = {c["name"]: c["id"] for c in fake.channels.values() if c.get("type") == 4}
    assert set(cats) == {"werewolves g1", "werewolves g2"}
    for key, cat in (("c1", "werewolves g1"), ("c2", "werewolves g2")):
        assert {fake.channels[cid]["parent_id"] for cid in got[key].values()} == {cats[cat]}
    assert not set(got["c1"].values()) & set(got["c2"].values())
    assert all("Night 1" not in t for t in got["town2"])  # the other game did not move
    assert got["in_one"].startswith("Ann chose to")
    # in the second game it is Eve's move, refused there (Day 0): the engine's sentence
    assert got["in_two"] == f"'{got['verb']}' cannot be used in Day 0; it is used at night."
    # a game channel not their own: still their own seat of that game that acts
    assert got["not_seat"] == got["in_two"]

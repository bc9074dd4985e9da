"""Issue 22 item 5 (a first version): the real, unmodified discord.py client runs against the
fake Discord (``fake_discord.py``): it logs in, gets READY and the guild, and the adapter makes
a game's category and channels, with their overwrites, and renders the game into them."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import httpx2
from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, wait_for
from discord.http import Route
from fake_discord import BOT_ID, FakeDiscord

from werewolves.discord.plan import WRITE


async def run_game(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, store, bot = rig.fake, rig.service, rig.store, rig.bot
        assert bot.user is not None and bot.user.id == BOT_ID
        assert [g.id for g in bot.guilds] == [fake.guild_id]
        members = MEMBERS
        setup = {"players": PLAYERS}
        gid = await bot.new_game(
            fake.guild_id, "g1", setup, {"automation": "manual"}, host=10, members=members
        )
        await service.host(gid, "advance")
        await service.act(gid, 0, "attack Bob")
        await service.host(gid, "advance")
        channels = {k: c.channel_id for k, c in store.channels(gid).items()}

        def town_told() -> bool:
            return any(
                "Bob has died" in m["content"] for m in fake.messages.get(channels["town"], [])
            )

        await wait_for(town_told)
        # discord.py saw its own channels made (CHANNEL_CREATE) and keeps them
        await wait_for(lambda: bot.get_channel(channels["town"]) is not None)
        return {"fake": fake, "channels": channels, "game": gid, "store": store, "bot": bot}


def test_discord_py_connects_to_the_fake_and_the_adapter_makes_a_game(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(run_game(tmp_path), 60))
    fake: FakeDiscord = got["fake"]
    channels: dict[str, int] = got["channels"]
    assert fake.identified == 1
    cats = [c for c in fake.channels.values() if c["type"] == 4]
    assert [c["name"] for c in cats] == ["werewolves g1"]
    texts = {c["name"]: c for c in fake.channels.values() if c["type"] == 0}
    assert {"town-square", "host", "dead", "wolfpack", "ann", "eve"} <= set(texts)
    assert all(c["parent_id"] == cats[0]["id"] for c in texts.values())
    pack = {o["id"]: o for o in texts["wolfpack"]["permission_overwrites"]}
    assert "11" in pack and "15" in pack and "13" not in pack  # Ann and Eve; not Cid
    assert pack[str(fake.guild_id)]["deny"] == str(1 << 10)  # nobody else sees it
    # Bob's death moved his overwrites: he reads the town square, writes in the dead channel
    town = {o["id"]: o for o in fake.channels[channels["town"]]["permission_overwrites"]}
    assert town["12"]["deny"] != "0"
    dead = {o["id"]: o for o in fake.channels[channels["dead"]]["permission_overwrites"]}
    assert dead["12"] == {"id": "12", "type": 1, "allow": str(WRITE), "deny": "0"}
    assert "11" not in dead  # the living never read the dead
    # the role card went to each seat's channel as an embed, once
    ann = fake.messages[channels["seat:Ann"]]
    assert sum(1 for m in ann if m["embeds"]) == 1
    nonces = [m["nonce"] for ms in fake.messages.values() for m in ms]
    assert len(nonces) == len(set(nonces))


def test_discord_fake_refuses_what_discord_refuses() -> None:
    async def go() -> None:
        fake = FakeDiscord()
        await fake.start()
        try:
            async with httpx2.AsyncClient(base_url=fake.api) as c:
                r = await c.post("/channels/1/messages", json={"content": "x"})
                assert r.status_code == 404 and r.json()["message"] == "Unknown Channel"
                r = await c.post(f"/guilds/{fake.guild_id}/channels", json={"name": "a", "type": 0})
                cid = r.json()["id"]
                r = await c.post(f"/channels/{cid}/messages", json={"content": "y" * 2001})
                assert r.status_code == 400
                body = {"content": "hi", "nonce": "n1", "enforce_nonce": True}
                one = (await c.post(f"/channels/{cid}/messages", json=body)).json()
                two = (await c.post(f"/channels/{cid}/messages", json=body)).json()
                assert one["id"] == two["id"] and len(fake.messages[int(cid)]) == 1
                assert (await c.get("/nothing/here")).status_code == 404
        finally:
            await fake.stop()

    asyncio.run(go())


async def interactions(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, store, bot = rig.fake, rig.service, rig.store, rig.bot
        real_act = service.act

        async def act(*args: Any, **kw: Any) -> Any:
            fake.order.append("service act")
            return await real_act(*args, **kw)

        service.act = act  # type: ignore[method-assign]
        out: dict[str, Any] = {"fake": fake}
        members = MEMBERS
        gid = await bot.new_game(
            fake.guild_id, "g1", {"players": PLAYERS}, {"automation": "manual"}, members=members
        )
        await service.host(gid, "advance")  # Night 1
        ann = store.channels(gid)["seat:Ann"].channel_id
        out["commands"] = fake.commands
        # typing the target: the legal candidates, as the member types
        tok = await fake.interact(
            "act", {"verb": "", "whom": "c"}, member=11, channel=ann, focused="whom"
        )
        await wait_for(lambda: tok in fake.answers)
        out["verb_blank"] = fake.answers[tok]
        view = (await service.view(gid, "seat 0"))["view"]
        verb = view["actions"][0]["verb"]
        tok = await fake.interact("act", {"verb": verb[:2]}, member=11, channel=ann, focused="verb")
        await wait_for(lambda: tok in fake.answers)
        out["verbs"] = fake.answers[tok]
        tok = await fake.interact(
            "act", {"verb": verb, "whom": "c"}, member=11, channel=ann, focused="whom"
        )
        await wait_for(lambda: tok in fake.answers)
        out["targets"] = fake.answers[tok]
        # the command: deferred before the service is asked, then the seat's answer
        fake.order.clear()
        tok = await fake.interact("act", {"verb": verb, "whom": "Cid"}, member=11, channel=ann)
        await wait_for(lambda: len(fake.answers.get(tok, [])) == 2)
        out["done"], out["order"] = fake.answers[tok], list(fake.order)
        # a refusal is the engine's sentence, to the member alone
        tok = await fake.interact("act", {"verb": verb, "whom": "Ann"}, member=11, channel=ann)
        await wait_for(lambda: len(fake.answers.get(tok, [])) == 2)
        out["refused"] = fake.answers[tok]
        # someone with no seat here
        tok = await fake.interact("act", {"verb": verb, "whom": "Cid"}, member=99, channel=ann)
        await wait_for(lambda: len(fake.answers.get(tok, [])) == 2)
        out["stranger"] = fake.answers[tok]
        out["view"] = view
        return out


def test_discord_slash_command_with_autocomplete_through_the_fake(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(interactions(tmp_path), 60))
    fake: FakeDiscord = got["fake"]
    # /act was registered on the guild served
    assert sorted(c["name"] for c in got["commands"][str(fake.guild_id)]) == [
        "act",
        "claim",
        "conspire",
        "host",
        "invite",
        "lobby",
        "table",
        "unvote",
        "vote",
        "why",
    ]
    verb = got["view"]["actions"][0]["verb"]
    # autocomplete answers (type 8) list exactly what the view allows
    assert got["verbs"][0]["type"] == 8
    assert [c["value"] for c in got["verbs"][0]["data"]["choices"]] == [verb]
    assert [c["value"] for c in got["targets"][0]["data"]["choices"]] == ["Cid"]
    assert got["verb_blank"][0]["data"]["choices"] == []  # no verb chosen yet: no players
    # the command was deferred (type 5, ephemeral) before the service was asked
    assert got["order"][:3] == ["callback 5", "service act", "followup"]
    assert got["done"][0]["data"]["flags"] & 64
    assert "Cid" in got["done"][1]["content"] and got["done"][1]["flags"] & 64
    refused = got["refused"][1]["content"]
    assert refused == f"You cannot use '{verb}' on yourself."  # the engine's own sentence
    assert got["refused"][1]["flags"] & 64
    # issue 35 item 4: the real reason, in the game's own channel
    assert got["stranger"][1]["content"].startswith("You are not playing in this game")


def test_discord_py_resumes_its_gateway_session_on_the_fake(tmp_path: Path) -> None:
    async def go() -> tuple[int, int, bool]:
        async with adapter_on_fake(tmp_path) as rig:
            fake, bot = rig.fake, rig.bot
            resumed = asyncio.ensure_future(bot.wait_for("resumed", timeout=20))
            await fake.drop_connections()  # Discord closes with 4000: the client resumes
            await resumed
            # an event sent while it was away, or after, reaches it
            channel = await bot.http.request(
                Route("POST", "/guilds/{guild_id}/channels", guild_id=fake.guild_id),
                json={"type": 0, "name": "after-resume"},
            )
            await wait_for(lambda: bot.get_channel(int(channel["id"])) is not None)
            return fake.identified, fake.resumed, bot.is_ready()

    identified, resumed, ready = asyncio.run(asyncio.wait_for(go(), 60))
    assert (identified, resumed, ready) == (1, 1, True)


async def lobby(tmp_path: Path) -> dict[str, Any]:
    names = {10: "Host", **{m: n for n, m in MEMBERS.items()}}
    async with adapter_on_fake(tmp_path, names=names) as rig:
        fake, service, store = rig.fake, rig.service, rig.store
        cid = await fake.create_text_channel("general")
        out: dict[str, Any] = {"fake": fake}

        async def press(button: str, member: int) -> list[dict[str, Any]]:
            tok = await fake.press(button, member=member, message=fake.messages[cid][-1])
            await wait_for(lambda: tok in fake.answers)
            await asyncio.sleep(0.05)
            return fake.answers[tok]

        await fake.interact("lobby", {"label": "Friday Game"}, member=10, channel=cid)
        await wait_for(lambda: len(fake.messages.get(cid, [])) == 1)
        await wait_for(lambda: store.lobby(int(fake.messages[cid][-1]["id"])) is not None)
        out["opened"] = dict(fake.messages[cid][-1])
        for m in (11, 12, 13, 14, 15):
            await press("werewolves:join", m)
        await press("werewolves:leave", 12)
        await press("werewolves:join", 12)
        out["listed"] = fake.messages[cid][-1]["content"]
        out["not_host"] = await press("werewolves:start", 11)
        fake.order.clear()
        out["started"] = await press("werewolves:start", 10)
        await wait_for(lambda: "has begun" in fake.messages[cid][-1]["content"])
        out["order"] = list(fake.order)
        out["after"] = fake.messages[cid][-1]["content"]
        out["after_buttons"] = [
            c["custom_id"] for r in fake.messages[cid][-1]["components"] for c in r["components"]
        ]
        out["closed"] = await press("werewolves:join", 14)
        (game,) = store.games()
        chans = store.channels(game[0])
        host_ch, town = chans["host"].channel_id, chans["town"].channel_id

        async def host(member: int, channel: int, **options: str) -> str:
            tok = await fake.interact("host", options, member=member, channel=channel)
            await wait_for(lambda: len(fake.answers.get(tok, [])) == 2)
            return str(fake.answers[tok][1]["content"])

        out["preview"] = await host(10, host_ch, what="preview")
        out["no_reason"] = await host(10, host_ch, what="undo-last")
        out["not_the_host"] = await host(11, host_ch, what="advance")
        out["not_here"] = await host(10, town, what="advance")
        out["advanced"] = await host(10, host_ch, what="advance")
        await wait_for(
            lambda: any("Night 1 begins" in m["content"] for m in fake.messages.get(town, []))
        )
        # a night's kill, then /why: the host is told every step, a player what is public
        seats = store.seats(game[0])
        summary = await service.summary(game[0])
        killer = verb = victim = ""
        grimoire = (await service.view(game[0], "host"))["view"]
        roles = {x["name"]: x["role"] for x in grimoire["seats"]}
        loners = []  # seats in no group: told of a death only what the town is
        for s in summary["seats"]:  # a seat whose action kills (the deal is the seed's)
            view = (await service.view(game[0], f"seat {s['seat']}"))["view"]
            if [c["name"] for c in view["channels"]] == ["town square"]:
                loners.append(s["name"])
            for a in view["actions"]:
                if "death" in a["declaration"]["effects"] and a["declaration"]["hostile"]:
                    killer, verb = s["name"], a["verb"]
                    victim = next(  # a player nothing protects (the deal is random)
                        (n for n in a["slots"][0] if roles[n] == "Citizen"), a["slots"][0][0]
                    )
        assert killer, "the default mix of five has a killer"
        tok = await fake.interact(
            "act",
            {"verb": verb, "whom": victim},
            member=seats[killer],
            channel=chans[f"seat:{killer}"].channel_id,
        )
        await wait_for(lambda: len(fake.answers.get(tok, [])) == 2)
        out["attacked"] = (killer, victim, fake.answers[tok][1]["content"])
        out["advanced2"] = await host(10, host_ch, what="advance")
        bystander = next(n for n in loners if n not in (killer, victim))

        async def why(member: int, channel: int) -> str:
            tok = await fake.interact("why", {"player": victim}, member=member, channel=channel)
            await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
            return str(fake.answers[tok][1]["content"])

        out["why_host"] = await why(10, host_ch)
        # a seated member leaves the server: the host channel is told
        before = len(fake.messages.get(host_ch, []))
        user = {
            "id": str(seats[bystander]),
            "username": bystander,
            "discriminator": "0",
            "avatar": None,
            "global_name": None,
        }
        await fake.dispatch("GUILD_MEMBER_REMOVE", {"guild_id": str(fake.guild_id), "user": user})

        def told_left() -> list[str]:
            got = fake.messages.get(host_ch, [])[before:]
            return [m["content"] for m in got if "left the server" in m["content"]]

        await wait_for(told_left)
        out["left"] = (bystander, told_left())
        out["why_other"] = await why(seats[bystander], chans[f"seat:{bystander}"].channel_id)
        (game,) = store.games()
        out["seats"] = store.seats(game[0])
        out["label"] = game[2]
        out["host"] = store.host_of(game[0])
        return out


def test_discord_lobby_join_leave_start_through_the_fake(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(lobby(tmp_path), 90))
    opened = got["opened"]
    assert opened["content"].startswith("**Werewolves: friday-game** — hosted by Host.")
    ids = [c["custom_id"] for row in opened["components"] for c in row["components"]]
    assert ids == ["werewolves:join", "werewolves:leave", "werewolves:start"]
    assert "Players (5): Ann, Cid, Dan, Eve, Bob." in got["listed"]  # Bob left and came back
    assert got["not_host"][0]["data"]["content"] == (
        "Only the host who opened this lobby can start its game."
    )
    assert got["not_host"][0]["data"]["flags"] & 64
    # Start is deferred (6) before the service is asked; the lobby then says the game began
    assert got["order"][0] == "callback 6" and "edit original" in got["order"]
    assert "The game has begun with 5 players: Ann, Cid, Dan, Eve, Bob. Go to <#" in got["after"]
    assert got["closed"][0]["data"]["content"].startswith("This lobby is closed")
    assert [b.split(":")[:2] for b in got["after_buttons"]] == [["ww", "watch"]]
    assert got["seats"] == {"Ann": 11, "Cid": 13, "Dan": 14, "Eve": 15, "Bob": 12}
    assert got["label"] == "friday-game" and got["host"] == 10
    # the host's tools: the host alone, in the host channel, each answered to the host
    assert got["preview"].startswith("Ending Day 0 now would start Night 1; deaths: none.")
    assert got["no_reason"].startswith("Say why in reason")
    assert (
        got["not_the_host"]
        == got["not_here"]
        == ("Only the game's host can do this, in the game's host channel.")
    )
    assert got["advanced"] == "Night 1 is running"
    killer, victim, told = got["attacked"]
    assert told.startswith(f"{killer} chose to")
    assert got["why_host"].splitlines()[0] == f"{victim} has died."
    assert killer in got["why_host"] and len(got["why_host"].splitlines()) > 1
    assert got["why_other"] == f"{victim} has died."  # what the town may know
    gone, said = got["left"]
    assert len(said) == 1
    assert said[0].startswith(f"{gone}'s player left the server. Give the seat to someone else")
    fake: FakeDiscord = got["fake"]
    names = {c.get("name") for c in fake.channels.values()}
    assert {"werewolves friday-game", "town-square", "ann", "bob", "host"} <= names

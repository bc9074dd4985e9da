"""Issue 22, what goes beside the stream, through the fake Discord with the real discord.py:
a poll never above its phase's announcement when phases end quickly, a prompt edited in place
when a seat's candidates change within the phase, a death told with its one-line reason in the
host channel, a line the rules show unnamed taken down and posted unnamed, and a finished game
told who was who and then left alone (until the host undoes its end from Discord)."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from typing import Any

import fake_rules
from adapter_harness import MEMBERS, Rig, adapter_on_fake, wait_for

from werewolves.discord import prompts
from werewolves.discord.bot import Adapter, dead_policy
from werewolves.discord.feed import UNDONE
from werewolves.discord.plan import Policy
from werewolves.discord.store import AdapterStore

BALLOT = "\N{BALLOT BOX WITH BALLOT}"
HOST = 10
NAMES = {HOST: "Hana", **{m: n for n, m in MEMBERS.items()}}
MANUAL = {"automation": "manual"}
ONE_WOLF = [["Ann", "Wolf"], *[[n, "Citizen"] for n in ("Bob", "Cid", "Dan", "Eve")]]


def run(coro: Any, seconds: float = 90) -> Any:
    return asyncio.run(asyncio.wait_for(coro, seconds))


def _lines(rig: Rig, channel: int) -> list[str]:
    return [ln for t in rig.said(channel) for ln in t.split("\n")]


async def _game(rig: Rig, players: list[list[str]]) -> tuple[str, dict[str, int]]:
    gid = await rig.bot.new_game(
        rig.fake.guild_id, "g", {"players": players}, MANUAL, host=HOST, members=MEMBERS
    )
    return gid, rig.channels(gid)


# ---------------------------------------------------------------- a poll after its phase


async def _quick_phases(tmp_path: Path) -> dict[str, Any]:
    # the polling round an hour away: the test decides when the adapter renders
    async with adapter_on_fake(tmp_path, names=NAMES, poll_seconds=3600) as rig:
        gid, ch = await _game(rig, ONE_WOLF[:4])
        for _ in range(2):  # Night 1, then Day 1 at once: the adapter has told nothing yet
            await rig.service.host(gid, "advance")
        page = await rig.service.events(gid, -1)
        night = next(e["id"] for e in page["events"] if e["params"].get("phase") == "Night 1")
        # the stream as far as Night 1's start, while the game already stands in Day 1
        early = {**page, "events": [e for e in page["events"] if e["id"] <= night]}
        early["cursor"] = night
        await rig.bot._render_page(gid, rig.bot._feed(gid), early, None)
        out: dict[str, Any] = {"early_town": rig.said(ch["town"])}
        out["early_prompt"] = rig.said(ch["seat:Bob"])
        await rig.bot.pump(gid)  # the rest of the stream, then its extras
        out["town"] = rig.said(ch["town"])
        out["bob"] = rig.said(ch["seat:Bob"])
        return out


def test_discord_a_poll_comes_after_its_phase_announcement_when_phases_end_quickly(
    tmp_path: Path,
) -> None:
    got = run(_quick_phases(tmp_path))
    # the game stood in Day 1 while the stream told was Night 1's start: no poll, no prompt
    assert any("**Night 1 begins.**" in t for t in got["early_town"])
    assert not any(t.startswith(BALLOT) for t in got["early_town"]), got["early_town"]
    assert not any("**Day 1**" in t for t in got["early_prompt"]), got["early_prompt"]
    # once Day 1 is told, its polls follow it, once each
    town = got["town"]
    day = next(i for i, t in enumerate(town) if "**Day 1 begins.**" in t)
    polls = [i for i, t in enumerate(town) if t.startswith(BALLOT)]
    assert polls and min(polls) > day, town
    assert len([t for t in town if t.startswith(BALLOT) and "vote to lynch" in t]) == 1
    assert sum("**Day 1**: what you may do" in t for t in got["bob"]) == 1


# ---------------------------------------------------------------- a prompt edited in place

BARBER = [["Ann", "Wolf"], ["Bob", "Barber"], ["Cid", "Citizen"], ["Dan", "Citizen"]]
BARBER.append(["Eve", "Citizen"])


async def _shave(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        gid, ch = await _game(rig, BARBER)
        for _ in range(4):  # Day 2: the Barber's day kill is open
            await rig.service.host(gid, "advance")

        def dan_prompts() -> list[dict[str, Any]]:
            return [
                m
                for m in rig.fake.messages.get(ch["seat:Dan"], [])
                if m["content"].startswith("**Day 2**: what you may do")
            ]

        def vote_options(m: dict[str, Any]) -> list[str]:
            menu = next(
                c
                for r in m["components"]
                for c in r["components"]
                if c["custom_id"] == prompts.ACT + prompts.VOTE
            )
            return [o["value"] for o in menu["options"]]

        await wait_for(lambda: len(dan_prompts()) == 1)
        out: dict[str, Any] = {"before": vote_options(dan_prompts()[0])}
        verb = (await rig.service.view(gid, "seat 1"))["view"]["actions"]
        shave = next(a["verb"] for a in verb if a["verb"] not in (prompts.VOTE, "elect"))
        await rig.service.act(gid, 1, f"{shave} Cid hidden")  # Cid dies at once
        await wait_for(lambda: "Cid" not in vote_options(dan_prompts()[0]))
        await asyncio.sleep(0.3)  # rounds more: edited once, never posted again
        out["after"] = vote_options(dan_prompts()[0])
        out["count"] = len(dan_prompts())
        dan = str(ch["seat:Dan"])
        out["edits"] = [r for r in rig.fake.requests if r[0] == "PATCH" and dan in r[1]]
        # the host channel tells the death with every cause the host knows
        out["host"] = _lines(rig, ch["host"])
        out["town"] = _lines(rig, ch["town"])
        return out


def test_discord_a_prompt_is_edited_when_its_candidates_change_within_the_phase(
    tmp_path: Path,
) -> None:
    got = run(_shave(tmp_path))
    assert "Cid" in got["before"]
    assert got["after"] == [n for n in got["before"] if n != "Cid"]
    assert got["count"] == 1  # the same message, edited in place
    assert got["edits"]
    # the death in the town square: what the public may know (the line alone, mid-game)
    assert any(ln.startswith("\N{SKULL} Cid ") for ln in got["town"]), got["town"]
    # in the host channel: with its one-line reason, the host's (the cause named)
    (told,) = [ln for ln in got["host"] if ln.startswith("\N{SKULL} Cid ") and "—" not in ln]
    assert told.startswith("\N{SKULL} Cid ") and "Bob" in told and ":" in told, told
    (town,) = [ln for ln in got["town"] if ln.startswith("\N{SKULL} Cid ")]
    assert "Bob" not in town, town  # the town is not told who did it


# ---------------------------------------------------------------- a line shown unnamed

GRANDMA = [["Ann", "Wolf"], ["Bob", "Grandma"], ["Cid", "Citizen"], ["Dan", "Citizen"]]
GRANDMA.append(["Eve", "Citizen"])


async def _unnamed(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        gid, _ch = await _game(rig, GRANDMA)
        await rig.service.host(gid, "advance")  # Night 1: she invites Cid for tomorrow
        view = (await rig.service.view(gid, "seat 1"))["view"]
        await rig.service.act(gid, 1, f"{view['actions'][0]['verb']} Cid")
        await rig.service.host(gid, "advance")  # Day 1: they meet in her house, she unnamed

        def houses() -> list[int]:
            return [
                cid
                for k, cid in rig.channels(gid).items()
                if k.startswith("group:") and k != "group:wolfpack"
            ]

        await wait_for(houses)
        (house,) = houses()
        await wait_for(lambda: bool(rig.bot.get_channel(house)))
        # the channel is made before its members' overwrites: write once both may send there
        may_send = fake_rules.VIEW_CHANNEL | fake_rules.SEND_MESSAGES
        await wait_for(
            lambda: all(
                rig.fake.member_in(MEMBERS[n], house) & may_send == may_send for n in ("Bob", "Cid")
            )
        )
        wrote = await rig.fake.write(MEMBERS["Bob"], house, "Come in, dear.")
        said_by_cid = await rig.fake.write(MEMBERS["Cid"], house, "Thank you.")
        await wait_for(lambda: any(t.startswith("*Grandma*") for t in rig.said(house)))
        await asyncio.sleep(0.3)
        return {
            "house": [(m["author"]["id"], m["content"]) for m in rig.fake.messages[house]],
            "deleted": [m["id"] for m in rig.fake.deleted],
            "wrote": wrote["id"],
            "cid": said_by_cid["id"],
        }


def test_discord_a_line_the_rules_show_unnamed_is_taken_down_and_posted_unnamed(
    tmp_path: Path,
) -> None:
    got = run(_unnamed(tmp_path))
    # her own message (Discord shows who wrote it) is taken down; Cid's, named, stays
    assert got["deleted"] == [got["wrote"]]
    house = got["house"]
    assert (str(MEMBERS["Bob"]), "Come in, dear.") not in house
    assert (str(MEMBERS["Cid"]), "Thank you.") in house
    # the adapter posts it under the name the rules give, in italics (no player's name)
    posted = [c for _a, c in house if "Come in, dear." in c]
    assert posted == ["*Grandma*: Come in, dear."], house
    assert not any("Thank you." in c and _a != str(MEMBERS["Cid"]) for _a, c in house)


# ---------------------------------------------------------------- the end of a game


async def _finished(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        gid, ch = await _game(rig, ONE_WOLF)
        calls: list[str] = []
        real_events = rig.service.events

        async def events(game: str, *a: Any, **k: Any) -> Any:
            calls.append(game)
            return await real_events(game, *a, **k)

        rig.service.events = events  # type: ignore[method-assign]
        for _ in range(2):
            await rig.service.host(gid, "advance")  # Day 1
        for seat in range(1, 5):
            await rig.service.act(gid, seat, "vote Ann")
        await rig.service.host(gid, "advance")  # Ann lynched: the town wins
        await wait_for(lambda: rig.store.finished(gid))
        out: dict[str, Any] = {"town": _lines(rig, ch["town"])}
        out["seats"] = {k: rig.said(c)[-1] for k, c in ch.items() if k.startswith("seat:")}
        out["host_last"] = rig.said(ch["host"])[-1]
        before = len(calls)
        await asyncio.sleep(0.5)  # ten polling rounds: the finished game is not read
        out["reads_after"] = len(calls) - before
        # the host undoes the end from Discord: the game is followed again, told again
        tok = await rig.fake.interact(
            "host", {"what": "undo-last", "reason": "too soon"}, member=HOST, channel=ch["host"]
        )
        await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
        await wait_for(lambda: any(UNDONE in t for t in rig.said(ch["town"])))
        out["finished_after_undo"] = rig.store.finished(gid)
        tok = await rig.fake.interact("host", {"what": "audit"}, member=HOST, channel=ch["host"])
        await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
        out["audit"] = rig.fake.answers[tok][1]["content"]
        out["grimoire"] = _lines(rig, ch["host"])
        # it ends again; then its end is undone from the browser's host link: not seen, until
        # the host uses a host tool of that game in Discord
        await rig.service.host(gid, "advance")
        await wait_for(lambda: rig.store.finished(gid))
        out["overs"] = sum(t.endswith(prompts.over()) for t in rig.said(ch["seat:Bob"]))
        body = {"scope": "last", "reason": "from the browser", "reopen": True}  # RM551
        await rig.service.host(gid, "undo", body)
        await asyncio.sleep(0.3)
        out["still_left_alone"] = rig.store.finished(gid)
        undone = sum(UNDONE in t for t in rig.said(ch["town"]))
        tok = await rig.fake.interact("host", {"what": "grimoire"}, member=HOST, channel=ch["host"])
        await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
        await wait_for(lambda: sum(UNDONE in t for t in rig.said(ch["town"])) > undone)
        out["followed_again"] = not rig.store.finished(gid)
        return out


def test_discord_a_finished_game_is_told_who_was_who_and_then_left_alone(tmp_path: Path) -> None:
    got = run(_finished(tmp_path))
    town = got["town"]
    won = next(i for i, ln in enumerate(town) if ln.startswith("\N{TROPHY}"))
    assert town[won + 1] == "**Who was who**"
    assert town[won + 2].startswith("\N{SKULL} Ann — Wolf, wolves — Day 1: Ann has been lynched")
    assert town[won + 3] == "Bob — Citizen, town"
    # issue 36 item 1: each seat is told its own result, and each win in words, then the end
    assert all(t.endswith(prompts.over()) for t in got["seats"].values()), got["seats"]
    assert got["seats"]["seat:Ann"].startswith("**You lost.**\n"), got["seats"]["seat:Ann"]
    assert got["seats"]["seat:Bob"].startswith("**You won!**\n"), got["seats"]["seat:Bob"]
    assert "**Lost:** Ann." in got["seats"]["seat:Bob"]
    assert got["host_last"] == prompts.over()
    assert got["reads_after"] == 0  # left alone once its outcome is told
    # an end undone from Discord: followed again; the audit names the member who undid it
    assert got["finished_after_undo"] is False
    assert "undo by Hana — too soon" in got["audit"], got["audit"]
    assert "by None" not in got["audit"] and "advance by the host" in got["audit"]
    # ended again: told again (a new epoch of the stream); undone elsewhere: followed again
    # once the host uses a host tool of it
    assert got["overs"] == 2
    assert got["still_left_alone"] is True
    assert got["followed_again"] is True


# ---------------------------------------------------------------- a lobby refused


async def _refused_lobby(tmp_path: Path, monkeypatch: Any) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        general = await rig.fake.create_text_channel("general")
        await rig.fake.interact("lobby", {"label": "big"}, member=HOST, channel=general)
        await wait_for(lambda: rig.fake.messages.get(general))
        lobby = rig.fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        for m in MEMBERS.values():
            tok = await rig.fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in rig.fake.answers)  # noqa: B023

        async def start() -> str:
            tok = await rig.fake.press("werewolves:start", member=HOST, message=lobby)
            await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
            return str(rig.fake.answers[tok][1]["content"])

        out: dict[str, Any] = {}
        # a server with no room for the game's channels (Discord's 500, here made 8)
        monkeypatch.setattr("werewolves.discord.plan.MAX_PER_GUILD", 8)
        out["no_room"] = await start()
        out["made_none"] = [c for c in rig.fake.channels.values() if c.get("parent_id")]
        monkeypatch.undo()
        # a bot not allowed to make channels
        rig.fake.no_manage_channels = True
        out["no_right"] = await start()
        out["lobby"] = lobby["content"]
        out["followed"] = [g for g, _u, _l in rig.store.games() if not rig.store.finished(g)]
        return out


def test_discord_a_game_the_guild_cannot_take_is_refused_in_the_lobby(
    tmp_path: Path, monkeypatch: Any
) -> None:
    got = run(_refused_lobby(tmp_path, monkeypatch))
    assert got["no_room"].startswith("This game needs ") and "has room for " in got["no_room"]
    assert got["made_none"] == []  # nothing was made for it
    assert got["no_right"].startswith("Discord would not let me make the game's channels")
    assert "**Manage Channels**" in got["no_right"]
    assert "has begun" not in got["lobby"]  # the lobby stays open
    assert got["followed"] == []  # no game left half made to follow


# ---------------------------------------------------------------- a restart


async def _restart(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        done, done_ch = await _game(rig, ONE_WOLF)  # a game played to its end
        going, ch = await _game(rig, ONE_WOLF)  # and one still going
        for _ in range(2):
            await rig.service.host(done, "advance")
        for seat in range(1, 5):
            await rig.service.act(done, seat, "vote Ann")
        await rig.service.host(done, "advance")
        await rig.service.host(going, "advance")  # Night 1
        await wait_for(lambda: rig.store.finished(done))
        await wait_for(lambda: any("Night 1 begins" in t for t in rig.said(ch["town"])))
        await asyncio.sleep(0.3)
        await rig.bot.close()  # the adapter stops; the game goes on without it
        await rig.service.host(going, "advance")  # Day 1
        reads: list[str] = []
        real_events = rig.service.events

        async def events(game: str, *a: Any, **k: Any) -> Any:
            reads.append(game)
            return await real_events(game, *a, **k)

        rig.service.events = events  # type: ignore[method-assign]
        puts = len([r for r in rig.fake.requests if r[0] == "PUT" and "/permissions/" in r[1]])
        store = AdapterStore(rig.store.path)
        bot = Adapter(rig.service, store, [rig.fake.guild_id], poll_seconds=0.05)
        runner = asyncio.create_task(bot.start("fake-token"))
        try:
            await asyncio.wait_for(bot.wait_until_ready(), 10)
            await wait_for(lambda: any("Day 1 begins" in t for t in rig.said(ch["town"])))
            await asyncio.sleep(0.3)  # rounds more
            return {
                "puts": len(
                    [r for r in rig.fake.requests if r[0] == "PUT" and "/permissions/" in r[1]]
                )
                - puts,
                "reads_done": reads.count(done),
                "reads_going": reads.count(going),
                "day1": sum("**Day 1 begins.**" in t for t in rig.said(ch["town"])),
                "done_town": rig.said(done_ch["town"]),
            }
        finally:
            await bot.close()
            runner.cancel()
            with contextlib.suppress(BaseException):
                await runner
            store.close()


def test_discord_a_restart_resumes_the_game_going_and_leaves_the_finished_alone(
    tmp_path: Path,
) -> None:
    got = run(_restart(tmp_path))
    assert got["day1"] == 1  # told once, after the restart
    assert got["reads_going"] > 0
    assert got["reads_done"] == 0  # its outcome was told before: not read again
    # no overwrite set again that Discord already has (its cache of the server's channels)
    assert got["puts"] == 0, got["puts"]


# ---------------------------------------------------------------- what the dead read


async def _dead_read(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        gid = await rig.bot.new_game(
            rig.fake.guild_id,
            "g",
            {"players": ONE_WOLF},
            MANUAL,
            host=HOST,
            members=MEMBERS,
            policy=dead_policy(Policy(), "none"),
        )
        ch = rig.channels(gid)
        out: dict[str, Any] = {}

        def bob_in(key: str) -> dict[str, Any] | None:
            ows = rig.fake.channels[ch[key]]["permission_overwrites"]
            return next((o for o in ows if o["id"] == str(MEMBERS["Bob"])), None)

        await rig.service.host(gid, "advance")  # Night 1
        await wait_for(lambda: any("Night 1 begins" in t for t in rig.said(ch["town"])))
        out["alive"] = {k: bob_in(k) for k in ("town", "seat:Bob")}
        await rig.service.act(gid, 0, "attack Bob")
        await rig.service.host(gid, "advance")  # Day 1: Bob died
        await wait_for(lambda: bob_in("town") is None)
        await asyncio.sleep(0.3)
        out["dead"] = {k: bob_in(k) for k in ("town", "seat:Ann", "seat:Bob", "dead")}
        out["policy"] = rig.bot.channel_room.policy_of(
            gid
        )  # as noted in the store: a restart keeps it
        out["lobby"] = next(
            c for cs in rig.fake.commands.values() for c in cs if c["name"] == "lobby"
        )
        return out


def test_discord_the_host_chooses_what_the_dead_read(tmp_path: Path) -> None:
    got = run(_dead_read(tmp_path))
    assert got["alive"]["town"] is not None and got["alive"]["seat:Bob"] is not None
    # "nothing but the dead channel": his overwrites in the town square and the living's
    # channels are taken away (not left as they were while he lived), the dead channel his
    assert got["dead"]["town"] is None and got["dead"]["seat:Ann"] is None
    assert got["dead"]["dead"] is not None and got["dead"]["dead"]["allow"] != "0"
    assert got["policy"] == Policy(dead_read_town=False, dead_read_private=False)
    for option in ("dead", "watchers"):
        chosen = next(o for o in got["lobby"]["options"] if o["name"] == option)
        assert [c["value"] for c in chosen["choices"]] == ["all", "town", "none"]
    assert dead_policy(Policy(), "town") == Policy(dead_read_private=False)
    assert dead_policy(Policy(), None) is None
    assert dead_policy(Policy(), None, "all") == Policy(spectators_read_private=True)


# ---------------------------------------------------------------- spectators


async def _watch(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names={**NAMES, 16: "Zed"}) as rig:
        gid, ch = await _game(rig, ONE_WOLF)
        general = await rig.fake.create_text_channel("general")
        await rig.bot._send(general, {"content": "watch", "components": prompts.watch_button(gid)})
        await wait_for(lambda: rig.fake.messages.get(general))
        message = rig.fake.messages[general][0]

        async def press(member: int) -> str:
            tok = await rig.fake.press(prompts.WATCH + gid, member=member, message=message)
            await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
            return str(rig.fake.answers[tok][1]["content"])

        out: dict[str, Any] = {"zed": await press(16), "ann": await press(MEMBERS["Ann"])}
        out["roles"] = dict(rig.fake.member_roles)
        out["role"] = rig.store.get(f"spectators/{gid}")

        def overwrite(key: str) -> dict[str, Any] | None:
            ows = rig.fake.channels[ch[key]]["permission_overwrites"]
            return next((o for o in ows if o["id"] == out["role"]), None)

        # a game whose host lets spectators read everything, and one that lets them read nothing
        for key, watchers in (("all", "all"), ("none", "none")):
            other = await rig.bot.new_game(
                rig.fake.guild_id,
                f"w{key}",
                {"players": ONE_WOLF},
                MANUAL,
                host=HOST,
                members={n: m + 100 for n, m in MEMBERS.items()},
                policy=dead_policy(Policy(), None, watchers),
            )
            role_of = rig.store.get(f"spectators/{other}")
            chans = rig.channels(other)
            out[key] = {
                k: next(
                    (
                        o
                        for o in rig.fake.channels[c]["permission_overwrites"]
                        if o["id"] == role_of
                    ),
                    None,
                )
                for k, c in chans.items()
                if k in ("town", "seat:Ann", "dead")
            }
        out["town"], out["seat"], out["dead"] = (
            overwrite("town"),
            overwrite("seat:Ann"),
            overwrite("dead"),
        )
        out["ch"] = ch
        return out


def test_discord_a_member_watches_a_game_with_its_spectators_role(tmp_path: Path) -> None:
    got = run(_watch(tmp_path))
    role = int(got["role"])
    assert got["zed"] == f"You are watching this game. <#{got['ch']['town']}> is open to you."
    assert got["roles"] == {16: {role}}  # Ann plays: she is not given it
    assert got["ann"].startswith("You play in (or host) this game")
    # spectators read the town square (the default), not the players' own channels
    assert got["town"] is not None and int(got["town"]["allow"]) & (1 << 10)
    assert int(got["town"]["deny"]) & (1 << 11)  # read, never write
    assert got["seat"] is None and got["dead"] is None
    # as the host chose in /lobby watchers:
    assert all(o is not None for o in got["all"].values()), got["all"]
    assert all(o is None for o in got["none"].values()), got["none"]


# ---------------------------------------------------------------- extras that failed


async def _extras_retried(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names=NAMES) as rig:
        gid, ch = await _game(rig, ONE_WOLF)
        for _ in range(2):
            await rig.service.host(gid, "advance")  # Day 1

        def tally() -> str:
            polls = [t for t in rig.said(ch["town"]) if t.startswith(BALLOT) and "Lynch" in t]
            return polls[-1] if polls else ""

        await wait_for(lambda: "no votes yet" in tally())
        await asyncio.sleep(0.3)
        real = rig.bot.beside.in_place
        failed: list[str] = []

        async def hiccup(note: str, *a: Any, **k: Any) -> None:
            if note.startswith("poll/") and not failed:  # Discord fails the poll's edit once
                failed.append(note)
                raise RuntimeError("Discord hiccup")
            await real(note, *a, **k)

        rig.bot.beside.in_place = hiccup  # type: ignore[method-assign]
        await rig.service.act(gid, 1, "vote Ann")  # the last event for a while
        await wait_for(lambda: "Bob → Ann" in tally())
        return {"failed": failed, "tally": tally()}


def test_discord_extras_that_failed_are_done_on_a_later_round_with_no_new_event(
    tmp_path: Path,
) -> None:
    got = run(_extras_retried(tmp_path))
    assert got["failed"]  # the edit failed once, after the vote was told
    assert "Bob → Ann" in got["tally"]  # and was done on a later round, with nothing new

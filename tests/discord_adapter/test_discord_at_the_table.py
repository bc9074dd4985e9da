"""Issue 36 on Discord: what a player sees while the game is played, through the real adapter on
the fake Discord (which refuses what Discord refuses, and shows a member only what their client
would: ``FakeDiscord.reads``).

- item 8, conspiracy channels (rule-conspiracy-channels.1-2): ``/conspire`` opens a real private
  channel that a third player cannot read or write in; what is said there is the seat's chat in
  the game's log; ``/invite`` lets a player in who reads only from the invitation on (no Read
  Message History); a dead member reads and no longer writes; the host reads all; the host's
  limits are refused with their sentence;
- items 1-5, on the adapter's rendering: the ascension in words and marked on the roster; "You
  won!" to each player at the end with every seat's role; allies marked in the roster and the
  menus, and acting on one asks first; the last phase's news on demand (``/table``) and on top
  of the phase's prompt; ties and "nobody voted" named;
- item 7: a declaration's ``fallback`` shown in the prompt where the player chooses."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from adapter_harness import MEMBERS, PLAYERS, Rig, adapter_on_fake, wait_for
from fake_rules import READ_MESSAGE_HISTORY, SEND_MESSAGES, VIEW_CHANNEL, Refused

from werewolves.discord import prompts
from werewolves.discord.plan import SPECTATORS, Policy, plan, with_setup

HOST = 10


async def _command(rig: Rig, name: str, options: dict[str, str], member: int, channel: int) -> str:
    """A member's slash command and the adapter's answer to them alone."""
    tok = await rig.fake.interact(name, options, member=member, channel=channel)
    await wait_for(lambda: len(rig.fake.answers.get(tok, [])) >= 2)
    return str(rig.fake.answers[tok][1]["content"])


def _overwrite(rig: Rig, cid: int, member: int) -> tuple[int, int] | None:
    for o in rig.fake.channels[cid]["permission_overwrites"]:
        if o["id"] == str(member):
            return int(o["allow"]), int(o["deny"])
    return None


async def _conspiracy(tmp_path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, bot = rig.fake, rig.service, rig.bot
        options = {"conspiracy_channels": 1, "conspiracy_members": 3}
        gid = await bot.new_game(
            fake.guild_id,
            "g1",
            {"players": PLAYERS, "options": options},
            {"automation": "manual"},
            host=HOST,
            members=MEMBERS,
            seed=3,
        )
        ch = rig.channels(gid)
        await service.host(gid, "advance")  # Night 1
        await wait_for(lambda: any("Night 1 begins" in t for t in rig.said(ch["town"])))
        bob, cid_, dan = MEMBERS["Bob"], MEMBERS["Cid"], MEMBERS["Dan"]
        out["opened"] = await _command(
            rig, "conspire", {"name": "plan", "players": "Cid"}, bob, ch["seat:Bob"]
        )
        await wait_for(lambda: "group:#plan" in rig.channels(gid))
        cc = rig.channels(gid)["group:#plan"]
        out["cc"] = cc
        out["bob_ow"], out["dan_ow0"] = _overwrite(rig, cc, bob), _overwrite(rig, cc, dan)
        out["dan_reads0"] = fake.reads(dan, cc)
        # a member's line in the Discord channel is the seat's chat on the service
        await fake.write(bob, cc, "Dan is lying")
        try:
            await fake.write(dan, cc, "let me in")
            out["dan_wrote"] = None
        except Refused as e:
            out["dan_wrote"] = e.code

        async def host_lines() -> list[str]:
            page = await service.events(gid, -1)
            return [
                str((e.get("params") or {}).get("text"))
                for e in page["events"]
                if e.get("channel") == "#plan" and e.get("kind") == "chat"
            ]

        for _ in range(200):
            if await host_lines():
                break
            await asyncio.sleep(0.02)
        out["logged"] = await host_lines()
        # the host's limits, refused with their sentences
        out["second"] = await _command(
            rig, "conspire", {"name": "other", "players": "Dan"}, bob, ch["seat:Bob"]
        )
        out["too_many"] = await _command(
            rig, "invite", {"channel": "#plan", "players": "Dan, Eve"}, bob, ch["seat:Bob"]
        )
        # a late invitee reads from the invitation on
        out["invited"] = await _command(
            rig, "invite", {"channel": "#plan", "players": f"<@{dan}>"}, bob, ch["seat:Bob"]
        )
        await wait_for(lambda: _overwrite(rig, cc, dan) is not None)
        await wait_for(lambda: any("invited Dan" in t for t in rig.said(cc)))
        await fake.write(cid_, cc, "welcome Dan")
        await fake.write(dan, cc, "thanks")
        out["dan_ow"] = _overwrite(rig, cc, dan)
        out["dan_reads"] = fake.reads(dan, cc)
        out["cid_reads"] = fake.reads(cid_, cc)
        out["eve_reads"] = fake.reads(MEMBERS["Eve"], cc)
        # a dead member keeps reading and no longer writes
        await service.act(gid, 0, "attack Cid")
        await service.host(gid, "advance")  # Day 1: Cid is dead
        await wait_for(lambda: not (_overwrite(rig, cc, cid_) or (0, 0))[0] & SEND_MESSAGES)
        out["cid_ow_dead"] = _overwrite(rig, cc, cid_)
        try:
            await fake.write(cid_, cc, "from beyond")
            out["dead_wrote"] = None
        except Refused as e:
            out["dead_wrote"] = e.code
        out["cid_reads_dead"] = fake.reads(cid_, cc)
        out["host_reads"] = fake.reads(HOST, cc)
        out["topic"] = fake.channels[cc]["topic"]
    return out


def test_rule_conspiracy_channels_1_2_issue36_item8_a_real_private_discord_channel(
    tmp_path: Path,
) -> None:
    got = asyncio.run(asyncio.wait_for(_conspiracy(tmp_path), 120))
    assert got["opened"] == f"Your private channel #plan is open: <#{got['cc']}>."
    # a real private channel: Bob writes, Dan (not a member) has no overwrite, reads nothing
    bob_allow, _bob_deny = got["bob_ow"]
    assert bob_allow & VIEW_CHANNEL and bob_allow & SEND_MESSAGES
    assert got["dan_ow0"] is None and got["dan_reads0"] == []
    assert got["dan_wrote"] == 50001  # Discord refuses a line where he cannot see
    assert got["logged"] == ["Dan is lying"]  # the seat's chat in the game's log
    assert "the most this game allows" in got["second"]
    assert "allows at most 3" in got["too_many"]
    assert got["invited"].startswith("Dan can now read and write in #plan")
    # the late invitee: writes, reads no history (Discord: no Read Message History)
    dan_allow, dan_deny = got["dan_ow"]
    assert dan_allow & SEND_MESSAGES and dan_deny & READ_MESSAGE_HISTORY
    assert "Dan is lying" not in " ".join(got["dan_reads"])
    assert any("invited Dan" in t for t in got["dan_reads"])
    assert "welcome Dan" in got["dan_reads"] and "thanks" in got["dan_reads"]
    assert "Dan is lying" in got["cid_reads"]  # a founding member reads it all
    assert got["eve_reads"] == []
    # the dead member: reads, no longer writes
    cid_allow, cid_deny = got["cid_ow_dead"]
    assert cid_allow & VIEW_CHANNEL and cid_deny & SEND_MESSAGES
    assert got["dead_wrote"] == 50013
    assert "Dan is lying" in got["cid_reads_dead"]
    assert {"Dan is lying", "welcome Dan", "thanks"} <= set(got["host_reads"])
    assert "only its members read it (and the host)" in got["topic"]


@pytest.mark.parametrize(
    ("readers", "spectators"), [("members", False), ("dead", False), ("spectators", True)]
)
def test_rule_conspiracy_channels_2_discord_spectators_read_as_the_option_says(
    readers: str, spectators: bool
) -> None:
    """rule-conspiracy-channels.2: the spectators' role reads a conspiracy channel only when
    the setup's ``conspiracy_readers`` is ``spectators`` (whatever the adapter's policy lets
    them read elsewhere)."""
    summary = {"seats": [{"name": "Bob", "alive": True, "seat": 0}]}
    channel = {"name": "#plan", "writable": True, "messages": [], "members": ["Bob"]}
    views = {"Bob": {"channels": [channel]}}
    setup = {"options": {"conspiracy_readers": readers}}
    policy = with_setup(Policy(spectators_read_private=True), setup)
    made = plan("g", summary, views, policy).channel("group:#plan")
    assert (made.overwrite(SPECTATORS) is not None) is spectators


TABLE = [
    ["Fin", "Angel"],
    ["Ada", "Wolf"],
    ["Wes", "Wolf"],
    ["Bob", "Citizen"],
    ["Cal", "Citizen"],
    ["Deb", "Citizen"],
    ["Eve", "Citizen"],
    ["Gus", "Citizen"],
    ["Hal", "Citizen"],
]
SEAT = {name: i for i, (name, _role) in enumerate(TABLE)}
MEMBER = {name: 31 + i for i, (name, _role) in enumerate(TABLE)}


def _text(rig: Rig, cid: int, *words: str) -> str:
    """The latest message of a channel holding every one of ``words``, its content ("": none)."""
    found = _with(rig, cid, *words)
    return "" if found is None else str(found["content"])


def _with(rig: Rig, cid: int, *words: str) -> dict[str, Any] | None:
    """The latest message of a channel holding every one of ``words``."""
    found = [
        m for m in rig.fake.messages.get(cid, []) if all(w in str(m["content"]) for w in words)
    ]
    return found[-1] if found else None


async def _table(tmp_path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with adapter_on_fake(tmp_path) as rig:
        fake, service, bot = rig.fake, rig.service, rig.bot
        gid = await bot.new_game(
            fake.guild_id,
            "t1",
            {"players": TABLE},
            {"automation": "manual"},
            host=HOST,
            members=MEMBER,
            seed=5,
        )
        ch = rig.channels(gid)

        async def act(who: str, action: str) -> None:
            await service.act(gid, SEAT[who], action)

        async def advance(to: str) -> None:
            await service.host(gid, "advance")
            await wait_for(lambda: any(f"{to} begins" in t for t in rig.said(ch["town"])))

        # item 7: the Angel's pick says what happens to a choice left empty or invalid
        await wait_for(
            lambda: _with(rig, ch["seat:Fin"], "When your choice cannot stand") is not None
        )
        out["fallback"] = _text(rig, ch["seat:Fin"], "When your choice cannot stand")
        await act("Fin", "target Bob")
        await advance("Night 1")

        # item 2: the packmate marked in the roster and the menu; attacking them asks first
        await wait_for(lambda: _with(rig, ch["seat:Ada"], "Night 1", "At the table") is not None)
        ada = _with(rig, ch["seat:Ada"], "Night 1", "At the table")
        assert ada is not None
        out["ada_phase"] = str(ada["content"])
        menus = [c for r in ada["components"] for c in r["components"] if c.get("type") == 3]
        options = {o["value"]: o for m in menus for o in m["options"]}
        out["wes_option"] = options["Wes"].get("description")
        out["bob_option"] = options["Bob"].get("description")
        menu = next(m for m in menus if any(o["value"] == "Wes" for o in m["options"]))
        tok = await fake.press(menu["custom_id"], member=MEMBER["Ada"], message=ada, values=["Wes"])
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["asked"] = str(fake.answers[tok][1]["content"])
        out["pending"] = (await service.view(gid, "host"))["view"]["pending"]

        for wolf in ("Ada", "Wes"):
            await act(wolf, "attack Eve")
        await advance("Day 1")
        for voter in ("Bob", "Cal"):
            await act(voter, "vote Fin")
        await advance("Night 2")  # Fin ascends, Bob with her; nobody voted for a Mayor
        # item 1: the ascension in words; item 4: "nobody voted" said as such
        out["town_night2"] = rig.said(ch["town"])
        await wait_for(lambda: _with(rig, ch["seat:Deb"], "Night 2", "At the table") is not None)
        out["deb_phase"] = _text(rig, ch["seat:Deb"], "Night 2", "At the table")
        out["deb_view"] = (await service.view(gid, f"seat {SEAT['Deb']}"))["view"]
        out["deb_table"] = await _command(rig, "table", {}, MEMBER["Deb"], ch["seat:Deb"])

        for wolf in ("Ada", "Wes"):
            await act(wolf, "attack Cal")
        await advance("Day 2")
        await act("Deb", "vote Gus")
        await act("Gus", "elect Deb")
        await act("Deb", "elect Gus")
        await advance("Night 3")  # item 4: the tie named
        out["town_night3"] = rig.said(ch["town"])
        await service.host(gid, "draw", {"reason": "the host ended the game"})
        await wait_for(lambda: _with(rig, ch["seat:Fin"], "The game is over") is not None)
        out["fin_end"] = _text(rig, ch["seat:Fin"], "The game is over")
        await wait_for(lambda: MEMBER["Fin"] in fake.dms)
        dm = fake.dms[MEMBER["Fin"]]
        await wait_for(lambda: bool(fake.messages.get(dm)))
        out["fin_dm"] = "\n".join(rig.said(dm))
        await wait_for(lambda: _with(rig, ch["seat:Deb"], "The game is over") is not None)
        out["deb_end"] = _text(rig, ch["seat:Deb"], "The game is over")
    return out


@pytest.fixture(scope="module")
def table(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("table")
    return asyncio.run(asyncio.wait_for(_table(path), 240))


def test_the_fallback_is_shown_where_the_player_chooses(
    table: dict[str, Any],
) -> None:
    assert "When your choice cannot stand:" in table["fallback"]
    assert "who did vote for you dies instead" in table["fallback"]  # the declaration's words


def test_allies_marked_and_acting_on_one_asks_first(table: dict[str, Any]) -> None:
    wes = next(x for x in table["ada_phase"].splitlines() if x.startswith("Wes"))
    assert "your wolfpack" in wes
    bob = next(x for x in table["ada_phase"].splitlines() if x.startswith("Bob"))
    assert "your" not in bob and "side" not in bob
    assert table["wes_option"] == "your wolfpack"
    assert table["bob_option"] is None
    assert "Wes is in your wolfpack." in table["asked"]
    # leak: a player never told of anyone's side sees no mark (nor a wolf's role)
    assert "\N{HANDSHAKE}" not in table["deb_phase"] and "Wolf" not in table["deb_phase"]
    assert not [p for p in table["pending"] if p["actor"] == "Ada"]  # nothing sent


def test_r44_issue36_item1_discord_ascension_in_words_and_on_the_roster(
    table: dict[str, Any],
) -> None:
    assert any("Fin ascended and won (Angel)." in t for t in table["town_night2"])
    fin = next(x for x in table["deb_phase"].splitlines() if "Fin" in x and "(ascended)" in x)
    assert "~~" not in fin  # not struck through as a death
    assert "Fin ascended and won (Angel)." in table["deb_table"]


def test_the_last_phase_news_on_top_and_on_demand(table: dict[str, Any]) -> None:
    deb = table["deb_phase"]
    assert deb.startswith("**Night 2**")  # the phase's first message in Deb's channel
    news_part = deb.split("**Since last time**")[1].split("**At the table**")[0]
    assert "Bob" in news_part and "Fin ascended and won (Angel)." in news_part
    assert table["deb_table"].startswith("**Since last time**")
    assert "Bob" in table["deb_table"] and "At the table" in table["deb_table"]


def test_ties_and_nobody_voted_named(table: dict[str, Any]) -> None:
    assert any("nobody voted" in t for t in table["town_night2"])
    assert any("a tie, Deb, Gus with 1 each" in t for t in table["town_night3"])


def test_you_won_and_every_role_at_the_end(table: dict[str, Any]) -> None:
    for text in (table["fin_end"], table["fin_dm"]):
        assert "You won!" in text
        assert "Fin ascended and won (Angel)." in text
        assert "Ada — Wolf" in text and "Gus — Citizen" in text
    assert "Who was who" in table["deb_end"]


def test_roles_hidden_at_the_end_when_the_host_says_so() -> None:
    """The host's ``reveal_after`` off: the view reveals no role, and the player's farewell
    says the roles stay hidden instead of listing any."""
    view = {
        "name": "Deb",
        "seats": [{"name": "Deb", "alive": True}, {"name": "Ada", "alive": True}],
        "marks": {},
        "result": {"you_words": "You lost.", "headline": "The wolves win.", "lines": []},
    }
    text = prompts.farewell_text(view)
    assert text.startswith("**You lost.**")
    assert "The host keeps the roles hidden after this game." in text
    assert "Who was who" not in text
    view["marks"] = {"Ada": {"role": "Wolf"}}
    assert "Ada — Wolf" in prompts.farewell_text(view)


def test_a_crowded_phase_message_still_fits_discord() -> None:
    """A table too big for one message keeps the prompt and points to ``/table``."""
    seats = [{"name": f"P{i:02d}" + "x" * 80, "alive": True} for i in range(40)]
    view = {"name": "P00", "seats": seats, "actions": [], "marks": {}, "news": []}
    content, _rows = prompts.phase_message(view, "Day 1")
    assert len(content) <= 2000
    assert content.startswith("**Day 1**") and "/table" in content

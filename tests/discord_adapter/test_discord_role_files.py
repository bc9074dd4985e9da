"""Issue 39 item 3: a host adds role files to a Discord lobby as attachments (``/lobby
role_file:``, an option of Discord's attachment type) and names the roles to deal (``/lobby
roles:``); the game Start makes deals the custom role, which plays; a file over the limits or
with problems is refused with sentences only the host reads."""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path
from typing import Any

import fake_rules
import hostile_role_files as hostile
import pytest
from adapter_harness import adapter_on_fake, wait_for
from fake_discord import FakeDiscord
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from werewolves.discord import rolefiles
from werewolves.discord.service import seat_acting

ROOT = Path(__file__).resolve().parents[2]
LAMP = ROOT / "examples" / "roles" / "lamplighter.yaml"
HOST = 10
PLAYERS = {21: "Ann", 22: "Bob", 23: "Cid", 24: "Dan", 25: "Eve"}
ROLES = "Lamplighter, Wolf, 3x Citizen"


async def _answer(fake: FakeDiscord, tok: str, n: int = 1) -> str:
    await wait_for(lambda: len(fake.answers.get(tok, [])) >= n)
    return str(fake.answers[tok][n - 1].get("data", fake.answers[tok][n - 1]).get("content"))


async def _attach(fake: FakeDiscord, channel: int, name: str, body: bytes,
                  member: int = HOST) -> str:
    """``/lobby role_file:`` with a file: the reply the member alone reads (after the
    deferral, its follow-up)."""
    tok = await fake.interact("lobby", {}, member=member, channel=channel,
                              files={"role_file": (name, body)})
    await wait_for(lambda: fake.answers.get(tok))
    if fake.answers[tok][0]["type"] == 5:  # deferred: the answer is the follow-up
        return await _answer(fake, tok, 2)
    return str(fake.answers[tok][0]["data"]["content"])


async def _lobby_game(tmp_path: Path) -> dict[str, Any]:
    out: dict[str, Any] = {}
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **PLAYERS}) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        # a file for a lobby nobody hosts here is refused
        out["no_lobby"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes())
        tok = await fake.interact("lobby", {"label": "lamps", "phases": "manual", "seed": "4",
                                            "roles": ROLES}, member=HOST, channel=general)
        await wait_for(lambda: fake.messages.get(general))
        lobby = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        # a file with problems: each a sentence, to the host alone, nothing kept
        out["broken"] = await _attach(fake, general, "bad.yaml",
                                      b"name: Bad\nteam: nobody\nabilities: 7\n")
        out["too_big"] = await _attach(fake, general, "big.yaml", b"#" * (64 * 1024 + 1))
        out["binary"] = await _attach(fake, general, "bin.yaml", b"\xff\xfe\x00name")
        # only the host adds files
        out["not_host"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes(),
                                        member=21)
        # a lobby with 32 role files already takes no 33rd (the store as the lobby keeps it)
        mid = int(lobby["id"])
        full = [[f"r{i}.yaml", "name: R\n"] for i in range(rolefiles.MAX_FILES)]
        rig.store.put(rolefiles.files_key(mid), json.dumps({"files": full, "roles": []}))
        out["too_many"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes())
        rig.store.put(rolefiles.files_key(mid), json.dumps({"files": [], "roles": []}))
        # a file whose address no longer answers (an attachment's url expires)
        fake.cdn_gone = True
        out["gone"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes())
        fake.cdn_gone = False
        out["added"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes())
        await wait_for(lambda: "Custom roles" in lobby["content"])
        out["lobby"] = lobby["content"]
        for m in PLAYERS:
            tok = await fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        await fake.press("werewolves:start", member=HOST, message=lobby)
        await wait_for(lambda: "has begun" in lobby["content"], 60)
        game = next(g for g, _u, _l in rig.store.games())
        seats = {s["name"]: int(s["seat"]) for s in (await rig.service.summary(game))["seats"]}
        views = {n: (await rig.service.view(game, seat_acting(i)))["view"]
                 for n, i in seats.items()}
        lamp = next(n for n, v in views.items() if v["role"] == "Lamplighter")
        wolf = next(n for n, v in views.items() if v["role"] == "Wolf")
        kept = next(n for n in seats if n not in (lamp, wolf))
        out["lamp"], out["kept"] = lamp, kept
        # Night 1: the Lamplighter lights a lamp with /act in their channel, the wolf attacks
        await rig.service.host(game, "advance")
        channel = rig.channels(game)[f"seat:{lamp}"]
        tok = await fake.interact("act", {"verb": "light", "whom": kept},
                                  member=next(m for m, n in PLAYERS.items() if n == lamp),
                                  channel=channel)
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["acted"] = fake.answers[tok]
        await rig.service.act(game, seats[wolf], f"attack {kept}")
        await rig.service.host(game, "advance")
        out["summary"] = await rig.service.summary(game)
        out["lamp_view"] = (await rig.service.view(game, seat_acting(seats[lamp])))["view"]
        exported = await rig.service.host_read(game, "export")
        out["custom_roles"] = exported["setup"]["custom_roles"]
    return out


def test_discord_a_lobby_with_an_attached_role_file_deals_the_custom_role_and_it_plays(
    tmp_path: Path,
) -> None:
    got = asyncio.run(asyncio.wait_for(_lobby_game(tmp_path), 120))
    assert got["no_lobby"].startswith("Open a lobby here with /lobby first")
    broken = got["broken"]
    assert broken.startswith("bad.yaml cannot be added:"), broken
    assert "Role file bad.yaml, line 2:" in broken and "no team can reach" in broken
    assert broken.count("\n•") >= 2 and "Traceback" not in broken
    assert "65,537 bytes" in got["too_big"] and "64 KiB" in got["too_big"]
    assert "not text in UTF-8" in got["binary"]
    assert got["not_host"].startswith("Open a lobby here")
    assert got["too_many"].startswith("This lobby has 32 role files already"), got["too_many"]
    assert got["gone"].startswith("I could not fetch lamplighter.yaml from Discord")
    assert "Its custom roles: Lamplighter." in got["added"], got["added"]
    assert "Custom roles: Lamplighter." in got["lobby"]
    assert f"Roles dealt: {ROLES}." in got["lobby"]
    # the custom role was dealt, its /act was taken, and its lamp kept the wolves' target
    assert got["kept"] in [s["name"] for s in got["summary"]["seats"] if s["alive"]]
    said = " ".join(str(m) for m in got["lamp_view"].get("messages", []))
    assert f"You keep your lamp lit over {got['kept']}'s door tonight." in said, said
    # the file's text travelled with the game's setup
    assert got["custom_roles"] == [["lamplighter.yaml", LAMP.read_text(encoding="utf-8")]]


def test_discord_lobby_roles_text_is_read_into_one_role_a_seat() -> None:
    assert rolefiles.parse_roles("2x A, B ,3 × C D") == (["A", "A", "B", "C D", "C D", "C D"],
                                                        None)
    for bad in ("A,,B", " ", "0x A", "201x A", "150x A, 60x B"):
        roles, problem = rolefiles.parse_roles(bad)
        assert roles == [] and problem, bad


def test_discord_the_lobby_lines_about_roles_stay_within_a_message() -> None:
    class Kept:
        def get(self, key: str) -> str:
            return json.dumps({"files": [], "roles": [f"R{i}" for i in range(200)]})

    lines = rolefiles.lobby_lines(Kept(), 1, {"roles": "x, " * 1000})
    assert [len(x) for x in lines.split("\n")[1:]] == [rolefiles.MAX_LINE] * 2
    assert lines.split("\n")[2].startswith("Custom roles: R0, R1")


async def _fake_refuses(tmp_path: Path) -> list[int]:
    async with adapter_on_fake(tmp_path) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        codes = []
        # a file in an option Discord offers no file picker for
        with pytest.raises(fake_rules.Refused) as e:
            await fake.interact("lobby", {}, member=HOST, channel=general,
                                files={"label": ("a.yaml", b"x")})
        codes.append(e.value.code)
        # a file over the interaction's attachment_size_limit never leaves the client
        fake.attachment_size_limit = 1000
        with pytest.raises(fake_rules.Refused) as e:
            await fake.interact("lobby", {}, member=HOST, channel=general,
                                files={"role_file": ("a.yaml", b"#" * 1001)})
        codes.append(e.value.code)
        return codes


def test_the_fake_discord_refuses_attachments_as_discord_does(tmp_path: Path) -> None:
    assert asyncio.run(asyncio.wait_for(_fake_refuses(tmp_path), 60)) == [50035, 40005]


ANSWERS = ("is added to the lobby", "cannot be added", "bytes; a role file has at most",
           "is not text in UTF-8", "role files already")
FILE_NAMES = st.sampled_from(["f.yaml", "F.YML", "a" * 150 + ".yaml", "role"])


async def _hostile_lobby(tmp_path: Path, files: list[tuple[str, bytes]]) -> dict[str, Any]:
    out: dict[str, Any] = {"replies": []}
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **PLAYERS}) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        await fake.interact("lobby", {"phases": "manual", "roles": ROLES}, member=HOST,
                            channel=general)
        await wait_for(lambda: fake.messages.get(general))
        lobby = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        for name, body in files:
            out["replies"].append(await _attach(fake, general, name, body))
        out["lamp"] = await _attach(fake, general, "lamplighter.yaml", LAMP.read_bytes())
        for m in PLAYERS:
            tok = await fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        await fake.press("werewolves:start", member=HOST, message=lobby)
        await wait_for(lambda: "has begun" in lobby["content"]
                       or "Start was refused" in lobby["content"], 60)
        out["lobby"] = lobby["content"]
    return out


@settings(max_examples=4, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(files=st.lists(st.tuples(FILE_NAMES, hostile.BYTES), min_size=2, max_size=5))
def test_discord_hostile_role_file_attachments_get_sentences_and_never_stick_the_lobby(
    tmp_path: Path, files: list[tuple[str, bytes]],
) -> None:
    """Hostile files attached to a lobby (role files right and wrong, YAML's tricks, bytes
    that are no text): each gets a sentence to the host, never a traceback; the lobby still
    takes a good file, and Start either begins the game or says why not."""
    with tempfile.TemporaryDirectory(dir=tmp_path) as fresh:  # a store of its own each time
        got = asyncio.run(asyncio.wait_for(_hostile_lobby(Path(fresh), files), 120))
    for reply in [*got["replies"], got["lamp"]]:
        assert reply and "Traceback" not in reply and any(a in reply for a in ANSWERS), reply
    assert "has begun" in got["lobby"] or "Start was refused: " in got["lobby"], got["lobby"]


def test_the_fake_discord_refuses_commands_discord_would_not_register() -> None:
    def opt(name: str, required: bool = False, desc: str = "d") -> dict[str, Any]:
        return {"name": name, "description": desc, "type": 3, "required": required}

    fake_rules.check_command({"name": "lobby", "description": "d",
                              "options": [opt("a", True), opt("b"), opt("f")]})
    bad = [
        {"name": "lobby", "description": "d", "options": [opt(f"o{i}") for i in range(26)]},
        {"name": "lobby", "description": "d", "options": [opt("a", desc="x" * 101)]},
        {"name": "lobby", "description": "d", "options": [opt("a"), opt("b", True)]},
        {"name": "lobby", "description": "d", "options": [opt("a"), opt("a")]},
        {"name": "x" * 33, "description": "d"},
        {"name": "lobby", "description": "d",
         "options": [{**opt("a"), "choices": [{"name": "n" * 100, "value": "v" * 100}] * 25}
                     for _ in range(2)]},
    ]
    for command in bad:
        with pytest.raises(fake_rules.Refused) as e:
            fake_rules.check_command(command)
        assert e.value.code == 50035

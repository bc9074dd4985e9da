"""A whole game played in German on the fake Discord, with the real discord.py adapter: a
German server (its preferred locale ``de``), four members whose clients speak German and Bob's
American English. The host ends the phases with ``/host``, the wolf attacks and the Fortune
Teller investigates with ``/act``, the
town votes with ``/vote``, and the game ends. The shared channels (the town square) speak
German from the first message to the outcome; each member's own replies speak their language;
no message holds an English sentence of the resources."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path
from typing import Any

from adapter_harness import Rig, adapter_on_fake, wait_for
from fluent.syntax import FluentParser, ast

from werewolves.i18n import CATALOG, LOCALES, key_of

HOST = 10
MEMBERS = {"Ann": 11, "Bob": 12, "Cid": 13, "Dan": 14, "Eve": 15}
ENGLISH = "Bob"
ROLES = {"Ann": "Wolf", "Cid": "Fortune Teller"}
PLAYERS = [[n, ROLES.get(n, "Citizen")] for n in MEMBERS]


def english_pieces(areas: tuple[str, ...] = ("discord", "engine", "roles", "events")) -> set[str]:
    """The resources' English sentences: each message's longest runs of plain text (20
    characters or more) that its German message does not hold too."""
    pieces: set[str] = set()
    for area in areas:
        resource = FluentParser().parse((LOCALES / "en" / f"{area}.ftl").read_text("utf-8"))
        for entry in resource.body:
            if not isinstance(entry, ast.Message) or entry.value is None:
                continue
            if re.fullmatch(r"(role|team)-[a-z0-9_]+", entry.id.name):
                continue
            text = [e.value for e in entry.value.elements if isinstance(e, ast.TextElement)]
            chunks = [c.strip() for t in text for c in t.split("\n") if len(c.strip()) >= 20]
            german = CATALOG.text(key_of(entry.id.name), {}, "de")
            pieces.update(c for c in chunks if c not in german)
    return pieces


async def _play(tmp_path: Path) -> dict[str, Any]:
    names = {HOST: "Hana", **{m: n for n, m in MEMBERS.items()}}
    locales = {m: ("en-US" if n == ENGLISH else "de") for n, m in MEMBERS.items()}
    locales[HOST] = "de"
    guild = {"preferred_locale": "de", "locales": locales}
    async with adapter_on_fake(tmp_path, names=names, guild=guild) as rig:
        return await _game(rig)


async def _game(rig: Rig) -> dict[str, Any]:
    fake = rig.fake
    gid = await rig.bot.new_game(
        fake.guild_id, "deutsch", {"players": PLAYERS}, {"automation": "manual"},
        host=HOST, members=MEMBERS, lang="de",
    )  # fmt: skip
    ch = rig.channels(gid)
    out: dict[str, Any] = {"replies": {}, "tokens": []}

    async def slash(name: str, who: str | None, channel: int, **options: str) -> str:
        member = HOST if who is None else MEMBERS[who]
        tok = await fake.interact(name, options, member=member, channel=channel)
        await wait_for(lambda: any(_words(a) for a in fake.answers.get(tok, [])), 30)
        said = "\n".join(_words(a) for a in fake.answers[tok] if _words(a))
        out["replies"].setdefault(who or "host", []).append(said)
        out["tokens"].append(tok)
        return said

    async def phase_is(index: int) -> None:
        async def now() -> int:
            return int((await rig.service.summary(gid))["phase_index"])

        for _ in range(200):
            if await now() == index:
                return
            await asyncio.sleep(0.05)
        raise AssertionError(f"phase {index} never came")

    await slash("host", None, ch["host"], what="advance")  # Night 1
    await phase_is(1)
    out["attack"] = await slash("act", "Ann", ch["seat:Ann"], verb="attack", whom="Dan")
    # /act sends at once (a question is asked only from the prompt's menus)
    out["investigate"] = await slash("act", "Cid", ch["seat:Cid"], verb="investigate", whom="Ann")
    await slash("host", None, ch["host"], what="advance")  # Day 1: Dan is found dead
    await phase_is(2)
    for who in ("Bob", "Cid", "Eve"):
        await slash("vote", who, ch["town"], whom="Ann")
    out["advance"] = await slash("host", None, ch["host"], what="advance")  # the lynch ends it
    summary = await rig.service.summary(gid)
    out["over"] = summary.get("result") is not None or summary.get("over")
    await wait_for(lambda: len(rig.said(ch["town"])) > 0, 30)
    await asyncio.sleep(0.3)  # the adapter's last poll of the stream reaches the fake
    out["town"] = rig.said(ch["town"])
    out["seats"] = {n: rig.said(ch[f"seat:{n}"]) for n in MEMBERS}
    out["host"] = rig.said(ch["host"])
    return out


def _words(answer: dict[str, Any]) -> str:
    return str(answer.get("content") or (answer.get("data") or {}).get("content") or "")


def test_discord_a_whole_game_in_german_with_one_english_member(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_play(tmp_path), 180))
    assert got["over"], got["advance"]
    de = lambda key, **p: CATALOG.text(key, p, "de")  # noqa: E731
    town = "\n".join(got["town"])
    # the town square, in German from the first message to the outcome
    assert "Das Spiel beginnt mit 5 Mitspielenden" in town, town
    # the Fortune Teller learned the wolf in German, in the words of the resources
    cid = "\n".join(got["seats"]["Cid"] + [got["investigate"]])
    assert CATALOG.text("ft.result", {"target": "Ann", "role": de("role.wolf")}, "de") in cid
    pieces = english_pieces()
    assert len(pieces) > 300
    german = [town, cid, "\n".join(got["host"])]
    german += ["\n".join(got["seats"][n]) for n in MEMBERS if n != ENGLISH]
    german += ["\n".join(r) for who, r in got["replies"].items() if who != ENGLISH]
    found = sorted({p for text in german for p in pieces if p in " ".join(text.split())})
    assert not found, found
    # and the English member's own replies do read English
    bob = " ".join(" ".join(got["replies"][ENGLISH]).split())
    assert not any(de_piece in bob for de_piece in ("Du ", "Abstimmung")), bob

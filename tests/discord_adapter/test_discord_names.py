"""Issue 35 item 1: any Discord display name can play. Each member gets a game name at Join —
the display name's safe form, unique and legal under the engine's whole name check (lookalikes
included) —, shown in the lobby beside the display name, changeable with ``/lobby name:`` (a
refusal names every problem at once); Start never refuses a name."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import adapter_on_fake, wait_for
from hypothesis import given, settings
from hypothesis import strategies as st

from werewolves.discord.names import game_name, problems, safe_form
from werewolves.game import MAX_PLAYERS, Game, Setup, SetupError

HOST = 10
DISPLAY = {21: "Zoë", 22: "Big Bob 🐺", 23: "ann.the_great", 24: "Alex", 25: "Alex"}


def _engine_accepts(names: list[str]) -> list[str]:
    """The engine's whole check of a setup with these names: every refusal it gives."""
    players = [(n, "Citizen") for n in names]
    players[0] = (names[0], "Wolf")
    try:
        Game.new(Setup(players=players), seed=1)
    except SetupError as e:
        return [str(p) for p in getattr(e, "problems", None) or [e]]
    return []


def _mapped(displays: list[str]) -> list[str]:
    out: list[str] = []
    for d in displays:
        out.append(game_name(d, out))
    return out


def test_ordinary_display_names_get_safe_unique_game_names() -> None:
    got = _mapped(list(DISPLAY.values()))
    assert got == ["Zoe", "Big_Bob", "ann_the_great", "Alex", "Alex2"]
    assert _engine_accepts(got) == []
    # lookalikes (I, l, 1; O, 0), capitals, the reserved word, nothing to keep
    assert game_name("Il", ["ll"]) == "Il2" and game_name("ALEX", ["alex"]) == "ALEX2"
    assert game_name("B0b", ["BOb"]) == "B0b2"
    assert safe_form("nobody") == "Player" and safe_form("🐺🐺") == "Player"
    assert safe_form("42") == "Player42" and safe_form("x" * 80) == "x" * 32


@settings(max_examples=150, deadline=None)
@given(st.lists(st.text(max_size=40), min_size=5, max_size=MAX_PLAYERS))
def test_any_unicode_display_names_get_valid_unique_game_names(displays: list[str]) -> None:
    names = _mapped(displays)
    assert _engine_accepts(names) == [], (displays, names)


@settings(max_examples=200, deadline=None)
@given(
    st.text(alphabet="AaIl1O0o_'- .éz9", min_size=1, max_size=8),
    st.lists(st.sampled_from(["Ann", "ll", "BOb", "Alex", "Zed"]), max_size=3, unique=True),
)
def test_a_name_asked_for_is_refused_exactly_when_the_engine_would(
    name: str, taken: list[str]
) -> None:
    everyone = [*taken, *(n for n in ("Pia", "Quin", "Rolf", "Sam", "Tess") if n not in taken)]
    engine = _engine_accepts([*everyone, name])
    assert (problems(name, everyone) == []) == (engine == []), (name, engine)


# ---------------------------------------------------------------- through the fake


async def _lobby(tmp_path: Path) -> dict[str, Any]:
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **DISPLAY}) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        await fake.interact("lobby", {"label": "names"}, member=HOST, channel=general)
        await wait_for(lambda: fake.messages.get(general))
        lobby = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(lobby["id"])) is not None)
        for m in DISPLAY:
            tok = await fake.press("werewolves:join", member=m, message=lobby)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        out: dict[str, Any] = {"joined": lobby["content"]}

        async def rename(member: int, name: str) -> str:
            tok = await fake.interact("lobby", {"name": name}, member=member, channel=general)
            await wait_for(lambda: fake.answers.get(tok))
            return str(fake.answers[tok][0]["data"]["content"])

        out["refused"] = await rename(22, "1 Zoe")
        out["taken"] = await rename(22, "ALEX")
        out["renamed"] = await rename(22, "Bob")
        out["outsider"] = await rename(HOST, "Hana")
        await wait_for(lambda: "Bob (Big Bob" in lobby["content"])
        out["lobby"] = lobby["content"]
        tok = await fake.press("werewolves:start", member=HOST, message=lobby)
        await wait_for(lambda: "has begun" in lobby["content"], 60)
        out["started"] = lobby["content"]
        game = next(g for g, _u, _l in rig.store.games())
        out["seats"] = rig.store.seats(game)
        out["summary"] = await rig.service.summary(game)
        out["channels"] = sorted(rig.channels(game))
        return out


def test_discord_display_names_play_under_their_game_names(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_lobby(tmp_path), 90))
    # the mapping shown in the lobby to everyone
    joined = got["joined"]
    for shown in ("Zoe (Zoë)", "Big_Bob (Big Bob 🐺)", "ann_the_great (ann.the_great)"):
        assert shown in joined, joined
    assert "Alex, Alex2 (Alex)" in joined, joined
    # a name asked for that the engine would refuse: every problem at once, nothing changed
    refused = got["refused"]
    assert refused.startswith("You cannot play as '1 Zoe': "), refused
    assert "does not start with a letter" in refused and "one word only" in refused
    assert refused.endswith("Nothing was changed.")
    assert "Alex plays under it or one that looks like it" in got["taken"]
    assert "'ALEX3' is free" in got["taken"]
    assert got["renamed"] == "You will play as Bob."
    assert got["outsider"].startswith("Press **Join** in this channel's lobby first")
    assert "Bob (Big Bob 🐺)" in got["lobby"]
    # Start refused no name: the game's seats are the game names, each with its member
    names = [s["name"] for s in got["summary"]["seats"]]
    assert names == ["Zoe", "Bob", "ann_the_great", "Alex", "Alex2"], names
    assert got["seats"] == {"Zoe": 21, "Bob": 22, "ann_the_great": 23, "Alex": 24, "Alex2": 25}
    assert "seat:Alex2" in got["channels"]
    assert "Zoe (Zoë)" in got["started"]

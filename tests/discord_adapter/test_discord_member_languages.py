"""Issue 40 item 2 on Discord: every member reads the adapter in their own language. A reply
to one member (ephemeral) follows the ``locale`` of their interaction; the shared channels
(the lobby message, the town square) speak the lobby's language, the server's preferred
locale unless the host names one (``/lobby language:``); the slash commands carry German
``name_localizations`` and ``description_localizations``, which the fake Discord checks as
Discord documents them."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import fake_rules as rules
import pytest
from adapter_harness import adapter_on_fake, wait_for

from werewolves.discord.words import lang_of, say
from werewolves.i18n import CATALOG

HOST = 10
GERMAN, ENGLISH = 21, 22  # the two members whose clients speak German and American English
MEMBERS = {GERMAN: "Greta", ENGLISH: "Emma", 23: "Cleo", 24: "Dora", 25: "Ezra"}


def _words(answer: dict[str, Any]) -> str:
    """What an answer says: a reply's data or a followup's content (a deferral: nothing)."""
    return str(answer.get("content") or (answer.get("data") or {}).get("content") or "")


async def _game(tmp_path: Path, guild_locale: str, lobby: dict[str, str]) -> dict[str, Any]:
    guild = {"preferred_locale": guild_locale, "locales": {GERMAN: "de", ENGLISH: "en-US"}}
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **MEMBERS}, guild=guild) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        await fake.interact("lobby", {"label": "talk", **lobby}, member=HOST, channel=general)
        await wait_for(lambda: fake.messages.get(general))
        message = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(message["id"])) is not None)
        out: dict[str, Any] = {"commands": fake.commands}

        async def reply(name: str, options: dict[str, str], member: int, channel: int) -> str:
            tok = await fake.interact(name, options, member=member, channel=channel)
            await wait_for(lambda: any(_words(a) for a in fake.answers.get(tok, [])))
            return "\n".join(_words(a) for a in fake.answers[tok] if _words(a))

        # before joining: told to join first, each in their own language
        out["not_in"] = {m: await reply("lobby", {"name": "X"}, m, general) for m in MEMBERS}
        for m in MEMBERS:
            tok = await fake.press("werewolves:join", member=m, message=message)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        out["renamed"] = {
            GERMAN: await reply("lobby", {"name": "Greta"}, GERMAN, general),
            ENGLISH: await reply("lobby", {"name": "Emma"}, ENGLISH, general),
        }
        out["lobby"] = message["content"]
        await fake.press("werewolves:start", member=HOST, message=message)
        await wait_for(lambda: "<#" in message["content"], 60)
        out["started"] = message["content"]
        game = next(g for g, _u, _l in rig.store.games())
        channels = rig.channels(game)
        await wait_for(lambda: rig.said(channels["town"]), 60)
        out["town"] = "\n".join(rig.said(channels["town"]))
        out["table"] = {
            m: await reply("table", {}, m, channels[f"seat:{MEMBERS[m]}"])
            for m in (GERMAN, ENGLISH)
        }
        out["table_elsewhere"] = {m: await reply("table", {}, m, general) for m in MEMBERS}
        out["game_lang"] = rig.bot.game_lang(game)
        return out


@pytest.fixture(scope="module")
def german_guild(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Any]:
    path = tmp_path_factory.mktemp("german_guild")
    return asyncio.run(asyncio.wait_for(_game(path, "de", {}), 120))


def test_discord_ephemeral_replies_follow_each_members_locale(
    german_guild: dict[str, Any],
) -> None:
    got = german_guild
    assert got["not_in"][GERMAN] == say("lobby.not_in", "de")
    assert got["not_in"][GERMAN].startswith("Drücke zuerst „Join“")
    assert got["not_in"][ENGLISH].startswith("Press **Join** in this channel's lobby first")
    assert got["renamed"][GERMAN] == "Du spielst als Greta."
    assert got["renamed"][ENGLISH] == "You will play as Emma."
    # /table in each one's seat channel: the roster's words in their language
    assert "**Am Tisch**" in got["table"][GERMAN] and "Greta (du)" in got["table"][GERMAN]
    assert "**At the table**" in got["table"][ENGLISH] and "Emma (you)" in got["table"][ENGLISH]
    assert "At the table" not in got["table"][GERMAN]
    assert got["table_elsewhere"][GERMAN] == say("seat.not_yours", "de")
    assert got["table_elsewhere"][ENGLISH] == say("seat.not_yours", "en")


def test_discord_shared_channels_speak_the_servers_language(german_guild: dict[str, Any]) -> None:
    got = german_guild
    assert got["game_lang"] == "de"
    assert got["lobby"].startswith("**Werwölfe: talk** — Spielleitung: Hana.")
    assert "Drücke **Join**" in got["lobby"] and "Press **Join**" not in got["lobby"]
    assert "Das Spiel hat begonnen, mit 5 Mitspielenden" in got["started"]
    assert "Geh zu <#" in got["started"]
    # the town square is the service's stream, read in the lobby's language
    assert "Das Spiel beginnt mit 5 Mitspielenden" in got["town"], got["town"]
    assert "The game begins" not in got["town"]


def test_discord_a_lobby_may_name_its_language(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_game(tmp_path, "de", {"language": "en"}), 120))
    assert got["game_lang"] == "en"
    assert got["lobby"].startswith("**Werewolves: talk** — hosted by Hana.")
    assert "The game begins with 5 players" in got["town"], got["town"]
    # the German member's own replies stay German in an English lobby
    assert got["renamed"][GERMAN] == "Du spielst als Greta."
    assert "**Am Tisch**" in got["table"][GERMAN]


def test_discord_command_tree_registers_german_localizations(
    german_guild: dict[str, Any],
) -> None:
    commands = next(iter(german_guild["commands"].values()))
    by_name = {c["name"]: c for c in commands}
    act = by_name["act"]
    assert act["name_localizations"] == {"de": "handeln"}
    assert act["description_localizations"] == {"de": say("slash.act", "de")}
    verb = next(o for o in act["options"] if o["name"] == "verb")
    assert verb["name_localizations"] == {"de": "tat"}
    assert verb["description_localizations"]["de"] == say("slash.act.verb", "de")
    for c in commands:  # every command and option has its German, and only German
        assert set(c["name_localizations"]) == {"de"}, c["name"]
        assert set(c["description_localizations"]) == {"de"}, c["name"]
        for o in c.get("options") or []:
            assert set(o.get("name_localizations") or {}) == {"de"}, (c["name"], o["name"])
            assert set(o.get("description_localizations") or {}) == {"de"}


def _command(**extra: Any) -> dict[str, Any]:
    return {
        "name": "act",
        "description": "Use an action.",
        "options": [
            {"type": 3, "name": "verb", "description": "What", "required": True},
            {"type": 3, "name": "whom", "description": "Whom", **extra},
        ],
    }


@pytest.mark.parametrize(
    ("localized", "why"),
    [
        ({"name_localizations": {"xx": "wen"}}, "Invalid locale"),
        ({"name_localizations": {"de-DE": "wen"}}, "Invalid locale"),  # Discord's is "de"
        ({"name_localizations": {"de": "w" * 33}}, "between 1 and 32"),
        ({"name_localizations": {"de": "Wen"}}, "Command name is invalid"),  # lower case
        ({"name_localizations": {"de": "wen jetzt"}}, "Command name is invalid"),
        ({"description_localizations": {"de": "x" * 101}}, "between 1 and 100"),
        ({"description_localizations": {"de": ""}}, "between 1 and 100"),
        ({"name_localizations": {"de": "verb"}}, "name of another option"),
    ],
)
def test_fake_discord_refuses_the_localizations_discord_refuses(
    localized: dict[str, Any], why: str
) -> None:
    with pytest.raises(rules.Refused) as refused:
        rules.check_command(_command(**localized))
    assert why in refused.value.message


def test_fake_discord_takes_localizations_as_discord_documents_them() -> None:
    rules.check_command(
        _command(name_localizations={"de": "wen", "pt-BR": "quem"},
                 description_localizations={"de": "Wen", "es-419": "A quién"})
    )
    # two options may not share a localized name in one locale
    twice = _command(name_localizations={"de": "tat"})
    twice["options"][0]["name_localizations"] = {"de": "tat"}
    with pytest.raises(rules.Refused):
        rules.check_command(twice)


def test_discord_locales_map_to_our_languages() -> None:
    assert lang_of("de") == "de" and lang_of("en-US") == "en" and lang_of("en-GB") == "en"
    assert lang_of("pt-BR") == "en" and lang_of(None) == "en"  # a language we lack: English
    assert "de" in CATALOG.languages


def test_discord_words_have_ids_of_their_own() -> None:
    """One bundle a language holds every area: the adapter's ids all start with ``discord-``
    (``cc.invited`` is the engine's sentence too, with other fields)."""
    ours = CATALOG.area_keys("discord")
    assert ours and all(k.startswith("discord.") for k in ours)
    for area in ("engine", "roles", "events", "cards", "language"):
        assert not ours & CATALOG.area_keys(area), area
    assert say("cc.invited", members="Dan", channel="#plan").startswith("Dan can now read")
    assert CATALOG.text("cc.invited", {"by": "Bob", "members": "Dan", "channel": "#plan"}) == (
        "Bob invited Dan to #plan."
    )

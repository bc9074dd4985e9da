"""The host's tools (/host) answer the host in their own language (issue 40's leftovers): what
a tool asks for first, the service's answers and refusals (sent as a key and parameters,
written out by the adapter in the interaction's locale), the grimoire, the preview and the
audit; the tools' labels in /host's list carry German localizations."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from adapter_harness import adapter_on_fake, wait_for

from werewolves.discord.slash import words_key
from werewolves.discord.words import say
from werewolves.game import render

HOST = 10
MEMBERS = {21: "Greta", 22: "Emma", 23: "Cleo", 24: "Dora", 25: "Ezra"}


async def _tools(tmp_path: Path) -> dict[str, str]:
    guild = {"preferred_locale": "de", "locales": {HOST: "de"}}
    async with adapter_on_fake(tmp_path, names={HOST: "Hana", **MEMBERS}, guild=guild) as rig:
        fake = rig.fake
        general = await fake.create_text_channel("general")
        await fake.interact("lobby", {"label": "talk", "seed": "2"}, member=HOST, channel=general)
        await wait_for(lambda: fake.messages.get(general))
        message = fake.messages[general][0]
        await wait_for(lambda: rig.store.lobby(int(message["id"])) is not None)
        for m in MEMBERS:
            tok = await fake.press("werewolves:join", member=m, message=message)
            await wait_for(lambda: tok in fake.answers)  # noqa: B023
        await fake.press("werewolves:start", member=HOST, message=message)
        await wait_for(lambda: "<#" in message["content"], 60)
        game = next(g for g, _u, _l in rig.store.games())
        host_ch = rig.channels(game)["host"]

        async def host(what: str, **more: str) -> str:
            tok = await fake.interact("host", {"what": what, **more}, member=HOST, channel=host_ch)
            await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
            return "\n".join(str(a.get("content") or "") for a in fake.answers[tok][1:])

        out: dict[str, Any] = {}
        out["resume"] = await host("resume")  # refused by the service: not paused
        out["pause"] = await host("pause")
        out["extend"] = await host("extend")
        out["kick"] = await host("kick", seat="Greta")
        out["kick_nobody"] = await host("kick", seat="Nobody", reason="gone")
        out["grimoire"] = await host("grimoire")
        out["preview"] = await host("preview")
        out["audit"] = await host("audit")
        tok = await fake.interact("host", {"what": "pause"}, member=HOST, channel=general)
        await wait_for(lambda: len(fake.answers.get(tok, [])) >= 2)
        out["outside"] = str(fake.answers[tok][1].get("content"))
        return out


def test_the_host_tools_answer_in_the_hosts_language(tmp_path: Path) -> None:
    got = asyncio.run(asyncio.wait_for(_tools(tmp_path), 120))
    assert got["resume"] == render("service.not_paused", {}, "de")
    assert got["pause"] == "pausiert"
    assert got["extend"] == say("host.needs_minutes", "de")
    assert got["kick"] == say("host.kick_reason", "de")
    assert got["kick_nobody"] == render("service.no_seat", {}, "de")
    assert got["grimoire"].startswith("**Grimoire — ") and "**Erwartet:**" in got["grimoire"]
    assert "Awaited" not in got["grimoire"]
    assert got["preview"].endswith("Es wurde nichts geändert.") and " Tode: " in got["preview"]
    assert "durch die Spielleitung" in got["audit"]  # the pause, by the host
    assert got["outside"] == say("host.channel_only", "de")


def test_the_host_tools_labels_are_localized_by_their_value() -> None:
    from discord import app_commands

    from werewolves.discord.host import TOOLS

    kinds = app_commands.TranslationContextLocation
    for tool in TOOLS:
        choice = app_commands.Choice(name=tool.label, value=tool.key)
        context = app_commands.TranslationContext(kinds.choice_name, choice)
        key = words_key(context)
        assert key is not None
        assert say(key, "en") == tool.label and say(key, "de") != tool.label, tool.key

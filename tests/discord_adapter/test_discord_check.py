"""Issue 34: ``werewolves discord --check --guild ID`` says, in sentences, every permission the
bot lacks in the server and in a game's category and channels, every privileged intent the
application has not enabled, and every role it must give that is not below its own; it exits
non-zero then. It runs at the adapter's start-up too (logged). Against the fake Discord, whose
guild, roles and application flags a test changes as a server admin would."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from adapter_harness import MEMBERS, PLAYERS, adapter_on_fake, fake_in_a_thread, wait_for
from fake_discord import BOT_ROLE, INVITE, FakeDiscord
from typer.testing import CliRunner

from werewolves.cli import app
from werewolves.discord.bot import point_at
from werewolves.discord.check import check_bot
from werewolves.discord.plan import MANAGE_MESSAGES, MANAGE_ROLES, VIEW_CHANNEL


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 60))


async def _checked(tmp_path: Path, admin: Any) -> dict[str, Any]:
    """A game made, then a server admin changes something; the check run then."""
    async with adapter_on_fake(tmp_path) as rig:
        fake = rig.fake
        gid = await rig.bot.new_game(
            fake.guild_id, "g", {"players": PLAYERS}, {"automation": "manual"}, members=MEMBERS
        )
        out = {"before": await check_bot("fake-token", [fake.guild_id], rig.store)}
        await admin(fake, rig, gid)
        out["after"] = await check_bot("fake-token", [fake.guild_id], rig.store)
        out["elsewhere"] = await check_bot("fake-token", [123], rig.store)
        return out


def test_check_names_a_permission_the_bot_s_role_lacks(tmp_path: Path) -> None:
    async def admin(fake: FakeDiscord, rig: Any, gid: str) -> None:
        await fake.set_role(BOT_ROLE, permissions=INVITE & ~MANAGE_MESSAGES)

    got = run(_checked(tmp_path, admin))
    assert got["before"] == []
    assert len(got["after"]) == 1, got["after"]
    assert got["after"][0].startswith("In the server fake guild, the bot's role lacks ")
    assert (
        "**Manage Messages**" in got["after"][0] and "without its writer's name" in got["after"][0]
    )
    assert got["elsewhere"] == [
        "The bot is not in the server 123: add it with the invite URL (docs/discord.md)."
    ]


def test_check_names_what_an_overwrite_took_away_in_a_game_s_category(tmp_path: Path) -> None:
    async def admin(fake: FakeDiscord, rig: Any, gid: str) -> None:
        (cat,) = rig.store.categories(gid).values()
        fake.channels[cat]["permission_overwrites"].append(
            {"id": str(BOT_ROLE), "type": 0, "allow": "0", "deny": str(MANAGE_ROLES)}
        )

    got = run(_checked(tmp_path, admin))
    assert got["after"] == [
        "In the category of the game g (#werewolves g), the bot lacks **Manage Roles**: it "
        "needs it to set who may read and write each game channel (its permission "
        "overwrites) and make and give the spectators' role. Give it in the channel's "
        "permissions (an overwrite there takes it away)."
    ]


def test_check_names_a_role_the_bot_must_give_that_is_above_its_own(tmp_path: Path) -> None:
    async def admin(fake: FakeDiscord, rig: Any, gid: str) -> None:
        role = int(rig.store.get(f"spectators/{gid}"))
        await fake.set_role(role, position=int(fake.roles[BOT_ROLE]["position"]) + 1)

    got = run(_checked(tmp_path, admin))
    assert len(got["after"]) == 1 and got["after"][0].startswith(
        "The bot's highest role (**werewolves**) is not above the role **werewolves g "
        "watching** of the game g"
    ), got["after"]


def test_check_names_an_intent_not_enabled_and_the_adapter_says_it_at_start_up(
    tmp_path: Path,
) -> None:
    async def go() -> dict[str, Any]:
        fake = FakeDiscord(
            intents_enabled={"members"},
            bot_permissions=INVITE & ~VIEW_CHANNEL,
            everyone_permissions=0,
        )
        await fake.start()
        try:
            point_at(fake.api, fake.gateway)
            return {"check": await check_bot("fake-token", [fake.guild_id])}
        finally:
            await fake.stop()

    got = run(go())
    assert len(got["check"]) == 2, got
    assert got["check"][0].startswith(
        "The application has not enabled the **Message Content Intent**"
    )
    assert "**View Channels**" in got["check"][1]
    assert len(got["check"]) == 2


def test_the_adapter_checks_at_start_up(tmp_path: Path) -> None:
    async def go() -> list[str]:
        lacking = {"bot_permissions": INVITE & ~MANAGE_ROLES}
        async with adapter_on_fake(tmp_path, guild=lacking) as rig:
            await wait_for(lambda: rig.bot.problems)  # on_ready: logged, and kept
            return list(rig.bot.problems)

    problems = run(go())
    assert any("lacks **Manage Roles**" in p for p in problems), problems


@pytest.fixture
def fake() -> Iterator[FakeDiscord]:
    missing = FakeDiscord(bot_permissions=INVITE & ~MANAGE_ROLES)
    for f, _call in fake_in_a_thread(missing):
        yield f


def test_discord_check_command_lists_and_exits_non_zero(fake: FakeDiscord, tmp_path: Path) -> None:
    env = {
        "WEREWOLVES_DISCORD_TOKEN": "fake-token",
        "WEREWOLVES_DISCORD_API": fake.api,
        "WEREWOLVES_DISCORD_GATEWAY": fake.gateway,
    }
    args = ["discord", "--check", "--guild", str(fake.guild_id)]
    r = CliRunner().invoke(app, [*args, "--store", str(tmp_path / "none.sqlite3")], env=env)
    assert r.exit_code == 1, r.output
    assert "- In the server fake guild, the bot's role lacks **Manage Roles**" in r.output
    fake.roles[BOT_ROLE]["permissions"] = str(INVITE)
    r = CliRunner().invoke(app, [*args, "--store", str(tmp_path / "none.sqlite3")], env=env)
    assert r.exit_code == 0, r.output
    assert "The bot has every permission, intent and role it needs." in r.output

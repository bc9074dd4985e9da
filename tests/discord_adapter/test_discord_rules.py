"""Issue 34 item 1: the fake Discord refuses what Discord refuses. Each test sends the forbidden
request straight to the fake (no adapter) and gets Discord's documented HTTP status and JSON
error code; the rule's page and section are cited in ``fake_rules.py`` and named here."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any

import aiohttp
import fake_rules as rules
import pytest
from fake_discord import BOT_ID, BOT_ROLE, OWNER, FakeDiscord

ADMIN = rules.ADMINISTRATOR
VIEW, SEND, READ = rules.VIEW_CHANNEL, rules.SEND_MESSAGES, rules.READ_MESSAGE_HISTORY
MANAGE_ROLES, MANAGE_CHANNELS = rules.MANAGE_ROLES, rules.MANAGE_CHANNELS
MENTION_EVERYONE = rules.MENTION_EVERYONE

Call = Callable[..., Awaitable[tuple[int, Any]]]


@contextlib.asynccontextmanager
async def up(**kw: Any) -> AsyncIterator[tuple[FakeDiscord, Call]]:
    fake = FakeDiscord(**kw)
    await fake.start()
    session = aiohttp.ClientSession(headers={"Authorization": "Bot fake"})

    async def call(method: str, path: str, body: Any = None) -> tuple[int, Any]:
        async with session.request(method, fake.api + path, json=body) as r:
            text = await r.text()
            return r.status, (await r.json()) if text else None

    try:
        yield fake, call
    finally:
        await session.close()
        await fake.stop()


def run(coro: Any) -> Any:
    return asyncio.run(asyncio.wait_for(coro, 30))


def code(got: tuple[int, Any]) -> tuple[int, int | None]:
    status, body = got
    return status, (body or {}).get("code") if isinstance(body, dict) else None


def ow(target: int, allow: int = 0, deny: int = 0, kind: int = 1) -> dict[str, Any]:
    return {"id": str(target), "type": kind, "allow": str(allow), "deny": str(deny)}


async def channel(fake: FakeDiscord, *overwrites: dict[str, Any], parent: int | None = None) -> int:
    """A channel a server admin made, with these overwrites."""
    cid = await fake.create_text_channel("x")
    fake.channels[cid]["permission_overwrites"] = list(overwrites)
    fake.channels[cid]["parent_id"] = None if parent is None else str(parent)
    return cid


# ------------------------------------------------------------------ the computation (pure)


def _guild(everyone: int, roles: dict[int, tuple[int, int]], mine: list[int]) -> rules.Guild:
    return rules.Guild(1000, OWNER, {1000: (everyone, 0), **roles}, {7: mine})


def test_permissions_computed_as_discord_documents_them() -> None:
    # permissions: Permission Overwrites (compute_base_permissions): @everyone OR the roles
    g = _guild(VIEW, {1: (SEND, 1), 2: (READ, 2)}, [1, 2])
    assert rules.base_permissions(g, 7) == VIEW | SEND | READ
    assert rules.base_permissions(g, OWNER) == rules.ALL  # the owner: everything
    admin = _guild(0, {1: (ADMIN, 1)}, [1])
    assert rules.base_permissions(admin, 7) == rules.ALL
    # Administrator bypasses every overwrite
    denied = {"permission_overwrites": [ow(1000, deny=VIEW, kind=0), ow(7, deny=VIEW)]}
    assert rules.channel_permissions(admin, 7, denied) == rules.ALL
    # the order: @everyone's deny, then the roles' allow, then the member's deny
    ch = {
        "permission_overwrites": [
            ow(1000, deny=VIEW | SEND, kind=0),
            ow(1, allow=VIEW | SEND, kind=0),
            ow(7, deny=SEND),
        ]
    }
    assert rules.channel_permissions(g, 7, ch) == VIEW | READ
    # roles' overwrites together: one role's allow wins over another's deny
    both = {"permission_overwrites": [ow(1, deny=VIEW, kind=0), ow(2, allow=VIEW, kind=0)]}
    assert rules.channel_permissions(g, 7, both) & VIEW
    # permissions: Implicit Permissions: no View Channel, nothing; no Send Messages, no embeds
    hidden = {"permission_overwrites": [ow(1000, deny=VIEW, kind=0)]}
    assert rules.channel_permissions(_guild(VIEW | SEND, {}, []), 7, hidden) == 0
    mute = {"permission_overwrites": [ow(7, deny=SEND)]}
    got = rules.channel_permissions(_guild(VIEW | SEND | rules.EMBED_LINKS, {}, []), 7, mute)
    assert got == VIEW


# ------------------------------------------------------------------ channels and overwrites


def test_create_guild_channel_needs_manage_channels() -> None:
    async def go() -> Any:
        async with up(bot_permissions=VIEW | SEND) as (fake, call):
            return code(await call("POST", f"/guilds/{fake.guild_id}/channels", {"name": "a"}))

    assert run(go()) == (403, 50013)


def test_create_guild_channel_refuses_manage_roles_in_an_overwrite_unless_administrator() -> None:
    """guild: Create Guild Channel; change-log 2021-01-22: MANAGE_ROLES in an overwrite at
    creation only for administrators — a bot holding MANAGE_ROLES itself is refused."""

    async def go(perms: int) -> Any:
        async with up(bot_permissions=perms) as (fake, call):
            body = {"name": "a", "permission_overwrites": [ow(BOT_ID, allow=VIEW | MANAGE_ROLES)]}
            return code(await call("POST", f"/guilds/{fake.guild_id}/channels", body))

    assert run(go(MANAGE_CHANNELS | MANAGE_ROLES | VIEW)) == (403, 50013)
    assert run(go(ADMIN))[0] == 201


def test_create_guild_channel_refuses_an_overwrite_naming_a_permission_the_bot_lacks() -> None:
    async def go(deny: int) -> Any:
        async with up() as (fake, call):
            body = {"name": "a", "permission_overwrites": [ow(fake.guild_id, deny=deny, kind=0)]}
            return code(await call("POST", f"/guilds/{fake.guild_id}/channels", body))

    assert run(go(MENTION_EVERYONE)) == (403, 50013)  # a deny too: "allowed/denied"
    assert run(go(VIEW))[0] == 201


def test_a_channel_made_in_a_category_the_bot_cannot_see_is_missing_access() -> None:
    async def go() -> Any:
        async with up() as (fake, call):
            body = {"name": "c", "type": 4, "permission_overwrites": [ow(BOT_ID, deny=VIEW)]}
            _s, cat = await call("POST", f"/guilds/{fake.guild_id}/channels", body)
            body = {"name": "a", "parent_id": cat["id"]}
            return code(await call("POST", f"/guilds/{fake.guild_id}/channels", body))

    assert run(go()) == (403, 50001)


def test_edit_channel_permissions_follows_the_documented_rules() -> None:
    """channel: Edit Channel Permissions: see the channel (50001), hold MANAGE_ROLES in it
    (50013), allow or deny only what the bot holds, never MANAGE_ROLES — unless it has a
    MANAGE_ROLES overwrite in the channel."""

    async def go() -> dict[str, Any]:
        async with up() as (fake, call):
            out: dict[str, Any] = {}
            everyone = fake.guild_id
            hidden = await channel(fake, ow(everyone, deny=VIEW, kind=0))
            seen = await channel(fake, ow(everyone, deny=VIEW, kind=0), ow(BOT_ID, allow=VIEW))
            no_roles = await channel(fake, ow(BOT_ID, deny=MANAGE_ROLES))
            lifted = await channel(fake, ow(BOT_ROLE, allow=VIEW | MANAGE_ROLES, kind=0))

            async def put(cid: int, allow: int) -> Any:
                return code(await call("PUT", f"/channels/{cid}/permissions/77", ow(77, allow)))

            out["hidden"] = await put(hidden, VIEW)
            out["no_roles"] = await put(no_roles, VIEW)
            out["lacks"] = await put(seen, MENTION_EVERYONE)
            out["manage_roles"] = await put(seen, VIEW | MANAGE_ROLES)
            out["fine"] = await put(seen, VIEW | SEND)
            out["lifted"] = await put(lifted, MENTION_EVERYONE | MANAGE_ROLES)
            gone = f"/channels/{no_roles}/permissions/{BOT_ID}"
            out["delete"] = code(await call("DELETE", gone))
            body = {"permission_overwrites": [ow(77, allow=VIEW | MANAGE_ROLES)]}
            out["modify"] = code(await call("PATCH", f"/channels/{seen}", body))
            body = {"permission_overwrites": [ow(77, allow=VIEW)]}
            out["modify_fine"] = code(await call("PATCH", f"/channels/{seen}", body))
            return out

    got = run(go())
    assert got["hidden"] == (403, 50001)
    assert got["no_roles"] == (403, 50013)
    assert got["lacks"] == (403, 50013)
    assert got["manage_roles"] == (403, 50013)
    assert got["fine"] == (204, None)
    assert got["lifted"] == (204, None)
    assert got["delete"] == (403, 50013)  # channel: Delete Channel Permission
    assert got["modify"] == (403, 50013)  # channel: Modify Channel, the same rules
    assert got["modify_fine"][0] == 200


# ------------------------------------------------------------------ messages


def test_messages_need_their_permissions() -> None:
    async def go() -> dict[str, Any]:
        async with up() as (fake, call):
            everyone = fake.guild_id
            hidden = await channel(fake, ow(everyone, deny=VIEW, kind=0))
            mute = await channel(fake, ow(BOT_ID, deny=SEND))
            no_history = await channel(fake, ow(BOT_ID, deny=READ))
            other = await channel(fake, ow(BOT_ID, allow=VIEW, deny=rules.MANAGE_MESSAGES))
            out = {
                "hidden": code(
                    await call("POST", f"/channels/{hidden}/messages", {"content": "a"})
                ),
                "mute": code(await call("POST", f"/channels/{mute}/messages", {"content": "a"})),
            }
            line = await fake.write(5, no_history, "hi")
            reply = {"content": "a", "message_reference": {"message_id": line["id"]}}
            out["reply"] = code(await call("POST", f"/channels/{no_history}/messages", reply))
            out["listed"] = (await call("GET", f"/channels/{no_history}/messages"))[1]
            theirs = await fake.write(5, other, "mine")
            out["delete"] = code(await call("DELETE", f"/channels/{other}/messages/{theirs['id']}"))
            edit = {"content": "changed"}
            path = f"/channels/{other}/messages/{theirs['id']}"
            out["edit"] = code(await call("PATCH", path, edit))
            _s, own = await call("POST", f"/channels/{other}/messages", {"content": "own"})
            out["own"] = code(await call("DELETE", f"/channels/{other}/messages/{own['id']}"))
            return out

    got = run(go())
    assert got["hidden"] == (403, 50001)  # cannot see it: Missing Access
    assert got["mute"] == (403, 50013)  # message: Create Message, Limitations
    assert got["reply"] == (403, 50013)  # a reply needs READ_MESSAGE_HISTORY
    assert got["listed"] == []  # message: Get Channel Messages: no history, no messages
    assert got["delete"] == (403, 50013)  # message: Delete Message: MANAGE_MESSAGES
    assert got["edit"] == (403, 50005)  # message: Edit Message: by its author alone
    assert got["own"] == (204, None)


# ------------------------------------------------------------------ roles and their hierarchy


def test_roles_follow_the_hierarchy() -> None:
    """guild: Create Guild Role, Add Guild Member Role; permissions: Permission Hierarchy."""

    async def go() -> dict[str, Any]:
        async with up() as (fake, call):
            g = fake.guild_id
            out = {
                "lacks": code(await call("POST", f"/guilds/{g}/roles", {"permissions": str(ADMIN)}))
            }
            _s, made = await call("POST", f"/guilds/{g}/roles", {"name": "w", "permissions": "0"})
            out["below"] = code(await call("PUT", f"/guilds/{g}/members/5/roles/{made['id']}"))
            high = await fake.add_role(
                "mods", 0, position=int(fake.roles[BOT_ROLE]["position"]) + 1
            )
            out["above"] = code(await call("PUT", f"/guilds/{g}/members/5/roles/{high}"))
            await fake.set_role(int(made["id"]), position=int(fake.roles[BOT_ROLE]["position"]))
            out["equal"] = code(await call("PUT", f"/guilds/{g}/members/5/roles/{made['id']}"))
            await fake.set_role(BOT_ROLE, permissions=VIEW)
            out["no_right"] = code(await call("POST", f"/guilds/{g}/roles", {"permissions": "0"}))
            return out

    got = run(go())
    assert got["lacks"] == (403, 50013)  # only permissions it has
    assert got["below"] == (204, None)
    assert got["above"] == (403, 50013)
    assert got["equal"] == (403, 50013)  # "of a lower position than its own highest role"
    assert got["no_right"] == (403, 50013)  # MANAGE_ROLES


# ------------------------------------------------------------------ limits


@pytest.mark.parametrize(
    ("body", "what"),
    [
        ({"content": "x" * 2001}, "2,000 characters"),
        ({"embeds": [{"title": "t" * 257}]}, "an embed's title"),
        ({"embeds": [{"description": "d" * 4097}]}, "its description"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "25 fields"),
        ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, "a field's value"),
        ({"embeds": [{"description": "d" * 4000}, {"description": "d" * 2001}]}, "6,000 in all"),
        ({"components": [{"type": 1, "components": []}] * 6}, "5 action rows"),
        (
            {
                "components": [
                    {
                        "type": 1,
                        "components": [
                            {
                                "type": 3,
                                "custom_id": "s",
                                "options": [{"label": str(i), "value": str(i)} for i in range(26)],
                            }
                        ],
                    }
                ]
            },
            "25 options",
        ),
    ],
)
def test_message_limits_are_a_bad_request(body: dict[str, Any], what: str) -> None:
    async def go() -> Any:
        async with up() as (fake, call):
            cid = await channel(fake)
            return code(await call("POST", f"/channels/{cid}/messages", body))

    assert run(go()) == (400, 50035), what


def test_fifty_channels_a_category_and_five_hundred_a_guild() -> None:
    async def go() -> dict[str, Any]:
        async with up() as (fake, call):
            g = fake.guild_id
            _s, cat = await call("POST", f"/guilds/{g}/channels", {"name": "c", "type": 4})
            for i in range(50):
                await fake.create_text_channel(f"t{i}")
                fake.channels[max(fake.channels)]["parent_id"] = cat["id"]
            out = {
                "category": code(
                    await call(
                        "POST", f"/guilds/{g}/channels", {"name": "x", "parent_id": cat["id"]}
                    )
                )
            }
            while len(fake.channels) < 500:
                await fake.create_text_channel("filler")
            out["guild"] = code(await call("POST", f"/guilds/{g}/channels", {"name": "y"}))
            return out

    got = run(go())
    assert got["category"] == (400, 50035)
    assert got["guild"] == (400, 30013)


def test_interactions_three_seconds_fifteen_minutes_and_twenty_five_choices() -> None:
    """receiving-and-responding: Interaction Callback (3 s, once), Followup Messages (15 min),
    the autocomplete's 25 choices — by the fake's clock."""

    async def go() -> dict[str, Any]:
        async with up() as (fake, call):
            cid = await channel(fake)
            out: dict[str, Any] = {}

            async def callback(token: str, body: dict[str, Any]) -> Any:
                return code(await call("POST", f"/interactions/1/{token}/callback", body))

            late = await fake.interact("x", {}, member=5, channel=cid)
            fake.advance(3.1)
            out["late"] = await callback(late, {"type": 5})
            token = await fake.interact("x", {}, member=5, channel=cid)
            out["first"] = await callback(token, {"type": 5})
            out["twice"] = await callback(token, {"type": 5})
            fake.advance(14 * 60)
            out["followup"] = code(
                await call("POST", f"/webhooks/{BOT_ID}/{token}", {"content": "a"})
            )
            fake.advance(61)
            out["stale"] = code(await call("POST", f"/webhooks/{BOT_ID}/{token}", {"content": "a"}))
            many = await fake.interact("x", {"a": ""}, member=5, channel=cid, focused="a")
            choices = [{"name": str(i), "value": str(i)} for i in range(26)]
            out["choices"] = await callback(many, {"type": 8, "data": {"choices": choices}})
            return out

    got = run(go())
    assert got["late"] == (404, 10062)
    assert got["first"][0] == 200
    assert got["twice"] == (400, 40060)
    assert got["followup"][0] == 200
    assert got["stale"] == (401, 50027)
    assert got["choices"] == (400, 50035)

"""A fake Discord for the adapter's tests: a local HTTP server with the REST endpoints the
adapter uses and a gateway stub, against which the real, unmodified discord.py client runs
(pointed at it by ``discord.http.Route.BASE`` and ``DiscordWebSocket.DEFAULT_GATEWAY``, which
``werewolves.discord.bot.point_at`` sets).

What it models (from Discord's API documentation): login (``/users/@me``, the application),
the gateway's hello, identify, ready (with one guild), guild create, heartbeats and their
acknowledgements, resume (with the events missed since the sequence the client names), and
dispatching events the test makes (a member's message, an interaction); creating channels and
categories (with ``CHANNEL_CREATE``), setting permission overwrites, creating messages (with
``MESSAGE_CREATE``) where a nonce already seen from the bot, with ``enforce_nonce``, answers
with the first message instead of making a second, and reading a channel's messages.

What it does not model: rate limits (every request succeeds at once), permissions being
enforced (overwrites are stored, never checked), zlib or zstd compression of the gateway
(frames are plain text, which discord.py also reads), sharding, voice, the 3-second deadline of
an interaction, the enforce_nonce window of a few minutes (a nonce is remembered for ever), and
any endpoint not listed above (it answers 404 with Discord's error shape).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import time
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

DISCORD_EPOCH_MS = 1_420_070_400_000
BOT_ID = 4242


def _json(data: Any, status: int = 200) -> web.Response:
    # Discord's own header, exactly: discord.py reads a body as JSON only when it is this
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


def _snowflakes() -> itertools.count[int]:
    return itertools.count(((int(time.time() * 1000) - DISCORD_EPOCH_MS) << 22) + 1)


@dataclass
class FakeDiscord:
    guild_id: int = 900_000_000_000_000_001
    host: str = "127.0.0.1"
    port: int = 0
    bot_name: str = "werewolves"
    channels: dict[int, dict[str, Any]] = field(default_factory=dict)
    messages: dict[int, list[dict[str, Any]]] = field(default_factory=dict)
    requests: list[tuple[str, str]] = field(default_factory=list)
    identified: int = 0
    resumed: int = 0
    heartbeats: int = 0
    commands: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # where -> commands
    answers: dict[str, list[dict[str, Any]]] = field(default_factory=dict)  # token -> replies
    order: list[str] = field(default_factory=list)  # what happened, in order (the tests add)
    names: dict[int, str] = field(default_factory=dict)  # member id -> username
    dms: dict[int, int] = field(default_factory=dict)  # member id -> their DM channel
    forbidden: set[int] = field(default_factory=set)  # channels the bot lacks permissions in
    deleted: list[dict[str, Any]] = field(default_factory=list)  # messages the bot took down
    no_manage_channels: bool = False  # the bot's role may not make channels in the guild
    roles: dict[int, dict[str, Any]] = field(default_factory=dict)  # roles the bot made
    member_roles: dict[int, set[int]] = field(default_factory=dict)  # member -> roles given

    def __post_init__(self) -> None:
        self._ids = _snowflakes()
        self._where: dict[str, tuple[int, dict[str, Any] | None]] = {}  # token -> channel, message
        self._sockets: list[web.WebSocketResponse] = []
        self._seq = 0
        self._log: list[dict[str, Any]] = []  # every dispatch, for resumes
        self._runner: web.AppRunner | None = None
        self.session_id = "fake-session"
        self.ready = asyncio.Event()

    # ------------------------------------------------------------------ the server

    @property
    def api(self) -> str:
        return f"http://{self.host}:{self.port}/api/v10"

    @property
    def gateway(self) -> str:
        return f"ws://{self.host}:{self.port}/gateway"

    async def start(self) -> None:
        app = web.Application()
        r = app.router
        r.add_get("/gateway", self._gateway)
        r.add_get("/api/v10/users/@me", self._me)
        r.add_get("/api/v10/oauth2/applications/@me", self._application)
        r.add_get("/api/v10/gateway/bot", self._gateway_bot)
        r.add_get("/api/v10/gateway", self._gateway_bot)
        r.add_post("/api/v10/guilds/{guild}/channels", self._create_channel)
        r.add_get("/api/v10/guilds/{guild}/channels", self._list_channels)
        r.add_put("/api/v10/channels/{channel}/permissions/{target}", self._overwrite)
        r.add_delete("/api/v10/channels/{channel}/permissions/{target}", self._unoverwrite)
        r.add_post("/api/v10/channels/{channel}/messages", self._create_message)
        r.add_get("/api/v10/channels/{channel}/messages", self._list_messages)
        r.add_patch("/api/v10/channels/{channel}/messages/{message}", self._edit_message)
        r.add_delete("/api/v10/channels/{channel}/messages/{message}", self._delete_message)
        r.add_post("/api/v10/users/@me/channels", self._open_dm)
        r.add_post("/api/v10/guilds/{guild}/roles", self._create_role)
        r.add_put("/api/v10/guilds/{guild}/members/{member}/roles/{role}", self._give_role)
        r.add_put("/api/v10/applications/{app}/commands", self._commands)
        r.add_put("/api/v10/applications/{app}/guilds/{guild}/commands", self._commands)
        r.add_post("/api/v10/interactions/{id}/{token}/callback", self._callback)
        r.add_post("/api/v10/webhooks/{app}/{token}", self._followup)
        r.add_get("/api/v10/webhooks/{app}/{token}/messages/@original", self._original)
        r.add_patch("/api/v10/webhooks/{app}/{token}/messages/@original", self._edit_original)
        r.add_route("*", "/{tail:.*}", self._unknown)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        server = site._server
        assert server is not None
        self.port = server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def stop(self) -> None:
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # ------------------------------------------------------------------ REST

    def _user(self) -> dict[str, Any]:
        return {
            "id": str(BOT_ID),
            "username": self.bot_name,
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "bot": True,
            "flags": 0,
        }

    async def _me(self, request: web.Request) -> web.Response:
        self.requests.append(("GET", "/users/@me"))
        return _json(self._user())

    async def _application(self, request: web.Request) -> web.Response:
        return _json(
            {
                "id": str(BOT_ID),
                "name": self.bot_name,
                "icon": None,
                "description": "",
                "bot_public": False,
                "bot_require_code_grant": False,
                "verify_key": "0" * 64,
                "flags": 0,
                "owner": {**self._user(), "id": "1", "username": "owner", "bot": False},
            }
        )

    async def _gateway_bot(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        return _json({"url": self.gateway, "shards": 1, "session_start_limit": limit})

    async def _unknown(self, request: web.Request) -> web.Response:
        self.requests.append((request.method, request.path))
        return _json({"code": 0, "message": "404: Not Found"}, status=404)

    async def _create_channel(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(("POST", f"/guilds/{request.match_info['guild']}/channels"))
        if self.no_manage_channels:
            return _json({"code": 50013, "message": "Missing Permissions"}, status=403)
        cid = next(self._ids)
        channel = {
            "id": str(cid),
            "type": int(body.get("type", 0)),
            "guild_id": str(self.guild_id),
            "name": body["name"],
            "topic": body.get("topic"),
            "parent_id": body.get("parent_id"),
            "position": len(self.channels),
            "permission_overwrites": list(body.get("permission_overwrites", [])),
            "nsfw": False,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        self.channels[cid] = channel
        await self.dispatch("CHANNEL_CREATE", channel)
        return _json(channel, status=201)

    async def _list_channels(self, request: web.Request) -> web.Response:
        return _json([c for c in self.channels.values() if c.get("type") != 1])  # not DMs

    async def _overwrite(self, request: web.Request) -> web.Response:
        cid, target = int(request.match_info["channel"]), request.match_info["target"]
        if cid in self.forbidden:
            return _json({"code": 50013, "message": "Missing Permissions"}, status=403)
        body = await request.json()
        self.requests.append(("PUT", f"/channels/{cid}/permissions/{target}"))
        channel = self.channels[cid]
        ows = [o for o in channel["permission_overwrites"] if o["id"] != target]
        ows.append({"id": target, **{k: body[k] for k in ("type", "allow", "deny")}})
        channel["permission_overwrites"] = ows
        await self.dispatch("CHANNEL_UPDATE", channel)  # as Discord tells its bots
        return web.Response(status=204)

    async def _create_role(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(("POST", f"/guilds/{request.match_info['guild']}/roles"))
        role = {
            "id": str(next(self._ids)),
            "name": body.get("name", "new role"),
            "permissions": str(body.get("permissions", "0")),
            "position": len(self.roles) + 1,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        self.roles[int(role["id"])] = role
        await self.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": role})
        return _json(role)

    async def _give_role(self, request: web.Request) -> web.Response:
        member, role = int(request.match_info["member"]), int(request.match_info["role"])
        self.requests.append(("PUT", f"/members/{member}/roles/{role}"))
        if role not in self.roles:
            return _json({"code": 10011, "message": "Unknown Role"}, status=404)
        self.member_roles.setdefault(member, set()).add(role)
        return web.Response(status=204)

    async def _unoverwrite(self, request: web.Request) -> web.Response:
        cid, target = int(request.match_info["channel"]), request.match_info["target"]
        if cid in self.forbidden:
            return _json({"code": 50013, "message": "Missing Permissions"}, status=403)
        self.requests.append(("DELETE", f"/channels/{cid}/permissions/{target}"))
        channel = self.channels[cid]
        ows = channel["permission_overwrites"]
        if not any(o["id"] == target for o in ows):
            return _json({"code": 10009, "message": "Unknown Overwrite"}, status=404)
        channel["permission_overwrites"] = [o for o in ows if o["id"] != target]
        await self.dispatch("CHANNEL_UPDATE", channel)
        return web.Response(status=204)

    async def _create_message(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["channel"])
        if cid not in self.channels:
            return _json({"code": 10003, "message": "Unknown Channel"}, status=404)
        if cid in self.forbidden:
            return _json({"code": 50013, "message": "Missing Permissions"}, status=403)
        body = await request.json()
        self.requests.append(("POST", f"/channels/{cid}/messages"))
        mine = self.messages.setdefault(cid, [])
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            for m in mine:
                if m["nonce"] == nonce and m["author"]["id"] == str(BOT_ID):
                    return _json(m)
        if len(body.get("content", "")) > 2000:
            return _json(
                {"code": 50035, "message": "Invalid Form Body: content too long"}, status=400
            )
        message = self._message(cid, self._user(), body.get("content", ""), nonce)
        message["embeds"] = list(body.get("embeds", []))
        message["components"] = list(body.get("components", []))
        mine.append(message)
        await self.dispatch("MESSAGE_CREATE", message)
        return _json(message)

    def _message(
        self, cid: int, author: dict[str, Any], content: str, nonce: Any = None
    ) -> dict[str, Any]:
        return {
            "id": str(next(self._ids)),
            "channel_id": str(cid),
            "guild_id": str(self.guild_id),
            "author": author,
            "content": content,
            "timestamp": "2026-12-02T00:00:00.000000+00:00",
            "edited_timestamp": None,
            "tts": False,
            "mention_everyone": False,
            "mentions": [],
            "mention_roles": [],
            "attachments": [],
            "embeds": [],
            "pinned": False,
            "type": 0,
            "nonce": nonce,
        }

    async def _edit_message(self, request: web.Request) -> web.Response:
        cid, mid = int(request.match_info["channel"]), request.match_info["message"]
        body = await request.json()
        self.requests.append(("PATCH", f"/channels/{cid}/messages/{mid}"))
        for m in self.messages.get(cid, []):
            if m["id"] == mid:
                if len(body.get("content", "")) > 2000:
                    return _json({"code": 50035, "message": "content too long"}, status=400)
                m.update(
                    {k: v for k, v in body.items() if k in ("content", "components", "embeds")}
                )
                m["edited_timestamp"] = "2026-12-02T00:00:01.000000+00:00"
                return _json(m)
        return _json({"code": 10008, "message": "Unknown Message"}, status=404)

    async def _delete_message(self, request: web.Request) -> web.Response:
        cid, mid = int(request.match_info["channel"]), request.match_info["message"]
        self.requests.append(("DELETE", f"/channels/{cid}/messages/{mid}"))
        if cid in self.forbidden:
            return _json({"code": 50013, "message": "Missing Permissions"}, status=403)
        mine = self.messages.get(cid, [])
        for m in mine:
            if m["id"] == mid:
                mine.remove(m)
                self.deleted.append(m)
                await self.dispatch(
                    "MESSAGE_DELETE",
                    {"id": mid, "channel_id": str(cid), "guild_id": str(self.guild_id)},
                )
                return web.Response(status=204)
        return _json({"code": 10008, "message": "Unknown Message"}, status=404)

    async def write(self, member: int, channel: int, content: str) -> dict[str, Any]:
        """A member writes a line in a channel of the guild (MESSAGE_CREATE, as Discord sends
        it to a bot with the message content intent); returns the message."""
        author = {
            "id": str(member),
            "username": self.names.get(member, f"member{member}"),
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
        }
        message = self._message(channel, author, content)
        message["member"] = {"roles": [], "joined_at": "2026-12-01T00:00:00.000000+00:00"}
        self.messages.setdefault(channel, []).append(message)
        await self.dispatch("MESSAGE_CREATE", message)
        return message

    async def _open_dm(self, request: web.Request) -> web.Response:
        """A DM channel with a member (the same one each time, as Discord's)."""
        body = await request.json()
        member = int(body["recipient_id"])
        self.requests.append(("POST", "/users/@me/channels"))
        if member not in self.dms:
            cid = next(self._ids)
            self.dms[member] = cid
            self.channels[cid] = {
                "id": str(cid),
                "type": 1,
                "last_message_id": None,
                "recipients": [
                    {
                        "id": str(member),
                        "username": self.names.get(member, f"member{member}"),
                        "discriminator": "0",
                        "global_name": None,
                        "avatar": None,
                    }
                ],
            }
        return _json(self.channels[self.dms[member]])

    async def _list_messages(self, request: web.Request) -> web.Response:
        cid = int(request.match_info["channel"])
        return _json(list(reversed(self.messages.get(cid, []))))

    # ------------------------------------------------------------------ interactions

    async def _commands(self, request: web.Request) -> web.Response:
        where = request.match_info.get("guild", "global")
        body = await request.json()
        out = []
        for c in body:
            out.append(
                {
                    **c,
                    "id": str(next(self._ids)),
                    "application_id": str(BOT_ID),
                    "version": "1",
                    "type": c.get("type", 1),
                    **({"guild_id": where} if where != "global" else {}),
                }
            )
        self.commands[where] = out
        return _json(out)

    async def _callback(self, request: web.Request) -> web.Response:
        body = await request.json()
        token = request.match_info["token"]
        self.answers.setdefault(token, []).append(body)
        self.order.append(f"callback {body['type']}")
        data = body.get("data") or {}
        cid, message = self._where.get(token, (0, None))
        ephemeral = bool(data.get("flags", 0) & 64)  # seen by the member alone: no message
        if body["type"] == 4 and cid in self.channels and not ephemeral:
            made = self._message(cid, self._user(), data.get("content", ""))
            made["components"] = data.get("components", [])
            made["flags"] = data.get("flags", 0)
            self.messages.setdefault(cid, []).append(made)
            self._where[token] = (cid, made)
        elif body["type"] == 7 and message is not None:  # the component's message, edited
            message.update({k: v for k, v in data.items() if k in ("content", "components")})
        interaction = {
            "id": request.match_info["id"],
            "type": 2,
            "response_message_loading": body["type"] == 5,
            "response_message_ephemeral": bool(data.get("flags", 0) & 64),
        }
        return _json({"interaction": interaction})

    async def _followup(self, request: web.Request) -> web.Response:
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            body = json.loads(str(form["payload_json"]))
            body["files"] = {
                f.filename: f.file.read()  # type: ignore[union-attr]
                for k, f in form.items()
                if k.startswith("files[")
            }
        else:
            body = await request.json()
        token = request.match_info["token"]
        self.answers.setdefault(token, []).append(body)
        self.order.append("followup")
        cid = next(iter(self.channels), 0)
        message = self._message(cid, self._user(), body.get("content", ""))
        message["flags"] = body.get("flags", 0)
        message["components"] = body.get("components", [])
        body["message"] = message
        return _json(message)

    async def _original(self, request: web.Request) -> web.Response:
        _cid, message = self._where.get(request.match_info["token"], (0, None))
        if message is None:
            return _json({"code": 10008, "message": "Unknown Message"}, status=404)
        return _json(message)

    async def _edit_original(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        body = await request.json()
        self.answers.setdefault(token, []).append(body)
        self.order.append("edit original")
        _cid, message = self._where.get(token, (0, None))
        if message is None:
            return _json({"code": 10008, "message": "Unknown Message"}, status=404)
        message.update({k: v for k, v in body.items() if k in ("content", "components")})
        return _json(message)

    async def press(
        self,
        custom_id: str,
        *,
        member: int,
        message: dict[str, Any],
        values: list[str] | None = None,
        channel: int | None = None,
    ) -> str:
        """A member presses a button of ``message`` (or, with ``values``, chooses in its
        select menu); returns the interaction's token."""
        return await self.interact(
            "",
            {},
            member=member,
            channel=channel if channel is not None else int(message["channel_id"]),
            component=custom_id,
            message=message,
            values=values,
        )

    async def create_text_channel(self, name: str) -> int:
        """A channel of the guild made by someone else (the server's own ``general``)."""
        cid = next(self._ids)
        self.channels[cid] = {
            "id": str(cid),
            "type": 0,
            "guild_id": str(self.guild_id),
            "name": name,
            "topic": None,
            "parent_id": None,
            "position": len(self.channels),
            "permission_overwrites": [],
            "nsfw": False,
            "last_message_id": None,
            "rate_limit_per_user": 0,
            "flags": 0,
        }
        await self.dispatch("CHANNEL_CREATE", self.channels[cid])
        return cid

    async def interact(
        self,
        name: str,
        options: dict[str, str],
        *,
        member: int,
        channel: int,
        focused: str | None = None,
        component: str | None = None,
        message: dict[str, Any] | None = None,
        values: list[str] | None = None,
    ) -> str:
        """A member uses a slash command (or, with ``focused``, is typing in that option: an
        autocomplete); returns the interaction's token, under which the answers are kept."""
        token = f"tok{next(self._ids)}"
        self._where[token] = (channel, message)
        command = next((c for cs in self.commands.values() for c in cs if c["name"] == name), None)
        opts = []
        kinds = {o["name"]: int(o.get("type", 3)) for o in (command or {}).get("options", [])}
        for k, v in options.items():
            kind = kinds.get(k, 3)  # the option's type as registered (4: an integer)
            value: Any = int(v) if kind == 4 and not focused else v
            o: dict[str, Any] = {"name": k, "type": kind, "value": value}
            if k == focused:
                o["focused"] = True
            opts.append(o)
        user = {
            "id": str(member),
            "username": self.names.get(member, f"member{member}"),
            "discriminator": "0",
            "global_name": None,
            "avatar": None,
            "flags": 0,
        }
        data: dict[str, Any] = {
            "id": command["id"] if command else "1",
            "name": name,
            "type": 1,
            "options": opts,
            "guild_id": str(self.guild_id),
        }
        kind = 4 if focused else 2
        if component is not None:
            kind, data = 3, {"custom_id": component, "component_type": 2}
            if values is not None:
                data = {"custom_id": component, "component_type": 3, "values": values}
        extra: dict[str, Any] = {"message": message} if message is not None else {}
        if self.channels.get(channel, {}).get("type") == 1:  # a DM: a user, no guild
            where: dict[str, Any] = {
                "channel": dict(self.channels[channel]),
                "user": user,
                "context": 1,
                "authorizing_integration_owners": {"1": str(member)},
            }
        else:
            where = {
                "guild_id": str(self.guild_id),
                "channel": {**self.channels.get(channel, {}), "id": str(channel), "type": 0},
                "member": {
                    "user": user,
                    "roles": [],
                    "joined_at": "2026-12-01T00:00:00+00:00",
                    "deaf": False,
                    "mute": False,
                    "flags": 0,
                    "permissions": str((1 << 10) | (1 << 11) | (1 << 31)),
                },
                "guild_locale": "en-US",
                "authorizing_integration_owners": {"0": str(self.guild_id)},
                "context": 0,
            }
        await self.dispatch(
            "INTERACTION_CREATE",
            {
                **extra,
                **where,
                "id": str(next(self._ids)),
                "application_id": str(BOT_ID),
                "type": kind,
                "data": data,
                "channel_id": str(channel),
                "token": token,
                "version": 1,
                "app_permissions": str((1 << 10) | (1 << 11)),
                "locale": "en-US",
                "entitlements": [],
                "attachment_size_limit": 8_388_608,
            },
        )
        return token

    # ------------------------------------------------------------------ the gateway

    def _guild(self) -> dict[str, Any]:
        everyone = {
            "id": str(self.guild_id),
            "name": "@everyone",
            "permissions": str(1 << 10 | 1 << 11 | 1 << 16),
            "position": 0,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }
        me = {
            "user": self._user(),
            "roles": [],
            "joined_at": "2026-12-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
        }
        return {
            "id": str(self.guild_id),
            "name": "fake guild",
            "icon": None,
            "owner_id": "1",
            "roles": [everyone],
            "channels": list(self.channels.values()),
            "members": [me],
            "member_count": 1,
            "features": [],
            "emojis": [],
            "stickers": [],
            "threads": [],
            "voice_states": [],
            "presences": [],
            "large": False,
            "unavailable": False,
            "verification_level": 0,
            "default_message_notifications": 0,
            "explicit_content_filter": 0,
            "mfa_level": 0,
            "premium_tier": 0,
            "nsfw_level": 0,
            "preferred_locale": "en-US",
            "system_channel_flags": 0,
        }

    async def _send(self, ws: web.WebSocketResponse, payload: dict[str, Any]) -> None:
        await ws.send_str(json.dumps(payload))

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        """Send an event to every connected client (and keep it for a resume)."""
        self._seq += 1
        payload = {"op": 0, "t": event, "s": self._seq, "d": data}
        self._log.append(payload)
        for ws in list(self._sockets):
            with contextlib.suppress(Exception):
                await self._send(ws, payload)

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse()
        await ws.prepare(request)
        await self._send(ws, {"op": 10, "d": {"heartbeat_interval": 41250}, "s": None, "t": None})
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    continue
                data = json.loads(msg.data)
                op = data.get("op")
                if op == 1:  # heartbeat
                    self.heartbeats += 1
                    await self._send(ws, {"op": 11, "d": None, "s": None, "t": None})
                elif op == 2:  # identify
                    self.identified += 1
                    self._sockets.append(ws)
                    await self.dispatch(
                        "READY",
                        {
                            "v": 10,
                            "user": self._user(),
                            "guilds": [{"id": str(self.guild_id), "unavailable": True}],
                            "session_id": self.session_id,
                            "resume_gateway_url": self.gateway,
                            "application": {"id": str(BOT_ID), "flags": 0},
                            "shard": [0, 1],
                        },
                    )
                    await self.dispatch("GUILD_CREATE", self._guild())
                    self.ready.set()
                elif op == 6:  # resume: what was missed, then RESUMED
                    self.resumed += 1
                    self._sockets.append(ws)
                    since = int(data["d"].get("seq") or 0)
                    for payload in self._log:
                        if payload["s"] > since:
                            await self._send(ws, payload)
                    self._seq += 1
                    await self._send(ws, {"op": 0, "t": "RESUMED", "s": self._seq, "d": {}})
        finally:
            if ws in self._sockets:
                self._sockets.remove(ws)
        return ws

    async def drop_connections(self) -> None:
        """Close every gateway socket as Discord does when it wants a resume (4000)."""
        for ws in list(self._sockets):
            await ws.close(code=4000, message=b"unknown error")

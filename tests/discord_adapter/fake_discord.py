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
with the first message instead of making a second, and reading a channel's messages; files a
member attaches to a slash command's ATTACHMENT option (the option's value the attachment's id,
the attachment object in the data's resolved attachments, its body served at its url as the CDN
serves it; a file over the interaction's ``attachment_size_limit``, or in an option of another
type, refused as Discord's client refuses it).

It enforces Discord's documented rules (``fake_rules.py``, each citing its page and section
of ``../shared/reference/discord-api/``): the bot's permissions computed from the guild's
roles, @everyone and each channel's overwrites and checked on every endpoint (403 with 50013
Missing Permissions or 50001 Missing Access); the overwrite rules of Create Guild Channel,
Modify Channel and Edit Channel Permissions; the role hierarchy for the roles the bot makes
and gives; per-route and global rate limits (429 with ``retry_after`` and the headers, when a
test sets :class:`RateLimits`); message, embed and component limits; 50 channels a category
and 500 a guild; 25 autocomplete choices; an interaction's 3 seconds and its token's 15
minutes, by the fake's own clock (``now``, moved by :meth:`FakeDiscord.advance`, never wall
time); the privileged intents the application has enabled (an identify asking for another is
closed with 4014, as Discord closes it).

What it does not model: zlib or zstd compression of the gateway (frames are plain text, which
discord.py also reads), sharding, voice, the enforce_nonce window of a few minutes (a nonce is
remembered for ever), and any endpoint not listed above (it answers 404 with Discord's error
shape); docs/discord.md lists the rest.
"""

from __future__ import annotations

import asyncio
import contextlib
import hashlib
import itertools
import json
import mimetypes
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import fake_rules as rules
from aiohttp import WSMsgType, web

DISCORD_EPOCH_MS = 1_420_070_400_000
BOT_ID = 4242
BOT_ROLE = 4243  # the bot's own role, made by Discord when it joins with the invite's permissions
OWNER = 1  # the guild's owner (a member with every permission)
# the invite's permissions (docs/discord.md, ``werewolves.discord.plan.INVITE_PERMISSIONS``):
# the bot's role has them and nothing else, unless a test says otherwise
INVITE = 380373134416
# what @everyone may do in the fake's guild (nothing the invite does not give the bot)
EVERYONE = (1 << 10) | (1 << 11) | (1 << 16)
# the privileged intents (the developer portal's switches) and their gateway bits
PRIVILEGED = {"members": 1 << 1, "presences": 1 << 8, "message_content": 1 << 15}
# the application's flags saying which are on (the portal's switches, as /applications/@me
# shows them): GATEWAY_PRESENCE, GATEWAY_GUILD_MEMBERS, GATEWAY_MESSAGE_CONTENT
APP_FLAGS = {"presences": 1 << 12, "members": 1 << 14, "message_content": 1 << 18}


@dataclass
class RateLimits:
    """rate-limits: per-route buckets of ``per_route`` requests a ``window`` of seconds (per
    top-level resource: a channel, a guild, a webhook), and the global limit of
    ``global_per_window`` requests a window across routes (interaction endpoints not bound to
    it). Tiny windows keep the tests fast: discord.py waits them out itself."""

    per_route: int = 5
    window: float = 0.05
    global_per_window: int | None = None


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    # Discord's own header, exactly: discord.py reads a body as JSON only when it is this
    return web.Response(
        body=json.dumps(data).encode(),
        status=status,
        headers={"Content-Type": "application/json", **(headers or {})},
    )


def _overwrite_of(o: dict[str, Any]) -> dict[str, Any]:
    """An overwrite as Discord keeps it (channel: Overwrite Object; guild: Create Guild Channel:
    ``allow`` and ``deny`` omitted or null are "0")."""
    return {
        "id": str(o["id"]),
        "type": int(o.get("type", 0)),
        "allow": str(o.get("allow") or 0),
        "deny": str(o.get("deny") or 0),
    }


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
    roles: dict[int, dict[str, Any]] = field(default_factory=dict)  # the guild's roles
    member_roles: dict[int, set[int]] = field(default_factory=dict)  # member -> roles given
    bot_permissions: int = INVITE  # the bot's own role's permissions
    everyone_permissions: int = EVERYONE  # @everyone's
    intents_enabled: set[str] = field(default_factory=lambda: {"members", "message_content"})
    rate_limits: RateLimits | None = None
    now: float = 0.0  # the fake's clock: interactions' deadlines (advance, never wall time)
    limited: list[tuple[str, str, bool]] = field(default_factory=list)  # 429s served
    refused: list[tuple[str, str, int]] = field(default_factory=list)  # other refusals
    # files members attached to slash commands: attachment id -> (file name, body), served at
    # the attachment's url (as Discord's CDN serves it) and fetched by the adapter
    attached: dict[int, tuple[str, bytes]] = field(default_factory=dict)
    attachment_size_limit: int = rules.ATTACHMENT_SIZE_LIMIT  # the guild's (no boosts)
    cdn_gone: bool = False  # the attachments' urls answer 404 (expired, as they do in time)
    gone: dict[int, list[dict[str, Any]]] = field(default_factory=dict)  # deleted: messages
    # message id -> the members who could see its channel when it came (a member without
    # READ_MESSAGE_HISTORY sees only those: ``reads``)
    live: dict[str, set[int]] = field(default_factory=dict)
    # guild: Guild Object (preferred_locale, "en-US" by default; sent in interactions as
    # guild_locale) and each member's client language (an interaction's ``locale``)
    preferred_locale: str = "en-US"
    locales: dict[int, str] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self.roles.setdefault(self.guild_id, self._role(self.guild_id, "@everyone", 0, 0))
        self.roles[self.guild_id]["permissions"] = str(self.everyone_permissions)
        self.roles.setdefault(BOT_ROLE, self._role(BOT_ROLE, self.bot_name, 0, 1))
        self.roles[BOT_ROLE].update(managed=True, tags={"bot_id": str(BOT_ID)})
        self.roles[BOT_ROLE]["permissions"] = str(self.bot_permissions)
        self.bot_roles: set[int] = {BOT_ROLE}
        self._born: dict[str, float] = {}  # token -> when its interaction came (self.now)
        self._answered: set[str] = set()  # tokens whose interaction has its first answer
        self._buckets: dict[str, tuple[float, int]] = {}  # bucket -> (reset at, used)
        self._global: tuple[float, int] = (0.0, 0)
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

    # ------------------------------------------------------------------ the guild's rules

    @staticmethod
    def _role(rid: int, name: str, permissions: int, position: int) -> dict[str, Any]:
        return {
            "id": str(rid),
            "name": name,
            "permissions": str(permissions),
            "position": position,
            "color": 0,
            "hoist": False,
            "managed": False,
            "mentionable": False,
            "flags": 0,
        }

    def model(self) -> rules.Guild:
        """The guild as the rules read it: its roles and each member's (the bot's included)."""
        members: dict[int, set[int]] = {m: set(rs) for m, rs in self.member_roles.items()}
        members[BOT_ID] = set(self.bot_roles)
        roles = {
            int(r["id"]): (int(r["permissions"]), int(r["position"])) for r in self.roles.values()
        }
        return rules.Guild(self.guild_id, OWNER, roles, members)

    def bot_in(self, cid: int) -> int:
        """The bot's permissions in a channel (permissions: Permission Overwrites). A channel
        in ``forbidden`` stands for an admin's overwrite there denying the bot's role
        everything but reading."""
        perms = rules.channel_permissions(self.model(), BOT_ID, self.channels[cid])
        if cid in self.forbidden:
            perms &= rules.VIEW_CHANNEL | rules.READ_MESSAGE_HISTORY
        return perms

    def member_in(self, member: int, cid: int) -> int:
        """A member's permissions in a channel (permissions: Permission Overwrites)."""
        return rules.channel_permissions(self.model(), member, self.channels[cid])

    def _members(self, cid: int) -> set[int]:
        """The guild's members the fake knows (those with an overwrite in the channel, a role
        or a name), the bot left out."""
        ows = rules.overwrites_of(self.channels[cid])
        known = {t for t, (kind, _a, _d) in ows.items() if kind == 1}
        return (known | set(self.member_roles) | set(self.names)) - {BOT_ID}

    def _came(self, cid: int, message: dict[str, Any]) -> None:
        """Note who could see a guild channel's message as it came (their client showed it)."""
        if self.channels.get(cid, {}).get("type") == 1:
            return
        self.live[str(message["id"])] = {
            m for m in self._members(cid) if self.member_in(m, cid) & rules.VIEW_CHANNEL
        }

    def reads(self, member: int, cid: int) -> list[str]:
        """What a member's client shows of a guild channel (each message's content):
        nothing without View Channel (permissions: Implicit Permissions); without Read
        Message History no message from before (message: Get Channel Messages returns none),
        only those that came while they could see the channel."""
        perms = self.member_in(member, cid)
        if not perms & rules.VIEW_CHANNEL:
            return []
        history = bool(perms & rules.READ_MESSAGE_HISTORY)
        return [
            str(m["content"])
            for m in self.messages.get(cid, [])
            if history or member in self.live.get(str(m["id"]), set())
        ]

    def bot_base(self) -> int:
        perms = rules.base_permissions(self.model(), BOT_ID)
        if self.no_manage_channels:  # an admin took Manage Channels off the bot's role
            perms &= ~rules.MANAGE_CHANNELS
        return perms

    async def set_role(
        self, rid: int, *, permissions: int | None = None, position: int | None = None
    ) -> None:
        """A server admin edits a role (the bot's, BOT_ROLE, or another): GUILD_ROLE_UPDATE."""
        role = self.roles[rid]
        if permissions is not None:
            role["permissions"] = str(permissions)
        if position is not None:
            role["position"] = position
        await self.dispatch("GUILD_ROLE_UPDATE", {"guild_id": str(self.guild_id), "role": role})

    async def add_role(self, name: str, permissions: int = 0, position: int = 1) -> int:
        """A role a server admin makes (at ``position``)."""
        rid = next(self._ids)
        self.roles[rid] = self._role(rid, name, permissions, position)
        await self.dispatch(
            "GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": self.roles[rid]}
        )
        return rid

    def advance(self, seconds: float) -> None:
        """Move the fake's clock (interactions' 3 seconds, tokens' 15 minutes)."""
        self.now += seconds

    def _bucket(self, request: web.Request) -> tuple[str, str] | None:
        """rate-limits (the opening): a route's bucket (method and route, the bucket's hash
        "non-inclusive of top-level resources") and its key with the top-level resource
        (channel, guild, or webhook id and token)."""
        info = request.match_info
        route = getattr(info.route.resource, "canonical", request.path)
        if "{tail" in route:
            return None
        bucket = hashlib.sha1(f"{request.method} {route}".encode()).hexdigest()[:16]
        major = [info.get(k, "") for k in ("channel", "guild", "app", "token")]
        return bucket, f"{bucket}:{':'.join(major)}"

    def _limit(self, request: web.Request) -> tuple[web.Response | None, dict[str, str]]:
        """rate-limits: Header Format and Exceeding A Rate Limit: every bucketed response
        carries its X-RateLimit-* headers; a request past the bucket's limit, or past the
        global limit (Global Rate Limit: interaction endpoints are not bound to it), is a 429
        with ``retry_after`` (and ``Retry-After``; ``Via``, which discord.py reads to tell
        Discord's 429 from Cloudflare's)."""
        assert self.rate_limits is not None
        rl, clock = self.rate_limits, time.monotonic()
        found = self._bucket(request)
        if found is None:
            return None, {}
        bucket, key = found
        interaction = "/interactions/" in request.path or "/webhooks/" in request.path
        if rl.global_per_window is not None and not interaction:
            reset, used = self._global
            if clock >= reset:
                reset, used = clock + rl.window, 0
            if used >= rl.global_per_window:
                after = max(reset - clock, 0.001)
                self.limited.append((request.method, request.path, True))
                body = {"message": "You are being rate limited.", "retry_after": after}
                headers = {
                    "Retry-After": f"{after:.3f}",
                    "X-RateLimit-Global": "true",
                    "X-RateLimit-Scope": "global",
                    "Via": "1.1 google",
                }
                return _json({**body, "global": True}, status=429, headers=headers), {}
            self._global = (reset, used + 1)
        reset, used = self._buckets.get(key, (0.0, 0))
        if clock >= reset:
            reset, used = clock + rl.window, 0
        after = max(reset - clock, 0.001)
        headers = {
            "X-RateLimit-Limit": str(rl.per_route),
            "X-RateLimit-Remaining": str(max(rl.per_route - used - 1, 0)),
            "X-RateLimit-Reset": f"{time.time() + after:.3f}",
            "X-RateLimit-Reset-After": f"{after:.3f}",
            "X-RateLimit-Bucket": bucket,
        }
        if used >= rl.per_route:
            self.limited.append((request.method, request.path, False))
            headers.update(
                {
                    "X-RateLimit-Remaining": "0",
                    "X-RateLimit-Scope": "user",
                    "Retry-After": f"{after:.3f}",
                    "Via": "1.1 google",
                }
            )
            body = {"message": "You are being rate limited.", "retry_after": after}
            return _json({**body, "global": False}, status=429, headers=headers), {}
        self._buckets[key] = (reset, used + 1)
        return None, headers

    @web.middleware
    async def _rules(
        self, request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]
    ) -> web.StreamResponse:
        """Every REST request: rate limits first, then the endpoint, whose refusals
        (:class:`fake_rules.Refused`) become Discord's error responses."""
        headers: dict[str, str] = {}
        if self.rate_limits is not None and request.path.startswith("/api/"):
            limited, headers = self._limit(request)
            if limited is not None:
                return limited
        try:
            response = await handler(request)
        except rules.Refused as e:
            self.refused.append((request.method, request.path, e.code))
            response = _json(e.body(), status=e.status)
        response.headers.update(headers)
        return response

    async def start(self) -> None:
        app = web.Application(middlewares=[self._rules])
        r = app.router
        r.add_get("/gateway", self._gateway)
        r.add_get("/api/v10/users/@me", self._me)
        r.add_get("/api/v10/oauth2/applications/@me", self._application)
        r.add_get("/api/v10/gateway/bot", self._gateway_bot)
        r.add_get("/api/v10/gateway", self._gateway_bot)
        r.add_post("/api/v10/guilds/{guild}/channels", self._create_channel)
        r.add_get("/api/v10/guilds/{guild}/channels", self._list_channels)
        r.add_put("/api/v10/channels/{channel}/permissions/{target}", self._overwrite)
        r.add_patch("/api/v10/channels/{channel}", self._modify_channel)
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
        r.add_get("/ephemeral-attachments/{channel}/{id}/{filename}", self._attachment)
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
                "flags": sum(APP_FLAGS[i] for i in self.intents_enabled if i in APP_FLAGS),
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
        # guild: Create Guild Channel: "Requires the MANAGE_CHANNELS permission"
        if not self.bot_base() & rules.MANAGE_CHANNELS:
            raise rules.missing_permissions()
        name = str(body.get("name") or "")
        if not 1 <= len(name) <= 100:  # guild: Create Guild Channel, JSON Params (name 1-100)
            raise rules.invalid_form("name: Must be between 1 and 100 in length.")
        parent = body.get("parent_id")
        if parent is not None:
            pid = int(parent)
            if self.channels.get(pid, {}).get("type") != rules.GUILD_CATEGORY:
                raise rules.invalid_form("parent_id: Not a category.")
            # guild: Modify Guild Channel Positions (a channel put into a category needs
            # MANAGE_CHANNELS on it, and to see it, else 50001): as when made in it
            rules.need(self.bot_in(pid), rules.MANAGE_CHANNELS)
            # channel: Channel Types (a category "contains up to 50 channels")
            inside = [c for c in self.channels.values() if c.get("parent_id") == str(pid)]
            if len(inside) >= rules.MAX_PER_CATEGORY:
                raise rules.invalid_form(
                    "parent_id: Maximum number of channels in category reached (50)"
                )
        on_guild = [c for c in self.channels.values() if c.get("type") != 1]
        if len(on_guild) >= rules.MAX_PER_GUILD:
            raise rules.Refused(400, 30013, "Maximum number of guild channels reached (500)")
        overwrites = body.get("permission_overwrites")
        # guild: Create Guild Channel and change-log 2021-01-22: overwrites checked at creation
        rules.check_overwrites_at_creation(self.model(), BOT_ID, list(overwrites or []))
        if overwrites is None and parent is not None:  # permissions: Permission Syncing
            overwrites = list(self.channels[int(parent)]["permission_overwrites"])
        cid = next(self._ids)
        channel = {
            "id": str(cid),
            "type": int(body.get("type", 0)),
            "guild_id": str(self.guild_id),
            "name": body["name"],
            "topic": body.get("topic"),
            "parent_id": None if parent is None else str(parent),
            "position": len(self.channels),
            "permission_overwrites": [_overwrite_of(o) for o in overwrites or []],
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

    def _channel(self, request: web.Request) -> tuple[int, dict[str, Any]]:
        cid = int(request.match_info["channel"])
        if cid not in self.channels:
            raise rules.Refused(404, 10003, "Unknown Channel")
        return cid, self.channels[cid]

    def _check_edit(self, cid: int, overwrites: list[Any]) -> None:
        """channel: Edit Channel Permissions / Modify Channel (fake_rules.check_overwrite_edit),
        with the fake's ``forbidden`` channels (an admin's overwrite against the bot)."""
        channel = self.channels[cid]
        parent = channel.get("parent_id")
        rules.check_overwrite_edit(
            self.model(),
            BOT_ID,
            channel,
            None if parent is None else self.channels.get(int(parent)),
            overwrites,
        )
        rules.need(self.bot_in(cid), rules.MANAGE_ROLES)

    async def _overwrite(self, request: web.Request) -> web.Response:
        cid, channel = self._channel(request)
        target = request.match_info["target"]
        body = await request.json()
        self.requests.append(("PUT", f"/channels/{cid}/permissions/{target}"))
        self._check_edit(cid, [body])
        ows = [o for o in channel["permission_overwrites"] if o["id"] != target]
        ows.append(_overwrite_of({"id": target, **body}))
        channel["permission_overwrites"] = ows
        await self.dispatch("CHANNEL_UPDATE", channel)  # as Discord tells its bots
        return web.Response(status=204)

    async def _modify_channel(self, request: web.Request) -> web.Response:
        """channel: Modify Channel: MANAGE_CHANNELS; overwrites need MANAGE_ROLES and follow
        Edit Channel Permissions' rules."""
        cid, channel = self._channel(request)
        body = await request.json()
        self.requests.append(("PATCH", f"/channels/{cid}"))
        rules.need(self.bot_in(cid), rules.MANAGE_CHANNELS)
        if "permission_overwrites" in body:
            self._check_edit(cid, list(body["permission_overwrites"] or []))
            channel["permission_overwrites"] = [
                _overwrite_of(o) for o in body["permission_overwrites"] or []
            ]
        for key in ("name", "topic"):
            if key in body:
                channel[key] = body[key]
        await self.dispatch("CHANNEL_UPDATE", channel)
        return _json(channel)

    async def _create_role(self, request: web.Request) -> web.Response:
        body = await request.json()
        self.requests.append(("POST", f"/guilds/{request.match_info['guild']}/roles"))
        everyone = int(self.roles[self.guild_id]["permissions"])
        perms = int(body.get("permissions") if body.get("permissions") is not None else everyone)
        rules.check_create_role(self.model(), BOT_ID, perms)
        for r in self.roles.values():  # a new role comes in at the bottom, above @everyone
            if int(r["id"]) != self.guild_id:
                r["position"] = int(r["position"]) + 1
        rid = next(self._ids)
        role = self._role(rid, str(body.get("name", "new role"))[:100], perms, 1)
        self.roles[rid] = role
        await self.dispatch("GUILD_ROLE_CREATE", {"guild_id": str(self.guild_id), "role": role})
        return _json(role)

    async def _give_role(self, request: web.Request) -> web.Response:
        member, role = int(request.match_info["member"]), int(request.match_info["role"])
        self.requests.append(("PUT", f"/members/{member}/roles/{role}"))
        if role not in self.roles:
            return _json({"code": 10011, "message": "Unknown Role"}, status=404)
        rules.check_grant_role(self.model(), BOT_ID, role)
        self.member_roles.setdefault(member, set()).add(role)
        return web.Response(status=204)

    async def _unoverwrite(self, request: web.Request) -> web.Response:
        cid, channel = self._channel(request)
        target = request.match_info["target"]
        self.requests.append(("DELETE", f"/channels/{cid}/permissions/{target}"))
        # channel: Delete Channel Permission: "Requires the MANAGE_ROLES permission"
        rules.need(self.bot_in(cid), rules.MANAGE_ROLES)
        ows = channel["permission_overwrites"]
        if not any(o["id"] == target for o in ows):
            return _json({"code": 10009, "message": "Unknown Overwrite"}, status=404)
        channel["permission_overwrites"] = [o for o in ows if o["id"] != target]
        await self.dispatch("CHANNEL_UPDATE", channel)
        return web.Response(status=204)

    async def _create_message(self, request: web.Request) -> web.Response:
        cid, channel = self._channel(request)
        body = await request.json()
        self.requests.append(("POST", f"/channels/{cid}/messages"))
        if channel.get("type") != 1:  # message: Create Message, Limitations (a guild channel)
            perms = self.bot_in(cid)
            rules.need(perms, rules.SEND_MESSAGES)
            if body.get("message_reference"):  # a reply: READ_MESSAGE_HISTORY
                rules.need(perms, rules.READ_MESSAGE_HISTORY)
        rules.check_message(body)
        mine = self.messages.setdefault(cid, [])
        nonce = body.get("nonce")
        if nonce is not None and body.get("enforce_nonce"):
            for m in mine:
                if m["nonce"] == nonce and m["author"]["id"] == str(BOT_ID):
                    return _json(m)
        message = self._message(cid, self._user(), body.get("content", ""), nonce)
        message["embeds"] = list(body.get("embeds", []))
        message["components"] = list(body.get("components", []))
        mine.append(message)
        self._came(cid, message)
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
                # message: Edit Message (content, embeds, components: by their author alone)
                if m["author"]["id"] != str(BOT_ID):
                    raise rules.Refused(
                        403, 50005, "Cannot edit a message authored by another user"
                    )
                rules.check_message(body)
                m.update(
                    {k: v for k, v in body.items() if k in ("content", "components", "embeds")}
                )
                m["edited_timestamp"] = "2026-12-02T00:00:01.000000+00:00"
                return _json(m)
        return _json({"code": 10008, "message": "Unknown Message"}, status=404)

    async def _delete_message(self, request: web.Request) -> web.Response:
        cid, mid = int(request.match_info["channel"]), request.match_info["message"]
        self.requests.append(("DELETE", f"/channels/{cid}/messages/{mid}"))
        mine = self.messages.get(cid, [])
        for m in mine:
            if m["id"] == mid:
                # message: Delete Message (another's message: MANAGE_MESSAGES)
                if m["author"]["id"] != str(BOT_ID) and self.channels[cid].get("type") != 1:
                    rules.need(self.bot_in(cid), rules.MANAGE_MESSAGES)
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
        it to a bot with the message content intent); returns the message. Refused as
        Discord refuses it (message: Create Message, "requires the SEND_MESSAGES permission"):
        Missing Access without View Channel, Missing Permissions without Send Messages."""
        rules.need(self.member_in(member, channel), rules.SEND_MESSAGES)
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
        self._came(channel, message)
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
        # message: Get Channel Messages (VIEW_CHANNEL; no READ_MESSAGE_HISTORY: no messages)
        cid, channel = self._channel(request)
        if channel.get("type") != 1:
            perms = self.bot_in(cid)
            rules.need(perms, 0)
            if not perms & rules.READ_MESSAGE_HISTORY:
                return _json([])
        return _json(list(reversed(self.messages.get(cid, []))))

    # ------------------------------------------------------------------ interactions

    async def _commands(self, request: web.Request) -> web.Response:
        where = request.match_info.get("guild", "global")
        body = await request.json()
        for c in body:
            rules.check_command(c)
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

    def _token(self, token: str, *, first: bool = False) -> None:
        """receiving-and-responding: Interaction Callback (the first answer within 3 seconds,
        once) and Followup Messages (the token lives 15 minutes), by the fake's clock."""
        born = self._born.get(token)
        if born is None:
            raise rules.unknown_interaction()
        if first:
            if self.now - born > rules.DEADLINE:
                raise rules.unknown_interaction()
            if token in self._answered:
                raise rules.already_acknowledged()
            self._answered.add(token)
        elif self.now - born > rules.TOKEN_LIFE:
            raise rules.invalid_webhook_token()

    async def _callback(self, request: web.Request) -> web.Response:
        body = await request.json()
        token = request.match_info["token"]
        self._token(token, first=True)
        data_ = body.get("data") or {}
        if body["type"] == 8:  # an autocomplete's choices: 25 at most
            rules.check_choices(data_.get("choices") or [])
        elif body["type"] in (4, 7):
            rules.check_message(data_)
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
        self._token(token)
        rules.check_message(body)
        self.answers.setdefault(token, []).append(body)
        self.order.append("followup")
        cid = next(iter(self.channels), 0)
        message = self._message(cid, self._user(), body.get("content", ""))
        message["flags"] = body.get("flags", 0)
        message["components"] = body.get("components", [])
        body["message"] = message
        return _json(message)

    async def _original(self, request: web.Request) -> web.Response:
        self._token(request.match_info["token"])
        _cid, message = self._where.get(request.match_info["token"], (0, None))
        if message is None:
            return _json({"code": 10008, "message": "Unknown Message"}, status=404)
        return _json(message)

    async def _edit_original(self, request: web.Request) -> web.Response:
        token = request.match_info["token"]
        body = await request.json()
        self._token(token)
        rules.check_message(body)
        self.answers.setdefault(token, []).append(body)
        self.order.append("edit original")
        _cid, message = self._where.get(token, (0, None))
        if message is None:
            return _json({"code": 10008, "message": "Unknown Message"}, status=404)
        message.update({k: v for k, v in body.items() if k in ("content", "components")})
        return _json(message)

    async def _attachment(self, request: web.Request) -> web.Response:
        """The CDN: an attached file's body at its url (404 for an id it never had)."""
        got = self.attached.get(int(request.match_info["id"]))
        if self.cdn_gone or got is None or got[0] != request.match_info["filename"]:
            return web.Response(status=404, text="Not Found")
        return web.Response(body=got[1], content_type="application/octet-stream")

    def _attach(
        self, channel: int, option_type: int | None, filename: str, body: bytes
    ) -> tuple[str, dict[str, Any]]:
        """An attachment object (message: Attachment Object) for a file a member attaches to
        an option, its body kept for the CDN; refused as Discord's client refuses it."""
        rules.check_attachment(option_type, len(body), self.attachment_size_limit)
        aid = next(self._ids)
        self.attached[aid] = (filename, body)
        url = (f"http://{self.host}:{self.port}/ephemeral-attachments/{channel}/{aid}/"
               f"{filename}")
        kind = mimetypes.guess_type(filename)[0]
        return str(aid), {
            "id": str(aid),
            "filename": filename,
            "size": len(body),
            "url": url,
            "proxy_url": url,
            "ephemeral": True,
            **({"content_type": kind} if kind else {}),
        }

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

    async def delete_channel(self, cid: int) -> None:
        """A server admin deletes a channel (channel: Delete/Close Channel; CHANNEL_DELETE to
        the bots): a request naming it afterwards is refused 404, 10003 Unknown Channel
        (``_channel``). Its messages are kept in ``gone`` for the tests to read."""
        channel = self.channels.pop(cid)
        self.gone[cid] = self.messages.pop(cid, [])
        await self.dispatch("CHANNEL_DELETE", channel)

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
        files: dict[str, tuple[str, bytes]] | None = None,
        locale: str | None = None,
    ) -> str:
        """A member uses a slash command (or, with ``focused``, is typing in that option: an
        autocomplete); returns the interaction's token, under which the answers are kept.
        ``files`` attaches a file (name, body) to each option it names, as Discord sends it:
        the option's value is the attachment's id, and the data's resolved attachments hold
        the attachment objects."""
        token = f"tok{next(self._ids)}"
        self._where[token] = (channel, message)
        self._born[token] = self.now
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
        resolved: dict[str, Any] = {}
        for k, (filename, body) in (files or {}).items():
            aid, obj = self._attach(channel, kinds.get(k), filename, body)
            opts.append({"name": k, "type": rules.ATTACHMENT, "value": aid})
            resolved[aid] = obj
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
            **({"resolved": {"attachments": resolved}} if resolved else {}),
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
                "guild_locale": self.preferred_locale,
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
                "app_permissions": str(
                    self.bot_in(channel)
                    if self.channels.get(channel, {}).get("type") not in (None, 1)
                    else self.bot_base()
                ),
                # receiving-and-responding: the invoking member's selected language
                "locale": locale or self.locales.get(member, "en-US"),
                "entitlements": [],
                "attachment_size_limit": self.attachment_size_limit,
            },
        )
        return token

    # ------------------------------------------------------------------ the gateway

    def _guild(self) -> dict[str, Any]:
        me = {
            "user": self._user(),
            "roles": [str(r) for r in sorted(self.bot_roles)],
            "joined_at": "2026-12-01T00:00:00+00:00",
            "deaf": False,
            "mute": False,
            "flags": 0,
        }
        return {
            "id": str(self.guild_id),
            "name": "fake guild",
            "icon": None,
            "owner_id": str(OWNER),
            "roles": list(self.roles.values()),
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
            "preferred_locale": self.preferred_locale,
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
                    # a privileged intent the application has not enabled: closed with 4014
                    # (Disallowed intent(s)), as Discord closes it
                    asked = int(data["d"].get("intents", 0))
                    if any(
                        asked & bit and name not in self.intents_enabled
                        for name, bit in PRIVILEGED.items()
                    ):
                        await ws.close(code=4014, message=b"Disallowed intent(s).")
                        break
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

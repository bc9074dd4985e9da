"""Discord's documented rules, as the fake Discord (``fake_discord.py``) enforces them: pure
functions, no network. Each rule names the page and section of
``../shared/reference/discord-api/`` it comes from ("permissions: Permission Overwrites" is
``topics--permissions.mdx``, section "Permission Overwrites"); the adapter's code never
imports this (it must keep the rules on its own, and the fake checks it does).

A refusal is a :class:`Refused` with Discord's HTTP status, JSON error code and message."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# permissions: Bitwise Permission Flags
ADMINISTRATOR = 1 << 3
MANAGE_CHANNELS = 1 << 4
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
SEND_TTS_MESSAGES = 1 << 12
MANAGE_MESSAGES = 1 << 13
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
MANAGE_ROLES = 1 << 28
ALL = (1 << 53) - 1  # every bit of the table (the owner's and an administrator's)

GUILD_CATEGORY = 4  # channel: Channel Types
MAX_PER_CATEGORY = 50  # channel: Channel Types (GUILD_CATEGORY "contains up to 50 channels")
MAX_PER_GUILD = 500  # Discord's "Maximum number of guild channels reached (500)" (30013)


@dataclass
class Refused(Exception):
    """A request Discord refuses: its HTTP status, its JSON error code and message."""

    status: int
    code: int
    message: str

    def body(self) -> dict[str, Any]:
        return {"code": self.code, "message": self.message}


def missing_permissions() -> Refused:
    return Refused(403, 50013, "Missing Permissions")


def missing_access() -> Refused:
    return Refused(403, 50001, "Missing Access")


def invalid_form(what: str) -> Refused:
    return Refused(400, 50035, f"Invalid Form Body: {what}")


# ---------------------------------------------------------------------------- permissions


@dataclass(frozen=True)
class Guild:
    """What the computation reads of a guild: its id (also @everyone's role id), its owner,
    its roles (id -> permissions, position) and each member's roles."""

    id: int
    owner: int
    roles: Mapping[int, tuple[int, int]]  # role id -> (permissions, position)
    member_roles: Mapping[int, Iterable[int]]


def base_permissions(guild: Guild, member: int) -> int:
    """permissions: Permission Overwrites, ``compute_base_permissions``: the owner has every
    permission; else @everyone's permissions OR each of the member's roles'; Administrator
    gives every permission."""
    if member == guild.owner:
        return ALL
    perms = guild.roles.get(guild.id, (0, 0))[0]
    for role in guild.member_roles.get(member, ()):
        perms |= guild.roles.get(role, (0, 0))[0]
    if perms & ADMINISTRATOR:
        return ALL
    return perms


def overwrites_of(channel: Mapping[str, Any]) -> dict[int, tuple[int, int, int]]:
    """A channel's overwrites: target id -> (type, allow, deny)."""
    return {
        int(o["id"]): (int(o.get("type", 0)), int(o.get("allow") or 0), int(o.get("deny") or 0))
        for o in channel.get("permission_overwrites") or []
    }


def channel_permissions(guild: Guild, member: int, channel: Mapping[str, Any]) -> int:
    """permissions: Permission Overwrites, ``compute_overwrites``, in its order (@everyone's
    overwrite, then the member's roles' together, then the member's own), then permissions:
    Implicit Permissions (no View Channel: nothing else in the channel; no Send Messages:
    no Mention Everyone, TTS, Attach Files, Embed Links)."""
    base = base_permissions(guild, member)
    if base & ADMINISTRATOR:
        return ALL
    ows = overwrites_of(channel)
    perms = base
    if guild.id in ows:
        _t, allow, deny = ows[guild.id]
        perms &= ~deny
        perms |= allow
    allow = deny = 0
    for role in guild.member_roles.get(member, ()):
        if role in ows and role != guild.id:
            allow |= ows[role][1]
            deny |= ows[role][2]
    perms &= ~deny
    perms |= allow
    if member in ows:
        _t, allow, deny = ows[member]
        perms &= ~deny
        perms |= allow
    return implicit(perms)


def implicit(perms: int) -> int:
    """permissions: Implicit Permissions."""
    if not perms & VIEW_CHANNEL:
        return 0
    if not perms & SEND_MESSAGES:
        perms &= ~(MENTION_EVERYONE | SEND_TTS_MESSAGES | ATTACH_FILES | EMBED_LINKS)
    return perms


def has_manage_roles_overwrite(guild: Guild, member: int, channel: Mapping[str, Any]) -> bool:
    """Whether the member has a ``MANAGE_ROLES`` overwrite in the channel (its own, or one of
    its roles'), which channel: Edit Channel Permissions names as lifting the limit."""
    ows = overwrites_of(channel)
    targets = [member, *guild.member_roles.get(member, ())]
    return any(t in ows and ows[t][1] & MANAGE_ROLES for t in targets)


def check_overwrites_at_creation(guild: Guild, member: int, overwrites: Sequence[Any]) -> None:
    """guild: Create Guild Channel (and change-log 2021-01-22 "Change to Permission Checking
    when Creating Channels"): only permissions the bot has in the guild can be allowed or
    denied, and ``MANAGE_ROLES`` in an overwrite only by a guild administrator."""
    base = base_permissions(guild, member)
    if base & ADMINISTRATOR or member == guild.owner:
        return
    for o in overwrites:
        bits = int(o.get("allow") or 0) | int(o.get("deny") or 0)
        if bits & MANAGE_ROLES or bits & ~base:
            raise missing_permissions()


def check_overwrite_edit(
    guild: Guild,
    member: int,
    channel: Mapping[str, Any],
    parent: Mapping[str, Any] | None,
    overwrites: Sequence[Any],
) -> None:
    """channel: Edit Channel Permissions and Modify Channel: the bot must see the channel
    (50001) and hold ``MANAGE_ROLES`` in it (50013); only permissions it has in the guild or
    the parent category can be allowed or denied, unless it has a ``MANAGE_ROLES`` overwrite
    in the channel; ``MANAGE_ROLES`` itself (guild: Create Guild Channel, change-log
    2021-01-22) only by an administrator or with that overwrite."""
    perms = channel_permissions(guild, member, channel)
    if not perms & VIEW_CHANNEL:
        raise missing_access()
    if not perms & MANAGE_ROLES:
        raise missing_permissions()
    if perms & ADMINISTRATOR or has_manage_roles_overwrite(guild, member, channel):
        return
    held = base_permissions(guild, member)
    if parent is not None:
        held |= channel_permissions(guild, member, parent)
    for o in overwrites:
        bits = int(o.get("allow") or 0) | int(o.get("deny") or 0)
        if bits & MANAGE_ROLES or bits & ~held:
            raise missing_permissions()


def need(perms: int, bit: int) -> None:
    """A request on a channel: Missing Access (50001) when the bot cannot see it, Missing
    Permissions (50013) when it lacks ``bit`` there."""
    if not perms & VIEW_CHANNEL:
        raise missing_access()
    if bit and not perms & bit:
        raise missing_permissions()


def highest_position(guild: Guild, member: int) -> int:
    """permissions: Permission Hierarchy: a member's highest role (@everyone is 0)."""
    return max(
        (guild.roles.get(r, (0, 0))[1] for r in guild.member_roles.get(member, ())), default=0
    )


def check_grant_role(guild: Guild, member: int, role: int) -> None:
    """guild: Add Guild Member Role (``MANAGE_ROLES``) and permissions: Permission Hierarchy
    ("a bot can grant roles to other users that are of a lower position than its own highest
    role")."""
    if not base_permissions(guild, member) & MANAGE_ROLES:
        raise missing_permissions()
    if member != guild.owner and guild.roles[role][1] >= highest_position(guild, member):
        raise missing_permissions()


def check_create_role(guild: Guild, member: int, permissions: int) -> None:
    """guild: Create Guild Role (``MANAGE_ROLES``) and permissions: Permission Hierarchy (a
    bot "can only grant permissions it has" to roles)."""
    base = base_permissions(guild, member)
    if not base & MANAGE_ROLES or permissions & ~base:
        raise missing_permissions()


# ---------------------------------------------------------------------------- limits

MAX_CONTENT = 2000  # message: Message Object (content, up to 2000 characters)
EMBED_LIMITS = {"title": 256, "description": 4096, "footer": 2048, "author": 256}
EMBED_TOTAL = 6000


def check_message(body: Mapping[str, Any]) -> None:
    """message: Create Message and Embed Limits; components: Action Row, Button, String
    Select. A body over a limit is a Bad Request (400, 50035)."""
    if len(str(body.get("content") or "")) > MAX_CONTENT:
        raise invalid_form("content: Must be 2000 or fewer in length.")
    check_embeds(body.get("embeds") or [])
    check_components(body.get("components") or [])


def check_embeds(embeds: Sequence[Mapping[str, Any]]) -> None:
    """message: Embed Limits (title 256, description 4096, 25 fields of name 256 and value
    1024, footer 2048, author 256; 6000 in all across the message's embeds)."""
    total = 0
    for e in embeds:
        texts = {
            "title": str(e.get("title") or ""),
            "description": str(e.get("description") or ""),
            "footer": str((e.get("footer") or {}).get("text") or ""),
            "author": str((e.get("author") or {}).get("name") or ""),
        }
        for key, text in texts.items():
            if len(text.strip()) > EMBED_LIMITS[key]:
                raise invalid_form(f"embeds.{key}: Must be {EMBED_LIMITS[key]} or fewer in length.")
            total += len(text.strip())
        fields = e.get("fields") or []
        if len(fields) > 25:
            raise invalid_form("embeds.fields: Must be 25 or fewer in length.")
        for f in fields:
            name, value = str(f.get("name") or "").strip(), str(f.get("value") or "").strip()
            if len(name) > 256 or len(value) > 1024:
                raise invalid_form("embeds.fields: a field's name or value is too long.")
            total += len(name) + len(value)
    if total > EMBED_TOTAL:
        raise invalid_form("embeds: Embed size exceeds maximum size of 6000")


def check_components(rows: Sequence[Mapping[str, Any]]) -> None:
    """components: Action Row (at most 5 rows a message; a row holds up to 5 buttons or one
    select menu), Button (label 80), String Select (options and max_values 25; option label
    and value 100); custom_id at most 100 characters."""
    if len(rows) > 5:
        raise invalid_form("components: Must be 5 or fewer in length.")
    for row in rows:
        inner = list(row.get("components") or [])
        selects = [c for c in inner if int(c.get("type", 0)) != 2]
        if len(inner) > 5 or (selects and len(inner) > 1):
            raise invalid_form("components.components: too many components in an action row.")
        for c in inner:
            if len(str(c.get("custom_id") or "")) > 100:
                raise invalid_form("custom_id: Must be 100 or fewer in length.")
            if int(c.get("type", 0)) == 2 and len(str(c.get("label") or "")) > 80:
                raise invalid_form("label: Must be 80 or fewer in length.")
            options = c.get("options") or []
            if int(c.get("type", 0)) == 3:
                if not 1 <= len(options) <= 25 or int(c.get("max_values") or 1) > 25:
                    raise invalid_form("options: Must be between 1 and 25 in length.")
                for o in options:
                    if len(str(o.get("label", ""))) > 100 or len(str(o.get("value", ""))) > 100:
                        raise invalid_form("options: a label or value is too long.")


def check_choices(choices: Sequence[Any]) -> None:
    """receiving-and-responding: Interaction Response Object, autocomplete (max of 25
    choices)."""
    if len(choices) > 25:
        raise invalid_form("data.choices: Must be 25 or fewer in length.")


DEADLINE = 3.0  # receiving-and-responding: Interaction Callback (an initial response in 3 s)
TOKEN_LIFE = 15 * 60.0  # receiving-and-responding: Followup Messages (tokens: 15 minutes)


def unknown_interaction() -> Refused:
    """receiving-and-responding: Interaction Callback: past 3 seconds the token is
    invalidated (Discord answers 404, 10062 Unknown interaction)."""
    return Refused(404, 10062, "Unknown interaction")


def already_acknowledged() -> Refused:
    return Refused(400, 40060, "Interaction has already been acknowledged.")


def invalid_webhook_token() -> Refused:
    """receiving-and-responding: Followup Messages: a token is valid for 15 minutes (then
    401, 50027 Invalid Webhook Token)."""
    return Refused(401, 50027, "Invalid Webhook Token")


# application-commands: Application Command Option Type (ATTACHMENT, 11: its value is the id of
# an attachment object, which the interaction's resolved data holds); receiving-and-responding:
# Interaction Object (attachment_size_limit: the most bytes a member may attach, 8 MiB without
# boosts) and Resolved Data Structure (attachments: a map of ids to attachment objects)
ATTACHMENT = 11
ATTACHMENT_SIZE_LIMIT = 8 * 1024 * 1024


def check_attachment(option_type: int | None, size: int, limit: int) -> None:
    """A member attaches a file to a slash command's option: Discord's client offers a file
    picker only for an option registered as ATTACHMENT, and refuses a file over the
    interaction's ``attachment_size_limit`` (40005 Request entity too large) before any
    interaction is made."""
    if option_type != ATTACHMENT:
        raise invalid_form("data.options: a file goes only in an ATTACHMENT (11) option.")
    if size > limit:
        raise Refused(413, 40005, "Request entity too large")


MAX_OPTIONS = 25  # application-commands: Application Command Structure (options: max of 25)
MAX_COMMAND_CHARS = 8000  # application-commands: Slash Commands (name, description, values)


# reference: Locales (the locales Discord's client offers; that page is not among the stored
# ones, the keys are those it lists): the only keys a localization dictionary may have
LOCALES = frozenset({
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi",
    "th", "zh-CN", "ja", "zh-TW", "ko",
})
# application-commands: Application Command Naming (``^[-_'\p{L}\p{N}…]{1,32}$``, and the
# lowercase variant of any letter that has one)
_NAME_CHARS = frozenset("-_'")


def check_name(name: str, where: str) -> None:
    """application-commands: Application Command Naming: 1 to 32 letters, digits, ``-``, ``_``
    or ``'``, in lower case where a letter has one."""
    if not 1 <= len(name) <= 32:
        raise invalid_form(f"{where}: Must be between 1 and 32 in length.")
    if any(not (c.isalnum() or c in _NAME_CHARS) for c in name) or name != name.lower():
        raise invalid_form(f"{where}: Command name is invalid")


def check_localizations(o: Mapping[str, Any], where: str) -> tuple[int, int]:
    """application-commands: Localization: ``name_localizations`` and
    ``description_localizations`` have keys among the available locales (reference: Locales),
    values under the same restrictions as ``name`` and ``description``. Returns the longest
    name and description (the size limit counts the longest of each field)."""
    longest_name = len(str(o.get("name", "")))
    longest_desc = len(str(o.get("description", "")))
    for field in ("name_localizations", "description_localizations"):
        got = o.get(field)
        if got is None:
            continue
        if not isinstance(got, Mapping):
            raise invalid_form(f"{where}.{field}: Must be a dictionary.")
        for locale, value in got.items():
            if locale not in LOCALES:
                raise invalid_form(f"{where}.{field}.{locale}: Invalid locale.")
            text = str(value)
            if field == "name_localizations":
                check_name(text, f"{where}.{field}.{locale}")
                longest_name = max(longest_name, len(text))
            else:
                if not 1 <= len(text) <= 100:
                    raise invalid_form(
                        f"{where}.{field}.{locale}: Must be between 1 and 100 in length."
                    )
                longest_desc = max(longest_desc, len(text))
    return longest_name, longest_desc


def check_command(command: Mapping[str, Any]) -> None:
    """application-commands: a slash command Discord registers: a name of 1-32 characters and a
    description of 1-100, each option's too; at most 25 options, names unique, the required
    ones listed first; at most 8,000 characters of names, descriptions and choices in all,
    a localized field counting with its longest localization (Localization). A localized
    option name must differ from the command's other options' default names and from its
    other options' names in that locale."""
    chars = 0

    def named(o: Mapping[str, Any], where: str) -> None:
        nonlocal chars
        name, desc = str(o.get("name", "")), str(o.get("description", ""))
        check_name(name, f"{where}.name")
        if not 1 <= len(desc) <= 100:
            raise invalid_form(f"{where}.description: Must be between 1 and 100 in length.")
        longest_name, longest_desc = check_localizations(o, where)
        chars += longest_name + longest_desc

    named(command, "name")
    options = list(command.get("options") or [])
    if len(options) > MAX_OPTIONS:
        raise invalid_form("options: Must be 25 or fewer in length.")
    if len({o.get("name") for o in options}) != len(options):
        raise invalid_form("options: Option names must be unique.")
    seen_optional = False
    by_locale: dict[str, set[str]] = {}
    defaults = {str(o.get("name")) for o in options}
    for i, o in enumerate(options):
        named(o, f"options.{i}")
        for locale, local in (o.get("name_localizations") or {}).items():
            if local != o.get("name") and local in defaults:
                raise invalid_form(f"options.{i}.name_localizations.{locale}: "
                                   "Localized option name is the name of another option.")
            if local in by_locale.setdefault(locale, set()):
                raise invalid_form(f"options.{i}.name_localizations.{locale}: "
                                   "Option names must be unique within a locale.")
            by_locale[locale].add(local)
        if o.get("required"):
            if seen_optional:
                raise invalid_form(f"options.{i}: Required options must be placed before "
                                   "non-required options.")
        else:
            seen_optional = True
        for c in o.get("choices") or []:
            chars += len(str(c.get("name", ""))) + len(str(c.get("value", "")))
    if chars > MAX_COMMAND_CHARS:
        raise invalid_form("Application command is too large (8000 characters at most).")

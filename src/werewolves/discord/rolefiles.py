"""Custom roles in a Discord lobby (docs/roles-as-data.md): the host attaches role files to the
lobby they host (``/lobby role_file:``, an option of Discord's attachment type) and names the
roles to deal (``/lobby roles:``). Each file is fetched from Discord, held to the limits (64 KiB
a file, 32 custom roles a game) and read by the service (``POST /api/role-files``, the loader
behind its gate), whose every problem the host reads as a sentence in a reply only they see;
the lobby keeps the texts, and Start sends them with the game's setup, where they travel.
Nothing here names a role: the roles' names come from the service's cards."""

from __future__ import annotations

import asyncio
import json
import re
from typing import TYPE_CHECKING, Any

import aiohttp
import discord
from discord.http import Route

from .render import MAX_CONTENT
from .service import ServiceRefused
from .store import Lobby
from .words import say

if TYPE_CHECKING:
    from .lobby import LobbyRoom

JSON = dict[str, Any]
MAX_FILE_BYTES = 64 * 1024  # a role file (the loader's limit, said before the file is fetched)
MAX_FILES = 32  # custom roles a game (the loader's and the service's limit)
MAX_ROLES = 200  # roles dealt: a game's most players
MAX_NAME = 100  # characters of a file's name, as the lobby keeps it
MAX_LINE = 500  # characters of each of the lobby message's lines about roles
FETCH_SECONDS = 30.0  # the longest a file's fetch from Discord is waited for
_COUNTED = re.compile(r"^(\d{1,4})\s*[x×]\s*(\S.*)$", re.IGNORECASE)


def files_key(mid: int) -> str:
    return f"lobby/{mid}/role_files"


def kept(store: Any, mid: int) -> JSON:
    """What a lobby keeps of its role files: ``files`` ([name, text] pairs, in the order
    attached) and ``roles`` (the custom roles they add, by name)."""
    raw = store.get(files_key(mid))
    data = json.loads(raw) if raw else {}
    return {"files": list(data.get("files", [])), "roles": list(data.get("roles", []))}


def parse_roles(text: str) -> tuple[list[str], str | None]:
    """The roles a host names in ``/lobby roles:`` ("2x NAME, NAME" …), one entry a seat; or
    a sentence saying what is wrong with the text. Whether each name is a role is the
    service's to say when the game starts."""
    out: list[str] = []
    for item in text.split(","):
        item = " ".join(item.split())
        if not item:
            return [], say("lobby.roles_empty")
        m = _COUNTED.match(item)
        count, name = (int(m.group(1)), m.group(2).strip()) if m else (1, item)
        if not 1 <= count <= MAX_ROLES or len(out) + count > MAX_ROLES:
            return [], say("lobby.roles_count", item=item[:40], count=count, limit=MAX_ROLES)
        out.extend([name[:MAX_NAME]] * count)
    if not out:
        return [], say("lobby.roles_none")
    return out, None


def lobby_lines(store: Any, mid: int, chosen: JSON) -> str:
    """The lobby message's lines about its roles: the roles it deals and the custom roles its
    role files add (nothing when it has neither)."""
    lines = []
    if chosen.get("roles"):
        lines.append(say("lobby.roles", roles=chosen["roles"]))
    roles = kept(store, mid)["roles"]
    if roles:
        lines.append(say("lobby.custom", roles=", ".join(roles)))
    # within the message's 2,000 characters, whatever the host wrote
    return "".join("\n" + (x if len(x) <= MAX_LINE else x[: MAX_LINE - 1] + "…") for x in lines)


def setup_with_files(store: Any, mid: int, setup: JSON, chosen: JSON) -> JSON:
    """The game's setup with the roles the host named and the lobby's role files' texts."""
    if chosen.get("roles"):
        roles, _problem = parse_roles(str(chosen["roles"]))  # checked when the lobby opened
        setup = {**setup, "roles": roles}
    files = kept(store, mid)["files"]
    if files:
        setup = {**setup, "role_files": [{"name": n, "text": t} for n, t in files]}
    return setup


def _hosted(room: LobbyRoom, interaction: discord.Interaction) -> tuple[int, Lobby] | None:
    """The open lobby of this channel the member hosts (the latest), if any."""
    if interaction.channel_id is None:
        return None
    for mid in room.bot.store.open_lobbies(interaction.channel_id):
        lob = room.bot.store.lobby(mid)
        if lob is not None and lob.host == interaction.user.id:
            return mid, lob
    return None


def _problems_text(file: str, problems: list[str]) -> str:
    """Every problem of a file, one a line, within a message's 2,000 characters."""
    text = say("rolefile.problems", file=file, count=len(problems))
    for i, sentence in enumerate(problems):
        line = "\n" + say("rolefile.problem", sentence=sentence)
        more = "\n" + say("rolefile.more", count=len(problems) - i)
        if len(text) + len(line) + len(more) > MAX_CONTENT:
            return text + more
        text += line
    return text


async def add_role_file(
    room: LobbyRoom, interaction: discord.Interaction, attachment: discord.Attachment
) -> None:
    """``/lobby role_file:``: a role file added to the lobby the member hosts in this channel
    (a file of the same name replaces the one it had), or refused with every reason, to the
    host alone."""
    found = _hosted(room, interaction)
    file = discord.utils.escape_markdown(attachment.filename[:MAX_NAME])
    if found is None:
        await interaction.response.send_message(say("rolefile.no_lobby"), ephemeral=True)
        return
    mid, lob = found
    have = kept(room.bot.store, mid)
    others = [f for f in have["files"] if f[0] != attachment.filename[:MAX_NAME]]
    refusal = None
    if attachment.size > MAX_FILE_BYTES:
        refusal = say("rolefile.too_big", file=file, size=attachment.size, limit=MAX_FILE_BYTES)
    elif len(others) >= MAX_FILES:
        refusal = say("rolefile.too_many", count=len(others), limit=MAX_FILES)
    if refusal is not None:
        await interaction.response.send_message(refusal, ephemeral=True)
        return
    # fetching the file and asking the service may take longer than Discord's 3 seconds
    await interaction.response.defer(ephemeral=True, thinking=True)
    said = await _read(room, attachment, file, others)
    if isinstance(said, str):
        await interaction.followup.send(said, ephemeral=True)
        return
    files, roles = said
    room.bot.store.put(files_key(mid), json.dumps({"files": files, "roles": roles}))
    await interaction.followup.send(
        say("rolefile.added", file=file, roles=", ".join(roles) or "none"), ephemeral=True
    )
    await room.bot.http.request(
        Route(
            "PATCH",
            "/channels/{channel_id}/messages/{message_id}",
            channel_id=lob.channel_id,
            message_id=mid,
        ),
        json={"content": room.text(mid, lob), "allowed_mentions": {"parse": []}},
    )


async def _read(
    room: LobbyRoom, attachment: discord.Attachment, file: str, others: list[list[str]]
) -> tuple[list[list[str]], list[str]] | str:
    """The lobby's files with the attachment among them and the custom roles they add, or
    the sentence(s) refusing it."""
    try:
        # Discord's CDN answers at once; one that does not is given up on, never waited for
        body = await asyncio.wait_for(attachment.read(), FETCH_SECONDS)
    except (discord.DiscordException, aiohttp.ClientError, OSError, TimeoutError):
        return say("rolefile.unfetched", file=file)
    if len(body) > MAX_FILE_BYTES:  # the size Discord said was not the body's
        return say("rolefile.too_big", file=file, size=len(body), limit=MAX_FILE_BYTES)
    try:
        text = body.decode("utf-8")
    except UnicodeDecodeError:
        return say("rolefile.not_text", file=file)
    # a file saved on Windows ends its lines with CR LF: the same text to the loader
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    name = attachment.filename[:MAX_NAME]
    files = [*others, [name, text]]
    try:
        cards = await room.bot.service.read_role_files([(n, t) for n, t in files])
    except ServiceRefused as e:
        return _problems_text(file, list(e.problems) or [e.message])
    return files, [str(c.get("name", "")) for c in cards]


__all__ = [
    "MAX_FILES",
    "MAX_FILE_BYTES",
    "add_role_file",
    "kept",
    "lobby_lines",
    "parse_roles",
    "setup_with_files",
]

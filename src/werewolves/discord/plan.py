"""The channels of a game on a guild and who may read and write each: pure, no network.

A game gets a category (more when it outgrows Discord's 50 channels a category), and in it the
town square, a host channel (the grimoire), a dead channel, every team or group channel the
seats' views name, and one private channel per seat. Who sees what follows each seat's state —
alive, dead — and the spectators, as the host sets (:class:`Policy`); :func:`plan` computes it
from the service's summary and the seats' views alone, so the same game always gives the same
plan, and :func:`changes` says what a new plan changes on the channels already made.

Overwrites name their target abstractly (:class:`Target`: everyone, the adapter's own member,
the host, the spectators' role, one seat); the adapter puts the Discord ids in.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..game import DEAD_CHANNEL, TOWN_SQUARE, group_words
from ..i18n import DEFAULT
from .words import say

JSON = dict[str, Any]

# Discord's permission bits (its API reference: "Permissions")
ADD_REACTIONS = 1 << 6
VIEW_CHANNEL = 1 << 10
SEND_MESSAGES = 1 << 11
MANAGE_CHANNELS = 1 << 4
MANAGE_MESSAGES = 1 << 13  # to take down a member's line that the rules show unnamed
EMBED_LINKS = 1 << 14
ATTACH_FILES = 1 << 15
READ_MESSAGE_HISTORY = 1 << 16
MENTION_EVERYONE = 1 << 17
MANAGE_ROLES = 1 << 28
USE_APPLICATION_COMMANDS = 1 << 31
CREATE_PUBLIC_THREADS = 1 << 35
CREATE_PRIVATE_THREADS = 1 << 36
SEND_MESSAGES_IN_THREADS = 1 << 38

READ = VIEW_CHANNEL | READ_MESSAGE_HISTORY
WRITE = READ | SEND_MESSAGES | USE_APPLICATION_COMMANDS
# a reader who must not write: sending, threads and reactions (a reaction is a message too)
NO_WRITE = (
    SEND_MESSAGES
    | ADD_REACTIONS
    | CREATE_PUBLIC_THREADS
    | CREATE_PRIVATE_THREADS
    | SEND_MESSAGES_IN_THREADS
    | USE_APPLICATION_COMMANDS
)
# the adapter's own member in every channel of its games: it sees the channel (@everyone does
# not) and reads, posts, embeds and takes down lines there. Never MANAGE_ROLES: Discord lets
# only an administrator put MANAGE_ROLES in an overwrite at a channel's creation (its API
# reference, guild "Create Guild Channel"; the change log of 2021-01-22), and the bot is no
# administrator. It needs none: its role's MANAGE_ROLES holds in every channel where nothing
# denies it, so it sets the overwrites of the channels it made (channel "Edit Channel
# Permissions"), each with only permissions its role holds.
ADAPTER_ALLOW = READ | SEND_MESSAGES | EMBED_LINKS | MANAGE_MESSAGES
# what the bot is invited with, and why: the fewest that work (no Administrator). Discord lets
# a bot allow or deny in an overwrite only permissions it holds itself (guild "Create Guild
# Channel", channel "Edit Channel Permissions"), so every bit the plan's overwrites name is
# here, though the bot itself never reacts, threads or uses a command
INVITE_REASONS: dict[int, tuple[str, str]] = {
    MANAGE_CHANNELS: ("Manage Channels", "make each game's category and channels"),
    MANAGE_ROLES: (
        "Manage Roles",
        "set who may read and write each game channel (its permission overwrites) and make "
        "and give the spectators' role",
    ),
    VIEW_CHANNEL: ("View Channels", "see the game's channels, and let players see theirs"),
    SEND_MESSAGES: ("Send Messages", "tell the game in its channels, and let players write"),
    EMBED_LINKS: ("Embed Links", "post the role cards (embeds)"),
    READ_MESSAGE_HISTORY: (
        "Read Message History",
        "answer a member's line and let players read what came before",
    ),
    MANAGE_MESSAGES: (
        "Manage Messages",
        "take down a member's line that the rules show without its writer's name",
    ),
    ADD_REACTIONS: ("Add Reactions", "deny reactions to those who only read a channel"),
    USE_APPLICATION_COMMANDS: (
        "Use Application Commands",
        "let players use /act and /vote in their channels and deny it to readers",
    ),
    CREATE_PUBLIC_THREADS: ("Create Public Threads", "deny threads to those who only read"),
    CREATE_PRIVATE_THREADS: ("Create Private Threads", "deny threads to those who only read"),
    SEND_MESSAGES_IN_THREADS: (
        "Send Messages in Threads",
        "deny threads to those who only read",
    ),
}
INVITE_PERMISSIONS = sum(INVITE_REASONS)

MAX_PER_CATEGORY = 50  # channels in one category
MAX_PER_GUILD = 500  # channels (categories included) in one guild
MAX_NAME = 100  # characters of a channel's name
# rule-conspiracy-channels.1: a conspiracy channel is ``#name`` in a view's ``channels``
# (docs/api.md); no group's channel starts so
CONSPIRACY_MARK = "#"
# the message a conspiracy channel begins with: a reader whose view of the channel holds it has
# read the channel from its start; one whose view does not (a late invitee, a dead reader
# the host's settings let in) reads it only from when they were let in
OPENED = "cc.opened"


@dataclass(frozen=True, order=True)
class Target:
    """Whom an overwrite is for: ``everyone``, ``adapter`` (the bot's own member), ``host``,
    ``spectators`` (a role the adapter gives those watching), or ``seat`` with its name."""

    kind: str
    name: str = ""


EVERYONE = Target("everyone")
ADAPTER = Target("adapter")
HOST = Target("host")
SPECTATORS = Target("spectators")


def seat(name: str) -> Target:
    return Target("seat", name)


@dataclass(frozen=True)
class Overwrite:
    target: Target
    allow: int = 0
    deny: int = 0


@dataclass(frozen=True)
class Policy:
    """What the host lets the dead and the spectators read (they never write but where they
    belong: the dead in the dead channel)."""

    dead_read_private: bool = True  # the dead read every seat's and group's channel
    spectators_read_town: bool = True
    spectators_read_private: bool = False  # and the dead channel
    dead_read_town: bool = True
    # rule-conspiracy-channels.2: the game's ``conspiracy_readers`` option: the dead read the
    # conspiracy channels (``dead``: who of them, their views say) and the spectators too
    # (``spectators``)
    dead_read_conspiracies: bool = False
    spectators_read_conspiracies: bool = False


@dataclass(frozen=True)
class ChannelPlan:
    key: str  # stable within the game: town, host, dead, group:NAME, seat:NAME
    name: str  # as Discord shows it
    topic: str
    category: int  # which of the game's categories it is in
    overwrites: tuple[Overwrite, ...]

    def overwrite(self, target: Target) -> Overwrite | None:
        for o in self.overwrites:
            if o.target == target:
                return o
        return None


@dataclass(frozen=True)
class GamePlan:
    categories: tuple[str, ...]
    channels: tuple[ChannelPlan, ...]

    def channel(self, key: str) -> ChannelPlan:
        for c in self.channels:
            if c.key == key:
                return c
        raise KeyError(key)

    @property
    def count(self) -> int:
        """Channels it takes on the guild, its categories included."""
        return len(self.categories) + len(self.channels)


_NOT_IN_NAME = re.compile(r"[\s/\\#@:`*~|<>]+")


def channel_name(text: str) -> str:
    """A text channel's name as Discord keeps it: lower case, words joined by hyphens."""
    name = _NOT_IN_NAME.sub("-", text.strip().lower()).strip("-")
    return (name or "channel")[:MAX_NAME]


def _groups(views: Mapping[str, JSON]) -> dict[str, dict[str, tuple[bool, bool]]]:
    """Every channel the seats' views name other than the town square and the dead channel,
    with the seats that may read it, whether each may write and whether each reads it from
    its start (in the order first named). A conspiracy channel's reader whose
    view lacks its opening (a late invitee) reads it only from when they were let in."""
    out: dict[str, dict[str, tuple[bool, bool]]] = {}
    for name, view in views.items():
        for ch in view.get("channels", []):
            cname = str(ch["name"])
            if cname in (TOWN_SQUARE, DEAD_CHANNEL):
                continue
            members = out.setdefault(cname, {})
            whole = not cname.startswith(CONSPIRACY_MARK) or any(
                m.get("key") == OPENED for m in ch.get("messages") or []
            )
            writes, had = members.get(name, (False, False))
            members[name] = (writes or bool(ch.get("writable")), had or whole)
    return out


def _member(name: str, writes: bool, whole: bool) -> Overwrite:
    """A channel's member: writing or only reading, and (on Discord: no Read
    Message History, so nothing said before they were let in shows) from its start or not."""
    history = 0 if whole else READ_MESSAGE_HISTORY
    if writes:
        return Overwrite(seat(name), allow=WRITE & ~history, deny=history)
    return Overwrite(seat(name), allow=READ & ~history, deny=NO_WRITE | history)


def plan(
    label: str,
    summary: JSON,
    views: Mapping[str, JSON],
    policy: Policy = Policy(),
    placed: Mapping[str, int] | None = None,
    lang: str = DEFAULT,
) -> GamePlan:
    """The channels of a game and their overwrites, from its ``summary`` (the seats, alive or
    dead) and the seats' ``views`` (the channels each may read and write). ``placed`` keeps the
    channels already made in the categories they are in; a new channel goes into the first
    category with room, or a new one. The channels' topics are in ``lang``, the language of
    the game's shared channels."""
    seats = [(str(s["name"]), bool(s["alive"]), int(s["seat"])) for s in summary["seats"]]
    alive = [n for n, a, _ in seats if a]
    dead = [n for n, a, _ in seats if not a]
    base = (Overwrite(EVERYONE, deny=VIEW_CHANNEL), Overwrite(ADAPTER, allow=ADAPTER_ALLOW))
    host_reads = Overwrite(HOST, allow=READ, deny=NO_WRITE)
    wanted: list[tuple[str, str, str, list[Overwrite]]] = []

    def readers(names: Iterable[str]) -> list[Overwrite]:
        return [Overwrite(seat(n), allow=READ, deny=NO_WRITE) for n in names]

    town = [Overwrite(HOST, allow=WRITE)]
    town += [Overwrite(seat(n), allow=WRITE) for n in alive]
    town += readers(dead) if policy.dead_read_town else []
    if policy.spectators_read_town:
        town.append(Overwrite(SPECTATORS, allow=READ, deny=NO_WRITE))
    wanted.append(("town", TOWN_SQUARE, say("plan.town", lang), town))
    wanted.append(
        (
            "host",
            "host",
            say("plan.host", lang),
            [Overwrite(HOST, allow=WRITE)],
        )
    )
    watchers = (
        [Overwrite(SPECTATORS, allow=READ, deny=NO_WRITE)]
        if (policy.spectators_read_private)
        else []
    )
    dead_ch = [host_reads, *[Overwrite(seat(n), allow=WRITE) for n in dead], *watchers]
    wanted.append(("dead", DEAD_CHANNEL, say("plan.dead", lang), dead_ch))
    for gname, members in _groups(views).items():
        # rule-conspiracy-channels.2: a conspiracy channel is read by its members (a dead one
        # reads, no longer writes), the host, and the dead or the spectators only as the
        # game's options say (the views say which of the dead; the policy, the spectators)
        secret = gname.startswith(CONSPIRACY_MARK)
        ows = [host_reads]
        for n, _a, _s in seats:
            if n in members:
                ows.append(_member(n, *members[n]))
            elif n in dead and policy.dead_read_private and not secret:
                ows.extend(readers([n]))
        if not secret:
            ows += watchers
            topic = say("plan.group", lang, group=group_words(gname, lang))
        else:
            if policy.spectators_read_conspiracies:
                ows.append(Overwrite(SPECTATORS, allow=READ, deny=NO_WRITE))
            topic = cc_topic(policy, lang)
        wanted.append((f"group:{gname}", gname, topic, ows))
    for n, is_alive, _number in sorted(seats, key=lambda s: s[2]):
        own = (
            Overwrite(seat(n), allow=WRITE)
            if is_alive
            else Overwrite(seat(n), allow=READ, deny=NO_WRITE)
        )
        ows = [host_reads, own]
        if policy.dead_read_private:
            ows += readers(d for d in dead if d != n)
        ows += watchers
        wanted.append((f"seat:{n}", n, say("plan.seat", lang, name=n), ows))

    names: set[str] = set()
    placed = dict(placed or {})
    sizes: dict[int, int] = {}
    for c in placed.values():
        sizes[c] = sizes.get(c, 0) + 1
    channels: list[ChannelPlan] = []
    for key, shown, topic, ows in wanted:
        name = channel_name(shown)
        if name in names:  # a seat named like another channel
            name = channel_name(f"{shown}-{key.split(':')[0]}-{len(names)}")
        names.add(name)
        if key in placed:
            cat = placed[key]
        else:
            cat = 0
            while sizes.get(cat, 0) >= MAX_PER_CATEGORY:
                cat += 1
            sizes[cat] = sizes.get(cat, 0) + 1
            placed[key] = cat
        channels.append(ChannelPlan(key, name, topic, cat, (*base, *ows)))
    count = max(c.category for c in channels) + 1
    categories = tuple(
        f"werewolves {label}" if i == 0 else f"werewolves {label} ({i + 1})" for i in range(count)
    )
    return GamePlan(tuple(c[:MAX_NAME] for c in categories), tuple(channels))


def with_setup(policy: Policy, setup: JSON) -> Policy:
    """The policy of a game made with ``setup``: rule-conspiracy-channels.2, who besides its
    members reads a conspiracy channel is the setup's ``conspiracy_readers`` option."""
    readers = str((setup.get("options") or {}).get("conspiracy_readers") or "members")
    return replace(
        policy,
        dead_read_conspiracies=readers in ("dead", "spectators"),
        spectators_read_conspiracies=readers == "spectators",
    )


def cc_topic(policy: Policy, lang: str = DEFAULT) -> str:
    """A conspiracy channel's topic: who reads it."""
    who = "members"
    if policy.spectators_read_conspiracies:
        who = "spectators"
    elif policy.dead_read_conspiracies:
        who = "dead"
    return say("cc.topic", lang, watchers=say(f"cc.watchers.{who}", lang))


def room_problem(plan_: GamePlan, channels_on_guild: int, lang: str = DEFAULT) -> str | None:
    """Why the guild cannot take the game's channels (Discord's 500 a guild), or None."""
    need = plan_.count
    if channels_on_guild + need > MAX_PER_GUILD:
        free = max(MAX_PER_GUILD - channels_on_guild, 0)
        return say("plan.no_room", lang, need=need, free=free, most=MAX_PER_GUILD)
    return None


@dataclass(frozen=True)
class Change:
    """What applying a new plan does to one channel: create it, or set (or remove) the
    overwrites of some targets."""

    key: str
    create: bool = False
    set: tuple[Overwrite, ...] = ()
    remove: tuple[Target, ...] = ()
    category: int | None = None


class NoRoom(ValueError):
    """The guild has no room for a game's channels: ``message`` says how many it needs."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def changes(old: GamePlan | None, new: GamePlan) -> list[Change]:
    """The changes that turn the channels of ``old`` into those of ``new``: new channels,
    overwrites that differ (a death, a recruit, a role change), overwrites no longer wanted."""
    out: list[Change] = []
    before = {c.key: c for c in (old.channels if old else ())}
    for c in new.channels:
        prev = before.get(c.key)
        if prev is None:
            out.append(Change(c.key, create=True, set=c.overwrites, category=c.category))
            continue
        was = {o.target: o for o in prev.overwrites}
        now = {o.target: o for o in c.overwrites}
        set_ = tuple(o for t, o in now.items() if was.get(t) != o)
        gone = tuple(sorted(t for t in was if t not in now))
        if set_ or gone:
            out.append(Change(c.key, set=set_, remove=gone))
    return out


@dataclass
class Seating:
    """Which Discord member plays which seat, and the other ids an overwrite needs."""

    members: dict[str, int] = field(default_factory=dict)  # seat name -> member id
    everyone: int = 0  # the guild's @everyone role (its id is the guild's)
    adapter: int = 0
    host: int = 0
    spectators: int | None = None  # a role


def discord_overwrites(ows: Sequence[Overwrite], seating: Seating) -> list[JSON]:
    """Overwrites as Discord's channel payload takes them (``type`` 0 a role, 1 a member);
    those for a seat nobody took (a bot plays it) or a role not made are left out."""
    out: list[JSON] = []
    for o in ows:
        kind, ident = 1, None
        if o.target == EVERYONE:
            kind, ident = 0, seating.everyone
        elif o.target == ADAPTER:
            ident = seating.adapter
        elif o.target == HOST:
            ident = seating.host or None
        elif o.target == SPECTATORS:
            kind, ident = 0, seating.spectators
        else:
            ident = seating.members.get(o.target.name)
        if ident is None:
            continue
        out.append({"id": str(ident), "type": kind, "allow": str(o.allow), "deny": str(o.deny)})
    return out


__all__ = [
    "ADAPTER_ALLOW",
    "INVITE_PERMISSIONS",
    "INVITE_REASONS",
    "MAX_PER_CATEGORY",
    "ChannelPlan",
    "GamePlan",
    "Overwrite",
    "Policy",
    "Seating",
    "Target",
    "changes",
    "channel_name",
    "discord_overwrites",
    "plan",
    "room_problem",
]

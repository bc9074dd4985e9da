"""The adapter's own store: a SQLite file of what it needs to resume.

It holds which Discord channel and category belong to which game (and which channel to which
seat), which member plays which seat, and per channel where its rendering stands: the last
message sent (the events it covered and which piece of them) and the message in flight (noted
before it is sent, cleared once Discord answered). A restart renders exactly what is left:
the message in flight again, with the nonce it had (Discord keeps one message when it arrived
before the crash), then everything after it. It never holds a player's secret: the adapter
acts for the seats with its own credential, which is the only secret here.
"""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import dataclass
from pathlib import Path

SCHEMA = """
create table if not exists meta (key text primary key, value text not null);
create table if not exists games (
    game_id text primary key, guild_id integer not null, label text not null,
    service_url text not null, host_member integer, created_at real not null
);
create table if not exists channels (
    channel_id integer primary key, game_id text not null, key text not null,
    category integer not null, unique (game_id, key)
);
create table if not exists categories (
    game_id text not null, idx integer not null, channel_id integer not null,
    primary key (game_id, idx)
);
create table if not exists seats (
    game_id text not null, seat text not null, member_id integer not null,
    primary key (game_id, seat)
);
create table if not exists cursors (
    channel_id integer primary key, epoch integer not null, event integer not null,
    part integer not null, done integer not null
);
create table if not exists lobbies (
    message_id integer primary key, guild_id integer not null, channel_id integer not null,
    host_member integer not null, host_name text not null, label text not null, game_id text
);
create table if not exists lobby_members (
    message_id integer not null, member_id integer not null, name text not null,
    joined integer not null, primary key (message_id, member_id)
);
create table if not exists inflight (
    channel_id integer primary key, epoch integer not null, first integer not null,
    last integer not null, part integer not null, nonce text not null
);
"""


@dataclass(frozen=True)
class Cursor:
    """Where a channel's rendering stands: the last message sent covered events up to
    ``event`` and was piece ``part`` of them; ``done``: it was their last piece."""

    epoch: int = 0
    event: int = -1
    part: int = 0
    done: bool = True


@dataclass(frozen=True)
class InFlight:
    epoch: int
    first: int
    last: int
    part: int
    nonce: str


@dataclass(frozen=True)
class Lobby:
    guild_id: int
    channel_id: int
    host: int
    host_name: str
    label: str
    game_id: str | None  # once started


@dataclass(frozen=True)
class ChannelInfo:
    channel_id: int
    game_id: str
    key: str
    category: int


class AdapterStore:
    """The adapter's SQLite file (``:memory:`` for tests). Each method is one transaction."""

    def __init__(self, path: str | Path) -> None:
        self.path = str(path)
        self._lock = threading.Lock()
        self._db = sqlite3.connect(self.path, check_same_thread=False, isolation_level=None)
        self._db.execute("pragma journal_mode=wal")
        self._db.execute("pragma synchronous=full")
        self._db.executescript(SCHEMA)

    def close(self) -> None:
        self._db.close()

    def _write(self, sql: str, *args: object) -> None:
        with self._lock:
            self._db.execute("begin immediate")
            try:
                self._db.execute(sql, args)
                self._db.execute("commit")
            except BaseException:
                self._db.execute("rollback")
                raise

    def _one(self, sql: str, *args: object) -> tuple[object, ...] | None:
        with self._lock:
            row = self._db.execute(sql, args).fetchone()
        return None if row is None else tuple(row)

    # ---------------------------------------------------------------- the credential

    def get(self, key: str) -> str | None:
        row = self._one("select value from meta where key = ?", key)
        return None if row is None else str(row[0])

    def put(self, key: str, value: str) -> None:
        self._write("insert or replace into meta (key, value) values (?, ?)", key, value)

    def forget(self, note: str) -> None:
        """Forget a note and every note under it (``note/…``): what was sent in a channel
        that is gone, so it is sent again in the one made in its place."""
        with self._lock:
            keys = [str(k) for (k,) in self._db.execute("select key from meta").fetchall()]
        for key in keys:
            if key == note or key.startswith(note + "/"):
                self._write("delete from meta where key = ?", key)

    # ---------------------------------------------------------------- games and channels

    def add_game(
        self, game_id: str, guild_id: int, label: str, service_url: str, at: float
    ) -> None:
        self._write(
            "insert or ignore into games (game_id, guild_id, label, service_url, created_at)"
            " values (?, ?, ?, ?, ?)",
            game_id,
            guild_id,
            label,
            service_url,
            at,
        )

    def games(self) -> list[tuple[str, int, str]]:
        with self._lock:
            rows = self._db.execute(
                "select game_id, guild_id, label from games order by created_at, game_id"
            ).fetchall()
        return [(str(g), int(u), str(lbl)) for g, u, lbl in rows]

    def set_host(self, game_id: str, member: int) -> None:
        self._write("update games set host_member = ? where game_id = ?", member, game_id)

    def host_of(self, game_id: str) -> int | None:
        row = self._one("select host_member from games where game_id = ?", game_id)
        return None if row is None or row[0] is None else int(str(row[0]))

    def add_category(self, game_id: str, idx: int, channel_id: int) -> None:
        self._write(
            "insert or replace into categories (game_id, idx, channel_id) values (?, ?, ?)",
            game_id,
            idx,
            channel_id,
        )

    def categories(self, game_id: str) -> dict[int, int]:
        with self._lock:
            rows = self._db.execute(
                "select idx, channel_id from categories where game_id = ?", (game_id,)
            ).fetchall()
        return {int(i): int(c) for i, c in rows}

    def add_channel(self, channel_id: int, game_id: str, key: str, category: int) -> None:
        self._write(
            "insert or replace into channels (channel_id, game_id, key, category)"
            " values (?, ?, ?, ?)",
            channel_id,
            game_id,
            key,
            category,
        )

    def channels(self, game_id: str) -> dict[str, ChannelInfo]:
        with self._lock:
            rows = self._db.execute(
                "select channel_id, game_id, key, category from channels where game_id = ?",
                (game_id,),
            ).fetchall()
        return {str(k): ChannelInfo(int(c), str(g), str(k), int(n)) for c, g, k, n in rows}

    def channel(self, channel_id: int) -> ChannelInfo | None:
        row = self._one(
            "select channel_id, game_id, key, category from channels where channel_id = ?",
            channel_id,
        )
        if row is None:
            return None
        c, g, k, n = row
        return ChannelInfo(int(str(c)), str(g), str(k), int(str(n)))

    def drop_channel(self, channel_id: int) -> Cursor:
        """A channel Discord no longer has (an admin deleted it): forgotten, with its cursor
        and its message in flight; returns where its rendering stood."""
        where = self.cursor(channel_id)
        with self._lock:
            self._db.execute("begin immediate")
            try:
                for table in ("channels", "cursors", "inflight"):
                    self._db.execute(f"delete from {table} where channel_id = ?", (channel_id,))
                self._db.execute("commit")
            except BaseException:
                self._db.execute("rollback")
                raise
        return where

    def seat_member(self, game_id: str, seat: str, member_id: int) -> None:
        self._write(
            "insert or replace into seats (game_id, seat, member_id) values (?, ?, ?)",
            game_id,
            seat,
            member_id,
        )

    def seats(self, game_id: str) -> dict[str, int]:
        with self._lock:
            rows = self._db.execute(
                "select seat, member_id from seats where game_id = ?", (game_id,)
            ).fetchall()
        return {str(s): int(m) for s, m in rows}

    def seat_of(self, game_id: str, member_id: int) -> str | None:
        row = self._one(
            "select seat from seats where game_id = ? and member_id = ?", game_id, member_id
        )
        return None if row is None else str(row[0])

    def finish(self, game_id: str, done: bool) -> None:
        """Note a game as finished (its outcome told: the adapter stops following it), or as
        followed again (the host undid its end from Discord)."""
        if done:
            self.put(f"finished/{game_id}", "1")
        else:
            self._write("delete from meta where key = ?", f"finished/{game_id}")

    def finished(self, game_id: str) -> bool:
        return self.get(f"finished/{game_id}") is not None

    # ---------------------------------------------------------------- lobbies

    def add_lobby(
        self, message_id: int, guild_id: int, channel_id: int, host: tuple[int, str], label: str
    ) -> None:
        self._write(
            "insert or replace into lobbies"
            " (message_id, guild_id, channel_id, host_member, host_name, label)"
            " values (?, ?, ?, ?, ?, ?)",
            message_id,
            guild_id,
            channel_id,
            host[0],
            host[1],
            label,
        )

    def lobby(self, message_id: int) -> Lobby | None:
        row = self._one(
            "select guild_id, channel_id, host_member, host_name, label, game_id from lobbies"
            " where message_id = ?",
            message_id,
        )
        if row is None:
            return None
        g, c, h, hn, lbl, game = row
        return Lobby(
            int(str(g)),
            int(str(c)),
            int(str(h)),
            str(hn),
            str(lbl),
            None if game is None else str(game),
        )

    def lobby_started(self, message_id: int, game_id: str) -> None:
        self._write("update lobbies set game_id = ? where message_id = ?", game_id, message_id)

    def join_lobby(self, message_id: int, member_id: int, name: str) -> bool:
        """Whether the member joined now (False: already in it)."""
        with self._lock:
            row = self._db.execute(
                "select count(*), max(joined) from lobby_members where message_id = ?",
                (message_id,),
            ).fetchone()
            there = self._db.execute(
                "select 1 from lobby_members where message_id = ? and member_id = ?",
                (message_id, member_id),
            ).fetchone()
        if there is not None:
            return False
        self._write(
            "insert into lobby_members (message_id, member_id, name, joined) values (?, ?, ?, ?)",
            message_id,
            member_id,
            name,
            int(row[1] or 0) + 1,
        )
        return True

    def leave_lobby(self, message_id: int, member_id: int) -> bool:
        with self._lock:
            there = self._db.execute(
                "select 1 from lobby_members where message_id = ? and member_id = ?",
                (message_id, member_id),
            ).fetchone()
        if there is None:
            return False
        self._write(
            "delete from lobby_members where message_id = ? and member_id = ?",
            message_id,
            member_id,
        )
        return True

    def rename_in_lobby(self, message_id: int, member_id: int, name: str) -> None:
        """The game name a member of a lobby plays under, changed (``/lobby name:``)."""
        self._write(
            "update lobby_members set name = ? where message_id = ? and member_id = ?",
            name,
            message_id,
            member_id,
        )

    def open_lobbies(self, channel_id: int) -> list[int]:
        """The lobbies of a channel whose game has not begun, the latest first."""
        with self._lock:
            rows = self._db.execute(
                "select message_id from lobbies where channel_id = ? and game_id is null"
                " order by message_id desc",
                (channel_id,),
            ).fetchall()
        return [int(m) for (m,) in rows]

    def lobby_members(self, message_id: int) -> list[tuple[int, str]]:
        """The members of a lobby in the order they joined, with the names they play under."""
        with self._lock:
            rows = self._db.execute(
                "select member_id, name from lobby_members where message_id = ? order by joined",
                (message_id,),
            ).fetchall()
        return [(int(m), str(n)) for m, n in rows]

    # ---------------------------------------------------------------- rendering

    def cursor(self, channel_id: int) -> Cursor:
        row = self._one(
            "select epoch, event, part, done from cursors where channel_id = ?", channel_id
        )
        if row is None:
            return Cursor()
        e, ev, p, d = row
        return Cursor(int(str(e)), int(str(ev)), int(str(p)), bool(d))

    def in_flight(self, channel_id: int) -> InFlight | None:
        row = self._one(
            "select epoch, first, last, part, nonce from inflight where channel_id = ?",
            channel_id,
        )
        if row is None:
            return None
        e, f, la, p, n = row
        return InFlight(int(str(e)), int(str(f)), int(str(la)), int(str(p)), str(n))

    def begin(self, channel_id: int, flight: InFlight) -> None:
        """Note the message about to be sent (before it is sent)."""
        self._write(
            "insert or replace into inflight (channel_id, epoch, first, last, part, nonce)"
            " values (?, ?, ?, ?, ?, ?)",
            channel_id,
            flight.epoch,
            flight.first,
            flight.last,
            flight.part,
            flight.nonce,
        )

    def sent(self, channel_id: int, cursor: Cursor) -> None:
        """Discord answered: the message is in the channel; the cursor moves on and nothing is
        in flight, in one transaction."""
        with self._lock:
            self._db.execute("begin immediate")
            try:
                self._db.execute("delete from inflight where channel_id = ?", (channel_id,))
                self._db.execute(
                    "insert or replace into cursors (channel_id, epoch, event, part, done)"
                    " values (?, ?, ?, ?, ?)",
                    (channel_id, cursor.epoch, cursor.event, cursor.part, int(cursor.done)),
                )
                self._db.execute("commit")
            except BaseException:
                self._db.execute("rollback")
                raise


__all__ = ["AdapterStore", "ChannelInfo", "Cursor", "InFlight", "Lobby"]

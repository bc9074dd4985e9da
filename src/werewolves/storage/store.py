"""The event store: games as setup + seed + rules version + an ordered command log.

Everything here is synchronous SQLAlchemy 2 and runs in worker threads of the server. Every
write is one transaction. :meth:`Store.append` adds one command at the version the caller
expects and fails with :class:`Conflict` when another writer got there first, so a game's log
is a single order even with several server processes on one PostgreSQL database.

>>> store = Store("sqlite://")
>>> store.create_game(NewGame("g1", 0.0, "v", {"players": []}, 7, {}), [])
>>> store.append("g1", 0, {"op": "advance"}, at=1.0, deadline=None, over=False)
1
>>> store.append("g1", 0, {"op": "advance"}, at=1.0, deadline=None, over=False)
Traceback (most recent call last):
...
werewolves.storage.store.Conflict: game g1 is at version 1, not 0
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import sqlite3
import threading
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from alembic import command as alembic_command
from alembic.config import Config
from sqlalchemy import Engine, create_engine, event, insert, select, update
from sqlalchemy.engine import make_url
from sqlalchemy.exc import IntegrityError
from sqlalchemy.orm import Session, sessionmaker
from sqlalchemy.pool import StaticPool

from .models import CommandRow, GameRow, NoteRow, SnapshotRow, TokenRow

MIGRATIONS = Path(__file__).resolve().parent / "migrations"


class Conflict(Exception):
    """Another command was appended to the game first: reload and try again."""


class StoreError(Exception):
    """The database cannot be used (a sentence for the operator)."""


@dataclass(frozen=True)
class NewGame:
    id: str
    created_at: float
    rules_version: str
    setup: dict[str, Any]
    seed: int
    settings: dict[str, Any]
    # Recorded beside the rules version: the hash of the setup's custom roles
    roles_hash: str | None = None


@dataclass(frozen=True)
class GameRecord:
    """A game's row: what it was created with, and where its log stands."""

    id: str
    created_at: float
    rules_version: str
    setup: dict[str, Any]
    seed: int
    settings: dict[str, Any]
    version: int
    deadline: float | None
    over: bool
    # the game as it stood once over, as played (JSON text: version, rules_version, snapshot)
    final: str | None = None
    roles_hash: str | None = None  # the custom roles' content hash, as created (None: none)


@dataclass(frozen=True)
class StoredCommand:
    seq: int
    at: float
    body: dict[str, Any]
    effect: str | None = None  # what it did to the event stream, as committed (None: not kept)


@dataclass(frozen=True)
class TokenInfo:
    game_id: str
    kind: str
    seat: str | None
    revoked: bool


def digest(secret: str) -> str:
    """What is stored of a link's secret: its SHA-256 (secrets are 192 random bits, so a fast
    hash is enough: nothing can be guessed from it)."""
    return hashlib.sha256(secret.encode("utf-8", "surrogatepass")).hexdigest()


SQLITE_SYNC = ("FULL", "NORMAL")


def _sqlite_sync() -> str:
    """``$WEREWOLVES_SQLITE_SYNC``: FULL (the default) makes every committed command survive a
    power loss; NORMAL keeps it through any crash of the server but may lose the last commands
    if the machine itself loses power (docs/hosting.md)."""
    value = os.environ.get("WEREWOLVES_SQLITE_SYNC", "FULL").upper()
    if value not in SQLITE_SYNC:
        raise StoreError(f"WEREWOLVES_SQLITE_SYNC must be FULL or NORMAL, not '{value}'")
    return value


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    # WAL: readers never block the writer; the sync level: see _sqlite_sync
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute(f"PRAGMA synchronous={_sqlite_sync()}")
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=10000")
    cur.close()


def _sqlite_autocommit_driver(dbapi_connection: Any, _record: Any) -> None:
    # pysqlite's own transactions start only before INSERT/UPDATE/DELETE, so DDL (a migration)
    # ran outside any transaction and a crash in the middle left half a schema that no later
    # start could migrate; SQLAlchemy's "begin" below emits a real BEGIN for every transaction
    dbapi_connection.isolation_level = None


def _sqlite_begin(conn: Any) -> None:
    conn.exec_driver_sql("BEGIN")


def open_engine(url: str) -> Engine:
    """An SQLAlchemy engine for ``url`` (``sqlite:///path`` or ``postgresql+psycopg://…``); a
    SQLite file's folder is created when missing."""
    try:
        parsed = make_url(url)
    except Exception as e:
        raise StoreError(f"'{url}' is not a database URL ({e})") from None
    if parsed.get_backend_name() == "sqlite":
        _sqlite_sync()  # a wrong setting is refused at start, not at the first connection
        path = parsed.database
        if path and path != ":memory:":
            Path(path).expanduser().parent.mkdir(parents=True, exist_ok=True)
            engine = create_engine(url, connect_args={"check_same_thread": False, "timeout": 10})
            event.listen(engine, "connect", _sqlite_autocommit_driver)
            event.listen(engine, "begin", _sqlite_begin)
        else:  # one in-memory database shared by every thread (tests)
            engine = create_engine(
                "sqlite://", connect_args={"check_same_thread": False}, poolclass=StaticPool
            )
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    if parsed.get_backend_name() == "postgresql":
        return create_engine(url, pool_size=10, max_overflow=20, pool_pre_ping=True)
    raise StoreError(
        f"the database URL must start with sqlite:/// or postgresql+psycopg://, not '{url}'"
    )


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest migration (idempotent; run on every start)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as conn:
        cfg.attributes["connection"] = conn
        alembic_command.upgrade(cfg, "head")


class Store:
    """The game database. Thread-safe: every method opens its own session."""

    def __init__(self, url: str, *, run_migrations: bool = True) -> None:
        self.url = url
        self.engine = open_engine(url)
        if run_migrations:
            migrate(self.engine)
        self._session = sessionmaker(self.engine, expire_on_commit=False)
        # SQLite has one writer at a time: this process's writes take turns here, where a
        # waiter is woken the moment the write before it ends, instead of in SQLite's busy
        # handler, which sleeps and retries (other processes still meet it)
        self._writing: contextlib.AbstractContextManager[Any] = (
            threading.Lock() if self.engine.dialect.name == "sqlite" else contextlib.nullcontext()
        )
        if isinstance(self.engine.pool, StaticPool):
            self._serialize()

    def _serialize(self) -> None:
        """An in-memory database is one connection shared by every thread: its methods take
        turns, or two threads would open a transaction on it at once."""
        lock = threading.RLock()
        for name in dir(Store):
            method = getattr(Store, name)
            if name.startswith("_") or not callable(method) or name == "close":
                continue

            setattr(self, name, _locked(getattr(self, name), lock))

    def close(self) -> None:
        self.engine.dispose()

    def _open(self) -> Session:
        return self._session()

    # ------------------------------------------------------------------ games

    def create_game(self, game: NewGame, tokens: list[tuple[str, str, str | None]]) -> None:
        """Store a new game and its links' digests ``(digest, kind, seat)``, in one transaction."""
        with self._writing, self._open() as s, s.begin():
            s.add(
                GameRow(
                    id=game.id,
                    created_at=game.created_at,
                    rules_version=game.rules_version,
                    setup=game.setup,
                    seed=game.seed,
                    settings=game.settings,
                    version=0,
                    deadline=None,
                    over=False,
                    roles_hash=game.roles_hash,
                )
            )
            s.flush()
            for dig, kind, seat in tokens:
                s.add(
                    TokenRow(
                        digest=dig,
                        game_id=game.id,
                        kind=kind,
                        seat=seat,
                        revoked=False,
                        created_at=game.created_at,
                    )
                )

    def game(self, game_id: str) -> GameRecord | None:
        with self._open() as s:
            row = s.get(GameRow, game_id)
            if row is None:
                return None
            return GameRecord(
                row.id,
                row.created_at,
                row.rules_version,
                row.setup,
                row.seed,
                row.settings,
                row.version,
                row.deadline,
                row.over,
                row.final,
                row.roles_hash,
            )

    def version(self, game_id: str) -> int | None:
        with self._open() as s:
            return s.scalar(select(GameRow.version).where(GameRow.id == game_id))

    def versions(self, game_ids: list[str]) -> dict[str, int]:
        if not game_ids:
            return {}
        with self._open() as s:
            rows = s.execute(select(GameRow.id, GameRow.version).where(GameRow.id.in_(game_ids)))
            return {gid: v for gid, v in rows}

    def due(self, now: float, limit: int = 100) -> list[str]:
        """Unfinished games whose phase deadline has passed."""
        with self._open() as s:
            q = (
                select(GameRow.id)
                .where(GameRow.deadline.is_not(None), GameRow.deadline <= now)
                .where(GameRow.over.is_(False))
                .order_by(GameRow.deadline)
                .limit(limit)
            )
            return list(s.scalars(q))

    def game_ids(self) -> list[str]:
        with self._open() as s:
            return list(s.scalars(select(GameRow.id).order_by(GameRow.created_at)))

    def set_deadline(self, game_id: str, deadline: float | None) -> None:
        """Change when the timer loop next looks at the game (a derived field)."""
        with self._writing, self._open() as s, s.begin():
            s.execute(update(GameRow).where(GameRow.id == game_id).values(deadline=deadline))

    # ------------------------------------------------------------------ the log

    def commands(self, game_id: str, after: int = 0) -> list[StoredCommand]:
        with self._open() as s:
            q = (
                select(CommandRow)
                .where(CommandRow.game_id == game_id, CommandRow.seq > after)
                .order_by(CommandRow.seq)
            )
            return [StoredCommand(r.seq, r.at, r.body, r.effect) for r in s.scalars(q)]

    def upgrade_rules(self, game_id: str, version: int, rules_version: str) -> bool:
        """Record that the game, at ``version``, is played under ``rules_version`` from now on
        (its log replayed under them as it was played); False when the game moved on."""
        with self._writing, self._open() as s, s.begin():
            done = s.execute(
                update(GameRow)
                .where(GameRow.id == game_id, GameRow.version == version)
                .values(rules_version=rules_version)
            )
            return bool(done.rowcount == 1)  # type: ignore[attr-defined]

    def append(
        self,
        game_id: str,
        expected: int,
        body: dict[str, Any],
        *,
        at: float,
        deadline: float | None,
        over: bool,
        revoke_seat: str | None = None,
        new_token: tuple[str, str, str | None] | None = None,
        effect: str | None = None,
        final: str | None = None,
        rules_version: str | None = None,
    ) -> int:
        """Append ``body`` as command ``expected + 1`` of the game, with the game's derived
        fields after it, in one transaction (with the seat's links revoked and a new link's
        digest ``(digest, kind, seat)`` added, when the command asks for it; with what the
        command did to the event stream (``effect``), the game as it stands when it is over
        (``final``) and the rules it is played under from now on (``rules_version``)). Raises
        :class:`Conflict` when the game is not at version ``expected`` (another writer came
        first); nothing is written then."""
        item = Append(
            game_id,
            expected,
            body,
            at,
            deadline,
            over,
            revoke_seat,
            new_token,
            effect,
            final,
            rules_version,
        )
        got = self.append_many([item])[0]
        if isinstance(got, Conflict):
            raise got
        return got

    def append_many(self, items: Sequence[Append]) -> list[int | Conflict]:
        """Each item appended as :meth:`append` appends it, all in one transaction: one commit
        (one fsync) for commands of several games that arrived together, a group commit. An
        item whose game is not at its expected version gets its :class:`Conflict` in the list
        and writes nothing; the others' new versions are listed. Any other failure writes
        nothing at all and is raised (a :class:`Conflict` when two writers raced for the same
        row)."""
        if not items:
            return []
        if self.engine.dialect.name == "sqlite":
            return self._append_sqlite(items)
        return self._append_core(items)

    def _append_sqlite(self, items: Sequence[Append]) -> list[int | Conflict]:
        # the hot path of every command: plain SQL on the driver's connection (SQLAlchemy's
        # statement building and caching cost three times the SQLite work)
        out: list[int | Conflict] = []
        raw = self.engine.raw_connection()
        try:
            db = raw.driver_connection
            assert db is not None
            with self._writing:
                db.execute("BEGIN")
                try:
                    for it in items:
                        out.append(_append_one_sqlite(db, it))
                    db.execute("COMMIT")
                except BaseException:
                    with contextlib.suppress(Exception):
                        db.execute("ROLLBACK")
                    raise
        except sqlite3.IntegrityError:  # the same seq written by a racing transaction
            raise _raced(items) from None
        finally:
            raw.close()
        return out

    def _append_core(self, items: Sequence[Append]) -> list[int | Conflict]:
        tables = GameRow.metadata.tables
        games, commands, tokens = tables["games"], tables["commands"], tables["tokens"]
        out: list[int | Conflict] = []
        try:
            with self._writing, self.engine.begin() as conn:
                # one game's rows in the order given; games in a fixed order, so that two
                # processes' batches never wait for each other's rows in a circle
                for it in sorted(items, key=lambda i: i.game_id):
                    bumped = conn.execute(
                        update(games)
                        .where(games.c.id == it.game_id, games.c.version == it.expected)
                        .values(version=it.expected + 1, deadline=it.deadline, over=it.over)
                    )
                    if bumped.rowcount != 1:
                        now = conn.scalar(select(games.c.version).where(games.c.id == it.game_id))
                        out.append(_conflict(it, now))
                        continue
                    conn.execute(
                        insert(commands).values(
                            game_id=it.game_id,
                            seq=it.expected + 1,
                            at=it.at,
                            body=it.body,
                            effect=it.effect,
                        )
                    )
                    if it.final is not None or it.rules_version is not None:
                        extra: dict[str, Any] = {}
                        if it.final is not None:
                            extra["final"] = it.final
                        if it.rules_version is not None:
                            extra["rules_version"] = it.rules_version
                        conn.execute(update(games).where(games.c.id == it.game_id).values(**extra))
                    if it.revoke_seat is not None:
                        conn.execute(
                            update(tokens)
                            .where(tokens.c.game_id == it.game_id, tokens.c.seat == it.revoke_seat)
                            .values(revoked=True)
                        )
                    if it.new_token is not None:
                        dig, kind, seat = it.new_token
                        conn.execute(
                            insert(tokens).values(
                                digest=dig,
                                game_id=it.game_id,
                                kind=kind,
                                seat=seat,
                                revoked=False,
                                created_at=it.at,
                            )
                        )
                    out.append(it.expected + 1)
        except IntegrityError:  # the same seq written by a racing transaction
            raise _raced(items) from None
        # the answers in the order of the items
        order = sorted(range(len(items)), key=lambda i: items[i].game_id)
        answers: list[int | Conflict] = [0] * len(items)
        for pos, i in enumerate(order):
            answers[i] = out[pos]
        return answers

    # ------------------------------------------------------------------ tokens

    def add_token(self, dig: str, game_id: str, kind: str, seat: str | None, at: float) -> None:
        with self._writing, self._open() as s, s.begin():
            s.add(
                TokenRow(
                    digest=dig, game_id=game_id, kind=kind, seat=seat, revoked=False, created_at=at
                )
            )

    def revoke_seat(self, game_id: str, seat: str) -> None:
        """Every link of that seat stops working."""
        with self._writing, self._open() as s, s.begin():
            s.execute(
                update(TokenRow)
                .where(TokenRow.game_id == game_id, TokenRow.seat == seat)
                .values(revoked=True)
            )

    def token(self, dig: str) -> TokenInfo | None:
        with self._open() as s:
            row = s.get(TokenRow, dig)
            if row is None:
                return None
            return TokenInfo(row.game_id, row.kind, row.seat, row.revoked)

    # ------------------------------------------------------------------ players' notes

    def notes(self, dig: str) -> str:
        """The private notes kept for the link whose secret has digest ``dig`` ('' if none)."""
        with self._open() as s:
            row = s.get(NoteRow, dig)
            return "" if row is None else row.text

    def set_notes(self, dig: str, game_id: str, seat: str, text: str, at: float) -> None:
        """Keep ``text`` as the notes of the link with digest ``dig`` (one statement that
        writes first, an upsert, as :meth:`save_snapshot` does)."""
        table = NoteRow.metadata.tables["notes"]
        values = {"digest": dig, "game_id": game_id, "seat": seat, "text": text, "updated_at": at}
        stmt: Any
        if self.engine.dialect.name == "postgresql":
            from sqlalchemy.dialects import postgresql

            stmt = postgresql.insert(table).values(**values)
        else:
            from sqlalchemy.dialects import sqlite

            stmt = sqlite.insert(table).values(**values)
        stmt = stmt.on_conflict_do_update(
            index_elements=[table.c.digest],
            set_={"text": stmt.excluded.text, "updated_at": stmt.excluded.updated_at},
        )
        with self._writing, self.engine.begin() as conn:
            conn.execute(stmt)

    # ------------------------------------------------------------------ snapshots (a cache)

    def save_snapshot(self, game_id: str, version: int, rules_version: str, data: str) -> None:
        """Keep a snapshot of the game at ``version`` (never required: a lost or stale snapshot
        only means a longer replay). One statement that writes first (an upsert that keeps the
        newer snapshot): on SQLite a transaction that reads before it writes cannot wait for
        another writer and fails at once with "database is locked" (S6)."""
        table = GameRow.metadata.tables["snapshots"]
        values = {
            "game_id": game_id,
            "version": version,
            "rules_version": rules_version,
            "data": data,
        }
        stmt: Any
        if self.engine.dialect.name == "postgresql":
            from sqlalchemy.dialects import postgresql

            stmt = postgresql.insert(table).values(**values)
        else:
            from sqlalchemy.dialects import sqlite

            stmt = sqlite.insert(table).values(**values)
        stmt = stmt.on_conflict_do_update(
            index_elements=[table.c.game_id],
            set_={
                "version": stmt.excluded.version,
                "rules_version": stmt.excluded.rules_version,
                "data": stmt.excluded.data,
            },
            where=table.c.version < stmt.excluded.version,
        )
        with self._writing, self.engine.begin() as conn:
            conn.execute(stmt)

    def snapshot(self, game_id: str) -> tuple[int, str, str] | None:
        with self._open() as s:
            row = s.get(SnapshotRow, game_id)
            return None if row is None else (row.version, row.rules_version, row.data)

    def drop_snapshots(self) -> None:
        with self._writing, self._open() as s, s.begin():
            s.query(SnapshotRow).delete()


@dataclass(frozen=True)
class Append:
    """One command to add to a game's log, as :meth:`Store.append` takes it."""

    game_id: str
    expected: int
    body: dict[str, Any]
    at: float
    deadline: float | None
    over: bool
    revoke_seat: str | None = None
    new_token: tuple[str, str, str | None] | None = None
    effect: str | None = None  # what the command did to the event stream (LiveGame.effect)
    final: str | None = None  # the game once over (kept in games.final)
    rules_version: str | None = None  # the rules the game is played under from now on


def _raced(items: Sequence[Append]) -> Conflict:
    return Conflict(f"game {items[0].game_id} moved past version {items[0].expected}")


def _conflict(it: Append, now: int | None) -> Conflict:
    return Conflict(
        f"there is no game {it.game_id}"
        if now is None
        else f"game {it.game_id} is at version {now}, not {it.expected}"
    )


# the append as SQL (the tables of models.py; a test checks that the migrations make them)
_BUMP = "UPDATE games SET version = ?, deadline = ?, over = ? WHERE id = ? AND version = ?"
_VERSION = "SELECT version FROM games WHERE id = ?"
_INSERT = "INSERT INTO commands (game_id, seq, at, body, effect) VALUES (?, ?, ?, ?, ?)"
_FINAL = "UPDATE games SET final = ? WHERE id = ?"
_RULES = "UPDATE games SET rules_version = ? WHERE id = ?"
_REVOKE = "UPDATE tokens SET revoked = 1 WHERE game_id = ? AND seat = ?"
_TOKEN = (
    "INSERT INTO tokens (digest, game_id, kind, seat, revoked, created_at)"
    " VALUES (?, ?, ?, ?, 0, ?)"
)


def _append_one_sqlite(db: Any, it: Append) -> int | Conflict:
    bumped = db.execute(
        _BUMP, (it.expected + 1, it.deadline, 1 if it.over else 0, it.game_id, it.expected)
    )
    if bumped.rowcount != 1:
        row = db.execute(_VERSION, (it.game_id,)).fetchone()
        return _conflict(it, None if row is None else row[0])
    # the body as SQLAlchemy's JSON column writes it (json.dumps), so reads are unchanged
    db.execute(_INSERT, (it.game_id, it.expected + 1, it.at, json.dumps(it.body), it.effect))
    if it.final is not None:
        db.execute(_FINAL, (it.final, it.game_id))
    if it.rules_version is not None:
        db.execute(_RULES, (it.rules_version, it.game_id))
    if it.revoke_seat is not None:
        db.execute(_REVOKE, (it.game_id, it.revoke_seat))
    if it.new_token is not None:
        dig, kind, seat = it.new_token
        db.execute(_TOKEN, (dig, it.game_id, kind, seat, it.at))
    return it.expected + 1


def _locked(method: Any, lock: threading.RLock) -> Any:
    def guarded(*args: Any, **kw: Any) -> Any:
        with lock:
            return method(*args, **kw)

    return guarded


def default_url() -> str:
    """``sqlite:///<the user's data folder>/werewolves/games.sqlite3``, or ``$WEREWOLVES_DB``."""
    env = os.environ.get("WEREWOLVES_DB")
    if env:
        return env
    from platformdirs import user_data_dir

    return f"sqlite:///{Path(user_data_dir('werewolves', appauthor=False)) / 'games.sqlite3'}"

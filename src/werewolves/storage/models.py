"""The tables of the event store (SQLAlchemy 2, typed).

A game is its row in ``games`` (setup, seed, rules version, settings at creation) plus its ordered
rows in ``commands``: everything else is derived by replaying them. ``games.version`` is the
number of commands, bumped in the same transaction that appends one, which is how two server
processes sharing one database are kept from interleaving a game's commands (optimistic
concurrency). ``games.deadline`` and ``games.over`` are derived fields kept beside the version so
the timer loop can find due games without replaying every game. ``snapshots`` is a cache only:
deleting every row loses nothing. ``tokens`` holds the SHA-256 of each link's secret, never the
secret.

``commands.effect`` is what each command did to the game's event stream when it was committed
(JSON text, see ``LiveGame.effect``), and ``games.final`` the game as it stood after its last
command once it was over (a ``LiveGame`` snapshot with its version and rules version): what a
game opened under other rules is compared with, and what a finished game is shown as
(docs/hosting.md, "Upgrading"). Both are NULL for games stored before they were kept.

``notes`` holds players' private notes, outside every game's log.

The schema is created and changed only by the Alembic migrations in ``migrations/versions``; a
test checks that they produce exactly these tables.
"""

from __future__ import annotations

from typing import Any

from sqlalchemy import JSON, BigInteger, Boolean, Float, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column


class Base(DeclarativeBase):
    pass


class GameRow(Base):
    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    created_at: Mapped[float] = mapped_column(Float)
    rules_version: Mapped[str] = mapped_column(String(32))
    setup: Mapped[dict[str, Any]] = mapped_column(JSON)
    # a seed is at most 2**63 - 1 (the engine's check), which fits a signed 64-bit column
    seed: Mapped[int] = mapped_column(BigInteger)
    settings: Mapped[dict[str, Any]] = mapped_column(JSON)
    version: Mapped[int] = mapped_column(Integer, default=0)
    deadline: Mapped[float | None] = mapped_column(Float, nullable=True, index=True)
    over: Mapped[bool] = mapped_column(Boolean, default=False)
    final: Mapped[str | None] = mapped_column(Text, nullable=True)
    # The content hash of the custom roles in its setup (NULL: none)
    roles_hash: Mapped[str | None] = mapped_column(String(64), nullable=True)


class CommandRow(Base):
    __tablename__ = "commands"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    seq: Mapped[int] = mapped_column(Integer, primary_key=True)  # 1, 2, 3 … per game
    at: Mapped[float] = mapped_column(Float)
    body: Mapped[dict[str, Any]] = mapped_column(JSON)
    effect: Mapped[str | None] = mapped_column(Text, nullable=True)


class TokenRow(Base):
    __tablename__ = "tokens"

    digest: Mapped[str] = mapped_column(String(64), primary_key=True)  # sha256 hex of the secret
    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), index=True
    )
    kind: Mapped[str] = mapped_column(String(16))  # host | player | spectator
    seat: Mapped[str | None] = mapped_column(String(64), nullable=True)
    revoked: Mapped[bool] = mapped_column(Boolean, default=False)
    created_at: Mapped[float] = mapped_column(Float)


class SnapshotRow(Base):
    __tablename__ = "snapshots"

    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), primary_key=True
    )
    version: Mapped[int] = mapped_column(Integer)
    rules_version: Mapped[str] = mapped_column(String(32))
    data: Mapped[str] = mapped_column(Text)  # JSON text: the engine snapshot and service state


class NoteRow(Base):
    """A player's private notes: one text per seat's link, kept beside the
    game and never part of it: no command, no export, no review, no other link's view reads
    this table. Keyed by the link's digest, so only that link's secret reads or writes it (a
    substitute's new link starts with empty notes, ruling RM255)."""

    __tablename__ = "notes"

    digest: Mapped[str] = mapped_column(String(64), primary_key=True)  # the seat link's digest
    game_id: Mapped[str] = mapped_column(
        String(32), ForeignKey("games.id", ondelete="CASCADE"), index=True
    )
    seat: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text)
    updated_at: Mapped[float] = mapped_column(Float)

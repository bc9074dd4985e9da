"""The event store (SQLAlchemy 2 + Alembic): a game is its setup, seed, rules version and the
ordered log of accepted commands; snapshots are only a cache."""

from .store import (
    Append,
    Conflict,
    GameRecord,
    NewGame,
    Store,
    StoredCommand,
    StoreError,
    TokenInfo,
    default_url,
    digest,
)

__all__ = [
    "Append",
    "Conflict",
    "GameRecord",
    "NewGame",
    "Store",
    "StoreError",
    "StoredCommand",
    "TokenInfo",
    "default_url",
    "digest",
]

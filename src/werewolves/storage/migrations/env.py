"""Alembic's entry point for the event store's migrations.

The server runs them on start (:func:`werewolves.storage.store.migrate`), handing over its own
connection in ``config.attributes["connection"]``; there is no alembic.ini to keep in step.
"""

from __future__ import annotations

from alembic import context
from sqlalchemy import create_engine

from werewolves.storage.models import Base

config = context.config
target_metadata = Base.metadata

connection = config.attributes.get("connection")
if connection is not None:
    context.configure(connection=connection, target_metadata=target_metadata)
    with context.begin_transaction():
        context.run_migrations()
else:  # `alembic -x url=... upgrade head` from a shell, for operators
    url = context.get_x_argument(as_dictionary=True).get("url") or config.get_main_option(
        "sqlalchemy.url"
    )
    if not url:
        raise SystemExit("give the database: alembic -x url=sqlite:///games.sqlite3 upgrade head")
    engine = create_engine(url)
    with engine.connect() as conn:
        context.configure(connection=conn, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()

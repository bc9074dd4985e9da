"""What each command did and how a finished game ended: a game opened under
another rules version is compared with them, and a finished one is shown as it was played.

Revision ID: 0003
Revises: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None


def upgrade() -> None:
    # nullable columns: the games stored before keep NULL (nothing recorded to compare with)
    op.add_column("commands", sa.Column("effect", sa.Text(), nullable=True))
    op.add_column("games", sa.Column("final", sa.Text(), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("final")
    with op.batch_alter_table("commands") as batch:
        batch.drop_column("effect")

"""Route usage under a token limit: the tokens charged to it and the tokens answers reported.

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``route_usage.tokens_charged`` and ``tokens_reported`` (0 for every existing row)."""
    # Batch mode: SQLite cannot alter tables in place; PostgreSQL gets plain ALTER TABLE.
    with op.batch_alter_table("route_usage") as batch:
        batch.add_column(
            sa.Column("tokens_charged", sa.Integer(), nullable=False, server_default="0")
        )
        batch.add_column(
            sa.Column("tokens_reported", sa.Integer(), nullable=False, server_default="0")
        )


def downgrade() -> None:
    """Drop the token columns."""
    with op.batch_alter_table("route_usage") as batch:
        batch.drop_column("tokens_reported")
        batch.drop_column("tokens_charged")

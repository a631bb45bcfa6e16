"""A candidate's repair lineage: the position it revises, its round, the findings it fixed.

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``candidates.repair_of``, ``round`` (0 for every existing row) and ``fixed_findings``."""
    # Batch mode: SQLite cannot alter tables in place; PostgreSQL gets plain ALTER TABLE.
    with op.batch_alter_table("candidates") as batch:
        batch.add_column(sa.Column("repair_of", sa.Integer(), nullable=True))
        batch.add_column(sa.Column("round", sa.Integer(), nullable=False, server_default="0"))
        batch.add_column(sa.Column("fixed_findings", sa.JSON(), nullable=True))


def downgrade() -> None:
    """Drop the repair lineage columns."""
    with op.batch_alter_table("candidates") as batch:
        batch.drop_column("fixed_findings")
        batch.drop_column("round")
        batch.drop_column("repair_of")

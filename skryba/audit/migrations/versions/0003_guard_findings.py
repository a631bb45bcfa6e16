"""The protected-facts guard's report on each candidate.

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``candidates.guard``: the guard's report (passed, findings) as JSON, NULL if none."""
    with op.batch_alter_table("candidates") as batch:
        batch.add_column(sa.Column("guard", sa.JSON(), nullable=True))


def downgrade() -> None:
    """Drop ``candidates.guard``."""
    with op.batch_alter_table("candidates") as batch:
        batch.drop_column("guard")

"""A judge jury: each evaluation row names the juror model it asked.

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
# On main this follows "0003" (guard findings); set it so when merging.
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add ``evaluations.judge_model``; earlier rows had one judge, the run's."""
    with op.batch_alter_table("evaluations") as batch:
        batch.add_column(sa.Column("judge_model", sa.Text(), nullable=True))
    # Before this revision a run had a single judge, so its name is exact for the old rows.
    op.execute(
        "UPDATE evaluations SET judge_model = ("
        "SELECT runs.judge_model FROM passages JOIN runs ON runs.id = passages.run_id "
        "WHERE passages.id = evaluations.passage_id)"
    )


def downgrade() -> None:
    """Drop the juror column (a jury's rows stay, no longer told apart)."""
    with op.batch_alter_table("evaluations") as batch:
        batch.drop_column("judge_model")

"""Passage attempts: ``--retry-failed`` gives a failed passage a new row, the old one kept.

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Number each passage's attempts; link a retry to the attempt it replaces."""
    with op.batch_alter_table("passages") as batch:
        batch.add_column(sa.Column("attempt", sa.Integer(), nullable=False, server_default="1"))
        batch.add_column(sa.Column("retry_of", sa.String(36), nullable=True))
        batch.add_column(
            sa.Column("superseded", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.create_foreign_key(
            op.f("fk_passages_retry_of_passages"), "passages", ["retry_of"], ["id"]
        )
        batch.drop_constraint(op.f("uq_passages_run_id_document_passage_index"), type_="unique")
        batch.create_unique_constraint(
            op.f("uq_passages_run_id_document_passage_index_attempt"),
            ["run_id", "document", "passage_index", "attempt"],
        )


def downgrade() -> None:
    """Keep only the latest attempt of each passage and drop the attempt columns."""
    op.execute("DELETE FROM passages WHERE superseded")
    with op.batch_alter_table("passages") as batch:
        batch.drop_constraint(
            op.f("uq_passages_run_id_document_passage_index_attempt"), type_="unique"
        )
        batch.create_unique_constraint(
            op.f("uq_passages_run_id_document_passage_index"),
            ["run_id", "document", "passage_index"],
        )
        batch.drop_constraint(op.f("fk_passages_retry_of_passages"), type_="foreignkey")
        batch.drop_column("superseded")
        batch.drop_column("retry_of")
        batch.drop_column("attempt")

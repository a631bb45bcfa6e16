"""Detections remember the text they scored and the detector key, so an answer can be reused.

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Add text_sha256, detector_key and reused_from to detections, and the lookup index."""
    # Batch mode: SQLite cannot alter tables in place; PostgreSQL gets plain ALTER TABLE.
    with op.batch_alter_table("detections") as batch:
        batch.add_column(sa.Column("text_sha256", sa.String(64), nullable=True))
        batch.add_column(sa.Column("detector_key", sa.Text(), nullable=True))
        batch.add_column(sa.Column("reused_from", sa.String(36), nullable=True))
    op.create_index(
        "ix_detections_text_sha256_detector_key",
        "detections",
        ["text_sha256", "detector_key"],
    )


def downgrade() -> None:
    """Drop the reuse columns and their index."""
    op.drop_index("ix_detections_text_sha256_detector_key", table_name="detections")
    with op.batch_alter_table("detections") as batch:
        batch.drop_column("reused_from")
        batch.drop_column("detector_key")
        batch.drop_column("text_sha256")

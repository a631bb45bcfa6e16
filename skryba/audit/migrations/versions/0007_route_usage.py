"""Route usage: 429s, waits for the route's limit and Prefect round trips, per run part.

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    """Create route_usage."""
    op.create_table(
        "route_usage",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("run_id", sa.String(36), nullable=False),
        sa.Column("recorded_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("calls", sa.Integer(), nullable=False),
        sa.Column("http_429", sa.Integer(), nullable=False),
        sa.Column("waits", sa.Integer(), nullable=False),
        sa.Column("waited_s", sa.Float(), nullable=False),
        sa.Column("api_round_trips", sa.Integer(), nullable=False),
        sa.Column("shared", sa.Boolean(), nullable=False),
        sa.ForeignKeyConstraint(
            ["run_id"],
            ["runs.id"],
            name=op.f("fk_route_usage_run_id_runs"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_route_usage")),
    )
    op.create_index(op.f("ix_route_usage_run_id"), "route_usage", ["run_id"])


def downgrade() -> None:
    """Drop route_usage."""
    op.drop_index(op.f("ix_route_usage_run_id"), table_name="route_usage")
    op.drop_table("route_usage")

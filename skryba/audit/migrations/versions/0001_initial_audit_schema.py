"""Initial audit schema: runs, passages, candidates, evaluations, detections.

Revision ID: 0001
Revises:
Create Date: 2025-11-29
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _utc() -> sa.DateTime:
    return sa.DateTime(timezone=True)


def _call_metadata() -> list[sa.Column[object]]:
    # What the route reports for one chat-completion call.
    return [
        sa.Column("request_id", sa.Text(), nullable=True),
        sa.Column("model", sa.Text(), nullable=True),
        sa.Column("latency_s", sa.Float(), nullable=True),
        sa.Column("prompt_tokens", sa.Integer(), nullable=True),
        sa.Column("completion_tokens", sa.Integer(), nullable=True),
        sa.Column("finish_reason", sa.Text(), nullable=True),
    ]


def upgrade() -> None:
    """Create the five audit tables."""
    op.create_table(
        "runs",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("created_at", _utc(), nullable=False),
        sa.Column("finished_at", _utc(), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("parameters", sa.JSON(), nullable=False),
        sa.Column("profile", sa.JSON(), nullable=False),
        sa.Column("generator_model", sa.Text(), nullable=False),
        sa.Column("judge_model", sa.Text(), nullable=False),
        sa.Column("minimum_quality", sa.Float(), nullable=False),
        sa.Column("code_version", sa.Text(), nullable=False),
        sa.Column("warnings", sa.JSON(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_runs")),
        sa.CheckConstraint(
            "status IN ('running', 'completed', 'failed', 'interrupted')",
            name=op.f("ck_runs_status"),
        ),
    )
    op.create_table(
        "passages",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("run_id", sa.String(36), nullable=False),
        sa.Column("document", sa.Text(), nullable=False),
        sa.Column("passage_index", sa.Integer(), nullable=False),
        sa.Column("source_text", sa.Text(), nullable=False),
        sa.Column("started_at", _utc(), nullable=False),
        sa.Column("finished_at", _utc(), nullable=True),
        sa.Column("outcome", sa.String(16), nullable=True),
        sa.Column("chosen_text", sa.Text(), nullable=True),
        sa.Column("winner_position", sa.Integer(), nullable=True),
        sa.Column("quality_passed", sa.Boolean(), nullable=True),
        sa.Column("reason", sa.Text(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("result", sa.JSON(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_passages")),
        sa.ForeignKeyConstraint(
            ["run_id"], ["runs.id"], name=op.f("fk_passages_run_id_runs"), ondelete="CASCADE"
        ),
        sa.UniqueConstraint(
            "run_id",
            "document",
            "passage_index",
            name=op.f("uq_passages_run_id_document_passage_index"),
        ),
        sa.CheckConstraint(
            "outcome IN ('rewritten', 'source_fallback', 'refused', 'failed')",
            name=op.f("ck_passages_outcome"),
        ),
        sa.CheckConstraint(
            "(finished_at IS NULL) = (outcome IS NULL)",
            name=op.f("ck_passages_finished_has_outcome"),
        ),
    )
    op.create_index(op.f("ix_passages_run_id_finished_at"), "passages", ["run_id", "finished_at"])
    op.create_table(
        "candidates",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("passage_id", sa.String(36), nullable=False),
        sa.Column("position", sa.Integer(), nullable=False),
        sa.Column("text", sa.Text(), nullable=True),
        sa.Column("created_at", _utc(), nullable=False),
        *_call_metadata(),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_candidates")),
        sa.ForeignKeyConstraint(
            ["passage_id"],
            ["passages.id"],
            name=op.f("fk_candidates_passage_id_passages"),
            ondelete="CASCADE",
        ),
        sa.UniqueConstraint(
            "passage_id", "position", name=op.f("uq_candidates_passage_id_position")
        ),
    )
    op.create_index(op.f("ix_candidates_passage_id"), "candidates", ["passage_id"])
    op.create_table(
        "evaluations",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("passage_id", sa.String(36), nullable=False),
        sa.Column("candidate_id", sa.String(36), nullable=True),
        sa.Column("subject", sa.String(16), nullable=False),
        sa.Column("positions", sa.JSON(), nullable=False),
        sa.Column("created_at", _utc(), nullable=False),
        *_call_metadata(),
        sa.Column("raw_reply", sa.Text(), nullable=True),
        sa.Column("meaning_preservation", sa.Float(), nullable=True),
        sa.Column("factual_consistency", sa.Float(), nullable=True),
        sa.Column("grammar", sa.Float(), nullable=True),
        sa.Column("coherence", sa.Float(), nullable=True),
        sa.Column("naturalness", sa.Float(), nullable=True),
        sa.Column("readability", sa.Float(), nullable=True),
        sa.Column("critical_error", sa.Boolean(), nullable=True),
        sa.Column("style_matched", sa.Boolean(), nullable=True),
        sa.Column("language_matched", sa.Boolean(), nullable=True),
        sa.Column("issues", sa.JSON(), nullable=True),
        sa.Column("rationale", sa.Text(), nullable=True),
        sa.Column("quality_score", sa.Float(), nullable=True),
        sa.Column("passed", sa.Boolean(), nullable=False),
        sa.Column("failed_rules", sa.JSON(), nullable=False),
        sa.Column("error", sa.Text(), nullable=True),
        sa.Column("error_detail", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_evaluations")),
        sa.ForeignKeyConstraint(
            ["passage_id"],
            ["passages.id"],
            name=op.f("fk_evaluations_passage_id_passages"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["candidate_id"],
            ["candidates.id"],
            name=op.f("fk_evaluations_candidate_id_candidates"),
            ondelete="CASCADE",
        ),
        sa.CheckConstraint(
            "subject IN ('candidate', 'source')", name=op.f("ck_evaluations_subject")
        ),
        sa.CheckConstraint(
            "(subject = 'source') = (candidate_id IS NULL)",
            name=op.f("ck_evaluations_source_has_no_candidate"),
        ),
    )
    op.create_index(op.f("ix_evaluations_passage_id"), "evaluations", ["passage_id"])
    op.create_index(op.f("ix_evaluations_candidate_id"), "evaluations", ["candidate_id"])
    op.create_table(
        "detections",
        sa.Column("id", sa.String(36), nullable=False),
        sa.Column("passage_id", sa.String(36), nullable=False),
        sa.Column("candidate_id", sa.String(36), nullable=True),
        sa.Column("created_at", _utc(), nullable=False),
        sa.Column("detector", sa.Text(), nullable=False),
        sa.Column("probability", sa.Float(), nullable=True),
        sa.Column("raw", sa.JSON(), nullable=True),
        sa.Column("error", sa.Text(), nullable=True),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_detections")),
        sa.ForeignKeyConstraint(
            ["passage_id"],
            ["passages.id"],
            name=op.f("fk_detections_passage_id_passages"),
            ondelete="CASCADE",
        ),
        sa.ForeignKeyConstraint(
            ["candidate_id"],
            ["candidates.id"],
            name=op.f("fk_detections_candidate_id_candidates"),
            ondelete="CASCADE",
        ),
    )
    op.create_index(op.f("ix_detections_passage_id"), "detections", ["passage_id"])
    op.create_index(op.f("ix_detections_candidate_id"), "detections", ["candidate_id"])


def downgrade() -> None:
    """Drop the audit tables (and every record in them)."""
    for table in ("detections", "evaluations", "candidates", "passages", "runs"):
        op.drop_table(table)

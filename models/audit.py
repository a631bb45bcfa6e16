"""The audit store's SQLAlchemy tables (design §8). The schema itself is created by Alembic only."""

from __future__ import annotations

from datetime import UTC, datetime
from typing import Any

from sqlalchemy import (
    JSON,
    Boolean,
    CheckConstraint,
    DateTime,
    Dialect,
    Float,
    ForeignKey,
    Index,
    Integer,
    MetaData,
    String,
    Text,
    TypeDecorator,
    UniqueConstraint,
    false,
)
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

RUN_STATUSES: tuple[str, ...] = ("running", "completed", "failed", "interrupted")
OUTCOMES: tuple[str, ...] = ("rewritten", "source_fallback", "refused", "failed")
SUBJECTS: tuple[str, ...] = ("candidate", "source")

# Deterministic constraint names, so migrations can refer to them on every backend.
NAMING_CONVENTION: dict[str, str] = {
    "ix": "ix_%(table_name)s_%(column_0_N_name)s",
    "uq": "uq_%(table_name)s_%(column_0_N_name)s",
    "ck": "ck_%(table_name)s_%(constraint_name)s",
    "fk": "fk_%(table_name)s_%(column_0_name)s_%(referred_table_name)s",
    "pk": "pk_%(table_name)s",
}


def _in(column: str, values: tuple[str, ...]) -> str:
    return f"{column} IN ({', '.join(repr(v) for v in values)})"


class UTCDateTime(TypeDecorator[datetime]):
    """A timezone-aware UTC timestamp on every backend (SQLite drops the offset when storing)."""

    impl = DateTime(timezone=True)
    cache_ok = True

    def process_bind_param(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        if value.tzinfo is None:
            raise ValueError("audit timestamps must be timezone-aware")
        return value.astimezone(UTC)

    def process_result_value(self, value: datetime | None, dialect: Dialect) -> datetime | None:
        if value is None:
            return None
        # SQLite hands back what was stored (UTC) without an offset.
        return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


def utcnow() -> datetime:
    """The current time, timezone-aware UTC."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """Declarative base of the audit tables."""

    metadata = MetaData(naming_convention=NAMING_CONVENTION)


class RunRow(Base):
    """One rewrite, benchmark or train run."""

    __tablename__ = "runs"
    __table_args__ = (CheckConstraint(_in("status", RUN_STATUSES), name="status"),)

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    status: Mapped[str] = mapped_column(String(16))
    parameters: Mapped[dict[str, Any]] = mapped_column(JSON)
    profile: Mapped[dict[str, Any]] = mapped_column(JSON)
    generator_model: Mapped[str] = mapped_column(Text)
    judge_model: Mapped[str] = mapped_column(Text)
    minimum_quality: Mapped[float] = mapped_column(Float)
    code_version: Mapped[str] = mapped_column(Text)
    warnings: Mapped[list[str]] = mapped_column(JSON)


class PassageRow(Base):
    """One passage of a run; ``result`` holds the final PassageResult once finished."""

    __tablename__ = "passages"
    __table_args__ = (
        UniqueConstraint("run_id", "document", "passage_index", "attempt"),
        CheckConstraint(_in("outcome", OUTCOMES), name="outcome"),
        CheckConstraint("(finished_at IS NULL) = (outcome IS NULL)", name="finished_has_outcome"),
    )

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    run_id: Mapped[str] = mapped_column(String(36), ForeignKey("runs.id", ondelete="CASCADE"))
    document: Mapped[str] = mapped_column(Text)
    passage_index: Mapped[int] = mapped_column(Integer)
    source_text: Mapped[str] = mapped_column(Text)
    started_at: Mapped[datetime] = mapped_column(UTCDateTime())
    finished_at: Mapped[datetime | None] = mapped_column(UTCDateTime())
    outcome: Mapped[str | None] = mapped_column(String(16))
    chosen_text: Mapped[str | None] = mapped_column(Text)
    winner_position: Mapped[int | None] = mapped_column(Integer)
    quality_passed: Mapped[bool | None] = mapped_column(Boolean)
    reason: Mapped[str | None] = mapped_column(Text)
    error: Mapped[str | None] = mapped_column(Text)
    result: Mapped[dict[str, Any] | None] = mapped_column(JSON)
    # --retry-failed: a failed passage gets a new row (attempt n + 1, retry_of the old one);
    # the old row and its calls stay, marked superseded. Readers take the latest attempt.
    attempt: Mapped[int] = mapped_column(Integer, default=1, server_default="1")
    retry_of: Mapped[str | None] = mapped_column(String(36), ForeignKey("passages.id"))
    superseded: Mapped[bool] = mapped_column(Boolean, default=False, server_default=false())


class CandidateRow(Base):
    """One generated candidate (or the generation error at its position)."""

    __tablename__ = "candidates"
    __table_args__ = (UniqueConstraint("passage_id", "position"),)

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    passage_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("passages.id", ondelete="CASCADE"), index=True
    )
    position: Mapped[int] = mapped_column(Integer)
    text: Mapped[str | None] = mapped_column(Text)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    request_id: Mapped[str | None] = mapped_column(Text)
    model: Mapped[str | None] = mapped_column(Text)
    latency_s: Mapped[float | None] = mapped_column(Float)
    prompt_tokens: Mapped[int | None] = mapped_column(Integer)
    completion_tokens: Mapped[int | None] = mapped_column(Integer)
    finish_reason: Mapped[str | None] = mapped_column(Text)
    error: Mapped[str | None] = mapped_column(Text)
    # The protected-facts guard's report (GuardReport as JSON); NULL: the guard did not run.
    guard: Mapped[dict[str, Any] | None] = mapped_column(JSON(none_as_null=True), nullable=True)
    # A revision by the repair stage: the position it revises (NULL for an original), its round
    # (0 for an original) and the messages of the revised position's findings it fixed.
    repair_of: Mapped[int | None] = mapped_column(Integer, nullable=True)
    round: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    fixed_findings: Mapped[list[str] | None] = mapped_column(JSON(none_as_null=True), nullable=True)


class EvaluationRow(Base):
    """One judge call: raw reply, parsed scores and verdict, or the refusal message.

    ``candidate_id`` NULL (subject ``source``) means the source itself was judged; ``positions``
    lists every candidate position whose identical text shares this one evaluation.
    """

    __tablename__ = "evaluations"
    __table_args__ = (
        CheckConstraint(_in("subject", SUBJECTS), name="subject"),
        CheckConstraint(
            "(subject = 'source') = (candidate_id IS NULL)", name="source_has_no_candidate"
        ),
    )

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    passage_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("passages.id", ondelete="CASCADE"), index=True
    )
    candidate_id: Mapped[str | None] = mapped_column(
        String(36), ForeignKey("candidates.id", ondelete="CASCADE"), index=True
    )
    subject: Mapped[str] = mapped_column(String(16))
    positions: Mapped[list[int]] = mapped_column(JSON)
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    request_id: Mapped[str | None] = mapped_column(Text)
    model: Mapped[str | None] = mapped_column(Text)
    latency_s: Mapped[float | None] = mapped_column(Float)
    prompt_tokens: Mapped[int | None] = mapped_column(Integer)
    completion_tokens: Mapped[int | None] = mapped_column(Integer)
    finish_reason: Mapped[str | None] = mapped_column(Text)
    raw_reply: Mapped[str | None] = mapped_column(Text)
    # The juror model this call asked (a jury writes one row per juror); NULL before 0003.
    judge_model: Mapped[str | None] = mapped_column(Text)
    meaning_preservation: Mapped[float | None] = mapped_column(Float)
    factual_consistency: Mapped[float | None] = mapped_column(Float)
    grammar: Mapped[float | None] = mapped_column(Float)
    coherence: Mapped[float | None] = mapped_column(Float)
    naturalness: Mapped[float | None] = mapped_column(Float)
    readability: Mapped[float | None] = mapped_column(Float)
    critical_error: Mapped[bool | None] = mapped_column(Boolean)
    style_matched: Mapped[bool | None] = mapped_column(Boolean)
    language_matched: Mapped[bool | None] = mapped_column(Boolean)
    issues: Mapped[list[str] | None] = mapped_column(JSON)
    rationale: Mapped[str | None] = mapped_column(Text)
    quality_score: Mapped[float | None] = mapped_column(Float)
    passed: Mapped[bool] = mapped_column(Boolean)
    failed_rules: Mapped[list[str]] = mapped_column(JSON)
    error: Mapped[str | None] = mapped_column(Text)
    error_detail: Mapped[str | None] = mapped_column(Text)


class DetectionRow(Base):
    """One detector's answer for the source (``candidate_id`` NULL) or a candidate."""

    __tablename__ = "detections"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    passage_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("passages.id", ondelete="CASCADE"), index=True
    )
    candidate_id: Mapped[str | None] = mapped_column(
        String(36), ForeignKey("candidates.id", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(UTCDateTime())
    detector: Mapped[str] = mapped_column(Text)
    probability: Mapped[float | None] = mapped_column(Float)
    raw: Mapped[Any] = mapped_column(JSON, nullable=True)
    error: Mapped[str | None] = mapped_column(Text)
    # What identifies an answer for reuse: the scored text's SHA-256 and the detector's key
    # (its name and everything its probability depends on: model, bound, calibration).
    text_sha256: Mapped[str | None] = mapped_column(String(64))
    detector_key: Mapped[str | None] = mapped_column(Text)
    # The detection this one was copied from instead of being computed again.
    reused_from: Mapped[str | None] = mapped_column(String(36))


# Lookups by run (and its finished passages, for resume and reports); lookups by
# (run, document, index) use the unique constraint's index.
Index("ix_passages_run_id_finished_at", PassageRow.run_id, PassageRow.finished_at)
# An earlier answer for the same text by the same detector and calibration (find_detection).
Index("ix_detections_text_sha256_detector_key", DetectionRow.text_sha256, DetectionRow.detector_key)


class RouteUsageRow(Base):
    """What one process's calls met at the route's limits (skryba.route.limits), per run part.

    A sharded run has one row per shard (and one per resumed part); the report sums them.
    """

    __tablename__ = "route_usage"

    id: Mapped[str] = mapped_column(String(36), primary_key=True)
    run_id: Mapped[str] = mapped_column(
        String(36), ForeignKey("runs.id", ondelete="CASCADE"), index=True
    )
    recorded_at: Mapped[datetime] = mapped_column(UTCDateTime())
    calls: Mapped[int] = mapped_column(Integer)
    http_429: Mapped[int] = mapped_column(Integer)
    waits: Mapped[int] = mapped_column(Integer)
    waited_s: Mapped[float] = mapped_column(Float)
    api_round_trips: Mapped[int] = mapped_column(Integer)
    shared: Mapped[bool] = mapped_column(Boolean)
    tokens_charged: Mapped[int] = mapped_column(Integer, default=0, server_default="0")
    tokens_reported: Mapped[int] = mapped_column(Integer, default=0, server_default="0")

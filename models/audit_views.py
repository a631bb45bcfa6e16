"""What the audit store hands back: runs, passage summaries and a passage's full history."""

from __future__ import annotations

from datetime import datetime
from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from models.guard import GuardReport
from models.jury import juror_models
from models.outcome import Outcome, PassageRef, PassageResult
from models.profile import RewriteProfile


class RunStatus(StrEnum):
    """Where a run stands."""

    RUNNING = "running"
    COMPLETED = "completed"
    FAILED = "failed"
    INTERRUPTED = "interrupted"


class RunRecord(BaseModel):
    """A run as stored: what was asked, with which models and code, and how it ended."""

    model_config = ConfigDict(frozen=True)

    id: str
    created_at: datetime
    finished_at: datetime | None
    status: RunStatus
    parameters: dict[str, Any]
    profile: RewriteProfile
    generator_model: str
    # The jury in one line, as stored (``models.jury.jury_label``); ``jurors`` lists it.
    judge_model: str
    minimum_quality: float
    code_version: str
    warnings: list[str]

    @property
    def jurors(self) -> list[str]:
        """The judge models of the run, in the jury's order (one for a single judge)."""
        return juror_models(self.judge_model)


class GenerationRecord(BaseModel):
    """What the route reported for one call (generator or judge)."""

    model_config = ConfigDict(frozen=True)

    request_id: str | None
    model: str | None
    latency_s: float | None
    prompt_tokens: int | None
    completion_tokens: int | None
    finish_reason: str | None


class CandidateRecord(BaseModel):
    """One stored candidate."""

    model_config = ConfigDict(frozen=True)

    id: str
    position: int
    text: str | None
    error: str | None
    created_at: datetime
    generation: GenerationRecord
    guard: GuardReport | None = None
    # A revision by the repair stage: the position it revises, its round, what it fixed.
    repair_of: int | None = None
    round: int = 0
    fixed_findings: list[str] = Field(default_factory=list)


class EvaluationRecord(BaseModel):
    """One stored judge call: raw reply, parsed scores and verdict, or the refusal message."""

    model_config = ConfigDict(frozen=True)

    id: str
    subject: str
    candidate_id: str | None
    positions: list[int]
    created_at: datetime
    call: GenerationRecord
    raw_reply: str | None
    scores: dict[str, float] | None
    critical_error: bool | None
    style_matched: bool | None
    language_matched: bool | None
    issues: list[str] | None
    rationale: str | None
    quality_score: float | None
    passed: bool
    failed_rules: list[str]
    error: str | None
    error_detail: str | None
    # The juror model asked (a jury stores one record per juror per text).
    judge_model: str | None = None


class DetectionRecord(BaseModel):
    """One stored detector answer; ``candidate_id`` None means the source was scored."""

    model_config = ConfigDict(frozen=True)

    id: str
    candidate_id: str | None
    created_at: datetime
    detector: str
    probability: float | None
    raw: Any
    error: str | None
    text_sha256: str | None = None
    detector_key: str | None = None
    reused_from: str | None = None


class PassageSummary(BaseModel):
    """One passage's row: where it is, how it ended and why."""

    model_config = ConfigDict(frozen=True)

    id: str
    ref: PassageRef
    started_at: datetime
    finished_at: datetime | None
    outcome: Outcome | None
    chosen_text: str | None
    winner_position: int | None
    quality_passed: bool | None
    reason: str | None
    error: str | None

    @property
    def finished(self) -> bool:
        """Whether the passage reached an outcome."""
        return self.finished_at is not None


class RunListing(BaseModel):
    """A run with its finished passages per outcome (for ``skryba runs``)."""

    model_config = ConfigDict(frozen=True)

    run: RunRecord
    counts: dict[str, int]

    @property
    def corpus(self) -> str:
        """The inputs the run was given, as one line."""
        inputs = self.run.parameters.get("inputs") or []
        return ", ".join(str(item) for item in inputs) if isinstance(inputs, list) else str(inputs)


class RunHistory(BaseModel):
    """A run and a summary of each of its passages, in (document, index) order."""

    model_config = ConfigDict(frozen=True)

    run: RunRecord
    passages: list[PassageSummary]
    counts: dict[str, int]


class PassageHistory(BaseModel):
    """Everything recorded about one passage, for an auditor."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    passage: PassageSummary
    source_text: str
    candidates: list[CandidateRecord] = Field(default_factory=list)
    evaluations: list[EvaluationRecord] = Field(default_factory=list)
    detections: list[DetectionRecord] = Field(default_factory=list)
    result: PassageResult | None = None

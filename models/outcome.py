"""Per-passage results: candidates, judge verdicts, detections and the chosen outcome."""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from models.chat import ChatResult
from models.evaluation import JudgeEvaluation
from models.guard import GuardReport


class Outcome(StrEnum):
    """What happened to one passage."""

    REWRITTEN = "rewritten"
    SOURCE_FALLBACK = "source_fallback"
    REFUSED = "refused"
    FAILED = "failed"

    @property
    def produced_output(self) -> bool:
        """Rewritten and fallback passages have output text; the others do not."""
        return self in (Outcome.REWRITTEN, Outcome.SOURCE_FALLBACK)


class PassageRef(BaseModel):
    """Where a passage sits: its document (relative path or JSONL id) and its index there."""

    model_config = ConfigDict(frozen=True)

    document: str
    index: int = Field(ge=0)

    @property
    def key(self) -> str:
        """A stable identifier, e.g. ``notes/a.md#3``."""
        return f"{self.document}#{self.index}"


class PassageInput(BaseModel):
    """A passage to rewrite."""

    model_config = ConfigDict(frozen=True)

    ref: PassageRef
    text: str


class Generation(BaseModel):
    """One generator call's result for one candidate position."""

    model_config = ConfigDict(frozen=True)

    position: int
    text: str | None
    error: str | None = None
    chat: ChatResult | None = None
    # A revision (the repair stage, docs/repairs.md): the position it revises, its round (0 for an
    # original candidate) and the messages of the revised position's findings it no longer has.
    repair_of: int | None = None
    round: int = Field(default=0, ge=0)
    fixed_findings: list[str] = Field(default_factory=list)


class JudgeOutcome(BaseModel):
    """One judge call: the verdict, or the binding refusal message, plus what the route said."""

    model_config = ConfigDict(frozen=True)

    evaluation: JudgeEvaluation | None = None
    passed: bool = False
    failed_rules: list[str] = Field(default_factory=list)
    error: str | None = None
    error_detail: str | None = None
    raw_reply: str | None = None
    chat: ChatResult | None = None
    # The juror model asked (set on each juror's own outcome; None on a jury's aggregate).
    judge_model: str | None = None
    # A jury's aggregate lists every juror's outcome here; a single judge's outcome is its own.
    jurors: list[JudgeOutcome] = Field(default_factory=list)

    def juror_outcomes(self) -> list[JudgeOutcome]:
        """Each juror's outcome: a jury's jurors, or this outcome itself for a single judge."""
        return list(self.jurors) if self.jurors else [self]


class Detection(BaseModel):
    """One detector's answer for one text."""

    model_config = ConfigDict(frozen=True)

    detector: str
    probability: float | None = None
    error: str | None = None
    raw: Any = None
    # The detector's reuse key (``skryba.detectors.base.reuse_key``); None: never reused.
    key: str | None = None
    # The audit id of the detection this answer was read back from instead of computed.
    reused_from: str | None = None


class CandidateResult(BaseModel):
    """A candidate with its evaluation and detections, as reported."""

    model_config = ConfigDict(frozen=True)

    position: int
    text: str | None
    judge: JudgeOutcome | None = None
    # The protected-facts guard's report (None: the guard did not run on this candidate).
    guard: GuardReport | None = None
    error: str | None = None
    detections: list[Detection] = Field(default_factory=list)
    generation: ChatResult | None = None
    # A revision: the position it revises, its round (0: an original) and what it fixed.
    repair_of: int | None = None
    round: int = Field(default=0, ge=0)
    fixed_findings: list[str] = Field(default_factory=list)

    @property
    def passed(self) -> bool:
        """Whether the judge passed this candidate."""
        return self.judge is not None and self.judge.passed

    @property
    def ai_probability(self) -> float | None:
        """Mean AI probability over the detectors that answered."""
        return mean_probability(self.detections)


def mean_probability(detections: list[Detection]) -> float | None:
    """Mean over detections that produced a probability; None when none did."""
    values = [d.probability for d in detections if d.probability is not None]
    return sum(values) / len(values) if values else None


class PassageResult(BaseModel):
    """Everything decided about one passage; the unit the report and resume work with."""

    model_config = ConfigDict(frozen=True)

    ref: PassageRef
    source_text: str
    outcome: Outcome
    output_text: str | None = None
    quality_passed: bool | None = None
    winner_position: int | None = None
    error: str | None = None
    reason: str = ""
    source_judge: JudgeOutcome | None = None
    source_detections: list[Detection] = Field(default_factory=list)
    candidates: list[CandidateResult] = Field(default_factory=list)
    # --resume --retry-failed: which attempt this is, and how each earlier one failed.
    attempt: int = Field(default=1, ge=1)
    earlier_errors: list[str] = Field(default_factory=list)

"""The run report's shape: what ``report.json`` holds, and what ``report.md``, ``report.html`` and
the Prefect artifacts are laid out from (docs/report.md).

One model for all of them, so a field is added or renamed in one place.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from models.audit_views import RunStatus
from models.corpus import DocumentError, SkippedFile
from models.evaluation import JudgeScores
from models.guard import GuardMode, GuardReport
from models.outcome import CandidateResult, Detection, JudgeOutcome, Outcome, PassageResult
from models.profile import RewriteProfile
from models.route_usage import RouteUsage
from models.spend import BudgetReport, RunCost


class ReportEvaluation(JudgeScores):
    """The judge's parsed object, with whether it passed and the pass-rule clauses it broke."""

    passed: bool
    failed_rules: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, judge: JudgeOutcome) -> ReportEvaluation | None:
        """The outcome's evaluation as reported; None when the judge gave none."""
        if judge.evaluation is None:
            return None
        return cls(
            **judge.evaluation.model_dump(exclude={"quality_score"}),
            passed=judge.passed,
            failed_rules=list(judge.failed_rules),
        )


class JudgeFailure(BaseModel):
    """A judge call that gave no evaluation: its error."""

    model_config = ConfigDict(frozen=True)

    error: str | None = None


class JurorEntry(BaseModel):
    """One juror's verdict (a single judge is a jury of one)."""

    model_config = ConfigDict(frozen=True)

    judge_model: str | None
    evaluation: ReportEvaluation | None
    error: str | None

    @classmethod
    def all_of(cls, judge: JudgeOutcome | None) -> list[JurorEntry]:
        """Each juror's entry of the outcome, in the jury's order."""
        if judge is None:
            return []
        return [
            cls(
                judge_model=juror.judge_model,
                evaluation=ReportEvaluation.of(juror),
                error=juror.error,
            )
            for juror in judge.juror_outcomes()
        ]


class DetectionEntry(BaseModel):
    """One detector's answer for a text."""

    model_config = ConfigDict(frozen=True)

    detector: str
    probability: float | None
    error: str | None

    @classmethod
    def all_of(cls, detections: list[Detection]) -> list[DetectionEntry]:
        """The reported part of each detection."""
        return [
            cls(detector=d.detector, probability=d.probability, error=d.error) for d in detections
        ]


class CandidateEntry(BaseModel):
    """One candidate of a passage."""

    model_config = ConfigDict(frozen=True)

    position: int
    text: str | None
    # The aggregate verdict (a jury's: the minimum of every score, passed only if all passed).
    evaluation: ReportEvaluation | None
    guard: GuardReport | None
    # Each juror's own verdict (one entry for a single judge), beside the aggregate above.
    evaluations: list[JurorEntry]
    error: str | None
    ai_probability: float | None
    detections: list[DetectionEntry]
    # The repair stage: the position a revision revises (None for an original), its round
    # (0 for an original) and the messages of the findings it fixed.
    repair_of: int | None = None
    round: int = 0
    fixed_findings: list[str] = Field(default_factory=list)

    @classmethod
    def of(cls, candidate: CandidateResult) -> CandidateEntry:
        """A pipeline candidate as reported."""
        return cls(
            position=candidate.position,
            text=candidate.text,
            evaluation=ReportEvaluation.of(candidate.judge) if candidate.judge else None,
            guard=candidate.guard,
            evaluations=JurorEntry.all_of(candidate.judge),
            error=candidate.error,
            ai_probability=candidate.ai_probability,
            detections=DetectionEntry.all_of(candidate.detections),
            repair_of=candidate.repair_of,
            round=candidate.round,
            fixed_findings=list(candidate.fixed_findings),
        )


class EarlierAttempt(BaseModel):
    """An attempt at the passage that ``--retry-failed`` superseded."""

    model_config = ConfigDict(frozen=True)

    attempt: int
    outcome: Outcome = Outcome.FAILED
    error: str


class PassageEntry(BaseModel):
    """One passage: its outcome, why, its output and every candidate."""

    model_config = ConfigDict(frozen=True)

    document: str
    index: int
    outcome: Outcome
    # None where the passage produced no output (refused, failed).
    output_text: str | None
    quality_passed: bool | None
    # Only for a rewrite: the candidate shipped.
    winner_position: int | None
    error: str | None
    reason: str | None
    # The source judged as a fallback: its verdict, or the judge's failure.
    source_evaluation: ReportEvaluation | JudgeFailure | None
    source_evaluations: list[JurorEntry]
    source_detections: list[DetectionEntry]
    candidates: list[CandidateEntry]
    attempt: int = 1
    earlier_attempts: list[EarlierAttempt] = Field(default_factory=list)

    @property
    def key(self) -> str:
        """``document#index``."""
        return f"{self.document}#{self.index}"

    @classmethod
    def of(cls, result: PassageResult) -> PassageEntry:
        """A passage's result as reported."""
        source_evaluation: ReportEvaluation | JudgeFailure | None = None
        if result.source_judge is not None:
            source_evaluation = ReportEvaluation.of(result.source_judge) or JudgeFailure(
                error=result.source_judge.error
            )
        return cls(
            document=result.ref.document,
            index=result.ref.index,
            outcome=result.outcome,
            output_text=result.output_text if result.outcome.produced_output else None,
            quality_passed=result.quality_passed,
            winner_position=(
                result.winner_position if result.outcome is Outcome.REWRITTEN else None
            ),
            error=result.error,
            reason=result.reason,
            source_evaluation=source_evaluation,
            source_evaluations=JurorEntry.all_of(result.source_judge),
            source_detections=DetectionEntry.all_of(result.source_detections),
            candidates=[CandidateEntry.of(c) for c in result.candidates],
            attempt=result.attempt,
            earlier_attempts=[
                EarlierAttempt(attempt=number, error=error)
                for number, error in enumerate(result.earlier_errors, start=1)
            ],
        )


class ReportSummary(BaseModel):
    """Finished passages per outcome, unreadable documents, and what the route pushed back."""

    model_config = ConfigDict(frozen=True)

    rewritten: int = 0
    source_fallback: int = 0
    refused: int = 0
    failed: int = 0
    document_errors: int = 0
    http_429: int = 0
    route_limit_wait_s: float = 0.0


class ReportHeader(BaseModel):
    """Everything about the run as a whole: ``report.json`` without its passages."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    status: RunStatus
    profile: RewriteProfile
    generator_model: str
    # The jury in one line, as the run stores it; ``judge_models`` lists it.
    judge_model: str
    judge_models: list[str]
    judge_is_generator: bool
    minimum_quality: float
    guard: GuardMode
    warnings: list[str]
    summary: ReportSummary
    # What the calls met at the route's own limits (docs/routes.md), summed over every shard.
    route: RouteUsage
    cost: RunCost
    # --max-cost: the budget and whether it stopped the run (None without one).
    budget: BudgetReport | None
    document_errors: list[DocumentError]
    skipped_files: list[SkippedFile]


class RunReport(ReportHeader):
    """``report.json`` as a whole, read back."""

    passages: list[PassageEntry]

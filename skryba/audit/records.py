"""Conversions between the audit tables' rows and the pydantic models around them."""

from __future__ import annotations

from typing import Any

from models.audit import CandidateRow, DetectionRow, EvaluationRow, PassageRow, RunRow
from models.audit_views import (
    CandidateRecord,
    DetectionRecord,
    EvaluationRecord,
    GenerationRecord,
    PassageSummary,
    RunRecord,
    RunStatus,
)
from models.chat import ChatResult
from models.evaluation import BOOLEANS, DIMENSIONS, JudgeEvaluation
from models.guard import GuardReport
from models.outcome import Detection, Generation, JudgeOutcome, Outcome, PassageRef
from models.profile import RewriteProfile
from models.recorded import RecordedCandidate, RecordedDetection, RecordedEvaluation

CALL_COLUMNS = (
    "request_id",
    "model",
    "latency_s",
    "prompt_tokens",
    "completion_tokens",
    "finish_reason",
)


def call_columns(chat: ChatResult | None) -> dict[str, Any]:
    """The route metadata of one call, as column values (all None without a call).

    Every column is always present, so that rows inserted together share one statement.
    """
    if chat is None:
        return dict.fromkeys(CALL_COLUMNS)
    return {
        "request_id": chat.request_id,
        "model": chat.model,
        "latency_s": chat.latency_s,
        "prompt_tokens": chat.prompt_tokens,
        "completion_tokens": chat.completion_tokens,
        "finish_reason": chat.finish_reason,
    }


def _call(row: CandidateRow | EvaluationRow) -> GenerationRecord:
    return GenerationRecord(
        request_id=row.request_id,
        model=row.model,
        latency_s=row.latency_s,
        prompt_tokens=row.prompt_tokens,
        completion_tokens=row.completion_tokens,
        finish_reason=row.finish_reason,
    )


def run_record(row: RunRow) -> RunRecord:
    """A run row as a RunRecord."""
    return RunRecord(
        id=row.id,
        created_at=row.created_at,
        finished_at=row.finished_at,
        status=RunStatus(row.status),
        parameters=row.parameters,
        profile=RewriteProfile.model_validate(row.profile),
        generator_model=row.generator_model,
        judge_model=row.judge_model,
        minimum_quality=row.minimum_quality,
        code_version=row.code_version,
        warnings=row.warnings,
    )


def passage_summary(row: PassageRow) -> PassageSummary:
    """A passage row as a PassageSummary."""
    return PassageSummary(
        id=row.id,
        ref=PassageRef(document=row.document, index=row.passage_index),
        started_at=row.started_at,
        finished_at=row.finished_at,
        outcome=Outcome(row.outcome) if row.outcome is not None else None,
        chosen_text=row.chosen_text,
        winner_position=row.winner_position,
        quality_passed=row.quality_passed,
        reason=row.reason,
        error=row.error,
    )


def candidate_record(row: CandidateRow) -> CandidateRecord:
    """A candidate row as a CandidateRecord."""
    return CandidateRecord(
        id=row.id,
        position=row.position,
        text=row.text,
        error=row.error,
        created_at=row.created_at,
        generation=_call(row),
        guard=None if row.guard is None else GuardReport.model_validate(row.guard),
        repair_of=row.repair_of,
        round=row.round,
        fixed_findings=list(row.fixed_findings or []),
    )


def evaluation_record(row: EvaluationRow) -> EvaluationRecord:
    """An evaluation row as an EvaluationRecord (scores None when the reply was refused)."""
    values = {name: getattr(row, name) for name in DIMENSIONS}
    scores = None if any(v is None for v in values.values()) else values
    return EvaluationRecord(
        id=row.id,
        subject=row.subject,
        candidate_id=row.candidate_id,
        positions=list(row.positions),
        created_at=row.created_at,
        call=_call(row),
        raw_reply=row.raw_reply,
        scores=scores,
        critical_error=row.critical_error,
        style_matched=row.style_matched,
        language_matched=row.language_matched,
        issues=row.issues,
        rationale=row.rationale,
        quality_score=row.quality_score,
        passed=row.passed,
        failed_rules=list(row.failed_rules),
        error=row.error,
        error_detail=row.error_detail,
        judge_model=row.judge_model,
    )


def detection_record(row: DetectionRow) -> DetectionRecord:
    """A detection row as a DetectionRecord."""
    return DetectionRecord(
        id=row.id,
        candidate_id=row.candidate_id,
        created_at=row.created_at,
        detector=row.detector,
        probability=row.probability,
        raw=row.raw,
        error=row.error,
        text_sha256=row.text_sha256,
        detector_key=row.detector_key,
        reused_from=row.reused_from,
    )


# --- rows back into the models of the calls they record (--resume reuses them) -----------------


def _chat(row: CandidateRow | EvaluationRow, text: str | None) -> ChatResult | None:
    """The call's route metadata; None when the call got no reply (its columns are all None)."""
    if row.latency_s is None:
        return None
    return ChatResult(
        text=text or "",
        model=row.model,
        request_id=row.request_id,
        latency_s=row.latency_s,
        prompt_tokens=row.prompt_tokens,
        completion_tokens=row.completion_tokens,
        finish_reason=row.finish_reason,
    )


def recorded_candidate(row: CandidateRow) -> RecordedCandidate:
    """A candidate row as the generation it recorded (the reply's text is kept stripped)."""
    return RecordedCandidate(
        id=row.id,
        generation=Generation(
            position=row.position,
            text=row.text,
            error=row.error,
            chat=_chat(row, row.text),
            repair_of=row.repair_of,
            round=row.round,
            fixed_findings=list(row.fixed_findings or []),
        ),
        guard=None if row.guard is None else GuardReport.model_validate(row.guard),
    )


def recorded_evaluation(row: EvaluationRow, text: str) -> RecordedEvaluation:
    """An evaluation row as the juror's outcome it recorded; ``text`` is the text it judged."""
    values = {name: getattr(row, name) for name in (*DIMENSIONS, *BOOLEANS)}
    evaluation = (
        None
        if any(value is None for value in values.values())
        else JudgeEvaluation(**values, issues=list(row.issues or []), rationale=row.rationale or "")
    )
    juror = JudgeOutcome(
        evaluation=evaluation,
        passed=row.passed,
        failed_rules=list(row.failed_rules),
        error=row.error,
        error_detail=row.error_detail,
        raw_reply=row.raw_reply,
        chat=_chat(row, row.raw_reply),
        judge_model=row.judge_model,
    )
    return RecordedEvaluation(
        id=row.id,
        text=text,
        candidate_id=row.candidate_id,
        positions=tuple(row.positions),
        juror=juror,
    )


def recorded_detection(row: DetectionRow) -> RecordedDetection:
    """A detection row as the detector's answer it recorded."""
    return RecordedDetection(
        text_sha256=row.text_sha256,
        detection=Detection(
            detector=row.detector,
            probability=row.probability,
            error=row.error,
            raw=row.raw,
            key=row.detector_key,
            reused_from=row.reused_from,
        ),
    )

"""What an interrupted attempt at a passage recorded, read back for ``--resume`` to reuse."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import select
from sqlalchemy.orm import Session

from models.audit import CandidateRow, DetectionRow, EvaluationRow, PassageRow
from models.recorded import (
    RecordedCandidate,
    RecordedDetection,
    RecordedEvaluation,
    RecordedPassage,
)
from skryba.audit import records


def recorded_calls(session: Session, passage_ids: Sequence[str]) -> dict[str, RecordedPassage]:
    """Every recorded call of each listed passage (those with none are left out)."""
    source_of = {
        row.id: row.source_text
        for row in session.execute(
            select(PassageRow.id, PassageRow.source_text).where(PassageRow.id.in_(passage_ids))
        )
    }
    candidates: dict[str, dict[int, RecordedCandidate]] = {}
    text_of: dict[str, str | None] = {}
    for candidate in session.scalars(
        select(CandidateRow).where(CandidateRow.passage_id.in_(passage_ids))
    ):
        candidates.setdefault(candidate.passage_id, {})[candidate.position] = (
            records.recorded_candidate(candidate)
        )
        text_of[candidate.id] = candidate.text
    evaluations: dict[str, list[RecordedEvaluation]] = {}
    for evaluation in session.scalars(
        select(EvaluationRow)
        .where(EvaluationRow.passage_id.in_(passage_ids))
        .order_by(EvaluationRow.created_at, EvaluationRow.id)
    ):
        judged = (
            source_of[evaluation.passage_id]
            if evaluation.candidate_id is None
            else text_of.get(evaluation.candidate_id)
        )
        if judged is not None:
            evaluations.setdefault(evaluation.passage_id, []).append(
                records.recorded_evaluation(evaluation, judged)
            )
    detections: dict[str, list[RecordedDetection]] = {}
    for detection in session.scalars(
        select(DetectionRow)
        .where(DetectionRow.passage_id.in_(passage_ids))
        .order_by(DetectionRow.created_at, DetectionRow.id)
    ):
        detections.setdefault(detection.passage_id, []).append(
            records.recorded_detection(detection)
        )
    return {
        passage_id: RecordedPassage(
            candidates=candidates.get(passage_id, {}),
            evaluations=evaluations.get(passage_id, []),
            detections=detections.get(passage_id, []),
        )
        for passage_id in passage_ids
        if passage_id in candidates or passage_id in evaluations or passage_id in detections
    }

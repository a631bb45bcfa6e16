"""Reading a finished run back from the audit store, one passage's full history at a time.

Candidates with the same text share one evaluation, and their detections hang on the group's
first candidate (the one the evaluation names), so a *judged text* — evaluation, text, detections
— is the unit that benchmark statistics and training pairs are built from.
"""

from __future__ import annotations

from collections.abc import Iterator

from pydantic import BaseModel, ConfigDict

from models.audit_views import DetectionRecord, EvaluationRecord, PassageHistory
from models.outcome import Outcome
from skryba.audit.store import AuditStore


def iter_passage_histories(store: AuditStore, run_id: str) -> Iterator[PassageHistory]:
    """Every finished passage's history in (document, index) order; one passage in memory."""
    for summary in store.run_history(run_id).passages:
        if summary.finished:
            yield store.passage_history(run_id, summary.id)


class JudgedText(BaseModel):
    """One distinct candidate text: its evaluation, the candidate row it hangs on, its scores."""

    model_config = ConfigDict(frozen=True)

    # The first juror's evaluation (a single judge: the only one); ``jurors`` holds them all.
    evaluation: EvaluationRecord
    candidate_id: str
    text: str
    detections: list[DetectionRecord]
    jurors: list[EvaluationRecord] = []

    def _all(self) -> list[EvaluationRecord]:
        return self.jurors or [self.evaluation]

    @property
    def passed(self) -> bool:
        """Whether the judge passed this text (a jury: every juror)."""
        return all(e.passed for e in self._all())

    @property
    def quality_score(self) -> float | None:
        """The lowest quality_score of any juror (None when any gave no valid evaluation)."""
        scores = [e.quality_score for e in self._all()]
        return None if any(s is None for s in scores) else min(s for s in scores if s is not None)

    @property
    def error(self) -> str | None:
        """The first juror's error, when one gave no valid evaluation."""
        return next((e.error for e in self._all() if e.error is not None), None)

    @property
    def ai_probability(self) -> float | None:
        """Mean AI probability over the detectors that answered (None when none did)."""
        values = [d.probability for d in self.detections if d.probability is not None]
        return sum(values) / len(values) if values else None


def judged_texts(history: PassageHistory) -> list[JudgedText]:
    """The passage's candidate evaluations with their texts and detections, by first position."""
    texts = {c.id: c.text for c in history.candidates}
    # A jury stores one evaluation per juror of the same text: one judged text for them all.
    rows: dict[str, list[EvaluationRecord]] = {}
    for evaluation in history.evaluations:
        if evaluation.subject != "candidate" or evaluation.candidate_id is None:
            continue
        rows.setdefault(evaluation.candidate_id, []).append(evaluation)
    judged: list[JudgedText] = []
    for candidate_id, jurors in rows.items():
        text = texts.get(candidate_id)
        if text is None:
            continue
        judged.append(
            JudgedText(
                evaluation=jurors[0],
                candidate_id=candidate_id,
                text=text,
                detections=[d for d in history.detections if d.candidate_id == candidate_id],
                jurors=jurors if len(jurors) > 1 else [],
            )
        )
    return sorted(judged, key=lambda j: min(j.evaluation.positions, default=0))


def winner(history: PassageHistory, judged: list[JudgedText] | None = None) -> JudgedText | None:
    """The judged text holding a rewritten passage's winner position (None for other outcomes)."""
    summary = history.passage
    if summary.outcome is not Outcome.REWRITTEN or summary.winner_position is None:
        return None
    for item in judged if judged is not None else judged_texts(history):
        if summary.winner_position in item.evaluation.positions:
            return item
    return None


def source_detections(history: PassageHistory) -> list[DetectionRecord]:
    """The detections of the passage's source text."""
    return [d for d in history.detections if d.candidate_id is None]

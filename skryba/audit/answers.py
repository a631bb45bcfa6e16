"""What the store is asked to write: answered calls, and the rows they become.

An answer (a candidate, one juror's verdict, a detection, a regrouped evaluation) is handed to
the recorder's writer thread as its call returns and committed with others (``design §8``).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Any, NamedTuple

from pydantic_core import to_jsonable_python

from models.audit import utcnow
from models.evaluation import DIMENSIONS
from models.outcome import Detection, Generation, JudgeOutcome
from skryba.audit import records
from skryba.errors import AuditStoreError


def text_sha256(text: str) -> str:
    """Hex SHA-256 of ``text`` in UTF-8: how detections name the text they scored."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def scored_text_hash(
    source: str, known: Mapping[str, KnownCandidate], candidate_id: str | None
) -> str | None:
    """The SHA-256 of the text a detection scored: the source's, or its candidate's."""
    if candidate_id is None:
        return text_sha256(source)
    text = known[candidate_id].text
    return text_sha256(text) if text is not None else None


class NewCandidate(NamedTuple):
    """A generator call's answer (or the error it ended in), under an id the caller chose."""

    passage_id: str
    candidate_id: str
    generation: Generation


class NewEvaluation(NamedTuple):
    """One juror's call on a text shared by the listed candidates (None: the source)."""

    passage_id: str
    evaluation_id: str
    candidate_ids: Sequence[str] | None
    positions: Sequence[int]
    juror: JudgeOutcome


class NewDetection(NamedTuple):
    """One detector's answer for a candidate's text or the source's (``candidate_id`` None)."""

    passage_id: str
    detection_id: str
    candidate_id: str | None
    detection: Detection


class Regrouped(NamedTuple):
    """A recorded evaluation now shared by these candidates: on resume, a position that was
    asked again produced the very text the evaluation judged."""

    passage_id: str
    evaluation_id: str
    candidate_ids: Sequence[str]
    positions: Sequence[int]


Answer = NewCandidate | NewEvaluation | NewDetection | Regrouped


class KnownCandidate(NamedTuple):
    """A recorded candidate's position and text, as answers naming it are checked."""

    position: int
    text: str | None


def candidate_row(answer: NewCandidate) -> dict[str, Any]:
    generation = answer.generation
    if generation.position < 0:
        raise AuditStoreError(f"candidate position must be >= 0, not {generation.position}")
    if generation.text is None and generation.error is None:
        raise AuditStoreError(f"candidate {generation.position} has neither text nor error")
    return {
        "id": answer.candidate_id,
        "passage_id": answer.passage_id,
        "position": generation.position,
        "text": generation.text,
        "created_at": utcnow(),
        "error": generation.error,
        "repair_of": generation.repair_of,
        "round": generation.round,
        "fixed_findings": list(generation.fixed_findings) if generation.round else None,
        **records.call_columns(generation.chat),
    }


def detection_row(
    answer: NewDetection, source: str, known: Mapping[str, KnownCandidate]
) -> dict[str, Any]:
    detection = answer.detection
    return {
        "id": answer.detection_id,
        "passage_id": answer.passage_id,
        "candidate_id": answer.candidate_id,
        "created_at": utcnow(),
        "detector": detection.detector,
        "probability": detection.probability,
        "raw": to_jsonable_python(detection.raw),
        "error": detection.error,
        "text_sha256": scored_text_hash(source, known, answer.candidate_id),
        "detector_key": detection.key,
        "reused_from": detection.reused_from,
    }


def evaluated_candidate(
    candidate_ids: Sequence[str] | None,
    positions: Sequence[int],
    known: Mapping[str, KnownCandidate],
) -> str | None:
    """The candidate an evaluation hangs on (None for the source), after checking the group."""
    if candidate_ids is None:
        if positions:
            raise AuditStoreError("an evaluation of the source has no candidate positions")
        return None
    if not candidate_ids:
        raise AuditStoreError("an evaluation of candidates needs at least one candidate id")
    group = [(cid, known[cid]) for cid in candidate_ids]
    if sorted(c.position for _, c in group) != sorted(positions):
        raise AuditStoreError(
            f"positions {sorted(positions)} do not match the candidates' positions "
            f"{sorted(c.position for _, c in group)}"
        )
    if len({c.text for _, c in group}) != 1 or group[0][1].text is None:
        raise AuditStoreError("candidates sharing one evaluation must hold the same text")
    return min(group, key=lambda item: item[1].position)[0]


_VERDICT_COLUMNS = (
    "critical_error",
    "style_matched",
    "language_matched",
    "issues",
    "rationale",
    "quality_score",
)


def evaluation_row(answer: NewEvaluation, known: Mapping[str, KnownCandidate]) -> dict[str, Any]:
    """The row of one juror's call on the text its candidates share (or the source's)."""
    judge = answer.juror
    candidate_id = evaluated_candidate(answer.candidate_ids, answer.positions, known)
    evaluation = judge.evaluation
    # Every column in every row (None without a verdict): rows inserted together share a statement.
    scores: dict[str, Any] = {
        name: None if evaluation is None else getattr(evaluation, name)
        for name in (*DIMENSIONS, *_VERDICT_COLUMNS)
    }
    if evaluation is not None:
        scores["issues"] = list(evaluation.issues)
    return {
        "id": answer.evaluation_id,
        "passage_id": answer.passage_id,
        "candidate_id": candidate_id,
        "subject": "source" if answer.candidate_ids is None else "candidate",
        "positions": sorted(answer.positions),
        "created_at": utcnow(),
        "raw_reply": judge.raw_reply,
        "passed": judge.passed,
        "failed_rules": list(judge.failed_rules),
        "error": judge.error,
        "error_detail": judge.error_detail,
        "judge_model": judge.judge_model,
        **records.call_columns(judge.chat),
        **scores,
    }

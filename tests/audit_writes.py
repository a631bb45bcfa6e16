"""One-record writes for tests, over the audit store's batch writes.

Production code writes batches (``open_passages``, ``record_answers``, ``record_guard_reports``,
``finish_passages``); tests often want one passage or one call at a time.
"""

from __future__ import annotations

import uuid
from collections.abc import Sequence
from typing import NamedTuple

from models.chat import ChatResult
from models.guard import GuardReport
from models.outcome import Detection, Generation, JudgeOutcome, PassageRef, PassageResult
from skryba.audit.answers import NewCandidate, NewDetection, NewEvaluation
from skryba.audit.store import AuditStore


class JudgedGroup(NamedTuple):
    """One judge call to record: the candidates sharing it (None: the source) and its outcome."""

    candidate_ids: Sequence[str] | None
    positions: Sequence[int]
    judge: JudgeOutcome


def _ids(count: int) -> list[str]:
    return [str(uuid.uuid4()) for _ in range(count)]


def start_passages(
    store: AuditStore,
    run_id: str,
    passages: Sequence[tuple[PassageRef, str]],
    *,
    retry_failed: bool = False,
) -> list[str]:
    """Open the passages; their ids in order."""
    return [p.id for p in store.open_passages(run_id, passages, retry_failed=retry_failed)]


def start_passage(store: AuditStore, run_id: str, ref: PassageRef, source_text: str) -> str:
    """Open one passage; its id."""
    return start_passages(store, run_id, [(ref, source_text)])[0]


def record_candidates_many(
    store: AuditStore, passages: Sequence[tuple[str, Sequence[Generation]]]
) -> list[list[str]]:
    """Record several passages' candidates in one commit; their ids per passage."""
    ids = [_ids(len(generations)) for _, generations in passages]
    store.record_answers(
        [
            NewCandidate(passage_id, candidate_id, generation)
            for (passage_id, generations), chosen in zip(passages, ids, strict=True)
            for candidate_id, generation in zip(chosen, generations, strict=True)
        ]
    )
    return ids


def record_candidates(
    store: AuditStore, passage_id: str, generations: Sequence[Generation]
) -> list[str]:
    """Record one passage's candidates; their ids."""
    return record_candidates_many(store, [(passage_id, generations)])[0]


def record_candidate(
    store: AuditStore,
    passage_id: str,
    position: int,
    text: str | None,
    generation: ChatResult | None,
    error: str | None,
) -> str:
    """Record one candidate (its text, or the error that left it without one); its id."""
    # Unvalidated: the store checks it, with its own messages.
    candidate = Generation.model_construct(
        position=position, text=text, error=error, chat=generation
    )
    return record_candidates(store, passage_id, [candidate])[0]


def record_evaluations_many(
    store: AuditStore, passages: Sequence[tuple[str, Sequence[JudgedGroup]]]
) -> list[list[str]]:
    """Record judge calls of several passages (a row per juror); their ids per passage."""
    answers = [
        [
            NewEvaluation(
                passage_id, str(uuid.uuid4()), group.candidate_ids, group.positions, juror
            )
            for group in groups
            for juror in group.judge.juror_outcomes()
        ]
        for passage_id, groups in passages
    ]
    store.record_answers([answer for listed in answers for answer in listed])
    return [[answer.evaluation_id for answer in listed] for listed in answers]


def record_evaluations(
    store: AuditStore, passage_id: str, groups: Sequence[JudgedGroup]
) -> list[str]:
    """Record one passage's judge calls; their ids."""
    return record_evaluations_many(store, [(passage_id, groups)])[0]


def record_evaluation(
    store: AuditStore,
    passage_id: str,
    candidate_ids: Sequence[str] | None,
    positions: Sequence[int],
    judge: JudgeOutcome,
) -> str:
    """Record one judge call shared by the listed candidates (None: the source); its id."""
    return record_evaluations(store, passage_id, [JudgedGroup(candidate_ids, positions, judge)])[0]


def record_detections_many(
    store: AuditStore, passages: Sequence[tuple[str, Sequence[tuple[str | None, Detection]]]]
) -> list[list[str]]:
    """Record detector answers of several passages; their ids per passage."""
    answers = [
        [
            NewDetection(passage_id, str(uuid.uuid4()), candidate_id, detection)
            for candidate_id, detection in detections
        ]
        for passage_id, detections in passages
    ]
    store.record_answers([answer for listed in answers for answer in listed])
    return [[answer.detection_id for answer in listed] for listed in answers]


def record_detections(
    store: AuditStore, passage_id: str, detections: Sequence[tuple[str | None, Detection]]
) -> list[str]:
    """Record one passage's detector answers; their ids."""
    return record_detections_many(store, [(passage_id, detections)])[0]


def record_detection(
    store: AuditStore, passage_id: str, candidate_id: str | None, detection: Detection
) -> str:
    """Record one detector answer for a candidate, or for the source (None); its id."""
    return record_detections(store, passage_id, [(candidate_id, detection)])[0]


def guard_reports(
    store: AuditStore, passage_id: str, reports: Sequence[tuple[str, GuardReport]]
) -> None:
    """Record the guard's reports on one passage's candidates."""
    store.record_guard_reports([(passage_id, reports)])


def finish_passage(store: AuditStore, passage_id: str, result: PassageResult) -> None:
    """Record one passage's outcome."""
    store.finish_passages([(passage_id, result)])

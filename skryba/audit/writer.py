"""The audit store's writes for passages: open them, record answered calls, finish them.

Each method is one transaction over a batch of passages; the recorder's writer thread calls
``record_answers`` every few hundred milliseconds, the stages call the others once per batch.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple

from sqlalchemy import delete, insert, select, update
from sqlalchemy.orm import Session

from models.audit import CandidateRow, DetectionRow, EvaluationRow, PassageRow, utcnow
from models.guard import GuardReport
from models.outcome import Outcome, PassageRef, PassageResult
from models.recorded import OpenedPassage
from skryba.audit.answers import (
    Answer,
    KnownCandidate,
    NewCandidate,
    NewDetection,
    NewEvaluation,
    Regrouped,
    candidate_row,
    detection_row,
    evaluated_candidate,
    evaluation_row,
)
from skryba.audit.recorded_calls import recorded_calls
from skryba.audit.sessions import StoreSessions, new_id
from skryba.errors import AuditStoreError
from skryba.pipeline.outcomes import JUDGED_OUTCOMES, RecordedVerdict, unsupported_outcome


class PassageWriter(StoreSessions):
    """Writes of passages and their calls (a part of ``AuditStore``)."""

    def open_passages(
        self,
        run_id: str,
        passages: Sequence[tuple[PassageRef, str]],
        *,
        retry_failed: bool = False,
    ) -> list[OpenedPassage]:
        """Record that these passages are being worked on; each with its id and, on resume, the
        calls an interrupted attempt recorded for it (for reuse).

        An unfinished passage keeps its id and recorded calls; if its source text changed since,
        those calls are about another text and are deleted. A finished passage is never
        restarted, except that ``retry_failed`` gives a passage whose latest attempt ended
        ``failed`` a new attempt (a new row linked to the old one, which is kept, superseded).
        """
        if not passages:
            return []
        with self._write("start a passage") as session:
            self._check_run(session, run_id)
            started = [
                self._start_passage(session, run_id, ref, text, retry_failed)
                for ref, text in passages
            ]
            reopened = [passage_id for passage_id, kept in started if kept]
            recorded = recorded_calls(session, reopened) if reopened else {}
        return [
            OpenedPassage(id=passage_id, recorded=recorded.get(passage_id))
            for passage_id, _ in started
        ]

    def _start_passage(
        self,
        session: Session,
        run_id: str,
        ref: PassageRef,
        source_text: str,
        retry_failed: bool,
    ) -> tuple[str, bool]:
        """The passage's id, and whether it kept calls recorded by an earlier attempt."""
        existing = session.execute(
            select(
                PassageRow.id,
                PassageRow.finished_at,
                PassageRow.outcome,
                PassageRow.attempt,
                PassageRow.source_text,
            ).where(
                PassageRow.run_id == run_id,
                PassageRow.document == ref.document,
                PassageRow.passage_index == ref.index,
                PassageRow.superseded.is_(False),
            )
        ).one_or_none()
        retrying = (
            retry_failed
            and existing is not None
            and existing.finished_at is not None
            and existing.outcome == Outcome.FAILED.value
        )
        if existing is None or retrying:
            passage_id = new_id()
            attempt, retry_of = 1, None
            if existing is not None:
                session.execute(
                    update(PassageRow).where(PassageRow.id == existing.id).values(superseded=True)
                )
                attempt, retry_of = existing.attempt + 1, existing.id
            session.execute(
                insert(PassageRow),
                [
                    {
                        "id": passage_id,
                        "run_id": run_id,
                        "document": ref.document,
                        "passage_index": ref.index,
                        "source_text": source_text,
                        "started_at": utcnow(),
                        "attempt": attempt,
                        "retry_of": retry_of,
                    }
                ],
            )
            return passage_id, False
        if existing.finished_at is not None:
            raise AuditStoreError(
                f"passage {ref.key} of run {run_id} is already finished ({existing.outcome})"
            )
        kept = existing.source_text == source_text
        if not kept:
            # The document was edited since: its recorded calls answer another question.
            for table in (DetectionRow, EvaluationRow, CandidateRow):
                session.execute(delete(table).where(table.passage_id == existing.id))
        session.execute(
            update(PassageRow)
            .where(PassageRow.id == existing.id)
            .values(source_text=source_text, started_at=utcnow())
        )
        return str(existing.id), kept

    def record_answers(self, answers: Sequence[Answer]) -> None:
        """Answered calls of any passages, in one transaction: what the recorder's writer
        commits every few hundred milliseconds while a stage waits for the rest of its calls.

        Candidates are inserted first, so an evaluation or detection in the same commit may
        name a candidate recorded by it.
        """
        self._record_answers("record answered calls", answers, [])

    def _record_answers(
        self, what: str, answers: Sequence[Answer], passage_ids: Sequence[str]
    ) -> None:
        for answer in answers:
            if (
                isinstance(answer, NewEvaluation)
                and answer.juror.passed
                and answer.juror.evaluation is None
            ):
                raise AuditStoreError("a judge outcome cannot pass without an evaluation")
        candidates = [candidate_row(a) for a in answers if isinstance(a, NewCandidate)]
        ids = list(dict.fromkeys([*passage_ids, *(a.passage_id for a in answers)]))
        if not ids:
            return
        with self._write(what) as session:
            opened = self._check_open_many(session, ids)
            if candidates:
                session.execute(insert(CandidateRow), candidates)
            known = self._known_candidates(session, answers)
            evaluations: list[dict[str, Any]] = []
            detections: list[dict[str, Any]] = []
            regrouped: list[dict[str, Any]] = []
            for answer in answers:
                if isinstance(answer, NewEvaluation):
                    evaluations.append(evaluation_row(answer, known[answer.passage_id]))
                elif isinstance(answer, NewDetection):
                    detections.append(
                        detection_row(
                            answer, opened[answer.passage_id].source_text, known[answer.passage_id]
                        )
                    )
                elif isinstance(answer, Regrouped):
                    candidate_id = evaluated_candidate(
                        answer.candidate_ids, answer.positions, known[answer.passage_id]
                    )
                    regrouped.append(
                        {
                            "id": answer.evaluation_id,
                            "candidate_id": candidate_id,
                            "positions": sorted(answer.positions),
                        }
                    )
            if evaluations:
                session.execute(insert(EvaluationRow), evaluations)
            if detections:
                session.execute(insert(DetectionRow), detections)
            if regrouped:
                session.execute(update(EvaluationRow), regrouped)

    @staticmethod
    def _known_candidates(
        session: Session, answers: Sequence[Answer]
    ) -> dict[str, dict[str, KnownCandidate]]:
        """Position and text of every candidate the answers name, per passage; AuditStoreError
        for one that is not its passage's."""
        named: dict[str, str] = {}
        for answer in answers:
            if isinstance(answer, NewEvaluation | Regrouped):
                named.update((cid, answer.passage_id) for cid in answer.candidate_ids or ())
            elif isinstance(answer, NewDetection) and answer.candidate_id is not None:
                named[answer.candidate_id] = answer.passage_id
        known: dict[str, dict[str, KnownCandidate]] = {a.passage_id: {} for a in answers}
        if not named:
            return known
        rows = session.execute(
            select(
                CandidateRow.id, CandidateRow.passage_id, CandidateRow.position, CandidateRow.text
            ).where(CandidateRow.id.in_(list(named)))
        ).all()
        found = {row.id: row for row in rows}
        for candidate_id, passage_id in named.items():
            row = found.get(candidate_id)
            if row is None or row.passage_id != passage_id:
                raise AuditStoreError(f"passage {passage_id} has no candidate {candidate_id!r}")
            known[passage_id][candidate_id] = KnownCandidate(row.position, row.text)
        return known

    def record_guard_reports(
        self, passages: Sequence[tuple[str, Sequence[tuple[str, GuardReport]]]]
    ) -> None:
        """Record the guard's reports on candidates of several passages, in one transaction.

        Each passage pairs candidate ids with their reports; candidates sharing one text share
        the report, so list each of their ids. A candidate without text (a generation error)
        cannot have been guarded.
        """
        rows: list[dict[str, Any]] = []
        with self._write("record guard reports") as session:
            self._check_open_many(session, [passage_id for passage_id, _ in passages])
            for passage_id, reports in passages:
                known = self._candidates(session, passage_id, [cid for cid, _ in reports])
                for candidate_id, report in reports:
                    if known[candidate_id].text is None:
                        raise AuditStoreError(
                            f"candidate {known[candidate_id].position} has no text to guard"
                        )
                    rows.append({"id": candidate_id, "guard": report.model_dump(mode="json")})
            if rows:
                # An UPDATE by primary key, executed for every row at once.
                session.execute(update(CandidateRow), rows)

    def finish_passages(self, passages: Sequence[tuple[str, PassageResult]]) -> None:
        """Record the passages' outcomes, in one transaction; refuses an outcome the recorded
        evaluations do not support (``skryba.pipeline.outcomes.unsupported_outcome``)."""
        if not passages:
            return
        with self._write("finish a passage") as session:
            opened = self._check_open_many(session, [passage_id for passage_id, _ in passages])
            judged = self._evaluations_of(
                session,
                [pid for pid, result in passages if result.outcome in JUDGED_OUTCOMES],
            )
            session.execute(
                update(PassageRow),
                [
                    self._finished_row(
                        session, passage_id, opened[passage_id], result, judged.get(passage_id, [])
                    )
                    for passage_id, result in passages
                ],
            )

    @staticmethod
    def _evaluations_of(session: Session, passage_ids: Sequence[str]) -> dict[str, list[Any]]:
        """The evaluations recorded for each passage, with the text each one judged."""
        found: dict[str, list[Any]] = {}
        if not passage_ids:
            return found
        rows = session.execute(
            select(
                EvaluationRow.passage_id,
                EvaluationRow.subject,
                EvaluationRow.positions,
                EvaluationRow.passed,
                CandidateRow.text,
            )
            .outerjoin(CandidateRow, EvaluationRow.candidate_id == CandidateRow.id)
            .where(EvaluationRow.passage_id.in_(passage_ids))
        ).all()
        for row in rows:
            found.setdefault(row.passage_id, []).append(row)
        return found

    def _finished_row(
        self,
        session: Session,
        passage_id: str,
        passage: _OpenPassage,
        result: PassageResult,
        evaluations: Sequence[Any],
    ) -> dict[str, Any]:
        """The passage row's finished values, after checking the evaluations support them."""
        ref = PassageRef(document=passage.document, index=passage.passage_index)
        if result.ref != ref:
            raise AuditStoreError(
                f"result for {result.ref.key} does not belong to passage {ref.key}"
            )
        if passage.retry_of is not None:
            result = result.model_copy(
                update={
                    "attempt": passage.attempt,
                    "earlier_errors": self._earlier_errors(session, passage),
                }
            )
        if result.outcome in JUDGED_OUTCOMES:
            verdicts = [
                RecordedVerdict(
                    e.subject,
                    e.positions,
                    e.passed,
                    passage.source_text if e.text is None else e.text,
                )
                for e in evaluations
            ]
            problem = unsupported_outcome(result, verdicts, passage.source_text)
            if problem is not None:
                raise AuditStoreError(f"passage {ref.key} cannot finish as {problem}")
        return {
            "id": passage_id,
            "outcome": result.outcome.value,
            "chosen_text": result.output_text,
            "winner_position": result.winner_position,
            "quality_passed": result.quality_passed,
            "reason": result.reason,
            "error": result.error,
            "result": result.model_dump(mode="json"),
            "finished_at": utcnow(),
        }

    @staticmethod
    def _earlier_errors(session: Session, passage: _OpenPassage) -> list[str]:
        """How each superseded attempt of the passage ended, oldest first."""
        rows = session.execute(
            select(PassageRow.error, PassageRow.reason)
            .where(
                PassageRow.run_id == passage.run_id,
                PassageRow.document == passage.document,
                PassageRow.passage_index == passage.passage_index,
                PassageRow.superseded.is_(True),
            )
            .order_by(PassageRow.attempt)
        ).all()
        return [row.error or row.reason or "failed" for row in rows]

    @classmethod
    def _check_open_many(
        cls, session: Session, passage_ids: Sequence[str]
    ) -> dict[str, _OpenPassage]:
        """``_check_open`` for several passages, in one query."""
        rows = session.execute(
            select(
                PassageRow.id,
                PassageRow.document,
                PassageRow.passage_index,
                PassageRow.source_text,
                PassageRow.finished_at,
                PassageRow.run_id,
                PassageRow.attempt,
                PassageRow.retry_of,
            ).where(PassageRow.id.in_(set(passage_ids)))
        ).all()
        found = {row.id: row for row in rows}
        opened: dict[str, _OpenPassage] = {}
        for passage_id in passage_ids:
            row = found.get(passage_id)
            if row is None:
                raise AuditStoreError(f"unknown passage {passage_id!r}")
            if row.finished_at is not None:
                raise AuditStoreError(
                    f"passage {row.document}#{row.passage_index} is already finished"
                )
            opened[passage_id] = _OpenPassage(
                row.document,
                row.passage_index,
                row.source_text,
                row.run_id,
                row.attempt,
                row.retry_of,
            )
        return opened

    @staticmethod
    def _candidates(
        session: Session, passage_id: str, candidate_ids: Sequence[str]
    ) -> dict[str, KnownCandidate]:
        """Position and text of each listed candidate; AuditStoreError for one not the passage's."""
        if not candidate_ids:
            return {}
        rows = session.execute(
            select(
                CandidateRow.id, CandidateRow.passage_id, CandidateRow.position, CandidateRow.text
            ).where(CandidateRow.id.in_(list(candidate_ids)))
        ).all()
        found = {
            row.id: KnownCandidate(row.position, row.text)
            for row in rows
            if row.passage_id == passage_id
        }
        missing = [cid for cid in candidate_ids if cid not in found]
        if missing:
            raise AuditStoreError(f"passage {passage_id} has no candidate {missing[0]!r}")
        return found


class _OpenPassage(NamedTuple):
    """An open passage's identity, source and attempt, as its writes are checked."""

    document: str
    passage_index: int
    source_text: str
    run_id: str
    attempt: int
    retry_of: str | None

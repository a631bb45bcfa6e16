"""The audit store: every run, passage, candidate, judge call and detector score, as they happen.

Each write is its own short transaction, so a crash loses at most the calls in flight. Methods
are synchronous and thread-safe (one session per call); async callers run them in a thread.
"""

from __future__ import annotations

import hashlib
import re
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from types import TracebackType
from typing import Any, NamedTuple

from alembic.util import CommandError
from pydantic_core import to_jsonable_python
from sqlalchemy import (
    ColumnExpressionArgument,
    Engine,
    and_,
    case,
    delete,
    func,
    insert,
    or_,
    select,
    update,
)
from sqlalchemy.exc import DBAPIError, SQLAlchemyError
from sqlalchemy.orm import Session

from models.audit import (
    CandidateRow,
    DetectionRow,
    EvaluationRow,
    PassageRow,
    RouteUsageRow,
    RunRow,
    utcnow,
)
from models.audit_views import (
    PassageHistory,
    RunHistory,
    RunListing,
    RunRecord,
    RunStatus,
)
from models.chat import ChatResult
from models.evaluation import DIMENSIONS
from models.guard import GuardReport
from models.outcome import (
    Detection,
    Generation,
    JudgeOutcome,
    Outcome,
    PassageRef,
    PassageResult,
)
from models.profile import RewriteProfile
from models.recorded import (
    OpenedPassage,
    RecordedCandidate,
    RecordedDetection,
    RecordedEvaluation,
    RecordedPassage,
)
from models.route_usage import RouteUsage
from models.spend import Stage, UsageGroup
from skryba.audit import records
from skryba.audit.engine import WRITE_OPTION, create_audit_engine, redact_url, scrub
from skryba.audit.migrations import current_revision, head_revision, upgrade
from skryba.audit.version import code_version
from skryba.errors import AuditStoreError, UnknownPassage, UnknownRun
from skryba.spend import requested_judge

# Parameters are stored verbatim; a key like these means a secret is about to be written.
_SECRET_KEY = re.compile(r"api[_-]?key|password|secret|authorization", re.IGNORECASE)
# Outcomes that rest on a judge verdict and so need at least one recorded evaluation.
_JUDGED_OUTCOMES = (Outcome.REWRITTEN, Outcome.SOURCE_FALLBACK, Outcome.REFUSED)
_STREAM_BATCH = 200


def _new_id() -> str:
    return str(uuid.uuid4())


def text_sha256(text: str) -> str:
    """Hex SHA-256 of ``text`` in UTF-8: how detections name the text they scored."""
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _scored_text_hash(
    source: str, known: Mapping[str, _KnownCandidate], candidate_id: str | None
) -> str | None:
    if candidate_id is None:
        return text_sha256(source)
    text = known[candidate_id].text
    return text_sha256(text) if text is not None else None


def _find_secret_key(value: Any, path: str = "parameters") -> str | None:
    if isinstance(value, Mapping):
        for key, item in value.items():
            where = f"{path}.{key}"
            if _SECRET_KEY.search(str(key)):
                return where
            found = _find_secret_key(item, where)
            if found:
                return found
    elif isinstance(value, list | tuple):
        for number, item in enumerate(value):
            found = _find_secret_key(item, f"{path}[{number}]")
            if found:
                return found
    return None


class AuditStore:
    """SQL audit store over SQLite or PostgreSQL; open it with ``AuditStore.open(url)``."""

    def __init__(self, engine: Engine, url: str) -> None:
        self._engine = engine
        self._writer = engine.execution_options(**{WRITE_OPTION: True})
        self._url = url
        self._safe_url = redact_url(url)

    # --- lifecycle -------------------------------------------------------------------------------

    @classmethod
    def open(cls, url: str) -> AuditStore:
        """Connect, migrate to the newest schema and check it; AuditStoreError if unusable."""
        engine = create_audit_engine(url)
        safe = redact_url(url)
        try:
            upgrade(engine)
            at = current_revision(engine)
        except SQLAlchemyError as exc:
            engine.dispose()
            raise AuditStoreError(
                f"audit store {safe} is unreachable or cannot be migrated: "
                f"{scrub(_driver_message(exc), url)}"
            ) from None
        except CommandError as exc:
            engine.dispose()
            raise AuditStoreError(
                f"audit store {safe} cannot be migrated (written by a newer Skryba?): "
                f"{scrub(str(exc), url)}"
            ) from None
        head = head_revision()
        if at != head:
            engine.dispose()
            raise AuditStoreError(f"audit store {safe} is at revision {at!r}, expected {head!r}")
        return cls(engine, url)

    def close(self) -> None:
        """Release every pooled connection."""
        self._engine.dispose()

    def __enter__(self) -> AuditStore:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    @property
    def url(self) -> str:
        """The store's URL with its password masked."""
        return self._safe_url

    # --- sessions --------------------------------------------------------------------------------

    @contextmanager
    def _write(self, what: str) -> Iterator[Session]:
        """One short write transaction; database errors become AuditStoreError."""
        try:
            with Session(self._writer, expire_on_commit=False) as session, session.begin():
                yield session
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    @contextmanager
    def _read(self, what: str) -> Iterator[Session]:
        try:
            with Session(self._engine) as session, session.begin():
                yield session
        except SQLAlchemyError as exc:
            raise self._error(what, exc) from exc

    def _error(self, what: str, exc: SQLAlchemyError) -> AuditStoreError:
        return AuditStoreError(
            f"audit store {self._safe_url}: cannot {what}: {scrub(_driver_message(exc), self._url)}"
        )

    # --- runs ------------------------------------------------------------------------------------

    def start_run(
        self,
        *,
        profile: RewriteProfile,
        generator_model: str,
        judge_model: str,
        minimum_quality: float,
        parameters: dict[str, Any],
        warnings: list[str],
    ) -> str:
        """Record a new run (status ``running``) and return its id."""
        stored = to_jsonable_python(parameters)
        secret = _find_secret_key(stored)
        if secret is not None:
            raise AuditStoreError(f"refusing to store {secret}: it looks like a secret")
        run_id = _new_id()
        with self._write("start a run") as session:
            session.add(
                RunRow(
                    id=run_id,
                    created_at=utcnow(),
                    finished_at=None,
                    status=RunStatus.RUNNING.value,
                    parameters=stored,
                    profile=profile.model_dump(mode="json"),
                    generator_model=generator_model,
                    judge_model=judge_model,
                    minimum_quality=float(minimum_quality),
                    code_version=code_version(),
                    warnings=list(warnings),
                )
            )
        return run_id

    def get_run(self, run_id: str) -> RunRecord:
        """The run; AuditStoreError if there is none with this id."""
        with self._read("read a run") as session:
            return records.run_record(self._run(session, run_id))

    def finish_run(self, run_id: str, status: str) -> None:
        """Mark the run completed, failed or interrupted."""
        try:
            final = RunStatus(status)
        except ValueError:
            raise AuditStoreError(f"unknown run status {status!r}") from None
        if final is RunStatus.RUNNING:
            raise AuditStoreError("a run is finished as completed, failed or interrupted")
        with self._write("finish a run") as session:
            run = self._run(session, run_id)
            run.status = final.value
            run.finished_at = utcnow()

    def list_runs(self, limit: int | None = None) -> list[RunListing]:
        """The runs, newest first, each with its finished passages per outcome."""
        with self._read("list runs") as session:
            query = select(RunRow).order_by(RunRow.created_at.desc(), RunRow.id)
            if limit is not None:
                query = query.limit(limit)
            rows = session.scalars(query).all()
            counted = session.execute(
                select(PassageRow.run_id, PassageRow.outcome, func.count())
                .where(
                    PassageRow.run_id.in_([row.id for row in rows]),
                    PassageRow.finished_at.is_not(None),
                    PassageRow.superseded.is_(False),
                )
                .group_by(PassageRow.run_id, PassageRow.outcome)
            ).all()
            counts = {row.id: dict.fromkeys((o.value for o in Outcome), 0) for row in rows}
            for run_id, outcome, number in counted:
                counts[run_id][str(outcome)] = int(number)
            return [RunListing(run=records.run_record(row), counts=counts[row.id]) for row in rows]

    def reopen_run(self, run_id: str) -> RunRecord:
        """Mark a run ``running`` again (``--resume``) and return it."""
        with self._write("reopen a run") as session:
            run = self._run(session, run_id)
            run.status = RunStatus.RUNNING.value
            run.finished_at = None
            return records.run_record(run)

    def record_route_usage(self, run_id: str, usage: RouteUsage) -> None:
        """Keep what one process's calls met at the route's limits (a shard's, a resumed part's)."""
        with self._write("record route usage") as session:
            self._check_run(session, run_id)
            session.add(
                RouteUsageRow(
                    id=_new_id(),
                    run_id=run_id,
                    recorded_at=utcnow(),
                    **usage.model_dump(),
                )
            )

    def route_usage(self, run_id: str) -> RouteUsage | None:
        """The run's route usage summed over its parts; None when no part recorded any."""
        with self._read("read route usage") as session:
            rows = session.scalars(select(RouteUsageRow).where(RouteUsageRow.run_id == run_id))
            parts = [
                RouteUsage(
                    calls=row.calls,
                    http_429=row.http_429,
                    waits=row.waits,
                    waited_s=row.waited_s,
                    api_round_trips=row.api_round_trips,
                    shared=row.shared,
                    tokens_charged=row.tokens_charged,
                    tokens_reported=row.tokens_reported,
                )
                for row in rows
            ]
        if not parts:
            return None
        total = parts[0]
        for part in parts[1:]:
            total = total.plus(part)
        return total

    # --- passages and their calls ----------------------------------------------------------------

    def start_passage(self, run_id: str, ref: PassageRef, source_text: str) -> str:
        """Record that a passage is being worked on and return its id.

        On resume an unfinished passage keeps its id and the calls its interrupted attempt
        recorded (``open_passages`` hands them back for reuse); if its source text changed since,
        those calls are about another text and are deleted. A finished passage is never restarted.
        """
        return self.start_passages(run_id, [(ref, source_text)])[0]

    def start_passages(
        self,
        run_id: str,
        passages: Sequence[tuple[PassageRef, str]],
        *,
        retry_failed: bool = False,
    ) -> list[str]:
        """``start_passage`` for several passages in one transaction; their ids in order.

        ``retry_failed``: a passage whose latest attempt ended ``failed`` gets a new attempt (a
        new row linked to the old one, which is kept with its calls and marked superseded).
        """
        return [
            opened.id for opened in self.open_passages(run_id, passages, retry_failed=retry_failed)
        ]

    def open_passages(
        self,
        run_id: str,
        passages: Sequence[tuple[PassageRef, str]],
        *,
        retry_failed: bool = False,
    ) -> list[OpenedPassage]:
        """``start_passages``, each passage with the calls already recorded for it (resume)."""
        if not passages:
            return []
        with self._write("start a passage") as session:
            self._check_run(session, run_id)
            started = [
                self._start_passage(session, run_id, ref, text, retry_failed)
                for ref, text in passages
            ]
            reopened = [passage_id for passage_id, kept in started if kept]
            recorded = self._recorded_calls(session, reopened) if reopened else {}
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
            passage_id = _new_id()
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

    @staticmethod
    def _recorded_calls(session: Session, passage_ids: Sequence[str]) -> dict[str, RecordedPassage]:
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

    def record_candidate(
        self,
        passage_id: str,
        position: int,
        text: str | None,
        generation: ChatResult | None,
        error: str | None,
    ) -> str:
        """Record one candidate (its text, or the error that left it without one)."""
        # Unvalidated: record_candidates checks it, with the store's own messages.
        candidate = Generation.model_construct(
            position=position, text=text, error=error, chat=generation
        )
        return self.record_candidates(passage_id, [candidate])[0]

    def record_candidates(self, passage_id: str, generations: Sequence[Generation]) -> list[str]:
        """Record a passage's candidates (texts, or the errors that left them without one).

        One transaction for the whole group: they arrive together, after their calls returned.
        """
        return self.record_candidates_many([(passage_id, generations)])[0]

    def record_candidates_many(
        self, passages: Sequence[tuple[str, Sequence[Generation]]]
    ) -> list[list[str]]:
        """``record_candidates`` for several passages in one transaction."""
        ids = [[_new_id() for _ in generations] for _, generations in passages]
        answers = [
            NewCandidate(passage_id, candidate_id, generation)
            for (passage_id, generations), passage_ids in zip(passages, ids, strict=True)
            for candidate_id, generation in zip(passage_ids, generations, strict=True)
        ]
        self._record_answers("record candidates", answers, [pid for pid, _ in passages])
        return ids

    def record_evaluation(
        self,
        passage_id: str,
        candidate_ids: Sequence[str] | None,
        positions: Sequence[int],
        judge: JudgeOutcome,
    ) -> str:
        """Record one judge call, shared by every listed candidate; ``None`` = the source."""
        return self.record_evaluations(
            passage_id, [JudgedGroup(candidate_ids, tuple(positions), judge)]
        )[0]

    def record_evaluations(self, passage_id: str, groups: Sequence[JudgedGroup]) -> list[str]:
        """Record judge calls of one passage, each shared by its group's candidates.

        A group's ``candidate_ids`` None means the source itself was judged.
        """
        return self.record_evaluations_many([(passage_id, groups)])[0]

    def record_evaluations_many(
        self, passages: Sequence[tuple[str, Sequence[JudgedGroup]]]
    ) -> list[list[str]]:
        """``record_evaluations`` for several passages in one transaction (a row per juror:
        each juror's raw and parsed reply is kept)."""
        answers = [
            [
                NewEvaluation(passage_id, _new_id(), group.candidate_ids, group.positions, juror)
                for group in groups
                for juror in group.judge.juror_outcomes()
            ]
            for passage_id, groups in passages
        ]
        self._record_answers(
            "record evaluations",
            [answer for passage_answers in answers for answer in passage_answers],
            [pid for pid, _ in passages],
        )
        return [[answer.evaluation_id for answer in passage_answers] for passage_answers in answers]

    def record_detection(
        self, passage_id: str, candidate_id: str | None, detection: Detection
    ) -> str:
        """Record one detector answer for a candidate, or for the source (``None``)."""
        return self.record_detections(passage_id, [(candidate_id, detection)])[0]

    def record_detections(
        self, passage_id: str, detections: Sequence[tuple[str | None, Detection]]
    ) -> list[str]:
        """Record detector answers of one passage: (candidate id or None for the source, answer)."""
        return self.record_detections_many([(passage_id, detections)])[0]

    def record_detections_many(
        self, passages: Sequence[tuple[str, Sequence[tuple[str | None, Detection]]]]
    ) -> list[list[str]]:
        """``record_detections`` for several passages in one transaction.

        Each row keeps the SHA-256 of the text it scored (read from the stored source or
        candidate, so it is the hash of exactly that text), the answer's reuse ``key`` and,
        for an answer read back by ``find_detection``, the id it was read from.
        """
        answers = [
            [
                NewDetection(passage_id, _new_id(), candidate_id, detection)
                for candidate_id, detection in detections
            ]
            for passage_id, detections in passages
        ]
        self._record_answers(
            "record detections",
            [answer for passage_answers in answers for answer in passage_answers],
            [pid for pid, _ in passages],
        )
        return [[answer.detection_id for answer in passage_answers] for passage_answers in answers]

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
        candidates = [_candidate_row(a) for a in answers if isinstance(a, NewCandidate)]
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
                    evaluations.append(_evaluation_row(answer, known[answer.passage_id]))
                elif isinstance(answer, NewDetection):
                    detections.append(
                        _detection_row(
                            answer, opened[answer.passage_id].source_text, known[answer.passage_id]
                        )
                    )
                elif isinstance(answer, Regrouped):
                    candidate_id = _evaluated_candidate(
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
    ) -> dict[str, dict[str, _KnownCandidate]]:
        """Position and text of every candidate the answers name, per passage; AuditStoreError
        for one that is not its passage's."""
        named: dict[str, str] = {}
        for answer in answers:
            if isinstance(answer, NewEvaluation | Regrouped):
                named.update((cid, answer.passage_id) for cid in answer.candidate_ids or ())
            elif isinstance(answer, NewDetection) and answer.candidate_id is not None:
                named[answer.candidate_id] = answer.passage_id
        known: dict[str, dict[str, _KnownCandidate]] = {a.passage_id: {} for a in answers}
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
            known[passage_id][candidate_id] = _KnownCandidate(row.position, row.text)
        return known

    def record_guard_reports(
        self, passage_id: str, reports: Sequence[tuple[str, GuardReport]]
    ) -> None:
        """Record the guard's report on candidates of one passage, in one transaction.

        ``reports`` pairs a candidate id with its report; candidates sharing one text share the
        report, so list each of their ids. A candidate without text (a generation error) cannot
        have been guarded.
        """
        self.record_guard_reports_many([(passage_id, reports)])

    def record_guard_reports_many(
        self, passages: Sequence[tuple[str, Sequence[tuple[str, GuardReport]]]]
    ) -> None:
        """``record_guard_reports`` for several passages (a batch) in one transaction."""
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

    def find_detection(self, detector_key: str, text: str) -> Detection | None:
        """An earlier successful answer for exactly ``text`` by the detector with this key
        (same detector, model and calibration), marked ``reused_from`` its original row; None
        when there is none. Failed or unscored answers are never returned."""
        with self._read("find a detection") as session:
            row = session.execute(
                select(DetectionRow)
                .where(
                    DetectionRow.text_sha256 == text_sha256(text),
                    DetectionRow.detector_key == detector_key,
                    DetectionRow.error.is_(None),
                    DetectionRow.probability.is_not(None),
                )
                .order_by(DetectionRow.created_at, DetectionRow.id)
                .limit(1)
            ).scalar_one_or_none()
            if row is None:
                return None
            return Detection(
                detector=row.detector,
                probability=row.probability,
                raw=row.raw,
                key=row.detector_key,
                # The oldest match is the computed original; a copy names its original anyway.
                reused_from=row.reused_from or row.id,
            )

    def finish_passage(self, passage_id: str, result: PassageResult) -> None:
        """Record the passage's outcome; refuses one the recorded evaluations do not support.

        A judged outcome (rewritten, source_fallback, refused) needs at least one evaluation; a
        rewrite needs a passing evaluation of its winner's position, and a fallback or refusal an
        evaluation of the source text (or of a candidate identical to it). ``failed`` may have
        none (generation itself failed).
        """
        self.finish_passages([(passage_id, result)])

    def finish_passages(self, passages: Sequence[tuple[str, PassageResult]]) -> None:
        """``finish_passage`` for several passages in one transaction."""
        if not passages:
            return
        with self._write("finish a passage") as session:
            opened = self._check_open_many(session, [passage_id for passage_id, _ in passages])
            judged = self._evaluations_of(
                session,
                [pid for pid, result in passages if result.outcome in _JUDGED_OUTCOMES],
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
        if result.outcome in _JUDGED_OUTCOMES:
            _check_evaluations(
                ref,
                result,
                [
                    _Judged(
                        e.subject,
                        e.positions,
                        e.passed,
                        passage.source_text if e.text is None else e.text,
                    )
                    for e in evaluations
                ],
                passage.source_text,
            )
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

    # --- reading back ----------------------------------------------------------------------------

    def finished_results(self, run_id: str) -> dict[PassageRef, PassageResult]:
        """The results of every finished passage of the run (what ``--resume`` skips)."""
        with self._read("read finished passages") as session:
            self._run(session, run_id)
            stored = session.execute(
                select(PassageRow.id, PassageRow.result).where(
                    PassageRow.run_id == run_id,
                    PassageRow.finished_at.is_not(None),
                    PassageRow.superseded.is_(False),
                )
            ).all()
            # In slices: one IN list per slice stays far below the drivers' parameter limits.
            results = [
                result
                for start in range(0, len(stored), _STREAM_BATCH)
                for result in _with_guards(
                    session,
                    [(row.id, row.result) for row in stored[start : start + _STREAM_BATCH]],
                )
            ]
        return {result.ref: result for result in results}

    def iter_results(self, run_id: str) -> Iterator[PassageResult]:
        """Finished passages' results in (document, index) order, fetched in batches."""
        with self._read("read a run") as session:
            self._run(session, run_id)
        return self._stream_results(run_id)

    def _stream_results(self, run_id: str) -> Iterator[PassageResult]:
        query = (
            select(PassageRow.id, PassageRow.result)
            .where(
                PassageRow.run_id == run_id,
                PassageRow.finished_at.is_not(None),
                PassageRow.superseded.is_(False),
            )
            .order_by(*self._passage_order())
            .execution_options(yield_per=_STREAM_BATCH)
        )
        with self._read("stream passage results") as session:
            for batch in session.execute(query).partitions():
                yield from _with_guards(session, [(row.id, row.result) for row in batch])

    def run_history(self, run_id: str) -> RunHistory:
        """The run and a summary of each passage (for ``skryba audit RUN_ID``)."""
        with self._read("read a run's history") as session:
            run = records.run_record(self._run(session, run_id))
            passages = session.scalars(
                select(PassageRow)
                .where(PassageRow.run_id == run_id, PassageRow.superseded.is_(False))
                .order_by(*self._passage_order())
            ).all()
            summaries = [records.passage_summary(row) for row in passages]
        counts = dict.fromkeys((o.value for o in Outcome), 0)
        for summary in summaries:
            if summary.outcome is not None:
                counts[summary.outcome.value] += 1
        return RunHistory(run=run, passages=summaries, counts=counts)

    def passage_history(self, run_id: str, passage: str) -> PassageHistory:
        """Everything recorded about one passage, named by its id or ``document#index``."""
        with self._read("read a passage's history") as session:
            self._run(session, run_id)
            row = self._find_passage(session, run_id, passage)
            candidates = session.scalars(
                select(CandidateRow)
                .where(CandidateRow.passage_id == row.id)
                .order_by(CandidateRow.position)
            ).all()
            position_of = {c.id: c.position for c in candidates}
            evaluations = sorted(
                session.scalars(
                    select(EvaluationRow).where(EvaluationRow.passage_id == row.id)
                ).all(),
                # Candidates' evaluations by position, then the source's, each by time.
                key=lambda e: (
                    e.subject == "source",
                    min(e.positions, default=-1),
                    e.created_at,
                ),
            )
            detections = sorted(
                session.scalars(
                    select(DetectionRow).where(DetectionRow.passage_id == row.id)
                ).all(),
                key=lambda d: (
                    -1 if d.candidate_id is None else position_of.get(d.candidate_id, -1),
                    d.detector,
                    d.created_at,
                ),
            )
            return PassageHistory(
                run_id=run_id,
                passage=records.passage_summary(row),
                source_text=row.source_text,
                candidates=[records.candidate_record(c) for c in candidates],
                evaluations=[records.evaluation_record(e) for e in evaluations],
                detections=[records.detection_record(d) for d in detections],
                result=PassageResult.model_validate(row.result) if row.result else None,
            )

    def counts(self, run_id: str) -> dict[str, int]:
        """Finished passages per outcome (every outcome present, zero included)."""
        with self._read("count passages") as session:
            self._run(session, run_id)
            rows = session.execute(
                select(PassageRow.outcome, func.count())
                .where(
                    PassageRow.run_id == run_id,
                    PassageRow.finished_at.is_not(None),
                    PassageRow.superseded.is_(False),
                )
                .group_by(PassageRow.outcome)
            ).all()
        counts = dict.fromkeys((o.value for o in Outcome), 0)
        for outcome, number in rows:
            counts[str(outcome)] = int(number)
        return counts

    def usage(self, run_id: str) -> list[UsageGroup]:
        """The route's reported usage of every stored call of the run, summed per stage and model.

        Summed in the database, so a large run is priced without reading its rows. The calls of
        an interrupted attempt at a passage stay (resume reuses them), so each is counted once.
        """
        with self._read("read a run's usage") as session:
            run = self._run(session, run_id)
            generator_model, judge_model = run.generator_model, run.judge_model
            # A revision (it names the position it revises) is a repair call: the generator's,
            # asked to fix findings. No bound parameter in the grouped expression: PostgreSQL
            # must see the same expression in SELECT and GROUP BY.
            revision = CandidateRow.repair_of.is_not(None)
            rows = [
                (Stage.REPAIR if row.repaired else Stage.GENERATE, row)
                for row in session.execute(
                    _usage_query(CandidateRow, run_id, revision.label("repaired")).group_by(
                        revision, CandidateRow.model
                    )
                ).all()
            ]
            rows.extend(
                (Stage.FALLBACK if row.subject == "source" else Stage.JUDGE, row)
                for row in session.execute(
                    _usage_query(
                        EvaluationRow, run_id, EvaluationRow.subject, EvaluationRow.judge_model
                    ).group_by(
                        EvaluationRow.subject, EvaluationRow.judge_model, EvaluationRow.model
                    )
                ).all()
            )
        judge = requested_judge(judge_model)
        return [
            UsageGroup(
                stage=stage,
                # Each juror's calls are priced by the model they asked (rows written before
                # the column existed fall back to the run's judge).
                requested_model=generator_model
                if stage in (Stage.GENERATE, Stage.REPAIR)
                else (getattr(row, "judge_model", None) or judge),
                reported_model=row.model,
                calls=int(row.calls),
                without_reply=int(row.without_reply or 0),
                without_usage=int(row.without_usage or 0),
                prompt_tokens=int(row.prompt_tokens or 0),
                completion_tokens=int(row.completion_tokens or 0),
                priced_prompt_tokens=int(row.priced_prompt_tokens or 0),
                priced_completion_tokens=int(row.priced_completion_tokens or 0),
            )
            for stage, row in rows
        ]

    # --- lookups ---------------------------------------------------------------------------------

    def _passage_order(self) -> tuple[ColumnExpressionArgument[Any], ...]:
        # Byte order of document names on both backends (PostgreSQL's default collation is not).
        document: ColumnExpressionArgument[str] = PassageRow.document
        if self._engine.dialect.name == "postgresql":
            document = PassageRow.document.collate("C")
        return document, PassageRow.passage_index

    @staticmethod
    def _run(session: Session, run_id: str) -> RunRow:
        run = session.get(RunRow, run_id)
        if run is None:
            raise UnknownRun(f"unknown run {run_id!r}")
        return run

    @staticmethod
    def _check_run(session: Session, run_id: str) -> None:
        if session.execute(select(RunRow.id).where(RunRow.id == run_id)).first() is None:
            raise UnknownRun(f"unknown run {run_id!r}")

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

    @classmethod
    def _check_open(cls, session: Session, passage_id: str) -> _OpenPassage:
        """The passage's identity and source; AuditStoreError if unknown or already finished."""
        return cls._check_open_many(session, [passage_id])[passage_id]

    @staticmethod
    def _find_passage(session: Session, run_id: str, passage: str) -> PassageRow:
        row = session.scalars(
            select(PassageRow).where(PassageRow.run_id == run_id, PassageRow.id == passage)
        ).one_or_none()
        if row is None and "#" in passage:
            document, _, index = passage.rpartition("#")
            if index.isdigit():
                row = session.scalars(
                    select(PassageRow).where(
                        PassageRow.run_id == run_id,
                        PassageRow.document == document,
                        PassageRow.passage_index == int(index),
                        PassageRow.superseded.is_(False),
                    )
                ).one_or_none()
        if row is None:
            raise UnknownPassage(f"run {run_id} has no passage {passage!r}")
        return row

    @staticmethod
    def _candidates(
        session: Session, passage_id: str, candidate_ids: Sequence[str]
    ) -> dict[str, _KnownCandidate]:
        """Position and text of each listed candidate; AuditStoreError for one not the passage's."""
        if not candidate_ids:
            return {}
        rows = session.execute(
            select(
                CandidateRow.id, CandidateRow.passage_id, CandidateRow.position, CandidateRow.text
            ).where(CandidateRow.id.in_(list(candidate_ids)))
        ).all()
        found = {
            row.id: _KnownCandidate(row.position, row.text)
            for row in rows
            if row.passage_id == passage_id
        }
        missing = [cid for cid in candidate_ids if cid not in found]
        if missing:
            raise AuditStoreError(f"passage {passage_id} has no candidate {missing[0]!r}")
        return found


def _candidate_row(answer: NewCandidate) -> dict[str, Any]:
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


def _detection_row(
    answer: NewDetection, source: str, known: Mapping[str, _KnownCandidate]
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
        "text_sha256": _scored_text_hash(source, known, answer.candidate_id),
        "detector_key": detection.key,
        "reused_from": detection.reused_from,
    }


def _usage_query(table: type[CandidateRow] | type[EvaluationRow], run_id: str, *extra: Any) -> Any:
    """Per reported model: calls, calls without a reply or without usage, and token sums."""
    replied = table.latency_s.is_not(None)
    complete = and_(table.prompt_tokens.is_not(None), table.completion_tokens.is_not(None))
    return (
        select(
            *extra,
            table.model,
            func.count().label("calls"),
            func.sum(case((replied, 0), else_=1)).label("without_reply"),
            func.sum(
                case(
                    (
                        and_(
                            replied,
                            or_(table.prompt_tokens.is_(None), table.completion_tokens.is_(None)),
                        ),
                        1,
                    ),
                    else_=0,
                )
            ).label("without_usage"),
            func.sum(table.prompt_tokens).label("prompt_tokens"),
            func.sum(table.completion_tokens).label("completion_tokens"),
            func.sum(case((complete, table.prompt_tokens), else_=0)).label("priced_prompt_tokens"),
            func.sum(case((complete, table.completion_tokens), else_=0)).label(
                "priced_completion_tokens"
            ),
        )
        .join(PassageRow, table.passage_id == PassageRow.id)
        .where(PassageRow.run_id == run_id)
    )


def _with_guards(
    session: Session, stored: Sequence[tuple[str, dict[str, Any] | None]]
) -> list[PassageResult]:
    """Stored passage results, each candidate given the guard report recorded on its row.

    A result finished before its guard reports were recorded (or by a writer that left them
    out of the result) still shows them; a report already in the result is kept as it is.
    """
    results = [(passage_id, PassageResult.model_validate(data)) for passage_id, data in stored]
    rows = session.execute(
        select(CandidateRow.passage_id, CandidateRow.position, CandidateRow.guard).where(
            CandidateRow.passage_id.in_([passage_id for passage_id, _ in results]),
            CandidateRow.guard.is_not(None),
        )
    ).all()
    guards = {(row.passage_id, row.position): row.guard for row in rows}
    if not guards:
        return [result for _, result in results]
    patched: list[PassageResult] = []
    for passage_id, result in results:
        candidates = [
            candidate.model_copy(
                update={"guard": GuardReport.model_validate(guards[passage_id, candidate.position])}
            )
            if candidate.guard is None and (passage_id, candidate.position) in guards
            else candidate
            for candidate in result.candidates
        ]
        patched.append(result.model_copy(update={"candidates": candidates}))
    return patched


class JudgedGroup(NamedTuple):
    """One judge call to record: the candidates sharing it (None: the source) and its outcome."""

    candidate_ids: Sequence[str] | None
    positions: Sequence[int]
    judge: JudgeOutcome


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


class _OpenPassage(NamedTuple):
    document: str
    passage_index: int
    source_text: str
    run_id: str
    attempt: int
    retry_of: str | None


class _KnownCandidate(NamedTuple):
    position: int
    text: str | None


class _Judged(NamedTuple):
    """A recorded evaluation and the text it judged."""

    subject: str
    positions: Sequence[int]
    passed: bool
    text: str


def _evaluated_candidate(
    candidate_ids: Sequence[str] | None,
    positions: Sequence[int],
    known: Mapping[str, _KnownCandidate],
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


def _evaluation_row(answer: NewEvaluation, known: Mapping[str, _KnownCandidate]) -> dict[str, Any]:
    """The row of one juror's call on the text its candidates share (or the source's)."""
    judge = answer.juror
    candidate_id = _evaluated_candidate(answer.candidate_ids, answer.positions, known)
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


def _check_evaluations(
    ref: PassageRef,
    result: PassageResult,
    evaluations: Sequence[_Judged],
    source_text: str,
) -> None:
    """Refuse an outcome that the recorded judge verdicts do not support.

    ``evaluations`` pairs each evaluation with the text it judged.
    """
    if result.outcome not in _JUDGED_OUTCOMES:
        return
    if not evaluations:
        raise AuditStoreError(
            f"passage {ref.key} cannot finish as {result.outcome.value}: no evaluation is recorded"
        )
    if result.outcome is Outcome.REWRITTEN:
        winner = result.winner_position
        # A jury records one row per juror: the winner needs every one of them to pass.
        verdicts = [
            e.passed for e in evaluations if e.subject == "candidate" and winner in e.positions
        ]
        if winner is None or not verdicts or not all(verdicts):
            raise AuditStoreError(
                f"passage {ref.key} cannot finish as rewritten: no passing evaluation is "
                f"recorded for the winner position {winner}"
            )
    # A candidate identical to the source was asked the very same question, so its evaluation
    # stands for the source's.
    elif not any(e.text == source_text for e in evaluations):
        raise AuditStoreError(
            f"passage {ref.key} cannot finish as {result.outcome.value}: "
            "no evaluation of the source is recorded"
        )


def _driver_message(exc: SQLAlchemyError) -> str:
    # The driver's own words, without SQLAlchemy's statement dump (which holds passage text).
    if isinstance(exc, DBAPIError) and exc.orig is not None:
        return str(exc.orig).strip()
    return str(exc).strip()

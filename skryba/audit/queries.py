"""The audit store's reads: runs, passage results and histories, counts and usage.

Results are read in slices or streamed, so a large run never sits in memory whole.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from sqlalchemy import and_, case, func, or_, select
from sqlalchemy.orm import Session

from models.audit import (
    CandidateRow,
    DetectionRow,
    EvaluationRow,
    PassageRow,
    RouteUsageRow,
    RunRow,
)
from models.audit_views import PassageHistory, RunHistory, RunListing, RunRecord
from models.guard import GuardReport
from models.outcome import Detection, Outcome, PassageRef, PassageResult
from models.route_usage import RouteUsage
from models.spend import UsageGroup
from models.stage import StageName
from skryba.audit import records
from skryba.audit.answers import text_sha256
from skryba.audit.sessions import StoreSessions
from skryba.errors import UnknownPassage
from skryba.spend.cost import requested_judge

_STREAM_BATCH = 200


class StoreQueries(StoreSessions):
    """Reads of runs and passages (a part of ``AuditStore``)."""

    def get_run(self, run_id: str) -> RunRecord:
        """The run; AuditStoreError if there is none with this id."""
        with self._read("read a run") as session:
            return records.run_record(self._run(session, run_id))

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
                (StageName.REPAIR if row.repaired else StageName.GENERATE, row)
                for row in session.execute(
                    _usage_query(CandidateRow, run_id, revision.label("repaired")).group_by(
                        revision, CandidateRow.model
                    )
                ).all()
            ]
            rows.extend(
                (StageName.FALLBACK if row.subject == "source" else StageName.JUDGE, row)
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
                if stage in (StageName.GENERATE, StageName.REPAIR)
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

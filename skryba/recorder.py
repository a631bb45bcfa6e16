"""Async facade over the audit store: writes run off the event loop, one at a time.

One writer thread, not a pool: concurrent writers would only queue on the database's write lock
(SQLite's busy handler sleeps while it waits), and a single thread keeps the order of writes.

Every answered call (a generation, a juror's evaluation, a detection) is handed over as it
completes (``record_generation``, ``record_verdict``, ``record_detection``) and committed within
``FLUSH_INTERVAL_S`` together with whatever else was answered meanwhile: a crash loses at most the
calls in flight and the last fraction of a second, never a stage's worth of a batch. The stage
writes (starting passages, guard reports, outcomes) stay one transaction per stage of a batch;
each first commits the answers handed over before it, so the order of the records is the order
of the events.
"""

from __future__ import annotations

import asyncio
import logging
import threading
import uuid
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from models.guard import GuardReport
from models.outcome import Detection, Generation, JudgeOutcome, PassageRef, PassageResult
from models.recorded import OpenedPassage
from skryba.audit.answers import Answer, NewCandidate, NewDetection, NewEvaluation, Regrouped
from skryba.audit.store import AuditStore
from skryba.errors import AuditStoreError
from skryba.spend.budget import Budget

T = TypeVar("T")
log = logging.getLogger("skryba")

# How long an answered call may wait for its commit: a few commits a second, however many calls
# the route answers (one transaction per call would cost more than the calls at high
# concurrency), and little enough that a crash re-pays only the last few answers.
FLUSH_INTERVAL_S = 0.15


class AuditRecorder:
    """Records one run's passages as they progress."""

    def __init__(
        self,
        store: AuditStore,
        run_id: str,
        *,
        retry_failed: bool = False,
        budget: Budget | None = None,
    ) -> None:
        self.store = store
        self.run_id = run_id
        # --max-cost: every recorded call is priced as it is handed over.
        self.budget = budget
        # --retry-failed: starting a passage whose last attempt failed opens a new attempt.
        self.retry_failed = retry_failed
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="skryba-audit")
        self._lock = threading.Lock()
        self._answers: list[Answer] = []
        self._flush_due: asyncio.TimerHandle | None = None
        self._failure: AuditStoreError | None = None
        self._closed = False

    def close(self) -> None:
        """Commit the answers handed over so far, wait for queued writes, stop the writer thread.

        Raises the AuditStoreError of a commit that failed (those answers are not recorded).
        """
        if self._closed:
            return
        self._closed = True
        if self._flush_due is not None:
            self._flush_due.cancel()
            self._flush_due = None
        final = self._writer.submit(self._commit_answers)
        self._writer.shutdown(wait=True)
        final.exception()  # a failure is kept in self._failure
        if self._failure is not None:
            raise self._failure

    async def _call(self, function: Callable[..., T], *args: object) -> T:
        def after_the_answers() -> T:
            self._commit_answers()
            if self._failure is not None:
                raise self._failure
            return function(*args)

        return await asyncio.get_running_loop().run_in_executor(self._writer, after_the_answers)

    # --- answered calls: committed within FLUSH_INTERVAL_S ----------------------------------------

    def record_generation(self, passage_id: str, generation: Generation) -> str:
        """Hand over one generator call's answer (or its error); the candidate's row id."""
        candidate_id = str(uuid.uuid4())
        self._hand_over(NewCandidate(passage_id, candidate_id, generation))
        if self.budget is not None:
            self.budget.record_generations(passage_id, [generation])
        return candidate_id

    def record_verdict(
        self,
        passage_id: str,
        candidate_ids: Sequence[str] | None,
        positions: Sequence[int],
        juror: JudgeOutcome,
    ) -> None:
        """Hand over one juror's call on a text shared by ``candidate_ids`` (None: the source)."""
        evaluation_id = str(uuid.uuid4())
        self._hand_over(NewEvaluation(passage_id, evaluation_id, candidate_ids, positions, juror))
        if self.budget is not None:
            self.budget.record_judged(passage_id, [juror])

    def regroup(
        self,
        passage_id: str,
        evaluation_id: str,
        candidate_ids: Sequence[str],
        positions: Sequence[int],
    ) -> None:
        """A recorded evaluation is now shared by these candidates (resume: an asked-again
        position produced the text it judged)."""
        self._hand_over(Regrouped(passage_id, evaluation_id, candidate_ids, positions))

    def record_detection(
        self, passage_id: str, candidate_id: str | None, detection: Detection
    ) -> None:
        """Hand over one detector's answer for a candidate's text (or the source's: None)."""
        self._hand_over(NewDetection(passage_id, str(uuid.uuid4()), candidate_id, detection))

    def _hand_over(self, answer: Answer) -> None:
        if self._closed:
            raise AuditStoreError("the run's audit recorder is closed: the answer is not recorded")
        with self._lock:
            self._answers.append(answer)
        if self._flush_due is None:
            loop = asyncio.get_running_loop()
            self._flush_due = loop.call_later(FLUSH_INTERVAL_S, self._flush)

    def _flush(self) -> None:
        self._flush_due = None
        if not self._closed:
            self._writer.submit(self._commit_answers).add_done_callback(_log_failure)

    def _commit_answers(self) -> None:
        """On the writer thread: commit every answer handed over so far, in one transaction."""
        with self._lock:
            answers, self._answers = self._answers, []
        if not answers or self._failure is not None:
            return
        try:
            self.store.record_answers(answers)
        except AuditStoreError as exc:
            # The next stage write (or close) raises it: the run stops as when any write fails.
            self._failure = exc
            raise

    # --- the stage chain's writes: one transaction per stage of a batch ---------------------------

    async def start_passage(self, ref: PassageRef, source_text: str) -> str:
        """The passage's row id (reused when resuming an unfinished passage, new for a failed
        one under ``--retry-failed``)."""
        return (await self.start_passages([(ref, source_text)]))[0]

    async def start_passages(self, passages: Sequence[tuple[PassageRef, str]]) -> list[str]:
        """Start several passages; their row ids in the same order."""
        return [opened.id for opened in await self.open_passages(passages)]

    async def open_passages(
        self, passages: Sequence[tuple[PassageRef, str]]
    ) -> list[OpenedPassage]:
        """Start several passages; each with the calls an interrupted attempt recorded."""
        return await self._call(
            lambda: self.store.open_passages(self.run_id, passages, retry_failed=self.retry_failed)
        )

    async def find_detection(self, detector_key: str, text: str) -> Detection | None:
        """An earlier answer for ``text`` by the detector with this key, to reuse (or None).

        Read on the writer thread: detections recorded earlier in this run are then visible.
        """
        return await self._call(self.store.find_detection, detector_key, text)

    async def finish(self, passage_id: str, result: PassageResult) -> None:
        """Mark the passage finished with its result."""
        await self.finish_many([(passage_id, result)])

    async def guard_reports_many(
        self, passages: Sequence[tuple[str, Sequence[tuple[str, GuardReport]]]]
    ) -> None:
        """Record several passages' guard reports: (candidate id, report) per candidate."""
        await self._call(self.store.record_guard_reports, passages)

    async def finish_many(self, passages: Sequence[tuple[str, PassageResult]]) -> None:
        """Mark several passages finished with their results."""
        await self._call(self.store.finish_passages, passages)


def _log_failure(commit: Future[None]) -> None:
    exc = commit.exception()
    if exc is not None:
        log.error("could not record answered calls: %s", exc)

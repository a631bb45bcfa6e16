"""Async facade over the audit store: writes run off the event loop, one at a time.

One writer thread, not a pool: concurrent writers would only queue on the database's write lock
(SQLite's busy handler sleeps while it waits), and a single thread keeps the order of writes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from models.guard import GuardReport
from models.outcome import Detection, Generation, PassageRef, PassageResult
from skryba.audit.store import AuditStore, JudgedGroup
from skryba.budget import Budget

T = TypeVar("T")


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
        # --max-cost: every recorded call is priced as it is stored.
        self.budget = budget
        # --retry-failed: starting a passage whose last attempt failed opens a new attempt.
        self.retry_failed = retry_failed
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="skryba-audit")

    def close(self) -> None:
        """Wait for queued writes and stop the writer thread."""
        self._writer.shutdown(wait=True)

    async def _call(self, function: Callable[..., T], *args: object) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._writer, function, *args)

    async def start_passage(self, ref: PassageRef, source_text: str) -> str:
        """The passage's row id (reused when resuming an unfinished passage, new for a failed
        one under ``--retry-failed``)."""
        return (await self.start_passages([(ref, source_text)]))[0]

    async def find_detection(self, detector_key: str, text: str) -> Detection | None:
        """An earlier answer for ``text`` by the detector with this key, to reuse (or None).

        Read on the writer thread: detections recorded earlier in this run are then visible.
        """
        return await self._call(self.store.find_detection, detector_key, text)

    async def finish(self, passage_id: str, result: PassageResult) -> None:
        """Mark the passage finished with its result."""
        await self.finish_many([(passage_id, result)])

    # One transaction per stage of a batch: the stage chain's writes.

    async def start_passages(self, passages: Sequence[tuple[PassageRef, str]]) -> list[str]:
        """Start several passages; their row ids in the same order."""
        return await self._call(
            lambda: self.store.start_passages(self.run_id, passages, retry_failed=self.retry_failed)
        )

    async def candidates_many(
        self, passages: Sequence[tuple[str, Sequence[Generation]]]
    ) -> list[list[str]]:
        """Record several passages' candidates; each passage's candidate ids in order."""
        ids = await self._call(self.store.record_candidates_many, passages)
        if self.budget is not None:
            for passage_id, generations in passages:
                self.budget.record_generations(passage_id, generations)
        return ids

    async def guard_reports_many(
        self, passages: Sequence[tuple[str, Sequence[tuple[str, GuardReport]]]]
    ) -> None:
        """Record several passages' guard reports: (candidate id, report) per candidate."""
        await self._call(self.store.record_guard_reports_many, passages)

    async def evaluations_many(
        self, passages: Sequence[tuple[str, Sequence[JudgedGroup]]]
    ) -> list[list[str]]:
        """Record several passages' judge calls."""
        ids = await self._call(self.store.record_evaluations_many, passages)
        if self.budget is not None:
            for passage_id, groups in passages:
                self.budget.record_judged(passage_id, [group.judge for group in groups])
        return ids

    async def detections_many(
        self, passages: Sequence[tuple[str, Sequence[tuple[str | None, Detection]]]]
    ) -> list[list[str]]:
        """Record several passages' detector answers."""
        return await self._call(self.store.record_detections_many, passages)

    async def finish_many(self, passages: Sequence[tuple[str, PassageResult]]) -> None:
        """Mark several passages finished with their results."""
        await self._call(self.store.finish_passages, passages)

"""Async facade over the audit store: writes run off the event loop, one at a time.

One writer thread, not a pool: concurrent writers would only queue on the database's write lock
(SQLite's busy handler sleeps while it waits), and a single thread keeps the order of writes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from models.chat import ChatResult
from models.outcome import Detection, JudgeOutcome, PassageRef, PassageResult
from skryba.audit.store import AuditStore

T = TypeVar("T")


class AuditRecorder:
    """Records one run's passages as they progress."""

    def __init__(self, store: AuditStore, run_id: str) -> None:
        self.store = store
        self.run_id = run_id
        self._writer = ThreadPoolExecutor(max_workers=1, thread_name_prefix="skryba-audit")

    def close(self) -> None:
        """Wait for queued writes and stop the writer thread."""
        self._writer.shutdown(wait=True)

    async def _call(self, function: Callable[..., T], *args: object) -> T:
        return await asyncio.get_running_loop().run_in_executor(self._writer, function, *args)

    async def start_passage(self, ref: PassageRef, source_text: str) -> str:
        """The passage's row id (reused when resuming an unfinished passage)."""
        return await self._call(self.store.start_passage, self.run_id, ref, source_text)

    async def candidate(
        self,
        passage_id: str,
        position: int,
        text: str | None,
        generation: ChatResult | None,
        error: str | None,
    ) -> str:
        """Record one generated (or failed) candidate."""
        return await self._call(
            self.store.record_candidate, passage_id, position, text, generation, error
        )

    async def evaluation(
        self,
        passage_id: str,
        candidate_ids: Sequence[str] | None,
        positions: Sequence[int],
        judge: JudgeOutcome,
    ) -> str:
        """Record one judge call; ``candidate_ids`` None means the source was judged."""
        return await self._call(
            self.store.record_evaluation, passage_id, candidate_ids, positions, judge
        )

    async def detection(
        self, passage_id: str, candidate_id: str | None, detection: Detection
    ) -> str:
        """Record one detector answer; ``candidate_id`` None means the source."""
        return await self._call(self.store.record_detection, passage_id, candidate_id, detection)

    async def finish(self, passage_id: str, result: PassageResult) -> None:
        """Mark the passage finished with its result."""
        await self._call(self.store.finish_passage, passage_id, result)

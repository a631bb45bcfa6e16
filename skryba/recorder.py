"""Async facade over the audit store: writes run off the event loop, one at a time.

One writer thread, not a pool: concurrent writers would only queue on the database's write lock
(SQLite's busy handler sleeps while it waits), and a single thread keeps the order of writes.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

from models.outcome import Detection, Generation, PassageRef, PassageResult
from skryba.audit.store import AuditStore, JudgedGroup

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

    async def candidates(self, passage_id: str, generations: Sequence[Generation]) -> list[str]:
        """Record a passage's generated (or failed) candidates; their ids in the same order."""
        return await self._call(self.store.record_candidates, passage_id, generations)

    async def evaluations(self, passage_id: str, groups: Sequence[JudgedGroup]) -> list[str]:
        """Record judge calls; a group's ``candidate_ids`` None means the source was judged."""
        return await self._call(self.store.record_evaluations, passage_id, groups)

    async def detections(
        self, passage_id: str, detections: Sequence[tuple[str | None, Detection]]
    ) -> list[str]:
        """Record detector answers: (candidate id, or None for the source; the answer)."""
        return await self._call(self.store.record_detections, passage_id, detections)

    async def find_detection(self, detector_key: str, text: str) -> Detection | None:
        """An earlier answer for ``text`` by the detector with this key, to reuse (or None).

        Read on the writer thread: detections recorded earlier in this run are then visible.
        """
        return await self._call(self.store.find_detection, detector_key, text)

    async def finish(self, passage_id: str, result: PassageResult) -> None:
        """Mark the passage finished with its result."""
        await self._call(self.store.finish_passage, passage_id, result)

"""Async facade over the audit store: each write runs in a worker thread, off the event loop."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from models.chat import ChatResult
from models.outcome import Detection, JudgeOutcome, PassageRef, PassageResult
from skryba.audit.store import AuditStore


class AuditRecorder:
    """Records one run's passages as they progress."""

    def __init__(self, store: AuditStore, run_id: str) -> None:
        self.store = store
        self.run_id = run_id

    async def start_passage(self, ref: PassageRef, source_text: str) -> str:
        """The passage's row id (reused when resuming an unfinished passage)."""
        return await asyncio.to_thread(self.store.start_passage, self.run_id, ref, source_text)

    async def candidate(
        self,
        passage_id: str,
        position: int,
        text: str | None,
        generation: ChatResult | None,
        error: str | None,
    ) -> str:
        """Record one generated (or failed) candidate."""
        return await asyncio.to_thread(
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
        return await asyncio.to_thread(
            self.store.record_evaluation, passage_id, candidate_ids, positions, judge
        )

    async def detection(
        self, passage_id: str, candidate_id: str | None, detection: Detection
    ) -> str:
        """Record one detector answer; ``candidate_id`` None means the source."""
        return await asyncio.to_thread(
            self.store.record_detection, passage_id, candidate_id, detection
        )

    async def finish(self, passage_id: str, result: PassageResult) -> None:
        """Mark the passage finished with its result."""
        await asyncio.to_thread(self.store.finish_passage, passage_id, result)

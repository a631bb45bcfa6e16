"""A corpus streamed through the stage chain: documents into batches, outcomes into outputs.

``runner.run_corpus`` opens what a run needs (settings, audit store, route, recorder) and hands
the corpus to a ``CorpusRun``; this module holds the loop itself.
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
from collections.abc import AsyncIterator, Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from models.batch import Batch, PassageWork
from models.corpus import Document, DocumentError, Passage, SkippedFile
from models.outcome import Outcome, PassageInput, PassageRef, PassageResult
from skryba.corpus.outputs import OutputWriter
from skryba.corpus.reader import iter_corpus
from skryba.errors import AuditStoreError, CorpusError
from skryba.pipeline.chain import BatchRunner
from skryba.pipeline.config import StageContext
from skryba.pipeline.each import crash_result
from skryba.pipeline.generate import GENERATION_FAILED
from skryba.progress import ProgressSink
from skryba.recorder import AuditRecorder
from skryba.reports.names import REPORT_NAMES
from skryba.route.check import describe_call_error
from skryba.settings import Settings
from skryba.spend.budget import Admission, Budget

log = logging.getLogger("skryba")


@dataclass(frozen=True)
class Batching:
    """How the corpus is cut into batches, and how many go through the chain at once."""

    size: int
    in_flight: int

    @classmethod
    def from_settings(cls, settings: Settings, concurrency: int) -> Batching:
        """``SKRYBA_BATCH_SIZE`` passages (default: twice the concurrency), and
        ``SKRYBA_BATCHES_IN_FLIGHT`` batches at once."""
        return cls(
            size=settings.batch_size or 2 * concurrency, in_flight=settings.batches_in_flight
        )


@dataclass
class _DocumentSlot:
    document: Document
    pending: int
    outputs: dict[int, str] = field(default_factory=dict)


@dataclass
class RunTally:
    """What a corpus run counted: outcomes, unreadable documents, skipped files."""

    counts: dict[Outcome, int] = field(default_factory=lambda: dict.fromkeys(Outcome, 0))
    document_errors: list[DocumentError] = field(default_factory=list)
    skipped: list[SkippedFile] = field(default_factory=list)
    judged: bool = False  # some candidate or source was evaluated by the judge


def count_passages(inputs: list[Path], encoding: str | None = None) -> int:
    """How many passages the corpus holds (a streaming pass; nothing is kept)."""
    return sum(
        item.passage_count
        for item in iter_corpus(inputs, encoding=encoding)
        if isinstance(item, Document)
    )


@contextlib.asynccontextmanager
async def total_in_background(
    inputs: list[Path], progress: ProgressSink, encoding: str | None
) -> AsyncIterator[None]:
    """Tell ``progress`` the corpus's size once counted, without holding back the first call."""

    async def count() -> None:
        progress.start(await asyncio.to_thread(count_passages, inputs, encoding))

    counting = asyncio.create_task(count())
    try:
        yield
    finally:
        if not counting.done():
            counting.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await counting


class CorpusRun:
    """One pass over a corpus: documents streamed into batches that go through the stage chain
    (several batches in flight), each document written once all its passages have an outcome.

    Memory stays bounded in corpus size: at most ``batching.in_flight`` batches and the open
    documents' outputs are held.
    """

    def __init__(
        self,
        ctx: StageContext,
        batch_runner: BatchRunner,
        batching: Batching,
        finished: dict[PassageRef, PassageResult],
        progress: ProgressSink,
        problem: Callable[[str], None],
        budget: Budget | None = None,
        tally: RunTally | None = None,
    ) -> None:
        self.ctx = ctx
        self.batch_runner = batch_runner
        self.batching = batching
        # Passages a resumed run does not pay for again.
        self.finished = finished
        self.progress = progress
        self.problem = problem
        self.budget = budget
        self.tally = tally or RunTally()
        self._slots: dict[str, _DocumentSlot] = {}
        # Several batches in flight: while one waits on a stage boundary the others keep the
        # route's slots busy; bounded, so memory does not grow with the corpus.
        self._room = asyncio.Semaphore(batching.in_flight)
        self._running: dict[int, Batch] = {}
        self._pending: list[PassageWork] = []
        self._numbers = itertools.count(1)

    async def run(self, inputs: list[Path], encoding: str | None, out_dir: Path) -> None:
        """Take every passage of ``inputs`` through the chain and write the outputs to
        ``out_dir``; AuditStoreError (naming every passage left without an outcome) if the
        audit store is lost."""
        with OutputWriter(out_dir) as writer:
            self._writer = writer
            documents = _documents(inputs, encoding, self.tally, self.problem, writer.expect_line)
            try:
                # A task group: if a batch loses the audit store, the others and the producer
                # stop.
                async with asyncio.TaskGroup() as group:
                    for document in documents:
                        await self._feed(document, group)
                    if self._pending:
                        await self._launch(group)
            except BaseExceptionGroup as failures:
                lost = failures.subgroup(AuditStoreError)
                if lost is not None:
                    raise _unrecorded(
                        lost.exceptions[0], self._running, self._pending, documents
                    ) from failures
                raise failures.exceptions[0] from None

    async def _feed(self, document: Document, group: asyncio.TaskGroup) -> None:
        """Queue the document's passages that need the chain; settle the others now."""
        self._writer.expect(document)
        self._slots[document.id] = _DocumentSlot(document, pending=document.passage_count)
        if document.passage_count == 0:
            self._write(document, {})
            del self._slots[document.id]
        for result in await _settle_locally(document, self.finished, self.ctx.recorder):
            self._settle(result)
        for index, text in document.passages():
            ref = PassageRef(document=document.id, index=index)
            if ref not in self.finished and await self._admitted(group):
                self._pending.append(PassageWork(passage=PassageInput(ref=ref, text=text)))
                if len(self._pending) >= self.batching.size:
                    await self._launch(group)

    def _write(self, document: Document, outputs: dict[int, str]) -> None:
        try:
            self._writer.write(document, outputs)
        except CorpusError as exc:
            # e.g. a link in --out leading outside it: this document is lost, not the run.
            self.tally.document_errors.append(
                DocumentError(document=document.id, source=document.source, message=str(exc))
            )
            self.problem(f"{document.id}: {exc}")

    def _settle(self, result: PassageResult) -> None:
        """Count a passage's outcome, and write its document once it was the last one open."""
        self.tally.counts[result.outcome] += 1
        self.tally.judged = self.tally.judged or _was_judged(result)
        self.progress.advance(result)
        if result.outcome in (Outcome.FAILED, Outcome.REFUSED):
            self.problem(f"{result.ref.key}: {result.outcome.value}: {_with_cause(result)}")
        document_id = result.ref.document
        slot = self._slots[document_id]
        if result.output_text is not None:
            slot.outputs[result.ref.index] = result.output_text
        slot.pending -= 1
        if slot.pending == 0:
            self._write(slot.document, slot.outputs)
            del self._slots[document_id]

    async def _run_batch(self, batch: Batch) -> None:
        try:
            await self.batch_runner(batch, self.ctx)
        except AuditStoreError:
            raise  # the batch stays listed among those with no recorded outcome
        except Exception as exc:
            # A stage that broke fails its batch's open passages, never the others.
            log.exception("%s: unexpected error", batch.label)
            await _record_crash(self.ctx.recorder, batch, exc)
        del self._running[batch.number]
        self._room.release()
        for work in batch.passages:
            assert work.result is not None, f"{work.key} left the chain without a result"
            if self.budget is not None:
                self.budget.finished(work.passage_id)
            self._settle(work.result)

    async def _launch(self, group: asyncio.TaskGroup) -> None:
        await self._room.acquire()
        batch = Batch(number=next(self._numbers), passages=list(self._pending))
        self._running[batch.number] = batch
        self._pending.clear()
        group.create_task(self._run_batch(batch))

    async def _admitted(self, group: asyncio.TaskGroup) -> bool:
        """--max-cost: whether the next passage may join a batch (waits for the first passage
        to finish when none has, so the mean cost is known)."""
        budget = self.budget
        if budget is None:
            return True
        while True:
            admission = budget.admission()
            if admission is Admission.START:
                budget.admit()
                return True
            if admission is Admission.STOP:
                budget.skip()
                return False
            if self._pending:
                await self._launch(group)
                continue
            await budget.wait_for_a_finish()


def _unrecorded(
    cause: BaseException,
    running: dict[int, Batch],
    pending: list[PassageWork],
    documents: Iterator[Document],
) -> AuditStoreError:
    """The audit store failed: name every passage whose outcome was not recorded."""
    works = [w for batch in running.values() for w in batch.passages]
    refs = sorted((w.passage.ref for w in works), key=lambda r: (r.document, r.index))
    keys = [ref.key for ref in refs]
    keys.extend(w.key for w in pending)
    for document in documents:
        keys.extend(f"{document.id}#{index}" for index, _ in document.passages())
    listed = ", ".join(keys) if keys else "none"
    return AuditStoreError(
        f"{cause}; the run stopped, and these passages have no recorded outcome: {listed}"
    )


async def _record_crash(recorder: AuditRecorder, batch: Batch, exc: Exception) -> None:
    """Fail the batch's open passages and record every outcome of it (none was recorded: the
    chain records them together at its end)."""
    for work in batch.open():
        work.result = crash_result(work, exc)
    unstarted = [w for w in batch.passages if not w.passage_id]
    ids = await recorder.start_passages([(w.passage.ref, w.passage.text) for w in unstarted])
    for work, passage_id in zip(unstarted, ids, strict=True):
        work.passage_id = passage_id
    await recorder.finish_many(
        [(w.passage_id, w.result) for w in batch.passages if w.result is not None]
    )


def _with_cause(result: PassageResult) -> str:
    """A failure's message with its cause when every generator call failed: the user sees
    "generation failed: connection refused", not only the report."""
    errors = [c.error for c in result.candidates if c.error]
    if result.error != GENERATION_FAILED or not errors:
        return str(result.error)
    return f"{result.error}: {describe_call_error(errors[0])}"


def _was_judged(result: PassageResult) -> bool:
    return result.source_judge is not None or any(c.judge is not None for c in result.candidates)


def _documents(
    inputs: list[Path],
    encoding: str | None,
    tally: RunTally,
    problem: Callable[[str], None],
    passthrough: Callable[[DocumentError], None],
) -> Iterator[Document]:
    for item in iter_corpus(inputs, encoding=encoding):
        if isinstance(item, Document) and item.source in REPORT_NAMES:
            # The run's own report would overwrite this document in --out.
            item = DocumentError(
                document=item.id,
                source=item.source,
                message=f"{item.source!r} is reserved for the run's report in the output folder",
            )
        if isinstance(item, DocumentError):
            tally.document_errors.append(item)
            problem(f"{item.document}: {item.message}")
            passthrough(item)
        elif isinstance(item, SkippedFile):
            tally.skipped.append(item)
        else:
            yield item


async def _settle_locally(
    document: Document,
    finished: dict[PassageRef, PassageResult],
    recorder: AuditRecorder,
) -> list[PassageResult]:
    """Passages that need no model call: finished in the resumed run, or too long to send."""
    results: list[PassageResult] = []
    for segment in document.segments:
        if not isinstance(segment, Passage):
            continue
        ref = PassageRef(document=document.id, index=segment.index)
        if ref in finished:
            results.append(finished[ref])
        elif segment.too_long:
            message = segment.error or "passage is too long for the model's context"
            results.append(await _record_too_long(recorder, ref, segment.text, message))
    return results


async def _record_too_long(
    recorder: AuditRecorder, ref: PassageRef, source: str, message: str
) -> PassageResult:
    passage_id = await recorder.start_passage(ref, source)
    result = PassageResult(
        ref=ref, source_text=source, outcome=Outcome.FAILED, error=message, reason=message
    )
    await recorder.finish(passage_id, result)
    return result

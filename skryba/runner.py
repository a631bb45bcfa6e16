"""A corpus run from start to finish: the plain logic behind the ``rewrite_corpus`` flow."""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import logging
import sys
from collections.abc import AsyncIterator, Callable, Coroutine, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from models.batch import Batch, PassageWork
from models.corpus import Document, DocumentError, Passage, SkippedFile
from models.evaluation import validate_minimum_quality
from models.jury import juror_models
from models.outcome import Outcome, PassageInput, PassageRef, PassageResult
from models.run import RunParameters, RunSummary
from models.spend import PriceTable
from skryba.audit.store import AuditStore
from skryba.brama import BramaClient
from skryba.budget import Admission, Budget, check_budget_prices
from skryba.calls import RouteCalls
from skryba.corpus import iter_corpus
from skryba.detectors.registry import build_detectors, close_detectors
from skryba.errors import AuditStoreError, CorpusError, UsageError
from skryba.interruption import StopRequest, resume_command, stop_on_signals
from skryba.output_folder import claim_output, plan_output
from skryba.outputs import OutputWriter
from skryba.pipeline import BatchRunner, Calls, PipelineConfig, StageContext, process_batch
from skryba.pipeline.each import crash_result
from skryba.pipeline.generate import GENERATION_FAILED
from skryba.progress import NoProgress, ProgressSink
from skryba.recorder import AuditRecorder
from skryba.report import REPORT_NAMES, write_reports
from skryba.retry import RetryPolicy
from skryba.route import Route, open_route
from skryba.route_check import check_route, describe_call_error
from skryba.route_limits import RouteLimits, open_gate
from skryba.secrets import resolve_api_key
from skryba.settings import Settings
from skryba.settings import resolve_settings as resolve_settings  # where the flows import it
from skryba.spend import SpendMeter, run_cost

log = logging.getLogger("skryba")

CallsFactory = Callable[[BramaClient, RetryPolicy], Calls]


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


def check_run_budget(params: RunParameters, base: Settings | None = None) -> None:
    """``--max-cost`` refuses to start (UsageError) without prices for every model it would pay."""
    if params.max_cost is None:
        return
    settings = resolve_settings(params, base)
    check_budget_prices(
        params.max_cost,
        settings.price_table(),
        [settings.generator_model, *settings.judge_models],
    )


@dataclass
class _DocumentSlot:
    document: Document
    pending: int
    outputs: dict[int, str] = field(default_factory=dict)


@dataclass
class _Tally:
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
async def _total_in_background(
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


async def run_corpus(
    params: RunParameters,
    calls_factory: CallsFactory = RouteCalls,
    *,
    batch_runner: BatchRunner = process_batch,
    settings: Settings | None = None,
    progress: ProgressSink | None = None,
    on_problem: Callable[[str], None] | None = None,
    stop: StopRequest | None = None,
    route_limits: RouteLimits | None = None,
) -> RunSummary:
    """Rewrite a corpus: validate, open the audit store, run every passage, write outputs+report.

    ``batch_runner`` takes each batch of passages through the stage chain: the plain functions
    (``process_batch``), or, in the flows, a Prefect task run per stage
    (``tasks.chain.run_batch``). Raises UsageError (nothing was called) or AuditStoreError
    before any paid call.

    Ctrl-C or SIGTERM (in the main thread), or ``stop`` asked by the caller (a Prefect
    cancellation), stops the run: no new call starts, what was answered is recorded, the run
    is marked ``interrupted`` and the summary's ``interrupted`` says how to resume it. A
    cancellation of the calling task does the same in the store and propagates.

    ``route_limits``: a shard's run's limits (flows.shards); the tighter of them and the
    settings' hold (skryba.route_limits).
    """
    validate_minimum_quality(params.minimum_quality)
    settings = await resolve_api_key(resolve_settings(params, settings))
    judge_warning = settings.check_judge()
    prices = settings.price_table()  # a bad price file refuses before any paid call
    if params.max_cost is not None:
        check_budget_prices(
            params.max_cost, prices, [settings.generator_model, *settings.judge_models]
        )
    detectors = build_detectors(params.detectors)
    inputs = [Path(p) for p in params.inputs]
    out_dir = Path(params.out)
    progress = progress or NoProgress()
    report_problem = on_problem or (lambda message: log.error("%s", message))
    show_problem = getattr(progress, "problem", None)

    def problem(message: str) -> None:
        report_problem(message)
        if show_problem is not None:
            show_problem(message)

    # Found before any paid call, not when the first document is written.
    output = plan_output(out_dir, inputs, resume=params.resume, overwrite=params.overwrite)
    # Before the first passage: an unreachable route, a refused key or an unknown model is one
    # clear line now, not a failure per passage after a whole run.
    await check_route(settings, inherited=route_limits)

    store = AuditStore.open(settings.database_url)
    try:
        run_id = start_or_resume(store, params, settings, judge_warning)
        # Marked before the corpus is read: an --out inside an input is never read as input.
        claim_output(output, run_id)
        budget = _budget(store, run_id, params, settings, prices)
        tally = _Tally()
        status = "failed"
        stop = stop or StopRequest()
        recorder = AuditRecorder(store, run_id, retry_failed=params.retry_failed, budget=budget)
        clients: list[BramaClient] = []
        try:
            with stop_on_signals(stop):
                async with (
                    _total_in_background(inputs, progress, params.encoding),
                    open_route(settings) as route,
                ):
                    config = _pipeline_config(params, settings, route)
                    async with (
                        open_gate(
                            settings, route.base_url, params.concurrency, inherited=route_limits
                        ) as gate,
                        BramaClient.from_settings(
                            settings, route.base_url, params.concurrency, gate
                        ) as client,
                    ):
                        clients.append(client)
                        ctx = StageContext(
                            config=config,
                            calls=calls_factory(client, RetryPolicy.from_settings(settings)),
                            detectors=detectors,
                            recorder=recorder,
                        )
                        await _unless_stopped(
                            _process_corpus(
                                inputs,
                                params.encoding,
                                out_dir,
                                ctx,
                                batch_runner,
                                _finished(store, run_id, params.retry_failed),
                                Batching.from_settings(settings, params.concurrency),
                                tally,
                                progress,
                                problem,
                                budget,
                            ),
                            stop,
                        )
            ok = not (
                tally.counts[Outcome.FAILED]
                or tally.counts[Outcome.REFUSED]
                or tally.document_errors
            )
            status = "completed" if ok else "failed"
            if budget is not None and budget.stopped:
                # Interrupted, not failed: --resume continues it (with a new --max-cost).
                status = "interrupted"
                # To the log only: the summary carries it to the terminal, once (budget_stop).
                report_problem(budget.stop_message(run_id, budget.prices.currency))
            if stop.reason is not None:
                status = "interrupted"
        except Exception:
            raise
        except BaseException:
            # Ctrl-C as KeyboardInterrupt, a cancelled task, Prefect's TerminationSignal: the
            # run did not fail, it stopped; --resume continues it.
            status = "interrupted"
            raise
        finally:
            leaving = sys.exc_info()[1]
            _close_recorder(recorder, leaving)
            try:
                if clients:
                    # After the gate closed: its leases are back and its round trips counted.
                    store.record_route_usage(run_id, clients[0].usage())
                store.finish_run(run_id, status)
            except AuditStoreError as exc:
                if leaving is None:
                    raise
                # The error already on its way out says more; this one must not replace it.
                log.error("could not mark run %s as %s: %s", run_id, status, exc)
            if status == "interrupted" and leaving is not None:
                reason = type(leaving).__name__
                log.error("%s", _interrupted_message(params, run_id, reason))
            await close_detectors(detectors)
        interrupted = (
            _interrupted_message(params, run_id, stop.reason) if stop.reason is not None else None
        )
        if interrupted is not None:
            report_problem(interrupted)
        budget_report = budget.report(run_id) if budget is not None else None
        paths = write_reports(
            store,
            run_id,
            out_dir,
            tally.document_errors,
            tally.skipped,
            prices=prices,
            budget=budget_report,
        )
        return RunSummary(
            run_id=run_id,
            out=str(out_dir),
            report_json=str(paths.json_path),
            report_md=str(paths.md_path),
            report_html=None if paths.html_path is None else str(paths.html_path),
            rewritten=tally.counts[Outcome.REWRITTEN],
            source_fallback=tally.counts[Outcome.SOURCE_FALLBACK],
            refused=tally.counts[Outcome.REFUSED],
            failed=tally.counts[Outcome.FAILED],
            document_errors=len(tally.document_errors),
            # Only when the maker did grade something: a run that judged nothing has no warning.
            judge_warning=judge_warning if tally.judged else None,
            cost=paths.cost,
            budget_stop=budget_report.message if budget_report is not None else None,
            not_started=budget_report.not_started if budget_report is not None else 0,
            interrupted=interrupted,
        )
    finally:
        store.close()


async def _unless_stopped(work: Coroutine[object, object, None], stop: StopRequest) -> None:
    """Run ``work`` until it ends or ``stop`` is asked; then cancel it and let it unwind.

    Cancelling stops every batch at its next await: no new call starts, the calls in flight
    are abandoned (their answers would come too late to matter), and the outputs of finished
    documents stay written.
    """
    running = asyncio.create_task(work)
    asked = asyncio.create_task(stop.wait())
    try:
        await asyncio.wait({running, asked}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        asked.cancel()
        if not running.done():
            running.cancel()
            # Its batches unwind before the recorder commits their answers and closes.
            with contextlib.suppress(asyncio.CancelledError):
                await running
    if not running.cancelled():
        running.result()


def _close_recorder(recorder: AuditRecorder, leaving: BaseException | None) -> None:
    """Commit the last answers; a failure is raised unless ``leaving`` is on its way out."""
    try:
        recorder.close()
    except AuditStoreError as exc:
        if leaving is None:
            raise
        log.error("could not record the last answered calls: %s", exc)


def _interrupted_message(params: RunParameters, run_id: str, reason: str) -> str:
    """What stopped the run, and the command that continues it."""
    return (
        f"run {run_id} interrupted ({reason}); what was answered is recorded. "
        f"Resume it with: {resume_command(params, run_id)}"
    )


def start_or_resume(
    store: AuditStore, params: RunParameters, settings: Settings, judge_warning: str | None
) -> str:
    """A new run's id, or the resumed run's after checking its parameters match and reopening it."""
    if params.resume is None:
        return store.start_run(
            profile=params.profile,
            generator_model=settings.generator_model,
            judge_model=settings.effective_judge_model,
            minimum_quality=params.minimum_quality,
            parameters=params.model_dump(mode="json"),
            warnings=[judge_warning] if judge_warning else [],
        )
    run = store.get_run(params.resume)
    mismatches = [
        name
        for name, stored, given in (
            ("profile", run.profile, params.profile),
            ("--minimum-quality", run.minimum_quality, params.minimum_quality),
            ("--model", run.generator_model, settings.generator_model),
            ("--judge-model", juror_models(run.judge_model), settings.judge_models),
        )
        if stored != given
    ]
    if mismatches:
        raise UsageError(
            f"--resume {params.resume}: {', '.join(mismatches)} differ from the run being resumed"
        )
    return store.reopen_run(run.id).id


def _budget(
    store: AuditStore,
    run_id: str,
    params: RunParameters,
    settings: Settings,
    prices: PriceTable | None,
) -> Budget | None:
    """The run's ``--max-cost`` budget; a resumed run's meter starts from its stored spend."""
    if params.max_cost is None:
        return None
    assert prices is not None  # check_budget_prices refused to start without one
    meter = SpendMeter()
    if params.resume is not None:
        stored = run_cost(store.usage(run_id), prices)
        finished = sum(store.counts(run_id).values())
        meter = SpendMeter(spent=stored.priced_total or 0.0, finished=finished)
    return Budget(params.max_cost, prices, settings.generator_model, meter)


def _finished(
    store: AuditStore, run_id: str, retry_failed: bool
) -> dict[PassageRef, PassageResult]:
    """Passages a resumed run does not pay for again: all finished ones, or with
    ``--retry-failed`` all but those that ended failed."""
    finished = store.finished_results(run_id)
    if not retry_failed:
        return finished
    return {ref: r for ref, r in finished.items() if r.outcome is not Outcome.FAILED}


def _pipeline_config(params: RunParameters, settings: Settings, route: Route) -> PipelineConfig:
    return PipelineConfig(
        profile=params.profile,
        minimum_quality=params.minimum_quality,
        candidates=params.candidates,
        temperature=params.temperature,
        generator_model=settings.generator_model,
        judge_models=settings.judge_models,
        guard=params.guard,
        repairs=params.repairs,
        judge_response_format=settings.judge_response_format,
        generator_extra_body=route.generator_extra_body,
        judge_extra_body=route.judge_extra_body,
    )


async def _process_corpus(
    inputs: list[Path],
    encoding: str | None,
    out_dir: Path,
    ctx: StageContext,
    batch_runner: BatchRunner,
    finished: dict[PassageRef, PassageResult],
    batching: Batching,
    tally: _Tally,
    progress: ProgressSink,
    problem: Callable[[str], None],
    budget: Budget | None = None,
) -> None:
    slots: dict[str, _DocumentSlot] = {}
    # Several batches in flight: while one waits on a stage boundary the others keep the
    # route's slots busy; bounded, so memory does not grow with the corpus.
    room = asyncio.Semaphore(batching.in_flight)
    running: dict[int, Batch] = {}
    pending: list[PassageWork] = []

    with OutputWriter(out_dir) as writer:
        documents = _documents(inputs, encoding, tally, problem, writer.expect_line)

        def write(document: Document, outputs: dict[int, str]) -> None:
            try:
                writer.write(document, outputs)
            except CorpusError as exc:
                # e.g. a link in --out leading outside it: this document is lost, not the run.
                tally.document_errors.append(
                    DocumentError(document=document.id, source=document.source, message=str(exc))
                )
                problem(f"{document.id}: {exc}")

        def settle(result: PassageResult) -> None:
            tally.counts[result.outcome] += 1
            tally.judged = tally.judged or _was_judged(result)
            progress.advance(result)
            if result.outcome in (Outcome.FAILED, Outcome.REFUSED):
                problem(f"{result.ref.key}: {result.outcome.value}: {_with_cause(result)}")
            document_id = result.ref.document
            slot = slots[document_id]
            if result.output_text is not None:
                slot.outputs[result.ref.index] = result.output_text
            slot.pending -= 1
            if slot.pending == 0:
                write(slot.document, slot.outputs)
                del slots[document_id]

        async def run_batch(batch: Batch) -> None:
            try:
                await batch_runner(batch, ctx)
            except AuditStoreError:
                raise  # the batch stays listed among those with no recorded outcome
            except Exception as exc:
                # A stage that broke fails its batch's open passages, never the others.
                log.exception("%s: unexpected error", batch.label)
                await _record_crash(ctx.recorder, batch, exc)
            del running[batch.number]
            room.release()
            for work in batch.passages:
                assert work.result is not None, f"{work.key} left the chain without a result"
                if budget is not None:
                    budget.finished(work.passage_id)
                settle(work.result)

        numbers = itertools.count(1)

        async def launch(group: asyncio.TaskGroup) -> None:
            await room.acquire()
            batch = Batch(number=next(numbers), passages=list(pending))
            running[batch.number] = batch
            pending.clear()
            group.create_task(run_batch(batch))

        async def admitted(group: asyncio.TaskGroup) -> bool:
            """--max-cost: whether the next passage may join a batch (waits for the first
            passage to finish when none has, so the mean cost is known)."""
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
                if pending:
                    await launch(group)
                    continue
                await budget.wait_for_a_finish()

        try:
            # A task group: if a batch loses the audit store, the others and the producer stop.
            async with asyncio.TaskGroup() as group:
                for document in documents:
                    writer.expect(document)
                    slots[document.id] = _DocumentSlot(document, pending=document.passage_count)
                    if document.passage_count == 0:
                        write(document, {})
                        del slots[document.id]
                    for result in await _settle_locally(document, finished, ctx.recorder):
                        settle(result)
                    for index, text in document.passages():
                        ref = PassageRef(document=document.id, index=index)
                        if ref not in finished and await admitted(group):
                            pending.append(PassageWork(passage=PassageInput(ref=ref, text=text)))
                            if len(pending) >= batching.size:
                                await launch(group)
                if pending:
                    await launch(group)
        except BaseExceptionGroup as failures:
            lost = failures.subgroup(AuditStoreError)
            if lost is not None:
                raise _unrecorded(lost.exceptions[0], running, pending, documents) from failures
            raise failures.exceptions[0] from None


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
    tally: _Tally,
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

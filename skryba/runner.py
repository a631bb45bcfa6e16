"""A corpus run from start to finish: the plain logic behind the ``rewrite_corpus`` flow."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import sys
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, replace
from pathlib import Path

from models.audit_views import RunStatus
from models.evaluation import validate_minimum_quality
from models.outcome import Outcome, PassageRef, PassageResult
from models.run import RunParameters, RunSummary
from models.spend import PriceTable
from skryba.audit.store import AuditStore
from skryba.corpus.output_folder import claim_output, plan_output
from skryba.corpus_run import Batching, CorpusRun, RunTally, total_in_background
from skryba.detectors.registry import build_detectors, close_detectors
from skryba.errors import AuditStoreError, UsageError
from skryba.interruption import StopRequest, resume_command, stop_on_signals
from skryba.pipeline.chain import BatchRunner, process_batch
from skryba.pipeline.config import Calls, PipelineConfig, StageContext
from skryba.progress import NoProgress, ProgressSink
from skryba.recorder import AuditRecorder
from skryba.reports.report import write_reports
from skryba.route.brama import BramaClient
from skryba.route.calls import RouteCalls
from skryba.route.check import check_route
from skryba.route.endpoint import Route, open_route
from skryba.route.limits import RouteLimits, open_gate
from skryba.route.retry import RetryPolicy
from skryba.route.secrets import resolve_api_key
from skryba.settings import Settings
from skryba.settings import resolve_settings as resolve_settings  # where the flows import it
from skryba.spend.budget import Budget, check_budget_prices
from skryba.spend.cost import SpendMeter, run_cost

log = logging.getLogger("skryba")

CallsFactory = Callable[[BramaClient, RetryPolicy], Calls]


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


@dataclass(frozen=True)
class RunDriver:
    """How a corpus run is carried out and watched, apart from what it is asked to do
    (``RunParameters``): one object that rewrite, shards, benchmark and train hand on.

    ``batch_runner`` takes each batch of passages through the stage chain: the plain functions
    (``process_batch``), or, in the flows, a Prefect task run per stage
    (``tasks.chain.run_batch``). ``stop`` is asked by the caller (a Prefect cancellation).
    """

    calls_factory: CallsFactory = RouteCalls
    batch_runner: BatchRunner = process_batch
    settings: Settings | None = None
    progress: ProgressSink | None = None
    on_problem: Callable[[str], None] | None = None
    stop: StopRequest | None = None
    # A shard's: the limits its parent resolved; the tighter of them and the settings' hold
    # (docs/scaling.md).
    route_limits: RouteLimits | None = None

    def with_settings(self, settings: Settings) -> RunDriver:
        """The same driver with these settings resolved."""
        return replace(self, settings=settings)


async def run_corpus(params: RunParameters, driver: RunDriver | None = None) -> RunSummary:
    """Rewrite a corpus: validate, open the audit store, run every passage, write outputs+report.

    Raises UsageError (nothing was called) or AuditStoreError before any paid call.

    Ctrl-C or SIGTERM (in the main thread), or the driver's ``stop``, stops the run: no new
    call starts, what was answered is recorded, the run is marked ``interrupted`` and the
    summary's ``interrupted`` says how to resume it. A cancellation of the calling task does the
    same in the store and propagates.
    """
    driver = driver or RunDriver()
    calls_factory, batch_runner = driver.calls_factory, driver.batch_runner
    validate_minimum_quality(params.minimum_quality)
    settings = await resolve_api_key(resolve_settings(params, driver.settings))
    judge_warning = settings.check_judge()
    prices = settings.price_table()  # a bad price file refuses before any paid call
    if params.max_cost is not None:
        check_budget_prices(
            params.max_cost, prices, [settings.generator_model, *settings.judge_models]
        )
    detectors = build_detectors(params.detectors)
    inputs = [Path(p) for p in params.inputs]
    out_dir = Path(params.out)
    progress = driver.progress or NoProgress()
    report_problem = driver.on_problem or (lambda message: log.error("%s", message))
    show_problem = getattr(progress, "problem", None)

    def problem(message: str) -> None:
        report_problem(message)
        if show_problem is not None:
            show_problem(message)

    # Found before any paid call, not when the first document is written.
    output = plan_output(out_dir, inputs, resume=params.resume, overwrite=params.overwrite)
    # Before the first passage: an unreachable route, a refused key or an unknown model is one
    # clear line now, not a failure per passage after a whole run.
    await check_route(settings, inherited=driver.route_limits)

    store = AuditStore.open(settings.database_url)
    try:
        run_id = start_or_resume(store, params, settings, judge_warning)
        # Marked before the corpus is read: an --out inside an input is never read as input.
        claim_output(output, run_id)
        budget = _budget(store, run_id, params, settings, prices)
        tally = RunTally()
        status = RunStatus.FAILED
        stop = driver.stop or StopRequest()
        recorder = AuditRecorder(store, run_id, retry_failed=params.retry_failed, budget=budget)
        clients: list[BramaClient] = []
        try:
            with stop_on_signals(stop):
                async with (
                    total_in_background(inputs, progress, params.encoding),
                    open_route(settings) as route,
                ):
                    config = _pipeline_config(params, settings, route)
                    async with (
                        open_gate(
                            settings,
                            route.base_url,
                            params.concurrency,
                            inherited=driver.route_limits,
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
                        corpus = CorpusRun(
                            ctx,
                            batch_runner,
                            Batching.from_settings(settings, params.concurrency),
                            _finished(store, run_id, params.retry_failed),
                            progress,
                            problem,
                            budget,
                            tally,
                        )
                        await _unless_stopped(corpus.run(inputs, params.encoding, out_dir), stop)
            ok = not (
                tally.counts[Outcome.FAILED]
                or tally.counts[Outcome.REFUSED]
                or tally.document_errors
            )
            status = RunStatus.COMPLETED if ok else RunStatus.FAILED
            if budget is not None and budget.stopped:
                # Interrupted, not failed: --resume continues it (with a new --max-cost).
                status = RunStatus.INTERRUPTED
                # To the log only: the summary carries it to the terminal, once (budget_stop).
                report_problem(budget.stop_message(run_id, budget.prices.currency))
            if stop.reason is not None:
                status = RunStatus.INTERRUPTED
        except Exception:
            raise
        except BaseException:
            # Ctrl-C as KeyboardInterrupt, a cancelled task, Prefect's TerminationSignal: the
            # run did not fail, it stopped; --resume continues it.
            status = RunStatus.INTERRUPTED
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
            if status is RunStatus.INTERRUPTED and leaving is not None:
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
            **paths.summary_fields(),
            rewritten=tally.counts[Outcome.REWRITTEN],
            source_fallback=tally.counts[Outcome.SOURCE_FALLBACK],
            refused=tally.counts[Outcome.REFUSED],
            failed=tally.counts[Outcome.FAILED],
            document_errors=len(tally.document_errors),
            # Only when the maker did grade something: a run that judged nothing has no warning.
            judge_warning=judge_warning if tally.judged else None,
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
            ("--judge-model", run.jurors, settings.judge_models),
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

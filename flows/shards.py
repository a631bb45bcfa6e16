"""A corpus rewrite split into shards run as separate flow runs, on any worker of the pool.

The parent (``rewrite_corpus`` with ``shards > 1``) opens one audit run, starts one flow run of
the shard deployment per shard, waits for them, and writes the report of the whole run. Every
shard writes into that same audit run (as ``--resume`` does), so resuming a sharded run skips
every passage any shard finished, whatever the split.

A shard's flow run completes once every passage of its shard has an outcome, whatever the
outcome: refusals and failures are logged by the shard and fail the parent. A shard that fails
or crashes leaves the run interrupted, to be resumed.
"""

from __future__ import annotations

import asyncio
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from prefect import flow, get_client, get_run_logger
from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.objects import FlowRun
from prefect.deployments import arun_deployment
from prefect.exceptions import ObjectNotFound
from prefect.runtime import flow_run
from prefect.states import Cancelling

from flows.cancellation import stop_when_cancelled
from flows.common import flow_driver
from flows.deployments import SHARD_DEPLOYMENT, WORK_POOL, profile_tags
from models.audit_views import RunStatus
from models.evaluation import validate_minimum_quality
from models.outcome import Outcome
from models.run import RunParameters, RunSummary
from models.spend import PriceTable
from skryba.audit.store import AuditStore
from skryba.corpus.output_folder import claim_output, plan_output
from skryba.corpus.shards import (
    ShardPlan,
    ShardUnit,
    build_view,
    plan_shards,
    publish_outputs,
    staging_dir,
)
from skryba.detectors.registry import FACTORIES
from skryba.errors import SkrybaError, UsageError
from skryba.interruption import StopRequest
from skryba.orchestration.artifacts import ArtifactProgress
from skryba.progress import listeners
from skryba.reports.names import REPORT_HTML, REPORT_JSON, REPORT_MD
from skryba.reports.report import write_reports
from skryba.route.limits import RouteLimits, set_up_shared_limits
from skryba.route.retry import retries_logged_to
from skryba.runner import resolve_settings, run_corpus, start_or_resume
from skryba.settings import Settings

# How often the parent looks at its shards and the passages finished (progress artifact).
POLL_INTERVAL_S = 2.0


class ShardFailed(SkrybaError):
    """A shard's flow run did not complete: the run is left interrupted, to be resumed."""


@flow(name="rewrite_shard", validate_parameters=True)
async def rewrite_shard(
    run_id: str,
    params: RunParameters,
    units: list[ShardUnit],
    shard: int = 1,
    shards: int = 1,
    route_limits: RouteLimits | None = None,
) -> RunSummary:
    """Rewrite one shard of run ``run_id``; completes once every passage of it has an outcome.

    ``route_limits`` are the ones the run's parent resolved: the shard keeps the tighter of
    them and its worker's own ``SKRYBA_ROUTE_*`` (docs/scaling.md).
    """
    logger = get_run_logger()
    settings = Settings()
    out = Path(params.out)
    staging = staging_dir(out, run_id, shard)
    logger.info("shard %d/%d of run %s: %d source file(s)", shard, shards, run_id, len(units))
    with tempfile.TemporaryDirectory(prefix="skryba-shard-") as view:
        inputs = await asyncio.to_thread(
            build_view, [Path(p) for p in params.inputs], units, Path(view)
        )
        shard_params = params.model_copy(
            update={"inputs": [str(p) for p in inputs], "resume": run_id, "out": str(staging)}
        )
        stop = StopRequest()
        try:
            async with ArtifactProgress() as artifact, stop_when_cancelled(stop):
                # What the run logs outside its stage tasks (the route's limits, its check)
                # shows in this flow run's log.
                with listeners.added(artifact), retries_logged_to(logger):
                    driver = flow_driver(settings, logger.error, stop, route_limits)
                    summary = await run_corpus(shard_params, driver)
        finally:
            await asyncio.to_thread(publish_outputs, staging, out)
    if summary.interrupted:
        # Stopped (SIGTERM from its worker, a cancellation): the parent leaves the run resumable.
        raise ShardFailed(summary.interrupted)
    # The shard's own report was dropped; the parent writes the run's.
    return summary.model_copy(
        update={
            "out": params.out,
            "report_json": str(out / REPORT_JSON),
            "report_md": str(out / REPORT_MD),
            "report_html": str(out / REPORT_HTML),
        }
    )


async def run_in_shards(
    params: RunParameters,
    shards: int,
    *,
    settings: Settings | None = None,
    progress: ArtifactProgress | None = None,
    on_problem: Callable[[str], None] | None = None,
) -> RunSummary:
    """Run ``params`` as up to ``shards`` flow runs of the shard deployment and merge them.

    Raises UsageError before anything starts (no shard deployment, bad options), ShardFailed
    when a shard did not complete.
    """
    logger = get_run_logger()
    problem = on_problem or logger.error
    validate_minimum_quality(params.minimum_quality)
    unknown = [name for name in params.detectors if name not in FACTORIES]
    if unknown:
        known = ", ".join([*FACTORIES, "none"])
        raise UsageError(f"--detector: unknown detector {unknown[0]!r} (known: {known})")
    settings = resolve_settings(params, settings)
    judge_warning = settings.check_judge()
    prices = settings.price_table()  # a bad price file refuses before anything starts
    params = _for_every_worker(params, settings)
    async with get_client() as client:
        await _check_deployment(client)
        # Set up in Prefect before any shard starts, and passed to every shard: a worker
        # without SKRYBA_ROUTE_* keeps the run inside them too, one with tighter ones lowers them.
        with retries_logged_to(logger):
            route_limits = await set_up_shared_limits(settings)
        plan = await asyncio.to_thread(plan_shards, [Path(p) for p in params.inputs], shards)
        for error in plan.document_errors:
            problem(f"{error.document}: {error.message}")
        store = AuditStore.open(settings.database_url)
        try:
            output = plan_output(
                Path(params.out),
                [Path(p) for p in params.inputs],
                resume=params.resume,
                overwrite=params.overwrite,
            )
            run_id = start_or_resume(store, params, settings, judge_warning)
            claim_output(output, run_id)
            logger.info(
                "run %s: %d passage(s) in %d shard(s)", run_id, plan.passages, len(plan.shards)
            )
            runs: list[FlowRun] = []
            try:
                await _start_shards(client, run_id, params, plan, runs, route_limits)
                finished = await _wait(client, runs, store, run_id, plan.passages, progress)
            except BaseException:
                await _cancel(client, runs)
                store.finish_run(run_id, RunStatus.INTERRUPTED)
                raise
            return merge_shards(store, run_id, params, plan, finished, judge_warning, prices=prices)
        finally:
            store.close()


def _for_every_worker(params: RunParameters, settings: Settings) -> RunParameters:
    """The parameters with nothing left to a worker's environment or working directory.

    Every shard must use the models the run records and the same folders, whichever worker
    runs it and from wherever.
    """
    return params.model_copy(
        update={
            "model": settings.generator_model,
            "judge_model": settings.judge_models,
            "inputs": [os.path.abspath(p) for p in params.inputs],
            "out": os.path.abspath(params.out),
        }
    )


async def _check_deployment(client: PrefectClient) -> None:
    try:
        await client.read_deployment_by_name(SHARD_DEPLOYMENT)
    except ObjectNotFound:
        raise UsageError(
            f"shards: the Prefect server has no deployment {SHARD_DEPLOYMENT!r}; deploy "
            f"prefect.yaml (prefect deploy --all) and start workers on the {WORK_POOL!r} pool"
        ) from None


async def _start_shards(
    client: PrefectClient,
    run_id: str,
    params: RunParameters,
    plan: ShardPlan,
    runs: list[FlowRun],
    route_limits: RouteLimits,
) -> None:
    """Start one flow run per shard, appending each to ``runs`` as soon as it exists."""
    parent = flow_run.get_id()
    name = flow_run.get_name() or "rewrite"
    for number, units in enumerate(plan.shards, start=1):
        count = len(plan.shards)
        runs.append(
            await arun_deployment(
                SHARD_DEPLOYMENT,
                client=client,
                parameters={
                    "run_id": run_id,
                    "params": params.model_dump(mode="json"),
                    "units": [unit.model_dump(mode="json") for unit in units],
                    "shard": number,
                    "shards": count,
                    "route_limits": route_limits.model_dump(mode="json"),
                },
                flow_run_name=f"{name} shard {number}/{count}",
                tags=[*profile_tags(params.profile), "shard"],
                # A retried parent finds its shards instead of starting them again.
                idempotency_key=f"{parent}:shard-{number}-of-{count}" if parent else None,
                timeout=0,
            )
        )


async def _wait(
    client: PrefectClient,
    runs: list[FlowRun],
    store: AuditStore,
    run_id: str,
    total: int,
    progress: ArtifactProgress | None,
) -> list[FlowRun]:
    """Poll the shards until every one is final, keeping the progress artifact current."""
    if progress is not None:
        progress.start(total)
    while True:
        current = [await client.read_flow_run(run.id) for run in runs]
        if progress is not None:
            counts = await asyncio.to_thread(store.counts, run_id)
            progress.done = sum(counts.values())
        if all(run.state is not None and run.state.is_final() for run in current):
            return current
        await asyncio.sleep(POLL_INTERVAL_S)


async def _cancel(client: PrefectClient, runs: list[FlowRun]) -> None:
    """Ask the workers to stop the shards of a parent that is itself stopping."""
    logger = get_run_logger()
    for run in runs:
        try:
            state = (await client.read_flow_run(run.id)).state
            if state is None or not state.is_final():
                await client.set_flow_run_state(run.id, Cancelling(), force=True)
        except Exception as exc:  # the parent's own error is the one to raise
            logger.warning("could not cancel shard %s: %s", run.name, exc)


def merge_shards(
    store: AuditStore,
    run_id: str,
    params: RunParameters,
    plan: ShardPlan,
    finished: list[FlowRun],
    judge_warning: str | None,
    *,
    prices: PriceTable | None = None,
) -> RunSummary:
    """The whole run's status, report and summary, once every shard is final.

    Raises ShardFailed, leaving the run interrupted, when a shard did not complete or a planned
    passage has no outcome.
    """
    incomplete = [run for run in finished if run.state is None or not run.state.is_completed()]
    counts = store.counts(run_id)
    done = sum(counts.values())
    if incomplete or done < plan.passages:
        store.finish_run(run_id, RunStatus.INTERRUPTED)
        details = "; ".join(
            f"{run.name} ended {run.state.name if run.state else 'without a state'}"
            + (f": {run.state.message}" if run.state and run.state.message else "")
            for run in incomplete
        )
        raise ShardFailed(
            f"run {run_id}: {done} of {plan.passages} passages have an outcome"
            + (f" ({details})" if details else "")
            + f"; resume it with resume={run_id}"
        )
    ok = not (counts[Outcome.FAILED.value] or counts[Outcome.REFUSED.value] or plan.document_errors)
    store.finish_run(run_id, RunStatus.COMPLETED if ok else RunStatus.FAILED)
    out = Path(params.out)
    paths = write_reports(store, run_id, out, plan.document_errors, plan.skipped, prices=prices)
    return RunSummary(
        run_id=run_id,
        out=str(out),
        **paths.summary_fields(),
        rewritten=counts[Outcome.REWRITTEN.value],
        source_fallback=counts[Outcome.SOURCE_FALLBACK.value],
        refused=counts[Outcome.REFUSED.value],
        failed=counts[Outcome.FAILED.value],
        document_errors=len(plan.document_errors),
        judge_warning=judge_warning,
    )

"""The ``rewrite_corpus`` flow: a thin Prefect shell around ``skryba.runner.run_corpus``."""

from __future__ import annotations

from typing import Annotated

from prefect import flow, get_run_logger
from prefect.client.schemas.objects import State
from prefect.states import Cancelled
from pydantic import Field

from flows.cancellation import CANCELLED_IN_PREFECT, stop_when_cancelled
from flows.common import corpus_label, flow_driver, run_params
from flows.deployments import profile_tags, tag_flow_run
from flows.shards import run_in_shards
from models.run import DEFAULT_PROFILE, RunParameters, RunSummary
from skryba.errors import SkrybaError, UsageError
from skryba.interruption import StopRequest
from skryba.orchestration.artifacts import ArtifactProgress, publish_report
from skryba.progress import listeners
from skryba.route.retry import retries_logged_to
from skryba.runner import run_corpus
from skryba.settings import Settings


class RunFailed(SkrybaError):
    """The run finished, but some passage failed or was refused, or a document was unreadable."""

    def __init__(self, summary: RunSummary) -> None:
        budget = f"{summary.budget_stop}; " if summary.budget_stop else ""
        if summary.interrupted:
            budget = f"{summary.interrupted}; "
        super().__init__(
            f"run {summary.run_id}: {budget}{summary.failed} failed, {summary.refused} refused, "
            f"{summary.document_errors} unreadable document(s); see {summary.report_md}"
        )
        self.summary = summary


def _run_name() -> str:
    params = run_params()
    profile = params.get("profile") or {}
    style = profile.get("style", DEFAULT_PROFILE.style)
    language = profile.get("language", DEFAULT_PROFILE.language)
    return f"rewrite {corpus_label(params)} {style}/{language}"


@flow(name="rewrite_corpus", flow_run_name=_run_name, validate_parameters=True)
async def rewrite_corpus(
    params: RunParameters,
    shards: Annotated[int, Field(ge=1, le=256)] = 1,
) -> RunSummary | State[RunSummary]:
    """Rewrite a corpus into a profile; fails when any passage failed or was refused.

    ``shards > 1`` runs the corpus as that many flow runs of the shard deployment (any worker
    of the pool) and merges them into one run and one report.
    """
    logger = get_run_logger()
    await tag_flow_run(profile_tags(params.profile))
    settings = Settings.load()
    stop = StopRequest()
    async with ArtifactProgress() as artifact, stop_when_cancelled(stop):
        if shards > 1:
            if params.max_cost is not None:
                # Each shard is its own flow run on its own worker: no one meter sees them all.
                raise UsageError("max_cost cannot be kept across shards; run it with shards=1")
            summary = await run_in_shards(
                params, shards, settings=settings, progress=artifact, on_problem=logger.error
            )
        else:
            # What the run logs outside its stage tasks (the route's limits) shows here.
            with listeners.added(artifact), retries_logged_to(logger):
                summary = await run_corpus(params, flow_driver(settings, logger.error, stop))
    if summary.judge_warning:
        logger.warning(summary.judge_warning)
    await publish_report(summary)
    if summary.interrupted and stop.reason == CANCELLED_IN_PREFECT:
        logger.warning(summary.interrupted)
        # The state the cancellation asked for; a caller awaiting the flow gets the RunFailed.
        return Cancelled(message=summary.interrupted, data=RunFailed(summary))
    if not summary.ok:
        raise RunFailed(summary)
    return summary

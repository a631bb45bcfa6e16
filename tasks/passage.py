"""Prefect task: one passage through the whole chain (generate, dedup, judge, detect, select).

A Prefect task run costs about 8 ms of the flow process's time and as much again in the API
server (``benchmarks/overhead.py`` measures it). A task run per HTTP call made orchestration,
not the route, bound a corpus run, and even one per passage keeps the server busy at a few tens
of passages a second, so flows run passages inline unless ``SKRYBA_PASSAGE_TASK_RUNS`` asks for
a task run each. Either way each HTTP call is retried on its own (``skryba.calls.RouteCalls``),
and the task itself is never retried: that would pay again for calls that succeeded.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from typing import cast

from prefect import task
from prefect.cache_policies import NO_CACHE
from prefect.client.schemas.objects import State
from prefect.context import FlowRunContext
from prefect.utilities.collections import visit_collection

from models.outcome import PassageInput, PassageResult
from skryba.detectors.base import Detector
from skryba.pipeline import Calls, PipelineConfig, process_passage
from skryba.recorder import AuditRecorder
from skryba.runner import PassageRunner
from skryba.settings import Settings


@task(
    name="rewrite-passage",
    task_run_name="{passage.ref.key}",
    retries=0,
    # Results live in the audit store; Prefect must not hash or persist inputs or results.
    cache_policy=NO_CACHE,
    persist_result=False,
)
async def rewrite_passage(
    passage: PassageInput,
    config: PipelineConfig,
    calls: Calls,
    detectors: Sequence[Detector],
    recorder: AuditRecorder,
) -> PassageResult:
    """Thin wrapper over ``skryba.pipeline.process_passage``."""
    return await process_passage(passage, config, calls, detectors, recorder)


def passage_runner(settings: Settings) -> PassageRunner:
    """How the flows run a passage: as its own task run (``SKRYBA_PASSAGE_TASK_RUNS``), or
    inline in the flow run, which Prefect then sees as one unit with its progress artifact."""
    return run_passage if settings.passage_task_runs else process_passage


async def run_passage(
    passage: PassageInput,
    config: PipelineConfig,
    calls: Calls,
    detectors: Sequence[Detector],
    recorder: AuditRecorder,
) -> PassageResult:
    """The flows' passage runner: one ``rewrite_passage`` task run, then forget it.

    For dependency tracking between tasks, Prefect keeps a state per task result and a set of
    assets per task run in the flow run's context until the flow ends: about 3.5 KB a passage,
    70 MB over a 20,000-passage run. A passage's result never feeds another task, so that is
    dropped as each passage ends and memory stays flat in corpus size.
    """
    # Prefect's overloads type an async task's ``return_state=True`` call as the bare State.
    running = cast(
        "Awaitable[State[PassageResult]]",
        rewrite_passage(passage, config, calls, detectors, recorder, return_state=True),
    )
    state = await running
    result: PassageResult = await state.aresult()
    context = FlowRunContext.get()
    if context is not None:
        # Prefect links the result and each of its direct parts; unlink the same objects.
        linked: list[int] = []
        visit_collection(result, visit_fn=lambda part: linked.append(id(part)), max_depth=1)
        for key in linked:
            context.run_results.pop(key, None)
        if state.state_details.task_run_id is not None:
            context.task_run_assets.pop(state.state_details.task_run_id, None)
    return result

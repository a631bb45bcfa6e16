"""Prefect task: one passage through the whole chain (generate, dedup, judge, detect, select).

One task run per passage, not per HTTP call: a Prefect task run costs about 8 ms of the flow
process's time and more in the API server (``benchmarks/overhead.py`` measures it), so a run per
call would make orchestration, not the route, bound a corpus run. Each HTTP call inside is still
retried on its own (``skryba.calls.RouteCalls``), and the task itself is never retried: that
would pay again for calls that succeeded.
"""

from __future__ import annotations

from collections.abc import Sequence

from prefect import task
from prefect.cache_policies import NO_CACHE

from models.outcome import PassageInput, PassageResult
from skryba.detectors.base import Detector
from skryba.pipeline import Calls, PipelineConfig, process_passage
from skryba.recorder import AuditRecorder


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

"""What every stage task shares: its options, its run name, and the state it ends in.

A task run costs about 8 ms in the flow process and as much in the Prefect server, so the unit
is a batch: one task run per stage per batch (six for 2 x concurrency passages), never one per
passage or per call. Each HTTP call inside is retried on its own, in plain code; the task itself
is never retried, which would pay again for calls that succeeded.
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Coroutine
from typing import Any

from prefect import Task, get_run_logger, task
from prefect.cache_policies import NO_CACHE
from prefect.client.schemas.objects import State
from prefect.states import Completed, Failed

from models.batch import Batch, StageReport
from models.stage import StageName
from skryba.pipeline.chain import STAGE_FUNCTIONS, Stage
from skryba.pipeline.config import StageContext
from skryba.route.retry import retries_logged_to


class _NoAbsentTraceback(logging.Filter):
    """Prefect logs a task's returned Failed state with ``exc_info=True`` though nothing was
    raised; the log (and the UI) then ends in a meaningless "NoneType: None". Drop that part."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info is not None and record.exc_info[0] is None:
            record.exc_info = None
        return True


_TASK_RUN_LOGGER = logging.getLogger("prefect.task_runs")
if not any(isinstance(f, _NoAbsentTraceback) for f in _TASK_RUN_LOGGER.filters):
    _TASK_RUN_LOGGER.addFilter(_NoAbsentTraceback())

STAGE_TASK_OPTIONS: dict[str, Any] = {
    "retries": 0,
    # Results live in the audit store; Prefect must not hash or persist inputs or results.
    "cache_policy": NO_CACHE,
    "persist_result": False,
}


StageTask = Task[[Batch, StageContext], Coroutine[Any, Any, State[None]]]


def stage_run_name(stage: StageName) -> str:
    """The task run's name in the UI: ``judge · batch 7 · a.md#0-b.md#3 (32 passages)``."""
    return stage.value + " · {batch.label}"


def stage_task(name: StageName) -> StageTask:
    """The Prefect task of one stage: runs the stage's plain function over a batch, and shows
    that function's docstring as the task's description."""
    stage = STAGE_FUNCTIONS[name]
    description = inspect.getdoc(stage)

    async def run(batch: Batch, ctx: StageContext) -> State[None]:
        return await run_stage(stage, batch, ctx)

    # Prefect derives the task key from the function's name: keep it the stage's.
    run.__name__ = run.__qualname__ = name.value
    run.__doc__ = description
    return task(
        name=name.value,
        description=description,
        task_run_name=stage_run_name(name),
        **STAGE_TASK_OPTIONS,
    )(run)


async def run_stage(stage: Stage, batch: Batch, ctx: StageContext) -> State[None]:
    """Run one stage's plain function; the state says whether any passage failed in it.

    Retries of the stage's calls go to this task run's log, so the UI shows them here.
    """
    with retries_logged_to(get_run_logger()):
        report = await stage(batch, ctx)
    return stage_state(report)


def stage_state(report: StageReport) -> State[None]:
    """Completed when every passage came through; Failed, naming each failure, when not."""
    if report.failed or report.refused:
        return Failed(message=report.message)
    return Completed(message=report.message)

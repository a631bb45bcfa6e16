"""The ``judge`` stage task: a thin wrapper over ``skryba.pipeline.judge``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.judge import judge_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="judge", task_run_name=stage_run_name("judge"), **STAGE_TASK_OPTIONS)
async def judge(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 4: judge each distinct candidate the guard let through."""
    return await run_stage(judge_stage, batch, ctx)

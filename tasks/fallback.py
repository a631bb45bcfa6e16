"""The ``fallback`` stage task: a thin wrapper over ``skryba.pipeline.fallback``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.fallback import fallback_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="fallback", task_run_name=stage_run_name("fallback"), **STAGE_TASK_OPTIONS)
async def fallback(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 6: choose the winner or judge the source, and record every outcome."""
    return await run_stage(fallback_stage, batch, ctx)

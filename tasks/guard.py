"""The ``guard`` stage task: a thin wrapper over ``skryba.pipeline.guard``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.guard import guard_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="guard", task_run_name=stage_run_name("guard"), **STAGE_TASK_OPTIONS)
async def guard(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 3: check each distinct candidate against its source (protected facts)."""
    return await run_stage(guard_stage, batch, ctx)

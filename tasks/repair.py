"""The ``repair`` stage task: a thin wrapper over ``skryba.pipeline.repair``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.repair import repair_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="repair", task_run_name=stage_run_name("repair"), **STAGE_TASK_OPTIONS)
async def repair(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 3b: send each candidate the guard flagged back to the generator with its findings."""
    return await run_stage(repair_stage, batch, ctx)

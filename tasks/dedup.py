"""The ``dedup`` stage task: a thin wrapper over ``skryba.pipeline.dedup``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.dedup import dedup_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="dedup", task_run_name=stage_run_name("dedup"), **STAGE_TASK_OPTIONS)
async def dedup(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 2: group each passage's candidates by text."""
    return await run_stage(dedup_stage, batch, ctx)

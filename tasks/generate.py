"""The ``generate`` stage task: a thin wrapper over ``skryba.pipeline.generate``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.generate import generate_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="generate", task_run_name=stage_run_name("generate"), **STAGE_TASK_OPTIONS)
async def generate(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 1: generate the candidates of every open passage of the batch."""
    return await run_stage(generate_stage, batch, ctx)

"""The ``detect`` stage task: a thin wrapper over ``skryba.pipeline.detect``."""

from __future__ import annotations

from prefect import task
from prefect.client.schemas.objects import State

from models.batch import Batch
from skryba.pipeline.config import StageContext
from skryba.pipeline.detect import detect_stage
from tasks.stage import STAGE_TASK_OPTIONS, run_stage, stage_run_name


@task(name="detect", task_run_name=stage_run_name("detect"), **STAGE_TASK_OPTIONS)
async def detect(batch: Batch, ctx: StageContext) -> State[None]:
    """Stage 5: score the sources and the passing candidates with the detectors."""
    return await run_stage(detect_stage, batch, ctx)

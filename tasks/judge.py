"""The ``judge`` stage task: a thin wrapper over ``skryba.pipeline.judge``."""

from models.stage import StageName
from tasks.stage import stage_task

judge = stage_task(StageName.JUDGE)

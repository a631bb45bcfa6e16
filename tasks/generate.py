"""The ``generate`` stage task: a thin wrapper over ``skryba.pipeline.generate``."""

from models.stage import StageName
from tasks.stage import stage_task

generate = stage_task(StageName.GENERATE)

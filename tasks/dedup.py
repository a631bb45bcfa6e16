"""The ``dedup`` stage task: a thin wrapper over ``skryba.pipeline.dedup``."""

from models.stage import StageName
from tasks.stage import stage_task

dedup = stage_task(StageName.DEDUP)

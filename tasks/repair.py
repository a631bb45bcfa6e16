"""The ``repair`` stage task: a thin wrapper over ``skryba.pipeline.repair``."""

from models.stage import StageName
from tasks.stage import stage_task

repair = stage_task(StageName.REPAIR)

"""The ``guard`` stage task: a thin wrapper over ``skryba.pipeline.guard``."""

from models.stage import StageName
from tasks.stage import stage_task

guard = stage_task(StageName.GUARD)

"""The ``fallback`` stage task: a thin wrapper over ``skryba.pipeline.fallback``."""

from models.stage import StageName
from tasks.stage import stage_task

fallback = stage_task(StageName.FALLBACK)

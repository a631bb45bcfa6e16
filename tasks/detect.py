"""The ``detect`` stage task: a thin wrapper over ``skryba.pipeline.detect``."""

from models.stage import StageName
from tasks.stage import stage_task

detect = stage_task(StageName.DETECT)

"""Prefect task: one detector scoring one text."""

from __future__ import annotations

from prefect import task

from models.outcome import Detection
from skryba.detectors.base import Detector
from tasks.http import http_task_options


@task(**http_task_options("detect"))
async def detect_task(detector: Detector, text: str) -> Detection:
    """Thin wrapper over the detector's ``score``."""
    return await detector.score(text)

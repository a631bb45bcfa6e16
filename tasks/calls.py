"""The pipeline's outside calls routed through Prefect tasks, one task run per HTTP call."""

from __future__ import annotations

from models.chat import ChatRequest
from models.outcome import Detection, Generation, JudgeOutcome
from skryba.brama import BramaClient
from skryba.detectors.base import Detector
from tasks.detect import detect_task
from tasks.generate import generate_task
from tasks.judge import judge_task


class PrefectCalls:
    """Implements ``skryba.pipeline.Calls`` with the generate, judge and detect tasks."""

    def __init__(self, client: BramaClient, retries: int) -> None:
        self.client = client
        self._generate = generate_task.with_options(retries=retries)
        self._judge = judge_task.with_options(retries=retries)
        self._detect = detect_task.with_options(retries=retries)

    async def generate(self, request: ChatRequest, position: int) -> Generation:
        """One generator call as a task run."""
        return await self._generate(self.client, request, position)

    async def judge(self, request: ChatRequest, minimum_quality: float) -> JudgeOutcome:
        """One judge call as a task run."""
        return await self._judge(self.client, request, minimum_quality)

    async def detect(self, detector: Detector, text: str) -> Detection:
        """One detector call as a task run."""
        return await self._detect(detector, text)

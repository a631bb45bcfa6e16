"""The pipeline's outside calls, made directly: each call is retried on its own (docs/routes.md)."""

from __future__ import annotations

from models.chat import ChatRequest
from models.outcome import Detection, Generation, JudgeOutcome
from skryba.detectors.base import Detector
from skryba.generate import generate_candidate
from skryba.judge import evaluate
from skryba.route.brama import BramaClient
from skryba.route.retry import RetryPolicy, with_retries


class RouteCalls:
    """Implements ``skryba.pipeline.Calls``: a transport failure repeats that one call only."""

    def __init__(self, client: BramaClient, policy: RetryPolicy) -> None:
        self.client = client
        self.policy = policy

    async def generate(self, request: ChatRequest, position: int) -> Generation:
        """One generator call for candidate ``position``."""
        return await with_retries(
            lambda: generate_candidate(self.client, request, position),
            f"generate candidate {position}",
            self.policy,
        )

    async def judge(self, request: ChatRequest, minimum_quality: float) -> JudgeOutcome:
        """One judge call; an invalid reply is raised at once, never retried."""
        return await with_retries(
            lambda: evaluate(self.client, request, minimum_quality), "judge", self.policy
        )

    async def detect(self, detector: Detector, text: str) -> Detection:
        """One detector call."""
        return await with_retries(
            lambda: detector.score(text), f"detector {detector.name}", self.policy
        )

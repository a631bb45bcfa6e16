"""What every stage of a run works with: the run's settings, its outside calls, its store."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from models.chat import ChatRequest, ResponseFormat
from models.guard import GuardMode
from models.outcome import Detection, Generation, JudgeOutcome
from models.profile import RewriteProfile
from skryba.detectors.base import Detector
from skryba.recorder import AuditRecorder


class PipelineConfig(BaseModel):
    """What every passage of a run is processed with."""

    model_config = ConfigDict(frozen=True)

    profile: RewriteProfile
    minimum_quality: float
    candidates: int = Field(default=3, ge=1, le=20)
    temperature: float | None = None
    generator_model: str
    judge_model: str
    guard: GuardMode = GuardMode.STRICT
    judge_response_format: ResponseFormat = ResponseFormat.NONE
    generator_extra_body: dict[str, Any] = Field(default_factory=dict)
    judge_extra_body: dict[str, Any] = Field(default_factory=dict)


class Calls(Protocol):
    """The three kinds of outside call a passage makes."""

    async def generate(self, request: ChatRequest, position: int) -> Generation: ...

    async def judge(self, request: ChatRequest, minimum_quality: float) -> JudgeOutcome: ...

    async def detect(self, detector: Detector, text: str) -> Detection: ...


@dataclass(frozen=True)
class StageContext:
    """Handed to every stage of every batch of a run."""

    config: PipelineConfig
    calls: Calls
    detectors: Sequence[Detector]
    recorder: AuditRecorder

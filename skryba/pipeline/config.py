"""What every stage of a run works with: the run's settings, its outside calls, its store."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field, model_validator

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
    # The jury: each distinct text is judged once per model (one model: a single judge).
    judge_models: list[str] = Field(min_length=1)
    guard: GuardMode = GuardMode.STRICT
    # --repairs: revision rounds for a candidate with guard findings (strict mode only; 0: off).
    repairs: int = Field(default=1, ge=0, le=10)
    judge_response_format: ResponseFormat = ResponseFormat.NONE
    generator_extra_body: dict[str, Any] = Field(default_factory=dict)
    judge_extra_body: dict[str, Any] = Field(default_factory=dict)

    @model_validator(mode="before")
    @classmethod
    def _one_judge_model(cls, data: Any) -> Any:
        # ``judge_model="m"`` (one judge) still reads as a jury of one.
        if isinstance(data, dict) and "judge_model" in data:
            data = dict(data)
            model = data.pop("judge_model")
            data.setdefault("judge_models", [model])
        return data

    @property
    def judge_model(self) -> str:
        """The jury's models in one readable line (one model: its name)."""
        return ", ".join(self.judge_models)


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

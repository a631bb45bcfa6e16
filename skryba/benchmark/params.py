"""What a benchmark is asked to compare: profiles x generator models on one corpus."""

from __future__ import annotations

import re
from typing import get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from models.guard import GuardMode
from models.jury import JudgeModels
from models.profile import Language, RewriteProfile, Style
from models.run import RunParameters
from skryba.errors import UsageError

_LANGUAGES: tuple[str, ...] = get_args(Language)
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
# None stands for "the model the settings name" (SKRYBA_MODEL, or the embedded model).
_DEFAULT_MODEL: str | None = None


def parse_profile(
    spec: str, audience: str = "general readers", instructions: str | None = None
) -> RewriteProfile:
    """``STYLE:LANG`` (or ``STYLE``, language ``preserve``) as a profile; UsageError if invalid."""
    style_name, _, language = spec.strip().partition(":")
    language = language or "preserve"
    styles = [s.value for s in Style]
    if style_name not in styles:
        raise UsageError(
            f"--profile {spec!r}: style {style_name!r} is not one of {', '.join(styles)}"
        )
    if language not in _LANGUAGES:
        raise UsageError(
            f"--profile {spec!r}: language {language!r} is not one of {', '.join(_LANGUAGES)}"
        )
    try:
        return RewriteProfile.model_validate(
            {
                "style": style_name,
                "language": language,
                "audience": audience,
                "instructions": instructions,
            }
        )
    except ValidationError as exc:
        error = exc.errors()[0]
        option = "--" + str(error["loc"][0]) if error["loc"] else "--profile"
        raise UsageError(f"{option}: {error['msg']}") from None


class Combination(BaseModel):
    """One profile with one generator model (``None``: the model the settings name)."""

    model_config = ConfigDict(frozen=True)

    number: int = Field(ge=1)
    profile: RewriteProfile
    model: str | None

    @property
    def label(self) -> str:
        """A human label, e.g. ``#2 plain/pl · gpt-x``."""
        return f"#{self.number} {self.profile.label()} · {self.model or 'default model'}"

    @property
    def slug(self) -> str:
        """A folder name for the run's outputs, unique within the benchmark."""
        parts = [
            f"{self.number:02d}",
            self.profile.style.value,
            self.profile.language,
            self.model or "default",
        ]
        return _UNSAFE.sub("_", "-".join(parts))[:120]


class BenchmarkParameters(BaseModel):
    """Everything one benchmark runs with; every combination shares all but profile and model."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    inputs: list[str] = Field(min_length=1)
    minimum_quality: float
    profiles: list[RewriteProfile] = Field(default_factory=lambda: [RewriteProfile()], min_length=1)
    models: list[str | None] = Field(default_factory=lambda: [_DEFAULT_MODEL], min_length=1)
    judge_model: JudgeModels = None
    detectors: list[str] = Field(default_factory=lambda: ["local"])
    candidates: int = Field(default=3, ge=1, le=20)
    temperature: float | None = Field(default=None, ge=0, le=2)
    concurrency: int = Field(default=8, ge=1, le=1024)
    out: str = "skryba-benchmark"
    require_distinct_judge: bool = False
    guard: GuardMode = GuardMode.STRICT
    repairs: int = Field(default=1, ge=0, le=10)

    @field_validator("profiles")
    @classmethod
    def _distinct_profiles(cls, value: list[RewriteProfile]) -> list[RewriteProfile]:
        return list(dict.fromkeys(value))

    @field_validator("models")
    @classmethod
    def _distinct_models(cls, value: list[str | None]) -> list[str | None]:
        return list(dict.fromkeys(m.strip() if m and m.strip() else None for m in value))

    def combinations(self) -> list[Combination]:
        """Every profile x model, numbered from 1 in that order."""
        pairs = [(profile, model) for profile in self.profiles for model in self.models]
        return [
            Combination(number=number, profile=profile, model=model)
            for number, (profile, model) in enumerate(pairs, start=1)
        ]

    def run_parameters(self, combination: Combination, out: str) -> RunParameters:
        """The rewrite run of one combination, writing its outputs to ``out``."""
        return RunParameters(
            inputs=self.inputs,
            minimum_quality=self.minimum_quality,
            profile=combination.profile,
            candidates=self.candidates,
            temperature=self.temperature,
            model=combination.model,
            judge_model=self.judge_model,
            detectors=self.detectors,
            out=out,
            concurrency=self.concurrency,
            require_distinct_judge=self.require_distinct_judge,
            guard=self.guard,
            repairs=self.repairs,
            # The benchmark's own run folders: a new benchmark into the same --out replaces them.
            overwrite=True,
        )


def benchmark_parameters(
    inputs: list[str],
    minimum_quality: float,
    profiles: list[str] | None = None,
    models: list[str] | None = None,
    judge_model: str | list[str] | None = None,
    detectors: list[str] | None = None,
    audience: str = "general readers",
    instructions: str | None = None,
    candidates: int = 3,
    temperature: float | None = None,
    concurrency: int = 8,
    out: str = "skryba-benchmark",
    require_distinct_judge: bool = False,
    *,
    guard: GuardMode = GuardMode.STRICT,
    repairs: int = 1,
) -> BenchmarkParameters:
    """The flow's (and the CLI's) plain options as BenchmarkParameters.

    A bad ``--profile`` is a UsageError; other bad values fail pydantic validation.
    """
    parsed: list[RewriteProfile] = [
        parse_profile(spec, audience, instructions) for spec in profiles or ["plain:preserve"]
    ]
    return BenchmarkParameters(
        inputs=inputs,
        minimum_quality=minimum_quality,
        profiles=parsed,
        models=list(models) if models else [None],
        judge_model=judge_model,
        detectors=["local"] if detectors is None else detectors,
        candidates=candidates,
        temperature=temperature,
        concurrency=concurrency,
        out=out,
        require_distinct_judge=require_distinct_judge,
        guard=guard,
        repairs=repairs,
    )

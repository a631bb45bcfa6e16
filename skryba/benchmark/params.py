"""What a benchmark is asked to compare: profiles x generator models on one corpus."""

from __future__ import annotations

import re
from typing import Any, get_args

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from models.profile import Language, RewriteProfile, Style
from models.run import DEFAULT_PROFILE, PipelineOptions, RunParameters
from skryba.errors import UsageError

_LANGUAGES: tuple[str, ...] = get_args(Language)
_UNSAFE = re.compile(r"[^A-Za-z0-9._-]+")
# None stands for "the model the settings name" (SKRYBA_MODEL, or the embedded model).
_DEFAULT_MODEL: str | None = None


def parse_profile(
    spec: str, audience: str = DEFAULT_PROFILE.audience, instructions: str | None = None
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


class BenchmarkParameters(PipelineOptions):
    """Everything one benchmark runs with; every combination shares all but profile and model.

    The ``params`` of the ``benchmark`` flow; the CLI builds it with ``benchmark_parameters``.
    """

    profiles: list[RewriteProfile] = Field(default_factory=lambda: [RewriteProfile()], min_length=1)
    models: list[str | None] = Field(default_factory=lambda: [_DEFAULT_MODEL], min_length=1)
    out: str = "skryba-benchmark"

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
            **self.pipeline_options(),
            profile=combination.profile,
            model=combination.model,
            out=out,
            # The benchmark's own run folders: a new benchmark into the same --out replaces them.
            overwrite=True,
        )


def benchmark_parameters(
    *,
    profiles: list[str] | None = None,
    models: list[str] | None = None,
    audience: str = DEFAULT_PROFILE.audience,
    instructions: str | None = None,
    **options: Any,
) -> BenchmarkParameters:
    """The CLI's options as BenchmarkParameters: ``--profile STYLE:LANG`` specs (each with the
    shared audience and instructions) and ``--model`` names; the rest pass as they are.

    A bad ``--profile`` is a UsageError; other bad values fail pydantic validation.
    """
    parsed: list[RewriteProfile] = [
        parse_profile(spec, audience, instructions) for spec in profiles or ["plain:preserve"]
    ]
    return BenchmarkParameters(
        profiles=parsed, models=list(models) if models else [None], **options
    )

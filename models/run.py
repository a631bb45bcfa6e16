"""A corpus run's parameters and its closing summary."""

from __future__ import annotations

import codecs
from typing import Annotated, Any

from pydantic import BaseModel, BeforeValidator, ConfigDict, Field, field_validator, model_validator

from models.guard import GuardMode
from models.jury import JudgeModels
from models.profile import RewriteProfile
from models.spend import RunCost

DEFAULT_PROFILE = RewriteProfile()


def _detectors_or_local(value: object) -> object:
    # Unset (a deployment's ``default(none)``, an omitted option): the local detector.
    return ["local"] if value is None else value


class PipelineOptions(BaseModel):
    """How every passage is rewritten and judged: what a rewrite run, a benchmark and a
    training run share. The one home of these options' defaults (design "Where things are
    decided"); the CLI, the flows and the deployments all take them from here."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    inputs: list[str] = Field(min_length=1)
    minimum_quality: float
    candidates: int = Field(default=3, ge=1, le=20)
    temperature: float | None = Field(default=None, ge=0, le=2)
    # The judge, or a jury (several models); a single string may list them comma-separated.
    judge_model: JudgeModels = None
    detectors: Annotated[list[str], BeforeValidator(_detectors_or_local)] = Field(
        default_factory=lambda: ["local"]
    )
    concurrency: int = Field(default=8, ge=1, le=1024)
    guard: GuardMode = GuardMode.STRICT
    # --repairs: revision rounds for a candidate with guard findings under strict (0: none).
    repairs: int = Field(default=1, ge=0, le=10)
    require_distinct_judge: bool = False

    @field_validator("detectors")
    @classmethod
    def _none_means_empty(cls, value: list[str]) -> list[str]:
        names = [name.strip().lower() for name in value if name.strip()]
        if "none" in names:
            if len(names) > 1:
                raise ValueError("--detector none cannot be combined with other detectors")
            return []
        return list(dict.fromkeys(names))

    def pipeline_options(self) -> dict[str, Any]:
        """These shared options' values, to build another run's parameters from."""
        return {name: getattr(self, name) for name in PipelineOptions.model_fields}


class RunParameters(PipelineOptions):
    """Everything a corpus rewrite is asked to do: the ``params`` of the ``rewrite_corpus``
    and ``train`` flows and their deployments, built by the CLI from its options."""

    profile: RewriteProfile = RewriteProfile()
    model: str | None = None
    out: str = "skryba-output"
    resume: str | None = None
    # With ``resume``: passages that ended ``failed`` get a fresh attempt.
    retry_failed: bool = False
    # --max-cost: no new passage starts once spend would exceed it (needs SKRYBA_PRICES).
    max_cost: float | None = Field(default=None, gt=0, allow_inf_nan=False)
    # --overwrite: replace an earlier Skryba output in ``out`` as a whole.
    overwrite: bool = False
    # --encoding: the input files' encoding (None: UTF-8, with a hint when a file is not).
    encoding: str | None = None

    @field_validator("encoding")
    @classmethod
    def _known_encoding(cls, value: str | None) -> str | None:
        if value is None:
            return None
        try:
            return codecs.lookup(value).name
        except LookupError:
            raise ValueError(f"unknown encoding {value!r} (e.g. cp1250, iso-8859-2)") from None

    @model_validator(mode="after")
    def _retry_needs_resume(self) -> RunParameters:
        if self.retry_failed and self.resume is None:
            raise ValueError("--retry-failed goes with --resume RUN_ID")
        return self

    @classmethod
    def from_options(
        cls,
        *,
        style: str = DEFAULT_PROFILE.style,
        audience: str = DEFAULT_PROFILE.audience,
        language: str = DEFAULT_PROFILE.language,
        instructions: str | None = None,
        **fields: Any,
    ) -> RunParameters:
        """Build from the flat options a CLI command takes (the profile's four apart)."""
        return cls(
            profile=RewriteProfile.model_validate(
                {
                    "style": style,
                    "audience": audience,
                    "language": language,
                    "instructions": instructions,
                }
            ),
            **fields,
        )


# Every run option's default, as ``RunParameters`` decides it, for the CLI's options to show
# and use (``inputs`` and ``minimum_quality`` have none, so they stay unset here).
RUN_DEFAULTS = RunParameters.model_construct()  # type: ignore[call-arg]


class RunSummary(BaseModel):
    """The closing numbers of a run, as the CLI prints them and the flow returns them."""

    model_config = ConfigDict(frozen=True)

    run_id: str
    out: str
    report_json: str
    report_md: str
    # The editor's page (docs/report.md); None where no page was written.
    report_html: str | None = None
    rewritten: int = 0
    source_fallback: int = 0
    refused: int = 0
    failed: int = 0
    document_errors: int = 0
    judge_warning: str | None = None
    # What the run cost (``ReportPaths.cost``); None when the caller did not compute it.
    cost: RunCost | None = None
    # --max-cost stopped the run: the message naming the budget, and how many never started.
    budget_stop: str | None = None
    not_started: int = 0
    # Ctrl-C, SIGTERM or a Prefect cancellation stopped the run: what stopped it and how to
    # resume it (the run is ``interrupted`` in the audit store).
    interrupted: str | None = None

    @property
    def ok(self) -> bool:
        """Every passage produced output, every document was read, and the budget held."""
        return (
            self.refused == 0
            and self.failed == 0
            and self.document_errors == 0
            and self.budget_stop is None
            and self.interrupted is None
        )

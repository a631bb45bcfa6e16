"""A corpus run's parameters and its closing summary."""

from __future__ import annotations

import codecs
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from models.guard import GuardMode
from models.jury import JudgeModels
from models.profile import RewriteProfile
from models.spend import RunCost


class RunParameters(BaseModel):
    """Everything a corpus rewrite is asked to do (CLI options, flow or deployment parameters)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    inputs: list[str] = Field(min_length=1)
    minimum_quality: float
    profile: RewriteProfile = RewriteProfile()
    candidates: int = Field(default=3, ge=1, le=20)
    temperature: float | None = Field(default=None, ge=0, le=2)
    model: str | None = None
    # The judge, or a jury (several models); a single string may list them comma-separated.
    judge_model: JudgeModels = None
    detectors: list[str] = Field(default_factory=lambda: ["local"])
    out: str = "skryba-output"
    concurrency: int = Field(default=8, ge=1, le=1024)
    resume: str | None = None
    # With ``resume``: passages that ended ``failed`` get a fresh attempt.
    retry_failed: bool = False
    guard: GuardMode = GuardMode.STRICT
    # --repairs: revision rounds for a candidate with guard findings under strict (0: none).
    repairs: int = Field(default=1, ge=0, le=10)
    require_distinct_judge: bool = False
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
        style: str = "plain",
        audience: str = "general readers",
        language: str = "preserve",
        instructions: str | None = None,
        detectors: list[str] | None = None,
        **fields: Any,
    ) -> RunParameters:
        """Build from the flat options a CLI command or a flow takes (unset detectors: local)."""
        return cls(
            profile=RewriteProfile.model_validate(
                {
                    "style": style,
                    "audience": audience,
                    "language": language,
                    "instructions": instructions,
                }
            ),
            detectors=["local"] if detectors is None else detectors,
            **fields,
        )

    @field_validator("detectors")
    @classmethod
    def _none_means_empty(cls, value: list[str]) -> list[str]:
        names = [name.strip().lower() for name in value if name.strip()]
        if "none" in names:
            if len(names) > 1:
                raise ValueError("--detector none cannot be combined with other detectors")
            return []
        return list(dict.fromkeys(names))


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

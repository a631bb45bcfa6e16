"""What the protected-facts guard found comparing a candidate with its source (docs/guard.md)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class GuardMode(StrEnum):
    """``strict`` fails a candidate with a finding before the judge; ``warn`` only records."""

    STRICT = "strict"
    WARN = "warn"
    OFF = "off"


class GuardFinding(BaseModel):
    """One protected fact the candidate lost, changed or invented."""

    model_config = ConfigDict(frozen=True)

    kind: str
    source_span: str | None = None
    candidate_span: str | None = None
    message: str


class GuardReport(BaseModel):
    """The guard's verdict on one distinct candidate text."""

    model_config = ConfigDict(frozen=True)

    passed: bool
    findings: list[GuardFinding] = Field(default_factory=list)

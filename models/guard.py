"""What the protected-facts guard found comparing a candidate with its source (docs/guard.md)."""

from __future__ import annotations

from enum import StrEnum

from pydantic import BaseModel, ConfigDict, Field


class GuardMode(StrEnum):
    """``strict`` fails a candidate with a finding before the judge; ``warn`` only records."""

    STRICT = "strict"
    WARN = "warn"
    OFF = "off"


class FindingKind(StrEnum):
    """What a guard finding is about (docs/guard.md): a protected fact's kind, a meaning marker,
    the Markdown structure, the language, or a model's wrapping around the text."""

    NUMBER = "number"
    DATE = "date"
    TIME = "time"
    URL = "URL"
    EMAIL = "e-mail"
    DOI = "DOI"
    ISBN = "ISBN"
    LEGAL_REFERENCE = "legal reference"
    PAGE_REFERENCE = "page reference"
    SECTION_REFERENCE = "section reference"
    CITATION = "citation"
    CODE = "code"
    CODE_FENCE = "code fence"
    JSON_OBJECT = "JSON object"
    LINK_TARGET = "link target"
    NAME = "name"
    CLAIM = "claim"
    PAYMENT = "means of payment"
    MARKDOWN = "markdown"
    NEGATION = "negation"
    MODALITY = "modality"
    HEDGE = "hedge"
    LANGUAGE = "language"
    WRAPPER = "wrapper"


class GuardFinding(BaseModel):
    """One protected fact the candidate lost, changed or invented."""

    model_config = ConfigDict(frozen=True)

    kind: FindingKind
    source_span: str | None = None
    candidate_span: str | None = None
    message: str


class GuardReport(BaseModel):
    """The guard's verdict on one distinct candidate text."""

    model_config = ConfigDict(frozen=True)

    passed: bool
    findings: list[GuardFinding] = Field(default_factory=list)

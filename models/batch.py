"""A batch of passages on its way through the stage chain, and what each stage reports.

A ``PassageWork`` is one passage's state between stages: each stage reads what the earlier ones
left and adds its own part. A passage whose outcome is decided early (every generator call
failed, an invalid judge reply) gets its ``result`` there, and later stages pass it by.
"""

from __future__ import annotations

import asyncio

from pydantic import BaseModel, ConfigDict, Field, PrivateAttr

from models.guard import GuardReport
from models.outcome import (
    CandidateResult,
    Detection,
    Generation,
    JudgeOutcome,
    PassageInput,
    PassageResult,
)
from models.recorded import RecordedPassage
from models.stage import StageName

EN_DASH = "\u2013"


class CandidateGroup(BaseModel):
    """One distinct candidate text, every position that produced it, and what the guard and the
    judge said of it (each text is checked and judged once)."""

    text: str
    positions: tuple[int, ...]
    # None: not checked (yet), or the guard is off.
    guard: GuardReport | None = None
    # None: not judged, e.g. stopped by the guard.
    judged: JudgeOutcome | None = None


class PassageWork(BaseModel):
    """One passage's state inside a batch."""

    passage: PassageInput
    passage_id: str = ""
    generations: list[Generation] = Field(default_factory=list)
    candidate_ids: dict[int, str] = Field(default_factory=dict)
    groups: list[CandidateGroup] = Field(default_factory=list)
    candidates: list[CandidateResult] = Field(default_factory=list)
    source_detections: list[Detection] = Field(default_factory=list)
    result: PassageResult | None = None
    # Resumed: the calls an interrupted attempt recorded, reused instead of asked again.
    recorded: RecordedPassage | None = None
    # Detector scores begun ahead of the detect stage, by text (see skryba.pipeline.detect).
    _scoring: dict[str, asyncio.Task[list[Detection]]] = PrivateAttr(default_factory=dict)
    # Texts whose scores are reported (a passing candidate's, its source's), with the candidate
    # their detections hang on (None: the source); and those whose scores are handed over.
    _wanted: dict[str, str | None] = PrivateAttr(default_factory=dict)
    _scores_recorded: set[str] = PrivateAttr(default_factory=set)

    @property
    def scoring(self) -> dict[str, asyncio.Task[list[Detection]]]:
        """Background scores of this passage's texts, started before the detect stage."""
        return self._scoring

    @property
    def wanted(self) -> dict[str, str | None]:
        """Texts whose scores will be reported, each with the candidate id they are recorded on."""
        return self._wanted

    @property
    def scores_recorded(self) -> set[str]:
        """Texts whose detections were handed to the recorder already."""
        return self._scores_recorded

    @property
    def key(self) -> str:
        """The passage's key, e.g. ``notes/a.md#3``."""
        return self.passage.ref.key

    @property
    def settled(self) -> bool:
        """Its outcome is decided; later stages leave it alone."""
        return self.result is not None


class Batch(BaseModel):
    """Passages that go through the chain together; one task run per stage for all of them."""

    number: int = Field(ge=1)
    passages: list[PassageWork]

    @property
    def label(self) -> str:
        """How a person finds it in the UI: ``batch 7 · notes/a.md#0-b.md#3 (32 passages)``,
        the span joined by an en dash."""
        count = len(self.passages)
        noun = "passage" if count == 1 else "passages"
        if not self.passages:
            return f"batch {self.number} (0 passages)"
        first, last = self.passages[0].passage.ref, self.passages[-1].passage.ref
        end = _short(last.key, first.document)
        span = first.key if first == last else f"{first.key}{EN_DASH}{end}"
        return f"batch {self.number} · {span} ({count} {noun})"

    def open(self) -> list[PassageWork]:
        """The passages whose outcome is not decided yet."""
        return [work for work in self.passages if work.result is None]


def _short(key: str, document: str) -> str:
    # The end of a span within one document needs only its index: ``a.md#0-#9``.
    prefix = f"{document}#"
    return key[len(document) :] if key.startswith(prefix) else key


class StageReport(BaseModel):
    """What one stage did to a batch: passages it settled as failed, and the others."""

    model_config = ConfigDict(frozen=True)

    stage: StageName
    passages: int
    failed: list[tuple[str, str]] = Field(default_factory=list)
    refused: list[tuple[str, str]] = Field(default_factory=list)
    # What else a person watching the stage should know, e.g. candidates the guard stopped.
    notes: list[str] = Field(default_factory=list)

    @property
    def ok(self) -> int:
        """Passages this stage did not fail or refuse."""
        return self.passages - len(self.failed) - len(self.refused)

    @property
    def message(self) -> str:
        """``31 ok, 1 failed: b.md#2 quality judge response contains no JSON object``."""
        parts = [f"{self.ok} ok"]
        details: list[str] = []
        for what, items in (("failed", self.failed), ("refused", self.refused)):
            if items:
                parts.append(f"{len(items)} {what}")
                details.extend(f"{key} {message}" for key, message in items)
        text = ", ".join([*parts, *self.notes])
        return f"{text}: {'; '.join(details)}" if details else text

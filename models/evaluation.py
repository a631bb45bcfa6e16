"""The quality judge's evaluation and the pass rule (binding: shared/seeds/quality-judge.md)."""

from __future__ import annotations

import math
from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, computed_field

from skryba.errors import UsageError

DIMENSIONS: tuple[str, ...] = (
    "meaning_preservation",
    "factual_consistency",
    "grammar",
    "coherence",
    "naturalness",
    "readability",
)
BOOLEANS: tuple[str, ...] = ("critical_error", "style_matched", "language_matched")
FIELDS: tuple[str, ...] = (*DIMENSIONS, *BOOLEANS, "issues", "rationale")

# A NaN compares false with everything, so unchecked it would pass any threshold and hide from
# min(); the model itself refuses it, also when an evaluation is reloaded from storage.
Score = Annotated[float, Field(ge=0.0, le=1.0, allow_inf_nan=False)]

MINIMUM_QUALITY_REQUIRED = (
    "--minimum-quality is required: the quality score a rewrite must reach is the caller's to state"
)
MINIMUM_QUALITY_RANGE = "minimum quality must be between 0 and 1"


def validate_minimum_quality(value: float | None) -> float:
    """Return the caller's threshold, or raise UsageError with the binding message."""
    if value is None:
        raise UsageError(MINIMUM_QUALITY_REQUIRED)
    if isinstance(value, bool) or not math.isfinite(value) or not 0.0 <= value <= 1.0:
        raise UsageError(MINIMUM_QUALITY_RANGE)
    return float(value)


class JudgeScores(BaseModel):
    """The judge's object: six scores, the three profile booleans, issues and a rationale."""

    model_config = ConfigDict(frozen=True)

    meaning_preservation: Score
    factual_consistency: Score
    grammar: Score
    coherence: Score
    naturalness: Score
    readability: Score
    critical_error: bool
    style_matched: bool
    language_matched: bool
    issues: list[str]
    rationale: str

    @computed_field  # type: ignore[prop-decorator]
    @property
    def quality_score(self) -> float:
        """The weakest dimension: no dimension can buy back another."""
        scores: list[float] = [getattr(self, name) for name in DIMENSIONS]
        return min(scores)

    def flags(self) -> list[str]:
        """The verdict's red flags in words, as the reports show them."""
        return [
            name
            for name, bad in (
                ("critical error", self.critical_error),
                ("style not matched", not self.style_matched),
                ("language not matched", not self.language_matched),
            )
            if bad
        ]


class JudgeEvaluation(JudgeScores):
    """One validated judge reply. Built only by ``skryba.judge.reply.parse_judge_reply``."""

    def profile_matched(self) -> bool:
        """Both profile booleans hold (what a source fallback requires)."""
        return self.style_matched and self.language_matched

    def failed_rules(self, minimum_quality: float) -> list[str]:
        """Every pass-rule clause this evaluation breaks; empty means it passes."""
        reasons: list[str] = []
        if self.critical_error:
            reasons.append("critical_error is true")
        if not self.style_matched:
            reasons.append("style_matched is false")
        if not self.language_matched:
            reasons.append("language_matched is false")
        for name in DIMENSIONS:
            score = getattr(self, name)
            if score < minimum_quality:
                reasons.append(f"{name} {score!r} is below the minimum quality {minimum_quality!r}")
        return reasons

    def passes(self, minimum_quality: float) -> bool:
        """The pass rule: no critical error, both booleans true, every dimension >= minimum."""
        return not self.failed_rules(minimum_quality)


class Verdict(BaseModel):
    """An evaluation judged against a threshold, as stored and reported."""

    model_config = ConfigDict(frozen=True)

    evaluation: JudgeEvaluation
    minimum_quality: float
    passed: bool
    failed_rules: list[str]

    @classmethod
    def of(cls, evaluation: JudgeEvaluation, minimum_quality: float) -> Verdict:
        """Apply the pass rule."""
        reasons = evaluation.failed_rules(minimum_quality)
        return cls(
            evaluation=evaluation,
            minimum_quality=minimum_quality,
            passed=not reasons,
            failed_rules=reasons,
        )

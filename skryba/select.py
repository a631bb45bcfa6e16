"""Choosing the winner among passing candidates, and the source fallback decision."""

from __future__ import annotations

from collections.abc import Sequence

from models.outcome import CandidateResult, JudgeOutcome


def rank_key(candidate: CandidateResult) -> tuple[float, float, int]:
    """Lower is better: mean AI probability, then higher quality_score, then lower position.

    A candidate no detector could score ranks after every scored one.
    """
    probability = candidate.ai_probability
    judge = candidate.judge
    quality = judge.evaluation.quality_score if judge and judge.evaluation else 0.0
    return (probability if probability is not None else 2.0, -quality, candidate.position)


def select_winner(candidates: Sequence[CandidateResult]) -> CandidateResult | None:
    """The best passing candidate, or None when none passed the judge."""
    passing = [c for c in candidates if c.passed]
    return min(passing, key=rank_key) if passing else None


def source_fallback_allowed(source_judge: JudgeOutcome) -> bool:
    """A fallback needs both profile booleans, but not the numeric threshold."""
    evaluation = source_judge.evaluation
    return evaluation is not None and evaluation.profile_matched()

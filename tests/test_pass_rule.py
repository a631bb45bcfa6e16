"""quality_score is the weakest dimension, and the pass rule lets no clause be bought back."""

from __future__ import annotations

import math
import random

import pytest
from pydantic import ValidationError

from models.evaluation import JudgeEvaluation, Verdict
from tests.judge_replies import DIMENSION_NAMES


def make(
    scores: dict[str, float] | None = None,
    *,
    critical_error: bool = False,
    style_matched: bool = True,
    language_matched: bool = True,
) -> JudgeEvaluation:
    """A perfect evaluation with some scores and flags changed."""
    all_scores = {**dict.fromkeys(DIMENSION_NAMES, 1.0), **(scores or {})}
    return JudgeEvaluation(
        **all_scores,
        critical_error=critical_error,
        style_matched=style_matched,
        language_matched=language_matched,
        issues=[],
        rationale="test",
    )


def six(values: tuple[float, ...]) -> dict[str, float]:
    return dict(zip(DIMENSION_NAMES, values, strict=True))


# --- quality_score ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("scores", "weakest"),
    [
        ((0.9, 0.8, 0.95, 0.7, 0.99, 0.85), 0.7),
        ((0.2, 1.0, 1.0, 1.0, 1.0, 1.0), 0.2),
        ((1.0, 1.0, 1.0, 1.0, 1.0, 0.31), 0.31),
        ((0.5, 0.5, 0.5, 0.5, 0.5, 0.5), 0.5),
        ((0.0, 1.0, 1.0, 1.0, 1.0, 1.0), 0.0),
        ((1.0, 1.0, 1.0, 1.0, 1.0, 1.0), 1.0),
        ((0.97, 0.96, 0.98, 0.95, 0.93, 0.94), 0.93),
        # An average would be 0.835: one poor dimension is not bought back by five perfect ones.
        ((1.0, 1.0, 1.0, 1.0, 1.0, 0.01), 0.01),
    ],
)
def test_quality_score_is_the_minimum(scores: tuple[float, ...], weakest: float) -> None:
    assert make(six(scores)).quality_score == weakest


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
def test_quality_score_follows_whichever_dimension_is_weakest(dimension: str) -> None:
    evaluation = make({**dict.fromkeys(DIMENSION_NAMES, 0.9), dimension: 0.12})
    assert evaluation.quality_score == 0.12


def test_quality_score_is_the_minimum_for_many_random_evaluations() -> None:
    # A seeded table stands in for property-based testing (hypothesis is not installed).
    rng = random.Random(20240501)
    for _ in range(500):
        scores = tuple(rng.choice([0.0, 1.0, rng.random()]) for _ in DIMENSION_NAMES)
        evaluation = make(six(scores))
        assert evaluation.quality_score in scores
        assert all(evaluation.quality_score <= score for score in scores)


def test_quality_score_is_reported_in_the_dump() -> None:
    dumped = make({"grammar": 0.4, "coherence": 0.6}).model_dump()
    assert dumped["quality_score"] == 0.4


# --- scores the model itself refuses ---------------------------------------------------------


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
@pytest.mark.parametrize("bad", [math.nan, math.inf, -math.inf, -0.01, 1.01, 85.0])
def test_evaluation_refuses_scores_outside_zero_to_one(dimension: str, bad: float) -> None:
    # A NaN compares false with everything: it would pass every threshold and hide from min().
    with pytest.raises(ValidationError):
        make({dimension: bad})


def test_evaluation_loaded_from_a_stored_verdict_is_still_validated() -> None:
    stored = Verdict.of(make(), 0.8).model_dump()
    stored["evaluation"]["grammar"] = math.nan
    with pytest.raises(ValidationError):
        Verdict.model_validate(stored)


# --- the pass rule ---------------------------------------------------------------------------


def test_perfect_evaluation_passes() -> None:
    evaluation = make()
    assert evaluation.passes(1.0)
    assert evaluation.failed_rules(1.0) == []


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
def test_one_dimension_below_the_minimum_fails_however_high_the_rest(dimension: str) -> None:
    evaluation = make({dimension: 0.79})
    assert not evaluation.passes(0.8)
    assert evaluation.failed_rules(0.8) == [f"{dimension} 0.79 is below the minimum quality 0.8"]


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
def test_the_smallest_shortfall_still_fails(dimension: str) -> None:
    evaluation = make({dimension: math.nextafter(0.8, 0.0)})
    assert not evaluation.passes(0.8)
    [rule] = evaluation.failed_rules(0.8)
    assert rule.startswith(f"{dimension} ")


@pytest.mark.parametrize("dimension", DIMENSION_NAMES)
def test_the_threshold_is_inclusive(dimension: str) -> None:
    assert make({dimension: 0.8}).passes(0.8)


@pytest.mark.parametrize("minimum", [0.0, 0.35, 0.8, 1.0])
def test_every_dimension_exactly_at_the_minimum_passes(minimum: float) -> None:
    evaluation = make(dict.fromkeys(DIMENSION_NAMES, minimum))
    assert evaluation.passes(minimum)
    assert evaluation.quality_score == minimum


def test_minimum_one_requires_perfect_scores() -> None:
    assert not make({"readability": 0.999}).passes(1.0)


def test_minimum_zero_passes_all_zero_scores() -> None:
    assert make(dict.fromkeys(DIMENSION_NAMES, 0.0)).passes(0.0)


def test_style_mismatch_fails_with_perfect_scores() -> None:
    evaluation = make(style_matched=False)
    assert not evaluation.passes(0.0)
    assert evaluation.failed_rules(0.0) == ["style_matched is false"]


def test_language_mismatch_fails_with_perfect_scores() -> None:
    evaluation = make(language_matched=False)
    assert not evaluation.passes(0.0)
    assert evaluation.failed_rules(0.0) == ["language_matched is false"]


def test_critical_error_fails_with_perfect_scores() -> None:
    evaluation = make(critical_error=True)
    assert not evaluation.passes(0.0)
    assert evaluation.failed_rules(0.0) == ["critical_error is true"]


def test_every_broken_clause_is_named() -> None:
    evaluation = make(
        {"grammar": 0.5, "readability": 0.25},
        critical_error=True,
        style_matched=False,
        language_matched=False,
    )
    assert evaluation.failed_rules(0.6) == [
        "critical_error is true",
        "style_matched is false",
        "language_matched is false",
        "grammar 0.5 is below the minimum quality 0.6",
        "readability 0.25 is below the minimum quality 0.6",
    ]


# --- profile_matched (what a source fallback requires) ---------------------------------------


@pytest.mark.parametrize(
    ("style", "language", "matched"),
    [(True, True, True), (False, True, False), (True, False, False), (False, False, False)],
)
def test_profile_matched_needs_both_booleans(style: bool, language: bool, matched: bool) -> None:
    assert make(style_matched=style, language_matched=language).profile_matched() is matched


def test_profile_matched_ignores_scores_and_critical_error() -> None:
    # A source fallback needs both profile booleans but not every numeric threshold.
    evaluation = make(dict.fromkeys(DIMENSION_NAMES, 0.1), critical_error=True)
    assert evaluation.profile_matched()
    assert not evaluation.passes(0.5)


# --- Verdict ---------------------------------------------------------------------------------


def test_verdict_records_the_pass_rule() -> None:
    verdict = Verdict.of(make({"coherence": 0.7}, style_matched=False), 0.75)
    assert verdict.passed is False
    assert verdict.minimum_quality == 0.75
    assert verdict.failed_rules == [
        "style_matched is false",
        "coherence 0.7 is below the minimum quality 0.75",
    ]


def test_verdict_of_a_passing_evaluation() -> None:
    verdict = Verdict.of(make({"coherence": 0.75}), 0.75)
    assert verdict.passed is True
    assert verdict.failed_rules == []

"""report.md shows, per passage, each detector's probability for the source and the winner."""

from __future__ import annotations

import io

from models.evaluation import JudgeEvaluation
from models.outcome import (
    CandidateResult,
    Detection,
    JudgeOutcome,
    Outcome,
    PassageRef,
    PassageResult,
)
from skryba.reports.markdown import passage_markdown

SCORES = dict.fromkeys(
    (
        "meaning_preservation",
        "factual_consistency",
        "grammar",
        "coherence",
        "naturalness",
        "readability",
    ),
    0.9,
)


def _passing() -> JudgeOutcome:
    evaluation = JudgeEvaluation(
        **SCORES,
        critical_error=False,
        style_matched=True,
        language_matched=True,
        issues=[],
        rationale="ok",
    )
    return JudgeOutcome(evaluation=evaluation, passed=True)


def _markdown(result: PassageResult) -> str:
    buffer = io.StringIO()
    passage_markdown(buffer.write, result)
    return buffer.getvalue()


def test_source_and_winner_probability_per_detector() -> None:
    result = PassageResult(
        ref=PassageRef(document="a.txt", index=0),
        source_text="Source.",
        outcome=Outcome.REWRITTEN,
        output_text="Winner.",
        quality_passed=True,
        winner_position=1,
        source_detections=[
            Detection(detector="local", probability=0.81),
            Detection(detector="gptzero", probability=0.6),
            Detection(detector="winston", error="not scored: text is shorter than 300"),
        ],
        candidates=[
            CandidateResult(position=0, text="Loser.", judge=JudgeOutcome(passed=False)),
            CandidateResult(
                position=1,
                text="Winner.",
                judge=_passing(),
                detections=[
                    Detection(detector="local", probability=0.42),
                    Detection(detector="gptzero", error="ConnectFailed: refused"),
                ],
            ),
        ],
    )

    line = next(x for x in _markdown(result).splitlines() if x.startswith("- AI probability"))

    assert line == (
        "- AI probability, source → winner: local 0.81 → 0.42, "
        "gptzero 0.60 → (ConnectFailed: refused), "
        "winston (not scored: text is shorter than 300) → (not scored)"
    )


def test_without_a_winner_only_the_source_is_shown() -> None:
    result = PassageResult(
        ref=PassageRef(document="a.txt", index=1),
        source_text="Source.",
        outcome=Outcome.SOURCE_FALLBACK,
        output_text="Source.",
        quality_passed=False,
        source_detections=[Detection(detector="local", probability=0.3)],
    )

    assert "- AI probability, source → winner: local 0.30\n" in _markdown(result)

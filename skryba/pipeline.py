"""The per-passage chain of SPEC 4: generate, dedup, judge, detect, select or fall back.

The HTTP calls go through a ``Calls`` object, so the flow can route each call through its own
Prefect task while tests drive the same logic with plain coroutines.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence
from typing import Any, Protocol

from pydantic import BaseModel, ConfigDict, Field

from models.chat import ChatRequest
from models.outcome import (
    CandidateResult,
    Detection,
    Generation,
    JudgeOutcome,
    Outcome,
    PassageInput,
    PassageResult,
)
from models.profile import RewriteProfile
from skryba.audit.store import JudgedGroup
from skryba.dedup import CandidateGroup, group_by_text
from skryba.detectors.base import Detector
from skryba.errors import InvalidJudgeReply, RouteError, SkrybaError
from skryba.generate import generator_request
from skryba.judge import judge_request, outcome_from_error
from skryba.language import detect_language
from skryba.recorder import AuditRecorder
from skryba.select import select_winner, source_fallback_allowed


class PipelineConfig(BaseModel):
    """What every passage of a run is processed with."""

    model_config = ConfigDict(frozen=True)

    profile: RewriteProfile
    minimum_quality: float
    candidates: int = Field(default=3, ge=1, le=20)
    temperature: float | None = None
    generator_model: str
    judge_model: str
    generator_extra_body: dict[str, Any] = Field(default_factory=dict)
    judge_extra_body: dict[str, Any] = Field(default_factory=dict)


class Calls(Protocol):
    """The three kinds of outside call a passage makes."""

    async def generate(self, request: ChatRequest, position: int) -> Generation: ...

    async def judge(self, request: ChatRequest, minimum_quality: float) -> JudgeOutcome: ...

    async def detect(self, detector: Detector, text: str) -> Detection: ...


def refusal_message(source_judge: JudgeOutcome) -> str:
    """Why a passage with no passing candidate and an off-profile source is refused."""
    evaluation = source_judge.evaluation
    assert evaluation is not None
    missing = [
        name
        for name, ok in (
            ("style", evaluation.style_matched),
            ("language", evaluation.language_matched),
        )
        if not ok
    ]
    return (
        "no candidate passed the quality judge and the source does not match the requested "
        f"profile ({' and '.join(missing)} not matched), so it cannot stand in as the rewrite"
    )


async def process_passage(
    passage: PassageInput,
    config: PipelineConfig,
    calls: Calls,
    detectors: Sequence[Detector],
    recorder: AuditRecorder,
) -> PassageResult:
    """Run one passage through the whole chain, recording every step as it happens."""
    passage_id = await recorder.start_passage(passage.ref, passage.text)
    result = await _decide(passage, passage_id, config, calls, detectors, recorder)
    await recorder.finish(passage_id, result)
    return result


async def _decide(
    passage: PassageInput,
    passage_id: str,
    config: PipelineConfig,
    calls: Calls,
    detectors: Sequence[Detector],
    recorder: AuditRecorder,
) -> PassageResult:
    generations = await _generate_all(passage, config, calls)
    ids = await recorder.candidates(passage_id, generations)
    candidate_ids = {g.position: cid for g, cid in zip(generations, ids, strict=True)}
    groups = group_by_text(generations)
    base = {"ref": passage.ref, "source_text": passage.text}
    if not groups:
        errors = "; ".join(f"candidate {g.position}: {g.error}" for g in generations)
        return PassageResult(
            **base,
            outcome=Outcome.FAILED,
            error="generation failed",
            reason=f"every generator call failed ({errors})",
            candidates=[_candidate(g, None) for g in generations],
        )

    judged = await asyncio.gather(
        *(_judge(calls, config, passage.text, group.text) for group in groups)
    )
    await recorder.evaluations(
        passage_id,
        [
            JudgedGroup([candidate_ids[p] for p in group.positions], group.positions, outcome)
            for group, outcome in zip(groups, judged, strict=True)
        ],
    )
    by_position = {
        p: outcome for group, outcome in zip(groups, judged, strict=True) for p in group.positions
    }
    candidates = [_candidate(g, by_position.get(g.position)) for g in generations]

    failed_judge = next((o for o in judged if o.error is not None), None)
    if failed_judge is not None:
        # An invalid or failed evaluation is never read as acceptable quality.
        return PassageResult(
            **base,
            outcome=Outcome.FAILED,
            error=failed_judge.error,
            reason=failed_judge.error_detail or "the quality judge gave no valid evaluation",
            candidates=candidates,
        )

    passing = [c for c in candidates if c.passed]
    source_detections, scored = await _detect_all(passage.text, passing, detectors, calls)
    candidates = [scored.get(c.position, c) for c in candidates]
    detections: list[tuple[str | None, Detection]] = [(None, d) for d in source_detections]
    for candidate in candidates:
        if candidate.position in scored and _first_of_its_group(candidate.position, groups):
            cid = candidate_ids[candidate.position]
            detections.extend((cid, d) for d in candidate.detections)
    if detections:
        await recorder.detections(passage_id, detections)

    winner = select_winner(candidates)
    if winner is not None:
        judge = winner.judge
        assert judge is not None and judge.evaluation is not None
        return PassageResult(
            **base,
            outcome=Outcome.REWRITTEN,
            output_text=winner.text,
            quality_passed=True,
            winner_position=winner.position,
            reason=_win_reason(winner, len(passing)),
            source_detections=source_detections,
            candidates=candidates,
        )

    source_judge, reused = await _judge_source(calls, config, passage.text, groups, judged)
    if not reused:
        await recorder.evaluations(passage_id, [JudgedGroup(None, (), source_judge)])
    if source_judge.error is not None:
        return PassageResult(
            **base,
            outcome=Outcome.FAILED,
            error=source_judge.error,
            reason=source_judge.error_detail or "the quality judge gave no valid evaluation",
            source_judge=source_judge,
            source_detections=source_detections,
            candidates=candidates,
        )
    if source_fallback_allowed(source_judge):
        return PassageResult(
            **base,
            outcome=Outcome.SOURCE_FALLBACK,
            output_text=passage.text,
            quality_passed=source_judge.passed,
            reason="no candidate passed the quality judge; the source matches the profile",
            source_judge=source_judge,
            source_detections=source_detections,
            candidates=candidates,
        )
    message = refusal_message(source_judge)
    return PassageResult(
        **base,
        outcome=Outcome.REFUSED,
        error=message,
        reason=message,
        quality_passed=False,
        source_judge=source_judge,
        source_detections=source_detections,
        candidates=candidates,
    )


async def _generate_all(
    passage: PassageInput, config: PipelineConfig, calls: Calls
) -> list[Generation]:
    async def one(position: int) -> Generation:
        request = generator_request(
            config.generator_model,
            config.profile,
            passage.text,
            temperature=config.temperature,
            extra_body=config.generator_extra_body,
        )
        try:
            return await calls.generate(request, position)
        except RouteError as exc:
            return Generation(position=position, text=None, error=f"{type(exc).__name__}: {exc}")

    return list(await asyncio.gather(*(one(p) for p in range(config.candidates))))


async def _judge(calls: Calls, config: PipelineConfig, source: str, candidate: str) -> JudgeOutcome:
    request = judge_request(
        config.judge_model, config.profile, source, candidate, config.judge_extra_body
    )
    try:
        return await calls.judge(request, config.minimum_quality)
    except (InvalidJudgeReply, RouteError) as exc:
        return outcome_from_error(exc)


async def _judge_source(
    calls: Calls,
    config: PipelineConfig,
    source: str,
    groups: Sequence[CandidateGroup],
    judged: Sequence[JudgeOutcome],
) -> tuple[JudgeOutcome, bool]:
    """The source's evaluation, and whether it was reused from an identical candidate."""
    # A candidate identical to the source was already asked the very same question.
    for group, outcome in zip(groups, judged, strict=True):
        if group.text == source:
            return outcome, True
    return await _judge(calls, config, source, source), False


async def _detect_all(
    source: str,
    passing: Sequence[CandidateResult],
    detectors: Sequence[Detector],
    calls: Calls,
) -> tuple[list[Detection], dict[int, CandidateResult]]:
    if not detectors or not passing:
        return [], {}
    distinct = list(dict.fromkeys([source, *(c.text for c in passing if c.text is not None)]))
    # Each text's own language: a translated candidate is not in the source's language.
    languages = {text: detect_language(text) for text in distinct}
    results = await asyncio.gather(
        *(_detect(calls, d, text, languages[text]) for text in distinct for d in detectors)
    )
    per_text = {
        text: list(results[i * len(detectors) : (i + 1) * len(detectors)])
        for i, text in enumerate(distinct)
    }
    scored = {
        c.position: c.model_copy(update={"detections": per_text[c.text]})
        for c in passing
        if c.text is not None
    }
    return per_text[source], scored


async def _detect(calls: Calls, detector: Detector, text: str, language: str) -> Detection:
    reason = detector.unsupported_reason(text, None if language == "unknown" else language)
    if reason is not None:
        return Detection(detector=detector.name, error=f"not scored: {reason}")
    try:
        return await calls.detect(detector, text)
    except (SkrybaError, RouteError) as exc:
        # A detector failure never decides quality: record it and let the others decide.
        return Detection(detector=detector.name, error=f"{type(exc).__name__}: {exc}")


def _candidate(generation: Generation, judge: JudgeOutcome | None) -> CandidateResult:
    return CandidateResult(
        position=generation.position,
        text=generation.text,
        judge=judge,
        error=generation.error or (judge.error if judge else None),
        generation=generation.chat,
    )


def _first_of_its_group(position: int, groups: Sequence[CandidateGroup]) -> bool:
    return any(group.positions[0] == position for group in groups)


def _win_reason(winner: CandidateResult, passing: int) -> str:
    probability = winner.ai_probability
    judge = winner.judge
    assert judge is not None and judge.evaluation is not None
    detail = (
        f"lowest mean AI probability {probability:.3f}"
        if probability is not None
        else "no detector score; highest quality_score"
    )
    return (
        f"candidate {winner.position} won among {passing} passing: {detail}, "
        f"quality_score {judge.evaluation.quality_score:.2f}"
    )

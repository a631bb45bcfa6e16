"""Stage 5, detect: every detector scores the source and each candidate that passed the judge."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from models.batch import Batch, CandidateGroup, PassageWork, StageReport
from models.outcome import CandidateResult, Detection
from skryba.detectors.base import Detector
from skryba.errors import RouteError, SkrybaError
from skryba.language import detect_language
from skryba.pipeline.config import Calls, StageContext
from skryba.pipeline.each import for_each


async def detect_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Score the open passages' sources and passing candidates; record it in one transaction.

    Detector failures are recorded and never decide quality, so nothing fails here.
    """
    works = [w for w in batch.open() if any(c.passed for c in w.candidates)]
    if not ctx.detectors:
        return StageReport(stage="detect", passages=len(batch.open()))

    async def detect(work: PassageWork) -> None:
        passing = [c for c in work.candidates if c.passed]
        work.source_detections, scored = await detect_all(
            work.passage.text, passing, ctx.detectors, ctx.calls
        )
        work.candidates = [scored.get(c.position, c) for c in work.candidates]

    await for_each(works, detect)
    await ctx.recorder.detections_many(
        [(w.passage_id, _recorded(w)) for w in works if not w.settled]
    )
    return StageReport(stage="detect", passages=len(batch.open()))


def _recorded(work: PassageWork) -> list[tuple[str | None, Detection]]:
    detections: list[tuple[str | None, Detection]] = [(None, d) for d in work.source_detections]
    for candidate in work.candidates:
        # Positions sharing a text share its scores: recorded once, on the group's first.
        if candidate.detections and _first_of_its_group(candidate.position, work.groups):
            cid = work.candidate_ids[candidate.position]
            detections.extend((cid, d) for d in candidate.detections)
    return detections


async def detect_all(
    source: str,
    passing: Sequence[CandidateResult],
    detectors: Sequence[Detector],
    calls: Calls,
) -> tuple[list[Detection], dict[int, CandidateResult]]:
    """Scores of the source, and the passing candidates with theirs; each text scored once."""
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


def _first_of_its_group(position: int, groups: Sequence[CandidateGroup]) -> bool:
    return any(group.positions[0] == position for group in groups)

"""Stage 5, detect: every detector scores the source and each candidate that passed the judge.

Scoring can start before this stage: the source's as soon as its candidates are generated, and a
candidate's as soon as the judge passes it (``start_scoring``), so a slow in-process detector
works while the route is still answering. This stage waits for those scores (starting any that
are missing), attaches them and records them; scores of texts that turn out not to be needed
(no candidate passed) are dropped unrecorded.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from models.batch import Batch, CandidateGroup, PassageWork, StageReport
from models.outcome import Detection
from skryba.detectors.base import Detector, reuse_or_score
from skryba.errors import RouteError, SkrybaError
from skryba.language import detect_language
from skryba.pipeline.config import StageContext
from skryba.pipeline.each import for_each


def start_scoring(work: PassageWork, text: str, ctx: StageContext) -> None:
    """Begin scoring ``text`` with every detector in the background, once per text."""
    if ctx.detectors and text not in work.scoring:
        work.scoring[text] = asyncio.create_task(score_text(text, ctx))


async def detect_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Score the open passages' sources and passing candidates; record it in one transaction.

    Detector failures are recorded and never decide quality, so nothing fails here.
    """
    works = [w for w in batch.open() if any(c.passed for c in w.candidates)]
    if not ctx.detectors:
        return StageReport(stage="detect", passages=len(batch.open()))

    async def detect(work: PassageWork) -> None:
        passing = [c for c in work.candidates if c.passed and c.text is not None]
        texts = list(dict.fromkeys([work.passage.text, *(c.text for c in passing if c.text)]))
        for text in texts:
            start_scoring(work, text, ctx)
        scores = dict(
            zip(texts, await asyncio.gather(*(work.scoring[t] for t in texts)), strict=True)
        )
        work.source_detections = scores[work.passage.text]
        work.candidates = [
            c.model_copy(update={"detections": scores[c.text]})
            if c.passed and c.text is not None
            else c
            for c in work.candidates
        ]

    try:
        await for_each(works, detect)
    finally:
        _drop_unneeded(batch)
    await ctx.recorder.detections_many(
        [(w.passage_id, _recorded(w)) for w in works if not w.settled]
    )
    return StageReport(stage="detect", passages=len(batch.open()))


def _drop_unneeded(batch: Batch) -> None:
    # Scores begun for passages that need none (nothing passed, or the passage failed).
    for work in batch.passages:
        for task in work.scoring.values():
            task.cancel()
        work.scoring.clear()


def _recorded(work: PassageWork) -> list[tuple[str | None, Detection]]:
    detections: list[tuple[str | None, Detection]] = [(None, d) for d in work.source_detections]
    for candidate in work.candidates:
        # Positions sharing a text share its scores: recorded once, on the group's first.
        if candidate.detections and _first_of_its_group(candidate.position, work.groups):
            cid = work.candidate_ids[candidate.position]
            detections.extend((cid, d) for d in candidate.detections)
    return detections


async def score_text(text: str, ctx: StageContext) -> list[Detection]:
    """Every detector's answer for ``text``, in the order of ``ctx.detectors``.

    The text's own language decides support (a translated candidate is not in the source's
    language); an answer the audit store already holds for this exact text and detector is
    read back instead of paid or computed again.
    """
    language = detect_language(text)
    return list(
        await asyncio.gather(
            *(_detect(ctx, detector, text, language) for detector in ctx.detectors)
        )
    )


async def _detect(ctx: StageContext, detector: Detector, text: str, language: str) -> Detection:
    reason = detector.unsupported_reason(text, None if language == "unknown" else language)
    if reason is not None:
        return Detection(detector=detector.name, error=f"not scored: {reason}")
    try:
        return await reuse_or_score(
            detector,
            text,
            ctx.recorder.find_detection,
            lambda: ctx.calls.detect(detector, text),
        )
    except (SkrybaError, RouteError) as exc:
        # A detector failure never decides quality: record it and let the others decide.
        return Detection(detector=detector.name, error=f"{type(exc).__name__}: {exc}")


def _first_of_its_group(position: int, groups: Sequence[CandidateGroup]) -> bool:
    return any(group.positions[0] == position for group in groups)

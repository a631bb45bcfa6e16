"""Stage 5, detect: every detector scores the source and each candidate that passed the judge.

Scoring can start before this stage: the source's as soon as its candidates are generated, and a
candidate's as soon as the judge passes it (``want_scores``), so a slow in-process detector
works while the route is still answering. A text's scores are handed to the recorder as soon as
they are in and known to be reported (the candidate passed; the source once any candidate
passed); this stage waits for the rest and attaches them. Scores of texts that turn out not to
be needed (no candidate passed) are dropped unrecorded.
"""

from __future__ import annotations

import asyncio

from models.batch import Batch, PassageWork, StageReport
from models.outcome import Detection
from models.recorded import RecordedPassage
from models.stage import StageName
from skryba.audit.answers import text_sha256
from skryba.detectors.base import Detector, reuse_or_score
from skryba.errors import RouteError, SkrybaError
from skryba.language import detect_language
from skryba.pipeline.config import StageContext
from skryba.pipeline.each import for_each


def start_scoring(work: PassageWork, text: str, ctx: StageContext) -> None:
    """Begin scoring ``text`` with every detector in the background, once per text."""
    if ctx.detectors and text not in work.scoring:
        work.scoring[text] = asyncio.create_task(score_text(text, ctx, work))


def want_scores(work: PassageWork, text: str, candidate_id: str | None, ctx: StageContext) -> None:
    """``text``'s scores will be reported: score it (if not begun) and record its detections,
    on ``candidate_id`` (None: the source), as soon as they are in."""
    if not ctx.detectors or text in work.wanted:
        return
    work.wanted[text] = candidate_id
    start_scoring(work, text, ctx)
    work.scoring[text].add_done_callback(lambda _: record_scores(work, text, ctx))


def record_scores(work: PassageWork, text: str, ctx: StageContext) -> None:
    """Hand a wanted text's finished scores to the recorder, once (a resumed passage's
    recorded answers are on record already)."""
    task = work.scoring.get(text)
    if (
        text not in work.wanted
        or text in work.scores_recorded
        or task is None
        or not task.done()
        or task.cancelled()
        or task.exception() is not None
    ):
        return
    work.scores_recorded.add(text)
    digest = text_sha256(text)
    for detection in task.result():
        if work.recorded is None or work.recorded.detection(digest, detection.detector) is None:
            ctx.recorder.record_detection(work.passage_id, work.wanted[text], detection)


async def detect_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Score the open passages' sources and passing candidates.

    Detector failures are recorded and never decide quality, so nothing fails here.
    """
    works = [w for w in batch.open() if any(c.passed for c in w.candidates)]
    if not ctx.detectors:
        return StageReport(stage=StageName.DETECT, passages=len(batch.open()))

    async def detect(work: PassageWork) -> None:
        passing = [c for c in work.candidates if c.passed and c.text is not None]
        texts = list(dict.fromkeys([work.passage.text, *(c.text for c in passing if c.text)]))
        for text in texts:
            want_scores(work, text, _recorded_on(work, text), ctx)
        scores = dict(
            zip(texts, await asyncio.gather(*(work.scoring[t] for t in texts)), strict=True)
        )
        for text in texts:
            record_scores(work, text, ctx)
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
    return StageReport(stage=StageName.DETECT, passages=len(batch.open()))


def _drop_unneeded(batch: Batch) -> None:
    # Scores begun for passages that need none (nothing passed, or the passage failed).
    for work in batch.passages:
        for task in work.scoring.values():
            task.cancel()
        work.scoring.clear()


def _recorded_on(work: PassageWork, text: str) -> str | None:
    """The candidate a text's detections are recorded on: the first position of its group
    (positions sharing a text share its scores); None for the source."""
    if text == work.passage.text:
        return None
    group = next(g for g in work.groups if g.text == text)
    return work.candidate_ids[group.positions[0]]


async def score_text(
    text: str, ctx: StageContext, work: PassageWork | None = None
) -> list[Detection]:
    """Every detector's answer for ``text``, in the order of ``ctx.detectors``.

    The text's own language decides support (a translated candidate is not in the source's
    language); an answer ``work``'s interrupted attempt recorded is that answer, and one the
    audit store holds for this exact text and detector elsewhere is read back instead of paid
    or computed again.
    """
    language = detect_language(text)
    recorded = work.recorded if work is not None else None
    return list(
        await asyncio.gather(
            *(_answer(ctx, detector, text, language, recorded) for detector in ctx.detectors)
        )
    )


async def _answer(
    ctx: StageContext,
    detector: Detector,
    text: str,
    language: str,
    recorded: RecordedPassage | None,
) -> Detection:
    if recorded is not None:
        found = recorded.detection(text_sha256(text), detector.name)
        if found is not None:
            return found
    return await _detect(ctx, detector, text, language)


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

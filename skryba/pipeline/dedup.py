"""Stage 2, dedup: positions holding the same text share one guard check and one judge call."""

from __future__ import annotations

from collections.abc import Sequence

from models.batch import Batch, CandidateGroup, StageReport
from models.outcome import Generation
from models.stage import StageName
from skryba.pipeline.config import StageContext


def group_by_text(generations: Sequence[Generation]) -> list[CandidateGroup]:
    """Distinct texts in order of first position; failed generations (no text) are left out.

    Texts are compared exactly: the judge sees exactly the text, so only an exact repeat is
    certain to get the same evaluation.
    """
    positions: dict[str, list[int]] = {}
    for generation in sorted(generations, key=lambda g: g.position):
        if generation.text is None:
            continue
        positions.setdefault(generation.text, []).append(generation.position)
    return [CandidateGroup(text=text, positions=tuple(p)) for text, p in positions.items()]


async def dedup_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Group every open passage's candidates by text (no outside call, nothing can fail)."""
    works = batch.open()
    for work in works:
        work.groups = group_by_text(work.generations)
    return StageReport(stage=StageName.DEDUP, passages=len(works))

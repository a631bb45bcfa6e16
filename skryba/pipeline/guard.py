"""Stage 3, guard: deterministic checks of each distinct candidate against its source (SPEC 4a).

A pass-through until the protected-facts checks land.
"""

from __future__ import annotations

from models.batch import Batch, StageReport
from skryba.pipeline.config import StageContext


async def guard_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Check every open passage's distinct candidates; records nothing yet."""
    works = batch.open()
    return StageReport(stage="guard", passages=len(works))

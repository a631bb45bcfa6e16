"""The stage chain of design §2 over a batch: generate → dedup → guard → repair → judge → detect →
fallback.

The flows run each stage of a batch as a Prefect task (``tasks/``); ``process_batch`` runs the
same plain functions in order without an orchestrator.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from models.batch import Batch, PassageWork, StageReport
from models.outcome import PassageInput, PassageResult
from models.stage import StageName
from skryba.detectors.base import Detector
from skryba.pipeline.config import Calls, PipelineConfig, StageContext
from skryba.pipeline.dedup import dedup_stage
from skryba.pipeline.detect import detect_stage
from skryba.pipeline.fallback import fallback_stage
from skryba.pipeline.generate import generate_stage
from skryba.pipeline.guard import guard_stage
from skryba.pipeline.judge import judge_stage
from skryba.pipeline.repair import repair_stage
from skryba.recorder import AuditRecorder

Stage = Callable[[Batch, StageContext], Awaitable[StageReport]]
BatchRunner = Callable[[Batch, StageContext], Awaitable[None]]

# The function of each stage; their order is ``StageName``'s (design §2).
STAGE_FUNCTIONS: dict[StageName, Stage] = {
    StageName.GENERATE: generate_stage,
    StageName.DEDUP: dedup_stage,
    StageName.GUARD: guard_stage,
    StageName.REPAIR: repair_stage,
    StageName.JUDGE: judge_stage,
    StageName.DETECT: detect_stage,
    StageName.FALLBACK: fallback_stage,
}
STAGES: tuple[tuple[StageName, Stage], ...] = tuple(
    (name, STAGE_FUNCTIONS[name]) for name in StageName
)


async def process_batch(batch: Batch, ctx: StageContext) -> None:
    """Run every stage on the batch in order; each passage ends with its ``result`` set."""
    for _, stage in STAGES:
        await stage(batch, ctx)


async def process_passage(
    passage: PassageInput,
    config: PipelineConfig,
    calls: Calls,
    detectors: Sequence[Detector],
    recorder: AuditRecorder,
) -> PassageResult:
    """One passage through the whole chain (a batch of one), recorded as it goes."""
    work = PassageWork(passage=passage)
    await process_batch(
        Batch(number=1, passages=[work]), StageContext(config, calls, detectors, recorder)
    )
    assert work.result is not None
    return work.result

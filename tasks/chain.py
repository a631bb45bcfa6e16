"""How the flows take a batch through the stage chain: one Prefect task run per stage."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import cast

from prefect.client.schemas.objects import State
from prefect.context import FlowRunContext
from prefect.utilities.annotations import quote

from models.batch import Batch
from models.stage import StageName
from skryba.pipeline.config import PipelineConfig, StageContext
from skryba.pipeline.repair import needs_repair
from tasks.dedup import dedup
from tasks.detect import detect
from tasks.fallback import fallback
from tasks.generate import generate
from tasks.guard import guard
from tasks.judge import judge
from tasks.repair import repair
from tasks.stage import StageTask

_TASKS: dict[StageName, StageTask] = {
    StageName.GENERATE: generate,
    StageName.DEDUP: dedup,
    StageName.GUARD: guard,
    StageName.REPAIR: repair,
    StageName.JUDGE: judge,
    StageName.DETECT: detect,
    StageName.FALLBACK: fallback,
}
# In ``StageName``'s order, like the plain chain (``skryba.pipeline.chain.STAGES``).
STAGE_TASKS: tuple[tuple[StageName, StageTask], ...] = tuple(
    (name, _TASKS[name]) for name in StageName
)

# Stages with nothing to do in most batches: a task run costs about 16 ms (flow process and
# server), so a batch the guard found nothing in makes no repair task run at all.
_ONLY_WHEN: dict[StageName, Callable[[Batch, PipelineConfig], bool]] = {
    StageName.REPAIR: needs_repair
}


async def run_batch(batch: Batch, ctx: StageContext) -> None:
    """Run the batch through every stage task in order; each passage ends with its result.

    A stage whose batch had a failed passage ends Failed (with the passages named) and the
    chain goes on with the others; a stage that raised stops the batch with that error.
    """
    for name, stage_task in STAGE_TASKS:
        needed = _ONLY_WHEN.get(name)
        if needed is not None and not needed(batch, ctx.config):
            continue
        # quote: Prefect would otherwise walk the whole batch looking for futures, per task.
        running = cast(
            "Awaitable[State[None]]",
            stage_task(quote(batch), quote(ctx), return_state=True),
        )
        state = await running
        _forget(state)
        if state.is_failed() or state.is_crashed() or state.is_cancelled():
            outcome = await state.aresult(raise_on_failure=False)
            if isinstance(outcome, BaseException):
                raise outcome


def _forget(state: State[None]) -> None:
    """Drop what Prefect keeps per task run in the flow context for dependency tracking.

    It keeps a set of assets per task run until the flow ends; no stage result feeds another
    task through Prefect, so memory stays flat in corpus size.
    """
    context = FlowRunContext.get()
    if context is not None and state.state_details.task_run_id is not None:
        context.task_run_assets.pop(state.state_details.task_run_id, None)

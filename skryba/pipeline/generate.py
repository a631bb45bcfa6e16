"""Stage 1, generate: N candidates per passage, N separate chat-completion calls."""

from __future__ import annotations

import asyncio

from models.batch import Batch, PassageWork, StageReport
from models.outcome import Generation, Outcome, PassageResult
from skryba.errors import RouteError
from skryba.generate import generator_request
from skryba.pipeline.config import StageContext
from skryba.pipeline.detect import start_scoring
from skryba.pipeline.each import for_each
from skryba.pipeline.outcomes import candidate_result

GENERATION_FAILED = "generation failed"


async def generate_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Start every passage in the audit store, ask for its candidates, record them.

    A passage whose every generator call failed is settled as failed here.
    """
    works = batch.open()
    ids = await ctx.recorder.start_passages([(w.passage.ref, w.passage.text) for w in works])
    for work, passage_id in zip(works, ids, strict=True):
        work.passage_id = passage_id

    async def generate(work: PassageWork) -> None:
        work.generations = await _generate_all(work, ctx)
        if any(g.text is not None for g in work.generations):
            # Every candidate that passes will be compared with its source's score: begin it
            # now, while the judge is asked (dropped unrecorded if no candidate passes).
            start_scoring(work, work.passage.text, ctx)

    await for_each(works, generate)
    recorded = [w for w in works if not w.settled]
    candidate_ids = await ctx.recorder.candidates_many(
        [(w.passage_id, w.generations) for w in recorded]
    )
    for work, ids_of_work in zip(recorded, candidate_ids, strict=True):
        work.candidate_ids = {
            g.position: cid for g, cid in zip(work.generations, ids_of_work, strict=True)
        }
        if all(g.text is None for g in work.generations):
            errors = "; ".join(f"candidate {g.position}: {g.error}" for g in work.generations)
            work.result = PassageResult(
                ref=work.passage.ref,
                source_text=work.passage.text,
                outcome=Outcome.FAILED,
                error=GENERATION_FAILED,
                reason=f"every generator call failed ({errors})",
                candidates=[candidate_result(g, None) for g in work.generations],
            )
    failed = [(w.key, w.result.error or "failed") for w in works if w.result is not None]
    return StageReport(stage="generate", passages=len(works), failed=failed)


async def _generate_all(work: PassageWork, ctx: StageContext) -> list[Generation]:
    config = ctx.config

    async def one(position: int) -> Generation:
        request = generator_request(
            config.generator_model,
            config.profile,
            work.passage.text,
            temperature=config.temperature,
            extra_body=config.generator_extra_body,
        )
        try:
            return await ctx.calls.generate(request, position)
        except RouteError as exc:
            return Generation(position=position, text=None, error=f"{type(exc).__name__}: {exc}")

    return list(await asyncio.gather(*(one(p) for p in range(config.candidates))))

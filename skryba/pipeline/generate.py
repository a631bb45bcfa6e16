"""Stage 1, generate: N candidates per passage, N separate chat-completion calls."""

from __future__ import annotations

import asyncio

from models.batch import Batch, PassageWork, StageReport
from models.outcome import Generation, Outcome, PassageResult
from models.stage import StageName
from skryba.errors import RouteError
from skryba.generate import generator_request
from skryba.pipeline.config import StageContext
from skryba.pipeline.detect import start_scoring
from skryba.pipeline.each import for_each
from skryba.pipeline.outcomes import candidate_result

GENERATION_FAILED = "generation failed"


async def generate_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Start every passage in the audit store, ask for its candidates, record each as it comes.

    A resumed passage keeps the candidates its interrupted attempt recorded; only the missing
    positions are asked. A passage whose every generator call failed is settled as failed here.
    """
    works = batch.open()
    opened = await ctx.recorder.open_passages([(w.passage.ref, w.passage.text) for w in works])
    for work, passage in zip(works, opened, strict=True):
        work.passage_id = passage.id
        work.recorded = passage.recorded

    async def generate(work: PassageWork) -> None:
        work.generations = await _generate_all(work, ctx)
        if any(g.text is not None for g in work.generations):
            # Every candidate that passes will be compared with its source's score: begin it
            # now, while the judge is asked (dropped unrecorded if no candidate passes).
            start_scoring(work, work.passage.text, ctx)

    await for_each(works, generate)
    for work in works:
        if work.settled or not all(g.text is None for g in work.generations):
            continue
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
    return StageReport(stage=StageName.GENERATE, passages=len(works), failed=failed)


async def _generate_all(work: PassageWork, ctx: StageContext) -> list[Generation]:
    """Each position's candidate: the recorded one, or a generator call recorded as it returns."""
    config = ctx.config

    async def one(position: int) -> Generation:
        recorded = work.recorded.candidate(position) if work.recorded else None
        if recorded is not None:
            work.candidate_ids[position] = recorded.id
            return recorded.generation
        request = generator_request(
            config.generator_model,
            config.profile,
            work.passage.text,
            temperature=config.temperature,
            extra_body=config.generator_extra_body,
        )
        try:
            generation = await ctx.calls.generate(request, position)
        except RouteError as exc:
            generation = Generation(
                position=position, text=None, error=f"{type(exc).__name__}: {exc}"
            )
        work.candidate_ids[position] = ctx.recorder.record_generation(work.passage_id, generation)
        return generation

    return list(await asyncio.gather(*(one(p) for p in range(config.candidates))))

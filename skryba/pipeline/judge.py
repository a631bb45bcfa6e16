"""Stage 4, judge: one evaluation per distinct candidate the guard let through (SPEC 5)."""

from __future__ import annotations

import asyncio

from models.batch import Batch, PassageWork, StageReport
from models.outcome import JudgeOutcome, Outcome, PassageResult
from skryba.audit.store import JudgedGroup
from skryba.errors import InvalidJudgeReply, RouteError
from skryba.guard.stage import texts_for_judge
from skryba.judge import aggregate_jury, judge_request, outcome_from_error
from skryba.pipeline.config import StageContext
from skryba.pipeline.detect import start_scoring
from skryba.pipeline.each import for_each
from skryba.pipeline.outcomes import candidate_results


async def judge_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Judge every open passage's candidates, record the verdicts in one transaction.

    A passage with an invalid or failed evaluation is settled as failed: unknown quality is
    never acceptable.
    """
    works = batch.open()

    async def judge(work: PassageWork) -> None:
        reports = {
            group.text: report
            for group, report in zip(work.groups, work.guards, strict=True)
            if report is not None
        }
        allowed = set(texts_for_judge([g.text for g in work.groups], reports, ctx.config.guard))
        indexes = [i for i, group in enumerate(work.groups) if group.text in allowed]
        await asyncio.gather(*(judge_group(work, index) for index in indexes))

    async def judge_group(work: PassageWork, index: int) -> None:
        text = work.groups[index].text
        outcome = await judge_text(ctx, work.passage.text, text)
        work.judged[index] = outcome
        if outcome.passed:
            # Scored while the other candidates are still being judged.
            start_scoring(work, text, ctx)

    await for_each(works, judge)
    judged = [w for w in works if not w.settled]
    await ctx.recorder.evaluations_many(
        [
            (
                work.passage_id,
                [
                    JudgedGroup(
                        [work.candidate_ids[p] for p in group.positions], group.positions, outcome
                    )
                    for group, outcome in zip(work.groups, work.judged, strict=True)
                    if outcome is not None
                ],
            )
            for work in judged
        ]
    )
    for work in judged:
        work.candidates = candidate_results(work)
        failure = next((o for o in work.judged if o is not None and o.error is not None), None)
        if failure is not None:
            work.result = PassageResult(
                ref=work.passage.ref,
                source_text=work.passage.text,
                outcome=Outcome.FAILED,
                error=failure.error,
                reason=failure.error_detail or "the quality judge gave no valid evaluation",
                candidates=work.candidates,
            )
    failed = [(w.key, w.result.error or "failed") for w in works if w.result is not None]
    return StageReport(stage="judge", passages=len(works), failed=failed)


async def judge_text(ctx: StageContext, source: str, candidate: str) -> JudgeOutcome:
    """The text judged once per juror, concurrently, and the jury's verdict (SPEC 5).

    With one juror this is exactly one judge call and its outcome.
    """
    config = ctx.config
    outcomes = await asyncio.gather(
        *(_ask_juror(ctx, model, source, candidate) for model in config.judge_models)
    )
    return aggregate_jury(outcomes, config.minimum_quality)


async def _ask_juror(ctx: StageContext, model: str, source: str, candidate: str) -> JudgeOutcome:
    """One juror's call; an invalid reply or exhausted retries become a recorded outcome."""
    config = ctx.config
    request = judge_request(
        model,
        config.profile,
        source,
        candidate,
        config.judge_extra_body,
        config.judge_response_format,
    )
    try:
        outcome = await ctx.calls.judge(request, config.minimum_quality)
    except (InvalidJudgeReply, RouteError) as exc:
        outcome = outcome_from_error(exc)
    return outcome.model_copy(update={"judge_model": model})

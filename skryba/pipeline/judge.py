"""Stage 4, judge: one evaluation per distinct candidate the guard let through (docs/judge.md)."""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from models.batch import Batch, CandidateGroup, PassageWork, StageReport
from models.outcome import JudgeOutcome, Outcome, PassageResult
from models.stage import StageName
from skryba.errors import InvalidJudgeReply, RouteError
from skryba.guard.stage import texts_for_judge
from skryba.judge import aggregate_jury, judge_request, outcome_from_error
from skryba.pipeline.config import StageContext
from skryba.pipeline.detect import want_scores
from skryba.pipeline.each import for_each
from skryba.pipeline.outcomes import candidate_results


async def judge_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Judge every open passage's candidates; each juror's verdict is recorded as it comes.

    A passage with an invalid or failed evaluation is settled as failed: unknown quality is
    never acceptable.
    """
    works = batch.open()

    async def judge(work: PassageWork) -> None:
        reports = {group.text: group.guard for group in work.groups if group.guard is not None}
        allowed = set(texts_for_judge([g.text for g in work.groups], reports, ctx.config.guard))
        await asyncio.gather(
            *(judge_group(work, group) for group in work.groups if group.text in allowed)
        )

    async def judge_group(work: PassageWork, group: CandidateGroup) -> None:
        outcome = await judge_text(ctx, work, group)
        group.judged = outcome
        if outcome.passed:
            # Scored while the other candidates are still being judged; the source's score
            # is now reported too.
            want_scores(work, group.text, work.candidate_ids[group.positions[0]], ctx)
            want_scores(work, work.passage.text, None, ctx)

    await for_each(works, judge)
    for work in works:
        if work.settled:
            continue
        work.candidates = candidate_results(work)
        failure = next(
            (g.judged for g in work.groups if g.judged is not None and g.judged.error is not None),
            None,
        )
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
    return StageReport(stage=StageName.JUDGE, passages=len(works), failed=failed)


async def judge_text(
    ctx: StageContext, work: PassageWork, group: CandidateGroup | None
) -> JudgeOutcome:
    """A candidate group's text (None: the passage's source) judged once per juror,
    concurrently, and the jury's verdict (docs/judge.md).

    With one juror this is exactly one judge call and its outcome. A juror's verdict on this
    very text recorded by an interrupted attempt is that juror's verdict: it is not asked again.
    Each new verdict is handed to the recorder as it comes.
    """
    config = ctx.config
    outcomes = await asyncio.gather(
        *(_juror_verdict(ctx, work, model, group) for model in config.judge_models)
    )
    return aggregate_jury(outcomes, config.minimum_quality)


async def _juror_verdict(
    ctx: StageContext, work: PassageWork, model: str, group: CandidateGroup | None
) -> JudgeOutcome:
    text = work.passage.text if group is None else group.text
    candidate_ids: Sequence[str] | None = None
    positions: tuple[int, ...] = ()
    if group is not None:
        candidate_ids = [work.candidate_ids[p] for p in group.positions]
        positions = group.positions
    recorded = work.recorded.evaluation(text, model) if work.recorded else None
    if recorded is not None and (group is None or recorded.candidate_id is not None):
        if candidate_ids is not None and sorted(recorded.positions) != sorted(positions):
            ctx.recorder.regroup(work.passage_id, recorded.id, candidate_ids, positions)
        return recorded.juror
    outcome = await _ask_juror(ctx, model, work.passage.text, text)
    ctx.recorder.record_verdict(work.passage_id, candidate_ids, positions, outcome)
    return outcome


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

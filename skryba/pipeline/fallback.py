"""Stage 6, fallback: pick the winner, or judge the source; then record every outcome."""

from __future__ import annotations

from models.batch import Batch, PassageWork, StageReport
from models.outcome import JudgeOutcome, Outcome, PassageResult
from models.stage import StageName
from skryba.pipeline.config import StageContext
from skryba.pipeline.each import for_each
from skryba.pipeline.judge import judge_text
from skryba.pipeline.outcomes import refusal_message, why_none_passed, win_reason
from skryba.select import select_winner, source_fallback_allowed


async def fallback_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Settle every open passage (rewritten, source fallback, refused or failed) and record
    the outcome of every passage of the batch, in one transaction."""
    works = batch.open()

    async def settle(work: PassageWork) -> None:
        winner = select_winner(work.candidates)
        if winner is not None:
            work.result = _result(
                work,
                outcome=Outcome.REWRITTEN,
                output_text=winner.text,
                quality_passed=True,
                winner_position=winner.position,
                reason=win_reason(winner, sum(c.passed for c in work.candidates)),
            )
            return
        source_judge = _reused_source_verdict(work)
        if source_judge is None:
            source_judge = await judge_text(ctx, work, None)
        work.result = _source_decision(work, source_judge)

    await for_each(works, settle)
    await ctx.recorder.finish_many(
        [(w.passage_id, w.result) for w in batch.passages if w.result is not None and w.passage_id]
    )
    return StageReport(
        stage=StageName.FALLBACK,
        passages=len(works),
        failed=_listed(works, Outcome.FAILED),
        refused=_listed(works, Outcome.REFUSED),
    )


def _listed(works: list[PassageWork], outcome: Outcome) -> list[tuple[str, str]]:
    return [
        (w.key, w.result.error or outcome.value)
        for w in works
        if w.result is not None and w.result.outcome is outcome
    ]


def _reused_source_verdict(work: PassageWork) -> JudgeOutcome | None:
    # A candidate identical to the source was already asked the very same question.
    for group in work.groups:
        if group.text == work.passage.text and group.judged is not None:
            return group.judged
    return None


def _source_decision(work: PassageWork, source_judge: JudgeOutcome) -> PassageResult:
    common = {"source_judge": source_judge}
    if source_judge.error is not None:
        return _result(
            work,
            outcome=Outcome.FAILED,
            error=source_judge.error,
            reason=source_judge.error_detail or "the quality judge gave no valid evaluation",
            **common,
        )
    if source_fallback_allowed(source_judge):
        return _result(
            work,
            outcome=Outcome.SOURCE_FALLBACK,
            output_text=work.passage.text,
            quality_passed=source_judge.passed,
            reason=why_none_passed(work.candidates) + "; the source matches the profile",
            **common,
        )
    message = refusal_message(work.candidates, source_judge)
    return _result(
        work,
        outcome=Outcome.REFUSED,
        error=message,
        reason=message,
        quality_passed=False,
        **common,
    )


def _result(work: PassageWork, **fields: object) -> PassageResult:
    return PassageResult.model_validate(
        {
            "ref": work.passage.ref,
            "source_text": work.passage.text,
            "source_detections": work.source_detections,
            "candidates": work.candidates,
            **fields,
        }
    )

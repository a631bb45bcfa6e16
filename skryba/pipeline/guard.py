"""Stage 3, guard: deterministic checks of each distinct candidate against its source.

Under ``--guard strict`` a candidate with a finding has failed, and the judge stage does not pay
for it; ``warn`` records findings and lets the judge decide; ``off`` skips the stage.
"""

from __future__ import annotations

import asyncio

from models.batch import Batch, PassageWork, StageReport
from models.guard import GuardMode, GuardReport
from models.profile import RewriteProfile
from models.stage import StageName
from skryba.guard.stage import guard_texts
from skryba.pipeline.config import StageContext


async def guard_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Check every open passage's distinct candidates and record the new reports in one
    transaction (a resumed passage's recorded reports are reused)."""
    works = batch.open()
    mode = ctx.config.guard
    if mode is GuardMode.OFF:
        return StageReport(stage=StageName.GUARD, passages=len(works))
    # Pure CPU work (a few ms a candidate): off the event loop, so route calls keep flowing.
    checked = await asyncio.to_thread(_check_all, works, ctx.config.profile, mode)
    await ctx.recorder.guard_reports_many(
        [
            (
                work.passage_id,
                [
                    (work.candidate_ids[position], group.guard)
                    for group in work.groups
                    if group.guard is not None and group.text in texts
                    for position in group.positions
                ],
            )
            for work, texts in zip(works, checked, strict=True)
        ]
    )
    stopped = sum(
        1
        for work in works
        for group in work.groups
        if group.guard is not None and not group.guard.passed
    )
    notes = [f"{stopped} candidate(s) with findings"] if stopped else []
    return StageReport(stage=StageName.GUARD, passages=len(works), notes=notes)


def _check_all(
    works: list[PassageWork], profile: RewriteProfile, mode: GuardMode
) -> list[set[str]]:
    """Set each passage's guard reports; per passage, the texts checked now (not reused)."""
    checked: list[set[str]] = []
    for work in works:
        reused = _recorded_reports(work)
        texts = [group.text for group in work.groups if group.text not in reused]
        reports: dict[str, GuardReport] = {
            **reused,
            **guard_texts(work.passage.text, texts, profile, mode),
        }
        for group in work.groups:
            group.guard = reports.get(group.text)
        checked.append(set(texts))
    return checked


def _recorded_reports(work: PassageWork) -> dict[str, GuardReport]:
    """The reports a resumed passage's interrupted attempt recorded, for the texts that have one
    on every position sharing them."""
    if work.recorded is None:
        return {}
    reports: dict[str, GuardReport] = {}
    for group in work.groups:
        found = [work.recorded.candidate(position) for position in group.positions]
        if all(c is not None and c.guard is not None for c in found):
            first = found[0]
            assert first is not None and first.guard is not None
            reports[group.text] = first.guard
    return reports

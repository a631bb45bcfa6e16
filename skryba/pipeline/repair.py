"""Stage 3b, repair: a candidate the guard flagged goes back to the generator (docs/repairs.md).

Under ``--guard strict`` each distinct candidate text with findings gets a revision call: the
generator's own system prompt (the profile), the source, the candidate and the findings'
messages. The revision is a new candidate (the next free position, ``repair_of`` the position it
revises, ``round`` 1..N) that the guard checks at once; one still flagged may be revised again,
up to ``--repairs`` rounds. Nothing is waived: a revision joins the passage's groups like any
candidate, so the judge stage judges it once, and only if the guard let it through; a revision
whose text another candidate already holds joins that candidate's group and shares its
guard report and evaluation.
"""

from __future__ import annotations

import asyncio
from dataclasses import dataclass, field

from models.batch import Batch, CandidateGroup, PassageWork, StageReport
from models.guard import GuardFinding, GuardMode, GuardReport
from models.outcome import Generation
from models.stage import StageName
from skryba.errors import RouteError
from skryba.generate import repair_request
from skryba.guard.stage import guard_texts
from skryba.pipeline.config import PipelineConfig, StageContext
from skryba.pipeline.each import for_each


@dataclass(frozen=True)
class _Target:
    """A text to revise: the position it is revised as, and its findings."""

    position: int
    text: str
    report: GuardReport


@dataclass
class _Tally:
    calls: int = 0
    failed_calls: int = 0
    repaired: int = 0
    still_flagged: int = 0
    revisions: dict[str, list[Generation]] = field(default_factory=dict)


def repairing(config: PipelineConfig) -> bool:
    """Whether the run repairs at all: strict guard and at least one round."""
    return config.guard is GuardMode.STRICT and config.repairs > 0


def needs_repair(batch: Batch, config: PipelineConfig) -> bool:
    """Whether any open passage of the batch has a flagged candidate to revise (else the stage
    has nothing to do, and the flows skip its task run)."""
    return repairing(config) and any(_flagged(work) for work in batch.open())


async def repair_stage(batch: Batch, ctx: StageContext) -> StageReport:
    """Revise every open passage's flagged candidates, round by round; record each round's
    revisions and their guard reports as the round ends."""
    works = batch.open()
    config = ctx.config
    if not repairing(config):
        return StageReport(stage=StageName.REPAIR, passages=len(works))
    tally = _Tally()
    targets = {work.passage_id: _flagged(work) for work in works}
    for round_number in range(1, config.repairs + 1):
        active = [work for work in works if targets[work.passage_id] and not work.settled]
        if not active:
            break

        async def revise(work: PassageWork, number: int = round_number) -> None:
            tally.revisions[work.passage_id] = await _revise_all(
                work, targets[work.passage_id], number, ctx
            )

        await for_each(active, revise)
        active = [work for work in active if not work.settled]
        await asyncio.to_thread(_merge_and_guard, active, tally, config)
        reports: list[tuple[str, list[tuple[str, GuardReport]]]] = []
        for work in active:
            revisions = tally.revisions[work.passage_id]
            for revision in revisions:
                # A revision the interrupted attempt recorded already has its row (resume).
                if revision.position not in work.candidate_ids:
                    work.candidate_ids[revision.position] = ctx.recorder.record_generation(
                        work.passage_id, revision
                    )
            reports.append(
                (
                    work.passage_id,
                    [
                        (work.candidate_ids[g.position], report)
                        for g in revisions
                        if (report := _report_of(work, g.position)) is not None
                    ],
                )
            )
            targets[work.passage_id] = _still_flagged(work, revisions)
        await ctx.recorder.guard_reports_many(reports)
    tally.still_flagged = sum(len(t) for t in targets.values())
    return StageReport(stage=StageName.REPAIR, passages=len(works), notes=_notes(tally))


def _flagged(work: PassageWork) -> list[_Target]:
    """The distinct texts the guard failed, each revised as its group's first position."""
    return [
        _Target(group.positions[0], group.text, group.guard)
        for group in work.groups
        if group.guard is not None and not group.guard.passed
    ]


async def _revise_all(
    work: PassageWork, targets: list[_Target], round_number: int, ctx: StageContext
) -> list[Generation]:
    """One revision call per target, at the passage's next free positions."""
    start = max(g.position for g in work.generations) + 1
    return list(
        await asyncio.gather(
            *(
                _revise(work, target, start + offset, round_number, ctx)
                for offset, target in enumerate(targets)
            )
        )
    )


async def _revise(
    work: PassageWork, target: _Target, position: int, round_number: int, ctx: StageContext
) -> Generation:
    config = ctx.config
    request = repair_request(
        config.generator_model,
        config.profile,
        work.passage.text,
        target.text,
        [finding.message for finding in target.report.findings],
        temperature=config.temperature,
        extra_body=config.generator_extra_body,
    )
    lineage = {"repair_of": target.position, "round": round_number}
    recorded = work.recorded.candidate(position) if work.recorded else None
    if (
        recorded is not None
        and recorded.generation.repair_of == target.position
        and recorded.generation.round == round_number
    ):
        # Resumed: the same flagged text revised at the same position was paid for already.
        work.candidate_ids[position] = recorded.id
        return recorded.generation
    try:
        generation = await ctx.calls.generate(request, position)
    except RouteError as exc:
        # The candidate it revises stays as it was, flagged; the passage goes on.
        return Generation(
            position=position, text=None, error=f"{type(exc).__name__}: {exc}", **lineage
        )
    return generation.model_copy(update=lineage)


def _merge_and_guard(works: list[PassageWork], tally: _Tally, config: PipelineConfig) -> None:
    """Add each round's revisions to their passage's groups, guard the new texts, and name the
    findings each revision fixed (CPU work: run off the event loop)."""
    for work in works:
        revisions = tally.revisions[work.passage_id]
        tally.calls += len(revisions)
        for revision in revisions:
            if revision.text is None:
                tally.failed_calls += 1
            else:
                _join_group(work, revision.position, revision.text)
        unchecked = [group for group in work.groups if group.guard is None]
        reports = guard_texts(
            work.passage.text, [g.text for g in unchecked], config.profile, config.guard
        )
        for group in unchecked:
            group.guard = reports[group.text]
        fixed: list[Generation] = []
        for revision in revisions:
            own = _report_of(work, revision.position)
            parent = _report_of(work, revision.repair_of)
            if own is not None and own.passed:
                tally.repaired += 1
            fixed.append(
                revision.model_copy(update={"fixed_findings": fixed_findings(parent, own)})
            )
        tally.revisions[work.passage_id] = fixed
        work.generations = [*work.generations, *fixed]


def _join_group(work: PassageWork, position: int, text: str) -> None:
    """The revision shares the group of an equal text (one guard report, one evaluation), or
    starts a new one that the guard and the judge have yet to see."""
    for group in work.groups:
        if group.text == text:
            group.positions = (*group.positions, position)
            return
    work.groups.append(CandidateGroup(text=text, positions=(position,)))


def _report_of(work: PassageWork, position: int | None) -> GuardReport | None:
    for group in work.groups:
        if position in group.positions:
            return group.guard
    return None


def _still_flagged(work: PassageWork, revisions: list[Generation]) -> list[_Target]:
    """The next round's targets: this round's revisions the guard still failed, one per text."""
    targets: dict[str, _Target] = {}
    for revision in revisions:
        report = _report_of(work, revision.position)
        if revision.text is not None and report is not None and not report.passed:
            targets.setdefault(revision.text, _Target(revision.position, revision.text, report))
    return list(targets.values())


def _finding_key(finding: GuardFinding) -> tuple[str, str | None]:
    # A finding is the same one when it names the same source fact (a message may also quote
    # counts or the candidate's wording, which a revision changes without fixing anything).
    if finding.source_span is not None:
        return finding.kind, finding.source_span
    return finding.kind, f"+{finding.candidate_span}"


def fixed_findings(parent: GuardReport | None, own: GuardReport | None) -> list[str]:
    """The messages of the revised candidate's findings that its revision no longer has."""
    if parent is None or own is None:
        return []
    left = {_finding_key(finding) for finding in own.findings}
    return [f.message for f in parent.findings if _finding_key(f) not in left]


def _notes(tally: _Tally) -> list[str]:
    if not tally.calls:
        return []
    notes = [f"{tally.calls} revision call(s)", f"{tally.repaired} candidate(s) repaired"]
    if tally.still_flagged:
        notes.append(f"{tally.still_flagged} still flagged")
    if tally.failed_calls:
        notes.append(f"{tally.failed_calls} revision call(s) failed")
    return notes

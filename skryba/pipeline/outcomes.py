"""Building a passage's result from what the stages found."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from models.batch import PassageWork
from models.guard import GuardReport
from models.outcome import CandidateResult, Generation, JudgeOutcome, Outcome, PassageResult

# Outcomes that rest on a judge verdict and so need at least one recorded evaluation.
JUDGED_OUTCOMES = frozenset({Outcome.REWRITTEN, Outcome.SOURCE_FALLBACK, Outcome.REFUSED})


class RecordedVerdict(NamedTuple):
    """A recorded evaluation and the text it judged."""

    subject: str
    positions: Sequence[int]
    passed: bool
    text: str


def unsupported_outcome(
    result: PassageResult, verdicts: Sequence[RecordedVerdict], source_text: str
) -> str | None:
    """Why the recorded verdicts do not support the result's outcome (the pass rule, design
    §4); None when they do. The audit store refuses to finish a passage on such a result.

    A rewrite needs every juror's passing verdict on the winner's position; a fallback or a
    refusal needs a verdict on the source text; ``failed`` needs none.
    """
    if result.outcome not in JUDGED_OUTCOMES:
        return None
    if not verdicts:
        return f"{result.outcome.value}: no evaluation is recorded"
    if result.outcome is Outcome.REWRITTEN:
        winner = result.winner_position
        # A jury records one row per juror: the winner needs every one of them to pass.
        passed = [v.passed for v in verdicts if v.subject == "candidate" and winner in v.positions]
        if winner is None or not passed or not all(passed):
            return f"rewritten: no passing evaluation is recorded for the winner position {winner}"
        return None
    # A candidate identical to the source was asked the very same question, so its verdict
    # stands for the source's.
    if not any(v.text == source_text for v in verdicts):
        return f"{result.outcome.value}: no evaluation of the source is recorded"
    return None


def why_none_passed(candidates: list[CandidateResult]) -> str:
    """Which stage stopped the candidates: the guard, the generator, or the judge.

    Each original candidate is counted once, by where its repair chain ended: a candidate whose
    revision was judged failed the judge, one whose last revision is still flagged (or whose
    revision call failed) was stopped by the guard. The revisions are named after that.
    """
    by_position = {c.position: c for c in candidates}
    stopped = unwritten = judged = 0
    for candidate in candidates:
        if candidate.round:
            continue
        last = _last_revision(candidate, candidates, by_position)
        if last.judge is not None or candidate.judge is not None:
            judged += 1
        elif candidate.text is None:
            unwritten += 1
        elif candidate.guard is not None and not candidate.guard.passed:
            stopped += 1
    if not stopped and not unwritten:
        reason = "no candidate passed the quality judge"
    elif stopped and not unwritten and not judged:
        reason = "no candidate passed the protected-facts guard"
    else:
        parts = [
            f"{stopped} stopped by the protected-facts guard" if stopped else "",
            f"{unwritten} not generated" if unwritten else "",
            f"{judged} failed the quality judge" if judged else "",
        ]
        reason = f"no candidate passed ({', '.join(p for p in parts if p)})"
    revisions = [c for c in candidates if c.round]
    if not revisions:
        return reason
    flagged = sum(1 for c in revisions if c.guard is not None and not c.guard.passed)
    return f"{reason}; {len(revisions)} repair revision(s), {flagged} of them still flagged"


def _last_revision(
    candidate: CandidateResult,
    candidates: list[CandidateResult],
    by_position: dict[int, CandidateResult],
) -> CandidateResult:
    """The newest revision descending from ``candidate`` (itself when it has none)."""
    last = candidate
    for revision in sorted(candidates, key=lambda c: c.round):
        origin = revision
        while origin.repair_of is not None and origin.repair_of in by_position:
            origin = by_position[origin.repair_of]
        if origin.position == candidate.position and revision.round > last.round:
            last = revision
    return last


def refusal_message(candidates: list[CandidateResult], source_judge: JudgeOutcome) -> str:
    """Why a passage with no passing candidate and an off-profile source is refused."""
    evaluation = source_judge.evaluation
    assert evaluation is not None
    missing = [
        name
        for name, ok in (
            ("style", evaluation.style_matched),
            ("language", evaluation.language_matched),
        )
        if not ok
    ]
    return (
        f"{why_none_passed(candidates)} and the source does not match the requested "
        f"profile ({' and '.join(missing)} not matched), so it cannot stand in as the rewrite"
    )


def candidate_result(
    generation: Generation, judge: JudgeOutcome | None, guard: GuardReport | None = None
) -> CandidateResult:
    """One candidate as reported: its text, verdicts and the first error it met."""
    return CandidateResult(
        position=generation.position,
        text=generation.text,
        judge=judge,
        guard=guard,
        error=generation.error or (judge.error if judge else None),
        generation=generation.chat,
        repair_of=generation.repair_of,
        round=generation.round,
        fixed_findings=list(generation.fixed_findings),
    )


def candidate_results(work: PassageWork) -> list[CandidateResult]:
    """Every position of the passage with its group's guard report and judge outcome."""
    judged: dict[int, JudgeOutcome | None] = {}
    guarded: dict[int, GuardReport | None] = {}
    for group in work.groups:
        for position in group.positions:
            judged[position] = group.judged
            guarded[position] = group.guard
    return [
        candidate_result(g, judged.get(g.position), guarded.get(g.position))
        for g in work.generations
    ]


def win_reason(winner: CandidateResult, passing: int) -> str:
    """Which candidate won and by which rule."""
    probability = winner.ai_probability
    judge = winner.judge
    assert judge is not None and judge.evaluation is not None
    quality = judge.evaluation.quality_score
    detail = (
        f"lowest mean AI probability {probability:.3f}, quality_score {quality:.2f}"
        if probability is not None
        else f"highest quality_score {quality:.2f} (no detector score)"
    )
    return f"candidate {winner.position} won among {passing} passing: {detail}"

"""``report.md``: a run's report for a person reading it top to bottom (docs/report.md)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import IO, Any

from models.evaluation import DIMENSIONS
from models.outcome import CandidateResult, Detection, JudgeOutcome, Outcome, PassageResult
from models.report import ReportHeader
from models.route_usage import RouteUsage
from models.spend import CostLine, RunCost
from skryba.reports.html import SHORT_DIMENSIONS, distinct_findings
from skryba.spend.cost import describe_cost, format_cost


def _cell(text: str | None, limit: int = 80) -> str:
    if text is None:
        return ""
    flat = " ".join(text.split()).replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _score(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def markdown_head(handle: IO[str], header: ReportHeader, cost: RunCost) -> None:
    """The report's head: the run, its profile, models, counts, route, cost and budget."""
    summary = header.summary
    profile = header.profile
    w = handle.write
    w(f"# Skryba report — run `{header.run_id}`\n\n")
    w(
        f"- Profile: style **{profile.style}**, audience *{profile.audience}*, "
        f"language **{profile.language}**\n"
    )
    jurors = header.judge_models
    judges = (
        f"judge model: `{header.judge_model}`"
        if len(jurors) == 1
        else "jury: " + ", ".join(f"`{m}`" for m in jurors)
    )
    w(f"- Generator model: `{header.generator_model}`; {judges}\n")
    w(f"- Minimum quality: {header.minimum_quality}\n- Status: {header.status}\n")
    for warning in header.warnings:
        w(f"- ⚠ {warning}\n")
    w("\n| outcome | passages |\n|---|---|\n")
    for key in ("rewritten", "source_fallback", "refused", "failed", "document_errors"):
        w(f"| {key} | {getattr(summary, key)} |\n")
    _route_markdown(w, header.route)
    _cost_markdown(w, cost)
    budget = header.budget
    if budget is not None:
        limit = format_cost(budget.max_cost, budget.currency)
        if budget.stopped:
            w(f"\n**The budget stopped this run** (--max-cost {limit}): {budget.message}\n")
        else:
            w(f"\nBudget (--max-cost): {limit}; not reached.\n")
    if header.document_errors:
        w("\n## Documents that could not be read\n\n")
        for error in header.document_errors:
            w(f"- `{error.document}`: {error.message}\n")
    w("\n## Passages\n")


def _route_markdown(w: Callable[[str], object], route: RouteUsage) -> None:
    if not route.calls:
        return
    line = f"\nRoute: {route.calls} call(s), {route.http_429} answered 429"
    if route.waits:
        line += (
            f"; calls waited {route.waited_s:.1f} s for the route's limit ({route.waits} wait(s))"
        )
    if route.shared:
        per_call = route.api_round_trips / route.calls
        line += (
            f"; limits shared through Prefect: {route.api_round_trips} API round trip(s), "
            f"{per_call:.2f} per call"
        )
    if route.tokens_charged:
        line += (
            f"; the token limit charged {route.tokens_charged} token(s) for "
            f"{route.tokens_reported} the route reported"
        )
    w(line + ".\n")


def cost_cell(line: CostLine, currency: str | None) -> str:
    """A cost line's cost for people: the amount, or why it is unknown and what is known."""
    if line.cost is not None:
        return format_cost(line.cost, currency)
    if line.priced_cost is None:
        return "not configured"
    return (
        f"unknown ({line.unknown_calls} unpriced call(s); the rest "
        f"{format_cost(line.priced_cost, currency)})"
    )


def _cost_markdown(w: Any, cost: RunCost) -> None:
    w(f"\n## Cost\n\nTotal: **{describe_cost(cost)}**\n")
    if cost.calls_without_reply:
        w(
            f"\n{cost.calls_without_reply} call(s) failed before any reply: the route reported "
            "no usage for them and they are not priced.\n"
        )
    for title, lines in (("stage", cost.by_stage), ("model", cost.by_model)):
        if not lines:
            continue
        priced = " cost |" if cost.configured else ""
        w(f"\n| {title} | calls | tokens in | tokens out |{priced}\n")
        w("|---|---|---|---|" + ("---|" if cost.configured else "") + "\n")
        for name, line in lines.items():
            cell = f" {cost_cell(line, cost.currency)} |" if cost.configured else ""
            w(
                f"| {_cell(name)} | {line.calls} | {line.prompt_tokens} | "
                f"{line.completion_tokens} |{cell}\n"
            )


def passage_markdown(write: Any, result: PassageResult) -> None:
    """One passage: its outcome and why in one line, source and output, the source's own
    verdict, the judged candidates' scores, then each candidate's guard findings once."""
    parts: list[str] = []
    _passage_parts(parts.append, result)
    # One blank line before the next passage, whichever part came last.
    write("".join(parts).rstrip("\n") + "\n")


def _passage_parts(w: Any, result: PassageResult) -> None:
    w(f"\n### `{result.ref.key}` — {result.outcome.value}\n\n")
    w(f"{_why(result)}\n\n")
    for number, error in enumerate(result.earlier_errors, start=1):
        w(f"- Attempt {number} failed: {_cell(error)} (retried with --retry-failed)\n")
    w(f"- Source: {_cell(result.source_text, 200)}\n")
    if result.outcome is Outcome.REWRITTEN and result.output_text is not None:
        w(f"- Output: {_cell(result.output_text, 200)}\n")
    elif result.outcome is Outcome.SOURCE_FALLBACK:
        w(
            "- Output: source kept (source fallback; quality_passed: "
            f"{str(result.quality_passed).lower()})\n"
        )
    else:
        w("- Output: source kept (no rewrite passed; the output file has the original text)\n")
    if result.source_judge is not None:
        w(f"- Source evaluation: {_source_verdict(result.source_judge)}\n")
    if result.source_detections:
        w(f"- AI probability, source → winner: {_source_vs_winner(result)}\n")
    judged = [c for c in result.candidates if c.judge is not None]
    if judged:
        dims = " | ".join(SHORT_DIMENSIONS[d] for d in DIMENSIONS)
        w(f"\n| # | passed | guard | quality | {dims} | AI prob. | text / error |\n")
        w("|---|---|---|---|" + "---|" * len(DIMENSIONS) + "---|---|\n")
        for candidate in judged:
            evaluation = candidate.judge.evaluation if candidate.judge else None
            scores = " | ".join(
                _score(getattr(evaluation, d) if evaluation else None) for d in DIMENSIONS
            )
            mark = "★ " if candidate.position == result.winner_position else ""
            detail = candidate.error or candidate.text
            w(
                f"| {mark}{candidate.position} | {'yes' if candidate.passed else 'no'} | "
                f"{_guard_cell(candidate)} | "
                f"{_score(evaluation.quality_score if evaluation else None)} | {scores} | "
                f"{_score(candidate.ai_probability)} | {_cell(detail)} |\n"
            )
        w("\n")
        _jurors_markdown(w, result)
    elif result.candidates:
        w("\n")
    for line in repair_chains(result.candidates):
        w(f"- {line}\n")
    for candidate in result.candidates:
        _candidate_notes(w, candidate)


def _why(result: PassageResult) -> str:
    """The outcome and why, in one line (an error and its detail side by side)."""
    why = result.reason or result.error or ""
    if result.error and result.reason and result.error not in result.reason:
        why = f"{result.error} — {result.reason}"
    return (
        f"**{result.outcome.value}:** {_cell(why, 400)}" if why else f"**{result.outcome.value}**"
    )


def _source_verdict(judge: JudgeOutcome) -> str:
    """The source's own verdict: one cell, then each juror's for a jury."""
    line = juror_cell(judge)
    cells = [juror_cell(j) for j in judge.jurors]
    if len(set(cells)) > 1:  # only where the jurors differ is each one's verdict news
        each = zip(judge.jurors, cells, strict=True)
        line += " (" + "; ".join(f"{j.judge_model}: {c}" for j, c in each) + ")"
    return line


def _candidate_notes(w: Any, candidate: CandidateResult) -> None:
    """A candidate's guard findings (each once) and the judge's rules it broke; a candidate
    the judge never saw gets one line saying why."""
    label = f"candidate {candidate.position}"
    if candidate.text is None:
        w(f"- {label}: not generated: {_cell(candidate.error or 'no text', 200)}\n")
        return
    messages = [
        f.message for f in distinct_findings(candidate.guard.findings if candidate.guard else [])
    ]
    if candidate.judge is None:
        label += " (not judged)"
    if len(messages) == 1:
        w(f"- {label} guard: {_cell(messages[0], 200)}\n")
    elif messages:
        # One per line: a damaged candidate can have a dozen, unreadable run together.
        w(f"- {label} guard, {len(messages)} findings:\n")
        for message in messages:
            w(f"  - {_cell(message, 200)}\n")
    elif candidate.judge is None:
        w(f"- {label}: {_cell(candidate.error or 'no judge verdict', 200)}\n")
    rules = [
        r for r in (candidate.judge.failed_rules if candidate.judge else []) if r not in messages
    ]
    if rules:
        w(f"- candidate {candidate.position} failed: {'; '.join(rules)}\n")


def repair_chains(candidates: Sequence[CandidateResult]) -> list[str]:
    """One line per repaired candidate: ``candidate 1 → revision 3 (round 1): fixed: negation
    'nie wcześniej niż' → passed the guard``, each later round another arrow."""
    # A position is revised at most once, so each chain is a line.
    revision_of = {c.repair_of: c for c in candidates if c.repair_of is not None}
    lines: list[str] = []
    for origin in candidates:
        if origin.round or origin.position not in revision_of:
            continue
        chain, current = [f"candidate {origin.position}"], origin
        while current.position in revision_of:
            revision = revision_of[current.position]
            chain.append(
                f"revision {revision.position} (round {revision.round}): "
                + _fixed(revision, current)
            )
            current = revision
        lines.append(" → ".join(chain))
    return lines


def _fixed(revision: CandidateResult, parent: CandidateResult) -> str:
    """What a revision fixed, by kind and span (``negation 'nie'``), and how the guard ended."""
    if revision.text is None:
        return f"not written ({_cell(revision.error, 80)})"
    findings = parent.guard.findings if parent.guard else []
    fixed = [
        f"{f.kind} '{_cell(f.source_span or f.candidate_span or '', 40)}'"
        for f in findings
        if f.message in revision.fixed_findings
    ]
    said = f"fixed: {', '.join(fixed)}" if fixed else "fixed nothing"
    if revision.guard is not None and not revision.guard.passed:
        return f"{said}; still flagged ({_guard_cell(revision)})"
    return f"{said}; passed the guard"


def _guard_cell(candidate: CandidateResult) -> str:
    """``ok``, the number of findings, or ``-`` when the guard did not run."""
    if candidate.guard is None:
        return "-"
    count = len(candidate.guard.findings)
    if not count:
        return "ok"
    return f"{count} finding" + ("" if count == 1 else "s")


def juror_cell(juror: JudgeOutcome) -> str:
    """One juror's verdict in a cell: pass or fail and its quality, or its error."""
    evaluation = juror.evaluation
    if evaluation is None:
        return _cell(juror.error or "no evaluation", 60)
    verdict = "pass" if juror.passed else "fail"
    flags = evaluation.flags()
    extra = f" ({', '.join(flags)})" if flags else ""
    return f"{verdict} {evaluation.quality_score:.2f}{extra}"


def _jurors_markdown(w: Any, result: PassageResult) -> None:
    """A jury's verdicts side by side: one column per juror, one row per judged text."""
    judged = [(str(c.position), c.judge) for c in result.candidates if c.judge is not None]
    if result.source_judge is not None:
        judged.append(("source", result.source_judge))
    rows = [(label, judge.jurors) for label, judge in judged if judge.jurors]
    if not rows:
        return
    models = list(dict.fromkeys(j.judge_model or "?" for _, jurors in rows for j in jurors))
    w("| judged | " + " | ".join(f"`{_cell(m, 40)}`" for m in models) + " |\n")
    w("|---|" + "---|" * len(models) + "\n")
    for label, jurors in rows:
        by_model = {j.judge_model or "?": j for j in jurors}
        cells = [juror_cell(by_model[m]) if m in by_model else "" for m in models]
        w(f"| {label} | " + " | ".join(cells) + " |\n")
    w("\n")


def _source_vs_winner(result: PassageResult) -> str:
    """Per detector: the source's probability and the winner's, or why one is missing."""
    winner = next((c for c in result.candidates if c.position == result.winner_position), None)
    after = {d.detector: d for d in winner.detections} if winner is not None else {}
    cells = []
    for before in result.source_detections:
        cell = f"{before.detector} {_probability(before)}"
        if winner is not None:
            scored = after.get(before.detector)
            cell += f" → {_probability(scored) if scored else '(not scored)'}"
        cells.append(cell)
    return ", ".join(cells)


def _probability(detection: Detection) -> str:
    if detection.probability is not None:
        return f"{detection.probability:.2f}"
    return f"({detection.error})"

"""``report.json`` and ``report.md``: what happened to every passage, read from the audit store.

Both are written by streaming the store's results, so a large run never sits in memory.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel, ConfigDict

from models.corpus import DocumentError, SkippedFile
from models.evaluation import DIMENSIONS
from models.jury import juror_models
from models.outcome import CandidateResult, Detection, JudgeOutcome, Outcome, PassageResult
from models.route_usage import RouteUsage
from models.spend import BudgetReport, CostLine, PriceTable, RunCost
from skryba.audit.store import AuditStore
from skryba.report_html import REPORT_HTML, SHORT_DIMENSIONS, HtmlReport, distinct_findings
from skryba.spend import describe_cost, format_cost, run_cost

REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_NAMES = frozenset({REPORT_JSON, REPORT_MD, REPORT_HTML})


class ReportPaths(BaseModel):
    """Where the reports were written."""

    model_config = ConfigDict(frozen=True)

    json_path: Path
    md_path: Path
    # None when the page was not asked for (``skryba report`` without --html).
    html_path: Path | None = None
    # What the run cost, as the reports show it.
    cost: RunCost


def _detections(detections: Sequence[Detection]) -> list[dict[str, Any]]:
    return [
        {"detector": d.detector, "probability": d.probability, "error": d.error} for d in detections
    ]


def candidate_entry(candidate: CandidateResult) -> dict[str, Any]:
    """One candidate as docs/report.md lists it."""
    return {
        "position": candidate.position,
        "text": candidate.text,
        "evaluation": candidate.judge.report_evaluation() if candidate.judge else None,
        "guard": candidate.guard.model_dump(mode="json") if candidate.guard else None,
        # Each juror's own verdict (one entry for a single judge), beside the aggregate above.
        "evaluations": candidate.judge.report_evaluations() if candidate.judge else [],
        "error": candidate.error,
        "ai_probability": candidate.ai_probability,
        "detections": _detections(candidate.detections),
        # The repair stage: the position a revision revises (null for an original), its round
        # (0 for an original) and the messages of the findings it fixed.
        "repair_of": candidate.repair_of,
        "round": candidate.round,
        "fixed_findings": list(candidate.fixed_findings),
    }


def passage_entry(result: PassageResult) -> dict[str, Any]:
    """One passage as docs/report.md lists it."""
    source_evaluation = None
    if result.source_judge is not None:
        source_evaluation = result.source_judge.report_evaluation() or {
            "error": result.source_judge.error
        }
    return {
        "document": result.ref.document,
        "index": result.ref.index,
        "outcome": result.outcome.value,
        "output_text": result.output_text if result.outcome.produced_output else None,
        "quality_passed": result.quality_passed,
        "winner_position": (
            result.winner_position if result.outcome is Outcome.REWRITTEN else None
        ),
        "error": result.error,
        "reason": result.reason,
        "source_evaluation": source_evaluation,
        "source_evaluations": (
            result.source_judge.report_evaluations() if result.source_judge is not None else []
        ),
        "source_detections": _detections(result.source_detections),
        "candidates": [candidate_entry(c) for c in result.candidates],
        "attempt": result.attempt,
        "earlier_attempts": [
            {"attempt": number, "outcome": Outcome.FAILED.value, "error": error}
            for number, error in enumerate(result.earlier_errors, start=1)
        ],
    }


def write_reports(
    store: AuditStore,
    run_id: str,
    out_dir: Path,
    document_errors: Sequence[DocumentError] = (),
    skipped: Sequence[SkippedFile] = (),
    *,
    prices: PriceTable | None = None,
    budget: BudgetReport | None = None,
    html: bool = True,
) -> ReportPaths:
    """Write ``report.json``, ``report.md`` and (``html``) ``report.html`` into ``out_dir``.

    ``prices`` (``Settings.price_table()``) turns the stored usage into spend; without it the
    reports say cost is not configured and show the tokens.
    """
    out_dir.mkdir(parents=True, exist_ok=True)
    run = store.get_run(run_id)
    counts = dict.fromkeys((o.value for o in Outcome), 0)
    counts.update(store.counts(run_id))
    cost = run_cost(store.usage(run_id), prices)
    route = store.route_usage(run_id) or RouteUsage()
    header = {
        "run_id": run_id,
        "status": run.status,
        "profile": run.profile.model_dump(mode="json"),
        "generator_model": run.generator_model,
        "judge_model": run.judge_model,
        "judge_models": juror_models(run.judge_model),
        "judge_is_generator": run.generator_model in juror_models(run.judge_model),
        "minimum_quality": run.minimum_quality,
        "guard": run.parameters.get("guard", "strict"),
        "warnings": list(run.warnings),
        "summary": {
            **counts,
            "document_errors": len(document_errors),
            "http_429": route.http_429,
            "route_limit_wait_s": round(route.waited_s, 3),
        },
        # What the calls met at the route's own limits (docs/routes.md), summed over every shard.
        "route": route.model_dump(mode="json"),
        "cost": cost.model_dump(mode="json"),
        # --max-cost: the budget and whether it stopped the run (null without one).
        "budget": budget.model_dump(mode="json") if budget is not None else None,
        "document_errors": [e.model_dump(mode="json") for e in document_errors],
        "skipped_files": [s.model_dump(mode="json") for s in skipped],
    }
    json_path = out_dir / REPORT_JSON
    md_path = out_dir / REPORT_MD
    html_path = out_dir / REPORT_HTML if html else None
    # One pass over the store feeds every file: reading a result back is the costly part.
    with (
        _atomic(json_path) as json_file,
        _atomic(md_path) as md_file,
        contextlib.ExitStack() as stack,
    ):
        page = None
        if html_path is not None:
            page = HtmlReport(stack.enter_context(_atomic(html_path)), header, describe_cost(cost))
        _json_head(json_file, header)
        _markdown_head(md_file, header, cost)
        for number, result in enumerate(store.iter_results(run_id)):
            entry = passage_entry(result)
            _json_passage(json_file, number, entry)
            _passage_markdown(md_file.write, result)
            if page is not None:
                page.passage(entry, result.source_text)
        _json_tail(json_file)
        if page is not None:
            page.close()
    return ReportPaths(json_path=json_path, md_path=md_path, html_path=html_path, cost=cost)


class _atomic:
    """Write to a temporary file and rename it into place, so a crash never leaves half a report."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.tmp = path.with_name(f".{path.name}.tmp")

    def __enter__(self) -> IO[str]:
        self.handle = self.tmp.open("w", encoding="utf-8")
        return self.handle

    def __exit__(self, exc_type: object, exc: object, tb: object) -> None:
        self.handle.close()
        if exc_type is None:
            os.replace(self.tmp, self.path)
        else:
            self.tmp.unlink(missing_ok=True)


def _json_head(handle: IO[str], header: dict[str, Any]) -> None:
    head = json.dumps(header, ensure_ascii=False, indent=2)
    handle.write(head[:-2] + ',\n  "passages": [')


def _json_passage(handle: IO[str], number: int, entry: dict[str, Any]) -> None:
    handle.write(("," if number else "") + "\n    ")
    handle.write(json.dumps(entry, ensure_ascii=False))


def _json_tail(handle: IO[str]) -> None:
    handle.write("\n  ]\n}\n")


def _cell(text: str | None, limit: int = 80) -> str:
    if text is None:
        return ""
    flat = " ".join(text.split()).replace("|", "\\|")
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _score(value: float | None) -> str:
    return "-" if value is None else f"{value:.2f}"


def _markdown_head(handle: IO[str], header: dict[str, Any], cost: RunCost) -> None:
    summary = header["summary"]
    profile = header["profile"]
    w = handle.write
    w(f"# Skryba report — run `{header['run_id']}`\n\n")
    w(
        f"- Profile: style **{profile['style']}**, audience *{profile['audience']}*, "
        f"language **{profile['language']}**\n"
    )
    jurors = header["judge_models"]
    judges = (
        f"judge model: `{header['judge_model']}`"
        if len(jurors) == 1
        else "jury: " + ", ".join(f"`{m}`" for m in jurors)
    )
    w(f"- Generator model: `{header['generator_model']}`; {judges}\n")
    w(f"- Minimum quality: {header['minimum_quality']}\n- Status: {header['status']}\n")
    for warning in header["warnings"]:
        w(f"- ⚠ {warning}\n")
    w("\n| outcome | passages |\n|---|---|\n")
    for key in ("rewritten", "source_fallback", "refused", "failed", "document_errors"):
        w(f"| {key} | {summary.get(key, 0)} |\n")
    _route_markdown(w, header["route"])
    _cost_markdown(w, cost)
    budget = header["budget"]
    if budget is not None:
        limit = format_cost(budget["max_cost"], budget["currency"])
        if budget["stopped"]:
            w(f"\n**The budget stopped this run** (--max-cost {limit}): {budget['message']}\n")
        else:
            w(f"\nBudget (--max-cost): {limit}; not reached.\n")
    if header["document_errors"]:
        w("\n## Documents that could not be read\n\n")
        for error in header["document_errors"]:
            w(f"- `{error['document']}`: {error['message']}\n")
    w("\n## Passages\n")


def _route_markdown(w: Callable[[str], object], route: dict[str, Any]) -> None:
    if not route["calls"]:
        return
    line = f"\nRoute: {route['calls']} call(s), {route['http_429']} answered 429"
    if route["waits"]:
        line += (
            f"; calls waited {route['waited_s']:.1f} s for the route's limit "
            f"({route['waits']} wait(s))"
        )
    if route["shared"]:
        per_call = route["api_round_trips"] / route["calls"]
        line += (
            f"; limits shared through Prefect: {route['api_round_trips']} API round trip(s), "
            f"{per_call:.2f} per call"
        )
    if route.get("tokens_charged"):
        line += (
            f"; the token limit charged {route['tokens_charged']} token(s) for "
            f"{route['tokens_reported']} the route reported"
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


def _passage_markdown(write: Any, result: PassageResult) -> None:
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
    flags = [
        name
        for name, bad in (
            ("critical error", evaluation.critical_error),
            ("style not matched", not evaluation.style_matched),
            ("language not matched", not evaluation.language_matched),
        )
        if bad
    ]
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

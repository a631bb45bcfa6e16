"""``report.json`` and ``report.md``: what happened to every passage, read from the audit store.

Both are written by streaming the store's results, so a large run never sits in memory.
"""

from __future__ import annotations

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
from skryba.spend import describe_cost, format_cost, run_cost

REPORT_JSON = "report.json"
REPORT_MD = "report.md"
REPORT_NAMES = frozenset({REPORT_JSON, REPORT_MD})


class ReportPaths(BaseModel):
    """Where the reports were written."""

    model_config = ConfigDict(frozen=True)

    json_path: Path
    md_path: Path
    # What the run cost, as the reports show it.
    cost: RunCost


def _detections(detections: Sequence[Detection]) -> list[dict[str, Any]]:
    return [
        {"detector": d.detector, "probability": d.probability, "error": d.error} for d in detections
    ]


def candidate_entry(candidate: CandidateResult) -> dict[str, Any]:
    """One candidate as SPEC 10 lists it."""
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
    }


def passage_entry(result: PassageResult) -> dict[str, Any]:
    """One passage as SPEC 10 lists it."""
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
) -> ReportPaths:
    """Write ``report.json`` and ``report.md`` for a run into ``out_dir``.

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
        "warnings": list(run.warnings),
        "summary": {
            **counts,
            "document_errors": len(document_errors),
            "http_429": route.http_429,
            "route_limit_wait_s": round(route.waited_s, 3),
        },
        # What the calls met at the route's own limits (SPEC 6), summed over every shard.
        "route": route.model_dump(mode="json"),
        "cost": cost.model_dump(mode="json"),
        # --max-cost: the budget and whether it stopped the run (null without one).
        "budget": budget.model_dump(mode="json") if budget is not None else None,
        "document_errors": [e.model_dump(mode="json") for e in document_errors],
        "skipped_files": [s.model_dump(mode="json") for s in skipped],
    }
    json_path = out_dir / REPORT_JSON
    md_path = out_dir / REPORT_MD
    # One pass over the store feeds both files: reading a result back is the costly part.
    with _atomic(json_path) as json_file, _atomic(md_path) as md_file:
        _json_head(json_file, header)
        _markdown_head(md_file, header, cost)
        for number, result in enumerate(store.iter_results(run_id)):
            _json_passage(json_file, number, passage_entry(result))
            _passage_markdown(md_file.write, result)
        _json_tail(json_file)
    return ReportPaths(json_path=json_path, md_path=md_path, cost=cost)


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


def _passage_markdown(w: Any, result: PassageResult) -> None:
    w(f"\n### `{result.ref.key}` — {result.outcome.value}\n\n")
    if result.error:
        w(f"**Error:** {result.error}\n\n")
    if result.reason and result.reason != result.error:
        w(f"{result.reason}\n\n")
    for number, error in enumerate(result.earlier_errors, start=1):
        w(f"- Attempt {number} failed: {_cell(error)} (retried with --retry-failed)\n")
    w(f"- Source: {_cell(result.source_text, 200)}\n")
    if result.output_text is not None:
        w(f"- Output: {_cell(result.output_text, 200)}\n")
    if result.outcome is Outcome.SOURCE_FALLBACK:
        w(f"- Source fallback; quality_passed: {str(result.quality_passed).lower()}\n")
    if result.source_detections:
        w(f"- AI probability, source → winner: {_source_vs_winner(result)}\n")
    if not result.candidates:
        return
    dims = " | ".join(d.replace("_", " ") for d in DIMENSIONS)
    w(f"\n| # | passed | guard | quality | {dims} | AI prob. | text / error |\n")
    w("|---|---|---|---|" + "---|" * len(DIMENSIONS) + "---|---|\n")
    for candidate in result.candidates:
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
    for candidate in result.candidates:
        findings = candidate.guard.findings if candidate.guard else []
        if len(findings) == 1:
            w(f"- candidate {candidate.position} guard: {_cell(findings[0].message, 200)}\n")
        elif findings:
            # One per line: a damaged candidate can have a dozen, unreadable run together.
            w(f"- candidate {candidate.position} guard, {len(findings)} findings:\n")
            for finding in findings:
                w(f"  - {_cell(finding.message, 200)}\n")
        if candidate.judge and candidate.judge.failed_rules:
            rules = "; ".join(candidate.judge.failed_rules)
            w(f"- candidate {candidate.position} failed: {rules}\n")


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

"""``report.json``, ``report.md`` and ``report.html``: what happened to every passage, read from
the audit store (``markdown`` and ``html`` lay out their files).

All are written by streaming the store's results, so a large run never sits in memory.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Sequence
from pathlib import Path
from typing import IO, Any

from pydantic import BaseModel, ConfigDict

from models.corpus import DocumentError, SkippedFile
from models.guard import GuardMode
from models.outcome import Outcome
from models.report import PassageEntry, ReportHeader, ReportSummary
from models.route_usage import RouteUsage
from models.spend import BudgetReport, PriceTable, RunCost
from skryba.audit.store import AuditStore
from skryba.reports.html import HtmlReport
from skryba.reports.markdown import markdown_head, passage_markdown
from skryba.reports.names import REPORT_HTML, REPORT_JSON, REPORT_MD
from skryba.spend.cost import describe_cost, run_cost


class ReportPaths(BaseModel):
    """Where the reports were written."""

    model_config = ConfigDict(frozen=True)

    json_path: Path
    md_path: Path
    # None when the page was not asked for (``skryba report`` without --html).
    html_path: Path | None = None
    # What the run cost, as the reports show it.
    cost: RunCost

    def summary_fields(self) -> dict[str, Any]:
        """What a ``RunSummary`` says of the reports: their paths and the cost."""
        return {
            "report_json": str(self.json_path),
            "report_md": str(self.md_path),
            "report_html": None if self.html_path is None else str(self.html_path),
            "cost": self.cost,
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
    judge_models = run.jurors
    header = ReportHeader(
        run_id=run_id,
        status=run.status,
        profile=run.profile,
        generator_model=run.generator_model,
        judge_model=run.judge_model,
        judge_models=judge_models,
        judge_is_generator=run.generator_model in judge_models,
        minimum_quality=run.minimum_quality,
        guard=run.parameters.get("guard", GuardMode.STRICT),
        warnings=list(run.warnings),
        summary=ReportSummary(
            **counts,
            document_errors=len(document_errors),
            http_429=route.http_429,
            route_limit_wait_s=round(route.waited_s, 3),
        ),
        route=route,
        cost=cost,
        budget=budget,
        document_errors=list(document_errors),
        skipped_files=list(skipped),
    )
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
        markdown_head(md_file, header, cost)
        for number, result in enumerate(store.iter_results(run_id)):
            entry = PassageEntry.of(result)
            _json_passage(json_file, number, entry)
            passage_markdown(md_file.write, result)
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


def _json_head(handle: IO[str], header: ReportHeader) -> None:
    head = json.dumps(header.model_dump(mode="json"), ensure_ascii=False, indent=2)
    handle.write(head[:-2] + ',\n  "passages": [')


def _json_passage(handle: IO[str], number: int, entry: PassageEntry) -> None:
    handle.write(("," if number else "") + "\n    ")
    handle.write(json.dumps(entry.model_dump(mode="json"), ensure_ascii=False))


def _json_tail(handle: IO[str]) -> None:
    handle.write("\n  ]\n}\n")

"""What the Prefect UI shows of a run: a live progress artifact, then a table and the report."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path
from types import TracebackType
from typing import Self
from uuid import UUID

from prefect.artifacts import (
    acreate_markdown_artifact,
    acreate_progress_artifact,
    acreate_table_artifact,
    aupdate_progress_artifact,
)

from models.outcome import PassageResult
from models.run import RunSummary
from models.spend import RunCost
from skryba.spend.cost import describe_cost

# The UI needs no more than one update a second; one API call per passage would cost real time.
UPDATE_INTERVAL_S = 1.0
# The Markdown artifact is for reading in the UI; the full report stays on disk.
MAX_MARKDOWN_CHARS = 200_000


class ArtifactProgress:
    """A progress artifact (0-100) updated at most once per interval while passages finish."""

    def __init__(self, key: str = "skryba-progress") -> None:
        self.key = key
        self.total: int | None = None  # known once the corpus is counted
        self.done = 0
        self._reported = -1.0
        self._artifact: UUID | None = None
        self._loop: asyncio.Task[None] | None = None

    @property
    def percent(self) -> float:
        """Finished share of the passages, 0 to 100 (0 until the corpus is counted)."""
        if self.total is None:
            return 0.0
        return 100.0 if self.total == 0 else round(100.0 * self.done / self.total, 1)

    def start(self, total: int) -> None:
        """Record the number of passages."""
        self.total = total

    def advance(self, result: PassageResult) -> None:
        """Count a finished passage."""
        self.done += 1

    async def __aenter__(self) -> Self:
        self._artifact = await acreate_progress_artifact(
            progress=0.0, key=self.key, description="Passages finished (%)"
        )
        self._loop = asyncio.create_task(self._update_periodically())
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        if self._loop is not None:
            self._loop.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._loop
        await self._update()

    async def _update_periodically(self) -> None:
        while True:
            await asyncio.sleep(UPDATE_INTERVAL_S)
            await self._update()

    async def _update(self) -> None:
        percent = self.percent
        if self._artifact is not None and percent != self._reported:
            await aupdate_progress_artifact(self._artifact, percent)
            self._reported = percent


def cost_rows(cost: RunCost) -> list[dict[str, str | int | float | None]]:
    """The cost table: the total first, then one row per stage and per model.

    ``cost`` is None where it is unknown (see ``note``) or not configured.
    """
    rows: list[dict[str, str | int | float | None]] = [
        {
            "scope": "total",
            "name": "run",
            "calls": sum(line.calls for line in cost.by_stage.values()),
            "tokens_in": cost.prompt_tokens,
            "tokens_out": cost.completion_tokens,
            "cost": cost.total,
            "currency": cost.currency,
            "note": describe_cost(cost),
        }
    ]
    for scope, table in (("stage", cost.by_stage), ("model", cost.by_model)):
        for name, line in table.items():
            note = ""
            if line.unknown_calls:
                note = f"{line.unknown_calls} call(s) could not be priced"
            rows.append(
                {
                    "scope": scope,
                    "name": name,
                    "calls": line.calls,
                    "tokens_in": line.prompt_tokens,
                    "tokens_out": line.completion_tokens,
                    "cost": line.cost,
                    "currency": cost.currency,
                    "note": note,
                }
            )
    return rows


def review_page_link(summary: RunSummary) -> str:
    """A line linking the run's ``report.html`` (a file on the machine that ran it), or ""."""
    if not summary.report_html:
        return ""
    page = Path(summary.report_html).resolve()
    return f"**Review page:** [{page.name}]({page.as_uri()}) (`{page}`)"


async def publish_report(summary: RunSummary) -> None:
    """A table of outcomes, the cost, and the Markdown report as artifacts of the flow run."""
    rows = [
        {"outcome": name, "passages": getattr(summary, name)}
        for name in ("rewritten", "source_fallback", "refused", "failed", "document_errors")
    ]
    description = f"Outcomes of run {summary.run_id}"
    if summary.cost is not None:
        description += f"; cost: {describe_cost(summary.cost)}"
    if summary.budget_stop is not None:
        rows.append({"outcome": "not started (budget)", "passages": summary.not_started})
        description += f"; {summary.budget_stop}"
    await acreate_table_artifact(table=rows, key="skryba-outcomes", description=description)
    if summary.cost is not None:
        await acreate_table_artifact(
            table=cost_rows(summary.cost),
            key="skryba-cost",
            description=f"Cost of run {summary.run_id}: {describe_cost(summary.cost)}",
        )
    markdown = await asyncio.to_thread(Path(summary.report_md).read_text, encoding="utf-8")
    if len(markdown) > MAX_MARKDOWN_CHARS:
        markdown = (
            markdown[:MAX_MARKDOWN_CHARS]
            + f"\n\n… cut here; the whole report is {summary.report_md}\n"
        )
    page = review_page_link(summary)
    if page:
        markdown = page + "\n\n" + markdown
    await acreate_markdown_artifact(
        markdown=markdown, key="skryba-report", description=f"Report of run {summary.run_id}"
    )

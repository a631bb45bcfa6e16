"""Running the real ``rewrite_corpus`` flow in-process, and reading what a run left behind."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

from flows.rewrite import RunFailed
from models.run import RunSummary
from tests.flow_calls import rewrite_flow

# Far beyond what any of these small corpora needs; a run still going by then has hung.
RUN_TIMEOUT_S = 120.0


async def run_flow(
    inputs: list[Path], out: Path, *, hang_after: float = RUN_TIMEOUT_S, **options: Any
) -> RunSummary | BaseException:
    """One flow run; its summary (failed passages included), or the exception that ended it
    (a TimeoutError when it hung)."""
    arguments: dict[str, Any] = {
        "minimum_quality": 0.8,
        "detectors": ["none"],
        "candidates": 1,
        **options,
    }
    try:
        async with asyncio.timeout(hang_after):
            state = await rewrite_flow(
                inputs=[str(path) for path in inputs], out=str(out), return_state=True, **arguments
            )
    except TimeoutError:
        return TimeoutError(f"the run had not finished after {hang_after:.0f} s: it hung")
    result = await state.aresult(raise_on_failure=False)
    if isinstance(result, RunFailed):
        return result.summary
    if isinstance(result, RunSummary | BaseException):
        return result
    raise AssertionError(f"the flow returned {result!r}")


def files_under(root: Path) -> set[str]:
    """Every file and link under ``root`` (relative POSIX paths)."""
    return {
        path.relative_to(root).as_posix()
        for path in root.rglob("*")
        if path.is_file() or path.is_symlink()
    }


def read_report(out: Path) -> dict[str, Any]:
    """``report.json`` of a run."""
    report: dict[str, Any] = json.loads((out / "report.json").read_text(encoding="utf-8"))
    return report


def stored_passages(database: Path) -> list[dict[str, Any]]:
    """Every passage row: document, index, outcome, finished or not, evaluation count."""
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        rows = connection.execute(
            "SELECT p.run_id, p.document, p.passage_index, p.outcome, p.finished_at IS NOT NULL,"
            " (SELECT count(*) FROM evaluations e WHERE e.passage_id = p.id)"
            " FROM passages p ORDER BY p.document, p.passage_index"
        ).fetchall()
    finally:
        connection.close()
    keys = ("run_id", "document", "index", "outcome", "finished", "evaluations")
    return [dict(zip(keys, row, strict=True)) for row in rows]


def comparable(report: dict[str, Any]) -> dict[str, Any]:
    """A report without what differs between two runs of the same corpus: the run id, and the
    route's call counts (a resumed run makes only the calls its first attempt had not)."""
    return {key: value for key, value in report.items() if key not in ("run_id", "route")}


def comparable_markdown(text: str, run_id: str) -> str:
    """report.md without the run id and the route's call-count line (see ``comparable``)."""
    lines = text.replace(run_id, "RUN").splitlines(keepends=True)
    return "".join(line for line in lines if not line.startswith("Route: "))


def visible_files(out: Path) -> dict[str, bytes]:
    """The output files (not hidden ones) and their bytes."""
    return {
        name: (out / name).read_bytes()
        for name in files_under(out)
        if not any(part.startswith(".") for part in name.split("/"))
    }

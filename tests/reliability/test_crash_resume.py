"""Crashes (SPEC 8): ``kill -9`` of the CLI after some passages finished, then ``--resume``.

The resumed run pays for no passage that was already finished, nor for the candidates an
unfinished one had recorded, and its outputs and report are
those of an uninterrupted run. At every moment the audit store holds a finished passage only with
the evaluation its outcome rests on.
"""

from __future__ import annotations

import json
import signal
from pathlib import Path

import pytest

from models.run import RunSummary
from tests.reliability.crash_scenario import CANDIDATES, HELD, PASSAGES, kill_then_resume
from tests.reliability.fault_route import FaultRoute
from tests.reliability.runs import (
    comparable,
    comparable_markdown,
    read_report,
    run_flow,
    visible_files,
)

pytestmark = pytest.mark.usefixtures("prefect_server")


async def test_kill_9_then_resume_pays_nothing_twice_and_ends_like_an_uninterrupted_run(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    outcome = kill_then_resume(tmp_path, fault_route, isolated_env)

    assert outcome.killed_returncode == -signal.SIGKILL
    # Never a finished passage without the evaluation its outcome rests on.
    for row in outcome.rows_after_kill:
        if row["finished"]:
            assert row["evaluations"] >= 1, row
    unfinished = {row["document"] for row in outcome.rows_after_kill if not row["finished"]}
    assert unfinished == {"e.txt", "f.txt"}
    # The JSONL output was being written when the process died: its temporary file stays...
    assert len(outcome.temp_files_after_kill) == 1, outcome.temp_files_after_kill
    assert next(iter(outcome.temp_files_after_kill)).startswith(".records.jsonl.")
    # ...until the resume, which removes it (and leaves none of its own).
    assert outcome.temp_files_after_resume == set()

    resumed = outcome.resumed
    assert resumed.returncode == 1, resumed.stderr  # one passage is refused, as before the kill
    summary = json.loads(resumed.stdout)
    assert summary["run_id"] == outcome.run_id
    after = fault_route.exchanges()[outcome.paid_before_resume :]
    assert {e.passage for e in after} == set(HELD)
    # Only the calls in flight at the kill are asked again: the passage held at the judge
    # keeps the candidates it had recorded.
    assert [e.passage for e in after if e.kind == "generate"] == [HELD[0]] * CANDIDATES
    assert sorted(e.passage for e in after if e.kind == "judge") == sorted(HELD)
    rows = outcome.rows_after_resume
    assert len(rows) == PASSAGES
    assert all(row["finished"] and row["evaluations"] >= 1 for row in rows)

    # The same corpus, uninterrupted, under the same route.
    out, baseline_out = tmp_path / "out", tmp_path / "baseline"
    baseline = await run_flow([tmp_path / "in"], baseline_out, candidates=CANDIDATES)
    assert isinstance(baseline, RunSummary), baseline
    assert (summary["rewritten"], summary["source_fallback"], summary["refused"]) == (
        baseline.rewritten,
        baseline.source_fallback,
        baseline.refused,
    )
    assert comparable(read_report(out)) == comparable(read_report(baseline_out))
    resumed_files, baseline_files = visible_files(out), visible_files(baseline_out)
    report_md = comparable_markdown(resumed_files.pop("report.md").decode(), outcome.run_id)
    baseline_md = comparable_markdown(baseline_files.pop("report.md").decode(), baseline.run_id)
    assert report_md == baseline_md
    # report.json is compared above, and report.html renders the same records (with run ids).
    for name in ("report.json", "report.html"):
        del resumed_files[name], baseline_files[name]
    assert resumed_files == baseline_files
    assert set(resumed_files) == {
        "a.txt",
        "b.txt",
        "c.txt",
        "d.md",
        "e.txt",
        "f.txt",
        "records.jsonl",
    }

"""The audit store keeps the guard's reports (migration 0002) and reads them back."""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path

import pytest

from models.guard import GuardFinding, GuardReport
from models.outcome import CandidateResult, Generation, Outcome, PassageRef, PassageResult
from models.profile import RewriteProfile
from skryba.audit import AuditStore
from skryba.benchmark.document import BenchmarkReport, sections, table_rows
from skryba.benchmark.stats import GuardStats, collect_samples, summarize
from skryba.errors import AuditStoreError
from skryba.guard import check_candidate
from skryba.reports.report import write_reports
from tests.audit_writes import finish_passage, guard_reports, record_candidates, start_passage

SOURCE = "The trial enrolled 1,240 patients."
GOOD = "A total of 1,240 patients took part in the trial."
BAD = "The trial enrolled 1,420 patients."
REF = PassageRef(document="notes.md", index=0)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[AuditStore]:
    audit = AuditStore.open(f"sqlite:///{tmp_path / 'audit.db'}")
    yield audit
    audit.close()


def _passage(store: AuditStore) -> tuple[str, str, list[str]]:
    run_id = store.start_run(
        profile=RewriteProfile(),
        generator_model="m",
        judge_model="j",
        minimum_quality=0.7,
        parameters={},
        warnings=[],
    )
    passage_id = start_passage(store, run_id, REF, SOURCE)
    ids = record_candidates(
        store,
        passage_id,
        [
            Generation(position=0, text=BAD),
            Generation(position=1, text=BAD),
            Generation(position=2, text=GOOD),
            Generation(position=3, text=None, error="route refused"),
        ],
    )
    return run_id, passage_id, ids


def _finish(store: AuditStore, passage_id: str, guards: dict[int, GuardReport]) -> None:
    texts = {0: BAD, 1: BAD, 2: GOOD, 3: None}
    result = PassageResult(
        ref=REF,
        source_text=SOURCE,
        outcome=Outcome.FAILED,
        error="judge unavailable",
        candidates=[
            CandidateResult(position=p, text=t, guard=guards.get(p)) for p, t in texts.items()
        ],
    )
    finish_passage(store, passage_id, result)


def test_guard_reports_are_kept_and_read_back_everywhere(store: AuditStore) -> None:
    run_id, passage_id, ids = _passage(store)
    bad = check_candidate(SOURCE, BAD, RewriteProfile())
    good = check_candidate(SOURCE, GOOD, RewriteProfile())
    assert not bad.passed and good.passed
    # identical candidates 0 and 1 share one report
    guard_reports(store, passage_id, [(ids[0], bad), (ids[1], bad), (ids[2], good)])
    # the result as finished carries no guard: the store's rows fill it in
    _finish(store, passage_id, {})

    history = store.passage_history(run_id, REF.key)
    assert [c.guard for c in history.candidates] == [bad, bad, good, None]
    for results in (
        list(store.finished_results(run_id).values()),
        list(store.iter_results(run_id)),
    ):
        (result,) = results
        assert [c.guard for c in result.candidates] == [bad, bad, good, None]
        assert result.candidates[0].guard is not None
        assert result.candidates[0].guard.findings[0] == GuardFinding(
            kind="number",
            source_span="1,240",
            candidate_span="1,420",
            message='protected fact changed: number "1,240" has no counterpart in the candidate',
        )


def test_a_report_in_the_result_is_kept_as_it_is(store: AuditStore) -> None:
    run_id, passage_id, ids = _passage(store)
    recorded = GuardReport(passed=True)
    finished = GuardReport(
        passed=False, findings=[GuardFinding(kind="date", message="protected fact changed")]
    )
    guard_reports(store, passage_id, [(ids[2], recorded)])
    _finish(store, passage_id, {2: finished})
    (result,) = store.finished_results(run_id).values()
    assert result.candidates[2].guard == finished


def test_guard_reports_are_refused_for_candidates_that_cannot_have_them(
    store: AuditStore,
) -> None:
    run_id, passage_id, ids = _passage(store)
    report = GuardReport(passed=True)
    with pytest.raises(AuditStoreError, match="no text to guard"):
        guard_reports(store, passage_id, [(ids[3], report)])
    with pytest.raises(AuditStoreError, match="has no candidate"):
        guard_reports(store, passage_id, [("not-a-candidate", report)])
    # all or nothing: the valid first report of a refused group is not kept
    with pytest.raises(AuditStoreError):
        guard_reports(store, passage_id, [(ids[0], report), (ids[3], report)])
    assert store.passage_history(run_id, REF.key).candidates[0].guard is None
    _finish(store, passage_id, {})
    with pytest.raises(AuditStoreError):
        guard_reports(store, passage_id, [(ids[0], report)])


def test_both_reports_show_the_guard(store: AuditStore, tmp_path: Path) -> None:
    run_id, passage_id, ids = _passage(store)
    bad = check_candidate(SOURCE, BAD, RewriteProfile())
    good = check_candidate(SOURCE, GOOD, RewriteProfile())
    guard_reports(store, passage_id, [(ids[0], bad), (ids[1], bad), (ids[2], good)])
    _finish(store, passage_id, {})
    paths = write_reports(store, run_id, tmp_path / "out")

    report = json.loads(paths.json_path.read_text(encoding="utf-8"))
    guards = [c["guard"] for c in report["passages"][0]["candidates"]]
    assert guards[2] == {"passed": True, "findings": []}
    assert guards[3] is None
    assert guards[0] == {
        "passed": False,
        "findings": [
            {
                "kind": "number",
                "source_span": "1,240",
                "candidate_span": "1,420",
                "message": (
                    'protected fact changed: number "1,240" has no counterpart in the candidate'
                ),
            }
        ],
    }

    markdown = paths.md_path.read_text(encoding="utf-8")
    # No candidate reached the judge: no score table, one line per candidate instead.
    assert "| # |" not in markdown
    assert (
        '- candidate 0 (not judged) guard: protected fact changed: number "1,240" has no '
        "counterpart in the candidate" in markdown
    )
    assert "- candidate 2 (not judged): no judge verdict" in markdown
    assert "- candidate 3: not generated: no text" in markdown


def test_the_benchmark_reports_the_guard_catch_rate(store: AuditStore) -> None:
    run_id, passage_id, ids = _passage(store)
    bad = check_candidate(SOURCE, BAD, RewriteProfile())
    good = check_candidate(SOURCE, GOOD, RewriteProfile())
    guard_reports(store, passage_id, [(ids[0], bad), (ids[1], bad), (ids[2], good)])
    _finish(store, passage_id, {})
    samples = collect_samples([store.passage_history(run_id, REF.key)])
    stats = summarize(1, "#1", "runs/1", store.get_run(run_id), samples)
    # three candidates guarded (the fourth had no text), two of them with a finding
    assert stats.guard == GuardStats(guarded=3, flagged=2, catch_rate=2 / 3)
    report = BenchmarkReport(
        created_at=datetime.now(UTC),
        corpus=["notes.md"],
        minimum_quality=0.7,
        judge_model=None,
        detectors=[],
        combinations=[stats],
        ranking=[1],
        plots={},
    )
    (guard_section,) = [s for s in sections(report, []) if s.title == "Protected-facts guard"]
    assert guard_section.tables[0].rows == [("#1", "3", "2", "66.7%")]
    assert table_rows(report)[0]["guard_catch_rate"] == pytest.approx(2 / 3)


def test_a_batch_of_passages_is_recorded_in_one_transaction(store: AuditStore) -> None:
    run_id, first, first_ids = _passage(store)
    second = start_passage(store, run_id, PassageRef(document="notes.md", index=1), SOURCE)
    (second_id,) = record_candidates(store, second, [Generation(position=0, text=GOOD)])
    report = GuardReport(passed=True)
    store.record_guard_reports([(first, [(first_ids[2], report)]), (second, [(second_id, report)])])
    assert store.passage_history(run_id, REF.key).candidates[2].guard == report
    assert store.passage_history(run_id, "notes.md#1").candidates[0].guard == report
    # one bad entry refuses the whole batch
    with pytest.raises(AuditStoreError):
        store.record_guard_reports(
            [(second, [(second_id, GuardReport(passed=False))]), (first, [(first_ids[3], report)])]
        )
    assert store.passage_history(run_id, "notes.md#1").candidates[0].guard == report


def test_several_findings_are_listed_one_per_line(store: AuditStore, tmp_path: Path) -> None:
    run_id, passage_id, ids = _passage(store)
    damaged = check_candidate(
        SOURCE, "The trial enrolled 1,420 patients in 2031.", RewriteProfile()
    )
    assert len(damaged.findings) == 2
    guard_reports(store, passage_id, [(ids[0], damaged)])
    _finish(store, passage_id, {})

    markdown = write_reports(store, run_id, tmp_path / "out").md_path.read_text(encoding="utf-8")

    listed = "".join(f"  - {finding.message}\n" for finding in damaged.findings)
    assert f"- candidate 0 (not judged) guard, 2 findings:\n{listed}" in markdown

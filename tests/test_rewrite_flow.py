"""The ``rewrite_corpus`` flow for real (Prefect test server, SQLite audit store) against a
scripted loopback route: request shapes, dedup, selection, fallback and resume.

The scripted route replays replies chosen by each test; it proves the pipeline's rules, never
style enforcement or translation quality.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

import pytest
from prefect import get_client
from prefect.client.schemas.filters import (
    FlowRunFilter,
    FlowRunFilterId,
    LogFilter,
    LogFilterTaskRunId,
)
from sqlalchemy import create_engine, select
from sqlalchemy.exc import OperationalError
from sqlalchemy.orm import Session

from flows.rewrite import RunFailed
from models.audit import PassageRow, RunRow
from models.profile import RewriteProfile
from models.run import RunSummary
from skryba.audit.store import AuditStore
from skryba.errors import UsageError
from tests.fake_detector import FakeDetector, register
from tests.flow_calls import rewrite_flow
from tests.stub_route import Raw, Reply, ScriptedRoute, Seen, evaluation

pytestmark = pytest.mark.usefixtures("prefect_server")

REPORT_KEYS = {
    "run_id",
    "profile",
    "generator_model",
    "judge_model",
    "minimum_quality",
    "summary",
    "passages",
}
SUMMARY_KEYS = {"rewritten", "source_fallback", "refused", "failed"}
PASSAGE_KEYS = {
    "document",
    "index",
    "outcome",
    "output_text",
    "quality_passed",
    "winner_position",
    "error",
    "source_evaluation",
    "candidates",
}
CANDIDATE_KEYS = {"position", "text", "evaluation", "error", "ai_probability", "detections"}
EVALUATION_KEYS = {
    "meaning_preservation",
    "factual_consistency",
    "grammar",
    "coherence",
    "naturalness",
    "readability",
    "critical_error",
    "style_matched",
    "language_matched",
    "issues",
    "rationale",
    "quality_score",
    "passed",
}


def write_corpus(root: Path, documents: Mapping[str, str]) -> Path:
    """Write ``documents`` (relative path -> text) under ``root/in`` and return that folder."""
    corpus = root / "in"
    for name, text in documents.items():
        path = corpus / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return corpus


def generator_requests(route: ScriptedRoute, passage: str | None = None) -> list[Seen]:
    """Generator requests, optionally only those for one passage."""
    return [
        seen
        for seen in route.of_kind("generate")
        if passage is None or seen.data["passage"] == passage
    ]


def judge_requests(route: ScriptedRoute, source: str | None = None) -> list[Seen]:
    """Judge requests, optionally only those about one source passage."""
    return [
        seen for seen in route.of_kind("judge") if source is None or seen.data["source"] == source
    ]


def check_report(out_dir: Path, database: Path, corpus: Path) -> dict[str, Any]:
    """Load report.json and check it has every SPEC-10 field, agrees with the audit store
    (``run_history``, ``passage_history``) and with the documents written to ``out_dir``.
    """
    report: dict[str, Any] = json.loads((out_dir / "report.json").read_text(encoding="utf-8"))
    assert set(report) >= REPORT_KEYS
    assert set(report["summary"]) >= SUMMARY_KEYS
    store = AuditStore.open(f"sqlite:///{database}")
    try:
        run = store.get_run(report["run_id"])
        assert report["profile"] == run.profile.model_dump(mode="json")
        assert report["generator_model"] == run.generator_model
        assert report["judge_model"] == run.judge_model
        assert report["minimum_quality"] == run.minimum_quality
        history = store.run_history(report["run_id"])
        for key in SUMMARY_KEYS:
            assert report["summary"][key] == history.counts[key]
            assert report["summary"][key] == sum(
                1 for p in report["passages"] if p["outcome"] == key
            )
        assert [(p["document"], p["index"]) for p in report["passages"]] == [
            (s.ref.document, s.ref.index) for s in history.passages
        ]
        sources: dict[tuple[str, int], str] = {}
        for entry, summary in zip(report["passages"], history.passages, strict=True):
            assert set(entry) >= PASSAGE_KEYS
            assert entry["outcome"] == (summary.outcome.value if summary.outcome else None)
            assert entry["output_text"] == summary.chosen_text
            assert entry["winner_position"] == summary.winner_position
            assert entry["quality_passed"] == summary.quality_passed
            assert entry["error"] == summary.error
            passage = store.passage_history(report["run_id"], summary.ref.key)
            sources[(entry["document"], entry["index"])] = passage.source_text
            _check_candidates(entry, passage.candidates, passage.evaluations, passage.detections)
            _check_source_evaluation(entry, passage.source_text, passage.evaluations)
    finally:
        store.close()
    _check_outputs(report["passages"], sources, out_dir, corpus)
    return report


def _check_candidates(
    entry: dict[str, Any], candidates: list[Any], evaluations: list[Any], detections: list[Any]
) -> None:
    assert [(c["position"], c["text"]) for c in entry["candidates"]] == [
        (c.position, c.text) for c in candidates
    ]
    for reported, stored in zip(entry["candidates"], candidates, strict=True):
        assert set(reported) >= CANDIDATE_KEYS
        judged = [e for e in evaluations if reported["position"] in e.positions]
        if reported["evaluation"] is None:
            assert all(e.quality_score is None for e in judged)
        else:
            assert set(reported["evaluation"]) >= EVALUATION_KEYS
            assert len(judged) == 1
            assert reported["evaluation"]["quality_score"] == judged[0].quality_score
            assert reported["evaluation"]["passed"] == judged[0].passed
            assert reported["evaluation"]["rationale"] == judged[0].rationale
        # Detections are stored once per distinct text, on the group's first position.
        own = [d for d in detections if d.candidate_id == stored.id]
        if own:
            assert sorted((d["detector"], d["probability"]) for d in reported["detections"]) == (
                sorted((d.detector, d.probability) for d in own)
            )
        probabilities = [
            d["probability"] for d in reported["detections"] if d["probability"] is not None
        ]
        expected = sum(probabilities) / len(probabilities) if probabilities else None
        assert reported["ai_probability"] == pytest.approx(expected)


def _check_source_evaluation(entry: dict[str, Any], source: str, evaluations: list[Any]) -> None:
    if entry["source_evaluation"] is None:
        assert all(e.subject != "source" for e in evaluations)
        return
    assert entry["outcome"] in ("source_fallback", "refused", "failed")
    of_source = [e for e in evaluations if e.subject == "source"]
    reused = [c for c in entry["candidates"] if c["text"] == source and c["evaluation"]]
    if of_source:
        assert entry["source_evaluation"].get("quality_score") == of_source[0].quality_score
    else:
        assert entry["source_evaluation"] == reused[0]["evaluation"]


def _check_outputs(
    passages: list[dict[str, Any]], sources: dict[tuple[str, int], str], out: Path, corpus: Path
) -> None:
    """Each written text document is its source with every produced passage replaced; a
    document with any produced passage is written."""
    documents = {p["document"] for p in passages}
    for document in documents:
        original = (corpus / document).read_text(encoding="utf-8")
        expected = original
        produced = False
        for entry in passages:
            if entry["document"] == document and entry["output_text"] is not None:
                produced = True
                source = sources[(document, entry["index"])]
                assert expected.count(source) == 1
                expected = expected.replace(source, entry["output_text"])
        written = out / document
        if produced or written.exists():
            assert written.read_text(encoding="utf-8") == expected


async def run_flow(corpus: Path, out: Path, **options: Any) -> RunSummary:
    """One real ``rewrite_corpus`` flow run with the tests' defaults."""
    # Toy rewrites (e.g. "Alpha rewrite 0.") drop or add facts: the guard, tested on its own,
    # is off unless a test asks for it.
    arguments: dict[str, Any] = {
        "minimum_quality": 0.8,
        "detectors": ["none"],
        "guard": "off",
        **options,
    }
    summary: RunSummary = await rewrite_flow(inputs=[str(corpus)], out=str(out), **arguments)
    return summary


# --- request shapes and dedup --------------------------------------------------------------------


async def test_identical_candidates_are_judged_once_and_requests_follow_the_spec(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    passage = 'The river "Wisła" rises {every} spring.'
    corpus = write_corpus(tmp_path, {"one.txt": passage + "\n"})
    # The first two answers are the same text, the third differs.
    route.generator = lambda text, n: "The Wisła river grows each spring." if n < 2 else "Spring!"

    summary = await run_flow(corpus, tmp_path / "out", candidates=3)

    generated = generator_requests(route)
    assert len(generated) == 3
    for seen in generated:
        assert seen.data == {"passage": passage}
        assert seen.body["model"] == "stub-generator"
        assert "temperature" not in seen.body
        assert "max_tokens" not in seen.body
    judged = judge_requests(route)
    assert sorted(s.data["candidate"] for s in judged) == [
        "Spring!",
        "The Wisła river grows each spring.",
    ]
    for seen in judged:
        assert seen.body["model"] == "stub-judge"
        assert "temperature" not in seen.body
        assert "max_tokens" not in seen.body
        assert seen.data["source"] == passage
        assert seen.data["requested_profile"] == RewriteProfile().as_prompt_data()

    report = check_report(tmp_path / "out", isolated_env, corpus)
    assert summary.rewritten == 1
    (entry,) = report["passages"]
    candidates = entry["candidates"]
    shared = [c for c in candidates if c["text"] == "The Wisła river grows each spring."]
    assert len(shared) == 2
    assert shared[0]["evaluation"] == shared[1]["evaluation"]
    store = AuditStore.open(f"sqlite:///{isolated_env}")
    evaluations = store.passage_history(summary.run_id, "one.txt#0").evaluations
    store.close()
    assert sorted(e.positions for e in evaluations) == sorted(
        [
            sorted(c["position"] for c in shared),
            [p for p in range(3) if p not in {c["position"] for c in shared}],
        ]
    )
    # Equal AI probability (no detector) and quality: the lowest position wins.
    assert entry["winner_position"] == 0
    assert entry["output_text"] == candidates[0]["text"]


async def test_each_batch_goes_through_the_six_stage_tasks_whose_states_tell_the_truth(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKRYBA_BATCH_SIZE", "2")
    monkeypatch.setenv("SKRYBA_RETRY_BASE_DELAY", "0.01")
    corpus = write_corpus(
        tmp_path, {"a.txt": "First passage.\n\nSecond passage.\n", "b.md": "Third passage.\n"}
    )
    judged: dict[str, int] = {}

    def judge(source: str, candidate: str) -> Reply:
        judged[source] = judged.get(source, 0) + 1
        if source == "First passage." and judged[source] == 1:
            return Raw(503, "busy")  # a transport failure: retried, and logged in its task run
        if source == "Third passage.":
            return "I cannot grade this."  # invalid: fails the passage, never retried
        return evaluation()

    route.judge = judge

    state = await rewrite_flow(
        inputs=[str(corpus)],
        out=str(tmp_path / "out"),
        minimum_quality=0.8,
        detectors=["none"],
        candidates=1,
        return_state=True,
    )

    assert state.is_failed()
    # 503 then a valid reply: 2 judge requests for the first passage; 1 for each other.
    assert judged == {"First passage.": 2, "Second passage.": 1, "Third passage.": 1}
    flow_run_id = state.state_details.flow_run_id
    async with get_client() as client:
        for _ in range(50):  # task runs reach the API as events, a moment after the flow run
            runs = await client.read_task_runs(
                flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[flow_run_id]))
            )
            if len(runs) == 12 and all(r.state and r.state.is_final() for r in runs):
                break
            await asyncio.sleep(0.2)
        by_name = {r.name: r for r in runs}
        stages = ["generate", "dedup", "guard", "judge", "detect", "fallback"]
        first = "batch 1 · a.txt#0\u2013#1 (2 passages)"
        second = "batch 2 · b.md#0 (1 passage)"
        assert sorted(by_name) == sorted(f"{s} · {b}" for s in stages for b in (first, second))
        for batch in (first, second):
            chain = [by_name[f"{s} · {batch}"] for s in stages]
            starts = [r.start_time for r in chain]
            assert starts == sorted(starts), f"{batch}: stages out of order"
        failed_judge = by_name[f"judge · {second}"]
        assert failed_judge.state is not None and failed_judge.state.is_failed()
        assert failed_judge.state.message == (
            "0 ok, 1 failed: b.md#0 quality judge response contains no JSON object"
        )
        assert all(
            r.state is not None and r.state.is_completed()
            for name, r in by_name.items()
            if name != f"judge · {second}"
        )
        retry = "judge a.txt#0: route answered HTTP 503, retry 1 of 4 in"
        judge_logs = LogFilter(
            task_run_id=LogFilterTaskRunId(any_=[by_name[f"judge · {first}"].id])
        )
        for _ in range(50):  # logs are shipped to the API in the background
            messages = [log.message for log in await client.read_logs(log_filter=judge_logs)]
            if any(retry in message for message in messages):
                break
            await asyncio.sleep(0.2)
    assert any(retry in message for message in messages), messages


# --- selection -----------------------------------------------------------------------------------


async def test_winner_has_lowest_ai_probability_then_higher_quality(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    alpha = "Alpha passage about the harbour and its ships."
    beta = "Beta passage about the market and its prices."
    corpus = write_corpus(tmp_path, {"doc.txt": f"{alpha}\n\n{beta}\n"})
    route.generator = lambda text, n: f"{text[:5]} rewrite {n}."
    judge = {
        "Alpha rewrite 0.": evaluation(),
        "Alpha rewrite 1.": evaluation(),
        "Alpha rewrite 2.": evaluation(),
        "Beta  rewrite 0.": evaluation(readability=0.85),
        "Beta  rewrite 1.": evaluation(readability=0.9),
        "Beta  rewrite 2.": evaluation(meaning_preservation=0.5),
    }
    route.judge = lambda source, candidate: judge[candidate]
    detector = FakeDetector(
        {
            "Alpha rewrite 0.": 0.6,
            "Alpha rewrite 1.": 0.2,
            "Alpha rewrite 2.": 0.4,
            "Beta  rewrite 0.": 0.3,
            "Beta  rewrite 1.": 0.3,
            "Beta  rewrite 2.": 0.0,
            alpha: 0.8,
            beta: 0.8,
        }
    )
    register(monkeypatch, [detector])

    summary = await run_flow(
        corpus, tmp_path / "out", candidates=3, temperature=0.7, detectors=["fake"]
    )

    for seen in generator_requests(route):
        assert seen.body["temperature"] == 0.7
    for seen in judge_requests(route):
        assert "temperature" not in seen.body
        assert "max_tokens" not in seen.body
    assert summary.rewritten == 2
    report = check_report(tmp_path / "out", isolated_env, corpus)
    outputs = {p["index"]: p["output_text"] for p in report["passages"]}
    assert outputs[0] == "Alpha rewrite 1."  # lowest AI probability
    assert outputs[1] == "Beta  rewrite 1."  # tie on 0.3: higher quality_score
    beta_entry = report["passages"][1]
    winner = beta_entry["candidates"][beta_entry["winner_position"]]
    assert winner["ai_probability"] == 0.3
    assert winner["evaluation"]["quality_score"] == 0.9
    # The failing candidate is never scored, however low its probability would be.
    assert "Beta  rewrite 2." not in detector.scored
    failing = next(c for c in beta_entry["candidates"] if c["text"] == "Beta  rewrite 2.")
    assert failing["detections"] == []
    assert failing["ai_probability"] is None
    assert failing["evaluation"]["passed"] is False
    assert beta_entry["source_detections"] == [
        {"detector": "fake", "probability": 0.8, "error": None}
    ]
    written = (tmp_path / "out" / "doc.txt").read_text(encoding="utf-8")
    assert written == "Alpha rewrite 1.\n\nBeta  rewrite 1.\n"


# --- fallback ------------------------------------------------------------------------------------


async def test_source_fallback_reports_quality_passed_false(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    passage = "Grant applications close on 30 June at noon."
    corpus = write_corpus(tmp_path, {"grants.txt": passage + "\n"})
    route.generator = lambda text, n: "Applications close soon."

    def judge(source: str, candidate: str) -> dict[str, Any]:
        if candidate == source:
            return evaluation(naturalness=0.5)  # on profile, below the threshold
        return evaluation(factual_consistency=0.2, critical_error=True)

    route.judge = judge

    summary = await run_flow(corpus, tmp_path / "out", candidates=2)

    assert summary.ok
    assert (summary.source_fallback, summary.rewritten, summary.failed) == (1, 0, 0)
    assert [s.data["candidate"] for s in judge_requests(route)] == [
        "Applications close soon.",
        passage,
    ]
    report = check_report(tmp_path / "out", isolated_env, corpus)
    (entry,) = report["passages"]
    assert entry["outcome"] == "source_fallback"
    assert entry["output_text"] == passage
    assert entry["quality_passed"] is False
    assert entry["winner_position"] is None
    assert entry["error"] is None
    assert entry["source_evaluation"]["quality_score"] == 0.5
    assert entry["source_evaluation"]["passed"] is False
    assert entry["source_evaluation"]["style_matched"] is True
    assert entry["source_evaluation"]["language_matched"] is True
    assert (tmp_path / "out" / "grants.txt").read_text(encoding="utf-8") == passage + "\n"


# --- failure -------------------------------------------------------------------------------------


async def test_a_failed_passage_leaves_the_flow_run_failed_with_its_report(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    passage = "A passage the generator cannot take."
    corpus = write_corpus(tmp_path, {"one.txt": passage + "\n"})
    route.generator = lambda text, n: Raw(422, '{"error": "unprocessable"}')

    state = await rewrite_flow(
        inputs=[str(corpus)],
        out=str(tmp_path / "out"),
        minimum_quality=0.8,
        candidates=2,
        detectors=["none"],
        return_state=True,
    )

    assert state.is_failed()
    failure = await state.aresult(raise_on_failure=False)
    assert isinstance(failure, RunFailed)
    assert (failure.summary.failed, failure.summary.rewritten) == (1, 0)
    # A 422 is not retried: one request per candidate, and nothing to judge.
    assert len(generator_requests(route)) == 2
    assert judge_requests(route) == []
    report = check_report(tmp_path / "out", isolated_env, corpus)
    (entry,) = report["passages"]
    assert (entry["outcome"], entry["error"], entry["output_text"]) == (
        "failed",
        "generation failed",
        None,
    )
    assert [c["error"] for c in entry["candidates"]] == [
        'StatusError: route answered HTTP 422: {"error": "unprocessable"}'
    ] * 2


# --- resume --------------------------------------------------------------------------------------


async def _wait_for(condition: Callable[[], bool], what: str) -> None:
    for _ in range(400):  # 20 s at most
        if await asyncio.to_thread(condition):
            return
        await asyncio.sleep(0.05)
    pytest.fail(what)


def _rows(database: Path) -> tuple[list[RunRow], list[PassageRow]]:
    engine = create_engine(f"sqlite:///{database}")
    try:
        with Session(engine) as session:
            runs = list(session.scalars(select(RunRow)))
            passages = list(session.scalars(select(PassageRow).order_by(PassageRow.document)))
            session.expunge_all()
    finally:
        engine.dispose()
    return runs, passages


async def test_resume_after_an_interruption_pays_only_for_unfinished_passages(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = "The first document has one passage about trains."
    second = "The second document has one passage about boats."
    corpus = write_corpus(tmp_path, {"a.txt": first + "\n", "b.txt": second + "\n"})
    out = tmp_path / "out"
    route.generator = lambda text, n: f"{text} (take {n})"
    # Scoring the second source hangs until the run is interrupted: that passage has its
    # candidates and evaluations recorded, but no outcome.
    hanging = FakeDetector(default=0.4, held=frozenset({second}))
    register(monkeypatch, [hanging])
    # A batch per passage: the first is finished while the second one's scoring hangs.
    monkeypatch.setenv("SKRYBA_BATCH_SIZE", "1")
    options: dict[str, Any] = {"candidates": 2, "detectors": ["fake"]}

    run = asyncio.create_task(run_flow(corpus, out, **options))

    def first_finished() -> bool:
        if not isolated_env.exists():
            return False
        try:
            _, passages = _rows(isolated_env)
        except OperationalError:  # the run has not created its tables yet
            return False
        return any(p.document == "a.txt" and p.finished_at is not None for p in passages)

    await _wait_for(first_finished, "the first passage never finished")
    await asyncio.wait_for(hanging.holding.wait(), 20)
    run.cancel()
    with pytest.raises(BaseException) as interrupted:
        await run
    assert isinstance(interrupted.value, asyncio.CancelledError | KeyboardInterrupt)

    (stored_run,), passages = _rows(isolated_env)
    assert stored_run.status == "interrupted"
    assert [(p.document, p.outcome) for p in passages] == [("a.txt", "rewritten"), ("b.txt", None)]
    assert len(generator_requests(route, first)) == 2
    assert len(generator_requests(route, second)) == 2
    judged_first = len(judge_requests(route, first))
    assert judged_first == 2

    register(monkeypatch, [FakeDetector(default=0.4)])
    summary = await run_flow(corpus, out, resume=stored_run.id, **options)

    assert summary.run_id == stored_run.id
    assert (summary.rewritten, summary.failed) == (2, 0)
    # Nothing new was paid for the finished passage, nor for the unfinished one's recorded
    # candidates and verdicts: only its scoring (which hung) was done again.
    assert len(generator_requests(route, first)) == 2
    assert len(judge_requests(route, first)) == judged_first
    assert len(generator_requests(route, second)) == 2
    assert len(judge_requests(route, second)) == 2
    (stored_run,), passages = _rows(isolated_env)
    assert stored_run.status == "completed"
    assert [(p.document, p.outcome) for p in passages] == [
        ("a.txt", "rewritten"),
        ("b.txt", "rewritten"),
    ]
    report = check_report(out, isolated_env, corpus)
    assert [p["document"] for p in report["passages"]] == ["a.txt", "b.txt"]
    store = AuditStore.open(f"sqlite:///{isolated_env}")
    history = store.passage_history(summary.run_id, "b.txt#0")
    store.close()
    # The interrupted attempt's rows were reused, not added to.
    assert [c.position for c in history.candidates] == [0, 1]
    assert len(history.evaluations) == 2

    # Resuming under a different threshold would mix verdicts: refused before any call.
    requests = len(route.seen)
    with pytest.raises(UsageError) as refused:
        await run_flow(corpus, out, resume=stored_run.id, minimum_quality=0.9, **options)
    assert str(refused.value) == (
        f"--resume {stored_run.id}: --minimum-quality differ from the run being resumed"
    )
    assert len(route.seen) == requests


async def test_retry_failed_finishes_the_passages_an_outage_failed_and_pays_nothing_twice(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKRYBA_RETRIES", "1")
    monkeypatch.setenv("SKRYBA_RETRY_BASE_DELAY", "0.01")
    healthy = "The first passage was judged before the outage."
    lost = "The second passage met the outage."
    # A passage over the length limit fails without a call; retried, it fails again the same way.
    too_long = "Far too long. " * 300
    corpus = write_corpus(
        tmp_path,
        {"a.txt": healthy + "\n", "b.txt": lost + "\n", "c.txt": too_long.strip() + "\n"},
    )
    out = tmp_path / "out"
    route.judge = lambda source, candidate: Raw(503, "down") if source == lost else evaluation()

    with pytest.raises(RunFailed) as outage:
        await run_flow(corpus, out, candidates=1)
    run_id = outage.value.summary.run_id
    assert (outage.value.summary.rewritten, outage.value.summary.failed) == (1, 2)
    assert len(judge_requests(route, lost)) == 2  # the call and its one retry

    # Resuming alone considers the failed passage finished: nothing is paid.
    asked = len(route.seen)
    with pytest.raises(RunFailed):
        await run_flow(corpus, out, candidates=1, resume=run_id)
    assert len(route.seen) == asked

    route.judge = lambda source, candidate: evaluation()
    with pytest.raises(RunFailed) as retried:
        await run_flow(corpus, out, candidates=1, resume=run_id, retry_failed=True)
    summary = retried.value.summary

    assert (summary.run_id, summary.rewritten, summary.failed) == (run_id, 2, 1)
    assert len(generator_requests(route, healthy)) == 1  # never paid for again
    assert len(generator_requests(route, lost)) == 2  # a fresh attempt: new calls
    report = check_report(out, isolated_env, corpus)
    entries = {entry["document"]: entry for entry in report["passages"]}
    assert (entries["a.txt"]["attempt"], entries["a.txt"]["earlier_attempts"]) == (1, [])
    assert entries["b.txt"]["attempt"] == 2
    assert entries["b.txt"]["earlier_attempts"] == [
        {"attempt": 1, "outcome": "failed", "error": "Brama quality evaluation failed"}
    ]
    markdown = (out / "report.md").read_text(encoding="utf-8")
    assert "Attempt 1 failed: Brama quality evaluation failed" in markdown
    assert (out / "b.txt").read_text(encoding="utf-8") == f"Rewritten: {lost}\n"
    assert entries["c.txt"]["attempt"] == 2
    assert entries["c.txt"]["outcome"] == "failed"


async def test_retry_failed_without_resume_is_refused_before_any_call(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_corpus(tmp_path, {"a.txt": "A passage.\n"})

    with pytest.raises(ValueError, match="--retry-failed goes with --resume RUN_ID"):
        await run_flow(corpus, tmp_path / "out", retry_failed=True)
    assert route.seen == []

"""The whole pipeline with its audit store on PostgreSQL: a real ``rewrite_corpus`` flow run
(Prefect test server) against a scripted loopback route, its report checked against the store,
``skryba audit`` reading it back, and ``resume`` after an interruption.

The database is a throwaway one on the local server (``tests.audit_pg``). The scripted route
replays replies chosen by the tests; it proves the pipeline's rules, never rewrite quality.
"""

from __future__ import annotations

import asyncio
import json
import threading
from pathlib import Path
from typing import Any

import pytest
from prefect.client.schemas.objects import State
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from flows.rewrite import RunFailed
from models.audit import RunRow
from skryba.audit.store import AuditStore
from skryba.cli import app
from tests.audit_pg import postgres_database  # noqa: F401  (fixture)
from tests.flow_calls import rewrite_flow
from tests.stub_route import Raw, Reply, ScriptedRoute, evaluation

pytestmark = pytest.mark.usefixtures("prefect_server")

HOLD_TIMEOUT_S = 60.0


@pytest.fixture
def audit_url(postgres_database: str, monkeypatch: pytest.MonkeyPatch) -> str:  # noqa: F811
    """The run's audit store: a fresh PostgreSQL database."""
    monkeypatch.setenv("SKRYBA_DATABASE_URL", postgres_database)
    return postgres_database


def write(root: Path, documents: dict[str, str | bytes]) -> Path:
    """``documents`` (relative path -> text or bytes) under ``root``; returns ``root``."""
    for name, content in documents.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
    return root


async def rewrite(corpus: Path, out: Path, **options: Any) -> State[Any]:
    """One in-process ``rewrite_corpus`` flow run; its final state."""
    arguments: dict[str, Any] = {
        "minimum_quality": 0.8,
        "candidates": 2,
        "detectors": ["none"],
        **options,
    }
    state: State[Any] = await rewrite_flow(
        inputs=[str(corpus)], out=str(out), return_state=True, **arguments
    )
    return state


def read_json(path: Path) -> Any:
    """A JSON file's content."""
    return json.loads(path.read_text(encoding="utf-8"))


def check_report_against_store(report: dict[str, Any], url: str) -> None:
    """Every passage of ``report.json`` is what the store holds, down to candidates and scores."""
    store = AuditStore.open(url)
    try:
        run = store.get_run(report["run_id"])
        history = store.run_history(report["run_id"])
        assert report["profile"] == run.profile.model_dump(mode="json")
        assert (report["generator_model"], report["judge_model"]) == (
            run.generator_model,
            run.judge_model,
        )
        assert report["status"] == run.status.value
        for outcome in ("rewritten", "source_fallback", "refused", "failed"):
            assert report["summary"][outcome] == history.counts[outcome]
        assert [(p["document"], p["index"]) for p in report["passages"]] == [
            (s.ref.document, s.ref.index) for s in history.passages
        ]
        for entry, summary in zip(report["passages"], history.passages, strict=True):
            assert entry["outcome"] == (summary.outcome.value if summary.outcome else None)
            assert entry["output_text"] == summary.chosen_text
            assert entry["winner_position"] == summary.winner_position
            assert entry["error"] == summary.error
            passage = store.passage_history(report["run_id"], summary.ref.key)
            assert [(c["position"], c["text"], c["error"]) for c in entry["candidates"]] == [
                (c.position, c.text, c.error) for c in passage.candidates
            ]
            for candidate in entry["candidates"]:
                judged = [e for e in passage.evaluations if candidate["position"] in e.positions]
                scores = [e.quality_score for e in judged]
                if candidate["evaluation"] is None:
                    assert all(score is None for score in scores)
                else:
                    assert scores == [candidate["evaluation"]["quality_score"]]
    finally:
        store.close()


def scripted(route: ScriptedRoute) -> None:
    """Replies by passage: a refusal, a fallback, a generator that refuses, a retried 503."""
    attempts: dict[str, int] = {}

    def generator(passage: str, number: int) -> Reply:
        if "FAIL" in passage:
            return Raw(422, '{"error": "unprocessable"}')
        if "RETRY" in passage:
            attempts[passage] = attempts.get(passage, 0) + 1
            if attempts[passage] == 1:
                return Raw(503, "busy")
        return f"Przepisane: {passage}"

    def judge(source: str, candidate: str) -> dict[str, Any]:
        if "REFUSE" in source:
            if candidate == source:
                return evaluation(style_matched=False)
            return evaluation(meaning_preservation=0.2)
        if "FALLBACK" in source and candidate != source:
            return evaluation(factual_consistency=0.3, critical_error=True)
        return evaluation()

    route.generator = generator
    route.judge = judge


async def test_the_whole_pipeline_keeps_its_audit_trail_in_postgresql(
    audit_url: str, route: ScriptedRoute, tmp_path: Path
) -> None:
    scripted(route)
    corpus = write(
        tmp_path / "in",
        {
            "news.txt": "Zażółć gęślą jaźń, pierwszy akapit.\n\nBeta FALLBACK akapit.\n",
            "deep/gamma.md": "---\ntitle: g\n---\n\nGamma REFUSE akapit.\n\n```\nkod\n```\n",
            "records.jsonl": "".join(
                json.dumps({"id": i, "text": t}, ensure_ascii=False) + "\n"
                for i, t in [("r-1", "Rekord RETRY po 503."), ("r-2", "Rekord FAIL.")]
            ),
            "broken.txt": b"\xff\xfe",
        },
    )
    out = tmp_path / "out"

    state = await rewrite(corpus, out)

    failure = await state.aresult(raise_on_failure=False)
    assert isinstance(failure, RunFailed)
    summary = failure.summary
    assert (summary.rewritten, summary.source_fallback) == (2, 1)
    assert (summary.refused, summary.failed, summary.document_errors) == (1, 1, 1)
    report = read_json(out / "report.json")
    check_report_against_store(report, audit_url)
    assert report["status"] == "failed"
    by_key = {f"{p['document']}#{p['index']}": p for p in report["passages"]}
    assert by_key["r-1#0"]["output_text"] == "Przepisane: Rekord RETRY po 503."
    assert by_key["news.txt#1"]["outcome"] == "source_fallback"
    assert by_key["deep/gamma.md#0"]["outcome"] == "refused"
    assert by_key["r-2#0"]["error"] == "generation failed"
    assert (out / "news.txt").read_text(encoding="utf-8") == (
        "Przepisane: Zażółć gęślą jaźń, pierwszy akapit.\n\nBeta FALLBACK akapit.\n"
    )
    # The 503 was retried: two calls for the first candidate, one for the second.
    retried = [s for s in route.of_kind("generate") if "RETRY" in s.data["passage"]]
    assert len(retried) == 3

    # An auditor reads the refused passage back through the CLI, from PostgreSQL.
    result = CliRunner().invoke(
        app, ["audit", report["run_id"], "--passage", "deep/gamma.md#0", "--json"]
    )
    assert result.exit_code == 0, result.output
    history = json.loads(result.stdout)
    assert history["passage"]["outcome"] == "refused"
    assert history["source_text"] == "Gamma REFUSE akapit."
    (source_judged,) = [e for e in history["evaluations"] if e["subject"] == "source"]
    assert source_judged["style_matched"] is False
    assert json.loads(source_judged["raw_reply"])["style_matched"] is False


def _stored_runs(url: str) -> list[RunRow]:
    engine = create_engine(url)
    try:
        with Session(engine) as session:
            runs = list(session.scalars(select(RunRow)))
            session.expunge_all()
    finally:
        engine.dispose()
    return runs


async def test_resume_on_postgresql_pays_only_for_unfinished_passages(
    audit_url: str, route: ScriptedRoute, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One passage at a time: the first is finished before the second one's generation hangs.
    monkeypatch.setenv("SKRYBA_BATCH_SIZE", "1")
    monkeypatch.setenv("SKRYBA_BATCHES_IN_FLIGHT", "1")
    first_text, second_text = "Pierwszy akapit o pociągach.", "Drugi akapit o łodziach."
    corpus = write(tmp_path / "in", {"a.txt": first_text + "\n", "b.txt": second_text + "\n"})
    out = tmp_path / "out"
    holding, release = threading.Event(), threading.Event()

    def generator(passage: str, number: int) -> Reply:
        if passage == second_text and not release.is_set():
            holding.set()  # the route serves one request at a time: the run stops here
            release.wait(HOLD_TIMEOUT_S)
        return f"Przepisane: {passage}"

    route.generator = generator
    # One request at a time, so none is left queued behind the held one.
    options: dict[str, Any] = {"candidates": 1, "concurrency": 1}
    first = asyncio.create_task(rewrite(corpus, out, **options))
    try:
        held = asyncio.create_task(asyncio.to_thread(holding.wait, HOLD_TIMEOUT_S))
        await asyncio.wait({first, held}, return_when=asyncio.FIRST_COMPLETED)
        assert held.done() and held.result(), f"the run ended before b.txt: {first}"
        first.cancel()
        with pytest.raises(BaseException) as stopped:
            await first
        assert isinstance(stopped.value, asyncio.CancelledError | KeyboardInterrupt)
    finally:
        release.set()
    (interrupted,) = _stored_runs(audit_url)
    assert interrupted.status == "interrupted"
    asked_before = len(route.of_kind("generate"))

    resumed = await rewrite(corpus, out, resume=interrupted.id, **options)

    summary = await resumed.aresult()
    assert summary.run_id == interrupted.id
    assert (summary.rewritten, summary.failed) == (2, 0)
    asked = [s.data["passage"] for s in route.of_kind("generate")[asked_before:]]
    assert asked == [second_text]
    (run,) = _stored_runs(audit_url)
    assert run.status == "completed"
    store = AuditStore.open(audit_url)
    try:
        history = store.passage_history(interrupted.id, "b.txt#0")
    finally:
        store.close()
    assert [c.text for c in history.candidates] == [f"Przepisane: {second_text}"]
    assert (out / "b.txt").read_text(encoding="utf-8") == f"Przepisane: {second_text}\n"

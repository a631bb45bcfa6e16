"""Sharded rewrites: the split (plain functions), then real shard flow runs on two workers of a
real Prefect server, compared with an unsharded run of the same corpus, and resumed.

The scripted route replays replies chosen by the tests; it proves the wiring, never rewrite
quality.
"""

from __future__ import annotations

import asyncio
import json
import threading
import time
from pathlib import Path
from typing import Any
from uuid import uuid4

import pytest
from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.filters import (
    DeploymentFilter,
    DeploymentFilterId,
    FlowRunFilter,
)
from prefect.client.schemas.objects import FlowRun, State
from prefect.states import Completed, Crashed
from sqlalchemy import create_engine, select
from sqlalchemy.orm import Session

from flows.rewrite import RunFailed
from flows.shards import ShardFailed, merge_shards
from models.audit import RunRow
from models.corpus import Document, DocumentError
from models.outcome import Outcome, PassageRef, PassageResult
from models.run import RunParameters
from skryba.audit.store import AuditStore
from skryba.corpus.reader import iter_corpus
from skryba.corpus.shards import (
    STAGING_FOLDER,
    ShardPlan,
    ShardUnit,
    build_view,
    plan_shards,
    publish_outputs,
    staging_dir,
)
from skryba.errors import CorpusError
from skryba.reports.names import REPORT_NAMES
from tests import prefect_stack
from tests.audit_writes import finish_passage, start_passage
from tests.flow_calls import rewrite_flow
from tests.prefect_stack import PrefectStack, log, run_logs
from tests.stub_route import Raw, Reply, ScriptedRoute, evaluation

# --- the split -----------------------------------------------------------------------------------


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


def paragraphs(count: int, word: str) -> str:
    """``count`` one-line passages separated by blank lines."""
    return "\n\n".join(f"{word} passage number {n}." for n in range(count)) + "\n"


def jsonl(*records: tuple[str, str]) -> str:
    """JSONL lines of ``(id, text)`` records."""
    return "".join(json.dumps({"id": i, "text": t}) + "\n" for i, t in records)


def test_the_plan_keeps_source_files_whole_and_balances_passages(tmp_path: Path) -> None:
    corpus = write(
        tmp_path / "in",
        {
            "big.txt": paragraphs(6, "Big"),
            "mid.md": paragraphs(4, "Mid"),
            "sub/small.txt": paragraphs(2, "Small"),
            "records.jsonl": jsonl(("r1", paragraphs(2, "One")), ("r2", paragraphs(1, "Two"))),
            "broken.txt": b"\xff\xfe not UTF-8",
            "report.md": paragraphs(1, "Reserved"),
            ".hidden.txt": "never read",
        },
    )
    single = write(tmp_path / "single", {"alone.txt": paragraphs(3, "Alone")}) / "alone.txt"

    plan = plan_shards([corpus, single], 2)

    assert plan == plan_shards([corpus, single], 2)
    units = [unit for shard in plan.shards for unit in shard]
    assert sorted((u.input, u.path, u.passages) for u in units) == [
        (0, "big.txt", 6),
        (0, "mid.md", 4),
        (0, "records.jsonl", 3),
        (0, "sub/small.txt", 2),
        (1, "alone.txt", 3),
    ]
    assert plan.passages == 18
    loads = sorted(sum(u.passages for u in shard) for shard in plan.shards)
    assert loads == [9, 9]
    errors = {e.document: e.message for e in plan.document_errors}
    assert errors.pop("broken.txt").startswith("invalid UTF-8 at byte offset 0: invalid start byte")
    assert errors == {
        "report.md": "'report.md' is reserved for the run's report in the output folder",
    }
    assert [s.path for s in plan.skipped] == [".hidden.txt"]
    # More shards than files: one file each, none empty.
    assert [len(shard) for shard in plan_shards([corpus, single], 9).shards] == [1] * 5


def test_a_view_gives_every_document_its_corpus_id(tmp_path: Path) -> None:
    corpus = write(
        tmp_path / "in",
        {
            "a.txt": paragraphs(1, "A"),
            "deep/b.md": paragraphs(2, "B"),
            "deep/c.txt": paragraphs(1, "C"),
            "records.jsonl": jsonl(("x/1", "First record."), ("x/2", "Second record.")),
        },
    )
    single = write(tmp_path / "single", {"alone.txt": "Alone.\n"}) / "alone.txt"
    inputs = [corpus, single]
    units = [
        ShardUnit(input=0, path="deep/b.md"),
        ShardUnit(input=0, path="records.jsonl"),
        ShardUnit(input=1, path="alone.txt"),
    ]

    view = build_view(inputs, units, tmp_path / "view")

    def documents(paths: list[Path]) -> dict[str, Document]:
        return {d.id: d for d in iter_corpus(paths) if isinstance(d, Document)}

    original = documents(inputs)
    seen = documents(view)
    assert sorted(seen) == ["alone.txt", "deep/b.md", "x/1", "x/2"]
    for document_id, document in seen.items():
        assert document == original[document_id]


def test_a_view_refuses_a_unit_outside_its_input(tmp_path: Path) -> None:
    corpus = write(tmp_path / "in", {"a.txt": "A.\n"})
    with pytest.raises(CorpusError, match=r"'\.\.' component"):
        build_view([corpus], [ShardUnit(input=0, path="../secret.txt")], tmp_path / "view")


def test_a_view_refuses_a_corpus_this_machine_does_not_have(tmp_path: Path) -> None:
    corpus = write(tmp_path / "in", {"a.txt": "A.\n"})
    elsewhere = tmp_path / "mounted-elsewhere"
    with pytest.raises(CorpusError, match="is not on this machine: every worker needs the corpus"):
        build_view([elsewhere], [ShardUnit(input=0, path="a.txt")], tmp_path / "view-1")
    with pytest.raises(CorpusError, match=r"gone\.txt is not on this machine"):
        build_view([corpus], [ShardUnit(input=0, path="gone.txt")], tmp_path / "view-2")


def test_published_outputs_leave_no_staging_behind(tmp_path: Path) -> None:
    out = tmp_path / "out"
    first = write(
        staging_dir(out, "run-1", 1),
        {"a.txt": "A", "deep/b.md": "B", "report.json": "{}", "report.md": "# r"},
    )
    second = write(staging_dir(out, "run-1", 2), {"c.txt": "C", ".c.jsonl.x.tmp": "partial"})

    moved = publish_outputs(first, out)

    assert sorted(p.relative_to(out).as_posix() for p in moved) == ["a.txt", "deep/b.md"]
    assert (out / "deep" / "b.md").read_text() == "B"
    assert not (out / "report.json").exists()
    assert not first.exists()
    assert second.exists()  # another shard may still be writing

    publish_outputs(second, out)

    assert (out / "c.txt").read_text() == "C"
    assert not (out / STAGING_FOLDER).exists()


def _failed_passage(store: AuditStore, run_id: str, document: str) -> None:
    # A failed passage needs no judge verdict: the quickest outcome to record by hand.
    ref = PassageRef(document=document, index=0)
    passage_id = start_passage(store, run_id, ref, f"{document} source.")
    finish_passage(
        store,
        passage_id,
        PassageResult(
            ref=ref, source_text=f"{document} source.", outcome=Outcome.FAILED, error="failed"
        ),
    )


def _merge_setup(tmp_path: Path) -> tuple[AuditStore, str, RunParameters, ShardPlan]:
    store = AuditStore.open(f"sqlite:///{tmp_path / 'audit.db'}")
    params = RunParameters(
        inputs=[str(tmp_path / "in")], minimum_quality=0.8, out=str(tmp_path / "out")
    )
    run_id = store.start_run(
        profile=params.profile,
        generator_model="generator",
        judge_model="judge",
        minimum_quality=0.8,
        parameters=params.model_dump(mode="json"),
        warnings=[],
    )
    plan = ShardPlan(
        shards=[[ShardUnit(input=0, path=name, passages=1)] for name in ("a.txt", "b.txt")],
        passages=2,
        document_errors=[DocumentError(document="c.txt", source="c.txt", message="empty file")],
    )
    return store, run_id, params, plan


def test_a_shard_that_did_not_complete_leaves_the_run_interrupted(tmp_path: Path) -> None:
    store, run_id, params, plan = _merge_setup(tmp_path)
    _failed_passage(store, run_id, "a.txt")
    shards = [
        FlowRun(flow_id=uuid4(), name="shard 1/2", state=Completed()),
        FlowRun(flow_id=uuid4(), name="shard 2/2", state=Crashed(message="worker died")),
    ]
    try:
        with pytest.raises(ShardFailed) as failed:
            merge_shards(store, run_id, params, plan, shards, None)
        status = store.get_run(run_id).status.value
    finally:
        store.close()
    assert str(failed.value) == (
        f"run {run_id}: 1 of 2 passages have an outcome (shard 2/2 ended Crashed: worker died); "
        f"resume it with resume={run_id}"
    )
    assert status == "interrupted"
    assert not (tmp_path / "out" / "report.json").exists()


def test_merged_shards_report_the_whole_run(tmp_path: Path) -> None:
    store, run_id, params, plan = _merge_setup(tmp_path)
    _failed_passage(store, run_id, "a.txt")
    _failed_passage(store, run_id, "b.txt")
    shards = [FlowRun(flow_id=uuid4(), name=f"shard {n}/2", state=Completed()) for n in (1, 2)]
    try:
        summary = merge_shards(store, run_id, params, plan, shards, None)
        status = store.get_run(run_id).status.value
    finally:
        store.close()
    assert (summary.run_id, summary.failed, summary.rewritten, summary.document_errors) == (
        run_id,
        2,
        0,
        1,
    )
    assert status == "failed"
    report = read_json(summary.report_json)
    assert [(p["document"], p["outcome"]) for p in report["passages"]] == [
        ("a.txt", "failed"),
        ("b.txt", "failed"),
    ]
    assert report["document_errors"] == [plan.document_errors[0].model_dump(mode="json")]


# --- shards on two workers -----------------------------------------------------------------------

SHARD_TIMEOUT_S = 240.0


@pytest.fixture
def client(
    client: PrefectClient, stack: PrefectStack, monkeypatch: pytest.MonkeyPatch
) -> PrefectClient:
    """The stack's client; flows called here run there, on the workers' audit store."""
    monkeypatch.setenv("SKRYBA_DATABASE_URL", stack.audit_url)
    return client


def scripted(route: ScriptedRoute) -> None:
    """Replies that depend on the passage only, so any split meets the same answers."""

    def generator(passage: str, number: int) -> Reply:
        if "FAIL" in passage:
            return Raw(422, '{"error": "unprocessable"}')
        return f"Rewritten: {passage}"

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


MIXED_CORPUS: dict[str, str | bytes] = {
    "alpha.txt": paragraphs(3, "Alpha"),
    "beta.md": "---\ntitle: Beta\n---\n\nBeta FALLBACK passage.\n\nBeta plain passage.\n",
    "deep/gamma.txt": "Gamma REFUSE passage.\n\nGamma plain passage.\n",
    "records.jsonl": jsonl(("rec-1", "Record one."), ("rec-2", "Record two, FAIL here.")),
    "delta.txt": paragraphs(2, "Delta"),
    "broken.txt": b"\xff\xfe",
    ".hidden.txt": "skipped",
}


async def rewrite(corpus: Path, out: Path, **options: Any) -> State[Any]:
    """One in-process ``rewrite_corpus`` flow run with the tests' defaults; its final state."""
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


def read_json(path: str) -> Any:
    """A JSON file's content."""
    return json.loads(Path(path).read_text(encoding="utf-8"))


def outputs(out: Path) -> dict[str, bytes]:
    """Every file under ``out`` but the reports and the output folder's marker (its run id
    and the order the documents were written in differ between runs)."""
    return {
        p.relative_to(out).as_posix(): p.read_bytes()
        for p in out.rglob("*")
        if p.is_file() and p.name not in (*REPORT_NAMES, ".skryba-output.jsonl")
    }


async def shard_runs(client: PrefectClient, run_id: str) -> list[FlowRun]:
    """The flow runs of the shard deployment that worked on audit run ``run_id``."""
    deployment = await client.read_deployment_by_name("rewrite_shard/skryba-shard")
    runs = await client.read_flow_runs(
        deployment_filter=DeploymentFilter(id=DeploymentFilterId(any_=[deployment.id]))
    )
    return [run for run in runs if run.parameters.get("run_id") == run_id]


async def test_a_sharded_run_on_two_workers_reports_what_an_unsharded_run_does(
    stack: PrefectStack, client: PrefectClient, route: ScriptedRoute, tmp_path: Path
) -> None:
    scripted(route)
    corpus = write(tmp_path / "in", MIXED_CORPUS)

    started = time.monotonic()
    whole = await rewrite(corpus, tmp_path / "whole")
    log(f"unsharded run: {time.monotonic() - started:.1f}s")
    requests_before = len(route.seen)
    started = time.monotonic()
    sharded = await rewrite(corpus, tmp_path / "sharded", shards=2)
    log(f"sharded run (2 shards): {time.monotonic() - started:.1f}s")

    failures = [await state.aresult(raise_on_failure=False) for state in (whole, sharded)]
    assert all(isinstance(f, RunFailed) for f in failures), failures
    whole_summary, sharded_summary = (f.summary for f in failures if isinstance(f, RunFailed))
    whole_report = read_json(whole_summary.report_json)
    sharded_report = read_json(sharded_summary.report_json)
    own = {"run_id", "out", "report_json", "report_md", "report_html", "cost"}
    assert sharded_summary.model_dump(exclude=own) == whole_summary.model_dump(exclude=own)
    # The same calls were made either way, so the same tokens were reported.
    assert sharded_summary.cost is not None
    assert whole_summary.cost in (None, sharded_summary.cost)
    assert sharded_report["cost"]["configured"] is False
    for key in ("prompt_tokens", "completion_tokens", "by_stage"):
        assert sharded_report["cost"][key] == whole_report["cost"][key], key
    assert (sharded_summary.rewritten, sharded_summary.source_fallback) == (8, 1)
    assert (sharded_summary.refused, sharded_summary.failed) == (1, 1)
    assert sharded_summary.document_errors == 1
    for key in ("summary", "document_errors", "skipped_files", "passages", "status", "profile"):
        assert sharded_report[key] == whole_report[key], key
    assert outputs(tmp_path / "sharded") == outputs(tmp_path / "whole")
    assert not (tmp_path / "sharded" / ".skryba-shards").exists()

    # Both workers called the route for the sharded run.
    tokens = {seen.headers.get("Authorization") for seen in route.seen[requests_before:]}
    assert tokens == {f"Bearer {token}" for token in prefect_stack.WORKER_TOKENS}

    store = AuditStore.open(stack.audit_url)
    try:
        run = store.get_run(sharded_summary.run_id)
        history = store.run_history(sharded_summary.run_id)
    finally:
        store.close()
    assert run.status.value == "failed"
    assert len(history.passages) == 11

    children = await shard_runs(client, sharded_summary.run_id)
    assert len(children) == 2
    assert all(child.state is not None and child.state.is_completed() for child in children)
    assert {"style:plain", "language:preserve", "shard"} <= set(children[0].tags)
    assert sorted(child.name for child in children) == [
        f"rewrite {corpus} plain/preserve shard {n}/2" for n in (1, 2)
    ]
    failed, refused = "rec-2#0: failed: generation failed", "deep/gamma.txt#0: refused: "
    logged = await run_logs(client, [child.id for child in children], (failed, refused))
    assert any(m.startswith(failed) for m in logged), logged
    assert any(m.startswith(refused) for m in logged), logged

    assert sharded.state_details.flow_run_id is not None
    parent = await client.read_flow_run(sharded.state_details.flow_run_id)
    assert {"style:plain", "language:preserve"} <= set(parent.tags)
    parent_logs = await run_logs(client, [parent.id], ["broken.txt: invalid UTF-8"])
    assert any(m.startswith("broken.txt: invalid UTF-8") for m in parent_logs), parent_logs
    artifacts = {
        a.key: a
        for a in await client.read_artifacts(
            flow_run_filter=FlowRunFilter(id={"any_": [parent.id]})
        )
    }
    assert artifacts["skryba-progress"].data == 100.0
    assert sharded_summary.run_id in str(artifacts["skryba-report"].data)


async def test_resume_continues_an_interrupted_run_across_shards(
    stack: PrefectStack,
    client: PrefectClient,
    route: ScriptedRoute,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    texts = {
        "a.txt": "Alpha passage about trains.",
        "b.txt": "Beta passage about boats.",
        "c.txt": "Gamma passage about planes.",
        "d.txt": "Delta passage about bikes.",
    }
    corpus = write(tmp_path / "in", {name: text + "\n" for name, text in texts.items()})
    out = tmp_path / "out"
    holding, release = threading.Event(), threading.Event()

    def generator(passage: str, number: int) -> Reply:
        if passage == texts["b.txt"] and not release.is_set():
            holding.set()  # the route serves one request at a time: the run stops here
            release.wait(SHARD_TIMEOUT_S)
        return f"Rewritten: {passage}"

    route.generator = generator
    options: dict[str, Any] = {"candidates": 1}
    # One passage at a time (a batch of one, one batch in flight): a.txt is finished before
    # b.txt is asked for. The resumed shards run on the workers, with their default batches.
    monkeypatch.setenv("SKRYBA_BATCH_SIZE", "1")
    monkeypatch.setenv("SKRYBA_BATCHES_IN_FLIGHT", "1")
    first = asyncio.create_task(rewrite(corpus, out, concurrency=1, **options))
    try:
        held = asyncio.create_task(asyncio.to_thread(holding.wait, SHARD_TIMEOUT_S))
        await asyncio.wait({first, held}, return_when=asyncio.FIRST_COMPLETED)
        assert held.done() and held.result(), f"the run ended before b.txt: {first}"
        first.cancel()
        with pytest.raises(BaseException) as stopped:
            await first
        assert isinstance(stopped.value, asyncio.CancelledError | KeyboardInterrupt)
    finally:
        release.set()
    (interrupted,) = _runs_with_document(stack.audit_url, corpus)
    assert interrupted.status == "interrupted"
    store = AuditStore.open(stack.audit_url)
    try:
        before = {p.ref.key: p.outcome for p in store.run_history(interrupted.id).passages}
    finally:
        store.close()
    assert before["a.txt#0"] is not None and before["a.txt#0"].value == "rewritten"
    assert before.get("b.txt#0") is None  # started, never finished
    requests_before = len(route.seen)

    started = time.monotonic()
    resumed = await rewrite(corpus, out, resume=interrupted.id, shards=2, **options)
    log(f"resumed sharded run: {time.monotonic() - started:.1f}s")

    assert resumed.is_completed(), await resumed.aresult(raise_on_failure=False)
    summary = await resumed.aresult()
    assert summary.run_id == interrupted.id
    assert (summary.rewritten, summary.failed, summary.refused) == (4, 0, 0)
    asked = [s.data["passage"] for s in route.seen[requests_before:] if s.kind == "generate"]
    # Nothing new was paid for the finished passage; the others were asked for once each.
    assert sorted(asked) == sorted(texts[name] for name in ("b.txt", "c.txt", "d.txt"))
    for name, text in texts.items():
        assert (out / name).read_text(encoding="utf-8") == f"Rewritten: {text}\n"
    store = AuditStore.open(stack.audit_url)
    try:
        assert store.get_run(interrupted.id).status.value == "completed"
        assert store.counts(interrupted.id)["rewritten"] == 4
    finally:
        store.close()
    assert len(await shard_runs(client, interrupted.id)) == 2


def _runs_with_document(store_url: str, corpus: Path) -> list[RunRow]:
    """The audit runs whose parameters name ``corpus`` as their input."""
    engine = create_engine(store_url)
    try:
        with Session(engine) as session:
            runs = [
                row
                for row in session.scalars(select(RunRow))
                if row.parameters.get("inputs") == [str(corpus)]
            ]
            session.expunge_all()
    finally:
        engine.dispose()
    return runs

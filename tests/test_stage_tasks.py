"""The flows' batch runner: six stage task runs per batch, and nothing kept once a batch ends."""

from __future__ import annotations

from pathlib import Path

import pytest
from prefect import flow
from prefect.context import FlowRunContext

from models.batch import Batch, PassageWork, StageReport
from models.guard import GuardMode
from models.outcome import Outcome, PassageInput, PassageRef
from models.profile import RewriteProfile
from skryba.audit.store import AuditStore
from skryba.pipeline.config import PipelineConfig, StageContext
from skryba.recorder import AuditRecorder
from tasks.chain import run_batch
from tasks.stage import stage_state
from tests.test_pipeline_rules import ScriptedCalls

pytestmark = pytest.mark.usefixtures("prefect_server")

BATCHES = 12


@flow(persist_result=False)
async def _drive(database: str) -> tuple[list[Outcome], int, int]:
    """Run BATCHES batches of two passages through ``run_batch``; what the context holds."""
    store = AuditStore.open(database)
    config = PipelineConfig(
        profile=RewriteProfile(),
        minimum_quality=0.8,
        candidates=2,
        generator_model="gen",
        judge_model="judge",
        guard=GuardMode.OFF,
    )
    run_id = store.start_run(
        profile=config.profile,
        generator_model="gen",
        judge_model="judge",
        minimum_quality=0.8,
        parameters={},
        warnings=[],
    )
    recorder = AuditRecorder(store, run_id)
    ctx = StageContext(config, ScriptedCalls(lambda position: f"Rewrite {position}."), [], recorder)
    context = FlowRunContext.get()
    assert context is not None
    outcomes: list[Outcome] = []
    try:
        for number in range(1, BATCHES + 1):
            works = [
                PassageWork(
                    passage=PassageInput(
                        ref=PassageRef(document=f"doc{number}.txt", index=index),
                        text=f"Passage {number}.{index}.",
                    )
                )
                for index in range(2)
            ]
            await run_batch(Batch(number=number, passages=works), ctx)
            outcomes.extend(w.result.outcome for w in works if w.result is not None)
    finally:
        recorder.close()
        store.close()
    return outcomes, len(context.run_results), len(context.task_run_assets)


async def test_batches_end_with_results_and_leave_nothing_in_the_flow_context(
    tmp_path: Path,
) -> None:
    outcomes, results_kept, assets_kept = await _drive(f"sqlite:///{tmp_path / 'audit.db'}")

    assert outcomes == [Outcome.REWRITTEN] * (2 * BATCHES)
    # Without the clean-up each stage task run leaves an entry (a growing cost per batch).
    assert assets_kept == 0
    assert results_kept <= 1  # at most the shared None result, never one per task run


def test_a_stage_state_names_every_failure_and_refusal() -> None:
    ok = stage_state(StageReport(stage="judge", passages=32))
    assert ok.is_completed() and ok.message == "32 ok"
    failed = stage_state(
        StageReport(
            stage="fallback",
            passages=4,
            failed=[("b.md#2", "quality judge response contains no JSON object")],
            refused=[("c.md#0", "no candidate passed")],
        )
    )
    assert failed.is_failed()
    assert failed.message == (
        "2 ok, 1 failed, 1 refused: b.md#2 quality judge response contains no JSON object; "
        "c.md#0 no candidate passed"
    )
    noted = stage_state(
        StageReport(stage="guard", passages=3, notes=["2 candidate(s) with findings"])
    )
    assert noted.is_completed() and noted.message == "3 ok, 2 candidate(s) with findings"


def test_a_batch_label_names_its_span() -> None:
    def work(document: str, index: int) -> PassageWork:
        return PassageWork(
            passage=PassageInput(ref=PassageRef(document=document, index=index), text="x")
        )

    assert Batch(number=7, passages=[work("a.md", 0), work("b.md", 3)]).label == (
        "batch 7 · a.md#0\u2013b.md#3 (2 passages)"
    )
    assert Batch(number=1, passages=[work("a.md", 0), work("a.md", 9)]).label == (
        "batch 1 · a.md#0\u2013#9 (2 passages)"
    )
    assert Batch(number=2, passages=[work("a.md", 4)]).label == "batch 2 · a.md#4 (1 passage)"

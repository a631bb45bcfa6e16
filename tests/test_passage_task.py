"""The flows' passage runner: one Prefect task run per passage, and nothing kept once it ends."""

from __future__ import annotations

from pathlib import Path

import pytest
from prefect import flow
from prefect.context import FlowRunContext

from models.outcome import Outcome, PassageInput, PassageRef
from models.profile import RewriteProfile
from skryba.audit.store import AuditStore
from skryba.pipeline import PipelineConfig
from skryba.recorder import AuditRecorder
from tasks.passage import run_passage
from tests.test_pipeline_rules import ScriptedCalls

pytestmark = pytest.mark.usefixtures("prefect_server")

PASSAGES = 25


@flow(persist_result=False)
async def _drive(database: str) -> tuple[list[Outcome], int, int]:
    """Run PASSAGES passages through ``run_passage``; what the flow context holds afterwards."""
    store = AuditStore.open(database)
    config = PipelineConfig(
        profile=RewriteProfile(),
        minimum_quality=0.8,
        candidates=2,
        generator_model="gen",
        judge_model="judge",
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
    calls = ScriptedCalls(lambda position: f"Rewrite {position}.")
    context = FlowRunContext.get()
    assert context is not None
    outcomes = []
    try:
        for number in range(PASSAGES):
            passage = PassageInput(
                ref=PassageRef(document="doc.txt", index=number), text=f"Passage {number}."
            )
            result = await run_passage(passage, config, calls, [], recorder)
            outcomes.append(result.outcome)
    finally:
        recorder.close()
        store.close()
    return outcomes, len(context.run_results), len(context.task_run_assets)


async def test_passage_results_are_returned_and_not_kept_in_the_flow_context(
    tmp_path: Path,
) -> None:
    outcomes, results_kept, assets_kept = await _drive(f"sqlite:///{tmp_path / 'audit.db'}")

    assert outcomes == [Outcome.REWRITTEN] * PASSAGES
    # Without the clean-up each passage leaves one entry in each (a growing cost per passage).
    assert results_kept == 0
    assert assets_kept == 0

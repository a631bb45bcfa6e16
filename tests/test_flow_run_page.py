"""A default ``skryba rewrite`` reported to a real Prefect server, read as a user would.

The CLI runs as its own process against the shared stack's server (``tests/prefect_stack.py``)
and a scripted route; the test reads the flow run's task runs and their logs through the API
(the six stages per batch, their order, a transport retry in its task run's log, a failed
passage in its batch's judge state), then opens the flow-run page in headless Chromium and
keeps a screenshot of it under the test's tmp dir.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import re
import subprocess
from pathlib import Path
from uuid import UUID

from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.filters import (
    FlowRunFilter,
    FlowRunFilterName,
    LogFilter,
    LogFilterTaskRunId,
    TaskRunFilter,
    TaskRunFilterFlowRunId,
)
from prefect.client.schemas.objects import FlowRun, TaskRun
from pytest_httpserver import HTTPServer

from models.batch import EN_DASH
from tests.browser import chromium
from tests.prefect_stack import SKRYBA, PrefectStack
from tests.stub_route import Raw, Reply, ScriptedRoute, evaluation

STAGES = ("generate", "dedup", "guard", "judge", "detect", "fallback")
DOCUMENTS = {
    "a.txt": "The first passage is about trains.\n\nThe second passage is about boats.\n",
    "b.md": "The third passage is about bridges.\n",
}
BUSY_ONCE = "The first passage is about trains."
INVALID = "The third passage is about bridges."


def _script(route: ScriptedRoute) -> None:
    judged: dict[str, int] = {}

    def judge(source: str, candidate: str) -> Reply:
        judged[source] = judged.get(source, 0) + 1
        if source == BUSY_ONCE and judged[source] == 1:
            return Raw(503, "busy")
        if source == INVALID:
            return "I would rather not grade this."
        return evaluation()

    route.judge = judge


def _rewrite(stack: PrefectStack, route: ScriptedRoute, work: Path) -> dict[str, object]:
    corpus = work / "in"
    for name, text in DOCUMENTS.items():
        (corpus / name).parent.mkdir(parents=True, exist_ok=True)
        (corpus / name).write_text(text, encoding="utf-8")
    env = {
        **stack.env,
        "SKRYBA_BRAMA_URL": route.base_url,
        "SKRYBA_MODEL": "stub-generator",
        "SKRYBA_JUDGE_MODEL": "stub-judge",
        "SKRYBA_DATABASE_URL": f"sqlite:///{work / 'audit.db'}",
        "SKRYBA_RETRY_BASE_DELAY": "0.01",
        "SKRYBA_BATCH_SIZE": "2",
    }
    result = subprocess.run(
        [
            str(SKRYBA),
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--candidates",
            "1",
            "--detector",
            "none",
            "--out",
            str(work / "out"),
            "--json",
        ],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 1, result.stderr  # one passage fails, as scripted
    summary: dict[str, object] = json.loads(result.stdout)
    return summary


async def _flow_run(client: PrefectClient, corpus: Path) -> FlowRun:
    (run,) = await client.read_flow_runs(
        flow_run_filter=FlowRunFilter(name=FlowRunFilterName(like_=str(corpus)))
    )
    return run


async def _task_runs(client: PrefectClient, flow_run_id: UUID, expected: int) -> list[TaskRun]:
    runs: list[TaskRun] = []
    for _ in range(100):  # task runs reach the API as events, a moment after the flow run
        runs = await client.read_task_runs(
            task_run_filter=TaskRunFilter(flow_run_id=TaskRunFilterFlowRunId(any_=[flow_run_id]))
        )
        if len(runs) == expected and all(r.state and r.state.is_final() for r in runs):
            break
        await asyncio.sleep(0.2)
    return runs


async def test_a_rewrite_shows_its_stage_chain_retries_and_failures_on_a_real_server(
    stack: PrefectStack, client: PrefectClient, httpserver: HTTPServer, tmp_path: Path
) -> None:
    route = ScriptedRoute(httpserver)
    _script(route)

    summary = _rewrite(stack, route, tmp_path)

    assert (summary["rewritten"], summary["failed"]) == (2, 1)
    flow_run = await _flow_run(client, tmp_path / "in")
    assert flow_run.state is not None and flow_run.state.is_failed()
    runs = await _task_runs(client, flow_run.id, expected=12)
    by_name = {run.name: run for run in runs}
    first = f"batch 1 · a.txt#0{EN_DASH}#1 (2 passages)"
    second = "batch 2 · b.md#0 (1 passage)"
    assert sorted(by_name) == sorted(f"{s} · {b}" for s in STAGES for b in (first, second))
    for batch in (first, second):
        chain = [by_name[f"{stage} · {batch}"] for stage in STAGES]
        assert [r.task_key.split("-")[0] for r in chain] == list(STAGES)
        times = [(r.start_time, r.end_time) for r in chain]
        for (_, ended), (started, _) in itertools.pairwise(times):
            assert ended is not None and started is not None and ended <= started, batch
    failed = by_name[f"judge · {second}"]
    assert failed.state is not None and failed.state.is_failed()
    assert failed.state.message == (
        "0 ok, 1 failed: b.md#0 quality judge response contains no JSON object"
    )
    others = [r for name, r in by_name.items() if name != f"judge · {second}"]
    assert all(r.state is not None and r.state.is_completed() for r in others)

    judge_logs = LogFilter(task_run_id=LogFilterTaskRunId(any_=[by_name[f"judge · {first}"].id]))
    retry = "judge a.txt#0: route answered HTTP 503, retry 1 of 4 in"
    messages: list[str] = []
    for _ in range(100):
        messages = [log.message for log in await client.read_logs(log_filter=judge_logs)]
        if any(retry in message for message in messages):
            break
        await asyncio.sleep(0.2)
    assert any(retry in message for message in messages), messages
    failed_logs = LogFilter(task_run_id=LogFilterTaskRunId(any_=[failed.id]))
    for _ in range(100):
        messages = [log.message for log in await client.read_logs(log_filter=failed_logs)]
        if any("Task run failed" in message for message in messages):
            break
        await asyncio.sleep(0.2)
    # Prefect's line for the failed state, without a traceback of nothing ("NoneType: None").
    assert any("Task run failed" in message for message in messages), messages
    assert not any("NoneType: None" in message for message in messages), messages

    # The page draws the chain in a canvas (kept in the screenshot); its text says how many
    # task runs there are, and its log panel names the task runs that logged the retry and
    # the failure.
    page = _flow_run_page(stack, flow_run.id, tmp_path)
    assert "12 Task runs" in page
    assert retry in page
    assert "0 ok, 1 failed: b.md#0 quality judge response contains no JSON object" in page
    assert "judge · batch 2 · b.md#0" in page
    assert (tmp_path / "flow-run-page.png").stat().st_size > 10_000


def _flow_run_page(stack: PrefectStack, flow_run_id: UUID, work: Path) -> str:
    """The flow-run page's text as Chromium rendered it; a screenshot beside it."""
    url = f"{stack.api_url.removesuffix('/api')}/runs/flow-run/{flow_run_id}"
    # The UI is a single-page app: give its scripts time to fetch and render.
    options = ("--window-size=1400,1600", "--virtual-time-budget=20000")
    dom = chromium(url, work / "chromium", *options, "--dump-dom").stdout
    chromium(url, work / "chromium", *options, f"--screenshot={work / 'flow-run-page.png'}")
    # Entities as the DOM dump writes them; the names hold a middle dot and an en dash.
    return re.sub(r"\s+", " ", dom.replace("&amp;", "&"))

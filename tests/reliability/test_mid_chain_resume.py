"""A crash loses only the calls in flight (SPEC 8), and interruptions end the run resumable.

``kill -9`` while many passages are mid-chain, then ``--resume``: counted at the route, the
answers paid before the kill and asked again stay within ``--concurrency``, and the resumed run
ends exactly as an uninterrupted one. Ctrl-C, SIGTERM and a cancellation through the Prefect
API each end the run ``interrupted`` within seconds, saying how to resume it.
"""

from __future__ import annotations

import asyncio
import json
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

import pytest
from prefect import get_client
from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterState
from prefect.client.schemas.objects import StateType
from prefect.states import Cancelling

from models.run import RunSummary
from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env, start_skryba
from tests.reliability.crash_scenario import wait_until
from tests.reliability.fault_route import Delay, FaultRoute
from tests.reliability.mid_chain import kill_mid_chain, write_corpus
from tests.reliability.runs import (
    comparable,
    comparable_markdown,
    read_report,
    run_flow,
    visible_files,
)

pytestmark = pytest.mark.usefixtures("prefect_server")

CONCURRENCY = 8
# Seconds from the interruption to the process's exit (Prefect's own shutdown included).
STOP_WITHIN_S = 20.0


def _run_status(database: Path, run_id: str) -> str:
    connection = sqlite3.connect(f"file:{database}?mode=ro", uri=True, timeout=30)
    try:
        (status,) = connection.execute("SELECT status FROM runs WHERE id = ?", (run_id,)).fetchone()
    finally:
        connection.close()
    return str(status)


async def test_kill_9_mid_chain_repays_at_most_the_concurrency_and_ends_like_an_uninterrupted_run(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    outcome = kill_mid_chain(tmp_path, fault_route, isolated_env, concurrency=CONCURRENCY)

    assert outcome.killed_returncode == -signal.SIGKILL
    # The kill came while many passages had some of their calls answered and others to come.
    assert outcome.mid_chain >= CONCURRENCY, outcome.answered_before
    repaid = outcome.repaid_per_passage
    assert all(n >= 0 for n in repaid.values()), repaid  # nothing answered was left unasked
    assert outcome.repaid <= CONCURRENCY, {k: n for k, n in repaid.items() if n}
    assert outcome.resumed.returncode == 0, outcome.resumed.stderr
    summary = json.loads(outcome.resumed.stdout)
    assert (summary["run_id"], summary["rewritten"]) == (outcome.run_id, outcome.passages)

    # The same corpus, uninterrupted, under the same route.
    asked_before_baseline = len(fault_route.exchanges())
    baseline_out = tmp_path / "baseline"
    baseline = await run_flow(
        [tmp_path / "in"], baseline_out, candidates=3, concurrency=CONCURRENCY
    )
    assert isinstance(baseline, RunSummary), baseline
    asked = fault_route.exchanges()[asked_before_baseline:]
    assert len(asked) == outcome.passages * outcome.per_passage  # what a passage costs
    assert comparable(read_report(outcome.out)) == comparable(read_report(baseline_out))
    resumed_files, baseline_files = visible_files(outcome.out), visible_files(baseline_out)
    report_md = comparable_markdown(resumed_files.pop("report.md").decode(), outcome.run_id)
    baseline_md = comparable_markdown(baseline_files.pop("report.md").decode(), baseline.run_id)
    assert report_md == baseline_md
    # report.json is compared above, and report.html renders the same records (with run ids).
    for name in ("report.json", "report.html"):
        del resumed_files[name], baseline_files[name]
    assert resumed_files == baseline_files


def _start_slow_run(
    work: Path, route: FaultRoute, database: Path, passages: int = 24
) -> tuple[list[str], dict[str, str], subprocess.Popen[str]]:
    """``skryba rewrite`` on a route answering in 0.3 s, left running."""
    corpus = write_corpus(work, passages)
    env = skryba_env(work, route.base_url, f"sqlite:///{database}")
    arguments = [
        "rewrite",
        str(corpus),
        *RUN_OPTIONS,
        "--concurrency",
        str(CONCURRENCY),
        "--out",
        str(work / "out"),
    ]
    route.script = lambda exchange: Delay(0.3)
    return arguments, env, start_skryba(arguments, work, env)


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGTERM], ids=["SIGINT", "SIGTERM"])
def test_a_signal_ends_the_run_interrupted_and_resumable(
    signum: signal.Signals, fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    _, env, process = _start_slow_run(tmp_path, fault_route, isolated_env)
    wait_until(lambda: len(fault_route.answered()) >= 20, "calls to be answered", process)
    process.send_signal(signum)
    asked_at_signal = len(fault_route.exchanges())
    started = time.monotonic()
    _, stderr = process.communicate(timeout=STOP_WITHIN_S)
    took = time.monotonic() - started

    assert process.returncode == 130, stderr
    assert took < STOP_WITHIN_S
    # No new call started after the signal was handled (a few may have been on their way).
    assert len(fault_route.exchanges()) - asked_at_signal <= CONCURRENCY
    (hint,) = [line for line in stderr.splitlines() if "Resume it with:" in line]
    run_id = hint.split("run ", 1)[1].split(" ", 1)[0]
    assert f"interrupted ({signum.name})" in hint
    assert hint.endswith(f"--resume {run_id}")
    assert _run_status(isolated_env, run_id) == "interrupted"

    # The printed command continues the run (it names the same corpus, threshold and options).
    command = hint.split("Resume it with: ", 1)[1].split()
    assert command[:2] == ["skryba", "rewrite"]
    resumed = run_skryba(command[1:], tmp_path, env)
    assert resumed.returncode == 0, resumed.stderr
    assert _run_status(isolated_env, run_id) == "completed"


async def test_a_prefect_cancellation_ends_the_run_interrupted_and_resumable(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    arguments, env, process = _start_slow_run(tmp_path, fault_route, isolated_env)
    await asyncio.to_thread(
        wait_until, lambda: len(fault_route.answered()) >= 20, "calls to be answered", process
    )
    async with get_client() as client:
        # Killed runs of earlier tests on the same server stay Running: find this one by --out.
        (running,) = [
            run
            for run in await client.read_flow_runs(
                flow_run_filter=FlowRunFilter(
                    state=FlowRunFilterState(type={"any_": [StateType.RUNNING]})
                )
            )
            if (run.parameters.get("params") or {}).get("out") == str(tmp_path / "out")
        ]
        # What the UI's "Cancel" and ``prefect flow-run cancel`` do.
        await client.set_flow_run_state(running.id, Cancelling(), force=True)
        started = time.monotonic()
        _, stderr = await asyncio.to_thread(process.communicate, timeout=STOP_WITHIN_S)
        took = time.monotonic() - started
        final = (await client.read_flow_run(running.id)).state

    assert process.returncode == 130, stderr
    assert took < STOP_WITHIN_S
    (hint,) = [line for line in stderr.splitlines() if "Resume it with:" in line]
    run_id = hint.split("run ", 1)[1].split(" ", 1)[0]
    assert "interrupted (cancelled in Prefect)" in hint
    assert _run_status(isolated_env, run_id) == "interrupted"
    assert final is not None and final.is_final(), final
    resumed = run_skryba([*arguments, "--resume", run_id], tmp_path, env)
    assert resumed.returncode == 0, resumed.stderr
    assert _run_status(isolated_env, run_id) == "completed"

"""Secrets (SPEC 6): with a canary API key set, the key is sent as the Bearer token and appears in
no log line, audit row, report, artifact, exception message or saved request. The key can come
from a Prefect Secret block as well as from the environment.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from models.run import RunSummary
from tests.reliability.canary import (
    ECHO_PASSAGE,
    SECRET_BLOCK,
    echo_run,
    new_canary,
    secret_block_run,
    sweep_cli_run,
)
from tests.reliability.fault_route import FaultRoute

pytestmark = pytest.mark.usefixtures("prefect_server")


async def test_the_canary_key_is_sent_and_found_nowhere_else(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    canary = new_canary()

    sweep = await sweep_cli_run(tmp_path, fault_route, canary)

    assert sweep.result.returncode == 1, sweep.result.stderr  # some passages fail, as scripted
    assert len(sweep.exchanges) >= 10
    assert {e.headers.get("authorization") for e in sweep.exchanges} == {f"Bearer {canary}"}
    assert sweep.leaks == []
    # The sweep looked at real records: the outputs, the store, Prefect's logs and artifacts.
    out = tmp_path / "out"
    assert {"report.json", "report.md", "ok.txt"} <= {p.name for p in out.iterdir()}
    assert (tmp_path / "audit.db").stat().st_size > 0
    assert any("prose.txt#0: failed" in text for text in sweep.prefect["log"])
    assert any('"key":"skryba-report"' in text for text in sweep.prefect["artifact"])
    assert sweep.prefect["task run"] and sweep.prefect["event"]


async def test_a_route_error_that_echoes_the_key_does_not_carry_it_into_the_records(
    fault_route: FaultRoute, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = new_canary()
    monkeypatch.setenv("SKRYBA_BRAMA_API_KEY", canary)

    summary, leaks = await echo_run(tmp_path, fault_route, canary)

    assert isinstance(summary, RunSummary), summary
    assert summary.failed == 1  # the 401 is final: the passage fails, unretried
    assert len(fault_route.exchanges("generate", ECHO_PASSAGE)) == 1
    assert leaks == []


async def test_the_key_can_come_from_a_prefect_secret_block(
    fault_route: FaultRoute, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    canary = new_canary()
    monkeypatch.delenv("SKRYBA_BRAMA_API_KEY", raising=False)
    monkeypatch.setenv("SKRYBA_BRAMA_API_KEY_BLOCK", SECRET_BLOCK)

    summary, sent, leaks = await secret_block_run(tmp_path, fault_route, canary)

    assert isinstance(summary, RunSummary), summary
    assert sent, "nothing reached the route"
    assert set(sent) == {f"Bearer {canary}"}
    assert leaks == []

"""The throwaway Prefect API server the CLI boots before Prefect is imported."""

from __future__ import annotations

import asyncio
import socket
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from skryba.errors import PrefectUnavailable
from skryba.orchestration import prefect_api
from skryba.orchestration.prefect_api import ThrowawayPrefectServer, start_throwaway_server


def _listening(port: int) -> bool:
    with socket.socket() as sock:
        return sock.connect_ex(("127.0.0.1", port)) == 0


@pytest.fixture
def server(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[ThrowawayPrefectServer]:
    """A server not started yet, with its own PREFECT_HOME; stopped after the test."""
    monkeypatch.setenv("PREFECT_HOME", str(tmp_path / "prefect-home"))
    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    booted = ThrowawayPrefectServer()
    yield booted
    booted.stop()


def test_boots_answers_and_stops(server: ThrowawayPrefectServer) -> None:
    server.start()
    server.wait_ready()
    assert server.api_url == f"http://127.0.0.1:{server.port}/api"
    assert httpx.get(f"{server.api_url}/health", timeout=5).json() is True
    flows = httpx.post(f"{server.api_url}/flows/filter", json={}, timeout=5)
    assert flows.status_code == 200
    server.stop()
    assert not _listening(server.port)
    server.stop()  # a second stop is harmless


def test_a_server_that_dies_while_booting_is_reported_with_its_error(
    server: ThrowawayPrefectServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PREFECT_LOGGING_LEVEL", "NO-SUCH-LEVEL")
    server.start()
    with pytest.raises(PrefectUnavailable) as raised:
        server.wait_ready(timeout=120)
    message = str(raised.value)
    assert message.startswith("the throwaway Prefect API server exited (")
    assert "NO-SUCH-LEVEL" in message


def test_a_server_that_never_answers_is_stopped_at_the_deadline(
    server: ThrowawayPrefectServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A process that stays up and never listens. (A real server given an unusable database
    # was tried first: on a fast machine it gave up and exited inside the deadline.)
    monkeypatch.setattr(
        prefect_api,
        "lifeline_command",
        lambda target: [sys.executable, "-c", "import time; time.sleep(60)"],
    )
    server.start()
    process = server._process
    assert process is not None
    with pytest.raises(PrefectUnavailable) as raised:
        server.wait_ready(timeout=3)
    assert str(raised.value) == (
        "the throwaway Prefect API server did not start within 3 s "
        "(set PREFECT_API_URL to use a running Prefect server)"
    )
    # stopped at the deadline, not left running
    assert process.poll() is not None


def test_nothing_is_started_when_an_api_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PREFECT_API_URL", "http://127.0.0.1:9/api")
    assert start_throwaway_server() is None


def test_nothing_is_started_once_prefect_is_imported(monkeypatch: pytest.MonkeyPatch) -> None:
    # Prefect read its settings when it was imported: a URL set now would not reach it.
    import prefect  # noqa: F401

    monkeypatch.delenv("PREFECT_API_URL", raising=False)
    assert start_throwaway_server() is None


@pytest.mark.usefixtures("prefect_server")
def test_a_commands_end_sends_the_logs_prefect_still_holds() -> None:
    """The CLI flushes Prefect's queues before its last line, not at interpreter exit."""
    from prefect import flow, get_client, get_run_logger
    from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId
    from prefect.context import get_run_context

    from skryba.orchestration.prefect_api import PrefectApi

    lines = 40

    @flow
    def chatty() -> str:
        logger = get_run_logger()
        for number in range(lines):
            logger.warning("line %d", number)
        return str(get_run_context().flow_run.id)  # type: ignore[union-attr]

    with PrefectApi(None).running():
        run_id = chatty()

    # Prefect batches API logs every couple of seconds: read at once, they are all there
    # only because running() sent them.
    async def read() -> list[str]:
        async with get_client() as client:
            logs = await client.read_logs(
                LogFilter(flow_run_id=LogFilterFlowRunId(any_=[uuid.UUID(run_id)]))
            )
        return [log.message for log in logs]

    messages = asyncio.run(read())
    assert [f"line {n}" for n in range(lines)] == [m for m in messages if m.startswith("line ")]

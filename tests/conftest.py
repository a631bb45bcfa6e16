"""Shared fixtures: an isolated environment, a Prefect test server, a scripted route."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from pytest_httpserver import HTTPServer

from tests.stub_route import ScriptedRoute

if TYPE_CHECKING:
    from prefect.client.orchestration import PrefectClient

    from tests.prefect_stack import PrefectStack

# Prefect's telemetry would try to reach the internet from every test server and flow run.
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")


@pytest.fixture(autouse=True)
def isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No SKRYBA_* from the developer's shell; a fresh SQLite audit store; fast retries; the
    test's own working directory (a run's default ``--out skryba-output`` is relative to it, and
    the README's demo leaves one in the checkout)."""
    monkeypatch.chdir(tmp_path)
    for name in list(os.environ):
        if name.startswith("SKRYBA_"):
            monkeypatch.delenv(name)
    db = tmp_path / "audit.db"
    monkeypatch.setenv("SKRYBA_DATABASE_URL", f"sqlite:///{db}")
    monkeypatch.setenv("SKRYBA_RETRY_BASE_DELAY", "0.01")
    monkeypatch.setenv("SKRYBA_RETRY_MAX_DELAY", "0.05")
    return db


@pytest.fixture(scope="session")
def prefect_server() -> Iterator[None]:
    """A temporary Prefect API (its own SQLite database) for tests that run real flows."""
    from prefect.testing.utilities import prefect_test_harness

    with prefect_test_harness(server_startup_timeout=120):
        yield


@pytest.fixture
def route(httpserver: HTTPServer, monkeypatch: pytest.MonkeyPatch) -> ScriptedRoute:
    """A scripted Brama on loopback, configured as the run's route."""
    scripted = ScriptedRoute(httpserver)
    monkeypatch.setenv("SKRYBA_BRAMA_URL", scripted.base_url)
    monkeypatch.setenv("SKRYBA_MODEL", "stub-generator")
    monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "stub-judge")
    return scripted


@pytest.fixture(scope="session")
def stack(
    make_httpserver: HTTPServer, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[PrefectStack]:
    """The session's real Prefect stack: server with its UI, pool, deployments and workers."""
    # Imported here: it imports Prefect, which most tests never need.
    from tests import prefect_stack

    root = tmp_path_factory.getbasetemp() / "prefect-stack"
    yield prefect_stack.acquire(make_httpserver.url_for("/v1"), root)
    prefect_stack.release()


@pytest.fixture
async def client(stack: PrefectStack) -> AsyncIterator[PrefectClient]:
    """A Prefect client on the stack's server (and flows called in this process run there)."""
    from tests import prefect_stack

    async with prefect_stack.client_of(stack) as prefect:
        yield prefect

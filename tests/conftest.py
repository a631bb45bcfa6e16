"""Shared fixtures: an isolated environment, a Prefect test server, a scripted route."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytest_httpserver import HTTPServer

from tests.stub_route import ScriptedRoute

# Prefect's telemetry would try to reach the internet from every test server and flow run.
os.environ.setdefault("DO_NOT_TRACK", "1")
os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")


@pytest.fixture(autouse=True)
def isolated_env(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Path:
    """No SKRYBA_* from the developer's shell; a fresh SQLite audit store; fast retries."""
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

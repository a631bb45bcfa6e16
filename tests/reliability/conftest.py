"""Fixtures of the reliability suite: the misbehaving route configured as the run's Brama."""

from __future__ import annotations

import logging
import os
from collections.abc import Iterator

import pytest

from tests.reliability.fault_route import FaultRoute


@pytest.fixture
def fault_route(monkeypatch: pytest.MonkeyPatch) -> Iterator[FaultRoute]:
    """A loopback route answering well until a test sets its ``script``; set as SKRYBA_BRAMA_URL."""
    with FaultRoute() as route:
        monkeypatch.setenv("SKRYBA_BRAMA_URL", route.base_url)
        monkeypatch.setenv("SKRYBA_MODEL", "fault-generator")
        monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "fault-judge")
        yield route


@pytest.fixture
def restore_logging(monkeypatch: pytest.MonkeyPatch) -> None:
    """An in-process ``skryba rewrite`` sets PREFECT_LOGGING_LEVEL and detaches Prefect's run
    loggers; put both back after the test."""
    level = os.environ.get("PREFECT_LOGGING_LEVEL")
    monkeypatch.setenv("PREFECT_LOGGING_LEVEL", level or "")
    if level is None:
        monkeypatch.delenv("PREFECT_LOGGING_LEVEL")
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logger = logging.getLogger(name)
        monkeypatch.setattr(logger, "propagate", logger.propagate)

"""``kill -9`` of the ``skryba`` CLI mid-run orphans none of its children (issue 15): neither the
throwaway Prefect API server nor the embedded llama.cpp server. A real process, a real SIGKILL,
the process tree read from ``/proc``.
"""

from __future__ import annotations

import signal
import threading
from pathlib import Path

import pytest

from tests.reliability.fault_route import FaultRoute
from tests.reliability.orphans import (
    GONE_WITHIN_S,
    embedded_server_child,
    holding_route,
    kill_mid_run,
    prefect_server_child,
)


def _corpus(work: Path, passages: int) -> Path:
    corpus = work / "in"
    corpus.mkdir()
    for number in range(passages):
        (corpus / f"p{number}.txt").write_text(
            f"Passage {number} is about the tram line that crosses the old bridge.\n", "utf-8"
        )
    return corpus


@pytest.fixture(scope="module")
def prefect_home(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """One PREFECT_HOME for the module: the second boot finds its database migrated."""
    return {"PREFECT_HOME": str(tmp_path_factory.mktemp("prefect-home"))}


def test_kill_9_mid_run_leaves_no_prefect_server_behind(
    tmp_path: Path, prefect_home: dict[str, str]
) -> None:
    release = threading.Event()
    with FaultRoute(holding_route(release)) as route:
        try:
            check = kill_mid_run(
                tmp_path,
                _corpus(tmp_path, 3),
                route=route,
                ready=lambda children: prefect_server_child(children) and bool(route.exchanges()),
                extra_env=prefect_home,
            )
        finally:
            release.set()
    assert check.killed_returncode == -signal.SIGKILL
    assert prefect_server_child(check.children), check.children
    assert check.survivors == {}, f"orphaned after kill -9: {check.survivors}"
    assert check.gone_after_s < GONE_WITHIN_S


def test_kill_9_mid_run_leaves_no_embedded_model_server_behind(
    tmp_path: Path, prefect_home: dict[str, str]
) -> None:
    check = kill_mid_run(
        tmp_path,
        _corpus(tmp_path, 2),
        route=None,
        ready=lambda children: prefect_server_child(children) and embedded_server_child(children),
        extra_env=prefect_home,
    )
    assert check.killed_returncode == -signal.SIGKILL
    assert embedded_server_child(check.children) and prefect_server_child(check.children)
    assert check.survivors == {}, f"orphaned after kill -9: {check.survivors}"

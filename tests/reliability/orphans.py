"""``kill -9`` of a ``skryba rewrite`` mid-run, then a process-tree check: no child survives.

The run boots its own throwaway Prefect API server (no ``PREFECT_API_URL``), and with no route
configured also the embedded llama.cpp server; both are children of the killed process. Its
descendants are read from ``/proc`` just before the kill; each must be gone shortly after.
"""

from __future__ import annotations

import contextlib
import os
import signal
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from tests.process_tree import command_line, descendants, survivors
from tests.reliability.cli_process import RUN_OPTIONS, skryba_env, start_skryba
from tests.reliability.crash_scenario import wait_until
from tests.reliability.fault_route import Exchange, FaultRoute, Hold
from tests.reliability.runs import stored_passages

# How long the children may take to go: the lifeline polls every 0.25 s and escalates to
# SIGKILL 3 s after its SIGTERM; the rest is slack for a loaded machine.
GONE_WITHIN_S = 8.0


@dataclass
class OrphanCheck:
    """The killed process's descendants just before the kill, and those still running after."""

    children: dict[int, str]  # pid -> command line
    survivors: dict[int, str]
    killed_returncode: int | None
    gone_after_s: float


def _started_passages(database: Path) -> bool:
    if not database.exists():
        return False
    try:
        return bool(stored_passages(database))
    except Exception:  # no tables yet, or a write in progress
        return False


def kill_mid_run(
    work: Path,
    corpus: Path,
    *,
    route: FaultRoute | None,
    ready: Callable[[dict[int, str]], bool],
    extra_env: dict[str, str] | None = None,
    limit: float = 120.0,
) -> OrphanCheck:
    """Start ``skryba rewrite CORPUS`` with its own Prefect server, wait until ``ready(children)``
    holds and a passage has started, ``kill -9`` it and wait for its descendants to go."""
    database = work / "audit.db"
    env = skryba_env(work, route.base_url if route else "", f"sqlite:///{database}", extra_env)
    env.pop("PREFECT_API_URL", None)  # the run boots its own, as a user's run does
    if route is None:
        env.pop("SKRYBA_BRAMA_URL", None)
        env.pop("SKRYBA_MODEL", None)
        env.pop("SKRYBA_JUDGE_MODEL", None)
    arguments = ["rewrite", str(corpus), *RUN_OPTIONS, "--out", str(work / "out")]
    process = start_skryba(arguments, work, env)
    children: dict[int, str] = {}

    def condition() -> bool:
        nonlocal children
        children = {pid: command_line(pid) for pid in descendants(process.pid)}
        return _started_passages(database) and ready(children)

    try:
        wait_until(condition, "the run to be under way", process, limit=limit)
        children = {pid: command_line(pid) for pid in descendants(process.pid)}
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
        killed = time.monotonic()
        left = survivors(children, within=GONE_WITHIN_S)
        gone_after = time.monotonic() - killed
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=30)
    remaining = {pid: children[pid] for pid in left}
    for pid in left:  # never leave them to the next test
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signal.SIGKILL)
    return OrphanCheck(
        children=children,
        survivors=remaining,
        killed_returncode=process.returncode,
        gone_after_s=gone_after,
    )


def holding_route(release: threading.Event) -> Callable[[Exchange], Hold]:
    """Every call hangs until released: the run is mid-flight whenever it is killed."""
    return lambda exchange: Hold(release, limit=60.0)


def prefect_server_child(children: dict[int, str]) -> bool:
    """The throwaway Prefect API server is among the children."""
    return any("prefect.server.api.server:create_app" in line for line in children.values())


def embedded_server_child(children: dict[int, str]) -> bool:
    """The embedded llama.cpp server is among the children."""
    return any("skryba.embedded.server" in line for line in children.values())

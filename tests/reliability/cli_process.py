"""The installed ``skryba`` console script as a separate process, pointed at a loopback route."""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

SKRYBA = Path(sys.executable).with_name("skryba")
RUN_OPTIONS = ("--minimum-quality", "0.8", "--detector", "none")


def skryba_env(
    work: Path, base_url: str, database_url: str, extra: Mapping[str, str] | None = None
) -> dict[str, str]:
    """The process environment: the route, a temporary store and Prefect home, fast retries.

    The run reports to the test session's Prefect API when there is one (so a killed run leaves
    no orphaned Prefect server behind), and never to the developer's.
    """
    from prefect.settings import PREFECT_API_URL

    env = {k: v for k, v in os.environ.items() if not k.startswith(("SKRYBA_", "PREFECT_"))}
    env.update(
        SKRYBA_BRAMA_URL=base_url,
        SKRYBA_MODEL="fault-generator",
        SKRYBA_JUDGE_MODEL="fault-judge",
        SKRYBA_DATABASE_URL=database_url,
        SKRYBA_RETRY_BASE_DELAY="0.01",
        SKRYBA_RETRY_MAX_DELAY="0.05",
        PREFECT_HOME=str(work / "prefect-home"),
        DO_NOT_TRACK="1",
    )
    api = PREFECT_API_URL.value()
    if api:
        env["PREFECT_API_URL"] = api
    env.update(extra or {})
    return env


def start_skryba(
    arguments: Sequence[str], cwd: Path, env: Mapping[str, str]
) -> subprocess.Popen[str]:
    """Start ``skryba ARGUMENTS`` without waiting for it."""
    return subprocess.Popen(
        [str(SKRYBA), *arguments],
        cwd=cwd,
        env=dict(env),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def run_skryba(
    arguments: Sequence[str], cwd: Path, env: Mapping[str, str], timeout: float = 180
) -> subprocess.CompletedProcess[str]:
    """Run ``skryba ARGUMENTS`` to the end."""
    return subprocess.run(
        [str(SKRYBA), *arguments],
        cwd=cwd,
        env=dict(env),
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )

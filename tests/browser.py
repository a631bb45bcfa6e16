"""Headless Chromium for the tests that look at a page as a person would (Debian's chromium)."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest


def chromium(url: str, profile: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    """Run headless Chromium on ``url`` with ``arguments`` (``--dump-dom``, ``--screenshot=``).

    Without the background-networking flags Chromium tries hosts this closed network refuses.
    """
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary is None:
        pytest.skip("chromium is not installed (Debian: apt-get install -y chromium)")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PREFECT_")}
    return subprocess.run(
        [
            binary,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--disable-quic",
            "--no-first-run",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            f"--user-data-dir={profile}",
            "--hide-scrollbars",
            *arguments,
            url,
        ],
        capture_output=True,
        text=True,
        timeout=180,
        check=True,
        env=env,
    )

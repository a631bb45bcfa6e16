"""The code version a run records: the package version plus the git commit when run from a clone."""

from __future__ import annotations

import subprocess
from functools import cache
from importlib.metadata import PackageNotFoundError, version
from pathlib import Path

import skryba

_GIT_TIMEOUT_S = 5.0


@cache
def code_version() -> str:
    """E.g. ``0.1.0+git.3f2a9c1d0e4b`` (``.dirty`` with uncommitted changes), or ``0.1.0``."""
    try:
        base = version("skryba")
    except PackageNotFoundError:
        base = "unknown"
    commit = _git_commit()
    return f"{base}+git.{commit}" if commit else base


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str] | None:
    try:
        return subprocess.run(
            ["git", *args],
            cwd=cwd,
            capture_output=True,
            text=True,
            timeout=_GIT_TIMEOUT_S,
            check=False,
        )
    except (OSError, subprocess.TimeoutExpired):
        return None


def _git_commit() -> str | None:
    package_dir = Path(skryba.__file__).resolve().parent
    top = _git(["rev-parse", "--show-toplevel"], package_dir)
    # An installed wheel may sit in a venv inside some other repository: only a clone of Skryba
    # itself (the package directory at the top of the work tree) has a meaningful commit.
    if top is None or top.returncode != 0:
        return None
    if Path(top.stdout.strip()).resolve() != package_dir.parent:
        return None
    head = _git(["rev-parse", "--short=12", "HEAD"], package_dir)
    if head is None or head.returncode != 0:
        return None
    dirty = _git(["status", "--porcelain", "--untracked-files=no"], package_dir)
    suffix = ".dirty" if dirty is not None and dirty.returncode == 0 and dirty.stdout else ""
    return head.stdout.strip() + suffix

"""A process's descendants and whether they still run, read from ``/proc`` (no psutil here)."""

from __future__ import annotations

import os
import time
from collections.abc import Iterable
from pathlib import Path


def _stat(pid: int) -> tuple[str, int] | None:
    """(state, parent pid) of ``pid``, or None once it is gone."""
    try:
        text = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    # The command name is in parentheses and may hold spaces or parentheses itself.
    fields = text.rsplit(")", 1)[1].split()
    return fields[0], int(fields[1])


def alive(pid: int) -> bool:
    """Running (a zombie left to a non-reaping init counts as gone)."""
    stat = _stat(pid)
    return stat is not None and stat[0] != "Z"


def descendants(root: int) -> list[int]:
    """Every living process below ``root`` (children, their children, ...)."""
    children: dict[int, list[int]] = {}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        stat = _stat(int(entry))
        if stat is not None and stat[0] != "Z":
            children.setdefault(stat[1], []).append(int(entry))
    found: list[int] = []
    todo = [root]
    while todo:
        for child in children.get(todo.pop(), []):
            found.append(child)
            todo.append(child)
    return found


def command_line(pid: int) -> str:
    """The process's command line, arguments joined by spaces ("" once it is gone)."""
    try:
        raw = Path(f"/proc/{pid}/cmdline").read_bytes()
    except (FileNotFoundError, ProcessLookupError):
        return ""
    return raw.replace(b"\0", b" ").decode("utf-8", "replace").strip()


def survivors(pids: Iterable[int], within: float) -> list[int]:
    """Those of ``pids`` still running after waiting up to ``within`` seconds for them to end."""
    waiting = list(pids)
    deadline = time.monotonic() + within
    while waiting and time.monotonic() < deadline:
        waiting = [pid for pid in waiting if alive(pid)]
        if waiting:
            time.sleep(0.05)
    return [pid for pid in waiting if alive(pid)]

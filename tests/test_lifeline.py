"""Children started through ``skryba.embedded.lifeline`` die with their parent, even a SIGKILLed
one."""

from __future__ import annotations

import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from skryba.embedded.lifeline import GRACE_S, lifeline_command
from tests.process_tree import alive, survivors

# A child that serves nothing but never ends on its own; ``ignore_term`` makes it shrug off
# SIGTERM, as a server busy finishing a request might.
_CHILD_MODULE = """
import signal, sys, time
if "--ignore-term" in sys.argv:
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
print("child up", flush=True)
time.sleep(600)
"""

# The parent: starts the child from its main thread, or from a thread that then ends, prints
# the child's pid and command, and waits to be killed.
_PARENT = """
import subprocess, sys, threading, time
from skryba.embedded.lifeline import lifeline_command
ignore = sys.argv[2:]
started = []
def start():
    command = lifeline_command(["-m", "lifeline_child", *ignore])
    started.append((subprocess.Popen(command, stdout=subprocess.PIPE, text=True), command))
    # The child is armed and its handlers set once it says so; a forking thread that lives
    # until then would have the parent-death signal tied to it.
    started[0][0].stdout.readline()
if sys.argv[1] == "thread":
    worker = threading.Thread(target=start)
    worker.start()
    worker.join()  # the forking thread is gone from here on
else:
    start()
process, command = started[0]
print(process.pid, " ".join(command), flush=True)
time.sleep(600)
"""


def _start_parent(tmp_path: Path, mode: str, *child_args: str) -> tuple[subprocess.Popen[str], int]:
    (tmp_path / "lifeline_child.py").write_text(_CHILD_MODULE, "utf-8")
    env_path = f"{tmp_path}:{Path(__file__).resolve().parents[1]}"
    parent = subprocess.Popen(
        [sys.executable, "-c", _PARENT, mode, *child_args],
        stdout=subprocess.PIPE,
        text=True,
        env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"},
    )
    assert parent.stdout is not None
    line = parent.stdout.readline().split(" ", 1)
    assert line[0].isdigit(), line
    return parent, int(line[0])


def _kill(parent: subprocess.Popen[str]) -> None:
    parent.send_signal(signal.SIGKILL)
    parent.wait()


def test_a_child_started_from_the_main_thread_asks_for_the_parent_death_signal() -> None:
    command = lifeline_command(["-m", "uvicorn", "--port", "1"])
    assert command[:3] == [sys.executable, "-m", "skryba.embedded.lifeline"]
    assert "--pdeathsig" in command
    assert command[command.index("--") + 1 :] == ["-m", "uvicorn", "--port", "1"]


def test_the_target_must_be_a_module() -> None:
    with pytest.raises(ValueError, match="-m MODULE"):
        lifeline_command(["uvicorn"])


@pytest.mark.parametrize("mode", ["main", "thread"])
def test_the_child_dies_when_its_parent_is_sigkilled(tmp_path: Path, mode: str) -> None:
    parent, child = _start_parent(tmp_path, mode)
    try:
        assert alive(child)
        if mode == "thread":
            # The forking thread has ended: a parent-death signal tied to it would have fired.
            time.sleep(1.0)
            assert alive(child), "the child died with the thread that started it"
        started = time.monotonic()
        _kill(parent)
        assert survivors([child], within=5.0) == []
        # The kernel's signal is immediate; the poll alone takes up to a quarter of a second.
        assert time.monotonic() - started < 5.0
    finally:
        if parent.poll() is None:
            _kill(parent)
        if alive(child):
            subprocess.run(["kill", "-9", str(child)], check=False)


def test_a_child_that_ignores_sigterm_is_killed_after_the_grace(tmp_path: Path) -> None:
    parent, child = _start_parent(tmp_path, "main", "--ignore-term")
    try:
        started = time.monotonic()
        _kill(parent)
        assert survivors([child], within=GRACE_S + 5.0) == []
        # It ignored the SIGTERM: the SIGKILL after the grace ended it.
        assert time.monotonic() - started >= GRACE_S - 0.5
    finally:
        if parent.poll() is None:
            _kill(parent)
        if alive(child):
            subprocess.run(["kill", "-9", str(child)], check=False)

"""Child processes that die with the ``skryba`` process, whatever kills it (``kill -9`` too).

A child started as
``python -m skryba.embedded.lifeline PARENT_PID [--pdeathsig] -- -m MODULE ARGS...``
(``lifeline_command`` builds it) ties its life to its parent's, then runs ``MODULE`` as
``python -m`` would. ``arm`` does the tying, for children with an entry point of their own
(the embedded llama.cpp server):

- a watchdog thread polls ``getppid()``: once the parent is gone the child is re-parented, so
  the id changes. This holds whichever thread of the parent started the child. The child then
  gets SIGTERM (a server shuts down cleanly) and, if it is still there ``grace`` seconds later,
  SIGKILL (a server finishing a request nobody will read does not get to finish it).
- with ``--pdeathsig`` the kernel also sends SIGTERM the moment the parent dies
  (Linux ``PR_SET_PDEATHSIG``), without waiting for the next poll. The kernel fires it when
  the *thread* that forked the child ends, not the process, so the parent asks for it only
  when it forks from its main thread: a Python process's main thread is the last to end
  (it waits for the non-daemon threads at exit), so the signal can only mean the process died.
  A child forked from any other thread (a flow run's worker thread) relies on the poll alone.

The child checks ``getppid()`` once after arming: a parent that died before that is not missed.
"""

from __future__ import annotations

import ctypes
import os
import runpy
import signal
import sys
import threading
import time
from collections.abc import Callable, Sequence

POLL_S = 0.25
GRACE_S = 3.0
_PR_SET_PDEATHSIG = 1


def lifeline_command(target: Sequence[str]) -> list[str]:
    """``sys.executable -m skryba.embedded.lifeline`` around ``target`` (``["-m", MODULE, *ARGS]``).

    Call it in the thread that will start the child: ``--pdeathsig`` is added only when that
    is the main thread (see the module's docstring).
    """
    if len(target) < 2 or target[0] != "-m":
        raise ValueError("the target is -m MODULE [ARGS...]")
    command = [sys.executable, "-m", "skryba.embedded.lifeline", str(os.getpid())]
    if threading.current_thread() is threading.main_thread():
        command.append("--pdeathsig")
    return [*command, "--", *target]


def set_parent_death_signal(signum: int) -> bool:
    """Ask Linux to send ``signum`` to this process when its parent thread ends; False elsewhere."""
    if not sys.platform.startswith("linux"):
        return False
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(_PR_SET_PDEATHSIG, signum, 0, 0, 0) != 0:
        errno = ctypes.get_errno()
        raise OSError(errno, f"prctl(PR_SET_PDEATHSIG): {os.strerror(errno)}")
    return True


def arm(
    parent_pid: int,
    *,
    pdeathsig: bool = False,
    on_orphaned: Callable[[], None] | None = None,
    poll: float = POLL_S,
    grace: float = GRACE_S,
) -> threading.Thread:
    """Make this process end when ``parent_pid`` does; returns the (daemon) watchdog thread.

    ``on_orphaned`` runs in the watchdog once the parent is gone, before the signals (e.g. to
    remove a file nobody else will). A parent already gone sends the signals at once.
    """
    if pdeathsig:
        set_parent_death_signal(signal.SIGTERM)
    watchdog = threading.Thread(
        target=_watch,
        args=(parent_pid, on_orphaned, poll, grace),
        name="skryba-lifeline",
        daemon=True,
    )
    watchdog.start()
    return watchdog


def _watch(
    parent_pid: int, on_orphaned: Callable[[], None] | None, poll: float, grace: float
) -> None:
    while os.getppid() == parent_pid:
        time.sleep(poll)
    try:
        if on_orphaned is not None:
            on_orphaned()
    finally:
        os.kill(os.getpid(), signal.SIGTERM)
        time.sleep(grace)
        # Still here: the SIGTERM was caught and the shutdown is taking too long.
        os.kill(os.getpid(), signal.SIGKILL)


def _main(argv: Sequence[str]) -> None:
    """Entry of ``python -m skryba.embedded.lifeline PARENT_PID [--pdeathsig] -- -m MODULE …``."""
    arguments = list(argv)
    usage = (
        "usage: python -m skryba.embedded.lifeline PARENT_PID [--pdeathsig] -- -m MODULE [ARGS...]"
    )
    try:
        split = arguments.index("--")
        parent_pid = int(arguments[0])
    except (ValueError, IndexError):
        raise SystemExit(usage) from None
    options, target = arguments[1:split], arguments[split + 1 :]
    if set(options) - {"--pdeathsig"} or len(target) < 2 or target[0] != "-m":
        raise SystemExit(usage)
    arm(parent_pid, pdeathsig="--pdeathsig" in options)
    sys.argv = [target[1], *target[2:]]
    runpy.run_module(target[1], run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    _main(sys.argv[1:])

"""Stopping a corpus run cleanly: Ctrl-C, SIGTERM, or a cancellation from the Prefect UI/API.

Each of them only *asks* the run to stop (``StopRequest``); the runner then cancels its batches
(no new call starts; the calls in flight are abandoned), commits every answer already in,
marks the run ``interrupted`` and says how to resume it. A second Ctrl-C or SIGTERM while that
is under way is not caught any more: it ends the process the ordinary way.
"""

from __future__ import annotations

import asyncio
import contextlib
import shlex
import signal
import threading
from collections.abc import Callable, Iterator
from types import FrameType

from models.run import RunParameters

SIGNALS = (signal.SIGINT, signal.SIGTERM)
Handler = Callable[[int, FrameType | None], object] | int | None


class StopRequest:
    """Why the run was asked to stop (None: it was not); set once, by whoever asks first."""

    def __init__(self) -> None:
        self.reason: str | None = None
        self._asked = asyncio.Event()

    def ask(self, reason: str) -> None:
        """Ask the run to stop (a later ask keeps the first reason)."""
        if self.reason is None:
            self.reason = reason
            self._asked.set()

    async def wait(self) -> str:
        """Until the run is asked to stop; the reason."""
        await self._asked.wait()
        assert self.reason is not None
        return self.reason


@contextlib.contextmanager
def stop_on_signals(stop: StopRequest) -> Iterator[None]:
    """While inside, SIGINT and SIGTERM ask ``stop`` instead of ending the process at once.

    Only in the main thread with a running loop (signals are delivered there); elsewhere a
    no-op. The handlers that were there before (Prefect's, asyncio's Ctrl-C) come back after
    the first signal, so a second one acts as it would have, and on leaving.
    """
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    loop = asyncio.get_running_loop()
    previous: dict[int, Handler] = {number: signal.getsignal(number) for number in SIGNALS}

    def restore() -> None:
        for number, handler in previous.items():
            with contextlib.suppress(ValueError, RuntimeError):
                loop.remove_signal_handler(number)
                signal.signal(number, handler if handler is not None else signal.SIG_DFL)

    def asked(number: int) -> None:
        restore()
        stop.ask(signal.Signals(number).name)

    for number in SIGNALS:
        loop.add_signal_handler(number, asked, number)
    try:
        yield
    finally:
        restore()


def resume_command(params: RunParameters, run_id: str) -> str:
    """The ``skryba rewrite`` command line that continues run ``run_id``.

    Built from what the run stored: its inputs and every option that differs from the default
    (a resumed run must be asked with the same profile, threshold and models).
    """
    defaults = RunParameters.from_options(inputs=params.inputs, minimum_quality=0.5)
    words = ["skryba", "rewrite", *params.inputs]
    words += ["--minimum-quality", f"{params.minimum_quality:g}"]
    profile, default_profile = params.profile, defaults.profile
    for option, value, default in (
        ("--style", profile.style.value, default_profile.style.value),
        ("--audience", profile.audience, default_profile.audience),
        ("--language", profile.language, default_profile.language),
        ("--instructions", profile.instructions, default_profile.instructions),
        ("--candidates", params.candidates, defaults.candidates),
        ("--temperature", params.temperature, defaults.temperature),
        ("--model", params.model, defaults.model),
        ("--out", params.out, defaults.out),
        ("--concurrency", params.concurrency, defaults.concurrency),
        ("--guard", params.guard.value, defaults.guard.value),
        ("--max-cost", params.max_cost, defaults.max_cost),
    ):
        if value != default and value is not None:
            words += [option, str(value)]
    for model in params.judge_model or []:
        words += ["--judge-model", model]
    if params.detectors != defaults.detectors:
        for name in params.detectors or ["none"]:
            words += ["--detector", name]
    if params.require_distinct_judge:
        words.append("--require-distinct-judge")
    words += ["--resume", run_id]
    return shlex.join(words)

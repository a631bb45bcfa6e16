"""A throwaway Prefect API server for one command, booted before Prefect is imported.

With no ``PREFECT_API_URL``, Prefect starts such a server itself, from inside the first flow run:
it imports the whole server application into this process (about 5 s on two cores) and only then
boots it in a subprocess (about 6 s more). Started first, here, the boot overlaps Skryba's own
imports and this process never imports the server: the run's first request comes seconds
sooner. The server is the same one Prefect would start (same application, same ``PREFECT_HOME``
database, no UI) and stops when the command exits, or dies with it when it is killed
(``skryba.embedded.lifeline``).
"""

from __future__ import annotations

import atexit
import logging
import os
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import IO

import httpx

from skryba.embedded.lifeline import lifeline_command
from skryba.errors import PrefectUnavailable

# The first boot on a machine migrates Prefect's database, slow on a busy two-core machine.
STARTUP_TIMEOUT_S = 180.0
STOP_TIMEOUT_S = 10.0
# How long a command waits, at its end, for Prefect to send its queued events and logs.
FLUSH_TIMEOUT_S = 30.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


class ThrowawayPrefectServer:
    """``python -m uvicorn prefect.server.api.server:create_app`` on a free loopback port."""

    def __init__(self) -> None:
        self.port = 0
        self._process: subprocess.Popen[bytes] | None = None
        self._stderr: IO[bytes] | None = None

    @property
    def api_url(self) -> str:
        """The API's URL, as ``PREFECT_API_URL`` wants it."""
        return f"http://127.0.0.1:{self.port}/api"

    def start(self) -> None:
        """Start booting; returns at once (``wait_ready`` waits for the boot)."""
        assert self._process is None, "already started"
        self.port = _free_port()
        # Kept open for the server's lifetime: it is read only if the boot fails.
        self._stderr = tempfile.TemporaryFile()  # noqa: SIM115
        env = {
            **os.environ,
            # What Prefect sets for its own throwaway server: no UI, ephemeral services only.
            "PREFECT_UI_ENABLED": "0",
            "PREFECT__SERVER_EPHEMERAL": "1",
            "PREFECT__SERVER_FINAL": "1",
        }
        env.pop("PREFECT_API_URL", None)
        # Through the lifeline: the server dies with this process even when it is SIGKILLed
        # (atexit, below, covers only the exits that run Python code).
        self._process = subprocess.Popen(
            lifeline_command(
                [
                    "-m",
                    "uvicorn",
                    "--factory",
                    "prefect.server.api.server:create_app",
                    "--host",
                    "127.0.0.1",
                    "--port",
                    str(self.port),
                    "--log-level",
                    "error",
                    "--lifespan",
                    "on",
                ]
            ),
            env=env,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=self._stderr,
        )

    def wait_ready(self, timeout: float = STARTUP_TIMEOUT_S) -> None:
        """Block until the API answers its health check; PrefectUnavailable if it never does."""
        assert self._process is not None, "start() first"
        deadline = time.monotonic() + timeout
        with httpx.Client(timeout=2.0) as client:
            while time.monotonic() < deadline:
                # Exit status 3 (the port was taken meanwhile) ends here too: Prefect was already
                # pointed at this port, so another would not reach it.
                status = self._process.poll()
                if status is not None:
                    raise PrefectUnavailable(
                        f"the throwaway Prefect API server exited ({status}): {self._errors()}"
                    )
                try:
                    if client.get(f"{self.api_url}/health").status_code == 200:
                        return
                except httpx.TransportError:
                    pass
                time.sleep(0.05)
        self.stop()
        raise PrefectUnavailable(
            f"the throwaway Prefect API server did not start within {timeout:.0f} s "
            "(set PREFECT_API_URL to use a running Prefect server)"
        )

    def stop(self) -> None:
        """Stop the server (gracefully first); safe to call twice."""
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._stderr is not None:
            self._stderr.close()
            self._stderr = None

    def _errors(self) -> str:
        if self._stderr is None:
            return ""
        self._stderr.seek(0)
        return self._stderr.read().decode("utf-8", "replace").strip()[-2000:]


class PrefectApi:
    """The Prefect API a command's flow runs report to: a running server, or a throwaway one."""

    def __init__(self, server: ThrowawayPrefectServer | None) -> None:
        self.server = server

    def wait_ready(self) -> None:
        """Block until a throwaway server answers (call after the imports it overlaps)."""
        if self.server is not None:
            self.server.wait_ready()

    @contextmanager
    def running(self) -> Iterator[None]:
        """Around a command's flow run: wait for the API first, send Prefect's queues after.

        Prefect otherwise sends what it still holds at interpreter exit, and may print
        "Still processing items" under the command's own last line (its error or summary).
        """
        self.wait_ready()
        try:
            yield
        finally:
            flush_prefect_queues()


class _DropDrainProgress(logging.Filter):
    """Hides the queue services' "Still processing items" line during a drain we asked for."""

    def filter(self, record: logging.LogRecord) -> bool:
        return not record.getMessage().startswith("Still processing items")


def flush_prefect_queues(timeout: float = FLUSH_TIMEOUT_S) -> None:
    """Send the flow runs' queued events and API logs now, waiting at most TIMEOUT per queue."""
    from prefect.events.worker import EventsWorker
    from prefect.logging.handlers import APILogWorker

    quiet = _DropDrainProgress()
    # The services log under their class names (Prefect's QueueService).
    loggers = [logging.getLogger(service.__name__) for service in (APILogWorker, EventsWorker)]
    for logger in loggers:
        logger.addFilter(quiet)
    try:
        # Logs first: sending them can emit events, never the other way round.
        APILogWorker.drain_all(timeout=timeout, at_exit=False)
        EventsWorker.drain_all(timeout=timeout, at_exit=False)
    finally:
        for logger in loggers:
            logger.removeFilter(quiet)


_prepared: PrefectApi | None = None


def prepare_prefect() -> PrefectApi:
    """Settings for a CLI run, applied before Prefect is imported; the user's own values win.

    Without ``PREFECT_API_URL`` a throwaway Prefect API server starts booting now, while the
    command goes on importing; ``wait_ready`` on the result before running a flow. Calling it
    again returns the same API.
    """
    global _prepared
    if _prepared is not None:
        return _prepared
    # Prefect's INFO chatter stays off the terminal unless the user asks for it.
    os.environ.setdefault("PREFECT_LOGGING_LEVEL", "WARNING")
    # The throwaway server's shutdown logs and telemetry attempts are Prefect's own
    # housekeeping, not Skryba's run: keep them quiet.
    if not os.environ.get("PREFECT_API_URL"):
        os.environ.setdefault("PREFECT_SERVER_LOGGING_LEVEL", "CRITICAL")
        os.environ.setdefault("PREFECT_SERVER_ANALYTICS_ENABLED", "false")
    # The first run on a machine migrates Prefect's local database; 20 s (Prefect's default) is
    # not enough for that on a busy two-core machine (used when Prefect starts its own server).
    os.environ.setdefault("PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS", "180")
    _prepared = PrefectApi(start_throwaway_server())
    # Flow and task run logs still reach the Prefect API (the UI); the terminal gets Skryba's
    # own plain lines instead of a second, timestamped copy of each.
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logging.getLogger(name).propagate = False
    return _prepared


def shared_api_url() -> str | None:
    """The Prefect API this process reports to, when other processes can share it.

    None with no API configured (Prefect would start its own ephemeral one) or with this
    command's throwaway server: no other worker reports there, so limits meant to hold across
    workers hold in this process instead (skryba.route.limits).
    """
    from prefect.settings import get_current_settings

    url = get_current_settings().api.url
    if not url:
        return None
    server = _prepared.server if _prepared is not None else None
    if server is not None and url.rstrip("/") == server.api_url:
        return None
    return str(url)


def start_throwaway_server() -> ThrowawayPrefectServer | None:
    """Boot a throwaway API server unless one is named or Prefect is loaded; point Prefect at it.

    Only before Prefect is imported: its settings read ``PREFECT_API_URL`` once, so a process
    that already holds Prefect (an embedding program, a test) keeps Prefect's own behaviour.
    The server stops when the interpreter exits, after Prefect's exit hooks (which run at
    thread shutdown, before ``atexit``) have flushed its events and logs to it.
    """
    if os.environ.get("PREFECT_API_URL") or "prefect" in sys.modules:
        return None
    server = ThrowawayPrefectServer()
    server.start()
    # Registered before Prefect registers its own exit handlers, so it runs after them.
    atexit.register(server.stop)
    os.environ["PREFECT_API_URL"] = server.api_url
    return server

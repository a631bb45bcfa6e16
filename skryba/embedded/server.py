"""The embedded route: llama-cpp-python's OpenAI-compatible server on a free loopback port.

``EmbeddedServer`` starts ``llama_cpp.server`` with the bundled SmolLM2 GGUF in a child process
(``sys.executable``), waits until ``GET /v1/models`` names the served model, and stops the child
on exit, also after an exception or Ctrl-C: SIGTERM to its process group, SIGKILL after a grace
period. The child's log goes to a temporary file, never to the user's terminal; when the server
dies or does not come up, the error carries the log's tail.

The child is this module run as ``python -m skryba.embedded.server PARENT_PID LOG -- SERVER_ARGS``:
a few lines that make the server exit, and remove its log, when its parent is gone (no orphan
and no stale log even if the parent is SIGKILLed: ``skryba.embedded.lifeline``) and drop environment
variables the server would read as its settings (``HOST``, ``PORT``, ``API_KEY``, ...), then
run ``llama_cpp.server`` as ``python -m`` would.
"""

from __future__ import annotations

import asyncio
import contextlib
import os
import runpy
import signal
import socket
import subprocess
import sys
import tempfile
import time
from collections.abc import Mapping, Sequence
from pathlib import Path
from types import TracebackType
from typing import IO, Self

import httpx

from skryba.embedded import lifeline
from skryba.embedded.model import gguf_path
from skryba.errors import SkrybaError
from skryba.settings import EMBEDDED_MODEL

LOOPBACK = "127.0.0.1"
N_CTX = 2048
N_THREADS = 2
STARTUP_TIMEOUT_S = 120.0
STOP_GRACE_S = 10.0
POLL_INTERVAL_S = 0.1
LOG_TAIL_CHARS = 4000
# A free port can be taken between our probe and the server's bind; then try a new one.
PORT_ATTEMPTS = 3
_PORT_TAKEN = "address already in use"


class EmbeddedServerError(SkrybaError):
    """The embedded server could not be started, or died."""


def free_loopback_port() -> int:
    """A TCP port on 127.0.0.1 that nothing listens on right now."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as sock:
        sock.bind((LOOPBACK, 0))
        port: int = sock.getsockname()[1]
        return port


def server_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The server's environment: ours, with OpenMP threads that sleep instead of spinning.

    llama.cpp's threads meet at an OpenMP barrier several hundred times per token. Spinning
    there is a little faster on idle cores, but on cores shared with other work it made token
    generation about 20 times slower in our measurements (830 ms against 38 ms per token).
    """
    env = dict(environ)
    env.setdefault("OMP_WAIT_POLICY", "passive")
    return env


class EmbeddedServer:
    """llama-cpp-python's server with the bundled model, as a sync or async context manager.

    ``base_url`` (ending in ``/v1``) and ``model`` (the alias it serves, ``EMBEDDED_MODEL``) are
    what a Brama client needs. ``start()``/``stop()`` may be used directly; ``stop`` is
    idempotent.
    """

    def __init__(
        self,
        model_path: Path | None = None,
        *,
        n_ctx: int = N_CTX,
        n_threads: int = N_THREADS,
        startup_timeout: float = STARTUP_TIMEOUT_S,
        stop_grace: float = STOP_GRACE_S,
    ) -> None:
        self.model_path = model_path
        self.model = EMBEDDED_MODEL
        self.n_ctx = n_ctx
        self.n_threads = n_threads
        self.startup_timeout = startup_timeout
        self.stop_grace = stop_grace
        self.port: int | None = None
        self.log_path: Path | None = None
        self._process: subprocess.Popen[bytes] | None = None
        self._log: IO[bytes] | None = None

    # --- public API ----------------------------------------------------------------------------

    @property
    def base_url(self) -> str:
        """``http://127.0.0.1:PORT/v1`` of the running server."""
        if self.port is None or self._process is None:
            raise EmbeddedServerError("the embedded server is not running")
        return f"http://{LOOPBACK}:{self.port}/v1"

    @property
    def pid(self) -> int | None:
        """The server process's id while it runs (None before start and after stop)."""
        return self._process.pid if self._process is not None else None

    def start(self) -> None:
        """Start the server and block until it answers; stop it again if that fails."""
        self._check_not_running()
        for attempt in range(1, PORT_ATTEMPTS + 1):
            try:
                self._spawn()
                self._wait_until_ready()
                return
            except EmbeddedServerError as exc:
                self.stop()
                if attempt == PORT_ATTEMPTS or _PORT_TAKEN not in str(exc).lower():
                    raise
            except BaseException:
                self.stop()
                raise

    async def astart(self) -> None:
        """Start the server and wait, without blocking the event loop, until it answers."""
        self._check_not_running()
        for attempt in range(1, PORT_ATTEMPTS + 1):
            try:
                self._spawn()
                await self._await_ready()
                return
            except EmbeddedServerError as exc:
                self.stop()
                if attempt == PORT_ATTEMPTS or _PORT_TAKEN not in str(exc).lower():
                    raise
            except BaseException:
                self.stop()
                raise

    def _check_not_running(self) -> None:
        if self._process is not None:
            raise EmbeddedServerError(f"the embedded server is already running (pid {self.pid})")

    def stop(self) -> None:
        """Stop the server: SIGTERM, then SIGKILL after the grace period; remove its log."""
        process, self._process = self._process, None
        try:
            if process is not None:
                _terminate(process, self.stop_grace)
        finally:
            self._close_log()
            self.port = None

    def __enter__(self) -> Self:
        self.start()
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    async def __aenter__(self) -> Self:
        await self.astart()
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        # Synchronous on purpose: a cancelled task must not be able to skip the shutdown, and
        # the server stops within a second (at most ``stop_grace``).
        self.stop()

    # --- internals -----------------------------------------------------------------------------

    def server_args(self, port: int) -> list[str]:
        """Command-line arguments of ``llama_cpp.server`` for this instance."""
        path = self.model_path if self.model_path is not None else gguf_path()
        return [
            "--model", str(path),
            "--model_alias", self.model,
            "--host", LOOPBACK,
            "--port", str(port),
            "--n_ctx", str(self.n_ctx),
            "--n_threads", str(self.n_threads),
            "--n_threads_batch", str(self.n_threads),
            # Per-prompt-token logits are only needed for logprobs, which Skryba never asks.
            "--logits_all", "false",
        ]  # fmt: skip

    def _spawn(self) -> None:
        port = free_loopback_port()
        args = self.server_args(port)
        fd, name = tempfile.mkstemp(prefix="skryba-llama-server-", suffix=".log")
        self._log = os.fdopen(fd, "wb")
        self.log_path = Path(name)
        command = [
            sys.executable, "-m", "skryba.embedded.server", str(os.getpid()), name, "--", *args
        ]  # fmt: skip
        self._process = subprocess.Popen(
            command,
            env=server_environment(os.environ),
            stdin=subprocess.DEVNULL,
            stdout=self._log,
            stderr=subprocess.STDOUT,
            # Its own process group: the terminal's Ctrl-C reaches only us, and we stop it.
            start_new_session=True,
        )
        self.port = port

    def _models_url(self) -> str:
        return f"{self.base_url}/models"

    def _check_alive(self) -> None:
        if self._process is not None and self._process.poll() is not None:
            raise self._failure(
                f"the embedded server exited with status {self._process.returncode}"
            )

    def _is_ready(self, response: httpx.Response) -> bool:
        if 400 <= response.status_code < 500:
            # Not a server that is still starting: something else answers, or refuses us.
            raise self._failure(f"{self._models_url()} answered HTTP {response.status_code}")
        if response.status_code != 200:
            return False
        try:
            served = {item["id"] for item in response.json()["data"]}
        except (ValueError, KeyError, TypeError) as exc:
            raise self._failure(f"{self._models_url()} answered {response.text[:200]!r}") from exc
        if self.model not in served:
            # Another program holds this port, or the alias was not applied.
            raise self._failure(f"{self._models_url()} serves {sorted(served)}, not {self.model}")
        return True

    def _wait_until_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        with httpx.Client(timeout=httpx.Timeout(5.0)) as client:
            while True:
                self._check_alive()
                try:
                    if self._is_ready(client.get(self._models_url())):
                        return
                except httpx.TransportError:
                    pass  # not listening yet: that is what we are waiting for
                if time.monotonic() > deadline:
                    raise self._failure(self._timeout_message())
                time.sleep(POLL_INTERVAL_S)

    async def _await_ready(self) -> None:
        deadline = time.monotonic() + self.startup_timeout
        async with httpx.AsyncClient(timeout=httpx.Timeout(5.0)) as client:
            while True:
                self._check_alive()
                try:
                    if self._is_ready(await client.get(self._models_url())):
                        return
                except httpx.TransportError:
                    pass  # not listening yet: that is what we are waiting for
                if time.monotonic() > deadline:
                    raise self._failure(self._timeout_message())
                await asyncio.sleep(POLL_INTERVAL_S)

    def _timeout_message(self) -> str:
        return f"the embedded server did not answer within {self.startup_timeout:g} s"

    def _failure(self, message: str) -> EmbeddedServerError:
        tail = self._log_tail()
        detail = f"\n--- server log (last {LOG_TAIL_CHARS} chars) ---\n{tail}" if tail else ""
        return EmbeddedServerError(message + detail)

    def _log_tail(self) -> str:
        if self.log_path is None or self._log is None:
            return ""
        self._log.flush()
        data = self.log_path.read_bytes()[-LOG_TAIL_CHARS:]
        return data.decode("utf-8", errors="replace").strip()

    def _close_log(self) -> None:
        log, self._log = self._log, None
        path, self.log_path = self.log_path, None
        if log is not None:
            log.close()
        if path is not None:
            path.unlink(missing_ok=True)


def _terminate(process: subprocess.Popen[bytes], grace: float) -> None:
    """SIGTERM the process group, wait ``grace`` seconds, then SIGKILL it and reap."""
    if process.poll() is not None:
        return
    _signal_group(process, signal.SIGTERM)
    try:
        process.wait(timeout=grace)
    except subprocess.TimeoutExpired:
        pass  # it ignored SIGTERM: SIGKILL below
    finally:
        # Also when a second Ctrl-C interrupts the wait: never leave the server running.
        if process.poll() is None:
            _signal_group(process, signal.SIGKILL)
            process.wait()


def _signal_group(process: subprocess.Popen[bytes], signum: int) -> None:
    # The child leads its own session, so its group id is its pid; it may have just exited.
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signum)


# --- the child side ------------------------------------------------------------------------------


def _server_setting_names() -> set[str]:
    from llama_cpp.server.settings import Settings

    names: set[str] = set(Settings.model_fields)
    return names | {"config_file"}


def _child_main(argv: Sequence[str]) -> None:
    """Entry of the server process: tie its life to the parent's, clean its env, run the server."""
    if len(argv) < 3 or argv[2] != "--":
        raise SystemExit("usage: python -m skryba.embedded.server PARENT_PID LOG -- SERVER_ARGS...")
    parent_pid, log_path, server_args = int(argv[0]), Path(argv[1]), list(argv[3:])
    # Polling only, no PR_SET_PDEATHSIG: the server is started from whichever thread runs the
    # flow, and that thread may end before the process does. Once the parent is gone nobody
    # else will remove the log; then SIGTERM, and SIGKILL if a generation in flight holds it.
    lifeline.arm(parent_pid, on_orphaned=lambda: log_path.unlink(missing_ok=True))
    # pydantic-settings would read these (case-insensitively) as server settings, and uvicorn
    # honours HOST and PORT over the command line.
    names = _server_setting_names()
    for key in [key for key in os.environ if key.lower() in names]:
        del os.environ[key]
    sys.argv = ["llama_cpp.server", *server_args]
    runpy.run_module("llama_cpp.server", run_name="__main__", alter_sys=True)


if __name__ == "__main__":
    _child_main(sys.argv[1:])

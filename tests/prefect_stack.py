"""A real Prefect stack for the deployment and shard tests, shared by the whole session.

A Prefect server on a free loopback port (its own PREFECT_HOME; its database and the audit store
on the local PostgreSQL server when one answers, else SQLite files), the ``skryba`` process work
pool, every deployment of ``prefect.yaml`` deployed with ``prefect deploy --all``, and two
process workers. Every piece is a subprocess in its own session, killed with its children at the
end. The workers reach the tests' scripted route (pytest-httpserver's session server) through
SKRYBA_BRAMA_URL; each sends its own bearer token, so a test can tell which worker called.

Test modules share one stack through ``acquire``/``release`` (a session fixture defined outside
conftest.py would otherwise start one stack per module).
"""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import os
import secrets
import signal
import socket
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

import httpx
from prefect import get_client
from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.filters import LogFilter, LogFilterFlowRunId
from prefect.events.worker import EventsWorker
from prefect.logging.handlers import APILogWorker
from prefect.settings import PREFECT_API_URL, temporary_settings
from sqlalchemy import create_engine, make_url, text
from sqlalchemy.engine import Engine
from sqlalchemy.exc import OperationalError

from tests.audit_pg import postgres_admin_url

REPO = Path(__file__).resolve().parent.parent
PREFECT = Path(sys.executable).with_name("prefect")
SKRYBA = Path(sys.executable).with_name("skryba")
WORKER_TOKENS = ("worker-1-token", "worker-2-token")
WORKER_COMMAND: tuple[str | Path, ...] = (
    PREFECT,
    "worker",
    "start",
    "--pool",
    "skryba",
    "--limit",
    "1",
)
SERVER_START_TIMEOUT_S = 240.0
COMMAND_TIMEOUT_S = 240.0


def log(message: str) -> None:
    """A timing line on the real stdout (shown with ``pytest -s``)."""
    sys.stdout.write(f"[prefect-stack {time.strftime('%H:%M:%S')}] {message}\n")
    sys.stdout.flush()


@dataclass
class PrefectStack:
    """What the tests need to talk to the stack."""

    api_url: str
    audit_url: str
    backend: str  # "postgresql" or "sqlite"
    env: dict[str, str]  # environment for CLI subprocesses talking to the server
    logs: Path

    def run(self, *args: str | Path, timeout: float = COMMAND_TIMEOUT_S) -> str:
        """Run a command with the stack's environment from the repository root; its stdout."""
        started = time.monotonic()
        result = subprocess.run(
            [str(a) for a in args],
            cwd=REPO,
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )
        name = " ".join(str(a) for a in args[1:3])
        log(f"{name}: exit {result.returncode} in {time.monotonic() - started:.1f}s")
        if result.returncode != 0:
            raise AssertionError(
                f"{args} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}"
            )
        return result.stdout


@contextlib.asynccontextmanager
async def client_of(stack: PrefectStack) -> AsyncIterator[PrefectClient]:
    """A client of the stack; flows called in this process meanwhile run on the stack too."""
    await _drain_senders()
    with temporary_settings(updates={PREFECT_API_URL: stack.api_url}):
        try:
            async with get_client() as client:
                yield client
        finally:
            await _drain_senders()


async def _drain_senders() -> None:
    # This process's log and event senders keep the API URL they started with, whatever the
    # settings say later: flush and stop them, so that the next ones follow the settings.
    for sender in (APILogWorker, EventsWorker):
        drained = sender.drain_all(timeout=30, at_exit=False)
        if inspect.isawaitable(drained):
            await drained


_stack: PrefectStack | None = None
_users = 0
_cleanups: list[Callable[[], None]] = []


async def run_logs(
    client: PrefectClient,
    run_ids: Sequence[object],
    wanted: Sequence[str] = (),
    wait_s: float = 20.0,
) -> list[str]:
    """Every log message of the given flow runs, paged past the API's 200-row default.

    A worker's flow-run process sends its last log batch as it exits, after the run's state
    is already final, so the read is repeated until a message starts with each of ``wanted``
    (or ``wait_s`` passes and the caller's assertion shows what did arrive).
    """
    log_filter = LogFilter(flow_run_id=LogFilterFlowRunId(any_=list(run_ids)))
    deadline = time.monotonic() + wait_s
    while True:
        messages: list[str] = []
        while True:
            batch = await client.read_logs(log_filter, offset=len(messages), limit=200)
            messages.extend(entry.message for entry in batch)
            if len(batch) < 200:
                break
        found = all(any(m.startswith(w) for m in messages) for w in wanted)
        if found or time.monotonic() > deadline:
            return messages
        await asyncio.sleep(0.25)


def acquire(route_url: str, root: Path) -> PrefectStack:
    """The session's stack, started on first use."""
    global _stack, _users
    if _stack is None:
        _stack = _start(route_url, root)
    _users += 1
    return _stack


def release() -> None:
    """Stop the stack once its last user is done."""
    global _stack, _users
    _users -= 1
    if _users == 0:
        _stack = None
        while _cleanups:
            _cleanups.pop()()


def _start(route_url: str, root: Path) -> PrefectStack:
    started = time.monotonic()
    root.mkdir(parents=True, exist_ok=True)
    logs = root / "logs"
    logs.mkdir(exist_ok=True)
    try:
        prefect_db, audit_url, backend = _databases(root)
        port = _free_port()
        api_url = f"http://127.0.0.1:{port}/api"
        base = _clean_environment()
        base.update(
            PREFECT_HOME=str(root / "prefect-home"),
            DO_NOT_TRACK="1",
            PREFECT_SERVER_ANALYTICS_ENABLED="false",
            PREFECT_UI_ENABLED="false",
        )
        server_env = {
            **base,
            "PREFECT_API_DATABASE_CONNECTION_URL": prefect_db,
            # The flow-run page test opens the UI in a browser; the UI must be told where the
            # API is (it would assume the default port).
            "PREFECT_UI_ENABLED": "true",
            "PREFECT_UI_API_URL": api_url,
        }
        _spawn(
            [PREFECT, "server", "start", "--host", "127.0.0.1", "--port", str(port)],
            server_env,
            logs / "server.log",
        )
        _wait_for_health(api_url, logs / "server.log")
        log(f"server ({backend}) ready after {time.monotonic() - started:.1f}s")
        stack = PrefectStack(
            api_url=api_url,
            audit_url=audit_url,
            backend=backend,
            env={**base, "PREFECT_API_URL": api_url},
            logs=logs,
        )
        stack.run(PREFECT, "work-pool", "create", "skryba", "--type", "process")
        stack.run(PREFECT, "--no-prompt", "deploy", "--all")
        for number, token in enumerate(WORKER_TOKENS, start=1):
            _spawn(
                [*WORKER_COMMAND, "--name", f"worker-{number}"],
                {**stack.env, **worker_environment(route_url, audit_url, token)},
                logs / f"worker-{number}.log",
            )
        log(f"stack up after {time.monotonic() - started:.1f}s")
        return stack
    except BaseException:
        while _cleanups:
            _cleanups.pop()()
        raise


def worker_environment(route_url: str, audit_url: str, token: str) -> dict[str, str]:
    """What a worker's flow runs need: the route, the shared audit store, the checkout."""
    return {
        "SKRYBA_BRAMA_URL": route_url,
        "SKRYBA_BRAMA_API_KEY": token,
        "SKRYBA_MODEL": "stub-generator",
        "SKRYBA_JUDGE_MODEL": "stub-judge",
        "SKRYBA_DATABASE_URL": audit_url,
        "SKRYBA_RETRY_BASE_DELAY": "0.01",
        "SKRYBA_RETRY_MAX_DELAY": "0.05",
        "SKRYBA_CHECKOUT": str(REPO),
        "PREFECT_WORKER_QUERY_SECONDS": "1",
        "PREFECT_WORKER_PREFETCH_SECONDS": "2",
    }


def _clean_environment() -> dict[str, str]:
    # Nothing from the developer's shell may point the stack at another server or store.
    return {
        name: value
        for name, value in os.environ.items()
        if not name.startswith(("PREFECT_", "SKRYBA_"))
    }


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
        return port


def _spawn(command: Sequence[str | Path], env: dict[str, str], log_path: Path) -> None:
    handle = log_path.open("wb")
    process = subprocess.Popen(
        [str(part) for part in command],
        cwd=REPO,
        env=env,
        stdout=handle,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: its flow runs die with it
    )

    def stop() -> None:
        _stop_group(process)
        handle.close()

    _cleanups.append(stop)


def _stop_group(process: subprocess.Popen[bytes]) -> None:
    if process.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(process.pid, signal.SIGTERM)
    try:
        process.wait(timeout=15)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait(timeout=15)


def _wait_for_health(api_url: str, log_path: Path) -> None:
    deadline = time.monotonic() + SERVER_START_TIMEOUT_S
    while time.monotonic() < deadline:
        with contextlib.suppress(httpx.HTTPError):
            if httpx.get(f"{api_url}/health", timeout=2).status_code == 200:
                return
        time.sleep(0.5)
    tail = log_path.read_text(errors="replace")[-3000:]
    raise AssertionError(f"the Prefect server did not start in {SERVER_START_TIMEOUT_S}s:\n{tail}")


def _databases(root: Path) -> tuple[str, str, str]:
    """(Prefect's database URL, the audit store URL, backend): PostgreSQL when it answers."""
    admin = make_url(postgres_admin_url())
    engine = create_engine(admin, isolation_level="AUTOCOMMIT", connect_args={"connect_timeout": 5})
    try:
        engine.connect().close()
    except OperationalError as exc:
        engine.dispose()
        log(f"no PostgreSQL ({exc.orig}); the stack uses SQLite")
        return (
            f"sqlite+aiosqlite:///{root / 'prefect.db'}",
            f"sqlite:///{root / 'audit.db'}",
            "sqlite",
        )
    token = secrets.token_hex(5)
    names = [f"skryba_stack_prefect_{token}", f"skryba_stack_audit_{token}"]
    for name in names:
        _execute(engine, f'CREATE DATABASE "{name}"')
    _cleanups.append(lambda: _drop(engine, names))
    prefect_db = admin.set(drivername="postgresql+asyncpg", database=names[0])
    audit = admin.set(drivername="postgresql+psycopg", database=names[1])
    return (
        prefect_db.render_as_string(hide_password=False),
        audit.render_as_string(hide_password=False),
        "postgresql",
    )


def _execute(engine: Engine, statement: str) -> None:
    with engine.connect() as connection:
        connection.execute(text(statement))


def _drop(engine: Engine, names: list[str]) -> None:
    try:
        for name in names:
            _execute(engine, f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')
    finally:
        engine.dispose()


def iter_log_tail(stack: PrefectStack, lines: int = 40) -> Iterator[str]:
    """The last lines of every stack log, for failure messages."""
    for path in sorted(stack.logs.glob("*.log")):
        content = path.read_text(errors="replace").splitlines()[-lines:]
        yield f"--- {path.name} ---"
        yield from content

"""The embedded llama-cpp-python server: real process, real chat completion, no orphans."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from skryba.embedded import model as local_model
from skryba.embedded.model import gguf_path
from skryba.embedded.server import EmbeddedServer, EmbeddedServerError
from skryba.errors import ConfigurationError
from skryba.settings import EMBEDDED_MODEL


def _alive(pid: int) -> bool:
    """Running (a zombie left to a non-reaping init counts as gone)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    stat = Path(f"/proc/{pid}/stat")
    if stat.exists():
        state = stat.read_text().rsplit(")", 1)[1].split()[0]
        return state != "Z"
    return True


def _wait_gone(pid: int, timeout: float = 15.0) -> bool:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if not _alive(pid):
            return True
        time.sleep(0.1)
    return False


def test_gguf_path_finds_the_bundled_model() -> None:
    path = gguf_path()
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf"
    with path.open("rb") as model:
        assert model.read(4) == b"GGUF"


def test_missing_model_package_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_model, "GGUF_PACKAGE", "skryba_no_such_model_package")
    with pytest.raises(ConfigurationError, match="uv sync --extra local"):
        gguf_path()


def test_missing_model_file_names_the_install_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(local_model, "GGUF_FILE", "no-such-model.gguf")
    with pytest.raises(ConfigurationError, match=r"no-such-model\.gguf is missing.*uv sync"):
        gguf_path()


@pytest.fixture(scope="module")
def server() -> Iterator[EmbeddedServer]:
    with EmbeddedServer() as running:
        yield running


def test_serves_the_embedded_model_on_loopback(server: EmbeddedServer) -> None:
    assert server.base_url.startswith("http://127.0.0.1:")
    assert server.base_url.endswith("/v1")
    assert server.model == EMBEDDED_MODEL
    models = httpx.get(f"{server.base_url}/models", timeout=10).json()
    assert [m["id"] for m in models["data"]] == [EMBEDDED_MODEL]


def test_chat_completion_returns_text(server: EmbeddedServer) -> None:
    response = httpx.post(
        f"{server.base_url}/chat/completions",
        json={
            "model": server.model,
            "messages": [{"role": "user", "content": "Name one colour."}],
            "max_tokens": 20,
        },
        timeout=120,
    )
    assert response.status_code == 200
    content = response.json()["choices"][0]["message"]["content"]
    assert isinstance(content, str) and content.strip()


def test_log_stays_in_a_temporary_file(server: EmbeddedServer) -> None:
    assert server.log_path is not None
    assert server.log_path.exists()
    assert "llama" in server.log_path.read_text(errors="replace").lower()


def test_process_is_gone_after_exit() -> None:
    with EmbeddedServer() as running:
        pid = running.pid
        log_path = running.log_path
        assert pid is not None and _alive(pid)
        with pytest.raises(EmbeddedServerError, match="already running"):
            running.start()
        assert running.pid == pid
    assert not _alive(pid)
    assert running.pid is None
    assert log_path is not None and not log_path.exists()
    with pytest.raises(EmbeddedServerError, match="not running"):
        running.base_url  # noqa: B018


@pytest.mark.parametrize("error", [RuntimeError("boom"), KeyboardInterrupt()])
def test_process_is_gone_when_the_body_raises(error: BaseException) -> None:
    pid = None
    with pytest.raises(type(error)), EmbeddedServer() as running:
        pid = running.pid
        raise error
    assert pid is not None and not _alive(pid)


async def test_async_context_manager_stops_on_error() -> None:
    pid = None
    with pytest.raises(RuntimeError, match="inside"):
        async with EmbeddedServer() as running:
            pid = running.pid
            async with httpx.AsyncClient() as client:
                response = await client.get(f"{running.base_url}/models")
            assert response.status_code == 200
            raise RuntimeError("inside")
    assert pid is not None and not _alive(pid)


def test_server_ignores_environment_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    # llama_cpp.server reads its settings from the environment, and uvicorn honours PORT/HOST.
    monkeypatch.setenv("PORT", "1")
    monkeypatch.setenv("HOST", "0.0.0.0")
    monkeypatch.setenv("API_KEY", "would-lock-us-out")
    with EmbeddedServer() as running:
        response = httpx.get(f"{running.base_url}/models", timeout=10)
        assert response.status_code == 200


def test_a_server_that_dies_reports_its_log(tmp_path: Path) -> None:
    broken = tmp_path / "broken.gguf"
    broken.write_bytes(b"this is not a GGUF file")
    server = EmbeddedServer(model_path=broken)
    with pytest.raises(EmbeddedServerError, match="exited with status") as caught:
        server.start()
    assert "server log" in str(caught.value)
    assert server.pid is None


def test_a_server_that_never_answers_times_out(tmp_path: Path) -> None:
    server = EmbeddedServer(startup_timeout=0.2)
    with pytest.raises(EmbeddedServerError, match=r"did not answer within 0\.2 s"):
        server.start()
    assert server.pid is None


_PARENT = """
import sys, time
from skryba.embedded.server import EmbeddedServer
server = EmbeddedServer()
server.start()
print(server.pid, server.log_path, flush=True)
time.sleep(600)
"""


def test_server_exits_when_its_parent_is_killed() -> None:
    parent = subprocess.Popen([sys.executable, "-c", _PARENT], stdout=subprocess.PIPE, text=True)
    try:
        assert parent.stdout is not None
        line = parent.stdout.readline().split()
        assert len(line) == 2 and line[0].isdigit(), line
        child, log_path = int(line[0]), Path(line[1])
        assert _alive(child) and log_path.exists()
        parent.send_signal(signal.SIGKILL)
        parent.wait()
        assert _wait_gone(child), "the embedded server outlived its killed parent"
        assert not log_path.exists()
    finally:
        if parent.poll() is None:
            parent.kill()
            parent.wait()

"""The audit store unreachable (SPEC 8): at start, a clear error before any paid call; mid-run,
the run stops cleanly and names the passages it could not record, and a resume finishes them.
"""

from __future__ import annotations

import socket
import uuid
from pathlib import Path

import pytest
from typer.testing import CliRunner

from skryba.cli import app
from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env
from tests.reliability.fault_route import FaultRoute
from tests.reliability.runs import files_under
from tests.reliability.store_faults import DOCUMENTS, lose_store_mid_run

pytestmark = pytest.mark.usefixtures("prefect_server")


def _closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        port: int = probe.getsockname()[1]
    return port


def _corpus(root: Path, documents: dict[str, str]) -> Path:
    corpus = root / "in"
    corpus.mkdir()
    for name, text in documents.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    return corpus


def test_an_unreachable_sqlite_store_at_start_is_a_clear_error_before_any_call(
    fault_route: FaultRoute, tmp_path: Path
) -> None:
    corpus = _corpus(tmp_path, {"one.txt": "A passage that must not be paid for."})
    missing = tmp_path / "no" / "such" / "folder" / "audit.db"
    env = skryba_env(tmp_path, fault_route.base_url, f"sqlite:///{missing}")

    result = run_skryba(
        ["rewrite", str(corpus), *RUN_OPTIONS, "--out", str(tmp_path / "out")], tmp_path, env
    )

    assert result.returncode == 1
    assert result.stderr.splitlines()[-1] == (
        f"error: audit store sqlite:///{missing} is unreachable or cannot be migrated: "
        "unable to open database file"
    )
    assert "Traceback" not in result.stderr
    assert result.stdout == ""
    assert fault_route.exchanges() == []
    assert not (tmp_path / "out").exists()


@pytest.mark.usefixtures("restore_logging")
def test_an_unreachable_postgres_store_at_start_names_it_without_its_password(
    fault_route: FaultRoute, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = _corpus(tmp_path, {"one.txt": "A passage that must not be paid for."})
    password = f"pw-canary-{uuid.uuid4().hex}"
    port = _closed_port()
    monkeypatch.setenv(
        "SKRYBA_DATABASE_URL", f"postgresql+psycopg://skryba:{password}@127.0.0.1:{port}/audit"
    )

    result = CliRunner().invoke(
        app, ["rewrite", str(corpus), *RUN_OPTIONS, "--out", str(tmp_path / "out")]
    )

    assert result.exit_code == 1
    # The driver's own explanation may run over several lines.
    assert result.stderr.startswith(
        f"error: audit store postgresql+psycopg://skryba:***@127.0.0.1:{port}/audit "
        "is unreachable or cannot be migrated: "
    )
    assert "Traceback" not in result.output
    assert password not in result.output
    assert fault_route.exchanges() == []
    assert not (tmp_path / "out").exists()


@pytest.mark.usefixtures("restore_logging")
def test_a_store_lost_mid_run_stops_the_run_and_names_the_unrecorded_passages(
    fault_route: FaultRoute, tmp_path: Path, isolated_env: Path
) -> None:
    loss = lose_store_mid_run(tmp_path, fault_route, isolated_env)

    result = loss.result
    assert result.exit_code == 1, result.output
    assert "Traceback" not in result.output
    assert loss.paid_after_loss == []  # nothing new is paid for once the store is gone
    finished = {row["document"] for row in loss.rows_after_loss if row["finished"]}
    assert finished == {"a.txt", "b.txt"}
    message = result.stderr.splitlines()[-1]
    assert message.startswith("error: audit store")
    for name in DOCUMENTS:
        assert (f"{name}#0" in message) is (name not in finished), message
    assert {"a.txt", "b.txt"} <= files_under(tmp_path / "out")

    # With the store back, --resume finishes the rest and pays nothing twice.
    assert loss.resumed is not None
    assert loss.resumed.exit_code == 0, loss.resumed.output
    assert {e.passage for e in loss.paid_on_resume} == {DOCUMENTS["c.txt"], DOCUMENTS["d.txt"]}
    assert all(row["finished"] for row in loss.rows_after_resume)

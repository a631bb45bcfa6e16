"""``skryba audit``: an unknown run or passage is a usage error (exit 2, one line on stderr); a
store that cannot be read is a failure (exit 1). The installed console script, as a user runs it.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from models.outcome import PassageRef
from models.profile import RewriteProfile
from skryba.audit.store import AuditStore
from skryba.errors import AuditStoreError, UnknownPassage, UnknownRun, UsageError
from tests.audit_writes import start_passage
from tests.stub_route import ScriptedRoute

SKRYBA = Path(sys.executable).with_name("skryba")


def _audit(database_url: str, *arguments: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SKRYBA_", "PREFECT_"))}
    env["SKRYBA_DATABASE_URL"] = database_url
    return subprocess.run(
        [str(SKRYBA), "audit", *arguments],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _store_with_a_run(database: Path) -> str:
    store = AuditStore.open(f"sqlite:///{database}")
    try:
        run_id = store.start_run(
            profile=RewriteProfile(),
            generator_model="g",
            judge_model="j",
            minimum_quality=0.8,
            parameters={},
            warnings=[],
        )
        start_passage(store, run_id, PassageRef(document="a.txt", index=0), "A passage.")
        return run_id
    finally:
        store.close()


def test_the_errors_are_both_store_errors_and_usage_errors() -> None:
    for error in (UnknownRun, UnknownPassage):
        assert issubclass(error, AuditStoreError) and issubclass(error, UsageError)


def test_an_unknown_run_exits_2_with_one_line(tmp_path: Path) -> None:
    database = tmp_path / "audit.db"
    _store_with_a_run(database)

    result = _audit(f"sqlite:///{database}", "no-such-run")

    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == f"unknown run 'no-such-run' in the audit store sqlite:///{database}\n"


def test_an_unknown_passage_of_a_known_run_exits_2_with_one_line(tmp_path: Path) -> None:
    database = tmp_path / "audit.db"
    run_id = _store_with_a_run(database)

    known = _audit(f"sqlite:///{database}", run_id, "--passage", "a.txt#0")
    unknown = _audit(f"sqlite:///{database}", run_id, "--passage", "a.txt#7")

    assert known.returncode == 0, known.stderr
    assert unknown.returncode == 2
    assert unknown.stderr.splitlines() == [
        f"run {run_id} has no passage 'a.txt#7' in the audit store sqlite:///{database}"
    ]


def test_a_store_that_cannot_be_opened_is_a_failure_not_a_usage_error(tmp_path: Path) -> None:
    # A folder where the SQLite file should be: the store cannot be opened at all.
    database = tmp_path / "audit.db"
    database.mkdir()

    result = _audit(f"sqlite:///{database}", "any-run")

    assert result.returncode == 1
    assert len(result.stderr.splitlines()) == 1
    assert result.stderr.startswith("error: ")


@pytest.mark.usefixtures("prefect_server", "isolated_env")
def test_resuming_an_unknown_run_is_a_usage_error_before_any_call(
    route: ScriptedRoute, tmp_path: Path
) -> None:
    from typer.testing import CliRunner

    from skryba.cli import app

    corpus = tmp_path / "in.txt"
    corpus.write_text("A passage.\n", encoding="utf-8")
    arguments = ["rewrite", str(corpus), "--minimum-quality", "0.5", "--detector", "none"]

    result = CliRunner().invoke(
        app, [*arguments, "--out", str(tmp_path / "out"), "--resume", "no-such-run"]
    )

    assert result.exit_code == 2
    # Refused before Prefect starts, and without creating an audit store to say so.
    assert result.stderr == (
        "--resume no-such-run: unknown run (there is no audit store "
        f"sqlite:///{tmp_path / 'audit.db'} yet)\n"
    )
    assert route.seen == []

"""``skryba runs`` and ``skryba report RUN_ID``: the audit store's runs, and a run's reports
written again from the store, after real runs (CLI, Prefect flow, SQLite) on the scripted route.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from skryba.cli import app
from tests.stub_route import ScriptedRoute, evaluation
from tests.test_rewrite_flow import write_corpus

GOOD = "The library opens at nine every morning."
OFF = "Biblioteka jest otwarta od dziewiątej."


def _rewrite(corpus: Path, out: Path, *extra: str) -> dict[str, Any]:
    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--language",
            "en",
            "--candidates",
            "1",
            "--detector",
            "none",
            "--out",
            str(out),
            "--json",
            *extra,
        ],
    )
    assert result.exit_code in (0, 1), result.output
    summary: dict[str, Any] = json.loads(result.stdout)
    return summary


@pytest.fixture
def two_runs(route: ScriptedRoute, tmp_path: Path) -> tuple[dict[str, Any], dict[str, Any]]:
    """An older run with a rewrite and a refusal, then a newer one of one passage."""
    route.generator = lambda text, n: (
        "The library opens at 9 every morning." if text == GOOD else text
    )
    route.judge = lambda source, candidate: (
        evaluation(language_matched=False) if source == OFF else evaluation()
    )
    mixed = write_corpus(tmp_path / "mixed", {"a.txt": f"{GOOD}\n\n{OFF}\n"})
    single = write_corpus(tmp_path / "single", {"b.txt": f"{GOOD}\n"})
    first = _rewrite(mixed, tmp_path / "out-first", "--guard", "off")
    second = _rewrite(single, tmp_path / "out-second", "--guard", "off", "--style", "business")
    return first, second


@pytest.mark.usefixtures("prefect_server")
def test_runs_lists_the_store_newest_first_readably_and_as_json(
    two_runs: tuple[dict[str, Any], dict[str, Any]],
) -> None:
    first, second = two_runs
    runner = CliRunner()

    table = runner.invoke(app, ["runs"])
    listed = runner.invoke(app, ["runs", "--json"])
    newest = runner.invoke(app, ["runs", "--json", "--limit", "1"])

    assert table.exit_code == 0, table.output
    print(table.stdout)
    lines = table.stdout.splitlines()
    # Per run its line, then its profile and corpus below; the newest first, ids whole.
    assert lines[0].startswith(f"{second['run_id']}  ")
    assert lines[0].split()[3:] == ["completed", "1", "rewritten"]
    assert lines[1].strip().startswith("business/en · ")
    assert lines[2].startswith(f"{first['run_id']}  ")
    assert lines[2].split()[3:] == ["failed", "1", "rewritten,", "1", "refused"]
    assert lines[3].strip().startswith("plain/en · ") and "mixed" in lines[3]
    runs = json.loads(listed.stdout)
    assert [r["run_id"] for r in runs] == [second["run_id"], first["run_id"]]
    assert runs[1]["counts"] == {"rewritten": 1, "source_fallback": 0, "refused": 1, "failed": 0}
    assert runs[1]["status"] == "failed" and runs[1]["corpus"][0].endswith("mixed/in")
    assert runs[0]["profile"]["style"] == "business"
    assert [r["run_id"] for r in json.loads(newest.stdout)] == [second["run_id"]]


@pytest.mark.usefixtures("prefect_server")
def test_report_writes_a_runs_reports_again_from_the_store(
    two_runs: tuple[dict[str, Any], dict[str, Any]], tmp_path: Path, isolated_env: Path
) -> None:
    first, _ = two_runs
    out = Path(first["out"])
    written = {
        name: (out / name).read_text(encoding="utf-8") for name in ("report.json", "report.md")
    }
    page = (out / "report.html").read_text(encoding="utf-8")
    for name in ("report.json", "report.md", "report.html"):
        (out / name).unlink()
    runner = CliRunner()

    again = runner.invoke(app, ["report", first["run_id"]])
    elsewhere = runner.invoke(
        app, ["report", first["run_id"], "--html", "--out", str(tmp_path / "copy")]
    )

    assert again.exit_code == 0, again.output
    # Into the run's own --out by default; report.html only when asked for.
    assert {n: (out / n).read_text(encoding="utf-8") for n in written} == written
    assert not (out / "report.html").exists()
    assert elsewhere.exit_code == 0, elsewhere.output
    assert f"review page: {tmp_path / 'copy' / 'report.html'}" in elsewhere.stdout
    assert (tmp_path / "copy" / "report.html").read_text(encoding="utf-8") == page
    assert (tmp_path / "copy" / "report.md").read_text(encoding="utf-8") == written["report.md"]


@pytest.mark.usefixtures("prefect_server")
def test_report_never_replaces_another_runs_reports_and_names_an_unknown_run(
    two_runs: tuple[dict[str, Any], dict[str, Any]], isolated_env: Path
) -> None:
    first, second = two_runs
    theirs = Path(second["out"]) / "report.json"
    before = theirs.read_text(encoding="utf-8")
    runner = CliRunner()

    clash = runner.invoke(app, ["report", first["run_id"], "--out", second["out"]])
    unknown = runner.invoke(app, ["report", "no-such-run"])

    assert clash.exit_code == 2
    assert clash.stderr.splitlines() == [
        f"--out: {second['out']} holds the reports of run {second['run_id']}; name another "
        f"folder with --out to write run {first['run_id']}'s there"
    ]
    assert theirs.read_text(encoding="utf-8") == before
    assert unknown.exit_code == 2
    assert unknown.stderr == (
        f"unknown run 'no-such-run' in the audit store sqlite:///{isolated_env}\n"
    )

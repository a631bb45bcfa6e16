"""The ``skryba`` command line: usage refusals, exit statuses, stderr, ``--json`` and ``audit``.

Usage refusals run the installed console script in a subprocess (exact stderr and exit status as
a terminal gets them, and proof that nothing was started); runs that reach the flow use Typer's
CliRunner in-process, against the session's Prefect test server and the scripted route.
"""

from __future__ import annotations

import json
import logging
import os
import subprocess
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from pytest_httpserver import HTTPServer
from typer.testing import CliRunner

from models.evaluation import MINIMUM_QUALITY_RANGE, MINIMUM_QUALITY_REQUIRED
from skryba.audit.store import AuditStore
from skryba.cli import app
from skryba.judge.reply import EVALUATION_FAILED
from tests.fake_detector import FakeDetector, register
from tests.stub_route import Raw, ScriptedRoute, evaluation
from tests.test_rewrite_flow import (
    check_report,
    generator_requests,
    judge_requests,
    write_corpus,
)

SKRYBA = Path(sys.executable).with_name("skryba")
REFUSED_LANGUAGE = (
    "no candidate passed the quality judge and the source does not match the requested "
    "profile (language not matched), so it cannot stand in as the rewrite"
)


def run_skryba(
    arguments: Sequence[str], cwd: Path, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """The console script in a subprocess, with the test's environment and Prefect API."""
    from prefect.settings import PREFECT_API_URL

    env = dict(os.environ)
    env["PREFECT_HOME"] = str(cwd / ".prefect")
    api = PREFECT_API_URL.value()
    if api:
        env["PREFECT_API_URL"] = api
    return subprocess.run(
        [str(SKRYBA), *arguments],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


# --- usage errors: nothing is started, nothing is called -----------------------------------------


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        ([], MINIMUM_QUALITY_REQUIRED),
        (["--minimum-quality", "1.5"], MINIMUM_QUALITY_RANGE),
        (["--minimum-quality", "nan"], MINIMUM_QUALITY_RANGE),
    ],
    ids=["missing", "above-1", "nan"],
)
def test_minimum_quality_refusals_exit_2_before_any_call(
    route: ScriptedRoute,
    httpserver: HTTPServer,
    tmp_path: Path,
    isolated_env: Path,
    extra: list[str],
    message: str,
) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "A passage that must not be sent.\n"})

    result = run_skryba(["rewrite", str(corpus), "--detector", "none", *extra], tmp_path)

    assert result.returncode == 2
    assert result.stderr == message + "\n"
    assert result.stdout == ""
    assert route.seen == []
    assert len(httpserver.log) == 0
    assert not isolated_env.exists()  # no audit store was opened
    assert not (tmp_path / "skryba-output").exists()


def test_retry_failed_without_resume_is_a_usage_error(route: ScriptedRoute, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "Text.\n"})

    result = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.8", "--retry-failed"]
    )

    assert result.exit_code == 2
    assert result.stderr == "--retry-failed goes with --resume RUN_ID\n"
    assert route.seen == []


def test_unknown_language_is_a_usage_error(route: ScriptedRoute, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "Text.\n"})

    result = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.8", "--language", "fr"]
    )

    assert result.exit_code == 2
    assert result.stderr == "--language: 'fr' is not one of pl, en, preserve\n"
    assert route.seen == []


# --- real runs -----------------------------------------------------------------------------------


@pytest.fixture(autouse=True)
def restore_logging(monkeypatch: pytest.MonkeyPatch) -> None:
    """An in-process ``rewrite`` sets PREFECT_LOGGING_LEVEL and detaches Prefect's run loggers;
    undo both after each test so later tests see the process as it was."""
    level = os.environ.get("PREFECT_LOGGING_LEVEL")
    # Recorded either way, so the variable is put back as it was, absent included.
    monkeypatch.setenv("PREFECT_LOGGING_LEVEL", level or "")
    if level is None:
        monkeypatch.delenv("PREFECT_LOGGING_LEVEL")
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logger = logging.getLogger(name)
        monkeypatch.setattr(logger, "propagate", logger.propagate)


@pytest.mark.usefixtures("prefect_server")
def test_rewrite_json_temperature_no_detection_and_audit(
    route: ScriptedRoute,
    tmp_path: Path,
    isolated_env: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    passage = "Bus line 7 stops running at midnight on weekdays."
    corpus = write_corpus(tmp_path, {"lines/seven.txt": passage + "\n"})
    route.generator = lambda text, n: ["Line 7 stops at midnight.", "The 7 bus ends at 12."][n]
    route.judge = lambda source, candidate: (
        evaluation(grammar=0.9)
        if candidate == "The 7 bus ends at 12."
        else evaluation(grammar=0.85)
    )
    # Were "none" to fall back on the default detector, this one would record the texts.
    spy = FakeDetector(default=0.5, name="local")
    register(monkeypatch, [spy])
    out = tmp_path / "out"
    runner = CliRunner()

    result = runner.invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--temperature",
            "0.25",
            "--candidates",
            "2",
            "--detector",
            "none",
            # Its toy rewrites drop the source's facts; the guard has tests of its own.
            "--guard",
            "off",
            "--out",
            str(out),
            "--json",
        ],
    )

    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert (summary["rewritten"], summary["failed"], summary["refused"]) == (1, 0, 0)
    generated = generator_requests(route)
    assert len(generated) == 2
    assert [s.body["temperature"] for s in generated] == [0.25, 0.25]
    judged = judge_requests(route)
    assert len(judged) == 2
    assert all("temperature" not in s.body and "max_tokens" not in s.body for s in judged)
    assert spy.scored == []

    report = check_report(out, isolated_env, corpus)
    assert report["run_id"] == summary["run_id"]
    (entry,) = report["passages"]
    # No detection at all: the higher quality_score wins.
    assert entry["output_text"] == "The 7 bus ends at 12."
    assert entry["source_detections"] == []
    assert all(c["detections"] == [] and c["ai_probability"] is None for c in entry["candidates"])
    assert (out / "lines" / "seven.txt").read_text(encoding="utf-8") == "The 7 bus ends at 12.\n"

    shown = runner.invoke(app, ["audit", summary["run_id"], "--json"])
    assert shown.exit_code == 0, shown.output
    run_view = json.loads(shown.stdout)
    assert run_view["run"]["id"] == summary["run_id"]
    assert run_view["run"]["status"] == "completed"
    assert run_view["run"]["minimum_quality"] == 0.8
    assert run_view["counts"]["rewritten"] == 1
    assert [
        (p["ref"]["document"], p["ref"]["index"], p["outcome"]) for p in run_view["passages"]
    ] == [("lines/seven.txt", 0, "rewritten")]

    shown = runner.invoke(
        app, ["audit", summary["run_id"], "--passage", "lines/seven.txt#0", "--json"]
    )
    assert shown.exit_code == 0, shown.output
    passage_view = json.loads(shown.stdout)
    store = AuditStore.open(f"sqlite:///{isolated_env}")
    expected = store.passage_history(summary["run_id"], "lines/seven.txt#0")
    store.close()
    assert passage_view == json.loads(expected.model_dump_json())
    assert passage_view["source_text"] == passage
    assert sorted(c["text"] for c in passage_view["candidates"]) == [
        "Line 7 stops at midnight.",
        "The 7 bus ends at 12.",
    ]
    assert sorted(e["quality_score"] for e in passage_view["evaluations"]) == [0.85, 0.9]
    assert passage_view["detections"] == []

    missing = runner.invoke(app, ["audit", "no-such-run"])
    assert missing.exit_code == 2
    assert missing.stderr == (
        f"unknown run 'no-such-run' in the audit store sqlite:///{isolated_env}\n"
    )


@pytest.mark.usefixtures("prefect_server")
def test_refused_and_failed_passages_beside_a_good_one_exit_1(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    good = "The library opens at nine every morning."
    off_language = "The museum closes at five in the evening."
    broken = "The pool is shut for repairs until May."
    corpus = write_corpus(
        tmp_path,
        {"good.txt": good + "\n", "museum.txt": off_language + "\n", "pool.txt": broken + "\n"},
    )
    monkeypatch.setenv("SKRYBA_RETRIES", "2")
    route.generator = lambda text, n: f"Rewritten: {text}"

    def judge(source: str, candidate: str) -> Any:
        if source == broken:
            return Raw(503, "overloaded")
        if source == off_language:
            if candidate == source:
                return evaluation(language_matched=False)
            return evaluation(meaning_preservation=0.3)
        return evaluation()

    route.judge = judge
    out = tmp_path / "out"

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
        ],
    )

    assert result.exit_code == 1, result.output
    problems = result.stderr.splitlines()
    assert f"museum.txt#0: refused: {REFUSED_LANGUAGE}" in problems
    assert f"pool.txt#0: failed: {EVALUATION_FAILED}" in problems
    # One judge call and two transport retries for the broken passage, then it gives up.
    assert len(judge_requests(route, broken)) == 3
    assert len(judge_requests(route, off_language)) == 2
    assert len(judge_requests(route, good)) == 1

    report = check_report(out, isolated_env, corpus)
    assert report["summary"]["rewritten"] == 1
    assert report["summary"]["refused"] == 1
    assert report["summary"]["failed"] == 1
    assert report["summary"]["source_fallback"] == 0
    by_document: dict[str, dict[str, Any]] = {p["document"]: p for p in report["passages"]}
    assert set(by_document) == {"good.txt", "museum.txt", "pool.txt"}
    assert by_document["good.txt"]["output_text"] == f"Rewritten: {good}"
    assert by_document["museum.txt"]["outcome"] == "refused"
    assert by_document["museum.txt"]["error"] == REFUSED_LANGUAGE
    assert by_document["museum.txt"]["output_text"] is None
    assert by_document["museum.txt"]["source_evaluation"]["language_matched"] is False
    assert by_document["pool.txt"]["outcome"] == "failed"
    assert by_document["pool.txt"]["error"] == EVALUATION_FAILED
    assert by_document["pool.txt"]["output_text"] is None
    assert (out / "good.txt").read_text(encoding="utf-8") == f"Rewritten: {good}\n"
    assert result.stdout.startswith(f"run {report['run_id']}: 1 rewritten, 0 source fallback, ")
    assert "1 refused, 1 failed" in result.stdout


@pytest.mark.usefixtures("prefect_server")
def test_a_refused_passage_alone_exits_1(route: ScriptedRoute, tmp_path: Path) -> None:
    source = "Muzeum jest zamknięte w poniedziałki."
    corpus = write_corpus(tmp_path, {"muzeum.txt": source + "\n"})
    route.generator = lambda text, n: "The museum is closed on Mondays."
    route.judge = lambda s, candidate: (
        evaluation(language_matched=False) if candidate == s else evaluation(grammar=0.1)
    )

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
            str(tmp_path / "out"),
        ],
    )

    assert result.exit_code == 1, result.output
    assert f"muzeum.txt#0: refused: {REFUSED_LANGUAGE}" in result.stderr.splitlines()
    assert ": 0 rewritten, 0 source fallback, 1 refused, 0 failed\n" in result.stdout
    assert len(judge_requests(route)) == 2
    # No --temperature: the route owns sampling, so none is sent.
    (generated,) = generator_requests(route)
    assert "temperature" not in generated.body


@pytest.mark.usefixtures("prefect_server")
def test_detector_none_cannot_be_combined_with_a_detector(
    route: ScriptedRoute, tmp_path: Path
) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "Text to rewrite.\n"})

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--detector",
            "none",
            "--detector",
            "local",
        ],
    )

    assert result.exit_code == 2
    assert "--detector none cannot be combined with other detectors" in result.stderr
    assert route.seen == []


@pytest.mark.usefixtures("prefect_server")
def test_unknown_detector_is_a_usage_error(route: ScriptedRoute, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "Text to rewrite.\n"})

    result = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.8", "--detector", "nosuch"]
    )

    assert result.exit_code == 2
    assert result.stderr.startswith("--detector: unknown detector 'nosuch' (known: ")
    assert route.seen == []


# --- the protected-facts guard, with a judge that passes everything -------------------------------

GUARDED = {
    "clinic.md": "The clinic treated 1,240 patients between 14 March and 2 April 2024.\n",
    "law.txt": "Zgodnie z art. 23 ust. 1 pkt 4 ustawy wniosek należy złożyć do 30 czerwca.\n",
    "doi.txt": "The effect was small (Kowalska et al., 2021, doi:10.1000/xyz123).\n",
}
DAMAGED = {
    "The clinic treated 1,240 patients between 14 March and 2 April 2024.": (
        "The clinic treated 1,420 patients between 4 March and 2 April 2024."
    ),
    "Zgodnie z art. 23 ust. 1 pkt 4 ustawy wniosek należy złożyć do 30 czerwca.": (
        "Zgodnie z ustawą wniosek należy złożyć do 30 czerwca."
    ),
    "The effect was small (Kowalska et al., 2021, doi:10.1000/xyz123).": "The effect was small.",
}


@pytest.mark.parametrize(
    ("mode", "outcome"), [("strict", "source_fallback"), ("warn", "rewritten")]
)
def test_a_judge_that_passes_everything_cannot_publish_damaged_facts_under_the_guard(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, mode: str, outcome: str
) -> None:
    corpus = write_corpus(tmp_path, GUARDED)
    route.generator = lambda passage, n: DAMAGED[passage]
    route.judge = lambda source, candidate: evaluation()  # weak, or fooled: passes anything
    out = tmp_path / "out"

    result = CliRunner().invoke(
        app,
        [
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--candidates",
            "1",
            "--detector",
            "none",
            "--guard",
            mode,
            "--out",
            str(out),
            "--json",
        ],
    )

    assert result.exit_code == 0, result.output
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert {p["outcome"] for p in report["passages"]} == {outcome}
    # strict: the damaged candidates cost no judge call, only the sources are judged; warn:
    # the judge decides, and this one publishes the damage.
    judged = sorted(seen.data["candidate"] for seen in route.of_kind("judge"))
    expected = [t.strip() for t in GUARDED.values()] if mode == "strict" else list(DAMAGED.values())
    assert judged == sorted(expected)
    for passage in report["passages"]:
        candidate, *revisions = passage["candidates"]
        assert candidate["guard"]["passed"] is False
        assert candidate["guard"]["findings"], passage["document"]
        # strict: the route answers a revision request with the same damage (a revision that
        # shares the candidate's report and is never judged); warn makes no repairs.
        assert [(r["repair_of"], r["guard"]["passed"]) for r in revisions] == (
            [(0, False)] if mode == "strict" else []
        )
    messages = [
        f["message"] for p in report["passages"] for f in p["candidates"][0]["guard"]["findings"]
    ]
    assert any('"1,240" has no counterpart in the candidate' in m for m in messages), messages
    if mode == "strict":
        for name, text in GUARDED.items():
            assert (out / name).read_text(encoding="utf-8") == text  # the source stands
    markdown = (out / "report.md").read_text(encoding="utf-8")
    assert "has no counterpart in the candidate" in markdown

"""End to end on the embedded local model: the real CLI, real server, real calls, real store.

The 135M model's prose is not judged here; the test checks that outputs, report.json and the
audit store agree with each other and with the exit status.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from skryba.audit.store import AuditStore

POLISH = "Zakręcaj kran podczas mycia zębów. Oszczędzasz w ten sposób kilka litrów wody dziennie.\n"
ENGLISH = (
    "Walking for thirty minutes a day is good for the heart. It also helps you sleep better.\n"
)


@pytest.fixture(scope="module")
def embedded_run(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    """One CLI run over a two-document corpus (Polish and English) on the embedded model."""
    work = tmp_path_factory.mktemp("e2e")
    corpus = work / "corpus"
    corpus.mkdir()
    (corpus / "pl.md").write_text(f"{POLISH}\n```sh\nls -l\n```\n", encoding="utf-8")
    (corpus / "en.txt").write_text(ENGLISH, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SKRYBA_", "PREFECT_"))}
    env |= {
        "SKRYBA_DATABASE_URL": f"sqlite:///{work / 'audit.db'}",
        "PREFECT_HOME": str(work / "prefect-home"),
    }
    completed = subprocess.run(
        [
            sys.executable,
            "-m",
            "skryba.cli",
            "rewrite",
            str(corpus),
            "--minimum-quality",
            "0.5",
            "--candidates",
            "2",
            "--out",
            str(work / "out"),
        ],
        env=env,
        cwd=work,
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )
    return {"work": work, "completed": completed, "db": work / "audit.db"}


def test_cli_exit_status_matches_report(embedded_run: dict[str, object]) -> None:
    completed = embedded_run["completed"]
    assert isinstance(completed, subprocess.CompletedProcess)
    work = embedded_run["work"]
    assert isinstance(work, Path)
    assert completed.returncode in (0, 1), completed.stderr[-3000:]
    report = json.loads((work / "out" / "report.json").read_text(encoding="utf-8"))
    outcomes = [p["outcome"] for p in report["passages"]]
    # The Polish paragraph (its code fence passes through) and the English one.
    assert len(outcomes) == 2
    bad = sum(o in ("failed", "refused") for o in outcomes)
    assert completed.returncode == (1 if bad else 0)
    for key in ("rewritten", "source_fallback", "refused", "failed"):
        assert report["summary"][key] == outcomes.count(key)
    assert report["generator_model"] == report["judge_model"] == "smollm2-135m-instruct"
    assert "maker grades its own work" in completed.stderr
    # llama.cpp's own chatter (model loading, context sizes) stays off the user's terminal.
    assert "llama_" not in completed.stderr, completed.stderr[-3000:]


def test_outputs_agree_with_report(embedded_run: dict[str, object]) -> None:
    work = embedded_run["work"]
    assert isinstance(work, Path)
    report = json.loads((work / "out" / "report.json").read_text(encoding="utf-8"))
    by_doc: dict[str, list[dict[str, object]]] = {}
    for passage in report["passages"]:
        by_doc.setdefault(str(passage["document"]), []).append(passage)
    english = (work / "out" / "en.txt").read_text(encoding="utf-8")
    (en_passage,) = by_doc["en.txt"]
    expected = (
        en_passage["output_text"] if en_passage["output_text"] is not None else ENGLISH.strip()
    )
    assert english.strip() == str(expected).strip()
    polish = (work / "out" / "pl.md").read_text(encoding="utf-8")
    assert polish.endswith("\n```sh\nls -l\n```\n")
    for passage in by_doc["pl.md"]:
        if passage["output_text"] is not None:
            assert str(passage["output_text"]) in polish
    for passage in report["passages"]:
        if passage["outcome"] == "rewritten":
            winner = passage["candidates"][passage["winner_position"]]
            assert winner["evaluation"]["passed"] is True
            assert winner["text"] == passage["output_text"]
        if passage["outcome"] == "source_fallback":
            assert passage["source_evaluation"]["style_matched"] is True
            assert passage["source_evaluation"]["language_matched"] is True


def test_audit_store_agrees_with_report(embedded_run: dict[str, object]) -> None:
    work = embedded_run["work"]
    db = embedded_run["db"]
    assert isinstance(work, Path) and isinstance(db, Path)
    report = json.loads((work / "out" / "report.json").read_text(encoding="utf-8"))
    store = AuditStore.open(f"sqlite:///{db}")
    try:
        history = store.run_history(report["run_id"])
        summary = report["summary"]
        expected = {k: v for k, v in summary.items() if k != "document_errors" and v}
        assert {k: v for k, v in history.counts.items() if v} == expected
        for passage in report["passages"]:
            detail = store.passage_history(
                report["run_id"], f"{passage['document']}#{passage['index']}"
            )
            assert detail.passage.outcome == passage["outcome"]
            # Two candidates, and any revisions of flagged ones after them (the repair stage).
            assert [c.position for c in detail.candidates if c.round == 0] == [0, 1]
            assert all(c.repair_of is not None for c in detail.candidates[2:])
            # Every judge reply of the embedded model validated (grammar-constrained decoding).
            assert detail.evaluations and all(e.error is None for e in detail.evaluations)
            assert all(e.raw_reply for e in detail.evaluations)
    finally:
        store.close()

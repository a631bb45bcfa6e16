"""``skryba audit``: the readable view of a run and of a passage, and ``--json`` unchanged."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path

import pytest
from rich.console import Console
from typer.testing import CliRunner

from models.audit_views import RunStatus
from models.evaluation import JudgeEvaluation
from models.guard import GuardFinding, GuardReport
from models.outcome import CandidateResult, JudgeOutcome, Outcome, PassageRef, PassageResult
from models.spend import ModelPrice, PriceTable
from skryba.audit import AuditStore
from skryba.audit.render import passage_view, run_view, show_audit
from skryba.cli import app
from skryba.settings import Settings
from skryba.spend.cost import run_cost
from tests.audit_writes import finish_passage, record_candidate, record_evaluation, start_passage
from tests.test_audit_store import (
    chat,
    judge_reply,
    judged,
    record_fallback,
    record_rewritten,
    start_run,
)

WIDTH = 80
PRICES = PriceTable(currency="USD", models={"route/model-a": ModelPrice(input=0.15, output=0.6)})
# Looks like Rich markup: must be printed as written, never interpreted.
MARKUP_DOCUMENT = "notes/[bold red]a.md"


def console(width: int = WIDTH) -> Console:
    return Console(file=io.StringIO(), width=width, record=True, color_system=None)


def render(renderable: object, width: int = WIDTH) -> str:
    out = console(width)
    out.print(renderable)
    return out.export_text()


def flatten(text: str) -> str:
    """The text without panel borders and line breaks, so wrapped phrases can be matched."""
    return " ".join(re.sub(r"[│┃]", " ", text).split())


def fits(text: str, width: int = WIDTH) -> None:
    too_wide = [line for line in text.splitlines() if len(line.rstrip()) > width]
    assert not too_wide, too_wide


def record_guarded_jury(store: AuditStore, run_id: str) -> str:
    """One candidate with a guard finding (warn mode) judged by two jurors; source fallback."""
    ref = PassageRef(document="jury.md", index=3)
    source = "The fee is 40 EUR from 1 May."
    candidate = "The fee is 45 EUR from May."
    passage_id = start_passage(store, store_run := run_id, ref, source)
    del store_run
    cid = record_candidate(store, passage_id, 0, candidate, chat("gen-j", candidate), None)
    first = judged(judge_reply(0.9), "juror-1").model_copy(
        update={"chat": chat("juror-1", "x").model_copy(update={"model": "juror/alpha"})}
    )
    second = judged(judge_reply(0.4, issues=("the amount changed",)), "juror-2").model_copy(
        update={"chat": chat("juror-2", "x").model_copy(update={"model": "juror/beta"})}
    )
    record_evaluation(store, passage_id, [cid], [0], first)
    record_evaluation(store, passage_id, [cid], [0], second)
    source_judge = judged(judge_reply(0.6), "juror-source")
    record_evaluation(store, passage_id, None, [], source_judge)
    guard = GuardReport(
        passed=False,
        findings=[
            GuardFinding(
                kind="number",
                source_span="40 EUR",
                candidate_span="45 EUR",
                message="amount 40 EUR has no counterpart in the candidate",
            )
        ],
    )
    aggregate = JudgeOutcome(
        evaluation=JudgeEvaluation.model_validate_json(
            json.dumps(json.loads(judge_reply(0.4).split("```json\n")[1].split("\n```")[0]))
        ),
        passed=False,
        failed_rules=["meaning_preservation 0.4 is below the minimum quality 0.7"],
    )
    finish_passage(
        store,
        passage_id,
        PassageResult(
            ref=ref,
            source_text=source,
            outcome=Outcome.SOURCE_FALLBACK,
            output_text=source,
            quality_passed=False,
            reason="no candidate passed the quality judge; the source matches the profile",
            source_judge=source_judge,
            candidates=[CandidateResult(position=0, text=candidate, judge=aggregate, guard=guard)],
        ),
    )
    return passage_id


@pytest.fixture
def run_id(isolated_env: Path) -> str:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        run = start_run(store)
        record_rewritten(store, run, PassageRef(document=MARKUP_DOCUMENT, index=0))
        record_fallback(
            store, run, PassageRef(document="notes/" + "long-name-" * 12 + ".md", index=12)
        )
        record_guarded_jury(store, run)
        start_passage(store, run, PassageRef(document="notes/c.md", index=1), "Not finished.")
        store.finish_run(run, RunStatus.INTERRUPTED)
    return run


def test_the_run_view_shows_header_counts_cost_and_every_passage(
    run_id: str, isolated_env: Path
) -> None:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.run_history(run_id)
        text = render(run_view(history, run_cost(store.usage(run_id), PRICES)))
    fits(text)
    for expected in (
        f"Run {run_id}",
        "status        interrupted",
        "profile       style academic · audience reviewers · language pl",
        "generator     route/model-a",
        "judge         route/model-a",
        "min. quality  0.7",
        "warning       the judge model is the generator model",
        "rewritten                1",
        "source_fallback          2",
        "unfinished               1",
        "total  0.",
        "generate",
        "fallback",
        f"{MARKUP_DOCUMENT}#0",
        "lowest mean AI probability among 2",
        "notes/c.md#1",
    ):
        assert expected in text, expected
    assert "USD" in text


def test_without_prices_the_run_view_says_cost_is_not_configured(
    run_id: str, isolated_env: Path
) -> None:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        text = render(run_view(store.run_history(run_id), run_cost(store.usage(run_id), None)))
    assert "total  not configured (set SKRYBA_PRICES to a price table)" in text
    assert "tokens in" in text and " cost " not in text


def test_the_passage_view_shows_every_candidate_reply_and_score(
    run_id: str, isolated_env: Path
) -> None:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.passage_history(run_id, f"{MARKUP_DOCUMENT}#0")
        text = render(passage_view(history, store.get_run(run_id), PRICES))
    fits(text)
    flat = flatten(text)
    assert f"Passage {MARKUP_DOCUMENT}#0" in text
    assert "candidate 0 ★ winner" in text
    for position in (1, 2, 3):
        assert f"candidate {position}" in text
    # The shared evaluation is shown once, the duplicate points at it.
    assert "same text as candidate 0: judged once" in text
    assert flat.count("meaning_preservation 0.90") == 1
    # Parsed and raw replies, the invalid one with its binding message.
    assert "quality 0.75 (lowest dimension)" in flat
    assert "critical_error no · style_matched yes · language_matched yes" in flat
    assert "quality judge returned invalid grammar score 1.4" in flat
    assert '"grammar": 1.4' in flat and "raw reply" in text
    assert "route answered HTTP 400: bad request" in flat
    assert "no reply recorded (the call failed)" in flat
    # Detector scores for the winner and the source, an unsupported language noted.
    assert "gptzero 0.31" in flat and "local 0.12" in flat
    assert "language pl is not supported" in flat
    # Each call with its usage and cost: 300 in / 90 out at 0.15/0.6 per million.
    assert "request judge-shared · 0.25 s · tokens 300 in / 90 out" in flat
    assert "cost 0.000099 USD" in flat


def test_the_passage_view_shows_guard_findings_and_every_juror(
    run_id: str, isolated_env: Path
) -> None:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.passage_history(run_id, "jury.md#3")
        text = render(passage_view(history, store.get_run(run_id), None))
    fits(text)
    flat = flatten(text)
    assert "guard failed" in flat
    assert "number amount 40 EUR has no counterpart in the candidate ('40 EUR' → '45 EUR')" in flat
    assert "judge reply · juror/alpha" in flat and "judge reply · juror/beta" in flat
    assert "issues the amount changed" in flat
    assert "The source itself" in text
    assert "cost" not in flat  # no price table: no cost is shown, and none is made up


def test_a_narrow_terminal_still_fits(run_id: str, isolated_env: Path) -> None:
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.passage_history(run_id, f"{MARKUP_DOCUMENT}#0")
        fits(render(passage_view(history, store.get_run(run_id), PRICES), 60), 60)
        fits(
            render(run_view(store.run_history(run_id), run_cost(store.usage(run_id), PRICES)), 60),
            60,
        )


def test_the_cli_is_readable_by_default_and_json_keeps_the_stored_records(
    run_id: str, isolated_env: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    runner = CliRunner()
    shown = runner.invoke(app, ["audit", run_id])
    assert shown.exit_code == 0, shown.output
    assert f"Run {run_id}" in shown.stdout
    assert "not configured" in shown.stdout

    as_json = runner.invoke(app, ["audit", run_id, "--json"])
    passage_json = runner.invoke(app, ["audit", run_id, "--passage", "jury.md#3", "--json"])
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        assert as_json.stdout == store.run_history(run_id).model_dump_json(indent=2) + "\n"
        assert passage_json.stdout == (
            store.passage_history(run_id, "jury.md#3").model_dump_json(indent=2) + "\n"
        )

    prices = tmp_path / "prices.json"
    prices.write_text(
        json.dumps({"currency": "USD", "route/model-a": {"input": 0.15, "output": 0.6}})
    )
    monkeypatch.setenv("SKRYBA_PRICES", str(prices))
    shown = runner.invoke(app, ["audit", run_id, "--passage", "jury.md#3"])
    assert shown.exit_code == 0, shown.output
    assert "Passage jury.md#3" in shown.stdout and "USD" in shown.stdout

    prices.write_text("{")
    broken = runner.invoke(app, ["audit", run_id])
    assert broken.exit_code == 2
    assert broken.stderr.startswith(f"SKRYBA_PRICES: price table {prices}: is not valid JSON")
    # --json reads no prices: the stored records never depend on them.
    assert runner.invoke(app, ["audit", run_id, "--json"]).exit_code == 0

    monkeypatch.delenv("SKRYBA_PRICES")
    missing = runner.invoke(app, ["audit", "no-such-run"])
    assert missing.exit_code == 2
    assert missing.stderr.startswith("unknown run 'no-such-run' in the audit store sqlite:///")


def test_show_audit_prints_to_the_console_it_is_given(run_id: str) -> None:
    out = console()
    show_audit(run_id, "notes/c.md#1", settings=Settings(), console=out)
    text = out.export_text()
    assert "Passage notes/c.md#1" in text and "unfinished" in text
    assert "no candidate was recorded" in text

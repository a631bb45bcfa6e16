"""``--max-cost``: a budget that allows a few passages of many, on the scripted route."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from models.chat import ChatResult
from models.run import RunParameters
from models.spend import ModelPrice, PriceTable
from skryba.audit import AuditStore
from skryba.cli import app
from skryba.errors import UsageError
from skryba.runner import RunDriver, run_corpus
from skryba.spend.budget import MAX_COST_NEEDS_PRICES, Admission, Budget, check_budget_prices
from skryba.spend.cost import SpendMeter
from tests.stub_route import ScriptedRoute, evaluation
from tests.test_rewrite_flow import write_corpus
from tests.test_train import restore_cli_side_effects  # noqa: F401  (a fixture)

# Every scripted call reports 10 prompt and 5 completion tokens: 15 tokens at 1000 per million
# is 0.015 a call; a passage with one candidate makes two calls (generate, judge): 0.03.
PRICE_FILE = {
    "currency": "USD",
    "stub-generator": {"input": 1000, "output": 1000},
    "stub-judge": {"input": 1000, "output": 1000},
    "judge-b": {"input": 1000, "output": 1000},
}
PASSAGE = 0.03


def _prices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, table: dict[str, object]) -> Path:
    path = tmp_path / "prices.json"
    path.write_text(json.dumps(table), encoding="utf-8")
    monkeypatch.setenv("SKRYBA_PRICES", str(path))
    return path


def _exists(path: Path) -> bool:
    return path.exists()


def _corpus(tmp_path: Path, passages: int = 10) -> Path:
    return write_corpus(
        tmp_path, {f"p{i:02}.txt": f"Passage number {i}.\n" for i in range(passages)}
    )


def _params(corpus: Path, out: Path, **fields: object) -> RunParameters:
    return RunParameters.model_validate(
        {
            "inputs": [str(corpus)],
            "minimum_quality": 0.5,
            "detectors": [],
            "candidates": 1,
            "out": str(out),
            **fields,
        }
    )


# --- plain functions -----------------------------------------------------------------------------


def test_the_meter_counts_what_passages_in_flight_will_still_cost() -> None:
    meter = SpendMeter()
    meter.add("a", 0.3)
    meter.finish("a")  # mean 0.3
    meter.add("b", 0.1)  # in flight, so far 0.1 of an expected 0.3
    # Without in-flight awareness: 0.4 spent + 0.3 = 0.7.
    assert not meter.would_exceed(0.7)
    # b will cost at least the mean, and one more passage started but unseen: 0.3 + 0.3 + 0.3
    # + the next 0.3 = 1.2.
    assert meter.would_exceed(1.19, in_flight=2)
    assert not meter.would_exceed(1.2, in_flight=2)
    meter.add("c", 0.5)  # above the mean: counted as it is
    assert not meter.would_exceed(1.4, in_flight=2)
    assert meter.would_exceed(1.39, in_flight=2)


def _chat(prompt: int, completion: int) -> ChatResult:
    return ChatResult(
        text="x",
        model="stub",
        request_id=None,
        latency_s=0.1,
        prompt_tokens=prompt,
        completion_tokens=completion,
    )


def test_the_budget_waits_for_the_first_passage_then_stops_before_the_limit() -> None:
    prices = PriceTable(models={"gen": ModelPrice(input=1000, output=1000)})
    budget = Budget(0.1, prices, "gen")
    assert budget.admission() is Admission.START
    budget.admit()
    # Nothing finished: the cost of a passage is unknown, so no second one yet.
    assert budget.admission() is Admission.WAIT
    budget.record("p1", _chat(10, 5), "gen")
    budget.record("p1", _chat(10, 5), "gen")
    budget.finished("p1")
    assert budget.meter.mean_per_passage == pytest.approx(PASSAGE)
    for _ in range(2):  # 0.03 spent + 0.03 each in flight + 0.03 next <= 0.1
        assert budget.admission() is Admission.START
        budget.admit()
    assert budget.admission() is Admission.STOP
    budget.skip()
    assert budget.admission() is Admission.STOP  # once stopped, stays stopped
    assert budget.stopped and budget.not_started == 1
    message = budget.stop_message("RUN", "USD")
    assert message == (
        "stopped at the budget: 0.03 of 0.1 USD spent; 1 passage(s) not started; "
        "--resume RUN to continue"
    )


def test_a_budget_needs_prices_for_every_model() -> None:
    prices = PriceTable(models={"gen": ModelPrice(input=1, output=1)})
    with pytest.raises(UsageError) as no_table:
        check_budget_prices(1.0, None, ["gen"])
    assert str(no_table.value) == MAX_COST_NEEDS_PRICES
    with pytest.raises(UsageError, match=r"no price for judge-a, judge-b$"):
        check_budget_prices(1.0, prices, ["gen", "judge-a", "judge-b", "gen"])
    assert check_budget_prices(1.0, prices, ["gen"]) is prices


# --- real runs on the scripted route -------------------------------------------------------------


async def test_the_budget_stops_new_passages_and_resume_continues(
    route: ScriptedRoute,
    tmp_path: Path,
    isolated_env: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _prices(tmp_path, monkeypatch, PRICE_FILE)
    corpus = _corpus(tmp_path)
    out = tmp_path / "out"
    problems: list[str] = []

    summary = await run_corpus(
        _params(corpus, out, max_cost=0.1), RunDriver(on_problem=problems.append)
    )

    # The first passage alone (its cost unknown), then two more: 0.03 + 2 x 0.03 + 0.03 > 0.1
    # would be a fourth.
    assert summary.rewritten == 3
    assert summary.not_started == 7
    message = (
        "stopped at the budget: 0.09 of 0.1 USD spent; 7 passage(s) not started; "
        f"--resume {summary.run_id} to continue"
    )
    assert summary.budget_stop == message
    assert problems == [message]
    assert not summary.ok
    assert len(route.seen) == 6  # nothing started beyond the budget
    assert sorted(p.name for p in out.glob("*.txt")) == ["p00.txt", "p01.txt", "p02.txt"]
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["status"] == "interrupted"
    assert report["budget"] == {
        "max_cost": 0.1,
        "currency": "USD",
        "spent": pytest.approx(0.09),
        "stopped": True,
        "not_started": 7,
        "message": message,
    }
    assert report["cost"]["total"] == pytest.approx(0.09)
    assert "**The budget stopped this run** (--max-cost 0.1 USD)" in (
        (out / "report.md").read_text(encoding="utf-8")
    )
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        assert store.get_run(summary.run_id).status.value == "interrupted"

    # --resume with a new budget: the meter starts from the 0.09 already spent, mean 0.03.
    resumed = await run_corpus(
        _params(corpus, out, max_cost=0.2, resume=summary.run_id),
        RunDriver(on_problem=problems.append),
    )
    assert resumed.run_id == summary.run_id
    assert resumed.rewritten == 6 and resumed.not_started == 4
    assert resumed.budget_stop is not None
    assert resumed.budget_stop.startswith("stopped at the budget: 0.18 of 0.2 USD spent; 4 ")
    assert len(route.seen) == 12

    # And without a budget the rest is done; nothing finished is paid for again.
    done = await run_corpus(_params(corpus, out, resume=summary.run_id))
    assert done.ok and done.rewritten == 10 and done.budget_stop is None
    assert len(route.seen) == 20
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["status"] == "completed" and report["budget"] is None
    assert len(list(out.glob("*.txt"))) == 10


async def test_a_jury_is_priced_per_juror_against_the_budget(
    route: ScriptedRoute,
    tmp_path: Path,
    isolated_env: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _prices(tmp_path, monkeypatch, PRICE_FILE)
    route.juror = lambda model, source, candidate: evaluation()
    corpus = _corpus(tmp_path, passages=6)
    # Three calls a passage (generate, judge-a... here stub-judge, judge-b): 0.045 each.
    summary = await run_corpus(
        _params(corpus, tmp_path / "out", max_cost=0.1, judge_model=["stub-judge", "judge-b"])
    )
    # 0.045 + 0.045 (in flight) + 0.045 (next) > 0.1: the second passage is the last.
    assert summary.rewritten == 2 and summary.not_started == 4
    assert summary.budget_stop is not None and "0.09 of 0.1 USD" in summary.budget_stop


async def test_without_prices_for_every_juror_the_run_refuses_to_start(
    route: ScriptedRoute,
    tmp_path: Path,
    isolated_env: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    _prices(tmp_path, monkeypatch, {k: v for k, v in PRICE_FILE.items() if k != "judge-b"})
    corpus = _corpus(tmp_path, passages=1)
    with pytest.raises(UsageError, match="no price for judge-b"):
        await run_corpus(
            _params(corpus, tmp_path / "out", max_cost=1, judge_model=["stub-judge", "judge-b"])
        )
    assert route.seen == []
    assert not _exists(isolated_env)  # refused before the audit store was opened


def test_the_cli_refuses_max_cost_without_a_price_table_with_exit_2(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = _corpus(tmp_path, passages=1)
    result = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.5", "--max-cost", "0.5"]
    )
    assert result.exit_code == 2
    assert result.stderr == MAX_COST_NEEDS_PRICES + "\n"
    assert route.seen == []
    bad = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.5", "--max-cost", "0"]
    )
    assert bad.exit_code == 2
    assert bad.stderr.startswith("--max-cost: ")


@pytest.mark.usefixtures("prefect_server", "restore_cli_side_effects")
def test_the_cli_stops_at_the_budget_with_exit_1_and_names_it(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _prices(tmp_path, monkeypatch, PRICE_FILE)
    corpus = _corpus(tmp_path, passages=6)
    out = tmp_path / "out"
    arguments = ["rewrite", str(corpus), "--minimum-quality", "0.5", "--candidates", "1"]
    arguments += ["--detector", "none", "--out", str(out), "--max-cost", "0.07"]

    result = CliRunner().invoke(app, arguments)

    assert result.exit_code == 1, result.output
    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    run_id = report["run_id"]
    # 0.03 + 0.03 in flight + 0.03 next > 0.07: two passages, four never started.
    message = (
        f"stopped at the budget: 0.06 of 0.07 USD spent; 4 passage(s) not started; "
        f"--resume {run_id} to continue"
    )
    assert result.stderr.splitlines().count(message) == 1  # said once, not once per front end
    assert report["summary"]["rewritten"] == 2 and report["status"] == "interrupted"

    resumed = CliRunner().invoke(
        app, [*arguments[:-2], "--resume", run_id, "--max-cost", "0.5", "--json"]
    )
    assert resumed.exit_code == 0, resumed.output
    summary = json.loads(resumed.stdout)
    assert (summary["run_id"], summary["rewritten"], summary["budget_stop"]) == (run_id, 6, None)
    assert len(route.seen) == 12  # no finished passage was paid for twice


@pytest.mark.usefixtures("prefect_server")
async def test_the_flow_runs_outcome_table_says_the_budget_stopped_it(tmp_path: Path) -> None:
    from prefect import flow
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey, FlowRunFilter

    from models.run import RunSummary
    from skryba.orchestration.artifacts import publish_report

    report_md = tmp_path / "report.md"
    report_md.write_text("# report\n", encoding="utf-8")
    message = "stopped at the budget: 0.06 of 0.07 USD spent; 4 passage(s) not started; ..."
    summary = RunSummary(
        run_id="RUN",
        out=str(tmp_path),
        report_json=str(tmp_path / "report.json"),
        report_md=str(report_md),
        rewritten=2,
        budget_stop=message,
        not_started=4,
    )

    @flow
    async def publish() -> str:
        from prefect.runtime import flow_run

        await publish_report(summary)
        return str(flow_run.id)

    flow_run_id = await publish()
    async with get_client() as client:
        (outcomes,) = await client.read_artifacts(
            artifact_filter=ArtifactFilter(key=ArtifactFilterKey(any_=["skryba-outcomes"])),
            flow_run_filter=FlowRunFilter(id={"any_": [flow_run_id]}),
        )
    assert outcomes.description is not None and message in outcomes.description
    rows = json.loads(str(outcomes.data))
    assert {"outcome": "not started (budget)", "passages": 4} in rows

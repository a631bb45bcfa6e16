"""Spend in report.json, report.md and the Prefect cost table, from a real SQLite audit store."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from models.run import RunParameters
from models.spend import ModelPrice, PriceTable
from skryba.audit import AuditStore
from skryba.orchestration.artifacts import cost_rows
from skryba.reports.report import write_reports
from skryba.runner import run_corpus
from skryba.spend.cost import format_cost
from tests.stub_route import ScriptedRoute
from tests.test_rewrite_flow import write_corpus
from tests.test_spend import PRICES, record_priced_run


def _store(database: Path) -> AuditStore:
    return AuditStore.open(f"sqlite:///{database}")


def test_report_json_and_md_show_the_cost(tmp_path: Path, isolated_env: Path) -> None:
    with _store(isolated_env) as store:
        run_id = record_priced_run(store)
        everything = PriceTable(
            currency="USD", models={**PRICES.models, "gen-v1": ModelPrice(input=1, output=1)}
        )
        paths = write_reports(store, run_id, tmp_path / "out", prices=everything)
    report = json.loads(paths.json_path.read_text(encoding="utf-8"))
    cost = report["cost"]
    # One generation reported no usage, so the total is unknown; what was priced is kept apart.
    assert cost["configured"] is True
    assert cost["currency"] == "USD"
    assert cost["total"] is None
    assert cost["unknown_calls"] == 1 and cost["calls_without_usage"] == 1
    assert cost["calls_without_reply"] == 2
    judge = (5500 * 2.0 + 600 * 8.0) / 1e6
    fallback = (1200 * 2.0 + 80 * 8.0) / 1e6
    generate = (1500 * 0.5 + 150 * 1.5) / 1e6  # priced as "gen", the model asked for
    assert cost["by_stage"]["judge"]["cost"] == pytest.approx(judge)
    assert cost["by_stage"]["fallback"]["cost"] == pytest.approx(fallback)
    assert cost["by_stage"]["generate"]["cost"] is None
    assert cost["by_stage"]["generate"]["priced_cost"] == pytest.approx(generate)
    assert cost["priced_total"] == pytest.approx(generate + judge + fallback)
    assert set(cost["by_model"]) == {"gen", "judge"}
    assert (cost["prompt_tokens"], cost["completion_tokens"]) == (8200, 830)
    assert paths.cost.priced_total == pytest.approx(cost["priced_total"])

    markdown = paths.md_path.read_text(encoding="utf-8")
    assert "## Cost" in markdown
    assert "Total: **unknown: 1 call(s) could not be priced (1 call(s) reported no usage)" in (
        markdown
    )
    assert f"| judge | 4 | 5500 | 600 | {format_cost(judge, 'USD')} |" in markdown
    assert f"| fallback | 1 | 1200 | 80 | {format_cost(fallback, 'USD')} |" in markdown
    assert (
        f"| generate | 4 | 1500 | 150 | unknown (1 unpriced call(s); the rest "
        f"{format_cost(generate, 'USD')}) |"
    ) in markdown
    assert "2 call(s) failed before any reply" in markdown
    # The cost sits in the head, before the passages.
    assert markdown.index("## Cost") < markdown.index("## Passages")


def test_without_a_price_table_the_reports_say_so_and_show_tokens(
    tmp_path: Path, isolated_env: Path
) -> None:
    with _store(isolated_env) as store:
        run_id = record_priced_run(store)
        paths = write_reports(store, run_id, tmp_path / "out")
    cost = json.loads(paths.json_path.read_text(encoding="utf-8"))["cost"]
    assert cost["configured"] is False
    assert cost["total"] is None and cost["priced_total"] is None
    assert cost["by_stage"]["judge"] == {
        "calls": 4,
        "calls_without_reply": 1,
        "prompt_tokens": 5500,
        "completion_tokens": 600,
        "unknown_calls": 0,
        "cost": None,
        "priced_cost": None,
    }
    markdown = paths.md_path.read_text(encoding="utf-8")
    assert "Total: **not configured (set SKRYBA_PRICES to a price table)**" in markdown
    assert "| stage | calls | tokens in | tokens out |\n" in markdown
    assert "| judge | 4 | 5500 | 600 |\n" in markdown


def test_the_prefect_cost_table_leads_with_the_total(isolated_env: Path) -> None:
    with _store(isolated_env) as store:
        run_id = record_priced_run(store)
        from skryba.spend.cost import run_cost

        priced = PriceTable(
            models={"gen": ModelPrice(input=1, output=1), "judge": PRICES.models["judge"]}
        )
        cost = run_cost(store.usage(run_id), priced)
    rows = cost_rows(cost)
    assert rows[0]["scope"] == "total"
    assert rows[0]["cost"] is None  # a generation without usage
    assert rows[0]["calls"] == 9
    assert str(rows[0]["note"]).startswith("unknown: 1 call(s) could not be priced")
    by_name = {(row["scope"], row["name"]): row for row in rows[1:]}
    assert set(by_name) == {
        ("stage", "generate"),
        ("stage", "judge"),
        ("stage", "fallback"),
        ("model", "gen"),
        ("model", "judge"),
    }
    assert by_name[("stage", "generate")]["note"] == "1 call(s) could not be priced"
    assert by_name[("stage", "judge")]["cost"] == pytest.approx((5500 * 2 + 600 * 8) / 1e6)


async def test_a_real_run_on_the_scripted_route_is_priced_from_its_reported_usage(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    # The scripted route answers every call with 10 prompt and 5 completion tokens, as "stub".
    corpus = write_corpus(tmp_path, {"a.txt": "One passage.\n\nAnother passage.\n"})
    summary = await run_corpus(
        RunParameters(inputs=[str(corpus)], minimum_quality=0.5, detectors=[], candidates=3,
                      out=str(tmp_path / "out"))
    )  # fmt: skip
    assert summary.rewritten == 2
    prices = PriceTable(
        currency="EUR",
        models={
            "stub-generator": ModelPrice(input=1.0, output=2.0),
            "stub-judge": ModelPrice(input=3.0, output=4.0),
        },
    )
    with _store(isolated_env) as store:
        paths = write_reports(store, summary.run_id, tmp_path / "priced", prices=prices)
    cost = paths.cost
    # Per passage: three identical candidates (3 generator calls), judged once.
    generate = 2 * 3 * (10 * 1.0 + 5 * 2.0) / 1e6
    judge = 2 * (10 * 3.0 + 5 * 4.0) / 1e6
    assert cost.by_stage["generate"].calls == 6
    assert cost.by_stage["judge"].calls == 2
    assert cost.total == pytest.approx(generate + judge)
    assert cost.by_model["stub-generator"].cost == pytest.approx(generate)
    assert cost.by_model["stub-judge"].cost == pytest.approx(judge)
    assert cost.currency == "EUR"
    assert len(route.seen) == 8


@pytest.mark.usefixtures("prefect_server")
async def test_the_flow_run_shows_the_total_in_its_table_artifacts(
    tmp_path: Path, isolated_env: Path
) -> None:
    from prefect import flow
    from prefect.client.orchestration import get_client
    from prefect.client.schemas.filters import ArtifactFilter, ArtifactFilterKey, FlowRunFilter

    from models.run import RunSummary
    from skryba.orchestration.artifacts import publish_report

    with _store(isolated_env) as store:
        run_id = record_priced_run(store)
        priced = PriceTable(
            currency="USD",
            models={"gen": ModelPrice(input=1, output=1), "judge": PRICES.models["judge"]},
        )
        paths = write_reports(store, run_id, tmp_path / "out", prices=priced)
    summary = RunSummary(
        run_id=run_id,
        out=str(tmp_path / "out"),
        report_json=str(paths.json_path),
        report_md=str(paths.md_path),
        rewritten=1,
        source_fallback=1,
        cost=paths.cost,
    )

    @flow
    async def publish() -> str:
        from prefect.runtime import flow_run

        await publish_report(summary)
        return str(flow_run.id)

    flow_run_id = await publish()
    async with get_client() as client:
        artifacts = {
            a.key: a
            for a in await client.read_artifacts(
                artifact_filter=ArtifactFilter(
                    key=ArtifactFilterKey(any_=["skryba-outcomes", "skryba-cost"])
                ),
                flow_run_filter=FlowRunFilter(id={"any_": [flow_run_id]}),
            )
        }
    outcomes, cost = artifacts["skryba-outcomes"], artifacts["skryba-cost"]
    assert outcomes.description is not None
    assert "cost: unknown: 1 call(s) could not be priced" in outcomes.description
    assert {"outcome": "rewritten", "passages": 1} in json.loads(str(outcomes.data))
    rows = json.loads(str(cost.data))
    assert rows[0]["scope"] == "total" and rows[0]["currency"] == "USD"
    assert rows[0]["cost"] is None and rows[0]["tokens_in"] == 8200
    assert rows == json.loads(json.dumps(cost_rows(paths.cost)))

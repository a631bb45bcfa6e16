"""Spend: the price table, pricing stored usage per stage and model, and the running meter."""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from pathlib import Path

import pytest

from models.chat import ChatResult
from models.outcome import JudgeOutcome, Outcome, PassageRef, PassageResult
from models.profile import RewriteProfile
from models.spend import ModelPrice, PriceTable, UsageGroup
from models.stage import StageName
from skryba.audit import AuditStore
from skryba.errors import ConfigurationError
from skryba.settings import Settings
from skryba.spend.cost import (
    SpendMeter,
    call_cost,
    chat_cost,
    describe_cost,
    format_cost,
    load_price_table,
    run_cost,
)
from tests.audit_pg import postgres_database  # noqa: F401  (fixture, used via getfixturevalue)
from tests.audit_writes import finish_passage, record_candidate, record_evaluation, start_passage
from tests.test_audit_store import judge_reply, judged

PRICES = PriceTable(
    currency="USD",
    models={
        "gen": ModelPrice(input=0.5, output=1.5),
        "judge": ModelPrice(input=2.0, output=8.0),
    },
)


# --- the price table -----------------------------------------------------------------------------


def test_a_json_and_a_toml_price_table_load_the_same(tmp_path: Path) -> None:
    as_json = tmp_path / "prices.json"
    as_json.write_text(
        json.dumps(
            {
                "currency": "EUR",
                "openai/gpt-4o-mini": {"input": 0.15, "output": 0.6},
                "local": {"input": 0, "output": 0},
            }
        ),
        encoding="utf-8",
    )
    as_toml = tmp_path / "prices.toml"
    as_toml.write_text(
        'currency = "EUR"\n\n["openai/gpt-4o-mini"]\ninput = 0.15\noutput = 0.6\n\n'
        "[local]\ninput = 0\noutput = 0\n",
        encoding="utf-8",
    )
    from_json = load_price_table(as_json)
    assert from_json == load_price_table(as_toml)
    assert from_json.currency == "EUR"
    assert from_json.models["openai/gpt-4o-mini"] == ModelPrice(input=0.15, output=0.6)
    assert from_json.models["local"].cost(1000, 1000) == 0.0


def test_the_currency_is_optional(tmp_path: Path) -> None:
    path = tmp_path / "p.json"
    path.write_text('{"m": {"input": 1, "output": 2}}', encoding="utf-8")
    assert load_price_table(path).currency is None


@pytest.mark.parametrize(
    ("name", "content", "problem"),
    [
        ("p.yaml", "m: {}", "must be a .json or .toml file"),
        ("p.json", '{"m": {"input": 1, "output": 2}', "is not valid JSON: Expecting ',' delimiter"),
        ("p.toml", "[m\ninput = 1", "is not valid TOML"),
        ("p.json", "[1, 2]", "must be an object mapping model names to prices"),
        ("p.json", '{"currency": "USD"}', "names no model"),
        ("p.json", '{"currency": 3, "m": {"input": 1, "output": 2}}', "'currency' must be a"),
        ("p.json", '{"m": {"input": -1, "output": 2}}', "model 'm': 'input': Input should be"),
        ("p.json", '{"m": {"input": "0.1", "output": 2}}', "model 'm': 'input': Input should"),
        ("p.json", '{"m": {"input": 1}}', "model 'm': 'output': Field required"),
        ("p.json", '{"m": {"input": 1, "ouput": 2}}', "model 'm': 'ouput': Extra inputs"),
        ("p.json", '{"m": 0.5}', "model 'm': Input should be a valid dictionary"),
        ("p.json", '{"m": {"input": NaN, "output": 1}}', "model 'm': 'input': Input should be"),
        ("p.json", b"\xff\xfe", "is not UTF-8 text"),
    ],
)
def test_a_bad_price_table_is_a_configuration_error_naming_file_and_problem(
    tmp_path: Path, name: str, content: str | bytes, problem: str
) -> None:
    path = tmp_path / name
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    with pytest.raises(ConfigurationError) as caught:
        load_price_table(path)
    message = str(caught.value)
    assert message.startswith(f"SKRYBA_PRICES: price table {path}: ")
    assert problem in message


def test_a_missing_price_file_is_a_configuration_error(tmp_path: Path) -> None:
    with pytest.raises(ConfigurationError, match=r"cannot be read: No such file or directory"):
        load_price_table(tmp_path / "absent.json")


def test_settings_read_skryba_prices(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert Settings().price_table() is None
    monkeypatch.setenv("SKRYBA_PRICES", "  ")
    assert Settings().price_table() is None
    path = tmp_path / "p.toml"
    path.write_text('currency = "PLN"\n[m]\ninput = 4\noutput = 16\n', encoding="utf-8")
    monkeypatch.setenv("SKRYBA_PRICES", str(path))
    table = Settings().price_table()
    assert table is not None and table.currency == "PLN"
    monkeypatch.setenv("SKRYBA_PRICES", str(tmp_path / "nope.toml"))
    with pytest.raises(ConfigurationError, match=r"nope\.toml: cannot be read"):
        Settings().price_table()


def test_missing_names_the_unpriced_models() -> None:
    assert PRICES.missing(["gen", "other", "judge", "x"]) == ["other", "x"]


# --- one call ------------------------------------------------------------------------------------


def test_one_call_is_priced_by_the_name_asked_for_then_the_name_answered() -> None:
    # 1000 prompt tokens at 0.5/M + 200 completion tokens at 1.5/M.
    assert call_cost(PRICES, "gen", "gen-2024-08-06", 1000, 200) == pytest.approx(0.0008)
    assert call_cost(PRICES, "alias", "judge", 1_000_000, 0) == pytest.approx(2.0)
    assert call_cost(PRICES, "alias", "other", 10, 10) is None
    assert call_cost(PRICES, "gen", "gen", None, 10) is None
    assert call_cost(PRICES, "gen", "gen", 10, None) is None
    assert call_cost(PRICES, "gen", None, 0, 0) == 0.0


def test_chat_cost_reads_the_usage_the_route_reported() -> None:
    chat = ChatResult(
        text="x",
        model="judge",
        request_id="r",
        latency_s=0.1,
        prompt_tokens=500,
        completion_tokens=50,
    )
    assert chat_cost(PRICES, chat, None) == pytest.approx((500 * 2.0 + 50 * 8.0) / 1e6)
    no_usage = chat.model_copy(update={"prompt_tokens": None, "completion_tokens": None})
    assert chat_cost(PRICES, no_usage, "judge") is None


# --- a run ---------------------------------------------------------------------------------------


def group(
    stage: StageName, requested: str | None, reported: str | None, **counts: int
) -> UsageGroup:
    return UsageGroup(stage=stage, requested_model=requested, reported_model=reported, **counts)


def test_run_cost_per_stage_and_model_with_everything_priced() -> None:
    groups = [
        group(StageName.GENERATE, "gen", "gen-v1", calls=6, prompt_tokens=6000,
              completion_tokens=1200, priced_prompt_tokens=6000, priced_completion_tokens=1200),
        group(StageName.JUDGE, "judge", "judge", calls=4, without_reply=1, prompt_tokens=3000,
              completion_tokens=300, priced_prompt_tokens=3000, priced_completion_tokens=300),
        group(StageName.FALLBACK, "judge", "judge", calls=1, prompt_tokens=700,
              completion_tokens=70, priced_prompt_tokens=700, priced_completion_tokens=70),
    ]  # fmt: skip
    cost = run_cost(groups, PRICES)
    generate = (6000 * 0.5 + 1200 * 1.5) / 1e6
    judge = (3000 * 2.0 + 300 * 8.0) / 1e6
    fallback = (700 * 2.0 + 70 * 8.0) / 1e6
    assert cost.configured and cost.complete
    assert cost.currency == "USD"
    assert cost.total == pytest.approx(generate + judge + fallback)
    assert cost.priced_total == cost.total
    assert cost.by_stage["generate"].cost == pytest.approx(generate)
    assert cost.by_stage["judge"].cost == pytest.approx(judge)
    assert cost.by_stage["fallback"].cost == pytest.approx(fallback)
    assert cost.by_model["gen"].cost == pytest.approx(generate)
    assert cost.by_model["judge"].cost == pytest.approx(judge + fallback)
    assert cost.by_model["judge"].calls == 5
    assert cost.calls_without_reply == 1
    assert (cost.prompt_tokens, cost.completion_tokens) == (9700, 1570)
    assert describe_cost(cost) == f"{format_cost(cost.total, 'USD')}"


def test_an_unpriced_model_makes_the_total_unknown_never_zero() -> None:
    groups = [
        group(StageName.GENERATE, "gen", "gen", calls=3, prompt_tokens=300, completion_tokens=30,
              priced_prompt_tokens=300, priced_completion_tokens=30),
        group(StageName.JUDGE, "mystery", "mystery-v2", calls=2, prompt_tokens=100,
              completion_tokens=10, priced_prompt_tokens=100, priced_completion_tokens=10),
    ]  # fmt: skip
    cost = run_cost(groups, PRICES)
    priced = (300 * 0.5 + 30 * 1.5) / 1e6
    assert cost.total is None
    assert not cost.complete
    assert cost.priced_total == pytest.approx(priced)
    assert cost.unknown_calls == 2
    assert cost.unpriced_models == ["mystery"]
    assert cost.by_stage["generate"].cost == pytest.approx(priced)
    assert cost.by_stage["judge"].cost is None
    assert cost.by_stage["judge"].unknown_calls == 2
    assert cost.by_model["mystery"].priced_cost == 0.0
    assert describe_cost(cost) == (
        "unknown: 2 call(s) could not be priced (no price for mystery); "
        f"the priced calls cost {format_cost(priced, 'USD')}"
    )


def test_calls_without_usage_are_unknown_and_failed_calls_are_not_priced() -> None:
    groups = [
        # 4 calls: 1 failed before any reply, 1 answered without usage, 2 priced.
        group(StageName.GENERATE, "gen", None, calls=4, without_reply=1, without_usage=1,
              prompt_tokens=250, completion_tokens=20, priced_prompt_tokens=200,
              priced_completion_tokens=20),
    ]  # fmt: skip
    cost = run_cost(groups, PRICES)
    assert cost.total is None
    assert cost.unknown_calls == 1
    assert cost.calls_without_usage == 1
    assert cost.calls_without_reply == 1
    assert cost.unpriced_models == []
    assert cost.priced_total == pytest.approx((200 * 0.5 + 20 * 1.5) / 1e6)
    assert "1 call(s) reported no usage" in describe_cost(cost)


def test_a_group_with_no_answered_call_names_no_unpriced_model() -> None:
    cost = run_cost([group(StageName.JUDGE, "mystery", None, calls=2, without_reply=2)], PRICES)
    assert cost.total == 0.0 and cost.unpriced_models == [] and cost.calls_without_reply == 2


def test_without_a_price_table_only_tokens_are_counted() -> None:
    groups = [group(StageName.GENERATE, "gen", "gen", calls=1, prompt_tokens=10,
                    completion_tokens=5, priced_prompt_tokens=10,
                    priced_completion_tokens=5)]  # fmt: skip
    cost = run_cost(groups, None)
    assert not cost.configured
    assert cost.total is None and cost.priced_total is None and cost.currency is None
    assert cost.by_stage["generate"].cost is None
    assert (cost.prompt_tokens, cost.completion_tokens) == (10, 5)
    assert describe_cost(cost) == "not configured (set SKRYBA_PRICES to a price table)"


def test_format_cost_never_shows_a_small_cost_as_zero() -> None:
    assert format_cost(0.0, "USD") == "0 USD"
    assert format_cost(0.0000004, None) == "<0.000001"
    assert format_cost(12.5, "EUR") == "12.5 EUR"
    assert format_cost(0.0123456789, None) == "0.012346"


# --- the running meter ---------------------------------------------------------------------------


def test_the_meter_stops_when_spend_plus_the_mean_would_exceed_the_budget() -> None:
    meter = SpendMeter()
    assert meter.mean_per_passage is None
    assert not meter.would_exceed(1.0)
    meter.add("a#0", 0.25)
    meter.add("a#0", 0.05)
    meter.add("b#0", 0.1)  # still in flight: in the spend, not in the mean
    assert meter.spent == pytest.approx(0.4)
    assert meter.would_exceed(0.35)  # no passage finished: spend alone, 0.4 > 0.35
    assert not meter.would_exceed(0.4)
    meter.finish("a#0")
    assert meter.finished == 1
    assert meter.mean_per_passage == pytest.approx(0.3)
    assert meter.would_exceed(0.69)  # 0.4 + 0.3
    assert not meter.would_exceed(0.7)
    meter.finish("b#0")
    assert meter.mean_per_passage == pytest.approx(0.2)
    assert meter.spent == pytest.approx(0.4)
    assert meter.would_exceed(0.59) and not meter.would_exceed(0.6)


def test_the_meter_with_no_mean_compares_spend_alone() -> None:
    meter = SpendMeter()
    meter.add("a#0", 0.5)
    assert meter.would_exceed(0.4)
    assert not meter.would_exceed(0.5)


def test_the_meter_counts_unknown_calls_and_can_be_seeded() -> None:
    meter = SpendMeter(spent=1.0, finished=4)
    assert meter.mean_per_passage == pytest.approx(0.25)
    assert meter.would_exceed(1.2) and not meter.would_exceed(1.25)
    chat = ChatResult(text="x", model="other", request_id=None, latency_s=0.1,
                      prompt_tokens=1, completion_tokens=1)  # fmt: skip
    assert meter.add_chat("c#0", PRICES, chat, "other") is None
    assert meter.unknown_calls == 1
    priced = meter.add_chat("c#0", PRICES, chat, "gen")
    assert priced == pytest.approx(2.0 / 1e6)
    assert meter.spent == pytest.approx(1.0 + 2.0 / 1e6)
    with pytest.raises(ValueError):
        SpendMeter(spent=-1.0)


# --- the audit store's usage, on a real database -------------------------------------------------


@pytest.fixture(params=["sqlite", "postgresql"])
def store(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[AuditStore]:
    if request.param == "sqlite":
        url = f"sqlite:///{tmp_path / 'audit.db'}"
    else:
        url = request.getfixturevalue("postgres_database")
    audit = AuditStore.open(url)
    yield audit
    audit.close()


def _chat(model: str | None, prompt: int | None, completion: int | None) -> ChatResult:
    return ChatResult(
        text="t", model=model, request_id="r", latency_s=0.2,
        prompt_tokens=prompt, completion_tokens=completion,
    )  # fmt: skip


def record_priced_run(store: AuditStore, judge_model: str = "judge") -> str:
    """Two passages: one rewritten (3 generations, one without usage, one failed; 2 judge calls),
    one source fallback (1 generation, 1 candidate judge call, 1 source judge call)."""
    run_id = store.start_run(
        profile=RewriteProfile(),
        generator_model="gen",
        judge_model=judge_model,
        minimum_quality=0.7,
        parameters={},
        warnings=[],
    )
    ref = PassageRef(document="a.txt", index=0)
    passage = start_passage(store, run_id, ref, "Source one.")
    ids = [
        record_candidate(store, passage, 0, "One.", _chat("gen-v1", 1000, 100), None),
        record_candidate(store, passage, 1, "Two.", _chat("gen-v1", None, None), None),
        record_candidate(store, passage, 2, None, None, "route answered HTTP 503"),
    ]
    good = judged(judge_reply(0.9), "j1").model_copy(update={"chat": _chat("judge", 2000, 200)})
    also = judged(judge_reply(0.8), "j2").model_copy(update={"chat": _chat("judge", 2000, 300)})
    record_evaluation(store, passage, [ids[0]], [0], good)
    record_evaluation(store, passage, [ids[1]], [1], also)
    finish_passage(store, passage,
        PassageResult(ref=ref, source_text="Source one.", outcome=Outcome.REWRITTEN,
                      output_text="One.", quality_passed=True, winner_position=0),
    )  # fmt: skip
    ref = PassageRef(document="b.txt", index=0)
    passage = start_passage(store, run_id, ref, "Source two.")
    cid = record_candidate(store, passage, 0, "Bad.", _chat("gen-v1", 500, 50), None)
    weak = judged(judge_reply(0.2), "j3").model_copy(update={"chat": _chat("judge", 1500, 100)})
    record_evaluation(store, passage, [cid], [0], weak)
    source = judged(judge_reply(0.9), "j4").model_copy(update={"chat": _chat("judge", 1200, 80)})
    record_evaluation(store, passage, None, [], source)
    failed_call = JudgeOutcome(error="Brama quality evaluation failed", error_detail="Timeout")
    record_evaluation(store, passage, [cid], [0], failed_call)
    finish_passage(store, passage,
        PassageResult(ref=ref, source_text="Source two.", outcome=Outcome.SOURCE_FALLBACK,
                      output_text="Source two.", quality_passed=True, source_judge=source),
    )  # fmt: skip
    return run_id


def test_the_store_sums_usage_per_stage_and_model(store: AuditStore) -> None:
    run_id = record_priced_run(store)
    groups = {(g.stage, g.reported_model): g for g in store.usage(run_id)}
    generate = groups[(StageName.GENERATE, "gen-v1")]
    assert (generate.calls, generate.without_reply, generate.without_usage) == (3, 0, 1)
    assert (generate.prompt_tokens, generate.completion_tokens) == (1500, 150)
    assert (generate.priced_prompt_tokens, generate.priced_completion_tokens) == (1500, 150)
    assert generate.requested_model == "gen"
    failed = groups[(StageName.GENERATE, None)]
    assert (failed.calls, failed.without_reply, failed.answered) == (1, 1, 0)
    judge = groups[(StageName.JUDGE, "judge")]
    assert (judge.calls, judge.prompt_tokens, judge.completion_tokens) == (3, 5500, 600)
    assert groups[(StageName.JUDGE, None)].without_reply == 1
    fallback = groups[(StageName.FALLBACK, "judge")]
    assert (fallback.calls, fallback.prompt_tokens, fallback.completion_tokens) == (1, 1200, 80)

    cost = run_cost(store.usage(run_id), PRICES)
    assert cost.total is None  # one generation reported no usage
    assert cost.unknown_calls == 1 and cost.calls_without_usage == 1
    assert cost.calls_without_reply == 2
    gen_cost = (1500 * 0.5 + 150 * 1.5) / 1e6
    judge_cost = (5500 * 2.0 + 600 * 8.0) / 1e6
    fallback_cost = (1200 * 2.0 + 80 * 8.0) / 1e6
    assert cost.by_stage["judge"].cost == pytest.approx(judge_cost)
    assert cost.by_stage["fallback"].cost == pytest.approx(fallback_cost)
    assert cost.by_stage["generate"].cost is None
    assert cost.by_stage["generate"].priced_cost == pytest.approx(gen_cost)
    assert cost.priced_total == pytest.approx(gen_cost + judge_cost + fallback_cost)
    assert math.isclose(cost.by_model["gen"].priced_cost or 0.0, gen_cost) and cost.by_model[
        "judge"
    ].cost == pytest.approx(judge_cost + fallback_cost)


def test_a_jury_run_names_each_judge_call_by_the_model_that_answered(store: AuditStore) -> None:
    run_id = record_priced_run(store, judge_model="judge,other-judge")
    judge = [g for g in store.usage(run_id) if g.stage is StageName.JUDGE and g.reported_model]
    assert [(g.requested_model, g.model) for g in judge] == [(None, "judge")]


def test_an_unknown_run_has_no_usage(store: AuditStore) -> None:
    from skryba.errors import AuditStoreError

    with pytest.raises(AuditStoreError, match="unknown run"):
        store.usage("nope")

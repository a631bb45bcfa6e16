"""A judge jury (SPEC 5): aggregation, per-juror calls, storage, reports and agreement."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from rich.console import Console

from models.evaluation import JudgeEvaluation
from models.jury import juror_models, jury_label
from models.outcome import JudgeOutcome
from models.run import RunParameters
from models.spend import ModelPrice, PriceTable, RunCost
from skryba.audit import AuditStore
from skryba.audit.render import passage_view, run_view
from skryba.benchmark.history import judged_texts
from skryba.benchmark.params import benchmark_parameters
from skryba.benchmark.run import run_benchmark
from skryba.benchmark.stats import cohen_kappa, collect_samples, juror_agreement
from skryba.errors import ConfigurationError, UsageError
from skryba.judge import aggregate_jury
from skryba.judge.reply import EVALUATION_FAILED
from skryba.reports.report import write_reports
from skryba.runner import run_corpus
from skryba.settings import Settings
from tests.audit_writes import (
    JudgedGroup,
    finish_passage,
    record_candidates,
    record_evaluations,
    start_passage,
)
from tests.stub_route import GOOD, Raw, Reply, ScriptedRoute, evaluation
from tests.test_rewrite_flow import write_corpus

JURY = ["judge-a", "judge-b"]


def _verdict(model: str, minimum: float = 0.5, **overrides: Any) -> JudgeOutcome:
    parsed = JudgeEvaluation.model_validate(evaluation(**overrides))
    failed = parsed.failed_rules(minimum)
    return JudgeOutcome(
        evaluation=parsed, passed=not failed, failed_rules=failed, judge_model=model
    )


# --- the aggregate, a plain function -------------------------------------------------------------


def test_one_juror_is_returned_unchanged() -> None:
    only = _verdict("judge-a", rationale="solid")
    assert aggregate_jury([only], 0.5) is only
    assert only.juror_outcomes() == [only]


def test_the_jury_takes_the_minimum_of_every_dimension_of_every_juror() -> None:
    a = _verdict("judge-a", grammar=0.9, coherence=0.6, issues=["a1"], rationale="ok")
    b = _verdict("judge-b", grammar=0.7, coherence=0.8, issues=["b1", "b2"], rationale="fine")
    jury = aggregate_jury([a, b], 0.5)
    assert jury.evaluation is not None
    assert jury.evaluation.grammar == 0.7 and jury.evaluation.coherence == 0.6
    assert jury.evaluation.meaning_preservation == GOOD["meaning_preservation"]
    assert jury.evaluation.quality_score == 0.6
    assert jury.passed and jury.failed_rules == []
    assert jury.evaluation.issues == ["a1", "b1", "b2"]
    assert jury.evaluation.rationale == "judge-a: ok\njudge-b: fine"
    assert jury.jurors == [a, b] and jury.juror_outcomes() == [a, b]


def test_one_low_dimension_of_one_juror_fails_the_jury() -> None:
    jury = aggregate_jury([_verdict("judge-a"), _verdict("judge-b", naturalness=0.3)], 0.5)
    assert not jury.passed
    assert jury.failed_rules == ["naturalness 0.3 is below the minimum quality 0.5"]


def test_critical_error_if_any_profile_booleans_only_if_all() -> None:
    jury = aggregate_jury(
        [
            _verdict("judge-a", critical_error=True),
            _verdict("judge-b", style_matched=False),
            _verdict("judge-c"),
        ],
        0.5,
    )
    assert jury.evaluation is not None
    assert jury.evaluation.critical_error is True
    assert jury.evaluation.style_matched is False
    assert jury.evaluation.language_matched is True
    assert not jury.passed
    assert "critical_error is true" in jury.failed_rules
    assert "style_matched is false" in jury.failed_rules


def test_an_invalid_reply_from_any_juror_leaves_the_jury_without_a_verdict() -> None:
    broken = JudgeOutcome(
        error="quality judge returned invalid JSON schema",
        raw_reply="{}",
        judge_model="judge-b",
    )
    jury = aggregate_jury([_verdict("judge-a"), broken], 0.5)
    assert jury.evaluation is None and not jury.passed
    assert jury.error == "quality judge returned invalid JSON schema"
    assert jury.error_detail is not None and "judge-b" in jury.error_detail
    assert jury.jurors[1] is broken


def test_juror_names_from_options_settings_and_runs() -> None:
    assert juror_models(None) == []
    assert juror_models("a") == ["a"]
    assert juror_models(" a , b,,a ") == ["a", "b"]
    assert juror_models(["a", "b,c", "a"]) == ["a", "b", "c"]
    assert jury_label(["a", "b"]) == "a, b"
    assert juror_models(jury_label(["a", "b"])) == ["a", "b"]
    assert RunParameters(inputs=["x"], minimum_quality=0.5, judge_model="a,b").judge_model == [
        "a",
        "b",
    ]
    assert RunParameters(inputs=["x"], minimum_quality=0.5, judge_model=["a"]).judge_model == ["a"]
    assert RunParameters(inputs=["x"], minimum_quality=0.5, judge_model=" ").judge_model is None


def test_maker_is_not_checker_for_every_juror() -> None:
    settings = Settings(brama_url="http://x/v1", model="gen", judge_model="judge-a,gen")
    assert settings.judge_models == ["judge-a", "gen"]
    assert settings.effective_judge_model == "judge-a, gen"
    assert settings.check_judge() == (
        "juror 'gen' of the jury (judge-a, gen) is the generator model: the maker grades its own "
        "work (drop or replace it in SKRYBA_JUDGE_MODEL or --judge-model)"
    )
    strict = settings.model_copy(update={"require_distinct_judge": True})
    with pytest.raises(ConfigurationError) as refused:
        strict.check_judge()
    assert str(refused.value) == (
        "--require-distinct-judge: juror 'gen' of the jury (judge-a, gen) is the generator "
        "model; drop or replace it in SKRYBA_JUDGE_MODEL or --judge-model"
    )
    distinct = Settings(brama_url="http://x/v1", model="gen", judge_model="judge-a,judge-b")
    assert distinct.check_judge() is None


# --- Cohen's kappa and juror agreement -----------------------------------------------------------


def test_cohen_kappa_matches_the_textbook_example() -> None:
    # 50 items: both yes 20, a yes b no 5, a no b yes 10, both no 15 -> po 0.7, pe 0.5, kappa 0.4.
    a = [True] * 25 + [False] * 25
    b = [True] * 20 + [False] * 5 + [True] * 10 + [False] * 15
    kappa = cohen_kappa(a, b)
    assert kappa == pytest.approx(0.4)
    assert cohen_kappa([True, False], [True, False]) == pytest.approx(1.0)
    assert cohen_kappa([True, False], [False, True]) == pytest.approx(-1.0)
    assert cohen_kappa([True, True], [True, True]) is None  # chance agreement is 1
    assert cohen_kappa([], []) is None
    with pytest.raises(ValueError):
        cohen_kappa([True], [])


def test_juror_agreement_per_pair() -> None:
    verdicts = [
        {"a": True, "b": True, "c": False},
        {"a": False, "b": True, "c": False},
        {"a": True, "b": True, "c": True},
        {"a": False, "b": False},
    ]
    pairs = {(p.juror_a, p.juror_b): p for p in juror_agreement(verdicts)}
    assert list(pairs) == [("a", "b"), ("a", "c"), ("b", "c")]
    assert pairs[("a", "b")].texts == 4 and pairs[("a", "b")].agreement == pytest.approx(0.75)
    assert pairs[("a", "b")].kappa == pytest.approx(cohen_kappa(
        [True, False, True, False], [True, True, True, False]
    ))  # fmt: skip
    assert pairs[("a", "c")].texts == 3 and pairs[("a", "c")].agreement == pytest.approx(2 / 3)
    assert pairs[("b", "c")].agreement == pytest.approx(1 / 3)
    assert juror_agreement([{"a": True}]) == []


# --- a real run on the scripted route, two judge models ------------------------------------------


def _json(path: str) -> Any:
    return json.loads(Path(path).read_text(encoding="utf-8"))


def _text(path: str) -> str:
    return Path(path).read_text(encoding="utf-8")


def _params(corpus: Path, out: Path, **fields: Any) -> RunParameters:
    return RunParameters.model_validate(
        {
            "inputs": [str(corpus)],
            "minimum_quality": 0.5,
            "detectors": [],
            "candidates": 2,
            "judge_model": JURY,
            "out": str(out),
            **fields,
        }
    )


async def test_each_distinct_text_is_judged_once_per_juror(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    def juror(model: str, source: str, candidate: str) -> Reply:
        # judge-b finds candidate 1 unnatural; the jury must fail it on judge-b's word.
        if model == "judge-b" and candidate.endswith("(take b)"):
            return evaluation(naturalness=0.2, rationale="stilted")
        return evaluation(rationale=f"{model} likes it")

    route.generator = lambda passage, n: f"Rewritten {passage} (take {'abcdefgh'[n]})"
    route.juror = juror
    corpus = write_corpus(tmp_path, {"a.txt": "First passage.\n"})
    # One request at a time: the route sees candidate 0's request first, so "(take a)" is
    # position 0's text (the route numbers a passage's requests as they arrive).
    summary = await run_corpus(_params(corpus, tmp_path / "out", concurrency=1))
    assert summary.rewritten == 1

    judged = route.of_kind("judge")
    # Two distinct candidates x two jurors; no max_tokens, no temperature for any juror.
    assert sorted((s.body["model"], s.data["candidate"]) for s in judged) == [
        ("judge-a", "Rewritten First passage. (take a)"),
        ("judge-a", "Rewritten First passage. (take b)"),
        ("judge-b", "Rewritten First passage. (take a)"),
        ("judge-b", "Rewritten First passage. (take b)"),
    ]
    assert all("max_tokens" not in s.body and "temperature" not in s.body for s in judged)

    report = _json(summary.report_json)
    assert report["judge_model"] == "judge-a, judge-b"
    assert report["judge_models"] == JURY
    passage = report["passages"][0]
    assert passage["winner_position"] == 0
    first, second = passage["candidates"]
    assert first["evaluation"]["passed"] is True
    assert [e["judge_model"] for e in first["evaluations"]] == JURY
    assert second["evaluation"]["passed"] is False
    assert second["evaluation"]["naturalness"] == 0.2
    assert [e["evaluation"]["passed"] for e in second["evaluations"]] == [True, False]
    assert second["evaluations"][1]["evaluation"]["rationale"] == "stilted"

    markdown = _text(summary.report_md)
    assert "jury: `judge-a`, `judge-b`" in markdown
    assert "| judged | `judge-a` | `judge-b` |" in markdown
    assert "| 1 | pass 0.95 | fail 0.20 |" in markdown

    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.passage_history(summary.run_id, "a.txt#0")
        rows = [(e.judge_model, e.positions, e.passed) for e in history.evaluations]
        assert sorted(rows, key=str) == sorted(
            [
                ("judge-a", [0], True),
                ("judge-b", [0], True),
                ("judge-a", [1], True),
                ("judge-b", [1], False),
            ],
            key=str,
        )
        assert all(e.raw_reply and e.raw_reply.startswith("{") for e in history.evaluations)
        # skryba audit --passage shows each juror's reply, raw and parsed, under its model.
        console = Console(record=True, width=200, highlight=False)
        console.print(passage_view(history, store.get_run(summary.run_id), None))
        shown = console.export_text()
        assert shown.count("judge reply · judge-a") == 2
        assert shown.count("judge reply · judge-b") == 2
        assert "stilted" in shown and "raw reply" in shown
        console.print(run_view(store.run_history(summary.run_id), RunCost(configured=False)))
        assert "jury" in console.export_text()
        # Benchmark and train see one judged text per candidate, with the jury's verdict.
        texts = judged_texts(history)
        assert [(t.text[-8:], t.passed, t.quality_score) for t in texts] == [
            ("(take a)", True, 0.95),
            ("(take b)", False, 0.2),
        ]
        assert [len(t.jurors) for t in texts] == [2, 2]
        # Agreement: two texts, the jurors agreed on one.
        samples = collect_samples([history])
        assert samples.candidate_verdicts == 2 and samples.candidates_passed == 1
        (pair,) = juror_agreement(samples.juror_verdicts)
        assert (pair.juror_a, pair.juror_b, pair.texts) == ("judge-a", "judge-b", 2)
        assert pair.agreement == pytest.approx(0.5)

        # Each juror's calls are priced by the model it asked, though the route says "stub".
        prices = PriceTable(
            models={
                "stub-generator": ModelPrice(input=1.0, output=1.0),
                "judge-a": ModelPrice(input=2.0, output=2.0),
                "judge-b": ModelPrice(input=10.0, output=10.0),
            }
        )
        cost = write_reports(store, summary.run_id, tmp_path / "priced", prices=prices).cost
    assert cost.total == pytest.approx((2 * 15 * 1.0 + 2 * 15 * 2.0 + 2 * 15 * 10.0) / 1e6)
    assert cost.by_stage["judge"].calls == 4


async def test_an_invalid_reply_from_one_juror_fails_the_passage(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    route.juror = lambda model, source, candidate: (
        "no json here" if model == "judge-b" else evaluation()
    )
    corpus = write_corpus(tmp_path, {"a.txt": "First passage.\n"})
    summary = await run_corpus(_params(corpus, tmp_path / "out", candidates=1))
    assert summary.failed == 1 and summary.rewritten == 0
    report = _json(summary.report_json)
    passage = report["passages"][0]
    assert passage["error"] == "quality judge response contains no JSON object"
    (candidate,) = passage["candidates"]
    assert candidate["evaluation"] is None
    assert [(e["judge_model"], e["error"]) for e in candidate["evaluations"]] == [
        ("judge-a", None),
        ("judge-b", "quality judge response contains no JSON object"),
    ]
    # Never re-asked: one call per juror.
    assert len(route.of_kind("judge")) == 2


async def test_a_juror_whose_retries_run_out_fails_the_passage(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SKRYBA_RETRIES", "1")
    route.juror = lambda model, source, candidate: (
        Raw(status=503, body="busy") if model == "judge-a" else evaluation()
    )
    corpus = write_corpus(tmp_path, {"a.txt": "First passage.\n"})
    summary = await run_corpus(_params(corpus, tmp_path / "out", candidates=1))
    assert summary.failed == 1
    report = _json(summary.report_json)
    assert report["passages"][0]["error"] == EVALUATION_FAILED


async def test_the_source_is_judged_by_every_juror_and_fallback_needs_them_all(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    def juror(model: str, source: str, candidate: str) -> Reply:
        if candidate != source:
            return evaluation(grammar=0.1)  # no candidate passes
        # The source: judge-b says it is off-register, so it may not stand in.
        return evaluation(style_matched=model != "judge-b")

    route.juror = juror
    corpus = write_corpus(tmp_path, {"a.txt": "First passage.\n"})
    summary = await run_corpus(_params(corpus, tmp_path / "out", candidates=1))
    assert summary.refused == 1
    sources = [s for s in route.of_kind("judge") if s.data["candidate"] == s.data["source"]]
    assert sorted(s.body["model"] for s in sources) == JURY
    report = _json(summary.report_json)
    passage = report["passages"][0]
    assert passage["source_evaluation"]["style_matched"] is False
    assert [e["judge_model"] for e in passage["source_evaluations"]] == JURY


async def test_resume_compares_the_jury(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_corpus(tmp_path, {"a.txt": "First passage.\n"})
    summary = await run_corpus(_params(corpus, tmp_path / "out", candidates=1))
    same = _params(corpus, tmp_path / "out", candidates=1, resume=summary.run_id)
    assert (await run_corpus(same)).run_id == summary.run_id
    other = same.model_copy(update={"judge_model": ["judge-b", "judge-c"]})
    with pytest.raises(UsageError, match="--judge-model"):
        await run_corpus(other)


async def test_benchmark_reports_juror_agreement(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    # judge-b fails every second text judge-a passes: they agree on half the texts.
    def juror(model: str, source: str, candidate: str) -> Reply:
        if model == "judge-b" and candidate.endswith("(take b)"):
            return evaluation(grammar=0.1)
        return evaluation()

    route.generator = lambda passage, n: f"Rewritten {passage} (take {'abcdefgh'[n]})"
    route.juror = juror
    corpus = write_corpus(tmp_path, {"a.txt": "One.\n\nTwo.\n"})
    params = benchmark_parameters(
        inputs=[str(corpus)],
        minimum_quality=0.5,
        judge_model=["judge-a", "judge-b"],
        detectors=["none"],
        candidates=2,
        out=str(tmp_path / "bench"),
    )
    summary = await run_benchmark(params)
    (stats,) = summary.report.combinations
    assert stats.judge_model == "judge-a, judge-b"
    (pair,) = stats.juror_agreement
    assert (pair.juror_a, pair.juror_b, pair.texts) == ("judge-a", "judge-b", 4)
    assert pair.agreement == pytest.approx(0.5)
    assert pair.kappa == pytest.approx(0.0)  # a always passes: no agreement beyond chance
    assert stats.candidates.judged == 4 and stats.candidates.passed == 2
    markdown = _text(summary.paths.md_path)
    assert "| combination | jurors | texts | pass agreement | Cohen's kappa |" in markdown
    assert "judge-a / judge-b | 4 | 50.0% | 0.00 |" in markdown
    assert _json(summary.paths.json_path)["combinations"][0]["juror_agreement"][0]["texts"] == 4


def test_the_juror_migration_names_the_judge_of_rows_written_before_it(tmp_path: Path) -> None:
    from alembic import command
    from sqlalchemy import create_engine, text

    from models.outcome import Generation, PassageRef
    from models.profile import RewriteProfile
    from skryba.audit.migrations import alembic_config

    url = f"sqlite:///{tmp_path / 'old.db'}"
    with AuditStore.open(url) as store:
        run_id = store.start_run(
            profile=RewriteProfile(),
            generator_model="gen",
            judge_model="the-judge",
            minimum_quality=0.5,
            parameters={},
            warnings=[],
        )
        passage = start_passage(store, run_id, PassageRef(document="a", index=0), "Text.")
        (candidate,) = record_candidates(store, passage, [Generation(position=0, text="New.")])
        record_evaluations(store, passage, [JudgedGroup([candidate], [0], _verdict("the-judge"))])
    engine = create_engine(url)
    config = alembic_config()
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            # Down to the revision before the juror column existed.
            command.downgrade(config, "0003")
        with engine.connect() as connection:
            columns = connection.execute(text("PRAGMA table_info(evaluations)")).all()
            assert "judge_model" not in {column.name for column in columns}
        with AuditStore.open(url) as store:  # upgrades to head again
            (row,) = store.passage_history(run_id, "a#0").evaluations
            assert row.judge_model == "the-judge"
    finally:
        engine.dispose()


def test_the_store_refuses_a_rewrite_that_a_juror_failed(tmp_path: Path) -> None:
    from models.outcome import Generation, Outcome, PassageRef, PassageResult
    from models.profile import RewriteProfile
    from skryba.errors import AuditStoreError

    ref = PassageRef(document="a", index=0)
    with AuditStore.open(f"sqlite:///{tmp_path / 'jury.db'}") as store:
        run_id = store.start_run(
            profile=RewriteProfile(),
            generator_model="gen",
            judge_model=jury_label(JURY),
            minimum_quality=0.5,
            parameters={},
            warnings=[],
        )
        passage = start_passage(store, run_id, ref, "Text.")
        (candidate,) = record_candidates(store, passage, [Generation(position=0, text="New.")])
        split = aggregate_jury([_verdict("judge-a"), _verdict("judge-b", grammar=0.1)], 0.5)
        # The aggregate is consistent (failed); a result claiming a rewrite is not.
        ids = record_evaluations(store, passage, [JudgedGroup([candidate], [0], split)])
        assert len(ids) == 2  # one row per juror
        claimed = PassageResult(
            ref=ref,
            source_text="Text.",
            outcome=Outcome.REWRITTEN,
            output_text="New.",
            winner_position=0,
            quality_passed=True,
        )
        with pytest.raises(AuditStoreError, match="no passing evaluation is recorded"):
            finish_passage(store, passage, claimed)
        usage = {(g.stage.value, g.requested_model) for g in store.usage(run_id)}
        assert usage == {("generate", "gen"), ("judge", "judge-a"), ("judge", "judge-b")}

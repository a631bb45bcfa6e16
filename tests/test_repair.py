"""The repair stage (SPEC 4.3b) through ``run_corpus`` against the scripted loopback route.

The route's generator damages protected facts; its answer to a revision request is scripted
per test (restore what the findings name, or repeat the damage). Everything is read back from
the reports and the real SQLite audit store. The route's replies prove the pipeline's rules,
never a real model's ability to repair.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import create_engine, func, select
from sqlalchemy.orm import Session
from typer.testing import CliRunner

from models.audit import EvaluationRow
from models.guard import GuardMode
from models.profile import RewriteProfile
from models.run import RunParameters, RunSummary
from skryba.audit import AuditStore
from skryba.benchmark.stats import collect_samples, summarize
from skryba.cli import app
from skryba.guard import check_candidate
from skryba.prompts import GENERATOR_SYSTEM
from skryba.runner import run_corpus
from skryba.spend.cost import run_cost
from tests.fake_detector import FakeDetector, register
from tests.flow_calls import rewrite_flow
from tests.stub_route import ScriptedRoute, Seen
from tests.test_rewrite_flow import _rows, _wait_for, run_flow, write_corpus

FACTS = "The clinic treated 1,240 patients between 14 March and 2 April 2024."
FAITHFUL = "Between 14 March and 2 April 2024 the clinic treated 1,240 patients."
NUMBER_LOST = "The clinic treated 1,420 patients between 14 March and 2 April 2024."
DATE_LOST = "The clinic treated 1,240 patients between 4 March and 2 April 2024."
PROFILE = RewriteProfile(language="en")


def _findings(text: str) -> list[str]:
    return [f.message for f in check_candidate(FACTS, text, PROFILE).findings]


def _params(corpus: Path, out: Path, **fields: Any) -> RunParameters:
    return RunParameters.model_validate(
        {
            "inputs": [str(corpus)],
            "minimum_quality": 0.8,
            "profile": PROFILE.model_dump(),
            "detectors": [],
            "out": str(out),
            **fields,
        }
    )


def _run(corpus: Path, out: Path, **fields: Any) -> tuple[RunSummary, dict[str, Any]]:
    summary = asyncio.run(run_corpus(_params(corpus, out, **fields)))
    report = json.loads(Path(summary.report_json).read_text(encoding="utf-8"))
    return summary, report


def _judged(route: ScriptedRoute) -> list[str]:
    return [s.data["candidate"] for s in route.of_kind("judge")]


def _restore(passage: str, candidate: str, problems: list[str], n: int) -> str:
    # A repairing route: it answers a revision request by restoring what the findings name.
    assert problems, "a revision request always names what to fix"
    return FAITHFUL


@pytest.fixture
def damaging(route: ScriptedRoute) -> ScriptedRoute:
    """Candidate 0 loses the number, candidate 1 the date (one passage, two candidates)."""
    route.generator = lambda passage, n: NUMBER_LOST if n % 2 == 0 else DATE_LOST
    return route


def test_every_repairable_candidate_is_rewritten_after_one_round_and_judged_once(
    damaging: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    prices = tmp_path / "prices.json"
    prices.write_text(
        json.dumps(
            {
                "currency": "USD",
                "stub-generator": {"input": 1000, "output": 1000},
                "stub-judge": {"input": 1000, "output": 1000},
            }
        ),
        encoding="utf-8",
    )
    monkeypatch.setenv("SKRYBA_PRICES", str(prices))
    damaging.repairer = _restore
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    summary, report = _run(corpus, tmp_path / "out", candidates=2, max_cost=10.0)

    assert summary.rewritten == 1
    # One revision call per flagged text, with the generator's own system prompt and the
    # source, the candidate and its findings as JSON data.
    repairs = damaging.of_kind("repair")
    generated = damaging.of_kind("generate")
    assert len(generated) == 2 and len(repairs) == 2
    assert {r.body["messages"][0]["content"] for r in repairs} == {
        generated[0].body["messages"][0]["content"]
    }
    assert repairs[0].body["messages"][0]["content"].startswith(GENERATOR_SYSTEM[:40])
    asked = sorted((r.data["candidate"], tuple(r.data["problems"])) for r in repairs)
    assert asked == sorted(
        [(NUMBER_LOST, tuple(_findings(NUMBER_LOST))), (DATE_LOST, tuple(_findings(DATE_LOST)))]
    )
    assert all(r.data["passage"] == FACTS for r in repairs)
    # Both revisions restored the same text: judged exactly once, the damaged texts never.
    assert _judged(damaging) == [FAITHFUL]

    (passage,) = report["passages"]
    assert passage["outcome"] == "rewritten"
    assert passage["output_text"] == FAITHFUL
    lineage = [
        (c["position"], c["repair_of"], c["round"], c["fixed_findings"])
        for c in passage["candidates"]
    ]
    # Which original lost the number and which the date depends on which call the route
    # answered first; each revision fixed exactly its own original's findings.
    texts = {c["position"]: c["text"] for c in passage["candidates"]}
    assert {texts[0], texts[1]} == {NUMBER_LOST, DATE_LOST}
    assert lineage == [
        (0, None, 0, []),
        (1, None, 0, []),
        (2, 0, 1, _findings(texts[0])),
        (3, 1, 1, _findings(texts[1])),
    ]
    revisions = passage["candidates"][2:]
    assert all(c["guard"]["passed"] and c["evaluation"]["passed"] for c in revisions)
    assert revisions[0]["evaluation"] == revisions[1]["evaluation"]  # one shared verdict
    assert passage["winner_position"] == 2

    # Spend: the revision calls are the stage "repair", and the budget counted them.
    by_stage = report["cost"]["by_stage"]
    assert (by_stage["generate"]["calls"], by_stage["repair"]["calls"]) == (2, 2)
    assert by_stage["judge"]["calls"] == 1
    assert report["budget"]["spent"] == pytest.approx(report["cost"]["total"])

    # report.md shows each chain on one line (which original lost which fact: see above).
    markdown = Path(summary.report_md).read_text(encoding="utf-8")
    fixed = {NUMBER_LOST: "number '1,240'; passed the guard", DATE_LOST: "date '14 March"}
    assert f"- candidate 0 → revision 2 (round 1): fixed: {fixed[texts[0]]}" in markdown
    assert f"- candidate 1 → revision 3 (round 1): fixed: {fixed[texts[1]]}" in markdown

    # The audit store keeps the lineage, and one evaluation shared by both revisions.
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        history = store.passage_history(summary.run_id, "clinic.txt#0")
        stats = summarize(
            1,
            "en",
            "out",
            store.get_run(summary.run_id),
            collect_samples([history]),
            run_cost(store.usage(summary.run_id), None),
        )
    assert [(c.position, c.repair_of, c.round) for c in history.candidates] == [
        (0, None, 0),
        (1, None, 0),
        (2, 0, 1),
        (3, 1, 1),
    ]
    assert history.candidates[2].fixed_findings == _findings(history.candidates[0].text or "")
    (evaluation,) = history.evaluations
    assert evaluation.positions == [2, 3]
    # The benchmark's figures of this run.
    assert stats.repairs.flagged == 2 and stats.repairs.tried == 2
    assert stats.repairs.repaired == 2 and stats.repairs.success_rate == 1.0
    assert stats.repairs.extra_calls == 2 and stats.repairs.won == 1

    shown = CliRunner().invoke(app, ["audit", summary.run_id, "--passage", "clinic.txt#0"])
    assert shown.exit_code == 0, shown.output
    flat = " ".join(shown.stdout.split())
    assert "candidate 2 · revision of candidate 0, round 1" in flat
    assert "fixed" in flat


def test_repairs_zero_makes_no_repair_call(
    damaging: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    damaging.repairer = _restore
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    _, report = _run(corpus, tmp_path / "out", candidates=2, repairs=0)

    assert damaging.of_kind("repair") == []
    assert _judged(damaging) == [FACTS]  # only the source, for the fallback
    (passage,) = report["passages"]
    assert passage["outcome"] == "source_fallback"
    assert passage["reason"] == (
        "no candidate passed the protected-facts guard; the source matches the profile"
    )
    assert [c["round"] for c in passage["candidates"]] == [0, 0]


@pytest.mark.parametrize("repairs", [1, 3])
def test_an_unrepairable_candidate_stops_after_n_rounds_and_the_passage_falls_back(
    route: ScriptedRoute, tmp_path: Path, repairs: int
) -> None:
    route.generator = lambda passage, n: NUMBER_LOST
    answers: list[str] = []

    def same_damage(passage: str, candidate: str, problems: list[str], n: int) -> str:
        # Each round damages the number again, another way: a new text the guard flags again.
        answers.append(NUMBER_LOST.replace("1,420", f"{1300 + len(answers)}"))
        return answers[-1]

    route.repairer = same_damage
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    summary, report = _run(corpus, tmp_path / "out", candidates=1, repairs=repairs)

    assert summary.source_fallback == 1
    repaired = [r.data["candidate"] for r in route.of_kind("repair")]
    assert repaired == [NUMBER_LOST, *answers[:-1]]  # each round revises the last revision
    assert _judged(route) == [FACTS]  # no flagged revision is ever judged
    (passage,) = report["passages"]
    chain = [(c["position"], c["repair_of"], c["round"]) for c in passage["candidates"]]
    assert chain == [(0, None, 0), *((r, r - 1, r) for r in range(1, repairs + 1))]
    assert all(not c["guard"]["passed"] and c["evaluation"] is None for c in passage["candidates"])
    assert passage["reason"] == (
        f"no candidate passed the protected-facts guard; {repairs} repair revision(s), "
        f"{repairs} of them still flagged; the source matches the profile"
    )


def test_the_same_damage_again_joins_its_group_and_still_stops(
    route: ScriptedRoute, tmp_path: Path
) -> None:
    # The default scripted repairer answers the candidate back unchanged.
    route.generator = lambda passage, n: NUMBER_LOST
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    _, report = _run(corpus, tmp_path / "out", candidates=1, repairs=2)

    assert len(route.of_kind("repair")) == 2
    assert _judged(route) == [FACTS]
    (passage,) = report["passages"]
    assert [c["text"] for c in passage["candidates"]] == [NUMBER_LOST] * 3
    assert [c["fixed_findings"] for c in passage["candidates"]] == [[], [], []]
    assert passage["outcome"] == "source_fallback"


def test_a_revision_equal_to_another_candidate_shares_its_evaluation(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    route.generator = lambda passage, n: NUMBER_LOST if n == 0 else FAITHFUL
    route.repairer = _restore
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    summary, report = _run(corpus, tmp_path / "out", candidates=2)

    assert len(route.of_kind("repair")) == 1  # only the flagged candidate is revised
    assert _judged(route) == [FAITHFUL]  # candidate 1 and revision 2 share one judge call
    (passage,) = report["passages"]
    # Which position got the damaged text depends on which call the route answered first.
    flagged = next(c for c in passage["candidates"] if c["text"] == NUMBER_LOST)
    faithful = next(c for c in passage["candidates"][:2] if c["text"] == FAITHFUL)
    revision = passage["candidates"][2]
    assert (revision["repair_of"], revision["round"]) == (flagged["position"], 1)
    assert revision["evaluation"] == faithful["evaluation"]
    # equal verdicts: the lower position
    assert passage["winner_position"] == faithful["position"]
    with AuditStore.open(f"sqlite:///{isolated_env}") as store:
        (evaluation,) = store.passage_history(summary.run_id, "clinic.txt#0").evaluations
    assert evaluation.positions == [faithful["position"], 2]


@pytest.mark.parametrize("guard", [GuardMode.WARN, GuardMode.OFF])
def test_warn_and_off_make_no_repairs(
    damaging: ScriptedRoute, tmp_path: Path, guard: GuardMode
) -> None:
    damaging.repairer = _restore
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    _, report = _run(corpus, tmp_path / "out", candidates=2, guard=guard.value, repairs=3)

    assert damaging.of_kind("repair") == []
    assert sorted(_judged(damaging)) == sorted([NUMBER_LOST, DATE_LOST])
    (passage,) = report["passages"]
    assert [c["repair_of"] for c in passage["candidates"]] == [None, None]


def test_clean_candidates_cost_no_repair_work(route: ScriptedRoute, tmp_path: Path) -> None:
    route.generator = lambda passage, n: FAITHFUL
    route.repairer = _restore
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})

    _, report = _run(corpus, tmp_path / "out", candidates=3, repairs=3)

    assert route.of_kind("repair") == []
    assert [c["round"] for c in report["passages"][0]["candidates"]] == [0, 0, 0]


def test_the_cli_takes_repairs_and_refuses_a_negative_count(
    route: ScriptedRoute, tmp_path: Path
) -> None:
    corpus = write_corpus(tmp_path, {"clinic.txt": FACTS + "\n"})
    refused = CliRunner().invoke(
        app, ["rewrite", str(corpus), "--minimum-quality", "0.8", "--repairs", "-1"]
    )
    assert refused.exit_code == 2
    assert "--repairs" in refused.stderr


def _seen_kinds(seen: list[Seen]) -> list[str]:
    return [s.kind for s in seen]


@pytest.mark.usefixtures("prefect_server")
async def test_a_flow_run_shows_the_repair_task_run_only_for_a_batch_that_needs_one(
    route: ScriptedRoute, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from prefect import get_client
    from prefect.client.schemas.filters import FlowRunFilter, FlowRunFilterId

    monkeypatch.setenv("SKRYBA_BATCH_SIZE", "1")
    clean = "The library opens at nine."
    route.generator = lambda passage, n: NUMBER_LOST if passage == FACTS else f"Today: {passage}"
    route.repairer = _restore
    corpus = write_corpus(tmp_path, {"a.txt": FACTS + "\n", "b.txt": clean + "\n"})

    state = await rewrite_flow(
        inputs=[str(corpus)],
        out=str(tmp_path / "out"),
        minimum_quality=0.8,
        language="en",
        detectors=["none"],
        candidates=1,
        return_state=True,
    )

    assert state.is_completed()
    assert _seen_kinds(route.seen).count("repair") == 1
    flow_run_id = state.state_details.flow_run_id
    async with get_client() as client:
        for _ in range(50):  # task runs reach the API as events, a moment after the flow run
            runs = await client.read_task_runs(
                flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[flow_run_id]))
            )
            if len(runs) == 13 and all(r.state and r.state.is_final() for r in runs):
                break
            await asyncio.sleep(0.2)
    by_name = {r.name: r for r in runs}
    first, second = "batch 1 · a.txt#0 (1 passage)", "batch 2 · b.txt#0 (1 passage)"
    assert f"repair · {second}" not in by_name  # nothing flagged: no task run
    repair = by_name[f"repair · {first}"]
    assert repair.state is not None and repair.state.is_completed()
    assert repair.state.message == "1 ok, 1 revision call(s), 1 candidate(s) repaired"
    stages = ["generate", "dedup", "guard", "repair", "judge", "detect", "fallback"]
    starts = [by_name[f"{stage} · {first}"].start_time for stage in stages]
    assert starts == sorted(starts)


def test_a_reason_counts_each_candidate_by_where_its_repair_chain_ended() -> None:
    from models.guard import GuardFinding, GuardReport
    from models.outcome import CandidateResult, JudgeOutcome
    from skryba.pipeline.outcomes import why_none_passed

    flagged = GuardReport(passed=False, findings=[GuardFinding(kind="number", message="lost")])
    clean = GuardReport(passed=True)
    candidates = [
        CandidateResult(position=0, text="a", guard=flagged),
        CandidateResult(position=1, text="b", guard=flagged),
        # 0's revision passed the guard and failed the judge; 1's is still flagged.
        CandidateResult(
            position=2, text="c", guard=clean, judge=JudgeOutcome(), repair_of=0, round=1
        ),
        CandidateResult(position=3, text="d", guard=flagged, repair_of=1, round=1),
    ]
    assert why_none_passed(candidates) == (
        "no candidate passed (1 stopped by the protected-facts guard, 1 failed the quality "
        "judge); 2 repair revision(s), 1 of them still flagged"
    )
    assert why_none_passed(candidates[:2]) == "no candidate passed the protected-facts guard"


async def test_resume_reuses_the_revisions_an_interrupted_attempt_recorded(
    damaging: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    damaging.repairer = _restore
    corpus = write_corpus(tmp_path, {"notes.txt": FACTS + "\n"})
    out = tmp_path / "out"
    # Scoring the source hangs until the run is stopped: by then both candidates were revised,
    # guarded and judged, but the passage has no outcome.
    hanging = FakeDetector(default=0.4, held=frozenset({FACTS}))
    register(monkeypatch, [hanging])
    options: dict[str, Any] = {
        "candidates": 2,
        "detectors": ["fake"],
        "guard": "strict",
        "language": "en",
        "repairs": 1,
    }
    run = asyncio.create_task(run_flow(corpus, out, **options))
    await asyncio.wait_for(hanging.holding.wait(), 60)

    def judged() -> bool:
        # Recorded, not only asked: a judge call still in flight when the run stops is one the
        # resume may pay again (SPEC 8: a crash loses at most the calls in flight).
        engine = create_engine(f"sqlite:///{isolated_env}")
        try:
            with Session(engine) as session:
                return session.scalar(select(func.count()).select_from(EvaluationRow)) >= 1
        finally:
            engine.dispose()

    await _wait_for(judged, "the repaired revision's judgement was never recorded")
    run.cancel()
    with pytest.raises(BaseException) as interrupted:
        await run
    assert isinstance(interrupted.value, asyncio.CancelledError | KeyboardInterrupt)
    (stored_run,), _ = _rows(isolated_env)
    assert stored_run.status == "interrupted"
    asked = {kind: len(damaging.of_kind(kind)) for kind in ("generate", "repair", "judge")}
    assert asked == {"generate": 2, "repair": 2, "judge": 1}

    register(monkeypatch, [FakeDetector(default=0.4)])
    summary = await run_flow(corpus, out, resume=stored_run.id, **options)

    assert (summary.rewritten, summary.failed) == (1, 0)
    # The originals, their revisions and the one judgement of the shared repaired text were all
    # on record: nothing was asked again.
    assert {kind: len(damaging.of_kind(kind)) for kind in asked} == asked
    store = AuditStore.open(f"sqlite:///{isolated_env}")
    history = store.passage_history(summary.run_id, "notes.txt#0")
    store.close()
    assert [(c.position, c.repair_of, c.round) for c in history.candidates] == [
        (0, None, 0),
        (1, None, 0),
        (2, 0, 1),
        (3, 1, 1),
    ]
    assert len(history.evaluations) == 1

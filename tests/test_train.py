"""``skryba train``: the command line refuses before anything runs; one real run (CLI in-process,
``train`` flow, Prefect test server, SQLite audit store, scripted loopback route) yields exactly
the passing winners as SFT data and only justified preference pairs, every record traceable to
its audit rows. Record shapes are checked against the trainers' documented formats.

The scripted route proves the selection of training data, never the quality of any model.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from models.audit_views import PassageHistory
from models.evaluation import MINIMUM_QUALITY_REQUIRED
from models.guard import GuardMode
from models.outcome import Outcome, PassageInput, PassageRef
from models.profile import RewriteProfile, Style
from skryba.audit.store import AuditStore
from skryba.cli import app
from skryba.cli.benchmark import OUT_REQUIRED
from skryba.pipeline.chain import process_passage
from skryba.pipeline.config import PipelineConfig
from skryba.prompts import generator_messages
from skryba.recorder import AuditRecorder
from skryba.training import RejectedBecause, preference_examples, sft_example
from tests.fake_detector import FakeDetector, register
from tests.stub_route import ScriptedRoute, evaluation
from tests.test_pipeline_rules import ScriptedCalls
from tests.test_rewrite_flow import write_corpus

# --- refusals ------------------------------------------------------------------------------------


def test_train_refuses_to_start_without_minimum_quality(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "A passage that must not be sent.\n"})

    result = CliRunner().invoke(app, ["train", str(corpus), "--out", str(tmp_path / "data")])

    assert result.exit_code == 2
    assert result.stderr == MINIMUM_QUALITY_REQUIRED + "\n"
    assert route.seen == []
    assert not isolated_env.exists()
    assert not (tmp_path / "data").exists()


def test_train_refuses_to_start_without_out(route: ScriptedRoute, tmp_path: Path) -> None:
    corpus = write_corpus(tmp_path, {"one.txt": "A passage that must not be sent.\n"})

    result = CliRunner().invoke(app, ["train", str(corpus), "--minimum-quality", "0.8"])

    assert result.exit_code == 2
    assert result.stderr == OUT_REQUIRED + "\n"
    assert route.seen == []


# --- the trainers' documented formats ------------------------------------------------------------


def _message(item: Any) -> tuple[str, str]:
    assert isinstance(item, dict) and set(item) == {"role", "content"}, item
    assert item["role"] in ("system", "user", "assistant")
    assert isinstance(item["content"], str) and item["content"].strip()
    return item["role"], item["content"]


def check_openai_chat_example(record: dict[str, Any]) -> list[tuple[str, str]]:
    """OpenAI chat fine-tuning: ``{"messages": [...]}`` with role/content messages, an optional
    leading system message, then user/assistant turns ending with the assistant's. The same
    record is TRL's conversational language-modeling example (SFTTrainer)."""
    assert set(record) == {"messages"}
    messages = [_message(m) for m in record["messages"]]
    roles = [role for role, _ in messages]
    turns = roles[1:] if roles[0] == "system" else roles
    assert turns and turns[-1] == "assistant"
    assert turns == ["user", "assistant"] * (len(turns) // 2)
    return messages


def check_trl_conversational_preference(record: dict[str, Any]) -> None:
    """TRL's conversational preference example (DPOTrainer): ``prompt`` a list of messages ending
    with the user's; ``chosen`` and ``rejected`` lists of assistant messages."""
    assert set(record) == {"prompt", "chosen", "rejected"}
    prompt = [_message(m) for m in record["prompt"]]
    assert prompt[-1][0] == "user"
    for side in ("chosen", "rejected"):
        assert [role for role, _ in (_message(m) for m in record[side])] == ["assistant"]


# --- the builders as plain functions over a real audit store ------------------------------------


async def _history(
    tmp_path: Path, texts: list[str], verdicts: dict[str, dict[str, Any]], source: str
) -> tuple[PassageHistory, RewriteProfile]:
    """One passage through the real pipeline with scripted calls and no detector."""
    profile = RewriteProfile(language="en")
    store = AuditStore.open(f"sqlite:///{tmp_path / 'builders.db'}")
    try:
        run_id = store.start_run(
            profile=profile,
            generator_model="gen",
            judge_model="judge",
            minimum_quality=0.8,
            parameters={},
            warnings=[],
        )
        calls = ScriptedCalls(lambda position: texts[position], lambda s, c: verdicts[c])
        config = PipelineConfig(
            profile=profile,
            minimum_quality=0.8,
            candidates=len(texts),
            generator_model="gen",
            judge_model="judge",
            guard=GuardMode.OFF,  # toy rewrites; the guard has tests of its own
        )
        ref = PassageRef(document="doc.txt", index=0)
        await process_passage(
            PassageInput(ref=ref, text=source), config, calls, [], AuditRecorder(store, run_id)
        )
        return store.passage_history(run_id, ref.key), profile
    finally:
        store.close()


async def test_without_detectors_only_judge_failures_are_rejected(tmp_path: Path) -> None:
    source = "The museum is free on the first Sunday of each month."
    history, profile = await _history(
        tmp_path,
        ["Free first Sundays.", "Free on Sundays.", "The museum costs nothing monthly."],
        {
            "Free first Sundays.": evaluation(readability=0.85),
            "Free on Sundays.": evaluation(factual_consistency=0.3, critical_error=True),
            "The museum costs nothing monthly.": evaluation(),
        },
        source,
    )

    example = sft_example(profile, history)
    pairs = preference_examples(profile, history)

    assert example is not None
    # No AI probability: the higher quality_score wins, and the other passing text is no pair.
    assert example.record.messages[-1].content == "The museum costs nothing monthly."
    assert [(p.record.rejected[0].content, p.because) for p in pairs] == [
        ("Free on Sundays.", RejectedBecause.FAILED_JUDGE)
    ]
    assert [p.chosen.candidate_id for p in pairs] == [example.winner.candidate_id]


async def test_a_source_fallback_yields_no_training_data(tmp_path: Path) -> None:
    source = "Opening hours change in winter."
    history, profile = await _history(
        tmp_path,
        ["Hours change.", "Winter is cold."],
        {
            "Hours change.": evaluation(meaning_preservation=0.5),
            "Winter is cold.": evaluation(critical_error=True),
            source: evaluation(naturalness=0.7),
        },
        source,
    )

    assert history.passage.outcome is Outcome.SOURCE_FALLBACK
    assert sft_example(profile, history) is None
    assert preference_examples(profile, history) == []


# --- one real run --------------------------------------------------------------------------------

SOURCES = {
    "T1": "The library lends up to twelve books for three weeks.",
    "T2": "Late returns cost twenty cents per book per day.",
    "T3": "The reading room is open to everyone without a card.",
    "T4": "Heretofore the undersigned covenants to remit all volumes.",
    "T5": "Children under ten must be accompanied by an adult.",
}
CANDIDATES = {
    "T1": ["T1 win", "T1 mid", "T1 bad", "T1 bad"],
    "T2": ["T2 a", "T2 b", "T2 b", "T2 a"],
    "T3": ["T3 x", "T3 y", "T3 x", "T3 y"],
    "T4": ["T4 x"] * 4,
    "T5": ["T5 ok", "T5 broken", "T5 ok", "T5 ok"],
}
VERDICTS: dict[str, dict[str, Any] | str] = {
    "T1 win": evaluation(),
    "T1 mid": evaluation(grammar=0.9),
    "T1 bad": evaluation(factual_consistency=0.2, critical_error=True),
    "T2 a": evaluation(),
    "T2 b": evaluation(readability=0.85),  # passes, scored like "T2 a" by the detector
    "T3 x": evaluation(meaning_preservation=0.4),
    "T3 y": evaluation(coherence=0.5),
    "T4 x": evaluation(style_matched=False),
    "T5 ok": evaluation(),
    "T5 broken": "The rewrite reads well to me.",  # not an evaluation: the passage fails
}
PROBABILITIES = {
    **{text: 0.9 for text in SOURCES.values()},
    "T1 win": 0.2,
    "T1 mid": 0.6,
    "T2 a": 0.4,
    "T2 b": 0.4,
    "T5 ok": 0.3,
}


def _tag(passage: str) -> str:
    return next(tag for tag, text in SOURCES.items() if text == passage)


def _judge(source: str, candidate: str) -> dict[str, Any] | str:
    if candidate == source:  # the source itself, judged when nothing passed
        if source == SOURCES["T4"]:
            return evaluation(style_matched=False)
        return evaluation(naturalness=0.6)
    return VERDICTS[candidate]


@pytest.fixture
def restore_cli_side_effects(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """An in-process run sets Prefect variables and detaches Prefect's run loggers; put both
    back afterwards so later tests see the process as it was."""
    for name in (
        "PREFECT_LOGGING_LEVEL",
        "PREFECT_SERVER_EPHEMERAL_STARTUP_TIMEOUT_SECONDS",
        "PREFECT_SERVER_LOGGING_LEVEL",
        "PREFECT_SERVER_ANALYTICS_ENABLED",
    ):
        value = os.environ.get(name)
        monkeypatch.setenv(name, value or "")
        if value is None:
            monkeypatch.delenv(name)
    for name in ("prefect.flow_runs", "prefect.task_runs"):
        logger = logging.getLogger(name)
        monkeypatch.setattr(logger, "propagate", logger.propagate)
    yield


def _lines(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines()]


def _passage_of(user_message: str) -> str:
    passage: str = json.loads(user_message[user_message.index("{") :])["passage"]
    return passage


def _mean_probability(history: Any, candidate_id: str) -> float | None:
    values = [
        d.probability
        for d in history.detections
        if d.candidate_id == candidate_id and d.probability is not None
    ]
    return sum(values) / len(values) if values else None


@pytest.mark.usefixtures("prefect_server", "restore_cli_side_effects")
def test_train_writes_passing_winners_justified_pairs_and_a_traceable_manifest(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    corpus = write_corpus(tmp_path, {"library.md": "\n\n".join(SOURCES.values()) + "\n"})
    route.generator = lambda passage, n: CANDIDATES[_tag(passage)][n]
    route.judge = _judge
    register(monkeypatch, [FakeDetector(PROBABILITIES)])
    out = tmp_path / "data"
    profile = RewriteProfile(style=Style.CASUAL, audience="library visitors", language="en")

    result = CliRunner().invoke(
        app,
        [
            "train",
            str(corpus),
            "--minimum-quality",
            "0.8",
            "--out",
            str(out),
            "--style",
            "casual",
            "--audience",
            "library visitors",
            "--language",
            "en",
            "--candidates",
            "4",
            "--detector",
            "fake",
            "--guard",
            "off",  # toy rewrites; the guard has tests of its own
            "--json",
        ],
    )

    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    run_id = summary["run"]["run_id"]
    sft = _lines(out / "sft.jsonl")
    preferences = _lines(out / "preferences.jsonl")
    manifest = json.loads((out / "manifest.json").read_text(encoding="utf-8"))
    assert (summary["sft_records"], summary["preference_pairs"]) == (len(sft), len(preferences))

    store = AuditStore.open(f"sqlite:///{isolated_env}")
    try:
        history = store.run_history(run_id)
        histories = {p.id: store.passage_history(run_id, p.id) for p in history.passages}

        # SFT: exactly the rewritten passages whose winner's evaluation passed, per the store.
        expected = set()
        for passage in histories.values():
            summary_row = passage.passage
            if summary_row.outcome is None or summary_row.outcome.value != "rewritten":
                continue
            (judged,) = [
                e
                for e in passage.evaluations
                if e.subject == "candidate" and summary_row.winner_position in e.positions
            ]
            if judged.passed:
                expected.add((passage.source_text, summary_row.chosen_text))
        written = set()
        for record in sft:
            messages = check_openai_chat_example(record)
            (system, user, assistant) = messages
            source = _passage_of(user[1])
            system_prompt, user_prompt = generator_messages(profile, source)
            assert (system, user) == (
                ("system", system_prompt.content),
                ("user", user_prompt.content),
            )
            written.add((source, assistant[1]))
        assert written == expected
        assert {text for _, text in written} == {"T1 win", "T2 a"}
        # No source fallback, refusal or failure appears anywhere in the data.
        excluded = {SOURCES["T3"], SOURCES["T4"], SOURCES["T5"]}
        assert {history.counts[k] for k in ("source_fallback", "refused", "failed")} == {1}
        prompts = [r["messages"][1]["content"] for r in sft] + [
            r["prompt"][-1]["content"] for r in preferences
        ]
        assert not {_passage_of(p) for p in prompts} & excluded

        # Preferences: chosen passed; rejected failed or scored a higher AI probability.
        assert len(manifest["preferences"]) == len(preferences)
        pairs = set()
        for line, (record, trace) in enumerate(
            zip(preferences, manifest["preferences"], strict=True), 1
        ):
            check_trl_conversational_preference(record)
            assert trace["line"] == line and trace["run_id"] == run_id
            passage = histories[trace["passage_id"]]
            evaluations = {e.id: e for e in passage.evaluations}
            texts = {c.id: c.text for c in passage.candidates}
            chosen = evaluations[trace["chosen"]["evaluation_id"]]
            rejected = evaluations[trace["rejected"]["evaluation_id"]]
            chosen_id, rejected_id = (
                trace["chosen"]["candidate_id"],
                trace["rejected"]["candidate_id"],
            )
            assert chosen.passed
            assert (chosen.candidate_id, rejected.candidate_id) == (chosen_id, rejected_id)
            assert record["chosen"][0]["content"] == texts[chosen_id]
            assert record["rejected"][0]["content"] == texts[rejected_id]
            if trace["rejected_because"] == "failed_judge":
                assert not rejected.passed
            else:
                assert trace["rejected_because"] == "higher_ai_probability"
                higher = _mean_probability(passage, rejected_id)
                lower = _mean_probability(passage, chosen_id)
                assert rejected.passed and higher is not None and lower is not None
                assert higher > lower
            system_prompt, user_prompt = generator_messages(profile, passage.source_text)
            assert record["prompt"] == [
                {"role": "system", "content": system_prompt.content},
                {"role": "user", "content": user_prompt.content},
            ]
            pairs.add(
                (
                    record["chosen"][0]["content"],
                    record["rejected"][0]["content"],
                    trace["rejected_because"],
                )
            )
        # The duplicated failing text is one pair; the equally scored "T2 b" is none.
        assert pairs == {
            ("T1 win", "T1 bad", "failed_judge"),
            ("T1 win", "T1 mid", "higher_ai_probability"),
        }

        # Manifest: the run's settings and counts, and SFT ids that resolve to the records.
        run = store.get_run(run_id)
        assert manifest["run_id"] == run_id
        assert (
            manifest["profile"]
            == profile.model_dump(mode="json")
            == run.profile.model_dump(mode="json")
        )
        assert (manifest["generator_model"], manifest["judge_model"]) == (
            "stub-generator",
            "stub-judge",
        )
        assert manifest["minimum_quality"] == 0.8
        assert manifest["counts"]["passages"] == store.counts(run_id)
        assert manifest["counts"]["sft_records"] == len(sft)
        assert manifest["counts"]["preference_pairs"] == len(preferences)
        assert len(manifest["sft"]) == len(sft)
        for line, (record, trace) in enumerate(zip(sft, manifest["sft"], strict=True), 1):
            assert trace["line"] == line and trace["run_id"] == run_id
            passage = store.passage_history(run_id, trace["passage_id"])
            assert trace["passage"] == passage.passage.ref.key
            (evaluation_row,) = [
                e for e in passage.evaluations if e.id == trace["winner"]["evaluation_id"]
            ]
            (candidate,) = [
                c for c in passage.candidates if c.id == trace["winner"]["candidate_id"]
            ]
            assert evaluation_row.passed and evaluation_row.candidate_id == candidate.id
            assert candidate.text == record["messages"][-1]["content"]
            assert _passage_of(record["messages"][1]["content"]) == passage.source_text
    finally:
        store.close()

"""The SQL audit store on a real SQLite file and a real PostgreSQL database."""

from __future__ import annotations

import json
import re
import socket
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from datetime import UTC
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import create_engine, text

from models.audit import Base
from models.audit_views import RunStatus
from models.chat import ChatResult
from models.outcome import (
    CandidateResult,
    Detection,
    JudgeOutcome,
    Outcome,
    PassageRef,
    PassageResult,
)
from models.profile import RewriteProfile, Style
from skryba.audit import AuditStore
from skryba.audit.engine import redact_url
from skryba.audit.migrations import VERSION_TABLE, head_revision
from skryba.errors import AuditStoreError
from skryba.judge.reply import parse_judge_reply
from tests.audit_pg import postgres_database  # noqa: F401  (fixture, used via getfixturevalue)
from tests.audit_writes import (
    finish_passage,
    record_candidate,
    record_detection,
    record_evaluation,
    start_passage,
    start_passages,
)

MINIMUM_QUALITY = 0.7
PROFILE = RewriteProfile(style=Style.ACADEMIC, audience="reviewers", language="pl")


@pytest.fixture(params=["sqlite", "postgresql"])
def store_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """A URL for an empty audit database on each backend."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'audit.db'}"
    url = request.getfixturevalue("postgres_database")
    assert isinstance(url, str)
    return url


@pytest.fixture
def store(store_url: str) -> Iterator[AuditStore]:
    audit = AuditStore.open(store_url)
    yield audit
    audit.close()


# --- building blocks ---------------------------------------------------------------------------


def chat(request_id: str, text_: str, *, prompt: int = 40, completion: int = 12) -> ChatResult:
    return ChatResult(
        text=text_,
        model="route/model-a",
        request_id=request_id,
        latency_s=0.25,
        prompt_tokens=prompt,
        completion_tokens=completion,
        finish_reason="stop",
    )


def judge_reply(score: float, *, style: bool = True, issues: tuple[str, ...] = ()) -> str:
    body = {
        "meaning_preservation": score,
        "factual_consistency": 0.95,
        "grammar": 0.9,
        "coherence": 0.85,
        "naturalness": 0.8,
        "readability": 0.75,
        "critical_error": False,
        "style_matched": style,
        "language_matched": True,
        "issues": list(issues),
        "rationale": f"meaning kept at {score}",
    }
    return "Here is my verdict:\n```json\n" + json.dumps(body) + "\n```"


def judged(reply: str, request_id: str) -> JudgeOutcome:
    """A judge outcome as the judge step builds it: parsed reply plus the pass rule."""
    evaluation = parse_judge_reply(reply)
    return JudgeOutcome(
        evaluation=evaluation,
        passed=evaluation.passes(MINIMUM_QUALITY),
        failed_rules=evaluation.failed_rules(MINIMUM_QUALITY),
        raw_reply=reply,
        chat=chat(request_id, reply, prompt=300, completion=90),
    )


def start_run(audit: AuditStore) -> str:
    return audit.start_run(
        profile=PROFILE,
        generator_model="route/model-a",
        judge_model="route/model-a",
        minimum_quality=MINIMUM_QUALITY,
        parameters={"inputs": ["notes"], "candidates": 4, "temperature": None},
        warnings=["the judge model is the generator model"],
    )


# --- round trip --------------------------------------------------------------------------------


def record_rewritten(audit: AuditStore, run_id: str, ref: PassageRef) -> tuple[str, PassageResult]:
    """Four candidates: 0 and 1 identical (one shared evaluation), 2 refused by the judge's
    reply validation, 3 a generation error; 0 wins."""
    source = "Źródłowy akapit o fotosyntezie."
    passage_id = start_passage(audit, run_id, ref, source)
    same = "Akapit o fotosyntezie w rejestrze akademickim."
    ids = [
        record_candidate(audit, passage_id, 0, same, chat("gen-0", same), None),
        record_candidate(audit, passage_id, 1, same, chat("gen-1", same), None),
        record_candidate(audit, passage_id, 2, "Inny tekst.", chat("gen-2", "Inny tekst."), None),
        record_candidate(audit, passage_id, 3, None, None, "route answered HTTP 400: bad request"),
    ]
    shared = judged(judge_reply(0.9), "judge-shared")
    invalid_reply = judge_reply(0.9).replace('"grammar": 0.9', '"grammar": 1.4')
    invalid = JudgeOutcome(
        error="quality judge returned invalid grammar score 1.4",
        error_detail="grammar must lie in [0, 1]",
        raw_reply=invalid_reply,
        chat=chat("judge-invalid", invalid_reply),
    )
    record_evaluation(audit, passage_id, ids[:2], [1, 0], shared)
    record_evaluation(audit, passage_id, [ids[2]], [2], invalid)
    source_detection = Detection(detector="local", probability=0.12, raw={"criterion": -0.4})
    winner_detection = Detection(
        detector="gptzero", probability=0.31, raw={"documents": [{"completely_generated": 0.31}]}
    )
    unsupported = Detection(detector="sapling", error="language pl is not supported")
    record_detection(audit, passage_id, None, source_detection)
    record_detection(audit, passage_id, ids[0], winner_detection)
    record_detection(audit, passage_id, ids[0], unsupported)
    result = PassageResult(
        ref=ref,
        source_text=source,
        outcome=Outcome.REWRITTEN,
        output_text=same,
        quality_passed=True,
        winner_position=0,
        reason="lowest mean AI probability among 2 passing candidates",
        source_detections=[source_detection],
        candidates=[
            CandidateResult(
                position=0,
                text=same,
                judge=shared,
                detections=[winner_detection, unsupported],
                generation=chat("gen-0", same),
            ),
            CandidateResult(position=1, text=same, judge=shared),
            CandidateResult(position=2, text="Inny tekst.", judge=invalid),
            CandidateResult(position=3, text=None, error="route answered HTTP 400: bad request"),
        ],
    )
    finish_passage(audit, passage_id, result)
    return passage_id, result


def record_fallback(audit: AuditStore, run_id: str, ref: PassageRef) -> tuple[str, PassageResult]:
    """One failing candidate, then the source judged on its own and returned."""
    source = "Fotosynteza przekształca energię światła w energię chemiczną."
    passage_id = start_passage(audit, run_id, ref, source)
    candidate_id = record_candidate(audit, passage_id, 0, "Słaby tekst.", chat("g", "x"), None)
    weak = judged(judge_reply(0.3, issues=("meaning lost",)), "judge-weak")
    source_judge = judged(judge_reply(0.6), "judge-source")
    record_evaluation(audit, passage_id, [candidate_id], [0], weak)
    record_evaluation(audit, passage_id, None, [], source_judge)
    result = PassageResult(
        ref=ref,
        source_text=source,
        outcome=Outcome.SOURCE_FALLBACK,
        output_text=source,
        quality_passed=False,
        reason="no candidate passed the quality judge; the source matches the profile",
        source_judge=source_judge,
        candidates=[CandidateResult(position=0, text="Słaby tekst.", judge=weak)],
    )
    finish_passage(audit, passage_id, result)
    return passage_id, result


def test_round_trip_returns_what_was_recorded(store_url: str) -> None:
    audit = AuditStore.open(store_url)
    run_id = start_run(audit)
    # Byte order puts "Notes/" before "notes/"; index 10 comes after index 2 (numeric order).
    rewritten_ref = PassageRef(document="notes/a.md", index=2)
    fallback_ref = PassageRef(document="Notes/b.md", index=0)
    failed_ref = PassageRef(document="notes/a.md", index=10)
    rewritten_id, rewritten = record_rewritten(audit, run_id, rewritten_ref)
    _, fallback = record_fallback(audit, run_id, fallback_ref)
    failed_id = start_passage(audit, run_id, failed_ref, "Trzeci akapit.")
    record_candidate(audit, failed_id, 0, None, None, "route answered HTTP 401")
    failed = PassageResult(
        ref=failed_ref,
        source_text="Trzeci akapit.",
        outcome=Outcome.FAILED,
        error="generation failed",
        reason="every generator call failed (candidate 0: route answered HTTP 401)",
        candidates=[CandidateResult(position=0, text=None, error="route answered HTTP 401")],
    )
    finish_passage(audit, failed_id, failed)  # failed generation: no evaluation needed
    start_passage(audit, run_id, PassageRef(document="z.md", index=0), "Jeszcze w toku.")
    audit.finish_run(run_id, RunStatus.FAILED)
    audit.close()

    # A second open migrates idempotently and sees everything the first one wrote.
    audit = AuditStore.open(store_url)
    try:
        run = audit.get_run(run_id)
        assert run.status is RunStatus.FAILED
        assert run.finished_at is not None and run.finished_at >= run.created_at
        assert run.created_at.tzinfo is not None
        assert run.created_at.utcoffset() == UTC.utcoffset(None)
        assert run.profile == PROFILE
        assert run.parameters == {"inputs": ["notes"], "candidates": 4, "temperature": None}
        assert run.warnings == ["the judge model is the generator model"]
        assert run.minimum_quality == MINIMUM_QUALITY
        assert run.code_version.startswith("0.1.0")

        expected = {rewritten_ref: rewritten, fallback_ref: fallback, failed_ref: failed}
        assert audit.finished_results(run_id) == expected
        assert list(audit.iter_results(run_id)) == [fallback, rewritten, failed]
        assert audit.counts(run_id) == {
            "rewritten": 1,
            "source_fallback": 1,
            "refused": 0,
            "failed": 1,
        }

        history = audit.run_history(run_id)
        assert history.run == run
        assert [p.ref.key for p in history.passages] == [
            "Notes/b.md#0",
            "notes/a.md#2",
            "notes/a.md#10",
            "z.md#0",
        ]
        assert [p.outcome for p in history.passages] == [
            Outcome.SOURCE_FALLBACK,
            Outcome.REWRITTEN,
            Outcome.FAILED,
            None,
        ]
        assert history.passages[0].quality_passed is False
        assert history.passages[1].winner_position == 0
        assert history.passages[1].chosen_text == rewritten.output_text
        assert history.counts == audit.counts(run_id)

        by_key = audit.passage_history(run_id, "notes/a.md#2")
        assert audit.passage_history(run_id, rewritten_id) == by_key
        assert by_key.result == rewritten
        assert by_key.source_text == rewritten.source_text
        assert by_key.passage.reason == rewritten.reason
        assert [(c.position, c.text, c.error) for c in by_key.candidates] == [
            (0, rewritten.candidates[0].text, None),
            (1, rewritten.candidates[0].text, None),
            (2, "Inny tekst.", None),
            (3, None, "route answered HTTP 400: bad request"),
        ]
        generation = by_key.candidates[2].generation
        assert (generation.request_id, generation.model, generation.latency_s) == (
            "gen-2",
            "route/model-a",
            0.25,
        )
        assert (generation.prompt_tokens, generation.completion_tokens) == (40, 12)
        assert generation.finish_reason == "stop"
        assert by_key.candidates[3].generation.request_id is None

        shared, invalid = by_key.evaluations
        assert shared.subject == "candidate"
        assert shared.positions == [0, 1]
        assert shared.candidate_id == by_key.candidates[0].id
        assert shared.raw_reply == judge_reply(0.9)
        assert shared.scores == {
            "meaning_preservation": 0.9,
            "factual_consistency": 0.95,
            "grammar": 0.9,
            "coherence": 0.85,
            "naturalness": 0.8,
            "readability": 0.75,
        }
        assert shared.quality_score == 0.75
        assert (shared.critical_error, shared.style_matched, shared.language_matched) == (
            False,
            True,
            True,
        )
        assert shared.rationale == "meaning kept at 0.9"
        assert shared.passed is True and shared.failed_rules == []
        assert shared.call.request_id == "judge-shared"
        assert shared.call.prompt_tokens == 300
        assert invalid.positions == [2]
        assert invalid.error == "quality judge returned invalid grammar score 1.4"
        assert invalid.error_detail == "grammar must lie in [0, 1]"
        assert invalid.scores is None and invalid.quality_score is None
        assert invalid.passed is False
        assert invalid.raw_reply is not None and '"grammar": 1.4' in invalid.raw_reply

        detections = [(d.candidate_id, d.detector, d.probability) for d in by_key.detections]
        assert detections == [
            (None, "local", 0.12),
            (by_key.candidates[0].id, "gptzero", 0.31),
            (by_key.candidates[0].id, "sapling", None),
        ]
        assert by_key.detections[0].raw == {"criterion": -0.4}
        assert by_key.detections[1].raw == {"documents": [{"completely_generated": 0.31}]}
        assert by_key.detections[2].error == "language pl is not supported"

        fallback_history = audit.passage_history(run_id, "Notes/b.md#0")
        weak, source = fallback_history.evaluations
        assert (weak.subject, weak.positions, weak.passed) == ("candidate", [0], False)
        assert weak.failed_rules == [
            "meaning_preservation 0.3 is below the minimum quality 0.7",
        ]
        assert weak.issues == ["meaning lost"]
        assert (source.subject, source.candidate_id, source.positions) == ("source", None, [])
        assert source.quality_score == 0.6 and source.passed is False

        unfinished = audit.passage_history(run_id, "z.md#0")
        assert unfinished.passage.outcome is None and unfinished.result is None
    finally:
        audit.close()


def test_schema_is_built_by_the_migration_and_matches_the_tables(store_url: str) -> None:
    AuditStore.open(store_url).close()
    AuditStore.open(store_url).close()
    engine = create_engine(store_url)
    try:
        with engine.connect() as connection:
            versions = connection.execute(text(f"SELECT version_num FROM {VERSION_TABLE}"))
            assert versions.scalars().all() == [head_revision()]
            context = MigrationContext.configure(
                connection, opts={"version_table": VERSION_TABLE, "compare_type": True}
            )
            assert compare_metadata(context, Base.metadata) == []
    finally:
        engine.dispose()


# --- the evaluation invariant ------------------------------------------------------------------


def test_finish_refuses_a_judged_outcome_without_its_evaluation(store: AuditStore) -> None:
    run_id = start_run(store)
    ref = PassageRef(document="a.md", index=0)
    passage_id = start_passage(store, run_id, ref, "Source.")
    candidate_id = record_candidate(store, passage_id, 0, "Rewrite.", chat("g", "Rewrite."), None)
    rewritten = PassageResult(
        ref=ref,
        source_text="Source.",
        outcome=Outcome.REWRITTEN,
        output_text="Rewrite.",
        quality_passed=True,
        winner_position=0,
    )

    with pytest.raises(AuditStoreError, match="no evaluation is recorded"):
        finish_passage(store, passage_id, rewritten)

    # A failing verdict does not support a rewrite either, nor a fallback (source not judged).
    record_evaluation(store, passage_id, [candidate_id], [0], judged(judge_reply(0.2), "j1"))
    with pytest.raises(AuditStoreError, match=r"no passing evaluation .* winner position 0"):
        finish_passage(store, passage_id, rewritten)
    fallback = rewritten.model_copy(
        update={"outcome": Outcome.SOURCE_FALLBACK, "winner_position": None}
    )
    with pytest.raises(AuditStoreError, match="no evaluation of the source"):
        finish_passage(store, passage_id, fallback)
    assert store.finished_results(run_id) == {}
    assert store.counts(run_id)["rewritten"] == 0

    record_evaluation(store, passage_id, None, [], judged(judge_reply(0.5), "j2"))
    finish_passage(store, passage_id, fallback)
    assert store.finished_results(run_id) == {ref: fallback}
    with pytest.raises(AuditStoreError, match="already finished"):
        finish_passage(store, passage_id, fallback)


def test_a_candidate_identical_to_the_source_stands_for_the_source(store: AuditStore) -> None:
    run_id = start_run(store)
    ref = PassageRef(document="a.md", index=0)
    passage_id = start_passage(store, run_id, ref, "Same text.")
    candidate_id = record_candidate(store, passage_id, 0, "Same text.", None, None)
    record_evaluation(
        store, passage_id, [candidate_id], [0], judged(judge_reply(0.9, style=False), "j")
    )
    refused = PassageResult(
        ref=ref,
        source_text="Same text.",
        outcome=Outcome.REFUSED,
        quality_passed=False,
        error="source does not match the profile",
    )
    finish_passage(store, passage_id, refused)
    assert store.counts(run_id)["refused"] == 1


def test_evaluation_groups_are_checked(store: AuditStore) -> None:
    run_id = start_run(store)
    passage_id = start_passage(store, run_id, PassageRef(document="a.md", index=0), "S.")
    first = record_candidate(store, passage_id, 0, "One.", None, None)
    second = record_candidate(store, passage_id, 1, "Two.", None, None)
    other_passage = start_passage(store, run_id, PassageRef(document="a.md", index=1), "T.")
    foreign = record_candidate(store, other_passage, 0, "One.", None, None)
    verdict = judged(judge_reply(0.9), "j")

    with pytest.raises(AuditStoreError, match="same text"):
        record_evaluation(store, passage_id, [first, second], [0, 1], verdict)
    with pytest.raises(AuditStoreError, match="do not match"):
        record_evaluation(store, passage_id, [first], [1], verdict)
    with pytest.raises(AuditStoreError, match="has no candidate"):
        record_evaluation(store, passage_id, [foreign], [0], verdict)
    with pytest.raises(AuditStoreError, match="has no candidate"):
        record_detection(store, passage_id, foreign, Detection(detector="local", probability=0.5))
    with pytest.raises(AuditStoreError, match="neither text nor error"):
        record_candidate(store, passage_id, 2, None, None, None)
    assert store.passage_history(run_id, passage_id).evaluations == []


# --- resume ------------------------------------------------------------------------------------


def test_start_passage_resumes_unfinished_and_leaves_finished_alone(store_url: str) -> None:
    audit = AuditStore.open(store_url)
    run_id = start_run(audit)
    done_ref = PassageRef(document="a.md", index=0)
    done_id, done = record_fallback(audit, run_id, done_ref)
    cut_ref = PassageRef(document="a.md", index=1)
    cut_id = start_passage(audit, run_id, cut_ref, "Interrupted source.")
    kept = record_candidate(audit, cut_id, 0, "Kept.", chat("old", "Kept."), None)
    verdict = judged(judge_reply(0.9), "old-judge").model_copy(update={"judge_model": "judge"})
    record_evaluation(audit, cut_id, [kept], [0], verdict)
    record_detection(audit, cut_id, kept, Detection(detector="local", probability=0.4))
    audit.finish_run(run_id, RunStatus.INTERRUPTED)
    before = audit.passage_history(run_id, done_id)
    audit.close()  # the process dies here

    audit = AuditStore.open(store_url)
    try:
        assert audit.reopen_run(run_id).status is RunStatus.RUNNING
        assert audit.finished_results(run_id) == {done_ref: done}
        (opened,) = audit.open_passages(run_id, [(cut_ref, "Interrupted source.")])
        assert opened.id == cut_id
        # Every answer of the interrupted attempt is there to be reused, as it was recorded.
        recorded = opened.recorded
        assert recorded is not None
        candidate = recorded.candidate(0)
        assert candidate is not None and candidate.id == kept
        assert candidate.generation.text == "Kept."
        evaluation = recorded.evaluation("Kept.", "judge")
        assert evaluation is not None and evaluation.positions == (0,)
        assert evaluation.juror.evaluation == verdict.evaluation
        assert evaluation.juror.passed == verdict.passed
        assert evaluation.juror.raw_reply == verdict.raw_reply
        assert recorded.evaluation("Kept.", "another-judge") is None
        (detection,) = recorded.detections
        assert detection.detection.probability == 0.4
        resumed = audit.passage_history(run_id, cut_id)
        assert [c.id for c in resumed.candidates] == [kept]
        assert len(resumed.evaluations) == 1 and len(resumed.detections) == 1
        assert resumed.passage.outcome is None

        # The document changed since: the recorded calls answered another question.
        (edited,) = audit.open_passages(run_id, [(cut_ref, "Edited source.")])
        assert edited.id == cut_id and edited.recorded is None
        resumed = audit.passage_history(run_id, cut_id)
        assert (resumed.candidates, resumed.evaluations, resumed.detections) == ([], [], [])

        with pytest.raises(AuditStoreError, match="already finished"):
            start_passage(audit, run_id, done_ref, done.source_text)
        assert audit.passage_history(run_id, done_id) == before
        assert audit.counts(run_id)["source_fallback"] == 1
    finally:
        audit.close()


def test_retry_failed_opens_a_new_attempt_and_keeps_the_failed_one(store: AuditStore) -> None:
    run_id = start_run(store)
    ref = PassageRef(document="a.md", index=0)
    done_ref = PassageRef(document="a.md", index=1)
    done_id, done = record_fallback(store, run_id, done_ref)
    first_id = start_passage(store, run_id, ref, "Source.")
    record_candidate(store, first_id, 0, None, None, "Timeout: read timed out")
    failed = PassageResult(
        ref=ref,
        source_text="Source.",
        outcome=Outcome.FAILED,
        error="generation failed",
        reason="every generator call failed",
    )
    finish_passage(store, first_id, failed)

    # Without --retry-failed a failed passage is finished like any other.
    with pytest.raises(AuditStoreError, match="already finished"):
        start_passages(store, run_id, [(ref, "Source.")])
    (second_id,) = start_passages(store, run_id, [(ref, "Source.")], retry_failed=True)
    # Only a failed passage is retried; a finished fallback is never paid for again.
    with pytest.raises(AuditStoreError, match="already finished"):
        start_passages(store, run_id, [(done_ref, done.source_text)], retry_failed=True)

    assert second_id != first_id
    old = store.passage_history(run_id, first_id)
    assert old.passage.outcome is Outcome.FAILED  # the old attempt and its calls are kept
    assert [c.error for c in old.candidates] == ["Timeout: read timed out"]
    fresh = store.passage_history(run_id, ref.key)  # DOCUMENT#INDEX names the latest attempt
    assert fresh.passage.id == second_id and fresh.passage.outcome is None
    assert ref not in store.finished_results(run_id)

    candidate = record_candidate(store, second_id, 0, "Fresh.", chat("new", "Fresh."), None)
    record_evaluation(store, second_id, [candidate], [0], judged(judge_reply(0.9), "judge-2"))
    rewritten = PassageResult(
        ref=ref,
        source_text="Source.",
        outcome=Outcome.REWRITTEN,
        output_text="Fresh.",
        quality_passed=True,
        winner_position=0,
    )
    finish_passage(store, second_id, rewritten)

    final = store.finished_results(run_id)[ref]
    assert (final.outcome, final.attempt, final.earlier_errors) == (
        Outcome.REWRITTEN,
        2,
        ["generation failed"],
    )
    assert store.counts(run_id) == {
        "rewritten": 1,
        "source_fallback": 1,
        "refused": 0,
        "failed": 0,
    }
    assert [r.ref for r in store.iter_results(run_id)] == [ref, done_ref]
    assert [p.id for p in store.run_history(run_id).passages] == [second_id, done_id]


# --- opening -----------------------------------------------------------------------------------


def test_concurrent_opens_and_writes_do_not_collide(store_url: str) -> None:
    with ThreadPoolExecutor(max_workers=4) as pool:
        stores = list(pool.map(lambda _: AuditStore.open(store_url), range(4)))
    try:
        run_id = start_run(stores[0])

        def work(number: int) -> str:
            audit = stores[number]
            passage_id = start_passage(audit, run_id, PassageRef(document="d", index=number), "S")
            for position in range(5):
                record_candidate(audit, passage_id, position, f"text {position}", None, None)
            return passage_id

        with ThreadPoolExecutor(max_workers=4) as pool:
            passage_ids = list(pool.map(work, range(4)))
        history = stores[1].run_history(run_id)
        assert [p.id for p in history.passages] == passage_ids
        for passage_id in passage_ids:
            assert len(stores[2].passage_history(run_id, passage_id).candidates) == 5
    finally:
        for audit in stores:
            audit.close()


def test_unknown_run_and_passage_are_errors(store: AuditStore) -> None:
    with pytest.raises(AuditStoreError, match="unknown run 'nope'"):
        store.get_run("nope")
    with pytest.raises(AuditStoreError, match="unknown run"):
        store.iter_results("nope")
    run_id = start_run(store)
    with pytest.raises(AuditStoreError, match=re.escape("has no passage 'a.md#0'")):
        store.passage_history(run_id, "a.md#0")
    with pytest.raises(AuditStoreError, match=r"refusing to store parameters\.route\.api_key"):
        store.start_run(
            profile=PROFILE,
            generator_model="m",
            judge_model="m",
            minimum_quality=0.5,
            parameters={"route": {"api_key": "sk-live"}},
            warnings=[],
        )


def _closed_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
    return port


def test_unreachable_server_fails_fast_without_leaking_the_password() -> None:
    port = _closed_port()
    url = f"postgresql+psycopg://skryba:Sup3rSecretPw@127.0.0.1:{port}/audit"
    started = time.monotonic()
    with pytest.raises(AuditStoreError) as caught:
        AuditStore.open(url)
    assert time.monotonic() - started < 5
    message = str(caught.value)
    assert "Sup3rSecretPw" not in message
    assert f"postgresql+psycopg://skryba:***@127.0.0.1:{port}/audit" in message
    assert "unreachable" in message


def test_a_silent_server_times_out_within_the_connect_timeout() -> None:
    # A socket that accepts connections but never answers: only the connect timeout ends the wait.
    with socket.socket() as listener:
        listener.bind(("127.0.0.1", 0))
        listener.listen(8)
        port = listener.getsockname()[1]
        stop = threading.Event()
        accepted: list[socket.socket] = []

        def accept() -> None:
            listener.settimeout(0.2)
            while not stop.is_set():
                try:
                    accepted.append(listener.accept()[0])
                except TimeoutError:
                    continue

        thread = threading.Thread(target=accept, daemon=True)
        thread.start()
        started = time.monotonic()
        try:
            with pytest.raises(AuditStoreError, match="unreachable"):
                AuditStore.open(f"postgresql+psycopg://u:pw-9x@127.0.0.1:{port}/audit")
            elapsed = time.monotonic() - started
        finally:
            stop.set()
            thread.join()
            for connection in accepted:
                connection.close()
    assert accepted, "the client never reached the silent server"
    assert elapsed <= 5 + 1.5


@pytest.mark.parametrize(
    ("url", "message"),
    [
        ("not a url", "invalid audit store URL"),
        ("mysql://root:hunter2@localhost/x", "unsupported audit store URL"),
        ("sqlite:////nonexistent-dir/skryba/audit.db", "unreachable"),
    ],
)
def test_unusable_urls_are_audit_store_errors(url: str, message: str) -> None:
    with pytest.raises(AuditStoreError, match=message) as caught:
        AuditStore.open(url)
    assert "hunter2" not in str(caught.value)


def test_redact_url_masks_the_password() -> None:
    assert redact_url("postgresql+psycopg://me:pw@db:5432/audit") == (
        "postgresql+psycopg://me:***@db:5432/audit"
    )
    assert redact_url("sqlite:///skryba-audit.db") == "sqlite:///skryba-audit.db"

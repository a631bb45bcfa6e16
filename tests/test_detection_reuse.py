"""Score each distinct text once per audit store: an earlier detection is found and reused."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from alembic import command
from sqlalchemy import create_engine, text

from models.outcome import Detection, PassageRef
from skryba.audit import AuditStore
from skryba.audit.answers import text_sha256
from skryba.audit.migrations import alembic_config
from skryba.detectors.base import reuse_key, reuse_or_score
from skryba.recorder import AuditRecorder
from tests.audit_pg import postgres_database  # noqa: F401  (fixture, used via store_url)
from tests.audit_writes import record_candidate, record_detections, start_passage
from tests.test_audit_store import chat, start_run, store_url  # noqa: F401  (fixture)

SOURCE = "The river rose two metres overnight and the old bridge was closed to traffic."
CANDIDATE = "Overnight the river rose by two metres, so the old bridge was closed to traffic."
KEY = "local|SmolLM2-135M-Instruct.Q4_1.F16.gguf|max_tokens=64|a=1.5|b=0.5"


@pytest.fixture
def store(store_url: str) -> Iterator[AuditStore]:  # noqa: F811  (the fixture imported above)
    audit = AuditStore.open(store_url)
    yield audit
    audit.close()


def _passage(audit: AuditStore, run_id: str, index: int = 0) -> tuple[str, str]:
    """A started passage with one candidate: (passage id, candidate id)."""
    passage_id = start_passage(audit, run_id, PassageRef(document="a.md", index=index), SOURCE)
    candidate_id = record_candidate(audit, passage_id, 0, CANDIDATE, chat("g0", CANDIDATE), None)
    return passage_id, candidate_id


def _scored(probability: float, key: str | None = KEY) -> Detection:
    return Detection(
        detector="local", probability=probability, raw={"criterion": probability}, key=key
    )


def test_a_recorded_detection_is_found_by_its_text_and_key(store: AuditStore) -> None:
    passage_id, candidate_id = _passage(store, start_run(store))
    source_id, candidate_row = record_detections(
        store, passage_id, [(None, _scored(0.2)), (candidate_id, _scored(0.7))]
    )

    found = store.find_detection(KEY, SOURCE)
    assert found is not None
    assert (found.detector, found.probability, found.raw) == ("local", 0.2, {"criterion": 0.2})
    assert found.key == KEY and found.reused_from == source_id
    # The candidate's text was hashed from the stored candidate row.
    by_candidate = store.find_detection(KEY, CANDIDATE)
    assert by_candidate is not None and by_candidate.reused_from == candidate_row
    assert by_candidate.probability == 0.7
    # Another text, or the same text under another detector key (model, bound or curve), is not.
    assert store.find_detection(KEY, SOURCE + " ") is None
    assert store.find_detection(KEY.replace("a=1.5", "a=1.6"), SOURCE) is None


def test_failed_unscored_and_keyless_answers_are_never_reused(store: AuditStore) -> None:
    passage_id, candidate_id = _passage(store, start_run(store))
    record_detections(
        store,
        passage_id,
        [
            (None, Detection(detector="local", error="DetectorError: no variance", key=KEY)),
            (candidate_id, _scored(0.4, key=None)),
        ],
    )
    assert store.find_detection(KEY, SOURCE) is None
    assert store.find_detection(KEY, CANDIDATE) is None


def test_a_reused_answer_is_recorded_as_reused_and_points_at_the_original(
    store: AuditStore,
) -> None:
    first_run = start_run(store)
    passage_id, _ = _passage(store, first_run)
    (original,) = record_detections(store, passage_id, [(None, _scored(0.3))])

    # A later run (a benchmark profile, a resume) meets the same source text.
    second_run = start_run(store)
    again_id, _ = _passage(store, second_run)
    reused = store.find_detection(KEY, SOURCE)
    assert reused is not None
    (copy,) = record_detections(store, again_id, [(None, reused)])

    history = store.passage_history(second_run, "a.md#0")
    (row,) = history.detections
    assert row.id == copy and row.reused_from == original
    assert row.text_sha256 == text_sha256(SOURCE) and row.detector_key == KEY
    assert row.probability == 0.3
    # Found again, it still names the computed original, not the copy.
    again = store.find_detection(KEY, SOURCE)
    assert again is not None and again.reused_from == original


class _Keyed:
    name = "local"
    reuse_key = KEY

    def __init__(self) -> None:
        self.scored = 0

    def unsupported_reason(self, text_: str, language: str | None) -> str | None:
        return None

    async def score(self, text_: str) -> Detection:
        self.scored += 1
        return _scored(0.9)


class _Unkeyed(_Keyed):
    reuse_key = None  # type: ignore[assignment]


def test_reuse_or_score_reads_back_through_the_recorder(store: AuditStore) -> None:
    run_id = start_run(store)
    passage_id, _ = _passage(store, run_id)
    record_detections(store, passage_id, [(None, _scored(0.25))])
    recorder = AuditRecorder(store, run_id)
    detector = _Keyed()
    assert reuse_key(detector) == KEY

    async def both() -> tuple[Detection, Detection]:
        seen = await reuse_or_score(
            detector, SOURCE, recorder.find_detection, lambda: detector.score(SOURCE)
        )
        new = await reuse_or_score(
            detector, CANDIDATE, recorder.find_detection, lambda: detector.score(CANDIDATE)
        )
        return seen, new

    try:
        seen, new = asyncio.run(both())
    finally:
        recorder.close()
    assert seen.probability == 0.25 and seen.reused_from is not None
    assert new.probability == 0.9 and new.reused_from is None
    assert detector.scored == 1


def test_old_stores_gain_the_columns_and_keep_their_detections(store_url: str) -> None:  # noqa: F811
    engine = create_engine(store_url)
    config = alembic_config()
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "0001")
        AuditStore.open(store_url).close()  # upgrades to head
        with engine.begin() as connection:
            columns = connection.execute(
                text("SELECT text_sha256, detector_key, reused_from FROM detections")
            ).all()
            assert columns == []
            config.attributes["connection"] = connection
            command.downgrade(config, "0001")
            command.upgrade(config, "head")
    finally:
        engine.dispose()

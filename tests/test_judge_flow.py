"""The judge inside a real Prefect flow run against a loopback route: retries and audit rows."""

from __future__ import annotations

from pathlib import Path

import pytest

from flows.rewrite import RunFailed
from skryba.audit.store import AuditStore
from skryba.judge.reply import EVALUATION_FAILED, NO_JSON_OBJECT
from tests.flow_calls import rewrite_flow
from tests.stub_route import Raw, ScriptedRoute, evaluation

pytestmark = pytest.mark.usefixtures("prefect_server")


def _corpus(tmp_path: Path) -> Path:
    corpus = tmp_path / "in"
    corpus.mkdir()
    (corpus / "one.txt").write_text("The river rises in spring.\n", encoding="utf-8")
    return corpus


async def _run(tmp_path: Path) -> object:
    return await rewrite_flow(
        inputs=[str(_corpus(tmp_path))],
        minimum_quality=0.8,
        candidates=1,
        detectors=["none"],
        out=str(tmp_path / "out"),
    )


def _store(db: Path) -> AuditStore:
    return AuditStore.open(f"sqlite:///{db}")


async def test_two_503_then_valid_succeeds_after_three_requests(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    replies = [Raw(503, "busy"), Raw(503, "busy", {"Retry-After": "0"}), evaluation()]
    route.judge = lambda source, candidate: replies.pop(0)

    summary = await _run(tmp_path)

    judge_calls = route.of_kind("judge")
    assert len(judge_calls) == 3
    for call in judge_calls:
        assert "max_tokens" not in call.body
        assert "temperature" not in call.body
        assert set(call.data) == {"requested_profile", "source", "candidate"}
    store = _store(isolated_env)
    history = store.passage_history(summary.run_id, "one.txt#0")  # type: ignore[attr-defined]
    store.close()
    assert len(history.evaluations) == 1
    assert history.evaluations[0].passed is True
    assert history.evaluations[0].quality_score == pytest.approx(0.95)


async def test_malformed_reply_is_asked_once_and_refused(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    route.judge = lambda source, candidate: "I think it is quite good."

    with pytest.raises(RunFailed) as failed:
        await _run(tmp_path)

    assert len(route.of_kind("judge")) == 1
    summary = failed.value.summary
    assert summary.failed == 1
    store = _store(isolated_env)
    history = store.passage_history(summary.run_id, "one.txt#0")
    store.close()
    assert [e.error for e in history.evaluations] == [NO_JSON_OBJECT]
    assert history.evaluations[0].raw_reply == "I think it is quite good."


async def test_http_400_is_not_retried(
    route: ScriptedRoute, tmp_path: Path, isolated_env: Path
) -> None:
    route.judge = lambda source, candidate: Raw(400, '{"error": "bad request"}')

    with pytest.raises(RunFailed) as failed:
        await _run(tmp_path)

    assert len(route.of_kind("judge")) == 1
    store = _store(isolated_env)
    history = store.passage_history(failed.value.summary.run_id, "one.txt#0")
    store.close()
    assert [e.error for e in history.evaluations] == [EVALUATION_FAILED]

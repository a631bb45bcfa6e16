"""Invalid judge replies over the wire: never retried, never read as a pass, each ending its
passage with the exact refusal and its raw reply kept in the audit store (all in one flow run).
"""

from __future__ import annotations

import pytest

from tests.judge_replies import InvalidReply
from tests.reliability.judge_reply_cases import ALL_REPLIES, ReplyVerdict, run_reply_cases


@pytest.fixture(scope="module")
def verdicts(
    prefect_server: None, tmp_path_factory: pytest.TempPathFactory
) -> dict[str, ReplyVerdict]:
    """Every reply's ending, from one flow run."""
    database = tmp_path_factory.mktemp("replies") / "audit.db"
    return {v.name: v for v in run_reply_cases(ALL_REPLIES, f"sqlite:///{database}")}


def test_at_least_thirty_distinct_shapes() -> None:
    assert len({case.name for case in ALL_REPLIES}) == len(ALL_REPLIES) >= 30
    assert len({case.reply for case in ALL_REPLIES}) == len(ALL_REPLIES)


@pytest.mark.parametrize("case", ALL_REPLIES, ids=lambda case: case.name)
def test_invalid_reply_is_refused_exactly_and_never_retried(
    case: InvalidReply, verdicts: dict[str, ReplyVerdict]
) -> None:
    verdict = verdicts[case.name]
    assert verdict.problems == []
    assert verdict.judge_attempts == 1
    assert not verdict.lost

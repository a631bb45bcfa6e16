"""What is retried, and how long the backoff waits (SPEC 6, 11)."""

from __future__ import annotations

import random
import time

import httpx
import pytest

from skryba.errors import (
    ConnectFailed,
    DetectorError,
    EmptyCompletion,
    InvalidJudgeReply,
    MalformedResponse,
    RetryableStatus,
    StatusError,
    Timeout,
    TransportError,
    UsageError,
)
from skryba.judge.reply import NO_JSON_OBJECT
from skryba.route import retry
from skryba.route.http_errors import check_status
from skryba.route.retry import RetryPolicy, backoff_delay, is_retryable, with_retries

RETRIED_STATUSES = (408, 429, 500, 502, 503, 504)
FINAL_STATUSES = (400, 401, 403, 404, 409, 413, 422)


@pytest.mark.parametrize(
    ("exc", "retried"),
    [
        (ConnectFailed("ConnectError: refused"), True),
        (Timeout("ReadTimeout: the route did not answer in time"), True),
        *((RetryableStatus(status), True) for status in RETRIED_STATUSES),
        (RetryableStatus(429, retry_after=3.0), True),
        *((StatusError(status, "nope"), False) for status in FINAL_STATUSES),
        (MalformedResponse("route answered a non-JSON body (text/html)"), False),
        (EmptyCompletion("chat completion has no choices"), False),
        (InvalidJudgeReply(NO_JSON_OBJECT, raw_reply="fine"), False),
        (DetectorError("detector down"), False),
        (UsageError("bad option"), False),
        (ValueError("anything else"), False),
        (KeyboardInterrupt(), False),
        (None, False),
    ],
    ids=lambda value: type(value).__name__ if not isinstance(value, bool) else str(value),
)
def test_only_the_transport_branch_is_retryable(exc: BaseException | None, retried: bool) -> None:
    assert is_retryable(exc) is retried


@pytest.mark.parametrize(
    ("status", "retried"),
    [*((s, True) for s in RETRIED_STATUSES), *((s, False) for s in FINAL_STATUSES)],
)
def test_http_status_classification(status: int, retried: bool) -> None:
    with pytest.raises((RetryableStatus, StatusError)) as caught:
        check_status(httpx.Response(status, text="body"))
    assert isinstance(caught.value, RetryableStatus | StatusError)
    assert caught.value.status_code == status
    assert is_retryable(caught.value) is retried


@pytest.mark.parametrize("status", [200, 201, 204, 299])
def test_success_statuses_raise_nothing(status: int) -> None:
    check_status(httpx.Response(status))


POLICY = RetryPolicy(retries=6, base_delay=0.5, max_delay=5.0)


@pytest.mark.parametrize(
    ("attempt", "ceiling"),
    [(1, 0.5), (2, 1.0), (3, 2.0), (4, 4.0), (5, 5.0), (6, 5.0), (12, 5.0)],
)
def test_backoff_is_full_jitter_under_the_exponential_ceiling(attempt: int, ceiling: float) -> None:
    expected = random.Random(7).uniform(0.0, ceiling)
    assert backoff_delay(attempt, None, POLICY, random.Random(7)) == expected

    rng = random.Random(attempt)
    draws = [backoff_delay(attempt, None, POLICY, rng) for _ in range(2000)]
    assert all(0.0 <= d <= ceiling for d in draws)
    # Full jitter spans the whole interval, from near zero to near the ceiling.
    assert min(draws) < 0.05 * ceiling
    assert max(draws) > 0.95 * ceiling
    # Drawn afresh each time: concurrent calls do not retry in lockstep.
    assert len(set(draws)) > 1900


def test_backoff_never_waits_less_than_retry_after() -> None:
    rng = random.Random(3)
    draws = [backoff_delay(2, 0.8, POLICY, rng) for _ in range(500)]
    assert all(0.8 <= d <= 1.0 for d in draws)
    assert min(draws) == 0.8  # below Retry-After the server's delay wins
    assert any(d > 0.8 for d in draws)  # above it, the jitter stands


def test_retry_after_beyond_the_ceiling_is_honoured() -> None:
    assert backoff_delay(1, 30.0, POLICY, random.Random(1)) == 30.0


def test_zero_policy_waits_only_for_retry_after() -> None:
    zero = RetryPolicy(retries=3, base_delay=0.0, max_delay=0.0)
    assert backoff_delay(3, None, zero, random.Random(1)) == 0.0
    assert backoff_delay(3, 2.5, zero, random.Random(1)) == 2.5


class SleepRecorder:
    """Stands in for ``asyncio.sleep``: records each wait instead of waiting."""

    def __init__(self) -> None:
        self.waits: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.waits.append(seconds)


class Script:
    """An outside call that raises the scripted errors in turn, then returns ``"ok"``."""

    def __init__(self, *errors: BaseException) -> None:
        self.errors = list(errors)
        self.calls = 0

    async def __call__(self) -> str:
        self.calls += 1
        if self.errors:
            raise self.errors.pop(0)
        return "ok"


NO_WAIT = RetryPolicy(retries=4, base_delay=0.0, max_delay=0.0)


@pytest.mark.parametrize(
    "exc",
    [
        InvalidJudgeReply(NO_JSON_OBJECT, raw_reply="no json here"),
        StatusError(400, "bad request"),
        StatusError(401),
        MalformedResponse("route answered JSON that is not a chat completion"),
        EmptyCompletion("chat completion has empty content"),
        DetectorError("detector down"),
        ValueError("not ours"),
    ],
    ids=lambda exc: type(exc).__name__,
)
async def test_everything_but_transport_is_raised_after_one_call(exc: BaseException) -> None:
    call = Script(exc)
    sleeper = SleepRecorder()
    with pytest.raises(type(exc)) as raised:
        await with_retries(call, "judge", NO_WAIT, sleep=sleeper)
    assert raised.value is exc
    assert call.calls == 1
    assert sleeper.waits == []


@pytest.mark.parametrize(
    "exc",
    [
        ConnectFailed("ConnectError"),
        Timeout("ReadTimeout"),
        *(RetryableStatus(status) for status in RETRIED_STATUSES),
    ],
    ids=lambda exc: f"{type(exc).__name__}-{getattr(exc, 'status_code', '')}",
)
async def test_a_transport_failure_repeats_the_one_call(exc: TransportError) -> None:
    call = Script(exc, exc)
    assert await with_retries(call, "generate", NO_WAIT, sleep=SleepRecorder()) == "ok"
    assert call.calls == 3


async def test_retries_run_out_with_the_last_transport_failure_raised() -> None:
    failures = [RetryableStatus(503) for _ in range(5)]
    call = Script(*failures)
    with pytest.raises(RetryableStatus) as raised:
        await with_retries(call, "judge", NO_WAIT, sleep=SleepRecorder())
    assert call.calls == 5  # the first attempt and NO_WAIT's four retries
    assert raised.value is failures[-1]


async def test_no_retries_means_one_call() -> None:
    call = Script(ConnectFailed("refused"))
    with pytest.raises(ConnectFailed):
        await with_retries(call, "judge", RetryPolicy(retries=0), sleep=SleepRecorder())
    assert call.calls == 1


async def test_a_later_non_transport_error_stops_the_retries() -> None:
    call = Script(RetryableStatus(502), StatusError(400, "bad request"))
    with pytest.raises(StatusError):
        await with_retries(call, "judge", NO_WAIT, sleep=SleepRecorder())
    assert call.calls == 2


async def test_the_real_sleep_waits_for_retry_after() -> None:
    call = Script(RetryableStatus(429, retry_after=0.2))
    started = time.monotonic()
    assert await with_retries(call, "judge", NO_WAIT) == "ok"
    assert 0.2 <= time.monotonic() - started < 1.0


@pytest.mark.parametrize("retry_after", [None, 0.3])
async def test_each_retry_waits_the_backoff_of_its_attempt(
    monkeypatch: pytest.MonkeyPatch, retry_after: float | None
) -> None:
    policy = RetryPolicy(retries=5, base_delay=0.05, max_delay=0.5)
    monkeypatch.setattr(retry, "random", random.Random(11))
    sleeper = SleepRecorder()
    call = Script(*(RetryableStatus(503, retry_after=retry_after) for _ in range(5)))

    assert await with_retries(call, "generate", policy, sleep=sleeper) == "ok"

    expected_rng = random.Random(11)
    ceilings = [0.05, 0.1, 0.2, 0.4, 0.5]
    expected = [max(expected_rng.uniform(0.0, c), retry_after or 0.0) for c in ceilings]
    assert sleeper.waits == expected

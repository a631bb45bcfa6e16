"""``SKRYBA_CALL_TIMEOUT``: a whole call, request to complete response, has a deadline.

A body dripping one byte every half second never trips httpx's read timeout (it bounds each
read); the deadline cuts it off, as a transport Timeout that is retried like any other. Its clock
starts once the call holds a slot: a call waiting behind others is not yet made. Real loopback
servers throughout (``FaultRoute``), real clients, the real retry loop and audit store.
"""

from __future__ import annotations

import asyncio
import json
import time

import httpx
import pytest
from pydantic import SecretStr

from models.chat import ChatMessage, ChatRequest
from skryba.detectors.gptzero import GPTZeroDetector
from skryba.detectors.vendor_settings import GPTZeroSettings
from skryba.errors import Timeout
from skryba.route.brama import BramaClient
from skryba.route.retry import is_retryable
from skryba.settings import Settings
from tests.reliability.drip_cases import (
    DRIP_INTERVAL_S,
    DRIPPING_JUDGE,
    READ_TIMEOUT_S,
    SLACK_S,
    run_dripping_judges,
)
from tests.reliability.fault_route import Drip, Exchange, FaultRoute, raw, reply
from tests.stub_route import GOOD

START_SKEW_S = 0.3


def _drip() -> Drip:
    return Drip(DRIPPING_JUDGE, 1, DRIP_INTERVAL_S)


def _request() -> ChatRequest:
    return ChatRequest(model="m", messages=(ChatMessage(role="user", content="hello"),))


def _client(route: FaultRoute, call_timeout: float, concurrency: int = 4) -> BramaClient:
    return BramaClient(
        route.base_url,
        timeout=httpx.Timeout(READ_TIMEOUT_S, connect=5.0),
        concurrency=concurrency,
        call_timeout=call_timeout,
    )


def test_the_default_deadline_is_600_s_and_the_variable_sets_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SKRYBA_CALL_TIMEOUT", raising=False)
    assert Settings().call_timeout == 600.0
    assert GPTZeroSettings().call_timeout == 600.0
    monkeypatch.setenv("SKRYBA_CALL_TIMEOUT", "3")
    assert Settings().call_timeout == 3.0
    assert GPTZeroSettings().call_timeout == 3.0  # one variable for every route
    client = BramaClient.from_settings(Settings(), "http://127.0.0.1:9/v1", 2)
    assert client.call_timeout == 3.0
    monkeypatch.setenv("SKRYBA_CALL_TIMEOUT", "0")
    with pytest.raises(ValueError, match="greater than 0"):
        Settings()


async def test_a_dripping_body_ends_as_a_timeout_at_the_deadline() -> None:
    with FaultRoute(lambda exchange: _drip()) as route:
        async with _client(route, call_timeout=1.0) as client:
            started = time.monotonic()
            with pytest.raises(Timeout, match=r"CallTimeout: .* within 1 s") as caught:
                await client.complete(_request())
            took = time.monotonic() - started
    assert is_retryable(caught.value)
    assert 1.0 <= took < 1.0 + SLACK_S
    # The body had not finished: it would have taken this long.
    assert len(DRIPPING_JUDGE.body) * DRIP_INTERVAL_S > 60


async def test_a_body_slower_than_a_read_but_inside_the_deadline_arrives() -> None:
    body = reply("A slow but complete answer.")
    with FaultRoute(lambda exchange: Drip(body, 40, 0.2)) as route:
        async with _client(route, call_timeout=10.0) as client:
            result = await client.complete(_request())
    assert result.text == "A slow but complete answer."


async def test_waiting_for_a_slot_is_not_part_of_the_call() -> None:
    # Each answer takes about 0.8 s; with one slot the second call ends about 1.6 s after it
    # was asked for, past the 1.2 s deadline, and must still succeed.
    slow = reply("Slow but on time.")
    chunk = len(slow.body) // 4 + 1
    with FaultRoute(lambda exchange: Drip(slow, chunk, 0.2)) as route:
        async with _client(route, call_timeout=1.2, concurrency=1) as client:
            started = time.monotonic()
            results = await asyncio.gather(client.complete(_request()), client.complete(_request()))
            took = time.monotonic() - started
    assert [r.text for r in results] == ["Slow but on time."] * 2
    assert took > 1.2


async def test_the_slot_and_connection_are_free_again_after_the_deadline() -> None:
    def script(exchange: Exchange) -> Drip | None:
        return _drip() if exchange.attempt == 0 else None

    with FaultRoute(script) as route:
        async with _client(route, call_timeout=1.0, concurrency=1) as client:
            with pytest.raises(Timeout):
                await client.complete(_request())
            # One slot: a slot or connection still held by the cut-off call would hang this.
            again = await asyncio.wait_for(client.complete(_request()), timeout=10)
    assert again.text == json.dumps(GOOD)


async def test_a_dripping_detector_service_ends_as_a_timeout_at_the_deadline() -> None:
    scored = raw(json.dumps({"documents": [{"class_probabilities": {"ai": 0.2}}]}))
    with FaultRoute(lambda exchange: Drip(scored, 1, DRIP_INTERVAL_S)) as route:
        settings = GPTZeroSettings(
            api_key=SecretStr("k"), url=f"http://127.0.0.1:{route.port}", call_timeout=1.0
        )
        async with GPTZeroDetector(settings) as detector:
            started = time.monotonic()
            with pytest.raises(Timeout, match="CallTimeout"):
                await detector.score("A text to score, long enough for the service.")
            took = time.monotonic() - started
    assert 1.0 <= took < 1.0 + SLACK_S


@pytest.mark.usefixtures("prefect_server")
def test_a_dripping_judge_is_cut_off_per_attempt_retried_and_fails_as_specified(
    tmp_path_factory: pytest.TempPathFactory,
) -> None:
    """The issue's check: a dripping judge with a 3 s call timeout."""
    call_timeout = 3.0
    database = tmp_path_factory.mktemp("deadline") / "audit.db"

    verdict = run_dripping_judges(
        f"sqlite:///{database}", passages=2, call_timeout=call_timeout, retries=1
    )

    assert [r.crash for r in verdict.records] == [None, None]
    assert verdict.failed_as_specified == verdict.passages == 2
    # Two attempts per passage (one retry), each timed by the client's transport: cut off at
    # the deadline, not when the body would have ended (minutes later).
    assert [r.client_attempts["judge"] for r in verdict.records] == [2, 2]
    assert verdict.calls == verdict.within_deadline == 4
    for record in verdict.records:
        # The transport's clock starts a moment after the client's deadline does (on a loaded
        # machine, up to a few hundred ms): the lower bound allows for that, no more.
        assert all(
            call_timeout - START_SKEW_S <= t < call_timeout + SLACK_S
            for t in record.call_seconds["judge"]
        ), record.call_seconds["judge"]
    # Both passages in parallel, two attempts each: about two deadlines, plus the flow's start.
    assert verdict.wall_s < 2 * (call_timeout + SLACK_S) + 5.0

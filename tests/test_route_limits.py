"""The route's own limits held in-process (no shared Prefect API): the gate alone, then a whole
run against a loopback route that answers 429 above its caps.

The shared (Prefect) side is tested with real workers in tests/test_route_limits_shared.py.
"""

from __future__ import annotations

import asyncio
import json
import logging
import math
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from benchmarks.overhead import start_route, write_corpus
from models.chat import ChatMessage, ChatRequest, ChatResult
from models.run import RunParameters
from skryba.orchestration import prefect_api
from skryba.route import limits as route_limits
from skryba.route.limits import RouteGate, RouteLimits, _Lease, limit_names
from skryba.route.retry import retries_logged_to
from skryba.route.tokens import TokenEstimator, prompt_estimate
from skryba.runner import run_corpus
from skryba.settings import Settings


def gate(**limits: int) -> RouteGate:
    """An in-process gate for a client of concurrency 8."""
    return RouteGate(RouteLimits(**limits), limit_names("http://127.0.0.1:1/v1"), want=8)


def test_limit_names_follow_the_route_without_its_credentials_or_query() -> None:
    names = limit_names("https://user:secret@api.example.com/openai/v1?key=abc")
    assert names.concurrency == "skryba-route:api.example.com:443:openai:v1"
    assert names.rate == "skryba-route-rpm:api.example.com:443:openai:v1"
    assert names.hold == "skryba-route-hold:api.example.com:443:openai:v1"
    assert "secret" not in names.model_dump_json() and "abc" not in names.model_dump_json()
    assert limit_names("http://127.0.0.1:8080/v1").concurrency == "skryba-route:127.0.0.1:8080:v1"


def test_settings_read_the_route_limits(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SKRYBA_ROUTE_CONCURRENCY", "12")
    monkeypatch.setenv("SKRYBA_ROUTE_RPM", "")
    monkeypatch.setenv("SKRYBA_ROUTE_TPM", "")
    limits = RouteLimits.from_settings(Settings())
    assert (limits.concurrency, limits.rpm, limits.tpm) == (12, None, None)
    monkeypatch.setenv("SKRYBA_ROUTE_RPM", "90")
    monkeypatch.setenv("SKRYBA_ROUTE_TPM", "90000")
    limits = RouteLimits.from_settings(Settings())
    assert (limits.per_second, limits.burst) == (1.5, 2)
    assert (limits.tokens_per_second, limits.token_burst) == (1500, 1500)
    monkeypatch.setenv("SKRYBA_ROUTE_CONCURRENCY", "0")
    with pytest.raises(ValueError, match="route_concurrency"):
        Settings()


def test_a_shard_keeps_the_tighter_of_its_runs_limits_and_its_own() -> None:
    run = RouteLimits(concurrency=12, rpm=600)
    assert RouteLimits().tighter(run) == run  # a worker without SKRYBA_ROUTE_*
    own = RouteLimits(concurrency=20, rpm=300, tpm=50_000)
    assert own.tighter(run) == RouteLimits(concurrency=12, rpm=300, tpm=50_000)
    assert own.tighter(None) == own


def test_a_requests_tokens_are_estimated_high_and_learnt_from_its_answers() -> None:
    english = "The river rose twelve centimetres overnight, the county said on Monday. " * 10
    polish = (
        "Rzeka podniosła się w nocy o dwanaście centymetrów, podał w poniedziałek powiat. " * 10
    )
    for text in (english, polish):
        request = ChatRequest(model="gen", messages=(ChatMessage(role="user", content=text),))
        # A BPE tokenizer gives about 4 bytes a token in English, 3 in Polish.
        assert prompt_estimate(request) >= len(text.encode("utf-8")) / 3
    request = ChatRequest(model="gen", messages=(ChatMessage(role="user", content=english),))
    estimator = TokenEstimator()
    prompt = prompt_estimate(request)
    assert estimator.estimate(request) == 2 * prompt  # no answer yet: completion = prompt
    answer = ChatResult(text="x", model="gen", request_id=None, latency_s=0.1, completion_tokens=40)
    estimator.learn(request, answer)
    assert estimator.estimate(request) == prompt + 40
    capped = request.model_copy(update={"max_tokens": 7})
    assert estimator.estimate(capped) == prompt + 7


async def test_in_process_concurrency_limit_holds_calls_back() -> None:
    route = gate(concurrency=3)
    in_flight, most = 0, 0

    async def call() -> None:
        nonlocal in_flight, most
        async with route.admitted():
            in_flight += 1
            most = max(most, in_flight)
            await asyncio.sleep(0.02)
            in_flight -= 1

    await asyncio.gather(*(call() for _ in range(20)))
    assert most == 3
    assert route.usage.waits >= 1 and route.usage.waited_s > 0


async def test_in_process_rate_limit_spaces_calls() -> None:
    route = gate(rpm=1200)  # 20 a second, one second's worth at once
    started = time.monotonic()
    times: list[float] = []

    async def call() -> None:
        async with route.admitted():
            times.append(time.monotonic() - started)

    await asyncio.gather(*(call() for _ in range(50)))
    # 20 at once, then 30 more at 20/s: at least 1.5 s; never more than 20 + 20/s * t by t.
    assert times[-1] >= 1.4
    for t in times:
        assert sum(1 for u in times if u <= t) <= 20 + 20 * t + 1


async def test_in_process_token_limit_charges_estimates_and_debts() -> None:
    route = gate(tpm=60_000)  # 1,000 tokens a second, one second's worth at once
    started = time.monotonic()
    times: list[tuple[float, int]] = []

    async def call(tokens: int) -> None:
        async with route.admitted(tokens=tokens):
            times.append((time.monotonic() - started, tokens))

    # 3,000 tokens: a full bucket at once, the rest at 1,000 a second (one dearer than the
    # bucket goes once the bucket is full, and owes its excess).
    await asyncio.gather(*(call(n) for n in (400, 400, 200, 1500, 500)))
    assert times[-1][0] >= 1.9
    for t, _ in times:
        spent = sum(n for u, n in times if u <= t)
        assert spent <= 1000 + 1000 * t + 1500, times
    assert route.usage.tokens_charged == 3000

    # An answer reporting more than its estimate is owed: the next call waits for it.
    request = ChatRequest(model="gen", messages=(ChatMessage(role="user", content="hi"),))
    answer = ChatResult(
        text="x", model="gen", request_id=None, latency_s=0.1, prompt_tokens=1900,
        completion_tokens=100,
    )  # fmt: skip
    await asyncio.sleep(1.6)  # the bucket is full again (it owed 500)
    async with route.admitted(tokens=10) as charged:
        pass
    route.settle(request, charged, answer)
    began = time.monotonic()
    async with route.admitted(tokens=10):
        pass
    # 990 were left; the answer owed 1,990 more: 1,000 short, a second's worth.
    assert time.monotonic() - began >= 0.95
    assert route.usage.tokens_reported == 2000
    assert route.usage.tokens_charged == 3000 + 10 + 1990 + 10


class FakePrefect:
    """The Prefect side of shared gates, in memory: a concurrency limit's leases, the gates
    limit counting open gates, and a rate limit decaying as Prefect's does (``PrefectSlots``'
    methods the gate calls)."""

    def __init__(self, limit: int, rate: tuple[int, float] | None = None) -> None:
        self.limit = limit
        self.active = 0
        self.gates_open = 0
        self.round_trips = 0
        self.rate_limit, self.rate_decay = rate or (0, 0.0)
        self.rate_active = 0
        self.rate_updated = time.monotonic()

    def take_rate(self, slots: int) -> bool:
        """Prefect's rule: active slots fall by the whole slots decayed since the limit's last
        change, and every request, granted or denied, is a change."""
        now = time.monotonic()
        decayed = math.floor(self.rate_decay * (now - self.rate_updated))
        self.rate_active = max(0, self.rate_active - decayed)
        self.rate_updated = now
        if self.rate_active + slots > self.rate_limit:
            return False
        self.rate_active += slots
        return True

    def slots(self, round_trip: float = 0.01) -> Any:
        return _FakeSlots(self, round_trip)


class _FakeSlots:
    def __init__(self, server: FakePrefect, round_trip: float) -> None:
        self.server = server
        self.round_trip = round_trip
        self.round_trips = 0

    async def lease(self, slots: int, name: str | None = None) -> Any:
        await asyncio.sleep(0.01)
        if name is not None:  # the gates limit: it only counts
            self.server.gates_open += 1
            return _Lease(id=None, slots=-1, renewed=time.monotonic())
        while self.server.active + slots > self.server.limit:
            await asyncio.sleep(0.05)
            slots = max(1, slots // 2)
        self.server.active += slots
        return _Lease(id=None, slots=slots, renewed=time.monotonic())

    async def release(self, lease: Any) -> None:
        if lease.slots < 0:
            self.server.gates_open -= 1
        else:
            self.server.active -= lease.slots

    async def renew(self, lease: Any) -> None:
        lease.renewed = time.monotonic()

    async def gates(self) -> int:
        return max(1, self.server.gates_open)

    async def take(self, name: str, slots: int, per_second: float) -> int:
        while True:
            await asyncio.sleep(self.round_trip / 2)
            granted = self.server.take_rate(slots)
            await asyncio.sleep(self.round_trip / 2)
            if granted:
                return slots
            await asyncio.sleep(min(max(slots / per_second, 0.05), 2.0))
            slots = max(1, slots // 2)

    async def held_for(self) -> float:
        return 0.0


async def test_shared_gates_hold_their_share_and_grow_when_another_closes(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(route_limits, "GATES_POLL_S", 0.2)
    server = FakePrefect(limit=12)
    names = limit_names("http://127.0.0.1:1/v1")
    gates = [
        RouteGate(RouteLimits(concurrency=12), names, want=8, shared=server.slots())
        for _ in range(3)
    ]
    for each in gates:
        await each.start()
    most: list[int] = [0, 0, 0]
    in_flight = [0, 0, 0]
    began = time.monotonic()

    async def call(number: int) -> None:
        async with gates[number].admitted():
            in_flight[number] += 1
            # Once each gate has counted the others (the first started alone, with all).
            if time.monotonic() - began > 0.6:
                most[number] = max(most[number], in_flight[number])
            assert server.active <= 12
            await asyncio.sleep(0.05)
            in_flight[number] -= 1

    async def busy(number: int, calls: int) -> None:
        await asyncio.gather(*(call(number) for _ in range(calls)))

    # Three gates of concurrency 8 on a limit of 12: four each, not eight, four and none.
    await asyncio.gather(*(busy(n, 120) for n in range(3)))
    assert most == [4, 4, 4], most
    await gates[2].aclose()
    await gates[1].aclose()
    await asyncio.sleep(0.5)  # the last one counts the gates again: its share is now all
    began = time.monotonic() - 1.0
    await busy(0, 80)
    assert most[0] == 8
    await gates[0].aclose()
    assert server.active == 0 and server.gates_open == 0


async def _shared_fill(round_trip: float) -> float:
    """Four processes' gates sharing 10 requests a second for six seconds: the rate they filled
    from the second second on, after checking they never went over."""
    limits = RouteLimits(rpm=600)
    server = FakePrefect(limit=0, rate=limits.rate_shape())
    names = limit_names("http://127.0.0.1:1/v1")
    gates = [RouteGate(limits, names, want=8, shared=server.slots(round_trip)) for _ in range(4)]
    for each in gates:
        await each.start()
    admitted: list[float] = []
    stop = time.monotonic() + 6.0 + round_trip

    async def caller(number: int) -> None:
        while time.monotonic() < stop:
            async with gates[number].admitted():
                admitted.append(time.monotonic())
            await asyncio.sleep(0.01)

    await asyncio.gather(*(caller(n) for n in range(4) for _ in range(4)))
    for each in gates:
        await each.aclose()
    # Never over: the route's own bucket (10 a second, a second's worth and one more at once)
    # would have refused nothing.
    bucket, at = 11.0, admitted[0]
    for when in sorted(admitted):
        bucket = min(11.0, bucket + (when - at) * 10.0) - 1.0
        at = when
        assert bucket >= -1e-6, "a call over the route's rate"
    steady = [t for t in admitted if t >= admitted[0] + 1.0 + round_trip]
    return (len(steady) - 1) / (steady[-1] - steady[0])


# A busy SQLite Prefect server answers a request to a limit a second or more late.
@pytest.mark.parametrize("round_trip", [0.01, 1.5])
async def test_shared_gates_fill_a_rate_limit_without_going_over(
    monkeypatch: pytest.MonkeyPatch, round_trip: float
) -> None:
    # Four processes share 10 requests a second. Prefect loses the part of a slot decayed
    # since a limit's last change on every request; with a slot a request, that cost each
    # process half a request per take, a fifth of the rate here. And a gate that waited for
    # each answer before asking again got its share only once a round trip.
    monkeypatch.setattr(route_limits, "GATES_POLL_S", 0.2)
    # Filled: from the second second on (once every gate has counted the others), at least
    # 90 % of the rate; 65 % when each answer comes 1.5 s late (a gate asking only once the
    # last answer came got 38 %). Alone the first case fills 97-99 % (measured 9.76 and 9.93
    # a second), but beside the rest of the suite on two cores the gates' own polls run late
    # as well (8.54 a second measured there once, the 1.5 s case 7.6): the best of two runs
    # counts, as a load spike passes and a design that loses a fifth of the rate loses it in
    # both. Each run checks it never went over.
    wanted = 9.0 if round_trip < 1 else 6.5
    rates = [await _shared_fill(round_trip)]
    if rates[0] < wanted:
        rates.append(await _shared_fill(round_trip))
    assert max(rates) >= wanted, rates


async def test_a_429_pauses_every_call_and_a_long_wait_is_logged_once() -> None:
    route = gate(concurrency=8)
    records: list[logging.LogRecord] = []
    logger = logging.getLogger("test-route-limits")

    class Keep(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            records.append(record)

    logger.addHandler(Keep())
    logger.setLevel(logging.INFO)
    with retries_logged_to(logger):
        route.saw_429(1.2)
        started = time.monotonic()
        async with asyncio.TaskGroup() as group:
            for _ in range(5):
                group.create_task(_admit_once(route))
        waited = time.monotonic() - started
    assert waited >= 1.1
    messages = [r.getMessage() for r in records]
    assert messages[0] == (
        "route answered 429: every call on 127.0.0.1:1:v1 pauses 1.2 s (Retry-After)"
    )
    waits = [m for m in messages if m.startswith("waited")]
    assert len(waits) == 1, messages
    assert waits[0].startswith("waited 1.") and "in this process" in waits[0]
    assert route.usage.waits == 1


async def _admit_once(route: RouteGate) -> None:
    async with route.admitted():
        await asyncio.sleep(0)


# --- a whole run against a capped route, in one process ------------------------------------------


@pytest.fixture
def capped_route(monkeypatch: pytest.MonkeyPatch) -> Iterator[str]:
    """The latency route answering 429 above 3 in flight (0.05 s per answer); its base URL."""
    process, base = start_route(0.05, env={"CAP_IN_FLIGHT": "3"})
    monkeypatch.setenv("SKRYBA_BRAMA_URL", f"{base}/v1")
    monkeypatch.setenv("SKRYBA_MODEL", "bench-generator")
    monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "bench-judge")
    # No shared Prefect API: whatever a test session has running, the limit is in-process.
    monkeypatch.setattr(prefect_api, "shared_api_url", lambda: None)
    try:
        yield base
    finally:
        process.terminate()
        process.wait(10)


def reset(base: str) -> None:
    """The route counts afresh."""
    httpx.post(f"{base}/reset").raise_for_status()


def route_stats(base: str) -> dict[str, Any]:
    """What the route counted."""
    return dict(httpx.get(f"{base}/stats").json())


def read_text(path: str) -> str:
    """A file's text."""
    return Path(path).read_text(encoding="utf-8")


def read_json(path: str) -> Any:
    """A JSON file's content."""
    return json.loads(read_text(path))


def _params(corpus: Path, out: Path) -> RunParameters:
    return RunParameters(
        inputs=[str(corpus)],
        minimum_quality=0.5,
        candidates=2,
        detectors=["none"],
        out=str(out),
        concurrency=8,
    )


async def test_a_run_keeps_inside_the_route_concurrency_in_one_process(
    capped_route: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_corpus(tmp_path / "corpus", 30)
    # The control: concurrency 8 against a route allowing 3 meets 429s.
    reset(capped_route)
    await run_corpus(_params(tmp_path / "corpus", tmp_path / "control"))
    control = route_stats(capped_route)
    assert control["over_in_flight"] > 0

    monkeypatch.setenv("SKRYBA_ROUTE_CONCURRENCY", "3")
    reset(capped_route)
    summary = await run_corpus(_params(tmp_path / "corpus", tmp_path / "out"))
    stats = route_stats(capped_route)

    assert stats["over_in_flight"] == 0 and stats["max_in_flight"] == 3
    assert summary.rewritten == 30 and summary.failed == 0
    report = read_json(summary.report_json)
    assert report["summary"]["http_429"] == 0
    assert report["summary"]["route_limit_wait_s"] > 0
    # A call whose connection broke on a loaded machine is retried and counted as sent twice.
    assert stats["answered"] == 30 * 4 <= report["route"]["calls"]
    assert report["route"]["shared"] is False and report["route"]["api_round_trips"] == 0
    control_report = read_json(str(tmp_path / "control" / "report.json"))
    assert control_report["summary"]["http_429"] == control["over_in_flight"]
    markdown = read_text(summary.report_md)
    assert f"Route: {report['route']['calls']} call(s), 0 answered 429; calls waited " in markdown


async def test_a_run_keeps_inside_the_route_token_limit_in_one_process(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # 6,000 tokens a second at the route; a passage's four calls are about 1,800 of them.
    process, base = start_route(0.05, env={"CAP_TPM": "360000"})
    try:
        monkeypatch.setenv("SKRYBA_BRAMA_URL", f"{base}/v1")
        monkeypatch.setenv("SKRYBA_MODEL", "bench-generator")
        monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "bench-judge")
        monkeypatch.setattr(prefect_api, "shared_api_url", lambda: None)
        write_corpus(tmp_path / "corpus", 16)
        # The control: without the limit the run goes over the route's tokens a second.
        await run_corpus(_params(tmp_path / "corpus", tmp_path / "control"))
        assert route_stats(base)["over_tpm"] > 0

        monkeypatch.setenv("SKRYBA_ROUTE_TPM", "360000")
        reset(base)
        summary = await run_corpus(_params(tmp_path / "corpus", tmp_path / "out"))
        stats = route_stats(base)
    finally:
        process.terminate()
        process.wait(10)

    assert stats["over_tpm"] == 0 and stats["over_rate"] == stats["over_in_flight"] == 0
    assert summary.rewritten == 16 and summary.failed == 0
    report = read_json(summary.report_json)["route"]
    assert report["tokens_reported"] == stats["tokens"]
    # Estimates err high (measured: 1.4 times): what was charged covers what the route counted.
    assert stats["tokens"] <= report["tokens_charged"] <= 2 * stats["tokens"]
    # The limit held the run back: its tokens took at least what the rate allows.
    span = stats["last_request_at"] - stats["first_request_at"]
    assert span >= (stats["tokens"] - 6000) / 6000, (span, stats["tokens"])
    assert "the token limit charged " in read_text(summary.report_md)

"""The route's own limits held in-process (no shared Prefect API): the gate alone, then a whole
run against a loopback route that answers 429 above its caps.

The shared (Prefect) side is tested with real workers in tests/test_route_limits_shared.py.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest

from benchmarks.overhead import start_route, write_corpus
from models.run import RunParameters
from skryba.orchestration import prefect_api
from skryba.route.limits import RouteGate, RouteLimits, limit_names
from skryba.route.retry import retries_logged_to
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
    limits = RouteLimits.from_settings(Settings())
    assert (limits.concurrency, limits.rpm) == (12, None)
    monkeypatch.setenv("SKRYBA_ROUTE_RPM", "90")
    limits = RouteLimits.from_settings(Settings())
    assert (limits.per_second, limits.burst) == (1.5, 2)
    monkeypatch.setenv("SKRYBA_ROUTE_CONCURRENCY", "0")
    with pytest.raises(ValueError, match="route_concurrency"):
        Settings()


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

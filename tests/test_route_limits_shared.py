"""The route's limits shared through Prefect: sharded runs on the stack's two workers against a
loopback route that answers 429 above its caps, and a 429 pause one shard passes to the other.

The limits are set where the run starts (this process, the parent flow): the shards take them
from their parameters, whatever their workers' environment says, which may only tighten them.

The route (benchmarks.latency_route in its own process) counts what it refused; its replies
prove the wiring, never rewrite quality.
"""

from __future__ import annotations

import asyncio
import subprocess
import time
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.actions import DeploymentUpdate

from benchmarks.overhead import start_route, write_corpus
from skryba.route.limits import limit_names
from tests.flow_calls import rewrite_flow
from tests.prefect_stack import PrefectStack, log, run_logs
from tests.test_route_limits import read_json, reset
from tests.test_route_limits import route_stats as stats
from tests.test_shards import outputs, shard_runs

SHARD_DEPLOYMENT = "rewrite_shard/skryba-shard"
LATENCY_S = 0.2


@pytest.fixture
def client(
    client: PrefectClient, stack: PrefectStack, monkeypatch: pytest.MonkeyPatch
) -> PrefectClient:
    """The stack's client; flows called here run there, on the workers' audit store."""
    monkeypatch.setenv("SKRYBA_DATABASE_URL", stack.audit_url)
    return client


@pytest.fixture
def routes() -> Iterator[Callable[[dict[str, str]], str]]:
    """Starts capped routes (0.2 s an answer; ``env`` sets the caps); their base URLs."""
    started: list[subprocess.Popen[bytes]] = []

    def start(env: dict[str, str]) -> str:
        process, base = start_route(
            LATENCY_S, env={"FIXED_CANDIDATE": "1", "LOG_ARRIVALS": "1", **env}
        )
        started.append(process)
        return base

    try:
        yield start
    finally:
        for process in started:
            process.terminate()
            process.wait(10)


@pytest.fixture
async def shard_env(client: PrefectClient) -> AsyncIterator[None]:
    """Puts the shard deployment's job variables back as they were after the test."""
    deployment = await client.read_deployment_by_name(SHARD_DEPLOYMENT)
    original = dict(deployment.job_variables or {})
    try:
        yield
    finally:
        await client.update_deployment(deployment.id, DeploymentUpdate(job_variables=original))


async def point_at(
    client: PrefectClient,
    base: str,
    limits: dict[str, str],
    monkeypatch: pytest.MonkeyPatch,
    workers: dict[str, str] | None = None,
) -> None:
    """The shards (the workers' flow runs, through the deployment's job variables) and this
    process call ``base``; the run's route limits are ``limits``, set in this process only (the
    parent's), and ``workers`` more settings of the workers' own."""
    env = {"SKRYBA_BRAMA_URL": f"{base}/v1"}
    deployment = await client.read_deployment_by_name(SHARD_DEPLOYMENT)
    await client.update_deployment(
        deployment.id, DeploymentUpdate(job_variables={"env": {**env, **(workers or {})}})
    )
    for name, value in {**env, **limits, "SKRYBA_MODEL": "stub-generator"}.items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("SKRYBA_JUDGE_MODEL", "stub-judge")


def hold429(base: str, seconds: float) -> None:
    """The route's next answer is a 429 with ``Retry-After: seconds``."""
    httpx.post(f"{base}/hold429", json={"seconds": seconds}).raise_for_status()


async def sharded(corpus: Path, out: Path, **options: Any) -> Any:
    state = await rewrite_flow(
        inputs=[str(corpus)],
        out=str(out),
        minimum_quality=0.5,
        candidates=2,
        detectors=["none"],
        return_state=True,
        **options,
    )
    return await state.aresult(raise_on_failure=False)


async def test_shards_share_the_route_concurrency_limit(
    client: PrefectClient,
    routes: Callable[[dict[str, str]], str],
    shard_env: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    write_corpus(tmp_path / "in", 48, per_file=6)
    # The route refuses above 4 in flight; two shards of concurrency 8 would send 16. The
    # workers have no SKRYBA_ROUTE_* of their own: the run's parent passes its limit.
    capped = routes({"CAP_IN_FLIGHT": "4"})
    await point_at(client, capped, {"SKRYBA_ROUTE_CONCURRENCY": "4"}, monkeypatch)

    summary = await sharded(tmp_path / "in", tmp_path / "sharded", shards=2, concurrency=8)
    seen = stats(capped)
    log(f"shared concurrency: {seen['requests']} requests, max in flight {seen['max_in_flight']}")

    assert seen["over_in_flight"] == 0 and seen["over_rate"] == 0
    assert seen["max_in_flight"] <= 4
    assert summary.rewritten == 48 and summary.failed == 0, summary
    report = read_json(summary.report_json)
    assert report["summary"]["http_429"] == 0
    assert report["route"]["shared"] is True
    # Every call was answered once; a call whose connection broke on a loaded machine is
    # retried, and counted as sent, so the report may count a few more than answered.
    assert seen["answered"] == 48 * 3 <= report["route"]["calls"]
    # Slots are taken in bulk: far fewer Prefect round trips than calls.
    assert report["route"]["api_round_trips"] < report["route"]["calls"] / 2
    children = await shard_runs(client, summary.run_id)
    assert len(children) == 2 and all(c.state and c.state.is_completed() for c in children)

    # One process, same limit: the same outputs.
    reset(capped)
    single = await sharded(tmp_path / "in", tmp_path / "single", concurrency=8)
    assert single.rewritten == 48
    assert stats(capped)["over_in_flight"] == 0
    assert outputs(tmp_path / "sharded") == outputs(tmp_path / "single")

    # The limit is a real Prefect global concurrency limit, shown under Concurrency.
    names = limit_names(f"{capped}/v1")
    limit = await client.read_global_concurrency_limit_by_name(names.concurrency)
    assert (limit.limit, limit.active_slots, limit.slot_decay_per_second) == (4, 0, 0.0)


async def test_shards_share_the_route_rate_limit(
    client: PrefectClient,
    routes: Callable[[dict[str, str]], str],
    shard_env: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    write_corpus(tmp_path / "in", 24, per_file=4)
    # The route allows 10 requests a second (a bucket of 11) and 4,000 tokens a second (a
    # passage's three calls are about 1,100 of its tokens); Skryba is told 8 a second (480 a
    # minute) and 4,000 tokens a second. The workers' own settings say twice as much: a shard
    # never loosens its run's limits.
    capped = routes({"CAP_PER_S": "10", "CAP_TPM": "240000"})
    limits = {"SKRYBA_ROUTE_RPM": "480", "SKRYBA_ROUTE_TPM": "240000"}
    looser = {"SKRYBA_ROUTE_RPM": "960", "SKRYBA_ROUTE_TPM": "480000"}
    await point_at(client, capped, limits, monkeypatch, workers=looser)

    summary = await sharded(tmp_path / "in", tmp_path / "out", shards=2, concurrency=8)
    seen = stats(capped)
    log(
        f"shared rate: {seen['requests']} requests, {seen['over_rate']} over the rate, "
        f"{seen['tokens']} tokens, {seen['over_tpm']} over the tokens"
    )

    assert seen["over_rate"] == seen["over_tpm"] == seen["over_in_flight"] == 0
    assert summary.rewritten == 24 and summary.failed == 0, summary
    names = limit_names(f"{capped}/v1")
    rate = await client.read_global_concurrency_limit_by_name(names.rate)
    # In sixtieths of a request: its decay a second reads as the requests a minute.
    assert (rate.limit, rate.slot_decay_per_second) == (480, 480.0)
    tokens = await client.read_global_concurrency_limit_by_name(names.tokens)
    assert (tokens.limit, tokens.slot_decay_per_second) == (4000, 4000.0)
    arrivals = [t for t, _, status in seen["arrivals"] if status == 200]
    span = max(arrivals) - min(arrivals)
    # 72 calls at no more than 8 a second (plus one bucket at the start) take at least 8 s.
    assert span >= (72 - 8) / 8 - 0.5, span
    report = read_json(summary.report_json)["route"]
    # Both shards' tokens, charged high (estimates) and as the route counted them.
    assert report["tokens_reported"] == seen["tokens"] <= report["tokens_charged"]


async def test_a_429_one_shard_sees_pauses_the_other(
    client: PrefectClient,
    routes: Callable[[dict[str, str]], str],
    shard_env: None,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    write_corpus(tmp_path / "in", 80, per_file=10)
    # No caps at the route: only the held 429 refuses. The run says 4 in flight, the workers
    # 3: a shard tightens its run's limit. Room for both shards at once (2 and 1 of 3), so
    # both are calling when the 429 comes.
    capped = routes({})
    await point_at(
        client,
        capped,
        {"SKRYBA_ROUTE_CONCURRENCY": "4"},
        monkeypatch,
        workers={"SKRYBA_ROUTE_CONCURRENCY": "3"},
    )
    pause = 12.0

    async def hold_when_both_call() -> float:
        while True:
            seen = await asyncio.to_thread(stats, capped)
            callers = {who for _, who, _ in seen["arrivals"]}
            if len(callers) == 2:
                await asyncio.to_thread(hold429, capped, pause)
                return time.time()
            await asyncio.sleep(0.2)

    holder = asyncio.create_task(hold_when_both_call())
    summary = await sharded(tmp_path / "in", tmp_path / "out", shards=2, concurrency=2)
    await holder
    seen = stats(capped)
    arrivals = seen["arrivals"]
    refused = [(t, who) for t, who, status in arrivals if status == 429]
    assert len(refused) == 1, refused
    at, got_it = refused[0]
    other = [t for t, who, _ in arrivals if who != got_it and t > at]
    log(
        f"429 at {at:.1f}; the other shard's next requests: {[round(t - at, 1) for t in other[:3]]}"
    )
    # Without the pause the other shard calls about 20 times a second. Within the pause, after
    # the time it takes to hear of it (its poll is once a second), it sends nothing.
    # On a loaded machine the Prefect API can take seconds to answer: a wide margin.
    assert not [t for t in other if at + 5.0 <= t <= at + pause - 3.0], other
    assert other and max(other) > at + pause - 3.0  # and it carried on afterwards
    assert summary.rewritten == 80 and summary.failed == 0, summary
    report = read_json(summary.report_json)
    assert report["summary"]["http_429"] == 1
    assert report["summary"]["route_limit_wait_s"] >= pause - 5.0

    children = await shard_runs(client, summary.run_id)
    logged = await run_logs(
        client, [child.id for child in children], ("route answered 429: every call on ", "waited ")
    )
    assert any(m.startswith("route answered 429: every call on ") for m in logged), logged
    assert any(m.startswith("waited ") and "for the route's limit" in m for m in logged), logged
    assert seen["max_in_flight"] <= 3
    assert any("tighter than the run's" in m for m in logged), logged
    names = limit_names(f"{capped}/v1")
    limit = await client.read_global_concurrency_limit_by_name(names.concurrency)
    assert limit.limit == 3

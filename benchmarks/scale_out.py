"""One route, many workers: a sharded corpus on a real Prefect server against a capped route.

Starts ``benchmarks.latency_route`` answering 429 above ``--cap`` requests in flight and above
``--rate`` requests a second, a Prefect API server (SQLite, its own PREFECT_HOME), the
``skryba`` process work pool with every deployment of ``prefect.yaml``, then for each worker
count K of ``--workers`` starts K process workers and runs ``rewrite_corpus`` with ``shards=K``
(K = 1: the flow runs in this process, no worker). The workers and this process get
``SKRYBA_ROUTE_CONCURRENCY=cap`` and ``SKRYBA_ROUTE_RPM=60*rate`` (``--without-limits``: none,
to see what the route refuses then).

Prints per K: calls answered per second while the route was called against what the caps allow,
the 429s the route answered, how busy the route was kept (seconds of answered requests over
cap x the time from first to last request), Prefect round trips per call, and the ratio of
throughput to K = 1.

    nice -n 10 .venv/bin/python -m benchmarks.scale_out --passages 120 --workers 1 2 4
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from pydantic import BaseModel

from benchmarks.overhead import ROOT, start_route, write_corpus
from skryba.orchestration.prefect_api import ThrowawayPrefectServer

PREFECT = Path(sys.executable).with_name("prefect")


class Measured(BaseModel):
    """One sharded run, seen from the route."""

    workers: int
    wall_s: float
    span_s: float
    answered: int
    refused: int
    over_in_flight: int
    over_rate: int
    max_in_flight: int
    slot_s: float
    rewritten: int
    passages: int
    round_trips: int
    calls: int
    waited_s: float

    def throughput(self) -> float:
        """Calls answered per second from the route's first request to its last."""
        return self.answered / self.span_s if self.span_s else 0.0


def _run(command: list[str], env: dict[str, str]) -> None:
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)


def _workers(count: int, env: dict[str, str], logs: Path) -> list[subprocess.Popen[bytes]]:
    started = []
    for number in range(1, count + 1):
        handle = (logs / f"worker-{number}.log").open("wb")
        started.append(
            subprocess.Popen(
                [
                    *(str(PREFECT), "worker", "start", "--pool", "skryba", "--limit", "1"),
                    *("--name", f"bench-worker-{number}"),
                ],
                cwd=ROOT,
                env={**env, "SKRYBA_BRAMA_API_KEY": f"worker-{number}"},
                stdout=handle,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        )
    return started


def _stop(processes: list[subprocess.Popen[bytes]]) -> None:
    for process in processes:
        process.terminate()
    for process in processes:
        try:
            process.wait(20)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()


async def _rewrite(corpus: Path, out: Path, shards: int, concurrency: int) -> Any:
    from flows.rewrite import rewrite_corpus
    from models.run import RunParameters

    params = RunParameters(
        inputs=[str(corpus)],
        out=str(out),
        minimum_quality=0.5,
        candidates=2,
        detectors=["none"],
        concurrency=concurrency,
    )
    state = await rewrite_corpus(params=params, shards=shards, return_state=True)
    return await state.aresult(raise_on_failure=False)


def measure(
    workers: int, corpus: Path, work: Path, base: str, env: dict[str, str], args: Any
) -> Measured:
    """One run of the corpus with ``workers`` process workers (none for 1)."""
    httpx.post(f"{base}/reset")
    started_workers = _workers(workers, env, work) if workers > 1 else []
    try:
        if started_workers:
            time.sleep(3)  # the workers register with the pool before the shards are queued
        began = time.monotonic()
        result = asyncio.run(_rewrite(corpus, work / f"out-{workers}", workers, args.concurrency))
        wall = time.monotonic() - began
    finally:
        _stop(started_workers)
    stats = httpx.get(f"{base}/stats").json()
    arrivals = [t for t, _, _ in stats["arrivals"]]
    summary = getattr(result, "summary", result)
    report = json.loads(Path(summary.report_json).read_text(encoding="utf-8"))
    return Measured(
        workers=workers,
        wall_s=wall,
        span_s=(max(arrivals) - min(arrivals)) if arrivals else 0.0,
        answered=stats["answered"],
        refused=stats["over_in_flight"] + stats["over_rate"],
        over_in_flight=stats["over_in_flight"],
        over_rate=stats["over_rate"],
        max_in_flight=stats["max_in_flight"],
        slot_s=stats["slot_s"],
        rewritten=summary.rewritten,
        passages=summary.rewritten + summary.source_fallback + summary.refused + summary.failed,
        round_trips=report["route"]["api_round_trips"],
        calls=report["route"]["calls"],
        waited_s=report["route"]["waited_s"],
    )


def main() -> None:
    """Parse the options, set up the stack and measure each worker count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passages", type=int, default=120)
    parser.add_argument("--latency", type=float, default=0.5)
    parser.add_argument("--cap", type=int, default=12, help="requests in flight the route allows")
    parser.add_argument("--rate", type=float, default=20.0, help="requests a second it allows")
    parser.add_argument("--concurrency", type=int, default=8, help="each shard's --concurrency")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4])
    parser.add_argument("--without-limits", action="store_true")
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="skryba-scale-") as tmp:
        work = Path(tmp)
        os.environ["PREFECT_HOME"] = str(work / "prefect-home")
        route, base = start_route(
            args.latency,
            env={
                "CAP_IN_FLIGHT": str(args.cap),
                "CAP_PER_S": str(args.rate),
                "FIXED_CANDIDATE": "1",
                "LOG_ARRIVALS": "1",
            },
        )
        server = ThrowawayPrefectServer()
        server.start()
        try:
            server.wait_ready()
            env = {k: v for k, v in os.environ.items() if not k.startswith(("SKRYBA_", "PREFECT_"))}
            env |= {
                "PREFECT_HOME": str(work / "prefect-home"),
                "PREFECT_API_URL": server.api_url,
                "DO_NOT_TRACK": "1",
                "SKRYBA_BRAMA_URL": f"{base}/v1",
                "SKRYBA_MODEL": "bench-generator",
                "SKRYBA_JUDGE_MODEL": "bench-judge",
                "SKRYBA_DATABASE_URL": f"sqlite:///{work / 'audit.db'}",
                "SKRYBA_CHECKOUT": str(ROOT),
                "PREFECT_WORKER_QUERY_SECONDS": "1",
                "PREFECT_WORKER_PREFETCH_SECONDS": "2",
                "PREFECT_LOGGING_LEVEL": "WARNING",
            }
            if not args.without_limits:
                env["SKRYBA_ROUTE_CONCURRENCY"] = str(args.cap)
                env["SKRYBA_ROUTE_RPM"] = str(int(args.rate * 60))
            _run([str(PREFECT), "work-pool", "create", "skryba", "--type", "process"], env)
            _run([str(PREFECT), "--no-prompt", "deploy", "--all"], env)
            # This process runs the parent flow (and, for one worker, the whole corpus).
            os.environ.update(env)
            write_corpus(work / "corpus", args.passages, per_file=max(1, args.passages // 16))
            results = [measure(k, work / "corpus", work, base, env, args) for k in args.workers]
        finally:
            server.stop()
            route.terminate()
            route.wait(10)
    _print(results, args)


def _print(results: list[Measured], args: Any) -> None:
    allowed = min(args.cap / args.latency, args.rate)
    print(
        f"route: {args.cap} in flight, {args.rate:g}/s, {args.latency:g} s an answer: at most "
        f"{allowed:.1f} calls/s; passages={args.passages} candidates=2 concurrency="
        f"{args.concurrency} per shard; limits {'off' if args.without_limits else 'on'}"
    )
    print(f"load average: {os.getloadavg()[0]:.2f} {os.getloadavg()[1]:.2f}")
    base = results[0].throughput() if results else 0.0
    print(
        "workers  calls/s  of cap  429s (in flight/rate)  max in flight  route busy  "
        "rewritten  Prefect trips/call  waited  wall  ratio"
    )
    for run in results:
        busy = run.slot_s / (args.cap * run.span_s) if run.span_s else 0.0
        trips = run.round_trips / run.calls if run.calls else 0.0
        ratio = run.throughput() / base if base else 0.0
        print(
            f"{run.workers:>7}  {run.throughput():>7.1f}  {run.throughput() / allowed:>6.0%}  "
            f"{run.refused:>4} ({run.over_in_flight}/{run.over_rate}){'':>10}"
            f"{run.max_in_flight:>13}  {busy:>10.0%}  {run.rewritten:>4}/{run.passages:<4}  "
            f"{trips:>18.3f}  {run.waited_s:>5.0f}s  {run.wall_s:>4.0f}s  {ratio:>5.2f}"
        )


if __name__ == "__main__":
    main()

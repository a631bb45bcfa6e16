"""One route, many workers: a sharded corpus on a real Prefect server against a capped route.

Starts ``benchmarks.latency_route`` answering 429 above ``--cap`` requests in flight and above
``--rate`` requests a second, a Prefect API server (SQLite, its own PREFECT_HOME), the
``skryba`` process work pool with every deployment of ``prefect.yaml``, then runs the corpus in
one process (``shards=1``, the flow in this process, no worker) and, for each worker count K of
``--workers``, with K process workers and ``shards=--shards``. The route's limits
(``--limits``: ``SKRYBA_ROUTE_CONCURRENCY=cap``, ``SKRYBA_ROUTE_RPM=60*rate``, both, or none to
see what the route refuses then) are set in this process only, where the run starts: the
shards get them from the parent flow, not from their workers' environment.

Prints per run: calls answered per second while the route was called against what the caps
allow, how busy the route was kept (seconds of answered requests over cap x the time from
first to last request), the 429s the route answered (over the in-flight cap / over the rate),
whether every passage was rewritten and the outputs equal one process's, Prefect round trips
per call, the seconds from the run's start to the route's first request, the ratio of
throughput to one process, and the load average (1 min) before and after the run: other
processes on the machine slow every figure.

    nice -n 10 .venv/bin/python -m benchmarks.scale_out --passages 240 --workers 2 4
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import secrets
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from pydantic import BaseModel

from benchmarks.overhead import ROOT, start_route, write_corpus
from skryba.corpus.output_folder import MARKER
from skryba.orchestration.prefect_api import ThrowawayPrefectServer
from skryba.reports.names import REPORT_NAMES

PREFECT = Path(sys.executable).with_name("prefect")


class Measured(BaseModel):
    """One sharded run, seen from the route."""

    workers: int
    shards: int
    load_before: float
    load_after: float
    first_request_s: float
    # Seconds from the run's start to each shard's flow run running, and to its end.
    shard_times: list[tuple[float, float]]
    same_outputs: bool
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


class _Databases:
    """The Prefect server's database and the audit store: SQLite files in ``work``, or
    throwaway databases on a PostgreSQL server (one writer at a time is SQLite's limit, and
    every shard writes task runs, logs, limits and audit rows)."""

    def __init__(self, admin_url: str | None, work: Path) -> None:
        self._engine: Any = None
        self._names: list[str] = []
        if admin_url is None:
            self.prefect = f"sqlite+aiosqlite:///{work / 'prefect.db'}"
            self.audit = f"sqlite:///{work / 'audit.db'}"
            return
        from sqlalchemy import create_engine, make_url, text

        admin = make_url(admin_url)
        self._engine = create_engine(admin, isolation_level="AUTOCOMMIT")
        token = secrets.token_hex(4)
        self._names = [f"skryba_scale_prefect_{token}", f"skryba_scale_audit_{token}"]
        with self._engine.connect() as connection:
            for name in self._names:
                connection.execute(text(f'CREATE DATABASE "{name}"'))
        self.prefect = admin.set(drivername="postgresql+asyncpg", database=self._names[0])
        self.prefect = self.prefect.render_as_string(hide_password=False)
        audit = admin.set(drivername="postgresql+psycopg", database=self._names[1])
        self.audit = audit.render_as_string(hide_password=False)

    def drop(self) -> None:
        if self._engine is None:
            return
        from sqlalchemy import text

        with self._engine.connect() as connection:
            for name in self._names:
                connection.execute(text(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)'))
        self._engine.dispose()


def _run(command: list[str], env: dict[str, str]) -> None:
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, timeout=300)


def _workers(
    count: int, limit: int, env: dict[str, str], logs: Path
) -> list[subprocess.Popen[bytes]]:
    started = []
    for number in range(1, count + 1):
        handle = (logs / f"worker-{number}.log").open("wb")
        started.append(
            subprocess.Popen(
                [
                    *(str(PREFECT), "worker", "start", "--pool", "skryba"),
                    *("--limit", str(limit), "--name", f"bench-worker-{number}"),
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


async def _shard_starts(run_id: str, began_at: float) -> list[tuple[float, float]]:
    """Seconds from the run's start to each shard's flow run running, and to its end."""
    from prefect import get_client
    from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterId

    async with get_client() as client:
        deployment = await client.read_deployment_by_name("rewrite_shard/skryba-shard")
        runs = await client.read_flow_runs(
            deployment_filter=DeploymentFilter(id=DeploymentFilterId(any_=[deployment.id]))
        )
    return sorted(
        (run.start_time.timestamp() - began_at, run.end_time.timestamp() - began_at)
        for run in runs
        if run.parameters.get("run_id") == run_id and run.start_time and run.end_time
    )


def outputs(folder: Path) -> dict[str, str]:
    """The documents a run wrote (not its reports or the folder's marker)."""
    return {
        path.relative_to(folder).as_posix(): path.read_text(encoding="utf-8")
        for path in sorted(folder.rglob("*"))
        if path.is_file() and path.name not in (*REPORT_NAMES, MARKER)
    }


def measure(
    workers: int,
    corpus: Path,
    work: Path,
    base: str,
    env: dict[str, str],
    args: Any,
    reference: dict[str, str] | None,
) -> tuple[Measured, dict[str, str]]:
    """One run of the corpus with ``workers`` process workers (0: in this process, one shard)."""
    httpx.post(f"{base}/reset")
    shards = args.shards if workers else 1
    limit = args.worker_limit or -(-shards // max(workers, 1))
    logs = Path(args.dump) if args.dump else work
    started_workers = _workers(workers, limit, env, logs) if workers else []
    out = work / f"out-{workers}"
    try:
        if started_workers:
            time.sleep(3)  # the workers register with the pool before the shards are queued
        load_before = os.getloadavg()[0]
        began = time.monotonic()
        began_at = time.time()
        result = asyncio.run(_rewrite(corpus, out, shards, args.concurrency))
        wall = time.monotonic() - began
        load_after = os.getloadavg()[0]
    finally:
        _stop(started_workers)
    stats = httpx.get(f"{base}/stats").json()
    summary = getattr(result, "summary", result)
    shard_times = asyncio.run(_shard_starts(summary.run_id, began_at)) if workers else []
    if args.dump:
        # Every arrival (time, caller's token: its worker, status), for a timeline.
        dump = Path(args.dump) / f"arrivals-{workers}.json"
        dump.parent.mkdir(parents=True, exist_ok=True)
        dump.write_text(
            json.dumps({"began_at": began_at, "shards": shard_times, **stats}), encoding="utf-8"
        )
    arrivals = [t for t, _, _ in stats["arrivals"]]
    report = json.loads(Path(summary.report_json).read_text(encoding="utf-8"))
    written = outputs(out)
    return Measured(
        workers=workers,
        shards=shards,
        load_before=load_before,
        load_after=load_after,
        first_request_s=(min(arrivals) - began_at) if arrivals else 0.0,
        shard_times=shard_times,
        same_outputs=reference is None or written == reference,
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
    ), written


def main() -> None:
    """Parse the options, set up the stack and measure each worker count."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passages", type=int, default=240)
    parser.add_argument("--latency", type=float, default=1.0)
    parser.add_argument("--cap", type=int, default=12, help="requests in flight the route allows")
    parser.add_argument("--rate", type=float, default=20.0, help="requests a second it allows")
    parser.add_argument("--concurrency", type=int, default=8, help="each shard's --concurrency")
    parser.add_argument("--shards", type=int, default=4, help="shards of a run on workers")
    parser.add_argument("--workers", type=int, nargs="+", default=[2, 4])
    parser.add_argument(
        "--worker-limit", type=int, default=0, help="flow runs per worker (0: all shards at once)"
    )
    parser.add_argument(
        "--limits", choices=["concurrency", "rpm", "both", "none"], default="concurrency"
    )
    parser.add_argument("--dump", help="a folder to write each run's route arrivals to")
    parser.add_argument(
        "--postgres",
        metavar="URL",
        help="a PostgreSQL server's maintenance database (postgresql+psycopg://...): the Prefect "
        "server and the audit store get throwaway databases there instead of SQLite files",
    )
    args = parser.parse_args()

    with tempfile.TemporaryDirectory(prefix="skryba-scale-") as tmp:
        work = Path(tmp)
        os.environ["PREFECT_HOME"] = str(work / "prefect-home")
        route, base = start_route(
            args.latency,
            env={
                # Told only the rate, Skryba keeps no count in flight: the route caps the rate.
                "CAP_IN_FLIGHT": "0" if args.limits == "rpm" else str(args.cap),
                "CAP_PER_S": str(args.rate),
                "FIXED_CANDIDATE": "1",
                "LOG_ARRIVALS": "1",
            },
        )
        databases = _Databases(args.postgres, work)
        os.environ["PREFECT_API_DATABASE_CONNECTION_URL"] = databases.prefect
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
                "SKRYBA_DATABASE_URL": databases.audit,
                "SKRYBA_CHECKOUT": str(ROOT),
                "PREFECT_WORKER_QUERY_SECONDS": "1",
                "PREFECT_WORKER_PREFETCH_SECONDS": "2",
                "PREFECT_LOGGING_LEVEL": "WARNING",
            }
            # Where the run starts only: the parent passes them to its shards.
            limits: dict[str, str] = {}
            if args.limits in ("concurrency", "both"):
                limits["SKRYBA_ROUTE_CONCURRENCY"] = str(args.cap)
            if args.limits in ("rpm", "both"):
                limits["SKRYBA_ROUTE_RPM"] = str(int(args.rate * 60))
            _run([str(PREFECT), "work-pool", "create", "skryba", "--type", "process"], env)
            _run([str(PREFECT), "--no-prompt", "deploy", "--all"], env)
            # This process runs the parent flow (and, for one process, the whole corpus).
            os.environ.update(env | limits)
            write_corpus(work / "corpus", args.passages, per_file=max(1, args.passages // 16))
            single, reference = measure(0, work / "corpus", work, base, env, args, None)
            results = [single]
            for count in args.workers:
                run, _ = measure(count, work / "corpus", work, base, env, args, reference)
                results.append(run)
        finally:
            server.stop()
            route.terminate()
            route.wait(10)
            databases.drop()
    _print(results, args)


def _print(results: list[Measured], args: Any) -> None:
    # What the route serves at most, and the requests in flight that takes.
    in_flight = args.rate * args.latency if args.limits == "rpm" else args.cap
    allowed = args.rate if args.limits == "rpm" else min(args.cap / args.latency, args.rate)
    print(
        f"route: {'no cap' if args.limits == 'rpm' else args.cap} in flight, {args.rate:g}/s, "
        f"{args.latency:g} s an answer: at most "
        f"{allowed:.1f} calls/s; passages={args.passages} candidates=2 concurrency="
        f"{args.concurrency} per shard; limits: {args.limits} (set where the run starts)"
    )
    base = results[0].throughput() if results else 0.0
    print(
        "workers shards  calls/s  of cap  busy  429s (in flight/rate)  max in flight  "
        "rewritten  same  trips/call  waited  first call  wall  ratio  load before/after"
    )
    for run in results:
        busy = run.slot_s / (in_flight * run.span_s) if run.span_s else 0.0
        trips = run.round_trips / run.calls if run.calls else 0.0
        ratio = run.throughput() / base if base else 0.0
        who = str(run.workers) if run.workers else "1 proc"
        print(
            f"{who:>7} {run.shards:>6}  {run.throughput():>7.1f}  "
            f"{run.throughput() / allowed:>6.0%}  {busy:>4.0%}  "
            f"{run.refused:>4} ({run.over_in_flight}/{run.over_rate}){'':>10}"
            f"{run.max_in_flight:>13}  {run.rewritten:>4}/{run.passages:<4}  "
            f"{'yes' if run.same_outputs else 'NO':>4}  {trips:>10.3f}  {run.waited_s:>5.0f}s  "
            f"{run.first_request_s:>9.1f}s  {run.wall_s:>4.0f}s  {ratio:>5.2f}  "
            f"{run.load_before:>6.2f}/{run.load_after:.2f}"
        )
    for run in results:
        if run.shard_times:
            shown = ", ".join(f"{a:.0f}-{b:.0f}" for a, b in run.shard_times)
            print(f"{run.workers} workers: shards ran (s from the run's start) {shown}")


if __name__ == "__main__":
    main()

"""Skryba's own cost next to the route's: orchestration ratio, cold start, memory, ceiling.

Starts ``benchmarks.latency_route`` on loopback with a fixed latency, generates a corpus of
distinct one-sentence passages, runs ``skryba rewrite --detector none`` on it (a real CLI
process: Prefect flow, audit store, reports), then a baseline that makes the same calls (N
generator calls, then N judge calls per passage) with the same concurrency and latency and no
orchestration or audit. Prints both wall times and their ratio.

    .venv/bin/python -m benchmarks.overhead --passages 2000 --latency 1 --concurrency 64
    .venv/bin/python -m benchmarks.overhead --passages 200 --latency 0.2 --concurrency 32
    .venv/bin/python -m benchmarks.overhead --memory 2000 20000
    .venv/bin/python -m benchmarks.overhead --ceiling --passages 500

Figures printed for a ``skryba`` run:
- wall: from starting the command to its exit;
- cold start: from starting the command to the route's first request;
- first request to exit, and of that the tail after the route's last request (reports, the
  Prefect flow's end, stopping the throwaway Prefect server);
- peak RSS: the ``skryba`` process itself (VmHWM), and the largest of it and its children
  (the throwaway Prefect API server is one).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import sqlite3
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

import httpx
from pydantic import BaseModel

from skryba.orchestration.prefect_api import ThrowawayPrefectServer

ROOT = Path(__file__).resolve().parent.parent


class SkrybaRun(BaseModel):
    """One measured ``skryba rewrite`` process."""

    wall_s: float
    cold_start_s: float
    after_first_request_s: float
    tail_s: float
    requests: int
    rewritten: int
    own_peak_rss_mb: float
    tree_peak_rss_mb: float
    task_runs: int
    passages: int

    @property
    def task_runs_per_passage(self) -> float:
        """Prefect task runs the run created, per passage of its corpus."""
        return self.task_runs / self.passages if self.passages else 0.0


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_route(
    latency: float, *, echo: bool = False, env: dict[str, str] | None = None
) -> tuple[subprocess.Popen[bytes], str]:
    """The latency route in its own process; returns it and its base URL.

    ``echo``: candidates are the passages' sentences rotated (see ``benchmarks.latency_route``).
    ``env``: more of its settings (its caps: ``CAP_IN_FLIGHT``, ``CAP_PER_S``, ...).
    """
    port = _free_port()
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "uvicorn",
            "benchmarks.latency_route:app",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--log-level",
            "warning",
            "--no-access-log",
            "--backlog",
            "4096",
        ],
        cwd=ROOT,
        env={
            **os.environ,
            "LATENCY_S": str(latency),
            "ECHO_PASSAGES": "1" if echo else "",
            **(env or {}),
        },
    )
    base = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        try:
            httpx.get(f"{base}/stats", timeout=1).raise_for_status()
            return process, base
        except httpx.HTTPError:
            time.sleep(0.1)
    process.kill()
    raise RuntimeError("latency route did not start")


def write_corpus(folder: Path, passages: int, per_file: int = 100) -> None:
    """Distinct one-sentence passages, ``per_file`` paragraphs per .txt file."""
    folder.mkdir(parents=True, exist_ok=True)
    for start in range(0, passages, per_file):
        count = min(per_file, passages - start)
        text = "\n\n".join(
            f"Passage number {start + i} says the river rose {start + i} centimetres."
            for i in range(count)
        )
        (folder / f"doc{start // per_file:05d}.txt").write_text(text + "\n", encoding="utf-8")


def task_runs_of_last_flow_run(prefect_home: Path) -> int:
    """Task runs the Prefect server recorded for its newest flow run (read from its database)."""
    database = prefect_home / "prefect.db"
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as connection:
        (count,) = connection.execute(
            "SELECT count(*) FROM task_run WHERE flow_run_id = "
            "(SELECT id FROM flow_run ORDER BY created DESC LIMIT 1)"
        ).fetchone()
    return int(count)


def _own_peak_kb(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


def run_skryba(
    corpus: Path,
    work: Path,
    base: str,
    concurrency: int,
    candidates: int,
    prefect_home: Path,
    prefect_api: str | None = None,
    detector: str = "none",
    extra_env: dict[str, str] | None = None,
) -> SkrybaRun:
    """One ``skryba rewrite`` process, measured from outside.

    ``prefect_api``: a running Prefect server's API URL; None lets the command boot its own.
    ``detector``: the ``--detector`` value. ``extra_env``: more settings (the route's limits).
    """
    httpx.post(f"{base}/reset")
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SKRYBA_", "PREFECT_"))}
    env |= {
        "SKRYBA_BRAMA_URL": f"{base}/v1",
        "SKRYBA_MODEL": "bench-generator",
        "SKRYBA_JUDGE_MODEL": "bench-judge",
        "SKRYBA_DATABASE_URL": f"sqlite:///{work / 'audit.db'}",
        "PREFECT_HOME": str(prefect_home),
        "DO_NOT_TRACK": "1",
    }
    if prefect_api is not None:
        env["PREFECT_API_URL"] = prefect_api
    env |= extra_env or {}
    command = [
        str(ROOT / ".venv" / "bin" / "skryba"),
        "rewrite",
        str(corpus),
        "--minimum-quality",
        "0.5",
        "--detector",
        detector,
        "--candidates",
        str(candidates),
        "--concurrency",
        str(concurrency),
        "--out",
        str(work / "out"),
        "--json",
    ]
    started = time.time()
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        process = subprocess.Popen(command, env=env, stdout=out, stderr=err)
        # VmHWM is gone once the process is reaped, so it is read while the process lives.
        peak = [0]
        stop = threading.Event()

        def watch() -> None:
            while not stop.wait(0.2):
                peak[0] = max(peak[0], _own_peak_kb(process.pid))

        watcher = threading.Thread(target=watch, daemon=True)
        watcher.start()
        _, status, usage = os.wait4(process.pid, 0)
        ended = time.time()
        stop.set()
        watcher.join()
        out.seek(0)
        err.seek(0)
        stdout, stderr = out.read(), err.read()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise RuntimeError(f"skryba failed ({process.returncode}): {stderr.decode()[-3000:]}")
    stats = httpx.get(f"{base}/stats").json()
    summary = json.loads(stdout)
    return SkrybaRun(
        wall_s=ended - started,
        cold_start_s=stats["first_request_at"] - started,
        after_first_request_s=ended - stats["first_request_at"],
        tail_s=ended - stats["last_request_at"],
        requests=stats["requests"],
        rewritten=summary["rewritten"],
        own_peak_rss_mb=peak[0] / 1024,
        tree_peak_rss_mb=usage.ru_maxrss / 1024,
        task_runs=task_runs_of_last_flow_run(prefect_home),
        passages=summary["rewritten"]
        + summary["source_fallback"]
        + summary["refused"]
        + summary["failed"],
    )


async def baseline(base: str, passages: int, concurrency: int, candidates: int) -> float:
    """The same calls with asyncio + httpx only: N generate, then N judge per passage."""
    slots = asyncio.Semaphore(concurrency)
    limits = httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
    async with httpx.AsyncClient(base_url=f"{base}/v1/", limits=limits, timeout=600) as client:

        async def call(content: str) -> str:
            async with slots:
                body: dict[str, Any] = {
                    "model": "m",
                    "messages": [{"role": "user", "content": content}],
                }
                response = await client.post("chat/completions", json=body)
                return str(response.json()["choices"][0]["message"]["content"])

        async def passage(number: int) -> None:
            texts = await asyncio.gather(
                *(call(json.dumps({"passage": f"p{number}"})) for _ in range(candidates))
            )
            await asyncio.gather(
                *(call(json.dumps({"requested_profile": {}, "candidate": t})) for t in texts)
            )

        queue: asyncio.Queue[int | None] = asyncio.Queue()
        for number in range(passages):
            queue.put_nowait(number)

        async def worker() -> None:
            while (number := await queue.get()) is not None:
                await passage(number)

        started = time.perf_counter()
        for _ in range(concurrency):
            queue.put_nowait(None)
        await asyncio.gather(*(worker() for _ in range(concurrency)))
        return time.perf_counter() - started


class Bench:
    """A latency route and a scratch folder shared by several measured runs."""

    def __init__(
        self,
        latency: float,
        work: Path,
        *,
        prefect_server: bool = False,
        extra_env: dict[str, str] | None = None,
    ) -> None:
        self.latency = latency
        self.extra_env = extra_env
        self.work = work
        self.prefect_home = work / "prefect-home"
        self.route, self.base = start_route(latency)
        self.runs = 0
        # A Prefect server that outlives the runs, as a deployment has; else each run boots one.
        self.server: ThrowawayPrefectServer | None = None
        if prefect_server:
            os.environ["PREFECT_HOME"] = str(self.prefect_home)
            self.server = ThrowawayPrefectServer()
            self.server.start()
            self.server.wait_ready()

    def close(self) -> None:
        self.route.terminate()
        self.route.wait(10)
        if self.server is not None:
            self.server.stop()

    def warm_up(self, concurrency: int, candidates: int) -> None:
        # The first run on a machine migrates Prefect's database: a one-time cost, not a run's.
        self.skryba(2, concurrency, candidates)

    def skryba(self, passages: int, concurrency: int, candidates: int) -> SkrybaRun:
        self.runs += 1
        folder = self.work / f"run{self.runs}"
        write_corpus(folder / "corpus", passages)
        return run_skryba(
            folder / "corpus",
            folder,
            self.base,
            concurrency,
            candidates,
            self.prefect_home,
            self.server.api_url if self.server else None,
            extra_env=self.extra_env,
        )

    def baseline(self, passages: int, concurrency: int, candidates: int) -> tuple[float, int]:
        httpx.post(f"{self.base}/reset")
        bare = asyncio.run(baseline(self.base, passages, concurrency, candidates))
        return bare, int(httpx.get(f"{self.base}/stats").json()["requests"])


def _print_run(run: SkrybaRun) -> None:
    print(
        f"skryba: wall {run.wall_s:.2f} s = cold start {run.cold_start_s:.2f} s + first request "
        f"to exit {run.after_first_request_s:.2f} s (of which {run.tail_s:.2f} s after the last "
        f"request); {run.requests} requests, {run.rewritten} rewritten"
    )
    print(
        f"skryba: peak RSS {run.own_peak_rss_mb:.0f} MB (skryba process), "
        f"{run.tree_peak_rss_mb:.0f} MB (largest of it and its children)"
    )
    print(
        f"skryba: {run.task_runs} Prefect task runs for {run.passages} passages = "
        f"{run.task_runs_per_passage:.3f} per passage"
    )


def _limits(args: argparse.Namespace) -> dict[str, str]:
    """The route limit settings the options ask for."""
    limits = {
        "SKRYBA_ROUTE_CONCURRENCY": args.route_concurrency,
        "SKRYBA_ROUTE_RPM": args.route_rpm,
    }
    return {name: str(value) for name, value in limits.items() if value is not None}


def ratio(args: argparse.Namespace) -> None:
    """Skryba against the baseline at one latency and concurrency."""
    with tempfile.TemporaryDirectory(prefix="skryba-bench-") as tmp:
        bench = Bench(
            args.latency, Path(tmp), prefect_server=args.prefect_server, extra_env=_limits(args)
        )
        try:
            bench.warm_up(args.concurrency, args.candidates)
            run = bench.skryba(args.passages, args.concurrency, args.candidates)
            bare, bare_requests = bench.baseline(args.passages, args.concurrency, args.candidates)
        finally:
            bench.close()
    print(
        f"passages={args.passages} candidates={args.candidates} latency={args.latency}s "
        f"concurrency={args.concurrency} prefect="
        + ("a running server" if args.prefect_server else "each run boots a throwaway server")
        + "".join(f" {name}={value}" for name, value in _limits(args).items())
    )
    _print_run(run)
    print(f"baseline (asyncio + httpx): {bare:.2f} s; {bare_requests} requests")
    print(f"ratio, whole wall / baseline: {run.wall_s / bare:.3f}")
    print(f"ratio, first request to exit / baseline: {run.after_first_request_s / bare:.3f}")


def memory(args: argparse.Namespace) -> None:
    """Peak RSS of runs of growing corpus size; the last over the first."""
    runs: list[tuple[int, SkrybaRun]] = []
    with tempfile.TemporaryDirectory(prefix="skryba-bench-") as tmp:
        bench = Bench(args.latency, Path(tmp))
        try:
            bench.warm_up(args.concurrency, args.candidates)
            for passages in args.memory:
                run = bench.skryba(passages, args.concurrency, args.candidates)
                runs.append((passages, run))
                print(f"passages={passages} latency={args.latency}s concurrency={args.concurrency}")
                _print_run(run)
        finally:
            bench.close()
    (small, first), (large, last) = runs[0], runs[-1]
    print(
        f"peak RSS ratio {large} / {small} passages: "
        f"{last.own_peak_rss_mb / first.own_peak_rss_mb:.3f} (skryba process), "
        f"{last.tree_peak_rss_mb / first.tree_peak_rss_mb:.3f} (with children)"
    )


def ceiling(args: argparse.Namespace) -> None:
    """Calls per second of one process as concurrency grows at a fixed latency."""
    print(f"latency={args.latency}s candidates={args.candidates} passages={args.passages}")
    print("concurrency  offered calls/s  skryba calls/s  baseline calls/s  ratio")
    with tempfile.TemporaryDirectory(prefix="skryba-bench-") as tmp:
        bench = Bench(args.latency, Path(tmp))
        try:
            bench.warm_up(8, args.candidates)
            for concurrency in args.ceiling:
                offered = concurrency / args.latency
                passages = args.passages
                run = bench.skryba(passages, concurrency, args.candidates)
                bare, _ = bench.baseline(passages, concurrency, args.candidates)
                calls = 2 * args.candidates * passages
                print(
                    f"{concurrency:11d}  {offered:15.0f}  "
                    f"{calls / run.after_first_request_s:14.0f}  {calls / bare:16.0f}  "
                    f"{run.after_first_request_s / bare:5.2f}",
                    flush=True,
                )
        finally:
            bench.close()


def main() -> None:
    """Parse the options and run the chosen measurement."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--passages", type=int, default=200)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--candidates", type=int, default=3)
    parser.add_argument(
        "--prefect-server",
        action="store_true",
        help="runs report to one running Prefect server (PREFECT_API_URL), as deployments do",
    )
    parser.add_argument(
        "--memory", type=int, nargs="+", metavar="PASSAGES", help="peak RSS at these sizes"
    )
    parser.add_argument(
        "--ceiling",
        type=int,
        nargs="*",
        metavar="CONCURRENCY",
        help="calls/s as concurrency grows (default 8 16 32 64 128), --passages each",
    )
    parser.add_argument(
        "--route-concurrency",
        type=int,
        help="SKRYBA_ROUTE_CONCURRENCY for the skryba run (the route's limit, in-process here)",
    )
    parser.add_argument("--route-rpm", type=int, help="SKRYBA_ROUTE_RPM for the skryba run")
    args = parser.parse_args()
    if args.memory:
        memory(args)
    elif args.ceiling is not None:
        args.ceiling = args.ceiling or [8, 16, 32, 64, 128]
        ceiling(args)
    else:
        ratio(args)


if __name__ == "__main__":
    main()

"""Skryba's orchestration overhead next to a bare asyncio + httpx loop making the same calls.

Starts ``benchmarks.latency_route`` on loopback with a fixed latency, generates a corpus of
distinct one-sentence passages, runs ``skryba rewrite --detector none`` on it, then a baseline
that makes the same calls (N generator calls, then N judge calls per passage) with the same
concurrency and no orchestration or audit. Prints wall times, the ratio, cold start and peak RSS.

    .venv/bin/python -m benchmarks.overhead --passages 2000 --latency 1 --concurrency 64
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx

ROOT = Path(__file__).resolve().parent.parent


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_route(latency: float) -> tuple[subprocess.Popen[bytes], str]:
    """The latency route in its own process; returns it and its base URL."""
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
        ],
        cwd=ROOT,
        env={**os.environ, "LATENCY_S": str(latency)},
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


def run_skryba(
    corpus: Path, work: Path, base: str, concurrency: int, candidates: int, prefect_home: Path
) -> dict[str, float]:
    """One ``skryba rewrite`` subprocess; wall time, cold start and its peak RSS."""
    httpx.post(f"{base}/reset")
    env = {k: v for k, v in os.environ.items() if not k.startswith("SKRYBA_")}
    env |= {
        "SKRYBA_BRAMA_URL": f"{base}/v1",
        "SKRYBA_MODEL": "bench-generator",
        "SKRYBA_JUDGE_MODEL": "bench-judge",
        "SKRYBA_DATABASE_URL": f"sqlite:///{work / 'audit.db'}",
        "PREFECT_HOME": str(prefect_home),
        "DO_NOT_TRACK": "1",
    }
    command = [
        str(ROOT / ".venv" / "bin" / "skryba"),
        "rewrite",
        str(corpus),
        "--minimum-quality",
        "0.5",
        "--detector",
        "none",
        "--candidates",
        str(candidates),
        "--concurrency",
        str(concurrency),
        "--out",
        str(work / "out"),
        "--json",
    ]
    started = time.time()
    process = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    ended = time.time()
    stdout = process.stdout.read() if process.stdout else b""
    stderr = process.stderr.read() if process.stderr else b""
    if os.waitstatus_to_exitcode(status) != 0:
        raise RuntimeError(f"skryba failed: {stderr.decode()[-2000:]}")
    stats = httpx.get(f"{base}/stats").json()
    summary = json.loads(stdout)
    return {
        "wall_s": ended - started,
        "cold_start_s": stats["first_request_at"] - started,
        "after_first_request_s": ended - stats["first_request_at"],
        "requests": stats["requests"],
        "rewritten": summary["rewritten"],
        "peak_rss_mb": usage.ru_maxrss / 1024,
    }


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


def main() -> None:
    """Run both, print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--passages", type=int, default=200)
    parser.add_argument("--latency", type=float, default=0.2)
    parser.add_argument("--concurrency", type=int, default=32)
    parser.add_argument("--candidates", type=int, default=3)
    args = parser.parse_args()

    route, base = start_route(args.latency)
    try:
        with tempfile.TemporaryDirectory(prefix="skryba-bench-") as tmp:
            work = Path(tmp)
            prefect_home = work / "prefect-home"
            warm = work / "warm"
            write_corpus(warm / "corpus", 2)
            # First run migrates Prefect's database; it is start-up cost, not per-run cost.
            run_skryba(warm / "corpus", warm, base, args.concurrency, args.candidates, prefect_home)
            write_corpus(work / "corpus", args.passages)
            skryba = run_skryba(
                work / "corpus", work, base, args.concurrency, args.candidates, prefect_home
            )
            httpx.post(f"{base}/reset")
            bare = asyncio.run(baseline(base, args.passages, args.concurrency, args.candidates))
            bare_requests = httpx.get(f"{base}/stats").json()["requests"]
    finally:
        route.terminate()
        route.wait(10)

    print(
        f"passages={args.passages} candidates={args.candidates} latency={args.latency}s "
        f"concurrency={args.concurrency}"
    )
    print(
        f"skryba: wall {skryba['wall_s']:.2f} s, of which cold start {skryba['cold_start_s']:.2f}"
        f" s and first request to exit {skryba['after_first_request_s']:.2f} s; "
        f"{skryba['requests']} requests; peak RSS {skryba['peak_rss_mb']:.0f} MB"
    )
    print(f"baseline (asyncio + httpx): {bare:.2f} s; {bare_requests} requests")
    print(f"ratio (first request to exit / baseline): {skryba['after_first_request_s'] / bare:.2f}")
    print(f"ratio (whole wall / baseline): {skryba['wall_s'] / bare:.2f}")


if __name__ == "__main__":
    main()

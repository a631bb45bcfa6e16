"""``kill -9`` while many passages are mid-chain, then ``--resume``: which answers are paid twice.

A corpus of distinct one-sentence passages, a route that takes ``latency`` seconds per answer,
``skryba rewrite --concurrency C`` in its own process, killed with SIGKILL once a share of the
corpus's calls are answered (many passages then have some candidates generated and their judge
call still to come), then the same command with ``--resume RUN_ID`` to the end.

Counted at the route, per passage: the calls whose whole answer was sent before the kill
(``answered_before``), the calls asked after the resume started (``asked_after``), and what an
uninterrupted run asks (``per_passage``: N generations and one judge call, since the route's
candidates are all the same text). ``repaid`` is the difference: answers that were paid before
the kill and asked again. The calls in flight at the kill had no answer yet and are not in it.
"""

from __future__ import annotations

import random
import signal
import subprocess
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env, start_skryba
from tests.reliability.crash_scenario import wait_until
from tests.reliability.fault_route import Delay, FaultRoute
from tests.reliability.runs import stored_passages

PER_FILE = 8


def passage_text(number: int) -> str:
    """The ``number``-th passage: distinct, one sentence."""
    return f"Passage {number} says the river rose {number} centimetres after the storm."


def write_corpus(root: Path, passages: int) -> Path:
    """``passages`` passages, ``PER_FILE`` paragraphs per text file."""
    corpus = root / "in"
    corpus.mkdir()
    for start in range(0, passages, PER_FILE):
        texts = [passage_text(n) for n in range(start, min(start + PER_FILE, passages))]
        (corpus / f"doc{start // PER_FILE:04d}.txt").write_text("\n\n".join(texts) + "\n", "utf-8")
    return corpus


@dataclass
class MidChainKill:
    """What the killed run and its resume asked of the route."""

    passages: int
    per_passage: int
    concurrency: int
    killed_returncode: int | None
    answered_before: Counter[str]  # per passage text
    asked_after: Counter[str]
    resumed: subprocess.CompletedProcess[str]
    run_id: str
    out: Path
    arguments: list[str]

    @property
    def mid_chain(self) -> int:
        """Passages with some, not all, of their calls answered at the kill."""
        return sum(1 for n in self.answered_before.values() if 0 < n < self.per_passage)

    @property
    def repaid_per_passage(self) -> Counter[str]:
        """Per passage: calls answered before the kill and asked again after the resume."""
        return Counter(
            {
                text: self.answered_before[text] + self.asked_after[text] - self.per_passage
                for text in set(self.answered_before) | set(self.asked_after)
            }
        )

    @property
    def repaid(self) -> int:
        """Every passage's ``repaid``, summed."""
        return sum(self.repaid_per_passage.values())


def kill_mid_chain(
    work: Path,
    route: FaultRoute,
    database: Path,
    *,
    passages: int = 48,
    candidates: int = 3,
    latency: float = 0.3,
    concurrency: int = 8,
    kill_at: float | None = 0.4,
    seed: int | None = None,
    limit: float = 300.0,
) -> MidChainKill:
    """Run, ``kill -9`` once ``kill_at`` of the calls are answered (None: at a random share
    between 10 % and 90 %, drawn with ``seed``), resume to the end."""
    corpus = write_corpus(work, passages)
    per_passage = candidates + 1
    share = kill_at if kill_at is not None else random.Random(seed).uniform(0.1, 0.9)
    env = skryba_env(work, route.base_url, f"sqlite:///{database}")
    arguments = [
        "rewrite",
        str(corpus),
        *RUN_OPTIONS,
        "--candidates",
        str(candidates),
        "--concurrency",
        str(concurrency),
        "--out",
        str(work / "out"),
    ]
    route.script = lambda exchange: Delay(latency)
    process = start_skryba([*arguments, "--json"], work, env)
    target = max(1, int(share * passages * per_passage))
    try:
        wait_until(
            lambda: len(route.answered()) >= target, "the calls to be answered", process, limit
        )
        killed_at = time.monotonic()
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=30)
    answered_before = Counter(e.passage for e in route.answered(until=killed_at))
    (run_id,) = {row["run_id"] for row in stored_passages(database)}
    asked_before_resume = len(route.exchanges())
    resumed = run_skryba([*arguments, "--resume", run_id, "--json"], work, env, timeout=limit)
    asked_after = Counter(e.passage for e in route.exchanges()[asked_before_resume:])
    return MidChainKill(
        passages=passages,
        per_passage=per_passage,
        concurrency=concurrency,
        killed_returncode=process.returncode,
        answered_before=answered_before,
        asked_after=asked_after,
        resumed=resumed,
        run_id=run_id,
        out=work / "out",
        arguments=arguments,
    )

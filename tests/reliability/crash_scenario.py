"""``kill -9`` of the CLI mid-run, then ``--resume``: the corpus, the route's script, the steps.

Two passages are held by the route (one at generation, one at the judge) until the process is
killed, so the store holds finished passages, one started passage with no candidates and one with
candidates but no evaluation. Every other verdict is a function of the request alone, so a
resumed run and an uninterrupted one can be compared byte for byte.
"""

from __future__ import annotations

import json
import signal
import subprocess
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env, start_skryba
from tests.reliability.fault_route import Action, Exchange, FaultRoute, Hold, reply
from tests.reliability.runs import stored_passages
from tests.stub_route import evaluation

FALLBACK = "This passage must fall back to its source: the canal freezes in January."
REFUSED = "This passage must be refused: the old mill grinds flour on Saturdays."
HELD_AT_GENERATION = "Held at generation: the lighthouse keeper retired in 1962."
HELD_AT_JUDGE = "Held at the judge: the orchard has forty apple trees."
HELD = (HELD_AT_GENERATION, HELD_AT_JUDGE)
DOCUMENTS: dict[str, str] = {
    "a.txt": "The first passage is about the night trains to the coast.\n",
    "b.txt": FALLBACK + "\n",
    "c.txt": REFUSED + "\n",
    "d.md": "# Delta\n\nDelta one is about the harbour cranes.\n\nDelta two is about the docks.\n",
    "e.txt": HELD_AT_GENERATION + "\n",
    "f.txt": HELD_AT_JUDGE + "\n",
}
RECORDS = [
    {"id": "r1", "text": "The first record is about the market square."},
    {"id": "r2", "text": "The second record is about the town hall clock."},
    {"id": "r3", "text": "The third record is about the river bridge.", "metadata": {"n": 3}},
]
PASSAGES = 11  # d.md's heading is a passage too
FINISHED_BEFORE_KILL = PASSAGES - len(HELD)
CANDIDATES = 2


def judge_verdict(exchange: Exchange) -> Action | None:
    """Deterministic verdicts: the fallback and refused passages fail their candidate; the
    fallback's source matches the profile, the refused one's does not."""
    if exchange.kind != "judge":
        return None
    if exchange.passage == FALLBACK:
        if exchange.candidate == exchange.passage:
            return reply(json.dumps(evaluation(naturalness=0.5)))
        return reply(json.dumps(evaluation(critical_error=True)))
    if exchange.passage == REFUSED:
        if exchange.candidate == exchange.passage:
            return reply(json.dumps(evaluation(language_matched=False)))
        return reply(json.dumps(evaluation(meaning_preservation=0.3)))
    return None


def holding(release: threading.Event) -> Callable[[Exchange], Action | None]:
    """Before the kill: the held passages' calls hang until released (the process dies first)."""

    def script(exchange: Exchange) -> Action | None:
        if exchange.kind == "generate" and exchange.passage == HELD_AT_GENERATION:
            return Hold(release)
        if exchange.kind == "judge" and exchange.passage == HELD_AT_JUDGE:
            return Hold(release, then=judge_verdict(exchange))
        return judge_verdict(exchange)

    return script


def write_corpus(root: Path) -> Path:
    """The corpus folder: six text documents and a JSONL file of three records."""
    corpus = root / "in"
    corpus.mkdir()
    for name, text in DOCUMENTS.items():
        (corpus / name).write_text(text, "utf-8")
    (corpus / "records.jsonl").write_text(
        "".join(json.dumps(record) + "\n" for record in RECORDS), "utf-8"
    )
    return corpus


def finished_rows(database: Path) -> list[dict[str, Any]]:
    """Finished passage rows, or none while the run has not created its tables yet."""
    if not database.exists():
        return []
    try:
        return [row for row in stored_passages(database) if row["finished"]]
    except Exception:  # no tables yet, or a write in progress
        return []


@dataclass
class KillResume:
    """What the two processes did."""

    killed_returncode: int | None
    rows_after_kill: list[dict[str, Any]]
    temp_files_after_kill: set[str]  # hidden *.tmp files in --out, relative paths
    paid_before_resume: int
    resumed: subprocess.CompletedProcess[str]
    rows_after_resume: list[dict[str, Any]]
    temp_files_after_resume: set[str]
    run_id: str
    arguments: list[str]


def temp_files(out: Path) -> set[str]:
    """Hidden files ending in ``.tmp`` anywhere under ``out`` (what a killed writer leaves)."""
    if not out.is_dir():
        return set()
    return {
        path.relative_to(out).as_posix()
        for path in out.rglob(".*.tmp")
        if path.is_file() and not path.is_symlink()
    }


def wait_until(
    condition: Callable[[], bool], what: str, process: subprocess.Popen[str], limit: float = 90.0
) -> None:
    """Poll ``condition``; raise with the process's output if it ends first or time runs out."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        if condition():
            return
        if process.poll() is not None:
            stdout, stderr = process.communicate()
            raise AssertionError(
                f"skryba ended ({process.returncode}) before {what}:\n{stdout}\n{stderr}"
            )
        time.sleep(0.1)
    raise AssertionError(f"gave up waiting for {what}")


def kill_then_resume(work: Path, route: FaultRoute, database: Path) -> KillResume:
    """Start ``skryba rewrite``, ``kill -9`` it once the unheld passages are finished and the held
    calls are in flight, then run the same command with ``--resume RUN_ID`` to the end."""
    corpus = write_corpus(work)
    # A batch of one passage each, all in flight at once: every unheld passage finishes while
    # the held ones hang (a larger batch would wait for its held passage).
    env = skryba_env(
        work,
        route.base_url,
        f"sqlite:///{database}",
        {"SKRYBA_BATCH_SIZE": "1", "SKRYBA_BATCHES_IN_FLIGHT": str(PASSAGES)},
    )
    arguments = [
        "rewrite",
        str(corpus),
        *RUN_OPTIONS,
        "--candidates",
        str(CANDIDATES),
        "--out",
        str(work / "out"),
    ]
    release = threading.Event()
    route.script = holding(release)
    process = start_skryba([*arguments, "--json"], work, env)
    try:
        wait_until(
            lambda: (
                len(finished_rows(database)) == FINISHED_BEFORE_KILL
                and len(route.exchanges("generate", HELD_AT_GENERATION)) == CANDIDATES
                and len(route.exchanges("judge", HELD_AT_JUDGE)) == 1
                # No finished document is still being written (on a loaded machine the kill
                # could otherwise land inside a finished document's atomic write).
                and all(name.startswith(".records.jsonl") for name in temp_files(work / "out"))
            ),
            "the unheld passages to finish and the held calls to arrive",
            process,
        )
        process.send_signal(signal.SIGKILL)
        process.communicate(timeout=30)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate(timeout=30)
        release.set()
    rows = stored_passages(database)
    left_behind = temp_files(work / "out")
    (run_id,) = {row["run_id"] for row in rows}
    paid = len(route.exchanges())
    route.script = judge_verdict
    resumed = run_skryba([*arguments, "--resume", run_id, "--json"], work, env)
    return KillResume(
        killed_returncode=process.returncode,
        rows_after_kill=rows,
        temp_files_after_kill=left_behind,
        paid_before_resume=paid,
        resumed=resumed,
        rows_after_resume=stored_passages(database),
        temp_files_after_resume=temp_files(work / "out"),
        run_id=run_id,
        arguments=arguments,
    )

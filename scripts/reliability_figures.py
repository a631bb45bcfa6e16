"""Print Skryba's reliability and security figures.

Runs the scenarios of ``tests/reliability`` against a temporary Prefect server and loopback routes
that misbehave on command: the route-fault catalogue and every invalid judge-reply shape
(``--rounds`` times each), replies holding unpaired surrogates, a judge dripping its replies
against a 3 s ``SKRYBA_CALL_TIMEOUT``, the bad-input corpus and the bad options, ``kill -9`` then
``--resume``, ``kill -9`` of a run with its own Prefect server (and one on the embedded model)
then a process-tree check, the audit store lost mid-run, and the canary-key sweeps.

``kill -9`` while many passages are mid-chain (48 passages x 3 candidates, a 0.3 s route,
``--concurrency 8``) then ``--resume``, counting at the route the answers paid twice. Prints faults
injected / ended as specified, bad inputs tried / cleanly rejected, and the figures
that must be zero: passages lost, invalid replies retried, canary leaks, slow-drip calls past
the deadline, orphans after SIGKILL, stray temporary files after a resume; and a new user's
slips (issue 22) each as a ``skryba`` process, timed, with tracebacks and user files changed
(both must be zero). Exits 1 when one of those is not zero. Usage (from the repository root)::

    .venv/bin/python scripts/reliability_figures.py [--rounds N] [--only-slips]

``--mid-chain PASSAGES`` runs only the mid-chain kill, at that size (e.g. ``--mid-chain 2000
--concurrency 64 --latency 1``), killed at a random moment unless ``--kill-at`` gives the share
of the calls answered first.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import resource
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# Before Prefect is imported: keep its chatter (and the failing runs' logs) off the terminal.
os.environ.setdefault("PREFECT_LOGGING_LEVEL", "CRITICAL")
os.environ["DO_NOT_TRACK"] = "1"

from prefect.testing.utilities import prefect_test_harness  # noqa: E402
from typer.testing import CliRunner  # noqa: E402

from models.run import RunSummary  # noqa: E402
from skryba.cli import app  # noqa: E402
from skryba.errors import UsageError  # noqa: E402
from tests.reliability import (  # noqa: E402
    bad_inputs,
    canary,
    crash_scenario,
    first_contact,
    orphans,
    route_content,
)
from tests.reliability.cli_process import RUN_OPTIONS  # noqa: E402
from tests.reliability.drip_cases import SLACK_S, run_dripping_judges  # noqa: E402
from tests.reliability.fault_cases import FAULT_CASES, SLOW_BUT_ALIVE, run_fault_cases  # noqa: E402
from tests.reliability.fault_route import FaultRoute, reply  # noqa: E402
from tests.reliability.judge_reply_cases import ALL_REPLIES, run_reply_cases  # noqa: E402
from tests.reliability.mid_chain import kill_mid_chain  # noqa: E402
from tests.reliability.passage_flow import PassageSpec, drive_passages  # noqa: E402
from tests.reliability.runs import files_under, read_report, run_flow, stored_passages  # noqa: E402
from tests.reliability.store_faults import DOCUMENTS as STORE_DOCUMENTS  # noqa: E402
from tests.reliability.store_faults import lose_store_mid_run  # noqa: E402


@dataclass
class Figures:
    """Counts gathered across the scenarios."""

    fault_cases: int = 0
    fault_cases_ok: int = 0
    faults_injected: int = 0
    transport_cases: int = 0
    transport_ok: int = 0
    at_once_cases: int = 0
    at_once_ok: int = 0
    replies_tried: int = 0
    replies_exact: int = 0
    replies_retried: int = 0
    bad_tried: int = 0
    bad_clean: int = 0
    lost: Counter[str] = field(default_factory=Counter)
    leaks: Counter[str] = field(default_factory=Counter)
    repaid: int = 0
    unsupported_claims: int = 0
    block_key_used: bool = False
    drip_calls: int = 0
    drip_within: int = 0
    drip_longest: float = 0.0
    drip_passages: int = 0
    drip_failed_ok: int = 0
    kill_children: list[str] = field(default_factory=list)
    orphans: int = 0
    temp_after_kill: int = 0
    temp_after_resume: int = 0
    outage_failed: int = 0
    retried_finished: int = 0
    mid_chain: list[str] = field(default_factory=list)
    mid_chain_over: int = 0  # kills that re-paid more answers than --concurrency
    # First contact: each slip's wall and CPU seconds, tracebacks, user files changed.
    slips: list[tuple[str, float, float, bool]] = field(default_factory=list)
    slip_tracebacks: int = 0
    slip_files_changed: int = 0
    findings: list[str] = field(default_factory=list)

    def bad(self, name: str, clean: bool, why: str = "") -> None:
        """Count one bad input, cleanly rejected or not."""
        self.bad_tried += 1
        self.bad_clean += clean
        if not clean:
            self.findings.append(f"bad input {name}: {why or 'not cleanly rejected'}")


@contextmanager
def scenario(route: FaultRoute, work: Path, **extra: str) -> Iterator[Path]:
    """Environment for an in-process run against ``route``; yields its audit database path."""
    database = work / "audit.db"
    values = {
        "SKRYBA_BRAMA_URL": route.base_url,
        "SKRYBA_MODEL": "fault-generator",
        "SKRYBA_JUDGE_MODEL": "fault-judge",
        "SKRYBA_DATABASE_URL": f"sqlite:///{database}",
        "SKRYBA_RETRY_BASE_DELAY": "0.01",
        "SKRYBA_RETRY_MAX_DELAY": "0.05",
        **extra,
    }
    saved = {name: os.environ.get(name) for name in values}
    os.environ.update(values)
    try:
        yield database
    finally:
        for name, value in saved.items():
            if value is None:
                os.environ.pop(name, None)
            else:
                os.environ[name] = value


def unfinished(database: Path, documents: set[str] | None = None) -> list[str]:
    """Keys of passages the store does not hold as finished (optionally of some documents)."""
    if not database.exists():
        return []
    return [
        f"{row['document']}#{row['index']}"
        for row in stored_passages(database)
        if not row["finished"] and (documents is None or row["document"] in documents)
    ]


def route_faults(figures: Figures, work: Path, rounds: int) -> None:
    cases = (*FAULT_CASES, SLOW_BUT_ALIVE)
    for number in range(rounds):
        verdicts = run_fault_cases(cases, f"sqlite:///{work / f'faults-{number}.db'}")
        for verdict in verdicts:
            ok = not verdict.problems
            figures.fault_cases += 1
            figures.fault_cases_ok += ok
            figures.faults_injected += verdict.faults_served
            if verdict.retried_kind:
                figures.transport_cases += 1
                figures.transport_ok += ok
            else:
                figures.at_once_cases += 1
                figures.at_once_ok += ok
            figures.lost["route faults"] += verdict.lost
            if not ok:
                figures.findings.append(f"fault {verdict.name}: {'; '.join(verdict.problems)}")


def judge_replies(figures: Figures, work: Path, rounds: int) -> None:
    for number in range(rounds):
        verdicts = run_reply_cases(ALL_REPLIES, f"sqlite:///{work / f'replies-{number}.db'}")
        for verdict in verdicts:
            figures.replies_tried += 1
            figures.replies_exact += not verdict.problems
            figures.replies_retried += verdict.judge_attempts > 1
            figures.lost["invalid judge replies"] += verdict.lost
            if verdict.problems:
                figures.findings.append(f"reply {verdict.name}: {'; '.join(verdict.problems)}")


def surrogates(figures: Figures, work: Path) -> None:
    with FaultRoute(route_content.surrogate_script) as route:
        specs = [
            PassageSpec(text=text, base_url=route.base_url)
            for text in (route_content.JUDGE_WITH_SURROGATE, route_content.GENERATOR_WITH_SURROGATE)
        ]
        records = asyncio.run(drive_passages(specs, f"sqlite:///{work / 'surrogates.db'}"))
    for record in records:
        figures.faults_injected += 1
        figures.lost["unpaired surrogate from the route"] += not record.finished_in_store
        if record.crash:
            figures.findings.append(f"surrogate reply crashed its passage: {record.crash}")
    run_work = work / "surrogate-run"
    run_work.mkdir()
    corpus = run_work / "in"
    corpus.mkdir()
    for name, text in route_content.SURROGATE_DOCUMENTS.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    with FaultRoute(route_content.surrogate_script) as route, scenario(route, run_work) as db:
        result = asyncio.run(run_flow([corpus], run_work / "out", concurrency=1, hang_after=20))
    finished = {row["document"] for row in stored_passages(db) if row["finished"]}
    lost = len(set(route_content.SURROGATE_DOCUMENTS) - finished)
    figures.lost["unpaired surrogate in a real run"] += lost
    if not isinstance(result, RunSummary):
        figures.findings.append(f"a real run with one surrogate judge reply ended: {result!r}")


CALL_TIMEOUT_S = 3.0


def slow_drip(figures: Figures, work: Path, rounds: int) -> None:
    for number in range(rounds):
        verdict = run_dripping_judges(
            f"sqlite:///{work / f'drip-{number}.db'}", call_timeout=CALL_TIMEOUT_S, retries=1
        )
        figures.drip_calls += verdict.calls
        figures.drip_within += verdict.within_deadline
        figures.drip_longest = max(figures.drip_longest, verdict.longest_s)
        figures.drip_passages += verdict.passages
        figures.drip_failed_ok += verdict.failed_as_specified
        figures.faults_injected += verdict.calls
        figures.lost["dripping judge"] += sum(not r.finished_in_store for r in verdict.records)
        if verdict.within_deadline < verdict.calls:
            figures.findings.append(
                f"slow drip: {verdict.calls - verdict.within_deadline} call(s) outlived the "
                f"{CALL_TIMEOUT_S:g} s deadline (longest {verdict.longest_s:.1f} s)"
            )


def orphans_after_kill(figures: Figures, work: Path) -> None:
    home = {"PREFECT_HOME": str(work / "prefect-home")}
    corpus = work / "in"
    corpus.mkdir()
    for number in range(3):
        (corpus / f"p{number}.txt").write_text(
            f"Passage {number} is about the tram line that crosses the old bridge.\n", "utf-8"
        )
    release = threading.Event()
    checks = []
    with FaultRoute(orphans.holding_route(release)) as route:
        try:
            checks.append(
                orphans.kill_mid_run(
                    area_in(work, "route"),
                    corpus,
                    route=route,
                    ready=lambda c: orphans.prefect_server_child(c) and bool(route.exchanges()),
                    extra_env=home,
                )
            )
        finally:
            release.set()
    checks.append(
        orphans.kill_mid_run(
            area_in(work, "embedded"),
            corpus,
            route=None,
            ready=lambda c: orphans.prefect_server_child(c) and orphans.embedded_server_child(c),
            extra_env=home,
        )
    )
    for check in checks:
        figures.kill_children += [_child_name(line) for line in check.children.values()]
        figures.orphans += len(check.survivors)
        figures.findings += [f"orphaned after kill -9: {line}" for line in check.survivors.values()]


def area_in(work: Path, name: str) -> Path:
    path = work / name
    path.mkdir()
    return path


def _child_name(command: str) -> str:
    if orphans.prefect_server_child({0: command}):
        return "Prefect API server"
    if orphans.embedded_server_child({0: command}):
        return "embedded llama.cpp server"
    return command[:60]


def bad_corpus(figures: Figures, work: Path) -> None:
    with FaultRoute() as route, scenario(route, work) as database:
        corpus, items = bad_inputs.write_bad_corpus(work)
        result = asyncio.run(run_flow([corpus], work / "out"))
        if not isinstance(result, RunSummary):
            for item in items:
                figures.bad(item.name, False, f"the run ended: {result!r}")
            figures.lost["bad-input corpus"] += len(bad_inputs.GOOD_PASSAGES)
            return
        report = read_report(work / "out")
        reported = {(e["document"], e["message"]) for e in report["document_errors"]}
        for item in items:
            figures.bad(item.name, (item.document, item.message) in reported, "error missing")
        failed = {(p["document"], p["index"]): p["error"] for p in report["passages"]}
        long_limit = bad_inputs.MAX_PASSAGE_CHARS
        figures.bad(
            "4001-character passage",
            failed.get(("context.md", 1)) == bad_inputs.too_long_message(1, long_limit + 1),
        )
        figures.bad(
            "10 MB paragraph",
            failed.get(("huge.txt", 0))
            == bad_inputs.too_long_message(0, bad_inputs.TEN_MB_WORDS * 5 - 1),
        )
        sent = {e.passage for e in route.exchanges("generate")}
        figures.lost["bad-input corpus"] += len(set(bad_inputs.GOOD_PASSAGES.values()) - sent)
        figures.lost["bad-input corpus"] += len(unfinished(database))


def own_corpus_inputs(figures: Figures, work: Path) -> None:
    """The bad inputs that need a corpus (and a run) of their own."""
    trap = work / "trap"
    trap.mkdir()
    with FaultRoute() as route, scenario(route, trap) as database:
        corpus, out, outside = bad_inputs.write_symlink_trap(trap)
        result = asyncio.run(run_flow([corpus], out))
        escaped = files_under(outside)
        # A folder Skryba did not write (a link in it included) is refused before any call.
        clean = isinstance(result, UsageError) and not escaped and not route.exchanges()
        figures.bad("--out holding a link leading outside", clean, f"{escaped or result!r}")
    for name, write in (
        ("file name not UTF-8", bad_inputs.write_latin1_name),
        ("JSONL text with an unpaired surrogate", bad_inputs.write_surrogate_record),
    ):
        here = work / name.replace(" ", "-")
        here.mkdir()
        with FaultRoute() as route, scenario(route, here) as database:
            result = asyncio.run(run_flow([write(here)], here / "out"))
            clean = isinstance(result, RunSummary) and not unfinished(database)
            figures.bad(name, clean, repr(result))
            if not isinstance(result, RunSummary):
                figures.lost[name] += 1  # the good document beside it was never written


def bad_options(figures: Figures, work: Path) -> None:
    corpus = work / "one.txt"
    corpus.write_text("A passage that must not be sent.\n", "utf-8")
    with FaultRoute() as route, scenario(route, work) as database:
        for options, named in bad_inputs.BAD_OPTIONS:
            result = CliRunner().invoke(
                app, bad_inputs.option_arguments(corpus, work / "out", options)
            )
            clean = (
                result.exit_code == 2
                and named in bad_inputs.plain(result.stderr)
                and not route.exchanges()
                and not database.exists()
            )
            figures.bad(" ".join(options)[:40], clean, result.stderr.strip()[:200])
        occupied = work / "occupied"
        occupied.write_text("not a folder\n", "utf-8")
        result = CliRunner().invoke(
            app, bad_inputs.option_arguments(corpus, occupied, ["--candidates", "1"])
        )
        paid = len(route.exchanges())
        clean = result.exit_code == 2 and "--out" in bad_inputs.plain(result.stderr) and not paid
        figures.bad("--out naming a file", clean, f"exit {result.exit_code}, {paid} paid calls")


SLIP_BUDGET_S = 2.0


def first_contact_slips(figures: Figures, work: Path) -> None:
    """Each slip of a new user as a ``skryba`` process: exit 2, one line, no file changed,
    timed (wall clock, and the CPU time it cost, which the machine's load does not inflate)."""
    for number, slip in enumerate(first_contact.SLIPS):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        result = first_contact.replay(slip, work / f"slip-{number}", first_contact.UNREACHABLE)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        lines = result.stderr.splitlines()
        clean = (
            result.returncode == 2
            and len(lines) == 1
            and (not slip.message or result.stderr == result.expected + "\n")
            and not result.changed
        )
        figures.bad(f"slip: {slip.name}", clean, f"exit {result.returncode}: {result.stderr!r}")
        figures.slips.append((slip.name, result.seconds, cpu, clean))
        figures.slip_tracebacks += result.tracebacks
        figures.slip_files_changed += len(result.changed)


def kill_and_resume(figures: Figures, work: Path) -> None:
    with FaultRoute() as route:
        outcome = crash_scenario.kill_then_resume(work, route, work / "audit.db")
        # Every passage but the two held ones had finished before the kill.
        repaid = [
            e
            for e in route.exchanges()[outcome.paid_before_resume :]
            if e.passage not in crash_scenario.HELD
        ]
    figures.repaid += len(repaid)
    figures.unsupported_claims += sum(
        1 for row in outcome.rows_after_kill if row["finished"] and not row["evaluations"]
    )
    finished = sum(1 for row in outcome.rows_after_resume if row["finished"])
    figures.lost["kill -9 then --resume"] += crash_scenario.PASSAGES - finished
    figures.temp_after_kill += len(outcome.temp_files_after_kill)
    figures.temp_after_resume += len(outcome.temp_files_after_resume)
    figures.findings += [
        f"temporary file left after --resume: {name}" for name in outcome.temp_files_after_resume
    ]
    if outcome.resumed.returncode != 1:  # one passage is refused by design
        figures.findings.append(f"--resume ended with exit {outcome.resumed.returncode}")


def mid_chain_kill(
    figures: Figures,
    work: Path,
    *,
    passages: int = 48,
    concurrency: int = 8,
    latency: float = 0.3,
    kill_at: float | None = 0.4,
    seed: int | None = None,
) -> None:
    """``kill -9`` with passages mid-chain, ``--resume``: answers paid before and asked again."""
    started = time.monotonic()
    with FaultRoute() as route:
        outcome = kill_mid_chain(
            work,
            route,
            work / "audit.db",
            passages=passages,
            latency=latency,
            concurrency=concurrency,
            kill_at=kill_at,
            seed=seed,
            limit=max(300.0, 10 * passages * 4 * latency / concurrency),
        )
    answered = sum(outcome.answered_before.values())
    worst = max(outcome.repaid_per_passage.values(), default=0)
    figures.mid_chain.append(
        f"  {passages} passages x 3, {latency:g} s route, --concurrency {concurrency}: killed "
        f"after {answered} answered calls ({outcome.mid_chain} passages mid-chain); re-paid "
        f"after --resume {outcome.repaid} (<= {concurrency}; at most {worst} for one passage), "
        f"{time.monotonic() - started:.0f} s"
    )
    figures.repaid += outcome.repaid
    figures.mid_chain_over += outcome.repaid > concurrency
    if outcome.repaid > concurrency:
        figures.findings.append(
            f"mid-chain kill: {outcome.repaid} answered calls paid again (> {concurrency})"
        )
    if outcome.resumed.returncode != 0:
        figures.findings.append(f"mid-chain --resume ended with exit {outcome.resumed.returncode}")


OUTAGE_DOCUMENTS = {
    "before.txt": "The ferry crossed the bay before the outage began.",
    "during-1.txt": "The first passage meets a route that answers only with errors.",
    "during-2.txt": "The second passage meets the same outage at the judge.",
}


def retry_failed(figures: Figures, work: Path) -> None:
    """An outage fails passages; ``--resume --retry-failed`` on a healthy route finishes them,
    paying nothing again for the passage that had already finished."""
    corpus = work / "in"
    corpus.mkdir()
    for name, text in OUTAGE_DOCUMENTS.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    arguments = [
        "rewrite",
        str(corpus),
        *RUN_OPTIONS,
        "--candidates",
        "1",
        "--out",
        str(work / "out"),
    ]
    fine = OUTAGE_DOCUMENTS["before.txt"]
    with FaultRoute() as route, scenario(route, work, SKRYBA_RETRIES="1") as database:
        route.script = lambda e: (
            None if e.passage == fine or e.kind != "judge" else reply("down", status=503)
        )
        CliRunner().invoke(app, arguments)
        rows = stored_passages(database)
        figures.outage_failed += sum(1 for row in rows if row["outcome"] == "failed")
        (run_id,) = {row["run_id"] for row in rows}
        route.script = lambda e: None
        before = len(route.exchanges())
        CliRunner().invoke(app, [*arguments, "--resume", run_id, "--retry-failed"])
        repaid = [e for e in route.exchanges()[before:] if e.passage == fine]
        # A retried passage keeps its failed attempt's row beside the new one.
        finished_now = {
            (row["document"], row["index"])
            for row in stored_passages(database)
            if row["outcome"] in ("rewritten", "source_fallback", "refused")
        }
    figures.retried_finished += sum(
        1
        for row in rows
        if row["outcome"] == "failed" and (row["document"], row["index"]) in finished_now
    )
    figures.repaid += len(repaid)
    if figures.retried_finished < figures.outage_failed:
        figures.findings.append("--retry-failed left failed passages failed on a healthy route")


def store_lost(figures: Figures, work: Path) -> None:
    with FaultRoute() as route, scenario(route, work) as database:
        loss = lose_store_mid_run(work, route, database)
    message = loss.result.stderr
    unrecorded = [
        f"{row['document']}#{row['index']}" for row in loss.rows_after_loss if not row["finished"]
    ]
    started = {row["document"] for row in loss.rows_after_loss}
    never_started = [f"{name}#0" for name in STORE_DOCUMENTS if name not in started]
    unnamed = [key for key in [*unrecorded, *never_started] if key not in message]
    figures.lost["audit store lost mid-run (unrecorded, not named)"] += len(unnamed)
    figures.repaid += len(loss.paid_after_loss)
    if unnamed:
        figures.findings.append(
            f"store lost mid-run: {', '.join(unnamed)} unrecorded and not named; the run said "
            f"{message.strip().splitlines()[-1] if message.strip() else '(nothing)'!r}"
        )


def canaries(figures: Figures, work: Path) -> None:
    sweep_work = work / "sweep"
    sweep_work.mkdir()
    with FaultRoute() as route:
        key = canary.new_canary()
        sweep = asyncio.run(canary.sweep_cli_run(sweep_work, route, key))
        figures.leaks["CLI run, DEBUG logging"] += len(sweep.leaks)
        figures.findings += [f"canary in {place}" for place in sweep.leaks]
    echo_work = work / "echo"
    echo_work.mkdir()
    key = canary.new_canary()
    with FaultRoute() as route, scenario(route, echo_work, SKRYBA_BRAMA_API_KEY=key):
        _, leaks = asyncio.run(canary.echo_run(echo_work, route, key))
    figures.leaks["route error body echoing the key"] += len(leaks)
    figures.findings += [f"echoed canary in {place}" for place in leaks]
    block_work = work / "block"
    block_work.mkdir()
    key = canary.new_canary()
    with (
        FaultRoute() as route,
        scenario(route, block_work, SKRYBA_BRAMA_API_KEY_BLOCK=canary.SECRET_BLOCK),
    ):
        os.environ.pop("SKRYBA_BRAMA_API_KEY", None)
        _, sent, leaks = asyncio.run(canary.secret_block_run(block_work, route, key))
    figures.leaks["key from a Secret block"] += len(leaks)
    figures.block_key_used = bool(sent) and set(sent) == {f"Bearer {key}"}


def _max(rows: list[tuple[str, float, float, bool]], column: int) -> float:
    return max((float(row[column]) for row in rows), default=0.0)


def _load() -> str:
    one, five, _ = os.getloadavg()
    return f"{one:.1f} / {five:.1f} on {os.cpu_count()} cores"


def report(figures: Figures, rounds: int, seconds: float) -> int:
    lost = sum(figures.lost.values())
    leaks = sum(figures.leaks.values())
    lines = [
        f"Skryba reliability figures ({rounds} round(s) of the fault and reply catalogues, "
        f"{seconds:.0f} s)",
        "",
        "Route faults",
        f"  fault cases run                          {figures.fault_cases}",
        f"  faults injected (bad answers, refusals)  {figures.faults_injected}",
        f"  ended as specified                       {figures.fault_cases_ok} / "
        f"{figures.fault_cases}",
        f"    transport: retried, then ok or failed  {figures.transport_ok} / "
        f"{figures.transport_cases}",
        f"    other: failed at once                  {figures.at_once_ok} / "
        f"{figures.at_once_cases}",
        "Invalid judge replies",
        f"  shapes tried                             {figures.replies_tried}",
        f"  refused with the exact message           {figures.replies_exact} / "
        f"{figures.replies_tried}",
        f"  invalid replies retried (must be 0)      {figures.replies_retried}",
        "Bad input",
        f"  tried / cleanly rejected                 {figures.bad_tried} / {figures.bad_clean}",
        "First contact: a new user's slips, each a skryba process (exit 2, one line)",
        *(
            f"  {name[:40]:<40} {wall:5.2f} s wall {cpu:5.2f} s CPU{'' if ok else '  NOT CLEAN'}"
            for name, wall, cpu, ok in figures.slips
        ),
        f"  max wall / max CPU                       {_max(figures.slips, 1):.2f} s / "
        f"{_max(figures.slips, 2):.2f} s (target {SLIP_BUDGET_S:g} s; load {_load()})",
        f"  tracebacks (must be 0)                   {figures.slip_tracebacks}",
        f"  user files changed (must be 0)           {figures.slip_files_changed}",
        f"Call deadline (SKRYBA_CALL_TIMEOUT={CALL_TIMEOUT_S:g} s, judge dripping 1 byte / 0.5 s)",
        f"  slow-drip calls ended within deadline    {figures.drip_within} / "
        f"{figures.drip_calls} (longest {figures.drip_longest:.1f} s, slack {SLACK_S:g} s)",
        f"  passages failed as specified             {figures.drip_failed_ok} / "
        f"{figures.drip_passages} ('Brama quality evaluation failed')",
        "Crashes and the audit store",
        f"  calls paid twice or after a lost store   {figures.repaid}",
        f"  finished without an evaluation (0)       {figures.unsupported_claims}",
        f"  children of the killed CLI               {len(figures.kill_children)} "
        f"({', '.join(sorted(set(figures.kill_children))) or 'none seen'})",
        f"  orphans after SIGKILL (must be 0)        {figures.orphans}",
        f"  stray temp files after resume (0)        {figures.temp_after_resume} "
        f"({figures.temp_after_kill} left by the kill)",
        f"  failed -> finished by --retry-failed     {figures.retried_finished} / "
        f"{figures.outage_failed} (route outage, then --resume --retry-failed)",
        "  kill -9 mid-chain, then --resume (answers paid before the kill and asked again):",
        *figures.mid_chain,
        f"Passages lost (must be 0)                  {lost}",
        *(f"  {name:<40} {count}" for name, count in sorted(figures.lost.items()) if count),
        f"Canary leaks (must be 0)                   {leaks}",
        *(f"  {name:<40} {count}" for name, count in sorted(figures.leaks.items())),
        f"  key taken from a Prefect Secret block    {'yes' if figures.block_key_used else 'no'}",
    ]
    if figures.findings:
        lines += ["", "Findings"] + [f"  - {finding}" for finding in figures.findings]
    print("\n".join(lines))
    failing = (
        lost
        or leaks
        or figures.replies_retried
        or figures.unsupported_claims
        or figures.orphans
        or figures.slip_tracebacks
        or figures.slip_files_changed
        or figures.temp_after_resume
        or figures.drip_within < figures.drip_calls
        or figures.drip_failed_ok < figures.drip_passages
        or figures.retried_finished < figures.outage_failed
        or not figures.outage_failed
        or figures.mid_chain_over
    )
    return 1 if failing else 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=3, help="runs of each catalogue")
    parser.add_argument("--mid-chain", type=int, help="only the mid-chain kill, this many passages")
    parser.add_argument("--concurrency", type=int, default=64, help="with --mid-chain")
    parser.add_argument("--latency", type=float, default=1.0, help="with --mid-chain: route s")
    parser.add_argument("--kill-at", type=float, help="with --mid-chain: share answered first")
    parser.add_argument("--seed", type=int, help="with --mid-chain: the random kill moment's")
    parser.add_argument(
        "--only-slips",
        action="store_true",
        help="only the first-contact slips (no Prefect server needed)",
    )
    options = parser.parse_args()
    rounds = options.rounds
    if options.only_slips:
        started = time.monotonic()
        figures = Figures()
        with tempfile.TemporaryDirectory(prefix="skryba-slips-") as temporary:
            first_contact_slips(figures, Path(temporary))
        return report(figures, 0, time.monotonic() - started)
    started = time.monotonic()
    figures = Figures()
    with tempfile.TemporaryDirectory(prefix="skryba-figures-") as temporary:
        work = Path(temporary)

        def area(name: str) -> Path:
            path = work / name
            path.mkdir()
            return path

        with prefect_test_harness(server_startup_timeout=180):
            if options.mid_chain is not None:
                mid_chain_kill(
                    figures,
                    area("mid-chain"),
                    passages=options.mid_chain,
                    concurrency=options.concurrency,
                    latency=options.latency,
                    kill_at=options.kill_at,
                    seed=options.seed,
                )
                print("\n".join(["kill -9 mid-chain, then --resume", *figures.mid_chain]))
                print("\n".join(f"  - {finding}" for finding in figures.findings))
                return 1 if figures.findings else 0
            route_faults(figures, area("faults"), rounds)
            judge_replies(figures, area("replies"), rounds)
            slow_drip(figures, area("drip"), rounds)
            surrogates(figures, area("surrogates"))
            bad_corpus(figures, area("bad-corpus"))
            own_corpus_inputs(figures, area("own-corpus"))
            bad_options(figures, area("options"))
            first_contact_slips(figures, area("first-contact"))
            kill_and_resume(figures, area("kill"))
            mid_chain_kill(figures, area("mid-chain"))
            orphans_after_kill(figures, area("orphans"))
            store_lost(figures, area("store"))
            retry_failed(figures, area("retry-failed"))
            canaries(figures, area("canary"))
    return report(figures, rounds, time.monotonic() - started)


if __name__ == "__main__":
    sys.exit(main())

"""A canary API key, and a sweep of everywhere a run leaves text behind, looking for it.

The places: the command's stdout and stderr, every file the run wrote (outputs, reports, the
audit store's database files, Prefect's home), and what the Prefect API holds about the flow run
(the run itself, its logs, artifacts, task runs and events).
"""

from __future__ import annotations

import json
import subprocess
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from prefect.blocks.system import Secret
from prefect.client.orchestration import get_client
from prefect.client.schemas.filters import (
    ArtifactFilter,
    ArtifactFilterFlowRunId,
    FlowFilter,
    FlowFilterName,
    FlowRunFilter,
    FlowRunFilterId,
    LogFilter,
    LogFilterFlowRunId,
)
from prefect.events.filters import EventFilter, EventOccurredFilter, EventRelatedFilter
from pydantic import BaseModel

from models.run import RunSummary
from tests.reliability.cli_process import RUN_OPTIONS, run_skryba, skryba_env
from tests.reliability.fault_route import (
    Action,
    Exchange,
    FaultRoute,
    ResetMidBody,
    raw,
    reply,
)
from tests.reliability.runs import run_flow

SECRET_BLOCK = "skryba-brama-api-key"
ECHO_PASSAGE = "A passage whose route answers 401 and echoes what it was sent."
SWEEP_PASSAGES = {
    "ok.txt": "A passage that goes through without trouble.",
    "cut.txt": "A passage whose generator connection is always cut.",
    "busy.txt": "A passage whose route is always busy.",
    "prose.txt": "A passage whose judge answers in prose.",
    "rejected.txt": "A passage whose judge call is rejected as unprocessable.",
}


def new_canary() -> str:
    """A key that looks like one and can be found anywhere, in full or by its random part."""
    return f"sk-canary-{uuid.uuid4().hex}"


def _marks(canary: str) -> tuple[bytes, ...]:
    # The random part alone, too: a prefix-stripping or re-quoting leak still shows it.
    return canary.encode(), canary.rsplit("-", 1)[-1].encode()


def leaks_in_text(place: str, text: str, canary: str) -> list[str]:
    """``[place]`` when ``text`` holds the canary."""
    data = text.encode("utf-8", "surrogatepass")
    return [place] if any(mark in data for mark in _marks(canary)) else []


def leaks_in_files(root: Path, canary: str, skip: Iterable[Path] = ()) -> list[str]:
    """Every file under ``root`` (except ``skip``) whose bytes hold the canary."""
    skipped = {path.resolve() for path in skip}
    found = []
    for path in sorted(root.rglob("*")):
        if not path.is_file() or path.is_symlink() or path.resolve() in skipped:
            continue
        data = path.read_bytes()
        if any(mark in data for mark in _marks(canary)):
            found.append(f"file {path.relative_to(root)}")
    return found


async def prefect_texts(out: Path) -> dict[str, list[str]]:
    """JSON of what the Prefect API holds about the rewrite run that wrote into ``out``."""
    async with get_client() as client:
        runs = await client.read_flow_runs(
            flow_filter=FlowFilter(name=FlowFilterName(any_=["rewrite_corpus"])), limit=200
        )
        matching = [
            run for run in runs if (run.parameters.get("params") or {}).get("out") == str(out)
        ]
        if len(matching) != 1:
            raise AssertionError(f"{len(matching)} rewrite_corpus runs wrote into {out}")
        run = matching[0]
        texts: dict[str, list[str]] = {"flow run": [run.model_dump_json()]}
        logs: list[BaseModel] = []
        while True:
            batch = await client.read_logs(
                log_filter=LogFilter(flow_run_id=LogFilterFlowRunId(any_=[run.id])),
                offset=len(logs),
                limit=200,
            )
            logs.extend(batch)
            if len(batch) < 200:
                break
        texts["log"] = [log.model_dump_json() for log in logs]
        artifacts = await client.read_artifacts(
            artifact_filter=ArtifactFilter(flow_run_id=ArtifactFilterFlowRunId(any_=[run.id]))
        )
        texts["artifact"] = [artifact.model_dump_json() for artifact in artifacts]
        task_runs = await client.read_task_runs(
            flow_run_filter=FlowRunFilter(id=FlowRunFilterId(any_=[run.id]))
        )
        texts["task run"] = [task_run.model_dump_json() for task_run in task_runs]
        page = await client.read_events(
            filter=EventFilter(
                occurred=EventOccurredFilter(since=run.created),
                related=EventRelatedFilter(id=[f"prefect.flow-run.{run.id}"]),
            ),
            limit=50,  # the API's maximum page
        )
        events = list(page.events)
        while page.next_page is not None:
            page = await client.read_events_page(str(page.next_page))
            events.extend(page.events)
        texts["event"] = [event.model_dump_json() for event in events]
    return texts


def sweep_script(exchange: Exchange) -> Action | None:
    """Transport failures, a final 4xx and an invalid judge reply, beside a clean passage."""
    if exchange.kind == "generate" and exchange.passage == SWEEP_PASSAGES["cut.txt"]:
        return ResetMidBody(reply("never finished"), 20)
    if exchange.kind == "generate" and exchange.passage == SWEEP_PASSAGES["busy.txt"]:
        return raw('{"error": "busy"}', status=503, headers={"Retry-After": "0"})
    if exchange.kind == "judge" and exchange.passage == SWEEP_PASSAGES["prose.txt"]:
        return reply("Looks fine to me.")
    if exchange.kind == "judge" and exchange.passage == SWEEP_PASSAGES["rejected.txt"]:
        return raw('{"error": {"message": "unprocessable request"}}', status=422)
    return None


def write_corpus(root: Path, passages: dict[str, str]) -> Path:
    """One text file per passage under ``root/in``."""
    corpus = root / "in"
    corpus.mkdir()
    for name, text in passages.items():
        (corpus / name).write_text(text + "\n", "utf-8")
    return corpus


@dataclass
class Sweep:
    """A CLI run with the canary key, and where the canary was found."""

    result: subprocess.CompletedProcess[str]
    exchanges: list[Exchange]
    prefect: dict[str, list[str]]
    leaks: list[str]


async def sweep_cli_run(work: Path, route: FaultRoute, canary: str) -> Sweep:
    """Run ``skryba rewrite`` with the canary key and every logger at DEBUG, then search its
    output, every file under ``work``, the requests the route received and the Prefect API."""
    route.script = sweep_script
    corpus = write_corpus(work, SWEEP_PASSAGES)
    out = work / "out"
    env = skryba_env(
        work,
        route.base_url,
        f"sqlite:///{work / 'audit.db'}",
        {
            "SKRYBA_BRAMA_API_KEY": canary,
            "SKRYBA_RETRIES": "2",
            # The most a user can turn on: every logger Skryba, Prefect and httpx have (stage
            # task runs, their names, states and logs reach the Prefect API too).
            "PREFECT_LOGGING_LEVEL": "DEBUG",
        },
    )
    result = run_skryba(
        ["rewrite", str(corpus), *RUN_OPTIONS, "--candidates", "1", "--out", str(out)], work, env
    )
    exchanges = route.exchanges()
    prefect = await prefect_texts(out)
    leaks = [
        *leaks_in_text("stdout", result.stdout, canary),
        *leaks_in_text("stderr", result.stderr, canary),
        *(
            f"request body {number}"
            for number, exchange in enumerate(exchanges)
            if leaks_in_text("", exchange.raw_body.decode("utf-8"), canary)
        ),
        *leaks_in_files(work, canary),
        *(
            f"Prefect {kind} #{number}"
            for kind, texts in prefect.items()
            for number, text in enumerate(texts)
            if leaks_in_text(kind, text, canary)
        ),
    ]
    return Sweep(result=result, exchanges=exchanges, prefect=prefect, leaks=leaks)


def echoing(exchange: Exchange) -> Action | None:
    """A 401 whose body echoes the request's headers, as some gateways and proxies do."""
    if exchange.passage == ECHO_PASSAGE:
        body = {"error": "invalid api key", "received_headers": exchange.headers}
        return raw(json.dumps(body), status=401)
    return None


async def echo_run(
    work: Path, route: FaultRoute, canary: str
) -> tuple[RunSummary | BaseException, list[str]]:
    """An in-process run (``SKRYBA_BRAMA_API_KEY`` set to ``canary`` by the caller) whose route
    echoes the key in an error body; where the canary then shows up."""
    route.script = echoing
    corpus = write_corpus(work, {"echo.txt": ECHO_PASSAGE, "ok.txt": SWEEP_PASSAGES["ok.txt"]})
    summary = await run_flow([corpus], work / "out")
    text = summary.model_dump_json() if isinstance(summary, RunSummary) else repr(summary)
    return summary, [*leaks_in_files(work, canary), *leaks_in_text("summary", text, canary)]


async def secret_block_run(
    work: Path, route: FaultRoute, canary: str
) -> tuple[RunSummary | BaseException, list[str | None], list[str]]:
    """Save ``canary`` as the Secret block ``SECRET_BLOCK`` and run in-process (the caller names
    the block in ``SKRYBA_BRAMA_API_KEY_BLOCK``): the run, the Authorization headers the route
    received, and where the canary shows up besides."""
    await Secret(value=canary).asave(SECRET_BLOCK, overwrite=True)
    route.script = lambda exchange: None
    corpus = write_corpus(work, {"ok.txt": SWEEP_PASSAGES["ok.txt"]})
    summary = await run_flow([corpus], work / "out")
    sent = [exchange.headers.get("authorization") for exchange in route.exchanges()]
    return summary, sent, leaks_in_files(work, canary)

"""prefect.yaml on a real Prefect server: every deployment deployed as declared, the event
trigger run by a worker against a scripted route, and the nightly deployment's concurrency limit.

The scripted route replays replies chosen by the test; it proves the wiring, never rewrite
quality.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import threading
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar, cast
from uuid import UUID

import yaml  # type: ignore[import-untyped]
from prefect.client.orchestration import PrefectClient
from prefect.client.schemas.actions import WorkPoolUpdate
from prefect.client.schemas.filters import DeploymentFilter, DeploymentFilterId, FlowRunFilter
from prefect.client.schemas.objects import FlowRun
from prefect.client.schemas.schedules import CronSchedule
from prefect.deployments import arun_deployment
from prefect.events.actions import RunDeployment
from prefect.events.schemas.automations import EventTrigger
from typer.testing import CliRunner

from models.profile import RewriteProfile
from models.run import RunParameters
from skryba.audit.store import AuditStore
from skryba.cli import app
from skryba.orchestration.announce import CorpusReady, corpus_ready_event
from tests import prefect_stack
from tests.prefect_stack import PREFECT, REPO, SKRYBA, PrefectStack, log
from tests.stub_route import Reply, ScriptedRoute

T = TypeVar("T")
RUN_TIMEOUT_S = 180.0


def declared() -> dict[str, Any]:
    """prefect.yaml as written."""
    text = (REPO / "prefect.yaml").read_text(encoding="utf-8")
    return cast(dict[str, Any], yaml.safe_load(text))


def declared_deployment(name: str) -> dict[str, Any]:
    """One deployment of prefect.yaml by name."""
    matching: list[dict[str, Any]] = [d for d in declared()["deployments"] if d["name"] == name]
    (found,) = matching
    return found


async def poll(
    condition: Callable[[], Awaitable[T | None]], what: str, limit_s: float = RUN_TIMEOUT_S
) -> T:
    """Await ``condition`` until it returns a value; fail naming ``what``."""
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        value = await condition()
        if value:
            return value
        await asyncio.sleep(0.5)
    raise AssertionError(f"timed out after {limit_s:.0f}s waiting for {what}")


async def final_run(client: PrefectClient, run_id: UUID, limit_s: float = RUN_TIMEOUT_S) -> FlowRun:
    """The flow run once its state is final."""

    async def is_final() -> FlowRun | None:
        run = await client.read_flow_run(run_id)
        return run if run.state is not None and run.state.is_final() else None

    return await poll(is_final, f"flow run {run_id} to finish", limit_s)


def write_corpus(root: Path, documents: dict[str, str]) -> Path:
    """``documents`` (relative path -> text) under ``root/in``."""
    corpus = root / "in"
    for name, content in documents.items():
        path = corpus / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(content, encoding="utf-8")
    return corpus


# --- announce, without a server ------------------------------------------------------------------


def skryba(*args: str, home: Path, **env: str) -> subprocess.CompletedProcess[str]:
    """The ``skryba`` command with no Prefect or Skryba settings but ``env``."""
    clean = {k: v for k, v in os.environ.items() if not k.startswith(("PREFECT_", "SKRYBA_"))}
    return subprocess.run(
        [str(SKRYBA), *args],
        env={**clean, "PREFECT_HOME": str(home), **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def test_the_announced_event_carries_the_corpus_and_the_profile() -> None:
    event = corpus_ready_event(
        CorpusReady(corpus="/data/corpora/batch-7/", profile=RewriteProfile(language="pl"))
    )
    assert event.event == "skryba.corpus.ready"
    assert dict(event.resource.items()) == {
        "prefect.resource.id": "skryba.corpus./data/corpora/batch-7/",
        "prefect.resource.name": "batch-7",
    }
    # Unset options stay out, so that the deployment's defaults apply.
    assert event.payload == {
        "corpus": "/data/corpora/batch-7/",
        "profile": {"style": "plain", "audience": "general readers", "language": "pl"},
    }


def test_announce_needs_a_prefect_server(tmp_path: Path) -> None:
    result = skryba("announce", "corpus", home=tmp_path)
    assert result.returncode == 2
    assert result.stderr.strip() == (
        "PREFECT_API_URL is not set: announce to the Prefect server that runs the "
        "on-corpus-ready deployment"
    )


def test_announce_to_a_server_that_does_not_answer_fails(tmp_path: Path) -> None:
    with socket.socket() as unused:
        unused.bind(("127.0.0.1", 0))
        port = unused.getsockname()[1]
    result = skryba(
        "announce",
        "corpus",
        home=tmp_path,
        PREFECT_API_URL=f"http://127.0.0.1:{port}/api",
    )
    assert result.returncode == 1
    refused = f"Connect call failed ('127.0.0.1', {port})"
    assert f"error: cannot announce corpus: [Errno 111] {refused}" in result.stderr


def test_announce_refuses_a_bad_profile() -> None:
    runner = CliRunner()
    language = runner.invoke(app, ["announce", "corpus", "--language", "de"])
    assert (language.exit_code, language.stderr.strip()) == (
        2,
        "--language: 'de' is not one of pl, en, preserve",
    )
    audience = runner.invoke(app, ["announce", "corpus", "--audience", ""])
    assert (audience.exit_code, audience.stderr.strip()) == (
        2,
        "--audience: String should have at least 1 character",
    )


# --- deployed as declared ------------------------------------------------------------------------


async def test_every_deployment_is_registered_as_declared(client: PrefectClient) -> None:
    spec = declared()
    deployments = {d.name: d for d in await client.read_deployments()}
    assert set(deployments) == {d["name"] for d in spec["deployments"]}
    pool = await client.read_work_pool("skryba")
    assert pool.type == "process"
    for wanted in spec["deployments"]:
        deployment = deployments[wanted["name"]]
        assert deployment.entrypoint == wanted["entrypoint"]
        assert deployment.work_pool_name == "skryba"
        assert deployment.parameters == wanted.get("parameters", {})
        assert deployment.pull_steps == spec["pull"]
        assert set(wanted["tags"]) <= set(deployment.tags)
    # Workers change into their own checkout, named by their environment at run time.
    assert spec["pull"] == [
        {"prefect.deployments.steps.set_working_directory": {"directory": "{{ $SKRYBA_CHECKOUT }}"}}
    ]
    flows = {d.name: (await client.read_flow(d.flow_id)).name for d in deployments.values()}
    assert flows == {
        "nightly": "rewrite_corpus",
        "on-corpus-ready": "rewrite_corpus",
        "samples": "benchmark",
        "skryba-shard": "rewrite_shard",
    }


async def test_the_nightly_schedule_and_concurrency_limit_are_registered(
    client: PrefectClient,
) -> None:
    wanted = declared_deployment("nightly")
    deployment = await client.read_deployment_by_name("rewrite_corpus/nightly")
    (schedule,) = deployment.schedules
    assert schedule.active is True
    cron = schedule.schedule
    assert isinstance(cron, CronSchedule)
    assert (cron.cron, cron.timezone) == (
        wanted["schedules"][0]["cron"],
        wanted["schedules"][0]["timezone"],
    )
    assert cron.timezone == "Europe/Warsaw"
    assert deployment.global_concurrency_limit is not None
    assert deployment.global_concurrency_limit.limit == 1
    assert deployment.concurrency_options is not None
    assert deployment.concurrency_options.collision_strategy.value == "CANCEL_NEW"


async def test_the_corpus_ready_trigger_is_registered(client: PrefectClient) -> None:
    wanted = declared_deployment("on-corpus-ready")["triggers"][0]
    deployment = await client.read_deployment_by_name("rewrite_corpus/on-corpus-ready")
    (automation,) = await client.read_resource_related_automations(
        f"prefect.deployment.{deployment.id}"
    )
    assert automation.enabled
    trigger = automation.trigger
    assert isinstance(trigger, EventTrigger)
    assert trigger.expect == {"skryba.corpus.ready"}
    # The server keeps each matched label as a list of patterns.
    assert dict(trigger.match.items()) == {"prefect.resource.id": ["skryba.corpus.*"]}
    assert wanted["match"] == {"prefect.resource.id": "skryba.corpus.*"}
    assert trigger.posture.value == "Reactive"
    (action,) = automation.actions
    assert isinstance(action, RunDeployment)
    assert action.deployment_id == deployment.id
    assert action.parameters == wanted["parameters"]
    # The schedule-less deployment runs only when the event arrives.
    assert deployment.schedules == []


# --- the event runs the deployment on a worker ---------------------------------------------------


async def test_an_announced_corpus_is_rewritten_by_a_worker(
    stack: PrefectStack, client: PrefectClient, route: ScriptedRoute, tmp_path: Path
) -> None:
    corpus = write_corpus(
        tmp_path,
        {
            "notes.txt": "The first passage of the notes.\n\nThe second passage of the notes.\n",
            "deep/more.md": "A passage in a folder.\n\n```\nkept = True\n```\n",
        },
    )
    out = tmp_path / "out"
    started = time.monotonic()
    announced = stack.run(
        SKRYBA,
        "announce",
        corpus,
        "--style",
        "plain",
        "--language",
        "en",
        "--audience",
        "engineers",
        "--detector",
        "none",
        "--out",
        out,
        timeout=60,
    )
    match = re.search(r"as event (\S+) \(skryba\.corpus\.ready\)", announced)
    assert match, announced
    deployment = await client.read_deployment_by_name("rewrite_corpus/on-corpus-ready")

    async def triggered() -> FlowRun | None:
        runs = await client.read_flow_runs(
            deployment_filter=DeploymentFilter(id=DeploymentFilterId(any_=[deployment.id]))
        )
        return runs[0] if runs else None

    created = await poll(triggered, "the trigger to create a flow run", limit_s=60)
    log(f"triggered run created {time.monotonic() - started:.1f}s after announce")
    run = await final_run(client, created.id)
    log(f"triggered run {run.state_name} {time.monotonic() - started:.1f}s after announce")
    assert run.state is not None and run.state.is_completed(), _diagnose(stack, run)

    # The payload became the run's parameters; the threshold is the trigger's.
    params = run.parameters["params"]
    assert params["inputs"] == [str(corpus)]
    assert params["out"] == str(out)
    assert params["detectors"] == ["none"]
    assert (params["profile"]["style"], params["profile"]["language"]) == ("plain", "en")
    assert params["profile"]["audience"] == "engineers"
    assert params["profile"].get("instructions") is None
    assert params["minimum_quality"] == 0.8
    assert run.name == f"rewrite {corpus} plain/en"
    assert {"style:plain", "language:en", "skryba", "event"} <= set(run.tags)

    report = json.loads((out / "report.json").read_text(encoding="utf-8"))
    assert report["summary"]["rewritten"] == 3
    assert (out / "notes.txt").read_text(encoding="utf-8") == (
        "Rewritten: The first passage of the notes.\n\n"
        "Rewritten: The second passage of the notes.\n"
    )
    assert (out / "deep" / "more.md").read_text(encoding="utf-8") == (
        "Rewritten: A passage in a folder.\n\n```\nkept = True\n```\n"
    )
    # The worker's environment reached the flow run: its route, its token, its audit store.
    assert {seen.headers.get("Authorization") for seen in route.seen} <= {
        f"Bearer {token}" for token in prefect_stack.WORKER_TOKENS
    }
    assert len(route.of_kind("generate")) == 9

    artifacts = {
        artifact.key: artifact
        for artifact in await client.read_artifacts(
            flow_run_filter=FlowRunFilter(id={"any_": [run.id]})
        )
    }
    assert set(artifacts) >= {"skryba-progress", "skryba-outcomes", "skryba-report"}
    assert artifacts["skryba-progress"].type == "progress"
    assert artifacts["skryba-progress"].data == 100.0
    assert artifacts["skryba-outcomes"].type == "table"
    rows = artifacts["skryba-outcomes"].data
    assert isinstance(rows, str)
    assert {"outcome": "rewritten", "passages": 3} in json.loads(rows)
    assert artifacts["skryba-report"].type == "markdown"
    assert report["run_id"] in str(artifacts["skryba-report"].data)

    store = AuditStore.open(stack.audit_url)
    try:
        stored = store.get_run(report["run_id"])
        history = store.run_history(report["run_id"])
    finally:
        store.close()
    assert stored.status.value == "completed"
    assert stored.profile.audience == "engineers"
    assert stored.generator_model == "stub-generator"
    assert [(p.ref.key, p.outcome.value if p.outcome else None) for p in history.passages] == [
        ("deep/more.md#0", "rewritten"),
        ("notes.txt#0", "rewritten"),
        ("notes.txt#1", "rewritten"),
    ]


async def test_prefect_event_emit_alone_starts_the_deployment_with_its_defaults(
    stack: PrefectStack, client: PrefectClient, tmp_path: Path
) -> None:
    corpus = tmp_path / "batch-7"
    payload = {"corpus": str(corpus), "profile": {"style": "casual", "language": "pl"}}
    deployment = await client.read_deployment_by_name("rewrite_corpus/on-corpus-ready")
    # Paused, the pool keeps the run for inspection instead of running it.
    await client.update_work_pool("skryba", WorkPoolUpdate(is_paused=True))
    try:
        emitted = stack.run(
            PREFECT,
            "event",
            "emit",
            "skryba.corpus.ready",
            "--resource-id",
            f"skryba.corpus.{corpus}",
            "--payload",
            json.dumps(payload),
            timeout=60,
        )
        match = re.search(r"with ID\s+(\S+)", emitted)
        assert match, emitted

        async def triggered() -> FlowRun | None:
            runs = await client.read_flow_runs(
                deployment_filter=DeploymentFilter(id=DeploymentFilterId(any_=[deployment.id]))
            )
            mine = [
                run
                for run in runs
                if (run.parameters.get("params") or {}).get("inputs") == [str(corpus)]
            ]
            return mine[0] if mine else None

        run = await poll(triggered, "the trigger to create a flow run", limit_s=60)
        await client.delete_flow_run(run.id)
    finally:
        await client.update_work_pool("skryba", WorkPoolUpdate(is_paused=False))
    # What the payload left out is left to RunParameters' defaults.
    assert run.parameters == {
        "params": {
            "inputs": [str(corpus)],
            "profile": {"style": "casual", "language": "pl"},
            "out": f"skryba-output/events/{match.group(1)}",
            "detectors": None,
            "minimum_quality": 0.8,
            "repairs": 1,
        }
    }
    params = RunParameters.model_validate(run.parameters["params"])
    assert (params.profile.audience, params.detectors) == ("general readers", ["local"])


# --- one nightly run at a time -------------------------------------------------------------------


async def test_a_nightly_run_due_while_one_goes_is_cancelled(
    stack: PrefectStack, client: PrefectClient, route: ScriptedRoute, tmp_path: Path
) -> None:
    corpus = write_corpus(tmp_path, {"slow.txt": "A passage whose rewrite takes a while.\n"})
    holding, release = threading.Event(), threading.Event()

    def generator(passage: str, number: int) -> Reply:
        # The route serves one request at a time: holding it holds the whole first run.
        holding.set()
        release.wait(RUN_TIMEOUT_S)
        return f"Rewritten: {passage}"

    route.generator = generator
    nightly = declared_deployment("nightly")["parameters"]["params"]
    overrides = {
        "params": {
            **nightly,
            "inputs": [str(corpus)],
            "out": str(tmp_path / "out"),
            "detectors": ["none"],
        }
    }
    try:
        first = await arun_deployment(
            "rewrite_corpus/nightly", client=client, parameters=overrides, timeout=0
        )
        await poll(lambda: asyncio.to_thread(holding.wait, 1), "the first run to reach the route")
        second = await arun_deployment(
            "rewrite_corpus/nightly", client=client, parameters=overrides, timeout=0
        )
        cancelled = await final_run(client, second.id, limit_s=90)
    finally:
        release.set()
    assert cancelled.state is not None and cancelled.state.is_cancelled(), _diagnose(
        stack, cancelled
    )
    assert cancelled.state.message == "Deployment concurrency limit reached."
    finished = await final_run(client, first.id)
    assert finished.state is not None and finished.state.is_completed(), _diagnose(stack, finished)
    assert len(route.of_kind("generate")) == 3


def _diagnose(stack: PrefectStack, run: FlowRun) -> str:
    state = run.state
    lines = [f"{run.name}: {state.name if state else None}: {state.message if state else ''}"]
    lines.extend(prefect_stack.iter_log_tail(stack))
    return "\n".join(lines)

"""One Prefect flow run that drives many passages through the real pipeline, tasks and store.

Each passage goes through ``tasks.chain.run_batch`` as a batch of its own (the real stage tasks
around ``skryba.pipeline``'s stages) with ``skryba.route.calls.RouteCalls`` (each call retried
on its own, transport failures only), a real
``BramaClient`` and a real SQLite audit store. A passage whose processing raises is recorded as a
crash instead of ending the flow, so one defect does not hide the other cases' results.
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import AsyncIterator, Callable

import httpx
from prefect import flow
from pydantic import BaseModel, ConfigDict, Field

from models.audit_views import EvaluationRecord
from models.batch import Batch, PassageWork
from models.guard import GuardMode
from models.outcome import PassageInput, PassageRef, PassageResult
from models.profile import RewriteProfile
from skryba.audit.store import AuditStore
from skryba.errors import AuditStoreError
from skryba.pipeline.config import Calls, PipelineConfig, StageContext
from skryba.recorder import AuditRecorder
from skryba.route.brama import BramaClient
from skryba.route.calls import RouteCalls
from skryba.route.retry import RetryPolicy
from tasks.chain import run_batch
from tests.reliability.fault_route import classify

GENERATOR_MODEL = "fault-generator"
JUDGE_MODEL = "fault-judge"
# Called once, after the first refused connection to a port: lets a test bring a route back
# only once a call has really been refused there.
AFTER_REFUSAL: dict[int, Callable[[], None]] = {}
# Backoff small enough for tests; a Retry-After from the route still sets the wait.
TEST_POLICY = RetryPolicy(retries=4, base_delay=0.01, max_delay=0.05)


class PassageSpec(BaseModel):
    """A passage to drive, the route its calls go to, and its transport retry budget."""

    model_config = ConfigDict(frozen=True)

    text: str
    base_url: str
    retries: int = 4


class PassageRecord(BaseModel):
    """What became of one passage: its result (or crash) and what the audit store holds."""

    model_config = ConfigDict(frozen=True)

    spec: PassageSpec
    ref: PassageRef
    result: PassageResult | None = None
    crash: str | None = None
    finished_in_store: bool = False
    evaluations: list[EvaluationRecord] = Field(default_factory=list)
    client_attempts: dict[str, int] = Field(default_factory=dict)
    # Seconds from sending each request to its response being closed (read whole or cut off).
    call_seconds: dict[str, list[float]] = Field(default_factory=dict)


class _TimedStream(httpx.AsyncByteStream):
    """A response body that reports when it is closed: read to the end, or cut off."""

    def __init__(self, inner: httpx.AsyncByteStream, on_close: Callable[[], None]) -> None:
        self._inner = inner
        self._on_close = on_close

    async def __aiter__(self) -> AsyncIterator[bytes]:
        async for chunk in self._inner:
            yield chunk

    async def aclose(self) -> None:
        try:
            await self._inner.aclose()
        finally:
            self._on_close()


class CountingTransport(httpx.AsyncHTTPTransport):
    """A real HTTP transport that also counts the requests it sends, per kind and passage, and
    times each call from sending to its response being closed (httpx closes it on cancel)."""

    def __init__(self, limits: httpx.Limits) -> None:
        super().__init__(limits=limits)
        self.sent: Counter[tuple[str, str]] = Counter()
        self.seconds: dict[tuple[str, str], list[float]] = {}

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        """Count, then send for real."""
        kind, passage, _ = classify(request.content)
        self.sent[(kind, passage)] += 1
        started = time.monotonic()

        def ended() -> None:
            self.seconds.setdefault((kind, passage), []).append(time.monotonic() - started)

        try:
            response = await super().handle_async_request(request)
        except httpx.ConnectError:
            ended()
            hook = AFTER_REFUSAL.pop(request.url.port or 0, None)
            if hook is not None:
                hook()
            raise
        except BaseException:
            ended()
            raise
        assert isinstance(response.stream, httpx.AsyncByteStream)
        response.stream = _TimedStream(response.stream, ended)
        return response


@flow(name="reliability-passages", persist_result=False, validate_parameters=False)
async def drive_passages(
    specs: list[PassageSpec],
    database_url: str,
    read_timeout: float = 0.3,
    candidates: int = 1,
    minimum_quality: float = 0.8,
    concurrency: int = 16,
    call_timeout: float | None = None,
) -> list[PassageRecord]:
    """Process every passage concurrently; return each one's result and audit record."""
    store = AuditStore.open(database_url)
    transports: dict[str, CountingTransport] = {}
    clients: dict[str, BramaClient] = {}
    calls: dict[tuple[str, int], Calls] = {}
    try:
        run_id = store.start_run(
            profile=RewriteProfile(),
            generator_model=GENERATOR_MODEL,
            judge_model=JUDGE_MODEL,
            minimum_quality=minimum_quality,
            parameters={"reliability": True},
            warnings=[],
        )
        recorder = AuditRecorder(store, run_id)
        config = PipelineConfig(
            profile=RewriteProfile(),
            minimum_quality=minimum_quality,
            candidates=candidates,
            generator_model=GENERATOR_MODEL,
            judge_model=JUDGE_MODEL,
            # The cases are about transport and judge replies; some scripted rewrites share no
            # facts with their passage, which the guard would rightly stop before the judge.
            guard=GuardMode.OFF,
        )
        for spec in specs:
            if spec.base_url not in clients:
                transport = CountingTransport(
                    httpx.Limits(max_connections=concurrency, max_keepalive_connections=concurrency)
                )
                transports[spec.base_url] = transport
                clients[spec.base_url] = BramaClient(
                    spec.base_url,
                    timeout=httpx.Timeout(10.0, read=read_timeout),
                    concurrency=concurrency,
                    call_timeout=call_timeout,
                    transport=transport,
                )
            key = (spec.base_url, spec.retries)
            if key not in calls:
                policy = TEST_POLICY.model_copy(update={"retries": spec.retries})
                calls[key] = RouteCalls(clients[spec.base_url], policy)

        async def one(
            number: int, spec: PassageSpec
        ) -> tuple[PassageRef, PassageResult | None, str | None]:
            ref = PassageRef(document=f"passage-{number:03d}", index=0)
            passage = PassageInput(ref=ref, text=spec.text)
            work = PassageWork(passage=passage)
            ctx = StageContext(config, calls[(spec.base_url, spec.retries)], [], recorder)
            try:
                await run_batch(Batch(number=number + 1, passages=[work]), ctx)
            except Exception as exc:  # a crash is the finding; the other cases carry on
                return ref, None, f"{type(exc).__name__}: {exc}"
            return ref, work.result, None

        done = await asyncio.gather(*(one(n, s) for n, s in enumerate(specs)))
        records = []
        for spec, (ref, result, crash) in zip(specs, done, strict=True):
            try:
                history = store.passage_history(run_id, ref.key)
                finished = history.passage.finished_at is not None
                evaluations = history.evaluations
            except AuditStoreError:
                finished, evaluations = False, []
            sent = transports[spec.base_url].sent
            records.append(
                PassageRecord(
                    spec=spec,
                    ref=ref,
                    result=result,
                    crash=crash,
                    finished_in_store=finished,
                    evaluations=evaluations,
                    client_attempts={
                        "generate": sent[("generate", spec.text)],
                        "judge": sent[("judge", spec.text)],
                    },
                    call_seconds={
                        kind: transports[spec.base_url].seconds.get((kind, spec.text), [])
                        for kind in ("generate", "judge")
                    },
                )
            )
        return records
    finally:
        for client in clients.values():
            await client.aclose()
        store.close()

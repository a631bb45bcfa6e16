"""Brama: the async client of an OpenAI-compatible ``POST {base}/chat/completions`` route."""

from __future__ import annotations

import asyncio
import contextlib
import time
from contextlib import AbstractAsyncContextManager
from types import TracebackType
from typing import Any, Self

import httpx
from pydantic import SecretStr

from models.chat import ChatRequest, ChatResult
from models.route_usage import RouteUsage
from skryba.errors import EmptyCompletion, MalformedResponse
from skryba.route.http_errors import (
    check_status,
    parse_retry_after,
    transport_error_from,
    within_deadline,
)
from skryba.route.limits import RouteGate
from skryba.settings import DEFAULT_CALL_TIMEOUT, Settings


class BramaClient:
    """One pooled httpx client per flow run, with at most ``concurrency`` requests in flight.

    ``call_timeout`` bounds each call from request to complete response (None: unbounded).
    Its clock starts once the call holds one of the ``concurrency`` slots: a call queued
    behind others has not been made yet, and must not time out for the route's slowness
    on other calls.

    ``gate`` (skryba.route.limits) keeps the calls inside the route's own limits, shared with
    every other worker on the route; a call waits for it after taking one of its own slots.
    """

    def __init__(
        self,
        base_url: str,
        *,
        api_key: SecretStr | None = None,
        timeout: httpx.Timeout | None = None,
        concurrency: int = 8,
        call_timeout: float | None = DEFAULT_CALL_TIMEOUT,
        transport: httpx.AsyncBaseTransport | None = None,
        gate: RouteGate | None = None,
    ) -> None:
        headers = {"Accept": "application/json"}
        if api_key is not None and api_key.get_secret_value():
            headers["Authorization"] = f"Bearer {api_key.get_secret_value()}"
        # httpcore's pool walks every one of its connections (polling the idle ones) each time
        # a request starts or ends, so with one pool of C connections each call costs O(C) of
        # the event loop: at 0.2 s latency and C = 32 that was about a third of the process's
        # CPU. Lanes (pools) of at most LANE_CONNECTIONS keep that walk short at any C.
        self._lanes = [
            _Lane(
                httpx.AsyncClient(
                    base_url=base_url.rstrip("/") + "/",
                    headers=headers,
                    timeout=timeout or httpx.Timeout(300.0, connect=10.0),
                    limits=httpx.Limits(max_connections=size, max_keepalive_connections=size),
                    transport=transport,
                ),
                size,
            )
            # A caller's own transport is one pool however many clients share it: one lane.
            for size in ([concurrency] if transport is not None else _lane_sizes(concurrency))
        ]
        self._slots = asyncio.Semaphore(concurrency)
        self._gate = gate
        # What the report counts (skryba.route.limits): calls sent and 429s answered.
        self.calls = 0
        self.http_429 = 0
        self.base_url = base_url
        self.call_timeout = call_timeout

    @classmethod
    def from_settings(
        cls,
        settings: Settings,
        base_url: str,
        concurrency: int,
        gate: RouteGate | None = None,
    ) -> BramaClient:
        """A client configured from ``SKRYBA_*`` settings."""
        timeout = httpx.Timeout(
            connect=settings.connect_timeout,
            read=settings.read_timeout,
            write=settings.write_timeout,
            pool=settings.pool_timeout,
        )
        return cls(
            base_url,
            api_key=settings.brama_api_key,
            timeout=timeout,
            concurrency=concurrency,
            call_timeout=settings.call_timeout,
            gate=gate,
        )

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        """Close the pooled connections."""
        for lane in self._lanes:
            await lane.client.aclose()

    async def complete(self, request: ChatRequest) -> ChatResult:
        """Send one chat-completion request; raise a TransportError or ProtocolError on failure."""
        # Under a token limit the call is charged its estimate, and settled on its usage.
        async with self._slots, self._admitted(request) as tokens:
            # A slot guarantees a lane with a free connection: the lanes' sizes sum to the slots.
            lane = min(self._lanes, key=_Lane.load)
            lane.in_flight += 1
            self.calls += 1
            started = time.perf_counter()
            try:
                # The whole body is read inside the deadline (no streaming), so a dripping
                # body is cut off too; the connection is closed when the call is cancelled.
                response = await within_deadline(
                    lane.client.post("chat/completions", json=request.body()),
                    self.call_timeout,
                )
            except httpx.TransportError as exc:
                raise transport_error_from(exc) from exc
            finally:
                lane.in_flight -= 1
            latency = time.perf_counter() - started
            if response.status_code == 429:
                self.http_429 += 1
                if self._gate is not None:
                    # Before the slot goes back: no call of this client starts into the pause.
                    self._gate.saw_429(parse_retry_after(response.headers.get("retry-after")))
        check_status(response)
        result = parse_completion(response, latency)
        if self._gate is not None:
            self._gate.settle(request, tokens, result)
        return result

    def usage(self) -> RouteUsage:
        """Calls and 429s so far, with the gate's waits and Prefect round trips."""
        base = self._gate.usage if self._gate is not None else RouteUsage()
        return base.model_copy(update={"calls": self.calls, "http_429": self.http_429})

    def _admitted(self, request: ChatRequest) -> AbstractAsyncContextManager[int]:
        if self._gate is None:
            return contextlib.nullcontext(0)
        return self._gate.admitted(request)


# Connections per httpx pool (see BramaClient): 4 measured best of 4, 8 and one pool of 32.
LANE_CONNECTIONS = 4


class _Lane:
    """One httpx client (one connection pool) and the calls in flight on it."""

    def __init__(self, client: httpx.AsyncClient, size: int) -> None:
        self.client = client
        self.size = size
        self.in_flight = 0

    def load(self) -> float:
        return self.in_flight / self.size


def _lane_sizes(concurrency: int) -> list[int]:
    """``concurrency`` split into as few lanes of at most LANE_CONNECTIONS as it takes."""
    lanes = -(-concurrency // LANE_CONNECTIONS)
    base, extra = divmod(concurrency, lanes)
    return [base + 1 if index < extra else base for index in range(lanes)]


def parse_completion(response: httpx.Response, latency_s: float) -> ChatResult:
    """Read a chat-completion body; a body of any other shape is a MalformedResponse."""
    try:
        data: Any = response.json()
    except ValueError as exc:
        content_type = response.headers.get("content-type", "unknown")
        raise MalformedResponse(f"route answered a non-JSON body ({content_type})") from exc
    if not isinstance(data, dict) or "choices" not in data:
        raise MalformedResponse("route answered JSON that is not a chat completion")
    choices = data["choices"]
    if not isinstance(choices, list):
        raise MalformedResponse("chat completion 'choices' is not a list")
    if not choices:
        raise EmptyCompletion("chat completion has no choices")
    first = choices[0]
    message = first.get("message") if isinstance(first, dict) else None
    content = message.get("content") if isinstance(message, dict) else None
    if content is not None and not isinstance(content, str):
        raise MalformedResponse("chat completion message content is not a string")
    if not content or not content.strip():
        raise EmptyCompletion("chat completion has empty content")
    try:
        content.encode("utf-8")
    except UnicodeEncodeError as exc:
        raise MalformedResponse(
            "chat completion content holds an unpaired surrogate escape: not valid Unicode text"
        ) from exc
    usage_field = data.get("usage")
    usage: dict[str, Any] = usage_field if isinstance(usage_field, dict) else {}
    request_id = response.headers.get("x-request-id") or data.get("id")
    return ChatResult(
        text=content,
        model=data.get("model") if isinstance(data.get("model"), str) else None,
        request_id=str(request_id) if request_id is not None else None,
        latency_s=latency_s,
        prompt_tokens=_int_or_none(usage.get("prompt_tokens")),
        completion_tokens=_int_or_none(usage.get("completion_tokens")),
        finish_reason=first.get("finish_reason") if isinstance(first, dict) else None,
    )


def _int_or_none(value: object) -> int | None:
    return value if isinstance(value, int) and not isinstance(value, bool) else None

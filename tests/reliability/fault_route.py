"""A misbehaving chat-completion route on loopback, told per request what to do.

A raw asyncio server in its own thread, so it can do what an HTTP test server cannot: cut a body
short with a TCP reset or a clean close, drip a body slowly, hang, close without answering, or
stop listening altogether (connection refused). Every request is recorded with its arrival time,
so tests count attempts and measure the waits between them. Its replies are scripted by the
test: never evidence of style enforcement or translation quality.
"""

from __future__ import annotations

import asyncio
import contextlib
import http
import json
import socket
import struct
import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Literal, Self

from skryba.prompts import GENERATOR_SYSTEM
from tests.stub_route import GOOD, completion

Kind = Literal["generate", "repair", "judge", "other"]


@dataclass(frozen=True)
class Exchange:
    """One request the route received."""

    kind: Kind
    passage: str  # the passage (generator) or the source (judge); "" for other requests
    candidate: str | None  # the judged text (judge requests only)
    attempt: int  # 0 for the first request with this kind, passage and candidate
    body: dict[str, Any]
    headers: dict[str, str]  # names lower-cased
    raw_body: bytes
    received_at: float  # time.monotonic()


# --- what the route does with a request ----------------------------------------------------------


@dataclass(frozen=True)
class Answer:
    """A complete HTTP answer."""

    status: int = 200
    body: bytes = b""
    headers: Mapping[str, str] = field(default_factory=dict)
    content_type: str = "application/json"


@dataclass(frozen=True)
class ResetMidBody:
    """Send the head (with the full Content-Length) and ``sent`` body bytes, then a TCP reset."""

    answer: Answer
    sent: int


@dataclass(frozen=True)
class CloseMidBody:
    """Send the head (with the full Content-Length) and ``sent`` body bytes, then close cleanly."""

    answer: Answer
    sent: int


@dataclass(frozen=True)
class CloseWithoutAnswer:
    """Read the request, then close the connection without a byte of answer."""


@dataclass(frozen=True)
class Hang:
    """Read the request and say nothing for ``seconds``, then reset the connection."""

    seconds: float


@dataclass(frozen=True)
class Drip:
    """Send the head at once, then the body ``chunk`` bytes at a time, ``interval`` s apart."""

    answer: Answer
    chunk: int
    interval: float


@dataclass(frozen=True)
class Hold:
    """Wait until ``release`` is set (at most ``limit`` s), then do ``then`` (None: answer well)."""

    release: threading.Event
    then: Action | None = None
    limit: float = 120.0


@dataclass(frozen=True)
class Delay:
    """Take ``seconds`` to answer (a route's latency), then do ``then`` (None: answer well)."""

    seconds: float
    then: Action | None = None


Action = Answer | ResetMidBody | CloseMidBody | CloseWithoutAnswer | Hang | Drip | Hold | Delay
# Returns None for the route's default, well-formed answer.
Script = Callable[[Exchange], "Action | None"]


def reply(content: str, *, status: int = 200, headers: Mapping[str, str] | None = None) -> Answer:
    """A chat completion carrying ``content``."""
    # ASCII escapes, so a lone surrogate in ``content`` travels as the JSON escape it is.
    body = json.dumps(completion(content)).encode("ascii")
    return Answer(status=status, body=body, headers=dict(headers or {}))


def raw(
    body: str | bytes,
    *,
    status: int = 200,
    content_type: str = "application/json",
    headers: Mapping[str, str] | None = None,
) -> Answer:
    """A literal answer: any status, any body."""
    data = body.encode("utf-8") if isinstance(body, str) else body
    return Answer(status=status, body=data, headers=dict(headers or {}), content_type=content_type)


def default_answer(exchange: Exchange) -> Answer:
    """A well-formed answer: ``Rewritten: <passage>`` for the generator, a passing evaluation."""
    if exchange.kind in ("generate", "repair"):
        return reply(f"Rewritten: {exchange.passage}")
    return reply(json.dumps(GOOD))


def classify(raw_body: bytes) -> tuple[Kind, str, str | None]:
    """Whether a request is a generator, revision or judge call, and the passage it is about."""
    try:
        body = json.loads(raw_body)
        messages = body["messages"]
        system = messages[0]["content"]
        user = messages[-1]["content"]
        data = json.loads(user[user.index("{") :])
    except (ValueError, KeyError, IndexError, TypeError):
        return "other", "", None
    if system.startswith(GENERATOR_SYSTEM[:40]):
        # A revision request (the repair stage) carries the candidate and its findings too.
        if "problems" in data:
            return "repair", str(data.get("passage", "")), str(data.get("candidate", ""))
        return "generate", str(data.get("passage", "")), None
    return "judge", str(data.get("source", "")), str(data.get("candidate", ""))


class FaultRoute:
    """The route: ``with FaultRoute(script) as route: ... route.base_url ...``."""

    def __init__(self, script: Script | None = None, *, listening: bool = True) -> None:
        self.script: Script = script or (lambda exchange: None)
        self._listening_at_start = listening
        self._lock = threading.Lock()
        self._exchanges: list[Exchange] = []
        # Exchanges whose complete answer was written (the call is paid), and when.
        self._answered: list[tuple[Exchange, float]] = []
        self._attempts: dict[tuple[str, str, str | None], int] = {}
        self.scripted = 0  # requests answered by the script rather than the default answer
        # The run's route check (GET /models), answered apart: it is no generator or judge call.
        self.model_lists = 0
        self.listed_models: list[str] = []
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._server: asyncio.Server | None = None
        self._tasks: set[asyncio.Task[None]] = set()
        with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
            probe.bind(("127.0.0.1", 0))
            self.port: int = probe.getsockname()[1]

    # --- lifecycle -------------------------------------------------------------------------------

    def start(self) -> Self:
        """Run the loop thread and, unless created not listening, accept connections."""
        self._thread.start()
        if self._listening_at_start:
            self.start_listening()
        return self

    def stop(self) -> None:
        """Close every connection and the listener, and end the thread."""
        if not self._thread.is_alive():
            return
        asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(timeout=10)
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join(timeout=10)
        self._loop.close()

    def __enter__(self) -> Self:
        return self.start()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()

    def start_listening(self) -> None:
        """Accept connections on ``port``."""
        asyncio.run_coroutine_threadsafe(self._listen(), self._loop).result(timeout=10)

    def stop_listening(self) -> None:
        """Stop accepting: new connections are refused (open ones carry on)."""
        asyncio.run_coroutine_threadsafe(self._unlisten(), self._loop).result(timeout=10)

    @property
    def base_url(self) -> str:
        """What SKRYBA_BRAMA_URL should be."""
        return f"http://127.0.0.1:{self.port}/v1"

    # --- what was received -----------------------------------------------------------------------

    def exchanges(self, kind: Kind | None = None, passage: str | None = None) -> list[Exchange]:
        """Requests received so far, in arrival order, optionally of one kind and passage."""
        with self._lock:
            seen = list(self._exchanges)
        return [
            e
            for e in seen
            if (kind is None or e.kind == kind) and (passage is None or e.passage == passage)
        ]

    def answered(self, until: float | None = None) -> list[Exchange]:
        """Exchanges whose whole answer was sent (up to ``until``, a ``time.monotonic()``)."""
        with self._lock:
            done = list(self._answered)
        return [exchange for exchange, at in done if until is None or at <= until]

    # --- serving ---------------------------------------------------------------------------------

    async def _listen(self) -> None:
        if self._server is None:
            self._server = await asyncio.start_server(
                self._serve, "127.0.0.1", self.port, reuse_address=True
            )

    async def _unlisten(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None

    async def _shutdown(self) -> None:
        await self._unlisten()
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)

    def _record(self, headers: dict[str, str], raw_body: bytes) -> Exchange:
        kind, passage, candidate = classify(raw_body)
        try:
            body = json.loads(raw_body)
        except ValueError:
            body = {}
        with self._lock:
            key = (kind, passage, candidate)
            attempt = self._attempts.get(key, 0)
            self._attempts[key] = attempt + 1
            exchange = Exchange(
                kind=kind,
                passage=passage,
                candidate=candidate,
                attempt=attempt,
                body=body if isinstance(body, dict) else {},
                headers=headers,
                raw_body=raw_body,
                received_at=time.monotonic(),
            )
            self._exchanges.append(exchange)
        return exchange

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)
        keep_open = True
        try:
            while keep_open:
                head = await reader.readuntil(b"\r\n\r\n")
                headers = _parse_headers(head)
                raw_body = await reader.readexactly(int(headers.get("content-length", "0")))
                if head.startswith(b"GET ") and head.split(b" ", 2)[1].endswith(b"/models"):
                    with self._lock:
                        self.model_lists += 1
                    listed = [{"id": name, "object": "model"} for name in self.listed_models]
                    answer = Answer(body=json.dumps({"object": "list", "data": listed}).encode())
                    writer.write(_head(answer) + answer.body)
                    await writer.drain()
                    continue
                exchange = self._record(headers, raw_body)
                action = self.script(exchange)
                if action is not None:
                    with self._lock:
                        self.scripted += 1
                keep_open = await self._perform(
                    action or default_answer(exchange), exchange, writer
                )
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError):
            pass
        except asyncio.CancelledError:
            # Only ``stop`` cancels a connection; ending quietly keeps asyncio from logging the
            # cancellation as an error of the server's callback.
            pass
        finally:
            self._tasks.discard(task)
            if not writer.transport.is_closing():
                writer.transport.abort()

    async def _perform(
        self, action: Action, exchange: Exchange, writer: asyncio.StreamWriter
    ) -> bool:
        """Carry out one action; True when the connection stays open for the next request."""
        if isinstance(action, Answer):
            writer.write(_head(action) + action.body)
            await writer.drain()
            with self._lock:
                self._answered.append((exchange, time.monotonic()))
            return True
        if isinstance(action, Delay):
            await asyncio.sleep(action.seconds)
            return await self._perform(action.then or default_answer(exchange), exchange, writer)
        if isinstance(action, ResetMidBody | CloseMidBody):
            writer.write(_head(action.answer) + action.answer.body[: action.sent])
            await writer.drain()
            await asyncio.sleep(0.05)  # let the client read the partial body first
            if isinstance(action, ResetMidBody):
                _reset(writer)
            else:
                writer.close()
            return False
        if isinstance(action, CloseWithoutAnswer):
            writer.close()
            return False
        if isinstance(action, Hang):
            await asyncio.sleep(action.seconds)
            _reset(writer)
            return False
        if isinstance(action, Drip):
            writer.write(_head(action.answer))
            body = action.answer.body
            for start in range(0, len(body), action.chunk):
                await asyncio.sleep(action.interval)
                writer.write(body[start : start + action.chunk])
                await writer.drain()
            return True
        await asyncio.to_thread(action.release.wait, action.limit)
        return await self._perform(action.then or default_answer(exchange), exchange, writer)


def _parse_headers(head: bytes) -> dict[str, str]:
    lines = head.decode("latin-1").split("\r\n")[1:]
    headers: dict[str, str] = {}
    for line in lines:
        name, colon, value = line.partition(":")
        if colon:
            headers[name.strip().lower()] = value.strip()
    return headers


def _head(answer: Answer) -> bytes:
    reason = http.HTTPStatus(answer.status).phrase
    lines = [
        f"HTTP/1.1 {answer.status} {reason}",
        f"Content-Type: {answer.content_type}",
        f"Content-Length: {len(answer.body)}",
        *(f"{name}: {value}" for name, value in answer.headers.items()),
    ]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")


def _reset(writer: asyncio.StreamWriter) -> None:
    # SO_LINGER with a zero timeout turns close() into a TCP reset.
    sock = writer.get_extra_info("socket")
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
    writer.transport.abort()

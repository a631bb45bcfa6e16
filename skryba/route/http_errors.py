"""Mapping httpx outcomes onto Skryba's error tree, shared by Brama and detector clients."""

from __future__ import annotations

import asyncio
import email.utils
import time
from collections.abc import Awaitable
from datetime import UTC
from typing import TypeVar

import httpx

from skryba.errors import (
    ConnectFailed,
    RetryableStatus,
    StatusError,
    Timeout,
    TransportError,
)

T = TypeVar("T")

RETRYABLE_STATUSES = frozenset({408, 429, 500, 502, 503, 504})
# A server asking for longer is treated as asking for this: a run should not stall for hours.
MAX_RETRY_AFTER_S = 300.0


def parse_retry_after(value: str | None, *, now: float | None = None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta-seconds or HTTP-date), or None."""
    if value is None:
        return None
    value = value.strip()
    if not value:
        return None
    if value.isdigit():
        return min(float(value), MAX_RETRY_AFTER_S)
    try:
        when = email.utils.parsedate_to_datetime(value)
    except (TypeError, ValueError):
        return None
    if when.tzinfo is None:
        when = when.replace(tzinfo=UTC)
    delay = when.timestamp() - (time.time() if now is None else now)
    return min(max(delay, 0.0), MAX_RETRY_AFTER_S)


def transport_error_from(exc: httpx.TransportError) -> TransportError:
    """Translate an httpx transport failure; timeouts and broken connections stay distinct."""
    if isinstance(exc, httpx.TimeoutException):
        return Timeout(f"{type(exc).__name__}: the route did not answer in time")
    return ConnectFailed(f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__)


async def within_deadline(call: Awaitable[T], seconds: float | None) -> T:
    """Await ``call``; past ``seconds`` (None: no deadline) it is cancelled and a Timeout raised.

    httpx's read timeout bounds each read, so a body dripping one byte at a time never trips
    it; this bounds the whole call, request to complete response (``SKRYBA_CALL_TIMEOUT``).
    A Timeout is a transport failure: the call is retried like any other.
    """
    deadline = asyncio.timeout(seconds)
    try:
        async with deadline:
            return await call
    except TimeoutError:
        if not deadline.expired():
            raise  # a TimeoutError of the call's own, not our deadline's
        raise Timeout(
            f"CallTimeout: no complete answer within {seconds:g} s (SKRYBA_CALL_TIMEOUT)"
        ) from None


def check_status(response: httpx.Response) -> None:
    """Raise the right branch for a non-2xx response."""
    status = response.status_code
    if 200 <= status < 300:
        return
    if status in RETRYABLE_STATUSES:
        raise RetryableStatus(
            status, retry_after=parse_retry_after(response.headers.get("retry-after"))
        )
    raise StatusError(status, _excerpt(response))


def _excerpt(response: httpx.Response, limit: int = 300) -> str:
    try:
        text = response.text
    except (UnicodeDecodeError, httpx.ResponseNotRead):
        return ""
    # A gateway may echo the request's headers in its error page: never carry the key onwards.
    for secret in _credentials(response):
        text = text.replace(secret, "[redacted]")
    text = " ".join(text.split())
    return text[:limit] + ("..." if len(text) > limit else "")


def _credentials(response: httpx.Response) -> list[str]:
    try:
        headers = response.request.headers
    except RuntimeError:  # a response built without a request carries no credentials
        return []
    found: list[str] = []
    for name in ("authorization", "x-api-key", "apikey", "x-oai-api-key"):
        value = headers.get(name)
        if value:
            found.append(value)
            scheme, _, token = value.partition(" ")
            if token and scheme.lower() == "bearer":
                found.append(token)
    # Longest first, so the whole "Bearer <key>" goes before the bare key.
    return sorted(set(found), key=len, reverse=True)

"""What is retried, and how long to wait: transport failures only, exponential backoff with jitter.

``with_retries`` repeats one HTTP call (never the passage around it) while ``is_retryable`` — a
type check on the transport branch of the error tree — says so, and waits between attempts: at
least the server's ``Retry-After``, otherwise full-jitter exponential backoff drawn afresh for
every retry, so concurrent calls that failed together do not come back together.
"""

from __future__ import annotations

import asyncio
import logging
import random
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, Field

from skryba.errors import TransportError
from skryba.settings import Settings

log = logging.getLogger(__name__)
T = TypeVar("T")

RetryLogger = logging.Logger | logging.LoggerAdapter[Any]

# Where retries are logged: a stage task points this at its run logger, so that each retry
# shows in that task run's log in the Prefect UI; outside a task, this module's logger.
_retry_log: ContextVar[RetryLogger] = ContextVar("skryba_retry_log", default=log)
# Which passage the calls in this context are for (set per passage by the stages).
call_subject: ContextVar[str | None] = ContextVar("skryba_call_subject", default=None)


@contextmanager
def retries_logged_to(logger: RetryLogger) -> Iterator[None]:
    """Log the retries of calls made inside the block (and the tasks it starts) to ``logger``."""
    token = _retry_log.set(logger)
    try:
        yield
    finally:
        _retry_log.reset(token)


def call_log() -> RetryLogger:
    """Where this context's calls log (the stage task's run logger inside a task)."""
    return _retry_log.get()


class RetryPolicy(BaseModel):
    """Backoff parameters for transport retries."""

    model_config = ConfigDict(frozen=True)

    retries: int = Field(default=4, ge=0)
    base_delay: float = Field(default=1.0, ge=0)
    max_delay: float = Field(default=60.0, ge=0)

    @classmethod
    def from_settings(cls, settings: Settings) -> RetryPolicy:
        """The policy ``SKRYBA_RETRIES`` and ``SKRYBA_RETRY_*_DELAY`` describe."""
        return cls(
            retries=settings.retries,
            base_delay=settings.retry_base_delay,
            max_delay=settings.retry_max_delay,
        )


def is_retryable(exc: BaseException | None) -> bool:
    """True only for the transport branch: connection errors, timeouts, 408/429/5xx-gateway."""
    return isinstance(exc, TransportError)


def backoff_delay(
    attempt: int,
    retry_after: float | None,
    policy: RetryPolicy,
    rng: random.Random | None = None,
) -> float:
    """Seconds before retry number ``attempt`` (1-based).

    Full jitter: uniform in [0, min(max_delay, base * 2**(attempt-1))], but never less than the
    server's ``Retry-After``.
    """
    ceiling = min(policy.max_delay, policy.base_delay * 2 ** max(attempt - 1, 0))
    jittered = (rng or random).uniform(0.0, ceiling) if ceiling > 0 else 0.0
    return max(jittered, retry_after or 0.0)


async def with_retries(
    call: Callable[[], Awaitable[T]],
    what: str,
    policy: RetryPolicy,
    *,
    sleep: Callable[[float], Awaitable[None]] = asyncio.sleep,
) -> T:
    """Await ``call()``; after a transport failure wait the backoff and call again.

    At most ``policy.retries`` retries; any other error, and the last transport failure, is
    raised as it is. ``what`` names the call in the warning logged for each retry.
    """
    attempt = 0
    while True:
        try:
            return await call()
        except Exception as exc:
            if not is_retryable(exc) or attempt >= policy.retries:
                raise
            assert isinstance(exc, TransportError)
            attempt += 1
            delay = backoff_delay(attempt, exc.retry_after, policy)
            subject = call_subject.get()
            _retry_log.get().warning(
                "%s%s: %s, retry %d of %d in %.1f s",
                what,
                f" {subject}" if subject else "",
                exc,
                attempt,
                policy.retries,
                delay,
            )
            await sleep(delay)

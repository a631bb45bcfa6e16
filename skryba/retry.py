"""What is retried, and how long to wait: transport failures only, exponential backoff with jitter.

Prefect calls ``retry_transport_failures`` after a failed attempt of an HTTP task. It allow-lists
the transport branch of the error tree and then waits itself, because the wait depends on the
failure: at least the server's ``Retry-After``, otherwise full-jitter exponential backoff drawn
afresh for every retry (a delay list fixed at decoration time would give every concurrent call
the same "jitter").
"""

from __future__ import annotations

import asyncio
import logging
import random
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from skryba.errors import TransportError

log = logging.getLogger(__name__)


class RetryPolicy(BaseModel):
    """Backoff parameters for transport retries."""

    model_config = ConfigDict(frozen=True)

    retries: int = Field(default=4, ge=0)
    base_delay: float = Field(default=1.0, ge=0)
    max_delay: float = Field(default=60.0, ge=0)


_policy = RetryPolicy()


def configure(policy: RetryPolicy) -> None:
    """Set the backoff used by ``retry_transport_failures`` (once per flow run)."""
    global _policy
    _policy = policy


def current_policy() -> RetryPolicy:
    """The backoff in force."""
    return _policy


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


async def retry_transport_failures(task: Any, task_run: Any, state: Any) -> bool:
    """Prefect ``retry_condition_fn``: retry transport failures after the backoff delay."""
    exc = _exception_of(state)
    if not is_retryable(exc):
        return False
    assert isinstance(exc, TransportError)
    attempt = max(int(getattr(task_run, "run_count", 1) or 1), 1)
    delay = backoff_delay(attempt, exc.retry_after, _policy)
    log.warning(
        "%s: transport failure (%s); retry %d in %.2f s",
        getattr(task, "name", "task"),
        exc,
        attempt,
        delay,
    )
    if delay > 0:
        await asyncio.sleep(delay)
    return True


def _exception_of(state: Any) -> BaseException | None:
    # Prefect wraps the raised exception as the Failed state's data before asking us.
    data = getattr(state, "data", None)
    return data if isinstance(data, BaseException) else None

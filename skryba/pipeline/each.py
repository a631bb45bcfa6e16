"""Running one step for every open passage of a batch, each passage's failure kept to itself."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Sequence

from models.batch import PassageWork
from models.outcome import Outcome, PassageResult
from skryba.errors import AuditStoreError
from skryba.route.retry import call_subject

log = logging.getLogger("skryba")


async def for_each(
    works: Sequence[PassageWork], step: Callable[[PassageWork], Awaitable[None]]
) -> None:
    """Run ``step`` on every passage at once.

    An unforeseen error fails only its passage ("internal error"); a lost audit store stops the
    batch, since nothing more could be recorded.
    """

    async def one(work: PassageWork) -> None:
        # Each task runs in its own copy of the context: retries it logs name this passage.
        call_subject.set(work.key)
        try:
            await step(work)
        except AuditStoreError:
            raise
        except Exception as exc:
            log.exception("%s: unexpected error", work.key)
            work.result = crash_result(work, exc)

    try:
        async with asyncio.TaskGroup() as group:
            for work in works:
                group.create_task(one(work))
    except* AuditStoreError as lost:
        raise lost.exceptions[0] from None


def crash_result(work: PassageWork, exc: BaseException) -> PassageResult:
    """The failed outcome of a passage that met an error nobody foresaw."""
    # Whatever the message holds must be storable as UTF-8 (it may quote the bad text).
    detail = f"{type(exc).__name__}: {exc}".encode("utf-8", "backslashreplace").decode("utf-8")
    return PassageResult(
        ref=work.passage.ref,
        source_text=work.passage.text,
        outcome=Outcome.FAILED,
        error="internal error",
        reason=detail,
        candidates=work.candidates,
    )

"""A cancellation from the Prefect UI or API stops a corpus run cleanly.

Cancelling a flow run puts it in ``Cancelling``. A worker then terminates a deployment's
process (SIGTERM, which ``skryba.interruption`` turns into a clean stop), but a run started
from the command line has no worker watching it: the flow itself looks at its own state, once a
second, and asks the run to stop when it is being cancelled.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator
from uuid import UUID

from prefect import get_client
from prefect.runtime import flow_run

from skryba.interruption import StopRequest

log = logging.getLogger("skryba")

POLL_INTERVAL_S = 1.0
CANCELLED_IN_PREFECT = "cancelled in Prefect"


@contextlib.asynccontextmanager
async def stop_when_cancelled(
    stop: StopRequest, poll: float = POLL_INTERVAL_S
) -> AsyncIterator[None]:
    """While inside, this flow run turning ``Cancelling`` (or ``Cancelled``) asks ``stop``."""
    run_id = flow_run.get_id()
    if run_id is None:
        yield
        return

    async def watch() -> None:
        async with get_client() as client:
            while True:
                await asyncio.sleep(poll)
                try:
                    state = (await client.read_flow_run(UUID(run_id))).state
                except Exception as exc:  # the API may blink; the next poll asks again
                    log.debug("could not read flow run %s: %s", run_id, exc)
                    continue
                if state is not None and (state.is_cancelling() or state.is_cancelled()):
                    stop.ask(CANCELLED_IN_PREFECT)
                    return

    watcher = asyncio.create_task(watch())
    try:
        yield
    finally:
        watcher.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await watcher

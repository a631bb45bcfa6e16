"""The event ``skryba.corpus.ready``: a corpus is ready to be rewritten into a profile.

The ``on-corpus-ready`` deployment in ``prefect.yaml`` is triggered by it and maps its payload to
the flow's parameters. Upstream systems send it with ``skryba announce`` or ``prefect event
emit``.
"""

from __future__ import annotations

import os
from typing import Any

from prefect.events import Event
from prefect.events.clients import get_events_client
from pydantic import BaseModel, ConfigDict, Field

from models.profile import RewriteProfile
from skryba.errors import ConfigurationError

CORPUS_READY = "skryba.corpus.ready"
RESOURCE_PREFIX = "skryba.corpus."
# A refused connection should fail the command in seconds, not after Prefect's ten attempts.
RECONNECTION_ATTEMPTS = 2


class CorpusReady(BaseModel):
    """The event's payload: where the corpus is, as the workers see it, and the profile."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    corpus: str = Field(min_length=1)
    profile: RewriteProfile = RewriteProfile()
    out: str | None = None
    detectors: list[str] | None = None


def corpus_ready_event(payload: CorpusReady) -> Event:
    """The event announcing ``payload`` (unset options are left out, so the deployment's apply)."""
    resource: dict[str, Any] = {
        "prefect.resource.id": RESOURCE_PREFIX + payload.corpus,
        "prefect.resource.name": os.path.basename(payload.corpus.rstrip("/")) or payload.corpus,
    }
    return Event(
        event=CORPUS_READY,
        resource=resource,
        payload=payload.model_dump(mode="json", exclude_none=True),
    )


async def announce(payload: CorpusReady) -> Event:
    """Send the event to the Prefect server at PREFECT_API_URL; returns the event sent.

    Raises ConfigurationError when no server is configured (an ephemeral one would run nothing).
    """
    from prefect.settings import PREFECT_API_URL

    if not PREFECT_API_URL.value():
        raise ConfigurationError(
            "PREFECT_API_URL is not set: announce to the Prefect server that runs the "
            "on-corpus-ready deployment"
        )
    event = corpus_ready_event(payload)
    async with get_events_client(reconnection_attempts=RECONNECTION_ATTEMPTS) as client:
        await client.emit(event)
    return event

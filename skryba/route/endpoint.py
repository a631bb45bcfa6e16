"""Which chat-completion route a run talks to: the configured Brama, or the embedded model."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from skryba.settings import Settings


class Route(BaseModel):
    """A route's base URL and the request extras its judge and generator calls need."""

    model_config = ConfigDict(frozen=True)

    base_url: str
    embedded: bool
    generator_extra_body: dict[str, Any] = Field(default_factory=dict)
    judge_extra_body: dict[str, Any] = Field(default_factory=dict)


@asynccontextmanager
async def open_route(settings: Settings) -> AsyncIterator[Route]:
    """Yield the route; with no ``SKRYBA_BRAMA_URL`` the embedded server runs for the duration."""
    if settings.brama_url is not None:
        yield Route(base_url=settings.brama_url, embedded=False)
        return
    from skryba.embedded.server import EmbeddedServer
    from skryba.judge.grammar import generator_extra_body, judge_extra_body

    async with EmbeddedServer() as server:
        yield Route(
            base_url=server.base_url,
            embedded=True,
            generator_extra_body=generator_extra_body(),
            judge_extra_body=judge_extra_body(),
        )

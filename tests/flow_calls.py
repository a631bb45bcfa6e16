"""Calling the flows with flat options, the way the CLI builds their parameters."""

from __future__ import annotations

from typing import Any

from flows.rewrite import rewrite_corpus
from models.run import RunParameters


async def rewrite_flow(*, shards: int = 1, return_state: bool = False, **options: Any) -> Any:
    """Run ``rewrite_corpus`` on ``RunParameters.from_options(**options)``."""
    return await rewrite_corpus(
        params=RunParameters.from_options(**options), shards=shards, return_state=return_state
    )

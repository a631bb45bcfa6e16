"""What every detector provides: a probability in [0,1], its languages, its raw response."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

from models.outcome import Detection


@runtime_checkable
class Detector(Protocol):
    """Maps a text to an AI probability. Failures are reported, never decide quality."""

    name: str

    def unsupported_reason(self, text: str, language: str | None) -> str | None:
        """Why this detector cannot score ``text`` (language or length), or None if it can."""
        ...

    async def score(self, text: str) -> Detection:
        """Score one text; raise DetectorError (or a RouteError) when it cannot."""
        ...

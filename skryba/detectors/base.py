"""What every detector provides: a probability in [0,1], its languages, its raw response."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
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


@runtime_checkable
class Reusable(Protocol):
    """A detector whose answers depend only on the text and on what ``reuse_key`` names, so an
    answer stored earlier for the same text and key can stand in for a new computation."""

    @property
    def reuse_key(self) -> str:
        """The detector's name and everything its probability depends on."""
        ...


def reuse_key(detector: Detector) -> str | None:
    """The detector's reuse key, or None for one whose answers are never reused."""
    return detector.reuse_key if isinstance(detector, Reusable) else None


async def reuse_or_score(
    detector: Detector,
    text: str,
    find: Callable[[str, str], Awaitable[Detection | None]],
    score: Callable[[], Awaitable[Detection]],
) -> Detection:
    """An earlier answer for ``text`` (``find(key, text)``, e.g. ``AuditRecorder.find_detection``)
    when the detector is reusable and one exists, else ``score()``."""
    key = reuse_key(detector)
    if key is not None:
        found = await find(key, text)
        if found is not None:
            return found
    return await score()

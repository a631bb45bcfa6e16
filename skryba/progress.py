"""Where a run reports its progress: a terminal bar, a Prefect artifact, or nowhere."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Protocol

from models.outcome import PassageResult


class ProgressSink(Protocol):
    """Told the number of passages up front, then every finished passage."""

    def start(self, total: int) -> None: ...

    def advance(self, result: PassageResult) -> None: ...


class NoProgress:
    """Reports nothing."""

    def start(self, total: int) -> None:
        """Ignore the total."""

    def advance(self, result: PassageResult) -> None:
        """Ignore the passage."""


class Listeners:
    """Fans progress out to every sink currently listening (the CLI's bar, the UI artifact)."""

    def __init__(self) -> None:
        self._sinks: list[ProgressSink] = []

    @contextmanager
    def added(self, sink: ProgressSink) -> Iterator[None]:
        """Listen with ``sink`` for the duration of the block."""
        self._sinks.append(sink)
        try:
            yield
        finally:
            self._sinks.remove(sink)

    def start(self, total: int) -> None:
        """Tell every sink the total."""
        for sink in self._sinks:
            sink.start(total)

    def advance(self, result: PassageResult) -> None:
        """Tell every sink a passage finished."""
        for sink in self._sinks:
            sink.advance(result)

    def problem(self, message: str) -> None:
        """Tell every sink that shows problems (the terminal) about a refusal or failure."""
        for sink in self._sinks:
            show = getattr(sink, "problem", None)
            if show is not None:
                show(message)


listeners = Listeners()

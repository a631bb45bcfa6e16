"""A test detector whose AI probabilities are scripted per text.

It records every text it scored, can refuse languages, fail on chosen texts, and hold a text's
scoring until released (to leave a passage unfinished, as an interrupted run does).
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field

import pytest

from models.outcome import Detection
from skryba.detectors import registry
from skryba.errors import DetectorError


@dataclass
class FakeDetector:
    """Scores ``probabilities[text]``; ``default`` for other texts (None: DetectorError)."""

    probabilities: Mapping[str, float] = field(default_factory=dict)
    name: str = "fake"
    default: float | None = None
    languages: frozenset[str] | None = None
    failing: frozenset[str] = frozenset()
    held: frozenset[str] = frozenset()
    scored: list[str] = field(default_factory=list)
    holding: asyncio.Event = field(default_factory=asyncio.Event)
    release: asyncio.Event = field(default_factory=asyncio.Event)

    def unsupported_reason(self, text: str, language: str | None) -> str | None:
        """Refuse a language outside ``languages`` (every language when it is None)."""
        if self.languages is None or language in self.languages:
            return None
        return f"{self.name} supports only {', '.join(sorted(self.languages))}"

    async def score(self, text: str) -> Detection:
        """The scripted probability, after waiting for ``release`` when the text is held."""
        if text in self.held:
            self.holding.set()
            await self.release.wait()
        self.scored.append(text)
        if text in self.failing:
            raise DetectorError(f"{self.name} could not score the text")
        probability = self.probabilities.get(text, self.default)
        if probability is None:
            raise DetectorError(f"{self.name} has no scripted probability for {text!r}")
        return Detection(detector=self.name, probability=probability, raw={"text": text})


def register(monkeypatch: pytest.MonkeyPatch, detectors: Iterable[FakeDetector]) -> None:
    """Make each detector selectable as ``--detector <its name>`` for one test."""
    for detector in detectors:
        monkeypatch.setitem(registry.FACTORIES, detector.name, _factory(detector))


def _factory(detector: FakeDetector) -> Callable[[], FakeDetector]:
    return lambda: detector

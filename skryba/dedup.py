"""Candidate dedup: positions holding the same text share one judge call."""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict

from models.outcome import Generation


class CandidateGroup(BaseModel):
    """One distinct candidate text and every position that produced it."""

    model_config = ConfigDict(frozen=True)

    text: str
    positions: tuple[int, ...]


def group_by_text(generations: Sequence[Generation]) -> list[CandidateGroup]:
    """Distinct texts in order of first position; failed generations (no text) are left out.

    Texts are compared exactly: the judge sees exactly the text, so only an exact repeat is
    certain to get the same evaluation.
    """
    positions: dict[str, list[int]] = {}
    for generation in sorted(generations, key=lambda g: g.position):
        if generation.text is None:
            continue
        positions.setdefault(generation.text, []).append(generation.position)
    return [CandidateGroup(text=text, positions=tuple(p)) for text, p in positions.items()]

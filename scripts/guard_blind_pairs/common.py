"""Shapes of the blind guard pairs (sets 3 and 4), as their authors typed them.

A `Case` is one source passage with its faithful rewrites and its damaged ones. A damaged rewrite
is usually a faithful one with one targeted edit (`Slip`): the rest of it stays faithful, which is
how a generator's slip looks, and the writer checks that each edit really landed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

LANGUAGES = ("pl", "en", "preserve")
DAMAGES = (
    "number",
    "date",
    "url",
    "citation",
    "legal_reference",
    "code",
    "invented_fact",
    "wrong_language",
    "negation",
    "modality",
    "hedge",
    "markdown",
)


@dataclass(frozen=True)
class Good:
    """A faithful rewrite written for the requested output language."""

    language: str
    text: str


@dataclass(frozen=True)
class Slip:
    """A damaged rewrite: faithful rewrite number `base` with exact substring edits applied."""

    base: int
    edits: Sequence[tuple[str, str]]
    damage: str


@dataclass(frozen=True)
class Bad:
    """A damaged rewrite written out in full (when one edit cannot express the slip)."""

    language: str
    text: str
    damage: str


@dataclass(frozen=True)
class Case:
    """One source passage and the rewrites written against it."""

    key: str
    source: str
    good: Sequence[Good]
    bad: Sequence[Slip | Bad] = field(default=())

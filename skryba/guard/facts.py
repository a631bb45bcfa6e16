"""A protected fact found in a text, and the masking that keeps extractors from double-counting.

Each extractor finds its kind of fact, records it, and blanks its span (same length, so offsets
stay valid) before the next extractor runs: the year inside a date is not also a bare number,
the digits of a DOI are not numbers, and so on.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import lru_cache

from models.guard import FindingKind, GuardFinding


@dataclass(frozen=True)
class Fact:
    """One protected fact: what it is, how it was written, and the readings it can match.

    ``keys`` are the fact's own normalised readings (``1,214`` reads as 1214 or 1.214);
    ``covers`` adds the looser readings it stands in for (a dated day covers its month), used
    only to decide whether a candidate's fact was invented.
    """

    kind: FindingKind
    span: str
    keys: frozenset[str]
    covers: frozenset[str]
    # A weak fact ("one", "jeden") is a counterpart for others but never reported itself.
    weak: bool = False
    # Keys of the other text that also stand for this fact, though not the same value: a
    # co-author is accounted for by an "et al." after the first author.
    stand_ins: frozenset[str] = frozenset()
    # An ordinal word ("czwarta wygrana", "the third time"): weak as a counterpart, but one whose
    # value the source has nowhere at all is invented.
    ordinal: bool = False


def fact(
    kind: FindingKind,
    span: str,
    keys: Iterable[str],
    covers: Iterable[str] = (),
    *,
    weak: bool = False,
    stand_ins: Iterable[str] = (),
    ordinal: bool = False,
) -> Fact:
    """A fact whose covers include its keys."""
    key_set = frozenset(keys)
    return Fact(
        kind=kind,
        span=span.strip(),
        keys=key_set,
        covers=key_set | frozenset(covers),
        weak=weak,
        stand_ins=frozenset(stand_ins),
        ordinal=ordinal,
    )


_BLANK = re.compile(r"[^\n]")
# The letters a case-blind pattern reads as an ASCII letter that str.lower() does not make one
# (capital dotted I lowers to two characters, dotless i and long s stay as they are).
_CASE_FOLD = str.maketrans({"\u0130": "i", "\u0131": "i", "\u017f": "s"})


def folded(text: str) -> str:
    """The text in lower case as a case-blind pattern reads it.

    A word a pattern requires that is missing here is missing for the pattern too: the search
    for it can be skipped, which costs far more than looking for the word. It has the text's
    length and its words where the text has them: no other letter's lower case is longer, and
    lowering keeps a letter a letter.
    """
    if "\u0130" in text or "\u0131" in text or "\u017f" in text:
        return text.translate(_CASE_FOLD).lower()
    return text.lower()


def blank(span: str) -> str:
    """A span blanked, its newlines kept."""
    return " " * len(span) if "\n" not in span else _BLANK.sub(" ", span)


def mask(text: str, start: int, end: int) -> str:
    """The text with ``[start, end)`` blanked, newlines kept so line-based rules still work."""
    return text[:start] + blank(text[start:end]) + text[end:]


def scan_at(
    text: str,
    pattern: re.Pattern[str],
    build: Callable[[re.Match[str]], list[Fact]],
    starts: Iterable[int],
) -> tuple[list[Fact], str]:
    """As :func:`scan`, for a pattern each of whose matches starts at one of ``starts`` (in
    increasing order): it is tried there only, not at every position of the text."""
    return _masked(text, _matches_at(text, pattern, starts), build)


def scan_hinted(
    text: str,
    pattern: re.Pattern[str],
    build: Callable[[re.Match[str]], list[Fact]],
    hint: re.Pattern[str],
) -> tuple[list[Fact], str]:
    """As :func:`scan`, with ``pattern`` tried only where ``hint`` matches.

    ``hint`` matches one character: the first of every match of ``pattern`` (and maybe others),
    checked for what follows by look-arounds. It opens with a character class, so the regex
    engine skips to the characters that can start a match, where the pattern, opening with a
    look-behind or an optional word, is tried at every position of the text.
    """
    return _masked(text, matches_hinted(text, pattern, hint), build)


def matches_hinted(
    text: str, pattern: re.Pattern[str], hint: re.Pattern[str]
) -> Iterator[re.Match[str]]:
    """The matches ``pattern.finditer`` finds, looked for only where ``hint`` matches (see
    :func:`scan_hinted`)."""
    return _matches_at(text, pattern, hint_starts(hint, text))


def matches_at(
    text: str, pattern: re.Pattern[str], starts: Iterable[int]
) -> Iterator[re.Match[str]]:
    """The matches ``pattern.finditer`` finds, each of which starts at one of ``starts`` (in
    increasing order), looked for there only."""
    return _matches_at(text, pattern, starts)


def hint_starts(hint: re.Pattern[str], text: str) -> Iterator[int]:
    """Where a one-character ``hint`` matches (see :func:`scan_hinted`)."""
    return (m.start() for m in hint.finditer(text))


def run_starts(text: str, ends: Iterable[int], member: Callable[[str], bool]) -> list[int]:
    """Every position from which characters that are all ``member`` run up to one of ``ends``
    (in increasing order), the end excluded: where a match that must reach an end through such
    characters (an e-mail's name before its "@") can start."""
    starts: list[int] = []
    for end in ends:
        start = end
        while start > 0 and member(text[start - 1]):
            start -= 1
        # a run shared with the end before: only its positions not listed yet
        starts.extend(range(max(start, starts[-1] + 1 if starts else 0), end))
    return starts


def _matches_at(
    text: str, pattern: re.Pattern[str], starts: Iterable[int]
) -> Iterator[re.Match[str]]:
    end = 0
    for start in starts:
        match = pattern.match(text, start) if start >= end else None
        if match is None:
            continue
        # as finditer does, the next match is looked for after this one
        end = match.end()
        yield match


def scan(
    text: str, pattern: re.Pattern[str], build: Callable[[re.Match[str]], list[Fact]]
) -> tuple[list[Fact], str]:
    """Every match of ``pattern`` turned into facts by ``build``; matched spans are masked.

    A match for which ``build`` returns no fact is left in the text for later extractors.
    """
    return _masked(text, pattern.finditer(text), build)


def _masked(
    text: str,
    matches: Iterable[re.Match[str]],
    build: Callable[[re.Match[str]], list[Fact]],
) -> tuple[list[Fact], str]:
    """The facts ``build`` makes of the matches, and the text with their spans blanked."""
    found: list[Fact] = []
    parts: list[str] = []
    kept = 0
    for match in matches:
        facts = build(match)
        if facts:
            found.extend(facts)
            parts.append(text[kept : match.start()])
            parts.append(blank(match.group(0)))
            kept = match.end()
    if not parts:
        return found, text
    parts.append(text[kept:])
    return found, "".join(parts)


def lower_matched(text: str) -> str:
    """A case-insensitive match lowered for a table lookup. Python's IGNORECASE lets the Turkish
    dotted and dotless capitals and small letters (U+0130, U+0131) match "i", but they lower
    to other letters; they are read as "i" here."""
    return text.lower().replace("i\u0307", "i").replace("\u0131", "i")


_LETTERS = re.compile(r"[^\W\d_]+")


@lru_cache(maxsize=256)
def word_stems(text: str) -> frozenset[str]:
    """The first five letters of each of a text's words, lower-cased: how a name or an act's
    title is looked for in a source that declines it ("Kodeks pracy" is "Kodeksu pracy",
    "Tragarz" is "Tragarza"). Cached: a source is read for every candidate."""
    return frozenset(word.lower()[:5] for word in _LETTERS.findall(text))


def added_fact(kind: FindingKind, span: str, what: str) -> GuardFinding:
    """The finding for a fact the candidate has and the source does not: ``what`` says which."""
    return GuardFinding(
        kind=kind,
        source_span=None,
        candidate_span=span,
        message=f"fact added from nowhere: {what}",
    )

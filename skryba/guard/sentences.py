"""Sentences: where they end, and how a rewrite's sentences align with its source's.

The marker rules compare meaning markers sentence group by sentence group, and a repair request
names the source sentence a finding is about; both read sentences and their alignment here.
"""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

# Where sentences (and clause-like parts) end: the unit a negation is compared in. A Polish
# abbreviation's dot ends none: "od 1 kwietnia 2025 r. Biblioteki przestaną" is one sentence, as
# "ul. Lipowa", "np. Kraków", "tel. 22…", "godz. 9", "ok. 50", "pok. 12" are inside one.
# (Written to open with the space it matches, so the regex engine skips to the next space: the
# same matches as "(?<=[.!?;:])\s+|\n+", less the abbreviations.)
_POLISH_ABBREVIATIONS = ("r", "ul", "np", "tel", "godz", "ok", "pok")
# Nor does a full stop before a lower-case word: "poniżej 18. roku życia", "e.g. the", "3. piętro".
SENTENCE_END = re.compile(
    r"\s(?:(?:(?<=[!?;:]\s)|(?<=\.\s)(?!\s*[a-ząćęłńóśźż]))"
    + "".join(rf"(?<!\b{word}\.\s)" for word in _POLISH_ABBREVIATIONS)
    + r"\s*|(?<=\n)\n*)"
)
# Where a whole sentence ends, as a repair gives one back: at a full stop, "!" or "?" before a
# capital, or a line break; not inside a reference ("art. 2 pkt 4", "Dz.U. 2024 poz. 12") nor
# after an abbreviation ("św. Wojciecha", "Dr. Lee", "e.g. Kraków").
_WHOLE_ABBREVIATIONS = (*_POLISH_ABBREVIATIONS, "św", "prof", "dr", "Dr")
_WHOLE_SENTENCE_END = re.compile(
    r"(?<=[.!?])"
    + "".join(rf"(?<!\b{word}\.)" for word in _WHOLE_ABBREVIATIONS)
    + r"(?<!\b(?:St|Mr|Ms)\.)(?<!\be\.g\.)(?<!\bi\.e\.)[ \t]+(?=[\"\u201e\u201c(]?[A-ZĄĆĘŁŃÓŚŹŻ])"
    r"|\s*\n\s*"
)
# A stop that ends a sentence where a capital letter follows; in a masked text, one a fact hid
# ("opens at 7 am. Diving").
STOP_BEFORE_CAPITAL = re.compile(r"[.!?](?=\s+[A-ZĄĆĘŁŃÓŚŹŻ])")

_TOKEN = re.compile(r"\d+|[^\W\d_]{4,}")


@lru_cache(maxsize=512)
def sentence_spans(text: str, *, whole: bool = False) -> tuple[tuple[int, int], ...]:
    """Where each sentence of ``text`` starts and ends (blank runs between them left out): the
    clause-like parts the marker rules compare, or with ``whole`` the sentences as written.
    Cached: a finding's sentence is looked up in the same source for each of its candidates."""
    spans: list[tuple[int, int]] = []
    start = 0
    for end in (_WHOLE_SENTENCE_END if whole else SENTENCE_END).finditer(text):
        if text[start : end.start()].strip():
            spans.append((start, end.start()))
        start = end.end()
    if text[start:].strip():
        spans.append((start, len(text)))
    return tuple(spans)


def with_stops(masked: str, readable: str) -> str:
    """The masked text with the full stops its facts hid put back (same length, same offsets)."""
    hidden = [m.start() for m in STOP_BEFORE_CAPITAL.finditer(readable) if masked[m.start()] == " "]
    if not hidden:
        return masked
    chars = list(masked)
    for index in hidden:
        chars[index] = readable[index]
    return "".join(chars)


def stems(text: str) -> list[str]:
    """Each digit run and each word of four letters or more, as :func:`tokens` reads it, in
    the text's order."""
    return [t.lower()[:5] for t in _TOKEN.findall(text)]


@lru_cache(maxsize=2048)
def tokens(text: str) -> frozenset[str]:
    """What two sentences can share across a rewrite or a translation: digits, names, stems."""
    return frozenset(stems(text))


def _shares(count: int, a: frozenset[str], b: frozenset[str]) -> bool:
    """Whether two sentences sharing ``count`` tokens are counterparts: two shared, or one
    where either sentence is short."""
    return count >= 2 or (count == 1 and min(len(a), len(b)) <= 3)


class _Partition:
    """Sentence groups being built: the source's sentences are 0..n-1, the candidate's n on."""

    def __init__(self, sources: int, candidates: int) -> None:
        self.sources = sources
        self.parent = list(range(sources + candidates))
        self.linked: set[int] = set()

    def root(self, i: int) -> int:
        parent = self.parent
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    def join(self, i: int, j: int) -> None:
        self.parent[self.root(i)] = self.root(j)

    def link(self, source: int, candidate: int) -> None:
        """Source sentence ``source`` and candidate sentence ``candidate`` are counterparts."""
        self.join(source, self.sources + candidate)
        self.linked |= {source, self.sources + candidate}

    def to_neighbours(self, unlinked: list[int]) -> None:
        """Each sentence read with its side's linked neighbour, the one before it first."""
        for i in unlinked:
            first, last = (
                (0, self.sources) if i < self.sources else (self.sources, len(self.parent))
            )
            neighbours = [j for j in (i - 1, i + 1) if first <= j < last and j in self.linked]
            if neighbours:
                self.join(i, neighbours[0])

    def groups(self) -> list[tuple[list[int], list[int]]]:
        """Each group's source and candidate sentences, in the order of their first sentence."""
        groups: dict[int, tuple[list[int], list[int]]] = {}
        for i in range(len(self.parent)):
            group = groups.setdefault(self.root(i), ([], []))
            if i < self.sources:
                group[0].append(i)
            else:
                group[1].append(i - self.sources)
        return list(groups.values())


def components(
    source: list[frozenset[str]], candidate: list[frozenset[str]]
) -> list[tuple[list[int], list[int]]]:
    """Source and candidate sentences grouped by what they share (a sentence split in two or two
    merged in one stay together); sentences that share nothing form one group of the rest.
    With as many sentences on each side, the n-th sentences are also counterparts."""
    partition = _Partition(len(source), len(candidate))
    # which source sentences hold each token: the pairs that share nothing are never looked at
    holders: dict[str, list[int]] = {}
    for i, a in enumerate(source):
        for token in a:
            holders.setdefault(token, []).append(i)
    for j, b in enumerate(candidate):
        shared_with = Counter(i for token in b for i in holders.get(token, ()))
        for i in sorted(shared_with):
            if _shares(shared_with[i], source[i], b):
                partition.link(i, j)
    if len(source) == len(candidate):
        for i in range(len(source)):
            partition.link(i, i)
    rest = [i for i in range(len(partition.parent)) if i not in partition.linked]
    if rest and (all(i < len(source) for i in rest) or all(i >= len(source) for i in rest)):
        # Only one side has sentences that share nothing: each is read with its neighbour's
        # group, as a rewrite merges a sentence into the one before it ("… reopens on Monday
        # - but it remains closed to motor traffic").
        partition.to_neighbours(rest)
        rest = [i for i in rest if partition.root(i) == i and i not in partition.linked]
    for i in rest[1:]:
        partition.join(i, rest[0])
    return partition.groups()


# A link the narrow alignment keeps shares at least this share of the most its sentence shares.
_NEAR = 0.7


def finer_components(
    source: list[frozenset[str]], candidate: list[frozenset[str]]
) -> list[tuple[list[int], list[int]]]:
    """Source and candidate sentences grouped more narrowly than :func:`components` does: a
    link is kept only to the counterparts a sentence shares nearly the most with, so words a
    passage repeats ("the courier", "the agreement") do not chain every sentence into one group.
    A sentence that shares nothing is read with a linked neighbour, else stays on its own."""
    shared: dict[tuple[int, int], int] = {}
    for i, a in enumerate(source):
        for j, b in enumerate(candidate):
            if _shares(count := len(a & b), a, b):
                shared[i, j] = count
    best_source: dict[int, int] = {}
    best_candidate: dict[int, int] = {}
    for (i, j), count in shared.items():
        best_source[i] = max(best_source.get(i, 0), count)
        best_candidate[j] = max(best_candidate.get(j, 0), count)
    partition = _Partition(len(source), len(candidate))
    for (i, j), count in shared.items():
        if count >= _NEAR * best_source[i] or count >= _NEAR * best_candidate[j]:
            partition.link(i, j)
    # as a rewrite splits a clause off ("…within thirty days; if you don't, we may decline")
    partition.to_neighbours([k for k in range(len(partition.parent)) if k not in partition.linked])
    return partition.groups()

"""A claim a same-language rewrite appends to one of its source's sentences.

An invented fact with no number, date or name ("…segregate waste; the bins are in the basement
of block B") is invisible to the fact and marker rules. What shows it is where it sits: the
rewrite reaches the end of a source sentence (its last two words) and goes on, in the same
sentence, with words the source has nowhere, while everything the source says is covered by
the rest of the rewrite. A rewrite that merges two source sentences goes on with the second
one's words, or leaves that sentence uncovered elsewhere, so it is no finding. A count of new
words alone flags too many faithful paraphrases (docs/guard.md, round 18).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache
from itertools import pairwise
from typing import NamedTuple

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import added_fact
from skryba.guard.sentences import sentence_spans, stems, tokens

_WORD = re.compile(r"\w+")
_SENTENCE_WORDS = 4
# An appended claim carries at least this many words (digit runs and words of 4+ letters) ...
_NEW_WORDS = 4
# ... this share of them new to the source (by their first five letters) ...
_NEW_SHARE = 0.7
# ... and every source sentence of 2+ such words keeps this share of them in the rest.
_COVERED = 0.5
# The sentence whose end the rewrite goes on from keeps this share of its words in the rest.
_ENDED = 0.6


class _Source(NamedTuple):
    """What the rule reads of a source: its sentences' words, the last two words of each
    sentence (lower-cased) with the words of the sentences they end, and every stem it says."""

    sentences: tuple[frozenset[str], ...]
    endings: dict[tuple[str, str], list[frozenset[str]]]
    known: frozenset[str]


# A word said with a negative prefix says its stem too: a rewrite says "kontrolę
# niezapowiedzianą" as "przyjść bez zapowiedzi", "unannounced" as "without notice".
_NEGATED_WORD = re.compile(r"\b(?:nie|un|non-?)(\w{4,})", re.IGNORECASE)


@lru_cache(maxsize=256)
def read_source_sentences(source: str) -> _Source:
    """The source as :func:`appended_claim` reads it; cached, as a source is read once for all
    its candidates (no ending for a heading's or a label's words: "Rate limits" is not a
    sentence a rewrite goes on from)."""
    sentences = []
    endings: dict[tuple[str, str], list[frozenset[str]]] = {}
    for start, end in sentence_spans(source):
        said = tokens(source[start:end])
        sentences.append(said)
        words = _WORD.findall(source[start:end].lower())
        if len(words) >= _SENTENCE_WORDS:
            endings.setdefault((words[-2], words[-1]), []).append(said)
    unprefixed = {word.group(1).lower()[:5] for word in _NEGATED_WORD.finditer(source)}
    return _Source(tuple(sentences), endings, tokens(source) | unprefixed)


def clear_addition_caches() -> None:
    """Forget every source the rule has read (the cost benchmark measures reading afresh)."""
    read_source_sentences.cache_clear()


def _covered(sentences: Iterable[frozenset[str]], kept: frozenset[str]) -> bool:
    """Whether each source sentence (of 2+ words) keeps enough of its words among those the
    rest of the rewrite has (``kept``)."""
    return all(len(words & kept) >= _COVERED * len(words) for words in sentences if len(words) >= 2)


def appended_claim(source: str, candidate: str) -> list[GuardFinding]:
    """The claim a rewrite in the source's language adds after the end of a source sentence,
    if any (one finding: the first)."""
    read = read_source_sentences(source)
    known = read.known
    for start, end in sentence_spans(candidate):
        sentence = candidate[start:end]
        said_words = list(_WORD.finditer(sentence))
        for before, word in pairwise(said_words[:-1]):  # (a word must follow)
            ended = read.endings.get((before.group().lower(), word.group().lower()))
            if ended is None:
                continue
            tail = sentence[word.end() :]
            if tail.rstrip().endswith(":"):
                # a lead-in to what follows ("… Leisure Pool, here's what you need to know:")
                # claims nothing of its own
                break
            said = stems(tail)
            new = [stem for stem in said if stem not in known]
            if len(new) < _NEW_WORDS or len(new) < _NEW_SHARE * len(said):
                continue
            rest = candidate[: start + word.end()] + candidate[end:]
            kept = tokens(rest)
            # (a rewrite that moves the verb of that sentence after its last words, "naczyń pod
            # prysznicami nie myjemy", has kept less of the sentence before them)
            if all(len(words & kept) < _ENDED * len(words) for words in ended):
                continue
            if not _covered(read.sentences, kept):
                continue
            claim = tail.strip(" ,;:-\u2013\u2014").strip()
            return [
                added_fact(
                    FindingKind.CLAIM,
                    claim,
                    f'the candidate goes on after the source\'s "{before.group()} {word.group()}"'
                    f' with "{claim}", which the source does not say',
                )
            ]
    return []

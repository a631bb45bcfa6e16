"""A sentence a translation left in the source's language (docs/guard.md, round 4).

The whole candidate is read as one language, so a translation whose last sentence stayed
Polish ("... may terminate the contract free of charge. Szczegóły w § 7 Ogólnych Warunków
Umowy.") still reads as English. A translated sentence shares few of its lower-case words with
the source (names and numbers aside); one that shares most of its words was copied, and only
such a sentence is given to the language identifier, so a check costs a few set look-ups.
"""

from __future__ import annotations

import re
from functools import lru_cache

from skryba.language import Language, detect_language

# Words of two letters or more, in lower case; numbers say nothing.
_WORD = re.compile(r"[^\W\d_]{2,}")
_SENTENCE = re.compile(r"(?<=[.!?;:])\s+|\n+")
# A sentence this long in words, most of them the source's, is a copy, not a translation.
_MINIMUM_WORDS = 4
_SHARED = 0.8


@lru_cache(maxsize=256)
def _source_words(source: str) -> frozenset[str]:
    return frozenset(_WORD.findall(source.lower()))


def untranslated(source: str, candidate: str, source_language: Language) -> tuple[int, int] | None:
    """Where the first sentence of the candidate is that the source's, copied in its language.

    Both texts come with their facts masked (same length): code, URLs and numbers carry no
    language, and a command line is the same in any.
    """
    vocabulary = _source_words(source)
    start = 0
    for end in (*(m.start() for m in _SENTENCE.finditer(candidate)), len(candidate)):
        sentence, begin = candidate[start:end], start
        start = end
        words = _WORD.findall(sentence.lower())
        if len(words) < _MINIMUM_WORDS:
            continue
        shared = sum(word in vocabulary for word in words)
        if shared >= _SHARED * len(words) and detect_language(sentence) == source_language:
            return begin, end
    return None


def clear_untranslated_caches() -> None:
    """Forget every source read so far (the cost benchmark measures reading afresh)."""
    _source_words.cache_clear()

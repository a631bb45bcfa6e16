"""A sentence of the candidate in the other language (docs/guard.md, round 4).

The whole candidate is read as one language, so a translation whose last sentence stayed
Polish ("... may terminate the contract free of charge. Szczegóły w § 7 Ogólnych Warunków
Umowy.") still reads as English, as does an English rewrite with one Polish sentence in it. Such
a sentence is found by a cheap sign and only then given to the language identifier, so a check
costs a few set look-ups: a translated sentence shares few of its words with the source (names
and numbers aside), so one that shares most of them was copied; and a sentence with several of
the other language's function words ("nie", "ani", "oraz"; "the", "and", "with") is in it.
"""

from __future__ import annotations

import re
from functools import lru_cache
from itertools import pairwise

from skryba.language import FUNCTION_WORDS, Language, detect_language

# Words of two letters or more, in lower case; numbers say nothing.
_WORD = re.compile(r"[^\W\d_]{2,}")
# (a full stop before a lower-case word ends an abbreviation, not a sentence: "Sp. z o.o.")
_SENTENCE = re.compile(r"(?<=[!?;:])\s+|(?<=\.)\s+(?![a-ząćęłńóśźż(])|\n+")
# A sentence this long in words, most of them the source's, is a copy, not a translation.
_MINIMUM_WORDS = 4
_SHARED = 0.8


# The same words as one search: a text without two of them is spared reading its sentences.
_FUNCTION_WORD = {
    language: re.compile(r"(?<![\w])(?:" + "|".join(sorted(words)) + r")(?![\w])")
    for language, words in FUNCTION_WORDS.items()
}
_FOREIGN_WORDS = 2
# (the identifier decides; this share only spares it a call: "Please wear clothes you don't mind
# getting dirty, we do not provide aprons" has two of thirteen, as "we" and "do" are Polish words
# too; with no share at all, an act's title cut at "Regulations" is read alone, and misread)
_FOREIGN_SHARE = 0.15
_OTHER: dict[Language, Language] = {"pl": "en", "en": "pl"}


@lru_cache(maxsize=256)
def _source_words(source: str) -> frozenset[str]:
    return frozenset(_WORD.findall(source.lower()))


def foreign_sentence(
    source: str, candidate: str, wanted: Language, source_language: Language, *, after: int = 0
) -> tuple[int, int] | None:
    """Where the first sentence of the candidate is that is in the other language of the two:
    copied from the source in a translation, or written in it (with ``after``, the first that
    ends after that offset: the next one).

    Both texts come with their facts masked (same length): code, URLs and numbers carry no
    language, and a command line is the same in any.
    """
    other = _OTHER.get(wanted)
    if other is None:
        return None
    lower = candidate.lower()
    function_words = FUNCTION_WORDS[other]
    written = len(_FUNCTION_WORD[other].findall(lower)) >= _FOREIGN_WORDS
    copied = source_language == other
    if not written and not copied:
        return None
    vocabulary = _source_words(source) if copied else frozenset()
    start = 0
    for end in (*(m.start() for m in _SENTENCE.finditer(candidate)), len(candidate)):
        begin, start = start, end
        if end <= after:
            continue
        words = _WORD.findall(lower[begin:end])
        if len(words) < _MINIMUM_WORDS:
            continue
        foreign = sum(word in function_words for word in words)
        shared = sum(word in vocabulary for word in words) if copied else 0
        suspect = (foreign >= _FOREIGN_WORDS and foreign >= _FOREIGN_SHARE * len(words)) or (
            shared >= _SHARED * len(words)
        )
        if not suspect:
            # a copied run holds three or more of the source's words of two letters or more
            # (and a lower-case word, so never a signature)
            run = _copied_run(candidate, begin, end, source) if shared >= _RUN_WORDS - 2 else None
            if run is not None and detect_language(candidate[run[0] : run[1]]) == other:
                return run
            continue
        if _signed(candidate[begin:end]) or _CITED_TITLE.search(
            candidate, max(0, begin - 12), begin
        ):
            continue
        if detect_language(candidate[begin:end]) == other:
            return begin, end
        clause = _foreign_clause(candidate, lower, begin, end, function_words)
        if clause is not None and detect_language(candidate[clause[0] : clause[1]]) == other:
            return clause
    return None


_CLAUSE_WORDS = 5


# Any word, one letter or more: "w kartonie z ręcznikiem" is a copied run with its "w" and "z".
_ANY_WORD = re.compile(r"[^\W\d_]+")


def _signed(sentence: str) -> bool:
    """Whether a line is names only, every word capitalised: a signature or a team's name a
    translation keeps ("Helen Marsh, Marsh Lettings"); a sentence has a lower-case word, even
    one of one letter ("Szczegóły w § 7 Ogólnych Warunków Umowy"). A long official name may
    join its words with short ones: "Town and Country Planning (Development Management
    Procedure) (England) Order" is an act's title a translation keeps."""
    words = _ANY_WORD.findall(sentence)
    lower = [word for word in words if not word[0].isupper()]
    capitalised = len(words) - len(lower)
    return not lower or (
        capitalised >= _NAME_WORDS
        and len(lower) * 3 <= capitalised
        and all(len(word) <= 3 for word in lower)
    )


# Capitalised words a long official name has at least, joined by short lower-case ones.
_NAME_WORDS = 5
# A sentence after a reference's "(2019)." is the title of the work cited, kept as published:
# "Zielińska, A. (2019). Zmiany liczebności dzięcioła …. Ornis Polonica".
_CITED_TITLE = re.compile(r"\([\s\d]*[a-z]?\)\.\s*\Z")


# Five words the source says in a row, lower case: a name or a title is copied on purpose, and
# so is a term of art ("upper second-class honours").
_RUN_WORDS = 5


@lru_cache(maxsize=256)
def _source_pairs(source: str) -> frozenset[tuple[str, str]]:
    words = _ANY_WORD.findall(source)
    return frozenset(pairwise(words))


def _copied_run(candidate: str, begin: int, end: int, source: str) -> tuple[int, int] | None:
    """A run of lower-case words a translation copied from its source in a row, inside a sentence
    it did translate ("Put such a hedgehog w kartonie z ręcznikiem, w ciepłym miejscu, and call");
    the caller asks the language identifier whether the run is the source's language."""
    pairs = _source_pairs(source)
    words = list(_ANY_WORD.finditer(candidate, begin, end))
    first = 0
    for i in range(1, len(words) + 1):
        ends = i == len(words) or (words[i - 1].group(0), words[i].group(0)) not in pairs
        if not ends:
            continue
        run = words[first:i]
        if len(run) >= _RUN_WORDS and all(w.group(0).islower() for w in run):
            return run[0].start(), run[-1].end()
        first = i
    return None


def _foreign_clause(
    candidate: str, lower: str, begin: int, end: int, function_words: frozenset[str]
) -> tuple[int, int] | None:
    """The part of a sentence from its first foreign function word on, or up to its last one:
    a clause left in the other language inside a translated sentence ("Zdjęcie musi być zrobione
    w ciągu miesiąca and you must not wear glasses in it")."""
    words = list(_WORD.finditer(lower, begin, end))
    foreign = [i for i, m in enumerate(words) if m.group(0) in function_words]
    if len(foreign) < _FOREIGN_WORDS:
        return None
    first, last = foreign[0], foreign[-1]
    for start, stop in ((first, len(words) - 1), (0, last)):
        if stop - start + 1 >= _CLAUSE_WORDS and (start, stop) != (0, len(words) - 1):
            return words[start].start(), words[stop].end()
    return None


def clear_untranslated_caches() -> None:
    """Forget every source read so far (the cost benchmark measures reading afresh)."""
    _source_words.cache_clear()
    _source_pairs.cache_clear()

"""A cheap offline guess of a text's language: Polish, English, or unknown.

Polish diacritics and stopwords vote for ``pl``, English stopwords for ``en``. Words that are
common in both languages ("a", "i", "to", "on", "do", "no", "go") vote for neither. A passage
whose evidence is split (mixed Polish and English) or too thin (a different language, numbers,
code) is ``unknown``: callers treat that as "not known to be supported".
"""

from __future__ import annotations

import re
from typing import Literal

Language = Literal["pl", "en", "unknown"]

POLISH_LETTERS = frozenset("ąćęłńóśźż")

POLISH_STOPWORDS = frozenset(
    [
        "w",
        "z",
        "na",
        "się",
        "nie",
        "że",
        "jest",
        "jak",
        "ale",
        "po",
        "co",
        "tak",
        "za",
        "od",
        "czy",
        "dla",
        "już",
        "przez",
        "jego",
        "jej",
        "są",
        "być",
        "może",
        "który",
        "która",
        "które",
        "którego",
        "których",
        "oraz",
        "tylko",
        "jako",
        "tym",
        "ten",
        "ta",
        "te",
        "też",
        "bardzo",
        "ich",
        "lub",
        "gdy",
        "jeśli",
        "jednak",
        "tego",
        "przy",
        "bo",
        "pod",
        "nad",
        "przed",
        "między",
        "również",
        "można",
        "mnie",
        "mu",
        "ja",
        "ty",
        "ona",
        "my",
        "wy",
        "oni",
        "był",
        "była",
        "było",
        "były",
        "będzie",
        "będą",
        "mam",
        "ma",
        "mają",
        "także",
        "jeszcze",
        "więc",
        "tu",
        "tam",
        "kiedy",
        "gdzie",
        "dlaczego",
        "sobie",
        "swoje",
        "swój",
        "swoja",
        "nas",
        "was",
        "nic",
        "wszystko",
        "aby",
        "żeby",
        "tej",
        "tych",
        "ze",
        "we",
        "ku",
        "albo",
        "ani",
        "jestem",
        "jesteś",
        "jesteśmy",
        "zostać",
        "został",
        "została",
        "zostało",
        "wiele",
        "bez",
        "według",
        "około",
        "dziś",
        "teraz",
    ]
)

ENGLISH_STOPWORDS = frozenset(
    [
        "the",
        "of",
        "and",
        "in",
        "is",
        "that",
        "it",
        "for",
        "was",
        "on",
        "are",
        "with",
        "as",
        "be",
        "this",
        "by",
        "at",
        "from",
        "or",
        "an",
        "have",
        "not",
        "but",
        "they",
        "which",
        "you",
        "he",
        "she",
        "we",
        "his",
        "her",
        "their",
        "has",
        "had",
        "were",
        "been",
        "will",
        "would",
        "can",
        "there",
        "what",
        "all",
        "if",
        "so",
        "about",
        "more",
        "one",
        "my",
        "our",
        "your",
        "than",
        "then",
        "also",
        "into",
        "its",
        "these",
        "those",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "does",
        "did",
        "could",
        "should",
        "may",
        "might",
        "must",
        "shall",
        "very",
        "just",
        "only",
        "some",
        "any",
        "each",
        "other",
        "such",
        "being",
        "having",
        "because",
        "while",
        "through",
        "over",
        "under",
        "between",
        "after",
        "before",
        "again",
        "further",
        "here",
    ]
)

_WORD = re.compile(r"[^\W\d_]+", re.UNICODE)

# At least this share of the votes must go to one language; below it the text is mixed.
DOMINANT_SHARE = 0.8
# Polish or English prose is dense in these markers; a foreign text hits only a stray "in".
MINIMUM_DENSITY = 0.15
SHORT_TEXT_WORDS = 8


def _votes(words: list[str]) -> tuple[int, int]:
    polish = english = 0
    for word in words:
        if word in ENGLISH_STOPWORDS:
            english += 1
        elif word in POLISH_STOPWORDS or any(ch in POLISH_LETTERS for ch in word):
            polish += 1
    return polish, english


def detect_language(text: str) -> Language:
    """``pl``, ``en`` or ``unknown`` (mixed, another language, or no evidence)."""
    words = [w.lower() for w in _WORD.findall(text)]
    polish, english = _votes(words)
    votes = polish + english
    if votes == 0:
        return "unknown"
    if len(words) > SHORT_TEXT_WORDS and votes / len(words) < MINIMUM_DENSITY:
        return "unknown"
    share = polish / votes
    if share >= DOMINANT_SHARE:
        return "pl"
    if share <= 1 - DOMINANT_SHARE:
        return "en"
    return "unknown"

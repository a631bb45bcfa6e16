"""The marker rules' patterns searched case by case in the folded text find what a case-blind
search of the text finds (docs/guard.md, "Cost").

A pattern compiled without ``re.IGNORECASE`` and searched in :func:`folded` must match at the
same places as the same pattern, case-blind, in the text itself: one upper-case letter or
``(?-i:…)`` added to it would break that, and these tests would find it on seeded random mixes
of the rules' words written in mixed case.
"""

from __future__ import annotations

import random
import re

import pytest

from skryba.guard import modal_context, polarity
from skryba.guard.facts import folded

_WORDS = (
    "not", "nie", "no", "No.", "only", "tylko", "except", "bez", "brak", "failed", "refused",
    "odmówił", "keep", "stays", "nadal", "closed", "zamknięte", "below", "at", "most", "least",
    "najpóźniej", "nor", "ani", "on", "its", "own", "samodzielnie", "or", "you", "bo", "inaczej",
    "unknown", "indistinguishable", "non-stop", "niedostępnym", "niezbędne", "is", "are", "be",
    "jest", "wymagane", "required", "needed", "necessary", "need", "needn't", "needn\u2019t",
    "won't", "shouldn't require", "doesn\u2019t need", "won't be needed", "do", "have", "to",
    "ma", "potrzeby", "about", "around", "some", "4", "four",
    "PLN", "EUR", "US$", "€", "~", "ok.", "approx.", "około", "roughly", "okolicach",
    "ideally", "najlepiej", "w", "miarę", "możliwości", "if", "possible", "has", "had",
    "appears", "wydaje", "się", "thought", "uważa", "że", "podobno", "indicates", "zdaniem",
    "please", "proszę", "remember", "make", "sure", "recommended", "zaleca", "warto",
    "available", "dostępne", "da", "right", "payable", "enabled", "let", "last", "ostatnie",
    "wyłącznie", "can", "may", "można", "może", "napisz", "call", "zadzwoń", "then", "i",
    "has to", "have to", "appears to", "is thought to", "at most", "on its own", "in our view",
    "isn't", "isn't required", "not a must", "no copy needs to", "needs to", "bez obowiązku",
    "nie ma obowiązku", "zwolniona z obowiązku", "obowiązku", "must",
    "do I need a ticket? No", "czy muszę mieć bilet? Nie", "?", "never need", "zero", "expect",
    "need neither", "need take no", "needs nothing", "before it can", "zanim można",
    "\u0130", "\u0131", "\u017f", "\u212a", ".", ",", ";", "\n", "-", "'", "(",
)  # fmt: skip


def _case(word: str, rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.2:
        return word.upper()
    if roll < 0.4:
        return word.capitalize()
    if roll < 0.45:
        return word.replace("i", "\u0131").replace("s", "\u017f").replace("k", "\u212a")
    if roll < 0.5:
        return word.replace("i", "\u0130")
    return word


def _texts(seed: int, count: int = 4000) -> list[str]:
    rng = random.Random(seed)
    return [
        "".join(
            _case(rng.choice(_WORDS), rng) + rng.choice(("", " ", " ", "  ", "\n", ", "))
            for _ in range(rng.randint(1, 12))
        )
        for _ in range(count)
    ]


_FOLDED = [
    ("cues", polarity._POLARITY_CUE),
    ("exemption", polarity._EXEMPTION),
    *((f"rarer exemption {words[0]}", pattern) for words, pattern in polarity._RARER_EXEMPTIONS),
    ("approximation", polarity._APPROXIMATION),
    ("softened", polarity._SOFTENED),
    ("obligation phrases", polarity._OBLIGATION_PHRASES),
    ("hedge phrases", polarity._HEDGE_PHRASES),
    ("possible without -able", polarity._POSSIBLE_WITHOUT_ABLE),
    *((f"stand-ins {label}", pattern) for label, pattern in polarity._STAND_INS.items()),
    ("invitation", modal_context._INVITATION),
    ("bound", modal_context._BOUND),
    ("bounded possibility", modal_context._BOUNDED_POSSIBILITY),
]


@pytest.mark.parametrize(("name", "pattern"), _FOLDED, ids=[name for name, _ in _FOLDED])
def test_a_pattern_searched_in_the_folded_text_finds_what_a_case_blind_search_finds(
    name: str, pattern: re.Pattern[str]
) -> None:
    assert not pattern.flags & re.IGNORECASE
    blind = re.compile(pattern.pattern, re.IGNORECASE)
    matched = 0
    for text in _texts(len(name)):
        expected = [(m.span(), m.lastgroup) for m in blind.finditer(text)]
        assert [(m.span(), m.lastgroup) for m in pattern.finditer(folded(text))] == expected, text
        matched += bool(expected)
    assert matched > 20  # the mixes do hold matches


# The idioms read as no negation, written plainly (each "\b" before its first word): the
# pattern as written opens with its first letter so the regex engine can skip to it.
_PLAIN_NOT_NEGATION = re.compile(
    r"\b(?:no|not)\s+(?:later|earlier|sooner|more|less|fewer|longer|shorter|older|younger|higher"
    r"|lower|taller|larger|greater|smaller|bigger|heavier|lighter|wider|narrower|further"
    r"|farther)\s+than\b|\bnot\s+only\b|\bnie\s+tylko\b"
    r"|\b(?:do\s+not|don['\u2019]t)\s+forget\b|\bnie\s+zapomn\w*"
    r"|\bnie\s+(?:później|wcześniej|więcej|mniej|dłużej|krócej|rzadziej|częściej|wyżej|niżej"
    r"|dalej|bliżej|taniej|drożej|(?:starsz|młodsz|większ|mniejsz|dłuższ|krótsz|wyższ|niższ"
    r"|późniejsz|wcześniejsz|cięższ|lżejsz|szersz|węższ)\w*)\s+niż\b"
    r"|\bwithout\s+(?:undue\s+|any\s+|further\s+)?delay\b"
    r"|\bbez\s+(?:zbędnej\s+|zbędnego\s+)?(?:zwłoki|opóźnienia|opóźnień)\b"
    r"|\bno\.(?=\s*\d|\s{2,}|\s*(?-i:[IVXLCDMA-Z]{1,5}\b))",
    re.IGNORECASE,
)
_IDIOM_WORDS = (
    "no", "not", "No.", "NOT", "nie", "Nie", "later", "more", "than", "only", "tylko", "do",
    "don't", "don\u2019t", "forget", "zapomnij", "później", "większy", "niż", "without", "any",
    "delay", "bez", "zbędnej", "zwłoki", "5", "IV", "xno", "_no", "1no", "ąnie", ".", "  ",
)  # fmt: skip


def test_the_idioms_pattern_finds_what_its_plain_form_finds() -> None:
    rng = random.Random(19)
    matched = 0
    for _ in range(6000):
        text = "".join(
            _case(rng.choice(_IDIOM_WORDS), rng) + rng.choice(("", " ", " ", "\n", "-"))
            for _ in range(rng.randint(1, 8))
        )
        expected = [m.span() for m in _PLAIN_NOT_NEGATION.finditer(text)]
        assert [m.span() for m in polarity._NOT_NEGATION.finditer(text)] == expected, text
        matched += bool(expected)
    assert matched > 200

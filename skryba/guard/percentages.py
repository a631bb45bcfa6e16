"""A percentage is not a count: "10%" for a source's "groups of 10 or more".

A candidate's number is accounted for by any mention of its value in the source, whatever the
mention counts (docs/guard.md, "What it checks"). A percentage the source never states, of a
value it states only as a count, a time or an amount, passes that comparison: "gives ticket
holders a 10% discount" beside "groups of 10 or more" is a discount the source does not offer.
Digits only, as for any number added: a value said as a word, a half ("połowa", 50 %) or a
whole ("całość", 100 %) may be said again as a percentage.
"""

from __future__ import annotations

import re
from decimal import Decimal
from functools import lru_cache

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import added_fact
from skryba.guard.numbers import HALF_WORDS, WHOLE_WORDS, readings

_NUMBER = r"\d+(?:[.,]\d+)?"
_GAP = r"[ \u00a0\u202f]*"
# How a candidate states a percentage ("10%", "10 proc.", "10 procent", "10 per cent",
# "10-procentowa").
_SIGN = r"(?:%|-?proc\.|-?procent\w*|[- ]per[- ]?cent\w*|-?percent\w*)"
# How a source may, also in points ("o 3 pkt proc.", "3 punkty procentowe", "3 p.p.").
_SOURCE_SIGN = (
    r"(?:%|-?proc\.|-?procent\w*|[- ]per[- ]?cent\w*|-?percent\w*|pkt\.?\s*proc\w*\.?"
    r"|punkt\w*\s+procent\w*|p\.\s?p\.|percentage\s+points?)"
)
# Each number of a range a sign ends: "10-80%", "10% to 80%", "od 10 do 80 proc." (the sign
# may follow each number or the last).
_RANGE = (
    r"(?:(?:" + _GAP + _SIGN + r")?(?:[-\u2013]|\s+(?:to|do|and|i|or|lub|a)\s+)" + _NUMBER + r")*"
)
_STATED = re.compile(r"(?<![\d.,])" + _NUMBER + _RANGE + _GAP + _SIGN, re.IGNORECASE)
_SOURCE_STATED = re.compile(r"(?<![\d.,])" + _NUMBER + _RANGE + _GAP + _SOURCE_SIGN, re.IGNORECASE)
_DIGITS = re.compile(r"(?<![\d.,])" + _NUMBER + r"(?![\d])")
# A percentage word after a word, not a number: a percentage said in words ("dziesięć procent",
# "ten per cent"), but also "a percentage of", "oprocentowanie". Its value is not read, so in
# such a source the rule finds nothing (it errs silent, never on a faithful rewrite).
_WORD_STATED = re.compile(r"[^\W\d_]" + _GAP + _SOURCE_SIGN, re.IGNORECASE)
_WORD = re.compile(r"[^\W\d_]+")


def _values(numbers: list[str]) -> frozenset[Decimal]:
    return frozenset(value for number in numbers for value in readings(number))


@lru_cache(maxsize=256)
def read_percentages(source: str) -> tuple[frozenset[Decimal], frozenset[Decimal]] | None:
    """The values a source states as percentages, and those it states at all (``None`` where
    it states a percentage in words); cached, as a source is read once for all its
    candidates."""
    if _WORD_STATED.search(source):
        return None
    stated = _values([n for m in _SOURCE_STATED.finditer(source) for n in _DIGITS.findall(m[0])])
    words = {word.lower() for word in _WORD.findall(source)}
    if not words.isdisjoint(HALF_WORDS):
        stated |= {Decimal(50)}
    if not words.isdisjoint(WHOLE_WORDS):
        stated |= {Decimal(100)}
    return stated, _values(_DIGITS.findall(source))


def percentage_of_a_count(source: str, candidate: str) -> list[GuardFinding]:
    """A percentage of the candidate whose value the source states, but never as one."""
    lower = candidate.lower()
    if "%" not in candidate and "proc" not in lower and "cent" not in lower:
        return []
    read = read_percentages(source)
    if read is None:
        return []
    stated, said = read
    for match in _STATED.finditer(candidate):
        for number in _DIGITS.findall(match[0]):
            values = readings(number)
            if values & said and not values & stated:
                return [
                    added_fact(
                        FindingKind.NUMBER,
                        match[0],
                        f'"{match[0]}" is a percentage, and the source says {number} only as '
                        "a count or an amount, never as a percentage",
                    )
                ]
    return []


def clear_percentage_caches() -> None:
    """Forget every source read (the cost benchmark measures reading afresh)."""
    read_percentages.cache_clear()

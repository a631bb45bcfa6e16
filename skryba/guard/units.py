"""A number's unit swapped for another of its kind (docs/guard.md, round 5).

"PLN 8 per metre" said as "PLN 8 per foot", "0,19 zł za minutę" as "PLN 0.19 per hour": every
number is kept, and the fact is changed. A unit is read by its name in either language; a
candidate that names a unit of a kind the source names, while the source names that unit nowhere,
has swapped it. Lengths, masses and volumes are compared wherever they are named; units of time
only as rates ("per hour", "dziennie"), as a duration may be said in other units ("półtorej doby"
is "36 godzin", which the duration keys check exactly).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from decimal import Decimal
from functools import lru_cache
from typing import NamedTuple

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import folded

# Each unit: its kind and the names it is written with (whole words, folded).
_UNITS: tuple[tuple[str, str, str], ...] = (
    ("length", "metre", r"met(?:re|er)s?|metr(?:a|y|u|ze|em|ów|ami|ach)?|metrow\w*"),
    ("length", "kilometre", r"kilomet(?:re|er)s?|kilometr\w*|km|km/h"),
    ("length", "centimetre", r"centimet(?:re|er)s?|centymetr\w*|cm"),
    ("length", "millimetre", r"millimet(?:re|er)s?|milimetr\w*|mm"),
    ("length", "foot", r"foot|feet|ft|stop(?:a|y|ę|ie)|stóp"),
    ("length", "inch", r"inch(?:es)?|cal(?:e|i|a)?"),
    ("length", "mile", r"miles?|mil(?:a|e|i)?|mph"),
    ("mass", "kilogram", r"kilograms?|kilogram(?:a|y|ów)?|kg|kilo"),
    ("mass", "gram", r"grams?|gram(?:a|y|ów|ie)?|g"),
    ("mass", "milligram", r"milligrams?|miligram\w*|mg"),
    ("mass", "tonne", r"tonnes?|tons?|ton(?:a|y|ę)?"),
    ("mass", "ounce", r"ounces?|oz|uncj\w*"),
    ("volume", "litre", r"lit(?:re|er)s?|litr(?:a|y|ów|ze)?|l"),
    ("volume", "millilitre", r"millilit(?:re|er)s?|mililitr\w*|ml"),
    ("volume", "gallon", r"gallons?|galon\w*"),
)
# What a metric unit is worth in its kind's base: "500 ml" is "0,5 l", "1,5 km" is "1500 m".
_METRIC_WORTH: dict[str, Decimal] = {
    "metre": Decimal(1), "kilometre": Decimal(1000), "centimetre": Decimal("0.01"),
    "millimetre": Decimal("0.001"), "gram": Decimal(1), "kilogram": Decimal(1000),
    "milligram": Decimal("0.001"), "tonne": Decimal(1000000), "litre": Decimal(1),
    "millilitre": Decimal("0.001"),
}  # fmt: skip
_TIME: tuple[tuple[str, str], ...] = (
    ("minute", r"minut[aęy]?|minutes?|min"),
    ("hour", r"godzin[aęy]?|hours?|h"),
    ("day", r"dzień|dob[aęy]|days?|night|noc"),
    ("week", r"tydzień|weeks?"),
    ("month", r"miesiąc|months?"),
    ("year", r"rok|years?"),
)
# A time unit as a rate: after "per"/"a"/"za"/"na"/"co"/"every", or said as an adverb.
_RATE_WORDS: dict[str, str] = {
    "hourly": "hour", "godzinowo": "hour", "daily": "day", "dziennie": "day", "dobowo": "day",
    "codziennie": "day", "nightly": "day", "weekly": "week", "tygodniowo": "week",
    "monthly": "month", "miesięcznie": "month", "yearly": "year", "annually": "year",
    "rocznie": "year",
}  # fmt: skip
_RATE = re.compile(
    # "na" only after "raz": "umowa na rok" is a duration, "raz na rok" a rate
    r"(?<![\w])(?:per|an?|each|every|za|co|(?:raz|razy)\s+na)\s+(?:każd\w+\s+)?(?:"
    + "|".join(f"(?P<{name}>{names})" for name, names in _TIME)
    + r")(?![\w])"
    r"|(?<![\w])(?P<adverb>" + "|".join(_RATE_WORDS) + r")(?![\w])"
)
_UNIT_NAMES = "|".join(f"(?P<u{i}>{names})" for i, (_, _, names) in enumerate(_UNITS))
_MEASURE = re.compile(r"(?<![\w/])(?:" + _UNIT_NAMES + r")(?![\w])")
# A unit right after a number: "500 ml", "0,5 l", "2kg", "a 0.25-litre bottle".
_MEASURE_AFTER = re.compile(r"[ \u00a0\u202f-]?(?:" + _UNIT_NAMES + r")(?![\w])")
_BARE_METRES = re.compile(r"[ \u00a0\u202f]m(?![\w²³])")
_BARE_METRES_AFTER_DIGIT = re.compile(r"\d" + _BARE_METRES.pattern)
_WORD_BEFORE = re.compile(r"([^\W\d_]+)\s*\Z")
# "open 7 days a week" is "open daily": a rate per day
_EVERY_DAY_BEFORE = re.compile(r"(?<![\w])(?:7|seven)\s+days\s*\Z")
_NOT_RATE = frozenset(
    {"half", "in", "within", "for", "of", "than", "about", "after", "over", "under", "quarter"}
)


# Where a unit measures: after a number ("7 m", "2,5 kg") or a rate's word ("za każdy metr").
_MEASURING = re.compile(r"(?:\d[ \u00a0]?|(?<![\w])(?:per|an?|each|every|za|na|każd\w+)\s+)\Z")
# Each time unit's stems, to tell whether a text names it at all (in any form): a word starting
# with one.
_TIME_NAMED: dict[str, re.Pattern[str]] = {
    unit: re.compile(r"(?<![^\W\d_])(?:" + "|".join(map(re.escape, stems)) + ")")
    for unit, stems in {
        "minute": ("minut", "min", "kwadrans", "quarter of an hour"),
        "hour": ("godz", "hour"),
        "day": ("dzie", "codzien", "dni", "dob", "day", "daily", "noc", "night"),
        "week": ("tydz", "tydzień", "tygod", "week", "fortnight"),
        "month": ("miesi", "month", "kwarta", "quarter"),
        "year": ("rok", "roku", "lat", "year", "annual", "roczn"),
    }.items()
}


def quantity_keys(text: str, end: int, values: Iterable[Decimal]) -> list[str]:
    """The quantities of values written just before ``end`` in a metric unit that follows
    them, in the unit's base ("qty:volume:0.5" for "500 ml" and for "0,5 l"): an exact rewriting
    in another unit of the kind keeps the number. Each also as given in its unit
    ("in:millilitre:volume:0.5"), for compare_units."""
    match = _MEASURE_AFTER.match(folded(text), end)
    if match is None:
        # a bare "m" after a number is metres here ("1200 m"); as a unit swapped it is too
        # ambiguous ("£2m"), so _UNITS has no such name
        if _BARE_METRES.match(text, end) is None:
            return []
        kind, unit = "length", "metre"
    else:
        kind, unit, _ = _UNITS[int((match.lastgroup or "u0")[1:])]
    worth = _METRIC_WORTH.get(unit)
    if worth is None:
        return []
    keys = []
    for value in values:
        quantity = f"{kind}:{format((value * worth).normalize(), 'f')}"
        keys += [f"qty:{quantity}", f"in:{unit}:{quantity}"]
    return keys


class _Named(NamedTuple):
    """The units a text names: those it measures with, all it mentions, its time rates."""

    measures: frozenset[tuple[str, str]]
    mentioned: frozenset[tuple[str, str]]
    rates: frozenset[str]


@lru_cache(maxsize=256)
def _named(text: str) -> _Named:
    """The measure units a text measures with and mentions (kind, unit), and the time units it
    uses as rates. Cached: the source is compared with every candidate."""
    lower = folded(text)
    measures: set[tuple[str, str]] = set()
    mentioned: set[tuple[str, str]] = set()
    for match in _MEASURE.finditer(lower):
        kind, unit, _ = _UNITS[int((match.lastgroup or "u0")[1:])]
        mentioned.add((kind, unit))
        # "on foot", "a gram of truth": no measure
        if _MEASURING.search(lower, max(0, match.start() - 12), match.start()):
            measures.add((kind, unit))
    if _BARE_METRES_AFTER_DIGIT.search(text):
        # "na odcinku 1 m" names metres as "na metrze bieżącym" does
        mentioned.add(("length", "metre"))
    rates: set[str] = set()
    for match in _RATE.finditer(lower):
        name = match.lastgroup or ""
        if name == "adverb":
            rates.add(_RATE_WORDS[match.group(0)])
            continue
        if name == "week" and _EVERY_DAY_BEFORE.search(
            lower, max(0, match.start() - 12), match.start()
        ):
            rates.add("day")
            continue
        before = _WORD_BEFORE.search(lower, max(0, match.start() - 16), match.start())
        if match.group(0).startswith("a") and before is not None and before.group(1) in _NOT_RATE:
            # "half an hour", "within a day": a duration, no rate
            continue
        rates.add(name)
    return _Named(frozenset(measures), frozenset(mentioned), frozenset(rates))


def compare_units(
    source: str, candidate: str, quantities: tuple[frozenset[str], frozenset[str]] | None = None
) -> list[GuardFinding]:
    """A finding for each unit the candidate puts where the source has another of its kind,
    unless every quantity the candidate gives in that unit is one of the source's converted
    exactly ("500 ml" as "0,5 l"; ``quantities``: both sides' quantity keys)."""
    before, after = _named(source), _named(candidate)
    findings: list[GuardFinding] = []
    kinds = {kind for kind, _ in before.measures}
    for kind, unit in sorted(after.measures - before.mentioned):
        if kind in kinds and not _converted(unit, quantities):
            theirs = ", ".join(sorted(u for k, u in before.measures if k == kind))
            findings.append(_changed(unit, theirs))
    if before.rates:
        lower = folded(source)
        for unit in sorted(after.rates - before.rates):
            if _TIME_NAMED[unit].search(lower) is None:
                theirs = ", ".join(f"per {u}" for u in sorted(before.rates))
                findings.append(_changed(f"per {unit}", theirs))
    findings.extend(_basis_changed(source, candidate))
    return findings


def _converted(unit: str, quantities: tuple[frozenset[str], frozenset[str]] | None) -> bool:
    """Whether the candidate gives quantities in ``unit`` and each is one the source gives."""
    if quantities is None:
        return False
    prefix = f"in:{unit}:"
    given = {"qty:" + key.removeprefix(prefix) for key in quantities[1] if key.startswith(prefix)}
    return bool(given) and given <= quantities[0]


# A price's basis: "590 zł netto" is not "PLN 590 gross".
_BASIS = re.compile(
    r"(?<=\d)[^\n\d]{0,8}?(?<![\w])(?:(?P<net>net|netto|nett)|(?P<gross>gross|brutto))(?![\w])"
)


def _bases(text: str) -> frozenset[str]:
    return frozenset(m.lastgroup or "" for m in _BASIS.finditer(folded(text)))


def _basis_changed(source: str, candidate: str) -> list[GuardFinding]:
    before = _bases(source)
    if not before:
        return []
    return [
        _changed(basis, ", ".join(sorted(before))) for basis in sorted(_bases(candidate) - before)
    ]


def _changed(unit: str, theirs: str) -> GuardFinding:
    return GuardFinding(
        kind=FindingKind.NUMBER,
        source_span=theirs,
        candidate_span=unit,
        message=f'protected fact changed: unit "{unit}" is not the source\'s ({theirs})',
    )

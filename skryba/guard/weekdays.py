"""A range of weekdays moved (docs/guard.md, round 6), or a weekday the source never names
(round 11).

"open Monday to Friday" said as "open Monday to Saturday" keeps every number and changes the
fact. Weekday names are no protected fact of their own: "od poniedziałku do piątku" is as often
"on weekdays" or "w dni robocze". So ranges are compared only where both texts name one: each
range the candidate names must be one the source names, in either language. And a day the
candidate names in full ("on Tuesdays", "w piątki") must be one the source covers: named,
abbreviated, inside a range, or one of "weekdays", "the weekend", "daily". A day dropped is no
finding, as a rewrite may say "every weekday" for five names.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Mapping
from functools import lru_cache
from types import MappingProxyType

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import folded, hint_starts, matches_at

# Each weekday's names in full, English and Polish, inflected; and its abbreviations.
_FULL_NAMES: tuple[tuple[int, str], ...] = (
    (1, r"[Mm]onday|[Pp]oniedzia(?:łek|łku|łki|łków|łkami|łkach)"),
    (2, r"[Tt]uesday|[Ww]tor(?:ek|ku|ki|ków|kami|kach)"),
    (3, r"[Ww]ednesday|(?:[Śś]rod(?:a|y|ę|zie|ach|ami|om)|[Śś]ród)"),
    (4, r"[Tt]hursday|[Cc]zwart(?:ek|ku|ki|ków|kami|kach)"),
    (5, r"[Ff]riday|[Pp]iąt(?:ek|ku|ki|ków|kami|kach)"),
    (6, r"[Ss]aturday|(?:[Ss]obot(?:a|y|ę|ą|ach|ami|om)|[Ss]obót)"),
    (7, r"[Ss]unday|[Nn]iedziel(?:a|i|e|ę|ą|ach|ami|om)?"),
)
_ABBREVIATIONS = (
    r"Mon|pon\.",
    r"Tue|Tues|wt\.",
    r"Wed|śr\.",
    r"Thu|Thur|Thurs|czw\.",
    r"Fri|pt\.",
    r"Sat|sob\.",
    r"Sun|niedz\.",
)
_DAYS: tuple[tuple[int, str], ...] = tuple(
    (n, f"{names}|{abbreviated}")
    for (n, names), abbreviated in zip(_FULL_NAMES, _ABBREVIATIONS, strict=True)
)
_DAY = "|".join(f"(?P<d{n}_{{end}}>{names})" for n, names in _DAYS)
_RANGE = re.compile(
    # the look-ahead on a first letter spares the alternatives most positions
    r"(?<![\w])(?=[MTWFSPpŚśCcNnwmtfs])(?:"
    + _DAY.format(end="a")
    + r")s?(?![\w])\s*(?:[-\u2013\u2014]|to|until|till|through|do)\s*(?:"
    + _DAY.format(end="b")
    + r")s?(?![\w.])"
)

# A day named in full, as a rewrite that moved it writes it (abbreviations are read in the
# source only: "Sun", "Wed", "Sat", "śr." are also other words).
_FULL = re.compile(
    r"(?<![\w])(?:" + "|".join(f"(?P<d{n}>{names})" for n, names in _FULL_NAMES) + r")s?(?![\w])"
)
_NAMED_OR_ABBREVIATED = re.compile(
    r"(?<![\w])(?:" + "|".join(f"(?P<d{n}>{names})" for n, names in _DAYS) + r")s?(?![\w])"
)
# A day named by its Polish adjective ("6 sobotnich spotkań" is "6 Saturday sessions",
# "dyżur niedzielny" a Sunday one): read in the source, as what it covers.
_ADJECTIVES = re.compile(
    r"\b(?:(?P<d1>poniedziałkow)|(?P<d2>wtorkow)|(?P<d3>środow(?!isk))|(?P<d4>czwartkow)"
    r"|(?P<d5>piątkow)|(?P<d6>sobotni)|(?P<d7>niedzieln))[^\W\d_]*",
    re.IGNORECASE,
)
# Words that stand for several days at once.
_SETS: tuple[tuple[re.Pattern[str], frozenset[int]], ...] = (
    (
        re.compile(
            r"\b(?:week\s?days?|working\s+days?|business\s+days?|dni\w*\s+(?:robocz|powszedn)\w*"
            r"|(?:robocz|powszedn)\w*\s+dni\w*|w\s+tygodniu|during\s+the\s+week)\b",
            re.IGNORECASE,
        ),
        frozenset(range(1, 6)),
    ),
    (re.compile(r"\bweekend\w*", re.IGNORECASE), frozenset({6, 7})),
    (
        re.compile(
            r"\b(?:daily|every\s+day|each\s+day|codzienn\w*|(?:seven|7)\s+days\s+a\s+week"
            r"|(?:przez\s+)?(?:cały|siedem|7)\s+(?:tydzień|dni\s+w\s+tygodniu)|na\s+dobę)\b",
            re.IGNORECASE,
        ),
        frozenset(range(1, 8)),
    ),
)


# Where a day's name, abbreviation, adjective or range can start, in the text as a case-blind
# pattern reads it (facts.folded): the first letters every one of them opens with. Each pattern
# here opens with a look-behind, so the regex engine would try it at every position; it is
# tried at these only (tests/test_guard_hints.py: the same matches).
_DAY_START = re.compile("mon|pon|tue|wt|wed|\u015br|thu|czw|fri|pi\u0105t|pt|sat|sob|sun|nied")


def _matches(pattern: re.Pattern[str], text: str) -> Iterator[re.Match[str]]:
    """``pattern.finditer(text)`` for the patterns of this module, tried where a day can start."""
    return matches_at(text, pattern, hint_starts(_DAY_START, folded(text)))


def _days(pattern: re.Pattern[str], text: str) -> list[tuple[int, str]]:
    return [
        (int(next(name for name, value in m.groupdict().items() if value)[1:]), m.group(0))
        for m in _matches(pattern, text)
    ]


def _without_ranges(text: str) -> str:
    """The text with each range of weekdays blanked to a space (as ``_RANGE.sub(" ", text)``)."""
    parts: list[str] = []
    kept = 0
    for match in _matches(_RANGE, text):
        parts += (text[kept : match.start()], " ")
        kept = match.end()
    return "".join(parts) + text[kept:] if parts else text


@lru_cache(maxsize=256)
def covered_days(text: str) -> frozenset[int]:
    """Every weekday the text names or covers: by name or abbreviation, inside a range, or as
    one of the words for several days; cached, as a source is read for every candidate."""
    days = {day for day, _ in _days(_NAMED_OR_ABBREVIATED, text)}
    days.update(day for day, _ in _days(_ADJECTIVES, text))
    for first, last in weekday_ranges(text):
        # "Friday to Monday" runs over the weekend
        wraps = first > last
        days.update([*range(first, 8), *range(1, last + 1)] if wraps else range(first, last + 1))
    for pattern, named in _SETS:
        if pattern.search(text):
            days.update(named)
    return frozenset(days)


@lru_cache(maxsize=256)
def singled_days(text: str) -> Mapping[int, str]:
    """The weekdays the text names on their own, outside any range ("a w środy do 18:00"), each
    with its first such mention (read-only, as it is cached)."""
    outside = _without_ranges(text) if weekday_ranges(text) else text
    singled: dict[int, str] = {}
    for day, word in _days(_NAMED_OR_ABBREVIATED, outside):
        singled.setdefault(day, word)
    return MappingProxyType(singled)


def compare_weekdays(source: str, candidate: str) -> list[GuardFinding]:
    """A finding for each weekday the candidate names in full that the source does not cover,
    or names on its own where the source singles out another day the candidate never names
    ("w środy do 18:00" said as "w czwartki do 18:00" beside "od poniedziałku do piątku")."""
    if not any(hint in candidate for hint in _HINTS):
        return []
    named = _days(_FULL, candidate)
    if not named:
        return []
    covered = covered_days(source)
    shown = ", ".join(_NAMES[day] for day in sorted(covered)) or "none"
    moved: dict[int, tuple[str | None, str, str]] = {
        day: (None, word, f'the weekday "{word}" is not one the source names (its days: {shown})')
        for day, word in reversed(named)
        if day not in covered
    }
    singled = singled_days(source)
    # (most sources single out no day: the candidate's other mentions are then not read)
    # A day the candidate names only as a range's end is not said on its own: "od poniedziałku
    # do piątku … we wtorek rano" has lost the source's "on Monday morning".
    outside = _without_ranges(candidate) if singled else ""
    mentioned = {
        day
        for pattern in (_NAMED_OR_ABBREVIATED, _ADJECTIVES)
        for day, _ in _days(pattern, outside)
    }
    lost = sorted(singled.keys() - mentioned)
    if lost:
        # a day the source singles out that the candidate names nowhere: another it singles
        # out in its place moved the fact (the source's day named, so a repair can give back
        # its sentence)
        where = singled[lost[0]]
        for day, word in reversed(_days(_FULL, outside)):
            if day not in singled and day not in moved:
                moved[day] = (
                    where,
                    word,
                    f'the weekday "{word}" stands where the source names '
                    f"{', '.join(_NAMES[d] for d in lost)} on its own",
                )
    return [
        GuardFinding(
            kind=FindingKind.DATE,
            source_span=where,
            candidate_span=word,
            message=f"protected fact changed: {said}",
        )
        for _, (where, word, said) in sorted(moved.items())
    ]


# What every weekday name holds: a text without any is spared the search, which costs more.
_HINTS = (
    "nday",
    "sday",
    "rday",
    "iday",
    "Mon",
    "Tue",
    "Wed",
    "Thu",
    "Fri",
    "Sat",
    "Sun",
    "oniedzia",
    "wtor",
    "Wtor",
    "środ",
    "Środ",
    "zwart",
    "iąt",
    "obot",
    "iedziel",
    "pon.",
    "wt.",
    "śr.",
    "czw.",
    "pt.",
    "sob.",
)


@lru_cache(maxsize=256)
def weekday_ranges(text: str) -> frozenset[tuple[int, int]]:
    """The (first, last) weekday of each range the text names; cached, as a source is read for
    every candidate."""
    if not any(hint in text for hint in _HINTS):
        return frozenset()
    found: set[tuple[int, int]] = set()
    for match in _matches(_RANGE, text):
        ends = [name for name, value in match.groupdict().items() if value is not None]
        first, last = (int(name[1 : name.index("_")]) for name in sorted(ends, key=lambda n: n[-1]))
        found.add((first, last))
    return frozenset(found)


def compare_weekday_ranges(source: str, candidate: str) -> list[GuardFinding]:
    """A finding for each weekday range of the candidate the source does not name, where the
    source names one."""
    before = weekday_ranges(source)
    if not before:
        return []
    moved = weekday_ranges(candidate) - before
    return [
        GuardFinding(
            kind=FindingKind.DATE,
            source_span=None,
            candidate_span=None,
            message=(
                f"protected fact changed: the weekdays {_shown(first, last)} are not a range of "
                f"the source ({', '.join(_shown(*r) for r in sorted(before))})"
            ),
        )
        for first, last in sorted(moved)
    ]


_NAMES = ("", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _shown(first: int, last: int) -> str:
    return f"{_NAMES[first]} to {_NAMES[last]}"


def clear_weekday_caches() -> None:
    """Forget every text read so far (the cost benchmark measures reading afresh)."""
    weekday_ranges.cache_clear()
    covered_days.cache_clear()
    singled_days.cache_clear()

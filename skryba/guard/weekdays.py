"""A range of weekdays moved (docs/guard.md, round 6).

"open Monday to Friday" said as "open Monday to Saturday" keeps every number and changes the
fact. Weekday names are no protected fact of their own: "od poniedziałku do piątku" is as often
"on weekdays" or "w dni robocze". So ranges are compared only where both texts name one: each
range the candidate names must be one the source names, in either language.
"""

from __future__ import annotations

import re
from functools import lru_cache

from models.guard import FindingKind, GuardFinding

# Each weekday's names, English (and its capitalised abbreviation) and Polish, inflected.
_DAYS: tuple[tuple[int, str], ...] = (
    (1, r"[Mm]onday|Mon|[Pp]oniedzia(?:łek|łku|łki|łków|łkami|łkach)|pon\."),
    (2, r"[Tt]uesday|Tue|Tues|[Ww]tor(?:ek|ku|ki|ków|kami|kach)|wt\."),
    (3, r"[Ww]ednesday|Wed|[Śś]rod(?:a|y|ę|zie|ach|ami|om)|śr\."),
    (4, r"[Tt]hursday|Thu|Thur|Thurs|[Cc]zwart(?:ek|ku|ki|ków|kami|kach)|czw\."),
    (5, r"[Ff]riday|Fri|[Pp]iąt(?:ek|ku|ki|ków|kami|kach)|pt\."),
    (6, r"[Ss]aturday|Sat|[Ss]obot(?:a|y|ę|ą|ach|ami|om)|sob\."),
    (7, r"[Ss]unday|Sun|[Nn]iedziel(?:a|i|ę|ą|ach|ami|om)|niedz\."),
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
    for match in _RANGE.finditer(text):
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

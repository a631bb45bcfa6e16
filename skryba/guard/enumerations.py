"""A count the text says again by listing what it counts (round 12): "on two evenings, 12 June
and 10 July", "dwie lecznice: „Pazur” … i „Vet-Med” …", "over two summers (2022 and 2023)",
"four days a week, Monday to Thursday". A rewrite that keeps the list may drop the count ("Dates:
12 June and 10 July"), so such a count is never required; a count that disagrees with its list
is read as before.
"""

from __future__ import annotations

import re

from models.guard import FindingKind
from skryba.guard.facts import Fact, fact
from skryba.guard.sentences import sentence_spans
from skryba.guard.weekdays import weekday_ranges

# After the count: its noun (up to three words: "days a week"), then what opens a list.
# (what follows the mark is the first item's, which may be a masked number: "(     and     )")
_OPENING = re.compile(r"(?:[^\W\d_]+[ \t]+){0,2}[^\W\d_]+[ \t]*(?:[,:(\u2013\u2014]|-(?=\s))")
# What separates the items, and the conjunction before the last.
# (one space each side, so an item a masked number left blank stays an item)
_SEPARATOR = re.compile(r",[ \t]?|[ \t](?P<last>and|or|i|oraz|lub|albo)[ \t]")
_ITEM_WORDS = 8
_LARGEST = 12


def counted_by_list(text: str, end: int, value: int) -> bool:
    """Whether the count ``value`` ending at ``end`` is followed in its sentence by a list of as
    many items (or a range of as many weekdays)."""
    if not 2 <= value <= _LARGEST:
        return False
    opening = _OPENING.match(text, end + 1 if text[end : end + 1].isspace() else end)
    if opening is None:
        return False
    stop = next((b for a, b in sentence_spans(text, whole=True) if a <= end < b), len(text))
    rest = re.split(r"[;)\n]", text[opening.end() : stop], maxsplit=1)[0]
    ranges = weekday_ranges(rest[:40])
    if ranges:
        first, last = next(iter(ranges))
        return (last - first) % 7 + 1 == value
    at = 0
    for items, separator in enumerate(_SEPARATOR.finditer(rest), start=1):
        item = rest[at : separator.start()]
        # an item is there, if only as a masked number's blanks: "teams, and may swap" lists
        # nothing
        if not item or len(item.split()) > _ITEM_WORDS:
            return False
        at = separator.end()
        if separator.group("last"):
            # the item after the conjunction is the last
            tail = _SEPARATOR.search(rest, at)
            final = rest[at : tail.start() if tail else len(rest)]
            # (an item may be a number the text has masked: "(2022 and 2023)")
            return bool(final) and len(final.split()) <= _ITEM_WORDS and items + 1 == value
    return False


# The steps a text counts ("w trzech krokach", "in four stages"): a numbered list of as many
# items says the count again (round 26).
STEPS_AFTER = re.compile(r"\s+(?:[^\W\d_]+\s+)?(?:krok\w*|etap\w*|steps?|stages?)\b", re.IGNORECASE)
_NUMBERED_ITEM = re.compile(r"^[ \t]*(\d{1,2})[.)][ \t]+\S", re.MULTILINE)


def steps_key(count: int) -> str:
    """The key a count of steps and a numbered list of as many items share."""
    return f"steps:{count}"


def listed_steps(text: str) -> list[Fact]:
    """Each numbered list's length, as a weak fact (a counterpart of "three steps", never
    required): a run of items numbered 1, 2, … in order."""
    lengths: list[int] = []
    run = 0
    for item in _NUMBERED_ITEM.finditer(text):
        number = int(item.group(1))
        if number == run + 1:
            run = number
            continue
        lengths.append(run)
        run = 1 if number == 1 else 0
    lengths.append(run)
    return [
        fact(FindingKind.NUMBER, "numbered list", [steps_key(n)], weak=True)
        for n in lengths
        if n >= 2
    ]

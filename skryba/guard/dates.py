"""Dates and times in Polish and English forms: month names and their inflections, numeric dates,
``r.``/``roku``, ``godz.``, 12- and 24-hour clocks.

A date's key is ``date:YEAR-MONTH-DAY`` with ``?`` for a part the text does not give; a full
date also covers its looser readings, so a candidate that keeps "14 March" of "14 marca 2024"
is not inventing a date (the source's year is still missing, and that is reported).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import replace

from models.guard import FindingKind, GuardFinding
from skryba.guard.facts import (
    Fact,
    added_fact,
    fact,
    folded,
    lower_matched,
    scan,
    scan_at,
    scan_hinted,
)

_POLISH_MONTHS = {
    1: ("stycze\u0144", "stycznia", "styczniu", "styczniem"),
    2: ("luty", "lutego", "lutym"),
    3: ("marzec", "marca", "marcu", "marcem"),
    4: ("kwiecie\u0144", "kwietnia", "kwietniu", "kwietniem"),
    5: ("maj", "maja", "maju", "majem"),
    6: ("czerwiec", "czerwca", "czerwcu", "czerwcem"),
    7: ("lipiec", "lipca", "lipcu", "lipcem"),
    8: ("sierpie\u0144", "sierpnia", "sierpniu", "sierpniem"),
    9: ("wrzesie\u0144", "wrze\u015bnia", "wrze\u015bniu", "wrze\u015bniem"),
    10: ("pa\u017adziernik", "pa\u017adziernika", "pa\u017adzierniku", "pa\u017adziernikiem"),
    11: ("listopad", "listopada", "listopadzie", "listopadem"),
    12: ("grudzie\u0144", "grudnia", "grudniu", "grudniem"),
}
_ENGLISH_MONTHS = [
    *("January", "February", "March", "April", "May", "June", "July", "August"),
    *("September", "October", "November", "December"),
]
_ENGLISH_SHORT = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Sep", "Oct"]
_ENGLISH_SHORT += ["Nov", "Dec"]

_MONTH_NUMBER: dict[str, int] = {}
for _number, _forms in _POLISH_MONTHS.items():
    for _form in _forms:
        _MONTH_NUMBER[_form] = _number
for _index, _name in enumerate(_ENGLISH_MONTHS, start=1):
    _MONTH_NUMBER[_name.lower()] = _index
for _name in _ENGLISH_SHORT:
    _MONTH_NUMBER[_name.lower()] = (
        _ENGLISH_MONTHS.index(next(m for m in _ENGLISH_MONTHS if m.startswith(_name[:3]))) + 1
    )

# Polish month names are lower-case mid-sentence; English ones always capitalised (so "may" the
# verb and "march" the verb are not months).
_POLISH = "|".join(sorted((f for fs in _POLISH_MONTHS.values() for f in fs), key=len, reverse=True))
_ENGLISH = "|".join(sorted(_ENGLISH_MONTHS + _ENGLISH_SHORT, key=len, reverse=True))
_MONTH = r"(?P<month>(?i:" + _POLISH + r")|(?:" + _ENGLISH + r")\.?)"
_DAY = r"(?P<day>[0-3]?\d)(?:st|nd|rd|th|-go|\.)?"
_YEAR = r"(?P<year>1[5-9]\d{2}|20\d{2})(?:\s*r\.|\s+roku|\s+r\b)?"

# A day, its month and maybe its year: what a date, a list of days and a range end with.
_DAY_OF_MONTH = _DAY + r"\s+(?:of\s+)?" + _MONTH + r"(?![\w])(?:,?\s+" + _YEAR + r")?"
_DAY_MONTH = re.compile(r"(?<![\w.])(?:the\s+)?" + _DAY_OF_MONTH)
# Month before day is English only: "w lutym 2,6 proc." is February and a number, not 2 February.
_ENGLISH_MONTH = r"(?P<month>(?:" + _ENGLISH + r")\.?)"
# A day is not followed by a decimal part or a clock's minutes.
_DAY_END = r"(?![\w:]|[.,]\d)"
_MONTH_DAY = re.compile(
    r"(?<![\w])" + _ENGLISH_MONTH + r"\s+" + _DAY + _DAY_END + r"(?:,?\s+" + _YEAR + r")?"
)
# Ranges of days in one month: "1-15 lipca", "od 1 do 15 lipca", "from 1 to 15 July",
# "July 1-15, 2025". Both ends are dates, so every form of the range reads the same.
# ("w nocy z 9 na 10 lipca", "z wtorku 9 na środę 10 lipca": the night between the two days)
# ("konsultacje 12 i 19 marca" are "12 lub 19 marca" to a reader who comes to one: both days)
_RANGE_WORD = r"do|to|and|i|a|oraz|lub|albo|or|until|till|through|na"
# "Od piątku 5 do niedzieli 7 lipca", "from Friday 5 to Sunday 7 July"
_WEEKDAY = (
    r"(?:(?i:poniedziałk\w*|wtor\w*|środ\w*|czwart\w*|piąt\w*|sobot\w*|niedziel\w*)"
    r"|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday),?\s+"
)
_DAY_RANGE = re.compile(
    # a first character any form can start with, before the alternatives are tried
    r"(?<![\w.])(?=[\dofbmptwścsnzOFBMPTWŚCSNZ])(?:(?P<lead>(?i:od|from|between|między|pomiędzy|z))\s+)?(?:the\s+)?(?:"
    + _WEEKDAY
    + r")?(?P<first>[0-3]?\d)(?:st|nd|rd|th|\.)?"
    # ("9/10 lipca": the night between them)
    r"\s*(?P<sep>[-\u2013]|(?<=\d)/(?=\d)|"
    + _RANGE_WORD
    # ("w piątek 4 albo w sobotę 5 października": the second day's weekday has its own "w")
    + r")\s*(?:the\s+|(?:w|we|on)\s+(?="
    + _WEEKDAY
    + r"))?(?:"
    + _WEEKDAY
    + r")?"
    + _DAY_OF_MONTH
)
# A list of three days or more in one month: "5, 6 i 7 grudnia", "on 3, 10 and 17 May"
_DAY_LIST = re.compile(
    r"(?<![\w.,])(?P<list>[0-3]?\d(?:\s*,\s*[0-3]?\d)+)\s*,?\s*(?:i|and|oraz|lub|albo|or)\s+"
    + _DAY_OF_MONTH
)
_MONTH_RANGE = re.compile(
    r"(?<![\w])(?:(?P<lead>(?i:from|between))\s+)?" + _ENGLISH_MONTH + r"\s+(?P<first>[0-3]?\d)"
    r"(?:st|nd|rd|th)?\s*(?P<sep>[-\u2013]|"
    + _RANGE_WORD
    + r")\s*(?:the\s+)?"
    + _DAY
    + _DAY_END
    + r"(?:,?\s+"
    + _YEAR
    + r")?"
)
# "May" alone is a month only after a preposition ("in May"), and "maj"/"maja" only in lower
# case (Maja is a name); the other names are months wherever they stand.
_MONTH_ONLY = re.compile(
    r"(?<![\w])(?P<month>(?i:"
    + "|".join(f for n, fs in _POLISH_MONTHS.items() if n != 5 for f in fs)
    + r")|maj|maja|maju|Maju|(?:"
    + "|".join(m for m in _ENGLISH_MONTHS if m != "May")
    + r"))(?![\w])(?:\s+"
    + _YEAR
    + r")?"
)
# The words a _MONTH_ONLY match is: its Polish names in any case ("folded" as its case-blind
# part reads them), the May ones in lower case, the English ones capitalised.
_MONTH_ONLY_POLISH = frozenset(f for n, fs in _POLISH_MONTHS.items() if n != 5 for f in fs)
_MONTH_ONLY_EXACT = frozenset(("maj", "maja", "maju", "Maju", *_ENGLISH_MONTHS)) - {"May"}
_MONTH_ONLY_LOWER = _MONTH_ONLY_POLISH | {word.lower() for word in _MONTH_ONLY_EXACT}
_ANY_MONTH = r"(?i:" + _POLISH + r")|(?:" + _ENGLISH + r")\.?"
_MONTH_SPAN = re.compile(
    r"(?<![\w.])(?:(?i:od|from|between|między)\s+)?(?:the\s+)?0?1(?:st|\.)?\s+(?:of\s+)?(?P<m1>"
    + _ANY_MONTH
    + r")\s*(?:[-\u2013]|(?i:do|to|until|till|through|and|a))\s*(?:the\s+)?(?P<d2>(?:28|29|30|31))"
    r"(?:st|th|\.)?\s+(?:of\s+)?(?P<m2>" + _ANY_MONTH + r")(?![\w])(?:,?\s+" + _YEAR + r")?"
)
# Whole months from one to another with the year once: "between May and July 2023", "from May to
# July 2023", "od maja do lipca 2023 r." (each month of the span, in that year).
_MONTHS_SPAN = re.compile(
    r"(?<![\w.])(?i:from|between|od|między)\s+(?P<m1>" + _ANY_MONTH + r")\s+"
    r"(?:(?i:to|and|until|till|through|do|a)|[-\u2013])\s+(?P<m2>" + _ANY_MONTH + r")(?![\w])"
    r"(?:,?\s+" + _YEAR + r")?"
)
# With a dash no lead is needed: "styczeń-kwiecień 2023", "the March-to-August period", nor with
# an English "to": "9am to 5pm, April to October" (tried only where a month's name starts, as
# _MONTH_ONLY is).
_MONTHS_DASH = re.compile(
    r"(?P<m1>" + _ANY_MONTH + r")(?:\s*(?:[-\u2013]|-to-)\s*|\s+(?:to|through|till|until)\s+)"
    r"(?P<m2>" + _ANY_MONTH + r")(?![\w])"
    r"(?:,?\s+" + _YEAR + r")?"
)
# Two months and the year they share: "lipiec i sierpień 2025" is "lipiec-sierpień 2025",
# "July and August 2025" (the year is each month's, not only the second's).
_MONTHS_PAIR = re.compile(
    r"(?P<m1>" + _ANY_MONTH + r")\s+(?i:and|or|i|oraz|lub|albo)\s+(?P<m2>" + _ANY_MONTH + r")"
    r",?\s+" + _YEAR
)
_PAIR_WORDS = (" and ", " or ", " i ", " oraz ", " lub ", " albo ")
_SPAN_LEADS = ("from ", "between ", "od ", "między ")
_MONTHS_TO_WORDS = (" to ", " through ", " till ", " until ")
_MAY_ONLY = re.compile(
    # (no modal follows "the", "for" or "to" capitalised: "the May water level", "planned for
    # May")
    r"\b(?:in|In|since|Since|until|Until|by|from|From|during|of|early|late|mid|last|next|this"
    r"|the|The|for|For|to|before|Before|after|After|through|till)"
    # ("mid-May", "early-May": a part of the month joined to it)
    r"(?:\s+|(?<=mid|rly|ate)-)(?P<month>May)(?![\w])(?:\s+" + _YEAR + r")?"
)
# Opened by a digit, the character before it checked after it: as "(?<![\w.])" before the date,
# but the regex engine skips from digit to digit (see numbers._CORE_TAIL).
_ISO = re.compile(r"(?P<year>\d(?<![\w.]\d)\d{3})-(?P<month>\d{2})-(?P<day>\d{2})(?![\w])")
_NUMERIC = re.compile(
    r"(?P<first>\d(?<![\w.]\d)\d?)(?P<sep>[./])(?P<second>\d{1,2})(?P=sep)(?P<year>\d{4})"
    r"(?:\s*r\.)?(?![\w])"
)
# A day range in numbers with its year once: "(1.07-31.12.2024)" is "od 1 lipca do 31 grudnia
# 2024 r.".
_NUMERIC_RANGE = re.compile(
    r"(?<![\w.])(?P<d1>[0-3]?\d)\.(?P<m1>[01]?\d)\.?\s*(?:-|\u2013)\s*"
    r"(?P<d2>[0-3]?\d)\.(?P<m2>[01]?\d)(?:\.(?P<year>\d{4})(?:\s*r\.)?)?(?![\w]|[.,]\d)"
)
# A day range within one month in numbers: "14-16.01.2026", "2-27.06.2025 r.", "22-24.08".
_NUMERIC_DAYS = re.compile(
    r"(?<![\w.])(?P<d1>[0-3]?\d)\s*(?:-|\u2013)\s*(?P<d2>[0-3]?\d)\.(?P<month>0[1-9]|1[0-2])"
    r"(?:\.(?P<year>\d{4})(?:\s*r\.)?)?(?![\w]|[.,]\d)"
)
# A day and month in numbers with no year, the month in two digits: "do 1.04", "21.03." (not a
# price or a measure: "1.04 zł", "2.05 m").
# (nor an end of a range of decimals, "95% CI 1.09-1.28", whose other end is no day and month)
_DAY_MONTH_NUMBERS = re.compile(
    r"(?<![\w.,$£€])(?<!\d[\u2013-])(?<!\d\s[\u2013-]\s)(?P<day>[0-3]?\d)\.(?P<month>0[1-9]|1[0-2])"
    r"(?![\w]|[.,]\d)(?!\s?[\u2013-]\s?\d+\.(?:[2-9]\d|1[3-9]|00)\b)"
    r"(?!\s*(?:zł|pln|eur|usd|gbp|€|\$|£|%|kg|km|cm|mm|m\b|l\b|ml|mln|tys|mld|h\b))",
    re.IGNORECASE,
)
_TIME_24 = re.compile(
    r"(?<![\w.:])(?:(?P<lead>godz\.|godzinie|godzina|godz|o|at)\s+)?(?P<hour>[0-2]?\d)"
    r"(?P<sep>[:.])(?P<minute>[0-5]\d)(?!\d)(?:\s*(?P<half>[ap])\.?m\.?(?![\w]))?"
    # a measure is no time: "marked at 2.37 m", "o 1.25 kg"
    r"(?![\w])(?!\s?(?:m|cm|mm|km|kg|mg|g|l|ml|ha|m²|m³|%|°)(?![\w]))",
    re.IGNORECASE,
)
_TIME_HOUR = re.compile(
    # "2 godz. 15 min" is a duration, not a clock at 15:00
    r"(?<![\w.:])(?<![\d][ \u00a0])"
    # (a decimal after it is a price or a measure: "pierwsza godzina 4,50 zł")
    r"(?:(?P<lead>godz\.|godzinie|godzina|godz)\s+(?P<hour>[0-2]?\d)(?![\w:]|[.:,]\d)"
    r"|(?P<hour12>1[0-2]|0?\d)\s*(?P<half>[ap])\.?m\.?(?![\w]))",
    re.IGNORECASE,
)


# Where the matches of each pattern can start (see facts.scan_hinted): a character each opens
# with, checked as the pattern checks the character before it, then for the words it needs next.
_MONTH_AHEAD = r"(?:(?i:" + _POLISH + r")|" + _ENGLISH + r")"
_ENGLISH_AHEAD = (
    r"(?:(?<=J)(?:an|un|ul)|(?<=F)eb|(?<=M)a[ry]|(?<=A)(?:pr|ug)|(?<=S)ep|(?<=O)ct|(?<=N)ov"
    r"|(?<=D)ec)"
)
_HINTS: dict[re.Pattern[str], re.Pattern[str]] = {
    _TIME_24: re.compile(
        r"[gGoOaA\d](?<![\w.:].)(?=(?<=\d)\d?[:.][0-5]\d"
        r"|(?i:(?<=[gG])odz\w*\.?|(?<=[oO])|(?<=[aA])t)\s+[0-2]?\d[:.][0-5]\d)"
    ),
    _TIME_HOUR: re.compile(
        r"[gG\d](?<![\w.:].)(?=(?<=[gG])(?i:odz)|(?<=\d)\d?\s*(?i:[ap])\.?(?i:m))"
    ),
    _MONTH_SPAN: re.compile(
        r"[oOfFbBt01](?<![\w.].)(?=(?i:(?<=[oO])d|(?<=[fF])rom|(?<=[bB])etween)\s"
        r"|(?<=t)he\s|(?<=0)1|(?<=1)(?:st|\.)?\s)"
    ),
    _DAY_RANGE: re.compile(
        r"[\dofbmptwścsnzOFBMPTWŚCSNZ](?<![\w.].)(?="
        r"(?i:(?<=[oO])d|(?<=[fF])rom|(?<=[bB])etween|(?<=[mM])iędzy|(?<=[pP])omiędzy|(?<=[zZ]))\s"
        r"|(?<=t)he\s"
        r"|(?i:(?<=[pP])oniedziałk|(?<=[wW])tor|(?<=[śŚ])rod|(?<=[cC])zwart|(?<=[pP])iąt"
        r"|(?<=[sS])obot|(?<=[nN])iedziel)"
        r"|(?<=M)onday|(?<=T)uesday|(?<=W)ednesday|(?<=T)hursday|(?<=F)riday|(?<=S)aturday"
        r"|(?<=S)unday"
        r"|(?<=\d)\d?(?:st|nd|rd|th|\.)?\s*(?:[-\u2013/]|" + _RANGE_WORD + r"))"
    ),
    _DAY_MONTH: re.compile(
        r"[t\d](?<![\w.].)(?=(?<=t)he\s"
        r"|(?<=\d)\d?(?:st|nd|rd|th|-go|\.)?\s+(?:of\s+)?" + _MONTH_AHEAD + r")"
    ),
    _MONTH_DAY: re.compile(r"[JFMASOND](?<![\w].)(?=" + _ENGLISH_AHEAD + r"\w*\.?\s+\d)"),
    _MONTH_RANGE: re.compile(
        r"[JFMASONDfFbB](?<![\w].)(?=" + _ENGLISH_AHEAD + r"\w*\.?\s+\d"
        r"|(?i:(?<=[fF])rom|(?<=[bB])etween)\s)"
    ),
}

_MONTH_WORDS = frozenset(_MONTH_NUMBER)
# The English names as the month-first patterns match them: capitalised.
_ENGLISH_FORMS = frozenset(_ENGLISH_MONTHS + _ENGLISH_SHORT)
# What the time and span patterns need: an "am"/"pm" after a digit, a word for noon or
# midnight, a month's last day.
_AM_PM = re.compile(r"\d\s*[ap]\.?m", re.IGNORECASE)
_CLOCK = re.compile(r"\d[:.][0-5]\d")
_NOON_WORDS = ("noon", "midday", "południ", "midnight", "półno")
_LAST_DAYS = ("28", "29", "30", "31")
# The last day of each month (February in a leap year or not).
_MONTH_ENDS = {
    month: (ends if month != 2 else (28, 29))
    for month, ends in ((m, (31,) if m in (1, 3, 5, 7, 8, 10, 12) else (30,)) for m in range(1, 13))
}
_WORDS = re.compile(r"[^\W\d_]+")


def _date_fact(span: str, keys: list[tuple[str, int, int | None]]) -> Fact:
    own: list[str] = []
    covers: list[str] = []
    for year, month, day in keys:
        d = "?" if day is None else f"{day:02d}"
        own.append(f"date:{year}-{month:02d}-{d}")
        covers.extend(
            [f"date:?-{month:02d}-{d}", f"date:{year}-{month:02d}-?", f"date:?-{month:02d}-?"]
        )
        if year != "?":
            # "Maturę 2024 ... 9 lipca" keeps "9 lipca 2024 r." in two places
            covers.append(f"num:{year}")
    return fact(FindingKind.DATE, span, own, covers)


def _month_number(name: str) -> int:
    """A matched month name's number."""
    return _MONTH_NUMBER[lower_matched(name.rstrip("."))]


def _named(match: re.Match[str]) -> list[Fact]:
    month = _month_number(match.group("month"))
    day_text = match.groupdict().get("day")
    day = int(day_text) if day_text else None
    if day is not None and not 1 <= day <= 31:
        return []
    year = match.group("year") or "?"
    return [_date_fact(match.group(0), [(year, month, day)])]


def _set_off(text: str, start: int) -> bool:
    """Whether the text before ``start`` ends in a comma, colon, bracket, dash or line break, or
    in an "or" that offers it as another choice ("21 November to 7 December, or 8 to 23
    December")."""
    before = text[max(0, start - 40) : start].rstrip(" \t")
    return (
        start == 0
        or not before
        or before[-1] in ",(:;\n\u2013\u2014"
        or before.endswith((" or", " lub", " albo"))
    )


_NIGHT_BEFORE = re.compile(r"\b(?:night\s+of|overnight|nights?\s+from)\s+(?:the\s+)?\Z", re.I)


def _range(match: re.Match[str]) -> list[Fact]:
    # "grew by 3 to 15 July" is a number and a date: a word between the days makes a range only
    # after "od"/"from"/"between", while "25 i 26 grudnia", "9 and 10 April" list two days.
    # A range set off by a comma, a colon or a bracket ("the open week, 24 to 28 March") has no
    # verb before it to take the first day as an amount.
    # A weekday before the first day makes it a day too: "the night of Tuesday 9 to Wednesday 10
    # July", "z wtorku 9 na środę 10 lipca".
    named = any(ch.isalpha() for ch in match.string[match.start() : match.start("first")])
    if (
        match.group("sep") not in ("-", "\u2013", "/", "i", "and", "oraz", "lub", "albo", "or")
        and match.group("lead") is None
        and not named
        and not _set_off(match.string, match.start())
        # "on the night of 3 to 4 March" is "w nocy z 3 na 4 marca"
        and _NIGHT_BEFORE.search(match.string, max(0, match.start() - 24), match.start()) is None
    ):
        return []
    month = _month_number(match.group("month"))
    days = int(match.group("first")), int(match.group("day"))
    if not all(1 <= day <= 31 for day in days) or days[0] >= days[1]:
        return []
    return _days_of(match.group(0), match.group("year") or "?", month, days)


def _day_list(match: re.Match[str]) -> list[Fact]:
    """Each day of a list; days in a row ("5, 6 i 7 grudnia") are also the range of their ends
    ("5-7 grudnia"), whose days between are a counterpart only."""
    days = [int(d) for d in match.group("list").split(",")] + [int(match.group("day"))]
    if not all(1 <= day <= 31 for day in days):
        return []
    month, year = _month_number(match.group("month")), match.group("year") or "?"
    span = match.group(0)
    if days != list(range(days[0], days[-1] + 1)):
        return [_date_fact(span, [(year, month, day)]) for day in days]
    ends = _days_of(span, year, month, (days[0], days[-1]))
    return ends + [replace(_date_fact(span, [(year, month, day)]), weak=True) for day in days[1:-1]]


def _days_of(span: str, year: str, month: int, days: tuple[int, int]) -> list[Fact]:
    """Both days of a range within one month; "1-31 March" is "throughout March"/"przez cały
    marzec": a range over the whole month reads as the month too."""
    facts = [_date_fact(span, [(year, month, day)]) for day in days]
    if days[0] == 1 and days[1] in _MONTH_ENDS[month]:
        whole = _date_fact(span, [(year, month, None)])
        facts = [
            replace(f, keys=f.keys | whole.keys, covers=f.covers | whole.covers) for f in facts
        ]
    return facts


def _whole_months(span: str, year: str, first: int, last: int, last_day: int) -> list[Fact]:
    """The facts of a span from the 1st of one month to the last day of a later one: each end,
    and each month between, reads as its month ("throughout July and August"). The months
    between are a counterpart only: a source that says the ends apart ("starts on 1 April and
    runs until 30 November") names no month between either."""
    return [
        _date_fact(span, [(year, first, 1), (year, first, None)]),
        *(replace(_date_fact(span, [(year, m, None)]), weak=True) for m in range(first + 1, last)),
        _date_fact(span, [(year, last, last_day), (year, last, None)]),
    ]


def _month_span(match: re.Match[str]) -> list[Fact]:
    """ "od 1 lipca do 31 sierpnia", "from 1 July to 31 August": whole months, so each end also
    reads as its month ("throughout July and August")."""
    first = _month_number(match.group("m1"))
    last = _month_number(match.group("m2"))
    if first == last or int(match.group("d2")) not in _MONTH_ENDS[last]:
        return []
    return _whole_months(
        match.group(0), match.group("year") or "?", first, last, int(match.group("d2"))
    )


def _iso(match: re.Match[str]) -> list[Fact]:
    month, day = int(match.group("month")), int(match.group("day"))
    if not (1 <= month <= 12 and 1 <= day <= 31):
        return []
    return [_date_fact(match.group(0), [(match.group("year"), month, day)])]


def _numeric(match: re.Match[str]) -> list[Fact]:
    first, second, year = int(match.group("first")), int(match.group("second")), match.group("year")
    readings: list[tuple[str, int, int | None]] = []
    if 1 <= second <= 12 and 1 <= first <= 31:
        readings.append((year, second, first))  # 14.03.2024, 14/03/2024
    if match.group("sep") == "/" and 1 <= first <= 12 and 1 <= second <= 31:
        readings.append((year, first, second))  # 03/14/2024 (US)
    return [_date_fact(match.group(0), readings)] if readings else []


def _months_span(match: re.Match[str]) -> list[Fact]:
    """Each month of a span of whole months, in its year where the span gives one."""
    first, last = _month_number(match.group("m1")), _month_number(match.group("m2"))
    if not first < last:
        return []
    year = match.group("year") or "?"
    return [_date_fact(match.group(0), [(year, m, None)]) for m in range(first, last + 1)]


def _months_pair(match: re.Match[str]) -> list[Fact]:
    """Each of two months in the year they share."""
    first, last = _month_number(match.group("m1")), _month_number(match.group("m2"))
    if first == last:
        return []
    return [_date_fact(match.group(0), [(match.group("year"), m, None)]) for m in (first, last)]


def _numeric_range(match: re.Match[str]) -> list[Fact]:
    """Both ends of a day range in numbers; a span of whole months reads as its months too, as
    :func:`_month_span` reads one in words."""
    days = int(match.group("d1")), int(match.group("d2"))
    first, last = int(match.group("m1")), int(match.group("m2"))
    if not (1 <= first <= 12 and 1 <= last <= 12 and 1 <= days[0] <= 31 and 1 <= days[1] <= 31):
        return []
    span, year = match.group(0), match.group("year") or "?"
    if days[0] == 1 and first < last and days[1] in _MONTH_ENDS[last]:
        return _whole_months(span, year, first, last, days[1])
    ends = [_date_fact(span, [(year, first, days[0])]), _date_fact(span, [(year, last, days[1])])]
    if year != "?":
        return ends
    # without a year it may be a range of decimals after all ("95% CI 2.4-9.9" is "2,4-9,9")
    numbers = (
        "num:" + match.group("d1") + "." + match.group("m1"),
        "num:" + match.group("d2") + "." + match.group("m2"),
    )
    return [
        replace(end, keys=end.keys | {number}, covers=end.covers | {number})
        for end, number in zip(ends, numbers, strict=True)
    ]


def _numeric_days(match: re.Match[str]) -> list[Fact]:
    """Both days of a range within one month in numbers ("14-16.01.2026")."""
    first, last = int(match.group("d1")), int(match.group("d2"))
    if not (1 <= first < last <= 31):
        return []
    return _days_of(
        match.group(0), match.group("year") or "?", int(match.group("month")), (first, last)
    )


# A price, not a date: "PLN 5.12", "EUR 3.10".
CURRENCY_BEFORE = re.compile(r"(?:pln|zł|eur|usd|gbp|chf|[$£€])\s?\Z", re.IGNORECASE)


def _day_month_numbers(match: re.Match[str]) -> list[Fact]:
    day, month = int(match.group("day")), int(match.group("month"))
    if not 1 <= day <= 31 or CURRENCY_BEFORE.search(match.string, 0, match.start()):
        return []
    date = _date_fact(match.group(0), [("?", month, day)])
    # it may be a decimal after all ("2.10" is "2,10"): its number reads too
    number = "num:" + match.group("day") + "." + match.group("month")
    return [replace(date, keys=date.keys | {number}, covers=date.covers | {number})]


def _time_key(hour: int, minute: int, half: str | None) -> list[str]:
    written = hour
    if half is not None:
        hour = hour % 12 + (12 if half.lower() == "p" else 0)
        keys = [f"time:{hour:02d}:{minute:02d}"]
    else:
        keys = [f"time:{hour:02d}:{minute:02d}"]
        if hour < 12:  # "at 2:30" may be the afternoon
            keys.append(f"time:{hour + 12:02d}:{minute:02d}")
    if minute == 0:
        # A full hour is also a bare number elsewhere: "od 9 do 17" is "from 9 am to 5 pm".
        keys.extend(f"num:{h}" for h in {written, hour})
    return keys


# A ratio, not a clock time: "adult-to-pupil ratio: 1:10 (1:5 for Reception)", "w proporcji 1:4"
_RATIO_BEFORE = re.compile(
    r"\b(?:ratio|proporcj|stosun|przeliczni|skal|scale)\w*[^.!?\n]{0,30}\Z", re.IGNORECASE
)


# A score, not a clock time: "prowadzili w czwartym secie 23:20" is "led 23-20", and a set's
# scores listed in brackets, one of them no time ("3:1 (25:21, 22:25)"), are all scores.
_SCORE_BEFORE = re.compile(
    r"\b(?:scor\w*|wynik\w*|led|lead\w*|prowadzi\w*|won|wygra\w*|beat|pokona\w*|przegra\w*"
    r"|remis\w*|drew)\b[^.!?\n]{0,30}\Z",
    re.IGNORECASE,
)
_SCORE_LIST = re.compile(r"\(\s*\d{1,3}:\d{1,3}(?:\s*,\s*\d{1,3}:\d{1,3})+\s*\)")
_NO_CLOCK = re.compile(r"(?<!\d)(?:2[5-9]|[3-9]\d|\d{3}):\d")


def _score(text: str, start: int) -> bool:
    """Whether the "N:N" at ``start`` is a score (see _SCORE_BEFORE)."""
    if _SCORE_BEFORE.search(text, max(0, start - 45), start):
        return True
    bracket = text.rfind("(", max(0, start - 60), start)
    if bracket < 0 or ")" in text[bracket:start]:
        return False
    listed = _SCORE_LIST.match(text, bracket)
    return listed is not None and _NO_CLOCK.search(listed.group(0)) is not None


def _time_24(match: re.Match[str]) -> list[Fact]:
    hour, minute = int(match.group("hour")), int(match.group("minute"))
    if (
        match.group("sep") == ":"
        and not match.group("lead")
        and not match.group("half")
        and (
            _RATIO_BEFORE.search(match.string, max(0, match.start() - 45), match.start())
            or _score(match.string, match.start())
        )
    ):
        # both its numbers ("one adult for every 10 pupils"), and the same digits written
        # without the word ("splitting at 1:6 to 1:10")
        keys = [f"num:{hour}", f"num:{minute}", *_time_key(hour, minute, None)]
        return [fact(FindingKind.NUMBER, match.group(0), keys)]
    # "14.30" with no clock word and no am/pm is a decimal number, not a time.
    if match.group("sep") == "." and not match.group("lead") and not match.group("half"):
        return []
    if hour == 24 and minute == 0 and not match.group("half"):
        # "od 6:00 do 24:00": the end of the day, midnight
        return [
            fact(
                FindingKind.TIME,
                match.group(0),
                ["time:24:00", "time:00:00", "num:24", "num:0", "num:12"],
            )
        ]
    if hour > 23:
        return []
    return [fact(FindingKind.TIME, match.group(0), _time_key(hour, minute, match.group("half")))]


# A range of clock times with one "am"/"pm" after both: "7 to 9:30 pm", "9-11 a.m.", and the
# British "7.30-9pm"
_SHARED_HALF = re.compile(
    r"(?<![\w.:])(?P<h1>1[0-2]|0?\d)(?:[:.](?P<m1>[0-5]\d))?\s*(?:-|\u2013|to)\s*"
    r"(?P<h2>1[0-2]|0?\d)(?:[:.](?P<m2>[0-5]\d))?\s*(?P<half>[ap])\.?m\.?(?![\w])",
    re.IGNORECASE,
)


def _shared_half(match: re.Match[str]) -> list[Fact]:
    first, last = int(match.group("h1")), int(match.group("h2"))
    half = match.group("half").lower()
    # "11 to 1 pm" starts before noon: the first end is in the other half of the day
    opening = ("a" if half == "p" else "p") if first > last and first != 12 else half
    return [
        fact(FindingKind.TIME, match.group(0), _time_key(hour, int(minute or 0), side))
        for hour, minute, side in (
            (first, match.group("m1"), opening),
            (last, match.group("m2"), half),
        )
    ]


def _time_hour(match: re.Match[str]) -> list[Fact]:
    if match.group("hour") is not None:
        hour = int(match.group("hour"))
        if hour > 23:
            return []
        return [fact(FindingKind.TIME, match.group(0), _time_key(hour, 0, None))]
    return [
        fact(
            FindingKind.TIME,
            match.group(0),
            _time_key(int(match.group("hour12")), 0, match.group("half")),
        )
    ]


# Noon and midnight said as words: "12 noon" is "midday", "w południe", "12:00"; "by midday" is
# "do południa" ("po południu", the afternoon, is no time).
_NOON = re.compile(
    r"\b(?:(?P<noon>noon|midday|w\s+południe|do\s+południa)"
    r"|(?P<midnight>midnight|(?:o|do|po|przed|od|około)\s+północy"
    # ("między 18:00 a północą", "przed północą", "między północą a 5:00")
    r"|(?:a|przed|pomiędzy|między)\s+północą))\b",
    re.I,
)


def _noon(match: re.Match[str]) -> list[Fact]:
    if match.group("noon") is not None:
        return [fact(FindingKind.TIME, match.group(0), ["time:12:00", "num:12"])]
    return [
        fact(
            FindingKind.TIME,
            match.group(0),
            ["time:00:00", "time:24:00", "num:0", "num:24", "num:12"],
        )
    ]


# Whatever else a day range or a span of whole months has, it has these, opened by a digit (the
# regex engine skips from digit to digit): a day, a dash or a word, and another day; the 1st of a
# month.
_DAY_RANGE_CORE = re.compile(
    r"\d(?:st|nd|rd|th|\.)?\s*(?:[-\u2013/]|"
    + _RANGE_WORD
    + r")\s*(?:the\s+|(?:w|we|on)\s+)?(?:"
    + _WEEKDAY
    + r")?\d"
)
_MONTH_SPAN_CORE = re.compile(r"1(?:st|\.)?\s+(?:of\s+)?" + _MONTH_AHEAD)
_LETTER = re.compile(r"[^\W\d_]")
# The month names lower-cased as the text's words are.
_ENGLISH_LOWER = frozenset(name.lower() for name in _ENGLISH_FORMS)


def _is_word(lower: str, start: int, end: int) -> bool:
    """Whether ``lower[start:end]``, all letters, is a whole word (a _WORDS match)."""
    return (start == 0 or _LETTER.match(lower, start - 1) is None) and (
        _LETTER.match(lower, end) is None
    )


def _word_starts(lower: str, word: str) -> Iterator[int]:
    """Where ``word`` stands in ``lower`` as a whole word."""
    start = lower.find(word)
    while start >= 0:
        if _is_word(lower, start, start + len(word)):
            yield start
        start = lower.find(word, start + 1)


def _has_word(lower: str, words: Iterable[str]) -> bool:
    # Looked for as text first: most names are in no text at all.
    return any(
        word in lower and next(_word_starts(lower, word), None) is not None for word in words
    )


def _word_sets(text: str, lower: str) -> tuple[bool, bool, bool]:
    """Whether the text has a month's name, an English one (capitalised, or maybe so: the
    patterns that need one look for it), and "May" (maybe)."""
    if "\u0130" in text or "\u0131" in text or "\u017f" in text:
        # The folded text's words are not those of the text lowered word by word.
        words = set(_WORDS.findall(text))
        months = not _MONTH_WORDS.isdisjoint(w.lower() for w in words)
        return months, not _ENGLISH_FORMS.isdisjoint(words), "May" in words
    # Without those letters the folded text is the text lowered, word by word.
    return (
        _has_word(lower, _MONTH_WORDS),
        _has_word(lower, _ENGLISH_LOWER),
        "May" in text and _has_word(lower, ("may",)),
    )


# A year's end is its last day: "do końca 2025 r." is "by the end of 2025", "by late 2025",
# "until 31 December 2025" (and a date of its own, not the bare year it names).
_YEAR_END = re.compile(
    r"\b(?:końc(?:a|u|em)|koniec|the\s+end\s+of|end\s+of|late)\s+(?:(?:the\s+)?year\s+|roku\s+)?"
    r"(?P<year>(?:19|20)\d\d)\b(?:\s*(?:r\.|roku))?",
    re.IGNORECASE,
)
_YEAR_END_WORDS = ("końc", "koniec", "end of", "late")


def _year_end(match: re.Match[str]) -> list[Fact]:
    return [_date_fact(match.group(0), [(match.group("year"), 12, 31)])]


# A month said as its adjective: "sierpniowa sesja poprawkowa" is "the August resit period". A
# counterpart of the month only, never required ("grudniowe święta" need no month in English).
_MONTH_ADJECTIVE = re.compile(
    r"(?<![\w])(?i:(?P<stem>styczni|lut|marc|kwietni|maj|czerwc|lipc|sierpni|wrześni"
    r"|październik|listopad|grudni)ow(?:y|a|e|ego|ej|emu|ym|ą|ych|ymi))(?![\w])"
)
_MONTH_ADJECTIVE_STEMS = {
    "styczni": 1, "lut": 2, "marc": 3, "kwietni": 4, "maj": 5, "czerwc": 6, "lipc": 7,
    "sierpni": 8, "wrześni": 9, "październik": 10, "listopad": 11, "grudni": 12,
}  # fmt: skip
# What every month adjective has ("lipcowy" has "lipcow"): "ow" alone is in most texts.
_MONTH_ADJECTIVE_WORDS = tuple(f"{stem}ow" for stem in _MONTH_ADJECTIVE_STEMS)


def _month_adjective(match: re.Match[str]) -> list[Fact]:
    month = _MONTH_ADJECTIVE_STEMS[match.group("stem").lower()]
    return [replace(_date_fact(match.group(0), [("?", month, None)]), weak=True)]


def extract_dates(text: str) -> tuple[list[Fact], str]:
    """Dates and times; the text masked."""
    found: list[Fact] = []
    # Each search runs only in a text with a word or sign every match of it has (a month's name,
    # "godz" or "am", "-" in an ISO date): a look for each spares most texts most searches.
    lower = folded(text)
    months, english, may = _word_sets(text, lower)
    am_pm = _AM_PM.search(text) is not None
    for present, pattern, build in (
        ("-" in text, _ISO, _iso),
        (any(word in lower for word in _YEAR_END_WORDS), _YEAR_END, _year_end),
        ("-" in text or "\u2013" in text, _NUMERIC_RANGE, _numeric_range),
        ("-" in text or "\u2013" in text, _NUMERIC_DAYS, _numeric_days),
        (True, _NUMERIC, _numeric),
        (am_pm, _SHARED_HALF, _shared_half),
        (_CLOCK.search(text) is not None, _TIME_24, _time_24),
        ("godz" in lower or am_pm, _TIME_HOUR, _time_hour),
        (any(word in lower for word in _NOON_WORDS), _NOON, _noon),
        (
            months
            and any(day in text for day in _LAST_DAYS)
            and _MONTH_SPAN_CORE.search(text) is not None,
            _MONTH_SPAN,
            _month_span,
        ),
        (months and ", " in text, _DAY_LIST, _day_list),
        (months and _DAY_RANGE_CORE.search(text) is not None, _DAY_RANGE, _range),
        (months and any(lead in lower for lead in _SPAN_LEADS), _MONTHS_SPAN, _months_span),
        (
            months
            and ("-" in text or "\u2013" in text or any(w in lower for w in _MONTHS_TO_WORDS)),
            _MONTHS_DASH,
            _months_span,
        ),
        (months and any(w in lower for w in _PAIR_WORDS), _MONTHS_PAIR, _months_pair),
        (english, _MONTH_RANGE, _range),
        (months, _DAY_MONTH, _named),
        (english, _MONTH_DAY, _named),
        (months, _MONTH_ONLY, _named),
        (may, _MAY_ONLY, _named),
        (
            "ow" in lower and any(word in lower for word in _MONTH_ADJECTIVE_WORDS),
            _MONTH_ADJECTIVE,
            _month_adjective,
        ),
        # last: a time with its clock word ("o 8.05") is read first
        ("." in text, _DAY_MONTH_NUMBERS, _day_month_numbers),
    ):
        if not present:
            continue
        if pattern is _MONTH_ONLY:
            # A lone month's name is a whole word: tried at each such word only.
            more, text = scan_at(text, pattern, build, _month_words(text))
        elif pattern is _MONTHS_DASH or pattern is _MONTHS_PAIR:
            # a span or a pair may open with "May", which the other month makes no modal
            # (tried at each month's word only: searched from every letter, a pattern that
            # opens with every month's name cost a check about a sixth more)
            more, text = scan_at(text, pattern, build, _month_words(text, may=may))
        elif pattern in _HINTS:
            more, text = scan_hinted(text, pattern, build, _HINTS[pattern])
        else:
            more, text = scan(text, pattern, build)
        found.extend(more)
    return found, text


def _month_words(text: str, *, may: bool = False) -> list[int]:
    """Where the words a _MONTH_ONLY match can be start; with ``may``, also each "May"."""
    # The folded text has the same length and words as the text (see facts.folded).
    lower = folded(text)
    return sorted(
        start
        for word in (_MONTH_ONLY_LOWER | {"may"} if may else _MONTH_ONLY_LOWER)
        if word in lower
        for start in _word_starts(lower, word)
        if word in _MONTH_ONLY_POLISH
        or text[start : start + len(word)] in _MONTH_ONLY_EXACT
        or (may and text[start : start + len(word)] == "May")
    )


# A period ahead named relative to now: "next summer", "w przyszłym roku", "w kolejnym sezonie".
# A plan for one is a claim of its own: a rewrite that names one the source does not (""The team
# plans to return next summer") invents a date.
_NEXT_PERIOD = re.compile(
    # not a count of further periods: "o 2 kolejne lata", "for 3 following years"
    # nor a rate for each further one: "£40 for each additional week", "za każdy kolejny tydzień"
    r"(?<!\d\s)(?<!każdy\s)(?<!każdą\s)(?<!każde\s)(?<!każdego\s)(?<!każdej\s)(?<!każdym\s)"
    r"(?<!each\s)(?<!every\s)(?<!per\s)"
    # ("przez najbliższe tygodnie" is "in the coming weeks", "for the next few weeks")
    r"\b(?:next|following|coming|przyszł\w*|kolejn\w*|następn\w*|nadchodząc\w*|najbliższ\w*)\s+"
    r"(?:(?:few|couple\s+of|kilka|kilku)\s+)?"
    r"(?P<unit>year|summer|winter|autumn|fall|spring|month|week|season|semester|rok\w*|lat[ao]"
    r"|lecie|zim\w*|jesie\w*|wiosn\w*|wioś\w*|miesiąc\w*|tydzie\w*|tygodni\w*|sezon\w*"
    # (a school's "next term"; "the following terms apply" names conditions)
    r"|semestr\w*|(?<=next\s)term|(?<=coming\s)term)\b",
    re.IGNORECASE,
)
# A season of the next year: "wiosną przyszłego roku" is "next spring".
_SEASON_BEFORE = re.compile(
    r"(?P<season>wiosn\w*|wioś\w*|lat\w*|lecie|jesieni\w*|zim\w*|spring|summer|autumn|fall"
    r"|winter)\s+(?:of\s+)?\Z",
    re.IGNORECASE,
)
_PERIODS = (
    ("year", ("year", "rok")),
    ("summer", ("summer", "lat", "lec")),
    ("winter", ("winter", "zim")),
    ("autumn", ("autumn", "fall", "jesie")),
    ("spring", ("spring", "wios", "wioś")),
    ("month", ("month", "miesi")),
    ("week", ("week", "tydz", "tygo")),
    ("season", ("season", "sezon")),
    ("semester", ("semest", "term")),
)
_NEXT_HINTS = (
    "next",
    "following",
    "coming",
    "przyszł",
    "kolejn",
    "następn",
    "nadchodząc",
    "najbliższ",
)


# A count in words before it counts further periods too: "o dwa kolejne miesiące" is "by up to two
# further months", no date.
_COUNTED = re.compile(
    r"(?<![\w])(?:one|two|three|four|five|six|seven|eight|nine|ten|twelve|several|few|jeden|jedną"
    r"|dwa|dwie|dwóch|trzy|trzech|cztery|czterech|pięć|pięciu|sześć|sześciu|dziesięć|kilka|kilku"
    r"|parę)\s+\Z",
    re.IGNORECASE,
)


def _next_periods(text: str) -> dict[str, str]:
    lower = folded(text)
    if not any(hint in lower for hint in _NEXT_HINTS):
        return {}
    found: dict[str, str] = {}
    for match in _NEXT_PERIOD.finditer(text):
        if _COUNTED.search(text, max(0, match.start() - 12), match.start()):
            continue
        unit = match.group("unit").lower()
        season = _SEASON_BEFORE.search(text, max(0, match.start() - 16), match.start())
        if season is not None and unit.startswith(("year", "rok")):
            unit = season.group("season").lower()
        name = next((n for n, stems in _PERIODS if unit.startswith(stems)), unit)
        found.setdefault(name, match.group(0))
    return found


def invented_periods(source: str, candidate: str) -> list[GuardFinding]:
    """A period ahead the candidate names and the source does not, in either language."""
    added = _next_periods(candidate)
    if not added:
        return []
    named = _next_periods(source)
    return [
        added_fact(FindingKind.DATE, span, f'date "{span}" is not in the source')
        for name, span in added.items()
        if name not in named
    ]

"""Numbers, amounts and percentages in Polish and English forms, and common number words.

A written number may have several readings: ``1,214`` is 1214 in English and 1.214 in Polish,
``1.240`` the other way round. A fact keeps every reading, and a candidate's number is the
source's counterpart when any reading agrees. Multipliers are applied (``2,4 mln`` and
``2.4 million`` and ``PLN 2.4m`` all read 2400000); units and currencies are not compared,
since translation renames them (``zł``/``PLN``/``zloty``, ``proc.``/``%``).

Why one long module: number readings, multipliers, number words and duration/quantity
equivalences are one normalisation, and each equivalence is read by the same matcher.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import replace
from decimal import ROUND_FLOOR, ROUND_HALF_UP, Decimal, InvalidOperation
from functools import lru_cache

from models.guard import FindingKind
from skryba.guard.dates import CURRENCY_BEFORE
from skryba.guard.enumerations import STEPS_AFTER, counted_by_list, steps_key
from skryba.guard.facts import Fact, blank, fact, folded, hint_starts, matches_at, scan
from skryba.guard.references import roman_value
from skryba.guard.units import quantity_keys

_SPACE = "[ \u00a0\u202f]"
# A number after its first digit. The patterns read the first digit, then check the character
# before it ("(?<![\w.,]\d)": no letter, digit, point or comma): the same as a look-behind before
# the number, but a pattern that opens with a digit lets the regex engine skip from digit to
# digit instead of trying every position of the text.
_CORE_TAIL = (
    r"(?:\d{0,2}(?:" + _SPACE + r"\d{3})+(?:[.,]\d+)?"  # 1 214 / 1 214,5
    r"|\d{0,2}(?:,\d{3})+(?:\.\d+)?"  # 1,214 / 1,214.5
    # 5.4.6, 192.168.1.1: a version or an address, compared as written (before 1.214.567)
    r"|\d*+(?:\.\d++){2,}+(?!,\d)"
    r"|\d{0,2}(?:\.\d{3})+(?:,\d+)?"  # 1.214 / 1.214,5
    r"|\d*(?:[.,]\d+)?)"
)
_CORE = r"\d" + _CORE_TAIL
# A number not within a word, a number or a decimal: its first digit, checked, and the rest.
_FREE_CORE = r"\d(?<![\w.,]\d)" + _CORE_TAIL
_MULTIPLIER_WORDS: dict[str, Decimal] = {
    "tys": Decimal(1_000),
    "tys.": Decimal(1_000),
    "tysiąc": Decimal(1_000),
    "tysiące": Decimal(1_000),
    "tysięcy": Decimal(1_000),
    "thousand": Decimal(1_000),
    "mln": Decimal(1_000_000),
    "mln.": Decimal(1_000_000),
    "milion": Decimal(1_000_000),
    "miliony": Decimal(1_000_000),
    "milionów": Decimal(1_000_000),
    "million": Decimal(1_000_000),
    "millions": Decimal(1_000_000),
    "mld": Decimal(1_000_000_000),
    "mld.": Decimal(1_000_000_000),
    "miliard": Decimal(1_000_000_000),
    "miliardy": Decimal(1_000_000_000),
    "miliardów": Decimal(1_000_000_000),
    "billion": Decimal(1_000_000_000),
    "billions": Decimal(1_000_000_000),
    # The Polish "bilion" is the English "trillion" (10^12); "billion" is the Polish "miliard".
    "bilion": Decimal(10**12),
    "biliony": Decimal(10**12),
    "bilionów": Decimal(10**12),
    "trillion": Decimal(10**12),
    "trillions": Decimal(10**12),
}
# "bln" is "bilion" (10^12) in Polish and an occasional "billion" (10^9) in English: both readings.
_AMBIGUOUS_MULTIPLIERS: dict[str, tuple[Decimal, ...]] = {
    "bln": (Decimal(1_000_000_000), Decimal(10**12)),
    "bln.": (Decimal(1_000_000_000), Decimal(10**12)),
}
# Attached to the digits only: "2.4m", "$5k", "3bn" (a spaced "5 m" is five metres).
_ATTACHED: dict[str, Decimal] = {
    "k": Decimal(1_000),
    "m": Decimal(1_000_000),
    "mn": Decimal(1_000_000),
    "bn": Decimal(1_000_000_000),
    "b": Decimal(1_000_000_000),
}
_SCALE = (
    r"(?:(?P<attached>k|m|mn|bn|b)(?![\w])"
    r"|(?:" + _SPACE + r"|-)?(?P<word>tys\.?|tysi\w+|mln\.?|milion\w*|million\w*|mld\.?|miliard\w*"
    r"|billions?|bln\.?|bilion\w*|trillions?|thousand)(?![\w]))"
)
_NUMBER = re.compile(r"(" + _FREE_CORE + r")" + _SCALE + "?", re.IGNORECASE)
# A range whose scale is written once: "18-24 tys. zł" is 18 000 to 24 000, "between 2 and 3
# million" starts at 2 million.
# Most texts have no scale word: the range search is skipped without one.
# A digit with an attached scale (case-blind "[kmb]" also reads the Kelvin sign as "k"), or a
# scale word's start, looked for in the folded text (see facts.folded).
_SCALE_DIGIT = re.compile(r"\d[kmbKMB\u212a]")
_SCALE_WORDS = ("tys", "mln", "mld", "mili", "milli", "bili", "billi", "trilli", "thousand")
_SHARED_RANGE = re.compile(
    r"(?P<first>" + _FREE_CORE + r")(?:\s*[\u2013\u2014-]\s*|\s+(?:do|to|and|i|or|lub|albo)\s+)"
    r"(" + _CORE + r")" + _SCALE,
    re.IGNORECASE,
)

_DOT_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+(?:,\d+)?")
_UNITS = {
    # "one" is a pronoun as often as a number: a weak counterpart only (see _word_number)
    "one": 1, "jeden": 1, "jedna": 1, "jedno": 1, "jednego": 1, "jednej": 1, "jedną": 1,
    "jednym": 1, "jednemu": 1,
    # English
    "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
    # Polish, with the inflected forms a sentence needs
    "dwa": 2, "dwie": 2, "dwóch": 2, "dwu": 2, "dwoma": 2, "dwom": 2, "dwiema": 2,
    "trzy": 3, "trzech": 3, "trzem": 3, "trzema": 3,
    "cztery": 4, "czterech": 4, "czterem": 4, "czterema": 4,
    "pięć": 5, "pięciu": 5, "pięcioma": 5, "sześć": 6, "sześciu": 6, "sześcioma": 6,
    "siedem": 7, "siedmiu": 7, "siedmioma": 7, "osiem": 8, "ośmiu": 8, "ośmioma": 8,
    "dziewięć": 9, "dziewięciu": 9, "dziewięcioma": 9,
    # masculine-personal and collective numerals: "dwaj eksperci", "troje dzieci"
    "dwaj": 2, "trzej": 3, "czterej": 4, "dwoje": 2, "dwojga": 2, "troje": 3, "trojga": 3,
    "czworo": 4, "czworga": 4, "pięcioro": 5, "pięciorga": 5, "sześcioro": 6, "sześciorga": 6,
    "siedmioro": 7, "ośmioro": 8, "dziewięcioro": 9, "dziesięcioro": 10,
    # (their other cases: "najwyżej dwojgiem dzieci", "dwojgu rodzicom")
    "dwojgiem": 2, "dwojgu": 2, "trojgiem": 3, "trojgu": 3, "czworgiem": 4, "czworgu": 4,
    "pięciorgiem": 5, "pięciorgu": 5, "dwóm": 2,
    # a group by its number: "trójka dzieci" is "troje dzieci", "pokój dla dwójki" "dwuosobowy"
    "dwójka": 2, "dwójki": 2, "dwójkę": 2, "dwójce": 2, "dwójką": 2,
    "trójka": 3, "trójki": 3, "trójkę": 3, "trójce": 3, "trójką": 3,
    "czwórka": 4, "czwórki": 4, "czwórkę": 4, "czwórce": 4, "czwórką": 4,
    # a crew by its number: "ósemka ze sternikiem" is "an eight with a cox"
    "ósemka": 8, "ósemki": 8, "ósemkę": 8, "ósemce": 8, "ósemką": 8,
}  # fmt: skip
# "ten" is Polish for "this" as well: a weak counterpart only, unless a multiplier follows it.
_WEAK_TEN = "ten"
_TEENS = {
    "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15,
    "sixteen": 16, "seventeen": 17, "eighteen": 18, "nineteen": 19,
    "dziesięć": 10, "dziesięciu": 10, "jedenaście": 11, "jedenastu": 11, "dwanaście": 12,
    "dwunastu": 12, "trzynaście": 13, "trzynastu": 13, "czternaście": 14, "czternastu": 14,
    "piętnaście": 15, "piętnastu": 15, "szesnaście": 16, "szesnastu": 16, "siedemnaście": 17,
    "siedemnastu": 17, "osiemnaście": 18, "osiemnastu": 18, "dziewiętnaście": 19,
    "dziewiętnastu": 19,
    "hundred": 100, "sto": 100, "stu": 100, "dwieście": 200, "trzysta": 300,
    "twice": 2, "dwukrotnie": 2, "thrice": 3, "trzykrotnie": 3, "czterokrotnie": 4,
    # "niemal trzykrotnie" is "almost threefold"
    "twofold": 2, "threefold": 3, "fourfold": 4, "fivefold": 5, "pięciokrotnie": 5,
    "tenfold": 10, "dziesięciokrotnie": 10,
    "dozen": 12, "tuzin": 12, "tuzina": 12, "tuzinem": 12,
    # "a thousand cycles", "tysiąc osób": the multiplier word alone is its own value
    "thousand": 1_000, "tysiąc": 1_000, "million": 1_000_000, "milion": 1_000_000,
    "billion": 10**9, "miliard": 10**9,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
    "dwadzieścia": 20, "dwudziestu": 20, "trzydzieści": 30, "trzydziestu": 30,
    "czterdzieści": 40, "czterdziestu": 40, "pięćdziesiąt": 50, "pięćdziesięciu": 50,
    "sześćdziesiąt": 60, "sześćdziesięciu": 60, "siedemdziesiąt": 70, "siedemdziesięciu": 70,
    "osiemdziesiąt": 80, "osiemdziesięciu": 80, "dziewięćdziesiąt": 90,
    "dziewięćdziesięciu": 90,
}  # fmt: skip
_WORD = re.compile(r"[^\W\d_]+")
_ORDINALS = {
    "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
    "ninth": 9, "tenth": 10, "eleventh": 11, "twelfth": 12, "thirteenth": 13, "fourteenth": 14,
    "fifteenth": 15, "sixteenth": 16, "seventeenth": 17, "eighteenth": 18, "nineteenth": 19,
    "twentieth": 20, "twenty-first": 21, "first": 1, "hundredth": 100, "thousandth": 1_000,
    # "double the runtime" for "twice as long", "podwoił" for "wzrósł 2 razy"
    "double": 2, "doubled": 2, "doubles": 2, "podwójnie": 2, "podwójny": 2, "podwójna": 2,
    "podwoił": 2, "podwoiła": 2, "podwoiło": 2, "podwoiły": 2, "podwoili": 2,
    # "wzrośnie dwukrotnie" is "się podwoi", "will triple" "wzrośnie trzykrotnie"
    "podwoi": 2, "podwoją": 2, "podwoić": 2, "podwaja": 2, "podwajają": 2, "doubling": 2,
    "triple": 3, "tripled": 3, "triples": 3, "potroi": 3, "potroją": 3, "potroił": 3,
    "potroiła": 3, "potroiło": 3, "potroiły": 3,
}  # fmt: skip


def _polish_ordinals() -> dict[str, int]:
    """Every case and gender of the Polish ordinals a rewrite spells out ("trzecim miejscu",
    "setnego gola", "co szósty"): a hard stem takes -y/-ego/..., "drugi" and "trzeci" soft ones."""
    hard = ("y", "a", "e", "ą", "ego", "ej", "emu", "ym", "ych", "ymi")
    soft = ("", "a", "e", "ą", "ego", "ej", "emu", "m", "ch", "mi")
    stems = {
        "pierwsz": 1, "czwart": 4, "piąt": 5, "szóst": 6, "siódm": 7, "ósm": 8, "dziewiąt": 9,
        "dziesiąt": 10, "jedenast": 11, "dwunast": 12, "trzynast": 13, "czternast": 14,
        "piętnast": 15, "szesnast": 16, "siedemnast": 17, "osiemnast": 18, "dziewiętnast": 19,
        "dwudziest": 20, "trzydziest": 30, "czterdziest": 40, "pięćdziesiąt": 50, "setn": 100,
        "tysięczn": 1_000,
    }  # fmt: skip
    forms = {stem + ending: value for stem, value in stems.items() for ending in hard}
    forms |= {
        stem + ending: value for stem, value in (("drugi", 2), ("trzeci", 3)) for ending in soft
    }
    forms.pop("drugia", None)
    forms |= {"druga": 2, "drugą": 2}
    return forms


_ORDINALS |= _polish_ordinals()
# Halves written as words: counterparts of 0.5 and of 50 % ("half of the tickets" is "50% of the
# tickets"), and "półtora" of 1.5 ("półtora miliona" is 1 500 000).
_HALVES = {
    "half": Decimal("0.5"), "pół": Decimal("0.5"), "połowa": Decimal("0.5"),
    "połowy": Decimal("0.5"), "połowę": Decimal("0.5"), "połowie": Decimal("0.5"),
    "połową": Decimal("0.5"), "półtora": Decimal("1.5"), "półtorej": Decimal("1.5"),
    "ćwierć": Decimal("0.25"),
}  # fmt: skip
# The whole of a thing is its 100 %: "Dotacja pokrywa 100% kosztów" is "obejmuje całość
# kosztów", "covers the full cost"; weak, a counterpart only.
_WHOLES = frozenset(
    {"całość", "całości", "całością", "pełną", "pełny", "pełna", "pełne", "pełnej", "pełnego",
     "full", "fully", "whole", "entire", "entirely", "entirety"}
)  # fmt: skip
# The words a percentage rule reads as 50 % and 100 % (see percentages.py).
HALF_WORDS = frozenset(word for word, value in _HALVES.items() if value == Decimal("0.5"))
WHOLE_WORDS = _WHOLES
# A fraction's denominator after its numerator: "two thirds", "trzy czwarte", "a quarter".
_DENOMINATORS = {
    "third": 3, "thirds": 3, "quarter": 4, "quarters": 4, "fifth": 5, "fifths": 5,
    "trzecia": 3, "trzecie": 3, "trzecich": 3, "trzeciej": 3, "czwarta": 4, "czwarte": 4,
    "czwartych": 4, "czwartej": 4, "piąta": 5, "piąte": 5, "piątych": 5,
    # "wzrosły o jedną trzecią": the accusative and instrumental
    "trzecią": 3, "trzecimi": 3, "czwartą": 4, "czwartymi": 4, "piątą": 5, "dziesiątą": 10,
    "tenth": 10, "tenths": 10, "dziesiąta": 10, "dziesiąte": 10, "dziesiątych": 10,
}  # fmt: skip
_ARTICLES = frozenset({"a", "an"})
_ENGLISH_DENOMINATORS = frozenset(
    {"third", "thirds", "quarter", "quarters", "fifth", "fifths", "tenth", "tenths"}
)
# "and a half"/"i pół" after a number word: "three and a half hours", "trzech i pół godziny".
_AND_A_HALF = re.compile(r"\s+(?:and\s+a\s+half|i\s+pół)\b", re.IGNORECASE)
# "1/2 łyżeczki", "3/4 cup": a common fraction, not two numbers.
_DIGIT_FRACTION = re.compile(r"([1-9])(?<![\w./][1-9])/([2-9])(?![\w/]|[.,]\d)")
# Every number word the guard reads (names.py reads them as no names).
NUMBER_WORDS = frozenset(
    (*_UNITS, *_TEENS, *_TENS, _WEAK_TEN, *_ORDINALS, *_HALVES, *_ARTICLES, *_WHOLES)
)
# Polish century adjectives: "szesnastowieczny" is "of the 16th century".
_CENTURY_STEMS = {
    "dziesięcio": 10, "jedenasto": 11, "dwunasto": 12, "trzynasto": 13, "czternasto": 14,
    "piętnasto": 15, "szesnasto": 16, "siedemnasto": 17, "osiemnasto": 18,
    "dziewiętnasto": 19, "dwudziesto": 20,
}  # fmt: skip
_CENTURY_ADJECTIVE = re.compile(r"^(\w+?o)wieczn\w*$")
_CENTURY_ENDINGS = tuple(
    f"wieczn{ending}" for ending in ("y", "a", "e", "ej", "ego", "emu", "ym", "ych", "ymi", "i")
)
# The first of two centuries counts too: "na przełomie XIII i XIV w.", "XVIII-XIX wiek".
_ROMAN_CENTURY = re.compile(
    r"(?<![\w])([IVX]{1,5})"
    r"(?=(?:\s*(?:i|oraz|and|[-\u2013/])\s*[IVX]{1,5})?\s+(?:w\.|wiek\w*|century|centuries)"
    # "XVII-wieczna szkatułka" is "a 17th-century box"
    r"|-wieczn)"
)
# Decades: "the 1980s" is "lata 80." (or "lata 80. XX wieku") in Polish.
_ENGLISH_DECADE = re.compile(r"(?<![\w.,])(1[5-9]|20)(\d0)['\u2019]?s\b")
_POLISH_DECADE = re.compile(
    # opened by its "l", the character before it checked after it (see _CORE_TAIL)
    r"(?P<lead>l(?<![\w]l)at(?:a|ach|om|ami)?\s+)(?P<decade>\d0)(?:\.|-(?:tych|te|ych))"
    r"(?:\s+(?P<century>XVI|XVII|XVIII|XIX|XX|XXI)\s+(?:w\.|wieku))?",
)
_COMPOUND_GAP = re.compile(r"[ -]")
_TWO_ROMAN_LETTERS = re.compile(r"[IVXLC]{2}")
# Roman numerals of two letters or more (a lone "I" is the English pronoun), upper case only.
_ROMAN_NUMERAL = re.compile(
    r"(?<![\w.-])(?=[IVXLC]{2,}(?![\w-]))(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})(?![\w-])"
)
# A lone "I" (the English pronoun too), read only beside a "II": "I nagroda" is "1st prize".
_LONE_I = re.compile(r"(?<![\w.'\u2019-])I(?![\w'\u2019-])")
# A lone "I" that opens a range of Roman numerals: "klasy I-III" are "grades 1-3" (not before
# a hyphen that touches the numeral, which _ROMAN_NUMERAL does not read either).
_RANGE_OPENING_I = re.compile(r"(?<![\w.'\u2019-])I(?=(?:\s?\u2013\s?|\s-\s)[IVXLC]{2,}(?![\w-]))")
# Inside a sentence, after a lower-case word or a comma, before a capitalised name, a lone "I"
# numbers what it names: "Sąd Rejonowy w Toruniu, I Wydział Cywilny" is the "1st Civil
# Division" (a counterpart of the 1 only, never required: "so I Googled it" is rare).
_FIRST_OF = re.compile(r"(?<=[a-ząćęłńóśźż,] )I(?= [A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]{2,})")
# Units of duration and what each is worth in seconds ("s") or in months ("mon"; a month is no
# fixed number of days): "three quarters of an hour" is 45 minutes, "półtorej doby" 36 hours,
# "ćwierć wieku" 25 years, "a fortnight" 14 days. A number followed by one also reads as the
# duration, so any exact rewriting of it matches, while "2 days" and "48 days" still differ.
_DURATION_UNITS: tuple[tuple[str, str, int], ...] = (
    (r"s|sec|secs|seconds?|sekund\w*|sek\.", "s", 1),
    (r"min(?:ut\w*|\.)?|minutes?", "s", 60),
    (r"h|hrs?|hours?|godz\.?|godzin\w*", "s", 3600),
    (r"kwadrans\w*", "s", 900),
    (
        r"days?|dzień|dni|dnia|dniach|dniami|dniom|dob(?:a|y|ę|ie|ach|ami|om)|dób|dniow\w*"
        r"|dzienn\w*",
        "s",
        86400,
    ),
    (r"weeks?|tydzień|tygodni\w*", "s", 604800),
    (r"fortnight(?:s|ly)?", "s", 1209600),
    (r"months?|miesiąc\w*|miesięc\w*|mies\.", "mon", 1),
    (r"kwartał\w*", "mon", 3),
    (r"półrocz\w*", "mon", 6),
    (r"years?|rok|roku|lat|lata|latach|latami|latom|letni\w*|roczn\w*", "mon", 12),
    (r"decades?|dekad\w*|dziesięcioleci\w*", "mon", 120),
    (r"centur(?:y|ies)|wiek|wieku|wieki|wieków|stuleci\w*", "mon", 1200),
)
# (an adverb of a rate is no unit of the number before it: "o 1,8 rocznie" is 1.8 a year, no
# 1.8 years; "30 zł miesięcznie", "2 tabletki dziennie")
_RATE_ADVERB = r"(?!(?:rocznie|dziennie|miesięcznie|tygodniowo)(?![\w]))"
_UNIT = (
    _RATE_ADVERB
    + "(?:"
    + "|".join(f"(?P<unit{i}>{pattern})" for i, (pattern, _, _) in enumerate(_DURATION_UNITS))
    + ")"
)
# What may stand between a number and its unit: a range's other end ("2-3 hours"), a hyphen
# ("24-hour"), an article ("half an hour", "three quarters of an hour").
_UNIT_AFTER = re.compile(
    r"(?:[ \u00a0\u202f]*[-\u2013][ \u00a0\u202f]*\d+(?:[.,]\d+)?"
    r"|\s+(?:to|do|or|lub)\s+\d+(?:[.,]\d+)?)?"
    # A short gap only: a wider one is a masked fact ("2 [godz. 15] min" is not 2 minutes).
    r"[ \u00a0\u202f-]{0,2}(?:(?:of\s+)?an?\s+)?(?:" + _UNIT + r")(?![\w])",
    re.IGNORECASE,
)
_SUBUNIT = re.compile(
    r"[ \u00a0]?(?:gr\.?|grosz\w*|cents?|centów|centy|pence|eurocent\w*)(?![\w])"
    # "20p" (pence) and "50c" only glued to their number: "20 p." is a page
    r"|[pc](?![\w.])",
    re.IGNORECASE,
)
# "2023/24", "2023-24": a span of years, the second written short
_YEAR_SPAN = re.compile(
    # the check before the year follows its first two digits (see _CORE_TAIL)
    r"((?:19|20)(?<![\w.,/]\d\d)\d{2})[ ]?[/\u2013-][ ]?(\d{2})(?![\w/]|[.,]\d)"
)
# A measure said without a number is one of it: "Kilogram ziemniaków" for "1 kg of potatoes".
# "full"/"pełna" is 100 % ("full salary" for "100% of salary"). Counterparts only.
_ONE_MEASURE = re.compile(
    r"(?<![\w-])(?=[KkLlMmFfPpAa])(?<!\d[ \u00a0])"
    # ("w litrze wody" is "w 1 litrze wody")
    r"(?:(?P<one>(?:an?\s+)?(?:kilogram(?:a|ie|em)?|kilo|litr(?:a|ze|em)?|litre|liter"
    r"|metr(?:a|ze|em)?|metre|meter|kilometr(?:a|ze|em)?|kilometre|kilometer))"
    r"|(?P<full>full|pełn[aąeiy]\w*))(?![\w-])",
    re.IGNORECASE,
)
# A rate per one unit: "14,62 zł/m³" is "Cena 1 m³ … 14,62 zł", "£5 per person" is "za 1 osobę".
# The unit is looked for (the engine skips to its first letters), then what stands before it.
_PER_UNIT = re.compile(
    r"(?<![\w])(?=[mkKlLopPhusSiGMt])(?:m³|m²|m2|m3|kg|kWh|MWh|GJ|MJ|km|ha|hektar\w*|hectare|t|ton(?:ne|ę)?"
    r"|litr\w*|litre|liter|osob[ęy]|person|head|szt\.?|sztukę|unit|item)(?![\w])"
)
_PER = re.compile(r"(?:/\s?|\bper\s+|\b(?:za|na|od)\s+)\Z", re.IGNORECASE)
_PER_UNIT_WORDS = ("/", "per ", "za ", "na ", "od ")


# A rate's unit said with "each" is one of it, whatever it is: "45 zł za 1 punkt" is "45 zł za
# każdy punkt" ("per" is not read so: "per insured person" would stand for any lost "1").
_PER_ANY = re.compile(r"(?<![\w])(?:za\s+każd\w+|for\s+(?:each|every))\s+[^\W\d_]+", re.IGNORECASE)
# Every match of _PER_ANY has one of these.
_PER_ANY_WORDS = ("każd", "each", "every")


def _per_unit(text: str) -> list[Fact]:
    return [
        fact(FindingKind.NUMBER, m.group(0), ["num:1"], weak=True)
        for m in _PER_UNIT.finditer(text)
        if _PER.search(text[max(0, m.start() - 5) : m.start()])
    ]


# A Polish count said roughly: "w ciągu kilkunastu minut" is "within ten to twenty minutes",
# "kilkadziesiąt lat" "several decades". Weak, and a counterpart for the number words of its
# range only: no exact number of the source is kept by it.
_VAGUE = re.compile(
    r"(?<![\w])(?:(?P<teens>kilkana(?:ście|stu|stoma)|kilkunast\w*)"
    r"|(?P<tens>kilkadziesiąt|kilkudziesięci\w*|kilkudziesięcio\w*))(?![\w])",
    re.IGNORECASE,
)
_VAGUE_RANGES = {"teens": range(10, 21), "tens": range(20, 100, 10)}


def _vague(text: str) -> list[Fact]:
    return [
        fact(
            FindingKind.NUMBER,
            m.group(0),
            (),
            [f"num:{n}" for n in _VAGUE_RANGES[m.lastgroup or "teens"]],
            weak=True,
        )
        for m in _VAGUE.finditer(text)
    ]


def _per_any(text: str) -> list[Fact]:
    return [
        fact(FindingKind.NUMBER, m.group(0), ["num:1"], weak=True) for m in _PER_ANY.finditer(text)
    ]


# Every match of _ONE_MEASURE has one of these.
_MEASURE_WORDS = ("kilo", "lit", "met", "full", "pełn")
_DIGITS = re.compile(r"\d+(?:[.,]\d+)?")
# A quarter or half of a year: "Q3" is the third quarter, "H1" the first half.
_QUARTER = re.compile(r"(?<![\w.])(?:Q([1-4])|H([12]))(?![\w])")
_QUARTER_SIGNS = ("Q1", "Q2", "Q3", "Q4", "H1", "H2")


def _quarter(match: re.Match[str]) -> list[Fact]:
    value = match.group(1) or match.group(2)
    return [fact(FindingKind.NUMBER, match.group(0), [f"num:{value}"])]


_COMPOUND = re.compile(
    # opened by a digit (see _CORE_TAIL); possessive, as a unit never starts with a digit, point
    # or comma, so a shorter reading of the number could not be followed by one
    r"\d(?<![\w.,]\d)\d*+(?:[.,]\d++)?+[ \u00a0]?(?:" + _UNIT.replace("?P<unit", "?P<first") + r")"
    r"\s*(?:,|and|i|oraz)?\s*\d+[ \u00a0]?(?:"
    + _UNIT.replace("?P<unit", "?P<second")
    + r")(?![\w])",
    re.IGNORECASE,
)
# A unit and a part of one, said in words: "an hour and a quarter" is 75 minutes, "godzina i
# kwadrans" too, "an hour and a half"/"godzinę i pół" 90, "a day and a half" is "półtora dnia",
# 36 hours.
_UNIT_AND_PART = re.compile(
    r"(?<![\w-])(?:(?:an?|one|jeden|jedn[aąeo]\w*)\s+)?"
    # (not a rate after a price: "£38 a year and a half plot £20", "£38 per year and a half
    # plot £20")
    r"(?<!\d\sa\s)(?<!\d\san\s)(?<!\d\s)(?<!\bper\s)"
    r"(?P<unit>hour|godzin[aęy]?|day|dzień|dob[aęy]|week|tydzień|month|miesiąc|year|rok)"
    r"\s+(?:and\s+a\s+(?P<en>quarter|half)|i\s+(?P<pl>kwadrans|pół))(?![\w])",
    re.IGNORECASE,
)


def _may_add_a_part(text: str) -> bool:
    """Whether a text has the words ``_UNIT_AND_PART`` reads, " i " alone being too common."""
    lower = folded(text)
    return (" and a " in text and ("quarter" in lower or "half" in lower)) or (
        " i " in text and ("kwadrans" in lower or "pół" in lower)
    )


_PARTS = {"quarter": Decimal("0.25"), "kwadrans": Decimal("0.25"), "half": Decimal("0.5")}
_PARTS["pół"] = _PARTS["half"]
_WHOLE_UNITS = {
    "hour": ("s", 3600), "godzin": ("s", 3600), "day": ("s", 86400), "dzień": ("s", 86400),
    "dob": ("s", 86400), "week": ("s", 604800), "tydzień": ("s", 604800), "month": ("mon", 1),
    "miesiąc": ("mon", 1), "year": ("mon", 12), "rok": ("mon", 12),
}  # fmt: skip


def _unit_and_part(match: re.Match[str]) -> list[Fact]:
    unit = match.group("unit").lower()
    base, worth = next(value for stem, value in _WHOLE_UNITS.items() if unit.startswith(stem))
    part = _PARTS[(match.group("en") or match.group("pl") or "").lower()]
    if base == "mon" and part != _PARTS["half"]:
        # (a quarter of a month is no whole number of months)
        return []
    key = f"dur:{base}:{number_key((1 + part) * worth)[4:]}"
    return [fact(FindingKind.NUMBER, match.group(0), [key])]


# A unit with no number is one of it: "within a fortnight", "w ciągu doby", "an hour", "kwadrans"
# (a weak fact: a counterpart of "14 days", never required itself).
_ONE_UNIT = re.compile(
    r"(?<![\w-])(?=[^\W\d_])(?<!\d[ \u00a0])(?:(?:an?|one|jeden|jedn[aąeo]\w*)\s+)?"
    r"(?:" + _UNIT + r")(?![\w])",
    re.IGNORECASE,
)

# The words a _ONE_UNIT match can open with, in the folded text (see facts.folded): its article
# or "one", or a unit; whole words, or a stem the pattern reads more letters after.
_ONE_UNIT_WORDS = (
    "a", "an", "one", "jeden", "s", "sec", "secs", "second", "seconds", "sek", "min", "h", "hr",
    "hrs", "hour", "hours", "godz", "day", "days", "dzień", "dni", "dnia", "dniach", "dniami",
    "dniom", "doba", "doby", "dobę", "dobie", "dobach", "dobami", "dobom", "dób", "week", "weeks",
    "tydzień", "fortnight", "fortnights", "fortnightly", "month", "months", "mies", "year",
    "years", "rok", "roku", "lat", "lata", "latach", "latami", "latom", "decade", "decades",
    "century", "centuries", "wiek", "wieku", "wieki", "wieków",
)  # fmt: skip
_ONE_UNIT_STEMS = (
    "jedna", "jedną", "jedne", "jedno", "sekund", "minut", "godzin", "kwadrans", "dniow",
    "dzienn", "tygodni", "miesiąc", "miesięc", "kwartał", "półrocz", "letni", "roczn", "dekad",
    "dziesięcioleci", "stuleci",
)  # fmt: skip


def _word_start_hint(words: Iterable[str], stems: Iterable[str]) -> re.Pattern[str]:
    """A one-character hint (see facts.scan_hinted) for the start of a lower-case word that is
    one of ``words`` or opens with one of ``stems``: one alternative per first letter, each
    opening with it, so the regex engine skips to those letters and tries only their own."""
    rests: dict[str, list[str]] = {}
    for word in words:
        rests.setdefault(word[0], []).append(re.escape(word[1:]) + r"(?![^\W\d_])")
    for stem in stems:
        rests.setdefault(stem[0], []).append(re.escape(stem[1:]))
    return re.compile(
        "|".join(
            f"{first}(?<![^\\W\\d_]{first})(?=" + "|".join(rest) + ")"
            for first, rest in rests.items()
        )
    )


_ONE_UNIT_HINT = _word_start_hint(_ONE_UNIT_WORDS, _ONE_UNIT_STEMS)


def _unit(match: re.Match[str] | None) -> tuple[str, int] | None:
    """The base and worth of the duration unit a match found, if it found one."""
    if match is None:
        return None
    for i, (_, base, worth) in enumerate(_DURATION_UNITS):
        if match.group(f"unit{i}") is not None:
            return base, worth
    return None


# The second number of a range whose unit both share: "a day or two", "jednego lub dwóch dni".
_RANGE_SECOND = re.compile(r"\s*(?:\b(?:or|lub|albo|to|do)\b|[-\u2013])[ \t]*(?P<word>[^\W\d_]+)")


def _duration_keys(
    text: str, end: int, values: Iterable[Decimal], *, ranged: bool = False
) -> list[str]:
    """The duration readings of values written just before ``end``, if a unit follows them (or,
    ``ranged``, follows the range's second number word)."""
    unit = _unit(_UNIT_AFTER.match(text, end))
    if unit is None and ranged:
        second = _RANGE_SECOND.match(text, end)
        if second is not None and second.group("word").lower() in NUMBER_WORDS:
            unit = _unit(_UNIT_AFTER.match(text, second.end()))
    if unit is None:
        return []
    base, worth = unit
    return [f"dur:{base}:{number_key(value * worth)[4:]}" for value in values]


def _year_span(match: re.Match[str]) -> list[Fact]:
    first, second = match.group(1), match.group(2)
    if int(second) != (int(first[2:]) + 1) % 100:
        return []
    return [
        fact(FindingKind.NUMBER, first, [f"num:{int(first)}"]),
        fact(FindingKind.NUMBER, second, [f"num:{first[:2]}{second}", f"num:{int(second)}"]),
    ]


def _compound_duration(match: re.Match[str]) -> list[Fact]:
    """ "6 hours and 30 minutes", "2 godz. 15 min": each number, with the total as a reading of
    both, so "6,5 godziny" is their counterpart."""
    text = match.group(0)
    parts = [(m, _unit(_UNIT_AFTER.match(text, m.end()))) for m in _DIGITS.finditer(text)]
    if len(parts) != 2 or any(unit is None for _, unit in parts):
        return []
    (first, (base, worth)), (second, (other_base, other_worth)) = parts  # type: ignore[misc]
    if base != other_base or other_worth >= worth:
        return []
    values = [Decimal(m.group(0).replace(",", ".")) for m in (first, second)]
    total = f"dur:{base}:{number_key(values[0] * worth + values[1] * other_worth)[4:]}"
    return [
        fact(
            FindingKind.NUMBER,
            m.group(0),
            [number_key(v), f"dur:{base}:{number_key(v * w)[4:]}", total],
        )
        for m, v, w in ((first, values[0], worth), (second, values[1], other_worth))
    ]


# All day long said without its number: "open 24 hours a day" is "open round the clock", "czynny
# całą dobę", "całodobowo", "24/7". A counterpart of the 24 (and of a day) only, never required.
_ROUND_THE_CLOCK = re.compile(
    r"(?<![\w])(?:(?:a)?round[\s-]+the[\s-]+clock|(?:przez\s+)?całą\s+dobę|całodob\w*|24/7"
    r"|day\s+and\s+night|dzień\s+i\s+noc"
    # a day's mean is its 24 hours': "średnia dobowa" is "a 24-hour average"
    r"|dobow\w*|daily\s+(?:average|mean))(?![\w])",
    re.IGNORECASE,
)
_ROUND_THE_CLOCK_WORDS = ("clock", "dobę", "całodob", "24/7", "night", "noc", "dobow", "daily")


# Every day said with its count: "open 7 days a week", "siedem dni w tygodniu" is "daily",
# "codziennie", "every day" (a counterpart of the count only, never required: "open daily"
# said as "open 7 days a week" adds nothing, an invented "7 days a week" still does).
_EVERY_DAY = re.compile(
    r"(?<![\w])(?:7|seven|siedem)\s+(?:days|dni)\s+(?:a|per|in\s+the|w)\s+(?:week|tygodniu)(?![\w])",
    re.IGNORECASE,
)
_DAILY = re.compile(
    r"(?<![\w])(?:daily|(?:every|each)\s+day|any\s+day\s+of\s+the\s+week|codziennie"
    r"|każdego\s+dnia\s+tygodnia|w\s+każdy\s+dzień\s+tygodnia)(?![\w])",
    re.IGNORECASE,
)


# The age of majority said without its number: "under-18s" are "osoby niepełnoletnie",
# "minors"; "pełnoletni" are 18 or over (a counterpart of the 18 only, never required).
_MAJORITY = re.compile(
    r"(?<![\w])(?:niepełnolet|pełnolet|małolet)\w*|(?<![\w])minors(?![\w])", re.IGNORECASE
)


def _every_day(text: str) -> tuple[list[Fact], str]:
    """Each "7 days a week" (the text masked there) and each "daily" it stands for."""
    # each search only in a text with the words every match of it has
    lower = folded(text)
    found: list[Fact] = []
    if "week" in lower or "tygodniu" in lower:
        found = [
            fact(FindingKind.NUMBER, m.group(0), ["num:7", "days:7"])
            for m in _EVERY_DAY.finditer(text)
        ]
        text = _EVERY_DAY.sub(lambda m: blank(m.group(0)), text) if found else text
    if (
        "daily" in lower
        or "codziennie" in lower
        or ("day" in lower and ("every" in lower or "each" in lower or "any" in lower))
        or ("każd" in lower and ("dnia" in lower or "dzień" in lower))
    ):
        found += [
            fact(FindingKind.NUMBER, m.group(0), ["days:7"], weak=True)
            for m in _DAILY.finditer(text)
        ]
    return found, text


def _round_the_clock(match: re.Match[str]) -> list[Fact]:
    if match.group(0) == "24/7":
        # its digits stay facts to keep ("całą dobę, 7 dni w tygodniu")
        return [fact(FindingKind.NUMBER, match.group(0), ["num:24", "num:7", "dur:s:86400"])]
    return [fact(FindingKind.NUMBER, match.group(0), ["num:24", "dur:s:86400"], weak=True)]


# Counts that make a unit after them many of it: "two years", "kilka dni", "several weeks".
_MANY = frozenset(
    word for word, value in (*_UNITS.items(), *_TEENS.items(), *_TENS.items()) if value > 1
) | {"several", "few", "many", "kilka", "kilku", "parę", "paru", "wiele", "wielu", "kilkanaście"}
_LAST_WORD = re.compile(r"([^\W\d_]+)[ \u00a0]+\Z")


_UNIT_BOUND = re.compile(
    r"\b(?:at\s+(?:least|most)|up\s+to|within|no\s+(?:later|more|less)\s+than|co\s+najmniej"
    r"|przynajmniej|najwyżej|maksymalnie|minimum)\s+\Z",
    re.IGNORECASE,
)


def _one_unit(match: re.Match[str]) -> list[Fact]:
    unit = _unit(match)
    if unit is None:
        return []
    # "two years" is not a year: the count's own reading is the duration
    before = _LAST_WORD.search(match.string, max(0, match.start() - 20), match.start())
    if before is not None and before.group(1).lower() in _MANY:
        return []
    base, worth = unit
    # bounded, the unit is a claim of its own: "at least a day in advance", "co najmniej dobę"
    # ("within seconds" is no one second)
    bounded = (
        _UNIT_BOUND.search(match.string, max(0, match.start() - 20), match.start()) is not None
    )
    one = len(match.group(0).split()) > 1 or not match.group(0).lower().endswith("s")
    return [
        fact(
            FindingKind.NUMBER, match.group(0), [f"dur:{base}:{worth}"], weak=not (bounded and one)
        )
    ]


def _decimal(text: str) -> Decimal | None:
    try:
        return Decimal(text)
    except InvalidOperation:
        return None


_SPACES = re.compile(_SPACE)
_COMMA_THOUSANDS = re.compile(r"\d{1,3}(?:,\d{3})+")
_POINT_THOUSANDS = re.compile(r"\d{1,3}(?:\.\d{3})+")
_COMMA_THOUSANDS_POINT = re.compile(r"\d{1,3}(?:,\d{3})+\.\d+")
_POINT_THOUSANDS_COMMA = re.compile(r"\d{1,3}(?:\.\d{3})+,\d+")


@lru_cache(maxsize=4096)
def readings(core: str) -> frozenset[Decimal]:
    """Every value a written number can mean in Polish or English.

    Cached: a source's numbers recur in its candidates."""
    squeezed = _SPACES.sub("", core)
    found: set[Decimal | None] = set()
    if squeezed != core:  # 1 214,5 (Polish) or 1 214.5
        found.add(_decimal(squeezed.replace(",", ".")))
    elif _COMMA_THOUSANDS.fullmatch(core):  # 1,214: thousands (en) or decimal (pl)
        found.add(_decimal(core.replace(",", "")))
        if core.count(",") == 1:
            found.add(_decimal(core.replace(",", ".")))
    elif _POINT_THOUSANDS.fullmatch(core):  # 1.214: thousands (pl) or decimal (en)
        found.add(_decimal(core.replace(".", "")))
        if core.count(".") == 1:
            found.add(_decimal(core))
    elif _COMMA_THOUSANDS_POINT.fullmatch(core):
        found.add(_decimal(core.replace(",", "")))
    elif _POINT_THOUSANDS_COMMA.fullmatch(core):
        found.add(_decimal(core.replace(".", "").replace(",", ".")))
    else:
        found.add(_decimal(core.replace(",", ".")))
    return frozenset(value for value in found if value is not None)


def number_key(value: Decimal) -> str:
    """The key a number is compared by: ``num:`` and its plain decimal form."""
    written = format(value, "f")
    fraction = written.partition(".")[2]
    # "3.10" is not "3.1" (a version; a price in grosze): a written fraction of two or more
    # digits keeps its trailing zeros, while a lone ".0" ("5.0%") or "1.00" is the whole number.
    if len(fraction) >= 2 and fraction.endswith("0") and fraction.strip("0"):
        return "num:" + written
    return "num:" + format(value.normalize(), "f")


def _multiplier(word: str) -> tuple[Decimal, ...]:
    """The factors a multiplier word ("mln", "tysięcy", "bln") can stand for; none if not one."""
    lowered = word.lower()
    if lowered in _AMBIGUOUS_MULTIPLIERS:
        return _AMBIGUOUS_MULTIPLIERS[lowered]
    if lowered in _MULTIPLIER_WORDS:
        return (_MULTIPLIER_WORDS[lowered],)
    # Inflected forms the table lacks ("tysiącami", "milionami", "miliardami", "bilionami")
    stems = (("tysi", 1_000), ("milio", 1_000_000), ("millio", 1_000_000), ("miliard", 10**9))
    for stem, factor in stems:
        if lowered.startswith(stem):
            return (Decimal(factor),)
    return (Decimal(10**12),) if lowered.startswith("bilion") else ()


# "under-16s", "over-65s": an age group's plural, not sixteen seconds.
_AGE_GROUP = re.compile(r"[^\W\d_]-\d+s(?![\w])")


def _age_group(match: re.Match[str]) -> bool:
    start = match.start()
    return (
        start >= 2
        and match.string[start - 1] == "-"
        and (_AGE_GROUP.match(match.string, start - 2) is not None)
    )


# A number with its currency is an amount ("10 zł", "£35", "EUR 20"): "prysznic kosztuje 10 zł"
# is not accounted for by a source's "10:00" (see check._compare_facts).
_CURRENCY_AFTER = re.compile(
    r"[ \u00a0]?(?:zł|pln|eur|usd|gbp|chf|euro|złot\w*|funt\w*|pounds?|dollars?|[$£€])(?![\w])",
    re.IGNORECASE,
)
AMOUNT = "amt:"
# "5.30-20.00", "Ostatni kurs: 22.15": how Polish writes 5:30 and 22:15
_DOTTED_CLOCK = re.compile(r"([01]?\d|2[0-4])\.([0-5]\d)")


# What follows the one of a rate: "1-in-5-year", "1 in 20", "1 na 10", "1 z 5".
_ONE_IN = re.compile(r"\s*-?\s*(?:in|na|z)\s*-?\s*\d")


def _number(match: re.Match[str]) -> list[Fact]:
    if match.group(1).count(".") >= 2 and not _DOT_THOUSANDS.fullmatch(match.group(1)):
        return [fact(FindingKind.NUMBER, match.group(0), ["num:" + match.group(1)])]
    attached, word = match.group("attached"), match.group("word")
    factors: tuple[Decimal, ...] = (Decimal(1),)
    values = readings(match.group(1))
    keys = [number_key(value) for value in values] if attached else []
    if attached:
        # "2.4m" is 2.4 million in a financial text and 2.4 metres elsewhere: both readings.
        factors = (_ATTACHED[attached.lower()],)
    elif word:
        factors = _multiplier(word)
    scaled = [value * factor for value in values for factor in factors]
    keys += [number_key(value) for value in scaled]
    if not attached and not word and not _age_group(match):
        keys += _duration_keys(match.string, match.end(), scaled)
        keys += quantity_keys(match.string, match.end(), scaled)
        if _SUBUNIT.match(match.string, match.end()):
            # "30 groszy" is "0,30 zł", "50 cents" is "$0.50"
            cents = [value / 100 for value in scaled]
            keys += [number_key(value) for value in cents]
            keys += [number_key(value.quantize(Decimal("0.01"))) for value in cents]
        clock = _DOTTED_CLOCK.fullmatch(match.group(1))
        if clock is not None:
            keys.append(f"time:{int(clock.group(1)):02d}:{clock.group(2)}")
    start = match.start()
    if _CURRENCY_AFTER.match(match.string, match.end()) or CURRENCY_BEFORE.search(
        match.string, max(0, start - 5), start
    ):
        keys += [AMOUNT + number_key(value)[4:] for value in scaled]
    # The one of a rate ("a 1-in-5-year flood", "1 in 20 people") is said as "once every five
    # years", "raz na 5 lat", "one in 20": the rate's other number is the fact.
    one_in = match.group(1) == "1" and _ONE_IN.match(match.string, match.end()) is not None
    return [fact(FindingKind.NUMBER, match.group(0), keys, weak=one_in)]


def _shared_range(match: re.Match[str]) -> list[Fact]:
    """Both ends of a range with one scale word; the first end also keeps its bare reading."""
    attached, word = match.group("attached"), match.group("word")
    factors = (_ATTACHED[attached.lower()],) if attached else _multiplier(word)
    first, second = readings(match.group("first")), readings(match.group(2))
    scaled = [number_key(value * factor) for value in first for factor in factors]
    second_keys = [number_key(value * factor) for value in second for factor in factors]
    if attached:
        second_keys += [number_key(value) for value in second]
    first_span = match.group("first")
    return [
        fact(FindingKind.NUMBER, first_span, scaled + [number_key(value) for value in first]),
        fact(FindingKind.NUMBER, match.group(0)[match.start(2) - match.start() :], second_keys),
    ]


def _century(word: str) -> int | None:
    adjective = _CENTURY_ADJECTIVE.match(word)
    return None if adjective is None else _CENTURY_STEMS.get(adjective.group(1))


def _english_decade(match: re.Match[str]) -> list[Fact]:
    century, decade = match.group(1, 2)
    return [
        fact(FindingKind.NUMBER, match.group(0), [f"num:{century}{decade}", f"num:{int(decade)}"])
    ]


def _polish_decade(match: re.Match[str]) -> list[Fact]:
    decade, century = int(match.group("decade")), match.group("century")
    value = decade if century is None else (roman_value(century) - 1) * 100 + decade
    span = match.group(0)[len(match.group("lead")) :]
    return [fact(FindingKind.NUMBER, span, [number_key(Decimal(value))])]


def _roman(match: re.Match[str]) -> list[Fact]:
    value = roman_value(match.group(1))
    return [fact(FindingKind.NUMBER, match.group(0), [number_key(Decimal(value))])]


def _roman_numeral(match: re.Match[str]) -> Fact:
    # Weak: "II" may be a court's division ("II CSKP") as well as a number.
    value = roman_value(match.group(0))
    return fact(FindingKind.NUMBER, match.group(0), [number_key(Decimal(value))], weak=True)


def _word_value(text: str, words: list[re.Match[str]], index: int) -> tuple[Decimal | None, int]:
    """The value of the number word at ``index`` and the index after it ("twenty-five" is two,
    "three and a half" is four)."""
    lowered = words[index].group(0).lower()
    value: int | None
    after = index + 1
    if lowered in _TENS:
        following = words[after] if after < len(words) else None
        value = _TENS[lowered]
        if (
            following is not None
            and following.group(0).lower() in _UNITS
            and _COMPOUND_GAP.fullmatch(text[words[index].end() : following.start()])
        ):
            value, after = value + _UNITS[following.group(0).lower()], after + 1
    else:
        value = _UNITS.get(lowered) or _TEENS.get(lowered) or _century(lowered)
        value = value or (10 if lowered == _WEAK_TEN else None)
    if value is None:
        return None, after
    half = _AND_A_HALF.match(text, words[after - 1].end())
    if half is None:
        return Decimal(value), after
    while after < len(words) and words[after].start() < half.end():
        after += 1
    return value + Decimal("0.5"), after


def _fraction_keys(numerator: int, denominator: int) -> list[str]:
    """A fraction's readings as a share and as a percentage, rounded either way ("two thirds"
    is 0.67, 66 % or 67 %)."""
    share = Decimal(numerator) / Decimal(denominator)
    percent = share * 100
    values = (
        share.quantize(Decimal("0.01")),
        percent.quantize(Decimal("0.1")),
        percent.to_integral_value(rounding=ROUND_FLOOR),
        percent.to_integral_value(rounding=ROUND_HALF_UP),
    )
    return sorted({number_key(value.normalize()) for value in values})


def _fraction(text: str, words: list[re.Match[str]], index: int) -> tuple[Fact, int] | None:
    """A numerator word and a denominator word read as one fraction: "two thirds", "a quarter"."""
    if index + 1 >= len(words):
        return None
    lowered = words[index].group(0).lower()
    following = words[index + 1].group(0).lower()
    # the article "a" is English ("a third"): the Polish "a" is "and" ("a trzecia 7 zł")
    article = lowered in _ARTICLES and following in _ENGLISH_DENOMINATORS
    numerator = 1 if article else _UNITS.get(lowered)
    denominator = _DENOMINATORS.get(following)
    if (
        numerator is None
        or denominator is None
        or numerator >= denominator
        or not _COMPOUND_GAP.fullmatch(text[words[index].end() : words[index + 1].start()])
    ):
        return None
    span = text[words[index].start() : words[index + 1].end()]
    keys = _fraction_keys(numerator, denominator)
    share = Decimal(numerator) / Decimal(denominator)
    duration = _duration_keys(text, words[index + 1].end(), [share])
    # "three quarters of an hour" is an exact 45 minutes, "a quarter" alone only a share, but
    # "a quarter of the usual portion" the share of a thing named
    weak = numerator == 1 and not _SHARE_OF.match(text, words[index + 1].end())
    # "a third turbine" may count one more, as "trzecia turbina" does: the ordinal is a reading
    ordinal = [f"num:{denominator}"] if article and weak else []
    return fact(FindingKind.NUMBER, span, keys + duration + ordinal, weak=weak), index + 2


# "one in three", "one out of five", "jeden na czterech", "jedna z pięciu": a share
_ONE_IN_GAP = re.compile(r"\s+(?:in|out\s+of|na|z)\s+", re.IGNORECASE)
_ONES = frozenset({"one", "jeden", "jedna", "jedno"})


def _one_in(text: str, words: list[re.Match[str]], index: int) -> tuple[Fact, int] | None:
    """Read "one in three" as the share a third is, and the three it counts out of."""
    if words[index].group(0).lower() not in _ONES:
        return None
    gap = _ONE_IN_GAP.match(text, words[index].end())
    if gap is None:
        return None
    after = next((i for i in range(index + 1, len(words)) if words[i].start() >= gap.end()), None)
    if after is None or words[after].start() != gap.end():
        return None
    value, end = _word_value(text, words, after)
    if value is None or value <= 1 or value != value.to_integral_value():
        return None
    span = text[words[index].start() : words[end - 1].end()]
    keys = [*_fraction_keys(1, int(value)), number_key(value)]
    return fact(FindingKind.NUMBER, span, keys), end


# A share of a thing the text names: "a quarter of the usual portion", "half of their dose".
_SHARE_OF = re.compile(
    r"\s+of\s+(?:the|their|your|his|her|its|our|my|this|that|these|those|all)\b", re.IGNORECASE
)


def _digit_fraction(match: re.Match[str]) -> list[Fact]:
    numerator, denominator = int(match.group(1)), int(match.group(2))
    if numerator >= denominator:
        return []
    return [fact(FindingKind.NUMBER, match.group(0), _fraction_keys(numerator, denominator))]


def _half(text: str, words: list[re.Match[str]], index: int) -> tuple[Fact, int]:
    """ "pół", "połowa", "half" (weak: 0.5 or 50 %), or "półtora miliona" (1 500 000)."""
    word = words[index]
    value = _HALVES[word.group(0).lower()]
    factors = _following_multiplier(text, words, index + 1)
    if factors:
        span = text[word.start() : words[index + 1].end()]
        return fact(FindingKind.NUMBER, span, [number_key(value * f) for f in factors]), index + 2
    keys = [number_key(value)] + ([number_key(value * 100)] if value < 1 else [])
    duration = _duration_keys(text, word.end(), [value])
    # "pół roku", "półtorej doby", "half an hour" are exact durations: required like digits
    weak = not duration and not _SHARE_OF.match(text, word.end())
    return fact(FindingKind.NUMBER, word.group(0), keys + duration, weak=weak), index + 1


def _following_multiplier(text: str, words: list[re.Match[str]], after: int) -> tuple[Decimal, ...]:
    """The factors of a multiplier word right after a number word ("ten million")."""
    if after >= len(words) or text[words[after - 1].end() : words[after].start()].strip():
        return ()
    return _multiplier(words[after].group(0))


# Polish compound adjectives whose first part is a number: "trzymiesięczny" (3-month),
# "dwuletnie doświadczenie" (2 years'), "pięcioosobowy"; a duration's reads as one, as "3-month".
_NUMERAL_PREFIXES = {
    "jedno": 1, "dwu": 2, "trzy": 3, "cztero": 4, "pięcio": 5, "sześcio": 6, "siedmio": 7,
    "ośmio": 8, "dziewięcio": 9, "dziesięcio": 10, "jedenasto": 11, "dwunasto": 12,
    "trzynasto": 13, "czternasto": 14, "piętnasto": 15, "szesnasto": 16, "siedemnasto": 17,
    "osiemnasto": 18, "dziewiętnasto": 19, "dwudziesto": 20, "trzydziesto": 30, "czterdziesto": 40,
    "pięćdziesięcio": 50, "stu": 100,
}  # fmt: skip
_NUMERAL_STEMS: dict[str, tuple[str, int] | None] = {
    "sekundow": ("s", 1), "minutow": ("s", 60), "godzinn": ("s", 3600), "dniow": ("s", 86400),
    "dobow": ("s", 86400), "tygodniow": ("s", 604800), "miesięczn": ("mon", 1),
    "kwartaln": ("mon", 3), "roczn": ("mon", 12), "letni": ("mon", 12), "krotn": None,
    "osobow": None, "piętrow": None, "pokojow": None, "procentow": None, "kilometrow": None,
    "metrow": None, "litrow": None, "kilogramow": None, "tonow": None, "stopniow": None,
    "etapow": None, "dawkow": None, "cyfrow": None, "literow": None, "znakow": None,
    "miejscow": None, "gwiazdkow": None, "daniow": None, "częściow": None, "warstwow": None,
    "drzwiow": None, "zmianow": None, "biegow": None, "tomow": None, "odcinkow": None,
    "punktow": None, "rzędow": None, "kołow": None, "silnikow": None, "pasmow": None,
    # "dwukondygnacyjny dom" is a two-storey house, "trzysypialniowe" three-bedroom
    "kondygnacyjn": None, "sypialniow": None, "składnikow": None, "elementow": None,
    "kanałow": None, "pasow": None,
    # "sześciolatki" are the "dzieci sześcioletnie"
    "latk": ("mon", 12), "latek": ("mon", 12),
}  # fmt: skip
# "półgodzinna jazda" is a 30-minute ride, "półroczny okres" six months
_HALF = "pół"
_COMPOUND_NUMERAL = re.compile(
    r"^("
    + "|".join(sorted([*_NUMERAL_PREFIXES, _HALF], key=len, reverse=True))
    + r")("
    + "|".join(_NUMERAL_STEMS)
    + r")\w*$"
)
# Words of _ORDINALS that multiply rather than order ("doubled", "podwoił").
_MULTIPLICATIVES = frozenset(
    w for w in _ORDINALS if w.startswith(("doubl", "podw", "tripl", "potr"))
)
# What a word must start with to be a compound numeral (one look spares the pattern).
_COMPOUND_STARTS = (*_NUMERAL_PREFIXES, _HALF, "pierwszo", "drugo", "trzecio", "czwarto", "piąto")
_COMPOUND_STARTS += ("szósto", "siódmo", "ósmo")
# "co piąty wniosek" (every fifth), "every third": a share of one in that many
_EVERY = frozenset({"co", "every"})


# "ósmoklasista" (an eighth-grader), "pierwszoklasiści": an ordinal in a compound, weak
_ORDINAL_COMPOUND = re.compile(
    r"^(pierwszo|drugo|trzecio|czwarto|piąto|szósto|siódmo|ósmo)klas\w*$"
)
_ORDINAL_PREFIXES = {
    "pierwszo": 1, "drugo": 2, "trzecio": 3, "czwarto": 4, "piąto": 5, "szósto": 6,
    "siódmo": 7, "ósmo": 8,
}  # fmt: skip


def _compound_numeral(word: str) -> Fact | None:
    ordinal = _ORDINAL_COMPOUND.match(word.lower())
    if ordinal is not None:
        nth = _ORDINAL_PREFIXES[ordinal.group(1)]
        return fact(FindingKind.NUMBER, word, [number_key(Decimal(nth))], weak=True)
    match = _COMPOUND_NUMERAL.match(word.lower())
    if match is None:
        return None
    prefix = match.group(1)
    if prefix == _HALF and match.group(2) in ("roczn", "letni"):
        return None  # "półroczny" is read with "pół roku" (see _HALVES)
    value = Decimal("0.5") if prefix == _HALF else Decimal(_NUMERAL_PREFIXES[prefix])
    unit = _NUMERAL_STEMS[match.group(2)]
    keys = [number_key(value)]
    if unit is not None:
        base, worth = unit
        keys.append(f"dur:{base}:{number_key(value * worth)[4:]}")
    return fact(FindingKind.NUMBER, word, keys, weak=value == 1)


def _number_like(text: str, words: list[re.Match[str]]) -> list[tuple[int, str]]:
    """The index and lower case of each word that may be a number: a number word, a century's
    adjective or a compound numeral's start."""
    if "\u0130" in text:
        lowered = [word.group(0).lower() for word in words]
    else:
        # Lowered whole, the text has the words lowered one by one (only the dotted capital I
        # lowers to two characters, the second no letter).
        lowered = _WORD.findall(text.lower())
    centuries = "wieczn" in text.lower()
    return [
        (at, word)
        for at, word in enumerate(lowered)
        if word in NUMBER_WORDS
        or (len(word) > 6 and word.startswith(_COMPOUND_STARTS))
        or (centuries and word.endswith(_CENTURY_ENDINGS))
    ]


# "starting at 1 second", "per second": the unit of time, no ordinal
_SECONDS = frozenset({"second", "seconds"})
# (a number before it may already be masked: blanks)
# (not "a second": "a second named driver" is the second one)
_TIME_UNIT_BEFORE = re.compile(r"(?:\d\s*|\s{3}|\b(?:one|per|each)\s+)\Z", re.IGNORECASE)


# An ordinal in an idiom counts nothing: "drugie śniadanie" (a packed lunch), "z drugiej
# strony" (on the other hand), "złożone drugiej stronie" (to the other party), "po drugie"
# (secondly), "second-hand", "on second thought".
_ORDINAL_IDIOM_AFTER = re.compile(
    r"[\s-]+(?:śniadani\w*|stron(?:ie|ą|[aieyę])\b|ręki|obieg\w*|hand\w*|nature|thoughts?|part(?:y|ies)\b)",
    re.IGNORECASE,
)
_ORDINAL_IDIOM_BEFORE = frozenset({"po", "on"})
# "ta druga opcja" (the latter option), "ten drugi": a pointer back, no count of anything
_THE_LATTER = frozenset({"ta", "ten", "to", "tej", "tego", "tą", "tę", "tym"})
# "jedno i drugie" (both), "jeden lub drugi" (either): no count of anything
_ONE_AND_OTHER = re.compile(r"jed(?:en|n[aoeąy]\w*)\s+(?:i|lub|albo|ani|czy)\s+\Z", re.IGNORECASE)
_ONE_BEFORE = re.compile(
    r"\b(?:jed(?:en|no|na|nego|nej|nemu|nym|ną)|one)\s+(?:[^\W\d_]+\s+){0,4}\Z", re.IGNORECASE
)
_NO_NOUN_AFTER = re.compile(r"\s*(?:[.,;:!?)\u2013\u2014-]|\Z|\s+(?:i|a|oraz|ani|lub|and|or)\b)")
# "osób trzecich", "firm trzecich", "państw trzecich" are third parties and third countries
_THIRD_PARTIES = ("osob", "osób", "firm", "kraj", "państw", "podmiot", "stron")


def _idiom(text: str, words: list[re.Match[str]], index: int) -> bool:
    word = words[index]
    before = words[index - 1].group(0).lower() if index > 0 else ""
    if word.group(0).lower().startswith("trzec") and before.startswith(_THIRD_PARTIES):
        return True
    if word.group(0).lower().startswith("drug") and (
        _ONE_AND_OTHER.search(text, max(0, word.start() - 16), word.start())
        or before in _THE_LATTER
        # "że jedno jest przyczyną drugiego": the other of two, no noun after it to order
        or (
            _ONE_BEFORE.search(text, max(0, word.start() - 48), word.start()) is not None
            and _NO_NOUN_AFTER.match(text, word.end()) is not None
        )
        # "co drugi piątek" is "on alternate Fridays", "every other Friday"
        or before == "co"
    ):
        return True
    if before in _ORDINAL_IDIOM_BEFORE:
        return words[index - 1].group(0).lower() == "po" or (
            _ORDINAL_IDIOM_AFTER.match(text, word.end()) is not None
        )
    return _ORDINAL_IDIOM_AFTER.match(text, word.end()) is not None


# A number and a hyphen right before a word: "10-second", a unit's compound (the number may
# already be masked, blanks before the hyphen).
_UNIT_COMPOUND = re.compile(r"(?:\d[-\u2013]|\s-)\Z")


def _word_numbers(text: str) -> list[Fact]:
    """Number words, a tens word followed by a unit word read as one ("twenty-five"), a number
    word followed by a multiplier ("ten million", "trzy tysiące") read as its product, fractions
    ("two thirds") and halves ("pół", "półtora")."""
    found: list[Fact] = []
    words = list(_WORD.finditer(text))
    index = 0
    # Most words are no number: the parsing below reads only those that may be one.
    for at, lowered in _number_like(text, words):
        if at < index:
            continue
        index = at
        word = words[index]
        if lowered not in NUMBER_WORDS and not lowered.endswith(_CENTURY_ENDINGS):
            compound = _compound_numeral(lowered)
            if compound is not None:
                found.append(replace(compound, span=word.group(0)))
            index += 1
            continue
        fraction = _fraction(text, words, index) or _one_in(text, words, index)
        if fraction is not None:
            found.append(fraction[0])
            index = fraction[1]
            continue
        if lowered in _HALVES:
            half, index = _half(text, words, index)
            found.append(half)
            continue
        if lowered in _WHOLES:
            hundred = [number_key(Decimal(100))]
            found.append(fact(FindingKind.NUMBER, word.group(0), hundred, weak=True))
            index += 1
            continue
        value, after = _word_value(text, words, index)
        factors = () if value is None else _following_multiplier(text, words, after)
        if value is not None and factors:
            span = text[word.start() : words[after].end()]
            keys = [number_key(value * factor) for factor in factors]
            found.append(fact(FindingKind.NUMBER, span, keys))
            after += 1
        elif value is not None:
            span = text[word.start() : words[after - 1].end()]
            weak = (
                value == 1
                or lowered == _WEAK_TEN
                or counted_by_list(text, words[after - 1].end(), int(value))
            )
            duration = _duration_keys(text, words[after - 1].end(), [value], ranged=True)
            # "w trzech krokach" is a numbered list of three items
            steps = (
                [steps_key(int(value))]
                if value == int(value) and STEPS_AFTER.match(text, words[after - 1].end())
                else []
            )
            keys = [number_key(value), *duration, *steps]
            found.append(fact(FindingKind.NUMBER, span, keys, weak=weak))
        elif (
            lowered in _ORDINALS
            and not _UNIT_COMPOUND.search(text, max(0, word.start() - 2), word.start())
            and not (lowered in _SECONDS and _TIME_UNIT_BEFORE.search(text, 0, word.start()))
        ):
            # "third parties", "the second in the world": ordinals are counterparts, never required
            # (not the unit of "10-second intervals")
            nth = _ORDINALS[lowered]
            keys = [number_key(Decimal(nth))]
            if index > 0 and words[index - 1].group(0).lower() in _EVERY and nth > 1:
                keys += _fraction_keys(1, nth)
            # an age said by the unit it is in: "od piątego tygodnia życia" is "from five weeks
            # of age", "do ukończenia szóstego miesiąca" "until six months old"
            keys += _duration_keys(text, word.end(), [Decimal(nth)])
            found.append(
                fact(
                    FindingKind.NUMBER,
                    word.group(0),
                    keys,
                    weak=True,
                    ordinal=nth > 1
                    and lowered not in _MULTIPLICATIVES
                    and not _idiom(text, words, index),
                )
            )
        index = after
    return found


def _has_any(lower: str, words: Iterable[str]) -> bool:
    return any(word in lower for word in words)


# A version said short: "v1" is "version 1", "v2.3" is "wersja 2.3".
# (a full stop may end the sentence after it: "from v1 to v2.", "Licence v3.0.")
_VERSION = re.compile(r"(?<![\w/.-])v(?P<number>\d+(?:\.\d+)*)(?![\w/]|\.\w)")
_VERSION_HINT = re.compile(r"(?<![\w/.-])v\d")


def _version(match: re.Match[str]) -> list[Fact]:
    number = match.group("number")
    # "v3.0" is "version 3.0", read as any "3.0" is; "v2.3.1" as written
    key = number_key(Decimal(number)) if number.count(".") <= 1 else "num:" + number
    return [fact(FindingKind.NUMBER, match.group(0), [key])]


# An item's number in a list written on one line or several: "1. Diagnostic checks … 2. A
# quotation …". Counted from 1 in steps of one, three or more such marks number items, no fact.
_ITEM_MARK = re.compile(r"(?<![\w.,:/§])(?<!§\s)(\d{1,2})[.)](?=[ \t]+[A-ZĄĆĘŁŃÓŚŹŻ])")
_ITEMS_AT_LEAST = 3


def _without_item_marks(text: str) -> str:
    """The text with the numbers of a numbered list blanked."""
    run: list[re.Match[str]] = []
    listed: list[re.Match[str]] = []
    for mark in _ITEM_MARK.finditer(text):
        number = int(mark.group(1))
        if number not in (1, len(run) + 1):
            continue
        if number == 1:
            run = []
        run.append(mark)
        if len(run) == _ITEMS_AT_LEAST:
            listed += run
        elif len(run) > _ITEMS_AT_LEAST:
            listed.append(mark)
    if not listed:
        return text
    chars = list(text)
    for mark in listed:
        start, end = mark.span(1)
        chars[start:end] = " " * (end - start)
    return "".join(chars)


# A map's or a model's scale, its thousands grouped in any language's way: "1:10 000" is
# "1:10,000" (not the time "1:10" and a stray "000").
_MAP_SCALE = re.compile(
    r"(?<![\w.,:])1\s?:\s?(\d{1,3}(?:[ \u00a0,.]\d{3})+|\d{4,7})(?![\w]|[.,]\d)"
)


def _map_scale(match: re.Match[str]) -> list[Fact]:
    value = re.sub(r"\D", "", match.group(1))
    return [fact(FindingKind.NUMBER, match.group(0), ["scale:1:" + value, "num:" + value])]


def extract_scales(text: str) -> tuple[list[Fact], str]:
    """A text's scales ("1:10 000"), read before its times, which would take "1:10"; the text
    masked."""
    if "1:" not in text and "1 :" not in text:
        return [], text
    return scan(text, _MAP_SCALE, _map_scale)


def extract_numbers(text: str) -> tuple[list[Fact], str]:
    """Digit numbers (with multipliers) and common number words; the text masked."""
    if "1." in text or "1)" in text:
        text = _without_item_marks(text)
    # counts said in words that stand for a number: "daily" for 7 days, "minors" for under 18
    worded: list[Fact] = []
    lowered = text.lower()
    if any(word in lowered for word in ("day", "dail", "dni", "dzie")):
        worded, text = _every_day(text)
    if "olet" in lowered or "minors" in lowered:
        worded += [
            fact(FindingKind.NUMBER, m.group(0), ["num:18"], weak=True)
            for m in _MAJORITY.finditer(text)
        ]
    # Both decade forms need a word few texts have: the searches are skipped without it.
    decades: list[Fact] = []
    english_decades: list[Fact] = []
    if "lat" in text:
        decades, text = scan(text, _POLISH_DECADE, _polish_decade)
    if "0s" in text or "0\u2019s" in text or "0's" in text:
        english_decades, text = scan(text, _ENGLISH_DECADE, _english_decade)
    parts: list[Fact] = []
    if _may_add_a_part(text):
        parts, text = scan(text, _UNIT_AND_PART, _unit_and_part)
    # Read before any masking: a blanked "3" would leave "within days" looking like one day.
    # Tried only where a word it can open with starts (folded, as its case-blind search reads).
    starts = hint_starts(_ONE_UNIT_HINT, folded(text))
    one_units = [f for m in matches_at(text, _ONE_UNIT, starts) for f in _one_unit(m)]
    compound, text = scan(text, _COMPOUND, _compound_duration)
    # Like the searches below, run only in a text with a word each match has.
    lower = folded(text)
    if any(word in lower for word in _MEASURE_WORDS):
        one_units += [
            fact(
                FindingKind.NUMBER,
                m.group(0),
                ["num:1"] if m.group("one") else ["num:100", "num:1"],
                weak=True,
            )
            for m in _ONE_MEASURE.finditer(text)
        ]
    if any(word in lower for word in _PER_UNIT_WORDS):
        one_units += _per_unit(text)
    if any(word in lower for word in _PER_ANY_WORDS):
        one_units += _per_any(text)
    if "kilk" in lower:
        one_units += _vague(text)
    if any(word in lower for word in _ROUND_THE_CLOCK_WORDS):
        # masked: the "7" of "24/7" is no number of its own
        clock, text = scan(text, _ROUND_THE_CLOCK, _round_the_clock)
        one_units += clock
    spans: list[Fact] = []
    if "/" in text or "-" in text or "\u2013" in text:
        spans, text = scan(text, _YEAR_SPAN, _year_span)
    roman: list[Fact] = []
    if "w." in text or "wiek" in text or "centur" in text or "-wieczn" in text:
        roman, text = scan(text, _ROMAN_CENTURY, _roman)
    # "faza II", "II kwartał", "Henryk VIII": counterparts of "phase 2", "second quarter"
    if _TWO_ROMAN_LETTERS.search(text):
        roman += [_roman_numeral(m) for m in _ROMAN_NUMERAL.finditer(text)]
        if any(m.group(0) == "II" for m in _ROMAN_NUMERAL.finditer(text)):
            # "I, II i III nagroda": beside a "II", a lone "I" opens the same count
            roman += [_roman_numeral(m) for m in _LONE_I.finditer(text)]
        else:
            roman += [_roman_numeral(m) for m in _RANGE_OPENING_I.finditer(text)]
    if " I " in text:
        roman += [
            fact(FindingKind.NUMBER, m.group(0), ["num:1"], weak=True, ordinal=True)
            for m in _FIRST_OF.finditer(text)
        ]
    fractions: list[Fact] = []
    if "/" in text:
        fractions, text = scan(text, _DIGIT_FRACTION, _digit_fraction)
    shared: list[Fact] = []
    if _SCALE_DIGIT.search(text) or _has_any(folded(text), _SCALE_WORDS):
        shared, text = scan(text, _SHARED_RANGE, _shared_range)
    quarters: list[Fact] = []
    if any(sign in text for sign in _QUARTER_SIGNS):
        quarters, text = scan(text, _QUARTER, _quarter)
    versions: list[Fact] = []
    if _VERSION_HINT.search(text):
        versions, text = scan(text, _VERSION, _version)
    digits, text = scan(text, _NUMBER, _number)
    # Word numbers are left in the text: they carry no digits for a later rule to misread.
    found = (
        parts
        + compound
        + spans
        + decades
        + english_decades
        + roman
        + fractions
        + shared
        + quarters
        + versions
        + digits
    )
    return found + _word_numbers(text) + one_units + worded, text

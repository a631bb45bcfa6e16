"""Product and service names written in mixed case ("mPark", "ParentPay", "GitHub").

Such a name is kept as it is in any rewrite and in translation, so it is a protected fact: one
the candidate adds ("pay in the mPark app") is invented, one it drops is lost. A Polish case
ending ("na GitHubie", "w mParku") is read off.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import lru_cache
from typing import Literal

from models.guard import FindingKind
from skryba.guard.facts import Fact, fact, word_stems
from skryba.guard.numbers import NUMBER_WORDS
from skryba.language import word_confidence

# A capital inside a word, after a lower-case letter and before another: "mPark", "ParentPay",
# "RailGo"; not an abbreviation such as "PhD" or "AoE".
_NAME = re.compile(r"(?<![\w'\u2019-])[^\W\d_][a-ząćęłńóśźż]*(?<=[a-ząćęłńóśźż])[A-Z][a-z]+\w*")
# What every such name has, looked for before the name's own pattern is run.
_INNER_CAPITAL = re.compile(r"[a-ząćęłńóśźż][A-Z][a-z]")
_CASE_ENDING = re.compile(r"(?:owi|iem|em|ie|a|u|y|ą|ę|(?<=[gk])i)$")
# A stem's last consonant softened before "-e": "w PlusLidze" is "PlusLiga", "w EkoPolsce"
# "EkoPolska", "w PrusaSlicerze" "PrusaSlicer".
_SOFTENED = re.compile(r"(?:dze|ce|cie|rze)$")
_HARD = {"dze": "g", "ce": "k", "cie": "t", "rze": "r"}


def _name_key(name: str) -> str:
    """A mixed-case name without its Polish case ending, as every case of it reads."""
    softened = _SOFTENED.search(name)
    if softened is not None:
        return name[: softened.start()] + _HARD[softened.group(0)]
    return _CASE_ENDING.sub("", name)


def extract_names(text: str) -> list[Fact]:
    """The mixed-case names of a text, each read without a Polish case ending."""
    if _INNER_CAPITAL.search(text) is None:
        return []
    found: list[Fact] = []
    for match in _NAME.finditer(text):
        name = match.group(0)
        found.append(fact(FindingKind.NAME, name, ["name:" + _name_key(name)]))
    return found


# A list of names: "France and Belgium", "Nowak, Lis i Wójcik", "France, Belgium and the
# Netherlands". A name the rewrite adds to such a list is a claim of its own.
_CAPITAL = "[A-ZĄĆĘŁŃÓŚŹŻ]"
# A name starts a word: "macOS" lists no "OS".
_LISTED = r"(?<![\w-])" + _CAPITAL + r"[\w-]+"
_NAME_LIST = re.compile(
    _LISTED
    + r"(?:\s*,\s*(?:the\s+)?"
    + _LISTED
    + r")*\s*,?\s+(?:and|or|i|oraz|lub|albo)\s+(?:the\s+)?"
    + _LISTED
)
_LISTED_NAME = re.compile(_LISTED)
# Two letters up: a two-letter name ("UK", "EU") is its own stem.
# (a road's or a model's number is one word with its letters: "A4074", "RD-RX812")
_SOURCE_WORD = re.compile(r"[^\W\d_][^\W_]+")


def _vocabulary(words: str) -> frozenset[str]:
    return frozenset(words.split())


# Days and months are dates, not names: "Monday to Friday" listed day by day is the same days.
_CALENDAR = _vocabulary(
    "monday tuesday wednesday thursday friday saturday sunday mondays tuesdays wednesdays "
    "thursdays fridays saturdays sundays january february march april may june july august "
    "september october november december"
)


def added_to_a_list(source: str, candidate: str) -> str | None:
    """A name the candidate adds to a list of names the source has some of: a name whose first
    three letters open no word of the source, beside one that does (a rewrite in the source's
    language keeps its names; "polsko-litewskie" may become "Polski i Litwy")."""
    stems: frozenset[str] | None = None
    for match in _NAME_LIST.finditer(candidate):
        if stems is None:
            stems = _folded_stems(source)
        names: list[str] = _LISTED_NAME.findall(match.group(0))
        names = [name for name in names if name.lower() not in _CALENDAR]
        # folded, as Polish declension moves a vowel's accent: "Mróz" is "Mroza"
        known = [name for name in names if _listed_stem(name) in stems]
        new = [name for name in names if _listed_stem(name) not in stems]
        if known and new:
            return new[0]
    return None


# A title's capitalised run before a word, opened after a colon, a dash or a line's start; its
# small words stay lower case ("Credit Union - Terms of Lending").
_TITLE_RUN_BEFORE = re.compile(
    r"(?:^|[:\u2013\u2014]\s|\n)(?:[A-ZĄĆĘŁŃÓŚŹŻ][\w'\u2019-]*[ \t]"
    # ("Spring Term at a Glance": two small words)
    r"(?:(?:of|and|for|the|to|in|on|at|a|an|&)[ \t]){0,2})+\Z",
    re.MULTILINE,
)
# A capitalised word inside a sentence: after a lower-case word or a comma, not after a full stop
# or a colon ("Fee: PLN 250" opens a clause).
# (A word opening a line, or a label before a colon, "Termin: do 30 września", is none.)
_INNER_NAME = re.compile(r"(?<=[a-ząćęłńóśźż,][ \t])[A-ZĄĆĘŁŃÓŚŹŻ][a-ząćęłńóśźż]{3,}\b(?!:)")
# The reader addressed with a capital, as Polish letters do ("Twoje konto", "Pana wniosek").
_ADDRESS = _vocabulary(
    "twój twoja twoje twojej twojego twojemu twoim twoją twoich twoimi wasz wasza wasze waszej "
    "waszego waszym waszych pana pani panu panią panem państwo państwa państwu państwem "
    "ciebie tobie tobą"
)
# Those a letter greets are capitalised too: "Szanowni Rodzice", "Drodzy Mieszkańcy".
_GREETING = re.compile(r"(?:szanown\w*|drodz\w*|drog[ai]|dear)\s+$", re.IGNORECASE)
_FOLD = str.maketrans("ąćęłńóśźż", "acelnoszz")
# An abbreviation of the source, whose words a rewrite may spell out ("UE" → "w Unii").
_ACRONYM = re.compile(r"\b[A-ZĄĆĘŁŃÓŚŹŻ]{2,6}\b")


def _listed_stem(name: str) -> str:
    """A listed name's stem as :func:`_folded_stems` reads the source's words: "Co-operative"
    opens with the word "co", as the source's own "Co-operative" is read."""
    folded = name.lower().translate(_FOLD)
    # (searched, as the source's words are found: "X-rays" is read from its "rays")
    word = _SOURCE_WORD.search(folded)
    return (word.group(0) if word is not None else folded)[:3]


# A Polish compound of a compass point and a place ("zachodnioeuropejskich", "północnoamerykański",
# "środkowoazjatycki"), read folded: the place's name opens after the joining "o" ("z
# zachodniej Europy", "North America").
_COMPASS_COMPOUND = re.compile(r"(?:zachodni|wschodni|polnocn|poludniow|srodkow)o(?=[a-z]{3})")


@lru_cache(maxsize=256)
def _folded_stems(source: str) -> frozenset[str]:
    words = _SOURCE_WORD.findall(source.lower().translate(_FOLD))
    stems = {word[:3] for word in words}
    stems |= {word[m.end() : m.end() + 3] for word in words if (m := _COMPASS_COMPOUND.match(word))}
    # an acronym's initial stands for the words it abbreviates
    return frozenset(stems | {"^" + acronym[0] for acronym in _ACRONYM.findall(source)})


# Capitalised words in a run ("the United Kingdom", "Narodowy Fundusz Zdrowia").
_CAPITALISED_RUN = re.compile(
    r"[A-ZĄĆĘŁŃÓŚŹŻ][\w-]*(?:\s+(?:of\s+|and\s+|i\s+)?[A-ZĄĆĘŁŃÓŚŹŻ][\w-]*)+"
)


def _spelled_out(source: str, candidate: str) -> frozenset[str]:
    """The words of the candidate's runs of capitalised words whose initials spell one of the
    source's abbreviations: "UK" → "the United Kingdom", "NFZ" → "Narodowy Fundusz Zdrowia"."""
    acronyms = set(_ACRONYM.findall(source))
    if not acronyms:
        return frozenset()
    found: set[str] = set()
    for run in _CAPITALISED_RUN.finditer(candidate):
        words = [w for w in run.group(0).split() if w[0].isupper()]
        if "".join(w[0] for w in words) in acronyms:
            found.update(words)
    return frozenset(found)


# The adjectives of peoples whose first three letters are not their country's, and the country's.
_DEMONYMS = {
    "welsh": "wal",
    "french": "fra",
    "irish": "ire",
    "dutch": "net",
    "danish": "den",
}


def _new_names(source: str, candidate: str) -> Iterator[str]:
    """The capitalised words inside the candidate's sentences whose first three letters open no
    word of the source. Days, months, numbers written out, the capitalised "Twój"/"Pan" of a
    letter, a title's capitalised run, and a word opening as one of the source's abbreviations
    does ("UE" → "w Unii") are no names."""
    stems: frozenset[str] | None = None
    spelled: frozenset[str] | None = None
    for match in _INNER_NAME.finditer(candidate):
        word = match.group(0).lower()
        # a title's capitalised run opens after a colon, a dash or a line's start: "Evening
        # Spanish: Course Regulations" names nothing new ("at Eastcombe Library" does)
        if _TITLE_RUN_BEFORE.search(candidate, max(0, match.start() - 40), match.start()):
            continue
        # (a number written out: "the 9th Conference" is "the Ninth Conference")
        if word in _CALENDAR or word in _ADDRESS or word in NUMBER_WORDS:
            continue
        # (read in the 12 characters before the word: "Szanownych " is the longest greeting)
        if _GREETING.search(candidate, max(0, match.start() - 12), match.start()):
            continue
        if spelled is None:
            spelled = _spelled_out(source, candidate)
        if match.group(0) in spelled:
            continue
        if stems is None:
            stems = _folded_stems(source)
        name = match.group(0)
        if word.translate(_FOLD)[:3] not in stems and "^" + name[0] not in stems:
            # (a people's adjective names its country: "Welsh wind farms" are "in Wales")
            if _DEMONYMS.get(word, "") in stems:
                continue
            yield name


def invented_name(source: str, candidate: str) -> str | None:
    """A name the candidate says inside a sentence whose first three letters open no word of the
    source: a rewrite in the source's language keeps its names (declined: "Wisła" is "Wiśle",
    "litewski" is "Litwy"), so one of its own ("shared only with our partner, Mixora") is a fact
    invented."""
    return next(_new_names(source, candidate), None)


# How sure the model must be that a translation's new name is spelled in the source's language.
# Measured on the labelled translations: no faithful one's new capitalised word reads English
# above 0.41 in a Polish candidate ("Internet"), nor Polish above 0.81 in an English one
# ("Masovian", "Vistula"), where translated names are new words of the candidate's own.
FOREIGN_NAME_CONFIDENCE: dict[Literal["pl", "en"], float] = {"pl": 0.9, "en": 0.6}


def foreign_name(source: str, candidate: str, source_language: Literal["pl", "en"]) -> str | None:
    """A name a translation says that the source never says, spelled in the source's language
    ("zlecono firmie Sparkle Clean", "coordinated by Marta Zielińska"): a translation keeps the
    source's names as written and translates the rest into its own language, so such a name was
    brought in from nowhere. Names translated into the candidate's language ("Vistula", "City
    Council") read as that language and are left alone."""
    threshold = FOREIGN_NAME_CONFIDENCE[source_language]
    for name in _new_names(source, candidate):
        if word_confidence(name, source_language) >= threshold:
            return name
    return None


# A firm named with its legal form: "Mendip Solar Ltd", "Kowalski i Syn Sp. z o.o.", "Acme GmbH".
_COMPANY = re.compile(
    r"(?P<name>(?:[A-ZĄĆĘŁŃÓŚŹŻ][\w&'\u2019-]*\s+(?:(?:i|and|&)\s+)?){1,4})"
    r"(?:Ltd\b\.?|Limited\b|plc\b|PLC\b|LLP\b|Inc\b\.?|GmbH\b|S\.A\.|[Ss]p\.\s*z\s*o\.\s*o\."
    r"|[Ss]p\.\s*[jk]\.|spółk\w*\s+z\s+o(?:graniczoną|\.\s*o\.))"
)
# Words that say a firm is one, not which: "Spółka Brightfield Energy Ltd".
_FIRM_WORDS = _vocabulary("spółka spółki firma firmy company the przedsiębiorstwo")
_COMPANY_HINTS = ("Ltd", "Limited", "plc", "PLC", "LLP", "Inc", "GmbH", "S.A.", "p. z", "spółk")


def invented_company(source: str, candidate: str) -> str | None:
    """A firm the candidate names with its legal form whose name the source does not say: a
    company's name is kept in any rewrite and in translation, so one the source lacks ("The
    array will be built by a local installer, Mendip Solar Ltd") is a fact invented. Each
    capitalised word of its name is looked for among the source's words by its first five
    letters (Polish declines a firm's name: "Tragarza", "Tragarz")."""
    if not any(hint in candidate for hint in _COMPANY_HINTS):
        return None
    said = word_stems(source)
    for match in _COMPANY.finditer(candidate):
        words = [
            w
            for w in _SOURCE_WORD.findall(match.group("name"))
            if w[0].isupper() and w.lower() not in _CALENDAR and w.lower() not in _FIRM_WORDS
        ]
        if words and any(word.lower()[:5] not in said for word in words):
            return match.group(0).strip()
    return None


def read_names(source: str) -> None:
    """Read ahead what every candidate's list comparison reads of a source (code masked)."""
    _folded_stems(source)


def clear_name_caches() -> None:
    """Forget every source read so far (the cost benchmark measures reading afresh)."""
    _folded_stems.cache_clear()

"""The extractors' shortcuts find what their plain searches find (docs/guard.md, "Cost").

A pattern tried only where its hint says a match can start, or skipped when a text lacks what
every match has, must find exactly the matches a search of the whole text finds: these tests
compare the two on seeded random mixes of the words and signs the patterns read.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterable

import pytest

from skryba.guard import acts, certainty, dates, numbers, polarity, references, weekdays
from skryba.guard.facts import folded, hint_starts, matches_at, scan, scan_at

_TOKENS = (
    "art.", "Art", "artykuł", "article", "s.", "S.", "\u017f.", "str.", "stron", "p.", "pp.",
    "pages", "§", "§§", "section", "sec.", "sekcji", "punkt", "http://", "https://", "www.",
    "WWW.", "@", "a@b.pl", "x.y@z.com", ".pl", ".com", ".co", ".info", "/", "-", ".", ",", ":",
    "Kowalski", "Nowak", "Smith", "and", "i", "et al.", "(", ")", "(2019)", "(2020, s. 5)",
    "2019", "godz.", "godz", "godzinie", "o", "at", "At", "12:30", "9.15", "7", "14", "1", "01",
    "31", "30", "28", "3", "am", "pm", "a.m.", "od", "Od", "from", "between", "między",
    "pomiędzy", "the", "of", "do", "to", "until", "oraz", "a", "lipca", "marca", "maja", "maj",
    "Maj", "LIPCA", "grudnia", "January", "March", "Mar.", "May", "Sept", "June", "poniedziałku",
    "piątku", "Friday", "Sunday", "niedzieli", "st", "th", "-go", "\u0130", "\u0131", "\u212a",
    "x", "Y", "\u00a0", " ", "\n", "\u2013", "_", "+", "ab-cd", "A1", "gov.pl/e-pit", "x.com/a",
    "1-15", "5 do 7", "1 lipca", "31 sierpnia", "July 1-15", "August 31", "15th", "1st",
    "1 lipca do 31", "1 July to 31", "1. marca - 30", "6 hours", "HOURS", "an", "a", "One",
    "Godzin", "godziny", "\u017fekund", "wee\u212a", "DN\u0130", "doby", "dób", "kwadransa",
    "jedną", "min.", "sek.", "mies.", "lat", "rok", "wiek", "h", "years", "letnia",
    "i wsp.", "Lis et al.", "Okafor i in.", "ust.", "ust. 2", "ust.3", "bust.", "Ust.",
)  # fmt: skip


def _texts(seed: int, count: int = 6000) -> list[str]:
    rng = random.Random(seed)
    texts = []
    for _ in range(count):
        parts = [rng.choice(_TOKENS) for _ in range(rng.randint(1, 14))]
        texts.append("".join(part + rng.choice(("", " ", " ", "\n", ", ")) for part in parts))
    return texts


def _spans(text: str, pattern: re.Pattern[str], starts: Iterable[int] | None) -> list[str]:
    found: list[str] = []

    def build(match: re.Match[str]) -> list[object]:
        found.append(f"{match.start()}:{match.group(0)}")
        return []

    if starts is None:
        scan(text, pattern, build)  # type: ignore[arg-type]
    else:
        scan_at(text, pattern, build, starts)  # type: ignore[arg-type]
    return found


def _hinted(hint: re.Pattern[str]) -> Callable[[str], Iterable[int]]:
    return lambda text: hint_starts(hint, text)


_STARTS: list[tuple[str, re.Pattern[str], Callable[[str], Iterable[int]]]] = [
    ("url", references._URL, _hinted(references._URL_HINT)),
    ("bare url", references._BARE_URL, references._bare_url_starts),
    ("e-mail", references._EMAIL, references._email_starts),
    ("host", references._HOST, references._host_starts),
    ("citation", references._NARRATIVE_CITATION, _hinted(references._AUTHOR_HINT)),
    ("author et al", references._AUTHOR_ET_AL, _hinted(references._AUTHOR_HINT)),
    ("ust.", references._UST, _hinted(references._UST_HINT)),
    ("article", references._ARTICLE, _hinted(references._ARTICLE_HINT)),
    ("section", references._SECTION, _hinted(references._SECTION_HINT)),
    ("page", references._PAGE, _hinted(references._PAGE_HINT)),
    *((pattern.pattern[:20], pattern, _hinted(hint)) for pattern, hint in dates._HINTS.items()),
    # read in the folded text, as its case-blind search reads the text
    ("one unit", numbers._ONE_UNIT, lambda text: hint_starts(numbers._ONE_UNIT_HINT, folded(text))),
]


@pytest.mark.parametrize(("name", "pattern", "starts"), _STARTS, ids=[s[0] for s in _STARTS])
def test_a_pattern_tried_where_its_hint_says_finds_every_match(
    name: str, pattern: re.Pattern[str], starts: Callable[[str], Iterable[int]]
) -> None:
    texts = _texts(len(name))
    matched = 0
    for text in texts:
        expected = _spans(text, pattern, None)
        assert _spans(text, pattern, starts(text)) == expected, text
        matched += bool(expected)
    assert matched > 20  # the mixes do hold matches


@pytest.mark.parametrize(
    ("pattern", "core"),
    [(dates._DAY_RANGE, dates._DAY_RANGE_CORE), (dates._MONTH_SPAN, dates._MONTH_SPAN_CORE)],
)
def test_a_text_without_a_patterns_core_has_no_match(
    pattern: re.Pattern[str], core: re.Pattern[str]
) -> None:
    for text in [*_texts(3), "od 1 do 15 lipca", "1-31 marca 2024", "1 July - 31 August"]:
        if pattern.search(text):
            assert core.search(text), text


def test_a_month_name_is_found_as_the_words_of_the_text_are() -> None:
    for text in _texts(5):
        words = set(dates._WORDS.findall(text))
        months, english, may = dates._word_sets(text, dates.folded(text))
        assert months == (not dates._MONTH_WORDS.isdisjoint(w.lower() for w in words)), text
        # English names and "May" may be reported where there are none, never missed
        assert english or dates._ENGLISH_FORMS.isdisjoint(words), text
        assert may or "May" not in words, text
        lower = dates.folded(text)
        assert dates._month_words(text) == [
            m.start()
            for m in dates._WORDS.finditer(lower)
            if m.group(0) in dates._MONTH_ONLY_LOWER
            and (
                m.group(0) in dates._MONTH_ONLY_POLISH
                or text[m.start() : m.end()] in dates._MONTH_ONLY_EXACT
            )
        ], text


_WEEKDAY_TOKENS = (
    "Monday", "monday", "Mon", "Mondays", "pon.", "Poniedziałek", "poniedziałku", "wtorek",
    "Wtorki", "wt.", "Tue", "Tues", "Wednesday", "środa", "Środy", "śr.", "środowisko", "Thu",
    "czwartek", "czw.", "Friday", "Fri", "piątku", "pt.", "Saturday", "Sat", "sobota", "Sobót",
    "sob.", "\u017fobota", "Sunday", "niedziela", "Niedzieli", "niedz.", "sobotni", "SOBOTNIE",
    "niedzielny", "Czwartkowe", "piątkowa", "to", "do", "until", "-", "\u2013", "\u2014", "x", "7",
    "a", "ab", "s", "W", "(", ".", "Monday-Friday", "pon.-pt.", "od", "weekend",
)  # fmt: skip


@pytest.mark.parametrize("name", ["_FULL", "_NAMED_OR_ABBREVIATED", "_ADJECTIVES", "_RANGE"])
def test_a_weekday_pattern_tried_where_a_day_can_start_finds_every_match(name: str) -> None:
    pattern: re.Pattern[str] = getattr(weekdays, name)
    rng = random.Random(name)
    matched = 0
    for _ in range(6000):
        parts = [rng.choice(_WEEKDAY_TOKENS) for _ in range(rng.randint(1, 10))]
        text = "".join(part + rng.choice(("", " ", " ", "\n", ", ")) for part in parts)
        expected = [(m.start(), m.group(0)) for m in pattern.finditer(text)]
        found = [(m.start(), m.group(0)) for m in weekdays._matches(pattern, text)]
        assert found == expected, text
        if name == "_RANGE":
            assert weekdays._without_ranges(text) == pattern.sub(" ", text), text
        matched += bool(expected)
    assert matched > 200  # the mixes do hold matches


def test_each_letter_of_a_day_hint_is_read_case_blind_as_in_the_folded_text() -> None:
    # The adjectives are read case-blind, their hint in the folded text: each character the
    # pattern takes for a letter of a hint must fold to that letter ("\u017fobotni", "PIĄTKOWY").
    letters = set("".join(weekdays._DAY_START.pattern.split("|")))
    # (one pass over every character finds those a case-blind letter takes; few are)
    any_letter = re.compile("[" + "".join(sorted(letters)) + "]", re.IGNORECASE)
    read_as = [chr(c) for c in range(0x110000) if any_letter.fullmatch(chr(c))]
    assert {"\u017f", "Ś", "İ"} <= set(read_as)
    for char in read_as:
        taken_for = [letter for letter in letters if re.fullmatch(letter, char, re.IGNORECASE)]
        assert all(folded(char) == letter for letter in taken_for), (char, taken_for)


_PHRASE_TOKENS = (
    "chyba", "Chyba", "że", "ŻE", "w", "W", "innym", "przeciwnym", "razie", "przypadku", "unless",
    "UNLESS", "otherwise", "except", "where", "when", "save", "for", "as", "z", "wyjątkiem",
    "sytuacji", "gdy", "inaczej", "some", "Some", "\u017fome", "3", "2,000", "twenty", "dozen",
    "way", "manner", "that", "suggests", "suggested", "often", "how", "time", "czasem", "kilka",
    "zasad", ":", ",", ".", "  ", "\u2013", "a way that suggests", "in a manner that suggest",
    "some 3", "w innym razie", "chyba że", "z wyjątkiem sytuacji, gdy", "except where",
)  # fmt: skip


def test_a_text_the_phrase_guards_pass_over_holds_no_phrase() -> None:
    # The "unless" and "no hedge" phrases are searched for only where the words each needs are
    # all there: skipping the search elsewhere must change nothing.
    rng = random.Random(7)
    unless = not_hedge = 0
    for _ in range(20000):
        parts = [rng.choice(_PHRASE_TOKENS) for _ in range(rng.randint(1, 9))]
        text = "".join(part + rng.choice((" ", " ", "", "\n")) for part in parts)
        lower = folded(text)
        said = any(word in lower for word in polarity._UNLESS_WORDS)
        expected = polarity._UNLESS_PHRASE.sub(" unless ", text) if said else text
        assert polarity._one_word_phrases(text, lower) == expected, text
        unless += expected != text
        if any(word in lower for word in polarity._NOT_HEDGE_WORDS) and (
            polarity._NOT_HEDGE.search(text)
        ):
            assert polarity._may_not_hedge(lower), text
            not_hedge += 1
    assert unless > 200 and not_hedge > 200  # the mixes do hold the phrases


def test_suggestions_are_every_match_of_the_suggest_search() -> None:
    rng = random.Random(11)
    tokens = (
        "suggest", "Suggests", "SUGGESTED", "\u017fuggesting", "sugerują", "Zasugerowano",
        "sugerowała", "not", "nie", "way that", "we", "to", "that", "it", "a", ".", ",",
    )  # fmt: skip
    found = 0
    for _ in range(5000):
        text = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 8)))
        expected = certainty.SUGGESTS.findall(text)
        assert certainty.suggestions(text) == expected, text
        found += bool(expected)
    assert found > 500


def test_every_day_and_a_unit_and_a_part_are_read_wherever_their_search_finds_them() -> None:
    # Each search runs only in a text with the words its matches need: the facts read must be
    # those of a search of every text.
    rng = random.Random(13)
    tokens = (
        "7", "seven", "SIEDEM", "days", "dni", "a", "per", "in the", "w", "week", "tygodniu",
        "daily", "Codziennie", "every", "each", "any", "day", "of the", "każdego", "dnia",
        "każdy", "dzień", "tygodnia", "hour", "godziny", "and", "i", "quarter", "half", "PÓŁ",
        "kwadrans", "one", "an", "rok", ",", ".", "7 days a week", "siedem dni w tygodniu",
        "Seven days per week", "an hour and a half", "godziny i pół", "rok i kwadrans",
        "one day and a quarter", "any day of the week",
    )  # fmt: skip
    seen = {"every day": 0, "daily": 0, "unit and part": 0}
    for _ in range(20000):
        text = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 9)))
        every = [m.group(0) for m in numbers._EVERY_DAY.finditer(text)]
        rest = numbers._EVERY_DAY.sub(lambda m: " " * len(m.group(0)), text)
        daily = [m.group(0) for m in numbers._DAILY.finditer(rest)]
        found, masked = numbers._every_day(text)
        assert [f.span for f in found] == every + daily and masked == rest, text
        parts = [m.group(0) for m in numbers._UNIT_AND_PART.finditer(text)]
        if parts and (" and a " in text or " i " in text):
            assert numbers._may_add_a_part(text), text
        seen["every day"] += bool(every)
        seen["daily"] += bool(daily)
        seen["unit and part"] += bool(parts)
    assert min(seen.values()) > 100, seen


def test_an_act_is_read_with_the_alternatives_whose_words_the_text_has() -> None:
    rng = random.Random(17)
    tokens = (
        "ustawy", "Ustawa", "o", "ochronie", "zwierząt", "z", "dnia", "30 maja 2014", "r.",
        "Kodeks", "kodeksu", "pracy", "postępowania", "cywilnego", "the", "Highways", "Act",
        "Code", "Regulations", "Building", "Environmental", "Protection", "1980", "staw",
        "wystawa", ",", ".",
    )  # fmt: skip
    read = 0
    for _ in range(20000):
        text = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 8)))
        expected = [(m.span(), m.groupdict()) for m in acts._ACT.finditer(text)]
        pattern = acts._act_pattern(text)
        found = [] if pattern is None else list(pattern.finditer(text))
        unnamed = dict.fromkeys(("code", "law", "english"))
        assert [(m.span(), unnamed | m.groupdict()) for m in found] == expected, text
        read += bool(expected)
    assert read > 2000


def test_a_text_the_expletive_guard_passes_over_holds_no_expletive() -> None:
    rng = random.Random(19)
    tokens = (
        "Sprawdź", "upewnij się", "zweryfikuj", "ustalimy", "zobacz", "czy", "CZY", "nie", "NIE",
        "to", "drzwi", "są", "czyny", "czynu", "zabronione", "złamanie", "naruszenie", "tego",
        "zakazu", "zakazów", "nieprzestrzeganie", "obejście", "egzekwowanie", ",", ".",
    )  # fmt: skip
    found = 0
    for _ in range(20000):
        text = " ".join(rng.choice(tokens) for _ in range(rng.randint(1, 9)))
        if polarity._EXPLETIVE.search(text):
            assert polarity._may_be_expletive(folded(text)), text
            found += 1
    assert found > 1000


def test_an_approximation_tried_where_its_hint_says_is_every_match() -> None:
    rng = random.Random(23)
    tokens = (
        "about", "around", "some", "almost", "nearly", "blisko", "rzędu", "prawie", "niemal",
        "roughly", "approximately", "approx.", "circa", "około", "ok.", "mniej więcej",
        "przybliżeniu", "szacunek", "szacunku", "szacunkami", "wzajemny", "z", "dla", "okolicach",
        "okoliczności", "estimated", "szacowana", "reckons", "oszacowanie", "suma", "szacuje",
        "z grubsza", "rough estimate", "in the region of", "or so", "ca.", "c.", "(c.", "~",
        "5", "1810", "an", "a", "hour", "day", "four", "trzech", "every", "doubled", "pln", "£",
        "-", "godz", "xabout", "the", ",", ".", "(",
    )  # fmt: skip
    found = 0
    for _ in range(20000):
        parts = [rng.choice(tokens) for _ in range(rng.randint(1, 8))]
        lower = folded("".join(part + rng.choice((" ", " ", "", "  ", "\n")) for part in parts))
        expected = [(m.start(), m.group(0)) for m in polarity._APPROXIMATION.finditer(lower)]
        starts = hint_starts(polarity._APPROXIMATION_HINT, lower)
        hinted = matches_at(lower, polarity._APPROXIMATION, starts)
        assert [(m.start(), m.group(0)) for m in hinted] == expected, lower
        found += bool(expected)
    assert found > 5000


def test_a_month_adjective_is_searched_for_wherever_one_can_be() -> None:
    for stem in dates._MONTH_ADJECTIVE_STEMS:
        for text in (f"{stem}owy", f"{stem.upper()}OWEGO", f"w {stem.capitalize()}owej porze"):
            assert dates._MONTH_ADJECTIVE.search(text), text
            lower = folded(text)
            assert any(word in lower for word in dates._MONTH_ADJECTIVE_WORDS), text

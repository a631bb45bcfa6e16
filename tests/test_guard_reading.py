"""How the guard reads each text once: a source per passage, a group as its sentences.

See docs/guard.md, "Cost".
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from models.profile import RewriteProfile
from skryba.guard import polarity
from skryba.guard.check import check_candidate, clear_caches, extract, read_source, source_language
from skryba.guard.evaluation import cost_texts, load_pairs
from skryba.guard.payments import said_free
from skryba.language import detect_language

DATA = Path(__file__).parent / "data"
SOURCE = (
    "Od 3 do 7 czerwca 2024 r. biblioteka przy ul. Lipowej 4 będzie zamknięta. Zwroty nie "
    "będą przyjmowane, a kary za ten czas nie zostaną naliczone. Wypożyczać można w filii "
    "przy ul. Polnej 12, czynnej od 9:00 do 17:00."
)
CANDIDATE = (
    "Biblioteka przy ul. Lipowej 4 nie będzie czynna od 3 do 7 czerwca 2024 r. W tych dniach "
    "nie przyjmie zwrotów i nie naliczy za nie kar. Książki wypożyczysz w filii przy ul. "
    "Polnej 12, otwartej od 9:00 do 17:00."
)


def test_a_candidate_checked_after_its_source_was_read_reads_only_itself() -> None:
    clear_caches()
    read_source(SOURCE)
    extracted, languages = extract.cache_info().misses, source_language.cache_info().misses
    split = polarity._sentences.cache_info().misses
    check_candidate(SOURCE, CANDIDATE, RewriteProfile())
    assert extract.cache_info().misses == extracted + 1
    assert source_language.cache_info().misses == languages
    assert polarity._sentences.cache_info().misses == split + 1


def test_reading_a_source_reads_what_its_comparisons_ask_for() -> None:
    # The cache keys a keyword argument apart from a positional one: a reading ahead asked for
    # another way than the comparison asks was wasted, and the source was read again per
    # candidate.
    source = "Czy trzeba się zapisać? Nie trzeba. Wstęp jest bezpłatny, a parking kosztuje 5 zł."
    clear_caches()
    read_source(source)
    masked = extract(source).without_facts
    markers, free = polarity._marker_reading.cache_info().misses, said_free.cache_info().misses
    polarity._markers(masked)
    polarity._markers(masked, questions=False)
    said_free(extract(source).without_code)
    assert polarity._marker_reading.cache_info().misses == markers
    assert said_free.cache_info().misses == free


@pytest.mark.parametrize(
    "text",
    [
        "Can I park here? No. Ask at the desk!",
        "Wstęp wolny. Czy trzeba się zapisać? Nie.\nCo z dziećmi?? Wchodzą za darmo.",
        "?",
        "Nothing is asked here, not even at the end",
        "Bring ID! Why? Because the rules say so. Questions?",
    ],
)
def test_questions_are_removed_as_whole_sentences(text: str) -> None:
    # The search starts only where a sentence does; it finds what a search from every letter
    # found.
    assert polarity._asserted(text) == re.sub(r"[^.!?\n]*\?", " ", text)


@pytest.mark.parametrize(
    "parts",
    [
        # clean joins: each sentence ends in its own stop
        ("Nie wolno palić.", "Nikt nie przyszedł.", "Nigdy tego nie rób!"),
        # a line without a stop: its clause runs on into the next sentence ("nikt" after "nie")
        ("Uwaga nie", "nikt tu nie wchodzi.", "Wstęp wolny."),
        # a number sign whose look-ahead reads the next sentence's start
        ("See case no.", "I do not agree.", "Nothing was said."),
        # "otherwise" after a colon is "if not"
        ("Pay by Friday:", "otherwise the order is cancelled.", "Never pay twice."),
        # a fact masked at a sentence's end takes its stop with it
        ("Termin mija 14 marca       ", "nic nie zostanie przedłużone."),
    ],
)
def test_a_group_of_sentences_reads_as_the_group_joined(parts: tuple[str, ...]) -> None:
    # The sentence-by-sentence reading may only sum where nothing reads across a join.
    joined = " ".join(parts)
    assert polarity._negation_count(parts) == len(polarity.negations(joined))
    assert " ".join(polarity._units(parts)) == joined


def test_a_join_without_a_stop_is_read_joined() -> None:
    parts = ("Uwaga nie", "nikt tu nie wchodzi.", "Wstęp wolny.")
    assert polarity._units(parts) == ("Uwaga nie nikt tu nie wchodzi.", "Wstęp wolny.")


@pytest.mark.parametrize("name", ["guard_pairs.jsonl", "guard_blind.jsonl"])
@pytest.mark.parametrize("language", ["pl", "en"])
def test_the_cost_benchmark_times_a_passage_of_one_language(name: str, language: str) -> None:
    # A mixed source has no language to keep: the language rule, a third of the cost, would be
    # skipped and the figure would leave it out.
    source, candidate = cost_texts(load_pairs(DATA / name), language)  # type: ignore[arg-type]
    assert detect_language(source) == language
    assert detect_language(candidate) == language
    assert len(source.split()) >= 130


def test_turkish_dotted_and_dotless_i_match_without_crashing_the_guard() -> None:
    # Python's IGNORECASE lets U+0130/U+0131 match "i": the matched month name and negation
    # must still be found in the lookup tables, not raise.
    for text in ("Termin: 5 STYCZN\u0130A 2024 r.", "N\u0131e wolno pali\u0107 do 3 maja."):
        assert check_candidate(text, text, RewriteProfile()).passed
    report = check_candidate(
        "Termin: 5 STYCZN\u0130A 2024 r.", "Termin: 6 stycznia 2024 r.", RewriteProfile()
    )
    assert not report.passed

# ruff: noqa: RUF001
"""Round 16 of the guard (docs/guard.md): markers read sentence by sentence, so a word's
neighbours across a full stop govern nothing. The examples are this file's own."""

from __future__ import annotations

from typing import Literal

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import PRESERVE, kinds, passes


def test_a_before_clause_ends_at_its_full_stop() -> None:
    # "the day before. Questions can be sent": the "can" is the next sentence's permission, not a
    # possibility inside a "before" clause
    report = check_candidate(
        "Zamiatanie ulicy Lipowej odbędzie się 12 maja. Samochody trzeba przestawić dzień "
        "wcześniej. Pytania można kierować na adres ulice@przyklad.pl.",
        "Lipowa Street will be swept on 12 May. Cars have to be moved the day before. "
        "Questions can be sent to ulice@przyklad.pl.",
        RewriteProfile(language="en"),
    )
    assert report.passed, report.findings


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a permission said as a purpose an instruction follows
        (
            "If the fine is not paid within 28 days, the charge may increase by 50%. You can pay "
            "or appeal at www.town.example.gov/pcn.",
            "If you don't pay within 28 days, the charge may go up by 50%. To pay or appeal, go "
            "to www.town.example.gov/pcn.",
        ),
        (
            "Jeśli mandat nie zostanie opłacony w ciągu 28 dni, kwota może wzrosnąć o 50%. Możesz "
            "zapłacić lub złożyć odwołanie na stronie www.miasto.example.pl/mandaty.",
            "Jeśli nie zapłacisz w ciągu 28 dni, kwota może wzrosnąć o 50%. Aby zapłacić lub "
            "złożyć odwołanie, wejdź na stronę www.miasto.example.pl/mandaty.",
        ),
    ],
)
def test_a_permission_said_as_a_purpose_and_an_instruction_is_kept(
    source: str, candidate: str
) -> None:
    assert passes(source, candidate, PRESERVE)


def test_should_before_its_subject_is_a_condition_not_advice() -> None:
    # "Should you lose your card" is "If you lose your card": the "must" said as an instruction
    # is not made advice
    assert passes(
        "If you lose your card, you must report it within 24 hours.",
        "Should you lose your card, report it within 24 hours.",
    )


def test_a_heading_after_a_dash_names_a_document() -> None:
    # "permits" in a heading names the document on both sides; the dash ends its clause
    assert passes(
        "Street trading permits – Eastwick Council\n\nTraders must obtain a permit before "
        "selling in a public street. Each trader may hold one pitch.",
        "Eastwick Council: Street Trading Permits\n\nA permit is required before anyone sells "
        "in a public street. Each trader may hold one pitch.",
    )


def test_a_length_of_time_is_not_accounted_for_by_a_clock_hour() -> None:
    # "10:00" opens the day; "10 minut" is a limit the source never sets
    report = check_candidate(
        "Wieża jest otwarta codziennie w godz. 10:00–17:00. Na tarasie może przebywać najwyżej "
        "8 osób.",
        "Wieża jest czynna codziennie od 10:00 do 17:00. Na tarasie może przebywać maksymalnie "
        "8 osób, a pobyt ograniczono do 10 minut.",
        PRESERVE,
    )
    assert "number" in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "The office is open Monday to Friday, 9:00-16:00, and until 19:00 on Wednesdays.",
            "The office opens Monday to Friday from 9:00 to 16:00, and stays open until 19:00 "
            "on Thursdays.",
        ),
        (
            "Punkt przyjmuje od poniedziałku do piątku w godz. 9:00–16:00, a w środy do 19:00.",
            "Punkt działa od poniedziałku do piątku w godz. 9:00–16:00, a w czwartki do 19:00.",
        ),
    ],
)
def test_a_day_the_source_singles_out_moved_inside_its_range_is_found(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    dates = [f for f in report.findings if f.kind == FindingKind.DATE]
    assert dates and "on its own" in dates[0].message, report.findings


@pytest.mark.parametrize(
    "candidate",
    [
        # the singled-out day kept, the range said as days in full or as weekdays
        "Open Monday, Tuesday, Wednesday, Thursday and Friday, 9:00-16:00; on Wednesdays we "
        "stay open until 19:00.",
        "Open on weekdays from 9:00 to 16:00 (Wednesdays until 19:00).",
    ],
)
def test_a_singled_out_day_kept_is_no_finding(candidate: str) -> None:
    assert passes(
        "The office is open Monday to Friday, 9:00-16:00, and until 19:00 on Wednesdays.",
        candidate,
    )


@pytest.mark.parametrize(
    ("source", "candidate", "language"),
    [
        # a price after "pół strony" is no page reference
        (
            "A quarter-page advert costs £15, a half page £28 and a full page £50.",
            "Reklama na ćwierć strony kosztuje 15 £, na pół strony 28 £, a na całą stronę 50 £.",
            "pl",
        ),
        # "czeków" is "cheques"
        (
            "Please pay by card or bank transfer; we do not accept cheques.",
            "Prosimy o płatność kartą lub przelewem; nie przyjmujemy czeków.",
            "pl",
        ),
        # "kartą jest możliwa" pays by card: the verb after it names no card of its own
        (
            "Bilety kupisz w kasie; płatność kartą jest możliwa tylko online.",
            "Tickets are sold at the box office; card payment is only possible online.",
            "en",
        ),
    ],
)
def test_prices_and_means_of_payment_read_across_languages(
    source: str, candidate: str, language: Literal["pl", "en"]
) -> None:
    assert passes(source, candidate, RewriteProfile(language=language))

"""Guard round 6: an obligation said plainly keeps its rule; one weakened leaves a weaker word.

The examples are our own, written for each rule, not taken from the labelled sets.
"""

from __future__ import annotations

import pytest

from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a rule said as what happens
        (
            "Parcels must be collected within 7 days; after that they are returned.",
            "Parcels are held for 7 days and then returned to the sender.",
        ),
        # a requirement named
        ("Applicants must hold a driving licence.", "A driving licence is essential."),
        # "are to be paid"
        ("Invoices must be paid within 14 days.", "Invoices are to be paid within 14 days."),
        # Polish: a rule said as the second person present
        ("Rower należy zwrócić do stacji.", "Rower oddajesz do stacji."),
    ],
)
def test_an_obligation_said_plainly_keeps_the_rule(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Visitors must sign in at reception.", "Visitors are encouraged to sign in at reception."),
        (
            "Parents must tell us about allergies.",
            "Parents are welcome to tell us about allergies.",
        ),
        (
            "Before you go, you must check the forecast.",
            "Before you go, it's worth checking the forecast.",
        ),
        ("Opłatę należy wnosić do 10. dnia miesiąca.", "Opłatę warto wnosić do 10. dnia miesiąca."),
        (
            "Zaświadczenie trzeba dostarczyć w ciągu 7 dni.",
            "Zaświadczenie można dostarczyć w ciągu 7 dni.",
        ),
        # the permission on the obliged verb, though the candidate drops a permission elsewhere
        (
            "Plecaki należy zostawić w szatni. Wejście jest możliwe do 17:00.",
            "Plecak możesz zostawić w szatni. Ostatnie wejście o 17:00.",
        ),
    ],
)
def test_an_obligation_weakened_leaves_its_weaker_word(source: str, candidate: str) -> None:
    assert "modality" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_weakened_obligation_is_found_in_translation() -> None:
    assert "modality" in kinds(
        check_candidate(
            "Kursanci muszą zabrać dokument tożsamości.",
            "It is worth bringing an identity document.",
            ENGLISH,
        )
    )
    assert "modality" in kinds(
        check_candidate("Riders must wear a helmet.", "Warto jeździć w kasku.", POLISH)
    )


def test_have_got_to_obliges() -> None:
    assert passes("You must return the key by noon.", "You've got to return the key by noon.")
    assert passes("Drivers have to pay on entry.", "Drivers have got to pay on entry.")


def test_a_requirement_lifted_in_other_words_is_the_same_exemption() -> None:
    assert passes("You do not need to speak Welsh.", "Speaking Welsh isn't a must.")
    assert passes(
        "No blood sample is needed at this stage.",
        "You won't need to give blood at this stage.",
    )


def test_a_negated_subject_forbids() -> None:
    # "Nobody may" and "No print may" forbid as "must not" and "may not" do
    assert passes("Nobody may enter the pit lane.", "You must not enter the pit lane.")
    assert passes("A print may not run over 6 hours.", "No single print may run over 6 hours.")
    # but "with no fees" is no negated subject, and "no more than" permits up to a limit
    assert passes(
        "Members without arrears can buy wax.", "Only members with no arrears can buy wax."
    )
    assert passes("Up to 4 people may enter.", "No more than 4 people may enter.")


def test_a_recommendation_said_as_ideally_stays_a_recommendation() -> None:
    assert passes(
        "You should have 2 years of experience.", "Ideally, you will bring 2 years of experience."
    )

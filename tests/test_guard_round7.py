"""Guard round 7: negations said as "otherwise", "regardless", "ignored" or "until"; a possible
negation made certain is a hedge dropped.

The examples are our own, written for each rule, not taken from the labelled sets.
"""

from __future__ import annotations

import pytest

from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, PRESERVE, kinds, passes


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # ", or a fee may apply" is "otherwise"
        (
            "Please return the keys by Friday, or a £15 fee will apply.",
            "Please return the keys by Friday; otherwise, a £15 fee will be charged.",
        ),
        # "bez względu na" counted as "regardless"
        (
            "Zasiłek przysługuje każdemu rodzicowi bez względu na dochód.",
            "Zasiłek przysługuje każdemu rodzicowi, niezależnie od dochodu.",
        ),
        # "ignored" is "not taken into account"
        (
            "Odpowiedzi udzielone po terminie nie będą brane pod uwagę.",
            "Odpowiedzi udzielone po terminie zostaną pominięte.",
        ),
        (
            "Weekend days are not counted towards the limit.",
            "Weekend days are ignored for the limit.",
        ),
        # Polish "dopóki … nie" is "until"
        (
            "Do czasu naprawy windy prosimy korzystać ze schodów.",
            "Dopóki winda nie zostanie naprawiona, prosimy korzystać ze schodów.",
        ),
        # "zabrakło" says what "nie obejmowało" did
        (
            "Ankieta nie obejmowała mieszkańców wsi.",
            "W ankiecie zabrakło mieszkańców wsi.",
        ),
        # "have an obligation to" is "are required to"
        (
            "Employers are required to keep the records for 3 years.",
            "Employers have an obligation to keep the records for 3 years.",
        ),
    ],
)
def test_a_negation_or_rule_said_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_listed_alternative_is_no_otherwise() -> None:
    # ", or a guardian" lists who; it says no "otherwise" for the dropped "regardless"
    source = "Zgodę może podpisać rodzic lub opiekun, bez względu na wiek dziecka."
    candidate = (
        "The consent may be signed by a parent, or a guardian, depending on the child's age."
    )
    assert "negation" in kinds(check_candidate(source, candidate, ENGLISH))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "Older laptops may not be covered by the extended warranty.",
            "Older laptops are not covered by the extended warranty.",
        ),
        (
            "The discount might not apply to sale items.",
            "The discount does not apply to sale items.",
        ),
        (
            "Wyniki mogą nie dotyczyć dzieci poniżej 12 lat.",
            "Wyniki nie dotyczą dzieci poniżej 12 lat.",
        ),
    ],
)
def test_a_possible_negation_made_certain_is_a_hedge_dropped(source: str, candidate: str) -> None:
    assert "hedge" in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a "may not" that forbids, said as a ban
        (
            "Guests may not smoke in the rooms.",
            "Smoking is not allowed in the rooms.",
        ),
        # the possible negation kept in other words
        (
            "The offer may not be available in every shop.",
            "The offer might not be available in every shop.",
        ),
    ],
)
def test_a_possible_negation_kept_or_a_ban_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)

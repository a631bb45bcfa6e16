"""Round 25 of the guard (docs/guard.md): readings that blind sets 84 to 87 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, PRESERVE, kinds, passes


def test_a_share_on_a_named_line_is_a_share_not_a_part_cut() -> None:
    # "na linii [S8] część kursów": the "na" names where, not what a thing is cut into
    source = "Od 3 marca część pociągów na trasie R4 zastąpią autobusy."
    faithful = "Od 3 marca na trasie R4 część pociągów zastąpią autobusy."
    assert passes(source, faithful)
    damaged = "Od 3 marca na trasie R4 pociągi zastąpią autobusy."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    # what a thing is cut into is still a part, no share
    assert passes(
        "Gałęzie należy pociąć na mniejsze części.", "Gałęzie trzeba pociąć na mniejsze kawałki."
    )


def test_a_card_after_a_noun_of_paying_is_a_means_of_payment() -> None:
    # "z płatnością kartą" pays by card; "z aktywną kartą" is a member's card
    source = "Bilety można kupić w kasie, ale tylko z płatnością kartą."
    assert passes(source, "Bilety kupisz w kasie, płacąc wyłącznie kartą.")
    assert passes(source, "Tickets can be bought at the desk, but card payment only.", ENGLISH)
    damaged = "Tickets can be bought at the desk, but cash only."
    assert FindingKind.PAYMENT in kinds(check_candidate(source, damaged, ENGLISH))
    # a reader's card is still none
    assert passes(
        "Wejście tylko z aktywną kartą biblioteczną.", "Wstęp wyłącznie z ważną kartą czytelnika."
    )

"""Round 24 of the guard (docs/guard.md): readings that blind sets 80 to 83 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, PRESERVE, kinds, passes


def test_a_capitalised_word_inside_a_sentence_is_a_name_not_a_hedge_stand_in() -> None:
    # "Pike Point to Mill Cove" names a place: its "Point to" is no "points to" that could
    # stand in for the "likely" the candidate dropped
    source = (
        "The cycle track between Pike Point and Mill Cove is closed after a landslip, and it is"
        " likely to stay closed until the end of May."
    )
    damaged = "Cycle track, Pike Point to Mill Cove: closed after a landslip until the end of May."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    # the verb still stands in for a hedge
    faithful = (
        "After a landslip the cycle track between Pike Point and Mill Cove is closed; everything"
        " points to it staying closed until the end of May."
    )
    assert passes(source, faithful)


def test_a_denied_permission_after_a_bound_is_no_bounded_permission() -> None:
    # "tylko po rozmowie …, a niemowlętom nie wolno" bans after the bound: no permission the
    # translation may say as the bound alone, so the dropped "może" of the effect still counts
    source = (
        "Kobiety karmiące mogą przyjmować syrop tylko po rozmowie z lekarzem, a niemowlętom nie"
        " wolno go podawać. Syrop może wywołać senność."
    )
    damaged = (
        "Breastfeeding women may take the syrup only after talking to a doctor, and it must not"
        " be given to infants. The syrup causes drowsiness."
    )
    assert not check_candidate(source, damaged, ENGLISH).passed
    faithful = damaged.replace("causes", "may cause")
    assert passes(source, faithful, ENGLISH)

"""Round 24 of the guard (docs/guard.md): readings that blind sets 80 to 83 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import PRESERVE, kinds, passes


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

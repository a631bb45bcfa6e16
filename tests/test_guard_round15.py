"""Round 15 of the guard (docs/guard.md): a negation dropped where the passage's count balances
by chance, as another sentence says a word of the source with a "no". The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import PRESERVE

_POOL = (
    "Entry to the pool is free of charge for residents. Lessons run on Tuesdays from 17:00 to "
    "18:30. Children under 8 must be accompanied by an adult. Inflatable toys are not allowed "
    "in the main pool."
)
_BASEN = (
    "Mieszkańcy wchodzą na basen bezpłatnie. Zajęcia odbywają się we wtorki od 17:00 do 18:30. "
    "Dzieci poniżej 8 lat muszą przychodzić z dorosłym. Dmuchanych zabawek nie wolno wnosić do "
    "głównej niecki."
)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "free of charge" said as "at no charge" adds a "no"; the "not allowed" dropped two
        # sentences on ("are also allowed") leaves the passage's count as it was
        (
            _POOL,
            "Residents can use the pool at no charge. Lessons take place on Tuesdays, "
            "17:00-18:30. An adult has to come with any child under 8. Inflatable toys are "
            "also allowed in the main pool.",
        ),
        (
            _BASEN,
            "Mieszkańcy nic nie płacą za wejście na basen. Zajęcia są we wtorki od 17:00 do "
            "18:30. Dzieci poniżej 8 lat muszą przychodzić z dorosłym. Dmuchane zabawki także "
            "wolno wnosić do głównej niecki.",
        ),
    ],
)
def test_a_negation_dropped_beside_one_said_another_way_is_found(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    negations = [f for f in report.findings if f.kind == FindingKind.NEGATION]
    assert len(negations) == 1, report.findings
    assert "dropped" in negations[0].message
    assert "nflatable" in negations[0].message or "zabawek" in negations[0].message


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the same "no" added, with the rule kept: nothing dropped
        (
            _POOL,
            "Residents can use the pool at no charge. Lessons take place on Tuesdays, "
            "17:00-18:30. An adult has to come with any child under 8. Inflatable toys may "
            "not be used in the main pool.",
        ),
        # "not … until" said with "before", and "never refuses anyone" as "always gives
        # everyone": rules kept
        (
            "The hall is free for members. The doors must not be opened until the alarm has "
            "been switched off.",
            "Members use the hall at no cost. Before the doors are opened, the alarm has to be "
            "switched off.",
        ),
        (
            "The hall is free for members. The caretaker never refuses anyone a key during storms.",
            "Members use the hall at no cost. During storms the caretaker always gives everyone "
            "a key too.",
        ),
        # "nie odmawia nikomu" said with "każdemu"
        (
            "Schronisko jest bezpłatne dla członków. W razie burzy gospodarz nie odmawia "
            "nikomu noclegu. Psy nie mogą wchodzić do jadalni.",
            "Członkowie nic nie płacą za schronisko. W czasie burzy gospodarz udziela noclegu "
            "każdemu. Psom wstęp do jadalni jest zabroniony.",
        ),
    ],
)
def test_a_rule_restated_beside_a_no_said_another_way_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert [f for f in report.findings if f.kind == FindingKind.NEGATION] == []

# ruff: noqa: RUF001
"""Round 22 of the guard (docs/guard.md): readings that blind sets 74 and 75 showed wrong. The
examples are this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.restore import restore
from tests.guard_checks import POLISH, PRESERVE, kinds, passes

# A claim the rewrite appends to the end of a source sentence (step 1).
APPENDED = (
    "The pool is open from 7:00 to 21:00 on weekdays. Swimming caps are required for everyone."
    " Children under 8 must be accompanied by an adult.",
    "On weekdays you can swim between 7:00 and 21:00. Everyone has to wear a swimming cap."
    " Children under 8 must be accompanied by an adult, and towels are handed out at"
    " reception on request.",
)


def test_a_claim_appended_to_a_source_sentence_is_a_finding() -> None:
    report = check_candidate(*APPENDED, PRESERVE)
    assert FindingKind.CLAIM in kinds(report)
    claim = next(f for f in report.findings if f.kind == FindingKind.CLAIM)
    assert claim.candidate_span == "and towels are handed out at reception on request."
    assert '"an adult"' in claim.message


def test_a_polish_claim_appended_to_a_source_sentence_is_a_finding() -> None:
    source = (
        "Mieszkańcy akademika mają obowiązek segregować odpady. Cisza nocna trwa od 22:00 do"
        " 6:00, a goście muszą opuścić budynek przed 23:00."
    )
    candidate = (
        "Cisza nocna obowiązuje od 22:00 do 6:00, a goście muszą wyjść z budynku przed 23:00."
        " Mieszkańcy akademika mają obowiązek segregować odpady, a pojemniki znajdują się w"
        " piwnicy sąsiedniego skrzydła."
    )
    assert FindingKind.CLAIM in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_repair_gives_the_source_sentence_back_without_the_claim() -> None:
    source, candidate = APPENDED
    report = check_candidate(source, candidate, PRESERVE)
    repaired = restore(source, candidate, report.findings)
    assert repaired is not None
    assert "towels" not in repaired
    assert check_candidate(source, repaired, PRESERVE).passed


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # two source sentences merged: the rewrite goes on with the second one's words ...
        (
            "The lift in staircase B will be replaced from 3 to 14 March. It will be out of"
            " service for the whole period. Residents should use staircase A.",
            "The lift in staircase B will be replaced from 3 to 14 March and will be out of"
            " service for that whole period; residents should use staircase A.",
            PRESERVE,
        ),
        # ... or reworded, and that sentence is said nowhere else in the rewrite
        (
            "The lift in staircase B will be replaced from 3 to 14 March. It will be out of"
            " service for the whole period. Residents should use staircase A.",
            "The lift in staircase B will be replaced from 3 to 14 March, so nobody can ride it"
            " then. Residents should use staircase A.",
            PRESERVE,
        ),
        # the rest of the sentence repeats what the source says elsewhere
        (
            "Entry to the exhibition is free. Guided tours start at 11:00 and 15:00 and need no"
            " booking.",
            "Entry to the exhibition is free, and guided tours, which need no booking, start at"
            " 11:00 and 15:00.",
            PRESERVE,
        ),
        # a heading's words are no sentence a rewrite goes on from
        (
            "Rate limits\n\nEach key may send 600 requests per minute.",
            "Rate limits apply per key: each one may send 600 requests per minute.",
            PRESERVE,
        ),
    ],
)
def test_a_sentence_that_goes_on_with_the_source_s_own_words_is_no_claim(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_place_both_texts_say_is_outside_explains_no_dropped_negation() -> None:
    # (the rewrite's "outside" is the source's own, no litotes of the "not … on" it lost)
    source = (
        "The ticket is valid only in zone A and does not include parking outside the station."
        " Tickets are not sold on trains."
    )
    candidate = (
        "The ticket is valid only in zone A and includes parking outside the station. Tickets"
        " are not sold on trains."
    )
    assert FindingKind.NEGATION in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_negated_place_said_as_outside_is_still_the_same_negation() -> None:
    assert passes(
        "Films not in English are shown with subtitles. Entry is free.",
        "Films in languages other than English are shown with subtitles. Entry is free.",
    )


def test_a_citation_with_its_journal_moved_into_the_brackets_is_the_same_citation() -> None:
    source = "One trial (Okafor et al., 2021, Lancet Planetary Health) found a 12% drop in visits."
    assert passes(
        source,
        "One trial, Okafor et al. (Lancet Planetary Health, 2021), found a 12% drop in visits.",
    )
    # the "et al." is still the first author's to keep
    dropped = "One trial, Okafor (Lancet Planetary Health, 2021), found a 12% drop in visits."
    assert FindingKind.CITATION in kinds(check_candidate(source, dropped, PRESERVE))


def test_a_line_label_with_its_year_in_brackets_is_no_citation() -> None:
    source = "Kursy odbywają się od 7 do 20 lipca oraz od 4 do 17 sierpnia 2025 r. Cena: 900 zł."
    labelled = "Terminy (2025): 7–20 lipca lub 4–17 sierpnia\nCena: 900 zł"
    assert passes(source, labelled)
    # the label's year still dates the courses
    changed = "Terminy (2026): 7–20 lipca lub 4–17 sierpnia\nCena: 900 zł"
    assert FindingKind.DATE in kinds(check_candidate(source, changed, PRESERVE))


def test_preliminary_said_in_the_polish_accusative_is_the_same_hedge() -> None:
    assert passes(
        "A nurse may carry out a preliminary check, which usually takes 20 minutes.",
        "Pielęgniarka może przeprowadzić wstępną kontrolę, która zwykle trwa 20 minut.",
        POLISH,
    )


def test_an_n_word_in_the_polish_accusative_is_read_as_one() -> None:
    assert passes(
        "Always wear gloves, except when handling glass, where gloves can slip. Never lift a vase"
        " by its handles, rim or any raised part; hold it from below with both hands.",
        "Zawsze noś rękawiczki, z wyjątkiem pracy ze szkłem, bo rękawiczki mogą się ślizgać."
        " Nigdy nie podnoś wazonu za uchwyty, brzeg ani żadną wystającą część; trzymaj go od"
        " spodu obiema rękami.",
        POLISH,
    )


def test_a_sentence_that_opens_with_should_and_its_subject_sets_a_condition() -> None:
    # (no recommendation gained: the permission it restates is no obligation)
    assert passes(
        "If your claim is complex, we may extend this period by a month. We may need to see"
        " proof of identity before we can release any data.",
        "Should the claim prove complex, this period may be extended by a month. We may need to"
        " see proof of identity before any data can be released.",
    )

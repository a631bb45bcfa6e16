"""Findings as repairs: each says where it is, and giving back what it names clears it.

A repair request quotes the guard's findings to the generator; a finding that names no place
("obligation appears 2 times in the source, 1 in the candidate") leaves the generator to guess.
``skryba.guard.restore`` stands for a generator that fixes exactly what the findings name.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

import pytest

from models.guard import FindingKind, GuardFinding, GuardReport
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.evaluation import GuardPair, figures, load_pairs, repair_score, score
from skryba.guard.restore import located, restore
from tests.guard_checks import PRESERVE
from tests.test_guard import HELD_OUT

DATA = Path(__file__).parent / "data"

HEDGED = (
    "Sklep jest czynny od 9:00 do 17:00. Zwroty prawdopodobnie potrwają do 14 dni. "
    "Paragon należy zachować."
)
UNHEDGED = "Sklep działa od 9:00 do 17:00. Zwroty potrwają do 14 dni. Paragon należy zachować."


def test_a_dropped_hedge_names_the_source_sentence_and_its_word() -> None:
    (finding,) = check_candidate(HEDGED, UNHEDGED, PRESERVE).findings
    assert finding.kind == FindingKind.HEDGE
    assert finding.source_span == "Zwroty prawdopodobnie potrwają do 14 dni."
    assert "(prawdopodobnie)" in finding.message
    assert finding.message.endswith(
        '(where the source says "Zwroty prawdopodobnie potrwają do 14 dni.")'
    )


def test_a_dropped_bound_names_the_sentence_of_the_bounded_permission() -> None:
    source = (
        "Members can book courts online. Guests may play only with a member. We close at 22:00."
    )
    candidate = "Members can book courts online. Guests may play with a member. We close at 22:00."
    (finding,) = check_candidate(source, candidate, PRESERVE).findings
    assert finding.source_span == "Guests may play only with a member."


def test_a_sentence_with_code_is_quoted_as_the_source_writes_it() -> None:
    source = "Przed instalacją zalecamy kopię zapasową poleceniem `backup --all`. Potem uruchom."
    candidate = (
        "Przed instalacją musisz zrobić kopię zapasową poleceniem `backup --all`. Potem uruchom."
    )
    findings = check_candidate(source, candidate, PRESERVE).findings
    assert findings
    assert all(f.source_span is None or f.source_span in source for f in findings)
    assert any("`backup --all`" in f.message for f in findings)


@pytest.mark.parametrize(
    ("source", "damaged"),
    [
        (HEDGED, UNHEDGED),
        (
            "The library lends up to 10 books for 30 days. Renewals are possible twice.",
            "The library lends up to 12 books for 30 days. Renewals are possible twice.",
        ),
        (
            "Members can book courts online. Guests may play only with a member.",
            "Members can book courts online. Guests may play with a member.",
        ),
    ],
)
def test_giving_back_what_the_findings_name_clears_them(source: str, damaged: str) -> None:
    report = check_candidate(source, damaged, PRESERVE)
    assert not report.passed
    assert all(located(source, damaged, f) for f in report.findings)
    revised = restore(source, damaged, report.findings)
    assert revised is not None and revised != damaged
    assert check_candidate(source, revised, PRESERVE).passed


def test_a_restore_keeps_the_candidates_other_sentences() -> None:
    report = check_candidate(HEDGED, UNHEDGED, PRESERVE)
    revised = restore(HEDGED, UNHEDGED, report.findings)
    assert revised == (
        "Sklep działa od 9:00 do 17:00. Zwroty prawdopodobnie potrwają do 14 dni. "
        "Paragon należy zachować."
    )


def test_a_finding_that_says_nowhere_cannot_be_restored() -> None:
    nowhere = GuardFinding(kind=FindingKind.LANGUAGE, message="wrong output language")
    assert not located(HEDGED, UNHEDGED, nowhere)
    assert restore(HEDGED, UNHEDGED, [nowhere]) is None


def test_a_sentence_the_candidate_left_out_is_given_back_at_its_end() -> None:
    source = "Wstęp kosztuje 20 zł. Dzieci do lat 7 wchodzą bezpłatnie."
    candidate = "Wstęp kosztuje 20 zł."
    report = check_candidate(source, candidate, PRESERVE)
    assert not report.passed
    revised = restore(source, candidate, report.findings)
    assert revised == source
    assert check_candidate(source, revised, PRESERVE).passed


@cache
def _first_pass(name: str) -> tuple[list[GuardPair], list[GuardReport]]:
    """A labelled set's pairs and each one's report, which every pin of the set below reads
    (this file runs in one worker, so each set is checked once)."""
    pairs = load_pairs(DATA / name)
    return pairs, [
        check_candidate(pair.source, pair.candidate, RewriteProfile(language=pair.language))
        for pair in pairs
    ]


# one case a set, so the sets are read in parallel
@pytest.mark.parametrize("name", sorted(path.name for path in DATA.glob("guard_*.jsonl")))
def test_marker_findings_on_the_labelled_sets_say_where_they_are(name: str) -> None:
    # Round 8 left 10 of 1,012 negation, modality and hedge findings with no place (a rule
    # weakened with no marker words to quote, a permission made binding); round 9 placed those
    # in the source sentence whose rule governs the verb: none may name no place.
    unplaced = 0
    for pair, report in zip(*_first_pass(name), strict=True):
        unplaced += sum(
            f.kind in (FindingKind.NEGATION, FindingKind.MODALITY, FindingKind.HEDGE)
            and not located(pair.source, pair.candidate, f)
            for f in report.findings
        )
    assert unplaced == 0


# One scripted repair round on the blind sets' same-language pairs, as measured in round 8
# (scripts/guard_eval.py): faithful pairs still flagged after it may only fall (fewer flagged at
# first pass moves this too), and so may caught damages it does not clear. Before findings said
# where they were, blind8 left 11 of its then 27 flagged faithful pairs flagged, blind7 10/25,
# blind6 11/28.
# (round 24 loosened ten damaged pins, blind40/45/54/56/59/64/72/75/76/78, each by 1-3: step 8
# compares a table's lines, and the scripted restore, which gives back whole source sentences,
# breaks the tables of eight damaged pairs it used to clear ("| Plan | … |" merged into a
# restored sentence), so they stay flagged; two table damages newly caught at first pass
# (blind75/76) have no located finding to restore; and blind56's restored text now shows the
# English sentence step 6 finds. A generator's repair rewrites the table; the restore does not.)
LEFT_FLAGGED = {
    "guard_blind6.jsonl": (1, 6),
    # damaged 10 -> 11 in round 9: passport-photos-04 ("do not need to" → "are required to") is
    # caught at first pass by a miscount of "must"; given back, its sentences restore the "must"
    # and the exemption's drop is found
    "guard_blind7.jsonl": (3, 11),
    # faithful 0 -> 1 in round 31: release-notes-deprecations-02, given back its hedge's
    # sentences, loses its list's layout, and "interpreted", no longer read as a negated word,
    # leaves the merged text's "not milliseconds" unexplained
    "guard_blind8.jsonl": (1, 17),
    # damaged 15 -> 16 in round 14: of the modality damages the round newly catches at first
    # pass, one is not cleared by giving back the sentences its findings name
    "guard_blind9.jsonl": (0, 15),
    # damaged 7 -> 8 in round 15: tenant-pets-06 ("you can ask" → "you have to ask"), newly
    # caught at first pass, is a permission made a rule that giving back its sentence does not
    # clear
    "guard_blind10.jsonl": (0, 8),
    "guard_blind11.jsonl": (0, 8),
    "guard_blind12.jsonl": (0, 5),
    "guard_blind13.jsonl": (0, 6),
    "guard_blind14.jsonl": (0, 5),
    "guard_blind15.jsonl": (1, 5),
    # damaged 13 -> 14 in round 13: konkurs-kol-gospodyn-wiejskich-06 ("tylko" → "najlepiej")
    # restored in the sentence its first finding names still lacks a "muszą" named nowhere
    "guard_blind16.jsonl": (2, 12),
    "guard_blind17.jsonl": (1, 5),
    "guard_blind18.jsonl": (0, 9),
    # damaged 8 -> 9 in round 13: strojenie-04 (a number) restored leaves a permission-for-
    # obligation reading that the dropped-obligation finding had hidden
    "guard_blind19.jsonl": (0, 7),
    # (round 25: faithful 2 -> 3, database-upgrade-guide-01 as in HELD_OUT; the scripted restore
    # gives back the sentence group its hedge finding names, which spans the numbered list, and
    # the list's items and numbers come out broken)
    "guard_blind20.jsonl": (3, 7),
    # damaged 12 -> 13 in round 16: click-and-collect-04 (a day singled out moved inside its
    # range), newly caught at first pass, given back its sentence loses the source's list, as
    # -06 does
    "guard_blind21.jsonl": (1, 12),
    # damaged 11 -> 12 in round 14, likewise
    # damaged 12 -> 13 in round 19: pub-quiz-06 (a wrong language) was given back its sentence
    # by a "cash" lost finding; "the cash pot" is a prize now, and the language finding names
    # no sentence
    "guard_blind22.jsonl": (2, 12),
    "guard_blind23.jsonl": (0, 6),
    # measured once on round 13's final code, not fitted
    "guard_blind24.jsonl": (5, 15),
    "guard_blind25.jsonl": (5, 15),
    # written in round 14; at first pass (b358282) 2/9 and 16/63, 2/18 and 10/68 left flagged
    "guard_blind26.jsonl": (0, 15),
    "guard_blind27.jsonl": (0, 10),
    # written in round 15
    "guard_blind28.jsonl": (0, 6),
    # damaged 8 -> 9 in round 21: orienteering-night-score-04, a ban made a permission that
    # step 10 newly catches at first pass, is not cleared by giving back its sentence
    "guard_blind29.jsonl": (0, 9),
    # written during round 15, measured after its step 8
    "guard_blind30.jsonl": (0, 10),
    "guard_blind31.jsonl": (1, 9),
    # written for round 16; on its first step's code 2/11 and 9/65, 0/11 and 11/63 left flagged
    "guard_blind32.jsonl": (1, 8),
    "guard_blind33.jsonl": (0, 10),
    # written for round 17; measured after its first step
    "guard_blind34.jsonl": (0, 15),
    "guard_blind35.jsonl": (1, 8),
    # written during round 17; measured after its sixth step
    # damaged 13 -> 14 in round 19: coldcrate-backup-readme-06 (a negation flipped with "still"),
    # newly caught at first pass, is not cleared by giving back its sentence
    # (round 23: damage 14 -> 15, aplikacja-banku-informacje-o-wydaniu-06 is now caught, since
    # the "nie" of a fixed fault no longer balances the "nie" it dropped, and the restore does
    # not clear it)
    "guard_blind36.jsonl": (4, 15),
    "guard_blind37.jsonl": (1, 10),
    # written at the end of round 17
    "guard_blind38.jsonl": (0, 12),
    "guard_blind39.jsonl": (0, 12),
    # written for round 18; measured after its first step (blind41's 10: lists and headings
    # written as prose, a Markdown finding that names no sentence to give back)
    "guard_blind40.jsonl": (0, 7),
    "guard_blind41.jsonl": (10, 20),
    # written for round 18; measured after its second step
    "guard_blind42.jsonl": (2, 15),
    "guard_blind43.jsonl": (1, 11),
    # written during round 18; measured after its fourth step (damaged 13 -> 14 in round 20:
    # montaz-komody-04's "trzeba" -> "można" is still caught, but its modality findings quote
    # another sentence; the repair had put the right one back only through the negation finding
    # its faithful twin shared, which "inaczej" after a dash now answers)
    "guard_blind44.jsonl": (1, 13),
    "guard_blind45.jsonl": (4, 12),
    "guard_blind46.jsonl": (0, 15),
    # (round 30: damaged 11 -> 12, umowa-o-dzielo-05's "obowiązany" dropped is newly caught at
    # first pass, and giving back the sentence its finding names does not clear it)
    "guard_blind47.jsonl": (2, 12),
    # written at the end of round 18 and left unfitted
    "guard_blind48.jsonl": (2, 9),
    "guard_blind49.jsonl": (3, 10),
    "guard_blind50.jsonl": (3, 14),
    "guard_blind51.jsonl": (2, 10),
    # written for round 19, measured once on round 18's final code (d855cc5): faithful 0, 1, 1,
    # 8 and damaged 14, 10, 10, 15 left flagged
    "guard_blind52.jsonl": (0, 13),
    "guard_blind53.jsonl": (0, 10),
    # (round 27 step 8: faithful 1 -> 2, damaged 11 -> 12: kolo-lowieckie-01 lost its spurious
    # added-negation finding, so the scripted restore gives back one sentence, not two, and the
    # numbered list it breaks leaves a "4" the source does not have; a damaged pair built on it
    # likewise)
    "guard_blind54.jsonl": (2, 12),
    "guard_blind55.jsonl": (7, 14),
    # written during round 19, measured once after its step 21 (d855cc5: 3, 11 and 3, 13)
    # (round 22: workshop-gdpr-privacy-notice-foundation-05, a dropped "not" now caught, is
    # restored into a numbered list whose numbers the restore leaves behind)
    "guard_blind56.jsonl": (2, 13),
    "guard_blind57.jsonl": (2, 12),
    # written at the end of round 19, measured once on its final code (d855cc5: 3, 11 and 3, 12)
    "guard_blind58.jsonl": (2, 10),
    "guard_blind59.jsonl": (3, 13),
    # written for round 20 and fitted to in it
    "guard_blind60.jsonl": (3, 16),
    # (round 26: damaged 11 -> 12 and blind85's 10 -> 11 after step 18: squash-05 and
    # sklep-rowerowy-05, whose "not" made "also" is now caught at first pass, are not cleared by
    # giving back their sentences)
    "guard_blind61.jsonl": (2, 12),
    "guard_blind62.jsonl": (0, 12),
    "guard_blind63.jsonl": (2, 7),
    # written during round 20, measured once on its final code
    "guard_blind64.jsonl": (0, 9),
    "guard_blind65.jsonl": (2, 12),
    # written late in round 20, measured once after its step 14 (unfitted but for step 15)
    "guard_blind66.jsonl": (4, 18),
    "guard_blind67.jsonl": (0, 11),
    # written for round 21: blind68-71 fitted, blind72/73 measured once at its end, unfitted
    # (round 22: repair-cafe-05's appended claim is now caught; the restored sentence group
    # loses a "not" of its list, so it stays flagged)
    "guard_blind68.jsonl": (2, 11),
    "guard_blind69.jsonl": (0, 11),
    "guard_blind70.jsonl": (1, 8),
    "guard_blind71.jsonl": (2, 12),
    # (blind72's damaged 13 -> 14 after step 12: zimowy-serwis-05, newly caught at first pass,
    # is not cleared by giving back its sentence)
    "guard_blind72.jsonl": (1, 17),
    "guard_blind73.jsonl": (1, 8),
    # written for round 22: blind74/75 fitted, blind76/77 measured once at its end, unfitted
    "guard_blind74.jsonl": (0, 8),
    "guard_blind75.jsonl": (2, 10),
    "guard_blind76.jsonl": (2, 9),
    "guard_blind77.jsonl": (1, 10),
    "guard_blind78.jsonl": (1, 8),
    "guard_blind79.jsonl": (2, 12),
    "guard_blind80.jsonl": (4, 10),
    "guard_blind81.jsonl": (1, 11),
    # written for round 24 (see tests/test_guard.py HELD_OUT)
    "guard_blind82.jsonl": (1, 9),
    "guard_blind83.jsonl": (0, 13),
    "guard_blind84.jsonl": (2, 13),
    "guard_blind85.jsonl": (2, 11),
    # written for round 25 (see tests/test_guard.py HELD_OUT)
    "guard_blind86.jsonl": (2, 11),
    "guard_blind87.jsonl": (1, 17),
    "guard_blind88.jsonl": (3, 11),
    "guard_blind89.jsonl": (2, 15),
    # written for round 26 (see tests/test_guard.py HELD_OUT)
    "guard_blind90.jsonl": (0, 17),
    "guard_blind91.jsonl": (1, 7),
    "guard_blind92.jsonl": (0, 8),
    "guard_blind93.jsonl": (4, 14),
    "guard_blind94.jsonl": (0, 10),
    # (blind95's damaged 11 -> 12 after step 22: a damaged pair's first finding now names
    # another sentence, and giving that one back does not clear it)
    "guard_blind95.jsonl": (0, 12),
    "guard_blind96.jsonl": (1, 11),
    "guard_blind97.jsonl": (4, 16),
    # written for round 27 (see tests/test_guard.py HELD_OUT)
    "guard_blind98.jsonl": (1, 11),
    "guard_blind99.jsonl": (2, 14),
    "guard_blind100.jsonl": (1, 11),
    "guard_blind101.jsonl": (2, 10),
    # written for round 28 (see tests/test_guard.py HELD_OUT)
    "guard_blind102.jsonl": (3, 11),
    "guard_blind103.jsonl": (0, 8),
    "guard_blind104.jsonl": (1, 8),
    "guard_blind105.jsonl": (1, 12),
    "guard_blind106.jsonl": (4, 12),
    "guard_blind107.jsonl": (1, 11),
    "guard_blind108.jsonl": (0, 13),
    "guard_blind109.jsonl": (1, 8),
    # written for round 30 (see tests/test_guard.py HELD_OUT)
    "guard_blind110.jsonl": (2, 10),
    "guard_blind111.jsonl": (3, 11),
    "guard_blind112.jsonl": (0, 9),
    "guard_blind113.jsonl": (4, 15),
    "guard_blind114.jsonl": (2, 9),
    "guard_blind115.jsonl": (3, 11),
    "guard_blind116.jsonl": (1, 8),
    "guard_blind117.jsonl": (0, 11),
    # written for round 31 (see tests/test_guard.py HELD_OUT)
    "guard_blind118.jsonl": (0, 10),
    "guard_blind119.jsonl": (2, 11),
    "guard_blind120.jsonl": (0, 8),
    "guard_blind121.jsonl": (2, 10),
    "guard_blind122.jsonl": (0, 13),
    "guard_blind123.jsonl": (2, 11),
    "guard_blind124.jsonl": (1, 10),
    "guard_blind125.jsonl": (0, 10),
}


@pytest.mark.parametrize("name", sorted(HELD_OUT))
def test_a_held_out_set_keeps_its_figures(name: str) -> None:
    flagged, fact, marker = HELD_OUT[name]
    pairs, reports = _first_pass(name)
    measured = figures(score(pairs, first_pass=reports))
    assert measured.faithful_flagged <= flagged, str(measured)
    assert measured.fact_caught >= fact, str(measured)
    assert measured.marker_caught >= marker, str(measured)


def test_reports_given_to_the_scores_are_the_ones_they_would_make() -> None:
    pairs, reports = _first_pass("guard_blind102.jsonl")
    assert repair_score(pairs[:40], first_pass=reports[:40]) == repair_score(pairs[:40])
    assert score(pairs[:40], first_pass=reports[:40]) == score(pairs[:40])
    with pytest.raises(ValueError, match="39 first-pass reports for 40 pairs"):
        repair_score(pairs[:40], first_pass=reports[:39])
    with pytest.raises(ValueError, match="39 first-pass reports for 40 pairs"):
        score(pairs[:40], first_pass=reports[:39])


@pytest.mark.parametrize("name", sorted(LEFT_FLAGGED))
def test_a_blind_set_keeps_its_scripted_repair_figures(name: str) -> None:
    pairs, reports = _first_pass(name)
    faithful, damaged = repair_score(pairs, first_pass=reports)
    assert (faithful.label, damaged.label) == ("faithful", "damaged")
    assert faithful.flagged - faithful.repaired <= LEFT_FLAGGED[name][0], str(faithful)
    assert damaged.flagged - damaged.repaired <= LEFT_FLAGGED[name][1], str(damaged)

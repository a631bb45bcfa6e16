# ruff: noqa: RUF001
"""Round 13 of the guard (docs/guard.md): general rules measured over every labelled set, each
with the faithful form it must pass and the damage it must still find. The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a permitted verb said as its noun names the action; it does not claim it happens
        (
            "Members can borrow tools free of charge for up to 7 days.",
            "Tool borrowing is free of charge for members, for up to 7 days.",
            PRESERVE,
        ),
        (
            "Mieszkańcy mogą zgłaszać uwagi do projektu do 30 czerwca.",
            "Termin zgłaszania uwag do projektu przez mieszkańców mija 30 czerwca.",
            PRESERVE,
        ),
        # a permission to act said as the rule it makes
        (
            "Either party may end this agreement with 7 days' written notice.",
            "This agreement ends on 7 days' written notice by either party.",
            PRESERVE,
        ),
        (
            "Każda ze stron może wypowiedzieć umowę z miesięcznym wyprzedzeniem.",
            "Umowę wypowiada każda ze stron z miesięcznym wyprzedzeniem.",
            PRESERVE,
        ),
        # support no longer given, said as ended
        (
            "Python 3.9 is no longer supported.",
            "Support for Python 3.9 has ended.",
            PRESERVE,
        ),
        # a question heads its answer and grants nothing ("Which vehicles can enter?")
        (
            "The rally is open to cars built before 1990. Every vehicle must have valid "
            "insurance and road tax.",
            "Which vehicles can enter? Cars built before 1990. What paperwork do I need? Valid "
            "insurance and road tax for every vehicle.",
            PRESERVE,
        ),
        (
            "You must register for each resit on the portal by 25 July. Resit marks are capped "
            "at 40%.",
            "How do I register? On the portal, for each resit, by 25 July. What mark can I get? "
            "A maximum of 40%.",
            PRESERVE,
        ),
        (
            "Installation must be done by a qualified person.",
            "Who can install it? Only a qualified person.",
            PRESERVE,
        ),
        # a possible negation said another way
        (
            "If you block all cookies, some features may not work.",
            "Blocking all cookies may stop some features from working.",
            PRESERVE,
        ),
        (
            "Badanie objęło jedno miasto, dlatego wnioski mogą nie dotyczyć kierowców ze wsi.",
            "Badanie objęło jedno miasto – wnioski mogą więc nie dotyczyć kierowców ze wsi.",
            PRESERVE,
        ),
        (
            "An overdose can cause liver damage, which may not be noticeable at first.",
            "An overdose can cause liver damage, which may initially go unnoticed.",
            PRESERVE,
        ),
        # "wstępne" said in translation as "initial", a word that never hedges
        (
            "Szkolenie wstępne trwa 6 godzin i odbędzie się w sobotę, zwykle w sali 12.",
            "The initial training lasts 6 hours and takes place on Saturday, usually in room 12.",
            ENGLISH,
        ),
        (
            "Według wstępnych ustaleń atak prawdopodobnie rozpoczął się 27 lutego.",
            "Initial findings show that the attack probably began on 27 February.",
            ENGLISH,
        ),
        # the usual compared with is no hedge ("jak zwykle", "as usual")
        (
            "Leki należy przyjmować jak zwykle, chyba że lekarz zalecił inaczej.",
            "Leki przyjmuj normalnie, chyba że lekarz zalecił inaczej.",
            PRESERVE,
        ),
        # a possible negation with "się" between, said as what it may mean, and a "may not"
        # that bans said as a ban
        (
            "Known issue: chapter images may not appear on some units.",
            "Znany problem: na niektórych urządzeniach obrazy rozdziałów mogą się nie wyświetlać.",
            POLISH,
        ),
        (
            "Zawodnik, który opuści trzy treningi, może nie zostać powołany na mecz.",
            "Trzy opuszczone treningi mogą oznaczać brak powołania na mecz.",
            PRESERVE,
        ),
        (
            "The Operator may not change the commission rate during the first 24 months.",
            "The commission rate shall not be varied by the Operator within the first 24 months.",
            PRESERVE,
        ),
        (
            "The Operator may not change the commission rate during the first 24 months.",
            "W ciągu pierwszych 24 miesięcy Operator nie może zmieniać stawki prowizji.",
            POLISH,
        ),
        # fact classes said the way a translation says them: a range of articles, card
        # transactions and a transfer limit, a court division's Roman number
        (
            "Sprawy nieuregulowane umową podlegają art. 693–709 Kodeksu cywilnego.",
            "Matters not governed by this agreement are subject to Articles 693–709 of the Civil "
            "Code.",
            ENGLISH,
        ),
        (
            "Każda zmiana limitu przelewów wymaga potwierdzenia. Limit transakcji kartą to "
            "500 zł dziennie.",
            "Every change to your transfer limit needs confirming. The limit for card "
            "transactions is PLN 500 a day.",
            ENGLISH,
        ),
        (
            "Sąd Rejonowy w Toruniu, I Wydział Cywilny, wzywa Pana na rozprawę 3 marca 2026 r.",
            "The District Court in Toruń, 1st Civil Division, summons you to a hearing on "
            "3 March 2026.",
            ENGLISH,
        ),
        # an obligation said plainly in a passage that gains an unrelated "can"
        (
            "You must register for each resit on the portal by 25 June. Results are published "
            "on 14 August.",
            "Register for each resit on the portal by 25 June. You can see the results from "
            "14 August.",
            PRESERVE,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # a duration changed where the source names the new count elsewhere: "two years" is
        # not "a year", so the "12 months" has no counterpart
        (
            "Two runners-up get £100 each. The organisers may show your images for 12 months.",
            "Two runners-up get £100 each. The organisers may show your images for two years.",
            FindingKind.NUMBER,
        ),
        (
            "Dwie osoby otrzymają wyróżnienia. Umowa obowiązuje przez 12 miesięcy.",
            "Dwie osoby otrzymają wyróżnienia. Umowa obowiązuje przez dwa lata.",
            FindingKind.NUMBER,
        ),
        # a possibility of an outcome said as a claim with its verb kept stays a finding
        (
            "The treatment may reduce joint pain in patients over 65.",
            "The treatment reduces joint pain in patients over 65.",
            FindingKind.MODALITY,
        ),
        # a permission to act made certain, banned, denied or binding stays a finding
        (
            "Flooded roads may leave some villages cut off.",
            "Flooded roads will leave some villages cut off.",
            FindingKind.MODALITY,
        ),
        (
            "Mieszkańcy mogą oddać zużyty sprzęt w sobotę.",
            "Mieszkańcy nie mogą oddać zużytego sprzętu w sobotę.",
            FindingKind.MODALITY,
        ),
        (
            "Studenci na wymianie mogą przesłać legitymację pocztą.",
            "Studenci na wymianie są zobowiązani do przesłania legitymacji pocztą.",
            FindingKind.MODALITY,
        ),
        (
            "May contain traces of nuts.",
            "Contains traces of nuts.",
            FindingKind.MODALITY,
        ),
        # support dropped stays a finding
        (
            "Python 3.9 is no longer supported.",
            "Python 3.9 is supported.",
            FindingKind.NEGATION,
        ),
        # an obligation made a permission outside a question stays a finding
        (
            "Which vehicles can enter? Cars built before 1990. Every vehicle must have valid "
            "insurance.",
            "Which vehicles can enter? Cars built before 1990. Every vehicle may have valid "
            "insurance.",
            FindingKind.MODALITY,
        ),
        # a possible negation made certain stays a finding
        (
            "If you block all cookies, some features may not work.",
            "If you block all cookies, some features do not work.",
            FindingKind.HEDGE,
        ),
        # a usual duration made certain stays a finding
        ("Badanie trwa zwykle 20 minut.", "Badanie trwa 20 minut.", FindingKind.HEDGE),
        (
            "Known issue: chapter images may not appear on some units.",
            "Known issue: chapter images do not appear on some units.",
            FindingKind.HEDGE,
        ),
        # an article or a division changed stays a finding
        (
            "Sprawy nieuregulowane umową podlegają art. 693–709 Kodeksu cywilnego.",
            "Sprawy nieuregulowane umową podlegają art. 639–709 Kodeksu cywilnego.",
            FindingKind.LEGAL_REFERENCE,
        ),
        (
            "Sąd Rejonowy w Toruniu, I Wydział Cywilny, wzywa Pana na rozprawę 3 marca 2026 r.",
            "Sąd Rejonowy w Toruniu, 2. Wydział Cywilny, wzywa Pana na rozprawę 3 marca 2026 r.",
            FindingKind.NUMBER,
        ),
        # an obligation turned into a permission on the same verb stays a finding
        (
            "You must register for each resit on the portal by 25 June.",
            "You can register for each resit on the portal by 25 June.",
            FindingKind.MODALITY,
        ),
    ],
)
def test_the_damage_is_still_found(source: str, candidate: str, kind: FindingKind) -> None:
    assert kind in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_hedge_dropped_in_translation_beside_initial_is_still_found() -> None:
    report = check_candidate(
        "Wstępne wyniki prawdopodobnie poznamy w piątek.",
        "We will get the initial results on Friday.",
        ENGLISH,
    )
    assert FindingKind.HEDGE in kinds(report)


def test_a_count_before_a_unit_makes_it_no_single_unit() -> None:
    """A count before a unit reads as the duration only, not also as the one unit it names."""
    from skryba.guard.check import extract

    keys = {key for fact in extract("for two years").facts for key in fact.keys}
    assert keys == {"num:2", "dur:mon:24"}
    assert {key for fact in extract("for a year").facts for key in fact.keys} == {"dur:mon:12"}

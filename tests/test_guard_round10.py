# ruff: noqa: RUF001
"""Round 10 of the guard (docs/guard.md): the general rules fitted to the fourteenth blind set,
each with the faithful form it must pass and the damage it must still find. The examples are
this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "bez" said inside one word: "bezzapachowy", "fragrance-free"
        (
            "Umyj skórę mydłem bez substancji zapachowych.",
            "Skórę umyj bezzapachowym mydłem.",
            PRESERVE,
        ),
        (
            "Umyj skórę mydłem bez substancji zapachowych.",
            "Wash the skin with fragrance-free soap.",
            ENGLISH,
        ),
        # "w innym wypadku" is "w przeciwnym razie"
        (
            "Zajęcia można odwołać najpóźniej dzień wcześniej – w przeciwnym razie pobieramy "
            "opłatę.",
            "Lekcję odwołasz najpóźniej dzień wcześniej – w innym wypadku pobieramy opłatę.",
            PRESERVE,
        ),
        # "zero drapania" is "nie drap"
        ("Nie należy drapać strupków.", "Zero drapania strupków.", PRESERVE),
        # "nie dotyczy" is "zwolnieni z"
        ("Opłata nie dotyczy seniorów.", "Seniorzy są zwolnieni z opłaty.", PRESERVE),
        # a time limit missed: "nie zdążysz" is "po upływie", "miss"
        (
            "Jeśli nie zdążysz, paczka wróci do nadawcy.",
            "Po upływie tego czasu paczka wróci do nadawcy.",
            PRESERVE,
        ),
        (
            "Jeśli nie zdążysz, paczka wróci do nadawcy.",
            "If you miss that window, the parcel goes back to the sender.",
            ENGLISH,
        ),
        # "never need" lifts an obligation as "do not need" does, and so does a question on a
        # need answered "No"
        (
            "Children under 5 do not need a ticket.",
            "Little ones under 5 never need a ticket.",
            PRESERVE,
        ),
        (
            "You do not need a receipt to return an item.",
            "Do I need a receipt to return an item? No.",
            PRESERVE,
        ),
        # a penalty one risks is "may be fined"
        (
            "Anyone who lights a fire may be fined up to £500.",
            "Osobie, która rozpali ognisko, grozi grzywna do 500 £.",
            POLISH,
        ),
        # Polish says what the reader can do in the second person's future
        (
            "Paczkę można odebrać w punkcie przez 5 dni.",
            "Paczkę odbierzesz w punkcie przez 5 dni.",
            PRESERVE,
        ),
        # what is expected is what usually happens
        (
            "The visit usually takes 2 hours.",
            "Expect the visit to take 2 hours.",
            PRESERVE,
        ),
        # a rule said as a permission limited to some
        (
            "Visitors must be at least 18 to take part in the tasting.",
            "Only visitors aged 18 or over may take part in the tasting.",
            PRESERVE,
        ),
        (
            "You must be 17 or over to use the allowance.",
            "Z limitu mogą korzystać wyłącznie osoby, które ukończyły 17 lat.",
            POLISH,
        ),
        # the whole of a thing is its 100 %
        ("Dotacja pokrywa 100% kosztów.", "Dotacja obejmuje całość kosztów.", PRESERVE),
        # "sześciolatki" are "dzieci sześcioletnie"
        (
            "Opłata nie dotyczy dzieci sześcioletnich.",
            "Sześciolatki są zwolnione z opłaty.",
            PRESERVE,
        ),
        # those a letter greets, and "Ciebie", are capitalised, no names
        (
            "Informujemy, że zajęcia zaczynają się 1 września.",
            "Szanowni Rodzice, zajęcia zaczynają się 1 września.",
            PRESERVE,
        ),
        (
            "Paczka trafi do punktu, gdzie poczeka 5 dni.",
            "Paczka trafi do punktu i będzie tam na Ciebie czekać 5 dni.",
            PRESERVE,
        ),
        # slots that are free are available, not costless
        (
            "Customers without a booking are served only when there is space.",
            "Customers without a booking are served only if slots are free.",
            PRESERVE,
        ),
        # showing ID with a card pays nothing
        (
            "Members must show photo ID with their card.",
            "You must show photo ID with your card.",
            PRESERVE,
        ),
        # "please allow flexibility" permits nothing
        (
            "Flights depend on the weather, so please allow flexibility.",
            "Flights depend on the weather, so please be flexible.",
            PRESERVE,
        ),
        # "bez" said as "pozbawione", "devoid of"
        (
            "Tło musi być jednolite, bez cieni.",
            "Wymagane jest jednolite tło pozbawione cieni.",
            PRESERVE,
        ),
        # what is no longer served is withdrawn
        (
            "Słodzone napoje nie będą już serwowane.",
            "Słodzone napoje zostały wycofane z oferty.",
            PRESERVE,
        ),
        # a double negation said as its rule and a litotes in one group account for three
        (
            "Nobody may use the lathe without the induction. Never leave it unattended while it "
            "is running.",
            "Before you use the lathe, you must complete the induction. While it is running, "
            "always stay with it.",
            PRESERVE,
        ),
        # "as quickly as possible" is haste, no possibility
        (
            "Remove the sting as quickly as possible. The swelling may last two days.",
            "Get the sting out fast. The swelling may last two days.",
            PRESERVE,
        ),
        # "poza ustalonym czasem" is the noun "czas", no "sometimes"
        (
            "Za każdą godzinę opieki poza ustalonym czasem przysługuje 35 zł.",
            "Każda dodatkowa godzina opieki kosztuje 35 zł.",
            PRESERVE,
        ),
        # a "may not" said as a ban was one
        (
            "Drivers whose licence has expired may not work.",
            "If your licence has expired, you are not allowed to work.",
            PRESERVE,
        ),
        # a card product's name is its card, whatever its case; "no charges" says "free"
        (
            "The Horizon credit card has an APR of 24.9%.",
            "Karta kredytowa Horizon ma RRSO 24,9%.",
            POLISH,
        ),
        (
            "Przegląd nie wiąże się z żadnymi opłatami dla lokatorów.",
            "Przegląd jest dla lokatorów bezpłatny.",
            PRESERVE,
        ),
        # an office's case signature kept whole, its year no date of its own
        (
            "Sprawa otrzymała numer DKN.5131.482.2025.",
            "Sprawie nadano sygnaturę DKN.5131.482.2025.",
            PRESERVE,
        ),
        # an "unless" added says a condition from its other side
        (
            "Applications close on 31 January, or earlier if funding runs out.",
            "Applications close on 31 January unless the funding runs out before then.",
            PRESERVE,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "kind"),
    [
        # a "bez" dropped with no word that says it
        (
            "Umyj skórę mydłem bez substancji zapachowych.",
            "Umyj skórę mydłem z substancjami zapachowymi.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
        # "bezpłatne" elsewhere says no other "bez"
        (
            "Wejście jest bezpłatne. Nie wolno karmić koni bez zgody instruktora.",
            "Wejście jest bezpłatne. Wolno karmić konie bez zgody instruktora.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
        # an exemption dropped is still found beside "never"
        (
            "Children under 5 do not need a ticket.",
            "Children under 5 always need a ticket.",
            PRESERVE,
            FindingKind.MODALITY,
        ),
        # a need asked about lays no rule, so a "must" weakened beside it is found
        (
            "If you need to rearrange, call us. You must bring photo ID.",
            "Need to rearrange? Call us. You should bring photo ID.",
            PRESERVE,
            FindingKind.MODALITY,
        ),
        # a permission with no limit is no rule
        (
            "Visitors must be at least 18 to take part in the tasting.",
            "Visitors may take part in the tasting from the age of 18.",
            PRESERVE,
            FindingKind.MODALITY,
        ),
        # the whole is no other share
        (
            "Dotacja pokrywa 100% kosztów.",
            "Dotacja pokrywa 90% kosztów.",
            PRESERVE,
            FindingKind.NUMBER,
        ),
        # a thing said to cost nothing is still invented
        (
            "Customers without a booking are served only when there is space.",
            "Customers without a booking are served for free only when there is space.",
            PRESERVE,
            FindingKind.PAYMENT,
        ),
        # an epistemic "may" dropped beside "as soon as possible"
        (
            "Call us as soon as possible. The swelling may last two days.",
            "Call us as soon as possible. The swelling lasts two days.",
            PRESERVE,
            FindingKind.MODALITY,
        ),
        # a form's code with a letter group before its digits
        (
            "Submit form TL-R2 with the fee.",
            "Submit form TL-R3 with the fee.",
            PRESERVE,
            FindingKind.CODE,
        ),
        # a case signature's digits changed
        (
            "Sprawa otrzymała numer DKN.5131.482.2025.",
            "Sprawa otrzymała numer DKN.5131.428.2025.",
            PRESERVE,
            FindingKind.CODE,
        ),
        # a thing no longer served, said as served
        (
            "Słodzone napoje nie będą już serwowane.",
            "Słodzone napoje nadal będą serwowane.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
        # a litotes accounts for one negation, not for a double negation dropped beside it
        (
            "Nobody may use the lathe without the induction. Never leave it unattended while it "
            "is running.",
            "Anyone may use the lathe without the induction. While it is running, always stay "
            "with it.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
        # an added "not" that flips a plain word is still found beside an "unless"
        (
            "Applications close on 31 January. Late claims are accepted.",
            "Applications close on 31 January unless funding runs out. Late claims are not "
            "accepted.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
    ],
)
def test_the_damage_is_still_found(
    source: str, candidate: str, profile: RewriteProfile, kind: FindingKind
) -> None:
    report = check_candidate(source, candidate, profile)
    assert kind in kinds(report), report.findings

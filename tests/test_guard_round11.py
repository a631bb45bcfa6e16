# ruff: noqa: RUF001
"""Round 11 of the guard (docs/guard.md): the general rules fitted to the sixteenth blind set,
each with the faithful form it must pass and the damage it must find. The examples are this
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
        # a day the source covers, however it names it
        (
            "The workshop opens Mon–Fri 9–5 and on Sat mornings.",
            "The workshop is open on weekdays from 9 to 5, and on Saturday mornings.",
            PRESERVE,
        ),
        (
            "Sklep jest czynny w dni robocze, a w niedziele i święta nieczynny.",
            "The shop opens Monday to Friday and is closed on Sundays and public holidays.",
            ENGLISH,
        ),
        (
            "Punkt działa codziennie od 8:00 do 20:00.",
            "Punkt jest otwarty od poniedziałku do niedzieli w godzinach 8:00–20:00.",
            PRESERVE,
        ),
        (
            "Zajęcia odbywają się w soboty i niedziele.",
            "Classes run at weekends: on Saturdays and Sundays.",
            ENGLISH,
        ),
        # a code whose pattern the source gives: copied as it is
        (
            "Każda gaśnica dostaje numer w formacie OG/2026/xxxx.",
            "Numer każdej gaśnicy ma format OG/2026/xxxx.",
            PRESERVE,
        ),
        # a term of art kept in the source's language
        (
            "Applicants need at least an upper second-class honours degree.",
            "Kandydaci muszą mieć co najmniej dyplom upper second-class honours.",
            POLISH,
        ),
        # a name declined with its vowel's accent moved: "Mróz" is "Mroza"
        (
            "Wyniki są zbliżone do uzyskanych przez Zawadzką i Mroza (2017).",
            "Podobne wyniki uzyskali Zawadzka i Mróz (2017).",
            PRESERVE,
        ),
        # "co drugi piątek" is "on alternate Fridays"; a "cash prize" is no way to pay
        (
            "The society meets on alternate Fridays.",
            "Towarzystwo spotyka się co drugi piątek.",
            POLISH,
        ),
        (
            "Jury przyzna nagrody pieniężne.",
            "The jury will award cash prizes.",
            ENGLISH,
        ),
        # "7 dni w tygodniu" is "codziennie"
        (
            "Sala jest czynna codziennie od 10:00 do 20:00.",
            "Otwarte 10:00–20:00, 7 dni w tygodniu.",
            PRESERVE,
        ),
        # a "no" said again for each item of a list of three
        ("No glass, alcohol or smoking.", "No glass, no alcohol, no smoking.", PRESERVE),
        # the seventeenth set's fact classes: one "pm" after a range with a full stop's minutes,
        # the age of majority said as "niepełnoletni", three days in a row listed, a name kept
        # in brackets in a translation, and "Sp. z o.o." no end of a sentence
        (
            "Practice is every Wednesday from 7.30pm to 9pm.",
            "Practice: every Wednesday, 7.30–9pm.",
            PRESERVE,
        ),
        (
            "Under-18s need a signed consent form from a parent.",
            "Osoby niepełnoletnie potrzebują zgody podpisanej przez rodzica.",
            POLISH,
        ),
        (
            "Zbiórka odbędzie się 5–7 grudnia 2025 r.",
            "Zbieramy 5, 6 i 7 grudnia 2025 r.",
            PRESERVE,
        ),
        (
            "Starostwo ogłasza konkurs „Aktywne Sołectwo 2025”.",
            "The district office announces the “Active Village 2025” (Aktywne Sołectwo 2025) "
            "competition.",
            ENGLISH,
        ),
        (
            "Wodociągi Miejskie w Kutnie Sp. z o.o. przyjmują reklamacje w ciągu 14 dni.",
            "Wodociągi Miejskie w Kutnie Sp. z o.o. (Kutno Municipal Waterworks) accepts "
            "complaints within 14 days.",
            ENGLISH,
        ),
        # "open daily" is "open 7 days a week": no number added, no rate per week
        (
            "The fridge is open daily from 8am.",
            "The fridge is open 7 days a week from 8am.",
            PRESERVE,
        ),
        # the eighteenth set's classes: a range offered as another choice, a month and its year
        # said apart, a level code before a hyphenated word, a year given again by a date,
        # a signature kept in a translation, a list set out in more points
        (
            "Pitches cost £1,100 for 21 November–7 December or 8–23 December.",
            "A half-season pitch (21 November to 7 December, or 8 to 23 December) costs £1,100.",
            PRESERVE,
        ),
        (
            "W listopadzie 2025 r. radni pełnią dyżury w biurze rady.",
            "Listopadowe dyżury radnych w 2025 r. odbywają się w biurze rady.",
            PRESERVE,
        ),
        (
            "Zapraszamy na kurs języka polskiego na poziomie A1.",
            "Join our A1-level Polish course.",
            ENGLISH,
        ),
        (
            "Christmas Market 2025: the market is open until 23 December 2025.",
            "The Christmas market is open until 23 December 2025.",
            PRESERVE,
        ),
        (
            "Your rent will rise from 1 March 2026. Helen Marsh, Marsh Lettings",
            "Czynsz wzrośnie od 1 marca 2026 r. Helen Marsh, Marsh Lettings",
            POLISH,
        ),
        (
            "## Ride rules\n\n- Helmets are compulsory.\n- Lights after dark.\n- No headphones.",
            "## Ride rules\n\n- Helmets are compulsory.\n- Front light after dark.\n"
            "- Rear light after dark.\n- No headphones.",
            PRESERVE,
        ),
        # "or so" is a whole word: "or someone", "or sooner", "or soaked" approximate nothing
        (
            "Descale every 3 months, or sooner if the light comes on.",
            "Descale the machine every 3 months (sooner if the light comes on).",
            PRESERVE,
        ),
        # a unit after a slash is no code
        (
            "Wykryto 14 jtk/100 ml bakterii.",
            "The test found 14 CFU/100 ml of bacteria.",
            ENGLISH,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "kind"),
    [
        # a weekday moved, alone and not in a range
        (
            "We meet on the first and third Thursday of every month.",
            "We meet on the first and third Tuesday of every month.",
            PRESERVE,
            FindingKind.DATE,
        ),
        (
            "Bibliobus przyjeżdża w poniedziałki i czwartki.",
            "Bibliobus przyjeżdża w poniedziałki i piątki.",
            PRESERVE,
            FindingKind.DATE,
        ),
        (
            "Zgłoszenia przyjmujemy nie później niż w środę przed targiem.",
            "Stall requests are accepted until Thursday before the market.",
            ENGLISH,
            FindingKind.DATE,
        ),
        # an invented "7 days a week" or "co trzeci"
        (
            "Infolinia: 0345 600 2233.",
            "Infolinia: 0345 600 2233, czynna 7 dni w tygodniu.",
            PRESERVE,
            FindingKind.NUMBER,
        ),
        (
            "The society meets on alternate Fridays.",
            "Towarzystwo spotyka się co trzeci piątek.",
            POLISH,
            FindingKind.NUMBER,
        ),
        # a name added to a list, declined or not
        (
            "Wyniki są zbliżone do uzyskanych przez Zawadzką i Mroza (2017).",
            "Podobne wyniki uzyskali Zawadzka, Mróz i Lis (2017).",
            PRESERVE,
            FindingKind.NAME,
        ),
        # a ban added to an item a list allowed
        (
            "Glass and alcohol are fine. Smoking is banned.",
            "Glass is fine. No alcohol, no smoking.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
        # a day out of a listed run, another age, another time
        (
            "Zbiórka odbędzie się 5–7 grudnia 2025 r.",
            "Zbieramy 5, 6 i 8 grudnia 2025 r.",
            PRESERVE,
            FindingKind.DATE,
        ),
        (
            "Under-16s need a signed consent form from a parent.",
            "Osoby niepełnoletnie potrzebują zgody podpisanej przez rodzica.",
            POLISH,
            FindingKind.NUMBER,
        ),
        (
            "Practice is every Wednesday from 7.30pm to 9pm.",
            "Practice: every Wednesday, 8.30–9pm.",
            PRESERVE,
            FindingKind.TIME,
        ),
        # a Polish sentence of capitalised words left in a translation
        (
            "Szczegóły w § 7 Ogólnych Warunków Umowy. Umowę można wypowiedzieć.",
            "You may terminate the contract. Szczegóły w § 7 Ogólnych Warunków Umowy.",
            ENGLISH,
            FindingKind.LANGUAGE,
        ),
        # six days a week is not daily
        (
            "The fridge is open daily from 8am.",
            "The fridge is open 6 days a week from 8am.",
            PRESERVE,
            FindingKind.NUMBER,
        ),
        # a level changed, a list's points lost, a bold span lost
        (
            "Zapraszamy na kurs języka polskiego na poziomie A1.",
            "Join our A2-level Polish course.",
            ENGLISH,
            FindingKind.CODE,
        ),
        (
            "## Ride rules\n\n- Helmets are compulsory.\n- Lights after dark.\n- No headphones.",
            "## Ride rules\n\n- Helmets are compulsory.\n- Lights after dark, no headphones.",
            PRESERVE,
            FindingKind.MARKDOWN,
        ),
        (
            "Bring **photo ID** and arrive early.",
            "Bring photo ID and arrive early.",
            PRESERVE,
            FindingKind.MARKDOWN,
        ),
        # "or so" dropped
        (
            "The visit takes an hour or so.",
            "The visit takes an hour.",
            PRESERVE,
            FindingKind.HEDGE,
        ),
        # a reference number's pattern changed
        (
            "Każda gaśnica dostaje numer w formacie OG/2026/xxxx.",
            "Numer każdej gaśnicy ma format OGN/2026/xxxx.",
            PRESERVE,
            FindingKind.CODE,
        ),
        (
            "Łódź otrzymuje numer w formacie POL-XXXXX-A.",
            "The boat is given a number in the format PL-XXXXX-A.",
            ENGLISH,
            FindingKind.CODE,
        ),
        # a clause of the source copied into a translated sentence
        (
            "Takiego jeża umieść w kartonie z ręcznikiem, w ciepłym miejscu, i zadzwoń do nas.",
            "Put such a hedgehog w kartonie z ręcznikiem, w ciepłym miejscu, and call us.",
            ENGLISH,
            FindingKind.LANGUAGE,
        ),
    ],
)
def test_the_damage_is_found(
    source: str, candidate: str, profile: RewriteProfile, kind: FindingKind
) -> None:
    report = check_candidate(source, candidate, profile)
    assert kind in kinds(report), report.findings

"""Guard round 7: negations said as "otherwise", "regardless", "ignored" or "until"; a possible
negation made certain is a hedge dropped.

The examples are our own, written for each rule, not taken from the labelled sets.
"""

from __future__ import annotations

import pytest

from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.sentences import sentence_spans
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


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


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a permission bounded after its verb, said as the bound
        (
            "Dzieci mogą pływać wyłącznie pod opieką ratownika.",
            "Dzieci \u2013 wyłącznie pod opieką ratownika.",
        ),
        (
            "Wypożyczenie kajaka jest możliwe tylko dla osób pełnoletnich.",
            "Kajak wypożyczą tylko osoby pełnoletnie.",
        ),
        # a bound said twice may be said once
        (
            "Grill wolno rozpalać tylko na tarasie i wyłącznie po 18:00.",
            "Rozpalanie grilla dozwolone tylko na tarasie, po 18:00.",
        ),
    ],
)
def test_a_bounded_permission_said_as_its_bound_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_in_translation_a_bounded_permission_keeps_its_modal() -> None:
    source = "Umowę można rozwiązać tylko za porozumieniem stron."
    candidate = "The contract is ended only by mutual agreement of the parties."
    assert "modality" in kinds(check_candidate(source, candidate, ENGLISH))


def test_advice_said_as_radzi_is_a_weakened_obligation() -> None:
    source = "Zarząd zaleca szczepienie psów. Opłatę należy wnieść do 31 marca."
    candidate = (
        "Zarząd poleca szczepienie psów, a opłatę warto wnieść do 31 marca; tak radzi skarbnik."
    )
    assert "modality" in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    "candidate",
    [
        # a name of its own
        "Your data is stored for 12 months and shared only with our partner, Quorra.",
        # a thing said to be free
        "Your data is stored for 12 months, and storage is free of charge.",
    ],
)
def test_an_invented_name_or_price_is_a_fact_added(candidate: str) -> None:
    source = "Your data is stored for 12 months and is not shared with anyone."
    report = check_candidate(source, candidate, PRESERVE)
    assert not report.passed
    assert {"name", "means of payment"} & kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a source's abbreviation spelled out, a number written out, the reader addressed
        (
            "Kary sięgają 4% obrotu w UE.",
            "Kary mogą sięgnąć 4% rocznego obrotu w Unii.",
        ),
        ("The 9th edition opens on 3 May.", "The Ninth edition opens on 3 May."),
        ("Wniosek rozpatrzymy w 14 dni.", "Rozpatrzymy Twój wniosek w 14 dni."),
        # "free" said another way by the source
        ("Funded hours are not charged.", "Funded hours are free of charge."),
        ("W czwartki wstęp na wystawę jest wolny.", "W czwartki wystawę zwiedzisz bezpłatnie."),
        # not a price
        ("You may leave the course at any time.", "You are free to leave the course at any time."),
    ],
)
def test_a_name_or_free_the_source_says_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a day range in numbers with one year; whole months read as their months
        (
            "Rozliczenie za okres od 1 stycznia do 30 czerwca 2025 r. doręczymy w sierpniu.",
            "Rozliczenie za I półrocze (1.01\u201330.06.2025) doręczymy w sierpniu.",
        ),
        (
            "Zapisy trwają od 3 do 14 marca 2025 r.",
            "Zapisy: 3.03\u201314.03.2025 r.",
        ),
        # the end of the day as 24:00, and its hour said bare
        ("Sklep jest czynny od 8:00 do 24:00.", "Sklep działa w godzinach 8\u201324."),
        # a version said short
        ("Version 3 of the app adds dark mode.", "The app's v3 adds dark mode."),
    ],
)
def test_a_date_time_or_version_written_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_numeric_range_keeps_its_days() -> None:
    source = "Zapisy trwają od 3 do 14 marca 2025 r."
    assert "date" in kinds(check_candidate(source, "Zapisy: 3.03\u201315.03.2025 r.", PRESERVE))


def test_a_ban_said_as_not_recommended_is_weakened() -> None:
    source = "Zabrania się wprowadzania psów na plac zabaw."
    candidate = "Wprowadzanie psów na plac zabaw nie jest zalecane."
    assert "modality" in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "można"/"możesz" permit: said without the modal, the action stays permitted
        ("Kaski można wypożyczyć na miejscu.", "Na miejscu: wypożyczenie kasków."),
        (
            "Po zebraniu 10 pieczątek możesz odebrać darmową kawę.",
            "Po zebraniu 10 pieczątek odbierzesz darmową kawę.",
        ),
        # a rate per one unit
        ("Cena 1 m³ wody wynosi 14,62 zł.", "Woda: 14,62 zł/m³."),
        # the bound kept in other words
        ("Each member may book only one court.", "Each member may book just one court."),
    ],
)
def test_a_permission_or_rate_said_plainly_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_possibility_of_an_event_is_still_a_hedge() -> None:
    source = "Wyniki mogą się zmienić po korekcie danych."
    candidate = "Wyniki zmienią się po korekcie danych."
    assert not check_candidate(source, candidate, PRESERVE).passed


@pytest.mark.parametrize(
    ("candidate", "profile"),
    [
        ("Ogniska można rozpalać przy recepcji.", PRESERVE),
        ("Campfires may be lit at the reception.", ENGLISH),
    ],
)
def test_a_permission_without_its_only_is_found(candidate: str, profile: RewriteProfile) -> None:
    source = "Ogniska można rozpalać wyłącznie przy recepcji."
    assert "negation" in kinds(check_candidate(source, candidate, profile))


def test_a_permission_with_its_only_passes_in_translation() -> None:
    source = "Ogniska można rozpalać wyłącznie przy recepcji."
    assert passes(source, "Campfires may be lit only at the reception.", ENGLISH)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # spare parts are no share of a group
        (
            "Części zamówimy po akceptacji kosztorysu.",
            "Zamówienie części nastąpi po akceptacji kosztorysu.",
        ),
        # "usually" said as "most people", "zasadniczo"
        (
            "You can usually renew the card online.",
            "Most people can renew the card online.",
        ),
        ("Zwykle wynik jest gotowy po 3 dniach.", "Zasadniczo wynik jest gotowy po 3 dniach."),
        # one "no" over a list, as one "not"
        (
            "Dogs and bicycles are not allowed on the pier.",
            "No dogs and no bicycles on the pier.",
        ),
        # "not on" is "outside"
        (
            "Do not share the code with anyone outside the team.",
            "Do not share the code with anyone who is not on the team.",
        ),
        # "z wyjątkiem tych, które" is "chyba że"
        (
            "Zwroty nie są przyjmowane, chyba że zostaną zgłoszone w ciągu 14 dni.",
            "Zwrotów nie przyjmujemy, z wyjątkiem tych, które zgłoszono w ciągu 14 dni.",
        ),
        # a period not over is one to complete
        (
            "Applicants must not be in their notice period.",
            "Applicants must have completed their notice period.",
        ),
    ],
)
def test_a_marker_said_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_some_parts_of_a_group_are_still_a_hedge() -> None:
    source = "Części uczestników nie udało się zbadać."
    candidate = "Uczestników nie udało się zbadać."
    assert "hedge" in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the level kept, its negation moved onto the modal
        (
            "Old readings should be ignored.",
            "Old readings should not be taken into account.",
        ),
        # a person's permission said another way (its verb gone)
        (
            "Members can book rooms up to 14 days ahead.",
            "Room bookings for members: up to 14 days ahead.",
        ),
        (
            "Seniorzy mogą korzystać z ulgi 30 % po okazaniu legitymacji.",
            "Ulga 30 % dla seniorów za okazaniem legitymacji.",
        ),
        # a limit said as "a limit of"
        (
            "Each household may buy no more than 20 vouchers a year.",
            "Vouchers: a limit of 20 per household a year.",
        ),
    ],
)
def test_a_level_or_permission_said_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_what_may_happen_to_a_person_is_still_a_possibility() -> None:
    source = "Patients may experience mild nausea."
    candidate = "Patients experience mild nausea."
    assert not check_candidate(source, candidate, PRESERVE).passed


def test_a_bare_number_beside_a_kept_duration_is_invented() -> None:
    source = "Krew można oddawać co 8 tygodni."
    candidate = "Krew można oddawać co 8 tygodni. Każdy dawca otrzyma 8 biletów."
    assert "number" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_duration_said_twice_passes() -> None:
    source = "Krew można oddawać co 8 tygodni."
    candidate = "Krew można oddawać co 8 tygodni; te 8 tygodni to minimalna przerwa."
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # an approximate hour, an estimate said as "oszacowaliśmy"
        ("Piekarnik wygrzewaj przez około godzinę.", "Heat the oven for about an hour.", ENGLISH),
        (
            "We estimated the demand at 400 meals a day.",
            "Zapotrzebowanie oszacowaliśmy na 400 posiłków dziennie.",
            POLISH,
        ),
        # "no more often than" is a limit, as "nie częściej niż" is
        (
            "Krew pełną można oddawać nie częściej niż co 8 tygodni.",
            "Whole blood may be donated no more often than every 8 weeks.",
            ENGLISH,
        ),
        # "improved" negates nothing
        (
            "Nie odnotowano poprawy, choć nastrój się poprawił.",
            "No gain was recorded, although mood improved.",
            ENGLISH,
        ),
    ],
)
def test_a_hedge_or_limit_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a ban said as discouraged, in translation too
        (
            "Wnoszenie własnej amunicji jest zabronione.",
            "Bringing your own ammunition is discouraged.",
            ENGLISH,
        ),
        # a finding not yet final made final
        (
            "Wstępne datowanie wskazuje na VI wiek p.n.e.",
            "Datowanie wskazuje na VI wiek p.n.e.",
            PRESERVE,
        ),
        (
            "The committee is provisionally due to decide on 17 June.",
            "The committee will decide on 17 June.",
            PRESERVE,
        ),
    ],
)
def test_a_ban_discouraged_or_a_finding_made_final_is_found(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert not check_candidate(source, candidate, profile).passed


@pytest.mark.parametrize(
    ("candidate", "profile"),
    [
        ("The dig ended in July. The team will return next summer.", PRESERVE),
        ("Wykopaliska zakończono w lipcu. Zespół wróci w przyszłym roku.", POLISH),
    ],
)
def test_a_period_ahead_the_source_never_names_is_invented(
    candidate: str, profile: RewriteProfile
) -> None:
    source = "The dig ended in July."
    assert "date" in kinds(check_candidate(source, candidate, profile))


def test_a_period_ahead_the_source_names_passes() -> None:
    source = "Zespół planuje wrócić na stanowisko w przyszłym roku."
    assert passes(source, "The team plans to return to the site next year.", ENGLISH)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a day and month in numbers, a day range within a month, a year said once
        ("Zapisy trwają do 1 kwietnia.", "Zapisy: do 1.04."),
        ("Nabór potrwa od 2 do 27 czerwca 2025 r.", "Nabór: 2\u201327.06.2025 r."),
        (
            "Droga będzie zamknięta od 3 marca do 30 czerwca 2025 r.",
            "Od 3 marca 2025 r. droga będzie zamknięta, do 30 czerwca.",
        ),
        # midnight said with "do"
        ("Salę należy zwolnić do godz. 24:00.", "Salę trzeba zwolnić do północy."),
        # a label opening a line is no name
        (
            "Zgłoszenia przyjmujemy do 30 września.",
            "Konkurs fotograficzny\nTermin: do 30 września.",
        ),
        # a numbered list numbers items, no facts
        (
            "Diagnosis is free. A quote follows. Repairs carry a 90-day warranty.",
            "Terms: 1. Diagnosis is free. 2. A quote follows. 3. Repairs carry a 90-day warranty.",
        ),
        # numbers inside compound words
        ("Turnus trwa 14 dni.", "To czternastodniowy turnus."),
        ("Młodsze dzieci otrzymują 2 dawki.", "U młodszych dzieci stosuje się schemat dwudawkowy."),
    ],
)
def test_a_fact_written_another_way_passes(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_decimal_with_a_currency_is_no_date() -> None:
    report = check_candidate("The fee is $2.10.", "The fee is $2.20.", PRESERVE)
    assert "number" in kinds(report)


def test_a_one_word_ban_says_no_other_negation() -> None:
    source = "Nie wolno zaczynać montażu przed umową, bo wydatki nie zostaną zwrócone."
    candidate = "Zakaz zaczynania montażu przed umową; wydatki zostaną zwrócone."
    assert "negation" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_permission_restricted_to_one_case_keeps_its_bound() -> None:
    source = "Parents may visit only on Sunday."
    assert passes(source, "Visits by parents are restricted to Sunday.")
    assert not check_candidate(source, "Visits by parents are on Sunday.", PRESERVE).passed


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # exempt from a fee is not paying it
        ("Seniorzy są zwolnieni z opłaty.", "Seniorzy nie płacą opłaty.", PRESERVE),
        # a charge scrapped is one no longer made
        (
            "From May the library will no longer charge fines on children's books.",
            "From May the library is scrapping fines on children's books.",
            PRESERVE,
        ),
        # one ban of two things, as Polish says it
        (
            "Please do not adjust or bleed the radiators.",
            "Prosimy nie regulować ani nie odpowietrzać grzejników.",
            POLISH,
        ),
    ],
)
def test_a_negation_said_by_its_antonym_or_once_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "opcjonalnie" is "nie jest obowiązkowa"
        ("Opinia nauczyciela nie jest obowiązkowa.", "Opinia nauczyciela: opcjonalnie."),
        # "barred from" is "cannot"
        (
            "Members with unpaid fees cannot book courts.",
            "Members with unpaid fees are barred from booking courts.",
        ),
    ],
)
def test_a_choice_or_a_bar_says_the_negation(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_an_abbreviation_ends_no_sentence() -> None:
    text = "Od 1 kwietnia 2025 r. Biblioteka przestanie pobierać opłaty. Zwroty: ul. Lipowa 3."
    sentences = [text[start:end].strip() for start, end in sentence_spans(text)]
    assert sentences == [
        "Od 1 kwietnia 2025 r. Biblioteka przestanie pobierać opłaty.",
        "Zwroty:",
        "ul. Lipowa 3.",
    ]


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # whole months from one to another, the year once
        (
            "Dane zbierano od stycznia do kwietnia 2023 r.",
            "Dane zgromadzono w okresie styczeń\u2013kwiecień 2023 r.",
            PRESERVE,
        ),
        (
            "The survey ran between May and July 2023.",
            "The survey ran from May to July 2023.",
            PRESERVE,
        ),
        (
            "Renewals take longer between March and August.",
            "Renewals take longer in the March-to-August period.",
            PRESERVE,
        ),
        (
            "Projekty trzeba zrealizować między 1 czerwca a 30 listopada 2025 r.",
            "Projects must be carried out between 1 June and 30 November 2025.",
            ENGLISH,
        ),
        # a price is no date, a count of further years no period ahead
        (
            "Cena wzrośnie z 5,12 zł do 5,48 zł.",
            "The price will rise from PLN 5.12 to PLN 5.48.",
            ENGLISH,
        ),
        (
            "The contract may be extended by up to 2 further years.",
            "Umowę można przedłużyć o maksymalnie 2 kolejne lata.",
            POLISH,
        ),
    ],
)
def test_a_span_of_months_or_a_price_written_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_span_of_months_keeps_its_months() -> None:
    source = "Dane zbierano od stycznia do kwietnia 2023 r."
    candidate = "Dane zgromadzono w okresie styczeń\u2013maj 2023 r."
    assert "date" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_thing_said_to_cost_nothing_in_other_words_is_found() -> None:
    source = "Your data is stored for 12 months."
    for candidate in (
        "Your data is stored for 12 months at no additional cost.",
        "Your data is stored for 12 months, with no charge.",
    ):
        assert "means of payment" in kinds(check_candidate(source, candidate, PRESERVE))

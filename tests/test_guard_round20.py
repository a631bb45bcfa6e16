# ruff: noqa: RUF001
"""Round 20 of the guard (docs/guard.md): readings that blind sets 60 to 63 showed wrong. The
examples are this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, PRESERVE, kinds, passes


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a narrative citation said in running text, its year a few words on
        (
            "Według raportu GUS (2022) z pomocy korzystało 14% rodzin.",
            "GUS w raporcie z 2022 r. podaje, że z pomocy korzystało 14% rodzin.",
            PRESERVE,
        ),
        # a bracketed citation turned narrative, its journal between the authors and the year
        (
            "The Lancet Oncology reports a small effect (Marlow et al., 2021).",
            "Marlow and colleagues (The Lancet Oncology, 2021) report a small effect.",
            PRESERVE,
        ),
        # a journal's name set in brackets with the year the source gives after it
        (
            "Jak podali autorzy w „Medycynie Pracy” (2020, nr 4), badano 312 osób.",
            "As the authors reported in Medycyna Pracy (2020, no. 4), 312 people were studied.",
            ENGLISH,
        ),
        # an organisation's report cited in brackets, which the source names in running text
        (
            "According to the Food Standards Agency's 2023 survey, 61% of kitchens passed.",
            "61% of kitchens passed (Food Standards Agency, 2023 survey).",
            PRESERVE,
        ),
    ],
)
def test_a_citation_said_by_the_same_authors_near_the_same_year_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # another year
        (
            "The Lancet Oncology reports a small effect (Marlow et al., 2021).",
            "Marlow and colleagues (The Lancet Oncology, 2012) report a small effect.",
        ),
        # the co-authors dropped
        (
            "The Lancet Oncology reports a small effect (Marlow et al., 2021).",
            "Marlow (The Lancet Oncology, 2021) report a small effect.",
        ),
        # another author
        (
            "Według raportu GUS (2022) z pomocy korzystało 14% rodzin.",
            "Według raportu NBP (2022) z pomocy korzystało 14% rodzin.",
        ),
    ],
)
def test_a_citation_with_another_year_or_author_is_still_changed(
    source: str, candidate: str
) -> None:
    assert FindingKind.CITATION in kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a journal's volume and pages after a semicolon, the pages without "pp."
        (
            "Carter and colleagues published it in JAMA Pediatrics in 2016 (vol. 170, "
            "pp. 1202–1208); it pooled 20 studies.",
            "Carter and colleagues (JAMA Pediatrics, 2016; 170: 1202–1208) pooled 20 studies.",
        ),
        (
            "Badanie (Kowalczyk i in., 2023, t. 72, s. 415–423) objęło 1284 uczniów.",
            "Kowalczyk i in. (2023; 72, 415–423) zbadali 1284 uczniów.",
        ),
    ],
)
def test_a_range_of_pages_given_bare_is_the_same_pages(source: str, candidate: str) -> None:
    assert passes(source, candidate, PRESERVE)


def test_a_range_of_pages_given_bare_with_another_end_is_changed() -> None:
    report = check_candidate(
        "Badanie (Kowalczyk i in., 2023, t. 72, s. 415–423) objęło 1284 uczniów.",
        "Kowalczyk i in. (2023; 72, 415–432) zbadali 1284 uczniów.",
        PRESERVE,
    )
    assert FindingKind.PAGE_REFERENCE in kinds(report)


def test_commands_the_source_gives_inline_may_be_set_out_as_one_block() -> None:
    assert passes(
        "### Update\n\nRun `tool fetch --all` and then `tool restart`.",
        "### Update\n\nRun these two commands:\n\n```\ntool fetch --all\ntool restart\n```",
    )


def test_a_block_of_the_source_s_inline_commands_with_one_changed_loses_it() -> None:
    report = check_candidate(
        "### Update\n\nRun `tool fetch --all` and then `tool restart`.",
        "### Update\n\nRun these two commands:\n\n```\ntool fetch --all\ntool reboot\n```",
        PRESERVE,
    )
    assert FindingKind.CODE in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # the reporting verb dropped, the claim's own hedge kept
        (
            "The authors suggest that screens are probably one cause of shorter sleep.",
            "Screens are probably one cause of shorter sleep, the authors say.",
            PRESERVE,
        ),
        (
            "Autorzy sugerują, że przyczyną są prawdopodobnie smartfony.",
            "Przyczyną są prawdopodobnie smartfony – uważają autorzy.",
            PRESERVE,
        ),
        # "nie wykazano" reports that nothing was found, and "needs to be confirmed" leaves it
        # open: neither states the suggested finding as shown
        (
            "Nie stwierdzono związku z wiekiem. Wyniki sugerują, że efekt może być trwały, "
            "co wymaga potwierdzenia.",
            "Nie wykazano związku z wiekiem. Efekt może być trwały, ale trzeba to jeszcze "
            "potwierdzić.",
            PRESERVE,
        ),
    ],
)
def test_a_dropped_suggest_that_keeps_the_claim_hedged_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        (
            "The results suggest that the drug slows decline by about 27%.",
            "The results show that the drug slows decline by about 27%.",
            PRESERVE,
        ),
        (
            "Wyniki sugerują, że omułki są dobrym bioindykatorem.",
            "Wyniki dowodzą, że omułki są dobrym bioindykatorem.",
            PRESERVE,
        ),
        (
            "Wyniki sugerują, że omułki są dobrym bioindykatorem.",
            "The results demonstrated that mussels are a good bioindicator.",
            ENGLISH,
        ),
    ],
)
def test_a_suggested_finding_stated_as_shown_loses_its_hedge(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert FindingKind.HEDGE in kinds(check_candidate(source, candidate, profile))


def test_an_instruction_to_show_or_confirm_states_no_finding() -> None:
    assert passes(
        # (the source says who confirms the seat: a rewrite's own "confirm your seat" added to
        # "at the door" is a claim, round 22)
        "We suggest arriving early. Tickets are checked at the door, where an usher confirms"
        " your seat.",
        "Arrive early. Show your ticket at the door, and confirm your seat with the usher there.",
    )


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a possible absence said as what may happen
        (
            "W tym czasie w godzinach 8:00–15:00 może nie być ciepłej wody.",
            "W godzinach 8:00–15:00 mogą wystąpić przerwy w dostawie ciepłej wody.",
            PRESERVE,
        ),
        (
            "W tym czasie w godzinach 8:00–15:00 może nie być ciepłej wody.",
            "Between 8:00 and 15:00 there may be no hot water.",
            ENGLISH,
        ),
        # a hedge's adjective in another case or language
        (
            "Autorzy uważają, że jedną z przyczyn jest prawdopodobnie hałas.",
            "Jedna z prawdopodobnych przyczyn według autorów: hałas.",
            PRESERVE,
        ),
        (
            "Prawdopodobną przyczyną skażenia jest awaria sieci.",
            "The probable cause of the contamination is a failure of the network.",
            ENGLISH,
        ),
        (
            "The order took effect provisionally on 3 June 2025.",
            "The order took provisional effect on 3 June 2025.",
            PRESERVE,
        ),
        (
            "Temperatura w aucie może w ciągu kilkunastu minut przekroczyć 50°C.",
            "The temperature in a car can exceed 50°C within a dozen or so minutes.",
            ENGLISH,
        ),
    ],
)
def test_a_hedge_said_in_another_form_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "The results suggest that the benefit shrinks in floods.",
            "The benefit shrinks in floods.",
        ),
        (
            "Wyniki sugerują, że omułki są przydatnym bioindykatorem.",
            "Omułki są przydatnym bioindykatorem.",
        ),
    ],
)
def test_a_claim_only_suggested_stated_plainly_loses_its_hedge(source: str, candidate: str) -> None:
    assert FindingKind.HEDGE in kinds(check_candidate(source, candidate, PRESERVE))


def test_advice_to_do_a_thing_is_no_claim_suggested() -> None:
    assert passes(
        "Tables fill up quickly, so we'd suggest arriving early.",
        "Tables go fast, so we'd recommend getting here early.",
    )


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "free" as vacant
        (
            "Half plots cost £32 a year. When a plot becomes vacant, we email the next person.",
            "Half plots cost £32 a year. When a plot is free, we will email the next person.",
            PRESERVE,
        ),
        # a prize in kind
        (
            "Najlepsza para juniorów otrzyma nagrodę rzeczową.",
            "The best junior pair will receive a non-cash prize.",
            ENGLISH,
        ),
        # a title restating what the text says is free
        (
            "Biblioteka udostępnia czytelnikom bezpłatny dostęp do e-booków.",
            "E-booki z biblioteki za darmo\n\nBiblioteka daje Ci bezpłatny dostęp do e-booków.",
            PRESERVE,
        ),
    ],
)
def test_a_free_that_is_no_new_price_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_title_claiming_free_where_the_source_says_nothing_free_is_invented() -> None:
    report = check_candidate(
        "Biblioteka udostępnia czytelnikom dostęp do e-booków.",
        "E-booki z biblioteki za darmo\n\nBiblioteka daje Ci dostęp do e-booków.",
        PRESERVE,
    )
    assert FindingKind.PAYMENT in kinds(report)


@pytest.mark.parametrize(
    "candidate",
    [
        "Loty dronem w parku są dozwolone pod warunkiem uzyskania pisemnej zgody dyrektora.",
        "Loty dronem w parku są dozwolone, ale bez pisemnej zgody dyrektora lot jest niedozwolony.",
    ],
)
def test_a_permission_bounded_to_one_case_said_as_its_condition_keeps_the_bound(
    candidate: str,
) -> None:
    assert passes(
        "Loty dronem w parku są dozwolone wyłącznie po uzyskaniu pisemnej zgody dyrektora.",
        candidate,
    )


def test_a_permission_bounded_to_one_case_said_without_the_bound_loses_it() -> None:
    report = check_candidate(
        "Loty dronem w parku są dozwolone wyłącznie po uzyskaniu pisemnej zgody dyrektora.",
        "Loty dronem w parku są dozwolone po uzyskaniu pisemnej zgody dyrektora.",
        PRESERVE,
    )
    assert FindingKind.NEGATION in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a number the source gives plain, the candidate as a numbered provision
        (
            "No fence may be added to a grave without permission under Rule 14 of the "
            "Cemetery Regulations.",
            "Zgodnie z punktem 14 regulaminu cmentarza do grobu nie wolno dodawać ogrodzenia "
            "bez zgody.",
            RewriteProfile(language="pl"),
        ),
        # a provision named by another word
        (
            "Item 6: Footpath and bench repairs.",
            "Punkt 6: Naprawy ścieżki i ławki.",
            RewriteProfile(language="pl"),
        ),
    ],
)
def test_a_provision_named_by_another_word_keeps_its_number(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_provision_with_another_number_is_changed() -> None:
    report = check_candidate(
        "Item 6: Footpath and bench repairs.",
        "Punkt 7: Naprawy ścieżki i ławki.",
        RewriteProfile(language="pl"),
    )
    assert {FindingKind.LEGAL_REFERENCE, FindingKind.SECTION_REFERENCE} & kinds(report)


def test_a_negation_said_as_disagree_is_kept() -> None:
    assert passes(
        "Bilet kosztował 10 halerzy, choć historycy nie są zgodni, czy cena obowiązywała "
        "na wszystkich liniach.",
        "A ticket cost 10 hellers, although historians disagree on whether the fare applied "
        "on all lines.",
        ENGLISH,
    )


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "Przed uruchomieniem musisz ustawić zmienną `PGPASSFILE`, w przeciwnym razie "
            "`pg_dump` zignoruje hasło.",
            "Przed uruchomieniem musisz ustawić zmienną `PGPASSFILE` – inaczej `pg_dump` "
            "zignoruje hasło.",
        ),
        (
            "Komodę należy przymocować do ściany kątownikiem; bez tego mebel może się przewrócić.",
            "Komodę trzeba przymocować do ściany kątownikiem – inaczej może się przewrócić.",
        ),
    ],
)
def test_otherwise_said_as_inaczej_keeps_its_negation(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # midnight in the instrumental
        (
            "River levels are likely to peak between 18:00 and midnight.",
            "Kulminacja prawdopodobnie nastąpi między 18:00 a północą.",
            RewriteProfile(language="pl"),
        ),
        # a range of versions is no range of days
        (
            "geoparse-lite supports Python 3.9 to 3.12 on Linux and macOS.",
            "Supported: Python 3.9–3.12 on Linux or macOS.",
            PRESERVE,
        ),
        # a possible negation said with a word negated by its prefix
        (
            "Some titles may not be available on Kindle devices.",
            "Niektóre tytuły mogą być niedostępne na czytnikach Kindle.",
            RewriteProfile(language="pl"),
        ),
        # "appears to be" said as "gives the impression of"
        (
            "Staff may refuse entry to anyone who appears to be under the influence of alcohol.",
            "Personel może odmówić wstępu każdemu, kto sprawia wrażenie osoby pod wpływem "
            "alkoholu.",
            RewriteProfile(language="pl"),
        ),
    ],
)
def test_a_time_a_version_or_a_hedge_said_another_way_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_range_of_versions_the_source_does_not_give_is_still_read() -> None:
    report = check_candidate(
        "geoparse-lite supports Python 3.9 to 3.12 on Linux and macOS.",
        "Supported: Python 3.8–3.12 on Linux or macOS.",
        PRESERVE,
    )
    assert not report.passed


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a school's next term is its next semester
        (
            "Missed lessons cannot be refunded or carried over to the next term.",
            "Za opuszczone lekcje nie zwracamy pieniędzy ani nie przenosimy ich na kolejny "
            "semestr.",
            RewriteProfile(language="pl"),
        ),
        # a season of the next year is the next season
        (
            "We expect to add more bikes next spring.",
            "Spodziewamy się, że wiosną przyszłego roku dodamy kolejne rowery.",
            RewriteProfile(language="pl"),
        ),
        # a part of a fee refunded is a partial refund
        (
            "Nieobecność na zajęciach nie uprawnia do zwrotu części opłaty.",
            "Absence from classes does not entitle you to a partial refund of the fee.",
            ENGLISH,
        ),
    ],
)
def test_a_period_or_a_part_said_another_way_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_the_following_terms_are_conditions_not_a_period() -> None:
    assert passes(
        "Buyer's terms for the Autumn Sale, Thursday 20 November 2025.",
        "The following terms apply to buyers at the Autumn Sale on Thursday 20 November 2025.",
    )


def test_a_next_year_the_source_does_not_name_is_invented() -> None:
    report = check_candidate(
        "We expect to add more bikes in the spring.",
        "Spodziewamy się, że wiosną przyszłego roku dodamy kolejne rowery.",
        RewriteProfile(language="pl"),
    )
    assert FindingKind.DATE in kinds(report)


def test_zezwala_is_a_permission() -> None:
    assert passes(
        "Late payments will incur interest, as permitted under the Act.",
        "Od opóźnionych płatności naliczane będą odsetki, na co zezwala ustawa.",
        RewriteProfile(language="pl"),
    )


def test_a_label_that_opens_a_title_line_is_no_preamble() -> None:
    assert passes(
        "In a trial reported by Hartley and Nguyen (2022) in the journal Sleep, 212 adults "
        "followed a digital CBT programme.",
        "Summary: Hartley and Nguyen (2022), Sleep\n\n- Design: 212 adults followed a digital "
        "CBT programme.",
    )


def test_a_label_alone_on_the_first_line_is_a_preamble() -> None:
    report = check_candidate(
        "In a trial, 212 adults followed a digital CBT programme.",
        "Summary:\n\nIn a trial, 212 adults followed a digital CBT programme.",
        PRESERVE,
    )
    assert FindingKind.WRAPPER in kinds(report)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        (
            "Never criticise referees, who are often young volunteers themselves.",
            "Please never criticise the referees: many of them are young volunteers themselves.",
            PRESERVE,
        ),
        (
            "Dress warmly: temperatures on the hill are often several degrees lower than in town.",
            "Warm clothing is recommended, as temperatures on the hill are frequently several "
            "degrees lower than in town.",
            PRESERVE,
        ),
    ],
)
def test_often_said_as_many_of_them_or_frequently_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_often_dropped_is_still_a_hedge_dropped() -> None:
    report = check_candidate(
        "Dress warmly: temperatures on the hill are often several degrees lower than in town.",
        "Dress warmly: temperatures on the hill are several degrees lower than in town.",
        PRESERVE,
    )
    assert FindingKind.HEDGE in kinds(report)


def test_a_suggest_made_show_is_one_finding() -> None:
    report = check_candidate(
        "The results suggest that the drug slows decline.",
        "The results show that the drug slows decline.",
        PRESERVE,
    )
    assert [f.kind for f in report.findings] == [FindingKind.HEDGE]
    assert "states as shown" in report.findings[0].message

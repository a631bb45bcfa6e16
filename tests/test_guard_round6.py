"""Guard round 6: an obligation said plainly keeps its rule; one weakened leaves a weaker word.

The examples are our own, written for each rule, not taken from the labelled sets.
"""

from __future__ import annotations

import pytest

from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a rule said as what happens
        (
            "Parcels must be collected within 7 days; after that they are returned.",
            "Parcels are held for 7 days and then returned to the sender.",
        ),
        # a requirement named
        ("Applicants must hold a driving licence.", "A driving licence is essential."),
        # "are to be paid"
        ("Invoices must be paid within 14 days.", "Invoices are to be paid within 14 days."),
        # Polish: a rule said as the second person present
        ("Rower należy zwrócić do stacji.", "Rower oddajesz do stacji."),
    ],
)
def test_an_obligation_said_plainly_keeps_the_rule(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Visitors must sign in at reception.", "Visitors are encouraged to sign in at reception."),
        (
            "Parents must tell us about allergies.",
            "Parents are welcome to tell us about allergies.",
        ),
        (
            "Before you go, you must check the forecast.",
            "Before you go, it's worth checking the forecast.",
        ),
        ("Opłatę należy wnosić do 10. dnia miesiąca.", "Opłatę warto wnosić do 10. dnia miesiąca."),
        (
            "Zaświadczenie trzeba dostarczyć w ciągu 7 dni.",
            "Zaświadczenie można dostarczyć w ciągu 7 dni.",
        ),
        # the permission on the obliged verb, though the candidate drops a permission elsewhere
        (
            "Plecaki należy zostawić w szatni. Wejście jest możliwe do 17:00.",
            "Plecak możesz zostawić w szatni. Ostatnie wejście o 17:00.",
        ),
    ],
)
def test_an_obligation_weakened_leaves_its_weaker_word(source: str, candidate: str) -> None:
    assert "modality" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_weakened_obligation_is_found_in_translation() -> None:
    assert "modality" in kinds(
        check_candidate(
            "Kursanci muszą zabrać dokument tożsamości.",
            "It is worth bringing an identity document.",
            ENGLISH,
        )
    )
    assert "modality" in kinds(
        check_candidate("Riders must wear a helmet.", "Warto jeździć w kasku.", POLISH)
    )


def test_have_got_to_obliges() -> None:
    assert passes("You must return the key by noon.", "You've got to return the key by noon.")
    assert passes("Drivers have to pay on entry.", "Drivers have got to pay on entry.")


def test_a_requirement_lifted_in_other_words_is_the_same_exemption() -> None:
    assert passes("You do not need to speak Welsh.", "Speaking Welsh isn't a must.")
    assert passes(
        "No blood sample is needed at this stage.",
        "You won't need to give blood at this stage.",
    )


def test_a_negated_subject_forbids() -> None:
    # "Nobody may" and "No print may" forbid as "must not" and "may not" do
    assert passes("Nobody may enter the pit lane.", "You must not enter the pit lane.")
    assert passes("A print may not run over 6 hours.", "No single print may run over 6 hours.")
    # but "with no fees" is no negated subject, and "no more than" permits up to a limit
    assert passes(
        "Members without arrears can buy wax.", "Only members with no arrears can buy wax."
    )
    assert passes("Up to 4 people may enter.", "No more than 4 people may enter.")


def test_a_recommendation_said_as_ideally_stays_a_recommendation() -> None:
    assert passes(
        "You should have 2 years of experience.", "Ideally, you will bring 2 years of experience."
    )


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "We ask each runner to raise £50, although this is not compulsory.",
            "We'd ask every runner to raise £50, but you don't have to.",
        ),
        ("A paper copy is not required.", "No paper copy needs to be submitted."),
        ("You are not required to use our caterers.", "Use of our caterers is optional."),
        ("Nie trzeba składać wersji papierowej.", "Bez obowiązku składania wersji papierowej."),
        ("Nie musisz korzystać z naszej listy.", "Nie ma obowiązku korzystania z naszej listy."),
        ("A science GCSE is not essential.", "A science GCSE isn't essential."),
    ],
)
def test_a_lifted_obligation_said_in_other_words_is_kept(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_lifted_obligation_dropped_is_still_found() -> None:
    assert "modality" in kinds(
        check_candidate(
            "Sponsorship is not compulsory.", "Every runner must raise sponsorship.", PRESERVE
        )
    )


def test_a_negation_said_otherwise_is_kept() -> None:
    # the emphasis of a negation already said is no second negation
    assert passes(
        "Never share your password, not even with the service desk.",
        "Nigdy nie udostępniaj nikomu hasła, nawet działowi wsparcia.",
        POLISH,
    )
    # advice against says the "not" of "not recommended"
    assert passes(
        "Do czasu naprawy nie zalecamy jazdy z przyczepą.",
        "Do czasu naprawy odradzamy jazdę z przyczepą.",
    )
    # a fee waived is a fee not paid
    assert passes(
        "Membership is £60 a year, waived for students.",
        "Membership is £60 a year, but students don't pay it.",
    )


def test_prose_set_out_as_a_list_keeps_its_structure() -> None:
    assert passes(
        "The service costs £79 and takes about 45 minutes; a certificate costs £25.",
        "- Service: £79, about 45 minutes\n- Certificate: £25",
    )
    # a list of the source's still counts
    assert "markdown" in kinds(
        check_candidate(
            "- Service: £79\n- Certificate: £25", "Service £79, certificate £25.", PRESERVE
        )
    )


def test_a_line_opening_in_bold_keeps_its_bold() -> None:
    assert passes(
        "**Opening hours:** 07:00-22:00 on weekdays.", "**Opening hours:** weekdays, 07:00-22:00."
    )
    assert "markdown" in kinds(
        check_candidate(
            "**Opening hours:** 07:00-22:00 on weekdays.",
            "Opening hours: weekdays, 07:00-22:00.",
            PRESERVE,
        )
    )


def test_a_permitted_amount_said_as_its_limit_keeps_the_permission() -> None:
    assert passes(
        "Each member may book up to 6 hours a day.", "Bookings: up to 6 hours per member per day."
    )
    assert passes(
        "Jeden uczestnik może zgłosić maksymalnie 3 zdjęcia.",
        "Limit: najwyżej 3 zdjęcia na uczestnika.",
    )
    # an epistemic "may" far from the limit is no limited permission: dropping it is a finding
    assert not check_candidate(
        "The tablet may cause mild vomiting or diarrhoea in up to 1 in 100 dogs.",
        "Up to 1 in 100 dogs get mild vomiting or diarrhoea from the tablet.",
        PRESERVE,
    ).passed


def test_a_day_range_set_off_by_a_comma_is_a_range() -> None:
    assert passes(
        "Parents may watch during the open week, 24 to 28 March.",
        "Parents may watch during open week (24\u201328 March).",
    )
    # "grew by 3 to 15 July" is an amount and a date, as before
    assert "number" in kinds(
        check_candidate("Sales grew by 3 to 15 July.", "Sales grew until 15 July.", PRESERVE)
    )


def test_a_group_said_by_its_number_is_the_number() -> None:
    assert passes("Rodzic ma troje dzieci.", "Rodzic ma trójkę dzieci.")
    assert passes("Pokój dwuosobowy kosztuje 90 zł.", "Nocleg w dwójce kosztuje 90 zł.")
    assert "number" in kinds(
        check_candidate("Rodzic ma troje dzieci.", "Rodzic ma czwórkę dzieci.", PRESERVE)
    )


def test_a_law_named_in_brackets_is_no_citation() -> None:
    assert passes(
        "Under regulation 16 of the Building Regulations 2010, a certificate is issued.",
        "A certificate is issued (regulation 16, Building Regulations 2010).",
    )


def test_a_dotted_time_is_the_time() -> None:
    source = "Wyciągi działają w godzinach 8:30\u201316:00."
    assert passes(source, "Godziny pracy wyciągów: 8.30\u201316.00.")
    assert not check_candidate(source, "Godziny pracy wyciągów: 9.30\u201316.00.", PRESERVE).passed


def test_a_permit_named_and_time_allowed_are_no_permissions() -> None:
    assert passes(
        "Residents can apply for two parking permits; permits cost £95.",
        "Residents can apply for two parking permits, at £95 each.",
    )
    assert passes(
        "You can renew online. Allow up to 3 weeks for a renewal.",
        "You can renew online; a renewal takes up to 3 weeks.",
    )
    # "permits" as a verb still permits
    assert "modality" in kinds(
        check_candidate("The club permits guests on Sundays.", "Guests come on Sundays.", PRESERVE)
    )


def test_a_clause_left_in_english_inside_a_polish_sentence_is_found() -> None:
    report = check_candidate(
        "Your photo must be recent, and you must not wear glasses in it.",
        "Zdjęcie musi być aktualne and you must not wear glasses in it.",
        POLISH,
    )
    assert [
        finding.candidate_span for finding in report.findings if finding.kind == "language"
    ] == ["and you must not wear glasses in it"]


def test_a_half_hour_adjective_is_thirty_minutes() -> None:
    assert passes("Jazda na lonży trwa 30 minut.", "Półgodzinna jazda na lonży.")
    assert "number" in kinds(
        check_candidate("Jazda na lonży trwa 45 minut.", "Półgodzinna jazda na lonży.", PRESERVE)
    )


def test_third_parties_are_no_number() -> None:
    assert passes(
        "Dane logowania nie są przekazywane innym firmom.",
        "Login details are not shared with third-party companies.",
        ENGLISH,
    )
    assert passes(
        "Data is not passed to other companies.",
        "Dane nie trafiają do firm trzecich.",
        POLISH,
    )


def test_a_weekday_range_moved_is_found() -> None:
    source = "Punkt jest czynny od poniedziałku do piątku w godz. 8-18."
    assert passes(source, "The point is open Monday to Friday, 8am to 6pm.", ENGLISH)
    assert passes(source, "Punkt działa w dni robocze, 8-18.")
    report = check_candidate(source, "The point is open Monday to Saturday, 8am to 6pm.", ENGLISH)
    assert "date" in kinds(report)
    assert passes("Open Mon\u2013Fri.", "Czynne pon.\u2013pt.", POLISH)

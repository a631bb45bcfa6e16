"""The guard's fourth round of rules (docs/guard.md, "Round 4"): each on examples of its own, not
taken from any labelled set."""

from __future__ import annotations

import pytest

from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.check import extract
from skryba.guard.references import surname_stem
from skryba.guard.untranslated import foreign_sentence
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes

# --- facts -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "same"),
    [
        ("Kowalskiego", "Kowalski"),
        ("Wiśniewskiej", "Wiśniewska"),
        ("Nowaka", "Nowak"),
        ("Mazurem", "Mazur"),
        ("Sowy", "Sowa"),
        ("Wójcik", "Wojcik"),
        ("Thompson's", "Thompson"),
    ],
)
def test_a_surname_reads_the_same_in_any_case(name: str, same: str) -> None:
    assert surname_stem(name) == surname_stem(same)


@pytest.mark.parametrize(
    ("name", "other"),
    [("Lindgren", "Lindholm"), ("Kowalska", "Kowalski"), ("Andersen", "Anderson")],
)
def test_surnames_that_share_their_first_letters_stay_apart(name: str, other: str) -> None:
    assert surname_stem(name) != surname_stem(other)


def test_a_cited_author_changed_to_one_with_the_same_first_letters_is_found() -> None:
    source = "Sleep loss impairs recall (Hartmann et al., 2019)."
    candidate = "Sleep loss impairs recall (Hartley et al., 2019)."
    assert "citation" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_co_author_in_the_genitive_is_kept_by_the_nominative() -> None:
    source = "Według Zielińskiej i Mazura (2021) liczba wniosków wzrosła."
    candidate = "According to Zielińska and Mazur (2021), the number of applications rose."
    assert passes(source, candidate, ENGLISH)


def test_an_age_group_is_no_duration() -> None:
    source = "Over-65s travel free on weekdays."
    candidate = "Osoby powyżej 65 lat podróżują w dni robocze bezpłatnie."
    assert passes(source, candidate, POLISH)
    assert "dur:s:65" not in extract("Over-65s travel free.").facts[0].keys


def test_seconds_written_after_a_number_are_still_a_duration() -> None:
    assert "dur:s:30" in extract("The request times out after 30s.").facts[0].keys


def test_a_lone_numbered_line_is_a_polish_ordinal_not_a_list() -> None:
    source = "The 25th Gdańsk Jazz Festival opens on Friday."
    candidate = "25. Gdański Festiwal Jazzowy rozpocznie się w piątek."
    assert passes(source, candidate, POLISH)


def test_a_numbered_list_that_loses_an_item_is_still_found() -> None:
    source = "Steps:\n\n1. Unplug the router.\n2. Wait a minute.\n3. Plug it in."
    candidate = "Steps:\n\n1. Unplug the router.\n2. Wait a minute, then plug it in."
    assert "markdown" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_bold_title_line_that_loses_its_emphasis_is_found() -> None:
    source = "**Opening hours**\n\nThe library opens at 9:00 on weekdays."
    candidate = "Opening hours\n\nThe library opens at 9:00 on weekdays."
    assert "markdown" in kinds(check_candidate(source, candidate, PRESERVE))
    assert passes(source, "**Opening hours**\n\nOn weekdays the library opens at 9:00.")


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Bring a packed lunch and a raincoat.", "Zabierz drugie śniadanie i płaszcz."),
        ("On the other hand, the rent is low.", "Z drugiej strony czynsz jest niski."),
        ("We sell second-hand bikes.", "Sprzedajemy rowery z drugiej ręki."),
    ],
)
def test_an_ordinal_in_an_idiom_is_no_number(source: str, candidate: str) -> None:
    assert passes(source, candidate, POLISH)


def test_an_ordinal_is_no_mention_of_a_cardinal_changed_elsewhere() -> None:
    source = (
        "The second round is in May. Each club may enter two teams, and may swap players twice."
    )
    candidate = (
        "The second round is in May. Each club may enter two teams, and may swap players "
        "three times."
    )
    # "three" has a counterpart nowhere, "twice" is "two" of "two teams" and not the ordinal
    assert "number" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_dated_day_the_source_has_not_is_invented_though_its_month_is_there() -> None:
    source = "The pool reopens on 4 March after repairs."
    candidate = "The pool reopens on 4 March after repairs, with a free open day on 18 March."
    assert "date" in kinds(check_candidate(source, candidate, PRESERVE))


_LIBRARY_PL = (
    "Biblioteka miejska jest czynna od poniedziałku do piątku, a w soboty tylko rano. "
    "Czytelnicy mogą wypożyczyć jednocześnie pięć książek. Zwroty przyjmuje wrzutnia przy "
    "wejściu, także w nocy. Za przetrzymanie książki pobieramy opłatę. Dzieci do lat 12 "
    "przychodzą z opiekunem. W czytelni obowiązuje cisza, a rozmowy prowadzi się w holu. "
    "Karty czytelnika wydaje się na miejscu po okazaniu dokumentu. Katalog jest dostępny "
    "w internecie i w terminalach na parterze."
)
_LIBRARY_EN = (
    "The city library is open Monday to Friday, and on Saturdays only in the morning. "
    "Readers can borrow five books at a time. Returns go into the drop box by the entrance, "
    "at night too. We charge a fee for keeping a book too long. Children under 12 come "
    "with a guardian. The reading room is kept silent, and conversations are held in the hall. "
    "Library cards are issued on the spot when you show an identity document. The catalogue "
    "is available online and on the terminals on the ground floor."
)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a translation that left a sentence untranslated
        (
            _LIBRARY_PL,
            _LIBRARY_EN.replace(
                "Returns go into the drop box by the entrance, at night too.",
                "Zwroty przyjmuje wrzutnia przy wejściu, także w nocy.",
            ),
            ENGLISH,
        ),
        # a rewrite with a sentence in the other language
        (
            _LIBRARY_EN,
            _LIBRARY_EN.replace(
                "Returns go into the drop box by the entrance, at night too.",
                "Zwroty przyjmuje wrzutnia przy wejściu oraz w recepcji.",
            ),
            PRESERVE,
        ),
    ],
)
def test_a_sentence_in_the_other_language_is_the_wrong_language(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "language" in kinds(check_candidate(source, candidate, profile))
    # the sentence itself is found, whatever the whole text reads as
    where = foreign_sentence(source, candidate, "en", "pl" if profile is ENGLISH else "en")
    assert where is not None
    assert candidate[slice(*where)].strip().startswith("Zwroty")


def test_an_english_name_in_a_polish_sentence_is_no_sentence_in_english() -> None:
    text = "Na festiwalu zagra zespół The Lord of the Rings Orchestra, a bilety są w kasie."
    assert foreign_sentence(text, text, "pl", "pl") is None


def test_a_command_or_a_name_kept_in_a_translation_is_no_wrong_language() -> None:
    source = "Zainstaluj pakiet poleceniem `pip install kalendarz`. Autor: Anna Nowak."
    candidate = "Install the package with `pip install kalendarz`. Author: Anna Nowak."
    assert passes(source, candidate, ENGLISH)


def test_a_mixed_case_product_name_is_a_fact() -> None:
    source = "Tickets can be bought at the station."
    candidate = "Tickets can be bought at the station or in the RailGo app."
    assert "name" in kinds(check_candidate(source, candidate, PRESERVE))
    # inflected in Polish, it is the same name
    assert passes("Kod jest na GitLab.", "Kod znajdziesz na GitLabie.")


def test_a_name_added_to_a_list_of_the_source_s_names_is_invented() -> None:
    source = "Flights go to Oslo and Bergen."
    candidate = "Flights go to Oslo, Bergen and Tromsø."
    assert "name" in kinds(check_candidate(source, candidate, PRESERVE))
    assert passes("Loty do Oslo i Bergen.", "Samoloty latają do Oslo i do Bergen.")


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("The fee is £40.", "The fee is £40, payable in cash only.", PRESERVE),
        ("Opłata wynosi 40 zł.", "Opłata wynosi 40 zł i płaci się ją wyłącznie kartą.", PRESERVE),
    ],
)
def test_a_means_of_payment_added_is_invented(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "means of payment" in kinds(check_candidate(source, candidate, profile))


def test_a_means_of_payment_reads_the_same_in_both_languages() -> None:
    source = "Opłatę można uiścić gotówką lub przelewem."
    candidate = "The fee can be paid in cash or by bank transfer."
    assert passes(source, candidate, ENGLISH)
    # an identity card or a named card is no means of payment
    assert passes("Pokaż Kartę Miejską.", "Show your City Card.", ENGLISH)


# --- possibilities -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # an enabling verb a modal governs is one possibility
        ("Damp walls may allow mould to grow.", "Mould may grow on damp walls."),
        # a passive possibility after "before" marks a threshold
        (
            "The bridge must be inspected before it can be reopened.",
            "The bridge must be inspected before reopening.",
        ),
        # a permission to get in touch said as an invitation
        (
            "Parents can write to the head teacher at office@school.example.",
            "Questions? Write to the head teacher at office@school.example.",
        ),
        (
            "Mieszkańcy mogą dzwonić pod numer 22 100 20 30.",
            "Masz pytanie? Zadzwoń pod numer 22 100 20 30.",
        ),
        # a bounded event's possibility said as its bound
        (
            "Ostatnie zamówienie jest możliwe o 21:30.",
            "Ostatnie zamówienie przyjmujemy o 21:30.",
        ),
        (
            "Only paper and cardboard can go in the blue bin.",
            "The blue bin is only for paper and cardboard.",
        ),
    ],
)
def test_a_possibility_said_another_way_is_kept(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_possibility_before_a_buyer_s_own_verb_still_counts() -> None:
    # the "can" of "anyone who bought a pass before the strike can claim" is the buyer's (since
    # round 13 a permission to act said plainly is a restatement; said as certain it is not)
    source = "Anyone who bought a pass before the strike can claim a refund."
    candidate = "Anyone who bought a pass before the strike will claim a refund."
    assert "modality" in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_bound_kept_while_its_possibility_goes_needs_the_bound() -> None:
    source = "Only members can use the sauna."
    candidate = "Members use the sauna."
    assert not check_candidate(source, candidate, PRESERVE).passed


def test_an_epistemic_possibility_beside_a_hedge_is_never_a_restatement() -> None:
    source = "The delay may be partly caused by the weather."
    candidate = "Part of the delay is caused by the weather."
    assert not check_candidate(source, candidate, PRESERVE).passed
    assert passes(source, "Part of the delay may be caused by the weather.")


def test_a_permission_made_an_obligation_is_found() -> None:
    # the possibilities are as many (one added elsewhere), the obligation governs "bring"
    source = "Members may bring a guest. You can book online."
    candidate = "Members must bring a guest. Bookings can be made online, and you can also call."
    report = check_candidate(source, candidate, PRESERVE)
    assert [finding.message for finding in report.findings] == [
        "meaning marker changed: a permission (may/can/może/można) of the source is made an "
        'obligation or recommendation in the candidate (where the source says "Members may bring '
        'a guest.")'
    ]
    assert report.findings[0].source_span == "Members may bring a guest."


def test_a_permission_made_an_obligation_is_found_in_translation() -> None:
    source = "Guests may leave their bags at reception. Breakfast can be ordered to the room."
    candidate = (
        "Goście muszą zostawić bagaż w recepcji. Śniadanie można zamówić do pokoju, a kolację "
        "można zjeść na tarasie."
    )
    report = check_candidate(source, candidate, POLISH)
    assert [finding.kind for finding in report.findings] == ["modality"]
    assert "made an obligation" in report.findings[0].message


def test_a_rule_added_on_another_verb_keeps_the_permission() -> None:
    source = "You can pay online. Bring your receipt."
    candidate = "You can pay online. You must bring your receipt."
    assert passes(source, candidate)


# --- obligations and exemptions ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        ("The update does not require a restart.", "Aktualizacja nie wymaga restartu.", POLISH),
        (
            "Na ten kurs nie trzeba się zapisywać.",
            "Na ten kurs nie potrzebujesz zapisów.",
            PRESERVE,
        ),
        ("The kit does not require glue.", "The kit needs no glue.", PRESERVE),
    ],
)
def test_a_lifted_obligation_said_another_way_is_kept(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert passes(source, candidate, profile)


def test_a_lifted_obligation_dropped_is_still_found() -> None:
    source = "The kit does not require glue."
    candidate = "The kit requires glue."
    assert not check_candidate(source, candidate, PRESERVE).passed


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a short Polish imperative after a subordinate clause
        ("Przed wyjściem należy wziąć klucz.", "Zanim wyjdziesz, weź klucz."),
        # a rule on a permission said as its condition
        (
            "Dogs may enter but must be kept on a lead.",
            "Dogs may enter, provided they are kept on a lead.",
        ),
        # "kindly" asks as "please" does
        ("Please close the gate.", "Kindly close the gate."),
    ],
)
def test_an_obligation_said_another_way_is_kept(source: str, candidate: str) -> None:
    assert passes(source, candidate)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "musi" made a "should" beside a "należy" made a "must"
        (
            "Wniosek musi zostać podpisany. Kopię należy zachować.",
            "The application should be signed. A copy must be kept.",
        ),
        # "muszą" made a "can" beside a permission the translation dropped
        (
            "Wejście jest możliwe do 17:00. Goście muszą się wpisać do księgi.",
            "Entry is until 17:00. Guests can sign the book.",
        ),
    ],
)
def test_a_translation_that_weakens_a_rule_is_found(source: str, candidate: str) -> None:
    assert "modality" in kinds(check_candidate(source, candidate, ENGLISH))


def test_a_recommendation_noun_is_no_recommendation() -> None:
    # "zgodnie z zaleceniami" attributes a rule; its "powinien" made a "must" is the change
    source = "Zgodnie z zaleceniami producenta filtr powinien być wymieniany co rok."
    candidate = (
        "According to the manufacturer's recommendations, the filter must be replaced yearly."
    )
    assert "modality" in kinds(check_candidate(source, candidate, ENGLISH))


# --- negations ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        (
            "Refunds are not given unless the seal is intact.",
            "Refunds are not given, save where the seal is intact.",
        ),
        (
            "Submit the form by Friday; if you do not, the place goes to someone else.",
            "Submit the form by Friday, or the place goes to someone else.",
        ),
        ("The rash usually clears without treatment.", "The rash usually clears on its own."),
        (
            "Kierowca z trzema punktami karnymi nie startuje w kolejnym wyścigu.",
            "Kierowca z trzema punktami karnymi pauzuje w kolejnym wyścigu.",
        ),
        (
            "The tribunal did not decide the question of costs.",
            "The tribunal left the question of costs open.",
        ),
        (
            "Each answer must score no less than 2, with no part below 1.",
            "Each answer must score at least 2, with a minimum of 1 for every part.",
        ),
    ],
)
def test_a_negation_said_another_way_is_kept(source: str, candidate: str) -> None:
    assert passes(source, candidate)


def test_a_negation_dropped_beside_the_same_cue_is_still_found() -> None:
    source = "The rash usually clears without treatment, but it does not spread."
    candidate = "The rash usually clears without treatment, and it spreads."
    assert "negation" in kinds(check_candidate(source, candidate, PRESERVE))


# --- vocabulary --------------------------------------------------------------------------------


def test_several_hundred_hedges_in_both_languages() -> None:
    source = "Zmiana prawdopodobnie obejmie kilkaset firm."
    assert passes(source, "The change will probably cover several hundred firms.", ENGLISH)
    candidate = "The change will cover several hundred firms."
    assert not check_candidate(source, candidate, ENGLISH).passed


def test_a_permitted_level_permits_in_both_languages() -> None:
    source = "Próbka przekroczyła dopuszczalny poziom, co może zaszkodzić dzieciom."
    candidate = "The sample exceeded the permitted level, which harms children."
    assert not check_candidate(source, candidate, ENGLISH).passed
    kept = "The sample exceeded the permitted level, which may harm children."
    assert passes(source, kept, ENGLISH)


def test_circumstances_are_no_approximation() -> None:
    source = "In exceptional circumstances the deadline may be extended."
    candidate = "W wyjątkowych okolicznościach termin może zostać przedłużony."
    assert passes(source, candidate, POLISH)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Zapłać przelewem lub w gotówce.", "Pay by transfer or in cash."),
        ("Można płacić kartą.", "You can pay with a card."),
    ],
)
def test_a_means_of_payment_in_any_of_its_forms_is_kept(source: str, candidate: str) -> None:
    assert passes(source, candidate, ENGLISH)


def test_pouring_and_being_ready_are_no_means_of_payment() -> None:
    assert extract("Przelewać wodę, gdy jestem gotów.").facts == ()


def test_days_listed_one_by_one_are_no_names_added() -> None:
    source = "The office is open from Monday to Friday."
    candidate = "The office is open on Monday, Tuesday, Wednesday, Thursday and Friday."
    assert "name" not in kinds(check_candidate(source, candidate, PRESERVE))

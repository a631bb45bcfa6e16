"""The guard's third round of rules (docs/guard.md, "Round 3"): each on examples of its own, not
taken from any labelled set."""

from __future__ import annotations

import pytest

from models.guard import GuardReport
from models.profile import RewriteProfile
from skryba.guard import check_candidate

PRESERVE = RewriteProfile()
POLISH = RewriteProfile(language="pl")


def _kinds(report: GuardReport) -> set[str]:
    return {finding.kind for finding in report.findings}


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a bound said as an excess forbidden, and as a limit
        (
            "Luggage must not exceed 20 kg per passenger.",
            "Luggage can weigh up to 20 kg per passenger.",
        ),
        ("Zajęcia nie mogą trwać dłużej niż 45 minut.", "Zajęcia trwają najwyżej 45 minut."),
        (
            "Do not let the dough rise above the rim.",
            "Bake the dough before it goes above the rim.",
        ),
        ("The fence would not exceed the hedge.", "The fence would be no higher than the hedge."),
        # a bounded comparison is a limit, not a negation
        (
            "Raport składa się nie rzadziej niż raz w roku.",
            "Raport składa się co najmniej raz w roku.",
        ),
        ("Trailers must be no wider than the car.", "Trailers must be at most as wide as the car."),
    ],
)
def test_a_bound_said_either_way_is_the_same_bound(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


def test_a_bound_whose_excess_the_rewrite_allows_is_still_found() -> None:
    source = "Nie wolno parkować dłużej niż 2 godziny. Opłata wynosi maksymalnie 5 zł."
    candidate = "Wolno parkować dłużej niż 2 godziny. Opłata wynosi maksymalnie 5 zł."
    assert "negation" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a fee not charged is free
        ("Za wstęp nie pobieramy opłat.", "Wstęp jest bezpłatny."),
        ("Parking is free for residents.", "Residents can park without a fee."),
        # "don't delay" is "come early"
        ("Nie zwlekaj z zapisami na kurs.", "Zapisz się na kurs jak najwcześniej."),
        # a ban as a verb is a negation, as the participle is
        ("Regulamin zabrania wprowadzania psów.", "Nie wolno wprowadzać psów."),
    ],
)
def test_a_negation_said_by_its_antonym_or_as_a_ban_matches(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


def test_a_ban_turned_into_a_permission_is_found() -> None:
    source = "Regulamin zabrania wprowadzania psów na teren parku."
    candidate = "Regulamin dopuszcza wprowadzanie psów na teren parku."
    assert "negation" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_a_negated_word_said_plainly_is_a_flip_whatever_else_explains_the_count() -> None:
    # "still" would explain a dropped "not" ("does not stop" = "still goes"), but the rewrite
    # keeps the negated word itself
    source = "Late arrivals will not be admitted. The doors open only at 9."
    candidate = "Late arrivals will still be admitted. The doors open at 9."
    assert "negation" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_a_negation_moved_onto_another_claim_is_found_though_the_counts_agree() -> None:
    source = "Dogs must not be left in parked cars. Owners who fail to register them are fined."
    candidate = "Dogs may be left in parked cars. Owners who do not register them are fined."
    assert "negation" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("The fare will not change next year.", "The fare will stay the same next year."),
        ("The author has not been identified.", "The author remains unknown."),
        (
            "You cannot be refunded twice for one ticket.",
            "A second refund for one ticket is not allowed.",
        ),
    ],
)
def test_a_negation_rephrased_is_no_flip(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a negated necessity is an exemption, as "nie trzeba" is
        ("Rejestracja nie jest konieczna.", "Nie trzeba się rejestrować."),
        # "as required by law" says the records conform, it lays no obligation of its own
        (
            "Records are kept for 10 years, as required by law.",
            "Records are kept for 10 years, in line with the law.",
        ),
        # "obowiązuje rezerwacja" is "a booking is required"
        ("Bilety trzeba kupić z wyprzedzeniem.", "Obowiązuje wcześniejszy zakup biletów."),
        # an imperative binds as "must" does
        ("If you feel dizzy, you must stop exercising.", "If you feel dizzy, stop exercising."),
        # "nie będzie już można" forbids: no permission of the source is dropped
        ("Po 18:00 nie będzie już można kupić biletów.", "Po 18:00 bilety nie będą sprzedawane."),
    ],
)
def test_obligations_said_another_way_match(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("Badacze sugerują, że dieta może pomagać.", "Zdaniem badaczy dieta może pomagać."),
        ("The trip takes about 3 hours.", "The trip takes around three hours."),
        (
            "Według szacunków koszt wyniesie ok. 5 mln zł.",
            "Szacunkowo koszt wyniesie około 5 mln zł.",
        ),
        # deeming in law is no hedge
        ("Nie uważa się za dochód zwrotu kosztów.", "Zwrot kosztów nie jest dochodem."),
    ],
)
def test_hedges_and_approximations_said_another_way_match(source: str, candidate: str) -> None:
    assert check_candidate(source, candidate, PRESERVE).findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a source is not an opinion: "according to" does not hedge
        ("Eksperci sugerują, że ceny wzrosną.", "Według ekspertów ceny wzrosną."),
        ("Szacuje się, że koszt wyniesie 2 mln zł.", "Koszt wyniesie 2 mln zł."),
        ("The cost is estimated at £2m.", "The cost is £2m."),
        ("The bridge is thought to date from 1420.", "The bridge dates from 1420."),
        ("Uważa się, że most pochodzi z 1420 r.", "Most pochodzi z 1420 r."),
    ],
)
def test_a_hedge_or_an_estimate_dropped_is_found(source: str, candidate: str) -> None:
    assert "hedge" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_claims_excluded_are_claims_not_paid() -> None:
    source = "We do not pay for stolen bikes unless they were locked, except for bikes under £100."
    candidate = "Stolen bikes are excluded unless they were locked, except for bikes under £100."
    assert check_candidate(source, candidate, PRESERVE).findings == []


def test_an_obligation_turned_into_a_permission_in_translation_is_found() -> None:
    source = "Before the scan you must tell the radiographer about any metal implant."
    candidate = "Przed badaniem może Pan poinformować technika o metalowym implancie."
    assert "modality" in _kinds(check_candidate(source, candidate, POLISH))


@pytest.mark.parametrize(
    ("source", "candidate", "passed"),
    [
        (
            "Metodę opisano wcześniej (Kowalska i in., 2021).",
            "Metodę opisano (Kowalski i in., 2021).",
            False,
        ),
        ("Metodę opisała Kowalska (2021).", "Metoda pochodzi od Kowalskiej (2021).", True),
    ],
)
def test_a_polish_surname_keeps_its_gender(source: str, candidate: str, passed: bool) -> None:
    assert check_candidate(source, candidate, PRESERVE).passed is passed


ENGLISH = RewriteProfile(language="en")


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # an obligation said as a recommendation, the verb said another way
        (
            "Członek klubu ma obowiązek odnowić kartę co roku.",
            "Członek klubu powinien przedłużyć kartę co roku.",
            PRESERVE,
        ),
        # a recommendation made an obligation (strength levels are compared both ways)
        (
            "We recommend wearing a helmet on the trail.",
            "You must wear a helmet on the trail.",
            PRESERVE,
        ),
        ("Tenants should report leaks at once.", "Tenants must report leaks at once.", PRESERVE),
        # a recommendation said as a permission
        (
            "Samples should be kept at 4 °C overnight.",
            "Samples can be stored at 4 °C overnight.",
            PRESERVE,
        ),
        # a prohibition said as advice
        (
            "Children under 3 must not use the slide.",
            "Children under 3 should not go on the slide.",
            PRESERVE,
        ),
        # in translation too
        (
            "Booking is compulsory for groups of 10 or more.",
            "Dla grup liczących 10 osób lub więcej zalecana jest rezerwacja.",
            POLISH,
        ),
    ],
)
def test_a_rule_said_with_another_strength_is_found(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert "modality" in _kinds(check_candidate(source, candidate, profile))


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "należy" is "must" or "should" in English
        (
            "Należy zabrać ze sobą dowód osobisty.",
            "You should bring your ID card with you.",
            ENGLISH,
        ),
        ("We recommend booking early.", "Booking early is a good idea.", PRESERVE),
    ],
)
def test_a_rule_said_with_its_own_strength_matches(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    assert check_candidate(source, candidate, profile).findings == []


def test_a_softened_should_is_weaker_than_any_nalezy() -> None:
    source = "Awarię należy zgłosić administratorowi w ciągu 3 dni."
    candidate = "A fault should ideally be reported to the administrator within 3 days."
    assert "modality" in _kinds(check_candidate(source, candidate, ENGLISH))


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "passed"),
    [
        # an inserted article's superscript is part of its number
        (
            "Zgodnie z art. 447¹ kodeksu umowa wygasa.",
            "Zgodnie z art. 447² kodeksu umowa wygasa.",
            PRESERVE,
            False,
        ),
        (
            "Zgodnie z art. 447¹ kodeksu umowa wygasa.",
            "Na mocy art. 447¹ kodeksu umowa wygasa.",
            PRESERVE,
            True,
        ),
        # "Section 3.1" is "punkt 3.1" in Polish
        (
            "Exclusions are listed in Section 3.1.",
            "Wyłączenia wymieniono w punkcie 3.1.",
            POLISH,
            True,
        ),
        # an official journal is a legal reference, not an author
        (
            "Ustawa z 2019 r. (Dz.U. 2019 poz. 1145) weszła w życie.",
            "The Act of 2019 (Journal of Laws 2019, item 1145) entered into force.",
            ENGLISH,
            True,
        ),
    ],
)
def test_legal_references_said_either_way(
    source: str, candidate: str, profile: RewriteProfile, passed: bool
) -> None:
    assert check_candidate(source, candidate, profile).passed is passed


@pytest.mark.parametrize(
    ("source", "candidate", "passed"),
    [
        # a number inside a Polish compound adjective
        ("Umowa ma 6-miesięczny okres próbny.", "Umowa ma sześciomiesięczny okres próbny.", True),
        ("Wymagamy 3 lat stażu.", "Wymagamy trzyletniego stażu.", True),
        ("Wymagamy 3 lat stażu.", "Wymagamy dwuletniego stażu.", False),
        # masculine-personal and collective numerals
        ("Wniosek ocenia dwóch recenzentów.", "Wniosek oceniają dwaj recenzenci.", True),
        ("W domu mieszka troje dzieci.", "W domu mieszkają 3 dzieci.", True),
        # every n-th is one in n
        ("Nagrodę dostaje 25% uczestników.", "Nagrodę dostaje co czwarty uczestnik.", True),
    ],
)
def test_polish_numbers_said_as_words(source: str, candidate: str, passed: bool) -> None:
    assert check_candidate(source, candidate, PRESERVE).passed is passed


def test_we_require_binds_as_must() -> None:
    source = "Wymagamy znajomości języka angielskiego."
    candidate = "Kandydat powinien znać język angielski."
    assert "modality" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_a_link_turned_into_its_bare_address_is_found() -> None:
    source = "Read the [setup guide](https://example.org/setup) before installing."
    candidate = "Read the setup guide at https://example.org/setup before installing."
    assert "markdown" in _kinds(check_candidate(source, candidate, PRESERVE))


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        ("The vase is now thought to be Venetian.", "The vase is known to be Venetian."),
        (
            "The ledger was found in the attic, suggesting a hurried move.",
            "The ledger was found in the attic.",
        ),
    ],
)
def test_a_reported_or_inferred_claim_made_certain_is_found(source: str, candidate: str) -> None:
    assert "hedge" in _kinds(check_candidate(source, candidate, PRESERVE))


def test_words_negated_by_their_prefix_are_counted_in_translation() -> None:
    # an English and a Polish prefixed word share no stem: their number is compared instead
    source = "An unauthorised user could read the file. There is no sign that this has happened."
    candidate = (
        "Nieuprawniony użytkownik mógłby odczytać plik. Wszystko wskazuje, że tak się stało."
    )
    assert "negation" in _kinds(check_candidate(source, candidate, POLISH))


@pytest.mark.parametrize(
    ("source", "candidate", "passed"),
    [
        # a failure or refusal is a negation of the act: said plainly, it is flipped
        (
            "The council is unable to fund the repairs this year.",
            "The council will fund the repairs this year.",
            False,
        ),
        ("Spółka odmówiła podpisania aneksu.", "Spółka podpisała aneks.", False),
        (
            "The council is unable to fund the repairs this year.",
            "The council cannot pay for the repairs this year.",
            True,
        ),
    ],
)
def test_a_failure_said_plainly_is_a_flipped_claim(
    source: str, candidate: str, passed: bool
) -> None:
    assert check_candidate(source, candidate, PRESERVE).passed is passed


@pytest.mark.parametrize(
    ("source", "candidate", "passed"),
    [
        # an ordinal whose value the source has nowhere is a claim of its own
        (
            "Drużyna wygrała 2:0 i awansowała w tabeli.",
            "Drużyna wygrała 2:0; to jej piąte zwycięstwo z rzędu.",
            False,
        ),
        # one the source has, in any form, is a counterpart
        ("Q3 sales rose by 4%.", "Sales in the third quarter rose by 4%.", True),
        (
            "Egzamin ósmoklasisty odbędzie się w maju.",
            "The eighth-grade exam will take place in May.",
            True,
        ),
        ("Koszty wzrosły o jedną trzecią.", "Koszty wzrosły o 33%.", True),
        # the Polish "a" is "and", not the article of "a third"
        (
            "Pierwsza godzina kosztuje 5 zł, a trzecia 7 zł.",
            "Za pierwszą godzinę zapłacisz 5 zł, za trzecią 7 zł.",
            True,
        ),
    ],
)
def test_ordinals_and_shares_said_as_words(source: str, candidate: str, passed: bool) -> None:
    profile = ENGLISH if candidate.startswith("The eighth") else PRESERVE
    assert check_candidate(source, candidate, profile).passed is passed

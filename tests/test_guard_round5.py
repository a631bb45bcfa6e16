"""The guard's fifth round of rules (docs/guard.md, "Round 5"): each on examples of its own, not
taken from any labelled set."""

from __future__ import annotations

from skryba.guard import check_candidate
from skryba.guard.check import extract
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes

# --- facts -------------------------------------------------------------------------------------


def test_an_identifier_with_a_changed_digit_is_a_changed_code() -> None:
    report = check_candidate(
        "The study is registered as ISRCTN55120473 and ran for a year.",
        "Registered as ISRCTN55120437, the study ran for a year.",
        PRESERVE,
    )
    assert "code" in kinds(report)
    assert any("ISRCTN55120473" in finding.message for finding in report.findings)


def test_an_identifier_kept_case_and_hyphen_blindpasses() -> None:
    assert passes(
        "Model TX-410 ships with firmware B7 and the ZX81 adapter.",
        "The TX410 model comes with firmware B7 and a ZX81 adapter.",
    )


def test_an_age_group_and_a_quarter_are_no_identifiers() -> None:
    facts = extract("Entry for Under-12s closes in Q2.").facts
    assert all(fact.kind != "code" for fact in facts)


def test_a_date_range_whose_end_moved_within_its_year_is_a_finding() -> None:
    report = check_candidate(
        "Tickets bought between 1 April and 31 July 2025 are refunded.",
        "Tickets bought from 1 April to 31 October 2025 are refunded.",
        PRESERVE,
    )
    assert "date" in kinds(report)
    assert passes(
        "Tickets bought between 1 April and 31 July 2025 are refunded.",
        "Anyone who bought a ticket from 1 April to 31 July 2025 gets a refund.",
    )


def test_a_card_an_adjective_names_is_no_means_of_payment() -> None:
    assert passes(
        "Wjazd na parking jest bezpłatny dla osób z kartą mieszkańca lub kartą rodzinną.",
        "Z parkingu za darmo skorzystają posiadacze karty mieszkańca i karty rodzinnej.",
    )
    report = check_candidate(
        "Za bilet zapłacisz gotówką lub kartą.", "Za bilet zapłacisz gotówką.", PRESERVE
    )
    assert "means of payment" in kinds(report)


# --- markers -----------------------------------------------------------------------------------


def test_a_named_part_is_no_hedge() -> None:
    assert passes(
        "Kurs ma część wykładową i część warsztatową; do części warsztatowej zapisy są osobne.",
        "Kurs składa się z wykładów i warsztatów, a na warsztaty zapisuje się osobno.",
    )
    assert "hedge" in kinds(
        check_candidate(
            "Część uczestników ukończyła kurs przed terminem.",
            "Uczestnicy ukończyli kurs przed terminem.",
            PRESERVE,
        )
    )


def test_a_polish_do_is_no_english_instruction() -> None:
    # "Do" opening a Polish clause is "to"/"until": it stands in for no obligation
    # (the rule only recommended, so that a stand-in would wrongly make up for it)
    report = check_candidate(
        "Wniosek należy złożyć w urzędzie.",
        "Do urzędu wniosek warto złożyć osobiście.",
        PRESERVE,
    )
    assert "modality" in kinds(report)


def test_a_polish_imperative_after_its_object_keeps_the_obligation() -> None:
    assert passes(
        "Zdjęcia należy przesłać do 10 maja.",
        "Zdjęcia w formacie PNG prześlij do 10 maja.",
    )
    assert passes(
        "Do każdej przesyłki należy dołączyć fakturę.",
        "Do każdej wysyłanej przez sklep przesyłki dołącz fakturę.",
    )


def test_potrzeba_listing_things_is_no_obligation() -> None:
    assert passes(
        "Na placek potrzeba trzech jabłek i szklanki mąki.",
        "Do placka: trzy jabłka i szklanka mąki.",
    )
    assert "modality" in kinds(
        check_candidate(
            "Przed wyjazdem potrzeba zgłosić się w recepcji.",
            "Przed wyjazdem warto zgłosić się w recepcji.",
            PRESERVE,
        )
    )


def test_a_time_limit_missed_said_as_late_keeps_the_negation() -> None:
    assert passes(
        "Uczestnik, który nie dotrze na start w ciągu 5 minut, odpada.",
        "Kto spóźni się na start o ponad 5 minut, odpada.",
    )
    assert "negation" in kinds(
        check_candidate(
            "Uczestnik, który nie dotrze na start w ciągu 5 minut, odpada.",
            "Uczestnik, który dotrze na start w ciągu 5 minut, odpada.",
            PRESERVE,
        )
    )


def test_a_negated_phrase_said_as_other_than_keeps_the_negation() -> None:
    assert passes(
        "Letters not in Polish need a sworn translation.",
        "Letters in a language other than Polish need a sworn translation.",
    )


def test_support_ended_said_as_removed_keeps_the_negation() -> None:
    assert passes(
        "Wersja 2.x nie jest już wspierana.",
        "Wsparcie dla wersji 2.x zostało zakończone.",
    )


def test_a_dispute_said_as_a_disagreement_keeps_the_negation() -> None:
    assert passes(
        "If you do not agree with the bill, call us.",
        "If you dispute the bill, call us.",
    )


# --- numbers and units -------------------------------------------------------------------------


def test_a_unit_swapped_for_another_of_its_kind_is_a_changed_number() -> None:
    report = check_candidate(
        "Kabel kosztuje 4 zł za każdy metr, a szpula waży 2 kg.",
        "The cable costs PLN 4 per foot, and a reel weighs 2 kg.",
        ENGLISH,
    )
    assert any('unit "foot"' in finding.message for finding in report.findings)
    assert passes(
        "Kabel kosztuje 4 zł za każdy metr, a szpula waży 2 kg.",
        "The cable costs PLN 4 per metre, and a reel weighs 2 kg; it is delivered on foot.",
        ENGLISH,
    )


def test_a_rate_per_another_time_unit_is_a_changed_number() -> None:
    report = check_candidate("Parking costs £2 per hour.", "Parking costs £2 per day.", PRESERVE)
    assert any('unit "per day"' in finding.message for finding in report.findings)
    # a duration is no rate: "umowa na rok" is said of a 12-month contract
    assert passes(
        "Abonament kosztuje 40 zł miesięcznie przy umowie na 12 miesięcy.",
        "Abonament to 40 zł miesięcznie, jeśli podpiszesz umowę na rok.",
    )


def test_net_said_as_gross_is_a_changed_number() -> None:
    report = check_candidate(
        "Licencja kosztuje 900 zł netto.", "The licence costs PLN 900 gross.", ENGLISH
    )
    assert any('unit "gross"' in finding.message for finding in report.findings)


def test_pence_and_an_hour_and_a_quarter_are_exact() -> None:
    assert passes("A call costs £0.35 per minute.", "Calls are 35p a minute.")
    assert passes("The tour takes 75 minutes.", "The tour takes an hour and a quarter.")
    assert "number" in kinds(
        check_candidate(
            "The tour takes 75 minutes.", "The tour takes an hour and a half.", PRESERVE
        )
    )


def test_one_am_pm_after_a_range_reads_both_ends() -> None:
    assert passes("Open 18:00\u201322:30 daily.", "Open daily, 6 to 10:30 pm.")
    assert "time" in kinds(
        check_candidate("Open 18:00\u201322:30 daily.", "Open daily, 6 to 10:30 am.", PRESERVE)
    )


def test_a_year_said_once_for_two_dates_keeps_both() -> None:
    assert passes(
        "Markets run on 3 May 2026 and 7\u20139 May 2026.",
        "Markets run on 3 May 2026 and from 7 to 9 May.",
    )


def test_an_et_al_dropped_drops_the_co_authors() -> None:
    report = check_candidate(
        "The method follows Lindqvist et al. (2019).",
        "The method follows Lindqvist (2019).",
        PRESERVE,
    )
    assert "citation" in kinds(report)
    assert passes(
        "The method follows Lindqvist et al. (2019).",
        "Metoda opiera się na pracy Lindqvista i wsp. (2019).",
        POLISH,
    )

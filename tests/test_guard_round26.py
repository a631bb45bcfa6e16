"""Round 26 of the guard (docs/guard.md): readings that blind sets 90 and 91 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_a_proof_the_source_denies_is_no_proof_claimed() -> None:
    # "cannot prove causation" says what the study does not show
    source = (
        "The authors suggest that the gap may be explained by noise, but the study cannot "
        "establish causation."
    )
    assert passes(
        source,
        "According to the authors, noise may explain the gap; however, the study cannot prove "
        "causation.",
    )
    damaged = "Noise explains the gap, and the study proves causation."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))


def test_clear_of_is_said_as_no_thing_in_the_way() -> None:
    source = "Fix the mast on a roof facing west, clear of chimneys."
    assert passes(source, "Fix the mast on a west-facing roof where no chimneys are in the way.")
    # a negation added elsewhere is still one
    damaged = "Do not fix the mast on a west-facing roof clear of chimneys."
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_condition_bounds_a_permission_as_only_does() -> None:
    source = "Small sites may use this form, but only with the council's approval."
    assert passes(source, "Small sites may use this form, provided the council approves it.")
    assert passes(source, "Small sites may use this form as long as the council agrees.")
    assert passes(
        "Małe zakłady mogą stosować uproszczony formularz, ale tylko za zgodą urzędu.",
        "Małe zakłady mogą stosować uproszczony formularz, o ile urząd się na to zgodzi.",
    )
    # the bound dropped is still found, and a duration is no condition
    damaged = "Small sites may use this form, and the council must be told."
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))
    damaged = "Small sites may use this form for as long as 3 years."
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_uk_acts_section_abbreviated_is_the_section() -> None:
    source = "Under section 11 of the Housing Act 1988, we give notice as section 11(6) requires."
    assert passes(source, "We give notice (Housing Act 1988, s. 11), as s. 11(6) requires.")
    damaged = "We give notice (Housing Act 1988, s. 12), as s. 11(6) requires."
    assert FindingKind.LEGAL_REFERENCE in kinds(check_candidate(source, damaged, PRESERVE))
    # a Polish page is still a page
    changed = check_candidate("Zob. Nowak (2020), s. 45.", "Zob. Nowak (2020), s. 46.", PRESERVE)
    assert any("page reference" in f.message for f in changed.findings)


def test_two_days_joined_by_or_are_both_dates() -> None:
    source = "Konsultacje odbędą się 12 i 19 marca."
    assert passes(source, "Na konsultacje przyjdź 12 lub 19 marca.")
    assert passes(source, "Consultations: 12 or 19 March.", ENGLISH)
    changed = check_candidate(source, "Na konsultacje przyjdź 12 lub 20 marca.", PRESERVE)
    assert FindingKind.DATE in kinds(changed)
    # the second day's weekday with its own "w"
    assert passes(
        "Collect your pack on Friday 4 or Saturday 5 October.",
        "Odbierz pakiet w piątek 4 albo w sobotę 5 października.",
        POLISH,
    )


def test_a_permission_only_after_a_signal_keeps_a_must_only_rule() -> None:
    # "must only be nocked when" is "wolno nałożyć dopiero po"
    source = "Arrows must only be nocked when the officer has whistled twice."
    assert passes(source, "Strzałę wolno nałożyć na cięciwę dopiero po dwóch gwizdkach.", POLISH)
    damaged = "Strzałę można nałożyć na cięciwę po dwóch gwizdkach."
    assert kinds(check_candidate(source, damaged, POLISH)) & {
        FindingKind.MODALITY,
        FindingKind.NEGATION,
    }


def test_parts_a_possessive_owns_are_things_not_a_share() -> None:
    source = "Co najmniej 75% jego części powinno być oryginalnych."
    assert passes(source, "Co najmniej 75% podzespołów powinno być oryginalnych.")
    # a share is still one
    source = "Część jego dokumentów zaginęła."
    damaged = "Jego dokumenty zaginęły."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_document_open_for_inspection_can_be_seen() -> None:
    source = (
        "Członkowie są obowiązani pokrywać koszty utrzymania budynku. Opłaty wnosi się do 10. "
        "dnia miesiąca. Na podstawie art. 4 ust. 8 ustawy członek może zakwestionować zmianę "
        "opłat przed sądem. Kalkulację nowej stawki można obejrzeć w biurze spółdzielni."
    )
    faithful = (
        "Członkowie mają obowiązek pokrywać koszty utrzymania budynku. Opłaty wnosimy do 10. "
        "dnia miesiąca. Możesz zakwestionować zmianę opłat w sądzie (art. 4 ust. 8 ustawy). "
        "Kalkulację nowej stawki udostępniamy do wglądu w biurze spółdzielni."
    )
    assert passes(source, faithful)
    damaged = faithful.replace("udostępniamy do wglądu", "trzeba obejrzeć")
    assert FindingKind.MODALITY in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_permissible_weight_is_counted_as_dopuszczalna_is() -> None:
    source = (
        "Zarząd Dróg Powiatowych w Kaliszu informuje, że od 5 kwietnia 2025 r. na moście przez "
        "rzekę Prosnę w ciągu drogi powiatowej nr 4310P obowiązuje ograniczenie dopuszczalnej "
        "masy całkowitej pojazdów do 12 ton. Ograniczenie wprowadzono na podstawie art. 10 ust. "
        "10 ustawy - Prawo o ruchu drogowym, po przeglądzie, który wykazał pęknięcia płyty. "
        "Autobusy mogą przejeżdżać przez most pojedynczo. Pojazdy cięższe muszą korzystać z "
        "objazdu przez Opatówek."
    )
    faithful = (
        "The District Roads Authority in Kalisz announces that from 5 April 2025 the maximum "
        "permissible gross weight of vehicles on the bridge over the Prosna river on district "
        "road no. 4310P is limited to 12 tonnes. The restriction was introduced under Article "
        "10(10) of the Road Traffic Law, after an inspection revealed cracks in the deck. Buses "
        "may cross the bridge one at a time. Heavier vehicles must use the detour via Opatówek."
    )
    assert passes(source, faithful, ENGLISH)
    damaged = faithful.replace("Buses may cross", "Buses cross")
    assert FindingKind.MODALITY in kinds(check_candidate(source, damaged, ENGLISH))


def test_a_no_a_verb_governs_negates_no_modal_after_it() -> None:
    # "apiaries that keep no records may be incomplete": the "no" is the records', the "may" a
    # possibility
    source = "Dane z pasiek, które nie prowadzą ewidencji, mogą być niepełne."
    assert passes(source, "Data from apiaries that keep no records may be incomplete.", ENGLISH)
    # the possibility dropped is still found
    damaged = "Data from apiaries that keep no records are incomplete."
    assert not check_candidate(source, damaged, ENGLISH).passed


def test_questions_invited_politely_in_polish_keep_their_can() -> None:
    # "Questions can be sent to" is "Pytania prosimy kierować na adres" in a Polish notice
    source = (
        "Registration closes on 30 April. Late entries may be accepted if places remain. "
        "Questions can be sent to info@sail-example.org."
    )
    faithful = (
        "Rejestracja kończy się 30 kwietnia. Spóźnione zgłoszenia mogą zostać przyjęte, jeśli "
        "zostaną wolne miejsca. Pytania prosimy kierować na adres info@sail-example.org."
    )
    assert passes(source, faithful, POLISH)
    # an English "Please send questions" stands in for no possibility the source dropped
    source = "About 1,000 users may have been affected. Questions: help@shop-example.com."
    damaged = "About 1,000 users were affected. Please send questions to help@shop-example.com."
    assert not check_candidate(source, damaged, PRESERVE).passed


def test_a_claim_reportedly_true_keeps_its_hedge() -> None:
    source = "Survival rates for such grafts are reported to be around 80% for pears."
    assert passes(source, "Such grafts on pears reportedly survive at around 80%.")
    assert passes(
        source, "Według doniesień takie szczepy u gruszy przyjmują się w około 80%.", POLISH
    )
    damaged = "Such grafts on pears survive at around 80%."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_mixed_case_name_declined_with_rze_is_the_name() -> None:
    source = "Slice the model in CuraSlicer before printing."
    assert passes(source, "Przed drukiem potnij model w CuraSlicerze.", POLISH)
    damaged = "Przed drukiem potnij model w SuperSlicerze."
    assert not check_candidate(source, damaged, POLISH).passed


def test_money_paid_into_an_account_is_a_transfers_counterpart_only() -> None:
    source = "Wpłat można dokonywać na konto parafii z dopiskiem „Dzwon”."
    assert passes(source, "Zbiórkę można wesprzeć przelewem na konto parafii (dopisek „Dzwon”).")
    # it is required of no rewrite
    assert passes(source, "Donations can be made to the parish with the note “Dzwon”.", ENGLISH)
    # nor is it a card
    damaged = "Zbiórkę można wesprzeć kartą w kancelarii parafii (dopisek „Dzwon”)."
    assert FindingKind.PAYMENT in kinds(check_candidate(source, damaged, PRESERVE))
    # a transfer on its way is a transfer
    source = "Zwykle przelew trafia na konto w ciągu 2-3 dni roboczych."
    assert passes(
        source, "The transfer usually reaches your account within 2-3 working days.", ENGLISH
    )


def test_a_unit_and_a_half_is_its_duration() -> None:
    source = "We estimate the work will take two climbers about a day and a half."
    assert passes(source, "Szacujemy, że praca zajmie dwóm arborystom około półtora dnia.", POLISH)
    assert passes(source, "We estimate the work will take two climbers about 36 hours.")
    changed = check_candidate(source, "Praca zajmie dwóm arborystom około dwóch dni.", POLISH)
    assert FindingKind.NUMBER in kinds(changed)
    # a rate after a price is none: "£38 a year and a half plot £20"
    assert passes(
        "A full plot costs £38 per year and a half plot costs £20.",
        "A full plot costs £38 a year and a half plot £20.",
    )


def test_a_word_said_with_a_negative_prefix_says_its_stem_for_an_appended_claim() -> None:
    # "kontrole niezapowiedziane" said again as "bez zapowiedzi" appends nothing new
    source = "Kontrola odbywa się raz w roku. Jednostka przeprowadza też kontrole niezapowiedziane."
    faithful = (
        "Kontrola odbywa się raz w roku, a jednostka przychodzi wtedy także bez zapowiedzi. "
        "Jednostka przeprowadza też kontrole."
    )
    assert passes(source, faithful)
    damaged = faithful.replace("bez zapowiedzi", "bez ostrzeżenia")
    assert FindingKind.CLAIM in kinds(check_candidate(source, damaged, PRESERVE))


def test_we_reckon_is_an_estimate() -> None:
    source = "We estimate the work will take two days and cost £900."
    assert passes(source, "We reckon the work will take two days and cost £900.")
    damaged = "The work will take two days and cost £900."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_not_made_also_is_found_beside_a_cue_gained_elsewhere() -> None:
    # "suspend" (a cue of stopping the source lacks) explains no "not" made "also"
    source = (
        "Membership freezes at Summit Climbing Wall\nMonthly members can freeze their membership "
        "for a minimum of 3 weeks and a maximum of 2 months in any 12-month period. A freeze "
        "costs £4 per month and must be requested at the desk at least 5 days before your next "
        "payment date. Freezes cannot be backdated, and they are not available during the first "
        "two months of a new membership. Annual memberships cannot be frozen."
    )
    faithful = (
        "Summit Climbing Wall - membership freeze policy. Holders of a monthly membership may "
        "suspend it for no less than three weeks and no more than two months within any "
        "twelve-month period. The charge is £4 per month. Requests must be made at the desk no "
        "later than 5 days before the next payment date. Freezes cannot be applied "
        "retrospectively and are not available in the first two months of a new membership. "
        "Annual memberships cannot be frozen."
    )
    assert passes(source, faithful)
    damaged = faithful.replace("are not available", "are also available")
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))
    # an "also" that keeps its own negation is none
    source = "You cannot enter late, and you may not leave during the first hour."
    assert passes(source, "Late entry is refused. You also can't leave in the first hour.")


def test_a_polish_personal_may_before_nie_is_a_possible_negation() -> None:
    # "możemy nie być w stanie" is "we may not be able to", as "może nie" is "may not"
    source = "Book a week ahead; we may not be able to accommodate groups larger than eight."
    faithful = (
        "Zarezerwuj tydzień wcześniej; grup większych niż osiem osób możemy nie być w stanie "
        "przyjąć."
    )
    assert passes(source, faithful, POLISH)
    damaged = "Zarezerwuj tydzień wcześniej; grup większych niż osiem osób nie przyjmujemy."
    assert not check_candidate(source, damaged, POLISH).passed


def test_a_count_of_steps_is_said_again_by_a_numbered_list_of_as_many() -> None:
    source = (
        "Adopcja przebiega w trzech krokach. Najpierw wypełnij ankietę, potem idź na spacer z "
        "psem, a na koniec przyjmij wizytę w domu."
    )
    faithful = (
        "Jak adoptować psa?\n\n1. Wypełnij ankietę.\n2. Idź na spacer z psem.\n"
        "3. Przyjmij wizytę w domu."
    )
    assert passes(source, faithful)
    # a list of another length says no such count
    damaged = (
        "Jak adoptować psa?\n\n1. Wypełnij ankietę.\n2. Idź na spacer z psem i przyjmij wizytę."
    )
    assert FindingKind.NUMBER in kinds(check_candidate(source, damaged, PRESERVE))
    assert passes(
        "Registration takes four steps.",
        "Registration:\n1. Sign up.\n2. Confirm.\n3. Pay.\n4. Print the card.",
    )


def test_an_age_said_by_its_units_ordinal_is_the_age() -> None:
    # "from five weeks of age" is "od piątego tygodnia życia"
    source = "Kits can be vaccinated from five weeks of age."
    assert passes(source, "Młode króliki można szczepić od piątego tygodnia życia.", POLISH)
    changed = check_candidate(
        source, "Młode króliki można szczepić od ósmego tygodnia życia.", POLISH
    )
    assert FindingKind.NUMBER in kinds(changed)


def test_a_noun_said_possible_is_named_by_its_label() -> None:
    # "odwiedziny są możliwe codziennie do 20:00" is "Odwiedziny: codziennie do 20:00"
    source = (
        "Cisza nocna obowiązuje od 22:00 do 6:00, a odwiedziny są możliwe codziennie do "
        "godziny 20:00. Kuracjusz musi zgłosić każde wyjście po godzinie 20:00."
    )
    faithful = (
        "Zasady pobytu:\n1. Cisza nocna: 22:00-6:00.\n2. Odwiedziny: codziennie do godziny "
        "20:00.\n3. Każde wyjście po godzinie 20:00 kuracjusz musi zgłosić."
    )
    assert passes(source, faithful)
    damaged = faithful.replace("2. Odwiedziny: codziennie", "2. Odwiedziny obowiązkowe: codziennie")
    assert not check_candidate(source, damaged, PRESERVE).passed

"""Round 25 of the guard (docs/guard.md): readings that blind sets 84 to 87 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_a_share_on_a_named_line_is_a_share_not_a_part_cut() -> None:
    # "na linii [S8] część kursów": the "na" names where, not what a thing is cut into
    source = "Od 3 marca część pociągów na trasie R4 zastąpią autobusy."
    faithful = "Od 3 marca na trasie R4 część pociągów zastąpią autobusy."
    assert passes(source, faithful)
    damaged = "Od 3 marca na trasie R4 pociągi zastąpią autobusy."
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    # what a thing is cut into is still a part, no share
    assert passes(
        "Gałęzie należy pociąć na mniejsze części.", "Gałęzie trzeba pociąć na mniejsze kawałki."
    )


def test_a_card_after_a_noun_of_paying_is_a_means_of_payment() -> None:
    # "z płatnością kartą" pays by card; "z aktywną kartą" is a member's card
    source = "Bilety można kupić w kasie, ale tylko z płatnością kartą."
    assert passes(source, "Bilety kupisz w kasie, płacąc wyłącznie kartą.")
    assert passes(source, "Tickets can be bought at the desk, but card payment only.", ENGLISH)
    damaged = "Tickets can be bought at the desk, but cash only."
    assert FindingKind.PAYMENT in kinds(check_candidate(source, damaged, ENGLISH))
    # a reader's card is still none
    assert passes(
        "Wejście tylko z aktywną kartą biblioteczną.", "Wstęp wyłącznie z ważną kartą czytelnika."
    )


def test_a_quantity_converted_exactly_to_another_metric_unit_is_kept() -> None:
    # "250 ml" is "0,25 l", "1,2 km" is "1200 m": the same quantity in another unit of its kind
    source = "Weź butelkę o pojemności 250 ml i przejdź 1,2 km do punktu zbiórki."
    assert passes(source, "Weź butelkę o pojemności 0,25 l i przejdź 1200 m do punktu zbiórki.")
    assert passes(
        source, "Take a 0.25-litre bottle and walk 1200 metres to the meeting point.", ENGLISH
    )
    # another quantity is still a changed number, and a unit swapped keeps its finding
    changed = check_candidate(
        source, "Weź butelkę o pojemności 2,5 l i przejdź 1200 m do punktu zbiórki.", PRESERVE
    )
    assert FindingKind.NUMBER in kinds(changed)
    swapped = check_candidate(
        source, "Weź butelkę o pojemności 250 l i przejdź 1,2 km do punktu zbiórki.", PRESERVE
    )
    assert any("unit" in f.message for f in swapped.findings)
    # "1 m" names metres as "na metrze" does: no unit swapped
    assert passes(
        "Nierówności większe niż 2 mm na odcinku 1 m należy wyrównać.",
        "Nierówności powyżej 2 mm na metrze bieżącym trzeba wyrównać.",
    )


def test_parts_an_adjective_or_participle_describes_are_things_not_a_share() -> None:
    # "części wymienione przez nas", "części oryginalne", "części kupionych przez klienta": parts
    source = (
        "Gwarancja obejmuje części wymienione przez nasz warsztat, ale nie obejmuje części"
        " kupionych przez klienta."
    )
    assert passes(
        source,
        "The warranty covers the parts our workshop replaced, but not parts the customer bought.",
        ENGLISH,
    )
    # "część" before a noun in the genitive is still a share
    hedged = "Część kursów zostanie odwołana, a opóźnienia wyniosą około 20 minut."
    damaged = "Kursy zostaną odwołane, a opóźnienia wyniosą około 20 minut."
    assert FindingKind.HEDGE in kinds(check_candidate(hedged, damaged, PRESERVE))


def test_one_in_so_many_is_the_share_its_fraction_is() -> None:
    # "one in four" is "a quarter", "jeden na pięciu" is "20%"
    source = "A survey found that 25% of tenants pay late, and 20% never reply."
    assert passes(
        source, "One in four tenants pays late, a survey found, and one in five never reply."
    )
    assert passes(
        source,
        "Badanie wykazało, że co czwarty najemca płaci z opóźnieniem, a jeden na pięciu nigdy"
        " nie odpowiada.",
        POLISH,
    )
    changed = check_candidate(
        source, "One in three tenants pays late, a survey found, and 20% never reply.", PRESERVE
    )
    assert FindingKind.NUMBER in kinds(changed)


def test_the_other_of_two_is_no_ordinal() -> None:
    # "jedno wynika z drugiego" is "one follows from the other"
    source = "Badanie nie dowodzi związku przyczynowego między ekranami a snem."
    faithful = "Badanie nie dowodzi, że jedno wynika z drugiego, czyli ekrany ze snu."
    assert passes(source, faithful)
    # an ordinal with its noun still counts
    ordered = check_candidate(
        "Jeden pokój jest wolny na piętrze.", "Jeden pokój jest wolny na drugim piętrze.", PRESERVE
    )
    assert FindingKind.NUMBER in kinds(ordered)


def test_a_part_an_adjective_before_it_names_is_no_share() -> None:
    # "do ogrodzonych części parku" is "into the fenced-off parts of the park"
    source = "Prosimy nie wchodzić do ogrodzonych części parku, gdzie trwa wycinka."
    faithful = "Please keep out of the fenced-off parts of the park, where trees are being felled."
    assert passes(source, faithful, ENGLISH)
    # a size before it still says a share: "w znacznej części" is "largely"
    sized = "Remont sfinansowano w znacznej części z dotacji."
    damaged = "The renovation was funded from a grant."
    assert FindingKind.HEDGE in kinds(check_candidate(sized, damaged, ENGLISH))


def test_an_adverb_of_a_rate_is_no_unit_of_the_number_before_it() -> None:
    # "o 2,5 rocznie" is 2.5 a year, not 2.5 years
    source = "Liczba zgłoszeń rosła średnio o 2,5 dnia rocznie."
    assert passes(source, "Zgłoszeń przybywało średnio o 2,5 rocznie.")
    # a number's own unit still reads: "2,5 roku" is a length of time the source never gives
    changed = check_candidate(source, "Liczba zgłoszeń rosła średnio o 2,5 roku.", PRESERVE)
    assert FindingKind.NUMBER in kinds(changed)


def test_a_failure_and_a_shortfall_say_a_negation_another_way() -> None:
    # "jeśli import się nie powiedzie" is "gdy import zakończy się błędem"
    source = "Jeśli import się nie powiedzie, aplikacja wyśle e-mail do administratora."
    assert passes(
        source, "Gdy import zakończy się błędem, aplikacja wyśle e-mail do administratora."
    )
    # "nie był wystarczająco duży" is "był za mały", "was too small"
    sample = "Autorzy piszą, że zbiór nie był wystarczająco duży, by ocenić podgrupy."
    assert passes(sample, "Według autorów zbiór był za mały, by ocenić podgrupy.")
    assert passes(sample, "The authors say the sample was too small to assess subgroups.", ENGLISH)
    # with no such word the negation is still dropped
    dropped = check_candidate(
        sample, "Według autorów zbiór był duży, by ocenić podgrupy.", PRESERVE
    )
    assert FindingKind.NEGATION in kinds(dropped)


def test_an_age_groups_team_is_its_age_not_a_code() -> None:
    # "the Under-12 to Under-14 squads" are "drużyny od U-12 do U-14"
    source = "Players in the Under-12 to Under-14 squads train on Tuesdays."
    assert passes(source, "Zawodnicy drużyn od U-12 do U-14 trenują we wtorki.", POLISH)
    changed = check_candidate(source, "Zawodnicy drużyn od U-12 do U-15 trenują we wtorki.", POLISH)
    assert FindingKind.NUMBER in kinds(changed)


def test_cash_in_the_locative_is_cash() -> None:
    # "wypłacić w gotówce" is "paid out in cash": the hint for the search missed the locative
    source = "Vouchers cannot be exchanged for cash."
    assert passes(source, "Bonów nie można wypłacić w gotówce.", POLISH)
    damaged = check_candidate(source, "Bonów nie można wymienić na inne bony.", POLISH)
    assert FindingKind.PAYMENT in kinds(damaged)


def test_a_hedge_dropped_in_one_sentence_is_not_offset_by_a_stand_in_in_another() -> None:
    # "Expect to pay" in the price sentence says nothing of the "probably" the first dropped
    source = (
        "A tank serving a large family will probably fill faster. A typical pump-out costs"
        " around £300."
    )
    damaged = (
        "A tank serving a large family will fill faster. Expect to pay around £300 for a"
        " typical pump-out."
    )
    assert FindingKind.HEDGE in kinds(check_candidate(source, damaged, PRESERVE))
    faithful = damaged.replace("will fill", "will probably fill")
    assert passes(source, faithful)
    # a sentence still hedged another way is left to the passage's count
    assert passes(
        "The visit usually takes about two hours.", "Expect the visit to take about two hours."
    )


def test_a_marker_finding_names_the_sentence_that_lost_the_marker() -> None:
    # a group of sentences short of a hedge names the one whose closest counterpart lacks it,
    # not the first with a hedge: the repair request quotes it and the restore gives it back
    source = (
        "Results will probably vary. The survey suggests most tenants pay on time. A tank will"
        " probably fill faster."
    )
    damaged = (
        "Results will probably vary. Most tenants, the survey suggests, pay on time. A tank will"
        " fill faster."
    )
    findings = check_candidate(source, damaged, PRESERVE).findings
    assert [f.source_span for f in findings if f.kind == FindingKind.HEDGE] == [
        "A tank will probably fill faster."
    ]

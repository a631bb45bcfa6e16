"""Round 27 of the guard (docs/guard.md): readings that blind sets 98 and 99 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate, polarity
from tests.guard_checks import POLISH, PRESERVE, kinds, passes


def test_szacunek_said_for_respect_is_no_estimate() -> None:
    # "szacunek dla", "wzajemny szacunek", "z szacunkiem" are respect; "według szacunków" and
    # "zgodne z szacunkami dla jezior" stay estimates
    assert passes(
        "W czytelni prosimy o szacunek dla innych: rozmowy prowadzimy na korytarzu.",
        "Szanuj innych w czytelni: rozmawiaj na korytarzu.",
    )
    assert passes(
        "Pracownia jest wspólna, dlatego prosimy o wzajemny szacunek.",
        "Z pracowni korzystamy wszyscy, więc szanujmy się nawzajem.",
    )
    assert passes(
        "Do gości zwracamy się z szacunkiem.",
        "Gości traktujemy uprzejmie.",
    )
    estimated = "Wynik jest zgodny z szacunkami dla podobnych jezior."
    assert FindingKind.HEDGE in kinds(
        check_candidate(estimated, "Wynik jest zgodny z danymi dla podobnych jezior.", PRESERVE)
    )
    said = "Według szacunków gminy z programu skorzysta 400 rodzin."
    assert FindingKind.HEDGE in kinds(
        check_candidate(said, "Z programu skorzysta 400 rodzin.", PRESERVE)
    )


def test_a_percentage_of_a_value_the_source_only_counts_is_a_changed_fact() -> None:
    source = "Groups of 10 or more must book two weeks ahead. The café serves lunch until 15:30."
    damaged = (
        "Groups of 10 or more must book two weeks ahead. The café serves lunch until 15:30 and "
        "gives ticket holders a 10% discount."
    )
    report = check_candidate(source, damaged, PRESERVE)
    assert FindingKind.NUMBER in kinds(report)
    assert any('"10%" is a percentage' in f.message for f in report.findings)
    # in translation too: a percentage is one in every language
    polish = (
        "Grupy liczące 10 lub więcej osób muszą rezerwować dwa tygodnie wcześniej, a posiadacze "
        "biletów mają 10% zniżki."
    )
    assert FindingKind.NUMBER in kinds(check_candidate(source, polish, POLISH))


def test_a_percentage_the_source_states_in_any_way_is_no_new_one() -> None:
    # each number of a range the sign ends, a Polish "-procentowa", a half, a whole, a
    # percentage said in words
    assert passes(
        "Ładowanie od 10 do 80 proc. trwa zwykle 30 minut; grupy po 10 osób.",
        "Ładowanie od 10% do 80% trwa zwykle 30 minut; grupy po 10 osób.",
    )
    assert passes(
        "Zawodnik zdobył 21 punktów przy 54-procentowej skuteczności; mecz trwał 54 minuty.",
        "Zawodnik zdobył 21 punktów, a jego skuteczność wyniosła 54%; mecz trwał 54 minuty.",
    )
    assert passes(
        "Half of the £50 fee is due by 15 February.",
        "50% of the £50 fee is due by 15 February.",
    )
    assert passes(
        "Dotacja pokrywa całość kosztów do 100 zł.",
        "Dotacja pokrywa 100% kosztów do 100 zł.",
    )
    assert passes(
        "Members pay ten per cent less; up to 10 guests.",
        "Members pay 10% less; up to 10 guests.",
    )


def test_a_journal_a_citation_names_in_its_bracket_is_no_author() -> None:
    # the source declines the journal ("w „Przeglądzie Archeologicznym”"); the rewrite's
    # citation names the same authors and year
    source = (
        "Według analizy opublikowanej przez Nowak i Zielińskiego w „Przeglądzie "
        "Archeologicznym” (2022, t. 70, s. 113\u2013141) drzewa ścięto zimą."
    )
    assert passes(
        source,
        "Nowak i Zieliński (2022, „Przegląd Archeologiczny”, t. 70, s. 113\u2013141) wskazują, że "
        "drzewa ścięto zimą.",
    )
    # another author is still a citation the source does not make
    damaged = (
        "Nowak i Lis (2022, „Przegląd Archeologiczny”, t. 70, s. 113\u2013141) wskazują, że drzewa "
        "ścięto zimą."
    )
    assert FindingKind.CITATION in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_number_the_source_writes_in_its_code_is_no_new_one() -> None:
    source = "## Instalacja\n```\npip install piecyk-ctl==0.4.2\n```\nPotem uruchom program."
    assert passes(
        source,
        "## Instalacja\nZainstaluj pakiet w wersji 0.4.2:\n```\npip install piecyk-ctl==0.4.2\n"
        "```\nPotem uruchom program.",
    )
    # a version the code does not say is still one the source does not
    changed = (
        "## Instalacja\nZainstaluj pakiet w wersji 0.4.3:\n```\npip install piecyk-ctl==0.4.2\n"
        "```\nPotem uruchom program."
    )
    assert FindingKind.NUMBER in kinds(check_candidate(source, changed, PRESERVE))


def test_a_word_in_a_negated_clause_keeps_its_negation_when_another_word_takes_it() -> None:
    # "not" negates "charge", and "surrender" stands in its clause: "no surrender fee" on the
    # side with more negations flips nothing, though that side says "surrender" plainly less
    fewer = (
        "We accept surrendered reptiles by appointment.",
        "Please complete the surrender form before you come.",
        "We do not charge a surrender fee, although a donation is appreciated.",
    )
    more = (
        "Please fill in the surrender form before you come.",
        "There's no surrender fee, though we're grateful for a donation.",
    )
    assert not polarity._flipped(fewer, more)
    # a word said plainly where the other side negates it is still a flip
    assert polarity._flipped(
        ("Surrendered reptiles are accepted.", "Please complete the surrender form."),
        ("Surrendered reptiles are not accepted.", "Please complete the form."),
    )


def test_a_negation_moved_across_a_merged_group_shows_in_its_nearest_sentences() -> None:
    # "do not need a ticket" (children) and "require a separate ticket" (evenings) stand in one
    # group of sentences; the rewrite's plain "you need a separate ticket" says the evenings'
    # rule, next to its own counterpart, and no negation moved
    source = (
        "A Family Pass to Hillside Farm Park costs £60 for adults and £35 for children aged 2 to "
        "14; children under 2 do not need a ticket. The pass is valid for 12 months from the "
        "date of first use and is non-transferable, so the holder must show photo ID on request. "
        "Pass holders get 10% off in the farm shop and tearoom, but the discount cannot be "
        "combined with other offers. Passes are not valid on the three Lantern Trail evenings in "
        "October, which require a separate ticket."
    )
    candidate = (
        "A Hillside Farm Park Family Pass costs £60 for an adult and £35 for a child aged "
        "2\u201314. Children under 2 get in without a ticket. The pass lasts 12 months from the"
        " first day you use it. Only the named holder can use it, and they must show photo ID "
        "if asked. With the pass you get 10% off in the farm shop and tearoom, but you can't "
        "use this discount together with other offers. The pass doesn't work on the three "
        "Lantern Trail evenings in October \u2013 you need a separate ticket for those."
    )
    assert passes(source, candidate)
    # the children's exemption dropped is still found
    damaged = candidate.replace("get in without a ticket", "need a ticket")
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))


def test_a_word_the_source_says_in_a_negated_clause_is_no_new_negation() -> None:
    # "do not need to tell HMRC or file a Self Assessment return" puts the return in the
    # negated clause: "no Self Assessment return is required" negates nothing new
    source = (
        "If you earn £1,000 or less, you do not need to tell HMRC or file a Self Assessment "
        "return for it.",
        "If you earn more, you must register for Self Assessment by 5 October.",
    )
    candidate = (
        "Income of £1,000 or less does not need to be reported to HMRC, and no Self Assessment "
        "return is required for it.",
    )
    assert not polarity._negates_what_is_said(source, candidate)
    # a word the source says plainly, negated, still is
    assert polarity._negates_what_is_said(("Parking is free.",), ("Parking is not free.",))


def test_a_negation_added_in_a_merged_group_must_negate_what_its_nearest_sentence_says() -> None:
    # "Not for loan:" heads the rewrite's line for the reference books, whose source sentence
    # says no loan; "Books are loaned" stands elsewhere in the same group of sentences
    source = (
        "Borrowing at Elmfield Public Library. Adult members can borrow up to 10 items at a "
        "time, and children's cards allow 6. Books are loaned for three weeks and DVDs for one "
        "week. You may renew an item twice, online or at the desk, unless another member has "
        "reserved it. Overdue fines are 20p per day for adult books, up to a maximum of £5 per "
        "item; children's items never incur fines. Lost or damaged items must be paid for at the "
        "replacement cost shown on your account. Reference books and the local history "
        "collection cannot be taken out of the building. You should bring your library card "
        "each time you borrow."
    )
    candidate = (
        "Borrowing at Elmfield Public Library\n"
        "- Limits: adults up to 10 items at once; children up to 6.\n"
        "- Loan periods: books three weeks, DVDs one week.\n"
        "- Renewals: you may renew each item twice, online or at the desk, unless someone else "
        "has reserved it.\n"
        "- Fines: 20p a day on overdue adult books, capped at £5 per item. There are never "
        "fines on children's items.\n"
        "- Lost or damaged items: these must be paid for at the replacement cost shown on your "
        "account.\n"
        "- Not for loan: reference books and the local history collection can't leave the "
        "building.\n"
        "- Library card: you should bring it every time you borrow."
    )
    assert passes(source, candidate)
    # a negation added to what its own sentence says is still found
    damaged = candidate.replace("these must be paid for", "these need not be paid for")
    assert FindingKind.NEGATION in kinds(check_candidate(source, damaged, PRESERVE))

"""Round 30 of the guard (docs/guard.md): readings that blind sets 110 and 111 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate, polarity
from skryba.guard.facts import folded
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_a_likelihood_compared_is_no_hedge() -> None:
    source = "Seedlings planted in July are less likely to survive the first frost."
    assert passes(
        source,
        "Sadzonki posadzone w lipcu mają mniejsze szanse, by przetrwać pierwszy przymrozek.",
        POLISH,
    )
    assert passes(
        "Smokers were twice as likely to need a second operation.",
        "Palacze dwukrotnie częściej potrzebowali drugiej operacji.",
        POLISH,
    )
    assert passes(
        "Rowerzyści w kaskach są mniej prawdopodobnie hospitalizowani.",
        "Cyclists in helmets end up in hospital less often.",
        ENGLISH,
    )
    # "most likely" still hedges, and so does "likely" said alone
    assert FindingKind.HEDGE in kinds(
        check_candidate(
            "The leak is most likely in the north wing.", "The leak is in the north wing.", PRESERVE
        )
    )
    assert FindingKind.HEDGE in kinds(
        check_candidate(
            "Results are likely to be affected by the delay.",
            "Results are affected by the delay.",
            PRESERVE,
        )
    )


def test_a_permission_that_ends_its_clause_is_a_permission() -> None:
    # "where regulation permits" permits as "gdzie pozwalają na to przepisy" does: a
    # translation's "pozwalają" no longer stands in for the hedge it dropped
    source = (
        "The effect appears to be partly due to screening. "
        "Lenders should cap rates where regulation permits."
    )
    dropped = (
        "Efekt częściowo wynika z selekcji klientów. "
        "Pożyczkodawcy powinni ograniczać oprocentowanie tam, gdzie pozwalają na to przepisy."
    )
    assert FindingKind.HEDGE in kinds(check_candidate(source, dropped, POLISH))
    kept = dropped.replace("Efekt częściowo", "Wydaje się, że efekt częściowo")
    assert passes(source, kept, POLISH)
    # a document named at a sentence's end is still no permission
    assert passes(
        "Stalls may open if the council agrees. Traders must display permits.",
        "Stoiska mogą być otwarte, jeśli rada się zgodzi. Handlarze muszą wywiesić zezwolenia.",
        POLISH,
    )


def test_yet_to_is_not_yet() -> None:
    source = "The trial suggested a benefit, but its results have not yet been confirmed."
    assert passes(
        source, "The trial suggested a benefit, but its results have yet to be confirmed."
    )
    assert passes(
        "The council is yet to decide on the route.",
        "Rada nie podjęła jeszcze decyzji w sprawie trasy.",
        POLISH,
    )
    # the negation dropped is still found, and "yet to come" negates nothing
    assert FindingKind.NEGATION in kinds(
        check_candidate(
            source, "The trial suggested a benefit, and its results have been confirmed.", PRESERVE
        )
    )
    assert FindingKind.NEGATION in kinds(
        check_candidate(
            "The best part is yet to come.", "The best part is not yet to come.", PRESERVE
        )
    )


def test_nalezy_said_as_should_in_translation_is_no_weakened_rule() -> None:
    source = (
        "Tokenu API nie należy commitować do repozytorium. Wyniki należy interpretować ostrożnie."
    )
    assert passes(
        source,
        "The API token should not be committed to the repository. "
        "The results should be interpreted with caution.",
        ENGLISH,
    )
    # in the source's language "należy" → "powinno się" still weakens the rule
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            "Wyniki należy interpretować ostrożnie.",
            "Wyniki powinno się interpretować ostrożnie.",
            PRESERVE,
        )
    )
    # and "musi" said as "should" in translation does too
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            "Token musi być przechowywany w sejfie.",
            "The token should be kept in a vault.",
            ENGLISH,
        )
    )


def test_obowiazany_obliges_as_zobowiazany_does() -> None:
    source = (
        "Od 1 września możliwe jest przyłączanie budynków. "
        "Właściciel nieruchomości jest obowiązany przyłączyć ją do sieci."
    )
    assert passes(
        source,
        "Od 1 września przyłączanie budynków jest możliwe, a właściciel nieruchomości ma "
        "obowiązek przyłączenia jej do sieci.",
    )
    assert passes(
        source,
        "Buildings can be connected from 1 September. The property owner is obliged to connect "
        "it to the network.",
        ENGLISH,
    )
    # the obligation dropped is still found, and so is one lifted
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            source,
            "Od 1 września możliwe jest przyłączanie budynków. Właściciel może przyłączyć je do "
            "sieci.",
            PRESERVE,
        )
    )
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            source,
            "Od 1 września możliwe jest przyłączanie budynków. Właściciel nie jest obowiązany "
            "przyłączyć jej do sieci.",
            PRESERVE,
        )
    )


def test_missing_a_step_is_failing_to_take_it() -> None:
    source = (
        "Members must renew by 31 January; we do not send reminders. Members who fail to renew "
        "will be removed and cannot keep their place if they rejoin."
    )
    assert passes(
        source,
        "You must renew by 31 January \u2013 we don't send reminders. If you miss the renewal, "
        "you'll be removed, and rejoining won't get your old place back.",
    )
    # "miss out" is being left out, no failure: it explains no dropped negation
    assert "fail" in polarity._text_cues(folded("If you miss the renewal, you are removed."))
    assert "fail" in polarity._text_cues(folded("She missed the deadline."))
    assert "fail" not in polarity._text_cues(folded("No child will miss out because of cost."))
    assert "fail" not in polarity._text_cues(folded("Mission statement: dismissed claims."))


def test_an_antonym_said_beside_the_negation_is_not_its_counterpart() -> None:
    source = (
        "The concert costs \u00a35 a ticket; pupils who get free school meals will not be asked "
        "to pay. Please bring a water bottle."
    )
    dropped = (
        "Tickets cost \u00a35, and pupils who get free school meals will be asked to pay. "
        "Please bring a water bottle."
    )
    assert FindingKind.NEGATION in kinds(check_candidate(source, dropped, PRESERVE))
    # the antonym said where the source says the negation still explains it
    assert passes(
        "Blue badge holders do not pay for parking at the hospital.",
        "Parking at the hospital is free for blue badge holders.",
    )


def test_the_negated_word_itself_is_not_said_beside_its_negation() -> None:
    # "not finished in time" holds "finished" in the negation: the candidate's "finished"
    # still stands for it ("overruns" says the rest)
    assert passes(
        "Residents cannot apply directly. A voucher is valid for 12 months, and the connection "
        "should be completed within that period. If the project is not finished in time, the "
        "supplier may request one extension.",
        "Residents can't apply themselves. A voucher stays valid for 12 months, and the "
        "connection should be finished within that time. Where a project overruns, the supplier "
        "may ask for one extension.",
    )


def test_czy_raczej_offers_the_other_reading_and_hedges_nothing() -> None:
    source = (
        "Efekt był prawdopodobnie silniejszy u chłopców. Nie wiadomo, czy to hałas skraca sen, "
        "czy raczej osoby śpiące krócej częściej go zauważają."
    )
    assert passes(
        source,
        "The effect was probably stronger in boys. It is unclear whether noise shortens sleep, "
        "or whether people who sleep less notice it more often.",
        ENGLISH,
    )
    # "raczej" alone still hedges, and its drop is found
    assert FindingKind.HEDGE in kinds(
        check_candidate(
            "Wynik jest raczej wiarygodny, choć próba była mała.",
            "Wynik jest wiarygodny, choć próba była mała.",
            PRESERVE,
        )
    )


def test_what_a_thing_lets_one_do_is_what_it_does() -> None:
    assert passes(
        "Uruchom `tabulka dane.csv`. Opcja `--sep` pozwala wskazać separator (domyślnie "
        "przecinek).",
        "- `tabulka dane.csv` \u2013 wypisuje tabelę.\n- `--sep` \u2013 ustawia separator "
        "(domyślnie przecinek).",
    )
    assert passes(
        "Grants are made under section 137 of the Local Government Act 1972, which allows "
        "councils to spend money for the benefit of their area.",
        "Legal basis: section 137 of the Local Government Act 1972 (spending for the benefit of "
        "the area).",
    )
    # a possibility of what happens dropped is still found
    assert not check_candidate(
        "The update allows faster exports, but it may cause older laptops to run slowly.",
        "The update allows faster exports, but it causes older laptops to run slowly.",
        PRESERVE,
    ).passed


def test_an_exemption_said_with_a_contraction_or_a_modal_is_read() -> None:
    source = "Upgrading should not require any changes to existing config files."
    assert passes(source, "Upgrading shouldn't require changes to your existing config files.")
    assert passes(
        source, "Aktualizacja nie powinna wymagać żadnych zmian w istniejących plikach.", POLISH
    )
    assert passes(
        "You probably won't need access to the database in your first month.",
        "W pierwszym miesiącu prawdopodobnie nie będziesz potrzebować dostępu do bazy danych.",
        POLISH,
    )
    # an exemption a translation adds is still found
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            "Upgrading requires changes to existing config files.",
            "Aktualizacja nie powinna wymagać zmian w istniejących plikach.",
            POLISH,
        )
    )


def test_round_the_clock_hyphenated_is_all_day() -> None:
    source = "Membership costs \u00a365 a month and includes 24/7 access to the studio."
    assert passes(source, "For \u00a365 a month you get round-the-clock access to the studio.")
    assert passes(source, "For \u00a365 a month you get access to the studio round the clock.")
    # another number is still a changed one
    assert FindingKind.NUMBER in kinds(
        check_candidate(
            source, "For \u00a365 a month you get 12-hour access to the studio.", PRESERVE
        )
    )


def test_may_slow_is_a_possibility_of_an_outcome() -> None:
    # "may slow down" allows for what happens, as "may cause" does: said as fact, it is dropped
    assert FindingKind.MODALITY in kinds(
        check_candidate(
            "The update may slow down older laptops.",
            "The update slows down older laptops.",
            PRESERVE,
        )
    )
    assert passes(
        "The update may slow down older laptops.",
        "Older laptops may run more slowly after the update.",
    )

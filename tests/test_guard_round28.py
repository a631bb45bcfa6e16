"""Round 28 of the guard (docs/guard.md): readings that blind sets 102 and 103 showed wrong. The
examples are this file's own."""

from __future__ import annotations

from models.guard import FindingKind
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes


def test_not_yet_possible_is_a_negated_possibility() -> None:
    source = "The data are sparse, so it is not yet possible to say which route is faster."
    assert passes(source, "The data are sparse, so we can't yet say which route is faster.")
    assert passes(
        source,
        "Danych jest mało, dlatego nie można jeszcze powiedzieć, która trasa jest szybsza.",
        POLISH,
    )
    assert passes(
        "Nie jest jeszcze możliwe wskazanie szybszej trasy.",
        "Nie można jeszcze wskazać szybszej trasy.",
    )
    # the negation dropped is still found
    assert FindingKind.NEGATION in kinds(
        check_candidate(
            source, "The data are sparse, so we can say which route is faster.", PRESERVE
        )
    )


def test_a_fenced_block_under_a_list_item_is_the_same_block() -> None:
    source = (
        "Set up a virtual environment first:\n```sh\npython -m venv env\n"
        "env/bin/pip install mapsnap==0.9.2\n```\nThen run `mapsnap --help`."
    )
    listed = (
        "1. Set up a virtual environment:\n   ```sh\n   python -m venv env\n"
        "   env/bin/pip install mapsnap==0.9.2\n   ```\n2. Run `mapsnap --help`."
    )
    assert passes(source, listed)
    # a line of the block changed is still a changed block
    changed = listed.replace("0.9.2", "0.9.3")
    assert FindingKind.CODE_FENCE in kinds(check_candidate(source, changed, PRESERVE))
    # indents inside the code stay part of it
    nested = "Config:\n```yaml\nserver:\n  port: 8080\n```"
    flattened = "- Config:\n  ```yaml\n  server:\n  port: 8080\n  ```"
    assert FindingKind.CODE_FENCE in kinds(check_candidate(nested, flattened, PRESERVE))


def test_a_roman_range_opened_by_i_counts_from_one() -> None:
    source = "Zajęcia dla klas I\u2013III odbywają się we wtorki."
    assert passes(source, "Classes for grades 1\u20133 take place on Tuesdays.", ENGLISH)
    assert passes("Zajęcia dla klas I - IV są we wtorki.", "Zajęcia dla klas 1-4 są we wtorki.")
    # another first number is still a changed one
    report = check_candidate(source, "Classes for grades 2\u20133 take place on Tuesdays.", ENGLISH)
    assert FindingKind.NUMBER in kinds(report)
    # and an English "I" before a dash stays the pronoun
    assert passes(
        "I \u2013 as the new chair \u2013 will open it.", "As the new chair, I will open it."
    )


def test_codziennie_is_a_rate_per_day() -> None:
    source = "Tabletki przyjmowane codziennie lub co tydzień działały podobnie."
    assert passes(source, "Tablets taken daily or weekly worked similarly.", ENGLISH)
    # a daily rate said as weekly is a changed unit
    report = check_candidate(
        "Tabletki przyjmowane codziennie działały najlepiej.",
        "Tablets taken weekly worked best.",
        ENGLISH,
    )
    assert FindingKind.NUMBER in kinds(report)


def test_a_place_inside_a_polish_compass_compound_is_the_sources() -> None:
    source = "Podobne wyniki uzyskano dla populacji zachodnioeuropejskich i północnoamerykańskich."
    assert passes(
        source,
        "Podobne wyniki uzyskano dla populacji z zachodniej Europy i z Ameryki Północnej.",
    )
    # a place the source has nowhere is still a name added
    report = check_candidate(
        source,
        "Podobne wyniki uzyskano dla populacji z zachodniej Europy, Ameryki Północnej i Azji.",
        PRESERVE,
    )
    assert FindingKind.NAME in kinds(report)


def test_a_day_said_only_as_a_ranges_end_no_longer_says_the_sources_single_day() -> None:
    source = (
        "Repairs are booked Monday to Friday until 16:00. Bikes left after 17:00 on Friday are "
        "collected on Monday morning."
    )
    moved = (
        "Naprawy przyjmujemy od poniedziałku do piątku do 16:00. Rowery zostawione w piątek po "
        "17:00 odbieramy we wtorek rano."
    )
    assert FindingKind.DATE in kinds(check_candidate(source, moved, POLISH))
    kept = (
        "Naprawy przyjmujemy od poniedziałku do piątku do 16:00. Rowery zostawione w piątek po "
        "17:00 odbieramy w poniedziałek rano."
    )
    assert passes(source, kept, POLISH)
    # the source's single days said as one range is no day moved
    assert passes(
        "The hall is open on Monday, on Tuesday and on Wednesday.",
        "The hall is open Monday to Wednesday.",
    )


def test_is_essential_binds_on_either_side() -> None:
    source = "Places are limited to eight, so booking is essential."
    weakened = "Places are limited to eight, so booking is recommended."
    assert FindingKind.MODALITY in kinds(check_candidate(source, weakened, PRESERVE))
    assert passes(source, "There are only eight places, so you must book.")
    assert passes(source, "There are only eight places: booking is absolutely essential.")
    # an essential thing is no rule
    assert passes(
        "The kit lists the essential tools for a first repair.",
        "The kit lists the tools you need for a first repair.",
    )


def test_a_bus_stop_is_no_stopping() -> None:
    source = (
        "Przystanki Rynek 01 i Rynek 02 nie będą obsługiwane; przystanek zastępczy jest przy "
        "ul. Polnej."
    )
    dropped = (
        "The Rynek 01 and Rynek 02 stops will still be served; a temporary stop is on ul. Polna."
    )
    assert FindingKind.NEGATION in kinds(check_candidate(source, dropped, ENGLISH))
    assert passes(
        source,
        "The Rynek 01 and Rynek 02 stops will not be served; a temporary stop is on ul. Polna.",
        ENGLISH,
    )
    # a service that stops still says the negation another way
    assert passes(
        "Od 1 lipca linia nie będzie kursować w niedziele.",
        "From 1 July the line stops running on Sundays.",
        ENGLISH,
    )

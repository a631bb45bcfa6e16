"""Round 14 of the guard (docs/guard.md): a rule's strength compared between a sentence and its
nearest counterparts, not only in the group that shared words chain. The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.sentences import components, finer_components, tokens
from tests.guard_checks import ENGLISH, POLISH, PRESERVE

_COURIER = (
    "This agreement starts on 1 May 2026 and is between Fresh Wheels Ltd and the courier as a "
    "self-employed contractor. The courier will be paid £5 per delivery, with invoices settled "
    "every Monday. The courier must provide their own bicycle and must hold liability "
    "insurance. Fresh Wheels will supply a branded jacket, which remains company property. The "
    "courier is free to work for other companies, but may not wear the branded jacket while "
    "doing so."
)
_COURIER_REWRITTEN = (
    "Fresh Wheels Ltd and the courier enter into this agreement from 1 May 2026; the courier "
    "acts as a self-employed contractor. Each delivery is paid at £5, and every Monday the "
    "invoices are settled. The courier is required to supply their own bicycle and to hold "
    "liability insurance. A branded jacket will be provided by Fresh Wheels and will remain "
    "company property. The courier may work for other companies but must not wear the branded "
    "jacket when doing so."
)
_KURIER = (
    "Umowa obowiązuje od 1 maja 2026 r. i zostaje zawarta między firmą Szybki Kurier a kurierem "
    "jako samozatrudnionym wykonawcą. Kurier otrzymuje 12 zł za każdą dostawę, a faktury są "
    "rozliczane w każdy poniedziałek. Kurier musi zapewnić własny rower i musi mieć "
    "ubezpieczenie OC. Szybki Kurier dostarcza firmową kurtkę, która pozostaje własnością firmy. "
    "Kurier ma prawo pracować dla innych firm, ale nie może wtedy nosić firmowej kurtki."
)
_KURIER_REWRITTEN = (
    "Firma Szybki Kurier i kurier zawierają umowę od 1 maja 2026 r.; kurier działa jako "
    "samozatrudniony wykonawca. Za każdą dostawę kurier dostaje 12 zł, a faktury rozlicza się co "
    "poniedziałek. Kurier jest zobowiązany zapewnić własny rower i mieć ubezpieczenie OC. "
    "Firmową kurtkę zapewnia Szybki Kurier i pozostaje ona własnością firmy. Kurier może "
    "pracować dla innych firm, ale nie wolno mu wtedy nosić firmowej kurtki."
)


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "must … must" said once as "is required to … and to", and "is free to" as "may" two
        # sentences later: the words the passage repeats ("courier", "company") chain them
        # into one group, where the rule looked weakened into a permission
        (_COURIER, _COURIER_REWRITTEN),
        (_KURIER, _KURIER_REWRITTEN),
    ],
)
def test_a_rule_restated_beside_a_permission_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # the rule really weakened, in the same chained passage
        (
            _COURIER,
            _COURIER_REWRITTEN.replace("is required to supply", "should supply"),
        ),
        (
            _COURIER,
            _COURIER_REWRITTEN.replace(
                "is required to supply their own bicycle and to hold",
                "may supply their own bicycle and may hold",
            ),
        ),
        (_KURIER, _KURIER_REWRITTEN.replace("jest zobowiązany zapewnić", "może zapewnić")),
        (_KURIER, _KURIER_REWRITTEN.replace("jest zobowiązany zapewnić", "powinien zapewnić")),
    ],
)
def test_a_rule_weakened_in_a_chained_passage_is_still_found(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert FindingKind.MODALITY in {finding.kind for finding in report.findings}


def test_finer_components_keep_only_the_nearest_counterparts() -> None:
    source = [
        "The courier must provide a bicycle and insurance.",
        "The courier is free to work for other companies.",
    ]
    candidate = [
        "The courier is required to supply a bicycle and insurance.",
        "The courier may work for other companies.",
    ]
    source_tokens = [tokens(text) for text in source]
    candidate_tokens = [tokens(text) for text in candidate]
    # "courier" alone links every pair once: shared words chain both into one group
    chained = components(source_tokens, [*candidate_tokens, tokens("The courier agrees.")])
    assert sorted(map(len, (group[0] for group in chained))) == [2]
    assert sorted(finer_components(source_tokens, candidate_tokens)) == [([0], [0]), ([1], [1])]


def test_a_sentence_that_shares_nothing_joins_its_neighbour() -> None:
    source = [tokens("You must notify us of any claim within 30 days, otherwise we may refuse.")]
    candidate = [
        tokens("You must notify us of a claim within 30 days;"),
        tokens("if you don't, we may decline."),
    ]
    assert finer_components(source, candidate) == [([0], [0, 1])]


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # "fortnightly" is every two weeks
        (
            "Bins are emptied every two weeks, except from 15 December to 12 January.",
            "We empty bins fortnightly, except between 15 December and 12 January.",
            PRESERVE,
        ),
        # a rate's unit said with "each": "za 1 punkt" is "za każdy punkt"
        (
            "Za każdy powtarzany przedmiot pobiera się 45 zł za 1 punkt ECTS.",
            "Za każdy powtarzany przedmiot zapłacisz 45 zł za każdy punkt ECTS.",
            PRESERVE,
        ),
        # the "26" of a span of years is the year of a date the candidate gives
        (
            "Allotment fees 2025/26. The fee of £40 covers 1 April 2025 to 31 March 2026.",
            "The £40 fee covers the period from 1 April 2025 to 31 March 2026.",
            PRESERVE,
        ),
        # work done without extra pay is done free of charge; unpaid leave is "bezpłatny"
        (
            "Wykonawca wprowadzi poprawki bez dodatkowego wynagrodzenia, najwyżej dwa razy.",
            "Wykonawca wprowadzi poprawki nieodpłatnie, najwyżej dwa razy.",
            PRESERVE,
        ),
        (
            "Staff can apply for an unpaid break of 3 to 12 months.",
            "Pracownicy mogą ubiegać się o bezpłatną przerwę trwającą od 3 do 12 miesięcy.",
            POLISH,
        ),
        # a transfer ordered is the "przelew" a Polish source orders
        (
            "Wpłata zaksięgowana po 31 grudnia nie wlicza się do limitu, dlatego przelew warto "
            "zlecić kilka dni wcześniej.",
            "A payment booked after 31 December does not count towards the limit, so it is "
            "worth ordering the transfer a few days earlier.",
            ENGLISH,
        ),
        # storm overflows are no bank transfers, nor a door's proximity fob a way to pay
        (
            "Pollution is most likely after heavy rain, when storm overflows may discharge "
            "sewage into the stream; the link is discussed by Whitfield (2021).",
            "Zanieczyszczenie jest najbardziej prawdopodobne po ulewach, gdy przelewy burzowe "
            "mogą odprowadzać ścieki do potoku; związek opadów ze zrzutami z przelewów omawia "
            "Whitfield (2021).",
            POLISH,
        ),
        (
            "Each flat will receive 2 new proximity fobs for the entrance door.",
            "Każde mieszkanie otrzyma 2 nowe breloki zbliżeniowe do drzwi wejściowych.",
            POLISH,
        ),
        # what a thing is cut into is its pieces, not "some"
        (
            "Drzewka dłuższe niż 2 m należy pociąć na mniejsze części.",
            "Drzewko wyższe niż 2 m trzeba pociąć na mniejsze kawałki.",
            PRESERVE,
        ),
        # a bound of one said as "no more than one"
        (
            "Only one person may be on the ladder at a time.",
            "No more than one person may be on the ladder at once.",
            PRESERVE,
        ),
        (
            "Only one career break can be taken in any 5-year period.",
            "No more than one career break may be taken in any five-year period.",
            PRESERVE,
        ),
    ],
)
def test_a_fact_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "kind"),
    [
        (
            "Bins are emptied every three weeks, except from 15 December to 12 January.",
            "We empty bins fortnightly, except between 15 December and 12 January.",
            PRESERVE,
            FindingKind.NUMBER,
        ),
        (
            "Za każdy powtarzany przedmiot pobiera się 45 zł za 1 punkt ECTS.",
            "Za każdy powtarzany przedmiot zapłacisz 45 zł za 2 punkty ECTS.",
            PRESERVE,
            FindingKind.NUMBER,
        ),
        (
            "Allotment fees 2025/26. The fee of £40 covers 1 April 2025 to 31 March 2026.",
            "The £40 fee covers the period from 1 April 2025 to 31 March 2027.",
            PRESERVE,
            FindingKind.DATE,
        ),
        # a price of nothing the source does not state is still invented
        (
            "Wykonawca wprowadzi poprawki najwyżej dwa razy.",
            "Wykonawca wprowadzi poprawki nieodpłatnie, najwyżej dwa razy.",
            PRESERVE,
            FindingKind.PAYMENT,
        ),
        # a transfer where the source names none, and a card paid contactless, are still facts
        (
            "A payment booked after 31 December does not count towards the limit.",
            "Wpłata zaksięgowana po 31 grudnia nie wlicza się do limitu; zleć przelew.",
            POLISH,
            FindingKind.PAYMENT,
        ),
        (
            "Each flat will receive 2 new entrance fobs.",
            "Każde mieszkanie otrzyma 2 nowe breloki; opłata płatna zbliżeniowo.",
            POLISH,
            FindingKind.PAYMENT,
        ),
        # "część" as "some" dropped is still a hedge lost
        (
            "Część mieszkańców odbierze nowe klucze dopiero w lipcu.",
            "Mieszkańcy odbiorą nowe klucze dopiero w lipcu.",
            PRESERVE,
            FindingKind.HEDGE,
        ),
        # the bound dropped
        (
            "Only one person may be on the ladder at a time.",
            "People may be on the ladder at the same time.",
            PRESERVE,
            FindingKind.NEGATION,
        ),
    ],
)
def test_the_fact_changed_is_still_found(
    source: str, candidate: str, profile: RewriteProfile, kind: FindingKind
) -> None:
    assert kind in {
        finding.kind for finding in check_candidate(source, candidate, profile).findings
    }


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "must never" bans as "must not" does, and "is never allowed" is "is not allowed"
        (
            "You must tell us in writing who lives with you. You must never sublet the whole of "
            "your home.",
            "You have to let us know in writing who lives with you. Subletting your whole home "
            "is never allowed.",
        ),
        (
            "Visitors must never feed the animals. Tickets cost £5.",
            "Feeding the animals is never allowed. Tickets cost £5.",
        ),
        # a ban said as a negated instruction stays a ban beside the guidance others advise
        (
            "Cats must not be vaccinated while they are ill. Kittens should be vaccinated at 8 "
            "weeks.",
            "Don't vaccinate a cat while it is ill. Kittens should be vaccinated at 8 weeks.",
        ),
    ],
)
def test_a_ban_said_another_way_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a ban said as advice the other way round: only advised
        (
            "A red flag means it is dangerous to swim, and you must not enter the water.",
            "A red flag means swimming is dangerous and you should stay out of the water.",
        ),
        (
            "Kostiumów nie wolno prać ani przerabiać; czyszczenie zapewnia teatr.",
            "Kostiumy najlepiej zostawić bez prania i przeróbek; czyszczenie zapewnia teatr.",
        ),
        (
            "Personal data must be pseudonymised, and the linking key must never leave the "
            "secure room.",
            "Personal data must be pseudonymised; the linking key should preferably remain in "
            "the secure room.",
        ),
        # an epistemic "may never" is a possibility, not a ban: said as certain, it is lost
        (
            "The patient may never recover full movement.",
            "The patient will never recover full movement.",
        ),
    ],
)
def test_a_ban_weakened_is_found(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert FindingKind.MODALITY in {finding.kind for finding in report.findings}


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a "nie" after "sprawdzić, czy" asks whether; it negates nothing
        (
            "Przed udzieleniem kredytu bank ma obowiązek sprawdzić, czy numer PESEL klienta nie "
            "został zastrzeżony.",
            "Before granting a loan, the bank is required to check whether the customer's PESEL "
            "number has been restricted.",
            ENGLISH,
        ),
        (
            "Przed udzieleniem kredytu bank sprawdza, czy numer PESEL klienta nie został "
            "zastrzeżony.",
            "Przed udzieleniem kredytu bank sprawdza, czy numer PESEL klienta został zastrzeżony.",
            PRESERVE,
        ),
        # a "czyn zabroniony" is an offence, not a ban
        (
            "Zawiadomienie musi trafić do urzędu, zanim organ sam wykryje czyn zabroniony.",
            "The notification must reach the tax office before the authority itself detects the "
            "offence.",
            ENGLISH,
        ),
    ],
)
def test_a_negation_that_negates_nothing_is_not_counted(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


def test_a_negation_dropped_beside_a_check_is_still_found() -> None:
    source = "Bank sprawdza, czy numer nie został zastrzeżony. Zastrzeżenie nie blokuje wypłat."
    candidate = "Bank sprawdza, czy numer nie został zastrzeżony. Zastrzeżenie blokuje wypłaty."
    report = check_candidate(source, candidate, PRESERVE)
    assert FindingKind.NEGATION in {finding.kind for finding in report.findings}


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # "nothing may" bans as "no items may" does
        (
            "Under our fire safety policy, nothing may be left in the corridors or stairwells.",
            "Under our fire safety policy, no items may be left in corridors or stairwells.",
        ),
        # "ewentualny" is a possible one
        (
            "Przy pierwszym użyciu może pojawić się lekki zapach, co jest normalne.",
            "Ewentualny lekki zapach przy pierwszym użyciu jest zjawiskiem normalnym.",
        ),
    ],
)
def test_a_ban_or_a_possibility_said_another_way_passes(source: str, candidate: str) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        (
            "Under our fire safety policy, nothing may be left in the corridors or stairwells.",
            "Under our fire safety policy, items may be left in corridors or stairwells.",
            FindingKind.NEGATION,
        ),
        # "eat nothing, but you may drink" keeps its permission to drink
        (
            "Do not eat for 4 hours before the scan; eat nothing, but you may drink water.",
            "Do not eat for 4 hours before the scan; eat nothing and drink no water.",
            FindingKind.NEGATION,
        ),
        (
            "Przy pierwszym użyciu może pojawić się lekki zapach, co jest normalne.",
            "Przy pierwszym użyciu pojawi się lekki zapach, co jest normalne.",
            FindingKind.MODALITY,
        ),
    ],
)
def test_a_ban_or_a_possibility_lost_is_still_found(
    source: str, candidate: str, kind: FindingKind
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert kind in {finding.kind for finding in report.findings}


def test_whatever_their_value_is_regardless_of_it() -> None:
    source = "Nie wolno przyjmować gotówki ani bonów, niezależnie od ich wartości."
    candidate = "Cash and vouchers must not be accepted, whatever their value."
    assert check_candidate(source, candidate, ENGLISH).findings == []
    dropped = "Cash and vouchers may be accepted, whatever their value."
    report = check_candidate(source, dropped, ENGLISH)
    assert FindingKind.NEGATION in {finding.kind for finding in report.findings}


@pytest.mark.parametrize(
    ("source", "candidate"),
    [
        # a rule made a permission in its sentence, while another permission elsewhere is said
        # without a modal: the passage's counts balance, the sentence's do not
        (
            "Nalewki można zgłaszać do 30 września. Do zgłoszenia trzeba dołączyć zamkniętą "
            "kopertę z danymi autora.",
            "Zgłoszenia przyjmowane są do 30 września. Zgłoszenie może zawierać zamkniętą "
            "kopertę z danymi autora.",
        ),
        (
            "Entries can be sent until 30 September. Each entry must include a sealed envelope "
            "with the author's details.",
            "Entries are accepted until 30 September. An entry may contain a sealed envelope "
            "with the author's details.",
        ),
    ],
)
def test_a_rule_made_a_permission_where_the_passage_balances_is_found(
    source: str, candidate: str
) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert FindingKind.MODALITY in {finding.kind for finding in report.findings}


def test_a_permission_said_without_a_modal_beside_a_kept_rule_passes() -> None:
    source = (
        "Nalewki można zgłaszać do 30 września. Do zgłoszenia trzeba dołączyć zamkniętą kopertę "
        "z danymi autora."
    )
    candidate = (
        "Zgłoszenia przyjmowane są do 30 września. Do zgłoszenia trzeba dołączyć zamkniętą "
        "kopertę z danymi autora."
    )
    assert check_candidate(source, candidate, PRESERVE).findings == []


_DISSERTATION = (
    "Every dissertation is required to use Harvard referencing. Students should keep a backup "
    "copy of their work. Drafts can be sent to your tutor by e-mail."
)


def test_levels_swapped_between_sentences_are_found_where_the_passage_changes() -> None:
    # the passage keeps one rule of each level (a permission said as an instruction is all it
    # changes), but each sentence's rule changed level
    candidate = (
        "Every dissertation is encouraged to use Harvard referencing. Students must keep a backup "
        "copy of their work. Send drafts to your tutor by e-mail."
    )
    report = check_candidate(_DISSERTATION, candidate, PRESERVE)
    messages = [finding.message for finding in report.findings]
    assert any("only recommended" in message for message in messages), messages
    assert any("made an obligation" in message for message in messages), messages


def test_a_permission_said_as_an_instruction_beside_kept_levels_passes() -> None:
    candidate = (
        "Every dissertation is required to use Harvard referencing. Students should keep a backup "
        "copy of their work. Send drafts to your tutor by e-mail."
    )
    assert check_candidate(_DISSERTATION, candidate, PRESERVE).findings == []

# ruff: noqa: RUF001
"""Round 21 of the guard (docs/guard.md): readings that blind sets 68 and 69 showed wrong. The
examples are this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.certainty import SUGGESTS
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds, passes

# A "not" made "also" where "free" → "cost nothing" keeps the passage's count (step 11).
NOT_MADE_ALSO = (
    "Our volunteers try to fix small electrical items and bikes. We do not repair microwaves or"
    " anything containing gas, and we may turn away items that look unsafe. Repairs are free;"
    " donations go towards tools.",
    "Our volunteers try to fix small electrical items and bikes. We also repair microwaves or"
    " anything that contains gas, and we may refuse items that look unsafe. Repairs cost nothing;"
    " donations pay for tools.",
)


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a season's ends said apart in the source, as one span of whole months in the rewrite
        (
            "Kąpielisko otwieramy 1 czerwca i działa do 31 sierpnia 2026 r. Wstęp kosztuje 8 zł.",
            "Kąpielisko działa od 1 czerwca do 31 sierpnia 2026 r. Wstęp kosztuje 8 zł.",
            PRESERVE,
        ),
        (
            "The market opens on 1 May and runs until 30 September 2026. Stalls cost £15.",
            "Targ działa od 1 maja do 30 września 2026 r. Stoisko kosztuje 15 funtów.",
            POLISH,
        ),
        # "don't charge" says the thing is free, as "not charged" does
        (
            "We don't charge for the first visit, but please book it by phone.",
            "The first visit is free, but please book it by phone.",
            PRESERVE,
        ),
        # a free slot is one not yet booked, no price
        (
            "Booking is online. At the moment the wait for a weekend lesson is about a week.",
            "Book online. Right now you wait about a week for a free weekend slot.",
            PRESERVE,
        ),
        # "ekwiwalent pieniężny" is a cash equivalent, no means of payment
        (
            "Pracodawca nie może zastąpić urlopu ekwiwalentem pieniężnym w trakcie zatrudnienia.",
            "During employment the employer may not replace leave with a cash equivalent.",
            ENGLISH,
        ),
        # a sentence opening with "Kartą" and its verb of paying
        (
            "Płatność kartą jest możliwa tylko w kasie głównej.",
            "Kartą zapłacisz tylko w kasie głównej.",
            PRESERVE,
        ),
        # midnight said "między północą a 5:00"
        (
            "Scooters cannot be hired between midnight and 5 am.",
            "Hulajnóg nie można wypożyczać między północą a 5:00.",
            POLISH,
        ),
        # a list of days joined by "or" ("9, 15 lub 16 marca") as by "and"
        (
            "Kolejne pokazy odbędą się 9, 15 i 16 marca o 11:00.",
            "Nie zdążysz na premierę? Przyjdź 9, 15 lub 16 marca o 11:00.",
            PRESERVE,
        ),
        # a possibility said as its act's name on a label line
        (
            "Wystawcy mogą rozkładać stoiska od 7:30, a auta muszą opuścić plac do 9:00. Płatność"
            " kartą będzie możliwa tylko w kasie.",
            "Dla wystawców: rozkładanie stoisk od 7:30; auta muszą opuścić plac do 9:00\n"
            "Płatności: kartą tylko w kasie.",
            PRESERVE,
        ),
        (
            "Przepisanie pakietu na inną osobę jest możliwe do 15 maja za opłatą 20 zł.",
            "Zapisy\n- Przepisanie pakietu: do 15 maja, opłata 20 zł",
            PRESERVE,
        ),
        (
            "Exhibitors may unpack in the hall, but vans must leave the yard by 9:30. Card payment"
            " will be possible only at some stalls.",
            "For exhibitors: unpacking in the hall; vans must leave the yard by 9:30\n"
            "Payments: by card only at some stalls.",
            PRESERVE,
        ),
        # "około 5. dnia" is "around day 5"
        (
            "Strupki mogą się pojawić około 4.–5. dnia i zwykle odpadają same.",
            "Scabs may appear around day 4–5 and usually fall off on their own.",
            ENGLISH,
        ),
        # "nie jest formalnie wymagana" lifts the requirement as "nie wymagamy" does
        (
            "Umiejętność pływania nie jest formalnie wymagana, ale ją zalecamy. Kurs trwa 10 dni.",
            "Formalnie nie wymagamy umiejętności pływania, choć ją zalecamy. Kurs trwa 10 dni.",
            PRESERVE,
        ),
        # "The only fees we may charge are" is "All we may charge is"
        (
            "The only fees we may charge are rent and a deposit of up to five weeks' rent.",
            "All we may charge you is: rent; and a deposit of up to five weeks' rent.",
            PRESERVE,
        ),
        (
            "The only fees we may charge are rent and a deposit of up to five weeks' rent.",
            "Jedyne opłaty, jakie możemy pobrać, to czynsz i kaucja do pięciu tygodni czynszu.",
            POLISH,
        ),
        # a paragraph of an act is its "ust."
        (
            "Interest is charged as permitted by Schedule 1, paragraph 4 of the Act.",
            "Odsetki naliczamy, na co pozwala załącznik 1 ust. 4 ustawy.",
            POLISH,
        ),
        # "regardless of" said as "however many", "whatever the"
        (
            "Each member has one vote, regardless of how many shares they own.",
            "However many shares you own, you get one vote as a member.",
            PRESERVE,
        ),
        (
            "Each member has one vote, regardless of how many shares they own.",
            "One vote per member, whatever the size of their holding.",
            PRESERVE,
        ),
        # "przybliżona data" is an "approximate date", "approximate time" a "rough time"
        (
            "We wniosku należy podać przybliżoną datę urodzenia i parafię.",
            "The request must give the approximate date of birth and the parish.",
            ENGLISH,
        ),
        (
            "We may ask you for the approximate time of your visit.",
            "We may ask you for the rough time of your visit.",
            PRESERVE,
        ),
        # a fact to bear in mind binds no one
        (
            "Trzeba jednak pamiętać, że są to badania obserwacyjne. Nie należy więc zalecać kawy.",
            "However, these are observational studies. Coffee should therefore not be recommended.",
            ENGLISH,
        ),
        # "will" said of another act than the source's "may" ("may lead to a mark of zero",
        # "will lead to a review")
        (
            "A second finding may lead to a mark of zero. A score above 25% triggers a review.",
            "A score above 25% will lead to a review, and a second finding may result in a mark"
            " of zero.",
            PRESERVE,
        ),
        # "about an 18% higher likelihood" is "about 18% more likely"
        (
            "Participants were about 18% more likely to develop high blood pressure.",
            "Participants had about an 18% higher likelihood of developing high blood pressure.",
            PRESERVE,
        ),
        # a narrative citation whose year the same sentence gives further on
        (
            "A study in Sleep Health (Okonjo et al., 2022) followed 2,300 adults for four years.",
            "Over four years, Okonjo and colleagues followed 2,300 adults living in two coastal"
            " towns (Sleep Health, 2022).",
            PRESERVE,
        ),
        # a ban said as a permission bounded to one case
        (
            "Bilet imienny nie może być używany przez inną osobę. Zwrotów nie ma.",
            "Z biletu imiennego może korzystać wyłącznie jego właściciel, a zwrotów nie ma i nie"
            " będzie.",
            PRESERVE,
        ),
        # an "also" of a sentence that shares too little with the one that lost a "not"
        (
            "Ceny zabiegów nie obejmują badania krwi, które kosztuje 120 zł. Wizyta domowa kosztuje"
            " 150 zł. Nie przyjmujemy czeków.",
            "Cena zabiegu nie obejmuje badania krwi – to dodatkowe 120 zł. Przyjedziemy też do domu"
            " za 150 zł. Czeków nie przyjmujemy.",
            PRESERVE,
        ),
        # a person's permission restated as what they do is no effect made certain
        (
            "W czasie Nocy Muzeów zwiedzający mogą zwiedzać wystawę stałą bez biletu.",
            "W czasie Nocy Muzeów zwiedzający oglądają wystawę stałą bez biletu.",
            PRESERVE,
        ),
        # an effect the source says may happen, reported as found with a hedge kept
        (
            "Program może zmniejszyć liczbę hospitalizacji dzieci o około 10%.",
            "Program prawdopodobnie zmniejszy liczbę hospitalizacji dzieci o około 10%.",
            PRESERVE,
        ),
    ],
)
def test_faithful_rewrites_of_round_21_pass(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.passed, report.findings


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # a span's end moved is still a date changed, the months between now weak
        (
            "Kąpielisko działa od 1 czerwca do 31 sierpnia 2026 r.",
            "Kąpielisko działa od 1 czerwca do 30 września 2026 r.",
            FindingKind.DATE,
        ),
        # a free thing the source charges for is still invented
        (
            "We charge £5 for the first visit; please book it by phone.",
            "The first visit is free; please book it by phone.",
            FindingKind.PAYMENT,
        ),
        # a day of the list changed, "lub" or not
        (
            "Kolejne pokazy odbędą się 9, 15 i 16 marca o 11:00.",
            "Przyjdź 9, 15 lub 17 marca o 11:00.",
            FindingKind.DATE,
        ),
        # cash the source never names, beside a card it does
        (
            "Płatność kartą jest możliwa tylko w kasie głównej.",
            "Kartą lub gotówką zapłacisz tylko w kasie głównej.",
            FindingKind.PAYMENT,
        ),
        # the act named on a line that obliges it: a possibility made an obligation
        (
            "Studenci na wymianie mogą przesłać legitymację pocztą. Duplikat kosztuje 33 zł.",
            "- Studenci na wymianie są zobowiązani do przesłania legitymacji pocztą.\n"
            "- Duplikat: 33 zł",
            FindingKind.MODALITY,
        ),
        # a possibility made an obligation in prose, no label naming the act
        (
            "Lekcję można odwołać telefonicznie lub mailem.",
            "Lekcję należy odwołać telefonicznie lub mailem.",
            FindingKind.MODALITY,
        ),
        # a paragraph's number changed, "ust." or not
        (
            "Zgodnie z § 18 ust. 3 regulaminu opłata wynosi 20 zł.",
            "Zgodnie z § 18 ust. 4 regulaminu opłata wynosi 20 zł.",
            FindingKind.LEGAL_REFERENCE,
        ),
        # "only" dropped: "all" that bounds nothing
        (
            "The only fees we may charge are rent and a deposit.",
            "We may charge rent and a deposit, among other fees.",
            FindingKind.NEGATION,
        ),
        # "around" dropped from a numbered day
        (
            "Scabs may appear around day 4 and usually fall off on their own.",
            "Scabs appear on day 4 and usually fall off on their own.",
            FindingKind.HEDGE,
        ),
        # "regardless" dropped where nothing says it another way
        (
            "Each member has one vote, regardless of how many shares they own.",
            "Each member has one vote for each share they own.",
            FindingKind.NEGATION,
        ),
        # a reminder of an act still binds: "należy pamiętać o bilecie" made advice
        (
            "Należy pamiętać o zabraniu biletu na przejazd.",
            "Warto pamiętać o zabraniu biletu na przejazd.",
            FindingKind.MODALITY,
        ),
        # what may happen said as what will, a "can" added elsewhere keeping the count
        (
            "If the wind rises above 15 knots, staff may call everyone back to the beach. Boards"
            " are hired by the hour at £20.",
            "If the wind rises above 15 knots, staff will call everyone back to the beach. You can"
            " hire a board by the hour for £20.",
            FindingKind.MODALITY,
        ),
        (
            "A plot left untended for eight weeks may be offered to the next person on the list."
            " Tenants can appeal.",
            "A plot left untended for eight weeks will be offered to the next person on the list."
            " Tenants may appeal, and they can ask for a review.",
            FindingKind.MODALITY,
        ),
        # a year given in another sentence dates something else
        (
            "A study in Sleep Health (Okonjo et al., 2022) followed 2,300 adults for four years.",
            "Okonjo and colleagues followed 2,300 adults for four years in Sleep Health. The"
            " towns were surveyed again in 2022.",
            FindingKind.CITATION,
        ),
        # a ban made a permission where another negation keeps the passage's count
        (
            "Passes are personal and cannot be transferred; the photo on the card must match the"
            " holder. Refunds are not available after 1 March, except when the resort is closed"
            " for more than 7 days due to lack of snow.",
            "It's personal, but you can pass it on to anyone else, and the photo on the card must"
            " match you. After 1 March refunds aren't available, unless the resort closes for more"
            " than 7 days because there isn't enough snow.",
            FindingKind.NEGATION,
        ),
        # a "not" made "also" where "free" → "cost nothing" keeps the passage's count
        (
            *NOT_MADE_ALSO,
            FindingKind.NEGATION,
        ),
        # an effect the source says only may happen, stated in Polish as certain
        (
            "Sól drogowa może przyspieszać korozję łańcucha, dlatego rower warto umyć. Serwis"
            " przyjmuje rowery od poniedziałku.",
            "Sól drogowa przyspiesza korozję łańcucha, dlatego rower warto umyć. Serwis przyjmuje"
            " rowery od poniedziałku.",
            FindingKind.MODALITY,
        ),
    ],
)
def test_damage_of_round_21_is_found(source: str, candidate: str, kind: FindingKind) -> None:
    report = check_candidate(source, candidate, PRESERVE)
    assert kind in {f.kind for f in report.findings}, report.findings


def test_a_card_opening_a_sentence_is_kept_apart_from_a_gift_cards_name() -> None:
    # "Kartą można płacić" of a gift card is no means of payment the rewrite must keep
    assert passes(
        "Karta podarunkowa jest ważna rok. Kartą można płacić we wszystkich sklepach sieci.",
        "Karta podarunkowa jest ważna rok i przyjmują ją wszystkie sklepy sieci.",
    )
    assert "means of payment" in kinds(
        check_candidate(
            "Płatność kartą jest możliwa tylko w kasie głównej.",
            "Płatność jest możliwa tylko w kasie głównej.",
            PRESERVE,
        )
    )


@pytest.mark.parametrize(
    ("text", "reported"),
    [
        ("The results suggest that the benefit shrinks with age.", True),
        ("Wyniki sugerują, że korzyść maleje z wiekiem.", True),
        # a suggestion forbidden or to be made reports no finding
        ("You must not suggest that the Council endorses you.", False),
        ("Do not suggest that the Council endorses your work.", False),
        ("Nie sugeruj, że miasto popiera twój projekt.", False),
        ("We asked them to suggest a date.", False),
    ],
)
def test_a_suggest_reports_a_finding_only_when_nothing_forbids_it(
    text: str, reported: bool
) -> None:
    assert (SUGGESTS.search(text) is not None) is reported


def test_a_translated_group_is_read_pair_by_pair_for_a_dropped_not() -> None:
    from skryba.guard.polarity import _dropped_in_order

    source = (
        "Nowości nie podlegają rezerwacji online.",
        "Wypożyczalnia jest nieczynna w niedziele.",
    )
    kept = (
        "New releases cannot be reserved online.",
        "The lending desk is closed on Sundays.",
    )
    dropped = (
        "New releases can be reserved online.",
        "The lending desk is closed on Sundays.",
    )
    # the "closed" of the second sentence explains no "not" dropped from the first
    assert _dropped_in_order(source, dropped, source, dropped)
    assert not _dropped_in_order(source, kept, source, kept)
    # a translation that moved its sentences is not read in order
    moved_source = ("Zapisy trwają do 20 września.", "Test nie jest płatny.")
    moved = ("The test is free.", "Enrolment runs until 20 September.")
    assert not _dropped_in_order(moved_source, moved, moved_source, moved)


def test_a_may_made_will_is_one_finding_where_the_count_drops_too() -> None:
    report = check_candidate(
        "Staff may call everyone back to the beach.",
        "Staff will call everyone back to the beach.",
        PRESERVE,
    )
    assert [f.kind for f in report.findings] == [FindingKind.MODALITY], report.findings


def test_a_word_opening_as_bez_explains_no_dropped_not() -> None:
    # "bezpośrednia" is direct, no lack that says a "not" another way
    report = check_candidate(
        "Upgrading directly from versions older than 2.5 is not supported. Back up first.",
        "Bezpośrednia aktualizacja z wersji starszych niż 2.5 jest obsługiwana. Najpierw zrób"
        " kopię zapasową.",
        POLISH,
    )
    assert FindingKind.NEGATION in {f.kind for f in report.findings}, report.findings


def test_a_not_made_also_reports_the_counts_of_its_own_sentences() -> None:
    report = check_candidate(
        *NOT_MADE_ALSO,
        PRESERVE,
    )
    (finding,) = [f for f in report.findings if f.kind == FindingKind.NEGATION]
    assert "appears 1 time(s) in the source's" in finding.message, finding.message
    assert "0 in the candidate's counterpart" in finding.message, finding.message

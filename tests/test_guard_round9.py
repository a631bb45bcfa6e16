# ruff: noqa: RUF001
"""Round 9 of the guard (docs/guard.md): the general rules fitted to the ninth, eleventh and
twelfth blind sets and the round's design rules (an added negation needs a flip; an exemption
counted in the source's language needs the rule to go the other way; a merged group compared
sentence by sentence; a double negation read as the rule it makes), each with the faithful form
it must pass and the damage it must still find. The examples are this file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from tests.guard_checks import ENGLISH, POLISH, PRESERVE


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a disease named is no failure to act
        (
            "The study is recruiting adults with stable heart failure to test whether a "
            "walking programme improves fitness. You cannot take part after a recent heart attack.",
            "The study is looking for adults who have stable heart failure. It will test whether "
            "a walking programme improves fitness. You are not eligible after a recent heart "
            "attack.",
            PRESERVE,
        ),
        # an exclusion said as "apart from", a ban as "off-limits"
        (
            "Lessons run every Saturday, with no lesson on 25 October. Parents are not allowed "
            "on the poolside.",
            "Lessons run every Saturday apart from 25 October. The poolside is off-limits to "
            "parents.",
            PRESERVE,
        ),
        # a contract's clause is its "punkt"/"pkt"
        (
            "Under Clause 9.2 the Tenant may end this Agreement early.",
            "Zgodnie z pkt 9.2 Najemca może wcześniej rozwiązać Umowę.",
            POLISH,
        ),
        # a Polish compound numeral, "pięciocyfrowy"
        (
            "Text UNLOCK followed by the five-digit dock number to 5522.",
            "Wyślij SMS o treści UNLOCK i pięciocyfrowy numer stanowiska na numer 5522.",
            POLISH,
        ),
        # beside a "II", a lone "I" is a number
        (
            "Jury przyzna I nagrodę – 1 500 zł i II nagrodę – 1 000 zł.",
            "The jury will award a 1st prize of PLN 1,500 and a 2nd prize of PLN 1,000.",
            ENGLISH,
        ),
        # "jedno i drugie" is "both", no ordinal
        (
            "Zabrania się rozpalania ognisk oraz mycia naczyń pod prysznicami.",
            "Ognisk nie rozpalamy, a naczyń pod prysznicami nie myjemy – jedno i drugie jest "
            "zabronione.",
            PRESERVE,
        ),
        # the impersonal "wydaje się" issues, it does not hedge
        (
            "Kartę spersonalizowaną wydaje się w ciągu 14 dni od złożenia wniosku.",
            "Spersonalizowaną kartę dostaniesz w ciągu 14 dni od złożenia wniosku.",
            PRESERVE,
        ),
        # places that are free are available, not costless
        (
            "W sezonie w weekendy zwykle brakuje wolnych miejsc.",
            "In season there are usually no free places at weekends.",
            ENGLISH,
        ),
        # what a voucher is exchanged for is cash, however said
        (
            "Bonu nie można wymienić na gotówkę.",
            "Bonu nie wymienisz na pieniądze.",
            PRESERVE,
        ),
        # "only staff may" said as "nobody else may"
        (
            "Ustawienia wiązań może zmieniać wyłącznie pracownik serwisu.",
            "Wiązania przestawia tylko nasz serwisant – nikt inny nie może zmieniać ich ustawień.",
            PRESERVE,
        ),
        # a lack is a "no"
        (
            "Dziecko nie może ćwiczyć bez oświadczenia rodzica o braku przeciwwskazań.",
            "Bez oświadczenia rodzica, że nie ma przeciwwskazań, dziecko nie może ćwiczyć.",
            PRESERVE,
        ),
        # a rule not followed is a rule ignored
        (
            "Staff may refuse access to anyone who does not follow safety instructions.",
            "Staff can turn away anyone who ignores the safety instructions.",
            PRESERVE,
        ),
        # "bez podawania przyczyny" is "nie musisz podawać przyczyny"
        (
            "Konsument może odstąpić od umowy bez podawania przyczyny.",
            "Możesz odstąpić od umowy. Nie musisz podawać przyczyny.",
            PRESERVE,
        ),
        # "nie muszą" is "nie będzie konieczna"
        (
            "Mieszkańcy nie muszą wymieniać dowodów osobistych.",
            "Wymiana dowodów osobistych nie będzie konieczna.",
            PRESERVE,
        ),
        # a permission of a range or of one is the limit
        (
            "Teams may have between 2 and 5 members. Each team may submit only one project.",
            "Team size: minimum 2, maximum 5 members. Each team is limited to a single project.",
            PRESERVE,
        ),
        # a year's end however said
        (
            "The grant must be spent by the end of 2025.",
            "Dotację trzeba wydać do 31 grudnia 2025 r.",
            POLISH,
        ),
        # an acronym spelled out
        (
            "The scholarship is open to undergraduates in the UK.",
            "The scholarship is available to undergraduate students in the United Kingdom.",
            PRESERVE,
        ),
        # all day long without its number; "ta druga" points back, it counts nothing
        (
            "The car park stays open 24 hours a day.",
            "The car park stays open round the clock.",
            PRESERVE,
        ),
        (
            "Parking jest czynny 24 godziny na dobę.",
            "Parking działa całą dobę.",
            PRESERVE,
        ),
        (
            "Wniosek złożysz w urzędzie lub online, jeśli masz profil zaufany.",
            "Wniosek złożysz w urzędzie albo online – ta druga opcja wymaga profilu zaufanego.",
            PRESERVE,
        ),
        # what is not given back is lost; a ban said as excluded or ruled out
        (
            "W razie rezygnacji zadatek nie podlega zwrotowi.",
            "Jeśli zrezygnujecie, zadatek przepada.",
            PRESERVE,
        ),
        (
            "If you cancel, the deposit is not refunded.",
            "If you cancel, you forfeit the deposit.",
            PRESERVE,
        ),
        (
            "O stypendium nie może ubiegać się zawodnik ukarany dyskwalifikacją.",
            "Z ubiegania się o stypendium wykluczony jest zawodnik ukarany dyskwalifikacją.",
            PRESERVE,
        ),
        # a thing not done without another, said as the rule it makes
        (
            "Najemca nie może podnajmować lokalu bez pisemnej zgody wynajmującego.",
            "Podnajem lokalu wymaga pisemnej zgody wynajmującego.",
            PRESERVE,
        ),
        (
            "Guests under 18 cannot check in without a parent or guardian.",
            "Guests under 18 must be accompanied by a parent or guardian at check-in.",
            PRESERVE,
        ),
        # a rule said as the condition or the age floor it sets, a payment's deadline, a thing
        # asked or intended
        (
            "Przed pierwszym treningiem należy zarejestrować kartę dostępu w portierni.",
            "Warunkiem rozpoczęcia pierwszego treningu jest rejestracja karty dostępu w portierni.",
            PRESERVE,
        ),
        (
            "Puppies must be at least 8 weeks old on the day of their first injection.",
            "A minimum age of 8 weeks on the day of the first injection applies to puppies.",
            PRESERVE,
        ),
        (
            "Opłata wynosi 280 zł i trzeba ją wnieść do 30 września.",
            "Opłata wynosi 280 zł i jest płatna do 30 września.",
            PRESERVE,
        ),
        (
            "Each food parcel should provide three days of meals for one person.",
            "Each food parcel is intended to provide three days' meals for one person.",
            PRESERVE,
        ),
        # fitted to the eleventh set after its measure:
        # "na nie" is "for them"; "ani nie …, ani nie …" opens with its negation
        (
            "Wyjątek stanowią antybiotyki: receptę na nie należy zrealizować w ciągu 7 dni.",
            "Inaczej jest z antybiotykami: taką receptę musisz zrealizować w ciągu tygodnia.",
            PRESERVE,
        ),
        (
            "Jeżeli podatnik nie zaakceptuje ani nie odrzuci zeznania, zostanie ono złożone.",
            "Jeżeli podatnik ani nie zaakceptuje, ani nie odrzuci zeznania, zostanie ono złożone.",
            PRESERVE,
        ),
        # a train that does not leave the depot stays in it
        (
            "Większość pociągów prawdopodobnie nie wyjedzie z zajezdni.",
            "Większość pociągów prawdopodobnie zostanie w zajezdni.",
            PRESERVE,
        ),
        # "nobody may … without" is the rule it makes
        (
            "Nobody may use the laser cutter without first completing the induction.",
            "You must complete the induction before you use the laser cutter.",
            PRESERVE,
        ),
        # "recommends that … should" recommends once
        (
            "Guidance recommends that local authorities should set up cooling centres.",
            "Guidance recommends that local authorities set up cooling centres.",
            PRESERVE,
        ),
        # "otherwise" said as a condition
        (
            "Hulajnogę należy zostawić w strefie parkowania – w przeciwnym razie naliczymy 49 zł.",
            "Zostaw hulajnogę w strefie parkowania – jeśli zaparkujesz gdzie indziej, doliczymy "
            "49 zł.",
            PRESERVE,
        ),
        # the reader's permission as an instruction
        (
            "You can cancel and receive a full refund up to 7 days before your course starts.",
            "Cancel at least 7 days before the course begins and we'll refund everything.",
            PRESERVE,
        ),
        # an abbreviated month in parentheses is a date; a declined foreign surname is its
        # author; "kart płatniczych" names the payment card
        (
            "Resits run from 18–29 August 2025.",
            "Resits run in late summer (18–29 Aug 2025).",
            PRESERVE,
        ),
        (
            "The results extend earlier work by White and colleagues (2019).",
            "Wyniki rozszerzają wcześniejsze prace White'a i współpracowników (2019).",
            POLISH,
        ),
        (
            "Wyciekły dane kart płatniczych klientów.",
            "Payment card data of customers was leaked.",
            ENGLISH,
        ),
        # a month said as its adjective; "about every"/"about doubled" approximate; a
        # pre-filled return is nothing uncertain
        (
            "The resit takes place in the August resit period.",
            "Poprawka odbywa się w sierpniowej sesji poprawkowej.",
            POLISH,
        ),
        (
            "Figures are updated roughly every 5 minutes. Living alone roughly doubled the risk.",
            "Figures are refreshed about every 5 minutes. Living alone about doubled the risk.",
            PRESERVE,
        ),
        (
            "W usłudze Twój e-PIT zeznanie jest wstępnie wypełnione.",
            "In the Twój e-PIT service, the return is pre-filled for you.",
            ENGLISH,
        ),
        # a formula's subscript digits; "no … of … is required" lifts an obligation
        (
            "Nitrogen dioxide (NO2) levels fell by 12%.",
            "Levels of nitrogen dioxide (NO₂) fell by 12%.",
            PRESERVE,
        ),
        (
            "Wcześniejsza znajomość języka migowego nie jest wymagana.",
            "No prior knowledge of signing is required.",
            ENGLISH,
        ),
        # fitted to the twelfth set after its measure: "24/7" keeps its digits; "z każdej
        # części" is a part counted; "is not needed" lifts an obligation
        (
            "The building is accessible 24/7 with your key fob.",
            "Budynek jest dostępny całą dobę, 7 dni w tygodniu, za pomocą breloka.",
            POLISH,
        ),
        (
            "If you receive such a request, call our helpline, open 24/7, on 801 300 800.",
            "If you get such a request, call our 24/7 helpline on 801 300 800.",
            PRESERVE,
        ),
        (
            "Próg zaliczenia wynosi 60% punktów z każdej części.",
            "The pass mark is 60% of the points in each part.",
            ENGLISH,
        ),
        (
            "In most cases planning permission is not needed.",
            "You usually don't need planning permission.",
            PRESERVE,
        ),
        # a ratio is no clock time
        (
            "One adult is required for every 10 pupils (one for every 5 in Reception).",
            "Required adult-to-pupil ratio: 1:10 (1:5 for Reception).",
            PRESERVE,
        ),
        # "about" before a fortnight approximates; "w okolicy pach" is a place
        (
            "Places usually fill up within about two weeks.",
            "Places usually go within about a fortnight.",
            PRESERVE,
        ),
        (
            "Nie należy stosować balsamów w okolicy pach. Badanie trwa około 10 minut.",
            "Do not use lotions on your underarms. The scan takes about 10 minutes.",
            ENGLISH,
        ),
        # design: a negation added to restate a rule from its other side
        (
            "Always stay with the stove while it is on.",
            "Never leave the stove unattended while it is on.",
            PRESERVE,
        ),
        (
            "Udział w próbach jest bezpłatny.",
            "Za udział w próbach nie trzeba płacić.",
            PRESERVE,
        ),
        # design: a group of sentences also compared sentence by sentence (its count lumps a
        # title and the renewal sentence with the one whose "not" a failure restates)
        (
            "Permits expire on 31 March and must be renewed online. If your permit is not "
            "renewed before it expires, you may receive a fine of £70. Blue Badge holders park "
            "free.",
            "Permit renewal. All permits expire on 31 March and must be renewed online. Failure "
            "to renew before expiry may result in a fine of £70. Blue Badge holders park free.",
            PRESERVE,
        ),
    ],
)
def test_a_rule_said_another_way_passes(
    source: str, candidate: str, profile: RewriteProfile
) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.passed, [f.message for f in report.findings]


@pytest.mark.parametrize(
    ("source", "candidate", "profile", "kind"),
    [
        ("Parking is free on Sundays.", "Parking is not free on Sundays.", PRESERVE, "negation"),
        (
            "The car park stays open round the clock.",
            "The car park stays open 24 hours a day, 7 days a week.",
            PRESERVE,
            "number",
        ),
        (
            "Leku nie należy stosować dłużej niż 3 dni bez konsultacji z lekarzem.",
            "Bez porady lekarza należy przyjmować lek dłużej niż trzy dni.",
            PRESERVE,
            "negation",
        ),
        (
            "If you cancel, the deposit is not refunded.",
            "If you cancel, the deposit is refunded.",
            PRESERVE,
            "negation",
        ),
        (
            "Claims must be reported within 7 days. The excess is 10%, subject to a minimum of "
            "PLN 200.",
            "Claims should be reported within 7 days. The excess is 10%, subject to a minimum of "
            "PLN 200.",
            PRESERVE,
            "modality",
        ),
        (
            "Cover does not apply to high-risk sports, unless the Sport+ extension was bought.",
            "Cover does not apply to high-risk sports, even if the Sport+ extension was bought.",
            PRESERVE,
            "negation",
        ),
        (
            "Findings suggest that further hives should be discouraged.",
            "Findings suggest that further hives must be discouraged.",
            PRESERVE,
            "modality",
        ),
        (
            "Wyniki zostaną wstępnie opublikowane w czerwcu.",
            "Wyniki zostaną opublikowane w czerwcu.",
            PRESERVE,
            "hedge",
        ),
        (
            "Nitrogen dioxide (NO2) levels fell by 12%.",
            "Nitrogen dioxide (NO₃) levels fell by 12%.",
            PRESERVE,
            "code",
        ),
        (
            "The helpline is open 24/7.",
            "The helpline is open 24/6.",
            PRESERVE,
            "number",
        ),
        (
            "Mix at a ratio of 1:10 with water.",
            "Mix at a ratio of 1:5 with water.",
            PRESERVE,
            "number",
        ),
        (
            "Badanie trwa w okolicach 20 minut.",
            "Badanie trwa 20 minut.",
            PRESERVE,
            "hedge",
        ),
        (
            "The pool will be closed on Monday for maintenance. Swimming lessons will not be "
            "affected.",
            "Monday's maintenance means the pool will be shut that day, and swimming lessons "
            "will be cancelled too.",
            PRESERVE,
            "negation",
        ),
        (
            "Wyrok jest prawomocny.",
            "Wyrok nie jest jeszcze prawomocny.",
            PRESERVE,
            "negation",
        ),
        ("Registration is required.", "Registration is not required.", PRESERVE, "negation"),
        (
            "Members can renew loans online, unless another member has reserved the item.",
            "Wypożyczenie można przedłużyć online, o ile ktoś inny zarezerwował daną pozycję.",
            POLISH,
            "negation",
        ),
        (
            "Under Clause 9.2 the Tenant may end this Agreement early.",
            "Zgodnie z pkt 9.3 Najemca może wcześniej rozwiązać Umowę.",
            POLISH,
            "legal reference",
        ),
        (
            "Bon obejmuje 30 godzin usług w 2025 r.",
            "Bon obejmuje 30 godzin usług w 2025 r. i jest ważny do końca 2025 r.",
            PRESERVE,
            "date",
        ),
        (
            "Doba kończy się o 10:00.",
            "Doba kończy się o 10:00, a prysznic kosztuje 10 zł.",
            PRESERVE,
            "number",
        ),
        ("Parking is available at weekends.", "Parking is free at weekends.", PRESERVE, None),
        ("Płatność gotówką na miejscu.", "Płatność kartą na miejscu.", PRESERVE, None),
        (
            "Kartę wydaje się w ciągu 14 dni. Wynik wydaje się wiarygodny.",
            "Kartę dostaniesz w ciągu 14 dni. Wynik jest wiarygodny.",
            PRESERVE,
            "hedge",
        ),
        (
            "Nie trzeba się rejestrować, ale rejestracja jest wymagana dla grup.",
            "Trzeba się zarejestrować, a rejestracja jest wymagana dla grup.",
            PRESERVE,
            None,
        ),
        (
            "Print the ticket at home.",
            "There is no need to print the ticket.",
            PRESERVE,
            "modality",
        ),
        (
            "**Eligibility.** Open to undergraduates. **Award.** £3,000 a year.",
            "**Eligibility.** Open to undergraduates. Award. £3,000 a year.",
            PRESERVE,
            "markdown",
        ),
    ],
)
def test_the_damage_is_still_found(
    source: str, candidate: str, profile: RewriteProfile, kind: str | None
) -> None:
    report = check_candidate(source, candidate, profile)
    assert not report.passed
    if kind is not None:
        assert kind in {f.kind.value for f in report.findings}, report.findings


def test_an_amount_is_no_clock_time_but_a_number_is() -> None:
    # "10 zł" needs a number of the source, not the hour of its "10:00"; "room 10" may be
    # accounted for by any 10
    assert not check_candidate(
        "Doba kończy się o 10:00.", "Doba kończy się o 10:00, pokój kosztuje 10 zł.", PRESERVE
    ).passed
    report = check_candidate("Opłata 10 zł, doba do 10:00.", "Kosztuje 10 zł, do 10:00.", PRESERVE)
    assert report.passed, report.findings


def test_a_weakened_rule_names_the_sentence_of_its_verb() -> None:
    source = "Visitors must sign in at reception. Dogs must be kept on a lead."
    candidate = "Visitors must sign in at reception. Dogs should be kept on a lead."
    findings = [
        f
        for f in check_candidate(source, candidate, PRESERVE).findings
        if f.kind == FindingKind.MODALITY
    ]
    assert findings
    assert findings[0].source_span == "Dogs must be kept on a lead."

# ruff: noqa: RUF001
"""Round 12 of the guard (docs/guard.md): general rules fitted to the nineteenth blind set, each
with the faithful form it must pass and the damage it must still find. The examples are this
file's own."""

from __future__ import annotations

import pytest

from models.guard import FindingKind
from models.profile import RewriteProfile
from skryba.guard import check_candidate
from skryba.guard.sentences import sentence_spans
from tests.guard_checks import ENGLISH, POLISH, PRESERVE, kinds


@pytest.mark.parametrize(
    ("source", "candidate", "profile"),
    [
        # a negation moved across a seam where the rewrite splits its sentences elsewhere
        # (the passage's counts differ elsewhere: "does not work" is "fails")
        (
            "Knock on the office door first. If that does not work, leave a note in the tray. "
            "Please do not phone reception about parcels arriving right now; call the depot on "
            "0161 555 0101 instead.",
            "Knock on the office door first. If that fails, leave a note in the tray. Parcel "
            "arriving right now? Don't phone us — call the depot, 0161 555 0101.",
            PRESERVE,
        ),
        # a refusal said with another verb
        (
            "If you cannot show ID, staff will refuse the sale.",
            "Without ID, staff will turn the sale down.",
            PRESERVE,
        ),
        # a frequency or likelihood said in other words
        (
            "Deer are occasionally seen near the lake.",
            "Now and then deer are seen near the lake.",
            PRESERVE,
        ),
        (
            "The hearing normally lasts two hours.",
            "The hearing ordinarily lasts two hours.",
            PRESERVE,
        ),
        (
            "Pociąg zwykle odjeżdża z peronu 3.",
            "Pociąg najczęściej odjeżdża z peronu 3.",
            PRESERVE,
        ),
        (
            "Wyniki prawdopodobnie zostaną ogłoszone w piątek.",
            "Istnieje prawdopodobieństwo, że wyniki zostaną ogłoszone w piątek.",
            PRESERVE,
        ),
        # a weekday named by its Polish adjective; "any day of the week" is "7 days a week"
        (
            "Kurs obejmuje 5 sobotnich warsztatów po 3 godziny.",
            "The course has 5 Saturday workshops of 3 hours each.",
            ENGLISH,
        ),
        (
            "The depot is open 8am to 8pm, 7 days a week.",
            "You can use the depot any day of the week, from 8am to 8pm.",
            PRESERVE,
        ),
        (
            "Infolinia działa 7 dni w tygodniu.",
            "Infolinia działa każdego dnia tygodnia.",
            PRESERVE,
        ),
        # an act named as the source names it, declined or with its acronym spelled out
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Na mocy art. 22 Kodeks pracy wymaga, by umowa miała formę pisemną.",
            PRESERVE,
        ),
        (
            "Ulga wynika z art. 26 ust. 1 ustawy o PIT.",
            "Ulgę przewiduje art. 26 ust. 1 ustawy o podatku dochodowym od osób fizycznych.",
            PRESERVE,
        ),
        (
            "The council may act under section 77 of the Highways Act 1980.",
            "Section 77 of the Highways Act 1980 lets the council act.",
            PRESERVE,
        ),
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Under Article 22 of the Labour Code, the contract must be in writing.",
            ENGLISH,
        ),
        # a negation said by its antonym: a cost not charged is one included, a thing not ruled
        # out is possible, one that cannot be undone is final, a default without a parameter
        # is one when it is omitted
        (
            "Our fitters install the cooker at no extra cost.",
            "Installing the cooker is included in the price.",
            PRESERVE,
        ),
        (
            "Nie można wykluczyć, że część ankiet wypełniono niestarannie.",
            "Możliwe, że część ankiet wypełniono niestarannie.",
            PRESERVE,
        ),
        ("A link with the diet cannot be ruled out.", "The diet may be linked to it.", PRESERVE),
        (
            "Please note that the payment cannot be reversed.",
            "Please note that the payment is final.",
            PRESERVE,
        ),
        (
            "Parametr `limit` jest opcjonalny – bez niego zwracanych jest 20 wyników.",
            "Parametr `limit` jest opcjonalny; jeśli go pominiesz, zwracanych jest 20 wyników.",
            PRESERVE,
        ),
        # "unhappy" is "not happy"; a refusal kept, of a pronoun
        (
            "If you are unhappy with the decision, you can appeal within 14 days.",
            "Not happy with the decision? You can appeal within 14 days.",
            PRESERVE,
        ),
        (
            "We may refuse an application if the fee is unpaid.",
            "If the fee for an application is unpaid, we can refuse it.",
            PRESERVE,
        ),
        # a likelihood or an estimate said in other words
        (
            "Nie przerywaj instalacji, nawet jeśli program prawdopodobnie się zawiesił.",
            "Nie przerywaj instalacji, nawet jeśli wygląda na to, że program się zawiesił.",
            PRESERVE,
        ),
        (
            "Sąd prawdopodobnie wyznaczy termin w marcu.",
            "Sąd pewnie wyznaczy termin w marcu.",
            PRESERVE,
        ),
        (
            "Please send a photo and an estimate of the size of the leak.",
            "Send a photo and give us a rough idea of how big the leak is.",
            PRESERVE,
        ),
        # an instruction that names who to tell is no model's remark; a cost said as none
        (
            "Jeśli nie możesz przyjść, zawiadom urząd pod numerem 55 111 22 33.",
            "Nie możesz przyjść? Daj znać urzędowi pod numerem 55 111 22 33.",
            PRESERVE,
        ),
        (
            "Kredyt można spłacić wcześniej bez dodatkowych kosztów.",
            "The loan may be repaid early at no extra cost.",
            ENGLISH,
        ),
        # months in the instrumental; a rate for each further week is no date
        (
            "Letters will be sent between May and July 2026.",
            "Listy zostaną wysłane między majem a lipcem 2026 r.",
            POLISH,
        ),
        (
            "The fee is £80 for two weeks and £30 for each additional week.",
            "Opłata wynosi 80 funtów za dwa tygodnie i 30 funtów za każdy kolejny tydzień.",
            POLISH,
        ),
        # a count its list says again, and a total of the source's parts
        (
            "Walks take place on two Sundays, 4 May and 18 May, at 10am.",
            "Walks: 4 May and 18 May, at 10am (Sundays).",
            PRESERVE,
        ),
        (
            "The club meets three days a week, Tuesday to Thursday, from 6pm.",
            "The club meets Tuesday to Thursday from 6pm.",
            PRESERVE,
        ),
        (
            "The hostel has 30 beds for men and 10 for women.",
            "The hostel has 40 beds: 30 for men and 10 for women.",
            PRESERVE,
        ),
        # advice said as "należałoby" or "rekomendują"; "nie jest już wymagane" lifts a rule
        (
            "Wyniki sugerują, że ocena powinna uwzględniać oba języki.",
            "Wyniki sugerują, że w ocenie należałoby uwzględniać oba języki.",
            PRESERVE,
        ),
        (
            "Autorzy uważają, że szkoły powinny ograniczyć zadania domowe.",
            "Autorzy rekomendują szkołom ograniczenie zadań domowych.",
            PRESERVE,
        ),
        (
            "Zaświadczenie lekarskie nie jest już wymagane.",
            "Nie potrzebujesz już zaświadczenia lekarskiego.",
            PRESERVE,
        ),
        # the night from one day to the next, in every form; a firm the source names
        (
            "Prace potrwają w nocy z 9 na 10 lipca.",
            "Prace potrwają w nocy z 9 lipca na 10 lipca.",
            PRESERVE,
        ),
        (
            "Prace potrwają w nocy z wtorku 9 na środę 10 lipca.",
            "The work will take place on the night of Tuesday 9 to Wednesday 10 July.",
            ENGLISH,
        ),
        (
            "Prace potrwają w nocy z wtorku 9 na środę 10 lipca.",
            "Kiedy? W nocy z wtorku na środę, 9/10 lipca.",
            PRESERVE,
        ),
        (
            "The boiler will be serviced by Hartley Heating Ltd on 3 May.",
            "Serwis kotła wykona firma Hartley Heating Ltd 3 maja.",
            POLISH,
        ),
        # a citation's authors named in the running text, all of them
        (
            "Wyniki są zbieżne z wcześniejszymi obserwacjami (Nowak, Lis i Wójcik, 2021).",
            "Podobne obserwacje opisali już wcześniej Nowak, Lis i Wójcik (2021).",
            PRESERVE,
        ),
        # a hedge said "co do zasady", "appears concentrated", "wygląda na zaniedbaną"
        (
            "Plan spłaty ustala się zwykle na 36 miesięcy.",
            "Plan spłaty ustala się co do zasady na 36 miesięcy.",
            PRESERVE,
        ),
        (
            "The effect appears to be concentrated among small firms.",
            "The effect appears concentrated among small firms.",
            PRESERVE,
        ),
        (
            "A plot that seems neglected will get a warning letter.",
            "Jeśli działka wygląda na zaniedbaną, dzierżawca dostanie pismo z ostrzeżeniem.",
            POLISH,
        ),
        # the one of a rate; advice to act; a bailiff's valuation, no estimate
        (
            "The effect was not significant for floods with a 1-in-5-year return period.",
            "For floods rarer than once every five years the effect was not significant.",
            PRESERVE,
        ),
        (
            "Booking isn't required, but we'd suggest arriving early.",
            "No need to book, but it's best to arrive early.",
            PRESERVE,
        ),
        ("Suma oszacowania wynosi 312 000 zł.", "Nieruchomość wyceniono na 312 000 zł.", PRESERVE),
        # a setting not on is off; "not just" bounds as "not only" does
        (
            "Image optimisation is no longer enabled by default.",
            "Image optimisation is now disabled by default.",
            PRESERVE,
        ),
        (
            "Funkcja nie jest już domyślnie włączona.",
            "Funkcja jest teraz domyślnie wyłączona.",
            PRESERVE,
        ),
        (
            "You can file at any time, not only at the end of the period.",
            "Filing is possible at any point, not just at the end of the period.",
            PRESERVE,
        ),
    ],
)
def test_a_faithful_form_passes(source: str, candidate: str, profile: RewriteProfile) -> None:
    report = check_candidate(source, candidate, profile)
    assert report.findings == []


@pytest.mark.parametrize(
    ("source", "candidate", "kind"),
    [
        # a negation moved onto another verb stays a finding
        (
            "Knock on the office door first. If that does not work, leave a note in the tray. "
            "Please do not phone reception about parcels arriving right now; call the depot on "
            "0161 555 0101 instead.",
            "Knock on the office door first. If that fails, leave a note in the tray. Please "
            "phone reception about parcels arriving right now; don't call the depot on 0161 "
            "555 0101.",
            FindingKind.NEGATION,
        ),
        # a refusal turned into acceptance
        (
            "If you cannot show ID, staff will refuse the sale.",
            "Without ID, staff will accept the sale.",
            FindingKind.NEGATION,
        ),
        # a frequency hedge dropped, and a probability that is a figure, not a hedge
        (
            "Deer are occasionally seen near the lake.",
            "Deer are seen near the lake.",
            FindingKind.HEDGE,
        ),
        (
            "Wyniki prawdopodobnie zostaną ogłoszone w piątek.",
            "Wyniki zostaną ogłoszone w piątek.",
            FindingKind.HEDGE,
        ),
        (
            "Deer are occasionally seen near the lake.",
            "Deer are seen near the lake at times when it is quiet.",
            FindingKind.HEDGE,
        ),
        # a weekday the source's adjective does not name; "środowisko" names no Wednesday
        (
            "Kurs obejmuje 5 sobotnich warsztatów po 3 godziny.",
            "Kurs obejmuje 5 niedzielnych warsztatów po 3 godziny w każdą niedzielę.",
            FindingKind.DATE,
        ),
        (
            "Wydział Środowiska przyjmuje wnioski.",
            "Wydział Środowiska przyjmuje wnioski w środy.",
            FindingKind.DATE,
        ),
        # "any day" alone is no "7 days a week"
        (
            "The depot is open 8am to 8pm, 7 days a week.",
            "The depot is open 8am to 8pm; call any day before noon.",
            FindingKind.NUMBER,
        ),
        # the same article of another act
        (
            "Zgodnie z art. 22 Kodeksu pracy umowa wymaga formy pisemnej.",
            "Zgodnie z art. 22 Kodeksu cywilnego umowa wymaga formy pisemnej.",
            FindingKind.LEGAL_REFERENCE,
        ),
        (
            "Skargę rozpatruje się na podstawie art. 7 ustawy o ochronie zwierząt.",
            "Skargę rozpatruje się na podstawie art. 7 ustawy o ochronie przyrody.",
            FindingKind.LEGAL_REFERENCE,
        ),
        (
            "The council may act under section 77 of the Highways Act 1980.",
            "The council may act under section 77 of the Countryside Act 1980.",
            FindingKind.LEGAL_REFERENCE,
        ),
        # the antonyms' damage: a cost added, a likelihood made certain ("na pewno"), a
        # reversal allowed, an appeal forbidden
        (
            "Our fitters install the cooker at no extra cost.",
            "Our fitters install the cooker at an extra cost.",
            FindingKind.NEGATION,
        ),
        (
            "Sąd prawdopodobnie wyznaczy termin w marcu.",
            "Sąd na pewno wyznaczy termin w marcu.",
            FindingKind.HEDGE,
        ),
        (
            "Please note that the payment cannot be reversed.",
            "Please note that the payment can be reversed.",
            FindingKind.NEGATION,
        ),
        (
            "If you are unhappy with the decision, you can appeal within 14 days.",
            "If you are unhappy with the decision, you cannot appeal within 14 days.",
            FindingKind.NEGATION,
        ),
        # a total that is not the sum, a count that disagrees with its list, a moved month
        (
            "The hostel has 30 beds for men and 10 for women.",
            "The hostel has 45 beds: 30 for men and 10 for women.",
            FindingKind.NUMBER,
        ),
        (
            "The club meets three days a week, Tuesday to Thursday, from 6pm.",
            "The club meets four days a week, Tuesday to Thursday, from 6pm.",
            FindingKind.NUMBER,
        ),
        (
            "Letters will be sent between May and July 2026.",
            "Listy zostaną wysłane między majem a sierpniem 2026 r.",
            FindingKind.DATE,
        ),
        # a free claim more than the source's, and a model's own remark
        (
            "Kredyt można spłacić wcześniej bez dodatkowych kosztów.",
            "Kredyt można spłacić wcześniej bez dodatkowych kosztów, a dostawa karty jest "
            "darmowa i bezpłatna jest też obsługa w oddziale.",
            FindingKind.PAYMENT,
        ),
        (
            "Prosimy o przesłanie formularza do piątku.",
            "Prosimy o przesłanie formularza do piątku. Daj mi znać, jeśli chcesz coś zmienić.",
            FindingKind.WRAPPER,
        ),
        # the advice dropped, the lifted rule made binding
        (
            "Wyniki sugerują, że ocena powinna uwzględniać oba języki.",
            "Wyniki sugerują, że ocena uwzględnia oba języki.",
            FindingKind.MODALITY,
        ),
        (
            "Zaświadczenie lekarskie nie jest już wymagane.",
            "Zaświadczenie lekarskie jest wymagane.",
            FindingKind.MODALITY,
        ),
        # a firm the source does not name; the night moved
        (
            "The panels will be fitted in May.",
            "The panels will be fitted in May by a local installer, Brookside Solar Ltd.",
            FindingKind.NAME,
        ),
        (
            "Prace potrwają w nocy z 9 na 10 lipca.",
            "Prace potrwają w nocy z 10 na 11 lipca.",
            FindingKind.DATE,
        ),
        (
            "Prace potrwają w nocy z wtorku 9 na środę 10 lipca.",
            "Kiedy? W nocy z wtorku na środę, 9/11 lipca.",
            FindingKind.DATE,
        ),
        # a co-author dropped from the running text
        (
            "Wyniki są zbieżne z wcześniejszymi obserwacjami (Nowak, Lis i Wójcik, 2021).",
            "Podobne obserwacje opisali już wcześniej Nowak i Wójcik (2021).",
            FindingKind.CITATION,
        ),
        # the hedge dropped
        (
            "The effect appears to be concentrated among small firms.",
            "The effect is concentrated among small firms.",
            FindingKind.HEDGE,
        ),
        # the rate changed; a finding's hedge dropped; an estimate said as exact
        (
            "The effect was not significant for floods with a 1-in-5-year return period.",
            "The effect was not significant for floods with a 1-in-10-year return period.",
            FindingKind.NUMBER,
        ),
        (
            "The results suggest that the benefit shrinks in floods.",
            "The benefit shrinks in floods.",
            FindingKind.HEDGE,
        ),
        ("Koszt wyniesie około 312 000 zł.", "Koszt wyniesie 312 000 zł.", FindingKind.HEDGE),
        # the setting turned on
        (
            "Image optimisation is no longer enabled by default.",
            "Image optimisation is now enabled by default.",
            FindingKind.NEGATION,
        ),
    ],
)
def test_the_damage_is_still_found(source: str, candidate: str, kind: FindingKind) -> None:
    assert kind in kinds(check_candidate(source, candidate, PRESERVE))


def test_a_full_stop_before_a_lower_case_word_ends_no_sentence() -> None:
    # "18. roku życia" is an ordinal: split there, its negation would be compared with a
    # neighbour's sentence
    text = "Najemców poniżej 18. roku życia nie trzeba sprawdzać. Kontrolę robi się raz; potem nie."
    assert [text[a:b] for a, b in sentence_spans(text)] == [
        "Najemców poniżej 18. roku życia nie trzeba sprawdzać.",
        "Kontrolę robi się raz;",
        "potem nie.",
    ]

"""Blind-3 guard pairs: Polish sources, part B (school trip consent to suburban bus tickets)."""

# ruff: noqa: E501
# E501: each passage is one literal, so it reads as its author wrote it.

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-zgoda",
        source="## Wycieczka klas 5a i 5b do Wieliczki\n\n- Termin: 22 maja 2025 r., zbiórka o 7:30 przed szkołą.\n- Koszt: 145 zł, płatny do 9 maja na konto Rady Rodziców.\n- Uczeń musi mieć ważną legitymację szkolną i wygodne obuwie.\n- Uczniowie nie mogą oddalać się od grupy bez zgody opiekuna.\n\nPodpisaną zgodę należy oddać wychowawcy do **12 maja**. W razie pytań prosimy o kontakt z sekretariatem szkoły: sekretariat@sp12.krakow.pl.",
        good=[
            Good(
                "preserve",
                "## Wycieczka klas 5a i 5b do Wieliczki\n\n- Kiedy: 22 maja 2025 r., zbiórka przed szkołą o 7:30.\n- Ile kosztuje: 145 zł, do wpłaty na konto Rady Rodziców do 9 maja.\n- Uczeń musi mieć ważną legitymację szkolną i wygodne buty.\n- Bez zgody opiekuna uczniom nie wolno oddalać się od grupy.\n\nPodpisaną zgodę trzeba oddać wychowawcy do **12 maja**. Pytania prosimy kierować do sekretariatu szkoły: sekretariat@sp12.krakow.pl.",
            ),
            Good(
                "en",
                "## Class 5a and 5b trip to Wieliczka\n\n- Date: 22 May 2025, meeting in front of the school at 7:30.\n- Cost: PLN 145, to be paid into the Parents' Council account by 9 May.\n- Pupils must have a valid school ID card and comfortable shoes.\n- Pupils may not leave the group without a supervisor's permission.\n\nThe signed consent form must be returned to the form teacher by **12 May**. If you have any questions, please contact the school office: sekretariat@sp12.krakow.pl.",
            ),
        ],
        bad=[
            Bad(
                "preserve",
                "Wycieczka klas 5a i 5b do Wieliczki odbędzie się 22 maja 2025 r., a zbiórka jest przed szkołą o 7:30. Kosztuje 145 zł, do wpłaty na konto Rady Rodziców do 9 maja. Uczeń musi mieć ważną legitymację szkolną i wygodne buty, a bez zgody opiekuna uczniom nie wolno oddalać się od grupy. Podpisaną zgodę trzeba oddać wychowawcy do 12 maja. Pytania prosimy kierować do sekretariatu szkoły: sekretariat@sp12.krakow.pl.",
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "- Pupils must have a valid school ID card",
                        "- Pupils should have a valid school ID card",
                    )
                ],
                "modality",
            ),
            Slip(1, [("sekretariat@sp12.krakow.pl", "sekretariat@sp21.krakow.pl")], "url"),
        ],
    ),
    Case(
        key="pl-przeglad",
        source="Przegląd 27 badań obserwacyjnych (Zielińska i Marczak, 2021) wskazuje, że regularna aktywność fizyczna może zmniejszać ryzyko depresji u osób starszych o około 20%. Autorki podkreślają jednak, że większość analizowanych prac nie kontrolowała statusu socjoekonomicznego uczestników, co prawdopodobnie zawyża szacowany efekt. Wcześniejsza metaanaliza (Kowal, 2017) nie wykazała istotnego związku w grupie powyżej 80. roku życia. Według wytycznych WHO z 2020 r. osoby starsze powinny wykonywać co najmniej 150 minut umiarkowanego wysiłku tygodniowo.",
        good=[
            Good(
                "pl",
                "Zielińska i Marczak (2021) przejrzały 27 badań obserwacyjnych. Wynika z nich, że regularny ruch może obniżać ryzyko depresji u seniorów o mniej więcej 20%. Autorki zaznaczają jednak, że w większości tych prac nie uwzględniono statusu socjoekonomicznego uczestników, przez co szacowany efekt jest prawdopodobnie zawyżony. Wcześniejsza metaanaliza (Kowal, 2017) nie znalazła istotnego związku u osób po 80. roku życia. Według wytycznych WHO z 2020 r. osoby starsze powinny poświęcać co najmniej 150 minut tygodniowo na umiarkowany wysiłek.",
            ),
            Good(
                "en",
                "A review of 27 observational studies (Zielińska & Marczak, 2021) indicates that regular physical activity may reduce the risk of depression in older adults by approximately 20%. The authors stress, however, that most of the studies analysed did not control for participants' socioeconomic status, which probably inflates the estimated effect. An earlier meta-analysis (Kowal, 2017) found no significant association in people over 80. According to the 2020 WHO guidelines, older adults should do at least 150 minutes of moderate exercise per week.",
            ),
        ],
        bad=[
            Slip(1, [("(Zielińska & Marczak, 2021)", "(Zielińska, 2021)")], "citation"),
            Slip(
                0, [("regularny ruch może obniżać ryzyko", "regularny ruch obniża ryzyko")], "hedge"
            ),
            Slip(0, [("(Kowal, 2017)", "(Kowal, 2019)")], "citation"),
            Slip(
                1,
                [("found no significant association", "found a significant association")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kasa",
        source="Wersja 3.1 aplikacji Kasa24 wprowadza eksport raportów do formatu CSV poleceniem `kasa24 export --format csv --od 2025-01-01`. Domyślny limit zapytań do API wzrósł z 60 do 120 na minutę. Parametr `timeout_s` w pliku `config.toml` zastąpił dotychczasowy `timeout`; stara nazwa będzie ignorowana od wersji 3.3. Aktualizacja jest obowiązkowa dla wszystkich instalacji do 30 kwietnia 2025 r., ponieważ wersja 2.x przestanie łączyć się z serwerem. Instrukcja: https://docs.kasa24.pl/aktualizacja.",
        good=[
            Good(
                "en",
                "Version 3.1 of the Kasa24 app adds exporting reports to CSV with the command `kasa24 export --format csv --od 2025-01-01`. The default API request limit has gone up from 60 to 120 per minute. The `timeout_s` parameter in the `config.toml` file replaces the old `timeout`; the old name will be ignored from version 3.3. All installations must be updated by 30 April 2025, because version 2.x will stop connecting to the server. Instructions: https://docs.kasa24.pl/aktualizacja.",
            ),
            Good(
                "preserve",
                "Kasa24 3.1: raporty można teraz eksportować do CSV poleceniem `kasa24 export --format csv --od 2025-01-01`. Domyślny limit zapytań do API to już 120 zamiast 60 na minutę. W pliku `config.toml` parametr `timeout` zastąpiono parametrem `timeout_s`, a od wersji 3.3 stara nazwa będzie ignorowana. Wszystkie instalacje trzeba zaktualizować do 30 kwietnia 2025 r., bo wersja 2.x przestanie łączyć się z serwerem. Instrukcja: https://docs.kasa24.pl/aktualizacja.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`kasa24 export --format csv --od 2025-01-01`",
                        "`kasa24 export --format csv --from 2025-01-01`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [("zastąpiono parametrem `timeout_s`", "zastąpiono parametrem `timeout_sec`")],
                "code",
            ),
            Slip(
                0,
                [("All installations must be updated", "All installations should be updated")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-prad",
        source="Od 1 stycznia 2025 r. cena energii elektrycznej w taryfie G11 wynosi 0,62 zł/kWh brutto, a opłata handlowa 9,99 zł miesięcznie. Klienci, którzy zużywają rocznie nie więcej niż 2 000 kWh, mogą skorzystać z ceny maksymalnej 0,50 zł/kWh, o ile złożą oświadczenie do 30 listopada 2024 r. Sprzedawca ma obowiązek poinformować o zmianie cennika co najmniej 30 dni przed jej wejściem w życie. Odbiorca, który nie akceptuje nowych cen, może wypowiedzieć umowę bez opłat. Szczegóły w § 7 Ogólnych Warunków Umowy.",
        good=[
            Good(
                "en",
                "From 1 January 2025, the price of electricity on the G11 tariff is PLN 0.62/kWh gross, and the trading fee is PLN 9.99 per month. Customers who use no more than 2,000 kWh a year can benefit from the maximum price of PLN 0.50/kWh, provided they submit a declaration by 30 November 2024. The seller is obliged to give notice of a price list change at least 30 days before it takes effect. A customer who does not accept the new prices may terminate the contract free of charge. Details are in § 7 of the General Terms of Contract.",
            ),
            Good(
                "pl",
                "Od 1 stycznia 2025 r. prąd w taryfie G11 kosztuje 0,62 zł brutto za kWh, a opłata handlowa to 9,99 zł miesięcznie. Jeśli zużywasz rocznie najwyżej 2 000 kWh, możesz płacić cenę maksymalną 0,50 zł za kWh, pod warunkiem że do 30 listopada 2024 r. złożysz oświadczenie. Sprzedawca musi poinformować o zmianie cennika co najmniej 30 dni przed jej wejściem w życie. Jeśli nie akceptujesz nowych cen, możesz wypowiedzieć umowę bez żadnych opłat. Szczegóły znajdziesz w § 7 Ogólnych Warunków Umowy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Details are in § 7 of the General Terms of Contract.",
                        "Szczegóły w § 7 Ogólnych Warunków Umowy.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("w § 7 Ogólnych", "w § 9 Ogólnych")], "legal_reference"),
            Slip(
                0,
                [("The seller is obliged to give notice", "The seller may give notice")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-schronisko",
        source="Schronisko przy ul. Lipowej 14 przyjmuje osoby chcące adoptować psa od wtorku do soboty w godzinach od 11:00 do 17:00. Przed adopcją należy odbyć co najmniej dwa spacery z wybranym psem. Opłata adopcyjna wynosi 150 zł i obejmuje szczepienie, czipowanie oraz sterylizację. Psy przebywające w schronisku dłużej niż rok mogą potrzebować więcej czasu na adaptację, zwykle kilku tygodni. Schronisko nie wydaje zwierząt osobom poniżej 18. roku życia. Wolontariusze mogą zgłaszać się mailowo: wolontariat@schronisko-lipowa.pl.",
        good=[
            Good(
                "en",
                "The shelter at ul. Lipowa 14 welcomes people who want to adopt a dog from Tuesday to Saturday, between 11:00 and 17:00. Before adopting, you must go on at least two walks with the dog you have chosen. The adoption fee is PLN 150 and covers vaccination, microchipping and neutering. Dogs that have been in the shelter for more than a year may need more time to settle in, usually a few weeks. The shelter does not release animals to anyone under 18. Volunteers can apply by e-mail: wolontariat@schronisko-lipowa.pl.",
            ),
            Good(
                "pl",
                "Chcesz adoptować psa? Przyjdź do schroniska przy ul. Lipowej 14 od wtorku do soboty, między 11:00 a 17:00. Zanim zabierzesz psa do domu, musisz pójść z nim na co najmniej dwa spacery. Adopcja kosztuje 150 zł, a w tej cenie jest szczepienie, czipowanie i sterylizacja. Psy, które spędziły w schronisku ponad rok, mogą potrzebować więcej czasu, żeby się przyzwyczaić, zwykle kilku tygodni. Osobom poniżej 18 lat schronisko nie wydaje zwierząt. Chcesz zostać wolontariuszem? Napisz na wolontariat@schronisko-lipowa.pl.",
            ),
        ],
        bad=[
            Slip(0, [("may need more time to settle in", "need more time to settle in")], "hedge"),
            Slip(
                1,
                [("Adopcja kosztuje 150 zł,", "Adopcja kosztuje 150 zł (dla seniorów 75 zł),")],
                "invented_fact",
            ),
            Slip(
                0,
                [("wolontariat@schronisko-lipowa.pl", "wolontariusze@schronisko-lipowa.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-parkowanie",
        source="W Strefie Płatnego Parkowania opłaty pobiera się w dni robocze od 8:00 do 18:00. Pierwsza godzina postoju kosztuje 4 zł, druga 4,80 zł, a trzecia 5,70 zł. Mieszkańcy strefy mogą wykupić abonament za 30 zł miesięcznie. Kierowca musi opłacić postój niezwłocznie po zaparkowaniu pojazdu. Za brak opłaty nakładana jest opłata dodatkowa w wysokości 200 zł, obniżona do 100 zł przy wpłacie w ciągu 7 dni. Podstawą jest uchwała Rady Miasta nr XLV/1234/24 oraz art. 13f ust. 1 ustawy o drogach publicznych.",
        good=[
            Good(
                "en",
                "In the Paid Parking Zone, charges apply on working days from 8:00 to 18:00. The first hour costs PLN 4, the second PLN 4.80 and the third PLN 5.70. Residents of the zone can buy a permit for PLN 30 a month. Drivers must pay for parking immediately after parking their vehicle. Failure to pay incurs an additional charge of PLN 200, reduced to PLN 100 if paid within 7 days. The legal basis is City Council resolution no. XLV/1234/24 and Article 13f(1) of the Public Roads Act.",
            ),
            Good(
                "preserve",
                "Strefa Płatnego Parkowania działa w dni robocze od 8:00 do 18:00. Za pierwszą godzinę płacisz 4 zł, za drugą 4,80 zł, a za trzecią 5,70 zł. Mieszkańcy strefy mogą kupić abonament za 30 zł na miesiąc. Opłatę trzeba wnieść od razu po zaparkowaniu. Jeśli nie zapłacisz, dostaniesz opłatę dodatkową 200 zł; jeśli uregulujesz ją w ciągu 7 dni, zapłacisz tylko 100 zł. Podstawą prawną jest uchwała Rady Miasta nr XLV/1234/24 oraz art. 13f ust. 1 ustawy o drogach publicznych.",
            ),
        ],
        bad=[
            Slip(1, [("Opłatę trzeba wnieść od razu", "Opłatę warto wnieść od razu")], "modality"),
            Slip(
                0,
                [
                    (
                        "Residents of the zone can buy a permit for PLN 30 a month.",
                        "Mieszkańcy strefy mogą wykupić abonament za 30 zł miesięcznie.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "Opłatę trzeba wnieść od razu po zaparkowaniu.",
                        "Opłatę trzeba wnieść od razu po zaparkowaniu, najwygodniej w aplikacji miejskiej mPark.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kolonoskopia",
        source="Przed zabiegiem kolonoskopii pacjent musi przez 3 dni stosować dietę ubogoresztkową, a w dniu poprzedzającym badanie przyjąć 4 litry preparatu przeczyszczającego w dwóch dawkach. Leki przeciwzakrzepowe należy odstawić po konsultacji z lekarzem, zwykle 5 dni przed badaniem. Po zabiegu z sedacją nie wolno prowadzić samochodu przez 12 godzin. Badanie trwa zazwyczaj od 20 do 40 minut. Łagodne wzdęcia po badaniu mogą utrzymywać się przez kilka godzin i zwykle nie wymagają leczenia.",
        good=[
            Good(
                "en",
                "Before a colonoscopy, the patient must follow a low-residue diet for 3 days and, on the day before the examination, take 4 litres of a bowel preparation in two doses. Anticoagulants must be stopped after consulting a doctor, usually 5 days before the examination. After a procedure under sedation, you must not drive for 12 hours. The examination usually takes 20 to 40 minutes. Mild bloating may persist for a few hours after the examination and usually does not require treatment.",
            ),
            Good(
                "preserve",
                "Przez 3 dni przed kolonoskopią musisz stosować dietę ubogoresztkową. Dzień przed badaniem wypij 4 litry preparatu przeczyszczającego, podzielone na dwie dawki. Leki przeciwzakrzepowe trzeba odstawić po rozmowie z lekarzem, zwykle 5 dni przed badaniem. Jeśli badanie odbywa się w sedacji, przez 12 godzin po nim nie wolno ci prowadzić samochodu. Badanie trwa zwykle od 20 do 40 minut. Po badaniu przez kilka godzin mogą utrzymywać się łagodne wzdęcia; zwykle nie trzeba ich leczyć.",
            ),
        ],
        bad=[
            Slip(
                0, [("Anticoagulants must be stopped", "Anticoagulants may be stopped")], "modality"
            ),
            Slip(
                1,
                [("mogą utrzymywać się łagodne wzdęcia", "utrzymują się łagodne wzdęcia")],
                "hedge",
            ),
            Slip(
                1, [("nie wolno ci prowadzić samochodu", "wolno ci prowadzić samochód")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-biblioteka",
        source="### Zasady wypożyczania\n\n1. Jednorazowo można wypożyczyć do **5 książek** na 30 dni.\n2. Wypożyczenie można przedłużyć dwa razy przez konto na stronie [katalog.biblioteka-gdynia.pl](https://katalog.biblioteka-gdynia.pl).\n3. Za każdy dzień zwłoki pobiera się 0,20 zł od egzemplarza.\n4. Czytelnik, który ma zaległości powyżej 20 zł, nie może wypożyczać kolejnych książek.\n\nZgubioną książkę trzeba odkupić lub zapłacić jej równowartość. Egzemplarze z księgozbioru podręcznego można czytać wyłącznie na miejscu, w czytelni.",
        good=[
            Good(
                "en",
                "### Borrowing rules\n\n1. You can borrow up to **5 books** at a time for 30 days.\n2. A loan can be renewed twice through your account at [katalog.biblioteka-gdynia.pl](https://katalog.biblioteka-gdynia.pl).\n3. A fee of PLN 0.20 per item is charged for each day of delay.\n4. Readers who owe more than PLN 20 cannot borrow any more books.\n\nA lost book must be replaced or paid for in full. Items from the reference collection may only be read on site, in the reading room.",
            ),
            Good(
                "preserve",
                "### Zasady wypożyczania\n\n1. Naraz możesz wypożyczyć maksymalnie **5 książek**, na 30 dni.\n2. Wypożyczenie możesz przedłużyć dwa razy przez swoje konto na stronie [katalog.biblioteka-gdynia.pl](https://katalog.biblioteka-gdynia.pl).\n3. Za każdy dzień spóźnienia płacisz 0,20 zł od egzemplarza.\n4. Jeśli zalegasz z opłatami na ponad 20 zł, nie możesz wypożyczać kolejnych książek.\n\nZgubioną książkę trzeba odkupić albo zapłacić jej równowartość. Książki z księgozbioru podręcznego można czytać tylko na miejscu, w czytelni.",
            ),
        ],
        bad=[
            Bad(
                "en",
                "Borrowing rules: you can borrow up to 5 books at a time for 30 days, and a loan can be renewed twice through your account at katalog.biblioteka-gdynia.pl (https://katalog.biblioteka-gdynia.pl). A fee of PLN 0.20 per item is charged for each day of delay, and readers who owe more than PLN 20 cannot borrow any more books. A lost book must be replaced or paid for in full. Items from the reference collection may only be read on site, in the reading room.",
                "markdown",
            ),
            Slip(
                1,
                [("maksymalnie **5 książek**, na 30 dni", "maksymalnie 5 książek, na 30 dni")],
                "markdown",
            ),
            Slip(0, [("A fee of PLN 0.20 per item", "A fee of PLN 0.50 per item")], "number"),
        ],
    ),
    Case(
        key="pl-sanepid",
        source="Zgodnie z zaleceniami inspekcji sanitarnej potrawy przygotowane na gorąco należy schłodzić do temperatury poniżej 10 °C w ciągu 2 godzin i przechowywać w chłodni w temperaturze od 0 do 4 °C. Gotowanych potraw nie wolno przechowywać dłużej niż 72 godziny. Próbki każdej potrawy serwowanej w stołówce trzeba przechowywać przez 3 dni w ilości co najmniej 150 g. Niewłaściwe przechowywanie żywności prawdopodobnie odpowiada za większość zatruć zgłaszanych latem. Rejestr temperatur powinien być uzupełniany dwa razy dziennie.",
        good=[
            Good(
                "en",
                "According to the sanitary inspectorate's recommendations, hot-prepared dishes must be cooled to below 10 °C within 2 hours and stored in a cold room at 0 to 4 °C. Cooked dishes must not be stored for longer than 72 hours. Samples of every dish served in the canteen must be kept for 3 days, at least 150 g each. Improper food storage is probably responsible for most of the food poisoning cases reported in summer. The temperature log should be filled in twice a day.",
            ),
            Good(
                "preserve",
                "Zgodnie z zaleceniami inspekcji sanitarnej potrawy przygotowane na gorąco trzeba w ciągu 2 godzin schłodzić poniżej 10 °C, a potem trzymać w chłodni w temperaturze od 0 do 4 °C. Ugotowanych potraw nie wolno przechowywać dłużej niż 72 godziny. Z każdej potrawy podawanej w stołówce trzeba zostawić próbkę co najmniej 150 g i przechowywać ją przez 3 dni. Za większość zatruć zgłaszanych latem prawdopodobnie odpowiada złe przechowywanie żywności. Rejestr temperatur powinien być uzupełniany dwa razy dziennie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Improper food storage is probably responsible",
                        "Improper food storage is responsible",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "The temperature log should be filled in",
                        "The temperature log must be filled in",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "uzupełniany dwa razy dziennie.",
                        "uzupełniany dwa razy dziennie i przechowywany przez 12 miesięcy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-fotowoltaika",
        source="W programie „Mój Prąd 6.0” można otrzymać do 7 000 zł dofinansowania na mikroinstalację fotowoltaiczną i dodatkowo do 16 000 zł na magazyn energii. Wnioski przyjmowane są od 2 września 2024 r. do wyczerpania budżetu wynoszącego 400 mln zł, nie dłużej niż do 20 grudnia 2024 r. Dofinansowanie obejmuje wyłącznie instalacje podłączone do sieci po 31 lipca 2024 r. Wniosek składa się elektronicznie na stronie mojprad.gov.pl. Dotacja nie może przekroczyć 50% kosztów kwalifikowanych.",
        good=[
            Good(
                "en",
                "Under the “Mój Prąd 6.0” programme, you can receive up to PLN 7,000 towards a photovoltaic micro-installation, plus up to PLN 16,000 for an energy storage unit. Applications are accepted from 2 September 2024 until the PLN 400 million budget runs out, but no later than 20 December 2024. Funding covers only installations connected to the grid after 31 July 2024. Applications are submitted electronically at mojprad.gov.pl. The grant may not exceed 50% of eligible costs.",
            ),
            Good(
                "pl",
                "W programie „Mój Prąd 6.0” możesz dostać do 7 000 zł na mikroinstalację fotowoltaiczną i dodatkowo do 16 000 zł na magazyn energii. Wnioski można składać od 2 września 2024 r., dopóki nie skończy się budżet 400 mln zł, ale najdłużej do 20 grudnia 2024 r. Dofinansowanie dotyczy tylko instalacji podłączonych do sieci po 31 lipca 2024 r. Wniosek składasz przez internet na stronie mojprad.gov.pl. Dotacja może pokryć najwyżej połowę kosztów kwalifikowanych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "connected to the grid after 31 July 2024",
                        "connected to the grid after 31 August 2024",
                    )
                ],
                "date",
            ),
            Slip(1, [("na stronie mojprad.gov.pl", "na stronie mojprad.pl")], "url"),
            Slip(0, [("the PLN 400 million budget", "the PLN 40 million budget")], "number"),
        ],
    ),
    Case(
        key="pl-reklamacja",
        source="Zgodnie z art. 43d ust. 1 ustawy o prawach konsumenta sprzedawca ma 14 dni na ustosunkowanie się do reklamacji; jeśli nie odpowie w tym terminie, uznaje się, że reklamację uwzględnił. Konsument może żądać naprawy albo wymiany towaru, a gdy to niemożliwe, obniżenia ceny lub odstąpienia od umowy. Sprzedawca odpowiada za brak zgodności towaru z umową, który ujawni się w ciągu 2 lat od wydania towaru. Reklamację warto złożyć na piśmie lub e-mailem, aby zachować dowód jej wniesienia.",
        good=[
            Good(
                "en",
                "Under Article 43d(1) of the Consumer Rights Act, the seller has 14 days to respond to a complaint; if it does not respond within that time, the complaint is deemed to have been accepted. The consumer may demand repair or replacement of the goods and, where that is impossible, a price reduction or withdrawal from the contract. The seller is liable for any lack of conformity of the goods with the contract that becomes apparent within 2 years of delivery. It is advisable to submit the complaint in writing or by e-mail, so as to keep proof that it was filed.",
            ),
            Good(
                "preserve",
                "Sprzedawca ma 14 dni na odpowiedź na reklamację (art. 43d ust. 1 ustawy o prawach konsumenta). Jeśli w tym czasie nie odpowie, uznaje się, że reklamację uwzględnił. Możesz żądać naprawy albo wymiany towaru, a jeśli to niemożliwe, obniżenia ceny albo odstąpienia od umowy. Sprzedawca odpowiada za niezgodność towaru z umową, która wyjdzie na jaw w ciągu 2 lat od wydania towaru. Reklamację najlepiej złożyć na piśmie lub e-mailem, żeby mieć dowód, że ją wniosłeś.",
            ),
        ],
        bad=[
            Slip(0, [("Article 43d(1)", "Article 43b(1)")], "legal_reference"),
            Slip(
                1,
                [("Reklamację najlepiej złożyć na piśmie", "Reklamację trzeba złożyć na piśmie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-basen",
        source="Dzieci do lat 10 mogą przebywać na pływalni wyłącznie pod opieką osoby dorosłej. Przed wejściem do wody należy wziąć prysznic. Na teren pływalni nie wolno wnosić napojów w szklanych butelkach. Bilet godzinny kosztuje 18 zł; za każdą rozpoczętą minutę ponad limit pobiera się 0,30 zł.",
        good=[
            Good(
                "en",
                "Children up to the age of 10 may only be at the pool under the supervision of an adult. You must shower before entering the water. Drinks in glass bottles may not be brought into the pool area. A one-hour ticket costs PLN 18; each started minute over the limit is charged at PLN 0.30.",
            ),
            Good(
                "preserve",
                "Dzieci do lat 10 mogą być na basenie tylko pod opieką dorosłego. Zanim wejdziesz do wody, weź prysznic. Napojów w szklanych butelkach nie wolno wnosić na teren pływalni. Bilet na godzinę kosztuje 18 zł, a za każdą zaczętą minutę ponad limit dopłacasz 0,30 zł.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must shower before entering the water.",
                        "Przed wejściem do wody należy wziąć prysznic.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "Napojów w szklanych butelkach nie wolno wnosić",
                        "Napoje w szklanych butelkach wolno wnosić",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-tutoring",
        source="Jak pokazują badania Nowickiego (2018) oraz Brzezińskiej i Lisa (2020), uczniowie korzystający z tutoringu rówieśniczego uzyskują na egzaminie ósmoklasisty średnio o 6 punktów procentowych wyższy wynik z matematyki. Efekt był najsilniejszy w szkołach wiejskich, choć autorzy przyznają, że próba obejmowała jedynie 34 szkoły z dwóch województw. Program pilotażowy Ministerstwa Edukacji, realizowany od września 2022 r., objął 1 200 uczniów. Jego ewaluacja ma zostać opublikowana w 2025 r.",
        good=[
            Good(
                "en",
                "As shown by Nowicki (2018) and by Brzezińska and Lis (2020), pupils who take part in peer tutoring score on average 6 percentage points higher in mathematics on the eighth-grade exam. The effect was strongest in rural schools, although the authors acknowledge that the sample covered only 34 schools from two provinces. The Ministry of Education's pilot programme, run since September 2022, has included 1,200 pupils. Its evaluation is due to be published in 2025.",
            ),
            Good(
                "pl",
                "Badania Nowickiego (2018) oraz Brzezińskiej i Lisa (2020) pokazują, że uczniowie korzystający z pomocy kolegów w nauce, czyli z tutoringu rówieśniczego, mają na egzaminie ósmoklasisty z matematyki wynik wyższy średnio o 6 punktów procentowych. Najsilniej było to widać w szkołach wiejskich. Autorzy przyznają jednak, że zbadali tylko 34 szkoły z dwóch województw. Pilotażowy program Ministerstwa Edukacji trwa od września 2022 r. i objął 1 200 uczniów. Jego ewaluacja ma zostać opublikowana w 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("by Brzezińska and Lis (2020)", "by Brzezińska (2020)")], "citation"),
            Slip(1, [("Nowickiego (2018)", "Nowickiego (2016)")], "citation"),
            Slip(
                0,
                [("has included 1,200 pupils.", "has included 1,200 pupils in 40 schools.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bilet",
        source="Bilet miesięczny na linie podmiejskie kosztuje 189 zł, a dla uczniów i studentów do 26. roku życia 94,50 zł. Bilet jest imienny i nie może być odstępowany innym osobom. Podczas kontroli pasażer musi okazać bilet wraz z dokumentem tożsamości. Pasażer bez ważnego biletu płaci opłatę dodatkową 250 zł. Zwrot niewykorzystanego biletu miesięcznego jest możliwy najpóźniej w dniu poprzedzającym pierwszy dzień ważności.",
        good=[
            Good(
                "en",
                "A monthly ticket for suburban lines costs PLN 189, or PLN 94.50 for pupils and students up to the age of 26. The ticket is personal and may not be transferred to anyone else. During an inspection, passengers must show their ticket together with an identity document. A passenger without a valid ticket pays a surcharge of PLN 250. An unused monthly ticket can be refunded no later than the day before its first day of validity.",
            ),
            Good(
                "en",
                "The monthly suburban ticket is PLN 189. Pupils and students up to the age of 26 pay half that: PLN 94.50. The ticket carries your name, and no one else may use it. If there is a ticket check, you must show the ticket and an ID document. Travelling without a valid ticket costs an extra PLN 250. You can get a refund for an unused monthly ticket only up to the day before it becomes valid.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "If there is a ticket check, you must show the ticket and an ID document.",
                        "Podczas kontroli pasażer musi okazać bilet wraz z dokumentem tożsamości.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [("may not be transferred to anyone else", "may be transferred to anyone else")],
                "negation",
            ),
            Slip(1, [("you must show the ticket", "you should show the ticket")], "modality"),
        ],
    ),
]

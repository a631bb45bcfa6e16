# ruff: noqa: E501, RUF001
"""Polish sources of the blind-11 guard set, with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-basen-regulamin",
        source="Regulamin Pływalni Miejskiej „Fala” obowiązuje od 1 lipca 2025 r. Dzieci poniżej 10 lat mogą przebywać w hali basenowej wyłącznie pod opieką osoby dorosłej. Przed wejściem do wody należy wziąć prysznic bez stroju kąpielowego. Na teren pływalni nie wolno wnosić szklanych opakowań ani żywności. Bilet normalny kosztuje 22 zł i uprawnia do 60 minut pobytu; za każde rozpoczęte 10 minut ponad limit pobierana jest dopłata 3 zł. Zjeżdżalnia jest czynna codziennie w godzinach 16:00–20:00. Osoby z otwartymi ranami nie powinny korzystać z basenu. Ratownik może wyprosić z obiektu osobę, która nie stosuje się do jego poleceń.",
        good=[
            Good(
                "preserve",
                "Regulamin Pływalni Miejskiej „Fala” zaczyna obowiązywać 1 lipca 2025 r. Dziecko, które nie skończyło 10 lat, może być w hali basenowej tylko razem z osobą dorosłą. Zanim wejdziesz do wody, musisz wziąć prysznic bez stroju kąpielowego. Nie wnoś na pływalnię jedzenia ani niczego w szklanych opakowaniach. Bilet normalny kosztuje 22 zł i obejmuje godzinę pobytu. Jeśli zostaniesz dłużej, zapłacisz 3 zł za każde rozpoczęte 10 minut. Zjeżdżalnia działa codziennie od 16:00 do 20:00. Jeśli masz otwartą ranę, nie powinieneś korzystać z basenu. Ratownik może wyprosić z obiektu każdego, kto nie słucha jego poleceń.",
            ),
            Good(
                "preserve",
                "Regulamin Pływalni Miejskiej „Fala” wchodzi w życie z dniem 01.07.2025 r. Pobyt dzieci w wieku poniżej 10 lat w hali basenowej jest dozwolony wyłącznie pod opieką osoby dorosłej. Przed wejściem do wody obowiązuje prysznic bez stroju kąpielowego. Zabrania się wnoszenia na teren obiektu żywności oraz opakowań szklanych. Cena biletu normalnego wynosi 22 zł za 60 minut pobytu, a za każde rozpoczęte 10 minut przekroczenia pobiera się 3 zł dopłaty. Zjeżdżalnia czynna jest codziennie w godz. 16:00–20:00. Osobom z otwartymi ranami nie zaleca się korzystania z basenu. Ratownik ma prawo wyprosić z obiektu osobę niestosującą się do jego poleceń.",
            ),
            Good(
                "en",
                "The rules of the “Fala” Municipal Swimming Pool apply from 1 July 2025. Children under 10 may be in the pool hall only when accompanied by an adult. You must shower without a swimsuit before entering the water. Glass containers and food may not be brought onto the premises. A standard ticket costs PLN 22 and covers 60 minutes; each started 10 minutes over the limit costs an extra PLN 3. The water slide is open daily from 4 p.m. to 8 p.m. People with open wounds should not use the pool. The lifeguard may ask anyone who ignores their instructions to leave the facility.",
            ),
        ],
        bad=[
            Slip(1, [("wynosi 22 zł", "wynosi 24 zł")], "number"),
            Slip(0, [("Ratownik może wyprosić", "Ratownik nie może wyprosić")], "negation"),
            Slip(
                2,
                [
                    (
                        "People with open wounds should not use",
                        "People with open wounds must not use",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-serwis-rowerowy-gwarancja",
        source="Serwis Rowerowy „Szprycha” udziela 6-miesięcznej gwarancji na wykonane naprawy, liczonej od dnia odbioru roweru. Gwarancja nie obejmuje części eksploatacyjnych, takich jak klocki hamulcowe, opony i łańcuchy. Aby skorzystać z gwarancji, trzeba przedstawić paragon lub fakturę. Reklamacje rozpatrujemy w ciągu 14 dni roboczych. Rowery nieodebrane w ciągu 30 dni od powiadomienia o zakończeniu naprawy będą przechowywane odpłatnie (5 zł za dobę). Czas oczekiwania na naprawę w sezonie, tj. od kwietnia do września, prawdopodobnie wydłuży się do około 10 dni. Od 2 maja 2025 r. warsztat jest nieczynny w niedziele.",
        good=[
            Good(
                "preserve",
                "W „Szprysze” dajemy pół roku gwarancji na wykonane naprawy – liczymy ją od dnia, w którym odbierasz rower. Gwarancja nie dotyczy jednak części, które się zużywają, np. klocków hamulcowych, opon czy łańcuchów. Żeby z niej skorzystać, musisz pokazać paragon albo fakturę. Na rozpatrzenie reklamacji mamy 14 dni roboczych. Jeśli nie odbierzesz roweru w ciągu 30 dni od naszej informacji, że naprawa jest skończona, za przechowanie zapłacisz 5 zł za każdą dobę. W sezonie, czyli od kwietnia do września, na naprawę prawdopodobnie poczekasz dłużej – mniej więcej 10 dni. A od 2 maja 2025 r. w niedziele warsztat jest zamknięty.",
            ),
            Good(
                "preserve",
                "Serwis Rowerowy „Szprycha” zapewnia gwarancję na wykonane naprawy przez okres 6 miesięcy od dnia odbioru roweru. Gwarancją nie są objęte części eksploatacyjne (m.in. klocki hamulcowe, opony, łańcuchy). Warunkiem skorzystania z gwarancji jest przedstawienie paragonu lub faktury. Reklamacje są rozpatrywane w terminie 14 dni roboczych. Za przechowywanie rowerów, które nie zostaną odebrane w ciągu 30 dni od powiadomienia o zakończeniu naprawy, pobierana jest opłata w wysokości 5 zł za dobę. W sezonie (kwiecień–wrzesień) czas oczekiwania na naprawę prawdopodobnie wydłuży się do ok. 10 dni. Począwszy od 02.05.2025 r. warsztat jest zamknięty w niedziele.",
            ),
            Good(
                "en",
                "The “Szprycha” bike repair shop gives a 6-month warranty on its repairs, counted from the day you collect your bike. The warranty does not cover wear parts such as brake pads, tyres and chains. To claim under the warranty, you have to show a receipt or an invoice. Complaints are dealt with within 14 working days. Bikes not collected within 30 days of being told the repair is finished will be stored for a fee (PLN 5 per day). In the season, i.e. from April to September, the wait for a repair will probably grow to around 10 days. From 2 May 2025 the workshop is closed on Sundays.",
            ),
        ],
        bad=[
            Slip(1, [("02.05.2025", "05.02.2025")], "date"),
            Slip(
                2,
                [("will probably grow to around 10 days", "will grow to 10 days")],
                "hedge",
            ),
            Slip(0, [("Gwarancja nie dotyczy jednak", "Gwarancja dotyczy jednak")], "negation"),
        ],
    ),
    Case(
        key="pl-karta-wedkarska",
        source="Zgodnie z art. 7 ust. 1 ustawy o rybactwie śródlądowym połów ryb wędką wymaga posiadania karty wędkarskiej oraz zezwolenia uprawnionego do rybactwa. Zezwolenie na wody Zalewu Sulejowskiego kosztuje 180 zł rocznie lub 40 zł za 3 dni. Dzieci do 14. roku życia mogą łowić bez karty, ale wyłącznie pod opieką pełnoletniego wędkarza. Od 1 stycznia do 31 maja obowiązuje zakaz połowu szczupaka. Dziennie wolno zabrać najwyżej 2 sandacze o długości co najmniej 50 cm. Kontrolę prowadzi Państwowa Straż Rybacka; wędkarz musi okazać dokumenty na każde żądanie strażnika.",
        good=[
            Good(
                "preserve",
                "Żeby łowić ryby na wędkę, potrzebujesz karty wędkarskiej i zezwolenia od uprawnionego do rybactwa – tak mówi art. 7 ust. 1 ustawy o rybactwie śródlądowym. Zezwolenie na Zalew Sulejowski kosztuje 180 zł na rok albo 40 zł na 3 dni. Dzieci do 14. roku życia mogą łowić bez karty, ale tylko pod opieką pełnoletniego wędkarza. Szczupaka nie wolno łowić od 1 stycznia do 31 maja. W ciągu dnia możesz zabrać najwyżej 2 sandacze, a każdy musi mieć co najmniej 50 cm. Kontrole prowadzi Państwowa Straż Rybacka. Na każde żądanie strażnika musisz pokazać dokumenty.",
            ),
            Good(
                "preserve",
                "Kto chce łowić ryby wędką, musi mieć dwa dokumenty: kartę wędkarską i zezwolenie uprawnionego do rybactwa – wymaga tego art. 7 ust. 1 ustawy o rybactwie śródlądowym. Zezwolenie na wody Zalewu Sulejowskiego to wydatek 180 zł rocznie albo 40 zł za 3 dni. Z obowiązku posiadania karty zwolnione są dzieci do 14. roku życia, pod warunkiem że łowią pod opieką pełnoletniego wędkarza. W okresie od 1 stycznia do 31 maja połów szczupaka jest zakazany. Dzienny limit to 2 sandacze, każdy o długości minimum 50 cm. Kontrole prowadzi Państwowa Straż Rybacka, a wędkarz ma obowiązek okazać dokumenty na każde wezwanie strażnika.",
            ),
            Good(
                "en",
                "Under Article 7(1) of the Inland Fishing Act, fishing with a rod requires an angling card and a permit from the holder of the fishing rights. A permit for the waters of the Sulejów Reservoir costs PLN 180 a year or PLN 40 for 3 days. Children under 14 may fish without a card, but only under the supervision of an adult angler. Pike fishing is banned from 1 January to 31 May. You may take no more than 2 zander a day, each at least 50 cm long. Checks are carried out by the State Fisheries Guard, and anglers must show their documents whenever a guard asks.",
            ),
        ],
        bad=[
            Slip(0, [("art. 7 ust. 1", "art. 17 ust. 1")], "legal_reference"),
            Slip(2, [("no more than 2 zander", "no more than 3 zander")], "number"),
            Slip(1, [("ma obowiązek okazać", "może okazać")], "modality"),
        ],
    ),
    Case(
        key="pl-cennik-stomatologiczny",
        source=(
            "## Cennik gabinetu stomatologicznego Dent-Med (od 1 marca 2025 r.)\n"
            "\n"
            "- **Przegląd z konsultacją:** 150 zł\n"
            "- **Wypełnienie kompozytowe:** od 250 do 400 zł, zależnie od wielkości ubytku\n"
            "- **Usunięcie kamienia (skaling):** 200 zł\n"
            "- **Leczenie kanałowe jednego zęba:** ok. 900–1500 zł\n"
            "\n"
            "Podane ceny leczenia kanałowego są szacunkowe; ostateczny koszt lekarz ustala po wykonaniu zdjęcia RTG. "
            "Wizytę należy odwołać co najmniej 24 godziny wcześniej, w przeciwnym razie pobieramy opłatę 100 zł. "
            "Pacjenci z NFZ nie płacą za przegląd. Rejestracja: tel. 22 615 40 18."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## Ile kosztuje leczenie w Dent-Med (ceny od 1 marca 2025 r.)\n"
                    "\n"
                    "- **Przegląd z konsultacją:** 150 zł\n"
                    "- **Wypełnienie kompozytowe:** 250–400 zł – cena zależy od tego, jak duży jest ubytek\n"
                    "- **Skaling, czyli usunięcie kamienia:** 200 zł\n"
                    "- **Leczenie kanałowe jednego zęba:** około 900–1500 zł\n"
                    "\n"
                    "Cena leczenia kanałowego jest tylko szacunkowa – dokładny koszt lekarz poda po zrobieniu zdjęcia RTG. "
                    "Jeśli nie możesz przyjść, odwołaj wizytę najpóźniej 24 godziny przed terminem. Inaczej pobierzemy 100 zł opłaty. "
                    "Pacjenci z NFZ za przegląd nie płacą. Zapisy pod numerem 22 615 40 18."
                ),
            ),
            Good(
                "preserve",
                (
                    "## Dent-Med – cennik obowiązujący od 01.03.2025 r.\n"
                    "\n"
                    "- **Przegląd wraz z konsultacją:** 150 zł\n"
                    "- **Wypełnienie kompozytowe:** 250–400 zł (w zależności od wielkości ubytku)\n"
                    "- **Skaling (usunięcie kamienia):** 200 zł\n"
                    "- **Leczenie kanałowe (1 ząb):** ok. 900–1500 zł\n"
                    "\n"
                    "Ceny leczenia kanałowego mają charakter szacunkowy; ostateczny koszt ustala lekarz na podstawie zdjęcia RTG. "
                    "Wizytę trzeba odwołać z co najmniej 24-godzinnym wyprzedzeniem – w przeciwnym razie naliczana jest opłata w wysokości 100 zł. "
                    "Przegląd jest bezpłatny dla pacjentów NFZ. Rejestracja telefoniczna: 22 615 40 18."
                ),
            ),
            Good(
                "en",
                (
                    "## Dent-Med dental surgery price list (from 1 March 2025)\n"
                    "\n"
                    "- **Check-up with consultation:** PLN 150\n"
                    "- **Composite filling:** PLN 250 to 400, depending on the size of the cavity\n"
                    "- **Tartar removal (scaling):** PLN 200\n"
                    "- **Root canal treatment, one tooth:** approx. PLN 900–1,500\n"
                    "\n"
                    "Root canal prices are estimates; the dentist sets the final cost after taking an X-ray. "
                    "Appointments must be cancelled at least 24 hours in advance, otherwise we charge a PLN 100 fee. "
                    "NFZ patients do not pay for the check-up. Bookings: tel. 22 615 40 18."
                ),
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    ("## Dent-Med – cennik", "Dent-Med – cennik"),
                    (
                        "- **Przegląd wraz z konsultacją:** 150 zł\n"
                        "- **Wypełnienie kompozytowe:** 250–400 zł (w zależności od wielkości ubytku)\n"
                        "- **Skaling (usunięcie kamienia):** 200 zł\n"
                        "- **Leczenie kanałowe (1 ząb):** ok. 900–1500 zł",
                        "Przegląd wraz z konsultacją: 150 zł, wypełnienie kompozytowe: 250–400 zł (w zależności od wielkości ubytku), skaling (usunięcie kamienia): 200 zł, leczenie kanałowe (1 ząb): ok. 900–1500 zł.",
                    ),
                ],
                "markdown",
            ),
            Slip(2, [("at least 24 hours", "at least 48 hours")], "number"),
            Slip(
                0,
                [
                    (
                        "Pacjenci z NFZ za przegląd nie płacą.",
                        "Pacjenci z NFZ za przegląd nie płacą, a dzieci do 12 lat mają 20% zniżki na wypełnienia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-apteka-recepty",
        source="Recepta elektroniczna na większość leków jest ważna 30 dni od daty wystawienia. Wyjątek stanowią antybiotyki: receptę na nie należy zrealizować w ciągu 7 dni. Leki z recepty rocznej można wykupywać w częściach, ale jednorazowo farmaceuta wyda zapas na maksymalnie 120 dni stosowania. Do realizacji e-recepty potrzebny jest 4-cyfrowy kod oraz numer PESEL pacjenta. Od 1 października 2025 r. apteka „Pod Lipą” przyjmuje też rezerwacje leków przez stronę www.podlipa-apteka.pl. Farmaceuta może odmówić wydania leku, jeśli ma uzasadnione wątpliwości co do autentyczności recepty. Leków nie można zwrócić po ich wydaniu.",
        good=[
            Good(
                "preserve",
                "Większość e-recept jest ważna przez 30 dni od dnia, w którym je wystawiono. Inaczej jest z antybiotykami: taką receptę musisz zrealizować w ciągu tygodnia. Leki z recepty rocznej możesz kupować po trochu, ale za jednym razem dostaniesz najwyżej tyle, ile wystarczy na 120 dni. Żeby zrealizować e-receptę, podaj 4-cyfrowy kod i PESEL pacjenta. Od 1 października 2025 r. leki w aptece „Pod Lipą” zarezerwujesz również na stronie www.podlipa-apteka.pl. Jeśli farmaceuta ma uzasadnione wątpliwości, czy recepta jest prawdziwa, może odmówić wydania leku. Wydanych leków nie da się zwrócić.",
            ),
            Good(
                "preserve",
                "E-recepta na większość leków zachowuje ważność przez 30 dni od daty wystawienia, a na antybiotyki – tylko przez 7 dni. Recepta roczna może być realizowana częściowo, przy czym jednorazowo wydaje się zapas leku na nie więcej niż 120 dni. Realizacja e-recepty wymaga podania 4-cyfrowego kodu i numeru PESEL pacjenta. Od 01.10.2025 r. apteka „Pod Lipą” umożliwia rezerwację leków także za pośrednictwem strony www.podlipa-apteka.pl. W przypadku uzasadnionych wątpliwości co do autentyczności recepty farmaceuta może odmówić wydania leku. Wydane leki nie podlegają zwrotowi.",
            ),
            Good(
                "en",
                "Most electronic prescriptions are valid for 30 days from the date of issue. Antibiotics are the exception: a prescription for them has to be filled within 7 days. Medicines on an annual prescription can be bought in instalments, but the pharmacist will hand over no more than a 120-day supply at a time. To fill an e-prescription you need the 4-digit code and the patient's PESEL number. From 1 October 2025 the “Pod Lipą” pharmacy also takes medicine reservations through www.podlipa-apteka.pl. The pharmacist may refuse to dispense a medicine if they have reasonable doubts about whether the prescription is genuine. Medicines cannot be returned once dispensed.",
            ),
        ],
        bad=[
            Slip(2, [("The pharmacist may refuse", "The pharmacist must refuse")], "modality"),
            Slip(
                1,
                [("Wydane leki nie podlegają zwrotowi.", "Wydane leki podlegają zwrotowi.")],
                "negation",
            ),
            Slip(0, [("Od 1 października 2025 r.", "Od 1 listopada 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-strajk-kolej",
        source="Komunikat przewoźnika Koleje Pomorskie: w związku z zapowiedzianym strajkiem maszynistów w piątek 14 listopada 2025 r. w godzinach 4:00–12:00 większość pociągów na linii Gdynia – Kościerzyna prawdopodobnie nie wyjedzie z zajezdni. Na odcinku Gdynia Główna – Żukowo uruchomimy zastępczą komunikację autobusową co 30 minut. Bilety okresowe zachowują ważność w autobusach, a bilety jednorazowe zakupione na ten dzień można zwrócić bez potrąceń do 21 listopada. Aktualne informacje publikujemy na stronie www.kolejepomorskie.pl/utrudnienia oraz pod numerem infolinii 58 721 00 00. Podróżnym zalecamy zaplanowanie podróży z wyprzedzeniem.",
        good=[
            Good(
                "preserve",
                "Koleje Pomorskie ostrzegają: na piątek 14 listopada 2025 r. maszyniści zapowiedzieli strajk, więc w godzinach 4:00–12:00 większość pociągów na linii Gdynia – Kościerzyna prawdopodobnie nie wyjedzie z zajezdni. Między Gdynią Główną a Żukowem przewoźnik uruchomi autobusy zastępcze, kursujące co pół godziny. W autobusach honorowane będą bilety okresowe, a bilety jednorazowe kupione na ten dzień można oddać bez potrąceń do 21 listopada. Bieżące informacje są dostępne na www.kolejepomorskie.pl/utrudnienia i pod numerem infolinii 58 721 00 00. Przewoźnik zaleca pasażerom wcześniejsze zaplanowanie podróży.",
            ),
            Good(
                "preserve",
                "Uwaga, podróżni! W piątek, 14.11.2025, od 4:00 do 12:00 strajkują maszyniści, więc większość pociągów na trasie Gdynia – Kościerzyna prawdopodobnie zostanie w zajezdni. Od Gdyni Głównej do Żukowa pojadą za to autobusy zastępcze – co 30 minut. Bilet okresowy jest w nich ważny, a bilet jednorazowy na ten dzień zwrócisz bez potrąceń do 21 listopada. Co się dzieje na bieżąco, sprawdzisz na www.kolejepomorskie.pl/utrudnienia albo na infolinii: 58 721 00 00. Radzimy zaplanować podróż z wyprzedzeniem!",
            ),
            Good(
                "en",
                "Notice from Koleje Pomorskie: because of the train drivers' strike announced for Friday 14 November 2025, most trains on the Gdynia – Kościerzyna line will probably not leave the depot between 4:00 and 12:00. A rail replacement bus service will run every 30 minutes between Gdynia Główna and Żukowo. Season tickets remain valid on the buses, and single tickets bought for that day can be refunded in full until 21 November. Up-to-date information is published at www.kolejepomorskie.pl/utrudnienia and on the helpline, 58 721 00 00. We recommend that passengers plan their journeys in advance.",
            ),
        ],
        bad=[
            Slip(2, [("until 21 November", "until 12 November")], "date"),
            Slip(
                1,
                [("www.kolejepomorskie.pl/utrudnienia", "www.kolejepomorskie.pl/rozklad")],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "większość pociągów na linii Gdynia – Kościerzyna prawdopodobnie nie wyjedzie",
                        "większość pociągów na linii Gdynia – Kościerzyna nie wyjedzie",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-opony-zimowe",
        source="Od 1 grudnia 2025 r. – zgodnie z nowelizacją art. 66 ust. 1 pkt 5 ustawy Prawo o ruchu drogowym – w okresie od 1 grudnia do 1 marca samochody osobowe muszą być wyposażone w opony zimowe lub całoroczne z oznaczeniem 3PMSF. Opony oznaczone wyłącznie symbolem M+S nie będą uznawane. Minimalna głębokość bieżnika wynosi 4 mm. Za brak odpowiednich opon grozi mandat w wysokości 500 zł oraz zatrzymanie dowodu rejestracyjnego. Przepis nie dotyczy pojazdów zabytkowych. Kierowcom zaleca się wymianę opon, gdy średnia dobowa temperatura spadnie poniżej 7°C.",
        good=[
            Good(
                "preserve",
                "Od 1 grudnia 2025 r. obowiązuje znowelizowany art. 66 ust. 1 pkt 5 ustawy Prawo o ruchu drogowym. W myśl tego przepisu od 1 grudnia do 1 marca samochód osobowy musi mieć opony zimowe albo całoroczne z symbolem 3PMSF. Opony, które mają tylko oznaczenie M+S, nie wystarczą. Bieżnik musi mieć co najmniej 4 mm głębokości. Jeśli nie masz właściwych opon, grozi ci mandat 500 zł i zatrzymanie dowodu rejestracyjnego. Przepis nie obejmuje pojazdów zabytkowych. Opony najlepiej wymienić, gdy średnia temperatura w ciągu doby spadnie poniżej 7°C.",
            ),
            Good(
                "preserve",
                "Zgodnie ze znowelizowanym art. 66 ust. 1 pkt 5 ustawy Prawo o ruchu drogowym od dnia 01.12.2025 r. samochody osobowe w okresie od 1 grudnia do 1 marca podlegają obowiązkowi wyposażenia w opony zimowe lub całoroczne oznaczone symbolem 3PMSF. Opony posiadające wyłącznie oznaczenie M+S nie są uznawane za spełniające ten wymóg. Wymagana minimalna głębokość bieżnika wynosi 4 mm. Naruszenie przepisu zagrożone jest mandatem w kwocie 500 zł oraz zatrzymaniem dowodu rejestracyjnego. Obowiązek nie ma zastosowania do pojazdów zabytkowych. Zaleca się wymianę opon, gdy średnia dobowa temperatura obniży się poniżej 7°C.",
            ),
            Good(
                "en",
                "From 1 December 2025, under the amended Article 66(1)(5) of the Road Traffic Act, passenger cars must be fitted with winter or all-season tyres marked 3PMSF between 1 December and 1 March. Tyres marked only M+S, without the 3PMSF symbol, will not be accepted. The minimum tread depth is 4 mm. Driving without suitable tyres can result in a PLN 500 fine and the vehicle registration certificate being retained. The rule does not apply to historic vehicles. Drivers are advised to change their tyres once the average daily temperature drops below 7°C.",
            ),
        ],
        bad=[
            Slip(2, [("Article 66(1)(5)", "Article 66(1)(3)")], "legal_reference"),
            Slip(0, [("od 1 grudnia do 1 marca", "od 1 listopada do 1 marca")], "date"),
            Slip(1, [("Zaleca się wymianę opon", "Wymaga się wymiany opon")], "modality"),
        ],
    ),
    Case(
        key="pl-wycieczka-szkolna",
        source="Szanowni Rodzice, w dniach 12–14 maja 2025 r. klasy 6a i 6b wyjeżdżają na wycieczkę do Krakowa. Koszt wyjazdu wynosi 640 zł i obejmuje przejazd, dwa noclegi, wyżywienie oraz bilety wstępu. Wpłaty należy dokonać do 15 kwietnia na konto Rady Rodziców. Warunkiem udziału jest podpisana zgoda rodzica, którą trzeba oddać wychowawcy najpóźniej 10 kwietnia. Uczniowie nie mogą zabierać ze sobą e-papierosów ani napojów energetycznych. Telefony komórkowe można mieć przy sobie, ale w czasie zwiedzania powinny być wyciszone. Zbiórka 12 maja o 7:15 przed szkołą.",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, w dniach 12–14 maja 2025 r. uczniowie klas 6a i 6b pojadą na wycieczkę do Krakowa. Jej koszt to 640 zł – w tej kwocie mieszczą się przejazd, 2 noclegi, wyżywienie i bilety wstępu. Wpłaty należy dokonać na konto Rady Rodziców do 15 kwietnia. W wycieczce mogą wziąć udział wyłącznie uczniowie z podpisaną zgodą rodzica; zgodę trzeba przekazać wychowawcy najpóźniej 10 kwietnia. Zabrania się zabierania e-papierosów i napojów energetycznych. Uczniowie mogą mieć przy sobie telefony komórkowe, jednak podczas zwiedzania powinny one być wyciszone. Zbiórka: 12 maja, godz. 7:15, przed budynkiem szkoły.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice! Od 12 do 14 maja 2025 r. klasy 6a i 6b jadą do Krakowa. Wycieczka kosztuje 640 zł, a w cenie są przejazd, dwa noclegi, jedzenie i bilety wstępu. Pieniądze trzeba wpłacić na konto Rady Rodziców do 15 kwietnia. Dziecko pojedzie tylko wtedy, gdy ma podpisaną przez rodzica zgodę – trzeba ją oddać wychowawcy najpóźniej 10 kwietnia. E-papierosy i napoje energetyczne zostają w domu: nie wolno ich zabierać. Telefon można wziąć, ale przy zwiedzaniu powinien być wyciszony. Spotykamy się 12 maja o 7:15 przed szkołą.",
            ),
            Good(
                "en",
                "Dear Parents, from 12 to 14 May 2025 classes 6a and 6b are going on a trip to Kraków. The trip costs PLN 640, which covers transport, two nights' accommodation, meals and admission tickets. Payment must be made to the Parents' Council account by 15 April. Pupils can only take part with a signed parental consent form, which has to be handed to the form teacher by 10 April at the latest. Pupils may not bring e-cigarettes or energy drinks. Mobile phones are allowed, but they should be on silent during sightseeing. We meet in front of the school on 12 May at 7:15 a.m.",
            ),
        ],
        bad=[
            Slip(1, [("kosztuje 640 zł", "kosztuje 460 zł")], "number"),
            Slip(
                0,
                [
                    (
                        "Uczniowie mogą mieć przy sobie telefony komórkowe",
                        "Uczniowie nie mogą mieć przy sobie telefonów komórkowych",
                    )
                ],
                "negation",
            ),
            Bad(
                "en",
                "Szanowni Rodzice! W dniach 12–14 maja 2025 r. uczniowie klas 6a i 6b pojadą do Krakowa. Cena 640 zł obejmuje przejazd, dwa noclegi, wyżywienie i bilety wstępu. Wpłata na konto Rady Rodziców – do 15 kwietnia. Udział jest możliwy tylko z podpisaną zgodą rodzica, którą należy przekazać wychowawcy do 10 kwietnia. Zabrania się zabierania e-papierosów i napojów energetycznych. Telefony są dozwolone, ale podczas zwiedzania powinny być wyciszone. Zbiórka 12 maja o 7:15 przed szkołą.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-maraton-utrudnienia",
        source="W niedzielę 28 września 2025 r. odbędzie się 12. Maraton Wrocławski. Od 6:00 do 15:30 zamknięte dla ruchu będą m.in. ulice Legnicka i Grunwaldzka oraz most Milenijny. Mieszkańcy strefy zamkniętej mogą wyjechać z posesji tylko przed 7:30, a potem dopiero po przejściu ostatnich zawodników. Tramwaje linii 3, 10 i 33 pojadą objazdami. Parkowanie wzdłuż trasy jest zabronione od soboty od 22:00; pojazdy pozostawione na trasie zostaną odholowane na koszt właściciela. Organizatorzy szacują, że w biegu weźmie udział około 8 tysięcy osób.",
        good=[
            Good(
                "preserve",
                "Około 8 tysięcy biegaczy – tyle osób według szacunków organizatorów weźmie udział w 12. Maratonie Wrocławskim, który odbędzie się w niedzielę 28 września 2025 r. Między 6:00 a 15:30 zamknięte zostaną dla ruchu m.in. ulice Legnicka i Grunwaldzka oraz most Milenijny. Mieszkańcy strefy zamkniętej wyjadą ze swoich posesji wyłącznie przed 7:30 albo dopiero wtedy, gdy przebiegną ostatni zawodnicy. Tramwaje linii 3, 10 i 33 skierowane zostaną na objazdy. Od soboty, od godz. 22:00, wzdłuż trasy obowiązuje zakaz parkowania, a auta pozostawione na trasie zostaną odholowane na koszt właścicieli.",
            ),
            Good(
                "preserve",
                "12. Maraton Wrocławski: niedziela, 28.09.2025 r. Zamknięcia ulic (m.in. Legnickiej, Grunwaldzkiej i mostu Milenijnego) w godz. 6:00–15:30. Wyjazd z posesji w strefie zamkniętej możliwy wyłącznie przed 7:30 lub po przejściu ostatnich zawodników. Tramwaje 3, 10 i 33 kursują objazdami. Zakaz parkowania wzdłuż trasy od soboty od 22:00 – pojazdy pozostawione na trasie zostaną odholowane na koszt właściciela. Szacowana liczba uczestników: ok. 8 tys.",
            ),
            Good(
                "en",
                "The 12th Wrocław Marathon takes place on Sunday 28 September 2025. From 6 a.m. to 3:30 p.m. roads including Legnicka Street, Grunwaldzka Street and the Millennium Bridge will be closed to traffic. Residents of the closed zone can drive out of their properties only before 7:30 a.m., and after that not until the last runners have passed. Tram lines 3, 10 and 33 will be diverted. Parking along the route is prohibited from 10 p.m. on Saturday; vehicles left on the route will be towed away at the owner's expense. The organisers estimate that around 8,000 people will take part.",
            ),
        ],
        bad=[
            Slip(2, [("from 10 p.m. on Saturday", "from 10 p.m. on Friday")], "date"),
            Slip(
                0,
                [
                    (
                        "skierowane zostaną na objazdy.",
                        "skierowane zostaną na objazdy, a dodatkowo uruchomiona zostanie bezpłatna linia autobusowa M.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "wzdłuż trasy obowiązuje zakaz parkowania",
                        "wzdłuż trasy lepiej nie parkować",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-weterynarz-kastracja",
        source="Zalecenia po zabiegu kastracji kota. Przez pierwsze 12 godzin po zabiegu kot nie powinien dostawać jedzenia; wodę można podać po około 4 godzinach. Kołnierz ochronny należy nosić przez 10 dni, do czasu zdjęcia szwów. Lek przeciwbólowy Metacam podawaj raz dziennie przez 3 dni, w dawce wskazanej na recepcie. Nie wolno kąpać zwierzęcia do czasu zagojenia rany. Senność i brak apetytu w pierwszej dobie są prawdopodobnie skutkiem znieczulenia i zwykle mijają same. Jeśli rana krwawi lub kot wymiotuje, skontaktuj się z lecznicą: tel. 605 112 908 (całodobowo).",
        good=[
            Good(
                "preserve",
                "Opieka nad kotem po kastracji. W ciągu pierwszych 12 godzin po zabiegu kot nie powinien dostawać nic do jedzenia. Wodę możesz mu dać mniej więcej po 4 godzinach. Kot musi nosić kołnierz ochronny przez 10 dni, aż do zdjęcia szwów. Metacam, czyli lek przeciwbólowy, podawaj raz na dobę przez 3 dni, w dawce podanej na recepcie. Dopóki rana się nie zagoi, nie wolno kąpać zwierzęcia. Jeśli pierwszego dnia kot jest senny i nie chce jeść, to prawdopodobnie skutek znieczulenia – zwykle przechodzi to samo. Gdy rana krwawi albo kot wymiotuje, zadzwoń do lecznicy: 605 112 908 (czynne całą dobę).",
            ),
            Good(
                "preserve",
                "Zalecenia pozabiegowe – kastracja kota. Nie zaleca się podawania kotu pokarmu przez 12 godzin od zabiegu; wodę można podać po upływie ok. 4 godzin. Kołnierz ochronny należy stosować przez 10 dni, tj. do momentu zdjęcia szwów. Lek przeciwbólowy Metacam należy podawać raz dziennie przez 3 dni w dawce określonej na recepcie. Do czasu zagojenia rany kąpiel zwierzęcia jest zabroniona. Senność oraz brak apetytu w pierwszej dobie wynikają prawdopodobnie ze znieczulenia i z reguły ustępują samoistnie. W przypadku krwawienia z rany lub wymiotów należy skontaktować się z lecznicą pod całodobowym numerem 605 112 908.",
            ),
            Good(
                "en",
                "Aftercare following your cat's neutering. For the first 12 hours after surgery your cat should not be given any food; water can be offered after about 4 hours. The protective collar must stay on for 10 days, until the stitches are removed. Give the painkiller Metacam once a day for 3 days, at the dose shown on the prescription. Do not bathe your pet until the wound has healed. Drowsiness and loss of appetite during the first 24 hours are probably caused by the anaesthetic and usually pass on their own. If the wound bleeds or your cat vomits, contact the clinic on 605 112 908 (24 hours a day).",
            ),
        ],
        bad=[
            Slip(2, [("once a day for 3 days", "twice a day for 3 days")], "number"),
            Slip(
                1,
                [("wynikają prawdopodobnie ze znieczulenia", "wynikają ze znieczulenia")],
                "hedge",
            ),
            Slip(
                0,
                [("nie wolno kąpać zwierzęcia", "wolno kąpać zwierzę")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pit-termin",
        source="Przypominamy, że zeznanie roczne PIT-37 za 2024 r. należy złożyć do 30 kwietnia 2025 r. Najwygodniej zrobić to przez usługę Twój e-PIT na stronie podatki.gov.pl, gdzie zeznanie jest wstępnie wypełnione. Jeżeli podatnik nie zaakceptuje ani nie odrzuci zeznania, zostanie ono automatycznie złożone 30 kwietnia. Zgodnie z art. 27f ust. 1 ustawy o PIT rodzicom przysługuje ulga w wysokości 1112,04 zł na pierwsze dziecko, pod warunkiem że ich dochód nie przekroczył 112 000 zł. Zwrot nadpłaty przy zeznaniu złożonym elektronicznie następuje w ciągu 45 dni.",
        good=[
            Good(
                "preserve",
                "Pamiętaj: PIT-37 za 2024 r. musisz złożyć najpóźniej 30 kwietnia 2025 r. Najprościej zrobisz to w usłudze Twój e-PIT na podatki.gov.pl – zeznanie jest tam już wstępnie wypełnione. Jeśli go nie zaakceptujesz ani nie odrzucisz, 30 kwietnia zostanie złożone automatycznie. Rodzicom przysługuje ulga na pierwsze dziecko w wysokości 1112,04 zł, jeśli ich dochód nie był wyższy niż 112 000 zł – tak stanowi art. 27f ust. 1 ustawy o PIT. Gdy składasz zeznanie przez internet, nadpłatę dostaniesz w ciągu 45 dni.",
            ),
            Good(
                "preserve",
                "Uprzejmie przypominamy, że termin złożenia zeznania rocznego PIT-37 za rok 2024 upływa 30.04.2025 r. Najwygodniejszym sposobem jest skorzystanie z usługi Twój e-PIT dostępnej w serwisie podatki.gov.pl, w której zeznanie zostało wstępnie wypełnione. Jeżeli podatnik ani nie zaakceptuje, ani nie odrzuci zeznania, zostanie ono złożone automatycznie w dniu 30 kwietnia. Na podstawie art. 27f ust. 1 ustawy o podatku dochodowym od osób fizycznych rodzicom przysługuje ulga na pierwsze dziecko w kwocie 1112,04 zł, o ile ich dochód nie przekroczył 112 000 zł. Nadpłata z zeznania złożonego elektronicznie jest zwracana w terminie 45 dni.",
            ),
            Good(
                "en",
                "A reminder: your 2024 PIT-37 annual tax return must be filed by 30 April 2025. The easiest way is the Twój e-PIT service at podatki.gov.pl, where the return comes pre-filled. If the taxpayer neither accepts nor rejects it, the return will be filed automatically on 30 April. Under Article 27f(1) of the Personal Income Tax Act, parents are entitled to a relief of PLN 1,112.04 for their first child, provided their income did not exceed PLN 112,000. Overpaid tax on a return filed online is refunded within 45 days.",
            ),
        ],
        bad=[
            Slip(1, [("art. 27f ust. 1", "art. 27a ust. 1")], "legal_reference"),
            Slip(2, [("must be filed by 30 April 2025", "must be filed by 31 May 2025")], "date"),
            Slip(0, [("na podatki.gov.pl", "na e-podatki.gov.pl")], "url"),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkole",
        source="Rekrutacja do przedszkoli miejskich w Lublinie na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. o godz. 9:00 i potrwa do 17 marca. Wnioski składa się wyłącznie elektronicznie w systemie rekrutacyjnym; można wskazać maksymalnie 3 placówki. Dzieci, które już uczęszczają do przedszkola, nie biorą udziału w rekrutacji – rodzice muszą jedynie złożyć deklarację kontynuacji do 21 lutego. Pierwszeństwo mają dzieci z rodzin wielodzietnych oraz dzieci z orzeczeniem o niepełnosprawności. Listy zakwalifikowanych zostaną opublikowane 8 kwietnia. Opłata za każdą godzinę ponad 5 bezpłatnych godzin wynosi 1,30 zł.",
        good=[
            Good(
                "preserve",
                "Zapisy do miejskich przedszkoli w Lublinie na rok szkolny 2025/2026 ruszają 3 marca 2025 r. o 9:00 i trwają do 17 marca. Wniosek złożysz tylko przez internet, w systemie rekrutacyjnym. Możesz w nim wybrać najwyżej 3 przedszkola. Jeśli twoje dziecko już chodzi do przedszkola, nie bierze udziału w rekrutacji – musisz tylko złożyć deklarację kontynuacji do 21 lutego. Pierwszeństwo mają dzieci z rodzin wielodzietnych i dzieci z orzeczeniem o niepełnosprawności. Listy dzieci zakwalifikowanych poznasz 8 kwietnia. Za każdą godzinę powyżej 5 bezpłatnych godzin zapłacisz 1,30 zł.",
            ),
            Good(
                "preserve",
                "Postępowanie rekrutacyjne do przedszkoli miejskich w Lublinie na rok szkolny 2025/2026 prowadzone będzie od 03.03.2025 r., godz. 9:00, do 17 marca. Wnioski przyjmowane są wyłącznie w formie elektronicznej za pośrednictwem systemu rekrutacyjnego, a każdy wniosek może obejmować nie więcej niż 3 placówki. W rekrutacji nie uczestniczą dzieci kontynuujące edukację przedszkolną; ich rodzice mają obowiązek złożenia deklaracji kontynuacji w terminie do 21 lutego. Pierwszeństwo przysługuje dzieciom z rodzin wielodzietnych oraz dzieciom posiadającym orzeczenie o niepełnosprawności. Listy kandydatów zakwalifikowanych zostaną opublikowane 8 kwietnia. Każda godzina pobytu ponad 5 godzin bezpłatnych jest płatna 1,30 zł.",
            ),
            Good(
                "en",
                "Enrolment for Lublin's municipal kindergartens for the 2025/2026 school year opens on 3 March 2025 at 9:00 and closes on 17 March. Applications can be submitted only online, through the enrolment system, and you can list up to 3 kindergartens. Children who already attend a kindergarten do not go through enrolment; their parents simply have to submit a declaration of continuation by 21 February. Priority goes to children from large families and children with a disability certificate. Lists of accepted children will be published on 8 April. Each hour beyond the 5 free hours costs PLN 1.30.",
            ),
        ],
        bad=[
            Slip(2, [("by 21 February", "by 28 February")], "date"),
            Slip(1, [("mają obowiązek złożenia deklaracji", "mogą złożyć deklarację")], "modality"),
            Slip(
                0,
                [
                    (
                        "Pierwszeństwo mają dzieci z rodzin wielodzietnych",
                        "Pierwszeństwo mają dzieci z rodzin wielodzietnych, dzieci samotnych rodziców",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-walne-zgromadzenie-sm",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” zawiadamia, że Walne Zgromadzenie odbędzie się 24 czerwca 2025 r. o godz. 17:00 w świetlicy przy ul. Kwiatowej 8. Zgodnie z § 32 ust. 2 statutu projekty uchwał zostaną wyłożone do wglądu w biurze Spółdzielni od 3 czerwca. Członkowie mogą zgłaszać poprawki do projektów uchwał najpóźniej na 3 dni przed posiedzeniem. Członek może głosować przez pełnomocnika, ale jeden pełnomocnik nie może reprezentować więcej niż jednego członka. Porządek obrad obejmuje m.in. zatwierdzenie sprawozdania finansowego za 2024 r. oraz uchwałę w sprawie termomodernizacji budynku nr 5, której koszt szacuje się na ok. 2,4 mln zł.",
        good=[
            Good(
                "preserve",
                "Walne Zgromadzenie Spółdzielni Mieszkaniowej „Zacisze” odbędzie się 24 czerwca 2025 r. o 17:00 w świetlicy przy ul. Kwiatowej 8 – informuje Zarząd. Od 3 czerwca projekty uchwał można przejrzeć w biurze Spółdzielni, zgodnie z § 32 ust. 2 statutu. Poprawki do nich członkowie mogą zgłaszać najpóźniej 3 dni przed zebraniem. Można głosować przez pełnomocnika, przy czym każdy pełnomocnik może reprezentować tylko jednego członka. W porządku obrad są m.in. zatwierdzenie sprawozdania finansowego za 2024 r. i uchwała w sprawie termomodernizacji budynku nr 5, której koszt szacuje się na około 2,4 mln zł.",
            ),
            Good(
                "preserve",
                "Zarząd SM „Zacisze” informuje, iż Walne Zgromadzenie zostaje zwołane na dzień 24.06.2025 r., godz. 17:00; miejsce: świetlica, ul. Kwiatowa 8. Na podstawie § 32 ust. 2 statutu projekty uchwał będą udostępnione do wglądu w biurze Spółdzielni począwszy od 3 czerwca. Termin zgłaszania przez członków poprawek do projektów uchwał upływa na 3 dni przed posiedzeniem. Dopuszcza się głosowanie przez pełnomocnika; jeden pełnomocnik nie może jednak reprezentować więcej niż jednego członka. Porządek obrad obejmuje w szczególności zatwierdzenie sprawozdania finansowego za rok 2024 oraz podjęcie uchwały dotyczącej termomodernizacji budynku nr 5 o szacunkowym koszcie ok. 2,4 mln zł.",
            ),
            Good(
                "en",
                "The Board of the “Zacisze” Housing Cooperative gives notice that the General Meeting will be held on 24 June 2025 at 5 p.m. in the community room at ul. Kwiatowa 8. In accordance with § 32(2) of the Statute, draft resolutions will be available for inspection at the Cooperative's office from 3 June. Members may submit amendments to the draft resolutions no later than 3 days before the meeting. A member may vote by proxy, but a proxy may not represent more than one member. The agenda includes, among other items, approval of the 2024 financial statements and a resolution on the thermal upgrade of building no. 5, estimated to cost around PLN 2.4 million.",
            ),
        ],
        bad=[
            Slip(2, [("§ 32(2)", "§ 23(2)")], "legal_reference"),
            Slip(
                0,
                [("Można głosować przez pełnomocnika", "Nie można głosować przez pełnomocnika")],
                "negation",
            ),
            Slip(1, [("ok. 2,4 mln zł", "ok. 4,2 mln zł")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-sen-wysilek",
        source="W randomizowanym badaniu z udziałem 186 dorosłych z bezsennością sprawdzano, czy umiarkowany wysiłek fizyczny poprawia jakość snu. Uczestnicy z grupy interwencyjnej ćwiczyli 3 razy w tygodniu po 40 minut przez 12 tygodni. W porównaniu z grupą kontrolną średni czas zasypiania skrócił się o 14 minut, a wynik w skali PSQI poprawił się o 2,1 punktu. Efekt był prawdopodobnie silniejszy u osób powyżej 50. roku życia, choć ta analiza nie była wcześniej planowana. Wyniki są zgodne z metaanalizą Kredlow i wsp. (2015), ale wymagają potwierdzenia w większej próbie. Nie stwierdzono poważnych działań niepożądanych.",
        good=[
            Good(
                "preserve",
                "Naukowcy sprawdzili, czy umiarkowany wysiłek fizyczny pomaga lepiej spać. W badaniu z losowym przydziałem do grup wzięło udział 186 dorosłych cierpiących na bezsenność. Osoby z grupy ćwiczącej trenowały przez 12 tygodni, 3 razy w tygodniu po 40 minut. W porównaniu z grupą kontrolną zasypiały średnio o 14 minut szybciej, a ich wynik w skali PSQI był lepszy o 2,1 punktu. U osób powyżej 50. roku życia efekt był prawdopodobnie większy, ale tej analizy nie zaplanowano z góry. Wyniki zgadzają się z metaanalizą Kredlow i wsp. (2015), jednak trzeba je potwierdzić na większej grupie. Nie odnotowano poważnych działań niepożądanych.",
            ),
            Good(
                "preserve",
                "Cel: ocena wpływu umiarkowanej aktywności fizycznej na jakość snu. Metody: randomizowane badanie obejmujące 186 dorosłych z bezsennością; grupa interwencyjna wykonywała ćwiczenia 3 razy w tygodniu po 40 minut przez 12 tygodni. Wyniki: względem grupy kontrolnej średni czas zasypiania skrócił się o 14 minut, a wynik PSQI poprawił się o 2,1 punktu; u uczestników powyżej 50. roku życia efekt był prawdopodobnie silniejszy (analiza nieplanowana a priori). Nie stwierdzono poważnych działań niepożądanych. Wnioski: wyniki są spójne z metaanalizą Kredlow i wsp. (2015), lecz wymagają potwierdzenia w większej próbie.",
            ),
            Good(
                "en",
                "In a randomised trial of 186 adults with insomnia, researchers tested whether moderate exercise improves sleep quality. Participants in the intervention group exercised 3 times a week for 40 minutes over 12 weeks. Compared with the control group, mean time to fall asleep fell by 14 minutes and the PSQI score improved by 2.1 points. The effect was probably stronger in people over 50, although this analysis had not been planned in advance. The findings are consistent with the meta-analysis by Kredlow et al. (2015) but need to be confirmed in a larger sample. No serious adverse events were observed.",
            ),
        ],
        bad=[
            Slip(2, [("Kredlow et al. (2015)", "Kredlow et al. (2018)")], "citation"),
            Slip(0, [("efekt był prawdopodobnie większy", "efekt był wyraźnie większy")], "hedge"),
            Slip(1, [("obejmujące 186 dorosłych", "obejmujące 168 dorosłych")], "number"),
        ],
    ),
    Case(
        key="pl-krwiodawstwo",
        source="Krew może oddać osoba w wieku od 18 do 65 lat, ważąca co najmniej 50 kg. Przed donacją trzeba zjeść lekki posiłek i wypić około 1,5 litra płynów. Mężczyźni mogą oddawać krew pełną nie częściej niż 6 razy w roku, a kobiety – 4 razy, przy czym odstęp między donacjami musi wynosić co najmniej 8 tygodni. Po tatuażu lub piercingu obowiązuje 4-miesięczna przerwa. Osoby przyjmujące antybiotyki nie mogą oddawać krwi do 14 dni po zakończeniu leczenia. Dawca otrzymuje 8 czekolad oraz zwolnienie z pracy w dniu donacji. Rejestracja w RCKiK w Warszawie czynna jest od 7:00 do 15:00.",
        good=[
            Good(
                "preserve",
                "Krew możesz oddać, jeśli masz od 18 do 65 lat i ważysz co najmniej 50 kg. Przed oddaniem krwi musisz zjeść lekki posiłek i wypić mniej więcej 1,5 litra płynów. Mężczyźni mogą oddać krew pełną najwyżej 6 razy w roku, kobiety najwyżej 4 razy, a między kolejnymi donacjami musi minąć minimum 8 tygodni. Jeśli zrobiłeś tatuaż lub piercing, musisz odczekać 4 miesiące. Przyjmujesz antybiotyki? Krew możesz oddać dopiero po 14 dniach od końca leczenia. W zamian dostaniesz 8 czekolad i zwolnienie z pracy w dniu donacji. Rejestracja w RCKiK w Warszawie działa w godzinach 7:00–15:00.",
            ),
            Good(
                "preserve",
                "Dawcą krwi może zostać osoba w wieku 18–65 lat o masie ciała nie mniejszej niż 50 kg. Przed donacją wymagane jest spożycie lekkiego posiłku oraz wypicie ok. 1,5 l płynów. Krew pełną mężczyźni mogą oddawać maksymalnie 6 razy, a kobiety maksymalnie 4 razy w ciągu roku; minimalny odstęp między donacjami wynosi 8 tygodni. Po wykonaniu tatuażu lub piercingu obowiązuje karencja wynosząca 4 miesiące. Osoby leczone antybiotykami mogą oddać krew najwcześniej 14 dni po zakończeniu terapii. Dawcy przysługuje 8 czekolad i zwolnienie od pracy w dniu oddania krwi. Rejestracja RCKiK w Warszawie jest czynna w godz. 7:00–15:00.",
            ),
            Good(
                "en",
                "You can give blood if you are aged 18 to 65 and weigh at least 50 kg. Before donating you must eat a light meal and drink about 1.5 litres of fluids. Men may donate whole blood no more than 6 times a year and women no more than 4 times, and there must be at least 8 weeks between donations. After a tattoo or piercing there is a 4-month deferral. People taking antibiotics cannot give blood until 14 days after finishing treatment. Donors receive 8 bars of chocolate and time off work on the day of donation. Registration at the Regional Blood Centre (RCKiK) in Warsaw is open from 7:00 to 15:00.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "minimalny odstęp między donacjami wynosi 8 tygodni",
                        "minimalny odstęp między donacjami wynosi 6 tygodni",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "People taking antibiotics cannot give blood",
                        "People taking antibiotics can give blood",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "między kolejnymi donacjami musi minąć",
                        "między kolejnymi donacjami powinno minąć",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-hulajnogi-regulamin",
        source="Wypożyczenie hulajnogi elektrycznej w aplikacji Hopla kosztuje 3 zł za odblokowanie i 0,79 zł za każdą minutę jazdy. Z hulajnogi może korzystać wyłącznie jedna osoba, która ukończyła 18 lat. Hulajnogę należy zostawić w wyznaczonej strefie parkowania – w przeciwnym razie naliczymy opłatę 49 zł. Na chodniku wolno jechać tylko wtedy, gdy nie ma drogi dla rowerów, i z prędkością zbliżoną do prędkości pieszego. Zasięg w pełni naładowanej hulajnogi wynosi szacunkowo około 40 km, zależnie od temperatury i masy użytkownika. Promocję aktywujesz kodem `HOPLA25`, który daje 25% zniżki na pierwsze 3 przejazdy.",
        good=[
            Good(
                "preserve",
                "Jazda hulajnogą z aplikacji Hopla to 3 zł za odblokowanie plus 0,79 zł za każdą minutę. Na jednej hulajnodze może jechać tylko jedna osoba, która skończyła 18 lat. Po jeździe zostaw hulajnogę w wyznaczonej strefie parkowania – jeśli zaparkujesz gdzie indziej, doliczymy 49 zł. Po chodniku możesz jechać tylko wtedy, gdy nie ma drogi dla rowerów, i to z prędkością zbliżoną do tempa pieszego. Na pełnej baterii przejedziesz szacunkowo około 40 km – zależy to od temperatury i twojej wagi. Wpisz kod `HOPLA25`, a dostaniesz 25% zniżki na pierwsze 3 przejazdy.",
            ),
            Good(
                "preserve",
                "Opłata za wypożyczenie hulajnogi elektrycznej za pośrednictwem aplikacji Hopla wynosi 3 zł za odblokowanie oraz 0,79 zł za każdą minutę jazdy. Z hulajnogi może korzystać tylko jedna osoba, która ukończyła 18 lat. Pojazd należy pozostawić w wyznaczonej strefie parkowania; pozostawienie go poza strefą skutkuje opłatą w wysokości 49 zł. Jazda po chodniku jest dopuszczalna wyłącznie w razie braku drogi dla rowerów, z prędkością zbliżoną do prędkości pieszego. Szacunkowy zasięg w pełni naładowanej hulajnogi wynosi ok. 40 km i zależy od temperatury oraz masy użytkownika. Kod promocyjny `HOPLA25` uprawnia do 25% rabatu na pierwsze 3 przejazdy.",
            ),
            Good(
                "en",
                "Renting an e-scooter in the Hopla app costs PLN 3 to unlock plus PLN 0.79 per minute of riding. Each scooter may be used by only one person, who must be 18 or over. You must leave the scooter in a designated parking zone; otherwise we will charge a PLN 49 fee. You may ride on the pavement only where there is no cycle path, and at a speed close to walking pace. A fully charged scooter has an estimated range of about 40 km, depending on temperature and the rider's weight. Activate the promotion with the code `HOPLA25` to get 25% off your first 3 rides.",
            ),
        ],
        bad=[
            Slip(2, [("`HOPLA25`", "`HOPLA-25`")], "code"),
            Slip(1, [("Pojazd należy pozostawić", "Pojazd warto pozostawić")], "modality"),
            Slip(0, [("przejedziesz szacunkowo około 40 km", "przejedziesz 40 km")], "hedge"),
        ],
    ),
    Case(
        key="pl-naruszenie-danych",
        source="Szanowni Klienci, 9 stycznia 2025 r. wykryliśmy nieuprawniony dostęp do bazy danych sklepu internetowego Zielnik.pl. Z naszych ustaleń wynika, że wyciekły prawdopodobnie imiona, nazwiska, adresy e-mail i numery telefonów około 12 tysięcy klientów. Dane kart płatniczych nie były przechowywane w bazie, więc nie zostały ujawnione. Zgodnie z art. 33 RODO zgłosiliśmy naruszenie Prezesowi UODO w ciągu 72 godzin. Zalecamy zmianę hasła i zachowanie ostrożności wobec wiadomości podszywających się pod nasz sklep. Pytania prosimy kierować na adres bezpieczenstwo@zielnik.pl.",
        good=[
            Good(
                "preserve",
                "Drodzy Klienci, 9 stycznia 2025 r. zauważyliśmy, że ktoś bez uprawnień dostał się do bazy danych naszego sklepu internetowego Zielnik.pl. Prawdopodobnie wyciekły imiona, nazwiska, adresy e-mail i numery telefonów mniej więcej 12 tysięcy klientów. Danych kart płatniczych nie trzymaliśmy w tej bazie, dlatego nie wyciekły. Naruszenie zgłosiliśmy Prezesowi UODO w ciągu 72 godzin, zgodnie z art. 33 RODO. Radzimy zmienić hasło i uważać na wiadomości, które podszywają się pod nasz sklep. Jeśli masz pytania, napisz na bezpieczenstwo@zielnik.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że w dniu 09.01.2025 r. stwierdzono nieuprawniony dostęp do bazy danych sklepu internetowego Zielnik.pl. Według naszych ustaleń ujawnione zostały prawdopodobnie dane ok. 12 tys. klientów: imiona, nazwiska, adresy e-mail oraz numery telefonów. Baza nie zawierała danych kart płatniczych, w związku z czym dane te nie zostały ujawnione. Naruszenie zostało zgłoszone Prezesowi UODO w terminie 72 godzin, zgodnie z art. 33 RODO. Zalecamy zmianę hasła oraz ostrożność w przypadku wiadomości podszywających się pod nasz sklep. Pytania prosimy przesyłać na adres: bezpieczenstwo@zielnik.pl.",
            ),
            Good(
                "en",
                "Dear Customers, on 9 January 2025 we detected unauthorised access to the database of the Zielnik.pl online shop. According to our findings, the first names, surnames, email addresses and phone numbers of about 12,000 customers were probably leaked. Payment card details were not stored in the database, so they were not exposed. In accordance with Article 33 of the GDPR, we reported the breach to the President of the Personal Data Protection Office (UODO) within 72 hours. We recommend changing your password and being careful with messages impersonating our shop. Please send any questions to bezpieczenstwo@zielnik.pl.",
            ),
        ],
        bad=[
            Slip(2, [("bezpieczenstwo@zielnik.pl", "bezpieczenstwo@zielnik.com")], "url"),
            Slip(1, [("art. 33 RODO", "art. 34 RODO")], "legal_reference"),
            Slip(0, [("Prawdopodobnie wyciekły", "Wyciekły")], "hedge"),
        ],
    ),
    Case(
        key="pl-pszok-zasady",
        source=(
            "## PSZOK przy ul. Ekologicznej 4 – zasady\n"
            "\n"
            "**Godziny otwarcia:**\n"
            "- wtorek–piątek: 10:00–18:00\n"
            "- sobota: 8:00–14:00\n"
            "- niedziela i poniedziałek: nieczynne\n"
            "\n"
            "Mieszkańcy gminy mogą oddać bezpłatnie do 200 kg odpadów budowlanych rocznie na gospodarstwo domowe. "
            "Przy wjeździe trzeba okazać dowód osobisty lub potwierdzenie złożenia deklaracji śmieciowej. "
            "Punkt nie przyjmuje odpadów od firm ani azbestu. "
            "Opony przyjmujemy wyłącznie z samochodów osobowych, maksymalnie 4 sztuki. "
            "Od 1 kwietnia 2025 r. w czwartki punkt będzie czynny dłużej, do 20:00."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## PSZOK, ul. Ekologiczna 4 – co trzeba wiedzieć\n"
                    "\n"
                    "**Kiedy jesteśmy otwarci:**\n"
                    "- od wtorku do piątku: 10:00–18:00\n"
                    "- w soboty: 8:00–14:00\n"
                    "- w niedziele i poniedziałki: zamknięte\n"
                    "\n"
                    "Jeśli mieszkasz w gminie, możesz za darmo oddać do 200 kg odpadów budowlanych na rok na jedno gospodarstwo domowe. "
                    "Przy wjeździe pokaż dowód osobisty albo potwierdzenie złożenia deklaracji śmieciowej. "
                    "Nie przyjmujemy azbestu ani odpadów od firm. "
                    "Opony bierzemy tylko z samochodów osobowych – najwyżej 4 sztuki. "
                    "Od 1 kwietnia 2025 r. w czwartki będziemy czynni dłużej, do 20:00."
                ),
            ),
            Good(
                "preserve",
                (
                    "## Punkt Selektywnej Zbiórki Odpadów Komunalnych, ul. Ekologiczna 4\n"
                    "\n"
                    "**Godziny pracy:**\n"
                    "- wt.–pt.: 10:00–18:00\n"
                    "- sob.: 8:00–14:00\n"
                    "- nd., pon.: punkt nieczynny\n"
                    "\n"
                    "Mieszkańcom gminy przysługuje bezpłatne przekazanie maksymalnie 200 kg odpadów budowlanych rocznie na jedno gospodarstwo domowe. "
                    "Warunkiem wjazdu jest okazanie dowodu osobistego bądź potwierdzenia złożenia deklaracji śmieciowej. "
                    "Odpady pochodzące od przedsiębiorców oraz azbest nie są przyjmowane. "
                    "Opony przyjmowane są wyłącznie z samochodów osobowych, w liczbie nie większej niż 4 sztuki. "
                    "Od dnia 01.04.2025 r. w czwartki punkt będzie czynny do godz. 20:00."
                ),
            ),
            Good(
                "en",
                (
                    "## Ekologiczna 4 recycling centre (PSZOK) – rules\n"
                    "\n"
                    "**Opening hours:**\n"
                    "- Tuesday–Friday: 10:00–18:00\n"
                    "- Saturday: 8:00–14:00\n"
                    "- Sunday and Monday: closed\n"
                    "\n"
                    "Residents of the municipality can drop off up to 200 kg of construction waste per household per year free of charge. "
                    "On arrival you have to show your ID card or proof that you have filed your waste declaration. "
                    "The centre does not accept waste from businesses or asbestos. "
                    "Tyres are accepted only from passenger cars, 4 at most. "
                    "From 1 April 2025 the centre will stay open longer on Thursdays, until 20:00."
                ),
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "**Opening hours:**\n"
                        "- Tuesday–Friday: 10:00–18:00\n"
                        "- Saturday: 8:00–14:00\n"
                        "- Sunday and Monday: closed",
                        "Opening hours: Tuesday–Friday 10:00–18:00, Saturday 8:00–14:00, Sunday and Monday closed.",
                    ),
                    ("## Ekologiczna 4", "Ekologiczna 4"),
                ],
                "markdown",
            ),
            Slip(1, [("01.04.2025", "01.04.2026")], "date"),
            Slip(0, [("możesz za darmo oddać", "nie możesz za darmo oddać")], "negation"),
        ],
    ),
    Case(
        key="pl-grant-raportowanie",
        source="Kierownik projektu finansowanego w ramach konkursu OPUS 27 ma obowiązek złożyć raport roczny w systemie OSF do 31 stycznia każdego roku, a raport końcowy – w ciągu 90 dni od zakończenia projektu. W raporcie należy podać numer umowy w formacie `UMO-2024/53/B/NZ7/01234` oraz wykaz publikacji, np. Nowak i Wiśniewska (2024). Każda publikacja musi zawierać podziękowanie dla Narodowego Centrum Nauki. Przesunięcia między kategoriami kosztów do 10% nie wymagają zgody NCN. Niewykorzystane środki w kwocie powyżej 5000 zł trzeba zwrócić.",
        good=[
            Good(
                "preserve",
                "Jeśli kierujesz projektem z konkursu OPUS 27, musisz co roku do 31 stycznia złożyć w systemie OSF raport roczny. Raport końcowy trzeba złożyć w ciągu 90 dni od zakończenia projektu. W raporcie podaj numer umowy w formacie `UMO-2024/53/B/NZ7/01234` i listę publikacji, np. Nowak i Wiśniewska (2024). W każdej publikacji musi się znaleźć podziękowanie dla Narodowego Centrum Nauki. Jeśli przesuwasz między kategoriami kosztów nie więcej niż 10%, nie potrzebujesz zgody NCN. Niewykorzystane pieniądze trzeba oddać, jeśli to kwota powyżej 5000 zł.",
            ),
            Good(
                "preserve",
                "Na kierowniku projektu realizowanego w ramach konkursu OPUS 27 spoczywa obowiązek złożenia w systemie OSF raportu rocznego w terminie do 31 stycznia każdego roku oraz raportu końcowego w terminie 90 dni od dnia zakończenia projektu. Raport musi zawierać numer umowy w formacie `UMO-2024/53/B/NZ7/01234` oraz wykaz publikacji (np. Nowak i Wiśniewska, 2024). W każdej publikacji należy zamieścić podziękowanie dla Narodowego Centrum Nauki. Przesunięcia środków między kategoriami kosztów nieprzekraczające 10% nie wymagają zgody NCN. Niewykorzystane środki w kwocie przekraczającej 5000 zł podlegają obowiązkowemu zwrotowi.",
            ),
            Good(
                "en",
                "The principal investigator of a project funded under the OPUS 27 call must submit an annual report in the OSF system by 31 January each year, and a final report within 90 days of the end of the project. The report must include the contract number in the format `UMO-2024/53/B/NZ7/01234` and a list of publications, e.g. Nowak and Wiśniewska (2024). Every publication must acknowledge the National Science Centre (NCN). Transfers of up to 10% between cost categories do not require NCN's approval. Unspent funds above PLN 5,000 have to be returned.",
            ),
        ],
        bad=[
            Slip(1, [("Nowak i Wiśniewska, 2024", "Nowak i Wiśniewska, 2023")], "citation"),
            Slip(
                2,
                [("`UMO-2024/53/B/NZ7/01234`", "`UMO-2024/35/B/NZ7/01234`")],
                "code",
            ),
            Slip(
                0,
                [
                    (
                        "Raport końcowy trzeba złożyć w ciągu 90 dni od zakończenia projektu.",
                        "Raport końcowy trzeba złożyć w ciągu 90 dni od zakończenia projektu, razem z opinią dziekana.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ogrod-spoleczny",
        source="Ogród społeczny „Zielona Przystań” na Pradze-Północ udostępnia mieszkańcom 24 grządki o powierzchni 6 m² każda. Roczna opłata wynosi 120 zł i pokrywa koszt wody oraz narzędzi. Grządkę trzeba uprawiać przez cały sezon; jeśli przez ponad 4 tygodnie nikt się nią nie zajmuje, koordynator może przekazać ją osobie z listy rezerwowej. Na terenie ogrodu nie stosujemy chemicznych środków ochrony roślin. Zbiory z grządki należą do jej opiekuna, ale zachęcamy do dzielenia się nadwyżkami. Szacujemy, że lista oczekujących liczy w tym roku około 40 osób. Zapisy: ogrod@zielonaprzystan.org.",
        good=[
            Good(
                "preserve",
                "W ogrodzie społecznym „Zielona Przystań” na Pradze-Północ czekają na mieszkańców 24 grządki, każda o powierzchni 6 m². Za grządkę płacisz 120 zł rocznie – w tej kwocie jest woda i narzędzia. Grządką trzeba się zajmować przez cały sezon. Jeśli nikt o nią nie dba dłużej niż 4 tygodnie, koordynator może oddać ją komuś z listy rezerwowej. W ogrodzie nie używamy chemicznych środków ochrony roślin. To, co wyhodujesz, należy do ciebie, ale zachęcamy, żeby dzielić się nadwyżkami. Szacujemy, że w tym roku na liście oczekujących jest mniej więcej 40 osób. Zapisy przyjmujemy pod adresem ogrod@zielonaprzystan.org.",
            ),
            Good(
                "preserve",
                "Na Pradze-Północ działa ogród społeczny „Zielona Przystań”, który oddaje mieszkańcom do dyspozycji 24 grządki po 6 m². Roczna opłata to 120 zł; w tej kwocie mieści się woda i narzędzia. Opiekun musi uprawiać grządkę przez cały sezon – jeśli przez ponad 4 tygodnie nikt się nią nie zajmuje, koordynator może ją przekazać komuś z listy rezerwowej. Chemiczne środki ochrony roślin nie są w ogrodzie stosowane. Plony należą do opiekuna grządki, choć organizatorzy zachęcają do dzielenia się nadwyżkami. Według szacunków na liście oczekujących jest w tym roku ok. 40 osób. Zgłoszenia: ogrod@zielonaprzystan.org.",
            ),
            Good(
                "en",
                "The “Zielona Przystań” community garden in Praga-Północ offers residents 24 beds of 6 m² each. The annual fee is PLN 120 and covers water and tools. You have to tend your bed throughout the season; if nobody looks after it for more than 4 weeks, the coordinator may give it to someone on the reserve list. No chemical pesticides are used in the garden. The harvest belongs to the bed's keeper, but we encourage sharing any surplus. We estimate that around 40 people are on this year's waiting list. Sign up at ogrod@zielonaprzystan.org.",
            ),
        ],
        bad=[
            Slip(2, [("The annual fee is PLN 120", "The annual fee is PLN 150")], "number"),
            Slip(
                0,
                [("Grządką trzeba się zajmować", "Grządką warto się zajmować")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Według szacunków na liście oczekujących jest w tym roku ok. 40 osób.",
                        "Na liście oczekujących jest w tym roku 40 osób.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 104: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-probny-egzamin-teoretyczny-szkola-jazdy",
        source="Próbny egzamin teoretyczny w naszej szkole jazdy odbywa się w każdą sobotę o 10:00 w sali nr 3 przy ul. Lipowej 14. Test składa się z 32 pytań, a na udzielenie wszystkich odpowiedzi masz 25 minut. Aby zaliczyć, musisz zdobyć co najmniej 68 z 74 możliwych punktów — tak samo jak na egzaminie państwowym w WORD. Wynik próbnego egzaminu nie jest przekazywany do ośrodka egzaminacyjnego i nie wpływa na termin Twojego egzaminu państwowego. Kursanci powinni zabrać ze sobą profil kandydata na kierowcę (PKK) lub jego numer. Udział jest bezpłatny dla osób w trakcie kursu, pozostali płacą 40 zł. Telefonów nie wolno używać w trakcie testu.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na próbny egzamin teoretyczny! Spotykamy się w każdą sobotę o 10:00 w sali nr 3 przy ul. Lipowej 14.\n\n"
                "- Test ma 32 pytania, a na odpowiedzi masz 25 minut.\n"
                "- Żeby zaliczyć, musisz zdobyć co najmniej 68 z 74 punktów – tyle samo, ile wymaga egzamin państwowy w WORD.\n"
                "- Kursanci powinni mieć przy sobie profil kandydata na kierowcę (PKK) albo jego numer.\n"
                "- Podczas testu nie wolno korzystać z telefonu.\n\n"
                "Twój wynik nie trafia do ośrodka egzaminacyjnego i nie ma wpływu na termin egzaminu państwowego. Jeśli jesteś w trakcie kursu, nic nie płacisz; pozostałe osoby płacą 40 zł.",
            ),
            Good(
                "preserve",
                "Szkoła jazdy organizuje próbny egzamin teoretyczny co sobotę o godz. 10:00 (sala nr 3, ul. Lipowa 14). Uczestnik odpowiada na 32 pytania w ciągu 25 minut; warunkiem zaliczenia jest uzyskanie minimum 68 punktów na 74 możliwe, czyli progu identycznego jak w egzaminie państwowym przeprowadzanym w WORD. W trakcie testu korzystanie z telefonów jest zabronione. Kursanci powinni przynieść ze sobą profil kandydata na kierowcę (PKK) lub jego numer. Udział jest nieodpłatny dla osób odbywających kurs, a dla pozostałych kosztuje 40 zł. Wynik nie jest przesyłany do ośrodka egzaminacyjnego ani nie ma wpływu na termin egzaminu państwowego.",
            ),
            Good(
                "en",
                "Our driving school runs a mock theory exam every Saturday at 10:00 in room 3 at ul. Lipowa 14. The test has 32 questions and you have 25 minutes to answer them all. To pass, you must score at least 68 out of 74 possible points, the same threshold as in the state exam at WORD. Your mock result is not sent to the examination centre and does not affect the date of your state exam. Students should bring their candidate driver profile (PKK) or its number. Taking part is free for people currently on the course; everyone else pays PLN 40. Phones may not be used during the test.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Podczas testu nie wolno korzystać z telefonu.",
                        "Podczas testu wolno korzystać z telefonu.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("minimum 68 punktów", "minimum 64 punktów")], "number"),
            Slip(2, [("Students should bring", "Students must bring")], "modality"),
        ],
    ),
    Case(
        key="pl-ostrzezenie-imgw-obciazenie-sniegiem-dachow",
        source="Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie drugiego stopnia przed intensywnymi opadami śniegu dla powiatów nowotarskiego i tatrzańskiego, obowiązujące od czwartku 18:00 do soboty 12:00. Prognozowany przyrost pokrywy śnieżnej wynosi od 25 do 40 cm, a lokalnie prawdopodobnie do 50 cm. Mokry śnieg może ważyć nawet 400 kg na metr sześcienny, dlatego obciążenie dachów płaskich i hal o dużej rozpiętości może przekroczyć wartości projektowe. Zarządcy budynków wielkopowierzchniowych muszą zapewnić odśnieżanie dachu, gdy grubość warstwy przekroczy 30 cm. Nie wchodź na dach bez zabezpieczenia linowego. Trzeszczenie konstrukcji lub ugięcie stropu powinno być sygnałem do natychmiastowej ewakuacji.",
        good=[
            Good(
                "preserve",
                "Ostrzeżenie IMGW drugiego stopnia: intensywne opady śniegu w powiatach nowotarskim i tatrzańskim, od czwartku godz. 18:00 do soboty godz. 12:00. Pokrywa śnieżna ma przyrosnąć o 25–40 cm, a miejscami prawdopodobnie nawet o 50 cm. Ponieważ mokry śnieg może ważyć do 400 kg/m³, obciążenie płaskich dachów i hal o dużej rozpiętości może przekroczyć wartości projektowe. Zarządcy obiektów wielkopowierzchniowych mają obowiązek zapewnić odśnieżanie dachu, gdy warstwa śniegu przekroczy 30 cm. Na dach nie wchodź bez zabezpieczenia linowego. Jeśli konstrukcja trzeszczy albo strop się ugina, powinno to być dla Ciebie sygnałem do natychmiastowej ewakuacji.",
            ),
            Good(
                "preserve",
                "Uwaga, zarządcy budynków wielkopowierzchniowych! Od czwartku od 18:00 do soboty do 12:00 w powiatach nowotarskim i tatrzańskim obowiązuje ostrzeżenie IMGW drugiego stopnia przed intensywnymi opadami śniegu. Spodziewany przyrost pokrywy to 25–40 cm, lokalnie prawdopodobnie do 50 cm. Metr sześcienny mokrego śniegu może ważyć nawet 400 kg, więc na płaskich dachach i halach o dużej rozpiętości obciążenie może przekroczyć wartości przyjęte w projekcie. Gdy warstwa przekroczy 30 cm, musicie zapewnić odśnieżenie dachu – ale nikomu nie wolno wchodzić na dach bez zabezpieczenia linowego. Trzeszczenie konstrukcji lub ugięcie stropu powinno być sygnałem do natychmiastowej ewakuacji.",
            ),
            Good(
                "en",
                "The Institute of Meteorology and Water Management (IMGW) has issued a level-2 warning for heavy snowfall in the Nowy Targ and Tatra counties, in force from Thursday 18:00 until Saturday 12:00. Snow cover is forecast to grow by 25 to 40 cm, and locally probably by up to 50 cm. Wet snow can weigh as much as 400 kg per cubic metre, so the load on flat roofs and wide-span halls may exceed design values. Managers of large-area buildings must arrange for the roof to be cleared once the snow layer exceeds 30 cm. Do not go onto a roof without a safety rope. Creaking of the structure or a sagging ceiling should be a signal to evacuate immediately.",
            ),
        ],
        bad=[
            Slip(
                0, [("miejscami prawdopodobnie nawet o 50 cm", "miejscami nawet o 50 cm")], "hedge"
            ),
            Slip(1, [("Gdy warstwa przekroczy 30 cm", "Gdy warstwa przekroczy 50 cm")], "number"),
            Slip(
                2,
                [
                    (
                        "Managers of large-area buildings must arrange",
                        "Managers of large-area buildings should arrange",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-edytor-map-api-zestawy-zmian",
        source=(
            "## Pobieranie zestawów zmian przez API\n\n"
            "Edytor udostępnia endpoint `GET /api/0.6/changesets`, który zwraca listę zestawów zmian w formacie XML. Domyślnie odpowiedź obejmuje 100 najnowszych zestawów, ale liczbę tę możesz zmienić parametrem `limit` (maksymalnie 500).\n\n"
            "- Żądania wysyłane bez tokenu OAuth 2.0 są ograniczone do 60 na minutę.\n"
            "- Parametr `bbox` przyjmuje cztery liczby w kolejności `min_lon,min_lat,max_lon,max_lat`.\n"
            "- Zestawy zamknięte ponad 90 dni temu nie są zwracane, jeśli nie podasz parametru `closed_after`.\n\n"
            "Pełny opis parametrów znajdziesz w [dokumentacji API](https://wiki.mapedytor.org/API_v0.6). W wersji 0.6 endpoint nie obsługuje jeszcze formatu JSON."
        ),
        good=[
            Good(
                "preserve",
                "## Pobieranie zestawów zmian przez API\n\n"
                "Listę zestawów zmian (w formacie XML) zwraca endpoint `GET /api/0.6/changesets`. Bez dodatkowych parametrów dostajesz 100 najnowszych zestawów; parametrem `limit` możesz tę liczbę zmienić, najwyżej do 500.\n\n"
                "Kilka rzeczy, o których warto pamiętać:\n\n"
                "- bez tokenu OAuth 2.0 możesz wysłać maksymalnie 60 żądań na minutę;\n"
                "- `bbox` to cztery liczby w kolejności `min_lon,min_lat,max_lon,max_lat`;\n"
                "- jeśli nie podasz `closed_after`, nie dostaniesz zestawów zamkniętych ponad 90 dni temu.\n\n"
                "W wersji 0.6 ten endpoint nie obsługuje jeszcze JSON-a. Wszystkie parametry są opisane w [dokumentacji API](https://wiki.mapedytor.org/API_v0.6).",
            ),
            Good(
                "preserve",
                "## Pobieranie zestawów zmian przez API\n\n"
                "Endpoint `GET /api/0.6/changesets` zwraca listę zestawów zmian w formacie XML (w wersji 0.6 format JSON nie jest jeszcze obsługiwany). Domyślny rozmiar odpowiedzi to 100 najnowszych zestawów; można go zmienić parametrem `limit`, przy czym wartość maksymalna wynosi 500.\n\n"
                "- Limit dla żądań bez tokenu OAuth 2.0: 60 na minutę.\n"
                "- `bbox`: cztery liczby w kolejności `min_lon,min_lat,max_lon,max_lat`.\n"
                "- Bez parametru `closed_after` zestawy zamknięte ponad 90 dni temu nie są zwracane.\n\n"
                "Szczegółowy opis wszystkich parametrów zawiera [dokumentacja API](https://wiki.mapedytor.org/API_v0.6).",
            ),
            Good(
                "en",
                "## Fetching changesets through the API\n\n"
                "The editor exposes the `GET /api/0.6/changesets` endpoint, which returns a list of changesets in XML. By default the response includes the 100 most recent changesets, but you can change that number with the `limit` parameter (up to 500).\n\n"
                "- Requests sent without an OAuth 2.0 token are limited to 60 per minute.\n"
                "- The `bbox` parameter takes four numbers in the order `min_lon,min_lat,max_lon,max_lat`.\n"
                "- Changesets closed more than 90 days ago are not returned unless you pass the `closed_after` parameter.\n\n"
                "See the [API documentation](https://wiki.mapedytor.org/API_v0.6) for a full description of the parameters. In version 0.6 the endpoint does not support JSON yet.",
            ),
        ],
        bad=[
            Slip(
                0, [("jeśli nie podasz `closed_after`", "jeśli nie podasz `closed_since`")], "code"
            ),
            Slip(
                1,
                [("https://wiki.mapedytor.org/API_v0.6", "https://wiki.mapedytor.pl/API_v0.6")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "## Fetching changesets through the API\n\n",
                        "Fetching changesets through the API\n\n",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-paszport-konia-wniosek-zwiazek-hodowcow",
        source="Zgodnie z rozporządzeniem wykonawczym Komisji (UE) 2021/963 każdy koniowaty musi mieć dokument identyfikacyjny, potocznie nazywany paszportem. Wniosek o wydanie paszportu dla źrebięcia składa się do związku hodowców (np. PZHK) najpóźniej do 31 grudnia roku urodzenia. Przed wydaniem dokumentu lekarz weterynarii wszczepia transponder i sporządza opis graficzny konia. Paszportu nie wydaje się zwierzęciu starszemu niż 12 miesięcy bez adnotacji o wyłączeniu z łańcucha żywnościowego. Po otrzymaniu dokumentu posiadacz ma 30 dni na zgłoszenie konia do rejestru ARiMR. Koń nie może być przemieszczany bez paszportu, nawet na krótkie odległości.",
        good=[
            Good(
                "preserve",
                "Jak zarejestrować konia – krok po kroku:\n\n"
                "1. Do 31 grudnia roku, w którym źrebię się urodziło, złóż wniosek o paszport w związku hodowców (np. w PZHK).\n"
                "2. Lekarz weterynarii wszczepi transponder i sporządzi opis graficzny konia – dopiero potem dokument zostanie wydany.\n"
                "3. Gdy otrzymasz paszport, w ciągu 30 dni zgłoś konia do rejestru ARiMR.\n\n"
                "Pamiętaj: zgodnie z rozporządzeniem wykonawczym Komisji (UE) 2021/963 każdy koniowaty musi mieć dokument identyfikacyjny (tzw. paszport). Zwierzę starsze niż 12 miesięcy dostanie paszport wyłącznie z adnotacją o wyłączeniu z łańcucha żywnościowego. Bez paszportu konia nie wolno przemieszczać, nawet na krótkie odległości.",
            ),
            Good(
                "preserve",
                "Rozporządzenie wykonawcze Komisji (UE) 2021/963 nakłada na każdego koniowatego obowiązek posiadania dokumentu identyfikacyjnego, zwanego potocznie paszportem. W przypadku źrebięcia wniosek składa się w związku hodowców, np. w PZHK, nie później niż 31 grudnia roku urodzenia. Wydanie paszportu poprzedza wszczepienie transpondera i sporządzenie opisu graficznego przez lekarza weterynarii. Zwierzęciu starszemu niż 12 miesięcy paszport wydaje się tylko z adnotacją o wyłączeniu z łańcucha żywnościowego. Zgłoszenia do rejestru ARiMR posiadacz dokonuje w ciągu trzydziestu dni od otrzymania paszportu. Przemieszczanie konia bez paszportu jest niedozwolone, również na krótkich dystansach.",
            ),
            Good(
                "en",
                "Under Commission Implementing Regulation (EU) 2021/963, every equine must have an identification document, commonly called a passport. For a foal, the passport application is submitted to a breeders' association (e.g. PZHK) by 31 December of the year of birth at the latest. Before the document is issued, a veterinarian implants a transponder and prepares a graphic description of the horse. A passport is not issued to an animal older than 12 months without an annotation excluding it from the food chain. Once the document arrives, the keeper has 30 days to register the horse with ARiMR. A horse may not be moved without a passport, even over short distances.",
            ),
        ],
        bad=[
            Slip(0, [("(UE) 2021/963", "(UE) 2016/963")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "nie później niż 31 grudnia roku urodzenia",
                        "nie później niż 30 czerwca roku urodzenia",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("A passport is not issued to an animal", "A passport is issued to an animal")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-noc-muzeow-bilety-czasowe-skarbiec",
        source="Europejska Noc Muzeów w naszym muzeum odbędzie się w sobotę 17 maja 2025 r. w godzinach 19:00–1:00; ostatnie wejście o 0:30. Wstęp jest bezpłatny, ale na zwiedzanie skarbca obowiązują bezpłatne bilety czasowe, które można zarezerwować od 5 maja na stronie bilety.muzeum-miejskie.pl. Jedna osoba może zarezerwować maksymalnie 4 bilety. Grupy wchodzą co 20 minut, po 25 osób. Niewykorzystane rezerwacje przepadają 10 minut po wyznaczonej godzinie wejścia. Pozostałe wystawy zwiedzasz bez rezerwacji. Szatnia będzie czynna, ale z powodu przewidywanych kolejek zalecamy przyjście bez dużych toreb i plecaków.",
        good=[
            Good(
                "preserve",
                "Noc Muzeów – najważniejsze informacje:\n\n"
                "- Kiedy: sobota, 17 maja 2025 r., od 19:00 do 1:00 (ostatnie wejście o 0:30).\n"
                "- Wstęp: bezpłatny.\n"
                "- Skarbiec: tylko z bezpłatnym biletem czasowym; rezerwacja od 5 maja na bilety.muzeum-miejskie.pl, maksymalnie 4 bilety na osobę. Grupy po 25 osób wchodzą co 20 minut, a niewykorzystana rezerwacja przepada 10 minut po wyznaczonej godzinie wejścia.\n"
                "- Pozostałe wystawy: bez rezerwacji.\n"
                "- Szatnia: czynna, ale spodziewamy się kolejek, więc zalecamy przyjść bez dużych toreb i plecaków.",
            ),
            Good(
                "preserve",
                "W sobotę 17 maja 2025 roku zapraszamy na Europejską Noc Muzeów! Muzeum będzie otwarte od 19:00 do 1:00, a ostatnich gości wpuścimy o 0:30. Za wstęp nic nie płacisz. Chcesz zobaczyć skarbiec? Potrzebny będzie bezpłatny bilet czasowy – rezerwacje ruszają 5 maja na stronie bilety.muzeum-miejskie.pl, a jedna osoba może zarezerwować najwyżej 4 bilety. Do skarbca co 20 minut wchodzi grupa 25 osób; jeśli nie pojawisz się w ciągu 10 minut od wyznaczonej godziny wejścia, Twoja rezerwacja przepadnie. Resztę wystaw obejrzysz bez rezerwacji. Szatnia będzie działać, ale przewidujemy kolejki, dlatego zalecamy przyjście bez dużych toreb i plecaków.",
            ),
            Good(
                "en",
                "European Museum Night at our museum takes place on Saturday, 17 May 2025, from 7 p.m. to 1 a.m.; last entry is at 12:30 a.m. Admission is free, but visiting the treasury requires free timed tickets, which can be booked from 5 May at bilety.muzeum-miejskie.pl. One person can book up to 4 tickets. Groups of 25 go in every 20 minutes. Unused bookings expire 10 minutes after the assigned entry time. You can see the other exhibitions without booking. The cloakroom will be open, but because we expect queues, we recommend coming without large bags or backpacks.",
            ),
        ],
        bad=[
            Slip(0, [("(ostatnie wejście o 0:30)", "(ostatnie wejście o 0:00)")], "date"),
            Slip(1, [("najwyżej 4 bilety", "najwyżej 6 biletów")], "number"),
            Slip(
                2,
                [
                    (
                        "You can see the other exhibitions without booking.",
                        "You can see the other exhibitions without booking, and a guided tour of the archive starts every hour.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zimowanie-lodzi-przystan-oplata-sezonowa",
        source="Sezon zimowego postoju łodzi na przystani trwa od 1 listopada do 31 marca. Jednostki do 8 m długości przechowujemy na placu na lądzie, większe pozostają przy kei w basenie zimowym. Opłata za cały sezon wynosi 95 zł za metr długości kadłuba, płatna z góry do 15 października. Przed wyciągnięciem łodzi armator musi opróżnić zbiorniki wody i zabezpieczyć silnik przed zamarznięciem. Łodzi pozostawionych na wodzie nie wolno przykrywać plandeką sięgającą lustra wody. Właściciel może odwiedzać jednostkę w godzinach pracy bosmanatu, a prace szlifierskie i malarskie są dozwolone tylko w wyznaczonym namiocie. Przystań nie odpowiada za szkody spowodowane przez lód.",
        good=[
            Good(
                "preserve",
                "Zimowanie łodzi na przystani – zasady:\n\n"
                "1. Sezon trwa od 1 listopada do 31 marca.\n"
                "2. Łodzie o długości do 8 m stoją na placu na lądzie; dłuższe zimują przy kei w basenie zimowym.\n"
                "3. Opłata: 95 zł za każdy metr długości kadłuba za cały sezon, płatna z góry do 15 października.\n"
                "4. Armator musi przed wyciągnięciem łodzi opróżnić zbiorniki wody i zabezpieczyć silnik przed zamarznięciem.\n"
                "5. Łodzi zimujących na wodzie nie wolno przykrywać plandeką sięgającą lustra wody.\n"
                "6. Właściciel może odwiedzać łódź w godzinach pracy bosmanatu; szlifować i malować wolno wyłącznie w wyznaczonym namiocie.\n\n"
                "Przystań nie ponosi odpowiedzialności za szkody wyrządzone przez lód.",
            ),
            Good(
                "preserve",
                "Sezon zimowania trwa u nas od 1 listopada do 31 marca. Jeśli Twoja łódź ma do 8 m długości, trafi na plac na lądzie; większe jednostki zostają przy kei w basenie zimowym. Za cały sezon płacisz 95 zł za metr długości kadłuba – z góry, najpóźniej 15 października. Przed wyciągnięciem łodzi musisz opróżnić zbiorniki wody i zabezpieczyć silnik przed zamarznięciem. Jeżeli łódź zimuje na wodzie, plandeka nie może sięgać lustra wody. Możesz odwiedzać swoją jednostkę w godzinach pracy bosmanatu, a szlifowanie i malowanie są dozwolone tylko w wyznaczonym namiocie. Pamiętaj, że przystań nie odpowiada za szkody spowodowane przez lód.",
            ),
            Good(
                "en",
                "The winter storage season at the marina runs from 1 November to 31 March. Boats up to 8 m long are kept in the yard on land; larger ones stay at the quay in the winter basin. The fee for the whole season is PLN 95 per metre of hull length, payable in advance by 15 October. Before the boat is lifted out, the owner must empty the water tanks and protect the engine from freezing. Boats left in the water must not be covered with a tarpaulin that reaches the water surface. Owners may visit their boats during the harbour master's office hours, and sanding and painting are allowed only in the designated tent. The marina is not liable for damage caused by ice.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "4. Armator musi przed wyciągnięciem",
                        "4. Armator powinien przed wyciągnięciem",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("plandeka nie może sięgać lustra wody", "plandeka może sięgać lustra wody")],
                "negation",
            ),
            Slip(2, [("PLN 95 per metre", "PLN 59 per metre")], "number"),
        ],
    ),
    Case(
        key="pl-akademik-zaczek-przerwa-ogrzewania-komunikat",
        source="Szanowni Mieszkańcy, w związku z awarią wymiennika ciepła w budynku B Domu Studenckiego „Żaczek” w dniach 12–14 lutego wystąpią przerwy w dostawie ogrzewania i ciepłej wody. Prace rozpoczną się w poniedziałek o 8:00 i według wstępnych szacunków potrwają około 50 godzin. Temperatura w pokojach może spaść do 14–16°C. W świetlicy na parterze budynku A udostępnimy 20 grzejników olejowych do wypożyczenia za okazaniem legitymacji. Prosimy nie używać w pokojach własnych farelek ani kuchenek — instalacja elektryczna może nie wytrzymać obciążenia. Pytania można zgłaszać w administracji pod numerem 22 555 31 40.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! Z powodu awarii wymiennika ciepła w budynku B DS „Żaczek” od 12 do 14 lutego będą przerwy w dostawie ogrzewania i ciepłej wody. Prace ruszają w poniedziałek o 8:00 i wstępnie szacujemy, że zajmą około 50 godzin. Temperatura w pokojach może spaść do 14–16°C. Za okazaniem legitymacji wypożyczycie jeden z 20 grzejników olejowych w świetlicy na parterze budynku A. Prosimy, nie korzystajcie w pokojach z własnych farelek ani kuchenek, bo instalacja elektryczna może nie wytrzymać obciążenia. Z pytaniami zwracajcie się do administracji: 22 555 31 40.",
            ),
            Good(
                "preserve",
                "Komunikat administracji DS „Żaczek”\n\n"
                "Z uwagi na awarię wymiennika ciepła w budynku B w dniach 12–14 lutego nastąpią przerwy w dostawie ogrzewania oraz ciepłej wody.\n\n"
                "- Początek prac: poniedziałek, godz. 8:00; według wstępnych szacunków potrwają one ok. 50 godzin.\n"
                "- Temperatura w pokojach może obniżyć się do 14–16°C.\n"
                "- W świetlicy na parterze budynku A będzie dostępnych 20 grzejników olejowych, wypożyczanych za okazaniem legitymacji.\n"
                "- Prosimy o nieużywanie w pokojach prywatnych farelek i kuchenek, ponieważ instalacja elektryczna może nie wytrzymać obciążenia.\n\n"
                "Pytania prosimy kierować do administracji pod nr 22 555 31 40.",
            ),
            Good(
                "en",
                "Dear Residents, due to a heat exchanger failure in building B of the “Żaczek” student hall, heating and hot water will be interrupted on 12–14 February. Work begins on Monday at 8:00 and, by preliminary estimates, will take about 50 hours. Room temperatures may drop to 14–16°C. We will make 20 oil-filled radiators available to borrow in the common room on the ground floor of building A; please show your student ID. Please do not use your own fan heaters or cooking plates in your rooms, as the electrical wiring may not cope with the load. Questions can be directed to the administration office at 22 555 31 40.",
            ),
        ],
        bad=[
            Slip(0, [("od 12 do 14 lutego", "od 12 do 16 lutego")], "date"),
            Slip(
                1,
                [
                    (
                        "według wstępnych szacunków potrwają one ok. 50 godzin",
                        "potrwają one 50 godzin",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Please do not use your own fan heaters or cooking plates in your rooms, as the electrical wiring may not cope with the load.",
                        "Prosimy nie używać w pokojach własnych farelek ani kuchenek — instalacja elektryczna może nie wytrzymać obciążenia.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zgoda-genealogiczny-test-dna-probka",
        source="Przed wysłaniem próbki śliny prosimy o zapoznanie się z formularzem zgody. Twoje DNA zostanie przeanalizowane wyłącznie w celu ustalenia pochodzenia etnicznego i wyszukania krewnych w naszej bazie. Nie udostępniamy danych genetycznych ubezpieczycielom ani pracodawcom. Udział w dopasowywaniu krewnych jest dobrowolny — możesz go wyłączyć w dowolnym momencie w ustawieniach konta. Jeśli chcesz, aby próbka została zniszczona po analizie, musisz zaznaczyć odpowiednie pole w formularzu; w przeciwnym razie przechowujemy ją przez 10 lat. Osoby poniżej 18. roku życia nie mogą samodzielnie wyrazić zgody. Wycofanie zgody zgłoś na adres prywatnosc@genodrzewo.pl lub przez stronę genodrzewo.pl/zgody.",
        good=[
            Good(
                "preserve",
                "Zanim odeślesz próbkę śliny, przeczytaj, prosimy, formularz zgody. Najważniejsze punkty:\n\n"
                "- Analizujemy Twoje DNA tylko po to, by ustalić pochodzenie etniczne i znaleźć Twoich krewnych w naszej bazie.\n"
                "- Danych genetycznych nie przekazujemy ani ubezpieczycielom, ani pracodawcom.\n"
                "- Dopasowywanie krewnych jest dobrowolne i w każdej chwili możesz je wyłączyć w ustawieniach konta.\n"
                "- Próbkę przechowujemy przez 10 lat. Jeśli chcesz, żebyśmy zniszczyli ją po analizie, musisz zaznaczyć odpowiednie pole w formularzu.\n"
                "- Osoby niepełnoletnie, czyli poniżej 18 lat, nie mogą same wyrazić zgody.\n\n"
                "Chcesz wycofać zgodę? Napisz na prywatnosc@genodrzewo.pl albo skorzystaj ze strony genodrzewo.pl/zgody.",
            ),
            Good(
                "preserve",
                "Przed przesłaniem próbki śliny prosimy zapoznać się z formularzem zgody. DNA klienta jest analizowane wyłącznie w celu określenia pochodzenia etnicznego oraz wyszukania krewnych w bazie firmy; dane genetyczne nie są udostępniane ubezpieczycielom ani pracodawcom. Uczestnictwo w dopasowywaniu krewnych jest dobrowolne i można je wyłączyć w każdej chwili w ustawieniach konta. Próbka jest przechowywana przez 10 lat; jeżeli klient chce, by zniszczono ją po analizie, musi zaznaczyć odpowiednie pole w formularzu. Osoby, które nie ukończyły 18 lat, nie mogą samodzielnie wyrazić zgody. Chęć wycofania zgody prosimy zgłaszać na adres prywatnosc@genodrzewo.pl lub przez stronę genodrzewo.pl/zgody.",
            ),
            Good(
                "en",
                "Before you send your saliva sample, please read the consent form. Your DNA will be analysed only to determine your ethnic origin and to find relatives in our database. We do not share genetic data with insurers or employers. Taking part in relative matching is voluntary, and you can switch it off at any time in your account settings. If you want your sample destroyed after analysis, you must tick the relevant box on the form; otherwise we keep it for 10 years. People under 18 cannot give consent on their own. To withdraw your consent, write to prywatnosc@genodrzewo.pl or use genodrzewo.pl/zgody.",
            ),
        ],
        bad=[
            Slip(0, [("nie mogą same wyrazić zgody", "mogą same wyrazić zgodę")], "negation"),
            Slip(1, [("prywatnosc@genodrzewo.pl lub", "prywatnosc@genodrzewo.com lub")], "url"),
            Slip(
                2, [("you must tick the relevant box", "you can tick the relevant box")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-piec-ceramiczny-wypal-biskwitowy-kamionka",
        source="Harmonogram wypalania biskwitowego dla glin kamionkowych: podnoś temperaturę o nie więcej niż 60°C na godzinę aż do 200°C, aby odparowała resztka wilgoci. Następnie możesz przyspieszyć do 150°C na godzinę aż do 600°C. Między 550 a 600°C zachodzi przemiana kwarcu, dlatego w tym zakresie nie otwieraj pieca i nie zmieniaj programu. Dalej grzej z prędkością 100°C na godzinę do 950°C i utrzymaj tę temperaturę przez 15 minut. Całe wypalanie trwa zwykle około 9–10 godzin, a stygnięcie prawdopodobnie drugie tyle. Pieca nie otwieraj, dopóki temperatura nie spadnie poniżej 100°C.",
        good=[
            Good(
                "preserve",
                "Wypalanie biskwitowe glin kamionkowych – program:\n\n"
                "1. Do 200°C grzej powoli, maksymalnie 60°C na godzinę, żeby odparowała resztka wilgoci.\n"
                "2. Od 200°C do 600°C możesz przyspieszyć do 150°C na godzinę. Uwaga: między 550 a 600°C zachodzi przemiana kwarcu – w tym zakresie nie otwieraj pieca i nie zmieniaj programu.\n"
                "3. Od 600°C do 950°C grzej z prędkością 100°C na godzinę.\n"
                "4. Utrzymaj 950°C przez 15 minut.\n\n"
                "Wypalanie zajmuje zwykle około 9–10 godzin, a studzenie prawdopodobnie drugie tyle. Piec otwórz dopiero wtedy, gdy temperatura spadnie poniżej 100°C.",
            ),
            Good(
                "preserve",
                "Gliny kamionkowe wypalamy na biskwit według następującego harmonogramu. Na początku temperatura rośnie najwyżej o 60°C na godzinę, do 200°C, tak by odparowała resztka wilgoci. Potem można ją podnosić szybciej, o 150°C na godzinę, aż do 600°C; pamiętaj jednak, że między 550 a 600°C zachodzi przemiana kwarcu, więc wtedy nie otwieraj pieca ani nie zmieniaj programu. Od 600°C grzej po 100°C na godzinę do 950°C, a tę temperaturę utrzymaj przez kwadrans. Wypał trwa zwykle około 9–10 godzin, chłodzenie prawdopodobnie drugie tyle. Piec otwieraj dopiero wtedy, gdy temperatura spadnie poniżej 100°C.",
            ),
            Good(
                "en",
                "Bisque firing schedule for stoneware clays: raise the temperature by no more than 60°C per hour up to 200°C so that any remaining moisture can evaporate. After that you can speed up to 150°C per hour until you reach 600°C. Quartz inversion happens between 550 and 600°C, so do not open the kiln or change the programme in that range. Then heat at 100°C per hour to 950°C and hold that temperature for 15 minutes. The whole firing usually takes about 9–10 hours, and cooling probably takes as long again. Do not open the kiln until the temperature has dropped below 100°C.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 60°C na godzinę", "maksymalnie 90°C na godzinę")], "number"),
            Slip(1, [("chłodzenie prawdopodobnie drugie tyle", "chłodzenie drugie tyle")], "hedge"),
            Slip(
                2,
                [
                    (
                        "so do not open the kiln or change the programme",
                        "so open the kiln or change the programme",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szczepienie-lisow-wscieklizna-przynety-lubelskie",
        source="Informujemy, że w dniach 7–20 października 2024 r. na terenie województwa lubelskiego przeprowadzona zostanie jesienna akcja szczepienia lisów wolno żyjących przeciwko wściekliźnie. Szczepionka w formie przynęt zostanie zrzucona z samolotów, a w pobliżu zabudowań rozłożona ręcznie. Przynęta ma wymiary około 4 × 4 cm i intensywny zapach rybny. Nie dotykaj przynęt i nie pozwalaj dzieciom się nimi bawić. Psy i koty powinny w tym czasie pozostawać pod nadzorem, a przez 14 dni po zakończeniu akcji nie należy wyprowadzać psów bez smyczy na tereny leśne. Kontakt ze szczepionką jest prawdopodobnie niegroźny dla zwierząt domowych, ale w razie kontaktu człowieka z płynem szczepionki należy umyć ręce i skontaktować się z lekarzem.",
        good=[
            Good(
                "preserve",
                "Jesienne szczepienie lisów przeciwko wściekliźnie – woj. lubelskie, 7–20 października 2024 r.\n\n"
                "Przynęty ze szczepionką zostaną zrzucone z samolotów, a w pobliżu zabudowań rozłożone ręcznie. Mają około 4 × 4 cm i mocno pachną rybą.\n\n"
                "- Nie dotykaj przynęt i nie pozwalaj, by bawiły się nimi dzieci.\n"
                "- Psy i koty powinny być w tym czasie pod nadzorem.\n"
                "- Przez 14 dni po zakończeniu akcji nie należy wyprowadzać psów bez smyczy na tereny leśne.\n"
                "- Kontakt ze szczepionką jest prawdopodobnie niegroźny dla zwierząt domowych.\n"
                "- Jeśli człowiek zetknie się z płynem szczepionki, należy umyć ręce i skontaktować się z lekarzem.",
            ),
            Good(
                "preserve",
                "Od 7 do 20 października 2024 roku w województwie lubelskim odbędzie się jesienne szczepienie dzikich lisów przeciw wściekliźnie. Przynęty ze szczepionką będą zrzucane z samolotów, a w pobliżu zabudowań rozkładane ręcznie. Rozpoznasz je po rozmiarze – około 4 na 4 cm – i intensywnym zapachu ryby. Nie dotykaj ich i pilnuj, żeby dzieci się nimi nie bawiły. W tym okresie psy i koty powinny być pod nadzorem, a przez 14 dni od końca akcji nie należy wyprowadzać psów bez smyczy do lasu. Dla zwierząt domowych kontakt ze szczepionką jest prawdopodobnie niegroźny. Jeśli jednak człowiek zetknie się z płynem szczepionki, należy umyć ręce i skontaktować się z lekarzem.",
            ),
            Good(
                "en",
                "From 7 to 20 October 2024, an autumn campaign to vaccinate wild foxes against rabies will be carried out in the Lublin Province. The vaccine, in the form of baits, will be dropped from aircraft and laid out by hand near buildings. Each bait measures about 4 × 4 cm and has a strong fishy smell. Do not touch the baits and do not let children play with them. Dogs and cats should be kept under supervision during this time, and for 14 days after the campaign ends dogs should not be walked off the lead in forest areas. Contact with the vaccine is probably harmless to pets, but if a person comes into contact with the vaccine fluid, they should wash their hands and contact a doctor.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kontakt ze szczepionką jest prawdopodobnie niegroźny",
                        "Kontakt ze szczepionką jest niegroźny",
                    )
                ],
                "hedge",
            ),
            Slip(
                1, [("Od 7 do 20 października 2024 roku", "Od 7 do 20 listopada 2024 roku")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "has a strong fishy smell.",
                        "has a strong fishy smell, which attracts foxes but repels dogs.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zeznanie-pit37-termin-ulgi-podatkowe",
        source="Zeznanie roczne PIT-37 za 2024 rok trzeba złożyć najpóźniej 30 kwietnia 2025 r. Jeżeli nic nie zrobisz, zeznanie przygotowane w usłudze Twój e-PIT zostanie automatycznie zaakceptowane z upływem tego dnia. Chcąc skorzystać z ulgi na dzieci, o której mowa w art. 27f ustawy o podatku dochodowym od osób fizycznych, powinieneś sprawdzić, czy urząd uwzględnił ją w zeznaniu. Ulga termomodernizacyjna (art. 26h) nie jest dodawana automatycznie — musisz ją wpisać samodzielnie w załączniku PIT/O. Zwrot nadpłaty przy zeznaniu złożonym elektronicznie następuje zwykle w ciągu 45 dni. Po terminie możesz jeszcze złożyć korektę zeznania, ale spóźnione złożenie pierwotnego zeznania może skutkować karą.",
        good=[
            Good(
                "preserve",
                "PIT-37 za 2024 r. – o czym pamiętać:\n\n"
                "- Termin: 30 kwietnia 2025 r. Jeśli nic nie zrobisz, zeznanie z usługi Twój e-PIT zostanie automatycznie zaakceptowane z upływem tego dnia.\n"
                "- Ulga na dzieci (art. 27f ustawy o PIT): jeśli chcesz z niej skorzystać, powinieneś sprawdzić, czy urząd ją uwzględnił.\n"
                "- Ulga termomodernizacyjna (art. 26h): nie trafia do zeznania automatycznie – musisz samodzielnie wpisać ją w załączniku PIT/O.\n"
                "- Zwrot nadpłaty: przy e-zeznaniu zwykle w ciągu 45 dni.\n"
                "- Po terminie możesz jeszcze złożyć korektę, ale za spóźnione złożenie pierwotnego zeznania może grozić kara.",
            ),
            Good(
                "preserve",
                "Termin złożenia zeznania PIT-37 za rok 2024 upływa 30 kwietnia 2025 r.; jeżeli podatnik nie podejmie żadnych działań, zeznanie przygotowane w usłudze Twój e-PIT zostanie z upływem tego dnia automatycznie zaakceptowane. Podatnik, który chce skorzystać z ulgi na dzieci (art. 27f ustawy o podatku dochodowym od osób fizycznych), powinien sprawdzić, czy urząd uwzględnił ją w zeznaniu. Ulgi termomodernizacyjnej (art. 26h) system nie dodaje automatycznie – trzeba ją samodzielnie wykazać w załączniku PIT/O. W przypadku zeznania złożonego elektronicznie nadpłata jest zwykle zwracana w ciągu 45 dni. Po terminie można jeszcze złożyć korektę zeznania, natomiast spóźnione złożenie pierwotnego zeznania może skutkować karą.",
            ),
            Good(
                "en",
                "Your PIT-37 annual tax return for 2024 must be filed by 30 April 2025 at the latest. If you do nothing, the return prepared in the Twój e-PIT service will be accepted automatically when that day ends. If you want to claim the child relief under Article 27f of the Personal Income Tax Act, you should check whether the tax office has included it in the return. The thermal modernisation relief (Article 26h) is not added automatically: you must enter it yourself in the PIT/O annex. Refunds for returns filed electronically are usually made within 45 days. After the deadline you can still file a correction, but filing the original return late may result in a penalty.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 27f ustawy o PIT)", "(art. 27a ustawy o PIT)")], "legal_reference"),
            Slip(1, [("upływa 30 kwietnia 2025 r.", "upływa 31 maja 2025 r.")], "date"),
            Slip(2, [("you must enter it yourself", "you may enter it yourself")], "modality"),
        ],
    ),
    Case(
        key="pl-badanie-sen-nastolatkow-srednia-ocen",
        source="Według badania opublikowanego przez Kowalską i Nowaka (2021) w czasopiśmie „Psychiatria Polska” nastolatki śpiące krócej niż 7 godzin na dobę osiągały średnio o 0,4 punktu niższą średnią ocen niż rówieśnicy śpiący co najmniej 8 godzin. W badaniu wzięło udział 1240 uczniów z 18 szkół w Krakowie i Tarnowie. Autorzy zastrzegają, że zależność ma charakter korelacyjny i nie dowodzi związku przyczynowego. Ich zdaniem niedobór snu prawdopodobnie wpływa na koncentrację, ale mogą tu działać również inne czynniki, np. czas spędzany przed ekranem. Podobne wnioski przedstawiono wcześniej w metaanalizie Dewald i in. (2010, Sleep Medicine Reviews, 14(3), s. 179–189).",
        good=[
            Good(
                "preserve",
                "Kowalska i Nowak (2021, „Psychiatria Polska”) przebadali 1240 uczniów z 18 szkół w Krakowie i Tarnowie. Okazało się, że nastolatki, które spały krócej niż 7 godzin na dobę, miały średnią ocen przeciętnie o 0,4 punktu niższą niż rówieśnicy śpiący 8 godzin lub dłużej. Autorzy podkreślają jednak, że to zależność korelacyjna, a nie dowód na związek przyczynowy. Uważają, że niedobór snu prawdopodobnie wpływa na koncentrację, choć znaczenie mogą mieć też inne czynniki, na przykład czas przed ekranem. Do podobnych wniosków doszła wcześniej metaanaliza Dewald i in. (2010, Sleep Medicine Reviews, 14(3), s. 179–189).",
            ),
            Good(
                "preserve",
                "W pracy Kowalskiej i Nowaka (2021), opublikowanej w „Psychiatrii Polskiej”, przeanalizowano dane 1240 uczniów z 18 szkół Krakowa i Tarnowa. Młodzież sypiająca poniżej 7 godzin na dobę miała średnią ocen niższą przeciętnie o 0,4 punktu od rówieśników śpiących co najmniej 8 godzin. Autorzy zaznaczają, że wykazana zależność jest korelacyjna i nie dowodzi związku przyczynowego; niedobór snu prawdopodobnie oddziałuje na koncentrację, lecz rolę mogą odgrywać również inne czynniki, takie jak czas spędzany przed ekranem. Zbliżone wnioski sformułowano wcześniej w metaanalizie Dewald i in. (2010, Sleep Medicine Reviews, 14(3), s. 179–189).",
            ),
            Good(
                "en",
                "According to a study by Kowalska and Nowak (2021) published in Psychiatria Polska, teenagers who slept less than 7 hours a day had a grade point average that was on average 0.4 points lower than that of peers who slept at least 8 hours. The study involved 1,240 pupils from 18 schools in Kraków and Tarnów. The authors caution that the relationship is correlational and does not prove causation. In their view, sleep deprivation probably affects concentration, but other factors, such as screen time, may also play a role. Similar conclusions were reached earlier in a meta-analysis by Dewald et al. (2010, Sleep Medicine Reviews, 14(3), pp. 179–189).",
            ),
        ],
        bad=[
            Slip(0, [("Dewald i in. (2010,", "Dewald i in. (2012,")], "citation"),
            Slip(
                1, [("niedobór snu prawdopodobnie oddziałuje", "niedobór snu oddziałuje")], "hedge"
            ),
            Slip(2, [("from 18 schools", "from 12 schools")], "number"),
        ],
    ),
    Case(
        key="pl-readme-kopiarka-kopie-przyrostowe-cli",
        source=(
            "# kopiarka\n\n"
            "Narzędzie wiersza poleceń do przyrostowego tworzenia kopii zapasowych katalogów na dysk sieciowy.\n\n"
            "## Instalacja\n\n"
            "Wymagany jest Python 3.10 lub nowszy:\n\n"
            "```\npip install kopiarka\n```\n\n"
            "## Użycie\n\n"
            "- `kopiarka init ~/Dokumenty` tworzy plik konfiguracyjny `.kopiarka.toml`.\n"
            "- `kopiarka run --dry-run` pokazuje, co zostanie skopiowane, ale niczego nie zapisuje.\n"
            "- Opcja `--exclude` przyjmuje wzorce glob i może być podana wielokrotnie.\n\n"
            "Narzędzie nie szyfruje kopii. Jeśli przechowujesz dane wrażliwe, zaszyfruj dysk docelowy."
        ),
        good=[
            Good(
                "preserve",
                "# kopiarka\n\n"
                "`kopiarka` to narzędzie CLI, które przyrostowo tworzy kopie zapasowe katalogów na dysku sieciowym.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Zainstaluj pakiet poleceniem:\n\n"
                "```\npip install kopiarka\n```\n\n"
                "## Użycie\n\n"
                "- `kopiarka init ~/Dokumenty` – tworzy plik konfiguracyjny `.kopiarka.toml`.\n"
                "- `kopiarka run --dry-run` – pokazuje, co zostałoby skopiowane, niczego nie zapisując.\n"
                "- `--exclude` – przyjmuje wzorce glob; tę opcję możesz podać wiele razy.\n\n"
                "**Uwaga:** kopie nie są szyfrowane. Jeśli trzymasz dane wrażliwe, zaszyfruj dysk docelowy.",
            ),
            Good(
                "preserve",
                "# kopiarka\n\n"
                "Kopiarka jest narzędziem wiersza poleceń służącym do przyrostowego wykonywania kopii zapasowych katalogów na dysk sieciowy.\n\n"
                "## Instalacja\n\n"
                "Narzędzie wymaga Pythona 3.10 lub nowszego. Instalacja:\n\n"
                "```\npip install kopiarka\n```\n\n"
                "## Użycie\n\n"
                "- Polecenie `kopiarka init ~/Dokumenty` tworzy plik konfiguracyjny `.kopiarka.toml`.\n"
                "- Polecenie `kopiarka run --dry-run` wyświetla, co zostanie skopiowane, bez zapisywania czegokolwiek.\n"
                "- Opcja `--exclude` akceptuje wzorce glob i można ją podać więcej niż raz.\n\n"
                "Kopiarka nie szyfruje tworzonych kopii, dlatego w przypadku danych wrażliwych zaszyfruj dysk docelowy.",
            ),
            Good(
                "en",
                "# kopiarka\n\n"
                "A command-line tool for incremental backups of directories to a network drive.\n\n"
                "## Installation\n\n"
                "Python 3.10 or newer is required:\n\n"
                "```\npip install kopiarka\n```\n\n"
                "## Usage\n\n"
                "- `kopiarka init ~/Dokumenty` creates the `.kopiarka.toml` configuration file.\n"
                "- `kopiarka run --dry-run` shows what would be copied but does not write anything.\n"
                "- The `--exclude` option takes glob patterns and can be given multiple times.\n\n"
                "The tool does not encrypt backups. If you store sensitive data, encrypt the target drive.",
            ),
        ],
        bad=[
            Slip(0, [("```\npip install kopiarka\n```", "pip install kopiarka")], "markdown"),
            Slip(1, [("`kopiarka run --dry-run`", "`kopiarka run --dryrun`")], "code"),
            Slip(
                2,
                [("The tool does not encrypt backups.", "The tool encrypts backups.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wypowiedzenie-najmu-zalegly-czynsz-lokator",
        source="Umowę najmu lokalu mieszkalnego zawartą na czas nieoznaczony wynajmujący może wypowiedzieć tylko z przyczyn wskazanych w art. 11 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów. Wypowiedzenie musi mieć formę pisemną pod rygorem nieważności i określać przyczynę. Jeżeli najemca zalega z czynszem za co najmniej trzy pełne okresy płatności, wynajmujący musi najpierw uprzedzić go na piśmie i wyznaczyć dodatkowy, miesięczny termin na zapłatę. Okres wypowiedzenia wynosi w takim przypadku miesiąc i upływa z końcem miesiąca kalendarzowego. Najemca nie traci prawa do lokalu, jeśli ureguluje zaległość przed upływem dodatkowego terminu. Spory rozstrzyga sąd rejonowy właściwy dla położenia nieruchomości.",
        good=[
            Good(
                "preserve",
                "Jeśli wynajmujesz mieszkanie na podstawie umowy na czas nieoznaczony, właściciel może ją wypowiedzieć wyłącznie z przyczyn wymienionych w art. 11 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów. Wypowiedzenie musi być na piśmie – inaczej jest nieważne – i musi wskazywać przyczynę. Gdy zalegasz z czynszem za co najmniej trzy pełne okresy płatności, wynajmujący musi najpierw pisemnie Cię uprzedzić i wyznaczyć Ci dodatkowy, miesięczny termin na zapłatę. Okres wypowiedzenia wynosi wtedy miesiąc i kończy się z końcem miesiąca kalendarzowego. Jeśli spłacisz zaległość przed upływem dodatkowego terminu, nie tracisz prawa do lokalu. Ewentualne spory rozstrzyga sąd rejonowy właściwy dla miejsca położenia nieruchomości.",
            ),
            Good(
                "preserve",
                "Wypowiedzenie przez wynajmującego umowy najmu lokalu mieszkalnego zawartej na czas nieoznaczony – zasady:\n\n"
                "1. Jest dopuszczalne wyłącznie z przyczyn określonych w art. 11 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów.\n"
                "2. Wymaga formy pisemnej pod rygorem nieważności oraz wskazania przyczyny.\n"
                "3. W razie zaległości z czynszem za co najmniej trzy pełne okresy płatności wynajmujący musi najpierw uprzedzić najemcę na piśmie i wyznaczyć mu dodatkowy, miesięczny termin zapłaty; okres wypowiedzenia wynosi wówczas miesiąc i upływa z końcem miesiąca kalendarzowego.\n"
                "4. Najemca, który ureguluje zaległość przed upływem dodatkowego terminu, nie traci prawa do lokalu.\n\n"
                "Spory rozstrzyga sąd rejonowy właściwy ze względu na miejsce położenia nieruchomości.",
            ),
            Good(
                "en",
                "A landlord may terminate an open-ended residential lease only on the grounds listed in Article 11 of the Act of 21 June 2001 on the Protection of Tenants' Rights. The notice must be in writing, on pain of invalidity, and must state the reason. If the tenant is in arrears with rent for at least three full payment periods, the landlord must first warn them in writing and set an additional one-month deadline for payment. In that case the notice period is one month and ends at the end of a calendar month. The tenant does not lose the right to the flat if they pay off the arrears before the additional deadline expires. Disputes are decided by the district court with jurisdiction over the property's location.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 11 ustawy z 21 czerwca 2001 r.", "art. 13 ustawy z 21 czerwca 2001 r.")],
                "legal_reference",
            ),
            Slip(1, [("2. Wymaga formy pisemnej", "2. Nie wymaga formy pisemnej")], "negation"),
            Slip(
                2,
                [
                    (
                        "and must state the reason.",
                        "and must state the reason and be delivered by registered post.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-paracetamol-zawiesina-dawkowanie-dzieci",
        source="Paracetamol w zawiesinie dla dzieci (120 mg/5 ml) dawkuje się według masy ciała: jednorazowo 10–15 mg/kg mc., nie częściej niż co 4–6 godzin. Nie należy podawać więcej niż 60 mg/kg mc. na dobę. Do odmierzania dawki należy używać dołączonej strzykawki dozującej. U dzieci z niewydolnością wątroby lub nerek lekarz może zalecić zmniejszenie dawki. Jeśli gorączka utrzymuje się dłużej niż 3 dni, skontaktuj się z lekarzem. Działania niepożądane występują rzadko; mogą to być m.in. wysypka skórna lub nudności. Lek może być stosowany u niemowląt od 3. miesiąca życia, a u młodszych tylko na zlecenie lekarza.",
        good=[
            Good(
                "preserve",
                "Paracetamol, zawiesina dla dzieci 120 mg/5 ml – dawkowanie:\n\n"
                "- Dawka zależy od masy ciała: jednorazowo 10–15 mg/kg mc., w odstępach nie krótszych niż 4–6 godzin.\n"
                "- Na dobę nie należy podawać więcej niż 60 mg/kg mc.\n"
                "- Dawkę należy odmierzać dołączoną strzykawką dozującą.\n"
                "- Przy niewydolności wątroby lub nerek lekarz może zalecić mniejszą dawkę.\n"
                "- Gorączka utrzymuje się dłużej niż 3 dni? Skontaktuj się z lekarzem.\n\n"
                "Działania niepożądane są rzadkie – mogą to być m.in. wysypka skórna albo nudności. Lek może być stosowany u niemowląt od 3. miesiąca życia; u młodszych wyłącznie na zlecenie lekarza.",
            ),
            Good(
                "preserve",
                "Ile paracetamolu podać dziecku? Zawiesinę 120 mg/5 ml dawkuje się według masy ciała: jednorazowo 10–15 mg na każdy kilogram, nie częściej niż co 4–6 godzin. W ciągu doby nie należy podawać więcej niż 60 mg/kg. Do odmierzania dawki należy używać strzykawki dozującej dołączonej do opakowania. Jeśli dziecko ma niewydolność wątroby lub nerek, lekarz może zalecić zmniejszenie dawki. Gdy gorączka utrzymuje się ponad 3 dni, skontaktuj się z lekarzem. Działania niepożądane zdarzają się rzadko; mogą to być m.in. wysypka skórna lub nudności. U niemowląt lek może być stosowany od 3. miesiąca życia, a u młodszych dzieci – tylko na zlecenie lekarza.",
            ),
            Good(
                "en",
                "Paracetamol oral suspension for children (120 mg/5 ml) is dosed by body weight: 10–15 mg/kg per dose, no more often than every 4–6 hours. Do not give more than 60 mg/kg in 24 hours. Use the enclosed dosing syringe to measure the dose. In children with liver or kidney failure, the doctor may recommend a lower dose. If the fever lasts longer than 3 days, contact a doctor. Side effects are rare; they may include a skin rash or nausea. The medicine may be used in infants from 3 months of age, and in younger babies only when prescribed by a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("Dawkę należy odmierzać", "Dawkę można odmierzać")], "modality"),
            Slip(
                1,
                [
                    (
                        "nie należy podawać więcej niż 60 mg/kg",
                        "nie należy podawać więcej niż 80 mg/kg",
                    )
                ],
                "number",
            ),
            Slip(2, [("they may include a skin rash", "they include a skin rash")], "hedge"),
        ],
    ),
    Case(
        key="pl-rower-miejski-gdansk-zasady-wypozyczen",
        source="Od 1 kwietnia rower miejski znów jest dostępny. Aby wypożyczyć rower, zarejestruj się w aplikacji lub na stronie rowermiejski.gdansk.pl i doładuj konto kwotą co najmniej 10 zł. Pierwsze 20 minut każdego przejazdu jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł. Rower należy zwrócić na dowolnej stacji; pozostawienie go poza stacją kosztuje 20 zł. Jednocześnie możesz wypożyczyć nie więcej niż 2 rowery. Z rowerów nie mogą korzystać dzieci poniżej 13 lat. Awarię zgłoś przez aplikację albo pod adresem pomoc@rowermiejski.gdansk.pl — nie zostawiaj uszkodzonego roweru bez zgłoszenia.",
        good=[
            Good(
                "preserve",
                "Rower miejski wraca 1 kwietnia! Jak zacząć:\n\n"
                "1. Zarejestruj się w aplikacji albo na rowermiejski.gdansk.pl.\n"
                "2. Doładuj konto – minimum 10 zł.\n"
                "3. Jedź: pierwsze 20 minut każdego przejazdu nic nie kosztuje, potem płacisz 3 zł za każdą kolejną rozpoczętą godzinę.\n"
                "4. Oddaj rower na dowolnej stacji. Jeśli zostawisz go poza stacją, zapłacisz 20 zł.\n\n"
                "Pamiętaj też, że:\n\n"
                "- jednocześnie możesz mieć wypożyczone maksymalnie 2 rowery,\n"
                "- dzieci poniżej 13 lat nie mogą korzystać z rowerów miejskich,\n"
                "- awarię zgłaszasz w aplikacji lub mailem na pomoc@rowermiejski.gdansk.pl – uszkodzonego roweru nie zostawiaj bez zgłoszenia.",
            ),
            Good(
                "preserve",
                "Od 1 kwietnia ponownie działa system roweru miejskiego. Warunkiem wypożyczenia jest rejestracja w aplikacji lub na stronie rowermiejski.gdansk.pl oraz doładowanie konta kwotą nie niższą niż 10 zł. Każdy przejazd jest bezpłatny przez pierwsze 20 minut; za każdą następną rozpoczętą godzinę pobierana jest opłata 3 zł. Rower należy zwrócić na dowolnej stacji – za pozostawienie go poza stacją naliczana jest opłata 20 zł. Jeden użytkownik może jednocześnie wypożyczyć najwyżej 2 rowery. Z systemu nie mogą korzystać dzieci poniżej 13 lat. Awarie należy zgłaszać przez aplikację lub pod adresem pomoc@rowermiejski.gdansk.pl; uszkodzonego roweru nie wolno pozostawiać bez zgłoszenia.",
            ),
            Good(
                "en",
                "The city bike scheme is back from 1 April. To rent a bike, register in the app or at rowermiejski.gdansk.pl and top up your account with at least PLN 10. The first 20 minutes of every ride are free, and each additional hour or part of an hour costs PLN 3. Bikes must be returned to any station; leaving a bike outside a station costs PLN 20. You can rent no more than 2 bikes at a time. Children under 13 may not use the bikes. Report any fault through the app or to pomoc@rowermiejski.gdansk.pl, and do not leave a damaged bike unreported.",
            ),
        ],
        bad=[
            Slip(
                0, [("albo na rowermiejski.gdansk.pl.", "albo na rowermiejski-gdansk.pl.")], "url"
            ),
            Slip(
                1,
                [("Z systemu nie mogą korzystać dzieci", "Z systemu mogą korzystać dzieci")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "The city bike scheme is back from 1 April.",
                        "The city bike scheme is back from 1 April, with new stations in Oliwa and Wrzeszcz.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-most-grunwaldzki-historia-budowy-wroclaw",
        source="Most Grunwaldzki we Wrocławiu otwarto 10 sierpnia 1910 r. jako Most Cesarski (Kaiserbrücke). Jego konstrukcja wisząca o rozpiętości 112,5 m była wówczas jedną z największych tego typu w Niemczech. Jak pisze Jan Zieliński w monografii „Mosty Wrocławia” (Wrocław 2004, s. 87), budowa trwała niespełna dwa lata i kosztowała około 2 mln marek. W 1945 r. most nie został wysadzony przez wycofujące się wojska, choć wcześniej go zaminowano. Nazwę Most Grunwaldzki nadano mu w 1947 roku. Przeprowadzony w latach 1995–1997 remont przywrócił pierwotny wygląd pylonów.",
        good=[
            Good(
                "preserve",
                "Most Cesarski (Kaiserbrücke), dziś znany jako Most Grunwaldzki, otwarto we Wrocławiu 10 sierpnia 1910 roku. Wisząca konstrukcja o rozpiętości 112,5 m należała wtedy do największych tego rodzaju w Niemczech. Według monografii Jana Zielińskiego „Mosty Wrocławia” (Wrocław 2004, s. 87) budowa trwała niecałe dwa lata, a jej koszt wyniósł około 2 mln marek. Choć most wcześniej zaminowano, wycofujące się w 1945 r. wojska go nie wysadziły. Obecną nazwę otrzymał w 1947 roku, a remont z lat 1995–1997 przywrócił pylonom ich pierwotny wygląd.",
            ),
            Good(
                "preserve",
                "Czy wiesz, jak zaczynał się Most Grunwaldzki? Otwarto go 10 sierpnia 1910 r. pod nazwą Most Cesarski (Kaiserbrücke). Przy rozpiętości 112,5 m był wówczas jednym z największych mostów wiszących w Niemczech. Jan Zieliński w monografii „Mosty Wrocławia” (Wrocław 2004, s. 87) podaje, że budowa zajęła niespełna dwa lata i pochłonęła około 2 mln marek. Wcześniej most zaminowano, ale w 1945 r. wycofujące się wojska go nie wysadziły. Nazwę Most Grunwaldzki nosi od 1947 roku. Dzięki remontowi w latach 1995–1997 pylony odzyskały pierwotny wygląd.",
            ),
            Good(
                "en",
                "Wrocław's Grunwald Bridge was opened on 10 August 1910 as the Imperial Bridge (Kaiserbrücke). Its suspension structure, with a span of 112.5 m, was at the time one of the largest of its kind in Germany. As Jan Zieliński writes in his monograph Mosty Wrocławia (Wrocław 2004, p. 87), construction took just under two years and cost about 2 million marks. In 1945 the bridge was not blown up by the retreating troops, although it had been mined earlier. It was given the name Grunwald Bridge in 1947. The renovation carried out in 1995–1997 restored the original appearance of the pylons.",
            ),
        ],
        bad=[
            Slip(0, [("(Wrocław 2004, s. 87)", "(Wrocław 2004, s. 78)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Nazwę Most Grunwaldzki nosi od 1947 roku. Dzięki remontowi w latach 1995–1997 pylony odzyskały pierwotny wygląd.",
                        "It has been called Grunwald Bridge since 1947. Thanks to the 1995–1997 renovation, the pylons regained their original appearance.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("opened on 10 August 1910", "opened on 10 April 1910")], "date"),
        ],
    ),
    Case(
        key="pl-regulamin-pracy-zdalnej-kodeks-pracy",
        source="Zgodnie z art. 67¹⁸ Kodeksu pracy pracownik może wykonywać pracę zdalną całkowicie lub częściowo, jeśli zostało to uzgodnione z pracodawcą. Wniosek o pracę zdalną składasz przez portal HR co najmniej 5 dni roboczych przed planowanym terminem. Pracodawca musi uwzględnić wniosek rodzica dziecka do lat 4, chyba że nie jest to możliwe ze względu na organizację lub rodzaj pracy. Niezależnie od tego przysługuje Ci praca zdalna okazjonalna w wymiarze do 24 dni w roku kalendarzowym (art. 67³³). Przed rozpoczęciem pracy zdalnej musisz złożyć oświadczenie, że stanowisko w domu spełnia wymagania BHP. Danych klientów nie wolno przetwarzać na prywatnych urządzeniach.",
        good=[
            Good(
                "preserve",
                "Praca zdalna – najważniejsze zasady\n\n"
                "- Podstawa: art. 67¹⁸ Kodeksu pracy. Możesz pracować zdalnie w całości lub częściowo, o ile zostało to uzgodnione z pracodawcą.\n"
                "- Wniosek: składasz go w portalu HR najpóźniej 5 dni roboczych przed planowanym terminem.\n"
                "- Rodzice dzieci do lat 4: pracodawca musi uwzględnić ich wniosek, chyba że nie pozwala na to organizacja lub rodzaj pracy.\n"
                "- Praca zdalna okazjonalna (art. 67³³): przysługuje Ci niezależnie od powyższego, do 24 dni w roku kalendarzowym.\n"
                "- BHP: zanim zaczniesz pracę zdalną, musisz złożyć oświadczenie, że Twoje stanowisko w domu spełnia wymagania BHP.\n"
                "- Dane klientów: nie wolno ich przetwarzać na prywatnych urządzeniach.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 67¹⁸ Kodeksu pracy pracownik może wykonywać pracę zdalnie w całości lub w części, o ile zostało to uzgodnione z pracodawcą. Wniosek składa się za pośrednictwem portalu HR co najmniej 5 dni roboczych przed planowanym terminem. Wniosek rodzica dziecka do lat 4 pracodawca jest obowiązany uwzględnić, chyba że nie jest to możliwe ze względu na organizację lub rodzaj pracy. Niezależnie od powyższego pracownikowi przysługuje okazjonalna praca zdalna w wymiarze do 24 dni w roku kalendarzowym (art. 67³³). Przed rozpoczęciem pracy zdalnej pracownik musi złożyć oświadczenie, że jego domowe stanowisko pracy spełnia wymagania BHP. Przetwarzanie danych klientów na prywatnych urządzeniach jest zabronione.",
            ),
            Good(
                "en",
                "Under Article 67¹⁸ of the Labour Code, an employee may work remotely in full or in part if this has been agreed with the employer. Submit your remote work request through the HR portal at least 5 working days before the planned date. The employer must grant a request from a parent of a child under 4 unless this is not possible because of the organisation or type of work. Regardless of this, you are entitled to occasional remote work of up to 24 days per calendar year (Article 67³³). Before you start working remotely, you must submit a declaration that your home workstation meets health and safety requirements. Client data must not be processed on private devices.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 67³³)", "(art. 67²³)")], "legal_reference"),
            Slip(
                1,
                [("pracodawca jest obowiązany uwzględnić", "pracodawca może uwzględnić")],
                "modality",
            ),
            Slip(
                2,
                [("unless this is not possible because", "unless this is possible because")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-neonikotynoidy-pszczoly-zatrucia-zgloszenie",
        source="Neonikotynoidy to grupa insektycydów, które według wielu badań mogą osłabiać zdolność pszczół miodnych do powrotu do ula. W często cytowanym eksperymencie Henry i in. (2012, Science, 336, s. 348–350) pszczoły narażone na subletalną dawkę tiametoksamu częściej ginęły poza ulem. Od 2018 r. trzy substancje z tej grupy — imidachlopryd, klotianidyna i tiametoksam — są w Unii Europejskiej zakazane w uprawach polowych. Pszczelarze powinni zgłaszać podejrzenia zatruć powiatowemu lekarzowi weterynarii, który może pobrać próbki martwych pszczół do analizy. Zgłoszenia należy dokonać niezwłocznie, najlepiej w ciągu 24 godzin, bo po kilku dniach pozostałości substancji trudno wykryć.",
        good=[
            Good(
                "preserve",
                "Neonikotynoidy to insektycydy, które – jak wskazuje wiele badań – mogą osłabiać u pszczół miodnych zdolność powrotu do ula. W często cytowanym eksperymencie Henry i in. (2012, Science, 336, s. 348–350) pszczoły narażone na subletalną dawkę tiametoksamu częściej ginęły poza ulem. W Unii Europejskiej od 2018 r. trzech substancji z tej grupy – imidachloprydu, klotianidyny i tiametoksamu – nie wolno stosować w uprawach polowych. Jeśli jako pszczelarz podejrzewasz zatrucie, powinieneś zgłosić to powiatowemu lekarzowi weterynarii, który może pobrać próbki martwych pszczół do analizy. Zrób to niezwłocznie, najlepiej w ciągu 24 godzin, ponieważ po kilku dniach pozostałości substancji trudno wykryć.",
            ),
            Good(
                "preserve",
                "Według licznych badań insektycydy z grupy neonikotynoidów mogą osłabiać zdolność pszczół miodnych do powrotu do ula. Często przywoływany eksperyment (Henry i in. 2012, Science, 336, s. 348–350) wykazał, że pszczoły narażone na subletalną dawkę tiametoksamu częściej ginęły poza ulem. Od 2018 r. w UE obowiązuje zakaz stosowania w uprawach polowych trzech substancji z tej grupy: imidachloprydu, klotianidyny i tiametoksamu. Podejrzenie zatrucia pszczelarz powinien zgłosić powiatowemu lekarzowi weterynarii, który może pobrać do analizy próbki martwych pszczół. Zgłoszenia należy dokonać niezwłocznie, najlepiej w ciągu doby, ponieważ po upływie kilku dni wykrycie pozostałości substancji jest trudne.",
            ),
            Good(
                "en",
                "Neonicotinoids are a group of insecticides that, according to many studies, may impair honeybees' ability to return to the hive. In a frequently cited experiment by Henry et al. (2012, Science, 336, pp. 348–350), bees exposed to a sublethal dose of thiamethoxam were more likely to die away from the hive. Since 2018, three substances from this group – imidacloprid, clothianidin and thiamethoxam – have been banned in the European Union for use on field crops. Beekeepers should report suspected poisoning to the district veterinary officer, who may take samples of dead bees for analysis. The report should be made without delay, ideally within 24 hours, because after a few days residues are hard to detect.",
            ),
        ],
        bad=[
            Slip(0, [("Henry i in. (2012, Science", "Henry i in. (2012, Nature")], "citation"),
            Slip(
                1,
                [
                    (
                        "może pobrać do analizy próbki martwych pszczół.",
                        "może pobrać do analizy próbki martwych pszczół, a koszt badania pokrywa Skarb Państwa.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Beekeepers should report suspected poisoning",
                        "Beekeepers may report suspected poisoning",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-pdfkrojownik-wydanie-3-2-0-zmiany",
        source="Wersja 3.2.0 biblioteki pdfkrojownik jest już dostępna. Najważniejsza zmiana: funkcja `split_pages()` przyjmuje teraz argument `keep_bookmarks`, który domyślnie ma wartość `False`. Przetwarzanie dużych plików przyspieszyło o około 35%, a zużycie pamięci przy plikach powyżej 200 stron spadło mniej więcej o połowę. Porzuciliśmy wsparcie dla Pythona 3.8; minimalna wymagana wersja to teraz 3.9. Funkcja `merge_all()` jest przestarzała i zostanie usunięta w wersji 4.0 — zamiast niej używaj `merge()`. Aktualizację zainstalujesz poleceniem `pip install -U pdfkrojownik`. Dziękujemy 14 osobom, które zgłosiły poprawki w tym wydaniu.",
        good=[
            Good(
                "preserve",
                "## pdfkrojownik 3.2.0\n\n"
                "Nowa wersja jest już dostępna. Co nowego:\n\n"
                "- `split_pages()` ma nowy argument `keep_bookmarks` (domyślnie `False`).\n"
                "- Duże pliki są przetwarzane o około 35% szybciej, a przy plikach powyżej 200 stron zużycie pamięci spadło mniej więcej o połowę.\n"
                "- Minimalna wersja Pythona to teraz 3.9 – wsparcie dla Pythona 3.8 zostało porzucone.\n"
                "- `merge_all()` jest przestarzała i zostanie usunięta w wersji 4.0; zamiast niej używaj `merge()`.\n\n"
                "Aby zaktualizować, uruchom `pip install -U pdfkrojownik`. Dziękujemy 14 osobom, które zgłosiły poprawki do tego wydania.",
            ),
            Good(
                "preserve",
                "Udostępniliśmy pdfkrojownik w wersji 3.2.0. Kluczowa nowość to argument `keep_bookmarks` w funkcji `split_pages()`; jego wartość domyślna to `False`. Duże pliki są teraz przetwarzane o około 35% szybciej, a przy plikach liczących ponad 200 stron biblioteka zużywa mniej więcej o połowę mniej pamięci. Wsparcie dla Pythona 3.8 zostało porzucone – wymagana jest teraz co najmniej wersja 3.9. Zamiast przestarzałej funkcji `merge_all()`, która zostanie usunięta w wersji 4.0, używaj `merge()`. Aktualizacja: `pip install -U pdfkrojownik`. Dziękujemy czternastu osobom, które zgłosiły poprawki do tego wydania.",
            ),
            Good(
                "en",
                "Version 3.2.0 of the pdfkrojownik library is now available. The main change: the `split_pages()` function now accepts a `keep_bookmarks` argument, which defaults to `False`. Processing large files is about 35% faster, and memory use for files over 200 pages has dropped by roughly half. We have dropped support for Python 3.8; the minimum required version is now 3.9. The `merge_all()` function is deprecated and will be removed in version 4.0 – use `merge()` instead. Install the update with `pip install -U pdfkrojownik`. Thanks to the 14 people who contributed fixes to this release.",
            ),
        ],
        bad=[
            Slip(0, [("nowy argument `keep_bookmarks`", "nowy argument `keep_outline`")], "code"),
            Slip(1, [("o około 35% szybciej", "o około 53% szybciej")], "number"),
            Slip(
                2,
                [
                    (
                        "Processing large files is about 35% faster,",
                        "Processing large files is about 35% faster thanks to a new Rust-based parser,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

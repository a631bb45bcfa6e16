# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 51: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kwalifikacja-wojskowa-wezwanie-gmina-stare-pole",
        source="Wójt Gminy Stare Pole informuje, że kwalifikacja wojskowa w 2025 roku odbędzie się od 3 do 14 marca w Urzędzie Gminy, ul. Kościuszki 12, pokój nr 5, w godzinach 8:00–14:00. Do stawiennictwa zobowiązani są mężczyźni urodzeni w 2006 roku oraz osoby urodzone w latach 2001–2005, które nie mają jeszcze określonej kategorii zdolności do czynnej służby wojskowej. Na podstawie art. 60 ust. 1 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny osoba wezwana musi stawić się osobiście w wyznaczonym terminie. Należy zabrać dowód osobisty, aktualną fotografię o wymiarach 3 x 4 cm oraz dokumentację medyczną z ostatnich 12 miesięcy. Osoby, które nie mogą przybyć z ważnych przyczyn, powinny niezwłocznie powiadomić urząd.",
        good=[
            Good(
                "preserve",
                "Kwalifikacja wojskowa 2025 – komunikat Wójta Gminy Stare Pole\n\n- Termin: od 3 do 14 marca, w godzinach 8:00–14:00.\n- Miejsce: Urząd Gminy, ul. Kościuszki 12, pokój nr 5.\n- Kogo dotyczy: mężczyzn urodzonych w 2006 roku oraz osób urodzonych w latach 2001–2005, którym nie określono jeszcze kategorii zdolności do czynnej służby wojskowej.\n- Obowiązek: zgodnie z art. 60 ust. 1 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny wezwany musi stawić się osobiście w wyznaczonym terminie.\n- Co zabrać: dowód osobisty, aktualne zdjęcie 3 x 4 cm i dokumentację medyczną z ostatnich 12 miesięcy.\n\nJeśli z ważnych przyczyn nie możesz przyjść, powinieneś niezwłocznie powiadomić urząd.",
            ),
            Good(
                "preserve",
                "Osoba wezwana do kwalifikacji wojskowej musi stawić się osobiście w wyznaczonym terminie – wynika to z art. 60 ust. 1 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny. Jak informuje Wójt Gminy Stare Pole, tegoroczna kwalifikacja (2025) potrwa od 3 do 14 marca i będzie prowadzona w Urzędzie Gminy przy ul. Kościuszki 12, w pokoju nr 5, między 8:00 a 14:00. Stawić się są zobowiązani mężczyźni z rocznika 2006, a także osoby urodzone w latach 2001–2005, które nie mają dotąd określonej kategorii zdolności do czynnej służby wojskowej. Ze sobą trzeba zabrać dowód osobisty, aktualną fotografię 3 x 4 cm i dokumentację medyczną z ostatnich 12 miesięcy. Kto z ważnych przyczyn nie może przybyć, powinien bez zwłoki powiadomić urząd.",
            ),
            Good(
                "en",
                "The Head of Stare Pole Commune announces that the 2025 military qualification will take place from 3 to 14 March at the Commune Office, ul. Kościuszki 12, room 5, between 8:00 and 14:00. Men born in 2006 are required to report, as are people born in 2001–2005 who do not yet have a designated category of fitness for active military service. Under Article 60(1) of the Act of 11 March 2022 on the Defence of the Homeland, anyone summoned must appear in person on the set date. Bring your ID card, a recent 3 x 4 cm photograph and your medical records from the last 12 months. If you cannot attend for a valid reason, you should notify the office without delay.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 60(1)", "Under Article 65(1)")], "legal_reference"),
            Slip(0, [("od 3 do 14 marca", "od 3 do 24 marca")], "date"),
            Slip(1, [("powinien bez zwłoki powiadomić", "może bez zwłoki powiadomić")], "modality"),
        ],
    ),
    Case(
        key="pl-stolowka-szkolna-gniezno-oplaty-nieobecnosci",
        source="Regulamin stołówki Szkoły Podstawowej nr 7 w Gnieźnie (wyciąg). Obiady wydawane są w dni nauki szkolnej w godzinach 11:30–13:30. Koszt jednego posiłku wynosi 9,50 zł, a opłatę za cały miesiąc należy wnieść przelewem do 10. dnia danego miesiąca. Nieobecność dziecka trzeba zgłosić w sekretariacie najpóźniej do godziny 8:30 tego samego dnia – tylko wtedy kwota za obiad zostanie odliczona w następnym miesiącu. Posiłków nie wolno wynosić poza stołówkę, a uczniowie nie mogą korzystać ze stołówki bez wykupionego abonamentu. Rodzice dzieci z alergiami pokarmowymi mogą złożyć zaświadczenie lekarskie i wnioskować o dietę eliminacyjną. Jadłospis na kolejne dwa tygodnie publikowany jest w każdy piątek na tablicy przy wejściu.",
        good=[
            Good(
                "preserve",
                "Szanowni Rodzice, przypominamy najważniejsze zasady z regulaminu stołówki Szkoły Podstawowej nr 7 w Gnieźnie (wyciąg). Obiady wydajemy w dni nauki szkolnej od 11:30 do 13:30. Jeden posiłek kosztuje 9,50 zł, a za cały miesiąc należy zapłacić przelewem do 10. dnia danego miesiąca. Jeśli dziecko będzie nieobecne, trzeba zgłosić to w sekretariacie najpóźniej do 8:30 tego samego dnia – tylko wtedy odliczymy kwotę za obiad w następnym miesiącu. Uczniowie nie mogą korzystać ze stołówki bez wykupionego abonamentu i nie wolno im wynosić posiłków poza stołówkę. Rodzice dzieci z alergiami pokarmowymi mogą złożyć zaświadczenie lekarskie i wnioskować o dietę eliminacyjną. Jadłospis na kolejne dwa tygodnie wywieszamy co piątek na tablicy przy wejściu.",
            ),
            Good(
                "preserve",
                "**Stołówka Szkoły Podstawowej nr 7 w Gnieźnie – zasady (wyciąg z regulaminu)**\n\n- Obiady: w dni nauki szkolnej, 11:30–13:30.\n- Cena: 9,50 zł za posiłek; opłatę za cały miesiąc należy wnieść przelewem do 10. dnia miesiąca.\n- Nieobecność: trzeba ją zgłosić w sekretariacie do 8:30 tego samego dnia – tylko wtedy kwota za obiad zostanie odliczona w kolejnym miesiącu.\n- Zakazy: posiłków nie wolno wynosić poza stołówkę; bez wykupionego abonamentu uczniowie nie mogą korzystać ze stołówki.\n- Alergie pokarmowe: rodzice mogą złożyć zaświadczenie lekarskie i wnioskować o dietę eliminacyjną.\n- Jadłospis: na kolejne dwa tygodnie, publikowany w każdy piątek na tablicy przy wejściu.",
            ),
            Good(
                "en",
                "Canteen rules of Primary School No. 7 in Gniezno (extract). Lunches are served on school days between 11:30 and 13:30. One meal costs PLN 9.50, and the fee for the whole month must be paid by bank transfer by the 10th day of that month. A child's absence has to be reported to the school office by 8:30 a.m. on the same day at the latest – only then will the cost of the lunch be deducted in the following month. Meals may not be taken out of the canteen, and pupils cannot use the canteen without a paid meal plan. Parents of children with food allergies may submit a medical certificate and apply for an elimination diet. The menu for the next two weeks is posted every Friday on the board by the entrance.",
            ),
        ],
        bad=[
            Slip(2, [("PLN 9.50", "PLN 9.00")], "number"),
            Slip(
                1,
                [
                    (
                        "posiłków nie wolno wynosić poza stołówkę",
                        "posiłki wolno wynosić poza stołówkę",
                    )
                ],
                "negation",
            ),
            Slip(0, [("najpóźniej do 8:30", "najpóźniej do 9:30")], "date"),
        ],
    ),
    Case(
        key="pl-robot-kuchenny-km900-bezpieczne-uzytkowanie",
        source="Przed pierwszym użyciem robota KM-900 umyj misę, nóż i pokrywę w ciepłej wodzie z płynem. Misa mieści maksymalnie 2,2 l składników płynnych i 1,5 kg ciasta drożdżowego – nie przekraczaj tych wartości, bo silnik może się przegrzać. Urządzenie nie uruchomi się, jeśli pokrywa nie jest prawidłowo zablokowana. Podczas pracy nie wkładaj rąk ani przyborów kuchennych do misy. Funkcja gotowania pozwala podgrzać składniki do 120°C; po jej zakończeniu odczekaj co najmniej 10 minut, zanim zdejmiesz pokrywę. Ciągła praca na najwyższej prędkości nie powinna trwać dłużej niż 3 minuty. Noża nie wolno myć w zmywarce. Dzieci powyżej 8 lat mogą korzystać z robota wyłącznie pod nadzorem osoby dorosłej.",
        good=[
            Good(
                "preserve",
                "Robot KM-900 – zasady bezpiecznego użytkowania\n\n1. Zanim użyjesz urządzenia po raz pierwszy, umyj misę, nóż i pokrywę w ciepłej wodzie z dodatkiem płynu.\n2. Nie przekraczaj pojemności misy: maksymalnie 2,2 l składników płynnych i 1,5 kg ciasta drożdżowego. W przeciwnym razie silnik może się przegrzać.\n3. Robot nie uruchomi się, dopóki pokrywa nie zostanie prawidłowo zablokowana.\n4. W trakcie pracy nie wkładaj do misy rąk ani przyborów kuchennych.\n5. Funkcja gotowania pozwala podgrzać składniki do 120°C. Po jej zakończeniu odczekaj co najmniej 10 minut, zanim zdejmiesz pokrywę.\n6. Na najwyższej prędkości urządzenie nie powinno pracować bez przerwy dłużej niż 3 minuty.\n7. Noża nie wolno myć w zmywarce.\n8. Dzieci powyżej 8 lat mogą obsługiwać robota wyłącznie pod nadzorem osoby dorosłej.",
            ),
            Good(
                "preserve",
                "Przed pierwszym uruchomieniem robota KM-900 należy umyć misę, nóż i pokrywę w ciepłej wodzie z płynem. Pojemność misy wynosi maksymalnie 2,2 l dla składników płynnych i 1,5 kg dla ciasta drożdżowego; tych wartości nie należy przekraczać, ponieważ silnik może się przegrzać. Urządzenie nie włączy się, gdy pokrywa nie jest poprawnie zablokowana, a w czasie pracy nie wolno wkładać do misy rąk ani przyborów kuchennych. Funkcja gotowania umożliwia podgrzanie składników do 120°C; po jej zakończeniu trzeba odczekać co najmniej 10 minut przed zdjęciem pokrywy. Praca ciągła na najwyższej prędkości nie powinna przekraczać 3 minut. Mycie noża w zmywarce jest zabronione. Dzieci powyżej 8 lat mogą używać robota wyłącznie pod nadzorem osoby dorosłej.",
            ),
            Good(
                "en",
                "Before using the KM-900 food processor for the first time, wash the bowl, blade and lid in warm water with washing-up liquid. The bowl holds a maximum of 2.2 l of liquid ingredients and 1.5 kg of yeast dough – do not exceed these amounts, as the motor may overheat. The appliance will not start if the lid is not properly locked. Do not put your hands or kitchen utensils into the bowl while it is running. The cooking function lets you heat ingredients up to 120°C; when it finishes, wait at least 10 minutes before removing the lid. Continuous operation at the highest speed should not last longer than 3 minutes. The blade must not be washed in a dishwasher. Children over 8 may use the appliance only under the supervision of an adult.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 10 minut", "co najmniej 5 minut")], "number"),
            Slip(
                2,
                [("The appliance will not start if", "The appliance will start even if")],
                "negation",
            ),
            Slip(
                1, [("nie powinna przekraczać 3 minut", "nie może przekraczać 3 minut")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-objazd-tramwajowy-dietla-remont-torowiska",
        source="Komunikat MPK Kraków: w związku z remontem torowiska na ul. Dietla od soboty 14 czerwca 2025 r., godz. 4:00, do niedzieli 29 czerwca 2025 r. tramwaje linii 8, 10 i 22 pojadą zmienionymi trasami. Linia 8 zostanie skierowana przez rondo Grzegórzeckie i ul. Starowiślną, a linie 10 i 22 przez most Piłsudskiego. Na odcinku Stradom – Hala Targowa uruchomiona zostanie zastępcza linia autobusowa 708, kursująca co 10 minut w godzinach szczytu i co 15 minut w pozostałych porach. Przystanek Stradom w kierunku Kazimierza zostanie przeniesiony o około 50 m. Szczegółowe schematy objazdów znajdziesz na stronie www.mpk.krakow.pl/objazdy. Prosimy o uwagę i zaplanowanie podróży z wyprzedzeniem.",
        good=[
            Good(
                "preserve",
                "Uwaga, pasażerowie! MPK Kraków informuje, że od soboty 14 czerwca 2025 r. (od godz. 4:00) do niedzieli 29 czerwca 2025 r. tramwaje linii 8, 10 i 22 będą jeździć objazdami, bo na ul. Dietla remontowane jest torowisko. Linia 8 pojedzie przez rondo Grzegórzeckie i ul. Starowiślną, natomiast linie 10 i 22 – przez most Piłsudskiego. Między Stradomiem a Halą Targową kursować będzie zastępcza linia autobusowa 708: w godzinach szczytu co 10 minut, w pozostałych porach co 15 minut. Przystanek Stradom w kierunku Kazimierza zostanie przesunięty o około 50 m. Dokładne schematy objazdów znajdziesz na www.mpk.krakow.pl/objazdy – zaplanuj podróż z wyprzedzeniem.",
            ),
            Good(
                "preserve",
                "MPK Kraków – objazdy tramwajowe w związku z remontem torowiska na ul. Dietla\n\n- Kiedy: od soboty 14 czerwca 2025 r., godz. 4:00, do niedzieli 29 czerwca 2025 r.\n- Linia 8: przez rondo Grzegórzeckie i ul. Starowiślną.\n- Linie 10 i 22: przez most Piłsudskiego.\n- Komunikacja zastępcza: autobus linii 708 na odcinku Stradom – Hala Targowa, co 10 minut w godzinach szczytu i co 15 minut w pozostałych porach.\n- Przystanek Stradom w kierunku Kazimierza: przeniesiony o około 50 m.\n- Schematy objazdów: www.mpk.krakow.pl/objazdy\n\nProsimy o uwagę i wcześniejsze zaplanowanie podróży.",
            ),
            Good(
                "en",
                "MPK Kraków announcement: because of track renovation on ul. Dietla, trams on lines 8, 10 and 22 will run on diverted routes from 4:00 a.m. on Saturday, 14 June 2025, until Sunday, 29 June 2025. Line 8 will be diverted via the Grzegórzeckie roundabout and ul. Starowiślna, while lines 10 and 22 will go via the Piłsudski Bridge. A replacement bus line, 708, will run between Stradom and Hala Targowa every 10 minutes at peak times and every 15 minutes at other times. The Stradom stop towards Kazimierz will be moved by about 50 m. Detailed diversion maps are available at www.mpk.krakow.pl/objazdy. Please stay alert and plan your journey in advance.",
            ),
        ],
        bad=[
            Slip(
                1, [("do niedzieli 29 czerwca 2025 r.", "do niedzieli 22 czerwca 2025 r.")], "date"
            ),
            Slip(
                2, [("every 10 minutes at peak times", "every 20 minutes at peak times")], "number"
            ),
            Slip(0, [("www.mpk.krakow.pl/objazdy", "www.mpk.krakow.pl/utrudnienia")], "url"),
        ],
    ),
    Case(
        key="pl-karta-plus-punkty-wygasanie-nagrody",
        source="Program „Karta Plus” – najważniejsze zasady. Za każde wydane 10 zł otrzymujesz 1 punkt; punkty nie są naliczane za zakup wyrobów tytoniowych, alkoholu ani kart podarunkowych. Zebrane punkty możesz wymienić na nagrody z katalogu lub na rabat: 100 punktów to 5 zł zniżki. Punkty są ważne przez 24 miesiące od końca kwartału, w którym je przyznano, a po tym czasie wygasają bez możliwości przywrócenia. Aby odebrać nagrodę, musisz okazać kartę lub aplikację przy kasie. Organizator może zmienić regulamin, informując uczestników z co najmniej 14-dniowym wyprzedzeniem. Punktów nie można przekazać innej osobie ani wymienić na gotówkę. Uczestnikiem programu może być wyłącznie osoba pełnoletnia.",
        good=[
            Good(
                "preserve",
                "Zasady programu „Karta Plus” w skrócie: uczestnik otrzymuje 1 punkt za każde wydane 10 zł, przy czym za zakup wyrobów tytoniowych, alkoholu i kart podarunkowych punkty nie są naliczane. Punkty można wymienić na nagrody z katalogu albo na rabat – 100 punktów odpowiada 5 zł zniżki. Zachowują one ważność przez 24 miesiące, licząc od końca kwartału, w którym zostały przyznane; po tym okresie wygasają i nie da się ich przywrócić. Przy odbiorze nagrody uczestnik musi okazać przy kasie kartę lub aplikację. Punkty nie podlegają przekazaniu innym osobom ani wymianie na gotówkę. Organizator może zmienić regulamin, powiadamiając uczestników co najmniej 14 dni wcześniej. W programie mogą uczestniczyć wyłącznie osoby pełnoletnie.",
            ),
            Good(
                "preserve",
                "Jak działa „Karta Plus”?\n\nZbierasz punkty: 1 punkt za każde wydane 10 zł. Uwaga – za wyroby tytoniowe, alkohol i karty podarunkowe punktów nie dostaniesz.\n\nMożesz je wymienić na nagrody z katalogu albo na rabat (100 punktów = 5 zł zniżki). Żeby odebrać nagrodę, musisz pokazać przy kasie kartę lub aplikację.\n\nPamiętaj, że punkty są ważne 24 miesiące od końca kwartału, w którym je przyznano – potem wygasają i nie można ich przywrócić. Nie możesz też przekazać ich innej osobie ani zamienić na gotówkę.\n\nW programie może uczestniczyć tylko osoba pełnoletnia, a organizator może zmienić regulamin, jeśli uprzedzi uczestników co najmniej 14 dni wcześniej.",
            ),
            Good(
                "en",
                "“Karta Plus” programme – key rules. You get 1 point for every PLN 10 you spend; no points are awarded for purchases of tobacco products, alcohol or gift cards. You can exchange your points for rewards from the catalogue or for a discount: 100 points equal PLN 5 off. Points are valid for 24 months from the end of the quarter in which they were awarded, after which they expire and cannot be restored. To collect a reward, you must show your card or the app at the checkout. The organiser may change the rules, giving participants at least 14 days' notice. Points cannot be transferred to another person or exchanged for cash. Only adults can take part in the programme.",
            ),
        ],
        bad=[
            Slip(1, [("(100 punktów = 5 zł zniżki)", "(100 punktów = 10 zł zniżki)")], "number"),
            Slip(2, [("you must show your card", "you should show your card")], "modality"),
            Slip(
                0,
                [("Punkty nie podlegają przekazaniu", "Punkty podlegają przekazaniu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-nginx-reverse-proxy-konfiguracja-markdown",
        source="## Konfiguracja reverse proxy\n\nPlik konfiguracyjny znajduje się w `/etc/nginx/sites-available/app.conf`. Po każdej zmianie musisz sprawdzić składnię poleceniem `nginx -t`, a dopiero potem przeładować serwer przez `systemctl reload nginx`. Aplikacja nasłuchuje lokalnie na porcie 8080, więc dyrektywa `proxy_pass` musi wskazywać `http://127.0.0.1:8080`.\n\n- Ustaw `proxy_read_timeout` na 60 s; dłuższe wartości mogą maskować zawieszone procesy.\n- Nie włączaj `proxy_buffering off` na produkcji bez uzgodnienia z zespołem.\n- Limit rozmiaru żądania (`client_max_body_size`) powinien wynosić 20M.\n\nCertyfikaty TLS odnawia automatycznie certbot. Szczegóły znajdziesz w [dokumentacji wewnętrznej](https://wiki.example.pl/ops/nginx).",
        good=[
            Good(
                "preserve",
                "## Reverse proxy – konfiguracja\n\nKonfiguracja znajduje się w pliku `/etc/nginx/sites-available/app.conf`. Aplikacja działa lokalnie na porcie 8080, dlatego `proxy_pass` musi wskazywać na `http://127.0.0.1:8080`.\n\nPo każdej modyfikacji musisz:\n\n1. sprawdzić składnię: `nginx -t`,\n2. dopiero potem przeładować serwer: `systemctl reload nginx`.\n\nUstawienia:\n\n- `proxy_read_timeout` – ustaw 60 s (dłuższe wartości mogą maskować zawieszone procesy);\n- `client_max_body_size` – limit rozmiaru żądania powinien wynosić 20M;\n- `proxy_buffering off` – nie włączaj na produkcji bez uzgodnienia z zespołem.\n\nCertyfikaty TLS są odnawiane automatycznie przez certbota. Więcej szczegółów: [dokumentacja wewnętrzna](https://wiki.example.pl/ops/nginx).",
            ),
            Good(
                "preserve",
                "## Konfiguracja reverse proxy\n\nPlik konfiguracyjny to `/etc/nginx/sites-available/app.conf`. Ponieważ aplikacja nasłuchuje lokalnie na porcie 8080, dyrektywa `proxy_pass` musi wskazywać `http://127.0.0.1:8080`. Wartość `proxy_read_timeout` ustaw na 60 s – dłuższe mogą maskować zawieszone procesy – a limit rozmiaru żądania, `client_max_body_size`, powinien wynosić 20M. Bez uzgodnienia z zespołem nie włączaj na produkcji `proxy_buffering off`.\n\nPo każdej zmianie musisz najpierw sprawdzić składnię (`nginx -t`), a dopiero potem przeładować serwer (`systemctl reload nginx`). Certyfikaty TLS odnawia automatycznie certbot; szczegóły opisuje [dokumentacja wewnętrzna](https://wiki.example.pl/ops/nginx).",
            ),
            Good(
                "en",
                "## Reverse proxy configuration\n\nThe configuration file is located at `/etc/nginx/sites-available/app.conf`. After every change you must check the syntax with `nginx -t`, and only then reload the server with `systemctl reload nginx`. The application listens locally on port 8080, so the `proxy_pass` directive must point to `http://127.0.0.1:8080`.\n\n- Set `proxy_read_timeout` to 60 s; longer values may mask hung processes.\n- Do not enable `proxy_buffering off` in production without agreeing it with the team.\n- The request size limit (`client_max_body_size`) should be 20M.\n\nTLS certificates are renewed automatically by certbot. See the [internal documentation](https://wiki.example.pl/ops/nginx) for details.",
            ),
        ],
        bad=[
            Slip(0, [("`systemctl reload nginx`", "`systemctl restart nginx`")], "code"),
            Slip(
                2,
                [("## Reverse proxy configuration\n\n", "Reverse proxy configuration\n\n")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "`client_max_body_size`, powinien wynosić 20M",
                        "`client_max_body_size`, musi wynosić 20M",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-limnologia-fosfor-osady-jezioro-swarzedzkie",
        source="Celem badań była ocena wewnętrznego ładowania fosforu w eutroficznym Jeziorze Swarzędzkim w latach 2019–2022. Próbki osadów pobierano co miesiąc w trzech punktach o głębokości od 4 do 7 m. Średnie tempo uwalniania fosforu z osadów w okresie letniej stratyfikacji wyniosło 12,4 mg P m⁻² d⁻¹, czyli około 2,5 razy więcej niż zimą. Uzyskane wartości są zbliżone do wyników raportowanych przez Nowaczyka i in. (2019, Limnological Review 19: 145–156) dla jezior Pojezierza Wielkopolskiego. Wyniki wskazują, że ładunek wewnętrzny prawdopodobnie odpowiada za ponad połowę dopływu fosforu do toni wodnej latem, co może ograniczać skuteczność działań prowadzonych wyłącznie w zlewni. Rekultywacja jeziora powinna zatem uwzględniać inaktywację fosforu w osadach.",
        good=[
            Good(
                "preserve",
                "W latach 2019–2022 oceniano wewnętrzne ładowanie fosforu w eutroficznym Jeziorze Swarzędzkim. Osady pobierano raz w miesiącu w trzech punktach położonych na głębokości 4–7 m. Latem, w okresie stratyfikacji, fosfor uwalniał się z osadów średnio w tempie 12,4 mg P m⁻² d⁻¹ – mniej więcej 2,5 razy szybciej niż zimą. Podobne wartości dla jezior Pojezierza Wielkopolskiego podawali Nowaczyk i in. (2019, Limnological Review 19: 145–156). Według uzyskanych wyników ładunek wewnętrzny prawdopodobnie dostarcza latem ponad połowę fosforu trafiającego do toni wodnej, co może ograniczać efekty działań prowadzonych wyłącznie w zlewni. Dlatego rekultywacja jeziora powinna uwzględniać także inaktywację fosforu w osadach.",
            ),
            Good(
                "preserve",
                "Przedmiotem pracy jest wewnętrzne ładowanie fosforu w eutroficznym Jeziorze Swarzędzkim, badane w latach 2019–2022 na podstawie comiesięcznych prób osadów z trzech stanowisk (głębokość 4–7 m). W okresie letniej stratyfikacji średnie tempo uwalniania fosforu z osadów osiągnęło 12,4 mg P m⁻² d⁻¹, było więc około 2,5 razy wyższe niż zimą; wartości te są zbliżone do raportowanych dla jezior Pojezierza Wielkopolskiego (Nowaczyk i in. 2019, Limnological Review 19: 145–156). Latem ładunek wewnętrzny odpowiada prawdopodobnie za ponad 50% dopływu fosforu do toni wodnej, co może obniżać skuteczność działań ograniczonych wyłącznie do zlewni. Rekultywacja jeziora powinna zatem obejmować inaktywację fosforu w osadach.",
            ),
            Good(
                "en",
                "The aim of the study was to assess internal phosphorus loading in the eutrophic Lake Swarzędzkie in 2019–2022. Sediment samples were collected monthly at three sites at depths of 4 to 7 m. The mean rate of phosphorus release from the sediments during summer stratification was 12.4 mg P m⁻² d⁻¹, about 2.5 times higher than in winter. These values are similar to those reported by Nowaczyk et al. (2019, Limnological Review 19: 145–156) for lakes of the Wielkopolska Lakeland. The results indicate that the internal load is probably responsible for more than half of the phosphorus input to the water column in summer, which may limit the effectiveness of measures taken only in the catchment. Lake restoration should therefore include phosphorus inactivation in the sediments.",
            ),
        ],
        bad=[
            Slip(2, [("Nowaczyk et al. (2019,", "Nowaczyk et al. (2017,")], "citation"),
            Slip(
                0,
                [("ładunek wewnętrzny prawdopodobnie dostarcza", "ładunek wewnętrzny dostarcza")],
                "hedge",
            ),
            Slip(1, [("osiągnęło 12,4 mg", "osiągnęło 21,4 mg")], "number"),
        ],
    ),
    Case(
        key="pl-dzien-otwarty-politechnika-opolska-zaproszenie",
        source="Politechnika Opolska zaprasza uczniów szkół średnich na Dzień Otwarty, który odbędzie się w sobotę 22 marca 2025 r. w godzinach 10:00–15:00 w budynku Centrum Dydaktycznego przy ul. Prószkowskiej 76. W programie: pokazy w laboratoriach, mini-wykłady, spotkania ze studentami z kół naukowych oraz konsultacje z pracownikami działu rekrutacji. O godz. 12:00 w auli odbędzie się prezentacja zasad rekrutacji na rok akademicki 2025/2026. Udział jest bezpłatny, ale na warsztaty w laboratoriach obowiązują zapisy – liczba miejsc jest ograniczona. Zapisy prowadzimy do 17 marca przez formularz na stronie dzienotwarty.po.edu.pl. Pytania można kierować na adres rekrutacja@po.edu.pl. Zapraszamy również rodziców i nauczycieli.",
        good=[
            Good(
                "preserve",
                "Politechnika Opolska zaprasza uczniów szkół średnich na Dzień Otwarty – w sobotę 22 marca 2025 r., od 10:00 do 15:00, w budynku Centrum Dydaktycznego przy ul. Prószkowskiej 76. Czekają na Ciebie pokazy w laboratoriach, mini-wykłady, rozmowy ze studentami z kół naukowych i konsultacje z pracownikami działu rekrutacji. O 12:00 w auli przedstawimy zasady rekrutacji na rok akademicki 2025/2026. Udział jest bezpłatny, jednak na warsztaty w laboratoriach trzeba się zapisać, bo liczba miejsc jest ograniczona – formularz znajdziesz na stronie dzienotwarty.po.edu.pl (zapisy do 17 marca). Masz pytania? Napisz na rekrutacja@po.edu.pl. Zapraszamy także rodziców i nauczycieli.",
            ),
            Good(
                "preserve",
                "Dzień Otwarty Politechniki Opolskiej\n\nKiedy: sobota, 22 marca 2025 r., godz. 10:00–15:00\nGdzie: budynek Centrum Dydaktycznego, ul. Prószkowska 76\nDla kogo: uczniowie szkół średnich, a także rodzice i nauczyciele\n\nProgram:\n- pokazy w laboratoriach,\n- mini-wykłady,\n- spotkania ze studentami z kół naukowych,\n- konsultacje z pracownikami działu rekrutacji,\n- godz. 12:00, aula: prezentacja zasad rekrutacji na rok akademicki 2025/2026.\n\nUdział bezpłatny. Na warsztaty w laboratoriach obowiązują zapisy (liczba miejsc ograniczona) – do 17 marca przez formularz na stronie dzienotwarty.po.edu.pl. Pytania: rekrutacja@po.edu.pl.",
            ),
            Good(
                "en",
                "Opole University of Technology invites secondary school students to its Open Day on Saturday, 22 March 2025, from 10:00 to 15:00 in the Teaching Centre building at ul. Prószkowska 76. The programme includes laboratory demonstrations, mini-lectures, meetings with students from research clubs and consultations with admissions staff. At 12:00, the admission rules for the 2025/2026 academic year will be presented in the auditorium. Participation is free of charge, but registration is required for the laboratory workshops, as places are limited. Registration is open until 17 March via the form at dzienotwarty.po.edu.pl. Questions can be sent to rekrutacja@po.edu.pl. Parents and teachers are also welcome.",
            ),
        ],
        bad=[
            Slip(1, [("– do 17 marca przez", "– do 21 marca przez")], "date"),
            Slip(2, [("rekrutacja@po.edu.pl", "rekrutacja@po.opole.pl")], "url"),
            Slip(
                0,
                [
                    (
                        "w auli przedstawimy zasady",
                        "w auli prorektor ds. kształcenia przedstawi zasady",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-kajakow-drweca-zasady-splywu",
        source="Zasady korzystania z wypożyczalni kajaków „Przystań nad Drwęcą”. Kajak można wypożyczyć po okazaniu dokumentu tożsamości i wpłaceniu kaucji w wysokości 200 zł, zwracanej po oddaniu sprzętu w stanie niepogorszonym. Każdy uczestnik spływu musi mieć założoną kamizelkę asekuracyjną przez cały czas przebywania na wodzie. Dzieci do 12 lat mogą płynąć wyłącznie w kajaku z osobą dorosłą. Osoby pod wpływem alkoholu nie zostaną wpuszczone na wodę. Sprzęt należy zwrócić do godz. 19:00; za każdą rozpoczętą godzinę opóźnienia naliczamy 15 zł. Przy stanie wody powyżej 150 cm na wodowskazie w Golubiu wypożyczalnia może odwołać spływy. Uszkodzenia kajaka lub wiosła powinny być zgłaszane obsłudze od razu po powrocie.",
        good=[
            Good(
                "preserve",
                "Przystań nad Drwęcą – zasady wypożyczalni kajaków:\n\n• Aby wypożyczyć kajak, pokaż dokument tożsamości i wpłać 200 zł kaucji. Oddamy ją, gdy zwrócisz sprzęt w stanie niepogorszonym.\n• Kamizelkę asekuracyjną każdy uczestnik spływu musi mieć na sobie przez cały czas pobytu na wodzie.\n• Dzieci do 12 lat mogą płynąć tylko w kajaku z osobą dorosłą.\n• Osób pod wpływem alkoholu nie wpuszczamy na wodę.\n• Sprzęt trzeba oddać do 19:00. Za każdą rozpoczętą godzinę spóźnienia doliczamy 15 zł.\n• Jeśli wodowskaz w Golubiu pokazuje ponad 150 cm, wypożyczalnia może odwołać spływy.\n• Uszkodzenia kajaka lub wiosła powinno się zgłaszać obsłudze zaraz po powrocie.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia kajaków „Przystań nad Drwęcą” wydaje kajak po okazaniu dokumentu tożsamości i wpłacie kaucji (200 zł), którą zwraca się po oddaniu sprzętu w stanie niepogorszonym. Przez cały czas przebywania na wodzie każdy uczestnik spływu musi mieć założoną kamizelkę asekuracyjną, a dzieci w wieku do 12 lat mogą płynąć wyłącznie w jednym kajaku z osobą dorosłą. Osoby pod wpływem alkoholu nie zostaną wpuszczone na wodę. Sprzęt należy zwrócić do godz. 19:00, a za każdą rozpoczętą godzinę opóźnienia pobierana jest opłata 15 zł. Uszkodzenia kajaka lub wiosła powinny zostać zgłoszone obsłudze niezwłocznie po powrocie. Jeżeli stan wody na wodowskazie w Golubiu przekroczy 150 cm, wypożyczalnia może odwołać spływy.",
            ),
            Good(
                "en",
                "Rules of the “Przystań nad Drwęcą” kayak rental. You can rent a kayak after showing an identity document and paying a PLN 200 deposit, which is refunded when the equipment is returned in no worse condition. Every participant must wear a life jacket at all times while on the water. Children up to 12 years old may only paddle in a kayak with an adult. People under the influence of alcohol will not be allowed on the water. Equipment must be returned by 7:00 p.m.; we charge PLN 15 for each started hour of delay. If the water level at the Golub gauge exceeds 150 cm, the rental may cancel trips. Any damage to a kayak or paddle should be reported to staff as soon as you return.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Osoby pod wpływem alkoholu nie zostaną wpuszczone",
                        "Osoby pod wpływem alkoholu zostaną wpuszczone",
                    )
                ],
                "negation",
            ),
            Slip(2, [("the rental may cancel trips", "the rental will cancel trips")], "modality"),
            Slip(0, [("doliczamy 15 zł", "doliczamy 25 zł")], "number"),
        ],
    ),
    Case(
        key="pl-kfs-doplaty-szkolenia-pup-leszno",
        source="Dofinansowanie szkoleń z Krajowego Funduszu Szkoleniowego – nabór 2025. Powiatowy Urząd Pracy w Lesznie przyjmuje wnioski pracodawców od 3 do 14 lutego 2025 r. Środki można przeznaczyć na kursy, studia podyplomowe i egzaminy potwierdzające kwalifikacje zawodowe. Zgodnie z art. 69b ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy mikroprzedsiębiorca może otrzymać 100% kosztów kształcenia, a pozostali pracodawcy 80%, przy czym kwota nie może przekroczyć 300% przeciętnego wynagrodzenia na jednego uczestnika. Szacuje się, że dostępna pula wystarczy dla około 120 osób, dlatego decyduje kolejność złożenia kompletnych wniosków. Formularze są dostępne na stronie leszno.praca.gov.pl w zakładce „KFS”. Wnioski należy składać przez platformę praca.gov.pl albo w siedzibie urzędu.",
        good=[
            Good(
                "preserve",
                "Pracodawco, Powiatowy Urząd Pracy w Lesznie przyjmuje od 3 do 14 lutego 2025 r. wnioski o dofinansowanie szkoleń z Krajowego Funduszu Szkoleniowego (nabór 2025). Pieniądze możesz przeznaczyć na kursy, studia podyplomowe oraz egzaminy potwierdzające kwalifikacje zawodowe. Na mocy art. 69b ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy mikroprzedsiębiorca może otrzymać 100% kosztów kształcenia, a pozostali pracodawcy 80%; kwota nie może jednak przekroczyć 300% przeciętnego wynagrodzenia na jednego uczestnika. Według szacunków pula wystarczy dla mniej więcej 120 osób, więc liczy się kolejność złożenia kompletnych wniosków. Formularze znajdziesz na leszno.praca.gov.pl w zakładce „KFS”, a wniosek trzeba złożyć przez platformę praca.gov.pl albo w siedzibie urzędu.",
            ),
            Good(
                "preserve",
                "KFS 2025 – nabór w Powiatowym Urzędzie Pracy w Lesznie\n\n- Termin składania wniosków przez pracodawców: 3–14 lutego 2025 r.\n- Na co: kursy, studia podyplomowe, egzaminy potwierdzające kwalifikacje zawodowe.\n- Wysokość wsparcia (art. 69b ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy): mikroprzedsiębiorca może otrzymać 100% kosztów kształcenia, pozostali pracodawcy 80%; kwota nie może przekroczyć 300% przeciętnego wynagrodzenia na jednego uczestnika.\n- Pula: według szacunków wystarczy dla około 120 osób – decyduje kolejność złożenia kompletnych wniosków.\n- Formularze: leszno.praca.gov.pl, zakładka „KFS”.\n- Gdzie należy składać wnioski: przez platformę praca.gov.pl albo w siedzibie urzędu.",
            ),
            Good(
                "en",
                "Subsidies for training from the National Training Fund – 2025 call. The District Labour Office in Leszno is accepting applications from employers from 3 to 14 February 2025. The funds may be used for courses, postgraduate studies and exams confirming vocational qualifications. Under Article 69b(1) of the Act on Employment Promotion and Labour Market Institutions, a micro-enterprise may receive 100% of the training costs and other employers 80%, but the amount may not exceed 300% of the average salary per participant. It is estimated that the available pool will be enough for about 120 people, so the order in which complete applications are submitted is decisive. Forms are available at leszno.praca.gov.pl under the “KFS” tab. Applications must be submitted via the praca.gov.pl platform or at the office.",
            ),
        ],
        bad=[
            Slip(1, [("(art. 69b ust. 1 ustawy", "(art. 69a ust. 1 ustawy")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "It is estimated that the available pool will be enough for about 120 people",
                        "The available pool will be enough for 120 people",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("leszno.praca.gov.pl", "leszno.pup.gov.pl")], "url"),
        ],
    ),
    Case(
        key="pl-readme-kopie-zapasowe-postgresql-cron",
        source="# Kopie zapasowe bazy danych\n\nSkrypt `backup.sh` tworzy codziennie o 2:30 zrzut bazy PostgreSQL i wysyła go do zasobnika `s3://firma-backup/db/`. Zadanie uruchamia cron z wpisem:\n\n```\n30 2 * * * /opt/scripts/backup.sh --compress\n```\n\nKopie są przechowywane przez 30 dni, a starsze usuwa reguła cyklu życia zasobnika. Nie uruchamiaj skryptu ręcznie w godzinach pracy, ponieważ zrzut może spowolnić aplikację. Przed odtworzeniem kopii na produkcji musisz zatrzymać usługę `app-worker`. Hasło do bazy skrypt odczytuje ze zmiennej `PGPASSWORD`; nie zapisuj go w repozytorium. Jeśli zrzut się nie powiedzie, skrypt wysyła powiadomienie na kanał #ops-alerty.",
        good=[
            Good(
                "preserve",
                "# Kopie zapasowe bazy danych\n\nCodziennie o 2:30 skrypt `backup.sh` wykonuje zrzut bazy PostgreSQL i przesyła go do zasobnika `s3://firma-backup/db/`. Uruchamia go cron:\n\n```\n30 2 * * * /opt/scripts/backup.sh --compress\n```\n\nNajważniejsze zasady:\n\n- kopie trzymamy 30 dni, starsze kasuje reguła cyklu życia zasobnika;\n- nie uruchamiaj skryptu ręcznie w godzinach pracy – zrzut może spowolnić aplikację;\n- przed odtworzeniem kopii na produkcji musisz zatrzymać usługę `app-worker`;\n- hasło do bazy skrypt pobiera ze zmiennej `PGPASSWORD` – nie zapisuj go w repozytorium;\n- gdy zrzut się nie powiedzie, skrypt wyśle powiadomienie na kanał #ops-alerty.",
            ),
            Good(
                "preserve",
                "# Kopie zapasowe bazy danych\n\nZrzut bazy PostgreSQL jest tworzony każdego dnia o godzinie 2:30 przez skrypt `backup.sh`, który następnie wysyła go do zasobnika `s3://firma-backup/db/`. Za uruchamianie odpowiada następujący wpis w cronie:\n\n```\n30 2 * * * /opt/scripts/backup.sh --compress\n```\n\nW razie niepowodzenia zrzutu skrypt powiadamia kanał #ops-alerty. Kopie przechowujemy przez 30 dni; starsze są usuwane przez regułę cyklu życia zasobnika. Ponieważ zrzut może spowolnić aplikację, skryptu nie należy uruchamiać ręcznie w godzinach pracy. Przed odtworzeniem kopii na produkcji trzeba zatrzymać usługę `app-worker`. Hasło do bazy jest odczytywane ze zmiennej `PGPASSWORD` i nie wolno go zapisywać w repozytorium.",
            ),
            Good(
                "en",
                "# Database backups\n\nEvery day at 2:30 the `backup.sh` script creates a dump of the PostgreSQL database and uploads it to the `s3://firma-backup/db/` bucket. The job is run by cron with this entry:\n\n```\n30 2 * * * /opt/scripts/backup.sh --compress\n```\n\nBackups are kept for 30 days; older ones are deleted by the bucket's lifecycle rule. Do not run the script manually during working hours, as the dump may slow down the application. Before restoring a backup in production, you must stop the `app-worker` service. The script reads the database password from the `PGPASSWORD` variable; do not store it in the repository. If the dump fails, the script sends a notification to the #ops-alerty channel.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("/opt/scripts/backup.sh --compress", "/opt/scripts/backup.sh --compact")],
                "code",
            ),
            Slip(
                0,
                [
                    (
                        "```\n30 2 * * * /opt/scripts/backup.sh --compress\n```",
                        "30 2 * * * /opt/scripts/backup.sh --compress",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("skryptu nie należy uruchamiać ręcznie", "skrypt należy uruchamiać ręcznie")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-limnologia-zakwity-sinic-zbiornik-dobczycki",
        source="Zakwity sinic w zbiornikach zaporowych stanowią rosnące zagrożenie dla ujęć wody pitnej. W pracy przeanalizowano dane z monitoringu Zbiornika Dobczyckiego z lat 2015–2023, obejmujące stężenia chlorofilu a, temperaturę wody i zawartość mikrocystyny LR. Najwyższe stężenia toksyny, sięgające 3,8 µg/l, notowano w sierpniu przy temperaturze wody powyżej 22°C. Zgodnie z wcześniejszymi obserwacjami Zielińskiej i in. (2016, Oceanological and Hydrobiological Studies 45: 211–222) dominującym taksonem był Planktothrix rubescens. Analiza trendu sugeruje, że okres sprzyjający zakwitom wydłużył się o około 18 dni w porównaniu z początkiem badanego okresu, co może wiązać się z ocieplaniem klimatu. Autorzy zalecają zwiększenie częstotliwości poboru prób w miesiącach letnich do jednego na tydzień.",
        good=[
            Good(
                "preserve",
                "Sinice zakwitające w zbiornikach zaporowych coraz bardziej zagrażają ujęciom wody pitnej. Autorzy przeanalizowali dane z monitoringu Zbiornika Dobczyckiego z lat 2015–2023: stężenia chlorofilu a, temperaturę wody i zawartość mikrocystyny LR. Toksyny było najwięcej w sierpniu – do 3,8 µg/l – gdy woda miała ponad 22°C. Dominował Planktothrix rubescens, co zgadza się z wcześniejszymi obserwacjami Zielińskiej i in. (2016, Oceanological and Hydrobiological Studies 45: 211–222). Analiza trendu sugeruje, że okres sprzyjający zakwitom wydłużył się o około 18 dni w stosunku do początku badanego okresu, co może mieć związek z ocieplaniem klimatu. Autorzy zalecają, by w miesiącach letnich pobierać próby częściej – raz w tygodniu.",
            ),
            Good(
                "preserve",
                "Zakwity sinic stanowią rosnące zagrożenie dla ujęć wody pitnej w zbiornikach zaporowych. Problem oceniono na podstawie danych z monitoringu Zbiornika Dobczyckiego z lat 2015–2023 (stężenia chlorofilu a, temperatura wody, zawartość mikrocystyny LR). Maksymalne stężenia toksyny – do 3,8 µg/l – odnotowywano w sierpniu, przy temperaturze wody przekraczającej 22°C. Taksonem dominującym był Planktothrix rubescens, zgodnie z wcześniejszymi obserwacjami (Zielińska i in. 2016, Oceanological and Hydrobiological Studies 45: 211–222). Wyniki analizy trendu sugerują wydłużenie okresu sprzyjającego zakwitom o około 18 dni względem początku badanego okresu, co może mieć związek z ocieplaniem klimatu. Autorzy rekomendują, aby w miesiącach letnich pobierać próby co tydzień.",
            ),
            Good(
                "en",
                "Cyanobacterial blooms in dam reservoirs pose a growing threat to drinking water intakes. This study analysed monitoring data from the Dobczyce Reservoir for 2015–2023, covering chlorophyll a concentrations, water temperature and microcystin-LR content. The highest toxin concentrations, reaching 3.8 µg/L, were recorded in August at water temperatures above 22°C. In line with earlier observations by Zielińska et al. (2016, Oceanological and Hydrobiological Studies 45: 211–222), the dominant taxon was Planktothrix rubescens. Trend analysis suggests that the period favourable to blooms has lengthened by about 18 days compared with the start of the study period, which may be linked to climate warming. The authors recommend increasing the sampling frequency in the summer months to once a week.",
            ),
        ],
        bad=[
            Slip(1, [("(Zielińska i in. 2016,", "(Zielińska i in. 2018,")], "citation"),
            Slip(
                2,
                [("which may be linked to climate warming", "which is caused by climate warming")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "gdy woda miała ponad 22°C.",
                        "gdy woda miała ponad 22°C, a do zbiornika spływały ścieki z oczyszczalni w Myślenicach.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-tarnow-regulamin-wypozyczen-zmiany",
        source="Regulamin wypożyczeń Miejskiej Biblioteki Publicznej w Tarnowie – najważniejsze zmiany od 1 września 2025 r. Jednorazowo można wypożyczyć do 8 książek i 3 audiobooków na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, o kolejne 30 dni, przez konto czytelnika, o ile na daną pozycję nie ma rezerwacji. Za każdy dzień przetrzymania książki pobierana jest opłata 0,30 zł, a czytelnik z zaległościami powyżej 20 zł nie może wypożyczać kolejnych materiałów. Zarezerwowane pozycje czekają na odbiór przez 5 dni roboczych. Zgubioną lub zniszczoną książkę czytelnik musi odkupić albo zastąpić innym egzemplarzem wskazanym przez bibliotekarza. Dzieci do lat 13 powinny mieć zgodę rodzica na założenie karty.",
        good=[
            Good(
                "preserve",
                "Od 1 września 2025 r. w Miejskiej Bibliotece Publicznej w Tarnowie obowiązują zmienione zasady wypożyczeń. Oto najważniejsze z nich:\n\n1. Jednorazowo możesz wypożyczyć maksymalnie 8 książek i 3 audiobooki, na 30 dni.\n2. Termin zwrotu możesz przedłużyć przez konto czytelnika dwa razy, za każdym razem o 30 dni – chyba że ktoś zarezerwował daną pozycję.\n3. Za każdy dzień przetrzymania książki zapłacisz 0,30 zł. Jeśli Twoje zaległości przekroczą 20 zł, nie możesz wypożyczać kolejnych materiałów.\n4. Zarezerwowane pozycje czekają na Ciebie 5 dni roboczych.\n5. Zgubioną lub zniszczoną książkę musisz odkupić albo zastąpić innym egzemplarzem wskazanym przez bibliotekarza.\n6. Dzieci do lat 13 powinny mieć zgodę rodzica na założenie karty.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Tarnowie wprowadza od 1 września 2025 r. zmiany w regulaminie wypożyczeń. Czytelnik może wypożyczyć jednorazowo do 8 książek oraz 3 audiobooków na 30 dni, a termin zwrotu wolno mu przedłużyć przez konto czytelnika dwukrotnie, każdorazowo o 30 dni, jeśli dana pozycja nie została zarezerwowana. Opłata za przetrzymanie książki wynosi 0,30 zł za każdy dzień; osoby z zaległościami przekraczającymi 20 zł nie mogą wypożyczać dalszych materiałów. Zarezerwowane pozycje czekają na odbiór 5 dni roboczych. W przypadku zgubienia lub zniszczenia książki czytelnik musi ją odkupić lub zastąpić innym egzemplarzem wskazanym przez bibliotekarza. Dzieci do lat 13 powinny posiadać zgodę rodzica na założenie karty.",
            ),
            Good(
                "en",
                "Tarnów Municipal Public Library lending rules – key changes from 1 September 2025. You can borrow up to 8 books and 3 audiobooks at a time for 30 days. The return date can be extended twice, by another 30 days each time, through your reader account, provided the item has not been reserved. A fee of PLN 0.30 is charged for each day a book is overdue, and readers who owe more than PLN 20 may not borrow further items. Reserved items are held for collection for 5 working days. A reader must buy a replacement for a lost or damaged book or replace it with another copy indicated by the librarian. Children under 13 should have a parent's consent to open a library card.",
            ),
        ],
        bad=[
            Slip(2, [("Children under 13 should have", "Children under 13 must have")], "modality"),
            Slip(0, [("8 książek i 3 audiobooki", "8 książek i 5 audiobooków")], "number"),
            Slip(1, [("od 1 września 2025 r.", "od 1 października 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-dawkowanie-srodki-ostroznosci",
        source="Ibuprofen 200 mg – jak stosować. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, nie więcej niż 6 tabletek (1200 mg) na dobę. Tabletki należy połykać w całości, popijając wodą, najlepiej po posiłku. Działanie przeciwbólowe pojawia się zwykle po około 30 minutach. Bez porady lekarza nie należy stosować leku dłużej niż 3 dni w przypadku gorączki ani dłużej niż 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, zwłaszcza u osób starszych. U osób z astmą oskrzelową może wywołać skurcz oskrzeli, dlatego przed jego zastosowaniem powinny one skonsultować się z lekarzem. Nie stosować w ostatnim trymestrze ciąży. Kobiety karmiące piersią mogą przyjmować lek krótkotrwale w najmniejszej skutecznej dawce.",
        good=[
            Good(
                "preserve",
                "Jak przyjmować Ibuprofen 200 mg? Jeśli jesteś osobą dorosłą lub masz więcej niż 12 lat, przyjmuj 1–2 tabletki co 4–6 godzin, ale nie więcej niż 6 tabletek (1200 mg) na dobę. Połykaj je w całości i popijaj wodą – najlepiej po posiłku. Lek zaczyna zwykle działać przeciwbólowo po około 30 minutach. Bez porady lekarza nie stosuj go dłużej niż 3 dni przy gorączce ani dłużej niż 5 dni przy bólu. Może powodować dolegliwości żołądkowe, szczególnie u osób starszych. Jeśli chorujesz na astmę oskrzelową, przed zastosowaniem leku powinieneś skonsultować się z lekarzem, bo może on wywołać skurcz oskrzeli. Nie stosuj go w ostatnim trymestrze ciąży. Jeśli karmisz piersią, możesz przyjmować lek krótkotrwale, w najmniejszej skutecznej dawce.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg – dawkowanie i środki ostrożności\n\n- Dawka (dorośli i młodzież powyżej 12 lat): 1–2 tabletki co 4–6 godzin; maksymalnie 6 tabletek (1200 mg) na dobę.\n- Sposób przyjmowania: połykać w całości, popijając wodą, najlepiej po posiłku.\n- Początek działania przeciwbólowego: zazwyczaj po około 30 minutach.\n- Stosowanie bez porady lekarza: nie dłużej niż 3 dni przy gorączce i nie dłużej niż 5 dni przy bólu.\n- Działania niepożądane: lek może powodować dolegliwości żołądkowe, zwłaszcza u osób starszych.\n- Astma oskrzelowa: lek może wywołać skurcz oskrzeli – przed jego zastosowaniem chorzy powinni skonsultować się z lekarzem.\n- Ciąża: nie stosować w ostatnim trymestrze.\n- Karmienie piersią: lek można przyjmować krótkotrwale, w najmniejszej skutecznej dawce.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg – how to take it. Adults and adolescents over 12 years: 1–2 tablets every 4–6 hours, no more than 6 tablets (1200 mg) in 24 hours. Swallow the tablets whole with water, preferably after a meal. The pain-relieving effect usually starts after about 30 minutes. Without medical advice, do not use the medicine for longer than 3 days for fever or longer than 5 days for pain. The medicine may cause stomach problems, especially in older people. In people with bronchial asthma it may trigger bronchospasm, so they should consult a doctor before using it. Do not use in the last trimester of pregnancy. Breastfeeding women may take the medicine for a short time at the lowest effective dose.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The medicine may cause stomach problems",
                        "The medicine causes stomach problems",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("powinieneś skonsultować się z lekarzem", "możesz skonsultować się z lekarzem")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "- Ciąża: nie stosować w ostatnim trymestrze.",
                        "- Ciąża: stosować w ostatnim trymestrze.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-torfowiska-nawodnienie-emisje-wegla",
        source="Torfowiska zajmują około 3% powierzchni lądów, ale magazynują szacunkowo jedną trzecią węgla glebowego świata (Yu i in. 2010). W Polsce ponad 85% torfowisk zostało odwodnionych, głównie na potrzeby rolnictwa w XX wieku. Według Kołodziejczyk i in. (2020) ponowne nawodnienie zdegradowanych torfowisk może ograniczyć emisję CO₂ nawet o 10–20 t na hektar rocznie, choć efekt zależy od głębokości zwierciadła wody. Nawodnienie nie przywraca jednak od razu funkcji akumulacji torfu: odtworzenie roślinności torfotwórczej trwa zwykle kilkanaście lat. W przeglądzie uwzględniono 64 publikacje z lat 2000–2023, wyszukane w bazach Scopus i Web of Science. Wskazujemy luki w wiedzy, zwłaszcza brak długoterminowych pomiarów emisji metanu po nawodnieniu.",
        good=[
            Good(
                "preserve",
                "Przegląd obejmuje 64 publikacje z lat 2000–2023 wyszukane w bazach Scopus i Web of Science. Torfowiska pokrywają około 3% powierzchni lądów, a mimo to przechowują szacunkowo jedną trzecią światowego węgla glebowego (Yu i in. 2010). W Polsce odwodniono ponad 85% torfowisk, głównie w XX wieku na potrzeby rolnictwa. Kołodziejczyk i in. (2020) wskazują, że ponowne nawodnienie zdegradowanych torfowisk może zmniejszyć emisję CO₂ nawet o 10–20 t na hektar rocznie, choć efekt zależy od głębokości zwierciadła wody. Nie oznacza to jednak natychmiastowego powrotu akumulacji torfu – odtworzenie roślinności torfotwórczej trwa zwykle kilkanaście lat. Wskazujemy też luki w wiedzy, przede wszystkim brak długoterminowych pomiarów emisji metanu po nawodnieniu.",
            ),
            Good(
                "preserve",
                "Choć torfowiska zajmują ok. 3% powierzchni lądów, magazynują szacunkowo 1/3 światowych zasobów węgla glebowego (Yu i in. 2010). W Polsce ponad 85% torfowisk zostało osuszonych, przede wszystkim w XX wieku dla potrzeb rolnictwa. Ponowne nawodnienie zdegradowanych torfowisk może, według Kołodziejczyk i in. (2020), obniżyć emisję CO₂ nawet o 10–20 t/ha rocznie, przy czym efekt zależy od głębokości zwierciadła wody. Nie przywraca to jednak od razu funkcji akumulacji torfu, ponieważ odtworzenie roślinności torfotwórczej zajmuje zwykle kilkanaście lat. Niniejszy przegląd opiera się na 64 publikacjach z lat 2000–2023 (Scopus, Web of Science) i wskazuje luki w wiedzy, w szczególności brak długoterminowych pomiarów emisji metanu po nawodnieniu.",
            ),
            Good(
                "en",
                "Peatlands cover about 3% of the land surface but store an estimated one third of the world's soil carbon (Yu et al. 2010). In Poland, more than 85% of peatlands have been drained, mainly for agriculture in the 20th century. According to Kołodziejczyk et al. (2020), rewetting degraded peatlands may reduce CO₂ emissions by as much as 10–20 t per hectare per year, although the effect depends on the depth of the water table. Rewetting does not, however, immediately restore peat accumulation: re-establishing peat-forming vegetation usually takes a dozen or more years. The review covers 64 publications from 2000–2023 retrieved from Scopus and Web of Science. We identify knowledge gaps, especially the lack of long-term measurements of methane emissions after rewetting.",
            ),
        ],
        bad=[
            Slip(0, [("(Yu i in. 2010)", "(Yu i in. 2012)")], "citation"),
            Slip(
                2,
                [
                    (
                        "mainly for agriculture in the 20th century",
                        "mainly for agriculture and for peat extraction for horticulture in the 20th century",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("W Polsce ponad 85% torfowisk", "W Polsce ponad 65% torfowisk")], "number"),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-wymiana-wodomierzy-harmonogram",
        source="Zarząd Wspólnoty Mieszkaniowej „Słoneczna 14” informuje, że w dniach 7–9 października 2025 r. firma Aqua-Serwis wymieni wodomierze we wszystkich lokalach. Montażyści będą pracować od 8:00 do 16:00; harmonogram dla poszczególnych klatek zostanie wywieszony najpóźniej 30 września. Właściciele lub najemcy muszą zapewnić dostęp do pionów wodnych, a szafki z zaworami powinny zostać wcześniej opróżnione. Wymiana jest bezpłatna – jej koszt pokrywa fundusz remontowy, więc montażystom nie należy niczego płacić. W czasie prac woda w danej klatce może być zakręcona na około 2 godziny. Jeśli nie możesz być obecny w wyznaczonym terminie, zgłoś to administratorowi pod numerem 61 852 44 10.",
        good=[
            Good(
                "preserve",
                "Wymiana wodomierzy – Wspólnota Mieszkaniowa „Słoneczna 14”\n\nZarząd Wspólnoty informuje:\n\n- Kiedy: 7–9 października 2025 r., w godz. 8:00–16:00.\n- Kto: firma Aqua-Serwis, we wszystkich lokalach.\n- Harmonogram dla poszczególnych klatek wywiesimy najpóźniej 30 września.\n- Właściciele lub najemcy muszą zapewnić dostęp do pionów wodnych; szafki z zaworami powinny być wcześniej opróżnione.\n- Wymiana jest bezpłatna, bo jej koszt pokrywa fundusz remontowy – montażystom nie należy niczego płacić.\n- W czasie prac woda w danej klatce może być zakręcona na około 2 godziny.\n- Nie możesz być obecny w wyznaczonym terminie? Zgłoś to administratorowi: tel. 61 852 44 10.",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Słoneczna 14” uprzejmie informuje, że w dniach 7–9 października 2025 r. firma Aqua-Serwis przeprowadzi wymianę wodomierzy we wszystkich lokalach. Prace będą prowadzone w godzinach 8:00–16:00, a harmonogram dla poszczególnych klatek zostanie wywieszony nie później niż 30 września. Właściciele lub najemcy lokali muszą zapewnić dostęp do pionów wodnych, a szafki z zaworami powinny zostać wcześniej opróżnione. Wymiana jest nieodpłatna, ponieważ jej koszt pokrywa fundusz remontowy – montażystom nie należy uiszczać żadnych opłat. Na czas prac woda w danej klatce może zostać zakręcona na mniej więcej 2 godziny. Osoby, które nie mogą być obecne w wyznaczonym terminie, proszone są o zgłoszenie tego administratorowi pod numerem 61 852 44 10.",
            ),
            Good(
                "en",
                "The Board of the “Słoneczna 14” Housing Community informs residents that Aqua-Serwis will replace the water meters in all flats on 7–9 October 2025. The fitters will work from 8:00 to 16:00; the schedule for each staircase will be posted by 30 September at the latest. Owners or tenants must provide access to the water risers, and the cabinets with valves should be emptied beforehand. The replacement is free of charge – its cost is covered by the repair fund, so you should not pay the fitters anything. During the work, the water in a given staircase may be shut off for about 2 hours. If you cannot be present on the scheduled date, report this to the administrator on 61 852 44 10.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej 30 września", "najpóźniej 3 października")], "date"),
            Slip(
                2,
                [
                    (
                        "Owners or tenants must provide access",
                        "Owners or tenants should provide access",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Osoby, które nie mogą być obecne", "Osoby, które mogą być obecne")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-gdynia-kryteria-terminy",
        source="Rekrutacja do przedszkoli samorządowych w Gdyni na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. Wnioski składa się elektronicznie przez portal nabor.gdynia.pl do 21 marca do godz. 15:00. W pierwszym etapie brane są pod uwagę kryteria ustawowe określone w art. 131 ust. 2 ustawy – Prawo oświatowe, m.in. wielodzietność rodziny i niepełnosprawność kandydata. W drugim etapie obowiązują kryteria ustalone uchwałą Rady Miasta Gdyni nr XII/345/24, np. zatrudnienie obojga rodziców. Listy zakwalifikowanych zostaną opublikowane 14 kwietnia. Według szacunków wydziału edukacji wolnych miejsc będzie prawdopodobnie o około 5% mniej niż w zeszłym roku, dlatego warto wskazać we wniosku trzy placówki.",
        good=[
            Good(
                "preserve",
                "Rekrutacja do gdyńskich przedszkoli samorządowych na rok szkolny 2025/2026 rusza 3 marca 2025 r. Wniosek składasz elektronicznie przez portal nabor.gdynia.pl – masz na to czas do 21 marca, do godz. 15:00. Najpierw liczą się kryteria ustawowe z art. 131 ust. 2 ustawy – Prawo oświatowe, takie jak wielodzietność rodziny czy niepełnosprawność kandydata. W drugim etapie stosuje się kryteria z uchwały Rady Miasta Gdyni nr XII/345/24, na przykład zatrudnienie obojga rodziców. Listy zakwalifikowanych pojawią się 14 kwietnia. Wydział edukacji szacuje, że wolnych miejsc będzie prawdopodobnie o około 5% mniej niż przed rokiem, więc warto wpisać we wniosku trzy placówki.",
            ),
            Good(
                "preserve",
                "Przedszkola samorządowe w Gdyni – rekrutacja na rok szkolny 2025/2026\n\n- Start: 3 marca 2025 r.\n- Wnioski: elektronicznie przez portal nabor.gdynia.pl, do 21 marca, godz. 15:00.\n- Etap I: kryteria ustawowe (art. 131 ust. 2 ustawy – Prawo oświatowe), m.in. wielodzietność rodziny, niepełnosprawność kandydata.\n- Etap II: kryteria z uchwały Rady Miasta Gdyni nr XII/345/24, np. zatrudnienie obojga rodziców.\n- Listy zakwalifikowanych: 14 kwietnia.\n- Wskazówka: według szacunków wydziału edukacji wolnych miejsc będzie prawdopodobnie o ok. 5% mniej niż w ubiegłym roku – warto wskazać we wniosku trzy placówki.",
            ),
            Good(
                "en",
                "Recruitment to municipal kindergartens in Gdynia for the 2025/2026 school year will start on 3 March 2025. Applications are submitted online via the nabor.gdynia.pl portal by 3:00 p.m. on 21 March. In the first stage, the statutory criteria set out in Article 131(2) of the Education Law Act are taken into account, including large-family status and the candidate's disability. In the second stage, the criteria laid down in Gdynia City Council Resolution No. XII/345/24 apply, e.g. both parents being employed. The lists of qualified children will be published on 14 April. The education department estimates that there will probably be about 5% fewer places available than last year, so it is worth listing three kindergartens in the application.",
            ),
        ],
        bad=[
            Slip(1, [("nr XII/345/24", "nr XII/354/24")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "e.g. both parents being employed.",
                        "e.g. both parents being employed or an older sibling already attending the same kindergarten.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("będzie prawdopodobnie o około 5% mniej", "będzie o 5% mniej")], "hedge"),
        ],
    ),
    Case(
        key="pl-dokumentacja-pdfscan-instalacja-pierwsze-uruchomienie",
        source="## Instalacja\n\nNarzędzie `pdfscan` wymaga Pythona 3.10 lub nowszego. Zainstaluj je z PyPI:\n\n```bash\npip install pdfscan==2.4.1\n```\n\nNa systemach Windows musisz dodatkowo zainstalować Tesseract OCR w wersji co najmniej 5.0. Instrukcję znajdziesz na stronie [github.com/tesseract-ocr/tesseract](https://github.com/tesseract-ocr/tesseract).\n\n### Pierwsze uruchomienie\n\nPo instalacji sprawdź, czy wszystko działa: `pdfscan --version`. Domyślnie wyniki trafiają do katalogu `./out`; inny katalog możesz wskazać flagą `--output`. Nie uruchamiaj narzędzia na plikach większych niż 500 MB – może zabraknąć pamięci. Błędy zgłaszaj przez [system zgłoszeń](https://gitlab.example.org/pdfscan/issues).",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\nDo działania `pdfscan` potrzebny jest Python 3.10 lub nowszy. Pakiet zainstalujesz z PyPI:\n\n```bash\npip install pdfscan==2.4.1\n```\n\nUżytkownicy Windows muszą ponadto zainstalować Tesseract OCR, co najmniej w wersji 5.0 – instrukcja jest dostępna na [github.com/tesseract-ocr/tesseract](https://github.com/tesseract-ocr/tesseract).\n\n### Pierwsze uruchomienie\n\n- Po instalacji sprawdź poleceniem `pdfscan --version`, czy wszystko działa.\n- Wyniki domyślnie zapisywane są w `./out`; jeśli chcesz użyć innego katalogu, wskaż go flagą `--output`.\n- Nie uruchamiaj narzędzia na plikach większych niż 500 MB, bo może zabraknąć pamięci.\n- Błędy zgłaszaj w [systemie zgłoszeń](https://gitlab.example.org/pdfscan/issues).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\nWymagania: Python 3.10 lub nowszy. Na Windows musisz dodatkowo zainstalować Tesseract OCR 5.0 lub nowszy (instrukcja: [github.com/tesseract-ocr/tesseract](https://github.com/tesseract-ocr/tesseract)).\n\nInstalacja z PyPI:\n\n```bash\npip install pdfscan==2.4.1\n```\n\n### Pierwsze uruchomienie\n\nWpisz `pdfscan --version`, żeby sprawdzić, czy wszystko działa. Wyniki lądują domyślnie w `./out`, ale możesz to zmienić flagą `--output`. Narzędzia nie uruchamiaj na plikach powyżej 500 MB – może zabraknąć pamięci. Jeśli trafisz na błąd, zgłoś go przez [system zgłoszeń](https://gitlab.example.org/pdfscan/issues).",
            ),
            Good(
                "en",
                "## Installation\n\n`pdfscan` requires Python 3.10 or newer. Install it from PyPI:\n\n```bash\npip install pdfscan==2.4.1\n```\n\nOn Windows, you must also install Tesseract OCR version 5.0 or later. Instructions are available at [github.com/tesseract-ocr/tesseract](https://github.com/tesseract-ocr/tesseract).\n\n### First run\n\nAfter installing, check that everything works: `pdfscan --version`. By default, results are written to the `./out` directory; you can specify a different directory with the `--output` flag. Do not run the tool on files larger than 500 MB – it may run out of memory. Report bugs through the [issue tracker](https://gitlab.example.org/pdfscan/issues).",
            ),
        ],
        bad=[
            Slip(0, [("### Pierwsze uruchomienie\n\n", "Pierwsze uruchomienie\n\n")], "markdown"),
            Slip(
                1,
                [
                    (
                        "(https://gitlab.example.org/pdfscan/issues)",
                        "(https://gitlab.example.com/pdfscan/issues)",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Do not run the tool on files larger than 500 MB – it may run out of memory. Report bugs through the [issue tracker]",
                        "Nie uruchamiaj narzędzia na plikach większych niż 500 MB – może zabraknąć pamięci. Błędy zgłaszaj przez [system zgłoszeń]",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-hydrologiczne-roztopy-bobr-kwisa",
        source="Ostrzeżenie hydrologiczne 2. stopnia IMGW-PIB dla zlewni Bobru i Kwisy, ważne od 12 lutego 2025 r., godz. 18:00, do 14 lutego 2025 r., godz. 12:00. Z powodu roztopów i prognozowanych opadów deszczu od 15 do 25 mm przewiduje się wzrosty stanów wody, miejscami powyżej stanów ostrzegawczych. Na wodowskazie Jelenia Góra stan wody może osiągnąć około 230 cm przy stanie ostrzegawczym 210 cm. Prawdopodobieństwo wystąpienia zjawiska oceniono na 80%. Mieszkańcy terenów nadrzecznych powinni śledzić komunikaty na stronie hydro.imgw.pl i nie powinni wchodzić na zalane drogi. Nie przewiduje się przekroczenia stanów alarmowych.",
        good=[
            Good(
                "preserve",
                "IMGW-PIB wydał ostrzeżenie hydrologiczne 2. stopnia dla zlewni Bobru i Kwisy. Obowiązuje ono od 12 lutego 2025 r., godz. 18:00, do 14 lutego 2025 r., godz. 12:00. W związku z roztopami i prognozowanym deszczem (15–25 mm) spodziewane są wzrosty stanów wody, miejscami powyżej stanów ostrzegawczych. Na wodowskazie w Jeleniej Górze woda może dojść do około 230 cm, podczas gdy stan ostrzegawczy wynosi 210 cm. Prawdopodobieństwo wystąpienia zjawiska oszacowano na 80%. Stany alarmowe według prognoz nie zostaną przekroczone. Jeśli mieszkasz nad rzeką, powinieneś śledzić komunikaty na hydro.imgw.pl i nie wchodzić na zalane drogi.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie hydrologiczne 2. stopnia (IMGW-PIB)\n\nObszar: zlewnie Bobru i Kwisy\nWażność: od 12.02.2025, godz. 18:00, do 14.02.2025, godz. 12:00\nPrzebieg: w związku z roztopami i prognozowanymi opadami deszczu 15–25 mm przewiduje się wzrosty stanów wody, miejscami powyżej stanów ostrzegawczych. Na wodowskazie Jelenia Góra możliwy stan ok. 230 cm (stan ostrzegawczy: 210 cm). Przekroczenia stanów alarmowych nie przewiduje się.\nPrawdopodobieństwo: 80%\nZalecenia: mieszkańcy terenów nadrzecznych powinni śledzić komunikaty na hydro.imgw.pl i nie powinni wchodzić na zalane drogi.",
            ),
            Good(
                "en",
                "IMGW-PIB has issued a level 2 hydrological warning for the Bóbr and Kwisa catchments, valid from 18:00 on 12 February 2025 to 12:00 on 14 February 2025. Due to snowmelt and forecast rainfall of 15 to 25 mm, water levels are expected to rise, locally above warning levels. At the Jelenia Góra gauge, the water level may reach about 230 cm, against a warning level of 210 cm. The probability of the event has been assessed at 80%. Residents of riverside areas should follow updates at hydro.imgw.pl and should not enter flooded roads. Alarm levels are not expected to be exceeded.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("the water level may reach about 230 cm", "the water level will reach 230 cm")],
                "hedge",
            ),
            Slip(1, [("opadami deszczu 15–25 mm", "opadami deszczu 15–35 mm")], "number"),
            Slip(
                0,
                [
                    (
                        "Stany alarmowe według prognoz nie zostaną przekroczone.",
                        "Stany alarmowe według prognoz nie zostaną przekroczone, a miasto Jelenia Góra ogłosiło już pogotowie przeciwpowodziowe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ubezpieczenie-rezygnacji-z-podrozy-komfort",
        source="Ubezpieczenie kosztów rezygnacji z podróży (wariant Komfort) – wyciąg z OWU. Ochrona obejmuje zwrot do 100% ceny imprezy, maksymalnie 15 000 zł na osobę, jeżeli rezygnacja nastąpiła z powodu nagłego zachorowania, nieszczęśliwego wypadku lub śmierci ubezpieczonego albo osoby bliskiej. Umowę trzeba zawrzeć najpóźniej w ciągu 7 dni od rezerwacji wyjazdu; jeśli do wyjazdu pozostało mniej niż 30 dni – w dniu rezerwacji. Ubezpieczenie nie obejmuje rezygnacji spowodowanej chorobą przewlekłą, która zaostrzyła się w ciągu ostatnich 6 miesięcy. O rezygnacji należy niezwłocznie powiadomić organizatora, a szkodę zgłosić ubezpieczycielowi w ciągu 5 dni roboczych. Ubezpieczyciel może zażądać dokumentacji medycznej potwierdzającej przyczynę rezygnacji.",
        good=[
            Good(
                "preserve",
                "Rezygnacja z podróży – wariant Komfort (wyciąg z OWU)\n\n- Co obejmuje: zwrot do 100% ceny imprezy, ale nie więcej niż 15 000 zł na osobę.\n- Kiedy: gdy rezygnujesz z powodu nagłego zachorowania, nieszczęśliwego wypadku lub śmierci – Twojej jako ubezpieczonego albo osoby bliskiej.\n- Termin zawarcia umowy: musisz ją zawrzeć najpóźniej w ciągu 7 dni od rezerwacji wyjazdu, a jeśli do wyjazdu zostało mniej niż 30 dni – w dniu rezerwacji.\n- Wyłączenie: ubezpieczenie nie obejmuje rezygnacji z powodu choroby przewlekłej, która zaostrzyła się w ciągu ostatnich 6 miesięcy.\n- Co zrobić: niezwłocznie powiadom organizatora o rezygnacji, a szkodę zgłoś ubezpieczycielowi w ciągu 5 dni roboczych.\n- Dokumenty: ubezpieczyciel może zażądać dokumentacji medycznej potwierdzającej przyczynę rezygnacji.",
            ),
            Good(
                "preserve",
                "Zgodnie z OWU (wyciąg) ubezpieczenie kosztów rezygnacji z podróży w wariancie Komfort zapewnia zwrot do 100% ceny imprezy, nie więcej jednak niż 15 000 zł na osobę. Świadczenie przysługuje, jeśli przyczyną rezygnacji było nagłe zachorowanie, nieszczęśliwy wypadek lub śmierć ubezpieczonego bądź osoby mu bliskiej; nie obejmuje natomiast rezygnacji wywołanej chorobą przewlekłą, która uległa zaostrzeniu w ciągu ostatnich 6 miesięcy. Umowa musi zostać zawarta nie później niż 7 dni od dokonania rezerwacji, a gdy do wyjazdu pozostało mniej niż 30 dni – tego samego dnia co rezerwacja. Organizatora trzeba bez zwłoki powiadomić o rezygnacji, zaś szkodę zgłosić ubezpieczycielowi w terminie 5 dni roboczych. Ubezpieczyciel może zażądać dokumentacji medycznej potwierdzającej przyczynę rezygnacji.",
            ),
            Good(
                "en",
                "Trip cancellation insurance (Komfort option) – extract from the General Terms and Conditions (OWU). Cover includes a refund of up to 100% of the trip price, up to PLN 15,000 per person, if the trip is cancelled because of sudden illness, an accident or the death of the insured person or a close relative. The policy must be taken out no later than 7 days after booking the trip; if there are fewer than 30 days left before departure, on the day of booking. The insurance does not cover cancellation caused by a chronic illness that worsened within the last 6 months. The tour operator must be notified of the cancellation without delay, and the claim must be reported to the insurer within 5 working days. The insurer may request medical records confirming the reason for cancellation.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The insurer may request medical records",
                        "The insurer will request medical records",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "nie obejmuje natomiast rezygnacji wywołanej",
                        "obejmuje również rezygnację wywołaną",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "potwierdzającej przyczynę rezygnacji.",
                        "potwierdzającej przyczynę rezygnacji, a wypłata następuje w ciągu 14 dni od jej dostarczenia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

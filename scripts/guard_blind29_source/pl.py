# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 29: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-podzielniki-ciepla-odczyt",
        source="Szanowni Mieszkańcy, informujemy, że odczyt podzielników kosztów ciepła w budynkach przy ul. Różanej 4 i 6 odbędzie się 14 stycznia 2025 r. w godzinach 8:00–19:00. Odczytu dokona firma Technem na zlecenie Spółdzielni. Prosimy o udostępnienie wszystkich lokali; osoby nieobecne mogą wyznaczyć pełnomocnika lub umówić drugi termin pod numerem 58 341 22 90 najpóźniej do 10 stycznia. Lokal, w którym odczytu nie uda się przeprowadzić w żadnym terminie, zostanie rozliczony ryczałtowo, według najwyższego zużycia w budynku. Pracownicy firmy posiadają identyfikatory ze zdjęciem – prosimy o ich sprawdzenie przed wpuszczeniem do mieszkania. Odczyt trwa zwykle około 10 minut.",
        good=[
            Good(
                "preserve",
                "Odczyt podzielników kosztów ciepła w budynkach przy ul. Różanej 4 i 6 zaplanowano na 14 stycznia 2025 r., między 8:00 a 19:00. Przeprowadzi go firma Technem, która działa na zlecenie Spółdzielni. Prosimy, aby tego dnia wszystkie lokale były dostępne. Jeśli nie będzie Państwa w domu, możecie wyznaczyć pełnomocnika albo – najpóźniej do 10 stycznia – umówić drugi termin, dzwoniąc pod numer 58 341 22 90. Gdy odczytu nie da się wykonać w żadnym z terminów, lokal zostanie rozliczony ryczałtem, według najwyższego zużycia w budynku. Każdy pracownik firmy ma identyfikator ze zdjęciem; przed wpuszczeniem go do mieszkania prosimy ten identyfikator sprawdzić. Sam odczyt trwa zwykle około 10 minut.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że w dniu 14 stycznia 2025 r., w godz. 8:00–19:00, firma Technem – na zlecenie Spółdzielni – przeprowadzi odczyt podzielników kosztów ciepła w budynkach przy ul. Różanej 4 i 6. Zwracamy się z prośbą o udostępnienie wszystkich lokali. Mieszkańcy, którzy nie będą obecni, mogą ustanowić pełnomocnika bądź uzgodnić termin dodatkowy pod nr. tel. 58 341 22 90, nie później niż 10 stycznia. W przypadku braku możliwości dokonania odczytu w którymkolwiek z terminów lokal zostanie rozliczony ryczałtowo – według najwyższego zużycia odnotowanego w budynku. Przed wpuszczeniem pracownika do mieszkania prosimy o weryfikację jego identyfikatora ze zdjęciem. Standardowo odczyt trwa ok. 10 minut.",
            ),
            Good(
                "en",
                "Heads-up for everyone at 4 and 6 Różana Street: on 14 January 2025, between 8:00 and 19:00, Technem will be coming round on the housing co-op's behalf to read the heat cost allocators. Please make sure every flat can be accessed. Won't be home? You can name a proxy to stand in for you, or ring 58 341 22 90 by 10 January at the latest to book a second slot. If the reading can't be done on either date, the flat gets billed at a flat rate, based on the highest usage in the building. Technem's staff all carry photo ID badges — please check the badge before you let anyone into your flat. A reading usually takes about 10 minutes.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej do 10 stycznia", "najpóźniej do 12 stycznia")], "date"),
            Slip(2, [("between 8:00 and 19:00", "between 8:00 and 17:00")], "number"),
            Slip(
                1,
                [
                    (
                        "prosimy o weryfikację jego identyfikatora ze zdjęciem",
                        "można zweryfikować jego identyfikator ze zdjęciem",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-gpxlite",
        source="## gpxlite\n\nNarzędzie wiersza poleceń do odchudzania plików GPX: usuwa zbędne punkty trasy i skraca współrzędne do 6 miejsc po przecinku. Wymaga Pythona 3.10 lub nowszego.\n\nInstalacja: `pip install gpxlite`\n\nPodstawowe użycie:\n\n- `gpxlite trasa.gpx` – zapisuje wynik jako `trasa.min.gpx`,\n- `gpxlite trasa.gpx --tolerance 5` – upraszcza trasę z dokładnością do 5 metrów (domyślnie 2).\n\nPlik wejściowy nie jest nadpisywany. Znaczniki czasu są zachowywane, chyba że podasz opcję `--strip-time`. **Nie używaj tolerancji powyżej 20 m dla tras pieszych** – wynik może wtedy przecinać zakręty. Licencja MIT.",
        good=[
            Good(
                "preserve",
                "## gpxlite\n\ngpxlite to program uruchamiany z wiersza poleceń, który zmniejsza pliki GPX. Wyrzuca niepotrzebne punkty trasy, a współrzędne skraca do 6 miejsc po przecinku. Potrzebujesz Pythona w wersji 3.10 albo nowszej.\n\nInstalujesz go poleceniem `pip install gpxlite`.\n\nJak go używać:\n\n- `gpxlite trasa.gpx` – wynik trafi do pliku `trasa.min.gpx`,\n- `gpxlite trasa.gpx --tolerance 5` – trasa zostanie uproszczona z dokładnością do 5 metrów (bez tej opcji: do 2 metrów).\n\nTwój oryginalny plik zostaje nietknięty. Znaczniki czasu zostają w pliku, o ile nie dodasz opcji `--strip-time`. **Dla tras pieszych nie ustawiaj tolerancji większej niż 20 m** – inaczej trasa może ścinać zakręty. Program jest na licencji MIT.",
            ),
            Good(
                "preserve",
                "## gpxlite\n\ngpxlite jest narzędziem konsolowym służącym do redukcji rozmiaru plików GPX, co osiąga poprzez eliminację zbędnych punktów trasy oraz skrócenie współrzędnych do 6 miejsc po przecinku. Wymagany jest Python 3.10 lub wersja późniejsza; instalację przeprowadza się poleceniem `pip install gpxlite`.\n\nPrzykłady wywołania:\n\n- `gpxlite trasa.gpx` – rezultat zapisywany jest w pliku `trasa.min.gpx`,\n- `gpxlite trasa.gpx --tolerance 5` – uproszczenie trasy następuje z dokładnością do 5 m (wartość domyślna wynosi 2 m).\n\nNarzędzie nie nadpisuje pliku wejściowego. Znaczniki czasu pozostają zachowane, o ile nie zastosowano opcji `--strip-time`. **W przypadku tras pieszych nie należy stosować tolerancji przekraczającej 20 m**, ponieważ wynikowa trasa może wówczas przecinać zakręty. Oprogramowanie udostępniono na licencji MIT.",
            ),
            Good(
                "en",
                "## gpxlite\n\ngpxlite is a command-line tool that slims down GPX files by removing redundant track points and truncating coordinates to 6 decimal places. It requires Python 3.10 or later.\n\nInstall it with `pip install gpxlite`.\n\nBasic usage:\n\n- `gpxlite trasa.gpx` – saves the output as `trasa.min.gpx`,\n- `gpxlite trasa.gpx --tolerance 5` – simplifies the track to within 5 metres (the default is 2).\n\nThe input file is not overwritten. Timestamps are kept unless you pass the `--strip-time` option. **Do not use a tolerance above 20 m for walking routes** – the simplified track may then cut across bends. Released under the MIT licence.",
            ),
        ],
        bad=[
            Slip(2, [("`--strip-time`", "`--no-time`")], "code"),
            Slip(
                0,
                [
                    (
                        "**Dla tras pieszych nie ustawiaj tolerancji większej niż 20 m** –",
                        "Dla tras pieszych nie ustawiaj tolerancji większej niż 20 m –",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Narzędzie nie nadpisuje pliku wejściowego.",
                        "Narzędzie nadpisuje plik wejściowy.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-przejscia-dla-plazow",
        source="Celem pracy była ocena skuteczności przejść dla płazów pod drogą powiatową w dolinie Drwęcy. W sezonach migracyjnych 2022 i 2023 monitorowano 6 przepustów wyposażonych w płotki naprowadzające oraz odcinek kontrolny bez zabezpieczeń. Na odcinku z przejściami śmiertelność ropuch szarych była o 78% niższa niż na odcinku kontrolnym. Z przepustów korzystały także traszki, jednak ich liczebność była zbyt mała, by przeprowadzić analizę statystyczną. Wyniki są zgodne z obserwacjami z Europy Zachodniej (Schmidt i Zumbach, 2008). Skuteczność przejść prawdopodobnie zależy jednak od regularnego usuwania roślinności z płotków.",
        good=[
            Good(
                "preserve",
                "Przedmiotem pracy była ocena efektywności przejść dla płazów zlokalizowanych pod drogą powiatową w dolinie Drwęcy. Monitoring prowadzony w sezonach migracyjnych 2022 i 2023 objął 6 przepustów z płotkami naprowadzającymi, a także pozbawiony zabezpieczeń odcinek kontrolny. Śmiertelność ropuchy szarej na odcinku wyposażonym w przejścia była o 78% niższa niż na odcinku kontrolnym. Z przepustów korzystały również traszki, przy czym ich zbyt niska liczebność uniemożliwiła analizę statystyczną. Uzyskane wyniki pozostają zgodne z obserwacjami z Europy Zachodniej (Schmidt i Zumbach, 2008). Skuteczność przejść jest jednak prawdopodobnie uzależniona od regularnego usuwania roślinności z płotków.",
            ),
            Good(
                "preserve",
                "Czy przejścia pod drogą chronią płazy? Sprawdzono to w dolinie Drwęcy. Przez dwa sezony migracyjne, w 2022 i 2023 r., obserwowano 6 przepustów pod drogą powiatową, do których zwierzęta kierują płotki naprowadzające, i porównywano je z odcinkiem drogi bez żadnych zabezpieczeń. Tam, gdzie były przejścia, śmiertelność ropuch szarych okazała się o 78% niższa. Z przepustów korzystały też traszki, ale było ich zbyt mało, by dało się to przeanalizować statystycznie. Wyniki zgadzają się z obserwacjami z Europy Zachodniej (Schmidt i Zumbach, 2008). Jest jednak zastrzeżenie: skuteczność przejść prawdopodobnie zależy od tego, czy płotki są regularnie oczyszczane z roślinności.",
            ),
            Good(
                "en",
                "This study looked at how well amphibian crossings under a district road in the Drwęca valley work. During the 2022 and 2023 migration seasons, 6 culverts fitted with guide fences were monitored, along with a control stretch of road that had no protection. On the stretch with crossings, common toad mortality was 78% lower than on the control stretch. Newts also used the culverts, but there were too few of them for a statistical analysis. The results are in line with observations from Western Europe (Schmidt and Zumbach, 2008). How well the crossings work, however, probably depends on vegetation being cleared from the fences regularly.",
            ),
        ],
        bad=[
            Slip(2, [("(Schmidt and Zumbach, 2008)", "(Schmidt and Zumbach, 2011)")], "citation"),
            Slip(
                0, [("jest jednak prawdopodobnie uzależniona", "jest jednak uzależniona")], "hedge"
            ),
            Slip(1, [("obserwowano 6 przepustów", "obserwowano 8 przepustów")], "number"),
        ],
    ),
    Case(
        key="pl-grant-cyfrowe-kroniki",
        source="Fundacja Pamięć Lokalna ogłasza nabór wniosków w programie „Cyfrowe Kroniki 2025”. O dotacje mogą ubiegać się organizacje pozarządowe w rozumieniu art. 3 ust. 2 ustawy o działalności pożytku publicznego i o wolontariacie oraz koła gospodyń wiejskich. Dofinansowanie wynosi od 5 000 do 25 000 zł na projekt, a wkład własny musi stanowić co najmniej 10% kosztów. Wnioski przyjmujemy wyłącznie przez generator na stronie https://kroniki.pamieclokalna.org.pl do 31 marca 2025 r., do godz. 15:00. Projekty należy zrealizować między 1 czerwca a 30 listopada 2025 r. Zdigitalizowane materiały muszą zostać udostępnione na licencji CC BY. Pytania: granty@pamieclokalna.org.pl.",
        good=[
            Good(
                "preserve",
                "Fundacja Pamięć Lokalna rozpoczyna nabór wniosków w ramach programu „Cyfrowe Kroniki 2025”. Uprawnione do ubiegania się o dotację są organizacje pozarządowe w rozumieniu art. 3 ust. 2 ustawy o działalności pożytku publicznego i o wolontariacie, a także koła gospodyń wiejskich. Kwota dofinansowania jednego projektu mieści się w przedziale 5 000–25 000 zł; wymagany wkład własny to minimum 10% kosztów. Termin składania wniosków upływa 31 marca 2025 r. o godz. 15:00, a jedynym kanałem ich przyjmowania jest generator dostępny pod adresem https://kroniki.pamieclokalna.org.pl. Okres realizacji projektów: od 1 czerwca do 30 listopada 2025 r. Zdigitalizowane materiały obowiązkowo udostępnia się na licencji CC BY. Pytania prosimy kierować na adres granty@pamieclokalna.org.pl.",
            ),
            Good(
                "preserve",
                "Fundacja Pamięć Lokalna właśnie otworzyła nabór do programu „Cyfrowe Kroniki 2025”. Zgłaszać się mogą koła gospodyń wiejskich i organizacje pozarządowe – chodzi o te w rozumieniu art. 3 ust. 2 ustawy o działalności pożytku publicznego i o wolontariacie. Na jeden projekt można dostać od 5 000 do 25 000 zł, ale co najmniej 10% kosztów musicie pokryć wkładem własnym. Wnioski składacie tylko przez generator na https://kroniki.pamieclokalna.org.pl – macie czas do 31 marca 2025 r., do 15:00. Projekt trzeba zrealizować między 1 czerwca a 30 listopada 2025 r., a zdigitalizowane materiały muszą zostać udostępnione na licencji CC BY. Pytania? Piszcie na granty@pamieclokalna.org.pl.",
            ),
            Good(
                "en",
                "The Pamięć Lokalna Foundation has opened applications for its “Cyfrowe Kroniki 2025” (Digital Chronicles 2025) programme. Grants of between PLN 5,000 and PLN 25,000 per project are open to rural women's associations (koła gospodyń wiejskich) and to non-governmental organisations as defined in Article 3(2) of the Act on Public Benefit Activity and Volunteering. Applicants' own contribution must cover at least 10% of the costs. Applications are accepted only through the online generator at https://kroniki.pamieclokalna.org.pl, with a deadline of 3 p.m. on 31 March 2025. Projects must be carried out between 1 June and 30 November 2025, and the digitised materials must be made available under a CC BY licence. Questions can be sent to granty@pamieclokalna.org.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://kroniki.pamieclokalna.org.pl", "https://kroniki.pamieclokalna.pl")],
                "url",
            ),
            Slip(2, [("Article 3(2)", "Article 3(3)")], "legal_reference"),
            Slip(1, [("macie czas do 31 marca 2025 r.", "macie czas do 21 marca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-gastroskopia-przygotowanie",
        source="Przygotowanie do gastroskopii\nNa badanie należy zgłosić się na czczo: ostatni posiłek najpóźniej 8 godzin przed badaniem, a niegazowaną wodę można pić do 2 godzin przed nim. W dniu badania nie wolno palić papierosów ani żuć gumy. Leki na nadciśnienie przyjmuje się rano jak zwykle, popijając małą ilością wody. Pacjenci przyjmujący leki przeciwkrzepliwe powinni co najmniej 7 dni wcześniej skonsultować się z lekarzem prowadzącym. Jeśli badanie ma być wykonane w znieczuleniu, konieczna jest osoba towarzysząca, a przez 12 godzin po zabiegu nie wolno prowadzić pojazdów. Prosimy zabrać skierowanie i wyniki wcześniejszych badań endoskopowych.",
        good=[
            Good(
                "preserve",
                "Jak się przygotować do gastroskopii\nPrzyjdź na badanie na czczo. Ostatni posiłek zjedz najpóźniej 8 godzin przed badaniem. Niegazowaną wodę możesz pić jeszcze do 2 godzin przed nim. W dniu badania nie pal papierosów i nie żuj gumy. Leki na nadciśnienie weź rano tak jak zawsze, popijając je niewielką ilością wody. Jeśli bierzesz leki przeciwkrzepliwe, powinieneś skonsultować się z lekarzem prowadzącym co najmniej 7 dni przed badaniem. Gdy badanie ma być wykonane w znieczuleniu, musi ci towarzyszyć inna osoba, a przez 12 godzin po zabiegu nie wolno ci prowadzić pojazdów. Zabierz ze sobą skierowanie i wyniki wcześniejszych badań endoskopowych.",
            ),
            Good(
                "preserve",
                "Przygotowanie pacjenta do gastroskopii\nWarunkiem przeprowadzenia badania jest zgłoszenie się na czczo, tj. spożycie ostatniego posiłku nie później niż 8 godzin przed badaniem; dopuszcza się picie wody niegazowanej do 2 godzin przed jego rozpoczęciem. W dniu badania obowiązuje zakaz palenia papierosów oraz żucia gumy. Leki hipotensyjne przyjmuje się rano zgodnie z dotychczasowym schematem, popijając niewielką ilością wody. Pacjenci stosujący leczenie przeciwkrzepliwe powinni skonsultować się z lekarzem prowadzącym z co najmniej 7-dniowym wyprzedzeniem. W przypadku badania w znieczuleniu obecność osoby towarzyszącej jest obowiązkowa, a prowadzenie pojazdów jest zabronione przez 12 godzin po zabiegu. Prosimy o zabranie skierowania oraz wyników wcześniejszych badań endoskopowych.",
            ),
            Good(
                "en",
                "Getting ready for your gastroscopy\nYou need to come in with an empty stomach: have your last meal no later than 8 hours before the test. Still water is fine up to 2 hours beforehand. On the day itself, no smoking and no chewing gum. Take your blood pressure medication in the morning as you normally would, with just a little water. On blood thinners? You should check with the doctor in charge of your treatment at least 7 days ahead. If you're having the test under anaesthesia, you must bring someone with you, and you mustn't drive for 12 hours afterwards. Please bring your referral and the results of any previous endoscopies.",
            ),
        ],
        bad=[
            Slip(2, [("up to 2 hours beforehand", "up to 4 hours beforehand")], "number"),
            Slip(
                1,
                [
                    (
                        "obecność osoby towarzyszącej jest obowiązkowa",
                        "obecność osoby towarzyszącej nie jest obowiązkowa",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "powinieneś skonsultować się z lekarzem prowadzącym",
                        "możesz skonsultować się z lekarzem prowadzącym",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-klub-gier-planszowych",
        source="Klub Gier Planszowych „Meeple” – zasady spotkań\nSpotykamy się w każdy czwartek od 17:00 do 22:00 w sali nr 12 Domu Kultury „Zachód”. Składka członkowska wynosi 30 zł miesięcznie. Goście mogą przyjść bezpłatnie trzy razy, a potem prosimy o dołączenie do klubu. Członkowie mogą wypożyczać gry z klubowej biblioteczki do domu na 7 dni po wpłaceniu kaucji 50 zł. Przy stołach z grami nie jemy i nie stawiamy otwartych napojów. Osoby poniżej 16 lat mogą uczestniczyć w spotkaniach tylko z opiekunem. Zgubione lub zniszczone elementy gry trzeba odkupić albo pokryć ich koszt.",
        good=[
            Good(
                "preserve",
                "Klub Gier Planszowych „Meeple” – jak u nas grać\nWidzimy się co czwartek w sali nr 12 Domu Kultury „Zachód”, od 17:00 do 22:00. Członkostwo kosztuje 30 zł na miesiąc. Jako gość możesz wpaść za darmo trzy razy – potem prosimy, żebyś dołączył do klubu. Jeśli jesteś członkiem, możesz zabrać grę z klubowej biblioteczki do domu na tydzień, wpłacając 50 zł kaucji. Przy stołach z grami nic nie jemy i nie stawiamy otwartych napojów. Masz mniej niż 16 lat? Przychodź tylko z opiekunem. Zgubisz albo zniszczysz jakiś element gry – musisz go odkupić albo zapłacić za niego.",
            ),
            Good(
                "preserve",
                "Klub Gier Planszowych „Meeple” – regulamin spotkań\nSpotkania klubu odbywają się w każdy czwartek w godz. 17:00–22:00 w sali nr 12 Domu Kultury „Zachód”. Wysokość składki członkowskiej wynosi 30 zł miesięcznie. Goście mają prawo do trzech bezpłatnych wizyt, po których prosimy o przystąpienie do klubu. Członkowie klubu mogą wypożyczać gry z klubowej biblioteczki do domu na okres 7 dni, po wniesieniu kaucji w wysokości 50 zł. Przy stołach z grami obowiązuje zakaz spożywania posiłków oraz stawiania otwartych napojów. Osoby, które nie ukończyły 16 lat, mogą brać udział w spotkaniach wyłącznie w obecności opiekuna. Uczestnik, który zgubi lub zniszczy element gry, zobowiązany jest go odkupić lub pokryć jego koszt.",
            ),
            Good(
                "en",
                "“Meeple” Board Game Club – meeting rules\nWe meet every Thursday from 17:00 to 22:00 in room 12 of the “Zachód” Community Centre. Membership costs PLN 30 a month. Guests can come three times free of charge; after that, we ask them to join the club. Members can borrow games from the club library to take home for 7 days after paying a PLN 50 deposit. We don't eat at the gaming tables or put open drinks on them. People under 16 can attend only with a guardian. Lost or damaged game pieces must be replaced or paid for.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "People under 16 can attend only with a guardian.",
                        "People under 16 can attend without a guardian.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("zobowiązany jest go odkupić", "powinien go odkupić")], "modality"),
            Slip(
                0,
                [
                    (
                        "możesz zabrać grę z klubowej biblioteczki do domu na tydzień",
                        "możesz zabrać do domu maksymalnie dwie gry z klubowej biblioteczki na tydzień",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-laboratorium-baterii",
        source="Akademia Techniczno-Przyrodnicza w Nysie otworzyła 3 października Laboratorium Recyklingu Baterii. Inwestycja kosztowała 18,4 mln zł, z czego 85% pokryto ze środków programu Fundusze Europejskie dla Opolskiego. W laboratorium pracować będzie około 30 naukowców, a pierwsze projekty dotyczą odzysku litu i kobaltu ze zużytych ogniw. – Chcemy, by w ciągu pięciu lat nasze metody trafiły do przemysłu – powiedziała prorektor ds. nauki, prof. Ewa Krawiec. Uczelnia zapowiada też współpracę z dwiema firmami z regionu, których nazw na razie nie ujawniono. Laboratorium będzie można zwiedzać podczas dni otwartych 18 i 19 października.",
        good=[
            Good(
                "preserve",
                "Laboratorium Recyklingu Baterii działa już na Akademii Techniczno-Przyrodniczej w Nysie – uczelnia otworzyła je 3 października. Inwestycja kosztowała 18,4 mln zł, a 85% tej sumy pokrył program Fundusze Europejskie dla Opolskiego. Pracę znajdzie tu około 30 naukowców. Na początek zajmą się odzyskiem litu i kobaltu ze zużytych ogniw. „Chcemy, by w ciągu pięciu lat nasze metody trafiły do przemysłu” – powiedziała prof. Ewa Krawiec, prorektor ds. nauki. Akademia zapowiada także współpracę z dwiema firmami z regionu; ich nazw jeszcze nie podano. Do laboratorium będzie można zajrzeć w czasie dni otwartych, 18 i 19 października.",
            ),
            Good(
                "preserve",
                "3 października Akademia Techniczno-Przyrodnicza w Nysie oddała do użytku Laboratorium Recyklingu Baterii. Wartość inwestycji wyniosła 18,4 mln zł, przy czym 85% tej kwoty sfinansowano z programu Fundusze Europejskie dla Opolskiego. Zespół laboratorium liczyć będzie ok. 30 naukowców, a pierwsze projekty obejmują odzysk litu i kobaltu ze zużytych ogniw. Jak zadeklarowała prorektor ds. nauki, prof. Ewa Krawiec, celem jest to, by w perspektywie pięciu lat opracowane metody trafiły do przemysłu. Uczelnia zapowiada ponadto współpracę z dwoma regionalnymi przedsiębiorstwami, których nazwy nie zostały dotychczas ujawnione. Laboratorium zostanie udostępnione do zwiedzania w ramach dni otwartych w dniach 18–19 października.",
            ),
            Good(
                "en",
                "On 3 October, the Academy of Technology and Natural Sciences in Nysa opened its Battery Recycling Laboratory. The project cost PLN 18.4 million, and 85% of that came from the European Funds for Opolskie programme. About 30 scientists will work in the lab. Its first projects are about recovering lithium and cobalt from used battery cells. “We want our methods to reach industry within five years,” said Prof. Ewa Krawiec, the vice-rector for research. The academy also plans to work with two companies from the region, but has not yet said which ones. People will be able to visit the lab during the open days on 18 and 19 October.",
            ),
        ],
        bad=[
            Slip(1, [("85% tej kwoty", "65% tej kwoty")], "number"),
            Slip(
                2,
                [
                    (
                        "About 30 scientists will work in the lab.",
                        "About 30 scientists, including 12 doctoral students, will work in the lab.",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "en",
                "3 października Akademia Techniczno-Przyrodnicza w Nysie otworzyła Laboratorium Recyklingu Baterii. Projekt kosztował 18,4 mln zł, a 85% tej sumy pochodziło z programu Fundusze Europejskie dla Opolskiego. W laboratorium będzie pracować około 30 naukowców. Pierwsze projekty dotyczą odzyskiwania litu i kobaltu ze zużytych ogniw. „Chcemy, by w ciągu pięciu lat nasze metody trafiły do przemysłu” – powiedziała prof. Ewa Krawiec, prorektor ds. nauki. Akademia planuje też współpracę z dwiema firmami z regionu, ale nie podała jeszcze, z którymi. Laboratorium można będzie zwiedzić podczas dni otwartych 18 i 19 października.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-utrata-karty-dostepu",
        source="Procedura: utrata karty dostępu\nZgubienie lub kradzież karty dostępu do budynku należy zgłosić niezwłocznie, nie później niż w ciągu 2 godzin od stwierdzenia braku, pisząc na ochrona@lumenso.pl lub dzwoniąc pod wewnętrzny numer 4400. Karta zostanie zablokowana, a nową wyda recepcja na parterze następnego dnia roboczego. Do tego czasu pracownik wchodzi do budynku na podstawie dowodu osobistego i jednodniowej przepustki. Nie wolno pożyczać kart innym osobom ani wpuszczać nikogo na własną kartę. Za pierwszą zgubioną kartę nie pobieramy opłaty; za każdą kolejną w ciągu roku potrącamy 50 zł z wynagrodzenia.",
        good=[
            Good(
                "preserve",
                "Co zrobić, gdy zgubisz kartę dostępu\nJeśli zgubisz kartę dostępu do budynku albo ktoś ci ją ukradnie, zgłoś to od razu – najpóźniej 2 godziny po tym, jak zauważysz, że jej nie masz. Napisz na ochrona@lumenso.pl albo zadzwoń pod numer wewnętrzny 4400. Twoja karta zostanie zablokowana, a nową odbierzesz w recepcji na parterze następnego dnia roboczego. Do tego czasu wchodzisz do budynku na podstawie dowodu osobistego i jednodniowej przepustki. Swojej karty nikomu nie pożyczaj i nikogo na nią nie wpuszczaj. Pierwsza zgubiona karta jest bezpłatna. Za każdą następną zgubioną w ciągu roku potrącimy ci 50 zł z pensji.",
            ),
            Good(
                "preserve",
                "Procedura postępowania w przypadku utraty karty dostępu\nPracownik zobowiązany jest zgłosić zgubienie lub kradzież karty dostępu do budynku bez zwłoki, maksymalnie w ciągu 2 godzin od stwierdzenia jej braku – drogą mailową (ochrona@lumenso.pl) lub telefonicznie pod numerem wewnętrznym 4400. Po zgłoszeniu karta jest blokowana, a nowa zostaje wydana przez recepcję na parterze w kolejnym dniu roboczym. W okresie przejściowym wejście do budynku odbywa się na podstawie dowodu osobistego i jednodniowej przepustki. Zabrania się pożyczania kart innym osobom oraz wpuszczania kogokolwiek na własną kartę. Utrata pierwszej karty nie wiąże się z opłatą; za każdą kolejną utraconą w ciągu roku z wynagrodzenia potrącana jest kwota 50 zł.",
            ),
            Good(
                "en",
                "Lost your access card? Here's what to do\nIf your building access card is lost or stolen, report it right away — within 2 hours of noticing it's gone at the latest. Email ochrona@lumenso.pl or call internal extension 4400. The card will be blocked, and reception on the ground floor will give you a new one on the next working day. Until then, you get into the building with your ID card and a one-day pass. Never lend your card to anyone, and don't let anyone in on your card. Your first lost card costs nothing; for every further one within a year, PLN 50 is deducted from your pay.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pierwsza zgubiona karta jest bezpłatna.",
                        "Pierwsza zgubiona karta nie jest bezpłatna.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("(ochrona@lumenso.pl)", "(ochrona@lumenso.com.pl)")], "url"),
            Slip(
                2,
                [("Never lend your card to anyone", "Try not to lend your card to anyone")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przewoz-instrumentow-lot",
        source="Przewóz instrumentów muzycznych\nNiewielkie instrumenty, np. skrzypce lub flet, można zabrać do kabiny jako bagaż podręczny, o ile futerał mieści się w wymiarach 55 × 40 × 23 cm i waży nie więcej niż 8 kg. Większe instrumenty, takie jak wiolonczela, mogą podróżować w kabinie wyłącznie na wykupionym dodatkowym miejscu; rezerwacji trzeba dokonać przez infolinię co najmniej 72 godziny przed wylotem. Instrumentów nie przewozimy w luku bez twardego futerału. W okresie wakacyjnym miejsca w kabinie mogą być ograniczone, dlatego zalecamy wcześniejszą rezerwację. Za uszkodzenia instrumentu nadanego w luku odpowiadamy do limitu przewidzianego w Konwencji montrealskiej.",
        good=[
            Good(
                "preserve",
                "Jak przewieźć instrument muzyczny\nMały instrument, na przykład skrzypce czy flet, możesz wziąć do kabiny jako bagaż podręczny. Warunek: futerał mieści się w wymiarach 55 × 40 × 23 cm i waży maksymalnie 8 kg. Większy instrument, np. wiolonczela, poleci z tobą w kabinie tylko wtedy, gdy wykupisz dla niego dodatkowe miejsce. To miejsce musisz zarezerwować przez infolinię, najpóźniej 72 godziny przed wylotem. Do luku przyjmujemy instrumenty wyłącznie w twardym futerale. W wakacje miejsc w kabinie może być mniej, więc radzimy rezerwować wcześniej. Jeśli instrument nadany do luku ulegnie uszkodzeniu, odpowiadamy za to do limitu z Konwencji montrealskiej.",
            ),
            Good(
                "preserve",
                "Zasady przewozu instrumentów muzycznych\nInstrumenty o niewielkich rozmiarach (np. skrzypce, flet) mogą zostać zabrane do kabiny w charakterze bagażu podręcznego, pod warunkiem że wymiary futerału nie przekraczają 55 × 40 × 23 cm, a jego waga – 8 kg. Przewóz w kabinie instrumentów większych, takich jak wiolonczela, jest możliwy wyłącznie na dodatkowym, wykupionym miejscu, które należy zarezerwować za pośrednictwem infolinii z wyprzedzeniem minimum 72 godzin przed wylotem. Przewóz instrumentu w luku wymaga twardego futerału. Z uwagi na możliwą ograniczoną dostępność miejsc w kabinie w sezonie wakacyjnym rekomendujemy dokonanie rezerwacji z wyprzedzeniem. Nasza odpowiedzialność za uszkodzenie instrumentu nadanego do luku ograniczona jest limitem określonym w Konwencji montrealskiej.",
            ),
            Good(
                "en",
                "Passengers flying with musical instruments can take small ones, such as a violin or a flute, into the cabin as hand luggage, provided the case fits within 55 × 40 × 23 cm and weighs no more than 8 kg. Larger instruments, a cello for example, are allowed in the cabin only on an extra seat bought for them, which has to be booked through the helpline at least 72 hours before departure. Instruments without a hard case will not be carried in the hold. Cabin space may be limited during the summer holidays, so the airline recommends booking early. For damage to an instrument checked into the hold, its liability is capped at the limit set by the Montreal Convention.",
            ),
        ],
        bad=[
            Slip(1, [("a jego waga – 8 kg", "a jego waga – 10 kg")], "number"),
            Slip(
                2,
                [
                    (
                        "Cabin space may be limited during the summer holidays",
                        "Cabin space is limited during the summer holidays",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Do luku przyjmujemy instrumenty wyłącznie w twardym futerale.",
                        "Do luku przyjmujemy instrumenty także bez twardego futerału.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-konsultacje-nazwa-skweru",
        source="Prezydent Miasta Zamościa zaprasza mieszkańców do udziału w konsultacjach społecznych dotyczących nadania nazwy skwerowi u zbiegu ulic Lwowskiej i Peowiaków. Do wyboru są trzy propozycje: „Skwer Zamojskich Harcerzy”, „Skwer Kwiatowy” oraz „Skwer im. Marii Brzozowskiej”. Głos można oddać od 5 do 26 maja 2025 r. przez formularz na stronie https://konsultacje.zamosc.pl lub na papierowej karcie w Biurze Obsługi Mieszkańców. Każdy mieszkaniec może zagłosować tylko raz. Wyniki konsultacji nie są wiążące, ale zostaną przedstawione Radzie Miasta przed podjęciem uchwały. Raport z konsultacji opublikujemy do 16 czerwca.",
        good=[
            Good(
                "preserve",
                "Jak ma się nazywać skwer u zbiegu Lwowskiej i Peowiaków? O zdanie pyta mieszkańców prezydent Zamościa, który zaprasza do udziału w konsultacjach społecznych. Na liście są trzy nazwy: „Skwer Zamojskich Harcerzy”, „Skwer Kwiatowy” i „Skwer im. Marii Brzozowskiej”. Głosować można od 5 do 26 maja 2025 r. – przez formularz na stronie https://konsultacje.zamosc.pl albo na papierowej karcie w Biurze Obsługi Mieszkańców. Każdy mieszkaniec ma tylko jeden głos. Wynik nie będzie wiążący, jednak zanim Rada Miasta podejmie uchwałę, zostanie jej przedstawiony. Raport z konsultacji ma zostać opublikowany do 16 czerwca.",
            ),
            Good(
                "preserve",
                "Prezydent Miasta Zamościa pyta mieszkańców, jaką nazwę nadać skwerowi na rogu ulic Lwowskiej i Peowiaków, i zaprasza do konsultacji. Są trzy propozycje: „Skwer Zamojskich Harcerzy”, „Skwer Kwiatowy” i „Skwer im. Marii Brzozowskiej”. Zagłosować możesz od 5 do 26 maja 2025 r. Zrób to przez formularz na stronie https://konsultacje.zamosc.pl albo wypełnij papierową kartę w Biurze Obsługi Mieszkańców. Głosować można tylko raz. Wyniki nie są wiążące. Rada Miasta pozna je jednak, zanim podejmie uchwałę. Raport z konsultacji pojawi się najpóźniej 16 czerwca.",
            ),
            Good(
                "en",
                "The Mayor of Zamość invites residents to take part in a public consultation on naming the square at the junction of Lwowska and Peowiaków streets. Three names are on the table: “Skwer Zamojskich Harcerzy” (Zamość Scouts Square), “Skwer Kwiatowy” (Flower Square) and “Skwer im. Marii Brzozowskiej” (Maria Brzozowska Square). Votes may be cast from 5 to 26 May 2025, either via the form at https://konsultacje.zamosc.pl or on a paper card at the Residents' Service Office. Each resident may vote only once. The outcome is not binding; it will, however, be presented to the City Council before a resolution is adopted. A report on the consultation will be published by 16 June.",
            ),
        ],
        bad=[
            Slip(2, [("from 5 to 26 May 2025", "from 5 to 16 May 2025")], "date"),
            Slip(0, [("https://konsultacje.zamosc.pl", "https://konsultacje.zamosc.eu")], "url"),
            Slip(
                1,
                [
                    (
                        "Głosować można tylko raz.",
                        "Głosować można tylko raz i tylko od 16. roku życia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-online-zaliczenie-r",
        source="Zasady zaliczenia kursu „Podstawy analizy danych w R”\nKurs składa się z 8 modułów. Aby otrzymać zaświadczenie, trzeba zdobyć co najmniej 70% punktów ze wszystkich quizów i oddać projekt końcowy do 15 grudnia. Każdy quiz można rozwiązywać maksymalnie trzy razy; liczy się najlepszy wynik. Projekt oceniają dwie losowo wybrane osoby z kursu, a przy rozbieżności ocen decyduje prowadzący. Korzystanie z materiałów i dyskusja na forum są dozwolone, ale kod projektu trzeba napisać samodzielnie. Zaświadczenie jest bezpłatne i wysyłamy je e-mailem w ciągu 14 dni od zakończenia kursu.",
        good=[
            Good(
                "preserve",
                "Jak zaliczyć kurs „Podstawy analizy danych w R”\nKurs ma 8 modułów. Zaświadczenie dostaniesz, jeśli zdobędziesz przynajmniej 70% punktów ze wszystkich quizów i oddasz projekt końcowy do 15 grudnia. Do każdego quizu możesz podejść najwyżej trzy razy – liczy się twój najlepszy wynik. Twój projekt ocenią dwie losowo wybrane osoby z kursu. Jeśli ich oceny się różnią, decyzję podejmuje prowadzący. Możesz korzystać z materiałów i dyskutować na forum, ale kod projektu musisz napisać sam. Zaświadczenie nic nie kosztuje; wyślemy ci je mailem w ciągu 14 dni od końca kursu.",
            ),
            Good(
                "preserve",
                "Warunki zaliczenia kursu „Podstawy analizy danych w R”\nKurs obejmuje 8 modułów. Warunkiem uzyskania zaświadczenia jest zdobycie co najmniej 70% punktów ze wszystkich quizów oraz złożenie projektu końcowego w terminie do 15 grudnia. Dopuszcza się nie więcej niż trzy próby rozwiązania każdego quizu, przy czym uwzględniany jest wynik najwyższy. Projekt podlega ocenie dokonywanej przez dwóch losowo wybranych uczestników kursu; w przypadku rozbieżności ocen rozstrzyga prowadzący. Dozwolone jest korzystanie z materiałów oraz udział w dyskusji na forum, jednakże kod projektu musi zostać napisany samodzielnie. Zaświadczenie wydawane jest nieodpłatnie i przesyłane pocztą elektroniczną w ciągu 14 dni od zakończenia kursu.",
            ),
            Good(
                "en",
                "How to pass “Podstawy analizy danych w R” (Basics of Data Analysis in R)\nThe course has 8 modules. To get your certificate, you need at least 70% of the points across all the quizzes, and you have to hand in your final project by 15 December. You get up to three tries at each quiz, and your best score is the one that counts. Two randomly picked people from the course will grade your project; if their grades don't match, the instructor makes the call. Feel free to use the course materials and join the forum discussions, but you have to write the project code yourself. The certificate is free, and we'll email it to you within 14 days of the course ending.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("you need at least 70% of the points", "you need at least 60% of the points")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "kod projektu musi zostać napisany samodzielnie",
                        "kod projektu powinien zostać napisany samodzielnie",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Możesz korzystać z materiałów i dyskutować na forum",
                        "Nie możesz korzystać z materiałów ani dyskutować na forum",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-oczyszczacz-powietrza-karta",
        source="Oczyszczacz powietrza AeroPure 300\nUrządzenie przeznaczone jest do pomieszczeń o powierzchni do 40 m². Trzystopniowa filtracja z filtrem HEPA H13 zatrzymuje do 99,95% cząstek o średnicy 0,3 µm. W trybie nocnym głośność spada do 22 dB, a podświetlenie panelu wyłącza się automatycznie. Wymiana filtra jest zalecana co 6–8 miesięcy, w zależności od jakości powietrza. Oczyszczacz może pomóc ograniczyć objawy alergii na pyłki, ale nie zastępuje leczenia. Urządzenie nie jest przeznaczone do pracy w łazienkach ani innych pomieszczeniach o wilgotności powyżej 80%. Gwarancja: 24 miesiące.",
        good=[
            Good(
                "preserve",
                "AeroPure 300 – oczyszczacz powietrza\nAeroPure 300 jest przeznaczony do pomieszczeń o powierzchni nieprzekraczającej 40 m². System filtracji składa się z trzech stopni, w tym filtra HEPA H13, który zatrzymuje do 99,95% cząstek o średnicy 0,3 µm. Po przełączeniu w tryb nocny poziom hałasu obniża się do 22 dB, a podświetlenie panelu automatycznie gaśnie. Zalecana częstotliwość wymiany filtra to co 6–8 miesięcy, zależnie od jakości powietrza. Urządzenie może wspomóc ograniczenie objawów alergii na pyłki, nie zastępuje jednak leczenia. Nie jest ono przeznaczone do pracy w łazienkach ani w innych pomieszczeniach, w których wilgotność przekracza 80%. Okres gwarancji wynosi 24 miesiące.",
            ),
            Good(
                "preserve",
                "AeroPure 300 – czyste powietrze w domu\nTen oczyszczacz jest do pokoi do 40 m². Ma trzy stopnie filtracji, a filtr HEPA H13 wyłapuje do 99,95% cząstek o średnicy 0,3 µm. W trybie nocnym ścisza się do 22 dB, a panel sam przestaje świecić. Filtr warto wymieniać co 6–8 miesięcy – zależnie od tego, jakie masz powietrze. Jeśli masz alergię na pyłki, AeroPure może pomóc złagodzić objawy, ale leczenia nie zastąpi. Nie jest zrobiony do pracy w łazience ani w innym pomieszczeniu, gdzie wilgotność przekracza 80%. Gwarancja? 24 miesiące.",
            ),
            Good(
                "en",
                "AeroPure 300 air purifier\nThis purifier is designed for rooms of up to 40 m². It has three stages of filtration, and its HEPA H13 filter traps up to 99.95% of particles 0.3 µm in diameter. In night mode, the noise level drops to 22 dB and the panel light turns off by itself. Replacing the filter every 6 to 8 months is recommended, depending on air quality. The purifier may help reduce pollen allergy symptoms, but it does not replace treatment. It is not designed for use in bathrooms or other rooms where humidity is above 80%. Warranty: 24 months.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The purifier may help reduce pollen allergy symptoms",
                        "The purifier reduces pollen allergy symptoms",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("do 99,95% cząstek", "do 99,97% cząstek")], "number"),
            Slip(
                1,
                [
                    (
                        "Ma trzy stopnie filtracji, a filtr HEPA H13",
                        "Ma trzy stopnie filtracji, w tym filtr węglowy pochłaniający zapachy, a filtr HEPA H13",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-urlop-ojcowski-zasady",
        source="Urlop ojcowski – najważniejsze zasady\nZgodnie z art. 182³ § 1 Kodeksu pracy pracownik-ojciec wychowujący dziecko ma prawo do urlopu ojcowskiego w wymiarze do 2 tygodni, nie dłużej jednak niż do ukończenia przez dziecko 12 miesięcy życia. Urlop można wykorzystać jednorazowo albo w nie więcej niż dwóch częściach, z których żadna nie może być krótsza niż tydzień (art. 182³ § 2). Urlopu udziela się na pisemny wniosek złożony co najmniej 7 dni przed jego rozpoczęciem, a pracodawca jest obowiązany wniosek uwzględnić (§ 3). Za czas urlopu przysługuje zasiłek macierzyński w wysokości 100% podstawy wymiaru.",
        good=[
            Good(
                "preserve",
                "Urlop ojcowski w pigułce\nOjciec, który jest pracownikiem i wychowuje dziecko, może wziąć do 2 tygodni urlopu ojcowskiego. Musi go wykorzystać, zanim dziecko skończy 12 miesięcy – tak mówi art. 182³ § 1 Kodeksu pracy. Urlop możesz wziąć w całości albo podzielić go na najwyżej dwie części, ale każda musi trwać co najmniej tydzień (art. 182³ § 2). Złóż pisemny wniosek co najmniej 7 dni przed rozpoczęciem urlopu – pracodawca musi go uwzględnić (§ 3). Przez cały urlop dostajesz zasiłek macierzyński w wysokości 100% podstawy wymiaru.",
            ),
            Good(
                "preserve",
                "Urlop ojcowski – podstawowe regulacje\nNa podstawie art. 182³ § 1 Kodeksu pracy pracownikowi-ojcu wychowującemu dziecko przysługuje urlop ojcowski w wymiarze nieprzekraczającym 2 tygodni, z którego może on skorzystać najpóźniej do ukończenia przez dziecko 12 miesięcy życia. Zgodnie z art. 182³ § 2 urlop wykorzystuje się jednorazowo bądź w maksymalnie dwóch częściach, przy czym żadna z nich nie może trwać krócej niż tydzień. Podstawą udzielenia urlopu jest pisemny wniosek pracownika, złożony nie później niż 7 dni przed rozpoczęciem urlopu; pracodawca ma obowiązek wniosek ten uwzględnić (§ 3). W okresie urlopu pracownikowi przysługuje zasiłek macierzyński w wysokości 100% podstawy wymiaru.",
            ),
            Good(
                "en",
                "Paternity leave: the key rules\nUnder Article 182³ § 1 of the Polish Labour Code, an employee who is the father bringing up a child is entitled to up to 2 weeks of paternity leave, which must be taken before the child turns 12 months old. Under Article 182³ § 2, the leave can be taken in one go or in no more than two parts, neither of which may be shorter than a week. Leave is granted on a written request submitted at least 7 days before it begins, and the employer is required to grant the request (§ 3). During the leave, the father receives maternity benefit at 100% of the benefit base.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 182³ § 2", "Under Article 182³ § 3")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Na podstawie art. 182³ § 1 Kodeksu pracy",
                        "Na podstawie art. 182¹ § 1 Kodeksu pracy",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [("zanim dziecko skończy 12 miesięcy", "zanim dziecko skończy 24 miesiące")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-dyzury-on-call-platforma",
        source="Dyżury on-call zespołu Platformy – zasady od 1 lutego 2025 r.\nDyżur trwa tydzień, od poniedziałku 10:00 do następnego poniedziałku 10:00. Osoba dyżurna musi potwierdzić alert w ciągu 15 minut, wpisując na Slacku `/oncall ack <id>`; po 30 minutach bez potwierdzenia alert trafia do kierownika zespołu. Zamianę dyżuru należy uzgodnić z drugą osobą i zgłosić na kanale `#platforma-dyzury` najpóźniej dzień wcześniej. Za każdy tydzień dyżuru przysługuje dodatek 600 zł brutto, a za czas faktycznie przepracowany w nocy – dzień wolny do wykorzystania w ciągu miesiąca. Podczas dyżuru można pracować zdalnie, ale trzeba mieć przy sobie służbowego laptopa.",
        good=[
            Good(
                "preserve",
                "Zasady dyżurów on-call w zespole Platformy (obowiązują od 1 lutego 2025 r.)\nDyżur obejmuje tydzień – od poniedziałku, godz. 10:00, do kolejnego poniedziałku, godz. 10:00. Dyżurny ma obowiązek potwierdzić alert w ciągu 15 minut poleceniem `/oncall ack <id>` na Slacku. Alert niepotwierdzony w ciągu 30 minut jest eskalowany do kierownika zespołu. Zamiana dyżuru wymaga uzgodnienia z drugą osobą oraz zgłoszenia na kanale `#platforma-dyzury` nie później niż dzień przed terminem. Za każdy tydzień dyżuru przysługuje dodatek w wysokości 600 zł brutto; za czas faktycznie przepracowany w nocy przysługuje ponadto dzień wolny do wykorzystania w ciągu miesiąca. W trakcie dyżuru dopuszczalna jest praca zdalna, pod warunkiem posiadania przy sobie laptopa służbowego.",
            ),
            Good(
                "preserve",
                "Dyżury on-call w Platformie – tak to działa od 1 lutego 2025 r.\nKażdy dyżur to tydzień: zaczyna się w poniedziałek o 10:00 i kończy w następny poniedziałek o 10:00. Jak przyjdzie alert, musisz go potwierdzić w ciągu 15 minut – wpisujesz na Slacku `/oncall ack <id>`. Jeśli przez 30 minut nikt go nie potwierdzi, alert leci do kierownika zespołu. Chcesz się zamienić? Dogadaj się z drugą osobą i zgłoś zamianę na `#platforma-dyzury`, najpóźniej dzień wcześniej. Za każdy tydzień dyżuru dostajesz 600 zł brutto dodatku, a za czas, który faktycznie przepracowałeś w nocy – dzień wolny do wykorzystania w ciągu miesiąca. Na dyżurze możesz pracować zdalnie, byle służbowy laptop był przy tobie.",
            ),
            Good(
                "en",
                "Platform team on-call rules from 1 February 2025\nEach on-call shift lasts a week, from Monday at 10:00 to the following Monday at 10:00. If you're on call, you must acknowledge an alert within 15 minutes by typing `/oncall ack <id>` in Slack. If an alert is still unacknowledged after 30 minutes, it goes to the team lead. To swap a shift, agree it with the other person and report it in `#platforma-dyzury` no later than the day before. You get a PLN 600 gross allowance for every week on call, plus a day off for time you actually work at night, to be used within a month. You can work remotely while on call, but you must keep your work laptop with you.",
            ),
        ],
        bad=[
            Slip(0, [("`#platforma-dyzury`", "`#platforma-alerty`")], "code"),
            Slip(2, [("from 1 February 2025", "from 1 March 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "musisz go potwierdzić w ciągu 15 minut",
                        "staraj się go potwierdzić w ciągu 15 minut",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-mycie-rak-przedszkola",
        source="Badanie miało na celu sprawdzenie, czy wprowadzenie stałych pór mycia rąk w przedszkolach zmniejsza absencję chorobową dzieci. Do badania włączono 22 przedszkola z Lublina; w 11 z nich przez 6 miesięcy dzieci myły ręce według ustalonego harmonogramu, pozostałe stanowiły grupę kontrolną. W grupie interwencyjnej liczba dni nieobecności z powodu infekcji była o około 18% mniejsza. Efekt był wyraźniejszy w okresie jesienno-zimowym, co może wynikać z sezonowości infekcji wirusowych (Majewska i Dudek, 2017). Podobne wyniki uzyskano w Hiszpanii (Azor-Martínez i in., 2014), choć tam dodatkowo stosowano żel dezynfekujący.",
        good=[
            Good(
                "preserve",
                "Celem badania była ocena, czy ustalenie stałych pór mycia rąk w przedszkolach przyczynia się do zmniejszenia absencji chorobowej dzieci. Badaniem objęto 22 lubelskie przedszkola: w 11 placówkach dzieci przez 6 miesięcy myły ręce zgodnie z ustalonym harmonogramem, a pozostałe pełniły funkcję grupy kontrolnej. W grupie interwencyjnej odnotowano o około 18% mniej dni nieobecności spowodowanych infekcjami. Efekt ten był silniej zaznaczony w okresie jesienno-zimowym, co może wynikać z sezonowości infekcji wirusowych (Majewska i Dudek, 2017). Zbliżone wyniki uzyskano w Hiszpanii (Azor-Martínez i in., 2014), gdzie jednak dodatkowo stosowano żel dezynfekujący.",
            ),
            Good(
                "preserve",
                "Czy mycie rąk o stałych porach sprawi, że przedszkolaki będą rzadziej opuszczać zajęcia z powodu choroby? Badacze sprawdzili to w 22 przedszkolach w Lublinie. W 11 z nich dzieci przez pół roku myły ręce według ustalonego grafiku, a pozostałe placówki posłużyły jako grupa kontrolna. Tam, gdzie obowiązywał harmonogram, dni nieobecności z powodu infekcji było o mniej więcej 18% mniej. Różnica rysowała się wyraźniej jesienią i zimą, co może wynikać z tego, że infekcje wirusowe mają swój sezon (Majewska i Dudek, 2017). Podobne wyniki przyniosło badanie w Hiszpanii (Azor-Martínez i in., 2014), choć stosowano tam dodatkowo żel dezynfekujący.",
            ),
            Good(
                "en",
                "The study set out to see whether introducing fixed handwashing times in preschools reduces children's sickness absence. It covered 22 preschools in Lublin: in 11 of them, children washed their hands on a set schedule for 6 months, while the rest served as the control group. In the intervention group, the number of days missed because of infections was about 18% lower. The effect was stronger in autumn and winter, which may be due to the seasonal nature of viral infections (Majewska and Dudek, 2017). Similar results were found in Spain (Azor-Martínez et al., 2014), although hand sanitiser gel was also used there.",
            ),
        ],
        bad=[
            Slip(0, [("(Majewska i Dudek, 2017)", "(Majewska i Dudek, 2019)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Similar results were found in Spain (Azor-Martínez et al., 2014), although",
                        "Similar results were found in Spain, although",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "co może wynikać z tego, że infekcje wirusowe",
                        "co wynika z tego, że infekcje wirusowe",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-readme-fotonazwy-exif",
        source="## fotonazwy\n\nSkrypt zmienia nazwy zdjęć na podstawie daty wykonania zapisanej w danych EXIF, np. `IMG_4821.jpg` → `2024-07-14_153012.jpg`.\n\n**Przed pierwszym uruchomieniem zrób kopię zapasową katalogu ze zdjęciami.**\n\nUżycie:\n\n- `fotonazwy ~/Zdjecia` – zmienia nazwy plików w podanym katalogu,\n- `fotonazwy ~/Zdjecia --dry-run` – pokazuje tylko, jakie zmiany zostałyby wprowadzone.\n\nPliki bez daty EXIF są pomijane. Obsługiwane są formaty JPEG i HEIC; pliki RAW nie są na razie obsługiwane. Wsparcie dla Pythona 3.9 zakończy się 31 października 2025 r. Błędy zgłaszaj na https://codeberg.org/fotonazwy/fotonazwy/issues.",
        good=[
            Good(
                "preserve",
                "## fotonazwy\n\nTen skrypt nadaje zdjęciom nowe nazwy według daty ich zrobienia, którą odczytuje z danych EXIF. Przykład: `IMG_4821.jpg` staje się `2024-07-14_153012.jpg`.\n\n**Zanim pierwszy raz uruchomisz skrypt, zrób kopię zapasową katalogu ze zdjęciami.**\n\nJak używać:\n\n- `fotonazwy ~/Zdjecia` – zmienia nazwy plików we wskazanym katalogu,\n- `fotonazwy ~/Zdjecia --dry-run` – niczego nie zmienia, tylko pokazuje, jakie zmiany by wprowadził.\n\nZdjęcia, które nie mają daty w EXIF, skrypt pomija. Działa z plikami JPEG i HEIC. Plików RAW na razie nie obsługuje. Python 3.9 będzie wspierany do 31 października 2025 r. Jeśli znajdziesz błąd, zgłoś go na https://codeberg.org/fotonazwy/fotonazwy/issues.",
            ),
            Good(
                "preserve",
                "## fotonazwy\n\nNarzędzie służy do zmiany nazw plików ze zdjęciami w oparciu o datę wykonania zdjęcia zapisaną w metadanych EXIF (przykładowo `IMG_4821.jpg` → `2024-07-14_153012.jpg`).\n\n**Przed pierwszym uruchomieniem należy wykonać kopię zapasową katalogu ze zdjęciami.**\n\nSposób użycia:\n\n- `fotonazwy ~/Zdjecia` – zmiana nazw plików we wskazanym katalogu,\n- `fotonazwy ~/Zdjecia --dry-run` – wyłącznie podgląd zmian, które zostałyby wprowadzone.\n\nPliki pozbawione daty EXIF są pomijane. Narzędzie obsługuje formaty JPEG i HEIC; obsługa plików RAW nie jest obecnie dostępna. Wsparcie dla Pythona 3.9 wygaśnie z dniem 31 października 2025 r. Zgłoszenia błędów prosimy kierować na adres https://codeberg.org/fotonazwy/fotonazwy/issues.",
            ),
            Good(
                "en",
                "## fotonazwy\n\nThis script renames your photos using the date they were taken, read from their EXIF data — so `IMG_4821.jpg` becomes `2024-07-14_153012.jpg`, for example.\n\n**Back up your photo folder before you run it for the first time.**\n\nHow to use it:\n\n- `fotonazwy ~/Zdjecia` – renames the files in the folder you give it,\n- `fotonazwy ~/Zdjecia --dry-run` – just shows you what would change.\n\nFiles with no EXIF date get skipped. JPEG and HEIC are supported; RAW files aren't supported yet. Support for Python 3.9 ends on 31 October 2025. Found a bug? Report it at https://codeberg.org/fotonazwy/fotonazwy/issues.",
            ),
        ],
        bad=[
            Slip(
                1, [("`fotonazwy ~/Zdjecia --dry-run`", "`fotonazwy ~/Zdjecia --preview`")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "**Back up your photo folder before you run it for the first time.**",
                        "Back up your photo folder before you run it for the first time.",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("do 31 października 2025 r.", "do 30 września 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-jednorazowe-zezwolenie-alkohol",
        source="Jednorazowe zezwolenie na sprzedaż alkoholu podczas imprez plenerowych\nZgodnie z art. 18¹ ustawy z dnia 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi zezwolenie wydaje się na okres nie dłuższy niż 2 dni. Mogą je uzyskać wyłącznie przedsiębiorcy posiadający stałe zezwolenie na sprzedaż napojów alkoholowych. Wniosek należy złożyć w urzędzie gminy co najmniej 14 dni przed imprezą, dołączając zgodę organizatora. Opłata wynosi 1/12 rocznej opłaty za zezwolenie danego rodzaju. Na imprezach przeznaczonych głównie dla dzieci i młodzieży sprzedaż alkoholu jest niedozwolona.",
        good=[
            Good(
                "preserve",
                "Jednorazowe zezwolenie na sprzedaż alkoholu na imprezie plenerowej\nTakie zezwolenie wydaje się najwyżej na 2 dni – tak stanowi art. 18¹ ustawy z dnia 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi. Dostać je może tylko przedsiębiorca, który ma już stałe zezwolenie na sprzedaż napojów alkoholowych. Wniosek złóż w urzędzie gminy najpóźniej 14 dni przed imprezą i dołącz do niego zgodę organizatora. Zapłacisz 1/12 rocznej opłaty za zezwolenie tego samego rodzaju. Jeśli impreza jest przeznaczona głównie dla dzieci i młodzieży, alkoholu sprzedawać na niej nie wolno.",
            ),
            Good(
                "preserve",
                "Jednorazowe zezwolenia na sprzedaż alkoholu w trakcie imprez plenerowych\nPodstawę prawną stanowi art. 18¹ ustawy z dnia 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi, zgodnie z którym zezwolenie takie udzielane jest na okres nieprzekraczający 2 dni. Krąg uprawnionych ograniczony jest do przedsiębiorców dysponujących stałym zezwoleniem na sprzedaż napojów alkoholowych. Wniosek wraz ze zgodą organizatora należy złożyć w urzędzie gminy z co najmniej 14-dniowym wyprzedzeniem w stosunku do terminu imprezy. Wysokość opłaty odpowiada 1/12 opłaty rocznej za zezwolenie danego rodzaju. Sprzedaż alkoholu jest niedopuszczalna podczas imprez adresowanych przede wszystkim do dzieci i młodzieży.",
            ),
            Good(
                "en",
                "One-off permits to sell alcohol at outdoor events\nUnder Article 18¹ of the Act of 26 October 1982 on Upbringing in Sobriety and Counteracting Alcoholism, a one-off permit is issued for no more than 2 days. It is available exclusively to businesses that already hold a permanent permit to sell alcoholic beverages. Applications must be submitted to the municipal office at least 14 days before the event, together with the organiser's consent. The fee is 1/12 of the annual fee for a permit of the same type. The sale of alcohol is not permitted at events intended mainly for children and young people.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("tak stanowi art. 18¹ ustawy", "tak stanowi art. 11¹ ustawy")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "Sprzedaż alkoholu jest niedopuszczalna podczas imprez",
                        "Sprzedaż alkoholu jest dopuszczalna podczas imprez",
                    )
                ],
                "negation",
            ),
            Bad(
                "preserve",
                "One-off alcohol sales permits for outdoor events\nArticle 18¹ of the Act of 26 October 1982 on Upbringing in Sobriety and Counteracting Alcoholism says such a permit is issued for 2 days at most. Only businesses that already have a permanent permit to sell alcoholic drinks can get one. Submit your application to the municipal office no later than 14 days before the event and attach the organiser's consent. You pay 1/12 of the annual fee for the same type of permit. Alcohol may not be sold at events aimed mainly at children and young people.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-odczulanie-informacja-pacjent",
        source="Immunoterapia alergenowa (odczulanie) – informacje dla pacjentów\nLeczenie trwa zazwyczaj od 3 do 5 lat. W fazie wstępnej zastrzyki podaje się raz w tygodniu, a w fazie podtrzymującej – co 4–6 tygodni. Po każdym zastrzyku pacjent musi pozostać w poradni przez 30 minut, ponieważ w tym czasie mogą wystąpić reakcje ogólne. W dniu iniekcji należy unikać intensywnego wysiłku fizycznego i sauny. Jeśli pacjent ma infekcję z gorączką, zastrzyk przesuwa się o co najmniej tydzień. Skuteczność odczulania na pyłki traw ocenia się na około 60–80%, choć u części chorych poprawa może być niewielka.",
        good=[
            Good(
                "preserve",
                "Odczulanie (immunoterapia alergenowa) – co warto wiedzieć\nLeczenie trwa zwykle 3–5 lat. Na początku, w fazie wstępnej, dostajesz zastrzyk raz w tygodniu, a później, w fazie podtrzymującej, co 4–6 tygodni. Po każdym zastrzyku musisz zostać w poradni jeszcze 30 minut, bo w tym czasie mogą pojawić się reakcje ogólne. W dniu zastrzyku unikaj intensywnego wysiłku fizycznego i sauny. Jeśli masz infekcję z gorączką, zastrzyk zostanie przesunięty co najmniej o tydzień. Skuteczność odczulania na pyłki traw szacuje się na mniej więcej 60–80%, ale u niektórych pacjentów poprawa może być niewielka.",
            ),
            Good(
                "preserve",
                "Immunoterapia alergenowa (odczulanie) – informacja dla pacjenta\nTerapia trwa na ogół od 3 do 5 lat. W fazie wstępnej iniekcje wykonywane są w odstępach tygodniowych, natomiast w fazie podtrzymującej – w odstępach 4–6-tygodniowych. Z uwagi na możliwość wystąpienia reakcji ogólnych pacjent ma obowiązek pozostać w poradni przez 30 minut po każdym wstrzyknięciu. W dniu iniekcji należy unikać intensywnego wysiłku fizycznego oraz korzystania z sauny. Infekcja przebiegająca z gorączką stanowi wskazanie do odroczenia iniekcji o co najmniej tydzień. Skuteczność immunoterapii w uczuleniu na pyłki traw szacowana jest na około 60–80%, przy czym u części chorych poprawa może być niewielka.",
            ),
            Good(
                "en",
                "Allergen immunotherapy (desensitisation): information for patients\nTreatment usually lasts between 3 and 5 years. In the initial phase, injections are given once a week; in the maintenance phase, every 4 to 6 weeks. After each injection, patients must stay at the clinic for 30 minutes, as systemic reactions may occur during that time. On injection days, they should avoid strenuous exercise and saunas. If a patient has an infection with a fever, the injection is postponed by at least a week. Desensitisation to grass pollen is estimated to be around 60–80% effective, although in some patients the improvement may be slight.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Desensitisation to grass pollen is estimated to be around 60–80% effective",
                        "Desensitisation to grass pollen is 60–80% effective",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "musisz zostać w poradni jeszcze 30 minut",
                        "warto zostać w poradni jeszcze 30 minut",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Infekcja przebiegająca z gorączką stanowi",
                        "Infekcja przebiegająca z gorączką powyżej 38°C stanowi",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-klub-krotkofalowcow-stacja",
        source="Regulamin stacji klubowej SP9KRZ\nZe stacji mogą korzystać członkowie klubu posiadający świadectwo operatora w służbie amatorskiej. Osoby bez świadectwa mogą nadawać wyłącznie pod nadzorem operatora odpowiedzialnego. Każdą łączność należy wpisać do elektronicznego dziennika stacji najpóźniej w dniu jej przeprowadzenia. Moc nadajnika nie może przekraczać 500 W. Stacja jest dostępna we wtorki i czwartki od 18:00 do 21:00, a w weekendy – tylko podczas zawodów. Bez zgody kierownika stacji nie wolno zmieniać ustawień anten ani wynosić sprzętu z lokalu. Najbliższy kurs dla kandydatów na operatorów rozpoczyna się 4 marca 2025 r.",
        good=[
            Good(
                "preserve",
                "Zasady korzystania ze stacji klubowej SP9KRZ\nZe stacji mogą korzystać członkowie klubu, którzy mają świadectwo operatora w służbie amatorskiej. Nie masz świadectwa? Możesz nadawać, ale tylko pod okiem operatora odpowiedzialnego. Każdą łączność wpisz do elektronicznego dziennika stacji – najpóźniej tego samego dnia, w którym ją przeprowadziłeś. Nadajnik może pracować z mocą maksymalnie 500 W. Stacja jest otwarta we wtorki i czwartki od 18:00 do 21:00, a w weekendy tylko wtedy, gdy trwają zawody. Ustawień anten nie ruszaj i sprzętu z lokalu nie wynoś, chyba że kierownik stacji się zgodzi. Najbliższy kurs dla przyszłych operatorów startuje 4 marca 2025 r.",
            ),
            Good(
                "preserve",
                "Regulamin stacji klubowej SP9KRZ\nPrawo do korzystania ze stacji przysługuje członkom klubu, którzy posiadają świadectwo operatora w służbie amatorskiej. Nadawanie przez osoby nieposiadające świadectwa dopuszczalne jest wyłącznie pod nadzorem operatora odpowiedzialnego. Każda przeprowadzona łączność podlega wpisowi do elektronicznego dziennika stacji nie później niż w dniu jej przeprowadzenia. Maksymalna dopuszczalna moc nadajnika wynosi 500 W. Stacja udostępniana jest we wtorki i czwartki w godz. 18:00–21:00, natomiast w weekendy wyłącznie w czasie zawodów. Zmiana ustawień anten oraz wynoszenie sprzętu z lokalu wymagają zgody kierownika stacji. Kolejny kurs dla kandydatów na operatorów rozpocznie się 4 marca 2025 r.",
            ),
            Good(
                "en",
                "SP9KRZ club station rules\nClub members who hold an amateur radio operator's certificate may use the station. People without a certificate may transmit only under the supervision of the responsible operator. Every contact must be entered in the station's electronic log no later than the day it was made. Transmitter power must not exceed 500 W. The station is open on Tuesdays and Thursdays from 18:00 to 21:00, and at weekends only during contests. Do not change the antenna settings or take equipment off the premises without the station manager's permission. The next course for prospective operators starts on 4 March 2025.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Do not change the antenna settings or take equipment off the premises without",
                        "You may change the antenna settings or take equipment off the premises without",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("rozpocznie się 4 marca 2025 r.", "rozpocznie się 14 marca 2025 r.")], "date"
            ),
            Slip(
                0,
                [
                    (
                        "Każdą łączność wpisz do elektronicznego dziennika",
                        "Każdą łączność warto wpisać do elektronicznego dziennika",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-garaz-podziemny-wspolnota",
        source="Zarząd Wspólnoty Mieszkaniowej „Ogrody Wilanowskie” przypomina zasady korzystania z garażu podziemnego. Prędkość jazdy nie może przekraczać 10 km/h. W garażu zabronione jest przechowywanie opon, kanistrów z paliwem i innych materiałów łatwopalnych. Ładowanie samochodów elektrycznych jest dozwolone wyłącznie przy 6 stanowiskach wyposażonych w wallboxy. Mycie pojazdów jest niedozwolone. Coroczne sprzątanie garażu zaplanowano na 12–13 kwietnia; w tych dniach auta trzeba przestawić na parking zewnętrzny. Przypominamy, że brama zamyka się automatycznie po około 40 sekundach – prosimy nie wjeżdżać za innym pojazdem. Usterki należy zgłaszać administratorowi.",
        good=[
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Ogrody Wilanowskie” przypomina, jak korzystać z garażu podziemnego. W garażu jeździmy najwyżej 10 km/h. Nie wolno tu trzymać opon, kanistrów z paliwem ani innych materiałów łatwopalnych. Samochód elektryczny możesz ładować tylko na jednym z 6 stanowisk z wallboxem. Mycie aut w garażu jest zabronione. 12 i 13 kwietnia odbędzie się coroczne sprzątanie garażu – w te dni trzeba przestawić auto na parking zewnętrzny. Pamiętaj, że brama zamyka się sama po mniej więcej 40 sekundach, więc prosimy: nie wjeżdżaj za innym samochodem. Usterki zgłaszaj administratorowi.",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Ogrody Wilanowskie” przypomina obowiązujące zasady korzystania z garażu podziemnego:\n– dopuszczalna prędkość jazdy wynosi 10 km/h;\n– obowiązuje zakaz przechowywania opon, kanistrów z paliwem oraz innych materiałów łatwopalnych;\n– ładowanie samochodów elektrycznych jest możliwe wyłącznie na 6 stanowiskach wyposażonych w wallboxy;\n– obowiązuje zakaz mycia pojazdów.\nCoroczne sprzątanie garażu odbędzie się w dniach 12–13 kwietnia; w tym czasie pojazdy należy przestawić na parking zewnętrzny. Brama garażowa zamyka się automatycznie po ok. 40 sekundach, dlatego prosimy o niewjeżdżanie za innym pojazdem. Usterki należy zgłaszać administratorowi.",
            ),
            Good(
                "en",
                "A reminder from the board of the Ogrody Wilanowskie housing community about using the underground garage. Keep your speed to 10 km/h max. Don't store tyres, fuel cans or anything else flammable in there. You can charge an electric car only at the 6 bays that have wallboxes. No washing cars. The yearly garage clean-up is on 12–13 April, and on those days you'll need to move your car to the outdoor car park. Heads-up: the gate shuts by itself after about 40 seconds, so please don't follow another car in. Report any faults to the property manager.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Mycie aut w garażu jest zabronione.", "Mycie aut w garażu jest dozwolone.")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "The yearly garage clean-up is on 12–13 April",
                        "The yearly garage clean-up, done by an outside cleaning firm, is on 12–13 April",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("po ok. 40 sekundach", "po 40 sekundach")], "hedge"),
        ],
    ),
]

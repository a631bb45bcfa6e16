# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 31: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-sala-prob-muzycznych",
        source="Sale prób w Młodzieżowym Domu Kultury przy ul. Kilińskiego wynajmujemy zespołom, w których co najmniej jedna osoba jest pełnoletnia. Godzina próby kosztuje 35 zł, a przy rezerwacji pakietu 10 godzin – 300 zł. Rezerwację można odwołać bezpłatnie najpóźniej 24 godziny przed próbą; później pobieramy pełną opłatę. Perkusja i wzmacniacze należą do wyposażenia sali, ale talerze i pałki każdy zespół przynosi własne. W salach nie wolno palić ani używać otwartego ognia. Po próbie należy zostawić salę w takim stanie, w jakim się ją zastało. Sale są dostępne codziennie od 14:00 do 22:00.",
        good=[
            Good(
                "preserve",
                "Młodzieżowy Dom Kultury przy ul. Kilińskiego wynajmuje sale prób zespołom, pod warunkiem że co najmniej jeden z członków jest pełnoletni. Za godzinę próby płacicie 35 zł, a jeśli zarezerwujecie od razu pakiet 10 godzin – 300 zł. Rezerwację odwołacie za darmo, jeśli zrobicie to najpóźniej 24 godziny przed próbą; przy późniejszym odwołaniu zapłacicie całą kwotę. Na miejscu są perkusja i wzmacniacze, ale talerze i pałki musicie mieć swoje. W salach nie można palić ani używać otwartego ognia. Po próbie zostawcie salę w takim stanie, w jakim ją zastaliście. Sale są czynne codziennie od 14:00 do 22:00.",
            ),
            Good(
                "preserve",
                "Młodzieżowy Dom Kultury przy ul. Kilińskiego udostępnia odpłatnie sale prób zespołom muzycznym, przy czym warunkiem wynajmu jest pełnoletność co najmniej jednego członka zespołu. Sale są dostępne codziennie w godzinach 14:00–22:00. Cena wynosi 35 zł za godzinę próby lub 300 zł za pakiet 10 godzin. Bezpłatne odwołanie rezerwacji jest możliwe nie później niż 24 godziny przed terminem próby; w przypadku późniejszego odwołania pobierana jest opłata w pełnej wysokości. Wyposażenie sali obejmuje perkusję i wzmacniacze, natomiast talerze i pałki zespoły zapewniają we własnym zakresie. W salach obowiązuje zakaz palenia oraz używania otwartego ognia. Po zakończeniu próby zespół jest zobowiązany pozostawić salę w stanie, w jakim ją zastał.",
            ),
            Good(
                "en",
                "Need somewhere to rehearse? The Youth Culture Centre on Kilińskiego Street rents out rehearsal rooms to bands, as long as at least one member is an adult. An hour costs 35 zł, or you can book a 10-hour package for 300 zł. You can cancel for free up to 24 hours before your slot – any later and you pay the full fee. The drum kit and amps come with the room, but every band brings its own cymbals and sticks. No smoking or open flames in the rooms. When you're done, leave the room the way you found it. The rooms are open every day from 2 pm to 10 pm.",
            ),
        ],
        bad=[
            Slip(1, [("300 zł za pakiet 10 godzin", "300 zł za pakiet 12 godzin")], "number"),
            Slip(
                0,
                [
                    (
                        "ale talerze i pałki musicie mieć swoje",
                        "a talerzy i pałek nie musicie mieć swoich",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("When you're done, leave the room", "When you're done, try to leave the room")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-csv2sql",
        source="# csv2sql\n\nNarzędzie konwertuje pliki CSV na polecenia `INSERT` dla PostgreSQL. Wymaga Pythona w wersji **3.10 lub nowszej**.\n\nInstalacja: `pip install csv2sql-pl`\n\nPrzykład użycia:\n\n- `csv2sql dane.csv --table klienci` – wypisuje polecenia na standardowe wyjście,\n- dodanie flagi `--batch 500` grupuje wiersze po 500 w jednym poleceniu.\n\nDomyślnie separatorem jest średnik; inny można podać opcją `--sep`. Program nie tworzy tabel, więc tabela docelowa musi już istnieć. Błędy zgłaszaj na https://github.com/kwrobel/csv2sql-pl/issues.",
        good=[
            Good(
                "preserve",
                "# csv2sql\n\ncsv2sql zamienia pliki CSV na polecenia `INSERT` dla PostgreSQL. Potrzebujesz do tego Pythona **3.10 lub nowszego**.\n\nZainstalujesz go poleceniem `pip install csv2sql-pl`\n\nJak z niego korzystać:\n\n- `csv2sql dane.csv --table klienci` wypisuje polecenia na standardowe wyjście,\n- z flagą `--batch 500` do jednego polecenia trafia po 500 wierszy.\n\nJeśli nic nie ustawisz, separatorem jest średnik – inny podasz opcją `--sep`. Tabela docelowa musi już istnieć, bo program nie tworzy tabel. Błędy zgłaszaj pod adresem https://github.com/kwrobel/csv2sql-pl/issues.",
            ),
            Good(
                "preserve",
                "# csv2sql\n\nNarzędzie csv2sql służy do przekształcania plików CSV w polecenia `INSERT` przeznaczone dla PostgreSQL. Do działania wymaga Pythona **3.10 lub nowszego**.\n\nInstalację przeprowadza się poleceniem `pip install csv2sql-pl`\n\nPrzykładowe wywołania:\n\n- `csv2sql dane.csv --table klienci` – polecenia są wypisywane na standardowe wyjście,\n- flaga `--batch 500` powoduje grupowanie wierszy po 500 w pojedynczym poleceniu.\n\nSeparatorem domyślnym jest średnik, a opcja `--sep` pozwala wskazać inny. Ponieważ program nie tworzy tabel, tabela docelowa musi istnieć wcześniej. Zgłoszenia błędów prosimy kierować na https://github.com/kwrobel/csv2sql-pl/issues.",
            ),
            Good(
                "en",
                "# csv2sql\n\nThis tool turns CSV files into `INSERT` statements for PostgreSQL. You'll need Python **3.10 or newer**.\n\nInstall it with `pip install csv2sql-pl`\n\nHow to use it:\n\n- `csv2sql dane.csv --table klienci` – prints the statements to standard output,\n- add the `--batch 500` flag and rows get grouped 500 per statement.\n\nThe default separator is a semicolon; you can pick a different one with `--sep`. It won't create tables for you, so the target table has to exist already. Found a bug? Report it at https://github.com/kwrobel/csv2sql-pl/issues.",
            ),
        ],
        bad=[
            Slip(2, [("with `--sep`", "with `--separator`")], "code"),
            Slip(0, [("**3.10 lub nowszego**", "3.10 lub nowszego")], "markdown"),
            Slip(1, [("kwrobel/csv2sql-pl/issues", "kwrobel/csv2sql/issues")], "url"),
        ],
    ),
    Case(
        key="pl-abstrakt-sol-drogowa-gleby",
        source="Celem pracy była ocena wpływu zimowego utrzymania dróg na zasolenie gleb przydrożnych w Krakowie. W latach 2020–2022 pobrano 96 próbek gleby w odległości od 1 do 10 m od krawędzi jezdni. W pasie do 2 m stężenie jonów chlorkowych było średnio czterokrotnie wyższe niż w próbkach kontrolnych. Zasolenie malało wraz z odległością od drogi, a powyżej 5 m nie różniło się istotnie od tła. Obserwowane zamieranie lip przy ulicach może być częściowo związane z tym zjawiskiem, co zgadza się z wcześniejszymi ustaleniami Nowakowskiej (2015). Ze względu na łagodne zimy w okresie badań uzyskane wartości są prawdopodobnie niższe od typowych.",
        good=[
            Good(
                "preserve",
                "Jak zimowe utrzymanie dróg wpływa na zasolenie gleb przy krakowskich ulicach? Aby to sprawdzić, w latach 2020–2022 pobrano 96 próbek gleby w odległości od 1 do 10 m od krawędzi jezdni. Najbliżej drogi, w pasie do 2 m, jonów chlorkowych było średnio cztery razy więcej niż w próbkach kontrolnych. Im dalej od jezdni, tym zasolenie było mniejsze, a powyżej 5 m nie odbiegało już istotnie od tła. Może to po części tłumaczyć zamieranie lip rosnących przy ulicach – co zgadza się z wcześniejszymi ustaleniami, które opisała Nowakowska (2015). Autorzy zastrzegają, że zimy w okresie badań były łagodne, więc uzyskane wartości są prawdopodobnie niższe od typowych.",
            ),
            Good(
                "preserve",
                "W pracy oceniono, w jakim stopniu zimowe utrzymanie dróg wpływa na zasolenie gleb przydrożnych na terenie Krakowa. Materiał badawczy stanowiło 96 próbek gleby pobranych w latach 2020–2022 w odległości 1–10 m od krawędzi jezdni. W strefie do 2 m od jezdni średnie stężenie jonów chlorkowych było czterokrotnie wyższe niż w próbkach kontrolnych. Stwierdzono spadek zasolenia wraz z oddalaniem się od drogi; w odległości większej niż 5 m nie odnotowano istotnych różnic względem tła. Zjawisko to może częściowo odpowiadać za obserwowane zamieranie lip przyulicznych, co jest zgodne z wcześniejszymi ustaleniami (Nowakowska, 2015). Z uwagi na łagodny przebieg zim w okresie badań uzyskane wartości są prawdopodobnie niższe od typowych.",
            ),
            Good(
                "en",
                "This study looked at how winter road maintenance affects the salt content of roadside soils in Kraków. Between 2020 and 2022, 96 soil samples were taken at distances of 1 to 10 m from the edge of the road. Within 2 m of the road, chloride ion levels were on average four times higher than in the control samples. Salinity fell with distance from the road, and beyond 5 m it was not significantly different from background levels. The dieback of lime trees seen along streets may be partly linked to this, which matches earlier findings by Nowakowska (2015). Because the winters during the study were mild, the values obtained are probably lower than usual.",
            ),
        ],
        bad=[
            Slip(1, [("(Nowakowska, 2015)", "(Nowakowska, 2005)")], "citation"),
            Slip(2, [("may be partly linked to this", "is partly linked to this")], "hedge"),
            Slip(0, [("pobrano 96 próbek", "pobrano 69 próbek")], "number"),
        ],
    ),
    Case(
        key="pl-dotacje-prace-konserwatorskie-zabytki",
        source="Zarząd Województwa Lubelskiego ogłasza nabór wniosków o dotacje na prace konserwatorskie i restauratorskie przy zabytkach wpisanych do rejestru zabytków. O wsparcie mogą ubiegać się właściciele i posiadacze zabytków. Dotacja może wynieść do 50% nakładów koniecznych, jednak nie więcej niż 150 000 zł na jeden obiekt. Wnioski należy składać do 28 lutego 2025 r. przez generator na stronie https://dotacje.lubelskie.pl/zabytki. Jeden wnioskodawca może złożyć najwyżej dwa wnioski. Prace objęte dotacją muszą zostać zakończone do 30 listopada 2025 r. Wyniki naboru zostaną opublikowane w ciągu 60 dni od jego zamknięcia.",
        good=[
            Good(
                "preserve",
                "Zarząd Województwa Lubelskiego rozpoczął nabór wniosków o dotacje na prace konserwatorskie i restauratorskie przy obiektach wpisanych do rejestru zabytków. Starać się o nie mogą właściciele i posiadacze takich zabytków. Dotacja pokryje do 50% nakładów koniecznych, ale nie więcej niż 150 000 zł na jeden obiekt. Wnioski trzeba złożyć do 28 lutego 2025 r. przez generator na stronie https://dotacje.lubelskie.pl/zabytki; jeden wnioskodawca może złożyć najwyżej dwa. Dofinansowane prace trzeba skończyć do 30 listopada 2025 r. Wyniki naboru zostaną opublikowane najpóźniej 60 dni po jego zamknięciu.",
            ),
            Good(
                "preserve",
                "Zarząd Województwa Lubelskiego informuje o naborze wniosków o udzielenie dotacji na prace konserwatorskie i restauratorskie przy zabytkach wpisanych do rejestru zabytków. Uprawnionymi wnioskodawcami są właściciele oraz posiadacze zabytków, przy czym każdy z nich może złożyć nie więcej niż dwa wnioski. Wysokość dotacji może sięgać 50% nakładów koniecznych, z zastrzeżeniem, że nie przekroczy 150 000 zł w odniesieniu do jednego obiektu. Wnioski należy składać za pośrednictwem generatora dostępnego pod adresem https://dotacje.lubelskie.pl/zabytki w terminie do 28 lutego 2025 r. Zakończenie prac objętych dotacją musi nastąpić do 30 listopada 2025 r. Wyniki naboru zostaną opublikowane w terminie 60 dni od jego zamknięcia.",
            ),
            Good(
                "en",
                "Do you own or hold a monument on the official register of monuments? The Lubelskie Voivodeship Board is now taking applications for grants towards conservation and restoration work on registered monuments, and both owners and holders can apply. The grant can cover up to 50% of the necessary costs, capped at 150,000 zł per monument. Each applicant can send in at most two applications. Apply by 28 February 2025 using the online generator at https://dotacje.lubelskie.pl/zabytki. Any work that gets funding has to be finished by 30 November 2025. Results will be published within 60 days of the call closing.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("musi nastąpić do 30 listopada 2025 r.", "musi nastąpić do 31 grudnia 2025 r.")],
                "date",
            ),
            Slip(2, [("dotacje.lubelskie.pl/zabytki", "dotacje.lublin.pl/zabytki")], "url"),
            Slip(
                0,
                [
                    (
                        "posiadacze takich zabytków.",
                        "posiadacze takich zabytków, pod warunkiem że obiekt jest udostępniany zwiedzającym.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-proba-wysilkowa-przygotowanie",
        source="Przygotowanie do elektrokardiograficznej próby wysiłkowej\n\nNa 3 godziny przed badaniem nie należy jeść obfitych posiłków ani pić kawy; na 24 godziny przed nim nie wolno pić alkoholu. Leki przyjmuj jak zwykle, chyba że lekarz kierujący zalecił odstawienie niektórych z nich, np. beta-blokerów. Zabierz wygodne obuwie sportowe, ręcznik i dokumentację z poprzednich badań serca. Zgłoś się 15 minut przed wyznaczoną godziną. Sama próba trwa zwykle 10–15 minut, ale wraz z przygotowaniem i odpoczynkiem po wysiłku wizyta może potrwać około godziny.",
        good=[
            Good(
                "preserve",
                "Elektrokardiograficzna próba wysiłkowa – jak się przygotować\n\nNa 3 godziny przed badaniem nie powinieneś jeść obfitych posiłków ani pić kawy, a na dobę przed nim nie wolno ci pić alkoholu. Leki bierz tak jak zwykle – chyba że lekarz kierujący zalecił ci odstawienie niektórych z nich, na przykład beta-blokerów. Weź ze sobą wygodne buty sportowe, ręcznik i dokumentację z wcześniejszych badań serca. Przyjdź 15 minut przed wyznaczoną godziną. Samo badanie trwa zazwyczaj 10–15 minut, ale razem z przygotowaniem i odpoczynkiem po wysiłku cała wizyta może zająć około godziny.",
            ),
            Good(
                "preserve",
                "Elektrokardiograficzna próba wysiłkowa – informacje dla pacjenta\n\nNależy zgłosić się 15 minut przed wyznaczoną godziną badania, zabierając wygodne obuwie sportowe, ręcznik oraz dokumentację z poprzednich badań serca. Na 3 godziny przed próbą nie należy spożywać obfitych posiłków ani kawy. Przez 24 godziny poprzedzające badanie obowiązuje zakaz spożywania alkoholu. Leki należy przyjmować jak dotychczas, o ile lekarz kierujący nie zalecił odstawienia niektórych z nich (np. beta-blokerów). Sama próba trwa zazwyczaj 10–15 minut; z uwzględnieniem przygotowania i odpoczynku po wysiłku wizyta może jednak trwać około godziny.",
            ),
            Good(
                "en",
                "Getting ready for your exercise ECG (stress test)\n\nSkip big meals and coffee for 3 hours before the test, and no alcohol at all for 24 hours beforehand. Take your medicines as usual, unless the doctor who referred you told you to stop some of them, such as beta-blockers. Bring comfortable sports shoes, a towel and the records from any previous heart tests. Get here 15 minutes before your appointment time. The test itself usually takes 10–15 minutes, but with the preparation and the rest afterwards, the whole visit may take about an hour.",
            ),
        ],
        bad=[
            Slip(0, [("nie wolno ci pić alkoholu", "wolno ci pić alkohol")], "negation"),
            Slip(
                1,
                [("obowiązuje zakaz spożywania alkoholu", "nie zaleca się spożywania alkoholu")],
                "modality",
            ),
            Slip(2, [("Get here 15 minutes before", "Get here 30 minutes before")], "number"),
        ],
    ),
    Case(
        key="pl-plukanie-sieci-wodociagowej",
        source="Przedsiębiorstwo Wodociągów i Kanalizacji w Kutnie informuje, że w dniach 14–16 października 2024 r. będzie prowadzić płukanie sieci wodociągowej na osiedlu Tarnowskiego. W tym czasie, w godzinach 22:00–5:00, mogą wystąpić spadki ciśnienia oraz chwilowe zmętnienie wody. Zmętnienie nie stanowi zagrożenia dla zdrowia, jednak zalecamy, aby w tym czasie nie uruchamiać pralek ani zmywarek. Po zakończeniu prac wystarczy spuścić wodę przez około 2–3 minuty. Woda nadal będzie nadawała się do picia. Informacje o utrudnieniach: tel. 24 254 33 00.",
        good=[
            Good(
                "preserve",
                "Od 14 do 16 października 2024 r. kutnowskie Przedsiębiorstwo Wodociągów i Kanalizacji będzie płukać sieć wodociągową na osiedlu Tarnowskiego. Mieszkańcy muszą się liczyć z tym, że między 22:00 a 5:00 ciśnienie może spadać, a woda chwilowo mętnieć. Wodociągowcy uspokajają: zmętniała woda nie zagraża zdrowiu i przez cały czas można ją pić. Radzą jednak, by w tym czasie nie włączać pralek i zmywarek. Gdy prace się skończą, wystarczy spuszczać wodę przez mniej więcej 2–3 minuty. O utrudnieniach przedsiębiorstwo informuje pod numerem 24 254 33 00.",
            ),
            Good(
                "preserve",
                "W dniach 14–16 października 2024 r. Przedsiębiorstwo Wodociągów i Kanalizacji w Kutnie będzie płukać sieć wodociągową na osiedlu Tarnowskiego. Od 22:00 do 5:00 może spaść ciśnienie, a woda może być przez chwilę mętna. Mętna woda nie jest szkodliwa dla zdrowia, ale w tym czasie lepiej nie włączać pralki ani zmywarki. Wodę nadal można pić. Kiedy prace się skończą, wystarczy spuszczać wodę przez około 2–3 minuty. Jeśli chcesz dowiedzieć się więcej o utrudnieniach, zadzwoń pod numer 24 254 33 00.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company in Kutno (Przedsiębiorstwo Wodociągów i Kanalizacji) wishes to inform residents that it will be flushing the water mains on the Tarnowskiego estate from 14 to 16 October 2024. During this period, between 10 pm and 5 am, customers may experience drops in pressure and temporary cloudiness of the water. The cloudiness poses no health risk; however, we recommend not running washing machines or dishwashers during this time. The water will remain fit to drink. Once the work is complete, simply let the water run for approximately 2–3 minutes. For information on disruptions, please call 24 254 33 00.",
            ),
        ],
        bad=[
            Slip(2, [("from 14 to 16 October 2024", "from 14 to 18 October 2024")], "date"),
            Slip(
                1,
                [
                    (
                        "Od 22:00 do 5:00 może spaść ciśnienie, a woda może być przez chwilę mętna.",
                        "Od 22:00 do 5:00 spadnie ciśnienie, a woda będzie przez chwilę mętna.",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("przez cały czas można ją pić", "przez ten czas nie można jej pić")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-klub-fotograficzny-ciemnia",
        source="Regulamin ciemni Klubu Fotograficznego „Kadr”\n\nZ ciemni mogą korzystać członkowie klubu, którzy odbyli szkolenie wstępne. Rezerwacji dokonuje się w zeszycie w sekretariacie, najwyżej na 3 godziny dziennie. W ciemni obowiązuje zakaz spożywania posiłków i napojów. Chemię należy wylewać wyłącznie do oznaczonych kanistrów, nigdy do zlewu. Osoby niepełnoletnie mogą pracować w ciemni tylko pod opieką instruktora. Po zakończeniu pracy trzeba umyć kuwety i wyłączyć powiększalnik. Papier fotograficzny każdy przynosi własny; klub udostępnia odczynniki w cenie składki.",
        good=[
            Good(
                "preserve",
                "Ciemnia Klubu Fotograficznego „Kadr” – zasady\n\nZ ciemni mogą korzystać członkowie klubu, którzy przeszli szkolenie wstępne. Czas pracy rezerwujesz, wpisując się do zeszytu w sekretariacie – jednego dnia najwyżej na 3 godziny. W ciemni nie wolno jeść ani pić. Chemię wylewaj tylko do oznaczonych kanistrów, nigdy do zlewu. Niepełnoletni mogą pracować w ciemni wyłącznie pod opieką instruktora. Kiedy skończysz, umyj kuwety i wyłącz powiększalnik. Papier fotograficzny przynosisz swój, a odczynniki daje klub w ramach składki.",
            ),
            Good(
                "preserve",
                "Zasady korzystania z ciemni – Klub Fotograficzny „Kadr”\n\nPrawo do korzystania z ciemni przysługuje członkom klubu, którzy ukończyli szkolenie wstępne. Czas pracy rezerwuje się za pośrednictwem zeszytu prowadzonego w sekretariacie, przy czym limit wynosi 3 godziny dziennie. Spożywanie w ciemni posiłków i napojów jest zabronione. Chemię należy wylewać wyłącznie do oznaczonych kanistrów – wylewanie jej do zlewu jest niedopuszczalne. Praca osób niepełnoletnich w ciemni jest dozwolona jedynie pod nadzorem instruktora. Po zakończeniu pracy użytkownik zobowiązany jest umyć kuwety oraz wyłączyć powiększalnik. Papier fotograficzny użytkownicy zapewniają we własnym zakresie, natomiast odczynniki są udostępniane przez klub w ramach składki.",
            ),
            Good(
                "en",
                "“Kadr” Photo Club – darkroom rules\n\nThe darkroom is open to club members who've done the introductory training. Book your time in the notebook at the office – 3 hours a day max. No eating or drinking in the darkroom. Chemicals go only into the labelled canisters, never down the sink. Under-18s can only work in there with an instructor supervising. When you're done, wash the trays and switch off the enlarger. Bring your own photo paper; the chemicals are provided by the club and covered by your membership fee.",
            ),
        ],
        bad=[
            Slip(1, [("użytkownik zobowiązany jest umyć", "użytkownik powinien umyć")], "modality"),
            Slip(
                0,
                [("wyłącznie pod opieką instruktora", "również bez opieki instruktora")],
                "negation",
            ),
            Slip(
                2,
                [("3 hours a day max.", "3 hours a day max, at least a day in advance.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-procedura-wypadek-przy-pracy",
        source="Procedura zgłaszania wypadków przy pracy (dział produkcji)\n\nKażdy wypadek, nawet bez widocznych obrażeń, pracownik musi niezwłocznie zgłosić bezpośredniemu przełożonemu. Przełożony zabezpiecza miejsce zdarzenia i w ciągu 24 godzin powiadamia służbę BHP. Zespół powypadkowy ustala okoliczności i przyczyny wypadku; zgodnie z § 9 rozporządzenia Rady Ministrów z 1 lipca 2009 r. w sprawie ustalania okoliczności i przyczyn wypadków przy pracy ma na to 14 dni od dnia uzyskania zawiadomienia. Wypadki śmiertelne, ciężkie i zbiorowe pracodawca zgłasza dodatkowo do Państwowej Inspekcji Pracy i prokuratury (art. 234 § 2 k.p.). Poszkodowany może zapoznać się z aktami sprawy i wnieść uwagi do protokołu.",
        good=[
            Good(
                "preserve",
                "Procedura zgłaszania wypadków przy pracy – dział produkcji\n\nPracownik jest zobowiązany niezwłocznie zgłosić bezpośredniemu przełożonemu każdy wypadek, również taki, w którym nie doszło do widocznych obrażeń. Do obowiązków przełożonego należy zabezpieczenie miejsca zdarzenia oraz powiadomienie służby BHP w ciągu 24 godzin. Okoliczności i przyczyny wypadku ustala zespół powypadkowy w terminie 14 dni od dnia uzyskania zawiadomienia, zgodnie z § 9 rozporządzenia Rady Ministrów z 1 lipca 2009 r. w sprawie ustalania okoliczności i przyczyn wypadków przy pracy. O wypadkach śmiertelnych, ciężkich i zbiorowych pracodawca zawiadamia ponadto Państwową Inspekcję Pracy oraz prokuraturę (art. 234 § 2 k.p.). Poszkodowanemu przysługuje prawo zapoznania się z aktami sprawy i wniesienia uwag do protokołu.",
            ),
            Good(
                "preserve",
                "Jak zgłosić wypadek przy pracy (dział produkcji)\n\nKażdy wypadek musisz od razu zgłosić swojemu bezpośredniemu przełożonemu – nawet jeśli nie widać żadnych obrażeń. Przełożony zabezpiecza miejsce, w którym do niego doszło, i w ciągu 24 godzin zawiadamia służbę BHP. Następnie zespół powypadkowy ustala, jak i dlaczego doszło do wypadku. Zgodnie z § 9 rozporządzenia Rady Ministrów z 1 lipca 2009 r. w sprawie ustalania okoliczności i przyczyn wypadków przy pracy ma na to 14 dni od dnia, w którym otrzymał zawiadomienie. Gdy wypadek jest śmiertelny, ciężki albo zbiorowy, pracodawca zgłasza go też Państwowej Inspekcji Pracy i prokuraturze (art. 234 § 2 k.p.). Jako poszkodowany możesz przejrzeć akta sprawy i dopisać swoje uwagi do protokołu.",
            ),
            Good(
                "en",
                "Procedure for reporting accidents at work (production department)\n\nEvery accident, including one that causes no visible injury, must be reported by the employee to their direct supervisor without delay. The supervisor secures the scene of the incident and notifies the occupational health and safety (BHP) service within 24 hours. The circumstances and causes of the accident are then established by the accident investigation team, which, pursuant to § 9 of the Regulation of the Council of Ministers of 1 July 2009 on establishing the circumstances and causes of accidents at work, has 14 days from the date of receiving the notification to do so. Fatal, serious and collective accidents are additionally reported by the employer to the National Labour Inspectorate and the public prosecutor's office (Article 234 § 2 of the Labour Code). The injured person may inspect the case files and submit comments on the report.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 234 § 2 k.p.)", "(art. 234 § 1 k.p.)")], "legal_reference"),
            Slip(2, [("within 24 hours", "within 48 hours")], "number"),
            Slip(
                1,
                [("Każdy wypadek musisz od razu zgłosić", "Każdy wypadek warto od razu zgłosić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-informacja-prasowa-centrum-nauki",
        source="Informacja prasowa, Rzeszów, 3 września 2025 r.\n\nCentrum Nauki „Iskra” otworzy się dla zwiedzających w sobotę 27 września. Na powierzchni 4 200 m² znajdzie się ponad 150 interaktywnych eksponatów, w tym planetarium z 80 miejscami. Budowa kosztowała 62 mln zł, z czego 70% pokryły fundusze europejskie. W dniu otwarcia wstęp będzie bezpłatny, jednak ze względu na limit osób obowiązuje rezerwacja przez stronę centrum. Od 28 września bilet normalny będzie kosztował 45 zł, a ulgowy 30 zł. „Chcemy, by młodzież z regionu nie musiała jeździć do Warszawy, żeby zobaczyć naukę w akcji” – mówi dyrektorka centrum, Anna Sowa.",
        good=[
            Good(
                "preserve",
                "Rzeszów, 3 września 2025 r. – informacja prasowa\n\nW sobotę 27 września drzwi dla zwiedzających otworzy Centrum Nauki „Iskra”. Na 4 200 m² czeka ponad 150 interaktywnych eksponatów, a wśród nich planetarium na 80 miejsc. Budowa pochłonęła 62 mln zł; 70% tej kwoty pokryły fundusze europejskie. Pierwszego dnia wstęp będzie darmowy, ale liczba osób jest ograniczona, dlatego obowiązuje rezerwacja na stronie centrum. Od 28 września za bilet normalny zapłacimy 45 zł, a za ulgowy 30 zł. – Chcemy, by młodzież z regionu nie musiała jeździć do Warszawy, żeby zobaczyć naukę w akcji – podkreśla Anna Sowa, dyrektorka centrum.",
            ),
            Good(
                "preserve",
                "Rzeszów, 3 września 2025 r. (informacja prasowa)\n\nJuż w sobotę, 27 września, Centrum Nauki „Iskra” otwiera się dla zwiedzających! Na 4 200 m² będzie ponad 150 interaktywnych eksponatów, a do tego planetarium z 80 miejscami. Budowa kosztowała 62 mln zł, a aż 70% tej sumy pokryły fundusze europejskie. W dniu otwarcia wchodzicie za darmo – tylko że liczba osób jest ograniczona, więc rezerwacja przez stronę centrum jest obowiązkowa. Od 28 września bilet normalny to 45 zł, a ulgowy 30 zł. Dyrektorka centrum, Anna Sowa, mówi: „Chcemy, by młodzież z regionu nie musiała jeździć do Warszawy, żeby zobaczyć naukę w akcji”.",
            ),
            Good(
                "en",
                "Press release, Rzeszów, 3 September 2025\n\nThe „Iskra” Science Centre will open to visitors on Saturday 27 September. Its 4,200 m² will house more than 150 interactive exhibits, including an 80-seat planetarium. Construction cost PLN 62 million, 70% of which was covered by European funds. Admission on opening day will be free of charge; however, owing to limited capacity, booking via the centre's website is required. From 28 September, a standard ticket will cost PLN 45 and a concession ticket PLN 30. “We want young people from the region not to have to travel to Warsaw to see science in action,” says the centre's director, Anna Sowa.",
            ),
        ],
        bad=[
            Slip(0, [("W sobotę 27 września", "W sobotę 20 września")], "date"),
            Slip(2, [("an 80-seat planetarium", "a 60-seat planetarium")], "number"),
            Bad(
                "preserve",
                "Rzeszów, 3 September 2025 (press release)\n\nOn Saturday 27 September, the „Iskra” Science Centre opens its doors to visitors! Across 4,200 m² you'll find more than 150 interactive exhibits, plus a planetarium with 80 seats. The build cost 62 million zł, and a whopping 70% of that was covered by European funds. Entry is free on opening day – but numbers are limited, so you have to book through the centre's website. From 28 September a standard ticket is 45 zł and a concession one 30 zł. The centre's director, Anna Sowa, says: “We want young people from the region not to have to travel to Warsaw to see science in action.”",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-przewoz-lekow-samolotem",
        source="Leki niezbędne w czasie podróży można przewozić w bagażu podręcznym, także w postaci płynnej w pojemnikach większych niż 100 ml. W takim przypadku pasażer musi okazać je osobno podczas kontroli bezpieczeństwa i powinien mieć przy sobie zaświadczenie lekarskie lub receptę, najlepiej przetłumaczone na angielski. Leków nie należy nadawać w bagażu rejestrowanym, ponieważ może on zaginąć lub dotrzeć z opóźnieniem. Niektóre kraje, np. Zjednoczone Emiraty Arabskie, ograniczają wwóz leków zawierających substancje psychotropowe; przed wyjazdem warto sprawdzić przepisy w ambasadzie kraju docelowego. Strzykawki z insuliną są dozwolone na pokładzie.",
        good=[
            Good(
                "preserve",
                "Leki, których potrzebujesz w podróży, możesz zabrać do bagażu podręcznego – również płynne, w pojemnikach powyżej 100 ml. Wtedy musisz pokazać je osobno na kontroli bezpieczeństwa. Powinieneś też mieć przy sobie zaświadczenie od lekarza albo receptę, najlepiej przetłumaczone na angielski. Leków nie należy pakować do bagażu rejestrowanego, bo ten może zaginąć albo dotrzeć z opóźnieniem. Niektóre kraje, na przykład Zjednoczone Emiraty Arabskie, ograniczają wwóz leków z substancjami psychotropowymi, więc przed wyjazdem warto sprawdzić przepisy w ambasadzie kraju, do którego się wybierasz. Strzykawki z insuliną możesz mieć przy sobie na pokładzie.",
            ),
            Good(
                "preserve",
                "Pasażerowie mogą zabrać do bagażu podręcznego leki niezbędne w czasie podróży – nawet płynne i w pojemnikach przekraczających 100 ml. Muszą je jednak okazać osobno podczas kontroli bezpieczeństwa, a przy sobie powinni mieć zaświadczenie lekarskie lub receptę, najlepiej w tłumaczeniu na angielski. Na pokład wolno też wnieść strzykawki z insuliną. Leków nie należy natomiast nadawać w bagażu rejestrowanym: walizka może zaginąć lub dotrzeć z opóźnieniem. Trzeba też pamiętać, że niektóre państwa – jak Zjednoczone Emiraty Arabskie – ograniczają wwóz leków zawierających substancje psychotropowe. Przed wyjazdem warto więc sprawdzić przepisy w ambasadzie kraju docelowego.",
            ),
            Good(
                "en",
                "Medicines required during travel may be carried in hand luggage, including liquid medicines in containers larger than 100 ml. In such cases, passengers must present them separately at the security check and should carry a doctor's certificate or prescription, preferably translated into English. Medicines should not be packed in checked baggage, as it may be lost or arrive late. Some countries, such as the United Arab Emirates, restrict the import of medicines containing psychotropic substances; travellers are advised to check the regulations with the destination country's embassy before departure. Insulin syringes are permitted on board.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Insulin syringes are permitted on board.",
                        "Insulin syringes are not permitted on board.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "walizka może zaginąć lub dotrzeć z opóźnieniem",
                        "walizka zaginie lub dotrze z opóźnieniem",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("Wtedy musisz pokazać je osobno", "Wtedy możesz pokazać je osobno")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-laboratorium-fizyki-zaliczenie",
        source="Zasady zaliczenia Laboratorium z Fizyki I (semestr zimowy 2024/2025)\n\nStudent wykonuje 8 ćwiczeń; do zaliczenia wymagane jest oddanie sprawozdań ze wszystkich. Sprawozdanie należy przesłać w systemie Moodle w ciągu 7 dni od zajęć. Dopuszczalna jest jedna nieobecność nieusprawiedliwiona, którą trzeba odrobić w terminie wyznaczonym przez prowadzącego. Przed każdym ćwiczeniem odbywa się krótkie kolokwium wejściowe; student, który go nie zaliczy, nie zostaje dopuszczony do wykonania ćwiczenia. Ocena końcowa to średnia ocen ze sprawozdań. Ostatni termin odrabiania zaległości mija 31 stycznia 2025 r.",
        good=[
            Good(
                "preserve",
                "Warunki zaliczenia przedmiotu Laboratorium z Fizyki I (semestr zimowy 2024/2025)\n\nProgram laboratorium obejmuje 8 ćwiczeń, a warunkiem zaliczenia jest złożenie sprawozdań z każdego z nich. Sprawozdanie należy złożyć na platformie Moodle w terminie 7 dni od daty zajęć. Każde ćwiczenie poprzedza krótkie kolokwium wejściowe, którego niezaliczenie skutkuje niedopuszczeniem do wykonania ćwiczenia. Student ma prawo do jednej nieobecności nieusprawiedliwionej, przy czym jest zobowiązany odrobić ją w terminie wskazanym przez prowadzącego. Ocenę końcową stanowi średnia ocen uzyskanych za sprawozdania. Zaległości można odrabiać najpóźniej do 31 stycznia 2025 r.",
            ),
            Good(
                "preserve",
                "Laboratorium z Fizyki I – jak zaliczyć (semestr zimowy 2024/2025)\n\nCzeka was 8 ćwiczeń i z każdego musicie oddać sprawozdanie – bez kompletu nie ma zaliczenia. Sprawozdanie trzeba wrzucić na Moodle'a w ciągu 7 dni od zajęć. Przed każdym ćwiczeniem jest krótkie kolokwium wejściowe – jak go nie zaliczycie, nie zostaniecie dopuszczeni do ćwiczenia. Jedną nieusprawiedliwioną nieobecność możecie mieć, ale trzeba ją odrobić w terminie, który wyznaczy prowadzący. Ocena końcowa to po prostu średnia z ocen za sprawozdania. Na odrobienie zaległości macie czas do 31 stycznia 2025 r.",
            ),
            Good(
                "en",
                "Physics Laboratory I – how to pass (winter semester 2024/2025)\n\nThere are 8 lab exercises, and you must hand in a report for every one of them to pass. Submit each report on Moodle within 7 days of the class. Each exercise starts with a short entry quiz; if you fail it, you will not be allowed to do that exercise. You may miss one class without an excuse, but you have to make it up on a date set by your instructor. Your final grade is the average of your report grades. The last day for making up missed work is 31 January 2025.",
            ),
        ],
        bad=[
            Slip(
                0, [("w terminie 7 dni od daty zajęć", "w terminie 14 dni od daty zajęć")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "if you fail it, you will not be allowed",
                        "if you fail it, you will still be allowed",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("macie czas do 31 stycznia 2025 r.", "macie czas do 28 lutego 2025 r.")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-lampka-biurkowa-opis",
        source="Lampka biurkowa LED Lumo S2\n\nLampka ma trzy tryby barwy światła (2700 K, 4000 K i 6000 K) i pięciostopniową regulację jasności. Strumień świetlny wynosi maksymalnie 550 lm. Zasilanie odbywa się przez port USB-C; zasilacz 10 W jest w zestawie. Wbudowany akumulator pozwala na pracę bez zasilania przez około 5 godzin przy średniej jasności. Ramię i główka są regulowane, a podstawa ma średnicę 16 cm. Lampka nie jest przeznaczona do użytku na zewnątrz. Gwarancja: 2 lata.",
        good=[
            Good(
                "preserve",
                "Lumo S2 – biurkowa lampka LED\n\nDo wyboru masz trzy barwy światła: 2700 K, 4000 K lub 6000 K, a jasność ustawisz w pięciu stopniach. Maksymalny strumień świetlny to 550 lm. Lampkę zasilasz przez port USB-C, a zasilacz 10 W znajdziesz w zestawie. Wbudowany akumulator pozwala jej świecić bez podłączenia do prądu przez około 5 godzin przy średniej jasności. Ramię i główkę możesz regulować, a podstawa ma 16 cm średnicy. Pamiętaj, że lampka nie jest przeznaczona do użytku na zewnątrz. Objęta jest 2-letnią gwarancją.",
            ),
            Good(
                "preserve",
                "Lampka biurkowa LED Lumo S2\n\nLampka świeci w trzech barwach (2700 K, 4000 K i 6000 K), a jej jasność można regulować w pięciu stopniach. Daje najwyżej 550 lm. Zasila się ją przez port USB-C, a w zestawie jest zasilacz 10 W. Ma też wbudowany akumulator: bez podłączenia do prądu działa około 5 godzin, jeśli świeci ze średnią jasnością. Ramię i główkę można regulować, a podstawa ma średnicę 16 cm. Lampka nie jest przeznaczona do używania na zewnątrz. Gwarancja wynosi 2 lata.",
            ),
            Good(
                "en",
                "Lumo S2 LED desk lamp\n\nThe lamp offers three colour temperature modes (2700 K, 4000 K and 6000 K) and five-level brightness control, with a maximum luminous flux of 550 lm. It is powered via a USB-C port, and a 10 W power adapter is included. The built-in battery allows approximately 5 hours of cordless operation at medium brightness. Both the arm and the head are adjustable, and the base is 16 cm in diameter. The lamp is not designed for outdoor use. Warranty: 2 years.",
            ),
        ],
        bad=[
            Slip(0, [("strumień świetlny to 550 lm", "strumień świetlny to 650 lm")], "number"),
            Slip(2, [("allows approximately 5 hours", "allows 5 hours")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Gwarancja wynosi 2 lata.",
                        "Gwarancja wynosi 2 lata, a akumulator można wymienić w autoryzowanym serwisie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nabor-lawnikow",
        source="Rada Miasta Zamość informuje o naborze kandydatów na ławników do Sądu Rejonowego w Zamościu na kadencję 2028–2031. Zgłoszenia można składać w Biurze Rady Miasta do 30 czerwca 2027 r. Kandydat musi spełniać wymogi określone w art. 158 § 1 ustawy – Prawo o ustroju sądów powszechnych, m.in. mieć co najmniej 30 i nie więcej niż 70 lat oraz być zatrudniony, prowadzić działalność gospodarczą lub mieszkać w miejscu kandydowania co najmniej od roku. Ławnikiem nie może być osoba zatrudniona w sądzie ani funkcjonariusz policji (art. 159 § 1 tej ustawy). Zgłoszenia złożone po terminie pozostawia się bez dalszego biegu.",
        good=[
            Good(
                "preserve",
                "Zamość szuka ławników. Rada Miasta przyjmuje zgłoszenia kandydatów do Sądu Rejonowego w Zamościu na kadencję 2028–2031 – można je składać w Biurze Rady Miasta do 30 czerwca 2027 r. Zgłoszenia, które wpłyną po tym terminie, zostaną pozostawione bez dalszego biegu. Kandydaci muszą spełniać wymogi z art. 158 § 1 ustawy – Prawo o ustroju sądów powszechnych. Wśród nich jest wiek – co najmniej 30 i nie więcej niż 70 lat – oraz co najmniej roczny związek z miejscem kandydowania: zatrudnienie, prowadzenie działalności gospodarczej lub zamieszkanie. Ławnikami nie mogą zostać pracownicy sądów ani funkcjonariusze policji (art. 159 § 1 tej samej ustawy).",
            ),
            Good(
                "preserve",
                "Rada Miasta Zamość szuka kandydatów na ławników do Sądu Rejonowego w Zamościu na kadencję 2028–2031. Zgłoszenia przyjmuje Biuro Rady Miasta – najpóźniej do 30 czerwca 2027 r. Te, które przyjdą później, zostaną pozostawione bez dalszego biegu. Kandydat musi spełniać warunki z art. 158 § 1 ustawy – Prawo o ustroju sądów powszechnych. Musi między innymi mieć od 30 do 70 lat oraz co najmniej od roku pracować, prowadzić działalność gospodarczą albo mieszkać w miejscu, w którym kandyduje. Ławnikiem nie może zostać nikt, kto pracuje w sądzie, ani funkcjonariusz policji (art. 159 § 1 tej ustawy).",
            ),
            Good(
                "en",
                "Zamość City Council announces a call for candidates for lay judges at the District Court in Zamość for the 2028–2031 term. Applications may be submitted to the City Council Office until 30 June 2027. Candidates must meet the requirements set out in Article 158 § 1 of the Act – Law on the System of Common Courts, which include being at least 30 and no more than 70 years old and having been employed, running a business or living in the place where they are standing for at least one year. Court employees and police officers may not serve as lay judges (Article 159 § 1 of the Act). Applications submitted after the deadline will not be processed further.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("(Article 159 § 1 of the Act)", "(Article 159 § 2 of the Act)")],
                "legal_reference",
            ),
            Slip(0, [("do 30 czerwca 2027 r.", "do 30 lipca 2027 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Te, które przyjdą później, zostaną pozostawione bez dalszego biegu.",
                        "Te, które przyjdą później, również zostaną rozpatrzone.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-konkurs-instagram-kawiarnia",
        source="Regulamin konkursu „Jesienna filiżanka” – Kawiarnia Ziarenko, Toruń\n\nKonkurs trwa od 1 do 14 października 2025 r. Aby wziąć udział, należy opublikować na Instagramie zdjęcie napoju z naszej kawiarni z oznaczeniem @kawiarnia.ziarenko i hasztagiem #JesiennaFilizanka. Uczestnikiem może być wyłącznie osoba pełnoletnia. Każdy uczestnik może zgłosić najwyżej 3 zdjęcia. Nagrodą główną jest roczny karnet na kawę o wartości 1 800 zł. Nagroda podlega zryczałtowanemu podatkowi w wysokości 10% (art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych), który pobiera organizator. Pełny regulamin: https://ziarenko-torun.pl/konkurs.",
        good=[
            Good(
                "preserve",
                "Regulamin konkursu „Jesienna filiżanka” organizowanego przez Kawiarnię Ziarenko w Toruniu\n\nKonkurs prowadzony jest w dniach 1–14 października 2025 r. Warunkiem udziału jest opublikowanie na Instagramie zdjęcia napoju z Kawiarni Ziarenko wraz z oznaczeniem konta @kawiarnia.ziarenko oraz hasztagiem #JesiennaFilizanka. W konkursie mogą uczestniczyć wyłącznie osoby pełnoletnie, przy czym każda z nich może zgłosić maksymalnie 3 zdjęcia. Nagrodę główną stanowi roczny karnet na kawę o wartości 1 800 zł. Od nagrody organizator pobiera zryczałtowany podatek w wysokości 10%, zgodnie z art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych. Pełna treść regulaminu jest dostępna pod adresem https://ziarenko-torun.pl/konkurs.",
            ),
            Good(
                "preserve",
                "Konkurs „Jesienna filiżanka” w Kawiarni Ziarenko (Toruń) – zasady\n\nChcesz wziąć udział? Między 1 a 14 października 2025 r. wrzuć na Instagrama zdjęcie napoju z naszej kawiarni, oznacz @kawiarnia.ziarenko i dodaj hasztag #JesiennaFilizanka. Udział mogą wziąć tylko osoby pełnoletnie, a każdy może zgłosić maksymalnie 3 zdjęcia. Nagroda główna to roczny karnet na kawę wart 1 800 zł. Nagroda jest objęta 10-procentowym zryczałtowanym podatkiem (art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych), który pobiera organizator. Cały regulamin znajdziesz na https://ziarenko-torun.pl/konkurs.",
            ),
            Good(
                "en",
                "„Jesienna filiżanka” (Autumn Cup) contest – Kawiarnia Ziarenko, Toruń\n\nThe contest runs from 1 to 14 October 2025. To enter, post a photo of a drink from our café on Instagram, tag @kawiarnia.ziarenko and add the hashtag #JesiennaFilizanka. Only adults may take part. Each participant can enter up to 3 photos. The main prize is a year-long coffee pass worth 1,800 zł. The prize is subject to a 10% flat-rate tax (Article 30(1)(2) of the Personal Income Tax Act), which is collected by the organiser. Full rules: https://ziarenko-torun.pl/konkurs.",
            ),
        ],
        bad=[
            Slip(0, [("art. 30 ust. 1 pkt 2", "art. 30 ust. 1 pkt 4")], "legal_reference"),
            Slip(1, [("https://ziarenko-torun.pl/konkurs", "https://ziarenko.pl/konkurs")], "url"),
            Slip(2, [("Only adults may take part.", "Only adults should take part.")], "modality"),
        ],
    ),
    Case(
        key="pl-changelog-ratex",
        source="## [2.4.0] – 2025-02-11\n\n### Dodano\n- Eksport harmonogramu spłat do pliku CSV (opcja `--export csv`).\n- Obsługa stałej i zmiennej stopy procentowej.\n\n### Zmieniono\n- Domyślna liczba miejsc po przecinku to teraz 2 (wcześniej 4).\n\n### Usunięto\n- Przestarzałe polecenie `ratex calc-old`. Skrypty, które go używają, nie będą już działać.\n\n**Uwaga:** wersja 2.4.0 nie obsługuje już Pythona 3.8. Aktualizacja nie wymaga migracji pliku konfiguracyjnego `ratex.toml`.",
        good=[
            Good(
                "preserve",
                "## [2.4.0] – 2025-02-11\n\n### Dodano\n- Harmonogram spłat można teraz wyeksportować do pliku CSV – służy do tego opcja `--export csv`.\n- Program obsługuje zarówno stałą, jak i zmienną stopę procentową.\n\n### Zmieniono\n- Domyślna liczba miejsc po przecinku wynosi teraz 2 zamiast dotychczasowych 4.\n\n### Usunięto\n- Usunięto przestarzałe polecenie `ratex calc-old`, więc skrypty, które z niego korzystają, przestaną działać.\n\n**Uwaga:** wersja 2.4.0 przestała obsługiwać Pythona 3.8. Przy aktualizacji nie trzeba migrować pliku konfiguracyjnego `ratex.toml`.",
            ),
            Good(
                "preserve",
                "## [2.4.0] – 2025-02-11\n\n### Dodano\n- Możliwość eksportu harmonogramu spłat do pliku CSV za pomocą opcji `--export csv`.\n- Wsparcie dla stałych i zmiennych stóp procentowych.\n\n### Zmieniono\n- Zmniejszono domyślną liczbę miejsc po przecinku z 4 do 2.\n\n### Usunięto\n- Przestarzałe polecenie `ratex calc-old`; wykorzystujące je skrypty przestaną funkcjonować.\n\n**Uwaga:** w wersji 2.4.0 zakończono wsparcie dla Pythona 3.8. Migracja pliku konfiguracyjnego `ratex.toml` przy aktualizacji nie jest wymagana.",
            ),
            Good(
                "en",
                "## [2.4.0] – 2025-02-11\n\n### Added\n- You can now export the repayment schedule to a CSV file with the `--export csv` option.\n- Both fixed and variable interest rates are supported.\n\n### Changed\n- The default number of decimal places is now 2 (it used to be 4).\n\n### Removed\n- The outdated `ratex calc-old` command is gone, so any scripts that use it won't work anymore.\n\n**Heads-up:** 2.4.0 no longer supports Python 3.8. Upgrading doesn't require migrating your `ratex.toml` config file.",
            ),
        ],
        bad=[
            Slip(1, [("za pomocą opcji `--export csv`", "za pomocą opcji `--format csv`")], "code"),
            Slip(2, [("- Both fixed and variable", "Both fixed and variable")], "markdown"),
            Slip(
                0,
                [
                    (
                        "nie trzeba migrować pliku konfiguracyjnego",
                        "trzeba zmigrować plik konfiguracyjny",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-badanie-moczu",
        source="Jak przygotować się do badania ogólnego moczu\n\nDo badania należy oddać pierwszą poranną porcję moczu, ze środkowego strumienia. Pojemnik kupisz w aptece lub otrzymasz bezpłatnie w punkcie pobrań. Przed oddaniem moczu trzeba dokładnie umyć okolice cewki moczowej. Próbkę dostarcz do punktu w ciągu 2 godzin od pobrania; do tego czasu można ją przechowywać w lodówce. Kobiety nie powinny wykonywać badania w trakcie miesiączki ani do 3 dni po jej zakończeniu. Niektóre leki, np. witamina C w dużych dawkach, mogą zafałszować wynik – poinformuj o nich personel. Punkt pobrań przyjmuje próbki od poniedziałku do piątku w godz. 7:00–10:00.",
        good=[
            Good(
                "preserve",
                "Badanie ogólne moczu – jak się przygotować\n\nDo badania potrzebna jest pierwsza poranna porcja moczu ze środkowego strumienia. Pojemnik możesz kupić w aptece albo dostać za darmo w punkcie pobrań. Zanim oddasz mocz, dokładnie umyj okolice cewki moczowej. Próbkę przynieś do punktu najpóźniej 2 godziny po pobraniu – do tego czasu możesz trzymać ją w lodówce. Kobiety nie powinny robić badania podczas miesiączki ani przez 3 dni po jej zakończeniu. Niektóre leki, na przykład duże dawki witaminy C, mogą zafałszować wynik, więc powiedz o nich personelowi. Próbki przyjmujemy od poniedziałku do piątku w godzinach 7:00–10:00.",
            ),
            Good(
                "preserve",
                "Przygotowanie do badania ogólnego moczu\n\nMateriałem do badania jest pierwsza poranna porcja moczu, pobrana ze środkowego strumienia. Przed pobraniem należy dokładnie umyć okolice cewki moczowej. Pojemnik na mocz można nabyć w aptece lub otrzymać bezpłatnie w punkcie pobrań. Próbkę należy dostarczyć do punktu w ciągu 2 godzin od pobrania; w tym czasie dopuszcza się jej przechowywanie w lodówce. Kobiety nie powinny wykonywać badania w okresie miesiączki oraz do 3 dni po jej zakończeniu. Ponieważ niektóre leki (np. witamina C przyjmowana w dużych dawkach) mogą zafałszować wynik, należy poinformować personel o ich stosowaniu. Punkt pobrań przyjmuje próbki od poniedziałku do piątku w godzinach 7:00–10:00.",
            ),
            Good(
                "en",
                "Getting ready for a routine urine test\n\nWe need the first urine you pass in the morning, collected midstream. You can buy a container at a pharmacy or get one free at the collection point. Before you collect the sample, wash the area around the urethra thoroughly. Bring the sample to the collection point within 2 hours of collecting it – until then you can keep it in the fridge. Women shouldn't have the test during their period or for up to 3 days after it ends. Some medicines, like high doses of vitamin C, can throw off the result, so let the staff know about them. The collection point takes samples Monday to Friday, 7–10 am.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Próbkę należy dostarczyć do punktu", "Próbkę najlepiej dostarczyć do punktu")],
                "modality",
            ),
            Slip(2, [("can throw off the result", "will throw off the result")], "hedge"),
            Slip(
                0,
                [
                    (
                        "od poniedziałku do piątku w godzinach 7:00–10:00.",
                        "od poniedziałku do piątku w godzinach 7:00–10:00, a w soboty od 8:00 do 9:00.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-agroturystyka-regulamin",
        source="Regulamin Agroturystyki „Pod Lipą” w Wetlinie\n\nPokoje wydajemy od 15:00 w dniu przyjazdu, a opuścić je trzeba do 11:00 w dniu wyjazdu. Rezerwację potwierdza zadatek w wysokości 30% ceny pobytu, wpłacony w ciągu 3 dni od złożenia rezerwacji. Przy rezygnacji później niż 14 dni przed przyjazdem zadatek nie jest zwracany. Psy i koty przyjmujemy po wcześniejszym uzgodnieniu, za dopłatą 20 zł za dobę. W budynku obowiązuje zakaz palenia. Dzieci mogą korzystać z placu zabaw tylko pod opieką dorosłych. Grill i ognisko są dostępne dla gości bezpłatnie, po uzgodnieniu z gospodarzami.",
        good=[
            Good(
                "preserve",
                "Agroturystyka „Pod Lipą” w Wetlinie – regulamin\n\nDo pokoju wejdziesz od 15:00 w dniu przyjazdu, a w dniu wyjazdu musisz go zwolnić do 11:00. Rezerwację potwierdza wpłata zadatku – 30% ceny pobytu – w ciągu 3 dni od jej złożenia. Jeśli zrezygnujesz później niż 14 dni przed przyjazdem, zadatku nie oddajemy. Psa albo kota możesz przywieźć, jeśli wcześniej to z nami uzgodnisz; dopłata wynosi 20 zł za dobę. W budynku nie wolno palić. Dzieci mogą bawić się na placu zabaw tylko pod opieką dorosłych. Z grilla i ogniska możesz korzystać za darmo, ale najpierw uzgodnij to z gospodarzami.",
            ),
            Good(
                "preserve",
                "Regulamin Agroturystyki „Pod Lipą” w Wetlinie\n\nPokoje udostępniane są gościom od godz. 15:00 w dniu przyjazdu i należy je zwolnić do godz. 11:00 w dniu wyjazdu. Warunkiem potwierdzenia rezerwacji jest wpłata zadatku w wysokości 30% ceny pobytu w terminie 3 dni od jej dokonania. W przypadku rezygnacji później niż na 14 dni przed przyjazdem zadatek nie podlega zwrotowi. Pobyt psów i kotów jest możliwy po wcześniejszym uzgodnieniu i wiąże się z dopłatą w wysokości 20 zł za dobę. W budynku obowiązuje zakaz palenia. Korzystanie z placu zabaw przez dzieci jest dozwolone wyłącznie pod opieką osób dorosłych. Goście mogą bezpłatnie korzystać z grilla i ogniska po uzgodnieniu z gospodarzami.",
            ),
            Good(
                "en",
                "„Pod Lipą” farm stay, Wetlina – house rules\n\nYour room is ready from 3 pm on the day you arrive, and you need to be out by 11 am on the day you leave. Your booking is confirmed once you pay a deposit of 30% of the price of your stay within 3 days of booking. If you cancel less than 14 days before arrival, you won't get the deposit back. Dogs and cats are welcome if you arrange it with us beforehand – it's an extra 20 zł per night. No smoking inside the building. Kids can only use the playground with an adult looking after them. The barbecue and campfire are free for guests – just arrange it with the hosts first.",
            ),
        ],
        bad=[
            Slip(0, [("zadatku nie oddajemy", "zadatek oddajemy")], "negation"),
            Slip(
                2,
                [("and you need to be out by 11 am", "and you should ideally be out by 11 am")],
                "modality",
            ),
            Slip(
                1,
                [("w terminie 3 dni od jej dokonania", "w terminie 7 dni od jej dokonania")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-urzad-gminy-godziny-pracy",
        source="Od 1 lipca 2025 r. Urząd Gminy Wierzbno Górne zmienia godziny pracy. W poniedziałki urząd będzie czynny od 10:00 do 18:00, a od wtorku do piątku od 7:30 do 15:30. Kasa urzędu będzie przyjmować wpłaty do godziny 15:00 (w poniedziałki do 17:00). Wydział Komunikacji nie zmienia godzin obsługi. Sprawy można również załatwić przez ePUAP lub pod adresem https://bip.wierzbnogorne.pl/e-urzad. W dniu 15 sierpnia urząd będzie nieczynny. Za utrudnienia związane ze zmianą przepraszamy i prosimy o sprawdzanie aktualnych informacji na stronie urzędu przed wizytą.",
        good=[
            Good(
                "preserve",
                "Urząd Gminy Wierzbno Górne zmienia godziny pracy – nowe obowiązują od 1 lipca 2025 r. W poniedziałki urząd będzie otwarty w godzinach 10:00–18:00, a od wtorku do piątku – między 7:30 a 15:30. Wpłaty w kasie będzie można robić do 15:00, a w poniedziałki do 17:00. Bez zmian pozostają godziny obsługi w Wydziale Komunikacji. Sprawy można też załatwiać przez ePUAP albo pod adresem https://bip.wierzbnogorne.pl/e-urzad. 15 sierpnia urząd będzie zamknięty. Urząd przeprasza za utrudnienia związane ze zmianą i prosi, by przed wizytą sprawdzać aktualne informacje na stronie urzędu.",
            ),
            Good(
                "preserve",
                "Od 1 lipca 2025 r. Urząd Gminy Wierzbno Górne będzie pracował w innych godzinach. Od wtorku do piątku zapraszamy od 7:30 do 15:30, a w poniedziałki od 10:00 do 18:00. W kasie zapłacisz do 15:00, a w poniedziałek do 17:00. Wydział Komunikacji pracuje tak jak dotąd. Sprawę możesz też załatwić przez ePUAP albo na stronie https://bip.wierzbnogorne.pl/e-urzad. 15 sierpnia urząd będzie zamknięty. Przepraszamy za kłopoty związane ze zmianą. Zanim do nas przyjdziesz, sprawdź proszę aktualne informacje na stronie urzędu.",
            ),
            Good(
                "en",
                "From 1 July 2025, the Wierzbno Górne Municipal Office will change its opening hours. The office will be open from 10:00 to 18:00 on Mondays and from 7:30 to 15:30 Tuesday to Friday. The cash desk will accept payments until 15:00 (until 17:00 on Mondays). The Transport Department's service hours remain unchanged. Matters may also be handled via ePUAP or at https://bip.wierzbnogorne.pl/e-urzad. The office will be closed on 15 August. We apologise for any inconvenience caused by the change and kindly ask you to check the latest information on the office's website before your visit.",
            ),
        ],
        bad=[
            Slip(2, [("closed on 15 August", "closed on 14 August")], "date"),
            Slip(
                1,
                [
                    (
                        "Wydział Komunikacji pracuje tak jak dotąd.",
                        "Wydział Komunikacji pracuje tak jak dotąd, czyli od 8:00 do 16:00.",
                    )
                ],
                "invented_fact",
            ),
            Bad(
                "en",
                "Urząd Gminy Wierzbno Górne od 1 lipca 2025 r. wprowadza nowe godziny pracy. W poniedziałki interesantów przyjmujemy od 10:00 do 18:00, w pozostałe dni robocze, od wtorku do piątku, od 7:30 do 15:30. Kasa przyjmuje wpłaty do 15:00, a w poniedziałki do 17:00. Godziny obsługi Wydziału Komunikacji się nie zmieniają. Sprawy można także załatwić przez ePUAP lub pod adresem https://bip.wierzbnogorne.pl/e-urzad. W dniu 15 sierpnia urząd jest nieczynny. Przepraszamy za utrudnienia i prosimy o sprawdzanie aktualnych informacji na stronie urzędu przed wizytą.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-tablice-interaktywne",
        source="W badaniu sprawdzono, czy korzystanie z tablic interaktywnych na lekcjach matematyki wpływa na wyniki uczniów klas siódmych. Objęto nim 412 uczniów z 18 szkół podstawowych w województwie łódzkim w roku szkolnym 2022/2023. Uczniowie z klas korzystających z tablic uzyskali w teście końcowym średnio o 4,2 punktu procentowego więcej niż grupa porównawcza. Różnica ta była jednak istotna statystycznie tylko w zadaniach z geometrii. Wyniki są zbliżone do rezultatów metaanalizy Higgins i in. (2012), lecz odbiegają od danych Mroczka (2019), który nie odnotował żadnego efektu. Prawdopodobnie kluczowe znaczenie ma przygotowanie nauczycieli, czego badanie nie mierzyło bezpośrednio.",
        good=[
            Good(
                "preserve",
                "Celem badania była ocena, czy wykorzystanie tablic interaktywnych na lekcjach matematyki wpływa na wyniki uczniów klas VII. Próbę stanowiło 412 uczniów z 18 szkół podstawowych województwa łódzkiego, a badanie przeprowadzono w roku szkolnym 2022/2023. W teście końcowym uczniowie z klas pracujących z tablicami interaktywnymi uzyskali wyniki średnio o 4,2 punktu procentowego wyższe niż grupa porównawcza, przy czym różnica osiągnęła istotność statystyczną wyłącznie w zadaniach z geometrii. Rezultaty są zbliżone do wyników metaanalizy Higgins i in. (2012), odbiegają natomiast od danych Mroczka (2019), który nie stwierdził żadnego efektu. Kluczową rolę odgrywa prawdopodobnie przygotowanie nauczycieli – zmienna ta nie była jednak w badaniu mierzona bezpośrednio.",
            ),
            Good(
                "preserve",
                "Czy tablice interaktywne pomagają siódmoklasistom w matematyce? Badacze sprawdzili to w roku szkolnym 2022/2023 na grupie 412 uczniów z 18 szkół podstawowych w województwie łódzkim. W teście końcowym uczniowie z klas, które pracowały z tablicami, zdobyli średnio o 4,2 punktu procentowego więcej niż rówieśnicy z grupy porównawczej. Statystycznie istotna okazała się jednak tylko przewaga w zadaniach z geometrii. To wynik zbliżony do tego, co pokazała metaanaliza Higgins i in. (2012), ale inny niż u Mroczka (2019), który nie odnotował żadnego efektu. Najważniejsze jest prawdopodobnie przygotowanie nauczycieli – tego jednak badanie bezpośrednio nie mierzyło.",
            ),
            Good(
                "en",
                "This study checked whether using interactive whiteboards in maths lessons affects the results of seventh-grade pupils. It covered 412 pupils from 18 primary schools in the Łódź Province in the 2022/2023 school year. Pupils in classes that used the whiteboards scored on average 4.2 percentage points higher in the final test than the comparison group. However, this difference was statistically significant only for geometry tasks. The results are similar to those of the meta-analysis by Higgins et al. (2012), but differ from the data of Mroczek (2019), who found no effect at all. Teacher preparation probably plays a key role, although the study did not measure it directly.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("metaanalizy Higgins i in. (2012)", "metaanalizy Higgins i in. (2015)")],
                "citation",
            ),
            Slip(2, [("Mroczek (2019)", "Mrozek (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Najważniejsze jest prawdopodobnie przygotowanie",
                        "Najważniejsze jest przygotowanie",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-procedura-aktualizacji-stacji-roboczych",
        source="Zgodnie z § 12 Zarządzenia nr 45/2024 Wójta Gminy Lubień w sprawie polityki bezpieczeństwa informacji stacje robocze w urzędzie są aktualizowane w każdy piątek po godz. 15:00. Pracownicy nie mogą wyłączać komputerów przed wyjściem z pracy w piątki. Na laptopach służbowych używanych poza urzędem aktualizację należy uruchomić samodzielnie poleceniem `winget upgrade --all` w wierszu poleceń administratora, co najmniej raz w tygodniu. Samodzielne instalowanie oprogramowania spoza listy zatwierdzonej przez informatyka jest zabronione. Problemy z aktualizacją należy zgłaszać na adres informatyk@lubien.pl.",
        good=[
            Good(
                "preserve",
                "Na podstawie § 12 Zarządzenia nr 45/2024 Wójta Gminy Lubień w sprawie polityki bezpieczeństwa informacji aktualizacja stacji roboczych w urzędzie odbywa się w każdy piątek po godzinie 15:00. W związku z tym w piątki pracownicy mają obowiązek pozostawić komputery włączone po zakończeniu pracy. Użytkownicy laptopów służbowych wykorzystywanych poza siedzibą urzędu są zobowiązani samodzielnie uruchamiać aktualizację – nie rzadziej niż raz w tygodniu – poleceniem `winget upgrade --all` wykonanym w wierszu poleceń z uprawnieniami administratora. Zabrania się samodzielnej instalacji oprogramowania nieujętego na liście zatwierdzonej przez informatyka. Problemy z aktualizacją należy zgłaszać na adres informatyk@lubien.pl.",
            ),
            Good(
                "preserve",
                "Komputery w urzędzie są aktualizowane w każdy piątek po 15:00 – tak stanowi § 12 Zarządzenia nr 45/2024 Wójta Gminy Lubień w sprawie polityki bezpieczeństwa informacji. W piątki nie wyłączaj więc komputera, kiedy wychodzisz z pracy. Jeśli korzystasz z laptopa służbowego poza urzędem, musisz sam uruchamiać aktualizację, przynajmniej raz w tygodniu: otwórz wiersz poleceń jako administrator i wpisz `winget upgrade --all`. Nie wolno samemu instalować programów, których nie ma na liście zatwierdzonej przez informatyka. Jeśli z aktualizacją są problemy, zgłoś je na adres informatyk@lubien.pl.",
            ),
            Good(
                "en",
                "Under § 12 of Order No. 45/2024 of the Head of Lubień Municipality (Wójt Gminy Lubień) on the information security policy, workstations in the office are updated every Friday after 3:00 pm. Staff must not switch off their computers before leaving work on Fridays. On work laptops used outside the office, staff must run the update themselves at least once a week, using the command `winget upgrade --all` in an administrator command prompt. Installing any software that is not on the list approved by the IT officer is prohibited. Any problems with updates must be reported to informatyk@lubien.pl.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("§ 12 Zarządzenia nr 45/2024", "§ 21 Zarządzenia nr 45/2024")],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "na adres informatyk@lubien.pl.",
                        "na adres informatyk@lubien.pl lub telefonicznie pod numerem wewnętrznym 214.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("`winget upgrade --all`", "`winget upgrade`")], "code"),
        ],
    ),
]

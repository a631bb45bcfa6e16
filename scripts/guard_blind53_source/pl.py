# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 53: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-szkola-jezykowa-zapisy-semestr-zimowy",
        source=(
            "Zapisy na semestr zimowy w Szkole Językowej Lingwista trwają od 1 do 20 września 2025 r. "
            "Aby zarezerwować miejsce w grupie, należy wypełnić formularz na stronie i wpłacić zaliczkę "
            "w wysokości 300 zł w ciągu 7 dni od zgłoszenia. Pozostałą część czesnego (1450 zł za semestr) "
            "można rozłożyć na trzy raty. Grupy liczą od 6 do 10 osób; jeśli do 25 września nie zbierze się "
            "co najmniej 6 chętnych, kurs nie zostanie uruchomiony, a zaliczka zostanie zwrócona w całości. "
            "Rezygnacja po rozpoczęciu zajęć nie uprawnia do zwrotu wpłaconych kwot. Przed zapisem każdy "
            "kursant powinien napisać bezpłatny test poziomujący online."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz uczyć się z nami w semestrze zimowym? Zapisy do Szkoły Językowej Lingwista przyjmujemy "
                "od 1 do 20 września 2025 r. Zanim się zapiszesz, powinieneś rozwiązać bezpłatny test "
                "poziomujący online. Potem wypełnij formularz na stronie i w ciągu 7 dni od zgłoszenia wpłać "
                "zaliczkę 300 zł – dopiero wtedy miejsce w grupie jest zarezerwowane. Resztę czesnego, czyli "
                "1450 zł za semestr, możesz rozłożyć na trzy raty. W grupie jest od 6 do 10 osób. Jeśli do "
                "25 września nie zgłosi się przynajmniej 6 osób, kurs nie ruszy, a my oddamy Ci całą zaliczkę. "
                "Uwaga: jeśli zrezygnujesz po rozpoczęciu zajęć, wpłacone pieniądze nie zostaną zwrócone.",
            ),
            Good(
                "preserve",
                "Szkoła Językowa Lingwista – zasady zapisów na semestr zimowy:\n"
                "- termin zapisów: 1–20 września 2025 r.;\n"
                "- przed zapisem kursant powinien wykonać bezpłatny test poziomujący online;\n"
                "- rezerwacja miejsca wymaga wypełnienia formularza na stronie oraz wpłaty zaliczki 300 zł "
                "w terminie 7 dni od zgłoszenia;\n"
                "- pozostała kwota czesnego (1450 zł za semestr) może zostać rozłożona na trzy raty;\n"
                "- liczebność grup: od 6 do 10 osób;\n"
                "- jeżeli do 25 września nie zgłosi się minimum 6 osób, kurs nie zostanie uruchomiony, "
                "a zaliczka zostanie zwrócona w całości;\n"
                "- w przypadku rezygnacji po rozpoczęciu zajęć wpłacone kwoty nie podlegają zwrotowi.",
            ),
            Good(
                "en",
                "Enrolment for the winter semester at the Lingwista Language School runs from 1 to 20 September "
                "2025. Before signing up, each student should take the free online placement test. To reserve a "
                "place in a group, you need to fill in the form on the website and pay a deposit of PLN 300 "
                "within 7 days of registering. The rest of the tuition (PLN 1,450 per semester) can be split into "
                "three instalments. Groups have 6 to 10 people; if fewer than 6 have signed up by 25 September, "
                "the course will not run and the deposit will be refunded in full. Withdrawing after classes have "
                "started does not entitle you to a refund of the amounts paid.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś rozwiązać", "musisz rozwiązać")], "modality"),
            Slip(1, [("zaliczki 300 zł", "zaliczki 200 zł")], "number"),
            Slip(2, [("by 25 September", "by 30 September")], "date"),
        ],
    ),
    Case(
        key="pl-zmiana-rozkladu-jazdy-pociagow-zakopane",
        source=(
            "Informujemy, że od 14 grudnia 2025 r. obowiązuje nowy rozkład jazdy pociągów na linii Kraków "
            "Główny – Zakopane. W związku z modernizacją mostu w Suchej Beskidzkiej w dni robocze między 9:00 "
            "a 14:00 pociągi nie będą kursować na odcinku Sucha Beskidzka – Chabówka. W tym czasie pasażerowie "
            "zostaną przewiezieni zastępczą komunikacją autobusową, a czas podróży wydłuży się o około 25 minut. "
            "Bilety zakupione przed zmianą rozkładu zachowują ważność. W autobusach zastępczych nie przewozimy "
            "rowerów. Aktualne godziny odjazdów znajdą Państwo na stronie www.kolejemalopolskie.com.pl/rozklad "
            "oraz w aplikacji przewoźnika."
        ),
        good=[
            Good(
                "preserve",
                "Od 14 grudnia 2025 r. na trasie Kraków Główny – Zakopane jeździmy według nowego rozkładu. "
                "Ze względu na modernizację mostu w Suchej Beskidzkiej pociągi w dni robocze od 9:00 do 14:00 "
                "nie pojadą między Suchą Beskidzką a Chabówką – na tym odcinku pasażerów przewiozą autobusy "
                "zastępcze. Podróż potrwa wtedy mniej więcej 25 minut dłużej. Rowerów w autobusach zastępczych "
                "nie przewozimy. Bilety kupione przed zmianą rozkładu są nadal ważne. Aktualne godziny odjazdów sprawdzisz "
                "na www.kolejemalopolskie.com.pl/rozklad i w aplikacji przewoźnika.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z dniem 14 grudnia 2025 r. na linii Kraków Główny – Zakopane wchodzi "
                "w życie nowy rozkład jazdy. Z uwagi na prace modernizacyjne mostu w Suchej Beskidzkiej w dni "
                "robocze, w godzinach 9:00–14:00, ruch pociągów na odcinku Sucha Beskidzka – Chabówka zostanie "
                "wstrzymany, a podróżni będą przewożeni autobusową komunikacją zastępczą. Wydłuży to czas "
                "przejazdu o około 25 minut. Informujemy również, że przewóz rowerów w autobusach zastępczych nie "
                "jest możliwy, natomiast bilety nabyte przed zmianą rozkładu pozostają ważne. Aktualne godziny "
                "odjazdów są dostępne na stronie www.kolejemalopolskie.com.pl/rozklad oraz w aplikacji przewoźnika.",
            ),
            Good(
                "en",
                "From 14 December 2025, a new train timetable applies on the Kraków Główny – Zakopane line. "
                "Because the bridge in Sucha Beskidzka is being modernised, on working days between 9:00 and "
                "14:00 no trains will run between Sucha Beskidzka and Chabówka. During these hours passengers "
                "will be carried by replacement buses, and the journey will take about 25 minutes longer. Tickets "
                "bought before the timetable change remain valid. Bicycles are not carried on the replacement "
                "buses. Current departure times are available at www.kolejemalopolskie.com.pl/rozklad and in the "
                "operator's app.",
            ),
        ],
        bad=[
            Slip(0, [("od 9:00 do 14:00", "od 9:00 do 16:00")], "date"),
            Slip(1, [("zastępczych nie jest możliwy", "zastępczych jest możliwy")], "negation"),
            Slip(
                2,
                [("www.kolejemalopolskie.com.pl/rozklad", "www.kolejemalopolskie.pl/rozklad")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-kociol-gazowy-instrukcja-bezpieczenstwo",
        source=(
            "Kocioł kondensacyjny TermoPlus 24 może być instalowany wyłącznie przez autoryzowanego "
            "instalatora, a pierwsze uruchomienie musi zostać potwierdzone wpisem w karcie gwarancyjnej. "
            "Ciśnienie w instalacji grzewczej powinno wynosić od 1,2 do 1,8 bara; jeśli spadnie poniżej "
            "0,8 bara, kocioł automatycznie się wyłączy i wyświetli kod błędu E10. Nie wolno zasłaniać otworów "
            "wentylacyjnych ani przechowywać w pobliżu urządzenia materiałów łatwopalnych. Przegląd techniczny "
            "należy wykonywać co najmniej raz w roku. W razie wyczucia zapachu gazu natychmiast zamknij zawór "
            "gazu, otwórz okna i nie używaj włączników elektrycznych."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady dotyczące kotła TermoPlus 24:\n"
                "1. Kocioł kondensacyjny może zainstalować tylko autoryzowany instalator; pierwsze uruchomienie "
                "musi zostać potwierdzone wpisem w karcie gwarancyjnej.\n"
                "2. Ciśnienie w instalacji grzewczej powinno mieścić się w przedziale 1,2–1,8 bara. Gdy spadnie "
                "poniżej 0,8 bara, kocioł sam się wyłączy i pokaże kod błędu E10.\n"
                "3. Otworów wentylacyjnych nie wolno zasłaniać, a materiałów łatwopalnych nie wolno trzymać "
                "w pobliżu urządzenia.\n"
                "4. Przegląd techniczny trzeba wykonywać minimum raz w roku.\n"
                "5. Jeśli poczujesz zapach gazu, od razu zamknij zawór gazu, otwórz okna i nie używaj włączników "
                "elektrycznych.",
            ),
            Good(
                "preserve",
                "Pierwsze uruchomienie kotła kondensacyjnego TermoPlus 24 musi zostać potwierdzone wpisem w karcie "
                "gwarancyjnej, a sam montaż może wykonać wyłącznie autoryzowany instalator. Przynajmniej raz "
                "w roku należy zlecić przegląd techniczny. W instalacji grzewczej ciśnienie powinno wynosić od 1,2 "
                "do 1,8 bara – przy spadku poniżej 0,8 bara urządzenie wyłączy się automatycznie i wyświetli błąd "
                "E10. Pamiętaj, że nie wolno zasłaniać otworów wentylacyjnych ani składować przy kotle materiałów "
                "łatwopalnych. Gdy wyczujesz zapach gazu, natychmiast zakręć zawór gazu, otwórz okna i nie "
                "korzystaj z włączników elektrycznych.",
            ),
            Good(
                "en",
                "The TermoPlus 24 condensing boiler may be installed only by an authorised installer, and its "
                "first start-up must be confirmed by an entry in the warranty card. The pressure in the heating "
                "system should be between 1.2 and 1.8 bar; if it drops below 0.8 bar, the boiler will switch "
                "itself off and display error code E10. Do not cover the ventilation openings or store flammable "
                "materials near the appliance. A technical inspection must be carried out at least once a year. "
                "If you smell gas, immediately close the gas valve, open the windows and do not use electrical "
                "switches.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Przegląd techniczny trzeba wykonywać", "Przegląd techniczny warto wykonywać")],
                "modality",
            ),
            Slip(1, [("i nie korzystaj z włączników", "i korzystaj z włączników")], "negation"),
            Slip(2, [("below 0.8 bar", "below 0.5 bar")], "number"),
        ],
    ),
    Case(
        key="pl-wodniczka-biebrza-streszczenie-artykulu",
        source=(
            "W latach 2019–2023 monitorowaliśmy populację wodniczki (Acrocephalus paludicola) na 14 "
            "powierzchniach próbnych w Dolinie Biebrzy. Łącznie odnotowano 412 śpiewających samców, przy czym "
            "ich liczebność spadła o około 18% w porównaniu z okresem 2009–2013 (Kowalczyk i in. 2015). Spadek "
            "był najsilniejszy na powierzchniach, na których zaniechano koszenia, co prawdopodobnie wynika "
            "z zarastania turzycowisk krzewami. Nie stwierdzono natomiast istotnego związku między liczebnością "
            "ptaków a poziomem wód gruntowych. Wyniki sugerują, że utrzymanie ekstensywnego koszenia może być "
            "kluczowe dla ochrony gatunku w tym regionie. Dane są dostępne w repozytorium RepOD "
            "(doi:10.18150/ABC123)."
        ),
        good=[
            Good(
                "preserve",
                "Populację wodniczki (Acrocephalus paludicola) badano w Dolinie Biebrzy w latach 2019–2023 na 14 "
                "powierzchniach próbnych; stwierdzono na nich w sumie 412 śpiewających samców. W stosunku do lat "
                "2009–2013 (Kowalczyk i in. 2015) liczebność zmalała o mniej więcej 18%. Największy spadek "
                "wystąpił tam, gdzie przestano kosić, zapewne dlatego, że turzycowiska zarastają krzewami. Nie "
                "wykazano istotnej zależności między liczebnością ptaków a poziomem wód gruntowych. Wyniki "
                "sugerują, że dla ochrony tego gatunku w regionie kluczowe może być utrzymanie ekstensywnego "
                "koszenia. Dane udostępniono w repozytorium RepOD (doi:10.18150/ABC123).",
            ),
            Good(
                "preserve",
                "Cel i metody: w latach 2019–2023 prowadzono monitoring populacji wodniczki (Acrocephalus "
                "paludicola) na 14 powierzchniach próbnych w Dolinie Biebrzy. Wyniki: odnotowano łącznie 412 "
                "śpiewających samców; w porównaniu z latami 2009–2013 (Kowalczyk i in. 2015) liczebność "
                "zmniejszyła się o około 18%. Najsilniej spadła ona na powierzchniach, na których zaniechano "
                "koszenia, co przypuszczalnie jest skutkiem zarastania turzycowisk krzewami. Nie stwierdzono "
                "istotnego związku liczebności z poziomem wód gruntowych. Wnioski: wyniki sugerują, że kluczowe "
                "dla ochrony gatunku w regionie może być utrzymanie ekstensywnego koszenia. Dostępność danych: "
                "repozytorium RepOD, doi:10.18150/ABC123.",
            ),
            Good(
                "en",
                "From 2019 to 2023 we monitored the Aquatic Warbler (Acrocephalus paludicola) population on 14 "
                "sample plots in the Biebrza Valley. A total of 412 singing males were recorded, and their numbers "
                "fell by about 18% compared with 2009–2013 (Kowalczyk et al. 2015). The decline was strongest on "
                "plots where mowing had been abandoned, which is probably due to sedge fens becoming overgrown "
                "with shrubs. No significant relationship was found between bird numbers and groundwater level. "
                "The results suggest that maintaining extensive mowing may be key to protecting the species in "
                "this region. The data are available in the RepOD repository (doi:10.18150/ABC123).",
            ),
        ],
        bad=[
            Slip(0, [("zmalała o mniej więcej 18%", "zmalała o 18%")], "hedge"),
            Slip(1, [("Kowalczyk i in. 2015", "Kowalczyk i in. 2017")], "citation"),
            Slip(2, [("A total of 412 singing males", "A total of 421 singing males")], "number"),
        ],
    ),
    Case(
        key="pl-konkurs-fotograficzny-miasto-noca-regulamin",
        source=(
            "Konkurs fotograficzny „Moje miasto nocą” jest otwarty dla osób pełnoletnich mieszkających "
            "w województwie pomorskim. Każdy uczestnik może zgłosić maksymalnie 3 zdjęcia w formacie JPG "
            "o dłuższym boku co najmniej 3000 pikseli. Prace należy przesłać do 31 października 2025 r. do "
            "godz. 23:59 przez formularz na stronie konkursu. Zdjęcia nie mogą zawierać znaków wodnych ani "
            "ramek; dopuszczalna jest podstawowa korekta kolorów i kontrastu, ale fotomontaże zostaną "
            "odrzucone. Jury wybierze trzy najlepsze prace, a ich autorzy otrzymają nagrody o łącznej "
            "wartości 6000 zł. Wyniki zostaną ogłoszone 20 listopada 2025 r."
        ),
        good=[
            Good(
                "preserve",
                "Jesteś pełnoletni i mieszkasz w województwie pomorskim? Weź udział w konkursie fotograficznym "
                "„Moje miasto nocą”. Możesz zgłosić najwyżej 3 zdjęcia w formacie JPG, których dłuższy bok ma "
                "co najmniej 3000 pikseli. Prześlij je przez formularz na stronie konkursu do 31 października "
                "2025 r., godz. 23:59. Na zdjęciach nie może być znaków wodnych ani ramek. Podstawowa korekta "
                "kolorów i kontrastu jest dozwolona, ale fotomontaże odrzucimy. Jury wybierze trzy najlepsze "
                "prace, a ich autorzy dostaną nagrody o łącznej wartości 6000 zł. Wyniki ogłosimy 20 listopada "
                "2025 r.",
            ),
            Good(
                "preserve",
                "Regulamin konkursu „Moje miasto nocą” – najważniejsze warunki:\n"
                "• uczestnicy: osoby pełnoletnie zamieszkałe w województwie pomorskim;\n"
                "• limit: do 3 zdjęć na osobę, format JPG, dłuższy bok min. 3000 px;\n"
                "• termin nadsyłania: 31.10.2025 r., godz. 23:59, przez formularz na stronie konkursu;\n"
                "• zdjęcia bez znaków wodnych i ramek; dozwolona jest podstawowa korekta kolorów i kontrastu, "
                "fotomontaże będą odrzucane;\n"
                "• nagrody: łącznie 6000 zł dla autorów trzech najlepszych prac wybranych przez jury;\n"
                "• ogłoszenie wyników: 20.11.2025 r.",
            ),
            Good(
                "en",
                "The “My City at Night” photography contest is open to adults living in the Pomeranian "
                "Voivodeship. Each participant may submit up to 3 photos in JPG format, with the longer side at "
                "least 3,000 pixels. Entries must be sent through the form on the contest website by 11:59 pm on "
                "31 October 2025. Photos must not contain watermarks or frames; basic colour and contrast "
                "correction is allowed, but photomontages will be rejected. The jury will choose the three best "
                "entries, and their authors will receive prizes worth PLN 6,000 in total. The results will be "
                "announced on 20 November 2025.",
            ),
        ],
        bad=[
            Slip(0, [("kontrastu jest dozwolona", "kontrastu jest wymagana")], "modality"),
            Slip(1, [("wyników: 20.11.2025", "wyników: 30.11.2025")], "date"),
            Slip(
                2,
                [
                    (
                        "The jury will choose",
                        "The jury, chaired by photographer Tomasz Gudzowaty, will choose",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-apteka-przechowywanie-insuliny-porady",
        source=(
            "Zapasowe, nieotwarte opakowania insuliny przechowuj w lodówce w temperaturze od 2 do 8°C, "
            "najlepiej na środkowej półce lub w drzwiach. Insuliny nie wolno zamrażać – preparat, który "
            "zamarzł, nie nadaje się do użycia, nawet po rozmrożeniu. Wstrzykiwacz, którego aktualnie "
            "używasz, może być przechowywany w temperaturze pokojowej (do 25°C) przez około 4 tygodnie; "
            "dokładny okres podaje ulotka danego preparatu. Chroń insulinę przed światłem i nie zostawiaj jej "
            "w nagrzanym samochodzie. Jeśli roztwór, który powinien być przejrzysty, stał się mętny lub pojawiły "
            "się w nim grudki, prawdopodobnie uległ zniszczeniu i nie należy go stosować. W razie wątpliwości "
            "zapytaj farmaceutę."
        ),
        good=[
            Good(
                "preserve",
                "Jak przechowywać insulinę:\n"
                "- Zapasowe, jeszcze nieotwarte opakowania trzymaj w lodówce w temperaturze 2–8°C, najlepiej na "
                "środkowej półce albo w drzwiach.\n"
                "- Nigdy nie zamrażaj insuliny. Jeśli zamarzła, nie nadaje się do użycia – również po "
                "rozmrożeniu.\n"
                "- Wstrzykiwacz, którego właśnie używasz, możesz trzymać w temperaturze pokojowej (do 25°C) przez "
                "mniej więcej 4 tygodnie; dokładny okres znajdziesz w ulotce preparatu.\n"
                "- Chroń insulinę przed światłem i nie zostawiaj jej w rozgrzanym samochodzie.\n"
                "- Gdy roztwór, który powinien być przejrzysty, zmętniał albo widać w nim grudki, najpewniej "
                "uległ zniszczeniu – nie stosuj go.\n"
                "- Jeśli masz wątpliwości, zapytaj farmaceutę.",
            ),
            Good(
                "preserve",
                "Opakowania insuliny na zapas, dopóki są nieotwarte, przechowuj w lodówce (2–8°C) – najlepiej "
                "sprawdzi się środkowa półka lub drzwi. Zamrażać insuliny nie wolno: jeśli preparat zamarzł, nie "
                "można go użyć nawet po rozmrożeniu. Inaczej jest ze wstrzykiwaczem, którego obecnie używasz – "
                "może on leżeć w temperaturze pokojowej, nieprzekraczającej 25°C, przez około 4 tygodnie "
                "(dokładny czas podano w ulotce konkretnego preparatu). Pamiętaj o ochronie przed światłem i nie "
                "zostawiaj insuliny w nagrzanym aucie. Mętny roztwór lub grudki w preparacie, który powinien być "
                "przejrzysty, oznaczają, że insulina prawdopodobnie się zepsuła i nie należy jej stosować. Gdy "
                "masz wątpliwości, skonsultuj się z farmaceutą.",
            ),
            Good(
                "en",
                "Keep spare, unopened packs of insulin in the fridge at 2–8°C, ideally on the middle shelf or in "
                "the door. Insulin must not be frozen – if it has frozen, it cannot be used, even after thawing. "
                "The pen you are currently using may be stored at room temperature (up to 25°C) for about 4 "
                "weeks; the exact period is given in the leaflet of the specific product. Protect insulin from "
                "light and do not leave it in a hot car. If a solution that should be clear has become cloudy or "
                "has lumps in it, it has probably been damaged and should not be used. If in doubt, ask a "
                "pharmacist.",
            ),
        ],
        bad=[
            Slip(0, [("Jeśli zamarzła, nie nadaje się", "Jeśli zamarzła, nadaje się")], "negation"),
            Slip(
                1,
                [("insulina prawdopodobnie się zepsuła", "insulina na pewno się zepsuła")],
                "hedge",
            ),
            Slip(2, [("up to 25°C", "up to 30°C")], "number"),
        ],
    ),
    Case(
        key="pl-api-rest-lista-zamowien-dokumentacja",
        source=(
            "## Pobieranie listy zamówień\n\n"
            "`GET /api/v2/orders`\n\n"
            "Zwraca listę zamówień bieżącego konta, posortowaną od najnowszych. Każde żądanie musi zawierać "
            "nagłówek `Authorization: Bearer <token>`; token wygenerujesz w panelu pod adresem "
            "https://panel.sklepik.pl/ustawienia/api.\n\n"
            "Parametry zapytania:\n\n"
            "- `status` – filtruje po stanie zamówienia (`new`, `paid`, `shipped`),\n"
            "- `limit` – liczba wyników na stronę, domyślnie 50, maksymalnie 200,\n"
            "- `page` – numer strony, liczony od 1.\n\n"
            "Przekroczenie limitu 100 żądań na minutę skutkuje odpowiedzią `429 Too Many Requests`. Nie należy "
            "pobierać wszystkich stron w pętli bez przerw – użyj nagłówka `Retry-After`."
        ),
        good=[
            Good(
                "preserve",
                "## Lista zamówień – pobieranie\n\n"
                "`GET /api/v2/orders`\n\n"
                "Endpoint zwraca zamówienia bieżącego konta, od najnowszego do najstarszego. W każdym żądaniu "
                "musisz przesłać nagłówek `Authorization: Bearer <token>`. Token wygenerujesz w panelu: "
                "https://panel.sklepik.pl/ustawienia/api.\n\n"
                "Dostępne parametry zapytania:\n\n"
                "- `status` – filtr stanu zamówienia (`new`, `paid`, `shipped`),\n"
                "- `limit` – ile wyników na stronę (domyślnie 50, maksymalnie 200),\n"
                "- `page` – numer strony, zaczynając od 1.\n\n"
                "Limit wynosi 100 żądań na minutę; po jego przekroczeniu API odpowie `429 Too Many Requests`. "
                "Nie pobieraj wszystkich stron w pętli bez przerw – korzystaj z nagłówka `Retry-After`.",
            ),
            Good(
                "preserve",
                "## Pobieranie listy zamówień\n\n"
                "Żądanie `GET /api/v2/orders` zwraca zamówienia bieżącego konta, posortowane od najnowszych.\n\n"
                "**Uwierzytelnianie:** każde żądanie musi zawierać nagłówek `Authorization: Bearer <token>`. "
                "Token można wygenerować w panelu pod adresem https://panel.sklepik.pl/ustawienia/api.\n\n"
                "**Parametry zapytania:**\n\n"
                "- `status` – stan zamówienia do filtrowania: `new`, `paid` lub `shipped`,\n"
                "- `limit` – liczba wyników na stronę; domyślnie 50, najwyżej 200,\n"
                "- `page` – numer strony (pierwsza strona to 1).\n\n"
                "**Limity:** powyżej 100 żądań na minutę serwer zwraca `429 Too Many Requests`. Nie należy "
                "pobierać wszystkich stron w pętli bez przerw – skorzystaj z nagłówka `Retry-After`.",
            ),
            Good(
                "en",
                "## Retrieving the list of orders\n\n"
                "`GET /api/v2/orders`\n\n"
                "Returns the list of orders for the current account, sorted newest first. Every request must "
                "include the `Authorization: Bearer <token>` header; you can generate the token in the panel at "
                "https://panel.sklepik.pl/ustawienia/api.\n\n"
                "Query parameters:\n\n"
                "- `status` – filters by order status (`new`, `paid`, `shipped`),\n"
                "- `limit` – number of results per page, 50 by default, 200 at most,\n"
                "- `page` – page number, counted from 1.\n\n"
                "Exceeding the limit of 100 requests per minute results in a `429 Too Many Requests` response. "
                "Do not fetch all pages in a loop without pauses – use the `Retry-After` header.",
            ),
        ],
        bad=[
            Slip(0, [("## Lista zamówień", "Lista zamówień")], "markdown"),
            Slip(1, [("`GET /api/v2/orders`", "`GET /api/v1/orders`")], "code"),
            Slip(
                2,
                [("https://panel.sklepik.pl/ustawienia/api", "https://panel.sklepik.pl/api")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-parking-szpitalny-zasady-oplaty",
        source=(
            "Parking przy Szpitalu Wojewódzkim jest czynny całą dobę. Pierwsze 15 minut postoju jest "
            "bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 4 zł. Pacjenci dializowani i onkologiczni "
            "mogą parkować bez opłat po okazaniu w kasie karty leczenia. Miejsca oznaczone kopertą przeznaczone "
            "są wyłącznie dla osób z niepełnosprawnościami i nie wolno na nich parkować bez ważnej karty "
            "parkingowej. Bilet należy opłacić w kasie automatycznej przed powrotem do samochodu; zagubienie "
            "biletu wiąże się z opłatą 60 zł. Pojazdy blokujące drogę dojazdu karetek będą odholowywane na "
            "koszt właściciela. Szpital nie odpowiada za rzeczy pozostawione w pojazdach."
        ),
        good=[
            Good(
                "preserve",
                "Zasady parkingu przy Szpitalu Wojewódzkim:\n"
                "1. Parking działa 24 godziny na dobę.\n"
                "2. Pierwsze 15 minut postoju nic nie kosztuje; za każdą kolejną rozpoczętą godzinę płacisz 4 zł.\n"
                "3. Pacjenci dializowani i onkologiczni mogą parkować bezpłatnie – wystarczy pokazać w kasie "
                "kartę leczenia.\n"
                "4. Miejsca z kopertą są tylko dla osób z niepełnosprawnościami; parkowanie na nich bez ważnej "
                "karty parkingowej jest zabronione.\n"
                "5. Za bilet trzeba zapłacić w kasie automatycznej, zanim wrócisz do auta. Jeśli go zgubisz, "
                "zapłacisz 60 zł.\n"
                "6. Auta blokujące dojazd karetek zostaną odholowane na koszt właściciela.\n"
                "7. Szpital nie ponosi odpowiedzialności za rzeczy zostawione w pojazdach.",
            ),
            Good(
                "preserve",
                "Parking Szpitala Wojewódzkiego jest otwarty przez całą dobę. Pierwsze 15 minut postoju jest "
                "darmowe, a za każdą kolejną rozpoczętą godzinę pobiera się 4 zł. Z opłat zwolnieni są pacjenci "
                "dializowani oraz onkologiczni, którzy okażą w kasie kartę leczenia. Na miejscach oznaczonych "
                "kopertą mogą parkować wyłącznie osoby z niepełnosprawnościami posiadające ważną kartę parkingową. "
                "Opłatę należy uiścić w kasie automatycznej przed powrotem do pojazdu, a w razie zgubienia biletu "
                "pobierana jest opłata 60 zł. Samochody blokujące drogę dojazdu dla karetek będą odholowywane na "
                "koszt właściciela. Szpital nie ponosi odpowiedzialności za przedmioty pozostawione w pojazdach.",
            ),
            Good(
                "en",
                "The car park at the Provincial Hospital is open 24 hours a day. The first 15 minutes of parking "
                "are free, and each additional hour or part of an hour costs PLN 4. Dialysis and oncology patients "
                "may park free of charge on showing their treatment card at the pay station. Spaces marked with "
                "the disabled symbol are reserved exclusively for people with disabilities, and you must not park "
                "in them without a valid parking card. The ticket must be paid at the automatic pay station before "
                "returning to your car; a lost ticket costs PLN 60. Vehicles blocking the ambulance access road "
                "will be towed away at the owner's expense. The hospital is not responsible for items left in "
                "vehicles.",
            ),
        ],
        bad=[
            Slip(0, [("Za bilet trzeba zapłacić", "Za bilet można zapłacić")], "modality"),
            Slip(1, [("pobierana jest opłata 60 zł", "pobierana jest opłata 50 zł")], "number"),
            Slip(
                2, [("The hospital is not responsible", "The hospital is responsible")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-przetarg-gminny-przebudowa-drogi-ogloszenie",
        source=(
            "Wójt Gminy Stare Pole ogłasza postępowanie o udzielenie zamówienia publicznego na przebudowę drogi "
            "gminnej nr 115042G w miejscowości Kikojty na odcinku o długości 1,2 km. Postępowanie prowadzone "
            "jest w trybie podstawowym na podstawie art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo "
            "zamówień publicznych. Oferty należy składać wyłącznie elektronicznie za pośrednictwem platformy "
            "e-Zamówienia do 12 marca 2026 r. do godz. 10:00. Wykonawca musi wnieść wadium w wysokości "
            "15 000 zł. Zamawiający nie dopuszcza składania ofert częściowych ani wariantowych. Termin "
            "realizacji zamówienia wynosi 5 miesięcy od dnia podpisania umowy. Zamawiający może unieważnić "
            "postępowanie, jeśli cena najkorzystniejszej oferty przekroczy kwotę przeznaczoną na sfinansowanie "
            "zamówienia."
        ),
        good=[
            Good(
                "preserve",
                "Ogłoszenie Wójta Gminy Stare Pole – najważniejsze informacje:\n"
                "- przedmiot zamówienia: przebudowa drogi gminnej nr 115042G w miejscowości Kikojty, odcinek "
                "o długości 1,2 km;\n"
                "- tryb: podstawowy, art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień "
                "publicznych;\n"
                "- składanie ofert: wyłącznie elektronicznie, przez platformę e-Zamówienia, do 12 marca 2026 r., "
                "godz. 10:00;\n"
                "- wadium: 15 000 zł, obowiązkowe dla każdego wykonawcy;\n"
                "- oferty częściowe i wariantowe: niedopuszczalne;\n"
                "- termin realizacji: 5 miesięcy od dnia podpisania umowy;\n"
                "- zamawiający może unieważnić postępowanie, gdy cena najkorzystniejszej oferty przekroczy kwotę "
                "przeznaczoną na sfinansowanie zamówienia.",
            ),
            Good(
                "preserve",
                "Wójt Gminy Stare Pole zaprasza do składania ofert na przebudowę drogi gminnej nr 115042G "
                "w miejscowości Kikojty, na odcinku długości 1,2 km. Zamówienie trzeba zrealizować w ciągu "
                "5 miesięcy od dnia podpisania umowy. Postępowanie toczy się w trybie podstawowym (art. 275 pkt 1 "
                "ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych). Oferty trzeba złożyć wyłącznie "
                "elektronicznie, poprzez platformę e-Zamówienia, najpóźniej 12 marca 2026 r. o godz. 10:00. Każdy "
                "wykonawca musi wnieść wadium w kwocie 15 000 zł. Nie dopuszcza się ofert częściowych ani "
                "wariantowych. Jeżeli cena najkorzystniejszej oferty przekroczy kwotę przeznaczoną na "
                "sfinansowanie zamówienia, zamawiający może unieważnić postępowanie.",
            ),
            Good(
                "en",
                "The Head of Stare Pole Commune announces a public procurement procedure for the reconstruction of "
                "commune road no. 115042G in Kikojty, over a section 1.2 km long. The procedure is conducted in "
                "the basic mode under Article 275 point 1 of the Act of 11 September 2019 – Public Procurement "
                "Law. Tenders must be submitted electronically only, via the e-Zamówienia platform, by 10:00 on "
                "12 March 2026. The contractor must provide a tender security of PLN 15,000. The contracting "
                "authority does not allow partial or variant tenders. The contract is to be completed within "
                "5 months of the date the agreement is signed. The contracting authority may cancel the procedure "
                "if the price of the most advantageous tender exceeds the amount allocated to finance the "
                "contract.",
            ),
        ],
        bad=[
            Slip(0, [("art. 275 pkt 1", "art. 275 pkt 2")], "legal_reference"),
            Slip(1, [("o godz. 10:00", "o godz. 12:00")], "date"),
            Slip(2, [("authority may cancel", "authority will cancel")], "modality"),
        ],
    ),
    Case(
        key="pl-czyste-powietrze-dotacja-pompa-ciepla",
        source=(
            "Program „Czyste Powietrze” dofinansowuje wymianę nieefektywnego źródła ciepła na paliwo stałe, "
            "np. starego pieca węglowego, na pompę ciepła, kocioł gazowy kondensacyjny lub przyłącze do sieci "
            "ciepłowniczej. Na podstawowym poziomie dofinansowania dotacja do pompy ciepła powietrze–woda "
            "wynosi maksymalnie 19 400 zł. Wniosek składa się w wojewódzkim funduszu ochrony środowiska, a jego "
            "rozpatrzenie trwa zwykle około 30 dni. Kosztów objętych dotacją nie można jednocześnie odliczyć "
            "w ramach ulgi termomodernizacyjnej z art. 26h ustawy o podatku dochodowym od osób fizycznych. "
            "Eksperci szacują, że nowoczesna pompa ciepła może obniżyć rachunki za ogrzewanie nawet o 40–50%, "
            "choć wynik zależy od ocieplenia budynku."
        ),
        good=[
            Good(
                "preserve",
                "Co daje program „Czyste Powietrze”? Dopłatę do wymiany nieefektywnego źródła ciepła na paliwo "
                "stałe – na przykład starego pieca węglowego – na pompę ciepła, kondensacyjny kocioł gazowy albo "
                "przyłącze do sieci ciepłowniczej. Na podstawowym poziomie dofinansowania otrzymasz na pompę "
                "ciepła powietrze–woda najwyżej 19 400 zł. Wniosek złożysz w wojewódzkim funduszu ochrony "
                "środowiska; jego rozpatrzenie zajmuje zazwyczaj około 30 dni. Pamiętaj, że wydatków pokrytych "
                "dotacją nie możesz jednocześnie odliczyć w uldze termomodernizacyjnej (art. 26h ustawy "
                "o podatku dochodowym od osób fizycznych). Według szacunków ekspertów nowoczesna pompa ciepła "
                "może zmniejszyć rachunki za ogrzewanie nawet o 40–50%, ale efekt zależy od tego, jak ocieplony "
                "jest budynek.",
            ),
            Good(
                "preserve",
                "W ramach programu „Czyste Powietrze” można otrzymać dofinansowanie na zastąpienie "
                "nieefektywnego źródła ciepła na paliwo stałe (np. starego kotła węglowego) pompą ciepła, gazowym "
                "kotłem kondensacyjnym lub przyłączem do sieci ciepłowniczej. Maksymalna dotacja do pompy ciepła "
                "powietrze–woda na podstawowym poziomie dofinansowania to 19 400 zł. Wnioski przyjmują "
                "wojewódzkie fundusze ochrony środowiska, a ich rozpatrzenie trwa zwykle około 30 dni. Koszty "
                "objęte dotacją nie mogą być jednocześnie odliczone w ramach ulgi termomodernizacyjnej, o której "
                "mowa w art. 26h ustawy o podatku dochodowym od osób fizycznych. Eksperci szacują, że nowoczesna "
                "pompa ciepła może ograniczyć rachunki za ogrzewanie nawet o 40–50%, przy czym wynik zależy od "
                "stopnia ocieplenia budynku.",
            ),
            Good(
                "en",
                "The “Clean Air” programme subsidises replacing an inefficient solid-fuel heat source, such as an "
                "old coal stove, with a heat pump, a gas condensing boiler or a connection to the district heating "
                "network. At the basic subsidy level, the grant for an air-to-water heat pump is up to PLN 19,400. "
                "Applications are submitted to the provincial environmental protection fund, and processing "
                "usually takes about 30 days. Costs covered by the grant cannot also be deducted under the thermal "
                "modernisation tax relief in Article 26h of the Personal Income Tax Act. Experts estimate that "
                "a modern heat pump can cut heating bills by as much as 40–50%, although the result depends on how "
                "well the building is insulated.",
            ),
        ],
        bad=[
            Slip(0, [("zajmuje zazwyczaj około 30 dni", "zajmuje 30 dni")], "hedge"),
            Slip(1, [("to 19 400 zł", "to 29 400 zł")], "number"),
            Slip(2, [("Article 26h", "Article 26g")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-regulamin-wypozyczen",
        source=(
            "Czytelnik może jednocześnie wypożyczyć do 8 książek na okres 30 dni. Termin zwrotu można "
            "przedłużyć dwukrotnie, osobiście, telefonicznie lub przez konto w katalogu online, o ile na daną "
            "pozycję nie oczekuje inna osoba. Za każdy dzień przetrzymania książki pobierana jest opłata "
            "0,30 zł. Czytelnik, który ma nieuregulowane opłaty powyżej 10 zł, nie może wypożyczać kolejnych "
            "materiałów do czasu ich uiszczenia. Księgozbiór podręczny, czasopisma z bieżącego roku oraz zbiory "
            "specjalne udostępniane są wyłącznie na miejscu, w czytelni. Zgubioną lub zniszczoną książkę należy "
            "odkupić albo zastąpić innym tytułem wskazanym przez bibliotekarza."
        ),
        good=[
            Good(
                "preserve",
                "Jednorazowo możesz wypożyczyć maksymalnie 8 książek na 30 dni. Jeśli nikt inny nie czeka na "
                "dany tytuł, możesz dwa razy przedłużyć termin zwrotu – osobiście, telefonicznie albo przez swoje "
                "konto w katalogu online. Za każdy dzień spóźnienia ze zwrotem zapłacisz 0,30 zł. Gdy Twoje "
                "zaległe opłaty przekroczą 10 zł, nie wypożyczysz niczego więcej, dopóki ich nie uregulujesz. "
                "Z księgozbioru podręcznego, czasopism z bieżącego roku i zbiorów specjalnych skorzystasz tylko na "
                "miejscu, w czytelni. Jeśli zgubisz lub zniszczysz książkę, musisz ją odkupić albo zastąpić innym "
                "tytułem wskazanym przez bibliotekarza.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczeń:\n"
                "- jednocześnie można wypożyczyć najwyżej 8 książek, na okres 30 dni;\n"
                "- termin zwrotu może zostać przedłużony dwukrotnie (osobiście, telefonicznie lub za "
                "pośrednictwem konta w katalogu online), jeżeli na daną pozycję nie czeka inny czytelnik;\n"
                "- opłata za przetrzymanie wynosi 0,30 zł za każdy dzień;\n"
                "- przy nieuregulowanych opłatach przekraczających 10 zł czytelnik nie może wypożyczać kolejnych "
                "materiałów, dopóki ich nie ureguluje;\n"
                "- księgozbiór podręczny, czasopisma z bieżącego roku i zbiory specjalne są udostępniane "
                "wyłącznie na miejscu, w czytelni;\n"
                "- zgubioną lub zniszczoną książkę należy odkupić lub zastąpić innym tytułem wskazanym przez "
                "bibliotekarza.",
            ),
            Good(
                "en",
                "Readers may borrow up to 8 books at a time for 30 days. The return date can be extended twice – "
                "in person, by phone or through your online catalogue account – provided no one else is waiting "
                "for the item. A fee of PLN 0.30 is charged for each day a book is overdue. Readers with unpaid "
                "fees above PLN 10 cannot borrow any more materials until they have paid them. The reference "
                "collection, current-year periodicals and special collections are available only on site, in the "
                "reading room. A lost or damaged book must be replaced, either by buying a new copy or with "
                "another title indicated by the librarian.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zapłacisz 0,30 zł.",
                        "zapłacisz 0,30 zł, a po 60 dniach sprawa trafi do firmy windykacyjnej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("jeżeli na daną pozycję nie czeka", "jeżeli na daną pozycję czeka")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A lost or damaged book must be replaced",
                        "A lost or damaged book should be replaced",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-informacyjna-sklep-internetowy",
        source=(
            "Administratorem Twoich danych osobowych jest Zielony Koszyk sp. z o.o. z siedzibą w Poznaniu, "
            "ul. Głogowska 48. Dane przetwarzamy w celu realizacji zamówienia (art. 6 ust. 1 lit. b RODO), "
            "a jeśli wyrazisz zgodę – także w celu wysyłki newslettera (art. 6 ust. 1 lit. a RODO). Dane "
            "związane z zamówieniem przechowujemy przez 5 lat od końca roku, w którym dokonano zakupu, ze "
            "względu na obowiązki podatkowe. Masz prawo dostępu do danych, ich sprostowania, usunięcia oraz "
            "wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy "
            "zamówienia. Nie przekazujemy danych poza Europejski Obszar Gospodarczy. W sprawach dotyczących "
            "danych pisz na adres iod@zielonykoszyk.pl."
        ),
        good=[
            Good(
                "preserve",
                "Administratorem danych osobowych klientów jest Zielony Koszyk sp. z o.o. z siedzibą w Poznaniu "
                "przy ul. Głogowskiej 48. Dane są przetwarzane w celu realizacji zamówień (podstawa: art. 6 ust. 1 "
                "lit. b RODO), a w przypadku wyrażenia zgody również w celu wysyłki newslettera (art. 6 ust. 1 "
                "lit. a RODO). Z uwagi na obowiązki podatkowe dane dotyczące zamówienia przechowywane są przez "
                "5 lat od końca roku, w którym dokonano zakupu. Klientowi przysługuje prawo dostępu do danych, ich "
                "sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Podanie danych jest "
                "dobrowolne, jednak bez nich realizacja zamówienia nie jest możliwa. Dane nie są przekazywane poza "
                "Europejski Obszar Gospodarczy. Kontakt w sprawach danych osobowych: iod@zielonykoszyk.pl.",
            ),
            Good(
                "preserve",
                "Krótko o Twoich danych:\n"
                "- Kto jest administratorem? Zielony Koszyk sp. z o.o., Poznań, ul. Głogowska 48.\n"
                "- Po co przetwarzamy dane? Żeby zrealizować Twoje zamówienie (art. 6 ust. 1 lit. b RODO), a jeśli "
                "się zgodzisz – także żeby wysyłać Ci newsletter (art. 6 ust. 1 lit. a RODO).\n"
                "- Jak długo je przechowujemy? Dane z zamówienia – 5 lat od końca roku, w którym zrobiłeś zakupy, "
                "bo wymagają tego obowiązki podatkowe.\n"
                "- Jakie masz prawa? Dostęp do danych, ich sprostowanie i usunięcie oraz skarga do Prezesa UODO.\n"
                "- Czy musisz podać dane? Nie, to dobrowolne, ale bez nich nie zrealizujemy zamówienia.\n"
                "- Czy dane trafiają poza EOG? Nie przekazujemy ich poza Europejski Obszar Gospodarczy.\n"
                "- Kontakt: iod@zielonykoszyk.pl.",
            ),
            Good(
                "en",
                "Your personal data are controlled by Zielony Koszyk sp. z o.o., based at ul. Głogowska 48, "
                "Poznań. We process the data to fulfil your order (Article 6(1)(b) GDPR) and, if you consent, also "
                "to send you our newsletter (Article 6(1)(a) GDPR). Order-related data are kept for 5 years from "
                "the end of the year in which the purchase was made, because of tax obligations. You have the "
                "right to access, rectify and erase your data and to lodge a complaint with the President of the "
                "UODO. Providing your data is voluntary, but without it we cannot fulfil your order. We do not "
                "transfer data outside the European Economic Area. For data-related matters, write to "
                "iod@zielonykoszyk.pl.",
            ),
        ],
        bad=[
            Slip(0, [("lit. b RODO", "lit. f RODO")], "legal_reference"),
            Slip(1, [("Nie przekazujemy ich poza", "Przekazujemy je poza")], "negation"),
            Slip(2, [("iod@zielonykoszyk.pl", "iod@zielony-koszyk.pl")], "url"),
        ],
    ),
    Case(
        key="pl-raportownik-notatki-do-wydania",
        source=(
            "# Notatki do wydania 3.4.0\n\n"
            "## Nowości\n\n"
            "- Eksport raportów do formatu XLSX (`raport eksportuj --format xlsx`).\n"
            "- Nowa opcja `--dry-run` dla polecenia `sync`, która pokazuje zmiany bez ich zapisywania.\n\n"
            "## Zmiany niekompatybilne\n\n"
            "- Minimalna wspierana wersja Pythona to teraz 3.10; wersje 3.8 i 3.9 nie są już obsługiwane.\n"
            "- Klucz konfiguracyjny `cache_dir` został zastąpiony przez `cache.path`. Stary klucz nie działa od "
            "tego wydania.\n\n"
            "## Poprawki\n\n"
            "- Import plików CSV większych niż 2 GB nie kończy się już błędem pamięci.\n"
            "- Czas uruchamiania skrócono o około 30%.\n\n"
            "Aktualizację wykonasz poleceniem `pip install -U raportownik==3.4.0`."
        ),
        good=[
            Good(
                "preserve",
                "# Wydanie 3.4.0 – co nowego\n\n"
                "## Nowe funkcje\n\n"
                "- Raporty można eksportować do XLSX: `raport eksportuj --format xlsx`.\n"
                "- Polecenie `sync` ma nową opcję `--dry-run` – pokazuje ona zmiany, ale ich nie zapisuje.\n\n"
                "## Zmiany łamiące zgodność\n\n"
                "- Wymagany jest teraz co najmniej Python 3.10; wersji 3.8 i 3.9 już nie wspieramy.\n"
                "- Zamiast klucza konfiguracyjnego `cache_dir` używaj `cache.path` – od tego wydania stary klucz "
                "nie działa.\n\n"
                "## Naprawione błędy\n\n"
                "- Import plików CSV powyżej 2 GB nie kończy się już błędem pamięci.\n"
                "- Czas startu programu jest krótszy o mniej więcej 30%.\n\n"
                "Aby zaktualizować, uruchom `pip install -U raportownik==3.4.0`.",
            ),
            Good(
                "preserve",
                "# Raportownik 3.4.0\n\n"
                "## Co dodaliśmy\n\n"
                "- eksport raportów do XLSX poleceniem `raport eksportuj --format xlsx`,\n"
                "- opcję `--dry-run` w poleceniu `sync`: wyświetla zmiany, nie zapisując ich.\n\n"
                "## Uwaga: zmiany niekompatybilne wstecz\n\n"
                "- Obsługujemy Pythona od wersji 3.10; wersje 3.8 i 3.9 przestały być wspierane.\n"
                "- W konfiguracji klucz `cache.path` zastępuje dotychczasowy `cache_dir`, który od tego wydania "
                "nie działa.\n\n"
                "## Poprawki\n\n"
                "- Wczytywanie plików CSV większych niż 2 GB nie powoduje już błędu pamięci.\n"
                "- Uruchamianie trwa o około 30% krócej.\n\n"
                "Aktualizacja: `pip install -U raportownik==3.4.0`.",
            ),
            Good(
                "en",
                "# Release notes for 3.4.0\n\n"
                "## New features\n\n"
                "- Export reports to XLSX (`raport eksportuj --format xlsx`).\n"
                "- New `--dry-run` option for the `sync` command, which shows changes without saving them.\n\n"
                "## Breaking changes\n\n"
                "- The minimum supported Python version is now 3.10; versions 3.8 and 3.9 are no longer "
                "supported.\n"
                "- The `cache_dir` configuration key has been replaced by `cache.path`. The old key no longer "
                "works as of this release.\n\n"
                "## Fixes\n\n"
                "- Importing CSV files larger than 2 GB no longer fails with a memory error.\n"
                "- Start-up time has been reduced by about 30%.\n\n"
                "To upgrade, run `pip install -U raportownik==3.4.0`.",
            ),
        ],
        bad=[
            Slip(0, [("xlsx`.\n- Polecenie", "xlsx`. Polecenie")], "markdown"),
            Slip(1, [("klucz `cache.path`", "klucz `cache_path`")], "code"),
            Slip(2, [("larger than 2 GB", "larger than 4 GB")], "number"),
        ],
    ),
    Case(
        key="pl-pm25-astma-dzieci-krakow-streszczenie",
        source=(
            "Celem badania była ocena wpływu krótkotrwałego narażenia na pył zawieszony PM2,5 na liczbę "
            "hospitalizacji z powodu zaostrzeń astmy u dzieci w Krakowie. Przeanalizowano dane z lat 2015–2022 "
            "obejmujące 6 840 przyjęć do szpitali. Wzrost stężenia PM2,5 o 10 µg/m³ wiązał się ze wzrostem "
            "liczby hospitalizacji o 4,2% (95% CI: 2,1–6,3%) w ciągu trzech kolejnych dni. Efekt był "
            "wyraźniejszy w sezonie grzewczym, co może wskazywać na znaczenie emisji z domowych palenisk. "
            "Wyniki są zgodne z wcześniejszymi obserwacjami z Warszawy (Nowak i Zieliński 2019, „Przegląd "
            "Epidemiologiczny” 73: 211–220). Ze względu na ekologiczny charakter badania nie można jednak "
            "wnioskować o związku przyczynowym."
        ),
        good=[
            Good(
                "preserve",
                "Badanie sprawdzało, jak krótkotrwałe narażenie na pył zawieszony PM2,5 wpływa na liczbę "
                "hospitalizacji dzieci z powodu zaostrzeń astmy w Krakowie. Analiza objęła 6 840 przyjęć do "
                "szpitali z lat 2015–2022. Gdy stężenie PM2,5 rosło o 10 µg/m³, w ciągu trzech kolejnych dni "
                "liczba hospitalizacji zwiększała się o 4,2% (95% CI: 2,1–6,3%). W sezonie grzewczym efekt był "
                "silniejszy, co może sugerować rolę emisji z domowych palenisk. Podobne wyniki uzyskano wcześniej "
                "w Warszawie (Nowak i Zieliński 2019, „Przegląd Epidemiologiczny” 73: 211–220). Ponieważ badanie "
                "ma charakter ekologiczny, nie pozwala jednak wnioskować o związku przyczynowym.",
            ),
            Good(
                "preserve",
                "Na podstawie danych z lat 2015–2022, obejmujących 6 840 przyjęć do szpitali, oceniono wpływ "
                "krótkotrwałej ekspozycji na pył zawieszony PM2,5 na liczbę hospitalizacji dzieci z powodu "
                "zaostrzeń astmy w Krakowie. Wzrostowi stężenia PM2,5 o 10 µg/m³ towarzyszył w ciągu trzech "
                "kolejnych dni wzrost liczby hospitalizacji o 4,2% (95% CI: 2,1–6,3%). Silniejszy efekt w sezonie "
                "grzewczym może wskazywać na znaczenie emisji z domowych palenisk. Uzyskane wyniki pozostają "
                "zgodne z wcześniejszymi obserwacjami z Warszawy (Nowak i Zieliński 2019, „Przegląd "
                "Epidemiologiczny” 73: 211–220). Ekologiczny charakter badania nie pozwala jednak na wnioskowanie "
                "o związku przyczynowym.",
            ),
            Good(
                "en",
                "The study aimed to assess the effect of short-term exposure to PM2.5 particulate matter on the "
                "number of hospitalisations for asthma exacerbations among children in Kraków. Data from "
                "2015–2022, covering 6,840 hospital admissions, were analysed. An increase in PM2.5 concentration "
                "of 10 µg/m³ was associated with a 4.2% rise in hospitalisations (95% CI: 2.1–6.3%) over the "
                "following three days. The effect was more pronounced in the heating season, which may point to "
                "the importance of emissions from household stoves. The results are consistent with earlier "
                "observations from Warsaw (Nowak and Zieliński 2019, Przegląd Epidemiologiczny 73: 211–220). "
                "However, because the study was ecological, no causal relationship can be inferred.",
            ),
        ],
        bad=[
            Slip(0, [("73: 211–220", "73: 121–130")], "citation"),
            Slip(1, [("grzewczym może wskazywać", "grzewczym wskazuje")], "hedge"),
            Slip(
                2,
                [
                    (
                        "6,840 hospital admissions,",
                        "6,840 hospital admissions at the University Children's Hospital in Prokocim,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-tatry-zima-bezpieczenstwo-na-szlaku",
        source=(
            "Przed wyjściem na szlak sprawdź prognozę pogody i komunikat lawinowy na stronie TOPR. Zimą na "
            "szlakach powyżej schronisk należy mieć raki, czekan i kask, a w terenie lawiniastym także "
            "detektor, sondę i łopatę. Nie wychodź w góry sam i zawsze zostaw komuś informację o planowanej "
            "trasie oraz godzinie powrotu. W grudniu zmrok zapada już około 15:30, dlatego warto zaplanować "
            "wycieczkę tak, by przed zmierzchem wrócić do schroniska. W razie wypadku dzwoń pod numer alarmowy "
            "985 lub 601 100 300 albo użyj aplikacji Ratunek. Pamiętaj, że w wielu dolinach może nie być "
            "zasięgu telefonii komórkowej."
        ),
        good=[
            Good(
                "preserve",
                "Zanim wyruszysz na szlak:\n"
                "1. Sprawdź prognozę pogody i komunikat lawinowy na stronie TOPR.\n"
                "2. Zimą na szlaki powyżej schronisk musisz zabrać raki, czekan i kask, a w teren lawiniasty "
                "dodatkowo detektor, sondę i łopatę.\n"
                "3. Nie idź w góry sam. Zawsze powiedz komuś, jaką trasę planujesz i o której wrócisz.\n"
                "4. W grudniu ciemno robi się już około 15:30 – dobrze jest tak zaplanować wycieczkę, żeby wrócić "
                "do schroniska przed zmierzchem.\n"
                "5. Jeśli dojdzie do wypadku, dzwoń pod numer alarmowy 985 lub 601 100 300 albo skorzystaj "
                "z aplikacji Ratunek.\n"
                "6. Pamiętaj, że w wielu dolinach może nie być zasięgu telefonii komórkowej.",
            ),
            Good(
                "preserve",
                "Planując wycieczkę, najpierw zajrzyj na stronę TOPR i sprawdź prognozę pogody oraz komunikat "
                "lawinowy. Nie wychodź w góry w pojedynkę i zawsze zostaw komuś informację o trasie i planowanej "
                "godzinie powrotu. Zimą powyżej schronisk trzeba mieć raki, czekan i kask, a w terenie "
                "lawiniastym również detektor, sondę i łopatę. Pamiętaj, że w grudniu zmierzch zapada już około "
                "15:30, więc warto tak rozplanować dzień, żeby do schroniska wrócić przed zmrokiem. Gdy zdarzy się "
                "wypadek, zadzwoń pod numer alarmowy 985 lub 601 100 300 albo użyj aplikacji Ratunek. W wielu "
                "dolinach może nie być zasięgu telefonii komórkowej.",
            ),
            Good(
                "en",
                "Before setting out on a trail, check the weather forecast and the avalanche bulletin on the TOPR "
                "website. In winter, on trails above the mountain huts you must have crampons, an ice axe and "
                "a helmet, and in avalanche terrain also a transceiver, a probe and a shovel. Do not go into the "
                "mountains alone, and always let someone know your planned route and when you expect to be back. "
                "In December it gets dark as early as about 3:30 pm, so it is worth planning your trip so that you "
                "are back at the hut before dusk. In an emergency, call the emergency number 985 or 601 100 300, "
                "or use the Ratunek app. Remember that in many valleys there may be no mobile phone signal.",
            ),
        ],
        bad=[
            Slip(0, [("musisz zabrać raki", "warto zabrać raki")], "modality"),
            Slip(1, [("dolinach może nie być zasięgu", "dolinach nie ma zasięgu")], "hedge"),
            Slip(
                2,
                [("Do not go into the mountains alone, and", "Go into the mountains alone, and")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-zwrot-towaru-zasady",
        source=(
            "Zakupiony towar możesz zwrócić bez podawania przyczyny w ciągu 14 dni od dnia jego otrzymania. "
            "Wystarczy wypełnić formularz zwrotu na stronie sklep.domowo.pl/zwroty i odesłać paczkę na adres: "
            "Domowo, ul. Magazynowa 7, 05-800 Pruszków. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania "
            "przez nas oświadczenia o odstąpieniu od umowy, tą samą metodą płatności, której użyto przy "
            "zakupie. Możemy jednak wstrzymać się ze zwrotem do chwili otrzymania towaru. Koszt odesłania "
            "paczki pokrywa kupujący. Prawo odstąpienia nie dotyczy produktów wykonanych na zamówienie ani "
            "zapieczętowanych kosmetyków, które otwarto po dostarczeniu. Pytania prosimy kierować na adres "
            "zwroty@domowo.pl."
        ),
        good=[
            Good(
                "preserve",
                "Zwrot towaru krok po kroku:\n"
                "1. Masz 14 dni od otrzymania towaru, aby go zwrócić – nie musisz podawać powodu.\n"
                "2. Wypełnij formularz zwrotu na stronie sklep.domowo.pl/zwroty.\n"
                "3. Odeślij paczkę na adres: Domowo, ul. Magazynowa 7, 05-800 Pruszków. Koszt wysyłki ponosisz "
                "Ty.\n"
                "4. Pieniądze oddamy w ciągu 14 dni od otrzymania Twojego oświadczenia o odstąpieniu od umowy, "
                "tą samą metodą płatności, której użyłeś przy zakupie. Możemy jednak wstrzymać zwrot do czasu, aż "
                "towar do nas dotrze.\n\n"
                "Pamiętaj: prawo odstąpienia nie obejmuje produktów wykonanych na zamówienie ani zapieczętowanych "
                "kosmetyków otwartych po dostarczeniu. Pytania? Napisz na zwroty@domowo.pl.",
            ),
            Good(
                "preserve",
                "Klient ma prawo odstąpić od umowy bez podania przyczyny w terminie 14 dni od dnia otrzymania "
                "towaru. W tym celu wystarczy wypełnić formularz zwrotu dostępny na stronie sklep.domowo.pl/zwroty "
                "i odesłać przesyłkę na adres Domowo, ul. Magazynowa 7, 05-800 Pruszków; koszt odesłania pokrywa "
                "kupujący. Sklep zwraca należność w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od "
                "umowy, przy użyciu tej samej metody płatności, jaką zastosowano przy zakupie, przy czym może "
                "wstrzymać się ze zwrotem do chwili otrzymania towaru. Z prawa odstąpienia wyłączone są produkty "
                "wykonane na zamówienie oraz zapieczętowane kosmetyki otwarte po dostarczeniu. Pytania prosimy "
                "kierować na adres zwroty@domowo.pl.",
            ),
            Good(
                "en",
                "You can return the goods you bought without giving a reason within 14 days of receiving them. "
                "Just fill in the return form at sklep.domowo.pl/zwroty and send the parcel to: Domowo, "
                "ul. Magazynowa 7, 05-800 Pruszków. The buyer covers the cost of sending it back. We will refund "
                "the money within 14 days of receiving your notice of withdrawal from the contract, using the same "
                "payment method as for the purchase, although we may withhold the refund until we receive the "
                "goods. The right of withdrawal does not apply to made-to-order products or to sealed cosmetics "
                "opened after delivery. Please send any questions to zwroty@domowo.pl.",
            ),
        ],
        bad=[
            Slip(0, [("1. Masz 14 dni", "1. Masz 30 dni")], "date"),
            Slip(1, [("sklep.domowo.pl/zwroty", "sklep.domowo.pl/zwrot")], "url"),
            Slip(
                2,
                [
                    (
                        "the cost of sending it back.",
                        "the cost of sending it back, unless you use an InPost parcel locker, which is free.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-polityka-pracy-zdalnej-firmy",
        source=(
            "Pracownicy zatrudnieni na umowę o pracę mogą pracować zdalnie maksymalnie 3 dni w tygodniu, po "
            "uzgodnieniu harmonogramu z bezpośrednim przełożonym. Wniosek o pracę zdalną należy złożyć "
            "w systemie kadrowym co najmniej 5 dni roboczych przed planowanym terminem. Osoby w okresie "
            "próbnym nie mogą korzystać z pracy zdalnej, chyba że dyrektor działu wyrazi na to pisemną zgodę. "
            "Podczas pracy zdalnej pracownik musi być dostępny na komunikatorze w godzinach 10:00–14:00. Firma "
            "wypłaca ryczałt w wysokości 150 zł miesięcznie na pokrycie kosztów energii i internetu. Nie wolno "
            "przetwarzać danych klientów na prywatnych urządzeniach ani w sieciach publicznych bez połączenia "
            "VPN."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli pracujesz na umowie o pracę, możesz pracować zdalnie najwyżej 3 dni w tygodniu – "
                "harmonogram ustal z bezpośrednim przełożonym. Wniosek złóż w systemie kadrowym nie później niż "
                "5 dni roboczych przed planowanym terminem. W okresie próbnym praca zdalna nie jest możliwa, "
                "chyba że dyrektor działu zgodzi się na nią na piśmie. Pracując zdalnie, musisz być dostępny na "
                "komunikatorze między 10:00 a 14:00. Na koszty energii i internetu firma wypłaca Ci ryczałt "
                "150 zł miesięcznie. Danych klientów nie wolno przetwarzać na prywatnych urządzeniach ani "
                "w sieciach publicznych bez połączenia VPN.",
            ),
            Good(
                "preserve",
                "Zasady pracy zdalnej:\n"
                "- dotyczą pracowników zatrudnionych na podstawie umowy o pracę;\n"
                "- limit: do 3 dni w tygodniu, według harmonogramu uzgodnionego z bezpośrednim przełożonym;\n"
                "- wniosek należy złożyć w systemie kadrowym co najmniej 5 dni roboczych wcześniej;\n"
                "- osoby w okresie próbnym nie mogą pracować zdalnie bez pisemnej zgody dyrektora działu;\n"
                "- w godzinach 10:00–14:00 pracownik musi być dostępny na komunikatorze;\n"
                "- ryczałt na energię i internet: 150 zł miesięcznie;\n"
                "- zakaz przetwarzania danych klientów na prywatnych urządzeniach oraz w sieciach publicznych bez "
                "połączenia VPN.",
            ),
            Good(
                "en",
                "Employees on an employment contract may work remotely for up to 3 days a week, after agreeing "
                "a schedule with their direct manager. A remote work request must be submitted in the HR system at "
                "least 5 working days before the planned date. People on probation may not work remotely unless "
                "the head of their department gives written consent. While working remotely, employees must be "
                "available on the messaging app between 10:00 and 14:00. The company pays a flat allowance of "
                "PLN 150 a month to cover energy and internet costs. Customer data must not be processed on "
                "private devices or on public networks without a VPN connection.",
            ),
        ],
        bad=[
            Slip(0, [("praca zdalna nie jest możliwa", "praca zdalna jest możliwa")], "negation"),
            Slip(
                1, [("pracownik musi być dostępny", "pracownik powinien być dostępny")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "energy and internet costs.",
                        "energy and internet costs, and provides a laptop and a second monitor to every remote worker.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-szczepienia-przeciw-grypie",
        source=(
            "Przychodnia „Zdrowie” przy ul. Lipowej 12 prowadzi szczepienia przeciw grypie na sezon 2025/2026 "
            "od 1 października do 31 grudnia. Szczepienia wykonujemy od poniedziałku do piątku w godzinach "
            "8:00–18:00, a w soboty od 9:00 do 13:00, po wcześniejszej rejestracji telefonicznej. Dla osób po "
            "65. roku życia, kobiet w ciąży i dzieci do 18 lat szczepionka jest bezpłatna; pozostali pacjenci "
            "płacą 55 zł. Przed szczepieniem lekarz przeprowadza krótkie badanie kwalifikacyjne. Po szczepieniu "
            "należy pozostać w przychodni przez 15 minut. Odporność pojawia się zwykle po około dwóch "
            "tygodniach. Szacuje się, że szczepienie zmniejsza ryzyko ciężkiego przebiegu choroby mniej więcej "
            "o połowę."
        ),
        good=[
            Good(
                "preserve",
                "Zaszczep się przeciw grypie w przychodni „Zdrowie” przy ul. Lipowej 12! Szczepienia na sezon "
                "2025/2026 prowadzimy od 1 października do 31 grudnia: w dni powszednie w godzinach 8:00–18:00, "
                "a w soboty od 9:00 do 13:00. Wcześniej zarejestruj się telefonicznie. Osoby po 65. roku życia, "
                "kobiety w ciąży i dzieci do 18 lat szczepią się bezpłatnie, a pozostali pacjenci płacą 55 zł. "
                "Przed szczepieniem lekarz przeprowadzi krótkie badanie kwalifikacyjne, a po szczepieniu trzeba "
                "zostać w przychodni 15 minut. Odporność pojawia się zazwyczaj po około dwóch tygodniach. Szacuje "
                "się, że szczepienie zmniejsza ryzyko ciężkiego przebiegu choroby mniej więcej o połowę.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie – sezon 2025/2026\n\n"
                "Miejsce: Przychodnia „Zdrowie”, ul. Lipowa 12.\n"
                "Termin: od 1 października do 31 grudnia.\n"
                "Godziny: poniedziałek–piątek 8:00–18:00, sobota 9:00–13:00; obowiązuje wcześniejsza rejestracja "
                "telefoniczna.\n"
                "Odpłatność: bezpłatnie dla osób po 65. roku życia, kobiet w ciąży i dzieci do 18 lat; dla "
                "pozostałych pacjentów 55 zł.\n"
                "Przebieg: przed szczepieniem lekarz przeprowadza krótkie badanie kwalifikacyjne; po szczepieniu "
                "należy pozostać w przychodni przez 15 minut.\n"
                "Skuteczność: odporność pojawia się zwykle po około dwóch tygodniach; szacuje się, że szczepienie "
                "zmniejsza ryzyko ciężkiego przebiegu choroby mniej więcej o połowę.",
            ),
            Good(
                "en",
                "The “Zdrowie” clinic at ul. Lipowa 12 offers flu vaccinations for the 2025/2026 season from "
                "1 October to 31 December. Vaccinations are given Monday to Friday from 8:00 to 18:00 and on "
                "Saturdays from 9:00 to 13:00, by prior telephone appointment. The vaccine is free for people over "
                "65, pregnant women and children up to 18 years of age; other patients pay PLN 55. Before "
                "vaccination, a doctor carries out a short eligibility examination. After the vaccination, you "
                "must stay at the clinic for 15 minutes. Immunity usually develops after about two weeks. It is "
                "estimated that the vaccine reduces the risk of severe illness by roughly half.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Szacuje się, że szczepienie zmniejsza ryzyko ciężkiego przebiegu choroby mniej więcej o połowę.",
                        "Szczepienie zmniejsza ryzyko ciężkiego przebiegu choroby o połowę.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("od 1 października do 31 grudnia", "od 1 października do 30 listopada")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Before vaccination, a doctor carries out a short eligibility examination. After the vaccination, you must stay at the clinic for 15 minutes.",
                        "Przed szczepieniem lekarz przeprowadza krótkie badanie kwalifikacyjne. Po szczepieniu należy pozostać w przychodni przez 15 minut.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-praca-dyplomowa-instrukcja-zlozenia",
        source=(
            "# Jak złożyć pracę dyplomową\n\n"
            "1. Prześlij pracę w systemie APD najpóźniej **14 dni** przed planowanym terminem obrony.\n"
            "2. Plik musi być w formacie PDF i nie może przekraczać 30 MB.\n"
            "3. Bibliografię przygotuj w stylu APA (7. wydanie), np.: Kowalska, A. (2021). *Metody badań "
            "jakościowych*. Wydawnictwo Naukowe PWN. Więcej przykładów znajdziesz "
            "w [przewodniku biblioteki](https://biblioteka.uni.edu.pl/apa).\n"
            "4. Praca zostanie automatycznie sprawdzona w Jednolitym Systemie Antyplagiatowym. Współczynnik "
            "podobieństwa powyżej 25% wymaga pisemnego uzasadnienia promotora.\n\n"
            "> Wydruk pracy nie jest już wymagany, chyba że poprosi o niego recenzent.\n\n"
            "Podstawa: Zarządzenie Rektora nr 48/2024."
        ),
        good=[
            Good(
                "preserve",
                "# Składanie pracy dyplomowej – krok po kroku\n\n"
                "1. Wgraj pracę do systemu APD nie później niż **14 dni** przed planowaną obroną.\n"
                "2. Plik musi być zapisany w formacie PDF, a jego rozmiar nie może przekroczyć 30 MB.\n"
                "3. Bibliografię sporządź według stylu APA (7. wydanie), na przykład: Kowalska, A. (2021). "
                "*Metody badań jakościowych*. Wydawnictwo Naukowe PWN. Kolejne przykłady są "
                "w [przewodniku biblioteki](https://biblioteka.uni.edu.pl/apa).\n"
                "4. Praca zostanie automatycznie zweryfikowana w Jednolitym Systemie Antyplagiatowym. Jeśli "
                "współczynnik podobieństwa przekroczy 25%, wymagane jest pisemne uzasadnienie promotora.\n\n"
                "> Nie trzeba już składać wydruku pracy, chyba że poprosi o niego recenzent.\n\n"
                "Podstawa: Zarządzenie Rektora nr 48/2024.",
            ),
            Good(
                "preserve",
                "# Praca dyplomowa: jak ją złożyć\n\n"
                "- **Termin:** przez system APD, najpóźniej **14 dni** przed planowanym terminem obrony.\n"
                "- **Plik:** wyłącznie PDF, maksymalnie 30 MB.\n"
                "- **Bibliografia:** styl APA (7. wydanie), np. Kowalska, A. (2021). *Metody badań "
                "jakościowych*. Wydawnictwo Naukowe PWN. Więcej wzorów: "
                "[przewodnik biblioteki](https://biblioteka.uni.edu.pl/apa).\n"
                "- **Antyplagiat:** praca jest automatycznie sprawdzana w Jednolitym Systemie Antyplagiatowym; "
                "przy współczynniku podobieństwa powyżej 25% wymagane jest pisemne uzasadnienie promotora.\n\n"
                "> Wydruk nie jest już wymagany, chyba że poprosi o niego recenzent.\n\n"
                "Podstawa: Zarządzenie Rektora nr 48/2024.",
            ),
            Good(
                "en",
                "# How to submit your thesis\n\n"
                "1. Upload your thesis to the APD system no later than **14 days** before the planned defence "
                "date.\n"
                "2. The file must be a PDF and must not exceed 30 MB.\n"
                "3. Prepare the bibliography in APA style (7th edition), e.g.: Kowalska, A. (2021). *Metody badań "
                "jakościowych*. Wydawnictwo Naukowe PWN. You will find more examples in the "
                "[library guide](https://biblioteka.uni.edu.pl/apa).\n"
                "4. The thesis will be automatically checked in the Uniform Anti-Plagiarism System. A similarity "
                "score above 25% requires a written justification from the supervisor.\n\n"
                "> A printed copy is no longer required unless the reviewer asks for one.\n\n"
                "Basis: Rector's Order No. 48/2024.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[przewodniku biblioteki](https://biblioteka.uni.edu.pl/apa)",
                        "przewodniku biblioteki",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("Kowalska, A. (2021)", "Kowalska, A. (2012)")], "citation"),
            Slip(2, [("must not exceed 30 MB", "must not exceed 50 MB")], "number"),
        ],
    ),
    Case(
        key="pl-umowa-najmu-mieszkania-lublin",
        source=(
            "Przedmiotem najmu jest dwupokojowe mieszkanie o powierzchni 48 m² przy ul. Słonecznej 5/12 "
            "w Lublinie. Czynsz najmu wynosi 2300 zł miesięcznie i jest płatny z góry do 10. dnia każdego "
            "miesiąca. Opłaty za media rozliczane są osobno, według wskazań liczników. Przy podpisaniu umowy "
            "najemca wpłaca kaucję w wysokości dwumiesięcznego czynszu, która zostanie zwrócona w ciągu 30 dni "
            "od zakończenia najmu. Najemca nie może podnajmować lokalu bez pisemnej zgody wynajmującego. "
            "Trzymanie zwierząt jest dozwolone po uprzednim uzgodnieniu z właścicielem. Umowa zostaje zawarta "
            "na 12 miesięcy, a każda ze stron może ją wypowiedzieć z zachowaniem miesięcznego okresu "
            "wypowiedzenia."
        ),
        good=[
            Good(
                "preserve",
                "Wynajmujesz dwupokojowe mieszkanie o powierzchni 48 m² przy ul. Słonecznej 5/12 w Lublinie. "
                "Czynsz to 2300 zł miesięcznie, płatny z góry do 10. dnia każdego miesiąca; za media płacisz "
                "osobno, według wskazań liczników. Podpisując umowę, wpłacasz kaucję równą dwumiesięcznemu "
                "czynszowi – zostanie Ci zwrócona w ciągu 30 dni od zakończenia najmu. Bez pisemnej zgody "
                "wynajmującego nie możesz podnajmować mieszkania. Zwierzęta możesz trzymać po wcześniejszym "
                "uzgodnieniu z właścicielem. Umowa obowiązuje przez 12 miesięcy, a każda strona może ją "
                "wypowiedzieć z miesięcznym okresem wypowiedzenia.",
            ),
            Good(
                "preserve",
                "1. Przedmiot najmu: mieszkanie dwupokojowe, 48 m², ul. Słoneczna 5/12, Lublin.\n"
                "2. Czynsz: 2300 zł miesięcznie, płatny z góry do 10. dnia każdego miesiąca. Media rozliczane są "
                "oddzielnie na podstawie wskazań liczników.\n"
                "3. Kaucja: równowartość dwumiesięcznego czynszu, wpłacana przy podpisaniu umowy i zwracana "
                "w terminie 30 dni od zakończenia najmu.\n"
                "4. Najemca nie może podnajmować lokalu bez pisemnej zgody wynajmującego.\n"
                "5. Trzymanie zwierząt jest dozwolone po uprzednim uzgodnieniu z właścicielem.\n"
                "6. Umowa zostaje zawarta na okres 12 miesięcy; każda ze stron może ją wypowiedzieć z zachowaniem "
                "miesięcznego okresu wypowiedzenia.",
            ),
            Good(
                "en",
                "The subject of the lease is a two-room flat of 48 m² at ul. Słoneczna 5/12 in Lublin. The rent is "
                "PLN 2,300 per month, payable in advance by the 10th day of each month. Utilities are settled "
                "separately according to meter readings. On signing the agreement, the tenant pays a deposit equal "
                "to two months' rent, which will be returned within 30 days of the end of the tenancy. The tenant "
                "may not sublet the flat without the landlord's written consent. Pets are allowed after prior "
                "agreement with the owner. The agreement is concluded for 12 months, and either party may "
                "terminate it with one month's notice.",
            ),
        ],
        bad=[
            Slip(0, [("48 m²", "58 m²")], "number"),
            Slip(
                1,
                [
                    (
                        "wskazań liczników.",
                        "wskazań liczników, a internet światłowodowy jest wliczony w czynsz.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("The tenant may not sublet", "The tenant should not sublet")], "modality"),
        ],
    ),
]

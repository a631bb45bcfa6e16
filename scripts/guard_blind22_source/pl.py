# ruff: noqa: E501, RUF001
"""Blind set 22: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-abstrakt-ortografia",
        source="Celem badania była ocena, czy codzienne pięciominutowe dyktanda wpływają na poprawność ortograficzną uczniów klas IV–VI. W badaniu wzięło udział 412 uczniów z 18 szkół podstawowych województwa lubelskiego, losowo przydzielonych do grupy eksperymentalnej (n = 207) lub kontrolnej (n = 205). Interwencja trwała 14 tygodni, od września do grudnia 2022 r. Po jej zakończeniu liczba błędów w teście końcowym była w grupie eksperymentalnej o około 23% niższa niż w kontrolnej, przy czym efekt był prawdopodobnie silniejszy u uczniów z niższymi wynikami wyjściowymi. Nie stwierdzono różnic w motywacji do nauki. Wyniki są zbieżne z wcześniejszymi obserwacjami (Wróbel i Zając, 2019), jednak wymagają potwierdzenia w dłuższej obserwacji.",
        good=[
            Good(
                "preserve",
                "Badacze sprawdzali, czy krótkie, pięciominutowe dyktanda pisane codziennie pomagają uczniom klas IV–VI pisać bez błędów ortograficznych. W badaniu wzięło udział 412 dzieci z 18 podstawówek w województwie lubelskim. Losowo podzielono je na dwie grupy: 207 uczniów pisało dyktanda, a 205 stanowiło grupę kontrolną. Zajęcia trwały 14 tygodni – od września do grudnia 2022 roku. Na koniec uczniowie z dyktandami robili w teście mniej więcej o 23% mniej błędów niż grupa kontrolna. Prawdopodobnie najbardziej skorzystali ci, którzy na początku wypadli słabiej. Motywacja do nauki w obu grupach się nie różniła. Podobne wyniki uzyskali wcześniej Wróbel i Zając (2019), ale żeby je potwierdzić, potrzebna jest dłuższa obserwacja.",
            ),
            Good(
                "preserve",
                "W badaniu oceniono wpływ codziennych, pięciominutowych dyktand na poprawność ortograficzną uczniów klas IV–VI. Próbę stanowiło 412 uczniów 18 szkół podstawowych z województwa lubelskiego, przydzielonych losowo do grupy eksperymentalnej (n = 207) i kontrolnej (n = 205). Czternastotygodniową interwencję prowadzono od września do grudnia 2022 r. W teście końcowym grupa eksperymentalna popełniła o ok. 23% mniej błędów niż kontrolna; efekt był prawdopodobnie większy wśród uczniów o słabszych wynikach początkowych. Motywacja do nauki nie różniła się między grupami. Rezultaty pokrywają się z ustaleniami Wróbla i Zając (2019), lecz ich potwierdzenie wymaga dłuższego okresu obserwacji.",
            ),
            Good(
                "en",
                "The study assessed whether daily five-minute dictations improve the spelling accuracy of pupils in grades 4–6. A total of 412 pupils from 18 primary schools in the Lublin Voivodeship took part and were randomly assigned to an experimental group (n = 207) or a control group (n = 205). The intervention ran for 14 weeks, from September to December 2022. At the end, the experimental group made roughly 23% fewer errors in the final test than the control group, and the effect was probably stronger among pupils whose baseline scores were lower. No differences in motivation to learn were found. The results are consistent with earlier observations (Wróbel & Zając, 2019), but they need to be confirmed over a longer follow-up.",
            ),
        ],
        bad=[
            Slip(2, [("(Wróbel & Zając, 2019)", "(Wróbel, 2019)")], "citation"),
            Slip(
                1, [("popełniła o ok. 23% mniej błędów", "popełniła o 23% mniej błędów")], "hedge"
            ),
            Slip(0, [("Zajęcia trwały 14 tygodni", "Zajęcia trwały 12 tygodni")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-sinice",
        source="Zakwity sinic w płytkich jeziorach stanowią rosnące zagrożenie dla kąpielisk. W latach 2018–2022 badaliśmy 9 jezior Pojezierza Łęczyńsko-Włodawskiego, pobierając próbki co 14 dni od maja do września. Stężenie mikrocystyny przekroczyło 25 µg/l w 31 z 386 próbek, najczęściej w sierpniu. Najsilniejszym predyktorem zakwitu była temperatura wody powyżej 22°C utrzymująca się dłużej niż 5 dni, natomiast fosfor całkowity miał prawdopodobnie znaczenie tylko w jeziorach płytszych niż 4 m. Nie potwierdziliśmy związku między natężeniem rekreacji a częstością zakwitów, wbrew wcześniejszym doniesieniom (Kaczmarek i in., 2017). Wyniki sugerują, że systemy ostrzegania powinny uwzględniać prognozy temperatury, a nie wyłącznie pomiary biogenów.",
        good=[
            Good(
                "preserve",
                "Sinice coraz częściej zakwitają w płytkich jeziorach i zagrażają kąpieliskom. Przez pięć sezonów, od 2018 do 2022 roku, badacze co dwa tygodnie – od maja do września – pobierali próbki z 9 jezior na Pojezierzu Łęczyńsko-Włodawskim. W 31 na 386 próbek stężenie mikrocystyny było wyższe niż 25 µg/l; zdarzało się to głównie w sierpniu. Zakwit najlepiej zapowiadała woda cieplejsza niż 22°C przez ponad 5 dni. Fosfor całkowity miał zapewne znaczenie jedynie w jeziorach o głębokości mniejszej niż 4 m. Badacze nie znaleźli związku między tym, jak wielu ludzi wypoczywa nad jeziorem, a częstością zakwitów, choć wcześniej tak twierdzono (Kaczmarek i in., 2017). Wyniki podpowiadają, że systemy ostrzegania powinny brać pod uwagę prognozy temperatury, a nie tylko pomiary biogenów.",
            ),
            Good(
                "preserve",
                "W sezonach 2018–2022 w 9 jeziorach Pojezierza Łęczyńsko-Włodawskiego co 14 dni (maj–wrzesień) pobierano próbki, by ocenić ryzyko zakwitów sinic, które w płytkich zbiornikach coraz bardziej zagrażają kąpieliskom. Mikrocystyna przekroczyła 25 µg/l w 31 z 386 próbek, głównie w sierpniu. Zakwit najlepiej przewidywała temperatura wody > 22°C utrzymująca się ponad 5 dni; fosfor całkowity był prawdopodobnie istotny wyłącznie w jeziorach o głębokości < 4 m. Wbrew wcześniejszym doniesieniom (Kaczmarek i in., 2017) nie wykazano związku intensywności rekreacji z częstością zakwitów. Jak sugerują wyniki, systemy ostrzegania powinny zatem opierać się nie tylko na pomiarach biogenów, lecz także na prognozach temperatury.",
            ),
            Good(
                "en",
                "Cyanobacterial blooms in shallow lakes pose a growing threat to bathing sites. Between 2018 and 2022 we studied 9 lakes in the Łęczna–Włodawa Lakeland, sampling every 14 days from May to September. Microcystin concentrations exceeded 25 µg/l in 31 of 386 samples, most often in August. The strongest predictor of a bloom was a water temperature above 22°C lasting more than 5 days, while total phosphorus probably mattered only in lakes shallower than 4 m. Contrary to earlier reports (Kaczmarek et al., 2017), we found no link between the intensity of recreational use and how often blooms occurred. The results suggest that warning systems should take temperature forecasts into account rather than relying solely on nutrient measurements.",
            ),
        ],
        bad=[
            Slip(1, [("(Kaczmarek i in., 2017)", "(Kaczmarek i in., 2019)")], "citation"),
            Slip(
                2,
                [("total phosphorus probably mattered only", "total phosphorus mattered only")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Badacze nie znaleźli związku między",
                        "Badacze znaleźli wyraźny związek między",
                    ),
                    ("choć wcześniej tak twierdzono", "co potwierdza wcześniejsze doniesienia"),
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-kursy-walut",
        source=(
            "## Pobieranie kursów walut\n\n"
            "Endpoint `GET /v2/kursy/{kod}` zwraca średni kurs waluty z ostatniego dnia roboczego. Parametr `kod` musi być trzyliterowym kodem ISO 4217, np. `EUR` lub `CHF`. Opcjonalny parametr `data` (format `RRRR-MM-DD`) pozwala pobrać kurs archiwalny, ale nie wcześniejszy niż z 2 stycznia 2002 r.\n\n"
            "- Limit wynosi **60 zapytań na minutę** na jeden klucz API.\n"
            "- Odpowiedzi są buforowane przez około 15 minut.\n"
            "- Przekroczenie limitu skutkuje kodem `429`; klient powinien ponowić zapytanie po czasie podanym w nagłówku `Retry-After`.\n\n"
            "Dla dni, w których kurs nie był publikowany, zwracany jest kod `404`. Pełna specyfikacja: https://api.kursy.example.pl/docs."
        ),
        good=[
            Good(
                "preserve",
                "## Jak pobrać kurs waluty\n\n"
                "Wyślij zapytanie `GET /v2/kursy/{kod}`, a otrzymasz średni kurs danej waluty z ostatniego dnia roboczego. Za `kod` musisz podstawić trzyliterowy kod ISO 4217 – na przykład `EUR` albo `CHF`. Jeśli potrzebujesz kursu archiwalnego, dodaj opcjonalny parametr `data` w formacie `RRRR-MM-DD`; najstarszy dostępny kurs pochodzi z 2 stycznia 2002 r.\n\n"
                "- Na jeden klucz API przypada **60 zapytań na minutę**.\n"
                "- Odpowiedzi trafiają do pamięci podręcznej na mniej więcej 15 minut.\n"
                "- Po przekroczeniu limitu dostaniesz kod `429` – wtedy powinieneś ponowić zapytanie po czasie wskazanym w nagłówku `Retry-After`.\n\n"
                "Jeżeli danego dnia kursu nie opublikowano, API odpowie kodem `404`. Szczegóły znajdziesz na https://api.kursy.example.pl/docs.",
            ),
            Good(
                "preserve",
                "## Kursy walut\n\n"
                "`GET /v2/kursy/{kod}` – średni kurs waluty z ostatniego dnia roboczego.\n\n"
                "- `kod`: musi to być trzyliterowy kod ISO 4217, np. `EUR`, `CHF`.\n"
                "- `data` (opcjonalny, `RRRR-MM-DD`): kurs archiwalny, najwcześniej z 2 stycznia 2002 r.\n"
                "- Limit: **60 zapytań/min** na klucz API; po jego przekroczeniu zwracany jest kod `429`, a zapytanie powinno zostać ponowione po czasie z nagłówka `Retry-After`.\n"
                "- Buforowanie odpowiedzi: ok. 15 minut.\n"
                "- Dzień bez publikacji kursu: kod `404`.\n\n"
                "Dokumentacja: https://api.kursy.example.pl/docs",
            ),
            Good(
                "en",
                "## Retrieving exchange rates\n\n"
                "The `GET /v2/kursy/{kod}` endpoint returns a currency's average exchange rate from the last business day. The `kod` parameter must be a three-letter ISO 4217 code, such as `EUR` or `CHF`. You can use the optional `data` parameter (format `RRRR-MM-DD`) to get a historical rate, though nothing earlier than 2 January 2002.\n\n"
                "- The limit is **60 requests per minute** per API key.\n"
                "- Responses are cached for about 15 minutes.\n"
                "- Exceeding the limit results in status `429`; the client should retry after the time given in the `Retry-After` header.\n\n"
                "For days on which no rate was published, a `404` is returned. Full specification: https://api.kursy.example.pl/docs.",
            ),
        ],
        bad=[
            Slip(2, [("`GET /v2/kursy/{kod}`", "`GET /v1/kursy/{kod}`")], "code"),
            Bad(
                "preserve",
                "## Kursy walut\n\n"
                "`GET /v2/kursy/{kod}` – średni kurs waluty z ostatniego dnia roboczego. Parametr `kod` musi być trzyliterowym kodem ISO 4217, np. `EUR`, `CHF`, a opcjonalny parametr `data` (`RRRR-MM-DD`) pozwala pobrać kurs archiwalny, najwcześniej z 2 stycznia 2002 r. Limit wynosi 60 zapytań/min na klucz API; po jego przekroczeniu zwracany jest kod `429`, a zapytanie powinno zostać ponowione po czasie z nagłówka `Retry-After`. Odpowiedzi są buforowane ok. 15 minut, a dla dnia bez publikacji kursu zwracany jest kod `404`.\n\n"
                "Dokumentacja: https://api.kursy.example.pl/docs",
                "markdown",
            ),
            Slip(0, [("na mniej więcej 15 minut", "na mniej więcej 5 minut")], "number"),
        ],
    ),
    Case(
        key="pl-sterownik-drukarki-fiskalnej",
        source=(
            "### Sterownik FiskalPOS 4.3.0 – informacje o wydaniu (14 marca 2024 r.)\n\n"
            "Wersja 4.3.0 dodaje obsługę drukarek online serii Posnet Temo i Elzab Alfa oraz przyspiesza wydruk paragonów o około 30%. Usunięto błąd, przez który raport dobowy nie drukował się po północy, jeśli kasjer nie wylogował się z systemu. Aktualizacja jest bezpłatna dla klientów z aktywną umową serwisową.\n\n"
            "**Ważne:** przed instalacją należy wykonać raport dobowy i zamknąć wszystkie otwarte paragony. Wersji 4.3.0 nie wolno instalować na Windows 7 – wsparcie dla tego systemu zakończyło się na wersji 4.1.2. Wersja 3.x przestanie otrzymywać poprawki 30 czerwca 2024 r. Pytania prosimy kierować na adres serwis@fiskalpos.example.pl."
        ),
        good=[
            Good(
                "preserve",
                "### FiskalPOS 4.3.0 – co nowego (wydanie z 14 marca 2024 r.)\n\n"
                "Nowy sterownik współpracuje z drukarkami online z serii Posnet Temo i Elzab Alfa, a paragony drukuje mniej więcej o 30% szybciej. Naprawiliśmy też błąd: jeśli kasjer nie wylogował się z systemu, raport dobowy po północy się nie drukował. Klienci z aktywną umową serwisową dostają aktualizację za darmo.\n\n"
                "**Ważne:** zanim zainstalujesz nową wersję, zrób raport dobowy i zamknij wszystkie otwarte paragony. Na Windows 7 wersji 4.3.0 instalować nie wolno – ostatnią wersją dla tego systemu była 4.1.2. Wersje z serii 3.x będą dostawać poprawki tylko do 30 czerwca 2024 r. Z pytaniami pisz na serwis@fiskalpos.example.pl.",
            ),
            Good(
                "preserve",
                "### Informacje o wydaniu: sterownik FiskalPOS 4.3.0 (14.03.2024)\n\n"
                "Zmiany w wersji 4.3.0:\n"
                "- obsługa drukarek online serii Posnet Temo oraz Elzab Alfa;\n"
                "- wydruk paragonów szybszy o ok. 30%;\n"
                "- poprawka błędu uniemożliwiającego wydruk raportu dobowego po północy w sytuacji, gdy kasjer pozostawał zalogowany.\n\n"
                "Aktualizacja nie podlega opłacie w przypadku klientów posiadających aktywną umowę serwisową.\n\n"
                "**Ważne:** przed przystąpieniem do instalacji konieczne jest wykonanie raportu dobowego oraz zamknięcie wszystkich otwartych paragonów. Instalacja wersji 4.3.0 w systemie Windows 7 jest niedozwolona; wsparcie tego systemu zakończono na wersji 4.1.2. Z dniem 30 czerwca 2024 r. wersja 3.x przestanie być objęta poprawkami. Pytania: serwis@fiskalpos.example.pl.",
            ),
            Good(
                "en",
                "### FiskalPOS driver 4.3.0 – release notes (14 March 2024)\n\n"
                "Version 4.3.0 adds support for the Posnet Temo and Elzab Alfa series of online printers and makes receipt printing roughly 30% faster. We have fixed a bug that stopped the daily report from printing after midnight if the cashier had not logged out of the system. The update is free of charge for customers with an active service agreement.\n\n"
                "**Important:** before installing, you must run the daily report and close all open receipts. Version 4.3.0 must not be installed on Windows 7 – support for that system ended with version 4.1.2. Version 3.x will stop receiving fixes on 30 June 2024. Please send any questions to serwis@fiskalpos.example.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ostatnią wersją dla tego systemu była 4.1.2",
                        "ostatnią wersją dla tego systemu była 4.2.1",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "stop receiving fixes on 30 June 2024",
                        "stop receiving fixes on 30 September 2024",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "konieczne jest wykonanie raportu dobowego",
                        "zalecane jest wykonanie raportu dobowego",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zajecie-pasa-drogowego",
        source="Zajęcie pasa drogowego drogi gminnej w celu prowadzenia robót, umieszczenia urządzeń lub reklamy wymaga zezwolenia Wójta Gminy Kłodawa, wydawanego w drodze decyzji na podstawie art. 40 ust. 1 ustawy z dnia 21 marca 1985 r. o drogach publicznych. Wniosek należy złożyć co najmniej 30 dni przed planowanym terminem zajęcia, dołączając projekt organizacji ruchu i plan sytuacyjny w skali 1:500 lub 1:1000. Stawka opłaty za zajęcie 1 m² jezdni wynosi 8 zł za każdy dzień, a chodnika – 4 zł. Za zajęcie pasa bez zezwolenia zarządca drogi wymierza karę w wysokości dziesięciokrotności należnej opłaty. Wnioski przyjmuje Referat Inwestycji, pokój 12, tel. 95 731 40 22.",
        good=[
            Good(
                "preserve",
                "Jeśli chcesz zająć pas drogowy drogi gminnej – żeby prowadzić roboty, umieścić urządzenia albo reklamę – potrzebujesz zezwolenia Wójta Gminy Kłodawa. Wójt wydaje je w formie decyzji na podstawie art. 40 ust. 1 ustawy z 21 marca 1985 r. o drogach publicznych. Wniosek złóż najpóźniej 30 dni przed dniem, w którym chcesz zacząć zajmować pas, i dołącz do niego projekt organizacji ruchu oraz plan sytuacyjny w skali 1:500 lub 1:1000. Za każdy dzień zajęcia 1 m² jezdni zapłacisz 8 zł, a 1 m² chodnika – 4 zł. Jeśli zajmiesz pas bez zezwolenia, zarządca drogi nałoży na Ciebie karę równą dziesięciokrotności należnej opłaty. Wnioski przyjmuje Referat Inwestycji (pokój 12, tel. 95 731 40 22).",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 40 ust. 1 ustawy z dnia 21 marca 1985 r. o drogach publicznych zajęcie pasa drogowego drogi gminnej (prowadzenie robót, umieszczenie urządzeń, reklama) jest możliwe wyłącznie po uzyskaniu zezwolenia Wójta Gminy Kłodawa, udzielanego w formie decyzji. Wniosek wraz z projektem organizacji ruchu oraz planem sytuacyjnym (skala 1:500 lub 1:1000) trzeba złożyć nie później niż 30 dni przed planowanym zajęciem. Dzienna opłata za 1 m² wynosi 8 zł w przypadku jezdni i 4 zł w przypadku chodnika. Zajęcie pasa bez zezwolenia skutkuje nałożeniem przez zarządcę drogi kary w wysokości dziesięciokrotności należnej opłaty. Wnioski: Referat Inwestycji, pok. 12, tel. 95 731 40 22.",
            ),
            Good(
                "en",
                "Occupying the road lane of a municipal road in order to carry out works or to place equipment or advertising requires a permit from the Head of Kłodawa Municipality (Wójt), issued as an administrative decision under Article 40(1) of the Public Roads Act of 21 March 1985. Applications must be submitted at least 30 days before the planned start of the occupation, together with a traffic management plan and a site plan at a scale of 1:500 or 1:1000. The fee for occupying 1 m² of carriageway is PLN 8 per day, and PLN 4 for the pavement. If the lane is occupied without a permit, the road authority imposes a penalty of ten times the fee due. Applications are accepted by the Investment Section, room 12, tel. 95 731 40 22.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "under Article 40(1) of the Public Roads Act",
                        "under Article 40(4) of the Public Roads Act",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "Za każdy dzień zajęcia 1 m² jezdni zapłacisz 8 zł",
                        "Za każdy dzień zajęcia 1 m² jezdni zapłacisz 6 zł",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "trzeba złożyć nie później niż 30 dni",
                        "najlepiej złożyć nie później niż 30 dni",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-cli-walidator-jpk",
        source=(
            "Narzędzie `jpkcheck` służy do sprawdzania plików JPK_V7M przed wysyłką do Ministerstwa Finansów. Instalacja: `pip install jpkcheck==2.1.4`. Podstawowe użycie:\n\n"
            "```\njpkcheck waliduj plik.xml --schemat 2\n```\n\n"
            "Polecenie sprawdza zgodność ze schematem XSD i sumy kontrolne, ale **nie** weryfikuje poprawności NIP-ów kontrahentów w rejestrze VAT. Plik nie może przekraczać 100 MB; większe pliki trzeba podzielić opcją `--podziel`. Walidacja pliku z około 50 tys. pozycji trwa zwykle poniżej minuty. Narzędzie działa w trybie offline i nie wysyła żadnych danych na zewnątrz. Błędy zgłaszaj na https://github.com/example/jpkcheck/issues."
        ),
        good=[
            Good(
                "preserve",
                "`jpkcheck` to narzędzie, którym sprawdzisz plik JPK_V7M, zanim wyślesz go do Ministerstwa Finansów. Zainstalujesz je poleceniem `pip install jpkcheck==2.1.4`, a najprostsze wywołanie wygląda tak:\n\n"
                "```\njpkcheck waliduj plik.xml --schemat 2\n```\n\n"
                "Program kontroluje zgodność pliku ze schematem XSD oraz sumy kontrolne. **Nie** sprawdza natomiast, czy NIP-y kontrahentów są poprawne w rejestrze VAT. Plik może mieć najwyżej 100 MB – jeśli Twój jest większy, musisz go podzielić opcją `--podziel`. Plik z mniej więcej 50 tysiącami pozycji jest zwykle sprawdzany w niecałą minutę. `jpkcheck` pracuje offline i niczego nie wysyła na zewnątrz. Znalezione błędy zgłaszaj pod adresem https://github.com/example/jpkcheck/issues.",
            ),
            Good(
                "preserve",
                "**Do czego służy `jpkcheck`?** Do sprawdzania plików JPK_V7M przed ich wysłaniem do Ministerstwa Finansów.\n\n"
                "**Jak go zainstalować i uruchomić?** `pip install jpkcheck==2.1.4`, a następnie:\n\n"
                "```\njpkcheck waliduj plik.xml --schemat 2\n```\n\n"
                "**Co jest sprawdzane?** Zgodność ze schematem XSD i sumy kontrolne. Poprawność NIP-ów kontrahentów w rejestrze VAT **nie** jest weryfikowana.\n\n"
                "**Czy są limity?** Plik może mieć maksymalnie 100 MB; większy należy podzielić opcją `--podziel`. Walidacja ok. 50 tys. pozycji zajmuje zazwyczaj mniej niż minutę.\n\n"
                "**Czy dane opuszczają komputer?** Nie – narzędzie działa offline i niczego nie wysyła na zewnątrz.\n\n"
                "**Gdzie zgłaszać błędy?** https://github.com/example/jpkcheck/issues",
            ),
            Good(
                "en",
                "The `jpkcheck` tool checks JPK_V7M files before they are sent to the Ministry of Finance. Install it with `pip install jpkcheck==2.1.4`. Basic usage:\n\n"
                "```\njpkcheck waliduj plik.xml --schemat 2\n```\n\n"
                "The command checks conformity with the XSD schema and the checksums, but it does **not** verify whether counterparties' NIP numbers are valid in the VAT register. A file cannot be larger than 100 MB; larger files have to be split with the `--podziel` option. Validating a file of about 50,000 items usually takes under a minute. The tool works offline and sends no data anywhere. Report bugs at https://github.com/example/jpkcheck/issues.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "tak:\n\n```\njpkcheck waliduj plik.xml --schemat 2\n```\n\n",
                        "tak: jpkcheck waliduj plik.xml --schemat 2. ",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "w rejestrze VAT **nie** jest weryfikowana",
                        "w rejestrze VAT **również** jest weryfikowana",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/example/jpkcheck/issues",
                        "https://github.com/example/jpk-check/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-wypis-z-planu-miejscowego",
        source="Wypis i wyrys z miejscowego planu zagospodarowania przestrzennego wydaje Wydział Urbanistyki Urzędu Miasta Zgierza na pisemny wniosek każdej osoby – nie trzeba wykazywać interesu prawnego. Opłata skarbowa wynosi 30 zł za wypis do 5 stron i 50 zł za wypis dłuższy, a za wyrys – 20 zł za każdą wchodzącą w jego skład pełną lub rozpoczętą część odpowiadającą stronie formatu A4, nie więcej jednak niż 200 zł. Dokumenty wydawane są w terminie do 30 dni od złożenia wniosku, zazwyczaj jednak w ciągu około dwóch tygodni. Wniosek można złożyć w Biurze Obsługi Interesanta (pl. Kilińskiego 1, parter) od poniedziałku do piątku w godz. 8:00–15:30 lub przez ePUAP.",
        good=[
            Good(
                "preserve",
                "Wypis i wyrys z miejscowego planu zagospodarowania przestrzennego może dostać każdy – wystarczy złożyć pisemny wniosek, a dokumenty wyda Wydział Urbanistyki Urzędu Miasta Zgierza. Nie musisz wykazywać interesu prawnego. Za wypis zapłacisz 30 zł opłaty skarbowej, jeśli ma do 5 stron, a 50 zł, jeśli jest dłuższy. Wyrys kosztuje 20 zł za każdą pełną lub rozpoczętą część odpowiadającą stronie A4, ale łącznie nie więcej niż 200 zł. Urząd ma na wydanie dokumentów do 30 dni od złożenia wniosku, choć zwykle trwa to mniej więcej dwa tygodnie. Wniosek złożysz w Biurze Obsługi Interesanta przy pl. Kilińskiego 1 (parter) od poniedziałku do piątku w godz. 8:00–15:30 albo przez ePUAP.",
            ),
            Good(
                "preserve",
                "**Kto może otrzymać wypis i wyrys z planu miejscowego?** Każdy, kto złoży pisemny wniosek – interesu prawnego nie trzeba wykazywać. Dokumenty wydaje Wydział Urbanistyki Urzędu Miasta Zgierza.\n\n"
                "**Ile to kosztuje?** Opłata skarbowa za wypis wynosi 30 zł (do 5 stron) lub 50 zł (powyżej 5 stron). Za wyrys płaci się 20 zł od każdej pełnej lub rozpoczętej części odpowiadającej stronie A4, maksymalnie 200 zł.\n\n"
                "**Jak długo się czeka?** Najwyżej 30 dni od złożenia wniosku, ale zazwyczaj około dwóch tygodni.\n\n"
                "**Gdzie złożyć wniosek?** Przez ePUAP albo osobiście w Biurze Obsługi Interesanta, pl. Kilińskiego 1, parter (pon.–pt., 8:00–15:30).",
            ),
            Good(
                "en",
                "Text and map extracts from the local spatial development plan are issued by the Urban Planning Department of Zgierz City Hall to anyone who applies in writing – you do not need to show a legal interest. The stamp duty is PLN 30 for a text extract of up to 5 pages and PLN 50 for a longer one; a map extract costs PLN 20 for each full or partial section corresponding to an A4 page, but no more than PLN 200 in total. The documents are issued within 30 days of the application, although it usually takes about two weeks. Applications can be submitted at the Customer Service Office (pl. Kilińskiego 1, ground floor), Monday to Friday, 8:00–15:30, or via ePUAP.",
            ),
        ],
        bad=[
            Slip(1, [("maksymalnie 200 zł", "maksymalnie 100 zł")], "number"),
            Slip(2, [("Monday to Friday, 8:00–15:30", "Monday to Friday, 8:00–13:30")], "date"),
            Slip(
                0,
                [
                    (
                        "albo przez ePUAP.",
                        "albo przez ePUAP. Gotowe dokumenty urząd może też wysłać pocztą za dodatkową opłatą 10 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-apostille",
        source="Apostille to poświadczenie dokumentu urzędowego, które umożliwia posłużenie się nim w państwie będącym stroną konwencji haskiej z 5 października 1961 r. W Polsce apostille wydaje Minister Spraw Zagranicznych; wniosek składa się w Wydziale Legalizacji MSZ w Warszawie przy ul. Litewskiej 2/4 lub pocztą. Opłata wynosi 60 zł za każdy dokument i należy ją uiścić przed złożeniem wniosku. Dokumenty wydane przez szkoły, uczelnie czy sądy muszą być wcześniej poświadczone przez właściwy organ, np. kuratorium. Apostille nie jest wymagane w krajach, z którymi Polska ma umowy zwalniające z legalizacji. Rozpatrzenie wniosku składanego osobiście trwa zazwyczaj około 7 dni roboczych; informacje: legalizacja@msz.gov.pl.",
        good=[
            Good(
                "preserve",
                "Apostille to poświadczenie, dzięki któremu dokumentem urzędowym można się posłużyć w państwie, które jest stroną konwencji haskiej z 5 października 1961 r. W Polsce wydaje je Minister Spraw Zagranicznych. Wniosek złożysz w Wydziale Legalizacji MSZ (Warszawa, ul. Litewska 2/4) albo wyślesz pocztą. Za każdy dokument płacisz 60 zł – pamiętaj, żeby zapłacić, zanim złożysz wniosek. Dokument ze szkoły, uczelni lub sądu musi najpierw poświadczyć właściwy organ, na przykład kuratorium. W krajach, z którymi Polska zawarła umowy zwalniające z legalizacji, apostille nie jest potrzebne. Jeśli składasz wniosek osobiście, na załatwienie sprawy czeka się zwykle mniej więcej 7 dni roboczych. Pytania: legalizacja@msz.gov.pl.",
            ),
            Good(
                "preserve",
                "Apostille jest poświadczeniem dokumentu urzędowego, umożliwiającym posłużenie się nim w państwach będących stronami konwencji haskiej z dnia 5 października 1961 r.\n\n"
                "- Organ wydający: Minister Spraw Zagranicznych.\n"
                "- Miejsce złożenia wniosku: Wydział Legalizacji MSZ, ul. Litewska 2/4, Warszawa; wniosek można też przesłać pocztą.\n"
                "- Opłata: 60 zł od każdego dokumentu, którą należy wnieść przed złożeniem wniosku.\n"
                "- Dokumenty szkolne, uczelniane i sądowe wymagają uprzedniego poświadczenia przez właściwy organ (np. kuratorium).\n"
                "- Apostille nie jest wymagane w relacjach z państwami, z którymi Polskę łączą umowy zwalniające z legalizacji.\n"
                "- Czas oczekiwania przy wniosku złożonym osobiście: zwykle ok. 7 dni roboczych.\n\n"
                "Kontakt: legalizacja@msz.gov.pl.",
            ),
            Good(
                "en",
                "An apostille is a certification of an official document that allows it to be used in any country that is a party to the Hague Convention of 5 October 1961. In Poland, apostilles are issued by the Minister of Foreign Affairs; you can apply at the Legalisation Section of the Ministry of Foreign Affairs, ul. Litewska 2/4, Warsaw, or by post. The fee is PLN 60 per document and has to be paid before you submit the application. Documents issued by schools, universities or courts must first be certified by the competent authority, such as the regional education office (kuratorium). No apostille is needed for countries with which Poland has agreements exempting documents from legalisation. An application made in person is usually processed in about 7 working days; for information, write to legalizacja@msz.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Documents issued by schools, universities or courts must first be certified by the competent authority, such as the regional education office (kuratorium).",
                        "Dokumenty wydane przez szkoły, uczelnie czy sądy muszą być wcześniej poświadczone przez właściwy organ, np. kuratorium.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [("lub sądu musi najpierw poświadczyć", "lub sądu może najpierw poświadczyć")],
                "modality",
            ),
            Slip(1, [("zwykle ok. 7 dni roboczych", "7 dni roboczych")], "hedge"),
        ],
    ),
    Case(
        key="pl-studnia-glebinowa",
        source="Wykonanie studni na potrzeby zwykłego korzystania z wód, o głębokości do 30 m, wymaga jedynie zgłoszenia wodnoprawnego, zgodnie z art. 394 ust. 1 pkt 2 ustawy z dnia 20 lipca 2017 r. – Prawo wodne. Zgłoszenie składa się do Nadzoru Wodnego Wód Polskich właściwego dla miejsca inwestycji co najmniej 30 dni przed rozpoczęciem prac. Opłata wynosi 87 zł. Jeżeli w tym terminie organ nie wniesie sprzeciwu w drodze decyzji, można przystąpić do wiercenia. Pobór wody nie może przekraczać 5 m³ na dobę. Studnie głębsze niż 30 m wymagają zatwierdzenia projektu robót geologicznych i nie mogą być wykonane na podstawie samego zgłoszenia. Dodatkowe informacje: tel. 22 375 13 00.",
        good=[
            Good(
                "preserve",
                "Jeśli chcesz wywiercić studnię do 30 m głębokości na zwykłe potrzeby, wystarczy Ci zgłoszenie wodnoprawne (art. 394 ust. 1 pkt 2 ustawy z 20 lipca 2017 r. – Prawo wodne). Złóż je w Nadzorze Wodnym Wód Polskich właściwym dla miejsca, gdzie powstanie studnia, najpóźniej 30 dni przed rozpoczęciem prac, i zapłać 87 zł. Jeśli w tym czasie urząd nie wyda decyzji o sprzeciwie, możesz zaczynać wiercenie. Ze studni wolno pobierać najwyżej 5 m³ wody na dobę. Studnia głębsza niż 30 m wymaga zatwierdzonego projektu robót geologicznych – samo zgłoszenie tu nie wystarczy. Więcej informacji uzyskasz pod numerem 22 375 13 00.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 394 ust. 1 pkt 2 ustawy z dnia 20 lipca 2017 r. – Prawo wodne wykonanie studni o głębokości nieprzekraczającej 30 m, służącej zwykłemu korzystaniu z wód, podlega wyłącznie zgłoszeniu wodnoprawnemu. Zgłoszenie wnosi się do właściwego miejscowo Nadzoru Wodnego Wód Polskich nie później niż 30 dni przed planowanym rozpoczęciem robót; opłata wynosi 87 zł. Brak sprzeciwu wyrażonego w tym terminie w drodze decyzji uprawnia do rozpoczęcia wiercenia. Dopuszczalny pobór wody wynosi maksymalnie 5 m³/dobę. W przypadku studni głębszych niż 30 m samo zgłoszenie nie jest wystarczające – konieczne jest zatwierdzenie projektu robót geologicznych. Informacja telefoniczna: 22 375 13 00.",
            ),
            Good(
                "en",
                "Under Article 394(1)(2) of the Water Law Act of 20 July 2017, a well up to 30 m deep drilled for ordinary water use only needs to be notified. The notification is filed with the Water Supervision unit of Polish Waters (Wody Polskie) responsible for the site at least 30 days before work starts, and the fee is PLN 87. If the authority does not object by way of a decision within that period, drilling may begin. No more than 5 m³ of water may be drawn per day. Wells deeper than 30 m cannot be built on the basis of a notification alone: they require an approved geological works plan. For more information, call 22 375 13 00.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Na podstawie art. 394 ust. 1 pkt 2", "Na podstawie art. 389 ust. 1 pkt 2")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "If the authority does not object by way of a decision",
                        "If the authority objects by way of a decision",
                    )
                ],
                "negation",
            ),
            Slip(0, [("najwyżej 5 m³ wody na dobę", "najwyżej 15 m³ wody na dobę")], "number"),
        ],
    ),
    Case(
        key="pl-introligatornia",
        source=(
            "Oprawa prac dyplomowych – cennik i zasady (obowiązuje od 1 października 2024 r.)\n\n"
            "Oprawiamy prace licencjackie, magisterskie i doktorskie w twardą okładkę (45 zł za egzemplarz) lub miękką z grzbietem klejonym (18 zł). Złocenie napisu na okładce kosztuje dodatkowo 10 zł. Realizacja zamówienia trwa zwykle około 2 godzin, a przy ponad 5 egzemplarzach – do następnego dnia roboczego. Plik PDF należy przesłać najpóźniej dzień przed planowanym terminem oprawy na adres druk@introlig.example.pl; nie przyjmujemy plików w formacie DOCX. Wydruk i oprawę odbiera się osobiście w punkcie przy ul. Narutowicza 9 (pon.–pt. 9:00–18:00, sob. 10:00–14:00). Płatność przy odbiorze gotówką lub kartą."
        ),
        good=[
            Good(
                "preserve",
                "Oprawa prac dyplomowych – ceny i zasady od 1 października 2024 r.\n\n"
                "Oprawimy Twoją pracę licencjacką, magisterską albo doktorską. Twarda okładka kosztuje 45 zł za egzemplarz, a miękka z klejonym grzbietem – 18 zł. Jeśli chcesz złocony napis na okładce, doliczamy 10 zł. Zwykle zajmuje nam to mniej więcej 2 godziny; gdy zamawiasz więcej niż 5 egzemplarzy – gotowe będą do następnego dnia roboczego. Plik PDF musisz wysłać na druk@introlig.example.pl najpóźniej dzień przed planowanym terminem oprawy. Plików DOCX nie przyjmujemy. Wydruki i oprawione prace odbierasz osobiście w naszym punkcie przy ul. Narutowicza 9 (pon.–pt. 9:00–18:00, sob. 10:00–14:00). Zapłacisz przy odbiorze – gotówką albo kartą.",
            ),
            Good(
                "preserve",
                "**Oprawa prac dyplomowych – cennik i zasady** (od 1 października 2024 r.)\n\n"
                "- Oprawa twarda prac licencjackich, magisterskich i doktorskich: 45 zł/egz.\n"
                "- Oprawa miękka z grzbietem klejonym: 18 zł/egz.\n"
                "- Złocenie napisu na okładce: dopłata 10 zł.\n"
                "- Czas realizacji: zazwyczaj ok. 2 godz.; powyżej 5 egzemplarzy – do następnego dnia roboczego.\n"
                "- Plik PDF musi wpłynąć na adres druk@introlig.example.pl nie później niż dzień przed planowanym terminem oprawy. Pliki DOCX nie są przyjmowane.\n"
                "- Odbiór osobisty: ul. Narutowicza 9, pon.–pt. 9:00–18:00, sob. 10:00–14:00.\n"
                "- Płatność przy odbiorze: gotówka lub karta.",
            ),
            Good(
                "en",
                "Thesis binding – prices and terms (valid from 1 October 2024)\n\n"
                "We bind bachelor's, master's and doctoral theses in a hard cover (PLN 45 per copy) or a soft cover with a glued spine (PLN 18). Gold lettering on the cover costs an extra PLN 10. An order usually takes about 2 hours; for more than 5 copies, it will be ready by the next working day. You need to send the PDF file to druk@introlig.example.pl no later than one day before the planned binding date – we do not accept DOCX files. Prints and bound copies are collected in person at ul. Narutowicza 9 (Mon–Fri 9:00–18:00, Sat 10:00–14:00). You pay on collection, in cash or by card.",
            ),
        ],
        bad=[
            Slip(2, [("(PLN 45 per copy)", "(PLN 54 per copy)")], "number"),
            Slip(
                0,
                [("Zwykle zajmuje nam to mniej więcej 2 godziny", "Zajmuje nam to 2 godziny")],
                "hedge",
            ),
            Slip(
                1,
                [("Plik PDF musi wpłynąć na adres", "Plik PDF warto przesłać na adres")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sadzonki-nadlesnictwo",
        source="Nadleśnictwo Lipusz informuje, że wiosenna sprzedaż sadzonek z Gospodarstwa Szkółkarskiego w Dziemianach rozpocznie się we wtorek 9 kwietnia i potrwa do 26 kwietnia, o ile zapasy się nie wyczerpią. Oferujemy m.in. sosnę zwyczajną (0,45 zł/szt.), buka zwyczajnego (1,20 zł/szt.) i dąb szypułkowy (1,50 zł/szt.). Osoby prywatne mogą kupić jednorazowo nie więcej niż 500 sztuk. Zamówienia powyżej 100 sztuk należy złożyć co najmniej 3 dni wcześniej telefonicznie (58 687 12 40) lub mailowo. Sadzonki wydawane są od wtorku do piątku w godz. 7:30–13:00; w poniedziałki szkółka jest nieczynna. Sadzonki nie są objęte gwarancją przyjęcia się po posadzeniu.",
        good=[
            Good(
                "preserve",
                "Nadleśnictwo Lipusz zaprasza na wiosenną sprzedaż sadzonek z Gospodarstwa Szkółkarskiego w Dziemianach. Ruszamy we wtorek 9 kwietnia i sprzedajemy do 26 kwietnia – chyba że sadzonki skończą się wcześniej. W ofercie jest między innymi sosna zwyczajna za 0,45 zł, buk zwyczajny za 1,20 zł i dąb szypułkowy za 1,50 zł za sztukę. Osoba prywatna może za jednym razem kupić maksymalnie 500 sztuk. Jeśli chcesz więcej niż 100 sztuk, musisz je zamówić przynajmniej 3 dni wcześniej – telefonicznie pod numerem 58 687 12 40 albo mailem. Sadzonki wydajemy od wtorku do piątku w godzinach 7:30–13:00, w poniedziałki szkółka jest zamknięta. Nie dajemy gwarancji, że sadzonki przyjmą się po posadzeniu.",
            ),
            Good(
                "preserve",
                "Nadleśnictwo Lipusz uprzejmie informuje, że od wtorku 9 kwietnia do 26 kwietnia, do wyczerpania zapasów, prowadzona będzie wiosenna sprzedaż sadzonek z Gospodarstwa Szkółkarskiego w Dziemianach. Ceny wybranych gatunków: sosna zwyczajna – 0,45 zł/szt., buk zwyczajny – 1,20 zł/szt., dąb szypułkowy – 1,50 zł/szt. Jednorazowy zakup przez osobę prywatną jest ograniczony do 500 sztuk. Zamówienia przekraczające 100 sztuk należy zgłaszać telefonicznie (58 687 12 40) lub mailowo z co najmniej trzydniowym wyprzedzeniem. Wydawanie sadzonek odbywa się od wtorku do piątku w godz. 7:30–13:00; w poniedziałki szkółka pozostaje nieczynna. Nadleśnictwo nie udziela gwarancji przyjęcia się sadzonek po posadzeniu.",
            ),
            Good(
                "en",
                "Lipusz Forest District would like to announce that the spring sale of seedlings from the Dziemiany Nursery will start on Tuesday 9 April and run until 26 April, unless stocks run out sooner. Our range includes Scots pine (PLN 0.45 each), European beech (PLN 1.20 each) and pedunculate oak (PLN 1.50 each). Private individuals may buy no more than 500 seedlings at a time. Orders of more than 100 seedlings must be placed by phone (58 687 12 40) or e-mail at least 3 days in advance. Seedlings are handed out Tuesday to Friday, 7:30–13:00; the nursery is closed on Mondays. There is no guarantee that the seedlings will take root once planted.",
            ),
        ],
        bad=[
            Slip(2, [("will start on Tuesday 9 April", "will start on Tuesday 2 April")], "date"),
            Slip(
                0,
                [
                    (
                        "w poniedziałki szkółka jest zamknięta.",
                        "w poniedziałki szkółka jest zamknięta. Za sadzonki zapłacisz wyłącznie gotówką.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Nadleśnictwo nie udziela gwarancji", "Nadleśnictwo udziela gwarancji")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-antykwariat-skup",
        source="Antykwariat „Pod Globusem” skupuje książki wydane przed 1990 rokiem, stare mapy, pocztówki i czasopisma. Nie kupujemy podręczników szkolnych, encyklopedii ani egzemplarzy zniszczonych, zawilgoconych lub z podkreśleniami. Przy większych zbiorach (powyżej 200 tomów) możemy przyjechać na wycenę – na terenie Krakowa bezpłatnie, poza miastem za opłatą 1 zł za kilometr. Wycena na miejscu w antykwariacie trwa zwykle kilkanaście minut. Sprzedający musi okazać dokument tożsamości, a za książki o wartości powyżej 1000 zł płacimy wyłącznie przelewem. Zdjęcia zbiorów można wcześniej wysłać na adres skup@podglobusem.example.pl. Zapraszamy od wtorku do soboty w godz. 11:00–18:00, ul. Józefa 14.",
        good=[
            Good(
                "preserve",
                "Antykwariat „Pod Globusem” kupi od Ciebie książki wydane przed 1990 rokiem, a także stare mapy, pocztówki i czasopisma. Nie interesują nas podręczniki szkolne i encyklopedie ani książki zniszczone, zawilgocone czy z podkreśleniami. Jeśli masz dużą kolekcję – ponad 200 tomów – możemy przyjechać ją wycenić: w Krakowie za darmo, a poza miastem za 1 zł od kilometra. Wycena u nas w antykwariacie trwa zwykle kilkanaście minut. Przy sprzedaży musisz pokazać dokument tożsamości, a za książki warte ponad 1000 zł płacimy tylko przelewem. Zdjęcia zbiorów możesz przesłać wcześniej na skup@podglobusem.example.pl. Czekamy na Ciebie przy ul. Józefa 14 od wtorku do soboty, 11:00–18:00.",
            ),
            Good(
                "preserve",
                "Antykwariat „Pod Globusem” prowadzi skup książek wydanych przed 1990 r., dawnych map, pocztówek oraz czasopism. Skupem nie są objęte podręczniki szkolne, encyklopedie ani egzemplarze zniszczone, zawilgocone bądź zawierające podkreślenia. W przypadku zbiorów liczących ponad 200 tomów istnieje możliwość wyceny u klienta: bezpłatnie na terenie Krakowa, a poza jego granicami za opłatą 1 zł/km. Wycena w siedzibie antykwariatu zajmuje zazwyczaj kilkanaście minut. Sprzedający jest zobowiązany do okazania dokumentu tożsamości; należności powyżej 1000 zł regulowane są wyłącznie przelewem. Fotografie zbiorów można przesłać wcześniej na adres skup@podglobusem.example.pl. Godziny otwarcia: wtorek–sobota, 11:00–18:00, ul. Józefa 14.",
            ),
            Good(
                "en",
                "The “Pod Globusem” antiquarian bookshop buys books published before 1990, old maps, postcards and magazines. We do not buy school textbooks, encyclopaedias, or copies that are damaged, damp or have underlining in them. For larger collections (over 200 volumes), we can come out to value them – free of charge within Kraków and for PLN 1 per kilometre outside the city. A valuation in the shop usually takes somewhere between ten and twenty minutes. Sellers must show an identity document, and we pay for books worth more than PLN 1,000 only by bank transfer. You are welcome to send photos of your collection in advance to skup@podglobusem.example.pl. We are open Tuesday to Saturday, 11:00–18:00, at ul. Józefa 14.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie interesują nas podręczniki szkolne i encyklopedie ani książki",
                        "Chętnie kupimy też podręczniki szkolne i encyklopedie, ale nie książki",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Sellers must show an identity document",
                        "Sellers may show an identity document",
                    )
                ],
                "modality",
            ),
            Slip(1, [("skup@podglobusem.example.pl", "skup@pod-globusem.example.pl")], "url"),
        ],
    ),
    Case(
        key="pl-kino-plenerowe",
        source="Kino pod chmurką wraca na bulwary nad Wartą! Od 5 lipca do 30 sierpnia w każdy piątek i sobotę wyświetlimy filmy na dużym ekranie przy przystani Wartostrada. Seanse zaczynają się o zmroku, czyli w lipcu około 21:30, a w sierpniu około 20:45. Wstęp jest bezpłatny, ale liczba leżaków jest ograniczona do 150 – warto przynieść własny koc. Ze względów bezpieczeństwa nie wolno wnosić napojów w szkle. W razie deszczu seans zostanie odwołany; informację opublikujemy najpóźniej o 18:00 na profilu organizatora. Filmy dla dzieci pokazujemy w soboty, a repertuar znajdziecie na www.kinonadwarta.example.pl.",
        good=[
            Good(
                "preserve",
                "Kino pod chmurką znów na bulwarach nad Wartą! Między 5 lipca a 30 sierpnia w każdy piątek i każdą sobotę czekają na Was filmy na wielkim ekranie przy przystani Wartostrada. Startujemy, gdy zrobi się ciemno – w lipcu mniej więcej o 21:30, w sierpniu koło 20:45. Wstęp wolny, ale leżaków mamy tylko 150, więc dobrze jest wziąć ze sobą koc. Ze względów bezpieczeństwa napojów w szkle wnosić nie wolno. Jeśli będzie padać, seans odwołamy, a dowiecie się o tym najpóźniej o 18:00 z profilu organizatora. W soboty gramy filmy dla dzieci. Cały repertuar: www.kinonadwarta.example.pl.",
            ),
            Good(
                "preserve",
                "**Kino pod chmurką – bulwary nad Wartą**\n\n"
                "- Termin: 5 lipca – 30 sierpnia, w piątki i soboty, ekran przy przystani Wartostrada.\n"
                "- Początek seansów: o zmroku (lipiec – ok. 21:30, sierpień – ok. 20:45).\n"
                "- Wstęp bezpłatny; dostępnych jest jedynie 150 leżaków, dlatego zalecamy zabranie własnego koca.\n"
                "- Obowiązuje zakaz wnoszenia napojów w szklanych opakowaniach.\n"
                "- W przypadku deszczu seans zostanie odwołany – komunikat pojawi się na profilu organizatora nie później niż o 18:00.\n"
                "- Filmy dla dzieci wyświetlane są w soboty.\n\n"
                "Repertuar: www.kinonadwarta.example.pl",
            ),
            Good(
                "en",
                "Open-air cinema is back on the Warta riverside! From 5 July to 30 August, every Friday and Saturday, we'll be showing films on a big screen by the Wartostrada marina. Screenings start at dusk – around 21:30 in July and around 20:45 in August. Admission is free, but there are only 150 deckchairs, so it's a good idea to bring your own blanket. For safety reasons, drinks in glass are not allowed. If it rains, the screening will be cancelled; we'll post an announcement on the organiser's profile by 18:00 at the latest. Children's films are shown on Saturdays, and you can find the programme at www.kinonadwarta.example.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("- Termin: 5 lipca – 30 sierpnia", "- Termin: 5 lipca – 31 sierpnia")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "so it's a good idea to bring your own blanket.",
                        "so it's a good idea to bring your own blanket. Food trucks will be serving snacks every evening.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "w lipcu mniej więcej o 21:30, w sierpniu koło 20:45",
                        "w lipcu o 21:30, w sierpniu o 20:45",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-drukarnia-zaproszenia",
        source="Zamówienia na zaproszenia ślubne realizujemy w ciągu 10 dni roboczych od akceptacji projektu. Przed drukiem klient otrzymuje mailem cyfrowy projekt do zatwierdzenia – bez pisemnej akceptacji nie rozpoczynamy produkcji. Minimalny nakład to 30 sztuk; cena podstawowego wzoru wynosi 6,50 zł za sztukę z kopertą. Zaliczkę w wysokości 50% wartości zamówienia należy wpłacić w ciągu 3 dni od akceptacji projektu. Po zatwierdzeniu projektu nie odpowiadamy za błędy w treści, np. w nazwiskach czy datach, dlatego prosimy o dokładne sprawdzenie tekstu. Kolory na wydruku mogą nieznacznie różnić się od tych na ekranie. Zmiany po rozpoczęciu druku są możliwe tylko za dodatkową opłatą.",
        good=[
            Good(
                "preserve",
                "Zaproszenia ślubne przygotujemy w ciągu 10 dni roboczych od chwili, gdy zaakceptujesz projekt. Zanim zaczniemy drukować, wyślemy Ci mailem projekt cyfrowy do zatwierdzenia – produkcję rozpoczynamy dopiero po Twojej pisemnej akceptacji. Najmniejsze zamówienie to 30 sztuk, a podstawowy wzór kosztuje 6,50 zł za sztukę razem z kopertą. W ciągu 3 dni od akceptacji projektu trzeba wpłacić zaliczkę – połowę wartości zamówienia. Po zatwierdzeniu projektu nie bierzemy odpowiedzialności za błędy w treści, na przykład w nazwiskach lub datach, więc prosimy, sprawdź tekst bardzo uważnie. Kolory na wydruku mogą się trochę różnić od tych, które widzisz na ekranie. Gdy druk już się zaczął, zmiany wprowadzimy wyłącznie za dopłatą.",
            ),
            Good(
                "preserve",
                "Realizacja zamówień – zasady\n\n"
                "1. Termin realizacji zamówienia na zaproszenia ślubne wynosi 10 dni roboczych, licząc od dnia akceptacji projektu.\n"
                "2. Przed drukiem Klient otrzymuje drogą elektroniczną projekt cyfrowy do zatwierdzenia. Produkcja nie rozpoczyna się bez pisemnej akceptacji Klienta.\n"
                "3. Minimalny nakład wynosi 30 sztuk. Cena wzoru podstawowego: 6,50 zł/szt. wraz z kopertą.\n"
                "4. Klient jest zobowiązany wpłacić zaliczkę w wysokości 50% wartości zamówienia w terminie 3 dni od akceptacji projektu.\n"
                "5. Po zatwierdzeniu projektu Wykonawca nie ponosi odpowiedzialności za błędy w treści (m.in. w nazwiskach i datach), w związku z czym prosimy o staranną weryfikację tekstu.\n"
                "6. Kolorystyka wydruku może nieznacznie odbiegać od wyświetlanej na ekranie.\n"
                "7. Zmiany po rozpoczęciu druku są możliwe wyłącznie odpłatnie.",
            ),
            Good(
                "en",
                "We complete wedding invitation orders within 10 working days of the design being approved. Before printing, you will receive a digital proof by e-mail to approve – we do not start production without your written approval. The minimum order is 30 invitations; the basic design costs PLN 6.50 each, envelope included. A 50% deposit on the order value must be paid within 3 days of approving the design. Once the design has been approved, we are not responsible for mistakes in the text, such as in names or dates, so please check the wording carefully. Printed colours may differ slightly from those on screen. Changes after printing has begun can only be made for an additional fee.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Najmniejsze zamówienie to 30 sztuk", "Najmniejsze zamówienie to 50 sztuk")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "4. Klient jest zobowiązany wpłacić zaliczkę",
                        "4. Klient może wpłacić zaliczkę",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("we do not start production without", "we start production without")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gielda-mineralow",
        source="XIV Giełda Minerałów i Skamieniałości odbędzie się w dniach 12–13 października 2024 r. (sobota–niedziela) w hali Uniwersytetu Przyrodniczego przy ul. Wojska Polskiego 28. Zgłoszenia wystawców przyjmujemy do 15 września przez formularz na stronie www.gielda-mineralow.example.pl. Opłata za stoisko wynosi 150 zł za metr bieżący stołu na oba dni; minimalna długość stoiska to 2 m. Wystawcy mogą wjeżdżać na teren hali od 7:00, a stoiska muszą być gotowe przed otwarciem dla zwiedzających o 10:00. Zabroniona jest sprzedaż okazów chronionych i pochodzących z rezerwatów. Organizator nie zapewnia ochrony stoisk w nocy z soboty na niedzielę. Kontakt: wystawcy@gielda-mineralow.example.pl.",
        good=[
            Good(
                "preserve",
                "XIV Giełda Minerałów i Skamieniałości odbędzie się w weekend 12–13 października 2024 r. w hali Uniwersytetu Przyrodniczego przy ul. Wojska Polskiego 28. Jeśli chcesz wystawiać, zgłoś się do 15 września przez formularz na stronie www.gielda-mineralow.example.pl. Za stoisko płacisz 150 zł od każdego metra bieżącego stołu – ta kwota obejmuje oba dni. Stoisko musi mieć co najmniej 2 m długości. Na teren hali wjedziesz od 7:00, a stoisko trzeba przygotować, zanim o 10:00 wejdą zwiedzający. Nie wolno sprzedawać okazów chronionych ani pochodzących z rezerwatów. W nocy z soboty na niedzielę organizator nie pilnuje stoisk. Pytania: wystawcy@gielda-mineralow.example.pl.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że XIV Giełda Minerałów i Skamieniałości zostanie zorganizowana w sobotę i niedzielę, 12 i 13 października 2024 r., w hali Uniwersytetu Przyrodniczego (ul. Wojska Polskiego 28). Termin przyjmowania zgłoszeń wystawców upływa 15 września; zgłoszenia przyjmowane są za pośrednictwem formularza dostępnego na stronie www.gielda-mineralow.example.pl. Opłata za stoisko wynosi 150 zł za metr bieżący stołu (za oba dni), przy minimalnej długości stoiska wynoszącej 2 m. Wjazd wystawców na teren hali możliwy jest od godz. 7:00; stoiska muszą być w pełni przygotowane przed otwarciem giełdy dla zwiedzających o godz. 10:00. Obowiązuje zakaz sprzedaży okazów chronionych oraz pochodzących z rezerwatów. Organizator nie zapewnia ochrony stoisk w nocy z soboty na niedzielę. Kontakt: wystawcy@gielda-mineralow.example.pl.",
            ),
            Good(
                "en",
                "The 14th Minerals and Fossils Fair will take place on Saturday and Sunday, 12–13 October 2024, in the University of Life Sciences hall at ul. Wojska Polskiego 28. Exhibitor applications are accepted until 15 September via the form at www.gielda-mineralow.example.pl. A stand costs PLN 150 per running metre of table for both days, and stands must be at least 2 m long. Exhibitors can drive into the hall from 7:00, and stands must be set up before the fair opens to visitors at 10:00. Selling protected specimens or specimens taken from nature reserves is prohibited. The organiser does not provide security for stands overnight from Saturday to Sunday. Contact: wystawcy@gielda-mineralow.example.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Contact: wystawcy@gielda-mineralow.example.pl",
                        "Contact: wystawcy@gieldamineralow.example.pl",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "zgłoszeń wystawców upływa 15 września",
                        "zgłoszeń wystawców upływa 30 września",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "organizator nie pilnuje stoisk.",
                        "organizator nie pilnuje stoisk. Każdy wystawca dostaje dwie bezpłatne karty parkingowe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-nakretek",
        source="Szkoła Podstawowa nr 3 w Wieluniu zbiera plastikowe nakrętki na rehabilitację 7-letniego Kuby, naszego ucznia. Nakrętki można przynosić do pojemnika w kształcie serca przy wejściu głównym, od poniedziałku do piątku w godz. 7:30–16:00. Przyjmujemy wyłącznie nakrętki z tworzyw sztucznych – nie wrzucajcie metalowych kapsli, korków ani innych śmieci. Nakrętki powinny być czyste i suche. Za tonę nakrętek firma recyklingowa płaci około 800 zł, więc do zebrania kwoty na turnus rehabilitacyjny (ok. 4000 zł) potrzebujemy mniej więcej 5 ton. Dotychczas zebraliśmy około 1,2 tony. Zbiórka potrwa prawdopodobnie do końca roku szkolnego. Dziękujemy za każdą nakrętkę!",
        good=[
            Good(
                "preserve",
                "W Szkole Podstawowej nr 3 w Wieluniu zbieramy plastikowe nakrętki – pieniądze z nich pójdą na rehabilitację 7-letniego Kuby, który u nas się uczy. Nakrętki możecie przynosić do pojemnika w kształcie serca przy wejściu głównym, od poniedziałku do piątku między 7:30 a 16:00. Zbieramy tylko nakrętki plastikowe: prosimy, nie wrzucajcie metalowych kapsli, korków ani innych śmieci. Nakrętki powinny być czyste i suche. Firma recyklingowa płaci za tonę mniej więcej 800 zł, a turnus rehabilitacyjny kosztuje około 4000 zł – potrzebujemy więc około 5 ton. Na razie mamy około 1,2 tony. Zbiórka potrwa pewnie do końca roku szkolnego. Dziękujemy za każdą nakrętkę!",
            ),
            Good(
                "preserve",
                "**Zbiórka nakrętek dla Kuby** – SP nr 3 w Wieluniu\n\n"
                "Zbieramy plastikowe nakrętki na rehabilitację naszego 7-letniego ucznia, Kuby.\n"
                "- Gdzie i kiedy: pojemnik w kształcie serca przy wejściu głównym, pon.–pt. 7:30–16:00.\n"
                "- Co przyjmujemy: tylko nakrętki z tworzyw sztucznych. Bez metalowych kapsli, korków i innych śmieci. Nakrętki powinny być czyste i suche.\n"
                "- Cel: ok. 5 ton nakrętek – tyle potrzeba, by przy cenie ok. 800 zł za tonę uzbierać mniej więcej 4000 zł na turnus rehabilitacyjny.\n"
                "- Stan zbiórki: ok. 1,2 tony.\n"
                "- Zbiórka potrwa najpewniej do końca roku szkolnego.\n\n"
                "Dziękujemy za każdą nakrętkę!",
            ),
            Good(
                "en",
                "Primary School No. 3 in Wieluń is collecting plastic bottle caps to pay for rehabilitation for Kuba, one of our pupils, who is 7. You can bring caps to the heart-shaped container by the main entrance, Monday to Friday, 7:30–16:00. We only accept plastic caps – please don't put in metal crown caps, corks or any other rubbish. The caps should be clean and dry. A recycling company pays about PLN 800 per tonne, so to raise the roughly PLN 4,000 needed for a rehabilitation stay we need around 5 tonnes. So far we have collected approximately 1.2 tonnes. The collection will probably run until the end of the school year. Thank you for every single cap!",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "We only accept plastic caps – please don't put in metal crown caps, corks or any other rubbish.",
                        "We accept plastic caps as well as metal crown caps and corks – please don't put in any other rubbish.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Zbiórka potrwa pewnie do końca roku szkolnego.",
                        "Zbiórka potrwa do końca roku szkolnego.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("na turnus rehabilitacyjny.", "na turnus rehabilitacyjny w Ciechocinku.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sanatorium-nfz",
        source="Skierowanie na leczenie uzdrowiskowe finansowane przez NFZ może wystawić każdy lekarz ubezpieczenia zdrowotnego, w tym lekarz rodzinny. Lekarz przesyła je do oddziału wojewódzkiego NFZ w ciągu 14 dni od wystawienia. Zasady określa rozporządzenie Ministra Zdrowia z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową. Turnus trwa 21 dni. Pacjent częściowo pokrywa koszt wyżywienia i zakwaterowania oraz płaci opłatę uzdrowiskową, a dojazd finansuje w całości sam. Skierowanie musi być potwierdzane przez NFZ co 18 miesięcy. Pobyt osoby towarzyszącej nie jest finansowany przez NFZ, chyba że leczenie dotyczy dziecka. Status skierowania można sprawdzić na stronie pacjent.gov.pl.",
        good=[
            Good(
                "preserve",
                "Na leczenie w sanatorium w ramach NFZ może Cię skierować każdy lekarz ubezpieczenia zdrowotnego – również lekarz rodzinny. W ciągu 14 dni od wystawienia skierowania lekarz wysyła je do wojewódzkiego oddziału NFZ. Szczegóły reguluje rozporządzenie Ministra Zdrowia z 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową. Pobyt trwa 21 dni. Do wyżywienia i noclegu dopłacasz część kosztów, płacisz też opłatę uzdrowiskową, a dojazd opłacasz w całości z własnej kieszeni. NFZ musi potwierdzać skierowanie co 18 miesięcy. NFZ nie pokrywa pobytu osoby towarzyszącej – wyjątkiem jest leczenie dziecka. Co dzieje się ze skierowaniem, sprawdzisz na pacjent.gov.pl.",
            ),
            Good(
                "preserve",
                "**Kto wystawia skierowanie do sanatorium na NFZ?** Każdy lekarz ubezpieczenia zdrowotnego, także lekarz rodzinny, który następnie w ciągu 14 dni przesyła je do oddziału wojewódzkiego NFZ.\n\n"
                "**Jakie przepisy to regulują?** Rozporządzenie Ministra Zdrowia z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową.\n\n"
                "**Ile trwa turnus i co opłacam sam?** 21 dni. Częściowo płacisz za wyżywienie i zakwaterowanie, w całości za dojazd, a do tego opłatę uzdrowiskową.\n\n"
                "**Czy skierowanie trzeba potwierdzać?** Tak – NFZ musi je potwierdzać co 18 miesięcy.\n\n"
                "**Czy NFZ sfinansuje pobyt osoby towarzyszącej?** Nie, chyba że leczenie dotyczy dziecka.\n\n"
                "**Gdzie sprawdzę status skierowania?** Na pacjent.gov.pl.",
            ),
            Good(
                "en",
                "A referral for NFZ-funded spa treatment can be issued by any doctor working under the public health insurance scheme, including a GP. The doctor sends it to the regional branch of the NFZ within 14 days of issuing it. The rules are set out in the Regulation of the Minister of Health of 7 July 2011 on referral for spa treatment or spa rehabilitation. A stay lasts 21 days. Patients pay part of the cost of meals and accommodation as well as the spa fee, and they cover their travel costs in full. The referral has to be confirmed by the NFZ every 18 months. The NFZ does not pay for a companion's stay unless the treatment is for a child. You can check the status of your referral at pacjent.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Minister of Health of 7 July 2011", "Minister of Health of 7 July 2021")],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "NFZ musi potwierdzać skierowanie co 18 miesięcy",
                        "NFZ może potwierdzać skierowanie co 18 miesięcy",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Nie, chyba że leczenie dotyczy dziecka.",
                        "Tak, niezależnie od tego, czy leczenie dotyczy dziecka.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-butle-gazowe",
        source="Wymiana butli gazowych 11 kg odbywa się w naszym punkcie przy stacji paliw na ul. Przemysłowej 4 codziennie w godz. 6:00–22:00. Cena wymiany butli propan-butan wynosi 109 zł, a propanowej do wózków widłowych – 129 zł. Przyjmujemy wyłącznie butle sprawne technicznie, z aktualną datą legalizacji; butli uszkodzonych, skorodowanych lub po terminie nie wymieniamy. Zakup pierwszej butli bez oddania pustej kosztuje dodatkowo 180 zł (kaucja). Butlę należy przewozić w pozycji pionowej, zabezpieczoną przed przewróceniem, a w samochodzie osobowym można przewozić maksymalnie dwie butle. Nie wolno przechowywać butli w piwnicy ani w pobliżu źródeł ciepła. Dostawa do domu na terenie gminy: 15 zł.",
        good=[
            Good(
                "preserve",
                "Butle gazowe 11 kg wymienisz w naszym punkcie przy stacji paliw na ul. Przemysłowej 4 – codziennie od 6:00 do 22:00. Wymiana butli z propanem-butanem kosztuje 109 zł, a propanowej do wózków widłowych 129 zł. Bierzemy tylko butle sprawne technicznie, z ważną datą legalizacji. Uszkodzonych, skorodowanych ani przeterminowanych nie wymieniamy. Jeśli kupujesz pierwszą butlę i nie oddajesz pustej, doliczamy 180 zł kaucji. Butlę musisz wieźć w pozycji pionowej i zabezpieczyć ją, żeby się nie przewróciła; samochodem osobowym możesz przewieźć najwyżej dwie. Nie trzymaj butli w piwnicy ani blisko źródeł ciepła. Dowozimy butle do domu na terenie gminy za 15 zł.",
            ),
            Good(
                "preserve",
                "**Wymiana butli gazowych 11 kg – informacje dla klientów**\n\n"
                "Punkt wymiany: stacja paliw, ul. Przemysłowa 4; czynny codziennie, 6:00–22:00.\n"
                "- Wymiana butli propan-butan: 109 zł; butli propanowej do wózków widłowych: 129 zł.\n"
                "- Wymianie podlegają wyłącznie butle sprawne technicznie i z aktualną datą legalizacji. Butle uszkodzone, skorodowane lub z upływem terminu legalizacji nie są przyjmowane.\n"
                "- Zakup pierwszej butli bez zwrotu pustej: dodatkowo 180 zł kaucji.\n"
                "- Butlę należy transportować pionowo i zabezpieczyć przed przewróceniem. W samochodzie osobowym dopuszczalny jest przewóz maksymalnie dwóch butli.\n"
                "- Zabronione jest przechowywanie butli w piwnicach oraz w pobliżu źródeł ciepła.\n"
                "- Dostawa do domu na terenie gminy: 15 zł.",
            ),
            Good(
                "en",
                "You can exchange 11 kg gas cylinders at our point by the petrol station at ul. Przemysłowa 4, every day from 6:00 to 22:00. Exchanging a propane-butane cylinder costs PLN 109, and a propane cylinder for forklift trucks PLN 129. We only accept cylinders that are in good working order and have a valid certification date; we do not exchange cylinders that are damaged, corroded or out of date. If you buy your first cylinder without returning an empty one, there is an extra PLN 180 deposit. Cylinders must be transported upright and secured so they cannot tip over, and no more than two cylinders may be carried in a passenger car. Never store a cylinder in a cellar or near a source of heat. Home delivery within the municipality costs PLN 15.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie trzymaj butli w piwnicy ani blisko źródeł ciepła.",
                        "Trzymaj butle w piwnicy, byle nie blisko źródeł ciepła.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Cylinders must be transported upright",
                        "Cylinders should ideally be transported upright",
                    )
                ],
                "modality",
            ),
            Slip(1, [("dodatkowo 180 zł kaucji", "dodatkowo 80 zł kaucji")], "number"),
        ],
    ),
    Case(
        key="pl-licytacja-komornicza",
        source="Komornik Sądowy przy Sądzie Rejonowym w Opolu, Anna Kowalczyk, na podstawie art. 953 Kodeksu postępowania cywilnego zawiadamia, że w dniu 18 listopada 2024 r. o godz. 10:30 w budynku Sądu Rejonowego w Opolu, sala nr 214, odbędzie się pierwsza licytacja nieruchomości – lokalu mieszkalnego o pow. 48,2 m² przy ul. Ozimskiej 61/7, dla którego prowadzona jest księga wieczysta nr OP1O/00082451/3. Suma oszacowania wynosi 312 000 zł, a cena wywołania – trzy czwarte tej sumy, tj. 234 000 zł. Przystępujący do przetargu powinien złożyć rękojmię w wysokości 31 200 zł najpóźniej w dniu poprzedzającym licytację. Lokal można oglądać 4 listopada w godz. 12:00–13:00.",
        good=[
            Good(
                "preserve",
                "Anna Kowalczyk, komornik sądowy przy Sądzie Rejonowym w Opolu, ogłasza na podstawie art. 953 Kodeksu postępowania cywilnego pierwszą licytację mieszkania. Licytacja odbędzie się 18 listopada 2024 r. o 10:30 w Sądzie Rejonowym w Opolu, w sali nr 214. Sprzedawany jest lokal o powierzchni 48,2 m² przy ul. Ozimskiej 61/7 (księga wieczysta nr OP1O/00082451/3). Mieszkanie wyceniono na 312 000 zł, a licytacja zacznie się od trzech czwartych tej kwoty, czyli od 234 000 zł. Kto chce licytować, powinien najpóźniej dzień przed licytacją złożyć rękojmię – 31 200 zł. Mieszkanie można obejrzeć 4 listopada między 12:00 a 13:00.",
            ),
            Good(
                "preserve",
                "**Obwieszczenie o pierwszej licytacji nieruchomości** (art. 953 k.p.c.)\n\n"
                "Komornik Sądowy przy Sądzie Rejonowym w Opolu Anna Kowalczyk zawiadamia o pierwszej licytacji:\n"
                "- przedmiot: lokal mieszkalny o pow. 48,2 m², ul. Ozimska 61/7, KW nr OP1O/00082451/3;\n"
                "- termin i miejsce: 18 listopada 2024 r., godz. 10:30, Sąd Rejonowy w Opolu, sala nr 214;\n"
                "- suma oszacowania: 312 000 zł; cena wywołania (3/4 sumy oszacowania): 234 000 zł;\n"
                "- rękojmia: 31 200 zł – przystępujący do przetargu powinien ją złożyć najpóźniej w dniu poprzedzającym licytację;\n"
                "- oględziny: 4 listopada, 12:00–13:00.",
            ),
            Good(
                "en",
                "Anna Kowalczyk, court bailiff at the District Court in Opole, gives notice under Article 953 of the Code of Civil Procedure that the first auction of a property will be held on 18 November 2024 at 10:30 in room 214 of the District Court in Opole. The property is a 48.2 m² flat at ul. Ozimska 61/7, with land and mortgage register no. OP1O/00082451/3. It has been valued at PLN 312,000, and the starting price is three quarters of that amount, i.e. PLN 234,000. Anyone wishing to bid should lodge a deposit of PLN 31,200 no later than the day before the auction. The flat can be viewed on 4 November between 12:00 and 13:00.",
            ),
        ],
        bad=[
            Slip(1, [("(art. 953 k.p.c.)", "(art. 935 k.p.c.)")], "legal_reference"),
            Slip(2, [("on 18 November 2024 at 10:30", "on 28 November 2024 at 10:30")], "date"),
            Slip(0, [("czyli od 234 000 zł", "czyli od 243 000 zł")], "number"),
        ],
    ),
    Case(
        key="pl-oplata-miejscowa",
        source="Od 1 stycznia 2025 r. na terenie miasta Ustka pobierana jest opłata miejscowa w wysokości 3,50 zł za każdą dobę pobytu, zgodnie z uchwałą nr XIV/112/2024 Rady Miasta Ustka, podjętą na podstawie art. 17 ustawy o podatkach i opłatach lokalnych. Opłatę pobierają inkasenci – właściciele hoteli, pensjonatów i kwater prywatnych – którzy muszą wydać gościowi pokwitowanie. Z opłaty zwolnione są m.in. osoby przebywające w szpitalach oraz niewidomi i ich przewodnicy. Dzieci do lat 7 prawdopodobnie zostaną zwolnione od sezonu 2026 – projekt uchwały jest w konsultacjach. Wpływy, szacowane na około 2,4 mln zł rocznie, przeznaczone zostaną na utrzymanie plaż. Szczegóły: www.ustka.example.pl/oplata-miejscowa.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2025 r. w Ustce płaci się opłatę miejscową: 3,50 zł za każdą dobę pobytu. Wprowadziła ją uchwała nr XIV/112/2024 Rady Miasta Ustka, podjęta na podstawie art. 17 ustawy o podatkach i opłatach lokalnych. Pieniądze zbierają właściciele hoteli, pensjonatów i kwater prywatnych, którzy muszą dać Ci pokwitowanie. Nie płacą jej między innymi osoby przebywające w szpitalach oraz niewidomi i ich przewodnicy. Od sezonu 2026 zwolnione zostaną prawdopodobnie także dzieci do lat 7 – projekt uchwały jest teraz konsultowany. Miasto szacuje, że zbierze w ten sposób mniej więcej 2,4 mln zł rocznie, i przeznaczy te pieniądze na utrzymanie plaż. Więcej: www.ustka.example.pl/oplata-miejscowa.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z dniem 1 stycznia 2025 r. na terenie miasta Ustka obowiązuje opłata miejscowa w wysokości 3,50 zł za dobę pobytu. Podstawę jej poboru stanowi uchwała nr XIV/112/2024 Rady Miasta Ustka, podjęta na podstawie art. 17 ustawy o podatkach i opłatach lokalnych. Opłatę pobierają inkasenci (właściciele hoteli, pensjonatów i kwater prywatnych), którzy mają obowiązek wydać gościowi pokwitowanie. Zwolnienie przysługuje m.in. osobom przebywającym w szpitalach, osobom niewidomym i ich przewodnikom. Trwają konsultacje projektu uchwały, zgodnie z którym od sezonu 2026 zwolnieniem zostaną prawdopodobnie objęte dzieci do lat 7. Szacowane wpływy z opłaty, ok. 2,4 mln zł rocznie, zostaną przeznaczone na utrzymanie plaż. Szczegółowe informacje: www.ustka.example.pl/oplata-miejscowa.",
            ),
            Good(
                "en",
                "From 1 January 2025, a local visitor charge of PLN 3.50 per day of stay applies in the town of Ustka under Resolution No. XIV/112/2024 of Ustka Town Council, adopted pursuant to Article 17 of the Local Taxes and Charges Act. The charge is collected by the owners of hotels, guest houses and private rooms, acting as collectors, who must give guests a receipt. Those exempt include hospital patients and blind people and their guides. Children up to the age of 7 are likely to be exempted from the 2026 season – a draft resolution is currently under consultation. The revenue, estimated at around PLN 2.4 million a year, will be spent on maintaining the beaches. Details: www.ustka.example.pl/oplata-miejscowa.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Children up to the age of 7 are likely to be exempted",
                        "Children up to the age of 7 will be exempted",
                    )
                ],
                "hedge",
            ),
            Slip(
                0, [("www.ustka.example.pl/oplata-miejscowa", "www.ustka.example.pl/oplaty")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "którzy mają obowiązek wydać gościowi pokwitowanie",
                        "którzy mogą wydać gościowi pokwitowanie",
                    )
                ],
                "modality",
            ),
        ],
    ),
]

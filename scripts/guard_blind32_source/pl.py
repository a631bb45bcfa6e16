# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 32: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-sluza-kanal-augustowski",
        source="Komunikat administratora śluzy Przewięź na Kanale Augustowskim. W sezonie nawigacyjnym, od 1 maja do 30 września, śluza jest obsługiwana codziennie w godzinach 8:00–18:00. Śluzowanie odbywa się co 60 minut, a jednorazowo w komorze mieści się najwyżej 6 jednostek. Opłata za przejście wynosi 15 zł dla kajaka i 45 zł dla jachtu motorowego. Załogi muszą mieć założone kamizelki ratunkowe przez cały czas pobytu w komorze. Nie wolno cumować do wrót ani używać silnika podczas napełniania komory. Jednostki oczekujące powinny stać przy pomoście, w odległości co najmniej 50 m od wrót. W razie silnego wiatru obsługa może wstrzymać śluzowanie bez wcześniejszego uprzedzenia.",
        good=[
            Good(
                "preserve",
                "Śluza Przewięź na Kanale Augustowskim – informacja od administratora. Od 1 maja do 30 września, czyli w sezonie nawigacyjnym, śluza działa każdego dnia od 8:00 do 18:00. Śluzowanie odbywa się co godzinę, a w komorze mieści się jednocześnie maksymalnie 6 jednostek. Za przejście kajakiem zapłacisz 15 zł, a jachtem motorowym 45 zł. Przez cały czas przebywania w komorze wszyscy członkowie załogi muszą mieć na sobie kamizelki ratunkowe. Podczas napełniania komory nie wolno cumować do wrót ani używać silnika. Czekając na swoją kolej, jednostki powinny stanąć przy pomoście, co najmniej 50 m od wrót. Gdy wieje silny wiatr, obsługa może wstrzymać śluzowanie bez uprzedzenia.",
            ),
            Good(
                "preserve",
                "Administrator śluzy Przewięź (Kanał Augustowski) informuje, że w sezonie nawigacyjnym, trwającym od 1 maja do 30 września, obsługa śluzy prowadzona jest codziennie w godzinach 8:00–18:00. Śluzowania przeprowadza się w odstępach 60-minutowych; w komorze mieści się jednorazowo nie więcej niż 6 jednostek. Opłata za przejście kajaka wynosi 15 zł, natomiast jachtu motorowego – 45 zł. Członkowie załóg są zobowiązani do noszenia kamizelek ratunkowych przez cały pobyt w komorze. W trakcie napełniania komory zakazuje się cumowania do wrót oraz korzystania z silnika. Jednostki oczekujące powinny zatrzymać się przy pomoście w odległości minimum 50 m od wrót. Przy silnym wietrze obsługa zastrzega sobie możliwość wstrzymania śluzowania bez wcześniejszego uprzedzenia.",
            ),
            Good(
                "en",
                "Notice from the administrator of the Przewięź lock on the Augustów Canal. During the navigation season, from 1 May to 30 September, the lock operates daily from 8:00 to 18:00. Locking takes place every 60 minutes, and no more than 6 vessels fit in the chamber at one time. The passage fee is PLN 15 for a kayak and PLN 45 for a motor yacht. Crews must wear life jackets for the entire time they are in the chamber. Mooring to the gates and running the engine are not allowed while the chamber is filling. Waiting vessels should stay by the jetty, at least 50 m from the gates. In strong winds, the staff may suspend locking without prior notice.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 50 m od wrót", "co najmniej 30 m od wrót")], "number"),
            Slip(
                1,
                [
                    (
                        "zakazuje się cumowania do wrót oraz korzystania z silnika",
                        "dozwolone jest cumowanie do wrót, zakazuje się natomiast korzystania z silnika",
                    )
                ],
                "negation",
            ),
            Slip(2, [("from 1 May to 30 September", "from 1 May to 30 August")], "date"),
        ],
    ),
    Case(
        key="pl-cmentarz-przedluzenie-grobu",
        source="Zarząd Cmentarza Komunalnego w Kaliszu przypomina, że zgodnie z art. 7 ust. 1 ustawy o cmentarzach i chowaniu zmarłych grobu nie wolno użyć ponownie przed upływem 20 lat od pochowania. Po tym okresie miejsce może zostać przeznaczone do ponownego pochówku, jeżeli dysponent nie wniesie opłaty przedłużającej. Opłatę na kolejne 20 lat należy uiścić najpóźniej do 31 marca 2025 r. Wnioski przyjmuje biuro cmentarza przy ul. Rogatka 12, od poniedziałku do piątku w godzinach 7:30–15:30. Formularz można także pobrać ze strony www.cmentarz.kalisz.pl i przesłać pocztą. Dysponent grobu musi okazać dowód osobisty oraz dokument potwierdzający prawo do grobu.",
        good=[
            Good(
                "preserve",
                "Drodzy dysponenci grobów! Zarząd Cmentarza Komunalnego w Kaliszu przypomina: zgodnie z art. 7 ust. 1 ustawy o cmentarzach i chowaniu zmarłych grobu nie można użyć ponownie, zanim nie minie 20 lat od pochówku. Po upływie tego czasu, jeśli dysponent nie wniesie opłaty przedłużającej, miejsce może zostać przeznaczone na kolejny pochówek. Opłatę za następne 20 lat trzeba wnieść najpóźniej do 31 marca 2025 r. Wnioski składacie w biurze cmentarza przy ul. Rogatka 12, od poniedziałku do piątku w godz. 7:30–15:30. Formularz możecie też pobrać ze strony www.cmentarz.kalisz.pl i wysłać go pocztą. Dysponent grobu musi pokazać dowód osobisty i dokument potwierdzający prawo do grobu.",
            ),
            Good(
                "preserve",
                "Informacja Zarządu Cmentarza Komunalnego w Kaliszu. Na podstawie art. 7 ust. 1 ustawy o cmentarzach i chowaniu zmarłych ponowne użycie grobu przed upływem 20 lat od pochowania jest niedopuszczalne. Jeżeli po tym okresie dysponent nie wniesie opłaty przedłużającej, miejsce może zostać przeznaczone do ponownego pochówku. Termin wniesienia opłaty na kolejne 20 lat upływa 31 marca 2025 r. Wnioski przyjmowane są w biurze cmentarza (ul. Rogatka 12) od poniedziałku do piątku, 7:30–15:30; formularz dostępny jest również na stronie www.cmentarz.kalisz.pl i może zostać przesłany pocztą. Dysponent grobu ma obowiązek okazania dowodu osobistego oraz dokumentu potwierdzającego prawo do grobu.",
            ),
            Good(
                "en",
                "The Municipal Cemetery Board in Kalisz reminds you that, under Article 7(1) of the Act on Cemeteries and Burial of the Dead, a grave may not be reused until 20 years have passed since the burial. After that period, the plot may be allocated for another burial if the grave's holder does not pay the extension fee. The fee for a further 20 years must be paid by 31 March 2025 at the latest. Applications are accepted at the cemetery office at ul. Rogatka 12, Monday to Friday, 7:30–15:30. The form can also be downloaded from www.cmentarz.kalisz.pl and sent by post. The grave holder must present an identity card and a document confirming their right to the grave.",
            ),
        ],
        bad=[
            Slip(1, [("art. 7 ust. 1", "art. 17 ust. 1")], "legal_reference"),
            Slip(
                2,
                [("The grave holder must present", "The grave holder should present")],
                "modality",
            ),
            Slip(0, [("od poniedziałku do piątku", "od poniedziałku do soboty")], "date"),
        ],
    ),
    Case(
        key="pl-ostrzezenie-gololedz",
        source="Ostrzeżenie meteorologiczne 2. stopnia – gołoledź. Obowiązuje od godz. 21:00 we wtorek 14 stycznia do godz. 10:00 w środę 15 stycznia dla powiatów: nowotarskiego, tatrzańskiego i limanowskiego. Prognozuje się opady marznącego deszczu, powodujące gołoledź. Temperatura powietrza wyniesie od -3°C do 0°C. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. Na drogach lokalnych może być bardzo ślisko, a oblodzenie przewodów zwykle prowadzi do krótkotrwałych przerw w dostawie prądu. Kierowcy powinni ograniczyć prędkość i nie wyjeżdżać bez potrzeby. Piesi powinni zachować szczególną ostrożność na chodnikach i schodach. Ostrzeżenie może zostać przedłużone.",
        good=[
            Good(
                "preserve",
                "Gołoledź: ostrzeżenie 2. stopnia dla trzech powiatów – nowotarskiego, tatrzańskiego i limanowskiego. Ostrzeżenie obowiązuje od wtorku 14 stycznia, od godz. 21:00, do środy 15 stycznia, do godz. 10:00. Synoptycy prognozują marznący deszcz, który będzie powodował gołoledź, przy temperaturze od -3°C do 0°C. Prawdopodobieństwo, że zjawisko wystąpi, szacuje się na 80%. Na lokalnych drogach może być bardzo ślisko, a oblodzone przewody zazwyczaj powodują krótkie przerwy w dostawach prądu. Kierowcy powinni zwolnić i nie wyruszać w drogę bez potrzeby, a piesi – zachować szczególną ostrożność na chodnikach i schodach. Niewykluczone, że ostrzeżenie zostanie przedłużone.",
            ),
            Good(
                "preserve",
                "Uwaga, mieszkańcy powiatów nowotarskiego, tatrzańskiego i limanowskiego! Od wtorku 14 stycznia, godz. 21:00, do środy 15 stycznia, godz. 10:00, obowiązuje ostrzeżenie meteorologiczne 2. stopnia przed gołoledzią. Spodziewany jest marznący deszcz, a temperatura powietrza wyniesie od -3°C do 0°C. Prawdopodobieństwo wystąpienia zjawiska ocenia się na 80%. Na drogach lokalnych może zrobić się bardzo ślisko, a gdy przewody się oblodzą, zwykle dochodzi do krótkotrwałych przerw w dostawie prądu. Kierowcy, powinniście ograniczyć prędkość i nie wyjeżdżać bez potrzeby. Piesi także powinni zachować szczególną ostrożność na chodnikach i schodach. Ostrzeżenie może zostać przedłużone.",
            ),
            Good(
                "en",
                "Level 2 weather warning – glaze ice. Valid from 21:00 on Tuesday 14 January until 10:00 on Wednesday 15 January for the Nowy Targ, Tatra and Limanowa districts. Freezing rain is forecast, causing glaze ice. Air temperatures will range from -3°C to 0°C. The probability of the phenomenon occurring is estimated at 80%. Local roads may be very slippery, and icing on power lines usually leads to short power outages. Drivers should reduce their speed and avoid travelling unless necessary. Pedestrians should take particular care on pavements and stairs. The warning may be extended.",
            ),
        ],
        bad=[
            Slip(2, [("usually leads", "leads")], "hedge"),
            Slip(
                0,
                [("i nie wyruszać w drogę bez potrzeby", "i nie rezygnować z wyjazdów")],
                "negation",
            ),
            Slip(1, [("ocenia się na 80%", "ocenia się na 60%")], "number"),
        ],
    ),
    Case(
        key="pl-szkolka-sadzonki-wysylka",
        source="Dzień dobry, dziękujemy za zamówienie nr 4471 w Szkółce Roślin „Zielony Jar”. Sadzonki z odkrytym korzeniem wysyłamy wyłącznie od 15 października do 30 listopada, dlatego Pani paczka zostanie nadana w pierwszym tygodniu tego okresu. Po odbiorze należy niezwłocznie rozpakować rośliny i namoczyć korzenie w wodzie przez 2–3 godziny. Jeżeli nie może Pani posadzić ich od razu, można je tymczasowo zadołować w wilgotnej ziemi. Reklamacje uszkodzeń przyjmujemy w ciągu 48 godzin od doręczenia, wyłącznie ze zdjęciami, pod adresem reklamacje@zielonyjar.pl. Rośliny posadzone w nieodpowiednim stanowisku nie podlegają reklamacji. Pozdrawiamy, zespół Zielonego Jaru",
        good=[
            Good(
                "preserve",
                "Dzień dobry! Bardzo dziękujemy za zamówienie nr 4471 złożone w Szkółce Roślin „Zielony Jar”. Rośliny z odkrytym korzeniem wysyłamy tylko w okresie od 15 października do 30 listopada, więc Pani paczkę nadamy w pierwszym tygodniu tego okresu. Zaraz po odebraniu przesyłki należy rozpakować sadzonki i namoczyć ich korzenie w wodzie na 2–3 godziny. Jeśli nie da się ich posadzić od razu, można je na jakiś czas zadołować w wilgotnej ziemi. Uszkodzenia można reklamować w ciągu 48 godzin od doręczenia – wyłącznie ze zdjęciami, na adres reklamacje@zielonyjar.pl. Reklamacji nie podlegają rośliny posadzone w nieodpowiednim stanowisku. Serdecznie pozdrawiamy – zespół Zielonego Jaru",
            ),
            Good(
                "preserve",
                "Szanowna Pani, dziękujemy za złożenie zamówienia nr 4471 w Szkółce Roślin „Zielony Jar”. Wysyłka sadzonek z odkrytym korzeniem realizowana jest wyłącznie w terminie 15 października – 30 listopada; Pani przesyłka zostanie nadana w pierwszym tygodniu tego terminu. Po otrzymaniu paczki rośliny należy niezwłocznie rozpakować, a ich korzenie namoczyć w wodzie przez 2–3 godziny. W przypadku braku możliwości natychmiastowego posadzenia dopuszczalne jest tymczasowe zadołowanie roślin w wilgotnej ziemi. Reklamacje dotyczące uszkodzeń przyjmowane są w ciągu 48 godzin od doręczenia, wyłącznie wraz ze zdjęciami, na adres reklamacje@zielonyjar.pl. Reklamacji nie podlegają rośliny posadzone w nieodpowiednim stanowisku. Z wyrazami szacunku – zespół Zielonego Jaru",
            ),
            Good(
                "en",
                "Hello, thank you for order no. 4471 from the “Zielony Jar” Plant Nursery. We ship bare-root seedlings only between 15 October and 30 November, so your parcel will be sent out in the first week of that period. Once it arrives, you need to unpack the plants without delay and soak the roots in water for 2–3 hours. If you cannot plant them straight away, you may temporarily heel them in moist soil. Claims for damage are accepted within 48 hours of delivery, only with photos, at reklamacje@zielonyjar.pl. Plants set in an unsuitable location are not eligible for a claim. Kind regards, the Zielony Jar team",
            ),
        ],
        bad=[
            Slip(2, [("reklamacje@zielonyjar.pl", "reklamacje@zielony-jar.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "dopuszczalne jest tymczasowe zadołowanie",
                        "konieczne jest tymczasowe zadołowanie",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "wyłącznie ze zdjęciami, na adres",
                        "wyłącznie ze zdjęciami i numerem listu przewozowego, na adres",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-osuwiska-beskid",
        source="Celem badania była ocena wpływu opadów ekstremalnych na aktywizację osuwisk w Beskidzie Niskim. Przeanalizowano 312 osuwisk zinwentaryzowanych w latach 2010–2022 w ramach projektu SOPO, zestawiając daty ich uruchomienia z dobowymi sumami opadów z 14 stacji. Wyniki wskazują, że przekroczenie progu 90 mm w ciągu 72 godzin prawdopodobnie zwiększa ryzyko aktywizacji niemal trzykrotnie, co jest zgodne z wcześniejszymi obserwacjami (Gil i Długosz, 2006; Bednarczyk, 2014). Zależność ta wydaje się słabsza na stokach zalesionych. Nie stwierdzono istotnego wpływu ekspozycji stoku. Uzyskane progi mogą posłużyć do kalibracji lokalnych systemów wczesnego ostrzegania, choć wymagają weryfikacji na niezależnych danych.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono, jak opady ekstremalne wpływają na aktywizację osuwisk w Beskidzie Niskim. Analizą objęto 312 osuwisk zinwentaryzowanych w projekcie SOPO w latach 2010–2022; daty ich uruchomienia porównano z dobowymi sumami opadów zarejestrowanymi na 14 stacjach. Uzyskane wyniki wskazują, że przekroczenie progu 90 mm w ciągu 72 godzin prawdopodobnie zwiększa ryzyko aktywizacji blisko trzykrotnie, co pozostaje w zgodzie z wcześniejszymi obserwacjami (Gil i Długosz, 2006; Bednarczyk, 2014). Na stokach zalesionych zależność ta wydaje się słabsza. Nie stwierdzono istotnego wpływu ekspozycji stoku. Otrzymane progi mogą zostać wykorzystane do kalibracji lokalnych systemów wczesnego ostrzegania, jednak wymagają one weryfikacji na niezależnych danych.",
            ),
            Good(
                "preserve",
                "Czy ekstremalne opady uruchamiają osuwiska w Beskidzie Niskim? Badacze przyjrzeli się 312 osuwiskom, które w latach 2010–2022 zinwentaryzowano w ramach projektu SOPO, i porównali daty ich uruchomienia z dobowymi sumami opadów z 14 stacji. Wyniki wskazują, że gdy w ciągu 72 godzin spadnie ponad 90 mm deszczu, ryzyko aktywizacji osuwiska prawdopodobnie rośnie prawie trzykrotnie – co zgadza się z wcześniejszymi obserwacjami (Gil i Długosz, 2006; Bednarczyk, 2014). Na zalesionych stokach ta zależność wydaje się słabsza. Nie stwierdzono natomiast, by ekspozycja stoku miała istotny wpływ. Wyznaczone progi mogą pomóc w kalibracji lokalnych systemów wczesnego ostrzegania, ale trzeba je jeszcze zweryfikować na niezależnych danych.",
            ),
            Good(
                "en",
                "The aim of the study was to assess how extreme rainfall affects landslide activation in the Low Beskids. We analysed 312 landslides inventoried between 2010 and 2022 under the SOPO project, comparing their activation dates with daily precipitation totals from 14 stations. The results indicate that exceeding a threshold of 90 mm within 72 hours probably increases the risk of activation almost threefold, which is consistent with earlier observations (Gil and Długosz, 2006; Bednarczyk, 2014). This relationship appears weaker on forested slopes. No significant effect of slope aspect was found. The thresholds obtained could be used to calibrate local early warning systems, although they require verification on independent data.",
            ),
        ],
        bad=[
            Slip(0, [("Bednarczyk, 2014", "Bednarczyk, 2016")], "citation"),
            Slip(2, [("probably increases", "increases")], "hedge"),
            Slip(1, [("z 14 stacji", "z 41 stacji")], "number"),
        ],
    ),
    Case(
        key="pl-changelog-kafelki-cli",
        source="""## [2.4.0] – 2024-06-03

### Dodano
- Nowa flaga `--max-zoom` ogranicza poziom powiększenia generowanych kafelków (domyślnie 18).
- Polecenie `kafelki verify` sprawdza sumy kontrolne w katalogu wyjściowym.

### Zmieniono
- **Uwaga:** plik konfiguracyjny musi się teraz nazywać `kafelki.toml`; stara nazwa `.kafelkirc` nie jest już obsługiwana.
- Renderowanie jest zwykle o około 30% szybsze dzięki buforowaniu geometrii.

### Usunięto
- Flaga `--legacy-png`. Zamiast niej należy używać `--format png`.

Wersja wymaga Pythona 3.10 lub nowszego.""",
        good=[
            Good(
                "preserve",
                """## [2.4.0] – 2024-06-03

### Dodano
- Flaga `--max-zoom` pozwala ograniczyć poziom powiększenia generowanych kafelków (domyślna wartość: 18).
- Nowe polecenie `kafelki verify` weryfikuje sumy kontrolne w katalogu wyjściowym.

### Zmieniono
- **Uwaga:** od tej wersji plik konfiguracyjny musi mieć nazwę `kafelki.toml`; dotychczasowa nazwa `.kafelkirc` przestała być obsługiwana.
- Dzięki buforowaniu geometrii renderowanie przebiega zazwyczaj mniej więcej o 30% szybciej.

### Usunięto
- Flagę `--legacy-png` – w jej miejsce należy stosować `--format png`.

Ta wersja wymaga Pythona 3.10 lub nowszego.""",
            ),
            Good(
                "preserve",
                """## Wersja 2.4.0 (2024-06-03)

### Co nowego
- `--max-zoom` – nowa flaga, którą ograniczysz poziom powiększenia generowanych kafelków; domyślnie wynosi on 18.
- `kafelki verify` – polecenie, które sprawdza sumy kontrolne w katalogu wyjściowym.

### Co się zmieniło
- **Uwaga:** Twój plik konfiguracyjny musi teraz nazywać się `kafelki.toml`; stara nazwa `.kafelkirc` nie jest już obsługiwana.
- Renderowanie działa zwykle około 30% szybciej, bo geometria jest buforowana.

### Co usunięto
- Flagę `--legacy-png`; zamiast niej używaj `--format png`.

Do działania tej wersji potrzebny jest Python 3.10 lub nowszy.""",
            ),
            Good(
                "en",
                """## [2.4.0] – 2024-06-03

### Added
- New `--max-zoom` flag limits the zoom level of generated tiles (default 18).
- The `kafelki verify` command checks checksums in the output directory.

### Changed
- **Note:** the configuration file must now be named `kafelki.toml`; the old `.kafelkirc` name is no longer supported.
- Rendering is usually about 30% faster thanks to geometry caching.

### Removed
- The `--legacy-png` flag. Use `--format png` instead.

This release requires Python 3.10 or newer.""",
            ),
        ],
        bad=[
            Slip(2, [("`--format png`", "`--output png`")], "code"),
            Slip(0, [("### Zmieniono\n", "Zmieniono\n")], "markdown"),
            Slip(1, [("nie jest już obsługiwana", "jest nadal obsługiwana")], "negation"),
        ],
    ),
    Case(
        key="pl-kredyt-konsumencki-odstapienie",
        source="Informacja o prawie odstąpienia od umowy o kredyt konsumencki. Zgodnie z art. 53 ust. 1 ustawy o kredycie konsumenckim może Pan/Pani odstąpić od umowy w terminie 14 dni od dnia jej zawarcia, bez podawania przyczyny. Oświadczenie należy przesłać na adres Banku lub złożyć w oddziale; do zachowania terminu wystarczy jego wysłanie przed upływem 14 dni. Najpóźniej w ciągu 30 dni od złożenia oświadczenia musi Pan/Pani zwrócić wypłacony kapitał wraz z odsetkami za okres od wypłaty do dnia spłaty (art. 54 ust. 1). Przy kwocie 20 000 zł odsetki dzienne wynoszą 5,21 zł. Bank nie może żądać innych kosztów, z wyjątkiem bezzwrotnych opłat poniesionych na rzecz organów administracji publicznej.",
        good=[
            Good(
                "preserve",
                "Masz prawo odstąpić od umowy o kredyt konsumencki. Zgodnie z art. 53 ust. 1 ustawy o kredycie konsumenckim możesz to zrobić w ciągu 14 dni od dnia zawarcia umowy i nie musisz podawać powodu. Oświadczenie wyślij na adres Banku albo złóż w oddziale – termin zostanie dotrzymany, jeśli wyślesz je przed upływem 14 dni. Najpóźniej w ciągu 30 dni od złożenia oświadczenia musisz zwrócić wypłacony kapitał razem z odsetkami naliczonymi od dnia wypłaty do dnia spłaty (art. 54 ust. 1). Przy kredycie w kwocie 20 000 zł odsetki za jeden dzień to 5,21 zł. Bank nie może żądać od Ciebie żadnych innych kosztów poza bezzwrotnymi opłatami poniesionymi na rzecz organów administracji publicznej.",
            ),
            Good(
                "preserve",
                "Pouczenie o prawie odstąpienia od umowy o kredyt konsumencki. Na podstawie art. 53 ust. 1 ustawy o kredycie konsumenckim konsument jest uprawniony do odstąpienia od umowy, bez podania przyczyny, w terminie 14 dni od dnia jej zawarcia. Oświadczenie o odstąpieniu należy przesłać na adres Banku albo złożyć w oddziale Banku; dla zachowania terminu wystarczające jest wysłanie oświadczenia przed upływem 14 dni. Konsument jest obowiązany zwrócić wypłacony kapitał wraz z odsetkami należnymi za okres od dnia wypłaty do dnia spłaty, nie później niż w terminie 30 dni od dnia złożenia oświadczenia (art. 54 ust. 1). Dla kwoty 20 000 zł odsetki dzienne wynoszą 5,21 zł. Bank nie jest uprawniony do żądania żadnych innych kosztów, za wyjątkiem bezzwrotnych opłat poniesionych na rzecz organów administracji publicznej.",
            ),
            Good(
                "en",
                "Information on the right to withdraw from a consumer credit agreement. Under Article 53(1) of the Consumer Credit Act, you may withdraw from the agreement within 14 days of the date it was concluded, without giving any reason. The statement must be sent to the Bank's address or submitted at a branch; to meet the deadline, it is enough to send it before the 14 days expire. No later than 30 days after submitting the statement, you must repay the capital disbursed together with interest for the period from disbursement to the date of repayment (Article 54(1)). For an amount of PLN 20,000, daily interest is PLN 5.21. The Bank may not demand any other costs, except for non-refundable fees paid to public administration authorities.",
            ),
        ],
        bad=[
            Slip(2, [("(Article 54(1))", "(Article 45(1))")], "legal_reference"),
            Slip(0, [("5,21 zł", "5,12 zł")], "number"),
            Slip(
                1, [("Konsument jest obowiązany zwrócić", "Konsument powinien zwrócić")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-recykling-szkla-zasady",
        source="""# Jak segregować szkło?

Do **zielonego pojemnika** wrzucamy:
- butelki i słoiki po napojach i żywności,
- szklane opakowania po kosmetykach.

**Nie wrzucamy**: szyb okiennych, luster, ceramiki, porcelany, żarówek ani szkła żaroodpornego – mają one inną temperaturę topnienia i mogą zanieczyścić całą partię surowca.

Opakowań nie trzeba myć, ale należy je opróżnić. Nakrętki i kapsle warto zdjąć i wrzucić do pojemnika na metale i tworzywa sztuczne. Pojemniki opróżniane są co 2 tygodnie, w czwartki. Stłuczkę szklaną powyżej 5 kg należy oddać do PSZOK przy ul. Składowej 4.""",
        good=[
            Good(
                "preserve",
                """# Szkło – co gdzie wyrzucić?

Do **zielonego pojemnika** trafiają:
- słoiki i butelki po żywności i napojach,
- szklane opakowania po kosmetykach.

**Nie wyrzucaj tam** szyb okiennych, luster, ceramiki, porcelany, żarówek ani szkła żaroodpornego. Topią się one w innej temperaturze i mogą zanieczyścić całą partię surowca.

Nie musisz myć opakowań, ale pamiętaj, żeby je opróżnić. Nakrętki i kapsle najlepiej zdjąć i wrzucić do pojemnika na metale i tworzywa sztuczne. Pojemniki są opróżniane co dwa tygodnie, w czwartki. Jeśli masz ponad 5 kg stłuczki szklanej, oddaj ją do PSZOK przy ul. Składowej 4.""",
            ),
            Good(
                "preserve",
                """# Zasady segregacji szkła

Do **zielonego pojemnika** należy wrzucać:
- butelki i słoiki po napojach oraz żywności,
- szklane opakowania po kosmetykach.

**Zabronione jest wrzucanie** szyb okiennych, luster, ceramiki, porcelany, żarówek oraz szkła żaroodpornego – ze względu na odmienną temperaturę topnienia odpady te mogą zanieczyścić całą partię surowca.

Mycie opakowań nie jest wymagane, konieczne jest natomiast ich opróżnienie. Zaleca się zdjęcie nakrętek i kapsli oraz wrzucenie ich do pojemnika na metale i tworzywa sztuczne. Pojemniki są opróżniane w czwartki, co 2 tygodnie. Stłuczkę szklaną o masie przekraczającej 5 kg należy przekazać do PSZOK przy ul. Składowej 4.""",
            ),
            Good(
                "en",
                """# How to sort glass

Put in the **green container**:
- bottles and jars from drinks and food,
- glass cosmetics packaging.

**Do not put in**: window panes, mirrors, ceramics, porcelain, light bulbs or heat-resistant glass – they have a different melting point and may contaminate an entire batch of raw material.

Packaging does not need to be washed, but it must be emptied. It is a good idea to remove caps and lids and put them in the container for metals and plastics. The containers are emptied every 2 weeks, on Thursdays. Broken glass over 5 kg must be taken to the PSZOK (selective waste collection point) at ul. Składowa 4.""",
            ),
        ],
        bad=[
            Slip(0, [("**Nie wyrzucaj tam**", "Nie wyrzucaj tam")], "markdown"),
            Slip(
                1,
                [("Mycie opakowań nie jest wymagane", "Mycie opakowań jest wymagane")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "- glass cosmetics packaging.",
                        "- glass cosmetics packaging,\n- drinking glasses and glass vases.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-posluszenstwa-psow",
        source="Szkoła Psiego Posłuszeństwa „Merdam” zaprasza na kurs podstawowy dla psów w wieku od 5 do 12 miesięcy. Zajęcia rozpoczynają się w sobotę 7 września i odbywają się przez 8 tygodni, w soboty o 10:00, na placu przy ul. Leśnej 3. Koszt kursu wynosi 480 zł, a grupa liczy maksymalnie 6 psów. Każdy pies musi mieć aktualne szczepienie przeciw wściekliźnie – książeczkę należy okazać na pierwszych zajęciach. Prosimy zabrać smakołyki i smycz o długości co najmniej 2 m. Nie używamy kolczatek ani obroży elektrycznych, a psy z nich korzystające nie zostaną dopuszczone do zajęć. Suczki w cieczce powinny opuścić zajęcia i mogą odrobić je w kolejnej edycji.",
        good=[
            Good(
                "preserve",
                "Masz psa w wieku od 5 do 12 miesięcy? Szkoła Psiego Posłuszeństwa „Merdam” zaprasza na kurs podstawowy! Startujemy w sobotę 7 września. Kurs trwa 8 tygodni, a spotykamy się w soboty o 10:00 na placu przy ul. Leśnej 3. Cena to 480 zł, a w grupie będzie najwyżej 6 psów. Każdy pies musi być aktualnie zaszczepiony przeciw wściekliźnie – na pierwszych zajęciach trzeba pokazać książeczkę. Prosimy, zabierzcie ze sobą smakołyki i smycz mającą co najmniej 2 m. Nie pracujemy z kolczatkami ani obrożami elektrycznymi; psy, które je noszą, nie zostaną dopuszczone do zajęć. Suczki w cieczce powinny zrobić sobie przerwę w zajęciach i mogą je odrobić w następnej edycji.",
            ),
            Good(
                "preserve",
                "Szkoła Psiego Posłuszeństwa „Merdam” ogłasza nabór na kurs podstawowy przeznaczony dla psów w wieku od 5 do 12 miesięcy. Kurs rozpocznie się w sobotę 7 września i potrwa 8 tygodni; zajęcia prowadzone będą w soboty o godz. 10:00 na placu przy ul. Leśnej 3. Opłata za kurs wynosi 480 zł, a liczebność grupy nie przekracza 6 psów. Warunkiem udziału jest aktualne szczepienie psa przeciw wściekliźnie, potwierdzone książeczką okazaną na pierwszych zajęciach. Uczestników prosimy o zabranie smakołyków oraz smyczy o długości minimum 2 m. W szkole nie stosuje się kolczatek ani obroży elektrycznych; psy w nie wyposażone nie zostaną dopuszczone do zajęć. Suczki w okresie cieczki powinny opuścić zajęcia, z możliwością ich odrobienia w kolejnej edycji.",
            ),
            Good(
                "en",
                "The “Merdam” Dog Obedience School invites you to a basic course for dogs aged 5 to 12 months. Classes start on Saturday 7 September and run for 8 weeks, on Saturdays at 10:00, at the training ground at ul. Leśna 3. The course costs PLN 480, and each group has a maximum of 6 dogs. Every dog must have a current rabies vaccination – the vaccination booklet must be shown at the first class. Please bring treats and a lead at least 2 m long. We do not use prong collars or electric collars, and dogs wearing them will not be admitted to classes. Females in heat should skip classes and may make them up in the next edition.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("rozpocznie się w sobotę 7 września", "rozpocznie się w sobotę 14 września")],
                "date",
            ),
            Slip(2, [("Every dog must have", "Every dog should have")], "modality"),
            Bad(
                "en",
                "Szkoła Psiego Posłuszeństwa „Merdam” zaprasza na kurs podstawowy dla psów od 5. do 12. miesiąca życia. Pierwsze zajęcia odbędą się w sobotę 7 września, a cały kurs trwa 8 tygodni – spotkania są w soboty o 10:00 na placu przy ul. Leśnej 3. Kurs kosztuje 480 zł, grupa liczy maksymalnie 6 psów. Każdy pies musi mieć aktualne szczepienie przeciw wściekliźnie, a książeczkę należy okazać na pierwszych zajęciach. Prosimy o zabranie smakołyków i smyczy o długości co najmniej 2 m. Nie używamy kolczatek ani obroży elektrycznych – psy w nich nie zostaną dopuszczone do zajęć. Suczki w cieczce powinny opuścić zajęcia, a odrobić je mogą w kolejnej edycji.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-stomatologia-lakowanie-dzieci",
        source="Lakowanie zębów u dzieci – informacja dla rodziców. Zabieg polega na wypełnieniu bruzd na powierzchni zębów trzonowych specjalną żywicą i zwykle trwa około 10 minut na jeden ząb. Zalecamy wykonanie go jak najszybciej po wyrznięciu się zębów stałych, czyli najczęściej między 6. a 8. rokiem życia. Lakowanie nie wymaga znieczulenia ani wiercenia. Według badań może ono zmniejszyć ryzyko próchnicy bruzd nawet o 70%, ale nie zastępuje codziennego szczotkowania zębów. Przez 2 godziny po zabiegu dziecko nie powinno jeść. Lak warto kontrolować podczas wizyt co 6 miesięcy. Dla dzieci do 18. roku życia zabieg jest refundowany przez NFZ w przypadku pierwszych i drugich zębów trzonowych stałych.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice, lakowanie to zabieg, podczas którego bruzdy na zębach trzonowych wypełnia się specjalną żywicą. Na jeden ząb potrzeba zazwyczaj ok. 10 minut. Zalecamy, by wykonać je jak najszybciej po tym, jak wyrżną się zęby stałe – najczęściej dzieje się to między 6. a 8. rokiem życia. Nie trzeba przy nim ani znieczulenia, ani wiercenia. Według badań lakowanie może zmniejszyć ryzyko próchnicy bruzd nawet o 70%, ale nie zastąpi codziennego szczotkowania zębów. Przez 2 godziny po wizycie dziecko nie powinno nic jeść. Warto sprawdzać stan laku na wizytach kontrolnych co 6 miesięcy. Dzieciom do 18. roku życia NFZ refunduje zabieg na pierwszych i drugich stałych zębach trzonowych.",
            ),
            Good(
                "preserve",
                "Informacja dla rodziców dotycząca lakowania zębów u dzieci. Lakowanie polega na uszczelnieniu bruzd na powierzchni zębów trzonowych przy użyciu specjalnej żywicy; czas zabiegu wynosi zwykle ok. 10 minut na ząb. Zaleca się jego przeprowadzenie możliwie szybko po wyrznięciu zębów stałych, co następuje najczęściej w wieku 6–8 lat. Procedura nie wymaga znieczulenia ani opracowania wiertłem. Dane z badań wskazują, że lakowanie może obniżyć ryzyko próchnicy bruzd nawet o 70%; nie zastępuje ono jednak codziennego szczotkowania zębów. Dziecko nie powinno spożywać posiłków przez 2 godziny po zabiegu. Stan laku warto kontrolować w trakcie wizyt odbywanych co 6 miesięcy. U pacjentów do 18. roku życia zabieg na pierwszych i drugich stałych zębach trzonowych jest refundowany przez NFZ.",
            ),
            Good(
                "en",
                "Fissure sealing in children – information for parents. The procedure involves filling the grooves on the surface of the molars with a special resin and usually takes about 10 minutes per tooth. We recommend having it done as soon as possible after the permanent teeth erupt, which most often happens between the ages of 6 and 8. Sealing requires no anaesthesia and no drilling. According to research, it can reduce the risk of fissure decay by up to 70%, but it does not replace daily brushing. The child should not eat for 2 hours after the procedure. It is worth having the sealant checked at visits every 6 months. For children up to 18 years of age, the procedure is reimbursed by the NFZ for the first and second permanent molars.",
            ),
        ],
        bad=[
            Slip(0, [("potrzeba zazwyczaj ok. 10 minut", "potrzeba ok. 10 minut")], "hedge"),
            Slip(2, [("by up to 70%", "by up to 90%")], "number"),
            Slip(
                1,
                [
                    (
                        "Procedura nie wymaga znieczulenia ani opracowania wiertłem.",
                        "Procedura wymaga znieczulenia, ale nie opracowania wiertłem.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-rotacja-kopii",
        source="""## Rotacja kopii zapasowych

Skrypt `rotuj.sh` usuwa stare archiwa z katalogu `/var/backups/db`, zachowując 7 kopii dziennych i 4 tygodniowe. Należy go uruchamiać z uprawnieniami użytkownika `backup`, nigdy jako root.

Przykładowy wpis w crontabie (codziennie o 2:30):

`30 2 * * * /opt/rotuj/rotuj.sh --dry-run=no`

Przed pierwszym użyciem zalecamy uruchomienie z flagą `--dry-run`, która tylko wypisuje pliki do usunięcia. Skrypt może działać nieprawidłowo na systemach plików NFS. Błędy są zapisywane w `/var/log/rotuj.log`.""",
        good=[
            Good(
                "preserve",
                """## Rotacja kopii zapasowych

`rotuj.sh` kasuje stare archiwa w katalogu `/var/backups/db` i pozostawia 7 kopii dziennych oraz 4 tygodniowe. Uruchamiaj go jako użytkownik `backup` – nigdy jako root.

Przykładowa linia crontaba uruchamiająca skrypt codziennie o 2:30:

`30 2 * * * /opt/rotuj/rotuj.sh --dry-run=no`

Zanim użyjesz skryptu po raz pierwszy, zalecamy uruchomić go z flagą `--dry-run` – wtedy jedynie wypisze pliki przeznaczone do usunięcia. Na systemach plików NFS skrypt może działać nieprawidłowo. Błędy trafiają do `/var/log/rotuj.log`.""",
            ),
            Good(
                "preserve",
                """## Rotacja kopii zapasowych

Zadaniem skryptu `rotuj.sh` jest usuwanie starych archiwów z katalogu `/var/backups/db`; zachowywanych jest przy tym 7 kopii dziennych i 4 kopie tygodniowe. Skrypt należy uruchamiać z uprawnieniami użytkownika `backup`. Uruchamianie go jako root jest niedopuszczalne.

Poniżej przykładowy wpis crontaba, który wywołuje skrypt każdego dnia o godzinie 2:30:

`30 2 * * * /opt/rotuj/rotuj.sh --dry-run=no`

Przed pierwszym uruchomieniem zaleca się użycie flagi `--dry-run`, przy której skrypt wyłącznie wypisuje pliki przeznaczone do usunięcia. W przypadku systemów plików NFS skrypt może działać nieprawidłowo. Informacje o błędach zapisywane są w pliku `/var/log/rotuj.log`.""",
            ),
            Good(
                "en",
                """## Backup rotation

The `rotuj.sh` script deletes old archives from the `/var/backups/db` directory, keeping 7 daily and 4 weekly copies. It must be run with the privileges of the `backup` user, never as root.

Example crontab entry (daily at 2:30):

`30 2 * * * /opt/rotuj/rotuj.sh --dry-run=no`

Before the first use, we recommend running it with the `--dry-run` flag, which only lists the files to be deleted. The script may not work correctly on NFS file systems. Errors are written to `/var/log/rotuj.log`.""",
            ),
        ],
        bad=[
            Slip(0, [("`/var/log/rotuj.log`", "`/var/log/rotuj/rotuj.log`")], "code"),
            Slip(1, [("zaleca się użycie flagi", "wymagane jest użycie flagi")], "modality"),
            Slip(2, [("(daily at 2:30)", "(daily at 3:30)")], "date"),
        ],
    ),
    Case(
        key="pl-abstrakt-warroza-kwas-szczawiowy",
        source="Warroza pozostaje główną przyczyną zimowych strat rodzin pszczelich w Europie (Genersch i in., 2010). W niniejszym badaniu porównano skuteczność kwasu szczawiowego podawanego metodą sublimacji i metodą polewania w 48 pasiekach z województwa lubelskiego w sezonach 2021/22 i 2022/23. Sublimacja usunęła średnio 93% roztoczy, a polewanie 87%. Różnica była istotna statystycznie (p = 0,02), jednak jej znaczenie praktyczne wydaje się ograniczone. Nie zaobserwowano wzrostu śmiertelności matek po żadnej z metod. Wyniki sugerują, że wybór metody może zależeć głównie od warunków pogodowych i wyposażenia pasieki, co potwierdza wcześniejsze doniesienia (Rademacher i Harz, 2006).",
        good=[
            Good(
                "preserve",
                "Warroza jest nadal główną przyczyną zimowych strat rodzin pszczelich w Europie (Genersch i in., 2010). Celem badania było porównanie skuteczności kwasu szczawiowego stosowanego metodą sublimacji oraz metodą polewania; badanie przeprowadzono w 48 pasiekach w województwie lubelskim w sezonach 2021/22 i 2022/23. Po sublimacji usunięto średnio 93% roztoczy, po polewaniu – 87%. Choć różnica okazała się istotna statystycznie (p = 0,02), jej praktyczne znaczenie wydaje się ograniczone. Po żadnej z metod nie zaobserwowano wzrostu śmiertelności matek. Uzyskane wyniki sugerują, że o wyborze metody mogą decydować przede wszystkim warunki pogodowe i wyposażenie pasieki, co potwierdza wcześniejsze doniesienia (Rademacher i Harz, 2006).",
            ),
            Good(
                "preserve",
                "Warroza to wciąż główny powód zimowych strat rodzin pszczelich w Europie (Genersch i in., 2010). Sprawdziliśmy, która metoda podawania kwasu szczawiowego działa lepiej: sublimacja czy polewanie. Badanie objęło 48 pasiek z województwa lubelskiego w sezonach 2021/22 i 2022/23. Sublimacja usuwała średnio 93% roztoczy, polewanie – 87%. Różnica jest istotna statystycznie (p = 0,02), ale jej znaczenie w praktyce wydaje się ograniczone. Po żadnej z metod nie zaobserwowaliśmy wzrostu śmiertelności matek. Wyniki sugerują, że przy wyborze metody mogą liczyć się głównie pogoda i wyposażenie pasieki – co potwierdzają też wcześniejsze doniesienia (Rademacher i Harz, 2006).",
            ),
            Good(
                "en",
                "Varroosis remains the main cause of winter colony losses in Europe (Genersch et al., 2010). This study compared the efficacy of oxalic acid administered by sublimation and by trickling in 48 apiaries in the Lublin Province over the 2021/22 and 2022/23 seasons. Sublimation removed an average of 93% of mites, and trickling 87%. The difference was statistically significant (p = 0.02), but its practical importance appears limited. No increase in queen mortality was observed after either method. The results suggest that the choice of method may depend mainly on weather conditions and apiary equipment, which confirms earlier reports (Rademacher and Harz, 2006).",
            ),
        ],
        bad=[
            Slip(2, [("(Rademacher and Harz, 2006)", "(Rademacher, 2006)")], "citation"),
            Slip(
                0,
                [
                    (
                        "jej praktyczne znaczenie wydaje się ograniczone",
                        "jej praktyczne znaczenie jest ograniczone",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Badanie objęło 48 pasiek", "Badanie objęło 48 pasiek ekologicznych")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-torfowiska-emisje",
        source="Torfowiska zajmują około 3% powierzchni lądów, lecz magazynują blisko jedną trzecią węgla glebowego (Yu i in., 2010). Celem pracy było oszacowanie emisji CO₂ z osuszonych torfowisk Biebrzańskiego Parku Narodowego. W latach 2019–2021 prowadzono pomiary komorowe na 24 powierzchniach badawczych. Średnia emisja z powierzchni osuszonych wyniosła 18,4 t CO₂ na hektar rocznie, podczas gdy na powierzchniach ponownie nawodnionych nie przekraczała 4 t. Efekt nawodnienia był widoczny dopiero po dwóch sezonach. Wyniki są zbieżne z danymi z Niemiec (Tiemeyer i in., 2016) i wskazują, że renaturyzacja prawdopodobnie jest jednym z najtańszych sposobów ograniczania emisji w rolnictwie, choć nie we wszystkich lokalizacjach jest wykonalna.",
        good=[
            Good(
                "preserve",
                "Choć torfowiska pokrywają ok. 3% powierzchni lądów, magazynują niemal jedną trzecią węgla glebowego (Yu i in., 2010). W pracy oszacowano emisję CO₂ z osuszonych torfowisk Biebrzańskiego Parku Narodowego. Pomiary metodą komorową wykonywano w latach 2019–2021 na 24 powierzchniach badawczych. Na powierzchniach osuszonych średnia emisja wynosiła 18,4 t CO₂/ha rocznie, a na powierzchniach ponownie nawodnionych nie przekraczała 4 t. Efekt nawodnienia ujawnił się dopiero po dwóch sezonach. Uzyskane wyniki są zbieżne z danymi z Niemiec (Tiemeyer i in., 2016) i wskazują, że renaturyzacja jest prawdopodobnie jednym z najtańszych sposobów ograniczania emisji w rolnictwie, chociaż nie wszędzie da się ją przeprowadzić.",
            ),
            Good(
                "preserve",
                "Torfowiska to zaledwie ok. 3% powierzchni lądów, a mimo to przechowują blisko jedną trzecią węgla zgromadzonego w glebach (Yu i in., 2010). Autorzy pracy postanowili oszacować, ile CO₂ uwalniają osuszone torfowiska w Biebrzańskim Parku Narodowym. Od 2019 do 2021 r. prowadzili pomiary komorowe na 24 powierzchniach badawczych. Osuszone fragmenty emitowały średnio 18,4 t CO₂ z hektara rocznie, a te ponownie nawodnione – nie więcej niż 4 t. Efekty nawodnienia stały się widoczne dopiero po dwóch sezonach. Wyniki pokrywają się z danymi z Niemiec (Tiemeyer i in., 2016) i wskazują, że renaturyzacja to prawdopodobnie jeden z najtańszych sposobów na ograniczenie emisji w rolnictwie, choć nie w każdym miejscu da się ją przeprowadzić.",
            ),
            Good(
                "en",
                "Peatlands cover about 3% of the land surface but store nearly one third of soil carbon (Yu et al., 2010). The aim of this work was to estimate CO₂ emissions from drained peatlands in Biebrza National Park. Chamber measurements were carried out on 24 study plots in 2019–2021. Mean emissions from drained plots were 18.4 t CO₂ per hectare per year, whereas on rewetted plots they did not exceed 4 t. The effect of rewetting became visible only after two seasons. The results are consistent with data from Germany (Tiemeyer et al., 2016) and indicate that restoration is probably one of the cheapest ways to reduce agricultural emissions, although it is not feasible in every location.",
            ),
        ],
        bad=[
            Slip(1, [("(Tiemeyer i in., 2016)", "(Tiemeyer i in., 2018)")], "citation"),
            Slip(
                2,
                [
                    (
                        "although it is not feasible in every location",
                        "and it is feasible in every location",
                    )
                ],
                "negation",
            ),
            Slip(0, [("18,4 t CO₂/ha", "16,4 t CO₂/ha")], "number"),
        ],
    ),
    Case(
        key="pl-kapielisko-zbiornik-sulejowski",
        source="Komunikat Urzędu Miasta Sulejów. Od 20 czerwca do 31 sierpnia na Zbiorniku Sulejowskim działa strzeżone kąpielisko „Przystań”, czynne codziennie od 10:00 do 18:00. Kąpiel poza wyznaczoną strefą jest zabroniona, a dzieci do lat 12 mogą przebywać w wodzie wyłącznie pod opieką dorosłych. W strefie dla pływających głębokość przekracza 2 m. Ratownicy mogą nakazać opuszczenie wody w razie burzy lub złej jakości wody. Aktualne wyniki badań sanepidu są wywieszane przy wejściu. Wprowadzanie psów na plażę jest zabronione. Na pomoście nie wolno skakać do wody. Parking przy ul. Jeziornej jest bezpłatny.",
        good=[
            Good(
                "preserve",
                "Urząd Miasta Sulejów informuje: od 20 czerwca do 31 sierpnia na Zbiorniku Sulejowskim działa strzeżone kąpielisko „Przystań”. Zapraszamy codziennie w godz. 10:00–18:00. Kąpać się można tylko w wyznaczonej strefie, a dzieci do 12 lat mogą wchodzić do wody wyłącznie pod opieką dorosłych. Pamiętajcie, że w strefie dla pływających jest ponad 2 m głębokości. W razie burzy albo złej jakości wody ratownicy mogą polecić wszystkim wyjście z wody. Aktualne wyniki badań sanepidu znajdziecie przy wejściu. Psów na plażę wprowadzać nie wolno, a z pomostu nie wolno skakać do wody. Parking przy ul. Jeziornej jest darmowy.",
            ),
            Good(
                "preserve",
                "Komunikat Urzędu Miasta Sulejów. W okresie od 20 czerwca do 31 sierpnia na Zbiorniku Sulejowskim funkcjonuje strzeżone kąpielisko „Przystań”, otwarte codziennie w godzinach 10:00–18:00. Obowiązuje zakaz kąpieli poza wyznaczoną strefą. Dzieci do lat 12 mogą przebywać w wodzie jedynie pod opieką osób dorosłych. Głębokość w strefie dla pływających wynosi ponad 2 m. W przypadku burzy lub złej jakości wody ratownicy są uprawnieni do nakazania opuszczenia wody. Bieżące wyniki badań sanepidu wywiesza się przy wejściu. Zabrania się wprowadzania psów na plażę oraz skakania do wody z pomostu. Parking przy ul. Jeziornej jest nieodpłatny.",
            ),
            Good(
                "en",
                "Announcement from Sulejów Town Hall. From 20 June to 31 August, the supervised bathing area “Przystań” on the Sulejów Reservoir is open every day from 10:00 to 18:00. Swimming outside the designated zone is prohibited, and children up to 12 years of age may be in the water only under adult supervision. In the swimmers' zone the water is more than 2 m deep. Lifeguards may order people out of the water in the event of a storm or poor water quality. Current sanitary inspection test results are posted at the entrance. Dogs are not allowed on the beach. Jumping into the water from the jetty is not permitted. Parking on ul. Jeziorna is free of charge.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Dogs are not allowed on the beach.", "Dogs are allowed on the beach.")],
                "negation",
            ),
            Slip(0, [("ratownicy mogą polecić", "ratownicy muszą polecić")], "modality"),
            Slip(1, [("w godzinach 10:00–18:00", "w godzinach 9:00–18:00")], "date"),
        ],
    ),
    Case(
        key="pl-aukcja-numizmatyczna",
        source="Regulamin aukcji nr 37 Gabinetu Numizmatycznego „Denar”. Aukcja odbędzie się 12 kwietnia 2025 r. o godz. 17:00 w siedzibie firmy oraz online pod adresem https://aukcje.denar.pl. Do wylicytowanej kwoty doliczana jest opłata aukcyjna w wysokości 18%. Zwycięzca musi zapłacić za wylicytowane obiekty w ciągu 7 dni od zakończenia aukcji. Przed aukcją obiekty można oglądać w siedzibie firmy po wcześniejszym umówieniu się. Stan zachowania monet określany jest według skali 1–5 i może się różnić od oceny innych firm. Licytacje korespondencyjne należy przesłać najpóźniej do 11 kwietnia, do godz. 20:00. Wysyłka zakupionych monet kosztuje 25 zł.",
        good=[
            Good(
                "preserve",
                "Regulamin aukcji nr 37 Gabinetu Numizmatycznego „Denar”. Aukcja zaplanowana jest na 12 kwietnia 2025 r., godz. 17:00 – odbędzie się w siedzibie firmy, a także online na stronie https://aukcje.denar.pl. Do wylicytowanej kwoty dolicza się opłatę aukcyjną w wysokości 18%. Zwycięzca ma obowiązek zapłacić za wylicytowane obiekty w ciągu 7 dni od zakończenia aukcji. Przed aukcją obiekty można obejrzeć w siedzibie firmy, ale trzeba się wcześniej umówić. Stan zachowania monet podajemy w skali 1–5; nasza ocena może się różnić od ocen innych firm. Licytacje korespondencyjne należy przesłać najpóźniej do 11 kwietnia, do godz. 20:00. Wysyłka kupionych monet kosztuje 25 zł.",
            ),
            Good(
                "preserve",
                "Zapraszamy na 37. aukcję Gabinetu Numizmatycznego „Denar”! Licytacja startuje 12 kwietnia 2025 r. o 17:00 – możesz wziąć w niej udział na miejscu, w naszej siedzibie, lub przez internet pod adresem https://aukcje.denar.pl. Pamiętaj, że do wylicytowanej kwoty doliczamy opłatę aukcyjną w wysokości 18%. Jeśli wygrasz, musisz zapłacić za wylicytowane obiekty w ciągu 7 dni od zakończenia aukcji. Przed aukcją możesz obejrzeć obiekty w naszej siedzibie – wystarczy, że wcześniej się umówisz. Stan zachowania monet oceniamy w skali 1–5, a nasza ocena może różnić się od oceny innych firm. Licytacje korespondencyjne trzeba przesłać najpóźniej 11 kwietnia do godz. 20:00. Wysyłka zakupionych monet to koszt 25 zł.",
            ),
            Good(
                "en",
                "Terms of auction no. 37 of the “Denar” Numismatic Cabinet. The auction will take place on 12 April 2025 at 17:00 at the company's premises and online at https://aukcje.denar.pl. An auction fee of 18% is added to the hammer price. The winning bidder must pay for the lots won within 7 days of the end of the auction. Before the auction, the items can be viewed at the company's premises by prior appointment. The condition of the coins is graded on a 1–5 scale and may differ from the grading of other firms. Absentee bids must be sent by 11 April, no later than 20:00. Shipping of purchased coins costs PLN 25.",
            ),
        ],
        bad=[
            Slip(1, [("https://aukcje.denar.pl", "https://denar.pl/aukcje")], "url"),
            Slip(2, [("An auction fee of 18%", "An auction fee of 15%")], "number"),
            Slip(
                0, [("Zwycięzca ma obowiązek zapłacić", "Zwycięzca powinien zapłacić")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-kwarantanna-roslin-import",
        source="Przywóz roślin spoza Unii Europejskiej – informacja dla podróżnych. Zgodnie z art. 72 ust. 1 rozporządzenia (UE) 2016/2031 rośliny, owoce i warzywa przywożone z państw trzecich muszą mieć świadectwo fitosanitarne. Wyjątek stanowią m.in. ananasy, banany, kokosy, daktyle i durian, które można przywieźć bez świadectwa. Nawet niewielka sadzonka czy kilka nasion może przenosić organizmy szkodliwe, które zwykle są trudne do wykrycia gołym okiem. Rośliny bez wymaganego dokumentu zostaną zatrzymane na granicy i prawdopodobnie zniszczone. Świadectwo wystawia urząd ochrony roślin w kraju pochodzenia, zazwyczaj nie wcześniej niż 14 dni przed wysyłką. Więcej informacji: www.piorin.gov.pl.",
        good=[
            Good(
                "preserve",
                "Wracasz z podróży spoza Unii Europejskiej z roślinami? Zgodnie z art. 72 ust. 1 rozporządzenia (UE) 2016/2031 rośliny, owoce i warzywa przywożone z państw trzecich muszą mieć świadectwo fitosanitarne. Bez świadectwa można przywieźć między innymi ananasy, banany, kokosy, daktyle i durian. Pamiętaj, że nawet mała sadzonka albo kilka nasion może przenosić organizmy szkodliwe, które zwykle trudno wykryć gołym okiem. Rośliny bez wymaganego dokumentu zostaną zatrzymane na granicy i prawdopodobnie zniszczone. Świadectwo wystawia urząd ochrony roślin w kraju pochodzenia – zazwyczaj nie wcześniej niż 14 dni przed wysyłką. Szczegóły znajdziesz na www.piorin.gov.pl.",
            ),
            Good(
                "preserve",
                "Informacja dla podróżnych dotycząca przywozu roślin z państw spoza Unii Europejskiej. Na mocy art. 72 ust. 1 rozporządzenia (UE) 2016/2031 rośliny, owoce i warzywa przywożone z państw trzecich wymagają świadectwa fitosanitarnego. Z obowiązku tego zwolnione są m.in. ananasy, banany, kokosy, daktyle oraz durian. Należy mieć na uwadze, że nawet niewielka sadzonka lub kilka nasion może przenosić organizmy szkodliwe, zazwyczaj trudne do wykrycia gołym okiem. Rośliny pozbawione wymaganego dokumentu zostaną zatrzymane na granicy i prawdopodobnie poddane zniszczeniu. Świadectwo wydaje urząd ochrony roślin kraju pochodzenia, zwykle nie wcześniej niż 14 dni przed wysyłką. Dodatkowe informacje dostępne są na stronie www.piorin.gov.pl.",
            ),
            Good(
                "en",
                "Bringing plants from outside the European Union – information for travellers. Under Article 72(1) of Regulation (EU) 2016/2031, plants, fruit and vegetables brought in from third countries must have a phytosanitary certificate. Exceptions include pineapples, bananas, coconuts, dates and durian, which may be brought in without a certificate. Even a small seedling or a few seeds can carry harmful organisms, which are usually hard to spot with the naked eye. Plants without the required document will be detained at the border and probably destroyed. The certificate is issued by the plant protection authority in the country of origin, usually no earlier than 14 days before dispatch. More information: www.piorin.gov.pl.",
            ),
        ],
        bad=[
            Slip(2, [("Regulation (EU) 2016/2031", "Regulation (EU) 2017/625")], "legal_reference"),
            Slip(1, [("i prawdopodobnie poddane zniszczeniu", "i poddane zniszczeniu")], "hedge"),
            Slip(
                0,
                [
                    (
                        "zostaną zatrzymane na granicy",
                        "zostaną na koszt podróżnego zatrzymane na granicy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-faq-vpn-wydzial",
        source="""**Jak połączyć się z siecią wydziału spoza uczelni?**

Należy zainstalować klienta OpenVPN i pobrać plik konfiguracyjny `wydzial.ovpn` ze strony https://it.wydzial-fizyki.edu.pl/vpn. Następnie uruchom polecenie `sudo openvpn --config wydzial.ovpn` i zaloguj się danymi z systemu USOS. Połączenie zwykle zestawia się w ciągu kilku sekund. Jeżeli trwa to dłużej niż 30 sekund, prawdopodobnie blokuje je zapora sieci, z której korzystasz. Nie udostępniaj pliku konfiguracyjnego innym osobom – jest przypisany do Twojego konta. Konto VPN wygasa automatycznie po 180 dniach; przedłużenie można zgłosić mailem na helpdesk@wydzial-fizyki.edu.pl.""",
        good=[
            Good(
                "preserve",
                """**Jak połączyć się z siecią wydziału, gdy jesteś poza uczelnią?**

Zainstaluj klienta OpenVPN i pobierz plik konfiguracyjny `wydzial.ovpn` ze strony https://it.wydzial-fizyki.edu.pl/vpn. Potem wpisz polecenie `sudo openvpn --config wydzial.ovpn` i zaloguj się danymi z USOS. Zazwyczaj połączenie nawiązuje się w kilka sekund. Jeśli trwa to ponad 30 sekund, prawdopodobnie blokuje je zapora w sieci, z której korzystasz. Pliku konfiguracyjnego nie przekazuj nikomu innemu – jest przypisany do Twojego konta. Konto VPN wygasa samo po 180 dniach; o przedłużenie możesz poprosić mailowo, pisząc na helpdesk@wydzial-fizyki.edu.pl.""",
            ),
            Good(
                "preserve",
                """**Połączenie z siecią wydziału spoza uczelni**

W celu nawiązania połączenia należy zainstalować klienta OpenVPN oraz pobrać plik konfiguracyjny `wydzial.ovpn` ze strony https://it.wydzial-fizyki.edu.pl/vpn. Następnie należy wykonać polecenie `sudo openvpn --config wydzial.ovpn` i zalogować się przy użyciu danych z systemu USOS. Zestawienie połączenia trwa zwykle kilka sekund. Czas dłuższy niż 30 sekund wskazuje prawdopodobnie na blokadę ze strony zapory w używanej sieci. Nie wolno udostępniać pliku konfiguracyjnego innym osobom, ponieważ jest on przypisany do konta użytkownika. Konto VPN wygasa automatycznie po 180 dniach; o przedłużenie można wnioskować mailowo pod adresem helpdesk@wydzial-fizyki.edu.pl.""",
            ),
            Good(
                "en",
                """**How do I connect to the faculty network from outside the university?**

Install the OpenVPN client and download the `wydzial.ovpn` configuration file from https://it.wydzial-fizyki.edu.pl/vpn. Then run `sudo openvpn --config wydzial.ovpn` and log in with your USOS credentials. The connection is usually established within a few seconds. If it takes longer than 30 seconds, it is probably being blocked by the firewall of the network you are using. Do not share the configuration file with other people – it is tied to your account. The VPN account expires automatically after 180 days; you can request an extension by e-mail at helpdesk@wydzial-fizyki.edu.pl.""",
            ),
        ],
        bad=[
            Slip(
                1, [("`sudo openvpn --config wydzial.ovpn`", "`sudo openvpn wydzial.ovpn`")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "Do not share the configuration file with other people",
                        "You may share the configuration file with other people",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Zazwyczaj połączenie nawiązuje się", "Połączenie nawiązuje się")], "hedge"),
        ],
    ),
    Case(
        key="pl-abonament-rtv-zwolnienia",
        source="Opłaty abonamentowe RTV w 2025 r. Zgodnie z art. 2 ust. 2 ustawy o opłatach abonamentowych domniemywa się, że osoba posiadająca odbiornik w stanie umożliwiającym natychmiastowy odbiór programu używa go. Miesięczna opłata za radio wynosi 9,00 zł, a za telewizor lub telewizor i radio – 28,50 zł. Przy płatności za cały rok z góry, do 25 stycznia, przysługuje zniżka 10%. Z opłat zwolnione są m.in. osoby, które ukończyły 75 lat (art. 4 ust. 1 pkt 6). Zwolnienie nie działa automatycznie – należy złożyć wniosek w placówce Poczty Polskiej i okazać dokument potwierdzający uprawnienie. Opłaty można wnosić przez stronę www.abonament.poczta-polska.pl.",
        good=[
            Good(
                "preserve",
                "Abonament RTV w 2025 roku – najważniejsze informacje. Według art. 2 ust. 2 ustawy o opłatach abonamentowych przyjmuje się, że jeśli masz odbiornik w stanie pozwalającym na natychmiastowy odbiór programu, to z niego korzystasz. Za radio płacisz 9,00 zł miesięcznie, a za telewizor albo telewizor i radio – 28,50 zł. Jeśli opłacisz cały rok z góry do 25 stycznia, dostaniesz 10% zniżki. Zwolnione z opłat są między innymi osoby, które ukończyły 75 lat (art. 4 ust. 1 pkt 6). Zwolnienie nie następuje jednak automatycznie: trzeba złożyć wniosek w placówce Poczty Polskiej i pokazać dokument potwierdzający uprawnienie. Opłaty możesz wnosić przez stronę www.abonament.poczta-polska.pl.",
            ),
            Good(
                "preserve",
                "Ile w 2025 r. zapłacimy za abonament RTV? Miesięczna stawka za radio to 9,00 zł, a za telewizor (lub telewizor i radio) – 28,50 zł. Kto zapłaci za cały rok z góry do 25 stycznia, otrzyma 10% zniżki. Ustawa o opłatach abonamentowych w art. 2 ust. 2 zakłada, że posiadacz odbiornika w stanie umożliwiającym natychmiastowy odbiór programu z niego korzysta. Zwolnienie z opłat przysługuje m.in. osobom, które skończyły 75 lat (art. 4 ust. 1 pkt 6), ale nie jest przyznawane automatycznie – trzeba złożyć wniosek w placówce Poczty Polskiej i okazać dokument potwierdzający uprawnienie. Opłaty można uiszczać przez stronę www.abonament.poczta-polska.pl.",
            ),
            Good(
                "en",
                "TV and radio licence fees in 2025. Under Article 2(2) of the Licence Fees Act, a person who has a receiver in a condition allowing immediate reception of programmes is presumed to use it. The monthly fee is PLN 9.00 for a radio and PLN 28.50 for a TV set or a TV set and radio. Paying for the whole year in advance, by 25 January, entitles you to a 10% discount. Those exempt from the fees include people who have reached the age of 75 (Article 4(1)(6)). The exemption is not automatic – you must submit an application at a Poczta Polska post office and present a document confirming your entitlement. Fees can be paid via www.abonament.poczta-polska.pl.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 4 ust. 1 pkt 6)", "(art. 4 ust. 1 pkt 3)")], "legal_reference"),
            Slip(2, [("by 25 January", "by 25 February")], "date"),
            Slip(
                1,
                [
                    (
                        "okazać dokument potwierdzający uprawnienie",
                        "okazać dokument potwierdzający uprawnienie oraz ostatni odcinek emerytury",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-tlumacz-przysiegly-wycena",
        source="Szanowny Panie, w odpowiedzi na zapytanie przesyłam wycenę tłumaczenia przysięgłego aktu urodzenia i świadectwa pracy z języka niemieckiego na polski. Zgodnie z rozporządzeniem w sprawie wynagrodzenia tłumacza przysięgłego stroną obliczeniową jest 1125 znaków ze spacjami. Oba dokumenty liczą łącznie 4 strony, a cena za stronę wynosi 55 zł, co daje 220 zł brutto. Tłumaczenie będzie gotowe w ciągu 3 dni roboczych od otrzymania oryginałów. Tłumacz przysięgły musi mieć wgląd w oryginał dokumentu; skan wystarczy wyłącznie do wstępnej wyceny. Dokumenty może Pan przesłać pocztą lub dostarczyć osobiście. Odbiór jest możliwy w biurze przy ul. Długiej 8. Kontakt: biuro@tlumaczenia-wolska.pl. Z poważaniem, Anna Wolska",
        good=[
            Good(
                "preserve",
                "Dzień dobry, dziękuję za zapytanie. Poniżej przesyłam wycenę tłumaczenia przysięgłego aktu urodzenia oraz świadectwa pracy z niemieckiego na polski. Rozporządzenie w sprawie wynagrodzenia tłumacza przysięgłego przyjmuje, że strona obliczeniowa to 1125 znaków ze spacjami. Oba dokumenty mają razem 4 strony; przy stawce 55 zł za stronę koszt wyniesie 220 zł brutto. Tłumaczenie będzie gotowe w ciągu 3 dni roboczych od otrzymania oryginałów. Tłumacz przysięgły musi zobaczyć oryginał dokumentu – skan wystarcza tylko do wstępnej wyceny. Dokumenty może Pan wysłać pocztą albo przynieść osobiście. Gotowe tłumaczenie można odebrać w biurze przy ul. Długiej 8. W razie pytań proszę pisać na adres biuro@tlumaczenia-wolska.pl. Pozdrawiam serdecznie, Anna Wolska",
            ),
            Good(
                "preserve",
                "Szanowny Panie, uprzejmie przedstawiam wycenę tłumaczenia przysięgłego z języka niemieckiego na język polski dwóch dokumentów: aktu urodzenia i świadectwa pracy. Zgodnie z rozporządzeniem w sprawie wynagrodzenia tłumacza przysięgłego za stronę obliczeniową przyjmuje się 1125 znaków ze spacjami. Łączna objętość dokumentów to 4 strony; przy cenie 55 zł za stronę całkowity koszt wynosi 220 zł brutto. Termin realizacji to 3 dni robocze od dnia otrzymania oryginałów. Tłumacz przysięgły ma obowiązek zapoznać się z oryginałem dokumentu, a skan może posłużyć jedynie do wstępnej wyceny. Dokumenty można przesłać pocztą lub dostarczyć osobiście; odbiór możliwy jest w biurze przy ul. Długiej 8. Adres kontaktowy: biuro@tlumaczenia-wolska.pl. Z poważaniem, Anna Wolska",
            ),
            Good(
                "en",
                "Dear Sir, in reply to your enquiry, please find below a quote for the sworn translation of a birth certificate and an employment certificate from German into Polish. Under the regulation on sworn translators' fees, a billing page is 1,125 characters including spaces. The two documents total 4 pages, and the price per page is PLN 55, giving PLN 220 gross. The translation will be ready within 3 working days of receipt of the originals. A sworn translator must see the original document; a scan is sufficient only for a preliminary quote. You may send the documents by post or deliver them in person. Collection is possible at the office at ul. Długa 8. Contact: biuro@tlumaczenia-wolska.pl. Yours faithfully, Anna Wolska",
            ),
        ],
        bad=[
            Slip(0, [("biuro@tlumaczenia-wolska.pl", "biuro@tlumaczenia-wolski.pl")], "url"),
            Slip(
                2,
                [("A sworn translator must see", "A sworn translator should ideally see")],
                "modality",
            ),
            Bad(
                "preserve",
                "Dear Sir, thank you for your enquiry. Here is the quote for a sworn translation of a birth certificate and an employment certificate from German into Polish. According to the regulation on the remuneration of sworn translators, one billing page equals 1,125 characters with spaces. Together the documents come to 4 pages; at PLN 55 per page the total is PLN 220 gross. The translation will be ready within 3 working days after the originals arrive. A sworn translator must have access to the original document – a scan is only enough for an initial quote. You can post the documents or bring them in person, and the translation can be collected at the office at ul. Długa 8. Contact: biuro@tlumaczenia-wolska.pl. Best regards, Anna Wolska",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-instrumentow-szkola",
        source="Wypożyczalnia instrumentów Państwowej Szkoły Muzycznej I stopnia w Wadowicach. Uczniowie klas I–III mogą wypożyczyć skrzypce, wiolonczelę lub gitarę na okres jednego roku szkolnego. Kaucja wynosi 300 zł, a miesięczna opłata – 40 zł. Umowę podpisuje rodzic lub opiekun prawny ucznia. Instrumentu nie wolno oddawać do naprawy poza szkołą; wszelkie usterki należy zgłaszać nauczycielowi przedmiotu głównego. Wypożyczający odpowiada za zniszczenia powstałe z jego winy. Instrument trzeba zwrócić do 20 czerwca. Liczba instrumentów jest ograniczona – pierwszeństwo mają uczniowie z rodzin wielodzietnych. Szczegóły: sekretariat, pokój 12, tel. 33 823 45 10.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! Uczniowie klas I–III mogą wypożyczyć z wypożyczalni instrumentów Państwowej Szkoły Muzycznej I stopnia w Wadowicach skrzypce, wiolonczelę lub gitarę na jeden rok szkolny. Kaucja to 300 zł, a opłata miesięczna – 40 zł. Umowę podpisuje rodzic albo opiekun prawny ucznia. Pamiętajcie: instrumentu nie można oddawać do naprawy poza szkołą – każdą usterkę trzeba zgłosić nauczycielowi przedmiotu głównego. Za zniszczenia powstałe z jego winy odpowiada wypożyczający. Instrument należy oddać do 20 czerwca. Liczba instrumentów jest ograniczona, a pierwszeństwo mają uczniowie z rodzin wielodzietnych. Więcej informacji udzieli sekretariat (pokój 12, tel. 33 823 45 10).",
            ),
            Good(
                "preserve",
                "Zasady wypożyczania instrumentów w Państwowej Szkole Muzycznej I stopnia w Wadowicach. Z wypożyczalni mogą korzystać uczniowie klas I–III; na okres jednego roku szkolnego wypożyczane są skrzypce, wiolonczele i gitary. Wysokość kaucji wynosi 300 zł, zaś opłaty miesięcznej – 40 zł. Umowę podpisuje rodzic lub opiekun prawny ucznia. Zabrania się oddawania instrumentu do naprawy poza szkołą; o wszelkich usterkach należy informować nauczyciela przedmiotu głównego. Wypożyczający ponosi odpowiedzialność za zniszczenia powstałe z jego winy. Termin zwrotu instrumentu upływa 20 czerwca. Ze względu na ograniczoną liczbę instrumentów pierwszeństwo przysługuje uczniom z rodzin wielodzietnych. Szczegółowych informacji udziela sekretariat, pokój 12, tel. 33 823 45 10.",
            ),
            Good(
                "en",
                "Instrument rental at the State Music School of the First Degree in Wadowice. Pupils in grades I–III may borrow a violin, cello or guitar for one school year. The deposit is PLN 300 and the monthly fee is PLN 40. The agreement is signed by the pupil's parent or legal guardian. The instrument must not be taken for repair outside the school; any faults must be reported to the main-subject teacher. The borrower is liable for damage caused through their own fault. The instrument must be returned by 20 June. The number of instruments is limited – pupils from large families have priority. Details: school office, room 12, tel. 33 823 45 10.",
            ),
        ],
        bad=[
            Slip(1, [("Wysokość kaucji wynosi 300 zł", "Wysokość kaucji wynosi 200 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "The instrument must not be taken for repair",
                        "The instrument may be taken for repair",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Umowę podpisuje rodzic albo opiekun prawny ucznia.",
                        "Umowę podpisuje rodzic albo opiekun prawny ucznia w obecności dyrektora szkoły.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

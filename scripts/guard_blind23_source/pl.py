# ruff: noqa: E501, RUF001
"""Blind set 23: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-abstrakt-przerwy-ruchowe",
        source="Celem badania była ocena, czy krótkie przerwy ruchowe w trakcie lekcji wpływają na koncentrację uczniów klas IV–VI. W 14 szkołach podstawowych województwa łódzkiego przez 12 tygodni (od 4 marca do 24 maja 2024 r.) nauczyciele prowadzili dwa razy dziennie 5-minutowe ćwiczenia; grupę kontrolną stanowiło 11 szkół bez interwencji. Łącznie przebadano 1 236 uczniów. W teście uwagi d2 uczniowie z grupy interwencyjnej uzyskali średnio o około 8% lepsze wyniki niż w grupie kontrolnej. Nie stwierdzono natomiast różnic w ocenach z matematyki. Wyniki są zbieżne z wcześniejszymi obserwacjami (Wiśniewska & Dąbrowski, 2021), jednak ze względu na brak randomizacji na poziomie klas należy je interpretować ostrożnie. Efekt prawdopodobnie zależy od pory dnia.",
        good=[
            Good(
                "preserve",
                "Sprawdziliśmy, czy krótkie przerwy na ruch w czasie lekcji pomagają uczniom klas 4–6 lepiej się skupić. Przez 12 tygodni, od 4 marca do 24 maja 2024 roku, nauczyciele w 14 podstawówkach w województwie łódzkim dwa razy dziennie robili z dziećmi pięciominutowe ćwiczenia. Dla porównania wzięto 11 szkół, w których niczego nie zmieniano. W sumie zbadano 1236 uczniów. W teście uwagi d2 dzieci ćwiczące wypadły średnio mniej więcej o 8% lepiej od grupy porównawczej. W ocenach z matematyki różnic nie zauważono. Podobne obserwacje opisali wcześniej Wiśniewska i Dąbrowski (2021). Ponieważ klas nie przydzielano do grup losowo, do wyników trzeba podchodzić ostrożnie. Efekt prawdopodobnie zależy od tego, o jakiej porze dnia robi się przerwy.",
            ),
            Good(
                "preserve",
                "Badanie dotyczyło wpływu krótkich przerw ruchowych realizowanych w czasie lekcji na koncentrację uczniów klas IV–VI. Interwencję – dwa razy dziennie po pięć minut ćwiczeń – wdrożono w 14 szkołach podstawowych w województwie łódzkim na okres dwunastu tygodni (4 marca – 24 maja 2024 r.), a jako grupę kontrolną przyjęto 11 szkół niewprowadzających zmian. Ogółem badaniem objęto 1 236 uczniów. Grupa interwencyjna osiągnęła w teście uwagi d2 wyniki przeciętnie o ok. 8% wyższe od kontrolnej, przy braku różnic w ocenach z matematyki. Rezultaty są zgodne z ustaleniami Wiśniewskiej i Dąbrowskiego (2021), lecz z uwagi na brak randomizacji klas wymagają ostrożnej interpretacji. Efekt jest prawdopodobnie zależny od pory dnia.",
            ),
            Good(
                "en",
                "The study assessed whether short movement breaks during lessons affect the concentration of pupils in grades 4–6. Over 12 weeks, from 4 March to 24 May 2024, teachers in 14 primary schools in the Łódź Voivodeship led five-minute exercise sessions twice a day, while 11 schools with no intervention served as the control group. In total, 1,236 pupils were tested. On the d2 attention test, pupils in the intervention group scored on average roughly 8% higher than those in the control group. No differences were found in mathematics grades, however. The results are in line with earlier observations (Wiśniewska & Dąbrowski, 2021), but because classes were not randomised, they should be interpreted with caution. The effect probably depends on the time of day.",
            ),
        ],
        bad=[
            Slip(0, [("mniej więcej o 8%", "o 8%")], "hedge"),
            Slip(1, [("1 236 uczniów", "1 326 uczniów")], "number"),
            Slip(2, [("(Wiśniewska & Dąbrowski, 2021)", "(Wiśniewska, 2021)")], "citation"),
        ],
    ),
    Case(
        key="pl-abstrakt-frekwencja-sms",
        source="W artykule analizujemy, czy przypomnienia SMS wysyłane w przeddzień głosowania zwiększają frekwencję wśród osób w wieku 18–24 lat. Eksperyment terenowy przeprowadzono podczas wyborów samorządowych 7 kwietnia 2024 r. w 38 gminach; 9 412 osób, które wcześniej zgodziły się na kontakt, losowo przydzielono do grupy otrzymującej wiadomość albo do grupy kontrolnej. Frekwencja w grupie z przypomnieniem wyniosła 41,3%, a w kontrolnej 37,9%. Różnica była wyraźniejsza w gminach miejskich niż wiejskich. Nie zaobserwowaliśmy efektu wśród osób, które głosowały po raz pierwszy. Wyniki potwierdzają wcześniejsze ustalenia (Kowalska, Nowak & Zieliński, 2022), choć sugerują, że efekt może być mniejszy niż w badaniach zagranicznych. Dane i kod są dostępne w repozytorium OSF.",
        good=[
            Good(
                "preserve",
                "Sprawdzamy tu, czy SMS z przypomnieniem wysłany dzień przed wyborami sprawia, że do urn idzie więcej osób w wieku 18–24 lata. Eksperyment przeprowadziliśmy w czasie wyborów samorządowych 7 kwietnia 2024 roku w 38 gminach. 9412 osób, które wcześniej zgodziły się na kontakt, podzieliliśmy losowo: jedni dostali wiadomość, drudzy nie (grupa kontrolna). Wśród osób z SMS-em zagłosowało 41,3%, w grupie kontrolnej – 37,9%. W gminach miejskich różnica była wyraźniejsza niż na wsi. U osób głosujących po raz pierwszy żadnego efektu nie zauważyliśmy. To zgodne z wcześniejszymi wynikami (Kowalska, Nowak i Zieliński, 2022), ale wskazuje, że efekt może być mniejszy niż w badaniach z innych krajów. Dane i kod udostępniamy w repozytorium OSF.",
            ),
            Good(
                "preserve",
                "Przedmiotem analizy jest wpływ przypomnień SMS, wysyłanych dzień przed głosowaniem, na frekwencję wyborczą osób w wieku od 18 do 24 lat. Eksperyment terenowy zrealizowano w trakcie wyborów samorządowych 7 kwietnia 2024 r. w 38 gminach: 9 412 uczestników, którzy uprzednio wyrazili zgodę na kontakt, przydzielono losowo do grupy otrzymującej wiadomość lub do grupy kontrolnej. Frekwencja wyniosła odpowiednio 41,3% i 37,9%, przy czym różnica była silniej zaznaczona w gminach miejskich niż w wiejskich. Wśród osób głosujących po raz pierwszy efektu nie odnotowano. Uzyskane rezultaty potwierdzają wcześniejsze ustalenia (Kowalska, Nowak & Zieliński, 2022), sugerują jednak, że efekt może być słabszy niż w badaniach zagranicznych. Dane oraz kod udostępniono w repozytorium OSF.",
            ),
            Good(
                "en",
                "This article examines whether SMS reminders sent on the day before an election raise turnout among people aged 18–24. We ran a field experiment during the local elections of 7 April 2024 in 38 municipalities: 9,412 people who had previously agreed to be contacted were randomly assigned either to receive the message or to a control group. Turnout was 41.3% in the reminder group and 37.9% in the control group, and the gap was more pronounced in urban than in rural municipalities. We observed no effect among first-time voters. The findings confirm earlier work (Kowalska, Nowak & Zieliński, 2022), although they suggest the effect may be smaller than in studies from other countries. The data and code are available in an OSF repository.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Kowalska, Nowak i Zieliński, 2022)", "(Kowalska i Zieliński, 2022)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "Dane oraz kod udostępniono w repozytorium OSF.",
                        "Dane oraz kod udostępniono w repozytorium OSF, a badanie sfinansowało Narodowe Centrum Nauki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "We observed no effect among first-time voters.",
                        "We observed the same effect among first-time voters.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-kody-pocztowe",
        source="## Wyszukiwanie adresu po kodzie pocztowym\n\nEndpoint `GET /v2/kody/{kod}` zwraca listę miejscowości i ulic przypisanych do podanego kodu pocztowego (format `NN-NNN`, np. `02-495`). Każde żądanie musi zawierać nagłówek `X-Api-Key`; bez niego serwer odpowiada kodem `401`. W planie bezpłatnym limit wynosi 1 000 zapytań na dobę, a w planie Biznes 50 000. Wyniki są buforowane przez 24 godziny, więc zmiany w bazie Poczty Polskiej mogą pojawić się z opóźnieniem.\n\n- Parametr `strona` jest opcjonalny (domyślnie `1`).\n- Nie należy wysyłać więcej niż 10 żądań na sekundę.\n\nPełna dokumentacja: https://api.kodyadresowe.pl/docs, pytania: dev@kodyadresowe.pl.",
        good=[
            Good(
                "preserve",
                "## Jak znaleźć adres po kodzie pocztowym\n\nWywołaj `GET /v2/kody/{kod}`, a dostaniesz listę miejscowości i ulic, które mają dany kod pocztowy (w formacie `NN-NNN`, na przykład `02-495`). W każdym żądaniu trzeba wysłać nagłówek `X-Api-Key` – jeśli go zabraknie, serwer zwróci `401`. Plan bezpłatny pozwala na 1 000 zapytań dziennie, plan Biznes – na 50 000. Odpowiedzi są trzymane w pamięci podręcznej przez dobę, dlatego zmiany w bazie Poczty Polskiej mogą być widoczne z opóźnieniem.\n\n- Parametr `strona` możesz pominąć – domyślnie przyjmuje wartość `1`.\n- Nie wysyłaj więcej niż 10 żądań na sekundę.\n\nCała dokumentacja jest pod adresem https://api.kodyadresowe.pl/docs, a pytania można kierować na dev@kodyadresowe.pl.",
            ),
            Good(
                "preserve",
                "## Wyszukiwanie adresu według kodu pocztowego\n\n`GET /v2/kody/{kod}` – zwraca miejscowości i ulice przypisane do kodu pocztowego w formacie `NN-NNN` (np. `02-495`).\n\n- **Uwierzytelnianie:** nagłówek `X-Api-Key` jest obowiązkowy w każdym żądaniu; jego brak skutkuje odpowiedzią `401`.\n- **Limity:** 1 000 zapytań na dobę w planie bezpłatnym, 50 000 w planie Biznes; nie więcej niż 10 żądań na sekundę.\n- **Buforowanie:** wyniki są przechowywane przez 24 godziny, dlatego zmiany w bazie Poczty Polskiej mogą być widoczne z opóźnieniem.\n- **Paginacja:** parametr `strona` jest opcjonalny, domyślnie `1`.\n\nDokumentacja: https://api.kodyadresowe.pl/docs · kontakt: dev@kodyadresowe.pl",
            ),
            Good(
                "en",
                "## Looking up an address by postal code\n\nThe `GET /v2/kody/{kod}` endpoint returns the towns and streets assigned to a given postal code (format `NN-NNN`, e.g. `02-495`). Every request must carry the `X-Api-Key` header; without it, the server responds with `401`. The free plan allows 1,000 queries per day and the Business plan 50,000. Results are cached for 24 hours, so changes in the Poczta Polska database may show up with a delay.\n\n- The `strona` (page) parameter is optional and defaults to `1`.\n- Do not send more than 10 requests per second.\n\nFull documentation: https://api.kodyadresowe.pl/docs; questions: dev@kodyadresowe.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "\n\n- Parametr `strona` możesz pominąć – domyślnie przyjmuje wartość `1`.\n- Nie wysyłaj",
                        " Parametr strona możesz pominąć – domyślnie przyjmuje wartość 1. Nie wysyłaj",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`GET /v2/kody/{kod}`", "`GET /v1/kody/{kod}`")], "code"),
            Slip(
                2,
                [("https://api.kodyadresowe.pl/docs", "https://kodyadresowe.pl/api/docs")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-cli-ocr-skanow",
        source="**skanotekst** to narzędzie wiersza poleceń do rozpoznawania tekstu (OCR) w zeskanowanych dokumentach PDF. Wymaga Pythona 3.10 lub nowszego oraz zainstalowanego programu Tesseract w wersji co najmniej 5.0. Podstawowe użycie:\n\n```\nskanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n```\n\nDomyślnie przetwarzane są wszystkie strony; opcja `--strony 1-5` pozwala ograniczyć zakres. Dla dokumentów powyżej 200 stron zalecamy dodanie `--watki 4`, co zwykle skraca czas pracy mniej więcej o połowę. Narzędzie nie wysyła plików do żadnego serwera – całe przetwarzanie odbywa się lokalnie. Przed aktualizacją do wersji 2.3.0 trzeba usunąć stary plik konfiguracyjny `~/.skanotekst.toml`, ponieważ jego format się zmienił.",
        good=[
            Good(
                "preserve",
                "**skanotekst** to program uruchamiany z wiersza poleceń, który odczytuje tekst (OCR) ze skanów zapisanych jako PDF. Do działania potrzebuje Pythona 3.10 lub nowszego i programu Tesseract, co najmniej w wersji 5.0. Najprostsze wywołanie wygląda tak:\n\n```\nskanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n```\n\nJeśli nic nie ustawisz, program przetworzy wszystkie strony; zakres zawęzisz opcją `--strony 1-5`. Przy dokumentach dłuższych niż 200 stron warto dodać `--watki 4` – zwykle skraca to pracę mniej więcej o połowę. Pliki nie są wysyłane na żaden serwer: wszystko dzieje się na Twoim komputerze. Zanim zaktualizujesz program do wersji 2.3.0, musisz skasować stary plik konfiguracyjny `~/.skanotekst.toml`, bo zmienił się jego format.",
            ),
            Good(
                "preserve",
                "**skanotekst** – OCR zeskanowanych plików PDF z wiersza poleceń.\n\n- **Wymagania:** Python 3.10+ oraz Tesseract 5.0 lub nowszy.\n- **Przykład:**\n\n  ```\n  skanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n  ```\n\n- **Zakres stron:** domyślnie wszystkie; do ograniczenia służy `--strony 1-5`.\n- **Duże pliki (ponad 200 stron):** zalecane `--watki 4` – czas przetwarzania spada zazwyczaj o około połowę.\n- **Prywatność:** pliki nie trafiają na żaden serwer, OCR działa w całości lokalnie.\n- **Aktualizacja do 2.3.0:** najpierw należy usunąć stary `~/.skanotekst.toml`, bo format pliku konfiguracyjnego uległ zmianie.",
            ),
            Good(
                "en",
                "**skanotekst** is a command-line tool for recognising text (OCR) in scanned PDF documents. It requires Python 3.10 or newer and Tesseract version 5.0 or later. Basic usage:\n\n```\nskanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n```\n\nAll pages are processed by default; use `--strony 1-5` to limit the range. For documents over 200 pages we recommend adding `--watki 4`, which usually cuts the processing time by about half. The tool does not upload files to any server – all processing happens locally. Before upgrading to version 2.3.0 you need to delete the old configuration file `~/.skanotekst.toml`, because its format has changed.",
            ),
        ],
        bad=[
            Slip(0, [("musisz skasować", "możesz skasować")], "modality"),
            Slip(
                1,
                [
                    (
                        "- **Przykład:**\n\n  ```\n  skanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n  ```\n\n",
                        "- **Przykład:** skanotekst umowa.pdf --jezyk pol --wyjscie umowa.txt\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`--watki 4`", "`--threads 4`")], "code"),
        ],
    ),
    Case(
        key="pl-karta-pobytu",
        source="Zgodnie z art. 105 ust. 1 ustawy z dnia 12 grudnia 2013 r. o cudzoziemcach wniosek o udzielenie zezwolenia na pobyt czasowy należy złożyć osobiście w Mazowieckim Urzędzie Wojewódzkim najpóźniej w ostatnim dniu legalnego pobytu w Polsce. Do wniosku trzeba dołączyć cztery aktualne fotografie oraz kopię ważnego paszportu. Opłata skarbowa wynosi 440 zł, a za wydanie karty pobytu dodatkowo 100 zł. Wizyty umawia się przez stronę https://kolejka.mazowieckie.pl; sala obsługi przy ul. Długiej 5 jest czynna od poniedziałku do piątku w godz. 8:15–16:00. Postępowanie trwa zwykle kilka miesięcy. W tym czasie cudzoziemiec może przebywać w Polsce, ale nie może na tej podstawie podróżować do innych państw strefy Schengen.",
        good=[
            Good(
                "preserve",
                "Wniosek o zezwolenie na pobyt czasowy składa się osobiście w Mazowieckim Urzędzie Wojewódzkim, i to najpóźniej ostatniego dnia legalnego pobytu w Polsce – tak stanowi art. 105 ust. 1 ustawy z dnia 12 grudnia 2013 r. o cudzoziemcach. Do wniosku dołącz cztery aktualne zdjęcia i kopię ważnego paszportu. Zapłacisz 440 zł opłaty skarbowej i dodatkowo 100 zł za wydanie karty pobytu. Wizytę umówisz na stronie https://kolejka.mazowieckie.pl. Sala obsługi przy ul. Długiej 5 działa od poniedziałku do piątku, od 8:15 do 16:00. Sprawa trwa zazwyczaj kilka miesięcy. Przez ten czas możesz przebywać w Polsce, ale nie wolno Ci na tej podstawie jeździć do innych krajów strefy Schengen.",
            ),
            Good(
                "preserve",
                "**Kiedy i gdzie złożyć wniosek?** Osobiście, w Mazowieckim Urzędzie Wojewódzkim, nie później niż w ostatnim dniu legalnego pobytu w Polsce (art. 105 ust. 1 ustawy z dnia 12 grudnia 2013 r. o cudzoziemcach).\n\n**Jakie dokumenty są wymagane?** Cztery aktualne fotografie i kopia ważnego paszportu.\n\n**Ile to kosztuje?** 440 zł opłaty skarbowej plus 100 zł za wydanie karty pobytu.\n\n**Jak umówić wizytę?** Przez stronę https://kolejka.mazowieckie.pl. Sala obsługi (ul. Długa 5) przyjmuje interesantów od poniedziałku do piątku w godz. 8:15–16:00.\n\n**Jak długo to trwa?** Zazwyczaj kilka miesięcy. W tym okresie można przebywać w Polsce, lecz nie można na tej podstawie wyjeżdżać do pozostałych państw strefy Schengen.",
            ),
            Good(
                "en",
                "Under Article 105(1) of the Act of 12 December 2013 on Foreigners, an application for a temporary residence permit must be filed in person at the Mazovian Voivodeship Office no later than the last day of your legal stay in Poland. You have to enclose four recent photographs and a copy of a valid passport. The stamp duty is PLN 440, plus PLN 100 for issuing the residence card. Appointments are booked at https://kolejka.mazowieckie.pl; the customer service hall at ul. Długa 5 is open Monday to Friday, 8:15 am to 4:00 pm. The procedure usually takes several months. During that time the foreigner may stay in Poland but may not use this permit procedure as a basis to travel to other Schengen countries.",
            ),
        ],
        bad=[
            Slip(0, [("art. 105 ust. 1", "art. 106 ust. 1")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "**Jakie dokumenty są wymagane?** Cztery aktualne fotografie i kopia ważnego paszportu.",
                        "**Jakie dokumenty są zalecane?** Najlepiej cztery aktualne fotografie i kopia ważnego paszportu.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("open Monday to Friday", "open Monday to Saturday")], "date"),
        ],
    ),
    Case(
        key="pl-zasilek-dla-bezrobotnych",
        source="Zasiłek dla bezrobotnych przysługuje osobie zarejestrowanej w powiatowym urzędzie pracy, która w ciągu 18 miesięcy przed rejestracją przez co najmniej 365 dni była zatrudniona i otrzymywała wynagrodzenie co najmniej w wysokości płacy minimalnej (art. 71 ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy). Od 1 czerwca 2024 r. kwota zasiłku w pierwszych 90 dniach wynosi 1 662,20 zł brutto, a w kolejnych miesiącach 1 305,30 zł. Zasiłek wypłaca się zwykle przez 6 miesięcy. Osoba, która w ciągu 6 miesięcy przed rejestracją sama wypowiedziała umowę o pracę, nabywa prawo do zasiłku dopiero po upływie 90 dni od rejestracji. Wniosek można złożyć w urzędzie lub przez portal praca.gov.pl.",
        good=[
            Good(
                "preserve",
                "Zasiłek dla bezrobotnych dostaniesz, jeśli zarejestrujesz się w powiatowym urzędzie pracy, a w ciągu 18 miesięcy przed rejestracją przepracowałeś łącznie co najmniej 365 dni, zarabiając przynajmniej płacę minimalną. Tak stanowi art. 71 ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy. Od 1 czerwca 2024 r. przez pierwsze 90 dni zasiłek wynosi 1 662,20 zł brutto, a potem 1 305,30 zł. Zwykle wypłaca się go przez pół roku. Jeśli w ciągu 6 miesięcy przed rejestracją sam wypowiedziałeś umowę o pracę, prawo do zasiłku uzyskasz dopiero 90 dni po rejestracji. Wniosek złożysz w urzędzie albo na portalu praca.gov.pl.",
            ),
            Good(
                "preserve",
                "Prawo do zasiłku dla bezrobotnych przysługuje osobie zarejestrowanej w powiatowym urzędzie pracy, jeżeli w okresie 18 miesięcy poprzedzających dzień rejestracji łącznie przez co najmniej 365 dni pozostawała w zatrudnieniu i uzyskiwała wynagrodzenie nie niższe niż minimalne (art. 71 ust. 1 ustawy o promocji zatrudnienia i instytucjach rynku pracy). Począwszy od 1 czerwca 2024 r. zasiłek wynosi 1 662,20 zł brutto w okresie pierwszych 90 dni oraz 1 305,30 zł w okresie dalszym; z reguły wypłacany jest przez 6 miesięcy. Osoba, która w ciągu 6 miesięcy przed rejestracją rozwiązała stosunek pracy za wypowiedzeniem dokonanym przez siebie, nabywa prawo do zasiłku po upływie 90 dni od dnia rejestracji. Wniosek składa się w urzędzie lub za pośrednictwem portalu praca.gov.pl.",
            ),
            Good(
                "en",
                "Unemployment benefit is available to a person registered with a district labour office who, in the 18 months before registering, was employed for a total of at least 365 days and earned at least the minimum wage (Article 71(1) of the Act on Employment Promotion and Labour Market Institutions). From 1 June 2024 the benefit is PLN 1,662.20 gross for the first 90 days and PLN 1,305.30 thereafter. It is usually paid for six months. Anyone who resigned from their job by giving notice within the 6 months before registering becomes entitled to the benefit only 90 days after registration. Applications can be made at the office or online via praca.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "sam wypowiedziałeś umowę o pracę",
                        "nie wypowiedziałeś sam umowy o pracę",
                    )
                ],
                "negation",
            ),
            Slip(1, [("1 305,30 zł", "1 350,30 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "(Article 71(1) of the Act on Employment Promotion and Labour Market Institutions)",
                        "(Article 71(1) of the Labour Code)",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-sprzeciw-nakaz-zaplaty",
        source="Pouczenie. Od nakazu zapłaty wydanego w elektronicznym postępowaniu upominawczym pozwany może wnieść sprzeciw w terminie dwóch tygodni od dnia doręczenia nakazu (art. 505³¹ § 1 Kodeksu postępowania cywilnego). Sprzeciw nie wymaga uzasadnienia. Jeżeli nakaz doręczono 3 października 2024 r., ostatnim dniem na wniesienie sprzeciwu jest 17 października 2024 r. Sprzeciw wnosi się przez portal https://www.e-sad.gov.pl albo – gdy pozwany nie korzysta z portalu – na piśmie do Sądu Rejonowego Lublin-Zachód w Lublinie, VI Wydział Cywilny. Prawidłowo wniesiony sprzeciw powoduje utratę mocy nakazu, a sprawa zostaje przekazana do sądu właściwości ogólnej. W razie niewniesienia sprzeciwu nakaz staje się prawomocny i może zostać skierowany do egzekucji komorniczej.",
        good=[
            Good(
                "preserve",
                "Pouczenie. Od nakazu zapłaty wydanego w elektronicznym postępowaniu upominawczym możesz wnieść sprzeciw. Masz na to dwa tygodnie od dnia, w którym nakaz został Ci doręczony (art. 505³¹ § 1 Kodeksu postępowania cywilnego). Nie musisz go uzasadniać. Przykład: jeśli nakaz doręczono 3 października 2024 r., sprzeciw można wnieść najpóźniej 17 października 2024 r. Składa się go przez portal https://www.e-sad.gov.pl, a jeśli z portalu nie korzystasz – pisemnie, do Sądu Rejonowego Lublin-Zachód w Lublinie, VI Wydział Cywilny. Prawidłowo wniesiony sprzeciw sprawia, że nakaz traci moc, a sprawą zajmie się sąd właściwości ogólnej. Jeśli sprzeciwu nie wniesiesz, nakaz się uprawomocni i może trafić do komornika, który zajmie się egzekucją.",
            ),
            Good(
                "preserve",
                "Pouczenie: pozwanemu przysługuje prawo wniesienia sprzeciwu od nakazu zapłaty wydanego w elektronicznym postępowaniu upominawczym w terminie 14 dni od doręczenia nakazu, na podstawie art. 505³¹ § 1 k.p.c. Sprzeciw nie musi zawierać uzasadnienia. Przykładowo, przy doręczeniu w dniu 3 października 2024 r. termin upływa 17 października 2024 r. Sprzeciw wnosi się za pośrednictwem portalu https://www.e-sad.gov.pl, a w przypadku pozwanego niekorzystającego z portalu – w formie pisemnej do Sądu Rejonowego Lublin-Zachód w Lublinie, VI Wydział Cywilny. Prawidłowe wniesienie sprzeciwu skutkuje utratą mocy nakazu i przekazaniem sprawy do sądu właściwości ogólnej. Niewniesienie sprzeciwu oznacza uprawomocnienie się nakazu, który może wówczas zostać skierowany do egzekucji komorniczej.",
            ),
            Good(
                "en",
                "Notice of rights. A defendant may lodge an objection to a payment order issued in electronic writ-of-payment proceedings within two weeks of the date the order was served (Article 505³¹ § 1 of the Code of Civil Procedure). No grounds need to be given. If the order was served on 3 October 2024, the last day for lodging the objection is 17 October 2024. The objection is filed through the portal https://www.e-sad.gov.pl or, if the defendant does not use the portal, in writing to the Lublin-Zachód District Court in Lublin, 6th Civil Division. A properly lodged objection deprives the order of legal effect, and the case is referred to the court of general jurisdiction. If no objection is lodged, the order becomes final and may be passed to a bailiff for enforcement.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("najpóźniej 17 października 2024 r.", "najpóźniej 24 października 2024 r.")],
                "date",
            ),
            Slip(1, [("art. 505³¹ § 1 k.p.c.", "art. 505³² § 1 k.p.c.")], "legal_reference"),
            Slip(
                2,
                [("A defendant may lodge an objection", "A defendant must lodge an objection")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ppk-rezygnacja",
        source="Informujemy, że pracownicy zatrudnieni w naszej firmie zostaną automatycznie zapisani do Pracowniczych Planów Kapitałowych po upływie 90 dni zatrudnienia. Osoby, które nie chcą oszczędzać w PPK, mogą złożyć deklarację o rezygnacji z dokonywania wpłat (art. 23 ust. 2 ustawy z dnia 4 października 2018 r. o pracowniczych planach kapitałowych). Deklarację należy złożyć w dziale kadr osobiście – nie przyjmujemy jej e-mailem. Pracodawca finansuje wpłatę podstawową w wysokości 1,5% wynagrodzenia, a pracownik 2%. Co cztery lata, z dniem 1 kwietnia, pracodawca ponownie dokonuje wpłat za osoby, które zrezygnowały – najbliższy automatyczny zapis nastąpi 1 kwietnia 2027 r. Pytania prosimy kierować do Anny Mazur, tel. 22 614 37 80, wew. 215.",
        good=[
            Good(
                "preserve",
                "Po 90 dniach pracy w naszej firmie każdy pracownik zostanie automatycznie zapisany do Pracowniczych Planów Kapitałowych. Jeśli nie chcesz oszczędzać w PPK, możesz złożyć deklarację rezygnacji z wpłat – przewiduje to art. 23 ust. 2 ustawy z dnia 4 października 2018 r. o pracowniczych planach kapitałowych. Deklarację trzeba przynieść osobiście do działu kadr; wysłanej e-mailem nie przyjmiemy. Wpłata podstawowa to 1,5% pensji od pracodawcy i 2% od pracownika. Co cztery lata, 1 kwietnia, pracodawca wznawia wpłaty za osoby, które zrezygnowały – następny taki automatyczny zapis będzie 1 kwietnia 2027 r. W razie pytań prosimy dzwonić do Anny Mazur: 22 614 37 80, numer wewnętrzny 215.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że po upływie 90 dni zatrudnienia pracownicy naszej firmy są automatycznie zapisywani do Pracowniczych Planów Kapitałowych. Pracownik, który nie zamierza oszczędzać w PPK, ma prawo złożyć deklarację o rezygnacji z dokonywania wpłat, zgodnie z art. 23 ust. 2 ustawy z dnia 4 października 2018 r. o pracowniczych planach kapitałowych. Deklaracja musi zostać złożona osobiście w dziale kadr; deklaracje przesłane pocztą elektroniczną nie będą przyjmowane. Wpłata podstawowa finansowana przez pracodawcę wynosi 1,5% wynagrodzenia, a finansowana przez pracownika – 2%. Co cztery lata, z dniem 1 kwietnia, pracodawca wznawia wpłaty za osoby, które zrezygnowały; najbliższy ponowny zapis nastąpi 1 kwietnia 2027 r. Osobą do kontaktu jest Anna Mazur, tel. 22 614 37 80, wew. 215.",
            ),
            Good(
                "en",
                "Please note that employees of our company will be automatically enrolled in Employee Capital Plans (PPK) after 90 days of employment. Anyone who does not wish to save in PPK may submit a declaration opting out of contributions (Article 23(2) of the Act of 4 October 2018 on Employee Capital Plans). The declaration must be handed in person to the HR department – we do not accept it by e-mail. The employer funds a basic contribution of 1.5% of salary and the employee 2%. Every four years, on 1 April, the employer resumes contributions for those who have opted out; the next automatic re-enrolment will take place on 1 April 2027. Please direct any questions to Anna Mazur, tel. 22 614 37 80, ext. 215.",
            ),
        ],
        bad=[
            Slip(0, [("art. 23 ust. 2", "art. 32 ust. 2")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "deklaracje przesłane pocztą elektroniczną nie będą przyjmowane",
                        "deklaracje przesłane pocztą elektroniczną również będą przyjmowane",
                    )
                ],
                "negation",
            ),
            Slip(2, [("1.5% of salary", "2.5% of salary")], "number"),
        ],
    ),
    Case(
        key="pl-nostryfikacja-dyplomu",
        source="Osoby, które ukończyły studia za granicą i chcą, aby ich dyplom został uznany za równoważny z polskim, mogą złożyć wniosek o nostryfikację na Uniwersytecie Przyrodniczym. Wniosek składa się wyłącznie przez portal https://nostryfikacja.gov.pl; dokumentów papierowych nie należy wysyłać do czasu wezwania przez uczelnię. Opłata wynosi 3 490,00 zł i musi zostać wniesiona w ciągu 14 dni od otrzymania informacji o kompletności dokumentów. Uczelnia powinna wydać decyzję w terminie 90 dni od złożenia kompletu dokumentów, a w sprawach wymagających egzaminów termin może się wydłużyć. Przed złożeniem wniosku warto sprawdzić, czy dyplom nie jest uznawany z mocy prawa na podstawie umowy międzynarodowej. Kontakt: nostryfikacja@up.edu.pl.",
        good=[
            Good(
                "preserve",
                "Jeśli skończyłeś studia za granicą i chcesz, żeby Twój dyplom uznano za równoważny z polskim, możesz złożyć na Uniwersytecie Przyrodniczym wniosek o nostryfikację. Robi się to tylko przez portal https://nostryfikacja.gov.pl. Dokumenty papierowe wysyłaj dopiero wtedy, gdy uczelnia Cię o nie poprosi. Opłata wynosi 3490 zł i musisz ją wnieść w ciągu 14 dni od informacji, że dokumenty są kompletne. Uczelnia powinna wydać decyzję w ciągu 90 dni od złożenia kompletu dokumentów, ale jeśli trzeba zdawać egzaminy, może to potrwać dłużej. Zanim złożysz wniosek, dobrze jest sprawdzić, czy Twój dyplom nie jest już uznawany z mocy prawa na podstawie umowy międzynarodowej. Pytania: nostryfikacja@up.edu.pl.",
            ),
            Good(
                "preserve",
                "Absolwenci uczelni zagranicznych, którzy ubiegają się o uznanie dyplomu za równoważny z polskim, mogą wystąpić do Uniwersytetu Przyrodniczego z wnioskiem o nostryfikację. Wniosek składa się wyłącznie za pośrednictwem portalu https://nostryfikacja.gov.pl, a dokumentów w formie papierowej nie należy przesyłać przed wezwaniem ze strony uczelni. Opłatę w wysokości 3 490,00 zł trzeba wnieść w terminie 14 dni od otrzymania informacji o kompletności dokumentacji. Decyzja powinna zostać wydana w ciągu 90 dni od złożenia kompletu dokumentów; w sprawach wymagających przeprowadzenia egzaminów termin ten może ulec wydłużeniu. Przed złożeniem wniosku zaleca się sprawdzenie, czy dyplom nie podlega uznaniu z mocy prawa na podstawie umowy międzynarodowej. Kontakt: nostryfikacja@up.edu.pl.",
            ),
            Good(
                "en",
                "Graduates of foreign universities who want their diploma recognised as equivalent to a Polish one can apply to the University of Life Sciences for nostrification. Applications are accepted only through the portal https://nostryfikacja.gov.pl, and paper documents should not be sent until the university asks for them. The fee is PLN 3,490.00 and must be paid within 14 days of being told that your documents are complete. The university should issue a decision within 90 days of receiving the complete set of documents, although this may take longer where examinations are required. Before applying, it is worth checking whether your diploma is already recognised by law under an international agreement. Contact: nostryfikacja@up.edu.pl.",
            ),
        ],
        bad=[
            Slip(0, [("musisz ją wnieść", "możesz ją wnieść")], "modality"),
            Slip(
                1,
                [("Kontakt: nostryfikacja@up.edu.pl.", "Kontakt: nostryfikacja@up.wroc.pl.")],
                "url",
            ),
            Bad(
                "en",
                "Graduates of foreign universities who want their diploma recognised as equivalent to a Polish one can apply to the University of Life Sciences for nostrification. Applications are accepted only through the portal https://nostryfikacja.gov.pl, and paper documents should not be sent until the university asks for them. The fee is PLN 3,490.00 and must be paid within 14 days of being told that your documents are complete. Uczelnia powinna wydać decyzję w terminie 90 dni od złożenia kompletu dokumentów, a w sprawach wymagających egzaminów termin może się wydłużyć. Before applying, it is worth checking whether your diploma is already recognised by law under an international agreement. Contact: nostryfikacja@up.edu.pl.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-laboratorium-analiz",
        source="Przygotowanie do badań krwi. Na pobranie należy zgłosić się na czczo, czyli co najmniej 8 godzin po ostatnim posiłku; można wypić szklankę wody. W przypadku lipidogramu zalecamy, aby przerwa wynosiła 12 godzin. Leków przyjmowanych na stałe nie należy odstawiać bez konsultacji z lekarzem, ale lek na tarczycę warto przyjąć dopiero po pobraniu. Punkt pobrań przy ul. Kasztanowej 12 jest czynny od poniedziałku do piątku w godz. 7:00–10:30, a w soboty 8:00–10:00. Wyniki większości badań są dostępne zwykle po około 24 godzinach w serwisie https://wyniki.labmedica.pl – do logowania potrzebny jest kod z paragonu. Dzieci do 12. roku życia obsługujemy bez kolejki.",
        good=[
            Good(
                "preserve",
                "Jak przygotować się do badania krwi? Przyjdź na czczo – od ostatniego posiłku musi minąć co najmniej 8 godzin. Szklankę wody wypić wolno. Jeśli robisz lipidogram, lepiej odczekać 12 godzin. Nie odstawiaj na własną rękę leków, które bierzesz na stałe – najpierw porozmawiaj z lekarzem. Lek na tarczycę najlepiej weź dopiero po pobraniu krwi. Punkt pobrań na ul. Kasztanowej 12 jest otwarty od poniedziałku do piątku od 7:00 do 10:30, a w soboty od 8:00 do 10:00. Wyniki większości badań zobaczysz zazwyczaj po mniej więcej dobie na stronie https://wyniki.labmedica.pl; żeby się zalogować, potrzebujesz kodu z paragonu. Dzieci do 12. roku życia przyjmujemy bez kolejki.",
            ),
            Good(
                "preserve",
                "**Przygotowanie do badań krwi**\n\n- Na pobranie zgłoś się na czczo: minimum 8 godzin po ostatnim posiłku (szklanka wody jest dozwolona).\n- Przed lipidogramem zalecana przerwa to 12 godzin.\n- Leków przyjmowanych na stałe nie odstawiaj bez konsultacji z lekarzem; lek na tarczycę warto przyjąć dopiero po pobraniu.\n- Punkt pobrań, ul. Kasztanowa 12: pon.–pt. 7:00–10:30, sob. 8:00–10:00.\n- Wyniki większości badań: zwykle po ok. 24 godzinach na https://wyniki.labmedica.pl (logowanie kodem z paragonu).\n- Dzieci do 12. roku życia – bez kolejki.",
            ),
            Good(
                "en",
                "Preparing for a blood test. Come for your sample fasting, i.e. at least 8 hours after your last meal; you may drink a glass of water. For a lipid profile we recommend a 12-hour gap. Do not stop any regular medication without consulting your doctor, but it is best to take thyroid medication only after the sample has been taken. The collection point at ul. Kasztanowa 12 is open Monday to Friday from 7:00 to 10:30 and on Saturdays from 8:00 to 10:00. Results for most tests are usually available after about 24 hours at https://wyniki.labmedica.pl – you will need the code from your receipt to log in. Children under 12 are seen without queuing.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 8 godzin", "co najmniej 6 godzin")], "number"),
            Slip(
                1,
                [
                    (
                        "Leków przyjmowanych na stałe nie odstawiaj bez konsultacji z lekarzem",
                        "Leki przyjmowane na stałe odstaw bez konsultacji z lekarzem",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("usually available after about 24 hours", "available after 24 hours")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-jaskinia-zwiedzanie",
        source="Jaskinia Mroźna jest udostępniona do zwiedzania od 27 kwietnia do 27 października, codziennie w godz. 9:00–16:30; ostatnie wejście o 16:00. Trasa ma około 500 m długości, a przejście zajmuje 40 minut. Temperatura wewnątrz przez cały rok wynosi ok. 6°C, dlatego należy zabrać ciepłe ubranie. Zwiedzanie odbywa się wyłącznie z przewodnikiem, w grupach do 15 osób. Bilet normalny kosztuje 32 zł, ulgowy 24 zł; dzieci do lat 4 wchodzą bezpłatnie. Biletów nie można zarezerwować – sprzedaje je kasa przy wejściu, a w lipcu i sierpniu kolejka może wydłużyć się nawet do godziny. Na trasie nie wolno fotografować z lampą błyskową ani wprowadzać psów.",
        good=[
            Good(
                "preserve",
                "Jaskinię Mroźną można zwiedzać od 27 kwietnia do 27 października, codziennie od 9:00 do 16:30, przy czym ostatnia grupa wchodzi o 16:00. Trasa liczy mniej więcej pół kilometra, a jej przejście zajmuje 40 minut. W środku przez cały rok jest około 6°C, więc koniecznie weź coś ciepłego. Zwiedza się tylko z przewodnikiem, w grupach najwyżej 15-osobowych. Bilet normalny kosztuje 32 zł, ulgowy 24 zł, a maluchy do 4 lat wchodzą za darmo. Rezerwacji nie ma – bilety kupuje się w kasie przy wejściu. W lipcu i sierpniu w kolejce można czekać nawet godzinę. Na trasie nie wolno robić zdjęć z fleszem ani wchodzić z psem.",
            ),
            Good(
                "preserve",
                "## Jaskinia Mroźna – informacje dla zwiedzających\n\n**Kiedy można zwiedzać?** Od 27 kwietnia do 27 października, codziennie 9:00–16:30 (ostatnie wejście o 16:00).\n\n**Ile trwa zwiedzanie?** Trasa ma ok. 500 m, jej przejście zajmuje 40 minut.\n\n**Co zabrać?** Koniecznie ciepłe ubranie – w jaskini przez cały rok jest około 6°C.\n\n**Jak wygląda zwiedzanie?** Wyłącznie z przewodnikiem, w grupach liczących maksymalnie 15 osób.\n\n**Ile kosztują bilety?** Normalny 32 zł, ulgowy 24 zł; dzieci do lat 4 wchodzą bezpłatnie.\n\n**Czy można zarezerwować bilety?** Nie. Sprzedaje je wyłącznie kasa przy wejściu; w lipcu i sierpniu na wejście można czekać nawet godzinę.\n\n**Czego nie wolno?** Fotografować z lampą błyskową i wprowadzać psów.",
            ),
            Good(
                "en",
                "Mroźna Cave is open to visitors from 27 April to 27 October, daily from 9:00 am to 4:30 pm, with the last entry at 4:00 pm. The route is roughly 500 m long and takes 40 minutes to walk. The temperature inside stays at about 6°C all year round, so bring warm clothing. Visits are guided only, in groups of up to 15 people. A standard ticket costs PLN 32 and a reduced one PLN 24; children under 4 get in free. Tickets cannot be booked in advance – they are sold at the ticket office by the entrance, and in July and August the queue can take as long as an hour. Flash photography and dogs are not allowed on the route.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "bilety kupuje się w kasie przy wejściu.",
                        "bilety kupuje się w kasie przy wejściu, gdzie można płacić wyłącznie gotówką.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Od 27 kwietnia do 27 października", "Od 27 kwietnia do 27 września")], "date"
            ),
            Slip(2, [("in groups of up to 15 people", "in groups of up to 25 people")], "number"),
        ],
    ),
    Case(
        key="pl-szkola-rodzenia",
        source="Bezpłatna szkoła rodzenia przy Szpitalu Miejskim w Gdyni zaprasza przyszłych rodziców na nowy cykl zajęć, który rozpocznie się we wtorek 8 października 2024 r. Spotkania odbywają się we wtorki i czwartki o 17:30 w sali nr 214 (II piętro) i trwają około 90 minut; cały cykl obejmuje 10 spotkań. Zajęcia prowadzą położne i fizjoterapeutka. Z kursu mogą korzystać kobiety od 21. tygodnia ciąży, najlepiej razem z osobą towarzyszącą. Liczba miejsc jest ograniczona do 16 par, dlatego należy zapisać się wcześniej, telefonicznie pod numerem 58 660 21 45 (pon.–pt., 8:00–14:00). Na zajęcia ruchowe prosimy zabrać wygodny strój i matę. Przed udziałem w ćwiczeniach trzeba okazać zaświadczenie od lekarza prowadzącego ciążę.",
        good=[
            Good(
                "preserve",
                "Szpital Miejski w Gdyni prowadzi bezpłatną szkołę rodzenia. Nowy cykl zajęć dla przyszłych rodziców zaczyna się we wtorek 8 października 2024 r. Spotykamy się we wtorki i czwartki o 17:30 w sali 214 na drugim piętrze. Jedno spotkanie trwa mniej więcej półtorej godziny, a wszystkich jest 10. Prowadzą je położne i fizjoterapeutka. Zapraszamy kobiety od 21. tygodnia ciąży – najlepiej z osobą towarzyszącą. Mamy miejsce tylko dla 16 par, więc trzeba zapisać się wcześniej: zadzwoń pod 58 660 21 45 (od poniedziałku do piątku, 8:00–14:00). Na ćwiczenia weź wygodne ubranie i matę. Zanim do nich dołączysz, musisz pokazać zaświadczenie od lekarza, który prowadzi ciążę.",
            ),
            Good(
                "preserve",
                "Szkoła rodzenia działająca przy Szpitalu Miejskim w Gdyni zaprasza przyszłych rodziców na nieodpłatny cykl zajęć, którego inauguracja nastąpi we wtorek 8 października 2024 r. Cykl obejmuje 10 spotkań, odbywających się we wtorki i czwartki o godz. 17:30 w sali nr 214 na II piętrze; każde trwa około 90 minut. Zajęcia prowadzą położne oraz fizjoterapeutka. Udział mogą wziąć kobiety od 21. tygodnia ciąży, najlepiej wraz z osobą towarzyszącą. Ze względu na limit 16 par wymagany jest wcześniejszy zapis telefoniczny pod nr 58 660 21 45 (poniedziałek–piątek, 8:00–14:00). Uczestników zajęć ruchowych prosimy o zabranie wygodnego stroju i maty. Warunkiem udziału w ćwiczeniach jest okazanie zaświadczenia od lekarza prowadzącego ciążę.",
            ),
            Good(
                "en",
                "The free antenatal class at Gdynia City Hospital invites parents-to-be to a new course starting on Tuesday 8 October 2024. Sessions are held on Tuesdays and Thursdays at 5:30 pm in room 214 (second floor) and last about an hour and a half; the full course consists of 10 sessions. Classes are run by midwives and a physiotherapist. The course is open to women from week 21 of pregnancy, ideally together with a birth partner. Places are limited to 16 couples, so you need to sign up in advance by phone on 58 660 21 45 (Mon–Fri, 8:00 am–2:00 pm). For the exercise sessions, please bring comfortable clothes and a mat. Before taking part in the exercises, you must show a certificate from the doctor supervising your pregnancy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we wtorek 8 października 2024 r.", "we wtorek 15 października 2024 r.")],
                "date",
            ),
            Slip(1, [("każde trwa około 90 minut", "każde trwa 90 minut")], "hedge"),
            Slip(
                2,
                [("you must show a certificate", "we recommend that you show a certificate")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ankieter-gus",
        source="Urząd Statystyczny w Krakowie informuje, że od 1 września do 30 listopada 2025 r. w wylosowanych gospodarstwach domowych na terenie gminy Wieliczka będzie prowadzone badanie budżetów gospodarstw domowych. Ankieterzy posiadają legitymację ze zdjęciem i mogą odwiedzać respondentów od poniedziałku do soboty w godz. 8:00–20:00. Tożsamość ankietera można sprawdzić pod bezpłatnym numerem infolinii 800 110 100 lub na stronie https://badania.stat.gov.pl/ankieterzy. Udział w badaniu jest dobrowolny. Ankieter nigdy nie prosi o numer konta bankowego, hasła ani o wpłatę pieniędzy. Dane są chronione tajemnicą statystyczną zgodnie z art. 10 ustawy z dnia 29 czerwca 1995 r. o statystyce publicznej. Osoby, które wezmą udział, otrzymają drobny upominek.",
        good=[
            Good(
                "preserve",
                "Urząd Statystyczny w Krakowie zapowiada, że od 1 września do 30 listopada 2025 r. w gminie Wieliczka będzie prowadzić badanie budżetów gospodarstw domowych – wezmą w nim udział wylosowane gospodarstwa. Ankieterzy mają legitymacje ze zdjęciem i mogą przychodzić od poniedziałku do soboty, między 8:00 a 20:00. Czy ankieter jest tym, za kogo się podaje, sprawdzisz, dzwoniąc na bezpłatną infolinię 800 110 100 albo na stronie https://badania.stat.gov.pl/ankieterzy. Nikt nie ma obowiązku brać udziału w badaniu. Ankieter nigdy nie zapyta o numer konta ani hasła i nie poprosi o żadne pieniądze. Twoje dane chroni tajemnica statystyczna (art. 10 ustawy z dnia 29 czerwca 1995 r. o statystyce publicznej). Uczestnicy dostaną drobny upominek.",
            ),
            Good(
                "preserve",
                "Urząd Statystyczny w Krakowie uprzejmie informuje, iż w okresie od 1 września do 30 listopada 2025 r. w wylosowanych gospodarstwach domowych na obszarze gminy Wieliczka realizowane będzie badanie budżetów gospodarstw domowych. Ankieterzy legitymują się identyfikatorem ze zdjęciem, a wizyty u respondentów mogą odbywać się od poniedziałku do soboty w godzinach 8:00–20:00. Tożsamość ankietera można zweryfikować, dzwoniąc pod bezpłatny numer infolinii 800 110 100 lub korzystając ze strony https://badania.stat.gov.pl/ankieterzy. Udział w badaniu ma charakter dobrowolny. Ankieter w żadnym wypadku nie żąda podania numeru rachunku bankowego ani haseł, nie prosi też o wpłatę pieniędzy. Dane objęte są tajemnicą statystyczną na mocy art. 10 ustawy z dnia 29 czerwca 1995 r. o statystyce publicznej. Uczestnicy badania otrzymają drobny upominek.",
            ),
            Good(
                "en",
                "The Statistics Office in Kraków would like to inform residents that from 1 September to 30 November 2025 a household budget survey will be carried out among randomly selected households in the Wieliczka municipality. Interviewers carry photo ID and may visit respondents from Monday to Saturday between 8:00 am and 8:00 pm. You can check an interviewer's identity by calling the free helpline on 800 110 100 or at https://badania.stat.gov.pl/ankieterzy. Taking part in the survey is voluntary. An interviewer will never ask for your bank account number or passwords, or ask you to pay any money. Your data are protected by statistical confidentiality under Article 10 of the Act of 29 June 1995 on Official Statistics. Those who take part will receive a small gift.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://badania.stat.gov.pl/ankieterzy", "https://badania.stat.gov.pl")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Uczestnicy badania otrzymają drobny upominek.",
                        "Uczestnicy badania otrzymają drobny upominek oraz bon o wartości 50 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Taking part in the survey is voluntary.",
                        "Taking part in the survey is not voluntary.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-hotel-dla-psow",
        source="Regulamin hotelu dla psów „Psia Przystań”. Przyjmujemy psy, które ukończyły 6 miesięcy i mają aktualne szczepienia przeciwko wściekliźnie oraz chorobom zakaźnym – książeczkę zdrowia należy okazać przy przyjęciu. Psa trzeba odebrać najpóźniej do godz. 18:00 w dniu zakończenia pobytu; za każdą rozpoczętą dobę po tej godzinie naliczamy pełną opłatę. Doba hotelowa kosztuje 75 zł, a dla drugiego psa tego samego właściciela 55 zł. Rezerwacja wymaga wpłaty zadatku w wysokości 30% kwoty pobytu w ciągu 3 dni. Suki w okresie cieczki nie są przyjmowane. Właściciel może przywieźć własną karmę; w przeciwnym razie podajemy karmę hotelową bez dopłaty. Kontakt: 601 234 887, recepcja@psiaprzystan.pl.",
        good=[
            Good(
                "preserve",
                "Zasady pobytu w hotelu dla psów „Psia Przystań”. Przyjmujemy psy, które skończyły 6 miesięcy i mają aktualne szczepienia przeciw wściekliźnie i chorobom zakaźnym. Przy przyjęciu trzeba pokazać nam książeczkę zdrowia. Psa należy odebrać najpóźniej o 18:00 w ostatnim dniu pobytu – za każdą zaczętą dobę po tej godzinie pobieramy pełną opłatę. Doba kosztuje 75 zł, a za drugiego psa tego samego właściciela 55 zł. Żeby zarezerwować miejsce, wpłać w ciągu 3 dni zadatek: 30% ceny pobytu. Nie przyjmujemy suk w czasie cieczki. Możesz przywieźć własną karmę; jeśli tego nie zrobisz, karmimy naszą, bez dopłaty. Telefon: 601 234 887, e-mail: recepcja@psiaprzystan.pl.",
            ),
            Good(
                "preserve",
                "Regulamin hotelu dla psów „Psia Przystań”\n\n1. Do hotelu przyjmowane są psy, które ukończyły 6 miesięcy i posiadają aktualne szczepienia przeciwko wściekliźnie i chorobom zakaźnym; przy przyjęciu właściciel zobowiązany jest okazać książeczkę zdrowia.\n2. Odbiór psa musi nastąpić najpóźniej do godz. 18:00 w ostatnim dniu pobytu. Za każdą rozpoczętą dobę po tej godzinie pobierana jest pełna opłata.\n3. Cena doby wynosi 75 zł; za drugiego psa tego samego właściciela – 55 zł.\n4. Warunkiem rezerwacji jest wpłata zadatku w wysokości 30% wartości pobytu w terminie 3 dni.\n5. Suki w okresie cieczki nie są przyjmowane.\n6. Właściciel ma możliwość dostarczenia własnej karmy; w innym przypadku pies otrzymuje karmę hotelową bez dodatkowych opłat.\n\nKontakt: 601 234 887, recepcja@psiaprzystan.pl",
            ),
            Good(
                "en",
                "Rules of the “Psia Przystań” dog hotel. We accept dogs aged 6 months or older with up-to-date vaccinations against rabies and infectious diseases; the health booklet must be shown on arrival. Dogs must be collected by 6:00 pm on the last day of their stay at the latest, and for every day or part of a day after that time we charge the full rate. One night costs PLN 75, or PLN 55 for a second dog belonging to the same owner. To confirm a booking, a deposit of 30% of the cost of the stay must be paid within 3 days. Bitches in heat are not accepted. Owners may bring their own food; otherwise we provide the hotel's food at no extra charge. Contact: 601 234 887, recepcja@psiaprzystan.pl.",
            ),
        ],
        bad=[
            Slip(0, [("30% ceny pobytu", "20% ceny pobytu")], "number"),
            Slip(
                1,
                [
                    (
                        "Właściciel ma możliwość dostarczenia własnej karmy",
                        "Właściciel ma obowiązek dostarczenia własnej karmy",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Bitches in heat are not accepted.", "Bitches in heat are also accepted.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gabinet-podologiczny",
        source="Gabinet Podologiczny „Zdrowa Stopa” przyjmuje wyłącznie po wcześniejszej rejestracji: telefonicznie (512 408 330) lub przez formularz na stronie https://zdrowastopa-lodz.pl. Pierwsza wizyta trwa zwykle około 60 minut i kosztuje 180 zł; wizyta kontrolna – 120 zł. Prosimy nie malować paznokci na 3 dni przed zabiegiem i nie obcinać ich samodzielnie w tygodniu poprzedzającym wizytę. Osoby z cukrzycą powinny przynieść aktualny wynik HbA1c. Wizytę można bezpłatnie odwołać najpóźniej 24 godziny wcześniej; w przypadku późniejszego odwołania pobieramy opłatę 50 zł. Gabinet jest czynny we wtorki i czwartki 10:00–19:00 oraz w soboty 9:00–14:00. Zabiegi u pacjentów z zaburzeniami krzepliwości mogą wymagać zgody lekarza.",
        good=[
            Good(
                "preserve",
                "Do gabinetu podologicznego „Zdrowa Stopa” trzeba się wcześniej zapisać – zadzwoń pod 512 408 330 albo wypełnij formularz na https://zdrowastopa-lodz.pl. Bez rejestracji nie przyjmujemy. Pierwsza wizyta zwykle trwa mniej więcej godzinę i kosztuje 180 zł, kontrolna – 120 zł. Przez 3 dni przed zabiegiem prosimy nie malować paznokci, a w tygodniu przed wizytą nie obcinać ich samodzielnie. Osoby chorujące na cukrzycę powinny zabrać aktualny wynik HbA1c. Wizytę odwołasz bez opłat, jeśli zrobisz to co najmniej 24 godziny wcześniej; przy późniejszym odwołaniu pobieramy 50 zł. Gabinet jest otwarty we wtorki i czwartki od 10:00 do 19:00, a w soboty od 9:00 do 14:00. Przy zaburzeniach krzepliwości zabieg może wymagać zgody lekarza.",
            ),
            Good(
                "preserve",
                "**Gabinet Podologiczny „Zdrowa Stopa” – informacje dla pacjentów**\n\n- Przyjmujemy wyłącznie po uprzedniej rejestracji: telefonicznej (512 408 330) lub internetowej (https://zdrowastopa-lodz.pl).\n- Pierwsza wizyta: zazwyczaj ok. 60 minut, 180 zł. Wizyta kontrolna: 120 zł.\n- Na 3 dni przed zabiegiem prosimy nie malować paznokci, a w tygodniu przed wizytą – nie obcinać ich samodzielnie.\n- Pacjenci z cukrzycą powinni zabrać aktualny wynik HbA1c.\n- Bezpłatne odwołanie wizyty jest możliwe do 24 godzin przed terminem; później pobieramy opłatę w wysokości 50 zł.\n- Godziny pracy: wtorek i czwartek 10:00–19:00, sobota 9:00–14:00.\n- U pacjentów z zaburzeniami krzepliwości zabieg może wymagać zgody lekarza.",
            ),
            Good(
                "en",
                "The “Zdrowa Stopa” podiatry practice sees patients by appointment only: book by phone (512 408 330) or using the form at https://zdrowastopa-lodz.pl. A first visit usually lasts about an hour and costs PLN 180; a follow-up visit costs PLN 120. Please do not paint your nails for 3 days before the treatment, and do not cut them yourself in the week before your visit. Patients with diabetes should bring a recent HbA1c result. Appointments can be cancelled free of charge up to 24 hours beforehand; for later cancellations we charge PLN 50. The practice is open on Tuesdays and Thursdays from 10 am to 7 pm and on Saturdays from 9 am to 2 pm. Treatment for patients with clotting disorders may require a doctor's consent.",
            ),
        ],
        bad=[
            Slip(0, [("zwykle trwa mniej więcej godzinę", "trwa godzinę")], "hedge"),
            Slip(
                1,
                [("Pacjenci z cukrzycą powinni zabrać", "Pacjenci z cukrzycą muszą zabrać")],
                "modality",
            ),
            Slip(2, [("on Tuesdays and Thursdays", "on Tuesdays and Fridays")], "date"),
        ],
    ),
    Case(
        key="pl-poradnia-logopedyczna",
        source="Poradnia Psychologiczno-Pedagogiczna nr 3 w Poznaniu prowadzi bezpłatne przesiewowe badania mowy dla dzieci w wieku 4–6 lat. Badanie trwa około 20 minut i nie wymaga skierowania, ale rodzic musi być obecny przez cały czas. Zapisy przyjmujemy od 2 do 20 września pod numerem 61 847 52 10. Według badań (Kaczmarek & Lis, 2019) nawet co piąte dziecko w wieku przedszkolnym ma trudności z wymową, które często ustępują po kilku miesiącach ćwiczeń. Jeżeli logopeda zaleci terapię, zajęcia odbywają się raz w tygodniu, a ich liczba zależy od potrzeb dziecka. Nie wystawiamy opinii dla sądu ani zaświadczeń do przedszkola na podstawie badania przesiewowego.",
        good=[
            Good(
                "preserve",
                "Poradnia Psychologiczno-Pedagogiczna nr 3 w Poznaniu zaprasza dzieci w wieku od 4 do 6 lat na bezpłatne przesiewowe badanie mowy. Trwa ono mniej więcej 20 minut. Skierowanie nie jest potrzebne, ale rodzic musi być przy dziecku przez cały czas. Zapisy: od 2 do 20 września, tel. 61 847 52 10. Z badań (Kaczmarek i Lis, 2019) wynika, że nawet jedno na pięcioro dzieci w wieku przedszkolnym ma kłopoty z wymową – często mijają one po kilku miesiącach ćwiczeń. Gdy logopeda zaleci terapię, zajęcia odbywają się raz w tygodniu, a to, ile ich będzie, zależy od potrzeb dziecka. Na podstawie badania przesiewowego nie wydajemy opinii dla sądu ani zaświadczeń do przedszkola.",
            ),
            Good(
                "preserve",
                "Poradnia Psychologiczno-Pedagogiczna nr 3 w Poznaniu realizuje nieodpłatne przesiewowe badania mowy przeznaczone dla dzieci w wieku 4–6 lat. Badanie trwa ok. 20 minut i nie wymaga skierowania; rodzic musi towarzyszyć dziecku przez cały jego przebieg. Zapisy prowadzimy w dniach 2–20 września pod numerem telefonu 61 847 52 10. Jak wskazują Kaczmarek i Lis (2019), trudności z wymową ma nawet co piąte dziecko w wieku przedszkolnym, przy czym często ustępują one po kilkumiesięcznych ćwiczeniach. W przypadku zalecenia terapii logopedycznej zajęcia odbywają się raz w tygodniu, a ich liczba jest uzależniona od potrzeb dziecka. Badanie przesiewowe nie stanowi podstawy do wydania opinii dla sądu ani zaświadczenia do przedszkola.",
            ),
            Good(
                "en",
                "Psychological and Educational Counselling Centre No. 3 in Poznań offers free speech screening for children aged 4 to 6. The screening takes about 20 minutes and no referral is needed, but a parent must be present throughout. Sign-ups run from 2 to 20 September on 61 847 52 10. According to research (Kaczmarek & Lis, 2019), as many as one in five preschool children have pronunciation difficulties, which often clear up after a few months of practice. If the speech therapist recommends therapy, sessions take place once a week, and how many are needed depends on the child. We do not issue opinions for court or certificates for nursery school on the basis of the screening.",
            ),
        ],
        bad=[
            Slip(0, [("nawet jedno na pięcioro dzieci", "nawet jedno na troje dzieci")], "number"),
            Slip(1, [("Kaczmarek i Lis (2019)", "Kaczmarek i Lis (2015)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Sign-ups run from 2 to 20 September on 61 847 52 10.",
                        "Sign-ups run from 2 to 20 September on 61 847 52 10, and free parking is available in the centre's courtyard.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-erasmus-wyjazd",
        source="Rekrutacja na wyjazdy na studia w ramach programu Erasmus+ w roku akademickim 2025/2026 trwa od 10 lutego do 7 marca 2025 r. Wnioski składa się wyłącznie przez system USOSweb; do wniosku należy dołączyć zaświadczenie o znajomości języka obcego na poziomie co najmniej B2. Studenci pierwszego roku studiów pierwszego stopnia nie mogą ubiegać się o wyjazd. Miesięczne stypendium wynosi od 450 do 650 euro w zależności od kraju. Lista rankingowa zostanie opublikowana prawdopodobnie pod koniec marca na stronie https://erasmus.uni.lodz.pl/wyjazdy. Rozmowy kwalifikacyjne odbędą się 17 i 18 marca. Szczegółowych informacji udziela Biuro Współpracy Międzynarodowej, pok. 108, e-mail: erasmus@uni.lodz.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz wyjechać na studia w ramach Erasmusa+ w roku akademickim 2025/2026? Zgłoszenia przyjmujemy od 10 lutego do 7 marca 2025 r., tylko przez USOSweb. Do wniosku musisz dołączyć zaświadczenie, że znasz język obcy co najmniej na poziomie B2. Jeśli jesteś na pierwszym roku studiów pierwszego stopnia, nie możesz ubiegać się o wyjazd. Stypendium wynosi od 450 do 650 euro miesięcznie – w zależności od kraju. Rozmowy kwalifikacyjne zaplanowano na 17 i 18 marca. Listę rankingową opublikujemy najpewniej pod koniec marca na stronie https://erasmus.uni.lodz.pl/wyjazdy. Więcej informacji dostaniesz w Biurze Współpracy Międzynarodowej (pokój 108) lub pisząc na adres erasmus@uni.lodz.pl.",
            ),
            Good(
                "preserve",
                "**Erasmus+ 2025/2026 – wyjazdy na studia**\n\n- **Termin rekrutacji:** 10 lutego – 7 marca 2025 r.\n- **Gdzie złożyć wniosek:** wyłącznie w USOSweb.\n- **Obowiązkowy załącznik:** zaświadczenie o znajomości języka obcego, minimum B2.\n- **Kto nie może aplikować:** studenci I roku studiów I stopnia.\n- **Stypendium:** 450–650 euro miesięcznie, zależnie od kraju.\n- **Rozmowy kwalifikacyjne:** 17 i 18 marca.\n- **Lista rankingowa:** przypuszczalnie pod koniec marca, na https://erasmus.uni.lodz.pl/wyjazdy.\n- **Kontakt:** Biuro Współpracy Międzynarodowej, pok. 108, erasmus@uni.lodz.pl.",
            ),
            Good(
                "en",
                "Applications for Erasmus+ study exchanges in the 2025/2026 academic year are open from 10 February to 7 March 2025. You can apply only through USOSweb, and your application has to include a certificate of foreign-language proficiency at B2 level or higher. First-year students on first-cycle (bachelor's) programmes are not eligible to apply. The monthly grant ranges from €450 to €650, depending on the country. The ranking list will probably be published at the end of March at https://erasmus.uni.lodz.pl/wyjazdy. Interviews will be held on 17 and 18 March. For more details, contact the International Cooperation Office, room 108, e-mail: erasmus@uni.lodz.pl.",
            ),
        ],
        bad=[
            Slip(0, [("erasmus@uni.lodz.pl", "erasmus@uni.lodz.edu.pl")], "url"),
            Slip(1, [("przypuszczalnie pod koniec marca", "pod koniec marca")], "hedge"),
            Slip(2, [("on 17 and 18 March", "on 17 and 19 March")], "date"),
        ],
    ),
    Case(
        key="pl-kantor",
        source="Kantor „Euro-Wymiana” przy ul. Piotrkowskiej 88 w Łodzi jest czynny od poniedziałku do piątku w godz. 9:00–19:00 i w soboty 10:00–15:00. Kursy walut zmieniają się w ciągu dnia; kurs obowiązujący w chwili transakcji jest wyświetlany na tablicy i w aplikacji. Przy wymianie kwoty przekraczającej równowartość 15 000 euro klient musi okazać dokument tożsamości, zgodnie z przepisami o przeciwdziałaniu praniu pieniędzy. Większe kwoty, powyżej 5 000 zł, warto zarezerwować telefonicznie (42 630 18 19) co najmniej dzień wcześniej. Nie przyjmujemy banknotów uszkodzonych ani monet. Transakcję można rozliczyć w złotych lub w walucie obcej; prowizji nie pobieramy.",
        good=[
            Good(
                "preserve",
                "Kantor „Euro-Wymiana” znajdziesz przy ul. Piotrkowskiej 88 w Łodzi. Jest otwarty od poniedziałku do piątku od 9:00 do 19:00, a w soboty od 10:00 do 15:00. Kursy zmieniają się w ciągu dnia – ten, który obowiązuje w chwili wymiany, pokazujemy na tablicy i w aplikacji. Jeśli wymieniasz więcej niż równowartość 15 000 euro, musisz pokazać dokument tożsamości – wymagają tego przepisy o przeciwdziałaniu praniu pieniędzy. Przy kwotach powyżej 5 000 zł dobrze jest zadzwonić co najmniej dzień wcześniej (42 630 18 19) i zarezerwować walutę. Nie przyjmujemy uszkodzonych banknotów ani monet. Rozliczyć się możesz w złotych albo w obcej walucie. Nie pobieramy prowizji.",
            ),
            Good(
                "preserve",
                "Kantor „Euro-Wymiana”, ul. Piotrkowska 88, Łódź – godziny otwarcia: poniedziałek–piątek 9:00–19:00, sobota 10:00–15:00. Kursy walut ulegają zmianie w ciągu dnia; kurs właściwy dla danej transakcji prezentowany jest na tablicy kursowej oraz w aplikacji. W przypadku wymiany kwoty wyższej niż równowartość 15 000 euro klient zobowiązany jest do okazania dokumentu tożsamości, co wynika z przepisów o przeciwdziałaniu praniu pieniędzy. Kwoty przekraczające 5 000 zł zalecamy rezerwować telefonicznie pod numerem 42 630 18 19, nie później niż dzień przed wizytą. Kantor nie przyjmuje banknotów uszkodzonych ani monet. Transakcja może zostać rozliczona w złotych lub w walucie obcej; kantor nie pobiera prowizji.",
            ),
            Good(
                "en",
                "The “Euro-Wymiana” bureau de change at ul. Piotrkowska 88 in Łódź is open Monday to Friday from 9 am to 7 pm and on Saturdays from 10 am to 3 pm. Exchange rates change during the day; the rate applicable at the moment of the transaction is shown on the board and in the app. When exchanging an amount above the equivalent of €15,000, customers must show an identity document, as required by anti-money-laundering regulations. For larger amounts, over PLN 5,000, it is a good idea to reserve by phone (42 630 18 19) at least one day in advance. We do not accept damaged banknotes or coins. Transactions can be settled in zloty or in a foreign currency, and we charge no commission.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie przyjmujemy uszkodzonych banknotów ani monet. Rozliczyć się możesz w złotych albo w obcej walucie. Nie pobieramy prowizji.",
                        "We do not accept damaged banknotes or coins. You can settle in zloty or in a foreign currency. We charge no commission.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("równowartość 15 000 euro", "równowartość 10 000 euro")], "number"),
            Slip(
                2,
                [
                    (
                        "customers must show an identity document",
                        "customers may be asked to show an identity document",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-awizo-list-polecony",
        source="Zawiadomienie (awizo). Dnia 14 listopada 2024 r. o godz. 11:20 doręczyciel nie zastał adresata pod wskazanym adresem. Przesyłka polecona nr RR 4821 0937 5PL od nadawcy Sąd Rejonowy dla Krakowa-Podgórza pozostawiona została w placówce pocztowej Kraków 30, ul. Wielicka 28, gdzie można ją odebrać w terminie 7 dni od dnia pozostawienia zawiadomienia, w godzinach 8:00–20:00. Przesyłkę może odebrać adresat lub osoba posiadająca pełnomocnictwo pocztowe – konieczne jest okazanie dokumentu tożsamości. W przypadku nieodebrania przesyłki w tym terminie zostanie pozostawione powtórne zawiadomienie, a po upływie 14 dni przesyłka wróci do nadawcy. Termin odbioru nie może zostać przedłużony.",
        good=[
            Good(
                "preserve",
                "Awizo. 14 listopada 2024 r. o 11:20 listonosz nie zastał Cię pod Twoim adresem. W placówce pocztowej Kraków 30 przy ul. Wielickiej 28 czeka na Ciebie list polecony nr RR 4821 0937 5PL, który wysłał Sąd Rejonowy dla Krakowa-Podgórza. Możesz go odebrać w ciągu 7 dni od dnia zostawienia tego awiza, między 8:00 a 20:00. List wydamy Tobie albo osobie z pełnomocnictwem pocztowym – trzeba przy tym pokazać dokument tożsamości. Jeśli nie odbierzesz go w tym czasie, zostawimy drugie awizo, a po 14 dniach przesyłka wróci do nadawcy. Terminu odbioru nie da się przedłużyć.",
            ),
            Good(
                "preserve",
                "Zawiadomienie o pozostawieniu przesyłki. W dniu 14 listopada 2024 r., o godz. 11:20, doręczyciel nie zastał adresata pod wskazanym adresem. Przesyłka polecona nr RR 4821 0937 5PL, nadana przez Sąd Rejonowy dla Krakowa-Podgórza, oczekuje na odbiór w placówce pocztowej Kraków 30, ul. Wielicka 28, w godzinach 8:00–20:00, przez 7 dni od dnia pozostawienia niniejszego zawiadomienia. Uprawnieni do odbioru są adresat oraz osoba legitymująca się pełnomocnictwem pocztowym; wymagane jest okazanie dokumentu tożsamości. Nieodebranie przesyłki w tym terminie skutkuje pozostawieniem powtórnego zawiadomienia, a po upływie 14 dni – zwrotem przesyłki do nadawcy. Termin odbioru nie podlega przedłużeniu.",
            ),
            Good(
                "en",
                "Notice of attempted delivery. On 14 November 2024 at 11:20 the postal worker was unable to find the addressee at the address given. Registered item no. RR 4821 0937 5PL from the sender District Court for Kraków-Podgórze has been left at the Kraków 30 post office, ul. Wielicka 28, where it can be collected between 8:00 am and 8:00 pm within 7 days of the date this notice was left. The item may be collected by the addressee or by a person holding a postal power of attorney; an identity document must be shown. If the item is not collected within that time, a second notice will be left, and after 14 days the item will be returned to the sender. The collection period cannot be extended.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Terminu odbioru nie da się przedłużyć.", "Termin odbioru da się przedłużyć.")],
                "negation",
            ),
            Slip(1, [("o godz. 11:20", "o godz. 12:20")], "date"),
            Slip(
                2,
                [
                    (
                        "an identity document must be shown.",
                        "an identity document must be shown and a handling fee of PLN 2 is charged.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zaswiadczenie-o-niekaralnosci",
        source="Informację z Krajowego Rejestru Karnego (tzw. zaświadczenie o niekaralności) można uzyskać przez internet na stronie https://ekrk.ms.gov.pl albo w punkcie informacyjnym KRK przy sądzie okręgowym. Wniosek złożony elektronicznie, podpisany profilem zaufanym, kosztuje 20 zł, a papierowy – 30 zł. Zaświadczenie elektroniczne jest zwykle gotowe w ciągu kilku minut do kilku godzin, a papierowe – w ciągu około 7 dni. Podstawą prawną jest art. 6 ust. 1 ustawy z dnia 24 maja 2000 r. o Krajowym Rejestrze Karnym. Pracodawca może żądać zaświadczenia tylko wtedy, gdy wymagają tego przepisy, np. przy pracy z dziećmi. Zaświadczenie nie ma określonego terminu ważności, ale instytucje często akceptują dokumenty wydane w ciągu ostatnich 3 miesięcy.",
        good=[
            Good(
                "preserve",
                "Zaświadczenie o niekaralności, czyli informację z Krajowego Rejestru Karnego, dostaniesz przez internet na https://ekrk.ms.gov.pl albo w punkcie informacyjnym KRK w sądzie okręgowym. Wniosek przez internet, podpisany profilem zaufanym, kosztuje 20 zł, papierowy – 30 zł. Wersja elektroniczna jest zazwyczaj gotowa po kilku minutach lub kilku godzinach, a papierowa – po mniej więcej tygodniu. Podstawa prawna: art. 6 ust. 1 ustawy z dnia 24 maja 2000 r. o Krajowym Rejestrze Karnym. Pracodawca może zażądać takiego zaświadczenia tylko wtedy, gdy wymagają tego przepisy – na przykład przy pracy z dziećmi. Zaświadczenie nie ma określonego terminu ważności, ale w praktyce instytucje często akceptują te wydane w ciągu ostatnich 3 miesięcy.",
            ),
            Good(
                "preserve",
                "Informacja z Krajowego Rejestru Karnego, potocznie nazywana zaświadczeniem o niekaralności, może zostać uzyskana drogą elektroniczną za pośrednictwem strony https://ekrk.ms.gov.pl lub w punkcie informacyjnym KRK działającym przy sądzie okręgowym. Opłata za wniosek złożony elektronicznie i opatrzony podpisem zaufanym wynosi 20 zł, za wniosek w postaci papierowej – 30 zł. Czas oczekiwania wynosi zazwyczaj od kilku minut do kilku godzin w przypadku wersji elektronicznej oraz około 7 dni w przypadku wersji papierowej. Podstawę prawną stanowi art. 6 ust. 1 ustawy z dnia 24 maja 2000 r. o Krajowym Rejestrze Karnym. Pracodawca jest uprawniony do żądania zaświadczenia wyłącznie wtedy, gdy wynika to z przepisów, np. w przypadku pracy z dziećmi. Dokument nie ma określonego terminu ważności, jednak instytucje często akceptują zaświadczenia wydane w okresie ostatnich 3 miesięcy.",
            ),
            Good(
                "en",
                "A certificate from the National Criminal Register (the so-called certificate of no criminal record) can be obtained online at https://ekrk.ms.gov.pl or at a KRK information point at a regional court. An electronic application signed with a Trusted Profile costs PLN 20, and a paper one PLN 30. An electronic certificate is usually ready within anything from a few minutes to a few hours, and a paper one within about 7 days. The legal basis is Article 6(1) of the Act of 24 May 2000 on the National Criminal Register. An employer may demand the certificate only where the law requires it, for example for work with children. The certificate has no set period of validity, but institutions often accept documents issued within the last 3 months.",
            ),
        ],
        bad=[
            Slip(0, [("po mniej więcej tygodniu", "po tygodniu")], "hedge"),
            Slip(1, [("https://ekrk.ms.gov.pl", "https://krk.ms.gov.pl")], "url"),
            Slip(2, [("Article 6(1)", "Article 16(1)")], "legal_reference"),
        ],
    ),
]

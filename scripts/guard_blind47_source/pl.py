# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 47: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-regulamin-biebrzanskiego-parku-wyciag",
        source="Regulamin udostępniania Biebrzańskiego Parku Narodowego – wyciąg. Na teren parku można wchodzić wyłącznie wyznaczonymi szlakami, od świtu do zmierzchu. Wstęp jest płatny: bilet normalny kosztuje 12 zł, ulgowy 6 zł, a dzieci do lat 7 wchodzą bezpłatnie. Bilety należy kupić przed wejściem na szlak, w kasie lub przez stronę internetową parku. Psy muszą być prowadzone na smyczy; nie wolno ich wprowadzać na ścieżki przyrodnicze Długa Luka i Grzędy. Biwakowanie jest dozwolone tylko na 5 wyznaczonych polach biwakowych. W okresie lęgowym, od 1 marca do 15 lipca, niektóre odcinki szlaków mogą być zamknięte. Zabrania się używania dronów bez pisemnej zgody dyrektora parku.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady zwiedzania Biebrzańskiego Parku Narodowego:\n- Po parku poruszaj się tylko wyznaczonymi szlakami i tylko od świtu do zmierzchu.\n- Wstęp kosztuje 12 zł (bilet normalny) lub 6 zł (ulgowy); dzieci do lat 7 wchodzą za darmo.\n- Bilet kup przed wejściem na szlak – w kasie albo na stronie internetowej parku.\n- Psa prowadź na smyczy. Na ścieżki przyrodnicze Długa Luka i Grzędy nie możesz go zabierać.\n- Biwakować możesz wyłącznie na jednym z 5 wyznaczonych pól biwakowych.\n- Od 1 marca do 15 lipca, czyli w okresie lęgowym, część odcinków szlaków może zostać zamknięta.\n- Dronów nie wolno używać bez pisemnej zgody dyrektora parku.",
            ),
            Good(
                "preserve",
                "Wyciąg z regulaminu Biebrzańskiego Parku Narodowego. Po parku wolno poruszać się jedynie wyznaczonymi szlakami, w godzinach od świtu do zmierzchu. Za wstęp pobierana jest opłata – 12 zł za bilet normalny i 6 zł za ulgowy – przy czym dzieci do lat 7 są z niej zwolnione; bilet trzeba nabyć przed wejściem na szlak, w kasie bądź za pośrednictwem strony internetowej parku. Psy muszą być na smyczy i nie wolno z nimi wchodzić na ścieżki przyrodnicze Długa Luka oraz Grzędy. Biwakować można tylko na 5 wyznaczonych polach biwakowych. Od 1 marca do 15 lipca trwa okres lęgowy i część odcinków szlaków może być wówczas zamknięta. Korzystanie z dronów bez pisemnej zgody dyrektora parku jest zabronione.",
            ),
            Good(
                "en",
                "Biebrza National Park visitor rules (excerpt). You may enter the park only along marked trails, from dawn to dusk. Admission is charged: a standard ticket costs PLN 12 and a reduced ticket PLN 6, while children under 7 enter free of charge. Tickets must be bought before you set off on a trail, either at the ticket office or on the park's website. Dogs must be kept on a lead and must not be taken onto the Długa Luka and Grzędy nature paths. Camping is allowed only at the 5 designated campsites. During the breeding season, from 1 March to 15 July, some trail sections may be closed. The use of drones without the written consent of the park director is prohibited.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Na ścieżki przyrodnicze Długa Luka i Grzędy nie możesz go zabierać.",
                        "Na ścieżki przyrodnicze Długa Luka i Grzędy możesz go zabierać.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("6 zł za ulgowy", "8 zł za ulgowy")], "number"),
            Slip(
                2, [("Tickets must be bought before", "Tickets can be bought before")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-prom-trzebiez-nowe-warpno-rozklad-letni",
        source="Komunikat: zmiana rozkładu rejsów na linii Trzebież – Nowe Warpno. Od poniedziałku 2 czerwca 2025 r. do odwołania prom będzie kursował według rozkładu letniego. Pierwszy rejs z Trzebieży odpłynie o 7:15, ostatni o 19:45; w soboty i niedziele dodajemy dwa kursy popołudniowe. Czas przeprawy wydłuży się do około 55 minut z powodu prac pogłębiarskich w kanale. Cena biletu normalnego nie zmienia się i wynosi 18 zł, przewóz roweru kosztuje 5 zł. Na pokład można zabrać maksymalnie 12 rowerów. Aktualny rozkład znajduje się na stronie www.zeglugazalewowa.pl/rozklad, a pytania prosimy kierować na adres rejsy@zeglugazalewowa.pl.",
        good=[
            Good(
                "preserve",
                "Zmiany na linii promowej Trzebież – Nowe Warpno\n\nOd poniedziałku, 2 czerwca 2025 r., aż do odwołania obowiązuje letni rozkład rejsów:\n- pierwszy prom z Trzebieży: 7:15, ostatni: 19:45,\n- w soboty i niedziele dodatkowo dwa kursy po południu,\n- przeprawa wydłuży się do około 55 minut, bo w kanale trwają prace pogłębiarskie.\n\nBilet normalny nadal kosztuje 18 zł, za przewóz roweru zapłacisz 5 zł; na pokład można zabrać najwyżej 12 rowerów. Rozkład: www.zeglugazalewowa.pl/rozklad, pytania: rejsy@zeglugazalewowa.pl.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że od 2 czerwca 2025 r. (poniedziałek) do odwołania prom na linii Trzebież – Nowe Warpno kursuje według rozkładu letniego. Z Trzebieży pierwszy rejs wypłynie o godz. 7:15, a ostatni o godz. 19:45; w soboty i niedziele uruchamiamy ponadto dwa dodatkowe kursy popołudniowe. Ze względu na prace pogłębiarskie w kanale przeprawa potrwa dłużej – około 55 minut. Cena biletu normalnego pozostaje bez zmian (18 zł), a przewóz roweru kosztuje 5 zł; na pokład można zabrać najwyżej 12 rowerów. Aktualny rozkład jest dostępny pod adresem www.zeglugazalewowa.pl/rozklad, a na pytania odpowiadamy pod adresem rejsy@zeglugazalewowa.pl.",
            ),
            Good(
                "en",
                "Notice: timetable change on the Trzebież – Nowe Warpno route. From Monday 2 June 2025 until further notice, the ferry will run to the summer timetable. The first sailing from Trzebież departs at 7:15 am and the last at 7:45 pm; on Saturdays and Sundays we are adding two afternoon sailings. Because of dredging work in the channel, the crossing will take longer, about 55 minutes. The standard fare is unchanged at PLN 18, and taking a bicycle costs PLN 5. A maximum of 12 bicycles can be taken on board. The current timetable is at www.zeglugazalewowa.pl/rozklad; please send any questions to rejsy@zeglugazalewowa.pl.",
            ),
        ],
        bad=[
            Slip(2, [("the last at 7:45 pm", "the last at 8:45 pm")], "date"),
            Slip(0, [("najwyżej 12 rowerów", "najwyżej 15 rowerów")], "number"),
            Slip(1, [("rejsy@zeglugazalewowa.pl", "rejsy@zegluga-zalewowa.pl")], "url"),
        ],
    ),
    Case(
        key="pl-kociol-gazowy-bezpieczna-eksploatacja-e28",
        source="Kocioł gazowy – zasady bezpiecznej eksploatacji. Urządzenie musi być zainstalowane i uruchomione przez serwisanta z uprawnieniami gazowymi; samodzielny montaż powoduje utratę gwarancji. Przegląd kotła należy wykonywać co najmniej raz w roku, najlepiej przed sezonem grzewczym. Ciśnienie w instalacji powinno wynosić od 1,2 do 1,8 bar. Nie zasłaniaj otworów wentylacyjnych i nie przechowuj w pobliżu kotła materiałów łatwopalnych. Jeśli poczujesz zapach gazu, natychmiast zamknij zawór, otwórz okna i nie włączaj żadnych urządzeń elektrycznych. Kod błędu E28 oznacza najczęściej zbyt niskie ciśnienie wody; w takim przypadku możesz uzupełnić wodę zgodnie z rozdziałem 6. Jeśli błąd się powtarza, prawdopodobnie nieszczelna jest instalacja i należy wezwać serwis.",
        good=[
            Good(
                "preserve",
                "Jak bezpiecznie korzystać z kotła gazowego\n\n1. Instalację i uruchomienie kotła musi przeprowadzić serwisant z uprawnieniami gazowymi. Jeśli zamontujesz go samodzielnie, stracisz gwarancję.\n2. Przegląd zlecaj co najmniej raz w roku – najlepiej przed sezonem grzewczym.\n3. Ciśnienie w instalacji powinno mieścić się w przedziale 1,2–1,8 bar.\n4. Nie zasłaniaj otworów wentylacyjnych i nie trzymaj w pobliżu kotła materiałów łatwopalnych.\n5. Czujesz gaz? Od razu zamknij zawór, otwórz okna i nie włączaj żadnych urządzeń elektrycznych.\n6. Błąd E28 najczęściej oznacza za niskie ciśnienie wody – wtedy możesz dolać wody zgodnie z rozdziałem 6. Gdy błąd wraca, instalacja jest prawdopodobnie nieszczelna i trzeba wezwać serwis.",
            ),
            Good(
                "preserve",
                "Zasady bezpiecznej eksploatacji kotła gazowego. Montaż i uruchomienie urządzenia musi wykonać serwisant posiadający uprawnienia gazowe – samodzielna instalacja skutkuje utratą gwarancji. Przegląd należy przeprowadzać nie rzadziej niż raz w roku, najlepiej przed rozpoczęciem sezonu grzewczego, a ciśnienie w instalacji powinno mieścić się w zakresie od 1,2 do 1,8 bar. Otworów wentylacyjnych nie wolno zasłaniać, a w pobliżu kotła nie należy składować materiałów łatwopalnych. W razie wyczucia zapachu gazu trzeba niezwłocznie zamknąć zawór, otworzyć okna i nie uruchamiać żadnych urządzeń elektrycznych. Komunikat E28 sygnalizuje najczęściej zbyt niskie ciśnienie wody – użytkownik może wtedy uzupełnić wodę według wskazówek z rozdziału 6. Jeżeli błąd się powtarza, instalacja jest prawdopodobnie nieszczelna i należy wezwać serwis.",
            ),
            Good(
                "en",
                "Gas boiler – safe operation. The appliance must be installed and commissioned by a technician with gas qualifications; installing it yourself voids the warranty. Have the boiler serviced at least once a year, ideally before the heating season. System pressure should be between 1.2 and 1.8 bar. Do not cover the ventilation openings and do not store flammable materials near the boiler. If you smell gas, close the valve immediately, open the windows and do not switch on any electrical devices. Error code E28 most often means the water pressure is too low; in that case you can top up the water as described in chapter 6. If the error keeps coming back, the system is probably leaking and you need to call the service technician.",
            ),
        ],
        bad=[
            Slip(1, [("musi wykonać serwisant", "powinien wykonać serwisant")], "modality"),
            Slip(
                2,
                [
                    (
                        "installing it yourself voids the warranty",
                        "installing it yourself does not void the warranty",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("instalacja jest prawdopodobnie nieszczelna", "instalacja jest nieszczelna")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-stypendium-fundacji-pomorskich-talentow",
        source="Fundacja Pomorskich Talentów ogłasza nabór do programu stypendialnego na rok akademicki 2025/2026. O stypendium mogą ubiegać się studenci studiów pierwszego i drugiego stopnia, którzy są zameldowani na pobyt stały w województwie pomorskim, a ich średnia ocen z ostatniego roku wynosi co najmniej 4,5. Stypendium wynosi 800 zł miesięcznie i jest wypłacane przez 10 miesięcy. Wnioski należy składać wyłącznie elektronicznie do 15 września 2025 r. do godz. 23:59. Do wniosku trzeba dołączyć zaświadczenie z uczelni oraz oświadczenie o dochodach. Stypendium jest zwolnione z podatku na podstawie art. 21 ust. 1 pkt 40b ustawy o podatku dochodowym od osób fizycznych. Wyniki ogłosimy nie później niż 31 października.",
        good=[
            Good(
                "preserve",
                "Stypendia Fundacji Pomorskich Talentów – rok akademicki 2025/2026\n\nKto może aplikować? Studenci I i II stopnia zameldowani na pobyt stały w województwie pomorskim, którzy za ostatni rok mają średnią ocen co najmniej 4,5.\n\nIle? 800 zł miesięcznie przez 10 miesięcy.\n\nJak aplikować?\n- wniosek składasz wyłącznie elektronicznie, najpóźniej 15 września 2025 r. do 23:59,\n- do wniosku musisz dołączyć zaświadczenie z uczelni i oświadczenie o dochodach.\n\nStypendium jest zwolnione z podatku (art. 21 ust. 1 pkt 40b ustawy o podatku dochodowym od osób fizycznych). Wyniki ogłosimy najpóźniej 31 października.",
            ),
            Good(
                "preserve",
                "Fundacja Pomorskich Talentów zaprasza do udziału w naborze do programu stypendialnego na rok akademicki 2025/2026. Stypendium w wysokości 800 zł miesięcznie wypłacane jest przez 10 miesięcy i – na podstawie art. 21 ust. 1 pkt 40b ustawy o podatku dochodowym od osób fizycznych – korzysta ze zwolnienia z podatku. Ubiegać się o nie mogą studenci pierwszego i drugiego stopnia zameldowani na pobyt stały w województwie pomorskim, których średnia ocen z ostatniego roku wynosi minimum 4,5. Wniosek wraz z zaświadczeniem z uczelni i oświadczeniem o dochodach należy złożyć wyłącznie drogą elektroniczną do 15 września 2025 r., godz. 23:59. Wyniki naboru zostaną ogłoszone nie później niż 31 października.",
            ),
            Good(
                "en",
                "The Pomeranian Talents Foundation is accepting applications for its scholarship programme for the 2025/2026 academic year. First- and second-cycle students who are registered as permanent residents of the Pomorskie Voivodeship and whose grade average for the last year is at least 4.5 may apply. The scholarship is PLN 800 a month and is paid for 10 months. Applications must be submitted electronically only, by 11:59 pm on 15 September 2025. A certificate from the university and an income statement must be attached to the application. The scholarship is tax-exempt under Article 21(1)(40b) of the Personal Income Tax Act. Results will be announced no later than 31 October.",
            ),
        ],
        bad=[
            Slip(0, [("15 września 2025 r.", "25 września 2025 r.")], "date"),
            Slip(2, [("Article 21(1)(40b)", "Article 21(1)(39)")], "legal_reference"),
            Slip(1, [("przez 10 miesięcy", "przez 12 miesięcy")], "number"),
        ],
    ),
    Case(
        key="pl-abonament-premium-streaming-warunki",
        source="Warunki abonamentu Premium. Abonament Premium kosztuje 49,99 zł miesięcznie i pozwala oglądać treści jednocześnie na maksymalnie 4 urządzeniach w jakości do 4K. Nowi użytkownicy mogą skorzystać z 7-dniowego okresu próbnego; jeśli nie anulujesz subskrypcji przed jego końcem, zostaniesz obciążony pełną opłatą. Abonament odnawia się automatycznie co miesiąc. Możesz go wypowiedzieć w dowolnym momencie w ustawieniach konta, ale nie zwracamy opłat za rozpoczęty okres rozliczeniowy. Konto jest przeznaczone dla jednego gospodarstwa domowego i nie może być udostępniane osobom spoza niego. Pobrane odcinki pozostają dostępne offline przez 30 dni.",
        good=[
            Good(
                "preserve",
                "Premium w skrócie:\n- cena: 49,99 zł za miesiąc,\n- oglądanie na maksymalnie 4 urządzeniach naraz, w jakości do 4K,\n- nowi użytkownicy mogą skorzystać z 7-dniowego okresu próbnego – jeśli nie anulujesz subskrypcji, zanim się skończy, pobierzemy pełną opłatę,\n- automatyczne odnowienie co miesiąc,\n- rezygnacja w dowolnym momencie w ustawieniach konta, bez zwrotu opłaty za rozpoczęty okres rozliczeniowy,\n- konto tylko dla jednego gospodarstwa domowego; nie wolno go udostępniać osobom spoza niego,\n- pobrane odcinki są dostępne offline przez 30 dni.",
            ),
            Good(
                "preserve",
                "Za Premium płacisz 49,99 zł miesięcznie. W zamian możesz oglądać na maksymalnie czterech urządzeniach jednocześnie, w jakości sięgającej 4K. Jeśli jesteś nowym użytkownikiem, możesz skorzystać z 7-dniowego okresu próbnego, ale pamiętaj: gdy nie anulujesz subskrypcji przed jego końcem, naliczymy pełną opłatę. Abonament co miesiąc odnawia się sam; wypowiesz go, kiedy zechcesz, w ustawieniach konta, jednak za rozpoczęty okres rozliczeniowy pieniędzy nie zwracamy. Z konta może korzystać tylko jedno gospodarstwo domowe – udostępnianie go osobom z zewnątrz jest niedozwolone. Odcinki, które pobierzesz, pozostaną dostępne offline przez 30 dni.",
            ),
            Good(
                "en",
                "Premium subscription terms. Premium costs PLN 49.99 a month and lets you watch on up to 4 devices at the same time, in up to 4K quality. New users can take advantage of a 7-day trial; if you don't cancel before it ends, you will be charged the full fee. The subscription renews automatically every month. You can cancel at any time in your account settings, but we do not refund fees for a billing period that has already started. The account is intended for a single household and may not be shared with people outside it. Downloaded episodes remain available offline for 30 days.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("maksymalnie czterech urządzeniach", "maksymalnie dwóch urządzeniach")],
                "number",
            ),
            Slip(2, [("may not be shared", "should not be shared")], "modality"),
            Slip(
                0,
                [
                    (
                        "bez zwrotu opłaty za rozpoczęty okres",
                        "ze zwrotem opłaty za rozpoczęty okres",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-lista-zamowien-markdown",
        source="## Pobieranie listy zamówień\n\n`GET /api/v2/orders`\n\nZwraca listę zamówień bieżącego konta, posortowaną od najnowszych. Każde żądanie musi zawierać nagłówek `Authorization: Bearer <token>`; token wygenerujesz w panelu pod adresem https://panel.sklepik.pl/api-keys.\n\n### Parametry\n\n- `status` – filtruje po statusie (`new`, `paid`, `shipped`),\n- `limit` – liczba wyników na stronę, domyślnie 50, maksymalnie 200,\n- `cursor` – wartość z pola `next_cursor` poprzedniej odpowiedzi.\n\nLimit wynosi 600 żądań na minutę; po jego przekroczeniu API zwraca kod `429`. Nie używaj parametru `page` – jest przestarzały i zostanie usunięty w wersji 3.",
        good=[
            Good(
                "preserve",
                "## Lista zamówień\n\nEndpoint: `GET /api/v2/orders`\n\nZwraca zamówienia bieżącego konta, od najnowszego do najstarszego. W każdym żądaniu musisz przesłać nagłówek `Authorization: Bearer <token>` – token wygenerujesz w panelu: https://panel.sklepik.pl/api-keys.\n\n### Parametry zapytania\n\n- `status` – zwraca tylko zamówienia o danym statusie: `new`, `paid` lub `shipped`,\n- `limit` – ile wyników ma się znaleźć na stronie (domyślnie 50, najwięcej 200),\n- `cursor` – wstaw tu wartość pola `next_cursor` z poprzedniej odpowiedzi.\n\nMożesz wysłać do 600 żądań na minutę. Gdy przekroczysz ten limit, API zwróci kod `429`. Parametr `page` jest przestarzały i zniknie w wersji 3, więc go nie używaj.",
            ),
            Good(
                "preserve",
                "## Pobieranie listy zamówień\n\nŻądanie `GET /api/v2/orders` zwraca listę zamówień powiązanych z bieżącym kontem, posortowaną od najnowszych.\n\n**Uwierzytelnianie:** każde żądanie musi zawierać nagłówek `Authorization: Bearer <token>`. Token można wygenerować w panelu (https://panel.sklepik.pl/api-keys).\n\n### Parametry\n\n| Parametr | Opis |\n|---|---|\n| `status` | filtr statusu: `new`, `paid`, `shipped` |\n| `limit` | liczba wyników na stronę; domyślnie 50, maks. 200 |\n| `cursor` | wartość pola `next_cursor` z poprzedniej odpowiedzi |\n\nObowiązuje limit 600 żądań na minutę – po jego przekroczeniu API odpowiada kodem `429`. Parametr `page` jest przestarzały, zostanie usunięty w wersji 3 i nie należy go używać.",
            ),
            Good(
                "en",
                "## Retrieving the order list\n\n`GET /api/v2/orders`\n\nReturns the list of orders for the current account, sorted newest first. Every request must include the `Authorization: Bearer <token>` header; you can generate a token in the panel at https://panel.sklepik.pl/api-keys.\n\n### Parameters\n\n- `status` – filters by status (`new`, `paid`, `shipped`),\n- `limit` – number of results per page, 50 by default, 200 at most,\n- `cursor` – the value of the `next_cursor` field from the previous response.\n\nThe rate limit is 600 requests per minute; once it is exceeded, the API returns a `429` code. Do not use the `page` parameter – it is deprecated and will be removed in version 3.",
            ),
        ],
        bad=[
            Slip(0, [("`next_cursor`", "`nextCursor`")], "code"),
            Slip(
                1,
                [("\n| `cursor` | wartość pola `next_cursor` z poprzedniej odpowiedzi |", "")],
                "markdown",
            ),
            Slip(2, [("https://panel.sklepik.pl/api-keys", "https://panel.sklepik.pl/api")], "url"),
        ],
    ),
    Case(
        key="pl-abstrakt-wodniczka-polesie-spadek",
        source="Streszczenie. W latach 2018–2023 monitorowaliśmy populację wodniczki (Acrocephalus paludicola) na 14 powierzchniach badawczych na Polesiu Lubelskim. Liczba śpiewających samców spadła w tym okresie o około 23%, przy czym największe spadki odnotowano na powierzchniach, na których zaniechano koszenia. Wyniki sugerują, że zarastanie turzycowisk trzciną może być głównym czynnikiem ograniczającym liczebność gatunku, co jest zgodne z wcześniejszymi obserwacjami Kozłowskiej i in. (2016). Nie stwierdziliśmy natomiast istotnego wpływu poziomu wody w maju na zagęszczenie samców. Szacujemy, że bez aktywnej ochrony lokalna populacja może zmniejszyć się o połowę w ciągu 15 lat. Artykuł ukazał się w „Ornis Polonica” 64: 112–128.",
        good=[
            Good(
                "preserve",
                "Od 2018 do 2023 roku śledziliśmy populację wodniczki (Acrocephalus paludicola) na 14 powierzchniach badawczych na Polesiu Lubelskim. Śpiewających samców ubyło w tym czasie o około 23%, a najbardziej tam, gdzie przestano kosić. Wyniki sugerują, że głównym czynnikiem ograniczającym liczebność gatunku może być zarastanie turzycowisk trzciną – podobnie wskazywały wcześniejsze obserwacje Kozłowskiej i in. (2016). Nie wykazaliśmy natomiast, by poziom wody w maju istotnie wpływał na zagęszczenie samców. Według naszych szacunków bez aktywnej ochrony lokalna populacja może w ciągu 15 lat zmniejszyć się o połowę. (Ornis Polonica 64: 112–128)",
            ),
            Good(
                "preserve",
                "W latach 2018–2023 na 14 powierzchniach badawczych na Polesiu Lubelskim monitorowano populację wodniczki (Acrocephalus paludicola). W tym okresie liczba śpiewających samców zmniejszyła się o ok. 23%; najsilniejsze spadki dotyczyły powierzchni, na których zaniechano koszenia. Uzyskane wyniki sugerują, że głównym czynnikiem limitującym liczebność gatunku może być zarastanie turzycowisk przez trzcinę, co zgadza się z wcześniejszymi obserwacjami Kozłowskiej i in. (2016). Nie stwierdzono istotnego wpływu majowego poziomu wody na zagęszczenie samców. Szacuje się, że bez aktywnej ochrony lokalna populacja może w ciągu 15 lat spaść o połowę. Ornis Polonica 64: 112–128.",
            ),
            Good(
                "en",
                "Abstract. Between 2018 and 2023 we monitored the aquatic warbler (Acrocephalus paludicola) population on 14 study plots in Polesie Lubelskie. Over this period the number of singing males fell by about 23%, with the steepest declines on plots where mowing had been abandoned. The results suggest that the overgrowth of sedge fens by reed may be the main factor limiting the species' numbers, which is consistent with earlier observations by Kozłowska et al. (2016). We found no significant effect of May water levels on male density. We estimate that without active conservation the local population could halve within 15 years. Published in Ornis Polonica 64: 112–128.",
            ),
        ],
        bad=[
            Slip(1, [("Kozłowskiej i in. (2016)", "Kozłowskiej i in. (2019)")], "citation"),
            Slip(2, [("may be the main factor", "is the main factor")], "hedge"),
            Slip(0, [("o około 23%", "o około 32%")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-cmy-sady-oswietlenie-led",
        source="Streszczenie. Zbadano wpływ sztucznego oświetlenia nocnego na aktywność ciem (Lepidoptera: Noctuidae) w sadach jabłoniowych w okolicach Grójca. W sezonach 2021 i 2022 prowadzono odłowy pułapkami przynętowymi na 8 stanowiskach oświetlonych lampami LED i 8 stanowiskach kontrolnych. Na stanowiskach oświetlonych liczba odłowionych osobników była średnio o 38% niższa, a bogactwo gatunkowe o 17% niższe. Prawdopodobnie oświetlenie zaburza żerowanie i rozród ciem, choć nie można wykluczyć wpływu innych czynników, np. różnic w stosowaniu insektycydów. Wyniki potwierdzają wnioski Nowaka i Wróbel (2019, Journal of Insect Conservation 23: 455–467). Dane surowe są dostępne w repozytorium RepOD (doi:10.18150/QK7M2P).",
        good=[
            Good(
                "preserve",
                "Sprawdziliśmy, jak nocne sztuczne światło wpływa na aktywność ciem (Lepidoptera: Noctuidae) w sadach jabłoniowych koło Grójca. W sezonach 2021 i 2022 ćmy odławiano pułapkami przynętowymi na 8 stanowiskach oświetlonych lampami LED i na 8 stanowiskach kontrolnych. Tam, gdzie świeciły lampy, odławiano średnio o 38% mniej osobników, a bogactwo gatunkowe było o 17% niższe. Oświetlenie prawdopodobnie zaburza żerowanie i rozród ciem, choć nie da się wykluczyć wpływu innych czynników, na przykład różnic w stosowaniu insektycydów. Wyniki potwierdzają wnioski Nowaka i Wróbel (2019, Journal of Insect Conservation 23: 455–467). Surowe dane udostępniono w repozytorium RepOD (doi:10.18150/QK7M2P).",
            ),
            Good(
                "preserve",
                "Przedmiotem badań był wpływ nocnego oświetlenia sztucznego na aktywność ciem (Lepidoptera: Noctuidae) w sadach jabłoniowych w rejonie Grójca. Odłowy pułapkami przynętowymi prowadzono w sezonach 2021–2022 na 8 stanowiskach z lampami LED oraz na 8 stanowiskach kontrolnych. Na stanowiskach oświetlonych odłowiono przeciętnie o 38% mniej osobników niż na kontrolnych, a bogactwo gatunkowe było niższe o 17%. Przypuszczalnie światło zaburza żerowanie i rozród ciem; nie można jednak wykluczyć udziału innych czynników, takich jak różnice w stosowaniu insektycydów. Wyniki potwierdzają wnioski Nowaka i Wróbel (2019, Journal of Insect Conservation 23: 455–467). Dane surowe zdeponowano w repozytorium RepOD (doi:10.18150/QK7M2P).",
            ),
            Good(
                "en",
                "Abstract. We examined the effect of artificial light at night on the activity of moths (Lepidoptera: Noctuidae) in apple orchards near Grójec. In the 2021 and 2022 seasons, moths were caught in bait traps at 8 sites lit by LED lamps and at 8 control sites. At the lit sites, the number of individuals caught was on average 38% lower and species richness was 17% lower. The lighting probably disrupts moth feeding and reproduction, although the influence of other factors, such as differences in insecticide use, cannot be ruled out. The results confirm the conclusions of Nowak and Wróbel (2019, Journal of Insect Conservation 23: 455–467). The raw data are available in the RepOD repository (doi:10.18150/QK7M2P).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Journal of Insect Conservation", "Insect Conservation and Diversity")],
                "citation",
            ),
            Slip(2, [("The lighting probably disrupts", "The lighting disrupts")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Przypuszczalnie światło zaburza żerowanie i rozród ciem;",
                        "Przypuszczalnie światło zaburza żerowanie i rozród ciem, a także ułatwia ich wyłapywanie przez nietoperze;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-elektrosmieci-widzew-kontener",
        source="Zbiórka elektrośmieci na osiedlu Widzew-Wschód. W sobotę 12 kwietnia 2025 r. w godzinach 9:00–14:00 na parkingu przy ul. Rokicińskiej 148 będzie stał kontener, do którego mieszkańcy mogą bezpłatnie oddać zużyty sprzęt elektryczny i elektroniczny: pralki, lodówki, telewizory, komputery, telefony oraz drobne AGD. Przyjmujemy wyłącznie sprzęt kompletny – nie odbieramy lodówek bez agregatu ani telewizorów z rozbitym ekranem. Nie przyjmujemy też odpadów budowlanych, opon ani świetlówek. Za każde oddane duże urządzenie otrzymasz sadzonkę drzewa, do wyczerpania zapasów. Sprzętu nie wolno zostawiać przy kontenerze przed rozpoczęciem zbiórki. Organizatorem akcji jest Urząd Miasta Łodzi.",
        good=[
            Good(
                "preserve",
                "Elektrośmieci – zbiórka na osiedlu Widzew-Wschód\n\nKiedy: sobota, 12 kwietnia 2025 r., 9:00–14:00\nGdzie: kontener na parkingu przy ul. Rokicińskiej 148\nCo oddasz bezpłatnie: zużyte pralki, lodówki, telewizory, komputery, telefony i drobne AGD.\nCzego nie przyjmiemy: niekompletnego sprzętu (np. lodówek bez agregatu czy telewizorów z rozbitym ekranem), odpadów budowlanych, opon i świetlówek.\n\nZa każde duże urządzenie dostaniesz sadzonkę drzewa – do wyczerpania zapasów. Nie wolno zostawiać sprzętu przy kontenerze, zanim zbiórka się zacznie. Akcję organizuje Urząd Miasta Łodzi.",
            ),
            Good(
                "preserve",
                "Masz w domu starą pralkę, wysłużony telewizor albo niepotrzebny telefon? W sobotę 12 kwietnia 2025 r. od 9:00 do 14:00 na parkingu przy ul. Rokicińskiej 148 stanie kontener, do którego mieszkańcy osiedla Widzew-Wschód mogą bezpłatnie oddać zużyty sprzęt elektryczny i elektroniczny – pralki, lodówki, telewizory, komputery, telefony i drobne AGD. Sprzęt musi być kompletny: lodówek bez agregatu ani telewizorów z rozbitym ekranem nie odbierzemy. Nie przyjmujemy również odpadów budowlanych, opon ani świetlówek. Za każde duże urządzenie czeka sadzonka drzewa (do wyczerpania zapasów). Pamiętaj, że zostawianie sprzętu przy kontenerze przed rozpoczęciem zbiórki jest zabronione. Zbiórkę organizuje Urząd Miasta Łodzi.",
            ),
            Good(
                "en",
                "E-waste collection in the Widzew-Wschód estate. On Saturday 12 April 2025, from 9:00 am to 2:00 pm, there will be a container in the car park at ul. Rokicińska 148 where residents can hand in used electrical and electronic equipment free of charge: washing machines, fridges, TVs, computers, phones and small household appliances. We accept only complete equipment – we will not take fridges without a compressor or TVs with a broken screen. We also do not accept construction waste, tyres or fluorescent tubes. For every large appliance you hand in, you will receive a tree seedling while stocks last. Equipment must not be left by the container before the collection starts. The collection is organised by Łódź City Hall.",
            ),
        ],
        bad=[
            Slip(0, [("9:00–14:00", "9:00–12:00")], "date"),
            Slip(
                2,
                [("We also do not accept construction waste", "We also accept construction waste")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Zbiórkę organizuje Urząd Miasta Łodzi.",
                        "Zbiórkę organizuje Urząd Miasta Łodzi wspólnie z łódzkim MPO.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-umowa-o-dzielo-projekt-graficzny",
        source="§ 3. Termin wykonania dzieła\n1. Wykonawca zobowiązuje się wykonać dzieło, tj. projekt graficzny identyfikacji wizualnej Zamawiającego, i przekazać je do dnia 30 czerwca 2025 r.\n2. Zamawiający może w terminie 14 dni od odbioru zgłosić zastrzeżenia; Wykonawca jest obowiązany usunąć wady w terminie 7 dni od ich zgłoszenia.\n3. Za wykonanie dzieła Zamawiający zapłaci wynagrodzenie w kwocie 6500 zł brutto, płatne przelewem w ciągu 21 dni od dnia doręczenia rachunku.\n4. Z chwilą zapłaty wynagrodzenia na Zamawiającego przechodzą autorskie prawa majątkowe do dzieła na polach eksploatacji wymienionych w § 5.\n5. W sprawach nieuregulowanych stosuje się przepisy art. 627–646 Kodeksu cywilnego.",
        good=[
            Good(
                "preserve",
                "Co mówi § 3 umowy (termin wykonania dzieła):\n- Wykonawca ma wykonać projekt graficzny identyfikacji wizualnej Zamawiającego i przekazać go najpóźniej 30 czerwca 2025 r.\n- Zamawiający może zgłosić zastrzeżenia w ciągu 14 dni od odbioru, a Wykonawca musi usunąć wady w ciągu 7 dni od ich zgłoszenia.\n- Wynagrodzenie wynosi 6500 zł brutto; Zamawiający zapłaci je przelewem w ciągu 21 dni od doręczenia rachunku.\n- Gdy wynagrodzenie zostanie zapłacone, autorskie prawa majątkowe do projektu przechodzą na Zamawiającego na polach eksploatacji wymienionych w § 5.\n- W kwestiach, których umowa nie reguluje, stosuje się art. 627–646 Kodeksu cywilnego.",
            ),
            Good(
                "preserve",
                "§ 3. Termin wykonania dzieła\n1. Wykonawca zobowiązuje się do wykonania dzieła w postaci projektu graficznego identyfikacji wizualnej Zamawiającego oraz do jego przekazania nie później niż 30 czerwca 2025 r.\n2. W terminie 14 dni od odbioru dzieła Zamawiający ma prawo zgłosić zastrzeżenia, a Wykonawca ma obowiązek usunąć wady w ciągu 7 dni od ich zgłoszenia.\n3. Z tytułu wykonania dzieła Wykonawcy przysługuje wynagrodzenie w wysokości 6500 zł brutto, które Zamawiający zapłaci przelewem w terminie 21 dni od dnia doręczenia rachunku.\n4. Autorskie prawa majątkowe do dzieła, w zakresie pól eksploatacji określonych w § 5, przechodzą na Zamawiającego z chwilą zapłaty wynagrodzenia.\n5. W zakresie nieuregulowanym niniejszą umową zastosowanie mają przepisy art. 627–646 Kodeksu cywilnego.",
            ),
            Good(
                "en",
                "§ 3. Deadline for completion of the work\n1. The Contractor undertakes to create the work, i.e. the graphic design of the Client's visual identity, and to deliver it by 30 June 2025.\n2. The Client may raise objections within 14 days of acceptance; the Contractor is obliged to remedy any defects within 7 days of their notification.\n3. For the work, the Client shall pay a fee of PLN 6,500 gross by bank transfer within 21 days of the date the bill is delivered.\n4. Upon payment of the fee, the author's economic rights to the work pass to the Client in the fields of exploitation listed in § 5.\n5. Matters not regulated herein are governed by Articles 627–646 of the Civil Code.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 627–646 Kodeksu cywilnego", "art. 734–751 Kodeksu cywilnego")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Wykonawca ma obowiązek usunąć wady", "Wykonawca może usunąć wady")],
                "modality",
            ),
            Slip(2, [("by 30 June 2025", "by 30 July 2025")], "date"),
        ],
    ),
    Case(
        key="pl-szlak-rowerowy-zalew-zegrzynski-petla",
        source="Szlak rowerowy Wokół Zalewu Zegrzyńskiego liczy około 85 km i jest oznakowany kolorem zielonym. Większość trasy prowadzi asfaltowymi drogami o małym ruchu oraz ścieżkami rowerowymi, ale odcinek między Białobrzegami a Wieliszewem ma nawierzchnię szutrową i po deszczu bywa błotnisty. Przejazd całej pętli zajmuje przeciętnie 6–7 godzin, dlatego rodzinom z dziećmi polecamy podzielić ją na dwa dni. Po drodze warto zatrzymać się w Serocku, gdzie jest rynek i kilka punktów gastronomicznych. Pamiętaj, że przez most w Zegrzu prowadzi wąski chodnik – rower trzeba tam prowadzić. Na trasie nie ma wypożyczalni z serwisem, więc zabierz zapasową dętkę i pompkę.",
        good=[
            Good(
                "preserve",
                "Pętla Wokół Zalewu Zegrzyńskiego ma mniej więcej 85 km, a drogę wskażą ci zielone znaki. Jedziesz głównie asfaltem po mało ruchliwych drogach i ścieżkami rowerowymi; wyjątkiem jest szutrowy odcinek Białobrzegi – Wieliszew, który po deszczu potrafi być błotnisty. Na całą pętlę potrzeba średnio 6–7 godzin, więc jeśli jedziesz z dziećmi, polecamy rozłożyć ją na dwa dni. Dobrym miejscem na postój jest Serock – znajdziesz tam rynek i kilka miejsc, gdzie można coś zjeść. Na moście w Zegrzu chodnik jest wąski i rower trzeba przeprowadzić. Po drodze nie ma wypożyczalni z serwisem, dlatego weź zapasową dętkę i pompkę.",
            ),
            Good(
                "preserve",
                "Szlak Wokół Zalewu Zegrzyńskiego – najważniejsze informacje:\n- długość: ok. 85 km, oznakowanie zielone,\n- nawierzchnia: przeważnie asfalt (drogi o niewielkim ruchu) i ścieżki rowerowe; między Białobrzegami a Wieliszewem szuter, który po deszczu bywa błotnisty,\n- czas przejazdu całej pętli: przeciętnie 6–7 godzin – rodzinom z dziećmi polecamy podzielić trasę na dwa dni,\n- warto zatrzymać się w Serocku: rynek i kilka punktów gastronomicznych,\n- most w Zegrzu: wąski chodnik, rower trzeba prowadzić,\n- na trasie brak wypożyczalni z serwisem – zabierz zapasową dętkę i pompkę.",
            ),
            Good(
                "en",
                "The Around Lake Zegrze cycling trail is about 85 km long and marked in green. Most of the route follows quiet asphalt roads and cycle paths, but the section between Białobrzegi and Wieliszew has a gravel surface and can get muddy after rain. Riding the whole loop takes 6–7 hours on average, so we recommend that families with children split it over two days. Serock, with its market square and several places to eat, is worth a stop along the way. Remember that the bridge at Zegrze has only a narrow footway, so you have to walk your bike across it. There is no rental shop with a repair service on the route, so take a spare inner tube and a pump.",
            ),
        ],
        bad=[
            Slip(1, [("ok. 85 km", "ok. 58 km")], "number"),
            Slip(2, [("is about 85 km long", "is 85 km long")], "hedge"),
            Slip(
                0,
                [
                    (
                        "kilka miejsc, gdzie można coś zjeść.",
                        "kilka miejsc, gdzie można coś zjeść, a także samoobsługową stację naprawy rowerów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-dbsnap-kopie-postgresql",
        source="# dbsnap\n\nNarzędzie do tworzenia kopii zapasowych baz PostgreSQL z poziomu wiersza poleceń.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy:\n\n```\npip install dbsnap\n```\n\n## Użycie\n\nAby wykonać kopię bazy, uruchom `dbsnap backup --db sklep --out /var/backups`. Domyślnie kopie są kompresowane; jeśli nie chcesz kompresji, dodaj flagę `--no-compress`. Hasło do bazy powinno być przekazywane w zmiennej środowiskowej `PGPASSWORD`, a nie w argumentach polecenia. Narzędzie przechowuje 7 ostatnich kopii i automatycznie usuwa starsze.",
        good=[
            Good(
                "preserve",
                "# dbsnap\n\ndbsnap to narzędzie wiersza poleceń, które tworzy kopie zapasowe baz PostgreSQL.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz poleceniem:\n\n```\npip install dbsnap\n```\n\n## Użycie\n\nKopię bazy wykonasz poleceniem `dbsnap backup --db sklep --out /var/backups`. Kopie są domyślnie kompresowane – kompresję wyłącza flaga `--no-compress`. Hasło do bazy powinno trafiać do zmiennej środowiskowej `PGPASSWORD`, a nie do argumentów polecenia. dbsnap zachowuje 7 najnowszych kopii, a starsze usuwa automatycznie.",
            ),
            Good(
                "preserve",
                "# dbsnap\n\nKopie zapasowe baz PostgreSQL prosto z wiersza poleceń.\n\n## Instalacja\n\nDo instalacji wymagany jest Python 3.10+:\n\n```\npip install dbsnap\n```\n\n## Użycie\n\n- Kopia bazy: `dbsnap backup --db sklep --out /var/backups`\n- Kopie są domyślnie kompresowane; aby wyłączyć kompresję, dodaj `--no-compress`.\n- Hasło do bazy powinno się przekazywać w zmiennej środowiskowej `PGPASSWORD`, a nie w argumentach polecenia.\n- Przechowywanych jest 7 ostatnich kopii, starsze są usuwane automatycznie.",
            ),
            Good(
                "en",
                "# dbsnap\n\nA command-line tool for backing up PostgreSQL databases.\n\n## Installation\n\nPython 3.10 or later is required:\n\n```\npip install dbsnap\n```\n\n## Usage\n\nTo back up a database, run `dbsnap backup --db sklep --out /var/backups`. Backups are compressed by default; if you don't want compression, add the `--no-compress` flag. The database password should be passed in the `PGPASSWORD` environment variable, not in the command arguments. The tool keeps the 7 most recent backups and deletes older ones automatically.",
            ),
        ],
        bad=[
            Slip(2, [("the `--no-compress` flag", "the `--no-compression` flag")], "code"),
            Slip(0, [("```\npip install dbsnap\n```", "pip install dbsnap")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Do instalacji wymagany jest Python 3.10+",
                        "Do instalacji zalecany jest Python 3.10+",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zasady-urlopowe-zespolu-markdown",
        source="## Urlopy w zespole – zasady na 2025 r.\n\n1. Wniosek urlopowy składasz w systemie HRnet co najmniej **14 dni** przed planowanym urlopem.\n2. Urlop dłuższy niż 5 dni roboczych musi zaakceptować kierownik działu, a nie tylko lider zespołu.\n3. W okresie od 15 do 31 grudnia w zespole nie mogą jednocześnie przebywać na urlopie więcej niż 2 osoby.\n4. Niewykorzystany urlop za 2024 r. trzeba wykorzystać do 30 września 2025 r.\n\nUwaga: urlopu na żądanie (4 dni w roku) nie trzeba zgłaszać z wyprzedzeniem, ale należy poinformować lidera najpóźniej w dniu jego rozpoczęcia. Pytania: [kadry@firma.pl](mailto:kadry@firma.pl).",
        good=[
            Good(
                "preserve",
                "## Zasady urlopowe zespołu na 2025 r.\n\n1. Wniosek o urlop składasz w HRnet nie później niż **14 dni** przed planowanym urlopem.\n2. Jeśli urlop trwa dłużej niż 5 dni roboczych, musi go zaakceptować kierownik działu – sama zgoda lidera zespołu nie wystarczy.\n3. Od 15 do 31 grudnia na urlopie mogą być jednocześnie najwyżej 2 osoby z zespołu.\n4. Zaległy urlop za 2024 r. trzeba wykorzystać do 30 września 2025 r.\n\n**Urlop na żądanie** (4 dni w roku) nie wymaga zgłoszenia z wyprzedzeniem, ale lidera należy poinformować najpóźniej w dniu, w którym urlop się zaczyna. W razie pytań pisz na [kadry@firma.pl](mailto:kadry@firma.pl).",
            ),
            Good(
                "preserve",
                "## Urlopy 2025 – jak to działa w naszym zespole\n\n- **Wyprzedzenie:** wniosek w systemie HRnet składasz minimum **14 dni** przed planowanym urlopem.\n- **Akceptacja:** urlop dłuższy niż 5 dni roboczych musi zaakceptować kierownik działu; nie wystarczy akceptacja lidera zespołu.\n- **Koniec roku:** w dniach 15–31 grudnia na urlopie nie mogą być naraz więcej niż 2 osoby z zespołu.\n- **Zaległy urlop:** niewykorzystane dni za 2024 r. trzeba wykorzystać do 30 września 2025 r.\n- **Urlop na żądanie:** 4 dni w roku, bez zgłaszania z wyprzedzeniem – lidera należy jednak poinformować najpóźniej w dniu rozpoczęcia urlopu.\n\nPytania kieruj na [kadry@firma.pl](mailto:kadry@firma.pl).",
            ),
            Good(
                "en",
                "## Team leave – rules for 2025\n\n1. Submit your leave request in the HRnet system at least **14 days** before the planned leave.\n2. Leave longer than 5 working days must be approved by the head of department, not just the team leader.\n3. From 15 to 31 December, no more than 2 people from the team may be on leave at the same time.\n4. Unused leave for 2024 must be taken by 30 September 2025.\n\nNote: on-demand leave (4 days a year) does not have to be requested in advance, but you must inform your team leader no later than the day it starts. Questions: [kadry@firma.pl](mailto:kadry@firma.pl).",
            ),
        ],
        bad=[
            Slip(
                2, [("## Team leave – rules for 2025", "Team leave – rules for 2025")], "markdown"
            ),
            Slip(
                0,
                [("nie wymaga zgłoszenia z wyprzedzeniem", "wymaga zgłoszenia z wyprzedzeniem")],
                "negation",
            ),
            Slip(1, [("do 30 września 2025 r.", "do 30 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-komunikat",
        source="Komunikat Powiatowego Lekarza Weterynarii w Nowym Targu. Przypominamy, że zgodnie z ustawą o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt każdy pies musi zostać zaszczepiony przeciwko wściekliźnie w ciągu 30 dni od ukończenia 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Szczepienia kotów nie są obowiązkowe, ale lekarze zalecają je zwłaszcza u zwierząt wychodzących. W powiecie nowotarskim w 2024 r. potwierdzono 2 przypadki wścieklizny u lisów. Właściciele, którzy nie zaszczepią psa, mogą zostać ukarani grzywną. Zaświadczenie o szczepieniu należy przechowywać i okazywać na żądanie organów kontroli.",
        good=[
            Good(
                "preserve",
                "Ważne dla właścicieli psów i kotów – komunikat Powiatowego Lekarza Weterynarii w Nowym Targu:\n- Psa musisz zaszczepić przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem co najmniej raz na 12 miesięcy. Wynika to z ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt.\n- Kota szczepić nie musisz, ale lekarze to zalecają, szczególnie jeśli wychodzi z domu.\n- W 2024 r. w powiecie nowotarskim potwierdzono 2 przypadki wścieklizny u lisów.\n- Jeśli nie zaszczepisz psa, możesz zostać ukarany grzywną.\n- Zaświadczenie o szczepieniu zachowaj i okaż, jeśli zażądają go organy kontroli.",
            ),
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Nowym Targu informuje, że w 2024 r. w powiecie nowotarskim potwierdzono 2 przypadki wścieklizny u lisów, i przypomina o obowiązku szczepień. Zgodnie z ustawą o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt każdy pies musi zostać zaszczepiony przeciwko wściekliźnie w ciągu 30 dni od ukończenia 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Właściciel, który tego nie zrobi, może zostać ukarany grzywną. Zaświadczenie o szczepieniu należy przechowywać i okazywać na żądanie organów kontroli. Szczepienie kotów nie jest obowiązkowe, choć lekarze je zalecają, zwłaszcza w przypadku kotów wychodzących.",
            ),
            Good(
                "en",
                "Notice from the District Veterinary Officer in Nowy Targ. Under the Act on the protection of animal health and the control of infectious animal diseases, every dog must be vaccinated against rabies within 30 days of reaching 3 months of age, and then at least every 12 months. Vaccinating cats is not compulsory, but vets recommend it, especially for cats that go outdoors. In 2024, 2 cases of rabies in foxes were confirmed in Nowy Targ district. Owners who fail to vaccinate their dog may be fined. The vaccination certificate must be kept and shown to inspection authorities on request.",
            ),
        ],
        bad=[
            Slip(0, [("Psa musisz zaszczepić", "Psa powinieneś zaszczepić")], "modality"),
            Slip(
                2,
                [
                    (
                        "Vaccinating cats is not compulsory, but",
                        "Vaccinating cats is also compulsory, and",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "potwierdzono 2 przypadki wścieklizny u lisów,",
                        "potwierdzono 2 przypadki wścieklizny u lisów w okolicach Szaflar,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-wypozyczalni-biblioteki-gniezno",
        source="Regulamin wypożyczalni Miejskiej Biblioteki Publicznej w Gnieźnie (fragment). Czytelnik może wypożyczyć jednocześnie nie więcej niż 6 książek na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, osobiście, telefonicznie lub przez konto czytelnika, pod warunkiem że na książkę nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,30 zł za egzemplarz. Nowości wydawnicze oznaczone czerwoną naklejką wypożycza się na 14 dni i nie podlegają one prolongacie. Czytelnik jest zobowiązany do zgłoszenia zmiany adresu zamieszkania w ciągu miesiąca. Zagubioną lub zniszczoną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową.",
        good=[
            Good(
                "preserve",
                "W wypożyczalni Miejskiej Biblioteki Publicznej w Gnieźnie możesz wziąć naraz najwyżej 6 książek, na 30 dni. Jeśli nikt inny nie czeka na daną książkę, termin zwrotu przedłużysz dwa razy – na miejscu, przez telefon albo na swoim koncie czytelnika. Za każdy dzień spóźnienia zapłacisz 0,30 zł od egzemplarza. Nowości z czerwoną naklejką wypożyczasz tylko na 14 dni i ich termin nie może być przedłużony. Zmianę adresu zamieszkania musisz zgłosić w ciągu miesiąca. Jeśli zgubisz lub zniszczysz książkę, trzeba ją odkupić albo zapłacić jej aktualną wartość rynkową.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Gnieźnie – zasady wypożyczeń (fragment regulaminu):\n- limit: do 6 książek jednocześnie, na 30 dni,\n- przedłużenie terminu zwrotu: dwukrotnie (osobiście, telefonicznie lub przez konto czytelnika), o ile na książkę nie czeka ktoś inny,\n- opłata za zwłokę: 0,30 zł za każdy dzień i każdy egzemplarz,\n- nowości z czerwoną naklejką: wypożyczenie na 14 dni, bez możliwości prolongaty,\n- zmiana adresu zamieszkania: czytelnik ma obowiązek zgłosić ją w ciągu miesiąca,\n- książka zagubiona lub zniszczona: należy ją odkupić lub zapłacić jej aktualną wartość rynkową.",
            ),
            Good(
                "en",
                "Lending rules of the Municipal Public Library in Gniezno (excerpt). A reader may borrow no more than 6 books at a time, for a period of 30 days. The return date can be extended twice – in person, by phone or through the reader's account – provided no one else is waiting for the book. A fee of PLN 0.30 per item is charged for each day of delay. New releases marked with a red sticker are lent for 14 days and cannot be renewed. Readers are required to report a change of address within one month. A lost or damaged book must be replaced or its current market value paid.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("czytelnik ma obowiązek zgłosić ją", "czytelnik powinien zgłosić ją")],
                "modality",
            ),
            Slip(2, [("PLN 0.30 per item", "PLN 0.50 per item")], "number"),
            Slip(
                0,
                [("ich termin nie może być przedłużony", "ich termin może być przedłużony")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wymiana-windy-wspolnota-lipowa",
        source="Szanowni Mieszkańcy, informujemy, że w budynku przy ul. Lipowej 12 rozpocznie się wymiana dźwigu osobowego w klatce B. Prace potrwają od 3 do 28 listopada 2025 r.; w tym czasie winda w klatce B będzie wyłączona z użytku. Osoby z niepełnosprawnościami oraz seniorzy, którzy potrzebują pomocy we wnoszeniu zakupów, mogą zgłosić się do administracji – postaramy się zorganizować wsparcie. Koszt inwestycji pokryje fundusz remontowy wspólnoty, zgodnie z uchwałą nr 7/2025. Harmonogram prac i bieżące komunikaty publikujemy na stronie www.wm-lipowa12.pl/aktualnosci. Administracja jest czynna od poniedziałku do piątku w godz. 8:00–16:00, tel. 58 555 21 40.",
        good=[
            Good(
                "preserve",
                "Od 3 do 28 listopada 2025 r. w budynku przy ul. Lipowej 12 będzie wymieniana winda osobowa w klatce B – przez ten czas nie będzie można z niej korzystać. Jeśli jesteś seniorem lub osobą z niepełnosprawnością i potrzebujesz pomocy przy wnoszeniu zakupów, możesz zgłosić się do administracji; postaramy się zorganizować wsparcie. Wymianę sfinansuje fundusz remontowy wspólnoty (uchwała nr 7/2025). Harmonogram prac i bieżące komunikaty znajdziesz na www.wm-lipowa12.pl/aktualnosci. Administracja pracuje od poniedziałku do piątku, 8:00–16:00, tel. 58 555 21 40.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, uprzejmie informujemy, że w klatce B budynku przy ul. Lipowej 12 zostanie wymieniony dźwig osobowy. Roboty zaplanowano na okres od 3 do 28 listopada 2025 r., a winda w klatce B będzie w tym czasie nieczynna. Seniorzy i osoby z niepełnosprawnościami, które potrzebują pomocy przy wnoszeniu zakupów, mogą zgłaszać się do administracji – dołożymy starań, aby zorganizować wsparcie. Zgodnie z uchwałą nr 7/2025 inwestycja zostanie sfinansowana z funduszu remontowego wspólnoty. Harmonogram prac oraz bieżące komunikaty są dostępne na stronie www.wm-lipowa12.pl/aktualnosci. Administracja przyjmuje od poniedziałku do piątku w godz. 8:00–16:00 (tel. 58 555 21 40).",
            ),
            Good(
                "en",
                "Dear Residents, we would like to inform you that the passenger lift in staircase B of the building at ul. Lipowa 12 is going to be replaced. The work will last from 3 to 28 November 2025, and during this time the lift in staircase B will be out of service. People with disabilities and older residents who need help carrying their shopping upstairs can contact the building management – we will try to arrange assistance. The cost will be covered by the housing community's renovation fund, in accordance with resolution no. 7/2025. The work schedule and current notices are published at www.wm-lipowa12.pl/aktualnosci. The management office is open Monday to Friday, 8:00 am to 4:00 pm, tel. 58 555 21 40.",
            ),
        ],
        bad=[
            Slip(1, [("od 3 do 28 listopada 2025 r.", "od 3 do 28 października 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "covered by the housing community's renovation fund,",
                        "covered by the housing community's renovation fund and a grant from the city,",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("www.wm-lipowa12.pl/aktualnosci", "www.wm-lipowa12.pl")], "url"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-szkola-jezykowa",
        source="Klauzula informacyjna. Administratorem Pani/Pana danych osobowych jest Szkoła Językowa Lingwista sp. z o.o. z siedzibą w Toruniu, ul. Szeroka 21. Dane przetwarzamy w celu realizacji umowy o kurs na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie za Pani/Pana zgodą (art. 6 ust. 1 lit. a RODO). Dane będą przechowywane przez okres trwania umowy, a następnie przez 5 lat na potrzeby rozliczeń podatkowych. Ma Pani/Pan prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa UODO. Zgodę można wycofać w każdej chwili. Podanie danych jest dobrowolne, ale niezbędne do zawarcia umowy. Kontakt z inspektorem ochrony danych: iod@lingwista.edu.pl.",
        good=[
            Good(
                "preserve",
                "Kto i jak przetwarza Twoje dane? Administratorem jest Szkoła Językowa Lingwista sp. z o.o. z siedzibą w Toruniu, ul. Szeroka 21.\n- Dane wykorzystujemy, aby zrealizować umowę o kurs (art. 6 ust. 1 lit. b RODO).\n- Do celów marketingowych używamy ich tylko wtedy, gdy wyrazisz na to zgodę (art. 6 ust. 1 lit. a RODO); zgodę możesz wycofać w każdej chwili.\n- Przechowujemy je przez czas trwania umowy, a potem jeszcze przez 5 lat na potrzeby rozliczeń podatkowych.\n- Masz prawo dostępu do swoich danych, ich sprostowania i usunięcia, a także prawo do wniesienia skargi do Prezesa UODO.\n- Podanie danych jest dobrowolne, ale bez nich nie zawrzemy umowy.\n\nKontakt z inspektorem ochrony danych: iod@lingwista.edu.pl.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych. Administratorem danych jest Szkoła Językowa Lingwista sp. z o.o. z siedzibą w Toruniu przy ul. Szerokiej 21; z inspektorem ochrony danych można się skontaktować pod adresem iod@lingwista.edu.pl. Dane są przetwarzane w celu realizacji umowy o kurs (podstawa: art. 6 ust. 1 lit. b RODO), a w celach marketingowych – wyłącznie za zgodą osoby, której dotyczą (art. 6 ust. 1 lit. a RODO); zgodę tę można w każdej chwili wycofać. Dane przechowujemy przez okres trwania umowy, a po jej zakończeniu przez 5 lat na potrzeby rozliczeń podatkowych. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, lecz niezbędne do zawarcia umowy.",
            ),
            Good(
                "en",
                "Privacy notice. The controller of your personal data is Szkoła Językowa Lingwista sp. z o.o., based in Toruń at ul. Szeroka 21. We process your data to perform the course agreement under Article 6(1)(b) GDPR and, only with your consent, for marketing purposes (Article 6(1)(a) GDPR). Your data will be kept for the duration of the agreement and then for 5 years for tax settlement purposes. You have the right to access, rectify and erase your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). You can withdraw your consent at any time. Providing your data is voluntary but necessary to conclude the agreement. You can contact the data protection officer at iod@lingwista.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(0, [("iod@lingwista.edu.pl", "iod@lingwista.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "Providing your data is voluntary but necessary",
                        "Providing your data is mandatory and necessary",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-200-sposob-stosowania",
        source="Ibuprofen 200 mg – jak stosować. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki do 3 razy na dobę, co 4–6 godzin. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) w ciągu doby. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Lek najlepiej przyjmować podczas posiłku lub po nim, co może zmniejszyć ryzyko dolegliwości żołądkowych. Działania niepożądane, takie jak nudności czy zgaga, mogą wystąpić u nie więcej niż 1 na 10 pacjentów. Leku nie stosować w ostatnim trymestrze ciąży. Przechowywać w temperaturze poniżej 25°C.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg – dawkowanie i ważne informacje\n- Dorośli i młodzież powyżej 12 lat: 1 lub 2 tabletki, najwyżej 3 razy na dobę, w odstępach 4–6 godzin.\n- W ciągu doby nie przyjmuj więcej niż 6 tabletek (1200 mg).\n- Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n- Najlepiej przyjmuj go w trakcie posiłku albo po nim – może to zmniejszyć ryzyko dolegliwości żołądkowych.\n- Działania niepożądane, np. nudności czy zgaga, mogą wystąpić u nie więcej niż 1 na 10 pacjentów.\n- Nie stosuj leku w ostatnim trymestrze ciąży.\n- Przechowuj w temperaturze poniżej 25°C.",
            ),
            Good(
                "preserve",
                "Sposób stosowania leku Ibuprofen 200 mg: dorośli i młodzież w wieku powyżej 12 lat przyjmują 1–2 tabletki co 4–6 godzin, nie częściej niż 3 razy na dobę. Dawka dobowa nie powinna przekraczać 6 tabletek, czyli 1200 mg. Bez konsultacji lekarskiej nie należy stosować leku dłużej niż 3 dni w gorączce ani dłużej niż 5 dni w bólu. Tabletki najlepiej przyjmować w trakcie posiłku lub po nim, ponieważ może to zmniejszyć ryzyko dolegliwości ze strony żołądka. Działania niepożądane, np. nudności i zgaga, mogą wystąpić u nie więcej niż 1 na 10 pacjentów. Leku nie należy stosować w ostatnim trymestrze ciąży. Przechowywać w temperaturze poniżej 25°C.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg – how to take it. Adults and adolescents over 12 years: 1–2 tablets up to 3 times a day, every 4–6 hours. Do not take more than 6 tablets (1200 mg) in 24 hours. Without consulting a doctor, do not use the medicine for longer than 3 days for fever or 5 days for pain. It is best taken with or after a meal, which may reduce the risk of stomach upset. Side effects such as nausea or heartburn may occur in no more than 1 in 10 patients. Do not use in the last trimester of pregnancy. Store below 25°C.",
            ),
        ],
        bad=[
            Slip(
                1, [("ponieważ może to zmniejszyć ryzyko", "ponieważ zmniejsza to ryzyko")], "hedge"
            ),
            Slip(2, [("more than 6 tablets", "more than 8 tablets")], "number"),
            Slip(
                0,
                [
                    (
                        "- Nie stosuj leku w ostatnim trymestrze ciąży.",
                        "- Lek możesz stosować także w ostatnim trymestrze ciąży.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-jakosc-powietrza-krakow-pm25-raport",
        source="Według raportu Małopolskiego Obserwatorium Powietrza (2024) średnioroczne stężenie pyłu PM2,5 w Krakowie spadło od 2015 r. o około 40%, głównie dzięki zakazowi palenia węglem i drewnem, obowiązującemu od 1 września 2019 r. Autorzy zaznaczają jednak, że w dni bezwietrzne normy dobowe wciąż bywają przekraczane. Badanie Nowickiej i in. opublikowane w „Environmental Research” (2023, t. 231, art. 116102) wskazuje, że poprawa jakości powietrza mogła przyczynić się do spadku liczby hospitalizacji dzieci z powodu astmy. Zdaniem ekspertów gminy ościenne powinny wprowadzić podobne przepisy, ponieważ napływ zanieczyszczeń spoza miasta prawdopodobnie odpowiada za znaczną część epizodów smogowych.",
        good=[
            Good(
                "preserve",
                "Od 2015 r. średnioroczne stężenie pyłu PM2,5 w Krakowie zmniejszyło się o mniej więcej 40% – wynika z raportu Małopolskiego Obserwatorium Powietrza (2024). Największą zasługę autorzy przypisują zakazowi palenia węglem i drewnem, który obowiązuje od 1 września 2019 r. Zastrzegają jednak, że w dni bez wiatru dobowe normy nadal bywają przekraczane. Badanie Nowickiej i in. („Environmental Research”, 2023, t. 231, art. 116102) wskazuje z kolei, że lepsza jakość powietrza mogła przyczynić się do spadku liczby hospitalizacji dzieci z powodu astmy. Eksperci uważają, że gminy ościenne powinny wprowadzić podobne przepisy, bo za znaczną część epizodów smogowych prawdopodobnie odpowiada napływ zanieczyszczeń spoza miasta.",
            ),
            Good(
                "preserve",
                "Jakość powietrza w Krakowie – najważniejsze wnioski:\n- Raport Małopolskiego Obserwatorium Powietrza (2024): średnioroczne stężenie PM2,5 spadło od 2015 r. o ok. 40%, przede wszystkim dzięki obowiązującemu od 1 września 2019 r. zakazowi palenia węglem i drewnem. Autorzy podkreślają jednak, że w bezwietrzne dni normy dobowe wciąż bywają przekraczane.\n- Nowicka i in. (Environmental Research, 2023, t. 231, art. 116102): poprawa jakości powietrza mogła się przyczynić do spadku liczby hospitalizacji dzieci z powodu astmy.\n- Zdaniem ekspertów podobne przepisy powinny wprowadzić gminy ościenne, ponieważ napływ zanieczyszczeń spoza miasta prawdopodobnie odpowiada za znaczną część epizodów smogowych.",
            ),
            Good(
                "en",
                "According to a report by the Małopolska Air Observatory (2024), the annual average concentration of PM2.5 in Kraków has fallen by about 40% since 2015, mainly thanks to the ban on burning coal and wood that has been in force since 1 September 2019. The authors note, however, that daily limits are still sometimes exceeded on windless days. A study by Nowicka et al. published in Environmental Research (2023, vol. 231, article 116102) indicates that the improvement in air quality may have contributed to a fall in the number of children hospitalised for asthma. In the experts' view, neighbouring municipalities should introduce similar rules, because pollution flowing in from outside the city is probably responsible for a large share of smog episodes.",
            ),
        ],
        bad=[
            Slip(0, [("t. 231, art. 116102", "t. 213, art. 116102")], "citation"),
            Slip(2, [("may have contributed", "contributed")], "hedge"),
            Slip(
                1,
                [
                    (
                        "podobne przepisy powinny wprowadzić gminy ościenne",
                        "podobne przepisy muszą wprowadzić gminy ościenne",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-konkurs-fotograficzny-pieniny-regulamin",
        source="Regulamin konkursu fotograficznego „Przyroda Pienin w obiektywie” (skrót). Konkurs organizuje Pieniński Park Narodowy. Każdy uczestnik może zgłosić maksymalnie 3 zdjęcia wykonane na terenie parku w 2025 r. Prace w formacie JPG, o dłuższym boku co najmniej 3000 pikseli, należy przesłać do 15 listopada 2025 r. na adres foto@ppn-konkurs.pl. Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Jury przyzna trzy nagrody: 1500 zł, 1000 zł i 500 zł oraz wyróżnienia. Niedozwolone jest fotografowanie zwierząt z użyciem wabików oraz schodzenie ze szlaków w celu wykonania zdjęcia. Nagrodzone prace zostaną pokazane na wystawie w Krościenku nad Dunajcem.",
        good=[
            Good(
                "preserve",
                "„Przyroda Pienin w obiektywie” – najważniejsze zasady konkursu\n\nOrganizator: Pieniński Park Narodowy.\n- Możesz zgłosić najwyżej 3 zdjęcia zrobione na terenie parku w 2025 r.\n- Pliki JPG o dłuższym boku minimum 3000 pikseli wyślij do 15 listopada 2025 r. na adres foto@ppn-konkurs.pl.\n- Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach.\n- Nagrody jury: 1500 zł, 1000 zł i 500 zł, a także wyróżnienia.\n- Nie wolno fotografować zwierząt z użyciem wabików ani schodzić ze szlaków, żeby zrobić zdjęcie.\n\nNagrodzone prace pokażemy na wystawie w Krościenku nad Dunajcem.",
            ),
            Good(
                "preserve",
                "Fotografujesz w Pieninach? Pieniński Park Narodowy zaprasza do konkursu „Przyroda Pienin w obiektywie”. Każdy uczestnik może zgłosić do 3 zdjęć wykonanych na terenie parku w 2025 r., które nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Zdjęcia w formacie JPG, o dłuższym boku nie mniejszym niż 3000 pikseli, trzeba przesłać do 15 listopada 2025 r. na adres foto@ppn-konkurs.pl. Pamiętaj: fotografowanie zwierząt z użyciem wabików i schodzenie ze szlaków w celu zrobienia zdjęcia są niedozwolone. Jury przyzna trzy nagrody – 1500 zł, 1000 zł i 500 zł – oraz wyróżnienia, a nagrodzone prace trafią na wystawę w Krościenku nad Dunajcem.",
            ),
            Good(
                "en",
                "Rules of the “Nature of the Pieniny through the lens” photo competition (summary). The competition is organised by Pieniny National Park. Each participant may submit up to 3 photos taken in the park in 2025. Entries must be JPG files with a longer side of at least 3,000 pixels and must be sent by 15 November 2025 to foto@ppn-konkurs.pl. Photos must not have been published before or awarded prizes in other competitions. The jury will award three prizes of PLN 1,500, PLN 1,000 and PLN 500, as well as honourable mentions. Photographing animals using lures and leaving the trails to take a photo are not allowed. The winning entries will be shown at an exhibition in Krościenko nad Dunajcem.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Photos must not have been published before or awarded prizes in other competitions.",
                        "Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach.",
                    ),
                    (
                        "Photographing animals using lures and leaving the trails to take a photo are not allowed.",
                        "Niedozwolone jest fotografowanie zwierząt z użyciem wabików oraz schodzenie ze szlaków w celu wykonania zdjęcia.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(0, [("najwyżej 3 zdjęcia", "najwyżej 5 zdjęć")], "number"),
            Slip(
                1,
                [
                    (
                        "trafią na wystawę w Krościenku nad Dunajcem.",
                        "trafią na wystawę w Krościenku nad Dunajcem, a ich autorzy otrzymają dodatkowo roczne karty wstępu do parku.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 39: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-wieza-widokowa-regulamin-zwiedzania",
        source="Regulamin zwiedzania wieży widokowej na Górze Chełmiec. Wieża jest czynna od 1 maja do 30 września, codziennie w godz. 9:00–19:00. Bilet normalny kosztuje 12 zł, ulgowy 8 zł; dzieci do lat 4 wchodzą bezpłatnie. Na tarasie widokowym może jednocześnie przebywać nie więcej niż 25 osób. Dzieci poniżej 13 lat muszą być pod opieką osoby dorosłej. W czasie burzy oraz przy wietrze przekraczającym 60 km/h wieża jest zamykana. Na wieżę nie wolno wnosić rowerów, hulajnóg ani wózków dziecięcych. Zwiedzający powinni korzystać z poręczy na schodach. Obsługa może odmówić wejścia osobie nietrzeźwej.",
        good=[
            Good(
                "preserve",
                "Wieża widokowa na Górze Chełmiec – zasady zwiedzania. Wieżę możesz odwiedzić od 1 maja do 30 września, codziennie od 9:00 do 19:00. Bilet normalny kosztuje 12 zł, a ulgowy 8 zł; dzieci do lat 4 wchodzą za darmo. Na tarasie widokowym naraz może być najwyżej 25 osób. Dziecko poniżej 13 lat musi być pod opieką dorosłego. W czasie burzy i przy wietrze silniejszym niż 60 km/h wieża jest zamykana. Rowerów, hulajnóg i wózków dziecięcych nie wolno wnosić na wieżę. Na schodach powinieneś trzymać się poręczy. Obsługa może nie wpuścić osoby nietrzeźwej.",
            ),
            Good(
                "preserve",
                "Regulamin zwiedzania wieży widokowej na Górze Chełmiec\n1. Wieża jest udostępniana zwiedzającym codziennie w okresie od 1 maja do 30 września, w godzinach 9:00–19:00.\n2. Ceny biletów: normalny – 12 zł, ulgowy – 8 zł. Dzieci do lat 4 są zwolnione z opłaty.\n3. Liczba osób przebywających jednocześnie na tarasie widokowym nie może przekraczać 25.\n4. Dzieci w wieku poniżej 13 lat muszą przebywać pod opieką osoby dorosłej.\n5. Wieża jest zamykana w czasie burzy oraz gdy prędkość wiatru przekracza 60 km/h.\n6. Zabrania się wnoszenia na wieżę rowerów, hulajnóg i wózków dziecięcych.\n7. Zwiedzający powinni korzystać z poręczy podczas poruszania się po schodach.\n8. Obsługa może odmówić wstępu osobie nietrzeźwej.",
            ),
            Good(
                "en",
                "Rules for visiting the Chełmiec Hill viewing tower. The tower is open from 1 May to 30 September, daily from 9:00 to 19:00. A standard ticket costs PLN 12 and a reduced ticket PLN 8; children up to the age of 4 enter free of charge. No more than 25 people may be on the viewing deck at any one time. Children under 13 must be supervised by an adult. The tower is closed during storms and when the wind exceeds 60 km/h. Bicycles, scooters and prams must not be taken up the tower. Visitors should use the handrails on the stairs. Staff may refuse entry to anyone who is intoxicated.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Rowerów, hulajnóg i wózków dziecięcych nie wolno wnosić",
                        "Rowery, hulajnogi i wózki dziecięce wolno wnosić",
                    )
                ],
                "negation",
            ),
            Slip(1, [("muszą przebywać pod opieką", "powinny przebywać pod opieką")], "modality"),
            Slip(2, [("No more than 25 people", "No more than 35 people")], "number"),
        ],
    ),
    Case(
        key="pl-placowka-pocztowa-tymczasowe-przeniesienie",
        source="Poczta Polska S.A. uprzejmie informuje, że od poniedziałku 7 lipca 2025 r. Urząd Pocztowy Lublin 20 przy ul. Nałęczowskiej 18 zostanie zamknięty z powodu remontu. Klientów obsługiwać będzie tymczasowa placówka w pawilonie przy ul. Bursztynowej 2, czynna od poniedziałku do piątku w godz. 8:00–18:00, a w soboty 9:00–13:00. Przesyłki awizowane do UP Lublin 20 należy odbierać w placówce tymczasowej. Remont potrwa prawdopodobnie około trzech miesięcy. Paczki można też odebrać w automatach paczkowych po zmianie miejsca doręczenia w aplikacji Pocztex. Aktualne informacje są publikowane na stronie www.poczta-polska.pl/komunikaty.",
        good=[
            Good(
                "preserve",
                "Uwaga, klienci poczty przy Nałęczowskiej! Poczta Polska S.A. informuje, że od poniedziałku 7 lipca 2025 r. Urząd Pocztowy Lublin 20 (ul. Nałęczowska 18) będzie zamknięty z powodu remontu. W tym czasie sprawy załatwisz w tymczasowej placówce w pawilonie przy ul. Bursztynowej 2. Jest ona czynna od poniedziałku do piątku od 8:00 do 18:00, a w soboty od 9:00 do 13:00. Przesyłki z awizo do UP Lublin 20 trzeba odebrać właśnie w placówce tymczasowej. Remont potrwa prawdopodobnie około trzech miesięcy. Paczkę możesz też odebrać w automacie paczkowym – wystarczy zmienić miejsce doręczenia w aplikacji Pocztex. Bieżące informacje znajdziesz na www.poczta-polska.pl/komunikaty.",
            ),
            Good(
                "preserve",
                "Poczta Polska S.A. informuje, że z dniem 7 lipca 2025 r. (poniedziałek) Urząd Pocztowy Lublin 20, mieszczący się przy ul. Nałęczowskiej 18, zostanie zamknięty w związku z remontem. Obsługa klientów będzie prowadzona w placówce tymczasowej zlokalizowanej w pawilonie przy ul. Bursztynowej 2, czynnej od poniedziałku do piątku w godzinach 8:00–18:00 oraz w soboty w godzinach 9:00–13:00. Przesyłki awizowane do UP Lublin 20 należy odbierać w placówce tymczasowej. Remont potrwa prawdopodobnie około trzech miesięcy. Istnieje również możliwość odbioru paczek w automatach paczkowych po zmianie miejsca doręczenia w aplikacji Pocztex. Aktualne komunikaty są dostępne pod adresem www.poczta-polska.pl/komunikaty.",
            ),
            Good(
                "en",
                "Poczta Polska S.A. would like to inform you that from Monday 7 July 2025, Post Office Lublin 20 at 18 Nałęczowska Street will be closed for renovation. Customers will be served at a temporary branch in the pavilion at 2 Bursztynowa Street, open Monday to Friday from 8:00 to 18:00 and on Saturdays from 9:00 to 13:00. Items with a collection notice for Lublin 20 must be collected from the temporary branch. The renovation will probably take about three months. Parcels can also be collected from parcel lockers after changing the delivery location in the Pocztex app. Up-to-date information is published at www.poczta-polska.pl/komunikaty.",
            ),
        ],
        bad=[
            Slip(
                0, [("od poniedziałku 7 lipca 2025 r.", "od poniedziałku 14 lipca 2025 r.")], "date"
            ),
            Slip(
                1,
                [("potrwa prawdopodobnie około trzech miesięcy", "potrwa trzy miesiące")],
                "hedge",
            ),
            Slip(2, [("www.poczta-polska.pl/komunikaty", "www.pocztapolska.pl/komunikaty")], "url"),
        ],
    ),
    Case(
        key="pl-buraki-cukrowe-cena-kontraktowa-kampania",
        source="Informacja dla plantatorów buraków cukrowych. Cukrownia Wieluńska S.A. ustaliła cenę minimalną za buraki kontraktowe w kampanii 2025/2026 na poziomie 42,50 zł za tonę netto przy polaryzacji 16%. Za każde pełne 0,1 punktu procentowego polaryzacji powyżej 16% cena wzrasta o 0,9%, a poniżej – spada o 0,9%. Buraki o polaryzacji niższej niż 14% nie będą przyjmowane. Dopłata transportowa wynosi 3,20 zł/t dla plantacji położonych dalej niż 50 km od zakładu. Wypłata należności nastąpi nie później niż 30 dni od daty dostawy. Plantator powinien zgłosić planowany termin wykopków do rejonu surowcowego co najmniej 7 dni wcześniej. Szacuje się, że ostateczna cena może wzrosnąć po rozliczeniu sprzedaży cukru.",
        good=[
            Good(
                "preserve",
                "Cukrownia Wieluńska S.A. poinformowała plantatorów buraków cukrowych, że minimalna cena za buraki kontraktowe w kampanii 2025/2026 wyniesie 42,50 zł netto za tonę przy polaryzacji 16%. Każde pełne 0,1 punktu procentowego polaryzacji ponad 16% podnosi cenę o 0,9%, a każde pełne 0,1 punktu poniżej tego poziomu obniża ją o 0,9%. Cukrownia nie przyjmie buraków o polaryzacji poniżej 14%. Plantacje oddalone od zakładu o ponad 50 km otrzymają dopłatę transportową w wysokości 3,20 zł/t. Pieniądze zostaną wypłacone najpóźniej 30 dni od daty dostawy. Planowany termin wykopków plantator powinien zgłosić do rejonu surowcowego z co najmniej 7-dniowym wyprzedzeniem. Według szacunków ostateczna cena może jeszcze wzrosnąć po rozliczeniu sprzedaży cukru.",
            ),
            Good(
                "preserve",
                "Ważne dla plantatorów buraków cukrowych – kampania 2025/2026 w Cukrowni Wieluńskiej S.A.:\n– cena minimalna za buraki kontraktowe: 42,50 zł za tonę netto przy polaryzacji 16%;\n– za każde pełne 0,1 punktu procentowego polaryzacji powyżej 16% cena rośnie o 0,9%, a za każde pełne 0,1 punktu poniżej 16% maleje o 0,9%;\n– buraki o polaryzacji niższej niż 14% nie zostaną przyjęte;\n– plantacje położone dalej niż 50 km od zakładu dostają dopłatę transportową 3,20 zł/t;\n– należność zostanie wypłacona nie później niż 30 dni od daty dostawy;\n– planowany termin wykopków plantator powinien zgłosić do rejonu surowcowego co najmniej 7 dni wcześniej.\nSzacuje się, że ostateczna cena może wzrosnąć po rozliczeniu sprzedaży cukru.",
            ),
            Good(
                "en",
                "Notice to sugar beet growers. Cukrownia Wieluńska S.A. has set the minimum price for contracted beet in the 2025/2026 campaign at PLN 42.50 per net tonne at 16% polarisation. For each full 0.1 percentage point of polarisation above 16%, the price rises by 0.9%, and for each full 0.1 point below it, the price falls by 0.9%. Beet with polarisation lower than 14% will not be accepted. A transport supplement of PLN 3.20/t applies to plantations located more than 50 km from the factory. Payment will be made no later than 30 days from the date of delivery. Growers should notify the raw material district of the planned lifting date at least 7 days in advance. It is estimated that the final price may increase once sugar sales have been settled.",
            ),
        ],
        bad=[
            Slip(0, [("3,20 zł/t", "3,60 zł/t")], "number"),
            Slip(
                1,
                [
                    (
                        "– buraki o polaryzacji niższej niż 14% nie zostaną przyjęte;",
                        "– buraki o polaryzacji niższej niż 14% nie zostaną przyjęte, podobnie jak dostawy zanieczyszczone ziemią w ponad 10%;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Growers should notify", "Growers must notify")], "modality"),
        ],
    ),
    Case(
        key="pl-krus-przypomnienie-skladka-iii-kwartal",
        source="Przypominamy, że składki na ubezpieczenie społeczne rolników za III kwartał 2025 r. należy opłacić do 31 lipca 2025 r. (czwartek). Podstawowa składka emerytalno-rentowa wynosi 337 zł miesięcznie, a składka na ubezpieczenie wypadkowe, chorobowe i macierzyńskie – 50 zł miesięcznie, czyli łącznie 1161 zł za kwartał. Obowiązek ten wynika z art. 16 i art. 19 ustawy z dnia 20 grudnia 1990 r. o ubezpieczeniu społecznym rolników. Od składek nieopłaconych w terminie KRUS nalicza odsetki za zwłokę. Wpłat można dokonywać na indywidualny numer rachunku bankowego, widoczny w e-KRUS. Rolnik nie musi składać osobnego wniosku o wydanie zaświadczenia o opłaceniu składek – zaświadczenie jest dostępne w e-KRUS.",
        good=[
            Good(
                "preserve",
                "Pamiętaj: składki na ubezpieczenie społeczne rolników za III kwartał 2025 r. trzeba opłacić do czwartku 31 lipca 2025 r. Podstawowa składka emerytalno-rentowa wynosi 337 zł miesięcznie, a składka wypadkowa, chorobowa i macierzyńska – 50 zł miesięcznie. Za cały kwartał daje to razem 1161 zł. Obowiązek ten wynika z art. 16 i art. 19 ustawy z dnia 20 grudnia 1990 r. o ubezpieczeniu społecznym rolników. Jeśli nie zapłacisz w terminie, KRUS naliczy odsetki za zwłokę. Pieniądze możesz wpłacić na swój indywidualny numer rachunku bankowego, który znajdziesz w e-KRUS. Nie musisz składać osobnego wniosku o zaświadczenie o opłaceniu składek – jest ono dostępne w e-KRUS.",
            ),
            Good(
                "preserve",
                "Przypomina się, że składki na ubezpieczenie społeczne rolników za III kwartał 2025 r. należy opłacić najpóźniej 31 lipca 2025 r. (czwartek). Miesięczna podstawowa składka emerytalno-rentowa wynosi 337 zł, natomiast składka na ubezpieczenie wypadkowe, chorobowe i macierzyńskie wynosi 50 zł miesięcznie; łączna kwota za kwartał to 1161 zł. Podstawę prawną stanowią art. 16 i art. 19 ustawy z dnia 20 grudnia 1990 r. o ubezpieczeniu społecznym rolników. W przypadku nieopłacenia składek w terminie KRUS nalicza odsetki za zwłokę. Wpłaty mogą być dokonywane na indywidualny numer rachunku bankowego widoczny w e-KRUS. Złożenie odrębnego wniosku o wydanie zaświadczenia o opłaceniu składek nie jest wymagane, ponieważ zaświadczenie to jest dostępne w e-KRUS.",
            ),
            Good(
                "en",
                "Reminder: farmers' social insurance contributions for Q3 2025 must be paid by Thursday, 31 July 2025. The basic pension and disability contribution is PLN 337 per month, and the accident, sickness and maternity insurance contribution is PLN 50 per month, giving a total of PLN 1,161 for the quarter. This obligation arises from Article 16 and Article 19 of the Act of 20 December 1990 on farmers' social insurance. KRUS charges late-payment interest on contributions not paid on time. Payments can be made to your individual bank account number, shown in e-KRUS. Farmers do not need to submit a separate application for a certificate confirming payment of contributions – the certificate is available in e-KRUS.",
            ),
        ],
        bad=[
            Slip(0, [("art. 16 i art. 19", "art. 16 i art. 21")], "legal_reference"),
            Slip(1, [("31 lipca 2025 r.", "14 sierpnia 2025 r.")], "date"),
            Slip(2, [("Farmers do not need to submit", "Farmers need to submit")], "negation"),
        ],
    ),
    Case(
        key="pl-turniej-siatkowki-plazowej-ilawa-regulamin",
        source="## Turniej siatkówki plażowej „Lato nad Jeziorakiem” – regulamin\n\n- Turniej odbędzie się w sobotę 16 sierpnia 2025 r. na plaży miejskiej w Iławie; początek o **9:30**.\n- Drużyny są dwuosobowe; zawodnik musi mieć ukończone 16 lat.\n- Wpisowe wynosi **60 zł od drużyny** i jest płatne przy rejestracji.\n- Zgłoszenia przyjmujemy do 10 sierpnia przez formularz na stronie [sport.ilawa.pl/plaza](https://sport.ilawa.pl/plaza).\n- Mecze fazy grupowej trwają jeden set do 21 punktów, mecze pucharowe – do dwóch wygranych setów.\n- Limit wynosi 24 drużyny; o przyjęciu decyduje kolejność zgłoszeń.\n- Organizator może zmienić godziny meczów w razie burzy.",
        good=[
            Good(
                "preserve",
                "## Regulamin turnieju siatkówki plażowej „Lato nad Jeziorakiem”\n\n- Gramy w sobotę 16 sierpnia 2025 r. na plaży miejskiej w Iławie, start o **9:30**.\n- Grają drużyny dwuosobowe, a każdy zawodnik musi mieć skończone 16 lat.\n- Wpisowe to **60 zł od drużyny**, płatne przy rejestracji.\n- Zgłoszenia przyjmujemy do 10 sierpnia – przez formularz na [sport.ilawa.pl/plaza](https://sport.ilawa.pl/plaza).\n- W fazie grupowej mecz to jeden set do 21 punktów, w fazie pucharowej gra się do dwóch wygranych setów.\n- Przyjmujemy maksymalnie 24 drużyny – liczy się kolejność zgłoszeń.\n- W razie burzy organizator może zmienić godziny meczów.",
            ),
            Good(
                "preserve",
                "## Turniej siatkówki plażowej „Lato nad Jeziorakiem” – zasady udziału\n\n- Termin i miejsce: sobota, 16 sierpnia 2025 r., plaża miejska w Iławie; rozpoczęcie o **9:30**.\n- Skład drużyny: dwie osoby; każdy zawodnik musi mieć ukończone 16 lat.\n- Wpisowe: **60 zł od drużyny**, płatne w momencie rejestracji.\n- Termin zgłoszeń: do 10 sierpnia, za pośrednictwem formularza dostępnego pod adresem [sport.ilawa.pl/plaza](https://sport.ilawa.pl/plaza).\n- System gry: w fazie grupowej jeden set do 21 punktów; w fazie pucharowej do dwóch wygranych setów.\n- Limit uczestników: 24 drużyny, przyjmowane według kolejności zgłoszeń.\n- W przypadku burzy organizator może zmienić godziny meczów.",
            ),
            Good(
                "en",
                "## “Summer on Lake Jeziorak” Beach Volleyball Tournament – Rules\n\n- The tournament will take place on Saturday 16 August 2025 on the municipal beach in Iława, starting at **9:30**.\n- Teams consist of two players; each player must be at least 16 years old.\n- The entry fee is **PLN 60 per team**, payable on registration.\n- Entries are accepted until 10 August via the form at [sport.ilawa.pl/plaza](https://sport.ilawa.pl/plaza).\n- Group-stage matches are one set to 21 points; knockout matches are played to two sets won.\n- The limit is 24 teams; places are allocated in the order in which entries are received.\n- The organiser may change match times in the event of a storm.",
            ),
        ],
        bad=[
            Slip(0, [("## Regulamin turnieju", "Regulamin turnieju")], "markdown"),
            Slip(1, [("jeden set do 21 punktów", "jeden set do 15 punktów")], "number"),
            Slip(
                2,
                [("each player must be at least 16", "each player should be at least 16")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-muzeum-reprodukcje-cyfrowe-licencja-cc0",
        source="Muzeum Okręgowe w Toruniu udostępnia cyfrowe reprodukcje obiektów z domeny publicznej na licencji CC0 – można je pobierać, przetwarzać i wykorzystywać komercyjnie bez opłat i bez pytania o zgodę. Prosimy jednak o podanie źródła w formie: „fot. Muzeum Okręgowe w Toruniu”. Reprodukcje obiektów chronionych prawem autorskim nie są objęte licencją CC0; ich wykorzystanie wymaga zawarcia umowy licencyjnej, a opłata wynosi od 150 zł za jeden plik w publikacji naukowej. Pliki w wysokiej rozdzielczości (TIFF, 600 dpi) wysyłamy w ciągu 10 dni roboczych od złożenia zamówienia przez formularz na stronie zbiory.muzeum.torun.pl/zamowienia. Muzeum nie odpowiada za sposób wykorzystania reprodukcji przez użytkowników.",
        good=[
            Good(
                "preserve",
                "Cyfrowe reprodukcje obiektów z domeny publicznej Muzeum Okręgowe w Toruniu udostępnia na licencji CC0. Oznacza to, że możesz je bezpłatnie pobierać, przerabiać i wykorzystywać także komercyjnie, nie pytając nikogo o zgodę. Muzeum prosi jednak o podanie źródła w formie: „fot. Muzeum Okręgowe w Toruniu”. Inaczej jest z reprodukcjami obiektów chronionych prawem autorskim – licencja CC0 ich nie obejmuje. Aby z nich skorzystać, trzeba zawrzeć umowę licencyjną; opłata zaczyna się od 150 zł za jeden plik w publikacji naukowej. Pliki w wysokiej rozdzielczości (TIFF, 600 dpi) muzeum wysyła w ciągu 10 dni roboczych od złożenia zamówienia przez formularz na stronie zbiory.muzeum.torun.pl/zamowienia. Muzeum nie odpowiada za to, jak użytkownicy wykorzystają reprodukcje.",
            ),
            Good(
                "preserve",
                "Reprodukcje cyfrowe obiektów należących do domeny publicznej są udostępniane przez Muzeum Okręgowe w Toruniu na licencji CC0, która zezwala na ich nieodpłatne pobieranie, przetwarzanie i wykorzystanie komercyjne bez konieczności uzyskiwania zgody. Muzeum prosi o oznaczanie źródła formułą: „fot. Muzeum Okręgowe w Toruniu”. Licencją CC0 nie są objęte reprodukcje obiektów chronionych prawem autorskim; korzystanie z nich wymaga zawarcia umowy licencyjnej, przy czym opłata wynosi od 150 zł za jeden plik w publikacji naukowej. Pliki w wysokiej rozdzielczości (TIFF, 600 dpi) są wysyłane w terminie 10 dni roboczych od złożenia zamówienia za pośrednictwem formularza na stronie zbiory.muzeum.torun.pl/zamowienia. Muzeum nie ponosi odpowiedzialności za sposób wykorzystania reprodukcji przez użytkowników.",
            ),
            Good(
                "en",
                "The District Museum in Toruń makes digital reproductions of public-domain objects available under a CC0 licence: you can download, modify and use them commercially free of charge and without asking for permission. We do, however, ask you to credit the source as follows: “fot. Muzeum Okręgowe w Toruniu”. Reproductions of objects protected by copyright are not covered by the CC0 licence; using them requires a licence agreement, and the fee starts at PLN 150 per file in a scholarly publication. High-resolution files (TIFF, 600 dpi) are sent within 10 working days of placing an order via the form at zbiory.muzeum.torun.pl/zamowienia. The museum is not responsible for how users make use of the reproductions.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zbiory.muzeum.torun.pl/zamowienia", "zbiory.muzeum.torun.pl/zamowienie")],
                "url",
            ),
            Slip(
                1,
                [("Muzeum nie ponosi odpowiedzialności", "Muzeum ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "High-resolution files (TIFF, 600 dpi) are sent",
                        "High-resolution files (TIFF, 600 dpi), marked with the museum's watermark, are sent",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-mikroplastik-sledz-baltycki",
        source="Celem badania była ocena występowania mikroplastiku w przewodach pokarmowych śledzi (Clupea harengus) z południowego Bałtyku. W latach 2021–2023 przeanalizowano 412 osobników odłowionych w Zatoce Gdańskiej i na Ławicy Słupskiej. Cząstki mikroplastiku stwierdzono u 31% ryb, a średnio na jednego osobnika przypadało 1,7 cząstki. Dominowały włókna (68%), głównie z poliestru, co potwierdzono spektroskopią FTIR. Wyniki są zbliżone do raportowanych dla Morza Północnego (Lusher i in., 2016), lecz niższe niż w pracy Zobkowa i Esiukowej (2017). Ryby z Zatoki Gdańskiej prawdopodobnie są bardziej narażone ze względu na dopływ zanieczyszczeń z Wisły. Autorzy zaznaczają, że metodyka nie pozwala wykryć cząstek mniejszych niż 50 µm.",
        good=[
            Good(
                "preserve",
                "Badanie miało na celu ocenę występowania mikroplastiku w przewodach pokarmowych śledzia (Clupea harengus) z południowego Bałtyku. Analizą objęto 412 osobników odłowionych w latach 2021–2023 w Zatoce Gdańskiej oraz na Ławicy Słupskiej. Obecność cząstek mikroplastiku wykazano u 31% ryb, przy średniej 1,7 cząstki na osobnika. Przeważały włókna (68%), w większości poliestrowe, co potwierdziła spektroskopia FTIR. Uzyskane wartości są zbliżone do danych z Morza Północnego (Lusher i in., 2016), ale niższe od opisanych przez Zobkowa i Esiukową (2017). Ryby z Zatoki Gdańskiej są prawdopodobnie bardziej narażone z powodu zanieczyszczeń, które wnosi Wisła. Zdaniem autorów zastosowana metodyka nie umożliwia wykrycia cząstek mniejszych niż 50 µm.",
            ),
            Good(
                "preserve",
                "Naukowcy sprawdzili, czy w przewodach pokarmowych śledzi (Clupea harengus) z południowego Bałtyku występuje mikroplastik. Zbadali 412 ryb złowionych w latach 2021–2023 w Zatoce Gdańskiej i na Ławicy Słupskiej. Mikroplastik znaleziono u 31% z nich; średnio na jednego śledzia przypadało 1,7 cząstki. Najwięcej było włókien (68%), przeważnie poliestrowych – potwierdziła to spektroskopia FTIR. Wyniki przypominają te z Morza Północnego (Lusher i in., 2016), ale są niższe niż w pracy Zobkowa i Esiukowej (2017). Śledzie z Zatoki Gdańskiej są prawdopodobnie bardziej narażone, bo trafiają tam zanieczyszczenia z Wisły. Autorzy zastrzegają, że ich metoda nie wykrywa cząstek mniejszych niż 50 µm.",
            ),
            Good(
                "en",
                "The study aimed to assess the occurrence of microplastics in the digestive tracts of herring (Clupea harengus) from the southern Baltic Sea. Between 2021 and 2023, 412 fish caught in the Gulf of Gdańsk and on the Słupsk Bank were analysed. Microplastic particles were found in 31% of the fish, with an average of 1.7 particles per individual. Fibres predominated (68%), mostly polyester, as confirmed by FTIR spectroscopy. The results are similar to those reported for the North Sea (Lusher et al., 2016) but lower than those of Zobkov and Esiukova (2017). Fish from the Gulf of Gdańsk are probably more exposed because of the inflow of pollutants from the Vistula. The authors note that the method cannot detect particles smaller than 50 µm.",
            ),
        ],
        bad=[
            Slip(0, [("(Lusher i in., 2016)", "(Lusher i in., 2014)")], "citation"),
            Slip(1, [("są prawdopodobnie bardziej narażone", "są bardziej narażone")], "hedge"),
            Slip(2, [("in 31% of the fish", "in 13% of the fish")], "number"),
        ],
    ),
    Case(
        key="pl-grypa-ptakow-obowiazki-hodowcow-drobiu",
        source="Powiatowy Lekarz Weterynarii w Łowiczu przypomina, że w związku z ryzykiem wystąpienia grypy ptaków (HPAI) od 1 października 2025 r. do 31 marca 2026 r. drób na terenie powiatu musi być utrzymywany w zamknięciu lub pod zadaszeniem, które uniemożliwia kontakt z dzikim ptactwem. Paszy i wody nie wolno przechowywać na zewnątrz budynków. Przed wejściem do kurnika należy zmienić obuwie lub użyć mat dezynfekcyjnych. Hodowcy powinni codziennie obserwować stado i niezwłocznie, nie później niż w ciągu 24 godzin, zgłaszać wzrost śmiertelności lub spadek nieśności. Obowiązki dotyczą także przydomowych hodowli liczących kilka kur. Zgłoszenia przyjmowane są pod numerem 46 837 20 15.",
        good=[
            Good(
                "preserve",
                "Ważne dla wszystkich, którzy trzymają drób w powiecie łowickim! Powiatowy Lekarz Weterynarii w Łowiczu przypomina: ze względu na ryzyko wystąpienia grypy ptaków (HPAI) od 1 października 2025 r. do 31 marca 2026 r. drób musi być trzymany w zamknięciu albo pod zadaszeniem, które nie pozwala na kontakt z dzikimi ptakami. Pasza i woda nie mogą być przechowywane na zewnątrz budynków. Przed wejściem do kurnika trzeba zmienić buty lub skorzystać z mat dezynfekcyjnych. Hodowca powinien codziennie obserwować stado, a wzrost śmiertelności lub spadek nieśności zgłaszać niezwłocznie – najpóźniej w ciągu 24 godzin. Zasady obejmują również przydomowe hodowle, w których jest tylko kilka kur. Zgłoszenia: tel. 46 837 20 15.",
            ),
            Good(
                "preserve",
                "W związku z ryzykiem wystąpienia grypy ptaków (HPAI) Powiatowy Lekarz Weterynarii w Łowiczu przypomina, że w okresie od 1 października 2025 r. do 31 marca 2026 r. na terenie powiatu obowiązują następujące zasady:\n– drób musi być utrzymywany w zamknięciu lub pod zadaszeniem uniemożliwiającym kontakt z dzikim ptactwem;\n– zakazuje się przechowywania paszy i wody poza budynkami;\n– przed wejściem do kurnika należy zmienić obuwie lub skorzystać z mat dezynfekcyjnych;\n– hodowcy powinni codziennie obserwować stado oraz niezwłocznie, nie później niż w ciągu 24 godzin, zgłaszać wzrost śmiertelności lub spadek nieśności (tel. 46 837 20 15).\nObowiązki te dotyczą również przydomowych hodowli liczących kilka kur.",
            ),
            Good(
                "en",
                "The District Veterinary Officer in Łowicz reminds the public that, due to the risk of avian influenza (HPAI), from 1 October 2025 to 31 March 2026 poultry in the district must be kept indoors or under a roof that prevents contact with wild birds. Feed and water must not be stored outside buildings. Before entering a poultry house, you must change your footwear or use disinfection mats. Keepers should observe their flock every day and report any rise in mortality or drop in egg production without delay, and no later than within 24 hours. These obligations also apply to backyard flocks of just a few hens. Reports are accepted on 46 837 20 15.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 marca 2026 r.", "do 28 lutego 2026 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Obowiązki te dotyczą również przydomowych hodowli",
                        "Obowiązki te nie dotyczą przydomowych hodowli",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Keepers should observe their flock", "Keepers may observe their flock")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-mail-kolonie-jezykowe-kolobrzeg-potwierdzenie",
        source="Szanowni Państwo,\ndziękujemy za zapisanie dziecka na kolonie językowe „English Summer” w Kołobrzegu (turnus II: 12–25 lipca 2025 r.). Całkowity koszt wynosi 3290 zł; zaliczkę w wysokości 900 zł prosimy wpłacić w ciągu 7 dni, a pozostałą kwotę – do 15 czerwca. Zajęcia z native speakerami odbywają się codziennie przez 3 godziny lekcyjne, w grupach liczących maksymalnie 10 osób. Dziecko musi mieć ważną legitymację szkolną lub dowód osobisty. Z telefonów komórkowych uczestnicy mogą korzystać wyłącznie w godzinach 19:00–20:00. Kartę kwalifikacyjną należy przesłać na adres kolonie@lingwa-tour.pl. Wyjazd autokarem planowany jest około godz. 8:00 sprzed Hali Stulecia we Wrocławiu.\nZ pozdrowieniami\nBiuro Lingwa Tour",
        good=[
            Good(
                "preserve",
                "Dzień dobry!\nDziękujemy, że zapisali Państwo dziecko na kolonie językowe „English Summer” w Kołobrzegu – turnus II, 12–25 lipca 2025 r. Pełna cena to 3290 zł. Prosimy o wpłatę zaliczki 900 zł w ciągu 7 dni, a reszty do 15 czerwca. Codziennie dzieci mają 3 godziny lekcyjne zajęć z native speakerami, w grupach najwyżej 10-osobowych. Każde dziecko musi mieć ważną legitymację szkolną lub dowód osobisty. Z telefonów komórkowych uczestnicy mogą korzystać tylko między 19:00 a 20:00. Kartę kwalifikacyjną trzeba przesłać na adres kolonie@lingwa-tour.pl. Autokar ma wyjechać około 8:00 sprzed Hali Stulecia we Wrocławiu.\nPozdrawiamy serdecznie\nBiuro Lingwa Tour",
            ),
            Good(
                "preserve",
                "Szanowni Państwo,\ndziękujemy za zapisanie dziecka na kolonie językowe „English Summer” w Kołobrzegu, turnus II (12–25 lipca 2025 r.). Najważniejsze informacje:\n– Koszt: 3290 zł; zaliczkę 900 zł prosimy wpłacić w ciągu 7 dni, a pozostałą kwotę do 15 czerwca.\n– Zajęcia: codziennie 3 godziny lekcyjne z native speakerami, w grupach do 10 osób.\n– Dokumenty: dziecko musi mieć ważną legitymację szkolną lub dowód osobisty; kartę kwalifikacyjną należy przesłać na adres kolonie@lingwa-tour.pl.\n– Telefony komórkowe: uczestnicy mogą z nich korzystać wyłącznie w godz. 19:00–20:00.\n– Wyjazd: autokarem, planowo około godz. 8:00 sprzed Hali Stulecia we Wrocławiu.\nZ pozdrowieniami\nBiuro Lingwa Tour",
            ),
            Good(
                "en",
                "Dear Sir or Madam,\nThank you for enrolling your child in the “English Summer” language camp in Kołobrzeg (session II: 12–25 July 2025). The total cost is PLN 3,290; please pay the PLN 900 deposit within 7 days and the remaining amount by 15 June. Classes with native speakers take place every day for 3 lesson periods, in groups of no more than 10. Your child must have a valid school ID card or identity card. Participants may use their mobile phones only between 19:00 and 20:00. The eligibility form must be sent to kolonie@lingwa-tour.pl. The coach is scheduled to leave at around 8:00 from outside the Centennial Hall in Wrocław.\nKind regards,\nLingwa Tour Office",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 10-osobowych", "najwyżej 12-osobowych")], "number"),
            Slip(1, [("kolonie@lingwa-tour.pl", "kolonie@lingwatour.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "The coach is scheduled to leave at around 8:00",
                        "The coach will leave at 8:00 sharp",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-go-biblioteka-retryx-changelog",
        source="## retryx v2.3.0 (2025-05-14)\n\n**Zmiany niekompatybilne:**\n- Funkcja `retryx.Do` przyjmuje teraz `context.Context` jako pierwszy argument; stare wywołania trzeba zaktualizować.\n\n**Nowości:**\n- Dodano opcję `WithJitter(0.2)`, która losowo wydłuża odstępy między próbami o maksymalnie 20%.\n- Domyślna liczba prób wzrosła z 3 do 5.\n\n**Poprawki:**\n- `Backoff.Next` nie zwraca już ujemnych wartości przy przepełnieniu.\n\nWymagany jest Go w wersji 1.22 lub nowszej. Aktualizacja: `go get github.com/kodlab/retryx/v2@v2.3.0`. Wersja v1 nie będzie już otrzymywać poprawek bezpieczeństwa po 31 grudnia 2025 r.",
        good=[
            Good(
                "preserve",
                "## retryx v2.3.0 – 14 maja 2025\n\n**Uwaga, zmiany łamiące kompatybilność:**\n- `retryx.Do` przyjmuje teraz `context.Context` jako pierwszy argument, więc dotychczasowe wywołania trzeba dostosować.\n\n**Co nowego:**\n- Nowa opcja `WithJitter(0.2)` losowo wydłuża przerwy między kolejnymi próbami, najwyżej o 20%.\n- Domyślnie biblioteka wykonuje teraz 5 prób zamiast 3.\n\n**Naprawione błędy:**\n- Przy przepełnieniu `Backoff.Next` nie zwraca już wartości ujemnych.\n\nPotrzebny jest Go 1.22 lub nowszy. Aby zaktualizować, uruchom `go get github.com/kodlab/retryx/v2@v2.3.0`. Po 31 grudnia 2025 r. wersja v1 nie będzie już dostawać poprawek bezpieczeństwa.",
            ),
            Good(
                "preserve",
                "## Wydanie retryx v2.3.0 (2025-05-14)\n\n**Zmiany niezgodne wstecz:**\n- Pierwszym argumentem funkcji `retryx.Do` jest obecnie `context.Context`; istniejące wywołania należy zaktualizować.\n\n**Nowe funkcje:**\n- Opcja `WithJitter(0.2)` – losowe wydłużenie odstępów między próbami o nie więcej niż 20%.\n- Zwiększenie domyślnej liczby prób z 3 do 5.\n\n**Poprawki błędów:**\n- `Backoff.Next` w przypadku przepełnienia nie zwraca już ujemnych wartości.\n\nWymagania: Go 1.22 lub nowszy. Polecenie aktualizacji: `go get github.com/kodlab/retryx/v2@v2.3.0`. Po 31 grudnia 2025 r. wersja v1 przestanie otrzymywać poprawki bezpieczeństwa.",
            ),
            Good(
                "en",
                "## retryx v2.3.0 (2025-05-14)\n\n**Breaking changes:**\n- `retryx.Do` now takes a `context.Context` as its first argument; existing calls must be updated.\n\n**New:**\n- Added the `WithJitter(0.2)` option, which randomly lengthens the intervals between attempts by up to 20%.\n- The default number of attempts has increased from 3 to 5.\n\n**Fixes:**\n- `Backoff.Next` no longer returns negative values on overflow.\n\nGo 1.22 or later is required. To upgrade: `go get github.com/kodlab/retryx/v2@v2.3.0`. Version v1 will no longer receive security fixes after 31 December 2025.",
            ),
        ],
        bad=[
            Slip(0, [("`Backoff.Next`", "`Backoff.Reset`")], "code"),
            Slip(
                1,
                [
                    (
                        "`go get github.com/kodlab/retryx/v2@v2.3.0`",
                        "go get github.com/kodlab/retryx/v2@v2.3.0",
                    )
                ],
                "markdown",
            ),
            Slip(
                2, [("Go 1.22 or later is required", "Go 1.22 or later is recommended")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-uchwala-oplaty-szalety-miejskie",
        source="Uchwała nr XXII/311/2025 Rady Miasta Sandomierza z dnia 24 kwietnia 2025 r. w sprawie opłat za korzystanie z szaletów miejskich.\nNa podstawie art. 4 ust. 1 pkt 2 ustawy z dnia 20 grudnia 1996 r. o gospodarce komunalnej Rada Miasta uchwala, co następuje:\n§ 1. Opłata za jednorazowe skorzystanie z szaletu miejskiego wynosi 3 zł.\n§ 2. Nie pobiera się opłat od dzieci do lat 7 oraz od osób z niepełnosprawnością i ich opiekunów.\n§ 3. Opłatę można uiścić gotówką lub kartą płatniczą.\n§ 4. Traci moc uchwała nr XL/502/2021 z dnia 16 grudnia 2021 r.\n§ 5. Uchwała wchodzi w życie po upływie 14 dni od dnia ogłoszenia w Dzienniku Urzędowym Województwa Świętokrzyskiego.",
        good=[
            Good(
                "preserve",
                "Rada Miasta Sandomierza przyjęła 24 kwietnia 2025 r. uchwałę nr XXII/311/2025 w sprawie opłat za korzystanie z szaletów miejskich. Podstawą prawną jest art. 4 ust. 1 pkt 2 ustawy z dnia 20 grudnia 1996 r. o gospodarce komunalnej. Co przewiduje uchwała?\n– Jednorazowe skorzystanie z szaletu miejskiego kosztuje 3 zł (§ 1).\n– Dzieci do lat 7 oraz osoby z niepełnosprawnością i ich opiekunowie nie płacą (§ 2).\n– Zapłacić można gotówką albo kartą płatniczą (§ 3).\n– Uchwała nr XL/502/2021 z 16 grudnia 2021 r. traci moc (§ 4).\nNowe przepisy wejdą w życie po upływie 14 dni od ogłoszenia w Dzienniku Urzędowym Województwa Świętokrzyskiego (§ 5).",
            ),
            Good(
                "preserve",
                "Trzy złote za jednorazowe skorzystanie z szaletu miejskiego – taką opłatę ustaliła Rada Miasta Sandomierza w uchwale nr XXII/311/2025 z dnia 24 kwietnia 2025 r., podjętej na podstawie art. 4 ust. 1 pkt 2 ustawy z dnia 20 grudnia 1996 r. o gospodarce komunalnej. Zwolnione z opłat są dzieci do lat 7 oraz osoby z niepełnosprawnością wraz z opiekunami. Należność można uregulować gotówką lub kartą płatniczą. Jednocześnie traci moc uchwała nr XL/502/2021 z dnia 16 grudnia 2021 r. Nowa uchwała wchodzi w życie po upływie 14 dni od dnia ogłoszenia w Dzienniku Urzędowym Województwa Świętokrzyskiego.",
            ),
            Good(
                "en",
                "Resolution No. XXII/311/2025 of Sandomierz City Council of 24 April 2025 on fees for the use of public toilets.\nPursuant to Article 4(1)(2) of the Act of 20 December 1996 on municipal services, the City Council resolves as follows:\n§ 1. The fee for a single use of a public toilet is PLN 3.\n§ 2. No fees are charged to children up to the age of 7 or to people with disabilities and their carers.\n§ 3. The fee may be paid in cash or by payment card.\n§ 4. Resolution No. XL/502/2021 of 16 December 2021 is repealed.\n§ 5. This resolution enters into force 14 days after its publication in the Official Journal of the Świętokrzyskie Province.",
            ),
        ],
        bad=[
            Slip(0, [("art. 4 ust. 1 pkt 2", "art. 4 ust. 2 pkt 1")], "legal_reference"),
            Slip(1, [("dzieci do lat 7", "dzieci do lat 10")], "number"),
            Slip(
                2,
                [("No fees are charged to children", "Fees are also charged to children")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-rzeczy-wypozyczanie-narzedzi",
        source="Regulamin Biblioteki Rzeczy przy Centrum Kultury „Zamek” w Szczecinku (obowiązuje od 1 marca 2025 r.) – wyciąg. Z wypożyczalni mogą korzystać osoby pełnoletnie, które okażą dokument tożsamości i podpiszą umowę. Jednorazowo można wypożyczyć najwyżej 2 przedmioty na okres do 7 dni. Wypożyczenie jest bezpłatne, ale przy elektronarzędziach pobierana jest kaucja w wysokości 100 zł, zwracana przy oddaniu sprzętu. Sprzęt należy zwrócić czysty i kompletny. Wypożyczający powinien zapoznać się z instrukcją obsługi przed pierwszym użyciem. Za każdy dzień opóźnienia naliczana jest opłata 5 zł. Przedmioty można zarezerwować telefonicznie lub przez stronę ck-zamek.pl/rzeczy.",
        good=[
            Good(
                "preserve",
                "Biblioteka Rzeczy przy Centrum Kultury „Zamek” w Szczecinku – najważniejsze zasady z regulaminu obowiązującego od 1 marca 2025 r. Wypożyczać mogą osoby pełnoletnie, które pokażą dokument tożsamości i podpiszą umowę. Za jednym razem weźmiesz maksymalnie 2 przedmioty, najdłużej na 7 dni. Za samo wypożyczenie nic nie płacisz, jednak przy elektronarzędziach pobierana jest kaucja 100 zł, którą odzyskasz, gdy oddasz sprzęt. Sprzęt trzeba oddać czysty i kompletny. Przed pierwszym użyciem powinieneś przeczytać instrukcję obsługi. Za każdy dzień spóźnienia naliczana jest opłata 5 zł. Rzeczy możesz zarezerwować telefonicznie albo na stronie ck-zamek.pl/rzeczy.",
            ),
            Good(
                "preserve",
                "Wyciąg z regulaminu Biblioteki Rzeczy działającej przy Centrum Kultury „Zamek” w Szczecinku, obowiązującego od 1 marca 2025 r.:\n1. Z wypożyczalni korzystać mogą osoby pełnoletnie po okazaniu dokumentu tożsamości i podpisaniu umowy.\n2. Jednorazowo wypożyczyć można nie więcej niż 2 przedmioty, na okres nieprzekraczający 7 dni.\n3. Wypożyczenie jest nieodpłatne; w przypadku elektronarzędzi pobiera się kaucję w wysokości 100 zł, zwracaną przy oddaniu sprzętu.\n4. Sprzęt należy zwrócić w stanie czystym i kompletnym.\n5. Przed pierwszym użyciem wypożyczający powinien zapoznać się z instrukcją obsługi.\n6. Za każdy dzień zwłoki naliczana jest opłata w wysokości 5 zł.\n7. Rezerwacji można dokonać telefonicznie lub za pośrednictwem strony ck-zamek.pl/rzeczy.",
            ),
            Good(
                "en",
                "Extract from the rules of the Library of Things at the “Zamek” Cultural Centre in Szczecinek (in force from 1 March 2025). The lending service is open to adults who show an identity document and sign an agreement. A maximum of 2 items may be borrowed at a time, for up to 7 days. Borrowing is free of charge, but a PLN 100 deposit is taken for power tools and returned when the equipment is brought back. Equipment must be returned clean and complete. Borrowers should read the operating instructions before first use. A fee of PLN 5 is charged for each day of delay. Items can be reserved by phone or via ck-zamek.pl/rzeczy.",
            ),
        ],
        bad=[
            Slip(0, [("Sprzęt trzeba oddać", "Sprzęt warto oddać")], "modality"),
            Slip(
                1,
                [("obowiązującego od 1 marca 2025 r.", "obowiązującego od 1 kwietnia 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Equipment must be returned clean and complete.",
                        "Equipment must be returned clean and complete, and any damage is charged at the full cost of repair.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-hydrologiczne-wezbranie-wisloki",
        source="OSTRZEŻENIE HYDROLOGICZNE NR 42 – STOPIEŃ 2. Instytut Meteorologii i Gospodarki Wodnej – PIB informuje, że od godz. 14:00 w środę 17 września 2025 r. do godz. 12:00 w piątek 19 września 2025 r. w zlewni Wisłoki prognozuje się wzrosty stanów wody o około 1,0–1,5 m, z przekroczeniem stanów ostrzegawczych, a miejscami alarmowych. Prawdopodobieństwo wystąpienia zjawiska wynosi 80%. Przewiduje się, że na wodowskazie w Jaśle poziom wody przekroczy stan alarmowy (450 cm) prawdopodobnie w czwartek w godzinach wieczornych. Mieszkańcy terenów zalewowych powinni zabezpieczyć mienie i śledzić komunikaty na stronie hydro.imgw.pl. W razie zagrożenia życia należy dzwonić pod numer 112.",
        good=[
            Good(
                "preserve",
                "IMGW-PIB wydał ostrzeżenie hydrologiczne nr 42 drugiego stopnia dla zlewni Wisłoki. Obowiązuje ono od środy 17 września 2025 r., godz. 14:00, do piątku 19 września 2025 r., godz. 12:00. Prognozuje się, że stany wody wzrosną o około 1,0–1,5 m i przekroczą stany ostrzegawcze, a miejscami alarmowe. Prawdopodobieństwo wystąpienia zjawiska oceniono na 80%. Na wodowskazie w Jaśle poziom wody prawdopodobnie przekroczy stan alarmowy (450 cm) w czwartek wieczorem. Mieszkańcy terenów zalewowych powinni zabezpieczyć swoje mienie i śledzić komunikaty na hydro.imgw.pl. Jeśli zagrożone jest życie, należy dzwonić pod 112.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie hydrologiczne nr 42, stopień 2 – Instytut Meteorologii i Gospodarki Wodnej – PIB.\nObszar: zlewnia Wisłoki.\nWażność: od godz. 14:00 w środę 17 września 2025 r. do godz. 12:00 w piątek 19 września 2025 r.\nPrzebieg: prognozowane są wzrosty stanów wody o około 1,0–1,5 m, z przekroczeniem stanów ostrzegawczych, a miejscami alarmowych. Prawdopodobieństwo wystąpienia zjawiska: 80%. Na wodowskazie w Jaśle przekroczenie stanu alarmowego (450 cm) jest prawdopodobne w czwartek w godzinach wieczornych.\nZalecenia: mieszkańcy terenów zalewowych powinni zabezpieczyć mienie oraz śledzić komunikaty na stronie hydro.imgw.pl; w razie zagrożenia życia należy dzwonić pod numer 112.",
            ),
            Good(
                "en",
                "HYDROLOGICAL WARNING NO. 42 – LEVEL 2. The Institute of Meteorology and Water Management – National Research Institute (IMGW-PIB) reports that from 14:00 on Wednesday 17 September 2025 until 12:00 on Friday 19 September 2025, water levels in the Wisłoka catchment are forecast to rise by about 1.0–1.5 m, exceeding warning levels and, in places, alarm levels. The probability of this occurring is 80%. At the Jasło gauge, the water level is expected to exceed the alarm level (450 cm), probably on Thursday evening. Residents of flood-prone areas should secure their property and follow the updates at hydro.imgw.pl. If life is in danger, call 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("poziom wody prawdopodobnie przekroczy", "poziom wody na pewno przekroczy")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Prawdopodobieństwo wystąpienia zjawiska: 80%",
                        "Prawdopodobieństwo wystąpienia zjawiska: 60%",
                    )
                ],
                "number",
            ),
            Slip(2, [("on Friday 19 September 2025", "on Friday 26 September 2025")], "date"),
        ],
    ),
    Case(
        key="pl-premiera-opery-manru-gdansk",
        source="Opera Bałtycka w Gdańsku zaprasza na premierę opery „Manru” Ignacego Jana Paderewskiego w reżyserii Marii Sartowej. Spektakl odbędzie się w sobotę 8 listopada 2025 r. o godz. 19:00, a kolejne przedstawienia – 9 i 11 listopada. Kierownictwo muzyczne objął Jakub Lesiński. Przedstawienie trwa około 2 godzin i 50 minut, z jedną przerwą. Bilety w cenie od 80 do 260 zł można kupić w kasie teatru lub na stronie operabaltycka.pl. Spektakl jest wykonywany w języku polskim z angielskimi napisami. Po rozpoczęciu przedstawienia widzowie spóźnieni nie będą wpuszczani na widownię do czasu przerwy. Dzieci poniżej 12 lat nie powinny uczestniczyć w spektaklu ze względu na sceny przemocy.",
        good=[
            Good(
                "preserve",
                "Opera Bałtycka przygotowała premierę „Manru” Ignacego Jana Paderewskiego. Spektakl wyreżyserowała Maria Sartowa, a kierownictwo muzyczne objął Jakub Lesiński. Premiera – w sobotę 8 listopada 2025 r. o 19:00; kolejne przedstawienia zaplanowano na 9 i 11 listopada. Spektakl z jedną przerwą trwa mniej więcej 2 godziny i 50 minut. Śpiewany jest po polsku, z angielskimi napisami. Bilety kosztują od 80 do 260 zł i są dostępne w kasie teatru oraz na operabaltycka.pl. Spóźnieni widzowie po rozpoczęciu przedstawienia nie wejdą na widownię aż do przerwy. Ze względu na sceny przemocy dzieci poniżej 12 lat nie powinny oglądać spektaklu. Opera Bałtycka w Gdańsku serdecznie zaprasza!",
            ),
            Good(
                "preserve",
                "Opera Bałtycka w Gdańsku zaprasza na premierę opery „Manru” Ignacego Jana Paderewskiego. Reżyseria: Maria Sartowa; kierownictwo muzyczne: Jakub Lesiński. Premiera odbędzie się w sobotę 8 listopada 2025 r. o godz. 19:00, natomiast kolejne przedstawienia zaplanowano na 9 i 11 listopada. Czas trwania spektaklu wynosi około 2 godzin i 50 minut (jedna przerwa). Przedstawienie jest wykonywane w języku polskim z napisami w języku angielskim. Bilety w cenach od 80 do 260 zł są dostępne w kasie teatru oraz na stronie operabaltycka.pl. Widzowie spóźnieni nie będą wpuszczani na widownię po rozpoczęciu spektaklu aż do przerwy. Ze względu na sceny przemocy dzieci poniżej 12 lat nie powinny w nim uczestniczyć.",
            ),
            Good(
                "en",
                "The Baltic Opera in Gdańsk invites you to the premiere of Ignacy Jan Paderewski's opera “Manru”, directed by Maria Sartowa. The performance will take place on Saturday 8 November 2025 at 19:00, with further performances on 9 and 11 November. Jakub Lesiński is the musical director. The performance lasts about 2 hours and 50 minutes, with one interval. Tickets priced from PLN 80 to PLN 260 can be bought at the theatre box office or at operabaltycka.pl. The opera is performed in Polish with English surtitles. Once the performance has started, latecomers will not be admitted to the auditorium until the interval. Children under 12 should not attend because of scenes of violence.",
            ),
        ],
        bad=[
            Slip(0, [("9 i 11 listopada", "9 i 12 listopada")], "date"),
            Slip(
                1,
                [
                    (
                        "kierownictwo muzyczne: Jakub Lesiński.",
                        "kierownictwo muzyczne: Jakub Lesiński; scenografia: Paweł Dobrzycki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The opera is performed in Polish with English surtitles.",
                        "Spektakl jest wykonywany w języku polskim z angielskimi napisami.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-wymiana-dzwigu-osobowego-komunikat-zarzadcy",
        source="Szanowni Mieszkańcy budynku przy ul. Lipowej 7! Administrator, firma Domus Zarządzanie sp. z o.o., informuje, że w dniach 3–21 listopada 2025 r. zostanie przeprowadzona wymiana dźwigu osobowego w klatce B. W tym czasie winda nie będzie działać. Prace będą prowadzone w dni robocze w godz. 8:00–17:00; w weekendy ekipa nie będzie pracować. Koszt inwestycji wynosi 186 000 zł brutto i zostanie pokryty z funduszu remontowego. Osoby z niepełnosprawnością lub starsze, które potrzebują pomocy przy wnoszeniu zakupów, mogą zgłosić się do administratora pod numerem 58 622 40 17. Przedmiotów nie wolno składować na półpiętrach, ponieważ będą tamtędy przenoszone elementy windy. Prosimy o wyrozumiałość.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy Lipowej 7! Domus Zarządzanie sp. z o.o., która administruje budynkiem, informuje, że od 3 do 21 listopada 2025 r. w klatce B wymieniany będzie dźwig osobowy. Przez ten czas winda będzie wyłączona. Ekipa będzie pracować w dni robocze od 8:00 do 17:00, a w weekendy prac nie będzie. Inwestycja kosztuje 186 000 zł brutto i zostanie sfinansowana z funduszu remontowego. Jeśli jesteś osobą starszą lub z niepełnosprawnością i potrzebujesz pomocy przy wnoszeniu zakupów, możesz zadzwonić do administratora: 58 622 40 17. Na półpiętrach nie wolno niczego składować – tamtędy będą przenoszone elementy windy. Prosimy o wyrozumiałość.",
            ),
            Good(
                "preserve",
                "Administrator budynku przy ul. Lipowej 7 – Domus Zarządzanie sp. z o.o. – uprzejmie informuje, że w dniach 3–21 listopada 2025 r. zostanie wymieniony dźwig osobowy w klatce B, w związku z czym winda pozostanie w tym okresie nieczynna. Prace prowadzone będą w dni robocze w godz. 8:00–17:00, bez pracy w weekendy. Koszt inwestycji, wynoszący 186 000 zł brutto, zostanie pokryty z funduszu remontowego. Osoby starsze lub z niepełnosprawnością, potrzebujące pomocy przy wnoszeniu zakupów, mogą zgłaszać się do administratora pod numerem telefonu 58 622 40 17. Zabrania się składowania przedmiotów na półpiętrach, gdyż tą drogą będą przenoszone elementy windy. Prosimy o wyrozumiałość.",
            ),
            Good(
                "en",
                "Dear Residents of 7 Lipowa Street, the building manager, Domus Zarządzanie sp. z o.o., would like to inform you that the passenger lift in staircase B will be replaced between 3 and 21 November 2025. The lift will be out of service during this time. Work will be carried out on working days from 8:00 to 17:00; the crew will not work at weekends. The project costs PLN 186,000 gross and will be paid for from the renovation fund. Elderly residents or people with disabilities who need help carrying shopping upstairs can contact the manager on 58 622 40 17. Items must not be stored on the half-landings, as lift components will be carried through them. We ask for your understanding.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "od 8:00 do 17:00, a w weekendy prac nie będzie",
                        "od 8:00 do 17:00, a także w weekendy",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Zabrania się składowania przedmiotów",
                        "Nie zaleca się składowania przedmiotów",
                    )
                ],
                "modality",
            ),
            Slip(2, [("PLN 186,000 gross", "PLN 168,000 gross")], "number"),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-zawiesina-dzieci",
        source="Pedifen dla dzieci (ibuprofen), 100 mg/5 ml, zawiesina doustna. Lek stosuje się u dzieci o masie ciała powyżej 5 kg (od 3. miesiąca życia) w gorączce i bólu. Zalecana dawka dobowa wynosi 20–30 mg/kg masy ciała, podzielona na 3–4 dawki; odstęp między dawkami powinien wynosić co najmniej 6 godzin. Przed użyciem należy wstrząsnąć butelką. Nie należy stosować leku dłużej niż 3 dni bez konsultacji z lekarzem. Leku nie wolno podawać dzieciom z czynną chorobą wrzodową żołądka. Lek może powodować bóle brzucha i nudności; działania te występują niezbyt często (u mniej niż 1 na 100 pacjentów). Po otwarciu butelkę można przechowywać przez 6 miesięcy.",
        good=[
            Good(
                "preserve",
                "Pedifen dla dzieci to zawiesina doustna z ibuprofenem w stężeniu 100 mg/5 ml. Podaje się go dzieciom ważącym ponad 5 kg (od 3. miesiąca życia), gdy mają gorączkę lub odczuwają ból. Zalecana dawka na dobę to 20–30 mg na każdy kilogram masy ciała, podzielona na 3–4 dawki, a między kolejnymi dawkami powinno minąć co najmniej 6 godzin. Przed podaniem należy wstrząsnąć butelką. Bez konsultacji z lekarzem nie należy podawać leku dłużej niż 3 dni. Dzieciom z czynną chorobą wrzodową żołądka leku nie wolno podawać. Lek może wywołać ból brzucha i nudności, ale zdarza się to niezbyt często – u mniej niż 1 na 100 pacjentów. Otwartą butelkę można przechowywać przez pół roku.",
            ),
            Good(
                "preserve",
                "Pedifen dla dzieci (ibuprofen) – zawiesina doustna 100 mg/5 ml.\nWskazania: gorączka i ból u dzieci o masie ciała powyżej 5 kg (od 3. miesiąca życia).\nDawkowanie: zalecana dawka dobowa 20–30 mg/kg masy ciała, podzielona na 3–4 dawki; odstęp między dawkami powinien wynosić co najmniej 6 godzin. Przed użyciem należy wstrząsnąć butelką.\nOstrzeżenia: nie należy stosować leku dłużej niż 3 dni bez konsultacji z lekarzem; leku nie wolno podawać dzieciom z czynną chorobą wrzodową żołądka.\nDziałania niepożądane: możliwe bóle brzucha i nudności, występujące niezbyt często (u mniej niż 1 na 100 pacjentów).\nPrzechowywanie: po otwarciu butelkę można przechowywać przez 6 miesięcy.",
            ),
            Good(
                "en",
                "Pedifen for Children (ibuprofen), 100 mg/5 ml oral suspension. The medicine is used in children weighing more than 5 kg (from 3 months of age) for fever and pain. The recommended daily dose is 20–30 mg/kg of body weight, divided into 3–4 doses; there should be at least 6 hours between doses. Shake the bottle before use. Do not use the medicine for longer than 3 days without consulting a doctor. The medicine must not be given to children with an active stomach ulcer. It may cause abdominal pain and nausea; these effects are uncommon (affecting fewer than 1 in 100 patients). Once opened, the bottle can be stored for 6 months.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Lek może wywołać ból brzucha i nudności",
                        "Lek wywołuje ból brzucha i nudności",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Przed użyciem należy wstrząsnąć butelką.",
                        "Przed użyciem można wstrząsnąć butelką.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The medicine must not be given to children",
                        "The medicine may also be given to children",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-licencja-taksowkarska-wniosek-urzad",
        source="Licencja na wykonywanie transportu drogowego w zakresie przewozu osób taksówką – informacja Urzędu Miasta Radomia. Wniosek składa się w Wydziale Komunikacji, ul. Kilińskiego 30, pok. 12, lub elektronicznie przez ePUAP. Zgodnie z art. 6 ust. 1 pkt 2 ustawy z dnia 6 września 2001 r. o transporcie drogowym licencja jest wymagana dla każdej taksówki. Do wniosku trzeba dołączyć m.in. zaświadczenie o niekaralności, orzeczenia lekarskie i psychologiczne oraz kopię dowodu rejestracyjnego pojazdu. Opłata za udzielenie licencji na okres od 2 do 15 lat wynosi 320 zł. Licencja nie może zostać przeniesiona na inną osobę. Wzory wniosków są dostępne na stronie bip.radom.pl/licencje-taxi.",
        good=[
            Good(
                "preserve",
                "Informacja Urzędu Miasta Radomia o licencji na przewóz osób taksówką. Wniosek o licencję na wykonywanie transportu drogowego w zakresie przewozu osób taksówką złożysz w Wydziale Komunikacji (ul. Kilińskiego 30, pok. 12) albo elektronicznie przez ePUAP. Licencja jest wymagana dla każdej taksówki – wynika to z art. 6 ust. 1 pkt 2 ustawy z dnia 6 września 2001 r. o transporcie drogowym. Do wniosku musisz dołączyć m.in. zaświadczenie o niekaralności, orzeczenia lekarskie i psychologiczne oraz kopię dowodu rejestracyjnego pojazdu. Za udzielenie licencji na okres od 2 do 15 lat zapłacisz 320 zł. Licencji nie można przenieść na inną osobę. Wzory wniosków znajdziesz na bip.radom.pl/licencje-taxi.",
            ),
            Good(
                "preserve",
                "Urząd Miasta Radomia informuje, że wniosek o udzielenie licencji na wykonywanie transportu drogowego w zakresie przewozu osób taksówką składa się w Wydziale Komunikacji (ul. Kilińskiego 30, pokój 12) lub w formie elektronicznej za pośrednictwem ePUAP. Obowiązek posiadania licencji dla każdej taksówki wynika z art. 6 ust. 1 pkt 2 ustawy z dnia 6 września 2001 r. o transporcie drogowym. Do wniosku należy dołączyć w szczególności zaświadczenie o niekaralności, orzeczenia lekarskie i psychologiczne oraz kopię dowodu rejestracyjnego pojazdu. Opłata za udzielenie licencji na okres od 2 do 15 lat wynosi 320 zł. Licencja nie podlega przeniesieniu na inną osobę. Wzory wniosków zamieszczono na stronie bip.radom.pl/licencje-taxi.",
            ),
            Good(
                "en",
                "Licence to provide road transport of passengers by taxi – information from Radom City Hall. Applications are submitted at the Transport Department, 30 Kilińskiego Street, room 12, or electronically via ePUAP. Under Article 6(1)(2) of the Act of 6 September 2001 on road transport, a licence is required for every taxi. The application must be accompanied by, among other things, a certificate of no criminal record, medical and psychological certificates, and a copy of the vehicle registration certificate. The fee for granting a licence for a period of 2 to 15 years is PLN 320. The licence cannot be transferred to another person. Application templates are available at bip.radom.pl/licencje-taxi.",
            ),
        ],
        bad=[
            Slip(0, [("art. 6 ust. 1 pkt 2", "art. 8 ust. 1 pkt 2")], "legal_reference"),
            Slip(1, [("bip.radom.pl/licencje-taxi", "bip.radom.pl/licencja-taxi")], "url"),
            Slip(
                2,
                [("is PLN 320.", "is PLN 320, and a decision is issued within 14 days.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-faq-wypozyczanie-teleskopu-biblioteka",
        source="### Wypożyczanie teleskopu – pytania i odpowiedzi\n\n**Kto może wypożyczyć teleskop?** Każdy czytelnik Miejskiej Biblioteki Publicznej w Ostródzie, który ma aktywną kartę od co najmniej 3 miesięcy.\n\n**Na jak długo?** Na 14 dni, bez możliwości prolongaty.\n\n**Czy trzeba wpłacić kaucję?** Nie, ale wypożyczający podpisuje oświadczenie o odpowiedzialności za sprzęt.\n\n**Co jest w zestawie?** Teleskop Newtona 114/900 mm, statyw, dwa okulary i instrukcja.\n\n**Jak zarezerwować?** Przez katalog online: [katalog.mbp-ostroda.pl](https://katalog.mbp-ostroda.pl). Odbiór osobisty w Wypożyczalni Głównej.\n\nTeleskopu nie wolno kierować na Słońce bez filtra słonecznego.",
        good=[
            Good(
                "preserve",
                "### Teleskop z biblioteki – najczęstsze pytania\n\n**Kto może go wypożyczyć?** Każdy czytelnik Miejskiej Biblioteki Publicznej w Ostródzie, którego karta jest aktywna od przynajmniej 3 miesięcy.\n\n**Na ile dni?** Na 14 dni – tego terminu nie da się przedłużyć.\n\n**Czy obowiązuje kaucja?** Nie. Wypożyczający podpisuje natomiast oświadczenie o odpowiedzialności za sprzęt.\n\n**Co dostanę w zestawie?** Teleskop Newtona 114/900 mm, statyw, dwa okulary oraz instrukcję.\n\n**Jak zrobić rezerwację?** W katalogu online: [katalog.mbp-ostroda.pl](https://katalog.mbp-ostroda.pl). Teleskop odbiera się osobiście w Wypożyczalni Głównej.\n\nPamiętaj: bez filtra słonecznego teleskopu nie wolno kierować na Słońce.",
            ),
            Good(
                "preserve",
                "### Wypożyczanie teleskopu – FAQ\n\n**Kto?** Każdy czytelnik Miejskiej Biblioteki Publicznej w Ostródzie z kartą aktywną co najmniej od 3 miesięcy.\n\n**Okres wypożyczenia?** 14 dni; prolongata nie jest możliwa.\n\n**Kaucja?** Nie jest pobierana, jednak wypożyczający podpisuje oświadczenie o odpowiedzialności za sprzęt.\n\n**Zawartość zestawu?** Teleskop Newtona 114/900 mm, statyw, dwa okulary, instrukcja.\n\n**Rezerwacja?** W katalogu online [katalog.mbp-ostroda.pl](https://katalog.mbp-ostroda.pl); odbiór osobisty w Wypożyczalni Głównej.\n\nZakaz kierowania teleskopu na Słońce bez filtra słonecznego.",
            ),
            Good(
                "en",
                "### Borrowing a telescope – questions and answers\n\n**Who can borrow the telescope?** Any reader of the Municipal Public Library in Ostróda whose card has been active for at least 3 months.\n\n**For how long?** For 14 days, with no possibility of renewal.\n\n**Do I have to pay a deposit?** No, but the borrower signs a statement accepting responsibility for the equipment.\n\n**What is in the set?** A 114/900 mm Newtonian telescope, a tripod, two eyepieces and instructions.\n\n**How do I book it?** Through the online catalogue: [katalog.mbp-ostroda.pl](https://katalog.mbp-ostroda.pl). Collection is in person at the Main Lending Library.\n\nThe telescope must not be pointed at the Sun without a solar filter.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[katalog.mbp-ostroda.pl](https://katalog.mbp-ostroda.pl)",
                        "katalog.mbp-ostroda.pl",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("prolongata nie jest możliwa", "prolongata jest możliwa")], "negation"),
            Slip(
                2,
                [("the borrower signs a statement", "the borrower may sign a statement")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-nietoperze-strychy-kosciolow",
        source="W latach 2019–2024 przeprowadzono inwentaryzację kolonii rozrodczych nietoperzy na strychach 58 kościołów w województwie podkarpackim. Nocki duże (Myotis myotis) stwierdzono w 21 obiektach, a łączną liczebność samic oszacowano na około 4 300 osobników. W porównaniu z danymi z lat 2004–2006 (Szkudlarek i Paszkiewicz, 2007) liczba kolonii spadła o 27%. Spadek jest prawdopodobnie związany z remontami dachów oraz montażem siatek przeciw gołębiom. Podobną tendencję opisano w Czechach (Zukal i in., 2015, s. 112). Autorzy zalecają, by prace remontowe prowadzić poza okresem od 15 kwietnia do 15 sierpnia, gdy samice wychowują młode.",
        good=[
            Good(
                "preserve",
                "W pracy przedstawiono wyniki inwentaryzacji kolonii rozrodczych nietoperzy na strychach 58 kościołów województwa podkarpackiego, prowadzonej w latach 2019–2024. Obecność nocka dużego (Myotis myotis) potwierdzono w 21 obiektach, a łączną liczebność samic oszacowano na około 4 300 osobników. W stosunku do danych z lat 2004–2006 (Szkudlarek i Paszkiewicz, 2007) liczba kolonii zmniejszyła się o 27%. Spadek ten wiąże się prawdopodobnie z remontami dachów i montażem siatek chroniących przed gołębiami. Analogiczną tendencję odnotowano w Czechach (Zukal i in., 2015, s. 112). Autorzy zalecają prowadzenie prac remontowych poza okresem od 15 kwietnia do 15 sierpnia, kiedy samice wychowują młode.",
            ),
            Good(
                "preserve",
                "Na kościelnych strychach ubywa kolonii nietoperzy. W latach 2019–2024 badacze sprawdzili strychy 58 kościołów w województwie podkarpackim, szukając kolonii rozrodczych tych zwierząt. Nocki duże (Myotis myotis) znaleźli w 21 obiektach, a liczebność samic oszacowali łącznie na około 4 300. W porównaniu z latami 2004–2006 (Szkudlarek i Paszkiewicz, 2007) kolonii jest o 27% mniej. Przyczyną są prawdopodobnie remonty dachów i siatki montowane przeciw gołębiom. Podobne zjawisko opisano w Czechach (Zukal i in., 2015, s. 112). Autorzy zalecają, aby remonty prowadzić poza okresem od 15 kwietnia do 15 sierpnia – wtedy samice wychowują młode.",
            ),
            Good(
                "en",
                "Between 2019 and 2024, breeding colonies of bats were surveyed in the attics of 58 churches in the Podkarpackie Province. Greater mouse-eared bats (Myotis myotis) were recorded in 21 buildings, and the total number of females was estimated at about 4,300. Compared with data from 2004–2006 (Szkudlarek and Paszkiewicz, 2007), the number of colonies fell by 27%. The decline is probably linked to roof renovations and the installation of anti-pigeon netting. A similar trend has been described in the Czech Republic (Zukal et al., 2015, p. 112). The authors recommend carrying out renovation work outside the period from 15 April to 15 August, when females are raising their young.",
            ),
        ],
        bad=[
            Slip(0, [("zmniejszyła się o 27%", "zmniejszyła się o 37%")], "number"),
            Slip(1, [("Przyczyną są prawdopodobnie remonty", "Przyczyną są remonty")], "hedge"),
            Slip(2, [("(Szkudlarek and Paszkiewicz, 2007)", "(Szkudlarek, 2007)")], "citation"),
        ],
    ),
    Case(
        key="pl-readme-pakiet-r-fenologia",
        source="# fenologR\n\nPakiet R do analizy terminów zakwitania roślin na podstawie danych z sieci obserwacyjnej IMGW. Metoda wyznaczania sum temperatur efektywnych opiera się na pracy Kowalskiej i Nowaka (2019, s. 45–58).\n\nInstalacja (wymaga R ≥ 4.2):\n`remotes::install_github('agrodata/fenologR')`\n\nPrzykład: funkcja `faza_kwitnienia(dane, prog = 5)` zwraca przewidywaną datę kwitnienia dla progu 5°C. Dane wejściowe muszą zawierać kolumny `data` i `tsr`; braki danych nie mogą przekraczać 10% obserwacji. Pakiet jest udostępniany na licencji MIT. Błędy prosimy zgłaszać przez GitHub Issues; nie odpowiadamy na zgłoszenia wysyłane e-mailem.",
        good=[
            Good(
                "preserve",
                "# fenologR\n\nfenologR to pakiet R, który służy do analizy terminów zakwitania roślin na podstawie danych z sieci obserwacyjnej IMGW. Sumy temperatur efektywnych wyznacza metodą opisaną w pracy Kowalskiej i Nowaka (2019, s. 45–58).\n\nAby zainstalować pakiet (potrzebny jest R w wersji 4.2 lub nowszej), uruchom:\n`remotes::install_github('agrodata/fenologR')`\n\nPrzykład użycia: `faza_kwitnienia(dane, prog = 5)` zwraca przewidywaną datę kwitnienia przy progu 5°C. W danych wejściowych muszą być kolumny `data` i `tsr`, a braki danych nie mogą przekraczać 10% obserwacji. Pakiet udostępniamy na licencji MIT. Błędy zgłaszaj przez GitHub Issues – na zgłoszenia przysłane e-mailem nie odpowiadamy.",
            ),
            Good(
                "preserve",
                "# fenologR\n\nPakiet fenologR dla środowiska R służy do analizy terminów zakwitania roślin w oparciu o dane z sieci obserwacyjnej IMGW. Zastosowana metoda wyznaczania sum temperatur efektywnych bazuje na pracy Kowalskiej i Nowaka (2019, s. 45–58).\n\nInstalacja (wymagany R w wersji co najmniej 4.2):\n`remotes::install_github('agrodata/fenologR')`\n\nPrzykład: wywołanie `faza_kwitnienia(dane, prog = 5)` zwraca przewidywaną datę kwitnienia dla progu 5°C. Dane wejściowe muszą zawierać kolumny `data` oraz `tsr`, a braki danych nie mogą przekraczać 10% obserwacji. Pakiet jest dostępny na licencji MIT. Zgłoszenia błędów prosimy kierować przez GitHub Issues; na zgłoszenia przesyłane pocztą elektroniczną nie odpowiadamy.",
            ),
            Good(
                "en",
                "# fenologR\n\nAn R package for analysing plant flowering dates using data from the IMGW observation network. The method for calculating effective temperature sums is based on the work of Kowalska and Nowak (2019, pp. 45–58).\n\nInstallation (requires R ≥ 4.2):\n`remotes::install_github('agrodata/fenologR')`\n\nExample: the function `faza_kwitnienia(dane, prog = 5)` returns the predicted flowering date for a 5°C threshold. Input data must contain the columns `data` and `tsr`; missing data must not exceed 10% of observations. The package is released under the MIT licence. Please report bugs via GitHub Issues; we do not respond to reports sent by e-mail.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pakiet udostępniamy na licencji MIT.",
                        "Pakiet udostępniamy na licencji MIT, a jego rozwój finansuje Narodowe Centrum Nauki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(2019, s. 45–58)", "(2019, s. 54–68)")], "citation"),
            Slip(2, [("agrodata/fenologR", "agro-data/fenologR")], "code"),
        ],
    ),
]

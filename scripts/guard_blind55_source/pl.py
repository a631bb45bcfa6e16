# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 55: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-hotel-house-rules-checkout-quiet",
        source="Regulamin hotelu – najważniejsze zasady. Doba hotelowa rozpoczyna się o godzinie 15:00 i kończy o 11:00 dnia następnego. Przedłużenie pobytu do godziny 14:00 jest możliwe za dopłatą 80 zł, o ile pokój nie jest zarezerwowany. Cisza nocna obowiązuje od 22:00 do 7:00. W pokojach nie wolno palić tytoniu ani używać papierosów elektronicznych; za naruszenie tego zakazu naliczana jest opłata w wysokości 500 zł na pokrycie kosztów ozonowania. Goście muszą zgłosić w recepcji wszystkie osoby odwiedzające, które przebywają w hotelu po 22:00. Zwierzęta mogą przebywać w hotelu wyłącznie po wcześniejszym uzgodnieniu z recepcją; opłata wynosi 40 zł za dobę. Hotel nie odpowiada za wartościowe przedmioty pozostawione w pokoju poza sejfem.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady pobytu w naszym hotelu:
- Doba hotelowa trwa od 15:00 do 11:00 następnego dnia.
- Pobyt można przedłużyć do 14:00 za dopłatą 80 zł, jeśli pokój nie jest zarezerwowany.
- Cisza nocna obowiązuje w godzinach 22:00–7:00.
- W pokojach obowiązuje zakaz palenia tytoniu i używania e-papierosów. Za złamanie zakazu pobieramy 500 zł na pokrycie kosztów ozonowania.
- Każdą osobę odwiedzającą, która przebywa w hotelu po 22:00, trzeba zgłosić w recepcji.
- Zwierzęta są przyjmowane wyłącznie po wcześniejszym uzgodnieniu z recepcją, za opłatą 40 zł za dobę.
- Hotel nie ponosi odpowiedzialności za cenne przedmioty pozostawione w pokoju poza sejfem.""",
            ),
            Good(
                "preserve",
                "Witamy w naszym hotelu! Pokój jest do Twojej dyspozycji od 15:00 w dniu przyjazdu do 11:00 następnego dnia. Jeśli pokój nie jest zarezerwowany, możesz zostać do 14:00 – dopłata wynosi 80 zł. Cisza nocna obowiązuje między 22:00 a 7:00. Gości odwiedzających, którzy zostają w hotelu po 22:00, musisz zgłosić w recepcji. Palenie tytoniu i e-papierosów w pokojach jest zabronione, a za naruszenie zakazu doliczamy 500 zł na ozonowanie. Ze zwierzęciem możesz przyjechać tylko po wcześniejszym uzgodnieniu z recepcją (40 zł za dobę). Pamiętaj też, że hotel nie odpowiada za wartościowe rzeczy zostawione w pokoju poza sejfem.",
            ),
            Good(
                "en",
                "Hotel rules – key points. The hotel day starts at 3:00 p.m. and ends at 11:00 a.m. the following day. You can extend your stay until 2:00 p.m. for an extra PLN 80, provided the room has not been booked. Quiet hours are from 10:00 p.m. to 7:00 a.m. Smoking tobacco and using e-cigarettes in the rooms is not allowed; breaching this ban incurs a PLN 500 charge to cover the cost of ozone treatment. Guests must register with reception all visitors who stay in the hotel after 10:00 p.m. Pets are allowed only by prior arrangement with reception, for a fee of PLN 40 per night. The hotel is not responsible for valuables left in the room outside the safe.",
            ),
        ],
        bad=[
            Slip(2, [("Guests must register", "Guests should register")], "modality"),
            Slip(0, [("za dopłatą 80 zł", "za dopłatą 60 zł")], "number"),
            Slip(1, [("możesz zostać do 14:00", "możesz zostać do 13:00")], "date"),
        ],
    ),
    Case(
        key="pl-water-mains-flushing-estate-notice",
        source="Komunikat Wodociągów Miejskich. Informujemy, że w dniach 14–16 października 2025 r. w godzinach od 8:00 do 15:00 prowadzone będzie płukanie sieci wodociągowej na osiedlach Zielone Wzgórze i Parkowe. W tym czasie mogą wystąpić chwilowe spadki ciśnienia oraz okresowe zmętnienie wody. Zmętnienie nie stanowi zagrożenia dla zdrowia, jednak zalecamy, aby przed użyciem wody do picia spuścić ją z kranu przez około 3–5 minut, aż stanie się przejrzysta. Prace mogą potrwać dłużej, jeżeli warunki pogodowe będą niekorzystne. Aktualne informacje publikujemy na stronie www.wodociagi-miasto.pl/komunikaty. Zgłoszenia dotyczące jakości wody przyjmujemy pod bezpłatnym numerem 994 przez całą dobę.",
        good=[
            Good(
                "preserve",
                """Płukanie sieci wodociągowej – Zielone Wzgórze i Parkowe

Kiedy: 14–16 października 2025 r., w godz. 8:00–15:00.

Czego się spodziewać: chwilowo może spaść ciśnienie, a woda może okresowo być mętna. Taka woda nie zagraża zdrowiu, ale zalecamy, by przed piciem puścić ją z kranu na mniej więcej 3–5 minut, dopóki nie będzie przejrzysta.

Przy niekorzystnej pogodzie prace mogą się przedłużyć. Bieżące komunikaty Wodociągów Miejskich znajdziesz na www.wodociagi-miasto.pl/komunikaty, a uwagi o jakości wody możesz zgłaszać całodobowo pod bezpłatnym numerem 994.""",
            ),
            Good(
                "preserve",
                "Wodociągi Miejskie uprzejmie informują, że od 14 do 16 października 2025 r., między godziną 8:00 a 15:00, na osiedlach Zielone Wzgórze oraz Parkowe będzie prowadzone płukanie sieci wodociągowej. Podczas prac możliwe są krótkotrwałe spadki ciśnienia i przejściowe zmętnienie wody, które nie jest groźne dla zdrowia. Przed wykorzystaniem wody do picia zaleca się jednak odkręcić kran na około 3–5 minut, aż woda stanie się klarowna. W razie niesprzyjającej pogody prace mogą potrwać dłużej. Aktualne informacje dostępne są pod adresem www.wodociagi-miasto.pl/komunikaty, a zgłoszenia w sprawie jakości wody przyjmowane są całą dobę pod bezpłatnym numerem 994.",
            ),
            Good(
                "en",
                "Notice from the Municipal Waterworks. From 14 to 16 October 2025, between 8 a.m. and 3 p.m., we will be flushing the water mains in the Zielone Wzgórze and Parkowe estates. During this time you may notice brief drops in water pressure and occasional cloudiness of the water. The cloudiness poses no health risk, but we recommend running the tap for about 3–5 minutes before using the water for drinking, until it runs clear. The work may take longer if the weather is unfavourable. Up-to-date information is posted at www.wodociagi-miasto.pl/komunikaty. Water quality issues can be reported free of charge, 24 hours a day, on 994.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("od 14 do 16 października 2025 r.", "od 14 do 17 października 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [("www.wodociagi-miasto.pl/komunikaty", "www.wodociagi-miasto.pl/aktualnosci")],
                "url",
            ),
            Slip(0, [("na mniej więcej 3–5 minut", "na 3–5 minut")], "hedge"),
        ],
    ),
    Case(
        key="pl-influenza-burden-abstract-sentinel-seasons",
        source="Cel: oszacowanie obciążenia grypą sezonową w Polsce w sezonach 2018/19–2022/23. Metody: przeanalizowano 41 286 zgłoszeń z systemu nadzoru sentinel oraz dane o hospitalizacjach z 16 województw, stosując model regresji opisany przez Nowak i wsp. (2019, Przegląd Epidemiologiczny 73(2):145–152). Wyniki: szacuje się, że w badanym okresie grypa odpowiadała średnio za około 3,8 mln zachorowań rocznie, a współczynnik hospitalizacji wyniósł 27,4 na 100 000 mieszkańców. Najwyższą zapadalność odnotowano u dzieci w wieku 0–4 lat. Wnioski: rzeczywiste obciążenie jest prawdopodobnie wyższe niż wynika z rutynowych zgłoszeń, ponieważ wiele zachorowań nie jest diagnozowanych laboratoryjnie. Wyniki przemawiają za rozszerzeniem szczepień w grupach ryzyka.",
        good=[
            Good(
                "preserve",
                "Badanie miało na celu oszacowanie, jak duże obciążenie powodowała grypa sezonowa w Polsce w sezonach od 2018/19 do 2022/23. Autorzy przeanalizowali 41 286 zgłoszeń z nadzoru sentinel i dane o hospitalizacjach z 16 województw, korzystając z modelu regresji opisanego przez Nowak i wsp. (2019, Przegląd Epidemiologiczny 73(2):145–152). Według szacunków grypa powodowała w tym okresie przeciętnie około 3,8 mln zachorowań rocznie, a współczynnik hospitalizacji wyniósł 27,4 na 100 000 mieszkańców. Zapadalność była najwyższa wśród dzieci w wieku 0–4 lat. Ponieważ wiele zachorowań nie jest potwierdzanych laboratoryjnie, rzeczywiste obciążenie jest prawdopodobnie większe, niż pokazują rutynowe zgłoszenia. Wyniki przemawiają za rozszerzeniem szczepień w grupach ryzyka.",
            ),
            Good(
                "preserve",
                """Cel. Ocena obciążenia grypą sezonową w Polsce w sezonach 2018/19–2022/23.
Metody. Analizie poddano 41 286 zgłoszeń z systemu sentinel oraz dane dotyczące hospitalizacji z 16 województw; zastosowano model regresji według Nowak i wsp. (2019, Przegląd Epidemiologiczny 73(2):145–152).
Wyniki. Szacunkowo grypa była przyczyną średnio ok. 3,8 mln zachorowań rocznie; współczynnik hospitalizacji wyniósł 27,4/100 000 mieszkańców. Najwyższą zapadalność stwierdzono w grupie dzieci w wieku 0–4 lat.
Wnioski. Rzeczywiste obciążenie jest prawdopodobnie wyższe, niż wynika to z rutynowych zgłoszeń, gdyż wiele zachorowań nie jest diagnozowanych laboratoryjnie. Wyniki przemawiają za rozszerzeniem szczepień w grupach ryzyka.""",
            ),
            Good(
                "en",
                "Objective: To estimate the burden of seasonal influenza in Poland in the 2018/19–2022/23 seasons. Methods: We analysed 41,286 reports from the sentinel surveillance system and hospitalisation data from 16 voivodeships, using the regression model described by Nowak et al. (2019, Przegląd Epidemiologiczny 73(2):145–152). Results: Influenza is estimated to have caused on average about 3.8 million cases per year over the study period, with a hospitalisation rate of 27.4 per 100,000 population. Incidence was highest among children aged 0–4 years. Conclusions: The true burden is probably higher than routine reports suggest, as many cases are not laboratory-confirmed. The findings support expanding vaccination in risk groups.",
            ),
        ],
        bad=[
            Slip(0, [("Nowak i wsp. (2019", "Nowak i wsp. (2017")], "citation"),
            Slip(2, [("The true burden is probably higher", "The true burden is higher")], "hedge"),
            Slip(1, [("41 286 zgłoszeń", "14 286 zgłoszeń")], "number"),
        ],
    ),
    Case(
        key="pl-orienteering-race-rules-control-order",
        source="Regulamin zawodów na orientację „Leśny Azymut”. Każdy zawodnik musi mieć własny kompas oraz chip SPORTident; chip można wypożyczyć w biurze zawodów za kaucją 50 zł. Mapy w skali 1:10 000 wydawane są na starcie. Punkty kontrolne należy zaliczać w kolejności podanej na mapie – pominięcie punktu oznacza dyskwalifikację. Limit czasu na trasie wynosi 120 minut; zawodnicy, którzy go przekroczą, nie zostaną sklasyfikowani. Używanie odbiorników GPS z wyświetlaczem mapy jest zabronione. Nie wolno wchodzić na uprawy oznaczone na mapie zielonym szrafem. Każdy uczestnik powinien mieć przy sobie gwizdek i naładowany telefon. Zawodnik, który wycofa się z rywalizacji, ma obowiązek zgłosić się na metę i oddać chip.",
        good=[
            Good(
                "preserve",
                """„Leśny Azymut” – zasady dla zawodników:
1. Obowiązkowe wyposażenie to własny kompas i chip SPORTident. Chip wypożyczysz w biurze zawodów za kaucją 50 zł.
2. Mapę w skali 1:10 000 otrzymasz na starcie.
3. Punkty kontrolne musisz zaliczać w kolejności wskazanej na mapie. Pominięty punkt = dyskwalifikacja.
4. Na pokonanie trasy masz 120 minut. Jeśli przekroczysz limit, nie zostaniesz sklasyfikowany.
5. Odbiorniki GPS wyświetlające mapę są zakazane.
6. Na uprawy oznaczone na mapie zielonym szrafem nie wolno wchodzić.
7. Zalecamy, by każdy miał przy sobie gwizdek i naładowany telefon.
8. Jeśli wycofasz się z rywalizacji, musisz zgłosić się na metę i oddać chip.""",
            ),
            Good(
                "preserve",
                "Zawody na orientację „Leśny Azymut” – regulamin. Uczestnik jest zobowiązany posiadać własny kompas i chip SPORTident (w biurze zawodów chip można wypożyczyć za kaucją 50 zł). Na starcie wydawane są mapy w skali 1:10 000. Punkty kontrolne trzeba zaliczać w kolejności oznaczonej na mapie, a pominięcie któregokolwiek z nich skutkuje dyskwalifikacją. Limit czasu na trasie to 120 minut – osoby, które go przekroczą, nie zostaną sklasyfikowane. Zabrania się korzystania z odbiorników GPS wyświetlających mapę oraz wchodzenia na uprawy oznaczone na mapie zielonym szrafem. Zaleca się, aby każdy uczestnik miał przy sobie gwizdek i naładowany telefon. Osoba wycofująca się z rywalizacji musi zgłosić się na metę i zwrócić chip.",
            ),
            Good(
                "en",
                "“Leśny Azymut” orienteering race rules. Every competitor must have their own compass and a SPORTident chip; chips can be hired at the race office for a PLN 50 deposit. Maps at a scale of 1:10,000 are handed out at the start. Controls must be visited in the order shown on the map – missing a control means disqualification. The course time limit is 120 minutes; competitors who exceed it will not be ranked. GPS receivers with a map display are prohibited. Do not enter crops marked on the map with green hatching. Every participant should carry a whistle and a charged phone. A competitor who withdraws from the race is required to report to the finish and return the chip.",
            ),
        ],
        bad=[
            Slip(0, [("nie wolno wchodzić", "wolno wchodzić")], "negation"),
            Slip(
                2, [("Every participant should carry", "Every participant must carry")], "modality"
            ),
            Slip(1, [("w skali 1:10 000", "w skali 1:15 000")], "number"),
        ],
    ),
    Case(
        key="pl-espresso-machine-descaling-cycle-steps",
        source="Odkamienianie ekspresu. Ekspres należy odkamieniać co około 200 filiżanek lub co najmniej raz na 3 miesiące, gdy kontrolka CALC zacznie migać. Używaj wyłącznie płynu odkamieniającego przeznaczonego do ekspresów ciśnieniowych; nie stosuj octu, ponieważ może on uszkodzić uszczelki. Wlej do zbiornika 100 ml płynu i uzupełnij wodą do poziomu 0,5 l. Postaw pod dyszą naczynie o pojemności co najmniej 600 ml, a następnie przytrzymaj przycisk pary przez 3 sekundy. Cały cykl trwa około 25 minut i nie należy go przerywać. Po zakończeniu wypłucz zbiornik i przepuść przez ekspres dwa pełne zbiorniki czystej wody. W twardej wodzie kamień może odkładać się szybciej, dlatego warto wtedy skrócić odstępy między odkamienianiem.",
        good=[
            Good(
                "preserve",
                """Jak odkamienić ekspres

Ekspres trzeba odkamieniać mniej więcej co 200 filiżanek albo przynajmniej raz na 3 miesiące – gdy zacznie migać kontrolka CALC.

1. Używaj tylko płynu odkamieniającego przeznaczonego do ekspresów ciśnieniowych. Nie stosuj octu – może zniszczyć uszczelki.
2. Wlej do zbiornika 100 ml płynu i dolej wody do poziomu 0,5 l.
3. Pod dyszą ustaw naczynie mieszczące co najmniej 600 ml.
4. Przytrzymaj przycisk pary przez 3 sekundy.
5. Poczekaj, aż cykl się zakończy – trwa on około 25 minut i nie należy go przerywać.
6. Wypłucz zbiornik i przepuść przez ekspres dwa pełne zbiorniki czystej wody.

Przy twardej wodzie kamień może osadzać się szybciej, więc warto wtedy odkamieniać ekspres częściej.""",
            ),
            Good(
                "preserve",
                "Ekspres należy odkamieniać co około 200 filiżanek lub przynajmniej raz na trzy miesiące – sygnałem jest migająca kontrolka CALC. Stosuje się do tego wyłącznie płyn odkamieniający do ekspresów ciśnieniowych; ocet nie jest dopuszczalny, bo może uszkodzić uszczelki. Do zbiornika wlewa się 100 ml płynu i dopełnia wodą do 0,5 l, pod dyszą stawia się naczynie o pojemności nie mniejszej niż 600 ml i przytrzymuje przycisk pary przez 3 sekundy. Cykl trwa około 25 minut i nie należy go przerywać. Na koniec trzeba wypłukać zbiornik, a przez ekspres przepuścić dwa pełne zbiorniki czystej wody. Ponieważ w twardej wodzie kamień może odkładać się szybciej, warto w takim przypadku skrócić odstępy między odkamienianiem.",
            ),
            Good(
                "en",
                "Descaling the machine. Descale the machine roughly every 200 cups, or at least once every 3 months, when the CALC light starts flashing. Use only a descaling liquid designed for espresso machines; do not use vinegar, as it may damage the seals. Pour 100 ml of the liquid into the tank and top up with water to the 0.5 l mark. Place a container holding at least 600 ml under the nozzle, then hold the steam button for 3 seconds. The whole cycle takes about 25 minutes and should not be interrupted. Afterwards, rinse the tank and run two full tanks of clean water through the machine. With hard water, scale may build up faster, so it is worth descaling at shorter intervals.",
            ),
        ],
        bad=[
            Slip(2, [("Pour 100 ml", "Pour 150 ml")], "number"),
            Slip(1, [("ocet nie jest dopuszczalny", "ocet jest dopuszczalny")], "negation"),
            Slip(0, [("kamień może osadzać się szybciej", "kamień osadza się szybciej")], "hedge"),
        ],
    ),
    Case(
        key="pl-javascript-fetch-retry-readme-install",
        source="""# tiny-fetch-retry

Lekka biblioteka do ponawiania żądań `fetch` z wykładniczym opóźnieniem.

## Instalacja

```bash
npm install tiny-fetch-retry@2.3.1
```

Wymaga Node.js w wersji 18 lub nowszej. Biblioteka nie ma zależności zewnętrznych.

## Użycie

Zaimportuj funkcję `fetchRetry` i przekaż opcję `retries` (domyślnie 3). Opcja `timeoutMs` musi być liczbą dodatnią; wartość `0` powoduje błąd. Nie należy ponawiać żądań `POST` bez klucza idempotencji – możesz go przekazać w opcji `idempotencyKey`.

Pełna dokumentacja: [docs](https://github.com/tinyfetch/tiny-fetch-retry#readme). Licencja MIT. Błędy zgłaszaj w zakładce Issues.""",
        good=[
            Good(
                "preserve",
                """# tiny-fetch-retry

Niewielka biblioteka, która ponawia żądania `fetch`, stosując wykładniczo rosnące opóźnienie.

## Instalacja

```bash
npm install tiny-fetch-retry@2.3.1
```

Potrzebny jest Node.js 18 lub nowszy. Biblioteka nie korzysta z żadnych zewnętrznych zależności.

## Użycie

- Zaimportuj `fetchRetry` i ustaw opcję `retries` (wartość domyślna: 3).
- `timeoutMs` musi być dodatnią liczbą – przy `0` zostanie zgłoszony błąd.
- Żądań `POST` nie należy ponawiać bez klucza idempotencji; możesz podać go w opcji `idempotencyKey`.

Dokumentacja: [docs](https://github.com/tinyfetch/tiny-fetch-retry#readme). Licencja: MIT. Błędy zgłaszaj w zakładce Issues.""",
            ),
            Good(
                "preserve",
                """# tiny-fetch-retry

Lekka biblioteka do ponawiania żądań `fetch` z opóźnieniem rosnącym wykładniczo. Nie ma zewnętrznych zależności i wymaga Node.js w wersji 18 lub wyższej.

## Instalacja

```bash
npm install tiny-fetch-retry@2.3.1
```

## Użycie

Po zaimportowaniu funkcji `fetchRetry` przekaż jej opcję `retries` (domyślnie 3). Wartość `timeoutMs` musi być liczbą dodatnią – podanie `0` kończy się błędem. Żądań `POST` nie należy ponawiać bez klucza idempotencji, który możesz przekazać w opcji `idempotencyKey`.

Pełną dokumentację znajdziesz [tutaj](https://github.com/tinyfetch/tiny-fetch-retry#readme). Biblioteka jest dostępna na licencji MIT, a błędy zgłaszaj w zakładce Issues.""",
            ),
            Good(
                "en",
                """# tiny-fetch-retry

A lightweight library for retrying `fetch` requests with exponential backoff.

## Installation

```bash
npm install tiny-fetch-retry@2.3.1
```

Requires Node.js 18 or later. The library has no external dependencies.

## Usage

Import the `fetchRetry` function and pass the `retries` option (default: 3). The `timeoutMs` option must be a positive number; a value of `0` throws an error. `POST` requests should not be retried without an idempotency key – you can pass one in the `idempotencyKey` option.

Full documentation: [docs](https://github.com/tinyfetch/tiny-fetch-retry#readme). MIT licence. Please report bugs under Issues.""",
            ),
        ],
        bad=[
            Slip(1, [("w opcji `idempotencyKey`", "w opcji `idempotentKey`")], "code"),
            Slip(0, [("## Użycie\n", "Użycie\n")], "markdown"),
            Slip(2, [("must be a positive number", "should be a positive number")], "modality"),
        ],
    ),
    Case(
        key="pl-contract-for-work-delay-penalty",
        source="""§ 5. Termin wykonania dzieła i kary umowne
1. Wykonawca zobowiązuje się wykonać dzieło do dnia 30 czerwca 2025 r. i przekazać je Zamawiającemu wraz z protokołem odbioru.
2. Za każdy dzień zwłoki w oddaniu dzieła Wykonawca zapłaci karę umowną w wysokości 0,5% wynagrodzenia brutto, nie więcej jednak niż 10% tego wynagrodzenia.
3. Zamawiający może dochodzić odszkodowania przewyższającego kary umowne na zasadach ogólnych, zgodnie z art. 484 § 1 Kodeksu cywilnego.
4. Zamawiający nie może odstąpić od umowy po przyjęciu dzieła bez zastrzeżeń, z wyjątkiem przypadków wad ukrytych, o których mowa w art. 638 Kodeksu cywilnego.
5. Wykonawca nie ponosi odpowiedzialności za opóźnienie wynikające z nieprzekazania przez Zamawiającego materiałów w terminie 14 dni od podpisania umowy.""",
        good=[
            Good(
                "preserve",
                """§ 5. Termin i kary umowne
1. Wykonawca ma obowiązek wykonać dzieło najpóźniej 30 czerwca 2025 r. i przekazać je Zamawiającemu razem z protokołem odbioru.
2. Jeżeli Wykonawca spóźni się z oddaniem dzieła, zapłaci karę umowną: 0,5% wynagrodzenia brutto za każdy dzień zwłoki, maksymalnie 10% tego wynagrodzenia.
3. Zgodnie z art. 484 § 1 Kodeksu cywilnego Zamawiający może, na zasadach ogólnych, dochodzić odszkodowania wyższego niż kary umowne.
4. Po przyjęciu dzieła bez zastrzeżeń Zamawiający nie może odstąpić od umowy, chyba że chodzi o wady ukryte, o których mowa w art. 638 Kodeksu cywilnego.
5. Wykonawca nie odpowiada za opóźnienie spowodowane tym, że Zamawiający nie przekazał materiałów w ciągu 14 dni od podpisania umowy.""",
            ),
            Good(
                "preserve",
                "Zgodnie z § 5 umowy Wykonawca zobowiązany jest wykonać dzieło do 30.06.2025 r. i wydać je Zamawiającemu wraz z protokołem odbioru. W przypadku zwłoki w oddaniu dzieła Wykonawca zapłaci karę umowną wynoszącą 0,5% wynagrodzenia brutto za każdy dzień, przy czym łączna kara nie może przekroczyć 10% tego wynagrodzenia. Na zasadach ogólnych, zgodnie z art. 484 § 1 Kodeksu cywilnego, Zamawiający może dochodzić odszkodowania przewyższającego kary umowne. Odstąpienie przez Zamawiającego od umowy po przyjęciu dzieła bez zastrzeżeń nie jest możliwe, z wyjątkiem przypadków wad ukrytych, o których mowa w art. 638 Kodeksu cywilnego. Wykonawca nie ponosi odpowiedzialności za opóźnienie wynikające z tego, że Zamawiający nie przekazał materiałów w terminie 14 dni od podpisania umowy.",
            ),
            Good(
                "en",
                """§ 5. Deadline for the work and contractual penalties
1. The Contractor undertakes to complete the work by 30 June 2025 and to deliver it to the Client together with an acceptance report.
2. For each day of delay in delivering the work, the Contractor shall pay a contractual penalty of 0.5% of the gross remuneration, but no more than 10% of that remuneration.
3. The Client may claim damages exceeding the contractual penalties on general terms, in accordance with Article 484 § 1 of the Civil Code.
4. The Client may not withdraw from the contract after accepting the work without reservations, except in cases of hidden defects referred to in Article 638 of the Civil Code.
5. The Contractor is not liable for delay resulting from the Client's failure to provide materials within 14 days of signing the contract.""",
            ),
        ],
        bad=[
            Slip(2, [("Article 484 § 1", "Article 483 § 1")], "legal_reference"),
            Slip(0, [("najpóźniej 30 czerwca 2025 r.", "najpóźniej 30 lipca 2025 r.")], "date"),
            Slip(
                1,
                [("Wykonawca nie ponosi odpowiedzialności", "Wykonawca ponosi odpowiedzialność")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kindergarten-farm-trip-parent-info",
        source="Drodzy Rodzice! W piątek 23 maja grupa „Motylki” wyjeżdża na wycieczkę do gospodarstwa agroturystycznego w Zalesiu. Zbiórka o 8:15 przed przedszkolem, wyjazd punktualnie o 8:30, powrót około 14:00. Koszt wycieczki wynosi 45 zł i obejmuje przejazd, warsztaty oraz obiad; wpłaty prosimy przekazywać do 16 maja. Każde dziecko musi mieć pisemną zgodę rodzica na udział w wycieczce. Dzieci nie powinny zabierać zabawek ani pieniędzy. Prosimy spakować do plecaka drugie śniadanie, wodę oraz kurtkę przeciwdeszczową. Dzieci z chorobą lokomocyjną mogą przyjąć lek przed wyjazdem wyłącznie po wcześniejszym poinformowaniu wychowawczyni. Dziecko, które nie będzie uczestniczyć w wycieczce, może tego dnia zostać pod opieką w grupie „Biedronki”.",
        good=[
            Good(
                "preserve",
                """Wycieczka grupy „Motylki” – informacje dla rodziców

- Kiedy i dokąd: piątek, 23 maja, gospodarstwo agroturystyczne w Zalesiu.
- Zbiórka: 8:15 przed przedszkolem; wyjeżdżamy punktualnie o 8:30, wracamy ok. 14:00.
- Koszt: 45 zł (przejazd, warsztaty i obiad) – wpłaty do 16 maja.
- Zgoda: każde dziecko musi mieć pisemną zgodę rodzica na udział.
- Do plecaka: drugie śniadanie, woda, kurtka przeciwdeszczowa. Dzieci nie powinny zabierać zabawek ani pieniędzy.
- Choroba lokomocyjna: dziecko może przyjąć lek przed wyjazdem tylko wtedy, gdy wcześniej poinformujecie o tym wychowawczynię.
- Dzieci, które nie jadą na wycieczkę, mogą ten dzień spędzić pod opieką w grupie „Biedronki”.""",
            ),
            Good(
                "preserve",
                "Kochani Rodzice, w piątek 23 maja grupa „Motylki” jedzie na wycieczkę do gospodarstwa agroturystycznego w Zalesiu! Spotykamy się o 8:15 przed przedszkolem, wyjeżdżamy punktualnie o 8:30, a wrócimy około 14:00. Wycieczka kosztuje 45 zł – w tej kwocie mieszczą się przejazd, warsztaty i obiad. Prosimy o wpłaty do 16 maja. Pamiętajcie, że bez pisemnej zgody rodzica dziecko nie może pojechać na wycieczkę. Do plecaka spakujcie drugie śniadanie, wodę i kurtkę przeciwdeszczową; zabawek ani pieniędzy dzieci nie powinny zabierać. Jeśli dziecko ma chorobę lokomocyjną, może przyjąć lek przed wyjazdem wyłącznie wtedy, gdy wcześniej poinformujecie wychowawczynię. Dzieci, które nie jadą, mogą tego dnia zostać pod opieką w grupie „Biedronki”.",
            ),
            Good(
                "en",
                "Dear Parents, On Friday 23 May the “Motylki” group is going on a trip to an agritourism farm in Zalesie. We meet at 8:15 in front of the kindergarten, depart at 8:30 sharp and return at about 14:00. The trip costs PLN 45, covering transport, workshops and lunch; please pay by 16 May. Every child must have written consent from a parent to take part. Children should not bring toys or money. Please pack a second breakfast, water and a rain jacket in their backpack. Children with motion sickness may take medication before departure only if the teacher has been informed in advance. A child who is not going on the trip can stay that day in the care of the “Biedronki” group.",
            ),
        ],
        bad=[
            Slip(2, [("Every child must have", "Every child should have")], "modality"),
            Slip(
                0,
                [
                    (
                        "(przejazd, warsztaty i obiad)",
                        "(przejazd, warsztaty, obiad i ubezpieczenie NNW)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "dziecko nie może pojechać na wycieczkę",
                        "dziecko też może pojechać na wycieczkę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-electronic-waste-collection-container-saturday",
        source="Zbiórka elektroodpadów na osiedlu Słoneczne. W sobotę 8 listopada 2025 r. w godzinach 9:00–13:00 na parkingu przy ul. Lipowej 12 będzie stał kontener, do którego mieszkańcy mogą bezpłatnie oddać zużyty sprzęt elektryczny i elektroniczny: pralki, lodówki, telewizory, komputery, telefony, drobne AGD oraz baterie. Nie przyjmujemy opon, gruzu ani odpadów budowlanych. Sprzęt musi być kompletny – urządzenia pozbawione części, np. sprężarki w lodówce, nie zostaną odebrane. Nie wolno zostawiać odpadów przy kontenerze przed rozpoczęciem zbiórki. Osoby, które nie mogą samodzielnie dostarczyć dużego sprzętu, mogą zamówić bezpłatny odbiór spod domu do 5 listopada przez formularz na stronie eko.slonecznemiasto.pl/odbior lub e-mailem: odpady@slonecznemiasto.pl.",
        good=[
            Good(
                "preserve",
                """Zbiórka elektroodpadów – osiedle Słoneczne

Kiedy: sobota, 8 listopada 2025 r., 9:00–13:00
Gdzie: kontener na parkingu przy ul. Lipowej 12

Bezpłatnie oddasz zużyty sprzęt elektryczny i elektroniczny:
- pralki, lodówki, telewizory,
- komputery i telefony,
- drobne AGD,
- baterie.

Nie przyjmujemy opon, gruzu ani odpadów budowlanych. Sprzęt musi być kompletny – urządzenia bez części (np. lodówka bez sprężarki) nie zostaną odebrane. Przed rozpoczęciem zbiórki nie wolno zostawiać odpadów przy kontenerze.

Jeśli nie dasz rady samodzielnie dostarczyć dużego sprzętu, do 5 listopada możesz zamówić bezpłatny odbiór spod domu: przez formularz na eko.slonecznemiasto.pl/odbior albo pisząc na e-mail odpady@slonecznemiasto.pl.""",
            ),
            Good(
                "preserve",
                "W sobotę, 8 listopada 2025 r., od 9:00 do 13:00 na parkingu przy ul. Lipowej 12 (osiedle Słoneczne) będzie stał kontener na elektroodpady. Mieszkańcy mogą w nim nieodpłatnie zostawić zużyty sprzęt elektryczny i elektroniczny: pralki, lodówki, telewizory, komputery, telefony, drobne AGD i baterie. Przyjmowane są wyłącznie kompletne urządzenia – sprzęt bez części, na przykład lodówka bez sprężarki, nie zostanie odebrany. Zbiórka nie obejmuje opon, gruzu ani odpadów budowlanych, a odpadów nie wolno zostawiać przy kontenerze przed jej rozpoczęciem. Mieszkańcy, którzy nie są w stanie sami dostarczyć dużego sprzętu, mogą do 5 listopada zamówić jego bezpłatny odbiór spod domu – przez formularz na stronie eko.slonecznemiasto.pl/odbior lub mailowo pod adresem odpady@slonecznemiasto.pl.",
            ),
            Good(
                "en",
                "E-waste collection on the Słoneczne estate. On Saturday 8 November 2025, from 9:00 to 13:00, a container will stand in the car park at ul. Lipowa 12 where residents can drop off used electrical and electronic equipment free of charge: washing machines, fridges, TVs, computers, phones, small household appliances and batteries. We do not accept tyres, rubble or construction waste. Equipment must be complete – appliances with missing parts, such as a fridge without its compressor, will not be collected. Do not leave waste by the container before the collection starts. Residents who cannot bring large equipment themselves can book a free doorstep pickup by 5 November using the form at eko.slonecznemiasto.pl/odbior or by e-mail at odpady@slonecznemiasto.pl.",
            ),
        ],
        bad=[
            Slip(2, [("by 5 November", "by 6 November")], "date"),
            Slip(
                0, [("e-mail odpady@slonecznemiasto.pl", "e-mail odbior@slonecznemiasto.pl")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "będzie stał kontener na elektroodpady.",
                        "będzie stał kontener na elektroodpady, a każdy oddający sprzęt otrzyma sadzonkę drzewa.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-city-resident-card-discount-terms",
        source="Regulamin Karty Miejskiej – zniżki. Karta Mieszkańca przysługuje osobom, które mieszkają w mieście i rozliczają tu podatek dochodowy. Posiadacz karty otrzymuje 20% zniżki na bilety okresowe komunikacji miejskiej oraz 50% zniżki na wejścia na miejskie baseny i lodowisko. Dzieci do lat 7 podróżują bezpłatnie bez względu na posiadanie karty. Karta jest imienna i nie może być udostępniana innym osobom; w razie stwierdzenia jej użycia przez osobę nieuprawnioną karta zostanie zablokowana na 6 miesięcy. Przy kontroli biletów należy okazać kartę wraz z dokumentem tożsamości. Wydanie karty jest bezpłatne, a duplikat kosztuje 15 zł. Zniżki nie łączą się z innymi promocjami, chyba że regulamin danej promocji stanowi inaczej.",
        good=[
            Good(
                "preserve",
                """Karta Mieszkańca – komu przysługuje i jakie daje zniżki

Karta przysługuje osobom, które mieszkają w mieście i tutaj rozliczają podatek dochodowy. Dzięki niej:
- bilety okresowe komunikacji miejskiej kupisz 20% taniej,
- za wejście na miejskie baseny i lodowisko zapłacisz o 50% mniej.

Dzieci do lat 7 jeżdżą za darmo – niezależnie od tego, czy mają kartę. Karta jest imienna i nie wolno jej nikomu udostępniać; jeśli okaże się, że korzystała z niej osoba nieuprawniona, zostanie zablokowana na 6 miesięcy. Podczas kontroli biletów trzeba pokazać kartę razem z dokumentem tożsamości. Karta wydawana jest bezpłatnie, duplikat kosztuje 15 zł. Zniżek nie łączy się z innymi promocjami, chyba że regulamin danej promocji mówi inaczej.""",
            ),
            Good(
                "preserve",
                "Zgodnie z regulaminem Karta Mieszkańca przysługuje osobom zamieszkałym w mieście, które rozliczają w nim podatek dochodowy. Uprawnia ona do zniżki 20% na okresowe bilety komunikacji miejskiej i 50% na wstęp na miejskie baseny oraz lodowisko. Bez względu na to, czy mają kartę, dzieci do lat siedmiu korzystają z przejazdów bezpłatnie. Karta ma charakter imienny, a jej udostępnianie innym osobom jest zabronione – jeśli użyje jej osoba nieuprawniona, karta zostanie zablokowana na pół roku. W trakcie kontroli biletów należy okazać kartę wraz z dokumentem tożsamości. Kartę wydaje się nieodpłatnie; za wydanie duplikatu pobiera się 15 zł. Zniżki nie sumują się z innymi promocjami, o ile regulamin danej promocji nie stanowi inaczej.",
            ),
            Good(
                "en",
                "City Card terms – discounts. The Resident Card is available to people who live in the city and pay their income tax here. Cardholders get 20% off periodic public transport tickets and 50% off admission to municipal swimming pools and the ice rink. Children under 7 travel free whether or not they have a card. The card is personal and must not be shared with others; if it is found to have been used by an unauthorised person, it will be blocked for 6 months. During ticket inspections you must show the card together with an identity document. The card is issued free of charge; a duplicate costs PLN 15. Discounts cannot be combined with other promotions unless the rules of a given promotion state otherwise.",
            ),
        ],
        bad=[
            Slip(1, [("zniżki 20% na okresowe", "zniżki 25% na okresowe")], "number"),
            Slip(2, [("you must show the card", "you should show the card")], "modality"),
            Slip(
                0,
                [
                    (
                        "Zniżek nie łączy się z innymi promocjami",
                        "Zniżki łączą się z innymi promocjami",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-public-library-loan-renewal-fees",
        source="Zasady wypożyczeń w Bibliotece Publicznej. Czytelnik może wypożyczyć jednocześnie do 10 książek na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, każdorazowo o 14 dni, przez konto czytelnika lub telefonicznie, pod warunkiem że na daną pozycję nie oczekuje inna osoba. Nowości oznaczone czerwoną naklejką wypożyczane są tylko na 7 dni i nie podlegają prolongacie. Za każdy dzień przetrzymania książki naliczana jest opłata 0,20 zł. Czytelnik, który ma zaległe opłaty przekraczające 10 zł, nie może wypożyczać kolejnych materiałów do czasu ich uregulowania. Zagubioną lub zniszczoną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową. Biblioteka jest nieczynna w niedziele i święta.",
        good=[
            Good(
                "preserve",
                """Wypożyczenia w Bibliotece Publicznej – najczęstsze pytania

Ile książek i na jak długo? Jednocześnie możesz wypożyczyć maksymalnie 10 książek na 30 dni.
Czy można przedłużyć termin? Tak, dwa razy, za każdym razem o 14 dni – przez konto czytelnika albo telefonicznie. Warunek: nikt inny nie czeka na tę pozycję.
A nowości? Książki z czerwoną naklejką wypożyczamy tylko na 7 dni i bez możliwości prolongaty.
Co w razie spóźnienia? Za każdy dzień przetrzymania naliczamy 0,20 zł. Jeśli zaległe opłaty przekroczą 10 zł, nie wypożyczysz kolejnych materiałów, dopóki ich nie uregulujesz.
Zgubiona lub zniszczona książka? Trzeba ją odkupić lub zapłacić jej aktualną wartość rynkową.
Biblioteka nie pracuje w niedziele i święta.""",
            ),
            Good(
                "preserve",
                "Biblioteka Publiczna wypożycza jednemu czytelnikowi najwyżej 10 książek jednocześnie, na 30 dni. Termin zwrotu można przedłużyć dwa razy o 14 dni – w koncie czytelnika lub przez telefon – o ile nikt inny nie czeka na daną pozycję. Nie dotyczy to nowości z czerwoną naklejką: wypożycza się je tylko na 7 dni, bez prolongaty. Za każdy dzień zwłoki ze zwrotem pobierana jest opłata w wysokości 0,20 zł, a osoba z zaległościami powyżej 10 zł nie może wypożyczać kolejnych materiałów, dopóki ich nie ureguluje. Zagubioną lub zniszczoną książkę trzeba odkupić bądź zapłacić jej aktualną wartość rynkową. W niedziele i święta biblioteka jest zamknięta.",
            ),
            Good(
                "en",
                "Public Library lending rules. You can borrow up to 10 books at a time for 30 days. The return date can be extended twice, by 14 days each time, via your reader account or by phone, provided no one else is waiting for the item. New releases marked with a red sticker are lent for only 7 days and cannot be renewed. A fee of PLN 0.20 is charged for each day a book is overdue. Readers with outstanding fees above PLN 10 may not borrow further items until the fees are paid. A lost or damaged book must be replaced or paid for at its current market value. The library is closed on Sundays and public holidays.",
            ),
        ],
        bad=[
            Slip(0, [("10 książek na 30 dni", "10 książek na 21 dni")], "date"),
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
            Slip(
                1,
                [
                    (
                        "W niedziele i święta biblioteka jest zamknięta.",
                        "W niedziele i święta biblioteka jest zamknięta, a w soboty czynna do 14:00.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-online-shop-gdpr-information-clause",
        source="Klauzula informacyjna. Administratorem Pani/Pana danych osobowych jest Sklep Internetowy Zielnik sp. z o.o. z siedzibą w Poznaniu, ul. Ogrodowa 5. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie na podstawie Pani/Pana zgody (art. 6 ust. 1 lit. a RODO). Dane będą przechowywane przez okres 5 lat od końca roku, w którym zrealizowano zamówienie. Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Kontakt z inspektorem ochrony danych: iod@zielnik.pl.",
        good=[
            Good(
                "preserve",
                """Kto odpowiada za Twoje dane? Administratorem jest Sklep Internetowy Zielnik sp. z o.o. z siedzibą w Poznaniu, ul. Ogrodowa 5.

Po co je przetwarzamy? Aby zrealizować Twoje zamówienie (podstawa: art. 6 ust. 1 lit. b RODO), a w celach marketingowych – tylko jeśli wyrazisz zgodę (art. 6 ust. 1 lit. a RODO).

Jak długo? Przez 5 lat od końca roku, w którym zrealizowaliśmy zamówienie. Twoich danych nie przekazujemy do państw spoza Europejskiego Obszaru Gospodarczego.

Twoje prawa: dostęp do danych, ich sprostowanie i usunięcie, a także skarga do Prezesa UODO. Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy zamówienia. Inspektor ochrony danych: iod@zielnik.pl.""",
            ),
            Good(
                "preserve",
                "Informujemy, że administratorem Pani/Pana danych osobowych jest Sklep Internetowy Zielnik sp. z o.o. z siedzibą w Poznaniu przy ul. Ogrodowej 5, a z inspektorem ochrony danych można się kontaktować pod adresem iod@zielnik.pl. Dane są przetwarzane w celu realizacji zamówienia (art. 6 ust. 1 lit. b RODO), a w celach marketingowych wyłącznie za Pani/Pana zgodą (art. 6 ust. 1 lit. a RODO). Okres przechowywania danych wynosi 5 lat, licząc od końca roku, w którym zamówienie zostało zrealizowane. Dane nie są przekazywane do państw spoza Europejskiego Obszaru Gospodarczego. Ma Pani/Pan prawo dostępu do swoich danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, lecz niezbędne do realizacji zamówienia.",
            ),
            Good(
                "en",
                "Information clause. The controller of your personal data is Sklep Internetowy Zielnik sp. z o.o., with its registered office in Poznań, ul. Ogrodowa 5. We process your data to fulfil your order on the basis of Article 6(1)(b) GDPR and, for marketing purposes, only on the basis of your consent (Article 6(1)(a) GDPR). Your data will be stored for 5 years from the end of the year in which the order was fulfilled. We do not transfer data to countries outside the European Economic Area. You have the right to access, rectify and erase your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). Providing your data is voluntary but necessary to fulfil the order. Data protection officer contact: iod@zielnik.pl.",
            ),
        ],
        bad=[
            Slip(0, [("lit. a RODO", "lit. f RODO")], "legal_reference"),
            Slip(2, [("iod@zielnik.pl", "iod@zielnik.com.pl")], "url"),
            Slip(
                1,
                [("Dane nie są przekazywane do państw", "Dane są przekazywane do państw")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-paracetamol-leaflet-dosage-limits",
        source="Dawkowanie. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (500–1000 mg paracetamolu) co 4–6 godzin. Nie należy przyjmować więcej niż 8 tabletek (4000 mg) na dobę. Odstęp między kolejnymi dawkami musi wynosić co najmniej 4 godziny. U osób z niewydolnością wątroby lub nerek lekarz może zalecić zmniejszenie dawki. Bez konsultacji z lekarzem nie należy stosować leku dłużej niż 3 dni w przypadku gorączki ani dłużej niż 5 dni w przypadku bólu. Jednoczesne spożywanie alkoholu może zwiększać ryzyko uszkodzenia wątroby. Działania niepożądane występują rzadko (mogą wystąpić u 1 na 1000 osób) i obejmują głównie wysypkę skórną. W razie przedawkowania należy niezwłocznie zgłosić się do lekarza, nawet jeśli pacjent czuje się dobrze.",
        good=[
            Good(
                "preserve",
                """Jak stosować lek
- Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (500–1000 mg paracetamolu) co 4–6 godzin.
- Nie przyjmuj więcej niż 8 tabletek (4000 mg) na dobę.
- Między dawkami muszą upłynąć co najmniej 4 godziny.
- Przy niewydolności wątroby lub nerek lekarz może zalecić mniejszą dawkę.
- Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce ani dłużej niż 5 dni przy bólu.
- Alkohol spożywany w tym samym czasie może zwiększać ryzyko uszkodzenia wątroby.
- Działania niepożądane są rzadkie (mogą wystąpić u 1 na 1000 osób) – to głównie wysypka skórna.
- Po przedawkowaniu niezwłocznie zgłoś się do lekarza, nawet jeśli czujesz się dobrze.""",
            ),
            Good(
                "preserve",
                "Dorosłym i młodzieży w wieku powyżej 12 lat podaje się 1–2 tabletki, czyli 500–1000 mg paracetamolu, co 4–6 godzin; odstęp między dawkami musi wynosić minimum 4 godziny, a dawki 8 tabletek (4000 mg) na dobę nie należy przekraczać. Pacjentom z niewydolnością wątroby lub nerek lekarz może zalecić mniejszą dawkę. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 3 dni w razie gorączki ani dłużej niż 5 dni w razie bólu. Spożywanie alkoholu w trakcie przyjmowania leku może zwiększać ryzyko uszkodzenia wątroby. Działania niepożądane, głównie wysypka skórna, występują rzadko – mogą wystąpić u 1 na 1000 osób. Po przyjęciu zbyt dużej dawki trzeba niezwłocznie zgłosić się do lekarza, także wtedy, gdy pacjent czuje się dobrze.",
            ),
            Good(
                "en",
                "Dosage. Adults and adolescents over 12 years: 1–2 tablets (500–1000 mg of paracetamol) every 4–6 hours. Do not take more than 8 tablets (4000 mg) in 24 hours. There must be at least 4 hours between doses. In patients with liver or kidney failure, the doctor may recommend a lower dose. Without consulting a doctor, do not use the medicine for more than 3 days for fever or more than 5 days for pain. Drinking alcohol at the same time may increase the risk of liver damage. Side effects are rare (they may occur in 1 in 1,000 people) and mainly include skin rash. In case of overdose, see a doctor immediately, even if you feel well.",
            ),
        ],
        bad=[
            Slip(2, [("more than 8 tablets", "more than 10 tablets")], "number"),
            Slip(
                1,
                [
                    (
                        "może zwiększać ryzyko uszkodzenia wątroby",
                        "zwiększa ryzyko uszkodzenia wątroby",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("muszą upłynąć co najmniej 4 godziny", "powinny upłynąć co najmniej 4 godziny")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rest-api-rate-limits-docs",
        source="""## Limity zapytań

API pozwala na maksymalnie **100 żądań na minutę** dla jednego klucza. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do odczekania.

### Zalecenia

- Klient powinien respektować nagłówek `Retry-After` i nie ponawiać żądań wcześniej.
- Do pobierania dużych zbiorów używaj parametru `page_size` (maks. 500).
- Klucze testowe mają limit 10 żądań na minutę.

Aktualne limity dla Twojego konta sprawdzisz w panelu: [Ustawienia API](https://panel.przyklad.pl/api/limity). Limity mogą ulec zmianie; o zmianach informujemy z co najmniej 30-dniowym wyprzedzeniem.""",
        good=[
            Good(
                "preserve",
                """## Limity zapytań

Na jeden klucz przypada **maksymalnie 100 żądań na minutę**. Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After`, który podaje, ile sekund trzeba odczekać.

### Zalecenia

- Klient powinien stosować się do nagłówka `Retry-After` i nie ponawiać żądań przed upływem podanego czasu.
- Duże zbiory danych pobieraj z użyciem parametru `page_size` (najwyżej 500).
- Dla kluczy testowych limit wynosi 10 żądań na minutę.

Bieżące limity Twojego konta znajdziesz w panelu: [Ustawienia API](https://panel.przyklad.pl/api/limity). Limity mogą się zmienić – informujemy o tym co najmniej 30 dni wcześniej.""",
            ),
            Good(
                "preserve",
                """## Limity zapytań

Dla jednego klucza API obowiązuje limit **100 żądań na minutę** (klucze testowe: 10 żądań na minutę). Po jego przekroczeniu serwer zwraca `429 Too Many Requests` wraz z nagłówkiem `Retry-After`, określającym liczbę sekund, którą należy odczekać.

### Zalecenia

- Klient powinien respektować nagłówek `Retry-After` i nie ponawiać żądań przed czasem.
- Przy pobieraniu dużych zbiorów korzystaj z parametru `page_size` (maksymalnie 500).

Limity przypisane do Twojego konta sprawdzisz w panelu: [Ustawienia API](https://panel.przyklad.pl/api/limity). Mogą one ulec zmianie, ale o każdej zmianie poinformujemy z co najmniej 30-dniowym wyprzedzeniem.""",
            ),
            Good(
                "en",
                """## Rate limits

The API allows a maximum of **100 requests per minute** per key. When the limit is exceeded, the server returns `429 Too Many Requests` along with a `Retry-After` header giving the number of seconds to wait.

### Recommendations

- Clients should respect the `Retry-After` header and not retry requests earlier.
- Use the `page_size` parameter (max. 500) to fetch large datasets.
- Test keys are limited to 10 requests per minute.

You can check the current limits for your account in the dashboard: [API Settings](https://panel.przyklad.pl/api/limity). Limits may change; we give at least 30 days' notice of any changes.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("to fetch large datasets.\n- Test keys", "to fetch large datasets. Test keys")],
                "markdown",
            ),
            Slip(0, [("`page_size`", "`pageSize`")], "code"),
            Slip(1, [("(maksymalnie 500)", "(maksymalnie 1000)")], "number"),
        ],
    ),
    Case(
        key="pl-short-sleep-hypertension-meta-analysis",
        source="Wprowadzenie: krótki sen wiąże się prawdopodobnie z wyższym ryzykiem nadciśnienia tętniczego, jednak wyniki dotychczasowych badań są niespójne. Metody: przeprowadziliśmy metaanalizę 24 badań kohortowych (łącznie 312 450 uczestników) opublikowanych w latach 2000–2023, zgodnie z wytycznymi PRISMA. Heterogeniczność oceniano statystyką I². Wyniki: sen krótszy niż 6 godzin na dobę był związany z 18-procentowym wzrostem ryzyka nadciśnienia (RR 1,18; 95% CI 1,09–1,28). Związek był silniejszy u osób poniżej 50. roku życia. Wnioski: wyniki sugerują, że krótki sen może być modyfikowalnym czynnikiem ryzyka, choć nie dowodzą związku przyczynowego. Protokół zarejestrowano w bazie PROSPERO (CRD42023401127); pełny tekst: Kowalczyk A. i wsp., Kardiologia Polska 2024;82(4):389–397, doi:10.33963/KP.2024.0071.",
        good=[
            Good(
                "preserve",
                "Dotychczasowe badania dają niespójne wyniki, ale krótki sen prawdopodobnie wiąże się z wyższym ryzykiem nadciśnienia tętniczego. Autorzy, zgodnie z wytycznymi PRISMA, przeprowadzili metaanalizę 24 badań kohortowych opublikowanych w latach 2000–2023, obejmujących łącznie 312 450 uczestników; heterogeniczność oceniano statystyką I². Sen krótszy niż 6 godzin na dobę wiązał się z ryzykiem nadciśnienia wyższym o 18% (RR 1,18; 95% CI 1,09–1,28), a związek był silniejszy u osób poniżej 50. roku życia. Wyniki sugerują, że krótki sen może być modyfikowalnym czynnikiem ryzyka, choć nie dowodzą związku przyczynowego. Protokół zarejestrowano w PROSPERO (CRD42023401127). Pełny tekst: Kowalczyk A. i wsp., Kardiologia Polska 2024;82(4):389–397, doi:10.33963/KP.2024.0071.",
            ),
            Good(
                "preserve",
                """**Wprowadzenie.** Krótki czas snu jest prawdopodobnie związany z podwyższonym ryzykiem nadciśnienia tętniczego, lecz wyniki wcześniejszych badań nie są spójne.
**Metody.** Zgodnie z wytycznymi PRISMA wykonano metaanalizę 24 badań kohortowych opublikowanych w latach 2000–2023 (łącznie 312 450 uczestników). Do oceny heterogeniczności użyto statystyki I².
**Wyniki.** Sypianie krócej niż 6 godzin na dobę wiązało się ze wzrostem ryzyka nadciśnienia o 18% (RR 1,18; 95% CI 1,09–1,28); u osób poniżej 50. roku życia związek był silniejszy.
**Wnioski.** Uzyskane wyniki sugerują, że krótki sen może stanowić modyfikowalny czynnik ryzyka, nie dowodzą jednak związku przyczynowego.
Rejestracja protokołu: PROSPERO (CRD42023401127). Pełny tekst: Kowalczyk A. i wsp., Kardiologia Polska 2024;82(4):389–397, doi:10.33963/KP.2024.0071.""",
            ),
            Good(
                "en",
                "Background: Short sleep is probably associated with a higher risk of arterial hypertension, but the results of previous studies are inconsistent. Methods: We conducted a meta-analysis of 24 cohort studies (312,450 participants in total) published between 2000 and 2023, following the PRISMA guidelines. Heterogeneity was assessed using the I² statistic. Results: Sleeping less than 6 hours a day was associated with an 18% increase in the risk of hypertension (RR 1.18; 95% CI 1.09–1.28). The association was stronger in people under 50. Conclusions: The results suggest that short sleep may be a modifiable risk factor, although they do not prove a causal relationship. The protocol was registered in PROSPERO (CRD42023401127); full text: Kowalczyk A. et al., Kardiologia Polska 2024;82(4):389–397, doi:10.33963/KP.2024.0071.",
            ),
        ],
        bad=[
            Slip(1, [("2024;82(4):389–397", "2024;82(4):398–407")], "citation"),
            Slip(2, [("Short sleep is probably associated", "Short sleep is associated")], "hedge"),
            Slip(
                0,
                [
                    (
                        "silniejszy u osób poniżej 50. roku życia.",
                        "silniejszy u osób poniżej 50. roku życia oraz u kobiet.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-occasional-lease-rent-deposit-clause",
        source="""§ 3. Czynsz i kaucja
1. Najemca zobowiązany jest płacić czynsz w wysokości 2800 zł miesięcznie, z góry do 10. dnia każdego miesiąca, na rachunek bankowy Wynajmującego.
2. Opłaty za media (prąd, gaz, woda) Najemca pokrywa oddzielnie według wskazań liczników.
3. Najemca wpłaca kaucję zabezpieczającą w wysokości 5600 zł, zwracaną w terminie 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności.
4. Wynajmujący może podwyższyć czynsz nie częściej niż raz w roku, z zachowaniem trzymiesięcznego okresu wypowiedzenia, zgodnie z art. 8a ust. 4 ustawy o ochronie praw lokatorów.
5. Najemca powinien zawrzeć umowę ubezpieczenia OC w życiu prywatnym na cały okres najmu.
6. Umowa najmu okazjonalnego podlega przepisom art. 19a–19e ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów.""",
        good=[
            Good(
                "preserve",
                """§ 3. Czynsz i kaucja
1. Czynsz wynosi 2800 zł miesięcznie. Najemca ma obowiązek płacić go z góry, najpóźniej do 10. dnia każdego miesiąca, na rachunek bankowy Wynajmującego.
2. Za media (prąd, gaz, wodę) Najemca płaci osobno, według wskazań liczników.
3. Kaucja zabezpieczająca wynosi 5600 zł. Zostanie zwrócona w ciągu 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności.
4. Wynajmujący może podwyższyć czynsz najwyżej raz w roku, z trzymiesięcznym okresem wypowiedzenia – zgodnie z art. 8a ust. 4 ustawy o ochronie praw lokatorów.
5. Najemca powinien wykupić ubezpieczenie OC w życiu prywatnym na cały okres najmu.
6. Do umowy najmu okazjonalnego stosuje się art. 19a–19e ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów.""",
            ),
            Good(
                "preserve",
                "Zgodnie z § 3 umowy Najemca ma obowiązek płacić czynsz w kwocie 2800 zł miesięcznie z góry, do 10. dnia każdego miesiąca, na konto bankowe Wynajmującego; media (prąd, gaz i wodę) opłaca oddzielnie według wskazań liczników. Najemca wpłaca też kaucję zabezpieczającą w kwocie 5600 zł, która zostanie zwrócona w terminie 30 dni od opróżnienia lokalu, po potrąceniu ewentualnych należności. Wynajmujący ma prawo podwyższyć czynsz nie częściej niż raz w roku, z zachowaniem trzymiesięcznego okresu wypowiedzenia (art. 8a ust. 4 ustawy o ochronie praw lokatorów). Najemca powinien zawrzeć umowę ubezpieczenia OC w życiu prywatnym na cały czas trwania najmu. Najem okazjonalny podlega przepisom art. 19a–19e ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów.",
            ),
            Good(
                "en",
                """§ 3. Rent and deposit
1. The Tenant shall pay rent of PLN 2,800 per month in advance, by the 10th day of each month, to the Landlord's bank account.
2. The Tenant pays for utilities (electricity, gas, water) separately according to meter readings.
3. The Tenant pays a security deposit of PLN 5,600, refundable within 30 days of vacating the premises, after deduction of any amounts due.
4. The Landlord may increase the rent no more than once a year, subject to a three-month notice period, in accordance with Article 8a(4) of the Act on the Protection of Tenants' Rights.
5. The Tenant should take out private third-party liability insurance for the entire rental period.
6. The occasional lease agreement is governed by Articles 19a–19e of the Act of 21 June 2001 on the Protection of Tenants' Rights.""",
            ),
        ],
        bad=[
            Slip(1, [("(art. 8a ust. 4 ustawy", "(art. 8a ust. 2 ustawy")], "legal_reference"),
            Slip(2, [("security deposit of PLN 5,600", "security deposit of PLN 8,400")], "number"),
            Slip(0, [("Najemca powinien wykupić", "Najemca musi wykupić")], "modality"),
        ],
    ),
    Case(
        key="pl-masters-thesis-submission-deadline-rules",
        source="Składanie prac dyplomowych – semestr letni 2024/2025. Pracę magisterską należy złożyć w Archiwum Prac Dyplomowych (APD) najpóźniej do 15 czerwca 2025 r. do godziny 23:59. Prace złożone po tym terminie nie zostaną dopuszczone do obrony w czerwcowej sesji. Plik musi być w formacie PDF i nie może przekraczać 20 MB. Przed złożeniem pracy promotor musi zatwierdzić jej ostateczną wersję w systemie. Wynik badania antyplagiatowego JSA trafia do promotora w ciągu około 3 dni roboczych. Obrony odbędą się w dniach 23–27 czerwca 2025 r.; dokładny harmonogram zostanie opublikowany w USOS. Studenci, którzy nie mają uregulowanych opłat za studia, nie mogą przystąpić do egzaminu dyplomowego.",
        good=[
            Good(
                "preserve",
                """Prace dyplomowe – semestr letni 2024/2025

- Termin: pracę magisterską musisz złożyć w APD (Archiwum Prac Dyplomowych) najpóźniej 15 czerwca 2025 r. do 23:59. Praca złożona po terminie nie zostanie dopuszczona do obrony w sesji czerwcowej.
- Plik: format PDF, maksymalnie 20 MB.
- Zatwierdzenie: zanim złożysz pracę, promotor musi zatwierdzić jej ostateczną wersję w systemie.
- Antyplagiat: wynik badania JSA promotor otrzymuje w ciągu ok. 3 dni roboczych.
- Obrony: 23–27 czerwca 2025 r. Dokładny harmonogram pojawi się w USOS.
- Opłaty: jeśli nie masz uregulowanych opłat za studia, nie możesz przystąpić do egzaminu dyplomowego.""",
            ),
            Good(
                "preserve",
                "W semestrze letnim 2024/2025 prace magisterskie należy złożyć w Archiwum Prac Dyplomowych (APD) najpóźniej do 15 czerwca 2025 r., do godz. 23:59; prace złożone później nie zostaną dopuszczone do obrony w sesji czerwcowej. Zanim praca zostanie złożona, promotor musi zatwierdzić w systemie jej ostateczną wersję. Plik musi mieć format PDF, a jego rozmiar nie może przekraczać 20 MB. Wynik badania antyplagiatowego w JSA trafia do promotora w ciągu około 3 dni roboczych. Obrony zaplanowano na 23–27 czerwca 2025 r., a ich dokładny harmonogram zostanie opublikowany w USOS. Do egzaminu dyplomowego nie mogą przystąpić studenci z nieuregulowanymi opłatami za studia.",
            ),
            Good(
                "en",
                "Submitting diploma theses – summer semester 2024/2025. Master's theses must be submitted to the Diploma Thesis Archive (APD) by 11:59 p.m. on 15 June 2025 at the latest. Theses submitted after this deadline will not be admitted to the defence in the June session. The file must be a PDF and may not exceed 20 MB. Before the thesis is submitted, the supervisor must approve its final version in the system. The result of the JSA plagiarism check reaches the supervisor within about 3 working days. Defences will take place on 23–27 June 2025; the detailed schedule will be published in USOS. Students with outstanding tuition fees cannot sit the diploma examination.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("najpóźniej do 15 czerwca 2025 r.", "najpóźniej do 18 czerwca 2025 r.")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "Praca złożona po terminie nie zostanie dopuszczona",
                        "Praca złożona po terminie zostanie dopuszczona",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Defences will take place on 23–27 June 2025; the detailed schedule will be published in USOS.",
                        "Obrony odbędą się w dniach 23–27 czerwca 2025 r.; dokładny harmonogram zostanie opublikowany w USOS.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-team-meeting-notes-release-decisions",
        source="""# Notatka ze spotkania zespołu – 12.03.2025

**Obecni:** Anna, Tomek, Kasia, Marek

## Ustalenia

1. Wydanie wersji 4.2 przesuwamy na 28 marca – testy regresji muszą zakończyć się do 24 marca.
2. Tomek przygotuje migrację bazy; przed wdrożeniem trzeba wykonać pełną kopię zapasową.
3. Nowe zgłoszenia od klientów mogą trafiać do backlogu dopiero po akceptacji Anny.

## Do zrobienia

- [ ] Kasia: zaktualizować dokumentację API
- [ ] Marek: sprawdzić, czy błąd z logowaniem dotyczy także aplikacji mobilnej

Następne spotkanie: środa, 19 marca, godz. 10:00. Spotkanie nie będzie nagrywane.""",
        good=[
            Good(
                "preserve",
                """# Spotkanie zespołu, 12.03.2025 – notatka

**Obecni:** Anna, Tomek, Kasia, Marek

## Ustalenia

1. Wersja 4.2 zostanie wydana 28 marca (termin przesunięty); testy regresji muszą być zakończone do 24 marca.
2. Migrację bazy przygotuje Tomek – przed wdrożeniem konieczna jest pełna kopia zapasowa.
3. Nowe zgłoszenia klientów mogą trafiać do backlogu dopiero wtedy, gdy zaakceptuje je Anna.

## Do zrobienia

- [ ] Kasia: aktualizacja dokumentacji API
- [ ] Marek: sprawdzenie, czy błąd logowania występuje również w aplikacji mobilnej

Kolejne spotkanie: środa 19 marca, 10:00. Spotkanie nie będzie nagrywane.""",
            ),
            Good(
                "preserve",
                """# Notatka ze spotkania zespołu (12.03.2025)

**Obecni:** Anna, Tomek, Kasia, Marek

## Ustalenia

1. Przesuwamy wydanie 4.2 na 28 marca; testy regresji muszą się zakończyć do 24 marca.
2. Tomek przygotuje migrację bazy. Przed jej wdrożeniem należy zrobić pełną kopię zapasową.
3. Nowe zgłoszenia od klientów mogą zostać dodane do backlogu tylko po akceptacji Anny.

## Do zrobienia

- [ ] Kasia – aktualizacja dokumentacji API
- [ ] Marek – sprawdzić, czy problem z logowaniem dotyczy też aplikacji mobilnej

Następne spotkanie w środę, 19 marca, o 10:00 (bez nagrywania).""",
            ),
            Good(
                "en",
                """# Team meeting notes – 12.03.2025

**Present:** Anna, Tomek, Kasia, Marek

## Decisions

1. The release of version 4.2 is postponed to 28 March – regression testing must be completed by 24 March.
2. Tomek will prepare the database migration; a full backup must be made before deployment.
3. New customer tickets may go into the backlog only after Anna has approved them.

## To do

- [ ] Kasia: update the API documentation
- [ ] Marek: check whether the login bug also affects the mobile app

Next meeting: Wednesday, 19 March, 10:00. The meeting will not be recorded.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "aktualizacja dokumentacji API\n- [ ] Marek –",
                        "aktualizacja dokumentacji API; Marek –",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "a full backup must be made before deployment",
                        "a full backup is recommended before deployment",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Migrację bazy przygotuje Tomek",
                        "Migrację bazy przygotuje Tomek razem z Markiem",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-lakeside-bike-ride-weather-update",
        source="Rajd rowerowy „Dookoła Jeziora” – aktualizacja. Według prognozy IMGW w niedzielę rano prawdopodobnie będzie padać, a temperatura wyniesie około 12°C. Mimo to rajd się odbędzie – nie odwołujemy wydarzenia z powodu deszczu. Start o 9:00 spod przystani, trasa ma 42 km, przewidywany czas przejazdu to około 3 godziny. Na trasie będą dwa punkty z wodą i przekąskami: na 15. i 30. kilometrze. Kask jest obowiązkowy; osoby bez kasku nie zostaną dopuszczone do startu. Uczestnicy poniżej 16 lat mogą jechać wyłącznie pod opieką dorosłego. Jeśli wiatr przekroczy 60 km/h, organizator może skrócić trasę do 25 km. Wpisowe wynosi 30 zł i nie podlega zwrotowi.",
        good=[
            Good(
                "preserve",
                """Aktualizacja w sprawie rajdu „Dookoła Jeziora”! Według prognozy IMGW w niedzielę rano prawdopodobnie będzie padać, przy temperaturze około 12°C – ale jedziemy, bo z powodu deszczu wydarzenia nie odwołujemy.

- Start: 9:00, spod przystani
- Trasa: 42 km, przejazd zajmie mniej więcej 3 godziny
- Dwa punkty z wodą i przekąskami: na 15. i 30. km
- Kask obowiązkowy – bez kasku nie zostaniesz dopuszczony do startu
- Osoby poniżej 16 lat mogą jechać tylko pod opieką dorosłego
- Przy wietrze powyżej 60 km/h organizator może skrócić trasę do 25 km
- Wpisowe: 30 zł, bezzwrotne""",
            ),
            Good(
                "preserve",
                "Rajd rowerowy „Dookoła Jeziora” się odbędzie – z powodu deszczu nie odwołujemy wydarzenia. Według IMGW w niedzielę rano będzie prawdopodobnie padać, przy temperaturze około 12°C. Startujemy o 9:00 spod przystani. Trasa liczy 42 km, a przewidywany czas przejazdu to około 3 godzin; na 15. i 30. kilometrze będą czekać punkty z wodą i przekąskami. Jeśli wiatr przekroczy 60 km/h, organizator może skrócić trasę do 25 km. Jazda w kasku jest obowiązkowa i nikt bez kasku nie zostanie dopuszczony do startu. Uczestnicy, którzy nie ukończyli 16 lat, mogą jechać wyłącznie pod opieką dorosłego. Wpisowe to 30 zł i nie jest zwracane.",
            ),
            Good(
                "en",
                "“Dookoła Jeziora” bike ride – update. According to the IMGW forecast, it will probably rain on Sunday morning, with temperatures of around 12°C. The ride will go ahead anyway – we are not cancelling the event because of rain. The start is at 9:00 from the marina; the route is 42 km long and is expected to take about 3 hours. There will be two water and snack stations on the route, at km 15 and km 30. Helmets are compulsory; riders without a helmet will not be allowed to start. Participants under 16 may ride only when accompanied by an adult. If the wind exceeds 60 km/h, the organiser may shorten the route to 25 km. The entry fee is PLN 30 and is non-refundable.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("it will probably rain on Sunday morning", "it will rain on Sunday morning")],
                "hedge",
            ),
            Slip(0, [("Trasa: 42 km", "Trasa: 48 km")], "number"),
            Slip(
                1,
                [("Wpisowe to 30 zł i nie jest zwracane.", "Wpisowe to 30 zł i jest zwracane.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-village-watermill-history-article-sources",
        source="Młyn wodny w Dąbrówce, wzmiankowany po raz pierwszy w 1563 r., należał do najstarszych obiektów przemysłowych w powiecie. Według Jana Wiśniewskiego (Dzieje ziemi dąbrowieckiej, 1978, s. 112) młyn działał nieprzerwanie do 1945 r., choć nowsze badania Ewy Malinowskiej (2016) wskazują, że w latach 1915–1920 mógł być nieczynny. Budynek spłonął w 1962 r., a do dziś zachowały się jedynie fundamenty i fragment kanału. Zdigitalizowane mapy katastralne z XIX wieku, na których widać układ młyna, są dostępne w Dolnośląskiej Bibliotece Cyfrowej pod adresem https://www.dbc.wroc.pl/dlibra/publication/48213. Autor dziękuje Towarzystwu Miłośników Dąbrówki za udostępnienie fotografii z lat 30.",
        good=[
            Good(
                "preserve",
                "Pierwsza wzmianka o młynie wodnym w Dąbrówce pochodzi z 1563 r. – był to jeden z najstarszych obiektów przemysłowych w powiecie. Jan Wiśniewski (Dzieje ziemi dąbrowieckiej, 1978, s. 112) pisze, że młyn pracował bez przerwy do 1945 r., ale nowsze badania Ewy Malinowskiej (2016) wskazują, że w latach 1915–1920 mógł nie działać. Budynek spłonął w 1962 r.; do dziś przetrwały tylko fundamenty i fragment kanału. Układ młyna widać na zdigitalizowanych XIX-wiecznych mapach katastralnych, udostępnionych w Dolnośląskiej Bibliotece Cyfrowej: https://www.dbc.wroc.pl/dlibra/publication/48213. Za udostępnienie fotografii z lat 30. autor dziękuje Towarzystwu Miłośników Dąbrówki.",
            ),
            Good(
                "preserve",
                "Młyn wodny w Dąbrówce, po raz pierwszy wzmiankowany w 1563 r., zaliczał się do najstarszych obiektów przemysłowych powiatu. Jan Wiśniewski w pracy Dzieje ziemi dąbrowieckiej (1978, s. 112) podaje, że funkcjonował on nieprzerwanie aż do 1945 r.; nowsze badania Ewy Malinowskiej (2016) wskazują jednak, że w latach 1915–1920 mógł pozostawać nieczynny. Po pożarze w 1962 r. z budynku zachowały się wyłącznie fundamenty oraz fragment kanału. Dziewiętnastowieczne mapy katastralne ukazujące układ młyna można obejrzeć w wersji cyfrowej w Dolnośląskiej Bibliotece Cyfrowej (https://www.dbc.wroc.pl/dlibra/publication/48213). Autor składa podziękowania Towarzystwu Miłośników Dąbrówki za udostępnienie fotografii z lat 30.",
            ),
            Good(
                "en",
                "The watermill in Dąbrówka, first mentioned in 1563, was one of the oldest industrial sites in the district. According to Jan Wiśniewski (Dzieje ziemi dąbrowieckiej, 1978, p. 112), the mill operated continuously until 1945, although more recent research by Ewa Malinowska (2016) indicates that it may have been out of use in 1915–1920. The building burned down in 1962, and only the foundations and part of the channel survive today. Digitised 19th-century cadastral maps showing the layout of the mill are available in the Lower Silesian Digital Library at https://www.dbc.wroc.pl/dlibra/publication/48213. The author thanks the Dąbrówka Enthusiasts' Society (Towarzystwo Miłośników Dąbrówki) for providing photographs from the 1930s.",
            ),
        ],
        bad=[
            Slip(2, [("1978, p. 112", "1978, p. 121")], "citation"),
            Slip(0, [("publication/48213", "publication/48231")], "url"),
            Slip(
                1,
                [("Po pożarze w 1962 r.", "Po pożarze wywołanym uderzeniem pioruna w 1962 r.")],
                "invented_fact",
            ),
        ],
    ),
]

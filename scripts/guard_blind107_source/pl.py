# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 107: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kayak-polo-league-season-rules",
        source="Regulamin ligi kajak-polo, sezon 2025. Każda drużyna musi zgłosić co najmniej 8 zawodników, z których maksymalnie 5 może jednocześnie przebywać na wodzie. Mecz trwa dwie połowy po 10 minut z 3-minutową przerwą. Zawodnik ukarany zieloną kartką opuszcza boisko na 2 minuty, a żółtą – na 5 minut. Kask z osłoną twarzy jest obowiązkowy i nie wolno go zdejmować w trakcie gry. Kapitanowie powinni zgłosić wynik sędziemu głównemu najpóźniej 30 minut po zakończeniu meczu. Drużyna, która nie stawi się na mecz, przegrywa walkowerem 0:10, a po drugim takim przypadku może zostać wykluczona z rozgrywek.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady ligi kajak-polo w sezonie 2025:\n- Drużyna musi zgłosić minimum 8 zawodników; na wodzie jednocześnie może być najwyżej 5 z nich.\n- Mecz to dwie 10-minutowe połowy rozdzielone 3-minutową przerwą.\n- Zielona kartka oznacza 2 minuty poza boiskiem, żółta – 5 minut.\n- Kask z osłoną twarzy jest obowiązkowy i w trakcie gry nie wolno go zdejmować.\n- Kapitanowie powinni przekazać wynik sędziemu głównemu nie później niż 30 minut po zakończeniu meczu.\n- Za niestawienie się na mecz drużyna przegrywa walkowerem 0:10; po drugim takim przypadku może zostać wykluczona z rozgrywek.",
            ),
            Good(
                "preserve",
                "Sezon 2025 ligi kajak-polo – co musisz wiedzieć jako kapitan. Zgłoś co najmniej ośmiu zawodników, pamiętając, że na wodzie w tym samym czasie może przebywać maksymalnie pięciu. Mecz składa się z dwóch połów po 10 minut, a między nimi jest 3 minuty przerwy. Za zieloną kartkę zawodnik schodzi z boiska na 2 minuty, za żółtą na 5. Kask z osłoną twarzy to obowiązek – podczas gry nie wolno go zdejmować. Wynik powinieneś zgłosić sędziemu głównemu najpóźniej pół godziny po zakończeniu meczu. Jeśli twoja drużyna nie stawi się na mecz, przegra walkowerem 0:10, a drugi taki przypadek może skończyć się wykluczeniem z rozgrywek.",
            ),
            Good(
                "en",
                "Kayak polo league rules, 2025 season. Every team must register at least 8 players, of whom no more than 5 may be on the water at the same time. A match consists of two 10-minute halves with a 3-minute break. A player shown a green card leaves the pitch for 2 minutes; a yellow card means 5 minutes off. A helmet with a face guard is compulsory and may not be removed during play. Captains should report the result to the head referee no later than 30 minutes after the match ends. A team that fails to turn up loses by forfeit, 0:10, and after a second such case it may be excluded from the competition.",
            ),
        ],
        bad=[
            Slip(0, [("Kapitanowie powinni przekazać", "Kapitanowie muszą przekazać")], "modality"),
            Slip(1, [("maksymalnie pięciu", "maksymalnie sześciu")], "number"),
            Slip(
                2,
                [
                    (
                        "is compulsory and may not be removed during play",
                        "is compulsory but may be removed during play",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wedding-photographer-contract-deposit-terms",
        source="Warunki umowy na fotografię ślubną. Zadatek w wysokości 1500 zł należy wpłacić w ciągu 7 dni od podpisania umowy. Zgodnie z art. 394 Kodeksu cywilnego, jeżeli Klient odstąpi od umowy, zadatek nie podlega zwrotowi. Fotograf przekaże galerię liczącą około 400 obrobionych zdjęć w ciągu 60 dni od daty ślubu. Pozostałą część wynagrodzenia Klient powinien zapłacić najpóźniej 14 dni przed uroczystością. Fotograf może wykorzystać wybrane zdjęcia w swoim portfolio wyłącznie za pisemną zgodą Pary Młodej. Reklamacje dotyczące jakości zdjęć można zgłaszać w terminie 30 dni od otrzymania galerii.",
        good=[
            Good(
                "preserve",
                "Najważniejsze postanowienia umowy na fotografię ślubną:\n1. Zadatek w kwocie 1500 zł Klient wpłaca w terminie 7 dni od podpisania umowy; jeżeli Klient odstąpi od umowy, zadatek – stosownie do art. 394 Kodeksu cywilnego – nie jest zwracany.\n2. Resztę wynagrodzenia Klient powinien uiścić nie później niż 14 dni przed uroczystością.\n3. Galeria, około 400 zdjęć po obróbce, zostanie przekazana w ciągu 60 dni od daty ślubu.\n4. Wykorzystanie wybranych zdjęć w portfolio fotografa jest możliwe wyłącznie za pisemną zgodą Pary Młodej.\n5. Reklamacje dotyczące jakości zdjęć przyjmowane są przez 30 dni od otrzymania galerii.",
            ),
            Good(
                "preserve",
                "Rezerwując termin, w ciągu 7 dni od podpisania umowy wpłacasz zadatek – 1500 zł. Pamiętaj, że jeśli odstąpisz od umowy, zadatek nie zostanie zwrócony; tak stanowi art. 394 Kodeksu cywilnego. Pozostałą kwotę powinieneś zapłacić najpóźniej 14 dni przed uroczystością. W ciągu 60 dni od daty ślubu otrzymasz galerię z około 400 obrobionymi zdjęciami. Jeśli jakość zdjęć budzi zastrzeżenia, masz 30 dni od otrzymania galerii na złożenie reklamacji. Fotograf może pokazać wybrane zdjęcia w swoim portfolio tylko wtedy, gdy Para Młoda wyrazi na to pisemną zgodę.",
            ),
            Good(
                "en",
                "Wedding photography contract terms. A deposit of PLN 1,500 must be paid within 7 days of signing the contract. Under Article 394 of the Civil Code, the deposit is non-refundable if the Client withdraws from the contract. The photographer will deliver a gallery of about 400 edited photos within 60 days of the wedding date. The Client should pay the remainder of the fee no later than 14 days before the ceremony. The photographer may use selected photos in their portfolio only with the written consent of the couple. Complaints about photo quality may be submitted within 30 days of receiving the gallery.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Resztę wynagrodzenia Klient powinien uiścić",
                        "Resztę wynagrodzenia Klient może uiścić",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("art. 394 Kodeksu cywilnego", "art. 395 Kodeksu cywilnego")], "legal_reference"
            ),
            Slip(
                2,
                [("within 60 days of the wedding date", "within 90 days of the wedding date")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-municipal-compost-giveaway-saturday",
        source="Bezpłatny kompost dla mieszkańców gminy Borowice. W sobotę 12 kwietnia 2025 r. w godzinach 9:00–14:00 w Punkcie Selektywnej Zbiórki Odpadów przy ul. Kolejowej 18 będziemy rozdawać kompost z gminnej kompostowni. Jedna osoba może odebrać maksymalnie 100 litrów, czyli mniej więcej dwa duże worki. Należy przywieźć własne worki lub pojemniki i samodzielnie je napełnić – pracownicy PSZOK nie pomagają przy załadunku. Kompost posiada atest i nadaje się także do ogródków warzywnych. Wydajemy go do wyczerpania zapasów, dlatego nie przyjmujemy rezerwacji. Ewentualne zmiany terminu ogłosimy na stronie www.borowice.pl/kompost.",
        good=[
            Good(
                "preserve",
                "Gmina Borowice rozdaje kompost! Przyjdź w sobotę 12 kwietnia 2025 r. między 9:00 a 14:00 do Punktu Selektywnej Zbiórki Odpadów przy ul. Kolejowej 18. Jedna osoba może odebrać najwyżej 100 litrów kompostu z gminnej kompostowni – to mniej więcej dwa duże worki. Przywieź własne worki lub pojemniki, bo napełniasz je samodzielnie; pracownicy PSZOK nie pomagają przy załadunku. Kompost ma atest, więc nadaje się również do ogródka warzywnego. Rezerwacji nie przyjmujemy – wydajemy do wyczerpania zapasów. Jeśli termin się zmieni, poinformujemy o tym na www.borowice.pl/kompost.",
            ),
            Good(
                "preserve",
                "Informacja o bezpłatnym wydawaniu kompostu\n\nTermin: sobota, 12 kwietnia 2025 r., godz. 9:00–14:00\nMiejsce: Punkt Selektywnej Zbiórki Odpadów, ul. Kolejowa 18\nLimit: do 100 litrów na osobę (mniej więcej dwa duże worki)\n\nMieszkańcy gminy Borowice muszą przywieźć własne worki lub pojemniki i napełnić je samodzielnie, ponieważ pracownicy PSZOK nie pomagają przy załadunku. Kompost z gminnej kompostowni posiada atest i nadaje się również do ogródków warzywnych. Jest wydawany do wyczerpania zapasów, w związku z czym rezerwacje nie są przyjmowane. Informacje o ewentualnej zmianie terminu zostaną opublikowane na stronie www.borowice.pl/kompost.",
            ),
            Good(
                "en",
                "Free compost for Borowice residents. On Saturday, 12 April 2025, from 9:00 to 14:00, we will be giving away compost from the municipal composting plant at the waste collection point (PSZOK) at ul. Kolejowa 18. Each person may collect up to 100 litres, roughly two large bags. You need to bring your own bags or containers and fill them yourself – PSZOK staff do not help with loading. The compost is certified and is also suitable for vegetable gardens. It is handed out while stocks last, so we do not take reservations. Any change of date will be announced at www.borowice.pl/kompost.",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 100 litrów", "najwyżej 200 litrów")], "number"),
            Slip(1, [("godz. 9:00–14:00", "godz. 9:00–12:00")], "date"),
            Slip(2, [("www.borowice.pl/kompost", "www.borowice.pl/odpady")], "url"),
        ],
    ),
    Case(
        key="pl-zoo-keeper-for-a-day",
        source="Opiekun na jeden dzień – informacje dla uczestników. Program trwa od 8:00 do 13:00 i obejmuje przygotowanie karmy, sprzątanie wybiegów oraz karmienie żyraf i surykatek pod nadzorem opiekuna. Mogą w nim wziąć udział osoby, które ukończyły 12 lat; niepełnoletni muszą przedstawić pisemną zgodę rodzica. Uczestnicy nie wchodzą na wybiegi drapieżników i nie dotykają zwierząt bez polecenia opiekuna. Prosimy o wygodne, zakryte obuwie – osób w sandałach nie wpuścimy na zaplecze. Voucher kosztuje 450 zł i jest ważny 12 miesięcy od daty zakupu. Termin wizyty można zmienić najpóźniej 5 dni wcześniej.",
        good=[
            Good(
                "preserve",
                "Zostań opiekunem zwierząt na jeden dzień! Od 8:00 do 13:00 pod nadzorem naszego opiekuna przygotujesz karmę, posprzątasz wybiegi i nakarmisz żyrafy oraz surykatki. Udział możesz wziąć, jeśli masz ukończone 12 lat, a jeśli jesteś niepełnoletni, musisz przedstawić pisemną zgodę rodzica. Na wybiegi drapieżników nie wchodzisz, a zwierząt nie dotykasz bez polecenia opiekuna. Prosimy, załóż wygodne, zakryte buty – w sandałach nie wpuścimy cię na zaplecze. Voucher kosztuje 450 zł i jest ważny przez 12 miesięcy od daty zakupu. Termin wizyty możesz zmienić najpóźniej 5 dni wcześniej.",
            ),
            Good(
                "preserve",
                "Program „Opiekun na jeden dzień” jest przeznaczony dla osób, które ukończyły 12 lat; osoby niepełnoletnie muszą przedstawić pisemną zgodę rodzica. W godzinach 8:00–13:00 uczestnik pod nadzorem opiekuna przygotowuje karmę, sprząta wybiegi oraz karmi żyrafy i surykatki. Uczestnicy nie wchodzą na wybiegi drapieżników, a zwierząt nie dotykają bez polecenia opiekuna. Prosimy o wygodne, zakryte obuwie – osoby w sandałach nie zostaną wpuszczone na zaplecze. Cena vouchera wynosi 450 zł, a jego ważność to 12 miesięcy od daty zakupu. Zmiana terminu wizyty jest możliwa najpóźniej 5 dni wcześniej.",
            ),
            Good(
                "en",
                "Keeper for a Day – information for participants. The programme runs from 8:00 to 13:00 and includes preparing food, cleaning enclosures and feeding the giraffes and meerkats under a keeper's supervision. It is open to anyone who has turned 12; minors must provide written consent from a parent. Participants do not enter the predator enclosures and do not touch the animals unless instructed by the keeper. Please wear comfortable, closed shoes – we will not let anyone in sandals into the back-of-house area. The voucher costs PLN 450 and is valid for 12 months from the date of purchase. The date of the visit can be changed up to 5 days in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Na wybiegi drapieżników nie wchodzisz", "Na wybiegi drapieżników wchodzisz")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "oraz karmi żyrafy i surykatki.",
                        "oraz karmi żyrafy i surykatki, a na zakończenie otrzymuje pamiątkowy certyfikat.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("minors must provide written consent", "minors should provide written consent")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-hearing-aid-battery-subsidy",
        source="Program dofinansowania baterii do aparatów słuchowych. Osoby z orzeczeniem o niepełnosprawności z powodu uszkodzenia słuchu mogą otrzymać 6 opakowań baterii na kwartał, czyli maksymalnie 24 opakowania rocznie. Program realizowany jest na podstawie uchwały nr XLII/318/2024 Rady Miasta, a zasady przyznawania wsparcia określa § 4 regulaminu. Wniosek wraz z kopią orzeczenia składa się w Miejskim Ośrodku Pomocy Społecznej. Rozpatrzenie wniosku trwa zwykle około 3 tygodni. Szacuje się, że w tym roku z programu skorzysta około 900 mieszkańców. Baterie można odebrać osobiście lub przez upoważnioną osobę; nie wysyłamy ich pocztą.",
        good=[
            Good(
                "preserve",
                "Kto może dostać baterie? Osoby, które mają orzeczenie o niepełnosprawności z powodu uszkodzenia słuchu.\nIle? 6 opakowań na kwartał, a więc najwyżej 24 opakowania w roku.\nGdzie złożyć wniosek? W Miejskim Ośrodku Pomocy Społecznej – razem z kopią orzeczenia. Rozpatrzenie wniosku trwa zwykle około 3 tygodni.\nJak odebrać baterie? Osobiście albo przez upoważnioną osobę. Pocztą ich nie wysyłamy.\nPodstawa: uchwała nr XLII/318/2024 Rady Miasta; zasady przyznawania wsparcia określa § 4 regulaminu. Według szacunków w tym roku z programu skorzysta około 900 mieszkańców.",
            ),
            Good(
                "preserve",
                "Miasto dofinansowuje baterie do aparatów słuchowych osobom z orzeczeniem o niepełnosprawności z powodu uszkodzenia słuchu. Można otrzymać 6 opakowań na kwartał, łącznie maksymalnie 24 rocznie. Wniosek z kopią orzeczenia składa się w Miejskim Ośrodku Pomocy Społecznej; jego rozpatrzenie zajmuje zwykle około 3 tygodni. Baterie odbiera się osobiście lub przez osobę upoważnioną – nie są wysyłane pocztą. Program działa na podstawie uchwały nr XLII/318/2024 Rady Miasta, a zasady przyznawania wsparcia określa § 4 regulaminu. Szacuje się, że w tym roku skorzysta z niego około 900 mieszkańców.",
            ),
            Good(
                "en",
                "Hearing aid battery subsidy scheme. People with a disability certificate issued because of hearing impairment can receive 6 packs of batteries per quarter, i.e. up to 24 packs a year. The scheme is based on City Council resolution No. XLII/318/2024, and the rules for granting support are set out in § 4 of the regulations. Applications, together with a copy of the certificate, are submitted to the Municipal Social Welfare Centre. Processing usually takes about 3 weeks. It is estimated that about 900 residents will use the scheme this year. Batteries can be collected in person or by an authorised person; we do not send them by post.",
            ),
        ],
        bad=[
            Slip(0, [("uchwała nr XLII/318/2024", "uchwała nr XLII/381/2024")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Szacuje się, że w tym roku skorzysta z niego około 900 mieszkańców.",
                        "W tym roku skorzysta z niego 900 mieszkańców.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("up to 24 packs a year", "up to 30 packs a year")], "number"),
        ],
    ),
    Case(
        key="pl-night-bus-route-diversion",
        source="Zmiany w kursowaniu linii nocnych. Od nocy z 31 maja na 1 czerwca 2025 r. linia N12 będzie kursować objazdem ulicami Grunwaldzką i Słowackiego z powodu remontu wiaduktu na ul. Lotniczej. Przystanki Lotnicza 01 i Lotnicza 02 nie będą obsługiwane; przystanek zastępczy ustawiono przy ul. Słowackiego 40. W piątki i soboty linia N5 będzie odjeżdżać co 20 minut zamiast co 30. Aktualne rozkłady jazdy znajdują się na stronie ztm.kalisko.pl/nocne oraz w aplikacji. Bilety okresowe zachowują ważność na wszystkich liniach nocnych. Utrudnienia potrwają prawdopodobnie do końca sierpnia.",
        good=[
            Good(
                "preserve",
                "Linie nocne – co się zmienia od nocy z 31 maja na 1 czerwca 2025 r.:\n• N12 jedzie objazdem przez ulice Grunwaldzką i Słowackiego, bo remontowany jest wiadukt na ul. Lotniczej. Przystanki Lotnicza 01 i Lotnicza 02 nie będą obsługiwane – przystanek zastępczy stoi przy ul. Słowackiego 40.\n• N5 w piątki i soboty kursuje co 20 minut (dotąd co 30).\n• Bilety okresowe są ważne na wszystkich liniach nocnych.\nUtrudnienia potrwają prawdopodobnie do końca sierpnia. Aktualne rozkłady znajdziesz na ztm.kalisko.pl/nocne i w aplikacji.",
            ),
            Good(
                "preserve",
                "Z powodu remontu wiaduktu na ul. Lotniczej, począwszy od nocy z 31 maja na 1 czerwca 2025 r., autobusy linii N12 zostaną skierowane na objazd ulicami Grunwaldzką i Słowackiego. Przystanki Lotnicza 01 i Lotnicza 02 nie będą w tym czasie obsługiwane, a przystanek zastępczy ustawiono przy ul. Słowackiego 40. Ponadto w piątki i soboty linia N5 będzie kursować co 20 minut, a nie co 30. Bilety okresowe zachowują ważność na wszystkich liniach nocnych. Utrudnienia potrwają prawdopodobnie do końca sierpnia; aktualne rozkłady jazdy można sprawdzić w aplikacji lub na stronie ztm.kalisko.pl/nocne.",
            ),
            Good(
                "en",
                "Night bus changes. From the night of 31 May to 1 June 2025, line N12 will run on a diversion via Grunwaldzka and Słowackiego streets because of repairs to the viaduct on ul. Lotnicza. The Lotnicza 01 and Lotnicza 02 stops will not be served; a temporary stop has been set up at ul. Słowackiego 40. On Fridays and Saturdays, line N5 will run every 20 minutes instead of every 30. Current timetables are available at ztm.kalisko.pl/nocne and in the app. Season tickets remain valid on all night lines. The disruption will probably last until the end of August.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("od nocy z 31 maja na 1 czerwca 2025 r.", "od nocy z 7 na 8 czerwca 2025 r.")],
                "date",
            ),
            Slip(1, [("ztm.kalisko.pl/nocne", "ztm.kalisko.pl/rozklady")], "url"),
            Slip(2, [("stops will not be served", "stops will still be served")], "negation"),
        ],
    ),
    Case(
        key="pl-orchestra-ticket-exchange-policy",
        source="Zasady wymiany biletów w Filharmonii. Bilet na koncert abonamentowy można wymienić na inny koncert z tego samego sezonu najpóźniej 48 godzin przed wydarzeniem. Za wymianę pobieramy opłatę manipulacyjną w wysokości 10 zł od biletu. Jeżeli nowy bilet jest droższy, należy dopłacić różnicę; jeżeli tańszy, różnica nie jest zwracana. Bilety ulgowe (studenckie i seniorskie) można wymienić wyłącznie na bilety ulgowe tego samego rodzaju. Wymiany dokonuje się w kasie Filharmonii lub mailowo pod adresem bilety@filharmonia-przyklad.pl. Nie wymieniamy biletów na koncerty nadzwyczajne ani na wydarzenia gościnne. Każdy bilet można wymienić tylko jeden raz.",
        good=[
            Good(
                "preserve",
                "Chcesz przyjść na inny koncert? Bilet na koncert abonamentowy możesz wymienić na inny koncert z tego samego sezonu, jeśli zrobisz to najpóźniej 48 godzin przed wydarzeniem. Wymiana kosztuje 10 zł od biletu i jest możliwa tylko jeden raz. Gdy nowy bilet jest droższy, musisz dopłacić różnicę, a gdy tańszy – różnicy nie zwracamy. Bilet ulgowy (studencki lub seniorski) możesz wymienić wyłącznie na ulgowy tego samego rodzaju. Biletów na koncerty nadzwyczajne ani na wydarzenia gościnne nie wymieniamy. Wymiany dokonasz w kasie Filharmonii albo mailowo: bilety@filharmonia-przyklad.pl.",
            ),
            Good(
                "preserve",
                "Wymiana biletów – zasady:\n1. Bilet na koncert abonamentowy można wymienić na inny koncert w tym samym sezonie, najpóźniej 48 godzin przed wydarzeniem.\n2. Opłata manipulacyjna wynosi 10 zł za każdy bilet.\n3. Przy wymianie na droższy bilet należy dopłacić różnicę; przy wymianie na tańszy różnica nie podlega zwrotowi.\n4. Bilety ulgowe (studenckie, seniorskie) można wymienić wyłącznie na ulgowe tego samego rodzaju.\n5. Wymianie nie podlegają bilety na koncerty nadzwyczajne ani na wydarzenia gościnne.\n6. Każdy bilet można wymienić tylko jeden raz.\nWymiany można dokonać w kasie Filharmonii lub mailowo: bilety@filharmonia-przyklad.pl.",
            ),
            Good(
                "en",
                "Philharmonic ticket exchange policy. A ticket for a subscription concert can be exchanged for another concert in the same season no later than 48 hours before the event. We charge a handling fee of PLN 10 per ticket. If the new ticket is more expensive, you must pay the difference; if it is cheaper, the difference is not refunded. Concession tickets (student and senior) can be exchanged only for concession tickets of the same type. Exchanges are made at the Philharmonic box office or by e-mail at bilety@filharmonia-przyklad.pl. We do not exchange tickets for special concerts or guest events. Each ticket can be exchanged only once.",
            ),
        ],
        bad=[
            Slip(0, [("musisz dopłacić różnicę", "możesz dopłacić różnicę")], "modality"),
            Slip(
                1,
                [("Opłata manipulacyjna wynosi 10 zł", "Opłata manipulacyjna wynosi 15 zł")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "at the Philharmonic box office or by e-mail",
                        "at the Philharmonic box office, by phone or by e-mail",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-library-makerspace-3d-printer",
        source="## Drukarka 3D w Pracowni Twórczej\n\nZ drukarki Prusa MK4 mogą korzystać czytelnicy z ważną kartą biblioteczną, którzy ukończyli szkolenie wstępne (trwa ok. 45 minut).\n\n- Pliki przynieś w formacie `.stl` lub `.3mf`; maksymalny czas wydruku to 4 godziny.\n- Przed drukiem musisz przygotować model w programie PrusaSlicer z profilem `biblioteka_PLA_0.2mm`.\n- Drukujemy wyłącznie z filamentu PLA z naszego zapasu; opłata wynosi 0,10 zł za gram.\n- Gotowe wydruki należy odebrać w ciągu 7 dni.\n\nTerminy rezerwujesz w [kalendarzu pracowni](https://biblioteka.przyklad.pl/pracownia). Nie zostawiaj drukarki bez nadzoru przez pierwsze 10 minut drukowania.",
        good=[
            Good(
                "preserve",
                "## Drukarka 3D w Pracowni Twórczej\n\nDrukarka Prusa MK4 jest dostępna dla czytelników, którzy mają ważną kartę biblioteczną i ukończyli szkolenie wstępne (ok. 45 minut).\n\n- Przynieś plik `.stl` lub `.3mf`; jeden wydruk może trwać maksymalnie 4 godziny.\n- Model musisz przed drukiem przygotować w PrusaSlicerze, używając profilu `biblioteka_PLA_0.2mm`.\n- Drukujemy tylko z filamentu PLA z naszego zapasu – płacisz 0,10 zł za gram.\n- Gotowy wydruk należy odebrać w ciągu 7 dni.\n\nTermin zarezerwujesz w [kalendarzu pracowni](https://biblioteka.przyklad.pl/pracownia). Przez pierwsze 10 minut drukowania nie zostawiaj drukarki bez nadzoru.",
            ),
            Good(
                "preserve",
                "## Drukarka 3D w Pracowni Twórczej\n\nZ urządzenia Prusa MK4 mogą korzystać posiadacze ważnej karty bibliotecznej po ukończeniu szkolenia wstępnego, które trwa ok. 45 minut.\n\n- Przyjmowane formaty plików to `.stl` oraz `.3mf`; maksymalny czas wydruku wynosi 4 godziny.\n- Przed rozpoczęciem druku musisz przygotować model w programie PrusaSlicer, stosując profil `biblioteka_PLA_0.2mm`.\n- Materiał: wyłącznie filament PLA z zapasu pracowni, w cenie 0,10 zł za gram.\n- Wydruki należy odebrać w ciągu 7 dni.\n\nTerminy można rezerwować w [kalendarzu pracowni](https://biblioteka.przyklad.pl/pracownia). W ciągu pierwszych 10 minut drukowania drukarki nie wolno zostawiać bez nadzoru.",
            ),
            Good(
                "en",
                "## 3D printer in the Creative Workshop\n\nThe Prusa MK4 printer is available to readers with a valid library card who have completed the introductory training (about 45 minutes).\n\n- Bring your files in `.stl` or `.3mf` format; the maximum print time is 4 hours.\n- Before printing, you must prepare your model in PrusaSlicer using the `biblioteka_PLA_0.2mm` profile.\n- We print only with PLA filament from our own stock; the fee is PLN 0.10 per gram.\n- Finished prints must be collected within 7 days.\n\nBook a slot in the [workshop calendar](https://biblioteka.przyklad.pl/pracownia). Do not leave the printer unattended during the first 10 minutes of printing.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Drukarka 3D w Pracowni Twórczej\n\n", "Drukarka 3D w Pracowni Twórczej\n")],
                "markdown",
            ),
            Slip(1, [("`biblioteka_PLA_0.2mm`", "`biblioteka_PLA_0.3mm`")], "code"),
            Slip(
                2,
                [
                    (
                        "Finished prints must be collected within 7 days.",
                        "Finished prints should be collected within 7 days.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-camping-stove-cartridge-safety",
        source="Bezpieczne korzystanie z kuchenki turystycznej. Kartusze z mieszanką propan-butan przechowuj w temperaturze nieprzekraczającej 50°C i nigdy nie zostawiaj ich w nagrzanym samochodzie. Nie używaj kuchenki w zamkniętym namiocie ani w przedsionku: podczas spalania powstaje tlenek węgla, który może doprowadzić do zatrucia już po kilkunastu minutach. Przed podłączeniem kartusza sprawdź uszczelkę – uszkodzona może przepuszczać gaz. W temperaturze poniżej 0°C zwykły kartusz prawdopodobnie straci część mocy, dlatego zimą lepiej wybrać mieszankę z izobutanem. Zachowaj co najmniej 1 metr odstępu od materiałów łatwopalnych. Kartuszy jednorazowych nie wolno napełniać ponownie; puste wyrzucaj do pojemnika na metale.",
        good=[
            Good(
                "preserve",
                "Kuchenka turystyczna – zasady bezpieczeństwa:\n1. Kartusze z mieszanką propan-butan trzymaj w temperaturze do 50°C; nigdy nie zostawiaj ich w nagrzanym aucie.\n2. Nie używaj kuchenki w zamkniętym namiocie ani w przedsionku – przy spalaniu powstaje tlenek węgla, a zatrucie może nastąpić już po kilkunastu minutach.\n3. Zanim podłączysz kartusz, sprawdź uszczelkę; przez uszkodzoną może ulatniać się gaz.\n4. Poniżej 0°C zwykły kartusz prawdopodobnie straci część mocy, więc zimą lepiej sięgnąć po mieszankę z izobutanem.\n5. Trzymaj kuchenkę w odległości co najmniej 1 metra od materiałów łatwopalnych.\n6. Kartuszy jednorazowych nie wolno ponownie napełniać. Puste wyrzucaj do pojemnika na metale.",
            ),
            Good(
                "preserve",
                "Z kuchenką turystyczną obchodź się ostrożnie. Nie uruchamiaj jej w zamkniętym namiocie ani w przedsionku, bo przy spalaniu wydziela się tlenek węgla, który może cię zatruć już po kilkunastu minutach. Stawiaj ją co najmniej 1 metr od materiałów łatwopalnych. Zanim podłączysz kartusz, sprawdź uszczelkę, ponieważ uszkodzona może przepuszczać gaz. Kartusze z mieszanką propan-butan przechowuj w temperaturze nie wyższej niż 50°C i nigdy nie zostawiaj ich w nagrzanym samochodzie. W temperaturze poniżej 0°C zwykły kartusz prawdopodobnie straci część mocy, dlatego zimą lepiej wybrać mieszankę z izobutanem. Kartuszy jednorazowych nie wolno ponownie napełniać, a puste wyrzucaj do pojemnika na metale.",
            ),
            Good(
                "en",
                "Using a camping stove safely. Store propane-butane cartridges at temperatures not exceeding 50°C and never leave them in a hot car. Do not use the stove inside a closed tent or in the porch: burning produces carbon monoxide, which can cause poisoning within as little as a dozen or so minutes. Check the seal before connecting a cartridge – a damaged one may leak gas. Below 0°C a standard cartridge will probably lose some of its power, so in winter it is better to choose a mix containing isobutane. Keep at least 1 metre away from flammable materials. Disposable cartridges must not be refilled; put empty ones in the metal recycling bin.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 1 metra", "co najmniej 0,5 metra")], "number"),
            Slip(
                1,
                [
                    (
                        "Kartuszy jednorazowych nie wolno ponownie napełniać",
                        "Kartusze jednorazowe wolno ponownie napełniać",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("will probably lose some of its power", "will lose some of its power")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-home-insulation-audit-visit",
        source="Potwierdzenie wizyty audytora energetycznego. Audytor odwiedzi Państwa dom we wtorek 14 października 2025 r. w godzinach 10:00–12:00. Wizyta trwa około 2 godzin i obejmuje pomiary kamerą termowizyjną, oględziny poddasza oraz sprawdzenie okien i drzwi. Prosimy zapewnić swobodny dostęp do strychu i piwnicy. Aby badanie termowizyjne było wiarygodne, różnica temperatur między wnętrzem a otoczeniem musi wynosić co najmniej 10°C, dlatego ogrzewanie powinno być włączone już od poprzedniego dnia. Raport z zaleceniami prześlemy e-mailem w ciągu 10 dni roboczych. Jeśli termin Państwu nie odpowiada, można go zmienić telefonicznie pod numerem 22 123 45 67 do piątku 10 października.",
        good=[
            Good(
                "preserve",
                "Dzień dobry! Potwierdzamy wizytę audytora energetycznego: odwiedzi Państwa dom we wtorek, 14 października 2025 r., między 10:00 a 12:00. Wizyta potrwa około 2 godzin – audytor wykona pomiary kamerą termowizyjną, obejrzy poddasze i sprawdzi okna oraz drzwi. Prosimy, by strych i piwnica były swobodnie dostępne. Żeby badanie termowizyjne było wiarygodne, różnica temperatur między wnętrzem a otoczeniem musi wynosić co najmniej 10°C, więc ogrzewanie powinno działać już od poprzedniego dnia. Raport z zaleceniami wyślemy e-mailem w ciągu 10 dni roboczych. Jeśli termin Państwu nie odpowiada, można go zmienić telefonicznie – pod numerem 22 123 45 67 – do piątku 10 października.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo,\npotwierdzamy wizytę audytora energetycznego:\n– termin: wtorek, 14 października 2025 r., godz. 10:00–12:00;\n– czas trwania: ok. 2 godziny;\n– zakres: pomiary kamerą termowizyjną, oględziny poddasza, sprawdzenie okien i drzwi.\nUprzejmie prosimy o zapewnienie swobodnego dostępu do strychu i piwnicy. Wiarygodne badanie termowizyjne wymaga, aby różnica temperatur między wnętrzem a otoczeniem wynosiła co najmniej 10°C; z tego względu ogrzewanie powinno być włączone już od dnia poprzedzającego wizytę. Raport z zaleceniami zostanie przesłany e-mailem w ciągu 10 dni roboczych. Jeżeli termin nie odpowiada, można go zmienić telefonicznie pod numerem 22 123 45 67, najpóźniej do piątku 10 października.",
            ),
            Good(
                "en",
                "Confirmation of your energy audit visit. The auditor will visit your home on Tuesday, 14 October 2025, between 10:00 and 12:00. The visit takes about 2 hours and includes thermal imaging measurements, an inspection of the loft and a check of the windows and doors. Please make sure there is clear access to the attic and the basement. For the thermal imaging survey to be reliable, the temperature difference between the inside and the outside must be at least 10°C, so the heating should be switched on from the day before. We will e-mail you a report with recommendations within 10 working days. If the date does not suit you, you can change it by phone on 22 123 45 67 until Friday, 10 October.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Raport z zaleceniami wyślemy e-mailem",
                        "Raport z zaleceniami i wstępnym kosztorysem prac wyślemy e-mailem",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("ogrzewanie powinno być włączone", "ogrzewanie może być włączone")], "modality"
            ),
            Slip(2, [("between 10:00 and 12:00", "between 12:00 and 14:00")], "date"),
        ],
    ),
    Case(
        key="pl-classroom-noise-study-summary",
        source="Hałas w salach lekcyjnych a koncentracja uczniów – streszczenie. Badanie Nowak i Kowalczyk (2021), opublikowane w „Medycynie Pracy” (t. 72, s. 415–428), objęło 1240 uczniów z 38 szkół podstawowych. Autorki wykazały, że przy hałasie przekraczającym 65 dB wyniki testów uwagi były średnio o 12% niższe niż w cichszych salach. Efekt był prawdopodobnie silniejszy u młodszych dzieci, choć różnica między grupami wiekowymi nie osiągnęła istotności statystycznej. Badaczki sugerują, że panele akustyczne mogą częściowo ograniczyć problem, zastrzegają jednak, że nie testowały ich bezpośrednio. Podobne wnioski przedstawili wcześniej Shield i Dockrell (2008).",
        good=[
            Good(
                "preserve",
                "Czy hałas w klasie przeszkadza w nauce? Badanie Nowak i Kowalczyk (2021, „Medycyna Pracy”, t. 72, s. 415–428), w którym wzięło udział 1240 uczniów z 38 szkół podstawowych, pokazuje, że tak. Gdy hałas przekraczał 65 dB, uczniowie wypadali w testach uwagi średnio o 12% słabiej niż w cichszych salach. Młodsze dzieci odczuwały to prawdopodobnie mocniej, ale różnica między grupami wiekowymi nie była istotna statystycznie. Autorki sugerują, że panele akustyczne mogą częściowo złagodzić problem, choć zaznaczają, że nie testowały ich bezpośrednio. Do podobnych wniosków doszli wcześniej Shield i Dockrell (2008).",
            ),
            Good(
                "preserve",
                "Streszczenie. Nowak i Kowalczyk (2021) zbadały związek między hałasem w salach lekcyjnych a koncentracją uczniów na próbie 1240 uczniów z 38 szkół podstawowych („Medycyna Pracy”, t. 72, s. 415–428). W salach, w których hałas przekraczał 65 dB, wyniki testów uwagi były średnio o 12% niższe niż w salach cichszych. Efekt był prawdopodobnie silniejszy wśród młodszych dzieci, jednak różnica między grupami wiekowymi nie osiągnęła istotności statystycznej. Autorki sugerują, że panele akustyczne mogą częściowo ograniczyć ten problem, zastrzegając jednocześnie, że nie testowały ich bezpośrednio. Wyniki są zbieżne z wcześniejszymi wnioskami Shield i Dockrell (2008).",
            ),
            Good(
                "en",
                "Classroom noise and pupils' concentration – summary. The study by Nowak and Kowalczyk (2021), published in Medycyna Pracy (vol. 72, pp. 415–428), covered 1,240 pupils from 38 primary schools. The authors showed that when noise exceeded 65 dB, attention test scores were on average 12% lower than in quieter classrooms. The effect was probably stronger in younger children, although the difference between age groups did not reach statistical significance. The researchers suggest that acoustic panels may partly reduce the problem, but they point out that they did not test them directly. Shield and Dockrell (2008) had earlier reached similar conclusions.",
            ),
        ],
        bad=[
            Slip(0, [("t. 72, s. 415–428", "t. 72, s. 451–468")], "citation"),
            Slip(
                1,
                [("Efekt był prawdopodobnie silniejszy", "Efekt był wyraźnie silniejszy")],
                "hedge",
            ),
            Slip(2, [("from 38 primary schools", "from 28 primary schools")], "number"),
        ],
    ),
    Case(
        key="pl-invoice-export-cli-readme",
        source="# faktury-eksport\n\nNarzędzie wiersza poleceń do eksportu faktur z Krajowego Systemu e-Faktur (KSeF) do plików CSV.\n\n## Instalacja\n\n```bash\npip install faktury-eksport==1.4.2\n```\n\nWymaga Pythona 3.10 lub nowszego. Nie działa z Pythonem 2.\n\n## Użycie\n\nUruchom `faktury-eksport --od 2025-01-01 --do 2025-03-31 --format csv`. Token API ustaw w zmiennej środowiskowej `KSEF_TOKEN`; nigdy nie zapisuj go w pliku konfiguracyjnym ani w repozytorium. Domyślnie narzędzie pobiera najwyżej 500 faktur na jedno zapytanie, a limit można zmienić opcją `--limit`.",
        good=[
            Good(
                "preserve",
                "# faktury-eksport\n\nNarzędzie CLI, które eksportuje faktury z Krajowego Systemu e-Faktur (KSeF) do plików CSV.\n\n## Instalacja\n\n```bash\npip install faktury-eksport==1.4.2\n```\n\nPotrzebny jest Python 3.10 lub nowszy – z Pythonem 2 narzędzie nie działa.\n\n## Użycie\n\n`faktury-eksport --od 2025-01-01 --do 2025-03-31 --format csv`\n\nToken API przekaż przez zmienną środowiskową `KSEF_TOKEN`. Nigdy nie zapisuj go w pliku konfiguracyjnym ani w repozytorium. Domyślnie na jedno zapytanie pobieranych jest najwyżej 500 faktur; limit można zmienić opcją `--limit`.",
            ),
            Good(
                "preserve",
                "# faktury-eksport\n\nEksportuj faktury z Krajowego Systemu e-Faktur (KSeF) do plików CSV prosto z wiersza poleceń.\n\n## Instalacja\n\n```bash\npip install faktury-eksport==1.4.2\n```\n\nWymagany jest Python w wersji 3.10 lub nowszej; z Pythonem 2 narzędzie nie działa.\n\n## Użycie\n\nPrzykładowe wywołanie: `faktury-eksport --od 2025-01-01 --do 2025-03-31 --format csv`. Token API ustaw w zmiennej środowiskowej `KSEF_TOKEN` i nigdy nie zapisuj go w pliku konfiguracyjnym ani w repozytorium. Domyślny limit to 500 faktur na jedno zapytanie – możesz go zmienić opcją `--limit`.",
            ),
            Good(
                "en",
                "# faktury-eksport\n\nA command-line tool for exporting invoices from the National e-Invoicing System (KSeF) to CSV files.\n\n## Installation\n\n```bash\npip install faktury-eksport==1.4.2\n```\n\nRequires Python 3.10 or newer. It does not work with Python 2.\n\n## Usage\n\nRun `faktury-eksport --od 2025-01-01 --do 2025-03-31 --format csv`. Set your API token in the `KSEF_TOKEN` environment variable; never store it in a configuration file or in the repository. By default, the tool fetches at most 500 invoices per request; you can change the limit with the `--limit` option.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("z Pythonem 2 narzędzie nie działa", "z Pythonem 2 narzędzie również działa")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "```bash\npip install faktury-eksport==1.4.2\n```",
                        "pip install faktury-eksport==1.4.2",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`KSEF_TOKEN`", "`KSEF_API_TOKEN`")], "code"),
        ],
    ),
    Case(
        key="pl-clinic-flu-vaccination-notice",
        source="Szczepienia przeciw grypie w przychodni „Zdrowie Rodzinne”. Od 1 października 2025 r. szczepimy dorosłych oraz dzieci od ukończenia 6. miesiąca życia. Szczepionka jest bezpłatna dla osób po 65. roku życia, kobiet w ciąży i dzieci do 18 lat; pozostali pacjenci płacą 55 zł. Przed szczepieniem lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Osoby z gorączką powinny przełożyć wizytę do czasu wyzdrowienia. Po szczepieniu może wystąpić ból ramienia lub niewielki wzrost temperatury, które zwykle ustępują w ciągu 1–2 dni. Odporność pojawia się mniej więcej po 2 tygodniach. Na szczepienia zapisujemy telefonicznie od poniedziałku do piątku w godzinach 8:00–18:00.",
        good=[
            Good(
                "preserve",
                "Ruszają szczepienia przeciw grypie! Od 1 października 2025 r. przychodnia „Zdrowie Rodzinne” szczepi dorosłych i dzieci, które ukończyły 6. miesiąc życia. Bezpłatnie zaszczepią się osoby po 65. roku życia, kobiety w ciąży oraz dzieci do 18 lat, a pozostali pacjenci zapłacą 55 zł. Przed podaniem szczepionki lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Jeśli masz gorączkę, powinieneś przełożyć wizytę do czasu wyzdrowienia. Po szczepieniu może pojawić się ból ramienia albo niewielki wzrost temperatury – zwykle mija to w ciągu 1–2 dni. Odporność pojawia się mniej więcej po 2 tygodniach. Zapisy przyjmujemy telefonicznie od poniedziałku do piątku, w godzinach 8:00–18:00.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie – przychodnia „Zdrowie Rodzinne”\n• Start: 1 października 2025 r.\n• Kogo szczepimy: dorosłych i dzieci od ukończenia 6. miesiąca życia.\n• Cena: bezpłatnie dla osób po 65. roku życia, kobiet w ciąży i dzieci do 18 lat; pozostali pacjenci płacą 55 zł.\n• Przed szczepieniem: lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Osoby z gorączką powinny przełożyć wizytę do czasu wyzdrowienia.\n• Po szczepieniu: może wystąpić ból ramienia lub niewielki wzrost temperatury, które zwykle ustępują w ciągu 1–2 dni. Odporność pojawia się mniej więcej po 2 tygodniach.\n• Zapisy: telefonicznie, od poniedziałku do piątku, 8:00–18:00.",
            ),
            Good(
                "en",
                "Flu vaccinations at the Zdrowie Rodzinne clinic. From 1 October 2025 we are vaccinating adults and children from the age of 6 months. The vaccine is free for people over 65, pregnant women and children up to 18; other patients pay PLN 55. Before vaccination, a doctor must carry out a short eligibility examination. People with a fever should postpone their appointment until they have recovered. After the vaccination you may experience a sore arm or a slight rise in temperature, which usually pass within 1–2 days. Immunity develops after roughly 2 weeks. Appointments can be booked by phone from Monday to Friday, 8:00–18:00.",
            ),
        ],
        bad=[
            Slip(0, [("lekarz musi przeprowadzić", "lekarz może przeprowadzić")], "modality"),
            Slip(1, [("może wystąpić ból ramienia", "wystąpi ból ramienia")], "hedge"),
            Slip(2, [("From 1 October 2025", "From 1 November 2025")], "date"),
        ],
    ),
    Case(
        key="pl-urban-meadow-wild-bees-abstract",
        source="Pszczoły dzikie na miejskich łąkach kwietnych – streszczenie. W latach 2022–2024 monitorowaliśmy 24 łąki kwietne w Poznaniu i odnotowaliśmy łącznie 87 gatunków pszczół dzikich, w tym 6 gatunków z Czerwonej listy. Na łąkach koszonych raz w roku liczba gatunków była około 1,5 raza wyższa niż na trawnikach koszonych co dwa tygodnie. Wyniki te są zgodne z obserwacjami Wiśniewskiej i in. (2018, „Urban Ecosystems” 21: 1037–1049), choć nasze dane obejmują krótszy okres. Sugerujemy, że rzadsze koszenie może zwiększać dostępność pożytku, ale nie wykluczamy wpływu innych czynników, np. nasłonecznienia. Dane i skrypty udostępniamy pod DOI 10.5281/zenodo.1234567.",
        good=[
            Good(
                "preserve",
                "W latach 2022–2024 badacze obserwowali 24 łąki kwietne w Poznaniu. Naliczyli na nich łącznie 87 gatunków dzikich pszczół, z czego 6 figuruje na Czerwonej liście. Tam, gdzie łąkę koszono raz w roku, gatunków było około 1,5 raza więcej niż na trawnikach koszonych co dwa tygodnie. To zgodne z obserwacjami Wiśniewskiej i in. (2018, „Urban Ecosystems” 21: 1037–1049), choć nowe dane obejmują krótszy okres. Autorzy sugerują, że rzadsze koszenie może zwiększać dostępność pożytku, ale nie wykluczają wpływu innych czynników, na przykład nasłonecznienia. Dane i skrypty są dostępne pod DOI 10.5281/zenodo.1234567.",
            ),
            Good(
                "preserve",
                "Streszczenie. W okresie 2022–2024 prowadziliśmy monitoring 24 łąk kwietnych w Poznaniu, stwierdzając występowanie łącznie 87 gatunków pszczół dzikich, w tym 6 gatunków z Czerwonej listy. Liczba gatunków na łąkach koszonych raz w roku była około 1,5 raza wyższa niż na trawnikach koszonych co dwa tygodnie. Wynik ten jest zgodny z obserwacjami Wiśniewskiej i in. (2018, „Urban Ecosystems” 21: 1037–1049), mimo że nasze dane obejmują krótszy okres. Sugerujemy, że rzadsze koszenie może zwiększać dostępność pożytku, nie wykluczamy jednak wpływu innych czynników, takich jak nasłonecznienie. Dane oraz skrypty udostępniamy pod DOI 10.5281/zenodo.1234567.",
            ),
            Good(
                "en",
                "Wild bees on urban flower meadows – abstract. From 2022 to 2024 we monitored 24 flower meadows in Poznań and recorded a total of 87 wild bee species, including 6 species on the Red List. On meadows mown once a year, the number of species was about 1.5 times higher than on lawns mown every two weeks. These results are consistent with the observations of Wiśniewska et al. (2018, Urban Ecosystems 21: 1037–1049), although our data cover a shorter period. We suggest that less frequent mowing may increase forage availability, but we do not rule out the influence of other factors, such as sun exposure. The data and scripts are available under DOI 10.5281/zenodo.1234567.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "rzadsze koszenie może zwiększać dostępność pożytku",
                        "rzadsze koszenie zwiększa dostępność pożytku",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Wiśniewskiej i in. (2018,", "Wiśniewskiej i in. (2016,")], "citation"),
            Slip(
                2, [("a total of 87 wild bee species", "a total of 78 wild bee species")], "number"
            ),
        ],
    ),
    Case(
        key="pl-cooperative-water-meter-replacement",
        source="Ogłoszenie Zarządu Spółdzielni Mieszkaniowej „Zacisze”. W dniach 3–7 marca 2025 r. w budynkach przy ul. Lipowej 2, 4 i 6 zostaną wymienione wodomierze na urządzenia z odczytem radiowym. Wymiana jest dla mieszkańców bezpłatna, a obowiązek udostępnienia lokalu wynika z § 12 ust. 3 Regulaminu rozliczania kosztów zużycia wody. Harmonogram wizyt w poszczególnych mieszkaniach wywieszono na klatkach schodowych. Na czas wymiany, trwającej około 30 minut, dopływ wody do mieszkania zostanie zamknięty. Monterzy nie pobierają żadnych opłat i nie oferują dodatkowych usług. Osoby, które nie będą mogły być obecne w wyznaczonym terminie, prosimy o kontakt z administracją do 28 lutego.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! Od 3 do 7 marca 2025 r. w budynkach przy ul. Lipowej 2, 4 i 6 wymieniamy wodomierze na nowe, z odczytem radiowym. Wymiana jest bezpłatna. Udostępnienie mieszkania jest obowiązkowe – wynika to z § 12 ust. 3 Regulaminu rozliczania kosztów zużycia wody. Termin wizyty w Waszym mieszkaniu znajdziecie w harmonogramie wywieszonym na klatce schodowej. Wymiana potrwa około 30 minut i na ten czas dopływ wody do mieszkania zostanie zamknięty. Monterzy nie pobierają żadnych opłat i nie oferują dodatkowych usług. Jeśli nie możecie być obecni w wyznaczonym terminie, prosimy o kontakt z administracją do 28 lutego.",
            ),
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w dniach 3–7 marca 2025 r. w budynkach przy ul. Lipowej 2, 4 i 6 zostanie przeprowadzona wymiana wodomierzy na urządzenia z odczytem radiowym. Mieszkańcy nie ponoszą kosztów wymiany. Zgodnie z § 12 ust. 3 Regulaminu rozliczania kosztów zużycia wody mieszkańcy mają obowiązek udostępnić lokal. Harmonogram wizyt w poszczególnych mieszkaniach znajduje się na klatkach schodowych. Podczas wymiany, która potrwa około 30 minut, dopływ wody do mieszkania będzie zamknięty. Monterzy nie pobierają żadnych opłat ani nie oferują dodatkowych usług. Osoby, które nie będą mogły być obecne w wyznaczonym terminie, prosimy o kontakt z administracją do 28 lutego.",
            ),
            Good(
                "en",
                "Notice from the Board of the Zacisze Housing Cooperative. From 3 to 7 March 2025, the water meters in the buildings at ul. Lipowa 2, 4 and 6 will be replaced with radio-read meters. The replacement is free of charge for residents, and the obligation to provide access to your flat arises from § 12(3) of the Rules for Settling Water Consumption Costs. The schedule of visits to individual flats has been posted in the stairwells. During the replacement, which takes about 30 minutes, the water supply to the flat will be shut off. The fitters do not charge any fees and do not offer any additional services. If you cannot be present on the scheduled date, please contact the administration office by 28 February.",
            ),
        ],
        bad=[
            Slip(0, [("do 28 lutego", "do 21 lutego")], "date"),
            Slip(1, [("§ 12 ust. 3", "§ 21 ust. 3")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "and do not offer any additional services",
                        "and also offer additional services",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-beach-cleanup-volunteer-call",
        source="Sprzątanie plaży w Jastarni – szukamy wolontariuszy! Spotykamy się w niedzielę 22 czerwca o 9:30 przy wejściu na plażę nr 42. Akcja potrwa około trzech godzin. Zapewniamy rękawice, worki i chwytaki, ale każdy uczestnik powinien zabrać własną wodę i nakrycie głowy. Osoby niepełnoletnie mogą wziąć udział wyłącznie pod opieką dorosłego. Odpady segregujemy na miejscu, a szkło i ostre przedmioty zbieramy tylko chwytakiem. Zapisy przyjmujemy do 19 czerwca przez formularz na stronie czystybaltyk.org.pl/zapisy lub mailowo: wolontariat@czystybaltyk.org.pl. Po akcji zapraszamy na wspólne ognisko.",
        good=[
            Good(
                "preserve",
                "Pomóż nam posprzątać plażę w Jastarni! Zbiórka w niedzielę 22 czerwca o 9:30 przy wejściu na plażę nr 42; sprzątanie zajmie około trzech godzin. Rękawice, worki i chwytaki dostaniesz od nas, ale wodę i nakrycie głowy powinieneś zabrać własne. Niepełnoletni mogą dołączyć wyłącznie pod opieką dorosłego. Odpady segregujemy od razu na miejscu, a szkło i ostre przedmioty zbieramy tylko chwytakiem. Zapisz się do 19 czerwca – przez formularz na czystybaltyk.org.pl/zapisy albo pisząc na wolontariat@czystybaltyk.org.pl. Po akcji zapraszamy wszystkich na wspólne ognisko.",
            ),
            Good(
                "preserve",
                "Zaproszenie dla wolontariuszy – sprzątanie plaży w Jastarni\n\nKiedy: niedziela, 22 czerwca, godz. 9:30 (akcja potrwa około trzech godzin)\nGdzie: wejście na plażę nr 42\nZapewniamy: rękawice, worki, chwytaki\nWłasne: każdy uczestnik powinien zabrać wodę i nakrycie głowy\n\nOsoby niepełnoletnie mogą uczestniczyć wyłącznie pod opieką osoby dorosłej. Odpady segregujemy na miejscu; szkło i ostre przedmioty zbieramy tylko za pomocą chwytaka. Zapisy do 19 czerwca: formularz na stronie czystybaltyk.org.pl/zapisy lub e-mail wolontariat@czystybaltyk.org.pl. Po zakończeniu akcji zapraszamy na wspólne ognisko.",
            ),
            Good(
                "en",
                "Beach clean-up in Jastarnia – volunteers wanted! We meet on Sunday, 22 June, at 9:30 at beach entrance no. 42. The clean-up will take about three hours. We provide gloves, bags and litter pickers, but every participant should bring their own water and a hat. Minors may take part only under the supervision of an adult. We sort the waste on site, and glass and sharp objects are picked up only with a litter picker. Sign up by 19 June using the form at czystybaltyk.org.pl/zapisy or by e-mail at wolontariat@czystybaltyk.org.pl. After the clean-up, we invite everyone to a bonfire.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Po akcji zapraszamy wszystkich na wspólne ognisko.",
                        "Po akcji zapraszamy wszystkich na wspólne ognisko z kiełbaskami ufundowanymi przez Urząd Miasta.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "e-mail wolontariat@czystybaltyk.org.pl",
                        "e-mail wolontariusze@czystybaltyk.org.pl",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("every participant should bring", "every participant must bring")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-allotment-garden-meeting-notes",
        source="### Notatka z zebrania ROD „Słoneczko”, 5 kwietnia 2025\n\n**Ustalenia:**\n\n1. Opłata członkowska za 2025 r. wynosi 0,95 zł za m² działki; termin wpłaty mija 30 czerwca.\n2. Woda w alejkach zostanie uruchomiona 15 kwietnia.\n3. Spalanie gałęzi i liści na działkach jest niedozwolone – odpady zielone oddajemy do kontenera przy bramie głównej.\n4. Dyżury zarządu odbywają się w soboty w godz. 10:00–12:00.\n\n**Do zrobienia:** skarbnik przygotuje zestawienie zaległości do 20 kwietnia.\n\nObecnych było 64 z 112 działkowców, więc zebranie miało quorum, a podjęte uchwały są ważne.",
        good=[
            Good(
                "preserve",
                "### Notatka z zebrania ROD „Słoneczko” (5 kwietnia 2025)\n\n**Ustalenia:**\n\n1. Opłata członkowska za 2025 r.: 0,95 zł za m² działki, termin wpłaty – 30 czerwca.\n2. Woda w alejkach zostanie włączona 15 kwietnia.\n3. Na działkach nie wolno palić gałęzi ani liści – odpady zielone oddajemy do kontenera przy bramie głównej.\n4. Zarząd pełni dyżury w soboty, w godz. 10:00–12:00.\n\n**Do zrobienia:** do 20 kwietnia skarbnik przygotuje zestawienie zaległości.\n\nNa zebraniu obecnych było 64 z 112 działkowców – quorum zostało osiągnięte, więc podjęte uchwały są ważne.",
            ),
            Good(
                "preserve",
                "### Zebranie ROD „Słoneczko” – notatka z 5 kwietnia 2025\n\n**Ustalenia:**\n\n1. Za 2025 r. opłata członkowska wynosi 0,95 zł za każdy m² działki; termin wpłaty upływa 30 czerwca.\n2. 15 kwietnia zostanie uruchomiona woda w alejkach.\n3. Obowiązuje zakaz spalania gałęzi i liści na działkach; odpady zielone oddajemy do kontenera przy bramie głównej.\n4. Dyżury zarządu: soboty, godz. 10:00–12:00.\n\n**Do zrobienia:** skarbnik do 20 kwietnia przygotuje zestawienie zaległości.\n\nW zebraniu uczestniczyło 64 z 112 działkowców, zatem było quorum i podjęte uchwały są ważne.",
            ),
            Good(
                "en",
                "### Notes from the meeting of the ROD “Słoneczko” allotment gardens, 5 April 2025\n\n**Decisions:**\n\n1. The membership fee for 2025 is PLN 0.95 per m² of plot; the payment deadline is 30 June.\n2. The water in the garden paths will be turned on on 15 April.\n3. Burning branches and leaves on the plots is not allowed – green waste goes to the container by the main gate.\n4. Board duty hours are held on Saturdays, 10:00–12:00.\n\n**To do:** the treasurer will prepare a list of arrears by 20 April.\n\n64 of the 112 allotment holders were present, so the meeting had a quorum and the resolutions adopted are valid.",
            ),
        ],
        bad=[
            Slip(
                0, [("przy bramie głównej.\n4. Zarząd", "przy bramie głównej. Zarząd")], "markdown"
            ),
            Slip(1, [("0,95 zł za każdy m²", "0,59 zł za każdy m²")], "number"),
            Slip(2, [("is not allowed", "is allowed")], "negation"),
        ],
    ),
    Case(
        key="pl-masters-thesis-submission-guidelines",
        source="Wytyczne dotyczące złożenia pracy magisterskiej. Pracę należy przesłać w systemie APD najpóźniej 15 czerwca 2025 r., a wersję drukowaną dostarczyć do dziekanatu w ciągu 3 dni roboczych. Objętość pracy nie powinna przekraczać 80 stron. Bibliografię i przypisy sporządza się w stylu APA (7. wydanie), np. cytowanie w tekście: (Kowalski, 2019, s. 112). Każda praca jest sprawdzana w Jednolitym Systemie Antyplagiatowym, a wynik powyżej 30% wymaga pisemnego wyjaśnienia promotora. Student może wnioskować o przedłużenie terminu maksymalnie o 30 dni, jeśli przedstawi zaświadczenie lekarskie.",
        good=[
            Good(
                "preserve",
                "Jak złożyć pracę magisterską? Prześlij ją w systemie APD najpóźniej 15 czerwca 2025 r., a w ciągu 3 dni roboczych dostarcz wersję drukowaną do dziekanatu. Praca nie powinna mieć więcej niż 80 stron. Bibliografię i przypisy przygotuj w stylu APA (7. wydanie) – cytowanie w tekście wygląda np. tak: (Kowalski, 2019, s. 112). Każda praca przechodzi kontrolę w Jednolitym Systemie Antyplagiatowym; jeśli wynik przekroczy 30%, wymagane jest pisemne wyjaśnienie promotora. Jeśli przedstawisz zaświadczenie lekarskie, możesz wnioskować o przedłużenie terminu maksymalnie o 30 dni.",
            ),
            Good(
                "preserve",
                "Wytyczne dotyczące złożenia pracy magisterskiej:\n1. Pracę należy przesłać w systemie APD do 15 czerwca 2025 r.; wersję drukowaną należy dostarczyć do dziekanatu w ciągu 3 dni roboczych.\n2. Objętość pracy nie powinna przekraczać 80 stron.\n3. Bibliografia i przypisy: styl APA (7. wydanie), np. cytowanie w tekście (Kowalski, 2019, s. 112).\n4. Każda praca jest sprawdzana w Jednolitym Systemie Antyplagiatowym; wynik powyżej 30% wymaga pisemnego wyjaśnienia promotora.\n5. Po przedstawieniu zaświadczenia lekarskiego student może wnioskować o przedłużenie terminu maksymalnie o 30 dni.",
            ),
            Good(
                "en",
                "Guidelines for submitting a master's thesis. The thesis must be uploaded to the APD system by 15 June 2025 at the latest, and the printed version must be delivered to the dean's office within 3 working days. The thesis should not exceed 80 pages. The bibliography and footnotes follow APA style (7th edition), e.g. an in-text citation: (Kowalski, 2019, p. 112). Every thesis is checked in the Uniform Anti-Plagiarism System, and a result above 30% requires a written explanation from the supervisor. A student may apply for an extension of up to 30 days if they present a medical certificate.",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalski, 2019, s. 112)", "(Kowalski, 2019, s. 121)")], "citation"),
            Slip(
                1,
                [("Objętość pracy nie powinna przekraczać", "Objętość pracy nie może przekraczać")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The thesis should not exceed 80 pages.",
                        "Objętość pracy nie powinna przekraczać 80 stron.",
                    ),
                    (
                        "Every thesis is checked in the Uniform Anti-Plagiarism System, and a result above 30% requires a written explanation from the supervisor.",
                        "Każda praca jest sprawdzana w Jednolitym Systemie Antyplagiatowym, a wynik powyżej 30% wymaga pisemnego wyjaśnienia promotora.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-rental-season",
        source="Rower miejski wraca na ulice. Sezon wypożyczalni rozpocznie się 1 marca i potrwa do 30 listopada. W tym roku do dyspozycji będzie 650 rowerów, w tym 120 elektrycznych, na 74 stacjach. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł; w przypadku roweru elektrycznego – 6 zł. Aby wypożyczyć rower, trzeba zarejestrować się w aplikacji lub na stronie rowermiejski-lesnogora.pl i doładować konto kwotą co najmniej 10 zł. Operator szacuje, że nowe stacje przy pętlach tramwajowych mogą zwiększyć liczbę wypożyczeń o około 15%. Rowerów nie wolno zostawiać poza stacjami.",
        good=[
            Good(
                "preserve",
                "Od 1 marca do 30 listopada znów pojeździsz rowerem miejskim. Na 74 stacjach czeka 650 rowerów, w tym 120 elektrycznych. Pierwsze 20 minut każdego wypożyczenia nic nie kosztuje; potem płacisz 3 zł za każdą kolejną rozpoczętą godzinę, a za rower elektryczny 6 zł. Żeby wypożyczyć rower, musisz zarejestrować się w aplikacji albo na rowermiejski-lesnogora.pl i doładować konto kwotą co najmniej 10 zł. Pamiętaj, że roweru nie wolno zostawiać poza stacją. Według szacunków operatora nowe stacje przy pętlach tramwajowych mogą zwiększyć liczbę wypożyczeń o około 15%.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia rowerów miejskich – sezon od 1 marca do 30 listopada.\n\n• Flota: 650 rowerów (w tym 120 elektrycznych) na 74 stacjach.\n• Opłaty: pierwsze 20 minut każdego wypożyczenia bezpłatnie; każda kolejna rozpoczęta godzina – 3 zł, a w przypadku roweru elektrycznego 6 zł.\n• Warunki: rejestracja w aplikacji lub na stronie rowermiejski-lesnogora.pl oraz doładowanie konta kwotą co najmniej 10 zł.\n• Rowerów nie wolno zostawiać poza stacjami.\n\nOperator szacuje, że nowe stacje przy pętlach tramwajowych mogą zwiększyć liczbę wypożyczeń o około 15%.",
            ),
            Good(
                "en",
                "City bikes are back on the streets. The rental season will start on 1 March and run until 30 November. This year there will be 650 bikes available, including 120 electric ones, at 74 stations. The first 20 minutes of every rental are free, and each additional started hour costs PLN 3, or PLN 6 for an e-bike. To rent a bike, you need to register in the app or at rowermiejski-lesnogora.pl and top up your account with at least PLN 10. The operator estimates that the new stations at tram loops may increase the number of rentals by about 15%. Bikes must not be left outside the stations.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nowe stacje przy pętlach tramwajowych mogą zwiększyć",
                        "nowe stacje przy pętlach tramwajowych zwiększą",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("na 74 stacjach.", "na 74 stacjach, z czego 12 otwarto w tym roku.")],
                "invented_fact",
            ),
            Slip(2, [("at rowermiejski-lesnogora.pl", "at rowermiejski-lesnagora.pl")], "url"),
        ],
    ),
    Case(
        key="pl-kids-swimming-course-registration",
        source="Zapisy na kurs nauki pływania dla dzieci. Kurs obejmuje 10 zajęć po 45 minut i odbywa się na pływalni „Delfin” we wtorki i czwartki o 17:00. Grupy liczą maksymalnie 8 dzieci w wieku od 6 do 10 lat. Cena kursu wynosi 380 zł, a rodzeństwo otrzymuje 10% zniżki. Rodzice nie wchodzą na halę basenową w czasie zajęć – mogą obserwować dzieci z balkonu dla widzów. Zajęć opuszczonych przez dziecko nie można odrobić, a opłata za nie nie jest zwracana. Dziecko musi mieć czepek, strój kąpielowy i klapki. Zapisy prowadzi recepcja pływalni osobiście lub pod numerem 61 555 20 30.",
        good=[
            Good(
                "preserve",
                "Naucz dziecko pływać! Na pływalni „Delfin” ruszają zapisy na kurs: 10 zajęć po 45 minut, we wtorki i czwartki o 17:00. W grupie jest najwyżej 8 dzieci w wieku od 6 do 10 lat. Kurs kosztuje 380 zł, a rodzeństwo dostaje 10% zniżki. Podczas zajęć rodzice nie wchodzą na halę basenową, ale mogą obserwować dzieci z balkonu dla widzów. Pamiętaj, że opuszczonych zajęć nie da się odrobić, a opłata za nie nie jest zwracana. Dziecko musi mieć czepek, strój kąpielowy i klapki. Zapisy przyjmuje recepcja pływalni – osobiście lub pod numerem 61 555 20 30.",
            ),
            Good(
                "preserve",
                "Kurs nauki pływania dla dzieci – pływalnia „Delfin”\n- Zajęcia: 10 spotkań po 45 minut, wtorki i czwartki, godz. 17:00.\n- Uczestnicy: dzieci w wieku 6–10 lat, maksymalnie 8 osób w grupie.\n- Cena: 380 zł; rodzeństwo otrzymuje 10% zniżki.\n- Wyposażenie: dziecko musi mieć czepek, strój kąpielowy i klapki.\n- Rodzice w czasie zajęć nie wchodzą na halę basenową; mogą obserwować dzieci z balkonu dla widzów.\n- Opuszczonych zajęć nie można odrobić, a opłata za nie nie podlega zwrotowi.\nZapisy: recepcja pływalni, osobiście lub pod numerem 61 555 20 30.",
            ),
            Good(
                "en",
                "Registration for children's swimming lessons. The course consists of 10 sessions of 45 minutes each and takes place at the Delfin swimming pool on Tuesdays and Thursdays at 17:00. Groups have a maximum of 8 children aged 6 to 10. The course costs PLN 380, and siblings get a 10% discount. Parents do not enter the pool hall during lessons – they can watch their children from the spectator balcony. Missed sessions cannot be made up, and the fee for them is not refunded. Each child must have a swimming cap, a swimsuit and flip-flops. Registration is handled by the pool reception desk, in person or by phone on 61 555 20 30.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("opuszczonych zajęć nie da się odrobić", "opuszczone zajęcia da się odrobić")],
                "negation",
            ),
            Slip(
                1,
                [("- Cena: 380 zł;", "- Cena: 380 zł (płatne z góry przelewem);")],
                "invented_fact",
            ),
            Slip(2, [("a maximum of 8 children", "a maximum of 12 children")], "number"),
        ],
    ),
]

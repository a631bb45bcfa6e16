# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 88: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-schronisko-gorskie-rezerwacja-noclegow-zadatek",
        source="Rezerwacje noclegów w Schronisku PTTK na Hali Lipowskiej przyjmujemy wyłącznie przez formularz na stronie https://halalipowska.pl/rezerwacje lub telefonicznie. Po otrzymaniu potwierdzenia należy w ciągu 3 dni wpłacić zadatek w wysokości 30% wartości pobytu; brak wpłaty oznacza anulowanie rezerwacji. Zadatek nie podlega zwrotowi przy rezygnacji później niż 14 dni przed przyjazdem. Pokoje są dostępne od godziny 15:00 w dniu przyjazdu i należy je zwolnić do 10:00 w dniu wyjazdu. Turystów bez rezerwacji, którzy dotrą do schroniska po zmroku lub przy złej pogodzie, nie odsyłamy – otrzymają miejsce zastępcze na podłodze. Nie prowadzimy sprzedaży posiłków po godzinie 20:00.",
        good=[
            Good(
                "preserve",
                "Nocleg w Schronisku PTTK na Hali Lipowskiej zarezerwujesz tylko przez formularz na https://halalipowska.pl/rezerwacje albo telefonicznie. Po otrzymaniu potwierdzenia musisz w ciągu 3 dni wpłacić zadatek – 30% wartości całego pobytu. Jeśli go nie wpłacisz, rezerwacja zostanie anulowana. Rezygnujesz później niż 14 dni przed przyjazdem? Wtedy zadatek nie zostanie zwrócony. Pokój możesz zająć od 15:00 w dniu przyjazdu, a zwolnić go trzeba do 10:00 w dniu wyjazdu. Jeśli dotrzesz bez rezerwacji po zmroku lub w złą pogodę, nie odeślemy cię – dostaniesz miejsce zastępcze na podłodze. Posiłków po 20:00 nie sprzedajemy.",
            ),
            Good(
                "preserve",
                "Zasady rezerwacji noclegów – Schronisko PTTK na Hali Lipowskiej:\n- rezerwacji dokonuje się wyłącznie telefonicznie lub za pośrednictwem formularza: https://halalipowska.pl/rezerwacje;\n- zadatek w wysokości 30% wartości pobytu należy wpłacić w terminie 3 dni od otrzymania potwierdzenia, w przeciwnym razie rezerwacja zostaje anulowana;\n- w przypadku rezygnacji później niż 14 dni przed przyjazdem zadatek nie jest zwracany;\n- pokoje są dostępne od 15:00 w dniu przyjazdu i należy je zwolnić do 10:00 w dniu wyjazdu;\n- turyści bez rezerwacji przybywający po zmroku lub w czasie złej pogody nie są odsyłani i otrzymują miejsce zastępcze na podłodze;\n- posiłki nie są sprzedawane po godzinie 20:00.",
            ),
            Good(
                "en",
                "You can book a night at the PTTK mountain hut on Hala Lipowska only via the form at https://halalipowska.pl/rezerwacje or by phone. Once your booking is confirmed, you must pay a deposit of 30% of the value of your stay within 3 days; if you don't, the booking is cancelled. The deposit is non-refundable if you cancel later than 14 days before arrival. Rooms are available from 3:00 p.m. on the day of arrival and must be vacated by 10:00 a.m. on the day of departure. Hikers without a booking who arrive after dark or in bad weather are not turned away – they get a substitute place on the floor. We do not sell meals after 8:00 p.m.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Wtedy zadatek nie zostanie zwrócony.", "Wtedy zadatek zostanie zwrócony.")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "zadatek w wysokości 30% wartości pobytu",
                        "zadatek w wysokości 50% wartości pobytu",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [("https://halalipowska.pl/rezerwacje", "https://halalipowska.pl/rezerwacja")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-ogrod-dzialkowy-zasady-kompostowania-odpadow",
        source="Zgodnie z § 68 Regulaminu ROD każdy działkowiec powinien kompostować odpady zielone na swojej działce. Kompostownik należy ustawić w odległości co najmniej 3 m od granicy z sąsiednią działką i nie wolno go lokalizować przy altanie sąsiada. Do kompostu można wrzucać skoszoną trawę, liście, obierki warzyw i fusy z kawy. Nie wrzucamy mięsa, kości ani chorych roślin – te ostatnie mogą roznosić choroby grzybowe po całym ogrodzie. Dojrzały kompost uzyskuje się zwykle po około 12–18 miesiącach. Zarząd przypomina, że spalanie odpadów roślinnych jest zakazane przez cały rok, a za naruszenie tego zakazu grozi upomnienie.",
        good=[
            Good(
                "preserve",
                "Kompostowanie na działce – przypomnienie zarządu\n\nWedług § 68 Regulaminu ROD odpady zielone powinieneś kompostować na własnej działce. Kompostownik ustaw co najmniej 3 m od granicy z działką sąsiada; nie wolno stawiać go przy sąsiedniej altanie.\n\nCo możesz wrzucać: skoszoną trawę, liście, obierki warzyw, fusy z kawy.\nCzego nie wrzucamy: mięsa, kości i chorych roślin – te ostatnie mogą roznosić choroby grzybowe po całym ogrodzie.\n\nNa dojrzały kompost czeka się zwykle około 12–18 miesięcy. Pamiętaj też, że palenie odpadów roślinnych jest zakazane przez cały rok, a za złamanie tego zakazu grozi upomnienie.",
            ),
            Good(
                "preserve",
                "Spalanie odpadów roślinnych w ogrodzie jest zakazane przez cały rok; za naruszenie zakazu grozi upomnienie. Zgodnie z § 68 Regulaminu ROD każdy użytkownik działki powinien kompostować odpady zielone na miejscu. Pojemnik na kompost trzeba umieścić w odległości nie mniejszej niż 3 m od granicy sąsiedniej działki, a lokalizowanie go przy altanie sąsiada jest zabronione. Do kompostownika można wrzucać skoszoną trawę, liście, obierki warzyw i fusy z kawy. Nie należy natomiast wrzucać mięsa, kości ani chorych roślin, ponieważ te ostatnie mogą przenosić choroby grzybowe na cały ogród. Dojrzewanie kompostu trwa zazwyczaj mniej więcej 12–18 miesięcy.",
            ),
            Good(
                "en",
                "Under § 68 of the Allotment Garden Rules (Regulamin ROD), every allotment holder should compost green waste on their own plot. The compost bin must be placed at least 3 m from the boundary with the neighbouring plot and must not be put next to a neighbour's summer house. You can add grass clippings, leaves, vegetable peelings and coffee grounds. Do not add meat, bones or diseased plants – the latter may spread fungal diseases across the whole garden. Mature compost usually takes about 12–18 months. The board reminds you that burning plant waste is banned all year round, and anyone who breaks this ban faces a warning.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś kompostować", "musisz kompostować")], "modality"),
            Slip(1, [("mogą przenosić", "przenoszą")], "hedge"),
            Slip(2, [("Under § 68 of", "Under § 86 of")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-przedszkole-adaptacja-oplaty-za-godziny",
        source="Szanowni Rodzice, okres adaptacyjny dla nowych przedszkolaków rozpocznie się 1 września 2025 r. i potrwa dwa tygodnie. W tym czasie dziecko może przebywać w przedszkolu krócej, najlepiej 3–4 godziny dziennie, a rodzic może zostać z nim w sali przez pierwsze dwa dni. Zgodnie z uchwałą nr XLII/1187/2024 Rady Miasta opłata za każdą godzinę pobytu ponad bezpłatne 5 godzin wynosi 1,30 zł. Stawka żywieniowa to 14 zł dziennie i nie jest pobierana za dni nieobecności zgłoszone do godziny 8:30. Opłaty należy wnosić do 15. dnia każdego miesiąca na indywidualny numer konta dziecka.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice!\n\nAdaptacja nowych przedszkolaków startuje 1 września 2025 r. i trwa dwa tygodnie. Przez ten czas:\n• dziecko może spędzać w przedszkolu mniej czasu – najlepiej 3–4 godziny dziennie;\n• przez pierwsze dwa dni możecie zostać z nim w sali.\n\nOpłaty: każda godzina ponad bezpłatne 5 godzin kosztuje 1,30 zł (uchwała Rady Miasta nr XLII/1187/2024). Wyżywienie to 14 zł za dzień; nie płacicie za nieobecność zgłoszoną do 8:30. Wpłat dokonujcie do 15. dnia każdego miesiąca na indywidualny numer konta dziecka.",
            ),
            Good(
                "preserve",
                "Informujemy, że dla nowo przyjętych dzieci przewidziano dwutygodniowy okres adaptacyjny, który rozpocznie się 1 września 2025 r. W tym okresie pobyt dziecka w przedszkolu może być krótszy – najlepiej 3–4 godziny dziennie – a w pierwszych dwóch dniach rodzic może pozostać z dzieckiem w sali. Na podstawie uchwały nr XLII/1187/2024 Rady Miasta za każdą godzinę wykraczającą poza 5 bezpłatnych godzin pobierana jest opłata w wysokości 1,30 zł. Dzienna stawka żywieniowa wynosi 14 zł; nie nalicza się jej za nieobecności zgłoszone do 8:30. Należności trzeba uregulować do 15. dnia każdego miesiąca na indywidualny numer konta dziecka.",
            ),
            Good(
                "en",
                "Dear Parents, the settling-in period for new children will start on 1 September 2025 and last two weeks. During this time your child may spend shorter hours at the preschool, ideally 3–4 hours a day, and a parent may stay with them in the classroom for the first two days. Under City Council Resolution No. XLII/1187/2024, each hour beyond the free 5 hours costs PLN 1.30. The meal rate is PLN 14 a day and is not charged for days of absence reported by 8:30 a.m. Fees must be paid by the 15th of each month to your child's individual account number.",
            ),
        ],
        bad=[
            Slip(0, [("14 zł za dzień", "15 zł za dzień")], "number"),
            Slip(
                1,
                [("rozpocznie się 1 września 2025 r.", "rozpocznie się 1 października 2025 r.")],
                "date",
            ),
            Slip(2, [("XLII/1187/2024", "XLII/1178/2024")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-wymiana-wodomierzy-radiowych",
        source="Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” informuje, że w dniach 12–16 maja 2025 r. w budynkach przy ul. Lipowej 4, 6 i 8 zostanie przeprowadzona wymiana wodomierzy na urządzenia z odczytem radiowym. Wymianę wykona firma AquaMet na koszt spółdzielni; lokatorzy nie ponoszą żadnych opłat. Prosimy o zapewnienie dostępu do instalacji w łazience i kuchni. Harmonogram dla poszczególnych klatek zostanie wywieszony na tablicach ogłoszeń. Jeżeli w wyznaczonym terminie nie mogą Państwo być w domu, należy ustalić inny termin z administracją, tel. 22 615 40 12, najpóźniej do 9 maja. Po wymianie nie trzeba już udostępniać mieszkania do odczytów.",
        good=[
            Good(
                "preserve",
                "W dniach 12–16 maja 2025 r. w budynkach przy ul. Lipowej 4, 6 i 8 wymienimy wodomierze na nowe, odczytywane radiowo. Prace wykona firma AquaMet, a koszty pokrywa spółdzielnia – lokatorzy nic nie płacą. Prosimy, aby zapewnili Państwo dostęp do instalacji w łazience i w kuchni. Harmonogram dla każdej klatki wywiesimy na tablicach ogłoszeń. Jeśli nie będzie Państwa w domu w wyznaczonym terminie, trzeba do 9 maja uzgodnić inny termin z administracją (tel. 22 615 40 12). Po wymianie nie będzie już potrzeby udostępniania mieszkania do odczytów.\n\nZarząd SM „Zielone Wzgórze”",
            ),
            Good(
                "preserve",
                "Wymiana wodomierzy – SM „Zielone Wzgórze”\n\nTermin: 12–16 maja 2025 r.\nBudynki: ul. Lipowa 4, 6 i 8.\nZakres: wymiana wodomierzy na urządzenia z odczytem radiowym, wykonywany przez firmę AquaMet na koszt spółdzielni – bez żadnych opłat dla lokatorów.\n\nProsimy o udostępnienie instalacji w łazience i kuchni. Harmonogram dla poszczególnych klatek zostanie wywieszony na tablicach ogłoszeń. Osoby, które nie będą mogły być w domu w wyznaczonym terminie, muszą najpóźniej do 9 maja ustalić inny termin z administracją (tel. 22 615 40 12). Po wymianie odczyty nie będą już wymagały wejścia do mieszkania.",
            ),
            Good(
                "en",
                "The Board of the “Zielone Wzgórze” Housing Cooperative announces that on 12–16 May 2025 the water meters in the buildings at 4, 6 and 8 Lipowa Street will be replaced with radio-read meters. The work will be carried out by AquaMet at the cooperative's expense; residents will not pay any charges. Please provide access to the pipework in your bathroom and kitchen. The schedule for each staircase will be posted on the notice boards. If you cannot be at home on the assigned date, you must arrange another date with the management office, tel. 22 615 40 12, by 9 May at the latest. After the replacement, you will no longer need to give access to your flat for meter readings.",
            ),
        ],
        bad=[
            Slip(0, [("do 9 maja", "do 11 maja")], "date"),
            Slip(1, [("odczyty nie będą już wymagały", "odczyty nadal będą wymagały")], "negation"),
            Slip(
                2,
                [
                    (
                        "at the cooperative's expense;",
                        "at the cooperative's expense, and the new meters carry a ten-year manufacturer's warranty;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-turniej-szachowy-juniorow-wolomin-zapisy",
        source="III Turniej Szachowy Juniorów o Puchar Burmistrza Wołomina odbędzie się w sobotę 22 marca 2025 r. w hali MOSiR przy ul. Korsaka 4. Rozegramy 7 rund systemem szwajcarskim, tempem 15 minut na partię plus 10 sekund na każde posunięcie. W turnieju mogą startować zawodnicy urodzeni w 2009 roku i młodsi. Zgłoszenia przyjmujemy do 18 marca przez serwis https://www.chessarbiter.com, a liczba miejsc jest ograniczona do 80. Wpisowe wynosi 30 zł. Uczestnicy muszą potwierdzić swój udział w biurze zawodów najpóźniej do godziny 9:15; zawodnicy niepotwierdzeni nie zostaną rozstawieni w pierwszej rundzie. Turniej zostanie zgłoszony do oceny rankingowej FIDE.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na III Turniej Szachowy Juniorów o Puchar Burmistrza Wołomina!\n\nKiedy: sobota, 22 marca 2025 r.\nGdzie: hala MOSiR, ul. Korsaka 4\nFormuła: 7 rund systemem szwajcarskim, tempo 15 min na partię + 10 s na ruch\n\nZagrać mogą zawodnicy z rocznika 2009 i młodsi. Zapisy do 18 marca w serwisie https://www.chessarbiter.com – mamy tylko 80 miejsc. Wpisowe: 30 zł. Udział trzeba potwierdzić w biurze zawodów do 9:15; kto tego nie zrobi, nie zostanie rozstawiony w pierwszej rundzie. Turniej zgłosimy do oceny rankingowej FIDE.",
            ),
            Good(
                "preserve",
                "Zawodników urodzonych w 2009 roku lub później zapraszamy do udziału w III Turnieju Szachowym Juniorów o Puchar Burmistrza Wołomina. Zawody zostaną rozegrane w sobotę, 22 marca 2025 r., w hali MOSiR przy ul. Korsaka 4, na dystansie 7 rund w systemie szwajcarskim, z tempem gry 15 minut na partię i dodatkiem 10 sekund za każde posunięcie. Zgłoszenia przyjmowane są do 18 marca za pośrednictwem https://www.chessarbiter.com; liczba miejsc jest ograniczona do 80. Wpisowe wynosi 30 zł. Każdy uczestnik musi potwierdzić udział w biurze zawodów do godz. 9:15 – osoby bez potwierdzenia nie będą rozstawione w pierwszej rundzie. Turniej zostanie zgłoszony do oceny rankingowej FIDE.",
            ),
            Good(
                "en",
                "The 3rd Junior Chess Tournament for the Mayor of Wołomin Cup will take place on Saturday, 22 March 2025, at the MOSiR hall, ul. Korsaka 4. We will play 7 rounds in the Swiss system at a time control of 15 minutes per game plus 10 seconds per move. Players born in 2009 or later may take part. Entries are accepted until 18 March via https://www.chessarbiter.com, and places are limited to 80. The entry fee is PLN 30. Players must confirm their participation at the tournament office by 9:15 a.m.; unconfirmed players will not be paired in the first round. The tournament will be submitted for FIDE rating.",
            ),
        ],
        bad=[
            Slip(0, [("mamy tylko 80 miejsc", "mamy tylko 60 miejsc")], "number"),
            Slip(
                1,
                [("Każdy uczestnik musi potwierdzić", "Każdy uczestnik powinien potwierdzić")],
                "modality",
            ),
            Slip(2, [("https://www.chessarbiter.com", "https://www.chess-arbiter.com")], "url"),
        ],
    ),
    Case(
        key="pl-punkt-nieodplatnej-pomocy-prawnej-godziny",
        source="Nieodpłatna pomoc prawna przysługuje każdej osobie, która nie jest w stanie ponieść kosztów odpłatnej pomocy prawnej i złoży pisemne oświadczenie w tej sprawie (art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej). Punkt przy ul. Sienkiewicza 12 jest czynny w poniedziałki, wtorki i piątki w godz. 12:00–16:00, a w środy i czwartki w godz. 14:00–18:00. Na wizytę trzeba się wcześniej zapisać pod numerem 81 466 53 00. Zgodnie z art. 3 ust. 2 tej ustawy pomoc nie obejmuje spraw podatkowych związanych z prowadzeniem działalności gospodarczej. Osoby z niepełnosprawnością ruchową, które nie mogą dotrzeć do punktu, mogą otrzymać poradę telefonicznie lub przez internet. Prawnik nie reprezentuje klienta przed sądem.",
        good=[
            Good(
                "preserve",
                "Z nieodpłatnej pomocy prawnej możesz skorzystać, jeśli nie jesteś w stanie zapłacić za odpłatną pomoc prawną i złożysz pisemne oświadczenie w tej sprawie (art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej). Punkt mieści się przy ul. Sienkiewicza 12 i jest otwarty:\n- w poniedziałki, wtorki i piątki: 12:00–16:00,\n- w środy i czwartki: 14:00–18:00.\n\nPrzed wizytą musisz się zapisać pod numerem 81 466 53 00. Pamiętaj, że pomoc nie obejmuje spraw podatkowych związanych z prowadzeniem działalności gospodarczej (art. 3 ust. 2 ustawy). Jeśli masz niepełnosprawność ruchową i nie możesz dotrzeć do punktu, możesz dostać poradę telefonicznie lub przez internet. Prawnik nie będzie cię reprezentować przed sądem.",
            ),
            Good(
                "preserve",
                "Punkt nieodpłatnej pomocy prawnej przy ul. Sienkiewicza 12 przyjmuje interesantów w poniedziałki, wtorki i piątki od 12:00 do 16:00 oraz w środy i czwartki od 14:00 do 18:00, wyłącznie po wcześniejszym zapisie pod numerem 81 466 53 00. Z pomocy może skorzystać każdy, kto nie jest w stanie ponieść kosztów odpłatnej pomocy prawnej i złoży pisemne oświadczenie – tak stanowi art. 4 ust. 2 ustawy z 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej. Osoby z niepełnosprawnością ruchową, które nie mogą przyjść do punktu, mogą uzyskać poradę telefonicznie lub przez internet. Na mocy art. 3 ust. 2 ustawy pomoc nie dotyczy spraw podatkowych związanych z prowadzeniem działalności gospodarczej. Prawnik nie występuje w imieniu klienta przed sądem.",
            ),
            Good(
                "en",
                "Free legal aid is available to anyone who cannot afford paid legal assistance and submits a written statement to that effect (Article 4(2) of the Act of 5 August 2015 on free legal aid). The office at ul. Sienkiewicza 12 is open on Mondays, Tuesdays and Fridays from 12:00 to 16:00, and on Wednesdays and Thursdays from 14:00 to 18:00. You need to book an appointment in advance by calling 81 466 53 00. Under Article 3(2) of the Act, the aid does not cover tax matters related to running a business. People with reduced mobility who cannot get to the office can receive advice by phone or online. The lawyer does not represent clients in court.",
            ),
        ],
        bad=[
            Slip(0, [("art. 4 ust. 2", "art. 4 ust. 1")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Prawnik nie występuje w imieniu klienta",
                        "Prawnik występuje w imieniu klienta",
                    )
                ],
                "negation",
            ),
            Slip(2, [("14:00 to 18:00", "14:00 to 19:00")], "date"),
        ],
    ),
    Case(
        key="pl-przesiewowe-badanie-sluchu-noworodkow",
        source="Badanie przesiewowe słuchu wykonuje się u każdego noworodka, najczęściej w 2.–3. dobie życia, jeszcze przed wypisem ze szpitala. Metoda otoemisji akustycznej (OAE) jest bezbolesna, trwa zwykle kilka minut i najlepiej przeprowadzić ją, gdy dziecko śpi. Wynik nieprawidłowy nie oznacza jeszcze niedosłuchu: szacuje się, że nawet 5–10% noworodków wymaga powtórzenia badania, najczęściej z powodu płynu w przewodzie słuchowym. Według danych programu opublikowanych przez Nowicką i wsp. (Otolaryngologia Polska, 2019; 73(4): 12–19) trwały niedosłuch wykrywa się u około 1–3 na 1000 badanych dzieci. Dziecko z nieprawidłowym wynikiem powinno zostać skierowane do ośrodka II poziomu przed ukończeniem 3. miesiąca życia.",
        good=[
            Good(
                "preserve",
                "Każdemu noworodkowi bada się słuch – zwykle w 2.–3. dobie życia, jeszcze zanim maluch wyjdzie ze szpitala. Badanie metodą otoemisji akustycznej (OAE) nie boli, trwa najczęściej kilka minut i najlepiej wykonać je podczas snu dziecka. Nieprawidłowy wynik to jeszcze nie diagnoza niedosłuchu. Szacuje się, że nawet 5–10% noworodków trzeba zbadać ponownie, zwykle dlatego, że w przewodzie słuchowym zalega płyn. Według danych programu (Nowicka i wsp., Otolaryngologia Polska, 2019; 73(4): 12–19) trwały niedosłuch stwierdza się u około 1–3 dzieci na 1000 zbadanych. Jeśli wynik jest nieprawidłowy, dziecko powinno trafić do ośrodka II poziomu, zanim skończy 3 miesiące.",
            ),
            Good(
                "preserve",
                "Przesiewowe badanie słuchu noworodków – najważniejsze informacje:\n1. Badanie obejmuje wszystkie noworodki i wykonuje się je przeważnie w 2.–3. dobie życia, przed wypisem ze szpitala.\n2. Stosuje się metodę otoemisji akustycznej (OAE): jest bezbolesna, zajmuje zazwyczaj kilka minut, a najlepiej przeprowadzić ją w czasie snu dziecka.\n3. Wynik nieprawidłowy nie przesądza o niedosłuchu – szacuje się, że powtórnego badania wymaga nawet 5–10% noworodków, najczęściej z powodu płynu w przewodzie słuchowym.\n4. Zgodnie z danymi programu (Nowicka i wsp., Otolaryngologia Polska, 2019; 73(4): 12–19) trwały niedosłuch rozpoznaje się u około 1–3 na 1000 przebadanych dzieci.\n5. Dziecko z nieprawidłowym wynikiem powinno zostać skierowane do ośrodka II poziomu przed ukończeniem 3. miesiąca życia.",
            ),
            Good(
                "en",
                "Every newborn has a hearing screening test, most often on day 2–3 of life, before leaving the hospital. The otoacoustic emissions (OAE) method is painless, usually takes a few minutes and is best done while the baby is asleep. An abnormal result does not yet mean hearing loss: it is estimated that as many as 5–10% of newborns need a repeat test, most often because of fluid in the ear canal. According to programme data published by Nowicka et al. (Otolaryngologia Polska, 2019; 73(4): 12–19), permanent hearing loss is found in about 1–3 per 1,000 children screened. A baby with an abnormal result should be referred to a level II centre before the age of 3 months.",
            ),
        ],
        bad=[
            Slip(0, [("Szacuje się, że nawet 5–10% noworodków", "Aż 5–10% noworodków")], "hedge"),
            Slip(1, [("2019; 73(4)", "2017; 73(4)")], "citation"),
            Slip(2, [("about 1–3 per 1,000", "about 1–3 per 10,000")], "number"),
        ],
    ),
    Case(
        key="pl-teatr-lalek-abonament-rodzinny-sezon",
        source="Abonament rodzinny Teatru Lalek „Kurtyna” na sezon 2025/2026 obejmuje 6 wybranych spektakli i kosztuje 240 zł dla dwóch osób. Każdy dodatkowy bilet dla członka rodziny można dokupić za 35 zł. Abonament jest imienny, ale na spektakl może z niego skorzystać inna osoba dorosła towarzysząca dziecku. Termin spektaklu można zmienić najpóźniej 48 godzin przed przedstawieniem, maksymalnie dwa razy w sezonie. Niewykorzystane spektakle przepadają i nie podlegają zwrotowi. Abonament należy okazać przy wejściu na widownię razem z biletem. Sprzedaż abonamentów rusza 1 września w kasie teatru i online.",
        good=[
            Good(
                "preserve",
                "Rodzinny abonament do Teatru Lalek „Kurtyna” na sezon 2025/2026 to 6 wybranych spektakli za 240 zł dla dwóch osób. Dodatkowy bilet dla członka rodziny możecie dokupić za 35 zł. Abonament jest imienny, ale może z niego skorzystać inna dorosła osoba, która przyjdzie z dzieckiem na spektakl. Termin przedstawienia możecie zmienić najpóźniej 48 godzin wcześniej i nie więcej niż dwa razy w sezonie. Pamiętajcie, że niewykorzystane spektakle przepadają, a pieniądze za nie nie są zwracane. Przy wejściu na widownię trzeba pokazać abonament razem z biletem. Abonamenty kupicie od 1 września w kasie teatru i przez internet.",
            ),
            Good(
                "preserve",
                "Abonament rodzinny – Teatr Lalek „Kurtyna”, sezon 2025/2026\n- Zakres i cena: 6 wybranych spektakli, 240 zł za dwie osoby.\n- Dodatkowe bilety: dla każdego kolejnego członka rodziny można dokupić bilet w cenie 35 zł.\n- Abonament jest imienny; na spektakl może z niego skorzystać również inna osoba dorosła towarzysząca dziecku.\n- Zmiana terminu: możliwa najpóźniej 48 godzin przed przedstawieniem, maksymalnie dwukrotnie w sezonie.\n- Niewykorzystane spektakle przepadają i nie podlegają zwrotowi.\n- Przy wejściu na widownię należy okazać abonament wraz z biletem.\n- Sprzedaż: od 1 września, w kasie teatru i online.",
            ),
            Good(
                "en",
                "The family season ticket for the “Kurtyna” Puppet Theatre for the 2025/2026 season covers 6 selected shows and costs PLN 240 for two people. Each additional ticket for a family member can be bought for PLN 35. The season ticket is personal, but another adult accompanying the child may use it to attend a show. You can change the date of a show no later than 48 hours before the performance, up to twice per season. Unused shows are forfeited and are not refundable. The season ticket must be shown together with a ticket when entering the auditorium. Season tickets go on sale on September 1 at the box office and online.",
            ),
        ],
        bad=[
            Slip(0, [("240 zł", "260 zł")], "number"),
            Slip(1, [("można dokupić bilet", "należy dokupić bilet")], "modality"),
            Slip(
                2,
                [
                    (
                        "at the box office and online.",
                        "at the box office and online, and holders get a 10% discount in the theatre café.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sklep-reklamacja-obuwia-prawa-konsumenta",
        source="Reklamację obuwia kupionego w naszym sklepie internetowym możesz złożyć przez formularz w zakładce „Moje zamówienia” albo mailowo na adres reklamacje@krokbutik.pl. Zgodnie z art. 43c ust. 1 ustawy o prawach konsumenta sprzedawca odpowiada za brak zgodności towaru z umową, który ujawnił się w ciągu dwóch lat od jego dostarczenia. Buty odeślij na nasz koszt, najlepiej w oryginalnym pudełku, ale nie jest to warunek przyjęcia reklamacji. Odpowiedź otrzymasz w ciągu 14 dni od otrzymania przez nas reklamacji; brak odpowiedzi w tym terminie oznacza, że uznaliśmy ją za zasadną (art. 7a ust. 2). Reklamacji nie podlegają uszkodzenia wynikające z niewłaściwego użytkowania, np. suszenia obuwia na kaloryferze.",
        good=[
            Good(
                "preserve",
                "Reklamacje obuwia zakupionego w sklepie internetowym przyjmujemy za pośrednictwem formularza dostępnego w zakładce „Moje zamówienia” lub pocztą elektroniczną na adres reklamacje@krokbutik.pl. Na podstawie art. 43c ust. 1 ustawy o prawach konsumenta sprzedawca ponosi odpowiedzialność za brak zgodności towaru z umową ujawniony w ciągu dwóch lat od jego dostarczenia. Koszt odesłania obuwia pokrywa sklep; zalecamy użycie oryginalnego pudełka, choć nie jest to warunkiem przyjęcia reklamacji. Odpowiedzi udzielamy w terminie 14 dni od otrzymania reklamacji, a jej brak w tym terminie oznacza uznanie reklamacji za zasadną (art. 7a ust. 2). Reklamacja nie obejmuje uszkodzeń powstałych wskutek niewłaściwego użytkowania, na przykład suszenia butów na kaloryferze.",
            ),
            Good(
                "preserve",
                "Coś nie tak z butami? Oto jak złożyć reklamację:\n1. Wypełnij formularz w zakładce „Moje zamówienia” albo napisz na reklamacje@krokbutik.pl.\n2. Odeślij buty – koszt wysyłki bierzemy na siebie. Najlepiej w oryginalnym pudełku, ale bez niego też przyjmiemy reklamację.\n3. Poczekaj na odpowiedź: udzielimy jej w ciągu 14 dni od otrzymania reklamacji. Jeśli nie odpowiemy w tym terminie, oznacza to, że uznaliśmy reklamację za zasadną (art. 7a ust. 2).\n\nOdpowiadamy za brak zgodności towaru z umową, który ujawni się w ciągu dwóch lat od dostarczenia butów (art. 43c ust. 1 ustawy o prawach konsumenta). Reklamacją nie są jednak objęte uszkodzenia wynikające z niewłaściwego użytkowania – np. suszenia obuwia na kaloryferze.",
            ),
            Good(
                "en",
                "You can submit a complaint about shoes bought in our online shop via the form in the “My orders” tab or by e-mail to reklamacje@krokbutik.pl. Under Article 43c(1) of the Consumer Rights Act, the seller is liable for any lack of conformity of the goods with the contract that becomes apparent within two years of delivery. Send the shoes back at our expense, ideally in the original box, although this is not a condition for accepting the complaint. You will receive a reply within 14 days of our receiving the complaint; if we do not reply within this time, it means we have accepted the complaint as justified (Article 7a(2)). Damage caused by improper use, e.g. drying the shoes on a radiator, is not covered by a complaint.",
            ),
        ],
        bad=[
            Slip(0, [("art. 43c ust. 1", "art. 43d ust. 1")], "legal_reference"),
            Slip(1, [("w ciągu 14 dni od otrzymania", "w ciągu 21 dni od otrzymania")], "date"),
            Slip(2, [("is not covered by a complaint", "is covered by a complaint")], "negation"),
        ],
    ),
    Case(
        key="pl-readme-bash-rotacja-logow-cron",
        source="# rotate-logs.sh\n\nProsty skrypt Bash do rotacji logów aplikacji. Kompresuje pliki `*.log` starsze niż 7 dni poleceniem `gzip` i usuwa archiwa starsze niż 30 dni.\n\n## Użycie\n\n```bash\n./rotate-logs.sh --dir /var/log/myapp --keep 30\n```\n\nSkrypt należy uruchamiać jako użytkownik, który ma prawo zapisu w katalogu z logami; nie uruchamiaj go jako `root`. Zalecamy dodanie go do `cron` raz na dobę, np. o 3:00. Opcja `--dry-run` wypisuje pliki, które zostałyby skompresowane lub usunięte, ale niczego nie zmienia. Wymaga Bash 4.2 lub nowszego.",
        good=[
            Good(
                "preserve",
                "# rotate-logs.sh\n\nSkrypt w Bashu, który rotuje logi aplikacji: pliki `*.log` starsze niż 7 dni pakuje za pomocą `gzip`, a archiwa starsze niż 30 dni kasuje.\n\n## Jak uruchomić\n\n```bash\n./rotate-logs.sh --dir /var/log/myapp --keep 30\n```\n\n- Uruchamiaj skrypt z konta użytkownika z prawem zapisu do katalogu logów – **nie** jako `root`.\n- Zalecamy dodanie go do `cron`, żeby działał raz na dobę, np. o 3:00.\n- Z opcją `--dry-run` skrypt tylko wypisze pliki, które skompresowałby lub usunął, i niczego nie zmieni.\n\nWymagania: Bash 4.2 lub nowszy.",
            ),
            Good(
                "preserve",
                "# rotate-logs.sh\n\nSkrypt Bash przeznaczony do rotacji logów aplikacji. Pliki `*.log` starsze niż 7 dni są kompresowane poleceniem `gzip`, natomiast archiwa starsze niż 30 dni są usuwane.\n\n## Użycie\n\n```bash\n./rotate-logs.sh --dir /var/log/myapp --keep 30\n```\n\nSkrypt musi być uruchamiany przez użytkownika posiadającego prawo zapisu w katalogu z logami – nie uruchamiaj go z konta `root`. Zalecamy wywoływanie go raz na dobę przez `cron`, na przykład o godzinie 3:00. Po podaniu opcji `--dry-run` skrypt wyświetla listę plików przeznaczonych do kompresji lub usunięcia, nie wprowadzając żadnych zmian. Wymagana wersja: Bash 4.2 lub nowsza.",
            ),
            Good(
                "en",
                "# rotate-logs.sh\n\nA simple Bash script for rotating application logs. It compresses `*.log` files older than 7 days with `gzip` and deletes archives older than 30 days.\n\n## Usage\n\n```bash\n./rotate-logs.sh --dir /var/log/myapp --keep 30\n```\n\nThe script must be run as a user with write permission in the log directory; do not run it as `root`. We recommend adding it to `cron` to run once a day, e.g. at 3:00 a.m. The `--dry-run` option lists the files that would be compressed or deleted but does not change anything. Requires Bash 4.2 or newer.",
            ),
        ],
        bad=[
            Slip(0, [("--dir /var/log/myapp", "--path /var/log/myapp")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\n./rotate-logs.sh --dir /var/log/myapp --keep 30\n```",
                        "./rotate-logs.sh --dir /var/log/myapp --keep 30",
                    )
                ],
                "markdown",
            ),
            Slip(
                2, [("We recommend adding it to `cron`", "You must add it to `cron`")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-pszok-zbiorka-elektroodpadow-limity",
        source="Punkt Selektywnej Zbiórki Odpadów Komunalnych (PSZOK) przy ul. Przemysłowej 3 bezpłatnie przyjmuje od mieszkańców gminy zużyty sprzęt elektryczny i elektroniczny. Jednorazowo można oddać najwyżej 5 sztuk drobnego sprzętu i 2 sztuki dużego AGD. Sprzęt musi być kompletny: nie przyjmujemy lodówek bez sprężarki ani telewizorów z rozbitym ekranem. Przy oddawaniu odpadów trzeba okazać dokument potwierdzający zamieszkanie na terenie gminy, np. kopię deklaracji o wysokości opłaty. Szacujemy, że mieszkańcy oddają w ten sposób około 40 ton elektroodpadów rocznie, co prawdopodobnie stanowi zaledwie połowę sprzętu wycofywanego z użytku. Zużytych baterii nie wyrzucaj do zwykłego kosza – możesz je oddać w PSZOK lub w większości sklepów.",
        good=[
            Good(
                "preserve",
                "Zużyty sprzęt elektryczny lub elektroniczny? Oddaj go do PSZOK przy ul. Przemysłowej 3 – dla mieszkańców gminy to nic nie kosztuje.\n\nKilka zasad:\n- za jednym razem przyjmujemy najwyżej 5 sztuk drobnego sprzętu i 2 sztuki dużego AGD;\n- sprzęt musi być kompletny, więc nie przyjmiemy lodówki bez sprężarki ani telewizora z rozbitym ekranem;\n- trzeba pokazać dokument potwierdzający, że mieszkasz w gminie, np. kopię deklaracji o wysokości opłaty.\n\nWedług naszych szacunków mieszkańcy przynoszą tu około 40 ton elektroodpadów rocznie – to prawdopodobnie zaledwie połowa sprzętu wycofywanego z użytku. Baterii nie wyrzucaj do zwykłego kosza: możesz je oddać w PSZOK albo w większości sklepów.",
            ),
            Good(
                "preserve",
                "Mieszkańcy gminy mogą bezpłatnie oddawać zużyty sprzęt elektryczny i elektroniczny w Punkcie Selektywnej Zbiórki Odpadów Komunalnych (PSZOK) przy ul. Przemysłowej 3. Limit jednorazowej dostawy wynosi 5 sztuk drobnego sprzętu oraz 2 sztuki dużego AGD. Przyjmowany jest wyłącznie sprzęt kompletny – punkt nie przyjmuje lodówek pozbawionych sprężarki ani telewizorów z rozbitym ekranem. Oddający odpady musi okazać dokument potwierdzający zamieszkanie na terenie gminy, np. kopię deklaracji o wysokości opłaty. Według szacunków punktu mieszkańcy oddają w ten sposób około 40 ton elektroodpadów rocznie, co prawdopodobnie odpowiada zaledwie połowie sprzętu wycofywanego z użytku. Zużytych baterii nie należy wyrzucać do zwykłego kosza; można je oddać w PSZOK lub w większości sklepów.",
            ),
            Good(
                "en",
                "The Municipal Waste Collection Point (PSZOK) at ul. Przemysłowa 3 accepts used electrical and electronic equipment from residents of the municipality free of charge. You can drop off at most 5 small items and 2 large household appliances at a time. Equipment must be complete: we do not accept fridges without a compressor or TVs with a broken screen. When dropping off waste, you need to show a document confirming that you live in the municipality, e.g. a copy of your waste fee declaration. We estimate that residents bring in about 40 tonnes of e-waste this way each year, which is probably only half of the equipment taken out of use. Do not throw used batteries in the ordinary bin – you can hand them in at the PSZOK or at most shops.",
            ),
        ],
        bad=[
            Slip(0, [("Baterii nie wyrzucaj", "Baterie wyrzucaj")], "negation"),
            Slip(1, [("co prawdopodobnie odpowiada", "co odpowiada")], "hedge"),
            Slip(2, [("at most 5 small items", "at most 10 small items")], "number"),
        ],
    ),
    Case(
        key="pl-biblioteka-wypozyczenia-prolongata-wakacje",
        source="Czytelnik może jednocześnie wypożyczyć do 8 książek na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, o kolejne 30 dni, przez konto w katalogu online https://katalog.mbp-sopot.pl lub telefonicznie – pod warunkiem że na daną pozycję nie czeka inny czytelnik. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł od egzemplarza. Nowości (oznaczone zieloną naklejką) wypożyczamy tylko na 14 dni i bez możliwości prolongaty. Od 1 lipca do 31 sierpnia 2025 r. biblioteka będzie czynna od poniedziałku do piątku w godz. 10:00–17:00, a w soboty będzie zamknięta. Zwrotów można dokonywać także przez całodobową wrzutnię przy wejściu.",
        good=[
            Good(
                "preserve",
                "Jak wypożyczać w naszej bibliotece:\n- Naraz możesz mieć do 8 książek, każdą na trzydzieści dni.\n- Termin zwrotu przedłużysz dwa razy, za każdym razem o 30 dni – na swoim koncie w katalogu https://katalog.mbp-sopot.pl albo telefonicznie. Warunek: nikt inny nie czeka na tę pozycję.\n- Za każdy dzień spóźnienia płacisz 0,20 zł za egzemplarz.\n- Nowości z zieloną naklejką wypożyczamy tylko na 14 dni i nie można ich prolongować.\n- Książki możesz też zwracać do całodobowej wrzutni przy wejściu.\n\nWakacje: od 1 lipca do 31 sierpnia 2025 r. jesteśmy otwarci od poniedziałku do piątku w godz. 10:00–17:00, a w soboty biblioteka będzie zamknięta.",
            ),
            Good(
                "preserve",
                "Jednorazowo czytelnik może wypożyczyć maksymalnie 8 książek, na okres 30 dni. Jeśli na daną pozycję nie oczekuje inny czytelnik, termin zwrotu można przedłużyć dwukrotnie o kolejne 30 dni – za pośrednictwem konta w katalogu online https://katalog.mbp-sopot.pl lub telefonicznie. Wyjątek stanowią nowości oznaczone zieloną naklejką: wypożycza się je wyłącznie na 14 dni, bez możliwości prolongaty. Za każdy dzień przekroczenia terminu pobierana jest opłata 0,20 zł od egzemplarza. Zwrotów można dokonywać również przez całodobową wrzutnię przy wejściu. W okresie od 1 lipca do 31 sierpnia 2025 r. biblioteka jest czynna od poniedziałku do piątku w godzinach 10:00–17:00; w soboty pozostaje zamknięta.",
            ),
            Good(
                "en",
                "Readers may borrow up to 8 books at a time for 30 days. The loan period can be renewed twice, by another 30 days each time, through your account in the online catalogue at https://katalog.mbp-sopot.pl or by phone, provided no other reader is waiting for the item. A late fee of PLN 0.20 per item is charged for each day overdue. New titles (marked with a green sticker) are lent for 14 days only and cannot be renewed. From July 1 to August 31, 2025, the library will be open Monday to Friday, 10:00–17:00, and closed on Saturdays. Books can also be returned via the 24-hour drop box at the entrance.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 sierpnia 2025 r.", "do 15 sierpnia 2025 r.")], "date"),
            Slip(
                1,
                [("termin zwrotu można przedłużyć", "termin zwrotu trzeba przedłużyć")],
                "modality",
            ),
            Slip(2, [("https://katalog.mbp-sopot.pl", "https://katalog.mbp.sopot.pl")], "url"),
        ],
    ),
    Case(
        key="pl-smartfon-przed-snem-metaanaliza-nastolatki",
        source="Dzieci i nastolatki, które korzystają ze smartfona lub tabletu przed snem, mają mniej więcej dwukrotnie większe ryzyko zbyt krótkiego snu – wynika z metaanalizy Carter i wsp. (JAMA Pediatrics, 2016; 170(12): 1202–1208), obejmującej 20 badań i ponad 125 tys. uczestników. Autorzy podkreślają jednak, że analizowane badania miały charakter obserwacyjny, więc nie dowodzą, że to ekran jest przyczyną krótszego snu. Możliwe, że część młodzieży sięga po telefon właśnie dlatego, że nie może zasnąć. Amerykańska Akademia Pediatrii zaleca, by nastolatki spały od 8 do 10 godzin na dobę, a urządzenia odkładały co najmniej 30 minut przed snem. Nie oznacza to, że telefon trzeba wynosić z sypialni, choć wielu rodzinom to pomaga.",
        good=[
            Good(
                "preserve",
                "Ekran przed snem a krótszy sen – co naprawdę wiemy?\n\nMetaanaliza Carter i wsp. (JAMA Pediatrics, 2016; 170(12): 1202–1208), obejmująca 20 badań i ponad 125 tys. uczestników, pokazała, że dzieci i nastolatki używające smartfona lub tabletu przed snem są mniej więcej dwukrotnie bardziej narażone na zbyt krótki sen. Autorzy zastrzegają jednak, że były to badania obserwacyjne – nie dowodzą więc, że krótszy sen powoduje właśnie ekran. Być może część młodych ludzi sięga po telefon dlatego, że nie może zasnąć. Amerykańska Akademia Pediatrii zaleca nastolatkom 8–10 godzin snu na dobę i odkładanie urządzeń co najmniej 30 minut przed snem. Nie trzeba przy tym wynosić telefonu z sypialni, choć w wielu rodzinach to pomaga.",
            ),
            Good(
                "preserve",
                "Według metaanalizy Carter i wsp. (JAMA Pediatrics, 2016; 170(12): 1202–1208) – 20 badań, ponad 125 tys. uczestników – dzieci i nastolatki korzystające przed snem ze smartfona lub tabletu mają mniej więcej dwa razy większe ryzyko, że będą spać za krótko. Badania te były jednak obserwacyjne, więc, jak podkreślają autorzy, nie dowodzą, że przyczyną krótszego snu jest ekran. Możliwe też, że niektórzy młodzi sięgają po telefon, bo nie mogą zasnąć. Amerykańska Akademia Pediatrii zaleca nastolatkom od 8 do 10 godzin snu na dobę i odkładanie urządzeń co najmniej 30 minut przed snem. Telefonu nie trzeba wynosić z sypialni, choć wielu rodzinom to pomaga.",
            ),
            Good(
                "en",
                "Children and teenagers who use a smartphone or tablet before bed have roughly twice the risk of getting too little sleep, according to a meta-analysis by Carter et al. (JAMA Pediatrics, 2016; 170(12): 1202–1208) covering 20 studies and more than 125,000 participants. The authors stress, however, that the studies analysed were observational, so they do not prove that the screen is the cause of shorter sleep. It is possible that some young people reach for their phone precisely because they cannot fall asleep. The American Academy of Pediatrics recommends that teenagers sleep 8 to 10 hours a day and put their devices away at least 30 minutes before bedtime. This does not mean the phone has to be taken out of the bedroom, although many families find that it helps.",
            ),
        ],
        bad=[
            Slip(0, [("Carter i wsp.", "Carver i wsp.")], "citation"),
            Slip(1, [("mniej więcej dwa razy większe", "dwa razy większe")], "hedge"),
            Slip(
                2,
                [("This does not mean the phone has to be", "This means the phone has to be")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-pakiet-faktura-klucz-api",
        source="## Instalacja\n\nPakiet `faktura-pl` wymaga Pythona 3.10 lub nowszego. Zainstaluj go poleceniem:\n\n```\npip install faktura-pl==2.3.1\n```\n\n## Konfiguracja\n\nPrzed pierwszym użyciem ustaw zmienną środowiskową `FAKTURA_API_KEY`. Klucz wygenerujesz w panelu na stronie [ustawień konta](https://panel.faktura-pl.dev/klucze). Nie zapisuj klucza w repozytorium – jeśli trafi do publicznego kodu, zostanie automatycznie unieważniony. Domyślny limit to 100 zapytań na minutę; po jego przekroczeniu API zwraca błąd `429`.\n\n## Licencja\n\nMIT",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet `faktura-pl` instalujesz tak:\n\n```\npip install faktura-pl==2.3.1\n```\n\n## Konfiguracja\n\n1. Wygeneruj klucz w panelu, na stronie [ustawień konta](https://panel.faktura-pl.dev/klucze).\n2. Zanim użyjesz pakietu po raz pierwszy, zapisz klucz w zmiennej środowiskowej `FAKTURA_API_KEY`.\n\nKlucza nie commituj do repozytorium: jeśli znajdzie się w publicznym kodzie, zostanie automatycznie unieważniony. Domyślny limit to 100 zapytań na minutę – powyżej niego API odpowie błędem `429`.\n\n## Licencja\n\nMIT",
            ),
            Good(
                "preserve",
                "## Instalacja\n\nWymagany jest Python 3.10+. Instalacja pakietu `faktura-pl`:\n\n```\npip install faktura-pl==2.3.1\n```\n\n## Konfiguracja\n\nPrzed pierwszym uruchomieniem ustaw zmienną środowiskową `FAKTURA_API_KEY` – klucz wygenerujesz w panelu, w [ustawieniach konta](https://panel.faktura-pl.dev/klucze). Nie przechowuj klucza w repozytorium; klucz, który trafi do publicznego kodu, zostanie automatycznie unieważniony. Domyślny limit wynosi 100 zapytań na minutę, a jego przekroczenie skutkuje błędem `429`.\n\n## Licencja\n\nMIT",
            ),
            Good(
                "en",
                "## Installation\n\nThe `faktura-pl` package requires Python 3.10 or newer. Install it with:\n\n```\npip install faktura-pl==2.3.1\n```\n\n## Configuration\n\nBefore first use, set the `FAKTURA_API_KEY` environment variable. You can generate the key in the panel on the [account settings](https://panel.faktura-pl.dev/klucze) page. Do not store the key in your repository – if it ends up in public code, it will be revoked automatically. The default limit is 100 requests per minute; once it is exceeded, the API returns a `429` error.\n\n## License\n\nMIT",
            ),
        ],
        bad=[
            Slip(0, [("`FAKTURA_API_KEY`", "`FAKTURA_KEY`")], "code"),
            Slip(1, [("## Konfiguracja", "Konfiguracja:")], "markdown"),
            Slip(
                2,
                [
                    (
                        "Do not store the key in your repository – if it ends up in public code, it will be revoked automatically. The default limit is 100 requests per minute; once it is exceeded, the API returns a `429` error.",
                        "Nie zapisuj klucza w repozytorium – jeśli trafi do publicznego kodu, zostanie automatycznie unieważniony. Domyślny limit to 100 zapytań na minutę; po jego przekroczeniu API zwraca błąd `429`.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-weterynarz-szczepienia-psow-wscieklizna",
        source="Szczepienie przeciwko wściekliźnie jest w Polsce obowiązkowe dla każdego psa, który ukończył 3 miesiące; pierwszą dawkę należy podać najpóźniej w ciągu 30 dni od osiągnięcia tego wieku, a następnie powtarzać szczepienie co 12 miesięcy. Szczenięta powinny dodatkowo otrzymać szczepienia przeciwko nosówce, parwowirozie i chorobie Rubartha, zwykle w 6., 9. i 12. tygodniu życia. Przed szczepieniem zwierzę musi być zdrowe, dlatego lekarz zawsze przeprowadza badanie ogólne. Po szczepieniu pies może być przez dobę osowiały, co zazwyczaj nie jest powodem do niepokoju. Wizyta kosztuje 90 zł, a szczepienie przeciwko wściekliźnie 60 zł. Prosimy zabrać książeczkę zdrowia psa.",
        good=[
            Good(
                "preserve",
                "Każdy pies po ukończeniu 3 miesięcy musi być zaszczepiony przeciwko wściekliźnie – w Polsce to obowiązek. Pierwszą dawkę trzeba podać najpóźniej 30 dni po osiągnięciu tego wieku, a potem powtarzać szczepienie co 12 miesięcy. Szczeniaki powinny też dostać szczepionki przeciwko nosówce, parwowirozie i chorobie Rubartha – zazwyczaj w 6., 9. i 12. tygodniu życia. Zwierzę musi być przed szczepieniem zdrowe, dlatego lekarz zawsze najpierw je bada. Przez dobę po szczepieniu pies może być osowiały – zwykle nie ma powodu do niepokoju. Koszt: wizyta 90 zł, szczepienie przeciwko wściekliźnie 60 zł. Nie zapomnijcie książeczki zdrowia psa!",
            ),
            Good(
                "preserve",
                "Szczepienia psów – informacje dla opiekunów\n1. Wścieklizna: szczepienie obowiązkowe dla każdego psa, który ukończył 3 miesiące. Pierwszą dawkę należy podać nie później niż 30 dni od osiągnięcia tego wieku, a kolejne – co 12 miesięcy.\n2. Nosówka, parwowiroza, choroba Rubartha: szczenięta powinny być przeciwko nim szczepione, zwykle w 6., 9. i 12. tygodniu życia.\n3. Badanie: przed szczepieniem zwierzę musi być zdrowe, dlatego lekarz zawsze wykonuje badanie ogólne.\n4. Po szczepieniu: przez 24 godziny pies może być osowiały; zazwyczaj nie jest to powód do niepokoju.\n5. Ceny: wizyta – 90 zł, szczepienie przeciwko wściekliźnie – 60 zł.\n\nProsimy o zabranie książeczki zdrowia psa.",
            ),
            Good(
                "en",
                "In Poland, rabies vaccination is compulsory for every dog over 3 months old; the first dose must be given within 30 days of reaching that age at the latest, and the vaccination must then be repeated every 12 months. Puppies should also be vaccinated against distemper, parvovirus and infectious canine hepatitis (Rubarth's disease), usually at 6, 9 and 12 weeks of age. The animal must be healthy before vaccination, so the vet always carries out a general examination. After the vaccination your dog may be lethargic for a day, which is usually nothing to worry about. A visit costs PLN 90 and the rabies vaccination PLN 60. Please bring your dog's health booklet.",
            ),
        ],
        bad=[
            Slip(0, [("Szczeniaki powinny też dostać", "Szczeniaki muszą też dostać")], "modality"),
            Slip(1, [("wizyta – 90 zł", "wizyta – 80 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "Please bring your dog's health booklet.",
                        "Please bring your dog's health booklet; the vaccination will also be entered in the national pet register.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szkola-jazdy-kurs-kategorii-b",
        source="Kurs prawa jazdy kategorii B w naszej szkole obejmuje 30 godzin teorii i 30 godzin jazd. Najbliższa edycja rusza w poniedziałek 3 listopada 2025 r. o 17:00. Przed zapisem kandydat musi uzyskać profil kandydata na kierowcę (PKK) w wydziale komunikacji, co trwa zwykle około tygodnia. Na kurs można zapisać się już 3 miesiące przed ukończeniem 18 lat, jednak samo prawo jazdy zostanie wydane dopiero po 18. urodzinach. Jazdy odbywają się samochodem z manualną skrzynią biegów; nie prowadzimy szkolenia na autach z automatyczną skrzynią. Egzamin wewnętrzny jest bezpłatny, a dodatkowa godzina jazdy kosztuje 120 zł.",
        good=[
            Good(
                "preserve",
                "Chcesz zrobić prawo jazdy kat. B? Nasz kurs to trzydzieści godzin teorii i trzydzieści godzin jazd, a najbliższa grupa startuje w poniedziałek, 3 listopada 2025 r., o 17:00. Zanim się zapiszesz, musisz uzyskać w wydziale komunikacji profil kandydata na kierowcę (PKK) – zwykle trwa to około tygodnia. Zapisać możesz się już 3 miesiące przed 18. urodzinami, ale samo prawo jazdy dostaniesz dopiero, gdy skończysz 18 lat. Jeździsz autem z manualną skrzynią biegów – szkolenia na automacie nie prowadzimy. Egzamin wewnętrzny nic nie kosztuje, a za dodatkową godzinę jazdy zapłacisz 120 zł.",
            ),
            Good(
                "preserve",
                "Kurs prawa jazdy kategorii B – informacje:\n- zakres: 30 godzin zajęć teoretycznych i 30 godzin jazd;\n- rozpoczęcie: poniedziałek, 3 listopada 2025 r., godz. 17:00;\n- warunek zapisu: profil kandydata na kierowcę (PKK) uzyskany w wydziale komunikacji – jego wydanie trwa zwykle około tygodnia;\n- wiek: zapis możliwy już 3 miesiące przed ukończeniem 18 lat; prawo jazdy wydawane jest dopiero po 18. urodzinach;\n- pojazd: samochód z manualną skrzynią biegów (szkolenia na autach z automatyczną skrzynią nie prowadzimy);\n- egzamin wewnętrzny: bezpłatny;\n- dodatkowa godzina jazdy: 120 zł.",
            ),
            Good(
                "en",
                "Our category B driving course includes 30 hours of theory and 30 hours of driving lessons. The next course starts on Monday, 3 November 2025, at 5:00 p.m. Before enrolling, you must obtain a driver candidate profile (PKK) from the vehicle registration office, which usually takes about a week. You can enrol as early as 3 months before your 18th birthday, but the licence itself will only be issued after you turn 18. Lessons take place in a car with a manual gearbox; we do not offer training in cars with an automatic gearbox. The internal exam is free, and an extra hour of driving costs PLN 120.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "szkolenia na automacie nie prowadzimy",
                        "szkolenia na automacie również prowadzimy",
                    )
                ],
                "negation",
            ),
            Slip(1, [("godz. 17:00", "godz. 18:00")], "date"),
            Slip(2, [("which usually takes about a week", "which takes a week")], "hedge"),
        ],
    ),
    Case(
        key="pl-smog-nowy-targ-raport-gios",
        source="W sezonie grzewczym 2023/2024 średnie stężenie pyłu PM2,5 w Nowym Targu wyniosło 28 µg/m³, czyli ponad pięciokrotnie więcej niż średnioroczna wartość zalecana przez WHO (5 µg/m³; WHO Global Air Quality Guidelines, 2021). Według raportu GIOŚ „Ocena jakości powietrza w strefach w Polsce za rok 2023” (2024, s. 47) głównym źródłem zanieczyszczeń pozostaje niska emisja z domowych pieców i kotłów. W dni, w których obowiązuje alert smogowy, osoby starsze i dzieci powinny ograniczyć przebywanie na zewnątrz, a osoby chorujące na astmę mogą potrzebować częstszego przyjmowania leków. Bieżące wyniki pomiarów można sprawdzać na stronie powietrze.gios.gov.pl.",
        good=[
            Good(
                "preserve",
                "Głównym źródłem zanieczyszczeń wciąż jest niska emisja z domowych pieców i kotłów – tak wynika z raportu GIOŚ „Ocena jakości powietrza w strefach w Polsce za rok 2023” (2024, s. 47). W Nowym Targu w sezonie grzewczym 2023/2024 średnie stężenie pyłu PM2,5 sięgnęło 28 µg/m³, a więc ponad pięć razy więcej, niż WHO zaleca jako wartość średnioroczną (5 µg/m³; WHO Global Air Quality Guidelines, 2021). Kiedy obowiązuje alert smogowy, seniorzy i dzieci powinni ograniczyć czas spędzany na zewnątrz, a astmatycy mogą potrzebować leków częściej niż zwykle. Aktualne pomiary sprawdzisz na stronie powietrze.gios.gov.pl.",
            ),
            Good(
                "preserve",
                "Jakość powietrza w Nowym Targu – sezon grzewczy 2023/2024\n- Średnie stężenie PM2,5: 28 µg/m³, tj. ponad pięciokrotnie więcej niż średnioroczna wartość zalecana przez WHO (5 µg/m³; WHO Global Air Quality Guidelines, 2021).\n- Główne źródło zanieczyszczeń: niska emisja z domowych pieców i kotłów (GIOŚ, „Ocena jakości powietrza w strefach w Polsce za rok 2023”, 2024, s. 47).\n- W dni alertu smogowego: osoby starsze i dzieci powinny ograniczyć przebywanie na zewnątrz; osoby z astmą mogą potrzebować częstszego przyjmowania leków.\n- Bieżące pomiary: powietrze.gios.gov.pl.",
            ),
            Good(
                "en",
                "In the 2023/2024 heating season, the average PM2.5 concentration in Nowy Targ was 28 µg/m³, more than five times the annual mean recommended by the WHO (5 µg/m³; WHO Global Air Quality Guidelines, 2021). According to the GIOŚ report “Ocena jakości powietrza w strefach w Polsce za rok 2023” (Assessment of air quality in zones in Poland for 2023; 2024, p. 47), the main source of pollution is still low-level emissions from household stoves and boilers. On days when a smog alert is in force, older people and children should limit their time outdoors, and people with asthma may need to take their medication more often. Current readings can be checked at powietrze.gios.gov.pl.",
            ),
        ],
        bad=[
            Slip(0, [("(2024, s. 47)", "(2024, s. 74)")], "citation"),
            Slip(
                1,
                [
                    (
                        "pieców i kotłów (GIOŚ",
                        "pieców i kotłów, a w drugiej kolejności ruch samochodowy na zakopiance (GIOŚ",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "older people and children should limit",
                        "older people and children must limit",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-firmowy-vpn-wireguard-instrukcja-polaczenia",
        source="Aby połączyć się z siecią firmową spoza biura, zainstaluj klienta WireGuard w wersji 1.0.20210914 lub nowszej i zaimportuj plik konfiguracyjny `wg-biuro.conf`, który otrzymasz od działu IT. Plik jest przypisany do jednego urządzenia – nie kopiuj go na inne komputery ani telefony. Po zaimportowaniu uruchom tunel poleceniem `wg-quick up wg-biuro`. Połączenie zostanie automatycznie zerwane po 8 godzinach bezczynności. Serwer obsługuje jednocześnie do 150 połączeń, więc po skończonej pracy rozłączaj tunel. Jeśli nie możesz się połączyć, sprawdź, czy port UDP 51820 nie jest blokowany przez sieć, z której korzystasz (np. hotelowe Wi-Fi). Zgłoszenia przyjmuje helpdesk: it@firma-nordis.pl, tel. wewn. 2210.",
        good=[
            Good(
                "preserve",
                "Łączenie z siecią firmową spoza biura – krok po kroku:\n1. Zainstaluj klienta WireGuard (wersja 1.0.20210914 lub nowsza).\n2. Zaimportuj plik konfiguracyjny `wg-biuro.conf`, który dostaniesz od działu IT. Plik jest przypisany do jednego urządzenia – nie kopiuj go na inne komputery ani telefony.\n3. Uruchom tunel: `wg-quick up wg-biuro`.\n4. Po skończonej pracy rozłącz tunel – serwer obsługuje jednocześnie do 150 połączeń.\n\nPo 8 godzinach bezczynności połączenie zostanie automatycznie zerwane. Nie możesz się połączyć? Sprawdź, czy sieć, z której korzystasz (np. hotelowe Wi-Fi), nie blokuje portu UDP 51820. Helpdesk przyjmuje zgłoszenia pod adresem it@firma-nordis.pl i pod numerem wewnętrznym 2210.",
            ),
            Good(
                "preserve",
                "W celu połączenia z siecią firmową spoza biura należy zainstalować klienta WireGuard w wersji 1.0.20210914 lub nowszej, a następnie zaimportować plik konfiguracyjny `wg-biuro.conf` przekazany przez dział IT. Plik ten jest przypisany do jednego urządzenia i nie wolno go kopiować na inne komputery ani telefony. Tunel uruchamia się poleceniem `wg-quick up wg-biuro`; po 8 godzinach bezczynności połączenie jest automatycznie zrywane. Ponieważ serwer obsługuje jednocześnie maksymalnie 150 połączeń, po zakończeniu pracy należy rozłączać tunel. W przypadku problemów z połączeniem należy sprawdzić, czy używana sieć (np. hotelowe Wi-Fi) nie blokuje portu UDP 51820. Zgłoszenia przyjmuje helpdesk: it@firma-nordis.pl, tel. wewn. 2210.",
            ),
            Good(
                "en",
                "To connect to the company network from outside the office, install the WireGuard client version 1.0.20210914 or newer and import the `wg-biuro.conf` configuration file you receive from the IT department. The file is tied to a single device – do not copy it to other computers or phones. Once imported, start the tunnel with `wg-quick up wg-biuro`. The connection is dropped automatically after 8 hours of inactivity. The server handles up to 150 connections at once, so disconnect the tunnel when you finish work. If you cannot connect, check that UDP port 51820 is not blocked by the network you are using (e.g. hotel Wi-Fi). Requests are handled by the helpdesk: it@firma-nordis.pl, ext. 2210.",
            ),
        ],
        bad=[
            Slip(0, [("`wg-quick up wg-biuro`", "`wg-quick up wg0`")], "code"),
            Slip(1, [("i nie wolno go kopiować", "i wolno go kopiować")], "negation"),
            Slip(2, [("up to 150 connections", "up to 250 connections")], "number"),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-remont-dachu",
        source="Zarząd Wspólnoty Mieszkaniowej przy ul. Kasztanowej 17 informuje, że remont dachu rozpocznie się 2 czerwca 2025 r. i potrwa około sześciu tygodni. Koszt prac oszacowano na 186 000 zł; zostanie on pokryty z funduszu remontowego, więc właściciele nie będą musieli wnosić dodatkowych wpłat. W czasie remontu na podwórku stanie rusztowanie, dlatego samochody należy parkować poza posesją. Mieszkańcy ostatniego piętra mogą odczuwać utrudnienia w godzinach 7:00–16:00. Prosimy nie suszyć prania na balkonach od strony podwórka. Pytania można kierować do administratora, pana Marka Zielińskiego, tel. 605 214 377.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy!\n\nOd 2 czerwca 2025 r. remontujemy dach naszego budynku przy ul. Kasztanowej 17. Prace potrwają około sześciu tygodni, a ich koszt oszacowano na 186 000 zł. Pokryjemy go z funduszu remontowego – właściciele nie będą musieli nic dopłacać. Na podwórku stanie rusztowanie, dlatego samochody trzeba parkować poza posesją. Osoby z ostatniego piętra mogą odczuwać utrudnienia między 7:00 a 16:00. Prosimy też, by nie suszyć prania na balkonach od strony podwórka. Z pytaniami można zwracać się do administratora, pana Marka Zielińskiego (tel. 605 214 377).\n\nZarząd Wspólnoty",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej ul. Kasztanowa 17 uprzejmie informuje:\n\nRemont dachu rozpocznie się 2 czerwca 2025 r. i potrwa około sześciu tygodni. Szacunkowy koszt prac wynosi 186 000 zł i zostanie pokryty z funduszu remontowego; właściciele lokali nie będą obciążani dodatkowymi wpłatami. Na czas remontu na podwórku zostanie ustawione rusztowanie, w związku z czym samochody należy parkować poza terenem posesji. W godzinach 7:00–16:00 mieszkańcy ostatniego piętra mogą odczuwać utrudnienia. Uprzejmie prosimy o niesuszenie prania na balkonach od strony podwórka. Pytania prosimy kierować do administratora, pana Marka Zielińskiego, tel. 605 214 377.",
            ),
            Good(
                "en",
                "The Board of the Housing Community at ul. Kasztanowa 17 would like to inform residents that the roof renovation will begin on June 2, 2025 and will take about six weeks. The cost of the works has been estimated at PLN 186,000; it will be covered from the renovation fund, so owners will not have to make any additional payments. Scaffolding will stand in the courtyard during the works, so cars must be parked outside the property. Residents of the top floor may experience disruption between 7:00 a.m. and 4:00 p.m. Please do not hang laundry to dry on the balconies facing the courtyard. Questions can be directed to the property manager, Mr Marek Zieliński, tel. 605 214 377.",
            ),
        ],
        bad=[
            Slip(0, [("samochody trzeba parkować", "samochody najlepiej parkować")], "modality"),
            Slip(
                1,
                [
                    (
                        "Na czas remontu na podwórku zostanie ustawione rusztowanie, w związku z czym samochody należy parkować poza terenem posesji. W godzinach 7:00–16:00 mieszkańcy ostatniego piętra mogą odczuwać utrudnienia.",
                        "During the works, scaffolding will be put up in the courtyard, so cars must be parked outside the property. Residents of the top floor may experience disruption between 7:00 and 16:00.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "will take about six weeks.",
                        "will take about six weeks and will be carried out by the Radom company Dach-Bud.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-dawkowanie-ulotka-przeciwwskazania",
        source="Ibuprofen w dawce 200 mg stosuje się doraźnie u dorosłych i młodzieży powyżej 12 lat w bólach głowy, zębów i mięśni oraz w gorączce. Zwykle przyjmuje się 1–2 tabletki co 4–6 godzin, nie więcej niż 6 tabletek (1200 mg) na dobę. Bez konsultacji z lekarzem nie należy stosować leku dłużej niż 3 dni w przypadku gorączki i dłużej niż 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, dlatego najlepiej przyjmować go po posiłku. Nie należy go stosować u osób z czynną chorobą wrzodową żołądka ani w ostatnim trymestrze ciąży. Przed użyciem zapoznaj się z treścią ulotki.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg – jak stosować:\n- Dla kogo: dorośli i młodzież powyżej 12 lat, doraźnie przy bólu głowy, zębów i mięśni oraz przy gorączce.\n- Dawkowanie: zwykle 1–2 tabletki co 4–6 godzin; maksymalnie 6 tabletek (1200 mg) na dobę.\n- Jak długo bez porady lekarza: nie dłużej niż 3 dni przy gorączce i nie dłużej niż 5 dni przy bólu.\n- Lek może wywoływać dolegliwości żołądkowe, więc najlepiej przyjmować go po jedzeniu.\n- Przeciwwskazania: nie należy go stosować przy czynnej chorobie wrzodowej żołądka ani w ostatnim trymestrze ciąży.\n\nPrzed użyciem przeczytaj ulotkę.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg stosuje się doraźnie u osób powyżej 12 lat – przy bólu głowy, zębów lub mięśni oraz przy gorączce. Zazwyczaj bierze się 1–2 tabletki co 4–6 godzin, ale nie więcej niż 6 tabletek, czyli 1200 mg, w ciągu doby. Jeśli nie konsultowałeś się z lekarzem, nie stosuj leku dłużej niż 3 dni przy gorączce ani dłużej niż 5 dni przy bólu. Ponieważ lek może powodować dolegliwości żołądkowe, najlepiej przyjmuj go po posiłku. Nie stosuj go, jeśli masz czynną chorobę wrzodową żołądka lub jesteś w ostatnim trymestrze ciąży. Przed użyciem przeczytaj ulotkę.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg is used as needed in adults and adolescents over 12 years of age for headache, toothache and muscle pain, and for fever. The usual dose is 1–2 tablets every 4–6 hours, with no more than 6 tablets (1,200 mg) in 24 hours. Without consulting a doctor, do not use the medicine for more than 3 days for fever or more than 5 days for pain. It may cause stomach upset, so it is best taken after a meal. It must not be used by people with an active stomach ulcer or in the last trimester of pregnancy. Read the package leaflet before use.",
            ),
        ],
        bad=[
            Slip(0, [("nie należy go stosować przy", "należy go stosować przy")], "negation"),
            Slip(1, [("Ponieważ lek może powodować", "Ponieważ lek powoduje")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Read the package leaflet before use.",
                        "Read the package leaflet before use. The tablets can also be safely combined with paracetamol.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

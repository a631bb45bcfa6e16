# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 78: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-pszczelarzy-regulamin-pasieki-ule",
        source="Regulamin Koła Pszczelarzy „Wrzos” w Sokółce – wyciąg. Członek koła musi zgłosić każdą nową pasiekę zarządowi w ciągu 14 dni od jej założenia. Zgodnie z § 7 ust. 2 statutu koła pasieka podlega również zgłoszeniu do powiatowego lekarza weterynarii. Ule nie mogą stać bliżej niż 10 metrów od drogi publicznej ani od granicy sąsiedniej działki. Składka roczna wynosi 60 zł i należy ją wpłacić do 31 marca. Członkowie, którzy zalegają ze składką dłużej niż rok, mogą zostać skreśleni z listy. Koło nie odpowiada za szkody wyrządzone przez pszczoły członków. Ramki z czerwiem z pasiek objętych zgnilcem nie mogą być przekazywane innym członkom.",
        good=[
            Good(
                "preserve",
                "Wyciąg z regulaminu Koła Pszczelarzy „Wrzos” w Sokółce. Każdą nowo założoną pasiekę członek koła musi zgłosić zarządowi w ciągu 14 dni od jej założenia; zgodnie z § 7 ust. 2 statutu koła trzeba ją także zgłosić powiatowemu lekarzowi weterynarii. Odległość uli od drogi publicznej i od granicy działki sąsiada nie może być mniejsza niż 10 metrów. Roczna składka to 60 zł, płatna do 31 marca; kto zalega z nią ponad rok, może zostać skreślony z listy członków. Ramek z czerwiem z pasiek objętych zgnilcem nie wolno przekazywać innym członkom. Koło nie ponosi odpowiedzialności za szkody spowodowane przez pszczoły członków.",
            ),
            Good(
                "preserve",
                "Najważniejsze zasady Koła Pszczelarzy „Wrzos” w Sokółce (wyciąg z regulaminu):\n- Nową pasiekę musisz zgłosić zarządowi koła w ciągu 14 dni od założenia, a zgodnie z § 7 ust. 2 statutu koła – także powiatowemu lekarzowi weterynarii.\n- Ule nie mogą stać bliżej niż 10 metrów od drogi publicznej ani od granicy sąsiedniej działki.\n- Składka roczna: 60 zł, termin wpłaty – 31 marca.\n- Zaległość w składce przekraczająca rok może skutkować skreśleniem z listy.\n- Ramek z czerwiem z pasiek objętych zgnilcem nie wolno przekazywać innym członkom.\n- Koło nie odpowiada za szkody wyrządzone przez pszczoły należące do członków.",
            ),
            Good(
                "en",
                "Extract from the rules of the “Wrzos” Beekeepers' Club in Sokółka. A member must notify the board of any new apiary within 14 days of setting it up. Under § 7(2) of the club's statute, the apiary must also be reported to the district veterinary officer. Hives must not stand closer than 10 metres to a public road or to the boundary of a neighbouring plot. The annual fee is PLN 60 and must be paid by 31 March. Members who are more than a year behind with the fee may be struck off the list. The club is not liable for damage caused by members' bees. Frames with brood from apiaries affected by foulbrood must not be passed on to other members.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Koło nie ponosi odpowiedzialności", "Koło ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(1, [("§ 7 ust. 2", "§ 9 ust. 2")], "legal_reference"),
            Slip(2, [("PLN 60", "PLN 80")], "number"),
        ],
    ),
    Case(
        key="pl-prom-swinoujscie-ystad-rozklad-letni",
        source="Zmiana rozkładu rejsów promowych Świnoujście – Ystad. Od 15 czerwca do 31 sierpnia 2025 r. obowiązuje letni rozkład rejsów. W tym okresie prom „Wolin” będzie wypływał ze Świnoujścia codziennie o 7:30 i 22:00, a z Ystad o 13:15. Czas przeprawy wynosi około 7 godzin. Bilet dla pasażera pieszego kosztuje 190 zł, a przewóz samochodu osobowego z kierowcą – 540 zł. Odprawa kończy się 45 minut przed odpłynięciem; pasażerowie, którzy się spóźnią, nie zostaną wpuszczeni na pokład. Rezerwacji można dokonać na stronie www.promy-baltyk.pl/rozklad lub pod adresem rezerwacje@promy-baltyk.pl. Od 1 września wracają rejsy według rozkładu zimowego.",
        good=[
            Good(
                "preserve",
                "Informujemy, że od 15 czerwca do 31 sierpnia 2025 r. na linii Świnoujście – Ystad obowiązuje letni rozkład rejsów promowych, a od 1 września wraca rozkład zimowy. W sezonie letnim prom „Wolin” odpływa codziennie ze Świnoujścia o godz. 7:30 i 22:00, natomiast z Ystad o godz. 13:15; przeprawa trwa około 7 godzin. Cena biletu dla pasażera pieszego wynosi 190 zł, a za przewóz samochodu osobowego wraz z kierowcą – 540 zł. Odprawa zamyka się 45 minut przed odpłynięciem, a spóźnieni pasażerowie nie zostaną wpuszczeni na pokład. Rezerwacje przyjmujemy na stronie www.promy-baltyk.pl/rozklad oraz pod adresem rezerwacje@promy-baltyk.pl.",
            ),
            Good(
                "preserve",
                "Letni rozkład promu Świnoujście – Ystad (15.06–31.08.2025)\n- Odpłynięcia ze Świnoujścia: codziennie 7:30 i 22:00\n- Odpłynięcia z Ystad: 13:15\n- Przeprawa: ok. 7 godzin\n- Ceny: pasażer pieszy 190 zł, samochód osobowy z kierowcą 540 zł\n\nRejsy obsługuje prom „Wolin”. Pamiętaj, że odprawa kończy się 45 minut przed odpłynięciem – jeśli się spóźnisz, nie zostaniesz wpuszczony na pokład. Rezerwację zrobisz na www.promy-baltyk.pl/rozklad albo pisząc na rezerwacje@promy-baltyk.pl. Od 1 września znów obowiązuje rozkład zimowy.",
            ),
            Good(
                "en",
                "Świnoujście – Ystad ferry timetable change. The summer timetable applies from 15 June to 31 August 2025. During this period the ferry Wolin will sail from Świnoujście daily at 7:30 and 22:00, and from Ystad at 13:15. The crossing takes about 7 hours. A foot passenger ticket costs PLN 190, and taking a car with its driver costs PLN 540. Check-in closes 45 minutes before departure; passengers who arrive late will not be allowed on board. Bookings can be made at www.promy-baltyk.pl/rozklad or by e-mail to rezerwacje@promy-baltyk.pl. From 1 September sailings return to the winter timetable.",
            ),
        ],
        bad=[
            Slip(0, [("o godz. 13:15", "o godz. 15:15")], "date"),
            Slip(1, [("540 zł", "450 zł")], "number"),
            Slip(2, [("rezerwacje@promy-baltyk.pl", "rezerwacja@promy-baltyk.pl")], "url"),
        ],
    ),
    Case(
        key="pl-gminne-kompostowanie-przydomowe-nabor-ulga",
        source="Gminny program kompostowania przydomowego – nabór 2025. Mieszkańcy domów jednorodzinnych, którzy zadeklarują kompostowanie bioodpadów w przydomowym kompostowniku, mogą otrzymać obniżkę opłaty za odpady o 4 zł miesięcznie od osoby. Kompostownik trzeba ustawić co najmniej 2 metry od granicy działki. Uczestnicy programu powinni wziąć udział w bezpłatnym szkoleniu organizowanym przez urząd gminy. Kompostownik można wypożyczyć nieodpłatnie, ale liczba urządzeń jest ograniczona. Według szacunków gminy kompostowanie pozwala ograniczyć masę odpadów zmieszanych nawet o jedną trzecią. Pracownicy urzędu mogą przeprowadzić kontrolę kompostownika; jeśli okaże się, że bioodpady nie są kompostowane, ulga zostanie cofnięta. Deklaracje przyjmuje Referat Gospodarki Odpadami w pokoju nr 12.",
        good=[
            Good(
                "preserve",
                "Mieszkasz w domu jednorodzinnym i kompostujesz bioodpady w przydomowym kompostowniku? W ramach naboru 2025 do gminnego programu kompostowania przydomowego możesz to zadeklarować i otrzymać obniżkę opłaty za odpady o 4 zł miesięcznie od każdej osoby. Kompostownik musi stać co najmniej 2 metry od granicy działki. Powinieneś też wziąć udział w bezpłatnym szkoleniu, które organizuje urząd gminy. Kompostownik możesz wypożyczyć nieodpłatnie, choć liczba urządzeń jest ograniczona. Gmina szacuje, że kompostowanie pozwala zmniejszyć masę odpadów zmieszanych nawet o jedną trzecią. Pamiętaj, że pracownicy urzędu mogą skontrolować kompostownik – jeśli bioodpady nie są kompostowane, ulga zostanie cofnięta. Deklarację złożysz w Referacie Gospodarki Odpadami, pokój nr 12.",
            ),
            Good(
                "preserve",
                "Nabór 2025 do gminnego programu kompostowania przydomowego. Mieszkańcy domów jednorodzinnych deklarujący kompostowanie bioodpadów w przydomowym kompostowniku mogą liczyć na obniżenie opłaty za odpady o 4 zł miesięcznie na osobę. Warunki uczestnictwa:\n1. kompostownik należy ustawić w odległości co najmniej 2 metrów od granicy działki;\n2. uczestnicy powinni odbyć bezpłatne szkolenie prowadzone przez urząd gminy;\n3. pracownicy urzędu mogą skontrolować kompostownik, a jeśli stwierdzą, że bioodpady nie są kompostowane, ulga zostanie cofnięta.\nGmina nieodpłatnie wypożycza kompostowniki, lecz ich liczba jest ograniczona. Według szacunków gminy kompostowanie pozwala zmniejszyć masę odpadów zmieszanych nawet o jedną trzecią. Deklaracje składa się w Referacie Gospodarki Odpadami (pokój nr 12).",
            ),
            Good(
                "en",
                "Household composting programme – 2025 call. Residents of single-family houses who declare that they compost biowaste in a home composter can get their waste fee reduced by PLN 4 per person per month. The composter must be placed at least 2 metres from the plot boundary. Participants should attend a free training session run by the municipal office. Composters can be borrowed free of charge, but the number available is limited. According to the municipality's estimates, composting can cut the weight of mixed waste by as much as a third. Office staff may inspect the composter; if it turns out that biowaste is not being composted, the reduction will be withdrawn. Declarations are accepted by the Waste Management Unit in room 12.",
            ),
        ],
        bad=[
            Slip(0, [("Powinieneś też wziąć udział", "Musisz też wziąć udział")], "modality"),
            Slip(
                1,
                [
                    (
                        "prowadzone przez urząd gminy",
                        "prowadzone przez urząd gminy wspólnie z Politechniką Białostocką",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "According to the municipality's estimates, composting can cut",
                        "Composting cuts",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-strojenie-fortepianu-warunki-uslugi-cennik",
        source="Warunki usługi strojenia fortepianów i pianin. Podstawowe strojenie pianina kosztuje 250 zł, a fortepianu 320 zł; za dojazd poza granice Krakowa doliczamy 1,50 zł za kilometr. Wizyta trwa zwykle od półtorej do dwóch godzin. Termin należy odwołać najpóźniej 48 godzin przed wizytą, w przeciwnym razie pobieramy opłatę w wysokości 80 zł. Nie stroimy instrumentów, które przez ostatnie 10 lat nie były strojone, bez wcześniejszych oględzin. Przed wizytą prosimy nie przestawiać instrumentu i zapewnić w pomieszczeniu temperaturę 18–22°C. Po przeprowadzce instrument powinien odstać co najmniej dwa tygodnie, zanim zostanie nastrojony. Na strojenie udzielamy 30-dniowej gwarancji.",
        good=[
            Good(
                "preserve",
                "Strojenie pianin i fortepianów – warunki usługi\n- Cena podstawowego strojenia: pianino 250 zł, fortepian 320 zł.\n- Dojazd poza granice Krakowa: dodatkowo 1,50 zł/km.\n- Czas wizyty: zazwyczaj 1,5–2 godziny.\n- Odwołanie terminu: najpóźniej 48 godzin przed wizytą; w przeciwnym razie pobieramy opłatę 80 zł.\n- Instrumentów, które nie były strojone przez ostatnie 10 lat, nie stroimy bez wcześniejszych oględzin.\n- Przed wizytą prosimy nie przestawiać instrumentu i zapewnić w pomieszczeniu 18–22°C.\n- Po przeprowadzce instrument powinien odstać co najmniej dwa tygodnie przed strojeniem.\n- Gwarancja na strojenie: 30 dni.",
            ),
            Good(
                "preserve",
                "Podstawowe strojenie pianina kosztuje u nas 250 zł, a fortepianu – 320 zł. Jeśli mieszkasz poza Krakowem, doliczamy 1,50 zł za każdy kilometr dojazdu. Wizyta zajmuje zwykle od półtorej do dwóch godzin. Gdybyś musiał odwołać termin, zrób to najpóźniej 48 godzin wcześniej – inaczej pobierzemy 80 zł. Jeżeli Twój instrument nie był strojony przez ostatnie 10 lat, nie nastroimy go bez wcześniejszych oględzin. Prosimy, żebyś przed naszą wizytą nie przestawiał instrumentu i zadbał o temperaturę 18–22°C w pomieszczeniu. Po przeprowadzce instrument powinien odstać co najmniej dwa tygodnie, zanim go nastroimy. Strojenie objęte jest 30-dniową gwarancją.",
            ),
            Good(
                "en",
                "Piano tuning service terms. A standard tuning costs PLN 250 for an upright piano and PLN 320 for a grand piano; travel outside the Kraków city limits is charged extra at PLN 1.50 per kilometre. A visit usually takes one and a half to two hours. Appointments must be cancelled no later than 48 hours before the visit, otherwise we charge a fee of PLN 80. We do not tune instruments that have not been tuned in the last 10 years without inspecting them first. Before the visit, please do not move the instrument, and make sure the room is at 18–22°C. After a move, the instrument should be left to settle for at least two weeks before it is tuned. We give a 30-day guarantee on tuning.",
            ),
        ],
        bad=[
            Slip(0, [("10 lat, nie stroimy bez", "10 lat, stroimy bez")], "negation"),
            Slip(1, [("pobierzemy 80 zł", "pobierzemy 50 zł")], "number"),
            Slip(2, [("no later than 48 hours", "no later than 24 hours")], "date"),
        ],
    ),
    Case(
        key="pl-turniej-szachowy-puchar-klubu-regulamin",
        source="Regulamin turnieju szachowego o Puchar Klubu „Hetman” 2025 – najważniejsze postanowienia. Turniej zostanie rozegrany 8 listopada 2025 r. systemem szwajcarskim na dystansie 7 rund, tempem 15 minut na partię z dodaniem 10 sekund na każde posunięcie. Partie nie będą zgłaszane do rankingu FIDE. Zgodnie z § 4 ust. 3 regulaminu zawodnik, który spóźni się na rundę więcej niż 15 minut, przegrywa partię walkowerem. Telefony komórkowe muszą być wyłączone podczas gry; za naruszenie tego zakazu grozi przegrana. Wpisowe wynosi 40 zł, a juniorzy do lat 18 są z niego zwolnieni. O kolejności przy równej liczbie punktów decyduje kolejno średni Buchholz i pełny Buchholz. Protesty rozpatruje sędzia główny, zgodnie z § 9 regulaminu.",
        good=[
            Good(
                "preserve",
                "Najważniejsze postanowienia regulaminu turnieju szachowego o Puchar Klubu „Hetman” 2025. Zawody odbędą się 8 listopada 2025 r.: 7 rund systemem szwajcarskim, tempo 15 minut na partię plus 10 sekund za każdy ruch. Wyniki partii nie zostaną zgłoszone do rankingu FIDE. W myśl § 4 ust. 3 regulaminu spóźnienie na rundę przekraczające 15 minut oznacza przegraną walkowerem. W trakcie gry telefony komórkowe muszą być wyłączone, a naruszenie tego zakazu grozi przegraniem partii. Wpisowe to 40 zł; juniorzy do lat 18 go nie płacą. Przy równej liczbie punktów o miejscu decyduje najpierw średni Buchholz, a następnie pełny Buchholz. Protesty rozstrzyga sędzia główny zgodnie z § 9 regulaminu.",
            ),
            Good(
                "preserve",
                "Turniej o Puchar Klubu „Hetman” 2025 rozegramy 8 listopada 2025 r.: 7 rund systemem szwajcarskim, tempo 15 minut na partię z dodatkiem 10 sekund na posunięcie. Uwaga – partie nie będą zgłaszane do rankingu FIDE. Wpisowe kosztuje 40 zł, ale juniorzy do lat 18 są z niego zwolnieni. Kilka najważniejszych zasad z regulaminu:\n- jeśli spóźnisz się na rundę więcej niż 15 minut, przegrywasz partię walkowerem (§ 4 ust. 3);\n- telefon musi być wyłączony przez całą grę – za złamanie zakazu grozi przegrana;\n- przy równej liczbie punktów decyduje najpierw średni, a potem pełny Buchholz;\n- protesty rozpatruje sędzia główny (§ 9 regulaminu).",
            ),
            Good(
                "en",
                "Hetman Club Cup 2025 chess tournament – key regulations. The tournament will be played on 8 November 2025 as a 7-round Swiss, with a time control of 15 minutes per game plus a 10-second increment per move. Games will not be submitted for FIDE rating. Under § 4(3) of the regulations, a player who is more than 15 minutes late for a round loses the game by default. Mobile phones must be switched off during play; breaching this ban is punishable by loss of the game. The entry fee is PLN 40, and juniors under 18 are exempt from it. Ties on points are broken first by median Buchholz and then by full Buchholz. Protests are decided by the chief arbiter in accordance with § 9 of the regulations.",
            ),
        ],
        bad=[
            Slip(0, [("§ 4 ust. 3", "§ 5 ust. 3")], "legal_reference"),
            Slip(
                1,
                [("Wpisowe kosztuje 40 zł, ale", "Wpisowe kosztuje 40 zł i obejmuje obiad, ale")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Games will not be submitted for FIDE rating.",
                        "Games will be submitted for FIDE rating.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-sala-weselna-rezerwacja-zadatek-warunki",
        source="Warunki rezerwacji sali „Dworek pod Lipami”. Rezerwacja staje się wiążąca po wpłacie zadatku w wysokości 30% wartości zamówienia, w terminie 7 dni od podpisania umowy. Zadatek nie podlega zwrotowi w przypadku rezygnacji z przyjęcia. Ostateczną liczbę gości należy potwierdzić najpóźniej 21 dni przed uroczystością; minimalna liczba gości wynosi 60 osób. Sala jest do dyspozycji do godziny 4:00, a każda kolejna rozpoczęta godzina kosztuje 500 zł. Para młoda może wnieść własny alkohol, ale nie może wnosić własnych ciast ani tortów z przyczyn sanitarnych. Dekoracje mogą być montowane w dniu przyjęcia od godziny 10:00. Używanie sztucznych ogni i konfetti w sali jest zabronione.",
        good=[
            Good(
                "preserve",
                "Aby zarezerwować salę w „Dworku pod Lipami”, wpłaćcie zadatek w wysokości 30% wartości zamówienia w ciągu 7 dni od podpisania umowy – dopiero wtedy rezerwacja jest wiążąca. Pamiętajcie, że jeśli zrezygnujecie z przyjęcia, zadatek nie zostanie zwrócony. Ostateczną liczbę gości musicie potwierdzić najpóźniej 21 dni przed uroczystością, przy czym minimum to 60 osób. Sala jest do Waszej dyspozycji do 4:00, a każda kolejna rozpoczęta godzina to koszt 500 zł. Własny alkohol możecie wnieść, natomiast ze względów sanitarnych nie możecie wnosić własnych ciast ani tortów. Dekoracje można montować w dniu przyjęcia od 10:00. W sali nie wolno używać sztucznych ogni ani konfetti.",
            ),
            Good(
                "preserve",
                "Dworek pod Lipami – warunki rezerwacji sali:\n1. Rezerwacja jest wiążąca po wpłacie zadatku (30% wartości zamówienia) w ciągu 7 dni od podpisania umowy.\n2. W razie rezygnacji z przyjęcia zadatek nie jest zwracany.\n3. Ostateczna liczba gości (nie mniej niż 60 osób) musi zostać potwierdzona najpóźniej 21 dni przed uroczystością.\n4. Sala pozostaje do dyspozycji do 4:00; za każdą kolejną rozpoczętą godzinę pobiera się 500 zł.\n5. Para młoda może wnieść własny alkohol; ze względów sanitarnych nie wolno wnosić własnych ciast ani tortów.\n6. Dekoracje można montować w dniu przyjęcia od 10:00.\n7. W sali obowiązuje zakaz używania sztucznych ogni i konfetti.",
            ),
            Good(
                "en",
                "Booking terms – Dworek pod Lipami venue. A booking becomes binding once a deposit of 30% of the order value has been paid, within 7 days of signing the contract. The deposit is non-refundable if the reception is cancelled. The final number of guests must be confirmed no later than 21 days before the celebration; the minimum is 60 guests. The hall is available until 4:00 a.m., and each additional hour or part of an hour costs PLN 500. The couple may bring their own alcohol, but may not bring their own cakes or wedding cake, for sanitary reasons. Decorations may be set up on the day of the reception from 10:00 a.m. The use of fireworks and confetti in the hall is prohibited.",
            ),
        ],
        bad=[
            Slip(0, [("30% wartości zamówienia", "20% wartości zamówienia")], "number"),
            Slip(1, [("zadatek nie jest zwracany", "zadatek jest zwracany")], "negation"),
            Slip(2, [("must be confirmed", "should be confirmed")], "modality"),
        ],
    ),
    Case(
        key="pl-poradnia-aparaty-sluchowe-dopasowanie-wizyta",
        source="Poradnia Protetyki Słuchu „Audiofon” – dopasowanie aparatu słuchowego. Pierwsza wizyta obejmuje badanie audiometryczne i trwa około 60 minut. Aparat dobieramy indywidualnie; przez pierwsze 2–3 tygodnie użytkownik prawdopodobnie będzie odczuwał dyskomfort i słyszał własny głos głośniej niż zwykle. Badania wskazują, że regularne noszenie aparatu może spowalniać pogorszenie funkcji poznawczych u osób starszych (Lin i in., 2023, The Lancet, 402: 786–797). Nie zalecamy noszenia aparatu podczas snu ani pod prysznicem. Wizyta kontrolna odbywa się 4 tygodnie po dopasowaniu. Osoby posiadające skierowanie od laryngologa mogą ubiegać się o dofinansowanie z NFZ. Bez skierowania aparat nie zostanie refundowany.",
        good=[
            Good(
                "preserve",
                "Dopasowanie aparatu słuchowego w Poradni Protetyki Słuchu „Audiofon” zaczyna się od badania audiometrycznego podczas pierwszej wizyty, która trwa mniej więcej 60 minut. Aparat jest dobierany indywidualnie. W ciągu pierwszych 2–3 tygodni prawdopodobnie poczujesz dyskomfort, a własny głos będzie brzmiał głośniej niż zwykle. Badania wskazują, że regularne noszenie aparatu może spowalniać pogarszanie się funkcji poznawczych u seniorów (Lin i in., 2023, The Lancet, 402: 786–797). Nie zalecamy zakładania aparatu do snu ani pod prysznic. Na wizytę kontrolną zapraszamy 4 tygodnie po dopasowaniu. Jeśli masz skierowanie od laryngologa, możesz ubiegać się o dofinansowanie z NFZ; bez skierowania aparat nie zostanie refundowany.",
            ),
            Good(
                "preserve",
                "Audiofon – Poradnia Protetyki Słuchu: jak wygląda dopasowanie aparatu\n- Pierwsza wizyta (ok. 60 minut) obejmuje badanie audiometryczne.\n- Aparat dobieramy indywidualnie.\n- Przez pierwsze 2–3 tygodnie użytkownik prawdopodobnie będzie odczuwał dyskomfort i słyszał własny głos głośniej niż zwykle.\n- Wizyta kontrolna: 4 tygodnie po dopasowaniu.\n- Nie zalecamy noszenia aparatu podczas snu ani pod prysznicem.\n- Dofinansowanie z NFZ: mogą się o nie ubiegać osoby ze skierowaniem od laryngologa; bez skierowania aparat nie zostanie refundowany.\n\nBadania wskazują, że regularne używanie aparatu może spowalniać pogorszenie funkcji poznawczych u osób starszych (Lin i in., 2023, The Lancet, 402: 786–797).",
            ),
            Good(
                "en",
                "Audiofon Hearing Aid Clinic – hearing aid fitting. The first visit includes an audiometric test and takes about 60 minutes. Each hearing aid is selected individually; for the first 2–3 weeks the user will probably feel some discomfort and hear their own voice louder than usual. Research indicates that wearing a hearing aid regularly may slow cognitive decline in older people (Lin et al., 2023, The Lancet, 402: 786–797). We do not recommend wearing the aid while sleeping or in the shower. A follow-up visit takes place 4 weeks after fitting. Patients with a referral from an ENT specialist can apply for NFZ co-funding. Without a referral, the hearing aid will not be reimbursed.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie poczujesz", "poczujesz")], "hedge"),
            Slip(1, [("Lin i in., 2023", "Lin i in., 2021")], "citation"),
            Slip(2, [("We do not recommend wearing", "We recommend wearing")], "negation"),
        ],
    ),
    Case(
        key="pl-salon-groomerski-zasady-wizyty-psa",
        source="Zasady salonu groomerskiego „Mokry Nos”. Na wizytę umawiamy się telefonicznie lub przez formularz na stronie. Pies powinien zostać wyprowadzony na spacer przed przyjściem do salonu. Właściciel musi poinformować groomera o chorobach skóry, alergiach i agresji psa. Psy bez aktualnego szczepienia przeciwko wściekliźnie nie są przyjmowane. Spóźnienie powyżej 15 minut może skutkować przesunięciem lub odwołaniem wizyty. Pielęgnacja średniego psa trwa zazwyczaj 2–3 godziny. Jeżeli sierść jest silnie skołtuniona, możemy zdecydować o strzyżeniu na krótko zamiast rozczesywania. Salon jest czynny od wtorku do soboty w godzinach 9:00–18:00. Wizytę można bezpłatnie odwołać do godziny 18:00 dnia poprzedzającego.",
        good=[
            Good(
                "preserve",
                "Witamy w salonie groomerskim „Mokry Nos”! Wizytę umówisz telefonicznie albo przez formularz na naszej stronie. Przed przyjściem do salonu powinieneś wyprowadzić psa na spacer. Musisz też powiedzieć groomerowi, czy pies ma choroby skóry, alergie albo bywa agresywny. Nie przyjmujemy psów bez aktualnego szczepienia przeciwko wściekliźnie. Jeśli spóźnisz się ponad 15 minut, wizyta może zostać przesunięta lub odwołana. Pielęgnacja średniego psa zajmuje zwykle 2–3 godziny, a przy silnie skołtunionej sierści możemy zdecydować, że zamiast rozczesywania ostrzyżemy psa na krótko. Pracujemy od wtorku do soboty, 9:00–18:00. Wizytę odwołasz bez opłat do 18:00 dnia poprzedzającego.",
            ),
            Good(
                "preserve",
                "Salon groomerski „Mokry Nos” – zasady:\n- zapisy telefonicznie lub przez formularz na stronie;\n- godziny otwarcia: wtorek–sobota, 9:00–18:00;\n- przed wizytą pies powinien zostać wyprowadzony na spacer;\n- właściciel ma obowiązek poinformować groomera o chorobach skóry, alergiach i agresji psa;\n- psów bez aktualnego szczepienia przeciwko wściekliźnie nie przyjmujemy;\n- spóźnienie ponad 15 minut może oznaczać przesunięcie lub odwołanie wizyty;\n- pielęgnacja średniego psa trwa zazwyczaj 2–3 godziny;\n- przy silnie skołtunionej sierści możemy zdecydować o strzyżeniu na krótko zamiast rozczesywania;\n- bezpłatne odwołanie wizyty jest możliwe do 18:00 dnia poprzedzającego.",
            ),
            Good(
                "en",
                "“Mokry Nos” dog grooming salon – policy. Appointments are booked by phone or through the form on our website. Your dog should be taken for a walk before coming to the salon. Owners must tell the groomer about any skin conditions, allergies or aggression. Dogs without a current rabies vaccination are not accepted. Arriving more than 15 minutes late may mean the appointment is moved or cancelled. Grooming a medium-sized dog usually takes 2–3 hours. If the coat is badly matted, we may decide to clip it short instead of brushing it out. The salon is open Tuesday to Saturday, 9:00–18:00. Appointments can be cancelled free of charge until 18:00 on the previous day.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś wyprowadzić psa", "musisz wyprowadzić psa")], "modality"),
            Slip(1, [("wtorek–sobota", "poniedziałek–sobota")], "date"),
            Slip(
                2,
                [
                    (
                        "Dogs without a current rabies vaccination are not accepted.",
                        "Dogs without a current rabies vaccination are not accepted, as required by the district veterinary inspectorate.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dofinansowanie-swiatlowod-wies-nabor-wnioskow",
        source="Ogłoszenie o naborze wniosków – „Szybki Internet na Wsi 2025”. Urząd Marszałkowski Województwa Lubelskiego ogłasza nabór wniosków o dofinansowanie podłączenia gospodarstw domowych do sieci światłowodowej. Wnioski można składać od 3 marca do 30 kwietnia 2025 r. wyłącznie przez generator dostępny pod adresem https://wnioski.lubelskie.pl/internet. Dofinansowanie wynosi do 85% kosztów kwalifikowanych, nie więcej niż 3000 zł na gospodarstwo. O wsparcie mogą ubiegać się wyłącznie gospodarstwa w miejscowościach liczących poniżej 5000 mieszkańców. Program jest realizowany na podstawie uchwały nr XLII/512/2025 Sejmiku Województwa Lubelskiego. Wnioski złożone po terminie nie będą rozpatrywane. Pytania należy kierować na adres internet@lubelskie.pl.",
        good=[
            Good(
                "preserve",
                "Urząd Marszałkowski Województwa Lubelskiego ogłasza nabór wniosków w programie „Szybki Internet na Wsi 2025”, który dofinansowuje podłączenie gospodarstw domowych do sieci światłowodowej. Nabór trwa od 3 marca do 30 kwietnia 2025 r.; wnioski przyjmowane są wyłącznie przez generator na stronie https://wnioski.lubelskie.pl/internet, a te, które wpłyną po terminie, nie będą rozpatrywane. Można uzyskać do 85% kosztów kwalifikowanych, maksymalnie 3000 zł na gospodarstwo. O wsparcie mogą się ubiegać jedynie gospodarstwa z miejscowości mających mniej niż 5000 mieszkańców. Program realizowany jest na podstawie uchwały nr XLII/512/2025 Sejmiku Województwa Lubelskiego. Pytania należy przesyłać na adres internet@lubelskie.pl.",
            ),
            Good(
                "preserve",
                "Nabór „Szybki Internet na Wsi 2025” – najważniejsze informacje\n- Organizator: Urząd Marszałkowski Województwa Lubelskiego\n- Cel: dofinansowanie podłączenia gospodarstw domowych do sieci światłowodowej\n- Termin: 3 marca – 30 kwietnia 2025 r. (wnioski złożone po terminie nie będą rozpatrywane)\n- Sposób składania: wyłącznie przez generator https://wnioski.lubelskie.pl/internet\n- Wysokość wsparcia: do 85% kosztów kwalifikowanych, najwyżej 3000 zł na gospodarstwo\n- Kto może się ubiegać: wyłącznie gospodarstwa w miejscowościach poniżej 5000 mieszkańców\n- Podstawa prawna: uchwała nr XLII/512/2025 Sejmiku Województwa Lubelskiego\n- Pytania należy kierować na: internet@lubelskie.pl",
            ),
            Good(
                "en",
                "Call for applications – “Szybki Internet na Wsi 2025” (Fast Internet in the Countryside). The Marshal's Office of the Lubelskie Voivodeship has opened a call for applications for funding to connect households to the fibre-optic network. Applications can be submitted from 3 March to 30 April 2025, only through the generator at https://wnioski.lubelskie.pl/internet. Funding covers up to 85% of eligible costs, capped at PLN 3,000 per household. Only households in localities with fewer than 5,000 inhabitants may apply. The programme is run under Resolution No. XLII/512/2025 of the Lubelskie Voivodeship Regional Assembly. Late applications will not be considered. Questions should be sent to internet@lubelskie.pl.",
            ),
        ],
        bad=[
            Slip(0, [("uchwały nr XLII/512/2025", "uchwały nr XLII/521/2025")], "legal_reference"),
            Slip(1, [("3 marca – 30 kwietnia 2025 r.", "3 marca – 31 maja 2025 r.")], "date"),
            Slip(
                2,
                [("https://wnioski.lubelskie.pl/internet", "https://wnioski.lubelskie.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-lodowisko-mosir-otwarcie-sezonu-komunikat",
        source="Komunikat MOSiR w Nowym Sączu. Sezonowe lodowisko przy ul. Jagiellońskiej zostanie otwarte w sobotę 29 listopada, o ile pozwolą na to warunki pogodowe. Lodowisko będzie czynne codziennie w godzinach 10:00–21:00, z 15-minutowymi przerwami na konserwację tafli co dwie godziny. Bilet normalny na 60 minut kosztuje 14 zł, ulgowy – 9 zł. Wypożyczenie łyżew to koszt 10 zł. Dzieci do lat 12 mogą przebywać na tafli wyłącznie pod opieką dorosłych. Zalecamy jazdę w kasku; dla dzieci kask jest obowiązkowy. Przy temperaturze powyżej 8°C lodowisko prawdopodobnie będzie zamykane. Nie prowadzimy sprzedaży biletów online. Szacujemy, że w sezonie z lodowiska skorzysta około 40 tysięcy osób.",
        good=[
            Good(
                "preserve",
                "MOSiR w Nowym Sączu informuje: jeśli pogoda pozwoli, w sobotę 29 listopada otworzymy sezonowe lodowisko przy ul. Jagiellońskiej. Będzie można jeździć codziennie od 10:00 do 21:00; co dwie godziny tafla będzie konserwowana przez 15 minut. Bilet normalny na 60 minut kosztuje 14 zł, ulgowy 9 zł, a łyżwy wypożyczysz za 10 zł. Dzieci do lat 12 mogą wchodzić na taflę tylko pod opieką dorosłych. Każdemu zalecamy kask, a dla dzieci jest on obowiązkowy. Gdy temperatura przekroczy 8°C, lodowisko prawdopodobnie będzie zamykane. Biletów nie kupisz online. Szacujemy, że w tym sezonie skorzysta z lodowiska około 40 tysięcy osób.",
            ),
            Good(
                "preserve",
                "MOSiR Nowy Sącz – otwarcie lodowiska\nSezonowe lodowisko przy ul. Jagiellońskiej zostanie uruchomione w sobotę 29 listopada, jeśli pozwolą na to warunki atmosferyczne.\n- Godziny otwarcia: codziennie 10:00–21:00, co dwie godziny 15-minutowa przerwa na konserwację tafli.\n- Cennik: bilet normalny (60 min) 14 zł, ulgowy 9 zł, wypożyczenie łyżew 10 zł.\n- Bilety nie są sprzedawane online.\n- Dzieci do lat 12 mogą korzystać z tafli wyłącznie pod opieką osoby dorosłej.\n- Jazda w kasku jest zalecana, a w przypadku dzieci obowiązkowa.\n- Przy temperaturze powyżej 8°C lodowisko będzie prawdopodobnie zamykane.\nWedług naszych szacunków w sezonie z lodowiska skorzysta około 40 tysięcy osób.",
            ),
            Good(
                "en",
                "Announcement from MOSiR Nowy Sącz. The seasonal ice rink on Jagiellońska Street will open on Saturday 29 November, weather permitting. It will be open daily from 10:00 to 21:00, with 15-minute breaks for ice maintenance every two hours. A standard 60-minute ticket costs PLN 14 and a reduced ticket PLN 9. Skate hire costs PLN 10. Children under 12 may only be on the ice under adult supervision. We recommend wearing a helmet; for children a helmet is compulsory. If the temperature rises above 8°C, the rink will probably be closed. We do not sell tickets online. We estimate that about 40,000 people will use the rink this season.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("lodowisko prawdopodobnie będzie zamykane", "lodowisko będzie zamykane")],
                "hedge",
            ),
            Slip(1, [("ulgowy 9 zł", "ulgowy 7 zł")], "number"),
            Slip(
                2, [("We do not sell tickets online.", "We also sell tickets online.")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-readme-kwitek-faktury-instalacja-uzycie",
        source="# kwitek\n\n`kwitek` to narzędzie wiersza poleceń do generowania faktur w formacie PDF z plików CSV.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```\npip install kwitek\n```\n\n## Użycie\n\nUruchom `kwitek generate faktury.csv --out wynik/`, aby utworzyć faktury w katalogu `wynik/`. Plik CSV musi zawierać kolumny `nip`, `kwota` i `data`. Opcja `--dry-run` pozwala sprawdzić dane bez zapisywania plików.\n\nNarzędzie nie wysyła faktur do KSeF. Zgłoszenia błędów można przesyłać przez [GitHub Issues](https://github.com/kwitek/kwitek/issues).",
        good=[
            Good(
                "preserve",
                "# kwitek\n\nNarzędzie wiersza poleceń `kwitek` generuje faktury w formacie PDF na podstawie plików CSV.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz tak:\n\n```\npip install kwitek\n```\n\n## Użycie\n\nAby utworzyć faktury w katalogu `wynik/`, wykonaj:\n\n```\nkwitek generate faktury.csv --out wynik/\n```\n\nW pliku CSV muszą się znaleźć kolumny `nip`, `kwota` i `data`. Jeśli chcesz tylko sprawdzić dane, bez zapisywania plików, użyj opcji `--dry-run`.\n\nUwaga: `kwitek` nie wysyła faktur do KSeF. Błędy możesz zgłaszać przez [GitHub Issues](https://github.com/kwitek/kwitek/issues).",
            ),
            Good(
                "preserve",
                "# kwitek\n\n`kwitek` – generator faktur PDF z plików CSV, uruchamiany z wiersza poleceń.\n\n## Instalacja\n\nWymagania: Python 3.10 lub nowszy.\n\n```\npip install kwitek\n```\n\n## Użycie\n\n- `kwitek generate faktury.csv --out wynik/` – tworzy faktury w katalogu `wynik/`.\n- `--dry-run` – sprawdza dane bez zapisywania plików.\n- Wymagane kolumny w pliku CSV: `nip`, `kwota`, `data`.\n\nNarzędzie nie wysyła faktur do KSeF. Błędy można zgłaszać w [GitHub Issues](https://github.com/kwitek/kwitek/issues).",
            ),
            Good(
                "en",
                "# kwitek\n\n`kwitek` is a command-line tool for generating PDF invoices from CSV files.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```\npip install kwitek\n```\n\n## Usage\n\nRun `kwitek generate faktury.csv --out wynik/` to create the invoices in the `wynik/` directory. The CSV file must contain the columns `nip`, `kwota` and `data`. The `--dry-run` option lets you check the data without writing any files.\n\nThe tool does not send invoices to KSeF. Bugs can be reported via [GitHub Issues](https://github.com/kwitek/kwitek/issues).",
            ),
        ],
        bad=[
            Slip(0, [("`--dry-run`", "`--dryrun`")], "code"),
            Slip(1, [("## Użycie\n\n", "Użycie\n\n")], "markdown"),
            Slip(2, [("The CSV file must contain", "The CSV file should contain")], "modality"),
        ],
    ),
    Case(
        key="pl-praca-zdalna-sen-badanie-streszczenie",
        source="Streszczenie. W badaniu przekrojowym przeanalizowano dane 1248 pracowników biurowych z Wrocławia i Poznania. U osób pracujących zdalnie co najmniej trzy dni w tygodniu odnotowano średnio o 22 minuty dłuższy sen niż u pracujących stacjonarnie. Różnica ta była istotna statystycznie (p = 0,01), jednak jej znaczenie kliniczne pozostaje niejasne. Wyniki sugerują, że praca zdalna może sprzyjać regularności snu, co jest zgodne z wcześniejszymi obserwacjami (Kowalczyk i Nowak, 2021, „Medycyna Pracy” 72(4), s. 411–420). Ze względu na przekrojowy charakter badania nie można wnioskować o związku przyczynowym. Autorzy zalecają przeprowadzenie badań podłużnych na większej próbie.",
        good=[
            Good(
                "preserve",
                "Badanie przekrojowe objęło 1248 pracowników biurowych z Wrocławia i Poznania. Ci, którzy pracowali zdalnie przynajmniej trzy dni w tygodniu, spali średnio o 22 minuty dłużej niż osoby pracujące stacjonarnie. Różnica była istotna statystycznie (p = 0,01), ale jej znaczenie kliniczne pozostaje niejasne. Wyniki sugerują, że praca zdalna może sprzyjać regularności snu – co zgadza się z wcześniejszymi obserwacjami (Kowalczyk i Nowak, 2021, „Medycyna Pracy” 72(4), s. 411–420). Ponieważ badanie miało charakter przekrojowy, nie można wnioskować o związku przyczynowym. Autorzy zalecają badania podłużne na większej próbie.",
            ),
            Good(
                "preserve",
                "Przeprowadzono badanie przekrojowe, w którym analizie poddano dane 1248 pracowników biurowych z Poznania i Wrocławia. Osoby wykonujące pracę zdalną przez co najmniej trzy dni w tygodniu spały przeciętnie o 22 minuty dłużej od pracujących stacjonarnie; różnica okazała się istotna statystycznie (p = 0,01), choć jej kliniczne znaczenie jest niejasne. Uzyskane wyniki sugerują, że praca zdalna może sprzyjać regularności snu, co pozostaje w zgodzie z wcześniejszymi obserwacjami (Kowalczyk i Nowak, 2021, „Medycyna Pracy” 72(4), s. 411–420). Przekrojowy charakter badania nie pozwala wnioskować o związku przyczynowym. Autorzy rekomendują przeprowadzenie badań podłużnych na większej próbie.",
            ),
            Good(
                "en",
                "Abstract. This cross-sectional study analysed data from 1,248 office workers in Wrocław and Poznań. People who worked remotely at least three days a week slept on average 22 minutes longer than those working on site. The difference was statistically significant (p = 0.01), but its clinical relevance remains unclear. The findings suggest that remote work may support sleep regularity, which is consistent with earlier observations (Kowalczyk and Nowak, 2021, Medycyna Pracy 72(4), pp. 411–420). Because the study was cross-sectional, no causal relationship can be inferred. The authors recommend longitudinal studies in a larger sample.",
            ),
        ],
        bad=[
            Slip(0, [("s. 411–420", "s. 311–320")], "citation"),
            Slip(
                1,
                [
                    (
                        "Uzyskane wyniki sugerują, że praca zdalna może sprzyjać",
                        "Uzyskane wyniki dowodzą, że praca zdalna sprzyja",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("22 minutes", "32 minutes")], "number"),
        ],
    ),
    Case(
        key="pl-pogoda-api-konfiguracja-klienta-dokumentacja",
        source="## Konfiguracja klienta\n\nKlient biblioteki `pogoda-api` odczytuje ustawienia z pliku `config.toml` w katalogu projektu. Klucz `api_key` jest obowiązkowy; bez niego klient nie nawiąże połączenia.\n\n| Klucz | Domyślnie | Opis |\n|---|---|---|\n| `timeout` | `30` | limit czasu żądania w sekundach |\n| `retries` | `3` | liczba ponownych prób |\n| `cache` | `false` | włącza pamięć podręczną odpowiedzi |\n\nNie zapisuj klucza API w repozytorium – zamiast tego ustaw zmienną środowiskową `POGODA_API_KEY`, która ma pierwszeństwo przed wartością z pliku. Szczegóły znajdziesz w [dokumentacji](https://docs.pogoda-api.pl/konfiguracja).",
        good=[
            Good(
                "preserve",
                "## Konfiguracja klienta\n\nUstawienia klienta `pogoda-api` są wczytywane z pliku `config.toml` znajdującego się w katalogu projektu. Musisz podać klucz `api_key` – jeśli go zabraknie, klient nie nawiąże połączenia.\n\nPozostałe klucze i ich wartości domyślne:\n\n| Klucz | Domyślnie | Opis |\n|---|---|---|\n| `timeout` | `30` | limit czasu żądania (w sekundach) |\n| `retries` | `3` | liczba ponownych prób |\n| `cache` | `false` | włączenie pamięci podręcznej odpowiedzi |\n\nKlucza API nie przechowuj w repozytorium. Zamiast tego użyj zmiennej środowiskowej `POGODA_API_KEY` – jej wartość ma pierwszeństwo przed ustawieniem z pliku. Więcej informacji znajdziesz w [dokumentacji](https://docs.pogoda-api.pl/konfiguracja).",
            ),
            Good(
                "preserve",
                "## Konfiguracja klienta\n\nBiblioteka `pogoda-api` pobiera konfigurację klienta z pliku `config.toml` w katalogu projektu. Dostępne klucze:\n\n- `api_key` – obowiązkowy; bez niego klient nie nawiąże połączenia,\n- `timeout` – limit czasu żądania w sekundach, domyślnie `30`,\n- `retries` – liczba ponownych prób, domyślnie `3`,\n- `cache` – włącza pamięć podręczną odpowiedzi, domyślnie `false`.\n\nNie zapisuj klucza API w repozytorium: ustaw go w zmiennej środowiskowej `POGODA_API_KEY`, która ma pierwszeństwo przed wartością z pliku. Szczegóły w [dokumentacji](https://docs.pogoda-api.pl/konfiguracja).",
            ),
            Good(
                "en",
                "## Client configuration\n\nThe `pogoda-api` client reads its settings from the `config.toml` file in the project directory. The `api_key` key is mandatory; without it the client will not connect.\n\n| Key | Default | Description |\n|---|---|---|\n| `timeout` | `30` | request timeout in seconds |\n| `retries` | `3` | number of retries |\n| `cache` | `false` | enables response caching |\n\nDo not store the API key in the repository – set the `POGODA_API_KEY` environment variable instead, which takes precedence over the value in the file. See the [documentation](https://docs.pogoda-api.pl/konfiguracja) for details.",
            ),
        ],
        bad=[
            Slip(0, [("`POGODA_API_KEY`", "`POGODA_KEY`")], "code"),
            Slip(1, [("domyślnie `30`,\n- `retries`", "domyślnie `30`, `retries`")], "markdown"),
            Slip(
                2,
                [
                    (
                        "without it the client will not connect",
                        "without it the client will still connect",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-sklep-internetowy-dane",
        source="Klauzula informacyjna sklepu internetowego Zielony Koszyk. Administratorem Twoich danych osobowych jest Zielony Koszyk sp. z o.o. z siedzibą w Lublinie. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie za Twoją zgodą, na podstawie art. 6 ust. 1 lit. a RODO. Dane będą przechowywane przez 5 lat od końca roku, w którym zrealizowano zamówienie. Masz prawo dostępu do danych, ich sprostowania i usunięcia oraz prawo wniesienia skargi do Prezesa UODO. Zgodę możesz wycofać w dowolnym momencie. Jeśli Twoje dane adresowe się zmienią, powinieneś niezwłocznie zaktualizować je w ustawieniach konta. Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Nie przekazujemy danych poza Europejski Obszar Gospodarczy.",
        good=[
            Good(
                "preserve",
                "Klauzula informacyjna sklepu internetowego Zielony Koszyk. Administratorem danych osobowych klientów jest Zielony Koszyk sp. z o.o. z siedzibą w Lublinie. Dane są przetwarzane w celu realizacji zamówień (art. 6 ust. 1 lit. b RODO), a w celach marketingowych – jedynie na podstawie zgody klienta (art. 6 ust. 1 lit. a RODO). Okres przechowywania danych wynosi 5 lat, licząc od końca roku, w którym zamówienie zostało zrealizowane. Klientom przysługuje prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Zgoda może zostać wycofana w każdej chwili. W razie zmiany danych adresowych klient powinien niezwłocznie zaktualizować je w ustawieniach konta. Podanie danych jest dobrowolne, lecz niezbędne do realizacji zamówienia. Dane nie są przekazywane poza Europejski Obszar Gospodarczy.",
            ),
            Good(
                "preserve",
                "Jak Zielony Koszyk chroni Twoje dane\n- Kto jest administratorem? Zielony Koszyk sp. z o.o. z siedzibą w Lublinie.\n- Po co przetwarzamy dane? Żeby zrealizować Twoje zamówienie (art. 6 ust. 1 lit. b RODO) oraz – wyłącznie jeśli wyrazisz zgodę – w celach marketingowych (art. 6 ust. 1 lit. a RODO).\n- Jak długo je przechowujemy? 5 lat od końca roku, w którym zrealizowaliśmy zamówienie.\n- Jakie masz prawa? Dostępu do danych, ich sprostowania i usunięcia oraz wniesienia skargi do Prezesa UODO. Zgodę możesz wycofać w dowolnym momencie.\n- Zmiana adresu? Jeśli Twoje dane adresowe się zmienią, powinieneś niezwłocznie zaktualizować je w ustawieniach konta.\n- Czy musisz podać dane? Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy zamówienia.\n- Czy dane trafiają poza EOG? Nie, nie przekazujemy ich poza Europejski Obszar Gospodarczy.",
            ),
            Good(
                "en",
                "Privacy notice – Zielony Koszyk online shop. The controller of your personal data is Zielony Koszyk sp. z o.o., based in Lublin. We process your data to fulfil your order under Article 6(1)(b) GDPR and, for marketing purposes, only with your consent, under Article 6(1)(a) GDPR. Your data will be kept for 5 years from the end of the year in which the order was fulfilled. You have the right to access, rectify and erase your data, and the right to lodge a complaint with the President of the UODO. You may withdraw your consent at any time. If your address details change, you should update them in your account settings without delay. Providing your data is voluntary but necessary to fulfil the order. We do not transfer data outside the European Economic Area.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Klientom przysługuje prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Zgoda może zostać wycofana w każdej chwili.",
                        "Customers have the right to access, rectify and erase their data, and the right to lodge a complaint with the President of the UODO. Consent may be withdrawn at any time.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("powinieneś niezwłocznie zaktualizować", "musisz niezwłocznie zaktualizować")],
                "modality",
            ),
            Slip(2, [("Article 6(1)(b) GDPR", "Article 6(1)(f) GDPR")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-metaanaliza-niedobor-snu-uczniow",
        source="Przegląd literatury wskazuje, że niedobór snu jest powszechny wśród nastolatków. Według metaanalizy Zawadzkiej i in. (2019) uczniowie szkół średnich śpią w dni szkolne średnio 7,1 godziny, czyli wyraźnie krócej niż zalecane 8–10 godzin. Późniejsze rozpoczynanie lekcji prawdopodobnie wydłuża sen uczniów: w badaniu Michalaka (2016) przesunięcie początku zajęć z 7:45 na 8:30 wiązało się z wydłużeniem snu o mniej więcej 25 minut na dobę. Nie wykazano jednak jednoznacznie, że zmiana ta poprawia wyniki w nauce. Część autorów sugeruje, że korzystanie ze smartfonów przed snem może opóźniać zasypianie, choć dane pochodzą głównie z badań ankietowych. Potrzebne są badania eksperymentalne w polskich szkołach.",
        good=[
            Good(
                "preserve",
                "Z przeglądu literatury wynika, że niedobór snu jest wśród nastolatków powszechny. Metaanaliza Zawadzkiej i in. (2019) pokazuje, że uczniowie szkół średnich śpią w dni szkolne średnio 7,1 godziny – wyraźnie mniej niż zalecane 8–10 godzin. Późniejszy początek lekcji prawdopodobnie pozwala uczniom dłużej spać: w badaniu Michalaka (2016) przesunięcie początku zajęć z 7:45 na 8:30 wiązało się z wydłużeniem snu o mniej więcej 25 minut na dobę. Nie wykazano jednak jednoznacznie, że taka zmiana poprawia wyniki w nauce. Niektórzy autorzy sugerują, że używanie smartfona przed snem może opóźniać zasypianie, choć opierają się głównie na badaniach ankietowych. Potrzebne są badania eksperymentalne w polskich szkołach.",
            ),
            Good(
                "preserve",
                "Dostępna literatura wskazuje na powszechność niedoboru snu u nastolatków. Zgodnie z metaanalizą Zawadzkiej i in. (2019) przeciętna długość snu uczniów szkół średnich w dni szkolne wynosi 7,1 godziny, a więc jest wyraźnie krótsza od zalecanych 8–10 godzin. Sen uczniów prawdopodobnie wydłuża się, gdy lekcje zaczynają się później – w badaniu Michalaka (2016) przesunięcie początku zajęć z 7:45 na 8:30 wiązało się z wydłużeniem snu o mniej więcej 25 minut na dobę. Nie wykazano natomiast jednoznacznie, by zmiana ta poprawiała wyniki w nauce. Zdaniem części autorów korzystanie ze smartfonów przed snem może opóźniać zasypianie, przy czym dane pochodzą głównie z badań ankietowych. Potrzebne są badania eksperymentalne w polskich szkołach.",
            ),
            Good(
                "en",
                "The literature indicates that sleep deprivation is widespread among teenagers. According to a meta-analysis by Zawadzka et al. (2019), secondary school students sleep on average 7.1 hours on school days, clearly less than the recommended 8–10 hours. Later school start times probably lengthen students' sleep: in Michalak's study (2016), moving the start of lessons from 7:45 to 8:30 was associated with roughly 25 minutes more sleep per day. However, it has not been clearly shown that this change improves academic performance. Some authors suggest that using smartphones before bed may delay falling asleep, although the data come mainly from surveys. Experimental studies in Polish schools are needed.",
            ),
        ],
        bad=[
            Slip(0, [("Michalaka (2016)", "Michalaka (2006)")], "citation"),
            Slip(
                1,
                [
                    (
                        "głównie z badań ankietowych",
                        "głównie z badań ankietowych prowadzonych w Skandynawii",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Later school start times probably lengthen",
                        "Later school start times lengthen",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-ogloszenie-wynajem-mieszkania-bialystok-kaucja",
        source="Ogłoszenie: do wynajęcia mieszkanie dwupokojowe, 48 m², ul. Kościuszki 17, Białystok. Czynsz najmu wynosi 2300 zł miesięcznie plus opłaty administracyjne ok. 450 zł. Wymagana jest kaucja w wysokości jednego czynszu, płatna przy podpisaniu umowy. Umowa zostanie zawarta jako najem okazjonalny na 12 miesięcy, z możliwością przedłużenia. Mieszkanie jest dostępne od 1 października. Nie akceptujemy zwierząt ani palenia w lokalu. Czynsz należy płacić do 10. dnia każdego miesiąca. Właściciel nie pobiera prowizji, a oglądanie mieszkania jest możliwe w dni robocze po 17:00. Kontakt: 600 123 456.",
        good=[
            Good(
                "preserve",
                "Mieszkanie do wynajęcia – Białystok, ul. Kościuszki 17\n- 2 pokoje, 48 m²\n- czynsz: 2300 zł/mies. + ok. 450 zł opłat administracyjnych; czynsz płatny do 10. dnia każdego miesiąca\n- wymagana kaucja: równowartość jednego czynszu, płatna przy podpisaniu umowy\n- umowa: najem okazjonalny na 12 miesięcy, z możliwością przedłużenia\n- dostępne od 1 października\n- bez zwierząt, zakaz palenia w lokalu\n- właściciel nie pobiera prowizji\nOglądanie: dni robocze po 17:00. Kontakt: 600 123 456.",
            ),
            Good(
                "preserve",
                "Do wynajęcia dwupokojowe mieszkanie o powierzchni 48 m² przy ul. Kościuszki 17 w Białymstoku, dostępne od 1 października. Miesięczny czynsz to 2300 zł, do tego dochodzą opłaty administracyjne w wysokości około 450 zł; czynsz trzeba wpłacać do 10. dnia każdego miesiąca. Przy podpisaniu umowy wymagana jest kaucja równa jednemu czynszowi. Umowa będzie zawarta jako najem okazjonalny na 12 miesięcy, z możliwością przedłużenia. W lokalu nie akceptujemy zwierząt ani palenia. Właściciel nie pobiera prowizji. Mieszkanie można obejrzeć w dni robocze po 17:00 – kontakt pod numerem 600 123 456.",
            ),
            Good(
                "en",
                "For rent: two-room flat, 48 m², 17 Kościuszki Street, Białystok. The rent is PLN 2,300 per month plus administrative charges of about PLN 450. A deposit equal to one month's rent is required, payable when the contract is signed. The contract will be an occasional lease for 12 months, with the option to extend. The flat is available from 1 October. No pets and no smoking in the flat. Rent is due by the 10th of each month. The owner charges no commission, and viewings are possible on weekdays after 17:00. Contact: 600 123 456.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- bez zwierząt, zakaz palenia", "- zwierzęta akceptowane, zakaz palenia")],
                "negation",
            ),
            Slip(1, [("48 m²", "58 m²")], "number"),
            Slip(2, [("available from 1 October", "available from 1 November")], "date"),
        ],
    ),
    Case(
        key="pl-sanepid-grypa-komunikat-zalecenia-szczepienia",
        source="Komunikat Powiatowej Stacji Sanitarno-Epidemiologicznej w Gnieźnie. W ostatnim tygodniu zgłoszono 1840 zachorowań i podejrzeń zachorowań na grypę, czyli prawdopodobnie o około 30% więcej niż tydzień wcześniej. Szczyt zachorowań spodziewany jest na przełomie stycznia i lutego. Osoby powyżej 65. roku życia oraz przewlekle chore powinny się zaszczepić; szczepienie jest dla nich bezpłatne. Osoby z gorączką nie powinny przychodzić do pracy ani posyłać chorych dzieci do szkoły. W placówkach ochrony zdrowia pacjenci z objawami infekcji mają obowiązek noszenia maseczek. Leki przeciwwirusowe mogą skrócić czas choroby, jeśli zostaną przyjęte w ciągu 48 godzin od wystąpienia objawów. Nie stosuj antybiotyków bez zalecenia lekarza – nie działają na wirusy.",
        good=[
            Good(
                "preserve",
                "Powiatowa Stacja Sanitarno-Epidemiologiczna w Gnieźnie informuje: w minionym tygodniu odnotowano 1840 zachorowań i podejrzeń zachorowań na grypę – prawdopodobnie o około 30% więcej niż tydzień wcześniej. Szczyt zachorowań przewidywany jest na przełomie stycznia i lutego. Jeśli masz ponad 65 lat lub chorujesz przewlekle, powinieneś się zaszczepić – dla Ciebie szczepienie jest bezpłatne. Gdy masz gorączkę, nie powinieneś przychodzić do pracy ani posyłać chorego dziecka do szkoły. Pacjenci z objawami infekcji muszą nosić maseczki w placówkach ochrony zdrowia. Leki przeciwwirusowe mogą skrócić czas choroby, o ile przyjmiesz je w ciągu 48 godzin od pojawienia się objawów. Nie bierz antybiotyków bez zalecenia lekarza, bo nie działają na wirusy.",
            ),
            Good(
                "preserve",
                "Powiatowa Stacja Sanitarno-Epidemiologiczna w Gnieźnie – komunikat\nW ubiegłym tygodniu zgłoszono 1840 zachorowań i podejrzeń zachorowań na grypę, prawdopodobnie o ok. 30% więcej niż w poprzednim tygodniu. Szczyt zachorowań spodziewany jest na przełomie stycznia i lutego.\nZalecenia:\n1. Osoby powyżej 65. roku życia i przewlekle chore powinny się zaszczepić (szczepienie jest dla nich bezpłatne).\n2. Osoby z gorączką nie powinny przychodzić do pracy ani posyłać chorych dzieci do szkoły.\n3. Pacjenci z objawami infekcji mają obowiązek noszenia maseczek w placówkach ochrony zdrowia.\n4. Leki przeciwwirusowe przyjęte w ciągu 48 godzin od wystąpienia objawów mogą skrócić czas choroby.\n5. Nie należy stosować antybiotyków bez zalecenia lekarza – nie działają na wirusy.",
            ),
            Good(
                "en",
                "Notice from the District Sanitary and Epidemiological Station in Gniezno. Last week 1,840 cases and suspected cases of influenza were reported, probably around 30% more than the week before. The peak is expected at the turn of January and February. People over 65 and the chronically ill should get vaccinated; the vaccination is free for them. People with a fever should not go to work or send sick children to school. In healthcare facilities, patients with symptoms of infection are required to wear masks. Antiviral drugs may shorten the illness if taken within 48 hours of the onset of symptoms. Do not use antibiotics without a doctor's recommendation – they do not work against viruses.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie o około 30% więcej", "o 30% więcej")], "hedge"),
            Slip(
                1,
                [
                    (
                        "przewlekle chore powinny się zaszczepić",
                        "przewlekle chore muszą się zaszczepić",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The peak is expected at the turn of January and February.",
                        "The peak is expected at the turn of January and February, driven mainly by a new H3N2 strain.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bank-przerwa-techniczna-aktualizacja-api",
        source="Planowana przerwa techniczna. W nocy z soboty 14 czerwca na niedzielę 15 czerwca, w godzinach 23:00–3:00, przeprowadzimy aktualizację systemu bankowości internetowej do wersji 4.2. W tym czasie logowanie do serwisu i aplikacji mobilnej nie będzie możliwe. Płatności kartą będą działać bez zmian. Po aktualizacji użytkownicy aplikacji na Androida muszą zainstalować wersję 4.2.1 lub nowszą; starsze wersje przestaną łączyć się z serwerem. Klienci korzystający z API powinni zmienić adres endpointu na https://api.bank-przyklad.pl/v2/. Stary adres /v1/ zostanie wyłączony 30 czerwca. Bieżące informacje publikujemy na stronie status.bank-przyklad.pl. Przepraszamy za utrudnienia.",
        good=[
            Good(
                "preserve",
                "Planowana przerwa techniczna: w nocy z soboty 14 czerwca na niedzielę 15 czerwca, od 23:00 do 3:00, zaktualizujemy system bankowości internetowej do wersji 4.2. Przez ten czas nie zalogujesz się ani do serwisu, ani do aplikacji mobilnej, ale płatności kartą będą działać bez zmian. Jeśli używasz aplikacji na Androida, po aktualizacji musisz zainstalować wersję 4.2.1 lub nowszą – starsze wersje przestaną łączyć się z serwerem. Klienci korzystający z API powinni przełączyć się na endpoint https://api.bank-przyklad.pl/v2/, ponieważ stary adres /v1/ zostanie wyłączony 30 czerwca. Bieżące informacje znajdziesz na stronie status.bank-przyklad.pl. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "**Planowana przerwa techniczna 14/15 czerwca**\n\nKiedy: w nocy z soboty 14 czerwca na niedzielę 15 czerwca, 23:00–3:00.\nCo się dzieje: aktualizacja systemu bankowości internetowej do wersji 4.2.\n\n- Logowanie do serwisu i aplikacji mobilnej będzie w tym czasie niemożliwe.\n- Płatności kartą działają bez zmian.\n- Android: po aktualizacji użytkownicy muszą zainstalować aplikację w wersji 4.2.1 lub nowszej; starsze wersje przestaną łączyć się z serwerem.\n- API: klienci powinni zmienić adres endpointu na https://api.bank-przyklad.pl/v2/; stary adres /v1/ zostanie wyłączony 30 czerwca.\n\nBieżące informacje: status.bank-przyklad.pl. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Planned maintenance. On the night of Saturday 14 June to Sunday 15 June, between 23:00 and 3:00, we will update our online banking system to version 4.2. During this time you will not be able to log in to the website or the mobile app. Card payments will work as usual. After the update, Android app users must install version 4.2.1 or later; older versions will stop connecting to the server. API clients should change their endpoint address to https://api.bank-przyklad.pl/v2/. The old /v1/ address will be switched off on 30 June. Up-to-date information is published at status.bank-przyklad.pl. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(0, [("wersję 4.2.1 lub nowszą", "wersję 4.1.2 lub nowszą")], "code"),
            Slip(1, [("wyłączony 30 czerwca", "wyłączony 30 lipca")], "date"),
            Slip(2, [("status.bank-przyklad.pl", "status.bank-przyklad.com")], "url"),
        ],
    ),
    Case(
        key="pl-sklep-zabawki-zwroty-towaru-zasady",
        source="Zwroty i reklamacje w sklepie Drewniane Zabawki. Towar kupiony przez internet możesz zwrócić bez podania przyczyny w ciągu 14 dni od jego otrzymania. Zwracany produkt musi być kompletny i nie może nosić śladów użytkowania wykraczającego poza sprawdzenie jego właściwości. Koszt odesłania towaru ponosi kupujący, chyba że produkt okazał się wadliwy. Pieniądze zwracamy w ciągu 14 dni od otrzymania przesyłki, tą samą metodą płatności. Produktów personalizowanych, np. zabawek z wygrawerowanym imieniem, nie można zwrócić. Do paczki warto dołączyć wypełniony formularz zwrotu, co przyspieszy obsługę. Nie przyjmujemy przesyłek wysłanych za pobraniem.",
        good=[
            Good(
                "preserve",
                "Chcesz zwrócić zabawkę kupioną przez internet w sklepie Drewniane Zabawki? Oto zasady zwrotów:\n- Masz 14 dni od otrzymania towaru na zwrot bez podawania przyczyny.\n- Produkt musi być kompletny i nie może mieć śladów używania wykraczającego poza sprawdzenie jego właściwości.\n- Odesłanie towaru opłacasz sam, chyba że produkt okazał się wadliwy.\n- Pieniądze oddamy w ciągu 14 dni od otrzymania przesyłki, tą samą metodą płatności.\n- Produktów personalizowanych (np. zabawek z wygrawerowanym imieniem) nie można zwrócić.\n- Przesyłek wysłanych za pobraniem nie przyjmujemy.\nWarto dołączyć do paczki wypełniony formularz zwrotu – dzięki temu szybciej obsłużymy zwrot.",
            ),
            Good(
                "preserve",
                "Sklep Drewniane Zabawki – zwroty i reklamacje. Kupujący ma prawo zwrócić towar nabyty przez internet bez podania przyczyny w terminie 14 dni od jego otrzymania. Zwracany produkt musi być kompletny i nie może nosić śladów użytkowania wykraczającego poza sprawdzenie jego właściwości. Koszty odesłania pokrywa kupujący, z wyjątkiem sytuacji, gdy produkt okazał się wadliwy. Zwrot pieniędzy następuje w ciągu 14 dni od otrzymania przesyłki, przy użyciu tej samej metody płatności. Zwrotowi nie podlegają produkty personalizowane, np. zabawki z wygrawerowanym imieniem. Warto dołączyć do paczki wypełniony formularz zwrotu, co przyspiesza obsługę. Przesyłki wysłane za pobraniem nie są przyjmowane.",
            ),
            Good(
                "en",
                "Returns and complaints – Drewniane Zabawki shop. You can return goods bought online without giving a reason within 14 days of receiving them. The returned product must be complete and must not show signs of use beyond checking its characteristics. The buyer pays for sending the goods back unless the product turned out to be faulty. We refund the money within 14 days of receiving the parcel, using the same payment method. Personalised products, such as toys engraved with a name, cannot be returned. It is worth enclosing a completed return form with the parcel, as this speeds up processing. We do not accept parcels sent cash on delivery.",
            ),
        ],
        bad=[
            Slip(0, [("imieniem) nie można zwrócić", "imieniem) można zwrócić")], "negation"),
            Slip(
                1,
                [
                    (
                        "Zwracany produkt musi być kompletny",
                        "Zwracany produkt powinien być kompletny",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "We refund the money within 14 days of receiving the parcel, using the same payment method. Personalised products, such as toys engraved with a name, cannot be returned.",
                        "Pieniądze zwracamy w ciągu 14 dni od otrzymania przesyłki, tą samą metodą płatności. Produktów personalizowanych, np. zabawek z wygrawerowanym imieniem, nie można zwrócić.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gmina-kornik-dotacja-fotowoltaika-wnioski",
        source="Gminny program dopłat do instalacji fotowoltaicznych 2025. Właściciele budynków mieszkalnych położonych na terenie gminy Kórnik mogą otrzymać dotację w wysokości 40% kosztów kwalifikowanych, jednak nie więcej niż 5000 zł. Moc instalacji nie może przekraczać 10 kW. Wniosek należy złożyć przed rozpoczęciem montażu; instalacje zamontowane wcześniej nie zostaną dofinansowane. Do wniosku trzeba dołączyć kosztorys i zgodę wszystkich współwłaścicieli nieruchomości. Montaż musi wykonać instalator posiadający certyfikat UDT. Budżet programu wynosi 600 tys. zł, a wnioski rozpatrywane są według kolejności wpływu. Beneficjent powinien utrzymać instalację przez co najmniej 5 lat od dnia wypłaty dotacji.",
        good=[
            Good(
                "preserve",
                "Jesteś właścicielem budynku mieszkalnego w gminie Kórnik? W ramach gminnego programu dopłat do fotowoltaiki 2025 możesz otrzymać dotację pokrywającą 40% kosztów kwalifikowanych, maksymalnie 5000 zł. Instalacja może mieć moc najwyżej 10 kW. Wniosek musisz złożyć przed rozpoczęciem montażu – instalacje zamontowane wcześniej nie dostaną dofinansowania. Dołącz do niego kosztorys oraz zgodę wszystkich współwłaścicieli nieruchomości. Montaż musi wykonać instalator z certyfikatem UDT. Budżet programu to 600 tys. zł, a wnioski są rozpatrywane w kolejności wpływu. Po wypłacie dotacji powinieneś utrzymać instalację przez co najmniej 5 lat.",
            ),
            Good(
                "preserve",
                "Dopłaty do instalacji fotowoltaicznych – gmina Kórnik, 2025\nKto może skorzystać: właściciele budynków mieszkalnych na terenie gminy.\nWysokość dotacji: 40% kosztów kwalifikowanych, nie więcej niż 5000 zł.\nWarunki:\n- moc instalacji do 10 kW;\n- wniosek należy złożyć przed rozpoczęciem montażu (instalacje zamontowane wcześniej nie zostaną dofinansowane);\n- do wniosku trzeba dołączyć kosztorys i zgodę wszystkich współwłaścicieli nieruchomości;\n- montaż musi wykonać instalator z certyfikatem UDT;\n- beneficjent powinien utrzymać instalację co najmniej 5 lat od dnia wypłaty dotacji.\nBudżet programu: 600 tys. zł; wnioski rozpatrywane są według kolejności wpływu.",
            ),
            Good(
                "en",
                "Municipal photovoltaic subsidy programme 2025. Owners of residential buildings in the Kórnik municipality can receive a grant of 40% of eligible costs, up to a maximum of PLN 5,000. The installation's capacity must not exceed 10 kW. The application must be submitted before installation work begins; systems installed earlier will not be funded. A cost estimate and the consent of all co-owners of the property must be attached to the application. The installation must be carried out by a UDT-certified installer. The programme budget is PLN 600,000, and applications are processed in order of receipt. Beneficiaries should keep the installation in place for at least 5 years from the date the grant is paid.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Budżet programu to 600 tys. zł,",
                        "Budżet programu to 600 tys. zł, pochodzących z WFOŚiGW w Poznaniu,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("moc instalacji do 10 kW", "moc instalacji do 15 kW")], "number"),
            Slip(2, [("Beneficiaries should keep", "Beneficiaries must keep")], "modality"),
        ],
    ),
]

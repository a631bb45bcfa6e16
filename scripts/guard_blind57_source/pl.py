# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 57: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-stacja-kontroli-pojazdow-godziny-oplaty",
        source="Szanowni Klienci, informujemy, że od 3 marca 2025 r. Okręgowa Stacja Kontroli Pojazdów przy ul. Składowej 14 w Poznaniu będzie czynna od poniedziałku do piątku w godzinach 7:00–19:00 oraz w soboty w godzinach 8:00–14:00. Opłata za okresowe badanie techniczne samochodu osobowego wynosi 149 zł, a dla pojazdu zasilanego LPG dodatkowo 63 zł. Na badanie należy zabrać dowód rejestracyjny; bez niego diagnosta nie może przeprowadzić badania. Kierowcy, którzy chcą uniknąć kolejki, powinni umówić wizytę telefonicznie pod numerem 61 852 40 17. Prosimy o przyjazd co najmniej 10 minut przed wyznaczoną godziną. Płatność kartą jest możliwa na każdym stanowisku.",
        good=[
            Good(
                "preserve",
                "Od 3 marca 2025 r. Okręgowa Stacja Kontroli Pojazdów przy ul. Składowej 14 w Poznaniu będzie czynna:\n- poniedziałek–piątek: 7:00–19:00,\n- sobota: 8:00–14:00.\n\nOkresowe badanie techniczne samochodu osobowego kosztuje 149 zł, a w przypadku auta zasilanego LPG trzeba dopłacić 63 zł. Musisz zabrać ze sobą dowód rejestracyjny – bez niego diagnosta nie może wykonać badania. Jeśli chcesz uniknąć kolejki, powinieneś umówić się telefonicznie pod numerem 61 852 40 17. Prosimy o przyjazd co najmniej 10 minut przed wyznaczoną godziną. Kartą zapłacisz na każdym stanowisku.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że począwszy od 3 marca 2025 roku Okręgowa Stacja Kontroli Pojazdów w Poznaniu (ul. Składowa 14) przyjmuje klientów od poniedziałku do piątku od 7:00 do 19:00, a w soboty od 8:00 do 14:00. Za okresowe badanie techniczne samochodu osobowego pobierana jest opłata 149 zł; w przypadku pojazdów zasilanych LPG opłata jest wyższa o 63 zł. Warunkiem przeprowadzenia badania jest okazanie dowodu rejestracyjnego — bez tego dokumentu diagnosta nie może wykonać badania. Aby uniknąć oczekiwania w kolejce, kierowcy powinni wcześniej umówić termin pod numerem telefonu 61 852 40 17. Prosimy o stawienie się co najmniej 10 minut przed wyznaczoną godziną. Na wszystkich stanowiskach można płacić kartą.",
            ),
            Good(
                "en",
                "Dear customers, from 3 March 2025 the District Vehicle Inspection Station at ul. Składowa 14 in Poznań will be open Monday to Friday from 7:00 to 19:00 and on Saturdays from 8:00 to 14:00. A periodic roadworthiness test for a passenger car costs PLN 149, with an additional PLN 63 for LPG-powered vehicles. You need to bring the vehicle registration certificate: without it, the inspector cannot carry out the test. Drivers who want to avoid queuing should book an appointment by phone on 61 852 40 17. Please arrive at least 10 minutes before your scheduled time. Card payment is available at every inspection bay.",
            ),
        ],
        bad=[
            Slip(0, [("dopłacić 63 zł", "dopłacić 36 zł")], "number"),
            Slip(1, [("od 8:00 do 14:00", "od 8:00 do 16:00")], "date"),
            Slip(2, [("should book an appointment", "must book an appointment")], "modality"),
        ],
    ),
    Case(
        key="pl-studio-jogi-karnety-zasady",
        source="Karnet OPEN w studiu Joga Przestrzeń uprawnia do udziału w dowolnej liczbie zajęć przez 30 dni od pierwszego wejścia i kosztuje 260 zł. Karnet 8 wejść jest ważny 6 tygodni i kosztuje 190 zł. Karnety są imienne i nie można ich przekazywać innym osobom. Na zajęcia warto zapisać się przez aplikację, ponieważ liczba miejsc na sali jest ograniczona do 18 osób. Rezygnację z zajęć należy zgłosić najpóźniej 6 godzin przed ich rozpoczęciem — w przeciwnym razie wejście przepada. W razie choroby trwającej dłużej niż tydzień karnet można zawiesić na podstawie zaświadczenia lekarskiego. Zwykle udaje się to załatwić w ciągu jednego dnia roboczego. Studio nie zwraca pieniędzy za niewykorzystane wejścia.",
        good=[
            Good(
                "preserve",
                "Jakie karnety oferuje Joga Przestrzeń?\n- **OPEN** – 260 zł, dowolna liczba zajęć przez 30 dni, licząc od pierwszego wejścia.\n- **8 wejść** – 190 zł, ważny przez 6 tygodni.\n\nKarnet jest imienny, więc nie możesz go przekazać nikomu innemu. Na sali mieści się maksymalnie 18 osób, dlatego warto zapisywać się na zajęcia w aplikacji. Jeśli rezygnujesz, zgłoś to najpóźniej 6 godzin przed rozpoczęciem zajęć – inaczej wejście przepadnie. Gdy chorujesz dłużej niż tydzień, możesz zawiesić karnet na podstawie zaświadczenia lekarskiego; zwykle udaje się to załatwić w ciągu jednego dnia roboczego. Pamiętaj, że studio nie zwraca pieniędzy za wejścia, których nie wykorzystasz.",
            ),
            Good(
                "preserve",
                "Studio Joga Przestrzeń oferuje dwa rodzaje karnetów: OPEN za 260 zł, dający prawo do nieograniczonej liczby zajęć w ciągu 30 dni od pierwszej wizyty, oraz karnet na 8 wejść za 190 zł, ważny przez 6 tygodni. Każdy karnet jest imienny i nie może zostać przekazany osobie trzeciej. Z uwagi na limit 18 miejsc na sali warto rezerwować zajęcia w aplikacji. Rezygnację trzeba zgłosić najpóźniej 6 godzin przed zajęciami; później wejście przepada. Choroba trwająca ponad tydzień, potwierdzona zaświadczeniem lekarskim, pozwala zawiesić karnet, a zawieszenie zazwyczaj udaje się załatwić w ciągu jednego dnia roboczego. Za niewykorzystane wejścia studio nie zwraca pieniędzy.",
            ),
            Good(
                "en",
                "The OPEN pass at Joga Przestrzeń costs PLN 260 and lets you attend as many classes as you like for 30 days from your first visit. The 8-class pass costs PLN 190 and is valid for 6 weeks. Passes are personal and cannot be transferred to anyone else. It is worth booking classes through the app, as each class is limited to 18 people. If you cannot attend, you must cancel no later than 6 hours before the class starts; otherwise the entry is forfeited. If you are ill for more than a week, you can suspend your pass on the basis of a doctor's note. This can usually be arranged within one working day. The studio does not refund unused entries.",
            ),
        ],
        bad=[
            Slip(0, [("studio nie zwraca pieniędzy", "studio zwraca pieniądze")], "negation"),
            Slip(1, [("limit 18 miejsc", "limit 16 miejsc")], "number"),
            Slip(2, [("This can usually be arranged", "This is arranged")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-ebooki-kody-legimi",
        source="Czytelnicy Miejskiej Biblioteki Publicznej mogą bezpłatnie wypożyczać e-booki za pośrednictwem platformy Legimi. Kod dostępu odbiera się osobiście w dowolnej filii po okazaniu ważnej karty bibliotecznej. Jeden kod jest ważny przez miesiąc kalendarzowy i nie przechodzi na kolejny miesiąc. W każdym miesiącu biblioteka dysponuje ograniczoną pulą kodów, dlatego decyduje kolejność zgłoszeń. Czytelnik nie może odebrać więcej niż jednego kodu miesięcznie. Kodu nie wolno udostępniać innym osobom; w przypadku naruszenia tej zasady biblioteka może zablokować konto na 3 miesiące. Aplikację należy pobrać ze strony www.legimi.pl/aplikacje. Pytania prosimy kierować na adres ebooki@biblioteka.gdynia.pl.",
        good=[
            Good(
                "preserve",
                "Masz kartę Miejskiej Biblioteki Publicznej? Możesz bezpłatnie czytać e-booki na platformie Legimi. Kod dostępu odbierzesz osobiście w dowolnej filii – wystarczy pokazać ważną kartę biblioteczną. Kod działa przez jeden miesiąc kalendarzowy i nie przechodzi na następny. Pula kodów na każdy miesiąc jest ograniczona, więc liczy się kolejność zgłoszeń, a jedna osoba nie może odebrać więcej niż jednego kodu w miesiącu. Pamiętaj: kodu nie wolno udostępniać innym. Jeśli złamiesz tę zasadę, biblioteka może zablokować Twoje konto na 3 miesiące. Aplikację musisz pobrać ze strony www.legimi.pl/aplikacje, a pytania wysyłaj na adres ebooki@biblioteka.gdynia.pl.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczania e-booków w Miejskiej Bibliotece Publicznej:\n1. E-booki wypożyczamy bezpłatnie przez platformę Legimi.\n2. Kod dostępu wydawany jest osobiście w dowolnej filii, po okazaniu ważnej karty bibliotecznej.\n3. Kod obowiązuje przez jeden miesiąc kalendarzowy i nie przechodzi na kolejny miesiąc.\n4. Miesięczna pula kodów jest ograniczona – decyduje kolejność zgłoszeń.\n5. Czytelnik nie może odebrać więcej niż jednego kodu w miesiącu.\n6. Udostępnianie kodu innym osobom jest zabronione; za naruszenie tej zasady biblioteka może zablokować konto na 3 miesiące.\n7. Aplikację należy pobrać ze strony www.legimi.pl/aplikacje.\n\nPytania prosimy kierować na adres ebooki@biblioteka.gdynia.pl.",
            ),
            Good(
                "en",
                "Readers of the Municipal Public Library can borrow e-books free of charge via the Legimi platform. Access codes are collected in person at any branch on presentation of a valid library card. Each code is valid for one calendar month and does not carry over to the following month. The library has a limited pool of codes each month, so they are allocated on a first-come, first-served basis. A reader may not collect more than one code per month. Codes must not be shared with other people; if this rule is broken, the library may block the account for 3 months. The app must be downloaded from www.legimi.pl/aplikacje. Please send any questions to ebooki@biblioteka.gdynia.pl.",
            ),
        ],
        bad=[
            Slip(0, [("www.legimi.pl/aplikacje", "www.legimi.pl/aplikacja")], "url"),
            Slip(
                1, [("biblioteka może zablokować konto", "biblioteka zablokuje konto")], "modality"
            ),
            Slip(2, [("A reader may not collect more", "A reader may collect more")], "negation"),
        ],
    ),
    Case(
        key="pl-kominiarz-kontrola-przewodow-pismo",
        source="Szanowni Państwo, uprzejmie informujemy, że zgodnie z § 34 ust. 1 rozporządzenia Ministra Spraw Wewnętrznych i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków przewody dymowe i spalinowe w lokalach z piecami gazowymi muszą być czyszczone co najmniej raz na pół roku, a przewody wentylacyjne — co najmniej raz w roku. Mistrz kominiarski Zbigniew Kołodziej odwiedzi budynek przy ul. Lipowej 9 we wtorek 14 października 2025 r. w godzinach 9:00–15:00. Prosimy o zapewnienie dostępu do pieców i kratek wentylacyjnych. Jeżeli nie mogą Państwo być obecni, należy skontaktować się z administracją pod numerem 58 620 11 34 do 10 października, aby ustalić inny termin. Protokół z kontroli otrzymają Państwo na piśmie.",
        good=[
            Good(
                "preserve",
                "We wtorek 14 października 2025 r., w godzinach 9:00–15:00, budynek przy ul. Lipowej 9 odwiedzi mistrz kominiarski Zbigniew Kołodziej. Zgodnie z § 34 ust. 1 rozporządzenia MSWiA z 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków w lokalach z piecami gazowymi przewody dymowe i spalinowe muszą być czyszczone co najmniej co pół roku, a wentylacyjne – co najmniej raz w roku. Prosimy, aby zapewnili Państwo dostęp do pieców i kratek wentylacyjnych. Kto nie może być obecny, musi do 10 października skontaktować się z administracją (tel. 58 620 11 34) i ustalić inny termin. Protokół z kontroli otrzymają Państwo w formie pisemnej.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy, w budynku przy ul. Lipowej 9 odbędzie się kontrola kominiarska. Przeprowadzi ją mistrz kominiarski Zbigniew Kołodziej we wtorek, 14 października 2025 r., między 9:00 a 15:00. Obowiązek wynika z § 34 ust. 1 rozporządzenia Ministra Spraw Wewnętrznych i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, zgodnie z którym w lokalach z piecami gazowymi przewody dymowe i spalinowe muszą być czyszczone nie rzadziej niż raz na sześć miesięcy, a przewody wentylacyjne nie rzadziej niż raz w roku. Uprzejmie prosimy o zapewnienie dostępu do pieców oraz kratek wentylacyjnych. W razie nieobecności należy do 10 października skontaktować się z administracją (tel. 58 620 11 34) w celu ustalenia innego terminu. Pisemny protokół z kontroli zostanie Państwu przekazany.",
            ),
            Good(
                "en",
                "Dear Residents, please be advised that under § 34(1) of the Regulation of the Minister of the Interior and Administration of 7 June 2010 on the fire protection of buildings, smoke and flue ducts in premises with gas heaters must be cleaned at least once every six months, and ventilation ducts at least once a year. Master chimney sweep Zbigniew Kołodziej will visit the building at ul. Lipowa 9 on Tuesday, 14 October 2025, between 9:00 and 15:00. Please ensure access to your heaters and ventilation grilles. If you cannot be present, you must contact the building management on 58 620 11 34 by 10 October to arrange another date. You will receive the inspection report in writing.",
            ),
        ],
        bad=[
            Slip(0, [("do 10 października", "do 12 października")], "date"),
            Slip(1, [("§ 34 ust. 1", "§ 43 ust. 1")], "legal_reference"),
            Slip(2, [("must be cleaned", "should be cleaned")], "modality"),
        ],
    ),
    Case(
        key="pl-pks-ulgi-bilety-miesieczne",
        source="PKS Sądecczyzna przypomina o ulgach na bilety miesięczne. Zgodnie z ustawą z dnia 20 czerwca 1992 r. o uprawnieniach do ulgowych przejazdów środkami publicznego transportu zbiorowego (Dz.U. 1992 nr 54 poz. 254) uczniowie do ukończenia 24. roku życia mają prawo do ulgi 49%, a studenci do ukończenia 26. roku życia — do ulgi 51%. Dodatkowo seniorzy powyżej 70 lat mogą kupić bilet miesięczny ze zniżką 30%, finansowaną przez samorząd województwa. Ulga nie przysługuje bez ważnej legitymacji, którą trzeba okazywać kierowcy przy każdym przejeździe. Normalny bilet miesięczny na trasie Nowy Sącz – Limanowa kosztuje 310 zł. Zniżek nie można łączyć; obowiązuje zawsze jedna, najkorzystniejsza dla pasażera.",
        good=[
            Good(
                "preserve",
                "Ulgi na bilety miesięczne w PKS Sądecczyzna:\n- uczniowie do ukończenia 24. roku życia – 49%,\n- studenci do ukończenia 26. roku życia – 51%,\n- seniorzy powyżej 70 lat – 30% (zniżkę finansuje samorząd województwa).\n\nUlgi dla uczniów i studentów wynikają z ustawy z dnia 20 czerwca 1992 r. o uprawnieniach do ulgowych przejazdów środkami publicznego transportu zbiorowego (Dz.U. 1992 nr 54 poz. 254). Bez ważnej legitymacji ulga nie przysługuje – trzeba ją pokazać kierowcy przy każdym przejeździe. Za normalny bilet miesięczny Nowy Sącz – Limanowa zapłacisz 310 zł. Zniżki się nie sumują: zawsze stosowana jest jedna, najkorzystniejsza dla pasażera.",
            ),
            Good(
                "preserve",
                "Normalny bilet miesięczny PKS Sądecczyzna na trasie Nowy Sącz – Limanowa kosztuje 310 zł. Ustawa z dnia 20 czerwca 1992 r. o uprawnieniach do ulgowych przejazdów środkami publicznego transportu zbiorowego (Dz.U. 1992 nr 54 poz. 254) przyznaje uczniom do ukończenia 24. roku życia ulgę 49%, a studentom do ukończenia 26. roku życia ulgę 51%. Osoby powyżej 70 lat mogą ponadto kupić bilet miesięczny z 30-procentową zniżką, którą finansuje samorząd województwa. Warunkiem jest ważna legitymacja, okazywana kierowcy przy każdym przejeździe – bez niej ulga nie przysługuje. Zniżki nie łączą się ze sobą; stosuje się zawsze jedną, najkorzystniejszą dla pasażera.",
            ),
            Good(
                "en",
                "PKS Sądecczyzna would like to remind passengers about discounts on monthly tickets. Under the Act of 20 June 1992 on entitlements to discounted travel by means of public collective transport (Journal of Laws 1992 No. 54, item 254), pupils under the age of 24 are entitled to a 49% discount, and students under the age of 26 to a 51% discount. In addition, seniors over 70 can buy a monthly ticket at a 30% discount funded by the regional government. The discount does not apply without a valid ID card, which must be shown to the driver on every journey. A standard monthly ticket on the Nowy Sącz – Limanowa route costs PLN 310. Discounts cannot be combined; the one most favourable to the passenger always applies.",
            ),
        ],
        bad=[
            Slip(0, [("roku życia – 51%", "roku życia – 50%")], "number"),
            Slip(1, [("poz. 254", "poz. 245")], "legal_reference"),
            Slip(2, [("Discounts cannot be combined", "Discounts can be combined")], "negation"),
        ],
    ),
    Case(
        key="pl-dotacja-magazyn-energii-moj-prad",
        source="Program „Mój Prąd 6.0” pozwala uzyskać dofinansowanie do domowego magazynu energii elektrycznej. Dotacja wynosi do 50% kosztów kwalifikowanych, ale nie więcej niż 16 000 zł na magazyn energii i 5 000 zł na magazyn ciepła. Z programu mogą skorzystać prosumenci rozliczający się w systemie net-billing, którzy mają instalację fotowoltaiczną o mocy od 2 do 10 kW. Wnioski składa się wyłącznie elektronicznie przez stronę mojprad.gov.pl. Według szacunków operatora programu rozpatrzenie wniosku trwa zwykle około 3 miesięcy, choć w okresach dużego zainteresowania może się wydłużyć. Przed złożeniem wniosku warto sprawdzić, czy magazyn znajduje się na liście urządzeń kwalifikowanych. Dofinansowanie nie obejmuje kosztów montażu wykonanego samodzielnie.",
        good=[
            Good(
                "preserve",
                "**Ile można dostać?** W programie „Mój Prąd 6.0” dotacja pokrywa do 50% kosztów kwalifikowanych – maksymalnie 16 000 zł na magazyn energii i 5 000 zł na magazyn ciepła.\n\n**Kto może się ubiegać?** Prosumenci rozliczający się w systemie net-billing, którzy mają instalację fotowoltaiczną o mocy od 2 do 10 kW.\n\n**Jak złożyć wniosek?** Wyłącznie elektronicznie, przez stronę mojprad.gov.pl. Zanim to zrobisz, warto sprawdzić, czy Twój magazyn jest na liście urządzeń kwalifikowanych.\n\n**Ile się czeka?** Operator programu szacuje, że zwykle około 3 miesięcy, ale przy dużym zainteresowaniu czas ten może się wydłużyć.\n\nUwaga: dotacja nie obejmuje kosztów montażu wykonanego samodzielnie.",
            ),
            Good(
                "preserve",
                "Dofinansowanie do domowego magazynu energii elektrycznej można uzyskać w ramach programu „Mój Prąd 6.0”. Uprawnieni są prosumenci rozliczający się w systemie net-billing, którzy posiadają instalację fotowoltaiczną o mocy od 2 do 10 kW. Wsparcie wynosi do 50% kosztów kwalifikowanych, przy czym nie może przekroczyć 16 000 zł w przypadku magazynu energii i 5 000 zł w przypadku magazynu ciepła. Koszty samodzielnego montażu nie są objęte dofinansowaniem. Wnioski przyjmowane są wyłącznie drogą elektroniczną za pośrednictwem strony mojprad.gov.pl; wcześniej warto upewnić się, że wybrany magazyn figuruje na liście urządzeń kwalifikowanych. Operator programu szacuje, że rozpatrzenie wniosku trwa zazwyczaj około 3 miesięcy, choć w okresach dużego zainteresowania czas ten może się wydłużyć.",
            ),
            Good(
                "en",
                "The “Mój Prąd 6.0” programme offers funding towards a home electricity storage system. The grant covers up to 50% of eligible costs, capped at PLN 16,000 for an energy storage unit and PLN 5,000 for a heat storage unit. It is available to prosumers settling under net-billing who have a photovoltaic installation rated between 2 and 10 kW. Applications can only be submitted online at mojprad.gov.pl. The programme operator estimates that processing an application usually takes about 3 months, although it may take longer during periods of high demand. Before applying, it is worth checking that your storage unit is on the list of eligible devices. The grant does not cover the cost of self-installation.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 16 000 zł", "maksymalnie 18 000 zł")], "number"),
            Slip(1, [("mojprad.gov.pl", "mojprad.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "The programme operator estimates that processing an application usually takes about 3 months",
                        "Processing an application takes 3 months",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-polityka-hasel-konta-firmowe",
        source="## Polityka haseł — konta firmowe\n\n- Hasło musi mieć co najmniej **14 znaków** i nie może zawierać imienia ani loginu użytkownika.\n- Hasła nie wolno używać w żadnym innym serwisie.\n- Zmiana hasła jest wymagana tylko po podejrzeniu wycieku; nie wymuszamy okresowej zmiany co 90 dni.\n- Uwierzytelnianie dwuskładnikowe (MFA) jest obowiązkowe dla wszystkich kont z dostępem do VPN.\n- Do przechowywania haseł należy używać menedżera `Bitwarden`; zapisywanie haseł w przeglądarce jest zabronione.\n\nHasło możesz zmienić poleceniem `passwd-reset --user <login>` lub w portalu [konto.firma.pl](https://konto.firma.pl/haslo). Incydenty zgłaszaj na security@firma.pl.",
        good=[
            Good(
                "preserve",
                "## Zasady dotyczące haseł do kont firmowych\n\n1. Minimalna długość hasła to **14 znaków**; hasło nie może zawierać imienia ani loginu użytkownika.\n2. Hasło nie może być używane w żadnym innym serwisie.\n3. Zmiana hasła jest wymagana wyłącznie w razie podejrzenia wycieku – okresowa zmiana co 90 dni nie jest wymuszana.\n4. Każde konto z dostępem do VPN musi mieć włączone uwierzytelnianie dwuskładnikowe (MFA).\n5. Hasła należy przechowywać w menedżerze `Bitwarden`. Zapisywanie ich w przeglądarce jest zabronione.\n\nAby zmienić hasło, użyj polecenia `passwd-reset --user <login>` albo portalu [konto.firma.pl](https://konto.firma.pl/haslo). Incydenty zgłaszaj na adres security@firma.pl.",
            ),
            Good(
                "preserve",
                "## Polityka haseł: konta firmowe\n\n- Twoje hasło musi mieć minimum **14 znaków** i nie może zawierać Twojego imienia ani loginu.\n- Nie wolno Ci używać tego hasła w żadnym innym serwisie.\n- Hasło trzeba zmienić tylko wtedy, gdy podejrzewasz wyciek. Nie wymuszamy okresowej zmiany co 90 dni.\n- Jeśli masz dostęp do VPN, uwierzytelnianie dwuskładnikowe (MFA) jest dla Ciebie obowiązkowe.\n- Hasła przechowuj w menedżerze `Bitwarden` – zapisywanie ich w przeglądarce jest zabronione.\n\nHasło zmienisz poleceniem `passwd-reset --user <login>` lub w portalu [konto.firma.pl](https://konto.firma.pl/haslo). Incydenty zgłaszaj na security@firma.pl.",
            ),
            Good(
                "en",
                "## Password policy — company accounts\n\n- Passwords must be at least **14 characters** long and must not contain the user's name or login.\n- A password must not be used on any other service.\n- A password change is required only when a leak is suspected; we do not enforce periodic changes every 90 days.\n- Multi-factor authentication (MFA) is mandatory for all accounts with VPN access.\n- Passwords must be stored in the `Bitwarden` manager; saving passwords in the browser is prohibited.\n\nYou can change your password with the command `passwd-reset --user <login>` or in the [konto.firma.pl](https://konto.firma.pl/haslo) portal. Report incidents to security@firma.pl.",
            ),
        ],
        bad=[
            Slip(0, [("## Zasady dotyczące", "Zasady dotyczące")], "markdown"),
            Slip(1, [("--user <login>", "--username <login>")], "code"),
            Slip(
                2,
                [("is mandatory for all accounts", "is recommended for all accounts")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-rower-dojazdy-serce",
        source="Celem badania była ocena związku między dojazdami do pracy rowerem a ryzykiem chorób sercowo-naczyniowych. Przeanalizowano dane 263 450 uczestników brytyjskiej kohorty UK Biobank, z medianą okresu obserwacji wynoszącą 5 lat (Celis-Morales i wsp., BMJ 2017; 357: j1456). Osoby dojeżdżające rowerem miały o około 46% niższe ryzyko zachorowania na choroby sercowo-naczyniowe i o 41% niższe ryzyko zgonu z dowolnej przyczyny niż osoby dojeżdżające samochodem lub komunikacją publiczną. Ze względu na obserwacyjny charakter badania nie można jednak wykluczyć wpływu czynników zakłócających, a uzyskane wyniki prawdopodobnie częściowo odzwierciedlają ogólnie zdrowszy styl życia rowerzystów. Autorzy sugerują, że polityka transportowa wspierająca jazdę na rowerze może przynieść istotne korzyści zdrowotne.",
        good=[
            Good(
                "preserve",
                "Czy dojeżdżanie do pracy rowerem chroni serce? Badacze sprawdzili to na danych 263 450 osób z brytyjskiej kohorty UK Biobank, u których mediana okresu obserwacji wyniosła 5 lat (Celis-Morales i wsp., BMJ 2017; 357: j1456). W porównaniu z osobami jeżdżącymi do pracy samochodem lub komunikacją publiczną rowerzyści mieli o około 46% mniejsze ryzyko zachorowania na choroby sercowo-naczyniowe i o 41% mniejsze ryzyko zgonu z jakiejkolwiek przyczyny. Badanie było jednak obserwacyjne, więc nie da się wykluczyć wpływu czynników zakłócających – wyniki prawdopodobnie po części odzwierciedlają po prostu zdrowszy tryb życia rowerzystów. Autorzy sugerują, że polityka transportowa wspierająca jazdę na rowerze może przynieść istotne korzyści dla zdrowia.",
            ),
            Good(
                "preserve",
                "**Cel:** ocena związku między dojazdami rowerem do pracy a ryzykiem chorób sercowo-naczyniowych.\n\n**Metody:** analiza danych 263 450 uczestników brytyjskiej kohorty UK Biobank; mediana okresu obserwacji wyniosła 5 lat (Celis-Morales i wsp., BMJ 2017; 357: j1456).\n\n**Wyniki:** w porównaniu z osobami dojeżdżającymi samochodem lub komunikacją publiczną osoby dojeżdżające rowerem miały o około 46% niższe ryzyko zachorowania na choroby sercowo-naczyniowe oraz o 41% niższe ryzyko zgonu z dowolnej przyczyny.\n\n**Wnioski:** obserwacyjny charakter badania nie pozwala wykluczyć wpływu czynników zakłócających, a wyniki prawdopodobnie częściowo odzwierciedlają ogólnie zdrowszy styl życia rowerzystów. Autorzy sugerują, że polityka transportowa wspierająca jazdę na rowerze może przynieść istotne korzyści zdrowotne.",
            ),
            Good(
                "en",
                "This study assessed the association between cycling to work and the risk of cardiovascular disease. Data from 263,450 participants in the UK Biobank cohort, followed up for a median of 5 years, were analysed (Celis-Morales et al., BMJ 2017; 357: j1456). Compared with people who commuted by car or public transport, cycle commuters had an approximately 46% lower risk of developing cardiovascular disease and a 41% lower risk of death from any cause. Because the study was observational, however, confounding cannot be ruled out, and the results probably partly reflect the generally healthier lifestyle of cyclists. The authors suggest that transport policies supporting cycling may bring substantial health benefits.",
            ),
        ],
        bad=[
            Slip(0, [("BMJ 2017; 357", "BMJ 2019; 357")], "citation"),
            Slip(1, [("prawdopodobnie częściowo", "częściowo")], "hedge"),
            Slip(2, [("a 41% lower risk", "a 14% lower risk")], "number"),
        ],
    ),
    Case(
        key="pl-sala-weselna-warunki-wynajmu",
        source="Rezerwacja sali w Dworku pod Lipami jest potwierdzana po wpłacie zadatku w wysokości 30% ceny pakietu w terminie 7 dni od podpisania umowy. Pozostałą kwotę należy uregulować najpóźniej 14 dni przed przyjęciem. Sala mieści maksymalnie 120 gości, a przyjęcie może trwać do godziny 4:00. W przypadku rezygnacji zadatek nie podlega zwrotowi. Para młoda może przywieźć własny alkohol, ale nie może wnosić własnych potraw, z wyjątkiem tortu z cukierni posiadającej certyfikat sanitarny. Dekoracje z otwartym ogniem, w tym zimne ognie, są zabronione w budynku. Za szkody wyrządzone przez gości odpowiada najemca. Ostateczną liczbę gości trzeba podać nie później niż 10 dni przed terminem.",
        good=[
            Good(
                "preserve",
                "Warunki wynajmu sali – Dworek pod Lipami\n1. Rezerwacja zostaje potwierdzona po wpłacie zadatku (30% ceny pakietu) w ciągu 7 dni od podpisania umowy.\n2. Resztę należności trzeba zapłacić najpóźniej 14 dni przed przyjęciem.\n3. Ostateczną liczbę gości należy podać nie później niż 10 dni przed terminem.\n4. Sala pomieści maksymalnie 120 gości; przyjęcie może trwać do 4:00.\n5. W razie rezygnacji zadatek nie podlega zwrotowi.\n6. Para młoda może przywieźć własny alkohol, ale nie może wnosić własnych potraw – wyjątkiem jest tort z cukierni posiadającej certyfikat sanitarny.\n7. W budynku zabronione są dekoracje z otwartym ogniem, w tym zimne ognie.\n8. Najemca odpowiada za szkody wyrządzone przez gości.",
            ),
            Good(
                "preserve",
                "Chcecie zarezerwować salę w Dworku pod Lipami? W ciągu 7 dni od podpisania umowy wpłaćcie zadatek w wysokości 30% ceny pakietu – wtedy rezerwacja zostanie potwierdzona. Pamiętajcie, że przy rezygnacji zadatek nie jest zwracany. Resztę kwoty musicie wpłacić najpóźniej 14 dni przed przyjęciem, a ostateczną liczbę gości podać nie później niż 10 dni przed terminem. Sala mieści maksymalnie 120 osób, a zabawa może trwać do 4:00. Własny alkohol możecie przywieźć, ale własnych potraw wnosić nie można – wyjątkiem jest tort z cukierni z certyfikatem sanitarnym. W budynku nie wolno używać dekoracji z otwartym ogniem, także zimnych ogni. Za szkody wyrządzone przez gości odpowiadacie jako najemcy.",
            ),
            Good(
                "en",
                "A booking at Dworek pod Lipami is confirmed once a deposit of 30% of the package price has been paid within 7 days of signing the contract. The remaining balance must be paid no later than 14 days before the reception, and the final number of guests must be given no later than 10 days before the date. The hall holds a maximum of 120 guests, and the reception may last until 4:00 a.m. The deposit is non-refundable in the event of cancellation. The couple may bring their own alcohol but may not bring their own food, except for a cake from a patisserie holding a sanitary certificate. Decorations with open flames, including sparklers, are prohibited inside the building. The hirer is liable for any damage caused by guests.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "przyjęcie może trwać do 4:00.",
                        "przyjęcie może trwać do 4:00, a w cenie pakietu jest nocleg dla pary młodej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Własny alkohol możecie przywieźć", "Własny alkohol musicie przywieźć")],
                "modality",
            ),
            Slip(2, [("The deposit is non-refundable", "The deposit is refundable")], "negation"),
        ],
    ),
    Case(
        key="pl-rod-protokol-walnego-zebrania",
        source="Protokół z Walnego Zebrania Sprawozdawczego ROD „Słonecznik” w Lublinie, które odbyło się 22 marca 2025 r. o godz. 11:00 w świetlicy ogrodu. W zebraniu uczestniczyło 64 ze 112 członków stowarzyszenia, co stanowi kworum. Zebranie przyjęło sprawozdanie zarządu za 2024 rok oraz uchwaliło opłatę ogrodową w wysokości 0,65 zł za m² działki. Opłatę należy wnieść do 30 czerwca 2025 r. Zarząd poinformował, że remont głównej bramy prawdopodobnie zakończy się jesienią. Wniosek o budowę drugiego ujęcia wody nie uzyskał większości i nie został przyjęty. Zebranie zamknięto o godz. 13:40. Protokołowała Danuta Wróbel.",
        good=[
            Good(
                "preserve",
                "**Walne Zebranie Sprawozdawcze ROD „Słonecznik” w Lublinie – protokół**\n\n- Termin i miejsce: 22 marca 2025 r., godz. 11:00, świetlica ogrodu.\n- Obecni: 64 spośród 112 członków stowarzyszenia (kworum).\n- Przyjęto sprawozdanie zarządu za 2024 rok.\n- Uchwalono opłatę ogrodową: 0,65 zł za m² działki, płatną do 30 czerwca 2025 r.\n- Zarząd poinformował, że remont głównej bramy prawdopodobnie zakończy się jesienią.\n- Wniosek o budowę drugiego ujęcia wody nie uzyskał większości i nie został przyjęty.\n- Zamknięcie zebrania: godz. 13:40.\n\nProtokołowała: Danuta Wróbel.",
            ),
            Good(
                "preserve",
                "Walne Zebranie Sprawozdawcze ROD „Słonecznik” w Lublinie obradowało 22 marca 2025 r. w świetlicy ogrodu od godz. 11:00 do 13:40. Wzięło w nim udział 64 ze 112 członków stowarzyszenia, a więc zebranie miało kworum. Zebrani przyjęli sprawozdanie zarządu za 2024 rok i ustalili opłatę ogrodową na 0,65 zł za m² działki; należy ją wnieść do 30 czerwca 2025 r. Wniosek dotyczący budowy drugiego ujęcia wody nie zyskał większości i nie został przyjęty. Zarząd poinformował ponadto, że remont głównej bramy zakończy się prawdopodobnie jesienią. Protokół sporządziła Danuta Wróbel.",
            ),
            Good(
                "en",
                "Minutes of the Annual Reporting General Meeting of the “Słonecznik” Family Allotment Garden in Lublin, held on 22 March 2025 at 11:00 in the garden's community room. The meeting was attended by 64 of the association's 112 members, which constitutes a quorum. The meeting approved the board's report for 2024 and set the garden fee at PLN 0.65 per m² of plot. The fee must be paid by 30 June 2025. The board reported that the renovation of the main gate will probably be completed in the autumn. The motion to build a second water intake did not obtain a majority and was not adopted. The meeting closed at 13:40. Minutes taken by Danuta Wróbel.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 czerwca 2025", "do 30 września 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "remont głównej bramy zakończy",
                        "remont głównej bramy, prowadzony przez firmę Bud-Mar z Lublina, zakończy",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("64 of the association's", "46 of the association's")], "number"),
        ],
    ),
    Case(
        key="pl-readme-zapas-kopie-zapasowe",
        source="# zapas\n\nProste narzędzie do tworzenia przyrostowych kopii zapasowych katalogów na dysk lokalny lub serwer SFTP.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy:\n\n```\npip install zapas==2.3.1\n```\n\n## Użycie\n\nPrzed pierwszym uruchomieniem utwórz plik konfiguracyjny `~/.zapas.toml` i ustaw w nim klucz `target`. Kopię wykonasz poleceniem `zapas run --verbose`. Narzędzie domyślnie nie szyfruje danych — jeśli kopie trafiają na serwer zewnętrzny, powinieneś włączyć opcję `encrypt = true`. Kopie starsze niż 30 dni są usuwane automatycznie.\n\nDokumentacja: [zapas.readthedocs.io](https://zapas.readthedocs.io). Błędy zgłaszaj na GitHubie: https://github.com/zapas-tools/zapas/issues.",
        good=[
            Good(
                "preserve",
                "# zapas\n\nNarzędzie do przyrostowych kopii zapasowych katalogów – na dysk lokalny albo na serwer SFTP.\n\n## Instalacja\n\nWymagany jest Python w wersji 3.10 lub nowszej. Zainstaluj pakiet:\n\n```\npip install zapas==2.3.1\n```\n\n## Użycie\n\n1. Przed pierwszym uruchomieniem utwórz plik konfiguracyjny `~/.zapas.toml` i ustaw w nim klucz `target`.\n2. Uruchom kopię: `zapas run --verbose`.\n\nUwaga: domyślnie dane nie są szyfrowane. Jeśli kopie trafiają na zewnętrzny serwer, powinieneś włączyć opcję `encrypt = true`. Kopie starsze niż 30 dni są automatycznie usuwane.\n\nDokumentacja znajduje się pod adresem [zapas.readthedocs.io](https://zapas.readthedocs.io), a błędy zgłaszaj na GitHubie: https://github.com/zapas-tools/zapas/issues.",
            ),
            Good(
                "preserve",
                "# zapas\n\nZapas tworzy przyrostowe kopie zapasowe katalogów na dysku lokalnym lub na serwerze SFTP.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego.\n\n```\npip install zapas==2.3.1\n```\n\n## Użycie\n\nZanim uruchomisz narzędzie po raz pierwszy, przygotuj plik `~/.zapas.toml` z ustawionym kluczem `target`, a następnie wykonaj kopię poleceniem `zapas run --verbose`. Kopie starsze niż 30 dni są kasowane automatycznie. Szyfrowanie jest domyślnie wyłączone; jeśli wysyłasz kopie na serwer zewnętrzny, powinieneś ustawić `encrypt = true`.\n\nDokumentacja: [zapas.readthedocs.io](https://zapas.readthedocs.io) · zgłoszenia błędów na GitHubie: https://github.com/zapas-tools/zapas/issues",
            ),
            Good(
                "en",
                "# zapas\n\nA simple tool for creating incremental backups of directories to a local disk or an SFTP server.\n\n## Installation\n\nPython 3.10 or newer is required:\n\n```\npip install zapas==2.3.1\n```\n\n## Usage\n\nBefore the first run, create the configuration file `~/.zapas.toml` and set the `target` key in it. Run a backup with `zapas run --verbose`. The tool does not encrypt data by default — if your backups go to an external server, you should enable the `encrypt = true` option. Backups older than 30 days are deleted automatically.\n\nDocumentation: [zapas.readthedocs.io](https://zapas.readthedocs.io). Report bugs on GitHub: https://github.com/zapas-tools/zapas/issues.",
            ),
        ],
        bad=[
            Slip(
                0, [("```\npip install zapas==2.3.1\n```", "pip install zapas==2.3.1")], "markdown"
            ),
            Slip(1, [("`zapas run --verbose`", "`zapas run --quiet`")], "code"),
            Slip(
                2, [("github.com/zapas-tools/zapas/issues", "github.com/zapas/zapas/issues")], "url"
            ),
        ],
    ),
    Case(
        key="pl-przeglad-sen-nastolatkow-lekcje",
        source="Niedobór snu wśród nastolatków jest coraz częściej opisywany jako problem zdrowia publicznego. Według metaanalizy Gradisar i wsp. (2011) średni czas snu uczniów szkół średnich w dni szkolne wynosi mniej niż 8 godzin, podczas gdy Amerykańska Akademia Medycyny Snu zaleca nastolatkom od 8 do 10 godzin snu na dobę (Paruthi i wsp., 2016). Badania wskazują, że późniejsze rozpoczynanie lekcji może wydłużać sen uczniów średnio o około 30–40 minut (Minges i Redeker, 2016). Wpływ na wyniki w nauce jest jednak mniej jednoznaczny, a część badań nie wykazała istotnej poprawy ocen. Potrzebne są dalsze badania prowadzone w Polsce, gdzie — według naszej wiedzy — nie przeprowadzono dotąd takich interwencji na dużą skalę.",
        good=[
            Good(
                "preserve",
                "Coraz częściej mówi się o tym, że niedobór snu u nastolatków to problem zdrowia publicznego. Z metaanalizy Gradisar i wsp. (2011) wynika, że uczniowie szkół średnich śpią w dni szkolne średnio krócej niż 8 godzin. Tymczasem Amerykańska Akademia Medycyny Snu zaleca nastolatkom 8–10 godzin snu na dobę (Paruthi i wsp., 2016). Badania wskazują, że przesunięcie początku lekcji na później może wydłużyć sen uczniów średnio o około 30–40 minut (Minges i Redeker, 2016). Mniej jasne jest natomiast, jak wpływa to na wyniki w nauce – w części badań nie stwierdzono istotnej poprawy ocen. Potrzebne są dalsze badania w Polsce, gdzie, według naszej wiedzy, nie prowadzono dotąd takich interwencji na dużą skalę.",
            ),
            Good(
                "preserve",
                "Problem niedoboru snu u młodzieży jest w coraz większym stopniu postrzegany w kategoriach zdrowia publicznego. Amerykańska Akademia Medycyny Snu rekomenduje nastolatkom od 8 do 10 godzin snu na dobę (Paruthi i wsp., 2016), tymczasem – jak wynika z metaanalizy Gradisar i wsp. (2011) – średni czas snu uczniów szkół średnich w dni szkolne jest krótszy niż 8 godzin. Dostępne badania wskazują, że opóźnienie godziny rozpoczęcia zajęć może wydłużać sen uczniów przeciętnie o około 30–40 minut (Minges i Redeker, 2016). Mniej jednoznaczny pozostaje wpływ takiej zmiany na osiągnięcia szkolne: w części badań nie odnotowano istotnej poprawy ocen. Potrzebne są dalsze badania w Polsce, gdzie według naszej wiedzy nie realizowano dotąd takich interwencji na dużą skalę.",
            ),
            Good(
                "en",
                "Sleep deprivation among adolescents is increasingly described as a public health problem. According to a meta-analysis by Gradisar et al. (2011), the average sleep duration of secondary school students on school days is less than 8 hours, whereas the American Academy of Sleep Medicine recommends that teenagers get 8 to 10 hours of sleep per day (Paruthi et al., 2016). Research indicates that later school start times may extend students' sleep by about 30–40 minutes on average (Minges and Redeker, 2016). The effect on academic performance, however, is less clear, and some studies found no significant improvement in grades. Further research is needed in Poland, where, to our knowledge, no such large-scale interventions have yet been carried out.",
            ),
        ],
        bad=[
            Slip(0, [("Paruthi i wsp., 2016", "Paruthi i wsp., 2018")], "citation"),
            Slip(
                1,
                [
                    (
                        "nie odnotowano istotnej poprawy ocen.",
                        "nie odnotowano istotnej poprawy ocen, choć wyraźnie spadła liczba spóźnień na pierwszą lekcję.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The effect on academic performance, however, is less clear, and some studies found no significant improvement in grades. Further research is needed in Poland, where, to our knowledge, no such large-scale interventions have yet been carried out.",
                        "Wpływ na wyniki w nauce jest jednak mniej jednoznaczny, a część badań nie wykazała istotnej poprawy ocen. Potrzebne są dalsze badania prowadzone w Polsce, gdzie – według naszej wiedzy – nie przeprowadzono dotąd takich interwencji na dużą skalę.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-klub-fitness",
        source="Administratorem Pani/Pana danych osobowych jest Fitness Arena sp. z o.o. z siedzibą w Katowicach, ul. Chorzowska 50. Dane przetwarzamy w celu realizacji umowy członkowskiej na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych — wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale niezbędne do zawarcia umowy. Dane będą przechowywane przez okres trwania umowy, a następnie przez 6 lat w celach rozliczeniowych. Ma Pani/Pan prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Zgodę na marketing można wycofać w dowolnym momencie. Dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego ani wykorzystywane do profilowania. Kontakt z inspektorem ochrony danych: iod@fitnessarena.pl.",
        good=[
            Good(
                "preserve",
                "Kto jest administratorem Twoich danych? Fitness Arena sp. z o.o. z siedzibą w Katowicach, ul. Chorzowska 50.\n\n- **Cel i podstawa:** realizacja umowy członkowskiej (art. 6 ust. 1 lit. b RODO); marketing – wyłącznie na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO).\n- **Czy musisz podać dane?** Nie, to dobrowolne, ale bez nich nie zawrzemy umowy.\n- **Jak długo je przechowujemy?** Przez czas trwania umowy, a potem przez 6 lat w celach rozliczeniowych.\n- **Twoje prawa:** dostęp do danych, ich sprostowanie i usunięcie oraz skarga do Prezesa Urzędu Ochrony Danych Osobowych. Zgodę na marketing możesz wycofać w dowolnym momencie.\n- Twoich danych nie przekazujemy do państw spoza Europejskiego Obszaru Gospodarczego i nie wykorzystujemy ich do profilowania.\n\nInspektor ochrony danych: iod@fitnessarena.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że administratorem Pani/Pana danych osobowych jest Fitness Arena sp. z o.o. z siedzibą w Katowicach przy ul. Chorzowskiej 50; z inspektorem ochrony danych można się skontaktować pod adresem iod@fitnessarena.pl. Podstawą przetwarzania danych w celu realizacji umowy członkowskiej jest art. 6 ust. 1 lit. b RODO. W celach marketingowych dane są przetwarzane wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO), którą można wycofać w dowolnym momencie. Podanie danych jest dobrowolne, lecz niezbędne do zawarcia umowy. Dane przechowujemy przez czas trwania umowy, a następnie przez 6 lat w celach rozliczeniowych. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego ani wykorzystywane do profilowania.",
            ),
            Good(
                "en",
                "The controller of your personal data is Fitness Arena sp. z o.o., based in Katowice at ul. Chorzowska 50. We process your data to perform the membership agreement on the basis of Article 6(1)(b) GDPR, and for marketing purposes only on the basis of your consent (Article 6(1)(a) GDPR). Providing your data is voluntary but necessary to conclude the agreement. Your data will be stored for the duration of the agreement and then for 6 years for accounting purposes. You have the right to access, rectify and erase your data, and to lodge a complaint with the President of the Personal Data Protection Office. You may withdraw your consent to marketing at any time. Your data will not be transferred to countries outside the European Economic Area or used for profiling. You can contact our data protection officer at iod@fitnessarena.pl.",
            ),
        ],
        bad=[
            Slip(0, [("lit. a RODO", "lit. f RODO")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Podanie danych jest dobrowolne, lecz niezbędne",
                        "Podanie danych jest obowiązkowe i niezbędne",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "will not be transferred to countries outside the European Economic Area or used",
                        "will be transferred to countries outside the European Economic Area but not used",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-szczepienia-grypa-sezon",
        source="Przychodnia Zdrowie Rodzinne przy ul. Grunwaldzkiej 12 w Gdańsku rozpoczyna szczepienia przeciw grypie na sezon 2025/2026. Szczepienia wykonujemy od 1 października, od poniedziałku do piątku w godzinach 8:00–18:00, po wcześniejszej rejestracji. Szczepionka jest bezpłatna dla osób powyżej 65. roku życia, kobiet w ciąży i dzieci od 6. miesiąca do 18. roku życia; pozostali pacjenci płacą 55 zł. Pełną odporność organizm uzyskuje zazwyczaj po około dwóch tygodniach od szczepienia. Najczęstsze działania niepożądane to ból w miejscu wkłucia i lekko podwyższona temperatura, które zwykle ustępują w ciągu 1–2 dni. Osoby z gorączką nie powinny się szczepić do czasu wyzdrowienia. Liczba szczepionek jest ograniczona.",
        good=[
            Good(
                "preserve",
                "Ruszają szczepienia przeciw grypie na sezon 2025/2026 w Przychodni Zdrowie Rodzinne (ul. Grunwaldzka 12, Gdańsk).\n\n**Kiedy?** Od 1 października, od poniedziałku do piątku w godz. 8:00–18:00, po wcześniejszej rejestracji.\n**Ile to kosztuje?** Bezpłatnie zaszczepią się osoby powyżej 65. roku życia, kobiety w ciąży oraz dzieci od 6. miesiąca do 18. roku życia. Pozostali pacjenci płacą 55 zł.\n\nPełna odporność pojawia się zazwyczaj po około dwóch tygodniach od szczepienia. Po szczepieniu najczęściej pojawiają się ból w miejscu wkłucia i lekko podwyższona temperatura – zwykle mijają w ciągu 1–2 dni. Jeśli masz gorączkę, nie powinieneś się szczepić, dopóki nie wyzdrowiejesz. Pamiętaj, że liczba szczepionek jest ograniczona.",
            ),
            Good(
                "preserve",
                "Od 1 października Przychodnia Zdrowie Rodzinne w Gdańsku (ul. Grunwaldzka 12) prowadzi szczepienia przeciw grypie na sezon 2025/2026 – od poniedziałku do piątku, w godzinach 8:00–18:00, po uprzedniej rejestracji. Bezpłatnie zaszczepią się osoby powyżej 65. roku życia, kobiety w ciąży oraz dzieci w wieku od 6 miesięcy do 18 lat; pozostali pacjenci zapłacą 55 zł. Liczba szczepionek jest ograniczona. Osoby z gorączką nie powinny się szczepić aż do wyzdrowienia. Najczęstsze działania niepożądane to ból w miejscu wkłucia i nieznacznie podwyższona temperatura; zwykle ustępują one w ciągu 1–2 dni. Pełna odporność rozwija się zazwyczaj po około dwóch tygodniach od szczepienia.",
            ),
            Good(
                "en",
                "The Zdrowie Rodzinne clinic at ul. Grunwaldzka 12 in Gdańsk is starting flu vaccinations for the 2025/2026 season. Vaccinations are available from 1 October, Monday to Friday, 8:00–18:00, by prior appointment. The vaccine is free for people over 65, pregnant women and children from 6 months to 18 years of age; other patients pay PLN 55. Full immunity usually develops about two weeks after vaccination. The most common side effects are pain at the injection site and a slightly raised temperature, which usually subside within 1–2 days. People with a fever should not be vaccinated until they have recovered. The number of vaccines is limited.",
            ),
        ],
        bad=[
            Slip(0, [("Od 1 października", "Od 15 października")], "date"),
            Slip(1, [("rozwija się zazwyczaj po około dwóch", "rozwija się po dwóch")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The number of vaccines is limited.",
                        "The number of vaccines is limited. Bedridden patients can also be vaccinated at home by a visiting nurse.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-remont-elewacji-zaliczki",
        source="Zarząd Wspólnoty Mieszkaniowej „Parkowa 7” informuje, że zgodnie z uchwałą nr 4/2025 w lipcu rozpocznie się remont elewacji budynku. Koszt prac wyniesie 486 000 zł, z czego 60% zostanie pokryte z funduszu remontowego, a pozostała część z kredytu bankowego. W związku z tym od 1 lipca zaliczka na fundusz remontowy wzrośnie z 2,10 zł do 3,40 zł za m² powierzchni lokalu. Przez czas prac balkony muszą być opróżnione z roślin i mebli. Mieszkańcy nie mogą samodzielnie montować anten ani klimatyzatorów na elewacji bez zgody zarządu. Rusztowania nie będą zasłaniać okien dłużej niż 3 tygodnie w przypadku jednego pionu. Pytania można zgłaszać administratorowi w godzinach dyżuru, we wtorki od 16:00 do 18:00.",
        good=[
            Good(
                "preserve",
                "**Remont elewacji – Wspólnota Mieszkaniowa „Parkowa 7”**\n\nNa podstawie uchwały nr 4/2025 w lipcu ruszy remont elewacji naszego budynku.\n- Koszt: 486 000 zł – 60% z funduszu remontowego, reszta z kredytu bankowego.\n- Od 1 lipca zaliczka na fundusz remontowy rośnie z 2,10 zł do 3,40 zł za m² powierzchni lokalu.\n- W czasie prac balkony muszą być puste – bez roślin i mebli.\n- Nie wolno samodzielnie montować na elewacji anten ani klimatyzatorów bez zgody zarządu.\n- Rusztowania będą zasłaniać okna jednego pionu nie dłużej niż 3 tygodnie.\n\nPytania możesz zgłaszać administratorowi podczas dyżuru: we wtorki, 16:00–18:00.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że w lipcu, na mocy uchwały nr 4/2025, rozpocznie się remont elewacji budynku Wspólnoty Mieszkaniowej „Parkowa 7”. Całkowity koszt prac to 486 000 zł; 60% tej kwoty pokryje fundusz remontowy, a resztę – kredyt bankowy. Z tego powodu od 1 lipca zaliczka na fundusz remontowy zostanie podniesiona z 2,10 zł do 3,40 zł za m² powierzchni lokalu. Na czas prac mieszkańcy muszą usunąć z balkonów rośliny i meble. Samodzielny montaż anten lub klimatyzatorów na elewacji bez zgody zarządu jest niedozwolony. W obrębie jednego pionu rusztowania nie będą zasłaniać okien dłużej niż 3 tygodnie. Pytania można kierować do administratora podczas dyżurów we wtorki, w godzinach 16:00–18:00.",
            ),
            Good(
                "en",
                "The Board of the “Parkowa 7” Housing Community would like to inform you that, in accordance with Resolution No. 4/2025, renovation of the building's façade will begin in July. The work will cost PLN 486,000, of which 60% will be covered by the renovation fund and the remainder by a bank loan. As a result, from 1 July the advance payment to the renovation fund will increase from PLN 2.10 to PLN 3.40 per m² of floor area. During the work, balconies must be cleared of plants and furniture. Residents may not install aerials or air conditioners on the façade themselves without the Board's consent. Scaffolding will not cover the windows of any single vertical stack of flats for longer than 3 weeks. Questions may be put to the administrator during office hours on Tuesdays from 16:00 to 18:00.",
            ),
        ],
        bad=[
            Slip(0, [("do 3,40 zł", "do 3,60 zł")], "number"),
            Slip(1, [("mieszkańcy muszą usunąć", "mieszkańcy powinni usunąć")], "modality"),
            Slip(2, [("Residents may not install", "Residents may install")], "negation"),
        ],
    ),
    Case(
        key="pl-przedszkole-rekrutacja-wnioski-terminy",
        source="Rekrutacja do Przedszkola Miejskiego nr 12 w Toruniu na rok szkolny 2025/2026 prowadzona jest przez system elektroniczny. Wnioski można składać od 3 do 17 marca 2025 r. do godz. 15:00. Wydrukowany i podpisany wniosek rodzic musi dostarczyć do placówki pierwszego wyboru w ciągu 3 dni roboczych od jego złożenia w systemie. Do przedszkola przyjmowane są dzieci w wieku od 3 do 6 lat. Listy zakwalifikowanych zostaną opublikowane 4 kwietnia 2025 r., a rodzice powinni potwierdzić wolę przyjęcia dziecka do 11 kwietnia. Brak potwierdzenia w tym terminie oznacza rezygnację z miejsca. W razie wolnych miejsc przewiduje się rekrutację uzupełniającą w maju.",
        good=[
            Good(
                "preserve",
                "Rekrutacja do Przedszkola Miejskiego nr 12 w Toruniu (rok szkolny 2025/2026) krok po kroku:\n1. Od 3 do 17 marca 2025 r., do godz. 15:00, złóż wniosek w systemie elektronicznym.\n2. W ciągu 3 dni roboczych od złożenia wniosku w systemie musisz dostarczyć wydrukowany i podpisany wniosek do przedszkola pierwszego wyboru.\n3. 4 kwietnia 2025 r. zostaną opublikowane listy zakwalifikowanych dzieci.\n4. Do 11 kwietnia powinieneś potwierdzić wolę przyjęcia dziecka – brak potwierdzenia w tym terminie oznacza rezygnację z miejsca.\n\nPrzedszkole przyjmuje dzieci w wieku od 3 do 6 lat. Jeśli zostaną wolne miejsca, w maju przewidziana jest rekrutacja uzupełniająca.",
            ),
            Good(
                "preserve",
                "Nabór do Przedszkola Miejskiego nr 12 w Toruniu na rok szkolny 2025/2026 odbywa się za pośrednictwem systemu elektronicznego. Wnioski przyjmowane są od 3 marca do 17 marca 2025 r., do godz. 15:00. Po złożeniu wniosku w systemie rodzic ma obowiązek w ciągu 3 dni roboczych dostarczyć jego wydrukowaną i podpisaną wersję do placówki pierwszego wyboru. Przedszkole przyjmuje dzieci w wieku 3–6 lat. Listy zakwalifikowanych zostaną ogłoszone 4 kwietnia 2025 r.; rodzice powinni do 11 kwietnia potwierdzić wolę przyjęcia dziecka, a brak potwierdzenia w tym terminie jest równoznaczny z rezygnacją z miejsca. Jeżeli pozostaną wolne miejsca, w maju przewiduje się rekrutację uzupełniającą.",
            ),
            Good(
                "en",
                "Enrolment at Municipal Kindergarten No. 12 in Toruń for the 2025/2026 school year is carried out through an online system. Applications can be submitted from 3 to 17 March 2025 until 15:00. Within 3 working days of submitting the application in the system, the parent must deliver the printed and signed form to the kindergarten of first choice. The kindergarten admits children aged 3 to 6. Lists of qualified children will be published on 4 April 2025, and parents should confirm their wish to enrol their child by 11 April. Failure to confirm by that date means giving up the place. If places remain available, supplementary enrolment is planned for May.",
            ),
        ],
        bad=[
            Slip(0, [("3. 4 kwietnia", "3. 14 kwietnia")], "date"),
            Slip(1, [("rodzic ma obowiązek w ciągu", "rodzic może w ciągu")], "modality"),
            Slip(
                2,
                [
                    (
                        "The kindergarten admits children aged 3 to 6.",
                        "The kindergarten admits children aged 3 to 6, and siblings of current pupils are admitted first.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-mojekonto-wydanie-aplikacji-mobilnej",
        source="## Wersja 4.2.0 aplikacji MojeKonto — informacje o wydaniu\n\nNowa wersja będzie dostępna w sklepach Google Play i App Store od 18 listopada.\n\n### Zmiany\n- Logowanie odciskiem palca działa teraz także na tabletach.\n- Limit jednorazowego przelewu BLIK zwiększyliśmy z 5 000 zł do 10 000 zł.\n- Historia transakcji ładuje się około dwa razy szybciej.\n\n### Znane problemy\n- Na urządzeniach z Androidem 9 powiadomienia push mogą przychodzić z opóźnieniem.\n\nAplikacja nie obsługuje już systemu iOS 14. Pełna lista zmian: [mojekonto.pl/zmiany](https://mojekonto.pl/zmiany/4-2-0). Zgłoszenia: pomoc@mojekonto.pl.",
        good=[
            Good(
                "preserve",
                "## MojeKonto 4.2.0 – co nowego?\n\nAktualizację pobierzesz z Google Play i App Store od 18 listopada.\n\n### Nowości\n- Logowanie odciskiem palca działa teraz również na tabletach.\n- Limit jednorazowego przelewu BLIK wynosi teraz 10 000 zł (wcześniej 5 000 zł).\n- Historia transakcji wczytuje się mniej więcej dwa razy szybciej.\n\n### Znane problemy\n- Na Androidzie 9 powiadomienia push mogą docierać z opóźnieniem.\n\nUwaga: aplikacja nie obsługuje już iOS 14. Wszystkie zmiany znajdziesz na stronie [mojekonto.pl/zmiany](https://mojekonto.pl/zmiany/4-2-0), a zgłoszenia wysyłaj na pomoc@mojekonto.pl.",
            ),
            Good(
                "preserve",
                "## MojeKonto, wersja 4.2.0 – informacje o wydaniu\n\nOd 18 listopada nowa wersja będzie do pobrania w Google Play oraz App Store.\n\n### Lista zmian\n- Logowanie odciskiem palca jest teraz dostępne także na tabletach.\n- Podnieśliśmy limit jednorazowego przelewu BLIK z 5 000 zł do 10 000 zł.\n- Historia transakcji ładuje się około dwukrotnie szybciej.\n\n### Znane problemy\n- Powiadomienia push na urządzeniach z systemem Android 9 mogą być dostarczane z opóźnieniem.\n\nWsparcie dla iOS 14 zostało zakończone. Pełny wykaz zmian: [mojekonto.pl/zmiany](https://mojekonto.pl/zmiany/4-2-0). Zgłoszenia prosimy kierować na pomoc@mojekonto.pl.",
            ),
            Good(
                "en",
                "## MojeKonto app version 4.2.0 — release notes\n\nThe new version will be available on Google Play and the App Store from 18 November.\n\n### Changes\n- Fingerprint login now also works on tablets.\n- We have raised the single BLIK transfer limit from PLN 5,000 to PLN 10,000.\n- Transaction history loads about twice as fast.\n\n### Known issues\n- On devices running Android 9, push notifications may arrive with a delay.\n\nThe app no longer supports iOS 14. Full changelog: [mojekonto.pl/zmiany](https://mojekonto.pl/zmiany/4-2-0). Reports: pomoc@mojekonto.pl.",
            ),
        ],
        bad=[
            Slip(0, [("tabletach.\n- Limit", "tabletach, a limit")], "markdown"),
            Slip(1, [("pomoc@mojekonto.pl", "pomoc@mojekonto.com.pl")], "url"),
            Slip(2, [("to PLN 10,000", "to PLN 15,000")], "number"),
        ],
    ),
    Case(
        key="pl-ankieta-kawa-wroclaw-sen",
        source="W badaniu ankietowym przeprowadzonym w 2024 r. na próbie 1 200 dorosłych mieszkańców Wrocławia 68% respondentów zadeklarowało codzienne picie kawy, najczęściej od dwóch do trzech filiżanek dziennie. Osoby pijące więcej niż cztery filiżanki częściej zgłaszały problemy z zasypianiem, co jest zgodne z wcześniejszymi obserwacjami (Drake i wsp., Journal of Clinical Sleep Medicine, 2013; 9(11): 1195–1200). Nie stwierdzono natomiast związku między spożyciem kawy a deklarowanym poziomem stresu. Wyniki należy interpretować ostrożnie: dane pochodzą z samoopisu, a dobór próby nie był losowy, więc odsetek pijących kawę w całej populacji miasta może być nieco inny.",
        good=[
            Good(
                "preserve",
                "Jak Wrocław pije kawę? W ankiecie z 2024 r. wzięło udział 1 200 dorosłych mieszkańców miasta. 68% z nich deklaruje, że pije kawę codziennie – najczęściej dwie lub trzy filiżanki dziennie. Osoby, które wypijają ponad cztery filiżanki, częściej skarżyły się na kłopoty z zasypianiem, co zgadza się z wcześniejszymi obserwacjami (Drake i wsp., Journal of Clinical Sleep Medicine, 2013; 9(11): 1195–1200). Nie stwierdzono za to związku między spożyciem kawy a deklarowanym poziomem stresu. Do wyników trzeba jednak podchodzić ostrożnie: opierają się na samoopisie, a próba nie była losowa, dlatego w całej populacji miasta odsetek pijących kawę może być nieco inny.",
            ),
            Good(
                "preserve",
                "Przeprowadzone w 2024 r. badanie ankietowe objęło 1 200 dorosłych mieszkańców Wrocławia. Codzienne picie kawy zadeklarowało 68% respondentów; najczęściej wskazywano od dwóch do trzech filiżanek dziennie. Problemy z zasypianiem częściej zgłaszali badani pijący więcej niż cztery filiżanki, co pozostaje w zgodzie z wcześniejszymi obserwacjami (Drake i wsp., Journal of Clinical Sleep Medicine, 2013; 9(11): 1195–1200). Nie stwierdzono natomiast związku między spożyciem kawy a deklarowanym poziomem stresu. Interpretując wyniki, należy zachować ostrożność, ponieważ dane pochodzą z samoopisu, a próba nie została dobrana losowo; odsetek osób pijących kawę w całej populacji miasta może więc być nieco inny.",
            ),
            Good(
                "en",
                "In a 2024 survey of 1,200 adult residents of Wrocław, 68% of respondents reported drinking coffee every day, most often two to three cups a day. People who drank more than four cups were more likely to report difficulty falling asleep, which is consistent with earlier observations (Drake et al., Journal of Clinical Sleep Medicine, 2013; 9(11): 1195–1200). No association was found, however, between coffee consumption and self-reported stress levels. The results should be interpreted with caution: the data are self-reported and the sample was not randomly selected, so the proportion of coffee drinkers in the city's population as a whole may be somewhat different.",
            ),
        ],
        bad=[
            Slip(0, [("9(11): 1195–1200", "9(11): 1159–1200")], "citation"),
            Slip(1, [("może więc być nieco inny", "jest więc inny")], "hedge"),
            Slip(2, [("No association was found", "An association was found")], "negation"),
        ],
    ),
    Case(
        key="pl-sklep-zwroty-reklamacje-zasady",
        source="Zakupiony towar możesz zwrócić bez podawania przyczyny w ciągu 14 dni od jego otrzymania. Wystarczy wypełnić formularz w zakładce „Moje zamówienia” i odesłać paczkę na adres magazynu: ul. Przemysłowa 8, 62-080 Tarnowo Podgórne. Koszt odesłania pokrywa kupujący, chyba że wartość zamówienia przekraczała 299 zł — wtedy zwrot jest bezpłatny. Pieniądze zwracamy tą samą metodą płatności, nie później niż 14 dni od otrzymania przesyłki. Prawo odstąpienia od umowy nie przysługuje w przypadku bielizny z otwartym opakowaniem higienicznym ani produktów wykonanych na indywidualne zamówienie. Reklamacje z tytułu rękojmi można składać przez 2 lata od wydania towaru. Nasza infolinia działa od poniedziałku do piątku w godzinach 9:00–17:00.",
        good=[
            Good(
                "preserve",
                "**Zwroty i reklamacje – najważniejsze informacje**\n- Masz 14 dni od otrzymania towaru, by zwrócić go bez podawania przyczyny.\n- Wystarczy wypełnić formularz w zakładce „Moje zamówienia” i odesłać paczkę do magazynu: ul. Przemysłowa 8, 62-080 Tarnowo Podgórne.\n- Odesłanie jest na Twój koszt, chyba że zamówienie było warte więcej niż 299 zł – wtedy zwrot jest bezpłatny.\n- Pieniądze oddamy tą samą metodą płatności, najpóźniej 14 dni po otrzymaniu paczki.\n- Prawo odstąpienia od umowy nie obejmuje bielizny z otwartym opakowaniem higienicznym ani produktów wykonanych na indywidualne zamówienie.\n- Reklamację z tytułu rękojmi możesz złożyć w ciągu 2 lat od wydania towaru.\n- Infolinia: od poniedziałku do piątku, 9:00–17:00.",
            ),
            Good(
                "preserve",
                "Kupujący może odstąpić od umowy bez podania przyczyny w terminie 14 dni od otrzymania towaru. W tym celu wystarczy wypełnić formularz dostępny w zakładce „Moje zamówienia”, a następnie odesłać paczkę do magazynu pod adresem ul. Przemysłowa 8, 62-080 Tarnowo Podgórne. Koszty odesłania ponosi kupujący; jeżeli jednak wartość zamówienia przekraczała 299 zł, zwrot jest bezpłatny. Zwrot pieniędzy następuje tą samą metodą płatności, nie później niż 14 dni od otrzymania przesyłki przez sklep. Prawo odstąpienia nie przysługuje w przypadku bielizny z otwartym opakowaniem higienicznym ani produktów wykonanych na indywidualne zamówienie. Reklamacje z tytułu rękojmi można składać przez 2 lata od wydania towaru, a infolinia jest czynna od poniedziałku do piątku w godz. 9:00–17:00.",
            ),
            Good(
                "en",
                "You can return purchased goods without giving a reason within 14 days of receiving them. Simply fill in the form in the “My orders” tab and send the parcel back to our warehouse at ul. Przemysłowa 8, 62-080 Tarnowo Podgórne. The buyer pays for return shipping unless the order was worth more than PLN 299, in which case the return is free. We refund your money using the same payment method no later than 14 days after receiving the parcel. The right to withdraw from the contract does not apply to underwear with an opened hygiene seal or to made-to-order products. Warranty complaints can be submitted for 2 years from delivery of the goods. Our helpline is open Monday to Friday, 9:00–17:00.",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu 2 lat", "w ciągu 1 roku")], "date"),
            Slip(1, [("przekraczała 299 zł", "przekraczała 199 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "does not apply to underwear with an opened hygiene seal or to",
                        "also applies to underwear with an opened hygiene seal and to",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rower-miejski-regulamin-oplaty",
        source="Rower miejski można wypożyczyć po założeniu konta w aplikacji i wniesieniu opłaty inicjalnej 20 zł, która zostaje zaliczona na poczet przejazdów. Pierwsze 20 minut każdego przejazdu jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 4 zł. Rower należy zwrócić na stację; pozostawienie go poza stacją wiąże się z opłatą 10 zł. Użytkownik musi mieć ukończone 13 lat, a osoby niepełnoletnie mogą korzystać z systemu wyłącznie za zgodą rodzica. Przed jazdą warto sprawdzić hamulce i ciśnienie w oponach. System działa od 1 marca do 30 listopada; w okresie zimowym może być czynna część stacji, jeśli pozwolą na to warunki pogodowe. Usterki zgłaszaj przez aplikację lub na infolinii 77 410 20 20.",
        good=[
            Good(
                "preserve",
                "Jak korzystać z roweru miejskiego?\n- Załóż konto w aplikacji i wnieś opłatę inicjalną 20 zł – zostanie ona zaliczona na poczet przejazdów.\n- Pierwsze 20 minut każdej jazdy nic nie kosztuje; za każdą kolejną rozpoczętą godzinę płacisz 4 zł.\n- Rower musisz oddać na stację. Jeśli zostawisz go poza stacją, zapłacisz 10 zł.\n- Musisz mieć ukończone 13 lat; niepełnoletni mogą jeździć wyłącznie za zgodą rodzica.\n- Zanim ruszysz, warto sprawdzić hamulce i ciśnienie w oponach.\n\nSystem działa od 1 marca do 30 listopada. Zimą może być czynna część stacji, jeśli pozwoli na to pogoda. Usterki zgłaszaj w aplikacji lub na infolinii 77 410 20 20.",
            ),
            Good(
                "preserve",
                "Warunkiem wypożyczenia roweru miejskiego jest założenie konta w aplikacji oraz wniesienie opłaty inicjalnej w wysokości 20 zł, zaliczanej na poczet przejazdów. Użytkownik musi mieć ukończone 13 lat, a niepełnoletni mogą korzystać z systemu wyłącznie za zgodą rodzica. Pierwsze 20 minut każdego przejazdu jest bezpłatne, a za każdą następną rozpoczętą godzinę pobierana jest opłata 4 zł. Rower należy zwrócić na stację; za pozostawienie go poza stacją nalicza się opłatę 10 zł. Przed jazdą warto sprawdzić hamulce i ciśnienie w oponach. System funkcjonuje od 1 marca do 30 listopada, a zimą, jeśli warunki pogodowe na to pozwolą, może działać część stacji. Usterki należy zgłaszać w aplikacji lub pod numerem infolinii 77 410 20 20.",
            ),
            Good(
                "en",
                "To rent a city bike, create an account in the app and pay an initial fee of PLN 20, which is credited towards your rides. The first 20 minutes of every ride are free, and each additional hour or part of an hour costs PLN 4. Bikes must be returned to a docking station; leaving one outside a station incurs a PLN 10 fee. Users must be at least 13 years old, and minors may use the system only with a parent's consent. Before riding, it is worth checking the brakes and tyre pressure. The system runs from 1 March to 30 November; in winter, some stations may remain open if the weather allows. Report faults via the app or on the helpline 77 410 20 20.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Rower musisz oddać na stację.", "Rower powinieneś oddać na stację.")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "pobierana jest opłata 4 zł.",
                        "pobierana jest opłata 4 zł, a posiadacze Karty Miejskiej jeżdżą przez pierwszą godzinę za darmo.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "some stations may remain open if the weather allows",
                        "some stations remain open",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]

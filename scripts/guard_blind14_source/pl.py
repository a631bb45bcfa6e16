# ruff: noqa: E501, RUF001
"""Blind-14 guard pairs with Polish sources: faithful rewrites and targeted slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-studio-tatuazu",
        source=(
            "**Pielęgnacja tatuażu – zalecenia studia Czarny Kruk**\n\n"
            "Opatrunek foliowy należy zdjąć po 3–4 godzinach, a następnie umyć tatuaż letnią wodą z mydłem bez substancji zapachowych. Przez pierwsze 14 dni:\n"
            "- nie wolno korzystać z basenu, sauny ani solarium,\n"
            "- należy smarować skórę cienką warstwą maści 2–3 razy dziennie,\n"
            "- nie należy drapać ani zrywać strupków.\n\n"
            "Lekkie zaczerwienienie i obrzęk mogą utrzymywać się do 72 godzin. Jeśli po tym czasie pojawi się gorączka lub ropna wydzielina, prawdopodobnie doszło do zakażenia i trzeba skontaktować się z lekarzem. Bezpłatna korekta jest możliwa w ciągu 6 tygodni od zabiegu; rezerwacja: studio@czarnykruk.pl."
        ),
        good=[
            Good(
                "preserve",
                "**Pielęgnacja tatuażu – zalecenia studia Czarny Kruk**\n\n"
                "Po upływie 3–4 godzin zdejmij opatrunek foliowy i umyj tatuaż letnią wodą z bezzapachowym mydłem. W ciągu pierwszych dwóch tygodni:\n"
                "- basen, sauna i solarium są zabronione,\n"
                "- skórę smaruj cienką warstwą maści 2–3 razy na dobę,\n"
                "- strupków nie drap ani nie zrywaj.\n\n"
                "Niewielkie zaczerwienienie oraz obrzęk mogą się utrzymywać do 72 godzin. Gorączka lub ropna wydzielina, które pojawią się później, prawdopodobnie oznaczają zakażenie – wtedy konieczny jest kontakt z lekarzem. Z bezpłatnej korekty można skorzystać w ciągu 6 tygodni od zabiegu; zapisy przyjmujemy pod adresem studio@czarnykruk.pl.",
            ),
            Good(
                "preserve",
                "**Pielęgnacja tatuażu – zalecenia studia Czarny Kruk**\n\n"
                "Folię z tatuażu zdejmujemy po 3–4 godzinach, po czym myjemy go letnią wodą i mydłem bez zapachu. Przez 14 dni od zabiegu obowiązują trzy zasady:\n"
                "- żadnego basenu, sauny ani solarium,\n"
                "- cienka warstwa maści 2–3 razy dziennie,\n"
                "- zero drapania i zrywania strupków.\n\n"
                "Lekki obrzęk i zaczerwienienie mogą utrzymywać się do 72 godzin. Jeżeli później wystąpi gorączka albo ropna wydzielina, to prawdopodobnie zakażenie i trzeba skontaktować się z lekarzem. Bezpłatną korektę wykonamy, jeśli zgłosisz się w ciągu 6 tygodni od zabiegu – zapisy: studio@czarnykruk.pl.",
            ),
            Good(
                "en",
                "**Tattoo aftercare – Czarny Kruk studio guidelines**\n\n"
                "Remove the cling-film dressing after 3–4 hours, then wash the tattoo with lukewarm water and fragrance-free soap. For the first 14 days:\n"
                "- do not use swimming pools, saunas or solariums,\n"
                "- apply a thin layer of ointment 2–3 times a day,\n"
                "- do not scratch or pick off scabs.\n\n"
                "Mild redness and swelling may last for up to 72 hours. If a fever or a pus-like discharge appears after that, an infection has probably developed and you need to contact a doctor. A free touch-up is available within 6 weeks of the session; book at studio@czarnykruk.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        " W ciągu pierwszych dwóch tygodni:\n- basen, sauna i solarium są zabronione,\n- skórę smaruj cienką warstwą maści 2–3 razy na dobę,\n- strupków nie drap ani nie zrywaj.",
                        " W ciągu pierwszych dwóch tygodni basen, sauna i solarium są zabronione, skórę smaruj cienką warstwą maści 2–3 razy na dobę, a strupków nie drap ani nie zrywaj.",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "- żadnego basenu, sauny ani solarium,",
                        "- basen, sauna i solarium są dozwolone,",
                    )
                ],
                "negation",
            ),
            Slip(2, [("within 6 weeks of the session", "within 4 weeks of the session")], "number"),
        ],
    ),
    Case(
        key="pl-przedszkole-oplaty",
        source=(
            "Uprzejmie informujemy, że od 1 września 2025 r. opłata za każdą godzinę pobytu dziecka w Przedszkolu Miejskim nr 14 ponad bezpłatne 5 godzin dziennie wynosi 1,30 zł. Dzienna stawka żywieniowa to 12 zł (śniadanie, obiad i podwieczorek). Opłaty należy wnosić z dołu, do 15. dnia następnego miesiąca, na indywidualny numer rachunku podany w systemie iPrzedszkole. Za nieobecność zgłoszoną do godziny 8:00 danego dnia stawka żywieniowa nie jest naliczana. Opłata godzinowa nie dotyczy dzieci sześcioletnich realizujących obowiązkowe roczne przygotowanie przedszkolne. W przypadku zaległości przekraczającej 2 miesiące dyrektor może rozwiązać umowę, z zachowaniem 14-dniowego okresu wypowiedzenia."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 września 2025 r. w Przedszkolu Miejskim nr 14 bezpłatne jest 5 godzin pobytu dziecka dziennie, a za każdą kolejną godzinę rodzice płacą 1,30 zł. Wyżywienie (śniadanie, obiad i podwieczorek) kosztuje 12 zł za dzień. Płatności trzeba wnosić z dołu – najpóźniej do 15. dnia kolejnego miesiąca – na indywidualny rachunek widoczny w systemie iPrzedszkole. Jeżeli nieobecność dziecka zostanie zgłoszona do 8:00 tego samego dnia, za ten dzień nie nalicza się stawki żywieniowej. Sześciolatki odbywające obowiązkowe roczne przygotowanie przedszkolne są zwolnione z opłaty godzinowej. Gdy zaległość przekroczy 2 miesiące, dyrektor może rozwiązać umowę z zachowaniem dwutygodniowego okresu wypowiedzenia.",
            ),
            Good(
                "preserve",
                "Szanowni Rodzice, informujemy, że w Przedszkolu Miejskim nr 14 od 1 września 2025 r. obowiązują następujące zasady odpłatności. Pierwsze 5 godzin pobytu dziecka w ciągu dnia jest bezpłatne; każda następna godzina kosztuje 1,30 zł. Opłata ta nie obejmuje sześciolatków realizujących obowiązkowe roczne przygotowanie przedszkolne. Stawka żywieniowa wynosi 12 zł dziennie i obejmuje śniadanie, obiad oraz podwieczorek; nie pobiera się jej za dzień nieobecności zgłoszonej do godz. 8:00 tego dnia. Należności są Państwo zobowiązani regulować z dołu, do 15. dnia następnego miesiąca, wpłacając je na indywidualny numer rachunku z systemu iPrzedszkole. Zaległość dłuższa niż 2 miesiące może skutkować rozwiązaniem umowy przez dyrektora z zachowaniem 14-dniowego okresu wypowiedzenia.",
            ),
            Good(
                "en",
                "We would like to inform you that from 1 September 2025, each hour a child spends at Municipal Kindergarten No. 14 beyond the free 5 hours a day costs PLN 1.30. The daily meal rate is PLN 12 (breakfast, lunch and afternoon snack). Fees must be paid in arrears, by the 15th day of the following month, to the individual account number given in the iPrzedszkole system. No meal charge is made for an absence reported by 8:00 a.m. on the day. The hourly fee does not apply to six-year-olds completing the compulsory one-year pre-school preparation. If arrears exceed 2 months, the head teacher may terminate the agreement with 14 days' notice.",
            ),
        ],
        bad=[
            Slip(0, [("płacą 1,30 zł", "płacą 1,50 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Należności są Państwo zobowiązani regulować",
                        "Należności mogą Państwo regulować",
                    )
                ],
                "modality",
            ),
            Slip(2, [("from 1 September 2025", "from 1 October 2025")], "date"),
        ],
    ),
    Case(
        key="pl-wymiana-opon",
        source=(
            "Serwis Opon Radial przypomina, że sezon wymiany opon na zimowe rusza 6 października 2025 r. Wizytę można umówić telefonicznie pod numerem 58 345 12 90 lub przez formularz na stronie radial-serwis.pl/rezerwacja. Wymiana kompletu kół z wyważeniem kosztuje 160 zł dla samochodów osobowych i 220 zł dla SUV-ów oraz aut dostawczych do 3,5 t. Przechowanie opon przez jeden sezon to dodatkowe 120 zł. Nie przyjmujemy na przechowanie opon z bieżnikiem płytszym niż 3 mm. Klienci bez rezerwacji są obsługiwani wyłącznie w miarę wolnych miejsc. Usługa trwa zwykle około 40 minut, a po przejechaniu 50–100 km należy sprawdzić dokręcenie śrub."
        ),
        good=[
            Good(
                "preserve",
                "Od 6 października 2025 r. Serwis Opon Radial rozpoczyna sezon zakładania opon zimowych. Termin można zarezerwować, dzwoniąc pod numer 58 345 12 90, albo przez formularz dostępny na stronie radial-serwis.pl/rezerwacja. Za wymianę kompletu kół wraz z wyważeniem właściciele samochodów osobowych zapłacą 160 zł, a właściciele SUV-ów i aut dostawczych do 3,5 t – 220 zł. Sezonowe przechowanie opon kosztuje dodatkowo 120 zł, przy czym serwis nie przyjmuje do przechowania opon, których bieżnik ma mniej niż 3 mm. Osoby bez rezerwacji zostaną obsłużone tylko wtedy, gdy będą wolne miejsca. Wymiana zajmuje zazwyczaj około 40 minut; po 50–100 km jazdy trzeba skontrolować dokręcenie śrub.",
            ),
            Good(
                "preserve",
                "Kiedy zaczyna się sezon? 6 października 2025 r. – wtedy Serwis Opon Radial zaczyna zakładać opony zimowe. Jak się umówić? Zadzwoń pod 58 345 12 90 albo wypełnij formularz na radial-serwis.pl/rezerwacja. Ile to kosztuje? Komplet kół z wyważeniem: 160 zł w osobówce, 220 zł w SUV-ie lub aucie dostawczym do 3,5 t. Przechowanie opon przez jeden sezon to kolejne 120 zł – ale tylko jeśli bieżnik ma co najmniej 3 mm. Bez rezerwacji? Obsłużymy Cię jedynie wtedy, gdy znajdzie się wolne miejsce. Całość trwa zwykle ok. 40 minut, a po 50–100 km musisz sprawdzić, czy śruby są dobrze dokręcone.",
            ),
            Good(
                "en",
                "Radial Tyre Service reminds customers that the winter tyre changeover season starts on 6 October 2025. Appointments can be booked by phone on 58 345 12 90 or through the form at radial-serwis.pl/rezerwacja. Changing a set of wheels, including balancing, costs PLN 160 for passenger cars and PLN 220 for SUVs and vans up to 3.5 t. Storing tyres for one season costs an extra PLN 120. We do not accept tyres with a tread shallower than 3 mm for storage. Customers without a booking are served only if slots are free. The service usually takes about 40 minutes, and the wheel bolts must be checked for tightness after 50–100 km.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje dodatkowo 120 zł", "kosztuje dodatkowo 100 zł")], "number"),
            Slip(
                1, [("6 października 2025 r. – wtedy", "16 października 2025 r. – wtedy")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "are served only if slots are free.",
                        "are served only on weekdays and only if slots are free.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dotacja-magazyn-energii",
        source=(
            "Nabór wniosków w programie „Mój Prąd 6.0” dla magazynów energii trwa od 2 września do 20 grudnia 2024 r. lub do wyczerpania budżetu. Dofinansowanie wynosi do 50% kosztów kwalifikowanych, nie więcej niż 16 000 zł na magazyn energii elektrycznej i 5 000 zł na magazyn ciepła. Wnioski składa się wyłącznie elektronicznie, przez portal gwd.nfosigw.gov.pl, w naborze o kodzie MP6-ME. O wsparcie może ubiegać się osoba fizyczna, która posiada mikroinstalację fotowoltaiczną przyłączoną do sieci. Podstawę prawną stanowi art. 400a ust. 1 pkt 21 ustawy Prawo ochrony środowiska. Inwestycja nie może być rozpoczęta przed 1 lutego 2024 r."
        ),
        good=[
            Good(
                "preserve",
                "Wnioski o dotację na magazyny energii w programie „Mój Prąd 6.0” przyjmowane są od 2 września do 20 grudnia 2024 r., chyba że budżet wyczerpie się wcześniej. Program pokrywa maksymalnie 50% kosztów kwalifikowanych – do 16 000 zł na magazyn energii elektrycznej oraz do 5 000 zł na magazyn ciepła. Wniosek można złożyć tylko w formie elektronicznej, za pośrednictwem portalu gwd.nfosigw.gov.pl, wybierając nabór oznaczony kodem MP6-ME. Ubiegać się o wsparcie może osoba fizyczna posiadająca mikroinstalację fotowoltaiczną przyłączoną do sieci. Rozpoczęcie inwestycji przed 1 lutego 2024 r. jest niedopuszczalne. Podstawą prawną jest art. 400a ust. 1 pkt 21 ustawy Prawo ochrony środowiska.",
            ),
            Good(
                "preserve",
                "Do 20 grudnia 2024 r. (lub do wyczerpania budżetu) potrwa rozpoczęty 2 września nabór w programie „Mój Prąd 6.0” na magazyny energii. Osoby fizyczne, które mają przyłączoną do sieci mikroinstalację fotowoltaiczną, mogą ubiegać się o zwrot do połowy kosztów kwalifikowanych: maksymalnie 16 000 zł za magazyn energii elektrycznej i 5 000 zł za magazyn ciepła. Wnioski przyjmowane są jedynie drogą elektroniczną – przez portal gwd.nfosigw.gov.pl, w naborze MP6-ME. Dofinansowania nie dostaną inwestycje rozpoczęte przed 1 lutego 2024 r. Program opiera się na art. 400a ust. 1 pkt 21 ustawy Prawo ochrony środowiska.",
            ),
            Good(
                "en",
                "Applications for energy storage grants under the “Mój Prąd 6.0” programme are accepted from 2 September to 20 December 2024 or until the budget runs out. The grant covers up to 50% of eligible costs, capped at PLN 16,000 for an electricity storage unit and PLN 5,000 for a heat storage unit. Applications can only be submitted online via the gwd.nfosigw.gov.pl portal, in the call coded MP6-ME. Any individual who owns a grid-connected photovoltaic micro-installation may apply. The legal basis is Article 400a(1)(21) of the Environmental Protection Law. The investment must not have been started before 1 February 2024.",
            ),
        ],
        bad=[
            Slip(0, [("kodem MP6-ME", "kodem MP6-MC")], "code"),
            Slip(1, [("art. 400a ust. 1 pkt 21", "art. 400a ust. 2 pkt 21")], "legal_reference"),
            Slip(2, [("up to 50% of eligible costs", "up to 60% of eligible costs")], "number"),
        ],
    ),
    Case(
        key="pl-komunikat-lawinowy",
        source=(
            "Komunikat lawinowy TOPR, sobota 18 stycznia 2025 r., godz. 7:30. W Tatrach obowiązuje 3. stopień zagrożenia lawinowego (znaczny). Po opadach 40–50 cm świeżego śniegu i silnym wietrze halnym powyżej 1600 m n.p.m. utworzyły się nawiane płyty śnieżne, które prawdopodobnie będą się łatwo odspajać na stokach o wystawie północnej i wschodniej. Lawiny mogą zostać wyzwolone już przy niewielkim obciążeniu dodatkowym, nawet przez pojedynczego narciarza. W ciągu dnia spodziewany jest dalszy wzrost temperatury, co może zwiększyć aktywność lawin samoistnych. Nie zaleca się wychodzenia poza szlaki znakowane. Osoby wychodzące w teren powinny mieć detektor, sondę i łopatę. Kolejny komunikat zostanie wydany w niedzielę o 7:30."
        ),
        good=[
            Good(
                "preserve",
                "TOPR, komunikat lawinowy z soboty 18 stycznia 2025 r., godz. 7:30: w Tatrach obowiązuje znaczny, 3. stopień zagrożenia lawinowego. Powyżej 1600 m n.p.m., po opadzie 40–50 cm świeżego śniegu i przy silnym halnym, powstały nawiane płyty śnieżne. Na stokach o wystawie północnej i wschodniej prawdopodobnie będą one łatwo się odspajać. Do wyzwolenia lawiny może wystarczyć niewielkie dodatkowe obciążenie – nawet jeden narciarz. Oczekuje się, że w ciągu dnia temperatura będzie dalej rosła, co może nasilić aktywność lawin samoistnych. Odradza się wychodzenie poza znakowane szlaki, a każdy, kto wybiera się w teren, powinien mieć detektor, sondę i łopatę. Następny komunikat – w niedzielę o 7:30.",
            ),
            Good(
                "preserve",
                "Trzeci, znaczny stopień zagrożenia lawinowego obowiązuje w Tatrach – wynika z komunikatu TOPR wydanego w sobotę 18 stycznia 2025 r. o 7:30. Po opadach 40–50 cm świeżego śniegu i silnym wietrze halnym powyżej 1600 m n.p.m. uformowały się nawiane płyty śnieżne. Na stokach północnych i wschodnich płyty te prawdopodobnie będą łatwo się odspajać; lawinę może uruchomić już niewielkie dodatkowe obciążenie, choćby jeden narciarz. Spodziewane w ciągu dnia dalsze ocieplenie może zwiększyć aktywność lawin samoistnych. TOPR nie zaleca schodzenia ze szlaków znakowanych i przypomina, że osoby idące w teren powinny mieć ze sobą detektor, sondę i łopatę. Następny komunikat ukaże się w niedzielę o 7:30.",
            ),
            Good(
                "en",
                "TOPR avalanche bulletin, Saturday 18 January 2025, 7:30 a.m. Avalanche danger level 3 (considerable) is in force in the Tatras. After 40–50 cm of fresh snow and strong halny (foehn) winds, wind slabs have formed above 1,600 m a.s.l. and are likely to release easily on north- and east-facing slopes. Avalanches may be triggered even by a small additional load, such as a single skier. Temperatures are expected to rise further during the day, which may increase natural avalanche activity. Going off marked trails is not recommended. Anyone heading into the terrain should carry a transceiver, a probe and a shovel. The next bulletin will be issued on Sunday at 7:30 a.m.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie będą one łatwo", "będą one łatwo")], "hedge"),
            Slip(
                1,
                [
                    (
                        "TOPR nie zaleca schodzenia ze szlaków znakowanych",
                        "TOPR zaleca schodzenie ze szlaków znakowanych",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "which may increase natural avalanche activity",
                        "which will increase natural avalanche activity",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-kurs-nurkowania",
        source=(
            "Kurs Open Water Diver w Centrum Nurkowym Głębia obejmuje 4 zajęcia teoretyczne, 5 sesji na basenie i 4 nurkowania na wodach otwartych w Jeziorze Hańcza, do maksymalnej głębokości 18 m. Cena wynosi 1 890 zł i zawiera wypożyczenie sprzętu oraz certyfikat PADI. Uczestnik musi mieć ukończone 15 lat i przedstawić zaświadczenie lekarskie o braku przeciwwskazań do nurkowania, wystawione nie wcześniej niż 12 miesięcy przed kursem. Osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Nie trzeba mieć wcześniejszego doświadczenia, ale należy umieć przepłynąć 200 m bez zatrzymywania się. Zapisy: kursy@glebia-nurkowanie.pl lub glebia-nurkowanie.pl/owd."
        ),
        good=[
            Good(
                "preserve",
                "Kurs Open Water Diver prowadzony przez Centrum Nurkowe Głębia składa się z 4 zajęć teoretycznych, 5 sesji basenowych oraz 4 nurkowań na wodach otwartych w Jeziorze Hańcza, maksymalnie do głębokości 18 m. Koszt kursu to 1 890 zł; w cenie jest wypożyczenie sprzętu i certyfikat PADI. Od uczestników wymagamy ukończonych 15 lat oraz zaświadczenia lekarskiego o braku przeciwwskazań do nurkowania, wydanego w ciągu 12 miesięcy przed rozpoczęciem kursu. Niepełnoletni muszą dostarczyć pisemną zgodę rodzica. Doświadczenie nie jest wymagane, konieczna jest natomiast umiejętność przepłynięcia 200 m bez zatrzymywania się. Zgłoszenia przyjmujemy pod adresem kursy@glebia-nurkowanie.pl oraz na stronie glebia-nurkowanie.pl/owd.",
            ),
            Good(
                "preserve",
                "Chcesz zrobić Open Water Divera? W Centrum Nurkowym Głębia czekają Cię 4 spotkania z teorii, 5 treningów na basenie i 4 nurkowania na wodach otwartych w Jeziorze Hańcza – najgłębiej na 18 m. Płacisz 1890 zł, a wypożyczenie sprzętu i certyfikat PADI masz w cenie. Warunki: skończone 15 lat i zaświadczenie lekarskie o braku przeciwwskazań do nurkowania, wystawione najwyżej 12 miesięcy przed kursem. Jeśli jesteś niepełnoletni, potrzebujesz pisemnej zgody rodzica. Nie musisz mieć doświadczenia, ale musisz umieć przepłynąć 200 m bez zatrzymywania się. Zapisz się: kursy@glebia-nurkowanie.pl albo glebia-nurkowanie.pl/owd.",
            ),
            Good(
                "en",
                "The Open Water Diver course at the Głębia Diving Centre includes 4 theory sessions, 5 pool sessions and 4 open-water dives in Lake Hańcza, to a maximum depth of 18 m. The price is PLN 1,890 and covers equipment rental and the PADI certificate. Participants must be at least 15 years old and present a medical certificate stating that there are no contraindications to diving, issued no earlier than 12 months before the course. Minors need written consent from a parent. No previous experience is required, but you must be able to swim 200 m without stopping. Sign up at kursy@glebia-nurkowanie.pl or glebia-nurkowanie.pl/owd.",
            ),
        ],
        bad=[
            Slip(0, [("kursy@glebia-nurkowanie.pl", "kursy@glebia.pl")], "url"),
            Slip(1, [("przepłynąć 200 m", "przepłynąć 100 m")], "number"),
            Slip(
                2, [("but you must be able to swim", "but you should be able to swim")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-nauka-jazdy-konnej",
        source=(
            "Stajnia Pod Lipami prowadzi lekcje jazdy konnej dla dzieci od 8. roku życia i dorosłych. Jazda indywidualna na lonży trwa 30 minut i kosztuje 90 zł, a jazda w grupie do 4 osób – 60 minut za 110 zł. Na każdych zajęciach obowiązkowy jest atestowany kask; dzieci do 16 lat muszą dodatkowo jeździć w kamizelce ochronnej. Kask i kamizelkę można bezpłatnie wypożyczyć w stajni. Odwołanie lekcji jest możliwe najpóźniej 24 godziny przed terminem – w przeciwnym razie pobieramy pełną opłatę. Nie wolno karmić koni bez zgody instruktora. Jeźdźcy ważący powyżej 95 kg powinni uprzedzić nas o tym przy rezerwacji."
        ),
        good=[
            Good(
                "preserve",
                "Stajnia Pod Lipami uczy jazdy konnej dorosłych i dzieci od ósmego roku życia. Półgodzinna jazda indywidualna na lonży kosztuje 90 zł, natomiast godzinna jazda w grupie liczącej maksymalnie 4 osoby – 110 zł. Każdy jeździec musi mieć na zajęciach atestowany kask, a dzieci do 16 lat także kamizelkę ochronną; oba elementy wypożyczamy w stajni bez opłat. Lekcję można odwołać najpóźniej 24 godziny przed terminem – w innym wypadku pobieramy pełną opłatę. Konie wolno karmić wyłącznie za zgodą instruktora. Jeśli ważysz ponad 95 kg, powinieneś poinformować nas o tym podczas rezerwacji.",
            ),
            Good(
                "preserve",
                "Od jakiego wieku? Uczymy dorosłych i dzieci od 8. roku życia. Ile to kosztuje? 30 minut indywidualnie na lonży – 90 zł; godzina w grupie (maks. 4 osoby) – 110 zł. Co z bezpieczeństwem? Bez atestowanego kasku nikt nie wsiądzie na konia, a dzieci do 16 lat muszą mieć też kamizelkę ochronną – jedno i drugie pożyczymy za darmo. Jak odwołać jazdę? Najpóźniej na 24 godziny przed terminem; później pobieramy całą kwotę. Czy mogę nakarmić konia? Tylko za zgodą instruktora. Ważysz powyżej 95 kg? Powinieneś nas o tym uprzedzić przy rezerwacji.",
            ),
            Good(
                "en",
                "Pod Lipami Stables offers riding lessons for adults and for children from the age of 8. An individual lunge lesson lasts 30 minutes and costs PLN 90, while a group lesson for up to 4 people lasts 60 minutes and costs PLN 110. A certified helmet is compulsory at every lesson, and children up to the age of 16 must also wear a body protector. Helmets and body protectors can be borrowed at the stables free of charge. Lessons may be cancelled no later than 24 hours in advance; otherwise the full fee is charged. Horses must not be fed without the instructor's permission. Riders weighing over 95 kg should let us know when booking.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Każdy jeździec musi mieć na zajęciach",
                        "Każdy jeździec powinien mieć na zajęciach",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "godzina w grupie (maks. 4 osoby) – 110 zł.",
                        "godzina w grupie (maks. 4 osoby) – 110 zł, płatne wyłącznie gotówką.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("no later than 24 hours in advance", "no earlier than 24 hours in advance")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-cennik-uslug-pogrzebowych",
        source=(
            "Cennik Zakładu Pogrzebowego Anamnesis (obowiązuje od 1 marca 2025 r.). Pakiet podstawowy – 4 900 zł – obejmuje trumnę sosnową, przygotowanie zmarłego, przewóz na terenie miasta i obsługę ceremonii. Kremacja kosztuje dodatkowo 1 200 zł, a urna od 350 zł. Chłodnia: pierwsze 3 doby są bezpłatne, każda kolejna to 80 zł. Zakład może rozliczyć się bezpośrednio z ZUS w ramach zasiłku pogrzebowego, który wynosi obecnie 4 000 zł; w takim przypadku rodzina dopłaca jedynie różnicę. Ceny nie obejmują opłat cmentarnych ani nekrologów w prasie. Dyżur telefoniczny działa całą dobę: 22 611 40 40."
        ),
        good=[
            Good(
                "preserve",
                "Zakład Pogrzebowy Anamnesis – cennik ważny od 1 marca 2025 r. Za 4 900 zł oferujemy pakiet podstawowy: sosnową trumnę, przygotowanie zmarłego, przewóz w granicach miasta oraz obsługę uroczystości. Kremacja to dodatkowy koszt 1 200 zł; urny kosztują od 350 zł. Przez pierwsze 3 doby przechowanie w chłodni jest bezpłatne, a za każdą następną dobę płaci się 80 zł. Możemy rozliczyć się bezpośrednio z ZUS w ramach zasiłku pogrzebowego (obecnie 4 000 zł) – rodzina pokrywa wtedy tylko różnicę. W cenach nie uwzględniono opłat cmentarnych ani nekrologów prasowych. Telefon dyżurny 22 611 40 40 jest czynny 24 godziny na dobę.",
            ),
            Good(
                "preserve",
                "Od 1 marca 2025 r. w Zakładzie Pogrzebowym Anamnesis obowiązuje następujący cennik. Podstawowy pakiet kosztuje 4 900 zł i zawiera przygotowanie zmarłego, trumnę z drewna sosnowego, przewóz po mieście oraz obsługę ceremonii. Za kremację doliczamy 1 200 zł, a ceny urn zaczynają się od 350 zł. Korzystanie z chłodni jest darmowe przez 3 pierwsze doby, później – 80 zł za dobę. Zasiłek pogrzebowy z ZUS wynosi obecnie 4 000 zł i możemy rozliczyć go bezpośrednio, tak aby rodzina dopłaciła wyłącznie różnicę. Żadna z cen nie obejmuje opłat cmentarnych ani nekrologów w prasie. Całodobowy numer dyżurny: 22 611 40 40.",
            ),
            Good(
                "en",
                "Anamnesis Funeral Home price list (valid from 1 March 2025). The basic package costs PLN 4,900 and includes a pine coffin, preparation of the deceased, transport within the city and handling of the ceremony. Cremation costs an additional PLN 1,200, and urns start at PLN 350. Cold storage is free for the first 3 days; each further day costs PLN 80. The funeral home can settle directly with ZUS under the funeral allowance, which currently amounts to PLN 4,000; in that case the family pays only the difference. Prices do not include cemetery fees or newspaper obituaries. Our phone line is staffed around the clock: 22 611 40 40.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Możemy rozliczyć się bezpośrednio",
                        "Po okazaniu aktu zgonu i dowodu osobistego możemy rozliczyć się bezpośrednio",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Za kremację doliczamy 1 200 zł", "Za kremację doliczamy 1 500 zł")], "number"
            ),
            Bad(
                "en",
                "Cennik Zakładu Pogrzebowego Anamnesis obowiązuje od 1 marca 2025 r. Pakiet podstawowy kosztuje 4 900 zł i obejmuje sosnową trumnę, przygotowanie zmarłego, przewóz na terenie miasta oraz obsługę ceremonii. Kremacja to dodatkowe 1 200 zł, a urny kosztują od 350 zł. Pierwsze 3 doby w chłodni są bezpłatne, za każdą kolejną płaci się 80 zł. Zakład może rozliczyć się bezpośrednio z ZUS w ramach zasiłku pogrzebowego, który obecnie wynosi 4 000 zł – wtedy rodzina dopłaca tylko różnicę. Ceny nie zawierają opłat cmentarnych ani nekrologów w prasie. Dyżur telefoniczny pod numerem 22 611 40 40 działa przez całą dobę.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-splata-kredytu-studenckiego",
        source=(
            "Spłata kredytu studenckiego rozpoczyna się po upływie 2 lat od dnia ukończenia studiów. Kredyt spłaca się w równych ratach miesięcznych przez okres dwukrotnie dłuższy niż okres jego wypłacania. Zgodnie z art. 9 ust. 1 ustawy o pożyczkach i kredytach studenckich kredytobiorca może wystąpić o umorzenie 20% kredytu, jeżeli ukończył studia w grupie 5% najlepszych absolwentów. Wniosek należy złożyć w banku do 30 czerwca roku następującego po ukończeniu studiów. Kredytobiorca, którego dochód na osobę w rodzinie nie przekracza 1 500 zł netto, może ubiegać się o zawieszenie spłaty na okres do 12 miesięcy. Oprocentowanie dla kredytobiorcy nie może przekroczyć połowy stopy redyskontowej weksli NBP."
        ),
        good=[
            Good(
                "preserve",
                "Kredyt studencki zaczyna się spłacać dwa lata po dniu ukończenia studiów. Raty są równe, płatne co miesiąc, a okres spłaty jest dwa razy dłuższy niż okres, w którym kredyt był wypłacany. Kredytobiorca, który ukończył studia wśród 5% najlepszych absolwentów, może na podstawie art. 9 ust. 1 ustawy o pożyczkach i kredytach studenckich wnioskować o umorzenie 20% kredytu – wniosek trzeba złożyć w banku najpóźniej 30 czerwca roku następującego po ukończeniu studiów. Jeżeli dochód netto na osobę w rodzinie kredytobiorcy wynosi nie więcej niż 1 500 zł, może on wystąpić o zawieszenie spłaty maksymalnie na 12 miesięcy. Oprocentowanie płacone przez kredytobiorcę nie może być wyższe niż połowa stopy redyskontowej weksli NBP.",
            ),
            Good(
                "preserve",
                "Kredytobiorca rozpoczyna spłatę kredytu studenckiego po upływie 24 miesięcy od dnia ukończenia studiów i spłaca go w równych ratach miesięcznych przez okres dwukrotnie dłuższy niż okres wypłacania kredytu. Oprocentowanie ponoszone przez kredytobiorcę nie może przekroczyć połowy stopy redyskontowej weksli NBP. Absolwenci, którzy ukończyli studia w gronie 5% najlepszych, mają prawo wystąpić o umorzenie 20% kredytu (art. 9 ust. 1 ustawy o pożyczkach i kredytach studenckich); wniosek należy złożyć w banku w terminie do 30 czerwca roku następującego po roku ukończenia studiów. Przy dochodzie nieprzekraczającym 1 500 zł netto na osobę w rodzinie można ubiegać się o zawieszenie spłaty na okres nie dłuższy niż 12 miesięcy.",
            ),
            Good(
                "en",
                "Repayment of a student loan begins 2 years after the date of graduation. The loan is repaid in equal monthly instalments over a period twice as long as the period over which it was disbursed. Under Article 9(1) of the Act on Student Loans and Credits, a borrower who graduated among the top 5% of graduates may apply to have 20% of the loan written off. The application must be submitted to the bank by 30 June of the year following graduation. A borrower whose net income per family member does not exceed PLN 1,500 may apply for repayments to be suspended for up to 12 months. The interest rate charged to the borrower may not exceed half of the NBP bill rediscount rate.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej 30 czerwca roku", "najpóźniej 30 września roku")], "date"),
            Slip(
                1, [("wniosek należy złożyć w banku", "wniosek można złożyć w banku")], "modality"
            ),
            Slip(2, [("Article 9(1)", "Article 9(3)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-regulamin-akademika",
        source=(
            "**Regulamin Domu Studenckiego „Babilon” – wybrane zasady**\n\n"
            "1. Cisza nocna obowiązuje od 22:00 do 6:00.\n"
            "2. Goście mogą przebywać w akademiku do 23:00; nocowanie osób niezameldowanych jest zabronione.\n"
            "3. W pokojach nie wolno używać grzejników elektrycznych ani kuchenek indukcyjnych.\n"
            "4. Opłatę za miejsce (**620 zł** miesięcznie) należy wnieść do 10. dnia każdego miesiąca.\n\n"
            "Za naruszenie regulaminu kierownik może udzielić upomnienia, a po trzecim upomnieniu – skreślić mieszkańca z listy bez zwrotu kaucji w wysokości 500 zł. Awarie zgłasza się w recepcji lub mailowo: awarie.babilon@uczelnia.edu.pl."
        ),
        good=[
            Good(
                "preserve",
                "**Regulamin Domu Studenckiego „Babilon” – wybrane zasady**\n\n"
                "1. Od 22:00 do 6:00 trwa cisza nocna.\n"
                "2. Odwiedzający mogą zostać w akademiku najpóźniej do 23:00, a osoby niezameldowane nie mogą tu nocować.\n"
                "3. Używanie w pokojach grzejników elektrycznych i kuchenek indukcyjnych jest zabronione.\n"
                "4. Opłatę za miejsce, **620 zł** miesięcznie, trzeba uiścić najpóźniej do 10. dnia każdego miesiąca.\n\n"
                "Jeśli mieszkaniec narusza regulamin, kierownik może mu udzielić upomnienia; po trzecim upomnieniu może go skreślić z listy mieszkańców, a kaucja w wysokości 500 zł nie zostanie zwrócona. Awarie zgłasza się w recepcji albo mailowo, pod adresem awarie.babilon@uczelnia.edu.pl.",
            ),
            Good(
                "preserve",
                "**Regulamin Domu Studenckiego „Babilon” – wybrane zasady**\n\n"
                "1. Cisza nocna: 22:00–6:00.\n"
                "2. Wizyty gości są dozwolone do 23:00; osobom niezameldowanym nie wolno nocować w akademiku.\n"
                "3. Grzejniki elektryczne i kuchenki indukcyjne są w pokojach zakazane.\n"
                "4. Miesięczna opłata za miejsce wynosi **620 zł** i musi zostać wniesiona do 10. dnia każdego miesiąca.\n\n"
                "Kierownik może ukarać naruszenie regulaminu upomnieniem. Po trzecim upomnieniu może skreślić mieszkańca z listy, a kaucja (500 zł) przepada. Awarie zgłasza się w recepcji lub e-mailem na adres awarie.babilon@uczelnia.edu.pl.",
            ),
            Good(
                "en",
                "**“Babilon” Hall of Residence Rules – selected provisions**\n\n"
                "1. Quiet hours are from 10 p.m. to 6 a.m.\n"
                "2. Guests may stay in the hall until 11 p.m.; non-registered persons are not allowed to stay overnight.\n"
                "3. Electric heaters and induction hobs must not be used in rooms.\n"
                "4. The accommodation fee (**PLN 620** per month) must be paid by the 10th day of each month.\n\n"
                "For breaches of the rules, the manager may issue a warning, and after the third warning may remove the resident from the list without refunding the PLN 500 deposit. Faults are reported at reception or by e-mail: awarie.babilon@uczelnia.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a osoby niezameldowane nie mogą tu nocować",
                        "a osoby niezameldowane mogą tu nocować",
                    )
                ],
                "negation",
            ),
            Slip(1, [("wynosi **620 zł** i", "wynosi 620 zł i")], "markdown"),
            Slip(
                2,
                [
                    (
                        "Guests may stay in the hall until 11 p.m.;",
                        "Guests may stay in the hall until 11 p.m. after showing an ID at reception;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-obrona-pracy-dyplomowej",
        source=(
            "Zgodnie z § 34 ust. 2 Regulaminu studiów egzamin dyplomowy odbywa się przed komisją powołaną przez dziekana, w terminie nie dłuższym niż 3 miesiące od złożenia pracy. Pracę w wersji elektronicznej należy wgrać do systemu APD do 15 czerwca 2025 r., a obrony zaplanowano na 23–27 czerwca. Warunkiem dopuszczenia do egzaminu jest pozytywna ocena pracy przez promotora i recenzenta oraz pozytywny wynik weryfikacji w Jednolitym Systemie Antyplagiatowym (JSA). Egzamin trwa zwykle około 30 minut; student odpowiada na 3 pytania. Obrona może odbyć się zdalnie wyłącznie na wniosek studenta zaakceptowany przez dziekana. Student nie może przystąpić do egzaminu bez uzyskania wszystkich zaliczeń."
        ),
        good=[
            Good(
                "preserve",
                "Egzamin dyplomowy przeprowadza komisja powołana przez dziekana, nie później niż 3 miesiące po złożeniu pracy (§ 34 ust. 2 Regulaminu studiów). Elektroniczną wersję pracy trzeba wgrać do systemu APD najpóźniej 15 czerwca 2025 r.; obrony zaplanowano w dniach 23–27 czerwca. Do egzaminu dopuszcza się studenta, którego praca została pozytywnie oceniona przez promotora i recenzenta oraz uzyskała pozytywny wynik weryfikacji w Jednolitym Systemie Antyplagiatowym (JSA). Egzamin zazwyczaj trwa ok. 30 minut, a student odpowiada w nim na 3 pytania. Zdalna obrona jest możliwa jedynie na wniosek studenta, zaakceptowany przez dziekana. Bez uzyskania wszystkich zaliczeń student nie zostanie dopuszczony do egzaminu.",
            ),
            Good(
                "preserve",
                "Jak wygląda obrona? Najpierw, do 15 czerwca 2025 r., musisz wgrać elektroniczną wersję pracy do systemu APD. Obrony odbędą się między 23 a 27 czerwca. Do egzaminu zostaniesz dopuszczony tylko wtedy, gdy masz wszystkie zaliczenia, a Twoja praca dostała pozytywne oceny od promotora i recenzenta oraz pozytywny wynik weryfikacji w Jednolitym Systemie Antyplagiatowym (JSA). Egzamin zdajesz przed komisją powołaną przez dziekana, najpóźniej 3 miesiące po złożeniu pracy – tak stanowi § 34 ust. 2 Regulaminu studiów. Trwa on zwykle około pół godziny i obejmuje 3 pytania. Obrona zdalna? Tylko jeśli sam o nią wnioskujesz, a dziekan zaakceptuje wniosek.",
            ),
            Good(
                "en",
                "Under § 34(2) of the Study Regulations, the diploma examination is held before a committee appointed by the dean, no later than 3 months after the thesis is submitted. The electronic version of the thesis must be uploaded to the APD system by 15 June 2025, and the defences are scheduled for 23–27 June. To be admitted to the examination, the thesis must receive positive assessments from the supervisor and the reviewer and a positive result in the Uniform Anti-Plagiarism System (JSA). The examination usually takes about 30 minutes, and the student answers 3 questions. The defence may be held remotely only at the student's request approved by the dean. A student may not sit the examination without having obtained all course credits.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(§ 34 ust. 2 Regulaminu studiów)", "(§ 43 ust. 2 Regulaminu studiów)")],
                "legal_reference",
            ),
            Slip(1, [("między 23 a 27 czerwca", "między 23 a 27 lipca")], "date"),
            Slip(
                2,
                [
                    (
                        "The electronic version of the thesis must be uploaded",
                        "The electronic version of the thesis should be uploaded",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-naruszenie-danych",
        source=(
            "Szanowni Państwo, 3 listopada 2025 r. wykryliśmy nieuprawniony dostęp do jednego z serwerów sklepu internetowego Kwiatowa Poczta. Z wstępnej analizy wynika, że atakujący mógł uzyskać dostęp do imion, nazwisk, adresów e-mail i numerów telefonów około 12 tysięcy klientów. Dane kart płatniczych nie były przechowywane na tym serwerze. Zgodnie z art. 33 RODO zgłosiliśmy incydent do Prezesa UODO w ciągu 72 godzin; sprawa ma numer DKN.5131.482.2025. Zalecamy zmianę hasła i zachowanie ostrożności wobec wiadomości z prośbą o podanie danych. Pytania prosimy kierować na adres iod@kwiatowapoczta.pl. Przepraszamy za zaistniałą sytuację."
        ),
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, informujemy, że 3 listopada 2025 r. stwierdziliśmy nieuprawniony dostęp do jednego z serwerów sklepu internetowego Kwiatowa Poczta. Wstępna analiza wskazuje, że atakujący mógł uzyskać dostęp do imion, nazwisk, adresów e-mail i numerów telefonów około 12 tysięcy klientów. Na tym serwerze nie przechowywano danych kart płatniczych. Incydent zgłosiliśmy Prezesowi UODO w ciągu 72 godzin, tak jak wymaga art. 33 RODO; nadano mu numer DKN.5131.482.2025. Zalecamy zmianę hasła oraz ostrożność wobec wiadomości, w których ktoś prosi o podanie danych. Pytania można przesyłać na adres iod@kwiatowapoczta.pl. Przepraszamy za tę sytuację.",
            ),
            Good(
                "preserve",
                "Sklep internetowy Kwiatowa Poczta poinformował klientów, że 3 listopada 2025 r. wykrył nieuprawniony dostęp do jednego ze swoich serwerów. Według wstępnej analizy napastnik mógł uzyskać dostęp do imion i nazwisk, adresów e-mail oraz numerów telefonów mniej więcej 12 000 klientów. Dane kart płatniczych nie były na tym serwerze przechowywane. Sklep w ciągu 72 godzin zgłosił incydent Prezesowi UODO, zgodnie z art. 33 RODO – sprawa otrzymała numer DKN.5131.482.2025. Klientom zaleca się zmianę hasła i ostrożność wobec wiadomości z prośbą o podanie danych. Pytania przyjmowane są pod adresem iod@kwiatowapoczta.pl; firma przeprosiła za zaistniałą sytuację.",
            ),
            Good(
                "en",
                "Dear Customers, on 3 November 2025 we detected unauthorised access to one of the servers of the Kwiatowa Poczta online shop. A preliminary analysis indicates that the attacker may have gained access to the first names, surnames, e-mail addresses and phone numbers of approximately 12,000 customers. Payment card data was not stored on that server. In accordance with Article 33 of the GDPR, we reported the incident to the President of the Personal Data Protection Office (UODO) within 72 hours; the case number is DKN.5131.482.2025. We recommend changing your password and being cautious about messages asking for your data. Please send any questions to iod@kwiatowapoczta.pl. We apologise for the situation.",
            ),
        ],
        bad=[
            Slip(0, [("atakujący mógł uzyskać dostęp", "atakujący uzyskał dostęp")], "hedge"),
            Slip(1, [("DKN.5131.482.2025", "DKN.5131.428.2025")], "code"),
            Slip(2, [("iod@kwiatowapoczta.pl", "info@kwiatowapoczta.pl")], "url"),
        ],
    ),
    Case(
        key="pl-przeglad-kominiarski",
        source=(
            "Przypominamy, że zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy Prawo budowlane właściciel budynku ma obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych. Przewody dymowe od pieców na paliwo stałe należy czyścić co najmniej 4 razy w roku, a przewody od palenisk gazowych i olejowych – co najmniej 2 razy w roku (§ 34 ust. 1 rozporządzenia w sprawie ochrony przeciwpożarowej). Nieszczelny lub zanieczyszczony komin może prowadzić do zatrucia tlenkiem węgla; według analizy Kowalczyka i Zielińskiego (2022) w ok. 60% zbadanych przypadków zatruć przewody nie były kontrolowane od ponad 2 lat. Przegląd przeprowadza wyłącznie mistrz kominiarski. Koszt: od 150 zł za budynek."
        ),
        good=[
            Good(
                "preserve",
                "Właściciel budynku musi przynajmniej raz w roku zlecić kontrolę przewodów kominowych – wynika to z art. 62 ust. 1 pkt 1 lit. c ustawy Prawo budowlane. Przewody dymowe od pieców na paliwo stałe trzeba czyścić minimum cztery razy w roku, a od palenisk gazowych i olejowych – minimum dwa razy w roku (§ 34 ust. 1 rozporządzenia w sprawie ochrony przeciwpożarowej). Komin nieszczelny albo zabrudzony może spowodować zatrucie tlenkiem węgla. Według analizy Kowalczyka i Zielińskiego (2022) w około 60% zbadanych przypadków zatruć przewodów nie kontrolowano od ponad 2 lat. Przegląd może wykonać tylko mistrz kominiarski, a jego koszt zaczyna się od 150 zł za budynek.",
            ),
            Good(
                "preserve",
                "Przewody dymowe od pieców na paliwo stałe trzeba czyścić nie rzadziej niż 4 razy w roku, a przewody od palenisk gazowych i olejowych – nie rzadziej niż 2 razy w roku; reguluje to § 34 ust. 1 rozporządzenia w sprawie ochrony przeciwpożarowej. Z kolei art. 62 ust. 1 pkt 1 lit. c ustawy Prawo budowlane zobowiązuje właściciela budynku do zlecania kontroli przewodów kominowych co najmniej raz w roku. Nieszczelny lub zanieczyszczony komin może doprowadzić do zatrucia tlenkiem węgla, a według analizy Kowalczyka i Zielińskiego (2022) w ok. 60% zbadanych przypadków zatruć przewodów nie sprawdzano od ponad 2 lat. Kontrolę przeprowadza wyłącznie mistrz kominiarski; cena – od 150 zł za budynek.",
            ),
            Good(
                "en",
                "Please remember that under Article 62(1)(1)(c) of the Construction Law, building owners are required to have their chimney flues inspected at least once a year. Smoke flues from solid-fuel stoves must be cleaned at least 4 times a year, and flues from gas and oil burners at least twice a year (§ 34(1) of the Regulation on fire protection). A leaking or dirty chimney can lead to carbon monoxide poisoning; according to an analysis by Kowalczyk and Zieliński (2022), in about 60% of the poisoning cases studied the flues had not been inspected for more than 2 years. Inspections may be carried out only by a master chimney sweep. Cost: from PLN 150 per building.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 62 ust. 1 pkt 1 lit. c", "art. 61 ust. 1 pkt 1 lit. c")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Kowalczyka i Zielińskiego (2022)", "Kowalczyka i Zielińskiego (2020)")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "the flues had not been inspected for more than 2 years",
                        "the flues had been inspected within the previous 2 years",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dotacja-azbest",
        source=(
            "Gmina Brzeziny ogłasza nabór wniosków o dofinansowanie usuwania wyrobów zawierających azbest. Wnioski przyjmuje Urząd Gminy (pokój 12) od 3 do 28 lutego 2025 r. Dotacja pokrywa 100% kosztów demontażu, transportu i unieszkodliwienia pokryć dachowych, ale nie obejmuje zakupu i montażu nowego dachu. Maksymalna kwota na jedną nieruchomość wynosi 8 000 zł. Szacuje się, że na terenie gminy pozostało jeszcze około 1 400 ton wyrobów azbestowych, dlatego budżet może nie wystarczyć dla wszystkich chętnych – o kolejności decyduje data złożenia wniosku. Prace może wykonać wyłącznie firma posiadająca wymagane zezwolenia. Wnioskodawca nie może mieć zaległości w podatkach lokalnych."
        ),
        good=[
            Good(
                "preserve",
                "Gmina Brzeziny zaprasza do składania wniosków o dotację na usunięcie wyrobów zawierających azbest. Dokumenty przyjmuje Urząd Gminy, pokój 12, w terminie od 3 do 28 lutego 2025 r. Dofinansowanie obejmuje całość kosztów demontażu, transportu i unieszkodliwienia pokryć dachowych; nie obejmuje natomiast kupna ani montażu nowego dachu. Na jedną nieruchomość można otrzymać najwyżej 8 000 zł. Według szacunków w gminie wciąż znajduje się około 1 400 ton wyrobów azbestowych, więc pieniędzy może nie wystarczyć dla wszystkich chętnych – liczy się kolejność złożenia wniosków. Prace wolno powierzyć tylko firmie z wymaganymi zezwoleniami. Wnioskodawca nie może zalegać z podatkami lokalnymi.",
            ),
            Good(
                "preserve",
                "Od 3 do 28 lutego 2025 r. w gminie Brzeziny można ubiegać się o dofinansowanie usuwania azbestu. Wnioski są przyjmowane w Urzędzie Gminy, w pokoju nr 12. Gmina sfinansuje w 100% demontaż, transport i unieszkodliwienie pokryć dachowych, do kwoty 8 000 zł na nieruchomość, nie zapłaci jednak za zakup i montaż nowego dachu. Szacuje się, że w gminie zostało jeszcze ok. 1 400 ton wyrobów z azbestem, więc budżetu może nie starczyć dla wszystkich – decyduje data złożenia wniosku. Usuwanie azbestu może przeprowadzić wyłącznie firma, która ma wymagane zezwolenia, a o dotację nie mogą się starać osoby zalegające z podatkami lokalnymi.",
            ),
            Good(
                "en",
                "Brzeziny Municipality is inviting applications for grants to remove asbestos-containing products. Applications are accepted at the Municipal Office (room 12) from 3 to 28 February 2025. The grant covers 100% of the cost of dismantling, transporting and disposing of roofing, but it does not cover buying or fitting a new roof. The maximum amount per property is PLN 8,000. It is estimated that approximately 1,400 tonnes of asbestos products still remain in the municipality, so the budget may not be enough for everyone who applies; the order is decided by the date of application. The work may be carried out only by a company holding the required permits. Applicants must not have any arrears in local taxes.",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 8 000 zł", "najwyżej 6 000 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Szacuje się, że w gminie zostało jeszcze ok. 1 400 ton",
                        "W gminie zostało jeszcze 1 400 ton",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("from 3 to 28 February 2025", "from 3 to 28 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-oproznianie-szamba",
        source=(
            "Zgodnie z uchwałą Rady Gminy Sośnicowice właściciele nieruchomości wyposażonych w zbiorniki bezodpływowe są zobowiązani do ich opróżniania nie rzadziej niż raz na 3 miesiące. Wywóz nieczystości może realizować wyłącznie przedsiębiorca wpisany do gminnego rejestru działalności regulowanej; aktualna lista jest dostępna na stronie sosnicowice.pl/szamba. Właściciel musi przechowywać rachunki za wywóz przez 2 lata i okazać je na żądanie kontrolera. Koszt opróżnienia zbiornika o pojemności do 10 m³ wynosi zwykle od 250 do 350 zł. Kontrole zaplanowano na okres od 5 maja do 30 czerwca 2025 r. Osoby, które nie przedstawią dowodów opróżniania zbiornika, mogą zostać ukarane mandatem do 500 zł."
        ),
        good=[
            Good(
                "preserve",
                "Uchwała Rady Gminy Sośnicowice nakłada na właścicieli nieruchomości ze zbiornikami bezodpływowymi obowiązek opróżniania ich co najmniej raz na trzy miesiące. Nieczystości mogą wywozić jedynie przedsiębiorcy wpisani do gminnego rejestru działalności regulowanej – ich aktualną listę znajdziesz na sosnicowice.pl/szamba. Rachunki za wywóz trzeba przechowywać przez 2 lata i okazać na żądanie kontrolera. Opróżnienie zbiornika o pojemności do 10 m³ kosztuje zazwyczaj 250–350 zł. Kontrole odbędą się od 5 maja do 30 czerwca 2025 r.; kto nie przedstawi dowodów opróżniania zbiornika, może dostać mandat w wysokości do 500 zł.",
            ),
            Good(
                "preserve",
                "Od 5 maja do 30 czerwca 2025 r. w gminie Sośnicowice zaplanowano kontrole nieruchomości wyposażonych w zbiorniki bezodpływowe. Zgodnie z uchwałą Rady Gminy ich właściciele mają obowiązek opróżniać zbiorniki nie rzadziej niż co 3 miesiące, a wywóz nieczystości wolno zlecać wyłącznie przedsiębiorcom wpisanym do gminnego rejestru działalności regulowanej (aktualna lista: sosnicowice.pl/szamba). Rachunki za wywóz należy przechowywać przez 2 lata, a na żądanie kontrolera – okazać. Brak dowodów opróżniania zbiornika może skutkować mandatem do 500 zł. Dla orientacji: opróżnienie zbiornika o pojemności do 10 m³ kosztuje zwykle od 250 do 350 zł.",
            ),
            Good(
                "en",
                "Under a resolution of the Sośnicowice Municipal Council, owners of properties with cesspools are required to have them emptied at least once every 3 months. Waste may be collected only by a company entered in the municipal register of regulated activity; the current list is available at sosnicowice.pl/szamba. Owners must keep receipts for collection for 2 years and show them to an inspector on request. Emptying a tank with a capacity of up to 10 m³ usually costs between PLN 250 and PLN 350. Inspections are scheduled from 5 May to 30 June 2025. Anyone who fails to present proof that the tank has been emptied may be fined up to PLN 500.",
            ),
        ],
        bad=[
            Slip(0, [("sosnicowice.pl/szamba", "sosnicowice.pl/odpady")], "url"),
            Slip(
                1,
                [("Rachunki za wywóz należy przechowywać", "Rachunki za wywóz warto przechowywać")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Inspections are scheduled from",
                        "Inspections, carried out together with the local police, are scheduled from",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-grzybobranie",
        source=(
            "Sanepid w Olsztynie przypomina: nie należy zbierać grzybów, których nie potrafimy bezbłędnie rozpoznać. Muchomor sromotnikowy bywa mylony z gąską zielonką i czubajką kanią, a już 50 g jego owocnika może być dawką śmiertelną dla dorosłego. Pierwsze objawy zatrucia pojawiają się zwykle po 8–12 godzinach, co prawdopodobnie sprawia, że wiele osób zbyt późno zgłasza się do lekarza (Nowak i Wiśniewska, 2021). Grzybów nie powinny jeść dzieci do 12. roku życia. Wątpliwe okazy można bezpłatnie skonsultować w punkcie grzyboznawczym przy ul. Żołnierskiej 16, od poniedziałku do piątku w godz. 8:00–15:00. W razie podejrzenia zatrucia należy natychmiast zadzwonić pod numer 112."
        ),
        good=[
            Good(
                "preserve",
                "Olsztyński sanepid przypomina, żeby nie zbierać grzybów, których nie umiemy rozpoznać bezbłędnie. Muchomor sromotnikowy bywa brany za gąskę zielonkę lub czubajkę kanię, a dawką śmiertelną dla dorosłego może być już 50 g jego owocnika. Objawy zatrucia występują zazwyczaj dopiero po 8–12 godzinach, przez co prawdopodobnie wiele osób zgłasza się do lekarza zbyt późno (Nowak i Wiśniewska, 2021). Dzieci do 12. roku życia nie powinny jeść grzybów. Okazy budzące wątpliwości można za darmo skonsultować w punkcie grzyboznawczym przy ul. Żołnierskiej 16 – od poniedziałku do piątku, w godzinach 8:00–15:00. Przy podejrzeniu zatrucia trzeba od razu dzwonić na 112.",
            ),
            Good(
                "preserve",
                "Nie zbierajmy grzybów, których nie rozpoznajemy bezbłędnie – apeluje Sanepid w Olsztynie. Muchomor sromotnikowy bywa mylony z gąską zielonką i czubajką kanią, a nawet 50 g jego owocnika może zabić dorosłego człowieka. Ponieważ pierwsze objawy zatrucia zwykle pojawiają się dopiero po 8–12 godzinach, wiele osób prawdopodobnie trafia do lekarza za późno (Nowak i Wiśniewska, 2021). Dzieciom do 12. roku życia nie powinno się podawać grzybów. Wątpliwe okazy można bezpłatnie skonsultować w punkcie grzyboznawczym przy ul. Żołnierskiej 16 (pon.–pt., 8:00–15:00). Podejrzewasz zatrucie? Natychmiast dzwoń pod 112.",
            ),
            Good(
                "en",
                "The Sanitary and Epidemiological Station in Olsztyn reminds the public not to pick mushrooms they cannot identify without error. The death cap is sometimes mistaken for the yellow knight and the parasol mushroom, and as little as 50 g of its fruiting body may be a lethal dose for an adult. The first symptoms of poisoning usually appear after 8–12 hours, which probably explains why many people see a doctor too late (Nowak & Wiśniewska, 2021). Children up to 12 years of age should not eat mushrooms. Doubtful specimens can be checked free of charge at the mushroom advice point at 16 Żołnierska Street, Monday to Friday, 8:00 a.m.–3:00 p.m. If poisoning is suspected, call 112 immediately.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "dawką śmiertelną dla dorosłego może być już",
                        "dawką śmiertelną dla dorosłego jest już",
                    )
                ],
                "hedge",
            ),
            Slip(
                1, [("nie powinno się podawać grzybów", "powinno się podawać grzyby")], "negation"
            ),
            Slip(2, [("(Nowak & Wiśniewska, 2021)", "(Nowak, 2021)")], "citation"),
        ],
    ),
    Case(
        key="pl-karnet-narciarski",
        source=(
            "Regulamin karnetów – Stacja Narciarska Biały Jar. Karnet jest imienny i nie może być odstępowany innym osobom; przy pierwszym przejściu przez bramkę system wykonuje zdjęcie posiadacza. Karnet 1-dniowy kosztuje 169 zł, a 3-dniowy 449 zł. Dzieci do 7 lat jeżdżą bezpłatnie pod warunkiem okazania dokumentu potwierdzającego wiek. Za kartę KeyCard pobierana jest kaucja 20 zł, zwracana po oddaniu nieuszkodzonej karty w kasie. Niewykorzystane dni nie podlegają zwrotowi, z wyjątkiem zamknięcia wszystkich wyciągów przez cały dzień z przyczyn leżących po stronie stacji. W przypadku kontroli narciarz musi okazać karnet obsłudze wyciągu."
        ),
        good=[
            Good(
                "preserve",
                "Regulamin karnetów – Stacja Narciarska Biały Jar. Karnet jest imienny, więc nie wolno go przekazywać innym osobom; przy pierwszym przejściu przez bramkę system robi posiadaczowi zdjęcie. Karnet jednodniowy kosztuje 169 zł, trzydniowy – 449 zł. Dzieci do 7 lat jeżdżą za darmo, o ile okażą dokument potwierdzający wiek. Za kartę KeyCard pobieramy kaucję 20 zł, którą zwracamy w kasie po oddaniu karty w nienaruszonym stanie. Za niewykorzystane dni nie zwracamy pieniędzy; wyjątkiem jest sytuacja, gdy z przyczyn leżących po stronie stacji wszystkie wyciągi są zamknięte przez cały dzień. Podczas kontroli narciarz ma obowiązek okazać karnet obsłudze wyciągu.",
            ),
            Good(
                "preserve",
                "Zasady karnetów w Stacji Narciarskiej Biały Jar w skrócie: karnet jest wystawiony na konkretną osobę, więc nie można go nikomu odstąpić – przy pierwszym wejściu na bramkę system zrobi Ci zdjęcie. Ceny: 169 zł za jeden dzień, 449 zł za trzy dni. Maluchy do 7 lat jeżdżą bezpłatnie, jeśli okażą dokument potwierdzający wiek. Kartę KeyCard dostajesz za kaucją 20 zł – odzyskasz ją w kasie, gdy oddasz kartę nieuszkodzoną. Niewykorzystanych dni nie zwracamy, chyba że z przyczyn leżących po stronie stacji wszystkie wyciągi będą zamknięte przez cały dzień. Gdy obsługa wyciągu przeprowadza kontrolę, musisz okazać karnet.",
            ),
            Good(
                "en",
                "Ski Pass Terms – Biały Jar Ski Resort. Passes are personal and may not be transferred to anyone else; the system takes a photo of the holder the first time they pass through the gate. A 1-day pass costs PLN 169 and a 3-day pass PLN 449. Children up to 7 years old ski free of charge, provided that a document confirming their age is shown. A PLN 20 deposit is charged for the KeyCard and refunded at the ticket office when the card is returned undamaged. Unused days are non-refundable, except when all lifts are closed for the whole day for reasons attributable to the resort. If checked, skiers must show their pass to the lift staff.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Za niewykorzystane dni nie zwracamy pieniędzy",
                        "Za niewykorzystane dni zwracamy pieniądze",
                    )
                ],
                "negation",
            ),
            Slip(1, [("musisz okazać karnet", "możesz okazać karnet")], "modality"),
            Slip(
                2,
                [
                    (
                        "and a 3-day pass PLN 449.",
                        "and a 3-day pass PLN 449; seniors over 65 get a 20% discount.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-skierowanie-fizjoterapia",
        source=(
            "Aby skorzystać z rehabilitacji ambulatoryjnej finansowanej przez NFZ, pacjent musi mieć skierowanie od lekarza ubezpieczenia zdrowotnego. Skierowanie należy zarejestrować w placówce w ciągu 30 dni od jego wystawienia – po tym terminie traci ważność. Cykl zabiegów obejmuje maksymalnie 10 dni zabiegowych i do 5 zabiegów dziennie. Czas oczekiwania w naszej przychodni wynosi obecnie około 4 miesięcy; pacjenci po urazach i zabiegach operacyjnych z ostatnich 12 miesięcy mogą być przyjmowani w trybie pilnym. Rejestracja jest czynna od poniedziałku do czwartku w godz. 7:30–18:00, a w piątki do 14:00. Wizyty nie można odwołać telefonicznie w dniu zabiegu – prosimy robić to najpóźniej dzień wcześniej."
        ),
        good=[
            Good(
                "preserve",
                "Rehabilitacja ambulatoryjna finansowana przez NFZ wymaga skierowania od lekarza ubezpieczenia zdrowotnego. Skierowanie trzeba zarejestrować w placówce w ciągu 30 dni od daty wystawienia, bo później traci ważność. Jeden cykl to najwyżej 10 dni zabiegowych, maksymalnie 5 zabiegów dziennie. Obecnie na przyjęcie w naszej przychodni czeka się około 4 miesięcy; pacjenci, którzy w ciągu ostatnich 12 miesięcy przeszli uraz lub operację, mogą zostać przyjęci w trybie pilnym. Rejestracja pracuje od poniedziałku do czwartku w godzinach 7:30–18:00, w piątki do 14:00. W dniu zabiegu nie da się odwołać wizyty telefonicznie – prosimy o odwołanie najpóźniej dzień wcześniej.",
            ),
            Good(
                "preserve",
                "Czego potrzebuję? Skierowania od lekarza ubezpieczenia zdrowotnego – bez niego NFZ nie sfinansuje rehabilitacji ambulatoryjnej. Ile mam czasu? 30 dni od wystawienia skierowania na zarejestrowanie go w placówce; potem skierowanie jest nieważne. Ile trwa terapia? Cykl to maksymalnie 10 dni zabiegowych, do 5 zabiegów każdego dnia. Jak długo się czeka? Obecnie ok. 4 miesiące, ale osoby po urazach i operacjach z ostatnich 12 miesięcy mogą zostać przyjęte pilnie. Kiedy działa rejestracja? Pon.–czw. 7:30–18:00, pt. do 14:00. Jak odwołać wizytę? Najpóźniej dzień przed zabiegiem – w dniu zabiegu odwołanie telefoniczne nie jest możliwe.",
            ),
            Good(
                "en",
                "To receive outpatient rehabilitation funded by the NFZ, patients must have a referral from a doctor working under the public health insurance system. The referral must be registered at the facility within 30 days of being issued; after that, it is no longer valid. A course of treatment covers at most 10 treatment days and up to 5 procedures per day. The waiting time at our clinic is currently about 4 months; patients who have had an injury or surgery in the last 12 months may be admitted urgently. Registration is open Monday to Thursday from 7:30 a.m. to 6:00 p.m., and on Fridays until 2:00 p.m. Appointments cannot be cancelled by phone on the day of treatment – please cancel no later than the day before.",
            ),
        ],
        bad=[
            Slip(0, [("w piątki do 14:00", "w piątki do 12:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Skierowania od lekarza ubezpieczenia zdrowotnego –",
                        "Skierowania od lekarza ubezpieczenia zdrowotnego i aktualnego zdjęcia RTG –",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The referral must be registered at the facility",
                        "The referral should ideally be registered at the facility",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-umowa-opiekunki",
        source=(
            "Umowa o opiekę nad dzieckiem – postanowienia główne. Opiekunka sprawuje opiekę nad Zofią Malinowską (ur. 4 maja 2022 r.) od poniedziałku do piątku w godz. 8:00–16:00, w łącznym wymiarze 40 godzin tygodniowo. Wynagrodzenie wynosi 32 zł brutto za godzinę i jest płatne przelewem do 5. dnia następnego miesiąca. Praca w nadgodzinach wymaga uprzedniej zgody rodziców i jest płatna stawką powiększoną o 50%. Opiekunka nie może podawać dziecku leków bez pisemnego upoważnienia rodziców. Opiekunce przysługuje 20 dni płatnego urlopu w roku, który powinna zgłaszać z co najmniej 14-dniowym wyprzedzeniem. Umowę można rozwiązać z zachowaniem miesięcznego okresu wypowiedzenia."
        ),
        good=[
            Good(
                "preserve",
                "Umowa o opiekę nad dzieckiem – postanowienia główne. Opiekunka zajmuje się Zofią Malinowską, urodzoną 4 maja 2022 r., od poniedziałku do piątku w godzinach 8:00–16:00, czyli łącznie 40 godzin w tygodniu. Otrzymuje wynagrodzenie 32 zł brutto za godzinę, wypłacane przelewem najpóźniej do 5. dnia kolejnego miesiąca. Nadgodziny wymagają wcześniejszej zgody rodziców, a stawka za nie jest wyższa o 50%. Bez pisemnego upoważnienia rodziców opiekunce nie wolno podawać dziecku leków. Przysługuje jej 20 dni płatnego urlopu rocznie; urlop powinna zgłaszać co najmniej 14 dni wcześniej. Umowa może zostać rozwiązana z zachowaniem miesięcznego okresu wypowiedzenia.",
            ),
            Good(
                "preserve",
                "Najważniejsze ustalenia umowy o opiekę: opiekunka opiekuje się Zofią Malinowską (urodzoną 4 maja 2022 r.) od poniedziałku do piątku, od 8:00 do 16:00 – razem 40 godzin tygodniowo. Stawka to 32 zł brutto za godzinę; wynagrodzenie trafia do niej przelewem do 5. dnia następnego miesiąca. Za nadgodziny, na które rodzice muszą wcześniej wyrazić zgodę, należy się stawka wyższa o połowę. Leki może podawać dziecku tylko z pisemnym upoważnieniem rodziców. Ma prawo do 20 dni płatnego urlopu rocznie i powinna go zgłaszać z wyprzedzeniem co najmniej 14 dni. Okres wypowiedzenia umowy wynosi jeden miesiąc.",
            ),
            Good(
                "en",
                "Childcare agreement – main terms. The childminder looks after Zofia Malinowska (born 4 May 2022) from Monday to Friday, 8:00 a.m. to 4:00 p.m., for a total of 40 hours a week. Pay is PLN 32 gross per hour, paid by bank transfer by the 5th day of the following month. Overtime requires the parents' prior consent and is paid at a rate increased by 50%. The childminder may not give the child any medicines without the parents' written authorisation. She is entitled to 20 days of paid leave a year, which she should request at least 14 days in advance. The agreement may be terminated with one month's notice.",
            ),
        ],
        bad=[
            Slip(
                0, [("opiekunce nie wolno podawać", "opiekunce nie zaleca się podawać")], "modality"
            ),
            Slip(1, [("Stawka to 32 zł brutto", "Stawka to 35 zł brutto")], "number"),
            Slip(
                2,
                [
                    (
                        "Overtime requires the parents' prior consent",
                        "Overtime does not require the parents' prior consent",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-paczkomatow",
        source=(
            "**Odbiór przesyłki z automatu paczkowego SzybkaPaka**\n\n"
            "Przesyłka czeka w automacie przez 48 godzin od chwili doręczenia. Aby ją odebrać, wpisz na ekranie numer telefonu i 6-cyfrowy kod odbioru z SMS-a, np. `482 917`. Jeśli nie zdążysz, paczka zostanie przeniesiona do punktu magazynowego, gdzie można ją odebrać przez kolejne 5 dni roboczych. Przedłużenie czasu odbioru o 24 godziny kosztuje 3,99 zł i jest możliwe tylko w aplikacji. Przesyłek za pobraniem nie można opłacić gotówką w automacie. Reklamacje przyjmujemy w ciągu 14 dni od daty odbioru pod adresem reklamacje@szybkapaka.pl. Regulamin obowiązuje od 1 kwietnia 2025 r."
        ),
        good=[
            Good(
                "preserve",
                "**Odbiór przesyłki z automatu paczkowego SzybkaPaka**\n\n"
                "Od momentu doręczenia masz 48 godzin na odebranie paczki z automatu. Na ekranie podaj numer telefonu oraz 6-cyfrowy kod odbioru z SMS-a, na przykład `482 917`. Po upływie tego czasu przesyłka trafi do punktu magazynowego i będzie tam na Ciebie czekać jeszcze 5 dni roboczych. Czas odbioru można wydłużyć o 24 godziny za 3,99 zł – wyłącznie w aplikacji. Płatność gotówką w automacie za przesyłki za pobraniem nie jest możliwa. Na złożenie reklamacji masz 14 dni od odbioru; wyślij ją na adres reklamacje@szybkapaka.pl. Regulamin wchodzi w życie 1 kwietnia 2025 r.",
            ),
            Good(
                "preserve",
                "**Odbiór przesyłki z automatu paczkowego SzybkaPaka**\n\n"
                "Paczka jest przechowywana w automacie 48 godzin od doręczenia – w tym czasie odbierzesz ją, wpisując na ekranie swój numer telefonu i 6-cyfrowy kod odbioru z SMS-a (np. `482 917`). Potrzebujesz więcej czasu? W aplikacji, i tylko tam, przedłużysz odbiór o 24 godziny za 3,99 zł. Nieodebrana w tym terminie przesyłka trafia do punktu magazynowego, gdzie czeka kolejne 5 dni roboczych. Za paczki za pobraniem nie zapłacisz w automacie gotówką. Reklamację wyślij na reklamacje@szybkapaka.pl w terminie 14 dni od odbioru. Zasady obowiązują od 1 kwietnia 2025 r.",
            ),
            Good(
                "en",
                "**Collecting a parcel from a SzybkaPaka parcel locker**\n\n"
                "Your parcel waits in the locker for 48 hours from delivery. To collect it, enter your phone number and the 6-digit collection code from the text message on the screen, e.g. `482 917`. If you miss that window, the parcel is moved to a storage point, where it can be collected within a further 5 working days. Extending the collection time by 24 hours costs PLN 3.99 and can only be done in the app. Cash-on-delivery parcels cannot be paid for in cash at the locker. Complaints are accepted within 14 days of collection at reklamacje@szybkapaka.pl. These terms apply from 1 April 2025.",
            ),
        ],
        bad=[
            Slip(0, [("na przykład `482 917`", "na przykład 482 917")], "markdown"),
            Slip(1, [("od 1 kwietnia 2025 r.", "od 1 kwietnia 2024 r.")], "date"),
            Slip(2, [("`482 917`", "`428 917`")], "code"),
        ],
    ),
]

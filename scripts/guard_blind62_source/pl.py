# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 62: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-rower-cargo-gwarancja-warunki-napedu",
        source="Warunki gwarancji – rowery cargo z napędem elektrycznym. Producent udziela gwarancji na ramę na okres 5 lat, a na silnik, sterownik i akumulator na okres 24 miesięcy od daty zakupu. Akumulator objęty jest gwarancją, jeżeli po 500 pełnych cyklach ładowania zachowuje co najmniej 70% pojemności nominalnej. Gwarancja nie obejmuje opon, klocków hamulcowych, łańcucha ani uszkodzeń powstałych w wyniku przeciążenia – maksymalna dopuszczalna masa ładunku w skrzyni wynosi 80 kg. Reklamację należy zgłosić w punkcie sprzedaży lub mailowo na adres serwis@cargovelo.pl, dołączając dowód zakupu. Gwarancja na sprzedany towar nie wyłącza, nie ogranicza ani nie zawiesza uprawnień kupującego wynikających z przepisów o rękojmi (art. 579 § 1 Kodeksu cywilnego).",
        good=[
            Good(
                "preserve",
                "Jak działa gwarancja na Twój elektryczny rower cargo?\n\n- Rama: 5 lat gwarancji.\n- Silnik, sterownik i akumulator: 24 miesiące od dnia zakupu.\n- Akumulator: gwarancja obowiązuje, o ile po 500 pełnych cyklach ładowania zachowuje przynajmniej 70% nominalnej pojemności.\n\nGwarancją nie są objęte opony, klocki hamulcowe ani łańcuch, a także szkody wynikłe z przeciążenia – w skrzyni możesz przewozić najwyżej 80 kg ładunku. Reklamację zgłoś w sklepie, w którym kupiłeś rower, albo e-mailem na serwis@cargovelo.pl i dołącz dowód zakupu. Gwarancja nie wyłącza, nie ogranicza i nie zawiesza Twoich uprawnień z tytułu rękojmi (art. 579 § 1 Kodeksu cywilnego).",
            ),
            Good(
                "preserve",
                "Producent roweru cargo z napędem elektrycznym zapewnia 5-letnią gwarancję na ramę oraz 24-miesięczną gwarancję na silnik, sterownik i akumulator, liczoną od daty zakupu. W przypadku akumulatora warunkiem gwarancji jest zachowanie co najmniej 70% pojemności nominalnej po 500 pełnych cyklach ładowania. Z gwarancji wyłączone są opony, klocki hamulcowe i łańcuch, jak również uszkodzenia spowodowane przeciążeniem; dopuszczalna masa ładunku w skrzyni to maksymalnie 80 kg. Zgłoszenie reklamacyjne wraz z dowodem zakupu należy złożyć w punkcie sprzedaży lub przesłać na adres serwis@cargovelo.pl. Zgodnie z art. 579 § 1 Kodeksu cywilnego udzielenie gwarancji nie wyłącza, nie ogranicza ani nie zawiesza uprawnień kupującego z tytułu rękojmi.",
            ),
            Good(
                "en",
                "Warranty terms – electric cargo bikes. The manufacturer guarantees the frame for 5 years and the motor, controller and battery for 24 months from the date of purchase. The battery is covered provided that it retains at least 70% of its nominal capacity after 500 full charge cycles. The warranty does not cover tyres, brake pads or the chain, nor damage caused by overloading – the maximum permitted load in the cargo box is 80 kg. Claims must be submitted at the point of sale or by e-mail to serwis@cargovelo.pl, together with proof of purchase. The warranty on goods sold does not exclude, limit or suspend the buyer's rights under the provisions on statutory warranty (Article 579 § 1 of the Civil Code).",
            ),
        ],
        bad=[
            Slip(1, [("art. 579 § 1", "art. 577 § 1")], "legal_reference"),
            Slip(2, [("80 kg", "120 kg")], "number"),
            Slip(0, [("Gwarancją nie są objęte opony", "Gwarancją są objęte opony")], "negation"),
        ],
    ),
    Case(
        key="pl-szkoda-oc-sprawcy-zgloszenie-krok",
        source="Jak zgłosić szkodę z OC sprawcy? Szkodę zgłaszasz bezpośrednio w towarzystwie, w którym sprawca ma wykupioną polisę OC – numer polisy i nazwę ubezpieczyciela sprawdzisz w bazie UFG pod adresem www.ufg.pl. Przygotuj oświadczenie sprawcy lub numer notatki policyjnej, dane pojazdów i zdjęcia uszkodzeń. Ubezpieczyciel ma obowiązek wypłacić odszkodowanie w ciągu 30 dni od dnia otrzymania zgłoszenia (art. 14 ust. 1 ustawy o ubezpieczeniach obowiązkowych). Jeżeli wyjaśnienie okoliczności w tym terminie nie jest możliwe, wypłata musi nastąpić w ciągu 14 dni od ich wyjaśnienia, nie później jednak niż 90 dni od zgłoszenia. Możesz też skorzystać z bezpośredniej likwidacji szkody u własnego ubezpieczyciela, jeśli oferuje on taką usługę.",
        good=[
            Good(
                "preserve",
                "Szkoda z OC sprawcy – krok po kroku:\n\n1. Ustal, gdzie sprawca ma polisę OC. Numer polisy i nazwę ubezpieczyciela znajdziesz w bazie UFG na stronie www.ufg.pl.\n2. Przygotuj dokumenty: oświadczenie sprawcy albo numer notatki policyjnej, dane pojazdów i zdjęcia uszkodzeń.\n3. Zgłoś szkodę bezpośrednio w towarzystwie ubezpieczeniowym sprawcy.\n\nUbezpieczyciel ma obowiązek wypłacić odszkodowanie w ciągu 30 dni od otrzymania zgłoszenia (art. 14 ust. 1 ustawy o ubezpieczeniach obowiązkowych). Gdy w tym czasie nie da się wyjaśnić okoliczności, wypłata musi nastąpić w ciągu 14 dni od ich wyjaśnienia, ale nie później niż 90 dni od zgłoszenia. Możesz również zgłosić szkodę u własnego ubezpieczyciela w ramach bezpośredniej likwidacji szkody, jeżeli ją oferuje.",
            ),
            Good(
                "preserve",
                "Roszczenie z polisy OC sprawcy kieruje się bezpośrednio do zakładu, w którym sprawca wykupił ubezpieczenie; nazwę ubezpieczyciela i numer polisy można sprawdzić w bazie UFG (www.ufg.pl). Należy przygotować oświadczenie sprawcy lub numer notatki policyjnej, dane pojazdów oraz zdjęcia uszkodzeń. Zgodnie z art. 14 ust. 1 ustawy o ubezpieczeniach obowiązkowych ubezpieczyciel ma obowiązek wypłacić odszkodowanie w terminie 30 dni od otrzymania zgłoszenia. Jeśli w tym terminie nie można wyjaśnić okoliczności, wypłata musi nastąpić w ciągu 14 dni od ich wyjaśnienia, lecz nie później niż 90 dni od zgłoszenia. Alternatywnie poszkodowany może skorzystać z bezpośredniej likwidacji szkody u własnego ubezpieczyciela, o ile ten oferuje taką usługę.",
            ),
            Good(
                "en",
                "How do you report a claim under the at-fault driver's liability insurance? You file it directly with the insurer that issued the at-fault driver's OC policy – you can look up the policy number and the insurer's name in the UFG database at www.ufg.pl. Have ready the at-fault driver's statement or the police report number, the vehicle details and photos of the damage. The insurer is obliged to pay compensation within 30 days of receiving the claim (Article 14(1) of the Compulsory Insurance Act). If the circumstances cannot be clarified within that period, payment must be made within 14 days of their clarification, but no later than 90 days after the claim was filed. You can also use direct claims handling with your own insurer, if it offers this service.",
            ),
        ],
        bad=[
            Slip(2, [("Article 14(1)", "Article 16(1)")], "legal_reference"),
            Slip(0, [("90 dni od zgłoszenia", "120 dni od zgłoszenia")], "date"),
            Slip(1, [("poszkodowany może skorzystać", "poszkodowany musi skorzystać")], "modality"),
        ],
    ),
    Case(
        key="pl-noc-muzeow-regulamin-male-miasto",
        source="Regulamin Nocy Muzeów w Sępólnie. Noc Muzeów odbędzie się w sobotę 17 maja 2025 r. w godzinach 19:00–1:00. Wstęp do wszystkich sześciu obiektów biorących udział w wydarzeniu jest bezpłatny, jednak na zwiedzanie wieży ratuszowej obowiązują bezpłatne wejściówki, wydawane od godz. 18:00 w punkcie informacyjnym na Rynku. Jednorazowo na wieżę może wejść nie więcej niż 15 osób. Dzieci do lat 13 mogą zwiedzać wyłącznie pod opieką osoby dorosłej. Na terenie muzeów nie wolno fotografować z użyciem lampy błyskowej ani wnosić napojów. Organizator zastrzega sobie prawo do zamknięcia wieży w przypadku złych warunków atmosferycznych. Bezpłatny autobus kursuje między obiektami co 30 minut.",
        good=[
            Good(
                "preserve",
                "Noc Muzeów w Sępólnie – co warto wiedzieć\n\nZapraszamy w sobotę, 17 maja 2025 roku, od 19:00 do 1:00 w nocy. Do wszystkich sześciu obiektów biorących udział w wydarzeniu wejdziesz za darmo. Wstęp na wieżę ratuszową też jest bezpłatny, ale potrzebujesz wejściówki – odbierzesz ją od 18:00 w punkcie informacyjnym na Rynku. Na wieżę może wejść jednocześnie najwyżej 15 osób, a w razie złej pogody organizator ma prawo ją zamknąć. Dzieci do lat 13 zwiedzają wyłącznie pod opieką dorosłego. Pamiętaj, że w muzeach nie wolno robić zdjęć z lampą błyskową ani wnosić napojów. Między obiektami co 30 minut jeździ bezpłatny autobus.",
            ),
            Good(
                "preserve",
                "Noc Muzeów w Sępólnie – najważniejsze zasady:\n\n- termin: sobota, 17.05.2025, godz. 19:00–1:00;\n- wstęp do sześciu uczestniczących obiektów jest bezpłatny;\n- zwiedzanie wieży ratuszowej tylko z bezpłatną wejściówką, wydawaną od 18:00 w punkcie informacyjnym na Rynku; jednorazowo na wieżę może wejść maksymalnie 15 osób;\n- dzieci do lat 13 mogą zwiedzać jedynie pod opieką dorosłego;\n- obowiązuje zakaz fotografowania z lampą błyskową i wnoszenia napojów;\n- przy złej pogodzie organizator ma prawo zamknąć wieżę;\n- między obiektami co 30 minut kursuje bezpłatny autobus.",
            ),
            Good(
                "en",
                "Museum Night in Sępólno – rules. Museum Night will take place on Saturday, 17 May 2025, from 7 p.m. to 1 a.m. Admission to all six participating venues is free, but to visit the town hall tower you need a free entry ticket, handed out from 6 p.m. at the information point in the Market Square. No more than 15 people may go up the tower at a time. Children under 13 may visit only when accompanied by an adult. Flash photography and bringing drinks into the museums are not allowed. The organiser reserves the right to close the tower in bad weather. A free bus runs between the venues every 30 minutes.",
            ),
        ],
        bad=[
            Slip(1, [("sobota, 17.05.2025", "sobota, 24.05.2025")], "date"),
            Slip(2, [("are not allowed", "are allowed")], "negation"),
            Slip(
                0,
                [
                    (
                        "jeździ bezpłatny autobus.",
                        "jeździ bezpłatny autobus, a ostatni kurs odjeżdża z Rynku o 1:15.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-prom-rzeczny-rozklad-jesienny-komunikat",
        source="Komunikat o zmianie kursowania promu rzecznego. Od poniedziałku 8 września 2025 r. prom na przeprawie Dębina–Ostrów kursuje według rozkładu jesiennego: w dni robocze od 6:00 do 19:00, a w weekendy od 8:00 do 18:00. Z powodu niskiego stanu wody w Wiśle kursy mogą być czasowo wstrzymywane bez wcześniejszej zapowiedzi; według prognoz hydrologicznych utrudnienia potrwają prawdopodobnie do końca września. Bieżące informacje o kursowaniu publikujemy na stronie www.zegluga-debina.pl/prom oraz na tablicy przy przystani. Cennik nie ulega zmianie: przeprawa osoby kosztuje 4 zł, a samochodu osobowego 15 zł. Prom nie przewozi pojazdów o masie powyżej 3,5 t.",
        good=[
            Good(
                "preserve",
                "Uwaga, pasażerowie promu Dębina–Ostrów! Od poniedziałku, 8 września 2025 r., obowiązuje rozkład jesienny: w dni robocze prom pływa w godz. 6:00–19:00, w soboty i niedziele w godz. 8:00–18:00. Ze względu na niski poziom wody w Wiśle kursy mogą być czasowo wstrzymywane bez uprzedzenia – z prognoz hydrologicznych wynika, że utrudnienia potrwają prawdopodobnie do końca września. Aktualne informacje znajdziesz na www.zegluga-debina.pl/prom i na tablicy przy przystani. Ceny się nie zmieniają: 4 zł za osobę, 15 zł za samochód osobowy. Pojazdy o masie powyżej 3,5 t nie są przewożone.",
            ),
            Good(
                "preserve",
                "Informujemy, że z dniem 8 września 2025 r. (poniedziałek) prom kursujący na przeprawie Dębina–Ostrów przechodzi na rozkład jesienny. Godziny kursowania:\n\n- dni robocze: 6:00–19:00,\n- weekendy: 8:00–18:00.\n\nNiski stan wody w Wiśle może powodować czasowe wstrzymanie kursów bez wcześniejszego ogłoszenia. Prognozy hydrologiczne wskazują, że utrudnienia prawdopodobnie utrzymają się do końca września. Opłaty pozostają bez zmian (osoba – 4 zł, samochód osobowy – 15 zł), a pojazdy o masie przekraczającej 3,5 t nie są przyjmowane na prom. O bieżącej sytuacji informujemy na stronie www.zegluga-debina.pl/prom oraz na tablicy przy przystani.",
            ),
            Good(
                "en",
                "Notice: change to the river ferry timetable. From Monday 8 September 2025, the ferry on the Dębina–Ostrów crossing runs to the autumn timetable: 6:00 a.m. to 7:00 p.m. on weekdays and 8:00 a.m. to 6:00 p.m. at weekends. Because of the low water level in the Vistula, crossings may be temporarily suspended without prior notice; according to hydrological forecasts, the disruption will probably last until the end of September. Up-to-date service information is posted at www.zegluga-debina.pl/prom and on the notice board at the landing stage. Fares are unchanged: PLN 4 per passenger and PLN 15 per car. The ferry does not carry vehicles weighing more than 3.5 t.",
            ),
        ],
        bad=[
            Slip(2, [("8 September 2025", "15 September 2025")], "date"),
            Slip(0, [("www.zegluga-debina.pl/prom", "www.zegluga-debina.pl")], "url"),
            Slip(1, [("prawdopodobnie utrzymają się", "utrzymają się")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-python-efaktury-readme-ksef",
        source='# efaktura-py\n\nBiblioteka do generowania i walidacji e-faktur w formacie FA(3) dla Krajowego Systemu e-Faktur (KSeF).\n\n## Instalacja\n\n```bash\npip install efaktura-py==1.4.2\n```\n\nWymaga Pythona 3.10 lub nowszego.\n\n## Użycie\n\nFunkcja `waliduj_xml()` sprawdza plik względem schematu XSD i zwraca listę błędów. Przed wysyłką do KSeF plik musi przejść walidację bez błędów. Metoda `wyslij_paczke()` przyjmuje do 100 faktur w jednym wywołaniu. Biblioteka nie przechowuje tokenów autoryzacyjnych – token należy przekazać w zmiennej środowiskowej `KSEF_TOKEN`. Domyślnie połączenie trafia do środowiska testowego; aby wysyłać faktury produkcyjnie, ustaw `srodowisko="prod"`.\n\nLicencja: MIT.',
        good=[
            Good(
                "preserve",
                '# efaktura-py\n\nGeneruj i waliduj e-faktury FA(3) dla Krajowego Systemu e-Faktur (KSeF).\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej.\n\n```bash\npip install efaktura-py==1.4.2\n```\n\n## Jak używać\n\n- `waliduj_xml()` sprawdza plik względem schematu XSD i zwraca listę błędów. Zanim wyślesz plik do KSeF, musi on przejść walidację bez żadnego błędu.\n- `wyslij_paczke()` przyjmuje w jednym wywołaniu do 100 faktur.\n- Biblioteka nie przechowuje tokenów autoryzacyjnych: przekaż token w zmiennej środowiskowej `KSEF_TOKEN`.\n- Domyślnie łączysz się ze środowiskiem testowym. Do wysyłki produkcyjnej ustaw `srodowisko="prod"`.\n\nLicencja: MIT.',
            ),
            Good(
                "preserve",
                '# efaktura-py\n\n`efaktura-py` to biblioteka, która generuje i waliduje e-faktury w formacie FA(3) przeznaczone dla KSeF (Krajowego Systemu e-Faktur).\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy.\n\n```bash\npip install efaktura-py==1.4.2\n```\n\n## Użycie\n\nWalidację względem schematu XSD wykonuje funkcja `waliduj_xml()`, która zwraca listę błędów; plik musi przejść ją bez błędów, zanim zostanie wysłany do KSeF. Metoda `wyslij_paczke()` obsługuje maksymalnie 100 faktur na jedno wywołanie. Token autoryzacyjny przekazuje się w zmiennej środowiskowej `KSEF_TOKEN`, ponieważ biblioteka nie przechowuje tokenów. Połączenie domyślnie kierowane jest do środowiska testowego, a wysyłkę produkcyjną włącza się ustawieniem `srodowisko="prod"`.\n\nLicencja: MIT.',
            ),
            Good(
                "en",
                '# efaktura-py\n\nA library for generating and validating FA(3) e-invoices for the National e-Invoicing System (KSeF).\n\n## Installation\n\n```bash\npip install efaktura-py==1.4.2\n```\n\nRequires Python 3.10 or later.\n\n## Usage\n\nThe `waliduj_xml()` function checks a file against the XSD schema and returns a list of errors. A file must pass validation with no errors before it is sent to KSeF. The `wyslij_paczke()` method accepts up to 100 invoices per call. The library does not store authorisation tokens – pass the token in the `KSEF_TOKEN` environment variable. By default, connections go to the test environment; to send invoices in production, set `srodowisko="prod"`.\n\nLicence: MIT.',
            ),
        ],
        bad=[
            Slip(1, [("`KSEF_TOKEN`", "`KSEF_AUTH_TOKEN`")], "code"),
            Slip(
                2,
                [
                    (
                        "```bash\npip install efaktura-py==1.4.2\n```",
                        "pip install efaktura-py==1.4.2",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("do 100 faktur", "do 500 faktur")], "number"),
        ],
    ),
    Case(
        key="pl-hospicjum-domowe-wolontariat-zasady-wizyt",
        source="Zasady wolontariatu w Hospicjum Domowym „Przystań”. Wolontariuszem może zostać osoba pełnoletnia, która ukończyła 30-godzinne szkolenie wstępne i uzyskała zaświadczenie o niekaralności. Wolontariusz odwiedza podopiecznego co najmniej raz w tygodniu, w uzgodnionych godzinach, i nie może samodzielnie podawać leków ani wykonywać czynności pielęgniarskich. Każda wizyta musi zostać odnotowana w karcie wolontariusza w ciągu 48 godzin. Wolontariusz nie przyjmuje od rodzin pieniędzy ani prezentów o wartości wyższej niż symboliczna. Raz w miesiącu odbywa się obowiązkowe spotkanie grupy wsparcia z psychologiem. Wolontariusz powinien zgłaszać koordynatorowi wszelkie niepokojące zmiany w stanie podopiecznego.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać wolontariuszem Hospicjum Domowego „Przystań”? Może nim zostać każda pełnoletnia osoba, która ukończyła 30-godzinne szkolenie wstępne i ma zaświadczenie o niekaralności. Podopiecznego odwiedzasz przynajmniej raz w tygodniu, w godzinach, które wcześniej uzgodnisz. Pamiętaj: nie możesz samodzielnie podawać leków ani wykonywać czynności pielęgniarskich. Każdą wizytę musisz wpisać do karty wolontariusza w ciągu 48 godzin. Nie przyjmujesz od rodzin pieniędzy ani prezentów, których wartość przekracza symboliczną. Raz w miesiącu bierzesz udział w obowiązkowym spotkaniu grupy wsparcia z psychologiem. O wszelkich niepokojących zmianach w stanie podopiecznego powinieneś informować koordynatora.",
            ),
            Good(
                "preserve",
                "Hospicjum Domowe „Przystań” – zasady wolontariatu\n\n1. Wolontariuszem może zostać osoba pełnoletnia po ukończeniu 30-godzinnego szkolenia wstępnego, posiadająca zaświadczenie o niekaralności.\n2. Wizyty u podopiecznego odbywają się co najmniej raz w tygodniu, w uzgodnionych godzinach.\n3. Wolontariusz nie może samodzielnie podawać leków ani wykonywać czynności pielęgniarskich.\n4. Każda wizyta musi zostać wpisana do karty wolontariusza w ciągu 48 godzin.\n5. Wolontariusz nie przyjmuje od rodzin pieniędzy ani prezentów o wartości przekraczającej symboliczną.\n6. Raz w miesiącu odbywa się obowiązkowe spotkanie grupy wsparcia z psychologiem.\n7. Wolontariusz powinien zgłaszać koordynatorowi wszelkie niepokojące zmiany w stanie podopiecznego.",
            ),
            Good(
                "en",
                "Volunteering rules at the Przystań Home Hospice. Any adult who has completed the 30-hour induction training and obtained a certificate of no criminal record may become a volunteer. Volunteers visit their patient at least once a week, at agreed times, and may not administer medication or perform nursing procedures on their own. Every visit must be recorded on the volunteer card within 48 hours. Volunteers do not accept money from families, or gifts worth more than a token amount. A compulsory support group meeting with a psychologist is held once a month. Volunteers should report any worrying changes in the patient's condition to the coordinator.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("nie może samodzielnie podawać leków ani", "może samodzielnie podawać leki i")],
                "negation",
            ),
            Slip(2, [("Volunteers should report", "Volunteers may report")], "modality"),
            Slip(0, [("30-godzinne", "20-godzinne")], "number"),
        ],
    ),
    Case(
        key="pl-suplement-magnez-b6-ulotka-dawkowanie",
        source="Magnez + B6 – suplement diety. Jedna tabletka zawiera 100 mg magnezu (27% referencyjnej wartości spożycia) oraz 1,4 mg witaminy B6. Zalecane spożycie: 2 tabletki dziennie, popijając wodą, najlepiej po posiłku. Nie przekraczać zalecanej porcji do spożycia w ciągu dnia. Suplement diety nie może być stosowany jako substytut zróżnicowanej diety. Produkt nie jest przeznaczony dla dzieci poniżej 12 lat. Kobiety w ciąży powinny przed zastosowaniem skonsultować się z lekarzem. U osób wrażliwych magnez w większych dawkach może wywołać objawy ze strony przewodu pokarmowego, np. luźne stolce. Przechowywać w temperaturze poniżej 25°C, w miejscu niedostępnym dla małych dzieci. Opakowanie: 60 tabletek.",
        good=[
            Good(
                "preserve",
                "Magnez + B6 (suplement diety)\n\nW każdej tabletce: 100 mg magnezu, czyli 27% referencyjnej wartości spożycia, i 1,4 mg witaminy B6.\n\nJak stosować: 2 tabletki na dzień, popite wodą, najlepiej po jedzeniu. Nie przekraczaj zalecanej dziennej porcji. Suplement nie może zastępować zróżnicowanej diety.\n\nDla kogo: produkt nie jest przeznaczony dla dzieci poniżej 12 lat; kobiety w ciąży powinny przed jego użyciem skonsultować się z lekarzem.\n\nUwaga: u osób wrażliwych większe dawki magnezu mogą wywołać dolegliwości ze strony przewodu pokarmowego, takie jak luźne stolce.\n\nPrzechowuj w temperaturze poniżej 25°C, w miejscu niedostępnym dla małych dzieci. W opakowaniu 60 tabletek.",
            ),
            Good(
                "preserve",
                "Suplement diety Magnez + B6 w opakowaniu po 60 tabletek. Każda tabletka dostarcza 100 mg magnezu, co odpowiada 27% referencyjnej wartości spożycia, oraz 1,4 mg witaminy B6. Zalecana porcja to 2 tabletki dziennie; należy popijać je wodą, najlepiej po posiłku, i nie przekraczać tej dziennej porcji. Suplement diety nie może być stosowany jako substytut zróżnicowanej diety. Produkt nie jest przeznaczony dla dzieci poniżej 12 lat, a kobiety w ciąży powinny skonsultować jego stosowanie z lekarzem. Magnez przyjmowany w większych dawkach może u osób wrażliwych wywołać objawy ze strony przewodu pokarmowego, na przykład luźne stolce. Produkt należy przechowywać w temperaturze poniżej 25°C, w miejscu niedostępnym dla małych dzieci.",
            ),
            Good(
                "en",
                "Magnesium + B6 – food supplement. Each tablet contains 100 mg of magnesium (27% of the reference intake) and 1.4 mg of vitamin B6. Recommended intake: 2 tablets a day with water, preferably after a meal. Do not exceed the recommended daily dose. A food supplement must not be used as a substitute for a varied diet. Not intended for children under 12. Pregnant women should consult a doctor before use. In sensitive individuals, larger doses of magnesium may cause gastrointestinal symptoms such as loose stools. Store below 25°C, out of the reach of young children. Pack size: 60 tablets.",
            ),
        ],
        bad=[
            Slip(2, [("100 mg of magnesium", "200 mg of magnesium")], "number"),
            Slip(1, [("może u osób wrażliwych wywołać", "u osób wrażliwych wywołuje")], "hedge"),
            Slip(
                0,
                [
                    (
                        "produkt nie jest przeznaczony dla dzieci poniżej 12 lat",
                        "produkt jest przeznaczony także dla dzieci poniżej 12 lat",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-oboz-zeglarski-mlodziez-regulamin-mazury",
        source="Regulamin obozu żeglarskiego „Wiatr w Żagle” – Mazury 2025. Obóz trwa od 5 do 18 lipca 2025 r. i jest przeznaczony dla młodzieży w wieku 13–17 lat. Każdy uczestnik musi umieć pływać i przedstawić zaświadczenie lekarskie o braku przeciwwskazań do uprawiania żeglarstwa. Podczas zajęć na wodzie kamizelka asekuracyjna jest obowiązkowa przez cały czas. Uczestnicy nie mogą samodzielnie oddalać się z terenu ośrodka. Cisza nocna obowiązuje od 22:00 do 7:00. Z telefonów komórkowych uczestnicy mogą korzystać po zajęciach, w godz. 19:00–21:00. Rodzice powinni przekazać kierownikowi obozu informacje o lekach przyjmowanych przez dziecko. Za szkody wyrządzone umyślnie odpowiadają finansowo rodzice lub opiekunowie prawni.",
        good=[
            Good(
                "preserve",
                "Obóz żeglarski „Wiatr w Żagle” – Mazury 2025: regulamin w pigułce\n\n- Termin: 5–18 lipca 2025 r.; obóz dla młodzieży w wieku 13–17 lat.\n- Każdy uczestnik musi umieć pływać i przedstawić zaświadczenie lekarskie, że nie ma przeciwwskazań do uprawiania żeglarstwa.\n- Na wodzie kamizelkę asekuracyjną nosi się przez cały czas – to obowiązek.\n- Uczestnikom nie wolno samodzielnie oddalać się z terenu ośrodka.\n- Cisza nocna: 22:00–7:00.\n- Telefony komórkowe: można z nich korzystać po zajęciach, między 19:00 a 21:00.\n- Rodzice powinni poinformować kierownika obozu o lekach, które przyjmuje dziecko.\n- Za szkody wyrządzone umyślnie finansowo odpowiadają rodzice lub opiekunowie prawni.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice! Obóz żeglarski „Wiatr w Żagle” na Mazurach odbędzie się w dniach 5–18 lipca 2025 r. Zapraszamy młodzież w wieku od 13 do 17 lat. Każdy uczestnik musi umieć pływać i przedstawić zaświadczenie lekarskie o braku przeciwwskazań do uprawiania żeglarstwa. Podczas zajęć na wodzie kamizelka asekuracyjna jest obowiązkowa przez cały czas, a samodzielne oddalanie się z terenu ośrodka jest niedozwolone. Cisza nocna trwa od 22:00 do 7:00, a z telefonów komórkowych dzieci mogą korzystać po zajęciach, od 19:00 do 21:00. Powinniście przekazać kierownikowi obozu informacje o lekach przyjmowanych przez dziecko. Za szkody wyrządzone umyślnie finansowo odpowiadacie Wy lub opiekunowie prawni.",
            ),
            Good(
                "en",
                "Rules of the “Wiatr w Żagle” sailing camp – Masuria 2025. The camp runs from 5 to 18 July 2025 and is intended for young people aged 13–17. Every participant must be able to swim and must present a medical certificate confirming there are no contraindications to sailing. A buoyancy aid is compulsory at all times during activities on the water. Participants may not leave the centre grounds on their own. Quiet hours are from 10 p.m. to 7 a.m. Participants may use their mobile phones after activities, between 7 p.m. and 9 p.m. Parents should inform the camp leader about any medication their child is taking. Parents or legal guardians are financially liable for any damage caused intentionally.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Każdy uczestnik musi umieć pływać", "Każdy uczestnik powinien umieć pływać")],
                "modality",
            ),
            Slip(2, [("from 5 to 18 July 2025", "from 5 to 19 July 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "na Mazurach odbędzie się",
                        "na Mazurach, w ośrodku PTTK nad jeziorem Niegocin, odbędzie się",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-halas-klasy-szkolne-badanie-streszczenie",
        source="Streszczenie badania: hałas w klasach szkolnych. Zespół pod kierunkiem dr Anny Wróbel (Wróbel i in., 2023, „Medycyna Pracy”, t. 74, s. 211–225) mierzył poziom dźwięku w 48 klasach 12 szkół podstawowych. Średni poziom hałasu podczas lekcji wyniósł około 65 dB, a w czasie prac grupowych przekraczał 75 dB. Nauczyciele pracujący w najgłośniejszych salach częściej zgłaszali chrypkę i zmęczenie. Autorzy zastrzegają, że badanie miało charakter przekrojowy, więc nie pozwala stwierdzić związku przyczynowego. Sugerują, że wygłuszenie sufitów mogłoby obniżyć poziom hałasu prawdopodobnie o 5–8 dB, ale efekt ten wymaga potwierdzenia w dalszych badaniach.",
        good=[
            Good(
                "preserve",
                "O czym mówi badanie hałasu w szkolnych klasach? Naukowcy z zespołu dr Anny Wróbel zmierzyli poziom dźwięku w 48 klasach w 12 szkołach podstawowych (Wróbel i in., 2023, „Medycyna Pracy”, t. 74, s. 211–225). W trakcie lekcji średnio było tam około 65 dB, a podczas pracy w grupach – ponad 75 dB. Nauczyciele z najgłośniejszych sal częściej skarżyli się na chrypkę i zmęczenie. Autorzy podkreślają jednak, że było to badanie przekrojowe, na którego podstawie nie da się stwierdzić związku przyczynowego. Ich zdaniem wygłuszenie sufitów mogłoby zmniejszyć hałas prawdopodobnie o 5–8 dB, choć trzeba to jeszcze potwierdzić w kolejnych badaniach.",
            ),
            Good(
                "preserve",
                "W 48 salach lekcyjnych 12 szkół podstawowych zespół kierowany przez dr Annę Wróbel przeprowadził pomiary poziomu dźwięku (Wróbel i in., 2023, „Medycyna Pracy”, t. 74, s. 211–225). Podczas lekcji średni poziom hałasu wynosił około 65 dB, natomiast w trakcie pracy grupowej przekraczał 75 dB. Nauczyciele uczący w najgłośniejszych salach częściej zgłaszali chrypkę i zmęczenie. Ze względu na przekrojowy charakter badania autorzy zastrzegają, że nie można na jego podstawie stwierdzić związku przyczynowego. W ich ocenie wygłuszenie sufitów mogłoby prawdopodobnie obniżyć hałas o 5–8 dB, przy czym efekt ten wymaga potwierdzenia w dalszych badaniach.",
            ),
            Good(
                "en",
                "Study summary: noise in school classrooms. A team led by Dr Anna Wróbel (Wróbel et al., 2023, Medycyna Pracy, vol. 74, pp. 211–225) measured sound levels in 48 classrooms across 12 primary schools. The average noise level during lessons was about 65 dB, and during group work it exceeded 75 dB. Teachers working in the noisiest rooms more often reported hoarseness and fatigue. The authors caution that the study was cross-sectional and therefore cannot establish a causal relationship. They suggest that soundproofing the ceilings could probably reduce noise by 5–8 dB, but this effect needs to be confirmed by further research.",
            ),
        ],
        bad=[
            Slip(2, [("pp. 211–225", "pp. 121–135")], "citation"),
            Slip(0, [("średnio było tam około 65 dB", "średnio było tam 65 dB")], "hedge"),
            Slip(1, [("W 48 salach", "W 36 salach")], "number"),
        ],
    ),
    Case(
        key="pl-kompostownik-osiedlowy-zasady-korzystania-lipowa",
        source="Zasady korzystania z osiedlowego kompostownika przy ul. Lipowej 14. Do kompostownika można wrzucać obierki warzyw i owoców, fusy z kawy i herbaty, skorupki jaj oraz liście i skoszoną trawę. Nie wolno wrzucać mięsa, ryb, kości, nabiału ani resztek gotowanych potraw, ponieważ przyciągają szczury. Odpady należy wrzucać do komory oznaczonej jako „aktywna”; komory „dojrzewającej” nie otwieramy. Po każdym wrzuceniu odpadów trzeba przysypać je warstwą suchych liści lub trocin z pojemnika obok. Gotowy kompost będzie rozdawany mieszkańcom dwa razy w roku, w kwietniu i w październiku. Klucz do kłódki można pobrać w administracji osiedla po podpisaniu deklaracji. Pytania prosimy kierować na adres kompost@lipowa14.pl.",
        good=[
            Good(
                "preserve",
                "Kompostownik osiedlowy – ul. Lipowa 14\n\nCo wrzucamy:\n- obierki z warzyw i owoców,\n- fusy po kawie i herbacie,\n- skorupki jajek,\n- liście i skoszoną trawę.\n\nCzego nie wolno wrzucać: mięsa, ryb, kości, nabiału i resztek gotowanych potraw – przyciągają szczury.\n\nOdpady należy wrzucać do komory z napisem „aktywna”. Komory „dojrzewającej” nie otwieramy. Po każdym wrzuceniu trzeba przysypać odpady warstwą suchych liści lub trocin z pojemnika obok.\n\nGotowy kompost rozdajemy mieszkańcom dwa razy w roku: w kwietniu i październiku. Klucz do kłódki odbierzesz w administracji osiedla po podpisaniu deklaracji. Pytania? Pisz na kompost@lipowa14.pl.",
            ),
            Good(
                "preserve",
                "Drodzy Sąsiedzi, oto zasady korzystania z kompostownika przy ul. Lipowej 14. Klucz do kłódki możesz pobrać w administracji osiedla, gdy podpiszesz deklarację. Wrzucać możesz obierki z warzyw i owoców, fusy z kawy i herbaty, skorupki jaj, a także liście i skoszoną trawę. Mięsa, ryb, kości, nabiału i resztek gotowanych potraw wrzucać nie wolno, bo wabią szczury. Odpady musisz wrzucać do komory oznaczonej „aktywna” – komory „dojrzewającej” nie otwieramy. Każdą porcję odpadów trzeba przysypać warstwą suchych liści albo trocin z pojemnika obok. Gotowy kompost będziemy rozdawać mieszkańcom dwa razy w roku, w kwietniu i październiku. Masz pytania? Napisz na kompost@lipowa14.pl.",
            ),
            Good(
                "en",
                "Rules for using the estate compost bin at 14 Lipowa Street. You may put in vegetable and fruit peelings, coffee grounds and tea leaves, eggshells, and leaves and grass clippings. Meat, fish, bones, dairy products and leftover cooked food must not be put in, because they attract rats. Waste must be placed in the compartment marked “active”; we do not open the “maturing” compartment. Each time you add waste, you have to cover it with a layer of dry leaves or sawdust from the container next to the bin. Finished compost will be distributed to residents twice a year, in April and October. The padlock key can be collected from the estate management office after signing a declaration. Please send any questions to kompost@lipowa14.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Komory „dojrzewającej” nie otwieramy.", "Komorę „dojrzewającą” też otwieramy.")],
                "negation",
            ),
            Slip(2, [("Waste must be placed", "Waste should be placed")], "modality"),
            Slip(
                1,
                [
                    (
                        "Gotowy kompost będziemy rozdawać mieszkańcom dwa razy w roku, w kwietniu i październiku.",
                        "Finished compost will be given out to residents twice a year, in April and October.",
                    ),
                    (
                        "Klucz do kłódki możesz pobrać w administracji osiedla, gdy podpiszesz deklarację.",
                        "You can pick up the padlock key from the estate office once you have signed the declaration.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-sklep-internetowy-ceramika",
        source="Klauzula informacyjna RODO – sklep internetowy Ceramika Nowak. Administratorem Twoich danych osobowych jest Ceramika Nowak sp. z o.o. z siedzibą w Bolesławcu, ul. Garncarska 3. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Zgodę możesz wycofać w dowolnym momencie, pisząc na adres iod@ceramika-nowak.pl. Dane związane z zamówieniem przechowujemy przez 5 lat od końca roku, w którym dokonano sprzedaży, ze względu na obowiązki podatkowe. Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
        good=[
            Good(
                "preserve",
                "Kto i jak przetwarza Twoje dane w sklepie Ceramika Nowak?\n\nAdministrator: Ceramika Nowak sp. z o.o., ul. Garncarska 3, Bolesławiec.\n\nPo co? Aby zrealizować zamówienie (podstawa: art. 6 ust. 1 lit. b RODO), a do marketingu – wyłącznie jeśli wyrazisz zgodę (art. 6 ust. 1 lit. a RODO). Zgodę możesz wycofać kiedy chcesz – wystarczy napisać na iod@ceramika-nowak.pl.\n\nJak długo? Dane dotyczące zamówienia przechowujemy 5 lat, licząc od końca roku, w którym nastąpiła sprzedaż – wymagają tego obowiązki podatkowe.\n\nCzy muszę podać dane? Nie jest to obowiązkowe, ale bez nich nie zrealizujemy zamówienia. Masz też prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Zgodnie z RODO informujemy, że administratorem danych osobowych klientów sklepu internetowego jest Ceramika Nowak sp. z o.o. z siedzibą w Bolesławcu przy ul. Garncarskiej 3. Podstawą przetwarzania danych w celu realizacji zamówienia jest art. 6 ust. 1 lit. b RODO. Przetwarzanie w celach marketingowych odbywa się wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO), którą można wycofać w każdej chwili, kierując wiadomość na adres iod@ceramika-nowak.pl. Ze względu na obowiązki podatkowe dane dotyczące zamówień są przechowywane przez 5 lat od końca roku, w którym dokonano sprzedaży. Podanie danych jest dobrowolne, jednak niezbędne do realizacji zamówienia. Każdej osobie przysługuje prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "GDPR information notice – Ceramika Nowak online shop. The controller of your personal data is Ceramika Nowak sp. z o.o., with its registered office in Bolesławiec, ul. Garncarska 3. We process your data to fulfil your order on the basis of Article 6(1)(b) GDPR and, for marketing purposes, only on the basis of your consent (Article 6(1)(a) GDPR). You may withdraw your consent at any time by writing to iod@ceramika-nowak.pl. Order-related data are kept for 5 years from the end of the year in which the sale took place, because of tax obligations. Providing your data is voluntary but necessary to fulfil the order. You have the right to lodge a complaint with the President of the Personal Data Protection Office.",
            ),
        ],
        bad=[
            Slip(2, [("Article 6(1)(b)", "Article 6(1)(f)")], "legal_reference"),
            Slip(0, [("iod@ceramika-nowak.pl", "iod@ceramikanowak.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Podanie danych jest dobrowolne, jednak niezbędne",
                        "Podanie danych jest obowiązkowe i niezbędne",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-changelog-narzedzia-cli-wersja-230",
        source="## [2.3.0] – 2025-03-12\n\n### Dodano\n- Flaga `--dry-run` dla polecenia `sync`, która pokazuje planowane zmiany bez ich zapisywania.\n- Obsługa plików konfiguracyjnych w formacie TOML (`config.toml`).\n\n### Zmieniono\n- Domyślny limit czasu połączenia zwiększono z 10 do 30 sekund.\n\n### Usunięto\n- Polecenie `legacy-import`, oznaczone jako przestarzałe w wersji 2.0.0. Zamiast niego użyj `import --format=v1`.\n\n### Uwagi\nWsparcie dla Pythona 3.8 zakończy się 30 czerwca 2025 r. Aktualizacja nie wymaga migracji bazy danych, ale przed instalacją zalecamy wykonanie kopii zapasowej katalogu `~/.kolejka`.",
        good=[
            Good(
                "preserve",
                "## Wersja 2.3.0 (12 marca 2025)\n\n### Nowości\n- Polecenie `sync` ma nową flagę `--dry-run`: pokazuje zmiany, które zostałyby wprowadzone, ale niczego nie zapisuje.\n- Można używać plików konfiguracyjnych w formacie TOML (`config.toml`).\n\n### Zmiany\n- Domyślny limit czasu połączenia wynosi teraz 30 sekund zamiast 10.\n\n### Usunięte\n- Polecenie `legacy-import` (przestarzałe od wersji 2.0.0). Zamiast niego użyj `import --format=v1`.\n\n### Ważne\nPython 3.8 będzie wspierany do 30 czerwca 2025 r. Po aktualizacji nie trzeba migrować bazy danych; przed instalacją zalecamy jednak zrobić kopię zapasową katalogu `~/.kolejka`.",
            ),
            Good(
                "preserve",
                "## [2.3.0] – 2025-03-12\n\n### Dodano\n- `sync --dry-run` – podgląd planowanych zmian bez ich zapisywania.\n- Obsługa konfiguracji w formacie TOML (plik `config.toml`).\n\n### Zmieniono\n- Domyślny limit czasu połączenia: 30 s (wcześniej 10 s).\n\n### Usunięto\n- `legacy-import` (przestarzałe od wersji 2.0.0) – zamiast tego polecenia użyj `import --format=v1`.\n\n### Uwagi\n- Wsparcie dla Pythona 3.8 kończy się 30 czerwca 2025 r.\n- Aktualizacja nie wymaga migracji bazy danych.\n- Przed instalacją zalecamy wykonać kopię zapasową katalogu `~/.kolejka`.",
            ),
            Good(
                "en",
                "## [2.3.0] – 2025-03-12\n\n### Added\n- A `--dry-run` flag for the `sync` command that shows the planned changes without saving them.\n- Support for TOML configuration files (`config.toml`).\n\n### Changed\n- The default connection timeout has been increased from 10 to 30 seconds.\n\n### Removed\n- The `legacy-import` command, deprecated in version 2.0.0. Use `import --format=v1` instead.\n\n### Notes\nSupport for Python 3.8 will end on 30 June 2025. The update does not require a database migration, but we recommend backing up the `~/.kolejka` directory before installing.",
            ),
        ],
        bad=[
            Slip(2, [("`import --format=v1`", "`import --format=v2`")], "code"),
            Slip(1, [("### Usunięto\n", "Usunięto\n")], "markdown"),
            Slip(0, [("do 30 czerwca 2025 r.", "do 30 września 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-przeglad-badan-ekrany-sen-nastolatkow",
        source="Przegląd badań: ekrany a sen nastolatków. Metaanaliza Carter i in. (2016), opublikowana w „JAMA Pediatrics”, obejmująca 20 badań i ponad 125 tys. dzieci, wykazała, że korzystanie z urządzeń mobilnych przed snem wiąże się z ponad dwukrotnie wyższym ryzykiem zbyt krótkiego snu. Inne prace, m.in. przegląd Hale i Guan (2015) w „Sleep Medicine Reviews”, sugerują, że znaczenie może mieć nie tylko światło ekranu, ale też pobudzająca treść. Dowody pochodzą jednak głównie z badań obserwacyjnych, dlatego związek przyczynowy nie jest przesądzony. Eksperci zalecają zwykle odłożenie telefonu na około godzinę przed snem, choć optymalny czas prawdopodobnie różni się między osobami.",
        good=[
            Good(
                "preserve",
                "Co wiemy o wpływie ekranów na sen nastolatków? Według metaanalizy Carter i in. (2016) z „JAMA Pediatrics”, która objęła 20 badań i ponad 125 tys. dzieci, używanie urządzeń mobilnych przed snem wiąże się z ponad dwa razy wyższym ryzykiem, że sen będzie zbyt krótki. Inne prace, na przykład przegląd Hale i Guan (2015) w „Sleep Medicine Reviews”, sugerują, że liczyć się może nie tylko światło z ekranu, lecz także pobudzające treści. Ponieważ dowody pochodzą przede wszystkim z badań obserwacyjnych, związek przyczynowy nie jest przesądzony. Specjaliści zwykle radzą odłożyć telefon mniej więcej godzinę przed snem, ale najlepszy moment jest prawdopodobnie u każdego inny.",
            ),
            Good(
                "preserve",
                "Ekrany a sen nastolatków – najważniejsze ustalenia:\n\n- Carter i in. (2016, „JAMA Pediatrics”): metaanaliza 20 badań obejmujących ponad 125 tys. dzieci; korzystanie z urządzeń mobilnych przed snem wiązało się z ponad dwukrotnie wyższym ryzykiem zbyt krótkiego snu.\n- Hale i Guan (2015, „Sleep Medicine Reviews”): przegląd sugeruje, że istotne może być nie tylko światło ekranu, lecz również pobudzający charakter treści.\n- Ograniczenie: dowody pochodzą głównie z badań obserwacyjnych, więc związek przyczynowy nie jest przesądzony.\n- Zalecenie: eksperci na ogół zalecają odłożenie telefonu około godziny przed snem, przy czym optymalny czas prawdopodobnie różni się indywidualnie.",
            ),
            Good(
                "en",
                "Research review: screens and teenagers' sleep. A meta-analysis by Carter et al. (2016), published in JAMA Pediatrics and covering 20 studies and more than 125,000 children, found that using mobile devices before bed is associated with a more than twofold higher risk of getting too little sleep. Other work, including the review by Hale and Guan (2015) in Sleep Medicine Reviews, suggests that not only screen light but also stimulating content may matter. However, the evidence comes mainly from observational studies, so a causal link has not been established. Experts usually recommend putting the phone away about an hour before bed, although the optimal time probably varies from person to person.",
            ),
        ],
        bad=[
            Slip(2, [("Carter et al. (2016)", "Carter et al. (2019)")], "citation"),
            Slip(1, [("około godziny przed snem", "godzinę przed snem")], "hedge"),
            Slip(
                0,
                [
                    (
                        "pobudzające treści.",
                        "pobudzające treści, zwłaszcza gry wideo, które szkodzą bardziej niż media społecznościowe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-zasady-wypozyczania-lowicz",
        source="Zasady wypożyczania w Miejskiej Bibliotece Publicznej w Łowiczu. Czytelnik może jednorazowo wypożyczyć do 8 książek i 3 audiobooków na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto online lub telefonicznie, o ile na dany egzemplarz nie czeka inny czytelnik. Nowości oznaczone czerwoną naklejką wypożyczamy na 14 dni i nie podlegają one prolongacie. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł za egzemplarz. Zagubioną lub zniszczoną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową. Karta biblioteczna jest bezpłatna; wyrobienie duplikatu kosztuje 5 zł. Dzieci do 13. roku życia zapisują się na podstawie zgody rodzica.",
        good=[
            Good(
                "preserve",
                "Wypożyczanie w Miejskiej Bibliotece Publicznej w Łowiczu – w skrócie\n\nIle i na jak długo? Jednorazowo do 8 książek i 3 audiobooków, na 30 dni.\nPrzedłużenie? Możliwe dwa razy – przez konto online albo telefonicznie, jeśli na egzemplarz nie czeka inny czytelnik.\nNowości (czerwona naklejka): 14 dni, bez możliwości przedłużenia.\nSpóźnienie: 0,20 zł za każdy dzień zwłoki i każdy egzemplarz.\nZgubiona lub zniszczona książka: trzeba ją odkupić albo zapłacić jej aktualną wartość rynkową.\nKarta biblioteczna: bezpłatna, duplikat – 5 zł.\nDzieci do 13. roku życia zapisujemy na podstawie zgody rodzica.",
            ),
            Good(
                "preserve",
                "W Miejskiej Bibliotece Publicznej w Łowiczu możesz wypożyczyć naraz maksymalnie 8 książek i 3 audiobooki na 30 dni. Termin zwrotu da się przedłużyć dwa razy, online na koncie czytelnika lub przez telefon, chyba że na egzemplarz czeka już inny czytelnik. Wyjątkiem są nowości z czerwoną naklejką: wypożyczamy je na 14 dni i nie można ich przedłużać. Jeśli się spóźnisz, zapłacisz 0,20 zł za każdy dzień zwłoki od każdego egzemplarza. Książkę zgubioną lub zniszczoną trzeba odkupić lub pokryć jej aktualną wartość rynkową. Karta biblioteczna nic nie kosztuje, a za jej duplikat zapłacisz 5 zł. Dzieci do 13. roku życia zapisujemy na podstawie zgody rodzica.",
            ),
            Good(
                "en",
                "Borrowing rules at the Municipal Public Library in Łowicz. Readers may borrow up to 8 books and 3 audiobooks at a time for 30 days. Loans can be renewed twice, through your online account or by phone, provided no other reader is waiting for the item. New releases marked with a red sticker are lent for 14 days and cannot be renewed. A late fee of PLN 0.20 per item is charged for each day overdue. A lost or damaged book must be replaced or paid for at its current market value. The library card is free; a duplicate card costs PLN 5. Children under 13 register with a parent's consent.",
            ),
        ],
        bad=[
            Slip(0, [("bez możliwości przedłużenia", "z możliwością przedłużenia")], "negation"),
            Slip(2, [("PLN 0.20 per item", "PLN 0.50 per item")], "number"),
            Slip(
                1,
                [
                    (
                        "Karta biblioteczna nic nie kosztuje,",
                        "Karta biblioteczna nic nie kosztuje i jest ważna we wszystkich bibliotekach powiatu łowickiego,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zwrot-kaucji-najem-mieszkania-lokatorzy",
        source="Zwrot kaucji po zakończeniu najmu – informacja dla najemców. Kaucja zabezpiecza pokrycie należności wynajmującego z tytułu najmu lokalu, przysługujących mu w dniu opróżnienia lokalu. Zgodnie z art. 6 ust. 4 ustawy o ochronie praw lokatorów kaucja podlega zwrotowi w ciągu miesiąca od dnia opróżnienia lokalu lub nabycia jego własności przez najemcę, po potrąceniu należności wynajmującego. Wynajmujący nie może potrącić z kaucji kosztów zwykłego zużycia lokalu, np. wyblakłej farby na ścianach. Najemca powinien sporządzić z wynajmującym protokół zdawczo-odbiorczy ze zdjęciami stanu mieszkania. Kaucja nie może przekraczać dwunastokrotności miesięcznego czynszu (art. 6 ust. 1 tej ustawy).",
        good=[
            Good(
                "preserve",
                "Wyprowadzasz się z wynajmowanego mieszkania? Oto, co warto wiedzieć o kaucji. Zabezpiecza ona należności wynajmującego z tytułu najmu, które przysługują mu w dniu opróżnienia lokalu. Kaucja podlega zwrotowi w ciągu miesiąca od opróżnienia mieszkania albo od nabycia przez Ciebie jego własności – po potrąceniu należności wynajmującego (art. 6 ust. 4 ustawy o ochronie praw lokatorów). Wynajmujący nie może przy tym potrącić kosztów zwykłego zużycia, takich jak wyblakła farba na ścianach. Powinieneś sporządzić z wynajmującym protokół zdawczo-odbiorczy ze zdjęciami stanu mieszkania. Pamiętaj też, że kaucja nie może być wyższa niż dwunastokrotność miesięcznego czynszu (art. 6 ust. 1 tej ustawy).",
            ),
            Good(
                "preserve",
                "Zwrot kaucji po zakończeniu najmu – najważniejsze zasady:\n\n1. Kaucja zabezpiecza należności wynajmującego z tytułu najmu lokalu, przysługujące mu w dniu opróżnienia lokalu.\n2. Zwrot następuje w terminie miesiąca od opróżnienia lokalu lub nabycia jego własności przez najemcę, po potrąceniu należności wynajmującego (art. 6 ust. 4 ustawy o ochronie praw lokatorów).\n3. Wynajmujący nie może potrącać z kaucji kosztów zwykłego zużycia lokalu, np. wyblakłej farby na ścianach.\n4. Najemca powinien sporządzić wspólnie z wynajmującym protokół zdawczo-odbiorczy wraz ze zdjęciami stanu mieszkania.\n5. Wysokość kaucji nie może przekraczać dwunastokrotności miesięcznego czynszu (art. 6 ust. 1 ustawy).",
            ),
            Good(
                "en",
                "Getting your deposit back at the end of a tenancy – information for tenants. The deposit secures the landlord's claims arising from the lease that are due on the day the flat is vacated. Under Article 6(4) of the Act on the Protection of Tenants' Rights, the deposit is to be returned within one month of the flat being vacated or of the tenant acquiring ownership of it, after deducting the landlord's claims. The landlord may not deduct the cost of normal wear and tear, such as faded paint on the walls. The tenant should draw up a handover report with the landlord, including photos of the flat's condition. The deposit may not exceed twelve times the monthly rent (Article 6(1) of that Act).",
            ),
        ],
        bad=[
            Slip(1, [("(art. 6 ust. 4 ustawy", "(art. 6 ust. 2 ustawy")], "legal_reference"),
            Slip(2, [("The tenant should draw up", "The tenant must draw up")], "modality"),
            Slip(
                0,
                [("Wynajmujący nie może przy tym potrącić", "Wynajmujący może przy tym potrącić")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szczepienie-kleszczowe-zapalenie-mozgu-przychodnia",
        source="Szczepienie przeciw kleszczowemu zapaleniu mózgu – informacja przychodni. Podstawowy schemat obejmuje 3 dawki: drugą podaje się 1–3 miesiące po pierwszej, a trzecią 5–12 miesięcy po drugiej. Pierwszą dawkę przypominającą podaje się po 3 latach, a kolejne co 5 lat. Szczepionka nie chroni przed boreliozą, dlatego po powrocie z lasu zawsze należy obejrzeć skórę. Po szczepieniu może wystąpić ból w miejscu wkłucia, a rzadziej stan podgorączkowy. Szacuje się, że pełny schemat zapewnia ochronę u ponad 95% zaszczepionych. Szczepienie jest płatne; koszt jednej dawki w naszej przychodni wynosi 180 zł. Zapisy: tel. 22 123 45 67.",
        good=[
            Good(
                "preserve",
                "Szczepienie przeciw kleszczowemu zapaleniu mózgu – najważniejsze informacje\n\nSchemat podstawowy to 3 dawki:\n1. pierwsza dawka,\n2. druga – 1 do 3 miesięcy po pierwszej,\n3. trzecia – 5 do 12 miesięcy po drugiej.\n\nPierwsza dawka przypominająca: po 3 latach; kolejne: co 5 lat.\n\nWażne: szczepionka nie chroni przed boreliozą, więc po każdym powrocie z lasu obejrzyj skórę.\n\nPo szczepieniu może pojawić się ból w miejscu wkłucia, rzadziej stan podgorączkowy. Szacuje się, że pełny schemat daje ochronę ponad 95% zaszczepionych.\n\nSzczepienie jest płatne – jedna dawka kosztuje u nas 180 zł. Zapisy pod numerem 22 123 45 67.",
            ),
            Good(
                "preserve",
                "Nasza przychodnia prowadzi płatne szczepienia przeciw kleszczowemu zapaleniu mózgu – jedna dawka kosztuje 180 zł, a zapisać się można pod numerem tel. 22 123 45 67. Schemat podstawowy składa się z trzech dawek; drugą podaje się 1–3 miesiące po pierwszej, trzecią zaś 5–12 miesięcy po drugiej. Pierwsza dawka przypominająca przypada po 3 latach, każda kolejna – co 5 lat. Według szacunków pełny schemat chroni ponad 95% osób zaszczepionych. Po szczepieniu może wystąpić ból w miejscu wkłucia, rzadziej stan podgorączkowy. Pamiętaj, że szczepionka nie chroni przed boreliozą, więc po powrocie z lasu zawsze trzeba obejrzeć skórę.",
            ),
            Good(
                "en",
                "Vaccination against tick-borne encephalitis – information from the clinic. The primary schedule consists of 3 doses: the second is given 1–3 months after the first, and the third 5–12 months after the second. The first booster is given after 3 years, and subsequent ones every 5 years. The vaccine does not protect against Lyme disease, so always check your skin after coming back from the forest. Pain at the injection site and, less often, a low-grade fever may occur after vaccination. The full schedule is estimated to protect more than 95% of those vaccinated. There is a charge for the vaccination: one dose costs PLN 180 at our clinic. Appointments: tel. 22 123 45 67.",
            ),
        ],
        bad=[
            Slip(1, [("Według szacunków pełny schemat chroni", "Pełny schemat chroni")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The vaccine does not protect against Lyme disease",
                        "The vaccine also protects against Lyme disease",
                    )
                ],
                "negation",
            ),
            Slip(0, [("kosztuje u nas 180 zł", "kosztuje u nas 150 zł")], "number"),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-restic-instrukcja-administratora",
        source="Kopia zapasowa serwera plików – instrukcja dla administratorów. Kopie wykonujemy narzędziem `restic`. Repozytorium znajduje się pod adresem sftp://backup.firma.local/srv/restic, a hasło do niego przechowywane jest w pliku `/etc/restic/haslo.txt`, którego nie wolno kopiować na inne maszyny. Kopia przyrostowa uruchamia się automatycznie codziennie o 2:00. Po każdej większej zmianie konfiguracji należy ręcznie wykonać polecenie `restic check`, aby sprawdzić spójność repozytorium. Raz w miesiącu administrator dyżurny musi przeprowadzić testowe odtworzenie wybranego katalogu. Starsze kopie można usuwać poleceniem `restic forget --keep-daily 7 --keep-weekly 4`. Problemy zgłaszaj na https://helpdesk.firma.local/it.",
        good=[
            Good(
                "preserve",
                "## Kopie zapasowe serwera plików\n\nNarzędzie: `restic`. Repozytorium: sftp://backup.firma.local/srv/restic.\n\n- Hasło do repozytorium jest w pliku `/etc/restic/haslo.txt`. Tego pliku nie wolno kopiować na inne maszyny.\n- Kopia przyrostowa startuje automatycznie każdego dnia o 2:00.\n- Po każdej większej zmianie konfiguracji trzeba ręcznie uruchomić `restic check`, żeby sprawdzić spójność repozytorium.\n- Raz w miesiącu administrator dyżurny musi wykonać testowe odtworzenie wybranego katalogu.\n- Starsze kopie możesz usunąć poleceniem `restic forget --keep-daily 7 --keep-weekly 4`.\n\nProblemy zgłaszaj przez https://helpdesk.firma.local/it.",
            ),
            Good(
                "preserve",
                "Serwer plików archiwizujemy za pomocą narzędzia `restic`, a repozytorium kopii mieści się pod adresem sftp://backup.firma.local/srv/restic. Hasło do repozytorium zapisano w pliku `/etc/restic/haslo.txt`; kopiowanie tego pliku na inne maszyny jest zabronione. Codziennie o godzinie 2:00 automatycznie uruchamia się kopia przyrostowa. Każda większa zmiana konfiguracji wymaga ręcznego wykonania polecenia `restic check` w celu sprawdzenia spójności repozytorium. Dyżurny administrator ma obowiązek raz w miesiącu przeprowadzić testowe odtworzenie wybranego katalogu. Do usuwania starszych kopii można użyć polecenia `restic forget --keep-daily 7 --keep-weekly 4`. Problemy należy zgłaszać pod adresem https://helpdesk.firma.local/it.",
            ),
            Good(
                "en",
                "File server backup – instructions for administrators. Backups are made with `restic`. The repository is located at sftp://backup.firma.local/srv/restic, and its password is stored in `/etc/restic/haslo.txt`, which must not be copied to other machines. An incremental backup runs automatically every day at 2:00 a.m. After any major configuration change, you must manually run `restic check` to verify the repository's integrity. Once a month, the on-call administrator must perform a test restore of a selected directory. Older backups can be removed with `restic forget --keep-daily 7 --keep-weekly 4`. Report problems at https://helpdesk.firma.local/it.",
            ),
        ],
        bad=[
            Slip(0, [("`restic check`", "`restic verify`")], "code"),
            Slip(
                1,
                [("sftp://backup.firma.local/srv/restic", "sftp://backup.firma.local/srv/backup")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "the on-call administrator must perform",
                        "the on-call administrator should perform",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-nabor-wnioskow-lokalne-inicjatywy-fundacja",
        source="Nabór wniosków w konkursie „Lokalne Inicjatywy 2025”. Fundacja Rozwoju Ziemi Kłodzkiej przyjmuje wnioski od 3 marca do 4 kwietnia 2025 r., do godz. 15:00, wyłącznie przez generator na stronie www.frzk.org.pl/granty. O dotację mogą ubiegać się organizacje pozarządowe oraz grupy nieformalne działające pod patronatem organizacji. Maksymalna kwota dotacji wynosi 12 000 zł, a wymagany wkład własny – co najmniej 10% wartości projektu; może to być także wkład pracy wolontariuszy. Wnioski złożone po terminie nie będą rozpatrywane. Projekty muszą zostać zrealizowane do 30 listopada 2025 r. Wyniki ogłosimy najpóźniej 15 maja 2025 r. Konsultacje dla wnioskodawców odbywają się we wtorki w godz. 10:00–14:00.",
        good=[
            Good(
                "preserve",
                "„Lokalne Inicjatywy 2025” – nabór wniosków\n\n- Organizator: Fundacja Rozwoju Ziemi Kłodzkiej.\n- Termin składania: od 3 marca do 4 kwietnia 2025 r., do 15:00.\n- Sposób składania: wyłącznie przez generator na www.frzk.org.pl/granty.\n- Kto może wnioskować: organizacje pozarządowe oraz grupy nieformalne działające pod patronatem organizacji.\n- Dotacja: maksymalnie 12 000 zł; wymagany wkład własny to co najmniej 10% wartości projektu (może nim być również praca wolontariuszy).\n- Realizacja projektu: musi się zakończyć do 30 listopada 2025 r.\n- Wyniki: najpóźniej 15 maja 2025 r.\n- Konsultacje: we wtorki, 10:00–14:00.\n\nUwaga: wnioski złożone po terminie nie będą rozpatrywane.",
            ),
            Good(
                "preserve",
                "Masz pomysł na lokalny projekt? Fundacja Rozwoju Ziemi Kłodzkiej czeka na wnioski w konkursie „Lokalne Inicjatywy 2025” od 3 marca do 4 kwietnia 2025 r. (do godziny 15:00). Złożysz je wyłącznie przez generator dostępny na www.frzk.org.pl/granty. Wnioskować mogą organizacje pozarządowe, a także grupy nieformalne działające pod patronatem organizacji. Możesz otrzymać maksymalnie 12 000 zł; wymagany jest przy tym wkład własny w wysokości co najmniej 10% wartości projektu – może to być również wkład pracy wolontariuszy. Pamiętaj, że wnioski złożone po terminie nie będą rozpatrywane. Projekt musi zostać zrealizowany do 30 listopada 2025 r., a wyniki poznasz najpóźniej 15 maja 2025 r. Konsultacje dla wnioskodawców odbywają się we wtorki od 10:00 do 14:00.",
            ),
            Good(
                "en",
                "Call for applications: “Lokalne Inicjatywy 2025”. The Fundacja Rozwoju Ziemi Kłodzkiej (Kłodzko Land Development Foundation) accepts applications from 3 March to 4 April 2025, until 3:00 p.m., only through the online generator at www.frzk.org.pl/granty. Non-governmental organisations and informal groups operating under the patronage of an organisation may apply. The maximum grant is PLN 12,000, and an own contribution of at least 10% of the project value is required; this may also be volunteer work. Applications submitted after the deadline will not be considered. Projects must be completed by 30 November 2025. Results will be announced no later than 15 May 2025. Consultations for applicants are held on Tuesdays from 10:00 a.m. to 2:00 p.m.",
            ),
        ],
        bad=[
            Slip(2, [("by 30 November 2025", "by 31 December 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "- Konsultacje: we wtorki, 10:00–14:00.",
                        "- Konsultacje: we wtorki, 10:00–14:00, w biurze Fundacji przy ul. Łukasza 4 w Kłodzku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "wnioski złożone po terminie nie będą rozpatrywane",
                        "wnioski złożone po terminie również będą rozpatrywane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-jakosc-powietrza-gmina-sezon-grzewczy",
        source="Jakość powietrza w gminie Zabierzów – podsumowanie sezonu grzewczego 2024/2025. Według danych z czujników sieci Airly oraz stacji GIOŚ średnie stężenie pyłu PM10 w okresie od października do marca wyniosło około 38 µg/m³, a norma dobowa 50 µg/m³ została przekroczona w 41 dniach. Jak wskazuje raport Krakowskiego Alarmu Smogowego (KAS, 2025, s. 17), głównym źródłem zanieczyszczeń są najprawdopodobniej przestarzałe kotły na paliwa stałe. Wymiana kotłów w ramach programu „Czyste Powietrze” mogłaby według szacunków zmniejszyć stężenia o 20–30%. Wyniki z czujników niskokosztowych należy jednak traktować ostrożnie, ponieważ mogą zawyżać odczyty przy wysokiej wilgotności.",
        good=[
            Good(
                "preserve",
                "Sezon grzewczy 2024/2025 w gminie Zabierzów: jakie było powietrze? Dane z czujników sieci Airly i stacji GIOŚ pokazują, że od października do marca średnie stężenie pyłu PM10 wynosiło około 38 µg/m³, a dobową normę 50 µg/m³ przekroczono w 41 dniach. Z raportu Krakowskiego Alarmu Smogowego (KAS, 2025, s. 17) wynika, że głównym źródłem zanieczyszczeń są najprawdopodobniej stare kotły na paliwa stałe. Według szacunków ich wymiana w programie „Czyste Powietrze” mogłaby obniżyć stężenia o 20–30%. Odczyty tanich czujników trzeba jednak traktować z ostrożnością, bo przy wysokiej wilgotności mogą być zawyżone.",
            ),
            Good(
                "preserve",
                "Podsumowanie sezonu grzewczego 2024/2025 – gmina Zabierzów\n\n- Średnie stężenie PM10 (październik–marzec): około 38 µg/m³ (dane z czujników sieci Airly i stacji GIOŚ).\n- Liczba dni z przekroczeniem normy dobowej 50 µg/m³: 41.\n- Najbardziej prawdopodobne główne źródło zanieczyszczeń: przestarzałe kotły na paliwa stałe (raport Krakowskiego Alarmu Smogowego, KAS, 2025, s. 17).\n- Wymiana kotłów w programie „Czyste Powietrze”: według szacunków mogłaby obniżyć stężenia o 20–30%.\n- Zastrzeżenie: czujniki niskokosztowe mogą zawyżać odczyty przy wysokiej wilgotności, dlatego ich wyniki należy traktować ostrożnie.",
            ),
            Good(
                "en",
                "Air quality in Zabierzów municipality – summary of the 2024/2025 heating season. According to data from Airly network sensors and GIOŚ stations, the average PM10 concentration from October to March was about 38 µg/m³, and the daily limit of 50 µg/m³ was exceeded on 41 days. As the Kraków Smog Alert report indicates (KAS, 2025, p. 17), the main source of pollution is most likely outdated solid-fuel boilers. Replacing boilers under the “Czyste Powietrze” programme could, according to estimates, reduce concentrations by 20–30%. However, readings from low-cost sensors need to be treated with caution, as they may overstate values at high humidity.",
            ),
        ],
        bad=[
            Slip(0, [("(KAS, 2025, s. 17)", "(KAS, 2025, s. 71)")], "citation"),
            Slip(
                1,
                [
                    (
                        "- Najbardziej prawdopodobne główne źródło zanieczyszczeń:",
                        "- Główne źródło zanieczyszczeń:",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Replacing boilers under the “Czyste Powietrze” programme could, according to estimates, reduce concentrations by 20–30%.",
                        "Wymiana kotłów w ramach programu „Czyste Powietrze” mogłaby według szacunków zmniejszyć stężenia o 20–30%.",
                    ),
                    (
                        "However, readings from low-cost sensors need to be treated with caution, as they may overstate values at high humidity.",
                        "Wyniki z czujników niskokosztowych należy jednak traktować ostrożnie, ponieważ mogą zawyżać odczyty przy wysokiej wilgotności.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zebranie-wspolnoty-mieszkaniowej-ogloszenie-zarzadu",
        source="Ogłoszenie zarządu Wspólnoty Mieszkaniowej „Słoneczna 8”. Zarząd zwołuje coroczne zebranie właścicieli lokali na czwartek 10 kwietnia 2025 r. o godz. 18:00 w świetlicy przy klatce B. W porządku obrad: przyjęcie sprawozdania finansowego za 2024 r., uchwała w sprawie podwyższenia zaliczki na fundusz remontowy z 2,10 zł do 2,60 zł za m² oraz wybór firmy do termomodernizacji budynku. Właściciele, którzy nie mogą przybyć, mogą udzielić pełnomocnictwa na piśmie. Uchwały zapadają większością głosów liczoną według wielkości udziałów. Projekty uchwał są dostępne do wglądu w biurze administracji. Głosowanie nad uchwałami, które nie uzyskają wymaganej większości na zebraniu, może być kontynuowane w trybie indywidualnego zbierania głosów.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! Zarząd Wspólnoty Mieszkaniowej „Słoneczna 8” zaprasza właścicieli lokali na coroczne zebranie – w czwartek, 10 kwietnia 2025 r., o 18:00 w świetlicy przy klatce B. W porządku obrad:\n\n1. przyjęcie sprawozdania finansowego za 2024 r.,\n2. uchwała o podwyższeniu zaliczki na fundusz remontowy z 2,10 zł do 2,60 zł za m²,\n3. wybór firmy, która przeprowadzi termomodernizację budynku.\n\nJeśli nie możesz przyjść, możesz udzielić pełnomocnictwa na piśmie. O uchwałach decyduje większość głosów liczona według wielkości udziałów. Projekty uchwał możesz obejrzeć w biurze administracji. Jeśli uchwała nie uzyska na zebraniu wymaganej większości, głosowanie może być kontynuowane w trybie indywidualnego zbierania głosów.",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Słoneczna 8” zawiadamia, że coroczne zebranie właścicieli lokali odbędzie się 10 kwietnia 2025 r. (czwartek) o godzinie 18:00 w świetlicy przy klatce B. Porządek obrad obejmuje przyjęcie sprawozdania finansowego za rok 2024, podjęcie uchwały w sprawie podwyższenia zaliczki na fundusz remontowy z 2,10 zł/m² do 2,60 zł/m² oraz wybór wykonawcy termomodernizacji budynku. Z projektami uchwał można zapoznać się w biurze administracji. Właściciel, który nie może uczestniczyć w zebraniu, może udzielić pisemnego pełnomocnictwa. Uchwały podejmowane są większością głosów liczoną według wielkości udziałów, a jeśli na zebraniu nie zostanie uzyskana wymagana większość, głosowanie może być kontynuowane w trybie indywidualnego zbierania głosów.",
            ),
            Good(
                "en",
                "Notice from the board of the “Słoneczna 8” Housing Community. The board is convening the annual meeting of unit owners on Thursday, 10 April 2025, at 6:00 p.m. in the common room by staircase B. The agenda: approval of the financial statement for 2024, a resolution to raise the advance payment to the repair fund from PLN 2.10 to PLN 2.60 per m², and the selection of a contractor for the thermal modernisation of the building. Owners who cannot attend may grant a written power of attorney. Resolutions are passed by a majority of votes calculated according to the size of shares. Draft resolutions are available for inspection at the management office. Voting on resolutions that do not obtain the required majority at the meeting may be continued by collecting votes individually.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Owners who cannot attend may grant", "Owners who cannot attend must grant")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "wybór firmy, która przeprowadzi termomodernizację budynku.",
                        "wybór firmy, która przeprowadzi termomodernizację budynku (najtańsza z trzech złożonych ofert opiewa na 1,2 mln zł).",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("do 2,60 zł/m²", "do 2,80 zł/m²")], "number"),
        ],
    ),
]

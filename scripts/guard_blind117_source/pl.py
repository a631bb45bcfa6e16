# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 117: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-policja-znakowanie-rowerow-lublin-akcja",
        source=(
            "Komenda Miejska Policji w Lublinie zaprasza na bezpłatne znakowanie rowerów. Akcja odbędzie się "
            "w sobotę 12 kwietnia 2025 r. w godz. 10:00–14:00 na parkingu przy ul. Północnej 3; policjanci "
            "oznakują tego dnia maksymalnie 150 rowerów. Każdy jednoślad otrzyma indywidualny numer "
            "wygrawerowany na ramie i zostanie wpisany do policyjnej bazy. Właściciel musi okazać dowód "
            "osobisty oraz dowód zakupu roweru (paragon lub fakturę). Rowerów elektrycznych nie znakujemy. "
            "Osoby niepełnoletnie mogą przyjść wyłącznie z rodzicem lub opiekunem. Wcześniejsza rejestracja "
            "nie jest wymagana, ale formularz na stronie lublin.policja.gov.pl/rowery skraca obsługę do "
            "około 5 minut. Pytania: prewencja@lu.policja.gov.pl."
        ),
        good=[
            Good(
                "preserve",
                "Masz rower i chcesz go zabezpieczyć? W sobotę 12 kwietnia 2025 r., od 10:00 do 14:00, "
                "Komenda Miejska Policji w Lublinie bezpłatnie oznakuje rowery na parkingu przy ul. Północnej 3. "
                "Limit to 150 rowerów tego dnia. Twój rower dostanie indywidualny numer wygrawerowany na ramie "
                "i trafi do policyjnej bazy. Pamiętaj, że musisz pokazać dowód osobisty i dowód zakupu roweru, "
                "czyli paragon albo fakturę. Uwaga: rowerów elektrycznych policja nie znakuje. Niepełnoletni "
                "mogą przyjść tylko z rodzicem lub opiekunem. Nie musisz się wcześniej rejestrować, ale jeśli "
                "wypełnisz formularz na lublin.policja.gov.pl/rowery, obsługa zajmie około 5 minut. Masz "
                "pytania? Napisz na prewencja@lu.policja.gov.pl.",
            ),
            Good(
                "preserve",
                "Bezpłatne znakowanie rowerów – Komenda Miejska Policji w Lublinie\n\n"
                "- Termin: sobota, 12.04.2025 r., godz. 10:00–14:00.\n"
                "- Miejsce: parking przy ul. Północnej 3.\n"
                "- Limit: nie więcej niż 150 rowerów w ciągu dnia.\n"
                "- Wymagane dokumenty: dowód osobisty oraz paragon lub faktura potwierdzające zakup roweru.\n"
                "- Rowery elektryczne nie są znakowane.\n"
                "- Osoby niepełnoletnie: wyłącznie w obecności rodzica lub opiekuna.\n\n"
                "Każdy rower otrzymuje indywidualny numer grawerowany na ramie i jest rejestrowany w bazie "
                "policyjnej. Rejestracja przed akcją nie jest obowiązkowa; wypełnienie formularza na stronie "
                "lublin.policja.gov.pl/rowery skraca jednak obsługę do około 5 minut. Kontakt: "
                "prewencja@lu.policja.gov.pl.",
            ),
            Good(
                "en",
                "The Lublin Municipal Police Headquarters invites you to have your bicycle marked free of "
                "charge. The event takes place on Saturday, 12 April 2025, from 10:00 to 14:00 in the car park "
                "at ul. Północna 3, and officers will mark no more than 150 bikes that day. Each bike gets an "
                "individual number engraved on its frame and is entered into the police database. Owners must "
                "show an ID card and proof of purchase (a receipt or an invoice). E-bikes are not marked. Minors "
                "may come only with a parent or guardian. You don't need to register in advance, but filling in "
                "the form at lublin.policja.gov.pl/rowery cuts the service time to about 5 minutes. Questions: "
                "prewencja@lu.policja.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "rowerów elektrycznych policja nie znakuje",
                        "rowery elektryczne policja też znakuje",
                    )
                ],
                "negation",
            ),
            Slip(1, [("nie więcej niż 150 rowerów", "nie więcej niż 50 rowerów")], "number"),
            Slip(
                2,
                [
                    (
                        "the form at lublin.policja.gov.pl/rowery",
                        "the form at lublin.policja.pl/rowery",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-zimowe-utrzymanie-drog-powiatowych-komunikat",
        source=(
            "Zarząd Dróg Powiatowych w Nowym Targu informuje, że od 1 listopada 2024 r. do 31 marca 2025 r. "
            "drogi powiatowe są utrzymywane w standardzie zimowym. Drogi pierwszej kolejności odśnieżania "
            "powinny zostać przejezdne najpóźniej w ciągu 4 godzin od ustania opadów, pozostałe – w ciągu "
            "8 godzin. Na odcinkach o dużym nachyleniu piasek z solą będzie prawdopodobnie rozsypywany "
            "częściej niż w poprzednich latach. Kierowcy muszą liczyć się z czasowymi utrudnieniami i powinni "
            "dostosować prędkość do warunków. Właściciele posesji mają obowiązek uprzątnięcia śniegu z chodnika "
            "bezpośrednio przy nieruchomości. Zgłoszenia dotyczące nieprzejezdnych dróg przyjmuje całodobowo "
            "dyżurny pod numerem 18 266 45 10."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 listopada 2024 r. do 31 marca 2025 r. Zarząd Dróg Powiatowych w Nowym Targu utrzymuje "
                "drogi powiatowe w standardzie zimowym. Drogi odśnieżane w pierwszej kolejności powinny być "
                "przejezdne najpóźniej 4 godziny po ustaniu opadów, a pozostałe – najpóźniej po 8 godzinach. "
                "Na stromych odcinkach mieszanka piasku z solą będzie prawdopodobnie sypana częściej niż "
                "w ubiegłych sezonach. Kierowcy muszą się liczyć z okresowymi utrudnieniami i powinni dopasować "
                "prędkość do warunków na drodze. Śnieg z chodnika przylegającego do posesji ma obowiązek usunąć "
                "jej właściciel. Nieprzejezdne drogi zgłasza się dyżurnemu, który odbiera telefon przez całą "
                "dobę: 18 266 45 10.",
            ),
            Good(
                "preserve",
                "Zima na drogach powiatowych – co warto wiedzieć\n\n"
                "Zarząd Dróg Powiatowych w Nowym Targu utrzymuje drogi powiatowe w standardzie zimowym "
                "w okresie 1.11.2024–31.03.2025.\n\n"
                "1. Drogi pierwszej kolejności odśnieżania powinny być przejezdne w ciągu 4 godzin od końca "
                "opadów, pozostałe w ciągu 8 godzin.\n"
                "2. Na odcinkach o dużym spadku piasek z solą będzie prawdopodobnie rozsypywany częściej niż "
                "w poprzednich latach.\n"
                "3. Jako kierowca musisz liczyć się z czasowymi utrudnieniami i powinieneś dostosować prędkość "
                "do warunków.\n"
                "4. Jeśli jesteś właścicielem posesji, masz obowiązek uprzątnąć śnieg z chodnika bezpośrednio "
                "przy nieruchomości.\n\n"
                "Nieprzejezdną drogę zgłosisz całodobowo dyżurnemu pod numerem 18 266 45 10.",
            ),
            Good(
                "en",
                "The District Roads Authority in Nowy Targ announces that district roads are maintained to the "
                "winter standard from 1 November 2024 to 31 March 2025. Priority roads should be passable no "
                "later than 4 hours after snowfall stops, and the remaining roads within 8 hours. On steep "
                "sections, the sand-and-salt mix will probably be spread more often than in previous years. "
                "Drivers must be prepared for temporary disruptions and should adjust their speed to the "
                "conditions. Property owners are required to clear snow from the pavement directly adjoining "
                "their property. Reports of impassable roads are taken round the clock by the duty officer at "
                "18 266 45 10.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "najpóźniej 4 godziny po ustaniu opadów",
                        "najpóźniej 6 godzin po ustaniu opadów",
                    )
                ],
                "date",
            ),
            Slip(1, [("powinieneś dostosować prędkość", "możesz dostosować prędkość")], "modality"),
            Slip(2, [("will probably be spread", "will be spread")], "hedge"),
        ],
    ),
    Case(
        key="pl-skierowanie-sanatorium-nfz-potwierdzenie-przyjazdu",
        source=(
            "Skierowanie na leczenie uzdrowiskowe wystawia lekarz ubezpieczenia zdrowotnego, a następnie "
            "przesyła je do oddziału wojewódzkiego NFZ. Zgodnie z § 7 rozporządzenia Ministra Zdrowia z dnia "
            "7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową "
            "skierowanie podlega weryfikacji przez lekarza specjalistę w zakresie balneologii i medycyny "
            "fizykalnej. Pacjent nie musi nic robić, dopóki nie otrzyma pisemnej informacji. Jeśli skierowanie "
            "zostanie potwierdzone, pacjent musi potwierdzić przyjazd najpóźniej 14 dni przed terminem "
            "rozpoczęcia turnusu. Skierowanie jest ważne 18 miesięcy od daty wystawienia. Leczenie "
            "w sanatorium trwa zwykle 21 dni. Status skierowania można sprawdzić na stronie nfz.gov.pl "
            "lub telefonicznie."
        ),
        good=[
            Good(
                "preserve",
                "Jak to działa ze skierowaniem do sanatorium? Najpierw lekarz ubezpieczenia zdrowotnego "
                "wystawia skierowanie i wysyła je do wojewódzkiego oddziału NFZ. Tam, zgodnie z § 7 "
                "rozporządzenia Ministra Zdrowia z 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe "
                "albo rehabilitację uzdrowiskową, sprawdza je lekarz specjalista balneologii i medycyny "
                "fizykalnej. Do czasu otrzymania pisemnej informacji nie musisz nic robić. Gdy skierowanie "
                "zostanie potwierdzone, musisz potwierdzić swój przyjazd najpóźniej 14 dni przed rozpoczęciem "
                "turnusu. Skierowanie zachowuje ważność przez 18 miesięcy od dnia wystawienia, a pobyt "
                "w sanatorium trwa zwykle 21 dni. Na jakim etapie jest Twoje skierowanie, sprawdzisz na "
                "nfz.gov.pl albo przez telefon.",
            ),
            Good(
                "preserve",
                "Leczenie uzdrowiskowe – zasady kierowania. Skierowanie wystawia lekarz ubezpieczenia "
                "zdrowotnego i przekazuje je do oddziału wojewódzkiego NFZ, gdzie weryfikuje je lekarz "
                "specjalista w zakresie balneologii i medycyny fizykalnej (§ 7 rozporządzenia Ministra Zdrowia "
                "z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację "
                "uzdrowiskową). Ważność skierowania wynosi 18 miesięcy od daty jego wystawienia. Do chwili "
                "otrzymania pisemnej informacji pacjent nie musi podejmować żadnych działań. Po potwierdzeniu "
                "skierowania pacjent jest zobowiązany potwierdzić przyjazd najpóźniej 14 dni przed rozpoczęciem "
                "turnusu. Turnus trwa zazwyczaj 21 dni. Status skierowania można sprawdzić na stronie "
                "nfz.gov.pl lub telefonicznie.",
            ),
            Good(
                "en",
                "A referral for spa treatment is issued by a health-insurance doctor, who then sends it to the "
                "regional branch of the NFZ. Under § 7 of the Regulation of the Minister of Health of 7 July 2011 "
                "on referrals for spa treatment or spa rehabilitation, the referral is verified by a specialist in "
                "balneology and physical medicine. Until you receive written notice, you don't need to do "
                "anything. If the referral is approved, you must confirm your arrival no later than 14 days "
                "before your stay begins. The referral is valid for 18 months from the date of issue. Treatment "
                "at a sanatorium usually lasts 21 days. You can check the status of your referral at nfz.gov.pl "
                "or by phone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zgodnie z § 7 rozporządzenia", "zgodnie z § 9 rozporządzenia")],
                "legal_reference",
            ),
            Slip(
                1, [("przyjazd najpóźniej 14 dni przed", "przyjazd najpóźniej 7 dni przed")], "date"
            ),
            Slip(
                2,
                [("you must confirm your arrival", "you should confirm your arrival")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-zawodow-na-orientacje-lesny",
        source=(
            "Regulamin zawodów „Leśny Azymut 2025”\n\n"
            "Zawody na orientację odbędą się 7 czerwca 2025 r. w Lesie Kabackim. Start pierwszego zawodnika "
            "o godz. 10:00, limit czasu na pokonanie trasy wynosi 120 minut. Trasa TS liczy około 6,5 km "
            "i 14 punktów kontrolnych, trasa TD – około 3 km i 8 punktów. Każdy zawodnik musi mieć własny "
            "kompas i chip SPORTident; chip można wypożyczyć w biurze zawodów za 10 zł. Korzystanie z GPS "
            "i map w telefonie jest zabronione. Zawodnicy poniżej 16 lat mogą startować tylko w parze "
            "z osobą dorosłą. Zawodnik, który nie zamelduje się na mecie w limicie czasu, zostanie "
            "zdyskwalifikowany. Pominięcie punktu kontrolnego również oznacza dyskwalifikację."
        ),
        good=[
            Good(
                "preserve",
                "Leśny Azymut 2025 – najważniejsze zasady\n\n"
                "- Kiedy i gdzie: 7 czerwca 2025 r., Las Kabacki. Pierwszy zawodnik startuje o 10:00.\n"
                "- Limit czasu: 120 minut. Jeśli nie zameldujesz się na mecie w tym czasie, zostaniesz "
                "zdyskwalifikowany.\n"
                "- Trasy: TS – ok. 6,5 km i 14 punktów kontrolnych; TD – ok. 3 km i 8 punktów.\n"
                "- Sprzęt: musisz mieć własny kompas i chip SPORTident. Chip możesz wypożyczyć w biurze zawodów "
                "za 10 zł.\n"
                "- Nie wolno korzystać z GPS ani z map w telefonie.\n"
                "- Jeśli masz mniej niż 16 lat, możesz startować tylko w parze z dorosłym.\n"
                "- Pominięcie punktu kontrolnego także oznacza dyskwalifikację.",
            ),
            Good(
                "preserve",
                "Zawody na orientację „Leśny Azymut 2025” zostaną rozegrane 7 czerwca 2025 r. w Lesie Kabackim; "
                "pierwszy start zaplanowano na godz. 10:00. Do wyboru są dwie trasy: TS o długości ok. 6,5 km "
                "z 14 punktami kontrolnymi oraz TD o długości ok. 3 km z 8 punktami. Na pokonanie trasy "
                "uczestnik ma 120 minut – kto nie zamelduje się na mecie w tym limicie, zostaje "
                "zdyskwalifikowany, podobnie jak osoba, która pominie punkt kontrolny. Każdy uczestnik musi "
                "posiadać własny kompas oraz chip SPORTident (chip można wypożyczyć w biurze zawodów za 10 zł). "
                "Używanie GPS i map w telefonie jest zabronione. Osoby, które nie ukończyły 16 lat, mogą "
                "startować wyłącznie w parze z osobą pełnoletnią.",
            ),
            Good(
                "en",
                "Rules of the “Leśny Azymut 2025” orienteering event\n\n"
                "The race will be held on 7 June 2025 in Kabaty Forest, with the first competitor starting at "
                "10:00. The time limit for completing the course is 120 minutes. The TS course is about 6.5 km "
                "long with 14 control points; the TD course is about 3 km with 8 controls. Every competitor must "
                "have their own compass and a SPORTident chip, which can be hired at the event office for PLN 10. "
                "Using GPS or phone maps is prohibited. Competitors under 16 may only start in a pair with an "
                "adult. Anyone who fails to check in at the finish within the time limit will be disqualified, "
                "and missing a control point also means disqualification.",
            ),
        ],
        bad=[
            Slip(0, [("- Nie wolno korzystać z GPS", "- Wolno korzystać z GPS")], "negation"),
            Slip(
                1,
                [("Każdy uczestnik musi posiadać", "Każdy uczestnik powinien posiadać")],
                "modality",
            ),
            Slip(2, [("long with 14 control points", "long with 12 control points")], "number"),
        ],
    ),
    Case(
        key="pl-noc-muzeow-krakow-rezerwacja-biletow",
        source=(
            "Noc Muzeów 2025 w Muzeum Narodowym w Krakowie odbędzie się 17 maja w godz. 18:00–1:00. Wstęp "
            "do Gmachu Głównego przy al. 3 Maja 1 jest symboliczny i kosztuje 1 zł, ale liczba miejsc jest "
            "ograniczona do 3000 osób. Bilety można rezerwować wyłącznie online na stronie bilety.mnk.pl od "
            "5 maja, od godz. 12:00; jedna osoba może zarezerwować maksymalnie 4 bilety. Rezerwację należy "
            "odebrać w kasie najpóźniej 30 minut przed wybranym wejściem, inaczej przepada. Oprowadzania "
            "kuratorskie rozpoczynają się co godzinę i nie wymagają dodatkowego biletu. Dzieci do lat 7 "
            "wchodzą bez biletu. Osoby z niepełnosprawnościami prosimy o kontakt pod adresem "
            "dostepnosc@mnk.pl."
        ),
        good=[
            Good(
                "preserve",
                "Wybierasz się na Noc Muzeów? 17 maja 2025 r. Muzeum Narodowe w Krakowie zaprasza od 18:00 "
                "do 1:00 do Gmachu Głównego przy al. 3 Maja 1. Wejście kosztuje symboliczną złotówkę, ale "
                "wejdzie najwyżej 3000 osób. Bilety zarezerwujesz tylko przez internet, na bilety.mnk.pl, od "
                "5 maja od 12:00 – maksymalnie 4 na osobę. Musisz je odebrać w kasie najpóźniej 30 minut przed "
                "swoim wejściem, bo inaczej rezerwacja przepadnie. Co godzinę startuje oprowadzanie kuratorskie, "
                "na które nie potrzebujesz dodatkowego biletu. Dzieci do 7 lat wchodzą bez biletu. Jeśli masz "
                "niepełnosprawność, napisz do nas: dostepnosc@mnk.pl.",
            ),
            Good(
                "preserve",
                "Noc Muzeów 2025 – Muzeum Narodowe w Krakowie\n"
                "Termin: 17 maja, godz. 18:00–1:00\n"
                "Miejsce: Gmach Główny, al. 3 Maja 1\n"
                "Bilet: 1 zł (dzieci do lat 7 – wstęp bez biletu); limit 3000 osób\n\n"
                "Rezerwacje przyjmowane są wyłącznie przez stronę bilety.mnk.pl, począwszy od 5 maja od godz. "
                "12:00. Jedna osoba może zarezerwować nie więcej niż 4 bilety. Zarezerwowane bilety należy "
                "odebrać w kasie najpóźniej 30 minut przed wybraną godziną wejścia – w przeciwnym razie "
                "rezerwacja przepada. Oprowadzania kuratorskie odbywają się co godzinę i nie wymagają osobnego "
                "biletu. Osoby z niepełnosprawnościami prosimy o kontakt: dostepnosc@mnk.pl.",
            ),
            Good(
                "en",
                "Museum Night 2025 at the National Museum in Kraków takes place on 17 May from 6 p.m. to 1 a.m. "
                "Admission to the Main Building at al. 3 Maja 1 is a symbolic PLN 1, but places are limited to "
                "3,000 visitors. Tickets can only be booked online at bilety.mnk.pl, starting on 5 May at 12 noon, "
                "and one person may book up to 4 tickets. Bookings must be collected at the ticket desk no later "
                "than 30 minutes before the chosen entry time, or they will be cancelled. Curator-led tours start "
                "every hour and need no extra ticket. Children up to the age of 7 get in without a ticket. "
                "Visitors with disabilities are asked to get in touch at dostepnosc@mnk.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dzieci do 7 lat wchodzą bez biletu.",
                        "Dzieci do 7 lat wchodzą bez biletu. O północy na dziedzińcu zagra orkiestra Sinfonietta Cracovia.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("nie więcej niż 4 bilety", "nie więcej niż 6 biletów")], "number"),
            Slip(2, [("booked online at bilety.mnk.pl", "booked online at mnk.pl")], "url"),
        ],
    ),
    Case(
        key="pl-rod-slonecznik-woda-sezon-zasady",
        source=(
            "Zarząd ROD „Słonecznik” informuje, że woda na działki zostanie włączona 15 kwietnia 2025 r., "
            "o ile nie wystąpią przymrozki. Sieć zostanie zamknięta 15 października. Podlewanie wężem jest "
            "dozwolone tylko w godzinach 6:00–9:00 oraz 19:00–22:00; w pozostałych godzinach można używać "
            "wyłącznie konewek. Nie wolno napełniać basenów wodą z sieci ogrodowej. Każdy działkowiec musi "
            "zgłosić stan swojego wodomierza do 30 kwietnia. Opłata za wodę wynosi 7,80 zł za m³. Zarząd "
            "szacuje, że zużycie w tym sezonie będzie wyższe o mniej więcej 10% ze względu na suszę, dlatego "
            "prosimy o oszczędzanie wody. Awarie zgłaszajcie gospodarzowi ogrodu pod numerem 601 223 418."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Działkowicze! Jeśli nie będzie przymrozków, woda na działkach w ROD „Słonecznik” "
                "popłynie 15 kwietnia 2025 r., a sieć zamkniemy 15 października. Wężem można podlewać tylko "
                "od 6:00 do 9:00 i od 19:00 do 22:00 – poza tymi godzinami wyłącznie konewką. Basenów nie wolno "
                "napełniać wodą z sieci ogrodowej. Do 30 kwietnia każdy z Was musi podać stan swojego "
                "wodomierza. Woda kosztuje 7,80 zł za m³. Według szacunków Zarządu z powodu suszy zużycie "
                "w tym sezonie wzrośnie o mniej więcej 10%, więc prosimy: oszczędzajcie wodę. Awarie "
                "zgłaszajcie gospodarzowi ogrodu, tel. 601 223 418.\n\nZarząd ROD „Słonecznik”",
            ),
            Good(
                "preserve",
                "Woda w ROD „Słonecznik” – sezon 2025\n\n"
                "1. Włączenie wody: 15 kwietnia 2025 r. (pod warunkiem, że nie będzie przymrozków); zamknięcie "
                "sieci: 15 października.\n"
                "2. Podlewanie wężem – wyłącznie w godz. 6:00–9:00 i 19:00–22:00. W pozostałych godzinach "
                "dozwolone są tylko konewki.\n"
                "3. Zakaz napełniania basenów wodą z sieci ogrodowej.\n"
                "4. Stan wodomierza: każdy działkowiec musi go zgłosić do 30 kwietnia.\n"
                "5. Cena wody: 7,80 zł/m³.\n\n"
                "Zarząd szacuje, że ze względu na suszę zużycie w tym sezonie wzrośnie o mniej więcej 10%, "
                "i apeluje o oszczędzanie wody. Awarie należy zgłaszać gospodarzowi ogrodu: 601 223 418.",
            ),
            Good(
                "en",
                "The board of the “Słonecznik” allotment garden (ROD) announces that water will be turned on at "
                "the plots on 15 April 2025, provided there is no frost. The network will be shut off on "
                "15 October. Watering with a hose is allowed only between 6:00 and 9:00 and between 19:00 and "
                "22:00; at other times, only watering cans may be used. Filling pools with water from the garden "
                "network is not allowed. Every plot holder must report their water meter reading by 30 April. "
                "Water costs PLN 7.80 per m³. The board estimates that, because of the drought, consumption this "
                "season will be roughly 10% higher, so please save water. Report any failures to the garden "
                "caretaker on 601 223 418.",
            ),
        ],
        bad=[
            Slip(0, [("sieć zamkniemy 15 października", "sieć zamkniemy 31 października")], "date"),
            Slip(
                1,
                [
                    (
                        "Zarząd szacuje, że ze względu na suszę zużycie w tym sezonie wzrośnie o mniej więcej 10%, i apeluje",
                        "Ze względu na suszę zużycie w tym sezonie wzrośnie o 10%, dlatego Zarząd apeluje",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("garden network is not allowed", "garden network is allowed")], "negation"),
        ],
    ),
    Case(
        key="pl-maraton-gdansk-nabor-wolontariuszy-zasady",
        source=(
            "Szukamy 400 wolontariuszy do obsługi Gdańskiego Maratonu Miejskiego, który odbędzie się "
            "w niedzielę 28 września 2025 r. Wolontariusze będą pracować w punktach odżywczych, w strefie mety "
            "i w depozycie. Zgłoszenia przyjmujemy do 31 sierpnia przez formularz na stronie "
            "maratongdansk.pl/wolontariat. Wolontariusz musi mieć ukończone 16 lat; osoby niepełnoletnie "
            "muszą dostarczyć zgodę rodzica. Każdy uczestnik powinien wziąć udział w szkoleniu online, które "
            "potrwa około godziny. Zapewniamy koszulkę, posiłek i ubezpieczenie NNW. Zmiana trwa zwykle "
            "5–6 godzin. Wolontariusze mogą otrzymać zaświadczenie o odbyciu wolontariatu, jeśli o nie "
            "poproszą."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz pomóc przy Gdańskim Maratonie Miejskim? W niedzielę 28 września 2025 r. potrzebujemy "
                "400 wolontariuszy w punktach odżywczych, w strefie mety i w depozycie. Zgłoś się do 31 sierpnia "
                "przez formularz na maratongdansk.pl/wolontariat. Musisz mieć skończone 16 lat, a jeśli jesteś "
                "niepełnoletni, musisz dostarczyć zgodę rodzica. Powinieneś też przejść szkolenie online – zajmie "
                "ci mniej więcej godzinę. Od nas dostaniesz koszulkę, posiłek i ubezpieczenie NNW. Zmiana trwa "
                "zazwyczaj 5–6 godzin. Jeśli poprosisz, możesz otrzymać zaświadczenie o odbyciu wolontariatu.",
            ),
            Good(
                "preserve",
                "Gdański Maraton Miejski – nabór wolontariuszy\n\n"
                "Termin biegu: niedziela, 28.09.2025 r. Potrzebujemy 400 osób.\n"
                "Obszary pracy: punkty odżywcze, strefa mety, depozyt.\n\n"
                "Warunki:\n"
                "- ukończone 16 lat (osoby niepełnoletnie muszą przedstawić zgodę rodzica);\n"
                "- zalecany udział w szkoleniu online (ok. 1 godziny);\n"
                "- zgłoszenie przez formularz na stronie maratongdansk.pl/wolontariat najpóźniej do 31 sierpnia.\n\n"
                "Organizator zapewnia koszulkę, posiłek oraz ubezpieczenie NNW. Zmiana trwa zwykle 5–6 godzin. "
                "Na prośbę wolontariusza możliwe jest wystawienie zaświadczenia o odbyciu wolontariatu.",
            ),
            Good(
                "en",
                "We are looking for 400 volunteers to help at the Gdańsk City Marathon on Sunday, "
                "28 September 2025. Volunteers will work at refreshment stations, in the finish area and at the "
                "bag drop. Applications are open until 31 August via the form at maratongdansk.pl/wolontariat. "
                "Volunteers must be at least 16 years old, and minors must provide a parent's consent. Everyone "
                "should complete an online training session, which takes about an hour. We provide a T-shirt, a "
                "meal and accident insurance (NNW). A shift usually lasts 5–6 hours. Volunteers can receive a "
                "certificate of volunteering if they ask for one.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "koszulkę, posiłek i ubezpieczenie NNW",
                        "koszulkę, posiłek, ubezpieczenie NNW i bezpłatny pakiet startowy na przyszłoroczny maraton",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("zalecany udział w szkoleniu online", "obowiązkowy udział w szkoleniu online")],
                "modality",
            ),
            Slip(2, [("looking for 400 volunteers", "looking for 300 volunteers")], "number"),
        ],
    ),
    Case(
        key="pl-browar-stara-warzelnia-zwiedzanie-degustacja",
        source=(
            "Zwiedzanie browaru „Stara Warzelnia” odbywa się w soboty o 12:00 i 15:00 i trwa około 90 minut, "
            "w tym degustacja czterech piw. Bilet kosztuje 59 zł, a wersja bez degustacji – 35 zł. Osoby "
            "poniżej 18 roku życia mogą zwiedzać browar wyłącznie pod opieką dorosłych i nie biorą udziału "
            "w degustacji. Ze względów bezpieczeństwa na halę produkcyjną nie wolno wchodzić w sandałach ani "
            "klapkach. Zwiedzający powinni przyjść 10 minut przed rozpoczęciem. Grupy powyżej 10 osób muszą "
            "zarezerwować termin co najmniej tydzień wcześniej. Kierowcom proponujemy piwa bezalkoholowe. "
            "Browar może odwołać zwiedzanie w przypadku prac serwisowych; bilety zostaną wtedy zwrócone."
        ),
        good=[
            Good(
                "preserve",
                "Browar „Stara Warzelnia” zaprasza na zwiedzanie w każdą sobotę o 12:00 i 15:00. Wycieczka "
                "trwa około 90 minut i obejmuje degustację czterech piw. Bilet kosztuje 59 zł, a bez degustacji "
                "– 35 zł. Powinniście być na miejscu 10 minut przed startem. Niepełnoletni mogą zwiedzać tylko "
                "pod opieką dorosłych i nie uczestniczą w degustacji. Ze względów bezpieczeństwa na halę "
                "produkcyjną nie można wejść w sandałach ani w klapkach. Grupy liczące ponad 10 osób muszą "
                "zarezerwować termin z co najmniej tygodniowym wyprzedzeniem. Kierowcom proponujemy piwa "
                "bezalkoholowe. W razie prac serwisowych browar może odwołać zwiedzanie i wtedy zwraca "
                "pieniądze za bilety.",
            ),
            Good(
                "preserve",
                "Zwiedzanie browaru „Stara Warzelnia” – informacje praktyczne\n\n"
                "- Kiedy: soboty, godz. 12:00 i 15:00; czas trwania ok. 90 minut, z degustacją czterech piw.\n"
                "- Ceny: 59 zł z degustacją, 35 zł bez degustacji.\n"
                "- Zbiórka: zwiedzający powinni stawić się 10 minut przed rozpoczęciem.\n"
                "- Osoby poniżej 18 lat: wyłącznie pod opieką dorosłych, bez udziału w degustacji.\n"
                "- Obuwie: wejście na halę produkcyjną w sandałach lub klapkach jest zabronione ze względów "
                "bezpieczeństwa.\n"
                "- Grupy powyżej 10 osób: rezerwacja obowiązkowa, co najmniej tydzień wcześniej.\n"
                "- Kierowcy: do wyboru piwa bezalkoholowe.\n\n"
                "Z powodu prac serwisowych browar może odwołać zwiedzanie – w takim przypadku bilety są "
                "zwracane.",
            ),
            Good(
                "en",
                "Tours of the Stara Warzelnia brewery run on Saturdays at 12:00 and 15:00 and last about "
                "90 minutes, including a tasting of four beers. A ticket costs PLN 59, or PLN 35 without the "
                "tasting. Under-18s may only tour the brewery accompanied by adults and do not take part in the "
                "tasting. For safety reasons, sandals and flip-flops are not allowed in the production hall. "
                "Visitors should arrive 10 minutes before the start. Groups of more than 10 people must book at "
                "least a week in advance. Drivers are offered non-alcoholic beers. The brewery may cancel a tour "
                "because of maintenance work, in which case tickets will be refunded.",
            ),
        ],
        bad=[
            Slip(0, [("i nie uczestniczą w degustacji", "i uczestniczą w degustacji")], "negation"),
            Slip(1, [("rezerwacja obowiązkowa", "rezerwacja zalecana")], "modality"),
            Slip(2, [("and last about 90 minutes", "and last 90 minutes")], "hedge"),
        ],
    ),
    Case(
        key="pl-kurs-polskiego-dla-cudzoziemcow-a2",
        source=(
            "Centrum Kształcenia Ustawicznego w Poznaniu zaprasza dorosłych cudzoziemców na kurs języka "
            "polskiego na poziomie A2. Zajęcia rozpoczną się 6 października 2025 r. i potrwają do 26 stycznia "
            "2026 r. Odbywają się we wtorki i czwartki od 17:30 do 19:00 w budynku przy ul. Łąkowej 4. Kurs "
            "obejmuje 60 godzin lekcyjnych, a grupa liczy maksymalnie 12 osób. Opłata wynosi 450 zł i można "
            "ją rozłożyć na dwie raty. Przed zapisem trzeba napisać krótki test poziomujący online. "
            "Uczestnicy, którzy będą obecni na co najmniej 80% zajęć, otrzymają zaświadczenie. Kurs nie "
            "przygotowuje do egzaminu certyfikatowego. Zapisy: kursy@cku.poznan.pl."
        ),
        good=[
            Good(
                "preserve",
                "Kurs polskiego dla dorosłych cudzoziemców – poziom A2\n\n"
                "Centrum Kształcenia Ustawicznego w Poznaniu prowadzi kurs od 6 października 2025 r. do "
                "26 stycznia 2026 r. Spotykamy się we wtorki i czwartki w godz. 17:30–19:00 przy ul. Łąkowej 4. "
                "Program to 60 godzin lekcyjnych, w grupie jest najwyżej 12 osób. Kurs kosztuje 450 zł; opłatę "
                "można rozłożyć na dwie raty. Zanim się zapiszesz, musisz napisać krótki test poziomujący online. "
                "Jeśli będziesz na co najmniej 80% zajęć, dostaniesz zaświadczenie. Pamiętaj, że kurs nie "
                "przygotowuje do egzaminu certyfikatowego. Zapisy przyjmujemy pod adresem kursy@cku.poznan.pl.",
            ),
            Good(
                "preserve",
                "Centrum Kształcenia Ustawicznego w Poznaniu ogłasza nabór na kurs języka polskiego (poziom A2) "
                "dla dorosłych cudzoziemców. Kurs trwa od 6.10.2025 r. do 26.01.2026 r. i obejmuje 60 godzin "
                "lekcyjnych; zajęcia odbywają się we wtorki i czwartki, 17:30–19:00, przy ul. Łąkowej 4. Grupa "
                "liczy nie więcej niż 12 osób. Koszt udziału to 450 zł, płatne jednorazowo lub w dwóch ratach. "
                "Warunkiem zapisu jest napisanie krótkiego testu poziomującego online. Zaświadczenie otrzymują "
                "osoby z frekwencją co najmniej 80%. Kurs nie przygotowuje do egzaminu certyfikatowego. "
                "Zgłoszenia: kursy@cku.poznan.pl.",
            ),
            Good(
                "en",
                "The Centre for Continuing Education in Poznań invites adult foreigners to an A2-level Polish "
                "course. Classes start on 6 October 2025 and run until 26 January 2026, on Tuesdays and Thursdays "
                "from 17:30 to 19:00 at ul. Łąkowa 4. The course comprises 60 lesson hours, and each group has at "
                "most 12 people. The fee is PLN 450 and can be paid in two instalments. Before enrolling, you "
                "must take a short online placement test. Participants who attend at least 80% of classes will "
                "receive a certificate of attendance. The course does not prepare students for the certificate "
                "exam. Enrol at kursy@cku.poznan.pl.",
            ),
        ],
        bad=[
            Slip(0, [("we wtorki i czwartki", "w poniedziałki i czwartki")], "date"),
            Slip(1, [("frekwencją co najmniej 80%", "frekwencją co najmniej 70%")], "number"),
            Slip(
                2,
                [
                    (
                        "Before enrolling, you must take a short online placement test.",
                        "Przed zapisem trzeba napisać krótki test poziomujący online.",
                    ),
                    (
                        "Participants who attend at least 80% of classes will receive a certificate of attendance.",
                        "Uczestnicy, którzy będą obecni na co najmniej 80% zajęć, otrzymają zaświadczenie.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gminna-akcja-czipowania-psow-kotow",
        source=(
            "Gmina Wieliczka prowadzi akcję bezpłatnego czipowania psów i kotów. Zabiegi wykonują lecznice "
            "weterynaryjne, które podpisały umowę z gminą; ich lista jest dostępna na stronie "
            "wieliczka.eu/czipowanie. Z akcji mogą skorzystać mieszkańcy zameldowani na terenie gminy, a pula "
            "obejmuje 500 zwierząt – decyduje kolejność zgłoszeń. Właściciel musi przedstawić dowód osobisty, "
            "a w przypadku psa – także aktualne zaświadczenie o szczepieniu przeciwko wściekliźnie. Po "
            "wszczepieniu mikroczipa zwierzę zostanie wpisane do bazy SAFE-ANIMAL, a właściciel otrzyma "
            "potwierdzenie rejestracji. Akcja potrwa do 30 listopada 2025 r. lub do wyczerpania środków. "
            "Dodatkowe informacje można uzyskać w Referacie Ochrony Środowiska, tel. 12 278 52 00, lub pisząc "
            "na srodowisko@wieliczka.eu."
        ),
        good=[
            Good(
                "preserve",
                "Masz psa lub kota? Gmina Wieliczka prowadzi bezpłatną akcję czipowania. Mogą z niej skorzystać "
                "mieszkańcy zameldowani w gminie, a limit wynosi 500 zwierząt – liczy się kolejność zgłoszeń. "
                "Zabieg wykonasz w jednej z lecznic weterynaryjnych, które mają umowę z gminą (lista: "
                "wieliczka.eu/czipowanie). Musisz zabrać dowód osobisty, a jeśli czipujesz psa, także aktualne "
                "zaświadczenie o szczepieniu przeciwko wściekliźnie. Po wszczepieniu mikroczipa zwierzę trafi do "
                "bazy SAFE-ANIMAL, a Ty dostaniesz potwierdzenie rejestracji. Akcja trwa do 30 listopada 2025 r. "
                "albo do wyczerpania środków. Więcej informacji udzieli Referat Ochrony Środowiska: "
                "tel. 12 278 52 00, srodowisko@wieliczka.eu.",
            ),
            Good(
                "preserve",
                "Bezpłatne czipowanie psów i kotów w Gminie Wieliczka\n\n"
                "Kto może skorzystać: mieszkańcy zameldowani na terenie gminy; pula – 500 zwierząt, o udziale "
                "decyduje kolejność zgłoszeń.\n"
                "Gdzie: w lecznicach weterynaryjnych, które zawarły umowę z gminą (wykaz na stronie "
                "wieliczka.eu/czipowanie).\n"
                "Wymagane dokumenty: dowód osobisty właściciela oraz – w przypadku psa – aktualne zaświadczenie "
                "o szczepieniu przeciwko wściekliźnie.\n"
                "Co dalej: zwierzę zostaje zarejestrowane w bazie SAFE-ANIMAL, a właściciel otrzymuje "
                "potwierdzenie rejestracji.\n"
                "Termin: do 30 listopada 2025 r. lub do wyczerpania środków.\n"
                "Kontakt: Referat Ochrony Środowiska, tel. 12 278 52 00, srodowisko@wieliczka.eu.",
            ),
            Good(
                "en",
                "Wieliczka Municipality is running a free microchipping campaign for dogs and cats. The procedure "
                "is carried out by veterinary clinics that have signed an agreement with the municipality; you "
                "will find the list at wieliczka.eu/czipowanie. The campaign is open to residents registered in "
                "the municipality and covers 500 animals, allocated on a first-come, first-served basis. Owners "
                "must show their ID card and, for dogs, a valid rabies vaccination certificate. Once the microchip "
                "is implanted, the animal is entered in the SAFE-ANIMAL database and the owner receives a "
                "registration confirmation. The campaign runs until 30 November 2025 or until the funds run out. "
                "For more information, contact the Environmental Protection Unit on 12 278 52 00 or at "
                "srodowisko@wieliczka.eu.",
            ),
        ],
        bad=[
            Slip(
                0, [("(lista: wieliczka.eu/czipowanie)", "(lista: wieliczka.pl/czipowanie)")], "url"
            ),
            Slip(1, [("pula – 500 zwierząt", "pula – 300 zwierząt")], "number"),
            Slip(
                2,
                [
                    (
                        "microchipping campaign for dogs and cats.",
                        "microchipping campaign for dogs and cats, funded from the municipal participatory budget.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-tabulka-konwerter-csv-markdown",
        source=(
            "# tabulka\n\n"
            "Narzędzie wiersza poleceń do konwersji plików CSV na tabele w formacie Markdown.\n\n"
            "## Instalacja\n\n"
            "Wymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n"
            "```\npip install tabulka==0.4.2\n```\n\n"
            "## Użycie\n\n"
            "Uruchom `tabulka dane.csv`, aby wypisać tabelę na standardowe wyjście. Opcja `--sep` pozwala "
            "wskazać separator (domyślnie przecinek). Pliki większe niż 50 MB należy najpierw podzielić, "
            "bo narzędzie wczytuje cały plik do pamięci.\n\n"
            "Nie używaj opcji `--unsafe-html` z plikami z nieznanych źródeł."
        ),
        good=[
            Good(
                "preserve",
                "# tabulka\n\n"
                "`tabulka` to narzędzie wiersza poleceń, które zamienia pliki CSV na tabele Markdown.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz tak:\n\n"
                "```\npip install tabulka==0.4.2\n```\n\n"
                "## Użycie\n\n"
                "Polecenie `tabulka dane.csv` wypisuje tabelę na standardowe wyjście. Separator możesz wskazać "
                "opcją `--sep` (domyślnie jest to przecinek). Narzędzie wczytuje cały plik do pamięci, dlatego "
                "pliki większe niż 50 MB trzeba najpierw podzielić.\n\n"
                "Opcji `--unsafe-html` nie używaj z plikami z nieznanych źródeł.",
            ),
            Good(
                "preserve",
                "# tabulka\n\n"
                "Konwerter plików CSV na tabele Markdown, uruchamiany z wiersza poleceń.\n\n"
                "## Instalacja\n\n"
                "Wymagania: Python 3.10 lub nowszy.\n\n"
                "```\npip install tabulka==0.4.2\n```\n\n"
                "## Użycie\n\n"
                "- `tabulka dane.csv` – wypisuje tabelę na standardowe wyjście.\n"
                "- `--sep` – ustawia separator (domyślnie przecinek).\n"
                "- Pliki większe niż 50 MB należy wcześniej podzielić: narzędzie wczytuje do pamięci cały plik.\n"
                "- Nie używaj `--unsafe-html` z plikami z nieznanych źródeł.",
            ),
            Good(
                "en",
                "# tabulka\n\n"
                "A command-line tool that converts CSV files into Markdown tables.\n\n"
                "## Installation\n\n"
                "Python 3.10 or newer is required. Install the package with:\n\n"
                "```\npip install tabulka==0.4.2\n```\n\n"
                "## Usage\n\n"
                "Run `tabulka dane.csv` to print the table to standard output. The `--sep` option lets you set "
                "the separator (a comma by default). Files larger than 50 MB must be split first, because the "
                "tool loads the whole file into memory.\n\n"
                "Do not use the `--unsafe-html` option with files from unknown sources.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```\npip install tabulka==0.4.2\n```", "pip install tabulka==0.4.2")],
                "markdown",
            ),
            Slip(1, [("należy wcześniej podzielić", "warto wcześniej podzielić")], "modality"),
            Slip(2, [("The `--sep` option", "The `--delimiter` option")], "code"),
        ],
    ),
    Case(
        key="pl-badanie-smartfon-sen-nastolatkow-artykul",
        source=(
            "Nastolatki, które korzystają ze smartfona w łóżku, śpią średnio o 48 minut krócej niż ich "
            "rówieśnicy – wynika z badania opublikowanego w czasopiśmie „Sleep Medicine” (Kowalczyk i in., "
            "2023, t. 101, s. 215–223). Autorzy przebadali 1842 uczniów w wieku 13–17 lat z pięciu "
            "województw. Efekt był prawdopodobnie silniejszy u dziewcząt, choć różnica nie osiągnęła "
            "istotności statystycznej. Badacze podkreślają, że projekt miał charakter przekrojowy, więc nie "
            "pozwala stwierdzić, czy to telefon skraca sen, czy raczej osoby śpiące krócej częściej sięgają "
            "po telefon. Zalecają, by rodzice ustalali z dziećmi godzinę odkładania urządzeń, ale nie "
            "wprowadzali zakazów bez rozmowy."
        ),
        good=[
            Good(
                "preserve",
                "Według badania Kowalczyk i in. (2023), opublikowanego w „Sleep Medicine” (t. 101, "
                "s. 215–223), nastolatki, które używają smartfona w łóżku, śpią średnio o 48 minut krócej niż "
                "rówieśnicy. W badaniu wzięło udział 1842 uczniów w wieku 13–17 lat z pięciu województw. "
                "U dziewcząt efekt był prawdopodobnie silniejszy, ale różnica nie była istotna statystycznie. "
                "Autorzy zaznaczają, że było to badanie przekrojowe: nie da się więc stwierdzić, czy to telefon "
                "skraca sen, czy raczej osoby śpiące krócej chętniej sięgają po telefon. Rodzicom zalecają, by "
                "wspólnie z dziećmi ustalali godzinę odkładania urządzeń, a nie wprowadzali zakazów bez rozmowy.",
            ),
            Good(
                "preserve",
                "Badanie przekrojowe Kowalczyk i in. (2023, „Sleep Medicine”, t. 101, s. 215–223) objęło "
                "1842 uczniów w wieku 13–17 lat z pięciu województw. Nastolatki korzystające ze smartfona "
                "w łóżku spały średnio o 48 minut krócej niż rówieśnicy. Efekt był prawdopodobnie silniejszy "
                "u dziewcząt, jednak różnica nie osiągnęła istotności statystycznej. Ze względu na przekrojowy "
                "charakter projektu nie można stwierdzić, czy to telefon skraca sen, czy też osoby śpiące krócej "
                "częściej po niego sięgają – podkreślają autorzy. Zalecają oni, aby rodzice ustalali z dziećmi "
                "porę odkładania urządzeń, zamiast wprowadzać zakazy bez rozmowy.",
            ),
            Good(
                "en",
                "Teenagers who use a smartphone in bed sleep on average 48 minutes less than their peers, "
                "according to a study published in Sleep Medicine (Kowalczyk et al., 2023, vol. 101, "
                "pp. 215–223). The authors studied 1,842 pupils aged 13–17 from five voivodeships. The effect was "
                "probably stronger in girls, although the difference did not reach statistical significance. The "
                "researchers stress that the study was cross-sectional, so it cannot show whether the phone "
                "shortens sleep or whether people who sleep less are more likely to reach for their phones. They "
                "recommend that parents agree with their children on a time to put devices away, rather than "
                "imposing bans without discussion.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i in. (2023)", "Kowalczyk i in. (2021)")], "citation"),
            Slip(1, [("Efekt był prawdopodobnie silniejszy", "Efekt był silniejszy")], "hedge"),
            Slip(2, [("studied 1,842 pupils", "studied 1,248 pupils")], "number"),
        ],
    ),
    Case(
        key="pl-instrukcja-wdrozenia-staging-make-deploy",
        source=(
            "## Wdrożenie na środowisko testowe\n\n"
            "Przed wdrożeniem upewnij się, że w pliku `config/staging.yaml` klucz "
            "`feature_flags.new_checkout` ma wartość `false`. Wdrożenie uruchamiasz poleceniem "
            "`make deploy ENV=staging`.\n\n"
            "Ważne:\n\n"
            "- nie wdrażaj w piątki po 15:00,\n"
            "- po wdrożeniu sprawdź logi w Grafanie (panel „Staging / API”),\n"
            "- jeśli testy dymne nie przejdą, wycofaj zmiany poleceniem `make rollback ENV=staging`.\n\n"
            "Migracje bazy danych nie są uruchamiane automatycznie – trzeba je wykonać ręcznie przez "
            "`make migrate`. W razie wątpliwości napisz na kanale #deploy, zanim cokolwiek wycofasz."
        ),
        good=[
            Good(
                "preserve",
                "## Wdrożenie na staging\n\n"
                "Zanim zaczniesz, sprawdź, czy w `config/staging.yaml` klucz `feature_flags.new_checkout` jest "
                "ustawiony na `false`. Samo wdrożenie uruchamia polecenie `make deploy ENV=staging`.\n\n"
                "Pamiętaj:\n\n"
                "- w piątki po 15:00 nie wdrażamy,\n"
                "- po wdrożeniu przejrzyj logi w Grafanie (panel „Staging / API”),\n"
                "- gdy testy dymne nie przejdą, wycofaj zmiany: `make rollback ENV=staging`.\n\n"
                "Migracje bazy danych trzeba uruchomić ręcznie przez `make migrate` – nie wykonują się "
                "automatycznie. Jeśli masz wątpliwości, zanim cokolwiek wycofasz, napisz na kanale #deploy.",
            ),
            Good(
                "preserve",
                "## Wdrożenie na środowisko testowe\n\n"
                "1. Upewnij się, że klucz `feature_flags.new_checkout` w pliku `config/staging.yaml` ma wartość "
                "`false`.\n"
                "2. Uruchom `make deploy ENV=staging`.\n"
                "3. Sprawdź logi w Grafanie (panel „Staging / API”).\n"
                "4. Jeśli testy dymne nie przejdą, wycofaj zmiany poleceniem `make rollback ENV=staging` – "
                "a gdy masz wątpliwości, najpierw napisz na kanale #deploy.\n\n"
                "Uwaga: migracje bazy danych nie uruchamiają się automatycznie, więc wykonaj je ręcznie przez "
                "`make migrate`. Nie wdrażaj w piątki po 15:00.",
            ),
            Good(
                "en",
                "## Deploying to the staging environment\n\n"
                "Before deploying, make sure the `feature_flags.new_checkout` key in `config/staging.yaml` is set "
                "to `false`. Start the deployment with `make deploy ENV=staging`.\n\n"
                "Important:\n\n"
                "- do not deploy on Fridays after 15:00,\n"
                "- after deploying, check the logs in Grafana (the “Staging / API” panel),\n"
                "- if the smoke tests fail, roll back the changes with `make rollback ENV=staging`.\n\n"
                "Database migrations are not run automatically – you have to run them manually with "
                "`make migrate`. If in doubt, post in the #deploy channel before rolling anything back.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- w piątki po 15:00 nie wdrażamy,\n- po wdrożeniu",
                        "- w piątki po 15:00 nie wdrażamy, po wdrożeniu",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`make rollback ENV=staging`", "`make rollback ENV=prod`")], "code"),
            Slip(2, [("are not run automatically", "are run automatically")], "negation"),
        ],
    ),
    Case(
        key="pl-regulamin-wynajmu-sali-konferencyjnej-zadatek",
        source=(
            "Regulamin wynajmu sali konferencyjnej – fragment. Rezerwację należy potwierdzić wpłatą zadatku "
            "w wysokości 30% ceny najmu w ciągu 7 dni od złożenia zamówienia. W razie rezygnacji później niż "
            "14 dni przed terminem wydarzenia zadatek nie podlega zwrotowi, zgodnie z art. 394 § 1 Kodeksu "
            "cywilnego. Najemca odpowiada za szkody wyrządzone przez uczestników wydarzenia. Na terenie "
            "obiektu obowiązuje zakaz palenia. Dane osobowe najemcy są przetwarzane na podstawie art. 6 ust. 1 "
            "lit. b RODO wyłącznie w celu realizacji umowy i mogą być przechowywane przez okres 5 lat. Najemca "
            "może wnieść własny catering po uprzednim uzgodnieniu z administratorem."
        ),
        good=[
            Good(
                "preserve",
                "Jak zarezerwować salę konferencyjną – najważniejsze zasady z regulaminu. Rezerwację "
                "potwierdzasz wpłatą zadatku równego 30% ceny najmu; musisz to zrobić w ciągu 7 dni od złożenia "
                "zamówienia. Jeżeli zrezygnujesz później niż 14 dni przed wydarzeniem, zadatek nie zostanie "
                "zwrócony (art. 394 § 1 Kodeksu cywilnego). Jako najemca odpowiadasz za szkody wyrządzone przez "
                "uczestników wydarzenia. W obiekcie nie wolno palić. Twoje dane osobowe przetwarzamy na podstawie "
                "art. 6 ust. 1 lit. b RODO wyłącznie w celu realizacji umowy; mogą być przechowywane przez 5 lat. "
                "Własny catering możesz wnieść, jeśli wcześniej uzgodnisz to z administratorem.",
            ),
            Good(
                "preserve",
                "Regulamin wynajmu sali konferencyjnej (wyciąg)\n\n"
                "1. Rezerwację należy potwierdzić wpłatą zadatku w wysokości 30% ceny najmu w terminie 7 dni od "
                "złożenia zamówienia.\n"
                "2. Zgodnie z art. 394 § 1 Kodeksu cywilnego zadatek nie podlega zwrotowi, jeżeli najemca "
                "zrezygnuje później niż 14 dni przed terminem wydarzenia.\n"
                "3. Najemca ponosi odpowiedzialność za szkody wyrządzone przez uczestników wydarzenia.\n"
                "4. W obiekcie obowiązuje zakaz palenia.\n"
                "5. Dane osobowe najemcy przetwarzane są wyłącznie w celu realizacji umowy, na podstawie art. 6 "
                "ust. 1 lit. b RODO, i mogą być przechowywane przez 5 lat.\n"
                "6. Wniesienie własnego cateringu jest dopuszczalne po wcześniejszym uzgodnieniu "
                "z administratorem.",
            ),
            Good(
                "en",
                "Conference room hire rules (excerpt). A booking must be confirmed by paying a deposit of 30% of "
                "the hire price within 7 days of placing the order. If the hirer cancels later than 14 days "
                "before the event, the deposit is non-refundable under Article 394 § 1 of the Civil Code. The "
                "hirer is liable for any damage caused by event participants. Smoking is prohibited on the "
                "premises. The hirer's personal data are processed under Article 6(1)(b) GDPR solely for the "
                "performance of the contract and may be stored for 5 years. The hirer may bring in their own "
                "catering after prior agreement with the administrator.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 394 § 1 Kodeksu cywilnego)", "(art. 395 § 1 Kodeksu cywilnego)")],
                "legal_reference",
            ),
            Slip(
                1,
                [("i mogą być przechowywane przez 5 lat", "i muszą być przechowywane przez 5 lat")],
                "modality",
            ),
            Slip(
                2,
                [("within 7 days of placing the order", "within 14 days of placing the order")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-kawa-cisnienie-tetnicze-przeglad",
        source=(
            "Czy kawa podnosi ciśnienie? Metaanaliza opublikowana w „Nutrients” (Haller i Nowicka, 2021; "
            "doi:10.3390/nu13020497) objęła 34 badania z udziałem łącznie ok. 140 tys. osób. U osób, które "
            "nie piją kawy regularnie, jedna filiżanka może podnieść ciśnienie skurczowe o 3–8 mmHg na kilka "
            "godzin. U regularnych konsumentów efekt ten jest zwykle znacznie słabszy, prawdopodobnie "
            "z powodu rozwijającej się tolerancji. Autorzy nie znaleźli dowodów, że umiarkowane picie kawy "
            "(3–4 filiżanki dziennie) zwiększa ryzyko nadciśnienia. Osoby z już rozpoznanym nadciśnieniem "
            "powinny jednak omówić swoje nawyki z lekarzem i nie powinny przekraczać zaleconej dawki kofeiny."
        ),
        good=[
            Good(
                "preserve",
                "Kawa a ciśnienie – co mówią badania? W metaanalizie opublikowanej w „Nutrients” Haller "
                "i Nowicka (2021) zebrali 34 badania, w których wzięło udział łącznie ok. 140 tys. osób "
                "(doi:10.3390/nu13020497). Jeśli nie pijesz kawy regularnie, jedna filiżanka może na kilka godzin "
                "podnieść Twoje ciśnienie skurczowe o 3–8 mmHg. U osób pijących kawę na co dzień ten efekt jest "
                "zwykle dużo słabszy – prawdopodobnie dlatego, że organizm nabiera tolerancji. Autorzy nie "
                "znaleźli dowodów na to, że umiarkowane picie kawy, czyli 3–4 filiżanki dziennie, zwiększa "
                "ryzyko nadciśnienia. Jeśli jednak masz już rozpoznane nadciśnienie, powinieneś porozmawiać "
                "o swoich nawykach z lekarzem i nie powinieneś przekraczać zaleconej dawki kofeiny.",
            ),
            Good(
                "preserve",
                "Metaanaliza Haller i Nowickiej („Nutrients”, 2021; doi:10.3390/nu13020497) objęła 34 badania "
                "i łącznie ok. 140 tys. uczestników. Wynika z niej, że u osób niepijących kawy regularnie jedna "
                "filiżanka może na kilka godzin podnieść ciśnienie skurczowe o 3–8 mmHg, natomiast u stałych "
                "konsumentów efekt jest zwykle znacznie słabszy, prawdopodobnie wskutek rozwijającej się "
                "tolerancji. Autorzy nie znaleźli dowodów, by umiarkowane spożycie kawy (3–4 filiżanki dziennie) "
                "zwiększało ryzyko nadciśnienia. Osoby z rozpoznanym już nadciśnieniem powinny jednak omówić "
                "swoje nawyki z lekarzem i nie powinny przekraczać zaleconej dawki kofeiny.",
            ),
            Good(
                "en",
                "Does coffee raise blood pressure? A meta-analysis published in Nutrients (Haller and Nowicka, "
                "2021; doi:10.3390/nu13020497) covered 34 studies with a total of about 140,000 participants. In "
                "people who do not drink coffee regularly, a single cup may raise systolic pressure by 3–8 mmHg "
                "for several hours. In regular drinkers the effect is usually much weaker, probably because of "
                "developing tolerance. The authors found no evidence that moderate coffee drinking (3–4 cups a "
                "day) increases the risk of hypertension. However, people already diagnosed with hypertension "
                "should discuss their habits with a doctor and should not exceed the recommended caffeine dose.",
            ),
        ],
        bad=[
            Slip(0, [("Haller i Nowicka (2021)", "Haller i Nowicka (2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "filiżanka może na kilka godzin podnieść ciśnienie",
                        "filiżanka na kilka godzin podnosi ciśnienie",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("The authors found no evidence that", "The authors found evidence that")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-ogrodowa-remont-elewacji-ogloszenie",
        source=(
            "Zarząd Wspólnoty Mieszkaniowej „Ogrodowa 12” informuje, że remont elewacji rozpocznie się "
            "2 czerwca 2025 r. i potrwa około 10 tygodni. Koszt prac wynosi 486 000 zł, z czego 40% pokryje "
            "kredyt, a resztę fundusz remontowy. W tym czasie balkony od strony podwórza muszą być całkowicie "
            "opróżnione, a okna na parterze powinny pozostawać zamknięte w godzinach pracy ekipy "
            "(7:00–17:00). Mieszkańcy mogą korzystać z miejsc parkingowych przy budynku tylko po stronie "
            "wschodniej. Harmonogram prac i uchwała nr 5/2025 są dostępne w serwisie "
            "ogrodowa12.e-wspolnota.pl. Uwagi można zgłaszać administratorowi pod adresem "
            "administracja@ogrodowa12.pl."
        ),
        good=[
            Good(
                "preserve",
                "Szanowni Mieszkańcy, 2 czerwca 2025 r. rusza remont elewacji naszego budynku – potrwa mniej "
                "więcej 10 tygodni. Prace kosztują 486 000 zł: 40% tej kwoty sfinansuje kredyt, pozostałą część "
                "fundusz remontowy. Na czas remontu balkony od strony podwórza muszą być zupełnie puste, a okna "
                "na parterze w godzinach pracy ekipy, czyli 7:00–17:00, powinny być zamknięte. Z miejsc "
                "parkingowych przy budynku można korzystać wyłącznie po stronie wschodniej. Harmonogram i uchwałę "
                "nr 5/2025 znajdziecie w serwisie ogrodowa12.e-wspolnota.pl, a uwagi prosimy przesyłać "
                "administratorowi: administracja@ogrodowa12.pl.\n\n"
                "Zarząd Wspólnoty Mieszkaniowej „Ogrodowa 12”",
            ),
            Good(
                "preserve",
                "Remont elewacji – Wspólnota Mieszkaniowa „Ogrodowa 12”\n\n"
                "• Start: 2 czerwca 2025 r.; czas trwania: ok. 10 tygodni.\n"
                "• Koszt: 486 000 zł (40% – kredyt, reszta – fundusz remontowy).\n"
                "• Balkony od strony podwórza: obowiązkowo całkowicie opróżnione.\n"
                "• Okna na parterze: powinny być zamknięte w godz. 7:00–17:00, kiedy pracuje ekipa.\n"
                "• Parking przy budynku: wyłącznie po stronie wschodniej.\n\n"
                "Harmonogram prac oraz uchwała nr 5/2025: ogrodowa12.e-wspolnota.pl. Uwagi do administratora: "
                "administracja@ogrodowa12.pl.\n\n"
                "Zarząd Wspólnoty",
            ),
            Good(
                "en",
                "The Board of the Ogrodowa 12 Housing Community announces that the facade renovation will start "
                "on 2 June 2025 and take about 10 weeks. The work costs PLN 486,000, of which 40% will be covered "
                "by a loan and the rest by the renovation fund. During this time, balconies facing the courtyard "
                "must be completely cleared, and ground-floor windows should stay closed while the crew is "
                "working (7:00–17:00). Residents may use the parking spaces next to the building only on the east "
                "side. The work schedule and resolution no. 5/2025 are available at ogrodowa12.e-wspolnota.pl. "
                "Comments can be sent to the administrator at administracja@ogrodowa12.pl.",
            ),
        ],
        bad=[
            Slip(0, [("40% tej kwoty", "60% tej kwoty")], "number"),
            Slip(
                1,
                [("obowiązkowo całkowicie opróżnione", "najlepiej całkowicie opróżnione")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "administrator at administracja@ogrodowa12.pl",
                        "administrator at admin@ogrodowa12.pl",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-zwroty-odstapienie-faq",
        source=(
            "Zwroty – najczęstsze pytania\n\n"
            "Jako konsument możesz odstąpić od umowy zawartej przez internet bez podawania przyczyny "
            "w ciągu 14 dni od otrzymania towaru (art. 27 ustawy z dnia 30 maja 2014 r. o prawach "
            "konsumenta). Wystarczy wypełnić formularz w zakładce „Moje zamówienia” i odesłać paczkę na nasz "
            "adres. Zwrócimy pieniądze w ciągu 14 dni od otrzymania oświadczenia, ale możemy wstrzymać zwrot "
            "do chwili, gdy otrzymamy towar z powrotem. Koszt odesłania ponosi kupujący, chyba że wybierze "
            "zwrot przez Paczkomat – wtedy jest on bezpłatny. Prawo odstąpienia nie przysługuje w przypadku "
            "towarów wykonanych na zamówienie klienta, np. grawerowanej biżuterii. Nie przyjmujemy zwrotów "
            "za pobraniem."
        ),
        good=[
            Good(
                "preserve",
                "Zwroty – FAQ\n\n"
                "Czy mogę zwrócić zakupiony towar? Tak. Jako konsument masz 14 dni od otrzymania towaru, by bez "
                "podawania przyczyny odstąpić od umowy zawartej przez internet – daje Ci to art. 27 ustawy "
                "z dnia 30 maja 2014 r. o prawach konsumenta. Wypełnij formularz w zakładce „Moje zamówienia” "
                "i odeślij paczkę na nasz adres.\n\n"
                "Kiedy dostanę pieniądze? W ciągu 14 dni od otrzymania Twojego oświadczenia, choć możemy "
                "wstrzymać zwrot, dopóki paczka do nas nie wróci.\n\n"
                "Kto płaci za odesłanie? Ty – chyba że wybierzesz zwrot przez Paczkomat, wtedy nic nie płacisz.\n\n"
                "Czego nie można zwrócić? Towarów wykonanych na Twoje zamówienie, np. grawerowanej biżuterii. "
                "Nie przyjmujemy też zwrotów za pobraniem.",
            ),
            Good(
                "preserve",
                "Konsument, który zawarł umowę przez internet, ma prawo odstąpić od niej bez podania przyczyny "
                "w terminie 14 dni od dnia otrzymania towaru, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. "
                "o prawach konsumenta. W tym celu należy wypełnić formularz dostępny w zakładce „Moje "
                "zamówienia” i odesłać przesyłkę na adres sklepu. Sklep zwraca należność w ciągu 14 dni od "
                "otrzymania oświadczenia, przy czym może wstrzymać zwrot do momentu otrzymania towaru. Koszt "
                "odesłania ponosi kupujący, z wyjątkiem zwrotu przez Paczkomat, który jest bezpłatny. Prawo "
                "odstąpienia nie przysługuje w odniesieniu do towarów wykonanych na zamówienie klienta "
                "(np. grawerowanej biżuterii). Zwroty za pobraniem nie są przyjmowane.",
            ),
            Good(
                "en",
                "Returns – frequently asked questions\n\n"
                "As a consumer, you may withdraw from a contract concluded online without giving a reason within "
                "14 days of receiving the goods (Article 27 of the Consumer Rights Act of 30 May 2014). Just fill "
                "in the form under “Moje zamówienia” (My orders) and send the parcel back to our address. We will "
                "refund your money within 14 days of receiving your statement, but we may withhold the refund "
                "until we get the goods back. The buyer pays for return shipping, unless they choose to return "
                "via a Paczkomat parcel locker, which is free. The right of withdrawal does not apply to goods "
                "made to the customer's order, such as engraved jewellery. We do not accept cash-on-delivery "
                "returns.",
            ),
        ],
        bad=[
            Slip(
                0, [("daje Ci to art. 27 ustawy", "daje Ci to art. 29 ustawy")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Prawo odstąpienia nie przysługuje w odniesieniu",
                        "Prawo odstąpienia przysługuje również w odniesieniu",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "within 14 days of receiving the goods",
                        "within 30 days of receiving the goods",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-raport-gios-pm10-nowy-sacz",
        source=(
            "Według raportu GIOŚ „Ocena jakości powietrza w województwie małopolskim w roku 2024” (Kraków "
            "2025, s. 47) średnioroczne stężenie pyłu PM10 w Nowym Sączu wyniosło 31 µg/m³, czyli o ok. 12% "
            "mniej niż rok wcześniej. Norma dobowa 50 µg/m³ była przekraczana przez 38 dni, głównie "
            "w styczniu i lutym. Autorzy raportu wskazują, że poprawa wynika najprawdopodobniej z wymiany "
            "pieców węglowych, choć znaczenie mogła mieć także łagodna zima. Nie wykluczają, że "
            "w chłodniejszym sezonie liczba dni z przekroczeniami ponownie wzrośnie. Dane pochodzą ze stacji "
            "pomiarowej przy ul. Nadbrzeżnej."
        ),
        good=[
            Good(
                "preserve",
                "W Nowym Sączu średnioroczne stężenie pyłu PM10 spadło w 2024 roku do 31 µg/m³ – o ok. 12% "
                "w porównaniu z rokiem poprzednim. Takie dane podaje raport GIOŚ „Ocena jakości powietrza "
                "w województwie małopolskim w roku 2024” (Kraków 2025, s. 47). Dobowa norma 50 µg/m³ była "
                "przekroczona przez 38 dni, przede wszystkim w styczniu i lutym. Zdaniem autorów poprawa to "
                "najprawdopodobniej efekt wymiany pieców węglowych, choć mogła się do niej przyczynić również "
                "łagodna zima. Autorzy nie wykluczają, że w chłodniejszym sezonie dni z przekroczeniami znów "
                "będzie więcej. Pomiary pochodzą ze stacji przy ul. Nadbrzeżnej.",
            ),
            Good(
                "preserve",
                "Jakość powietrza w Nowym Sączu w 2024 r. – najważniejsze dane\n"
                "(źródło: GIOŚ, „Ocena jakości powietrza w województwie małopolskim w roku 2024”, Kraków 2025, "
                "s. 47; stacja pomiarowa przy ul. Nadbrzeżnej)\n\n"
                "- Średnioroczne stężenie PM10: 31 µg/m³, tj. ok. 12% mniej niż w 2023 r.\n"
                "- Przekroczenia dobowej normy 50 µg/m³: 38 dni, głównie w styczniu i lutym.\n"
                "- Przyczyna poprawy: najprawdopodobniej wymiana pieców węglowych; rolę mogła odegrać też "
                "łagodna zima.\n"
                "- Perspektywy: autorzy nie wykluczają, że w chłodniejszym sezonie liczba dni z przekroczeniami "
                "znowu wzrośnie.",
            ),
            Good(
                "en",
                "According to the GIOŚ report “Ocena jakości powietrza w województwie małopolskim w roku 2024” "
                "(Air quality assessment in the Małopolska Voivodeship in 2024; Kraków 2025, p. 47), the annual "
                "mean PM10 concentration in Nowy Sącz was 31 µg/m³, about 12% lower than a year earlier. The "
                "daily limit of 50 µg/m³ was exceeded on 38 days, mainly in January and February. The authors say "
                "the improvement is most likely due to the replacement of coal-fired stoves, although the mild "
                "winter may also have played a role. They do not rule out that the number of days with "
                "exceedances will rise again in a colder season. The data come from the monitoring station on "
                "ul. Nadbrzeżna.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pomiary pochodzą ze stacji przy ul. Nadbrzeżnej.",
                        "Pomiary pochodzą ze stacji przy ul. Nadbrzeżnej, najbardziej zanieczyszczonym punkcie miasta.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("najprawdopodobniej wymiana pieców węglowych", "wymiana pieców węglowych")],
                "hedge",
            ),
            Slip(2, [("Kraków 2025, p. 47", "Kraków 2025, p. 74")], "citation"),
        ],
    ),
    Case(
        key="pl-ustalenia-zespolu-wydanie-aplikacji-ios",
        source=(
            "### Notatka ze spotkania zespołu – 3 marca 2025\n\n"
            "**Obecni:** Anna Maj, Piotr Zieliński, Ewa Krawczyk\n\n"
            "**Ustalenia:**\n\n"
            "1. Nowa wersja aplikacji mobilnej ma trafić do sklepów do 28 marca.\n"
            "2. Piotr musi do piątku przygotować listę błędów krytycznych.\n"
            "3. Ewa może przejąć testy na iOS, jeśli skończy pracę nad raportem.\n"
            "4. Budżet na reklamę w kwietniu nie zostanie zwiększony.\n\n"
            "**Do decyzji:** czy przenosimy cotygodniowe spotkania z poniedziałku na wtorek. Anna ma zebrać "
            "opinie w [ankiecie](https://forms.example.com/spotkania) do 7 marca. Kolejne spotkanie "
            "prawdopodobnie odbędzie się zdalnie."
        ),
        good=[
            Good(
                "preserve",
                "### Spotkanie zespołu, 3 marca 2025 – notatka\n\n"
                "**Uczestnicy:** Anna Maj, Piotr Zieliński, Ewa Krawczyk\n\n"
                "**Co ustaliliśmy:**\n\n"
                "1. Nowa wersja aplikacji mobilnej ma pojawić się w sklepach do 28 marca.\n"
                "2. Do piątku Piotr musi przygotować listę błędów krytycznych.\n"
                "3. Jeśli Ewa skończy pracę nad raportem, może przejąć testy na iOS.\n"
                "4. Kwietniowy budżet na reklamę nie będzie zwiększany.\n\n"
                "**Do decyzji:** przeniesienie cotygodniowych spotkań z poniedziałku na wtorek. Anna ma zebrać "
                "opinie w [ankiecie](https://forms.example.com/spotkania) do 7 marca. Następne spotkanie "
                "odbędzie się prawdopodobnie zdalnie.",
            ),
            Good(
                "preserve",
                "### Notatka: spotkanie zespołu (3.03.2025)\n\n"
                "**Obecni:** Anna Maj, Piotr Zieliński, Ewa Krawczyk\n\n"
                "**Ustalenia:**\n\n"
                "1. Nowa wersja aplikacji mobilnej – w sklepach najpóźniej 28 marca.\n"
                "2. Piotr – do piątku obowiązkowo lista błędów krytycznych.\n"
                "3. Ewa – o ile zakończy pracę nad raportem, może zająć się testami na iOS.\n"
                "4. Budżet reklamowy na kwiecień pozostaje bez zwiększenia.\n\n"
                "**Do decyzji:** czy przenieść cotygodniowe spotkania z poniedziałku na wtorek; Anna ma zebrać "
                "opinie w [ankiecie](https://forms.example.com/spotkania) do 7 marca. Kolejne spotkanie "
                "prawdopodobnie zdalnie.",
            ),
            Good(
                "en",
                "### Team meeting notes – 3 March 2025\n\n"
                "**Present:** Anna Maj, Piotr Zieliński, Ewa Krawczyk\n\n"
                "**Agreed:**\n\n"
                "1. The new version of the mobile app is to reach the stores by 28 March.\n"
                "2. Piotr must prepare a list of critical bugs by Friday.\n"
                "3. Ewa may take over iOS testing if she finishes her work on the report.\n"
                "4. The April advertising budget will not be increased.\n\n"
                "**To decide:** whether to move the weekly meetings from Monday to Tuesday. Anna is to collect "
                "opinions in a [survey](https://forms.example.com/spotkania) by 7 March. The next meeting will "
                "probably be held online.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "### Spotkanie zespołu, 3 marca 2025 – notatka",
                        "Spotkanie zespołu, 3 marca 2025 – notatka",
                    )
                ],
                "markdown",
            ),
            Slip(
                1, [("może zająć się testami na iOS", "musi zająć się testami na iOS")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "4. The April advertising budget will not be increased.",
                        "4. The April advertising budget will not be increased, as the client has cut its marketing spend.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-torun-zasady-wypozyczen-prolongata",
        source=(
            "Miejska Biblioteka Publiczna w Toruniu przypomina zasady wypożyczeń. Czytelnik może jednocześnie "
            "wypożyczyć do 8 książek i 3 audiobooki na okres 30 dni. Wypożyczenie można prolongować "
            "dwukrotnie, o ile na książkę nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata "
            "0,20 zł od egzemplarza. Nowości oznaczone czerwoną naklejką wypożyczamy tylko na 14 dni i nie "
            "podlegają one prolongacie. Konto czytelnika zostaje zablokowane, gdy zaległe opłaty przekroczą "
            "15 zł. Książki można zwracać także do wrzutni przy wejściu, czynnej całą dobę. Biblioteka nie "
            "odpowiada za rzeczy pozostawione w szafkach."
        ),
        good=[
            Good(
                "preserve",
                "Przypominamy zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Toruniu. Naraz możesz "
                "wypożyczyć maksymalnie 8 książek i 3 audiobooki, na 30 dni. Wypożyczenie możesz przedłużyć dwa "
                "razy, jeśli nikt inny nie czeka na daną książkę. Za każdy dzień spóźnienia naliczamy 0,20 zł od "
                "egzemplarza. Nowości z czerwoną naklejką wypożyczamy tylko na 14 dni, bez możliwości "
                "prolongaty. Gdy zaległe opłaty przekroczą 15 zł, konto czytelnika zostanie zablokowane. Książki "
                "możesz oddać także do całodobowej wrzutni przy wejściu. Za rzeczy zostawione w szafkach "
                "biblioteka nie odpowiada.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczeń – MBP w Toruniu\n\n"
                "1. Jednorazowo: do 8 książek i 3 audiobooków, na 30 dni.\n"
                "2. Prolongata: dwukrotnie, pod warunkiem że na książkę nie czeka inny czytelnik.\n"
                "3. Opłata za przetrzymanie: 0,20 zł za każdy dzień zwłoki, od egzemplarza.\n"
                "4. Nowości (czerwona naklejka): wypożyczenie tylko na 14 dni, prolongata niemożliwa.\n"
                "5. Blokada konta: gdy zaległe opłaty przekroczą 15 zł.\n"
                "6. Zwroty: także do wrzutni przy wejściu, czynnej przez całą dobę.\n\n"
                "Biblioteka nie ponosi odpowiedzialności za rzeczy pozostawione w szafkach.",
            ),
            Good(
                "en",
                "The Municipal Public Library in Toruń would like to remind readers of its lending rules. You can "
                "borrow up to 8 books and 3 audiobooks at a time for 30 days. A loan can be renewed twice, "
                "provided no one else is waiting for the book. A late fee of PLN 0.20 per item is charged for each "
                "day of delay. New releases marked with a red sticker are lent for 14 days only and cannot be "
                "renewed. A reader's account is blocked once unpaid fees exceed PLN 15. Books can also be returned "
                "to the book drop at the entrance, which is open 24 hours a day. The library is not responsible "
                "for items left in the lockers.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 8 książek", "maksymalnie 10 książek")], "number"),
            Slip(1, [("prolongata niemożliwa", "prolongata możliwa")], "negation"),
            Slip(
                2,
                [
                    (
                        "which is open 24 hours a day.",
                        "which is open 24 hours a day and monitored by CCTV.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 77: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-taxi-driver-topography-exam-notice",
        source=(
            "Egzamin ze znajomości topografii miasta i przepisów porządkowych dla kandydatów na kierowców taksówek "
            "odbędzie się 14 marca 2025 r. o godz. 9:00 w sali 204 Urzędu Miasta. Zgłoszenia należy składać do "
            "28 lutego 2025 r. Kandydat musi przedstawić ważne prawo jazdy kategorii B oraz zaświadczenie lekarskie "
            "wydane nie wcześniej niż 3 miesiące przed egzaminem. Opłata egzaminacyjna wynosi 150 zł i nie podlega "
            "zwrotowi. Test składa się z 60 pytań, a do zaliczenia potrzeba co najmniej 48 poprawnych odpowiedzi. "
            "Osoby, które nie zdadzą, mogą przystąpić do egzaminu ponownie po upływie 30 dni. Na salę nie wolno "
            "wnosić telefonów komórkowych."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli chcesz zostać kierowcą taksówki, zgłoś się na egzamin z topografii miasta i przepisów "
                "porządkowych do 28 lutego 2025 r. Sam egzamin odbędzie się 14 marca 2025 r. o 9:00 w sali 204 "
                "Urzędu Miasta.\n\n"
                "Co musisz przedstawić:\n"
                "- ważne prawo jazdy kategorii B,\n"
                "- zaświadczenie lekarskie wystawione nie wcześniej niż trzy miesiące przed egzaminem.\n\n"
                "Za egzamin zapłacisz 150 zł – tej opłaty się nie zwraca. Test liczy 60 pytań; żeby zdać, trzeba "
                "poprawnie odpowiedzieć na przynajmniej 48. Jeśli nie zdasz, możesz podejść do egzaminu ponownie "
                "po 30 dniach. Telefonów komórkowych nie wolno wnosić na salę.",
            ),
            Good(
                "preserve",
                "Egzamin z topografii miasta i przepisów porządkowych dla kandydatów na kierowców taksówek zostanie "
                "przeprowadzony 14 marca 2025 r., o godzinie 9:00, w sali nr 204 Urzędu Miasta; termin zgłoszeń "
                "upływa 28 lutego 2025 r. Każdy kandydat jest zobowiązany przedstawić ważne prawo jazdy kat. B i "
                "zaświadczenie lekarskie wydane nie wcześniej niż 3 miesiące przed datą egzaminu. Bezzwrotna opłata "
                "egzaminacyjna wynosi 150 zł. Test obejmuje 60 pytań, a warunkiem zaliczenia jest udzielenie co "
                "najmniej 48 prawidłowych odpowiedzi. Niezdany egzamin można powtórzyć po upływie 30 dni. Wnoszenie "
                "telefonów komórkowych na salę jest zabronione.",
            ),
            Good(
                "en",
                "The exam on city topography and local regulations for prospective taxi drivers will take place on "
                "14 March 2025 at 9:00 a.m. in room 204 of the City Hall. Applications must be submitted by "
                "28 February 2025. Each candidate must present a valid category B driving licence and a medical "
                "certificate issued no earlier than three months before the exam. The exam fee is PLN 150 and is "
                "non-refundable. The test has 60 questions, and you need at least 48 correct answers to pass. "
                "Anyone who fails may retake the exam after 30 days. Mobile phones may not be brought into the "
                "exam room.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("możesz podejść do egzaminu ponownie", "musisz podejść do egzaminu ponownie")],
                "modality",
            ),
            Slip(1, [("co najmniej 48 prawidłowych", "co najmniej 45 prawidłowych")], "number"),
            Slip(2, [("by 28 February 2025", "by 7 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-internal-ward-visiting-hours-change",
        source=(
            "Szanowni Państwo, od 1 października 2024 r. na Oddziale Chorób Wewnętrznych obowiązują nowe godziny "
            "odwiedzin: w dni powszednie od 15:00 do 19:00, a w weekendy i święta od 11:00 do 19:00. Jednego "
            "pacjenta mogą jednocześnie odwiedzać najwyżej dwie osoby. Dzieci poniżej 12. roku życia nie mogą "
            "wchodzić na salę chorych bez zgody lekarza prowadzącego. Odwiedzający powinni zdezynfekować ręce przy "
            "wejściu na oddział. Osoby z objawami infekcji, takimi jak gorączka czy kaszel, nie powinny odwiedzać "
            "pacjentów. W sprawie odwiedzin poza wyznaczonymi godzinami prosimy o kontakt z pielęgniarką oddziałową "
            "pod numerem 22 555 41 20."
        ),
        good=[
            Good(
                "preserve",
                "Nowe godziny odwiedzin na Oddziale Chorób Wewnętrznych (obowiązują od 1 października 2024 r.):\n"
                "- od poniedziałku do piątku: 15:00–19:00,\n"
                "- soboty, niedziele i święta: 11:00–19:00.\n\n"
                "Przy jednym pacjencie mogą przebywać jednocześnie maksymalnie dwie osoby. Dzieci, które nie "
                "ukończyły 12 lat, nie mogą wchodzić na salę chorych bez zgody lekarza prowadzącego. Przy wejściu na "
                "oddział odwiedzający powinni zdezynfekować ręce. Jeśli masz gorączkę, kaszel lub inne objawy "
                "infekcji, nie powinieneś odwiedzać pacjentów. W sprawie odwiedzin poza tymi godzinami prosimy "
                "kontaktować się z pielęgniarką oddziałową: tel. 22 555 41 20.",
            ),
            Good(
                "preserve",
                "Od 1 października 2024 r. zmieniają się godziny odwiedzin na Oddziale Chorób Wewnętrznych. Pacjentów "
                "można odwiedzać od poniedziałku do piątku w godz. 15:00–19:00, a w soboty, niedziele i święta w godz. "
                "11:00–19:00. Naraz przy jednym chorym mogą przebywać najwyżej dwie osoby. Dzieci w wieku poniżej "
                "12 lat mogą wejść na salę chorych wyłącznie za zgodą lekarza prowadzącego. Wchodząc na oddział, "
                "odwiedzający powinni zdezynfekować ręce, a osoby z gorączką, kaszlem lub innymi objawami infekcji "
                "nie powinny przychodzić w odwiedziny. Jeśli chcą Państwo odwiedzić bliskiego poza tymi godzinami, "
                "prosimy o kontakt z pielęgniarką oddziałową pod numerem 22 555 41 20.",
            ),
            Good(
                "en",
                "Dear visitors, from 1 October 2024 the Internal Medicine Ward has new visiting hours: 3 p.m. to "
                "7 p.m. on weekdays and 11 a.m. to 7 p.m. at weekends and on public holidays. No more than two people "
                "may visit a patient at the same time. Children under 12 may not enter the patient rooms without the "
                "attending physician's permission. Visitors should disinfect their hands when entering the ward. "
                "Anyone with signs of infection, such as a fever or a cough, should not visit patients. To arrange a "
                "visit outside these hours, please contact the ward nurse on 22 555 41 20.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nie mogą wchodzić na salę chorych bez zgody",
                        "mogą wchodzić na salę chorych bez zgody",
                    )
                ],
                "negation",
            ),
            Slip(1, [("11:00–19:00", "13:00–19:00")], "date"),
            Slip(2, [("Visitors should disinfect", "Visitors must disinfect")], "modality"),
        ],
    ),
    Case(
        key="pl-city-escooter-rental-rules-app",
        source=(
            "Hulajnogi elektryczne w systemie MiejskiSkoot można wypożyczać przez aplikację lub stronę "
            "www.miejskiskoot.pl. Z hulajnóg mogą korzystać wyłącznie osoby, które ukończyły 18 lat. Odblokowanie "
            "kosztuje 3,50 zł, a każda minuta jazdy 0,79 zł. Na jednej hulajnodze może jechać tylko jedna osoba. "
            "Maksymalna prędkość jest ograniczona do 20 km/h, a w strefach wolnej jazdy w centrum – do 10 km/h. "
            "Hulajnogi nie wolno zostawiać na przejściach dla pieszych ani przy wejściach do budynków; za "
            "nieprawidłowe parkowanie naliczamy opłatę 99 zł. Usterki i wypadki zgłaszaj na adres "
            "pomoc@miejskiskoot.pl."
        ),
        good=[
            Good(
                "preserve",
                "Jak działa wypożyczanie hulajnóg MiejskiSkoot:\n"
                "- Wypożyczasz je w aplikacji albo na stronie www.miejskiskoot.pl.\n"
                "- Musisz mieć ukończone 18 lat.\n"
                "- Płacisz 3,50 zł za odblokowanie i 0,79 zł za każdą minutę jazdy.\n"
                "- Hulajnogą może jechać tylko jedna osoba naraz.\n"
                "- Prędkość jest ograniczona do 20 km/h, a w strefach wolnej jazdy w centrum do 10 km/h.\n"
                "- Nie zostawiaj hulajnogi na przejściu dla pieszych ani przy wejściu do budynku – za nieprawidłowe "
                "parkowanie pobierzemy 99 zł.\n"
                "- Usterki i wypadki zgłaszaj na pomoc@miejskiskoot.pl.",
            ),
            Good(
                "preserve",
                "Z hulajnóg elektrycznych MiejskiSkoot mogą korzystać tylko osoby, które skończyły 18 lat, i tylko "
                "w pojedynkę – na jednej hulajnodze może jechać jedna osoba. Wypożyczenie rozpoczniesz w aplikacji "
                "lub na www.miejskiskoot.pl; odblokowanie kosztuje 3,50 zł, a minuta jazdy 0,79 zł. Hulajnogi jadą "
                "maksymalnie 20 km/h, a w strefach wolnej jazdy w centrum 10 km/h. Na przejściach dla pieszych i przy "
                "wejściach do budynków nie wolno ich zostawiać – nieprawidłowe parkowanie kosztuje 99 zł. W razie "
                "usterki lub wypadku napisz do nas: pomoc@miejskiskoot.pl.",
            ),
            Good(
                "en",
                "MiejskiSkoot e-scooters can be rented through the app or at www.miejskiskoot.pl. Only people aged "
                "18 or over may use them. Unlocking costs PLN 3.50, and each minute of riding costs PLN 0.79. Only "
                "one person may ride on a scooter. Top speed is capped at 20 km/h, and at 10 km/h in the slow zones in "
                "the city centre. It is not permitted to leave a scooter on a pedestrian crossing or at a building "
                "entrance; improper parking incurs a PLN 99 fee. Report faults and accidents to "
                "pomoc@miejskiskoot.pl.",
            ),
        ],
        bad=[
            Slip(0, [("0,79 zł", "0,69 zł")], "number"),
            Slip(1, [("pomoc@miejskiskoot.pl", "pomoc@miejskiskoot.com.pl")], "url"),
            Slip(2, [("It is not permitted to leave", "It is permitted to leave")], "negation"),
        ],
    ),
    Case(
        key="pl-wine-shop-age-check-policy",
        source=(
            "Zgodnie z art. 15 ust. 1 pkt 2 ustawy z dnia 26 października 1982 r. o wychowaniu w trzeźwości i "
            "przeciwdziałaniu alkoholizmowi zabrania się sprzedaży napojów alkoholowych osobom do lat 18. W naszych "
            "sklepach sprzedawca musi poprosić o dokument potwierdzający wiek każdego klienta, który wygląda na mniej "
            "niż 25 lat. Akceptujemy dowód osobisty, paszport, prawo jazdy oraz mObywatela. Legitymacja studencka "
            "nie jest wystarczającym dokumentem. Jeżeli klient odmówi okazania dokumentu, sprzedawca powinien "
            "odmówić sprzedaży i może poprosić kierownika zmiany o pomoc. Nie sprzedajemy alkoholu osobom "
            "nietrzeźwym."
        ),
        good=[
            Good(
                "preserve",
                "Weryfikacja wieku – zasady dla sprzedawców\n\n"
                "Art. 15 ust. 1 pkt 2 ustawy z 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu "
                "alkoholizmowi zakazuje sprzedaży napojów alkoholowych osobom poniżej 18 lat. W naszych sklepach "
                "obowiązują następujące zasady:\n"
                "1. Każdego klienta, który wygląda na mniej niż 25 lat, musisz poprosić o dokument potwierdzający wiek.\n"
                "2. Akceptowane dokumenty to dowód osobisty, paszport, prawo jazdy i mObywatel. Legitymacja "
                "studencka nie wystarcza.\n"
                "3. Gdy klient nie chce okazać dokumentu, powinieneś odmówić sprzedaży; możesz też poprosić o pomoc "
                "kierownika zmiany.\n"
                "4. Osobom nietrzeźwym nie sprzedajemy alkoholu.",
            ),
            Good(
                "preserve",
                "Ustawa z dnia 26 października 1982 r. o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi w "
                "art. 15 ust. 1 pkt 2 zakazuje sprzedaży napojów alkoholowych osobom, które nie ukończyły 18 lat. W "
                "naszych sklepach sprzedawca ma obowiązek poprosić o dokument potwierdzający wiek każdego klienta, "
                "który sprawia wrażenie osoby mającej mniej niż 25 lat. Honorujemy dowód osobisty, paszport, prawo "
                "jazdy i aplikację mObywatel; legitymacja studencka nie jest wystarczająca. W przypadku odmowy "
                "okazania dokumentu sprzedawca powinien odmówić sprzedaży, przy czym może zwrócić się o wsparcie do "
                "kierownika zmiany. Osobom nietrzeźwym alkohol nie jest sprzedawany.",
            ),
            Good(
                "en",
                "Under Article 15(1)(2) of the Act of 26 October 1982 on Upbringing in Sobriety and Counteracting "
                "Alcoholism, alcoholic beverages may not be sold to persons under 18. In our shops, the cashier must "
                "ask every customer who looks younger than 25 for proof of age. We accept an ID card, a passport, a "
                "driving licence and mObywatel. A student card is not sufficient. If a customer refuses to show a "
                "document, the cashier should refuse the sale and may ask the shift manager for help. We do not sell "
                "alcohol to intoxicated persons.",
            ),
        ],
        bad=[
            Slip(0, [("Art. 15 ust. 1 pkt 2", "Art. 13 ust. 1 pkt 2")], "legal_reference"),
            Slip(1, [("sprzedawca powinien odmówić", "sprzedawca może odmówić")], "modality"),
            Slip(
                2,
                [("A student card is not sufficient.", "A student card is also sufficient.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-amateur-football-spring-round-signup",
        source=(
            "Zapisy drużyn do wiosennej rundy Amatorskiej Ligi Piłki Nożnej „Orlik Cup” trwają do 15 marca 2025 r. "
            "Wpisowe wynosi 800 zł od drużyny i należy je wpłacić w ciągu 7 dni od zgłoszenia. Każda drużyna może "
            "zgłosić maksymalnie 16 zawodników, w tym co najmniej jednego bramkarza. Mecze będą rozgrywane w "
            "niedziele na boisku przy ul. Sportowej 3, prawdopodobnie od 6 kwietnia. Spodziewamy się udziału około "
            "12 zespołów, więc runda potrwa mniej więcej do końca czerwca. Zawodnicy muszą mieć ukończone 16 lat; "
            "niepełnoletni potrzebują pisemnej zgody rodzica."
        ),
        good=[
            Good(
                "preserve",
                "Orlik Cup – wiosenna runda Amatorskiej Ligi Piłki Nożnej\n"
                "- Zgłoszenia drużyn: do 15 marca 2025 r.\n"
                "- Wpisowe: 800 zł od drużyny, płatne w ciągu 7 dni od zgłoszenia.\n"
                "- Skład: maksymalnie 16 zawodników, w tym przynajmniej jeden bramkarz.\n"
                "- Gdzie i kiedy: w niedziele, boisko przy ul. Sportowej 3; start prawdopodobnie 6 kwietnia.\n"
                "- Spodziewamy się ok. 12 drużyn, więc runda potrwa mniej więcej do końca czerwca.\n"
                "- Wiek: ukończone 16 lat; niepełnoletni muszą mieć pisemną zgodę rodzica.",
            ),
            Good(
                "preserve",
                "Chcesz zagrać w wiosennej rundzie Amatorskiej Ligi Piłki Nożnej „Orlik Cup”? Zgłoś drużynę do "
                "15 marca 2025 r., a wpisowe w wysokości 800 zł wpłać w ciągu tygodnia od zgłoszenia. W kadrze może "
                "się znaleźć najwyżej 16 zawodników, w tym co najmniej jeden bramkarz. Grać mogą tylko osoby, które "
                "skończyły 16 lat, przy czym niepełnoletni potrzebują pisemnej zgody rodzica. Mecze odbędą się w "
                "niedziele na boisku przy ul. Sportowej 3 – najpewniej od 6 kwietnia. Liczymy na około 12 zespołów, "
                "dlatego runda potrwa mniej więcej do końca czerwca.",
            ),
            Good(
                "en",
                "Team registration for the spring round of the 'Orlik Cup' Amateur Football League is open until "
                "15 March 2025. The entry fee is PLN 800 per team and must be paid within 7 days of registering. Each "
                "team may register up to 16 players, including at least one goalkeeper. Matches will be played on "
                "Sundays at the pitch on ul. Sportowa 3, probably starting on 6 April. We expect around 12 teams, so "
                "the round will last until roughly the end of June. Players must be at least 16; minors need written "
                "consent from a parent.",
            ),
        ],
        bad=[
            Slip(0, [("start prawdopodobnie 6 kwietnia", "start 6 kwietnia")], "hedge"),
            Slip(1, [("najwyżej 16 zawodników", "najwyżej 18 zawodników")], "number"),
            Slip(2, [("until 15 March 2025", "until 25 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-library-ebook-lending-readme-section",
        source=(
            "## Wypożyczanie e-booków\n\n"
            "Z katalogu e-booków Biblioteki Miejskiej mogą korzystać wszyscy czytelnicy z aktywną kartą. Zaloguj się "
            "na [ebooki.biblioteka-miejska.pl](https://ebooki.biblioteka-miejska.pl) numerem karty i PIN-em.\n\n"
            "- Jednocześnie możesz wypożyczyć **3** e-booki.\n"
            "- Wypożyczenie trwa 21 dni i nie można go przedłużyć.\n"
            "- Po upływie terminu plik wygasa automatycznie, więc nie naliczamy kar.\n\n"
            "Pliki otworzysz w aplikacji Legimi lub w czytniku obsługującym DRM. Jeśli nie pamiętasz PIN-u, musisz "
            "osobiście odwiedzić wypożyczalnię z dowodem osobistym – ze względów bezpieczeństwa nie resetujemy "
            "PIN-ów telefonicznie."
        ),
        good=[
            Good(
                "preserve",
                "## E-booki z Biblioteki Miejskiej\n\n"
                "Każdy czytelnik z aktywną kartą ma dostęp do katalogu e-booków. Wystarczy zalogować się na "
                "[ebooki.biblioteka-miejska.pl](https://ebooki.biblioteka-miejska.pl), podając numer karty i PIN.\n\n"
                "- Limit: **3** e-booki naraz.\n"
                "- Okres wypożyczenia: 21 dni, bez możliwości przedłużenia.\n"
                "- Kary: brak – po terminie plik sam wygasa.\n\n"
                "E-booki przeczytasz w aplikacji Legimi albo na czytniku z obsługą DRM. Zapomniany PIN trzeba "
                "odzyskać osobiście w wypożyczalni, zabierając ze sobą dowód osobisty; ze względów bezpieczeństwa "
                "nie resetujemy PIN-ów przez telefon.",
            ),
            Good(
                "preserve",
                "## Wypożyczanie e-booków\n\n"
                "Katalog e-booków Biblioteki Miejskiej jest dostępny dla wszystkich czytelników z aktywną kartą – "
                "logujesz się na [ebooki.biblioteka-miejska.pl](https://ebooki.biblioteka-miejska.pl) numerem karty "
                "i PIN-em.\n\n"
                "- Naraz wypożyczysz maksymalnie **3** e-booki.\n"
                "- Każde wypożyczenie trwa 21 dni; przedłużenie nie jest możliwe.\n"
                "- Po terminie plik wygasa sam, dlatego nie ma kar.\n\n"
                "Czytać możesz w aplikacji Legimi lub na czytniku obsługującym DRM. Nie pamiętasz PIN-u? Musisz "
                "przyjść do wypożyczalni osobiście, z dowodem osobistym – ze względów bezpieczeństwa nie resetujemy "
                "PIN-ów telefonicznie.",
            ),
            Good(
                "en",
                "## Borrowing e-books\n\n"
                "All readers with an active card can use the City Library's e-book catalogue. Log in at "
                "[ebooki.biblioteka-miejska.pl](https://ebooki.biblioteka-miejska.pl) with your card number and "
                "PIN.\n\n"
                "- You can borrow **3** e-books at a time.\n"
                "- A loan lasts 21 days and cannot be renewed.\n"
                "- When the loan period ends, the file expires automatically, so there are no fines.\n\n"
                "You can open the files in the Legimi app or on an e-reader that supports DRM. If you forget your "
                "PIN, you must visit the lending desk in person with your ID card – for security reasons, we do not "
                "reset PINs over the phone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## E-booki z Biblioteki Miejskiej\n\n", "E-booki z Biblioteki Miejskiej\n\n")],
                "markdown",
            ),
            Slip(
                1,
                [("(https://ebooki.biblioteka-miejska.pl)", "(https://ebooki.biblioteka.pl)")],
                "url",
            ),
            Slip(
                2,
                [("you must visit the lending desk", "you can visit the lending desk")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-chimney-flue-annual-inspection-notice",
        source=(
            "Przypominamy, że zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane właściciel lub zarządca "
            "budynku ma obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych (dymowych, spalinowych "
            "i wentylacyjnych). Przegląd w naszej wspólnocie wykona firma Kominiarz-Serwis w dniach 12–14 listopada, "
            "w godz. 8:00–16:00. Kontrola jednego lokalu trwa zwykle około 15 minut. Koszt wynosi 60 zł za mieszkanie "
            "i zostanie doliczony do opłat za grudzień. Prosimy o zapewnienie dostępu do kuchni i łazienki. "
            "Niesprawne przewody mogą prowadzić do zatrucia tlenkiem węgla, dlatego nie należy lekceważyć tego "
            "obowiązku."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy, w dniach 12–14 listopada, między 8:00 a 16:00, firma Kominiarz-Serwis sprawdzi w "
                "naszej wspólnocie przewody kominowe – dymowe, spalinowe i wentylacyjne. Taką kontrolę trzeba zlecać "
                "przynajmniej raz w roku: obowiązek ten nakłada na właściciela lub zarządcę budynku art. 62 ust. 1 "
                "pkt 1 lit. c ustawy – Prawo budowlane. Sprawdzenie jednego mieszkania zajmuje zazwyczaj ok. "
                "15 minut. Koszt to 60 zł za mieszkanie; kwota zostanie doliczona do grudniowych opłat. Prosimy o "
                "udostępnienie kuchni i łazienki. Pamiętajmy, że niesprawne przewody mogą doprowadzić do zatrucia "
                "tlenkiem węgla, więc tego obowiązku nie należy lekceważyć.",
            ),
            Good(
                "preserve",
                "Przegląd przewodów kominowych – informacja dla mieszkańców\n\n"
                "Właściciel lub zarządca budynku musi co najmniej raz w roku zlecić kontrolę przewodów kominowych "
                "(dymowych, spalinowych, wentylacyjnych) – wynika to z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo "
                "budowlane.\n"
                "• Wykonawca: Kominiarz-Serwis\n"
                "• Termin: 12–14 listopada, godz. 8:00–16:00\n"
                "• Czas kontroli jednego lokalu: zwykle ok. 15 minut\n"
                "• Koszt: 60 zł za mieszkanie, doliczony do opłat za grudzień\n\n"
                "Prosimy o zapewnienie dostępu do kuchni i łazienki. Niesprawne przewody mogą być przyczyną zatrucia "
                "tlenkiem węgla – tego obowiązku nie należy lekceważyć.",
            ),
            Good(
                "en",
                "Please remember that under Article 62(1)(1)(c) of the Construction Law Act, the owner or manager of a "
                "building is required to have the chimney flues (smoke, exhaust and ventilation ducts) inspected at "
                "least once a year. In our housing community, the inspection will be carried out by Kominiarz-Serwis "
                "on 12–14 November, between 8:00 and 16:00. Inspecting one flat usually takes about 15 minutes. The "
                "cost is PLN 60 per flat and will be added to the December charges. Please make sure the kitchen and "
                "bathroom are accessible. Faulty flues can lead to carbon monoxide poisoning, so this obligation "
                "should not be neglected.",
            ),
        ],
        bad=[
            Slip(0, [("art. 62 ust. 1", "art. 61 ust. 1")], "legal_reference"),
            Slip(1, [("60 zł za mieszkanie", "80 zł za mieszkanie")], "number"),
            Slip(2, [("usually takes about 15 minutes", "takes 15 minutes")], "hedge"),
        ],
    ),
    Case(
        key="pl-cycle-path-public-consultation-invite",
        source=(
            "Urząd Gminy Zielonka zaprasza mieszkańców do udziału w konsultacjach społecznych dotyczących projektu "
            "drogi rowerowej wzdłuż ul. Kolejowej, o długości około 2,4 km. Konsultacje potrwają od 3 do 24 czerwca "
            "2025 r. Uwagi można zgłaszać przez formularz na stronie konsultacje.zielonka.pl, mailowo na adres "
            "rowery@zielonka.pl lub w punkcie informacyjnym urzędu. Spotkanie otwarte z projektantami odbędzie się "
            "11 czerwca o godz. 18:00 w sali widowiskowej Gminnego Ośrodka Kultury. Uwagi zgłoszone po terminie nie "
            "będą rozpatrywane. Raport z konsultacji zostanie opublikowany w ciągu 30 dni od ich zakończenia."
        ),
        good=[
            Good(
                "preserve",
                "Konsultacje społeczne: droga rowerowa wzdłuż ul. Kolejowej\n\n"
                "Urząd Gminy Zielonka zaprasza mieszkańców do wyrażenia opinii o projekcie drogi rowerowej o długości "
                "ok. 2,4 km.\n\n"
                "Termin: 3–24 czerwca 2025 r.\n"
                "Jak zgłosić uwagi:\n"
                "1. formularz na stronie konsultacje.zielonka.pl,\n"
                "2. e-mail: rowery@zielonka.pl,\n"
                "3. punkt informacyjny urzędu.\n\n"
                "Otwarte spotkanie z projektantami: 11 czerwca, godz. 18:00, sala widowiskowa Gminnego Ośrodka "
                "Kultury.\n\n"
                "Uwagi zgłoszone po terminie nie będą rozpatrywane. Raport z konsultacji opublikujemy w ciągu 30 dni "
                "od ich zakończenia.",
            ),
            Good(
                "preserve",
                "Masz zdanie na temat nowej drogi rowerowej wzdłuż ul. Kolejowej? Urząd Gminy Zielonka prowadzi "
                "konsultacje społeczne projektu tej trasy, która ma mieć mniej więcej 2,4 km. Swoje uwagi możesz "
                "przekazać od 3 do 24 czerwca 2025 r. – przez formularz na stronie konsultacje.zielonka.pl, e-mailem "
                "na rowery@zielonka.pl albo w punkcie informacyjnym urzędu. Pamiętaj, że uwagi przesłane po tym "
                "terminie nie będą rozpatrywane. 11 czerwca o 18:00 w sali widowiskowej Gminnego Ośrodka Kultury "
                "odbędzie się otwarte spotkanie z projektantami. W ciągu 30 dni od zakończenia konsultacji urząd "
                "opublikuje z nich raport.",
            ),
            Good(
                "en",
                "Zielonka Municipal Office invites residents to take part in a public consultation on the design of a "
                "cycle path along ul. Kolejowa, approximately 2.4 km long. The consultation runs from 3 to 24 June "
                "2025. Comments can be submitted via the form at konsultacje.zielonka.pl, by e-mail to "
                "rowery@zielonka.pl, or at the office's information point. An open meeting with the designers will be "
                "held on 11 June at 6 p.m. in the auditorium of the Municipal Cultural Centre. Comments submitted "
                "after the deadline will not be considered. A report on the consultation will be published within "
                "30 days of its close.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "sala widowiskowa Gminnego Ośrodka Kultury.",
                        "sala widowiskowa Gminnego Ośrodka Kultury; spotkanie poprowadzi wójt Marek Zieliński.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("11 czerwca o 18:00", "12 czerwca o 18:00")], "date"),
            Slip(2, [("konsultacje.zielonka.pl", "zielonka.pl/konsultacje")], "url"),
        ],
    ),
    Case(
        key="pl-private-maths-tutoring-contract-terms",
        source=(
            "Umowa o korepetycje – najważniejsze warunki. Zajęcia z matematyki odbywają się raz w tygodniu, w "
            "czwartki, i trwają 60 minut. Cena jednej lekcji wynosi 90 zł; płatność za dany miesiąc należy uregulować "
            "z góry, do 5. dnia miesiąca. Odwołanie zajęć przez ucznia musi nastąpić najpóźniej 24 godziny wcześniej "
            "– w przeciwnym razie lekcja jest płatna w całości. Korepetytor może odwołać zajęcia z powodu choroby; "
            "wówczas proponuje termin zastępczy w ciągu 14 dni. Korepetytor nie gwarantuje określonego wyniku "
            "egzaminu. Każda ze stron może wypowiedzieć umowę z dwutygodniowym okresem wypowiedzenia."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze warunki umowy o korepetycje:\n"
                "1. Lekcje matematyki: raz w tygodniu, w czwartki, po 60 minut.\n"
                "2. Cena: 90 zł za lekcję. Za każdy miesiąc płacisz z góry, najpóźniej do 5. dnia miesiąca.\n"
                "3. Jeśli chcesz odwołać lekcję, musisz zrobić to co najmniej 24 godziny wcześniej; inaczej zapłacisz "
                "za nią w całości.\n"
                "4. Korepetytor może odwołać zajęcia, gdy zachoruje – proponuje wtedy termin zastępczy w ciągu "
                "14 dni.\n"
                "5. Korepetytor nie gwarantuje konkretnego wyniku egzaminu.\n"
                "6. Każda ze stron może wypowiedzieć umowę z zachowaniem dwutygodniowego okresu wypowiedzenia.",
            ),
            Good(
                "preserve",
                "Zgodnie z umową korepetytor prowadzi zajęcia z matematyki raz w tygodniu, w czwartki; jedna lekcja "
                "trwa 60 minut i kosztuje 90 zł. Należność za dany miesiąc należy uiścić z góry, do 5. dnia miesiąca. "
                "Uczeń, który chce odwołać zajęcia, musi to zrobić nie później niż 24 godziny przed ich rozpoczęciem, "
                "w przeciwnym razie lekcja podlega pełnej opłacie. W razie choroby korepetytor może odwołać zajęcia i "
                "wówczas proponuje zastępczy termin w ciągu 14 dni. Nie gwarantuje on określonego wyniku egzaminu. "
                "Umowę może wypowiedzieć każda ze stron, z zachowaniem dwutygodniowego okresu wypowiedzenia.",
            ),
            Good(
                "en",
                "Tutoring agreement – key terms. Maths lessons take place once a week, on Thursdays, and last "
                "60 minutes. Each lesson costs PLN 90; payment for each month must be made in advance, by the 5th day "
                "of the month. If the student cancels a lesson, they must do so at least 24 hours in advance – "
                "otherwise the lesson is charged in full. The tutor may cancel a lesson due to illness and will then "
                "offer a replacement date within 14 days. The tutor does not guarantee any particular exam result. "
                "Either party may terminate the agreement with two weeks' notice.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nie gwarantuje konkretnego wyniku egzaminu",
                        "gwarantuje konkretny wynik egzaminu",
                    )
                ],
                "negation",
            ),
            Slip(1, [("trwa 60 minut", "trwa 45 minut")], "number"),
            Slip(2, [("they must do so", "they should do so")], "modality"),
        ],
    ),
    Case(
        key="pl-sanatorium-stay-nfz-referral-steps",
        source=(
            "Skierowanie na leczenie uzdrowiskowe wystawia lekarz ubezpieczenia zdrowotnego, a następnie przesyła je "
            "do właściwego oddziału wojewódzkiego NFZ. Oddział ma 30 dni na jego rozpatrzenie i ocenę celowości "
            "leczenia. Skierowanie jest ważne 18 miesięcy od dnia wystawienia. Czas oczekiwania na wyjazd zależy od "
            "regionu i profilu leczenia i wynosi zwykle od kilku miesięcy do nawet dwóch lat. Stacjonarne leczenie w "
            "sanatorium trwa 21 dni. Pacjent powinien stawić się w uzdrowisku w dniu wskazanym na skierowaniu. Jeśli "
            "nie może wyjechać w wyznaczonym terminie, musi zwrócić skierowanie najpóźniej 14 dni przed datą "
            "wyjazdu. Ponowne skierowanie można otrzymać nie wcześniej niż po 12 miesiącach od poprzedniego pobytu."
        ),
        good=[
            Good(
                "preserve",
                "Jak wygląda droga do sanatorium na NFZ?\n\n"
                "Skierowanie wystawi Ci lekarz ubezpieczenia zdrowotnego i to on prześle je do właściwego "
                "wojewódzkiego oddziału NFZ. Oddział w ciągu 30 dni rozpatrzy skierowanie i oceni, czy leczenie jest "
                "celowe. Dokument zachowuje ważność przez 18 miesięcy od wystawienia. Na wyjazd czeka się zazwyczaj "
                "od kilku miesięcy nawet do dwóch lat – zależy to od regionu i profilu leczenia. Pobyt stacjonarny w "
                "sanatorium trwa 21 dni, a do uzdrowiska powinieneś zgłosić się w dniu podanym na skierowaniu. Jeśli "
                "nie możesz pojechać w wyznaczonym terminie, musisz zwrócić skierowanie co najmniej 14 dni przed "
                "wyjazdem. Kolejne skierowanie możesz dostać nie wcześniej niż 12 miesięcy po poprzednim pobycie.",
            ),
            Good(
                "preserve",
                "Leczenie uzdrowiskowe – zasady\n\n"
                "Skierowanie wystawia lekarz ubezpieczenia zdrowotnego, który przekazuje je następnie do właściwego "
                "oddziału wojewódzkiego NFZ; oddział w terminie 30 dni rozpatruje je i ocenia celowość leczenia. "
                "Skierowanie jest ważne przez 18 miesięcy od daty wystawienia. Okres oczekiwania, zależny od regionu i "
                "profilu leczenia, wynosi zwykle od kilku miesięcy do nawet dwóch lat. Stacjonarny pobyt w sanatorium "
                "trwa 21 dni; pacjent powinien przybyć do uzdrowiska w dniu wskazanym w skierowaniu. Pacjent, który "
                "nie może wyjechać w wyznaczonym terminie, musi zwrócić skierowanie nie później niż 14 dni przed datą "
                "wyjazdu. Ponowne skierowanie można uzyskać nie wcześniej niż po 12 miesiącach od poprzedniego pobytu.",
            ),
            Good(
                "en",
                "A referral for spa treatment is issued by a doctor working within the public health insurance "
                "system, who then sends it to the relevant regional branch of the National Health Fund (NFZ). The "
                "branch has 30 days to review it and assess whether the treatment is justified. The referral is valid "
                "for 18 months from the date of issue. The waiting time depends on the region and the treatment "
                "profile and usually ranges from several months to as long as two years. Inpatient treatment at a "
                "sanatorium lasts 21 days. Patients should arrive at the spa on the date stated on the referral. If "
                "you cannot travel on the assigned date, you must return the referral no later than 14 days before "
                "departure. A new referral can be obtained no earlier than 12 months after the previous stay.",
            ),
        ],
        bad=[
            Slip(0, [("czeka się zazwyczaj od", "czeka się od")], "hedge"),
            Slip(1, [("przez 18 miesięcy", "przez 24 miesiące")], "date"),
            Slip(
                2, [("you must return the referral", "you should return the referral")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-short-sleep-hypertension-review-summary",
        source=(
            "Z przeglądu systematycznego opublikowanego przez Kowalską i Nowaka (2021) w „Journal of Sleep "
            "Research” (t. 30, nr 4, s. 112–127) wynika, że dorośli śpiący krócej niż 6 godzin na dobę mają "
            "prawdopodobnie o około 20% wyższe ryzyko nadciśnienia tętniczego niż osoby śpiące 7–8 godzin. Autorzy "
            "przeanalizowali 34 badania kohortowe obejmujące łącznie ponad 410 tys. uczestników. Zastrzegają jednak, "
            "że wyniki nie dowodzą związku przyczynowego, ponieważ większość badań opierała się na samodzielnie "
            "deklarowanym czasie snu. Według nich potrzebne są dalsze badania z obiektywnym pomiarem snu, np. za "
            "pomocą aktygrafii."
        ),
        good=[
            Good(
                "preserve",
                "Kowalska i Nowak (2021) w przeglądzie systematycznym opublikowanym w „Journal of Sleep Research” "
                "(t. 30, nr 4, s. 112–127) zebrali 34 badania kohortowe z udziałem w sumie ponad 410 tys. osób. "
                "Wynika z nich, że u dorosłych, którzy śpią mniej niż 6 godzin na dobę, ryzyko nadciśnienia "
                "tętniczego jest prawdopodobnie wyższe o mniej więcej 20% niż u osób śpiących 7–8 godzin. Autorzy "
                "podkreślają jednak, że nie jest to dowód na związek przyczynowy – w większości badań czas snu "
                "deklarowali sami uczestnicy. Ich zdaniem potrzebne są dalsze badania, w których sen mierzy się "
                "obiektywnie, np. za pomocą aktygrafii.",
            ),
            Good(
                "preserve",
                "Według przeglądu systematycznego Kowalskiej i Nowaka (2021; „Journal of Sleep Research”, t. 30, "
                "nr 4, s. 112–127), obejmującego 34 badania kohortowe i łącznie ponad 410 tys. uczestników, sen "
                "krótszy niż 6 godzin na dobę wiąże się u dorosłych z prawdopodobnie ok. 20% wyższym ryzykiem "
                "nadciśnienia tętniczego w porównaniu ze snem trwającym 7–8 godzin. Autorzy zaznaczają, że wyniki nie "
                "dowodzą związku przyczynowego, gdyż większość badań opierała się na deklarowanym przez uczestników "
                "czasie snu, i wskazują na potrzebę dalszych badań z obiektywnym pomiarem snu (np. aktygrafią).",
            ),
            Good(
                "en",
                "A systematic review by Kowalska and Nowak (2021), published in the Journal of Sleep Research "
                "(vol. 30, no. 4, pp. 112–127), found that adults who sleep less than 6 hours a day probably have an "
                "approximately 20% higher risk of hypertension than those who sleep 7–8 hours. The authors analysed "
                "34 cohort studies with a combined total of more than 410,000 participants. However, they caution "
                "that the findings do not prove causation, because most of the studies relied on self-reported sleep "
                "duration. In their view, further research with objective sleep measurement, for example by "
                "actigraphy, is needed.",
            ),
        ],
        bad=[
            Slip(0, [("s. 112–127", "s. 121–137")], "citation"),
            Slip(1, [("z prawdopodobnie ok. 20% wyższym", "z ok. 20% wyższym")], "hedge"),
            Slip(2, [("34 cohort studies", "43 cohort studies")], "number"),
        ],
    ),
    Case(
        key="pl-invoice-cli-install-readme-section",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `fakturownik` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:\n\n"
            "```bash\n"
            "pip install fakturownik==2.3.1\n"
            "```\n\n"
            "Przed pierwszym uruchomieniem musisz ustawić zmienną środowiskową `FAKTUROWNIK_API_KEY`. Klucz "
            "wygenerujesz w panelu konta w zakładce **Integracje**. Domyślnie faktury zapisywane są w katalogu "
            "`~/faktury`; możesz to zmienić flagą `--output-dir`. Nie przechowuj klucza w repozytorium – jeśli trafi "
            "do publicznego kodu, należy go natychmiast unieważnić."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "1. Upewnij się, że masz Pythona 3.10 lub nowszego – tego wymaga `fakturownik`.\n"
                "2. Zainstaluj pakiet:\n\n"
                "```bash\n"
                "pip install fakturownik==2.3.1\n"
                "```\n\n"
                "3. Zanim uruchomisz narzędzie po raz pierwszy, ustaw zmienną środowiskową `FAKTUROWNIK_API_KEY` – "
                "to obowiązkowe. Klucz wygenerujesz w panelu konta, w zakładce **Integracje**.\n\n"
                "Faktury trafiają domyślnie do katalogu `~/faktury`, ale możesz to zmienić flagą `--output-dir`. "
                "Klucza nie trzymaj w repozytorium; jeśli trafi do publicznego kodu, trzeba go od razu unieważnić.",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `fakturownik` potrzebny jest Python 3.10 lub nowszy. Instalacja:\n\n"
                "```bash\n"
                "pip install fakturownik==2.3.1\n"
                "```\n\n"
                "Przed pierwszym uruchomieniem musisz ustawić zmienną środowiskową `FAKTUROWNIK_API_KEY` – klucz "
                "wygenerujesz w panelu konta (zakładka **Integracje**). Domyślny katalog na faktury to `~/faktury`; "
                "zmienisz go flagą `--output-dir`. Nie przechowuj klucza w repozytorium. Jeśli znajdzie się w "
                "publicznym kodzie, należy go natychmiast unieważnić.",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "The `fakturownik` tool requires Python 3.10 or later. Install it with:\n\n"
                "```bash\n"
                "pip install fakturownik==2.3.1\n"
                "```\n\n"
                "Before the first run, you must set the `FAKTUROWNIK_API_KEY` environment variable. You can generate "
                "the key in your account panel under the **Integracje** (Integrations) tab. By default, invoices are "
                "saved to `~/faktury`; you can change this with the `--output-dir` flag. Do not store the key in the "
                "repository – if it ends up in public code, it must be revoked immediately.",
            ),
        ],
        bad=[
            Slip(0, [("`--output-dir`", "`--out-dir`")], "code"),
            Slip(1, [("musisz ustawić zmienną", "warto ustawić zmienną")], "modality"),
            Slip(
                2,
                [
                    (
                        "```bash\npip install fakturownik==2.3.1\n```",
                        "pip install fakturownik==2.3.1",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-estate-waste-collection-new-schedule",
        source=(
            "Od 1 stycznia 2025 r. zmienia się harmonogram odbioru odpadów na osiedlu Słoneczne. Odpady zmieszane "
            "będą odbierane co tydzień we wtorki, a segregowane (papier, plastik i metale, szkło) – co dwa tygodnie "
            "w czwartki. Bioodpady odbieramy od kwietnia do października co tydzień, a w pozostałych miesiącach raz w "
            "miesiącu. Pojemniki należy wystawić przed posesję do godz. 6:00 w dniu odbioru. Firma nie odbierze "
            "odpadów pozostawionych obok pojemników ani w workach innych niż oznakowane. Gabaryty zbierane są dwa "
            "razy w roku, w terminach podawanych na stronie gminy. Odpadów budowlanych nie wolno wrzucać do "
            "pojemników na odpady zmieszane."
        ),
        good=[
            Good(
                "preserve",
                "Nowy harmonogram odbioru odpadów – osiedle Słoneczne (od 1 stycznia 2025 r.):\n"
                "• zmieszane – co tydzień, we wtorki;\n"
                "• segregowane (papier, plastik i metale, szkło) – co dwa tygodnie, w czwartki;\n"
                "• bioodpady – od kwietnia do października co tydzień, w pozostałych miesiącach raz w miesiącu;\n"
                "• gabaryty – dwa razy w roku, w terminach podanych na stronie gminy.\n\n"
                "Pojemniki trzeba wystawić przed posesję do 6:00 w dniu odbioru. Odpady zostawione obok pojemników "
                "lub w nieoznakowanych workach nie zostaną odebrane. Pamiętaj: odpady budowlane nie mogą trafiać do "
                "pojemników na odpady zmieszane.",
            ),
            Good(
                "preserve",
                "Mieszkańcy osiedla Słoneczne, od 1 stycznia 2025 r. obowiązuje nowy harmonogram wywozu śmieci. "
                "Odpady zmieszane odbierzemy w każdy wtorek, a segregowane – papier, plastik z metalami oraz szkło – "
                "w co drugi czwartek. Bioodpady od kwietnia do października odbieramy raz w tygodniu, w pozostałych "
                "miesiącach raz w miesiącu. Odpady wielkogabarytowe zbieramy dwa razy w roku; terminy znajdziesz na "
                "stronie gminy. Pojemnik wystaw przed posesję najpóźniej o 6:00 w dniu odbioru. Uwaga: odpady w "
                "workach innych niż oznakowane oraz postawione obok pojemników nie zostaną zabrane. Do pojemników na "
                "odpady zmieszane nie wolno wrzucać odpadów budowlanych.",
            ),
            Good(
                "en",
                "From 1 January 2025, the waste collection schedule for the Słoneczne estate is changing. Mixed waste "
                "will be collected every week on Tuesdays, and sorted waste (paper, plastics and metals, glass) every "
                "two weeks on Thursdays. Bio-waste is collected weekly from April to October and once a month in the "
                "remaining months. Bins must be put out in front of the property by 6:00 a.m. on collection day. The "
                "company will not collect waste left next to the bins or in bags other than the marked ones. Bulky "
                "waste is collected twice a year, on dates published on the municipality's website. Construction "
                "waste must not be put into mixed-waste bins.",
            ),
        ],
        bad=[
            Slip(0, [("do 6:00 w dniu odbioru", "do 7:00 w dniu odbioru")], "date"),
            Slip(
                1,
                [("nie wolno wrzucać odpadów budowlanych", "wolno wrzucać odpady budowlane")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "on dates published on the municipality's website.",
                        "on dates published on the municipality's website; the first collection will take place in "
                        "March.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-vet-clinic-dog-rabies-reminder",
        source=(
            "Przypominamy, że zgodnie z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt "
            "oraz zwalczaniu chorób zakaźnych zwierząt posiadacz psa musi zaszczepić go przeciwko wściekliźnie w "
            "ciągu 30 dni od ukończenia przez zwierzę 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. "
            "Szczepienie w naszej przychodni kosztuje 70 zł, a wpis do paszportu lub książeczki zdrowia jest "
            "bezpłatny. Prosimy zabrać dokumenty psa. Szczepić można tylko zdrowe zwierzę, dlatego przed zabiegiem "
            "lekarz weterynarii przeprowadzi krótkie badanie. Niedopełnienie obowiązku szczepienia może skutkować "
            "karą grzywny."
        ),
        good=[
            Good(
                "preserve",
                "Pamiętaj o szczepieniu psa przeciw wściekliźnie! Art. 56 ust. 1 ustawy z 11 marca 2004 r. o ochronie "
                "zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt nakłada na posiadacza psa obowiązek "
                "zaszczepienia go w ciągu 30 dni od ukończenia przez psa 3 miesięcy, a potem nie rzadziej niż co "
                "12 miesięcy.\n\n"
                "W naszej przychodni:\n"
                "- szczepienie kosztuje 70 zł,\n"
                "- wpis do paszportu lub książeczki zdrowia jest bezpłatny.\n\n"
                "Weź ze sobą dokumenty psa. Zaszczepić można wyłącznie zdrowe zwierzę, więc lekarz weterynarii "
                "najpierw krótko je zbada. Jeśli nie dopełnisz obowiązku szczepienia, możesz zostać ukarany grzywną.",
            ),
            Good(
                "preserve",
                "Uprzejmie przypominamy o obowiązku szczepienia psów przeciwko wściekliźnie. Na mocy art. 56 ust. 1 "
                "ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt "
                "posiadacz psa jest obowiązany zaszczepić zwierzę w terminie 30 dni od ukończenia przez nie 3. miesiąca "
                "życia, a następnie nie rzadziej niż co 12 miesięcy. Koszt szczepienia w naszej przychodni wynosi "
                "70 zł; wpis do paszportu lub książeczki zdrowia wykonujemy bezpłatnie. Prosimy o zabranie dokumentów "
                "psa. Szczepieniu może zostać poddane wyłącznie zdrowe zwierzę, w związku z czym lekarz weterynarii "
                "przeprowadzi przed zabiegiem krótkie badanie. Niedopełnienie obowiązku może skutkować grzywną.",
            ),
            Good(
                "en",
                "Please remember that under Article 56(1) of the Act of 11 March 2004 on the Protection of Animal "
                "Health and Combating Infectious Animal Diseases, dog owners must vaccinate their dogs against rabies "
                "within 30 days of the dog turning 3 months old, and then at least every 12 months. At our clinic, the "
                "vaccination costs PLN 70, and the entry in the pet passport or health booklet is free of charge. "
                "Please bring your dog's documents. Only a healthy animal can be vaccinated, so the vet will carry out "
                "a short examination before the injection. Failure to vaccinate may result in a fine.",
            ),
        ],
        bad=[
            Slip(0, [("szczepienie kosztuje 70 zł", "szczepienie kosztuje 50 zł")], "number"),
            Slip(1, [("art. 56 ust. 1", "art. 56 ust. 3")], "legal_reference"),
            Slip(2, [("dog owners must vaccinate", "dog owners should vaccinate")], "modality"),
        ],
    ),
    Case(
        key="pl-child-vitamin-d-study-press-note",
        source=(
            "Pediatrzy ze Szpitala Miejskiego w Koszalinie opisali w „Polskim Przeglądzie Zdrowia Dziecka” (2023, "
            "t. 14, nr 2, s. 45–58) wyniki obserwacji 620 dzieci w wieku 6–10 lat. Niedobór witaminy D stwierdzono u "
            "około 38% badanych, częściej zimą niż latem. Zdaniem autorów niski poziom witaminy D może sprzyjać "
            "częstszym infekcjom dróg oddechowych, choć samo badanie nie pozwala tego jednoznacznie rozstrzygnąć. "
            "Kierująca zespołem dr hab. Anna Wiśniewska podkreśla, że suplementacji nie należy rozpoczynać na własną "
            "rękę, bez konsultacji z lekarzem, a dawkę powinno się dobrać do wieku i masy ciała dziecka."
        ),
        good=[
            Good(
                "preserve",
                "Niedobór witaminy D stwierdzono u około 38% spośród 620 dzieci w wieku 6–10 lat, które obserwowali "
                "pediatrzy ze Szpitala Miejskiego w Koszalinie; zimą zdarzał się częściej niż latem. Wyniki ukazały "
                "się w „Polskim Przeglądzie Zdrowia Dziecka” (2023, t. 14, nr 2, s. 45–58). Autorzy uważają, że niski "
                "poziom witaminy D może sprzyjać częstszym infekcjom dróg oddechowych, ale przyznają, że ich badanie "
                "nie daje na to jednoznacznej odpowiedzi. Dr hab. Anna Wiśniewska, która kierowała zespołem, "
                "przestrzega: suplementacji nie należy zaczynać na własną rękę, bez konsultacji z lekarzem, a dawkę "
                "powinno się dopasować do wieku i masy ciała dziecka.",
            ),
            Good(
                "preserve",
                "W „Polskim Przeglądzie Zdrowia Dziecka” (2023, t. 14, nr 2, s. 45–58) ukazał się artykuł pediatrów ze "
                "Szpitala Miejskiego w Koszalinie, podsumowujący obserwację 620 dzieci w wieku od 6 do 10 lat. U ok. "
                "38% badanych stwierdzono niedobór witaminy D, przy czym występował on częściej w zimie niż w lecie. "
                "Autorzy przypuszczają, że niski poziom tej witaminy może sprzyjać częstszym infekcjom dróg "
                "oddechowych, zaznaczając jednocześnie, że badanie nie pozwala na jednoznaczne rozstrzygnięcie tej "
                "kwestii. Kierująca zespołem dr hab. Anna Wiśniewska podkreśla, że nie należy rozpoczynać "
                "suplementacji samodzielnie, bez konsultacji lekarskiej, a dawkę powinno się dobrać do wieku i masy "
                "ciała dziecka.",
            ),
            Good(
                "en",
                "Paediatricians from the Municipal Hospital in Koszalin have reported the results of observing "
                "620 children aged 6–10 in the Polski Przegląd Zdrowia Dziecka (2023, vol. 14, no. 2, pp. 45–58). "
                "Vitamin D deficiency was found in about 38% of the children studied, more often in winter than in "
                "summer. According to the authors, low vitamin D levels may contribute to more frequent respiratory "
                "infections, although the study itself does not settle this conclusively. Dr hab. Anna Wiśniewska, "
                "who led the team, stresses that supplementation should not be started on one's own without "
                "consulting a doctor, and that the dose should be matched to the child's age and body weight.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("s. 45–58).", "s. 45–58). Badanie sfinansowało Ministerstwo Zdrowia.")],
                "invented_fact",
            ),
            Slip(1, [("t. 14, nr 2", "t. 14, nr 3")], "citation"),
            Slip(
                2,
                [("low vitamin D levels may contribute to", "low vitamin D levels contribute to")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-it-department-password-policy-note",
        source=(
            "# Polityka haseł – dział IT\n\n"
            "Od 1 lutego 2025 r. obowiązują nowe zasady:\n\n"
            "- Hasło musi mieć co najmniej 14 znaków.\n"
            "- Hasła nie wolno używać ponownie przez 5 kolejnych zmian.\n"
            "- Uwierzytelnianie dwuskładnikowe (2FA) jest obowiązkowe dla wszystkich kont.\n\n"
            "Aby zmienić hasło na stacji roboczej z Linuksem, uruchom `passwd` i postępuj zgodnie z komunikatami. Na "
            "kontach usługowych ustaw parametr `max_password_age = 90` w pliku `/etc/svc/auth.conf`. Hasła nie "
            "wysyłaj e-mailem ani komunikatorem. Podejrzenie wycieku zgłaszaj na security@firma.example."
        ),
        good=[
            Good(
                "preserve",
                "# Polityka haseł – dział IT\n\n"
                "Nowe zasady obowiązują od 1 lutego 2025 r.:\n\n"
                "- Minimalna długość hasła to 14 znaków.\n"
                "- Tego samego hasła nie wolno użyć ponownie przez 5 kolejnych zmian.\n"
                "- Każde konto musi mieć włączone uwierzytelnianie dwuskładnikowe (2FA).\n\n"
                "Na stacji roboczej z Linuksem hasło zmienisz poleceniem `passwd` – wystarczy postępować zgodnie z "
                "wyświetlanymi komunikatami. W przypadku kont usługowych ustaw w pliku `/etc/svc/auth.conf` parametr "
                "`max_password_age = 90`. Nie przesyłaj hasła e-mailem ani przez komunikator. Jeśli podejrzewasz "
                "wyciek, zgłoś to na security@firma.example.",
            ),
            Good(
                "preserve",
                "# Polityka haseł – dział IT\n\n"
                "Zasady obowiązujące od 1 lutego 2025 r.:\n\n"
                "1. Hasło musi składać się z co najmniej 14 znaków.\n"
                "2. Hasło nie może się powtórzyć przez 5 kolejnych zmian.\n"
                "3. 2FA (uwierzytelnianie dwuskładnikowe) jest obowiązkowe na wszystkich kontach.\n\n"
                "Zmiana hasła na stacji z Linuksem: uruchom `passwd` i postępuj według komunikatów. Konta usługowe: w "
                "pliku `/etc/svc/auth.conf` ustaw `max_password_age = 90`. Haseł nie wysyłamy ani e-mailem, ani "
                "komunikatorem. Podejrzewasz wyciek? Zgłoś go na security@firma.example.",
            ),
            Good(
                "en",
                "# Password policy – IT department\n\n"
                "The following rules apply from 1 February 2025:\n\n"
                "- Passwords must be at least 14 characters long.\n"
                "- A password must not be reused for 5 consecutive changes.\n"
                "- Two-factor authentication (2FA) is mandatory for all accounts.\n\n"
                "To change your password on a Linux workstation, run `passwd` and follow the prompts. For service "
                "accounts, set `max_password_age = 90` in `/etc/svc/auth.conf`. Do not send passwords by e-mail or "
                "instant messenger. Report any suspected leak to security@firma.example.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("to 14 znaków.\n- Tego samego hasła", "to 14 znaków, a tego samego hasła")],
                "markdown",
            ),
            Slip(1, [("`max_password_age = 90`", "`max_pass_age = 90`")], "code"),
            Slip(2, [("Do not send passwords", "Send passwords")], "negation"),
        ],
    ),
    Case(
        key="pl-housing-community-roof-repair-minutes",
        source=(
            "Protokół z zebrania Wspólnoty Mieszkaniowej „Lipowa 12”, które odbyło się 18 kwietnia 2024 r. W "
            "zebraniu uczestniczyło 23 właścicieli reprezentujących 64% udziałów. Uchwałą nr 4/2024 przyjęto plan "
            "remontu dachu o szacunkowym koszcie 186 000 zł. Zaliczka na fundusz remontowy wzrośnie od 1 lipca z "
            "2,50 zł do 3,20 zł za m². Zarząd musi uzyskać co najmniej trzy oferty wykonawców przed podpisaniem "
            "umowy. Właściciele mogą zgłaszać uwagi do planu w ciągu 14 dni. Wniosek o montaż monitoringu na "
            "klatkach schodowych nie uzyskał wymaganej większości i nie został przyjęty."
        ),
        good=[
            Good(
                "preserve",
                "Zebranie Wspólnoty Mieszkaniowej „Lipowa 12” – 18 kwietnia 2024 r.\n"
                "Obecni: 23 właścicieli, reprezentujących 64% udziałów.\n\n"
                "Ustalenia:\n"
                "- Uchwała nr 4/2024: przyjęto plan remontu dachu; koszt szacuje się na 186 000 zł.\n"
                "- Od 1 lipca zaliczka na fundusz remontowy rośnie z 2,50 zł do 3,20 zł/m².\n"
                "- Przed podpisaniem umowy zarząd musi zebrać co najmniej trzy oferty wykonawców.\n"
                "- Uwagi do planu właściciele mogą zgłaszać przez 14 dni.\n"
                "- Wniosek o montaż monitoringu na klatkach schodowych nie został przyjęty – nie uzyskał wymaganej "
                "większości.",
            ),
            Good(
                "preserve",
                "18 kwietnia 2024 r. odbyło się zebranie Wspólnoty Mieszkaniowej „Lipowa 12”, w którym wzięło udział "
                "23 właścicieli, reprezentujących łącznie 64% udziałów. Podjęto uchwałę nr 4/2024 przyjmującą plan "
                "remontu dachu, którego koszt oszacowano na 186 000 zł. Zanim zarząd podpisze umowę, musi uzyskać "
                "przynajmniej trzy oferty od wykonawców. Właściciele mają 14 dni na zgłoszenie uwag do planu. Od "
                "1 lipca zaliczka na fundusz remontowy wzrośnie z 2,50 zł do 3,20 zł za metr kwadratowy. Nie przyjęto "
                "natomiast wniosku o montaż monitoringu na klatkach schodowych, ponieważ nie uzyskał on wymaganej "
                "większości.",
            ),
            Good(
                "en",
                "Minutes of the meeting of the 'Lipowa 12' Housing Community held on 18 April 2024. The meeting was "
                "attended by 23 owners representing 64% of the shares. Resolution No. 4/2024 approved a roof "
                "renovation plan with an estimated cost of PLN 186,000. From 1 July, the advance payment to the "
                "renovation fund will rise from PLN 2.50 to PLN 3.20 per m². The board must obtain at least three "
                "contractor bids before signing a contract. Owners may submit comments on the plan within 14 days. "
                "The motion to install CCTV in the stairwells did not obtain the required majority and was not "
                "adopted.",
            ),
        ],
        bad=[
            Slip(0, [("3,20 zł/m²", "3,50 zł/m²")], "number"),
            Slip(
                1,
                [
                    (
                        "musi uzyskać przynajmniej trzy oferty",
                        "powinien uzyskać przynajmniej trzy oferty",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "renovation plan with an estimated cost",
                        "renovation plan, to be carried out by Dach-Bud Sp. z o.o., with an estimated cost",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regional-museum-night-tickets-info",
        source=(
            "Noc Muzeów w Muzeum Okręgowym odbędzie się w sobotę 17 maja 2025 r. w godz. 19:00–1:00. Wstęp jest "
            "bezpłatny, ale na oprowadzanie kuratorskie obowiązują darmowe wejściówki, które można zarezerwować od "
            "5 maja na stronie bilety.muzeum-okregowe.pl. Jedna osoba może zarezerwować maksymalnie 4 wejściówki. "
            "Ostatnie wejście na wystawy – o północy. Ze względu na przewidywany duży ruch nie prowadzimy szatni, "
            "dlatego prosimy nie przychodzić z dużymi plecakami. Budynek główny jest dostępny dla osób poruszających "
            "się na wózkach, natomiast Dom Kupiecki nie ma windy."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na Noc Muzeów do Muzeum Okręgowego! W sobotę 17 maja 2025 r. będziemy otwarci od 19:00 do "
                "1:00, przy czym ostatnie wejście na wystawy jest o północy. Wstęp nic nie kosztuje, ale na "
                "oprowadzanie kuratorskie potrzebna jest darmowa wejściówka – rezerwacja od 5 maja na stronie "
                "bilety.muzeum-okregowe.pl, maksymalnie 4 wejściówki na osobę. Spodziewamy się dużego ruchu, więc "
                "szatni nie będzie – prosimy, nie przychodź z dużym plecakiem. Budynek główny jest dostępny dla osób "
                "na wózkach, ale w Domu Kupieckim nie ma windy.",
            ),
            Good(
                "preserve",
                "Noc Muzeów – Muzeum Okręgowe\n\n"
                "Termin: sobota, 17 maja 2025 r., godz. 19:00–1:00 (ostatnie wejście na wystawy o północy).\n"
                "Wstęp wolny. Na oprowadzanie kuratorskie obowiązują bezpłatne wejściówki, które można rezerwować od "
                "5 maja na stronie bilety.muzeum-okregowe.pl (limit: 4 wejściówki na osobę).\n"
                "Z uwagi na przewidywaną dużą liczbę zwiedzających szatnia nie będzie czynna; prosimy nie przychodzić "
                "z dużymi plecakami.\n"
                "Dostępność: budynek główny jest przystosowany dla osób poruszających się na wózkach; Dom Kupiecki nie "
                "ma windy.",
            ),
            Good(
                "en",
                "Museum Night at the Regional Museum will take place on Saturday, 17 May 2025, from 7 p.m. to 1 a.m. "
                "Admission is free, but free tickets are required for the curator-led tours; they can be booked from "
                "5 May at bilety.muzeum-okregowe.pl. Each person may book up to 4 tickets. Last entry to the "
                "exhibitions is at midnight. Because we expect large crowds, there will be no cloakroom, so please do "
                "not bring large backpacks. The main building is accessible to wheelchair users, but the Dom Kupiecki "
                "(Merchant House) has no lift.",
            ),
        ],
        bad=[
            Slip(0, [("bilety.muzeum-okregowe.pl", "bilety.muzeum.pl")], "url"),
            Slip(1, [("szatnia nie będzie czynna", "szatnia będzie czynna")], "negation"),
            Slip(
                2,
                [
                    (
                        "Last entry to the exhibitions is at midnight. Because we expect large crowds, there will be no "
                        "cloakroom, so please do not bring large backpacks.",
                        "Ostatnie wejście na wystawy – o północy. Ze względu na przewidywany duży ruch nie prowadzimy "
                        "szatni, dlatego prosimy nie przychodzić z dużymi plecakami.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-remote-work-thesis-literature-review",
        source=(
            "Badania nad pracą zdalną w Polsce przynoszą niejednoznaczne wyniki. Zdaniem Malinowskiej (2020, s. 47) "
            "wydajność pracowników zdalnych prawdopodobnie nie różni się istotnie od wydajności osób pracujących w "
            "biurze. Z kolei Lis i Zając (2022) wskazują, że u części pracowników praca zdalna może zwiększać "
            "poczucie izolacji, zwłaszcza w pierwszych sześciu miesiącach. Według szacunków GUS (2023) w 2022 r. "
            "zdalnie, stale lub okresowo, pracowało ok. 9% zatrudnionych. Należy jednak pamiętać, że większość "
            "cytowanych badań oparto na próbach nielosowych, co ogranicza możliwość uogólniania wniosków."
        ),
        good=[
            Good(
                "preserve",
                "Wyniki badań nad pracą zdalną w Polsce nie są jednoznaczne. Malinowska (2020, s. 47) uważa, że "
                "pracownicy zdalni prawdopodobnie nie są ani istotnie bardziej, ani istotnie mniej wydajni od osób "
                "pracujących w biurze. Lis i Zając (2022) zwracają natomiast uwagę, że praca zdalna może u niektórych "
                "osób nasilać poczucie izolacji, szczególnie przez pierwsze sześć miesięcy. Według szacunków GUS "
                "(2023) w 2022 r. stale lub okresowo pracowało zdalnie około 9% zatrudnionych. Trzeba jednak pamiętać, "
                "że większość przywołanych badań prowadzono na próbach nielosowych, a to ogranicza możliwość "
                "uogólniania wniosków.",
            ),
            Good(
                "preserve",
                "Dotychczasowe badania nad pracą zdalną w Polsce nie dają spójnego obrazu. Malinowska (2020, s. 47) "
                "twierdzi, że wydajność osób pracujących zdalnie prawdopodobnie nie odbiega istotnie od wydajności "
                "pracowników biurowych, podczas gdy Lis i Zając (2022) wskazują, iż praca zdalna może zwiększać "
                "poczucie izolacji u części pracowników, szczególnie w ciągu pierwszych sześciu miesięcy. GUS (2023) "
                "szacuje, że w 2022 r. pracę zdalną, stałą lub okresową, wykonywało ok. 9% zatrudnionych. Należy przy "
                "tym pamiętać, że większość cytowanych badań przeprowadzono na próbach nielosowych, co ogranicza "
                "możliwość uogólniania wniosków.",
            ),
            Good(
                "en",
                "Research on remote work in Poland has produced mixed results. According to Malinowska (2020, p. 47), "
                "the productivity of remote workers probably does not differ significantly from that of office-based "
                "staff. Lis and Zając (2022), on the other hand, point out that for some employees remote work may "
                "increase feelings of isolation, especially during the first six months. Statistics Poland (GUS, 2023) "
                "estimates that in 2022 about 9% of employed people worked remotely, either permanently or "
                "occasionally. It should be borne in mind, however, that most of the studies cited were based on "
                "non-random samples, which limits the extent to which their conclusions can be generalised.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "praca zdalna może u niektórych osób nasilać",
                        "praca zdalna u niektórych osób nasila",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Malinowska (2020, s. 47)", "Malinowska (2021, s. 47)")], "citation"),
            Slip(
                2,
                [
                    (
                        "especially during the first six months.",
                        "especially during the first six months, mainly because of the lack of informal contact "
                        "with colleagues.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-fitness-club-membership-freeze-terms",
        source=(
            "Regulamin zawieszenia karnetu – klub FitStrefa. Karnet roczny można zawiesić maksymalnie dwa razy w "
            "ciągu roku, łącznie na nie więcej niż 60 dni. Zawieszenie jest bezpłatne, jeśli wynika z choroby "
            "potwierdzonej zwolnieniem lekarskim; w pozostałych przypadkach kosztuje 29 zł. Wniosek należy złożyć w "
            "recepcji lub w aplikacji najpóźniej 3 dni przed planowanym rozpoczęciem zawieszenia. Nie ma możliwości "
            "zawieszenia karnetu wstecz. W czasie zawieszenia nie można korzystać z siłowni ani zajęć grupowych. "
            "Karnetów miesięcznych nie zawieszamy."
        ),
        good=[
            Good(
                "preserve",
                "Zawieszenie karnetu w FitStrefie – w skrócie:\n"
                "• Karnet roczny zawiesisz najwyżej 2 razy w roku, łącznie na maksymalnie 60 dni.\n"
                "• Przy chorobie potwierdzonej zwolnieniem lekarskim zawieszenie nic nie kosztuje; w innych "
                "przypadkach płacisz 29 zł.\n"
                "• Wniosek złóż w recepcji albo w aplikacji, najpóźniej 3 dni przed planowanym początkiem "
                "zawieszenia.\n"
                "• Karnetu nie da się zawiesić wstecz.\n"
                "• W czasie zawieszenia nie możesz korzystać z siłowni ani z zajęć grupowych.\n"
                "• Karnety miesięczne nie podlegają zawieszeniu.",
            ),
            Good(
                "preserve",
                "Klub FitStrefa – zasady zawieszania karnetu. Posiadacz karnetu rocznego może go zawiesić nie więcej "
                "niż dwa razy w roku, na łącznie co najwyżej 60 dni. Jeśli powodem jest choroba potwierdzona "
                "zwolnieniem lekarskim, zawieszenie jest darmowe, a w każdej innej sytuacji kosztuje 29 zł. Wniosek "
                "trzeba złożyć w recepcji lub przez aplikację, najpóźniej na 3 dni przed planowanym początkiem "
                "zawieszenia; zawieszenie wstecz nie jest możliwe. Przez cały okres zawieszenia nie można korzystać "
                "ani z siłowni, ani z zajęć grupowych. Zawieszenie nie dotyczy karnetów miesięcznych.",
            ),
            Good(
                "en",
                "FitStrefa club – membership freeze rules. An annual membership can be frozen at most twice a year, "
                "for no more than 60 days in total. A freeze is free of charge if it is due to an illness confirmed "
                "by a doctor's sick note; otherwise it costs PLN 29. The request must be submitted at reception or in "
                "the app at least 3 days before the planned start of the freeze. Memberships cannot be frozen "
                "retroactively. During a freeze, you cannot use the gym or group classes. We do not freeze monthly "
                "memberships.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Karnetu nie da się zawiesić wstecz.", "Karnet da się zawiesić wstecz.")],
                "negation",
            ),
            Slip(1, [("co najwyżej 60 dni", "co najwyżej 90 dni")], "number"),
            Slip(
                2,
                [
                    (
                        "Memberships cannot be frozen retroactively.",
                        "Memberships cannot be frozen retroactively. The frozen days are added to the end of your "
                        "membership at no extra cost.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

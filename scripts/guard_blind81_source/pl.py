# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 81: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-salonik-lotniskowy-zasady-wstepu-terminal",
        source=(
            "Salonik biznesowy „Mazurek” w Terminalu A jest czynny codziennie od 5:00 do 22:30. "
            "Wstęp przysługuje pasażerom klasy biznes oraz posiadaczom kart Priority Pass, którzy muszą okazać "
            "kartę pokładową na lot odlatujący w ciągu najbliższych 3 godzin. Każdy uprawniony pasażer może "
            "wprowadzić jedną osobę towarzyszącą za dopłatą 95 zł; dzieci do lat 2 wchodzą bezpłatnie. Pobyt "
            "w saloniku nie może przekraczać 3 godzin. Ze względu na ograniczoną liczbę miejsc (120) obsługa "
            "może czasowo wstrzymać wpuszczanie gości bez rezerwacji. Rezerwacji można dokonać na stronie "
            "www.lotnisko-modlin.pl/salonik lub pod adresem salonik@lotnisko-modlin.pl."
        ),
        good=[
            Good(
                "preserve",
                "Zasady korzystania z saloniku biznesowego „Mazurek” (Terminal A):\n"
                "- Salonik działa codziennie w godzinach 5:00–22:30.\n"
                "- Wejść mogą pasażerowie klasy biznes i posiadacze kart Priority Pass – przy wejściu musisz okazać kartę pokładową na lot, który odlatuje w ciągu najbliższych trzech godzin.\n"
                "- Możesz wprowadzić jedną osobę towarzyszącą; dopłata wynosi 95 zł. Dzieci poniżej 2 lat wchodzą za darmo.\n"
                "- Nie możesz przebywać w saloniku dłużej niż 3 godziny.\n"
                "- Salonik ma tylko 120 miejsc, dlatego obsługa może czasowo przestać wpuszczać gości bez rezerwacji.\n"
                "- Rezerwację możesz zrobić na www.lotnisko-modlin.pl/salonik lub mailowo: salonik@lotnisko-modlin.pl.",
            ),
            Good(
                "preserve",
                "Z saloniku biznesowego „Mazurek”, mieszczącego się w Terminalu A, mogą korzystać pasażerowie "
                "podróżujący klasą biznes oraz osoby posiadające kartę Priority Pass. Warunkiem wejścia jest "
                "okazanie karty pokładowej na lot z odlotem w ciągu najbliższych 3 godzin. Salonik jest otwarty "
                "każdego dnia od 5:00 do 22:30, a maksymalny dopuszczalny czas pobytu wynosi 3 godziny. Uprawniony "
                "pasażer może wprowadzić jedną osobę towarzyszącą (dopłata: 95 zł), przy czym dzieci, które nie "
                "ukończyły 2 lat, wchodzą bezpłatnie. Ponieważ salonik mieści 120 osób, personel może czasowo "
                "wstrzymać wstęp dla gości bez rezerwacji. Rezerwacje przyjmowane są przez stronę "
                "www.lotnisko-modlin.pl/salonik oraz pod adresem salonik@lotnisko-modlin.pl.",
            ),
            Good(
                "en",
                "The “Mazurek” business lounge in Terminal A is open daily from 5:00 a.m. to 10:30 p.m. "
                "Business-class passengers and Priority Pass holders are admitted, but they must show a boarding "
                "pass for a flight departing within the next 3 hours. Each eligible passenger may bring in one "
                "companion for an extra PLN 95; children under 2 enter free of charge. Stays in the lounge may not "
                "exceed 3 hours. Because the number of seats is limited (120), staff may temporarily stop "
                "admitting guests without a booking. Bookings can be made at www.lotnisko-modlin.pl/salonik or by "
                "e-mail at salonik@lotnisko-modlin.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("musisz okazać kartę pokładową", "warto okazać kartę pokładową")], "modality"
            ),
            Slip(1, [("(dopłata: 95 zł)", "(dopłata: 59 zł)")], "number"),
            Slip(2, [("www.lotnisko-modlin.pl/salonik", "www.lotnisko-modlin.pl/lounge")], "url"),
        ],
    ),
    Case(
        key="pl-grzybobranie-spacer-z-mykolozka-zapisy",
        source=(
            "Zapraszamy na spacer grzybiarski z mykolożką Anną Wierzbicką, który odbędzie się w sobotę "
            "11 października 2025 r. Zbiórka o 8:30 na parkingu przy leśniczówce Zielony Gaj; przejście trasy "
            "zajmie prawdopodobnie około czterech godzin. Nauczymy się rozpoznawać najczęstsze gatunki jadalne "
            "i ich trujące sobowtóry. Uczestnicy nie powinni zbierać grzybów, których nie potrafią oznaczyć "
            "z całkowitą pewnością, a wszystkie znaleziska zostaną na koniec sprawdzone przez przewodniczkę. "
            "Prosimy zabrać wiklinowy koszyk (nie plastikową torbę), nożyk i wygodne obuwie. Dzieci powyżej "
            "10 lat mogą uczestniczyć pod opieką dorosłych. Udział kosztuje 40 zł, a liczba miejsc jest "
            "ograniczona do 25 osób."
        ),
        good=[
            Good(
                "preserve",
                "W sobotę, 11 października 2025 roku, wybierz się z nami na grzyby! Spacer poprowadzi mykolożka "
                "Anna Wierzbicka. Spotykamy się o 8:30 na parkingu przy leśniczówce Zielony Gaj; cała trasa potrwa "
                "prawdopodobnie mniej więcej cztery godziny. Dowiesz się, jak rozpoznawać najpopularniejsze gatunki "
                "jadalne i mylone z nimi grzyby trujące. Pamiętaj, że nie powinno się zbierać okazów, których nie "
                "umie się oznaczyć ze stuprocentową pewnością – na koniec przewodniczka obejrzy wszystkie "
                "znaleziska. Weź wiklinowy koszyk (a nie plastikową reklamówkę), nożyk i wygodne buty. Dzieci "
                "powyżej 10 lat mogą iść z nami pod opieką dorosłych. Udział kosztuje 40 zł, a miejsc jest tylko 25.",
            ),
            Good(
                "preserve",
                "Spacer grzybiarski z mykolożką Anną Wierzbicką\n"
                "- Termin: sobota, 11.10.2025 r., zbiórka o 8:30\n"
                "- Miejsce zbiórki: parking przy leśniczówce Zielony Gaj\n"
                "- Czas trwania: prawdopodobnie około 4 godzin\n"
                "- Program: rozpoznawanie najczęstszych gatunków jadalnych i ich trujących sobowtórów\n"
                "- Zasada: nie powinno się zbierać grzybów, których nie potrafi się oznaczyć z całkowitą pewnością; wszystkie znaleziska przewodniczka sprawdzi na zakończenie\n"
                "- Do zabrania: wiklinowy koszyk (nie plastikowa torba), nożyk, wygodne obuwie\n"
                "- Dzieci: powyżej 10 lat, pod opieką dorosłych\n"
                "- Koszt: 40 zł; limit miejsc: 25 osób",
            ),
            Good(
                "en",
                "Join us for a mushroom-foraging walk led by mycologist Anna Wierzbicka on Saturday, 11 October "
                "2025. We meet at 8:30 a.m. in the car park by the Zielony Gaj forester's lodge, and the route will "
                "probably take about four hours. You will learn to recognise the most common edible species and "
                "their poisonous look-alikes. Participants should not pick any mushrooms they cannot identify with "
                "complete certainty, and the guide will check all finds at the end. Please bring a wicker basket "
                "(not a plastic bag), a small knife and comfortable footwear. Children over 10 may take part under "
                "adult supervision. The fee is PLN 40, and places are limited to 25 people.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("prawdopodobnie mniej więcej cztery godziny", "dokładnie cztery godziny")],
                "hedge",
            ),
            Slip(1, [("zbiórka o 8:30", "zbiórka o 9:30")], "date"),
            Slip(2, [("(not a plastic bag)", "(or a plastic bag)")], "negation"),
        ],
    ),
    Case(
        key="pl-wycinka-drzew-zezwolenie-zgloszenie-gmina",
        source=(
            "Zgodnie z art. 83 ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody usunięcie drzewa "
            "z nieruchomości wymaga zezwolenia wójta, burmistrza lub prezydenta miasta. Zezwolenie nie jest "
            "potrzebne m.in. dla drzew, których obwód pnia mierzony na wysokości 5 cm nie przekracza 80 cm "
            "w przypadku topoli, wierzb i klonu srebrzystego oraz 65 cm w przypadku kasztanowca i robinii "
            "akacjowej. Osoby fizyczne usuwające drzewa na cele niezwiązane z działalnością gospodarczą muszą "
            "wcześniej zgłosić ten zamiar w urzędzie gminy (art. 83f ust. 4). Urząd ma 21 dni na oględziny, "
            "a wycinki można dokonać, jeśli w ciągu 14 dni od oględzin nie wniesie sprzeciwu. Za usunięcie "
            "drzewa bez wymaganego zezwolenia grozi administracyjna kara pieniężna."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz usunąć drzewo ze swojej nieruchomości? Potrzebujesz na to zezwolenia wójta, burmistrza "
                "albo prezydenta miasta – tak stanowi art. 83 ust. 1 ustawy o ochronie przyrody z 16 kwietnia "
                "2004 r. Zezwolenie nie jest wymagane między innymi wtedy, gdy obwód pnia mierzony na wysokości "
                "5 cm nie przekracza 80 cm (topole, wierzby, klon srebrzysty) lub 65 cm (kasztanowiec, robinia "
                "akacjowa). Jeśli jesteś osobą fizyczną i usuwasz drzewo na cele niezwiązane z działalnością "
                "gospodarczą, musisz najpierw zgłosić ten zamiar w urzędzie gminy (art. 83f ust. 4). Urząd ma "
                "21 dni na oględziny; jeżeli w ciągu 14 dni od nich nie wniesie sprzeciwu, możesz wyciąć drzewo. "
                "Za usunięcie drzewa bez wymaganego zezwolenia grozi administracyjna kara pieniężna.",
            ),
            Good(
                "preserve",
                "Usuwanie drzew z nieruchomości – najważniejsze zasady:\n"
                "1. Podstawą jest art. 83 ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody: na usunięcie drzewa wymagane jest zezwolenie wójta, burmistrza lub prezydenta miasta.\n"
                "2. Zezwolenia nie trzeba uzyskiwać m.in. dla drzew o obwodzie pnia (mierzonym na wysokości 5 cm) nieprzekraczającym 80 cm – w przypadku topoli, wierzb i klonu srebrzystego – oraz 65 cm – w przypadku kasztanowca i robinii akacjowej.\n"
                "3. Osoba fizyczna, która usuwa drzewa na cele niezwiązane z działalnością gospodarczą, ma obowiązek uprzednio zgłosić zamiar w urzędzie gminy (art. 83f ust. 4).\n"
                "4. Urząd przeprowadza oględziny w terminie 21 dni; jeśli w ciągu 14 dni od oględzin nie wniesie sprzeciwu, można przystąpić do wycinki.\n"
                "5. Usunięcie drzewa bez wymaganego zezwolenia jest zagrożone administracyjną karą pieniężną.",
            ),
            Good(
                "en",
                "Under Article 83(1) of the Nature Conservation Act of 16 April 2004, removing a tree from a "
                "property requires a permit from the head of the municipality (wójt), the mayor or the city "
                "president. No permit is needed, among other cases, for trees whose trunk circumference measured "
                "at a height of 5 cm does not exceed 80 cm for poplars, willows and silver maple, or 65 cm for "
                "horse chestnut and black locust. Private individuals removing trees for purposes unrelated to "
                "business activity must first notify the municipal office of their intention (Article 83f(4)). "
                "The office has 21 days to carry out an inspection, and the tree may be felled if no objection is "
                "raised within 14 days of the inspection. Removing a tree without the required permit is "
                "punishable by an administrative fine.",
            ),
        ],
        bad=[
            Slip(0, [("musisz najpierw zgłosić", "powinieneś najpierw zgłosić")], "modality"),
            Slip(1, [("nieprzekraczającym 80 cm", "nieprzekraczającym 100 cm")], "number"),
            Slip(2, [("(Article 83f(4))", "(Article 83a(4))")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-egzamin-certyfikatowy-b2-rejestracja-terminy",
        source=(
            "Rejestracja na sesję egzaminu certyfikatowego z języka polskiego jako obcego na poziomie B2 potrwa "
            "od 3 do 28 marca 2025 r. Zgłoszenia przyjmujemy wyłącznie przez formularz na stronie "
            "certyfikatpolski.pl/rejestracja; zgłoszeń przesłanych e-mailem nie rozpatrujemy. Opłata "
            "egzaminacyjna wynosi 800 zł i należy ją wnieść w ciągu 7 dni od rejestracji, w przeciwnym razie "
            "zgłoszenie zostanie anulowane. Część pisemna odbędzie się 14 czerwca, a część ustna – 15 lub "
            "16 czerwca, zależnie od przydziału. Kandydaci z orzeczeniem o niepełnosprawności mogą wnioskować "
            "o wydłużenie czasu egzaminu; wniosek wraz z dokumentacją trzeba dołączyć do zgłoszenia. Po "
            "zamknięciu rejestracji nie ma możliwości zmiany terminu ani zwrotu opłaty."
        ),
        good=[
            Good(
                "preserve",
                "Egzamin certyfikatowy z polskiego jako obcego (B2) – rejestracja:\n"
                "- Zapisy trwają od 3 marca do 28 marca 2025 r.\n"
                "- Zgłoszenie złożysz tylko przez formularz na certyfikatpolski.pl/rejestracja. Zgłoszenia wysłane mailem nie będą rozpatrywane.\n"
                "- Opłatę w wysokości 800 zł trzeba uiścić w ciągu 7 dni od rejestracji – inaczej zgłoszenie zostanie anulowane.\n"
                "- Część pisemna: 14 czerwca; część ustna: 15 lub 16 czerwca, w zależności od przydziału.\n"
                "- Osoby z orzeczeniem o niepełnosprawności mogą złożyć wniosek o dłuższy czas egzaminu. Wniosek i dokumentację trzeba dołączyć do zgłoszenia.\n"
                "- Po zamknięciu rejestracji nie można już zmienić terminu ani odzyskać opłaty.",
            ),
            Good(
                "preserve",
                "Zgłoszenia na sesję egzaminu certyfikatowego z języka polskiego jako obcego (poziom B2) można "
                "składać od 3 do 28 marca 2025 roku, wyłącznie za pośrednictwem formularza dostępnego pod adresem "
                "certyfikatpolski.pl/rejestracja – zgłoszenia nadesłane pocztą elektroniczną nie będą "
                "rozpatrywane. W ciągu 7 dni od rejestracji należy wnieść opłatę w wysokości 800 zł; jej brak "
                "skutkuje anulowaniem zgłoszenia. Kandydaci posiadający orzeczenie o niepełnosprawności mogą "
                "ubiegać się o wydłużenie czasu egzaminu – wniosek wraz z dokumentacją muszą dołączyć do "
                "zgłoszenia. Egzamin pisemny zaplanowano na 14 czerwca, ustny zaś na 15 lub 16 czerwca, zgodnie "
                "z przydziałem. Po zamknięciu rejestracji zmiana terminu ani zwrot opłaty nie są możliwe.",
            ),
            Good(
                "en",
                "Registration for the B2-level certificate exam in Polish as a foreign language runs from 3 to "
                "28 March 2025. Applications are accepted only through the form at certyfikatpolski.pl/rejestracja; "
                "applications sent by e-mail will not be considered. The exam fee is PLN 800 and must be paid "
                "within 7 days of registering, otherwise the application will be cancelled. The written part takes "
                "place on 14 June and the oral part on 15 or 16 June, depending on allocation. Candidates with a "
                "disability certificate may request extended exam time; the request and supporting documents must "
                "be attached to the application. Once registration closes, it is not possible to change the date "
                "or get a refund of the fee.",
            ),
        ],
        bad=[
            Slip(0, [("do 28 marca 2025 r.", "do 31 marca 2025 r.")], "date"),
            Slip(1, [("certyfikatpolski.pl/rejestracja", "certyfikatpolski.pl/zapisy")], "url"),
            Slip(2, [("will not be considered", "will also be considered")], "negation"),
        ],
    ),
    Case(
        key="pl-akademik-cisza-nocna-regulamin-goscie",
        source=(
            "Regulamin Domu Studenta nr 3 – cisza nocna\n"
            "Cisza nocna obowiązuje od 22:00 do 6:00 w dni robocze oraz od 23:00 do 8:00 w piątki, soboty "
            "i dni poprzedzające święta. W tym czasie mieszkańcy są zobowiązani ograniczyć hałas tak, aby nie "
            "zakłócać odpoczynku innych; muzyka może być słuchana wyłącznie na słuchawkach. Goście mogą "
            "przebywać w akademiku do 22:00, a pozostanie na noc wymaga zgłoszenia w portierni i zgody "
            "kierownika. W okresie sesji egzaminacyjnej cisza nocna obowiązuje całą dobę w strefach nauki na "
            "każdym piętrze. Powtarzające się naruszenia mogą skutkować upomnieniem, a w skrajnych przypadkach "
            "– utratą miejsca w akademiku."
        ),
        good=[
            Good(
                "preserve",
                "Cisza nocna w Domu Studenta nr 3 – najważniejsze zasady\n"
                "W dni robocze cisza nocna trwa od 22:00 do 6:00, a w piątki, soboty i dni przed świętami – od "
                "23:00 do 8:00. W tych godzinach masz obowiązek ograniczyć hałas, żeby nie przeszkadzać innym "
                "w odpoczynku; muzyki możesz słuchać tylko przez słuchawki. Goście mogą zostać w akademiku do "
                "22:00. Jeśli ktoś ma u ciebie nocować, trzeba to zgłosić w portierni i uzyskać zgodę kierownika. "
                "W czasie sesji egzaminacyjnej cisza w strefach nauki na każdym piętrze obowiązuje przez całą "
                "dobę. Powtarzające się naruszenia mogą skończyć się upomnieniem, a w skrajnych przypadkach nawet "
                "utratą miejsca w akademiku.",
            ),
            Good(
                "preserve",
                "Dom Studenta nr 3 – regulamin ciszy nocnej:\n"
                "1. Godziny ciszy nocnej: 22:00–6:00 w dni robocze; 23:00–8:00 w piątki, soboty i w dni poprzedzające święta.\n"
                "2. W tych godzinach mieszkańcy muszą ograniczać hałas, by nie zakłócać odpoczynku pozostałych osób. Muzyki wolno słuchać wyłącznie na słuchawkach.\n"
                "3. Goście mogą przebywać w budynku do godziny 22:00. Nocleg gościa wymaga zgłoszenia w portierni oraz zgody kierownika.\n"
                "4. Podczas sesji egzaminacyjnej w strefach nauki na wszystkich piętrach cisza obowiązuje przez całą dobę.\n"
                "5. Powtarzające się naruszenia mogą prowadzić do upomnienia, a w skrajnych przypadkach do utraty miejsca w akademiku.",
            ),
            Good(
                "en",
                "Student Dormitory No. 3 – quiet hours\n"
                "Quiet hours apply from 10 p.m. to 6 a.m. on weekdays and from 11 p.m. to 8 a.m. on Fridays, "
                "Saturdays and days preceding public holidays. During this time, residents are required to keep "
                "noise down so as not to disturb other people's rest; music may only be listened to through "
                "headphones. Guests may stay in the dormitory until 10 p.m., and an overnight stay must be "
                "reported at the reception desk and approved by the manager. During the exam session, quiet hours "
                "apply around the clock in the study zones on every floor. Repeated violations may result in a "
                "warning and, in extreme cases, the loss of one's place in the dormitory.",
            ),
        ],
        bad=[
            Slip(0, [("masz obowiązek ograniczyć hałas", "warto ograniczyć hałas")], "modality"),
            Slip(1, [("23:00–8:00", "23:00–7:00")], "date"),
            Slip(
                2,
                [
                    (
                        "in the study zones on every floor",
                        "in the study zones on every floor and in the ground-floor library",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-akcja-gminna",
        source=(
            "Obowiązkowe szczepienie psów przeciwko wściekliźnie – akcja w gminie Kłodawa\n"
            "Przypominamy, że zgodnie z art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób "
            "zakaźnych zwierząt właściciel psa musi zaszczepić go przeciwko wściekliźnie w ciągu 30 dni od "
            "ukończenia przez zwierzę 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. W sobotę "
            "17 maja lekarz weterynarii będzie szczepił psy w remizie OSP w Kłodawie w godzinach 9:00–13:00. "
            "Koszt szczepienia wynosi 50 zł. Szacuje się, że w zeszłym roku około 15% psów w gminie nie miało "
            "aktualnego szczepienia. Prosimy zabrać książeczkę zdrowia psa; zwierzęta muszą być na smyczy "
            "i w kagańcu."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na akcję obowiązkowego szczepienia psów przeciwko wściekliźnie w gminie Kłodawa. W sobotę "
                "17 maja w godz. 9:00–13:00 w remizie OSP w Kłodawie psy będzie szczepił lekarz weterynarii; "
                "szczepienie kosztuje 50 zł. Nie zapomnij książeczki zdrowia psa, a pupil musi mieć smycz "
                "i kaganiec. Przypominamy, że art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu "
                "chorób zakaźnych zwierząt nakłada na właściciela psa obowiązek zaszczepienia go w ciągu 30 dni od "
                "ukończenia przez zwierzę 3. miesiąca życia, a potem co najmniej raz na 12 miesięcy. Według "
                "szacunków w ubiegłym roku mniej więcej 15% psów w gminie nie miało aktualnego szczepienia.",
            ),
            Good(
                "preserve",
                "Obowiązkowe szczepienie psów przeciwko wściekliźnie – gmina Kłodawa\n"
                "- Kiedy: sobota, 17 maja, 9:00–13:00\n"
                "- Gdzie: remiza OSP w Kłodawie\n"
                "- Koszt: 50 zł\n"
                "- Co zabrać: książeczkę zdrowia psa; pies musi być na smyczy i w kagańcu\n"
                "Obowiązek wynika z art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób "
                "zakaźnych zwierząt: właściciel musi zaszczepić psa w ciągu 30 dni od ukończenia przez niego "
                "3. miesiąca życia, a później nie rzadziej niż co 12 miesięcy. Szacuje się, że w zeszłym roku "
                "około 15% psów w gminie nie miało aktualnego szczepienia.",
            ),
            Good(
                "en",
                "Compulsory rabies vaccination for dogs – campaign in Kłodawa municipality\n"
                "Please remember that under Article 56(1) of the Act on the Protection of Animal Health and "
                "Combating Infectious Animal Diseases, dog owners must have their dog vaccinated against rabies "
                "within 30 days of the animal reaching 3 months of age, and then at least every 12 months. On "
                "Saturday, 17 May, a vet will be vaccinating dogs at the volunteer fire station (OSP) in Kłodawa "
                "from 9 a.m. to 1 p.m. The vaccination costs PLN 50. It is estimated that last year about 15% of "
                "dogs in the municipality did not have an up-to-date vaccination. Please bring your dog's health "
                "booklet; dogs must be on a lead and muzzled.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Według szacunków w ubiegłym roku mniej więcej 15% psów",
                        "W ubiegłym roku 15% psów",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("- Koszt: 50 zł", "- Koszt: 40 zł")], "number"),
            Slip(2, [("under Article 56(1)", "under Article 65(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-liga-amatorska-okno-transferowe-lato",
        source=(
            "Komunikat Zarządu Amatorskiej Ligi Piłkarskiej „Orlik Cup”\n"
            "Letnie okno transferowe zostanie otwarte 1 lipca i potrwa do 31 lipca 2025 r. do godz. 23:59. "
            "W tym czasie każda drużyna może zgłosić maksymalnie trzech nowych zawodników. Zgłoszenie musi "
            "zawierać kartę zawodnika podpisaną przez kapitana oraz zgodę dotychczasowego klubu, jeśli zawodnik "
            "występował w lidze w sezonie 2024/25. Zawodnik nie może reprezentować dwóch drużyn w tym samym "
            "sezonie. Zgłoszenia przesłane po terminie nie będą rozpatrywane. Wyjątek stanowią bramkarze: "
            "w razie kontuzji drużyna może pozyskać bramkarza również poza oknem, po przedstawieniu "
            "zaświadczenia lekarskiego. Potwierdzenie rejestracji pojawi się na stronie ligi w ciągu 48 godzin."
        ),
        good=[
            Good(
                "preserve",
                "Orlik Cup – letnie okno transferowe 2025\n"
                "- Okno trwa od 1 lipca do 31 lipca 2025 r., do godziny 23:59.\n"
                "- Każda drużyna może zgłosić najwyżej trzech nowych zawodników.\n"
                "- Zgłoszenie musi zawierać kartę zawodnika z podpisem kapitana, a jeśli zawodnik grał w lidze w sezonie 2024/25 – także zgodę jego dotychczasowego klubu.\n"
                "- W jednym sezonie zawodnik nie może reprezentować dwóch drużyn.\n"
                "- Zgłoszenia po terminie nie będą rozpatrywane.\n"
                "- Wyjątek: bramkarze. W razie kontuzji drużyna może pozyskać bramkarza także poza oknem, po przedstawieniu zaświadczenia lekarskiego.\n"
                "- Potwierdzenie rejestracji pojawi się na stronie ligi w ciągu 48 godzin.",
            ),
            Good(
                "preserve",
                "Zarząd Amatorskiej Ligi Piłkarskiej „Orlik Cup” informuje, że letnie okno transferowe będzie "
                "otwarte od 1 do 31 lipca 2025 r. (do godz. 23:59). W tym okresie każdy zespół ma prawo zgłosić "
                "nie więcej niż trzech nowych zawodników. Zgłoszenie musi obejmować kartę zawodnika podpisaną przez "
                "kapitana, a w przypadku graczy występujących w lidze w sezonie 2024/25 – również zgodę ich "
                "dotychczasowego klubu. Żaden zawodnik nie może w jednym sezonie reprezentować dwóch drużyn, "
                "a zgłoszenia nadesłane po terminie pozostaną bez rozpatrzenia. Jedynie bramkarza – w razie "
                "kontuzji i po przedstawieniu zaświadczenia lekarskiego – drużyna może pozyskać także poza oknem. "
                "Potwierdzenie rejestracji zostanie zamieszczone na stronie ligi w ciągu 48 godzin.",
            ),
            Good(
                "en",
                "Announcement from the Board of the “Orlik Cup” Amateur Football League\n"
                "The summer transfer window opens on 1 July and runs until 11:59 p.m. on 31 July 2025. During this "
                "period, each team may register a maximum of three new players. Each registration must include a "
                "player card signed by the captain and, if the player played in the league in the 2024/25 season, "
                "the consent of their previous club. A player may not represent two teams in the same season. "
                "Registrations submitted after the deadline will not be considered. Goalkeepers are the exception: "
                "in case of injury, a team may also sign a goalkeeper outside the window on presentation of a "
                "medical certificate. Confirmation of registration will appear on the league's website within "
                "48 hours.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 lipca 2025 r.", "do 21 lipca 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Żaden zawodnik nie może w jednym sezonie reprezentować dwóch drużyn",
                        "Zawodnik może w jednym sezonie reprezentować dwie drużyny",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Each registration must include", "Each registration should include")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-szkoda-powodziowa-zgloszenie-ubezpieczyciel-kroki",
        source=(
            "Jak zgłosić szkodę powodziową?\n"
            "Szkodę należy zgłosić ubezpieczycielowi niezwłocznie, najpóźniej w ciągu 7 dni od jej wystąpienia "
            "– telefonicznie pod numerem 22 555 01 01 lub przez formularz w aplikacji. Zanim zaczniesz sprzątać, "
            "zrób zdjęcia zalanych pomieszczeń i uszkodzonych rzeczy; nie wyrzucaj zniszczonych sprzętów, dopóki "
            "nie obejrzy ich rzeczoznawca. Rzeczoznawca skontaktuje się z Tobą prawdopodobnie w ciągu 3–5 dni "
            "roboczych, choć przy dużej liczbie zgłoszeń czas oczekiwania może się wydłużyć. Zachowaj rachunki "
            "za osuszanie i naprawy awaryjne – koszty do 5000 zł mogą zostać zwrócone bez dodatkowej "
            "dokumentacji. Wypłata odszkodowania następuje zwykle w ciągu 30 dni od zgłoszenia."
        ),
        good=[
            Good(
                "preserve",
                "Szkoda powodziowa – krok po kroku\n"
                "1. Zgłoś szkodę ubezpieczycielowi niezwłocznie, nie później niż 7 dni od jej wystąpienia: zadzwoń pod numer 22 555 01 01 albo wypełnij formularz w aplikacji.\n"
                "2. Zanim zaczniesz sprzątać, sfotografuj zalane pomieszczenia i uszkodzone rzeczy.\n"
                "3. Nie wyrzucaj zniszczonych sprzętów, dopóki nie obejrzy ich rzeczoznawca.\n"
                "4. Rzeczoznawca odezwie się prawdopodobnie w ciągu 3–5 dni roboczych; przy dużej liczbie zgłoszeń czas oczekiwania może być dłuższy.\n"
                "5. Zachowaj rachunki za osuszanie i awaryjne naprawy – wydatki do 5000 zł mogą zostać zwrócone bez dodatkowych dokumentów.\n"
                "6. Odszkodowanie jest zazwyczaj wypłacane w ciągu 30 dni od zgłoszenia.",
            ),
            Good(
                "preserve",
                "Jeśli powódź wyrządziła Ci szkodę, najpierw – jeszcze przed sprzątaniem – zrób zdjęcia zalanych "
                "pomieszczeń i uszkodzonych rzeczy. Szkodę zgłoś ubezpieczycielowi bez zwłoki, najpóźniej w ciągu "
                "siedmiu dni od jej wystąpienia: telefonicznie (22 555 01 01) lub przez formularz w aplikacji. "
                "Zniszczonych sprzętów nie wyrzucaj, dopóki nie obejrzy ich rzeczoznawca – ten prawdopodobnie "
                "skontaktuje się z Tobą w ciągu 3–5 dni roboczych, ale gdy zgłoszeń jest dużo, czas oczekiwania "
                "może się wydłużyć. Rachunki za osuszanie i naprawy awaryjne zachowaj: koszty do 5000 zł mogą "
                "zostać zwrócone bez dodatkowej dokumentacji. Odszkodowanie wypłacane jest zwykle w ciągu 30 dni "
                "od zgłoszenia.",
            ),
            Good(
                "en",
                "How to report flood damage\n"
                "Report the damage to your insurer without delay, and no later than 7 days after it occurred – by "
                "phone on 22 555 01 01 or using the form in the app. Before you start cleaning up, take photos of "
                "the flooded rooms and damaged belongings; do not throw away damaged appliances until a loss "
                "adjuster has inspected them. The adjuster will probably contact you within 3–5 working days, "
                "although waiting times may be longer when there are many claims. Keep the receipts for drying and "
                "emergency repairs – costs of up to PLN 5,000 may be reimbursed without further documentation. "
                "Compensation is usually paid within 30 days of the claim.",
            ),
        ],
        bad=[
            Slip(0, [("wydatki do 5000 zł", "wydatki do 3000 zł")], "number"),
            Slip(
                1,
                [("wypłacane jest zwykle w ciągu 30 dni", "wypłacane jest zawsze w ciągu 30 dni")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Keep the receipts for drying and emergency repairs",
                        "Keep the receipts for drying, emergency repairs and temporary accommodation",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-konkurs-fotograficzny-miasto-zasady-zgloszen",
        source=(
            "## Konkurs fotograficzny „Miasto po zmroku” – zasady zgłoszeń\n"
            "\n"
            "- Każdy uczestnik może zgłosić **maksymalnie 3 zdjęcia**.\n"
            "- Pliki muszą być w formacie JPG, o dłuższym boku co najmniej 3000 px i rozmiarze do 20 MB.\n"
            "- Zdjęcia nie mogą zawierać znaków wodnych ani podpisów autora.\n"
            "- Dopuszczalna jest podstawowa obróbka (kontrast, kadrowanie), ale fotomontaże są niedozwolone.\n"
            "\n"
            "Zgłoszenia przyjmujemy do **30 września 2025 r.** przez "
            "[formularz konkursowy](https://fotokonkurs.krakow.pl/zgloszenie). Wyniki ogłosimy 20 października. "
            "Organizator zastrzega sobie prawo do wykorzystania nagrodzonych prac w materiałach promocyjnych. "
            "Szczegóły znajdziesz w [regulaminie](https://fotokonkurs.krakow.pl/regulamin.pdf)."
        ),
        good=[
            Good(
                "preserve",
                "## „Miasto po zmroku” – jak zgłosić zdjęcia do konkursu\n"
                "\n"
                "- Możesz przesłać **najwyżej 3 zdjęcia**.\n"
                "- Pliki muszą mieć format JPG; dłuższy bok musi mieć co najmniej 3000 px, a rozmiar pliku nie może przekraczać 20 MB.\n"
                "- Na zdjęciach nie może być znaków wodnych ani podpisu autora.\n"
                "- Podstawowa obróbka (kontrast, kadrowanie) jest dozwolona, fotomontaże – nie.\n"
                "\n"
                "Prace przyjmujemy do **30 września 2025 r.** za pośrednictwem "
                "[formularza konkursowego](https://fotokonkurs.krakow.pl/zgloszenie), a wyniki podamy 20 października. "
                "Organizator zastrzega sobie prawo do wykorzystania nagrodzonych prac w materiałach promocyjnych. "
                "Wszystkie szczegóły są w [regulaminie](https://fotokonkurs.krakow.pl/regulamin.pdf).",
            ),
            Good(
                "preserve",
                "## Zasady zgłoszeń – konkurs fotograficzny „Miasto po zmroku”\n"
                "\n"
                "Zdjęcia przyjmujemy do **30 września 2025 r.** przez "
                "[formularz konkursowy](https://fotokonkurs.krakow.pl/zgloszenie); wyniki zostaną ogłoszone "
                "20 października.\n"
                "\n"
                "- Jeden uczestnik może zgłosić **maksymalnie trzy zdjęcia**.\n"
                "- Pliki muszą mieć format JPG, dłuższy bok min. 3000 px i rozmiar do 20 MB.\n"
                "- Znaki wodne i podpisy autora na zdjęciach są niedozwolone.\n"
                "- Wolno stosować podstawową obróbkę (kontrast, kadrowanie), natomiast fotomontaże są zabronione.\n"
                "\n"
                "Organizator zastrzega sobie prawo do wykorzystania nagrodzonych prac w materiałach promocyjnych. "
                "Pełne informacje zawiera [regulamin](https://fotokonkurs.krakow.pl/regulamin.pdf).",
            ),
            Good(
                "en",
                "## “City After Dark” photo contest – entry rules\n"
                "\n"
                "- Each participant may submit **up to 3 photos**.\n"
                "- Files must be in JPG format, with the longer side at least 3000 px and a size of up to 20 MB.\n"
                "- Photos must not contain watermarks or the author's signature.\n"
                "- Basic editing (contrast, cropping) is allowed, but photomontages are not.\n"
                "\n"
                "Entries are accepted until **30 September 2025** via the "
                "[entry form](https://fotokonkurs.krakow.pl/zgloszenie). Results will be announced on 20 October. "
                "The organiser reserves the right to use the winning entries in promotional materials. "
                "Full details are in the [rules](https://fotokonkurs.krakow.pl/regulamin.pdf).",
            ),
        ],
        bad=[
            Slip(0, [("## „Miasto po zmroku”", "„Miasto po zmroku”")], "markdown"),
            Slip(1, [("Pliki muszą mieć format JPG", "Pliki powinny mieć format JPG")], "modality"),
            Slip(
                2,
                [
                    (
                        "https://fotokonkurs.krakow.pl/zgloszenie",
                        "https://fotokonkurs.krakow.pl/konkurs",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-escape-room-rezerwacja-zadatek-warunki",
        source=(
            "Rezerwacja pokoju „Laboratorium doktora Z.” jest możliwa online najpóźniej 2 godziny przed wybraną "
            "godziną gry. W grze może wziąć udział od 2 do 6 osób, a cena za cały zespół wynosi 180 zł od "
            "poniedziałku do czwartku i 220 zł od piątku do niedzieli. Przy rezerwacji pobieramy zadatek "
            "w wysokości 50 zł, który nie podlega zwrotowi w przypadku odwołania gry później niż 24 godziny przed "
            "jej rozpoczęciem. Prosimy przyjść 15 minut wcześniej – spóźnienie skraca czas gry, który wynosi "
            "60 minut. Osoby poniżej 16. roku życia mogą grać wyłącznie z pełnoletnim opiekunem. Pokój nie jest "
            "przystosowany dla osób poruszających się na wózku."
        ),
        good=[
            Good(
                "preserve",
                "„Laboratorium doktora Z.” – warunki rezerwacji\n"
                "- Rezerwuj online, najpóźniej 2 godziny przed wybraną godziną gry.\n"
                "- Zespół: od 2 do 6 osób.\n"
                "- Cena za cały zespół: 180 zł (pon.–czw.), 220 zł (pt.–niedz.).\n"
                "- Przy rezerwacji wpłacasz zadatek 50 zł; jeśli odwołasz grę później niż 24 godziny przed jej rozpoczęciem, zadatek nie zostanie zwrócony.\n"
                "- Gra trwa 60 minut. Przyjdź 15 minut wcześniej – spóźnienie skraca czas gry.\n"
                "- Osoby poniżej 16 lat mogą grać tylko z pełnoletnim opiekunem.\n"
                "- Pokój nie jest przystosowany dla osób poruszających się na wózku.",
            ),
            Good(
                "preserve",
                "Pokój „Laboratorium doktora Z.” przeznaczony jest dla zespołów liczących od dwóch do sześciu osób; "
                "rozgrywka trwa 60 minut. Rezerwacji dokonuje się online, nie później niż 2 godziny przed wybraną "
                "godziną gry. Cena za zespół wynosi 180 zł od poniedziałku do czwartku oraz 220 zł od piątku do "
                "niedzieli. Przy rezerwacji pobierany jest zadatek w kwocie 50 zł – w razie odwołania gry później "
                "niż 24 godziny przed jej rozpoczęciem nie jest on zwracany. Prosimy o przybycie 15 minut przed "
                "czasem, ponieważ spóźnienie skraca grę. Osoby poniżej 16 lat mogą grać wyłącznie w obecności "
                "pełnoletniego opiekuna. Pokój nie jest przystosowany do potrzeb osób poruszających się na wózku.",
            ),
            Good(
                "en",
                "Bookings for the “Doctor Z.'s Laboratory” room can be made online no later than 2 hours before "
                "your chosen game time. Between 2 and 6 people can play, and the price for the whole team is "
                "PLN 180 Monday to Thursday and PLN 220 Friday to Sunday. A PLN 50 deposit is charged when you "
                "book; it is non-refundable if you cancel less than 24 hours before the game starts. Please arrive "
                "15 minutes early – arriving late shortens your playing time, which is 60 minutes. Players under 16 "
                "may only play with an adult guardian. The room is not accessible to wheelchair users.",
            ),
        ],
        bad=[
            Slip(0, [("- Zespół: od 2 do 6 osób.", "- Zespół: od 2 do 8 osób.")], "number"),
            Slip(1, [("Pokój nie jest przystosowany", "Pokój jest przystosowany")], "negation"),
            Slip(
                2,
                [
                    (
                        "Please arrive 15 minutes early",
                        "Please arrive 15 minutes early for a safety briefing",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-kwit-instalacja-konfiguracja-tokenu",
        source=(
            "## Instalacja\n"
            "\n"
            "Narzędzie `kwit` wymaga Pythona w wersji 3.10 lub nowszej. Zalecamy instalację w osobnym "
            "środowisku wirtualnym:\n"
            "\n"
            "```bash\n"
            "python -m venv .venv\n"
            "source .venv/bin/activate\n"
            "pip install kwit==2.4.1\n"
            "```\n"
            "\n"
            "Po instalacji musisz utworzyć plik konfiguracyjny `~/.config/kwit/config.toml` i ustawić w nim "
            "klucz `api_token`. Bez tego polecenie `kwit sync` nie zadziała. Poprawność instalacji możesz "
            "sprawdzić poleceniem `kwit --version`. Jeśli korzystasz z serwera proxy, możesz podać jego adres "
            "w zmiennej środowiskowej `KWIT_PROXY`; domyślnie narzędzie łączy się bezpośrednio."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n"
                "\n"
                "Do działania `kwit` potrzebny jest Python 3.10 lub nowszy. Zalecamy zainstalowanie narzędzia "
                "w oddzielnym środowisku wirtualnym:\n"
                "\n"
                "```bash\n"
                "python -m venv .venv\n"
                "source .venv/bin/activate\n"
                "pip install kwit==2.4.1\n"
                "```\n"
                "\n"
                "Następnie musisz założyć plik `~/.config/kwit/config.toml` i ustawić w nim klucz `api_token` – "
                "inaczej polecenie `kwit sync` nie zadziała. Czy wszystko się udało, możesz sprawdzić poleceniem "
                "`kwit --version`. Domyślnie narzędzie łączy się bezpośrednio; jeżeli używasz serwera proxy, jego "
                "adres możesz podać w zmiennej środowiskowej `KWIT_PROXY`.",
            ),
            Good(
                "preserve",
                "## Instalacja\n"
                "\n"
                "Wymagania: Python 3.10 lub nowszy. Zalecana jest instalacja w osobnym środowisku wirtualnym:\n"
                "\n"
                "```bash\n"
                "python -m venv .venv\n"
                "source .venv/bin/activate\n"
                "pip install kwit==2.4.1\n"
                "```\n"
                "\n"
                "Po zainstalowaniu:\n"
                "\n"
                "- musisz utworzyć plik konfiguracyjny `~/.config/kwit/config.toml` z kluczem `api_token` (bez niego `kwit sync` nie zadziała),\n"
                "- instalację możesz sprawdzić, uruchamiając `kwit --version`,\n"
                "- jeśli używasz proxy, możesz wskazać jego adres w zmiennej środowiskowej `KWIT_PROXY` (domyślnie połączenie jest bezpośrednie).",
            ),
            Good(
                "en",
                "## Installation\n"
                "\n"
                "`kwit` requires Python 3.10 or newer. We recommend installing it in a separate virtual "
                "environment:\n"
                "\n"
                "```bash\n"
                "python -m venv .venv\n"
                "source .venv/bin/activate\n"
                "pip install kwit==2.4.1\n"
                "```\n"
                "\n"
                "After installation, you must create the configuration file `~/.config/kwit/config.toml` and set "
                "the `api_token` key in it. Without it, the `kwit sync` command will not work. You can check the "
                "installation with `kwit --version`. If you use a proxy server, you can set its address in the "
                "`KWIT_PROXY` environment variable; by default, the tool connects directly.",
            ),
        ],
        bad=[
            Slip(0, [("pip install kwit==2.4.1", "pip install kwit==2.1.4")], "code"),
            Slip(
                1,
                [
                    ("```bash\npython -m venv .venv", "python -m venv .venv"),
                    ("kwit==2.4.1\n```", "kwit==2.4.1"),
                ],
                "markdown",
            ),
            Slip(2, [("We recommend installing it", "You must install it")], "modality"),
        ],
    ),
    Case(
        key="pl-kofeina-sen-badanie-aktygrafia-streszczenie",
        source=(
            "Wyniki badania opublikowanego w „Journal of Sleep Research” (Kowalczyk i in., 2023, t. 32, "
            "s. 114–126, doi:10.1111/jsr.13745) sugerują, że spożycie kofeiny na mniej niż 6 godzin przed snem "
            "może skracać całkowity czas snu średnio o około 40 minut. W badaniu wzięło udział 212 dorosłych, "
            "a sen mierzono za pomocą aktygrafii przez 14 nocy. Autorzy podkreślają, że nie zaobserwowano "
            "istotnych różnic między kobietami a mężczyznami. Efekt był prawdopodobnie silniejszy u osób pijących "
            "kawę rzadko, choć ta obserwacja wymaga potwierdzenia w większej próbie. Wcześniejsze badanie "
            "(Drake i in., 2013) wskazywało na podobne zależności."
        ),
        good=[
            Good(
                "preserve",
                "Kofeina przyjęta na mniej niż 6 godzin przed snem może skracać całkowity czas snu – średnio "
                "o mniej więcej 40 minut. Tak sugerują wyniki badania Kowalczyk i wsp. (2023), opublikowanego "
                "w „Journal of Sleep Research” (t. 32, s. 114–126, doi:10.1111/jsr.13745). Wzięło w nim udział "
                "212 dorosłych, których sen przez 14 nocy rejestrowano metodą aktygrafii. Autorzy zaznaczają, że "
                "między kobietami a mężczyznami nie zaobserwowano istotnych różnic. U osób, które rzadko piją kawę, "
                "efekt był prawdopodobnie silniejszy, ale tę obserwację trzeba jeszcze potwierdzić na większej "
                "próbie. Na podobne zależności wskazywało wcześniejsze badanie Drake'a i wsp. (2013).",
            ),
            Good(
                "preserve",
                "Kowalczyk i in. (2023) przebadali 212 dorosłych, rejestrując ich sen za pomocą aktygrafii przez "
                "14 nocy. Wyniki, opublikowane w „Journal of Sleep Research” (t. 32, s. 114–126; "
                "doi:10.1111/jsr.13745), sugerują, że spożywanie kofeiny w okresie krótszym niż 6 godzin przed "
                "snem może skracać całkowity czas snu średnio o około 40 minut. Istotnych różnic między kobietami "
                "a mężczyznami autorzy nie zaobserwowali. Prawdopodobnie silniejszy efekt wystąpił u osób pijących "
                "kawę rzadko, jednak obserwacja ta wymaga potwierdzenia na większej próbie. Na podobne zależności "
                "wskazywało wcześniejsze badanie Drake'a i in. (2013).",
            ),
            Good(
                "en",
                "A study published in the Journal of Sleep Research (Kowalczyk et al., 2023, vol. 32, "
                "pp. 114–126, doi:10.1111/jsr.13745) suggests that consuming caffeine less than 6 hours before "
                "sleep may shorten total sleep time by about 40 minutes on average. The study involved 212 adults, "
                "whose sleep was measured by actigraphy over 14 nights. The authors stress that no significant "
                "differences were observed between women and men. The effect was probably stronger in people who "
                "rarely drink coffee, although this observation needs to be confirmed in a larger sample. An "
                "earlier study (Drake et al., 2013) pointed to similar relationships.",
            ),
        ],
        bad=[
            Slip(0, [("(t. 32, s. 114–126,", "(t. 23, s. 114–126,")], "citation"),
            Slip(
                1,
                [
                    (
                        "Istotnych różnic między kobietami a mężczyznami autorzy nie zaobserwowali.",
                        "Autorzy zaobserwowali istotne różnice między kobietami a mężczyznami.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "may shorten total sleep time by about 40 minutes",
                        "shortens total sleep time by 40 minutes",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-rodo-zgoda-newsletter-ksiegarnia-klauzula",
        source=(
            "Zgoda na otrzymywanie newslettera\n"
            "Administratorem Twoich danych osobowych jest Księgarnia Papirus sp. z o.o. z siedzibą w Poznaniu. "
            "Dane przetwarzamy na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO) wyłącznie w celu wysyłki "
            "newslettera, nie częściej niż 2 razy w miesiącu. Zgodę możesz wycofać w dowolnym momencie, klikając "
            "link w stopce wiadomości (art. 7 ust. 3 RODO); wycofanie zgody nie wpływa na zgodność z prawem "
            "przetwarzania dokonanego wcześniej. Dane będą przechowywane do czasu wycofania zgody, a następnie "
            "przez 12 miesięcy w celu wykazania rozliczalności. Masz prawo wnieść skargę do Prezesa Urzędu "
            "Ochrony Danych Osobowych. Podanie adresu e-mail jest dobrowolne, ale bez niego nie możemy wysyłać "
            "newslettera."
        ),
        good=[
            Good(
                "preserve",
                "Newsletter – informacja o przetwarzaniu danych\n"
                "- Administrator: Księgarnia Papirus sp. z o.o. z siedzibą w Poznaniu.\n"
                "- Podstawa prawna: Twoja zgoda (art. 6 ust. 1 lit. a RODO).\n"
                "- Cel: wyłącznie wysyłka newslettera – najwyżej dwa razy w miesiącu.\n"
                "- Wycofanie zgody: w każdej chwili, przez link w stopce wiadomości (art. 7 ust. 3 RODO). Nie wpływa to na zgodność z prawem przetwarzania dokonanego wcześniej.\n"
                "- Okres przechowywania: do wycofania zgody, a potem jeszcze 12 miesięcy w celu wykazania rozliczalności.\n"
                "- Masz prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych (UODO).\n"
                "- Podanie adresu e-mail jest dobrowolne, jednak bez niego nie możemy wysyłać Ci newslettera.",
            ),
            Good(
                "preserve",
                "Zgoda na newsletter\n"
                "Administratorem danych osobowych jest Księgarnia Papirus sp. z o.o. z siedzibą w Poznaniu. "
                "Przetwarzanie odbywa się na podstawie zgody (art. 6 ust. 1 lit. a RODO) i służy wyłącznie wysyłce "
                "newslettera, który otrzymasz maksymalnie 2 razy w miesiącu. Zgodę można wycofać w dowolnym "
                "momencie za pomocą linku w stopce wiadomości (art. 7 ust. 3 RODO), przy czym nie wpływa to na "
                "zgodność z prawem przetwarzania sprzed jej wycofania. Dane przechowujemy do chwili wycofania "
                "zgody, a następnie przez 12 miesięcy, aby wykazać rozliczalność. Przysługuje Ci prawo wniesienia "
                "skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie adresu e-mail jest dobrowolne, lecz "
                "bez niego wysyłka newslettera nie jest możliwa.",
            ),
            Good(
                "en",
                "Consent to receive the newsletter\n"
                "The controller of your personal data is Księgarnia Papirus sp. z o.o., based in Poznań. We "
                "process your data on the basis of your consent (Article 6(1)(a) GDPR) solely to send the "
                "newsletter, no more than twice a month. You can withdraw your consent at any time by clicking the "
                "link in the footer of the message (Article 7(3) GDPR); withdrawing consent does not affect the "
                "lawfulness of processing carried out before. Your data will be kept until you withdraw consent "
                "and then for 12 months to demonstrate accountability. You have the right to lodge a complaint "
                "with the President of the Personal Data Protection Office. Providing your e-mail address is "
                "voluntary, but without it we cannot send you the newsletter.",
            ),
        ],
        bad=[
            Slip(
                0, [("najwyżej dwa razy w miesiącu", "najwyżej cztery razy w miesiącu")], "number"
            ),
            Slip(
                1,
                [("(art. 6 ust. 1 lit. a RODO)", "(art. 6 ust. 1 lit. f RODO)")],
                "legal_reference",
            ),
            Slip(2, [("e-mail address is voluntary", "e-mail address is mandatory")], "modality"),
        ],
    ),
    Case(
        key="pl-przeglad-literatury-otylosc-dzieci-szkolnych",
        source=(
            "Przegląd literatury – otyłość u dzieci w wieku szkolnym\n"
            "Według danych WHO (2022) nadwagę lub otyłość ma obecnie około 30% dzieci w wieku 7–9 lat w Polsce. "
            "W badaniu COSI przeprowadzonym na próbie 4100 uczniów (Fijałkowska i in., 2017) wykazano, że dzieci "
            "spędzające przed ekranem ponad 2 godziny dziennie miały o 42% wyższe ryzyko otyłości. Przegląd "
            "systematyczny Brown i in. (2019, Cochrane Database Syst Rev, CD001871) wskazuje, że programy "
            "szkolne łączące edukację żywieniową z aktywnością fizyczną mogą nieznacznie obniżać BMI, choć "
            "jakość dowodów oceniono jako umiarkowaną. Prawdopodobnie najskuteczniejsze są interwencje trwające "
            "dłużej niż rok."
        ),
        good=[
            Good(
                "preserve",
                "Otyłość u dzieci w wieku szkolnym – przegląd literatury\n"
                "Jak podaje WHO (2022), nadwaga lub otyłość dotyczy obecnie mniej więcej 30% polskich dzieci "
                "w wieku 7–9 lat. W badaniu COSI, obejmującym próbę 4100 uczniów, Fijałkowska i in. (2017) "
                "wykazali, że u dzieci spędzających przed ekranem więcej niż 2 godziny dziennie ryzyko otyłości "
                "było wyższe o 42%. Z przeglądu systematycznego Brown i in. (2019, Cochrane Database Syst Rev, "
                "CD001871) wynika, że szkolne programy łączące edukację żywieniową z aktywnością fizyczną mogą "
                "w niewielkim stopniu obniżać BMI; jakość dowodów oceniono przy tym jako umiarkowaną. "
                "Najskuteczniejsze są prawdopodobnie interwencje trwające ponad rok.",
            ),
            Good(
                "preserve",
                "Przegląd literatury: otyłość u dzieci w wieku szkolnym\n"
                "- WHO (2022): obecnie około 30% dzieci w Polsce w wieku 7–9 lat ma nadwagę lub otyłość.\n"
                "- Badanie COSI, próba 4100 uczniów (Fijałkowska i in., 2017): dzieci spędzające przed ekranem ponad 2 godziny dziennie miały ryzyko otyłości wyższe o 42%.\n"
                "- Brown i in. (2019, Cochrane Database Syst Rev, CD001871), przegląd systematyczny: szkolne programy łączące edukację żywieniową z aktywnością fizyczną mogą nieznacznie obniżać BMI; jakość dowodów – umiarkowana.\n"
                "- Najskuteczniejsze są prawdopodobnie interwencje dłuższe niż rok.",
            ),
            Good(
                "en",
                "Literature review – obesity in school-age children\n"
                "According to WHO data (2022), about 30% of children aged 7–9 in Poland are currently overweight "
                "or obese. The COSI study of 4,100 pupils (Fijałkowska et al., 2017) showed that children who spent "
                "more than 2 hours a day in front of a screen had a 42% higher risk of obesity. A systematic review "
                "by Brown et al. (2019, Cochrane Database Syst Rev, CD001871) indicates that school programmes "
                "combining nutrition education with physical activity may slightly reduce BMI, although the quality "
                "of the evidence was rated as moderate. Interventions lasting longer than a year are probably the "
                "most effective.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(2019, Cochrane Database Syst Rev,", "(2016, Cochrane Database Syst Rev,")],
                "citation",
            ),
            Slip(1, [("ryzyko otyłości wyższe o 42%", "ryzyko otyłości wyższe o 24%")], "number"),
            Slip(2, [("are probably the most effective", "are the most effective")], "hedge"),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-bazy-postgres-cron",
        source=(
            "### Kopie zapasowe bazy danych\n"
            "\n"
            "Skrypt `backup.sh` uruchamiany jest codziennie o 2:00 przez `cron` i zapisuje zrzut bazy do katalogu "
            "`/var/backups/pg`. Kopie starsze niż 14 dni są usuwane automatycznie.\n"
            "\n"
            "Przed pierwszym uruchomieniem ustaw w pliku `.env`:\n"
            "\n"
            "- `PGHOST` – adres serwera bazy,\n"
            "- `PGUSER` – użytkownika z uprawnieniami tylko do odczytu,\n"
            "- `BACKUP_BUCKET` – nazwę zasobnika S3 na kopie poza serwerem.\n"
            "\n"
            "**Nie** przechowuj haseł w skrypcie – hasło powinno trafić do pliku `~/.pgpass` z uprawnieniami "
            "`600`. Odtwarzanie kopii nie jest wykonywane automatycznie; raz w miesiącu należy je przetestować "
            "ręcznie poleceniem `pg_restore --list`."
        ),
        good=[
            Good(
                "preserve",
                "### Kopie zapasowe bazy danych\n"
                "\n"
                "Codziennie o 2:00 `cron` uruchamia skrypt `backup.sh`, który zapisuje zrzut bazy w katalogu "
                "`/var/backups/pg`. Kopie starsze niż 14 dni są kasowane automatycznie.\n"
                "\n"
                "Zanim uruchomisz skrypt po raz pierwszy, uzupełnij w pliku `.env` zmienne:\n"
                "\n"
                "- `PGHOST` – adres serwera bazy danych,\n"
                "- `PGUSER` – użytkownik, który ma uprawnienia tylko do odczytu,\n"
                "- `BACKUP_BUCKET` – nazwa zasobnika S3 na kopie przechowywane poza serwerem.\n"
                "\n"
                "**Nie** wpisuj haseł do skryptu – hasło powinno się znaleźć w pliku `~/.pgpass` z uprawnieniami "
                "`600`. Odtwarzanie kopii nie odbywa się automatycznie; raz w miesiącu należy je przetestować "
                "ręcznie za pomocą `pg_restore --list`.",
            ),
            Good(
                "preserve",
                "### Kopie zapasowe bazy danych\n"
                "\n"
                "Zrzut bazy tworzy skrypt `backup.sh`, który `cron` uruchamia każdego dnia o godzinie 2:00; pliki "
                "trafiają do `/var/backups/pg`, a kopie starsze niż czternaście dni są automatycznie usuwane.\n"
                "\n"
                "Przed pierwszym uruchomieniem skonfiguruj w pliku `.env` trzy zmienne:\n"
                "\n"
                "- `PGHOST` – adres serwera bazy,\n"
                "- `PGUSER` – użytkownik z uprawnieniami wyłącznie do odczytu,\n"
                "- `BACKUP_BUCKET` – nazwa zasobnika S3, w którym kopie są przechowywane poza serwerem.\n"
                "\n"
                "Haseł **nie** umieszczaj w skrypcie; hasło powinno trafić do `~/.pgpass` z uprawnieniami `600`. "
                "Kopie nie są odtwarzane automatycznie; raz w miesiącu należy ręcznie przetestować ich "
                "odtwarzanie poleceniem `pg_restore --list`.",
            ),
            Good(
                "en",
                "### Database backups\n"
                "\n"
                "The `backup.sh` script is run daily at 2:00 a.m. by `cron` and saves a database dump to the "
                "`/var/backups/pg` directory. Backups older than 14 days are deleted automatically.\n"
                "\n"
                "Before the first run, set the following in the `.env` file:\n"
                "\n"
                "- `PGHOST` – the database server address,\n"
                "- `PGUSER` – a user with read-only permissions,\n"
                "- `BACKUP_BUCKET` – the name of the S3 bucket for off-server copies.\n"
                "\n"
                "**Do not** store passwords in the script – the password should go in the `~/.pgpass` file with "
                "`600` permissions. Restoring backups is not done automatically; once a month, restoring should be "
                "tested manually with `pg_restore --list`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("tylko do odczytu,\n- `BACKUP_BUCKET`", "tylko do odczytu, `BACKUP_BUCKET`")],
                "markdown",
            ),
            Slip(1, [("z uprawnieniami `600`", "z uprawnieniami `644`")], "code"),
            Slip(
                2,
                [
                    (
                        "Restoring backups is not done automatically",
                        "Restoring backups is done automatically",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-wolontariat-dyzury-szkolenie-zasady",
        source=(
            "Wolontariat w Schronisku dla Zwierząt „Przystań” – zasady dyżurów\n"
            "Dyżury wolontariuszy odbywają się od wtorku do niedzieli w godzinach 10:00–15:00; w poniedziałki "
            "schronisko jest zamknięte. Przed pierwszym dyżurem każdy wolontariusz musi odbyć dwugodzinne "
            "szkolenie, organizowane w pierwszą sobotę miesiąca. Osoby niepełnoletnie mogą pomagać od 16. roku "
            "życia, wyłącznie z pisemną zgodą rodzica. Na dyżur należy zapisać się w grafiku online najpóźniej "
            "dzień wcześniej. Wolontariusze mogą wyprowadzać psy tylko na wyznaczonych trasach i nie powinni "
            "karmić zwierząt poza ustalonymi porami. W przypadku rezygnacji z dyżuru prosimy o informację do "
            "godz. 20:00 dnia poprzedniego."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz pomagać w Schronisku dla Zwierząt „Przystań”? Oto zasady dyżurów:\n"
                "- Dyżury odbywają się od wtorku do niedzieli, 10:00–15:00. W poniedziałki schronisko jest nieczynne.\n"
                "- Zanim przyjdziesz na pierwszy dyżur, musisz odbyć dwugodzinne szkolenie – organizujemy je w pierwszą sobotę miesiąca.\n"
                "- Niepełnoletni mogą pomagać od 16. roku życia, ale wyłącznie z pisemną zgodą rodzica.\n"
                "- Na dyżur trzeba zapisać się w grafiku online najpóźniej dzień wcześniej.\n"
                "- Psy możesz wyprowadzać tylko na wyznaczonych trasach; nie powinieneś karmić zwierząt poza ustalonymi porami.\n"
                "- Jeśli rezygnujesz z dyżuru, daj nam znać do 20:00 dnia poprzedniego.",
            ),
            Good(
                "preserve",
                "Schronisko dla Zwierząt „Przystań” przyjmuje wolontariuszy na dyżury od wtorku do niedzieli, "
                "w godz. 10:00–15:00 (w poniedziałki placówka jest zamknięta). Każdy wolontariusz przed pierwszym "
                "dyżurem ma obowiązek odbyć dwugodzinne szkolenie, które odbywa się w pierwszą sobotę miesiąca. "
                "Niepełnoletni mogą pomagać od 16. roku życia, wyłącznie za pisemną zgodą rodzica. Zapisy na dyżury "
                "prowadzone są w grafiku online i należy ich dokonać najpóźniej dzień wcześniej. Psy wolno "
                "wyprowadzać jedynie na wyznaczonych trasach, a zwierząt nie powinno się karmić poza ustalonymi "
                "porami. Rezygnację z dyżuru prosimy zgłaszać do godziny 20:00 dnia poprzedzającego.",
            ),
            Good(
                "en",
                "Volunteering at the “Przystań” Animal Shelter – shift rules\n"
                "Volunteer shifts run from Tuesday to Sunday, 10 a.m. to 3 p.m.; the shelter is closed on Mondays. "
                "Before their first shift, every volunteer must complete a two-hour training session, held on the "
                "first Saturday of the month. Minors may help from the age of 16, only with written parental "
                "consent. Shifts must be booked in the online schedule no later than the day before. Volunteers "
                "may walk dogs only on designated routes and should not feed the animals outside set feeding "
                "times. If you cancel a shift, please let us know by 8 p.m. the day before.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz odbyć dwugodzinne szkolenie", "warto odbyć dwugodzinne szkolenie")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "do godziny 20:00 dnia poprzedzającego",
                        "do godziny 12:00 dnia poprzedzającego",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "training session, held on the",
                        "training session, run by the shelter's vet on the",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przerwa-dostawa-wody-osiedle-komunikat",
        source=(
            "Komunikat – przerwa w dostawie wody\n"
            "Uprzejmie informujemy, że w czwartek 12 czerwca 2025 r. w godzinach 8:00–16:00 nastąpi przerwa "
            "w dostawie wody dla budynków przy ul. Lipowej 2–18 oraz ul. Klonowej 5 i 7. Przerwa nie obejmie "
            "budynku przy ul. Klonowej 9. Przyczyną jest wymiana odcinka magistrali o długości 120 m. Beczkowóz "
            "z wodą pitną będzie stał przy skrzyżowaniu ul. Lipowej i Klonowej. Po przywróceniu dostawy woda może "
            "być przez kilka godzin mętna – nie należy jej wtedy pić bez przegotowania. Prosimy nie korzystać "
            "z pralek i zmywarek do czasu, aż woda będzie klarowna. Za utrudnienia przepraszamy. Informacje: "
            "tel. 42 631 22 00."
        ),
        good=[
            Good(
                "preserve",
                "Przerwa w dostawie wody – komunikat\n"
                "- Kiedy: czwartek, 12 czerwca 2025 r., 8:00–16:00.\n"
                "- Gdzie: budynki przy ul. Lipowej 2–18 oraz ul. Klonowej 5 i 7 (budynek przy ul. Klonowej 9 nie będzie objęty przerwą).\n"
                "- Powód: wymiana 120-metrowego odcinka magistrali.\n"
                "- Woda pitna: beczkowóz przy skrzyżowaniu ul. Lipowej i Klonowej.\n"
                "- Po przywróceniu dostawy woda może przez kilka godzin być mętna. Nie pij jej wtedy bez przegotowania i nie korzystaj z pralki ani zmywarki, dopóki woda nie będzie klarowna.\n"
                "- Informacje: tel. 42 631 22 00.\n"
                "Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy, w czwartek, 12 czerwca 2025 r., od 8:00 do 16:00 budynki przy ul. Lipowej "
                "2–18 oraz przy ul. Klonowej 5 i 7 zostaną pozbawione dostaw wody; przerwa nie obejmie budynku przy "
                "ul. Klonowej 9. Powodem jest wymiana 120-metrowego odcinka magistrali. Wodę pitną zapewni beczkowóz "
                "ustawiony przy skrzyżowaniu ulic Lipowej i Klonowej. Po wznowieniu dostaw woda może być przez kilka "
                "godzin mętna i w tym czasie nie należy jej pić bez przegotowania. Z pralek i zmywarek prosimy nie "
                "korzystać, dopóki woda nie stanie się klarowna. Przepraszamy za utrudnienia. Więcej informacji pod "
                "numerem 42 631 22 00.",
            ),
            Good(
                "en",
                "Notice – water supply interruption\n"
                "Please note that on Thursday, 12 June 2025, from 8 a.m. to 4 p.m., the water supply will be "
                "interrupted for the buildings at 2–18 Lipowa Street and 5 and 7 Klonowa Street. The interruption "
                "will not affect the building at 9 Klonowa Street. It is due to the replacement of a 120-metre "
                "section of the water main. A water tanker with drinking water will be parked at the junction of "
                "Lipowa and Klonowa streets. After the supply is restored, the water may be cloudy for several "
                "hours – do not drink it without boiling it first during that time. Please do not use washing "
                "machines or dishwashers until the water is clear. We apologise for the inconvenience. "
                "Information: tel. 42 631 22 00.",
            ),
        ],
        bad=[
            Slip(0, [("8:00–16:00", "8:00–18:00")], "date"),
            Slip(1, [("wymiana 120-metrowego odcinka", "wymiana 210-metrowego odcinka")], "number"),
            Slip(
                2, [("will not affect the building", "will also affect the building")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-smog-pm25-wojewodztwo-lodzkie-badanie",
        source=(
            "Naukowcy z Uniwersytetu Łódzkiego przeanalizowali dane z 38 stacji pomiarowych w województwie "
            "łódzkim z lat 2015–2022. Jak wynika z artykułu opublikowanego w czasopiśmie „Atmospheric "
            "Environment” (Nowicka, Zieliński, 2024, t. 318, art. 120245), średnie roczne stężenie pyłu PM2,5 "
            "spadło w tym okresie o 27%, głównie dzięki wymianie kotłów węglowych. W miesiącach zimowych normy "
            "dobowe były jednak nadal przekraczane średnio przez 41 dni w sezonie. Autorzy zwracają uwagę, że "
            "najwyższe stężenia notowano w małych miastach, a nie w Łodzi. Zalecają rozszerzenie programu "
            "dopłat do wymiany pieców na gminy poniżej 20 tys. mieszkańców."
        ),
        good=[
            Good(
                "preserve",
                "Średnie roczne stężenie pyłu PM2,5 w województwie łódzkim zmniejszyło się w latach 2015–2022 "
                "o 27% – wynika z analizy naukowców z Uniwersytetu Łódzkiego, którzy zbadali dane z 38 stacji "
                "pomiarowych. Spadek to głównie efekt wymiany kotłów węglowych. Mimo to zimą dobowe normy wciąż "
                "przekraczano średnio przez 41 dni w sezonie. Co ciekawe, najwyższe stężenia notowano nie w Łodzi, "
                "lecz w małych miastach. Autorzy – Nowicka i Zieliński – opisali wyniki w „Atmospheric "
                "Environment” (2024, t. 318, art. 120245) i zalecają, by program dopłat do wymiany pieców objął "
                "także gminy liczące poniżej 20 tys. mieszkańców.",
            ),
            Good(
                "preserve",
                "Jakość powietrza w województwie łódzkim w latach 2015–2022 – najważniejsze wnioski\n"
                "Źródło: Nowicka, Zieliński, „Atmospheric Environment” 2024, t. 318, art. 120245 (Uniwersytet Łódzki; dane z 38 stacji pomiarowych).\n"
                "- Średnie roczne stężenie PM2,5 spadło o 27%, głównie dzięki wymianie kotłów węglowych.\n"
                "- Zimą dobowe normy nadal były przekraczane – średnio przez 41 dni w sezonie.\n"
                "- Najwyższe stężenia notowano w małych miastach, a nie w Łodzi.\n"
                "- Zalecenie autorów: rozszerzyć program dopłat do wymiany pieców na gminy poniżej 20 tys. mieszkańców.",
            ),
            Good(
                "en",
                "Researchers from the University of Łódź analysed data from 38 monitoring stations in Łódź "
                "Province covering the years 2015–2022. According to an article published in Atmospheric "
                "Environment (Nowicka & Zieliński, 2024, vol. 318, art. 120245), the average annual concentration "
                "of PM2.5 fell by 27% over that period, mainly thanks to the replacement of coal-fired boilers. In "
                "the winter months, however, daily limits were still exceeded on average on 41 days per season. "
                "The authors point out that the highest concentrations were recorded in small towns rather than "
                "in Łódź. They recommend extending the stove replacement subsidy programme to municipalities with "
                "fewer than 20,000 inhabitants.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "lecz w małych miastach.",
                        "lecz w małych miastach, gdzie wciąż dominuje ogrzewanie węglem.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("średnio przez 41 dni w sezonie", "średnio przez 14 dni w sezonie")], "number"
            ),
            Slip(2, [("vol. 318, art. 120245", "vol. 318, art. 120425")], "citation"),
        ],
    ),
    Case(
        key="pl-kurs-online-zwrot-oplaty-zasady",
        source=(
            "Zwrot opłaty za kurs online\n"
            "Jeśli kurs nie spełnił Twoich oczekiwań, możesz zrezygnować w ciągu 14 dni od zakupu i otrzymać "
            "pełny zwrot, pod warunkiem że obejrzałeś nie więcej niż 30% materiałów. Wniosek należy złożyć przez "
            "formularz na stronie akademiakodu.pl/zwroty albo mailowo na adres zwroty@akademiakodu.pl, podając "
            "numer zamówienia. Zwrot nastąpi na to samo konto, z którego dokonano płatności, w ciągu 10 dni "
            "roboczych. Opłaty za certyfikat nie zwracamy, jeśli został już wystawiony. Kursy kupione "
            "w promocji „Black Week” również podlegają zwrotowi na tych samych zasadach. Pamiętaj, że po zwrocie "
            "dostęp do kursu zostanie zablokowany."
        ),
        good=[
            Good(
                "preserve",
                "Zwrot opłaty za kurs online – jak to działa\n"
                "- Kurs nie spełnił Twoich oczekiwań? Masz 14 dni od zakupu na rezygnację i pełny zwrot – pod warunkiem, że obejrzałeś maksymalnie 30% materiałów.\n"
                "- Wniosek z numerem zamówienia złóż przez formularz na akademiakodu.pl/zwroty lub wyślij mailem na zwroty@akademiakodu.pl.\n"
                "- Pieniądze wrócą na konto, z którego zapłaciłeś, w ciągu 10 dni roboczych.\n"
                "- Opłata za certyfikat nie podlega zwrotowi, jeśli certyfikat został już wystawiony.\n"
                "- Kursy z promocji „Black Week” także podlegają zwrotowi na tych samych zasadach.\n"
                "- Pamiętaj: po zwrocie dostęp do kursu zostanie zablokowany.",
            ),
            Good(
                "preserve",
                "Zwrot opłaty za kurs online\n"
                "Kupujący, którego kurs nie spełnił oczekiwań, może zrezygnować z niego w ciągu 14 dni od zakupu "
                "i otrzymać zwrot całej kwoty – o ile obejrzał nie więcej niż 30% materiałów. Wniosek zawierający "
                "numer zamówienia należy złożyć za pomocą formularza na stronie akademiakodu.pl/zwroty lub wysłać na "
                "adres e-mail zwroty@akademiakodu.pl. Środki zostaną zwrócone w ciągu 10 dni roboczych na konto, "
                "z którego dokonano płatności. Na tych samych zasadach zwrotowi podlegają kursy zakupione "
                "w promocji „Black Week”. Opłata za certyfikat nie jest zwracana, jeżeli certyfikat został już "
                "wystawiony. Po dokonaniu zwrotu dostęp do kursu zostanie zablokowany.",
            ),
            Good(
                "en",
                "Online course refunds\n"
                "If the course did not meet your expectations, you can cancel within 14 days of purchase and "
                "receive a full refund, provided you have watched no more than 30% of the materials. Requests must "
                "be submitted via the form at akademiakodu.pl/zwroty or by e-mail to zwroty@akademiakodu.pl, "
                "quoting your order number. The refund will be made to the same account the payment came from "
                "within 10 working days. We do not refund the certificate fee if the certificate has already been "
                "issued. Courses bought in the “Black Week” promotion can also be refunded on the same terms. "
                "Please note that your access to the course will be blocked after the refund.",
            ),
        ],
        bad=[
            Slip(0, [("zwroty@akademiakodu.pl", "zwrot@akademiakodu.pl")], "url"),
            Slip(
                1,
                [("Opłata za certyfikat nie jest zwracana", "Opłata za certyfikat jest zwracana")],
                "negation",
            ),
            Slip(2, [("Requests must be submitted", "Requests can be submitted")], "modality"),
        ],
    ),
    Case(
        key="pl-upal-ostrzezenie-sanepid-zalecenia-weekend",
        source=(
            "Ostrzeżenie przed upałem – zalecenia Państwowej Inspekcji Sanitarnej\n"
            "Według prognoz IMGW w najbliższy weekend temperatura może przekroczyć 34°C. Osoby starsze, kobiety "
            "w ciąży i małe dzieci powinny unikać przebywania na słońcu w godzinach 11:00–16:00. Pij co najmniej "
            "2 litry wody dziennie, nawet jeśli nie odczuwasz pragnienia, i unikaj alkoholu. Nigdy nie zostawiaj "
            "dzieci ani zwierząt w zaparkowanym samochodzie – temperatura w jego wnętrzu może w ciągu 20 minut "
            "wzrosnąć do ponad 50°C. Objawy udaru cieplnego to m.in. ból głowy, nudności i dezorientacja; w razie "
            "ich wystąpienia zadzwoń pod numer 112. Prawdopodobnie upał utrzyma się do środy."
        ),
        good=[
            Good(
                "preserve",
                "Ostrzeżenie przed upałem – zalecenia Państwowej Inspekcji Sanitarnej\n"
                "IMGW prognozuje, że w najbliższy weekend temperatura może przekroczyć 34°C, a upał prawdopodobnie "
                "utrzyma się do środy. Jak się chronić:\n"
                "- Seniorzy, kobiety w ciąży i małe dzieci powinni unikać słońca między 11:00 a 16:00.\n"
                "- Pij co najmniej 2 litry wody dziennie, także wtedy, gdy nie chce Ci się pić. Unikaj alkoholu.\n"
                "- Nigdy nie zostawiaj dzieci ani zwierząt w zaparkowanym aucie: w ciągu 20 minut temperatura w środku może wzrosnąć do ponad 50°C.\n"
                "- Do objawów udaru cieplnego należą m.in. ból głowy, nudności i dezorientacja. Jeśli się pojawią, dzwoń pod 112.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie przed upałem – zalecenia Państwowej Inspekcji Sanitarnej\n"
                "Zgodnie z prognozami IMGW w najbliższy weekend termometry mogą pokazać ponad 34°C, a gorąca "
                "pogoda prawdopodobnie potrwa do środy. Osoby starsze, kobiety w ciąży oraz małe dzieci powinny "
                "w godzinach 11:00–16:00 unikać przebywania na słońcu. Codziennie wypijaj przynajmniej 2 litry wody, "
                "nawet gdy nie czujesz pragnienia, i unikaj alkoholu. Pod żadnym pozorem nie zostawiaj dzieci ani "
                "zwierząt w zaparkowanym samochodzie, bo w ciągu 20 minut temperatura w środku może przekroczyć "
                "50°C. Ból głowy, nudności i dezorientacja to niektóre z objawów udaru cieplnego – jeśli się "
                "pojawią, zadzwoń na numer alarmowy 112.",
            ),
            Good(
                "en",
                "Heat warning – recommendations of the State Sanitary Inspection\n"
                "According to IMGW forecasts, temperatures may exceed 34°C this coming weekend. Older people, "
                "pregnant women and young children should avoid being in the sun between 11 a.m. and 4 p.m. Drink "
                "at least 2 litres of water a day, even if you don't feel thirsty, and avoid alcohol. Never leave "
                "children or animals in a parked car – the temperature inside can rise to over 50°C within "
                "20 minutes. Symptoms of heatstroke include headache, nausea and confusion; if they occur, call "
                "112. The heat will probably last until Wednesday.",
            ),
        ],
        bad=[
            Slip(
                0, [("temperatura może przekroczyć 34°C", "temperatura przekroczy 34°C")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "zadzwoń na numer alarmowy 112.",
                        "zadzwoń na numer alarmowy 112 albo skorzystaj z klimatyzowanych punktów schronienia w bibliotekach miejskich.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Never leave children or animals in a parked car – the temperature inside can rise to over 50°C within 20 minutes.",
                        "Nigdy nie zostawiaj dzieci ani zwierząt w zaparkowanym samochodzie – temperatura w jego wnętrzu może w ciągu 20 minut wzrosnąć do ponad 50°C.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

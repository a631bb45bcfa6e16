# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 103: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-violin-repair-estimate-validity-deposit",
        source=(
            "Wycena naprawy skrzypiec jest bezpłatna i ważna przez 30 dni od dnia oględzin. Po tym terminie cena może ulec zmianie, "
            "zwłaszcza w przypadku strun i drewna tonowego, którego ceny rosną. Standardowa wymiana podstawka kosztuje 180 zł, "
            "a regulacja duszy 90 zł. Naprawa pęknięcia płyty wierzchniej zajmuje zwykle od 3 do 5 tygodni, ale przy głębokich "
            "uszkodzeniach może potrwać dłużej. Przed rozpoczęciem prac klient musi wpłacić zaliczkę w wysokości 30% wartości wyceny. "
            "Instrument trzeba odebrać w ciągu 14 dni od powiadomienia o zakończeniu naprawy; później naliczamy opłatę za przechowanie "
            "w wysokości 10 zł za dobę. Pracownia prawdopodobnie będzie zamknięta w sierpniu."
        ),
        good=[
            Good(
                "preserve",
                "Wyceniamy naprawy skrzypiec za darmo, a wycena obowiązuje przez 30 dni od oględzin. Później cena może się zmienić, "
                "szczególnie jeśli chodzi o struny i drewno tonowe, bo ich ceny idą w górę. Wymiana podstawka to standardowo 180 zł, "
                "regulacja duszy – 90 zł. Naprawa pęknięcia płyty wierzchniej trwa zwykle 3–5 tygodni, choć przy głębokich uszkodzeniach "
                "może zająć więcej czasu. Zanim zaczniemy pracę, musisz wpłacić zaliczkę równą 30% wyceny. Po naszym powiadomieniu "
                "o zakończeniu naprawy instrument trzeba odebrać w ciągu 14 dni – potem pobieramy 10 zł za każdą dobę przechowania. "
                "W sierpniu pracownia będzie prawdopodobnie zamknięta.",
            ),
            Good(
                "preserve",
                "Warunki wyceny i naprawy w naszej pracowni:\n"
                "- wycena jest bezpłatna i ważna 30 dni od dnia oględzin; po tym czasie cena może się zmienić (szczególnie struny i drewno tonowe, które drożeją);\n"
                "- wymiana podstawka: 180 zł; regulacja duszy: 90 zł;\n"
                "- naprawa pęknięcia płyty wierzchniej: zwykle od trzech do pięciu tygodni, przy głębokich uszkodzeniach może trwać dłużej;\n"
                "- przed rozpoczęciem prac klient musi wpłacić zaliczkę – 30% wartości wyceny;\n"
                "- instrument trzeba odebrać w ciągu 14 dni od powiadomienia o zakończeniu naprawy, później opłata za przechowanie wynosi 10 zł za dobę.\n"
                "Pracownia prawdopodobnie nie będzie czynna w sierpniu.",
            ),
            Good(
                "en",
                "Violin repair estimates are free and remain valid for 30 days from the inspection. After that the price may change, "
                "especially for strings and tonewood, which are getting more expensive. A standard bridge replacement costs PLN 180 and a "
                "soundpost adjustment PLN 90. Repairing a crack in the top plate usually takes 3 to 5 weeks, but deep damage may take longer. "
                "Before work begins, the customer must pay a deposit of 30% of the estimate. The instrument has to be collected within "
                "14 days of being notified that the repair is finished; after that we charge a storage fee of PLN 10 per day. "
                "The workshop will probably be closed in August.",
            ),
        ],
        bad=[
            Slip(0, [("regulacja duszy – 90 zł", "regulacja duszy – 60 zł")], "number"),
            Slip(1, [("Pracownia prawdopodobnie nie", "Pracownia nie")], "hedge"),
            Slip(
                2,
                [("the customer must pay a deposit", "the customer may pay a deposit")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sheep-shearing-season-booking-terms",
        source=(
            "Rezerwacje strzyży na sezon 2025 przyjmujemy od 3 marca do 15 kwietnia. Strzyżemy stada od 20 owiec wzwyż; przy mniejszej "
            "liczbie zwierząt prosimy o dołączenie do sąsiedniego gospodarstwa, z którym możemy umówić wspólny termin. Cena wynosi "
            "14 zł za owcę, a dojazd powyżej 50 km doliczamy według stawki 2 zł za kilometr. Owce muszą być suche i powinny pozostać "
            "bez paszy co najmniej 12 godzin przed strzyżą. Nie strzyżemy zwierząt mokrych ani w ostatnich dwóch tygodniach przed "
            "wykotem. Jeśli pada deszcz, termin przesuwamy bez dodatkowych opłat. Zapisy przyjmujemy telefonicznie pod numerem "
            "604 218 377 lub przez formularz na stronie."
        ),
        good=[
            Good(
                "preserve",
                "Na sezon 2025 rezerwacje strzyży przyjmujemy od 3 marca do 15 kwietnia. Obsługujemy stada liczące co najmniej 20 owiec – "
                "jeśli masz mniej zwierząt, dołącz do sąsiedniego gospodarstwa, a możemy umówić wam wspólny termin. Strzyża kosztuje "
                "14 zł od owcy; za dojazd dalszy niż 50 km doliczamy 2 zł za kilometr. Owce muszą być suche, a przez co najmniej "
                "12 godzin przed strzyżą powinny pozostać bez paszy. Mokrych zwierząt nie strzyżemy, podobnie jak zwierząt w ostatnich "
                "dwóch tygodniach przed wykotem. W razie deszczu przesuwamy termin bez żadnych dodatkowych opłat. Zapisać się możesz "
                "telefonicznie (604 218 377) albo przez formularz na naszej stronie.",
            ),
            Good(
                "preserve",
                "Przyjmowanie rezerwacji strzyży w sezonie 2025 trwa od 3 marca do 15 kwietnia; zgłoszenia można składać telefonicznie "
                "pod numerem 604 218 377 lub za pośrednictwem formularza na stronie. Usługa obejmuje stada liczące od 20 owiec. "
                "Właścicieli mniejszej liczby zwierząt prosimy o dołączenie do sąsiedniego gospodarstwa – możemy wówczas ustalić wspólny "
                "termin. Stawka wynosi 14 zł za owcę; przy dojeździe przekraczającym 50 km doliczana jest opłata 2 zł za kilometr. "
                "Zwierzęta muszą być suche i powinny pozostawać bez paszy przez minimum 12 godzin przed strzyżą. Strzyża nie jest "
                "wykonywana u zwierząt mokrych ani w ciągu ostatnich dwóch tygodni przed wykotem. W przypadku deszczu termin zostaje "
                "przesunięty bez dodatkowych kosztów.",
            ),
            Good(
                "en",
                "We take shearing bookings for the 2025 season from 3 March to 15 April. We shear flocks of 20 sheep or more; if you have "
                "fewer animals, please join up with a neighbouring farm, and we can arrange a shared date. The price is PLN 14 per sheep, "
                "and for travel over 50 km we add PLN 2 per kilometre. Sheep must be dry and should be kept off feed for at least 12 hours "
                "before shearing. We do not shear wet animals or animals in the last two weeks before lambing. If it rains, we move the "
                "date at no extra charge. You can book by phone on 604 218 377 or through the form on our website.",
            ),
        ],
        bad=[
            Slip(0, [("od 3 marca do 15 kwietnia", "od 3 marca do 30 kwietnia")], "date"),
            Slip(1, [("Zwierzęta muszą być suche", "Zwierzęta nie muszą być suche")], "negation"),
            Slip(
                2,
                [
                    (
                        "We shear flocks of 20 sheep or more;",
                        "We shear flocks of 20 sheep or more across the whole of Podlasie;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ev-charger-parking-policy-markdown",
        source=(
            "## Ładowanie samochodów elektrycznych na parkingu firmowym\n\n"
            "Na poziomie -1 dostępnych jest 8 stanowisk z ładowarkami 11 kW. Z ładowarek mogą korzystać wszyscy pracownicy "
            "z aktywną kartą dostępu.\n\n"
            "- Stanowisko trzeba zarezerwować w aplikacji **Parkuj** najpóźniej do 9:00 danego dnia.\n"
            "- Maksymalny czas ładowania to 4 godziny; po jego upływie samochód musi zostać przestawiony.\n"
            "- Energia jest bezpłatna do 31 grudnia 2025 r., później może zostać wprowadzona opłata.\n"
            "- Nie wolno zostawiać samochodu podłączonego na noc.\n\n"
            "Awarie zgłaszaj na adres [flota@norbex.pl](mailto:flota@norbex.pl). Pełny regulamin znajdziesz w intranecie: "
            "https://intranet.norbex.pl/flota/ladowanie."
        ),
        good=[
            Good(
                "preserve",
                "## Ładowanie aut elektrycznych na firmowym parkingu\n\n"
                "Na poziomie -1 znajduje się 8 miejsc z ładowarkami o mocy 11 kW. Mogą z nich korzystać wszyscy pracownicy, "
                "którzy mają aktywną kartę dostępu.\n\n"
                "- Miejsce trzeba zarezerwować w aplikacji **Parkuj** – najpóźniej do 9:00 w dniu ładowania.\n"
                "- Ładowanie trwa maksymalnie 4 godziny; potem samochód musi zostać przestawiony.\n"
                "- Do 31 grudnia 2025 r. energia jest bezpłatna, później może zostać wprowadzona opłata.\n"
                "- Zostawianie samochodu podłączonego na noc jest zabronione.\n\n"
                "Usterki zgłaszaj na [flota@norbex.pl](mailto:flota@norbex.pl). Cały regulamin jest w intranecie: "
                "https://intranet.norbex.pl/flota/ladowanie.",
            ),
            Good(
                "preserve",
                "## Ładowarki EV na parkingu firmowym\n\n"
                "Pracownicy z aktywną kartą dostępu mogą korzystać z 8 stanowisk z ładowarkami 11 kW na poziomie -1. Zasady:\n\n"
                "1. Stanowisko trzeba zarezerwować w aplikacji **Parkuj** najpóźniej do 9:00 tego samego dnia.\n"
                "2. Ładowanie może trwać najwyżej 4 godziny, po czym auto musi zostać przestawione.\n"
                "3. Prąd jest darmowy do 31.12.2025 r.; potem może zostać wprowadzona opłata.\n"
                "4. Nie wolno zostawiać auta podłączonego na noc.\n\n"
                "Awarie: [flota@norbex.pl](mailto:flota@norbex.pl). Regulamin: https://intranet.norbex.pl/flota/ladowanie.",
            ),
            Good(
                "en",
                "## Charging electric cars in the company car park\n\n"
                "There are 8 bays with 11 kW chargers on level -1. All employees with an active access card may use the chargers.\n\n"
                "- You must book a bay in the **Parkuj** app by 9:00 on the day at the latest.\n"
                "- The maximum charging time is 4 hours; after that the car must be moved.\n"
                "- Electricity is free until 31 December 2025; a fee may be introduced after that.\n"
                "- Cars must not be left plugged in overnight.\n\n"
                "Report faults to [flota@norbex.pl](mailto:flota@norbex.pl). The full policy is on the intranet: "
                "https://intranet.norbex.pl/flota/ladowanie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://intranet.norbex.pl/flota/ladowanie",
                        "https://intranet.norbex.pl/flota",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "## Ładowarki EV na parkingu firmowym\n\n",
                        "Ładowarki EV na parkingu firmowym\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("You must book a bay", "You should book a bay")], "modality"),
        ],
    ),
    Case(
        key="pl-lake-harbour-sauna-visitor-info",
        source=(
            "Sauna w porcie jachtowym nad jeziorem Ukiel jest czynna od października do kwietnia, od środy do niedzieli w godzinach "
            "16:00–21:00. Jednorazowo w saunie może przebywać najwyżej 12 osób, a sesja trwa 90 minut. Bilet normalny kosztuje 35 zł, "
            "ulgowy 25 zł. Po saunowaniu można schłodzić się w przeręblu przy pomoście, ale tylko w obecności ratownika. Przy silnym "
            "wietrze przerębel może być zamknięty. Dzieci poniżej 14 lat nie mogą korzystać z sauny bez opieki dorosłego. Osoby "
            "z chorobami serca powinny przed wizytą skonsultować się z lekarzem. Szacujemy, że w weekendy miejsca wyprzedają się "
            "zwykle do południa, dlatego warto rezerwować bilety online."
        ),
        good=[
            Good(
                "preserve",
                "Od października do kwietnia zapraszamy do sauny w porcie jachtowym nad jeziorem Ukiel – jest otwarta od środy do "
                "niedzieli, w godz. 16:00–21:00. Jedna sesja trwa 90 minut, a w saunie może być jednocześnie maksymalnie 12 osób. "
                "Bilety: normalny 35 zł, ulgowy 25 zł. Po wyjściu z sauny możesz schłodzić się w przeręblu przy pomoście, jednak "
                "wyłącznie pod okiem ratownika; gdy mocno wieje, przerębel może być zamknięty. Dzieci, które nie skończyły 14 lat, "
                "nie mogą korzystać z sauny bez opieki dorosłego. Jeśli chorujesz na serce, przed wizytą powinieneś skonsultować się "
                "z lekarzem. Według naszych szacunków w weekendy miejsca zwykle rozchodzą się do południa, więc warto zarezerwować "
                "bilet online.",
            ),
            Good(
                "preserve",
                "Sauna w porcie jachtowym nad jeziorem Ukiel – najważniejsze informacje:\n"
                "• sezon: październik–kwiecień, środa–niedziela, 16:00–21:00;\n"
                "• sesja: 90 minut, najwyżej 12 osób naraz;\n"
                "• ceny biletów: 35 zł (normalny), 25 zł (ulgowy);\n"
                "• po saunowaniu można schłodzić się w przeręblu przy pomoście, ale tylko w obecności ratownika; przy silnym wietrze "
                "przerębel może być zamknięty;\n"
                "• dzieci poniżej 14 lat nie mogą korzystać z sauny bez opieki dorosłego;\n"
                "• osoby z chorobami serca powinny przed wizytą skonsultować się z lekarzem.\n"
                "Szacujemy, że w weekendy miejsca zwykle kończą się do południa – warto rezerwować bilety online.",
            ),
            Good(
                "en",
                "The sauna at the yacht harbour on Lake Ukiel is open from October to April, Wednesday to Sunday, 4 pm to 9 pm. "
                "No more than 12 people may be in the sauna at once, and a session lasts 90 minutes. A standard ticket costs PLN 35 "
                "and a reduced one PLN 25. After the sauna you can cool off in the ice hole by the jetty, but only when a lifeguard is "
                "present. In strong wind the ice hole may be closed. Children under 14 may not use the sauna without adult supervision. "
                "People with heart conditions should consult a doctor before their visit. We estimate that at weekends places usually "
                "sell out by noon, so it is worth booking tickets online.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 12 osób", "maksymalnie 15 osób")], "number"),
            Slip(1, [("Szacujemy, że w weekendy", "W weekendy")], "hedge"),
            Slip(2, [("Children under 14 may not use", "Children under 14 may use")], "negation"),
        ],
    ),
    Case(
        key="pl-fencing-club-equipment-rental-rules",
        source=(
            "Klub Szermierczy Floret udostępnia sprzęt do wypożyczenia członkom, którzy opłacili składkę za bieżący semestr. Komplet "
            "obejmuje maskę, kurtkę, plastron i broń, a jego wypożyczenie kosztuje 60 zł miesięcznie. Sprzęt można wypożyczyć na "
            "maksymalnie trzy miesiące, po czym trzeba go zwrócić lub przedłużyć wypożyczenie u trenera. Zwrot jest możliwy we wtorki "
            "i czwartki między 17:00 a 19:00. Przed zwrotem kurtkę i plastron trzeba wyprać; maski nie wolno prać w pralce. Za "
            "uszkodzenia powstałe z winy wypożyczającego klub może obciążyć go kosztami naprawy. Rezerwacje na semestr zimowy "
            "przyjmujemy do 20 września."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli masz opłaconą składkę za bieżący semestr, możesz wypożyczyć w Klubie Szermierczym Floret komplet sprzętu: maskę, "
                "kurtkę, plastron i broń. Kosztuje to 60 zł miesięcznie. Sprzęt możesz mieć najwyżej trzy miesiące – potem trzeba go "
                "oddać albo przedłużyć wypożyczenie u trenera. Zwroty przyjmujemy we wtorki i czwartki od 17:00 do 19:00. Przed oddaniem "
                "kurtkę i plastron trzeba wyprać, natomiast maski nie wolno prać w pralce. Jeśli sprzęt zostanie uszkodzony z twojej "
                "winy, klub może obciążyć cię kosztami naprawy. Na semestr zimowy rezerwacje przyjmujemy do 20 września.",
            ),
            Good(
                "preserve",
                "Wypożyczenie sprzętu w Klubie Szermierczym Floret przysługuje członkom z opłaconą składką za bieżący semestr. W skład "
                "kompletu wchodzą maska, kurtka, plastron oraz broń; opłata wynosi 60 zł za miesiąc. Maksymalny okres wypożyczenia to "
                "trzy miesiące – po jego upływie sprzęt trzeba zwrócić bądź przedłużyć wypożyczenie u trenera. Zwrotów można dokonywać "
                "we wtorki i czwartki w godzinach 17:00–19:00; kurtka i plastron muszą być wcześniej wyprane, a maski nie wolno prać "
                "w pralce. W razie uszkodzeń powstałych z winy wypożyczającego klub może obciążyć go kosztami naprawy. Rezerwacje na "
                "semestr zimowy są przyjmowane do 20 września.",
            ),
            Good(
                "en",
                "Floret Fencing Club rents out equipment to members who have paid their fee for the current semester. A set includes "
                "a mask, jacket, plastron and weapon, and renting it costs PLN 60 a month. Equipment can be rented for a maximum of three "
                "months, after which it must be returned or the rental extended with the coach. Returns are possible on Tuesdays and "
                "Thursdays between 5 pm and 7 pm. Before returning the kit, the jacket and plastron must be washed; the mask must not go "
                "in the washing machine. If damage is caused by the renter's fault, the club may charge them for the repair. Bookings "
                "for the winter semester are accepted until 20 September.",
            ),
        ],
        bad=[
            Slip(0, [("we wtorki i czwartki", "we wtorki i piątki")], "date"),
            Slip(
                1,
                [
                    (
                        "przedłużyć wypożyczenie u trenera.",
                        "przedłużyć wypożyczenie u trenera Marka Zielińskiego.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("the club may charge them", "the club will charge them")], "modality"),
        ],
    ),
    Case(
        key="pl-trail-race-mandatory-kit-list",
        source=(
            "### Wyposażenie obowiązkowe – Bieg Gorczański 42 km\n\n"
            "Każdy zawodnik musi mieć przy sobie przez cały bieg:\n\n"
            "- telefon z naładowaną baterią i zapisanym numerem organizatora,\n"
            "- co najmniej 1 litr wody lub napoju,\n"
            "- folię NRC,\n"
            "- kurtkę z kapturem i klejonymi szwami,\n"
            "- czołówkę z zapasowymi bateriami.\n\n"
            "Kontrola wyposażenia odbywa się w biurze zawodów oraz wyrywkowo na trasie. Brak któregokolwiek innego elementu oznacza "
            "karę 30 minut, a brak folii NRC lub kurtki – dyskwalifikację. Kijki są dozwolone, ale nie można ich wyrzucać na trasie. "
            "Przy temperaturze powyżej 25°C organizator może zwolnić zawodników z obowiązku zabierania kurtki."
        ),
        good=[
            Good(
                "preserve",
                "### Bieg Gorczański 42 km – obowiązkowe wyposażenie\n\n"
                "Przez cały bieg musisz mieć ze sobą:\n\n"
                "- naładowany telefon z zapisanym numerem do organizatora,\n"
                "- minimum 1 litr wody albo innego napoju,\n"
                "- folię NRC,\n"
                "- kurtkę z kapturem i klejonymi szwami,\n"
                "- czołówkę i zapasowe baterie.\n\n"
                "Sprzęt sprawdzamy w biurze zawodów, a także wyrywkowo na trasie. Brak folii NRC lub kurtki oznacza dyskwalifikację, "
                "a brak każdego innego elementu – karę 30 minut. Możesz biec z kijkami, ale nie wolno ich wyrzucać na trasie. Jeśli "
                "temperatura przekroczy 25°C, organizator może zwolnić zawodników z obowiązku zabierania kurtki.",
            ),
            Good(
                "preserve",
                "### Wyposażenie obowiązkowe (Bieg Gorczański, 42 km)\n\n"
                "Zawodnicy muszą mieć przy sobie przez cały bieg następujące wyposażenie:\n\n"
                "1. telefon z naładowaną baterią i numerem organizatora w kontaktach;\n"
                "2. przynajmniej 1 l wody lub napoju;\n"
                "3. folię NRC;\n"
                "4. kurtkę z kapturem i klejonymi szwami;\n"
                "5. czołówkę z zapasowymi bateriami.\n\n"
                "Wyposażenie jest kontrolowane w biurze zawodów i wyrywkowo na trasie. Kara za brak któregoś z pozostałych elementów "
                "wynosi 30 minut, a za brak folii NRC lub kurtki zawodnik zostaje zdyskwalifikowany. Kijki są dozwolone, lecz nie można "
                "ich wyrzucać na trasie. Przy temperaturze powyżej 25°C organizator może zwolnić z obowiązku zabierania kurtki.",
            ),
            Good(
                "en",
                "### Mandatory kit – Bieg Gorczański 42 km\n\n"
                "Every runner must carry the following for the whole race:\n\n"
                "- a phone with a charged battery and the organiser's number saved,\n"
                "- at least 1 litre of water or another drink,\n"
                "- an NRC foil blanket,\n"
                "- a jacket with a hood and taped seams,\n"
                "- a head torch with spare batteries.\n\n"
                "Kit is checked at the race office and at random points on the course. Missing any other item means a 30-minute "
                "penalty, while missing the NRC foil or the jacket means disqualification. Poles are allowed, but they must not be "
                "thrown away on the course. If the temperature is above 25°C, the organiser may exempt runners from carrying a jacket.",
            ),
        ],
        bad=[
            Slip(0, [("- folię NRC,\n- kurtkę", "- folię NRC, kurtkę")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Kijki są dozwolone, lecz nie można ich wyrzucać",
                        "Kijki są dozwolone i można je wyrzucać",
                    )
                ],
                "negation",
            ),
            Slip(2, [("a 30-minute penalty", "a 20-minute penalty")], "number"),
        ],
    ),
    Case(
        key="pl-school-hearing-screening-parent-letter",
        source=(
            "Szanowni Rodzice, w dniach 14–16 października 2025 r. w naszej szkole odbędą się przesiewowe badania słuchu dla uczniów "
            "klas I–III. Badanie trwa około 10 minut, jest bezbolesne i wykonuje je pielęgniarka z Poradni Audiologicznej przy użyciu "
            "audiometru. Udział jest dobrowolny, ale wymaga pisemnej zgody rodzica, którą trzeba przekazać wychowawcy do "
            "10 października. Dzieci z katarem lub infekcją ucha powinny zostać zbadane w drugim terminie, prawdopodobnie "
            "w listopadzie. Wyniki otrzymają Państwo w zamkniętej kopercie. Nieprawidłowy wynik nie oznacza choroby, ale może "
            "wskazywać na potrzebę dalszej diagnostyki u laryngologa."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! Od 14 do 16 października 2025 r. przeprowadzimy w szkole przesiewowe badania słuchu uczniów klas I–III. "
                "Pielęgniarka z Poradni Audiologicznej zbada dzieci audiometrem – badanie jest bezbolesne i zajmuje około 10 minut. "
                "Udział jest dobrowolny, ale potrzebna jest pisemna zgoda rodzica; trzeba ją przekazać wychowawcy do 10 października. "
                "Jeśli dziecko ma katar lub infekcję ucha, powinno zostać zbadane w drugim terminie – prawdopodobnie w listopadzie. "
                "Wyniki dostaną Państwo w zamkniętej kopercie. Wynik nieprawidłowy nie oznacza choroby, może jednak wskazywać, że "
                "potrzebna jest dalsza diagnostyka u laryngologa.",
            ),
            Good(
                "preserve",
                "Przesiewowe badania słuchu w naszej szkole – informacja dla Rodziców\n\n"
                "Termin: 14–16 października 2025 r.\n"
                "Kogo dotyczą: uczniów klas I–III.\n"
                "Przebieg: bezbolesne badanie audiometrem, trwające około 10 minut, wykonywane przez pielęgniarkę z Poradni Audiologicznej.\n"
                "Zgoda: udział jest dobrowolny, lecz wymaga pisemnej zgody rodzica, którą trzeba złożyć u wychowawcy do 10 października.\n\n"
                "Dzieci z katarem lub infekcją ucha powinny zostać zbadane w drugim terminie, prawdopodobnie w listopadzie. Wyniki "
                "zostaną przekazane Państwu w zamkniętej kopercie. Wynik nieprawidłowy nie oznacza choroby, ale może wskazywać na "
                "potrzebę dalszej diagnostyki laryngologicznej.",
            ),
            Good(
                "en",
                "Dear Parents, on 14–16 October 2025 our school will hold hearing screening for pupils in grades 1–3. The test takes "
                "about 10 minutes, is painless and is carried out by a nurse from the Audiology Clinic using an audiometer. "
                "Participation is voluntary but requires a parent's written consent, which must be handed to the class teacher by "
                "10 October. Children with a cold or an ear infection should be tested on a second date, probably in November. "
                "You will receive the results in a sealed envelope. An abnormal result does not mean illness, but it may indicate "
                "that further tests by an ENT specialist are needed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "powinno zostać zbadane w drugim terminie",
                        "musi zostać zbadane w drugim terminie",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("u wychowawcy do 10 października", "u wychowawcy do 12 października")], "date"
            ),
            Slip(
                2,
                [("on a second date, probably in November", "on a second date in November")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-coworking-meeting-room-booking-prices",
        source=(
            "Sale konferencyjne w Coworku Przystań rezerwujesz przez panel członkowski pod adresem https://przystan.cowork.pl/sale. "
            "Mała sala (do 6 osób) kosztuje 45 zł za godzinę, duża (do 16 osób) – 90 zł za godzinę. Członkowie z pakietem Stały mają "
            "w cenie 8 godzin miesięcznie, które nie przechodzą na kolejny miesiąc. Rezerwację można bezpłatnie anulować najpóźniej "
            "24 godziny przed spotkaniem; później pobieramy 50% opłaty. Sale są wyposażone w ekran 65 cali i kamerę do "
            "wideokonferencji. Nie zapewniamy cateringu, ale goście mogą korzystać z kuchni na drugim piętrze. W razie problemów "
            "napisz na recepcja@przystan.cowork.pl."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zarezerwować salę w Coworku Przystań? Zrobisz to w panelu członkowskim: https://przystan.cowork.pl/sale. Za małą "
                "salę (maks. 6 osób) zapłacisz 45 zł za godzinę, a za dużą (maks. 16 osób) 90 zł za godzinę. W pakiecie Stały masz "
                "w cenie 8 godzin miesięcznie – niewykorzystane godziny nie przechodzą na następny miesiąc. Rezerwację możesz bezpłatnie "
                "anulować do 24 godzin przed spotkaniem, potem pobieramy połowę opłaty. W każdej sali jest ekran 65 cali i kamera do "
                "wideokonferencji. Cateringu nie zapewniamy, ale twoi goście mogą korzystać z kuchni na drugim piętrze. Problemy "
                "zgłaszaj na recepcja@przystan.cowork.pl.",
            ),
            Good(
                "preserve",
                "Rezerwacji sal konferencyjnych w Coworku Przystań dokonuje się w panelu członkowskim (https://przystan.cowork.pl/sale). "
                "Cennik: mała sala dla maksymalnie 6 osób – 45 zł/h, duża sala dla maksymalnie 16 osób – 90 zł/h. Pakiet Stały obejmuje "
                "8 godzin miesięcznie w cenie; godziny te nie przechodzą na kolejny miesiąc. Anulowanie rezerwacji jest bezpłatne, jeśli "
                "nastąpi co najmniej 24 godziny przed spotkaniem – w przeciwnym razie pobierane jest 50% opłaty. Sale mają ekran "
                "65-calowy i kamerę do wideokonferencji. Catering nie jest zapewniany, jednak goście mogą korzystać z kuchni na drugim "
                "piętrze. Kontakt w razie problemów: recepcja@przystan.cowork.pl.",
            ),
            Good(
                "en",
                "You book meeting rooms at Cowork Przystań through the members' panel at https://przystan.cowork.pl/sale. The small room "
                "(up to 6 people) costs PLN 45 per hour and the large one (up to 16 people) PLN 90 per hour. Members on the Stały plan "
                "get 8 hours a month included, and these do not roll over to the next month. You can cancel a booking free of charge up "
                "to 24 hours before the meeting; after that we charge 50% of the fee. The rooms have a 65-inch screen and a "
                "video-conferencing camera. We do not provide catering, but guests can use the kitchen on the second floor. If you have "
                "any problems, write to recepcja@przystan.cowork.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("niewykorzystane godziny nie przechodzą", "niewykorzystane godziny przechodzą")],
                "negation",
            ),
            Slip(1, [("dla maksymalnie 16 osób", "dla maksymalnie 12 osób")], "number"),
            Slip(
                2,
                [("write to recepcja@przystan.cowork.pl", "write to reception@przystan.cowork.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-sourdough-bakery-wholesale-ordering-terms",
        source=(
            "Piekarnia Zakwas & Ziarno przyjmuje zamówienia hurtowe od kawiarni, sklepów i restauracji. Minimalne zamówienie to "
            "15 bochenków lub 40 sztuk pieczywa drobnego na jedną dostawę. Zamówienia na dany dzień trzeba złożyć do godziny 12:00 "
            "dnia poprzedniego, a na poniedziałek – do soboty do 10:00. Dostarczamy od poniedziałku do soboty między 6:00 a 7:30 na "
            "terenie Poznania; poza miastem dostawa może być możliwa po indywidualnym ustaleniu. Faktury wystawiamy co dwa tygodnie "
            "z terminem płatności 14 dni. Nowi klienci powinni najpierw zamówić próbny zestaw. Ze względu na długą fermentację nie "
            "możemy zwiększać zamówień tego samego dnia."
        ),
        good=[
            Good(
                "preserve",
                "Zamówienia hurtowe w Piekarni Zakwas & Ziarno (dla kawiarni, sklepów i restauracji):\n"
                "– minimum na jedną dostawę: 15 bochenków albo 40 sztuk drobnego pieczywa;\n"
                "– zamówienie trzeba złożyć do 12:00 dnia poprzedniego, a zamówienie na poniedziałek – do 10:00 w sobotę;\n"
                "– dostawy: poniedziałek–sobota, 6:00–7:30, na terenie Poznania; poza miastem dostawa może być możliwa po indywidualnych ustaleniach;\n"
                "– faktury: co dwa tygodnie, z terminem płatności 14 dni.\n"
                "Nowi klienci powinni zacząć od zamówienia próbnego zestawu. Zamówień nie możemy zwiększać tego samego dnia, bo nasze "
                "pieczywo długo fermentuje.",
            ),
            Good(
                "preserve",
                "Prowadzisz kawiarnię, sklep albo restaurację? Piekarnia Zakwas & Ziarno przyjmuje zamówienia hurtowe. Minimalne "
                "zamówienie na jedną dostawę to 15 bochenków lub 40 sztuk drobnego pieczywa. Zamówienie trzeba złożyć dzień wcześniej do "
                "12:00, a na poniedziałek – do soboty, godz. 10:00. W Poznaniu dowozimy od poniedziałku do soboty, między 6:00 a 7:30; "
                "dostawa poza miasto może być możliwa, jeśli ustalimy to indywidualnie. Faktury wystawiamy raz na dwa tygodnie, "
                "z 14-dniowym terminem płatności. Jeśli zamawiasz pierwszy raz, powinieneś najpierw zamówić próbny zestaw. Pieczywo "
                "długo fermentuje, dlatego nie możemy zwiększać zamówień tego samego dnia.",
            ),
            Good(
                "en",
                "Zakwas & Ziarno bakery takes wholesale orders from cafés, shops and restaurants. The minimum order is 15 loaves or "
                "40 small bread items per delivery. Orders for a given day must be placed by 12:00 noon the day before, and orders for "
                "Monday by 10:00 on Saturday. We deliver Monday to Saturday between 6:00 and 7:30 am within Poznań; delivery outside the "
                "city may be possible by individual arrangement. We invoice every two weeks with 14 days to pay. New customers should "
                "first order a trial set. Because of the long fermentation, we cannot increase orders on the same day.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "z terminem płatności 14 dni.",
                        "z terminem płatności 14 dni, wyłącznie przelewem.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("do soboty, godz. 10:00", "do piątku, godz. 10:00")], "date"),
            Slip(
                2,
                [("New customers should first order", "New customers must first order")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-model-rocket-launch-day-rules",
        source=(
            "Dzień startów rakiet modelarskich odbędzie się w sobotę 7 czerwca na lotnisku w Pruszczu Gdańskim. Startować mogą "
            "wyłącznie rakiety z silnikami klasy do D włącznie; silniki wyższych klas wymagają osobnej zgody kierownika startów. "
            "Każdy model musi przejść kontrolę techniczną przed startem i mieć spadochron lub taśmę hamującą. Minimalna odległość "
            "widzów od wyrzutni wynosi 15 metrów. Nie wolno startować, gdy wiatr przekracza 8 m/s. Dzieci poniżej 12 lat mogą "
            "odpalać rakiety wyłącznie pod nadzorem dorosłego. Zgłoszenia przyjmujemy do środy 4 czerwca; uczestnicy powinni "
            "przywieźć własne silniki, bo na miejscu nie będzie ich sprzedaży."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na dzień startów rakiet modelarskich: sobota 7 czerwca, lotnisko w Pruszczu Gdańskim. Dopuszczamy tylko "
                "rakiety z silnikami do klasy D włącznie – na silniki wyższych klas potrzebna jest osobna zgoda kierownika startów. "
                "Przed startem każdy model musi przejść kontrolę techniczną i mieć spadochron albo taśmę hamującą. Widzowie stoją "
                "co najmniej 15 metrów od wyrzutni. Przy wietrze powyżej 8 m/s starty są zabronione. Dzieci, które nie skończyły 12 lat, "
                "mogą odpalać rakiety tylko pod okiem dorosłego. Zgłoszenia przyjmujemy do środy 4 czerwca. Uczestnicy powinni mieć "
                "ze sobą własne silniki – na miejscu nie będzie można ich kupić.",
            ),
            Good(
                "preserve",
                "Zasady dnia startów (sobota, 7 czerwca, lotnisko w Pruszczu Gdańskim):\n"
                "1. Startować mogą tylko rakiety z silnikami klasy maksymalnie D; wyższe klasy wymagają odrębnej zgody kierownika startów.\n"
                "2. Każdy model musi przed startem przejść kontrolę techniczną i mieć spadochron lub taśmę hamującą.\n"
                "3. Widzowie zachowują minimalną odległość 15 m od wyrzutni.\n"
                "4. Nie wolno startować przy wietrze powyżej 8 m/s.\n"
                "5. Dzieci poniżej 12 lat mogą odpalać rakiety wyłącznie pod nadzorem dorosłego.\n"
                "Zgłoszenia – do środy 4 czerwca. Uczestnicy powinni przywieźć własne silniki, ponieważ na miejscu nie będzie ich "
                "sprzedaży.",
            ),
            Good(
                "en",
                "The model rocket launch day will take place on Saturday 7 June at the airfield in Pruszcz Gdański. Only rockets with "
                "motors up to and including class D may fly; higher-class motors require separate approval from the launch director. "
                "Every model must pass a technical inspection before launch and have a parachute or streamer. The minimum distance "
                "between spectators and the launch pad is 15 metres. Launching is not allowed when the wind exceeds 8 m/s. Children "
                "under 12 may launch rockets only under adult supervision. Registrations are accepted until Wednesday 4 June; "
                "participants should bring their own motors, as none will be sold on site.",
            ),
        ],
        bad=[
            Slip(0, [("potrzebna jest osobna zgoda", "zalecana jest osobna zgoda")], "modality"),
            Slip(1, [("przy wietrze powyżej 8 m/s", "przy wietrze powyżej 10 m/s")], "number"),
            Slip(2, [("Launching is not allowed when", "Launching is allowed when")], "negation"),
        ],
    ),
    Case(
        key="pl-dental-clinic-gdpr-privacy-notice",
        source=(
            "Administratorem Pani/Pana danych osobowych jest Gabinet Stomatologiczny Uśmiech s.c. z siedzibą w Lublinie, "
            "ul. Narutowicza 14. Dane przetwarzamy w celu udzielania świadczeń zdrowotnych na podstawie art. 9 ust. 2 lit. h RODO "
            "oraz prowadzenia dokumentacji medycznej zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw "
            "Pacjenta. Dokumentację przechowujemy przez 20 lat od końca roku, w którym dokonano ostatniego wpisu. Podanie danych jest "
            "wymogiem ustawowym; bez nich nie możemy udzielić świadczenia. Ma Pani/Pan prawo wnieść skargę do Prezesa UODO. "
            "Z inspektorem ochrony danych można się skontaktować pod adresem iod@usmiech-lublin.pl, a pełna informacja jest dostępna "
            "na stronie www.usmiech-lublin.pl/rodo."
        ),
        good=[
            Good(
                "preserve",
                "Administratorem Twoich danych osobowych jest Gabinet Stomatologiczny Uśmiech s.c. z siedzibą w Lublinie "
                "(ul. Narutowicza 14). Przetwarzamy je, aby udzielać świadczeń zdrowotnych – na podstawie art. 9 ust. 2 lit. h RODO – "
                "oraz aby prowadzić dokumentację medyczną zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku "
                "Praw Pacjenta. Dokumentację przechowujemy 20 lat, licząc od końca roku, w którym dokonano w niej ostatniego wpisu. "
                "Podanie danych jest wymogiem ustawowym – bez nich nie możemy udzielić Ci świadczenia. Masz prawo wnieść skargę do "
                "Prezesa UODO. Z naszym inspektorem ochrony danych skontaktujesz się pod adresem iod@usmiech-lublin.pl, a pełną "
                "informację znajdziesz na www.usmiech-lublin.pl/rodo.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n\n"
                "Administrator: Gabinet Stomatologiczny Uśmiech s.c., ul. Narutowicza 14, Lublin.\n"
                "Cele i podstawy: udzielanie świadczeń zdrowotnych (art. 9 ust. 2 lit. h RODO) oraz prowadzenie dokumentacji medycznej "
                "zgodnie z ustawą z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta.\n"
                "Okres przechowywania dokumentacji: 20 lat od końca roku, w którym dokonano ostatniego wpisu.\n"
                "Podanie danych: wymóg ustawowy; bez danych nie możemy udzielić świadczenia.\n"
                "Prawa: przysługuje Pani/Panu prawo wniesienia skargi do Prezesa UODO.\n"
                "Kontakt z inspektorem ochrony danych: iod@usmiech-lublin.pl. Pełna informacja: www.usmiech-lublin.pl/rodo.",
            ),
            Good(
                "en",
                "The controller of your personal data is Gabinet Stomatologiczny Uśmiech s.c., based in Lublin at ul. Narutowicza 14. "
                "We process your data to provide healthcare services under Article 9(2)(h) GDPR and to keep medical records in "
                "accordance with the Act of 6 November 2008 on Patient Rights and the Patient Rights Ombudsman. We keep medical records "
                "for 20 years from the end of the year in which the last entry was made. Providing your data is a statutory "
                "requirement; without it we cannot provide the service. You have the right to lodge a complaint with the President of "
                "the Personal Data Protection Office (UODO). You can contact our data protection officer at iod@usmiech-lublin.pl, "
                "and full information is available at www.usmiech-lublin.pl/rodo.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Podanie danych jest wymogiem ustawowym", "Podanie danych jest zalecane")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Pełna informacja: www.usmiech-lublin.pl/rodo",
                        "Pełna informacja: www.usmiech.pl/rodo",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("under Article 9(2)(h) GDPR", "under Article 9(2)(a) GDPR")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="pl-masurian-lakes-microplastics-study-summary",
        source=(
            "Według badania Nowickiej i współpracowników (2023), opublikowanego w czasopiśmie „Water Research” (t. 229, "
            "art. 119412), w próbkach wody z 12 jezior Pojezierza Mazurskiego znaleziono średnio 4,3 cząstki mikroplastiku na litr. "
            "Najwięcej cząstek stanowiły włókna, prawdopodobnie pochodzące z prania odzieży syntetycznej. Autorzy szacują, że "
            "stężenie w jeziorach z kąpieliskami jest o około 40% wyższe niż w jeziorach bez nich, choć zastrzegają, że próba była "
            "zbyt mała, by mówić o zależności przyczynowej. Badanie nie obejmowało osadów dennych. Wcześniejsze pomiary "
            "(Kowalski, 2019) mogły zaniżać wyniki, ponieważ stosowano sita o oczkach 300 µm zamiast 50 µm."
        ),
        good=[
            Good(
                "preserve",
                "Nowicka i współpracownicy (2023) zbadali wodę z 12 jezior Pojezierza Mazurskiego i znaleźli w niej średnio 4,3 cząstki "
                "mikroplastiku na litr („Water Research”, t. 229, art. 119412). Przeważały włókna, które prawdopodobnie pochodzą "
                "z prania syntetycznych ubrań. Według szacunków autorów w jeziorach z kąpieliskami stężenie jest o mniej więcej 40% "
                "wyższe niż w jeziorach bez kąpielisk – badacze zastrzegają jednak, że próba była za mała, by wnioskować o związku "
                "przyczynowym. Osadów dennych w badaniu nie analizowano. Wcześniejsze pomiary (Kowalski, 2019) mogły dawać zaniżone "
                "wyniki, bo używano w nich sit o oczkach 300 µm, a nie 50 µm.",
            ),
            Good(
                "preserve",
                "W próbkach wody pobranych z 12 jezior Pojezierza Mazurskiego stwierdzono średnio 4,3 cząstki mikroplastiku na litr "
                "(Nowicka i in., 2023, „Water Research”, t. 229, art. 119412). Dominowały włókna, których źródłem jest prawdopodobnie "
                "pranie odzieży syntetycznej. Autorzy szacują, że w jeziorach z kąpieliskami stężenie jest o ok. 40% wyższe niż "
                "w pozostałych, zastrzegając zarazem, że wielkość próby nie pozwala wnioskować o zależności przyczynowej. Analiza nie "
                "objęła osadów dennych. Wyniki wcześniejszych pomiarów (Kowalski, 2019) mogły być zaniżone ze względu na zastosowanie "
                "sit o oczkach 300 µm zamiast 50 µm.",
            ),
            Good(
                "en",
                "According to a study by Nowicka et al. (2023), published in Water Research (vol. 229, article 119412), water samples "
                "from 12 lakes in the Masurian Lake District contained an average of 4.3 microplastic particles per litre. Most of the "
                "particles were fibres, probably from washing synthetic clothing. The authors estimate that concentrations in lakes "
                "with bathing areas are about 40% higher than in lakes without them, although they caution that the sample was too "
                "small to speak of a causal relationship. The study did not cover bottom sediments. Earlier measurements "
                "(Kowalski, 2019) may have underestimated the results because they used sieves with a 300 µm mesh instead of 50 µm.",
            ),
        ],
        bad=[
            Slip(0, [("średnio 4,3 cząstki", "średnio 3,4 cząstki")], "number"),
            Slip(1, [("(Kowalski, 2019)", "(Kowalski, 2017)")], "citation"),
            Slip(
                2,
                [
                    (
                        "particles were fibres, probably from washing",
                        "particles were fibres from washing",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-pdf-metadata-cli-readme",
        source=(
            "# pdfstrip\n\n"
            "Narzędzie wiersza poleceń do usuwania metadanych z plików PDF. Wymaga Pythona 3.10 lub nowszego.\n\n"
            "## Instalacja\n\n"
            "```\npip install pdfstrip==2.4.1\n```\n\n"
            "## Użycie\n\n"
            "Uruchom `pdfstrip raport.pdf`, aby zapisać oczyszczoną kopię jako `raport.clean.pdf`. Flaga `--in-place` nadpisuje "
            "oryginał – przed jej użyciem powinieneś zrobić kopię zapasową. Pliki zaszyfrowane hasłem nie są obsługiwane. Domyślnie "
            "zachowywane są zakładki; aby je usunąć, dodaj `--drop-bookmarks`. Przetwarzanie dużych plików (powyżej 200 MB) może "
            "trwać kilka minut.\n\n"
            "Błędy zgłaszaj w zakładce Issues na GitHubie."
        ),
        good=[
            Good(
                "preserve",
                "# pdfstrip\n\n"
                "`pdfstrip` to narzędzie CLI, które usuwa metadane z plików PDF. Potrzebujesz Pythona w wersji 3.10 lub nowszej.\n\n"
                "## Instalacja\n\n"
                "```\npip install pdfstrip==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "Polecenie `pdfstrip raport.pdf` zapisze oczyszczoną kopię pod nazwą `raport.clean.pdf`. Jeśli użyjesz flagi "
                "`--in-place`, oryginał zostanie nadpisany, więc wcześniej powinieneś zrobić kopię zapasową. Zakładki są domyślnie "
                "zachowywane – żeby je usunąć, dodaj `--drop-bookmarks`. Narzędzie nie obsługuje plików zaszyfrowanych hasłem. Przy "
                "dużych plikach (powyżej 200 MB) przetwarzanie może potrwać kilka minut.\n\n"
                "Błędy zgłaszaj na GitHubie, w zakładce Issues.",
            ),
            Good(
                "preserve",
                "# pdfstrip\n\n"
                "Usuwa metadane z plików PDF z poziomu wiersza poleceń. Wymagany Python 3.10 lub nowszy.\n\n"
                "## Instalacja\n\n"
                "```\npip install pdfstrip==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "- `pdfstrip raport.pdf` – zapisuje oczyszczoną kopię jako `raport.clean.pdf`.\n"
                "- `--in-place` – nadpisuje oryginał; przed użyciem powinieneś zrobić kopię zapasową.\n"
                "- `--drop-bookmarks` – usuwa zakładki (domyślnie są zachowywane).\n\n"
                "Pliki zaszyfrowane hasłem nie są obsługiwane. Przetwarzanie plików powyżej 200 MB może trwać kilka minut.\n\n"
                "Błędy: zakładka Issues na GitHubie.",
            ),
            Good(
                "en",
                "# pdfstrip\n\n"
                "A command-line tool for removing metadata from PDF files. Requires Python 3.10 or newer.\n\n"
                "## Installation\n\n"
                "```\npip install pdfstrip==2.4.1\n```\n\n"
                "## Usage\n\n"
                "Run `pdfstrip raport.pdf` to save a cleaned copy as `raport.clean.pdf`. The `--in-place` flag overwrites the original, "
                "so you should make a backup before using it. Password-encrypted files are not supported. Bookmarks are kept by "
                "default; to remove them, add `--drop-bookmarks`. Processing large files (over 200 MB) may take several minutes.\n\n"
                "Report bugs in the Issues tab on GitHub.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```\npip install pdfstrip==2.4.1\n```", "pip install pdfstrip==2.4.1")],
                "markdown",
            ),
            Slip(
                1, [("przed użyciem powinieneś zrobić", "przed użyciem musisz zrobić")], "modality"
            ),
            Slip(2, [("add `--drop-bookmarks`", "add `--no-bookmarks`")], "code"),
        ],
    ),
    Case(
        key="pl-housing-coop-heat-allocator-notice",
        source=(
            "Szanowni Mieszkańcy, Spółdzielnia Mieszkaniowa „Zacisze” informuje, że od 1 października 2025 r. zmienia się sposób "
            "rozliczania kosztów ogrzewania. Zgodnie z art. 45a ust. 8 ustawy – Prawo energetyczne oraz regulaminem przyjętym "
            "uchwałą Rady Nadzorczej nr 12/2025 koszty będą dzielone według wskazań podzielników ciepła. Odczyty podzielników "
            "odbędą się w dniach 20–24 października w godzinach 16:00–19:00. Lokatorzy nie muszą być obecni, jeśli przekażą klucze "
            "administratorowi. Nieudostępnienie lokalu do odczytu skutkuje rozliczeniem według najwyższej stawki w budynku. "
            "Szacunkowa zaliczka na ogrzewanie wyniesie około 4,20 zł za m² miesięcznie. Pytania prosimy kierować do administracji "
            "osiedla."
        ),
        good=[
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zacisze” zawiadamia mieszkańców, że od 1 października 2025 r. koszty ogrzewania będą "
                "rozliczane inaczej – według wskazań podzielników ciepła. Podstawą zmiany jest art. 45a ust. 8 ustawy – Prawo "
                "energetyczne oraz regulamin przyjęty uchwałą Rady Nadzorczej nr 12/2025. Podzielniki zostaną odczytane w dniach "
                "20–24 października, między 16:00 a 19:00. Nie muszą Państwo być w domu, jeśli zostawią Państwo klucze administratorowi. "
                "Lokal, który nie zostanie udostępniony do odczytu, będzie rozliczony według najwyższej stawki w budynku. Zaliczka na "
                "ogrzewanie wyniesie szacunkowo ok. 4,20 zł/m² miesięcznie. Z pytaniami prosimy zwracać się do administracji osiedla.",
            ),
            Good(
                "preserve",
                "Zmiana rozliczania ogrzewania – SM „Zacisze”\n\n"
                "• Od 1 października 2025 r. koszty ogrzewania będą dzielone według wskazań podzielników ciepła (art. 45a ust. 8 "
                "ustawy – Prawo energetyczne, regulamin przyjęty uchwałą Rady Nadzorczej nr 12/2025).\n"
                "• Odczyty: 20–24 października, godz. 16:00–19:00. Obecność lokatora nie jest konieczna, jeśli klucze zostaną "
                "przekazane administratorowi.\n"
                "• Lokal nieudostępniony do odczytu zostanie rozliczony według najwyższej stawki w budynku.\n"
                "• Szacunkowa zaliczka: około 4,20 zł za m² miesięcznie.\n\n"
                "Pytania prosimy kierować do administracji osiedla.",
            ),
            Good(
                "en",
                "Dear Residents, the Zacisze Housing Cooperative would like to inform you that from 1 October 2025 the way heating costs "
                "are settled is changing. In accordance with Article 45a(8) of the Energy Law Act and the rules adopted by Supervisory "
                "Board Resolution No. 12/2025, costs will be split according to heat cost allocator readings. The allocators will be "
                "read on 20–24 October between 4 pm and 7 pm. Tenants do not need to be present if they hand their keys to the "
                "administrator. If a flat is not made available for the reading, it will be billed at the highest rate in the "
                "building. The estimated advance payment for heating will be about PLN 4.20 per m² per month. Please direct any "
                "questions to the estate administration office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Nie muszą Państwo być w domu, jeśli", "Muszą Państwo być w domu, nawet jeśli")],
                "negation",
            ),
            Slip(1, [("(art. 45a ust. 8", "(art. 45 ust. 8")], "legal_reference"),
            Slip(2, [("read on 20–24 October", "read on 20–24 November")], "date"),
        ],
    ),
    Case(
        key="pl-white-stork-gps-migration-abstract",
        source=(
            "W latach 2018–2022 oznakowaliśmy nadajnikami GPS 46 bocianów białych z kolonii w Żywkowie. Ptaki odlatywały średnio "
            "9 dni wcześniej niż w obserwacjach z lat 90., opisanych przez Tryjanowskiego i Kuźniaka (1999). Zmiana ta jest "
            "prawdopodobnie związana z wcześniejszymi żniwami, choć nie można wykluczyć wpływu warunków pogodowych. Większość "
            "osobników zimowała w Afryce Wschodniej, ale 7 ptaków pozostało na Półwyspie Iberyjskim, korzystając najpewniej "
            "z wysypisk śmieci. Nasze wyniki są zgodne z danymi Flack i in. (2016) z populacji zachodnioeuropejskich. Ze względu "
            "na małą liczebność próby wnioski należy traktować ostrożnie."
        ),
        good=[
            Good(
                "preserve",
                "Od 2018 do 2022 roku zakładaliśmy nadajniki GPS bocianom białym z kolonii w Żywkowie – łącznie 46 ptakom. Okazało się, "
                "że odlatywały one średnio 9 dni wcześniej niż w latach 90., kiedy obserwowali je Tryjanowski i Kuźniak (1999). "
                "Prawdopodobnie ma to związek z wcześniejszymi żniwami, ale nie da się wykluczyć, że wpływa na to także pogoda. "
                "Większość bocianów spędziła zimę w Afryce Wschodniej, jednak 7 z nich zostało na Półwyspie Iberyjskim – najpewniej "
                "dzięki wysypiskom śmieci. Podobne wyniki przedstawili Flack i in. (2016) dla populacji z zachodniej Europy. Próba "
                "była jednak mała, dlatego do wniosków trzeba podchodzić ostrożnie.",
            ),
            Good(
                "preserve",
                "W latach 2018–2022 46 bocianów białych z kolonii w Żywkowie wyposażono w nadajniki GPS. Średni termin odlotu przypadał "
                "9 dni wcześniej niż w latach 90. (Tryjanowski i Kuźniak, 1999), co prawdopodobnie wiąże się z wcześniejszymi żniwami; "
                "nie można jednak wykluczyć wpływu warunków pogodowych. Większość osobników zimowała w Afryce Wschodniej, lecz 7 "
                "pozostało na Półwyspie Iberyjskim, najpewniej korzystając z wysypisk śmieci. Wyniki są zgodne z danymi Flack i in. "
                "(2016) dla populacji zachodnioeuropejskich. Z uwagi na niewielką liczebność próby wnioski należy traktować "
                "z ostrożnością.",
            ),
            Good(
                "en",
                "Between 2018 and 2022 we fitted GPS transmitters to 46 white storks from the colony in Żywkowo. The birds left on "
                "average 9 days earlier than in the 1990s observations described by Tryjanowski and Kuźniak (1999). This shift is "
                "probably linked to earlier harvests, although an influence of weather conditions cannot be ruled out. Most "
                "individuals wintered in East Africa, but 7 birds stayed on the Iberian Peninsula, most likely relying on rubbish "
                "dumps. Our results are consistent with data from Flack et al. (2016) on Western European populations. Because of "
                "the small sample size, the conclusions should be treated with caution.",
            ),
        ],
        bad=[
            Slip(0, [("Prawdopodobnie ma to związek", "Ma to związek")], "hedge"),
            Slip(
                1,
                [
                    (
                        "pozostało na Półwyspie Iberyjskim,",
                        "pozostało na Półwyspie Iberyjskim, głównie w okolicach Madrytu,",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Flack et al. (2016)", "Flack et al. (2018)")], "citation"),
        ],
    ),
    Case(
        key="pl-town-library-new-lending-rules",
        source=(
            "Od 1 lutego Miejska Biblioteka Publiczna w Olkuszu wprowadza nowe zasady wypożyczeń. Jednorazowo można wypożyczyć do "
            "8 książek i 3 audiobooki na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto czytelnika, o ile na daną "
            "pozycję nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata 0,30 zł za egzemplarz. Nowości wydawnicze "
            "wypożyczamy na 14 dni bez możliwości przedłużenia. Czytelnicy poniżej 13 lat nie płacą kar za przetrzymanie. Zwroty "
            "można zostawiać całodobowo we wrzutni przy wejściu od ul. Szpitalnej."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 lutego w Miejskiej Bibliotece Publicznej w Olkuszu obowiązują nowe zasady wypożyczeń. Za jednym razem możesz wziąć "
                "maksymalnie 8 książek i 3 audiobooki, na 30 dni. Wypożyczenie możesz przedłużyć dwa razy przez konto czytelnika – pod "
                "warunkiem, że nikt inny nie czeka na dany tytuł. Za każdy dzień spóźnienia płacisz 0,30 zł od egzemplarza. Nowości "
                "wypożyczamy na 14 dni i nie można ich przedłużać. Czytelnicy, którzy nie skończyli 13 lat, nie płacą kar za "
                "przetrzymanie. Wypożyczone materiały możesz oddawać przez całą dobę do wrzutni przy wejściu od ul. Szpitalnej.",
            ),
            Good(
                "preserve",
                "Nowe zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Olkuszu (obowiązują od 1 lutego):\n"
                "– limit: do 8 książek i 3 audiobooków jednocześnie, na 30 dni;\n"
                "– prolongata: dwukrotnie, przez konto czytelnika, jeśli na pozycję nie czeka inna osoba;\n"
                "– opłata za zwłokę: 0,30 zł za egzemplarz za każdy dzień;\n"
                "– nowości wydawnicze: 14 dni, bez możliwości prolongaty;\n"
                "– czytelnicy w wieku poniżej 13 lat nie płacą kar za przetrzymanie;\n"
                "– zwroty: całodobowo, do wrzutni przy wejściu od ul. Szpitalnej.",
            ),
            Good(
                "en",
                "From 1 February the Municipal Public Library in Olkusz is introducing new lending rules. You can borrow up to 8 books "
                "and 3 audiobooks at a time for 30 days. Loans can be renewed twice through your reader account, as long as no one else "
                "is waiting for the item. A late fee of PLN 0.30 per item is charged for each day overdue. New releases are lent for "
                "14 days and cannot be renewed. Readers under 13 do not pay late fees. Returns can be left at any time of day or night "
                "in the book drop by the entrance on Szpitalna Street.",
            ),
        ],
        bad=[
            Slip(0, [("8 książek i 3 audiobooki", "8 książek i 5 audiobooków")], "number"),
            Slip(
                1,
                [("jeśli na pozycję nie czeka inna osoba", "jeśli na pozycję czeka inna osoba")],
                "negation",
            ),
            Slip(
                2,
                [("through your reader account,", "through your reader account or by phone,")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pos-app-release-notes-update",
        source=(
            "Wersja 3.2.0 aplikacji Kasa+ zostanie udostępniona 18 listopada 2025 r. Najważniejsza zmiana to obsługa płatności BLIK "
            "w terminalach offline. Parametr `sync_interval` w pliku `config.yaml` ma teraz domyślną wartość 300 sekund zamiast 60. "
            "Przed aktualizacją wykonaj kopię bazy poleceniem `kasa backup --full`. Wsparcie dla wersji 2.x zakończy się "
            "31 marca 2026 r.; po tym terminie nie będziemy publikować poprawek bezpieczeństwa dla tej linii. Aktualizacja może "
            "potrwać do 15 minut na jednym stanowisku. Pełna lista zmian znajduje się na stronie "
            "https://docs.kasaplus.pl/changelog/3.2.0."
        ),
        good=[
            Good(
                "preserve",
                "18 listopada 2025 r. udostępnimy Kasę+ w wersji 3.2.0. Główna nowość: terminale offline obsługują teraz płatności BLIK. "
                "Od tej wersji domyślna wartość parametru `sync_interval` w `config.yaml` wynosi 300 sekund (wcześniej 60). Zanim "
                "zaktualizujesz aplikację, wykonaj kopię bazy poleceniem `kasa backup --full`. Linia 2.x będzie wspierana do "
                "31 marca 2026 r. – później nie opublikujemy już dla niej poprawek bezpieczeństwa. Na jednym stanowisku aktualizacja "
                "może zająć do 15 minut. Wszystkie zmiany opisaliśmy na https://docs.kasaplus.pl/changelog/3.2.0.",
            ),
            Good(
                "preserve",
                "**Kasa+ 3.2.0** – premiera 18 listopada 2025 r.\n\n"
                "- Nowość: płatności BLIK w terminalach offline.\n"
                "- Zmiana: domyślny `sync_interval` w pliku `config.yaml` to 300 s (poprzednio 60 s).\n"
                "- Przed aktualizacją: zrób kopię bazy poleceniem `kasa backup --full`.\n"
                "- Czas aktualizacji: może wynieść do 15 minut na stanowisko.\n"
                "- Wsparcie 2.x: do 31 marca 2026 r.; potem nie będziemy publikować poprawek bezpieczeństwa.\n\n"
                "Pełna lista zmian: https://docs.kasaplus.pl/changelog/3.2.0",
            ),
            Good(
                "en",
                "Version 3.2.0 of Kasa+ will be released on 18 November 2025. The main change is support for BLIK payments on offline "
                "terminals. The `sync_interval` parameter in `config.yaml` now defaults to 300 seconds instead of 60. Before updating, "
                "back up the database with `kasa backup --full`. Support for version 2.x will end on 31 March 2026; after that date we "
                "will not publish security fixes for that line. The update may take up to 15 minutes per workstation. The full list "
                "of changes is available at https://docs.kasaplus.pl/changelog/3.2.0.",
            ),
        ],
        bad=[
            Slip(0, [("`kasa backup --full`", "`kasa backup --all`")], "code"),
            Slip(
                1,
                [("Wsparcie 2.x: do 31 marca 2026 r.", "Wsparcie 2.x: do 31 maja 2026 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "available at https://docs.kasaplus.pl/changelog/3.2.0",
                        "available at https://kasaplus.pl/changelog/3.2.0",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-online-shop-complaint-procedure-rights",
        source=(
            "Reklamację towaru kupionego w sklepie internetowym Dombud możesz złożyć, jeśli jest on niezgodny z umową. Zgodnie "
            "z art. 43d ustawy z dnia 30 maja 2014 r. o prawach konsumenta możesz żądać naprawy lub wymiany, a w określonych "
            "przypadkach obniżenia ceny albo odstąpienia od umowy. Sprzedawca odpowiada za brak zgodności, który ujawni się w ciągu "
            "dwóch lat od dostarczenia towaru. Na reklamację musimy odpowiedzieć w ciągu 14 dni; jeśli tego nie zrobimy, uznaje się "
            "ją za uzasadnioną. Nie musisz dołączać paragonu – wystarczy inny dowód zakupu, np. wyciąg z konta. Zgłoszenie możesz "
            "wysłać mailowo lub pocztą; towar powinien zostać odesłany w sposób zabezpieczający go przed uszkodzeniem."
        ),
        good=[
            Good(
                "preserve",
                "Klient sklepu internetowego Dombud może złożyć reklamację, jeżeli zakupiony towar jest niezgodny z umową. Na podstawie "
                "art. 43d ustawy z dnia 30 maja 2014 r. o prawach konsumenta może żądać naprawy lub wymiany towaru, a w określonych "
                "przypadkach – obniżenia ceny lub odstąpienia od umowy. Sprzedawca ponosi odpowiedzialność za brak zgodności ujawniony "
                "w ciągu dwóch lat od dostarczenia towaru. Odpowiedź na reklamację musimy przekazać w ciągu 14 dni, w przeciwnym razie "
                "reklamację uważa się za uzasadnioną. Dołączenie paragonu nie jest konieczne – wystarczy inny dowód zakupu, na przykład "
                "wyciąg z konta. Zgłoszenie można przesłać e-mailem lub pocztą; towar powinien zostać odesłany w sposób zabezpieczający "
                "go przed uszkodzeniem.",
            ),
            Good(
                "preserve",
                "Kiedy możesz złożyć reklamację w sklepie Dombud? Gdy towar kupiony w naszym sklepie internetowym jest niezgodny "
                "z umową. Czego możesz żądać? Według art. 43d ustawy z dnia 30 maja 2014 r. o prawach konsumenta – naprawy lub "
                "wymiany, a w określonych sytuacjach obniżenia ceny albo odstąpienia od umowy. Za jaki brak zgodności odpowiada "
                "sprzedawca? Za taki, który ujawni się w ciągu 2 lat od dostarczenia towaru. Ile czekasz na odpowiedź? Musimy odpowiedzieć "
                "w ciągu 14 dni – jeśli tego nie zrobimy, reklamacja zostaje uznana za uzasadnioną. Czy potrzebny jest paragon? Nie "
                "musisz go dołączać, wystarczy inny dowód zakupu, np. wyciąg z konta. Reklamację możesz wysłać mailem lub pocztą, "
                "a towar powinien zostać odesłany tak, by był zabezpieczony przed uszkodzeniem.",
            ),
            Good(
                "en",
                "You can file a complaint about goods bought from the Dombud online shop if they do not conform to the contract. Under "
                "Article 43d of the Consumer Rights Act of 30 May 2014, you can demand repair or replacement and, in certain cases, a "
                "price reduction or withdrawal from the contract. The seller is liable for any lack of conformity that becomes apparent "
                "within two years of delivery. We must respond to a complaint within 14 days; if we do not, it is deemed justified. "
                "You do not need to enclose the receipt – any other proof of purchase, such as a bank statement, is enough. You can "
                "send the complaint by e-mail or post; the goods should be sent back in a way that protects them from damage.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Odpowiedź na reklamację musimy przekazać",
                        "Odpowiedź na reklamację powinniśmy przekazać",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "reklamacja zostaje uznana za uzasadnioną",
                        "reklamacja nie zostaje uznana za uzasadnioną",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Under Article 43d of the", "Under Article 27 of the")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-vitamin-d-infection-metaanalysis-summary",
        source=(
            "Metaanaliza opublikowana w czasopiśmie „Nutrients” (Halvorsen i in., 2022; 14(8): 1632) objęła 37 badań z randomizacją "
            "i ponad 48 tys. uczestników. Suplementacja witaminy D w dawkach 400–1000 j.m. dziennie prawdopodobnie nieznacznie "
            "zmniejsza ryzyko ostrych infekcji dróg oddechowych, o około 8%. Efekt był najwyraźniejszy u osób z niedoborem, czyli "
            "ze stężeniem 25(OH)D poniżej 25 nmol/l. Duże dawki podawane raz w miesiącu nie przynosiły korzyści. Autorzy zaznaczają, "
            "że wyniki mogą nie dotyczyć osób z prawidłowym poziomem witaminy. Przed rozpoczęciem suplementacji warto zbadać poziom "
            "25(OH)D, a dawkę powinien dobrać lekarz."
        ),
        good=[
            Good(
                "preserve",
                "W metaanalizie Halvorsen i in. (2022), opublikowanej w „Nutrients” (14(8): 1632), uwzględniono 37 badań "
                "z randomizacją, w których wzięło udział ponad 48 tysięcy osób. Wynika z niej, że przyjmowanie witaminy D w dawce "
                "400–1000 j.m. na dobę prawdopodobnie nieznacznie – o około 8% – zmniejsza ryzyko ostrych infekcji dróg oddechowych. "
                "Efekt był najlepiej widoczny u osób z niedoborem (stężenie 25(OH)D poniżej 25 nmol/l). Duże dawki przyjmowane raz "
                "w miesiącu nie dawały korzyści. Autorzy zastrzegają, że wyniki mogą nie odnosić się do osób z prawidłowym poziomem "
                "witaminy. Zanim zaczniesz suplementację, warto zbadać poziom 25(OH)D, a dawkę powinien dobrać lekarz.",
            ),
            Good(
                "preserve",
                "Witamina D a infekcje – najważniejsze wnioski z metaanalizy (Halvorsen i in., 2022, „Nutrients” 14(8): 1632; "
                "37 badań z randomizacją, ponad 48 tys. uczestników):\n"
                "- suplementacja 400–1000 j.m. dziennie prawdopodobnie nieznacznie obniża ryzyko ostrych infekcji dróg oddechowych – "
                "o ok. 8%;\n"
                "- efekt był najwyraźniejszy przy niedoborze, tj. stężeniu 25(OH)D poniżej 25 nmol/l;\n"
                "- duże dawki podawane raz w miesiącu nie przynosiły korzyści;\n"
                "- autorzy zaznaczają, że wyniki mogą nie dotyczyć osób z prawidłowym poziomem witaminy D.\n"
                "Przed suplementacją warto zbadać poziom 25(OH)D; dawkę powinien dobrać lekarz.",
            ),
            Good(
                "en",
                "A meta-analysis published in Nutrients (Halvorsen et al., 2022; 14(8): 1632) covered 37 randomised trials with more "
                "than 48,000 participants. Vitamin D supplementation at 400–1,000 IU a day probably reduces the risk of acute "
                "respiratory infections slightly, by about 8%. The effect was clearest in people who were deficient, i.e. with a "
                "25(OH)D level below 25 nmol/L. Large doses given once a month brought no benefit. The authors note that the results "
                "may not apply to people with normal vitamin D levels. It is worth testing your 25(OH)D level before starting "
                "supplements, and the dose should be chosen by a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("uwzględniono 37 badań", "uwzględniono 27 badań")], "number"),
            Slip(1, [("„Nutrients” 14(8): 1632", "„Nutrients” 14(8): 1362")], "citation"),
            Slip(2, [("slightly, by about 8%", "slightly, by 8%")], "hedge"),
        ],
    ),
    Case(
        key="pl-city-bike-scheme-season-opening",
        source=(
            "Rower Miejski w Rzeszowie wraca na ulice 1 kwietnia. Do wypożyczenia będzie 420 rowerów, w tym 60 elektrycznych, na "
            "38 stacjach. Pierwsze 20 minut każdego przejazdu jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł. Za "
            "rowery elektryczne pobieramy dodatkowo 2 zł za każde rozpoczęte 10 minut. Aby wypożyczyć rower, trzeba założyć konto "
            "w aplikacji i wpłacić 20 zł opłaty inicjalnej, która zostanie doliczona do salda. Rowerów nie wolno zostawiać poza "
            "stacjami; za taki zwrot naliczamy karę 50 zł. System działa całą dobę, jednak przy oblodzeniu jezdni może zostać "
            "czasowo wyłączony."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 kwietnia po Rzeszowie znów pojeździsz Rowerem Miejskim. Na 38 stacjach będzie czekać 420 rowerów, z czego 60 to "
                "rowery elektryczne. Każdy przejazd jest darmowy przez pierwsze 20 minut, potem płacisz 3 zł za każdą rozpoczętą "
                "godzinę. W przypadku roweru elektrycznego dochodzi dopłata 2 zł za każde rozpoczęte 10 minut. Żeby wypożyczyć rower, "
                "trzeba założyć konto w aplikacji i wpłacić 20 zł opłaty inicjalnej – ta kwota trafi na twoje saldo. Rowerów nie wolno "
                "zostawiać poza stacjami, za taki zwrot naliczamy karę 50 zł. System działa przez całą dobę, ale przy oblodzonych "
                "jezdniach może zostać czasowo wyłączony.",
            ),
            Good(
                "preserve",
                "Sezon Roweru Miejskiego w Rzeszowie rusza 1 kwietnia. Użytkownicy będą mieli do dyspozycji 420 rowerów, w tym 60 "
                "elektrycznych, rozmieszczonych na 38 stacjach. Opłaty: pierwsze 20 minut przejazdu – bezpłatnie, każda kolejna "
                "rozpoczęta godzina – 3 zł; rowery elektryczne – dodatkowo 2 zł za każde rozpoczęte 10 minut. Warunkiem wypożyczenia "
                "jest założenie konta w aplikacji i wniesienie opłaty inicjalnej w wysokości 20 zł, doliczanej do salda. Pozostawianie "
                "rowerów poza stacjami jest zabronione i skutkuje karą 50 zł. System działa całodobowo, lecz w razie oblodzenia jezdni "
                "może zostać czasowo wyłączony.",
            ),
            Good(
                "en",
                "Rzeszów's city bike scheme, Rower Miejski, returns to the streets on 1 April. There will be 420 bikes for hire, "
                "including 60 electric ones, at 38 stations. The first 20 minutes of every ride are free, and each additional hour or "
                "part of an hour costs PLN 3. Electric bikes cost an extra PLN 2 for every 10 minutes or part thereof. To rent a bike, "
                "you need to create an account in the app and pay a PLN 20 initial fee, which is added to your balance. Bikes must not "
                "be left outside the stations; we charge a PLN 50 penalty for such returns. The system runs 24 hours a day, but it may "
                "be temporarily switched off when roads are icy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Od 1 kwietnia po Rzeszowie",
                        "Po zimowej przerwie, wydłużonej w tym roku z powodu zmiany operatora, od 1 kwietnia po Rzeszowie",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("w wysokości 20 zł", "w wysokości 10 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "Bikes must not be left outside the stations; we charge a PLN 50 penalty for such returns. The system runs 24 hours a day, but it may be temporarily switched off when roads are icy.",
                        "Rowerów nie wolno zostawiać poza stacjami; za taki zwrot naliczamy karę 50 zł. System działa całą dobę, jednak przy oblodzeniu jezdni może zostać czasowo wyłączony.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

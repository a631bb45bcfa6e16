# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 71: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-spoldzielnia-wymiana-windy-lipowa-komunikat",
        source=(
            "Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” informuje, że wymiana dźwigu osobowego w budynku "
            "przy ul. Lipowej 14 rozpocznie się 3 marca 2025 r. i potrwa około sześciu tygodni. W tym czasie winda "
            "nie będzie dostępna. Mieszkańcy, którzy z powodów zdrowotnych nie mogą korzystać ze schodów, powinni "
            "do 20 lutego zgłosić się do administracji osiedla – zorganizujemy dla nich pomoc przy wnoszeniu zakupów. "
            "Koszt inwestycji, wynoszący 386 000 zł, zostanie pokryty z funduszu remontowego zgodnie z art. 6 ust. 1 "
            "ustawy o spółdzielniach mieszkaniowych. Wykonawca musi zabezpieczyć klatkę schodową i codziennie usuwać "
            "gruz. Prosimy nie parkować samochodów przed wejściem do budynku w dni robocze między 7:00 a 16:00."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy, Zarząd SM „Zielone Wzgórze” informuje, że od 3 marca 2025 r. w budynku przy "
                "ul. Lipowej 14 wymieniamy windę osobową. Prace potrwają mniej więcej sześć tygodni i przez cały ten "
                "czas dźwig będzie wyłączony z użytku. Jeśli ze względu na zdrowie nie możecie chodzić po schodach, "
                "powinniście zgłosić się do administracji osiedla do 20 lutego – pomożemy Wam we wnoszeniu zakupów. "
                "Inwestycja kosztuje 386 000 zł i zostanie sfinansowana z funduszu remontowego na podstawie art. 6 "
                "ust. 1 ustawy o spółdzielniach mieszkaniowych. Firma wykonawcza ma obowiązek zabezpieczyć klatkę "
                "schodową oraz codziennie wywozić gruz. W dni robocze w godzinach 7:00–16:00 prosimy nie parkować "
                "przed wejściem do budynku.",
            ),
            Good(
                "preserve",
                "Komunikat Zarządu Spółdzielni Mieszkaniowej „Zielone Wzgórze” – wymiana dźwigu osobowego, ul. Lipowa 14\n"
                "- Rozpoczęcie prac: 3 marca 2025 r.; czas trwania: około 6 tygodni, w trakcie których winda "
                "pozostanie nieczynna.\n"
                "- Mieszkańcy, którzy ze względów zdrowotnych nie są w stanie korzystać ze schodów, powinni zgłosić "
                "się do administracji osiedla najpóźniej 20 lutego; otrzymają pomoc przy wnoszeniu zakupów.\n"
                "- Koszt: 386 000 zł, pokrywany z funduszu remontowego zgodnie z art. 6 ust. 1 ustawy o spółdzielniach "
                "mieszkaniowych.\n"
                "- Wykonawca musi zabezpieczyć klatkę schodową i każdego dnia usuwać gruz.\n"
                "- W dni robocze od 7:00 do 16:00 prosimy nie parkować samochodów przed wejściem do budynku.",
            ),
            Good(
                "en",
                "The Board of the “Zielone Wzgórze” Housing Cooperative announces that replacement of the passenger "
                "lift at 14 Lipowa Street will begin on March 3, 2025 and will take about six weeks. The lift will be "
                "out of service during that time. Residents who cannot use the stairs for health reasons should "
                "contact the estate administration office by February 20, and we will arrange help with carrying "
                "their shopping in. The project costs PLN 386,000 and will be paid for from the renovation fund under "
                "Article 6(1) of the Housing Cooperatives Act. The contractor must secure the staircase and remove "
                "debris every day. Please do not park in front of the building entrance on working days between "
                "7:00 a.m. and 4:00 p.m.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Firma wykonawcza ma obowiązek zabezpieczyć",
                        "Firma wykonawcza powinna zabezpieczyć",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Rozpoczęcie prac: 3 marca 2025 r.", "Rozpoczęcie prac: 13 marca 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [("Article 6(1) of the Housing", "Article 16(1) of the Housing")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-kajakow-wda-sezon-cennik",
        source=(
            "Wypożyczalnia kajaków „Przystań Wda” zaprasza na spływy od 1 maja do 30 września. Kajak dwuosobowy "
            "kosztuje 90 zł za dzień, a cena obejmuje wiosła, kamizelki asekuracyjne i transport z mety do bazy. "
            "Trasa z Czarnej Wody do Łążka ma 18 km i zajmuje zwykle pięć–sześć godzin. Dzieci poniżej 12 lat nie "
            "mogą płynąć bez opiekuna, a każdy uczestnik musi mieć zapiętą kamizelkę przez cały czas na wodzie. "
            "Nie wypożyczamy sprzętu osobom pod wpływem alkoholu. Rezerwacji można dokonać przez formularz na "
            "stronie www.przystanwda.pl/rezerwacje lub telefonicznie. Przy rezerwacji grupowej (powyżej 10 kajaków) "
            "pobieramy zadatek w wysokości 30%."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na spływy z „Przystanią Wda” – pływamy od 1 maja do 30 września. Za kajak dwuosobowy "
                "zapłacisz 90 zł dziennie, a w tej cenie dostajesz wiosła, kamizelki asekuracyjne oraz transport z "
                "mety z powrotem do bazy. Trasa z Czarnej Wody do Łążka liczy 18 km; jej pokonanie trwa zazwyczaj od "
                "pięciu do sześciu godzin. Pamiętaj: dzieci, które nie skończyły 12 lat, nie mogą płynąć bez "
                "opiekuna, a każdy uczestnik musi mieć zapiętą kamizelkę przez cały pobyt na wodzie. Osobom pod "
                "wpływem alkoholu nie wypożyczamy sprzętu. Kajak zarezerwujesz przez formularz na "
                "www.przystanwda.pl/rezerwacje albo telefonicznie. Jeśli rezerwujesz dla grupy większej niż 10 "
                "kajaków, pobieramy zadatek 30%.",
            ),
            Good(
                "preserve",
                "Przystań Wda – wypożyczalnia kajaków\n"
                "Sezon: 1 maja – 30 września.\n"
                "Cena: 90 zł/dzień za kajak dwuosobowy (w cenie wiosła, kamizelki asekuracyjne i transport z mety do bazy).\n"
                "Trasa: Czarna Woda – Łążek, 18 km, zwykle 5–6 godzin.\n"
                "Zasady bezpieczeństwa:\n"
                "- dzieci poniżej 12 lat płyną wyłącznie z opiekunem;\n"
                "- każdy uczestnik musi mieć zapiętą kamizelkę przez cały czas na wodzie;\n"
                "- nie wypożyczamy sprzętu osobom pod wpływem alkoholu.\n"
                "Rezerwacje: formularz na www.przystanwda.pl/rezerwacje lub telefon. Przy rezerwacji grupowej "
                "(powyżej 10 kajaków) pobieramy zadatek 30%.",
            ),
            Good(
                "en",
                "The “Przystań Wda” kayak rental invites you on river trips from 1 May to 30 September. A two-person "
                "kayak costs PLN 90 per day, and the price includes paddles, life jackets and transport from the "
                "finish back to the base. The route from Czarna Woda to Łążek is 18 km long and usually takes five to "
                "six hours. Children under 12 may not paddle without a guardian, and every participant must keep "
                "their life jacket fastened the whole time they are on the water. We do not rent equipment to anyone "
                "under the influence of alcohol. You can book using the form at www.przystanwda.pl/rezerwacje or by "
                "phone. For group bookings (more than 10 kayaks) we charge a 30% deposit.",
            ),
        ],
        bad=[
            Slip(0, [("nie mogą płynąć bez opiekuna", "mogą płynąć bez opiekuna")], "negation"),
            Slip(1, [("Cena: 90 zł/dzień", "Cena: 80 zł/dzień")], "number"),
            Slip(2, [("www.przystanwda.pl/rezerwacje", "www.przystanwda.pl/booking")], "url"),
        ],
    ),
    Case(
        key="pl-klinika-dermatologiczna-laser-przebarwienia-zalecenia",
        source=(
            "Przed zabiegiem laserowego usuwania przebarwień w Klinice Dermatologicznej DermaMed pacjent powinien "
            "przez co najmniej cztery tygodnie unikać opalania i solarium. Osoby przyjmujące izotretynoinę nie mogą "
            "być poddawane zabiegowi wcześniej niż sześć miesięcy po zakończeniu leczenia. W dniu wizyty nie należy "
            "nakładać makijażu ani kremów z filtrem na okolicę zabiegową. Po zabiegu skóra może być zaczerwieniona "
            "i lekko obrzęknięta przez dwa–trzy dni; zwykle nie wymaga to leczenia. U części pacjentów mogą pojawić "
            "się drobne strupki, które prawdopodobnie odpadną samoistnie w ciągu tygodnia. Należy ich nie "
            "zdrapywać. Przez miesiąc po zabiegu trzeba codziennie stosować krem z filtrem SPF 50."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli wybierasz się do Kliniki Dermatologicznej DermaMed na laserowe usuwanie przebarwień, przez co "
                "najmniej cztery tygodnie przed zabiegiem powinieneś unikać opalania i solarium. Jeśli przyjmujesz "
                "izotretynoinę, nie możesz mieć zabiegu wcześniej niż sześć miesięcy po zakończeniu leczenia. W dniu "
                "wizyty nie nakładaj na okolicę zabiegową makijażu ani kremów z filtrem. Przez dwa–trzy dni po "
                "zabiegu skóra może być zaczerwieniona i lekko obrzęknięta, ale zazwyczaj nie trzeba tego leczyć. U "
                "niektórych pacjentów mogą się pojawić drobne strupki – prawdopodobnie odpadną same w ciągu "
                "tygodnia; nie zdrapuj ich. Przez miesiąc po zabiegu codziennie stosuj krem z filtrem SPF 50.",
            ),
            Good(
                "preserve",
                "Klinika Dermatologiczna DermaMed – zalecenia dotyczące laserowego usuwania przebarwień.\n\n"
                "Przygotowanie: co najmniej cztery tygodnie przed zabiegiem pacjent powinien zrezygnować z opalania "
                "i korzystania z solarium. Pacjenci przyjmujący izotretynoinę mogą zostać poddani zabiegowi "
                "najwcześniej sześć miesięcy po zakończeniu leczenia. W dniu wizyty na okolicę zabiegową nie należy "
                "nakładać makijażu ani kremów z filtrem.\n\n"
                "Po zabiegu: przez dwa–trzy dni mogą utrzymywać się zaczerwienienie i niewielki obrzęk skóry, co "
                "zwykle nie wymaga leczenia. U części osób mogą powstać drobne strupki; prawdopodobnie odpadną one "
                "samoistnie w ciągu tygodnia i nie należy ich zdrapywać. Przez miesiąc konieczne jest codzienne "
                "stosowanie kremu z filtrem SPF 50.",
            ),
            Good(
                "en",
                "Before laser removal of pigmentation at the DermaMed Dermatology Clinic, patients should avoid "
                "sunbathing and tanning beds for at least four weeks. People taking isotretinoin cannot undergo the "
                "procedure earlier than six months after finishing their treatment. On the day of the appointment, do "
                "not apply makeup or sunscreen to the treatment area. After the procedure the skin may be red and "
                "slightly swollen for two to three days; this usually needs no treatment. Some patients may develop "
                "small scabs, which will probably fall off on their own within a week. Do not pick them. For a month "
                "after the procedure, apply SPF 50 sunscreen every day.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie możesz mieć zabiegu wcześniej", "możesz mieć zabieg wcześniej")],
                "negation",
            ),
            Slip(1, [("pacjent powinien zrezygnować", "pacjent musi zrezygnować")], "modality"),
            Slip(2, [("which will probably fall off", "which will fall off")], "hedge"),
        ],
    ),
    Case(
        key="pl-konkurs-fotograficzny-miasto-o-swicie",
        source=(
            "## Konkurs fotograficzny „Miasto o świcie” 2025\n\n"
            "Organizatorem konkursu jest Miejski Dom Kultury w Kaliszu.\n\n"
            "### Jak wziąć udział\n"
            "1. Wyślij od 1 do 3 zdjęć w formacie JPG (dłuższy bok min. 3000 px).\n"
            "2. Dołącz podpisany formularz zgłoszeniowy.\n"
            "3. Prześlij pliki przez stronę [mdk.kalisz.pl/konkurs](https://mdk.kalisz.pl/konkurs) do 15 czerwca 2025 r.\n\n"
            "Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Dopuszczalna jest "
            "podstawowa korekta kolorów i kadrowanie, ale fotomontaże zostaną odrzucone.\n\n"
            "### Nagrody\n"
            "Jury przyzna trzy nagrody: 1500 zł, 1000 zł i 500 zł. Wyniki ogłosimy 30 czerwca, a wystawa "
            "nagrodzonych prac potrwa do końca sierpnia."
        ),
        good=[
            Good(
                "preserve",
                "## „Miasto o świcie” 2025 – konkurs fotograficzny\n\n"
                "Konkurs organizuje Miejski Dom Kultury w Kaliszu.\n\n"
                "### Zasady udziału\n"
                "1. Przygotuj od jednego do trzech zdjęć w formacie JPG, których dłuższy bok ma co najmniej 3000 px.\n"
                "2. Dodaj do nich podpisany formularz zgłoszeniowy.\n"
                "3. Wszystko prześlij przez stronę [mdk.kalisz.pl/konkurs](https://mdk.kalisz.pl/konkurs) najpóźniej 15 czerwca 2025 r.\n\n"
                "Przyjmujemy wyłącznie zdjęcia, które nie były wcześniej publikowane ani nagradzane w innych "
                "konkursach. Możesz skorygować kolory w podstawowym zakresie i wykadrować zdjęcie, jednak "
                "fotomontaże odrzucimy.\n\n"
                "### Nagrody\n"
                "Jury przyzna trzy nagrody – 1500 zł, 1000 zł i 500 zł. Wyniki poznasz 30 czerwca, a wystawę "
                "nagrodzonych prac będzie można oglądać do końca sierpnia.",
            ),
            Good(
                "preserve",
                "## Konkurs fotograficzny „Miasto o świcie” 2025\n\n"
                "Organizator: Miejski Dom Kultury w Kaliszu.\n\n"
                "### Warunki uczestnictwa\n"
                "1. Uczestnik przesyła od 1 do 3 fotografii w formacie JPG o dłuższym boku wynoszącym minimum 3000 px.\n"
                "2. Do zgłoszenia dołącza się podpisany formularz zgłoszeniowy.\n"
                "3. Pliki przesyła się przez stronę [mdk.kalisz.pl/konkurs](https://mdk.kalisz.pl/konkurs) w terminie do 15 czerwca 2025 r.\n\n"
                "Zgłaszane zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Dozwolone "
                "są podstawowa korekta kolorów oraz kadrowanie; fotomontaże zostaną odrzucone.\n\n"
                "### Nagrody\n"
                "Jury przyzna trzy nagrody w wysokości 1500 zł, 1000 zł oraz 500 zł. Ogłoszenie wyników nastąpi "
                "30 czerwca, a wystawa nagrodzonych prac potrwa do końca sierpnia.",
            ),
            Good(
                "en",
                "## “Miasto o świcie” (City at Dawn) Photography Contest 2025\n\n"
                "The contest is organised by the Municipal Cultural Centre in Kalisz.\n\n"
                "### How to enter\n"
                "1. Send 1 to 3 photos in JPG format (longer side at least 3000 px).\n"
                "2. Attach a signed entry form.\n"
                "3. Upload the files via [mdk.kalisz.pl/konkurs](https://mdk.kalisz.pl/konkurs) by 15 June 2025.\n\n"
                "Photos must not have been published or awarded in other contests before. Basic colour correction "
                "and cropping are allowed, but photomontages will be rejected.\n\n"
                "### Prizes\n"
                "The jury will award three prizes: PLN 1,500, PLN 1,000 and PLN 500. Results will be announced on "
                "30 June, and the exhibition of the winning works will run until the end of August.",
            ),
        ],
        bad=[
            Slip(0, [("### Zasady udziału\n", "Zasady udziału\n")], "markdown"),
            Slip(
                1,
                [("w terminie do 15 czerwca 2025 r.", "w terminie do 25 czerwca 2025 r.")],
                "date",
            ),
            Slip(2, [("PLN 1,000 and", "PLN 1,200 and")], "number"),
        ],
    ),
    Case(
        key="pl-szkola-muzyczna-nabor-badanie-przydatnosci",
        source=(
            "Szkoła Muzyczna I stopnia im. Grażyny Bacewicz w Sieradzu ogłasza nabór na rok szkolny 2025/2026. "
            "Wnioski można składać od 3 do 31 marca w sekretariacie lub elektronicznie. Badanie przydatności "
            "odbędzie się 24 i 25 kwietnia; kandydaci zostaną sprawdzeni pod kątem słuchu muzycznego, poczucia "
            "rytmu i pamięci muzycznej. Kandydat nie musi umieć grać na żadnym instrumencie. Dzieci przystępujące "
            "do badania powinny przynieść ze sobą przygotowaną piosenkę. Na cykl sześcioletni przyjmujemy dzieci w "
            "wieku od 6 do 10 lat, na cykl czteroletni – od 8 do 16 lat. Lista zakwalifikowanych zostanie "
            "opublikowana do 10 maja."
        ),
        good=[
            Good(
                "preserve",
                "Szkoła Muzyczna I stopnia im. Grażyny Bacewicz w Sieradzu zaprasza do naboru na rok szkolny "
                "2025/2026. Wniosek możecie złożyć w sekretariacie albo elektronicznie, od 3 do 31 marca. Badanie "
                "przydatności zaplanowano na 24 i 25 kwietnia – sprawdzimy słuch muzyczny, poczucie rytmu i pamięć "
                "muzyczną kandydatów. Dziecko nie musi umieć grać na żadnym instrumencie, ale na badanie powinno "
                "przynieść przygotowaną piosenkę. Do cyklu sześcioletniego przyjmujemy dzieci w wieku 6–10 lat, a do "
                "czteroletniego w wieku 8–16 lat. Listę zakwalifikowanych opublikujemy do 10 maja.",
            ),
            Good(
                "preserve",
                "Nabór na rok szkolny 2025/2026 – Szkoła Muzyczna I stopnia im. Grażyny Bacewicz w Sieradzu\n"
                "• Składanie wniosków: 3–31 marca, w sekretariacie szkoły lub drogą elektroniczną.\n"
                "• Badanie przydatności: 24 i 25 kwietnia (słuch muzyczny, poczucie rytmu, pamięć muzyczna).\n"
                "• Umiejętność gry na instrumencie nie jest wymagana.\n"
                "• Kandydaci powinni przynieść na badanie przygotowaną piosenkę.\n"
                "• Wiek kandydatów: cykl sześcioletni – od 6 do 10 lat, cykl czteroletni – od 8 do 16 lat.\n"
                "• Publikacja listy zakwalifikowanych: do 10 maja.",
            ),
            Good(
                "en",
                "The Grażyna Bacewicz First-Level Music School in Sieradz is accepting applications for the 2025/2026 "
                "school year. Applications can be submitted from 3 to 31 March at the school office or "
                "electronically. The aptitude test will take place on 24 and 25 April; candidates will be assessed "
                "for musical hearing, sense of rhythm and musical memory. Candidates do not need to be able to play "
                "any instrument. Children taking the test should bring a song they have prepared. For the six-year "
                "programme we accept children aged 6 to 10, and for the four-year programme those aged 8 to 16. The "
                "list of qualified candidates will be published by 10 May.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Listę zakwalifikowanych opublikujemy do 10 maja.",
                        "Listę zakwalifikowanych opublikujemy do 20 maja.",
                    )
                ],
                "date",
            ),
            Slip(1, [("Kandydaci powinni przynieść", "Kandydaci muszą przynieść")], "modality"),
            Slip(
                2,
                [
                    (
                        "The aptitude test will take place",
                        "The aptitude test, led by the school's director, Marek Zieliński, will take place",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nocne-autobusy-nowy-rozklad-czerwiec",
        source=(
            "Komunikat Zarządu Transportu Miejskiego: od soboty 7 czerwca 2025 r. nocne linie N1, N3 i N7 będą "
            "kursować według nowego rozkładu. Autobusy linii N1 pojadą co 20 minut zamiast co 30, a linia N7 "
            "zostanie wydłużona do pętli Osiedle Leśne. Linia N5 nie zostanie zmieniona. W nocy z piątku na sobotę "
            "i z soboty na niedzielę dodatkowe kursy odjadą z Dworca Głównego o 1:15 i 2:45. Bilety nocne można "
            "kupić w aplikacji oraz u kierowcy, ale kierowca nie wydaje reszty. Szczegółowe rozkłady znajdą "
            "Państwo na stronie ztm.lublin.eu/nocne. Przepraszamy za utrudnienia w pierwszych dniach "
            "funkcjonowania zmian."
        ),
        good=[
            Good(
                "preserve",
                "Zarząd Transportu Miejskiego informuje, że począwszy od soboty 7 czerwca 2025 r. nocne linie N1, N3 "
                "i N7 będą obsługiwane zgodnie z nowym rozkładem jazdy. Autobusy linii N1 będą odjeżdżać częściej – "
                "co 20 minut, a nie jak dotąd co 30. Trasa linii N7 zostanie przedłużona do pętli Osiedle Leśne. "
                "Zmiany nie obejmą linii N5. W nocy z piątku na sobotę oraz z soboty na niedzielę z Dworca Głównego "
                "odjadą dodatkowe kursy o godz. 1:15 i 2:45. Bilet nocny kupią Państwo w aplikacji lub u kierowcy, "
                "przy czym kierowca nie wydaje reszty. Szczegółowe rozkłady są dostępne pod adresem "
                "ztm.lublin.eu/nocne. Za utrudnienia w pierwszych dniach po wprowadzeniu zmian przepraszamy.",
            ),
            Good(
                "preserve",
                "Od soboty 7 czerwca 2025 r. nocne linie N1, N3 i N7 kursują według nowego rozkładu:\n"
                "- N1 – co 20 minut (dotychczas co 30),\n"
                "- N7 – trasa wydłużona do pętli Osiedle Leśne,\n"
                "- N5 – bez zmian.\n\n"
                "Dodatkowe kursy z Dworca Głównego odjadą o 1:15 i 2:45 w nocy z piątku na sobotę i z soboty na "
                "niedzielę. Bilet nocny kupisz w aplikacji albo u kierowcy (kierowca nie wydaje reszty). Pełne "
                "rozkłady: ztm.lublin.eu/nocne. Zarząd Transportu Miejskiego przeprasza za utrudnienia w pierwszych "
                "dniach obowiązywania zmian.",
            ),
            Good(
                "en",
                "Public Transport Authority notice: from Saturday, 7 June 2025, night lines N1, N3 and N7 will run on "
                "a new timetable. N1 buses will run every 20 minutes instead of every 30, and line N7 will be extended "
                "to the Osiedle Leśne terminus. Line N5 will not change. On Friday-to-Saturday and Saturday-to-Sunday "
                "nights, extra buses will leave the Main Station at 1:15 and 2:45. Night tickets can be bought in the "
                "app or from the driver, but drivers do not give change. Detailed timetables are available at "
                "ztm.lublin.eu/nocne. We apologise for the disruption in the first days after the changes take effect.",
            ),
        ],
        bad=[
            Slip(0, [("kierowca nie wydaje reszty", "kierowca wydaje resztę")], "negation"),
            Slip(1, [("N1 – co 20 minut", "N1 – co 15 minut")], "number"),
            Slip(2, [("ztm.lublin.eu/nocne", "ztm.lublin.pl/nocne")], "url"),
        ],
    ),
    Case(
        key="pl-faktulo-readme-eksport-jpk-fa",
        source=(
            "# Faktulo – eksport faktur\n\n"
            "Faktulo pozwala wyeksportować faktury z wybranego miesiąca do pliku JPK_FA.\n\n"
            "## Instalacja\n"
            "Wymagany jest Python 3.11 lub nowszy. Zainstaluj pakiet poleceniem `pip install faktulo`.\n\n"
            "## Użycie\n"
            "Aby wygenerować plik za marzec 2025, uruchom:\n\n"
            "```\n"
            "faktulo export --miesiac 2025-03 --format jpk\n"
            "```\n\n"
            "Plik zostanie zapisany w katalogu `./eksport`. Przed wysłaniem do urzędu skarbowego musisz sprawdzić, "
            "czy NIP sprzedawcy w pliku `config.toml` jest poprawny. Opcja `--test` powinna być używana tylko do "
            "sprawdzania pliku, nie do właściwej wysyłki."
        ),
        good=[
            Good(
                "preserve",
                "# Faktulo – eksport faktur\n\n"
                "Za pomocą Faktulo wyeksportujesz faktury z wybranego miesiąca do pliku JPK_FA.\n\n"
                "## Instalacja\n"
                "Potrzebujesz Pythona w wersji 3.11 lub nowszej. Pakiet instalujesz poleceniem `pip install faktulo`.\n\n"
                "## Użycie\n"
                "Plik za marzec 2025 wygenerujesz tak:\n\n"
                "```\n"
                "faktulo export --miesiac 2025-03 --format jpk\n"
                "```\n\n"
                "Gotowy plik trafi do katalogu `./eksport`. Zanim wyślesz go do urzędu skarbowego, musisz sprawdzić, "
                "czy NIP sprzedawcy w `config.toml` jest poprawny. Z opcji `--test` powinno się korzystać tylko do "
                "sprawdzania pliku, a nie do właściwej wysyłki.",
            ),
            Good(
                "preserve",
                "# Faktulo – eksport faktur\n\n"
                "Narzędzie Faktulo umożliwia eksport faktur z wybranego miesiąca do pliku JPK_FA.\n\n"
                "## Instalacja\n"
                "Program wymaga Pythona 3.11 lub nowszego. Instalacja odbywa się poleceniem `pip install faktulo`.\n\n"
                "## Użycie\n"
                "W celu wygenerowania pliku za marzec 2025 uruchom:\n\n"
                "```\n"
                "faktulo export --miesiac 2025-03 --format jpk\n"
                "```\n\n"
                "Wynikowy plik jest zapisywany w katalogu `./eksport`. Przed przesłaniem go do urzędu skarbowego "
                "musisz sprawdzić poprawność NIP-u sprzedawcy w pliku `config.toml`. Opcja `--test` powinna służyć "
                "wyłącznie do sprawdzania pliku, nie do właściwej wysyłki.",
            ),
            Good(
                "en",
                "# Faktulo – invoice export\n\n"
                "Faktulo lets you export invoices from a selected month to a JPK_FA file.\n\n"
                "## Installation\n"
                "Python 3.11 or newer is required. Install the package with `pip install faktulo`.\n\n"
                "## Usage\n"
                "To generate the file for March 2025, run:\n\n"
                "```\n"
                "faktulo export --miesiac 2025-03 --format jpk\n"
                "```\n\n"
                "The file will be saved in the `./eksport` directory. Before sending it to the tax office, you must "
                "check that the seller's NIP in `config.toml` is correct. The `--test` option should only be used "
                "for checking the file, not for the actual submission.",
            ),
        ],
        bad=[
            Slip(0, [("--miesiac 2025-03", "--month 2025-03")], "code"),
            Slip(
                1,
                [
                    (
                        "```\nfaktulo export --miesiac 2025-03 --format jpk\n```",
                        "faktulo export --miesiac 2025-03 --format jpk",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("you must check that", "you should check that")], "modality"),
        ],
    ),
    Case(
        key="pl-turniej-szachowy-puchar-burmistrza-zapisy",
        source=(
            "Klub Szachowy „Hetman” zaprasza na XII Otwarty Turniej Szachowy o Puchar Burmistrza, który odbędzie "
            "się w niedzielę 16 listopada 2025 r. w hali sportowej przy ul. Szkolnej 5. Turniej rozegramy systemem "
            "szwajcarskim na dystansie 7 rund, tempem 15 minut na partię plus 5 sekund na każdy ruch. Wpisowe "
            "wynosi 40 zł, a dla juniorów do lat 18 – 20 zł. Zgłoszenia przyjmujemy do 12 listopada lub do "
            "wyczerpania 120 miejsc. Zawodnicy nie muszą posiadać licencji PZSzach. Turniej zostanie zgłoszony do "
            "rankingu FIDE szachów szybkich. Odprawa techniczna rozpocznie się o 9:30, a pierwsza runda o 10:00. "
            "Zabronione jest korzystanie z telefonów komórkowych na sali gry."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na XII Otwarty Turniej Szachowy o Puchar Burmistrza! Organizuje go Klub Szachowy "
                "„Hetman”, a grać będziemy w niedzielę 16 listopada 2025 r. w hali sportowej przy ul. Szkolnej 5. "
                "Czeka Was 7 rund systemem szwajcarskim, tempo: 15 minut na partię + 5 sekund na ruch. Wpisowe to "
                "40 zł, juniorzy do lat 18 płacą 20 zł. Zapisy trwają do 12 listopada albo do wyczerpania 120 miejsc. "
                "Licencja PZSzach nie jest wymagana. Turniej zostanie zgłoszony do rankingu FIDE w szachach "
                "szybkich. Odprawa techniczna o 9:30, start pierwszej rundy o 10:00. Na sali gry nie wolno korzystać "
                "z telefonów komórkowych.",
            ),
            Good(
                "preserve",
                "XII Otwarty Turniej Szachowy o Puchar Burmistrza\n"
                "Organizator: Klub Szachowy „Hetman”\n"
                "Termin i miejsce: niedziela, 16 listopada 2025 r., hala sportowa, ul. Szkolna 5\n"
                "System: szwajcarski, 7 rund\n"
                "Tempo: 15 min na partię + 5 s na każde posunięcie\n"
                "Wpisowe: 40 zł; juniorzy do lat 18 – 20 zł\n"
                "Zgłoszenia: do 12 listopada lub do wyczerpania limitu 120 miejsc\n"
                "Licencja PZSzach: niewymagana\n"
                "Ranking: turniej zostanie zgłoszony do rankingu FIDE szachów szybkich\n"
                "Harmonogram: 9:30 – odprawa techniczna, 10:00 – I runda\n"
                "Uwaga: na sali gry obowiązuje zakaz korzystania z telefonów komórkowych.",
            ),
            Good(
                "en",
                "The “Hetman” Chess Club invites you to the 12th Open Chess Tournament for the Mayor's Cup, to be "
                "held on Sunday, 16 November 2025, in the sports hall at 5 Szkolna Street. The tournament will be "
                "played under the Swiss system over 7 rounds, with a time control of 15 minutes per game plus 5 "
                "seconds per move. The entry fee is PLN 40, or PLN 20 for juniors under 18. Entries are accepted "
                "until 12 November or until all 120 places are filled. Players do not need a PZSzach licence. The "
                "tournament will be submitted for FIDE rapid rating. The technical briefing starts at 9:30 and the "
                "first round at 10:00. Using mobile phones in the playing hall is prohibited.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Licencja PZSzach nie jest wymagana.", "Licencja PZSzach jest wymagana.")],
                "negation",
            ),
            Slip(1, [("10:00 – I runda", "10:30 – I runda")], "date"),
            Slip(2, [("over 7 rounds", "over 9 rounds")], "number"),
        ],
    ),
    Case(
        key="pl-ogrod-sensoryczny-leszno-zasady-zwiedzania",
        source=(
            "Ogród sensoryczny przy Specjalnym Ośrodku Szkolno-Wychowawczym w Lesznie jest otwarty dla "
            "zwiedzających od kwietnia do października, od wtorku do niedzieli w godzinach 10:00–18:00. Ogród "
            "podzielono na pięć stref: zapachową, dotykową, dźwiękową, smakową i wzrokową. Rośliny w strefie "
            "smakowej można zrywać i próbować, ale tylko pod nadzorem opiekuna. W pozostałych strefach prosimy "
            "niczego nie zrywać. Ścieżki są wyłożone gładką nawierzchnią, dzięki czemu powinny być dostępne dla osób "
            "na wózkach. Grupy zorganizowane powinny wcześniej uzgodnić termin wizyty. Wstęp jest bezpłatny. Według "
            "opiekunów ogrodu kontakt z przyrodą prawdopodobnie pomaga dzieciom się wyciszyć, choć nie prowadzono "
            "na ten temat badań."
        ),
        good=[
            Good(
                "preserve",
                "Ogród sensoryczny przy Specjalnym Ośrodku Szkolno-Wychowawczym w Lesznie możesz odwiedzać od "
                "kwietnia do października, od wtorku do niedzieli, między 10:00 a 18:00 – wstęp nic nie kosztuje. "
                "Ogród ma pięć stref: zapachową, dotykową, dźwiękową, smakową i wzrokową. W strefie smakowej wolno "
                "zrywać i próbować rośliny, ale wyłącznie pod nadzorem opiekuna; w pozostałych strefach prosimy "
                "niczego nie zrywać. Dzięki gładkiej nawierzchni ścieżki powinny być dostępne dla osób poruszających "
                "się na wózkach. Jeśli przychodzisz z grupą zorganizowaną, powinieneś wcześniej uzgodnić termin "
                "wizyty. Opiekunowie ogrodu uważają, że kontakt z przyrodą prawdopodobnie pomaga dzieciom się "
                "wyciszyć – choć nikt nie prowadził w tej sprawie badań.",
            ),
            Good(
                "preserve",
                "Ogród sensoryczny przy Specjalnym Ośrodku Szkolno-Wychowawczym w Lesznie\n"
                "Otwarte: kwiecień–październik, wtorek–niedziela, 10:00–18:00. Wstęp bezpłatny.\n"
                "Strefy (5): zapachowa, dotykowa, dźwiękowa, smakowa, wzrokowa.\n"
                "Zasady:\n"
                "- w strefie smakowej rośliny można zrywać i próbować, ale tylko pod nadzorem opiekuna;\n"
                "- w pozostałych strefach prosimy niczego nie zrywać;\n"
                "- grupy zorganizowane powinny wcześniej uzgodnić termin wizyty.\n"
                "Ścieżki mają gładką nawierzchnię, więc powinny być dostępne dla osób na wózkach. Zdaniem opiekunów "
                "ogrodu kontakt z przyrodą prawdopodobnie pomaga dzieciom się wyciszyć, choć nie prowadzono na ten "
                "temat badań.",
            ),
            Good(
                "en",
                "The sensory garden at the Special School and Education Centre in Leszno is open to visitors from "
                "April to October, Tuesday to Sunday, 10:00 to 18:00. It is divided into five zones: scent, touch, "
                "sound, taste and sight. Plants in the taste zone may be picked and tasted, but only under a carer's "
                "supervision. Please do not pick anything in the other zones. The paths have a smooth surface, so "
                "they should be accessible to wheelchair users. Organised groups should arrange the date of their "
                "visit in advance. Admission is free. According to the garden's keepers, contact with nature "
                "probably helps children calm down, although no research has been done on this.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Ogród ma pięć stref:",
                        "Ogród, założony w 2019 roku ze środków budżetu obywatelskiego, ma pięć stref:",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("grupy zorganizowane powinny wcześniej", "grupy zorganizowane muszą wcześniej")],
                "modality",
            ),
            Slip(2, [("contact with nature probably helps", "contact with nature helps")], "hedge"),
        ],
    ),
    Case(
        key="pl-dotacje-laki-kwietne-dla-zapylaczy",
        source=(
            "Gmina Wiązowna ogłasza drugą edycję programu „Łąka dla zapylaczy”. Mieszkańcy, wspólnoty mieszkaniowe i "
            "organizacje pozarządowe mogą otrzymać dotację na założenie łąki kwietnej o powierzchni co najmniej "
            "50 m². Maksymalna kwota dotacji to 4000 zł, przy czym dofinansowanie nie może przekroczyć 80% kosztów "
            "kwalifikowanych. Wnioski przyjmujemy od 1 do 28 lutego 2026 r. Podstawą programu jest uchwała nr "
            "XXIV/215/2025 Rady Gminy Wiązowna. Mieszanka nasion musi składać się wyłącznie z gatunków rodzimych, a "
            "łąki nie wolno kosić przed 15 lipca. Beneficjent zobowiązuje się utrzymać łąkę przez co najmniej trzy "
            "lata. Koszty zakupu sprzętu ogrodowego nie są kwalifikowane."
        ),
        good=[
            Good(
                "preserve",
                "Rusza druga edycja programu „Łąka dla zapylaczy” w Gminie Wiązowna. O dotację na założenie łąki "
                "kwietnej o powierzchni minimum 50 m² mogą się ubiegać mieszkańcy, wspólnoty mieszkaniowe oraz "
                "organizacje pozarządowe. Można dostać do 4000 zł, ale dofinansowanie nie może przekroczyć 80% "
                "kosztów kwalifikowanych. Wnioski składa się od 1 do 28 lutego 2026 r. Program opiera się na uchwale "
                "nr XXIV/215/2025 Rady Gminy Wiązowna. Mieszanka nasion musi zawierać wyłącznie gatunki rodzime, a "
                "łąki nie wolno kosić przed 15 lipca. Kto otrzyma dotację, zobowiązuje się utrzymywać łąkę przez co "
                "najmniej trzy lata. Zakup sprzętu ogrodowego nie jest kosztem kwalifikowanym.",
            ),
            Good(
                "preserve",
                "Gmina Wiązowna – program „Łąka dla zapylaczy”, edycja II\n\n"
                "Kto może złożyć wniosek: mieszkańcy, wspólnoty mieszkaniowe, organizacje pozarządowe.\n"
                "Na co: założenie łąki kwietnej o powierzchni co najmniej 50 m².\n"
                "Ile: maksymalnie 4000 zł, nie więcej niż 80% kosztów kwalifikowanych (zakup sprzętu ogrodowego nie "
                "jest kosztem kwalifikowanym).\n"
                "Nabór wniosków: 1–28 lutego 2026 r.\n\n"
                "Warunki:\n"
                "- mieszanka nasion musi składać się wyłącznie z gatunków rodzimych;\n"
                "- łąki nie wolno kosić przed 15 lipca;\n"
                "- beneficjent zobowiązuje się utrzymać łąkę przez minimum trzy lata.\n\n"
                "Podstawa prawna: uchwała nr XXIV/215/2025 Rady Gminy Wiązowna.",
            ),
            Good(
                "en",
                "Wiązowna Municipality is launching the second round of its “Meadow for Pollinators” programme. "
                "Residents, housing communities and non-governmental organisations can apply for a grant to establish "
                "a wildflower meadow of at least 50 m². The maximum grant is PLN 4,000, and funding may not exceed 80% "
                "of eligible costs. Applications will be accepted from 1 to 28 February 2026. The programme is based "
                "on Resolution No. XXIV/215/2025 of the Wiązowna Municipal Council. The seed mix must consist solely "
                "of native species, and the meadow must not be mown before 15 July. Grant recipients undertake to "
                "maintain the meadow for at least three years. The cost of buying garden equipment is not eligible.",
            ),
        ],
        bad=[
            Slip(0, [("uchwale nr XXIV/215/2025", "uchwale nr XXIV/251/2025")], "legal_reference"),
            Slip(1, [("nie więcej niż 80% kosztów", "nie więcej niż 90% kosztów")], "number"),
            Slip(
                2,
                [
                    (
                        "a wildflower meadow of at least 50 m².",
                        "a wildflower meadow of at least 50 m²; the municipality will also supply the seeds free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zielone-dachy-krakow-badanie-temperatury",
        source=(
            "Zielone dachy mogą obniżać temperaturę powierzchni budynków nawet o kilkanaście stopni. W badaniu "
            "przeprowadzonym w Krakowie w latach 2021–2023 (Nowak i Lis, 2024, „Ekologia Miasta” 12(3), s. 45–61) "
            "zmierzono temperaturę 24 dachów: 12 zielonych i 12 pokrytych papą. W upalne dni powierzchnia dachów "
            "zielonych była średnio o 18°C chłodniejsza. Autorzy szacują, że temperatura w mieszkaniach na ostatnim "
            "piętrze spadła o około 2°C, choć podkreślają, że pomiar wewnątrz budynków objął tylko osiem lokali. "
            "Wyniki nie pozwalają jeszcze ocenić wpływu zielonych dachów na temperaturę całej dzielnicy. Podobne "
            "efekty opisano wcześniej w Wiedniu (Huber, 2019)."
        ),
        good=[
            Good(
                "preserve",
                "Zielone dachy mogą sprawić, że powierzchnia budynku będzie nawet o kilkanaście stopni chłodniejsza. "
                "Pokazuje to badanie z Krakowa z lat 2021–2023 (Nowak i Lis, 2024, „Ekologia Miasta” 12(3), "
                "s. 45–61), w którym zmierzono temperaturę 24 dachów – 12 z nich było zielonych, a 12 pokrytych papą. "
                "W upały powierzchnia zielonych dachów była przeciętnie o 18°C chłodniejsza. Według szacunków autorów "
                "temperatura w mieszkaniach na ostatnim piętrze obniżyła się o mniej więcej 2°C, jednak sami "
                "zaznaczają, że wewnątrz budynków mierzono ją tylko w ośmiu lokalach. Na podstawie tych wyników nie "
                "da się jeszcze ocenić, jak zielone dachy wpływają na temperaturę całej dzielnicy. Podobne efekty "
                "opisano już wcześniej w Wiedniu (Huber, 2019).",
            ),
            Good(
                "preserve",
                "Zielone dachy mogą zmniejszać temperaturę powierzchni budynków nawet o kilkanaście stopni. Nowak i "
                "Lis (2024, „Ekologia Miasta” 12(3), s. 45–61) w latach 2021–2023 mierzyli w Krakowie temperaturę 24 "
                "dachów, z których 12 było zielonych, a 12 pokrytych papą. Podczas upałów powierzchnia dachów "
                "zielonych okazała się średnio o 18°C chłodniejsza. Autorzy szacują, że w mieszkaniach na ostatniej "
                "kondygnacji temperatura spadła o około 2°C; zastrzegają jednak, że pomiary we wnętrzach "
                "przeprowadzono jedynie w ośmiu lokalach. Na podstawie tych danych nie można na razie ocenić wpływu "
                "zielonych dachów na temperaturę w skali całej dzielnicy. Podobne efekty opisał wcześniej w Wiedniu "
                "Huber (2019).",
            ),
            Good(
                "en",
                "Green roofs may lower the surface temperature of buildings by as much as a dozen or more degrees. A study "
                "carried out in Kraków in 2021–2023 (Nowak and Lis, 2024, Ekologia Miasta 12(3), pp. 45–61) measured "
                "the temperature of 24 roofs: 12 green ones and 12 covered with roofing felt. On hot days, the surface "
                "of the green roofs was on average 18°C cooler. The authors estimate that the temperature in top-floor "
                "flats fell by about 2°C, although they stress that indoor measurements covered only eight flats. The "
                "results do not yet make it possible to assess the effect of green roofs on the temperature of a "
                "whole district. Similar effects were described earlier in Vienna (Huber, 2019).",
            ),
        ],
        bad=[
            Slip(0, [("(Nowak i Lis, 2024,", "(Nowak i Lis, 2022,")], "citation"),
            Slip(
                1,
                [
                    (
                        "Zielone dachy mogą zmniejszać temperaturę",
                        "Zielone dachy zmniejszają temperaturę",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("on average 18°C cooler", "on average 13°C cooler")], "number"),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-dawkowanie-przeciwwskazania",
        source=(
            "Dorośli i młodzież powyżej 15 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 6–8 godzin. Nie należy "
            "przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować po posiłku lub z mlekiem, "
            "aby zmniejszyć ryzyko podrażnienia żołądka. Bez konsultacji z lekarzem nie należy stosować leku dłużej "
            "niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Kobiety w trzecim trymestrze ciąży nie mogą "
            "stosować leku. Lek może powodować zawroty głowy; w takim przypadku nie należy prowadzić pojazdów. U "
            "niektórych osób mogą wystąpić reakcje alergiczne, które zwykle są łagodne, ale w rzadkich przypadkach "
            "wymagają pilnej pomocy medycznej. Osoby z chorobą wrzodową powinny skonsultować się z lekarzem przed "
            "zastosowaniem leku."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli masz ponad 15 lat, przyjmuj 1–2 tabletki (200–400 mg ibuprofenu) co 6–8 godzin, ale nie więcej "
                "niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować po jedzeniu albo popijając mlekiem – "
                "zmniejsza to ryzyko podrażnienia żołądka. Bez konsultacji z lekarzem nie stosuj go dłużej niż 3 dni "
                "przy gorączce i 5 dni przy bólu. W trzecim trymestrze ciąży nie wolno przyjmować tego leku. Lek może "
                "wywoływać zawroty głowy – jeśli się pojawią, nie prowadź pojazdów. U niektórych osób mogą wystąpić "
                "reakcje alergiczne; zwykle są łagodne, ale w rzadkich przypadkach wymagają pilnej pomocy medycznej. "
                "Jeśli chorujesz na chorobę wrzodową, przed zastosowaniem leku powinieneś skonsultować się z lekarzem.",
            ),
            Good(
                "preserve",
                "Dawkowanie: dorośli i młodzież powyżej 15 lat – 1–2 tabletki (200–400 mg ibuprofenu) co 6–8 godzin; "
                "nie więcej niż 6 tabletek (1200 mg) na dobę.\n"
                "Sposób podania: po posiłku lub z mlekiem, co zmniejsza ryzyko podrażnienia żołądka.\n"
                "Czas stosowania bez konsultacji z lekarzem: nie dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "Przeciwwskazania i ostrzeżenia:\n"
                "- kobiety w trzecim trymestrze ciąży nie mogą stosować leku;\n"
                "- osoby z chorobą wrzodową powinny przed zastosowaniem leku skonsultować się z lekarzem;\n"
                "- lek może powodować zawroty głowy – wówczas nie należy prowadzić pojazdów;\n"
                "- u niektórych osób mogą wystąpić reakcje alergiczne, zwykle łagodne, w rzadkich przypadkach "
                "wymagające pilnej pomocy medycznej.",
            ),
            Good(
                "en",
                "Adults and adolescents over 15: 1–2 tablets (200–400 mg of ibuprofen) every 6–8 hours. Do not take "
                "more than 6 tablets (1200 mg) in 24 hours. Take the medicine after a meal or with milk to reduce the "
                "risk of stomach irritation. Without consulting a doctor, do not use it for longer than 3 days for "
                "fever or 5 days for pain. Women in the third trimester of pregnancy must not use this medicine. It "
                "may cause dizziness; if it does, do not drive. Some people may experience allergic reactions, which "
                "are usually mild but in rare cases require urgent medical help. People with peptic ulcer disease "
                "should consult a doctor before using the medicine.",
            ),
        ],
        bad=[
            Slip(0, [("nie wolno przyjmować tego leku", "wolno przyjmować ten lek")], "negation"),
            Slip(
                1,
                [("powinny przed zastosowaniem leku", "mogą przed zastosowaniem leku")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "It may cause dizziness; if it does, do not drive.",
                        "It causes dizziness, so do not drive.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-raport-czytelnictwo-2024-nastolatki-ebooki",
        source=(
            "Z raportu Fundacji „Czytaj Dalej” (Wróbel i Sadowska, 2025) wynika, że 41% dorosłych Polaków "
            "przeczytało w 2024 roku co najmniej jedną książkę. Wśród nastolatków w wieku 15–19 lat odsetek ten był "
            "wyższy i wyniósł 58%. Autorki zwracają uwagę, że rosnąca popularność e-booków nie zmniejszyła liczby "
            "czytelników książek papierowych. Nie stwierdzono też wyraźnego związku między czasem spędzanym w "
            "mediach społecznościowych a czytaniem. Badanie przeprowadzono na reprezentatywnej próbie 3100 osób w "
            "październiku 2024 roku. Szersze omówienie wyników ukazało się w „Przeglądzie Bibliotecznym” (t. 93, "
            "nr 2, s. 117–134), a pełny raport można pobrać ze strony fundacji."
        ),
        good=[
            Good(
                "preserve",
                "Co najmniej jedną książkę przeczytało w 2024 roku 41% dorosłych Polaków – wynika z raportu Fundacji "
                "„Czytaj Dalej” (Wróbel i Sadowska, 2025). Nastolatki w wieku 15–19 lat wypadły lepiej: w tej "
                "grupie odsetek wyniósł 58%. Jak podkreślają autorki, coraz większa popularność e-booków nie "
                "sprawiła, że ubyło czytelników książek papierowych. Nie stwierdzono także wyraźnego związku między "
                "czasem spędzanym w mediach społecznościowych a czytaniem. Reprezentatywną próbę 3100 osób przebadano "
                "w październiku 2024 roku. Pełny raport jest do pobrania na stronie fundacji, a szersze omówienie "
                "wyników opublikował „Przegląd Biblioteczny” (t. 93, nr 2, s. 117–134).",
            ),
            Good(
                "preserve",
                "Według raportu Fundacji „Czytaj Dalej” (Wróbel i Sadowska, 2025) w 2024 roku co najmniej jedną "
                "książkę przeczytało 41% dorosłych Polaków, a wśród nastolatków w wieku 15–19 lat – 58%. Autorki "
                "zauważają, że wzrost popularności e-booków nie przełożył się na spadek liczby czytelników książek "
                "papierowych. Nie wykazano również wyraźnej zależności między czasem spędzanym w mediach "
                "społecznościowych a czytaniem. Badanie zrealizowano w październiku 2024 roku na reprezentatywnej "
                "próbie 3100 osób. Pełny raport udostępniono na stronie fundacji; szersze omówienie zawiera artykuł w "
                "„Przeglądzie Bibliotecznym” (t. 93, nr 2, s. 117–134).",
            ),
            Good(
                "en",
                "According to a report by the “Czytaj Dalej” Foundation (Wróbel and Sadowska, 2025), 41% of adult "
                "Poles read at least one book in 2024. Among teenagers aged 15–19 the share was higher, at 58%. The "
                "authors note that the growing popularity of e-books has not reduced the number of people reading "
                "printed books. Nor was any clear link found between time spent on social media and reading. The "
                "survey was carried out in October 2024 on a representative sample of 3,100 people. A more detailed "
                "discussion of the results appeared in Przegląd Biblioteczny (vol. 93, no. 2, pp. 117–134), and the "
                "full report can be downloaded from the foundation's website.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w tej grupie odsetek wyniósł 58%.",
                        "w tej grupie odsetek wyniósł 58%, a najchętniej sięgały po fantastykę.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(t. 93, nr 2, s. 117–134)", "(t. 93, nr 3, s. 117–134)")], "citation"),
            Slip(2, [("has not reduced the number", "has reduced the number")], "negation"),
        ],
    ),
    Case(
        key="pl-archiwista-kopie-zapasowe-dokumentacja-cli",
        source=(
            "## Kopie zapasowe w `archiwista`\n\n"
            "Od wersji 2.4.0 `archiwista` domyślnie tworzy kopie przyrostowe. Aby wykonać pełną kopię, dodaj flagę "
            "`--pelna`:\n\n"
            "```bash\n"
            "archiwista backup --pelna --cel /mnt/nas/kopie\n"
            "```\n\n"
            "Konfiguracja jest odczytywana z pliku `~/.config/archiwista/ustawienia.toml`. Kopie starsze niż 30 dni "
            "są usuwane automatycznie, chyba że ustawisz `retencja_dni = 0`.\n\n"
            "Uwaga: nie uruchamiaj dwóch kopii jednocześnie na tym samym katalogu docelowym.\n\n"
            "Błędy zgłaszaj na https://codeberg.org/archiwista/archiwista/issues, a pytania zadawaj na forum "
            "[forum.archiwista.dev](https://forum.archiwista.dev)."
        ),
        good=[
            Good(
                "preserve",
                "## Kopie zapasowe w `archiwista`\n\n"
                "Począwszy od wersji 2.4.0, `archiwista` domyślnie wykonuje kopie przyrostowe. Jeśli potrzebujesz "
                "pełnej kopii, użyj flagi `--pelna`:\n\n"
                "```bash\n"
                "archiwista backup --pelna --cel /mnt/nas/kopie\n"
                "```\n\n"
                "Ustawienia program wczytuje z pliku `~/.config/archiwista/ustawienia.toml`. Kopie, które mają więcej "
                "niż 30 dni, są kasowane automatycznie – chyba że ustawisz `retencja_dni = 0`.\n\n"
                "**Uwaga:** nie uruchamiaj naraz dwóch kopii na tym samym katalogu docelowym.\n\n"
                "Błędy zgłaszaj na https://codeberg.org/archiwista/archiwista/issues; z pytaniami zapraszamy na forum "
                "[forum.archiwista.dev](https://forum.archiwista.dev).",
            ),
            Good(
                "preserve",
                "## Kopie zapasowe w `archiwista`\n\n"
                "Od wersji 2.4.0 kopie przyrostowe są domyślne. Pełną kopię wykonasz z flagą `--pelna`:\n\n"
                "```bash\n"
                "archiwista backup --pelna --cel /mnt/nas/kopie\n"
                "```\n\n"
                "Warto wiedzieć:\n"
                "- konfiguracja: `~/.config/archiwista/ustawienia.toml`;\n"
                "- kopie starsze niż 30 dni są automatycznie usuwane – aby temu zapobiec, ustaw `retencja_dni = 0`;\n"
                "- nie uruchamiaj jednocześnie dwóch kopii na tym samym katalogu docelowym;\n"
                "- błędy: https://codeberg.org/archiwista/archiwista/issues, pytania: "
                "[forum.archiwista.dev](https://forum.archiwista.dev).",
            ),
            Good(
                "en",
                "## Backups in `archiwista`\n\n"
                "Since version 2.4.0, `archiwista` makes incremental backups by default. To make a full backup, add "
                "the `--pelna` flag:\n\n"
                "```bash\n"
                "archiwista backup --pelna --cel /mnt/nas/kopie\n"
                "```\n\n"
                "Configuration is read from `~/.config/archiwista/ustawienia.toml`. Backups older than 30 days are "
                "deleted automatically unless you set `retencja_dni = 0`.\n\n"
                "Note: do not run two backups at the same time on the same target directory.\n\n"
                "Report bugs at https://codeberg.org/archiwista/archiwista/issues and ask questions on the forum at "
                "[forum.archiwista.dev](https://forum.archiwista.dev).",
            ),
        ],
        bad=[
            Slip(0, [("`retencja_dni = 0`", "`retencja = 0`")], "code"),
            Slip(
                1,
                [("[forum.archiwista.dev](https://forum.archiwista.dev)", "forum.archiwista.dev")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://codeberg.org/archiwista/archiwista/issues",
                        "https://github.com/archiwista/archiwista/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-newsletter-herbaciarni",
        source=(
            "Administratorem Twoich danych osobowych jest Herbaciarnia Liść sp. z o.o. z siedzibą w Gdańsku. Dane "
            "przetwarzamy w celu wysyłki newslettera na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Podanie "
            "adresu e-mail jest dobrowolne, ale bez niego nie możemy wysyłać Ci newslettera. Zgodę możesz wycofać w "
            "dowolnym momencie, klikając link w stopce wiadomości lub pisząc na adres iod@herbaciarnialisc.pl – w "
            "takim zgłoszeniu powinieneś podać adres, na który otrzymujesz newsletter. Dane przechowujemy do czasu "
            "wycofania zgody. Masz prawo dostępu do danych, ich sprostowania i usunięcia oraz prawo wniesienia skargi "
            "do Prezesa UODO. Nie przekazujemy danych poza Europejski Obszar Gospodarczy i nie wykorzystujemy ich do "
            "profilowania."
        ),
        good=[
            Good(
                "preserve",
                "Twoimi danymi osobowymi administruje Herbaciarnia Liść sp. z o.o. z siedzibą w Gdańsku. "
                "Wykorzystujemy je, aby wysyłać Ci newsletter, a podstawą jest Twoja zgoda (art. 6 ust. 1 lit. a "
                "RODO). Nie musisz podawać adresu e-mail, ale bez niego nie możemy wysyłać Ci newslettera. Zgodę "
                "możesz wycofać, kiedy tylko zechcesz: kliknij link w stopce wiadomości albo napisz na "
                "iod@herbaciarnialisc.pl. W takiej wiadomości powinieneś podać adres, na który przychodzi newsletter. "
                "Dane przechowujemy, dopóki nie wycofasz zgody. Masz prawo uzyskać dostęp do swoich danych, sprostować "
                "je lub usunąć, a także złożyć skargę do Prezesa UODO. Nie przekazujemy danych poza Europejski Obszar "
                "Gospodarczy i nie wykorzystujemy ich do profilowania.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n"
                "1. Administrator: Herbaciarnia Liść sp. z o.o. z siedzibą w Gdańsku.\n"
                "2. Cel i podstawa przetwarzania: wysyłka newslettera na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO).\n"
                "3. Podanie adresu e-mail jest dobrowolne, jednak bez niego nie możemy wysyłać Ci newslettera.\n"
                "4. Zgodę możesz wycofać w dowolnym momencie – za pomocą linku w stopce wiadomości lub pisząc na adres "
                "iod@herbaciarnialisc.pl; w zgłoszeniu powinieneś wskazać adres, na który otrzymujesz newsletter.\n"
                "5. Okres przechowywania danych: do czasu wycofania zgody.\n"
                "6. Przysługuje Ci prawo dostępu do danych, ich sprostowania i usunięcia oraz prawo wniesienia skargi "
                "do Prezesa UODO.\n"
                "7. Dane nie są przekazywane poza Europejski Obszar Gospodarczy ani wykorzystywane do profilowania.",
            ),
            Good(
                "en",
                "The controller of your personal data is Herbaciarnia Liść sp. z o.o., based in Gdańsk. We process "
                "your data to send you our newsletter, on the basis of your consent (Article 6(1)(a) GDPR). Providing "
                "your e-mail address is voluntary, but without it we cannot send you the newsletter. You can withdraw "
                "your consent at any time by clicking the link in the footer of a message or by writing to "
                "iod@herbaciarnialisc.pl; in that message you should give the address at which you receive the "
                "newsletter. We keep your data until you withdraw your consent. You have the right to access, rectify "
                "and erase your data and to lodge a complaint with the President of the Personal Data Protection "
                "Office (UODO). We do not transfer your data outside the European Economic Area and do not use it "
                "for profiling.",
            ),
        ],
        bad=[
            Slip(0, [("iod@herbaciarnialisc.pl", "iod@herbaciarnia-lisc.pl")], "url"),
            Slip(
                1, [("w zgłoszeniu powinieneś wskazać", "w zgłoszeniu musisz wskazać")], "modality"
            ),
            Slip(2, [("(Article 6(1)(a) GDPR)", "(Article 6(1)(f) GDPR)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-grodzisko-wisniowa-gora-historia-badan",
        source=(
            "Grodzisko w Wiśniowej Górze po raz pierwszy przebadali archeolodzy w latach 1958–1961 pod kierunkiem "
            "Henryka Zielińskiego. Na podstawie znalezionej ceramiki datowano je wówczas na IX–X wiek. Nowsze badania "
            "dendrochronologiczne (Kowalczyk, 2017, „Archeologia Polski Środkowej” t. 28, s. 203–219) wskazują, że "
            "wały zostały prawdopodobnie wzniesione około 940 roku. Osada mogła liczyć od 150 do 200 mieszkańców. Nie "
            "wiadomo, dlaczego grodzisko opuszczono; jedna z hipotez wiąże to z pożarem, którego ślady odkryto w "
            "warstwie z połowy XI wieku. Teren jest objęty ochroną konserwatorską i nie wolno prowadzić na nim "
            "poszukiwań z wykrywaczem metali."
        ),
        good=[
            Good(
                "preserve",
                "Pierwsze badania archeologiczne grodziska w Wiśniowej Górze przeprowadzono w latach 1958–1961; "
                "kierował nimi Henryk Zieliński. Ówcześni badacze, opierając się na znalezionej ceramice, datowali "
                "obiekt na IX–X wiek. Według nowszych analiz dendrochronologicznych (Kowalczyk, 2017, „Archeologia "
                "Polski Środkowej” t. 28, s. 203–219) wały prawdopodobnie usypano około 940 roku. W osadzie mogło "
                "mieszkać od 150 do 200 osób. Przyczyna opuszczenia grodziska pozostaje nieznana – jedna z hipotez "
                "łączy ją z pożarem, którego ślady znaleziono w warstwie z połowy XI wieku. Teren znajduje się pod "
                "ochroną konserwatorską, a poszukiwania z wykrywaczem metali są tu zabronione.",
            ),
            Good(
                "preserve",
                "Grodzisko w Wiśniowej Górze\n\n"
                "Archeolodzy pod kierunkiem Henryka Zielińskiego badali to miejsce po raz pierwszy w latach 1958–1961 "
                "i na podstawie znalezionej ceramiki datowali je na IX–X wiek. Nowsze datowanie dendrochronologiczne "
                "(Kowalczyk, 2017, „Archeologia Polski Środkowej” t. 28, s. 203–219) wskazuje, że wały powstały "
                "prawdopodobnie około 940 roku. Gród mógł zamieszkiwać od 150 do 200 ludzi. Nie wiadomo, czemu go "
                "opuszczono – według jednej z hipotez przyczyną był pożar, którego ślady odkryto w warstwie z połowy "
                "XI wieku.\n\n"
                "Teren objęty ochroną konserwatorską. Poszukiwania z wykrywaczem metali są zabronione.",
            ),
            Good(
                "en",
                "The hillfort at Wiśniowa Góra was first excavated in 1958–1961 by archaeologists led by Henryk "
                "Zieliński. At the time, it was dated to the 9th–10th century on the basis of the pottery found. More "
                "recent dendrochronological research (Kowalczyk, 2017, Archeologia Polski Środkowej vol. 28, "
                "pp. 203–219) indicates that the ramparts were probably built around 940. The settlement may have had "
                "between 150 and 200 inhabitants. It is not known why the hillfort was abandoned; one hypothesis links "
                "this to a fire whose traces were found in a layer from the mid-11th century. The site is under "
                "heritage protection, and searching it with metal detectors is prohibited.",
            ),
        ],
        bad=[
            Slip(0, [("w latach 1958–1961", "w latach 1968–1971")], "date"),
            Slip(
                1,
                [("wały powstały prawdopodobnie około 940 roku", "wały powstały w 940 roku")],
                "hedge",
            ),
            Slip(2, [("(Kowalczyk, 2017,", "(Kowalski, 2017,")], "citation"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-energetyczna-fotowoltaika-walne-zgromadzenie",
        source=(
            "Spółdzielnia energetyczna „Słoneczne Pole” planuje budowę instalacji fotowoltaicznej o mocy 499 kW na "
            "dzierżawionej działce w Gołuchowie. Według wstępnych obliczeń instalacja pokryje około 70% rocznego "
            "zapotrzebowania członków na energię. Każdy członek musi wnieść udział w wysokości 2500 zł; osoby, które "
            "dołączą po 31 grudnia, zapłacą dodatkowo wpisowe 300 zł. Członkowie mogą zadeklarować zakup "
            "dodatkowych udziałów, ale nie więcej niż pięciu. Decyzję o rozpoczęciu inwestycji podejmie walne "
            "zgromadzenie, które zbierze się 18 października o 17:00 w świetlicy wiejskiej. Pełnomocnictwo do "
            "głosowania należy złożyć na piśmie najpóźniej dzień przed zebraniem."
        ),
        good=[
            Good(
                "preserve",
                "Spółdzielnia energetyczna „Słoneczne Pole” chce zbudować na dzierżawionej działce w Gołuchowie "
                "instalację fotowoltaiczną o mocy 499 kW. Wstępne obliczenia wskazują, że pokryje ona mniej więcej "
                "70% rocznego zapotrzebowania członków na energię. Udział wynosi 2500 zł i każdy członek ma obowiązek "
                "go wnieść; kto przystąpi do spółdzielni po 31 grudnia, zapłaci dodatkowo 300 zł wpisowego. Członkowie "
                "mogą zadeklarować zakup dodatkowych udziałów – maksymalnie pięciu. O tym, czy inwestycja ruszy, "
                "zdecyduje walne zgromadzenie, które zbierze się 18 października o 17:00 w świetlicy wiejskiej. "
                "Pełnomocnictwo do głosowania trzeba złożyć na piśmie najpóźniej dzień przed zebraniem.",
            ),
            Good(
                "preserve",
                "Co planujemy?\n"
                "Instalację fotowoltaiczną o mocy 499 kW na dzierżawionej działce w Gołuchowie. Według wstępnych "
                "obliczeń pokryje ona około 70% rocznego zapotrzebowania członków spółdzielni energetycznej "
                "„Słoneczne Pole” na energię.\n\n"
                "Ile to kosztuje?\n"
                "Jako członek musisz wnieść udział w wysokości 2500 zł. Jeśli dołączysz po 31 grudnia, zapłacisz "
                "dodatkowo 300 zł wpisowego. Możesz też zadeklarować zakup dodatkowych udziałów, jednak nie więcej niż "
                "pięciu.\n\n"
                "Kto zdecyduje o rozpoczęciu inwestycji?\n"
                "Walne zgromadzenie – 18 października o 17:00 w świetlicy wiejskiej. Pełnomocnictwo do głosowania "
                "należy złożyć na piśmie najpóźniej dzień przed zebraniem.",
            ),
            Good(
                "en",
                "The “Słoneczne Pole” energy cooperative is planning to build a 499 kW photovoltaic installation on a "
                "leased plot in Gołuchów. According to preliminary calculations, it will cover about 70% of members' "
                "annual energy demand. Every member must contribute a share of PLN 2,500; those who join after 31 "
                "December will also pay an entry fee of PLN 300. Members may declare the purchase of additional "
                "shares, but no more than five. The decision to start the investment will be taken by the general "
                "meeting, which will convene on 18 October at 17:00 in the village community hall. Voting proxies "
                "must be submitted in writing no later than the day before the meeting.",
            ),
        ],
        bad=[
            Slip(0, [("Udział wynosi 2500 zł", "Udział wynosi 2000 zł")], "number"),
            Slip(
                1,
                [("Jako członek musisz wnieść udział", "Jako członek możesz wnieść udział")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "in the village community hall.",
                        "in the village community hall, where a representative of the grid operator will present the connection terms.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-ostrow-adopcja-psow-kotow",
        source=(
            "Schronisko dla Zwierząt w Ostrowie zaprasza do adopcji psów i kotów. Przed adopcją przyszły opiekun "
            "musi odbyć rozmowę z pracownikiem schroniska i przynajmniej dwa razy odwiedzić wybrane zwierzę. Nie "
            "wydajemy zwierząt osobom niepełnoletnim. Wszystkie psy są zaszczepione, zaczipowane i wykastrowane, a "
            "koty dodatkowo przebadane w kierunku FIV i FeLV. Adopcja jest bezpłatna, ale prosimy o dobrowolną "
            "darowiznę na rzecz schroniska. Po adopcji nasz wolontariusz może odwiedzić zwierzę w nowym domu, aby "
            "sprawdzić, jak sobie radzi. Jeśli adopcja się nie uda, zwierzę można zwrócić do schroniska – nie wolno "
            "go jednak oddawać innym osobom ani porzucać. Schronisko jest czynne od poniedziałku do soboty w godz. "
            "11:00–16:00."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz adoptować psa lub kota? Schronisko dla Zwierząt w Ostrowie serdecznie zaprasza. Zanim "
                "zabierzesz zwierzę do domu, musisz porozmawiać z pracownikiem schroniska i co najmniej dwukrotnie "
                "odwiedzić wybranego podopiecznego. Osobom niepełnoletnim zwierząt nie wydajemy. Wszystkie psy są "
                "zaszczepione, zaczipowane i wykastrowane, a koty dodatkowo przebadane pod kątem FIV i FeLV. Za "
                "adopcję nic nie płacisz, choć prosimy o dobrowolną darowiznę na rzecz schroniska. Po adopcji nasz "
                "wolontariusz może odwiedzić zwierzę w nowym domu, żeby sprawdzić, jak sobie radzi. Jeśli adopcja się "
                "nie uda, możesz oddać zwierzę z powrotem do schroniska, ale nie wolno przekazywać go innym osobom ani "
                "go porzucać. Jesteśmy otwarci od poniedziałku do soboty, w godzinach 11:00–16:00.",
            ),
            Good(
                "preserve",
                "Adopcja w Schronisku dla Zwierząt w Ostrowie – zasady\n"
                "Zapraszamy do adopcji psów i kotów.\n"
                "1. Przed adopcją przyszły opiekun musi odbyć rozmowę z pracownikiem schroniska oraz co najmniej dwa "
                "razy odwiedzić wybrane zwierzę.\n"
                "2. Zwierzęta nie są wydawane osobom niepełnoletnim.\n"
                "3. Wszystkie psy są zaszczepione, zaczipowane i wykastrowane; koty mają ponadto wykonane badania w "
                "kierunku FIV i FeLV.\n"
                "4. Adopcja jest bezpłatna; prosimy o dobrowolną darowiznę na rzecz schroniska.\n"
                "5. Po adopcji wolontariusz schroniska może odwiedzić zwierzę w nowym domu, aby sprawdzić, jak sobie "
                "radzi.\n"
                "6. W razie nieudanej adopcji zwierzę można zwrócić do schroniska; nie wolno go oddawać innym osobom "
                "ani porzucać.\n"
                "Godziny otwarcia: poniedziałek–sobota, 11:00–16:00.",
            ),
            Good(
                "en",
                "The Ostrów Animal Shelter invites you to adopt dogs and cats. Before adopting, the future owner must "
                "have an interview with a member of the shelter staff and visit the chosen animal at least twice. We "
                "do not release animals to minors. All dogs are vaccinated, microchipped and neutered, and cats are "
                "also tested for FIV and FeLV. Adoption is free, but we ask for a voluntary donation to the shelter. "
                "After the adoption, one of our volunteers may visit the animal in its new home to see how it is "
                "getting on. If the adoption does not work out, the animal can be returned to the shelter, but it must "
                "not be passed on to other people or abandoned. The shelter is open Monday to Saturday, 11:00 to 16:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Osobom niepełnoletnim zwierząt nie wydajemy.",
                        "Osobom niepełnoletnim również wydajemy zwierzęta.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "przyszły opiekun musi odbyć rozmowę",
                        "przyszły opiekun powinien odbyć rozmowę",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "All dogs are vaccinated, microchipped and neutered, and cats are also tested for FIV and FeLV. Adoption is free, but we ask for a voluntary donation to the shelter.",
                        "Wszystkie psy są zaszczepione, zaczipowane i wykastrowane, a koty dodatkowo przebadane w kierunku FIV i FeLV. Adopcja jest bezpłatna, ale prosimy o dobrowolną darowiznę na rzecz schroniska.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-wezbranie-nysy-klodzkiej",
        source=(
            "Centrum Zarządzania Kryzysowego Powiatu Kłodzkiego informuje, że w związku z intensywnymi opadami "
            "poziom Nysy Kłodzkiej w Kłodzku może w ciągu najbliższych 24 godzin przekroczyć stan alarmowy o "
            "40–60 cm. Kulminacja fali spodziewana jest prawdopodobnie w czwartek wieczorem. Mieszkańcy terenów "
            "zalewowych powinni przenieść cenne rzeczy na wyższe kondygnacje i przygotować dokumenty oraz leki. Nie "
            "należy wjeżdżać samochodem na zalane drogi ani zbliżać się do brzegów rzeki. Worki z piaskiem można "
            "odebrać bezpłatnie w remizie OSP przy ul. Wojska Polskiego 8. Ewakuacja na razie nie jest planowana. "
            "Aktualne komunikaty publikujemy co trzy godziny; w sytuacji zagrożenia życia dzwoń pod numer 112."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga! Z powodu intensywnych opadów poziom Nysy Kłodzkiej w Kłodzku w ciągu najbliższych 24 godzin "
                "może przekroczyć stan alarmowy o 40–60 cm – informuje Centrum Zarządzania Kryzysowego Powiatu "
                "Kłodzkiego. Kulminacji fali spodziewamy się prawdopodobnie w czwartek wieczorem. Jeśli mieszkasz na "
                "terenie zalewowym, powinieneś przenieść cenne rzeczy na wyższe piętra i przygotować dokumenty oraz "
                "leki. Nie wjeżdżaj samochodem na zalane drogi i nie zbliżaj się do brzegów rzeki. Worki z piaskiem "
                "odbierzesz bezpłatnie w remizie OSP przy ul. Wojska Polskiego 8. Na razie nie planujemy ewakuacji. "
                "Komunikaty aktualizujemy co trzy godziny, a gdy zagrożone jest życie, dzwoń pod numer 112.",
            ),
            Good(
                "preserve",
                "Komunikat Centrum Zarządzania Kryzysowego Powiatu Kłodzkiego\n\n"
                "Intensywne opady sprawiają, że w ciągu najbliższych 24 godzin poziom Nysy Kłodzkiej w Kłodzku może "
                "przekroczyć stan alarmowy o 40–60 cm. Kulminacja fali nastąpi prawdopodobnie w czwartek wieczorem.\n\n"
                "Mieszkańcy terenów zalewowych powinni:\n"
                "- przenieść cenne rzeczy na wyższe kondygnacje,\n"
                "- przygotować dokumenty oraz leki.\n\n"
                "Nie należy wjeżdżać samochodem na zalane drogi ani zbliżać się do brzegów rzeki. Worki z piaskiem: "
                "bezpłatnie w remizie OSP, ul. Wojska Polskiego 8. Ewakuacja: na razie nie jest planowana. Kolejne "
                "komunikaty co trzy godziny; w razie zagrożenia życia dzwoń pod 112.",
            ),
            Good(
                "en",
                "The Kłodzko County Crisis Management Centre advises that, due to heavy rainfall, the level of the "
                "Nysa Kłodzka in Kłodzko may exceed the alarm level by 40–60 cm within the next 24 hours. The flood "
                "crest is expected, probably on Thursday evening. Residents of flood-prone areas should move "
                "valuables to higher floors and prepare documents and medicines. Do not drive onto flooded roads or go "
                "near the riverbanks. Sandbags can be collected free of charge at the volunteer fire station at 8 "
                "Wojska Polskiego Street. No evacuation is planned for now. We publish updates every three hours; if "
                "life is at risk, call 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w ciągu najbliższych 24 godzin może przekroczyć",
                        "w ciągu najbliższych 24 godzin przekroczy",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("stan alarmowy o 40–60 cm", "stan alarmowy o 40–80 cm")], "number"),
            Slip(
                2,
                [("No evacuation is planned for now.", "An evacuation is planned for now.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kurs-niemieckiego-b1-wieczorowy-zapisy",
        source=(
            "Studium Języków Obcych zaprasza na wieczorowy kurs języka niemieckiego na poziomie B1. Zajęcia będą "
            "odbywać się we wtorki i czwartki od 18:00 do 19:30, od 7 października 2025 r. do 28 maja 2026 r., "
            "łącznie 120 godzin lekcyjnych. Grupy liczą maksymalnie 12 osób. Przed zapisem trzeba napisać test "
            "poziomujący online; osoby, które uzyskają mniej niż 60% punktów, zostaną skierowane na kurs A2. Cena "
            "kursu wynosi 1850 zł i można ją rozłożyć na dwie raty. Na zakończenie uczestnicy mogą przystąpić do "
            "egzaminu wewnętrznego, ale nie jest on obowiązkowy. Zapisy trwają do 26 września."
        ),
        good=[
            Good(
                "preserve",
                "Studium Języków Obcych zaprasza Cię na wieczorowy kurs niemieckiego na poziomie B1. Spotykamy się we "
                "wtorki i czwartki w godzinach 18:00–19:30 – od 7 października 2025 r. do 28 maja 2026 r., w sumie "
                "120 godzin lekcyjnych. W grupie będzie najwyżej 12 osób. Zanim się zapiszesz, musisz napisać test "
                "poziomujący online; jeśli zdobędziesz mniej niż 60% punktów, skierujemy Cię na kurs A2. Kurs kosztuje "
                "1850 zł, a płatność możesz rozłożyć na dwie raty. Na koniec możesz podejść do egzaminu "
                "wewnętrznego, ale nie musisz. Zapisy potrwają do 26 września.",
            ),
            Good(
                "preserve",
                "Kurs języka niemieckiego B1 (wieczorowy) – Studium Języków Obcych\n"
                "- Termin: wtorki i czwartki, 18:00–19:30, od 7.10.2025 do 28.05.2026 (łącznie 120 godzin lekcyjnych)\n"
                "- Wielkość grupy: do 12 osób\n"
                "- Warunek zapisu: test poziomujący online; wynik poniżej 60% punktów oznacza skierowanie na kurs A2\n"
                "- Cena: 1850 zł, z możliwością rozłożenia na dwie raty\n"
                "- Egzamin wewnętrzny na zakończenie: dobrowolny\n"
                "- Zapisy: do 26 września",
            ),
            Good(
                "en",
                "The Foreign Language Centre invites you to an evening German course at B1 level. Classes will be held "
                "on Tuesdays and Thursdays from 6:00 to 7:30 p.m., from 7 October 2025 to 28 May 2026, for a total of "
                "120 teaching hours. Groups have no more than 12 people. Before enrolling, you must take an online "
                "placement test; anyone scoring below 60% will be directed to the A2 course. The course costs "
                "PLN 1,850 and can be paid in two instalments. At the end, participants may take an internal exam, "
                "but it is not compulsory. Enrolment is open until 26 September.",
            ),
        ],
        bad=[
            Slip(
                0, [("Zapisy potrwają do 26 września.", "Zapisy potrwają do 16 września.")], "date"
            ),
            Slip(1, [("Wielkość grupy: do 12 osób", "Wielkość grupy: do 15 osób")], "number"),
            Slip(
                2,
                [
                    (
                        "an evening German course at B1 level.",
                        "an evening German course at B1 level, taught by a native speaker from Vienna.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 60: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-loty-dronem-park-krajobrazowy",
        source=(
            "Loty dronem na terenie Mazowieckiego Parku Krajobrazowego są dozwolone wyłącznie po uzyskaniu pisemnej zgody dyrektora parku. "
            "Wniosek należy złożyć co najmniej 14 dni przed planowanym lotem, przez formularz na stronie www.mpk.pl/drony lub osobiście w siedzibie parku w Celestynowie. "
            "Zgodnie z art. 17 ust. 1 pkt 14 ustawy o ochronie przyrody w parku nie wolno płoszyć dziko występujących zwierząt, dlatego w okresie lęgowym, od 1 marca do 31 lipca, zgody na loty nad rezerwatami nie są wydawane. "
            "Operator musi utrzymywać drona w zasięgu wzroku i nie może przekraczać wysokości 120 m. "
            "Dron o masie powyżej 250 g musi być zarejestrowany w systemie ULC. "
            "Za naruszenie zasad grozi grzywna do 5000 zł."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz polatać dronem w Mazowieckim Parku Krajobrazowym? Oto najważniejsze zasady:\n"
                "- Potrzebujesz pisemnej zgody dyrektora parku – bez niej lot jest niedozwolony.\n"
                "- Wniosek złóż najpóźniej 14 dni przed planowanym lotem: przez formularz na www.mpk.pl/drony albo osobiście w siedzibie parku w Celestynowie.\n"
                "- Od 1 marca do 31 lipca trwa okres lęgowy i zgody na loty nad rezerwatami nie są wtedy wydawane. Wynika to z art. 17 ust. 1 pkt 14 ustawy o ochronie przyrody, który zakazuje płoszenia dziko występujących zwierząt w parku.\n"
                "- Dron musi pozostawać w zasięgu wzroku operatora, a wysokość lotu nie może przekroczyć 120 m.\n"
                "- Jeśli Twój dron waży ponad 250 g, musi być zarejestrowany w systemie ULC.\n"
                "Naruszenie tych zasad grozi grzywną do 5000 zł.",
            ),
            Good(
                "preserve",
                "Warunkiem wykonywania lotów dronem w Mazowieckim Parku Krajobrazowym jest pisemna zgoda dyrektora parku, o którą należy wystąpić nie później niż 14 dni przed terminem lotu – za pośrednictwem formularza dostępnego pod adresem www.mpk.pl/drony lub osobiście w siedzibie parku w Celestynowie. "
                "Ponieważ art. 17 ust. 1 pkt 14 ustawy o ochronie przyrody zakazuje płoszenia dziko występujących zwierząt na terenie parku, w okresie lęgowym (1 marca – 31 lipca) zgód na przeloty nad rezerwatami się nie wydaje. "
                "Operator ma obowiązek utrzymywać drona w zasięgu wzroku, a pułap lotu nie może przekraczać 120 m. "
                "Drony o masie przekraczającej 250 g muszą być zarejestrowane w systemie ULC. "
                "Naruszenie zasad zagrożone jest grzywną w wysokości do 5000 zł.",
            ),
            Good(
                "en",
                "Drone flights in the Mazowiecki Landscape Park are allowed only with the written consent of the park director. "
                "You must submit your application at least 14 days before the planned flight, either through the form at www.mpk.pl/drony or in person at the park office in Celestynów. "
                "Article 17(1)(14) of the Nature Conservation Act prohibits disturbing wild animals in the park, so during the breeding season, from March 1 to July 31, no permits are issued for flights over nature reserves. "
                "The operator must keep the drone within visual line of sight and must not exceed an altitude of 120 m. "
                "Drones weighing more than 250 g must be registered in the ULC system. "
                "Breaking these rules is punishable by a fine of up to PLN 5,000.",
            ),
        ],
        bad=[
            Slip(0, [("ponad 250 g", "ponad 500 g")], "number"),
            Slip(1, [("art. 17 ust. 1 pkt 14", "art. 15 ust. 1 pkt 14")], "legal_reference"),
            Slip(2, [("no permits are issued", "permits are issued")], "negation"),
        ],
    ),
    Case(
        key="pl-warsztaty-ceramiki-dla-seniorow",
        source=(
            "Warsztaty ceramiki dla seniorów odbywają się w każdą środę od 10:00 do 12:30 w pracowni Domu Kultury „Orzeł” przy ul. Lipowej 8. "
            "Mogą w nich uczestniczyć osoby, które ukończyły 60 lat. "
            "Zapisy przyjmujemy do 15 września 2025 r. w sekretariacie lub pod numerem 22 614 30 12. "
            "Opłata za cały semestr wynosi 180 zł i obejmuje glinę, szkliwa oraz dwukrotne wypalanie prac. "
            "Uczestnicy powinni przynieść fartuch i ręcznik. "
            "Prace, które nie zostaną odebrane w ciągu 30 dni od zakończenia semestru, mogą zostać przekazane na kiermasz charytatywny. "
            "Osoby z problemami zdrowotnymi powinny przed zapisem skonsultować się z prowadzącą, ponieważ praca przy kole garncarskim wymaga dłuższego siedzenia."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy seniorów na warsztaty ceramiki! Spotykamy się w każdą środę w godz. 10.00–12.30 w pracowni Domu Kultury „Orzeł” przy ul. Lipowej 8. "
                "Udział mogą wziąć osoby, które ukończyły 60 lat.\n\n"
                "Zapisać się można do 15 września 2025 r. – w sekretariacie lub telefonicznie pod numerem 22 614 30 12. "
                "Semestr kosztuje 180 zł, a w cenie są glina, szkliwa i dwukrotne wypalanie prac. "
                "Każdy uczestnik powinien przynieść fartuch i ręcznik.\n\n"
                "Jeśli mają Państwo problemy zdrowotne, przed zapisem powinni Państwo skonsultować się z prowadzącą, bo przy kole garncarskim siedzi się dość długo. "
                "Prace nieodebrane w ciągu 30 dni od zakończenia semestru mogą zostać przekazane na kiermasz charytatywny.",
            ),
            Good(
                "preserve",
                "Warsztaty ceramiki dla seniorów – najważniejsze informacje:\n"
                "• termin: każda środa, 10:00–12:30;\n"
                "• miejsce: pracownia Domu Kultury „Orzeł”, ul. Lipowa 8;\n"
                "• dla kogo: osoby, które ukończyły 60 lat;\n"
                "• zapisy: do 15.09.2025 r. w sekretariacie lub pod nr. tel. 22 614 30 12;\n"
                "• opłata: 180 zł za semestr (glina, szkliwa i dwukrotne wypalanie prac w cenie);\n"
                "• co zabrać: uczestnicy powinni przynieść fartuch i ręcznik.\n"
                "Osoby z problemami zdrowotnymi powinny przed zapisaniem się porozmawiać z prowadzącą, ponieważ praca przy kole garncarskim wymaga dłuższego siedzenia. "
                "Prace nieodebrane w ciągu 30 dni od końca semestru mogą zostać przekazane na kiermasz charytatywny.",
            ),
            Good(
                "en",
                "Ceramics workshops for seniors take place every Wednesday from 10:00 a.m. to 12:30 p.m. in the studio of the Orzeł Cultural Centre at 8 Lipowa Street. "
                "They are open to people who have turned 60. "
                "Registration is open until September 15, 2025, at the office or by phone at 22 614 30 12. "
                "The fee for the whole semester is PLN 180 and covers clay, glazes and two firings of your work. "
                "Participants should bring an apron and a towel. "
                "Pieces not collected within 30 days of the end of the semester may be donated to a charity fair. "
                "If you have health problems, you should talk to the instructor before signing up, as working at the potter's wheel involves sitting for long periods.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Semestr kosztuje 180 zł, a w cenie",
                        "Semestr kosztuje 180 zł (posiadacze Karty Seniora płacą połowę), a w cenie",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("do 15.09.2025 r.", "do 25.09.2025 r.")], "date"),
            Slip(
                2,
                [("Participants should bring an apron", "Participants must bring an apron")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kociol-pellet-czyszczenie-palnika",
        source=(
            "Palnik kotła należy czyścić co 7 dni, a przy pellecie gorszej jakości nawet co 3–4 dni. "
            "Przed rozpoczęciem czyszczenia wyłącz kocioł przyciskiem STOP i odczekaj co najmniej 30 minut, aż temperatura wymiennika spadnie poniżej 40°C. "
            "Nie otwieraj drzwiczek komory spalania podczas pracy palnika. "
            "Popielnik opróżniaj, gdy zapełni się mniej więcej do dwóch trzecich. "
            "Stosuj wyłącznie pellet o średnicy 6 mm i wilgotności poniżej 10%, zgodny z normą EN plus A1. "
            "Zbyt wilgotne paliwo prawdopodobnie spowoduje spiekanie się popiołu i może doprowadzić do zablokowania podajnika. "
            "Raz w roku, najlepiej przed sezonem grzewczym, przegląd kotła powinien wykonać autoryzowany serwisant; w przeciwnym razie gwarancja może zostać unieważniona."
        ),
        good=[
            Good(
                "preserve",
                "Czyszczenie i konserwacja kotła – krok po kroku:\n"
                "1. Palnik czyść co 7 dni, czyli raz w tygodniu. Jeśli palisz pelletem gorszej jakości, rób to nawet co 3–4 dni.\n"
                "2. Przed czyszczeniem wyłącz kocioł przyciskiem STOP i odczekaj minimum 30 minut, aż wymiennik ostygnie poniżej 40°C.\n"
                "3. Gdy palnik pracuje, nie otwieraj drzwiczek komory spalania.\n"
                "4. Opróżniaj popielnik, kiedy jest zapełniony mniej więcej w dwóch trzecich.\n"
                "5. Używaj tylko pelletu o średnicy 6 mm i wilgotności poniżej 10%, spełniającego normę EN plus A1 – zbyt wilgotne paliwo prawdopodobnie spowoduje spiekanie popiołu i może zablokować podajnik.\n"
                "6. Raz w roku, najlepiej przed sezonem grzewczym, przegląd powinien wykonać autoryzowany serwisant. Bez tego gwarancja może zostać unieważniona.",
            ),
            Good(
                "preserve",
                "Należy stosować wyłącznie pellet o średnicy 6 mm i wilgotności niższej niż 10%, spełniający normę EN plus A1. "
                "Paliwo o zbyt dużej wilgotności prawdopodobnie spowoduje spiekanie się popiołu i może doprowadzić do zablokowania podajnika. "
                "Palnik trzeba czyścić co tydzień (co 7 dni), a w przypadku pelletu gorszej jakości nawet co 3–4 dni. "
                "Przed przystąpieniem do czyszczenia należy wyłączyć kocioł przyciskiem STOP i odczekać przynajmniej 30 minut, aż wymiennik schłodzi się poniżej 40°C. "
                "Drzwiczek komory spalania nie wolno otwierać, gdy palnik pracuje. "
                "Popielnik opróżnia się, gdy jest pełny mniej więcej w dwóch trzecich. "
                "Coroczny przegląd – najlepiej przed sezonem grzewczym – powinien przeprowadzić autoryzowany serwisant; jeśli go zabraknie, gwarancja może zostać unieważniona.",
            ),
            Good(
                "en",
                "Clean the burner every 7 days, or as often as every 3–4 days if you use lower-quality pellets. "
                "Before cleaning, switch the boiler off with the STOP button and wait at least 30 minutes for the heat exchanger to cool below 40°C. "
                "Do not open the combustion chamber door while the burner is running. "
                "Empty the ash pan when it is roughly two-thirds full. "
                "Use only 6 mm pellets with a moisture content below 10% that meet the EN plus A1 standard. "
                "Pellets that are too damp will probably cause the ash to sinter and may block the feeder. "
                "Once a year, ideally before the heating season, the boiler should be serviced by an authorised technician; otherwise the warranty may be voided.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie spowoduje", "spowoduje")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Drzwiczek komory spalania nie wolno otwierać",
                        "Drzwiczki komory spalania wolno otwierać",
                    )
                ],
                "negation",
            ),
            Slip(2, [("wait at least 30 minutes", "wait at least 15 minutes")], "number"),
        ],
    ),
    Case(
        key="pl-przerwa-dostawa-cieplej-wody",
        source=(
            "Szanowni Mieszkańcy, informujemy, że w związku z wymianą odcinka sieci ciepłowniczej w ul. Kościuszki w dniach 12–14 sierpnia 2025 r. nastąpi przerwa w dostawie ciepłej wody do budynków przy ul. Kościuszki 2–24 oraz ul. Polnej 1–9. "
            "Przerwa rozpocznie się 12 sierpnia o godz. 6:00 i potrwa prawdopodobnie do 14 sierpnia do godz. 20:00. "
            "W przypadku niekorzystnych warunków atmosferycznych prace mogą się przedłużyć. "
            "Prosimy nie odkręcać zaworów w węzłach cieplnych w czasie przerwy. "
            "Aktualne informacje publikujemy na stronie www.mpec-lomza.pl/komunikaty, a awarie można zgłaszać całodobowo pod numerem 993 lub adresem dyspozytor@mpec-lomza.pl. "
            "Za utrudnienia przepraszamy."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, przerwa w dostawie ciepłej wody! "
                "Budynki przy ul. Kościuszki 2–24 i ul. Polnej 1–9 nie będą miały ciepłej wody od 12 sierpnia 2025 r., od godz. 6:00 – przerwa prawdopodobnie potrwa do 14 sierpnia, do 20:00. "
                "Powodem jest wymiana odcinka sieci ciepłowniczej w ul. Kościuszki. Jeśli pogoda nie dopisze, prace mogą potrwać dłużej.\n"
                "W czasie przerwy prosimy nie odkręcać zaworów w węzłach cieplnych.\n"
                "Bieżące informacje: www.mpec-lomza.pl/komunikaty. Awarie można zgłaszać całą dobę pod nr 993 lub na adres dyspozytor@mpec-lomza.pl.\n"
                "Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, z powodu wymiany odcinka sieci ciepłowniczej w ul. Kościuszki budynki przy ul. Kościuszki 2–24 oraz ul. Polnej 1–9 zostaną pozbawione dostaw ciepłej wody w dniach 12–14 sierpnia 2025 r. "
                "Wyłączenie nastąpi 12 sierpnia o godzinie 6:00, a przerwa potrwa prawdopodobnie do 14 sierpnia do godziny 20:00. "
                "Niekorzystna pogoda może wydłużyć czas prac. "
                "Uprzejmie prosimy, aby w trakcie przerwy nie odkręcać zaworów w węzłach cieplnych. "
                "Aktualne komunikaty znajdą Państwo na stronie www.mpec-lomza.pl/komunikaty. "
                "Awarie przyjmujemy przez całą dobę pod numerem 993 oraz pod adresem dyspozytor@mpec-lomza.pl. "
                "Przepraszamy za niedogodności.",
            ),
            Good(
                "en",
                "Dear Residents, because a section of the district heating network on Kościuszki Street is being replaced, the hot water supply to the buildings at Kościuszki Street 2–24 and Polna Street 1–9 will be interrupted from 12 to 14 August 2025. "
                "The outage will start on 12 August at 6:00 a.m. and will probably last until 8:00 p.m. on 14 August. "
                "If the weather is unfavourable, the work may take longer. "
                "Please do not open the valves in the heat substations during the outage. "
                "Up-to-date information is posted at www.mpec-lomza.pl/komunikaty, and faults can be reported 24/7 by calling 993 or by e-mail to dyspozytor@mpec-lomza.pl. "
                "We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(0, [("do 14 sierpnia, do 20:00", "do 14 sierpnia, do 16:00")], "date"),
            Slip(
                1,
                [
                    (
                        "z powodu wymiany odcinka sieci ciepłowniczej w ul. Kościuszki",
                        "z powodu wymiany skorodowanego odcinka sieci ciepłowniczej w ul. Kościuszki, który uległ awarii w lipcu,",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("www.mpec-lomza.pl/komunikaty", "www.mpec-lomza.pl/aktualnosci")], "url"),
        ],
    ),
    Case(
        key="pl-zapisy-chor-parafialny-przesluchanie",
        source=(
            "Chór parafialny przy kościele św. Jadwigi zaprasza nowych członków. "
            "Nie trzeba znać nut ani mieć wcześniejszego doświadczenia – wystarczą chęci i podstawowe poczucie rytmu. "
            "Przed przyjęciem każdy kandydat musi jednak przejść krótkie przesłuchanie u organisty, które odbędzie się 7 października po wieczornej Mszy, ok. 19:00, w salce pod chórem. "
            "Próby odbywają się we wtorki i czwartki od 19:15 do 20:45. "
            "Członkowie chóru powinni uczestniczyć w co najmniej trzech próbach w miesiącu. "
            "Osoby niepełnoletnie mogą się zapisać tylko za pisemną zgodą rodzica. "
            "Członkostwo jest bezpłatne, ale chórzyści mogą dobrowolnie wspierać zakup nowych nut. "
            "Zgłoszenia przyjmuje kancelaria parafialna lub pan Marek Wójcik, tel. 605 118 427."
        ),
        good=[
            Good(
                "preserve",
                "Lubisz śpiewać? Dołącz do chóru parafialnego przy kościele św. Jadwigi! "
                "Nie musisz znać nut ani mieć doświadczenia – wystarczą chęci i podstawowe poczucie rytmu. "
                "Zanim zostaniesz przyjęty, musisz jednak przejść krótkie przesłuchanie u organisty: 7 października po wieczornej Mszy, około 19:00, w salce pod chórem.\n\n"
                "Próby mamy we wtorki i czwartki w godz. 19:15–20:45, a każdy chórzysta powinien być na co najmniej trzech próbach w miesiącu. "
                "Członkostwo nic nie kosztuje, choć chórzyści mogą dobrowolnie dorzucić się do zakupu nowych nut. "
                "Jeśli jesteś niepełnoletni, możesz się zapisać tylko za pisemną zgodą rodzica. "
                "Zgłoszenia przyjmuje kancelaria parafialna albo pan Marek Wójcik (tel. 605 118 427).",
            ),
            Good(
                "preserve",
                "Zapisy do chóru parafialnego przy kościele św. Jadwigi – zasady:\n"
                "- Znajomość nut ani wcześniejsze doświadczenie nie są wymagane; wystarczą chęci i podstawowe poczucie rytmu.\n"
                "- Każdy kandydat musi przejść krótkie przesłuchanie u organisty – 7 października, ok. 19:00, po wieczornej Mszy, w salce pod chórem.\n"
                "- Próby: wtorki i czwartki, 19:15–20:45. Członek chóru powinien bywać na minimum trzech próbach w miesiącu.\n"
                "- Niepełnoletni mogą się zapisać wyłącznie za pisemną zgodą rodzica.\n"
                "- Członkostwo jest bezpłatne; chórzyści mogą dobrowolnie wspierać zakup nowych nut.\n"
                "- Zgłoszenia: kancelaria parafialna lub pan Marek Wójcik, tel. 605 118 427.",
            ),
            Good(
                "en",
                "The parish choir at St Hedwig's Church welcomes new members. "
                "You don't need to read music or have any previous experience – enthusiasm and a basic sense of rhythm are enough. "
                "However, before being accepted, every candidate must pass a short audition with the organist, held on 7 October after the evening Mass, at about 7:00 p.m., in the room below the choir loft. "
                "Rehearsals take place on Tuesdays and Thursdays from 7:15 to 8:45 p.m. "
                "Choir members should attend at least three rehearsals a month. "
                "Minors may join only with a parent's written consent. "
                "Membership is free, but choir members may voluntarily contribute towards buying new sheet music. "
                "Applications are accepted by the parish office or by Mr Marek Wójcik, tel. 605 118 427.",
            ),
        ],
        bad=[
            Slip(0, [("7 października", "17 października")], "date"),
            Slip(
                1, [("Każdy kandydat musi przejść", "Każdy kandydat powinien przejść")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "You don't need to read music or have any previous experience",
                        "You need to read music and have some previous experience",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-walidator-numerow-nip",
        source=(
            "# nip-check\n\n"
            "Lekka biblioteka w Pythonie do walidacji polskich numerów NIP. Sprawdza długość, dozwolone znaki i cyfrę kontrolną; nie weryfikuje, czy podatnik jest zarejestrowany w VAT.\n\n"
            "## Instalacja\n\n"
            "```\npip install nip-check==2.1.0\n```\n\n"
            "Wymagany jest Python 3.9 lub nowszy.\n\n"
            "## Użycie\n\n"
            '```python\nfrom nip_check import is_valid\nis_valid("526-000-12-46")  # True\n```\n\n'
            "Funkcja `is_valid` akceptuje myślniki i spacje, ale domyślnie odrzuca prefiks `PL`; aby go dopuścić, przekaż `allow_prefix=True`. "
            "Numery z prefiksem innego kraju zawsze są odrzucane.\n\n"
            "Błędy zgłaszaj na https://github.com/kodnip/nip-check/issues. Licencja: MIT."
        ),
        good=[
            Good(
                "preserve",
                "# nip-check\n\n"
                "`nip-check` to niewielka biblioteka dla Pythona, która waliduje polskie numery NIP: kontroluje długość, dozwolone znaki oraz cyfrę kontrolną. "
                "Nie sprawdza natomiast, czy dany podatnik jest zarejestrowany jako podatnik VAT.\n\n"
                "## Instalacja\n\n"
                "Biblioteka wymaga Pythona 3.9 lub nowszego.\n\n"
                "```\npip install nip-check==2.1.0\n```\n\n"
                "## Użycie\n\n"
                '```python\nfrom nip_check import is_valid\nis_valid("526-000-12-46")  # True\n```\n\n'
                "`is_valid` przyjmuje numery z myślnikami i spacjami. Prefiks `PL` jest domyślnie odrzucany – jeśli chcesz go dopuścić, przekaż `allow_prefix=True`. "
                "Prefiksy innych krajów są odrzucane zawsze.\n\n"
                "Zgłoszenia błędów: https://github.com/kodnip/nip-check/issues. Biblioteka jest dostępna na licencji MIT.",
            ),
            Good(
                "preserve",
                "# nip-check\n\n"
                "Biblioteka Pythona do walidacji polskich numerów NIP. Sprawdza:\n\n"
                "- długość numeru,\n"
                "- dozwolone znaki,\n"
                "- cyfrę kontrolną.\n\n"
                "Uwaga: biblioteka nie weryfikuje, czy podatnik jest zarejestrowany w VAT.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.9 lub nowszej.\n\n"
                "```\npip install nip-check==2.1.0\n```\n\n"
                "## Użycie\n\n"
                '```python\nfrom nip_check import is_valid\nis_valid("526-000-12-46")  # True\n```\n\n'
                "Myślniki i spacje są akceptowane. Domyślnie prefiks `PL` jest odrzucany; aby go zaakceptować, wywołaj funkcję z argumentem `allow_prefix=True`. "
                "Numer poprzedzony prefiksem innego kraju zostanie odrzucony w każdym przypadku.\n\n"
                "Błędy prosimy zgłaszać na https://github.com/kodnip/nip-check/issues. Licencja: MIT.",
            ),
            Good(
                "en",
                "# nip-check\n\n"
                "A lightweight Python library for validating Polish NIP numbers. It checks the length, the allowed characters and the check digit; it does not verify whether the taxpayer is registered for VAT.\n\n"
                "## Installation\n\n"
                "```\npip install nip-check==2.1.0\n```\n\n"
                "Python 3.9 or newer is required.\n\n"
                "## Usage\n\n"
                '```python\nfrom nip_check import is_valid\nis_valid("526-000-12-46")  # True\n```\n\n'
                "The `is_valid` function accepts hyphens and spaces but rejects the `PL` prefix by default; to allow it, pass `allow_prefix=True`. "
                "Numbers with another country's prefix are always rejected.\n\n"
                "Report bugs at https://github.com/kodnip/nip-check/issues. License: MIT.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://github.com/kodnip/nip-check/issues",
                        "https://github.com/kodnip/nip-check",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "- długość numeru,\n- dozwolone znaki,\n",
                        "- długość numeru, dozwolone znaki,\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("pass `allow_prefix=True`", "pass `accept_prefix=True`")], "code"),
        ],
    ),
    Case(
        key="pl-ulotka-krople-do-oczu",
        source=(
            "Krople do oczu Lumisol stosuje się miejscowo, zwykle 1–2 krople do worka spojówkowego każdego oka 3 razy na dobę. "
            "Nie należy stosować leku dłużej niż 7 dni bez konsultacji z lekarzem. "
            "Przed zakropleniem należy zdjąć soczewki kontaktowe i założyć je ponownie nie wcześniej niż po 15 minutach, ponieważ substancja konserwująca może je przebarwiać. "
            "Po otwarciu butelkę należy zużyć w ciągu 28 dni. "
            "Nie dotykać końcówką kroplomierza oka ani innych powierzchni. "
            "Bezpośrednio po podaniu może wystąpić przejściowe nieostre widzenie; w tym czasie nie należy prowadzić pojazdów. "
            "Lek może być stosowany u dzieci powyżej 2 lat. "
            "W razie nasilenia się zaczerwienienia lub bólu oka należy przerwać stosowanie i zgłosić się do lekarza."
        ),
        good=[
            Good(
                "preserve",
                "Jak stosować krople Lumisol?\n"
                "Lek stosuje się miejscowo: zakraplaj zwykle 1–2 krople do worka spojówkowego każdego oka, 3 razy na dobę. "
                "Bez konsultacji z lekarzem nie stosuj leku dłużej niż 7 dni. "
                "Jeśli nosisz soczewki kontaktowe, zdejmij je przed zakropleniem i załóż z powrotem nie wcześniej niż po 15 minutach – substancja konserwująca może je przebarwić. "
                "Otwartą butelkę trzeba zużyć w ciągu 28 dni. "
                "Nie dotykaj końcówką kroplomierza oka ani innych powierzchni.\n"
                "Zaraz po podaniu możesz przez chwilę widzieć nieostro – wtedy nie prowadź pojazdów. "
                "Lek można stosować u dzieci powyżej 2 lat. "
                "Jeśli zaczerwienienie lub ból oka się nasilą, przerwij stosowanie i zgłoś się do lekarza.",
            ),
            Good(
                "preserve",
                "Lumisol, krople do oczu – dawkowanie i środki ostrożności:\n"
                "1. Lek podaje się miejscowo: zazwyczaj 1–2 krople do worka spojówkowego każdego oka trzy razy na dobę.\n"
                "2. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 7 dni.\n"
                "3. Soczewki kontaktowe należy zdjąć przed zakropleniem i założyć ponownie najwcześniej po 15 minutach, gdyż substancja konserwująca może powodować ich przebarwienie.\n"
                "4. Po pierwszym otwarciu butelkę należy zużyć w ciągu 28 dni.\n"
                "5. Nie dotykać końcówką kroplomierza oka ani żadnych innych powierzchni.\n"
                "6. Tuż po podaniu może pojawić się przemijające nieostre widzenie – w tym czasie nie należy prowadzić pojazdów.\n"
                "7. Lek może być stosowany u dzieci w wieku powyżej 2 lat.\n"
                "8. Jeżeli zaczerwienienie lub ból oka się nasila, należy przerwać leczenie i zgłosić się do lekarza.",
            ),
            Good(
                "en",
                "Lumisol eye drops are for topical use: the usual dose is 1–2 drops into the conjunctival sac of each eye 3 times a day. "
                "Do not use the medicine for longer than 7 days without consulting a doctor. "
                "Remove contact lenses before applying the drops and wait at least 15 minutes before putting them back in, as the preservative may discolour them. "
                "Once opened, the bottle must be used within 28 days. "
                "Do not let the dropper tip touch the eye or any other surface. "
                "Temporary blurred vision may occur immediately after use; do not drive during this time. "
                "The medicine may be used in children over 2 years of age. "
                "If eye redness or pain gets worse, stop using the drops and see a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("nie stosuj leku dłużej", "stosuj lek dłużej")], "negation"),
            Slip(1, [("w ciągu 28 dni", "w ciągu 14 dni")], "number"),
            Slip(
                2,
                [
                    (
                        "the bottle must be used within 28 days",
                        "the bottle should be used within 28 days",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-elektroodpadow-gmina-wiazowna",
        source=(
            "Urząd Gminy Wiązowna informuje, że w sobotę 18 października 2025 r. w godz. 9:00–14:00 na parkingu przy Gminnym Ośrodku Sportu (ul. Kościelna 29) odbędzie się bezpłatna zbiórka zużytego sprzętu elektrycznego i elektronicznego. "
            "Przyjmowane będą m.in. lodówki, pralki, telewizory, komputery, drobne AGD oraz baterie i świetlówki. "
            "Nie będą przyjmowane opony, gruz, eternit ani sprzęt rozebrany na części, np. lodówki bez agregatu. "
            "Sprzęt należy dostarczyć we własnym zakresie; odbiór z domu jest możliwy wyłącznie dla osób powyżej 70. roku życia i osób z niepełnosprawnością, po wcześniejszym zgłoszeniu do 15 października pod numerem 22 789 01 40. "
            "Szacujemy, że podczas zbiórki uda się zebrać około 12 ton odpadów."
        ),
        good=[
            Good(
                "preserve",
                "Urząd Gminy Wiązowna informuje: zbiórka elektroodpadów\n"
                "Kiedy: sobota, 18 października 2025 r., 9:00–14:00\n"
                "Gdzie: parking przy Gminnym Ośrodku Sportu, ul. Kościelna 29\n"
                "Ile kosztuje: nic – zbiórka jest bezpłatna.\n"
                "Co oddasz: m.in. lodówki, pralki, telewizory, komputery, drobne AGD, baterie i świetlówki.\n"
                "Czego nie przyjmujemy: opon, gruzu, eternitu ani sprzętu rozebranego na części (np. lodówek bez agregatu).\n"
                "Sprzęt trzeba przywieźć samodzielnie. Odbiór z domu jest możliwy tylko dla osób powyżej 70. roku życia i osób z niepełnosprawnością – po zgłoszeniu do 15 października pod nr 22 789 01 40.\n"
                "Szacujemy, że uda się zebrać ok. 12 ton odpadów.",
            ),
            Good(
                "preserve",
                "Masz w domu starą pralkę, telewizor albo zużyte baterie? "
                "Urząd Gminy Wiązowna informuje o bezpłatnej zbiórce zużytego sprzętu elektrycznego i elektronicznego, która odbędzie się w sobotę 18 października 2025 r. między 9:00 a 14:00 na parkingu przy Gminnym Ośrodku Sportu, ul. Kościelna 29. "
                "Oddać można m.in. lodówki, pralki, telewizory, komputery, drobne AGD, a także baterie i świetlówki. "
                "Nie przyjmiemy natomiast opon, gruzu, eternitu ani sprzętu rozebranego na części, takiego jak lodówka bez agregatu. "
                "Sprzęt należy przywieźć samemu; z odbioru z domu mogą skorzystać wyłącznie osoby powyżej 70. roku życia oraz osoby z niepełnosprawnością, jeśli zgłoszą się wcześniej – do 15 października, tel. 22 789 01 40. "
                "Według naszych szacunków zbiórka przyniesie około 12 ton odpadów.",
            ),
            Good(
                "en",
                "Wiązowna Municipal Office announces a free collection of used electrical and electronic equipment on Saturday, 18 October 2025, from 9:00 a.m. to 2:00 p.m., in the car park next to the Municipal Sports Centre (ul. Kościelna 29). "
                "Accepted items include fridges, washing machines, TVs, computers, small household appliances, batteries and fluorescent lamps. "
                "Tyres, rubble, asbestos-cement sheeting and equipment taken apart, such as fridges without a compressor, will not be accepted. "
                "You must bring the equipment yourself; home pick-up is available only to people over 70 and people with disabilities who register by 15 October by calling 22 789 01 40. "
                "We estimate that about 12 tonnes of waste will be collected.",
            ),
        ],
        bad=[
            Slip(
                0, [("sobota, 18 października 2025 r.", "sobota, 25 października 2025 r.")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "Sprzęt należy przywieźć samemu;",
                        "Sprzęt należy przywieźć samemu, a za każde oddane duże urządzenie otrzymasz sadzonkę drzewa;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("will not be accepted", "will also be accepted")], "negation"),
        ],
    ),
    Case(
        key="pl-regulamin-pola-namiotowego-oplaty",
        source=(
            "Regulamin pola namiotowego „Pod Sosnami”\n"
            "Doba na polu trwa od 14:00 do 12:00 dnia następnego. "
            "Opłata wynosi 25 zł za osobę i 15 zł za namiot za dobę; dzieci do lat 7 przebywają bezpłatnie. "
            "Cisza nocna obowiązuje od 22:00 do 7:00. "
            "Ogniska można rozpalać wyłącznie w wyznaczonym miejscu i tylko za zgodą gospodarza. "
            "Psy muszą być prowadzone na smyczy, a ich właściciele są zobowiązani do sprzątania po nich. "
            "Samochody należy parkować na parkingu przy bramie, a nie przy namiotach. "
            "Goście powinni segregować odpady zgodnie z oznaczeniami na pojemnikach. "
            "Za zniszczenia odpowiada osoba, która je spowodowała. "
            "Recepcja jest czynna codziennie od 8:00 do 20:00."
        ),
        good=[
            Good(
                "preserve",
                "Regulamin pola namiotowego „Pod Sosnami” w skrócie:\n"
                "• Doba: od 14:00 do 12:00 następnego dnia.\n"
                "• Ceny za dobę: 25 zł od osoby, 15 zł za namiot; dzieci do lat 7 – bezpłatnie.\n"
                "• Cisza nocna: 22:00–7:00.\n"
                "• Ogniska: tylko w wyznaczonym miejscu i wyłącznie za zgodą gospodarza.\n"
                "• Psy: obowiązkowo na smyczy; właściciel musi po swoim psie sprzątać.\n"
                "• Samochody: parkujemy na parkingu przy bramie, nie przy namiotach.\n"
                "• Odpady: goście powinni je segregować zgodnie z oznaczeniami na pojemnikach.\n"
                "• Zniszczenia: odpowiada za nie osoba, która je spowodowała.\n"
                "• Recepcja: czynna codziennie 8:00–20:00.",
            ),
            Good(
                "preserve",
                "Witamy na polu namiotowym „Pod Sosnami”! "
                "Doba trwa u nas od 14:00 do 12:00 następnego dnia, a za każdą dobę płacisz 25 zł za osobę i 15 zł za namiot. Pobyt dzieci do lat 7 jest bezpłatny. "
                "Od 22:00 do 7:00 obowiązuje cisza nocna. Ognisko możesz rozpalić tylko w wyznaczonym miejscu i tylko wtedy, gdy gospodarz się zgodzi. "
                "Psa trzeba prowadzić na smyczy i sprzątać po nim. "
                "Samochód zostaw na parkingu przy bramie – nie parkuj przy namiocie. "
                "Odpady powinny być segregowane zgodnie z oznaczeniami na pojemnikach. "
                "Jeśli coś zniszczysz, odpowiadasz za to Ty. "
                "Recepcja działa codziennie w godz. 8:00–20:00.",
            ),
            Good(
                "en",
                "Campsite rules – Pod Sosnami\n"
                "A day's stay runs from 2:00 p.m. to 12:00 noon the following day. "
                "The fee is PLN 25 per person and PLN 15 per tent per day; children under 7 stay free of charge. "
                "Quiet hours are from 10:00 p.m. to 7:00 a.m. "
                "Campfires may be lit only in the designated area and only with the host's permission. "
                "Dogs must be kept on a lead, and their owners are required to clean up after them. "
                "Cars must be parked in the car park by the gate, not next to the tents. "
                "Guests should sort their waste according to the labels on the bins. "
                "Anyone who causes damage is liable for it. "
                "Reception is open daily from 8:00 a.m. to 8:00 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("15 zł za namiot", "20 zł za namiot")], "number"),
            Slip(
                1,
                [
                    (
                        "Od 22:00 do 7:00 obowiązuje cisza nocna. Ognisko możesz rozpalić tylko w wyznaczonym miejscu i tylko wtedy, gdy gospodarz się zgodzi.",
                        "Quiet hours are from 10 p.m. to 7 a.m. You may light a campfire only in the designated area and only if the host agrees.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2, [("Guests should sort their waste", "Guests may sort their waste")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-rekrutacja-szkola-muzyczna-pierwszego-stopnia",
        source=(
            "Rekrutacja do Szkoły Muzycznej I stopnia im. Fryderyka Chopina na rok szkolny 2026/2027 prowadzona jest zgodnie z rozporządzeniem Ministra Kultury i Dziedzictwa Narodowego z dnia 6 marca 2019 r. w sprawie szczegółowych warunków i sposobu przeprowadzania rekrutacji (Dz.U. 2019 poz. 526). "
            "Wnioski należy składać od 1 marca do 30 kwietnia 2026 r. w sekretariacie szkoły lub elektronicznie. "
            "O przyjęcie mogą ubiegać się dzieci w wieku od 6 do 16 lat. "
            "Kandydaci muszą przystąpić do badania przydatności, które sprawdza słuch muzyczny, poczucie rytmu i pamięć muzyczną; nie jest wymagana umiejętność gry na instrumencie. "
            "Badania odbędą się między 8 a 12 czerwca 2026 r. Wyniki zostaną ogłoszone najpóźniej 19 czerwca. "
            "Rodzice mogą złożyć wniosek o ponowne rozpatrzenie w terminie 7 dni od ogłoszenia wyników."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zapisać dziecko do Szkoły Muzycznej I stopnia im. Fryderyka Chopina na rok szkolny 2026/2027? Oto, co warto wiedzieć.\n"
                "O przyjęcie mogą się starać dzieci w wieku 6–16 lat. "
                "Wniosek trzeba złożyć od 1 marca do 30 kwietnia 2026 r. – w sekretariacie szkoły albo elektronicznie. "
                "Każdy kandydat musi przystąpić do badania przydatności, które sprawdza słuch muzyczny, poczucie rytmu i pamięć muzyczną. "
                "Dziecko nie musi umieć grać na instrumencie. "
                "Badania zaplanowano na 8–12 czerwca 2026 r., a wyniki zostaną ogłoszone najpóźniej 19 czerwca. "
                "W ciągu 7 dni od ich ogłoszenia możesz złożyć wniosek o ponowne rozpatrzenie.\n"
                "Rekrutacja odbywa się zgodnie z rozporządzeniem Ministra Kultury i Dziedzictwa Narodowego z 6 marca 2019 r. w sprawie szczegółowych warunków i sposobu przeprowadzania rekrutacji (Dz.U. 2019 poz. 526).",
            ),
            Good(
                "preserve",
                "Zasady rekrutacji – Szkoła Muzyczna I stopnia im. Fryderyka Chopina, rok szkolny 2026/2027\n"
                "1. Podstawa prawna: rozporządzenie Ministra Kultury i Dziedzictwa Narodowego z dnia 6 marca 2019 r. w sprawie szczegółowych warunków i sposobu przeprowadzania rekrutacji (Dz.U. 2019 poz. 526).\n"
                "2. Kandydaci: dzieci w wieku od 6 do 16 lat.\n"
                "3. Składanie wniosków: 1 marca – 30 kwietnia 2026 r., w sekretariacie szkoły lub drogą elektroniczną.\n"
                "4. Badanie przydatności (obowiązkowe dla wszystkich kandydatów): sprawdza słuch muzyczny, poczucie rytmu i pamięć muzyczną; umiejętność gry na instrumencie nie jest wymagana. Termin: 8–12 czerwca 2026 r.\n"
                "5. Wyniki: ogłoszenie nie później niż 19 czerwca 2026 r.\n"
                "6. Ponowne rozpatrzenie: rodzice mogą złożyć wniosek w ciągu 7 dni od ogłoszenia wyników.",
            ),
            Good(
                "en",
                "Admissions to the Fryderyk Chopin First-Level Music School for the 2026/2027 school year are conducted in accordance with the Regulation of the Minister of Culture and National Heritage of 6 March 2019 on the detailed conditions and procedure for admissions (Journal of Laws 2019, item 526). "
                "Applications must be submitted between 1 March and 30 April 2026 at the school office or electronically. "
                "Children aged 6 to 16 may apply. "
                "Candidates must take an aptitude test that assesses musical hearing, sense of rhythm and musical memory; the ability to play an instrument is not required. "
                "The tests will be held between 8 and 12 June 2026, and the results will be announced by 19 June at the latest. "
                "Parents may request a review within 7 days of the announcement of the results.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Każdy kandydat musi przystąpić", "Każdy kandydat może przystąpić")],
                "modality",
            ),
            Slip(1, [("1 marca – 30 kwietnia 2026 r.", "1 marca – 30 maja 2026 r.")], "date"),
            Slip(
                2,
                [("Journal of Laws 2019, item 526", "Journal of Laws 2019, item 562")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-badanie-smartfon-sen-nastolatkow",
        source=(
            "W badaniu opublikowanym w „Journal of Adolescent Health” (Kowalczyk i in., 2023, t. 72, s. 415–423) przeanalizowano dane 1284 uczniów w wieku 13–17 lat z 24 szkół w małych miejscowościach województwa małopolskiego. "
            "Uczniowie, którzy korzystali ze smartfona w ciągu godziny przed snem, spali średnio o 38 minut krócej niż ich rówieśnicy. "
            "Autorzy zastrzegają, że badanie miało charakter przekrojowy, więc nie pozwala ustalić związku przyczynowego. "
            "Sugerują jednak, że ograniczenie korzystania z ekranów wieczorem może poprawić jakość snu młodzieży. "
            "Około 61% badanych deklarowało, że kładzie się spać po północy przynajmniej trzy razy w tygodniu. "
            "Wyniki prawdopodobnie nie dają się uogólnić na uczniów z dużych miast."
        ),
        good=[
            Good(
                "preserve",
                "Czy smartfon przed snem skraca sen nastolatków? "
                "Kowalczyk i współpracownicy przeanalizowali dane 1284 uczniów w wieku 13–17 lat z 24 szkół w małych miejscowościach Małopolski – wyniki ukazały się w „Journal of Adolescent Health” (2023, t. 72, s. 415–423). "
                "Młodzi ludzie, którzy sięgali po smartfon w ostatniej godzinie przed snem, spali średnio o 38 minut krócej niż rówieśnicy. "
                "Około 61% ankietowanych przyznało, że co najmniej trzy razy w tygodniu kładzie się spać po północy.\n\n"
                "Badacze podkreślają, że było to badanie przekrojowe, które nie pozwala ustalić związku przyczynowego. "
                "Sugerują jednak, że ograniczenie wieczornego korzystania z ekranów może poprawić jakość snu młodzieży. "
                "Wyniki prawdopodobnie nie przekładają się na uczniów z dużych miast.",
            ),
            Good(
                "preserve",
                "Kowalczyk i in. (2023; „Journal of Adolescent Health”, 72, 415–423) przeprowadzili badanie przekrojowe na próbie 1284 uczniów w wieku 13–17 lat, pochodzących z 24 szkół w małych miejscowościach województwa małopolskiego. "
                "Korzystanie ze smartfona w ciągu godziny poprzedzającej sen wiązało się z krótszym snem – średnio o 38 minut w porównaniu z rówieśnikami. "
                "Około 61% respondentów deklarowało kładzenie się spać po północy co najmniej trzy razy w tygodniu. "
                "Ze względu na przekrojowy charakter badania nie można ustalić związku przyczynowego; autorzy sugerują jednak, że ograniczenie wieczornej ekspozycji na ekrany może poprawić jakość snu młodzieży. "
                "Uogólnienie wyników na uczniów z dużych miast prawdopodobnie nie jest uprawnione.",
            ),
            Good(
                "en",
                "A study published in the Journal of Adolescent Health (Kowalczyk et al., 2023, vol. 72, pp. 415–423) analysed data from 1,284 students aged 13–17 from 24 schools in small towns in the Małopolska region. "
                "Students who used a smartphone in the hour before bed slept on average 38 minutes less than their peers. "
                "The authors caution that the study was cross-sectional and therefore cannot establish a causal relationship. "
                "However, they suggest that limiting screen use in the evening may improve young people's sleep quality. "
                "About 61% of respondents said they went to bed after midnight at least three times a week. "
                "The findings probably cannot be generalised to students in large cities.",
            ),
        ],
        bad=[
            Slip(0, [("Około 61% ankietowanych", "Około 71% ankietowanych")], "number"),
            Slip(
                1,
                [
                    (
                        "autorzy sugerują jednak, że ograniczenie wieczornej ekspozycji na ekrany może poprawić",
                        "autorzy wykazali jednak, że ograniczenie wieczornej ekspozycji na ekrany poprawia",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("pp. 415–423", "pp. 315–323")], "citation"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-przychodnia-rodzinna",
        source=(
            "Klauzula informacyjna\n"
            "Administratorem Pani/Pana danych osobowych jest Przychodnia Rodzinna „Zdrowie” sp. z o.o., ul. Długa 15, 40-001 Katowice. "
            "Dane przetwarzamy w celu udzielania świadczeń zdrowotnych, na podstawie art. 6 ust. 1 lit. c oraz art. 9 ust. 2 lit. h RODO. "
            "Dokumentację medyczną przechowujemy przez 20 lat, licząc od końca roku kalendarzowego, w którym dokonano ostatniego wpisu. "
            "Podanie danych jest wymogiem ustawowym; ich niepodanie uniemożliwi udzielenie świadczenia. "
            "Dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego. "
            "Ma Pani/Pan prawo dostępu do danych, ich sprostowania oraz ograniczenia przetwarzania, a także prawo wniesienia skargi do Prezesa UODO. "
            "Z inspektorem ochrony danych można się skontaktować pod adresem iod@przychodnia-zdrowie.pl."
        ),
        good=[
            Good(
                "preserve",
                "Jak przetwarzamy Twoje dane?\n"
                "Administratorem Twoich danych osobowych jest Przychodnia Rodzinna „Zdrowie” sp. z o.o. z siedzibą przy ul. Długiej 15, 40-001 Katowice. "
                "Wykorzystujemy je, aby udzielać Ci świadczeń zdrowotnych; podstawą prawną są art. 6 ust. 1 lit. c i art. 9 ust. 2 lit. h RODO. "
                "Podania danych wymaga ustawa – bez nich nie będziemy mogli udzielić Ci świadczenia. "
                "Twoją dokumentację medyczną przechowujemy przez 20 lat od końca roku kalendarzowego, w którym dokonano w niej ostatniego wpisu. "
                "Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego.\n"
                "Masz prawo dostępu do swoich danych, do ich sprostowania i ograniczenia przetwarzania oraz prawo do wniesienia skargi do Prezesa UODO. "
                "Z naszym inspektorem ochrony danych możesz się skontaktować pod adresem iod@przychodnia-zdrowie.pl.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – najważniejsze informacje:\n"
                "1. Administrator danych: Przychodnia Rodzinna „Zdrowie” sp. z o.o., ul. Długa 15, 40-001 Katowice.\n"
                "2. Cel i podstawa przetwarzania: udzielanie świadczeń zdrowotnych – art. 6 ust. 1 lit. c oraz art. 9 ust. 2 lit. h RODO.\n"
                "3. Okres przechowywania: dokumentacja medyczna jest przechowywana przez 20 lat od końca roku kalendarzowego, w którym dokonano ostatniego wpisu.\n"
                "4. Obowiązek podania danych: podanie danych jest wymagane przez ustawę, a ich niepodanie uniemożliwi udzielenie świadczenia.\n"
                "5. Przekazywanie danych: dane nie będą przekazywane poza Europejski Obszar Gospodarczy.\n"
                "6. Przysługujące prawa: dostęp do danych, ich sprostowanie, ograniczenie przetwarzania oraz wniesienie skargi do Prezesa UODO.\n"
                "7. Kontakt z inspektorem ochrony danych: iod@przychodnia-zdrowie.pl.",
            ),
            Good(
                "en",
                "Privacy notice\n"
                "The controller of your personal data is Przychodnia Rodzinna „Zdrowie” sp. z o.o., ul. Długa 15, 40-001 Katowice. "
                "We process your data in order to provide healthcare services, on the basis of Article 6(1)(c) and Article 9(2)(h) of the GDPR. "
                "We keep medical records for 20 years from the end of the calendar year in which the last entry was made. "
                "Providing your data is a statutory requirement; if you do not provide it, we will be unable to provide the service. "
                "Your data will not be transferred to countries outside the European Economic Area. "
                "You have the right to access your data, to have it rectified and to restrict its processing, as well as the right to lodge a complaint with the President of the Personal Data Protection Office (UODO). "
                "You can contact our data protection officer at iod@przychodnia-zdrowie.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Nie przekazujemy danych do państw spoza", "Przekazujemy dane do państw spoza")],
                "negation",
            ),
            Slip(
                1, [("art. 9 ust. 2 lit. h RODO", "art. 9 ust. 2 lit. a RODO")], "legal_reference"
            ),
            Slip(2, [("is a statutory requirement", "is recommended")], "modality"),
        ],
    ),
    Case(
        key="pl-changelog-wersja-raporty-xlsx",
        source=(
            "## Wersja 4.2.0 (2025-06-03)\n\n"
            "### Nowe funkcje\n"
            "- Eksport raportów do formatu XLSX (opcja `--format xlsx`).\n"
            "- Obsługa wielu walut w jednym zestawieniu.\n\n"
            "### Poprawki\n"
            "- Naprawiono błąd, przez który import plików CSV większych niż 50 MB kończył się przekroczeniem czasu.\n"
            "- Daty w raportach są teraz zapisywane w formacie ISO 8601.\n\n"
            "### Zmiany niekompatybilne\n"
            "- Usunięto przestarzałe polecenie `report-legacy`; zamiast niego użyj `report --compat`.\n"
            "- Minimalna obsługiwana wersja Node.js to teraz 18.\n\n"
            "Przed aktualizacją zalecamy wykonanie kopii zapasowej pliku `config.yaml`. "
            "Aktualizacja z wersji starszych niż 3.0 nie jest obsługiwana bezpośrednio – najpierw zaktualizuj do 3.9."
        ),
        good=[
            Good(
                "preserve",
                "## Wersja 4.2.0 (2025-06-03)\n\n"
                "### Nowe funkcje\n"
                "- Raporty można eksportować do XLSX – służy do tego opcja `--format xlsx`.\n"
                "- Jedno zestawienie może teraz zawierać kwoty w wielu walutach.\n\n"
                "### Poprawki\n"
                "- Import plików CSV powyżej 50 MB nie kończy się już przekroczeniem czasu.\n"
                "- Daty w raportach zapisujemy teraz w formacie ISO 8601.\n\n"
                "### Zmiany niekompatybilne\n"
                "- Przestarzałe polecenie `report-legacy` zostało usunięte – używaj zamiast niego `report --compat`.\n"
                "- Wymagany jest Node.js w wersji co najmniej 18.\n\n"
                "Zanim zaktualizujesz, zalecamy zrobienie kopii zapasowej pliku `config.yaml`. "
                "Bezpośrednia aktualizacja z wersji starszych niż 3.0 nie jest obsługiwana: najpierw przejdź na 3.9.",
            ),
            Good(
                "preserve",
                "## Wersja 4.2.0 (2025-06-03)\n\n"
                "**Nowości:** eksport raportów do XLSX (`--format xlsx`) oraz obsługa wielu walut w jednym zestawieniu.\n\n"
                "**Poprawki:** import plików CSV większych niż 50 MB nie kończy się już przekroczeniem czasu, a daty w raportach są zapisywane w formacie ISO 8601.\n\n"
                "**Zmiany niekompatybilne:**\n"
                "- przestarzałe polecenie `report-legacy` zostało usunięte – zastępuje je `report --compat`;\n"
                "- minimalna obsługiwana wersja Node.js to 18.\n\n"
                "Zalecamy, aby przed aktualizacją wykonać kopię zapasową pliku `config.yaml`. "
                "Aktualizacja z wersji starszych niż 3.0 nie jest obsługiwana bezpośrednio – najpierw zaktualizuj do 3.9.",
            ),
            Good(
                "en",
                "## Version 4.2.0 (2025-06-03)\n\n"
                "### New features\n"
                "- Export reports to XLSX (`--format xlsx` option).\n"
                "- Support for multiple currencies in a single statement.\n\n"
                "### Fixes\n"
                "- Fixed a bug that caused imports of CSV files larger than 50 MB to time out.\n"
                "- Dates in reports are now written in ISO 8601 format.\n\n"
                "### Breaking changes\n"
                "- The deprecated `report-legacy` command has been removed; use `report --compat` instead.\n"
                "- The minimum supported Node.js version is now 18.\n\n"
                "We recommend backing up your `config.yaml` file before upgrading. "
                "Upgrading directly from versions older than 3.0 is not supported – upgrade to 3.9 first.",
            ),
        ],
        bad=[
            Slip(0, [("### Zmiany niekompatybilne\n", "Zmiany niekompatybilne\n")], "markdown"),
            Slip(1, [("większych niż 50 MB", "większych niż 500 MB")], "number"),
            Slip(2, [("use `report --compat` instead", "use `report --legacy` instead")], "code"),
        ],
    ),
    Case(
        key="pl-mikroplastik-woda-butelkowana-przeglad",
        source=(
            "Mikroplastik wykryto w większości badanych próbek wody butelkowanej. "
            "W najczęściej cytowanej analizie Mason i in. (2018) znaleźli cząstki plastiku w 93% z 259 butelek pochodzących od 11 marek. "
            "Nowsze badanie Qian i in. (2024, PNAS, 121(2), e2300582121), wykorzystujące mikroskopię ramanowską, wskazuje, że w litrze wody może znajdować się średnio około 240 tysięcy cząstek, z czego blisko 90% to nanoplastik. "
            "Wpływ tych cząstek na zdrowie człowieka pozostaje niejasny: dotychczasowe dane pochodzą głównie z badań na zwierzętach i liniach komórkowych. "
            "Według przeglądu WHO (2019) brak jest obecnie dowodów, że mikroplastik w wodzie pitnej stanowi zagrożenie dla zdrowia, choć organizacja podkreśla potrzebę dalszych badań."
        ),
        good=[
            Good(
                "preserve",
                "W większości przebadanych próbek wody butelkowanej stwierdzono obecność mikroplastiku. "
                "Najczęściej przywoływane badanie – Mason i in. (2018) – wykazało cząstki plastiku w 93% spośród 259 butelek 11 marek. "
                "Z kolei z pracy Qian i in. (2024, PNAS, 121(2), e2300582121), w której wykorzystano mikroskopię ramanowską, wynika, że litr wody może zawierać średnio około 240 000 cząstek, a blisko 90% z nich to nanoplastik. "
                "Nie wiadomo jeszcze, jak te cząstki wpływają na zdrowie człowieka, bo dotychczasowe dane pochodzą głównie z badań na zwierzętach i liniach komórkowych. "
                "WHO w przeglądzie z 2019 r. stwierdza, że obecnie brak dowodów na to, by mikroplastik w wodzie pitnej zagrażał zdrowiu, ale podkreśla potrzebę dalszych badań.",
            ),
            Good(
                "preserve",
                "Mikroplastik w wodzie butelkowanej – stan wiedzy:\n"
                "- Wykryto go w większości zbadanych próbek.\n"
                "- Mason i in. (2018), najczęściej cytowana analiza: cząstki plastiku w 93% z 259 butelek od 11 marek.\n"
                "- Qian i in. (2024, PNAS, 121(2), e2300582121), mikroskopia ramanowska: w litrze wody może być średnio ok. 240 tys. cząstek, w tym blisko 90% nanoplastiku.\n"
                "- Wpływ na zdrowie człowieka jest niejasny; dane pochodzą głównie z badań na zwierzętach i liniach komórkowych.\n"
                "- Przegląd WHO (2019): obecnie brak dowodów, że mikroplastik w wodzie pitnej zagraża zdrowiu; organizacja podkreśla potrzebę dalszych badań.",
            ),
            Good(
                "en",
                "Microplastics have been detected in most of the bottled water samples tested. "
                "In the most frequently cited analysis, Mason et al. (2018) found plastic particles in 93% of 259 bottles from 11 brands. "
                "A more recent study by Qian et al. (2024, PNAS, 121(2), e2300582121), using Raman microscopy, suggests that a litre of water may contain on average about 240,000 particles, nearly 90% of which are nanoplastics. "
                "The effect of these particles on human health remains unclear, as the available data come mainly from studies in animals and cell lines. "
                "According to a WHO review (2019), there is currently no evidence that microplastics in drinking water pose a health risk, although the organisation stresses the need for further research.",
            ),
        ],
        bad=[
            Slip(0, [("Mason i in. (2018)", "Mason i in. (2016)")], "citation"),
            Slip(
                1,
                [
                    (
                        "w tym blisko 90% nanoplastiku.",
                        "w tym blisko 90% nanoplastiku; w wodzie z kranu autorzy znaleźli ich kilkakrotnie mniej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("may contain on average about", "contains on average about")], "hedge"),
        ],
    ),
    Case(
        key="pl-zwrot-towaru-sklep-internetowy",
        source=(
            "Zwroty i odstąpienie od umowy\n"
            "Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta masz prawo odstąpić od umowy zawartej przez internet w terminie 14 dni bez podawania przyczyny. "
            "Termin liczy się od dnia, w którym otrzymałeś towar. "
            "Wystarczy, że wypełnisz formularz na stronie sklep-lumen.pl/zwroty albo wyślesz oświadczenie na adres zwroty@sklep-lumen.pl. "
            "Towar odeślij nie później niż 14 dni od dnia odstąpienia. "
            "Zwrócimy Ci pieniądze, w tym koszt najtańszej oferowanej dostawy, w ciągu 14 dni od otrzymania oświadczenia, ale możemy wstrzymać zwrot do chwili otrzymania towaru. "
            "Bezpośrednie koszty odesłania ponosisz Ty. "
            "Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie (art. 38 ust. 1 pkt 3)."
        ),
        good=[
            Good(
                "preserve",
                "Odstąpienie od umowy i zwrot towaru\n"
                "Konsument, który zawarł umowę przez internet, może od niej odstąpić bez podania przyczyny w ciągu 14 dni od dnia otrzymania towaru – przewiduje to art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. "
                "W tym celu wystarczy wypełnić formularz dostępny pod adresem sklep-lumen.pl/zwroty lub przesłać oświadczenie na adres zwroty@sklep-lumen.pl. "
                "Towar należy odesłać najpóźniej 14 dni od dnia odstąpienia. "
                "Sklep zwraca pieniądze, łącznie z kosztem najtańszego oferowanego sposobu dostawy, w ciągu 14 dni od otrzymania oświadczenia, przy czym może wstrzymać zwrot do momentu otrzymania towaru. "
                "Bezpośrednie koszty odesłania ponosi konsument. "
                "Prawo odstąpienia nie przysługuje w odniesieniu do towarów wykonanych na indywidualne zamówienie (art. 38 ust. 1 pkt 3).",
            ),
            Good(
                "preserve",
                "Zwroty – krok po kroku\n"
                "1. Masz 14 dni na odstąpienie od umowy zawartej przez internet – bez podawania przyczyny (art. 27 ustawy z 30 maja 2014 r. o prawach konsumenta). Termin biegnie od dnia, w którym otrzymałeś towar.\n"
                "2. Wypełnij formularz na sklep-lumen.pl/zwroty lub wyślij oświadczenie na zwroty@sklep-lumen.pl.\n"
                "3. Odeślij towar najpóźniej w ciągu 14 dni od odstąpienia. Bezpośrednie koszty odesłania są po Twojej stronie.\n"
                "4. Pieniądze – razem z kosztem najtańszej oferowanej dostawy – oddamy w ciągu 14 dni od otrzymania Twojego oświadczenia. Możemy jednak wstrzymać zwrot, dopóki nie otrzymamy towaru.\n"
                "Uwaga: prawo odstąpienia nie przysługuje, jeśli towar został wykonany na Twoje indywidualne zamówienie (art. 38 ust. 1 pkt 3).",
            ),
            Good(
                "en",
                "Returns and withdrawal\n"
                "Under Article 27 of the Consumer Rights Act of 30 May 2014, you have the right to withdraw from a contract concluded online within 14 days without giving any reason. "
                "The period runs from the day you received the goods. "
                "All you need to do is fill in the form at sklep-lumen.pl/zwroty or send a statement to zwroty@sklep-lumen.pl. "
                "Send the goods back no later than 14 days after withdrawing. "
                "We will refund your money, including the cost of the cheapest delivery option offered, within 14 days of receiving your statement, but we may withhold the refund until we receive the goods. "
                "You bear the direct cost of returning the goods. "
                "The right of withdrawal does not apply to goods made to your individual order (Article 38(1)(3)).",
            ),
        ],
        bad=[
            Slip(0, [("(art. 38 ust. 1 pkt 3)", "(art. 38 ust. 1 pkt 13)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "najpóźniej w ciągu 14 dni od odstąpienia",
                        "najpóźniej w ciągu 30 dni od odstąpienia",
                    )
                ],
                "date",
            ),
            Slip(2, [("zwroty@sklep-lumen.pl", "zwroty@lumen.pl")], "url"),
        ],
    ),
    Case(
        key="pl-podsumowanie-kwartalu-przychody-prognoza",
        source=(
            "Podsumowanie III kwartału 2025 r.\n"
            "Przychody ze sprzedaży wyniosły 48,6 mln zł, czyli o 7,2% więcej niż rok wcześniej. "
            "Wzrost wynikał głównie z lepszej sprzedaży w kanale internetowym, który odpowiada już za 31% przychodów. "
            "Marża brutto spadła natomiast z 34,1% do 32,8%, przede wszystkim z powodu wyższych kosztów transportu. "
            "Zarząd nie planuje w tym roku podwyżek cen w sklepach stacjonarnych. "
            "W IV kwartale spodziewamy się przychodów na poziomie około 55–58 mln zł, jednak prognoza ta może wymagać korekty, jeśli kurs euro wzrośnie powyżej 4,40 zł. "
            "Nie zakładamy otwarcia nowych sklepów przed końcem 2026 r."
        ),
        good=[
            Good(
                "preserve",
                "III kwartał 2025 r. w skrócie:\n"
                "- Przychody ze sprzedaży: 48,6 mln zł (+7,2% r/r).\n"
                "- Główne źródło wzrostu: kanał internetowy, który odpowiada już za 31% przychodów.\n"
                "- Marża brutto: spadek z 34,1% do 32,8%, głównie przez wyższe koszty transportu.\n"
                "- Ceny: w tym roku zarząd nie planuje podwyżek w sklepach stacjonarnych.\n"
                "- Prognoza na IV kwartał: przychody około 55–58 mln zł; jeżeli kurs euro przekroczy 4,40 zł, prognoza może wymagać korekty.\n"
                "- Nowe sklepy: nie zakładamy otwarć przed końcem 2026 r.",
            ),
            Good(
                "preserve",
                "W III kwartale 2025 r. przychody ze sprzedaży sięgnęły 48,6 mln zł – o 7,2% więcej niż przed rokiem. "
                "Za wzrostem stoi przede wszystkim kanał internetowy, z którego pochodzi już 31% przychodów. "
                "Jednocześnie marża brutto obniżyła się z 34,1% do 32,8%, głównie za sprawą droższego transportu. "
                "Na IV kwartał prognozujemy przychody rzędu 55–58 mln zł, choć jeśli kurs euro przekroczy 4,40 zł, prognoza ta może wymagać korekty. "
                "Zarząd nie przewiduje w tym roku podwyżek cen w sklepach stacjonarnych, a otwarcia nowych sklepów nie zakładamy przed końcem 2026 r.",
            ),
            Good(
                "en",
                "Q3 2025 summary\n"
                "Sales revenue reached PLN 48.6 million, up 7.2% year on year. "
                "The growth came mainly from stronger online sales, which now account for 31% of revenue. "
                "Gross margin, however, fell from 34.1% to 32.8%, mainly because of higher transport costs. "
                "The Management Board does not plan any price increases in brick-and-mortar stores this year. "
                "For Q4 we expect revenue of around PLN 55–58 million, but this forecast may need to be revised if the euro rises above PLN 4.40. "
                "We do not expect to open any new stores before the end of 2026.",
            ),
        ],
        bad=[
            Slip(0, [("przychody około 55–58 mln zł", "przychody 55–58 mln zł")], "hedge"),
            Slip(1, [("pochodzi już 31% przychodów", "pochodzi już 13% przychodów")], "number"),
            Slip(
                2,
                [
                    (
                        "The Management Board does not plan any price increases",
                        "The Management Board plans price increases",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kopia-zapasowa-bazy-cron",
        source=(
            "Kopia zapasowa bazy danych jest tworzona co noc o 2:30 przez skrypt `backup.sh`, uruchamiany z crona na serwerze db-01. "
            "Skrypt zapisuje zrzut do katalogu `/var/backups/pg` i usuwa pliki starsze niż 14 dni. "
            "Przed pierwszym uruchomieniem musisz ustawić zmienną `PGPASSFILE` i nadać plikowi `.pgpass` uprawnienia 600, w przeciwnym razie `pg_dump` zignoruje hasło. "
            "Zrzut dużej bazy trwa zwykle około 40 minut, więc nie należy planować restartów serwera przed 3:30. "
            "Co najmniej raz w miesiącu powinieneś przetestować odtworzenie kopii poleceniem `pg_restore --list`. "
            "Alert o nieudanej kopii zwykle trafia na kanał #ops-alerty w ciągu kilku minut, ale nie polegaj wyłącznie na nim."
        ),
        good=[
            Good(
                "preserve",
                "Kopie zapasowe bazy – jak to działa i o czym pamiętać\n"
                "1. Skrypt `backup.sh`, uruchamiany z crona na serwerze db-01, tworzy kopię bazy codziennie w nocy o 2:30.\n"
                "2. Zrzuty trafiają do katalogu `/var/backups/pg`; pliki starsze niż 14 dni są usuwane.\n"
                "3. Przed pierwszym uruchomieniem musisz ustawić zmienną `PGPASSFILE` i nadać plikowi `.pgpass` uprawnienia 600 – inaczej `pg_dump` zignoruje hasło.\n"
                "4. Zrzut dużej bazy zajmuje zwykle około 40 minut, dlatego nie należy planować restartów serwera przed 3:30.\n"
                "5. Co najmniej raz w miesiącu powinieneś przetestować odtworzenie kopii poleceniem `pg_restore --list`.\n"
                "6. Alert o nieudanej kopii zwykle trafia na kanał #ops-alerty w ciągu kilku minut – nie polegaj jednak wyłącznie na nim.",
            ),
            Good(
                "preserve",
                "Za nocną kopię zapasową bazy danych odpowiada skrypt `backup.sh`, który cron na serwerze db-01 uruchamia codziennie o 2:30. "
                "Zrzut jest zapisywany w `/var/backups/pg`, a pliki starsze niż 14 dni skrypt kasuje. "
                "Ponieważ zrzut dużej bazy trwa zazwyczaj około 40 minut, restartów serwera nie należy planować przed 3:30. "
                "Przed pierwszym uruchomieniem trzeba ustawić zmienną `PGPASSFILE` i nadać plikowi `.pgpass` uprawnienia 600 – bez tego `pg_dump` zignoruje hasło. "
                "Odtworzenie kopii powinno się testować co najmniej raz w miesiącu, używając polecenia `pg_restore --list`. "
                "Gdy kopia się nie powiedzie, alert zwykle pojawia się na kanale #ops-alerty w ciągu kilku minut, ale nie należy polegać tylko na nim.",
            ),
            Good(
                "en",
                "The database backup is created every night at 2:30 a.m. by the `backup.sh` script, run from cron on the db-01 server. "
                "The script writes the dump to `/var/backups/pg` and deletes files older than 14 days. "
                "Before the first run, you must set the `PGPASSFILE` variable and give the `.pgpass` file 600 permissions; otherwise `pg_dump` will ignore the password. "
                "Dumping a large database usually takes about 40 minutes, so server restarts should not be scheduled before 3:30 a.m. "
                "You should test restoring a backup at least once a month with `pg_restore --list`. "
                "An alert about a failed backup usually reaches the #ops-alerty channel within a few minutes, but don't rely on it alone.",
            ),
        ],
        bad=[
            Slip(0, [("zajmuje zwykle około 40 minut", "zajmuje 40 minut")], "hedge"),
            Slip(1, [("zmienną `PGPASSFILE`", "zmienną `PGPASSWORD`")], "code"),
            Slip(
                2,
                [("You should test restoring a backup", "You may test restoring a backup")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-historia-tramwaju-elektrycznego-krakow",
        source=(
            "Pierwszy tramwaj elektryczny w Krakowie wyjechał na ulice 16 marca 1901 r., zastępując tramwaj konny kursujący od 1882 r. "
            "Jak piszą Janina Bieniarzówna i Jan M. Małecki w „Dziejach Krakowa” (t. 3, Kraków 1994, s. 212), początkowo mieszkańcy nie ufali nowemu środkowi transportu i wielu z nich wolało chodzić pieszo. "
            "Tabor liczył wówczas 20 wagonów. "
            "Wbrew często powtarzanej opinii linia nie prowadziła do Wieliczki – połączenie z Wieliczką uruchomiono dopiero w 1927 r., i to jako kolej lokalną. "
            "Według relacji prasowych z tamtego okresu bilet kosztował 10 halerzy, choć historycy nie są zgodni, czy cena ta obowiązywała na wszystkich liniach. "
            "Część dawnych wagonów można dziś oglądać w Muzeum Inżynierii Miejskiej przy ul. św. Wawrzyńca."
        ),
        good=[
            Good(
                "preserve",
                "16 marca 1901 r. po Krakowie po raz pierwszy pojechał tramwaj elektryczny. "
                "Zastąpił on tramwaj konny, który kursował od 1882 r. Tabor liczył wtedy 20 wagonów. "
                "Janina Bieniarzówna i Jan M. Małecki w „Dziejach Krakowa” (t. 3, Kraków 1994, s. 212) zauważają, że krakowianie początkowo nie ufali nowemu środkowi transportu, a wielu z nich wolało chodzić pieszo.\n\n"
                "Według ówczesnej prasy bilet kosztował 10 halerzy, ale historycy nie są zgodni, czy taka cena obowiązywała na wszystkich liniach. "
                "Choć często się to powtarza, linia nie prowadziła do Wieliczki – połączenie z Wieliczką powstało dopiero w 1927 r., i to jako kolej lokalna. "
                "Część dawnych wagonów można dziś zobaczyć w Muzeum Inżynierii Miejskiej przy ul. św. Wawrzyńca.",
            ),
            Good(
                "preserve",
                "Tramwaj elektryczny zadebiutował w Krakowie 16 marca 1901 r., zastępując tramwaj konny, kursujący od 1882 r. "
                "Tabor liczył wówczas 20 wagonów. "
                "Według Bieniarzówny i Małeckiego („Dzieje Krakowa”, t. 3, Kraków 1994, s. 212) mieszkańcy początkowo nie ufali nowemu środkowi lokomocji i wielu wybierało chodzenie pieszo. "
                "Bilet kosztował – jak podawała ówczesna prasa – 10 halerzy, przy czym historycy nie są zgodni, czy cena ta obowiązywała na wszystkich liniach. "
                "Wbrew często powtarzanej opinii linia nie prowadziła do Wieliczki; połączenie to uruchomiono dopiero w 1927 r. jako kolej lokalną. "
                "Część dawnych wagonów można obejrzeć w Muzeum Inżynierii Miejskiej (ul. św. Wawrzyńca).",
            ),
            Good(
                "en",
                "Kraków's first electric tram took to the streets on 16 March 1901, replacing the horse-drawn tram that had been running since 1882. "
                "As Janina Bieniarzówna and Jan M. Małecki write in Dzieje Krakowa (vol. 3, Kraków 1994, p. 212), residents at first distrusted the new means of transport, and many preferred to walk. "
                "At the time, the fleet consisted of 20 cars. "
                "Contrary to a frequently repeated claim, the line did not run to Wieliczka – a connection to Wieliczka was opened only in 1927, and as a local railway. "
                "According to press reports of the time, a ticket cost 10 hellers, although historians disagree on whether this fare applied on all lines. "
                "Some of the old cars can be seen today at the Museum of Municipal Engineering on św. Wawrzyńca Street.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("linia nie prowadziła do Wieliczki", "linia prowadziła do Wieliczki")],
                "negation",
            ),
            Slip(1, [("t. 3, Kraków 1994, s. 212", "t. 3, Kraków 1994, s. 221")], "citation"),
            Slip(
                2,
                [
                    (
                        "the fleet consisted of 20 cars.",
                        "the fleet consisted of 20 cars, all built by the Grazer Waggonfabrik in Graz.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-sanepid-upal-zalecenia",
        source=(
            "Komunikat Państwowego Powiatowego Inspektora Sanitarnego w Opolu\n"
            "Według prognoz IMGW w dniach 23–26 lipca temperatura w regionie może przekraczać 34°C. "
            "Upał jest szczególnie niebezpieczny dla osób starszych, małych dzieci i osób przewlekle chorych. "
            "Zaleca się unikanie przebywania na słońcu w godzinach 11:00–16:00 i picie co najmniej 2 litrów wody dziennie, nawet jeśli nie odczuwa się pragnienia. "
            "Nie wolno pozostawiać dzieci ani zwierząt w zaparkowanych samochodach – temperatura wewnątrz może w ciągu kilkunastu minut przekroczyć 50°C. "
            "Pracodawcy są zobowiązani zapewnić pracownikom napoje chłodzące, gdy temperatura na zewnątrz przekracza 28°C. "
            "Osoby, u których wystąpią zawroty głowy lub nudności, powinny niezwłocznie przejść w chłodne miejsce, a w razie pogorszenia stanu wezwać pomoc pod numerem 112."
        ),
        good=[
            Good(
                "preserve",
                "Upał w regionie – jak się chronić?\n"
                "Według prognoz IMGW w dniach 23–26 lipca temperatura może przekraczać 34°C. "
                "Najbardziej narażeni są seniorzy, małe dzieci i osoby przewlekle chore. "
                "Państwowy Powiatowy Inspektor Sanitarny w Opolu zaleca:\n"
                "- unikać słońca między 11:00 a 16:00,\n"
                "- pić co najmniej 2 litry wody dziennie, także wtedy, gdy nie czujesz pragnienia.\n"
                "Pamiętaj: nie wolno zostawiać dzieci ani zwierząt w zaparkowanym samochodzie – w ciągu kilkunastu minut temperatura w środku może przekroczyć 50°C.\n"
                "Gdy temperatura na zewnątrz przekracza 28°C, pracodawca ma obowiązek zapewnić pracownikom napoje chłodzące.\n"
                "Jeśli poczujesz zawroty głowy lub nudności, powinieneś od razu przejść w chłodne miejsce, a jeśli stan się pogorszy – wezwać pomoc pod numerem 112.",
            ),
            Good(
                "preserve",
                "Państwowy Powiatowy Inspektor Sanitarny w Opolu informuje, że zgodnie z prognozą IMGW w dniach 23–26 lipca temperatura w regionie może przekraczać 34°C. "
                "Upał stanowi szczególne zagrożenie dla osób starszych, małych dzieci oraz osób przewlekle chorych. "
                "Zaleca się, aby w godzinach 11:00–16:00 unikać przebywania na słońcu oraz wypijać dziennie minimum 2 litry wody, również wtedy, gdy nie odczuwa się pragnienia. "
                "Pozostawianie dzieci i zwierząt w zaparkowanych samochodach jest zabronione, ponieważ temperatura w ich wnętrzu może w ciągu kilkunastu minut przekroczyć 50°C. "
                "Przy temperaturze zewnętrznej powyżej 28°C pracodawcy mają obowiązek zapewnić pracownikom napoje chłodzące. "
                "Osoby odczuwające zawroty głowy lub nudności powinny niezwłocznie przejść w chłodne miejsce, a jeśli ich stan się pogorszy, wezwać pomoc pod numerem 112.",
            ),
            Good(
                "en",
                "Announcement by the District Sanitary Inspector in Opole\n"
                "According to the IMGW forecast, temperatures in the region may exceed 34°C between 23 and 26 July. "
                "Heat is particularly dangerous for older people, young children and people with chronic illnesses. "
                "You are advised to avoid the sun between 11:00 and 16:00 and to drink at least 2 litres of water a day, even if you do not feel thirsty. "
                "Never leave children or animals in parked cars – the temperature inside can exceed 50°C within a dozen or so minutes. "
                "Employers are required to provide workers with cool drinks when the outdoor temperature exceeds 28°C. "
                "Anyone who experiences dizziness or nausea should move to a cool place immediately and, if their condition worsens, call 112 for help.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pamiętaj: nie wolno zostawiać dzieci ani zwierząt w zaparkowanym samochodzie – w ciągu kilkunastu minut temperatura w środku może przekroczyć 50°C.",
                        "Remember: never leave children or animals in a parked car – within a dozen or so minutes the temperature inside can exceed 50°C.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "temperatura w regionie może przekraczać 34°C",
                        "temperatura w regionie będzie przekraczać 34°C",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("Employers are required to provide", "Employers are encouraged to provide")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zasady-wypozyczen-biblioteki-miejskiej",
        source=(
            "Czytelnik może wypożyczyć jednocześnie do 8 książek i 3 audiobooków na okres 30 dni. "
            "Wypożyczenie można przedłużyć dwukrotnie, o kolejne 30 dni, przez konto na stronie katalog.mbp-tarnow.pl, o ile na daną pozycję nie czeka inna osoba. "
            "Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł za egzemplarz. "
            "Nowości (oznaczone zieloną naklejką) wypożyczamy tylko na 14 dni i nie przedłużamy. "
            "Czytelnicy, którzy nie ukończyli 13 lat, mogą zapisać się do biblioteki wyłącznie w obecności rodzica lub opiekuna. "
            "Karta biblioteczna jest bezpłatna, ale za wydanie duplikatu pobieramy 5 zł. "
            "Książki można zwracać także do wrzutni przy wejściu, czynnej całą dobę."
        ),
        good=[
            Good(
                "preserve",
                "Zasady wypożyczeń w skrócie:\n"
                "- Ile? Naraz do 8 książek i 3 audiobooków.\n"
                "- Na jak długo? Na 30 dni. Możesz dwa razy przedłużyć wypożyczenie o kolejne 30 dni na swoim koncie w katalog.mbp-tarnow.pl – chyba że na daną pozycję czeka ktoś inny.\n"
                "- Nowości (z zieloną naklejką): tylko na 14 dni, bez możliwości przedłużenia.\n"
                "- Spóźnienie: 0,20 zł za każdy dzień zwłoki, liczone od każdego egzemplarza.\n"
                "- Karta biblioteczna: bezpłatna; duplikat kosztuje 5 zł.\n"
                "- Dzieci, które nie ukończyły 13 lat, mogą się zapisać tylko w obecności rodzica lub opiekuna.\n"
                "- Zwroty: także do całodobowej wrzutni przy wejściu.",
            ),
            Good(
                "preserve",
                "Karta biblioteczna wydawana jest bezpłatnie; za jej duplikat pobiera się opłatę 5 zł. "
                "Osoby, które nie mają ukończonych 13 lat, mogą zapisać się do biblioteki wyłącznie w obecności rodzica albo opiekuna. "
                "Jednorazowo można wypożyczyć maksymalnie osiem książek i trzy audiobooki, na 30 dni. "
                "Termin zwrotu można przedłużyć dwa razy, każdorazowo o 30 dni, za pośrednictwem konta w katalogu katalog.mbp-tarnow.pl, jeżeli na daną pozycję nie oczekuje inny czytelnik. "
                "Nowości, oznaczone zieloną naklejką, wypożyczane są wyłącznie na 14 dni, bez prawa prolongaty. "
                "Za każdy dzień opóźnienia naliczana jest opłata 0,20 zł od egzemplarza. "
                "Zwrotów można dokonywać również przez całodobową wrzutnię przy wejściu.",
            ),
            Good(
                "en",
                "You can borrow up to 8 books and 3 audiobooks at a time for 30 days. "
                "Loans can be renewed twice, for another 30 days each time, through your account at katalog.mbp-tarnow.pl, provided no one else is waiting for the item. "
                "A late fee of PLN 0.20 per item is charged for each day overdue. "
                "New arrivals (marked with a green sticker) are lent for 14 days only and cannot be renewed. "
                "Readers under 13 may register with the library only in the presence of a parent or guardian. "
                "The library card is free, but a replacement costs PLN 5. "
                "Books can also be returned to the 24-hour drop box by the entrance.",
            ),
        ],
        bad=[
            Slip(0, [("Naraz do 8 książek", "Naraz do 10 książek")], "number"),
            Slip(
                1,
                [
                    (
                        "Zwrotów można dokonywać również przez całodobową wrzutnię przy wejściu.",
                        "Zwrotów można dokonywać również przez całodobową wrzutnię przy wejściu oraz w każdej filii biblioteki na terenie Tarnowa.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("and cannot be renewed", "and can be renewed")], "negation"),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 101: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-roller-derby-nabor-fresh-meat",
        source="Liga Roller Derby Wrocław ogłasza nabór do programu „Fresh Meat” dla osób początkujących. Zajęcia odbywają się we wtorki i czwartki od 19:00 do 21:00 w hali przy ul. Ślężnej 12. Pierwsze cztery treningi są bezpłatne, potem składka wynosi 90 zł miesięcznie. Sprzęt ochronny – kask, ochraniacze na kolana, łokcie i nadgarstki oraz ochraniacz na zęby – jest obowiązkowy i bez niego nie wpuścimy nikogo na tor. Przez pierwszy miesiąc możesz korzystać z wypożyczalni klubowej, ale liczba kompletów jest ograniczona do 10. Do udziału w scrimmage'ach dopuszczamy wyłącznie osoby, które zdały test umiejętności minimalnych. Uczestnicy muszą mieć ukończone 18 lat.",
        good=[
            Good(
                "preserve",
                "Chcesz spróbować roller derby? Liga Roller Derby Wrocław zaprasza początkujących do programu „Fresh Meat”. Trenujemy we wtorki i czwartki w godz. 19:00–21:00 w hali przy ul. Ślężnej 12. Cztery pierwsze treningi nic nie kosztują, a później płacisz 90 zł miesięcznie. Musisz mieć ukończone 18 lat. Kask, ochraniacze na kolana, łokcie i nadgarstki oraz ochraniacz na zęby są obowiązkowe – bez tego sprzętu nikt nie wejdzie na tor. W pierwszym miesiącu możesz wypożyczać sprzęt z klubu, ale mamy tylko 10 kompletów. W scrimmage'ach mogą brać udział wyłącznie osoby, które zdały test umiejętności minimalnych.",
            ),
            Good(
                "preserve",
                "Nabór do programu „Fresh Meat” – Liga Roller Derby Wrocław\n\n- Dla kogo: osoby początkujące, które ukończyły 18 lat.\n- Kiedy i gdzie: wtorki i czwartki, 19:00–21:00, hala przy ul. Ślężnej 12.\n- Koszt: pierwsze 4 treningi bezpłatnie, następnie 90 zł miesięcznie.\n- Sprzęt ochronny (kask, ochraniacze na kolana, łokcie i nadgarstki, ochraniacz na zęby) jest obowiązkowy – bez niego nikt nie zostanie wpuszczony na tor.\n- Przez pierwszy miesiąc można korzystać z klubowej wypożyczalni (maksymalnie 10 kompletów).\n- Scrimmage: udział wyłącznie po zaliczeniu testu umiejętności minimalnych.",
            ),
            Good(
                "en",
                "The Roller Derby Wrocław league is recruiting beginners for its “Fresh Meat” programme. Sessions run on Tuesdays and Thursdays from 7:00 to 9:00 p.m. in the hall at ul. Ślężna 12. The first four sessions are free; after that, the fee is PLN 90 a month. Protective gear – a helmet, knee, elbow and wrist pads and a mouthguard – is mandatory, and you will not be allowed onto the track without it. During the first month you may borrow kit from the club's rental pool, but it is limited to 10 sets. Only skaters who have passed the minimum skills test are admitted to scrimmages. Participants must be at least 18 years old.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Musisz mieć ukończone 18 lat.", "Najlepiej, żebyś miał ukończone 18 lat.")],
                "modality",
            ),
            Slip(1, [("maksymalnie 10 kompletów", "maksymalnie 15 kompletów")], "number"),
            Slip(
                2,
                [("you will not be allowed onto the track", "you will be allowed onto the track")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-plywanie-synchroniczne-zapisy-dzieci",
        source="Klub Pływania Synchronicznego „Nereida” zaprasza dziewczęta i chłopców w wieku 7–11 lat na zajęcia w sezonie 2025/2026. Zapisy prowadzimy od 1 do 15 września 2025 r. przez formularz na stronie klubu. Przed pierwszymi zajęciami odbędzie się krótki sprawdzian w wodzie: dziecko powinno przepłynąć 25 m dowolnym stylem i utrzymać się na wodzie przez około minutę. Treningi trwają 60 minut i odbywają się trzy razy w tygodniu na pływalni „Delfin”. Liczba miejsc w grupie początkującej jest ograniczona, dlatego prawdopodobnie nie wszyscy chętni zostaną przyjęci w pierwszym terminie. Osoby z listy rezerwowej poinformujemy o wolnych miejscach do końca września.",
        good=[
            Good(
                "preserve",
                "Klub Pływania Synchronicznego „Nereida” prowadzi nabór na sezon 2025/2026 – zapraszamy dziewczęta i chłopców w wieku od 7 do 11 lat. Zapisy trwają od 1 do 15 września 2025 r.; wystarczy wypełnić formularz na stronie klubu. Zajęcia po 60 minut odbywają się trzy razy w tygodniu na pływalni „Delfin”. Przed startem każde dziecko przejdzie krótki sprawdzian w wodzie: powinno przepłynąć 25 m dowolnym stylem i utrzymać się na wodzie mniej więcej przez minutę. Miejsc w grupie początkującej jest niewiele, więc prawdopodobnie nie wszystkich chętnych przyjmiemy w pierwszym terminie. O wolnych miejscach osoby z listy rezerwowej dowiedzą się od nas do końca września.",
            ),
            Good(
                "preserve",
                "Nabór do Klubu Pływania Synchronicznego „Nereida” – sezon 2025/2026\n1. Uczestnicy: dziewczęta i chłopcy w wieku 7–11 lat.\n2. Zapisy: 1–15 września 2025 r., przez formularz na stronie internetowej klubu.\n3. Przed pierwszymi zajęciami krótki sprawdzian w wodzie: dziecko powinno przepłynąć 25 m stylem dowolnym i utrzymać się na wodzie przez około minutę.\n4. Treningi: trzy razy w tygodniu po 60 minut, pływalnia „Delfin”.\n5. Liczba miejsc w grupie początkującej jest ograniczona; prawdopodobnie nie wszyscy chętni zostaną przyjęci w pierwszym terminie.\n6. Osoby z listy rezerwowej zostaną powiadomione o wolnych miejscach do końca września.",
            ),
            Good(
                "en",
                "The “Nereida” Synchronised Swimming Club invites girls and boys aged 7–11 to join its classes in the 2025/2026 season. Registration is open from 1 to 15 September 2025 via the form on the club's website. Before the first class there will be a short test in the water: the child should swim 25 m freestyle and stay afloat for about a minute. Sessions last 60 minutes and take place three times a week at the “Delfin” swimming pool. Places in the beginners' group are limited, so probably not everyone who applies will be admitted in the first round. We will let those on the waiting list know about free places by the end of September.",
            ),
        ],
        bad=[
            Slip(0, [("do końca września", "do połowy października")], "date"),
            Slip(1, [("przez około minutę", "przez minutę")], "hedge"),
            Slip(
                2,
                [
                    (
                        "at the “Delfin” swimming pool.",
                        "at the “Delfin” swimming pool under the guidance of a former national team swimmer.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pilka-wodna-zasady-treningow",
        source="Sekcja piłki wodnej AZS przypomina zasady obowiązujące od 1 października. Na trening należy przyjść co najmniej 15 minut przed wejściem do wody, bo rozgrzewka na sucho zaczyna się punktualnie. Każdy zawodnik musi mieć własny czepek z ochraniaczami uszu; czepki klubowe wydajemy tylko podczas meczów. Nieobecność trzeba zgłosić trenerowi najpóźniej 24 godziny wcześniej przez aplikację lub mailem na adres pilkawodna@azs-sekcja.pl. Zawodnicy, którzy opuszczą więcej niż 3 treningi w miesiącu bez usprawiedliwienia, mogą zostać przesunięci do grupy rezerwowej. Aktualny grafik basenu i wyniki ligowe znajdziecie na stronie https://azs-sekcja.pl/pilka-wodna/grafik. Opłata za sezon wynosi 480 zł i można ją rozłożyć na dwie raty.",
        good=[
            Good(
                "preserve",
                "Od 1 października w sekcji piłki wodnej AZS obowiązują następujące zasady. Przychodź na trening minimum 15 minut przed wejściem do wody – rozgrzewka na sucho startuje punktualnie. Musisz mieć własny czepek z ochraniaczami uszu, bo klubowe wydajemy wyłącznie na mecze. Jeśli nie możesz przyjść, zgłoś to trenerowi najpóźniej 24 godziny wcześniej w aplikacji albo mailowo: pilkawodna@azs-sekcja.pl. Kto opuści bez usprawiedliwienia więcej niż 3 treningi w miesiącu, może zostać przesunięty do grupy rezerwowej. Składka za sezon to 480 zł i można ją rozłożyć na dwie raty. Grafik basenu i wyniki ligowe: https://azs-sekcja.pl/pilka-wodna/grafik.",
            ),
            Good(
                "preserve",
                "**Sekcja piłki wodnej AZS – zasady od 1 października**\n\n- Na trening należy przybyć co najmniej 15 minut przed wejściem do wody; rozgrzewka na sucho rozpoczyna się punktualnie.\n- Każdy zawodnik musi posiadać własny czepek z ochraniaczami uszu. Czepki klubowe są wydawane tylko na mecze.\n- Nieobecność trzeba zgłosić trenerowi co najmniej 24 godziny wcześniej (aplikacja lub e-mail: pilkawodna@azs-sekcja.pl).\n- Ponad 3 nieusprawiedliwione nieobecności w miesiącu mogą skutkować przesunięciem do grupy rezerwowej.\n- Opłata sezonowa: 480 zł, z możliwością rozłożenia na dwie raty.\n- Aktualny grafik basenu i wyniki ligowe: https://azs-sekcja.pl/pilka-wodna/grafik",
            ),
            Good(
                "en",
                "The AZS water polo section would like to remind everyone of the rules in force from 1 October. Players are required to arrive at least 15 minutes before getting into the water, as the dry-land warm-up starts on time. Every player must have their own cap with ear guards; club caps are handed out only for matches. Absences have to be reported to the coach at least 24 hours in advance via the app or by e-mail to pilkawodna@azs-sekcja.pl. Players who miss more than 3 sessions a month without a valid excuse may be moved to the reserve group. The current pool schedule and league results are available at https://azs-sekcja.pl/pilka-wodna/grafik. The season fee is PLN 480 and can be split into two instalments.",
            ),
        ],
        bad=[
            Slip(0, [("Musisz mieć własny czepek", "Warto mieć własny czepek")], "modality"),
            Slip(
                1,
                [("https://azs-sekcja.pl/pilka-wodna/grafik", "https://azs-sekcja.pl/grafik")],
                "url",
            ),
            Slip(2, [("more than 3 sessions a month", "more than 5 sessions a month")], "number"),
        ],
    ),
    Case(
        key="pl-kurs-sedziow-pilki-recznej",
        source="Okręgowy Związek Piłki Ręcznej w Poznaniu organizuje kurs na sędziego piłki ręcznej. Zajęcia teoretyczne odbędą się w dniach 8–9 i 15–16 marca 2025 r., a egzamin końcowy zaplanowano na 29 marca. Kandydat musi mieć ukończone 16 lat i przedstawić aktualne zaświadczenie lekarskie. Część praktyczna obejmuje prowadzenie co najmniej 5 meczów młodzików pod okiem obserwatora. Zgodnie z § 14 ust. 2 Regulaminu sędziów ZPRP osoba, która nie zaliczyła egzaminu, może przystąpić do poprawki tylko raz, w terminie nie dłuższym niż 3 miesiące. Koszt kursu wynosi 350 zł; nie obejmuje on stroju sędziowskiego ani gwizdka. Zgłoszenia przyjmujemy do 28 lutego.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać sędzią piłki ręcznej? Okręgowy Związek Piłki Ręcznej w Poznaniu prowadzi kurs, a zgłoszenia przyjmuje do 28 lutego. Musisz mieć ukończone 16 lat i przedstawić aktualne zaświadczenie lekarskie. Teoria odbędzie się 8–9 oraz 15–16 marca 2025 r., a egzamin końcowy – 29 marca. W części praktycznej poprowadzisz co najmniej 5 meczów młodzików pod nadzorem obserwatora. Kurs kosztuje 350 zł, ale w tej kwocie nie ma stroju sędziowskiego ani gwizdka. Jeśli nie zaliczysz egzaminu, zgodnie z § 14 ust. 2 Regulaminu sędziów ZPRP możesz podejść do poprawki tylko jeden raz, w terminie nie dłuższym niż 3 miesiące.",
            ),
            Good(
                "preserve",
                "Kurs sędziowski – piłka ręczna (OZPR Poznań)\nZgłoszenia: do 28 lutego.\nWymagania: ukończone 16 lat, aktualne zaświadczenie lekarskie.\nZajęcia teoretyczne: 8–9 i 15–16 marca 2025 r.\nCzęść praktyczna: prowadzenie co najmniej pięciu meczów młodzików pod okiem obserwatora.\nEgzamin końcowy: 29 marca.\nPoprawka: osoba, która nie zaliczy egzaminu, może do niej przystąpić tylko raz, najpóźniej w ciągu 3 miesięcy (§ 14 ust. 2 Regulaminu sędziów ZPRP).\nOpłata: 350 zł (strój sędziowski i gwizdek nie są wliczone w cenę).",
            ),
            Good(
                "en",
                "The Regional Handball Association in Poznań is running a course for handball referees. Theory classes will take place on 8–9 and 15–16 March 2025, and the final exam is scheduled for 29 March. Candidates must be at least 16 years old and present a valid medical certificate. The practical part involves refereeing at least 5 youth (młodzik) matches under the eye of an observer. Under § 14(2) of the ZPRP Referee Regulations, anyone who fails the exam may resit it only once, within no more than 3 months. The course costs PLN 350; this does not include the referee kit or a whistle. Applications are accepted until 28 February.",
            ),
        ],
        bad=[
            Slip(0, [("§ 14 ust. 2", "§ 14 ust. 3")], "legal_reference"),
            Slip(1, [("Egzamin końcowy: 29 marca.", "Egzamin końcowy: 22 marca.")], "date"),
            Slip(
                2,
                [
                    (
                        "this does not include the referee kit or a whistle",
                        "this includes the referee kit and a whistle",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-lacrosse-sprzet-pierwszy-trening",
        source="## Sprzęt na pierwszy trening – Kraków Lacrosse\n\nNa pierwsze **trzy treningi** nie musisz kupować własnego sprzętu – klub pożyczy ci kask, kij i rękawice.\n\nPotem każdy zawodnik pola musi mieć:\n\n- kask z osłoną twarzy zgodny z normą NOCSAE,\n- rękawice,\n- ochraniacze barków i łokci,\n- kij o długości od 40 do 42 cali (obrońcy: do 72 cali).\n\nBramkarze powinni dodatkowo używać ochraniacza klatki piersiowej i gardła. Używany komplet kupisz zwykle za około 600–900 zł; listę sprawdzonych sklepów znajdziesz w [dokumencie klubowym](https://krakowlacrosse.pl/sprzet).",
        good=[
            Good(
                "preserve",
                "## Sprzęt na pierwszy trening – Kraków Lacrosse\n\nPrzez pierwsze **trzy treningi** nie ma potrzeby kupowania własnego sprzętu: kask, kij i rękawice wypożyczy ci klub.\n\nPóźniej każdy zawodnik pola musi mieć:\n\n- kask z osłoną twarzy spełniający normę NOCSAE,\n- rękawice,\n- ochraniacze barków i łokci,\n- kij długości 40–42 cali (w przypadku obrońców – do 72 cali).\n\nBramkarze powinni ponadto nosić ochraniacz klatki piersiowej i gardła. Za używany komplet zapłacisz zazwyczaj około 600–900 zł, a sprawdzone sklepy wymienia [dokument klubowy](https://krakowlacrosse.pl/sprzet).",
            ),
            Good(
                "preserve",
                "## Kraków Lacrosse: sprzęt na pierwszy trening\n\nNa **trzy pierwsze treningi** nie musisz niczego kupować – kask, kij i rękawice pożyczy ci klub.\n\nPotem każdy zawodnik pola musi być wyposażony w:\n\n- kask z osłoną twarzy (norma NOCSAE),\n- rękawice,\n- ochraniacze barków i łokci,\n- kij o długości 40–42 cali (obrońcy: maksymalnie 72 cale).\n\nBramkarz powinien mieć jeszcze ochraniacz klatki piersiowej i gardła. Używany zestaw kosztuje zwykle około 600–900 zł. Listę sprawdzonych sklepów prowadzimy w [dokumencie klubowym](https://krakowlacrosse.pl/sprzet).",
            ),
            Good(
                "en",
                "## Gear for your first practice – Kraków Lacrosse\n\nFor the first **three practices** you don't need to buy your own gear – the club will lend you a helmet, a stick and gloves.\n\nAfter that, every field player must have:\n\n- a helmet with a face mask that meets the NOCSAE standard,\n- gloves,\n- shoulder and elbow pads,\n- a stick 40 to 42 inches long (defenders: up to 72 inches).\n\nGoalkeepers should also wear a chest and throat protector. A used set usually costs about PLN 600–900; you will find a list of trusted shops in the [club document](https://krakowlacrosse.pl/sprzet).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- rękawice,\n- ochraniacze barków i łokci,",
                        "- rękawice, ochraniacze barków i łokci,",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("Bramkarz powinien mieć jeszcze", "Bramkarz musi mieć jeszcze")], "modality"),
            Slip(2, [("up to 72 inches", "up to 60 inches")], "number"),
        ],
    ),
    Case(
        key="pl-krykiet-rezerwacja-siatek-treningowych",
        source="Od sezonu 2025 siatki treningowe do krykieta na boisku przy ul. Sobieskiego rezerwujecie wyłącznie przez system online pod adresem https://rezerwacje.warsawcricket.pl. Jedna rezerwacja obejmuje 90 minut i maksymalnie 6 osób na tor. Rezerwacji można dokonać najwcześniej 14 dni przed terminem, a odwołać ją bez opłaty do godziny 18:00 dnia poprzedniego. Siatki są czynne od poniedziałku do soboty w godz. 7:00–21:00; w niedziele obiekt jest zamknięty. Nie wolno używać twardych piłek bez kasku i ochraniaczy. Pytania dotyczące rozliczeń prosimy kierować na adres skarbnik@warsawcricket.pl. Członkowie klubu nie płacą za rezerwację, goście – 40 zł za tor.",
        good=[
            Good(
                "preserve",
                "Od sezonu 2025 siatki do treningu krykieta przy ul. Sobieskiego zarezerwujesz tylko online: https://rezerwacje.warsawcricket.pl. Każda rezerwacja to 90 minut i najwyżej 6 osób na jednym torze. Termin możesz zarezerwować nie wcześniej niż 14 dni naprzód, a bezpłatnie odwołać – do 18:00 poprzedniego dnia. Siatki działają od poniedziałku do soboty, 7:00–21:00, a w niedzielę obiekt jest nieczynny. Twardymi piłkami nie wolno grać bez kasku i ochraniaczy. Członkowie klubu rezerwują za darmo, goście płacą 40 zł za tor. W sprawach rozliczeń pisz na skarbnik@warsawcricket.pl.",
            ),
            Good(
                "preserve",
                "Rezerwacja siatek treningowych do krykieta (boisko przy ul. Sobieskiego) – zasady od sezonu 2025:\n- rezerwacje wyłącznie przez system online: https://rezerwacje.warsawcricket.pl;\n- jedna rezerwacja: 90 minut, maks. 6 osób na tor;\n- rezerwować można najwcześniej 14 dni przed terminem;\n- bezpłatne odwołanie: do godz. 18:00 dnia poprzedzającego;\n- godziny otwarcia: poniedziałek–sobota, 7:00–21:00, w niedziele zamknięte;\n- gra twardymi piłkami bez kasku i ochraniaczy jest zabroniona;\n- opłaty: członkowie klubu – bez opłat, goście – 40 zł za tor;\n- pytania o rozliczenia: skarbnik@warsawcricket.pl.",
            ),
            Good(
                "en",
                "From the 2025 season, the cricket practice nets at the ground on ul. Sobieskiego can only be booked through the online system at https://rezerwacje.warsawcricket.pl. One booking covers 90 minutes and up to 6 people per lane. You can book no earlier than 14 days in advance and cancel free of charge until 6 p.m. on the previous day. The nets are open Monday to Saturday from 7 a.m. to 9 p.m.; the facility is closed on Sundays. Playing with hard balls is not allowed without a helmet and pads. Please send any billing questions to skarbnik@warsawcricket.pl. Club members book free of charge, while guests pay PLN 40 per lane.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://rezerwacje.warsawcricket.pl", "https://warsawcricket.pl/rezerwacje")],
                "url",
            ),
            Slip(
                1,
                [("do godz. 18:00 dnia poprzedzającego", "do godz. 12:00 dnia poprzedzającego")],
                "date",
            ),
            Slip(
                2,
                [("Playing with hard balls is not allowed", "Playing with hard balls is allowed")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-krokiet-historia-klubu-tradycja",
        source="Krokiet trafił na ziemie polskie prawdopodobnie w latach 60. XIX wieku, razem z modą na angielskie ogrody przy dworach ziemiańskich. Jak pisze Halina Zaremba w monografii „Gry ogrodowe w Galicji” (Kraków 1998, s. 112–115), grano w niego głównie na trawnikach przy rezydencjach w okolicach Lwowa i Tarnowa. Pierwszy znany regulamin w języku polskim ukazał się w 1871 r. w „Tygodniku Illustrowanym” (nr 187). Nasz klub, założony w 2012 roku, chce nawiązywać do tej tradycji. Nowi członkowie powinni przejść dwugodzinne szkolenie z zasad gry w wersji golf croquet, zanim zagrają w turnieju klubowym. Na trawnik wolno wchodzić wyłącznie w płaskim obuwiu bez kolców.",
        good=[
            Good(
                "preserve",
                "Nasz klub krokietowy powstał w 2012 roku i chce nawiązywać do tradycji tej gry na ziemiach polskich. Krokiet dotarł tu prawdopodobnie w latach 60. XIX wieku, wraz z modą na angielskie ogrody zakładane przy dworach ziemiańskich. Według Haliny Zaremby („Gry ogrodowe w Galicji”, Kraków 1998, s. 112–115) grywano w niego przede wszystkim na trawnikach rezydencji pod Lwowem i Tarnowem. Pierwsze znane polskojęzyczne zasady gry opublikował w 1871 r. „Tygodnik Illustrowany” (nr 187). Zanim nowy członek zagra w turnieju klubowym, powinien przejść dwugodzinne szkolenie z zasad golf croquet. Na trawnik można wchodzić tylko w płaskich butach bez kolców.",
            ),
            Good(
                "preserve",
                "Krokiet dotarł na ziemie polskie zapewne w latach 60. XIX w., kiedy przy dworach ziemiańskich modne stały się ogrody w stylu angielskim. H. Zaremba (Gry ogrodowe w Galicji, Kraków 1998, s. 112–115) podaje, że grano w niego głównie na trawnikach rezydencji w okolicach Lwowa i Tarnowa. Pierwszy znany regulamin w języku polskim wydrukował w 1871 r. „Tygodnik Illustrowany” (nr 187). Założony w 2012 r. klub chce nawiązywać do tej tradycji. Przed udziałem w turnieju klubowym nowi członkowie powinni odbyć dwugodzinne szkolenie z zasad golf croquet. Na trawnik wolno wejść wyłącznie w płaskim obuwiu bez kolców.",
            ),
            Good(
                "en",
                "Croquet probably reached Polish lands in the 1860s, along with the fashion for English gardens at country manor houses. As Halina Zaremba writes in her monograph “Gry ogrodowe w Galicji” (Kraków 1998, pp. 112–115), it was played mainly on the lawns of residences around Lviv and Tarnów. The first known rules in Polish appeared in 1871 in “Tygodnik Illustrowany” (no. 187). Our club, founded in 2012, wants to build on this tradition. New members should complete a two-hour training session on the rules of golf croquet before playing in a club tournament. Only flat shoes without spikes are allowed on the lawn.",
            ),
        ],
        bad=[
            Slip(0, [("s. 112–115", "s. 212–215")], "citation"),
            Slip(
                1,
                [
                    (
                        "Krokiet dotarł na ziemie polskie zapewne w latach 60.",
                        "Krokiet dotarł na ziemie polskie w latach 60.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("New members should complete", "New members must complete")], "modality"),
        ],
    ),
    Case(
        key="pl-turniej-petanque-kazimierz-dolny",
        source="Zapraszamy na VII Otwarty Turniej Pétanque o Puchar Burmistrza Kazimierza Dolnego, który odbędzie się w sobotę 14 czerwca 2025 r. na placu przy Bulwarze Nadwiślańskim. Gramy w tripletach, systemem szwajcarskim na pięć rund, a następnie w fazie pucharowej dla najlepszych 16 drużyn. Rejestracja drużyn rusza o 9:00, pierwsze losowanie o 9:45. Wpisowe wynosi 60 zł od drużyny i trzeba je opłacić na miejscu gotówką. Liczba drużyn jest ograniczona do 48, decyduje kolejność zgłoszeń. Każdy zawodnik gra własnymi kulami atestowanymi przez FIPJP. Na zwycięzców czekają puchary i nagrody rzeczowe, a dla wszystkich uczestników przewidziano ciepły posiłek.",
        good=[
            Good(
                "preserve",
                "W sobotę 14 czerwca 2025 r. na placu przy Bulwarze Nadwiślańskim rozegramy VII Otwarty Turniej Pétanque o Puchar Burmistrza Kazimierza Dolnego – serdecznie zapraszamy! Drużyny rejestrujemy od 9:00, a pierwsze losowanie zaplanowaliśmy na 9:45. Gramy w tripletach: najpierw pięć rund systemem szwajcarskim, potem faza pucharowa dla 16 najlepszych zespołów. Wpisowe to 60 zł za drużynę, płatne gotówką na miejscu. Przyjmiemy najwyżej 48 drużyn, według kolejności zgłoszeń. Każdy gra swoimi kulami z atestem FIPJP. Zwycięzcy dostaną puchary i nagrody rzeczowe, a każdy uczestnik – ciepły posiłek.",
            ),
            Good(
                "preserve",
                "VII Otwarty Turniej Pétanque o Puchar Burmistrza Kazimierza Dolnego\nTermin: sobota, 14.06.2025\nMiejsce: plac przy Bulwarze Nadwiślańskim\nRejestracja drużyn: od 9:00; pierwsze losowanie: 9:45\nFormuła: triplety, 5 rund systemem szwajcarskim, następnie faza pucharowa (16 najlepszych drużyn)\nLimit: 48 drużyn, decyduje kolejność zgłoszeń\nWpisowe: 60 zł od drużyny, płatne gotówką na miejscu\nKule: własne, z atestem FIPJP\nNagrody: puchary i nagrody rzeczowe dla zwycięzców, ciepły posiłek dla wszystkich uczestników",
            ),
            Good(
                "en",
                "You are invited to the 7th Open Pétanque Tournament for the Mayor of Kazimierz Dolny Cup, to be held on Saturday, 14 June 2025, on the square by Bulwar Nadwiślański. Teams play in triples: five rounds of a Swiss system, followed by a knockout stage for the top 16 teams. Team registration opens at 9:00 a.m. and the first draw is at 9:45 a.m. The entry fee is PLN 60 per team and must be paid in cash on site. The number of teams is limited to 48, on a first-come, first-served basis. Each player uses their own FIPJP-approved boules. Cups and prizes await the winners, and a hot meal is provided for all participants.",
            ),
        ],
        bad=[
            Slip(
                0, [("Przyjmiemy najwyżej 48 drużyn", "Przyjmiemy najwyżej 64 drużyny")], "number"
            ),
            Slip(1, [("Termin: sobota, 14.06.2025", "Termin: sobota, 21.06.2025")], "date"),
            Slip(
                2,
                [
                    (
                        "Cups and prizes await the winners",
                        "Cups and prizes, handed over in person by the Mayor, await the winners",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-system-kaucyjny-butelki-szklane",
        source="Od 1 października 2025 r. w Polsce działa system kaucyjny obejmujący m.in. szklane butelki wielokrotnego użytku o pojemności do 1,5 litra. Kaucja za taką butelkę wynosi 1 zł i jest doliczana do ceny napoju w sklepie. Podstawą prawną systemu jest ustawa z dnia 13 czerwca 2013 r. o gospodarce opakowaniami i odpadami opakowaniowymi, w szczególności art. 40a i następne. Butelkę można oddać w każdym sklepie uczestniczącym w systemie, także bez paragonu. Sklepy o powierzchni powyżej 200 m² mają obowiązek przyjmowania opakowań. Według szacunków operatorów do systemu może co roku trafiać około 2 mld opakowań szklanych, choć dokładne dane będą znane dopiero po pierwszym roku działania.",
        good=[
            Good(
                "preserve",
                "Od 1 października 2025 r. w Polsce, kupując napój w szklanej butelce wielokrotnego użytku o pojemności do 1,5 litra, zapłacisz w sklepie dodatkowo 1 zł kaucji doliczonej do ceny, bo system kaucyjny obejmuje m.in. takie butelki. Pustą butelkę oddasz w dowolnym sklepie uczestniczącym w systemie, nawet jeśli nie masz paragonu. Sklepy większe niż 200 m² muszą przyjmować opakowania. System opiera się na ustawie z 13 czerwca 2013 r. o gospodarce opakowaniami i odpadami opakowaniowymi, zwłaszcza na jej art. 40a i kolejnych. Operatorzy szacują, że rocznie może do niego trafiać około 2 mld szklanych opakowań, ale dokładne liczby poznamy dopiero po pierwszym roku działania.",
            ),
            Good(
                "preserve",
                "System kaucyjny – najważniejsze informacje\n• Start: 1 października 2025 r., cała Polska.\n• Zakres: m.in. szklane butelki wielokrotnego użytku o pojemności do 1,5 l.\n• Wysokość kaucji: 1 zł za butelkę, doliczana do ceny napoju w sklepie.\n• Zwrot: w każdym sklepie uczestniczącym w systemie, również bez paragonu.\n• Obowiązek przyjmowania opakowań: sklepy o powierzchni ponad 200 m².\n• Podstawa prawna: ustawa z dnia 13 czerwca 2013 r. o gospodarce opakowaniami i odpadami opakowaniowymi (zwłaszcza art. 40a i nast.).\n• Skala: według szacunków operatorów do systemu może rocznie trafiać około 2 mld opakowań szklanych; dokładne dane będą znane dopiero po pierwszym roku działania.",
            ),
            Good(
                "en",
                "Since 1 October 2025, Poland has had a deposit return system that covers, among other things, reusable glass bottles of up to 1.5 litres. The deposit on such a bottle is PLN 1 and is added to the price of the drink in the shop. The legal basis for the system is the Act of 13 June 2013 on the management of packaging and packaging waste, in particular Article 40a et seq. You can return the bottle to any shop taking part in the system, even without a receipt. Shops with a floor area of more than 200 m² are required to accept packaging. Operators estimate that around 2 billion glass containers a year may end up in the system, although exact figures will only be known after its first year of operation.",
            ),
        ],
        bad=[
            Slip(0, [("art. 40a i kolejnych", "art. 44a i kolejnych")], "legal_reference"),
            Slip(1, [("o pojemności do 1,5 l.", "o pojemności do 3 l.")], "number"),
            Slip(
                2,
                [
                    (
                        "Operators estimate that around 2 billion glass containers a year may end up in the system",
                        "Around 2 billion glass containers a year end up in the system",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-kominiarz-kontrola-przewodow-kominowych",
        source="Szanowni Mieszkańcy, informujemy, że w dniach 3–7 listopada 2025 r. mistrz kominiarski Zakładu Kominiarskiego „Sadza” przeprowadzi okresową kontrolę przewodów kominowych w budynkach przy ul. Lipowej 4, 6 i 8. Zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane kontrola taka musi odbywać się co najmniej raz w roku. Prosimy o udostępnienie mieszkań w godzinach 8:00–15:00. Przed wizytą nie należy palić w piecach ani kominkach przez minimum 12 godzin. Osoby, które nie mogą być obecne, powinny uzgodnić inny termin z administracją pod numerem 71 345 22 10. Kominiarz nie pobiera żadnych opłat od lokatorów – koszt kontroli pokrywa wspólnota.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy, od 3 do 7 listopada 2025 r. mistrz kominiarski z Zakładu Kominiarskiego „Sadza” skontroluje przewody kominowe w budynkach przy ul. Lipowej 4, 6 i 8. Jest to kontrola okresowa, która zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane musi się odbywać przynajmniej raz w roku. Prosimy o udostępnienie mieszkań w godz. 8:00–15:00. Przez co najmniej 12 godzin przed wizytą nie należy palić w piecach ani w kominkach. Jeśli nie będą Państwo mogli być obecni, powinni Państwo uzgodnić inny termin z administracją (tel. 71 345 22 10). Lokatorzy nie ponoszą żadnych opłat na rzecz kominiarza – kontrolę opłaca wspólnota.",
            ),
            Good(
                "preserve",
                "OGŁOSZENIE\nOkresowa kontrola przewodów kominowych – ul. Lipowa 4, 6 i 8\nTermin: 3–7 listopada 2025 r., godz. 8:00–15:00\nWykonawca: mistrz kominiarski, Zakład Kominiarski „Sadza”\nPodstawa: art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane (kontrola obowiązkowa co najmniej raz w roku)\nProsimy o udostępnienie lokali. Minimum 12 godzin przed kontrolą nie należy palić w piecach ani kominkach. Lokatorzy nieobecni w tym czasie powinni uzgodnić inny termin z administracją: 71 345 22 10. Kominiarz nie pobiera od lokatorów żadnych opłat – koszt kontroli pokrywa wspólnota.",
            ),
            Good(
                "en",
                "Dear Residents, please note that from 3 to 7 November 2025 a master chimney sweep from the “Sadza” chimney-sweeping company will carry out the periodic inspection of chimney flues in the buildings at ul. Lipowa 4, 6 and 8. Under Article 62(1)(1)(c) of the Construction Law Act, such an inspection must take place at least once a year. Please make your flats available between 8:00 a.m. and 3:00 p.m. Do not light fires in stoves or fireplaces for at least 12 hours before the visit. Residents who cannot be present should arrange another date with the building management on 71 345 22 10. The chimney sweep does not charge tenants anything – the cost of the inspection is covered by the housing community.",
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
                [
                    (
                        "Lokatorzy nieobecni w tym czasie powinni uzgodnić",
                        "Lokatorzy nieobecni w tym czasie mogą uzgodnić",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("Residents who cannot be present", "Residents who can be present")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-readme-skrypt-tabela-ligi",
        source="# wyniki-ligi\n\nSkrypt generuje tabelę ligi amatorskiej badmintona na podstawie pliku CSV z wynikami meczów.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zależności instalujesz poleceniem:\n\n```\npip install -r requirements.txt\n```\n\n## Użycie\n\nUruchom `python tabela.py --wejscie mecze.csv --format html`. Domyślnie wynik trafia do katalogu `out/`. Plik CSV musi być zapisany w kodowaniu UTF-8 i nie może zawierać pustych wierszy – w przeciwnym razie skrypt przerwie działanie z kodem błędu 2. Nie edytuj ręcznie plików w `out/`, bo są nadpisywane przy każdym uruchomieniu.",
        good=[
            Good(
                "preserve",
                "# wyniki-ligi\n\nTen skrypt tworzy tabelę amatorskiej ligi badmintona z pliku CSV zawierającego wyniki meczów.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Zależności zainstalujesz tak:\n\n```\npip install -r requirements.txt\n```\n\n## Użycie\n\nWpisz `python tabela.py --wejscie mecze.csv --format html`. Jeśli nie wskażesz inaczej, wynik zostanie zapisany w katalogu `out/`. Plik CSV musi mieć kodowanie UTF-8 i nie może mieć pustych wierszy; jeśli tak nie jest, skrypt przerwie działanie z kodem błędu 2. Plików w `out/` nie należy edytować ręcznie – każde uruchomienie je nadpisuje.",
            ),
            Good(
                "preserve",
                "# wyniki-ligi\n\nGenerator tabeli amatorskiej ligi badmintona – dane wejściowe to plik CSV z wynikami meczów.\n\n## Instalacja\n\nWymagania: Python 3.10 lub nowszy. Instalacja zależności:\n\n```\npip install -r requirements.txt\n```\n\n## Użycie\n\nPolecenie: `python tabela.py --wejscie mecze.csv --format html` (wynik domyślnie trafia do `out/`).\n\nUwaga:\n- plik CSV musi być zapisany w UTF-8 i nie może zawierać pustych wierszy – inaczej skrypt przerwie działanie z kodem błędu 2;\n- nie edytuj ręcznie plików w `out/`, ponieważ każde uruchomienie je nadpisuje.",
            ),
            Good(
                "en",
                "# wyniki-ligi\n\nThe script builds the table of an amateur badminton league from a CSV file with match results.\n\n## Installation\n\nPython 3.10 or newer is required. Install the dependencies with:\n\n```\npip install -r requirements.txt\n```\n\n## Usage\n\nRun `python tabela.py --wejscie mecze.csv --format html`. By default, the output goes to the `out/` directory. The CSV file must be UTF-8 encoded and must not contain empty rows; otherwise the script will stop with error code 2. Do not edit the files in `out/` by hand, as they are overwritten on every run.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`python tabela.py --wejscie mecze.csv --format html`",
                        "`python tabela.py --input mecze.csv --format html`",
                    )
                ],
                "code",
            ),
            Slip(1, [("## Użycie\n\n", "Użycie\n\n")], "markdown"),
            Slip(
                2,
                [("Do not edit the files in `out/` by hand", "Edit the files in `out/` by hand")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ogrod-spoleczny-przydzial-grzadek",
        source="Ogród społeczny „Zielony Kwadrat” na Pradze-Północ przydziela w tym roku 24 grządki podwyższone. Każda ma wymiary 1,2 × 2,5 m, a roczna opłata za jej użytkowanie wynosi 50 zł. Osoby, które dostaną grządkę, muszą co najmniej dwa razy w sezonie przyjść na wspólne dyżury porządkowe. Można uprawiać warzywa, zioła i kwiaty jednoroczne, ale nie wolno stosować chemicznych środków ochrony roślin. Woda z deszczówki jest dostępna bez ograniczeń, a kran miejski czynny jest od maja do września. Jeżeli grządka pozostanie nieuprawiana przez sześć tygodni, koordynatorka może przekazać ją kolejnej osobie z listy oczekujących. Pierwszeństwo mają mieszkańcy okolicznych kamienic.",
        good=[
            Good(
                "preserve",
                "W tym roku ogród społeczny „Zielony Kwadrat” na Pradze-Północ ma do rozdania 24 grządki podwyższone, każda o wymiarach 1,2 na 2,5 m. Użytkowanie grządki kosztuje 50 zł rocznie, a pierwszeństwo przy przydziale mają mieszkańcy okolicznych kamienic. Jeśli dostaniesz grządkę, musisz przynajmniej dwa razy w sezonie przyjść na wspólny dyżur porządkowy. Uprawiać można warzywa, zioła oraz kwiaty jednoroczne; stosowanie chemicznych środków ochrony roślin jest zabronione. Z deszczówki korzystasz bez ograniczeń, a kran miejski działa od maja do września. Grządkę nieuprawianą przez sześć tygodni koordynatorka może oddać następnej osobie z listy oczekujących.",
            ),
            Good(
                "preserve",
                "„Zielony Kwadrat” – ogród społeczny na Pradze-Północ: zasady na ten rok\n- do przydziału: 24 grządki podwyższone (1,2 × 2,5 m),\n- opłata: 50 zł za rok,\n- pierwszeństwo: mieszkańcy okolicznych kamienic,\n- obowiązek: co najmniej 2 wspólne dyżury porządkowe w sezonie,\n- dozwolone uprawy: warzywa, zioła, kwiaty jednoroczne,\n- zakaz stosowania chemicznych środków ochrony roślin,\n- woda: deszczówka bez ograniczeń, kran miejski od maja do września,\n- grządkę nieuprawianą przez 6 tygodni koordynatorka może przekazać kolejnej osobie z listy oczekujących.",
            ),
            Good(
                "en",
                "This year the “Zielony Kwadrat” community garden in Praga-Północ is allocating 24 raised beds. Each measures 1.2 × 2.5 m, and the annual fee for using one is PLN 50. Anyone who gets a bed must come to the shared clean-up shifts at least twice a season. You can grow vegetables, herbs and annual flowers, but chemical plant protection products are not allowed. Rainwater is available without limits, and the municipal tap is on from May to September. If a bed is left uncultivated for six weeks, the coordinator may pass it on to the next person on the waiting list. Residents of the nearby tenement buildings have priority.",
            ),
        ],
        bad=[
            Slip(0, [("ma do rozdania 24 grządki", "ma do rozdania 30 grządek")], "number"),
            Slip(
                1,
                [
                    (
                        "- obowiązek: co najmniej 2 wspólne dyżury",
                        "- zalecenie: co najmniej 2 wspólne dyżury",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "and the municipal tap is on from May to September.",
                        "and the municipal tap, paid for by the district council, is on from May to September.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nordic-walking-badanie-cisnienie",
        source="Regularny nordic walking może obniżać ciśnienie skurczowe u osób po 60. roku życia. W randomizowanym badaniu opisanym przez Nowickiego i współpracowników (Medycyna Sportowa, 2021, t. 37, nr 2, s. 85–94) 148 uczestników maszerowało z kijami trzy razy w tygodniu przez 12 tygodni. W grupie ćwiczącej ciśnienie spadło średnio o około 7 mmHg, w grupie kontrolnej – o 2 mmHg. Autorzy zastrzegają jednak, że próba była stosunkowo mała, a efekt mógł częściowo wynikać ze zmian w diecie, których nie kontrolowano. Osoby z chorobami serca nie powinny rozpoczynać treningu bez konsultacji z lekarzem.",
        good=[
            Good(
                "preserve",
                "Nordic walking uprawiany regularnie może obniżać skurczowe ciśnienie krwi u osób po sześćdziesiątce. Nowicki i współpracownicy (Medycyna Sportowa, 2021, t. 37, nr 2, s. 85–94) opisali randomizowane badanie, w którym 148 osób przez 12 tygodni trzy razy w tygodniu maszerowało z kijami. Ciśnienie w grupie ćwiczącej spadło średnio o około 7 mmHg, a w kontrolnej o 2 mmHg. Badacze zastrzegają jednak, że grupa była dość mała i że na wynik mogły częściowo wpłynąć niekontrolowane zmiany diety. Jeśli chorujesz na serce, nie powinieneś zaczynać treningów bez konsultacji z lekarzem.",
            ),
            Good(
                "preserve",
                "Według randomizowanego badania Nowickiego i wsp. (Medycyna Sportowa, 2021, t. 37, nr 2, s. 85–94) regularny nordic walking może obniżać ciśnienie skurczowe u osób po 60. roku życia. 148 uczestników ćwiczyło z kijami 3 razy w tygodniu przez 12 tygodni; w grupie ćwiczącej odnotowano średni spadek ciśnienia o około 7 mmHg, w grupie kontrolnej – o 2 mmHg. Autorzy wskazują jednak na stosunkowo niewielką próbę oraz na to, że efekt mógł częściowo wynikać z niekontrolowanych zmian w diecie. Osoby z chorobami serca nie powinny zaczynać treningu bez konsultacji lekarskiej.",
            ),
            Good(
                "en",
                "Regular Nordic walking may lower systolic blood pressure in people over 60. In a randomised trial described by Nowicki and colleagues (Medycyna Sportowa, 2021, vol. 37, no. 2, pp. 85–94), 148 participants walked with poles three times a week for 12 weeks. In the exercise group, blood pressure fell by about 7 mmHg on average, compared with 2 mmHg in the control group. The authors caution, however, that the sample was relatively small and that the effect may have been partly due to uncontrolled changes in diet. People with heart conditions should not start training without consulting a doctor.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Medycyna Sportowa, 2021, t. 37", "Medycyna Sportowa, 2019, t. 37")],
                "citation",
            ),
            Slip(
                1,
                [("średni spadek ciśnienia o około 7 mmHg", "średni spadek ciśnienia o 7 mmHg")],
                "hedge",
            ),
            Slip(2, [("148 participants", "248 participants")], "number"),
        ],
    ),
    Case(
        key="pl-biblioteka-kody-ebooki-zasady",
        source="Miejska Biblioteka Publiczna w Rumi udostępnia czytelnikom bezpłatne kody do serwisu z e-bookami. Kody wydajemy od pierwszego dnia roboczego każdego miesiąca, do wyczerpania puli. Aby otrzymać kod, trzeba mieć ważną kartę biblioteczną i złożyć wniosek przez formularz na stronie https://mbp-rumia.pl/ebooki. Jeden czytelnik może pobrać jeden kod w miesiącu. Kod należy aktywować w ciągu 7 dni, w przeciwnym razie przepada i wraca do puli. Kody są ważne do końca miesiąca, w którym zostały wydane. W razie problemów z aktywacją warto najpierw sprawdzić instrukcję w zakładce „Pomoc”, a dopiero potem napisać na adres ebooki@mbp-rumia.pl.",
        good=[
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Rumi daje czytelnikom bezpłatne kody do serwisu z e-bookami. Żeby dostać kod, musisz mieć ważną kartę biblioteczną i wysłać wniosek przez formularz na https://mbp-rumia.pl/ebooki. Kody rozdajemy od pierwszego dnia roboczego każdego miesiąca, dopóki pula się nie wyczerpie; jeden czytelnik może pobrać jeden kod miesięcznie. Kod trzeba aktywować w ciągu 7 dni – inaczej przepada i wraca do puli. Jest ważny do końca miesiąca, w którym go wydano. Jeśli aktywacja sprawia kłopot, warto najpierw przejrzeć instrukcję w zakładce „Pomoc”, a dopiero potem napisać na ebooki@mbp-rumia.pl.",
            ),
            Good(
                "preserve",
                "E-booki w MBP w Rumi – w skrócie\nKto może dostać kod? Czytelnik z ważną kartą biblioteczną, który złoży wniosek przez formularz: https://mbp-rumia.pl/ebooki. Kody są bezpłatne.\nKiedy? Od pierwszego dnia roboczego każdego miesiąca, do wyczerpania puli.\nIle? Jeden kod na czytelnika w miesiącu.\nJak długo? Kod należy aktywować w ciągu 7 dni, bo inaczej przepada i wraca do puli; jest ważny do końca miesiąca, w którym go wydano.\nProblem z aktywacją? Warto najpierw sprawdzić instrukcję w zakładce „Pomoc”, a dopiero potem pisać na ebooki@mbp-rumia.pl.",
            ),
            Good(
                "en",
                "The Municipal Public Library in Rumia offers readers free codes for an e-book service. Codes are issued from the first working day of each month until the pool runs out. To get a code, you need a valid library card and have to submit a request through the form at https://mbp-rumia.pl/ebooki. Each reader may get one code per month. The code must be activated within 7 days; otherwise it expires and goes back to the pool. Codes are valid until the end of the month in which they were issued. If you have trouble activating a code, it is worth checking the instructions under the “Pomoc” (Help) tab first, and only then writing to ebooki@mbp-rumia.pl.",
            ),
        ],
        bad=[
            Slip(0, [("musisz mieć ważną kartę", "warto mieć ważną kartę")], "modality"),
            Slip(
                1,
                [("formularz: https://mbp-rumia.pl/ebooki", "formularz: https://mbp-rumia.pl/")],
                "url",
            ),
            Slip(2, [("within 7 days", "within 14 days")], "date"),
        ],
    ),
    Case(
        key="pl-regaty-wioslarskie-puchar-brdy",
        source="Regaty wioślarskie „Puchar Brdy” odbędą się w niedzielę 7 września na torze w Bydgoszczy. Zgłoszenia osad przyjmuje sekretariat klubu do środy 3 września do godz. 20:00; po tym terminie nie będą uwzględniane. Startują osady w kategoriach junior młodszy, junior i masters, na dystansie 1000 m. Opłata startowa wynosi 30 zł od zawodnika. W przypadku silnego wiatru sędzia główny może skrócić dystans lub przesunąć starty. Zawodnicy nie mogą wypływać na tor poza wyznaczonymi oknami rozgrzewkowymi. Parking dla przyczep z łodziami znajduje się przy ul. Żupy i mieści maksymalnie 25 zestawów.",
        good=[
            Good(
                "preserve",
                "W niedzielę 7 września na torze w Bydgoszczy odbędą się regaty wioślarskie „Puchar Brdy”. Osady zgłaszamy w sekretariacie klubu do środy 3 września, godz. 20:00 – późniejsze zgłoszenia nie będą uwzględniane. Rywalizacja obejmuje kategorie junior młodszy, junior i masters, a dystans to 1000 m. Każdy zawodnik płaci 30 zł opłaty startowej. Przy silnym wietrze sędzia główny może skrócić dystans albo przesunąć starty. Poza wyznaczonymi oknami rozgrzewkowymi zawodnikom nie wolno wypływać na tor. Przyczepy z łodziami zostawicie na parkingu przy ul. Żupy, na którym zmieści się najwyżej 25 zestawów.",
            ),
            Good(
                "preserve",
                "Komunikat – regaty „Puchar Brdy”\nData i miejsce: niedziela, 7 września, tor w Bydgoszczy.\nKategorie: junior młodszy, junior, masters; dystans 1000 m.\nZgłoszenia osad: w sekretariacie klubu do środy 3 września, godz. 20:00. Zgłoszenia złożone po terminie nie będą uwzględniane.\nOpłata startowa: 30 zł od zawodnika.\nPogoda: przy silnym wietrze sędzia główny może skrócić dystans lub przesunąć starty.\nRozgrzewka: wypływanie na tor dozwolone tylko w wyznaczonych oknach rozgrzewkowych.\nParking dla przyczep z łodziami: ul. Żupy, maksymalnie 25 zestawów.",
            ),
            Good(
                "en",
                "The “Puchar Brdy” rowing regatta will take place on Sunday, 7 September, on the course in Bydgoszcz. Crew entries are accepted by the club office until Wednesday, 3 September, at 8:00 p.m.; entries received after this deadline will not be considered. Crews compete in the junior B (junior młodszy), junior and masters categories over 1000 m. The entry fee is PLN 30 per rower. In strong winds, the chief umpire may shorten the distance or postpone the starts. Rowers may not go out onto the course outside the designated warm-up windows. The parking area for boat trailers is on ul. Żupy and holds up to 25 rigs.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "późniejsze zgłoszenia nie będą uwzględniane",
                        "późniejsze zgłoszenia również będą uwzględniane",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Opłata startowa: 30 zł od zawodnika.", "Opłata startowa: 50 zł od zawodnika.")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "The parking area for boat trailers is on ul. Żupy",
                        "The parking area for boat trailers, free for all visiting clubs, is on ul. Żupy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-changelog-aplikacja-zapisy-fitness",
        source="## Wersja 2.4.0 (12 maja 2025)\n\n### Zmiany\n- Dodano eksport grafiku zajęć do formatu iCal.\n- Logowanie przez SMS zastąpiono kodem w aplikacji.\n- Limit rezerwacji na tydzień zwiększono z 5 do 8.\n\n### Ważne dla administratorów\nPrzed aktualizacją należy wykonać kopię bazy poleceniem `./manage.sh backup --full`. W pliku `config.yaml` trzeba ustawić nowy klucz `sms_fallback: false`; bez tego aplikacja nie uruchomi się. Stare tokeny API przestaną działać po 30 czerwca 2025 r. Migrację warto przeprowadzić poza godzinami szczytu.",
        good=[
            Good(
                "preserve",
                "## Wersja 2.4.0 (12 maja 2025)\n\n### Zmiany\n- Grafik zajęć można teraz wyeksportować do formatu iCal.\n- Zamiast logowania przez SMS używamy kodu w aplikacji.\n- Tygodniowy limit rezerwacji wzrósł z 5 do 8.\n\n### Ważne dla administratorów\nZanim zaktualizujesz aplikację, musisz zrobić kopię bazy poleceniem `./manage.sh backup --full`. Dodaj w `config.yaml` nowy klucz `sms_fallback: false` – jeśli go zabraknie, aplikacja się nie uruchomi. Po 30 czerwca 2025 r. stare tokeny API przestaną działać. Migrację warto przeprowadzić poza godzinami szczytu.",
            ),
            Good(
                "preserve",
                "## Wersja 2.4.0 – 12 maja 2025\n\n### Zmiany\n- Nowość: eksport grafiku zajęć do iCal.\n- Logowanie kodem w aplikacji zamiast SMS.\n- Limit rezerwacji: 8 tygodniowo (wcześniej 5).\n\n### Ważne dla administratorów\n1. Przed aktualizacją należy wykonać kopię bazy: `./manage.sh backup --full`.\n2. W `config.yaml` trzeba ustawić nowy klucz `sms_fallback: false` – bez niego aplikacja nie wystartuje.\n3. Stare tokeny API przestaną działać po 30 czerwca 2025 r.\n4. Migrację warto przeprowadzić poza godzinami szczytu.",
            ),
            Good(
                "en",
                "## Version 2.4.0 (12 May 2025)\n\n### Changes\n- Added export of the class schedule to iCal format.\n- SMS login has been replaced with an in-app code.\n- The weekly booking limit has been raised from 5 to 8.\n\n### Important for administrators\nBefore updating, you must back up the database with `./manage.sh backup --full`. In `config.yaml`, you need to set the new key `sms_fallback: false`; without it, the application will not start. Old API tokens will stop working after 30 June 2025. It is a good idea to run the migration outside peak hours.",
            ),
        ],
        bad=[
            Slip(0, [("`sms_fallback: false`", "`sms_fallback: true`")], "code"),
            Slip(
                1,
                [
                    (
                        "kopię bazy: `./manage.sh backup --full`.",
                        "kopię bazy: ./manage.sh backup --full.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("you must back up the database", "you may want to back up the database")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wycieczka-pttk-beskid-niski",
        source="Koło PTTK „Wierchy” zaprasza na dwudniową wycieczkę w Beskid Niski w dniach 20–21 września. Wyjazd autokarem spod dworca PKS w Krośnie w sobotę o 6:30. Pierwszego dnia przejdziemy około 18 km z Iwonicza-Zdroju na Cergową, a nocleg zaplanowano w schronisku w Dukli. W niedzielę czeka nas krótsza, 11-kilometrowa trasa z powrotem planowanym na godz. 17:00. Koszt wycieczki wynosi 260 zł i obejmuje przejazd, nocleg ze śniadaniem oraz ubezpieczenie. Liczba miejsc: 40. Uczestnicy muszą mieć buty trekkingowe i kurtkę przeciwdeszczową. Wycieczka odbędzie się niezależnie od pogody, chyba że zostaną ogłoszone ostrzeżenia III stopnia.",
        good=[
            Good(
                "preserve",
                "W dniach 20–21 września Koło PTTK „Wierchy” organizuje dwudniową wycieczkę w Beskid Niski. Autokar odjeżdża w sobotę o 6:30 spod dworca PKS w Krośnie. W sobotę pokonamy mniej więcej 18 km z Iwonicza-Zdroju na Cergową i przenocujemy w schronisku w Dukli. Niedzielna trasa będzie krótsza – 11 km – a powrót planujemy na 17:00. Za 260 zł masz przejazd, nocleg ze śniadaniem i ubezpieczenie. Mamy 40 miejsc. Buty trekkingowe i kurtka przeciwdeszczowa są obowiązkowe. Wycieczka dojdzie do skutku bez względu na pogodę, chyba że zostaną ogłoszone ostrzeżenia III stopnia.",
            ),
            Good(
                "preserve",
                "Beskid Niski – wycieczka Koła PTTK „Wierchy”, 20–21 września\n• Wyjazd: sobota, 6:30, autokar spod dworca PKS w Krośnie.\n• Dzień 1: ok. 18 km z Iwonicza-Zdroju na Cergową, nocleg w schronisku w Dukli.\n• Dzień 2: krótsza trasa, 11 km; planowany powrót o 17:00.\n• Cena: 260 zł (przejazd, nocleg ze śniadaniem, ubezpieczenie).\n• Liczba miejsc: 40.\n• Obowiązkowo: buty trekkingowe i kurtka przeciwdeszczowa.\n• Wycieczka odbędzie się niezależnie od pogody, o ile nie zostaną ogłoszone ostrzeżenia III stopnia.",
            ),
            Good(
                "en",
                "The PTTK “Wierchy” club invites you on a two-day trip to the Low Beskids (Beskid Niski) on 20–21 September. The coach leaves from the PKS bus station in Krosno on Saturday at 6:30 a.m. On the first day we will walk about 18 km from Iwonicz-Zdrój to Cergowa, and the overnight stay is planned at the hostel in Dukla. On Sunday there is a shorter, 11-kilometre route, with the return planned for 5:00 p.m. The trip costs PLN 260, which covers transport, accommodation with breakfast and insurance. There are 40 places. Participants must have trekking boots and a rain jacket. The trip will go ahead whatever the weather, unless level 3 warnings are issued.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Niedzielna trasa będzie krótsza – 11 km – a powrót planujemy na 17:00. Za 260 zł masz przejazd, nocleg ze śniadaniem i ubezpieczenie.",
                        "Sunday's route will be shorter – 11 km – and we plan to be back by 17:00. For PLN 260 you get transport, accommodation with breakfast and insurance.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("• Cena: 260 zł", "• Cena: 290 zł")], "number"),
            Slip(2, [("on Saturday at 6:30 a.m.", "on Saturday at 7:30 a.m.")], "date"),
        ],
    ),
    Case(
        key="pl-kofeina-wytrzymalosc-przeglad-badan",
        source="Kofeina przyjęta mniej więcej godzinę przed wysiłkiem prawdopodobnie poprawia wyniki w dyscyplinach wytrzymałościowych. Według przeglądu Kowalczyk i Żaka („Przegląd Medycyny Sportowej” 2020, 12(3), s. 44–52) skuteczna dawka mieści się zwykle w przedziale 3–6 mg na kilogram masy ciała. Wyższe dawki nie dawały dodatkowych korzyści, a częściej powodowały bezsenność i kołatanie serca. Autorzy podkreślają, że reakcja na kofeinę bywa bardzo indywidualna. Zawodnicy poniżej 18. roku życia nie powinni sięgać po suplementy kofeinowe, a dorośli przed zawodami powinni sprawdzić swoją dawkę na treningu.",
        good=[
            Good(
                "preserve",
                "Przyjęcie kofeiny mniej więcej godzinę przed wysiłkiem prawdopodobnie pomaga osiągać lepsze wyniki w dyscyplinach wytrzymałościowych. Kowalczyk i Żak w swoim przeglądzie („Przegląd Medycyny Sportowej” 2020, 12(3), s. 44–52) podają, że skuteczna dawka to zwykle 3–6 mg na kilogram masy ciała. Większe dawki nie przynosiły dodatkowego efektu, za to częściej wywoływały bezsenność i kołatanie serca. Jak zaznaczają autorzy, reakcja na kofeinę może być bardzo indywidualna. Zawodnicy poniżej 18. roku życia nie powinni stosować suplementów kofeinowych, a dorośli powinni przetestować swoją dawkę na treningu, zanim sięgną po nią przed zawodami.",
            ),
            Good(
                "preserve",
                "Kofeina a wytrzymałość – w skrócie:\n- przyjęta mniej więcej godzinę przed wysiłkiem prawdopodobnie poprawia wyniki w dyscyplinach wytrzymałościowych;\n- skuteczna dawka: zwykle 3–6 mg/kg masy ciała (Kowalczyk i Żak, „Przegląd Medycyny Sportowej” 2020, 12(3), s. 44–52);\n- wyższe dawki nie dawały dodatkowych korzyści, częściej natomiast powodowały bezsenność i kołatanie serca;\n- reakcja na kofeinę bywa bardzo indywidualna, co podkreślają autorzy;\n- zawodnicy poniżej 18. roku życia nie powinni sięgać po suplementy kofeinowe;\n- dorośli powinni sprawdzić swoją dawkę na treningu przed zawodami.",
            ),
            Good(
                "en",
                "Caffeine taken roughly an hour before exercise probably improves performance in endurance sports. According to a review by Kowalczyk and Żak (Przegląd Medycyny Sportowej 2020, 12(3), pp. 44–52), the effective dose is usually in the range of 3–6 mg per kilogram of body weight. Higher doses brought no additional benefit but more often caused insomnia and heart palpitations. The authors stress that the response to caffeine can be highly individual. Athletes under 18 should not use caffeine supplements, and adults should test their dose in training before a competition.",
            ),
        ],
        bad=[
            Slip(0, [("2020, 12(3), s. 44–52", "2021, 12(3), s. 44–52")], "citation"),
            Slip(
                1,
                [
                    (
                        "wyższe dawki nie dawały dodatkowych korzyści",
                        "wyższe dawki dawały dodatkowe korzyści",
                    )
                ],
                "negation",
            ),
            Slip(2, [("probably improves performance", "improves performance")], "hedge"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-kajakow-krutynia-zasady",
        source="Wypożyczalnia kajaków „Krutynia Spływy” działa w sezonie od 1 maja do 30 września. Rezerwacji dokonasz przez stronę https://krutyniasplywy.pl/rezerwacja albo telefonicznie. Kajak dwuosobowy kosztuje 70 zł za dzień, a transport z mety spływu do bazy – 15 zł od osoby. Każdy uczestnik musi mieć na sobie kamizelkę asekuracyjną przez cały czas przebywania na wodzie; kamizelki wydajemy bezpłatnie. Dzieci do 12 lat mogą płynąć wyłącznie pod opieką dorosłego w tym samym kajaku. Na szlaku Krutyni obowiązuje zakaz używania jednorazowych naczyń plastikowych. Rezerwację możesz odwołać bez kosztów najpóźniej 48 godzin przed terminem; potem zaliczka nie jest zwracana.",
        good=[
            Good(
                "preserve",
                "Kajaki w „Krutynia Spływy” wypożyczysz w sezonie, od 1 maja do 30 września. Zarezerwować je można telefonicznie lub online: https://krutyniasplywy.pl/rezerwacja. Dzień pływania kajakiem dwuosobowym kosztuje 70 zł, a przewóz z mety spływu do bazy – 15 zł za osobę. Przez cały czas spędzony na wodzie każdy uczestnik musi mieć na sobie kamizelkę asekuracyjną – wydajemy je za darmo. Dzieci do 12 lat mogą płynąć tylko pod opieką dorosłego w tym samym kajaku. Na szlaku Krutyni nie wolno używać jednorazowych plastikowych naczyń. Bez kosztów odwołasz rezerwację najpóźniej 48 godzin przed terminem; później zaliczka przepada.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia kajaków „Krutynia Spływy” – informacje dla klientów\n- Sezon: 1 maja – 30 września.\n- Rezerwacje: https://krutyniasplywy.pl/rezerwacja lub telefonicznie.\n- Ceny: kajak dwuosobowy 70 zł/dzień; transport z mety spływu do bazy 15 zł/os.\n- Kamizelka asekuracyjna jest obowiązkowa dla każdego uczestnika przez cały czas pobytu na wodzie (wydawana bezpłatnie).\n- Dzieci do 12 lat mogą płynąć wyłącznie pod opieką dorosłego w tym samym kajaku.\n- Na szlaku Krutyni obowiązuje zakaz używania jednorazowych naczyń z plastiku.\n- Bezpłatne odwołanie rezerwacji: najpóźniej 48 godzin przed terminem; po tym czasie zaliczka nie podlega zwrotowi.",
            ),
            Good(
                "en",
                "The “Krutynia Spływy” kayak rental is open for the season from 1 May to 30 September. You can book at https://krutyniasplywy.pl/rezerwacja or by phone. A two-person kayak costs PLN 70 per day, and transport from the end of the trip back to the base is PLN 15 per person. Every participant must wear a life jacket at all times while on the water; life jackets are provided free of charge. Children up to 12 may only paddle under the supervision of an adult in the same kayak. Disposable plastic tableware is banned on the Krutynia trail. You can cancel your booking free of charge up to 48 hours before the date; after that, the deposit is non-refundable.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://krutyniasplywy.pl/rezerwacja", "https://krutynia.pl/rezerwacja")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Kamizelka asekuracyjna jest obowiązkowa dla każdego uczestnika",
                        "Kamizelka asekuracyjna jest zalecana każdemu uczestnikowi",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "is PLN 15 per person.",
                        "is PLN 15 per person, with pick-ups every hour from the bridge in Ukta.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szermierka-orzeczenie-lekarskie-zawody",
        source="Przypominamy, że od stycznia każdy zawodnik sekcji szermierczej startujący w zawodach musi mieć aktualne orzeczenie lekarza medycyny sportowej. Badanie jest ważne przez 12 miesięcy, a u zawodników poniżej 23 lat – przez 6 miesięcy. Bez ważnego orzeczenia trener nie zgłosi nikogo do turnieju, nawet towarzyskiego. Klub ma umowę z przychodnią „Sport-Med” przy ul. Kościuszki 30, gdzie badanie dla członków kosztuje 120 zł. Na wizytę trzeba zwykle czekać około dwóch tygodni, więc warto umówić się z wyprzedzeniem. Osoby, którym orzeczenie wygasa w trakcie sezonu, otrzymają przypomnienie e-mailem mniej więcej miesiąc wcześniej.",
        good=[
            Good(
                "preserve",
                "Od stycznia każdy szermierz z naszej sekcji, który startuje w zawodach, musi mieć aktualne orzeczenie lekarza medycyny sportowej. Orzeczenie zachowuje ważność przez 12 miesięcy, a w przypadku zawodników poniżej 23 lat – przez 6 miesięcy. Jeśli nie masz ważnego orzeczenia, trener nie zgłosi cię do żadnego turnieju, nawet towarzyskiego. Badanie możesz zrobić w przychodni „Sport-Med” przy ul. Kościuszki 30, z którą klub ma umowę – członkowie płacą tam 120 zł. Na termin czeka się zazwyczaj około dwóch tygodni, dlatego warto zapisać się z wyprzedzeniem. Jeśli twoje orzeczenie wygasa w trakcie sezonu, mniej więcej miesiąc wcześniej dostaniesz przypomnienie e-mailem.",
            ),
            Good(
                "preserve",
                "Komunikat sekcji szermierczej\nOd stycznia start w zawodach wymaga aktualnego orzeczenia lekarza medycyny sportowej – dotyczy to każdego zawodnika sekcji. Ważność badania: 12 miesięcy, a dla zawodników poniżej 23 lat – 6 miesięcy. Bez ważnego orzeczenia trener nie zgłosi nikogo do turnieju, również towarzyskiego. Badanie można wykonać w przychodni „Sport-Med” (ul. Kościuszki 30), z którą klub ma umowę; koszt dla członków to 120 zł. Na wizytę czeka się zwykle około dwóch tygodni, więc warto umówić się wcześniej. Zawodnicy, których orzeczenie wygasa w trakcie sezonu, otrzymają przypomnienie e-mailowe mniej więcej miesiąc przed terminem.",
            ),
            Good(
                "en",
                "Please remember that from January every member of the fencing section who takes part in competitions must have a valid certificate from a sports medicine doctor. The certificate is valid for 12 months, or for 6 months for athletes under 23. Without a valid certificate, the coach will not enter anyone in a tournament, not even a friendly one. The club has an agreement with the “Sport-Med” clinic at ul. Kościuszki 30, where the examination costs PLN 120 for members. You usually have to wait about two weeks for an appointment, so it is worth booking ahead. Those whose certificate expires during the season will receive an e-mail reminder roughly a month in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Na termin czeka się zazwyczaj około dwóch tygodni",
                        "Na termin czeka się dwa tygodnie",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "przychodni „Sport-Med” (ul. Kościuszki 30)",
                        "przychodni „Sport-Med” (ul. Kościuszki 30, czynnej także w soboty)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("will receive an e-mail reminder", "will not receive an e-mail reminder")],
                "negation",
            ),
        ],
    ),
]

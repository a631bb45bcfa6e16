# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 94: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-ice-fishing-rules-lake-wigry",
        source="Połów ryb spod lodu na jeziorze Wigry jest dozwolony wyłącznie wtedy, gdy grubość pokrywy lodowej wynosi co najmniej 10 cm. Zgodnie z § 7 ust. 2 regulaminu amatorskiego połowu ryb PZW wędkarz może wykonać nie więcej niż 3 przeręble, a ich średnica nie może przekraczać 20 cm. Przeręble należy wycinać w odległości co najmniej 5 m od siebie. Nie wolno łowić w strefie ochronnej przy ujściu rzeki Czarna Hańcza, oznaczonej tablicami. Dzienny limit połowu okonia wynosi 5 kg. Osoby łowiące w nocy muszą mieć przy sobie latarkę oraz kolce asekuracyjne. Kontrole prowadzi Społeczna Straż Rybacka, a naruszenie zasad może skutkować odebraniem zezwolenia.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady połowu spod lodu na Wigrach:
- Łowić można tylko wtedy, gdy lód ma grubość minimum 10 cm.
- Wędkarz może wykonać maksymalnie 3 przeręble, a ich średnica nie może przekraczać 20 cm (§ 7 ust. 2 regulaminu amatorskiego połowu ryb PZW).
- Przeręble należy wycinać co najmniej 5 m od siebie.
- Połów w oznakowanej tablicami strefie ochronnej przy ujściu Czarnej Hańczy jest zabroniony.
- Dzienny limit połowu okonia: 5 kg.
- Nocą trzeba mieć przy sobie latarkę i kolce asekuracyjne.
- Przestrzegania zasad pilnuje Społeczna Straż Rybacka; za ich naruszenie można stracić zezwolenie.""",
            ),
            Good(
                "preserve",
                "Wybierasz się na ryby pod lód na Wigry? Łowić możesz tylko wtedy, gdy lód ma co najmniej 10 cm grubości. Regulamin amatorskiego połowu ryb PZW (§ 7 ust. 2) pozwala ci wyciąć najwyżej 3 przeręble o średnicy nieprzekraczającej 20 cm. Między przeręblami zachowaj odstęp minimum 5 m. Nie łów w strefie ochronnej przy ujściu Czarnej Hańczy – jest oznaczona tablicami. Dziennie możesz złowić najwyżej 5 kg okoni. Jeśli łowisz nocą, musisz mieć przy sobie latarkę i kolce asekuracyjne. Pamiętaj też, że zasady sprawdza Społeczna Straż Rybacka, a za ich złamanie możesz stracić zezwolenie.",
            ),
            Good(
                "en",
                "Ice fishing on Lake Wigry is permitted only when the ice is at least 10 cm thick. Under § 7(2) of the PZW amateur fishing regulations, an angler may cut no more than 3 holes, and their diameter must not exceed 20 cm. Holes must be cut at least 5 m apart. Fishing is prohibited in the protected zone at the mouth of the Czarna Hańcza river, which is marked with signs. The daily catch limit for perch is 5 kg. Anyone fishing at night must carry a torch and ice picks. Inspections are carried out by the Community Fishing Guard, and breaking the rules may result in the permit being revoked.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 3 przeręble", "maksymalnie 4 przeręble")], "number"),
            Slip(1, [("(§ 7 ust. 2)", "(§ 9 ust. 2)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Fishing is prohibited in the protected zone",
                        "Fishing is permitted in the protected zone",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-organic-farm-certification-notification-deadline",
        source="Gospodarstwo, które chce uzyskać certyfikat rolnictwa ekologicznego, musi złożyć zgłoszenie do wybranej jednostki certyfikującej oraz do wojewódzkiego inspektora JHARS do 31 stycznia 2025 r. Wymagania określa rozporządzenie Parlamentu Europejskiego i Rady (UE) 2018/848 oraz ustawa z dnia 23 czerwca 2022 r. o rolnictwie ekologicznym. Okres konwersji gruntów ornych trwa co najmniej dwa lata, a upraw wieloletnich – trzy lata. W tym czasie produktów nie wolno oznaczać logo ekologicznym UE. Inspekcja w gospodarstwie odbywa się przynajmniej raz w roku; jednostka może też przeprowadzić kontrolę niezapowiedzianą. Rolnik powinien prowadzić rejestr zabiegów i zakupów środków produkcji.",
        good=[
            Good(
                "preserve",
                "Aby uzyskać certyfikat rolnictwa ekologicznego, gospodarstwo musi do 31 stycznia 2025 r. zgłosić się zarówno do wybranej jednostki certyfikującej, jak i do wojewódzkiego inspektora JHARS. Podstawą prawną są rozporządzenie (UE) 2018/848 Parlamentu Europejskiego i Rady oraz ustawa z dnia 23 czerwca 2022 r. o rolnictwie ekologicznym. Konwersja trwa minimum dwa lata w przypadku gruntów ornych i trzy lata w przypadku upraw wieloletnich; do jej zakończenia produkty nie mogą być oznaczane logo ekologicznym UE. Kontrola w gospodarstwie jest przeprowadzana co najmniej raz w roku, a jednostka ma prawo przyjść także bez zapowiedzi. Zaleca się, by rolnik prowadził rejestr zabiegów oraz zakupów środków produkcji.",
            ),
            Good(
                "preserve",
                """Certyfikacja ekologiczna – lista kontrolna dla rolnika:
1. Do 31.01.2025 złóż zgłoszenie w wybranej jednostce certyfikującej i u wojewódzkiego inspektora JHARS – to obowiązek.
2. Wymagania określają: rozporządzenie (UE) 2018/848 Parlamentu Europejskiego i Rady oraz ustawa z 23 czerwca 2022 r. o rolnictwie ekologicznym.
3. Okres konwersji: co najmniej 2 lata dla gruntów ornych, 3 lata dla upraw wieloletnich.
4. W okresie konwersji nie wolno oznaczać produktów logo ekologicznym UE.
5. Inspekcja odbywa się przynajmniej raz w roku; możliwa jest też kontrola niezapowiedziana.
6. Powinieneś prowadzić rejestr zabiegów i zakupów środków produkcji.""",
            ),
            Good(
                "en",
                "A farm seeking organic certification must submit a notification to its chosen certification body and to the provincial JHARS inspector by 31 January 2025. The requirements are set out in Regulation (EU) 2018/848 of the European Parliament and of the Council and in the Act of 23 June 2022 on organic farming. The conversion period lasts at least two years for arable land and three years for perennial crops, and during this time products must not carry the EU organic logo. The farm is inspected at least once a year, and the certification body may also carry out an unannounced inspection. The farmer should keep a record of treatments and purchases of production inputs.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Zaleca się, by rolnik prowadził", "Rolnik jest zobowiązany prowadzić")],
                "modality",
            ),
            Slip(1, [("Do 31.01.2025", "Do 31.03.2025")], "date"),
            Slip(2, [("Regulation (EU) 2018/848", "Regulation (EU) 2018/846")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-church-bell-restoration-fundraising-appeal",
        source="Parafia pw. św. Jakuba w Głogówku zwraca się z prośbą o wsparcie renowacji dzwonu „Jakub” odlanego w 1718 roku. Podczas ostatniego przeglądu biegły stwierdził pęknięcie w koronie dzwonu, dlatego od listopada dzwon milczy. Koszt prac, obejmujących spawanie, wymianę serca i nowe jarzmo, szacuje się na około 86 000 zł. Ludwisarnia z Przemyśla prawdopodobnie zakończy renowację przed Wielkanocą. Dotychczas zebraliśmy 31 450 zł. Wpłat można dokonywać na konto parafii z dopiskiem „Dzwon” lub przez stronę www.jakub-glogowek.pl/dzwon. Każdy darczyńca, który wpłaci co najmniej 200 zł, zostanie wpisany do pamiątkowej księgi. Bóg zapłać za każdą ofiarę!",
        good=[
            Good(
                "preserve",
                "Dzwon „Jakub” z 1718 roku z parafii św. Jakuba w Głogówku potrzebuje renowacji. Podczas ostatniego przeglądu biegły wykrył pęknięcie korony i od listopada dzwon milczy. Prace – spawanie, nowe serce i nowe jarzmo – mają kosztować według szacunków około 86 000 zł. Ludwisarnia z Przemyśla zapewne skończy je przed Wielkanocą. Na razie udało się zebrać 31 450 zł. Zbiórkę można wesprzeć przelewem na konto parafii (z dopiskiem „Dzwon”) albo przez stronę www.jakub-glogowek.pl/dzwon. Osoby, które przekażą 200 zł lub więcej, zostaną wpisane do pamiątkowej księgi. Bóg zapłać za każdą ofiarę!",
            ),
            Good(
                "preserve",
                "Drodzy Parafianie i Przyjaciele! Od listopada nie słychać dzwonu „Jakub” – biegły, który przeprowadzał ostatni przegląd, znalazł pęknięcie w jego koronie. Ten dzwon, odlany w 1718 roku, wymaga spawania, wymiany serca i nowego jarzma. Szacujemy, że będzie to kosztować około 86 000 zł, z czego zebraliśmy już 31 450 zł. Renowację przeprowadzi ludwisarnia z Przemyśla i prawdopodobnie uda się ją zakończyć przed Wielkanocą. Możesz pomóc, wpłacając ofiarę na konto parafii z dopiskiem „Dzwon” lub przez stronę www.jakub-glogowek.pl/dzwon. Jeśli przekażesz co najmniej 200 zł, zostaniesz wpisany do pamiątkowej księgi. Bóg zapłać za każdą ofiarę! Parafia pw. św. Jakuba w Głogówku",
            ),
            Good(
                "en",
                "St James's Parish in Głogówek is asking for support to restore the bell “Jakub”, cast in 1718. During the latest inspection an expert found a crack in the bell's crown, so the bell has been silent since November. The work, which includes welding, a new clapper and a new yoke, is estimated to cost about PLN 86,000. The bell foundry in Przemyśl will probably complete the restoration before Easter. So far we have raised PLN 31,450. Donations can be made to the parish account with the reference “Dzwon” or via www.jakub-glogowek.pl/dzwon. Every donor who gives at least PLN 200 will be entered in the commemorative book. May God reward every offering!",
            ),
        ],
        bad=[
            Slip(0, [("www.jakub-glogowek.pl/dzwon", "www.jakub-glogowek.pl/darowizny")], "url"),
            Slip(1, [("i prawdopodobnie uda się", "i na pewno uda się")], "hedge"),
            Slip(2, [("PLN 31,450", "PLN 13,450")], "number"),
        ],
    ),
    Case(
        key="pl-youth-orchestra-audition-announcement-allegro",
        source="Młodzieżowa Orkiestra Symfoniczna „Allegro” ogłasza przesłuchania do sezonu 2025/2026. Zapraszamy instrumentalistów w wieku od 14 do 21 lat, zwłaszcza skrzypków, altowiolistów i waltornistów. Przesłuchania odbędą się w sobotę 14 czerwca w auli Państwowej Szkoły Muzycznej nr 2 przy ul. Bednarskiej 11, od godziny 10:00. Kandydaci muszą przygotować dwa kontrastujące utwory oraz gamę z pasażami; czytanie a vista nie jest wymagane. Zgłoszenia przyjmujemy do 30 maja przez formularz na stronie orkiestry. Nie pobieramy opłat za udział w przesłuchaniach. Osoby niepełnoletnie powinny przyjść z rodzicem lub opiekunem.",
        good=[
            Good(
                "preserve",
                """Przesłuchania do Młodzieżowej Orkiestry Symfonicznej „Allegro” – sezon 2025/2026
- Kto: instrumentaliści w wieku 14–21 lat (szczególnie czekamy na skrzypków, altowiolistów i waltornistów).
- Kiedy: sobota, 14 czerwca, od 10:00.
- Gdzie: aula Państwowej Szkoły Muzycznej nr 2, ul. Bednarska 11.
- Program: obowiązkowo dwa kontrastujące utwory oraz gama z pasażami; czytania a vista nie ma w wymaganiach.
- Zgłoszenia: przez formularz na stronie orkiestry, do 30 maja.
- Udział w przesłuchaniach jest bezpłatny.
- Niepełnoletni powinni przyjść z rodzicem lub opiekunem.""",
            ),
            Good(
                "preserve",
                "Grasz na instrumencie i masz od 14 do 21 lat? Dołącz do Młodzieżowej Orkiestry Symfonicznej „Allegro” w sezonie 2025/2026! Szczególnie szukamy skrzypków, altowiolistów i waltornistów. Wyślij zgłoszenie przez formularz na stronie orkiestry – masz czas do 30 maja. Przesłuchania zaplanowaliśmy na sobotę 14 czerwca od 10:00 w auli Państwowej Szkoły Muzycznej nr 2 (ul. Bednarska 11). Musisz przygotować dwa kontrastujące utwory i gamę z pasażami. Czytania a vista nie wymagamy, a za udział w przesłuchaniach nic nie płacisz. Jeśli jesteś niepełnoletni, powinieneś przyjść z rodzicem lub opiekunem.",
            ),
            Good(
                "en",
                "The “Allegro” Youth Symphony Orchestra is holding auditions for the 2025/2026 season. We welcome instrumentalists aged 14 to 21, especially violinists, violists and horn players. Auditions will take place on Saturday, 14 June, from 10:00 in the auditorium of State Music School No. 2 at 11 Bednarska Street. Candidates must prepare two contrasting pieces and a scale with arpeggios; sight-reading is not required. Applications are accepted until 30 May via the form on the orchestra's website. There is no fee for taking part in the auditions. Minors should come with a parent or guardian.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "czytania a vista nie ma w wymaganiach",
                        "czytanie a vista również jest w wymaganiach",
                    )
                ],
                "negation",
            ),
            Slip(1, [("masz czas do 30 maja", "masz czas do 13 maja")], "date"),
            Slip(2, [("Candidates must prepare", "Candidates should prepare")], "modality"),
        ],
    ),
    Case(
        key="pl-museum-night-torchlight-castle-tour",
        source="Muzeum Zamkowe w Niedzicy zaprasza na nocne zwiedzanie z latarkami „Tajemnice Zamku”. Trasy startują w każdy piątek lipca i sierpnia o 21:00 i 22:30, a spacer trwa około 75 minut. W grupie może być maksymalnie 15 osób. Bilet normalny kosztuje 40 zł, ulgowy 28 zł; dzieci poniżej 7 lat wchodzą bezpłatnie, ale tylko pod opieką dorosłego. Zwiedzanie nie jest polecane osobom z lękiem przestrzeni zamkniętych, ponieważ trasa prowadzi przez wąskie piwnice. Bilety można kupić wyłącznie online, kasy nie prowadzą sprzedaży na miejscu. Prosimy o przybycie 15 minut przed startem.",
        good=[
            Good(
                "preserve",
                "„Tajemnice Zamku” to nocne zwiedzanie z latarkami w Muzeum Zamkowym w Niedzicy. W lipcu i sierpniu, w każdy piątek, wyruszamy o 21:00 oraz o 22:30; spacer zajmuje mniej więcej 75 minut, a grupa liczy najwyżej 15 osób. Ceny: 40 zł (normalny), 28 zł (ulgowy). Dzieci poniżej 7 lat wchodzą za darmo, ale wyłącznie pod opieką dorosłego. Bilety kupisz tylko przez internet – w kasach na miejscu nie ma sprzedaży. Uwaga: trasa wiedzie wąskimi piwnicami, więc nie polecamy jej osobom z klaustrofobią. Prosimy o przybycie 15 minut przed startem.",
            ),
            Good(
                "preserve",
                "Zapraszamy na nocne zwiedzanie Muzeum Zamkowego w Niedzicy pod hasłem „Tajemnice Zamku”. Uczestnicy przemierzają trasę z latarkami w piątki lipca i sierpnia, o godz. 21:00 i 22:30. Zwiedzanie trwa ok. 75 minut, a jedna grupa nie może liczyć więcej niż 15 osób. Ceny biletów wynoszą 40 zł (normalny) i 28 zł (ulgowy); dzieci w wieku poniżej 7 lat są zwolnione z opłaty, pod warunkiem że towarzyszy im osoba dorosła. Bilety są dostępne wyłącznie w sprzedaży internetowej – kasy na miejscu ich nie sprzedają. Ze względu na wąskie piwnice na trasie zwiedzanie nie jest polecane osobom cierpiącym na lęk przed zamkniętą przestrzenią. Prosimy o przybycie 15 minut przed rozpoczęciem.",
            ),
            Good(
                "en",
                "The Castle Museum in Niedzica invites you to “Castle Secrets”, a night-time tour by torchlight. Tours start every Friday in July and August at 9:00 pm and 10:30 pm, and the walk takes about 75 minutes. Groups are limited to 15 people. A standard ticket costs PLN 40 and a reduced ticket PLN 28; children under 7 go free, but only when accompanied by an adult. The tour is not recommended for people with claustrophobia, as the route leads through narrow cellars. Tickets are sold online only; the ticket desks do not sell them on site. Please arrive 15 minutes before the start.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Prosimy o przybycie 15 minut przed startem.",
                        "Prosimy o przybycie 15 minut przed startem – na zakończenie każdy uczestnik otrzyma pamiątkowy medal.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("zwiedzanie nie jest polecane", "zwiedzanie jest polecane")], "negation"),
            Slip(2, [("a reduced ticket PLN 28", "a reduced ticket PLN 20")], "number"),
        ],
    ),
    Case(
        key="pl-library-makerlab-3d-printing-rules",
        source="""## Pracownia MakerLab – zasady korzystania

Pracownia w Filii nr 4 Miejskiej Biblioteki Publicznej jest czynna od wtorku do soboty w godz. 12:00–19:00. Z drukarek 3D mogą korzystać osoby, które ukończyły szkolenie wprowadzające (ok. 90 minut, bezpłatne).

- Pliki do druku przynieś w formacie `.stl` albo `.3mf` na pendrivie.
- Jeden wydruk nie może trwać dłużej niż 4 godziny.
- Filament PLA kosztuje 0,20 zł za gram; płatność kartą w wypożyczalni.
- Rezerwacji dokonasz w systemie [Booked](https://rezerwacje.mbp-lublin.pl/makerlab).

Osoby poniżej 13 lat muszą przyjść z opiekunem.""",
        good=[
            Good(
                "preserve",
                """## MakerLab – regulamin pracowni

MakerLab działa w Filii nr 4 Miejskiej Biblioteki Publicznej od wtorku do soboty, w godzinach 12:00–19:00. Drukarki 3D są dostępne dla osób po bezpłatnym szkoleniu wprowadzającym, które trwa około 90 minut.

- Pliki zapisz w formacie `.stl` lub `.3mf` i przynieś na pendrivie.
- Pojedynczy wydruk może trwać najwyżej 4 godziny.
- Za filament PLA płacisz 0,20 zł za gram – kartą, w wypożyczalni.
- Termin zarezerwujesz w systemie [Booked](https://rezerwacje.mbp-lublin.pl/makerlab).

Osoby poniżej 13 lat muszą przyjść z opiekunem.""",
            ),
            Good(
                "preserve",
                """## Jak korzystać z MakerLabu?

Zapraszamy do pracowni MakerLab w Filii nr 4 Miejskiej Biblioteki Publicznej – od wtorku do soboty, 12:00–19:00.

**Zanim zaczniesz drukować w 3D**, ukończ bezpłatne szkolenie wprowadzające (trwa ok. 90 minut) – bez niego nie skorzystasz z drukarek.

1. Przygotuj plik `.stl` lub `.3mf` i zgraj go na pendrive.
2. Zarezerwuj termin w systemie [Booked](https://rezerwacje.mbp-lublin.pl/makerlab).
3. Pamiętaj o limicie: jeden wydruk nie może trwać dłużej niż 4 godziny.
4. Za filament PLA (0,20 zł/g) zapłać kartą w wypożyczalni.

Jeśli masz mniej niż 13 lat, musisz przyjść z opiekunem.""",
            ),
            Good(
                "en",
                """## MakerLab – rules of use

The MakerLab in Branch No. 4 of the Municipal Public Library is open Tuesday to Saturday, 12:00–19:00. The 3D printers may be used by anyone who has completed the introductory training (about 90 minutes, free of charge).

- Bring your print files in `.stl` or `.3mf` format on a USB stick.
- A single print must not take longer than 4 hours.
- PLA filament costs PLN 0.20 per gram; pay by card at the lending desk.
- Book a slot in the [Booked](https://rezerwacje.mbp-lublin.pl/makerlab) system.

People under 13 must come with a guardian.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("4 godziny.\n- Za filament PLA płacisz", "4 godziny, a za filament PLA płacisz")],
                "markdown",
            ),
            Slip(1, [("(0,20 zł/g)", "(0,50 zł/g)")], "number"),
            Slip(2, [("`.3mf`", "`.obj`")], "code"),
        ],
    ),
    Case(
        key="pl-tram-depot-open-day-bytom",
        source="Tramwaje Śląskie zapraszają na Dzień Otwarty Zajezdni w Bytomiu, który odbędzie się w niedzielę 21 września 2025 r. w godz. 10:00–16:00. Odwiedzający zobaczą zabytkowy wagon N z 1951 roku, halę napraw oraz symulator motorniczego. Przejażdżki historycznym tramwajem ruszają co 30 minut z przystanku Plac Sobieskiego; liczba miejsc jest ograniczona. Wstęp jest bezpłatny, ale wejście na halę napraw wymaga wcześniejszej rejestracji przez stronę www.tram-silesia.pl/dzien-otwarty, ponieważ grupy liczą maksymalnie 20 osób. Dzieci do 12 lat mogą wejść na halę wyłącznie z dorosłym. Ze względów bezpieczeństwa nie można wprowadzać psów na teren zajezdni.",
        good=[
            Good(
                "preserve",
                """Dzień Otwarty Zajezdni Tramwajów Śląskich w Bytomiu
Kiedy: niedziela, 21 września 2025 r., 10:00–16:00
Co zobaczysz:
- zabytkowy wagon N z 1951 roku,
- halę napraw,
- symulator motorniczego.
Przejażdżki historycznym tramwajem startują co pół godziny z przystanku Plac Sobieskiego (liczba miejsc ograniczona).
Wstęp wolny. Na halę napraw obowiązuje wcześniejsza rejestracja przez www.tram-silesia.pl/dzien-otwarty – grupy liczą maksymalnie 20 osób. Dzieci do 12 lat wejdą na halę tylko z dorosłym. Ze względów bezpieczeństwa psów nie można wprowadzać na teren zajezdni.""",
            ),
            Good(
                "preserve",
                "W niedzielę 21 września 2025 r. Tramwaje Śląskie otworzą dla zwiedzających swoją zajezdnię w Bytomiu. Od 10:00 do 16:00 będzie można obejrzeć halę napraw, zabytkowy wagon N z 1951 roku oraz symulator motorniczego. Co 30 minut z przystanku Plac Sobieskiego odjedzie historyczny tramwaj – liczba miejsc jest ograniczona. Za wstęp nie trzeba płacić, jednak aby wejść na halę napraw, należy się wcześniej zarejestrować na stronie www.tram-silesia.pl/dzien-otwarty; grupy nie przekraczają 20 osób. Dzieci do 12 lat wejdą tam wyłącznie z dorosłym. Organizator zastrzega, że ze względów bezpieczeństwa na teren zajezdni nie można wprowadzać psów.",
            ),
            Good(
                "en",
                "Tramwaje Śląskie invites you to the Depot Open Day in Bytom on Sunday, 21 September 2025, from 10 am to 4 pm. Visitors will see a historic type N tram from 1951, the repair hall and a driver simulator. Rides on a historic tram leave every 30 minutes from the Plac Sobieskiego stop; places are limited. Admission is free, but entry to the repair hall requires prior registration at www.tram-silesia.pl/dzien-otwarty, as groups are limited to 20 people. Children up to 12 may enter the hall only with an adult. For safety reasons, dogs are not allowed on the depot grounds.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zabytkowy wagon N z 1951 roku,",
                        "zabytkowy wagon N z 1951 roku, wyprodukowany w chorzowskim Konstalu,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("www.tram-silesia.pl/dzien-otwarty", "www.tramwaje-slaskie.pl/dzien-otwarty")],
                "url",
            ),
            Slip(2, [("Sunday, 21 September 2025", "Sunday, 28 September 2025")], "date"),
        ],
    ),
    Case(
        key="pl-river-kayak-rental-safety-rules",
        source="Wypożyczalnia kajaków „Krutynia Spływy” przypomina zasady bezpieczeństwa na sezon 2025. Każdy uczestnik spływu musi mieć na sobie kamizelkę asekuracyjną przez cały czas przebywania na wodzie. Dzieci poniżej 10 lat mogą płynąć wyłącznie w kajaku z osobą dorosłą. Odcinek z Krutyni do Ukty ma około 13 km i zwykle zajmuje 4–5 godzin, ale przy niskim stanie wody może trwać dłużej. Nie należy wypływać, gdy prognoza zapowiada burzę. Na terenie rezerwatu nie wolno wychodzić na brzeg poza wyznaczonymi miejscami postoju. Osoby pod wpływem alkoholu nie zostaną wpuszczone do kajaka. Kajak należy zwrócić do godziny 19:00; za spóźnienie może zostać naliczona dodatkowa opłata.",
        good=[
            Good(
                "preserve",
                """Zasady bezpieczeństwa – Krutynia Spływy, sezon 2025:
1. Kamizelka asekuracyjna jest obowiązkowa dla każdego uczestnika przez cały czas pobytu na wodzie.
2. Dzieci poniżej 10 lat płyną wyłącznie w kajaku z osobą dorosłą.
3. Odcinek Krutynia – Ukta liczy ok. 13 km; jego pokonanie trwa zazwyczaj 4–5 godzin, a przy niskim stanie wody może potrwać dłużej.
4. Jeśli prognoza zapowiada burzę, nie należy wypływać.
5. W rezerwacie nie wolno wychodzić na brzeg poza wyznaczonymi miejscami postoju.
6. Osoby pod wpływem alkoholu nie zostaną wpuszczone do kajaka.
7. Kajak należy oddać do 19:00 – za spóźnienie może zostać naliczona dodatkowa opłata.""",
            ),
            Good(
                "preserve",
                "Płyniesz z nami w sezonie 2025? Oto zasady bezpieczeństwa. Przez cały czas na wodzie musisz mieć na sobie kamizelkę asekuracyjną. Jeśli zabierasz dziecko poniżej 10 lat, może ono płynąć wyłącznie w kajaku z osobą dorosłą. Odcinek z Krutyni do Ukty to mniej więcej 13 km – zwykle pokonuje się go w 4–5 godzin, choć przy niskim stanie wody może to trwać dłużej. Gdy prognoza zapowiada burzę, nie wypływaj. W rezerwacie nie wychodź na brzeg poza wyznaczonymi miejscami postoju. Jeśli jesteś pod wpływem alkoholu, nie wpuścimy cię do kajaka. Kajak oddaj do 19:00 – za spóźnienie może zostać naliczona dodatkowa opłata. Do zobaczenia na szlaku! Zespół Krutynia Spływy",
            ),
            Good(
                "en",
                "The “Krutynia Spływy” kayak rental reminds you of the safety rules for the 2025 season. Every participant must wear a life jacket at all times while on the water. Children under 10 may paddle only in a kayak with an adult. The stretch from Krutynia to Ukta is about 13 km long and usually takes 4–5 hours, but it may take longer when the water level is low. Do not set out if the forecast predicts a storm. In the nature reserve, you must not go ashore except at designated stopping points. Anyone under the influence of alcohol will not be allowed into a kayak. Kayaks must be returned by 7 pm; a late return may incur an additional fee.",
            ),
        ],
        bad=[
            Slip(0, [("trwa zazwyczaj 4–5 godzin", "trwa 4–5 godzin")], "hedge"),
            Slip(
                1,
                [
                    (
                        "W rezerwacie nie wychodź na brzeg poza",
                        "W rezerwacie możesz wychodzić na brzeg także poza",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Every participant must wear", "Every participant should wear")], "modality"),
        ],
    ),
    Case(
        key="pl-erasmus-scholarship-winter-semester-call",
        source="Biuro Współpracy Międzynarodowej ogłasza nabór na stypendia w ramach programu Erasmus+ na semestr zimowy 2025/2026. O wyjazd mogą ubiegać się studenci od drugiego roku studiów pierwszego stopnia, ze średnią ocen nie niższą niż 4,0. Kandydaci muszą wykazać znajomość języka wykładowego na poziomie co najmniej B2. Wnioski należy składać w systemie USOSweb do 15 marca 2025 r., do godz. 23:59. Wysokość stypendium zależy od kraju docelowego i wynosi od 450 do 600 euro miesięcznie. Studentom z orzeczeniem o niepełnosprawności przysługuje dodatkowe wsparcie. Zasady przyznawania środków określa zarządzenie nr 27/2025 Rektora z dnia 10 stycznia 2025 r. Kandydaci powinni wcześniej skonsultować wybór przedmiotów z koordynatorem wydziałowym.",
        good=[
            Good(
                "preserve",
                "Biuro Współpracy Międzynarodowej prowadzi nabór na wyjazdy stypendialne Erasmus+ w semestrze zimowym 2025/2026. Zgłosić się mogą studenci studiów pierwszego stopnia, począwszy od II roku, których średnia ocen wynosi co najmniej 4,0. Wymagana jest znajomość języka, w którym prowadzone są zajęcia, minimum na poziomie B2. Wniosek składa się w USOSweb – termin upływa 15 marca 2025 r. o 23:59. Stypendium wynosi od 450 do 600 euro miesięcznie, w zależności od kraju docelowego. Studenci z orzeczeniem o niepełnosprawności mają prawo do dodatkowego wsparcia. Szczegółowe zasady przyznawania środków zawiera zarządzenie nr 27/2025 Rektora z 10 stycznia 2025 r. Kandydaci powinni z wyprzedzeniem omówić wybór przedmiotów z koordynatorem wydziałowym.",
            ),
            Good(
                "preserve",
                """Erasmus+ – nabór na semestr zimowy 2025/2026
Kto może aplikować: studenci studiów I stopnia od II roku, ze średnią ocen co najmniej 4,0.
Wymagania językowe: obowiązkowo znajomość języka wykładowego na poziomie min. B2.
Jak i kiedy: wniosek w systemie USOSweb do 15 marca 2025 r., godz. 23:59.
Ile: od 450 do 600 euro miesięcznie, zależnie od kraju docelowego.
Dodatkowe wsparcie: przysługuje studentom z orzeczeniem o niepełnosprawności.
Podstawa: zarządzenie nr 27/2025 Rektora z dnia 10 stycznia 2025 r.
Dobra rada: kandydaci powinni wcześniej skonsultować wybór przedmiotów z koordynatorem wydziałowym.
Nabór prowadzi Biuro Współpracy Międzynarodowej.""",
            ),
            Good(
                "en",
                "The International Cooperation Office is inviting applications for Erasmus+ scholarships for the 2025/2026 winter semester. Students in the second or a later year of first-cycle studies with a grade average of at least 4.0 may apply. Candidates must demonstrate knowledge of the language of instruction at level B2 or higher. Applications must be submitted via USOSweb by 11:59 pm on 15 March 2025. The scholarship depends on the destination country and ranges from EUR 450 to EUR 600 per month. Students with a certified disability are entitled to additional support. The rules for awarding funds are set out in Rector's Order No. 27/2025 of 10 January 2025. Candidates should consult their faculty coordinator about their choice of courses beforehand.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Wymagana jest znajomość języka", "Zalecana jest znajomość języka")],
                "modality",
            ),
            Slip(
                1,
                [("zarządzenie nr 27/2025 Rektora", "zarządzenie nr 72/2025 Rektora")],
                "legal_reference",
            ),
            Slip(2, [("by 11:59 pm on 15 March 2025", "by 11:59 pm on 15 May 2025")], "date"),
        ],
    ),
    Case(
        key="pl-rabies-vaccination-drive-dogs-village",
        source="Gabinet weterynaryjny „Łapa” organizuje w sobotę 12 kwietnia akcję szczepień psów przeciwko wściekliźnie na placu przy Urzędzie Gminy w Sułkowicach, w godz. 9:00–13:00. Zgodnie z art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt właściciel ma obowiązek zaszczepić psa w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Koszt szczepienia wynosi 60 zł, a wpis do książeczki jest bezpłatny. Prosimy zabrać książeczkę zdrowia lub paszport zwierzęcia. Psy powinny być na smyczy i w kagańcu. Szczepionka jest zwykle dobrze tolerowana, choć u niektórych zwierząt może wystąpić przejściowa apatia. Z czipowania skorzystać można za dodatkową opłatą 50 zł.",
        good=[
            Good(
                "preserve",
                "W sobotę 12 kwietnia, w godz. 9:00–13:00, gabinet weterynaryjny „Łapa” będzie szczepić psy przeciwko wściekliźnie na placu przy Urzędzie Gminy w Sułkowicach. Przypominamy, że zgodnie z art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt właściciel musi zaszczepić psa w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem nie rzadziej niż co 12 miesięcy. Szczepienie kosztuje 60 zł, wpis do książeczki nic nie kosztuje. Prosimy zabrać książeczkę zdrowia albo paszport zwierzęcia. Psy powinny być prowadzone na smyczy i mieć kaganiec. Zwierzęta zazwyczaj dobrze znoszą szczepionkę, ale u niektórych może wystąpić przejściowa apatia. Można też zaczipować psa – za dodatkowe 50 zł.",
            ),
            Good(
                "preserve",
                """Szczepienia psów przeciwko wściekliźnie – Sułkowice
- Termin: sobota, 12 kwietnia, 9:00–13:00
- Miejsce: plac przy Urzędzie Gminy
- Organizator: gabinet weterynaryjny „Łapa”
- Cena: 60 zł (wpis do książeczki gratis); czipowanie – dodatkowo 50 zł
- Zabierz: książeczkę zdrowia lub paszport zwierzęcia
- Pies powinien być na smyczy i w kagańcu

Obowiązek szczepienia wynika z art. 56 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt: właściciel musi zaszczepić psa w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a później nie rzadziej niż co 12 miesięcy. Szczepionka jest na ogół dobrze tolerowana, jednak u części zwierząt może pojawić się przejściowa apatia.""",
            ),
            Good(
                "en",
                "On Saturday, 12 April, from 9 am to 1 pm, the “Łapa” veterinary clinic is holding a rabies vaccination drive for dogs on the square by the Municipal Office in Sułkowice. Under Article 56(1) of the Act on the Protection of Animal Health and the Control of Infectious Animal Diseases, owners are required to vaccinate their dog within 30 days of it reaching 3 months of age and then at least every 12 months. The vaccination costs PLN 60, and the entry in the health booklet is free. Please bring your pet's health booklet or passport. Dogs should be on a lead and muzzled. The vaccine is usually well tolerated, although some animals may experience temporary lethargy. Microchipping is available for an extra PLN 50.",
            ),
        ],
        bad=[
            Slip(0, [("art. 56 ust. 1", "art. 65 ust. 1")], "legal_reference"),
            Slip(1, [("czipowanie – dodatkowo 50 zł", "czipowanie – dodatkowo 80 zł")], "number"),
            Slip(2, [("is usually well tolerated", "is well tolerated")], "hedge"),
        ],
    ),
    Case(
        key="pl-pdf-merge-cli-readme",
        source="""# pdfscal

Proste narzędzie wiersza poleceń do łączenia plików PDF. Wymaga Pythona 3.10 lub nowszego.

## Instalacja

```bash
pip install pdfscal
```

## Użycie

Aby połączyć pliki, uruchom `pdfscal scal raport.pdf aneks.pdf -o wynik.pdf`. Flaga `--kompresja` zmniejsza rozmiar pliku wynikowego, ale może wydłużyć czas działania. Nie używaj tej flagi dla plików zaszyfrowanych – nie jest ona dla nich obsługiwana.

## Konfiguracja

Domyślne ustawienia możesz zapisać w pliku `~/.pdfscal.toml`. Klucz `jakosc` przyjmuje wartości od 1 do 100. Zgłoszenia błędów należy kierować przez GitHub Issues.""",
        good=[
            Good(
                "preserve",
                """# pdfscal

`pdfscal` to proste narzędzie uruchamiane z wiersza poleceń, które łączy pliki PDF. Do działania potrzebuje Pythona w wersji 3.10 lub nowszej.

## Instalacja

```bash
pip install pdfscal
```

## Jak używać

Pliki połączysz poleceniem `pdfscal scal raport.pdf aneks.pdf -o wynik.pdf`. Jeśli dodasz flagę `--kompresja`, plik wynikowy będzie mniejszy, choć działanie może potrwać dłużej. Flaga ta nie jest obsługiwana dla plików zaszyfrowanych, więc nie używaj jej z nimi.

## Konfiguracja

Ustawienia domyślne możesz zapisać w pliku `~/.pdfscal.toml`. Klucz `jakosc` przyjmuje wartości z przedziału od 1 do 100. Błędy zgłaszaj przez GitHub Issues.""",
            ),
            Good(
                "preserve",
                """# pdfscal

Narzędzie CLI do łączenia plików PDF (wymagany Python 3.10 lub nowszy).

## Instalacja

```bash
pip install pdfscal
```

## Użycie

```bash
pdfscal scal raport.pdf aneks.pdf -o wynik.pdf
```

- `--kompresja` – zmniejsza plik wynikowy, ale może wydłużyć czas działania. Nie jest obsługiwana dla plików zaszyfrowanych, więc nie używaj jej z takimi plikami.

## Konfiguracja

- Ustawienia domyślne możesz zapisać w pliku `~/.pdfscal.toml`.
- Klucz `jakosc` przyjmuje wartości 1–100.

Błędy należy zgłaszać przez GitHub Issues.""",
            ),
            Good(
                "en",
                """# pdfscal

A simple command-line tool for merging PDF files. It requires Python 3.10 or newer.

## Installation

```bash
pip install pdfscal
```

## Usage

To merge files, run `pdfscal scal raport.pdf aneks.pdf -o wynik.pdf`. The `--kompresja` flag reduces the size of the output file but may increase the running time. Do not use this flag with encrypted files – it is not supported for them.

## Configuration

You can save default settings in the `~/.pdfscal.toml` file. The `jakosc` key accepts values from 1 to 100. Please report bugs through GitHub Issues.""",
            ),
        ],
        bad=[
            Slip(0, [("`~/.pdfscal.toml`", "`~/.pdfscal.yaml`")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\npdfscal scal raport.pdf aneks.pdf -o wynik.pdf\n```",
                        "pdfscal scal raport.pdf aneks.pdf -o wynik.pdf",
                    )
                ],
                "markdown",
            ),
            Slip(
                2, [("You can save default settings", "You must save default settings")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-lake-water-quality-monitoring-summary",
        source="Wyniki monitoringu z lat 2021–2023 wskazują, że stan ekologiczny Jeziora Raduńskiego Górnego prawdopodobnie się poprawia. Średnie stężenie fosforu całkowitego w wodzie powierzchniowej spadło z 0,09 do 0,06 mg/l, a przezroczystość wody mierzona krążkiem Secchiego wzrosła do około 3,2 m. Autorzy raportu (Kowalczyk i Nowak, 2024, „Ochrona Środowiska”, t. 46, s. 112–127) zastrzegają jednak, że trzyletnia seria pomiarowa to zbyt krótki okres, by mówić o trwałym trendzie. Nie odnotowano zakwitów sinic w sezonie 2023, choć w 2021 r. występowały one przez 19 dni. Zdaniem badaczy poprawa może wynikać z modernizacji oczyszczalni ścieków w Chmielnie.",
        good=[
            Good(
                "preserve",
                "Jezioro Raduńskie Górne jest prawdopodobnie w coraz lepszym stanie ekologicznym – tak wynika z monitoringu prowadzonego w latach 2021–2023. Średnie stężenie fosforu całkowitego w wodzie powierzchniowej spadło z 0,09 do 0,06 mg/l, a przezroczystość wody (mierzona krążkiem Secchiego) wzrosła do ok. 3,2 m. W 2021 r. sinice zakwitały przez 19 dni, natomiast w sezonie 2023 zakwitów nie odnotowano. Badacze sądzą, że poprawa może być efektem modernizacji oczyszczalni ścieków w Chmielnie. Jak jednak zastrzegają autorzy raportu, Kowalczyk i Nowak (2024, „Ochrona Środowiska”, t. 46, s. 112–127), trzy lata pomiarów to za krótko, by mówić o trwałym trendzie.",
            ),
            Good(
                "preserve",
                "Dane monitoringowe z okresu 2021–2023 wskazują na prawdopodobną poprawę stanu ekologicznego Jeziora Raduńskiego Górnego. Średnie stężenie fosforu całkowitego w wodzie powierzchniowej zmniejszyło się z 0,09 mg/l do 0,06 mg/l, a przezroczystość wody, mierzona krążkiem Secchiego, wzrosła do około 3,2 m. O ile w 2021 r. zakwity sinic utrzymywały się przez 19 dni, o tyle w sezonie 2023 nie stwierdzono ich wcale. Według badaczy przyczyną poprawy może być modernizacja oczyszczalni ścieków w Chmielnie. Autorzy raportu, Kowalczyk i Nowak (2024), w artykule opublikowanym w „Ochronie Środowiska” (t. 46, s. 112–127) zastrzegają jednak, że trzyletnia seria pomiarowa jest zbyt krótka, aby mówić o trwałym trendzie.",
            ),
            Good(
                "en",
                "Monitoring results from 2021–2023 indicate that the ecological status of Lake Raduńskie Górne is probably improving. The average concentration of total phosphorus in surface water fell from 0.09 to 0.06 mg/l, and water transparency measured with a Secchi disc rose to about 3.2 m. However, the authors of the report (Kowalczyk and Nowak, 2024, Ochrona Środowiska, vol. 46, pp. 112–127) caution that a three-year measurement series is too short to speak of a lasting trend. No cyanobacterial blooms were recorded in the 2023 season, although in 2021 they occurred for 19 days. According to the researchers, the improvement may be due to the modernisation of the wastewater treatment plant in Chmielno.",
            ),
        ],
        bad=[
            Slip(0, [("z 0,09 do 0,06 mg/l", "z 0,09 do 0,04 mg/l")], "number"),
            Slip(1, [("Kowalczyk i Nowak (2024)", "Kowalczyk i Nowak (2022)")], "citation"),
            Slip(2, [("is probably improving", "is clearly improving")], "hedge"),
        ],
    ),
    Case(
        key="pl-teen-smartphone-sleep-review-summary",
        source="Przegląd systematyczny opublikowany w czasopiśmie „Sleep Medicine Reviews” (Zhang i in., 2022, t. 61, art. 101568) objął 38 badań z udziałem łącznie ponad 45 tys. nastolatków. Autorzy stwierdzili, że korzystanie ze smartfona w ciągu godziny przed snem wiązało się z krótszym snem średnio o 20–30 minut. Nie wykazano jednak związku przyczynowego, ponieważ większość analizowanych badań miała charakter przekrojowy. Efekt był silniejszy u dziewcząt niż u chłopców. Autorzy zalecają, by szkoły uwzględniały higienę snu w programach wychowawczych, ale podkreślają, że potrzebne są badania podłużne. Przegląd nie obejmował dzieci poniżej 12 roku życia.",
        good=[
            Good(
                "preserve",
                "Czy smartfon przed snem skraca sen nastolatków? W przeglądzie systematycznym Zhang i współpracownicy (2022) przeanalizowali 38 badań, w których wzięło udział łącznie ponad 45 tys. nastolatków; wyniki ukazały się w „Sleep Medicine Reviews” (t. 61, art. 101568). Okazało się, że korzystanie ze smartfona w ciągu godziny przed snem wiązało się ze snem krótszym średnio o 20–30 minut. U dziewcząt efekt był silniejszy niż u chłopców. Uwaga: związku przyczynowego nie wykazano, bo większość analizowanych badań była przekrojowa. Autorzy zalecają, aby szkoły uwzględniały higienę snu w programach wychowawczych, zaznaczają jednak, że potrzebne są badania podłużne. Dzieci poniżej 12 roku życia nie były objęte przeglądem.",
            ),
            Good(
                "preserve",
                """Smartfon przed snem a sen nastolatków – najważniejsze wnioski z przeglądu systematycznego (Zhang i in., 2022, „Sleep Medicine Reviews”, t. 61, art. 101568):
- analiza objęła 38 badań i łącznie ponad 45 tys. nastolatków; dzieci poniżej 12 roku życia nie uwzględniono;
- korzystanie ze smartfona w ciągu godziny przed snem wiązało się ze skróceniem snu średnio o 20–30 minut;
- efekt był silniejszy u dziewcząt niż u chłopców;
- związku przyczynowego nie wykazano, gdyż większość badań miała charakter przekrojowy;
- autorzy zalecają, by szkoły uwzględniały higienę snu w programach wychowawczych, ale podkreślają potrzebę badań podłużnych.""",
            ),
            Good(
                "en",
                "A systematic review published in Sleep Medicine Reviews (Zhang et al., 2022, vol. 61, article 101568) covered 38 studies involving a total of more than 45,000 adolescents. The authors found that using a smartphone in the hour before sleep was associated with sleeping on average 20–30 minutes less. However, no causal relationship was demonstrated, because most of the studies analysed were cross-sectional. The effect was stronger in girls than in boys. The authors recommend that schools include sleep hygiene in their character-education programmes, but stress that longitudinal studies are needed. The review did not include children under 12.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dzieci poniżej 12 roku życia nie były objęte przeglądem.",
                        "Dzieci poniżej 12 roku życia również były objęte przeglądem.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "efekt był silniejszy u dziewcząt niż u chłopców;",
                        "efekt był silniejszy u dziewcząt niż u chłopców, co autorzy tłumaczą częstszym korzystaniem z mediów społecznościowych;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("vol. 61, article 101568", "vol. 16, article 101568")], "citation"),
        ],
    ),
    Case(
        key="pl-file-server-nightly-backup-notes",
        source="Kopie zapasowe serwera plików są wykonywane codziennie o 2:00 przez skrypt `backup_nightly.sh` uruchamiany z crona. Archiwa trafiają do zasobu `/mnt/nas/backup` i są przechowywane przez 14 dni; starsze pliki usuwa automatycznie zadanie `rotate-backups`. Raz w tygodniu, w niedzielę, wykonywana jest pełna kopia, w pozostałe dni – przyrostowa. Nie wyłączajcie serwera NAS w nocy, bo zadanie zakończy się błędem. Raport z każdego przebiegu jest wysyłany na adres backup-alerts@firma-kowal.pl. Jeśli chcecie przywrócić plik, zgłoście to przez portal https://helpdesk.firma-kowal.pl – nie próbujcie samodzielnie rozpakowywać archiwów. Szczegóły konfiguracji opisano w pliku `docs/backup.md`.",
        good=[
            Good(
                "preserve",
                "Serwer plików jest archiwizowany codziennie o 2:00. Zadanie wykonuje skrypt `backup_nightly.sh`, uruchamiany przez cron. Kopie trafiają do zasobu `/mnt/nas/backup`, gdzie są przechowywane przez 14 dni; starsze pliki automatycznie usuwa zadanie `rotate-backups`. W niedzielę tworzona jest kopia pełna, w pozostałe dni tygodnia – przyrostowa. Prosimy nie wyłączać serwera NAS w nocy, ponieważ zadanie zakończy się wtedy błędem. Raport z każdego przebiegu jest wysyłany na adres backup-alerts@firma-kowal.pl. Chęć przywrócenia pliku należy zgłosić przez portal https://helpdesk.firma-kowal.pl; prosimy nie próbować samodzielnie rozpakowywać archiwów. Szczegółowy opis konfiguracji znajduje się w pliku `docs/backup.md`.",
            ),
            Good(
                "preserve",
                """Krótko o backupach serwera plików:
- codziennie o 2:00 cron uruchamia skrypt `backup_nightly.sh`;
- w niedzielę robimy pełną kopię, w pozostałe dni przyrostową;
- archiwa lądują w `/mnt/nas/backup` i są tam trzymane 14 dni – starsze automatycznie kasuje zadanie `rotate-backups`;
- raport z każdego przebiegu idzie na backup-alerts@firma-kowal.pl;
- szczegóły konfiguracji: `docs/backup.md`.
Dwie prośby: nie wyłączajcie NAS-a w nocy (zadanie skończy się błędem) i nie próbujcie samodzielnie rozpakowywać archiwów – przywrócenie pliku zgłaszajcie przez https://helpdesk.firma-kowal.pl.""",
            ),
            Good(
                "en",
                "File server backups run every day at 2:00 am via the `backup_nightly.sh` script, launched from cron. The archives go to `/mnt/nas/backup` and are kept for 14 days; older files are deleted automatically by the `rotate-backups` job. A full backup is made once a week, on Sunday, and an incremental one on the other days. Don't switch off the NAS server at night, or the job will fail. A report on every run is sent to backup-alerts@firma-kowal.pl. If you want a file restored, request it through the https://helpdesk.firma-kowal.pl portal – don't try to unpack the archives yourself. Configuration details are described in `docs/backup.md`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Prosimy nie wyłączać serwera NAS w nocy", "Prosimy wyłączać serwer NAS na noc")],
                "negation",
            ),
            Slip(1, [("`/mnt/nas/backup`", "`/mnt/nas/backups`")], "code"),
            Slip(2, [("backup-alerts@firma-kowal.pl", "backup-alerts@firmakowal.pl")], "url"),
        ],
    ),
    Case(
        key="pl-bus-line-detour-viaduct-works",
        source="Od 1 lipca 2025 r. linia autobusowa nr 17 będzie kursować na zmienionej trasie z powodu przebudowy wiaduktu na ul. Kolejowej. Autobusy pojadą objazdem przez ul. Polną i Szkolną, a przystanki Kolejowa 01 i Kolejowa 02 zostaną tymczasowo zawieszone. W dni robocze autobusy będą odjeżdżać co 20 minut zamiast co 15, a w weekendy – co 40 minut. Czas przejazdu całej trasy wydłuży się o około 6 minut. Utrudnienia potrwają prawdopodobnie do końca października. Bilety miesięczne zachowują ważność bez zmian. Aktualny rozkład jazdy można sprawdzić na stronie przewoźnika oraz w aplikacji Jakdojade.",
        good=[
            Good(
                "preserve",
                "Uwaga, pasażerowie linii 17! Z powodu przebudowy wiaduktu na ul. Kolejowej od 1 lipca 2025 r. autobusy pojadą objazdem ulicami Polną i Szkolną. Przystanki Kolejowa 01 i Kolejowa 02 będą w tym czasie zawieszone. Zmienia się też częstotliwość: w dni robocze autobus co 20 minut (dotychczas co 15), w weekendy co 40 minut. Przejazd całej trasy zajmie mniej więcej o 6 minut dłużej. Utrudnienia potrwają prawdopodobnie do końca października. Bilety miesięczne pozostają ważne bez zmian. Aktualny rozkład znajdziesz na stronie przewoźnika i w aplikacji Jakdojade.",
            ),
            Good(
                "preserve",
                "Informujemy, że w związku z przebudową wiaduktu na ul. Kolejowej od dnia 1 lipca 2025 r. linia nr 17 zostanie skierowana na trasę objazdową przez ul. Polną i ul. Szkolną. Na czas objazdu zawiesza się obsługę przystanków Kolejowa 01 oraz Kolejowa 02. Kursy w dni robocze będą realizowane co 20 minut (zamiast dotychczasowych 15 minut), natomiast w soboty i niedziele co 40 minut. Czas przejazdu całej trasy wydłuży się o około 6 minut. Utrudnienia potrwają najprawdopodobniej do końca października. Ważność biletów miesięcznych nie ulega zmianie. Aktualny rozkład jazdy dostępny jest na stronie internetowej przewoźnika oraz w aplikacji Jakdojade.",
            ),
            Good(
                "en",
                "From 1 July 2025, bus route 17 will run on a changed route because of the reconstruction of the viaduct on Kolejowa Street. Buses will detour via Polna and Szkolna Streets, and the Kolejowa 01 and Kolejowa 02 stops will be temporarily suspended. On weekdays buses will run every 20 minutes instead of every 15, and at weekends every 40 minutes. The journey along the whole route will take about 6 minutes longer. The disruption will probably last until the end of October. Monthly passes remain valid without any changes. The current timetable is available on the operator's website and in the Jakdojade app.",
            ),
        ],
        bad=[
            Slip(0, [("w weekendy co 40 minut", "w weekendy co 30 minut")], "number"),
            Slip(1, [("do końca października", "do końca września")], "date"),
            Slip(
                2,
                [
                    (
                        "The disruption will probably last until the end of October.",
                        "Utrudnienia potrwają prawdopodobnie do końca października.",
                    ),
                    (
                        "Monthly passes remain valid without any changes.",
                        "Bilety miesięczne zachowują ważność bez zmian.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-food-bank-christmas-collection-volunteers",
        source="Bank Żywności w Olsztynie wraz z Caritas organizuje świąteczną zbiórkę żywności w dniach 5–7 grudnia w 24 sklepach na terenie województwa. Wolontariusze w żółtych kamizelkach będą przyjmować produkty o długim terminie przydatności: mąkę, cukier, olej, konserwy, makaron i słodycze. Prosimy nie przekazywać produktów szybko psujących się ani alkoholu. Zebrana żywność trafi do około 3 tysięcy rodzin z regionu, głównie seniorów i rodzin wielodzietnych. Chcesz zostać wolontariuszem? Zgłoś się do 28 listopada; osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. Każdy wolontariusz powinien wziąć udział w krótkim szkoleniu online. Dziękujemy, że pomagacie!",
        good=[
            Good(
                "preserve",
                "W dniach 5–7 grudnia Bank Żywności w Olsztynie i Caritas zbierają żywność przed świętami – w 24 sklepach w całym województwie. W sklepach spotkasz wolontariuszy w żółtych kamizelkach, którzy przyjmą mąkę, cukier, olej, konserwy, makaron i słodycze, czyli produkty o długim terminie przydatności. Prosimy, nie przynoś artykułów, które szybko się psują, ani alkoholu. Dary trafią do około 3 tysięcy rodzin z regionu, przede wszystkim do seniorów i rodzin wielodzietnych. Jeśli chcesz pomóc jako wolontariusz, zgłoś się do 28 listopada. Niepełnoletni muszą mieć pisemną zgodę rodzica, a każdy wolontariusz powinien wziąć udział w krótkim szkoleniu online. Dziękujemy za pomoc!",
            ),
            Good(
                "preserve",
                """ŚWIĄTECZNA ZBIÓRKA ŻYWNOŚCI
Bank Żywności w Olsztynie i Caritas
5–7 grudnia, 24 sklepy w województwie

Co przekazać: mąkę, cukier, olej, konserwy, makaron, słodycze – produkty z długim terminem przydatności.
Czego nie przekazywać: produktów szybko psujących się i alkoholu.
Dla kogo: ok. 3 tys. rodzin z regionu, głównie seniorzy i rodziny wielodzietne.
Dary przyjmują wolontariusze w żółtych kamizelkach.

Chcesz zostać wolontariuszem? Zgłoszenia do 28 listopada. Osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. Każdy wolontariusz powinien wziąć udział w krótkim szkoleniu online.
Dziękujemy, że pomagacie!""",
            ),
            Good(
                "en",
                "The Food Bank in Olsztyn and Caritas are holding a Christmas food collection on 5–7 December in 24 shops across the province. Volunteers in yellow vests will accept products with a long shelf life: flour, sugar, oil, tinned food, pasta and sweets. Please do not donate perishable products or alcohol. The food collected will go to about 3,000 families in the region, mainly seniors and large families. Would you like to volunteer? Sign up by 28 November; volunteers who are minors must have written consent from a parent. Every volunteer should take part in a short online training session. Thank you for your help!",
            ),
        ],
        bad=[
            Slip(0, [("Niepełnoletni muszą mieć", "Niepełnoletni powinni mieć")], "modality"),
            Slip(
                1,
                [
                    (
                        "Czego nie przekazywać: produktów szybko psujących się i alkoholu.",
                        "Można też przekazać: produkty szybko psujące się i alkohol.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "The Food Bank in Olsztyn and Caritas are",
                        "The Food Bank in Olsztyn, Caritas and the Biedronka supermarket chain are",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-online-shop-returns-policy-terms",
        source="Zakupiony w naszym sklepie towar możesz zwrócić bez podania przyczyny w ciągu 14 dni od otrzymania przesyłki, zgodnie z ustawą o prawach konsumenta. Produkt powinien być kompletny i nieuszkodzony, a najlepiej zapakowany w oryginalne opakowanie. Koszt odesłania paczki pokrywa kupujący, chyba że zamówienie przekraczało 300 zł – wtedy zwrot jest darmowy. Pieniądze zwrócimy w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od umowy, tą samą metodą płatności. Zwykle przelew trafia na konto w ciągu 2–3 dni roboczych, ale w okresie świątecznym może to potrwać dłużej. Zwrotowi nie podlegają produkty wykonane na indywidualne zamówienie. Formularz zwrotu znajdziesz w zakładce „Moje zamówienia”.",
        good=[
            Good(
                "preserve",
                """**Czy mogę zwrócić towar?** Tak – bez podawania przyczyny, w ciągu 14 dni od otrzymania przesyłki. Takie prawo daje ci ustawa o prawach konsumenta.
**W jakim stanie?** Produkt powinien być kompletny i nieuszkodzony; najlepiej odeślij go w oryginalnym opakowaniu.
**Kto płaci za odesłanie?** Ty, chyba że zamówienie przekraczało 300 zł – wtedy zwrot jest darmowy.
**Kiedy dostanę pieniądze?** Zwrócimy je tą samą metodą płatności w ciągu 14 dni od otrzymania twojego oświadczenia o odstąpieniu od umowy. Przelew dociera zwykle w 2–3 dni robocze, choć w okresie świątecznym może to potrwać dłużej.
**Czego nie można zwrócić?** Produktów wykonanych na indywidualne zamówienie.
**Gdzie jest formularz zwrotu?** W zakładce „Moje zamówienia”.""",
            ),
            Good(
                "preserve",
                "Klient może zwrócić towar zakupiony w sklepie bez podania przyczyny w terminie 14 dni od dnia otrzymania przesyłki, zgodnie z ustawą o prawach konsumenta. Zwracany produkt powinien być kompletny i nieuszkodzony, najlepiej zapakowany w oryginalne opakowanie. Koszty odesłania ponosi kupujący, z wyjątkiem zamówień o wartości przekraczającej 300 zł, dla których zwrot jest bezpłatny. Sklep zwraca środki tą samą metodą płatności w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od umowy; przelew jest zazwyczaj księgowany w ciągu 2–3 dni roboczych, w okresie świątecznym może to jednak potrwać dłużej. Zwrotowi nie podlegają produkty wykonane na indywidualne zamówienie. Formularz zwrotu jest dostępny w zakładce „Moje zamówienia”.",
            ),
            Good(
                "en",
                "You can return goods bought in our shop without giving a reason within 14 days of receiving the parcel, in accordance with the Consumer Rights Act. The product should be complete and undamaged, and ideally packed in its original packaging. The buyer pays for return shipping unless the order was over PLN 300, in which case the return is free. We will refund your money within 14 days of receiving your notice of withdrawal from the contract, using the same payment method. The transfer usually reaches your account within 2–3 business days, but during the holiday season it may take longer. Products made to individual order cannot be returned. You will find the return form in the “My orders” tab.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Przelew dociera zwykle w 2–3 dni robocze", "Przelew dociera w 2–3 dni robocze")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Zwracany produkt powinien być kompletny",
                        "Zwracany produkt musi być kompletny",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("unless the order was over PLN 300", "unless the order was over PLN 200")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-red-cross-first-aid-course",
        source="Polski Czerwony Krzyż, Oddział Rejonowy w Tarnowie, zaprasza na kurs pierwszej pomocy dla osób dorosłych. Zajęcia odbędą się w dwie soboty, 8 i 15 marca 2025 r., od 9:00 do 15:00, w sali szkoleniowej przy ul. Krakowskiej 9. Program obejmuje resuscytację krążeniowo-oddechową, użycie defibrylatora AED, postępowanie przy zadławieniu i urazach. Kurs prowadzą ratownicy medyczni, a zajęcia praktyczne stanowią około 70% czasu. Uczestnicy, którzy zdadzą test końcowy, otrzymają zaświadczenie ważne przez 3 lata. Opłata wynosi 180 zł; członkowie PCK płacą 150 zł. Liczba miejsc jest ograniczona do 16 osób, dlatego zapisy prowadzimy telefonicznie pod numerem 14 621 35 40.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się udzielać pierwszej pomocy? Oddział Rejonowy Polskiego Czerwonego Krzyża w Tarnowie organizuje kurs dla dorosłych. Spotkamy się w dwie soboty – 8 i 15 marca 2025 r. – w godz. 9:00–15:00 w sali szkoleniowej przy ul. Krakowskiej 9. Nauczysz się resuscytacji krążeniowo-oddechowej, obsługi defibrylatora AED oraz tego, jak postępować przy zadławieniu i urazach. Zajęcia prowadzą ratownicy medyczni, a mniej więcej 70% czasu to ćwiczenia praktyczne. Po zdaniu testu końcowego otrzymasz zaświadczenie ważne 3 lata. Koszt kursu to 180 zł, dla członków PCK 150 zł. Mamy tylko 16 miejsc, dlatego zapisy prowadzimy telefonicznie pod numerem 14 621 35 40.",
            ),
            Good(
                "preserve",
                """Kurs pierwszej pomocy dla dorosłych – PCK, Oddział Rejonowy w Tarnowie
- Terminy: soboty 8.03.2025 i 15.03.2025, godz. 9:00–15:00
- Miejsce: sala szkoleniowa, ul. Krakowska 9
- Program: resuscytacja krążeniowo-oddechowa, użycie defibrylatora AED, postępowanie przy zadławieniu i urazach
- Prowadzący: ratownicy medyczni; ok. 70% czasu to zajęcia praktyczne
- Zaświadczenie: po zdaniu testu końcowego, ważne przez 3 lata
- Cena: 180 zł (członkowie PCK – 150 zł)
- Limit miejsc: 16 osób
- Zapisy telefonicznie: 14 621 35 40""",
            ),
            Good(
                "en",
                "The Polish Red Cross District Branch in Tarnów invites adults to a first aid course. Classes will take place on two Saturdays, 8 and 15 March 2025, from 9:00 to 15:00, in the training room at ul. Krakowska 9. The programme covers cardiopulmonary resuscitation, using an AED defibrillator, and dealing with choking and injuries. The course is run by paramedics, and practical exercises make up about 70% of the time. Participants who pass the final test will receive a certificate valid for 3 years. The fee is PLN 180; Polish Red Cross members pay PLN 150. Places are limited to 16 people, so registration is by phone on 14 621 35 40.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Koszt kursu to 180 zł, dla członków PCK 150 zł.",
                        "The fee is PLN 180; Polish Red Cross members pay PLN 150.",
                    ),
                    (
                        "Mamy tylko 16 miejsc, dlatego zapisy prowadzimy telefonicznie pod numerem 14 621 35 40.",
                        "Places are limited to 16 people, so registration is by phone on 14 621 35 40.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("15.03.2025", "22.03.2025")], "date"),
            Slip(
                2,
                [
                    (
                        "The course is run by paramedics,",
                        "The course is run by paramedics from the Tarnów ambulance service,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-manor-house-history-attribution-note",
        source="Dwór w Kościelcu wzniesiono najprawdopodobniej w latach 1780–1785 dla rodziny Morsztynów. Najstarsza wzmianka o budowli pochodzi z inwentarza z 1791 r., przechowywanego w Archiwum Narodowym w Krakowie (sygn. 29/639/112). Według Jana Wiśniewskiego (1932, s. 48) projekt przypisuje się architektowi Dominikowi Merliniemu, jednak nowsze badania (Zielińska 2015, s. 203–210) nie potwierdzają tej atrybucji. W XIX wieku dwór kilkakrotnie przebudowywano, a po 1945 r. mieściła się w nim szkoła. Nie zachowało się oryginalne wyposażenie wnętrz. Obecny właściciel, gmina Proszowice, planuje remont, który może rozpocząć się w 2026 r.",
        good=[
            Good(
                "preserve",
                "Dwór w Kościelcu powstał najprawdopodobniej w latach 1780–1785 dla Morsztynów. Pierwszą znaną wzmiankę o nim zawiera inwentarz z 1791 r. z zasobu Archiwum Narodowego w Krakowie (sygn. 29/639/112). Jan Wiśniewski (1932, s. 48) podaje, że projekt przypisuje się Dominikowi Merliniemu, lecz nowsze badania (Zielińska 2015, s. 203–210) tej atrybucji nie potwierdzają. W XIX wieku budynek był kilkakrotnie przebudowywany, po 1945 r. działała w nim szkoła, a oryginalne wyposażenie wnętrz się nie zachowało. Gmina Proszowice, obecna właścicielka dworu, planuje remont – być może rozpocznie się on w 2026 r.",
            ),
            Good(
                "preserve",
                """Historia dworu w Kościelcu w pigułce:
- budowa: najprawdopodobniej 1780–1785, dla rodziny Morsztynów;
- najstarsza wzmianka: inwentarz z 1791 r. (Archiwum Narodowe w Krakowie, sygn. 29/639/112);
- architekt: według Jana Wiśniewskiego (1932, s. 48) projekt przypisuje się Dominikowi Merliniemu, ale nowsze badania (Zielińska 2015, s. 203–210) tego nie potwierdzają;
- XIX wiek: kilka przebudów;
- po 1945 r.: szkoła;
- wnętrza: oryginalne wyposażenie się nie zachowało;
- przyszłość: obecny właściciel, gmina Proszowice, planuje remont, który może ruszyć w 2026 r.""",
            ),
            Good(
                "en",
                "The manor house in Kościelec was most probably built in 1780–1785 for the Morsztyn family. The earliest mention of the building comes from an inventory of 1791 held in the National Archives in Kraków (ref. 29/639/112). According to Jan Wiśniewski (1932, p. 48), the design is attributed to the architect Dominik Merlini, but more recent research (Zielińska 2015, pp. 203–210) does not confirm this attribution. The manor was rebuilt several times in the 19th century, and after 1945 it housed a school. The original interior furnishings have not survived. The current owner, the Proszowice municipality, is planning a renovation that may begin in 2026.",
            ),
        ],
        bad=[
            Slip(0, [("Jan Wiśniewski (1932, s. 48)", "Jan Wiśniewski (1932, s. 84)")], "citation"),
            Slip(1, [("budowa: najprawdopodobniej 1780–1785", "budowa: 1780–1785")], "hedge"),
            Slip(
                2, [("does not confirm this attribution", "confirms this attribution")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-community-garden-new-members-rules",
        source="Ogród społeczny „Zielona Przystań” na Nadodrzu przyjmuje nowych członków na sezon 2025. Każda osoba lub rodzina może dostać jedną grządkę o powierzchni 4 m²; opłata roczna wynosi 50 zł i pokrywa koszty wody oraz narzędzi. Członkowie muszą co najmniej dwa razy w miesiącu dyżurować przy podlewaniu części wspólnej. Na terenie ogrodu nie wolno stosować chemicznych środków ochrony roślin ani sztucznych nawozów. Kompostownik jest do dyspozycji wszystkich, ale nie należy wrzucać do niego mięsa ani resztek nabiału. Dzieci są mile widziane, jednak powinny pozostawać pod opieką dorosłych. Grządkę, która przez ponad miesiąc nie jest pielęgnowana, zarząd może przekazać innej osobie. Zapisy: ogrod.zielonaprzystan@gmail.com.",
        good=[
            Good(
                "preserve",
                """Zielona Przystań – zasady na sezon 2025
Ogród społeczny na Nadodrzu przyjmuje nowych członków. Oto najważniejsze zasady:
- Każda osoba lub rodzina może otrzymać jedną grządkę o powierzchni 4 m².
- Roczna opłata to 50 zł – pokrywa koszty wody i narzędzi.
- Co najmniej dwa razy w miesiącu każdy członek musi pełnić dyżur przy podlewaniu części wspólnej.
- Chemiczne środki ochrony roślin i sztuczne nawozy są w ogrodzie zakazane.
- Z kompostownika mogą korzystać wszyscy, ale nie należy wrzucać do niego mięsa ani resztek nabiału.
- Dzieci są mile widziane, ale powinny pozostawać pod opieką dorosłych.
- Jeśli grządka nie jest pielęgnowana dłużej niż miesiąc, zarząd może przekazać ją komuś innemu.
Zapisy przyjmujemy pod adresem ogrod.zielonaprzystan@gmail.com.""",
            ),
            Good(
                "preserve",
                "Marzysz o własnej grządce? Ogród społeczny „Zielona Przystań” na Nadodrzu szuka nowych członków na sezon 2025! Każda osoba lub rodzina może dostać jedną grządkę o powierzchni 4 m². Roczna opłata wynosi 50 zł i pokrywa koszty wody oraz narzędzi. W zamian musisz co najmniej dwa razy w miesiącu dyżurować przy podlewaniu części wspólnej. Uprawiamy bez chemii: nie wolno tu stosować chemicznych środków ochrony roślin ani sztucznych nawozów. Z kompostownika korzystają wszyscy – nie należy jednak wrzucać do niego mięsa ani resztek nabiału. Dzieci chętnie widzimy, choć powinny pozostawać pod opieką dorosłych. Uwaga: jeśli przez ponad miesiąc nie zadbasz o grządkę, zarząd może przekazać ją innej osobie. Zgłoś się: ogrod.zielonaprzystan@gmail.com.",
            ),
            Good(
                "en",
                "The “Zielona Przystań” community garden in Nadodrze is accepting new members for the 2025 season. Each person or family can get one 4 m² bed; the annual fee is PLN 50 and covers the cost of water and tools. Members must take a watering shift in the shared area at least twice a month. The use of chemical pesticides or artificial fertilisers is not allowed in the garden. The compost bin is available to everyone, but please do not put meat or dairy leftovers in it. Children are welcome but should remain under adult supervision. The board may reassign a bed to someone else if it has not been tended for more than a month. To sign up, write to ogrod.zielonaprzystan@gmail.com.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zarząd może przekazać ją komuś innemu", "zarząd przekaże ją komuś innemu")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Ogród społeczny „Zielona Przystań” na Nadodrzu szuka",
                        "Działający od 2016 roku ogród społeczny „Zielona Przystań” na Nadodrzu szuka",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("is not allowed in the garden", "is allowed in the garden")], "negation"),
        ],
    ),
]

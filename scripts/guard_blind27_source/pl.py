# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 27: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-filharmonia-karnet",
        source="Filharmonia Bałtycka rozpoczyna sprzedaż karnetów na sezon 2025/2026. Karnet „Piątki symfoniczne” obejmuje 12 koncertów i kosztuje 540 zł (ulgowy 380 zł). Dotychczasowi abonenci mogą zachować swoje miejsca, jeśli wykupią karnet do 15 czerwca 2025 r.; po tym terminie niewykupione miejsca trafią do wolnej sprzedaży. Karnetu nie można zwrócić, ale wolno przekazać go innej osobie. Jeżeli nie możesz przyjść na koncert, zgłoś to w kasie najpóźniej 24 godziny wcześniej — otrzymasz wtedy bilet na inny koncert z tej samej serii. Kasa jest czynna od wtorku do soboty w godz. 11:00–18:00. Ulga przysługuje uczniom, studentom do 26. roku życia i seniorom po 65. roku życia, za okazaniem ważnej legitymacji.",
        good=[
            Good(
                "preserve",
                "Filharmonia Bałtycka uruchamia sprzedaż karnetów na sezon 2025/2026. Karnet „Piątki symfoniczne” daje wstęp na 12 koncertów; jego cena wynosi 540 zł, a w wersji ulgowej 380 zł. Osoby, które miały karnet w poprzednim sezonie, zachowują dotychczasowe miejsca pod warunkiem zakupu najpóźniej 15 czerwca 2025 r. Po upływie tego terminu miejsca, które nie zostały wykupione, zostaną skierowane do wolnej sprzedaży. Zwrot karnetu nie jest możliwy, dopuszcza się natomiast jego przekazanie innej osobie. Kto nie może przyjść na koncert, a zgłosi to w kasie co najmniej 24 godziny przed jego rozpoczęciem, otrzyma bilet na inny koncert z tej samej serii. Kasa pracuje od wtorku do soboty w godzinach 11:00–18:00. Z ulgi mogą skorzystać uczniowie, studenci do 26. roku życia oraz seniorzy po 65. roku życia, po okazaniu ważnej legitymacji.",
            ),
            Good(
                "preserve",
                "Ruszyła sprzedaż karnetów Filharmonii Bałtyckiej na sezon 2025/2026! „Piątki symfoniczne” to 12 koncertów za 540 zł (z ulgą zapłacisz 380 zł). Masz karnet z poprzedniego sezonu? Kup nowy do 15 czerwca 2025 r., a zatrzymasz swoje miejsce — potem wszystkie niewykupione miejsca pójdą do wolnej sprzedaży. Pamiętaj: karnetu nie zwrócisz, ale możesz go oddać komuś innemu. Nie dasz rady przyjść? Daj znać w kasie najpóźniej 24 godziny przed koncertem, a dostaniesz bilet na inny koncert z tej samej serii. Kasa działa od wtorku do soboty, 11:00–18:00. Ulgę dostaniesz jako uczeń, student do 26. roku życia albo senior po 65. roku życia — wystarczy pokazać ważną legitymację.",
            ),
            Good(
                "en",
                "The Baltic Philharmonic has started selling season passes for the 2025/2026 season. The “Symphonic Fridays” pass covers 12 concerts and costs PLN 540 (concession: PLN 380). Existing subscribers can keep their seats if they buy a pass by 15 June 2025; after that date, seats that have not been bought go on general sale. Passes cannot be refunded, but they may be transferred to another person. If you cannot attend a concert, let the box office know at least 24 hours in advance and you will receive a ticket for another concert in the same series. The box office is open Tuesday to Saturday, 11:00–18:00. Concessions are available to school pupils, students up to the age of 26 and seniors over 65 on presentation of a valid ID card.",
            ),
        ],
        bad=[
            Slip(1, [("12 koncertów za 540 zł", "12 koncertów za 450 zł")], "number"),
            Slip(2, [("by 15 June 2025", "by 25 June 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "Zwrot karnetu nie jest możliwy, dopuszcza się natomiast",
                        "Zwrot karnetu jest możliwy; dopuszcza się również",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-lotnisko-asysta-prm",
        source="Pasażerowie z niepełnosprawnością lub o ograniczonej sprawności ruchowej mają prawo do bezpłatnej pomocy na Lotnisku Katowice, zgodnie z art. 7 rozporządzenia (WE) nr 1107/2006. Potrzebę asysty należy zgłosić przewoźnikowi lub biuru podróży co najmniej 48 godzin przed planowanym odlotem. W dniu podróży trzeba stawić się w punkcie PRM w hali A najpóźniej 2 godziny przed odlotem. Zgłoszenia przekazane później są realizowane w miarę możliwości, ale czas oczekiwania na asystenta może wtedy wydłużyć się do około 40 minut. Własny wózek inwalidzki można oddać przy wejściu na pokład; zwykle jest on zwracany przy drzwiach samolotu po lądowaniu. Pasażer może zabrać ze sobą bezpłatnie do dwóch sztuk sprzętu medycznego.",
        good=[
            Good(
                "preserve",
                "Jeśli masz niepełnosprawność albo trudności z poruszaniem się, na Lotnisku Katowice przysługuje ci bezpłatna pomoc. Wynika to z art. 7 rozporządzenia (WE) nr 1107/2006. Musisz zgłosić swojej linii lotniczej lub biuru podróży, że potrzebujesz asysty, najpóźniej 48 godzin przed planowanym odlotem. W dniu lotu musisz stawić się w punkcie PRM w hali A co najmniej 2 godziny przed odlotem. Jeśli zgłosisz potrzebę później, obsługa pomoże w miarę możliwości, ale na asystenta możesz wtedy czekać nawet około 40 minut. Swój wózek inwalidzki możesz oddać przy wejściu na pokład. Zazwyczaj dostaniesz go z powrotem przy drzwiach samolotu po wylądowaniu. Możesz bezpłatnie zabrać maksymalnie dwie sztuki sprzętu medycznego.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 7 rozporządzenia (WE) nr 1107/2006 osobom z niepełnosprawnością oraz osobom o ograniczonej sprawności ruchowej przysługuje na Lotnisku Katowice nieodpłatna pomoc. Wymagane jest zgłoszenie potrzeby asysty przewoźnikowi lub biuru podróży nie później niż 48 godzin przed planowanym odlotem, a w dniu podróży — stawienie się w punkcie PRM w hali A co najmniej 2 godziny przed odlotem. Zgłoszenia przekazane po tym terminie realizowane są w miarę możliwości; oczekiwanie na asystenta może wówczas trwać do około 40 minut. Własny wózek inwalidzki można oddać przy wejściu na pokład — z reguły jest on zwracany przy drzwiach samolotu po lądowaniu. Dopuszczalny jest bezpłatny przewóz maksymalnie dwóch sztuk sprzętu medycznego.",
            ),
            Good(
                "en",
                "Under Article 7 of Regulation (EC) No 1107/2006, passengers with disabilities or reduced mobility are entitled to free assistance at Katowice Airport. You must notify your airline or travel agent that you need assistance at least 48 hours before your scheduled departure. On the day of travel, you have to report to the PRM point in Hall A no later than 2 hours before departure. Requests made later are handled where possible, but the wait for an assistant may then increase to about 40 minutes. You can hand over your own wheelchair when boarding; it is usually returned at the aircraft door after landing. Passengers may take up to two items of medical equipment free of charge.",
            ),
        ],
        bad=[
            Slip(1, [("art. 7 rozporządzenia", "art. 9 rozporządzenia")], "legal_reference"),
            Slip(
                2, [("You must notify your airline", "You should notify your airline")], "modality"
            ),
            Slip(0, [("Zazwyczaj dostaniesz go z powrotem", "Dostaniesz go z powrotem")], "hedge"),
        ],
    ),
    Case(
        key="pl-prom-pojazdy-lpg",
        source="Pojazdy zasilane gazem LPG lub CNG mogą być przewożone na promach linii Świnoujście–Ystad wyłącznie po wcześniejszym zgłoszeniu przy rezerwacji. Podczas odprawy kierowca musi zamknąć zawór butli i pokazać to obsłudze, a instalacja nie może mieć widocznych uszkodzeń. Butle turystyczne w kamperach i przyczepach mogą mieć łączną pojemność najwyżej 47 kg gazu; przewóz zapasowych butli w bagażniku samochodu osobowego jest zabroniony. Na pokładzie samochodowym nie wolno przebywać w trakcie rejsu, który trwa ok. 7 godzin. Pojazdy z instalacją gazową są ustawiane w wyznaczonej strefie na otwartym pokładzie, dlatego należy przyjechać na odprawę co najmniej 90 minut przed wypłynięciem.",
        good=[
            Good(
                "preserve",
                "Przewóz pojazdów z napędem LPG lub CNG na promach kursujących między Świnoujściem a Ystad jest możliwy jedynie wówczas, gdy zostały one zgłoszone już na etapie rezerwacji. W czasie odprawy kierowca ma obowiązek zamknąć zawór butli i pokazać to obsłudze; instalacja gazowa nie może nosić widocznych śladów uszkodzeń. Łączna pojemność butli turystycznych w kamperach i przyczepach nie może przekraczać 47 kg gazu, a wożenie zapasowych butli w bagażniku samochodu osobowego jest zakazane. W trakcie rejsu, trwającego około 7 godzin, przebywanie na pokładzie samochodowym jest niedozwolone. Ponieważ pojazdy z instalacją gazową ustawia się w wyznaczonej strefie na otwartym pokładzie, na odprawę należy przybyć nie później niż 90 minut przed wypłynięciem.",
            ),
            Good(
                "preserve",
                "Czy mogę wjechać na prom Świnoujście–Ystad autem na LPG lub CNG? Tak, ale tylko jeśli zgłosisz to przy rezerwacji.\nCo trzeba zrobić na odprawie? Zamknij zawór butli i pokaż to obsłudze. Instalacja nie może być widocznie uszkodzona.\nIle gazu mogę wieźć? Butle turystyczne w kamperze lub przyczepie mogą zawierać łącznie maksymalnie 47 kg gazu. Zapasowych butli nie wolno wozić w bagażniku samochodu osobowego.\nCzy mogę zostać przy aucie? Nie — podczas rejsu (trwa on ok. 7 godzin) nie wolno przebywać na pokładzie samochodowym.\nKiedy przyjechać? Trzeba być na odprawie co najmniej 90 minut przed wypłynięciem, bo auta z instalacją gazową stoją w wyznaczonej strefie na otwartym pokładzie.",
            ),
            Good(
                "en",
                "Vehicles running on LPG or CNG may be carried on Świnoujście–Ystad ferries only if they have been declared in advance when booking. At check-in, the driver must close the gas cylinder valve and show this to the staff, and the installation must not have any visible damage. Camping gas cylinders in motorhomes and caravans may hold a total of no more than 47 kg of gas; carrying spare cylinders in the boot of a passenger car is prohibited. Staying on the car deck during the crossing, which takes approx. 7 hours, is not allowed. Vehicles with gas installations are parked in a designated zone on the open deck, so you need to arrive for check-in at least 90 minutes before departure.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("boot of a passenger car is prohibited", "boot of a passenger car is permitted")],
                "negation",
            ),
            Slip(1, [("maksymalnie 47 kg gazu", "maksymalnie 74 kg gazu")], "number"),
            Slip(
                0,
                [
                    (
                        "90 minut przed wypłynięciem.",
                        "90 minut przed wypłynięciem. Za przewóz pojazdu z instalacją gazową pobierana jest dodatkowa opłata w wysokości 60 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-intercity-rower-w-pociagu",
        source="W pociągach PKP Intercity rower można przewieźć wyłącznie w wagonie oznaczonym piktogramem roweru i tylko z wykupionym miejscem. Opłata za przewóz roweru wynosi 9,10 zł niezależnie od odległości. Miejsca dla rowerów są limitowane — w składach Pendolino jest ich zwykle od 2 do 4 — dlatego warto rezerwować je z wyprzedzeniem na stronie intercity.pl lub w aplikacji. Rower musi być zawieszony na uchwycie przez samego podróżnego; obsługa pociągu nie pomaga przy załadunku. Rower złożony i zapakowany w pokrowiec o wymiarach nieprzekraczających 120 × 90 × 40 cm jest traktowany jak bagaż podręczny i jest przewożony bezpłatnie. Rowerów elektrycznych z akumulatorem powyżej 500 Wh nie przyjmuje się do przewozu.",
        good=[
            Good(
                "preserve",
                "PKP Intercity: rower przewieziesz tylko w wagonie z piktogramem roweru i tylko z wykupionym miejscem. Przewóz kosztuje 9,10 zł bez względu na odległość. Liczba miejsc jest ograniczona (w Pendolino zwykle od 2 do 4), więc warto zarezerwować je wcześniej na intercity.pl lub w aplikacji. Rower na uchwycie musisz zawiesić sam — obsługa pociągu nie pomaga przy załadunku. Rower złożony w pokrowcu o wymiarach do 120 × 90 × 40 cm to bagaż podręczny i jedzie bezpłatnie. Rowery elektryczne z akumulatorem powyżej 500 Wh nie są przyjmowane do przewozu.",
            ),
            Good(
                "preserve",
                "Przewóz roweru w pociągach PKP Intercity jest dozwolony jedynie w wagonie oznaczonym piktogramem roweru i wyłącznie po wykupieniu miejsca. Bez względu na długość trasy opłata wynosi 9,10 zł. Ze względu na ograniczoną liczbę miejsc — w pociągach Pendolino jest ich zazwyczaj od dwóch do czterech — warto dokonać rezerwacji z wyprzedzeniem przez stronę intercity.pl albo aplikację. Podróżny jest zobowiązany samodzielnie zawiesić rower na uchwycie, ponieważ obsługa pociągu nie udziela pomocy przy załadunku. Rower złożony i spakowany do pokrowca o wymiarach nie większych niż 120 × 90 × 40 cm uznaje się za bagaż podręczny i przewozi się go nieodpłatnie. Do przewozu nie są przyjmowane rowery elektryczne wyposażone w akumulator o pojemności przekraczającej 500 Wh.",
            ),
            Good(
                "en",
                "On PKP Intercity trains, you can take a bike only in a carriage marked with a bicycle pictogram and only with a purchased bike space. The fee for carrying a bike is PLN 9.10 regardless of distance. Bike spaces are limited — Pendolino trains usually have between 2 and 4 — so it is worth booking ahead at intercity.pl or in the app. Passengers must hang the bike on the rack themselves; train staff do not help with loading. A folded bike packed in a cover no larger than 120 × 90 × 40 cm counts as hand luggage and travels free of charge. E-bikes with a battery over 500 Wh are not accepted for carriage.",
            ),
        ],
        bad=[
            Slip(0, [("na intercity.pl lub", "na intercity.eu lub")], "url"),
            Slip(
                2, [("Passengers must hang the bike", "Passengers may hang the bike")], "modality"
            ),
            Slip(1, [("opłata wynosi 9,10 zł", "opłata wynosi 9,90 zł")], "number"),
        ],
    ),
    Case(
        key="pl-klub-szermierczy-sala",
        source="## Zasady korzystania z sali szermierczej KS Riposta\n\n- Na planszę wolno wejść wyłącznie w pełnym stroju ochronnym: masce, kurtce i plastronie (zawodnicy poniżej 14 lat także w ochraniaczu klatki piersiowej).\n- Broń należy sprawdzić przed każdym treningiem; uszkodzoną klingę trzeba natychmiast zgłosić trenerowi.\n- Osoby niepełnoletnie mogą trenować tylko pod nadzorem trenera z licencją PZSzerm.\n- Nie wolno wnosić na salę jedzenia ani napojów innych niż woda.\n- Składkę członkowską w wysokości 180 zł miesięcznie należy wpłacić do 10. dnia każdego miesiąca.\n\nSprzęt klubowy można wypożyczać za darmo przez pierwsze 3 miesiące treningów.",
        good=[
            Good(
                "preserve",
                "## Regulamin sali szermierczej KS Riposta\n\n- Wejście na planszę jest dozwolone tylko w kompletnym stroju ochronnym, czyli w masce, kurtce i plastronie; zawodnicy, którzy nie ukończyli 14 lat, muszą dodatkowo mieć ochraniacz klatki piersiowej.\n- Przed każdym treningiem obowiązkowo sprawdź broń. Uszkodzoną klingę zgłoś trenerowi od razu.\n- Niepełnoletni mogą trenować wyłącznie pod okiem trenera posiadającego licencję PZSzerm.\n- Na salę nie wolno wnosić jedzenia ani żadnych napojów poza wodą.\n- Składka członkowska wynosi 180 zł miesięcznie i trzeba ją wpłacić najpóźniej 10. dnia każdego miesiąca.\n\nPrzez pierwsze 3 miesiące treningów klubowy sprzęt wypożyczysz bezpłatnie.",
            ),
            Good(
                "preserve",
                "## Sala szermiercza KS Riposta — najważniejsze zasady\n\n- Na planszę wchodzisz tylko w pełnym stroju ochronnym: maska, kurtka i plastron. Jeśli masz mniej niż 14 lat, musisz mieć też ochraniacz klatki piersiowej.\n- Broń musisz sprawdzić przed każdym treningiem, a uszkodzoną klingę natychmiast zgłosić trenerowi.\n- Jeśli jesteś niepełnoletni, możesz trenować tylko pod nadzorem trenera z licencją PZSzerm.\n- Jedzenia i napojów innych niż woda nie wolno wnosić na salę.\n- Składkę (180 zł miesięcznie) wpłać do 10. dnia każdego miesiąca.\n\nKlubowy sprzęt możesz wypożyczać za darmo przez pierwsze 3 miesiące treningów.",
            ),
            Good(
                "en",
                "## Rules for using the KS Riposta fencing hall\n\n- You may step onto the piste only in full protective kit: mask, jacket and plastron (fencers under 14 must also wear a chest protector).\n- Weapons must be checked before every training session; a damaged blade must be reported to the coach immediately.\n- Minors may train only under the supervision of a coach holding a PZSzerm licence.\n- Food and drinks other than water must not be brought into the hall.\n- The membership fee of PLN 180 per month must be paid by the 10th of each month.\n\nClub equipment can be borrowed free of charge for the first 3 months of training.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Regulamin sali szermierczej KS Riposta\n\n",
                        "Regulamin sali szermierczej KS Riposta:\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Jedzenia i napojów innych niż woda nie wolno wnosić na salę.",
                        "Jedzenie i napoje inne niż woda wolno wnosić na salę.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("a damaged blade must be reported", "a damaged blade should be reported")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-klub-biegowy-upaly",
        source="Klub Biegowy Wilki przypomina o zasadach treningu w upały. Gdy temperatura przekracza 28°C, wspólne treningi przenosimy na godz. 6:30 lub 20:00, a dystans skracamy o mniej więcej jedną trzecią. Każdy uczestnik musi mieć ze sobą co najmniej 0,5 l wody. Według badań (Kowalczyk, Lis i Mazur, 2021) utrata płynów przekraczająca 2% masy ciała może obniżyć wydolność biegacza nawet o 10%. Osoby przyjmujące leki na nadciśnienie powinny przed startem skonsultować się z lekarzem. Jeśli podczas biegu pojawią się zawroty głowy lub nudności, należy natychmiast przerwać trening i poinformować prowadzącego.",
        good=[
            Good(
                "preserve",
                "Hej, tu Klub Biegowy Wilki — przypominamy, jak trenujemy w upały. Kiedy jest powyżej 28°C, wspólne bieganie przenosimy na 6:30 albo 20:00 i skracamy trasę mniej więcej o jedną trzecią. Każdy z was musi zabrać co najmniej pół litra wody. Badania (Kowalczyk, Lis i Mazur, 2021) pokazują, że jeśli stracisz płyny w ilości ponad 2% masy ciała, twoja wydolność może spaść nawet o 10%. Bierzesz leki na nadciśnienie? Zanim wystartujesz, powinieneś skonsultować się z lekarzem. A jeśli w trakcie biegu zakręci ci się w głowie albo zrobi ci się niedobrze — od razu przerwij trening i powiedz o tym prowadzącemu.",
            ),
            Good(
                "preserve",
                "Klub Biegowy Wilki przypomina zasady obowiązujące podczas treningów w czasie upałów. Przy temperaturze wyższej niż 28°C treningi grupowe odbywają się o godz. 6:30 albo 20:00, a ich dystans zostaje skrócony o około jedną trzecią. Każdy uczestnik ma obowiązek zabrać co najmniej 0,5 l wody. Jak wynika z badań (Kowalczyk, Lis i Mazur, 2021), utrata płynów powyżej 2% masy ciała może powodować spadek wydolności biegacza sięgający nawet 10%. Osoby przyjmujące leki na nadciśnienie powinny przed startem odbyć konsultację lekarską. W razie wystąpienia zawrotów głowy lub nudności w trakcie biegu należy niezwłocznie przerwać trening i powiadomić prowadzącego.",
            ),
            Good(
                "en",
                "Wilki Running Club would like to remind you of the rules for training in hot weather. When the temperature exceeds 28°C, group sessions are moved to 6:30 am or 8:00 pm and the distance is cut by roughly a third. Every participant must bring at least 0.5 l of water. According to research (Kowalczyk, Lis and Mazur, 2021), a fluid loss of more than 2% of body weight may reduce a runner’s performance by as much as 10%. Anyone taking medication for high blood pressure should consult a doctor before the run. If you feel dizzy or nauseous during the run, stop training immediately and tell the session leader.",
            ),
        ],
        bad=[
            Slip(
                2, [("(Kowalczyk, Lis and Mazur, 2021)", "(Kowalczyk and Mazur, 2021)")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "może powodować spadek wydolności biegacza sięgający nawet 10%",
                        "powoduje spadek wydolności biegacza o 10%",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("Każdy z was musi zabrać", "Każdy z was może zabrać")], "modality"),
        ],
    ),
    Case(
        key="pl-renowacja-komody-bejca",
        source="Przed bejcowaniem starej komody usuń dawną powłokę i przeszlifuj drewno papierem o gradacji 120, a następnie 180. Nie używaj papieru drobniejszego niż 220 — zbyt gładka powierzchnia słabo wchłania bejcę. Bejcę wodną nakładaj pędzlem lub bawełnianą szmatką wzdłuż włókien, w temperaturze od 15 do 25°C. Pierwsza warstwa schnie zazwyczaj około 2 godzin, ale w wilgotnym pomieszczeniu może to potrwać dłużej. Po wyschnięciu delikatnie zmatowiej powierzchnię i nałóż drugą warstwę. Na koniec zabezpiecz mebel lakierem lub olejowoskiem; bejca sama w sobie nie chroni drewna przed wilgocią ani zarysowaniami. Jedno opakowanie 0,5 l wystarcza mniej więcej na 4 m² przy dwóch warstwach.",
        good=[
            Good(
                "preserve",
                "Zanim zaczniesz bejcować starą komodę, zdejmij dawną powłokę i przeszlifuj drewno najpierw papierem o gradacji 120, a potem 180. Nie sięgaj po papier drobniejszy niż 220, bo zbyt gładkie drewno słabo chłonie bejcę. Bejcę wodną rozprowadzaj wzdłuż włókien pędzlem albo bawełnianą szmatką, gdy temperatura wynosi od 15 do 25°C. Pierwsza warstwa zwykle schnie mniej więcej 2 godziny, choć w wilgotnym pomieszczeniu może schnąć dłużej. Kiedy wyschnie, lekko zmatowiej powierzchnię i nałóż drugą warstwę. Na końcu zabezpiecz mebel lakierem albo olejowoskiem, ponieważ sama bejca nie chroni drewna ani przed wilgocią, ani przed zarysowaniami. Jedno opakowanie 0,5 l wystarczy na około 4 m² przy dwóch warstwach.",
            ),
            Good(
                "preserve",
                "Jak zabejcować starą komodę:\n1. Usuń starą powłokę. Przeszlifuj drewno papierem o gradacji 120, potem 180 — ale nie drobniejszym niż 220, bo zbyt gładka powierzchnia słabo przyjmuje bejcę.\n2. Nałóż bejcę wodną pędzlem lub bawełnianą szmatką, wzdłuż włókien drewna, w temperaturze 15–25°C.\n3. Odczekaj, aż pierwsza warstwa wyschnie — to zazwyczaj około 2 godzin, a w wilgotnym pomieszczeniu może trwać dłużej.\n4. Delikatnie zmatowiej powierzchnię i nałóż drugą warstwę.\n5. Zabezpiecz mebel lakierem lub olejowoskiem. Sama bejca nie chroni drewna przed wilgocią ani zarysowaniami.\n\nZużycie: opakowanie 0,5 l wystarcza mniej więcej na 4 m² przy dwóch warstwach.",
            ),
            Good(
                "en",
                "Before staining an old chest of drawers, strip the old finish and sand the wood with 120-grit and then 180-grit paper. Do not use paper finer than 220 grit — a surface that is too smooth absorbs stain poorly. Apply water-based stain with a brush or a cotton cloth along the grain, at a temperature of 15 to 25°C. The first coat usually takes about 2 hours to dry, but in a damp room it may take longer. Once it is dry, lightly scuff the surface and apply a second coat. Finally, protect the piece with varnish or hardwax oil; stain on its own does not protect the wood from moisture or scratches. One 0.5 l can covers roughly 4 m² with two coats.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The first coat usually takes about 2 hours to dry",
                        "The first coat takes 2 hours to dry",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "ponieważ sama bejca nie chroni drewna ani przed wilgocią, ani przed zarysowaniami",
                        "choć sama bejca chroni drewno przed wilgocią i zarysowaniami",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("papierem o gradacji 120, potem 180", "papierem o gradacji 80, potem 180")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-raspberry-bme280",
        source="## Podłączenie czujnika BME280 do Raspberry Pi\n\nCzujnik podłącz do pinów 1 (3,3 V), 3 (SDA), 5 (SCL) i 9 (GND). **Nie zasilaj go z pinu 5 V** — może to trwale uszkodzić moduł. Następnie włącz interfejs I2C poleceniem `sudo raspi-config` (zakładka *Interface Options*) i zainstaluj narzędzia: `sudo apt install i2c-tools`. Po ponownym uruchomieniu wpisz `i2cdetect -y 1`; czujnik powinien pojawić się pod adresem `0x76` (w niektórych modułach `0x77`). Odczyt temperatury jest zwykle zawyżony o ok. 1–2°C, jeśli czujnik leży bezpośrednio na płytce, dlatego warto odsunąć go przewodem o długości co najmniej 10 cm.",
        good=[
            Good(
                "preserve",
                "## BME280 i Raspberry Pi — podłączenie\n\nPodłącz czujnik do pinów: 1 (3,3 V), 3 (SDA), 5 (SCL) i 9 (GND). **Nie podłączaj zasilania z pinu 5 V**, bo możesz trwale uszkodzić moduł. Włącz interfejs I2C w `sudo raspi-config` (zakładka *Interface Options*), a potem zainstaluj narzędzia poleceniem `sudo apt install i2c-tools`. Po restarcie uruchom `i2cdetect -y 1` — czujnik powinien być widoczny pod adresem `0x76` (niektóre moduły używają `0x77`). Gdy czujnik leży wprost na płytce, temperatura wychodzi zwykle o ok. 1–2°C za wysoka, więc warto oddalić go na przewodzie o długości minimum 10 cm.",
            ),
            Good(
                "preserve",
                "## Jak podłączyć czujnik BME280 do Raspberry Pi\n\n1. Połącz czujnik z pinami 1 (3,3 V), 3 (SDA), 5 (SCL) oraz 9 (GND). **Nie zasilaj czujnika z pinu 5 V** — grozi to trwałym uszkodzeniem modułu.\n2. Uruchom `sudo raspi-config` i w zakładce *Interface Options* włącz I2C.\n3. Zainstaluj narzędzia: `sudo apt install i2c-tools`.\n4. Uruchom ponownie system i wpisz `i2cdetect -y 1`. Czujnik powinien pokazać się pod adresem `0x76` (w części modułów jest to `0x77`).\n\nJeśli czujnik leży bezpośrednio na płytce, jego odczyt temperatury jest zwykle zawyżony o około 1–2°C. Dobrze jest więc odsunąć go przewodem o długości co najmniej 10 cm.",
            ),
            Good(
                "en",
                "## Connecting a BME280 sensor to a Raspberry Pi\n\nConnect the sensor to pins 1 (3.3 V), 3 (SDA), 5 (SCL) and 9 (GND). **Do not power it from the 5 V pin** — this may permanently damage the module. Then enable the I2C interface with `sudo raspi-config` (the *Interface Options* tab) and install the tools: `sudo apt install i2c-tools`. After rebooting, run `i2cdetect -y 1`; the sensor should appear at address `0x76` (on some modules `0x77`). If the sensor sits directly on the board, the temperature reading is usually about 1–2°C too high, so it is a good idea to move it away on a lead at least 10 cm long.",
            ),
        ],
        bad=[
            Slip(2, [("run `i2cdetect -y 1`", "run `i2cdetect -y 0`")], "code"),
            Slip(
                0,
                [
                    (
                        "Po restarcie uruchom `i2cdetect -y 1` — czujnik powinien być widoczny pod adresem `0x76` (niektóre moduły używają `0x77`).",
                        "After rebooting, run `i2cdetect -y 1` — the sensor should be visible at address `0x76` (some modules use `0x77`).",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("jest zwykle zawyżony o około 1–2°C", "jest zawyżony o 1–2°C")], "hedge"),
        ],
    ),
    Case(
        key="pl-ogorki-kiszone",
        source="Ogórki kiszone babci Heleny. Na słój 3-litrowy potrzebujesz ok. 1,5 kg małych, jędrnych ogórków gruntowych, 4 ząbków czosnku, 2 baldachów kopru, kawałka korzenia chrzanu i kilku liści wiśni. Ogórki umyj, ale nie obcinaj końcówek. Zalewę przygotuj z 1 litra wody i 2 płaskich łyżek soli kamiennej — nie używaj soli jodowanej, bo ogórki mogą zmięknąć. Ułóż ogórki ciasno w słoju z przyprawami, zalej ostudzoną zalewą tak, by były całkowicie przykryte, i zakręć. Przez pierwsze 3 dni trzymaj słój w temperaturze pokojowej, potem przenieś go do piwnicy. Małosolne będą gotowe zwykle po 2–3 dniach, w pełni ukiszone mniej więcej po 4 tygodniach.",
        good=[
            Good(
                "preserve",
                "Ogórki kiszone według przepisu babci Heleny\n\nSkładniki na słój 3 l: około 1,5 kg małych, twardych ogórków gruntowych, 4 ząbki czosnku, 2 baldachy kopru, kawałek korzenia chrzanu i kilka liści wiśni.\n\nOgórki umyj, ale końcówek nie odcinaj. Na zalewę wymieszaj 1 litr wody z 2 płaskimi łyżkami soli kamiennej. Soli jodowanej nie stosuj — przez nią ogórki mogą zmięknąć. Ogórki ułóż ciasno w słoju razem z przyprawami, zalej ostudzoną zalewą tak, żeby całkiem się w niej schowały, i zakręć słój. Pierwsze 3 dni słój ma stać w temperaturze pokojowej, później przenieś go do piwnicy. Małosolne zwykle są gotowe po 2–3 dniach, a całkiem ukiszone po mniej więcej 4 tygodniach.",
            ),
            Good(
                "preserve",
                "Ogórki kiszone babci Heleny (słój 3 l): ok. 1,5 kg małych, jędrnych ogórków gruntowych, 4 ząbki czosnku, 2 baldachy kopru, kawałek korzenia chrzanu, kilka liści wiśni. Umyte ogórki zostaw z końcówkami. Zalewa: 1 l wody + 2 płaskie łyżki soli kamiennej; soli jodowanej nie używaj, bo może zmiękczyć ogórki. Ułóż ogórki ciasno z przyprawami, zalej ostudzoną zalewą, by całkowicie je przykryła, zakręć. Przez 3 dni trzymaj w temperaturze pokojowej, potem w piwnicy. Małosolne: zwykle po 2–3 dniach; w pełni ukiszone: mniej więcej po 4 tygodniach.",
            ),
            Good(
                "en",
                "Grandma Helena’s pickled cucumbers. For a 3-litre jar you need approx. 1.5 kg of small, firm field cucumbers, 4 garlic cloves, 2 dill flower heads, a piece of horseradish root and a few cherry leaves. Wash the cucumbers but do not trim the ends. Make the brine from 1 litre of water and 2 level tablespoons of rock salt — do not use iodised salt, as it may make the cucumbers soft. Pack the cucumbers tightly in the jar with the flavourings, pour over the cooled brine so that they are completely covered, and close the lid. Keep the jar at room temperature for the first 3 days, then move it to a cellar. Lightly salted cucumbers are usually ready after 2–3 days, fully fermented ones after roughly 4 weeks.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("2 level tablespoons of rock salt", "3 level tablespoons of rock salt")],
                "number",
            ),
            Slip(
                0,
                [("Małosolne zwykle są gotowe po 2–3 dniach", "Małosolne są gotowe po 2–3 dniach")],
                "hedge",
            ),
            Slip(
                1,
                [("Umyte ogórki zostaw z końcówkami.", "Umytym ogórkom obetnij końcówki.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-konkurs-nalewek",
        source="Stowarzyszenie „Smaki Podlasia” zaprasza na VII Konkurs Nalewek Domowych. Nalewki można zgłaszać do 30 września 2025 r. w siedzibie stowarzyszenia przy ul. Lipowej 4 w Sokółce. Każdy uczestnik może zgłosić najwyżej dwie nalewki, w butelkach o pojemności 0,5 l, opisanych wyłącznie godłem — na etykiecie nie wolno umieszczać imienia ani nazwiska. Do zgłoszenia trzeba dołączyć zamkniętą kopertę z danymi autora. Nalewki oceni jury pod przewodnictwem Anny Sadowskiej. Ogłoszenie wyników i degustacja odbędą się 18 października 2025 r. o godz. 16:00 w Domu Kultury w Sokółce. Udział w konkursie jest bezpłatny, a w degustacji mogą wziąć udział wyłącznie osoby pełnoletnie.",
        good=[
            Good(
                "preserve",
                "Stowarzyszenie „Smaki Podlasia” zaprasza do udziału w VII Konkursie Nalewek Domowych. Zgłoszenia przyjmowane są do 30 września 2025 r. w siedzibie stowarzyszenia (ul. Lipowa 4, Sokółka). Jeden uczestnik może zgłosić maksymalnie dwie nalewki w butelkach o pojemności 0,5 l. Butelki opisuje się jedynie godłem; umieszczanie na etykiecie imienia lub nazwiska jest zabronione. Zgłoszenie musi zawierać zamkniętą kopertę z danymi autora. Oceny dokona jury, któremu przewodniczy Anna Sadowska. Wyniki zostaną ogłoszone 18 października 2025 r. o godz. 16:00 w Domu Kultury w Sokółce, gdzie odbędzie się również degustacja. Udział w konkursie jest nieodpłatny; w degustacji mogą uczestniczyć tylko osoby pełnoletnie.",
            ),
            Good(
                "preserve",
                "Robisz własne nalewki? Stowarzyszenie „Smaki Podlasia” zaprasza cię na VII Konkurs Nalewek Domowych! Swoje nalewki zgłoś do 30 września 2025 r. w siedzibie stowarzyszenia przy ul. Lipowej 4 w Sokółce. Możesz zgłosić najwyżej dwie, każdą w butelce 0,5 l. Na etykiecie umieść tylko godło — imienia ani nazwiska podać nie wolno. Do zgłoszenia musisz dołączyć zamkniętą kopertę ze swoimi danymi. Nalewki oceni jury, któremu przewodniczy Anna Sadowska. Wyniki poznamy 18 października 2025 r. o 16:00 w Domu Kultury w Sokółce — tam też będzie degustacja, ale tylko dla pełnoletnich. Udział w konkursie nic nie kosztuje.",
            ),
            Good(
                "en",
                "The “Smaki Podlasia” Association invites you to the 7th Homemade Liqueur Competition. Entries can be submitted until 30 September 2025 at the association’s office at ul. Lipowa 4 in Sokółka. Each participant may enter no more than two liqueurs, in 0.5 l bottles marked only with a code name — the label must not show the entrant’s first name or surname. Each entry must be accompanied by a sealed envelope containing the author’s details. The liqueurs will be judged by a jury chaired by Anna Sadowska. The results will be announced, and the tasting held, on 18 October 2025 at 4:00 pm at the Sokółka Cultural Centre. Taking part in the competition is free, and only adults may attend the tasting.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Udział w konkursie nic nie kosztuje.",
                        "Udział w konkursie nic nie kosztuje, a zwycięzca otrzyma nagrodę w wysokości 1000 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("on 18 October 2025 at 4:00 pm", "on 18 October 2025 at 6:00 pm")], "date"),
            Slip(
                0,
                [
                    (
                        "Zgłoszenie musi zawierać zamkniętą kopertę",
                        "Zgłoszenie może zawierać zamkniętą kopertę",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-frytkownica-beztluszczowa",
        source="## Bezpieczeństwo i pierwsze użycie\n\n- Frytkownicę ustaw na płaskiej, stabilnej powierzchni, zachowując co najmniej 15 cm odstępu od ścian i szafek.\n- Nigdy nie wlewaj oleju ani wody bezpośrednio do kosza.\n- Przed pierwszym użyciem uruchom puste urządzenie na 10 minut w temperaturze 200°C; może pojawić się lekki zapach, co jest normalne.\n- Kosz i ruszt można myć w zmywarce, obudowę należy przecierać wyłącznie wilgotną ściereczką.\n- Nie zanurzaj urządzenia w wodzie.\n\nMaksymalny załadunek kosza to 800 g frytek. Urządzenie nie jest przeznaczone do użytku przez dzieci poniżej 8 lat.",
        good=[
            Good(
                "preserve",
                "## Bezpieczeństwo i pierwsze uruchomienie\n\n- Postaw frytkownicę na równej, stabilnej powierzchni, co najmniej 15 cm od ścian i szafek.\n- Pod żadnym pozorem nie wlewaj oleju ani wody prosto do kosza.\n- Zanim użyjesz urządzenia po raz pierwszy, włącz je puste na 10 minut w 200°C. Może wtedy pojawić się lekki zapach — to normalne.\n- Kosz i ruszt nadają się do zmywarki; obudowę przecieraj tylko wilgotną ściereczką.\n- Urządzenia nie wolno zanurzać w wodzie.\n\nDo kosza włożysz maksymalnie 800 g frytek. Frytkownica nie jest przeznaczona do obsługi przez dzieci w wieku poniżej 8 lat.",
            ),
            Good(
                "preserve",
                "## Zasady bezpieczeństwa oraz pierwsze użycie\n\n- Urządzenie należy umieścić na płaskiej, stabilnej powierzchni w odległości nie mniejszej niż 15 cm od ścian i szafek.\n- Zabrania się wlewania oleju lub wody bezpośrednio do kosza.\n- Przed pierwszym użyciem należy włączyć puste urządzenie na 10 minut przy temperaturze 200°C. Ewentualny lekki zapach jest zjawiskiem normalnym.\n- Kosz i ruszt mogą być myte w zmywarce; obudowę należy czyścić wyłącznie wilgotną ściereczką.\n- Zanurzanie urządzenia w wodzie jest zabronione.\n\nMaksymalne obciążenie kosza wynosi 800 g frytek. Urządzenie nie jest przeznaczone do obsługi przez dzieci w wieku poniżej 8 lat.",
            ),
            Good(
                "en",
                "## Safety and first use\n\n- Place the air fryer on a flat, stable surface, leaving at least 15 cm of space from walls and cabinets.\n- Never pour oil or water directly into the basket.\n- Before first use, run the empty appliance for 10 minutes at 200°C; a slight smell may appear, which is normal.\n- The basket and rack are dishwasher-safe; the housing must only be wiped with a damp cloth.\n- Do not immerse the appliance in water.\n\nThe basket holds a maximum of 800 g of fries. The appliance is not intended for use by children under 8 years of age.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Urządzenia nie wolno zanurzać w wodzie.",
                        "- Urządzenie wolno zanurzać w wodzie.",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("leaving at least 15 cm of space", "leaving at least 5 cm of space")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "Przed pierwszym użyciem należy włączyć",
                        "Przed pierwszym użyciem można włączyć",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-robot-koszacy-kody",
        source="Robot koszący GreenBot R600 po wykryciu deszczu automatycznie wraca do stacji i wznawia pracę zwykle po około 3 godzinach od ustania opadów. Jeśli na wyświetlaczu pojawi się komunikat `E-07`, oznacza to przecięty lub odłączony przewód ograniczający — sprawdź połączenia przy stacji i wzdłuż krawędzi trawnika. Kod `E-12` wskazuje na zablokowane ostrze; przed jego oczyszczeniem wyłącz robota i załóż rękawice ochronne. Nie używaj myjki ciśnieniowej do czyszczenia spodu urządzenia. Aktualizacje oprogramowania pobierzesz ze strony greenbot.pl/wsparcie lub w aplikacji GreenBot Home. Zimą robota przechowuj w suchym pomieszczeniu w temperaturze powyżej 0°C, z akumulatorem naładowanym do ok. 50%.",
        good=[
            Good(
                "preserve",
                "Kiedy GreenBot R600 wraca do stacji? Gdy wykryje deszcz — robi to automatycznie, a kosić zaczyna znowu zazwyczaj mniej więcej 3 godziny po tym, jak przestanie padać.\nCo znaczy `E-07`? Przewód ograniczający jest przecięty lub odłączony. Sprawdź połączenia przy stacji i wzdłuż krawędzi trawnika.\nA `E-12`? Ostrze jest zablokowane. Zanim je oczyścisz, wyłącz robota i załóż rękawice ochronne.\nCzym myć spód? Na pewno nie myjką ciśnieniową.\nSkąd wziąć aktualizacje oprogramowania? Ze strony greenbot.pl/wsparcie albo z aplikacji GreenBot Home.\nJak przechować robota zimą? W suchym pomieszczeniu, w temperaturze powyżej 0°C, z akumulatorem naładowanym do około 50%.",
            ),
            Good(
                "preserve",
                "Po wykryciu opadów robot koszący GreenBot R600 samoczynnie powraca do stacji, a pracę wznawia z reguły po upływie około 3 godzin od ich ustania. Komunikat `E-07` na wyświetlaczu sygnalizuje przecięcie lub odłączenie przewodu ograniczającego; w takim przypadku należy skontrolować połączenia przy stacji oraz wzdłuż krawędzi trawnika. Kod `E-12` oznacza zablokowanie ostrza — przed przystąpieniem do jego czyszczenia należy wyłączyć robota i założyć rękawice ochronne. Do czyszczenia spodu urządzenia nie wolno stosować myjki ciśnieniowej. Aktualizacje oprogramowania są dostępne na stronie greenbot.pl/wsparcie oraz w aplikacji GreenBot Home. W okresie zimowym robota należy przechowywać w suchym pomieszczeniu, w temperaturze powyżej 0°C, z akumulatorem naładowanym do ok. 50%.",
            ),
            Good(
                "en",
                "When the GreenBot R600 robotic mower detects rain, it automatically returns to its station and usually resumes mowing about 3 hours after the rain stops. If the display shows the message `E-07`, the boundary wire has been cut or disconnected — check the connections at the station and along the edge of the lawn. Code `E-12` indicates a jammed blade; switch the robot off and put on protective gloves before clearing it. Do not use a pressure washer to clean the underside of the mower. You can download software updates from greenbot.pl/wsparcie or in the GreenBot Home app. In winter, store the robot in a dry room at a temperature above 0°C, with the battery charged to approx. 50%.",
            ),
        ],
        bad=[
            Slip(1, [("Kod `E-12` oznacza", "Kod `E-21` oznacza")], "code"),
            Slip(2, [("greenbot.pl/wsparcie", "greenbot.com/wsparcie")], "url"),
            Slip(
                0, [("Na pewno nie myjką ciśnieniową.", "Najlepiej myjką ciśnieniową.")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-asf-bioasekuracja",
        source="Powiatowy Lekarz Weterynarii w Białej Podlaskiej przypomina hodowcom świń o obowiązkach wynikających z § 4 ust. 1 rozporządzenia Ministra Rolnictwa i Rozwoju Wsi z dnia 14 lipca 2023 r. w sprawie środków podejmowanych w związku z wystąpieniem afrykańskiego pomoru świń. Przy wejściach do budynków inwentarskich należy wyłożyć maty dezynfekcyjne o szerokości co najmniej 1 m. Świń nie wolno karmić zielonką ani ściółkować słomą pochodzącą z obszaru objętego ograniczeniami, chyba że była składowana przez co najmniej 30 dni. Osoby obsługujące zwierzęta muszą używać odzieży i obuwia przeznaczonych wyłącznie do pracy w gospodarstwie. Kontrole przeprowadzane są bez uprzedzenia. Informacje: tel. 83 343 12 50.",
        good=[
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Białej Podlaskiej przypomina hodowcom świń, jakie obowiązki nakłada na nich § 4 ust. 1 rozporządzenia Ministra Rolnictwa i Rozwoju Wsi z 14 lipca 2023 r. w sprawie środków podejmowanych w związku z wystąpieniem afrykańskiego pomoru świń. Przy wejściach do budynków, w których trzymasz zwierzęta, połóż maty dezynfekcyjne szerokie na minimum 1 m. Nie karm świń zielonką i nie ściel im słomą pochodzącą z obszaru objętego ograniczeniami, chyba że była składowana przynajmniej 30 dni. Do obsługi zwierząt zakładaj odzież i obuwie, których używasz wyłącznie do pracy w gospodarstwie. Kontrole odbywają się bez zapowiedzi. Masz pytania? Zadzwoń: 83 343 12 50.",
            ),
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Białej Podlaskiej przypomina hodowcom trzody chlewnej o wymogach § 4 ust. 1 rozporządzenia Ministra Rolnictwa i Rozwoju Wsi z dnia 14 lipca 2023 r. w sprawie środków podejmowanych w związku z wystąpieniem afrykańskiego pomoru świń:\n- przy wejściach do budynków inwentarskich obowiązkowo wykłada się maty dezynfekcyjne o szerokości min. 1 m;\n- zakazane jest skarmianie świń zielonką oraz ściółkowanie słomą pochodzącą z obszaru objętego ograniczeniami, o ile nie była składowana co najmniej 30 dni;\n- osoby obsługujące zwierzęta muszą korzystać z odzieży i obuwia przeznaczonych wyłącznie do pracy w gospodarstwie.\nKontrole odbywają się bez wcześniejszego powiadomienia. Informacji udziela się pod nr. tel. 83 343 12 50.",
            ),
            Good(
                "en",
                "The District Veterinary Officer in Biała Podlaska reminds pig farmers of their obligations under § 4(1) of the Regulation of the Minister of Agriculture and Rural Development of 14 July 2023 on measures taken in connection with the occurrence of African swine fever. Disinfection mats at least 1 m wide must be laid at the entrances to livestock buildings. Pigs must not be fed green fodder or bedded with straw originating from the restricted area unless it has been stored for at least 30 days. People handling the animals must use clothing and footwear intended exclusively for work on the farm. Inspections are carried out without prior notice. Information: tel. 83 343 12 50.",
            ),
        ],
        bad=[
            Slip(2, [("under § 4(1) of", "under § 5(1) of")], "legal_reference"),
            Slip(0, [("przynajmniej 30 dni", "przynajmniej 20 dni")], "number"),
            Slip(
                1,
                [
                    (
                        "Kontrole odbywają się bez wcześniejszego powiadomienia.",
                        "Kontrole odbywają się po wcześniejszym powiadomieniu.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zakaz-podlewania-susza",
        source="Komunikat Wodociągów Gminy Kórnik. W związku z długotrwałą suszą i spadkiem ciśnienia w sieci od 1 do 31 lipca 2025 r. obowiązuje zakaz podlewania ogrodów i trawników wodą z wodociągu w godzinach 6:00–22:00. Poza tymi godzinami podlewanie jest dozwolone, ale należy ograniczyć je do niezbędnego minimum. Zakaz nie obejmuje upraw w gospodarstwach rolnych ani szklarni przydomowych do 20 m². Nie wolno również napełniać basenów ogrodowych o pojemności powyżej 2 m³. Nieprzestrzeganie zakazu może skutkować nałożeniem kary umownej zgodnie z regulaminem dostarczania wody. Prosimy mieszkańców o korzystanie z deszczówki, gdzie to możliwe.",
        good=[
            Good(
                "preserve",
                "Wodociągi Gminy Kórnik informują: susza trwa już długo, a ciśnienie w sieci spada, dlatego od 1 do 31 lipca 2025 r. w godzinach 6:00–22:00 nie wolno podlewać ogrodów ani trawników wodą z wodociągu. W pozostałych godzinach możesz podlewać, ale ogranicz to do niezbędnego minimum. Zakaz nie dotyczy upraw w gospodarstwach rolnych ani szklarni przydomowych o powierzchni do 20 m². Zabronione jest też napełnianie basenów ogrodowych o pojemności większej niż 2 m³. Jeśli nie zastosujesz się do zakazu, może zostać na ciebie nałożona kara umowna na podstawie regulaminu dostarczania wody. Tam, gdzie to możliwe, prosimy korzystać z deszczówki.",
            ),
            Good(
                "preserve",
                "Wodociągi Gminy Kórnik informują, że z powodu długotrwałej suszy oraz spadku ciśnienia w sieci w okresie od 1 lipca do 31 lipca 2025 r. w godz. 6:00–22:00 obowiązuje zakaz podlewania ogrodów i trawników wodą wodociągową. W pozostałych godzinach podlewanie jest dopuszczalne, przy czym należy ograniczyć je do niezbędnego minimum. Zakazem nie są objęte uprawy w gospodarstwach rolnych ani przydomowe szklarnie o powierzchni nieprzekraczającej 20 m². Zakazane jest ponadto napełnianie basenów ogrodowych o pojemności przekraczającej 2 m³. Naruszenie zakazu może skutkować nałożeniem kary umownej zgodnie z regulaminem dostarczania wody. Mieszkańców prosimy o korzystanie, tam gdzie to możliwe, z wody deszczowej.",
            ),
            Good(
                "en",
                "Notice from Kórnik Municipal Waterworks. Due to the prolonged drought and falling pressure in the network, watering gardens and lawns with mains water is banned between 6:00 and 22:00 from 1 to 31 July 2025. Outside these hours watering is permitted, but it must be kept to the necessary minimum. The ban does not apply to crops on agricultural holdings or to domestic greenhouses of up to 20 m². Filling garden pools with a capacity of more than 2 m³ is also prohibited. Failure to comply with the ban may result in a contractual penalty under the water supply regulations. We ask residents to use rainwater wherever possible.",
            ),
        ],
        bad=[
            Slip(2, [("from 1 to 31 July 2025", "from 1 to 31 August 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "Zabronione jest też napełnianie basenów",
                        "Niezalecane jest też napełnianie basenów",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "zgodnie z regulaminem dostarczania wody.",
                        "zgodnie z regulaminem dostarczania wody, w wysokości do 500 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-rowerownia",
        source="**Spółdzielnia Mieszkaniowa „Zacisze” — zasady korzystania z rowerowni w budynku przy ul. Klonowej 12**\n\n- Klucz do rowerowni wydaje administracja osiedla za kaucją 30 zł.\n- Każdy lokal może przechowywać najwyżej 3 rowery; rowery muszą być oznaczone numerem mieszkania.\n- W rowerowni nie wolno ładować akumulatorów rowerów elektrycznych ani hulajnóg.\n- Wózków dziecięcych i opon samochodowych nie można tam składować.\n\nPrzegląd rowerowni odbędzie się 14 kwietnia 2025 r. Rowery bez oznaczenia zostaną wtedy przeniesione do magazynu i będą czekały na właścicieli przez 60 dni. Pytania prosimy kierować do administracji: admin@zacisze-sm.pl.",
        good=[
            Good(
                "preserve",
                "**SM „Zacisze”, budynek przy ul. Klonowej 12 — jak korzystać z rowerowni**\n\n- Klucz dostaniesz w administracji osiedla po wpłaceniu kaucji 30 zł.\n- Jeden lokal może trzymać w rowerowni maksymalnie 3 rowery i każdy z nich musi być oznaczony numerem mieszkania.\n- Ładowanie akumulatorów rowerów elektrycznych i hulajnóg w rowerowni jest zabronione.\n- Wózków dziecięcych ani opon samochodowych też nie wolno tam składować.\n\n14 kwietnia 2025 r. odbędzie się przegląd rowerowni. Nieoznaczone rowery trafią wtedy do magazynu, gdzie będą czekać na właścicieli 60 dni. Z pytaniami prosimy zwracać się do administracji: admin@zacisze-sm.pl.",
            ),
            Good(
                "preserve",
                "**Zasady korzystania z rowerowni — budynek przy ul. Klonowej 12, Spółdzielnia Mieszkaniowa „Zacisze”**\n\n- Administracja osiedla wydaje klucz do rowerowni po wniesieniu kaucji w wysokości 30 zł.\n- Na jeden lokal dopuszcza się przechowywanie nie więcej niż 3 rowerów; rowery należy oznaczyć numerem mieszkania.\n- Zabrania się ładowania w rowerowni akumulatorów rowerów elektrycznych i hulajnóg.\n- Składowanie w rowerowni wózków dziecięcych oraz opon samochodowych jest niedozwolone.\n\nW dniu 14 kwietnia 2025 r. zostanie przeprowadzony przegląd rowerowni. Rowery nieoznaczone zostaną przeniesione do magazynu i będą tam przechowywane przez 60 dni w oczekiwaniu na właścicieli. Pytania prosimy kierować do administracji na adres admin@zacisze-sm.pl.",
            ),
            Good(
                "en",
                "**“Zacisze” Housing Cooperative — rules for using the bike room in the building at ul. Klonowa 12**\n\n- The estate management office issues the bike room key against a PLN 30 deposit.\n- Each flat may store no more than 3 bikes; bikes must be marked with the flat number.\n- Charging the batteries of e-bikes or scooters in the bike room is not allowed.\n- Prams and car tyres may not be stored there.\n\nThe bike room will be inspected on 14 April 2025. Unmarked bikes will then be moved to a storeroom, where they will await their owners for 60 days. Please send any questions to the management office: admin@zacisze-sm.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "- The estate management office issues the bike room key against a PLN 30 deposit.\n- Each flat may store no more than 3 bikes; bikes must be marked with the flat number.\n- Charging the batteries of e-bikes or scooters in the bike room is not allowed.\n- Prams and car tyres may not be stored there.",
                        "The estate management office issues the bike room key against a PLN 30 deposit. Each flat may store no more than 3 bikes; bikes must be marked with the flat number. Charging the batteries of e-bikes or scooters in the bike room is not allowed. Prams and car tyres may not be stored there.",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [("hulajnóg w rowerowni jest zabronione.", "hulajnóg w rowerowni jest dozwolone.")],
                "negation",
            ),
            Slip(1, [("W dniu 14 kwietnia 2025 r.", "W dniu 24 kwietnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-domofony",
        source="Szanowni Mieszkańcy! W budynkach przy ul. Słonecznej 3, 5 i 7 Spółdzielnia Mieszkaniowa „Przyszłość” wymieni instalację domofonową. Prace potrwają od 2 do 13 czerwca 2025 r.; w tym czasie domofony mogą okresowo nie działać. Nowe breloki zbliżeniowe (po 2 sztuki na lokal) będzie można odebrać w administracji za okazaniem dowodu osobistego. Aby zmienić kod wejściowy, wpisz na panelu `*9#`, następnie numer lokalu i dotychczasowy kod; nowy kod musi mieć 4 cyfry. Dodatkowy brelok kosztuje 25 zł. Montaż słuchawki w mieszkaniu wymaga obecności lokatora — termin należy uzgodnić z firmą Telkom-Serwis.",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, Spółdzielnia Mieszkaniowa „Przyszłość” przeprowadzi wymianę instalacji domofonowej w budynkach przy ul. Słonecznej 3, 5 i 7. Prace zaplanowano na okres od 2 do 13 czerwca 2025 r.; w tym czasie mogą wystąpić okresowe przerwy w działaniu domofonów. Nowe breloki zbliżeniowe, po 2 sztuki na każdy lokal, będą wydawane w administracji po okazaniu dowodu osobistego. W celu zmiany kodu wejściowego należy wpisać na panelu `*9#`, a następnie numer lokalu oraz dotychczasowy kod; nowy kod musi składać się z 4 cyfr. Koszt dodatkowego breloka wynosi 25 zł. Do montażu słuchawki w mieszkaniu konieczna jest obecność lokatora, a termin należy uzgodnić z firmą Telkom-Serwis.",
            ),
            Good(
                "preserve",
                "Wymiana domofonów — ul. Słoneczna 3, 5 i 7 (SM „Przyszłość”)\n- Kiedy: 2–13 czerwca 2025 r. W tym czasie domofony mogą chwilami nie działać.\n- Breloki zbliżeniowe: 2 na mieszkanie, do odbioru w administracji po okazaniu dowodu osobistego. Każdy dodatkowy kosztuje 25 zł.\n- Zmiana kodu wejściowego: na panelu wpisz `*9#`, potem numer mieszkania i dotychczasowy kod. Nowy kod musi mieć 4 cyfry.\n- Słuchawka w mieszkaniu: przy montażu lokator musi być obecny — termin trzeba uzgodnić z firmą Telkom-Serwis.",
            ),
            Good(
                "en",
                "Dear Residents, “Przyszłość” Housing Cooperative will replace the intercom system in the buildings at ul. Słoneczna 3, 5 and 7. The work will take place from 2 to 13 June 2025; during this time the intercoms may occasionally be out of service. New proximity key fobs (2 per flat) can be collected from the management office on presentation of an identity card. To change the entry code, enter `*9#` on the panel, followed by your flat number and your current code; the new code must have 4 digits. An additional key fob costs PLN 25. A resident must be present when the handset is installed in the flat — the date must be arranged with Telkom-Serwis.",
            ),
        ],
        bad=[
            Slip(2, [("enter `*9#` on the panel", "enter `*6#` on the panel")], "code"),
            Slip(1, [("Kiedy: 2–13 czerwca 2025 r.", "Kiedy: 2–13 lipca 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "Koszt dodatkowego breloka wynosi 25 zł.",
                        "Koszt dodatkowego breloka wynosi 25 zł i zostanie doliczony do czynszu za lipiec.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-parafia-koleda",
        source="## Kolęda 2026 — parafia św. Jadwigi w Zielonce\n\nWizyty duszpasterskie rozpoczynamy o godz. 16:00 (w soboty o 10:00). Plan odwiedzin:\n\n- 5 stycznia — ul. Kościelna i ul. Polna\n- 7 stycznia — bloki przy ul. Akacjowej 2–8\n- 9 stycznia — ul. Leśna (numery nieparzyste)\n\nRodziny, które chcą przyjąć kapłana w innym terminie, powinny zgłosić to w kancelarii parafialnej do 3 stycznia. Ministranci będą roznosić zawiadomienia na około tydzień przed wizytą. Ofiary złożone podczas kolędy zostaną przeznaczone na remont dachu kościoła.",
        good=[
            Good(
                "preserve",
                "## Kolęda 2026 w parafii św. Jadwigi w Zielonce\n\nOdwiedziny duszpasterskie zaczynają się o 16:00, a w soboty o 10:00. Harmonogram:\n\n- 5 stycznia: ul. Kościelna oraz ul. Polna\n- 7 stycznia: bloki przy ul. Akacjowej 2–8\n- 9 stycznia: ul. Leśna, numery nieparzyste\n\nJeśli wasza rodzina chciałaby przyjąć kapłana w innym dniu, powinna zgłosić to w kancelarii parafialnej najpóźniej 3 stycznia. Mniej więcej tydzień przed wizytą ministranci przyniosą zawiadomienia. Ofiary złożone w czasie kolędy zostaną przekazane na remont dachu kościoła.",
            ),
            Good(
                "preserve",
                "## Wizyta duszpasterska (kolęda) 2026 — parafia pw. św. Jadwigi, Zielonka\n\nOdwiedziny rozpoczynają się o godzinie 16:00, w soboty zaś o godzinie 10:00. Harmonogram wizyt:\n\n- 5 stycznia — ulice Kościelna i Polna\n- 7 stycznia — bloki przy ul. Akacjowej 2–8\n- 9 stycznia — ul. Leśna, numery nieparzyste\n\nRodziny pragnące przyjąć kapłana w innym terminie powinny powiadomić o tym kancelarię parafialną do dnia 3 stycznia. Zawiadomienia zostaną dostarczone przez ministrantów na ok. tydzień przed wizytą. Ofiary złożone podczas kolędy przeznaczone będą na remont dachu kościoła.",
            ),
            Good(
                "en",
                "## Kolęda (pastoral visits) 2026 — St Hedwig’s Parish, Zielonka\n\nPastoral visits begin at 4:00 pm (on Saturdays at 10:00 am). Visit schedule:\n\n- 5 January — ul. Kościelna and ul. Polna\n- 7 January — blocks of flats at ul. Akacjowa 2–8\n- 9 January — ul. Leśna (odd numbers)\n\nFamilies who wish to receive the priest on a different date should let the parish office know by 3 January. Altar servers will deliver notices about a week before the visit. Offerings made during the visits will go towards repairing the church roof.",
            ),
        ],
        bad=[
            Slip(0, [("- 7 stycznia: bloki", "- 8 stycznia: bloki")], "date"),
            Slip(
                2,
                [
                    (
                        "repairing the church roof.",
                        "repairing the church roof, which is due to start in May.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("powinny powiadomić o tym kancelarię", "muszą powiadomić o tym kancelarię")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-fundacja-poltora-procent",
        source="Fundacja „Łapa w Łapę” prosi o przekazanie 1,5% podatku. Wystarczy w zeznaniu PIT wpisać nasz numer KRS 0000412387. Przekazanie 1,5% nic nie kosztuje — to część podatku, która i tak trafiłaby do budżetu państwa. Możliwość tę daje art. 45c ustawy z dnia 26 lipca 1991 r. o podatku dochodowym od osób fizycznych. W 2024 r. dzięki Państwa wsparciu zebraliśmy 186 400 zł, które przeznaczyliśmy głównie na leczenie i sterylizację ponad 300 kotów. Zeznanie trzeba złożyć do 30 kwietnia. Sprawozdanie finansowe fundacji jest dostępne na stronie lapawlape.org.pl/sprawozdania. Można też zaznaczyć cel szczegółowy, np. „Dom tymczasowy Kraków”.",
        good=[
            Good(
                "preserve",
                "Możesz pomóc Fundacji „Łapa w Łapę”, przekazując nam 1,5% swojego podatku. Wystarczy, że wpiszesz w PIT nasz numer KRS: 0000412387. To cię nic nie kosztuje — ta część podatku i tak poszłaby do budżetu państwa. Pozwala na to art. 45c ustawy z 26 lipca 1991 r. o podatku dochodowym od osób fizycznych. W 2024 r. dzięki waszemu wsparciu zebraliśmy 186 400 zł i przeznaczyliśmy je przede wszystkim na leczenie i sterylizację ponad 300 kotów. Pamiętaj, że zeznanie musisz złożyć do 30 kwietnia. Nasze sprawozdanie finansowe znajdziesz na stronie lapawlape.org.pl/sprawozdania. Możesz też wskazać cel szczegółowy, na przykład „Dom tymczasowy Kraków”.",
            ),
            Good(
                "preserve",
                "Fundacja „Łapa w Łapę” zwraca się z prośbą o przekazanie 1,5% podatku. W tym celu wystarczy wpisać w zeznaniu PIT numer KRS 0000412387. Przekazanie 1,5% jest dla podatnika bezkosztowe, ponieważ chodzi o część podatku, która i tak zasiliłaby budżet państwa. Podstawę prawną stanowi art. 45c ustawy z dnia 26 lipca 1991 r. o podatku dochodowym od osób fizycznych. W 2024 r. dzięki Państwa wsparciu fundacja zebrała 186 400 zł, przeznaczone w głównej mierze na leczenie i sterylizację ponad 300 kotów. Zeznanie należy złożyć do 30 kwietnia. Sprawozdanie finansowe fundacji udostępniono na stronie lapawlape.org.pl/sprawozdania. Istnieje również możliwość wskazania celu szczegółowego, np. „Dom tymczasowy Kraków”.",
            ),
            Good(
                "en",
                "The “Łapa w Łapę” Foundation asks you to donate 1.5% of your tax. All you need to do is enter our KRS number, 0000412387, in your PIT tax return. Donating 1.5% costs you nothing — it is part of the tax that would go to the state budget anyway. This is made possible by Article 45c of the Personal Income Tax Act of 26 July 1991. In 2024, thanks to your support, we raised PLN 186,400, which we spent mainly on treating and sterilising more than 300 cats. The tax return must be filed by 30 April. The foundation’s financial report is available at lapawlape.org.pl/sprawozdania. You can also specify a particular purpose, e.g. “Dom tymczasowy Kraków” (Kraków foster home).",
            ),
        ],
        bad=[
            Slip(0, [("art. 45c ustawy", "art. 45 ustawy")], "legal_reference"),
            Slip(1, [("lapawlape.org.pl/sprawozdania", "lapawlape.pl/sprawozdania")], "url"),
            Slip(
                2,
                [
                    (
                        "The tax return must be filed by 30 April.",
                        "Zeznanie trzeba złożyć do 30 kwietnia.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-wystawa-kurpiowska",
        source="Muzeum Regionalne w Ostrołęce zaprasza na wystawę „Wycinanki i tkaniny kurpiowskie”, czynną od 8 marca do 29 czerwca 2025 r. Zaprezentujemy ponad 140 obiektów, w tym 36 pasiaków tkanych w drugiej połowie XIX wieku. Jak zauważają badacze (Zielińska i Wróbel, 2019), kolorystyka kurpiowskich pasiaków prawdopodobnie zależała od dostępności barwników roślinnych w danej wsi. Bilet normalny kosztuje 18 zł, ulgowy 10 zł; w czwartki wstęp jest bezpłatny. W niedziele o 12:00 odbywają się warsztaty wycinankarskie dla dzieci — liczba miejsc jest ograniczona do 15, obowiązują zapisy. Wystawy nie wolno fotografować z użyciem lampy błyskowej.",
        good=[
            Good(
                "preserve",
                "Od 8 marca do 29 czerwca 2025 r. w Muzeum Regionalnym w Ostrołęce możesz obejrzeć wystawę „Wycinanki i tkaniny kurpiowskie”. Czeka na ciebie ponad 140 obiektów, a wśród nich 36 pasiaków utkanych w drugiej połowie XIX wieku. Badacze (Zielińska i Wróbel, 2019) zwracają uwagę, że kolory kurpiowskich pasiaków zależały prawdopodobnie od tego, jakie barwniki roślinne były dostępne w danej wsi. Bilet normalny to 18 zł, ulgowy — 10 zł, a w czwartki wchodzisz za darmo. W niedziele o 12:00 dzieci mogą wziąć udział w warsztatach wycinankarskich; miejsc jest tylko 15, więc trzeba się zapisać. Pamiętaj: fotografowanie wystawy z lampą błyskową jest zabronione.",
            ),
            Good(
                "preserve",
                "Muzeum Regionalne w Ostrołęce zaprasza na wystawę „Wycinanki i tkaniny kurpiowskie”, którą można zwiedzać od 8 marca do 29 czerwca 2025 r. Ekspozycja obejmuje ponad 140 obiektów, w tym 36 pasiaków tkanych w drugiej połowie XIX wieku. Jak wskazują badacze (Zielińska i Wróbel, 2019), kolorystyka kurpiowskich pasiaków była prawdopodobnie uzależniona od dostępności barwników roślinnych w poszczególnych wsiach. Cena biletu normalnego wynosi 18 zł, a ulgowego 10 zł; w czwartki wstęp jest wolny. W niedziele o godz. 12:00 prowadzone są warsztaty wycinankarskie dla dzieci — liczba miejsc jest ograniczona do 15 i obowiązują zapisy. Fotografowanie wystawy z użyciem lampy błyskowej jest zabronione.",
            ),
            Good(
                "en",
                "The Regional Museum in Ostrołęka invites you to the exhibition “Kurpie Paper Cuts and Textiles”, open from 8 March to 29 June 2025. More than 140 objects will be on display, including 36 pasiaki (striped woven fabrics) woven in the second half of the 19th century. As researchers point out (Zielińska and Wróbel, 2019), the colours of Kurpie pasiaki probably depended on which plant dyes were available in a given village. A standard ticket costs PLN 18 and a concession ticket PLN 10; admission is free on Thursdays. Paper-cutting workshops for children are held on Sundays at 12:00 — places are limited to 15 and registration is required. Flash photography of the exhibition is not permitted.",
            ),
        ],
        bad=[
            Slip(1, [("(Zielińska i Wróbel, 2019)", "(Zielińska i Wróbel, 2015)")], "citation"),
            Slip(2, [("including 36 pasiaki", "including 63 pasiaki")], "number"),
            Slip(
                0,
                [
                    (
                        "a w czwartki wchodzisz za darmo.",
                        "a w czwartki wchodzisz za darmo. Bilety kupisz też online na stronie muzeum.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zadrzewienia-srodpolne",
        source="Ośrodek Doradztwa Rolniczego w Poznaniu zachęca rolników do zakładania zadrzewień śródpolnych. Pasy drzew i krzewów o szerokości co najmniej 5 m ograniczają erozję wietrzną i mogą zmniejszać parowanie wody z pól nawet o 20–30% (Ryszkowski i Kędziora, 2007). Na założenie zadrzewienia można uzyskać dofinansowanie w ramach interwencji I.10.6 Planu Strategicznego WPR na lata 2023–2027. Nasadzeń nie wolno lokalizować bliżej niż 3 m od granicy działki sąsiada bez jego pisemnej zgody. Przy wycince istniejących drzew należy pamiętać o art. 83f ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Bezpłatne konsultacje odbywają się zwykle w ostatni wtorek miesiąca.",
        good=[
            Good(
                "preserve",
                "Ośrodek Doradztwa Rolniczego (ODR) w Poznaniu namawia rolników, by zakładali zadrzewienia śródpolne. Pas drzew i krzewów szeroki na minimum 5 m ogranicza erozję wietrzną i może zmniejszyć parowanie wody z pól nawet o 20–30% (Ryszkowski i Kędziora, 2007). Na założenie zadrzewienia możesz dostać dofinansowanie z interwencji I.10.6 Planu Strategicznego WPR na lata 2023–2027. Drzew i krzewów nie sadź bliżej niż 3 m od granicy działki sąsiada, chyba że masz jego pisemną zgodę. Jeśli wycinasz drzewa, które już rosną, pamiętaj o art. 83f ust. 1 ustawy z 16 kwietnia 2004 r. o ochronie przyrody. Bezpłatne konsultacje są zazwyczaj w ostatni wtorek miesiąca.",
            ),
            Good(
                "preserve",
                "Ośrodek Doradztwa Rolniczego w Poznaniu zachęca rolników do tworzenia zadrzewień śródpolnych. Pasy zadrzewień i zakrzewień o szerokości nie mniejszej niż 5 m ograniczają erozję wietrzną, a ponadto mogą redukować parowanie wody z pól nawet o 20–30% (Ryszkowski i Kędziora, 2007). Założenie zadrzewienia może zostać dofinansowane w ramach interwencji I.10.6 Planu Strategicznego WPR na lata 2023–2027. Bez pisemnej zgody sąsiada nasadzenia muszą znajdować się w odległości co najmniej 3 m od granicy jego działki. W przypadku usuwania istniejących drzew należy uwzględnić art. 83f ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Nieodpłatne konsultacje organizowane są z reguły w ostatni wtorek miesiąca.",
            ),
            Good(
                "en",
                "The Agricultural Advisory Centre in Poznań encourages farmers to plant mid-field tree belts. Strips of trees and shrubs at least 5 m wide reduce wind erosion and can cut evaporation of water from fields by as much as 20–30% (Ryszkowski and Kędziora, 2007). Funding for establishing tree belts is available under intervention I.10.6 of the CAP Strategic Plan for 2023–2027. Plantings must not be located closer than 3 m to a neighbour’s boundary without their written consent. When felling existing trees, bear in mind Article 83f(1) of the Nature Conservation Act of 16 April 2004. Free consultations are usually held on the last Tuesday of the month.",
            ),
        ],
        bad=[
            Slip(0, [("(Ryszkowski i Kędziora, 2007)", "(Ryszkowski, 2007)")], "citation"),
            Slip(
                2,
                [
                    (
                        "and can cut evaporation of water from fields by as much as 20–30%",
                        "and cut evaporation of water from fields by 20–30%",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("art. 83f ust. 1 ustawy", "art. 83f ust. 3 ustawy")], "legal_reference"),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 114: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-wymiana-wodomierzy-lipowa-zawiadomienie-mieszkancow",
        source="Szanowni Mieszkańcy, informujemy, że w dniach 14–16 października 2025 r. w budynkach przy ul. Lipowej 3, 5 i 7 odbędzie się wymiana wodomierzy na urządzenia ze zdalnym odczytem radiowym. Prace w jednym lokalu trwają około 20 minut i będą prowadzone w godzinach 8:00–15:00. Podczas wymiany dopływ wody zostanie zamknięty w całym pionie. Wymiana jest bezpłatna, a monterzy nie pobierają żadnych opłat na miejscu. Jeżeli nie mogą Państwo udostępnić lokalu we wskazanym terminie, prosimy o kontakt z administracją pod numerem 58 342 17 90 do 10 października. Brak dostępu do wodomierza może skutkować naliczeniem opłat według ryczałtu.",
        good=[
            Good(
                "preserve",
                "W dniach 14–16 października 2025 r. wymienimy wodomierze w budynkach przy ul. Lipowej 3, 5 i 7 – nowe urządzenia będą odczytywane zdalnie, drogą radiową. Monterzy będą pracować od 8:00 do 15:00, a wizyta w jednym mieszkaniu zajmie około 20 minut. Na czas wymiany woda zostanie zakręcona w całym pionie. Za wymianę nic nie płacisz, a monterzy nie pobierają na miejscu żadnych opłat. Jeśli nie możesz udostępnić mieszkania w tym terminie, zadzwoń do administracji (58 342 17 90) najpóźniej do 10 października. Pamiętaj, że jeśli wodomierz będzie niedostępny, opłaty mogą zostać naliczone ryczałtem.",
            ),
            Good(
                "preserve",
                "Wymiana wodomierzy – ul. Lipowa 3, 5 i 7\n\n"
                "- Termin: 14–16 października 2025 r., w godz. 8:00–15:00.\n"
                "- Nowe wodomierze mają zdalny odczyt radiowy.\n"
                "- Wymiana w jednym lokalu trwa ok. 20 minut; w tym czasie woda jest zamknięta w całym pionie.\n"
                "- Wymiana jest bezpłatna, a monterzy nie pobierają na miejscu żadnych opłat.\n"
                "- Jeśli nie mogą Państwo udostępnić lokalu we wskazanym terminie, prosimy o kontakt z administracją do 10 października (tel. 58 342 17 90).\n"
                "- Jeśli nie będzie dostępu do wodomierza, opłaty mogą zostać naliczone ryczałtowo.",
            ),
            Good(
                "en",
                "Dear Residents, between 14 and 16 October 2025 the water meters in the buildings at 3, 5 and 7 Lipowa Street will be replaced with radio-read meters. The work will take place between 8:00 and 15:00 and takes about 20 minutes per flat; during the replacement, the water supply to the entire riser will be shut off. The replacement is free of charge and the fitters do not collect any payments on site. If you cannot provide access to your flat on the scheduled dates, please contact the administration on 58 342 17 90 by 10 October. If the meter cannot be accessed, charges may be calculated at a flat rate.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej do 10 października", "najpóźniej do 13 października")], "date"),
            Slip(
                1,
                [
                    (
                        "monterzy nie pobierają na miejscu żadnych opłat",
                        "monterzy pobierają na miejscu opłatę za montaż",
                    )
                ],
                "negation",
            ),
            Slip(2, [("about 20 minutes per flat", "about 40 minutes per flat")], "number"),
        ],
    ),
    Case(
        key="pl-przedluzenie-prawa-do-grobu-cmentarz-komunalny",
        source="Zarząd Cmentarza Komunalnego w Słupsku przypomina, że opłata za miejsce grzebalne obejmuje okres 20 lat. Zgodnie z art. 7 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych grób nie może zostać użyty do ponownego pochowania przed upływem tego okresu. Po jego zakończeniu prawo do grobu wygasa, chyba że dysponent wniesie kolejną opłatę. Aby przedłużyć prawo do grobu, dysponent musi złożyć wniosek w biurze cmentarza i uiścić opłatę, która dla grobu pojedynczego wynosi obecnie 850 zł, a dla podwójnego 1400 zł. Wniosek można również przesłać pocztą. Dysponenci, którzy nie przedłużą opłaty, powinni liczyć się z oznaczeniem grobu jako przeznaczonego do likwidacji.",
        good=[
            Good(
                "preserve",
                "Jeśli jesteś dysponentem grobu na Cmentarzu Komunalnym w Słupsku, pamiętaj, że opłata za miejsce grzebalne wystarcza na 20 lat. W tym czasie – jak stanowi art. 7 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych – grobu nie można użyć do ponownego pochowania. Gdy okres ten minie, prawo do grobu wygasa, o ile nie wniesiesz kolejnej opłaty. Żeby je przedłużyć, musisz złożyć wniosek w biurze cmentarza (możesz też wysłać go pocztą) i zapłacić: obecnie 850 zł za grób pojedynczy i 1400 zł za podwójny. Jeśli opłaty nie przedłużysz, licz się z tym, że grób zostanie oznaczony jako przeznaczony do likwidacji.",
            ),
            Good(
                "preserve",
                "Aby przedłużyć prawo do grobu na Cmentarzu Komunalnym w Słupsku, dysponent musi złożyć wniosek w biurze cmentarza (może go również przesłać pocztą) i uiścić opłatę – aktualnie 850 zł za grób pojedynczy i 1400 zł za grób podwójny. Zarząd cmentarza przypomina, że opłata za miejsce grzebalne obejmuje 20 lat, a zgodnie z art. 7 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych przed upływem tego okresu grób nie może zostać użyty do ponownego pochowania. Po tym czasie prawo do grobu wygasa, chyba że zostanie wniesiona kolejna opłata. W razie nieprzedłużenia opłaty dysponent powinien liczyć się z oznaczeniem grobu jako przeznaczonego do likwidacji.",
            ),
            Good(
                "en",
                "The Management of the Municipal Cemetery in Słupsk reminds you that the fee for a burial plot covers a period of 20 years. Under Article 7 of the Act of 31 January 1959 on cemeteries and burial of the dead, a grave may not be reused for another burial before that period ends. Once it has ended, the right to the grave expires unless the holder pays a further fee. To extend the right to the grave, the holder must submit an application at the cemetery office and pay the fee, currently PLN 850 for a single grave and PLN 1,400 for a double grave. The application may also be sent by post. Holders who do not renew the fee should expect the grave to be marked for clearance.",
            ),
        ],
        bad=[
            Slip(0, [("art. 7 ustawy", "art. 9 ustawy")], "legal_reference"),
            Slip(1, [("1400 zł za grób podwójny", "1200 zł za grób podwójny")], "number"),
            Slip(
                2,
                [
                    (
                        "the holder must submit an application",
                        "the holder should submit an application",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-jadlospis-stolowki-szkolnej-alergeny-listopad",
        source="Jadłospis stołówki Szkoły Podstawowej nr 12 na tydzień 3–7 listopada. Poniedziałek: zupa pomidorowa z ryżem, naleśniki z serem (alergeny: gluten, mleko, jaja, seler). Wtorek: krupnik, kotlet z indyka z ziemniakami (gluten, jaja, seler). Środa – dzień bezmięsny: zupa jarzynowa, makaron z sosem szpinakowym (gluten, mleko, seler). Posiłki nie zawierają orzechów ani sezamu, jednak kuchnia korzysta z produktów, które mogą zawierać ich śladowe ilości. Rodzice dzieci z alergiami powinni zgłosić to wychowawcy oraz intendentce, a dieta eliminacyjna wymaga zaświadczenia lekarskiego. Jadłospis na czwartek i piątek opublikujemy w środę. Menu może ulec zmianie z przyczyn niezależnych od szkoły.",
        good=[
            Good(
                "preserve",
                "Co w tygodniu 3–7 listopada zjedzą uczniowie Szkoły Podstawowej nr 12? W poniedziałek będzie zupa pomidorowa z ryżem i naleśniki z serem – zawierają gluten, mleko, jaja i seler. We wtorek podamy krupnik oraz kotlet z indyka z ziemniakami (gluten, jaja, seler). Środa jest dniem bezmięsnym: zupa jarzynowa i makaron z sosem szpinakowym (gluten, mleko, seler). W posiłkach nie ma orzechów ani sezamu, ale niektóre produkty, z których korzysta kuchnia, mogą zawierać ich śladowe ilości. Rodzice dzieci z alergiami powinni poinformować o tym wychowawcę i intendentkę; do diety eliminacyjnej potrzebne jest zaświadczenie lekarskie. Menu na czwartek i piątek pojawi się w środę. Jadłospis może się zmienić z przyczyn niezależnych od szkoły.",
            ),
            Good(
                "preserve",
                "**Stołówka SP nr 12 – jadłospis, 3–7 listopada**\n\n"
                "- **Poniedziałek:** zupa pomidorowa z ryżem; naleśniki z serem. Alergeny: gluten, mleko, jaja, seler.\n"
                "- **Wtorek:** krupnik; kotlet z indyka, ziemniaki. Alergeny: gluten, jaja, seler.\n"
                "- **Środa (bezmięsna):** zupa jarzynowa; makaron z sosem szpinakowym. Alergeny: gluten, mleko, seler.\n"
                "- **Czwartek i piątek:** jadłospis opublikujemy w środę.\n\n"
                "Posiłki nie zawierają orzechów ani sezamu, ale używane w kuchni produkty mogą zawierać ich śladowe ilości. O alergii dziecka rodzice powinni poinformować wychowawcę i intendentkę; dieta eliminacyjna wymaga zaświadczenia lekarskiego. Menu może ulec zmianie z przyczyn niezależnych od szkoły.",
            ),
            Good(
                "en",
                "Canteen menu at Primary School No. 12 for the week of 3–7 November. Monday: tomato soup with rice and cheese pancakes (allergens: gluten, milk, eggs, celery). Tuesday: krupnik (barley soup) and turkey cutlet with potatoes (gluten, eggs, celery). Wednesday is meat-free: vegetable soup and pasta with spinach sauce (gluten, milk, celery). The meals contain no nuts or sesame, but the kitchen uses products that may contain traces of them. Parents of children with allergies should inform the class teacher and the catering manager; an elimination diet requires a doctor's certificate. The menu for Thursday and Friday will be published on Wednesday. The menu may change for reasons beyond the school's control.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "do diety eliminacyjnej potrzebne jest zaświadczenie lekarskie",
                        "do diety eliminacyjnej nie jest potrzebne zaświadczenie lekarskie",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "produkty mogą zawierać ich śladowe ilości",
                        "produkty zawierają ich śladowe ilości",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The meals contain no nuts or sesame",
                        "The meals are prepared by an external caterer and contain no nuts or sesame",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nabor-ochotnikow-osp-gniewino-szkolenie",
        source="Ochotnicza Straż Pożarna w Gniewinie ogłasza nabór nowych członków. Zapraszamy osoby, które ukończyły 18 lat, mają dobry stan zdrowia i mieszkają na terenie gminy lub w jej pobliżu. Kandydaci do działań ratowniczych muszą przejść badania lekarskie oraz ukończyć 80-godzinne szkolenie podstawowe, które rozpocznie się 7 marca 2026 r. Zajęcia odbywają się w soboty od 9:00 do 15:00. Doświadczenie nie jest wymagane, a prawo jazdy kat. C jest mile widziane. Osoby niepełnoletnie mogą dołączyć do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia przyjmujemy do 20 lutego w remizie przy ul. Strażackiej 2 lub mailowo: nabor@osp-gniewino.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać strażakiem ochotnikiem? OSP w Gniewinie szuka nowych członków! Jeśli masz ukończone 18 lat, cieszysz się dobrym zdrowiem i mieszkasz w gminie albo niedaleko niej – zgłoś się. Aby brać udział w działaniach ratowniczych, musisz przejść badania lekarskie i ukończyć 80-godzinne szkolenie podstawowe, które startuje 7 marca 2026 r.; zajęcia są w soboty w godz. 9:00–15:00. Nie potrzebujesz doświadczenia, a prawo jazdy kategorii C będzie mile widziane. Niepełnoletni mogą dołączyć do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia przyjmujemy do 20 lutego – w remizie przy ul. Strażackiej 2 albo pod adresem nabor@osp-gniewino.pl.",
            ),
            Good(
                "preserve",
                "Nabór do Ochotniczej Straży Pożarnej w Gniewinie\n\n"
                "Zapraszamy osoby, które:\n"
                "1. ukończyły 18 lat,\n"
                "2. są w dobrym stanie zdrowia,\n"
                "3. mieszkają na terenie gminy lub w jej pobliżu.\n\n"
                "Kandydaci do działań ratowniczych są zobowiązani przejść badania lekarskie i ukończyć szkolenie podstawowe w wymiarze 80 godzin. Szkolenie rozpocznie się 7 marca 2026 r.; zajęcia odbywają się w soboty w godzinach 9:00–15:00. Doświadczenie nie jest wymagane, prawo jazdy kat. C – mile widziane. Osoby niepełnoletnie mogą wstąpić do Młodzieżowej Drużyny Pożarniczej. Zgłoszenia przyjmujemy do 20 lutego w remizie przy ul. Strażackiej 2 lub e-mailem na adres nabor@osp-gniewino.pl.",
            ),
            Good(
                "en",
                "The Volunteer Fire Brigade in Gniewino is recruiting new members. We welcome people aged 18 or over who are in good health and live in the municipality or nearby. Candidates for rescue operations must pass a medical examination and complete an 80-hour basic training course starting on 7 March 2026, with classes on Saturdays from 9:00 to 15:00. No experience is required, and a category C driving licence is welcome. Under-18s can join the Youth Fire Team. Applications are accepted until 20 February at the fire station at 2 Strażacka Street or by e-mail to nabor@osp-gniewino.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz przejść badania lekarskie", "warto przejść badania lekarskie")],
                "modality",
            ),
            Slip(
                1, [("rozpocznie się 7 marca 2026 r.", "rozpocznie się 14 marca 2026 r.")], "date"
            ),
            Slip(2, [("No experience is required", "Experience is required")], "negation"),
        ],
    ),
    Case(
        key="pl-rolniczy-handel-detaliczny-wpis-rejestr",
        source="Rolnicy, którzy chcą sprzedawać żywność z własnej uprawy lub hodowli w ramach rolniczego handlu detalicznego (RHD), muszą najpierw uzyskać wpis do rejestru prowadzonego przez powiatowego lekarza weterynarii lub państwowego powiatowego inspektora sanitarnego. Wniosek składa się co najmniej 30 dni przed planowanym rozpoczęciem działalności. Maksymalne ilości zbywanej żywności określa rozporządzenie Ministra Rolnictwa i Rozwoju Wsi z dnia 16 października 2017 r. Przychód z RHD do kwoty 100 000 zł rocznie jest zwolniony z podatku na podstawie art. 21 ust. 1 pkt 70d ustawy o podatku dochodowym od osób fizycznych. Nie wolno sprzedawać przez pośredników – produkty trafiają wyłącznie do konsumenta końcowego.",
        good=[
            Good(
                "preserve",
                "Chcesz sprzedawać żywność z własnej uprawy lub hodowli w ramach rolniczego handlu detalicznego (RHD)? Najpierw musisz uzyskać wpis do rejestru – prowadzi go powiatowy lekarz weterynarii albo państwowy powiatowy inspektor sanitarny. Wniosek złóż co najmniej 30 dni przed dniem, w którym planujesz rozpocząć działalność. Maksymalną ilość żywności, jaką możesz w ten sposób zbyć, określa rozporządzenie Ministra Rolnictwa i Rozwoju Wsi z dnia 16 października 2017 r. Przychód z RHD do 100 000 zł rocznie jest zwolniony z podatku – wynika to z art. 21 ust. 1 pkt 70d ustawy o podatku dochodowym od osób fizycznych. Pamiętaj: sprzedajesz wyłącznie konsumentowi końcowemu, nie wolno Ci korzystać z pośredników.",
            ),
            Good(
                "preserve",
                "W ramach rolniczego handlu detalicznego (RHD) rolnik może sprzedawać żywność pochodzącą z własnej uprawy lub hodowli, ale najpierw musi uzyskać wpis do rejestru prowadzonego przez powiatowego lekarza weterynarii lub państwowego powiatowego inspektora sanitarnego; wniosek składa się nie później niż 30 dni przed planowanym rozpoczęciem działalności. Sprzedaż odbywa się wyłącznie na rzecz konsumenta końcowego – pośrednictwo jest niedozwolone. Maksymalne ilości zbywanej żywności wskazuje rozporządzenie Ministra Rolnictwa i Rozwoju Wsi z dnia 16 października 2017 r., a zgodnie z art. 21 ust. 1 pkt 70d ustawy o podatku dochodowym od osób fizycznych przychód z RHD do 100 000 zł rocznie jest zwolniony z podatku.",
            ),
            Good(
                "en",
                "Farmers who want to sell food from their own crops or livestock under agricultural retail trade (RHD) must first be entered in the register kept by the district veterinary officer or the state district sanitary inspector. The application is filed at least 30 days before the planned start of the activity. The maximum quantities of food that may be sold are set out in the Regulation of the Minister of Agriculture and Rural Development of 16 October 2017. Revenue from RHD of up to PLN 100,000 a year is exempt from tax under Article 21(1)(70d) of the Personal Income Tax Act. Sales through intermediaries are not allowed: products go only to the final consumer.",
            ),
        ],
        bad=[
            Slip(0, [("pkt 70d", "pkt 70c")], "legal_reference"),
            Slip(1, [("do 100 000 zł rocznie", "do 40 000 zł rocznie")], "number"),
            Slip(
                2,
                [
                    (
                        "Sales through intermediaries are not allowed",
                        "Sales through intermediaries are allowed",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-warsztaty-bizuterii-z-bursztynu-gdansk",
        source="Zapraszamy na warsztaty tworzenia biżuterii z bursztynu bałtyckiego w pracowni Złota Żywica w Gdańsku. Podczas trzygodzinnych zajęć uczestnicy szlifują surową bryłkę, polerują ją i oprawiają w srebro próby 925. Każdy wykonuje jeden wisior lub parę kolczyków, które zabiera do domu. Koszt udziału wynosi 240 zł od osoby i obejmuje materiały. Grupa liczy maksymalnie 8 osób. Dzieci od 12. roku życia mogą uczestniczyć wyłącznie pod opieką dorosłego. Prosimy o wygodny strój – podczas szlifowania powstaje pył. Rezerwacji należy dokonać przez stronę zlotazywica.pl/warsztaty, a rezygnacja później niż 48 godzin przed terminem oznacza utratę zaliczki.",
        good=[
            Good(
                "preserve",
                "Chcesz samodzielnie zrobić biżuterię z bałtyckiego bursztynu? Pracownia Złota Żywica w Gdańsku zaprasza na trzygodzinne warsztaty, podczas których oszlifujesz surową bryłkę, wypolerujesz ją i oprawisz w srebro próby 925. Do domu zabierzesz jeden wisior albo parę kolczyków. Udział kosztuje 240 zł za osobę – materiały są wliczone w cenę. W grupie jest najwyżej 8 osób. Dzieci od 12. roku życia mogą wziąć udział tylko pod opieką dorosłego. Przy szlifowaniu powstaje pył, więc prosimy o wygodny strój. Rezerwację trzeba zrobić przez stronę zlotazywica.pl/warsztaty; jeśli zrezygnujesz później niż 48 godzin przed terminem, tracisz zaliczkę.",
            ),
            Good(
                "preserve",
                "Warsztaty biżuterii z bursztynu – pracownia Złota Żywica, Gdańsk\n"
                "• Czas trwania: 3 godziny.\n"
                "• Program: szlifowanie surowej bryłki bursztynu bałtyckiego, polerowanie i oprawa w srebro próby 925.\n"
                "• Efekt: jeden wisior lub para kolczyków do zabrania do domu.\n"
                "• Cena: 240 zł/os., materiały w cenie.\n"
                "• Grupa: maks. 8 osób.\n"
                "• Dzieci od 12. roku życia – wyłącznie pod opieką dorosłego.\n"
                "• Strój: wygodny (przy szlifowaniu powstaje pył).\n"
                "• Rezerwacja: należy jej dokonać przez zlotazywica.pl/warsztaty. Rezygnacja później niż 48 h przed terminem = utrata zaliczki.",
            ),
            Good(
                "en",
                "Join our Baltic amber jewellery workshop at the Złota Żywica studio in Gdańsk. In three hours you will grind a raw piece of amber, polish it and set it in 925 silver, then take home one pendant or a pair of earrings. The fee is PLN 240 per person, materials included. Groups are limited to 8 people. Children aged 12 and over may take part only under the supervision of an adult. Please wear comfortable clothes, as grinding produces dust. Bookings must be made through zlotazywica.pl/warsztaty; cancelling later than 48 hours before the session means losing your deposit.",
            ),
        ],
        bad=[
            Slip(0, [("zlotazywica.pl/warsztaty", "zlotazywica.pl/rezerwacje")], "url"),
            Slip(1, [("maks. 8 osób", "maks. 12 osób")], "number"),
            Slip(2, [("Bookings must be made", "Bookings can be made")], "modality"),
        ],
    ),
    Case(
        key="pl-studencki-bilet-miesieczny-koleje-slaskie",
        source="Od 1 września 2025 r. studenci do 26. roku życia mogą kupić w Kolejach Śląskich imienny bilet miesięczny z ulgą ustawową 51%. Bilet jest ważny na wybranej trasie przez 30 kolejnych dni od wskazanej daty i nie uprawnia do przejazdów pociągami innych przewoźników. Podczas kontroli trzeba okazać ważną legitymację studencką – zaświadczenie z uczelni nie jest honorowane. Bilet kupisz w kasie, biletomacie lub aplikacji mobilnej, najwcześniej 30 dni przed pierwszym dniem ważności. Niewykorzystany bilet można zwrócić najpóźniej w pierwszym dniu jego ważności; przewoźnik potrąca wtedy 10% odstępnego.",
        good=[
            Good(
                "preserve",
                "Z dniem 1 września 2025 r. Koleje Śląskie umożliwiają studentom do 26. roku życia zakup imiennego biletu miesięcznego z ustawową ulgą 51%. Bilet obowiązuje na wybranej trasie przez 30 kolejnych dni, licząc od wskazanej daty, i nie uprawnia do podróży pociągami innych przewoźników. W trakcie kontroli pasażer ma obowiązek okazać ważną legitymację studencką; zaświadczenie wydane przez uczelnię nie jest honorowane. Zakupu można dokonać w kasie, w biletomacie lub w aplikacji mobilnej, nie wcześniej niż 30 dni przed pierwszym dniem ważności. Zwrot niewykorzystanego biletu jest możliwy najpóźniej w pierwszym dniu jego ważności, z potrąceniem 10% odstępnego.",
            ),
            Good(
                "preserve",
                "Studiujesz i nie skończyłeś jeszcze 26 lat? Od 1 września 2025 r. kupisz w Kolejach Śląskich imienny bilet miesięczny z ustawową ulgą 51%. Co warto wiedzieć:\n"
                "- bilet jest ważny przez 30 kolejnych dni od wybranej daty, na wskazanej trasie;\n"
                "- nie pojedziesz na nim pociągami innych przewoźników;\n"
                "- przy kontroli musisz pokazać ważną legitymację studencką – zaświadczenie z uczelni nie wystarczy;\n"
                "- kupisz go w kasie, biletomacie albo w aplikacji mobilnej, najwcześniej 30 dni przed pierwszym dniem ważności;\n"
                "- niewykorzystany bilet możesz zwrócić najpóźniej w pierwszym dniu ważności, a przewoźnik potrąci 10% odstępnego.",
            ),
            Good(
                "en",
                "From 1 September 2025, students up to the age of 26 can buy a named monthly ticket from Koleje Śląskie with the statutory 51% discount. The ticket is valid on the chosen route for 30 consecutive days from the date you select, and it is not valid on trains run by other operators. During ticket inspections you must show a valid student ID card; a certificate from your university is not accepted. You can buy the ticket at a ticket office, from a ticket machine or in the mobile app, no earlier than 30 days before its first day of validity. An unused ticket can be refunded no later than on its first day of validity, with a 10% cancellation fee deducted.",
            ),
        ],
        bad=[
            Slip(0, [("z ustawową ulgą 51%", "z ustawową ulgą 37%")], "number"),
            Slip(
                1,
                [
                    (
                        "zaświadczenie z uczelni nie wystarczy",
                        "wystarczy też zaświadczenie z uczelni",
                    )
                ],
                "negation",
            ),
            Slip(2, [("From 1 September 2025", "From 1 October 2025")], "date"),
        ],
    ),
    Case(
        key="pl-regulamin-wybiegu-dla-psow-park",
        source="## Regulamin wybiegu dla psów w Parku Kępa\n\n"
        "1. Wybieg jest czynny codziennie od 6:00 do 22:00.\n"
        "2. Opiekun musi mieć przy sobie smycz i niezwłocznie sprzątać po swoim psie.\n"
        "3. Psy agresywne oraz suki w okresie cieczki nie mogą przebywać na wybiegu.\n"
        "4. Dzieci poniżej 12 lat mogą wchodzić na wybieg wyłącznie pod opieką dorosłego.\n"
        "5. Na terenie wybiegu nie wolno karmić psów ani spożywać posiłków.\n\n"
        "Za szkody wyrządzone przez psa odpowiada jego opiekun. Uszkodzenia ogrodzenia prosimy zgłaszać do Zarządu Zieleni Miejskiej przez [formularz zgłoszeń](https://zzm.bydgoszcz.pl/zgloszenia).",
        good=[
            Good(
                "preserve",
                "## Zasady korzystania z wybiegu dla psów – Park Kępa\n\n"
                "1. Wybieg jest otwarty codziennie w godzinach 6:00–22:00.\n"
                "2. Każdy opiekun musi mieć ze sobą smycz i od razu sprzątać po swoim psie.\n"
                "3. Na wybiegu nie mogą przebywać psy agresywne ani suki w czasie cieczki.\n"
                "4. Dzieci, które nie ukończyły 12 lat, mogą wchodzić na wybieg tylko pod opieką dorosłego.\n"
                "5. Na wybiegu nie wolno karmić psów ani jeść posiłków.\n\n"
                "Opiekun ponosi odpowiedzialność za szkody wyrządzone przez psa. Uszkodzenia ogrodzenia prosimy zgłaszać Zarządowi Zieleni Miejskiej przez [formularz zgłoszeń](https://zzm.bydgoszcz.pl/zgloszenia).",
            ),
            Good(
                "preserve",
                "## Wybieg dla psów w Parku Kępa – regulamin\n\n"
                "- **Godziny otwarcia:** codziennie 6:00–22:00.\n"
                "- **Obowiązki opiekuna:** mieć przy sobie smycz i niezwłocznie sprzątać po psie.\n"
                "- **Zakaz wstępu:** psy agresywne oraz suki w okresie cieczki.\n"
                "- **Dzieci poniżej 12 lat:** wyłącznie pod opieką dorosłego.\n"
                "- **Zakazane:** karmienie psów i spożywanie posiłków na terenie wybiegu.\n\n"
                "Odpowiedzialność za szkody spowodowane przez psa ponosi jego opiekun. Uszkodzone ogrodzenie? Zgłoś to Zarządowi Zieleni Miejskiej przez [formularz zgłoszeń](https://zzm.bydgoszcz.pl/zgloszenia).",
            ),
            Good(
                "en",
                "## Dog Run Rules – Kępa Park\n\n"
                "1. The dog run is open daily from 6:00 to 22:00.\n"
                "2. Handlers must carry a lead and clean up after their dog immediately.\n"
                "3. Aggressive dogs and bitches in heat are not allowed in the dog run.\n"
                "4. Children under 12 may enter the dog run only under adult supervision.\n"
                "5. Feeding dogs and eating meals in the dog run are prohibited.\n\n"
                "Handlers are liable for any damage caused by their dog. Please report damage to the fence to the Municipal Greenery Authority using the [report form](https://zzm.bydgoszcz.pl/zgloszenia).",
            ),
        ],
        bad=[
            Slip(0, [("## Zasady korzystania", "Zasady korzystania")], "markdown"),
            Slip(1, [("**Obowiązki opiekuna:**", "**Zalecenia dla opiekuna:**")], "modality"),
            Slip(
                2, [("bitches in heat are not allowed", "bitches in heat are allowed")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-wniosek-o-dodatek-energetyczny-mops",
        source="Dodatek energetyczny przysługuje odbiorcy wrażliwemu energii elektrycznej, czyli osobie, której przyznano dodatek mieszkaniowy i która ma zawartą umowę z dostawcą energii. Podstawą prawną jest art. 5c ustawy z dnia 10 kwietnia 1997 r. – Prawo energetyczne. Wniosek składa się w Miejskim Ośrodku Pomocy Społecznej w Pile (pok. 14), dołączając kopię umowy kompleksowej lub umowy sprzedaży energii elektrycznej. Dodatek jest wypłacany co miesiąc przez okres, na który przyznano dodatek mieszkaniowy. Według wstępnych wyliczeń w 2025 r. wyniesie około 15–25 zł miesięcznie, zależnie od liczby osób w gospodarstwie domowym. Wnioski złożone do 10. dnia miesiąca zostaną prawdopodobnie rozpatrzone jeszcze w tym samym miesiącu.",
        good=[
            Good(
                "preserve",
                "Dodatek energetyczny przysługuje Ci, jeśli jesteś odbiorcą wrażliwym energii elektrycznej – czyli masz przyznany dodatek mieszkaniowy i zawartą umowę z dostawcą energii. Wynika to z art. 5c ustawy z dnia 10 kwietnia 1997 r. – Prawo energetyczne. Wniosek złożysz w Miejskim Ośrodku Pomocy Społecznej w Pile, w pokoju 14; dołącz do niego kopię umowy kompleksowej albo umowy sprzedaży energii elektrycznej. Pieniądze będziesz dostawać co miesiąc, przez cały okres, na jaki przyznano Ci dodatek mieszkaniowy. Ze wstępnych wyliczeń wynika, że w 2025 r. będzie to około 15–25 zł miesięcznie – w zależności od tego, ile osób liczy Twoje gospodarstwo domowe. Jeśli złożysz wniosek do 10. dnia miesiąca, prawdopodobnie zostanie rozpatrzony jeszcze w tym samym miesiącu.",
            ),
            Good(
                "preserve",
                "Dodatek energetyczny – najważniejsze informacje\n\n"
                "Komu przysługuje: odbiorcy wrażliwemu energii elektrycznej, tj. osobie, której przyznano dodatek mieszkaniowy i która ma zawartą umowę z dostawcą energii (art. 5c ustawy z dnia 10 kwietnia 1997 r. – Prawo energetyczne).\n"
                "Gdzie złożyć wniosek: Miejski Ośrodek Pomocy Społecznej w Pile, pok. 14.\n"
                "Załącznik: kopia umowy kompleksowej lub umowy sprzedaży energii elektrycznej.\n"
                "Wypłata: co miesiąc, przez okres, na który przyznano dodatek mieszkaniowy.\n"
                "Wysokość: według wstępnych wyliczeń w 2025 r. około 15–25 zł miesięcznie, w zależności od liczby osób w gospodarstwie domowym.\n"
                "Termin: wnioski złożone do 10. dnia miesiąca zostaną prawdopodobnie rozpatrzone w tym samym miesiącu.",
            ),
            Good(
                "en",
                "The energy allowance is available to vulnerable electricity customers, that is, people who have been granted a housing allowance and have a contract with an energy supplier. The legal basis is Article 5c of the Energy Law Act of 10 April 1997. Applications are submitted at the Municipal Social Welfare Centre in Piła (room 14), together with a copy of the comprehensive agreement or the electricity sales agreement. The allowance is paid monthly for the period for which the housing allowance was granted. According to preliminary estimates, in 2025 it will amount to about PLN 15–25 a month, depending on the number of people in the household. Applications submitted by the 10th day of the month will probably be processed within the same month.",
            ),
        ],
        bad=[
            Slip(0, [("art. 5c", "art. 5a")], "legal_reference"),
            Slip(1, [("do 10. dnia miesiąca", "do 20. dnia miesiąca")], "date"),
            Slip(2, [("will probably be processed", "will be processed")], "hedge"),
        ],
    ),
    Case(
        key="pl-trasa-koncertowa-choru-parafialnego-bawaria",
        source="Chór parafii św. Jakuba w Olsztynie wyrusza w trasę koncertową po Bawarii. Wyjazd zaplanowano na 18 lipca 2026 r. o godz. 5:30 sprzed kościoła, a powrót na 25 lipca w godzinach wieczornych. Zaśpiewamy pięć koncertów, m.in. w katedrze w Ratyzbonie i w kościele pielgrzymkowym w Altötting. W programie znajdą się utwory Moniuszki i Nowowiejskiego oraz pieśni maryjne w nowych opracowaniach. Koszt wyjazdu dla chórzysty wynosi 1900 zł i obejmuje przejazd autokarem, noclegi ze śniadaniami oraz ubezpieczenie. Zaliczkę w wysokości 600 zł należy wpłacić do 31 marca. Próby przed wyjazdem odbywają się we wtorki i czwartki o 19:00 w salce parafialnej; obecność jest obowiązkowa.",
        good=[
            Good(
                "preserve",
                "Kochani, jedziemy w trasę! Chór parafii św. Jakuba w Olsztynie wystąpi w Bawarii. Wyjazd: 18 lipca 2026 r., godz. 5:30, sprzed kościoła; wracamy 25 lipca wieczorem. Czeka nas pięć koncertów – zaśpiewamy między innymi w katedrze w Ratyzbonie i w kościele pielgrzymkowym w Altötting. Przygotowujemy utwory Moniuszki i Nowowiejskiego oraz pieśni maryjne w nowych opracowaniach. Wyjazd kosztuje 1900 zł od chórzysty; w cenie są przejazd autokarem, noclegi ze śniadaniami i ubezpieczenie. Zaliczkę w wysokości 600 zł trzeba wpłacić do 31 marca. Przed wyjazdem mamy próby we wtorki i czwartki o 19:00 w salce parafialnej – obecność obowiązkowa.",
            ),
            Good(
                "preserve",
                "W dniach 18–25 lipca 2026 r. chór parafii św. Jakuba w Olsztynie odbędzie trasę koncertową po Bawarii. Wyjazd nastąpi 18 lipca o godz. 5:30 sprzed kościoła, a powrót przewidziany jest 25 lipca w godzinach wieczornych. Chór wykona pięć koncertów, w tym w katedrze w Ratyzbonie oraz w kościele pielgrzymkowym w Altötting; repertuar obejmie utwory Moniuszki i Nowowiejskiego, a także pieśni maryjne w nowych opracowaniach. Koszt udziału chórzysty wynosi 1900 zł (przejazd autokarem, noclegi ze śniadaniami, ubezpieczenie). Zaliczkę w kwocie 600 zł należy wpłacić do 31 marca. Przed wyjazdem odbywają się obowiązkowe próby – we wtorki i czwartki o godz. 19:00 w salce parafialnej.",
            ),
            Good(
                "en",
                "The choir of St James's Parish in Olsztyn is going on a concert tour of Bavaria. We leave from outside the church on 18 July 2026 at 5:30 a.m. and return on the evening of 25 July. We will give five concerts, including in Regensburg Cathedral and the pilgrimage church in Altötting. The programme features works by Moniuszko and Nowowiejski as well as Marian hymns in new arrangements. The trip costs PLN 1,900 per singer, covering coach travel, bed-and-breakfast accommodation and insurance. A deposit of PLN 600 must be paid by 31 March. Rehearsals before the tour take place on Tuesdays and Thursdays at 7 p.m. in the parish hall, and attendance is compulsory.",
            ),
        ],
        bad=[
            Slip(0, [("wracamy 25 lipca wieczorem", "wracamy 26 lipca wieczorem")], "date"),
            Slip(
                1,
                [
                    (
                        "Zaliczkę w kwocie 600 zł należy wpłacić do 31 marca.",
                        "A deposit of PLN 600 must be paid by 31 March.",
                    ),
                    (
                        "Przed wyjazdem odbywają się obowiązkowe próby – we wtorki i czwartki o godz. 19:00 w salce parafialnej.",
                        "Before the trip there are compulsory rehearsals on Tuesdays and Thursdays at 7 p.m. in the parish hall.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "including in Regensburg Cathedral and the pilgrimage church in Altötting",
                        "including in Regensburg Cathedral, at Sunday Mass in Munich's Frauenkirche and in the pilgrimage church in Altötting",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-skryptu-eksportu-zgloszen-zdm",
        source="# eksport-zgloszen\n\n"
        "Skrypt pobiera zgłoszenia mieszkańców z API Zarządu Dróg Miejskich i zapisuje je do pliku CSV.\n\n"
        "## Instalacja\n\n"
        "Wymagany jest Python 3.11 lub nowszy. Zależności instalujesz poleceniem `pip install -r requirements.txt`.\n\n"
        "## Użycie\n\n"
        "Uruchom `python eksport.py --od 2025-01-01 --format csv`. Plik wynikowy trafia domyślnie do katalogu `out/`, a parametr `--od` określa datę początkową. Klucz API musi być ustawiony w zmiennej środowiskowej `ZDM_API_KEY`; nie zapisuj go w repozytorium. Dokumentacja API: https://dane.zdm.poznan.pl/api/docs. Błędy zgłaszaj w zakładce Issues.\n\n"
        "## Licencja\n\n"
        "Kod jest udostępniony na licencji MIT.",
        good=[
            Good(
                "preserve",
                "# eksport-zgloszen\n\n"
                "Narzędzie pobiera zgłoszenia mieszkańców z API Zarządu Dróg Miejskich i zapisuje je w pliku CSV.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.11 lub nowszej. Zależności zainstalujesz poleceniem `pip install -r requirements.txt`.\n\n"
                "## Użycie\n\n"
                "Skrypt uruchamiasz tak: `python eksport.py --od 2025-01-01 --format csv` – parametr `--od` to data początkowa, a wynik domyślnie ląduje w katalogu `out/`. Klucz API musi znajdować się w zmiennej środowiskowej `ZDM_API_KEY` – nie zapisuj go w repozytorium. Opis API znajdziesz pod adresem https://dane.zdm.poznan.pl/api/docs, a błędy zgłaszaj w zakładce Issues.\n\n"
                "## Licencja\n\n"
                "Projekt jest dostępny na licencji MIT.",
            ),
            Good(
                "preserve",
                "# eksport-zgloszen\n\n"
                "Skrypt służy do pobierania zgłoszeń mieszkańców z API Zarządu Dróg Miejskich i zapisywania ich do pliku CSV.\n\n"
                "## Instalacja\n\n"
                "Skrypt wymaga Pythona 3.11 lub nowszego. Aby zainstalować zależności, wykonaj `pip install -r requirements.txt`.\n\n"
                "## Użycie\n\n"
                "Przykładowe wywołanie: `python eksport.py --od 2025-01-01 --format csv`. Parametr `--od` wskazuje datę początkową; domyślnie plik wynikowy zapisywany jest w katalogu `out/`.\n\n"
                "Klucz API musi zostać ustawiony w zmiennej środowiskowej `ZDM_API_KEY`; nie należy zapisywać go w repozytorium. Dokumentacja API jest dostępna pod adresem https://dane.zdm.poznan.pl/api/docs. Błędy prosimy zgłaszać w zakładce Issues.\n\n"
                "## Licencja\n\n"
                "Kod udostępniamy na licencji MIT.",
            ),
            Good(
                "en",
                "# eksport-zgloszen\n\n"
                "This script fetches residents' reports from the Municipal Roads Authority API and saves them to a CSV file.\n\n"
                "## Installation\n\n"
                "Python 3.11 or later is required. Install the dependencies with `pip install -r requirements.txt`.\n\n"
                "## Usage\n\n"
                "Run `python eksport.py --od 2025-01-01 --format csv`. The output file goes to the `out/` directory by default, and the `--od` parameter sets the start date. The API key must be set in the `ZDM_API_KEY` environment variable; do not store it in the repository. API documentation: https://dane.zdm.poznan.pl/api/docs. Report bugs in the Issues tab.\n\n"
                "## License\n\n"
                "The code is released under the MIT licence.",
            ),
        ],
        bad=[
            Slip(0, [("`ZDM_API_KEY`", "`ZDM_TOKEN`")], "code"),
            Slip(
                1,
                [("`pip install -r requirements.txt`", "pip install -r requirements.txt")],
                "markdown",
            ),
            Slip(
                2,
                [("https://dane.zdm.poznan.pl/api/docs", "https://zdm.poznan.pl/api/docs")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-streszczenie-badania-sen-nastolatkow-smartfony",
        source="Z badania Kowalskiej i Nowaka (2023), opublikowanego w „Psychiatrii Polskiej” (t. 57, s. 411–426), wynika, że nastolatki korzystające ze smartfona po godzinie 22:00 śpią średnio o 47 minut krócej niż ich rówieśnicy. Badaniem objęto 1286 uczniów szkół ponadpodstawowych z pięciu województw. Autorzy zastrzegają, że związek ten prawdopodobnie nie jest wyłącznie przyczynowy – krótszy sen może też sprzyjać dłuższemu korzystaniu z telefonu. Podobne wnioski przedstawili wcześniej Hale i Guan (2015). Badacze zalecają, by szkoły uwzględniały higienę snu w programach wychowawczych, ale podkreślają, że potrzebne są badania podłużne.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które używają smartfona po 22:00, śpią średnio o 47 minut krócej od rówieśników – to wniosek z pracy Kowalskiej i Nowaka (2023) opublikowanej w „Psychiatrii Polskiej” (t. 57, s. 411–426). W badaniu wzięło udział 1286 uczniów szkół ponadpodstawowych z pięciu województw. Zdaniem autorów zależność ta prawdopodobnie nie ma wyłącznie charakteru przyczynowego, bo krótszy sen może również skłaniać do dłuższego korzystania z telefonu. Do podobnych wniosków doszli wcześniej Hale i Guan (2015). Badacze zalecają, aby szkoły włączały higienę snu do programów wychowawczych, zaznaczając jednocześnie, że potrzebne są badania podłużne.",
            ),
            Good(
                "preserve",
                "Kowalska i Nowak (2023, „Psychiatria Polska”, t. 57, s. 411–426) przebadali 1286 uczniów szkół ponadpodstawowych z pięciu województw. Okazało się, że nastolatki sięgające po smartfon po godzinie 22:00 śpią przeciętnie o 47 minut krócej niż rówieśnicy. Autorzy zastrzegają jednak, że ten związek prawdopodobnie nie jest wyłącznie przyczynowy: krótszy sen może też sprzyjać dłuższemu używaniu telefonu. Wcześniej podobne wnioski sformułowali Hale i Guan (2015). Badacze zalecają szkołom uwzględnianie higieny snu w programach wychowawczych, podkreślając zarazem, że potrzebne są badania podłużne.",
            ),
            Good(
                "en",
                "A study by Kowalska and Nowak (2023), published in Psychiatria Polska (vol. 57, pp. 411–426), found that teenagers who use a smartphone after 10 p.m. sleep on average 47 minutes less than their peers. The study covered 1,286 secondary school students from five voivodeships. The authors caution that the relationship is probably not purely causal, as shorter sleep may also encourage longer phone use. Hale and Guan (2015) had previously reached similar conclusions. The researchers recommend that schools include sleep hygiene in their pastoral programmes, but stress that longitudinal studies are needed.",
            ),
        ],
        bad=[
            Slip(0, [("s. 411–426", "s. 311–326")], "citation"),
            Slip(
                1,
                [
                    (
                        "ten związek prawdopodobnie nie jest wyłącznie przyczynowy",
                        "ten związek nie jest wyłącznie przyczynowy",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("47 minutes less", "37 minutes less")], "number"),
        ],
    ),
    Case(
        key="pl-kopia-zapasowa-katalogu-biblioteki-instrukcja",
        source="Kopia zapasowa katalogu bibliotecznego jest wykonywana każdej nocy o 2:00 przez zadanie `backup-katalog` w cronie serwera `bib-srv02`. Pliki trafiają do katalogu `/srv/kopie/katalog` i są przechowywane przez 14 dni. Przed aktualizacją systemu Koha administrator musi ręcznie uruchomić `sudo /usr/local/bin/backup-katalog --full` i sprawdzić, czy w logu nie pojawiły się błędy. Nie należy wyłączać serwera w trakcie tworzenia kopii. Przywracanie danych może wykonywać wyłącznie osoba z uprawnieniami administratora. W razie problemów można napisać na adres it@biblioteka.zgierz.pl.",
        good=[
            Good(
                "preserve",
                "Kopie zapasowe katalogu – najważniejsze informacje:\n"
                "- Kopia powstaje co noc o 2:00; odpowiada za nią zadanie `backup-katalog` w cronie na serwerze `bib-srv02`.\n"
                "- Pliki zapisywane są w `/srv/kopie/katalog` i przechowywane przez 14 dni.\n"
                "- Przed aktualizacją Koha administrator musi ręcznie uruchomić `sudo /usr/local/bin/backup-katalog --full`, a potem sprawdzić w logu, czy nie ma błędów.\n"
                "- Podczas tworzenia kopii nie wyłączaj serwera.\n"
                "- Dane może przywracać tylko osoba z uprawnieniami administratora.\n"
                "- W razie problemów możesz napisać na it@biblioteka.zgierz.pl.",
            ),
            Good(
                "preserve",
                "Każdej nocy o godz. 2:00 zadanie `backup-katalog`, uruchamiane przez cron na serwerze `bib-srv02`, wykonuje kopię zapasową katalogu bibliotecznego. Kopie są zapisywane w katalogu `/srv/kopie/katalog` i przechowywane przez 14 dni. Przed aktualizacją systemu Koha administrator ma obowiązek ręcznie wywołać polecenie `sudo /usr/local/bin/backup-katalog --full` oraz upewnić się, że w logu nie pojawiły się błędy. W czasie tworzenia kopii serwera nie należy wyłączać. Przywracać dane może wyłącznie osoba posiadająca uprawnienia administratora. W razie problemów można pisać na adres it@biblioteka.zgierz.pl.",
            ),
            Good(
                "en",
                "The library catalogue is backed up every night at 2:00 by the `backup-katalog` cron job on the `bib-srv02` server. The files are stored in `/srv/kopie/katalog` and kept for 14 days. Before upgrading Koha, the administrator must manually run `sudo /usr/local/bin/backup-katalog --full` and check the log for errors. Do not shut down the server while a backup is in progress. Only a person with administrator privileges may restore data. If you run into problems, you can write to it@biblioteka.zgierz.pl.",
            ),
        ],
        bad=[
            Slip(0, [("--full`", "--incremental`")], "code"),
            Slip(
                1,
                [
                    (
                        "administrator ma obowiązek ręcznie wywołać",
                        "administrator może ręcznie wywołać",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("Do not shut down the server while", "Shut down the server while")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-witamina-d-dla-niemowlat-zalecenia",
        source="Według aktualnych polskich zaleceń (Płudowski i wsp., 2023, „Nutrients”, doi:10.3390/nu15030695) niemowlęta karmione piersią powinny otrzymywać 400 IU witaminy D dziennie od pierwszych dni życia. Dzieci karmione mlekiem modyfikowanym zwykle nie wymagają dodatkowej suplementacji, jeśli wypijają około 1000 ml mleka na dobę. Niedobór witaminy D może zwiększać ryzyko krzywicy, choć u zdrowych niemowląt w Polsce choroba ta występuje rzadko. Dawkę warto ustalić z pediatrą, zwłaszcza w przypadku wcześniaków, u których zalecenia są inne. Nie należy samodzielnie zwiększać dawki ponad zalecaną.",
        good=[
            Good(
                "preserve",
                "Jeśli karmisz dziecko piersią, od pierwszych dni jego życia powinno ono dostawać 400 IU witaminy D na dobę – tak mówią aktualne polskie zalecenia (Płudowski i wsp., 2023, „Nutrients”, doi:10.3390/nu15030695). Maluchy na mleku modyfikowanym zwykle nie potrzebują dodatkowej suplementacji, o ile wypijają około 1000 ml mleka dziennie. Niedobór witaminy D może zwiększać ryzyko krzywicy, choć u zdrowych niemowląt w Polsce to rzadka choroba. Dawkę warto uzgodnić z pediatrą, szczególnie jeśli dziecko urodziło się przedwcześnie – dla wcześniaków zalecenia są inne. Nie zwiększaj dawki na własną rękę ponad zalecaną.",
            ),
            Good(
                "preserve",
                "Aktualne polskie zalecenia (Płudowski i wsp., 2023, „Nutrients”, doi:10.3390/nu15030695) przewidują, że niemowlęta karmione piersią powinny od pierwszych dni życia otrzymywać witaminę D w dawce 400 IU dziennie. W przypadku dzieci karmionych mlekiem modyfikowanym dodatkowa suplementacja zwykle nie jest konieczna, o ile wypijają one około 1000 ml mleka na dobę. Choć u zdrowych niemowląt w Polsce krzywica występuje rzadko, niedobór witaminy D może zwiększać jej ryzyko. Dawkę warto ustalić z lekarzem pediatrą, zwłaszcza u wcześniaków, dla których zalecenia są odmienne. Nie należy samodzielnie zwiększać dawki ponad zalecaną.",
            ),
            Good(
                "en",
                "According to current Polish guidelines (Płudowski et al., 2023, Nutrients, doi:10.3390/nu15030695), breastfed infants should receive 400 IU of vitamin D a day from the first days of life. Formula-fed babies usually do not need extra supplementation if they drink about 1,000 ml of formula a day. Vitamin D deficiency may increase the risk of rickets, although the disease is rare in healthy infants in Poland. It is worth agreeing the dose with a paediatrician, especially for premature babies, for whom the recommendations are different. Do not increase the dose beyond the recommended amount on your own.",
            ),
        ],
        bad=[
            Slip(0, [("Płudowski i wsp., 2023", "Płudowski i wsp., 2018")], "citation"),
            Slip(
                1,
                [
                    (
                        "niedobór witaminy D może zwiększać jej ryzyko",
                        "niedobór witaminy D zwiększa jej ryzyko",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "It is worth agreeing the dose with a paediatrician,",
                        "The drops are reimbursed by the National Health Fund, but it is worth agreeing the dose with a paediatrician,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ogrod-spoleczny-skrzynie-uprawne-zasady",
        source="Ogród społeczny „Zielony Kwadrat” na Nadodrzu przydziela w tym sezonie 24 skrzynie uprawne o wymiarach 1,2 × 2 m. Każde gospodarstwo domowe może otrzymać jedną skrzynię; opłata sezonowa wynosi 60 zł i pokrywa koszt wody oraz ziemi. Osoby, które dostaną skrzynię, muszą wziąć udział w co najmniej trzech wspólnych dyżurach porządkowych w sezonie. W ogrodzie nie stosujemy chemicznych środków ochrony roślin ani nawozów sztucznych. Kompostownik jest dostępny dla wszystkich, ale nie wolno wrzucać do niego mięsa ani nabiału. Skrzynie nieuprawiane przez ponad 4 tygodnie mogą zostać przekazane osobom z listy rezerwowej.",
        good=[
            Good(
                "preserve",
                "W tym sezonie ogród społeczny „Zielony Kwadrat” na Nadodrzu ma do przydzielenia 24 skrzynie uprawne o wymiarach 1,2 × 2 m. Twoje gospodarstwo domowe może dostać jedną skrzynię, a za sezon zapłacisz 60 zł – ta kwota pokrywa koszt wody i ziemi. Jeśli otrzymasz skrzynię, musisz w sezonie wziąć udział w co najmniej trzech wspólnych dyżurach porządkowych. Nie używamy w ogrodzie chemicznych środków ochrony roślin ani nawozów sztucznych. Z kompostownika może korzystać każdy, tylko nie wolno wrzucać do niego mięsa ani nabiału. Jeżeli skrzynia nie będzie uprawiana dłużej niż 4 tygodnie, może zostać przekazana komuś z listy rezerwowej.",
            ),
            Good(
                "preserve",
                "Zasady ogrodu społecznego „Zielony Kwadrat” na Nadodrzu – bieżący sezon\n"
                "1. Do przydziału są 24 skrzynie uprawne (1,2 × 2 m); każde gospodarstwo domowe może otrzymać jedną.\n"
                "2. Opłata sezonowa: 60 zł (pokrywa koszt wody i ziemi).\n"
                "3. Osoby, które otrzymają skrzynię, muszą wziąć udział w co najmniej trzech wspólnych dyżurach porządkowych w sezonie.\n"
                "4. Nie stosujemy chemicznych środków ochrony roślin ani nawozów sztucznych.\n"
                "5. Kompostownik jest wspólny dla wszystkich, ale mięso i nabiał nie mogą do niego trafiać.\n"
                "6. Skrzynia nieuprawiana dłużej niż 4 tygodnie może zostać przekazana osobie z listy rezerwowej.",
            ),
            Good(
                "en",
                "This season the Zielony Kwadrat community garden in Nadodrze is allocating 24 raised beds measuring 1.2 × 2 m. Each household may receive one bed; the seasonal fee is PLN 60 and covers the cost of water and soil. Those who receive a bed must take part in at least three joint clean-up shifts during the season. We do not use chemical pesticides or artificial fertilisers in the garden. The compost bin is open to everyone, but meat and dairy must not be put in it. Beds left uncultivated for more than 4 weeks may be handed over to people on the waiting list.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("co najmniej trzech wspólnych dyżurach", "co najmniej dwóch wspólnych dyżurach")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "mięso i nabiał nie mogą do niego trafiać",
                        "mięso i nabiał mogą do niego trafiać",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Those who receive a bed must take part",
                        "Those who receive a bed are encouraged to take part",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przerwa-w-dostawie-ciepla-awaria-sieci",
        source="Spółdzielnia Mieszkaniowa „Przyszłość” informuje, że z powodu awarii sieci ciepłowniczej w rejonie ul. Kwiatowej w środę 12 listopada od godz. 7:00 zostanie wstrzymana dostawa ciepła i ciepłej wody do budynków nr 4–10. Według wstępnych szacunków dostawca, firma Veolia, usunie awarię w ciągu około 10 godzin, jednak prace mogą się przedłużyć. Prosimy nie odkręcać zaworów przy grzejnikach i nie zgłaszać braku ogrzewania do pogotowia, ponieważ przyczyna jest znana. O zakończeniu prac poinformujemy komunikatem na klatkach schodowych. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "W środę 12 listopada od 7:00 budynki nr 4–10 zostaną odcięte od ciepła i ciepłej wody – informuje Spółdzielnia Mieszkaniowa „Przyszłość”. Powodem jest awaria sieci ciepłowniczej w okolicy ul. Kwiatowej. Według wstępnych szacunków dostawca – firma Veolia – usunie awarię w ciągu mniej więcej 10 godzin, choć prace mogą się wydłużyć. Prosimy, nie odkręcajcie zaworów przy grzejnikach i nie zgłaszajcie braku ogrzewania do pogotowia – przyczyna jest już znana. Gdy prace się zakończą, poinformujemy o tym komunikatem na klatkach schodowych. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "KOMUNIKAT\n"
                "Spółdzielnia Mieszkaniowa „Przyszłość” uprzejmie informuje:\n"
                "- w środę 12 listopada od godz. 7:00 dostawa ciepła i ciepłej wody do budynków nr 4–10 zostanie wstrzymana;\n"
                "- przyczyną jest awaria sieci ciepłowniczej w rejonie ul. Kwiatowej;\n"
                "- według wstępnych szacunków dostawca (firma Veolia) usunie awarię w ciągu ok. 10 godzin, przy czym prace mogą się przedłużyć;\n"
                "- prosimy o nieodkręcanie zaworów przy grzejnikach oraz niezgłaszanie braku ogrzewania do pogotowia, gdyż przyczyna jest znana;\n"
                "- o zakończeniu prac poinformujemy komunikatem na klatkach schodowych.\n"
                "Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "The Przyszłość Housing Cooperative informs residents that, due to a failure of the district heating network near Kwiatowa Street, heating and hot water to buildings 4–10 will be cut off on Wednesday, 12 November, from 7:00 a.m. According to preliminary estimates, the supplier, Veolia, will repair the fault within about 10 hours, but the work may take longer. Please do not open the radiator valves and do not report the lack of heating to the emergency service, as the cause is known. We will announce the end of the work with a notice in the stairwells. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Według wstępnych szacunków dostawca – firma Veolia – usunie",
                        "Dostawca – firma Veolia – usunie",
                    ),
                    (
                        "w ciągu mniej więcej 10 godzin, choć prace mogą się wydłużyć.",
                        "w ciągu 10 godzin.",
                    ),
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "przyczyną jest awaria sieci ciepłowniczej",
                        "przyczyną jest pęknięcie rury magistralnej sieci ciepłowniczej",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("from 7:00 a.m.", "from 9:00 a.m.")], "date"),
        ],
    ),
    Case(
        key="pl-dotacja-gminna-do-fotowoltaiki-wieliczka",
        source="Gmina Wieliczka przyjmuje wnioski o dotację do instalacji fotowoltaicznych w budynkach jednorodzinnych. Program wprowadziła uchwała nr XXIV/312/2025 Rady Miejskiej w Wieliczce na podstawie art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska. Dotacja wynosi do 50% kosztów kwalifikowanych, nie więcej niż 5000 zł na instalację. Wnioski należy składać wyłącznie elektronicznie przez platformę https://eko.wieliczka.eu/wnioski w terminie od 2 do 30 czerwca 2025 r. Instalacja nie może zostać zamontowana przed podpisaniem umowy z gminą – w przeciwnym razie koszty nie zostaną zwrócone. Do wniosku warto dołączyć projekt instalacji, co może przyspieszyć jego rozpatrzenie.",
        good=[
            Good(
                "preserve",
                "Masz dom jednorodzinny w gminie Wieliczka? Możesz złożyć wniosek o dotację do instalacji fotowoltaicznej. Dofinansowanie wynosi do 50% kosztów kwalifikowanych, maksymalnie 5000 zł na jedną instalację. Program wprowadziła uchwała nr XXIV/312/2025 Rady Miejskiej w Wieliczce, podjęta na podstawie art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska. Wniosek musisz złożyć wyłącznie elektronicznie, na platformie https://eko.wieliczka.eu/wnioski, od 2 do 30 czerwca 2025 r. Uwaga: instalacji nie możesz zamontować przed podpisaniem umowy z gminą, bo wtedy koszty nie zostaną zwrócone. Warto dołączyć do wniosku projekt instalacji – może to przyspieszyć jego rozpatrzenie.",
            ),
            Good(
                "preserve",
                "Rada Miejska w Wieliczce uchwałą nr XXIV/312/2025, podjętą na podstawie art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska, wprowadziła program dotacji do instalacji fotowoltaicznych w budynkach jednorodzinnych; gmina przyjmuje obecnie wnioski. Dofinansowanie obejmuje do 50% kosztów kwalifikowanych, jednak nie więcej niż 5000 zł na instalację. Wnioski należy składać wyłącznie drogą elektroniczną za pośrednictwem platformy https://eko.wieliczka.eu/wnioski, w terminie 2–30 czerwca 2025 r. Instalacja nie może zostać zamontowana przed podpisaniem umowy z gminą; w przeciwnym razie koszty nie zostaną zwrócone. Dołączenie do wniosku projektu instalacji jest wskazane, ponieważ może przyspieszyć jego rozpatrzenie.",
            ),
            Good(
                "en",
                "Wieliczka Municipality is accepting applications for grants towards photovoltaic installations on single-family houses. The programme was introduced by Resolution No. XXIV/312/2025 of the Wieliczka Town Council under Article 403(4)(1) of the Environmental Protection Law. The grant covers up to 50% of eligible costs, capped at PLN 5,000 per installation. Applications must be submitted electronically only, via https://eko.wieliczka.eu/wnioski, between 2 and 30 June 2025. The installation must not be fitted before the agreement with the municipality is signed; otherwise the costs will not be reimbursed. It is worth attaching the installation design to the application, as this may speed up its review.",
            ),
        ],
        bad=[
            Slip(0, [("uchwała nr XXIV/312/2025", "uchwała nr XXIV/321/2025")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Wnioski należy składać wyłącznie drogą elektroniczną",
                        "Wnioski można składać drogą elektroniczną",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("https://eko.wieliczka.eu/wnioski", "https://eko.wieliczka.pl/wnioski")], "url"
            ),
        ],
    ),
    Case(
        key="pl-notatka-metodologiczna-ankieta-mieszkancow-wagi",
        source='W analizie ankiety mieszkańców z 2024 r. odrzuciliśmy 112 odpowiedzi z brakującym kodem pocztowym. Dane wczytujemy funkcją `pd.read_csv("ankieta_2024.csv", sep=";")`, a wagi poststratyfikacyjne liczymy według metody opisanej przez Kolenikova (2014, „The Stata Journal”, 14(1), s. 22–59). Nie stosujemy imputacji braków w pytaniach o dochód, bo odsetek odmów przekracza 30%. Wyniki dla dzielnic poniżej 50 respondentów nie są publikowane. Kod znajduje się w repozytorium w pliku `analiza/wagi.py`; przed uruchomieniem trzeba ustawić `SEED = 2024`, inaczej wyniki bootstrapu nie będą powtarzalne.',
        good=[
            Good(
                "preserve",
                "Notatka metodologiczna – ankieta mieszkańców 2024:\n"
                "- Odrzuciliśmy 112 odpowiedzi, w których brakowało kodu pocztowego.\n"
                '- Dane wczytujemy przez `pd.read_csv("ankieta_2024.csv", sep=";")`.\n'
                "- Wagi poststratyfikacyjne liczymy metodą opisaną przez Kolenikova (2014, „The Stata Journal”, 14(1), s. 22–59).\n"
                "- Braków w pytaniach o dochód nie imputujemy, ponieważ odsetek odmów przekracza 30%.\n"
                "- Nie publikujemy wyników dla dzielnic, w których jest mniej niż 50 respondentów.\n"
                "- Kod: `analiza/wagi.py` w repozytorium. Przed uruchomieniem trzeba ustawić `SEED = 2024` – bez tego wyniki bootstrapu nie będą powtarzalne.",
            ),
            Good(
                "preserve",
                'Z analizy ankiety mieszkańców z 2024 r. wyłączono 112 odpowiedzi bez kodu pocztowego. Dane są wczytywane funkcją `pd.read_csv("ankieta_2024.csv", sep=";")`, a wagi poststratyfikacyjne wyznacza się zgodnie z metodą opisaną przez Kolenikova (2014, „The Stata Journal”, 14(1), s. 22–59). Ponieważ odsetek odmów w pytaniach o dochód przekracza 30%, braki w tych pytaniach nie są imputowane. Dla dzielnic z liczbą respondentów mniejszą niż 50 wyniki nie są publikowane. Kod umieszczono w repozytorium, w pliku `analiza/wagi.py`; przed jego uruchomieniem trzeba ustawić `SEED = 2024`, w przeciwnym razie wyniki bootstrapu nie będą powtarzalne.',
            ),
            Good(
                "en",
                'In analysing the 2024 residents\' survey, we discarded 112 responses with a missing postcode. The data are loaded with `pd.read_csv("ankieta_2024.csv", sep=";")`, and post-stratification weights are computed using the method described by Kolenikov (2014, The Stata Journal, 14(1), pp. 22–59). We do not impute missing values in the income questions because the refusal rate exceeds 30%. Results for districts with fewer than 50 respondents are not published. The code is in the repository in `analiza/wagi.py`; before running it, you must set `SEED = 2024`, otherwise the bootstrap results will not be reproducible.',
            ),
        ],
        bad=[
            Slip(0, [('sep=";"', 'sep=","')], "code"),
            Slip(1, [("„The Stata Journal”", "„Survey Methodology”")], "citation"),
            Slip(
                2,
                [
                    (
                        "fewer than 50 respondents are not published",
                        "fewer than 50 respondents are also published",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-noc-muzeow-torun-program-zwiedzania",
        source="W sobotę 16 maja 2026 r. Muzeum Okręgowe w Toruniu bierze udział w Nocy Muzeów. Wszystkie oddziały będą otwarte od 18:00 do 1:00, a wstęp jest bezpłatny. W Ratuszu Staromiejskim o 20:00 i 22:00 odbędzie się oprowadzanie kuratorskie po wystawie „Toruń gotycki”; liczba miejsc w każdej grupie jest ograniczona do 25 osób, a zapisy prowadzimy od 11 maja pod numerem 56 660 56 12. W Domu Kopernika dzieci mogą wziąć udział w warsztatach pisania gęsim piórem. Ostatnie wejście na wystawy jest możliwe pół godziny przed zamknięciem. Nie wpuszczamy osób z dużymi plecakami.",
        good=[
            Good(
                "preserve",
                "Noc Muzeów w Toruniu już w sobotę 16 maja 2026 r.! Wszystkie oddziały Muzeum Okręgowego zapraszają od 18:00 do 1:00, a wstęp jest wolny. O 20:00 i 22:00 w Ratuszu Staromiejskim kurator oprowadzi po wystawie „Toruń gotycki” – w każdej grupie jest najwyżej 25 miejsc, a zapisy ruszają 11 maja pod numerem 56 660 56 12. Najmłodsi mogą spróbować sił w Domu Kopernika na warsztatach pisania gęsim piórem. Na wystawy wejdziesz najpóźniej pół godziny przed zamknięciem. Osób z dużymi plecakami nie wpuszczamy.",
            ),
            Good(
                "preserve",
                "Noc Muzeów – Muzeum Okręgowe w Toruniu\n\n"
                "Kiedy: sobota, 16 maja 2026 r., godz. 18:00–1:00, wszystkie oddziały, wstęp bezpłatny.\n"
                "Ratusz Staromiejski: oprowadzanie kuratorskie po wystawie „Toruń gotycki” o godz. 20:00 i 22:00; limit 25 osób w grupie; zapisy od 11 maja, tel. 56 660 56 12.\n"
                "Dom Kopernika: warsztaty pisania gęsim piórem dla dzieci.\n"
                "Ostatnie wejście na wystawy: pół godziny przed zamknięciem.\n"
                "Osoby z dużymi plecakami nie będą wpuszczane.",
            ),
            Good(
                "en",
                "On Saturday, 16 May 2026, the District Museum in Toruń is taking part in the Night of Museums. All branches will be open from 6 p.m. to 1 a.m., and admission is free. At the Old Town Hall there will be curator-led tours of the exhibition “Gothic Toruń” at 8 p.m. and 10 p.m.; each group is limited to 25 people, and bookings open on 11 May on 56 660 56 12. At the Copernicus House, children can take part in quill-writing workshops. Last entry to the exhibitions is half an hour before closing. Visitors with large backpacks will not be admitted.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "na warsztatach pisania gęsim piórem.",
                        "na warsztatach pisania gęsim piórem, a każdy uczestnik dostanie pamiątkowy dyplom.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("limit 25 osób w grupie", "limit 35 osób w grupie")], "number"),
            Slip(
                2,
                [
                    (
                        "At the Copernicus House, children can take part in quill-writing workshops. Last entry to the exhibitions is half an hour before closing.",
                        "W Domu Kopernika dzieci mogą wziąć udział w warsztatach pisania gęsim piórem. Ostatnie wejście na wystawy jest możliwe pół godziny przed zamknięciem.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-nowe-zasady-odbioru-odpadow-kobylnica",
        source="Od 1 stycznia 2026 r. w gminie Kobylnica zmieniają się zasady odbioru odpadów. Bioodpady z domów jednorodzinnych będą odbierane co tydzień od kwietnia do października i co dwa tygodnie w pozostałych miesiącach. Właściciele nieruchomości muszą segregować odpady na pięć frakcji: papier, szkło, metale i tworzywa sztuczne, bio oraz zmieszane. Osoby kompostujące bioodpady w przydomowym kompostowniku mogą skorzystać z ulgi w opłacie. Według urzędu miesięczna stawka wzrośnie prawdopodobnie o około 3 zł na osobę, a ostateczną kwotę określi uchwała rady gminy. Harmonogram odbiorów będzie dostępny w aplikacji EcoHarmonogram oraz w urzędzie gminy.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2026 r. w gminie Kobylnica obowiązują nowe zasady odbioru odpadów. Jeśli mieszkasz w domu jednorodzinnym, bioodpady będą odbierane co tydzień od kwietnia do października, a w pozostałych miesiącach co dwa tygodnie. Jako właściciel nieruchomości musisz segregować odpady na pięć frakcji: papier, szkło, metale i tworzywa sztuczne, bio oraz zmieszane. Kompostujesz bioodpady w przydomowym kompostowniku? Możesz skorzystać z ulgi w opłacie. Urząd przewiduje, że miesięczna stawka prawdopodobnie wzrośnie o około 3 zł na osobę; ostateczną kwotę określi uchwała rady gminy. Harmonogram odbiorów znajdziesz w aplikacji EcoHarmonogram i w urzędzie gminy.",
            ),
            Good(
                "preserve",
                "Zmiany w odbiorze odpadów w gminie Kobylnica od 1 stycznia 2026 r.:\n"
                "1. Bioodpady z domów jednorodzinnych – odbiór co tydzień od kwietnia do października, w pozostałych miesiącach co dwa tygodnie.\n"
                "2. Właściciele nieruchomości muszą segregować odpady na pięć frakcji: papier; szkło; metale i tworzywa sztuczne; bio; zmieszane.\n"
                "3. Osoby kompostujące bioodpady w przydomowym kompostowniku mogą skorzystać z ulgi w opłacie.\n"
                "4. Miesięczna stawka – według urzędu – wzrośnie prawdopodobnie o ok. 3 zł na osobę; ostateczną kwotę określi uchwała rady gminy.\n"
                "5. Harmonogram odbiorów: aplikacja EcoHarmonogram oraz urząd gminy.",
            ),
            Good(
                "en",
                "From 1 January 2026, the rules for waste collection in Kobylnica municipality are changing. Bio-waste from single-family homes will be collected weekly from April to October and every two weeks in the remaining months. Property owners must sort waste into five fractions: paper; glass; metals and plastics; bio-waste; and mixed waste. Residents who compost bio-waste in a home composter can get a reduced fee. According to the municipal office, the monthly rate will probably rise by about PLN 3 per person, and the final amount will be set by a resolution of the municipal council. The collection schedule will be available in the EcoHarmonogram app and at the municipal office.",
            ),
        ],
        bad=[
            Slip(0, [("musisz segregować odpady", "powinieneś segregować odpady")], "modality"),
            Slip(1, [("wzrośnie prawdopodobnie o ok. 3 zł", "wzrośnie o 3 zł")], "hedge"),
            Slip(
                2,
                [
                    (
                        "in the EcoHarmonogram app and at the municipal office.",
                        "in the EcoHarmonogram app, at the municipal office and in a printed leaflet delivered to every household.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

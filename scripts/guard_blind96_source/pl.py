# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 96: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kurs-ratownictwa-gorskiego-gopr-zakopane",
        source="Grupa Podhalańska GOPR zaprasza na kurs ratownictwa górskiego dla początkujących. Zajęcia odbędą się od 14 do 18 października 2025 r. w Zakopanem, a ich łączny wymiar wynosi 40 godzin, w tym 16 godzin ćwiczeń w terenie. Liczba miejsc jest ograniczona do 24 osób. Uczestnik musi mieć ukończone 18 lat i aktualne zaświadczenie o ukończeniu kursu pierwszej pomocy. Koszt kursu to 1250 zł i obejmuje materiały szkoleniowe oraz ubezpieczenie, ale nie obejmuje noclegów ani wyżywienia. Zgłoszenia przyjmujemy do 30 września. Osoby bez podstawowego doświadczenia w poruszaniu się po szlakach zimowych nie zostaną dopuszczone do części terenowej. Własny sprzęt (raki, czekan, kask) należy przynieść na pierwsze zajęcia.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się ratownictwa górskiego? Grupa Podhalańska GOPR organizuje kurs dla początkujących, który odbędzie się od 14 do 18 października 2025 r. w Zakopanem. Czeka Cię 40 godzin zajęć, z czego 16 godzin to ćwiczenia w terenie. Miejsc jest tylko 24. Musisz mieć ukończone 18 lat i aktualne zaświadczenie o ukończeniu kursu pierwszej pomocy. Kurs kosztuje 1250 zł – w cenie są materiały szkoleniowe i ubezpieczenie, ale noclegi ani wyżywienie nie są wliczone. Zapisz się do 30 września. Jeśli nie masz podstawowego doświadczenia w poruszaniu się po szlakach zimowych, nie zostaniesz dopuszczony do części terenowej. Na pierwsze zajęcia przynieś własny sprzęt: raki, czekan i kask.",
            ),
            Good(
                "preserve",
                "Kurs ratownictwa górskiego dla początkujących – Grupa Podhalańska GOPR\n\n"
                "- Termin i miejsce: 14–18 października 2025 r., Zakopane\n"
                "- Wymiar: 40 godzin, w tym 16 godzin ćwiczeń terenowych\n"
                "- Limit miejsc: 24 osoby\n"
                "- Wymagania: ukończone 18 lat oraz aktualne zaświadczenie o ukończeniu kursu pierwszej pomocy\n"
                "- Cena: 1250 zł (materiały szkoleniowe i ubezpieczenie w cenie; noclegi i wyżywienie nie są wliczone)\n"
                "- Zgłoszenia: do 30 września\n"
                "- Własny sprzęt na pierwsze zajęcia: raki, czekan, kask\n\n"
                "Do części terenowej nie zostaną dopuszczone osoby, które nie mają podstawowego doświadczenia w poruszaniu się po szlakach zimowych.",
            ),
            Good(
                "en",
                "The Podhale Group of GOPR invites beginners to a mountain rescue course. It runs from 14 to 18 October 2025 in Zakopane and totals 40 hours, including 16 hours of field exercises. Places are limited to 24 people. Participants must be at least 18 years old and hold a current certificate confirming completion of a first aid course. The course costs PLN 1,250, which covers training materials and insurance but not accommodation or meals. Applications are accepted until 30 September. People without basic experience of moving on winter trails will not be admitted to the field part. Bring your own equipment (crampons, ice axe, helmet) to the first session.",
            ),
        ],
        bad=[
            Slip(0, [("nie zostaniesz dopuszczony", "zostaniesz dopuszczony")], "negation"),
            Slip(1, [("w tym 16 godzin", "w tym 20 godzin")], "number"),
            Slip(2, [("until 30 September", "until 20 September")], "date"),
        ],
    ),
    Case(
        key="pl-cennik-cumowania-marina-gdynia-sezon",
        source="Cennik postojów w Marinie Gdynia na sezon 2025 obowiązuje od 1 maja do 30 września. Za dobę postoju jachtu o długości do 10 m pobieramy 95 zł, a za każdy kolejny rozpoczęty metr długości 12 zł. Opłata obejmuje dostęp do sanitariatów i prąd do 5 kWh na dobę; woda jest rozliczana osobno. Jednostki cumujące dłużej niż 7 dób mogą skorzystać z rabatu 15%. Armator musi zgłosić przypłynięcie bosmanowi w ciągu 2 godzin od zacumowania. Zgodnie z § 12 Regulaminu portu jachtowego postój bez zgłoszenia traktowany jest jako nieuprawniony i może skutkować naliczeniem podwójnej stawki. Płatności dokonuje się w bosmanacie gotówką lub kartą.",
        good=[
            Good(
                "preserve",
                "W sezonie 2025 (od 1 maja do 30 września) w Marinie Gdynia obowiązują następujące stawki: doba postoju jachtu o długości do 10 m kosztuje 95 zł, a każdy kolejny rozpoczęty metr długości to dodatkowe 12 zł. W cenie jest dostęp do sanitariatów oraz prąd do 5 kWh na dobę, natomiast za wodę płaci się oddzielnie. Jednostki, które stoją w porcie dłużej niż 7 dób, mogą skorzystać z 15-procentowego rabatu. Po zacumowaniu armator ma obowiązek zgłosić przypłynięcie bosmanowi w ciągu 2 godzin. Według § 12 Regulaminu portu jachtowego niezgłoszony postój uznaje się za nieuprawniony, co może skutkować naliczeniem podwójnej stawki. Zapłacić można w bosmanacie gotówką albo kartą.",
            ),
            Good(
                "preserve",
                "Marina Gdynia – cennik na sezon 2025 (1.05–30.09):\n"
                "• doba postoju jachtu do 10 m długości: 95 zł,\n"
                "• każdy kolejny rozpoczęty metr: +12 zł,\n"
                "• w cenie: sanitariaty i prąd do 5 kWh na dobę (woda płatna osobno),\n"
                "• postój dłuższy niż 7 dób: możliwy rabat 15%.\n\n"
                "Przypłynięcie musisz zgłosić bosmanowi w ciągu 2 godzin od zacumowania. Jeśli tego nie zrobisz, zgodnie z § 12 Regulaminu portu jachtowego postój zostanie potraktowany jako nieuprawniony i może zostać naliczona podwójna stawka. Opłatę uiścisz w bosmanacie – gotówką lub kartą.",
            ),
            Good(
                "en",
                "Marina Gdynia's berthing price list for the 2025 season applies from May 1 to September 30. A day's berth for a yacht up to 10 m long costs PLN 95, plus PLN 12 for each additional metre of length or part thereof. The fee includes access to the sanitary facilities and electricity up to 5 kWh per day; water is charged separately. Vessels moored for more than 7 days may take advantage of a 15% discount. The boat owner must report the arrival to the harbour master within 2 hours of mooring. Under § 12 of the Yacht Harbour Regulations, an unreported stay is treated as unauthorised and may result in a double rate being charged. Payment is made at the harbour master's office in cash or by card.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 95 zł", "kosztuje 85 zł")], "number"),
            Slip(
                1, [("zgodnie z § 12 Regulaminu", "zgodnie z § 21 Regulaminu")], "legal_reference"
            ),
            Slip(2, [("The boat owner must report", "The boat owner should report")], "modality"),
        ],
    ),
    Case(
        key="pl-jadlospis-stolowki-szkolnej-alergeny-orzechy",
        source="Jadłospis stołówki Szkoły Podstawowej nr 7 na przyszły tydzień został przygotowany zgodnie z zaleceniami dietetyka. Codziennie podajemy zupę i drugie danie, a we wtorki i czwartki także owoc. W środę nie będzie dania mięsnego – w zamian przygotujemy naleśniki z serem. Rodzice dzieci z alergiami powinni sprawdzić oznaczenia alergenów przy każdej pozycji jadłospisu. Z informacji od dostawcy wynika, że pieczywo prawdopodobnie zawiera śladowe ilości orzechów, dlatego uczniowie uczuleni na orzechy nie powinni go jeść bez konsultacji z rodzicami. Obiad kosztuje 9,50 zł, a opłatę za cały miesiąc trzeba wnieść do 5. dnia miesiąca. Zmiany w jadłospisie są możliwe w przypadku opóźnień w dostawach.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! Jadłospis stołówki Szkoły Podstawowej nr 7 na przyszły tydzień powstał zgodnie z zaleceniami dietetyka. Każdego dnia dzieci dostaną zupę i drugie danie, a we wtorek i w czwartek dodatkowo owoc. W środę zamiast dania mięsnego będą naleśniki z serem. Jeśli Państwa dziecko ma alergię, powinni Państwo sprawdzić oznaczenia alergenów przy każdej pozycji jadłospisu. Według dostawcy pieczywo prawdopodobnie zawiera śladowe ilości orzechów, więc dzieci uczulone na orzechy nie powinny go jeść bez konsultacji z Państwem. Cena obiadu to 9,50 zł; opłatę za cały miesiąc należy wnieść do 5. dnia miesiąca. Jadłospis może ulec zmianie, jeśli dostawy się opóźnią.",
            ),
            Good(
                "preserve",
                "SP nr 7 – jadłospis stołówki na przyszły tydzień (przygotowany zgodnie z zaleceniami dietetyka):\n"
                "- codziennie: zupa i drugie danie,\n"
                "- wtorek i czwartek: dodatkowo owoc,\n"
                "- środa: nie będzie dania mięsnego, zamiast niego naleśniki z serem.\n\n"
                "Alergie: przy każdej pozycji jadłospisu są oznaczenia alergenów i rodzice dzieci z alergiami powinni je sprawdzić. Dostawca informuje, że w pieczywie prawdopodobnie są śladowe ilości orzechów – uczniowie uczuleni na orzechy nie powinni go jeść bez konsultacji z rodzicami.\n\n"
                "Opłaty: obiad 9,50 zł, płatność za cały miesiąc do 5. dnia miesiąca. W razie opóźnień w dostawach jadłospis może się zmienić.",
            ),
            Good(
                "en",
                "Next week's menu at the Primary School No. 7 canteen has been drawn up in line with a dietitian's recommendations. Every day we serve soup and a main course, and on Tuesdays and Thursdays also fruit. On Wednesday there will be no meat dish; we will make cheese pancakes instead. Parents of children with allergies should check the allergen labels next to each item on the menu. According to the supplier, the bread probably contains traces of nuts, so pupils who are allergic to nuts should not eat it without consulting their parents. Lunch costs PLN 9.50, and the fee for the whole month must be paid by the 5th of the month. The menu may change if deliveries are delayed.",
            ),
        ],
        bad=[
            Slip(0, [("pieczywo prawdopodobnie zawiera", "pieczywo zawiera")], "hedge"),
            Slip(
                1,
                [
                    (
                        "nie będzie dania mięsnego, zamiast niego",
                        "będzie danie mięsne, a oprócz niego",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "we will make cheese pancakes instead.",
                        "we will make cheese pancakes instead, with curd cheese from a local dairy in Wieliczka.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-akcja-poboru-krwi-politechnika-lublin",
        source="Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie organizuje akcję poboru krwi w auli Politechniki Lubelskiej w czwartek 13 listopada 2025 r. w godzinach 9:00–14:00. Krew może oddać osoba w wieku od 18 do 65 lat, ważąca co najmniej 50 kg, która w ostatnich 6 miesiącach nie wykonywała tatuażu ani nie przeszła zabiegu endoskopowego. Przed donacją należy zjeść lekki posiłek i wypić ok. 1,5 litra płynów. Każdy dawca musi mieć przy sobie dokument tożsamości ze zdjęciem. Zapisy prowadzimy przez stronę https://rckik.lublin.pl/akcje, ale można też przyjść bez rejestracji. Dawcy otrzymają zaświadczenie uprawniające do dnia wolnego od pracy.",
        good=[
            Good(
                "preserve",
                "Oddaj krew w czwartek 13 listopada 2025 r.! Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie zaprasza do auli Politechniki Lubelskiej w godz. 9:00–14:00. Możesz zostać dawcą, jeśli masz od 18 do 65 lat, ważysz co najmniej 50 kg i w ciągu ostatnich 6 miesięcy nie robiłeś tatuażu ani nie przechodziłeś zabiegu endoskopowego. Przed oddaniem krwi zjedz lekki posiłek i wypij około 1,5 litra płynów. Musisz mieć przy sobie dokument tożsamości ze zdjęciem. Zapisz się na https://rckik.lublin.pl/akcje albo po prostu przyjdź bez rejestracji. Każdy dawca dostanie zaświadczenie uprawniające do dnia wolnego od pracy.",
            ),
            Good(
                "preserve",
                "W dniu 13 listopada 2025 r. (czwartek), w godzinach od 9:00 do 14:00, w auli Politechniki Lubelskiej odbędzie się akcja poboru krwi zorganizowana przez Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie. Rejestracja jest możliwa na stronie https://rckik.lublin.pl/akcje; można również zgłosić się bez wcześniejszego zapisu. Dawcą może zostać osoba w wieku 18–65 lat o masie ciała nie mniejszej niż 50 kg, która w okresie ostatnich 6 miesięcy nie wykonywała tatuażu ani nie przeszła zabiegu endoskopowego. Przed donacją należy spożyć lekki posiłek oraz wypić ok. 1,5 l płynów. Każdy dawca musi posiadać przy sobie dokument tożsamości ze zdjęciem. Dawcy otrzymają zaświadczenie uprawniające do dnia wolnego od pracy.",
            ),
            Good(
                "en",
                "The Regional Blood Donation and Blood Treatment Centre in Lublin is holding a blood drive in the main hall of Lublin University of Technology on Thursday, November 13, 2025, from 9:00 a.m. to 2:00 p.m. You can give blood if you are between 18 and 65, weigh at least 50 kg, and have not had a tattoo or an endoscopic procedure in the last 6 months. Before donating, eat a light meal and drink about 1.5 litres of fluids. Every donor must have photo ID with them. You can sign up at https://rckik.lublin.pl/akcje, but you can also come without registering. Donors will receive a certificate entitling them to a day off work.",
            ),
        ],
        bad=[
            Slip(
                0, [("w czwartek 13 listopada 2025 r.", "w czwartek 23 listopada 2025 r.")], "date"
            ),
            Slip(1, [("https://rckik.lublin.pl/akcje", "https://rckik.lublin.pl/zapisy")], "url"),
            Slip(
                2,
                [("Every donor must have photo ID", "Every donor should have photo ID")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zezwolenie-wycinka-drzew-obwod-pnia",
        source="Właściciel nieruchomości, który chce usunąć drzewo ze swojej posesji, w wielu przypadkach musi najpierw uzyskać zezwolenie. Zgodnie z art. 83f ust. 1 pkt 3 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody zezwolenie nie jest wymagane, jeśli obwód pnia mierzony na wysokości 5 cm nie przekracza 80 cm w przypadku topoli, wierzb, klonu jesionolistnego i klonu srebrzystego, 65 cm w przypadku kasztanowca zwyczajnego i robinii akacjowej oraz 50 cm w przypadku pozostałych gatunków. Wniosek składa się w Urzędzie Miasta, a decyzja jest zwykle wydawana w ciągu 30 dni. Za usunięcie drzewa bez wymaganego zezwolenia grozi administracyjna kara pieniężna na podstawie art. 88 ust. 1 pkt 5 tej ustawy.",
        good=[
            Good(
                "preserve",
                "Czy na wycięcie drzewa z własnej posesji potrzebne jest zezwolenie? W wielu przypadkach tak – właściciel nieruchomości musi je uzyskać, zanim usunie drzewo. Ustawa z dnia 16 kwietnia 2004 r. o ochronie przyrody (art. 83f ust. 1 pkt 3) zwalnia jednak z tego obowiązku drzewa, których obwód pnia mierzony na wysokości 5 cm nie przekracza:\n"
                "- 80 cm – topole, wierzby, klon jesionolistny i klon srebrzysty,\n"
                "- 65 cm – kasztanowiec zwyczajny i robinia akacjowa,\n"
                "- 50 cm – pozostałe gatunki.\n\n"
                "Wniosek składa się w Urzędzie Miasta; na decyzję czeka się zwykle do 30 dni. Kto usunie drzewo bez wymaganego zezwolenia, naraża się na administracyjną karę pieniężną (art. 88 ust. 1 pkt 5 ustawy).",
            ),
            Good(
                "preserve",
                "W wielu przypadkach właściciel nieruchomości musi uzyskać zezwolenie, zanim usunie drzewo ze swojej posesji. Nie jest ono potrzebne, gdy obwód pnia na wysokości 5 cm nie przekracza 80 cm (topole, wierzby, klon jesionolistny, klon srebrzysty), 65 cm (kasztanowiec zwyczajny, robinia akacjowa) lub 50 cm (pozostałe gatunki) – tak stanowi art. 83f ust. 1 pkt 3 ustawy o ochronie przyrody z 16 kwietnia 2004 r. Wnioski przyjmuje Urząd Miasta, który wydaje decyzję zazwyczaj w ciągu 30 dni. Wycięcie drzewa bez wymaganego zezwolenia grozi administracyjną karą pieniężną, o której mowa w art. 88 ust. 1 pkt 5 ustawy.",
            ),
            Good(
                "en",
                "In many cases, a property owner who wants to remove a tree from their land must first obtain a permit. Under Article 83f(1)(3) of the Nature Conservation Act of 16 April 2004, no permit is required if the trunk circumference measured at a height of 5 cm does not exceed 80 cm for poplars, willows, box elder and silver maple, 65 cm for horse chestnut and black locust, and 50 cm for all other species. Applications are submitted to the City Hall, and a decision is usually issued within 30 days. Removing a tree without the required permit is punishable by an administrative fine under Article 88(1)(5) of the Act.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 83f ust. 1 pkt 3)", "(art. 83f ust. 2 pkt 3)")], "legal_reference"),
            Slip(1, [("65 cm (kasztanowiec", "75 cm (kasztanowiec")], "number"),
            Slip(2, [("no permit is required", "a permit is required")], "negation"),
        ],
    ),
    Case(
        key="pl-jarmark-folklorystyczny-kazimierz-stoiska-wystawcy",
        source="Zapraszamy rękodzielników i producentów regionalnej żywności do wystawienia się podczas XXIII Jarmarku Folklorystycznego w Kazimierzu Dolnym, który odbędzie się w dniach 8–10 sierpnia 2025 r. Stoiska będą czynne codziennie od 10:00 do 20:00. Opłata za stoisko 3 × 3 m wynosi 300 zł za cały jarmark, a wystawcy z gminy Kazimierz Dolny płacą połowę tej kwoty. Organizator zapewnia namiot i dostęp do prądu, ale stoły i krzesła wystawca musi przywieźć we własnym zakresie. Sprzedaż alkoholu jest zabroniona. Karty zgłoszeniowe należy przesłać do 15 lipca; o przydziale miejsc decyduje kolejność zgłoszeń. Wystawcy mogą wjechać na plac samochodem tylko w godzinach 7:00–9:00.",
        good=[
            Good(
                "preserve",
                "Jesteś rękodzielnikiem albo wytwarzasz regionalną żywność? Wystaw się na XXIII Jarmarku Folklorystycznym w Kazimierzu Dolnym! Jarmark potrwa od 8 do 10 sierpnia 2025 r., a stoiska będą otwarte każdego dnia w godzinach 10:00–20:00. Stoisko o wymiarach 3 × 3 m kosztuje 300 zł za cały jarmark; jeśli jesteś z gminy Kazimierz Dolny, zapłacisz połowę tej kwoty. Od organizatora dostaniesz namiot i dostęp do prądu – stoły i krzesła musisz przywieźć sam. Pamiętaj, że sprzedaż alkoholu jest zabroniona. Kartę zgłoszeniową prześlij do 15 lipca; miejsca są przydzielane według kolejności zgłoszeń. Samochodem możesz wjechać na plac tylko między 7:00 a 9:00.",
            ),
            Good(
                "preserve",
                "XXIII Jarmark Folklorystyczny, Kazimierz Dolny, 8–10 sierpnia 2025 r. – informacje dla wystawców (rękodzieło, regionalna żywność):\n"
                "1. Stoiska czynne codziennie w godz. 10:00–20:00.\n"
                "2. Opłata: 300 zł za stoisko 3 × 3 m na cały jarmark; wystawcy z gminy Kazimierz Dolny płacą 50% tej kwoty.\n"
                "3. Organizator zapewnia namiot i dostęp do prądu; stoły i krzesła wystawca musi przywieźć we własnym zakresie.\n"
                "4. Obowiązuje zakaz sprzedaży alkoholu.\n"
                "5. Termin przesyłania kart zgłoszeniowych: 15 lipca. Miejsca przydzielane są według kolejności zgłoszeń.\n"
                "6. Wjazd samochodem na plac jest możliwy wyłącznie w godz. 7:00–9:00.",
            ),
            Good(
                "en",
                "Craftspeople and regional food producers are invited to exhibit at the 23rd Folk Fair in Kazimierz Dolny, taking place on 8–10 August 2025. Stalls will be open daily from 10 am to 8 pm. A 3 × 3 m stall costs PLN 300 for the whole fair, and exhibitors from the Kazimierz Dolny municipality pay half that amount. The organiser provides a tent and access to electricity, but exhibitors must bring their own tables and chairs. Selling alcohol is prohibited. Application forms must be sent by 15 July; pitches are allocated on a first-come, first-served basis. Exhibitors may drive onto the site only between 7 and 9 am.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("stoły i krzesła musisz przywieźć sam", "stoły i krzesła możesz przywieźć sam")],
                "modality",
            ),
            Slip(1, [("kart zgłoszeniowych: 15 lipca", "kart zgłoszeniowych: 25 lipca")], "date"),
            Slip(
                2,
                [
                    (
                        "The organiser provides a tent and access to electricity,",
                        "The organiser provides a tent, access to electricity and free parking for exhibitors,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kolo-lowieckie-polowania-zbiorowe-zasady",
        source="Przypominamy członkom Koła Łowieckiego „Darz Bór” w Ostrołęce zasady obowiązujące podczas polowań zbiorowych. Zgodnie z § 14 ust. 2 regulaminu polowań Koła prowadzący polowanie musi przed jego rozpoczęciem sprawdzić dokumenty wszystkich uczestników. Każdy myśliwy musi mieć przy sobie legitymację PZŁ z potwierdzeniem opłacenia składki, pozwolenie na broń oraz dowód ubezpieczenia OC. Na stanowisku nie wolno ładować broni przed sygnałem rozpoczęcia pędzenia. Strzelanie w kierunku linii naganiaczy jest bezwzględnie zabronione. Uczestnicy powinni nosić odzież lub elementy ubioru w jaskrawych kolorach. Myśliwy, który naruszy te zasady, może zostać wykluczony z polowania przez prowadzącego, a sprawa może trafić do rzecznika dyscyplinarnego zgodnie z § 22 regulaminu.",
        good=[
            Good(
                "preserve",
                "Polowania zbiorowe – przypomnienie zasad dla członków KŁ „Darz Bór” w Ostrołęce:\n"
                "- Przed rozpoczęciem polowania prowadzący musi sprawdzić dokumenty wszystkich uczestników (§ 14 ust. 2 regulaminu polowań Koła).\n"
                "- Każdy myśliwy musi mieć przy sobie: legitymację PZŁ z potwierdzeniem opłacenia składki, pozwolenie na broń, dowód ubezpieczenia OC.\n"
                "- Broni nie wolno ładować na stanowisku przed sygnałem rozpoczęcia pędzenia.\n"
                "- Strzelanie w kierunku linii naganiaczy jest bezwzględnie zabronione.\n"
                "- Uczestnicy powinni mieć na sobie odzież lub elementy ubioru w jaskrawych kolorach.\n\n"
                "Za naruszenie tych zasad prowadzący może wykluczyć myśliwego z polowania, a sprawa może trafić do rzecznika dyscyplinarnego (§ 22 regulaminu).",
            ),
            Good(
                "preserve",
                "Koło Łowieckie „Darz Bór” w Ostrołęce przypomina swoim członkom, jakie zasady obowiązują na polowaniach zbiorowych. Dokumenty wszystkich uczestników musi przed rozpoczęciem polowania sprawdzić prowadzący – wynika to z § 14 ust. 2 regulaminu polowań Koła. Każdy myśliwy musi mieć ze sobą legitymację PZŁ z potwierdzeniem opłacenia składki, pozwolenie na broń i dowód ubezpieczenia OC. Ładowanie broni na stanowisku przed sygnałem rozpoczęcia pędzenia jest niedozwolone, a strzelanie w kierunku linii naganiaczy – bezwzględnie zabronione. Zaleca się, by uczestnicy nosili odzież lub elementy ubioru w jaskrawych kolorach. Myśliwy naruszający te zasady może zostać przez prowadzącego wykluczony z polowania, a jego sprawa może zostać skierowana do rzecznika dyscyplinarnego na podstawie § 22 regulaminu.",
            ),
            Good(
                "en",
                "A reminder to members of the “Darz Bór” Hunting Club in Ostrołęka of the rules for driven hunts. Under § 14(2) of the Club's hunting regulations, the hunt leader must check the documents of all participants before the hunt begins. Every hunter must carry their Polish Hunting Association (PZŁ) membership card with proof that the fee has been paid, their firearms licence and proof of third-party liability insurance. Guns must not be loaded at the stand before the signal that the drive has started. Shooting towards the line of beaters is strictly forbidden. Participants should wear clothing or other items in bright colours. A hunter who breaks these rules may be excluded from the hunt by the leader, and the matter may be referred to the disciplinary officer under § 22 of the regulations.",
            ),
        ],
        bad=[
            Slip(0, [("(§ 22 regulaminu)", "(§ 12 regulaminu)")], "legal_reference"),
            Slip(
                1,
                [("Zaleca się, by uczestnicy nosili", "Wymaga się, by uczestnicy nosili")],
                "modality",
            ),
            Slip(
                2,
                [("Guns must not be loaded at the stand", "Guns must be loaded at the stand")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-egzamin-prawo-jazdy-word-krakow",
        source="Egzamin państwowy na prawo jazdy kategorii B w WORD Kraków składa się z części teoretycznej i praktycznej. Część teoretyczna obejmuje 32 pytania, na które kandydat ma 25 minut; aby zdać, trzeba uzyskać co najmniej 68 z 74 możliwych punktów. Część praktyczna odbywa się na placu manewrowym i w ruchu miejskim, a trwa zwykle około 40 minut. Opłata za egzamin teoretyczny wynosi 50 zł, a za praktyczny 200 zł. Na egzamin można zapisać się przez stronę https://info-car.pl po uzyskaniu numeru PKK w wydziale komunikacji. Według danych ośrodka egzamin praktyczny za pierwszym podejściem zdaje mniej więcej co trzeci kandydat.",
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć prawo jazdy kategorii B w WORD Kraków? Czeka Cię egzamin państwowy złożony z dwóch części: teoretycznej i praktycznej. Na teorii dostaniesz 32 pytania i 25 minut na odpowiedzi – żeby zdać, musisz zdobyć co najmniej 68 z 74 możliwych punktów. Praktyka odbywa się na placu manewrowym i w ruchu miejskim i trwa zazwyczaj około 40 minut. Za teorię zapłacisz 50 zł, za praktykę 200 zł. Gdy uzyskasz numer PKK w wydziale komunikacji, możesz zapisać się na egzamin przez https://info-car.pl. Z danych ośrodka wynika, że praktykę za pierwszym razem zdaje mniej więcej co trzeci kandydat.",
            ),
            Good(
                "preserve",
                "Egzamin na prawo jazdy kat. B – WORD Kraków\n\n"
                "Część teoretyczna: 32 pytania, 25 minut, próg zaliczenia 68 z 74 pkt, opłata 50 zł.\n"
                "Część praktyczna: plac manewrowy i ruch miejski, zwykle ok. 40 minut, opłata 200 zł.\n\n"
                "Zapisy: przez stronę https://info-car.pl, po uzyskaniu numeru PKK w wydziale komunikacji.\n"
                "Zdawalność: wg danych ośrodka egzamin praktyczny za pierwszym podejściem zdaje mniej więcej co trzeci kandydat.",
            ),
            Good(
                "en",
                "The state driving test for a category B licence at WORD Kraków has a theory part and a practical part. The theory test consists of 32 questions to be answered in 25 minutes, and you need at least 68 out of 74 possible points to pass. The practical test takes place on the manoeuvring area and in city traffic and usually lasts about 40 minutes. The theory test costs PLN 50 and the practical test PLN 200. You can book the exam at https://info-car.pl once you have obtained a PKK number from the vehicle registration department. According to the centre's data, roughly one in three candidates passes the practical test on the first attempt.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 68 z 74", "co najmniej 64 z 74")], "number"),
            Slip(1, [("zwykle ok. 40 minut", "40 minut")], "hedge"),
            Slip(2, [("at https://info-car.pl", "at https://infocar.pl")], "url"),
        ],
    ),
    Case(
        key="pl-readme-rejestracja-roweru-baza-miejska",
        source="## Rejestracja roweru w miejskiej bazie\n\n"
        "Aby oznakować rower, zarejestruj go w systemie **Rowerowy Rejestr Miasta**. Możesz to zrobić w aplikacji albo z wiersza poleceń:\n\n"
        "```\n"
        "rejestr-rowerow dodaj --numer-ramy WTU123456 --kod-pocztowy 50-001\n"
        "```\n\n"
        "Numer ramy musi mieć od 8 do 17 znaków i nie może zawierać spacji. Po rejestracji otrzymasz naklejkę z kodem QR, którą należy umieścić na rurze podsiodłowej. Rejestracja jest bezpłatna i nie wymaga wizyty w urzędzie. Jeśli rower zostanie skradziony, zmień jego status poleceniem `rejestr-rowerow zglos-kradziez`. Szczegóły znajdziesz w [dokumentacji](https://rower.wroclaw.pl/docs).",
        good=[
            Good(
                "preserve",
                "## Jak zarejestrować rower w bazie miejskiej\n\n"
                "Żeby oznakować rower, wpisz go do systemu **Rowerowy Rejestr Miasta** – w aplikacji lub z wiersza poleceń:\n\n"
                "```\n"
                "rejestr-rowerow dodaj --numer-ramy WTU123456 --kod-pocztowy 50-001\n"
                "```\n\n"
                "Pamiętaj, że numer ramy musi liczyć od 8 do 17 znaków i nie może zawierać spacji. Rejestracja nic nie kosztuje i nie trzeba w tym celu iść do urzędu. Po jej zakończeniu dostaniesz naklejkę z kodem QR, którą należy umieścić na rurze podsiodłowej. W razie kradzieży roweru zmień jego status za pomocą `rejestr-rowerow zglos-kradziez`. Więcej informacji znajdziesz w [dokumentacji](https://rower.wroclaw.pl/docs).",
            ),
            Good(
                "preserve",
                "## Rejestracja roweru w miejskiej bazie\n\n"
                "Rower oznakujesz po zarejestrowaniu go w systemie **Rowerowy Rejestr Miasta**. Rejestracja jest bezpłatna i nie wymaga wizyty w urzędzie. Kroki:\n\n"
                "1. Dodaj rower w aplikacji albo w wierszu poleceń:\n\n"
                "   ```\n"
                "   rejestr-rowerow dodaj --numer-ramy WTU123456 --kod-pocztowy 50-001\n"
                "   ```\n\n"
                "   Numer ramy musi mieć 8–17 znaków i nie może zawierać spacji.\n"
                "2. Po rejestracji otrzymasz naklejkę z kodem QR – należy ją umieścić na rurze podsiodłowej.\n"
                "3. Jeśli rower zostanie skradziony, zmień jego status: `rejestr-rowerow zglos-kradziez`.\n\n"
                "Szczegóły: [dokumentacja](https://rower.wroclaw.pl/docs).",
            ),
            Good(
                "en",
                "## Registering your bike in the city database\n\n"
                "To mark your bike, register it in the **Rowerowy Rejestr Miasta** (City Bicycle Register) system. You can do this in the app or from the command line:\n\n"
                "```\n"
                "rejestr-rowerow dodaj --numer-ramy WTU123456 --kod-pocztowy 50-001\n"
                "```\n\n"
                "The frame number must be between 8 and 17 characters long and must not contain spaces. After registering, you will receive a sticker with a QR code, which is to be placed on the seat tube. Registration is free of charge and does not require a visit to a city office. If your bike is stolen, change its status with the `rejestr-rowerow zglos-kradziez` command. See the [documentation](https://rower.wroclaw.pl/docs) for details.",
            ),
        ],
        bad=[
            Slip(0, [("--numer-ramy WTU123456", "--nr-ramy WTU123456")], "code"),
            Slip(
                1,
                [
                    (
                        "## Rejestracja roweru w miejskiej bazie\n",
                        "Rejestracja roweru w miejskiej bazie\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "and does not require a visit to a city office",
                        "and requires a visit to a city office",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-czyszczenie-przewodow-kominowych-wspolnota-parkowa",
        source="Zarząd Wspólnoty Mieszkaniowej „Parkowa 12” informuje, że czyszczenie przewodów kominowych i wentylacyjnych odbędzie się w dniach 3–5 marca 2026 r. w godzinach 8:00–16:00. Obowiązek ten wynika z § 34 ust. 1 rozporządzenia Ministra Spraw Wewnętrznych i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów budowlanych i terenów, zgodnie z którym przewody dymowe od palenisk opalanych paliwem stałym należy czyścić co najmniej raz na 3 miesiące. Mieszkańcy muszą zapewnić kominiarzowi dostęp do lokalu. Osoby, które nie mogą być obecne w wyznaczonym terminie, powinny do 25 lutego uzgodnić inny termin z administratorem. Brak dostępu do lokalu zostanie odnotowany w protokole.",
        good=[
            Good(
                "preserve",
                "Szanowni Mieszkańcy! Zarząd Wspólnoty Mieszkaniowej „Parkowa 12” informuje, że w dniach 3–5 marca 2026 r., między 8:00 a 16:00, kominiarz wyczyści przewody kominowe i wentylacyjne. Muszą Państwo zapewnić mu dostęp do mieszkania. Jeżeli nie mogą Państwo być obecni w tym terminie, powinni Państwo do 25 lutego uzgodnić z administratorem inny termin. Brak dostępu do lokalu zostanie odnotowany w protokole. Czyszczenie jest obowiązkowe na podstawie § 34 ust. 1 rozporządzenia Ministra Spraw Wewnętrznych i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów budowlanych i terenów: przewody dymowe od palenisk na paliwo stałe należy czyścić co najmniej raz na 3 miesiące.",
            ),
            Good(
                "preserve",
                "Czyszczenie przewodów kominowych i wentylacyjnych – Wspólnota Mieszkaniowa „Parkowa 12”\n"
                "- Termin: 3–5 marca 2026 r., godz. 8:00–16:00.\n"
                "- Podstawa: § 34 ust. 1 rozporządzenia MSWiA z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów budowlanych i terenów (przewody dymowe od palenisk opalanych paliwem stałym należy czyścić co najmniej raz na 3 miesiące).\n"
                "- Mieszkańcy muszą udostępnić kominiarzowi swój lokal.\n"
                "- Osoby nieobecne w wyznaczonym terminie powinny do 25 lutego uzgodnić z administratorem inny termin.\n"
                "- Brak dostępu do lokalu zostanie odnotowany w protokole.\n\n"
                "Zarząd Wspólnoty",
            ),
            Good(
                "en",
                "The Board of the “Parkowa 12” Housing Community informs residents that the chimney and ventilation ducts will be cleaned on 3–5 March 2026 between 8:00 and 16:00. This obligation arises from § 34(1) of the Regulation of the Minister of Interior and Administration of 7 June 2010 on the fire protection of buildings, other structures and areas, under which flues from solid-fuel furnaces must be cleaned at least once every 3 months. Residents must give the chimney sweep access to their flats. Anyone who cannot be present on those dates should agree another date with the property manager by 25 February. Failure to provide access will be recorded in the report.",
            ),
        ],
        bad=[
            Slip(0, [("do 25 lutego", "do 28 lutego")], "date"),
            Slip(
                1,
                [("§ 34 ust. 1 rozporządzenia MSWiA", "§ 43 ust. 1 rozporządzenia MSWiA")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Residents must give the chimney sweep",
                        "Residents should give the chimney sweep",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-badanie-ekrany-sen-mlodziez-mazowsze",
        source="Z badania opublikowanego przez Kowalską i Nowaka (2023) w czasopiśmie „Psychiatria Polska” (t. 57, s. 412–425) wynika, że młodzież spędzająca przed ekranem ponad 4 godziny dziennie śpi średnio o 47 minut krócej niż rówieśnicy korzystający z urządzeń krócej niż 2 godziny. W badaniu wzięło udział 1286 uczniów w wieku 13–17 lat z 24 szkół w województwie mazowieckim. Autorzy zaznaczają, że związek ten może częściowo wynikać z innych czynników, takich jak poziom stresu czy aktywność fizyczna, i nie dowodzi zależności przyczynowej. Ich zdaniem ograniczenie korzystania z ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu, choć wymaga to potwierdzenia w badaniach interwencyjnych.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które spędzają przed ekranem więcej niż 4 godziny dziennie, śpią średnio o 47 minut krócej od rówieśników korzystających z urządzeń poniżej 2 godzin – wynika z pracy Kowalskiej i Nowaka (2023), opublikowanej w „Psychiatrii Polskiej” (t. 57, s. 412–425). Naukowcy przebadali 1286 uczniów w wieku od 13 do 17 lat z 24 szkół w województwie mazowieckim. Zastrzegają jednak, że związek ten może częściowo wynikać z innych czynników, np. poziomu stresu albo aktywności fizycznej, i nie dowodzi zależności przyczynowej. Według autorów odstawienie ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu, ale trzeba to jeszcze potwierdzić w badaniach interwencyjnych.",
            ),
            Good(
                "preserve",
                "Kowalska i Nowak (2023; „Psychiatria Polska”, t. 57, s. 412–425) przeanalizowali dane 1286 uczniów w wieku 13–17 lat z 24 szkół województwa mazowieckiego. Osoby korzystające z ekranów ponad 4 godziny dziennie spały średnio o 47 minut krócej niż te, które używały urządzeń krócej niż 2 godziny. Autorzy podkreślają, że zaobserwowany związek nie dowodzi zależności przyczynowej i może częściowo wynikać z innych czynników, m.in. poziomu stresu i aktywności fizycznej. Ich zdaniem ograniczenie korzystania z ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu, przy czym wymaga to potwierdzenia w badaniach interwencyjnych.",
            ),
            Good(
                "en",
                "According to a study by Kowalska and Nowak (2023) published in Psychiatria Polska (vol. 57, pp. 412–425), adolescents who spend more than 4 hours a day in front of a screen sleep on average 47 minutes less than peers who use devices for under 2 hours. The study involved 1,286 pupils aged 13–17 from 24 schools in the Masovian Voivodeship. The authors note that this association may be partly due to other factors, such as stress levels or physical activity, and does not prove a causal relationship. In their view, limiting screen use in the hour before bedtime would probably improve sleep quality, although this needs to be confirmed in intervention studies.",
            ),
        ],
        bad=[
            Slip(0, [("o 47 minut krócej", "o 74 minuty krócej")], "number"),
            Slip(1, [("t. 57, s. 412–425", "t. 55, s. 412–425")], "citation"),
            Slip(2, [("may be partly due to", "is partly due to")], "hedge"),
        ],
    ),
    Case(
        key="pl-changelog-pdfkit-aktualizacja-wersja-32",
        source="# Aktualizacja do wersji 3.2\n\n"
        "Wersja 3.2 biblioteki `pdfkit-pl` wymaga Pythona 3.10 lub nowszego. Przed aktualizacją zrób kopię pliku `config.toml`, ponieważ klucz `output_dir` został przemianowany na `output_path`.\n\n"
        "## Najważniejsze zmiany\n\n"
        "- nowa opcja `--strict`, która przerywa generowanie przy pierwszym błędzie,\n"
        "- szybsze renderowanie tabel (w naszych testach średnio o około 30%),\n"
        "- usunięto przestarzałą funkcję `render_legacy()`.\n\n"
        "Aby zaktualizować pakiet, uruchom:\n\n"
        "```\n"
        "pip install --upgrade pdfkit-pl==3.2.0\n"
        "```\n\n"
        "Jeśli korzystasz z wtyczek innych firm, sprawdź ich zgodność przed wdrożeniem na produkcję.",
        good=[
            Good(
                "preserve",
                "# Przejście na wersję 3.2\n\n"
                "Wersja 3.2 biblioteki `pdfkit-pl` działa tylko z Pythonem 3.10 lub nowszym. Klucz `output_dir` nazywa się teraz `output_path`, dlatego zanim zaktualizujesz bibliotekę, skopiuj plik `config.toml`.\n\n"
                "## Co się zmieniło\n\n"
                "- dodano opcję `--strict` – generowanie zostaje przerwane przy pierwszym błędzie,\n"
                "- tabele renderują się szybciej (w naszych testach średnio o mniej więcej 30%),\n"
                "- przestarzała funkcja `render_legacy()` została usunięta.\n\n"
                "Aktualizację wykonasz poleceniem:\n\n"
                "```\n"
                "pip install --upgrade pdfkit-pl==3.2.0\n"
                "```\n\n"
                "Używasz wtyczek innych firm? Przed wdrożeniem na produkcję sprawdź, czy są zgodne.",
            ),
            Good(
                "preserve",
                "# Aktualizacja do wersji 3.2\n\n"
                "**Wymagania:** Python 3.10 lub nowszy. Przed aktualizacją `pdfkit-pl` zrób kopię `config.toml` – klucz `output_dir` zmienił nazwę na `output_path`.\n\n"
                "## Najważniejsze zmiany\n\n"
                "- opcja `--strict`: przerwanie generowania przy pierwszym błędzie,\n"
                "- renderowanie tabel średnio o ok. 30% szybsze (według naszych testów),\n"
                "- usunięta przestarzała funkcja `render_legacy()`.\n\n"
                "Instalacja:\n\n"
                "```\n"
                "pip install --upgrade pdfkit-pl==3.2.0\n"
                "```\n\n"
                "Korzystasz z wtyczek innych firm? Zanim wdrożysz nową wersję na produkcję, sprawdź ich zgodność.",
            ),
            Good(
                "en",
                "# Upgrading to version 3.2\n\n"
                "Version 3.2 of the `pdfkit-pl` library requires Python 3.10 or newer. Back up your `config.toml` file before upgrading, because the `output_dir` key has been renamed to `output_path`.\n\n"
                "## Key changes\n\n"
                "- a new `--strict` option that stops generation at the first error,\n"
                "- faster table rendering (on average about 30% faster in our tests),\n"
                "- the deprecated `render_legacy()` function has been removed.\n\n"
                "To upgrade the package, run:\n\n"
                "```\n"
                "pip install --upgrade pdfkit-pl==3.2.0\n"
                "```\n\n"
                "If you use third-party plugins, check that they are compatible before deploying to production.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Przed wdrożeniem na produkcję sprawdź, czy są zgodne.",
                        "Przed wdrożeniem na produkcję sprawdź, czy są zgodne – wtyczki z oficjalnego repozytorium zostały już zaktualizowane.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "```\npip install --upgrade pdfkit-pl==3.2.0\n```",
                        "pip install --upgrade pdfkit-pl==3.2.0",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("renamed to `output_path`", "renamed to `out_path`")], "code"),
        ],
    ),
    Case(
        key="pl-regulamin-czytelni-biblioteki-uniwersyteckiej-torun",
        source="Czytelnia Biblioteki Uniwersyteckiej w Toruniu jest otwarta od poniedziałku do piątku w godzinach 8:00–20:00, a w soboty od 9:00 do 15:00. Korzystanie z czytelni wymaga ważnej karty bibliotecznej. Do czytelni nie wolno wnosić okryć wierzchnich ani dużych toreb – należy zostawić je w szatni. Zbiory specjalne, w tym rękopisy i starodruki, udostępnia się wyłącznie na miejscu, po wcześniejszym zamówieniu przez katalog online. Czytelnicy mogą samodzielnie skanować materiały z wolnego dostępu, ale fotografowanie zbiorów specjalnych wymaga zgody dyżurnego bibliotekarza. Rozmowy telefoniczne należy prowadzić poza salą. Materiały zamówione, lecz nieodebrane w ciągu 3 dni roboczych, wracają do magazynu.",
        good=[
            Good(
                "preserve",
                "Czytelnia Biblioteki Uniwersyteckiej w Toruniu czeka na Ciebie od poniedziałku do piątku w godz. 8:00–20:00 oraz w soboty w godz. 9:00–15:00. Aby z niej korzystać, potrzebujesz ważnej karty bibliotecznej. Kurtki, płaszcze i duże torby zostaw w szatni – do czytelni nie wolno ich wnosić. Rękopisy, starodruki i inne zbiory specjalne trzeba wcześniej zamówić przez katalog online, a udostępniane są wyłącznie na miejscu. Materiały z wolnego dostępu możesz zeskanować samodzielnie, natomiast na fotografowanie zbiorów specjalnych potrzebujesz zgody dyżurnego bibliotekarza. Rozmowy telefoniczne prowadź poza salą. Jeśli nie odbierzesz zamówionych materiałów w ciągu 3 dni roboczych, wrócą one do magazynu.",
            ),
            Good(
                "preserve",
                "Zasady korzystania z Czytelni Biblioteki Uniwersyteckiej w Toruniu:\n"
                "1. Godziny otwarcia: poniedziałek–piątek 8:00–20:00, sobota 9:00–15:00.\n"
                "2. Warunkiem korzystania z czytelni jest posiadanie ważnej karty bibliotecznej.\n"
                "3. Okrycia wierzchnie i duże torby należy zostawić w szatni; nie wolno wnosić ich do czytelni.\n"
                "4. Zbiory specjalne (m.in. rękopisy i starodruki) są udostępniane wyłącznie na miejscu, po wcześniejszym zamówieniu przez katalog online.\n"
                "5. Materiały z wolnego dostępu czytelnicy mogą skanować samodzielnie; fotografowanie zbiorów specjalnych wymaga zgody dyżurnego bibliotekarza.\n"
                "6. Rozmowy telefoniczne należy prowadzić poza salą.\n"
                "7. Zamówione materiały, których nie odebrano w ciągu 3 dni roboczych, wracają do magazynu.",
            ),
            Good(
                "en",
                "The reading room of the University Library in Toruń is open Monday to Friday from 8:00 to 20:00 and on Saturdays from 9:00 to 15:00. You need a valid library card to use it. Coats and large bags may not be brought into the reading room; leave them in the cloakroom. Special collections, including manuscripts and early printed books, are made available only on site, after being ordered in advance through the online catalogue. Readers may scan open-shelf materials themselves, but photographing special collections requires the permission of the librarian on duty. Phone calls must be taken outside the room. Materials that have been ordered but not collected within 3 working days are returned to the stacks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Materiały z wolnego dostępu możesz zeskanować samodzielnie, natomiast na fotografowanie zbiorów specjalnych potrzebujesz zgody dyżurnego bibliotekarza.",
                        "You can scan open-shelf materials yourself, but you need the permission of the librarian on duty to photograph special collections.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1, [("nie wolno wnosić ich do czytelni", "wolno wnosić je do czytelni")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "Readers may scan open-shelf materials themselves",
                        "Readers must scan open-shelf materials themselves",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zalecenia-suplementacja-witaminy-d-dorosli",
        source="Zgodnie z aktualnymi polskimi zaleceniami (Płudowski i wsp., „Nutrients” 2023, 15(3):695) osoby dorosłe, które nie zapewniają sobie odpowiedniej ekspozycji na słońce, powinny przyjmować witaminę D w dawce 1000–2000 j.m. na dobę od września do kwietnia. U osób z otyłością dawka może być wyższa, ale o jej zwiększeniu powinien zadecydować lekarz. Nie zaleca się rutynowego badania poziomu witaminy D u wszystkich zdrowych dorosłych. Szacuje się, że niedobór witaminy D dotyczy w okresie zimowym nawet 90% dorosłych Polaków, choć dane te pochodzą głównie z badań przekrojowych. Suplementu nie należy łączyć z innymi preparatami zawierającymi witaminę D bez konsultacji z farmaceutą.",
        good=[
            Good(
                "preserve",
                "Jeśli nie zapewniasz sobie odpowiedniej ekspozycji na słońce, od września do kwietnia powinieneś przyjmować witaminę D – od 1000 do 2000 j.m. na dobę. Tak wynika z aktualnych polskich zaleceń (Płudowski i wsp., „Nutrients” 2023, 15(3):695). Osoby z otyłością mogą potrzebować wyższej dawki, ale o jej zwiększeniu powinien zdecydować lekarz. Rutynowe badanie poziomu witaminy D nie jest zalecane u wszystkich zdrowych dorosłych. Szacuje się, że zimą niedobór tej witaminy dotyczy nawet 90% dorosłych Polaków, choć dane te pochodzą głównie z badań przekrojowych. Nie łącz suplementu z innymi preparatami zawierającymi witaminę D bez konsultacji z farmaceutą.",
            ),
            Good(
                "preserve",
                "Aktualne polskie zalecenia (Płudowski i wsp., „Nutrients” 2023, 15(3):695) przewidują, że dorośli bez odpowiedniej ekspozycji na słońce powinni od września do kwietnia przyjmować witaminę D w dawce 1000–2000 j.m./dobę. W przypadku otyłości dawka może być wyższa, jednak decyzję o jej zwiększeniu powinien podjąć lekarz. Rutynowe oznaczanie poziomu witaminy D u wszystkich zdrowych dorosłych nie jest zalecane. Niedobór witaminy D w okresie zimowym dotyczy – według szacunków – nawet 90% dorosłych Polaków; dane te pochodzą jednak głównie z badań przekrojowych. Preparatu nie należy łączyć z innymi produktami zawierającymi witaminę D bez konsultacji z farmaceutą.",
            ),
            Good(
                "en",
                "According to current Polish guidelines (Płudowski et al., Nutrients 2023, 15(3):695), adults who do not get adequate sun exposure should take 1,000–2,000 IU of vitamin D per day from September to April. People with obesity may need a higher dose, but the decision to increase it should be made by a doctor. Routine testing of vitamin D levels in all healthy adults is not recommended. It is estimated that up to 90% of Polish adults are vitamin D deficient in winter, although these data come mainly from cross-sectional studies. Do not combine the supplement with other products containing vitamin D without consulting a pharmacist.",
            ),
        ],
        bad=[
            Slip(0, [("„Nutrients” 2023, 15(3):695", "„Nutrients” 2021, 15(3):695")], "citation"),
            Slip(1, [("dotyczy – według szacunków – nawet 90%", "dotyczy 90%")], "hedge"),
            Slip(
                2,
                [
                    (
                        "in all healthy adults is not recommended",
                        "in all healthy adults is recommended",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kolo-pszczelarzy-warroza-zabiegi-wiosenne",
        source="Koło Pszczelarzy w Sandomierzu przypomina, że wiosenne zabiegi przeciwko warrozie należy przeprowadzić między 1 a 20 kwietnia 2025 r., zanim rodziny rozpoczną intensywny rozwój czerwiu. Preparaty można odebrać w siedzibie Koła przy ul. Mickiewicza 14 we wtorki i piątki od 16:00 do 18:00. Na jedną rodzinę przypadają 2 paski, a członkowie z opłaconą składką otrzymują je bezpłatnie; pozostali płacą 8 zł za opakowanie. W ubiegłym sezonie z programu skorzystało 63 pszczelarzy, którzy zgłosili łącznie 1140 rodzin. Po zakończeniu zabiegu każdy pszczelarz ma obowiązek wypełnić formularz sprawozdawczy i oddać go do 15 maja. Zebranie sprawozdawcze odbędzie się 24 maja o godz. 10:00.",
        good=[
            Good(
                "preserve",
                "Koło Pszczelarzy w Sandomierzu – wiosenne zwalczanie warrozy 2025\n"
                "• Zabiegi należy przeprowadzić: 1–20 kwietnia 2025 r., zanim rodziny rozpoczną intensywny rozwój czerwiu.\n"
                "• Odbiór preparatów: siedziba Koła, ul. Mickiewicza 14, wtorki i piątki, 16:00–18:00.\n"
                "• Przydział: 2 paski na rodzinę; bezpłatnie dla członków z opłaconą składką, dla pozostałych 8 zł za opakowanie.\n"
                "• Sprawozdanie: po zakończeniu zabiegu każdy pszczelarz ma obowiązek wypełnić formularz sprawozdawczy i oddać go do 15 maja.\n"
                "• Zebranie sprawozdawcze: 24 maja, godz. 10:00.\n\n"
                "W ubiegłym sezonie z programu skorzystało 63 pszczelarzy, którzy zgłosili łącznie 1140 rodzin.",
            ),
            Good(
                "preserve",
                "Drodzy pszczelarze! Wiosenne zabiegi przeciwko warrozie trzeba przeprowadzić między 1 a 20 kwietnia 2025 r. – zanim rodziny rozpoczną intensywny rozwój czerwiu. Preparaty odbierzecie w siedzibie Koła Pszczelarzy w Sandomierzu (ul. Mickiewicza 14) we wtorki i piątki w godz. 16:00–18:00. Na każdą rodzinę przypadają 2 paski. Członkowie z opłaconą składką dostają je za darmo, pozostali płacą 8 zł za opakowanie. Po zakończeniu zabiegu każdy z Was ma obowiązek wypełnić formularz sprawozdawczy i oddać go do 15 maja, a 24 maja o godz. 10:00 odbędzie się zebranie sprawozdawcze. W ubiegłym sezonie z programu skorzystało 63 pszczelarzy, którzy zgłosili w sumie 1140 rodzin.",
            ),
            Good(
                "en",
                "The Sandomierz Beekeepers' Club reminds members that spring varroa treatments are to be carried out between 1 and 20 April 2025, before colonies begin intensive brood development. The treatment products can be collected from the Club's premises at ul. Mickiewicza 14 on Tuesdays and Fridays from 4 to 6 pm. Each colony is allocated 2 strips; members who have paid their fees receive them free of charge, while others pay PLN 8 per pack. Last season, 63 beekeepers took part in the programme, registering a total of 1,140 colonies. After the treatment, every beekeeper is required to complete a reporting form and hand it in by 15 May. The reporting meeting will be held on 24 May at 10 am.",
            ),
        ],
        bad=[
            Slip(0, [("2 paski na rodzinę", "3 paski na rodzinę")], "number"),
            Slip(1, [("oddać go do 15 maja", "oddać go do 15 czerwca")], "date"),
            Slip(
                2,
                [
                    (
                        "at ul. Mickiewicza 14 on Tuesdays",
                        "at ul. Mickiewicza 14, where they are handed out by the Club's treasurer, Jan Wójcik, on Tuesdays",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rod-sloneczko-woda-podliczniki-sezon",
        source="Zarząd ROD „Słoneczko” w Poznaniu informuje, że woda do ogrodów zostanie włączona 15 kwietnia, o ile pozwolą na to warunki pogodowe. Przed włączeniem każdy działkowiec musi sprawdzić szczelność swojej instalacji i zakręcić zawór główny na działce. Opłata za wodę wynosi 4,20 zł za m³ i jest rozliczana według wskazań podlicznika. W dni upalne nie wolno podlewać ogrodu wężem w godzinach 10:00–18:00. Odczyt podliczników odbędzie się we wrześniu; działkowcy, którzy nie udostępnią licznika, zostaną obciążeni opłatą ryczałtową. Regulamin korzystania z wody oraz wzór oświadczenia można pobrać ze strony https://rodsloneczko.pl/woda. Pytania prosimy kierować na adres zarzad@rodsloneczko.pl.",
        good=[
            Good(
                "preserve",
                "Drodzy Działkowcy! Jeżeli pogoda na to pozwoli, 15 kwietnia włączymy wodę w ROD „Słoneczko” w Poznaniu. Zanim to nastąpi, każdy z Was musi sprawdzić, czy jego instalacja jest szczelna, i zakręcić zawór główny na działce. Za wodę płacimy 4,20 zł za m³, według wskazań podlicznika. W upalne dni w godzinach 10:00–18:00 nie wolno podlewać ogrodu wężem. Podliczniki odczytamy we wrześniu – kto nie udostępni licznika, zostanie obciążony opłatą ryczałtową. Regulamin korzystania z wody i wzór oświadczenia pobierzecie ze strony https://rodsloneczko.pl/woda, a pytania prosimy przesyłać na adres zarzad@rodsloneczko.pl.\n\nZarząd ROD „Słoneczko”",
            ),
            Good(
                "preserve",
                "Zarząd Rodzinnego Ogrodu Działkowego „Słoneczko” w Poznaniu uprzejmie informuje:\n"
                "- woda do ogrodów zostanie włączona 15 kwietnia, o ile pozwolą na to warunki pogodowe; wcześniej każdy działkowiec musi sprawdzić szczelność instalacji i zakręcić zawór główny na swojej działce;\n"
                "- woda jest rozliczana według wskazań podlicznika, po 4,20 zł/m³;\n"
                "- w dni upalne między 10:00 a 18:00 obowiązuje zakaz podlewania ogrodu wężem;\n"
                "- we wrześniu nastąpi odczyt podliczników, a działkowcy, którzy nie udostępnią licznika, zostaną obciążeni opłatą ryczałtową.\n\n"
                "Regulamin korzystania z wody i wzór oświadczenia można pobrać ze strony https://rodsloneczko.pl/woda. Pytania prosimy kierować na adres zarzad@rodsloneczko.pl.",
            ),
            Good(
                "en",
                "The Board of the “Słoneczko” allotment garden in Poznań informs plot holders that the water supply to the gardens will be turned on on 15 April, weather permitting. Before then, every plot holder must check that their installation is watertight and close the main valve on their plot. Water costs PLN 4.20 per m³ and is billed according to the sub-meter reading. On hot days, watering the garden with a hose is not allowed between 10:00 and 18:00. Sub-meters will be read in September; plot holders who do not make their meter available will be charged a flat fee. The water use rules and a template declaration can be downloaded from https://rodsloneczko.pl/woda. Please send any questions to zarzad@rodsloneczko.pl.",
            ),
        ],
        bad=[
            Slip(0, [("każdy z Was musi sprawdzić", "każdy z Was powinien sprawdzić")], "modality"),
            Slip(1, [("na adres zarzad@rodsloneczko.pl", "na adres biuro@rodsloneczko.pl")], "url"),
            Slip(2, [("with a hose is not allowed", "with a hose is allowed")], "negation"),
        ],
    ),
    Case(
        key="pl-raport-gios-stan-jezior-fosfor",
        source="W raporcie Głównego Inspektoratu Ochrony Środowiska za 2023 r. stwierdzono, że spośród 412 przebadanych jezior dobry stan ekologiczny osiągnęło jedynie 19%. Najczęstszą przyczyną złego stanu było nadmierne obciążenie biogenami, pochodzącymi głównie z rolnictwa. Podobne wnioski przedstawili Zieliński i Wrona (2022) w „Ecological Indicators” (t. 139, art. 108921), którzy wykazali, że stężenie fosforu całkowitego w jeziorach Pojezierza Mazurskiego wzrastało w latach 2000–2020 średnio o 0,6 µg/l rocznie. Autorzy sugerują, że bez ograniczenia spływu nawozów z pól poprawa stanu jezior prawdopodobnie nie nastąpi przed 2040 r. Raport zaleca objęcie monitoringiem co najmniej 150 dodatkowych zbiorników.",
        good=[
            Good(
                "preserve",
                "Tylko 19% spośród 412 jezior zbadanych przez Główny Inspektorat Ochrony Środowiska osiągnęło dobry stan ekologiczny – wynika z raportu GIOŚ za 2023 r. Najczęstszą przyczyną złego stanu było nadmierne obciążenie biogenami, które pochodziły głównie z rolnictwa. Do podobnych wniosków doszli Zieliński i Wrona (2022, „Ecological Indicators”, t. 139, art. 108921): w latach 2000–2020 stężenie fosforu całkowitego w jeziorach Pojezierza Mazurskiego rosło średnio o 0,6 µg/l rocznie. Ich zdaniem, jeśli spływ nawozów z pól nie zostanie ograniczony, stan jezior prawdopodobnie nie poprawi się przed 2040 r. Raport zaleca, by monitoringiem objąć co najmniej 150 dodatkowych zbiorników.",
            ),
            Good(
                "preserve",
                "Najważniejsze wnioski:\n"
                "- Raport GIOŚ za 2023 r.: spośród 412 przebadanych jezior dobry stan ekologiczny osiągnęło zaledwie 19%; najczęstszą przyczyną złego stanu było nadmierne obciążenie biogenami, głównie pochodzenia rolniczego.\n"
                "- Zieliński i Wrona (2022), „Ecological Indicators”, t. 139, art. 108921: w jeziorach Pojezierza Mazurskiego stężenie fosforu całkowitego wzrastało w latach 2000–2020 średnio o 0,6 µg/l rocznie.\n"
                "- Zdaniem tych autorów bez ograniczenia spływu nawozów z pól stan jezior prawdopodobnie nie poprawi się przed 2040 r.\n"
                "- Raport zaleca objęcie monitoringiem co najmniej 150 dodatkowych zbiorników.",
            ),
            Good(
                "en",
                "The Chief Inspectorate of Environmental Protection's report for 2023 found that only 19% of the 412 lakes surveyed had achieved good ecological status. The most common cause of poor status was excessive nutrient loading, mainly from agriculture. Similar conclusions were reached by Zieliński and Wrona (2022) in Ecological Indicators (vol. 139, article 108921), who showed that total phosphorus concentrations in the lakes of the Masurian Lake District rose by an average of 0.6 µg/l per year between 2000 and 2020. The authors suggest that unless fertiliser run-off from fields is reduced, the condition of the lakes will probably not improve before 2040. The report recommends monitoring at least 150 additional water bodies.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("stan jezior prawdopodobnie nie poprawi się", "stan jezior nie poprawi się")],
                "hedge",
            ),
            Slip(1, [("co najmniej 150 dodatkowych", "co najmniej 50 dodatkowych")], "number"),
            Slip(2, [("Zieliński and Wrona (2022)", "Zieliński and Wrona (2020)")], "citation"),
        ],
    ),
    Case(
        key="pl-dokumentacja-kopia-db-kopie-zapasowe",
        source="### Kopie zapasowe bazy danych\n\n"
        "Narzędzie `kopia-db` tworzy codzienną kopię bazy PostgreSQL o godzinie 2:00. Domyślnie przechowywanych jest 14 ostatnich kopii; starsze są usuwane automatycznie. Liczbę tę można zmienić w pliku `/etc/kopia-db/config.yaml`, ustawiając klucz `retention_days`. Kopie nie są szyfrowane, dopóki nie włączysz opcji `encrypt: true` i nie podasz ścieżki do klucza w `key_file`. Aby ręcznie uruchomić kopię, wykonaj:\n\n"
        "```\n"
        "sudo kopia-db run --now\n"
        "```\n\n"
        "Przywracanie danych z kopii nadpisuje bieżącą bazę, dlatego przed użyciem polecenia `kopia-db restore` zatrzymaj aplikację. Nie uruchamiaj przywracania na serwerze produkcyjnym bez zgody administratora.",
        good=[
            Good(
                "preserve",
                "### Backup bazy danych\n\n"
                "`kopia-db` codziennie o 2:00 wykonuje kopię bazy PostgreSQL. Standardowo zachowywanych jest 14 najnowszych kopii, a starsze narzędzie usuwa automatycznie. Tę liczbę zmienisz w pliku `/etc/kopia-db/config.yaml` za pomocą klucza `retention_days`. Dopóki nie ustawisz `encrypt: true` i nie wskażesz w `key_file` ścieżki do klucza, kopie pozostają nieszyfrowane. Kopię na żądanie uruchomisz poleceniem:\n\n"
                "```\n"
                "sudo kopia-db run --now\n"
                "```\n\n"
                "Pamiętaj, że przywrócenie danych z kopii nadpisuje bieżącą bazę – zanim użyjesz `kopia-db restore`, zatrzymaj aplikację. Na serwerze produkcyjnym nie uruchamiaj przywracania bez zgody administratora.",
            ),
            Good(
                "preserve",
                "### Kopie zapasowe bazy danych\n\n"
                "- **Harmonogram:** `kopia-db` robi kopię bazy PostgreSQL codziennie o 2:00.\n"
                "- **Retencja:** domyślnie 14 ostatnich kopii, starsze są kasowane automatycznie; zmienisz to kluczem `retention_days` w pliku `/etc/kopia-db/config.yaml`.\n"
                "- **Szyfrowanie:** kopie nie są szyfrowane, dopóki nie włączysz `encrypt: true` i nie podasz ścieżki do klucza w `key_file`.\n"
                "- **Kopia ręczna:**\n\n"
                "  ```\n"
                "  sudo kopia-db run --now\n"
                "  ```\n\n"
                "- **Przywracanie:** `kopia-db restore` nadpisuje bieżącą bazę, więc najpierw zatrzymaj aplikację. Nie uruchamiaj przywracania na serwerze produkcyjnym bez zgody administratora.",
            ),
            Good(
                "en",
                "### Database backups\n\n"
                "The `kopia-db` tool creates a daily backup of the PostgreSQL database at 2:00 a.m. By default, the 14 most recent backups are kept and older ones are deleted automatically. You can change this number in `/etc/kopia-db/config.yaml` by setting the `retention_days` key. Backups are not encrypted until you enable `encrypt: true` and provide the path to the key in `key_file`. To run a backup manually, execute:\n\n"
                "```\n"
                "sudo kopia-db run --now\n"
                "```\n\n"
                "Restoring data from a backup overwrites the current database, so stop the application before using the `kopia-db restore` command. Do not run a restore on the production server without the administrator's approval.",
            ),
        ],
        bad=[
            Slip(0, [("`/etc/kopia-db/config.yaml`", "`/etc/kopia-db/config.yml`")], "code"),
            Slip(
                1, [("kopie nie są szyfrowane, dopóki", "kopie są szyfrowane, dopóki")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "Restoring data from a backup overwrites the current database, so stop the application before using the `kopia-db restore` command.",
                        "Przywracanie danych z kopii nadpisuje bieżącą bazę, dlatego przed użyciem polecenia `kopia-db restore` zatrzymaj aplikację.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-plywalnia-delfin-nowe-zasady-basen",
        source="Od 1 czerwca kryta pływalnia „Delfin” w Rzeszowie wprowadza nowe zasady korzystania z basenu sportowego. Dzieci poniżej 12 lat mogą przebywać na basenie wyłącznie pod opieką osoby dorosłej. Przed wejściem do wody każdy musi wziąć prysznic, a czepek jest obowiązkowy. Tory 1 i 2 są w dni powszednie od 6:00 do 8:00 zarezerwowane dla klubów pływackich. Ze względu na planowaną wymianę filtrów basen rekreacyjny będzie prawdopodobnie nieczynny przez około dwa tygodnie w lipcu; dokładny termin podamy na stronie pływalni. Bilet jednorazowy na 60 minut kosztuje 18 zł, a ulgowy 13 zł. Za przekroczenie czasu pobytu naliczana jest dopłata 0,50 zł za każdą rozpoczętą minutę.",
        good=[
            Good(
                "preserve",
                "Od 1 czerwca na basenie sportowym krytej pływalni „Delfin” w Rzeszowie obowiązują nowe zasady. Jeśli przychodzisz z dzieckiem poniżej 12 lat, pamiętaj, że może ono przebywać na basenie wyłącznie pod opieką osoby dorosłej. Przed wejściem do wody musisz wziąć prysznic, a czepek jest obowiązkowy. W dni powszednie od 6:00 do 8:00 tory 1 i 2 są zarezerwowane dla klubów pływackich. W lipcu basen rekreacyjny będzie prawdopodobnie zamknięty przez około dwa tygodnie z powodu planowanej wymiany filtrów – dokładny termin podamy na stronie pływalni. Bilet jednorazowy na 60 minut kosztuje 18 zł, ulgowy 13 zł. Jeśli przekroczysz czas pobytu, zapłacisz dopłatę 0,50 zł za każdą rozpoczętą minutę.",
            ),
            Good(
                "preserve",
                "Kryta pływalnia „Delfin” w Rzeszowie – zasady korzystania z basenu sportowego obowiązujące od 1 czerwca:\n"
                "1. Dzieci poniżej 12 lat mogą przebywać na basenie wyłącznie pod opieką osoby dorosłej.\n"
                "2. Każdy użytkownik musi przed wejściem do wody wziąć prysznic; czepek jest obowiązkowy.\n"
                "3. W dni powszednie w godz. 6:00–8:00 tory 1 i 2 są zarezerwowane dla klubów pływackich.\n"
                "4. Bilet jednorazowy na 60 minut: 18 zł (ulgowy: 13 zł); za przekroczenie czasu pobytu naliczana jest dopłata 0,50 zł za każdą rozpoczętą minutę.\n\n"
                "Uwaga: w związku z planowaną wymianą filtrów basen rekreacyjny będzie w lipcu prawdopodobnie nieczynny przez ok. dwa tygodnie. Dokładny termin zostanie podany na stronie pływalni.",
            ),
            Good(
                "en",
                "From 1 June, the “Delfin” indoor swimming pool in Rzeszów is introducing new rules for its sports pool. Children under 12 may be in the pool only under the supervision of an adult. Everyone must shower before entering the water, and swimming caps are compulsory. On weekdays, lanes 1 and 2 are reserved for swimming clubs from 6:00 to 8:00. Because of a planned filter replacement, the leisure pool will probably be closed for about two weeks in July; we will announce the exact dates on the pool's website. A single 60-minute ticket costs PLN 18, and a reduced ticket PLN 13. If you exceed your time, a surcharge of PLN 0.50 is charged for each started minute.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "z powodu planowanej wymiany filtrów –",
                        "z powodu planowanej wymiany filtrów, zaleconej po kontroli sanepidu –",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Każdy użytkownik musi przed wejściem",
                        "Każdy użytkownik powinien przed wejściem",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("will probably be closed for about two weeks", "will be closed for two weeks")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-dotacja-deszczowka-olsztyn-nabor-wnioskow",
        source="Miasto Olsztyn ogłasza nabór wniosków o dotację na zbieranie deszczówki. Wnioski można składać od 2 czerwca do 31 lipca 2025 r. Dotacja pokrywa do 80% kosztów kwalifikowanych, ale nie więcej niż 3000 zł na jedną nieruchomość. Kosztami kwalifikowanymi są zakup i montaż zbiorników o pojemności co najmniej 300 litrów, oczek wodnych i ogrodów deszczowych. Dofinansowanie nie obejmuje prac wykonanych przed podpisaniem umowy. Pula środków na ten rok wynosi 400 000 zł, a wnioski będą rozpatrywane w kolejności wpływu. Rozliczenie dotacji wraz z fakturami trzeba złożyć w ciągu 60 dni od zakończenia inwestycji.",
        good=[
            Good(
                "preserve",
                "Olsztyn rusza z naborem wniosków o dotację na zbieranie deszczówki – wnioski można składać od 2 czerwca do 31 lipca 2025 r. Miasto pokryje do 80% kosztów kwalifikowanych, maksymalnie 3000 zł na jedną nieruchomość. Dofinansować można zakup i montaż zbiorników o pojemności min. 300 litrów, oczek wodnych oraz ogrodów deszczowych, ale tylko prace wykonane po podpisaniu umowy. W tym roku do rozdysponowania jest 400 000 zł, a o kolejności rozpatrywania decyduje data wpływu wniosku. Rozliczenie wraz z fakturami trzeba złożyć w ciągu 60 dni od zakończenia inwestycji.",
            ),
            Good(
                "preserve",
                "Kiedy można składać wnioski? Miasto Olsztyn przyjmuje wnioski o dotację na zbieranie deszczówki od 2 czerwca do 31 lipca 2025 r.\n\n"
                "Ile można dostać? Do 80% kosztów kwalifikowanych, jednak nie więcej niż 3000 zł na jedną nieruchomość. Łączna pula na ten rok to 400 000 zł, a wnioski będą rozpatrywane w kolejności wpływu.\n\n"
                "Na co? Na zakup i montaż zbiorników o pojemności co najmniej 300 litrów, oczek wodnych i ogrodów deszczowych. Prace wykonane przed podpisaniem umowy nie zostaną dofinansowane.\n\n"
                "Jak się rozliczyć? Rozliczenie wraz z fakturami trzeba złożyć w ciągu 60 dni od zakończenia inwestycji.",
            ),
            Good(
                "en",
                "The City of Olsztyn is inviting applications for a rainwater harvesting grant. Applications can be submitted from June 2 to July 31, 2025. The grant covers up to 80% of eligible costs, but no more than PLN 3,000 per property. Eligible costs are the purchase and installation of tanks with a capacity of at least 300 litres, ponds and rain gardens. Work carried out before the agreement is signed is not covered. This year's budget is PLN 400,000, and applications will be processed in the order they are received. The grant settlement, together with invoices, must be submitted within 60 days of completing the project.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 3000 zł", "maksymalnie 5000 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "od 2 czerwca do 31 lipca 2025 r.",
                        "od 2 czerwca do 31 lipca 2025 r., osobiście w Biurze Obsługi Mieszkańców przy ul. Piłsudskiego 7 lub przez ePUAP.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("from June 2 to July 31, 2025", "from June 2 to August 31, 2025")], "date"),
        ],
    ),
]

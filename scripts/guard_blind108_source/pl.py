# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 108: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-fishing-pond-day-ticket-rules",
        source=(
            "Staw „Karasiowy Zakątek” w Zielonce jest otwarty dla wędkarzy od 1 kwietnia do 31 października, "
            "codziennie w godzinach 6:00–20:00. Karta dzienna kosztuje 40 zł i uprawnia do łowienia na dwie wędki. "
            "Dzieci do lat 14 łowią bezpłatnie, ale wyłącznie pod opieką dorosłego posiadacza karty. Dziennie można "
            "zabrać najwyżej 3 karpie o długości powyżej 35 cm; pozostałe ryby należy wypuścić. Nie wolno używać "
            "żywej przynęty ani zanęty z dodatkiem barwników. Karty sprzedaje gospodarz w budynku przy parkingu, "
            "a w weekendy także przez stronę www.karasiowyzakatek.pl. Osoby łowiące bez ważnej karty zostaną "
            "poproszone o opuszczenie łowiska."
        ),
        good=[
            Good(
                "preserve",
                "Wybierasz się na ryby na staw „Karasiowy Zakątek” w Zielonce? Sezon trwa od 1 kwietnia do "
                "31 października, a staw jest czynny codziennie od 6:00 do 20:00. Za kartę dzienną zapłacisz 40 zł – "
                "możesz z nią łowić na dwie wędki. Dzieci do 14 lat łowią za darmo, ale tylko pod opieką dorosłego, "
                "który ma kartę. W ciągu dnia możesz zabrać najwyżej 3 karpie dłuższe niż 35 cm, a wszystkie inne "
                "ryby trzeba wypuścić. Pamiętaj: nie wolno używać żywej przynęty ani zanęty z barwnikami. Kartę "
                "kupisz u gospodarza w budynku przy parkingu, a w weekendy również na www.karasiowyzakatek.pl. "
                "Kto łowi bez ważnej karty, zostanie poproszony o opuszczenie łowiska.",
            ),
            Good(
                "preserve",
                "Zasady połowu – staw „Karasiowy Zakątek” (Zielonka)\n"
                "- Sezon: 1 kwietnia – 31 października, codziennie 6:00–20:00.\n"
                "- Karta dzienna: 40 zł, połów na dwie wędki.\n"
                "- Dzieci do lat 14: bezpłatnie, wyłącznie pod opieką dorosłego posiadacza karty.\n"
                "- Limit dzienny: maksymalnie 3 karpie powyżej 35 cm; pozostałe ryby należy wypuścić.\n"
                "- Zakaz stosowania żywej przynęty oraz zanęty z dodatkiem barwników.\n"
                "- Sprzedaż kart: gospodarz (budynek przy parkingu), w weekendy także www.karasiowyzakatek.pl.\n"
                "Osoba łowiąca bez ważnej karty zostanie poproszona o opuszczenie łowiska.",
            ),
            Good(
                "en",
                "The “Karasiowy Zakątek” pond in Zielonka is open to anglers from April 1 to October 31, every day "
                "from 6 a.m. to 8 p.m. A day ticket costs PLN 40 and allows you to fish with two rods. Children up to "
                "the age of 14 fish for free, but only under the supervision of an adult ticket holder. You may take "
                "no more than 3 carp longer than 35 cm per day; all other fish must be released. Live bait and "
                "groundbait with added dyes must not be used. Tickets are sold by the caretaker in the building next "
                "to the car park and, at weekends, also via www.karasiowyzakatek.pl. Anyone fishing without a valid "
                "ticket will be asked to leave the fishery.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie wolno używać żywej przynęty ani", "wolno używać żywej przynęty i")],
                "negation",
            ),
            Slip(1, [("maksymalnie 3 karpie", "maksymalnie 5 karpi")], "number"),
            Slip(2, [("from April 1 to October 31", "from April 1 to September 30")], "date"),
        ],
    ),
    Case(
        key="pl-apartment-bike-storage-new-rules",
        source=(
            "Szanowni Mieszkańcy, od 1 marca 2025 r. rowerownia w piwnicy budynku przy ul. Lipowej 12 działa "
            "według nowych zasad. Każdy rower musi być oznaczony naklejką z numerem lokalu, którą można odebrać "
            "w administracji. Rowerów nie wolno przypinać do rur ani do balustrady schodów. W rowerowni można "
            "przechowywać najwyżej dwa rowery na jedno mieszkanie; hulajnogi elektryczne oraz akumulatory należy "
            "trzymać w lokalach, ponieważ pomieszczenie nie jest przystosowane do ich ładowania. Rowery bez "
            "naklejki po 31 marca zostaną przeniesione do magazynu administracji. Prosimy o zamykanie drzwi na "
            "klucz po każdym wejściu. Zarząd Wspólnoty Mieszkaniowej"
        ),
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 r. w rowerowni w piwnicy budynku przy ul. Lipowej 12 obowiązują nowe zasady:\n"
                "1. Każdy rower musi mieć naklejkę z numerem mieszkania – można ją odebrać w administracji.\n"
                "2. Nie wolno przypinać rowerów do rur ani do balustrady schodów.\n"
                "3. W rowerowni można przechowywać najwyżej dwa rowery na jedno mieszkanie.\n"
                "4. Hulajnogi elektryczne i akumulatory należy trzymać w mieszkaniach, bo pomieszczenie nie jest "
                "przystosowane do ich ładowania.\n"
                "Rowery, które po 31 marca nie będą miały naklejki, trafią do magazynu administracji. Po każdym "
                "wejściu prosimy zamykać drzwi na klucz.\n"
                "Zarząd Wspólnoty Mieszkaniowej",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej informuje, że począwszy od 1 marca 2025 r. korzystanie z rowerowni "
                "w piwnicy budynku przy ul. Lipowej 12 podlega nowym zasadom. Każdy rower musi zostać oznaczony "
                "naklejką z numerem lokalu, dostępną w administracji; rowery nieoznaczone po 31 marca zostaną "
                "przeniesione do magazynu administracji. Na jedno mieszkanie można przechowywać nie więcej niż dwa "
                "rowery. Zabrania się przypinania rowerów do rur oraz do balustrady schodów. Hulajnogi elektryczne "
                "i akumulatory należy przechowywać w lokalach, gdyż pomieszczenie nie jest przystosowane do ich "
                "ładowania. Uprzejmie prosimy o zamykanie drzwi na klucz po każdym wejściu.",
            ),
            Good(
                "en",
                "Dear Residents, from 1 March 2025 the bike storage room in the basement of the building at 12 Lipowa "
                "Street operates under new rules. Every bicycle must be marked with a sticker showing the flat number, "
                "which you can collect from the management office. Bikes must not be locked to pipes or to the stair "
                "railing. Each flat may keep no more than two bikes in the room; e-scooters and batteries are to be "
                "kept in the flats, as the room is not equipped for charging them. Bikes without a sticker after "
                "31 March will be moved to the management's storeroom. Please lock the door every time you go in. "
                "The Housing Community Board",
            ),
        ],
        bad=[
            Slip(0, [("Każdy rower musi mieć", "Każdy rower powinien mieć")], "modality"),
            Slip(
                1,
                [("Zabrania się przypinania rowerów", "Zezwala się na przypinanie rowerów")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "as the room is not equipped for charging them.",
                        "as the room is not equipped for charging them and the fire brigade has banned it after last year's inspection.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sign-language-course-enrolment-dates",
        source=(
            "Zapisy na kurs polskiego języka migowego (PJM) na poziomie A1 ruszają 2 września 2025 r. i potrwają "
            "do 19 września lub do wyczerpania miejsc. Kurs obejmuje 60 godzin zajęć, prowadzonych dwa razy "
            "w tygodniu, we wtorki i czwartki od 17:30 do 19:00. Grupa liczy maksymalnie 12 osób. Zgłoszenia "
            "przyjmujemy wyłącznie przez formularz na stronie https://migowy.edu.pl/zapisy. Opłata wynosi 980 zł "
            "i można ją rozłożyć na dwie raty. Kursanci, którzy uczestniczyli w co najmniej 80% zajęć, otrzymają "
            "zaświadczenie o ukończeniu kursu. Lektorami są osoby Głuche, dlatego od pierwszych zajęć komunikujemy "
            "się głównie w PJM. Pytania prosimy kierować na adres kursy@migowy.edu.pl."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się polskiego języka migowego? Zapisz się na kurs PJM na poziomie A1! Zapisy trwają "
                "od 2 do 19 września 2025 r. albo do wyczerpania miejsc. Czeka Cię 60 godzin zajęć – spotykamy się "
                "dwa razy w tygodniu, we wtorki i czwartki od 17:30 do 19:00, w grupie liczącej najwyżej 12 osób. "
                "Zgłosić się możesz tylko przez formularz: https://migowy.edu.pl/zapisy. Kurs kosztuje 980 zł, "
                "a opłatę możesz rozłożyć na dwie raty. Jeśli będziesz obecny na co najmniej 80% zajęć, dostaniesz "
                "zaświadczenie o ukończeniu kursu. Uczą nas lektorzy Głusi, więc od pierwszych zajęć porozumiewamy "
                "się głównie w PJM. Masz pytania? Napisz na kursy@migowy.edu.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że rekrutacja na kurs polskiego języka migowego (PJM), poziom A1, rozpocznie się "
                "2 września 2025 r. i potrwa do 19 września lub do wyczerpania miejsc. Program obejmuje 60 godzin "
                "zajęć realizowanych dwa razy w tygodniu (wtorek i czwartek, godz. 17:30–19:00), a liczebność grupy "
                "nie przekracza 12 osób. Zgłoszenia są przyjmowane wyłącznie za pośrednictwem formularza dostępnego "
                "pod adresem https://migowy.edu.pl/zapisy. Koszt kursu wynosi 980 zł, z możliwością płatności "
                "w dwóch ratach. Zaświadczenie o ukończeniu kursu otrzymają uczestnicy obecni na co najmniej 80% "
                "zajęć. Zajęcia prowadzą lektorzy Głusi, w związku z czym od początku komunikacja odbywa się głównie "
                "w PJM. Pytania prosimy przesyłać na adres kursy@migowy.edu.pl.",
            ),
            Good(
                "en",
                "Enrolment for the A1 Polish Sign Language (PJM) course opens on September 2, 2025 and runs until "
                "September 19 or until all places are filled. The course consists of 60 hours of classes held twice "
                "a week, on Tuesdays and Thursdays from 5:30 to 7:00 p.m. Each group has a maximum of 12 participants. "
                "Applications are accepted only through the form at https://migowy.edu.pl/zapisy. The fee is PLN 980 "
                "and can be paid in two instalments. Participants who attend at least 80% of the classes will receive "
                "a certificate of completion. The teachers are Deaf, so from the very first class we communicate "
                "mainly in PJM. Please send any questions to kursy@migowy.edu.pl.",
            ),
        ],
        bad=[
            Slip(0, [("we wtorki i czwartki", "w poniedziałki i czwartki")], "date"),
            Slip(1, [("https://migowy.edu.pl/zapisy", "https://migowy.pl/zapisy")], "url"),
            Slip(2, [("at least 80% of the classes", "at least 70% of the classes")], "number"),
        ],
    ),
    Case(
        key="pl-choir-carol-concert-dress-code",
        source=(
            "Drodzy Chórzyści! Przypominamy o zasadach stroju na koncert kolęd 14 grudnia w kościele św. Józefa. "
            "Panie występują w czarnych sukienkach lub spódnicach za kolano i czarnych bluzkach z długim rękawem, "
            "panowie w czarnych garniturach, białych koszulach i czarnych muszkach. Obowiązują czarne, zakryte buty. "
            "Nie zakładamy dużej biżuterii ani niczego, co błyszczy w świetle reflektorów. Czerwone szale rozdamy "
            "przed koncertem – po występie należy je oddać dyrygentce. Osoby, które nie mają muszki, mogą ją "
            "wypożyczyć w sekretariacie chóru do 10 grudnia. Zbiórka w zakrystii o 17:15, rozśpiewanie zaczynamy "
            "punktualnie o 17:30, a sam koncert o 18:00. Prosimy też, by w dniu koncertu nie używać intensywnych "
            "perfum."
        ),
        good=[
            Good(
                "preserve",
                "Koncert kolęd – 14 grudnia, kościół św. Józefa. Strój:\n"
                "• Panie: czarna sukienka lub spódnica za kolano oraz czarna bluzka z długim rękawem.\n"
                "• Panowie: czarny garnitur, biała koszula, czarna muszka.\n"
                "• Wszyscy: czarne, zakryte buty; bez dużej biżuterii i bez niczego, co błyszczy w świetle "
                "reflektorów. W dniu koncertu prosimy nie używać intensywnych perfum.\n"
                "Czerwone szale dostaniecie przed koncertem, a po występie należy je oddać dyrygentce. Jeśli nie "
                "masz muszki, możesz ją wypożyczyć w sekretariacie chóru do 10 grudnia.\n"
                "Plan dnia: 17:15 zbiórka w zakrystii, 17:30 punktualnie rozśpiewanie, 18:00 koncert.",
            ),
            Good(
                "preserve",
                "Kochani, 14 grudnia śpiewamy kolędy w kościele św. Józefa – zbieramy się o 17:15 w zakrystii, "
                "o 17:30 punktualnie zaczynamy rozśpiewanie, a o 18:00 koncert. Jeśli chodzi o strój: panie zakładają "
                "czarne sukienki albo spódnice za kolano i czarne bluzki z długim rękawem, panowie – czarne garnitury, "
                "białe koszule i czarne muszki. Buty u wszystkich obowiązkowo czarne i zakryte. Nie zakładajcie dużej "
                "biżuterii ani niczego, co błyszczy w świetle reflektorów, a w dniu koncertu prosimy nie używać "
                "intensywnych perfum. Brak muszki? Można ją wypożyczyć w sekretariacie chóru do 10 grudnia. Czerwone "
                "szale rozdamy przed koncertem; po występie należy oddać je dyrygentce.",
            ),
            Good(
                "en",
                "Dear choir members, here is a reminder of the dress code for the carol concert on 14 December at "
                "St Joseph's Church. Women wear black dresses or below-the-knee skirts with black long-sleeved "
                "blouses; men wear black suits, white shirts and black bow ties. Black closed-toe shoes are required. "
                "Please do not wear large jewellery or anything that glitters under the stage lights. Red scarves "
                "will be handed out before the concert and must be returned to the conductor after the performance. "
                "If you don't have a bow tie, you can borrow one from the choir office until 10 December. We meet in "
                "the sacristy at 5:15 p.m., the warm-up starts at 5:30 sharp and the concert itself at 6:00 p.m. "
                "We also ask you not to wear strong perfume on the day of the concert.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("prosimy nie używać intensywnych perfum", "prosimy używać intensywnych perfum")],
                "negation",
            ),
            Slip(1, [("Można ją wypożyczyć", "Należy ją wypożyczyć")], "modality"),
            Slip(2, [("until 10 December", "until 12 December")], "date"),
        ],
    ),
    Case(
        key="pl-tree-nursery-autumn-wholesale-orders",
        source=(
            "Szkółka Drzew i Krzewów „Zielony Jar” przyjmuje zamówienia hurtowe na sezon jesienny do 15 października. "
            "Minimalna wartość zamówienia hurtowego to 2500 zł netto. Przy zamówieniach powyżej 10 000 zł netto "
            "udzielamy 8% rabatu. Sadzonki w doniczkach wysyłamy przez cały sezon, natomiast rośliny z gołym "
            "korzeniem wydajemy tylko od 20 października do 30 listopada, o ile nie wystąpią przymrozki. Zamówienie "
            "należy przesłać na adres hurt@zielonyjar.pl, podając nazwę odmiany, wielkość sadzonki i liczbę sztuk. "
            "Dostawa własnym transportem jest możliwa w promieniu 80 km od szkółki; dalsze wysyłki realizuje firma "
            "spedycyjna na koszt odbiorcy. Potwierdzenie zamówienia wysyłamy w ciągu dwóch dni roboczych."
        ),
        good=[
            Good(
                "preserve",
                "Zamówienia hurtowe – Szkółka Drzew i Krzewów „Zielony Jar”, sezon jesienny\n"
                "- Termin składania zamówień: do 15 października.\n"
                "- Minimalna wartość zamówienia: 2500 zł netto; powyżej 10 000 zł netto – rabat 8%.\n"
                "- Jak zamówić: zamówienie należy wysłać e-mailem na hurt@zielonyjar.pl, podając nazwę odmiany, "
                "wielkość sadzonki i liczbę sztuk. Potwierdzenie odeślemy w ciągu dwóch dni roboczych.\n"
                "- Wydawanie roślin: sadzonki doniczkowe wysyłamy przez cały sezon, rośliny z gołym korzeniem "
                "wyłącznie od 20 października do 30 listopada, jeżeli nie wystąpią przymrozki.\n"
                "- Dostawa: naszym transportem w promieniu 80 km od szkółki, dalej – przez firmę spedycyjną, "
                "na koszt odbiorcy.",
            ),
            Good(
                "preserve",
                "Zamówienia hurtowe na sezon jesienny przyjmujemy do 15 października. Należy je przesyłać na adres "
                "hurt@zielonyjar.pl, podając nazwę odmiany, wielkość sadzonki oraz liczbę sztuk; potwierdzenie "
                "otrzymają Państwo w ciągu dwóch dni roboczych. Minimalna wartość zamówienia wynosi 2500 zł netto, "
                "a zamówienia przekraczające 10 000 zł netto objęte są rabatem w wysokości 8%. Sadzonki doniczkowe "
                "wysyłamy przez cały sezon. Rośliny z gołym korzeniem wydajemy jedynie w okresie od 20 października "
                "do 30 listopada, pod warunkiem że nie wystąpią przymrozki. W promieniu 80 km od szkółki możliwa jest "
                "dostawa naszym transportem; wysyłki na większe odległości realizuje firma spedycyjna na koszt "
                "odbiorcy.\nSzkółka Drzew i Krzewów „Zielony Jar”",
            ),
            Good(
                "en",
                "The “Zielony Jar” tree and shrub nursery accepts wholesale orders for the autumn season until "
                "15 October. The minimum wholesale order is PLN 2,500 net, and orders over PLN 10,000 net receive "
                "an 8% discount. Potted plants are shipped throughout the season, while bare-root plants are released "
                "only between 20 October and 30 November, provided there is no frost. Orders must be sent to "
                "hurt@zielonyjar.pl, stating the variety, the plant size and the number of units. We can deliver with "
                "our own transport within 80 km of the nursery; more distant shipments are handled by a freight "
                "company at the buyer's expense. Order confirmations are sent within two working days.",
            ),
        ],
        bad=[
            Slip(0, [("rabat 8%", "rabat 10%")], "number"),
            Slip(1, [("Należy je przesyłać", "Można je przesyłać")], "modality"),
            Slip(2, [("hurt@zielonyjar.pl", "orders@zielonyjar.pl")], "url"),
        ],
    ),
    Case(
        key="pl-river-cruise-wheelchair-access-info",
        source=(
            "Statek „Wiślana Panna” jest częściowo przystosowany dla osób z niepełnosprawnością ruchową. Na pokład "
            "główny prowadzi trap o szerokości 90 cm, po którym można wjechać wózkiem, jednak przy niskim stanie "
            "wody jego nachylenie może przekraczać 12%. Górny pokład widokowy nie jest dostępny dla wózków, "
            "ponieważ prowadzą na niego wyłącznie schody. Na pokładzie głównym znajduje się toaleta dostosowana do "
            "potrzeb osób z niepełnosprawnościami. Psy asystujące mogą podróżować bezpłatnie. Rejs trwa około "
            "90 minut. Prosimy o zgłoszenie potrzeby pomocy przy wejściu co najmniej 24 godziny przed rejsem pod "
            "numerem 22 555 18 40 – załoga chętnie pomoże, ale nie może wnosić wózków po schodach."
        ),
        good=[
            Good(
                "preserve",
                "Wybierasz się w rejs „Wiślaną Panną” i poruszasz się na wózku? Statek jest przystosowany do potrzeb "
                "osób z niepełnosprawnością ruchową tylko częściowo. Na pokład główny wjedziesz trapem o szerokości "
                "90 cm, ale pamiętaj, że przy niskim stanie wody jego nachylenie może przekroczyć 12%. Na tym pokładzie "
                "znajdziesz też toaletę dostosowaną dla osób z niepełnosprawnościami. Na górny pokład widokowy "
                "prowadzą tylko schody, więc nie dostaniesz się tam na wózku. Psy asystujące mogą płynąć za darmo. "
                "Rejs trwa mniej więcej 90 minut. Jeśli potrzebujesz pomocy przy wejściu, zadzwoń pod numer "
                "22 555 18 40 co najmniej 24 godziny przed rejsem. Załoga chętnie pomoże, ale nie może wnosić wózków "
                "po schodach.",
            ),
            Good(
                "preserve",
                "Informacja o dostępności – statek „Wiślana Panna”\n"
                "Statek jest częściowo dostosowany do potrzeb osób z niepełnosprawnością ruchową. Na pokład główny "
                "prowadzi trap o szerokości 90 cm, po którym można wjechać wózkiem; przy niskim stanie wody nachylenie "
                "trapu może jednak przekraczać 12%. Na pokładzie głównym dostępna jest toaleta przystosowana dla osób "
                "z niepełnosprawnościami. Górny pokład widokowy nie jest dostępny dla osób na wózkach, gdyż prowadzą "
                "na niego wyłącznie schody. Psy asystujące mogą podróżować bezpłatnie. Czas rejsu wynosi około "
                "90 minut. Potrzebę pomocy przy wejściu prosimy zgłaszać co najmniej 24 godziny przed rejsem pod "
                "numerem 22 555 18 40. Załoga chętnie pomoże, nie może jednak wnosić wózków po schodach.",
            ),
            Good(
                "en",
                "The “Wiślana Panna” is partly adapted for passengers with reduced mobility. A 90 cm wide gangway "
                "leads to the main deck and can be used by wheelchair users, although at low water levels its slope "
                "may exceed 12%. The upper viewing deck is not wheelchair accessible, as it can only be reached by "
                "stairs. There is an accessible toilet on the main deck. Assistance dogs may travel free of charge. "
                "The cruise lasts about 90 minutes. If you need help boarding, please let us know at least 24 hours "
                "before the cruise by calling 22 555 18 40 – the crew will be happy to help, but cannot carry "
                "wheelchairs up the stairs.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("jego nachylenie może przekroczyć 12%", "jego nachylenie przekracza 12%")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Górny pokład widokowy nie jest dostępny",
                        "Górny pokład widokowy jest dostępny",
                    )
                ],
                "negation",
            ),
            Slip(2, [("A 90 cm wide gangway", "A 75 cm wide gangway")], "number"),
        ],
    ),
    Case(
        key="pl-home-blood-pressure-measurement-leaflet",
        source=(
            "Jak mierzyć ciśnienie w domu? Pomiaru dokonuj rano, przed przyjęciem leków, oraz wieczorem, zawsze po "
            "5 minutach spokojnego siedzenia. Na 30 minut przed pomiarem nie pij kawy i nie pal papierosów. Mankiet "
            "zakładaj na gołe ramię, około 2 cm nad zgięciem łokcia. Wykonuj dwa pomiary w odstępie 1–2 minut "
            "i zapisuj oba wyniki. Według wytycznych Polskiego Towarzystwa Nadciśnienia Tętniczego (Tykarski i wsp., "
            "2019) średnia z pomiarów domowych równa 135/85 mmHg lub wyższa może wskazywać na nadciśnienie. Jeden "
            "wysoki wynik nie musi oznaczać choroby, ale jeśli przez 7 dni średnia przekracza tę wartość, skontaktuj "
            "się z lekarzem rodzinnym. Przy wartościach powyżej 180/110 mmHg z bólem głowy lub w klatce piersiowej "
            "wezwij pogotowie."
        ),
        good=[
            Good(
                "preserve",
                "Domowy pomiar ciśnienia – krok po kroku:\n"
                "1. Mierz ciśnienie rano (przed przyjęciem leków) i wieczorem, zawsze po 5 minutach spokojnego "
                "siedzenia.\n"
                "2. Przez 30 minut przed pomiarem nie pij kawy i nie pal papierosów.\n"
                "3. Załóż mankiet na gołe ramię, mniej więcej 2 cm nad zgięciem łokcia.\n"
                "4. Zmierz ciśnienie dwa razy, w odstępie 1–2 minut, i zapisz oba wyniki.\n"
                "Według wytycznych Polskiego Towarzystwa Nadciśnienia Tętniczego (Tykarski i wsp., 2019) średnia "
                "z pomiarów domowych wynosząca 135/85 mmHg lub więcej może wskazywać na nadciśnienie. Pojedynczy "
                "wysoki wynik nie musi oznaczać choroby; jeśli jednak przez 7 dni średnia przekracza tę wartość, "
                "skontaktuj się z lekarzem rodzinnym. Gdy ciśnienie przekracza 180/110 mmHg i towarzyszy mu ból głowy "
                "lub ból w klatce piersiowej, wezwij pogotowie.",
            ),
            Good(
                "preserve",
                "Ciśnienie w domu mierz rano, zanim weźmiesz leki, oraz wieczorem. Przed każdym pomiarem posiedź "
                "spokojnie 5 minut, a przez 30 minut wcześniej nie pij kawy ani nie pal papierosów. Mankiet zakłada "
                "się na nagie ramię, ok. 2 cm powyżej zgięcia łokcia. Za każdym razem wykonaj dwa pomiary w odstępie "
                "1–2 minut i zanotuj oba wyniki. Jeden wysoki wynik nie musi świadczyć o chorobie. Wytyczne Polskiego "
                "Towarzystwa Nadciśnienia Tętniczego (Tykarski i wsp., 2019) podają, że średnia z pomiarów domowych "
                "na poziomie 135/85 mmHg lub wyższym może wskazywać na nadciśnienie – jeśli przez 7 dni średnia "
                "przekracza tę wartość, skontaktuj się z lekarzem rodzinnym. Przy wartościach powyżej 180/110 mmHg, "
                "którym towarzyszy ból głowy lub w klatce piersiowej, wezwij pogotowie.",
            ),
            Good(
                "en",
                "How to measure your blood pressure at home. Take readings in the morning, before your medication, "
                "and in the evening, always after sitting quietly for 5 minutes. Do not drink coffee or smoke "
                "cigarettes for 30 minutes beforehand. Put the cuff on your bare upper arm, about 2 cm above the crease "
                "of the elbow. Take two readings 1–2 minutes apart and write down both results. According to the "
                "guidelines of the Polish Society of Hypertension (Tykarski et al., 2019), a home average of "
                "135/85 mmHg or higher may indicate hypertension. A single high reading does not necessarily mean you "
                "are ill, but if your average exceeds this value over 7 days, contact your GP. If your readings are "
                "above 180/110 mmHg and you have a headache or chest pain, call an ambulance.",
            ),
        ],
        bad=[
            Slip(0, [("może wskazywać na nadciśnienie", "wskazuje na nadciśnienie")], "hedge"),
            Slip(1, [("(Tykarski i wsp., 2019)", "(Tykarski i wsp., 2015)")], "citation"),
            Slip(2, [("above 180/110 mmHg", "above 160/100 mmHg")], "number"),
        ],
    ),
    Case(
        key="pl-city-archive-photo-reuse-licence",
        source=(
            "Fotografie z zasobu Archiwum Miejskiego w Lesznie, oznaczone w katalogu jako domena publiczna, można "
            "wykorzystywać bez ograniczeń, także w celach komercyjnych. Zdjęcia udostępniane na licencji "
            "CC BY-SA 4.0 wolno kopiować i przerabiać pod warunkiem podania autora i źródła oraz udostępnienia "
            "utworu zależnego na tej samej licencji. Pozostałe materiały są chronione na podstawie ustawy z dnia "
            "4 lutego 1994 r. o prawie autorskim i prawach pokrewnych; ich publikacja wymaga pisemnej zgody "
            "archiwum. Zgodnie z art. 29 tej ustawy dopuszczalne jest przytaczanie fragmentów w utworach "
            "stanowiących samoistną całość, w zakresie uzasadnionym celami cytatu. Wnioski o zgodę należy składać "
            "przez formularz na stronie https://archiwum.leszno.pl/udostepnianie. Archiwum nie pobiera opłat za "
            "zgody na cele niekomercyjne."
        ),
        good=[
            Good(
                "preserve",
                "Zasady ponownego wykorzystania zdjęć z Archiwum Miejskiego w Lesznie:\n"
                "- Domena publiczna (według oznaczenia w katalogu): wykorzystanie bez ograniczeń, również komercyjne.\n"
                "- Licencja CC BY-SA 4.0: możesz kopiować i przerabiać zdjęcia, jeśli podasz autora i źródło, "
                "a utwór zależny udostępnisz na tej samej licencji.\n"
                "- Pozostałe materiały: chronione ustawą z dnia 4 lutego 1994 r. o prawie autorskim i prawach "
                "pokrewnych – ich publikacja wymaga pisemnej zgody archiwum. Art. 29 ustawy pozwala jednak przytaczać "
                "fragmenty w utworach stanowiących samoistną całość, w zakresie uzasadnionym celami cytatu.\n"
                "Wniosek o zgodę trzeba złożyć przez formularz: https://archiwum.leszno.pl/udostepnianie. Za zgody "
                "na cele niekomercyjne archiwum nie pobiera opłat.",
            ),
            Good(
                "preserve",
                "Archiwum Miejskie w Lesznie udostępnia fotografie ze swojego zasobu na różnych zasadach. Zdjęcia "
                "oznaczone w katalogu jako domena publiczna mogą być wykorzystywane bez żadnych ograniczeń, w tym "
                "komercyjnie. Materiały objęte licencją CC BY-SA 4.0 wolno kopiować i modyfikować, o ile wskazany "
                "zostanie autor i źródło, a utwór zależny zostanie udostępniony na tej samej licencji. Publikacja "
                "pozostałych zdjęć, chronionych ustawą z dnia 4 lutego 1994 r. o prawie autorskim i prawach "
                "pokrewnych, wymaga pisemnej zgody archiwum, przy czym art. 29 tej ustawy dopuszcza przytaczanie "
                "fragmentów w utworach stanowiących samoistną całość w zakresie uzasadnionym celami cytatu. Wnioski "
                "o zgodę należy składać za pomocą formularza pod adresem https://archiwum.leszno.pl/udostepnianie. "
                "Za zgody na cele niekomercyjne archiwum nie pobiera opłat.",
            ),
            Good(
                "en",
                "Photographs from the collection of the Municipal Archive in Leszno that are marked in the catalogue "
                "as public domain may be used without restriction, including for commercial purposes. Images released "
                "under the CC BY-SA 4.0 licence may be copied and adapted, provided that the author and the source are "
                "credited and any derivative work is shared under the same licence. All other materials are protected "
                "under the Act of 4 February 1994 on Copyright and Related Rights, and publishing them requires the "
                "archive's written consent. Under Article 29 of that Act, quoting excerpts in works that constitute "
                "an independent whole is permitted to the extent justified by the purpose of quotation. Requests for "
                "consent must be submitted via the form at https://archiwum.leszno.pl/udostepnianie. The archive does "
                "not charge for consent for non-commercial use.",
            ),
        ],
        bad=[
            Slip(0, [("Art. 29 ustawy", "Art. 27 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "https://archiwum.leszno.pl/udostepnianie",
                        "https://archiwum.leszno.pl/kontakt",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("The archive does not charge for consent", "The archive charges for consent")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-golf-club-visitor-green-fees",
        source=(
            "Goście spoza klubu mogą grać na polu 18-dołkowym od wtorku do niedzieli; w poniedziałki pole jest "
            "zarezerwowane dla członków. Opłata green fee wynosi 220 zł w dni robocze i 290 zł w weekendy oraz "
            "święta. Gość grający z członkiem klubu płaci 150 zł niezależnie od dnia. Na polu 9-dołkowym obowiązuje "
            "stawka 120 zł. Każdy gość musi posiadać zieloną kartę lub handicap nie wyższy niż 54. Rezerwacji "
            "startów należy dokonywać z co najmniej 48-godzinnym wyprzedzeniem, telefonicznie lub w recepcji. "
            "Ostatni start na pełną rundę możliwy jest o 16:00. Wózki golfowe wypożyczamy za 100 zł, ale wyłącznie "
            "osobom, które ukończyły 18 lat. Obowiązuje strój golfowy – dżinsy nie są dozwolone."
        ),
        good=[
            Good(
                "preserve",
                "Cennik i zasady dla gości\n"
                "- Dni gry: goście mogą grać na polu 18-dołkowym od wtorku do niedzieli (w poniedziałki pole jest "
                "zarezerwowane dla członków klubu).\n"
                "- Green fee: 220 zł w dni robocze, 290 zł w weekendy i święta; gość grający z członkiem klubu – "
                "150 zł bez względu na dzień.\n"
                "- Pole 9-dołkowe: 120 zł.\n"
                "- Wymagania: każdy gość musi mieć zieloną kartę lub handicap nie wyższy niż 54.\n"
                "- Rezerwacja startu: telefonicznie lub w recepcji, obowiązkowo co najmniej 48 godzin wcześniej. "
                "Ostatni start na pełną rundę – 16:00.\n"
                "- Wózek golfowy: 100 zł, wyłącznie dla osób, które ukończyły 18 lat.\n"
                "- Obowiązuje strój golfowy; dżinsy nie są dozwolone.",
            ),
            Good(
                "preserve",
                "Zapraszamy gości spoza klubu na pole 18-dołkowe od wtorku do niedzieli; w poniedziałki pole jest "
                "zarezerwowane dla członków. Green fee kosztuje 220 zł w dni robocze oraz 290 zł w weekendy i święta, "
                "a gość grający z członkiem klubu płaci 150 zł bez względu na dzień. Runda na polu 9-dołkowym kosztuje "
                "120 zł. Każdy gość musi mieć zieloną kartę lub handicap nie wyższy niż 54. Starty należy rezerwować "
                "z co najmniej 48-godzinnym wyprzedzeniem – telefonicznie lub w recepcji; ostatni start na pełną "
                "rundę jest możliwy o 16:00. Wózek golfowy można wypożyczyć za 100 zł, jednak tylko po ukończeniu "
                "18 lat. Na polu obowiązuje strój golfowy, a dżinsy nie są dozwolone.",
            ),
            Good(
                "en",
                "Visitors from outside the club may play the 18-hole course from Tuesday to Sunday; on Mondays the "
                "course is reserved for members. The green fee is PLN 220 on weekdays and PLN 290 at weekends and on "
                "public holidays. A guest playing with a club member pays PLN 150 regardless of the day. The 9-hole "
                "course costs PLN 120. Every guest must hold a green card or have a handicap of no more than 54. Tee "
                "times must be booked at least 48 hours in advance, by phone or at reception. The last tee time for "
                "a full round is 4:00 p.m. Golf carts can be hired for PLN 100, but only by people aged 18 or over. "
                "Golf attire is required – jeans are not allowed.",
            ),
        ],
        bad=[
            Slip(0, [("290 zł w weekendy", "260 zł w weekendy")], "number"),
            Slip(1, [("Każdy gość musi mieć", "Każdy gość powinien mieć")], "modality"),
            Slip(2, [("a full round is 4:00 p.m.", "a full round is 5:00 p.m.")], "date"),
        ],
    ),
    Case(
        key="pl-beach-kite-festival-safety-rules",
        source=(
            "## Zasady bezpieczeństwa – Festiwal Latawców, Plaża Wschodnia, 7–8 czerwca\n\n"
            "- Latawce puszczamy wyłącznie w wyznaczonej strefie, oznaczonej niebieskimi flagami.\n"
            "- Nie wolno używać linek metalowych ani linek z powłoką przewodzącą prąd.\n"
            "- Latawce o rozpiętości powyżej 3 m muszą być zgłoszone w namiocie organizatora przed pierwszym "
            "startem.\n"
            "- Dzieci do lat 12 mogą puszczać latawce tylko pod opieką dorosłych.\n"
            "- Przy wietrze powyżej 40 km/h sędzia może wstrzymać pokazy.\n"
            "- Nie wolno wchodzić na pas startowy podczas pokazów latawców akrobacyjnych.\n\n"
            "Przy zbliżającej się burzy należy natychmiast zwinąć linki i zejść z plaży. Szczegóły znajdziesz "
            "w [regulaminie festiwalu](https://latawce-ustka.pl/regulamin)."
        ),
        good=[
            Good(
                "preserve",
                "## Bezpieczeństwo na Festiwalu Latawców (Plaża Wschodnia, 7–8 czerwca)\n\n"
                "- Latawce puszczaj tylko w wyznaczonej strefie – poznasz ją po niebieskich flagach.\n"
                "- Nie używaj linek metalowych ani linek z powłoką przewodzącą prąd.\n"
                "- Jeśli Twój latawiec ma ponad 3 m rozpiętości, musisz zgłosić go w namiocie organizatora przed "
                "pierwszym startem.\n"
                "- Dzieci do 12 lat mogą puszczać latawce wyłącznie pod opieką dorosłych.\n"
                "- Gdy wiatr przekracza 40 km/h, sędzia może wstrzymać pokazy.\n"
                "- W trakcie pokazów latawców akrobacyjnych nie wchodź na pas startowy.\n\n"
                "Kiedy zbliża się burza, natychmiast zwiń linki i zejdź z plaży. Więcej informacji znajdziesz "
                "w [regulaminie festiwalu](https://latawce-ustka.pl/regulamin).",
            ),
            Good(
                "preserve",
                "## Festiwal Latawców – zasady bezpieczeństwa\n\n"
                "**Miejsce i termin:** Plaża Wschodnia, 7–8 czerwca.\n\n"
                "1. Puszczanie latawców jest dozwolone wyłącznie w wyznaczonej strefie, oznaczonej niebieskimi flagami.\n"
                "2. Zabrania się używania linek metalowych oraz linek z powłoką przewodzącą prąd.\n"
                "3. Latawce o rozpiętości przekraczającej 3 m muszą zostać zgłoszone w namiocie organizatora przed "
                "pierwszym startem.\n"
                "4. Dzieci do lat 12 mogą puszczać latawce jedynie pod nadzorem osób dorosłych.\n"
                "5. Przy wietrze o prędkości powyżej 40 km/h sędzia może wstrzymać pokazy.\n"
                "6. Podczas pokazów latawców akrobacyjnych wchodzenie na pas startowy jest zabronione.\n\n"
                "W razie nadciągającej burzy należy niezwłocznie zwinąć linki i opuścić plażę. Pełna treść: "
                "[regulamin festiwalu](https://latawce-ustka.pl/regulamin).",
            ),
            Good(
                "en",
                "## Safety rules – Kite Festival, East Beach, 7–8 June\n\n"
                "- Fly kites only in the designated zone marked with blue flags.\n"
                "- Do not use metal lines or lines with an electrically conductive coating.\n"
                "- Kites with a span of more than 3 m must be registered at the organiser's tent before their first "
                "launch.\n"
                "- Children up to the age of 12 may fly kites only under adult supervision.\n"
                "- If the wind is stronger than 40 km/h, the judge may suspend the displays.\n"
                "- Do not enter the launch strip during stunt kite displays.\n\n"
                "If a storm is approaching, reel in your lines immediately and leave the beach. For details, see the "
                "[festival rules](https://latawce-ustka.pl/regulamin).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- W trakcie pokazów latawców akrobacyjnych nie wchodź na pas startowy.",
                        "- W trakcie pokazów latawców akrobacyjnych możesz wchodzić na pas startowy.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("muszą zostać zgłoszone", "powinny zostać zgłoszone")], "modality"),
            Slip(
                2,
                [
                    (
                        "see the [festival rules](https://latawce-ustka.pl/regulamin).",
                        "see the festival rules.",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-kopiarka-backup-tool-readme",
        source=(
            "# kopiarka\n\n"
            "`kopiarka` to narzędzie wiersza poleceń do przyrostowych kopii zapasowych katalogów domowych. "
            "Wymaga Pythona 3.10 lub nowszego.\n\n"
            "## Instalacja\n\n"
            "```bash\npip install kopiarka==2.3.1\n```\n\n"
            "## Użycie\n\n"
            "Uruchom `kopiarka backup --target /mnt/nas/kopie`, aby utworzyć kopię. Domyślnie narzędzie zachowuje "
            "14 ostatnich kopii; zmienisz to opcją `--keep`. Pierwsza kopia dużego katalogu może potrwać kilka "
            "godzin, kolejne są zwykle znacznie szybsze. Program nie szyfruje danych – jeśli kopie trafiają na dysk "
            "sieciowy, użyj opcji `--encrypt`. Błędy zgłaszaj na https://github.com/kopiarka/kopiarka/issues."
        ),
        good=[
            Good(
                "preserve",
                "# kopiarka\n\n"
                "Narzędzie `kopiarka` służy do tworzenia przyrostowych kopii zapasowych katalogów domowych z poziomu "
                "wiersza poleceń. Potrzebny jest Python 3.10 lub nowszy.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install kopiarka==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "Kopię tworzysz poleceniem `kopiarka backup --target /mnt/nas/kopie`. Narzędzie domyślnie przechowuje "
                "14 ostatnich kopii – tę liczbę można zmienić opcją `--keep`. Pierwsze kopiowanie dużego katalogu może "
                "zająć kilka godzin, ale następne są zazwyczaj znacznie szybsze. Dane nie są szyfrowane, więc jeśli "
                "kopie trafiają na dysk sieciowy, włącz opcję `--encrypt`. Błędy zgłaszaj pod adresem "
                "https://github.com/kopiarka/kopiarka/issues.",
            ),
            Good(
                "preserve",
                "# kopiarka\n\n"
                "Przyrostowe kopie zapasowe katalogów domowych z wiersza poleceń. Wymagany Python 3.10 lub nowszy.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install kopiarka==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "- Utworzenie kopii: `kopiarka backup --target /mnt/nas/kopie`.\n"
                "- Domyślnie zachowywanych jest 14 ostatnich kopii (zmiana: `--keep`).\n"
                "- Pierwsza kopia dużego katalogu może trwać kilka godzin; kolejne są zwykle znacznie szybsze.\n"
                "- Program nie szyfruje danych – przy zapisie na dysk sieciowy użyj `--encrypt`.\n\n"
                "Zgłoszenia błędów: https://github.com/kopiarka/kopiarka/issues",
            ),
            Good(
                "en",
                "# kopiarka\n\n"
                "`kopiarka` is a command-line tool for incremental backups of home directories. It requires "
                "Python 3.10 or newer.\n\n"
                "## Installation\n\n"
                "```bash\npip install kopiarka==2.3.1\n```\n\n"
                "## Usage\n\n"
                "Run `kopiarka backup --target /mnt/nas/kopie` to create a backup. By default the tool keeps the 14 "
                "most recent backups; you can change this with the `--keep` option. The first backup of a large "
                "directory may take several hours, while later ones are usually much faster. The program does not "
                "encrypt data – if your backups go to a network drive, use the `--encrypt` option. Report bugs at "
                "https://github.com/kopiarka/kopiarka/issues.",
            ),
        ],
        bad=[
            Slip(0, [("opcją `--keep`", "opcją `--retain`")], "code"),
            Slip(
                1, [("kolejne są zwykle znacznie szybsze", "kolejne są znacznie szybsze")], "hedge"
            ),
            Slip(
                2,
                [("```bash\npip install kopiarka==2.3.1\n```", "pip install kopiarka==2.3.1")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-smartphone-bedtime-teen-sleep-findings",
        source=(
            "Z badania opublikowanego w czasopiśmie „Sleep Medicine” (Nowicka i in., 2023, t. 104, s. 55–63) "
            "wynika, że nastolatki korzystające ze smartfona w ciągu godziny przed snem zasypiały średnio o 21 minut "
            "później niż rówieśnicy, którzy tego nie robili. W badaniu wzięło udział 1248 uczniów w wieku 13–17 lat "
            "z pięciu województw. Autorzy zastrzegają, że dane pochodzą z dzienniczków snu wypełnianych przez samych "
            "uczniów, więc efekt mógł zostać nieco przeszacowany. Nie wykazano natomiast związku między korzystaniem "
            "z telefonu a liczbą nocnych przebudzeń. Według badaczy ograniczenie ekranów wieczorem prawdopodobnie "
            "poprawia jakość snu, choć potrzebne są badania z obiektywnym pomiarem, np. aktygrafią."
        ),
        good=[
            Good(
                "preserve",
                "Nastolatki, które korzystają ze smartfona w ostatniej godzinie przed snem, zasypiają później – wynika "
                "z badania opublikowanego w „Sleep Medicine” (Nowicka i in., 2023, t. 104, s. 55–63). Zasypiały one "
                "przeciętnie o 21 minut później od rówieśników, którzy nie sięgali wtedy po telefon. Przebadano 1248 "
                "uczniów w wieku 13–17 lat z pięciu województw. Nie stwierdzono natomiast związku między używaniem "
                "telefonu a liczbą przebudzeń w nocy. Autorzy zastrzegają, że uczniowie sami wypełniali dzienniczki "
                "snu, dlatego efekt mógł zostać nieco przeszacowany. Ich zdaniem ograniczenie ekranów wieczorem "
                "prawdopodobnie poprawia jakość snu, ale potrzebne są badania z obiektywnym pomiarem, na przykład "
                "aktygrafią.",
            ),
            Good(
                "preserve",
                "Nowicka i in. (2023) w artykule opublikowanym w „Sleep Medicine” (t. 104, s. 55–63) przeanalizowali "
                "dane 1248 uczniów w wieku 13–17 lat z pięciu województw. Osoby korzystające ze smartfona w ciągu "
                "godziny przed snem zasypiały średnio o 21 minut później niż rówieśnicy, którzy tego nie robili. "
                "Nie wykazano związku między korzystaniem z telefonu a liczbą nocnych przebudzeń. Ponieważ dane "
                "pochodziły z dzienniczków snu wypełnianych samodzielnie przez uczniów, efekt mógł zostać nieco "
                "przeszacowany. Autorzy uważają, że wieczorne ograniczenie ekranów prawdopodobnie poprawia jakość snu, "
                "i wskazują na potrzebę badań z obiektywnym pomiarem, np. aktygrafią.",
            ),
            Good(
                "en",
                "A study published in Sleep Medicine (Nowicka et al., 2023, vol. 104, pp. 55–63) found that teenagers "
                "who used a smartphone in the hour before bed fell asleep on average 21 minutes later than peers who "
                "did not. The study involved 1,248 pupils aged 13–17 from five voivodeships. The authors caution that "
                "the data came from sleep diaries filled in by the pupils themselves, so the effect may have been "
                "somewhat overestimated. No link was found, however, between phone use and the number of night-time "
                "awakenings. According to the researchers, limiting screens in the evening probably improves sleep "
                "quality, although studies using objective measurement, such as actigraphy, are needed.",
            ),
        ],
        bad=[
            Slip(0, [("s. 55–63", "s. 45–53")], "citation"),
            Slip(
                1,
                [("ograniczenie ekranów prawdopodobnie poprawia", "ograniczenie ekranów poprawia")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "than peers who did not.",
                        "than peers who did not, mainly because of the blue light emitted by the screen.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bookshop-newsletter-gdpr-notice",
        source=(
            "Administratorem Twoich danych osobowych jest Księgarnia Ogonek sp. z o.o. z siedzibą w Poznaniu. Adres "
            "e-mail podany przy zapisie na newsletter przetwarzamy na podstawie Twojej zgody, zgodnie z art. 6 ust. 1 "
            "lit. a RODO, wyłącznie w celu wysyłki informacji o nowościach i promocjach. Zgodę możesz wycofać "
            "w dowolnym momencie, klikając link „Wypisz się” w stopce wiadomości; nie wpływa to na zgodność z prawem "
            "przetwarzania dokonanego przed jej wycofaniem. Nie przekazujemy Twoich danych poza Europejski Obszar "
            "Gospodarczy. Dane będziemy przechowywać do czasu wycofania zgody. Masz prawo wnieść skargę do Prezesa "
            "Urzędu Ochrony Danych Osobowych. Podanie adresu e-mail jest dobrowolne, ale bez niego nie możemy "
            "wysyłać newslettera."
        ),
        good=[
            Good(
                "preserve",
                "Administratorem danych osobowych jest Księgarnia Ogonek sp. z o.o. z siedzibą w Poznaniu. Adres "
                "e-mail podany podczas zapisu na newsletter jest przetwarzany na podstawie zgody (art. 6 ust. 1 lit. a "
                "RODO) wyłącznie w celu przesyłania informacji o nowościach i promocjach. Zgodę można wycofać w każdej "
                "chwili za pomocą linku „Wypisz się” w stopce wiadomości, co nie wpływa na zgodność z prawem "
                "przetwarzania dokonanego przed jej wycofaniem. Dane nie są przekazywane poza Europejski Obszar "
                "Gospodarczy i będą przechowywane do czasu wycofania zgody. Przysługuje Państwu prawo wniesienia skargi "
                "do Prezesa Urzędu Ochrony Danych Osobowych. Podanie adresu e-mail jest dobrowolne, jednak bez niego "
                "nie możemy wysyłać newslettera.",
            ),
            Good(
                "preserve",
                "Jak przetwarzamy Twoje dane?\n"
                "- Administrator: Księgarnia Ogonek sp. z o.o. z siedzibą w Poznaniu.\n"
                "- Co i po co: Twój adres e-mail – wyłącznie do wysyłki newslettera o nowościach i promocjach.\n"
                "- Podstawa: Twoja zgoda (art. 6 ust. 1 lit. a RODO). Możesz ją wycofać w dowolnym momencie, klikając "
                "„Wypisz się” w stopce wiadomości; nie wpływa to na zgodność z prawem przetwarzania sprzed wycofania.\n"
                "- Jak długo: do czasu wycofania zgody.\n"
                "- Gdzie: nie przekazujemy danych poza Europejski Obszar Gospodarczy.\n"
                "- Skarga: masz prawo wnieść ją do Prezesa Urzędu Ochrony Danych Osobowych.\n"
                "Podanie e-maila jest dobrowolne, ale bez niego nie możemy wysyłać Ci newslettera.",
            ),
            Good(
                "en",
                "The controller of your personal data is Księgarnia Ogonek sp. z o.o., based in Poznań. We process the "
                "e-mail address you provide when signing up for the newsletter on the basis of your consent, in "
                "accordance with Article 6(1)(a) GDPR, solely to send you information about new titles and promotions. "
                "You can withdraw your consent at any time by clicking the “Unsubscribe” link in the footer of a "
                "message; this does not affect the lawfulness of processing carried out before the withdrawal. We do "
                "not transfer your data outside the European Economic Area. We will keep your data until you withdraw "
                "your consent. You have the right to lodge a complaint with the President of the Personal Data "
                "Protection Office. Providing your e-mail address is voluntary, but without it we cannot send you "
                "the newsletter.",
            ),
        ],
        bad=[
            Slip(0, [("art. 6 ust. 1 lit. a", "art. 6 ust. 1 lit. f")], "legal_reference"),
            Slip(
                1,
                [("Gdzie: nie przekazujemy danych poza", "Gdzie: przekazujemy dane poza")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Providing your e-mail address is voluntary",
                        "Providing your e-mail address is required",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-tenant-flat-lease-termination-letter",
        source=(
            "Szanowny Panie, niniejszym wypowiadam umowę najmu lokalu mieszkalnego przy ul. Słowackiego 8/3 "
            "w Gdańsku, zawartą w dniu 1 lutego 2023 r. Zgodnie z § 9 umowy oraz art. 688 Kodeksu cywilnego "
            "wypowiedzenie następuje z zachowaniem trzymiesięcznego terminu ze skutkiem na koniec miesiąca "
            "kalendarzowego, a więc umowa wygaśnie 30 czerwca 2025 r. Lokal wraz z kompletem kluczy przekażę w dniu "
            "wygaśnięcia umowy, na podstawie protokołu zdawczo-odbiorczego. Proszę o zwrot kaucji w wysokości "
            "3600 zł na rachunek, z którego była wpłacona, w terminie nie dłuższym niż miesiąc od opróżnienia lokalu, "
            "zgodnie z art. 6 ust. 4 ustawy o ochronie praw lokatorów. Z poważaniem, Anna Wiśniewska"
        ),
        good=[
            Good(
                "preserve",
                "Szanowny Panie,\n"
                "wypowiadam umowę najmu mieszkania przy ul. Słowackiego 8/3 w Gdańsku, zawartą 1 lutego 2023 r. "
                "Na podstawie § 9 umowy i art. 688 Kodeksu cywilnego wypowiedzenie następuje z zachowaniem "
                "trzymiesięcznego terminu, ze skutkiem na koniec miesiąca kalendarzowego – umowa wygaśnie zatem "
                "30 czerwca 2025 r. W dniu wygaśnięcia umowy przekażę lokal wraz z kompletem kluczy na podstawie "
                "protokołu zdawczo-odbiorczego. Zgodnie z art. 6 ust. 4 ustawy o ochronie praw lokatorów proszę "
                "o zwrot kaucji w kwocie 3600 zł na rachunek, z którego ją wpłacono, nie później niż w ciągu miesiąca "
                "od opróżnienia lokalu.\n"
                "Z poważaniem\n"
                "Anna Wiśniewska",
            ),
            Good(
                "preserve",
                "Szanowny Panie,\n"
                "informuję, że wypowiadam umowę najmu lokalu mieszkalnego przy ul. Słowackiego 8/3 w Gdańsku z dnia "
                "1 lutego 2023 r. Obowiązuje trzymiesięczny termin wypowiedzenia ze skutkiem na koniec miesiąca "
                "kalendarzowego (§ 9 umowy, art. 688 Kodeksu cywilnego), dlatego umowa wygaśnie 30 czerwca 2025 r. "
                "Tego dnia przekażę lokal i komplet kluczy, sporządzając protokół zdawczo-odbiorczy. Kaucję "
                "w wysokości 3600 zł proszę zwrócić na rachunek, z którego została wpłacona, w ciągu miesiąca od "
                "opróżnienia lokalu, jak przewiduje art. 6 ust. 4 ustawy o ochronie praw lokatorów.\n"
                "Z poważaniem\n"
                "Anna Wiśniewska",
            ),
            Good(
                "en",
                "Dear Sir,\n"
                "I hereby give notice of termination of the lease of the flat at ul. Słowackiego 8/3 in Gdańsk, "
                "concluded on 1 February 2023. In accordance with § 9 of the lease and Article 688 of the Civil Code, "
                "the notice period is three months, effective at the end of a calendar month, so the lease will "
                "expire on 30 June 2025. I will hand over the flat together with a full set of keys on the day the "
                "lease expires, on the basis of a handover report. Please return the deposit of PLN 3,600 to the "
                "account from which it was paid within one month of my vacating the flat, in accordance with "
                "Article 6(4) of the Act on the Protection of Tenants' Rights.\n"
                "Yours faithfully,\n"
                "Anna Wiśniewska",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 688 Kodeksu cywilnego", "art. 673 Kodeksu cywilnego")], "legal_reference"
            ),
            Slip(
                1, [("umowa wygaśnie 30 czerwca 2025 r.", "umowa wygaśnie 31 maja 2025 r.")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "I will hand over the flat together with a full set of keys on the day the lease expires, on the basis of a handover report.",
                        "Lokal wraz z kompletem kluczy przekażę w dniu wygaśnięcia umowy, na podstawie protokołu zdawczo-odbiorczego.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-local-dev-environment-setup-note",
        source=(
            "Aby uruchomić aplikację lokalnie, potrzebujesz Node.js w wersji 20 LTS, Dockera i co najmniej 8 GB "
            "wolnej pamięci RAM. Najpierw skopiuj plik `.env.example` do `.env` i uzupełnij zmienną `DATABASE_URL`. "
            "Następnie uruchom `docker compose up -d db`, a po około 30 sekundach wykonaj `npm run migrate`. Serwer "
            "deweloperski startuje poleceniem `npm run dev` i nasłuchuje na porcie 5173. Nie commituj pliku `.env` "
            "do repozytorium, bo zawiera hasła do bazy testowej. Jeżeli migracje kończą się błędem, usuń wolumen "
            "poleceniem `docker volume rm app_pgdata` i powtórz kroki. Testy jednostkowe uruchamiasz przez "
            "`npm test`; cały zestaw trwa zwykle około 4 minut."
        ),
        good=[
            Good(
                "preserve",
                "**Wymagania:** Node.js 20 LTS, Docker oraz co najmniej 8 GB wolnej pamięci RAM.\n\n"
                "1. Skopiuj `.env.example` do `.env` i uzupełnij w nim zmienną `DATABASE_URL`.\n"
                "2. Uruchom bazę: `docker compose up -d db`.\n"
                "3. Odczekaj mniej więcej 30 sekund i wykonaj `npm run migrate`.\n"
                "4. Wystartuj serwer deweloperski: `npm run dev` (nasłuchuje na porcie 5173).\n\n"
                "Uwaga: plik `.env` zawiera hasła do bazy testowej, więc nie commituj go do repozytorium. Gdy "
                "migracje zakończą się błędem, usuń wolumen (`docker volume rm app_pgdata`) i powtórz kroki. Testy "
                "jednostkowe: `npm test` – cały zestaw trwa zwykle około 4 minut.",
            ),
            Good(
                "preserve",
                "Do lokalnego uruchomienia aplikacji potrzebne są: Node.js w wersji 20 LTS, Docker i co najmniej "
                "8 GB wolnej pamięci RAM. Pracę zaczyna się od skopiowania pliku `.env.example` do `.env` "
                "i uzupełnienia zmiennej `DATABASE_URL`. Potem należy uruchomić `docker compose up -d db`, a po około "
                "30 sekundach wykonać `npm run migrate`. Polecenie `npm run dev` uruchamia serwer deweloperski, który "
                "nasłuchuje na porcie 5173. Jeśli migracje kończą się błędem, usuń wolumen poleceniem "
                "`docker volume rm app_pgdata` i powtórz kroki. Pliku `.env` nie commitujemy do repozytorium, ponieważ "
                "są w nim hasła do bazy testowej. Testy jednostkowe uruchamia `npm test`, a cały zestaw trwa zwykle "
                "około 4 minut.",
            ),
            Good(
                "en",
                "To run the app locally, you need Node.js 20 LTS, Docker and at least 8 GB of free RAM. First, copy "
                "`.env.example` to `.env` and fill in the `DATABASE_URL` variable. Then run `docker compose up -d db` "
                "and, after about 30 seconds, run `npm run migrate`. The development server starts with `npm run dev` "
                "and listens on port 5173. Do not commit the `.env` file to the repository, as it contains the "
                "passwords for the test database. If the migrations fail, remove the volume with "
                "`docker volume rm app_pgdata` and repeat the steps. Unit tests are run with `npm test`; the full "
                "suite usually takes about 4 minutes.",
            ),
        ],
        bad=[
            Slip(0, [("`docker volume rm app_pgdata`", "`docker volume rm app_data`")], "code"),
            Slip(1, [("co najmniej 8 GB", "co najmniej 4 GB")], "number"),
            Slip(2, [("Do not commit the `.env` file", "Commit the `.env` file")], "negation"),
        ],
    ),
    Case(
        key="pl-air-quality-heating-season-report",
        source=(
            "Według raportu Głównego Inspektoratu Ochrony Środowiska „Stan środowiska w Polsce 2024” (s. 112) "
            "w sezonie grzewczym 2023/2024 dopuszczalne stężenie dobowe pyłu PM10 przekroczono w 38% stacji "
            "pomiarowych. Szacuje się, że około 80% emisji pyłu w miastach do 50 tys. mieszkańców pochodzi "
            "z domowych pieców i kotłów na paliwo stałe. Autorzy raportu zaznaczają, że w porównaniu z poprzednim "
            "sezonem sytuacja się poprawiła, jednak część tej poprawy mogła wynikać z wyjątkowo łagodnej zimy. "
            "Powołując się na przegląd Kowalczyk i Mazura (2022), zwracają też uwagę, że wymiana kotła "
            "pozaklasowego na pompę ciepła może ograniczyć emisję pyłu z danego budynku nawet o 95%."
        ),
        good=[
            Good(
                "preserve",
                "W sezonie grzewczym 2023/2024 dopuszczalne dobowe stężenie pyłu PM10 zostało przekroczone w 38% "
                "stacji pomiarowych – podaje Główny Inspektorat Ochrony Środowiska w raporcie „Stan środowiska "
                "w Polsce 2024” (s. 112). Według szacunków w miastach liczących do 50 tys. mieszkańców około 80% "
                "emisji pyłu pochodzi z domowych pieców i kotłów na paliwo stałe. Choć w porównaniu z poprzednim "
                "sezonem sytuacja się poprawiła, autorzy zastrzegają, że część tej poprawy mogła być efektem wyjątkowo "
                "łagodnej zimy. Raport, powołując się na przegląd Kowalczyk i Mazura (2022), wskazuje również, że "
                "zastąpienie kotła pozaklasowego pompą ciepła może zmniejszyć emisję pyłu z budynku nawet o 95%.",
            ),
            Good(
                "preserve",
                "Najważniejsze ustalenia raportu Głównego Inspektoratu Ochrony Środowiska „Stan środowiska w Polsce "
                "2024” (s. 112):\n"
                "- W sezonie grzewczym 2023/2024 dopuszczalne dobowe stężenie PM10 przekroczono w 38% stacji "
                "pomiarowych.\n"
                "- Szacuje się, że w miastach do 50 tys. mieszkańców około 80% emisji pyłu pochodzi z domowych pieców "
                "i kotłów na paliwo stałe.\n"
                "- Sytuacja poprawiła się względem poprzedniego sezonu, ale część poprawy mogła wynikać z wyjątkowo "
                "łagodnej zimy.\n"
                "- Wymiana kotła pozaklasowego na pompę ciepła może obniżyć emisję pyłu z budynku nawet o 95% "
                "(za przeglądem Kowalczyk i Mazura, 2022).",
            ),
            Good(
                "en",
                "According to the Chief Inspectorate of Environmental Protection's report “State of the Environment "
                "in Poland 2024” (p. 112), the permissible daily PM10 concentration was exceeded at 38% of monitoring "
                "stations during the 2023/2024 heating season. It is estimated that about 80% of dust emissions in "
                "towns with up to 50,000 inhabitants come from household stoves and solid-fuel boilers. The authors "
                "note that the situation improved compared with the previous season, but that part of this "
                "improvement may have been due to an exceptionally mild winter. Citing a review by Kowalczyk and Mazur "
                "(2022), they also point out that replacing a substandard boiler with a heat pump can cut a building's "
                "dust emissions by as much as 95%.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i Mazura (2022)", "Kowalczyk i Mazura (2020)")], "citation"),
            Slip(1, [("część poprawy mogła wynikać", "część poprawy wynikała")], "hedge"),
            Slip(
                2,
                [
                    (
                        "improved compared with the previous season, but",
                        "improved compared with the previous season, largely thanks to the Clean Air subsidy programme, but",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-online-shop-withdrawal-returns-policy",
        source=(
            "Zwroty i odstąpienie od umowy. Jako konsument masz prawo odstąpić od umowy zawartej w naszym sklepie "
            "internetowym w terminie 14 dni bez podawania przyczyny, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. "
            "o prawach konsumenta. Termin liczy się od dnia, w którym otrzymałeś towar. Wystarczy, że przed jego "
            "upływem wyślesz nam oświadczenie, np. przez formularz w zakładce „Moje zamówienia”. Towar należy odesłać "
            "nie później niż 14 dni od dnia odstąpienia; koszt odesłania ponosisz Ty. Zwrócimy Ci pieniądze, w tym "
            "koszt najtańszej oferowanej dostawy, tą samą metodą płatności, której użyłeś. Prawo odstąpienia nie "
            "przysługuje w przypadku towarów wyprodukowanych na Twoje indywidualne zamówienie (art. 38 ust. 1 pkt 3 "
            "ustawy)."
        ),
        good=[
            Good(
                "preserve",
                "Czy mogę zwrócić zakupiony towar?\n"
                "Tak. Jako konsument możesz odstąpić od umowy zawartej w naszym sklepie internetowym w ciągu 14 dni, "
                "bez podawania przyczyny – gwarantuje Ci to art. 27 ustawy z dnia 30 maja 2014 r. o prawach "
                "konsumenta. Termin biegnie od dnia, w którym otrzymałeś towar, a do jego zachowania wystarczy wysłać "
                "nam przed upływem tego czasu oświadczenie, na przykład przez formularz w zakładce „Moje zamówienia”. "
                "Towar należy odesłać najpóźniej 14 dni od dnia odstąpienia, na własny koszt. Pieniądze – łącznie "
                "z kosztem najtańszej oferowanej dostawy – zwrócimy tą samą metodą płatności, z której skorzystałeś. "
                "Wyjątek: prawo odstąpienia nie przysługuje przy towarach wyprodukowanych na Twoje indywidualne "
                "zamówienie (art. 38 ust. 1 pkt 3 ustawy).",
            ),
            Good(
                "preserve",
                "Zwroty i odstąpienie od umowy\n"
                "Konsument ma prawo odstąpić od umowy zawartej w naszym sklepie internetowym w terminie 14 dni bez "
                "podawania przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Termin ten liczony "
                "jest od dnia otrzymania towaru. Do jego zachowania wystarczy wysłanie oświadczenia przed jego upływem, "
                "np. za pośrednictwem formularza w zakładce „Moje zamówienia”. Towar należy odesłać nie później niż "
                "14 dni od dnia odstąpienia od umowy, a koszt odesłania ponosi konsument. Zwrot płatności, obejmujący "
                "również koszt najtańszej oferowanej dostawy, nastąpi przy użyciu tej samej metody płatności, której "
                "użył konsument. Prawo odstąpienia nie przysługuje w odniesieniu do towarów wyprodukowanych na "
                "indywidualne zamówienie konsumenta (art. 38 ust. 1 pkt 3 ustawy).",
            ),
            Good(
                "en",
                "Returns and withdrawal. As a consumer, you have the right to withdraw from a contract concluded in our "
                "online shop within 14 days without giving any reason, in accordance with Article 27 of the Consumer "
                "Rights Act of 30 May 2014. The period runs from the day you received the goods. It is enough to send "
                "us your statement before it expires, for example using the form in the “My orders” tab. The goods "
                "must be sent back no later than 14 days from the day of withdrawal, and you bear the cost of returning "
                "them. We will refund your money, including the cost of the cheapest delivery option we offer, using "
                "the same payment method you used. The right of withdrawal does not apply to goods made to your "
                "individual order (Article 38(1)(3) of the Act).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 38 ust. 1 pkt 3 ustawy", "art. 38 ust. 1 pkt 5 ustawy")],
                "legal_reference",
            ),
            Slip(1, [("Towar należy odesłać", "Towar można odesłać")], "modality"),
            Slip(
                2,
                [
                    (
                        "We will refund your money,",
                        "We will refund your money within 3 working days,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-flu-vaccination-clinic-opening-hours",
        source=(
            "Przychodnia „Zdrowie” przy ul. Polnej 5 zaprasza na szczepienia przeciw grypie. Szczepienia odbywają się "
            "od 2 października do 20 grudnia, we wtorki w godzinach 8:00–12:00 oraz w czwartki w godzinach "
            "14:00–18:00. Osoby po 65. roku życia, kobiety w ciąży oraz dzieci w wieku od 6 miesięcy do 18 lat "
            "szczepimy bezpłatnie. Nie trzeba się wcześniej zapisywać, ale warto zabrać dowód osobisty. Szczepionka "
            "zwykle zaczyna chronić po około dwóch tygodniach, dlatego najlepiej zaszczepić się przed szczytem "
            "zachorowań, który w Polsce przypada najczęściej na styczeń i luty. Osób z gorączką w dniu wizyty nie "
            "szczepimy – prosimy wtedy przyjść po ustąpieniu objawów."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zaszczepić się przeciw grypie? Przyjdź do przychodni „Zdrowie” przy ul. Polnej 5. Szczepimy "
                "od 2 października do 20 grudnia: we wtorki od 8:00 do 12:00 i w czwartki od 14:00 do 18:00. Nie musisz "
                "się wcześniej zapisywać, ale warto mieć przy sobie dowód osobisty. Bezpłatnie szczepimy osoby po "
                "65. roku życia, kobiety w ciąży oraz dzieci w wieku od 6 miesięcy do 18 lat. Ochrona pojawia się "
                "zwykle po około dwóch tygodniach, więc najlepiej zaszczepić się przed szczytem zachorowań – w Polsce "
                "przypada on najczęściej na styczeń i luty. Jeśli w dniu wizyty masz gorączkę, nie zaszczepimy Cię; "
                "przyjdź, gdy objawy ustąpią.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie – Przychodnia „Zdrowie”, ul. Polna 5\n"
                "Termin: 2 października – 20 grudnia\n"
                "Godziny: wtorek 8:00–12:00, czwartek 14:00–18:00\n"
                "Bezpłatnie: osoby po 65. roku życia, kobiety w ciąży, dzieci w wieku od 6 miesięcy do 18 lat.\n"
                "Wcześniejsze zapisy nie są potrzebne; warto zabrać dowód osobisty.\n"
                "Szczepionka zaczyna chronić zazwyczaj po mniej więcej dwóch tygodniach, dlatego najlepiej zaszczepić "
                "się przed szczytem zachorowań, który w Polsce najczęściej przypada na styczeń i luty. Osób "
                "gorączkujących w dniu wizyty nie szczepimy – zapraszamy wtedy po ustąpieniu objawów.",
            ),
            Good(
                "en",
                "The “Zdrowie” clinic at 5 Polna Street invites you to get vaccinated against flu. Vaccinations are "
                "available from 2 October to 20 December, on Tuesdays from 8:00 a.m. to 12:00 noon and on Thursdays "
                "from 2:00 to 6:00 p.m. People over 65, pregnant women and children aged 6 months to 18 years are "
                "vaccinated free of charge. You do not need to sign up in advance, but it is worth bringing your ID "
                "card. The vaccine usually starts to protect after about two weeks, so it is best to get vaccinated "
                "before the peak of the flu season, which in Poland most often falls in January and February. We do "
                "not vaccinate anyone who has a fever on the day of the visit – please come back once your symptoms "
                "have gone.",
            ),
        ],
        bad=[
            Slip(0, [("w czwartki od 14:00 do 18:00", "w piątki od 14:00 do 18:00")], "date"),
            Slip(
                1, [("zazwyczaj po mniej więcej dwóch tygodniach", "po dwóch tygodniach")], "hedge"
            ),
            Slip(
                2,
                [("You do not need to sign up in advance", "You need to sign up in advance")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-public-library-loans-late-fees",
        source=(
            "Wypożyczalnia Miejskiej Biblioteki Publicznej w Opolu przypomina: książki wypożyczamy na 30 dni, "
            "a audiobooki i filmy na 14 dni. Termin zwrotu można przedłużyć dwukrotnie, każdorazowo o 30 dni, przez "
            "konto czytelnika, o ile na dany egzemplarz nie czeka inna osoba. Za każdy dzień zwłoki naliczamy "
            "opłatę 0,20 zł za książkę i 1 zł za film. Czytelnik, którego zaległości przekroczą 20 zł, nie może "
            "wypożyczać kolejnych materiałów do czasu ich uregulowania. Zniszczony lub zgubiony egzemplarz należy "
            "odkupić albo zapłacić za niego równowartość aktualnej ceny rynkowej. Zwroty przyjmuje również wrzutnia "
            "przy wejściu głównym, czynna całą dobę."
        ),
        good=[
            Good(
                "preserve",
                "Zasady wypożyczeń – Miejska Biblioteka Publiczna w Opolu\n"
                "- Okres wypożyczenia: książki – 30 dni, audiobooki i filmy – 14 dni.\n"
                "- Prolongata: dwukrotnie, za każdym razem o 30 dni, przez konto czytelnika – o ile na egzemplarz nie "
                "czeka inna osoba.\n"
                "- Opłata za przetrzymanie: 0,20 zł dziennie za książkę, 1 zł dziennie za film.\n"
                "- Przy zaległościach powyżej 20 zł nie można wypożyczać kolejnych materiałów, dopóki nie zostaną "
                "uregulowane.\n"
                "- Zniszczony lub zgubiony egzemplarz należy odkupić albo zapłacić równowartość jego aktualnej ceny "
                "rynkowej.\n"
                "- Zwroty przyjmuje także całodobowa wrzutnia przy wejściu głównym.",
            ),
            Good(
                "preserve",
                "Książki możesz wypożyczyć na 30 dni, a audiobooki i filmy – na 14 dni. Jeśli potrzebujesz więcej "
                "czasu, przedłuż termin przez konto czytelnika; możesz to zrobić dwa razy, za każdym razem o 30 dni, "
                "o ile nikt inny nie czeka na dany egzemplarz. Za każdy dzień spóźnienia zapłacisz 0,20 zł za książkę "
                "i 1 zł za film, a gdy zaległości przekroczą 20 zł, nie wypożyczysz kolejnych materiałów, dopóki ich "
                "nie uregulujesz. Jeśli zniszczysz lub zgubisz egzemplarz, musisz go odkupić albo zapłacić "
                "równowartość jego aktualnej ceny rynkowej. Materiały możesz też oddać do wrzutni przy wejściu głównym, "
                "czynnej całą dobę.\n"
                "Wypożyczalnia Miejskiej Biblioteki Publicznej w Opolu",
            ),
            Good(
                "en",
                "A reminder from the lending department of the Municipal Public Library in Opole: books are lent for "
                "30 days, and audiobooks and films for 14 days. You can extend the loan period twice, by 30 days each "
                "time, through your reader account, as long as no one else is waiting for that copy. For each day of "
                "delay we charge PLN 0.20 per book and PLN 1 per film. Readers whose outstanding fees exceed PLN 20 "
                "cannot borrow further items until they have paid them. A damaged or lost item must be replaced or "
                "paid for at the equivalent of its current market price. Returns are also accepted by the book drop "
                "at the main entrance, which is open 24 hours a day.",
            ),
        ],
        bad=[
            Slip(0, [("0,20 zł dziennie za książkę", "0,50 zł dziennie za książkę")], "number"),
            Slip(1, [("musisz go odkupić", "możesz go odkupić")], "modality"),
            Slip(
                2,
                [
                    (
                        "which is open 24 hours a day.",
                        "which is open 24 hours a day and is monitored by CCTV.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nightly-backup-server-migration-notice",
        source=(
            "### Migracja kopii nocnych na nowy serwer\n\n"
            "Od poniedziałku 12 maja skrypt `backup_nightly.sh` będzie uruchamiany na serwerze `bkp-02` zamiast "
            "`bkp-01`. Zadanie w cronie startuje o 2:30 i zwykle kończy się przed 4:00. Stary serwer zostanie "
            "wyłączony 26 maja, ale jego dyski zachowamy przez 90 dni. Jeśli Twoja usługa korzysta z punktu "
            "montowania `/srv/backup`, nie musisz niczego zmieniać – ścieżka pozostaje ta sama. Natomiast zespoły, "
            "które pobierają kopie przez SFTP, powinny zaktualizować nazwę hosta w konfiguracji. Pytania prosimy "
            "zgłaszać na kanale #infra."
        ),
        good=[
            Good(
                "preserve",
                "### Przeniesienie nocnych kopii zapasowych na nowy serwer\n\n"
                "Począwszy od poniedziałku 12 maja skrypt `backup_nightly.sh` będzie uruchamiany na serwerze `bkp-02`, "
                "a nie na `bkp-01`. Zadanie w cronie rusza o 2:30 i zazwyczaj kończy się przed 4:00. Stary serwer "
                "wyłączymy 26 maja, jednak jego dyski zostaną zachowane przez 90 dni. Jeżeli Twoja usługa korzysta "
                "z punktu montowania `/srv/backup`, nie musisz nic zmieniać, bo ścieżka pozostaje ta sama. Zespoły "
                "pobierające kopie przez SFTP powinny natomiast zaktualizować nazwę hosta w swojej konfiguracji. "
                "Pytania prosimy zgłaszać na kanale #infra.",
            ),
            Good(
                "preserve",
                "### Migracja kopii nocnych na nowy serwer\n\n"
                "- **Co się zmienia:** od poniedziałku 12 maja `backup_nightly.sh` uruchamia się na `bkp-02` zamiast "
                "na `bkp-01`.\n"
                "- **Harmonogram:** cron startuje o 2:30 i zwykle kończy przed 4:00.\n"
                "- **Stary serwer:** zostanie wyłączony 26 maja, a jego dyski zachowamy przez 90 dni.\n"
                "- **Punkt montowania `/srv/backup`:** ścieżka pozostaje ta sama, więc nie musisz niczego zmieniać.\n"
                "- **Pobieranie przez SFTP:** zespoły powinny zaktualizować nazwę hosta w konfiguracji.\n\n"
                "Pytania? Zgłaszajcie je na kanale #infra.",
            ),
            Good(
                "en",
                "### Migrating nightly backups to the new server\n\n"
                "From Monday, 12 May, the `backup_nightly.sh` script will run on the `bkp-02` server instead of "
                "`bkp-01`. The cron job starts at 2:30 and usually finishes before 4:00. The old server will be shut "
                "down on 26 May, but we will keep its disks for 90 days. If your service uses the `/srv/backup` mount "
                "point, you don't need to change anything – the path stays the same. Teams that download backups over "
                "SFTP, however, should update the host name in their configuration. Please post any questions in the "
                "#infra channel.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("z punktu montowania `/srv/backup`", "z punktu montowania `/srv/backups`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "- **Stary serwer:** zostanie wyłączony 26 maja, a jego dyski zachowamy przez 90 dni.",
                        "- **Old server:** it will be shut down on 26 May, and we will keep its disks for 90 days.",
                    ),
                    (
                        "Pytania? Zgłaszajcie je na kanale #infra.",
                        "Questions? Please raise them in the #infra channel.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "should update the host name in their configuration.",
                        "should update the host name in their configuration and request new SSH keys from the security team.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 89: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kurs-prawa-jazdy-kat-a-warunki",
        source="Kurs na prawo jazdy kategorii A obejmuje 30 godzin zajęć teoretycznych i 20 godzin jazd praktycznych na placu manewrowym oraz w ruchu miejskim. Cena kursu wynosi 2900 zł i można ją rozłożyć na trzy raty. Kandydat musi mieć ukończone 24 lata albo 20 lat i co najmniej dwuletnie prawo jazdy kategorii A2. Przed zapisem należy uzyskać w wydziale komunikacji Profil Kandydata na Kierowcę (PKK). Najbliższa grupa rusza 3 marca 2025 r. o godz. 17:00. Kask, rękawice i kurtkę z ochraniaczami zapewnia szkoła, ale kursant powinien mieć własne buty za kostkę. Jazdy w deszczu odbywają się normalnie, chyba że instruktor uzna warunki za niebezpieczne.",
        good=[
            Good(
                "preserve",
                "Kurs prawa jazdy kat. A – najważniejsze informacje:\n- 30 godzin teorii i 20 godzin jazd praktycznych (plac manewrowy i ruch miejski),\n- cena: 2900 zł, z możliwością rozłożenia na trzy raty,\n- wymagany wiek: ukończone 24 lata albo 20 lat i co najmniej dwa lata posiadania prawa jazdy kat. A2,\n- przed zapisem trzeba uzyskać w wydziale komunikacji Profil Kandydata na Kierowcę (PKK),\n- start najbliższej grupy: 3 marca 2025 r., godz. 17:00.\nSzkoła zapewnia kask, rękawice i kurtkę z ochraniaczami; własne buty za kostkę kursant powinien mieć sam. W deszczu jazdy odbywają się normalnie, chyba że instruktor uzna warunki za niebezpieczne.",
            ),
            Good(
                "preserve",
                "Chcesz zrobić prawo jazdy na motocykl? Nasz kurs kategorii A to 30 godzin teorii oraz 20 godzin jazdy – zarówno na placu manewrowym, jak i w ruchu miejskim. Zapłacisz 2900 zł, a jeśli wolisz, tę kwotę można rozłożyć na trzy raty. Musisz mieć skończone 24 lata albo 20 lat i co najmniej dwuletnie prawo jazdy kat. A2. Zanim się zapiszesz, uzyskaj w wydziale komunikacji Profil Kandydata na Kierowcę (PKK). Najbliższa grupa zaczyna 3 marca 2025 r. o 17:00. Kask, rękawice i kurtkę z ochraniaczami zapewniamy my, ale buty za kostkę powinieneś mieć własne. Deszcz nie odwołuje jazd – chyba że instruktor uzna, że warunki są niebezpieczne.",
            ),
            Good(
                "en",
                "The category A (motorcycle) licence course includes 30 hours of theory and 20 hours of riding practice, both on the manoeuvring area and in city traffic. The course costs PLN 2,900, which can be split into three instalments. Candidates must be at least 24 years old, or at least 20 years old and have held a category A2 licence for a minimum of two years. Before enrolling, you need to obtain a Driver Candidate Profile (PKK) from the vehicle registration office (wydział komunikacji). The next group starts on 3 March 2025 at 5 p.m. The school provides a helmet, gloves and a protective jacket, but trainees should have their own ankle-high boots. Lessons go ahead as normal in the rain unless the instructor considers the conditions dangerous.",
            ),
        ],
        bad=[
            Slip(0, [("kursant powinien mieć sam", "kursant musi mieć sam")], "modality"),
            Slip(1, [("20 godzin jazdy", "25 godzin jazdy")], "number"),
            Slip(2, [("starts on 3 March 2025", "starts on 10 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-oboz-harcerski-wilki-list-rodzice",
        source="Drodzy Rodzice,\nobóz 12. Drużyny Harcerskiej „Wilki” odbędzie się w dniach 5–18 lipca 2025 r. w Borach Tucholskich, nad jeziorem Charzykowskim. Wyjazd autokarem spod szkoły 5 lipca o godz. 8:00, powrót 18 lipca około 16:00. Koszt obozu wynosi 1850 zł; zaliczkę w wysokości 500 zł prosimy wpłacić do 31 maja. Uczestnicy nie mogą zabierać telefonów komórkowych – w razie potrzeby kontakt zapewnia komendant pod numerem 601 234 567. Prosimy nie przysyłać paczek z jedzeniem, ponieważ zapewniamy pięć posiłków dziennie. Każde dziecko musi mieć kartę kwalifikacyjną podpisaną przez rodzica oraz aktualną legitymację szkolną. Dzień odwiedzin przewidujemy na 12 lipca, ale jego termin może się jeszcze zmienić.\nCzuwaj!\nKadra obozu",
        good=[
            Good(
                "preserve",
                "Szanowni Rodzice!\nInformujemy, że obóz 12. Drużyny Harcerskiej „Wilki” potrwa od 5 do 18 lipca 2025 r. i odbędzie się w Borach Tucholskich nad jeziorem Charzykowskim. Wyjazd: 5 lipca, godz. 8:00, autokarem spod szkoły; powrót: 18 lipca około godz. 16:00.\nKoszt udziału to 1850 zł. Prosimy o wpłatę zaliczki w wysokości 500 zł do 31 maja.\nZasady:\n- uczestnicy nie mogą zabierać ze sobą telefonów komórkowych; w razie potrzeby kontakt zapewnia komendant (tel. 601 234 567),\n- prosimy nie przysyłać paczek z jedzeniem – zapewniamy pięć posiłków dziennie,\n- każde dziecko musi mieć kartę kwalifikacyjną podpisaną przez rodzica i aktualną legitymację szkolną.\nDzień odwiedzin planujemy na 12 lipca, choć termin ten może jeszcze ulec zmianie.\nCzuwaj!\nKadra obozu",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice, obóz 12. Drużyny Harcerskiej „Wilki” trwa od 5 do 18 lipca 2025 r. – jedziemy w Bory Tucholskie, nad jezioro Charzykowskie. Autokar odjeżdża spod szkoły 5 lipca o 8:00 i wraca 18 lipca mniej więcej o 16:00. Obóz kosztuje 1850 zł; zaliczkę (500 zł) prosimy wpłacić do 31 maja. Telefonów komórkowych uczestnicy zabierać nie mogą – gdyby był potrzebny kontakt, zapewni go komendant pod numerem 601 234 567. Paczek z jedzeniem prosimy nie przysyłać, bo dzieci dostają u nas pięć posiłków dziennie. Każde dziecko musi mieć kartę kwalifikacyjną z podpisem rodzica oraz aktualną legitymację szkolną. Odwiedziny przewidujemy 12 lipca, ale ten termin może się jeszcze zmienić. Czuwaj! Kadra obozu",
            ),
            Good(
                "en",
                "Dear Parents,\nThe camp of the 12th Scout Troop “Wilki” (“Wolves”) will take place from 5 to 18 July 2025 in the Tuchola Forest, by Lake Charzykowskie. The coach leaves from the school on 5 July at 8:00 a.m. and returns on 18 July at around 4:00 p.m. The camp costs PLN 1,850; please pay the PLN 500 deposit by 31 May. Participants may not bring mobile phones – if needed, contact is provided by the camp leader on 601 234 567. Please do not send food parcels, as we provide five meals a day. Every child must have a qualification card signed by a parent and a valid school ID. We are planning a visiting day on 12 July, but the date may still change.\nCzuwaj! (Be prepared!)\nThe camp staff",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "uczestnicy nie mogą zabierać ze sobą telefonów",
                        "uczestnicy mogą zabierać ze sobą telefony",
                    )
                ],
                "negation",
            ),
            Slip(1, [("prosimy wpłacić do 31 maja", "prosimy wpłacić do 15 czerwca")], "date"),
            Slip(
                2,
                [
                    (
                        "the camp leader on 601 234 567",
                        "the camp leader, who is available around the clock, on 601 234 567",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-endoproteza-biodra-zalecenia-po-operacji",
        source="Zalecenia po wszczepieniu endoprotezy stawu biodrowego\nPrzez pierwsze 6 tygodni po operacji należy chodzić o dwóch kulach, stopniowo zwiększając obciążenie operowanej nogi. Nie wolno zginać biodra powyżej 90 stopni ani zakładać nogi na nogę. Ćwiczenia z fizjoterapeutą powinny odbywać się co najmniej 3 razy w tygodniu, a ćwiczenia domowe – codziennie, po około 20 minut. Do prowadzenia samochodu można zwykle wrócić po 6–8 tygodniach, po konsultacji z lekarzem. Obrzęk i lekki ból mogą utrzymywać się nawet przez kilka miesięcy i zazwyczaj nie są powodem do niepokoju. Jeśli jednak pojawi się gorączka powyżej 38°C, zaczerwienienie rany lub nagły ból łydki, trzeba niezwłocznie skontaktować się z oddziałem ortopedii.",
        good=[
            Good(
                "preserve",
                "Po wszczepieniu endoprotezy biodra – zalecenia:\n1. Przez pierwsze sześć tygodni chodź o dwóch kulach i stopniowo coraz mocniej obciążaj operowaną nogę.\n2. Nie zginaj biodra powyżej 90 stopni i nie zakładaj nogi na nogę.\n3. Z fizjoterapeutą powinieneś ćwiczyć co najmniej trzy razy w tygodniu, a w domu – codziennie, po mniej więcej 20 minut.\n4. Za kierownicę zwykle można wrócić po 6–8 tygodniach, ale dopiero po konsultacji z lekarzem.\n5. Obrzęk i niewielki ból mogą utrzymywać się nawet kilka miesięcy; zazwyczaj nie ma powodu do niepokoju.\n6. Jeśli pojawi się gorączka powyżej 38°C, zaczerwienienie rany albo nagły ból łydki, musisz niezwłocznie skontaktować się z oddziałem ortopedii.",
            ),
            Good(
                "preserve",
                "Oto zalecenia dla pacjenta po wszczepieniu endoprotezy stawu biodrowego. Przez 6 tygodni od zabiegu należy poruszać się o dwóch kulach, stopniowo zwiększając obciążenie operowanej kończyny. Zabronione jest zginanie biodra powyżej 90° oraz zakładanie nogi na nogę. Ćwiczenia domowe, trwające około 20 minut, powinny być wykonywane codziennie, natomiast zajęcia z fizjoterapeutą powinny odbywać się nie rzadziej niż 3 razy w tygodniu. Powrót do prowadzenia samochodu jest zwykle możliwy po 6–8 tygodniach i wymaga konsultacji z lekarzem. Obrzęk i lekki ból mogą utrzymywać się nawet przez kilka miesięcy, co zazwyczaj nie jest powodem do niepokoju. W przypadku gorączki powyżej 38°C, zaczerwienienia rany lub nagłego bólu łydki trzeba niezwłocznie skontaktować się z oddziałem ortopedii.",
            ),
            Good(
                "en",
                "After hip replacement surgery: recommendations\nFor the first 6 weeks after the operation, walk with two crutches, gradually putting more weight on the operated leg. Do not bend your hip beyond 90 degrees or cross your legs. Sessions with a physiotherapist should take place at least 3 times a week, and home exercises should be done every day for about 20 minutes. You can usually return to driving after 6–8 weeks, after consulting your doctor. Swelling and mild pain may persist for as long as several months and are usually no cause for concern. However, if you develop a fever above 38°C, redness of the wound or sudden calf pain, you must contact the orthopaedic ward immediately.",
            ),
        ],
        bad=[
            Slip(0, [("Za kierownicę zwykle można wrócić", "Za kierownicę można wrócić")], "hedge"),
            Slip(
                1,
                [
                    (
                        "zajęcia z fizjoterapeutą powinny odbywać się",
                        "zajęcia z fizjoterapeutą muszą odbywać się",
                    )
                ],
                "modality",
            ),
            Slip(2, [("at least 3 times a week", "at least 2 times a week")], "number"),
        ],
    ),
    Case(
        key="pl-gielda-staroci-regulamin-wystawcow-rynek",
        source="Regulamin dla wystawców Giełdy Staroci na Rynku Starego Miasta\n§ 1. Giełda odbywa się w każdą pierwszą niedzielę miesiąca w godz. 7:00–15:00.\n§ 2. Opłata za stoisko wynosi 60 zł za 3 metry bieżące i jest pobierana na miejscu przez organizatora.\n§ 3. Wystawca nie może sprzedawać broni palnej, amunicji ani przedmiotów pochodzących z przestępstwa. Obrót dobrami kultury odbywa się zgodnie z ustawą z dnia 23 lipca 2003 r. o ochronie zabytków i opiece nad zabytkami.\n§ 4. Stoisko należy zwolnić i uprzątnąć do godz. 16:00.\n§ 5. Organizator może odmówić przydzielenia miejsca wystawcy, który naruszył regulamin.\n§ 6. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego.",
        good=[
            Good(
                "preserve",
                "Regulamin wystawców – Giełda Staroci, Rynek Starego Miasta\n§ 1. Giełda działa w każdą pierwszą niedzielę miesiąca, od 7:00 do 15:00.\n§ 2. Stoisko o długości 3 metrów bieżących kosztuje 60 zł; opłatę pobiera organizator na miejscu.\n§ 3. Wystawcom nie wolno sprzedawać broni palnej, amunicji ani przedmiotów pochodzących z przestępstwa. Handel dobrami kultury odbywa się zgodnie z ustawą z 23 lipca 2003 r. o ochronie zabytków i opiece nad zabytkami.\n§ 4. Do godz. 16:00 stoisko trzeba zwolnić i posprzątać.\n§ 5. Wystawcy, który naruszył regulamin, organizator może odmówić przydzielenia miejsca.\n§ 6. W sprawach, których regulamin nie reguluje, stosuje się przepisy Kodeksu cywilnego.",
            ),
            Good(
                "preserve",
                "Giełda Staroci na Rynku Starego Miasta – zasady dla wystawców:\n- termin (§ 1): każda pierwsza niedziela miesiąca, godz. 7:00–15:00;\n- opłata (§ 2): 60 zł za 3 mb stoiska, pobierana na miejscu przez organizatora;\n- zakazy (§ 3): wystawca nie może oferować broni palnej, amunicji ani przedmiotów pochodzących z przestępstwa, a obrót dobrami kultury odbywa się zgodnie z ustawą z dnia 23 lipca 2003 r. o ochronie zabytków i opiece nad zabytkami;\n- sprzątanie (§ 4): stoisko należy zwolnić i uprzątnąć najpóźniej do 16:00;\n- sankcje (§ 5): organizator może odmówić przydziału miejsca wystawcy, który naruszył regulamin;\n- pozostałe sprawy (§ 6): zastosowanie mają przepisy Kodeksu cywilnego.",
            ),
            Good(
                "en",
                "Rules for exhibitors at the Antiques Fair on the Old Town Market Square\n§ 1. The fair is held on the first Sunday of every month, from 7:00 a.m. to 3:00 p.m.\n§ 2. A stall of 3 running metres costs PLN 60; the fee is collected on site by the organiser.\n§ 3. Exhibitors may not sell firearms, ammunition or goods obtained through crime. Trade in cultural goods takes place in accordance with the Act of 23 July 2003 on the Protection and Care of Historical Monuments.\n§ 4. Stalls must be vacated and cleaned up by 4:00 p.m.\n§ 5. The organiser may refuse to allocate a pitch to an exhibitor who has breached these rules.\n§ 6. Matters not covered by these rules are governed by the Civil Code.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 60 zł", "kosztuje 80 zł")], "number"),
            Slip(
                1, [("przepisy Kodeksu cywilnego", "przepisy Kodeksu wykroczeń")], "legal_reference"
            ),
            Slip(
                2,
                [("Exhibitors may not sell firearms", "Exhibitors may sell firearms")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-elektrosmieci-osiedle-zielone-wzgorza",
        source="Zbiórka elektrośmieci na osiedlu Zielone Wzgórza\nW sobotę 12 kwietnia 2025 r. w godz. 9:00–14:00 na parkingu przy ul. Lipowej 8 będzie stał kontener na zużyty sprzęt elektryczny i elektroniczny. Można oddać m.in. lodówki, pralki, telewizory, komputery, telefony, baterie i świetlówki. Sprzęt musi być kompletny – urządzeń bez silnika lub sprężarki firma odbierająca nie przyjmie. Nie przyjmujemy opon, gruzu ani mebli. Mieszkańcy, którzy nie są w stanie sami przynieść dużego sprzętu, mogą zgłosić odbiór spod drzwi do 10 kwietnia, pisząc na adres odbiory@zielonewzgorza.pl. Szczegóły i harmonogram kolejnych zbiórek znajdziesz na stronie www.zielonewzgorza.pl/ekologia.",
        good=[
            Good(
                "preserve",
                "Elektrośmieci – zbiórka na osiedlu Zielone Wzgórza\n- Kiedy: sobota, 12 kwietnia 2025 r., 9:00–14:00\n- Gdzie: kontener na parkingu przy ul. Lipowej 8\n- Co można oddać: zużyty sprzęt elektryczny i elektroniczny, m.in. lodówki, pralki, telewizory, komputery, telefony, baterie, świetlówki\n- Czego nie przyjmujemy: opon, gruzu, mebli\nUwaga: sprzęt musi być kompletny. Urządzeń bez silnika lub sprężarki firma odbierająca nie przyjmie.\nJeśli nie jesteś w stanie sam przynieść dużego sprzętu, możesz do 10 kwietnia zgłosić odbiór spod drzwi – napisz na odbiory@zielonewzgorza.pl. Szczegóły oraz harmonogram następnych zbiórek: www.zielonewzgorza.pl/ekologia.",
            ),
            Good(
                "preserve",
                "Masz w domu zepsutą pralkę, stary telewizor albo zużyte baterie? W sobotę, 12 kwietnia 2025 r., od 9:00 do 14:00 na parkingu przy ul. Lipowej 8 na osiedlu Zielone Wzgórza będzie stał kontener na zużyty sprzęt elektryczny i elektroniczny. Oddać można m.in. lodówki, pralki, telewizory, komputery, telefony, baterie i świetlówki – pod warunkiem, że są kompletne, bo urządzeń bez silnika lub sprężarki firma odbierająca nie przyjmie. Opon, gruzu i mebli nie przyjmujemy. Jeśli nie dasz rady sam przynieść dużego sprzętu, do 10 kwietnia możesz zgłosić odbiór spod drzwi, pisząc na odbiory@zielonewzgorza.pl. Szczegóły i terminy kolejnych zbiórek znajdziesz na www.zielonewzgorza.pl/ekologia.",
            ),
            Good(
                "en",
                "E-waste collection on the Zielone Wzgórza estate\nOn Saturday, 12 April 2025, from 9:00 a.m. to 2:00 p.m., a container for used electrical and electronic equipment will be placed in the car park at ul. Lipowa 8. You can drop off fridges, washing machines, TVs, computers, phones, batteries and fluorescent tubes, among other things. Equipment must be complete – the collection company will not accept appliances without a motor or compressor. We do not accept tyres, rubble or furniture. Residents who are unable to bring large appliances themselves can request a doorstep pickup by 10 April by writing to odbiory@zielonewzgorza.pl. Details and the schedule of upcoming collections can be found at www.zielonewzgorza.pl/ekologia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("napisz na odbiory@zielonewzgorza.pl", "napisz na odbior@zielonewzgorza.pl")],
                "url",
            ),
            Slip(1, [("do 10 kwietnia możesz", "do 11 kwietnia możesz")], "date"),
            Slip(2, [("Equipment must be complete", "Equipment should be complete")], "modality"),
        ],
    ),
    Case(
        key="pl-stypendium-rektora-kryteria-srednia-osiagniecia",
        source="Stypendium rektora – kryteria przyznawania w roku akademickim 2025/2026\nZgodnie z art. 91 ust. 3 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce stypendium rektora może otrzymać nie więcej niż 10% studentów każdego kierunku. O stypendium może ubiegać się student, który uzyskał średnią ocen co najmniej 4,50 lub ma osiągnięcia naukowe, artystyczne albo sportowe we współzawodnictwie co najmniej na poziomie krajowym. Studenci pierwszego roku mogą je otrzymać wyłącznie jako laureaci olimpiady międzynarodowej albo laureaci lub finaliści olimpiady stopnia centralnego. Wniosek należy złożyć w systemie USOSweb do 15 października. Do wniosku trzeba dołączyć dokumenty potwierdzające osiągnięcia; wnioski bez nich nie będą rozpatrywane.",
        good=[
            Good(
                "preserve",
                "Stypendium rektora 2025/2026 – kryteria\nLimit: zgodnie z art. 91 ust. 3 ustawy z 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce stypendium może otrzymać najwyżej 10% studentów danego kierunku.\nKto może się ubiegać:\n1. student ze średnią ocen co najmniej 4,50,\n2. student z osiągnięciami naukowymi, artystycznymi lub sportowymi we współzawodnictwie co najmniej na poziomie krajowym.\nStudenci pierwszego roku mogą otrzymać stypendium tylko wtedy, gdy są laureatami olimpiady międzynarodowej albo laureatami lub finalistami olimpiady stopnia centralnego.\nTermin: wniosek należy złożyć w USOSweb do 15 października. Trzeba do niego dołączyć dokumenty potwierdzające osiągnięcia – wnioski bez tych dokumentów nie będą rozpatrywane.",
            ),
            Good(
                "preserve",
                "Wnioski o stypendium rektora na rok akademicki 2025/2026 należy złożyć w systemie USOSweb do 15 października, dołączając dokumenty potwierdzające osiągnięcia; wnioski bez tych dokumentów nie będą rozpatrywane. O świadczenie może ubiegać się student legitymujący się średnią ocen nie niższą niż 4,50 albo osiągnięciami naukowymi, artystycznymi lub sportowymi we współzawodnictwie co najmniej na poziomie krajowym. Student pierwszego roku może je otrzymać wyłącznie wtedy, gdy jest laureatem olimpiady międzynarodowej albo laureatem lub finalistą olimpiady stopnia centralnego. Na podstawie art. 91 ust. 3 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce stypendium rektora może otrzymać nie więcej niż 10% studentów każdego kierunku.",
            ),
            Good(
                "en",
                "Rector's scholarship – eligibility criteria for the 2025/2026 academic year\nUnder Article 91(3) of the Act of 20 July 2018 – Law on Higher Education and Science, no more than 10% of students in each degree programme may receive the rector's scholarship. Students may apply if they have a grade average of at least 4.50 or scientific, artistic or sporting achievements in competition at least at national level. First-year students may receive it only as laureates of an international olympiad, or as laureates or finalists of a central-level olympiad. Applications must be submitted via USOSweb by 15 October. Documents confirming your achievements must be attached; applications without them will not be considered.",
            ),
        ],
        bad=[
            Slip(0, [("art. 91 ust. 3", "art. 93 ust. 3")], "legal_reference"),
            Slip(1, [("nie niższą niż 4,50", "nie niższą niż 4,20")], "number"),
            Slip(
                2,
                [("Applications must be submitted", "Applications should be submitted")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sauna-miejska-zasady-korzystania-bilety",
        source="Zasady korzystania z sauny w Miejskim Centrum Rekreacji\nZ sauny mogą korzystać osoby, które ukończyły 16 lat; osoby młodsze – wyłącznie pod opieką osoby dorosłej. Przed wejściem należy wziąć prysznic i dokładnie się osuszyć. W saunie suchej obowiązuje siedzenie lub leżenie na własnym ręczniku. Jedna sesja nie powinna trwać dłużej niż 15 minut, a między kolejnymi wejściami zalecamy co najmniej 10-minutową przerwę na schłodzenie. W strefie saun nie wolno spożywać alkoholu ani używać telefonów. Osoby z chorobami serca, nadciśnieniem lub w ciąży powinny przed skorzystaniem z sauny skonsultować się z lekarzem. Bilet dwugodzinny kosztuje 35 zł, a ulgowy 25 zł. Strefa saun jest czynna codziennie od 12:00 do 22:00, w poniedziałki od 15:00.",
        good=[
            Good(
                "preserve",
                "Sauna w Miejskim Centrum Rekreacji – regulamin w skrócie:\n- wiek: od 16 lat; osoby młodsze tylko pod opieką dorosłego,\n- przed wejściem obowiązkowy prysznic i dokładne osuszenie się,\n- w saunie suchej siedzimy lub leżymy obowiązkowo na własnym ręczniku,\n- jedna sesja nie powinna przekraczać 15 minut; między wejściami zalecamy przynajmniej 10 minut przerwy na schłodzenie,\n- w strefie saun zakaz spożywania alkoholu i używania telefonów,\n- osoby z chorobami serca, nadciśnieniem oraz kobiety w ciąży powinny wcześniej skonsultować się z lekarzem,\n- ceny: bilet dwugodzinny 35 zł, ulgowy 25 zł,\n- godziny otwarcia: codziennie 12:00–22:00, w poniedziałki od 15:00.",
            ),
            Good(
                "preserve",
                "Wybierasz się do sauny w Miejskim Centrum Rekreacji? Strefa saun działa codziennie od 12:00 do 22:00, a w poniedziałki od 15:00. Bilet na dwie godziny kosztuje 35 zł, ulgowy – 25 zł. Jeśli nie masz jeszcze 16 lat, możesz wejść wyłącznie pod opieką osoby dorosłej. Przed wejściem weź prysznic i dokładnie się osusz, a w saunie suchej siadaj lub kładź się tylko na własnym ręczniku. Pojedyncza sesja nie powinna trwać dłużej niż 15 minut; między wejściami zalecamy co najmniej 10 minut przerwy, żeby się schłodzić. Pamiętaj, że w strefie saun nie wolno pić alkoholu ani używać telefonu. Osoby z chorobami serca, nadciśnieniem lub w ciąży powinny przed sauną skonsultować się z lekarzem.",
            ),
            Good(
                "en",
                "Sauna rules – Municipal Recreation Centre\nThe sauna may be used by people aged 16 and over; younger visitors only under the supervision of an adult. You must shower and dry yourself thoroughly before entering. In the dry sauna, you must sit or lie on your own towel. A single session should not last longer than 15 minutes, and we recommend a break of at least 10 minutes between sessions to cool down. Alcohol and phones are not allowed in the sauna area. People with heart disease, high blood pressure or who are pregnant should consult a doctor before using the sauna. A two-hour ticket costs PLN 35, and a reduced ticket PLN 25. The sauna area is open daily from 12:00 to 22:00, and from 15:00 on Mondays.",
            ),
        ],
        bad=[
            Slip(0, [("ulgowy 25 zł", "ulgowy 20 zł")], "number"),
            Slip(
                1,
                [("Pojedyncza sesja nie powinna trwać", "Pojedyncza sesja powinna trwać")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A two-hour ticket costs PLN 35",
                        "A two-hour ticket, which also includes use of the swimming pool, costs PLN 35",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dom-kultury-zorza-ceramika-nabor",
        source="Zajęcia ceramiczne w Domu Kultury „Zorza” – nabór na semestr wiosenny\nZapraszamy dorosłych na zajęcia z ceramiki, które odbywają się we wtorki od 18:00 do 20:30 w pracowni nr 4. Pierwsze spotkanie zaplanowano na 4 lutego 2025 r., a ostatnie – na 10 czerwca. Kurs obejmuje lepienie ręczne, pracę na kole garncarskim oraz szkliwienie. Grupa liczy maksymalnie 10 osób, dlatego obowiązują zapisy przez formularz na stronie www.zorza.art.pl/ceramika. Opłata za semestr wynosi 680 zł i obejmuje glinę, szkliwa oraz dwa wypały. Nie musisz mieć żadnego doświadczenia – wystarczą chęci i ubranie, którego nie szkoda pobrudzić. Prace będą gotowe do odbioru prawdopodobnie około dwóch tygodni po ostatnich zajęciach.",
        good=[
            Good(
                "preserve",
                "Dom Kultury „Zorza” ogłasza nabór na wiosenny semestr zajęć ceramicznych dla dorosłych. Spotkania odbywają się we wtorki w godz. 18:00–20:30 w pracowni nr 4; pierwsze zaplanowano na 4 lutego 2025 r., ostatnie na 10 czerwca. Program obejmuje lepienie ręczne, pracę na kole garncarskim i szkliwienie. Ze względu na limit 10 osób w grupie obowiązują zapisy przez formularz dostępny pod adresem www.zorza.art.pl/ceramika. Koszt semestru to 680 zł – w cenie są glina, szkliwa i dwa wypały. Doświadczenie nie jest wymagane; wystarczą chęci i strój, którego nie szkoda pobrudzić. Gotowe prace będzie można odebrać prawdopodobnie około dwóch tygodni po ostatnich zajęciach.",
            ),
            Good(
                "preserve",
                "Ceramika dla dorosłych w Domu Kultury „Zorza” – semestr wiosenny\nKiedy: wtorki, 18:00–20:30, od 4 lutego 2025 r. do 10 czerwca\nGdzie: pracownia nr 4\nCzego się nauczysz: lepienia ręcznego, pracy na kole garncarskim i szkliwienia\nIle to kosztuje: 680 zł za semestr (glina, szkliwa i dwa wypały w cenie)\nJak się zapisać: przez formularz na www.zorza.art.pl/ceramika – w grupie jest maksymalnie 10 miejsc.\nNie potrzebujesz żadnego doświadczenia, wystarczą chęci i ubranie, którego nie szkoda ubrudzić. Swoje prace odbierzesz prawdopodobnie mniej więcej dwa tygodnie po ostatnich zajęciach.",
            ),
            Good(
                "en",
                "Ceramics classes at the “Zorza” Cultural Centre – spring semester enrolment\nWe invite adults to ceramics classes held on Tuesdays from 6:00 to 8:30 p.m. in studio no. 4. The first session is scheduled for 4 February 2025 and the last one for 10 June. The course covers hand-building, working on the potter's wheel and glazing. Groups are limited to 10 people, so registration is via the form at www.zorza.art.pl/ceramika. The fee for the semester is PLN 680 and includes clay, glazes and two firings. You don't need any experience – all you need is enthusiasm and clothes you don't mind getting dirty. Your pieces will probably be ready for collection about two weeks after the last class.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Program obejmuje lepienie ręczne",
                        "Program, prowadzony przez absolwentkę krakowskiej ASP, obejmuje lepienie ręczne",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("od 4 lutego 2025 r.", "od 11 lutego 2025 r.")], "date"),
            Slip(2, [("www.zorza.art.pl/ceramika", "www.zorza.pl/ceramika")], "url"),
        ],
    ),
    Case(
        key="pl-badanie-snu-nastolatkow-smartfon-streszczenie",
        source="Streszczenie: W badaniu przeprowadzonym w latach 2022–2023 na grupie 1 240 uczniów w wieku 14–18 lat z sześciu województw oceniono związek między czasem korzystania ze smartfona przed snem a długością snu. Uczestnicy prowadzili dzienniczki snu przez 14 dni, a część z nich (n = 312) nosiła dodatkowo aktygrafy. Średnia długość snu w dni szkolne wyniosła 6 godz. 48 min, czyli wyraźnie mniej niż zalecane 8–10 godzin. Każda dodatkowa godzina korzystania z ekranu po godz. 21:00 wiązała się ze skróceniem snu o około 19 minut. Autorzy zastrzegają, że badanie ma charakter przekrojowy i nie pozwala wnioskować o przyczynowości. Wyniki opublikowano w „Pediatrii Polskiej” (Nowak i in., 2024, t. 99, s. 211–219).",
        good=[
            Good(
                "preserve",
                "Badacze sprawdzili, jak korzystanie ze smartfona przed snem wiąże się z długością snu nastolatków. W latach 2022–2023 przebadano 1 240 uczniów w wieku 14–18 lat z sześciu województw. Przez 14 dni uczestnicy prowadzili dzienniczki snu, a 312 z nich nosiło też aktygrafy. W dni szkolne młodzież spała średnio 6 godz. 48 min, a więc wyraźnie krócej niż zalecane 8–10 godzin. Każda dodatkowa godzina przed ekranem po 21:00 wiązała się ze skróceniem snu o około 19 minut. Autorzy podkreślają jednak, że to badanie przekrojowe, więc nie można na jego podstawie wnioskować o przyczynowości. Praca ukazała się w „Pediatrii Polskiej” (Nowak i in., 2024, t. 99, s. 211–219).",
            ),
            Good(
                "preserve",
                "Celem badania było określenie związku między korzystaniem ze smartfona przed snem a długością snu u młodzieży. Próbę stanowiło 1 240 uczniów w wieku 14–18 lat z sześciu województw, badanych w latach 2022–2023; przez 14 dni wypełniali oni dzienniczki snu, a podgrupa 312 osób nosiła ponadto aktygrafy. W dni szkolne średni czas snu wynosił 6 godz. 48 min, wyraźnie poniżej zalecanych 8–10 godzin. Każda dodatkowa godzina korzystania z ekranu po godz. 21:00 była związana ze skróceniem snu o około 19 minut. Ze względu na przekrojowy charakter badania autorzy zastrzegają, że nie pozwala ono na wnioski przyczynowe. Źródło: Nowak i in., „Pediatria Polska” 2024, t. 99, s. 211–219.",
            ),
            Good(
                "en",
                "Abstract: This study, conducted in 2022–2023 among 1,240 students aged 14–18 from six voivodeships, examined the relationship between smartphone use before bedtime and sleep duration. Participants kept sleep diaries for 14 days, and a subset (n = 312) also wore actigraphs. Average sleep duration on school days was 6 h 48 min, well below the recommended 8–10 hours. Each additional hour of screen time after 9 p.m. was associated with about 19 minutes less sleep. The authors note that the study is cross-sectional and does not allow conclusions about causality. The results were published in Pediatria Polska (Nowak et al., 2024, vol. 99, pp. 211–219).",
            ),
        ],
        bad=[
            Slip(0, [("o około 19 minut", "o 19 minut")], "hedge"),
            Slip(1, [("t. 99, s. 211–219", "t. 99, s. 121–129")], "citation"),
            Slip(2, [("among 1,240 students", "among 1,420 students")], "number"),
        ],
    ),
    Case(
        key="pl-nginx-przekierowanie-https-notatka-serwer",
        source="## Nginx – przekierowanie na HTTPS (notatka)\n\nNa serwerze `web-02` konfiguracja strony leży w pliku `/etc/nginx/sites-available/sklep.conf`. Żeby wymusić HTTPS, w bloku `server` nasłuchującym na porcie 80 dodajemy:\n\n```nginx\nreturn 301 https://$host$request_uri;\n```\n\nPo każdej zmianie **najpierw** sprawdź składnię poleceniem `sudo nginx -t`, a dopiero potem przeładuj usługę: `sudo systemctl reload nginx`. Nie używaj `restart` w godzinach szczytu – zrywa aktywne połączenia. Certyfikat z Let's Encrypt odnawia się automatycznie co około 60 dni; nie trzeba tego robić ręcznie.",
        good=[
            Good(
                "preserve",
                "## Notatka: wymuszenie HTTPS w Nginx\n\nPlik konfiguracyjny strony na serwerze `web-02`: `/etc/nginx/sites-available/sklep.conf`.\n\nW bloku `server`, który nasłuchuje na porcie 80, dodaj:\n\n```nginx\nreturn 301 https://$host$request_uri;\n```\n\nPo każdej zmianie:\n\n1. **Najpierw** sprawdź składnię: `sudo nginx -t`.\n2. Dopiero potem przeładuj usługę: `sudo systemctl reload nginx`.\n\nW godzinach szczytu nie używaj `restart`, bo zrywa on aktywne połączenia. Certyfikat Let's Encrypt odnawia się sam mniej więcej co 60 dni – nie trzeba go odnawiać ręcznie.",
            ),
            Good(
                "preserve",
                "## Jak wymusić HTTPS w Nginx (notatka)\n\nKonfigurację strony na `web-02` znajdziesz w `/etc/nginx/sites-available/sklep.conf`. Do bloku `server` obsługującego port 80 dopisz:\n\n```nginx\nreturn 301 https://$host$request_uri;\n```\n\nPo każdej zmianie **najpierw** uruchom `sudo nginx -t`, żeby sprawdzić składnię, i dopiero wtedy przeładuj usługę przez `sudo systemctl reload nginx`. W godzinach szczytu nie używaj `restart`, ponieważ zrywa aktywne połączenia. Ręczne odnawianie certyfikatu Let's Encrypt nie jest potrzebne: dzieje się to automatycznie co około 60 dni.",
            ),
            Good(
                "en",
                "## Nginx – redirecting to HTTPS (note)\n\nOn the `web-02` server, the site configuration is in `/etc/nginx/sites-available/sklep.conf`. To force HTTPS, add the following to the `server` block listening on port 80:\n\n```nginx\nreturn 301 https://$host$request_uri;\n```\n\nAfter every change, **first** check the syntax with `sudo nginx -t`, and only then reload the service with `sudo systemctl reload nginx`. Don't use `restart` during peak hours – it drops active connections. The Let's Encrypt certificate renews automatically about every 60 days; you don't need to do it manually.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```nginx\nreturn 301 https://$host$request_uri;\n```",
                        "return 301 https://$host$request_uri;",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "W godzinach szczytu nie używaj `restart`",
                        "W godzinach szczytu używaj `restart`",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "`/etc/nginx/sites-available/sklep.conf`",
                        "`/etc/nginx/sites-enabled/sklep.conf`",
                    )
                ],
                "code",
            ),
        ],
    ),
    Case(
        key="pl-readme-pdfscal-instalacja-uzycie-cli",
        source="# pdfscal\n\nProste narzędzie wiersza poleceń do łączenia plików PDF.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```bash\npip install pdfscal==2.3.1\n```\n\n## Użycie\n\n```bash\npdfscal raport.pdf aneks.pdf -o wynik.pdf\n```\n\nOpcja `--kompresja` zmniejsza rozmiar pliku wynikowego, ale może wydłużyć działanie programu. Plików zabezpieczonych hasłem nie da się połączyć – należy je najpierw odblokować.\n\n## Współpraca\n\nPrzed wysłaniem pull requesta uruchom `pytest` – wszystkie testy muszą przechodzić. Błędy zgłaszaj na https://github.com/mkowal/pdfscal/issues. Projekt jest udostępniony na licencji MIT.",
        good=[
            Good(
                "preserve",
                "# pdfscal\n\nNarzędzie CLI do łączenia plików PDF – proste w obsłudze.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz tak:\n\n```bash\npip install pdfscal==2.3.1\n```\n\n## Użycie\n\n```bash\npdfscal raport.pdf aneks.pdf -o wynik.pdf\n```\n\nZ opcją `--kompresja` plik wynikowy będzie mniejszy, choć program może działać dłużej. Plików chronionych hasłem nie połączysz – trzeba je wcześniej odblokować.\n\n## Współpraca\n\nZanim wyślesz pull request, uruchom `pytest`; wszystkie testy muszą przechodzić. Błędy zgłaszaj na https://github.com/mkowal/pdfscal/issues. Licencja: MIT.",
            ),
            Good(
                "preserve",
                "# pdfscal\n\n`pdfscal` to proste narzędzie wiersza poleceń, które łączy pliki PDF.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Instalacja:\n\n```bash\npip install pdfscal==2.3.1\n```\n\n## Użycie\n\n```bash\npdfscal raport.pdf aneks.pdf -o wynik.pdf\n```\n\nKilka uwag:\n\n- `--kompresja` zmniejsza plik wynikowy, ale może wydłużyć działanie programu;\n- plików zabezpieczonych hasłem nie da się połączyć, najpierw trzeba je odblokować.\n\n## Współpraca\n\nPrzed wysłaniem pull requesta uruchom `pytest` – wszystkie testy muszą przechodzić. Błędy zgłaszaj na https://github.com/mkowal/pdfscal/issues. Projekt jest dostępny na licencji MIT.",
            ),
            Good(
                "en",
                "# pdfscal\n\nA simple command-line tool for merging PDF files.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```bash\npip install pdfscal==2.3.1\n```\n\n## Usage\n\n```bash\npdfscal raport.pdf aneks.pdf -o wynik.pdf\n```\n\nThe `--kompresja` option reduces the size of the output file but may make the program run longer. Password-protected files cannot be merged – you need to unlock them first.\n\n## Contributing\n\nBefore submitting a pull request, run `pytest` – all tests must pass. Report bugs at https://github.com/mkowal/pdfscal/issues. The project is released under the MIT licence.",
            ),
        ],
        bad=[
            Slip(0, [("## Użycie\n", "Użycie:\n")], "markdown"),
            Slip(1, [("pip install pdfscal==2.3.1", "pip install pdfscal==2.1.3")], "code"),
            Slip(
                2,
                [("Python 3.10 or newer is required", "Python 3.10 or newer is recommended")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-kawa-cisnienie-tetnicze-wyniki",
        source="Czy kawa podnosi ciśnienie? Metaanaliza 34 badań obejmujących łącznie około 170 tys. dorosłych (Kowalczyk i Mazur, „Kardiologia Polska” 2023; doi:10.33963/KP.a2023.0112) wykazała, że regularne picie do 3 filiżanek kawy dziennie nie zwiększało ryzyka nadciśnienia tętniczego. U osób, które piją kawę okazjonalnie, pojedyncza filiżanka może jednak przejściowo podnieść ciśnienie skurczowe o 3–8 mmHg. Autorzy sugerują, że organizm regularnych konsumentów prawdopodobnie przyzwyczaja się do kofeiny. Nie oznacza to, że kawa jest obojętna dla każdego: osoby z niekontrolowanym nadciśnieniem powinny omówić jej spożycie z lekarzem. Analiza nie obejmowała kobiet w ciąży.",
        good=[
            Good(
                "preserve",
                "Kawa a ciśnienie – co mówią badania? Kowalczyk i Mazur przeanalizowali 34 badania, w których wzięło udział łącznie około 170 tys. dorosłych („Kardiologia Polska” 2023; doi:10.33963/KP.a2023.0112). Okazało się, że regularne picie do trzech filiżanek kawy dziennie nie zwiększało ryzyka nadciśnienia tętniczego. Inaczej jest u osób pijących kawę okazjonalnie: jedna filiżanka może u nich przejściowo podnieść ciśnienie skurczowe o 3–8 mmHg. Zdaniem autorów organizm regularnych kawoszy prawdopodobnie przyzwyczaja się do kofeiny. Nie znaczy to jednak, że kawa jest obojętna dla każdego – osoby z niekontrolowanym nadciśnieniem powinny omówić jej picie z lekarzem. W analizie nie uwzględniono kobiet w ciąży.",
            ),
            Good(
                "preserve",
                "Kawa a ciśnienie – najważniejsze wnioski z metaanalizy (Kowalczyk i Mazur, „Kardiologia Polska” 2023; doi:10.33963/KP.a2023.0112):\n- przeanalizowano 34 badania z udziałem łącznie około 170 tys. dorosłych;\n- regularne picie do 3 filiżanek kawy dziennie nie zwiększało ryzyka nadciśnienia tętniczego;\n- u osób pijących kawę okazjonalnie jedna filiżanka może przejściowo podnieść ciśnienie skurczowe o 3–8 mmHg;\n- autorzy sugerują, że organizm regularnych konsumentów prawdopodobnie przyzwyczaja się do kofeiny;\n- kawa nie jest jednak obojętna dla każdego: osoby z niekontrolowanym nadciśnieniem powinny omówić jej spożycie z lekarzem;\n- analiza nie obejmowała kobiet w ciąży.",
            ),
            Good(
                "en",
                "Does coffee raise blood pressure? A meta-analysis of 34 studies involving a total of about 170,000 adults (Kowalczyk and Mazur, Kardiologia Polska 2023; doi:10.33963/KP.a2023.0112) found that regularly drinking up to 3 cups of coffee a day did not increase the risk of hypertension. In occasional coffee drinkers, however, a single cup may temporarily raise systolic blood pressure by 3–8 mmHg. The authors suggest that the bodies of regular consumers probably get used to caffeine. This does not mean that coffee is harmless for everyone: people with uncontrolled hypertension should discuss their coffee intake with a doctor. The analysis did not include pregnant women.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Kowalczyk i Mazur przeanalizowali", "Kowalczyk i Nowak przeanalizowali")],
                "citation",
            ),
            Slip(1, [("może przejściowo podnieść", "przejściowo podnosi")], "hedge"),
            Slip(2, [("did not increase the risk", "increased the risk")], "negation"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-sklep-ceramika-lipka",
        source="Klauzula informacyjna\nAdministratorem Twoich danych osobowych jest Ceramika Lipka sp. z o.o. z siedzibą w Bolesławcu, ul. Garncarska 14. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale niezbędne do zawarcia umowy. Dane będziemy przechowywać przez 5 lat od końca roku, w którym zrealizowano zamówienie. Masz prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa UODO. Zgodę możesz wycofać w dowolnym momencie, pisząc na iod@ceramikalipka.pl. Pełna polityka prywatności: https://ceramikalipka.pl/prywatnosc.",
        good=[
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n- Administrator: Ceramika Lipka sp. z o.o. z siedzibą w Bolesławcu, ul. Garncarska 14.\n- Cele i podstawy: realizacja zamówienia – art. 6 ust. 1 lit. b RODO; marketing – wyłącznie na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO).\n- Podanie danych: dobrowolne, ale niezbędne do zawarcia umowy.\n- Okres przechowywania: 5 lat od końca roku, w którym zrealizowano zamówienie.\n- Twoje prawa: dostęp do danych, ich sprostowanie i usunięcie, a także wniesienie skargi do Prezesa UODO.\n- Wycofanie zgody: w dowolnym momencie, mailowo na iod@ceramikalipka.pl.\nPełną politykę prywatności znajdziesz na https://ceramikalipka.pl/prywatnosc.",
            ),
            Good(
                "preserve",
                "Ceramika Lipka sp. z o.o. z siedzibą w Bolesławcu (ul. Garncarska 14) jako administrator przetwarza Pani/Pana dane osobowe w celu realizacji zamówienia, na podstawie art. 6 ust. 1 lit. b RODO. Przetwarzanie w celach marketingowych odbywa się wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO), którą można wycofać w dowolnym momencie, pisząc na adres iod@ceramikalipka.pl. Podanie danych jest dobrowolne, jednak niezbędne do zawarcia umowy. Dane będą przechowywane przez 5 lat, licząc od końca roku, w którym zrealizowano zamówienie. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Pełna polityka prywatności jest dostępna pod adresem https://ceramikalipka.pl/prywatnosc.",
            ),
            Good(
                "en",
                "Privacy notice\nThe controller of your personal data is Ceramika Lipka sp. z o.o., with its registered office in Bolesławiec, ul. Garncarska 14. We process your data to fulfil your order on the basis of Article 6(1)(b) GDPR, and for marketing purposes only on the basis of your consent (Article 6(1)(a) GDPR). Providing your data is voluntary but necessary to conclude the contract. We will keep your data for 5 years from the end of the year in which the order was fulfilled. You have the right to access, rectify and erase your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). You can withdraw your consent at any time by writing to iod@ceramikalipka.pl. Full privacy policy: https://ceramikalipka.pl/prywatnosc.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(
                1,
                [("https://ceramikalipka.pl/prywatnosc", "https://ceramikalipka.pl/polityka")],
                "url",
            ),
            Slip(
                2,
                [("We will keep your data for 5 years", "We may keep your data for 5 years")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ogloszenie-wynajem-mieszkania-lublin-kaucja",
        source="Ogłoszenie: wynajmę mieszkanie 2-pokojowe, 48 m², ul. Słowackiego 21/5, Lublin. Czynsz najmu wynosi 2300 zł miesięcznie plus opłaty administracyjne ok. 450 zł (woda i ogrzewanie rozliczane według zużycia). Wymagana kaucja w wysokości jednomiesięcznego czynszu, zwracana w ciągu 30 dni od zakończenia najmu. Mieszkanie dostępne od 1 października 2025 r.; umowa najmu okazjonalnego na minimum 12 miesięcy. Nie akceptuję zwierząt ani palenia w mieszkaniu. Studenci mile widziani. Oglądanie możliwe w dni robocze po 17:00 oraz w soboty do 13:00 – proszę o wcześniejszy SMS pod numer 512 908 771.",
        good=[
            Good(
                "preserve",
                "Do wynajęcia: 2 pokoje, 48 m², ul. Słowackiego 21/5, Lublin\n- czynsz: 2300 zł/mies. + opłaty administracyjne ok. 450 zł (woda i ogrzewanie wg zużycia),\n- wymagana kaucja: równowartość jednomiesięcznego czynszu, zwrot w ciągu 30 dni od zakończenia najmu,\n- dostępne od 1.10.2025,\n- umowa najmu okazjonalnego, minimum 12 miesięcy,\n- bez zwierząt, bez palenia w mieszkaniu,\n- studenci mile widziani.\nOglądanie: dni robocze po 17:00, soboty do 13:00. Wcześniej proszę o SMS: 512 908 771.",
            ),
            Good(
                "preserve",
                "Mam do wynajęcia dwupokojowe mieszkanie o powierzchni 48 m² przy ul. Słowackiego 21/5 w Lublinie, dostępne od 1 października 2025 r. Miesięczny czynsz to 2300 zł, do tego dochodzą opłaty administracyjne w wysokości około 450 zł; wodę i ogrzewanie rozliczam według zużycia. Wymagam kaucji równej jednemu czynszowi – zwracam ją w ciągu 30 dni od zakończenia najmu. Podpisujemy umowę najmu okazjonalnego na co najmniej 12 miesięcy. Zwierząt ani palenia w mieszkaniu nie akceptuję, natomiast studenci są mile widziani. Mieszkanie można obejrzeć w dni robocze po 17:00 i w soboty do 13:00 – proszę tylko wcześniej wysłać SMS na numer 512 908 771.",
            ),
            Good(
                "en",
                "For rent: 2-room flat, 48 m², ul. Słowackiego 21/5, Lublin. The rent is PLN 2,300 per month plus administrative charges of approx. PLN 450 (water and heating billed according to consumption). A deposit equal to one month's rent is required and will be returned within 30 days of the end of the tenancy. Available from 1 October 2025; occasional lease agreement (najem okazjonalny) for a minimum of 12 months. No pets and no smoking in the flat. Students welcome. Viewings are possible on weekdays after 5 p.m. and on Saturdays until 1 p.m. – please send a text message to 512 908 771 beforehand.",
            ),
        ],
        bad=[
            Slip(0, [("2 pokoje, 48 m²", "2 pokoje, 58 m²")], "number"),
            Slip(
                1,
                [
                    (
                        "Zwierząt ani palenia w mieszkaniu nie akceptuję",
                        "Zwierzęta i palenie w mieszkaniu akceptuję",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Available from 1 October 2025", "Available from 1 November 2025")], "date"),
        ],
    ),
    Case(
        key="pl-przypomnienie-szczepienie-psa-wscieklizna-lapa",
        source="Przypomnienie z Przychodni Weterynaryjnej „Łapa”\nSzanowni Państwo, zbliża się termin corocznego szczepienia przeciw wściekliźnie Państwa psa Burka – ważność poprzedniego szczepienia upływa 14 maja 2025 r. Szczepienie przeciw wściekliźnie jest w Polsce obowiązkowe dla psów powyżej 3. miesiąca życia. Podczas tej samej wizyty możemy podać szczepionkę skojarzoną przeciw nosówce, parwowirozie i leptospirozie. Przed szczepieniem pies powinien być zdrowy i odrobaczony – najlepiej około 7–10 dni wcześniej. Po szczepieniu może wystąpić lekka apatia lub obrzęk w miejscu wkłucia, które zwykle ustępują w ciągu 48 godzin. Prosimy zabrać książeczkę zdrowia. Wizytę można umówić telefonicznie: 22 614 33 80.",
        good=[
            Good(
                "preserve",
                "Dzień dobry! Przychodnia Weterynaryjna „Łapa” przypomina: 14 maja 2025 r. upływa ważność szczepienia Burka przeciw wściekliźnie, więc zbliża się termin corocznego szczepienia. W Polsce to szczepienie jest obowiązkowe dla psów powyżej 3. miesiąca życia. Przy okazji tej samej wizyty możemy też podać szczepionkę skojarzoną – przeciw nosówce, parwowirozie i leptospirozie. Burek powinien być przed szczepieniem zdrowy i odrobaczony, najlepiej mniej więcej 7–10 dni wcześniej. Po zastrzyku może pojawić się lekka apatia albo obrzęk w miejscu wkłucia; zwykle mijają one w ciągu 48 godzin. Prosimy zabrać ze sobą książeczkę zdrowia. Wizytę można umówić pod numerem 22 614 33 80.",
            ),
            Good(
                "preserve",
                "Przychodnia Weterynaryjna „Łapa” – przypomnienie o szczepieniu\nPacjent: pies Burek. Ważność poprzedniego szczepienia przeciw wściekliźnie upływa 14 maja 2025 r., zbliża się więc termin corocznego szczepienia.\n1. Szczepienie przeciw wściekliźnie jest w Polsce obowiązkowe dla psów powyżej 3. miesiąca życia.\n2. W trakcie tej samej wizyty możemy podać szczepionkę skojarzoną przeciw nosówce, parwowirozie i leptospirozie.\n3. Przed szczepieniem pies powinien być zdrowy i odrobaczony, najlepiej około 7–10 dni wcześniej.\n4. Po szczepieniu może wystąpić lekka apatia lub obrzęk w miejscu wkłucia, które zwykle ustępują w ciągu 48 godzin.\nProsimy o zabranie książeczki zdrowia. Wizytę można umówić telefonicznie: 22 614 33 80.",
            ),
            Good(
                "en",
                "Reminder from the “Łapa” Veterinary Clinic\nDear Owner, your dog Burek is due for his annual rabies vaccination – the previous vaccination expires on 14 May 2025. In Poland, rabies vaccination is compulsory for dogs over 3 months of age. During the same visit we can also give a combination vaccine against distemper, parvovirus and leptospirosis. Before vaccination, your dog should be healthy and dewormed, ideally about 7–10 days beforehand. After vaccination, mild lethargy or swelling at the injection site may occur; these usually resolve within 48 hours. Please bring the health booklet. Appointments can be booked by phone: 22 614 33 80.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "możemy też podać szczepionkę skojarzoną",
                        "możemy też bez dodatkowej opłaty podać szczepionkę skojarzoną",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("które zwykle ustępują w ciągu 48 godzin", "które ustępują w ciągu 48 godzin")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "your dog should be healthy and dewormed",
                        "your dog must be healthy and dewormed",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-projekt-rowerowe-miasto",
        source="### Notatka ze spotkania zespołu projektu „Rowerowe Miasto” – 9 czerwca 2025\n\n**Obecni:** Anna Wróbel, Piotr Kaczmarek, Ola Sieradzka\n\n**Ustalenia:**\n- Ankieta dla mieszkańców zostanie uruchomiona 16 czerwca i potrwa do 30 czerwca.\n- Piotr przygotuje mapę stojaków rowerowych do piątku 13 czerwca.\n- Budżet na materiały promocyjne wynosi 4 500 zł; nie przekraczamy go bez zgody zarządu.\n- Na razie nie zamawiamy nowych ulotek.\n- Ola kontaktuje się z Zarządem Dróg Miejskich w sprawie danych o wypadkach.\n\n**Otwarte kwestie:** nie wiemy jeszcze, czy konsultacje odbędą się stacjonarnie, czy online.\n\nNastępne spotkanie: wtorek, 24 czerwca, godz. 10:00.",
        good=[
            Good(
                "preserve",
                "### Spotkanie zespołu „Rowerowe Miasto” – notatka z 9 czerwca 2025\n\n**Obecni:** Anna Wróbel, Piotr Kaczmarek, Ola Sieradzka\n\n**Co ustaliliśmy:**\n- Ankietę dla mieszkańców uruchamiamy 16 czerwca; potrwa do 30 czerwca.\n- Mapę stojaków rowerowych przygotuje Piotr – termin: piątek, 13 czerwca.\n- Na materiały promocyjne mamy 4 500 zł i bez zgody zarządu nie przekraczamy tej kwoty.\n- Nowych ulotek na razie nie zamawiamy.\n- Ola kontaktuje się z Zarządem Dróg Miejskich w sprawie danych o wypadkach.\n\n**Do rozstrzygnięcia:** jeszcze nie wiadomo, czy konsultacje będą stacjonarne, czy online.\n\nKolejne spotkanie: wtorek 24 czerwca, 10:00.",
            ),
            Good(
                "preserve",
                "### Rowerowe Miasto – notatka ze spotkania zespołu, 9 czerwca 2025\n\n**Obecni:** Anna Wróbel, Piotr Kaczmarek, Ola Sieradzka\n\n**Ustalenia:**\n1. Ankieta dla mieszkańców ruszy 16 czerwca i będzie trwała do 30 czerwca.\n2. **Piotr** – mapa stojaków rowerowych do piątku 13 czerwca.\n3. Budżet na materiały promocyjne: 4 500 zł; bez zgody zarządu go nie przekraczamy.\n4. Nowych ulotek na razie nie zamawiamy.\n5. **Ola** – kontakt z Zarządem Dróg Miejskich w sprawie danych o wypadkach.\n\n**Otwarte kwestie:** nie wiemy jeszcze, czy konsultacje odbędą się stacjonarnie, czy online.\n\nNastępne spotkanie: wtorek, 24 czerwca, godz. 10:00.",
            ),
            Good(
                "en",
                "### Team meeting notes – “Rowerowe Miasto” (Cycling City) project – 9 June 2025\n\n**Present:** Anna Wróbel, Piotr Kaczmarek, Ola Sieradzka\n\n**Decisions:**\n- The residents' survey will launch on 16 June and run until 30 June.\n- Piotr will prepare a map of bike racks by Friday, 13 June.\n- The budget for promotional materials is PLN 4,500; we do not exceed it without the board's approval.\n- We are not ordering any new leaflets for now.\n- Ola is contacting the Municipal Roads Authority (Zarząd Dróg Miejskich) about accident data.\n\n**Open issues:** we don't know yet whether the consultations will be held in person or online.\n\nNext meeting: Tuesday, 24 June, 10:00 a.m.",
            ),
        ],
        bad=[
            Slip(0, [("13 czerwca.\n- Na materiały", "13 czerwca. Na materiały")], "markdown"),
            Slip(1, [("do piątku 13 czerwca", "do piątku 20 czerwca")], "date"),
            Slip(
                2,
                [
                    (
                        "We are not ordering any new leaflets for now.",
                        "We are ordering new leaflets for now.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-sopot-zasady-wypozyczen-oplaty",
        source="Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Sopocie\nCzytelnik może jednocześnie wypożyczyć do 8 książek i 3 audiobooków na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie, o kolejne 14 dni, o ile na daną pozycję nie czeka inny czytelnik. Przedłużenia dokonasz w katalogu online na stronie https://katalog.mbp.sopot.pl, telefonicznie lub osobiście. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł za jedną pozycję. Zgubioną lub zniszczoną książkę czytelnik musi odkupić albo zapłacić jej równowartość. Nowości można wypożyczać tylko na 14 dni i nie podlegają one przedłużeniu. Konto czytelnika zostaje zablokowane, gdy zaległe opłaty przekroczą 20 zł.",
        good=[
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Sopocie – wypożyczenia w pigułce:\n- limit: do 8 książek i 3 audiobooków jednocześnie, na 30 dni;\n- przedłużenie: dwukrotnie, za każdym razem o 14 dni, jeśli na daną pozycję nie czeka inny czytelnik – w katalogu online (https://katalog.mbp.sopot.pl), telefonicznie lub osobiście;\n- nowości: tylko na 14 dni, bez możliwości przedłużenia;\n- opłata za zwłokę: 0,20 zł za każdy dzień i każdą pozycję;\n- zagubienie lub zniszczenie: książkę trzeba odkupić albo zapłacić jej równowartość;\n- blokada konta: gdy zaległe opłaty przekroczą 20 zł.",
            ),
            Good(
                "preserve",
                "W Miejskiej Bibliotece Publicznej w Sopocie możesz wypożyczyć naraz do 8 książek i 3 audiobooków, na 30 dni. Jeśli nikt inny nie czeka na daną pozycję, termin możesz przedłużyć dwa razy, za każdym razem o 14 dni – w katalogu online (https://katalog.mbp.sopot.pl), przez telefon albo na miejscu. Wyjątkiem są nowości: wypożyczasz je tylko na 14 dni i nie można ich przedłużyć. Za każdy dzień zwłoki płacisz 0,20 zł od każdej pozycji. Jeśli zgubisz lub zniszczysz książkę, musisz ją odkupić albo zapłacić jej równowartość. Gdy zaległe opłaty przekroczą 20 zł, Twoje konto zostanie zablokowane.",
            ),
            Good(
                "en",
                "Borrowing rules at the Sopot Municipal Public Library\nReaders may borrow up to 8 books and 3 audiobooks at a time for 30 days. A loan can be renewed twice, for a further 14 days each time, provided no other reader is waiting for the item. You can renew online in the catalogue at https://katalog.mbp.sopot.pl, by phone or in person. A late fee of PLN 0.20 per item is charged for each day of delay. Readers must replace a lost or damaged book or pay its equivalent value. New releases can only be borrowed for 14 days and cannot be renewed. A reader's account is blocked when outstanding fees exceed PLN 20.",
            ),
        ],
        bad=[
            Slip(0, [("do 8 książek", "do 10 książek")], "number"),
            Slip(1, [("musisz ją odkupić", "powinieneś ją odkupić")], "modality"),
            Slip(2, [("https://katalog.mbp.sopot.pl", "https://katalog.sopot.pl")], "url"),
        ],
    ),
    Case(
        key="pl-jakosc-powietrza-krakow-sezon-grzewczy",
        source="Jakość powietrza w Krakowie w sezonie grzewczym 2024/2025 – podsumowanie\nWedług danych Głównego Inspektoratu Ochrony Środowiska średnie stężenie pyłu PM10 na stacji przy al. Krasińskiego wyniosło 38 µg/m³, o około 12% mniej niż rok wcześniej. Dopuszczalny poziom dobowy 50 µg/m³ został przekroczony w 41 dniach. Poprawa wynika prawdopodobnie z wymiany pieców węglowych, choć znaczenie mogły mieć także cieplejsza zima i korzystniejsze warunki wietrzne. Podobny trend opisali Zieliński i Bąk w raporcie Krakowskiego Alarmu Smogowego (2025, s. 7). Autorzy podsumowania podkreślają, że na obecnym etapie nie da się oszacować, jaki udział w spadku miał każdy z tych czynników. Mimo poprawy normy Światowej Organizacji Zdrowia nadal nie są dotrzymywane.",
        good=[
            Good(
                "preserve",
                "Kraków, sezon grzewczy 2024/2025: jak było z powietrzem? Na stacji przy al. Krasińskiego średnie stężenie pyłu PM10 wyniosło 38 µg/m³ – to o około 12% mniej niż rok wcześniej (dane Głównego Inspektoratu Ochrony Środowiska). Dopuszczalny poziom dobowy, 50 µg/m³, był przekroczony w 41 dniach. Za poprawę odpowiada prawdopodobnie wymiana pieców węglowych, ale rolę mogły odegrać również cieplejsza zima i korzystniejsze warunki wietrzne. Podobną tendencję opisali Zieliński i Bąk w raporcie Krakowskiego Alarmu Smogowego (2025, s. 7). Jak podkreślają autorzy podsumowania, na razie nie da się oszacować, w jakim stopniu każdy z tych czynników przyczynił się do spadku. Mimo poprawy normy Światowej Organizacji Zdrowia wciąż nie są dotrzymywane.",
            ),
            Good(
                "preserve",
                "Podsumowanie sezonu grzewczego 2024/2025 w Krakowie: dopuszczalny poziom dobowy pyłu PM10, wynoszący 50 µg/m³, został przekroczony w 41 dniach. Średnie stężenie tego pyłu na stacji przy al. Krasińskiego osiągnęło 38 µg/m³, co oznacza spadek o około 12% w porównaniu z rokiem poprzednim (dane Głównego Inspektoratu Ochrony Środowiska). Poprawę należy prawdopodobnie przypisać wymianie pieców węglowych, przy czym znaczenie mogły mieć także cieplejsza zima oraz korzystniejsze warunki wietrzne. Na zbliżony trend wskazują Zieliński i Bąk w raporcie Krakowskiego Alarmu Smogowego (2025, s. 7). Autorzy podsumowania zaznaczają, że na obecnym etapie nie jest możliwe oszacowanie udziału poszczególnych czynników w spadku. Pomimo poprawy normy Światowej Organizacji Zdrowia nadal nie są dotrzymywane.",
            ),
            Good(
                "en",
                "Air quality in Kraków in the 2024/2025 heating season – summary\nAccording to data from the Chief Inspectorate of Environmental Protection, the average PM10 concentration at the al. Krasińskiego station was 38 µg/m³, about 12% lower than a year earlier. The daily limit of 50 µg/m³ was exceeded on 41 days. The improvement is probably due to the replacement of coal-fired stoves, although a warmer winter and more favourable wind conditions may also have played a role. A similar trend was described by Zieliński and Bąk in a Krakowski Alarm Smogowy report (2025, p. 7). The authors of the summary stress that at this stage it is not possible to estimate how much each of these factors contributed to the decrease. Despite the improvement, World Health Organization standards are still not being met.",
            ),
        ],
        bad=[
            Slip(0, [("(2025, s. 7)", "(2025, s. 17)")], "citation"),
            Slip(
                1,
                [("Poprawę należy prawdopodobnie przypisać", "Poprawę należy przypisać")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "the replacement of coal-fired stoves",
                        "the replacement of 2,300 coal-fired stoves under the city's subsidy programme",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sklep-kaktus-zwroty-reklamacje-zasady",
        source="Zwroty i reklamacje\nKupując w naszym sklepie jako konsument, możesz odstąpić od umowy bez podawania przyczyny w terminie 14 dni od otrzymania paczki. Wystarczy wypełnić formularz na stronie sklepu i odesłać towar na adres: Sklep Kaktus, ul. Polna 3, 62-800 Kalisz. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności, której użyłeś. Koszt odesłania towaru ponosi kupujący (przesyłka kurierska to zwykle około 15 zł), chyba że produkt okazał się wadliwy. Zwrotowi nie podlegają produkty wykonane na indywidualne zamówienie oraz otwarte kosmetyki. Reklamacje rozpatrujemy w ciągu 14 dni; jeżeli nie odpowiemy w tym terminie, uznaje się, że reklamację uwzględniliśmy.",
        good=[
            Good(
                "preserve",
                "Zwroty i reklamacje – w skrócie\n- Jako konsument możesz odstąpić od umowy bez podawania przyczyny w ciągu 14 dni od otrzymania paczki.\n- Wystarczy wypełnić formularz na stronie sklepu i odesłać towar na adres: Sklep Kaktus, ul. Polna 3, 62-800 Kalisz.\n- Pieniądze zwrócimy w ciągu 14 dni od otrzymania Twojego oświadczenia, tą samą metodą płatności, której użyłeś.\n- Odesłanie towaru opłacasz Ty (kurier kosztuje zwykle około 15 zł), chyba że produkt okazał się wadliwy.\n- Nie można zwrócić produktów wykonanych na indywidualne zamówienie ani otwartych kosmetyków.\n- Reklamacje rozpatrujemy w ciągu 14 dni. Jeśli nie odpowiemy w tym terminie, uznaje się, że reklamacja została uwzględniona.",
            ),
            Good(
                "preserve",
                "Konsument, który dokonał zakupu w naszym sklepie, może odstąpić od umowy bez podania przyczyny w ciągu 14 dni od dnia otrzymania przesyłki. Wystarczy w tym celu wypełnić formularz dostępny na stronie sklepu i odesłać towar na adres: Sklep Kaktus, ul. Polna 3, 62-800 Kalisz. Koszt odesłania ponosi kupujący (przesyłka kurierska kosztuje zwykle około 15 zł), z wyjątkiem sytuacji, gdy produkt okazał się wadliwy. Należność zwracamy w ciągu 14 dni od otrzymania oświadczenia, przy użyciu tej samej metody płatności, której użył klient. Prawo zwrotu nie przysługuje w przypadku produktów wykonanych na indywidualne zamówienie ani otwartych kosmetyków. Reklamacje rozpatrujemy w ciągu 14 dni, a brak odpowiedzi w tym terminie oznacza ich uwzględnienie.",
            ),
            Good(
                "en",
                "Returns and complaints\nIf you buy from our shop as a consumer, you can withdraw from the contract without giving a reason within 14 days of receiving your parcel. Simply fill in the form on the shop's website and send the goods back to: Sklep Kaktus, ul. Polna 3, 62-800 Kalisz. We will refund your money within 14 days of receiving your statement of withdrawal, using the same payment method you used. The buyer pays for returning the goods (a courier shipment usually costs about PLN 15), unless the product turned out to be defective. Products made to order and opened cosmetics cannot be returned. We process complaints within 14 days; if we do not respond within that time, the complaint is deemed to have been accepted.",
            ),
        ],
        bad=[
            Slip(0, [("około 15 zł", "około 25 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Prawo zwrotu nie przysługuje w przypadku",
                        "Prawo zwrotu przysługuje również w przypadku",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Products made to order and opened cosmetics cannot be returned.",
                        "Zwrotowi nie podlegają produkty wykonane na indywidualne zamówienie oraz otwarte kosmetyki.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-kotla-gazowego-zalecenia-serwisu",
        source="Serwis kotłów gazowych – zalecenia dla klientów\nProducent zaleca przegląd kotła raz w roku, najlepiej przed sezonem grzewczym, czyli we wrześniu lub październiku. Brak corocznego przeglądu może skutkować utratą gwarancji, która na nasze kotły kondensacyjne wynosi 5 lat. Przegląd może wykonać wyłącznie serwisant z aktualnymi uprawnieniami gazowymi (świadectwo kwalifikacyjne G3). Podczas wizyty technik czyści wymiennik, sprawdza szczelność instalacji i mierzy skład spalin; całość trwa zwykle około 1,5 godziny. Koszt standardowego przeglądu to 350 zł brutto. Jeśli poczujesz zapach gazu, nie włączaj światła, otwórz okna i natychmiast zadzwoń pod numer alarmowy 992.",
        good=[
            Good(
                "preserve",
                "Przegląd kotła gazowego – o czym warto pamiętać:\n- producent zaleca przegląd raz w roku, najlepiej przed sezonem grzewczym (wrzesień lub październik);\n- brak corocznego przeglądu może skutkować utratą gwarancji, która na nasze kotły kondensacyjne wynosi 5 lat;\n- przegląd może wykonać wyłącznie serwisant z aktualnymi uprawnieniami gazowymi (świadectwo kwalifikacyjne G3);\n- technik czyści wymiennik, sprawdza szczelność instalacji i mierzy skład spalin – zwykle zajmuje to około 1,5 godziny;\n- standardowy przegląd kosztuje 350 zł brutto.\nCzujesz gaz? Nie włączaj światła, otwórz okna i natychmiast dzwoń pod numer alarmowy 992.",
            ),
            Good(
                "preserve",
                "Producent Twojego kotła gazowego zaleca przegląd raz w roku – najlepiej przed sezonem grzewczym, czyli we wrześniu lub październiku. Pominięcie corocznego przeglądu może oznaczać utratę gwarancji, która na nasze kotły kondensacyjne obowiązuje przez 5 lat. Przegląd wolno wykonać wyłącznie serwisantowi z aktualnymi uprawnieniami gazowymi (świadectwo kwalifikacyjne G3). Technik wyczyści wymiennik, sprawdzi szczelność instalacji i zmierzy skład spalin; zwykle trwa to około półtorej godziny. Standardowy przegląd kosztuje 350 zł brutto. Jeśli poczujesz zapach gazu, nie włączaj światła, otwórz okna i natychmiast zadzwoń pod numer alarmowy 992.",
            ),
            Good(
                "en",
                "Gas boiler servicing – advice for customers\nThe manufacturer recommends having your boiler serviced once a year, ideally before the heating season, i.e. in September or October. Skipping the annual service may result in the loss of the warranty, which is 5 years for our condensing boilers. The service may only be carried out by a technician with current gas qualifications (G3 certificate). During the visit, the technician cleans the heat exchanger, checks the installation for leaks and analyses the flue gases; the whole visit usually takes about 1.5 hours. A standard service costs PLN 350 gross. If you smell gas, do not switch on the lights, open the windows and call the emergency number 992 immediately.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("producent zaleca przegląd raz w roku", "producent wymaga przeglądu raz w roku")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Standardowy przegląd kosztuje 350 zł brutto.",
                        "Standardowy przegląd kosztuje 350 zł brutto, a dojazd technika na terenie miasta jest bezpłatny.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("may result in the loss of the warranty", "results in the loss of the warranty")],
                "hedge",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 80: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-jazz-festival-volunteer-shift-brief",
        source="Drodzy wolontariusze! Festiwal Jazz nad Odrą potrwa od 11 do 14 lipca 2025 r. Zbiórka przed każdą zmianą odbywa się 30 minut wcześniej przy namiocie informacyjnym na placu Solnym. Każdy z was dostanie identyfikator i koszulkę – bez identyfikatora nie wejdziecie na teren za sceną. Zmiany trwają 6 godzin, a po każdej przysługuje posiłek w strefie cateringu. Prosimy nie publikować w mediach społecznościowych zdjęć z garderoby artystów. Jeśli nie możecie przyjść na zmianę, dajcie znać koordynatorce, Marcie Kowal, najpóźniej 24 godziny wcześniej pod numerem 604 112 389. Pytania dotyczące zakwaterowania kierujcie na adres wolontariat@jazznadodra.pl.",
        good=[
            Good(
                "preserve",
                "Festiwal Jazz nad Odrą odbędzie się w dniach 11–14 lipca 2025 r. Oto najważniejsze informacje dla wolontariuszy:\n\n- Zbiórka przed każdą zmianą jest 30 minut wcześniej przy namiocie informacyjnym na placu Solnym.\n- Dostaniesz identyfikator i koszulkę. Bez identyfikatora nie wejdziesz na teren za sceną.\n- Zmiana trwa 6 godzin; po każdej przysługuje Ci posiłek w strefie cateringu.\n- Prosimy, nie publikuj w mediach społecznościowych zdjęć z garderoby artystów.\n- Jeśli nie możesz przyjść na zmianę, daj znać koordynatorce, Marcie Kowal, najpóźniej 24 godziny wcześniej: 604 112 389.\n- Pytania o zakwaterowanie wysyłaj na wolontariat@jazznadodra.pl.",
            ),
            Good(
                "preserve",
                "W dniach 11–14 lipca 2025 r. trwa festiwal Jazz nad Odrą. Na każdą zmianę przychodzicie pół godziny przed jej początkiem – zbiórka jest przy namiocie informacyjnym na placu Solnym. Każdy wolontariusz otrzymuje identyfikator i koszulkę, a na teren za sceną można wejść tylko z identyfikatorem. Jedna zmiana to 6 godzin, po niej czeka na was posiłek w strefie cateringu. Zdjęć z garderoby artystów prosimy nie wrzucać do mediów społecznościowych. Jeżeli nie dacie rady przyjść na swoją zmianę, zawiadomcie koordynatorkę Martę Kowal najpóźniej 24 godziny wcześniej (tel. 604 112 389). W sprawie zakwaterowania piszcie na wolontariat@jazznadodra.pl.",
            ),
            Good(
                "en",
                "Dear volunteers! The Jazz nad Odrą festival runs from 11 to 14 July 2025. Before every shift, we meet 30 minutes early at the information tent on Plac Solny. Each of you will receive a badge and a T-shirt – without the badge you will not be able to enter the backstage area. Shifts last six hours, and after each one you are entitled to a meal in the catering zone. Please do not post photos from the artists' dressing rooms on social media. If you cannot make it to a shift, let the coordinator, Marta Kowal, know at least 24 hours in advance on 604 112 389. Please send any questions about accommodation to wolontariat@jazznadodra.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Bez identyfikatora nie wejdziesz", "Bez identyfikatora też wejdziesz")],
                "negation",
            ),
            Slip(1, [("W dniach 11–14 lipca 2025 r.", "W dniach 12–14 lipca 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "you are entitled to a meal in the catering zone",
                        "you are entitled to a meal and two drink vouchers in the catering zone",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-hospital-parking-fee-increase-notice",
        source="Od 1 marca 2025 r. zmieniają się opłaty za parking przy Szpitalu Wojewódzkim w Lesznie. Pierwsze 15 minut postoju pozostaje bezpłatne, a każda rozpoczęta godzina kosztuje 4 zł zamiast dotychczasowych 3 zł. Pacjenci dializowani i onkologiczni mogą, po okazaniu skierowania w rejestracji, otrzymać kartę uprawniającą do darmowego postoju. Zmiana wynika z uchwały nr 112/2025 zarządu szpitala i z zarządzenia dyrektora nr 7/2025. Według wstępnych szacunków dodatkowe wpływy wyniosą około 180 tys. zł rocznie i zostaną przeznaczone na remont oddziału pediatrycznego. Miejsca dla osób z niepełnosprawnościami nadal są bezpłatne.",
        good=[
            Good(
                "preserve",
                "Szpital Wojewódzki w Lesznie podnosi opłaty parkingowe – nowe stawki obowiązują od 1 marca 2025 r. Za każdą rozpoczętą godzinę zapłacimy 4 zł, a nie jak dotąd 3 zł; bezpłatny pozostaje pierwszy kwadrans postoju. Pacjenci onkologiczni i dializowani mogą dostać w rejestracji kartę na darmowy postój – wystarczy okazać skierowanie. Osoby z niepełnosprawnościami nadal parkują na przeznaczonych dla nich miejscach bez opłat. Podstawą zmian są uchwała zarządu szpitala nr 112/2025 oraz zarządzenie dyrektora nr 7/2025. Szpital wstępnie szacuje, że dodatkowe wpływy sięgną około 180 tys. zł rocznie; zostaną one przeznaczone na remont oddziału pediatrycznego.",
            ),
            Good(
                "preserve",
                "Parking przy Szpitalu Wojewódzkim w Lesznie – zmiany od 1 marca 2025 r.\n\n1. Pierwsze 15 minut postoju: bez opłat (bez zmian).\n2. Każda rozpoczęta godzina: 4 zł (wcześniej 3 zł).\n3. Pacjenci dializowani i onkologiczni: mogą otrzymać w rejestracji kartę uprawniającą do bezpłatnego postoju po okazaniu skierowania.\n4. Miejsca dla osób z niepełnosprawnościami: nadal bezpłatne.\n\nNowe zasady wprowadzają uchwała nr 112/2025 zarządu szpitala oraz zarządzenie dyrektora nr 7/2025. Wstępnie szacuje się, że dodatkowe wpływy wyniosą około 180 tys. zł rocznie; zostaną one przeznaczone na remont oddziału pediatrycznego.",
            ),
            Good(
                "en",
                "From March 1, 2025, parking charges at the Provincial Hospital in Leszno are changing. The first 15 minutes remain free, while each started hour will cost PLN 4 instead of the current PLN 3. Dialysis and oncology patients may obtain a card for free parking at the registration desk by showing their referral. The change is based on Resolution No. 112/2025 of the hospital's management board and Director's Order No. 7/2025. According to preliminary estimates, the additional revenue will amount to about PLN 180,000 a year and will be spent on renovating the paediatric ward. Spaces for people with disabilities remain free of charge.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Szpital wstępnie szacuje, że dodatkowe wpływy sięgną około 180 tys. zł",
                        "Dodatkowe wpływy wyniosą 180 tys. zł",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("4 zł (wcześniej 3 zł)", "5 zł (wcześniej 3 zł)")], "number"),
            Slip(2, [("Resolution No. 112/2025", "Resolution No. 121/2025")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-children-swimming-course-terms",
        source="Regulamin kursu nauki pływania dla dzieci w wieku 6–10 lat. Kurs obejmuje 12 zajęć po 45 minut, prowadzonych we wtorki i czwartki na basenie przy ul. Sportowej 3. Grupa liczy maksymalnie 8 dzieci na jednego instruktora. Opłata wynosi 480 zł i należy ją uiścić przed pierwszymi zajęciami. Dziecko musi mieć czepek, a okulary pływackie są dozwolone, ale nieobowiązkowe. Rodzice nie mogą przebywać na hali basenowej w trakcie zajęć; mogą obserwować je z galerii. Zajęcia opuszczone z powodu choroby można odrobić w innej grupie, jeśli są w niej wolne miejsca. Opłata nie podlega zwrotowi po rozpoczęciu kursu.",
        good=[
            Good(
                "preserve",
                "Zapraszamy dzieci w wieku od 6 do 10 lat na kurs pływania! Czeka na nie 12 zajęć, każde po 45 minut, we wtorki i czwartki na basenie przy ul. Sportowej 3. Na jednego instruktora przypada najwyżej 8 dzieci. Kurs kosztuje 480 zł – trzeba zapłacić przed pierwszymi zajęciami, a po rozpoczęciu kursu pieniądze nie są zwracane. Pamiętaj, że dziecko musi mieć czepek; okulary pływackie może zabrać, ale nie musi. W czasie zajęć rodzice nie mogą przebywać na hali basenowej – mogą je obserwować z galerii. Jeśli dziecko opuści zajęcia z powodu choroby, może je odrobić w innej grupie, o ile będą tam wolne miejsca.",
            ),
            Good(
                "preserve",
                "Warunki kursu nauki pływania (dzieci 6–10 lat):\n\n• liczba zajęć: 12, czas trwania: 45 minut, terminy: wtorki i czwartki;\n• miejsce: basen przy ul. Sportowej 3;\n• maksymalnie 8 uczestników na instruktora;\n• opłata: 480 zł, płatna przed pierwszymi zajęciami i niezwracana po rozpoczęciu kursu;\n• czepek jest obowiązkowy, okulary pływackie – dozwolone, lecz nieobowiązkowe;\n• rodzice nie mogą przebywać na hali basenowej podczas zajęć, mogą je obserwować z galerii;\n• zajęcia opuszczone z powodu choroby można odrobić w innej grupie, jeżeli są w niej wolne miejsca.",
            ),
            Good(
                "en",
                "Terms of the swimming course for children aged 6 to 10. The course consists of twelve 45-minute lessons held on Tuesdays and Thursdays at the pool at 3 Sportowa Street. There are no more than 8 children per instructor. The fee is PLN 480 and must be paid before the first lesson; it is non-refundable once the course has started. Children must wear a swimming cap, and goggles are allowed but optional. Parents may not stay in the pool hall during lessons but may watch from the gallery. Lessons missed due to illness can be made up in another group if it has free places.",
            ),
        ],
        bad=[
            Slip(0, [("dziecko musi mieć czepek", "dziecko powinno mieć czepek")], "modality"),
            Slip(1, [("rodzice nie mogą przebywać", "rodzice mogą przebywać")], "negation"),
            Slip(2, [("no more than 8 children", "no more than 10 children")], "number"),
        ],
    ),
    Case(
        key="pl-cooperative-balcony-renovation-schedule",
        source="Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” informuje, że remont balkonów w budynkach przy ul. Lipowej 4 i 6 rozpocznie się 14 kwietnia 2025 r. i potrwa do 30 czerwca 2025 r. Do 10 kwietnia mieszkańcy muszą usunąć z balkonów donice, anteny i wszelkie przedmioty przymocowane do balustrad. Zabudowy balkonów wykonane bez zgody spółdzielni zostaną zdemontowane na koszt właściciela lokalu, zgodnie z § 18 ust. 3 regulaminu używania lokali. Lokatorzy mogą zgłaszać uwagi do harmonogramu w biurze administracji. W czasie prac nie należy wychodzić na balkon bez uzgodnienia z kierownikiem budowy. Podstawą prac jest uchwała Rady Nadzorczej nr 9/2025.",
        good=[
            Good(
                "preserve",
                "Drodzy mieszkańcy Lipowej 4 i 6! Od 14 kwietnia do 30 czerwca 2025 r. w Waszych budynkach potrwa remont balkonów. Najpóźniej do 10 kwietnia musicie zdjąć z balkonów donice, anteny i wszystko, co jest przymocowane do balustrad. Jeśli balkon ma zabudowę zrobioną bez zgody spółdzielni, zostanie ona zdemontowana na koszt właściciela mieszkania – tak stanowi § 18 ust. 3 regulaminu używania lokali. Podczas prac nie wychodźcie na balkon bez uzgodnienia z kierownikiem budowy. Uwagi do harmonogramu możecie zgłaszać w biurze administracji. Remont odbywa się na podstawie uchwały Rady Nadzorczej nr 9/2025.\n\nZarząd SM „Zielone Wzgórze”",
            ),
            Good(
                "preserve",
                "Na podstawie uchwały Rady Nadzorczej nr 9/2025 Spółdzielnia Mieszkaniowa „Zielone Wzgórze” przeprowadzi remont balkonów w budynkach przy ul. Lipowej 4 i 6. Prace potrwają od 14 kwietnia do 30 czerwca 2025 r. Mieszkańcy mają obowiązek do 10 kwietnia usunąć z balkonów donice, anteny oraz wszelkie przedmioty przymocowane do balustrad. Zabudowy wykonane bez zgody spółdzielni zostaną zdemontowane na koszt właściciela lokalu (§ 18 ust. 3 regulaminu używania lokali). W trakcie remontu na balkon można wychodzić wyłącznie po uzgodnieniu z kierownikiem budowy. Uwagi dotyczące harmonogramu lokatorzy mogą składać w biurze administracji.",
            ),
            Good(
                "en",
                "The Management Board of the “Zielone Wzgórze” Housing Cooperative announces that the renovation of balconies in the buildings at 4 and 6 Lipowa Street will start on 14 April 2025 and last until 30 June 2025. By 10 April, residents must remove planters, antennas and any items attached to the railings from their balconies. Balcony enclosures built without the cooperative's consent will be dismantled at the flat owner's expense, in accordance with § 18(3) of the rules on the use of premises. Residents may submit comments on the schedule at the administration office. During the works, do not go out onto your balcony without the site manager's agreement. The works are based on Supervisory Board Resolution No. 9/2025.",
            ),
        ],
        bad=[
            Slip(0, [("Najpóźniej do 10 kwietnia", "Najpóźniej do 12 kwietnia")], "date"),
            Slip(1, [("(§ 18 ust. 3 regulaminu", "(§ 16 ust. 3 regulaminu")], "legal_reference"),
            Slip(2, [("residents must remove", "residents should remove")], "modality"),
        ],
    ),
    Case(
        key="pl-driving-instructor-complaint-procedure",
        source="Jak złożyć skargę na instruktora nauki jazdy? Skargę można złożyć osobiście w siedzibie Ośrodka Szkolenia Kierowców „Start” przy ul. Polnej 12 albo przez formularz na stronie https://osk-start.pl/skargi. Skarga musi zawierać imię i nazwisko kursanta, datę jazdy oraz opis zdarzenia. Nie rozpatrujemy skarg anonimowych. Odpowiedź wysyłamy w ciągu 14 dni od dnia otrzymania skargi. Jeżeli wynik postępowania Cię nie zadowala, możesz zwrócić się do starosty, który sprawuje nadzór nad ośrodkami szkolenia kierowców. W trakcie rozpatrywania skargi masz prawo poprosić o zmianę instruktora – zmiana nie wiąże się z dodatkową opłatą.",
        good=[
            Good(
                "preserve",
                "Skarga na instruktora nauki jazdy – krok po kroku:\n\n1. Skargę możesz złożyć osobiście w OSK „Start” (ul. Polna 12) lub przez formularz: https://osk-start.pl/skargi.\n2. Skarga musi zawierać Twoje imię i nazwisko, datę jazdy i opis zdarzenia.\n3. Odpowiedź wysyłamy w ciągu 14 dni od otrzymania skargi.\n4. Jeśli wynik postępowania Cię nie zadowala, możesz zwrócić się do starosty, który nadzoruje ośrodki szkolenia kierowców.\n\nPamiętaj: skarg anonimowych nie rozpatrujemy. Na czas rozpatrywania skargi możesz poprosić o zmianę instruktora – bez dodatkowej opłaty.",
            ),
            Good(
                "preserve",
                "Skargi na instruktorów nauki jazdy przyjmuje Ośrodek Szkolenia Kierowców „Start” – osobiście w siedzibie przy ul. Polnej 12 lub za pośrednictwem formularza dostępnego pod adresem https://osk-start.pl/skargi. Każda skarga musi zawierać imię i nazwisko kursanta, datę jazdy i opis zdarzenia; skargi anonimowe nie są rozpatrywane. Odpowiedź zostaje wysłana w terminie 14 dni od dnia wpłynięcia skargi. Kursant niezadowolony z wyniku postępowania może zwrócić się do starosty, który sprawuje nadzór nad ośrodkami szkolenia kierowców. W trakcie rozpatrywania skargi kursant ma prawo wnioskować o zmianę instruktora, co nie wiąże się z dodatkową opłatą.",
            ),
            Good(
                "en",
                "How do you file a complaint about a driving instructor? You can submit it in person at the “Start” Driving School at 12 Polna Street or through the form at https://osk-start.pl/skargi. The complaint must include the trainee's full name, the date of the lesson and a description of what happened. We do not consider anonymous complaints. We send our reply within 14 days of receiving the complaint. If you are not satisfied with the outcome, you may turn to the district head (starosta), who supervises driver training centres. While your complaint is being reviewed, you have the right to ask for a different instructor, at no extra charge.",
            ),
        ],
        bad=[
            Slip(0, [("https://osk-start.pl/skargi", "https://osk-start.pl/kontakt")], "url"),
            Slip(
                1,
                [
                    (
                        "skargi anonimowe nie są rozpatrywane",
                        "skargi anonimowe również są rozpatrywane",
                    )
                ],
                "negation",
            ),
            Slip(2, [("The complaint must include", "The complaint should include")], "modality"),
        ],
    ),
    Case(
        key="pl-regional-museum-night-programme",
        source="Noc Muzeów w Muzeum Regionalnym w Sandomierzu odbędzie się w sobotę 17 maja 2025 r. w godzinach 18:00–1:00. Wstęp jest bezpłatny, ale na oprowadzanie po podziemiach ratusza obowiązują zapisy – grupy liczą po 20 osób, a ostatnia wyrusza o 23:30. O 20:00 na dziedzińcu wystąpi zespół ludowy „Jarzębina”, a przez cały wieczór czynne będą warsztaty pisania gęsim piórem dla dzieci. Zapisy przyjmujemy od 5 maja pod numerem 15 644 57 10. Ze względu na zabytkowy charakter budynku sale na piętrze nie są dostępne dla osób poruszających się na wózkach; parter i dziedziniec są dostępne bez ograniczeń.",
        good=[
            Good(
                "preserve",
                "Noc Muzeów w Muzeum Regionalnym w Sandomierzu – sobota, 17 maja 2025 r., od 18:00 do 1:00. Wstęp wolny.\n\nCo przygotowaliśmy?\n- oprowadzanie po podziemiach ratusza (grupy po 20 osób, ostatnia wyrusza o 23:30; obowiązują zapisy, które przyjmujemy od 5 maja pod nr. 15 644 57 10),\n- występ zespołu ludowego „Jarzębina” o 20:00 na dziedzińcu,\n- warsztaty pisania gęsim piórem dla dzieci przez cały wieczór.\n\nUwaga: ze względu na zabytkowy charakter budynku sale na piętrze nie są dostępne dla osób na wózkach. Parter i dziedziniec są dostępne bez ograniczeń.",
            ),
            Good(
                "preserve",
                "W sobotę 17 maja 2025 r. Muzeum Regionalne w Sandomierzu zaprasza na Noc Muzeów. Placówka będzie otwarta od 18:00 do 1:00, a za wstęp nie trzeba płacić. Chętni zejdą do podziemi ratusza – tu jednak konieczne są zapisy, przyjmowane od 5 maja pod numerem 15 644 57 10. Grupy będą liczyć po 20 osób, ostatnia ruszy o 23:30. O godzinie 20:00 na dziedzińcu zagra zespół ludowy „Jarzębina”, a dla dzieci przez cały wieczór będą czynne warsztaty pisania gęsim piórem. Parter i dziedziniec są dostępne bez ograniczeń, natomiast sale na piętrze – ze względu na zabytkowy charakter budynku – nie są dostępne dla osób poruszających się na wózkach.",
            ),
            Good(
                "en",
                "Museum Night at the Regional Museum in Sandomierz takes place on Saturday, 17 May 2025, from 6 pm to 1 am. Admission is free, but the guided tour of the town hall cellars requires booking: groups are made up of 20 people, and the last one sets off at 11:30 pm. At 8 pm the folk group “Jarzębina” will perform in the courtyard, and quill-writing workshops for children will run all evening. Bookings are accepted from 5 May on 15 644 57 10. Because the building is historic, the upstairs rooms are not accessible to wheelchair users; the ground floor and the courtyard are accessible without restrictions.",
            ),
        ],
        bad=[
            Slip(0, [("grupy po 20 osób", "grupy po 25 osób")], "number"),
            Slip(1, [("ostatnia ruszy o 23:30", "ostatnia ruszy o 22:30")], "date"),
            Slip(
                2,
                [
                    (
                        "quill-writing workshops for children will run",
                        "quill-writing workshops for children, led by calligrapher Anna Wróbel, will run",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-home-oxygen-concentrator-service-info",
        source="Informacja dla pacjentów korzystających z domowej tlenoterapii. Koncentrator tlenu dostarczamy i instalujemy bezpłatnie w ciągu 3 dni roboczych od otrzymania zlecenia lekarskiego. Urządzenie należy ustawić co najmniej 1,5 m od źródeł ognia i nie wolno przy nim palić. Filtr wymaga czyszczenia raz w tygodniu. Przegląd techniczny wykonuje nasz serwisant co 6 miesięcy. W razie awarii dzwoń na całodobową infolinię 800 300 211 – technik zwykle dociera w ciągu 4 godzin, choć w okresie zimowym czas oczekiwania może się wydłużyć. Butle zapasowe wymieniamy na wniosek pacjenta. Nie zmieniaj samodzielnie przepływu tlenu ustawionego przez lekarza.",
        good=[
            Good(
                "preserve",
                "Domowa tlenoterapia – najważniejsze zasady:\n\n1. Koncentrator tlenu dostarczamy i montujemy bez opłat w ciągu 3 dni roboczych od otrzymania zlecenia lekarskiego.\n2. Ustaw urządzenie w odległości co najmniej 1,5 m od źródeł ognia. Nie wolno przy nim palić.\n3. Filtr czyść raz w tygodniu.\n4. Co 6 miesięcy nasz serwisant wykonuje przegląd techniczny.\n5. Nie zmieniaj na własną rękę przepływu tlenu ustawionego przez lekarza.\n6. Butle zapasowe wymieniamy na Twój wniosek.\n7. Awarię zgłoś na całodobowej infolinii 800 300 211. Technik dojeżdża zwykle w ciągu 4 godzin, ale zimą czas oczekiwania może być dłuższy.",
            ),
            Good(
                "preserve",
                "Jeśli lekarz zlecił Ci domową tlenoterapię, dostarczymy i zainstalujemy koncentrator tlenu w ciągu 3 dni roboczych od otrzymania zlecenia – za darmo. Urządzenie należy ustawić co najmniej 1,5 m od źródeł ognia, a palenie w jego pobliżu jest zabronione. Raz w tygodniu trzeba wyczyścić filtr, a co pół roku nasz serwisant przeprowadza przegląd techniczny. Przepływu tlenu ustawionego przez lekarza nie zmieniaj samodzielnie. Butle zapasowe wymieniamy, kiedy o to poprosisz. Gdy urządzenie się zepsuje, zadzwoń na infolinię 800 300 211, czynną całą dobę. Technik przyjeżdża zazwyczaj w ciągu 4 godzin, choć zimą czas oczekiwania może się wydłużyć.",
            ),
            Good(
                "en",
                "Information for home oxygen therapy patients. We deliver and install the oxygen concentrator free of charge within 3 working days of receiving the doctor's order. The device must be placed at least 1.5 m away from any source of fire, and smoking near it is not allowed. The filter needs cleaning once a week. Our service technician carries out a technical inspection every six months. If the device breaks down, call our 24-hour helpline on 800 300 211 – a technician usually arrives within 4 hours, although waiting times may be longer in winter. Spare cylinders are replaced at the patient's request. Do not change the oxygen flow rate set by your doctor on your own.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Technik dojeżdża zwykle w ciągu 4 godzin",
                        "Technik dojeżdża zawsze w ciągu 4 godzin",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Przepływu tlenu ustawionego przez lekarza nie zmieniaj samodzielnie.",
                        "Przepływ tlenu ustawiony przez lekarza możesz zmieniać samodzielnie.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("at least 1.5 m away", "at least 1 m away")], "number"),
        ],
    ),
    Case(
        key="pl-philharmonic-viola-audition-rules",
        source="Filharmonia Pomorska ogłasza przesłuchanie na stanowisko tutti altówki. Przesłuchanie odbędzie się 23 czerwca 2025 r. o godz. 10:00 w Sali Kameralnej. Zgłoszenia wraz z CV należy przesłać do 2 czerwca 2025 r. Program pierwszego etapu obejmuje I część koncertu D-dur Stamitza z kadencją, drugi etap – fragmenty orkiestrowe, których lista zostanie opublikowana na stronie filharmonii. Pierwszy etap odbywa się za parawanem. Kandydaci mogą przyprowadzić własnego akompaniatora; w przeciwnym razie filharmonia zapewni pianistę. Filharmonia nie zwraca kosztów podróży ani noclegu. Wyniki zostaną ogłoszone tego samego dnia.",
        good=[
            Good(
                "preserve",
                "Przesłuchanie: tutti altówki, Filharmonia Pomorska\n\n- Termin: 23 czerwca 2025 r., godz. 10:00, Sala Kameralna.\n- Zgłoszenia (z CV): należy przesłać do 2 czerwca 2025 r.\n- Etap I (za parawanem): I część koncertu D-dur Stamitza z kadencją.\n- Etap II: fragmenty orkiestrowe – ich lista zostanie opublikowana na stronie filharmonii.\n- Akompaniament: można przyjść z własnym akompaniatorem, w przeciwnym razie pianistę zapewni filharmonia.\n- Koszty podróży i noclegu nie są zwracane.\n- Wyniki: ogłoszenie w dniu przesłuchania.",
            ),
            Good(
                "preserve",
                "Filharmonia Pomorska szuka muzyka na stanowisko tutti altówki. Przesłuchanie zaplanowano na 23 czerwca 2025 r., godz. 10:00, w Sali Kameralnej, a zgłoszenie z CV musisz przesłać najpóźniej 2 czerwca 2025 r. W pierwszym etapie, który odbywa się za parawanem, wykonasz I część koncertu D-dur Stamitza z kadencją. W drugim zagrasz fragmenty orkiestrowe – ich listę filharmonia opublikuje na swojej stronie. Możesz przyjść z własnym akompaniatorem, a jeśli go nie masz, pianistę zapewni filharmonia. Pamiętaj, że filharmonia nie zwraca kosztów podróży ani noclegu. Wyniki poznasz jeszcze tego samego dnia.",
            ),
            Good(
                "en",
                "The Pomeranian Philharmonic is holding an audition for a tutti viola position. The audition will take place on 23 June 2025 at 10:00 am in the Chamber Hall. Applications with a CV must be sent by 2 June 2025. The first round consists of the first movement of Stamitz's Concerto in D major with cadenza; the second round consists of orchestral excerpts, the list of which will be published on the Philharmonic's website. The first round is held behind a screen. Candidates may bring their own accompanist; otherwise, the Philharmonic will provide a pianist. The Philharmonic does not reimburse travel or accommodation costs. Results will be announced on the same day.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("należy przesłać do 2 czerwca 2025 r.", "należy przesłać do 12 czerwca 2025 r.")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Możesz przyjść z własnym akompaniatorem, a jeśli go nie masz, pianistę zapewni filharmonia. Pamiętaj, że filharmonia nie zwraca kosztów podróży ani noclegu.",
                        "You may bring your own accompanist; if you do not have one, the Philharmonic will provide a pianist. Please note that the Philharmonic does not reimburse travel or accommodation costs.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("Applications with a CV must be sent", "Applications with a CV should be sent")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-winter-suspension",
        source="Rower Miejski w Gnieźnie zawiesza działalność na zimę. Ostatnie wypożyczenia będą możliwe 30 listopada 2025 r. do godz. 22:00; rowery wrócą na stacje 1 marca 2026 r. W tym czasie z 48 stacji zostanie zdemontowanych 40, a 8 przy dworcu i uczelniach pozostanie czynnych z ograniczoną liczbą rowerów. Opłaty abonamentowe za grudzień, styczeń i luty nie będą pobierane. Środki na koncie użytkownika nie przepadają. Aktualną mapę czynnych stacji znajdziesz na stronie https://rowermiejski.gniezno.pl/zima. Pytania można wysyłać na adres bok@rowermiejski.gniezno.pl.",
        good=[
            Good(
                "preserve",
                "Gnieźnieński Rower Miejski robi zimową przerwę. Ostatni raz wypożyczysz rower 30 listopada 2025 r. do 22:00, a rowery wrócą na stacje 1 marca 2026 r. Spośród 48 stacji 40 zostanie zdemontowanych; czynnych pozostanie 8 – przy dworcu i uczelniach – ale z ograniczoną liczbą rowerów. Za grudzień, styczeń i luty nie zapłacisz abonamentu, a środki na Twoim koncie nie przepadną. Mapa czynnych stacji: https://rowermiejski.gniezno.pl/zima. Pytania: bok@rowermiejski.gniezno.pl.",
            ),
            Good(
                "preserve",
                "Zimowe zawieszenie działalności Roweru Miejskiego w Gnieźnie:\n\n• ostatnie wypożyczenia – 30 listopada 2025 r., do godz. 22:00;\n• powrót rowerów na stacje – 1 marca 2026 r.;\n• 40 z 48 stacji zostanie zdemontowanych; 8 stacji (przy dworcu i uczelniach) pozostanie czynnych, z ograniczoną liczbą rowerów;\n• opłaty abonamentowe za grudzień, styczeń i luty nie będą pobierane;\n• środki zgromadzone na koncie użytkownika nie przepadają.\n\nAktualna mapa czynnych stacji jest dostępna pod adresem https://rowermiejski.gniezno.pl/zima, a pytania można kierować na adres bok@rowermiejski.gniezno.pl.",
            ),
            Good(
                "en",
                "Gniezno's city bike scheme is suspending operations for the winter. The last rentals will be possible on 30 November 2025 until 10 pm; the bikes will return to the stations on 1 March 2026. During this period, 40 of the 48 stations will be dismantled, while 8 – near the railway station and the universities – will remain open with a limited number of bikes. No subscription fees will be charged for December, January or February. Funds in your user account will not be lost. You can find an up-to-date map of open stations at https://rowermiejski.gniezno.pl/zima. Questions can be sent to bok@rowermiejski.gniezno.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("wrócą na stacje 1 marca 2026 r.", "wrócą na stacje 15 marca 2026 r.")], "date"
            ),
            Slip(1, [("bok@rowermiejski.gniezno.pl", "bok@rowermiejski.pl")], "url"),
            Slip(2, [("40 of the 48 stations", "40 of the 50 stations")], "number"),
        ],
    ),
    Case(
        key="pl-ceramics-studio-kiln-safety-rules",
        source="## Zasady bezpieczeństwa – piec ceramiczny\n\nPiec w pracowni może obsługiwać wyłącznie osoba przeszkolona przez prowadzącą, Joannę Lis.\n\n- Przed wypałem sprawdź, czy wentylator wyciągowy działa.\n- **Nie otwieraj** pieca, dopóki temperatura nie spadnie poniżej 100°C.\n- Wyroby muszą być całkowicie suche; mokra glina może pęknąć lub eksplodować.\n- Podczas wypału nie zostawiaj pracowni bez nadzoru dłużej niż 30 minut.\n\nKażdy wypał wpisz do zeszytu przy piecu (data, program, godzina startu). Usterki zgłaszaj mailowo: pracownia@glina-lodz.pl.",
        good=[
            Good(
                "preserve",
                "## Piec ceramiczny – zasady bezpieczeństwa\n\nObsługa pieca w pracowni jest dozwolona wyłącznie osobom przeszkolonym przez prowadzącą, Joannę Lis.\n\n- Zanim rozpoczniesz wypał, upewnij się, że działa wentylator wyciągowy.\n- Wyroby muszą być zupełnie suche – mokra glina może popękać albo eksplodować.\n- W trakcie wypału nie zostawiaj pracowni bez nadzoru na dłużej niż 30 minut.\n- **Nie otwieraj** pieca, dopóki temperatura nie spadnie poniżej 100°C.\n\nKażdy wypał zapisz w zeszycie leżącym przy piecu: data, program, godzina startu. Usterki zgłaszaj e-mailem na adres pracownia@glina-lodz.pl.",
            ),
            Good(
                "preserve",
                "## Zasady bezpieczeństwa przy piecu ceramicznym\n\nOsoby, które nie przeszły szkolenia u prowadzącej, Joanny Lis, nie mogą obsługiwać pieca w pracowni.\n\n1. Przed każdym wypałem sprawdź, czy działa wentylator wyciągowy.\n2. Wyroby muszą być całkowicie suche, bo mokra glina może pęknąć lub eksplodować.\n3. Podczas wypału nie zostawiaj pracowni bez nadzoru dłużej niż 30 minut.\n4. **Nie otwieraj** pieca, dopóki temperatura nie spadnie poniżej 100°C.\n\nWpisuj każdy wypał do zeszytu przy piecu (data, program, godzina startu), a usterki zgłaszaj mailowo na pracownia@glina-lodz.pl.",
            ),
            Good(
                "en",
                "## Safety rules – ceramic kiln\n\nOnly a person trained by the instructor, Joanna Lis, may operate the studio kiln.\n\n- Before firing, check that the extractor fan is working.\n- **Do not open** the kiln until the temperature drops below 100°C.\n- Pieces must be completely dry; wet clay may crack or explode.\n- During firing, do not leave the studio unattended for more than 30 minutes.\n\nRecord every firing in the notebook next to the kiln (date, programme, start time). Report faults by e-mail: pracownia@glina-lodz.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Piec ceramiczny – zasady bezpieczeństwa\n\n",
                        "Piec ceramiczny – zasady bezpieczeństwa\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "nie mogą obsługiwać pieca w pracowni",
                        "również mogą obsługiwać piec w pracowni",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Pieces must be completely dry", "Pieces should be completely dry")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-weather-library-readme-install",
        source="# pogodynka\n\nBiblioteka w Pythonie do pobierania prognoz pogody z publicznego API IMGW.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy:\n\n```\npip install pogodynka==2.3.1\n```\n\n## Użycie\n\nKlucz API ustaw w zmiennej środowiskowej `POGODYNKA_API_KEY`. Funkcja `pobierz_prognoze()` zwraca prognozę na 5 dni dla wskazanej stacji. Bez klucza obowiązuje limit 60 zapytań na godzinę. Wyniki są buforowane przez 10 minut; w narzędziu wiersza poleceń bufor wyłączysz flagą `--bez-bufora`.\n\nBłędy zgłaszaj na https://github.com/pogodynka/pogodynka/issues.",
        good=[
            Good(
                "preserve",
                "# pogodynka\n\nPythonowa biblioteka, która pobiera prognozy pogody z publicznego API IMGW.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz tak:\n\n```\npip install pogodynka==2.3.1\n```\n\n## Użycie\n\n- Klucz API podaj w zmiennej środowiskowej `POGODYNKA_API_KEY`; bez klucza limit wynosi 60 zapytań na godzinę.\n- `pobierz_prognoze()` zwraca 5-dniową prognozę dla wskazanej stacji.\n- Wyniki trafiają do bufora na 10 minut. W narzędziu wiersza poleceń wyłączysz go flagą `--bez-bufora`.\n\nZnalazłeś błąd? Zgłoś go na https://github.com/pogodynka/pogodynka/issues.",
            ),
            Good(
                "preserve",
                "# pogodynka\n\nBiblioteka języka Python służąca do pobierania prognoz pogody z publicznego API IMGW.\n\n## Instalacja\n\nBiblioteka wymaga Pythona 3.10 lub nowszego. Instalacja:\n\n```\npip install pogodynka==2.3.1\n```\n\n## Użycie\n\nUstaw klucz API w zmiennej środowiskowej `POGODYNKA_API_KEY` (bez klucza obowiązuje limit 60 zapytań na godzinę). Funkcja `pobierz_prognoze()` zwraca pięciodniową prognozę dla wskazanej stacji. Wyniki są przechowywane w buforze przez 10 minut; w narzędziu wiersza poleceń bufor można wyłączyć flagą `--bez-bufora`.\n\nZgłoszenia błędów przyjmujemy pod adresem https://github.com/pogodynka/pogodynka/issues.",
            ),
            Good(
                "en",
                "# pogodynka\n\nA Python library for fetching weather forecasts from the public IMGW API.\n\n## Installation\n\nPython 3.10 or newer is required:\n\n```\npip install pogodynka==2.3.1\n```\n\n## Usage\n\nSet your API key in the `POGODYNKA_API_KEY` environment variable. The `pobierz_prognoze()` function returns a 5-day forecast for the given station. Without a key, the limit is 60 requests per hour. Results are cached for 10 minutes; in the command-line tool you can disable the cache with the `--bez-bufora` flag.\n\nReport bugs at https://github.com/pogodynka/pogodynka/issues.",
            ),
        ],
        bad=[
            Slip(0, [("flagą `--bez-bufora`", "flagą `--no-cache`")], "code"),
            Slip(
                1,
                [("```\npip install pogodynka==2.3.1\n```", "pip install pogodynka==2.3.1")],
                "markdown",
            ),
            Slip(2, [("60 requests per hour", "100 requests per hour")], "number"),
        ],
    ),
    Case(
        key="pl-rural-childhood-asthma-study-summary",
        source="Według badania opublikowanego przez Nowak i współpracowników (2023) w czasopiśmie „Alergologia Polska” (t. 10, s. 45–53) dzieci wychowujące się na wsi rzadziej chorują na astmę niż ich rówieśnicy z miast. Autorzy przeanalizowali dane 2 140 dzieci w wieku od 7 do 12 lat. Astmę rozpoznano u 6,1% dzieci z terenów wiejskich i u 9,8% dzieci z miast. Badacze podkreślają, że różnica może wynikać z wcześniejszego kontaktu z alergenami zwierzęcymi, ale nie wykluczają wpływu zanieczyszczenia powietrza. Badanie miało charakter obserwacyjny, więc nie dowodzi związku przyczynowego. DOI: 10.5114/pja.2023.12345.",
        good=[
            Good(
                "preserve",
                "Dzieci ze wsi rzadziej niż dzieci z miast chorują na astmę – wynika z badania Nowak i współpracowników (2023), opublikowanego w „Alergologii Polskiej” (t. 10, s. 45–53; DOI: 10.5114/pja.2023.12345). Naukowcy przeanalizowali dane 2 140 dzieci w wieku 7–12 lat. Na wsi astmę rozpoznano u 6,1% z nich, w miastach – u 9,8%. Zdaniem autorów różnica może wynikać z tego, że dzieci na wsi wcześniej stykają się z alergenami zwierzęcymi, choć nie wykluczają oni także wpływu zanieczyszczenia powietrza. Trzeba pamiętać, że było to badanie obserwacyjne – nie dowodzi więc związku przyczynowego.",
            ),
            Good(
                "preserve",
                "Streszczenie: Nowak i wsp. (2023), „Alergologia Polska”, t. 10, s. 45–53, DOI: 10.5114/pja.2023.12345.\n\n– Próba: 2 140 dzieci w wieku 7–12 lat.\n– Wynik: astma rozpoznana u 6,1% dzieci wiejskich wobec 9,8% dzieci miejskich; dzieci wychowujące się na wsi chorują na nią rzadziej.\n– Interpretacja autorów: różnica może być skutkiem wcześniejszego kontaktu z alergenami zwierzęcymi; wpływu zanieczyszczenia powietrza nie wykluczono.\n– Ograniczenie: badanie obserwacyjne, które nie dowodzi związku przyczynowego.",
            ),
            Good(
                "en",
                "According to a study by Nowak et al. (2023), published in Alergologia Polska (vol. 10, pp. 45–53), children growing up in the countryside are less likely to develop asthma than their urban peers. The authors analysed data from 2,140 children aged 7 to 12. Asthma was diagnosed in 6.1% of rural children and 9.8% of urban children. The researchers stress that the difference may be due to earlier contact with animal allergens, but they do not rule out the influence of air pollution. The study was observational, so it does not prove a causal relationship. DOI: 10.5114/pja.2023.12345.",
            ),
        ],
        bad=[
            Slip(0, [("różnica może wynikać z tego", "różnica wynika z tego")], "hedge"),
            Slip(1, [("Nowak i wsp. (2023)", "Nowak i wsp. (2021)")], "citation"),
            Slip(2, [("6.1% of rural children", "4.1% of rural children")], "number"),
        ],
    ),
    Case(
        key="pl-internet-tax-relief-explainer",
        source="Ulga internetowa – co warto wiedzieć? Zgodnie z art. 26 ust. 1 pkt 6a ustawy z dnia 26 lipca 1991 r. o podatku dochodowym od osób fizycznych możesz odliczyć od dochodu wydatki na internet, maksymalnie 760 zł w roku podatkowym. Z ulgi można skorzystać tylko w dwóch kolejnych latach. Wydatek musi być udokumentowany fakturą wystawioną na Twoje imię i nazwisko. Odliczenie nie obejmuje kosztów zakupu sprzętu, np. routera czy modemu. Ulgę wykazujesz w zeznaniu rocznym, np. PIT-37, wraz z załącznikiem PIT/O.",
        good=[
            Good(
                "preserve",
                "Ulga internetowa w pigułce. Podstawą jest art. 26 ust. 1 pkt 6a ustawy z dnia 26 lipca 1991 r. o podatku dochodowym od osób fizycznych. Pozwala on odliczyć od dochodu wydatki na internet – do 760 zł w roku podatkowym – ale wyłącznie w dwóch kolejnych latach. Na wydatek musisz mieć fakturę wystawioną na Twoje imię i nazwisko. Kosztów zakupu sprzętu, takiego jak router czy modem, nie odliczysz. Ulgę wykazujesz w zeznaniu rocznym, np. PIT-37, dołączając załącznik PIT/O.",
            ),
            Good(
                "preserve",
                "Ulga internetowa – najważniejsze zasady:\n\n1. Podstawa prawna: art. 26 ust. 1 pkt 6a ustawy z dnia 26 lipca 1991 r. o podatku dochodowym od osób fizycznych.\n2. Od dochodu można odliczyć wydatki na internet w kwocie nieprzekraczającej 760 zł w roku podatkowym.\n3. Z ulgi można skorzystać tylko w dwóch kolejnych latach.\n4. Wydatek musi być udokumentowany fakturą wystawioną na imię i nazwisko podatnika.\n5. Odliczenie nie obejmuje kosztów zakupu sprzętu, np. routera lub modemu.\n6. Ulgę wykazuje się w zeznaniu rocznym (np. PIT-37) wraz z załącznikiem PIT/O.",
            ),
            Good(
                "en",
                "Internet tax relief – the key facts. Under Article 26(1)(6a) of the Personal Income Tax Act of 26 July 1991, you can deduct internet expenses from your income, up to PLN 760 per tax year. The relief can be used only in two consecutive years. The expense must be documented with an invoice issued in your name. The deduction does not cover the cost of buying equipment such as a router or modem. You claim the relief in your annual tax return, e.g. PIT-37, together with the PIT/O schedule.",
            ),
        ],
        bad=[
            Slip(0, [("art. 26 ust. 1 pkt 6a", "art. 27 ust. 1 pkt 6a")], "legal_reference"),
            Slip(
                1,
                [("5. Odliczenie nie obejmuje kosztów", "5. Odliczenie obejmuje również koszty")],
                "negation",
            ),
            Slip(
                2,
                [("The expense must be documented", "The expense should be documented")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-municipal-dog-rabies-vaccination-day",
        source="Urząd Gminy Kłodawa przypomina, że szczepienie psów przeciwko wściekliźnie jest obowiązkowe. Pierwsze szczepienie wykonuje się w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a kolejne – nie rzadziej niż co 12 miesięcy. Punkt szczepień będzie czynny w remizie OSP w Kłodawie we wtorek 8 kwietnia 2025 r. w godz. 9:00–13:00. Koszt szczepienia wynosi 50 zł. Weterynarz szacuje, że wizyta z jednym psem potrwa około 10 minut, dlatego zalecamy przyjście z wyprzedzeniem. Psy muszą być prowadzone na smyczy i w kagańcu. Prosimy zabrać książeczkę zdrowia zwierzęcia.",
        good=[
            Good(
                "preserve",
                "Właściciele psów z gminy Kłodawa, przypominamy: szczepienie przeciwko wściekliźnie jest obowiązkowe! Pierwsze szczepienie wykonuje się w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a później powtarza się je co najmniej raz na 12 miesięcy. Zapraszamy do punktu szczepień w remizie OSP w Kłodawie – we wtorek 8 kwietnia 2025 r., od 9:00 do 13:00. Szczepienie kosztuje 50 zł. Według szacunków weterynarza wizyta z jednym psem zajmie mniej więcej 10 minut, dlatego zalecamy przyjść wcześniej. Pies musi być na smyczy i w kagańcu. Prosimy o zabranie książeczki zdrowia zwierzęcia.",
            ),
            Good(
                "preserve",
                "Obowiązkowe szczepienie psów przeciwko wściekliźnie – Urząd Gminy Kłodawa informuje:\n\n• termin: wtorek, 8 kwietnia 2025 r., godz. 9:00–13:00;\n• miejsce: remiza OSP w Kłodawie;\n• koszt: 50 zł;\n• pierwsze szczepienie – w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, kolejne – nie rzadziej niż co 12 miesięcy;\n• psy muszą być prowadzone na smyczy i w kagańcu;\n• prosimy o zabranie książeczki zdrowia zwierzęcia.\n\nWeterynarz szacuje czas wizyty z jednym psem na około 10 minut, dlatego zalecamy przybycie z wyprzedzeniem.",
            ),
            Good(
                "en",
                "Kłodawa Municipal Office reminds residents that vaccinating dogs against rabies is compulsory. The first vaccination is given within 30 days after the dog turns 3 months old, and subsequent ones at least every 12 months. The vaccination point will be open at the OSP fire station in Kłodawa on Tuesday, 8 April 2025, from 9:00 to 13:00. The vaccination costs PLN 50. The vet estimates that a visit with one dog will take about 10 minutes, so we recommend arriving early. Dogs must be kept on a lead and muzzled. Please bring the animal's health booklet.",
            ),
        ],
        bad=[
            Slip(0, [("we wtorek 8 kwietnia 2025 r.", "we wtorek 15 kwietnia 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Weterynarz szacuje czas wizyty z jednym psem na około 10 minut",
                        "Wizyta z jednym psem trwa 10 minut",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The vaccination costs PLN 50.",
                        "The vaccination costs PLN 50, payable in cash only.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-team-git-branching-workflow-notes",
        source="Notatki zespołu – praca z repozytorium\n\nNowe funkcje rozwijamy na gałęziach nazwanych według wzoru `feature/NUMER-opis`, np. `feature/412-eksport-csv`. Nie wypychamy zmian bezpośrednio na `main`; każda zmiana przechodzi przez pull request i wymaga akceptacji co najmniej dwóch osób. Przed otwarciem PR uruchom `make lint test` – jeśli testy nie przechodzą, PR nie zostanie scalony. Commity opisujemy po polsku, w trybie rozkazującym (np. „Dodaj eksport do CSV”). Po scaleniu gałąź usuwamy. Wydania tagujemy w każdy czwartek w formacie `v1.8.0`. Pytania kierujcie na kanał #dev-repo.",
        good=[
            Good(
                "preserve",
                "Zasady pracy z repozytorium:\n\n- Gałęzie z nowymi funkcjami nazywamy według wzoru `feature/NUMER-opis` (np. `feature/412-eksport-csv`).\n- Nie wypychamy niczego bezpośrednio na `main` – każda zmiana idzie przez pull request, który musi zostać zaakceptowany przez co najmniej dwie osoby.\n- Zanim otworzysz PR, uruchom `make lint test`. PR, w którym testy nie przechodzą, nie zostanie scalony.\n- Opisy commitów piszemy po polsku, w trybie rozkazującym, np. „Dodaj eksport do CSV”.\n- Po scaleniu gałąź usuwamy.\n- W każdy czwartek tagujemy wydanie w formacie `v1.8.0`.\n\nPytania? Pisz na kanale #dev-repo.",
            ),
            Good(
                "preserve",
                "Pracując z naszym repozytorium, pamiętaj o kilku zasadach. Nową funkcję rozwijasz na gałęzi nazwanej według wzoru `feature/NUMER-opis`, na przykład `feature/412-eksport-csv`. Zmian nie wypychasz bezpośrednio na `main` – każda przechodzi przez pull request, który muszą zaakceptować co najmniej dwie osoby. Przed otwarciem PR uruchamiasz `make lint test`; jeśli testy nie przechodzą, PR nie zostanie scalony. Commity opisujesz po polsku, w trybie rozkazującym (np. „Dodaj eksport do CSV”), a po scaleniu usuwasz gałąź. Wydania tagujemy co czwartek w formacie `v1.8.0`. Z pytaniami zapraszamy na kanał #dev-repo.",
            ),
            Good(
                "en",
                "Team notes – working with the repository\n\nWe develop new features on branches named after the pattern `feature/NUMER-opis`, e.g. `feature/412-eksport-csv`. We don't push changes directly to `main`; every change goes through a pull request and needs approval from at least two people. Before opening a PR, run `make lint test` – if the tests fail, the PR will not be merged. Commit messages are written in Polish, in the imperative mood (e.g. “Dodaj eksport do CSV”). After merging, we delete the branch. Releases are tagged every Thursday in the `v1.8.0` format. Send any questions to the #dev-repo channel.",
            ),
        ],
        bad=[
            Slip(0, [("uruchom `make lint test`", "uruchom `make test`")], "code"),
            Slip(
                1,
                [
                    (
                        "jeśli testy nie przechodzą, PR nie zostanie scalony",
                        "jeśli testy nie przechodzą, PR i tak zostanie scalony",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "After merging, we delete the branch.",
                        "After merging, we delete the branch and the CI pipeline deploys the change to the staging server.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-no-till-soil-carbon-study",
        source="W pracy Kowalczyka i Zielińskiej (2022), opublikowanej w „Roczniku Gleboznawczym” (t. 73, nr 2, s. 112–120), porównano zawartość węgla organicznego w glebach pól uprawianych bezorkowo i tradycyjnie na Lubelszczyźnie. Na 24 poletkach doświadczalnych po ośmiu latach uprawy bezorkowej zawartość węgla w warstwie 0–10 cm była wyższa średnio o 14%. Autorzy zastrzegają, że wyników nie należy przenosić na gleby lekkie, których w próbie nie było. Ich zdaniem rolnicy rozważający przejście na uprawę bezorkową powinni najpierw wykonać analizę gleby. Pełne dane są dostępne w repozytorium RepOD.",
        good=[
            Good(
                "preserve",
                "Czy rezygnacja z orki zwiększa ilość węgla w glebie? Kowalczyk i Zielińska (2022) porównali zawartość węgla organicznego w glebach pól uprawianych bezorkowo i tradycyjnie na Lubelszczyźnie. Po ośmiu latach uprawy bezorkowej na 24 poletkach doświadczalnych węgla w warstwie 0–10 cm było średnio o 14% więcej. Autorzy zaznaczają jednak, że wyników nie należy odnosić do gleb lekkich, bo takich w próbie nie było. Ich zdaniem rolnicy, którzy rozważają przejście na uprawę bezorkową, powinni najpierw wykonać analizę gleby. Artykuł ukazał się w „Roczniku Gleboznawczym” (t. 73, nr 2, s. 112–120), a pełne dane są dostępne w repozytorium RepOD.",
            ),
            Good(
                "preserve",
                "Kowalczyk, Zielińska (2022), „Rocznik Gleboznawczy”, t. 73, nr 2, s. 112–120.\n\nCel: porównanie zawartości węgla organicznego w glebach pól uprawianych bezorkowo i tradycyjnie (Lubelszczyzna).\nWynik: na 24 poletkach doświadczalnych, po ośmiu latach uprawy bezorkowej, zawartość węgla w warstwie 0–10 cm była średnio o 14% wyższa.\nZastrzeżenie: wyników nie należy przenosić na gleby lekkie – nie było ich w próbie.\nZalecenie autorów: rolnicy rozważający przejście na uprawę bezorkową powinni najpierw wykonać analizę gleby.\nDane: pełny zestaw w repozytorium RepOD.",
            ),
            Good(
                "en",
                "A paper by Kowalczyk and Zielińska (2022), published in Rocznik Gleboznawczy (vol. 73, no. 2, pp. 112–120), compared the organic carbon content of soils in no-till and conventionally ploughed fields in the Lublin region. On 24 experimental plots, after eight years of no-till farming, the carbon content in the 0–10 cm layer was on average 14% higher. The authors caution that the results should not be applied to light soils, which were not included in the sample. In their view, farmers considering a switch to no-till should first have their soil analysed. The full data are available in the RepOD repository.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "na 24 poletkach doświadczalnych węgla",
                        "na 24 poletkach doświadczalnych Uniwersytetu Przyrodniczego w Lublinie węgla",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("t. 73, nr 2, s. 112–120", "t. 73, nr 2, s. 121–129")], "citation"),
            Slip(
                2,
                [
                    (
                        "farmers considering a switch to no-till should first",
                        "farmers considering a switch to no-till must first",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rental-deposit-return-rules",
        source="Kaucja przy najmie mieszkania – zasady zwrotu. Zgodnie z art. 6 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów kaucja nie może przekraczać dwunastokrotności miesięcznego czynszu. Wynajmujący ma obowiązek zwrócić ją w ciągu miesiąca od dnia opróżnienia lokalu, po potrąceniu należności, np. zaległego czynszu lub kosztów naprawy zniszczeń. Zwykłe zużycie mieszkania nie uzasadnia potrącenia. Przykład: przy czynszu 2 500 zł kaucja może wynieść najwyżej 30 000 zł. Jeśli wynajmujący nie odda kaucji w terminie, najemca może wezwać go do zapłaty na piśmie, a następnie wystąpić do sądu.",
        good=[
            Good(
                "preserve",
                "Wynajmujesz mieszkanie i wpłaciłeś kaucję? Oto, co mówi prawo. Według art. 6 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów kaucja nie może być wyższa niż dwunastokrotność miesięcznego czynszu – przy czynszu 2 500 zł to maksymalnie 30 000 zł. Wynajmujący musi ją oddać w ciągu miesiąca od dnia, w którym opróżnisz lokal, po potrąceniu swoich należności, np. zaległego czynszu albo kosztów naprawy zniszczeń. Zwykłe zużycie mieszkania nie uzasadnia potrącenia. Gdy kaucja nie wróci w terminie, możesz wezwać wynajmującego do zapłaty na piśmie, a następnie wystąpić do sądu.",
            ),
            Good(
                "preserve",
                "Zasady zwrotu kaucji mieszkaniowej reguluje ustawa z dnia 21 czerwca 2001 r. o ochronie praw lokatorów. Na mocy jej art. 6 ust. 1 wysokość kaucji nie może przekraczać dwunastokrotności miesięcznego czynszu; przykładowo przy czynszu w wysokości 2 500 zł górna granica wynosi 30 000 zł. Wynajmujący jest zobowiązany zwrócić kaucję w terminie miesiąca od dnia opróżnienia lokalu, po potrąceniu przysługujących mu należności, takich jak zaległy czynsz czy koszty naprawy zniszczeń. Zwykłe zużycie lokalu nie uzasadnia jednak potrącenia. W razie niezwrócenia kaucji w terminie najemca może pisemnie wezwać wynajmującego do zapłaty, a następnie wystąpić na drogę sądową.",
            ),
            Good(
                "en",
                "Rental deposits – rules for repayment. Under Article 6(1) of the Act of 21 June 2001 on the Protection of Tenants' Rights, a deposit may not exceed twelve times the monthly rent. The landlord is obliged to return it within one month of the day the flat is vacated, after deducting amounts owed, such as unpaid rent or the cost of repairing damage. Normal wear and tear does not justify a deduction. For example, with a rent of PLN 2,500, the deposit can be no more than PLN 30,000. If the landlord does not return the deposit on time, the tenant may send a written demand for payment and then take the matter to court.",
            ),
        ],
        bad=[
            Slip(0, [("to maksymalnie 30 000 zł", "to maksymalnie 25 000 zł")], "number"),
            Slip(
                1, [("Na mocy jej art. 6 ust. 1", "Na mocy jej art. 16 ust. 1")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "Normal wear and tear does not justify a deduction.",
                        "Normal wear and tear also justifies a deduction.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-digital-media-conference-call-papers",
        source="Zaproszenie do nadsyłania referatów: VII Konferencja „Język w mediach cyfrowych”, Uniwersytet Łódzki, 16–17 października 2025 r. Przyjmujemy zgłoszenia wystąpień dwudziestominutowych w języku polskim lub angielskim. Abstrakt (do 300 słów) wraz z bibliografią należy przesłać przez formularz na stronie https://jmc.uni.lodz.pl/zgloszenia do 15 czerwca 2025 r. Teksty wystąpień mogą zostać opublikowane w tomie pokonferencyjnym w serii „Język a Komunikacja” (ISSN 1234-5678). Punktem wyjścia do dyskusji jest książka Grzeni (2006) „Komunikacja językowa w Internecie”. Opłata konferencyjna wynosi 450 zł. Kontakt: jmc@uni.lodz.pl.",
        good=[
            Good(
                "preserve",
                "VII Konferencja „Język w mediach cyfrowych”\nUniwersytet Łódzki, 16–17 października 2025 r.\n\nZapraszamy do zgłaszania dwudziestominutowych wystąpień po polsku lub po angielsku.\n\n• Abstrakt: maks. 300 słów, z bibliografią.\n• Termin przesłania: 15 czerwca 2025 r.\n• Zgłoszenia: przez formularz na https://jmc.uni.lodz.pl/zgloszenia.\n• Opłata konferencyjna: 450 zł.\n• Publikacja: teksty mogą ukazać się w tomie pokonferencyjnym w serii „Język a Komunikacja” (ISSN 1234-5678).\n\nPunktem wyjścia do dyskusji jest książka Grzeni (2006) „Komunikacja językowa w Internecie”. Kontakt: jmc@uni.lodz.pl.",
            ),
            Good(
                "preserve",
                "Zapraszamy na VII Konferencję „Język w mediach cyfrowych”, która odbędzie się 16–17 października 2025 r. na Uniwersytecie Łódzkim. Czekamy na propozycje dwudziestominutowych wystąpień w języku polskim lub angielskim. Abstrakt do 300 słów, wraz z bibliografią, należy przesłać do 15 czerwca 2025 r. przez formularz: https://jmc.uni.lodz.pl/zgloszenia. Opłata konferencyjna to 450 zł. Teksty wystąpień mogą zostać opublikowane w tomie pokonferencyjnym w serii „Język a Komunikacja” (ISSN 1234-5678). Punktem wyjścia do rozmów będzie książka Grzeni „Komunikacja językowa w Internecie” (2006). W razie pytań pisz na jmc@uni.lodz.pl.",
            ),
            Good(
                "en",
                "Call for papers: 7th Conference “Language in Digital Media”, University of Łódź, 16–17 October 2025. We welcome proposals for 20-minute talks in Polish or English. Abstracts (up to 300 words) with a bibliography must be submitted via the form at https://jmc.uni.lodz.pl/zgloszenia by 15 June 2025. Papers may be published in a post-conference volume in the “Język a Komunikacja” series (ISSN 1234-5678). The starting point for discussion is Grzenia's (2006) book Komunikacja językowa w Internecie. The conference fee is PLN 450. Contact: jmc@uni.lodz.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("na https://jmc.uni.lodz.pl/zgloszenia", "na https://jmc.uni.lodz.pl")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "„Komunikacja językowa w Internecie” (2006)",
                        "„Komunikacja językowa w Internecie” (2016)",
                    )
                ],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "Papers may be published in a post-conference volume in the “Język a Komunikacja” series (ISSN 1234-5678). The starting point for discussion is Grzenia's (2006) book Komunikacja językowa w Internecie.",
                        "Teksty wystąpień mogą zostać opublikowane w tomie pokonferencyjnym w serii „Język a Komunikacja” (ISSN 1234-5678). Punktem wyjścia do dyskusji jest książka Grzeni (2006) „Komunikacja językowa w Internecie”.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gradebook-database-migration-notice",
        source="Komunikat dla użytkowników systemu e-Dziennik: w nocy z 14 na 15 listopada 2025 r. przeniesiemy bazę danych na nowy serwer. Przerwa techniczna zacznie się o 23:00 i potrwa prawdopodobnie około 3 godzin. W tym czasie logowanie nie będzie możliwe, a oceny wpisane po 22:45 mogą nie zostać zapisane. Po migracji adres aplikacji się nie zmienia, ale administratorzy szkół muszą zaktualizować w pliku `config.yaml` parametr `db_host` na `db2.edziennik.local`. Jeśli po 3:00 nadal nie możesz się zalogować, wyczyść pamięć podręczną przeglądarki i zgłoś problem na helpdesk@edziennik.pl.",
        good=[
            Good(
                "preserve",
                "Migracja bazy danych e-Dziennika – noc z 14 na 15 listopada 2025 r.\n\n- Początek przerwy technicznej: 23:00; przerwa potrwa prawdopodobnie około 3 godzin.\n- W trakcie przerwy nie zalogujesz się do systemu.\n- Oceny wpisane po 22:45 mogą nie zostać zapisane.\n- Adres aplikacji po migracji pozostaje bez zmian.\n- Administratorzy szkół muszą w pliku `config.yaml` zmienić wartość parametru `db_host` na `db2.edziennik.local`.\n- Jeśli po 3:00 wciąż nie możesz się zalogować, wyczyść pamięć podręczną przeglądarki i zgłoś problem na helpdesk@edziennik.pl.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że w nocy z 14 na 15 listopada 2025 r. baza danych systemu e-Dziennik zostanie przeniesiona na nowy serwer. Przerwa techniczna rozpocznie się o godz. 23:00 i potrwa prawdopodobnie około trzech godzin; w tym czasie logowanie będzie niemożliwe. Oceny wprowadzone po 22:45 mogą nie zostać zapisane. Adres aplikacji po migracji pozostanie taki sam, jednak administratorzy szkół muszą zaktualizować parametr `db_host` w pliku `config.yaml`, ustawiając wartość `db2.edziennik.local`. Jeżeli po godz. 3:00 nadal nie możesz się zalogować, wyczyść pamięć podręczną przeglądarki i zgłoś problem na adres helpdesk@edziennik.pl.",
            ),
            Good(
                "en",
                "Notice for e-Dziennik users: on the night of 14–15 November 2025 we will move the database to a new server. The maintenance window will start at 11 pm and will probably last about 3 hours. During this time you will not be able to log in, and grades entered after 10:45 pm may not be saved. The application address does not change after the migration, but school administrators must update the `db_host` parameter in `config.yaml` to `db2.edziennik.local`. If you still cannot log in after 3 am, clear your browser cache and report the problem to helpdesk@edziennik.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("przerwa potrwa prawdopodobnie około 3 godzin", "przerwa potrwa 3 godziny")],
                "hedge",
            ),
            Slip(1, [("parametr `db_host`", "parametr `db_url`")], "code"),
            Slip(
                2,
                [
                    (
                        "The application address does not change after the migration",
                        "The application address changes after the migration",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-school-trip-krakow-parent-letter",
        source="Szanowni Rodzice! Klasy 5a i 5b wyjeżdżają na wycieczkę do Krakowa w dniach 3–4 czerwca 2025 r. Zbiórka o 6:30 przy szkole, powrót planowany jest około 20:00. Koszt wycieczki wynosi 390 zł i obejmuje przejazd autokarem, nocleg, wyżywienie oraz bilety wstępu do Wieliczki i na Wawel. Zgodę na wyjazd należy podpisać i oddać wychowawcy do 16 maja. Uczniowie mogą zabrać kieszonkowe, najlepiej nie więcej niż 50 zł. Dzieci przyjmujące leki muszą mieć je przy sobie wraz z pisemną informacją o dawkowaniu. W razie złej pogody program może ulec zmianie.",
        good=[
            Good(
                "preserve",
                "Wycieczka klas 5a i 5b do Krakowa – informacje dla rodziców\n\n• Termin: 3–4 czerwca 2025 r.\n• Zbiórka: 6:30 przy szkole; planowany powrót ok. 20:00.\n• Koszt: 390 zł (przejazd autokarem, nocleg, wyżywienie, bilety wstępu do Wieliczki i na Wawel).\n• Zgoda na wyjazd: należy ją podpisać i oddać wychowawcy do 16 maja.\n• Kieszonkowe: dozwolone, najlepiej nie więcej niż 50 zł.\n• Leki: dzieci, które je przyjmują, muszą mieć je przy sobie razem z pisemną informacją o dawkowaniu.\n• Pogoda: w razie złej pogody program może ulec zmianie.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice, w dniach 3–4 czerwca 2025 r. klasy 5a i 5b jadą na wycieczkę do Krakowa. Spotykamy się o 6:30 przy szkole, a powrót planujemy około 20:00. Wycieczka kosztuje 390 zł – w tej cenie jest przejazd autokarem, nocleg, wyżywienie i bilety wstępu do Wieliczki oraz na Wawel. Podpisaną zgodę na wyjazd trzeba oddać wychowawcy najpóźniej do 16 maja. Dzieci mogą wziąć kieszonkowe, najlepiej maksymalnie 50 zł. Jeśli Wasze dziecko przyjmuje leki, musi mieć je przy sobie, razem z pisemną informacją o dawkowaniu. Gdyby pogoda się zepsuła, program może ulec zmianie.",
            ),
            Good(
                "en",
                "Dear Parents, classes 5a and 5b are going on a trip to Kraków on 3–4 June 2025. We will meet at the school at 6:30 am, and the return is planned for around 8 pm. The trip costs PLN 390, which covers coach travel, accommodation, meals and admission tickets to Wieliczka and Wawel. The consent form must be signed and handed in to the class teacher by 16 May. Pupils may take pocket money, preferably no more than PLN 50. Children who take medication must have it with them, together with written dosage instructions. In case of bad weather, the programme may change.",
            ),
        ],
        bad=[
            Slip(0, [("planowany powrót ok. 20:00", "powrót o 20:00")], "hedge"),
            Slip(
                1, [("Dzieci mogą wziąć kieszonkowe", "Dzieci muszą wziąć kieszonkowe")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "admission tickets to Wieliczka and Wawel.",
                        "admission tickets to Wieliczka and Wawel, as well as accident insurance.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 43: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-ulotka-witamina-d3-dawkowanie-dorosli",
        source=(
            "Vitaminum D3 Forte 2000 j.m. to suplement diety w postaci kapsułek miękkich. Dorośli powinni "
            "przyjmować 1 kapsułkę dziennie podczas posiłku zawierającego tłuszcz. Nie należy przekraczać "
            "zalecanej dziennej porcji. Suplement diety nie może być stosowany jako substytut zróżnicowanej "
            "diety. Według danych producenta niedobór witaminy D może dotyczyć nawet około 90% dorosłych "
            "Polaków w okresie od października do marca. Kobiety w ciąży i karmiące piersią mogą stosować "
            "produkt wyłącznie po konsultacji z lekarzem. Przechowywać w temperaturze poniżej 25°C, w miejscu "
            "niedostępnym dla małych dzieci. Opakowanie zawiera 60 kapsułek, co wystarcza na dwa miesiące "
            "stosowania. Masa netto: 21,6 g."
        ),
        good=[
            Good(
                "preserve",
                "Vitaminum D3 Forte 2000 j.m. to suplement diety w miękkich kapsułkach. Jeśli jesteś osobą "
                "dorosłą, powinieneś przyjmować jedną kapsułkę na dzień, w trakcie posiłku zawierającego "
                "tłuszcz. Nie przekraczaj zalecanej dziennej porcji i pamiętaj, że suplement nie może zastępować "
                "zróżnicowanej diety. Producent podaje, że niedobór witaminy D może dotyczyć nawet około 90% "
                "dorosłych Polaków między październikiem a marcem. W ciąży i w okresie karmienia piersią produkt "
                "można stosować wyłącznie po konsultacji z lekarzem. Przechowuj go w temperaturze poniżej 25°C, "
                "w miejscu niedostępnym dla małych dzieci. W opakowaniu jest 60 kapsułek (masa netto 21,6 g) – "
                "to zapas na dwa miesiące.",
            ),
            Good(
                "preserve",
                "Vitaminum D3 Forte 2000 j.m. – suplement diety, kapsułki miękkie.\n\n"
                "- Dawkowanie: dorośli powinni przyjmować 1 kapsułkę dziennie, razem z posiłkiem zawierającym tłuszcz.\n"
                "- Nie należy przekraczać zalecanej dziennej porcji.\n"
                "- Suplement nie może być stosowany jako substytut zróżnicowanej diety.\n"
                "- Kobiety w ciąży i karmiące piersią mogą go stosować tylko po konsultacji z lekarzem.\n"
                "- Przechowywanie: poniżej 25°C, w miejscu niedostępnym dla małych dzieci.\n"
                "- Opakowanie: 60 kapsułek (masa netto 21,6 g), czyli zapas na dwa miesiące.\n\n"
                "Według danych producenta niedobór witaminy D może dotyczyć nawet około 90% dorosłych Polaków "
                "w okresie od października do marca.",
            ),
            Good(
                "en",
                "Vitaminum D3 Forte 2000 IU is a dietary supplement in soft capsules. Adults should take 1 capsule "
                "a day with a meal that contains fat. Do not exceed the recommended daily portion. The supplement "
                "must not be used as a substitute for a varied diet. According to the manufacturer, vitamin D "
                "deficiency may affect as many as about 90% of Polish adults between October and March. Pregnant "
                "and breastfeeding women may use the product only after consulting a doctor. Store below 25°C, out "
                "of the reach of small children. Each pack contains 60 capsules (net weight 21.6 g), enough for two "
                "months of use.",
            ),
        ],
        bad=[
            Slip(0, [("może dotyczyć nawet około 90%", "dotyczy 90%")], "hedge"),
            Slip(1, [("dorośli powinni przyjmować", "dorośli muszą przyjmować")], "modality"),
            Slip(2, [("60 capsules", "90 capsules")], "number"),
        ],
    ),
    Case(
        key="pl-ulotka-dimenhydrynat-choroba-lokomocyjna",
        source=(
            "Lokomotin, 50 mg, tabletki. Substancją czynną jest dimenhydrynat. Lek stosuje się w zapobieganiu "
            "objawom choroby lokomocyjnej, takim jak nudności, wymioty i zawroty głowy. Dorośli i młodzież "
            "powyżej 12 lat przyjmują 1–2 tabletki na 30 minut przed podróżą; w razie potrzeby dawkę można "
            "powtórzyć co 4–6 godzin, nie przekraczając 8 tabletek na dobę. Dzieci w wieku 6–12 lat mogą "
            "przyjmować najwyżej 3 tabletki na dobę. Leku nie należy stosować u dzieci poniżej 6 lat. Lek może "
            "wywoływać senność, dlatego po jego przyjęciu nie wolno prowadzić pojazdów. W trakcie leczenia nie "
            "należy pić alkoholu."
        ),
        good=[
            Good(
                "preserve",
                "Lokomotin (tabletki 50 mg, dimenhydrynat) zapobiega objawom choroby lokomocyjnej: nudnościom, "
                "wymiotom i zawrotom głowy. Jeśli masz ponad 12 lat, weź 1–2 tabletki pół godziny przed "
                "wyjazdem. W razie potrzeby możesz powtórzyć dawkę co 4–6 godzin, ale nie przekraczaj 8 tabletek "
                "w ciągu doby. Dzieci w wieku od 6 do 12 lat mogą dostać najwyżej 3 tabletki na dobę, a młodszym "
                "niż 6 lat leku nie należy podawać. Lokomotin może powodować senność, więc po jego zażyciu nie "
                "wolno prowadzić pojazdów. W czasie leczenia nie pij alkoholu.",
            ),
            Good(
                "preserve",
                "Lokomotin, 50 mg, tabletki (dimenhydrynat)\n\n"
                "Wskazania: zapobieganie objawom choroby lokomocyjnej – nudnościom, wymiotom, zawrotom głowy.\n\n"
                "Dawkowanie:\n"
                "1. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki 30 minut przed podróżą; w razie potrzeby dawkę "
                "można powtarzać co 4–6 godzin, maksymalnie 8 tabletek na dobę.\n"
                "2. Dzieci od 6 do 12 lat: nie więcej niż 3 tabletki na dobę.\n"
                "3. Dzieci poniżej 6 lat: leku nie należy stosować.\n\n"
                "Ostrzeżenia: lek może wywoływać senność – po jego przyjęciu nie wolno prowadzić pojazdów. "
                "Podczas leczenia nie należy spożywać alkoholu.",
            ),
            Good(
                "en",
                "Lokomotin 50 mg tablets contain the active substance dimenhydrinate. The medicine is used to "
                "prevent the symptoms of motion sickness, such as nausea, vomiting and dizziness. Adults and "
                "adolescents over 12 years take 1–2 tablets 30 minutes before travelling; if needed, the dose may "
                "be repeated every 4–6 hours, without exceeding 8 tablets a day. Children aged 6–12 years may take "
                "no more than 3 tablets a day. The medicine should not be used in children under 6. It may cause "
                "drowsiness, so you must not drive after taking it. Do not drink alcohol during treatment.",
            ),
        ],
        bad=[
            Slip(0, [("leku nie należy podawać", "lek należy podawać")], "negation"),
            Slip(
                1, [("maksymalnie 8 tabletek na dobę", "maksymalnie 6 tabletek na dobę")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "so you must not drive after taking it",
                        "so you should avoid driving after taking it",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przetarg-dostawa-posilkow-szkoly-gminne",
        source=(
            "Gmina Wierzbno ogłasza postępowanie o udzielenie zamówienia publicznego na „Dostawę posiłków dla "
            "uczniów szkół podstawowych w roku szkolnym 2025/2026” (znak sprawy ZP.271.14.2025). Postępowanie "
            "prowadzone jest w trybie podstawowym na podstawie art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – "
            "Prawo zamówień publicznych. Szacunkowa liczba posiłków wynosi 68 000. Oferty należy składać "
            "wyłącznie elektronicznie za pośrednictwem platformy https://platformazakupowa.pl/wierzbno do dnia "
            "23 lipca 2025 r., do godz. 10:00. Otwarcie ofert nastąpi tego samego dnia o godz. 10:30. Wykonawca "
            "musi wnieść wadium w wysokości 5 000 zł. Termin związania ofertą wynosi 30 dni. Pytania można "
            "kierować na adres zamowienia@wierzbno.pl."
        ),
        good=[
            Good(
                "preserve",
                "Do 23 lipca 2025 r., godz. 10:00, Gmina Wierzbno przyjmuje oferty w postępowaniu na „Dostawę "
                "posiłków dla uczniów szkół podstawowych w roku szkolnym 2025/2026” (ZP.271.14.2025). Zamówienie "
                "udzielane jest w trybie podstawowym, zgodnie z art. 275 pkt 1 ustawy z 11 września 2019 r. – "
                "Prawo zamówień publicznych, i obejmuje szacunkowo 68 000 posiłków. Oferty trzeba złożyć wyłącznie "
                "elektronicznie przez https://platformazakupowa.pl/wierzbno; ich otwarcie zaplanowano na ten sam "
                "dzień, na 10:30. Wykonawca musi wnieść wadium w wysokości 5 000 zł, a termin związania ofertą "
                "wynosi 30 dni. Pytania można kierować na zamowienia@wierzbno.pl.",
            ),
            Good(
                "preserve",
                "Gmina Wierzbno – ogłoszenie o zamówieniu (znak sprawy: ZP.271.14.2025)\n\n"
                "- Przedmiot: dostawa posiłków dla uczniów szkół podstawowych w roku szkolnym 2025/2026, szacunkowo 68 000 posiłków.\n"
                "- Tryb: podstawowy, art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych.\n"
                "- Oferty należy składać tylko elektronicznie, przez https://platformazakupowa.pl/wierzbno, do 23.07.2025 r., godz. 10:00.\n"
                "- Otwarcie ofert: 23.07.2025 r., godz. 10:30.\n"
                "- Wadium: 5 000 zł, wykonawca musi je wnieść.\n"
                "- Termin związania ofertą: 30 dni.\n"
                "- Pytania można przesyłać na adres zamowienia@wierzbno.pl.",
            ),
            Good(
                "en",
                "The Municipality of Wierzbno announces a public procurement procedure for the “Supply of meals for "
                "primary school pupils in the 2025/2026 school year” (case ref. ZP.271.14.2025). The procedure is "
                "conducted in the basic mode under Article 275 point 1 of the Public Procurement Law Act of "
                "11 September 2019. The estimated number of meals is 68,000. Tenders must be submitted "
                "electronically only, via https://platformazakupowa.pl/wierzbno, by 10:00 on 23 July 2025. They will "
                "be opened the same day at 10:30. The contractor must provide a tender security of PLN 5,000. "
                "Tenders remain binding for 30 days. Questions may be sent to zamowienia@wierzbno.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Do 23 lipca 2025 r.", "Do 28 lipca 2025 r.")], "date"),
            Slip(1, [("art. 275 pkt 1", "art. 275 pkt 2")], "legal_reference"),
            Slip(2, [("zamowienia@wierzbno.pl", "zamowienia@wierzbno.gov.pl")], "url"),
        ],
    ),
    Case(
        key="pl-regulamin-basenu-strefa-saun-delfin",
        source=(
            "Regulamin strefy saun Krytej Pływalni „Delfin”. Samodzielnie ze strefy saun mogą korzystać osoby, "
            "które ukończyły 16 lat; osoby w wieku 12–15 lat mogą do niej wchodzić tylko pod opieką pełnoletniego "
            "opiekuna. Dzieci poniżej 12 lat nie mają wstępu do strefy. Przed wejściem do sauny należy wziąć "
            "prysznic i dokładnie się osuszyć. W saunie suchej nie wolno polewać kamieni wodą ani przebywać "
            "w stroju kąpielowym. Jednorazowy pobyt w kabinie nie powinien przekraczać 15 minut. W strefie mogą "
            "przebywać jednocześnie maksymalnie 24 osoby. Osoby z chorobami serca lub nadciśnieniem powinny przed "
            "skorzystaniem z sauny skonsultować się z lekarzem. Strefa jest czynna codziennie od 14:00 do 21:30, "
            "a ostatnie wejście jest możliwe o 20:45."
        ),
        good=[
            Good(
                "preserve",
                "Witamy w strefie saun Krytej Pływalni „Delfin”! Jeśli masz ukończone 16 lat, możesz korzystać "
                "z niej samodzielnie. Młodzież w wieku 12–15 lat może wejść tylko pod opieką pełnoletniego "
                "opiekuna, a dzieci poniżej 12 lat nie mają wstępu. Zanim wejdziesz do sauny, weź prysznic "
                "i dokładnie się wytrzyj. W saunie suchej nie wolno polewać kamieni wodą ani siedzieć w stroju "
                "kąpielowym. Jeden pobyt w kabinie nie powinien trwać dłużej niż 15 minut. W strefie mogą "
                "jednocześnie przebywać najwyżej 24 osoby. Jeśli chorujesz na serce lub masz nadciśnienie, przed "
                "skorzystaniem z sauny powinieneś skonsultować się z lekarzem. Zapraszamy codziennie w godz. "
                "14:00–21:30; ostatnie wejście jest możliwe o 20:45.",
            ),
            Good(
                "preserve",
                "Regulamin strefy saun – Kryta Pływalnia „Delfin”\n"
                "1. Osoby, które ukończyły 16 lat, mogą korzystać ze strefy saun samodzielnie.\n"
                "2. Osoby w wieku od 12 do 15 lat mogą wchodzić do strefy wyłącznie pod opieką pełnoletniego opiekuna; dzieci poniżej 12 lat nie mają wstępu.\n"
                "3. Przed wejściem do sauny należy się umyć pod prysznicem i dokładnie osuszyć.\n"
                "4. W saunie suchej zabrania się polewania kamieni wodą oraz przebywania w stroju kąpielowym.\n"
                "5. Jednorazowy pobyt w kabinie nie powinien przekraczać 15 minut.\n"
                "6. W strefie mogą jednocześnie przebywać maksymalnie 24 osoby.\n"
                "7. Osoby z chorobami serca lub nadciśnieniem powinny przed skorzystaniem z sauny skonsultować się z lekarzem.\n"
                "8. Godziny otwarcia: codziennie 14:00–21:30, ostatnie wejście o 20:45.",
            ),
            Good(
                "en",
                "Sauna area rules – “Delfin” Indoor Swimming Pool. Visitors aged 16 and over may use the sauna "
                "area on their own; those aged 12–15 may enter only when accompanied by an adult guardian, and "
                "children under 12 are not admitted. Take a shower and dry yourself thoroughly before entering a "
                "sauna. In the dry sauna, pouring water on the stones and wearing swimwear are not allowed. A single "
                "stay in a cabin should not exceed 15 minutes. No more than 24 people may be in the area at the same "
                "time. People with heart disease or high blood pressure should consult a doctor before using the "
                "sauna. The area is open daily from 2:00 pm to 9:30 pm, with last entry at 8:45 pm.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a dzieci poniżej 12 lat nie mają wstępu", "a dzieci poniżej 12 lat mają wstęp")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "pobyt w kabinie nie powinien przekraczać",
                        "pobyt w kabinie nie może przekraczać",
                    )
                ],
                "modality",
            ),
            Slip(2, [("No more than 24 people", "No more than 30 people")], "number"),
        ],
    ),
    Case(
        key="pl-pkp-wymiana-rozjazdow-kutno-zastepcza",
        source=(
            "Komunikat dla podróżnych. W związku z wymianą rozjazdów na stacji Kutno w dniach od 8 do 21 listopada "
            "2025 r. zmieni się organizacja ruchu na linii Kutno – Płock. Pociągi Regio nr 61320 i 61321 zostaną "
            "na tym odcinku zastąpione autobusową komunikacją zastępczą. Autobusy odjeżdżają sprzed budynku "
            "dworca, a czas przejazdu wydłuży się o około 25 minut. W autobusach nie ma możliwości przewozu "
            "rowerów. Bilety kupione na pociąg zachowują ważność w komunikacji zastępczej. Pozostałe pociągi "
            "kursują bez zmian. Szczegółowy rozkład jazdy jest dostępny w kasach biletowych oraz na stronie "
            "portalpasazera.pl. Przepraszamy za utrudnienia."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, podróżni! Od 8 do 21 listopada 2025 r. na stacji Kutno wymieniane będą rozjazdy, dlatego "
                "zmienia się organizacja ruchu na linii Kutno – Płock. Na tym odcinku zamiast pociągów Regio "
                "nr 61320 i 61321 pojadą autobusy komunikacji zastępczej, odjeżdżające sprzed budynku dworca. "
                "Podróż potrwa o około 25 minut dłużej. Rowerów nie można przewozić w autobusach. Bilety kupione "
                "na pociąg są ważne także w autobusach zastępczych. Pozostałe pociągi kursują bez zmian. Dokładny "
                "rozkład znajdziesz w kasach biletowych i na portalpasazera.pl. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Zmiany w kursowaniu pociągów na linii Kutno – Płock\n\n"
                "Powód: wymiana rozjazdów na stacji Kutno.\n"
                "Termin: 8–21 listopada 2025 r.\n\n"
                "- Pociągi Regio nr 61320 i 61321 zostaną zastąpione na tym odcinku autobusową komunikacją zastępczą.\n"
                "- Autobusy odjeżdżają sprzed budynku dworca.\n"
                "- Czas przejazdu wydłuży się o około 25 minut.\n"
                "- Przewóz rowerów autobusami nie jest możliwy.\n"
                "- Bilety na pociąg są honorowane w komunikacji zastępczej.\n"
                "- Pozostałe pociągi kursują bez zmian.\n\n"
                "Szczegółowy rozkład: kasy biletowe oraz portalpasazera.pl. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Notice to passengers. Because of turnout replacement work at Kutno station, traffic on the "
                "Kutno – Płock line will be reorganised from 8 to 21 November 2025. On this section, Regio trains "
                "no. 61320 and 61321 will be replaced by rail replacement buses. The buses leave from in front of the "
                "station building, and the journey will take about 25 minutes longer. Bicycles cannot be carried on "
                "the buses. Train tickets remain valid on the replacement service. All other trains run as normal. "
                "The detailed timetable is available at ticket offices and at portalpasazera.pl. We apologise for "
                "the inconvenience.",
            ),
        ],
        bad=[
            Slip(0, [("Od 8 do 21 listopada 2025 r.", "Od 8 do 12 listopada 2025 r.")], "date"),
            Slip(1, [("o około 25 minut", "o około 15 minut")], "number"),
            Slip(
                2,
                [
                    (
                        "Bicycles cannot be carried on the buses.",
                        "Bicycles cannot be carried on the buses, but low-floor, wheelchair-accessible vehicles will be used on every run.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ztm-remont-torowiska-grochowska-objazd",
        source=(
            "Zarząd Transportu Miejskiego informuje, że od soboty 14 czerwca (od godz. 4:00) do niedzieli "
            "29 czerwca 2025 r. trwać będzie remont torowiska na ul. Grochowskiej. W tym czasie tramwaje linii 3, "
            "9 i 24 pojadą objazdem przez al. Waszyngtona, a przystanki Wiatraczna 01 i 02 nie będą obsługiwane. "
            "Za tramwaje uruchomimy zastępczą linię autobusową Z-9, która w godzinach szczytu będzie kursować co "
            "6 minut. Autobusy Z-9 nie zatrzymują się na przystanku Szaserów 03. Bilety okresowe zachowują "
            "ważność bez zmian. Aktualne informacje o zmianach znajdą Państwo na stronie "
            "www.ztm.waw.pl/komunikaty oraz w aplikacji mobilnej."
        ),
        good=[
            Good(
                "preserve",
                "Remont torowiska na ul. Grochowskiej potrwa od soboty 14 czerwca, od godz. 4:00, do niedzieli "
                "29 czerwca 2025 r. Tramwaje linii 3, 9 i 24 będą wtedy jeździć objazdem przez al. Waszyngtona "
                "i nie będą obsługiwać przystanków Wiatraczna 01 i 02. Zamiast nich kursować będzie autobusowa "
                "linia zastępcza Z-9 – w szczycie co 6 minut. Uwaga: Z-9 nie zatrzymuje się na przystanku "
                "Szaserów 03. Bilety okresowe są ważne bez zmian. Bieżące informacje: www.ztm.waw.pl/komunikaty "
                "i aplikacja mobilna.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że od soboty 14 czerwca 2025 r., od godz. 4:00, do niedzieli 29 czerwca "
                "prowadzony będzie remont torowiska na ul. Grochowskiej. Linie tramwajowe 3, 9 i 24 zostaną "
                "skierowane na objazd przez al. Waszyngtona; przystanki Wiatraczna 01 i 02 pozostaną "
                "nieobsługiwane. Uruchomiona zostanie zastępcza linia autobusowa Z-9, kursująca w godzinach "
                "szczytu co 6 minut; autobusy tej linii nie będą zatrzymywać się na przystanku Szaserów 03. Bilety "
                "okresowe zachowują ważność na dotychczasowych zasadach. Aktualne komunikaty publikujemy na stronie "
                "www.ztm.waw.pl/komunikaty oraz w aplikacji mobilnej.",
            ),
            Good(
                "en",
                "The Public Transport Authority (ZTM) informs that track renovation on ul. Grochowska will take "
                "place from Saturday 14 June (from 4:00 am) to Sunday 29 June 2025. During this period, tram lines "
                "3, 9 and 24 will be diverted via al. Waszyngtona, and the Wiatraczna 01 and 02 stops will not be "
                "served. A replacement bus line, Z-9, will run instead of the trams, every 6 minutes at peak times. "
                "Z-9 buses do not stop at Szaserów 03. Season tickets remain valid as usual. Up-to-date information "
                "is available at www.ztm.waw.pl/komunikaty and in the mobile app.",
            ),
        ],
        bad=[
            Slip(
                0, [("do niedzieli 29 czerwca 2025 r.", "do niedzieli 22 czerwca 2025 r.")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "autobusy tej linii nie będą zatrzymywać się",
                        "autobusy tej linii będą zatrzymywać się",
                    )
                ],
                "negation",
            ),
            Slip(2, [("www.ztm.waw.pl/komunikaty", "www.ztm.waw.pl")], "url"),
        ],
    ),
    Case(
        key="pl-blog-pomidory-podlewanie-sciolkowanie-trawa",
        source=(
            "Pomidory w gruncie podlewam rzadko, ale obficie: w upalne tygodnie mniej więcej co trzy dni, po "
            "około 10 litrów wody na krzak. Nigdy nie leję wody na liście, bo to prawdopodobnie najprostsza droga "
            "do zarazy ziemniaczanej. Pod krzaki rozkładam ściółkę ze skoszonej trawy, warstwą grubości 5–7 cm – "
            "gleba dłużej trzyma wilgoć, a chwastów jest wyraźnie mniej. Świeżej trawy nie kładę jednak "
            "bezpośrednio przy łodydze, bo zaczyna gnić. Od połowy lipca usuwam dolne liście do wysokości "
            "pierwszego grona. Z mojego doświadczenia wynika, że plon może być wtedy nawet o jedną piątą większy, "
            "choć to oczywiście zależy od pogody i odmiany."
        ),
        good=[
            Good(
                "preserve",
                "Moje pomidory w gruncie dostają wodę rzadko, ale za to dużo – w upały mniej więcej co trzy dni, "
                "około 10 litrów na krzak. Nigdy nie moczę przy tym liści, bo to chyba najprostszy sposób, żeby "
                "ściągnąć zarazę ziemniaczaną. Krzaki ściółkuję skoszoną trawą, układając warstwę o grubości "
                "5–7 cm: wilgoć dłużej zostaje w glebie, a chwastów jest wyraźnie mniej. Uważam tylko, żeby świeża "
                "trawa nie leżała tuż przy łodydze, bo zaczyna gnić. Od połowy lipca obrywam dolne liście aż do "
                "pierwszego grona. Moje doświadczenie pokazuje, że plon może być wtedy nawet o 20% większy – choć "
                "oczywiście wiele zależy od pogody i odmiany.",
            ),
            Good(
                "preserve",
                "Kilka moich zasad uprawy pomidorów w gruncie:\n\n"
                "1. Podlewanie rzadkie, ale obfite – w upalne tygodnie mniej więcej co 3 dni, po ok. 10 l wody na krzak.\n"
                "2. Nigdy nie polewam liści, bo to prawdopodobnie najprostsza droga do zarazy ziemniaczanej.\n"
                "3. Ściółka ze skoszonej trawy, warstwa 5–7 cm: gleba dłużej trzyma wilgoć, a chwastów jest wyraźnie mniej. "
                "Świeżej trawy nie kładę jednak tuż przy łodydze, bo gnije.\n"
                "4. Od połowy lipca usuwam dolne liście do wysokości pierwszego grona – z mojego doświadczenia plon "
                "może być wtedy nawet o jedną piątą większy, choć oczywiście zależy to od pogody i odmiany.",
            ),
            Good(
                "en",
                "I water my outdoor tomatoes rarely but generously: during hot weeks roughly every three days, about "
                "10 litres per plant. I never pour water on the leaves, as that is probably the easiest way to invite "
                "late blight. I mulch under the plants with grass clippings in a layer 5–7 cm thick – the soil stays "
                "moist longer and there are noticeably fewer weeds. However, I don't put fresh grass right next to "
                "the stem, because it starts to rot. From mid-July I remove the lower leaves up to the first truss. "
                "In my experience the yield can then be as much as a fifth higher, although of course it depends on "
                "the weather and the variety.",
            ),
        ],
        bad=[
            Slip(0, [("bo to chyba najprostszy sposób", "bo to najprostszy sposób")], "hedge"),
            Slip(1, [("warstwa 5–7 cm", "warstwa 2–3 cm")], "number"),
            Slip(
                2,
                [("I never pour water on the leaves", "I always pour water on the leaves")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-strumyk-parsowanie-csv-python",
        source=(
            "# strumyk\n\n"
            "Lekka biblioteka do strumieniowego parsowania dużych plików CSV w Pythonie. W testach na pliku 2 GB "
            "zużycie pamięci nie przekroczyło 50 MB.\n\n"
            "## Instalacja\n\n"
            "Biblioteka wymaga Pythona 3.9 lub nowszego.\n\n"
            "```bash\n"
            "pip install strumyk==2.4.1\n"
            "```\n\n"
            "## Użycie\n\n"
            "Funkcja `strumyk.stream()` zwraca generator słowników, więc cały plik nie jest wczytywany do pamięci. "
            "Separator można zmienić parametrem `delimiter`. Pliki w kodowaniu innym niż UTF-8 należy otwierać "
            "z parametrem `encoding`.\n\n"
            "## Licencja\n\n"
            "MIT. Zgłoszenia błędów przyjmujemy na [GitHubie](https://github.com/strumyk/strumyk/issues)."
        ),
        good=[
            Good(
                "preserve",
                "# strumyk\n\n"
                "Strumyk to lekka biblioteka Pythona, która pozwala strumieniowo parsować duże pliki CSV.\n\n"
                "## Jak zainstalować\n\n"
                "Potrzebujesz Pythona w wersji 3.9 lub nowszej.\n\n"
                "```bash\n"
                "pip install strumyk==2.4.1\n"
                "```\n\n"
                "## Jak używać\n\n"
                "- `strumyk.stream()` zwraca generator słowników – plik nie trafia w całości do pamięci.\n"
                "- Inny separator ustawisz parametrem `delimiter`.\n"
                "- Plik w kodowaniu innym niż UTF-8 musisz otworzyć z parametrem `encoding`.\n\n"
                "W testach na pliku 2 GB zużycie pamięci nie przekroczyło 50 MB.\n\n"
                "## Licencja\n\n"
                "MIT. Błędy zgłaszaj na [GitHubie](https://github.com/strumyk/strumyk/issues).",
            ),
            Good(
                "preserve",
                "# strumyk\n\n"
                "**strumyk** to lekka biblioteka do strumieniowego parsowania dużych plików CSV w Pythonie. "
                "Podczas testów na pliku 2 GB zużycie pamięci nie przekroczyło 50 MB.\n\n"
                "## Instalacja\n\n"
                "Wymagany jest Python 3.9 lub nowszy.\n\n"
                "```bash\n"
                "pip install strumyk==2.4.1\n"
                "```\n\n"
                "## Użycie\n\n"
                "Wywołanie `strumyk.stream()` zwraca generator słowników, dzięki czemu plik nie jest wczytywany do "
                "pamięci w całości. Parametr `delimiter` pozwala zmienić separator, a pliki zakodowane inaczej niż "
                "w UTF-8 należy otwierać z parametrem `encoding`.\n\n"
                "## Licencja\n\n"
                "MIT. Błędy można zgłaszać na [GitHubie](https://github.com/strumyk/strumyk/issues).",
            ),
            Good(
                "en",
                "# strumyk\n\n"
                "A lightweight library for streaming parsing of large CSV files in Python. In tests on a 2 GB file, "
                "memory usage did not exceed 50 MB.\n\n"
                "## Installation\n\n"
                "The library requires Python 3.9 or newer.\n\n"
                "```bash\n"
                "pip install strumyk==2.4.1\n"
                "```\n\n"
                "## Usage\n\n"
                "`strumyk.stream()` returns a generator of dictionaries, so the whole file is not loaded into memory. "
                "You can change the separator with the `delimiter` parameter. Files encoded in anything other than "
                "UTF-8 must be opened with the `encoding` parameter.\n\n"
                "## Licence\n\n"
                "MIT. Please report bugs on [GitHub](https://github.com/strumyk/strumyk/issues).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```bash\npip install strumyk==2.4.1\n```", "pip install strumyk==2.4.1")],
                "markdown",
            ),
            Slip(1, [("Parametr `delimiter`", "Parametr `sep`")], "code"),
            Slip(
                2,
                [
                    (
                        "must be opened with the `encoding` parameter",
                        "can be opened with the `encoding` parameter",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-pogodynka-klient-api-imgw",
        source=(
            "# pogodynka\n\n"
            "Nieoficjalny klient Pythona do publicznego API danych synoptycznych IMGW-PIB.\n\n"
            "## Szybki start\n\n"
            "```python\n"
            "from pogodynka import Klient\n\n"
            "dane = Klient().stacja('krakow')\n"
            "```\n\n"
            "Wyniki są zwracane jako obiekty `Pomiar` z temperaturą w °C i opadem w mm.\n\n"
            "## Ograniczenia\n\n"
            "- API nie wymaga klucza, ale serwer odrzuca więcej niż 60 zapytań na minutę.\n"
            "- Dane są aktualizowane co godzinę; częstsze odpytywanie nie ma sensu.\n"
            "- Biblioteka nie jest powiązana z IMGW-PIB.\n\n"
            "Dokumentacja źródłowego API: https://danepubliczne.imgw.pl/apiinfo. Pełna dokumentacja biblioteki: "
            "[pogodynka.readthedocs.io](https://pogodynka.readthedocs.io)."
        ),
        good=[
            Good(
                "preserve",
                "# pogodynka\n\n"
                "To nieoficjalny klient w Pythonie do publicznego API danych synoptycznych IMGW-PIB. Biblioteka "
                "nie jest powiązana z IMGW-PIB.\n\n"
                "## Na początek\n\n"
                "```python\n"
                "from pogodynka import Klient\n\n"
                "dane = Klient().stacja('krakow')\n"
                "```\n\n"
                "Wyniki dostajesz jako obiekty `Pomiar` (temperatura w °C, opad w mm).\n\n"
                "## O czym pamiętać\n\n"
                "- Klucz do API nie jest potrzebny, jednak serwer odrzuca ponad 60 zapytań na minutę.\n"
                "- Dane odświeżają się co godzinę, więc częstsze odpytywanie nie ma sensu.\n\n"
                "Dokumentacja API źródłowego: https://danepubliczne.imgw.pl/apiinfo. Pełną dokumentację "
                "biblioteki znajdziesz na [pogodynka.readthedocs.io](https://pogodynka.readthedocs.io).",
            ),
            Good(
                "preserve",
                "# pogodynka\n\n"
                "Nieoficjalna biblioteka kliencka dla Pythona, obsługująca publiczne API danych synoptycznych "
                "IMGW-PIB.\n\n"
                "## Szybki start\n\n"
                "```python\n"
                "from pogodynka import Klient\n\n"
                "dane = Klient().stacja('krakow')\n"
                "```\n\n"
                "Zwracane wyniki to obiekty `Pomiar`, zawierające temperaturę w °C i opad w mm.\n\n"
                "## Ograniczenia\n\n"
                "- Korzystanie z API nie wymaga klucza.\n"
                "- Serwer odrzuca więcej niż 60 zapytań na minutę.\n"
                "- Dane są aktualizowane raz na godzinę, dlatego częstsze zapytania nie mają sensu.\n"
                "- Projekt nie jest powiązany z IMGW-PIB.\n\n"
                "Dokumentacja API IMGW: https://danepubliczne.imgw.pl/apiinfo\n"
                "Dokumentacja biblioteki: [pogodynka.readthedocs.io](https://pogodynka.readthedocs.io)",
            ),
            Good(
                "en",
                "# pogodynka\n\n"
                "An unofficial Python client for the public synoptic data API of IMGW-PIB.\n\n"
                "## Quick start\n\n"
                "```python\n"
                "from pogodynka import Klient\n\n"
                "dane = Klient().stacja('krakow')\n"
                "```\n\n"
                "Results are returned as `Pomiar` objects with temperature in °C and precipitation in mm.\n\n"
                "## Limitations\n\n"
                "- The API does not require a key, but the server rejects more than 60 requests per minute.\n"
                "- Data are updated every hour; polling more often makes no sense.\n"
                "- The library is not affiliated with IMGW-PIB.\n\n"
                "Source API documentation: https://danepubliczne.imgw.pl/apiinfo. Full library documentation: "
                "[pogodynka.readthedocs.io](https://pogodynka.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(0, [("## O czym pamiętać\n\n", "O czym pamiętać:\n\n")], "markdown"),
            Slip(
                1,
                [("https://danepubliczne.imgw.pl/apiinfo", "https://danepubliczne.imgw.pl/api")],
                "url",
            ),
            Slip(2, [("The API does not require a key", "The API requires a key")], "negation"),
        ],
    ),
    Case(
        key="pl-abstrakt-wet-koty-nerki-sdma",
        source=(
            "Celem badania była ocena częstości występowania przewlekłej choroby nerek (PChN) u kotów w wieku "
            "powyżej 10 lat przyjmowanych w trzech klinikach weterynaryjnych we Wrocławiu w latach 2019–2023. "
            "Przeanalizowano dokumentację 1 248 pacjentów. PChN rozpoznano u 387 kotów (31%), a u 42% z nich "
            "stwierdzono jednocześnie nadciśnienie tętnicze. Stężenie SDMA przekraczało wartość referencyjną "
            "średnio o 6 miesięcy wcześniej niż stężenie kreatyniny. Uzyskane wyniki są zbliżone do danych "
            "opisanych przez Kowalczyka i wsp. (Medycyna Weterynaryjna, 2017) i sugerują, że rutynowe oznaczanie "
            "SDMA może przyspieszyć rozpoznanie choroby. Badanie miało charakter retrospektywny, dlatego wnioski "
            "należy traktować ostrożnie."
        ),
        good=[
            Good(
                "preserve",
                "W badaniu sprawdzono, jak często przewlekła choroba nerek (PChN) występuje u kotów starszych niż "
                "10 lat, przyjmowanych w latach 2019–2023 w trzech wrocławskich klinikach weterynaryjnych. Analiza "
                "objęła dokumentację 1 248 pacjentów. Chorobę rozpoznano u 387 kotów, czyli 31%; 42% z nich miało "
                "jednocześnie nadciśnienie tętnicze. SDMA przekraczało wartość referencyjną średnio o 6 miesięcy "
                "wcześniej niż kreatynina. Wyniki są podobne do danych, które opisali Kowalczyk i wsp. (Medycyna "
                "Weterynaryjna, 2017), i sugerują, że rutynowe oznaczanie SDMA może przyspieszyć rozpoznanie. "
                "Ponieważ badanie było retrospektywne, do wniosków trzeba podchodzić ostrożnie.",
            ),
            Good(
                "preserve",
                "Cel: ocena częstości występowania przewlekłej choroby nerek (PChN) u kotów w wieku powyżej 10 lat, "
                "przyjmowanych w latach 2019–2023 w trzech klinikach weterynaryjnych we Wrocławiu.\n"
                "Materiał: dokumentacja 1 248 pacjentów (analiza retrospektywna).\n"
                "Wyniki: PChN rozpoznano u 387 kotów (31%); u 42% chorych kotów współwystępowało nadciśnienie "
                "tętnicze. Stężenie SDMA przekraczało wartość referencyjną średnio 6 miesięcy wcześniej niż "
                "stężenie kreatyniny.\n"
                "Wnioski: wyniki są zbliżone do opisanych przez Kowalczyka i wsp. (Medycyna Weterynaryjna, 2017) "
                "i sugerują, że rutynowe oznaczanie SDMA może przyspieszyć rozpoznanie PChN. Ze względu na "
                "retrospektywny charakter badania wnioski należy traktować z ostrożnością.",
            ),
            Good(
                "en",
                "The aim of the study was to assess the prevalence of chronic kidney disease (CKD) in cats over "
                "10 years of age seen at three veterinary clinics in Wrocław in 2019–2023. The records of 1,248 "
                "patients were analysed. CKD was diagnosed in 387 cats (31%), and 42% of them also had arterial "
                "hypertension. SDMA concentration exceeded the reference value on average 6 months earlier than "
                "creatinine concentration. The results are similar to the data reported by Kowalczyk et al. "
                "(Medycyna Weterynaryjna, 2017) and suggest that routine SDMA testing may speed up diagnosis of the "
                "disease. Because the study was retrospective, the conclusions should be treated with caution.",
            ),
        ],
        bad=[
            Slip(0, [("Weterynaryjna, 2017)", "Weterynaryjna, 2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "i sugerują, że rutynowe oznaczanie SDMA może przyspieszyć",
                        "i dowodzą, że rutynowe oznaczanie SDMA przyspiesza",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("and 42% of them", "and 24% of them")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-wet-krowy-mastitis-probiotyk",
        source=(
            "W badaniu oceniono wpływ dowymieniowego podawania probiotyku zawierającego szczepy Lactobacillus "
            "plantarum na przebieg subklinicznego zapalenia wymienia u krów rasy polskiej holsztyńsko-fryzyjskiej. "
            "Do doświadczenia włączono 64 krowy z dwóch gospodarstw w województwie podlaskim, podzielone losowo na "
            "grupę doświadczalną i kontrolną. Po 14 dniach liczba komórek somatycznych w mleku spadła w grupie "
            "doświadczalnej o około 38%, a w grupie kontrolnej o 9%. Nie zaobserwowano działań niepożądanych. "
            "Podobny kierunek zmian opisali wcześniej Nowicka i Grabowski (2020, Animals 10: 1187). Wyniki "
            "wskazują, że probiotyki mogą stanowić uzupełnienie terapii, choć potwierdzenie ich skuteczności "
            "prawdopodobnie wymaga badań na większej populacji."
        ),
        good=[
            Good(
                "preserve",
                "Badanie dotyczyło krów rasy polskiej holsztyńsko-fryzyjskiej z subklinicznym zapaleniem wymienia: "
                "sprawdzano, jak na jego przebieg wpływa probiotyk ze szczepami Lactobacillus plantarum podawany "
                "dowymieniowo. Wzięły w nim udział 64 krowy z dwóch gospodarstw w województwie podlaskim, losowo "
                "przydzielone do grupy doświadczalnej lub kontrolnej. Po 14 dniach liczba komórek somatycznych "
                "w mleku zmniejszyła się o około 38% w grupie doświadczalnej i o 9% w kontrolnej. Nie odnotowano "
                "działań niepożądanych. Zbliżoną tendencję opisali wcześniej Nowicka i Grabowski (2020, Animals "
                "10: 1187). Wyniki wskazują, że probiotyki mogą uzupełniać terapię, ale do potwierdzenia ich "
                "skuteczności prawdopodobnie potrzebne są badania na większej populacji.",
            ),
            Good(
                "preserve",
                "Cel: ocena wpływu probiotyku z Lactobacillus plantarum, podawanego dowymieniowo, na przebieg "
                "subklinicznego zapalenia wymienia u krów rasy polskiej holsztyńsko-fryzyjskiej.\n\n"
                "Metodyka: 64 krowy z dwóch gospodarstw w województwie podlaskim przydzielono losowo do grupy "
                "doświadczalnej i kontrolnej.\n\n"
                "Wyniki: po 14 dniach liczba komórek somatycznych w mleku zmniejszyła się o ok. 38% w grupie "
                "doświadczalnej i o 9% w grupie kontrolnej; działań niepożądanych nie zaobserwowano. Kierunek zmian "
                "jest podobny do opisanego przez Nowicką i Grabowskiego (2020, Animals 10: 1187).\n\n"
                "Wnioski: probiotyki mogą być uzupełnieniem terapii, jednak potwierdzenie ich skuteczności "
                "prawdopodobnie wymaga badań na większej populacji.",
            ),
            Good(
                "en",
                "The study assessed the effect of intramammary administration of a probiotic containing "
                "Lactobacillus plantarum strains on the course of subclinical mastitis in Polish Holstein-Friesian "
                "cows. Sixty-four cows from two farms in Podlaskie Voivodeship were randomly assigned to an "
                "experimental or a control group. After 14 days, the somatic cell count in milk fell by about 38% in "
                "the experimental group and by 9% in the control group. No adverse effects were observed. A similar "
                "trend was previously described by Nowicka and Grabowski (2020, Animals 10: 1187). The results "
                "indicate that probiotics may complement therapy, although confirming their efficacy probably "
                "requires studies in a larger population.",
            ),
        ],
        bad=[
            Slip(0, [("Animals 10: 1187", "Animals 10: 1178")], "citation"),
            Slip(1, [("skuteczności prawdopodobnie wymaga", "skuteczności wymaga")], "hedge"),
            Slip(
                2,
                [
                    (
                        "No adverse effects were observed.",
                        "No adverse effects were observed, and milk yield increased in all treated cows.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-urzad-skarbowy-wezwanie-pit37-ulga",
        source=(
            "Naczelnik Urzędu Skarbowego w Radomiu, działając na podstawie art. 274a § 2 ustawy z dnia "
            "29 sierpnia 1997 r. – Ordynacja podatkowa, wzywa Pana do złożenia wyjaśnień dotyczących zeznania "
            "PIT-37 za 2024 rok. W zeznaniu wykazano ulgę na dzieci w kwocie 2 224,08 zł, jednak w systemie brak "
            "informacji o dochodach uzyskanych przez Pana małżonkę. Wyjaśnienia lub korektę zeznania należy złożyć "
            "w terminie 14 dni od dnia doręczenia niniejszego pisma. Korektę może Pan złożyć elektronicznie przez "
            "e-Urząd Skarbowy. Niezastosowanie się do wezwania może skutkować wszczęciem postępowania "
            "podatkowego. Sprawę prowadzi Anna Wiśniewska, tel. 48 362 15 40."
        ),
        good=[
            Good(
                "preserve",
                "Naczelnik Urzędu Skarbowego w Radomiu wzywa Pana do złożenia wyjaśnień w sprawie zeznania PIT-37 "
                "za 2024 rok. Podstawą wezwania jest art. 274a § 2 ustawy z 29 sierpnia 1997 r. – Ordynacja "
                "podatkowa. W zeznaniu wykazał Pan ulgę na dzieci w wysokości 2 224,08 zł, ale w systemie brakuje "
                "informacji o dochodach Pana małżonki. Wyjaśnienia lub korektę zeznania musi Pan złożyć w ciągu "
                "14 dni od doręczenia tego pisma; korektę może Pan złożyć elektronicznie w e-Urzędzie Skarbowym. "
                "Jeżeli nie zastosuje się Pan do wezwania, może zostać wszczęte postępowanie podatkowe. Sprawę "
                "prowadzi Anna Wiśniewska, tel. 48 362 15 40.",
            ),
            Good(
                "preserve",
                "Wezwanie do złożenia wyjaśnień – PIT-37 za 2024 r.\n\n"
                "Na podstawie art. 274a § 2 ustawy z dnia 29 sierpnia 1997 r. – Ordynacja podatkowa Naczelnik "
                "Urzędu Skarbowego w Radomiu wzywa Pana do wyjaśnienia danych wykazanych w zeznaniu. Zastosował "
                "Pan ulgę na dzieci w kwocie 2 224,08 zł, natomiast w systemie nie ma informacji o dochodach Pana "
                "małżonki.\n\n"
                "Termin: 14 dni od dnia doręczenia pisma – w tym czasie należy złożyć wyjaśnienia albo korektę "
                "zeznania. Korekta może zostać złożona elektronicznie za pośrednictwem e-Urzędu Skarbowego. "
                "Niezastosowanie się do wezwania może skutkować wszczęciem postępowania podatkowego.\n\n"
                "Osoba prowadząca sprawę: Anna Wiśniewska, tel. 48 362 15 40.",
            ),
            Good(
                "en",
                "The Head of the Tax Office in Radom, acting under Article 274a § 2 of the Tax Ordinance Act of "
                "29 August 1997, summons you to provide explanations regarding your PIT-37 return for 2024. The "
                "return claims the child tax relief of PLN 2,224.08, but the system contains no information on your "
                "wife's income. You must submit the explanations or a corrected return within 14 days of the date "
                "this letter is delivered. You may file the correction electronically via e-Urząd Skarbowy. Failure "
                "to comply with this summons may result in tax proceedings being initiated. The case is handled by "
                "Anna Wiśniewska, tel. 48 362 15 40.",
            ),
        ],
        bad=[
            Slip(0, [("art. 274a § 2", "art. 274c § 2")], "legal_reference"),
            Slip(
                1,
                [("Termin: 14 dni od dnia doręczenia", "Termin: 7 dni od dnia doręczenia")],
                "date",
            ),
            Slip(
                2,
                [("You must submit the explanations", "You should submit the explanations")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-zielonka-terminy-wnioskow",
        source=(
            "Rekrutacja do publicznych przedszkoli w Gminie Zielonka na rok szkolny 2025/2026 rozpocznie się "
            "3 marca 2025 r. Rodzice dzieci, które już uczęszczają do przedszkola, nie biorą udziału w rekrutacji – "
            "muszą jedynie złożyć deklarację o kontynuowaniu wychowania przedszkolnego do 21 lutego 2025 r. "
            "Wnioski o przyjęcie należy składać w dniach 3–17 marca 2025 r. przez system elektroniczny, a następnie "
            "podpisany wydruk dostarczyć do przedszkola pierwszego wyboru. Można wskazać maksymalnie trzy "
            "placówki. W pierwszej kolejności brane są pod uwagę kryteria ustawowe, m.in. wielodzietność rodziny "
            "i niepełnosprawność dziecka. Listy dzieci zakwalifikowanych zostaną opublikowane 4 kwietnia 2025 r. "
            "o godz. 12:00."
        ),
        good=[
            Good(
                "preserve",
                "Rekrutacja do publicznych przedszkoli w Gminie Zielonka na rok szkolny 2025/2026 startuje 3 marca "
                "2025 r. Jeśli Twoje dziecko już chodzi do przedszkola, nie bierzesz udziału w rekrutacji – musisz "
                "jedynie do 21 lutego 2025 r. złożyć deklarację o kontynuowaniu wychowania przedszkolnego. Wnioski "
                "o przyjęcie trzeba złożyć od 3 do 17 marca 2025 r. w systemie elektronicznym, a potem "
                "dostarczyć podpisany wydruk do przedszkola pierwszego wyboru. We wniosku możesz wskazać najwyżej "
                "trzy placówki. Najpierw uwzględnia się kryteria ustawowe, m.in. wielodzietność rodziny "
                "i niepełnosprawność dziecka. Listy zakwalifikowanych dzieci zostaną opublikowane 4 kwietnia "
                "2025 r. o 12:00.",
            ),
            Good(
                "preserve",
                "Rekrutacja do publicznych przedszkoli – Gmina Zielonka, rok szkolny 2025/2026\n\n"
                "- do 21 lutego 2025 r. – rodzice dzieci, które już uczęszczają do przedszkola, muszą złożyć "
                "deklarację o kontynuowaniu wychowania przedszkolnego; w rekrutacji nie uczestniczą;\n"
                "- 3–17 marca 2025 r. – składanie wniosków o przyjęcie w systemie elektronicznym; podpisany wydruk "
                "trzeba następnie dostarczyć do przedszkola pierwszego wyboru;\n"
                "- 4 kwietnia 2025 r., godz. 12:00 – publikacja list dzieci zakwalifikowanych.\n\n"
                "We wniosku można wskazać maksymalnie trzy przedszkola. W pierwszej kolejności uwzględnia się "
                "kryteria ustawowe, m.in. wielodzietność rodziny i niepełnosprawność dziecka.",
            ),
            Good(
                "en",
                "Admissions to public preschools in the Municipality of Zielonka for the 2025/2026 school year start "
                "on 3 March 2025. Parents of children who already attend preschool do not take part in the "
                "admissions process – they only have to submit a declaration of continued preschool education by "
                "21 February 2025. Applications must be submitted between 3 and 17 March 2025 through the online "
                "system, after which a signed printout must be delivered to the first-choice preschool. You can list "
                "up to three preschools. Statutory criteria, such as a large family or the child's disability, are "
                "considered first. Lists of qualified children will be published on 4 April 2025 at 12:00.",
            ),
        ],
        bad=[
            Slip(0, [("do 21 lutego 2025 r.", "do 28 lutego 2025 r.")], "date"),
            Slip(
                1,
                [("w rekrutacji nie uczestniczą", "w rekrutacji również uczestniczą")],
                "negation",
            ),
            Slip(
                2,
                [("a signed printout must be delivered", "a signed printout may be delivered")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-koncert-plenerowy-filharmonia-sandomierz-park",
        source=(
            "Filharmonia Nadwiślańska zaprasza na koncert plenerowy „Muzyka pod gwiazdami”, który odbędzie się "
            "w sobotę 9 sierpnia 2025 r. o godz. 20:30 w parku Miejskim w Sandomierzu. W programie znajdą się "
            "m.in. uwertury Rossiniego i suita „Peer Gynt” Edvarda Griega. Orkiestrą Filharmonii dyryguje Marek "
            "Wójcik. Wstęp jest bezpłatny, ale liczba leżaków jest ograniczona – warto przyjść wcześniej albo "
            "zabrać własny koc. W razie deszczu koncert zostanie przeniesiony do sali koncertowej przy "
            "ul. Słowackiego 12; informację o ewentualnej zmianie podamy na stronie "
            "www.filharmonia-nadwislanska.pl najpóźniej do godz. 16:00 w dniu koncertu. Organizatorzy proszą "
            "o niepozostawianie śmieci w parku."
        ),
        good=[
            Good(
                "preserve",
                "Muzyka pod gwiazdami! W sobotę 9 sierpnia 2025 r. o 20:30 Filharmonia Nadwiślańska zaprasza do "
                "parku Miejskiego w Sandomierzu na koncert plenerowy. Orkiestrę poprowadzi Marek Wójcik, "
                "a w programie usłyszymy m.in. uwertury Rossiniego i suitę „Peer Gynt” Griega. Wstęp wolny! "
                "Leżaków jest jednak ograniczona liczba, więc warto przyjść wcześniej lub wziąć ze sobą własny koc. "
                "Gdyby padało, koncert odbędzie się w sali koncertowej przy ul. Słowackiego 12 – ewentualną zmianę "
                "ogłosimy na www.filharmonia-nadwislanska.pl najpóźniej do 16:00 w dniu koncertu. Prosimy, nie "
                "zostawiajcie w parku śmieci.",
            ),
            Good(
                "preserve",
                "Koncert plenerowy „Muzyka pod gwiazdami”\n\n"
                "Kiedy: sobota, 9 sierpnia 2025 r., godz. 20:30\n"
                "Gdzie: park Miejski w Sandomierzu\n"
                "Wykonawcy: Orkiestra Filharmonii Nadwiślańskiej, dyrygent Marek Wójcik\n"
                "Program: m.in. uwertury Rossiniego, suita „Peer Gynt” Edvarda Griega\n"
                "Wstęp: bezpłatny (liczba leżaków ograniczona – warto przyjść wcześniej lub zabrać własny koc)\n\n"
                "W razie deszczu koncert odbędzie się w sali koncertowej przy ul. Słowackiego 12. O ewentualnej "
                "zmianie poinformujemy na stronie www.filharmonia-nadwislanska.pl najpóźniej do godz. 16:00 w dniu "
                "koncertu. Prosimy o niepozostawianie śmieci w parku.",
            ),
            Good(
                "en",
                "The Nadwiślańska Philharmonic invites you to “Music Under the Stars”, an open-air concert on "
                "Saturday 9 August 2025 at 8:30 pm in the Municipal Park in Sandomierz. The programme includes, among "
                "other works, Rossini overtures and Edvard Grieg's “Peer Gynt” suite. The Philharmonic Orchestra will "
                "be conducted by Marek Wójcik. Admission is free, but the number of deckchairs is limited, so it is "
                "worth arriving early or bringing your own blanket. If it rains, the concert will move to the concert "
                "hall at ul. Słowackiego 12; any change will be announced at www.filharmonia-nadwislanska.pl by "
                "4:00 pm on the day of the concert. The organisers ask visitors not to leave litter in the park.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Orkiestrę poprowadzi Marek Wójcik,",
                        "Orkiestrę poprowadzi Marek Wójcik, solistką wieczoru będzie sopranistka Ewa Lis,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "sobota, 9 sierpnia 2025 r., godz. 20:30",
                        "sobota, 9 sierpnia 2025 r., godz. 21:30",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("www.filharmonia-nadwislanska.pl", "www.filharmonia-nadwislanska.com.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-wystawa-szkola-plakatu-kalisz-grupy",
        source=(
            "Muzeum Sztuki Użytkowej w Kaliszu zaprasza na wystawę „Polska Szkoła Plakatu 1950–1970”, czynną od "
            "12 kwietnia do 31 sierpnia 2025 r. Pokazujemy ponad 200 prac m.in. Henryka Tomaszewskiego, Jana "
            "Lenicy i Wojciecha Zamecznika. Grupy zorganizowane liczące powyżej 10 osób muszą wcześniej "
            "zarezerwować termin zwiedzania, najpóźniej 7 dni przed wizytą. Oprowadzanie z przewodnikiem kosztuje "
            "150 zł za grupę. W salach wystawowych nie wolno fotografować z lampą błyskową. Bilet normalny "
            "kosztuje 20 zł, ulgowy 12 zł, a w czwartki wstęp na wystawę jest bezpłatny. Osoby "
            "z niepełnosprawnościami mogą wejść bez biletu wraz z opiekunem."
        ),
        good=[
            Good(
                "preserve",
                "Od 12 kwietnia do 31 sierpnia 2025 r. w Muzeum Sztuki Użytkowej w Kaliszu można oglądać wystawę "
                "„Polska Szkoła Plakatu 1950–1970”. Zobaczycie na niej ponad 200 prac, m.in. Henryka Tomaszewskiego, "
                "Jana Lenicy i Wojciecha Zamecznika. Bilety: normalny 20 zł, ulgowy 12 zł, a w czwartki wstęp na "
                "wystawę jest bezpłatny. Osoby z niepełnosprawnościami mogą wejść bez biletu razem z opiekunem. "
                "Jeśli przychodzicie w zorganizowanej grupie większej niż 10 osób, musicie zarezerwować termin co "
                "najmniej 7 dni przed wizytą; oprowadzanie z przewodnikiem kosztuje 150 zł za grupę. Pamiętajcie, "
                "że w salach nie wolno robić zdjęć z lampą błyskową.",
            ),
            Good(
                "preserve",
                "Wystawa „Polska Szkoła Plakatu 1950–1970”\n"
                "Muzeum Sztuki Użytkowej w Kaliszu, 12.04–31.08.2025\n\n"
                "Ekspozycja obejmuje ponad 200 prac autorstwa m.in. Henryka Tomaszewskiego, Jana Lenicy i Wojciecha "
                "Zamecznika.\n\n"
                "Informacje praktyczne:\n"
                "- bilet normalny – 20 zł, ulgowy – 12 zł; w czwartki wstęp bezpłatny;\n"
                "- osoby z niepełnosprawnościami wraz z opiekunem mogą wejść bez biletu;\n"
                "- grupy zorganizowane powyżej 10 osób muszą zarezerwować termin zwiedzania najpóźniej 7 dni przed wizytą;\n"
                "- oprowadzanie z przewodnikiem – 150 zł za grupę;\n"
                "- w salach wystawowych nie wolno fotografować z lampą błyskową.",
            ),
            Good(
                "en",
                "The Museum of Applied Art in Kalisz invites you to the exhibition “The Polish School of Posters "
                "1950–1970”, open from 12 April to 31 August 2025. More than 200 works are on display, including "
                "pieces by Henryk Tomaszewski, Jan Lenica and Wojciech Zamecznik. Organised groups of more than "
                "10 people must book their visit in advance, no later than 7 days before. A guided tour costs "
                "PLN 150 per group. Flash photography is not allowed in the exhibition rooms. A standard ticket costs "
                "PLN 20 and a reduced ticket PLN 12; admission to the exhibition is free on Thursdays. People with "
                "disabilities may enter without a ticket together with their carer.",
            ),
        ],
        bad=[
            Slip(0, [("ulgowy 12 zł", "ulgowy 10 zł")], "number"),
            Slip(
                1,
                [("powyżej 10 osób muszą zarezerwować", "powyżej 10 osób mogą zarezerwować")],
                "modality",
            ),
            Slip(
                2,
                [("Flash photography is not allowed", "Flash photography is allowed")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-druku-3d-zasady-cennik",
        source=(
            "## Pracownia druku 3D – zasady korzystania\n\n"
            "Pracownia (sala B-114) jest czynna od poniedziałku do piątku w godz. 9:00–17:00.\n\n"
            "### Cennik filamentu\n\n"
            "| Materiał | Cena za 1 g |\n"
            "|---|---|\n"
            "| PLA | 0,15 zł |\n"
            "| PETG | 0,20 zł |\n\n"
            "### Zasady\n\n"
            "- Każdy użytkownik musi przejść szkolenie BHP przed pierwszym wydrukiem.\n"
            "- Wydruki dłuższe niż 8 godzin powinny być zgłoszone opiekunowi pracowni.\n"
            "- Nie wolno zostawiać drukarki bez nadzoru w pierwszych 15 minutach druku.\n"
            "- Pliki należy przesyłać w formacie STL lub 3MF.\n"
            "- Nieodebrane wydruki przechowujemy przez 14 dni, potem trafiają do recyklingu."
        ),
        good=[
            Good(
                "preserve",
                "## Zasady korzystania z pracowni druku 3D\n\n"
                "Sala B-114, czynna od poniedziałku do piątku, 9:00–17:00.\n\n"
                "### Ile kosztuje filament\n\n"
                "| Materiał | Cena za gram |\n"
                "|---|---|\n"
                "| PLA | 0,15 zł |\n"
                "| PETG | 0,20 zł |\n\n"
                "### Obowiązujące zasady\n\n"
                "- Przed pierwszym wydrukiem każdy użytkownik musi przejść szkolenie BHP.\n"
                "- Wydruki trwające ponad 8 godzin powinny zostać zgłoszone opiekunowi pracowni.\n"
                "- Przez pierwsze 15 minut druku drukarki nie wolno zostawiać bez nadzoru.\n"
                "- Pliki trzeba przesyłać w formacie STL lub 3MF.\n"
                "- Wydruki, których nikt nie odbierze, czekają 14 dni, a potem idą do recyklingu.",
            ),
            Good(
                "preserve",
                "## Pracownia druku 3D (sala B-114)\n\n"
                "Godziny otwarcia: poniedziałek–piątek, 9:00–17:00.\n\n"
                "### Cennik\n\n"
                "| Materiał | Cena za 1 g |\n"
                "|---|---|\n"
                "| PLA | 0,15 zł |\n"
                "| PETG | 0,20 zł |\n\n"
                "### Zasady\n\n"
                "1. Przed pierwszym wydrukiem każdy użytkownik musi odbyć szkolenie BHP.\n"
                "2. Wydruk dłuższy niż 8 godzin powinien być zgłoszony opiekunowi pracowni.\n"
                "3. W pierwszych 15 minutach druku drukarki nie wolno pozostawiać bez nadzoru.\n"
                "4. Pliki należy przesyłać w formacie STL lub 3MF.\n"
                "5. Nieodebrane wydruki są przechowywane przez 14 dni, a następnie przekazywane do recyklingu.",
            ),
            Good(
                "en",
                "## 3D Printing Lab – rules of use\n\n"
                "The lab (room B-114) is open Monday to Friday, 9:00 am–5:00 pm.\n\n"
                "### Filament prices\n\n"
                "| Material | Price per 1 g |\n"
                "|---|---|\n"
                "| PLA | PLN 0.15 |\n"
                "| PETG | PLN 0.20 |\n\n"
                "### Rules\n\n"
                "- Every user must complete health and safety training before their first print.\n"
                "- Prints longer than 8 hours should be reported to the lab supervisor.\n"
                "- Do not leave the printer unattended during the first 15 minutes of printing.\n"
                "- Files must be submitted in STL or 3MF format.\n"
                "- Uncollected prints are kept for 14 days and then recycled.",
            ),
        ],
        bad=[
            Slip(0, [("| PETG | 0,20 zł |\n", "")], "markdown"),
            Slip(
                1,
                [("powinien być zgłoszony opiekunowi", "może być zgłoszony opiekunowi")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The lab (room B-114) is open Monday to Friday, 9:00 am–5:00 pm.",
                        "The lab (room B-114) is open Monday to Friday, 9:00 am–5:00 pm, and is reserved for students of the Faculty of Mechanical Engineering.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-monitoring-sklepu-lublin",
        source=(
            "Informujemy, że teren sklepu oraz parking są objęte monitoringiem wizyjnym. Administratorem danych "
            "osobowych jest Delikatesy Pod Lipami sp. z o.o. z siedzibą w Lublinie, ul. Zana 38. Monitoring "
            "prowadzony jest w celu zapewnienia bezpieczeństwa klientów i pracowników oraz ochrony mienia, na "
            "podstawie art. 6 ust. 1 lit. f RODO oraz art. 22² Kodeksu pracy. Nagrania przechowujemy przez 30 dni, "
            "chyba że stanowią dowód w postępowaniu – wtedy do jego zakończenia. Nagrania mogą zostać udostępnione "
            "wyłącznie Policji lub sądowi na ich żądanie. Nie są one przekazywane do państw trzecich. Ma Pani/Pan "
            "prawo dostępu do danych, ich ograniczenia oraz wniesienia sprzeciwu, a także prawo wniesienia skargi "
            "do Prezesa UODO. Z inspektorem ochrony danych można skontaktować się pod adresem iod@podlipami.pl."
        ),
        good=[
            Good(
                "preserve",
                "Sklep i parking są monitorowane kamerami. Administratorem Twoich danych osobowych jest Delikatesy "
                "Pod Lipami sp. z o.o., ul. Zana 38, Lublin. Monitoring służy bezpieczeństwu klientów i pracowników "
                "oraz ochronie mienia, a jego podstawą prawną są art. 6 ust. 1 lit. f RODO i art. 22² Kodeksu pracy. "
                "Nagrania przechowujemy 30 dni, a jeśli stanowią dowód w postępowaniu – do jego zakończenia. Możemy "
                "je udostępnić wyłącznie Policji lub sądowi, na ich żądanie, i nie przekazujemy ich do państw "
                "trzecich. Masz prawo dostępu do danych, ich ograniczenia i wniesienia sprzeciwu, a także prawo "
                "złożenia skargi do Prezesa UODO. Z inspektorem ochrony danych możesz się skontaktować pod adresem "
                "iod@podlipami.pl.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – monitoring wizyjny\n\n"
                "- Obszar: teren sklepu i parking.\n"
                "- Administrator danych: Delikatesy Pod Lipami sp. z o.o. z siedzibą w Lublinie, ul. Zana 38.\n"
                "- Cel: bezpieczeństwo klientów i pracowników, ochrona mienia.\n"
                "- Podstawa prawna: art. 6 ust. 1 lit. f RODO, art. 22² Kodeksu pracy.\n"
                "- Okres przechowywania nagrań: 30 dni, a jeśli nagranie stanowi dowód w postępowaniu – do "
                "zakończenia postępowania.\n"
                "- Odbiorcy: nagrania mogą zostać udostępnione wyłącznie Policji lub sądowi, na ich żądanie; nie są "
                "przekazywane do państw trzecich.\n"
                "- Przysługuje Pani/Panu prawo dostępu do danych, ich ograniczenia i sprzeciwu oraz prawo wniesienia "
                "skargi do Prezesa UODO.\n"
                "- Kontakt z inspektorem ochrony danych: iod@podlipami.pl.",
            ),
            Good(
                "en",
                "Please note that the shop premises and the car park are covered by video surveillance. The data "
                "controller is Delikatesy Pod Lipami sp. z o.o., based in Lublin, ul. Zana 38. Surveillance is "
                "carried out to ensure the safety of customers and employees and to protect property, on the basis "
                "of Article 6(1)(f) GDPR and Article 22² of the Labour Code. We keep recordings for 30 days, unless "
                "they serve as evidence in proceedings – in that case, until the proceedings end. Recordings may be "
                "disclosed only to the police or a court at their request. They are not transferred to third "
                "countries. You have the right to access your data, to restrict its processing and to object, as "
                "well as the right to lodge a complaint with the President of the UODO. You can contact the data "
                "protection officer at iod@podlipami.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. f RODO", "art. 6 ust. 1 lit. c RODO")], "legal_reference"
            ),
            Slip(
                1,
                [("nagrania mogą zostać udostępnione", "nagrania muszą zostać udostępnione")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "We keep recordings for 30 days, unless they serve as evidence in proceedings – in that case, until the proceedings end.",
                        "Nagrania przechowujemy przez 30 dni, chyba że stanowią dowód w postępowaniu – wtedy do jego zakończenia.",
                    ),
                    (
                        "Recordings may be disclosed only to the police or a court at their request. They are not transferred to third countries.",
                        "Nagrania mogą zostać udostępnione wyłącznie Policji lub sądowi na ich żądanie. Nie są one przekazywane do państw trzecich.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-przeglad-gazowy-kominiarski-harmonogram",
        source=(
            "Zarząd Spółdzielni Mieszkaniowej „Przyszłość” informuje, że w budynku przy ul. Kwiatowej 7 odbędzie "
            "się coroczny przegląd instalacji gazowej i przewodów kominowych w 48 lokalach mieszkalnych. Kontrolę "
            "przeprowadzi firma Termo-Gaz w dniach 15–17 października 2025 r. w godzinach 8:00–18:00, zgodnie "
            "z harmonogramem wywieszonym na klatkach schodowych. Sprawdzenie jednego mieszkania trwa około "
            "20 minut. Przegląd jest finansowany z funduszu eksploatacyjnego, a pracownicy firmy nie pobierają od "
            "mieszkańców żadnych opłat. Prosimy o zapewnienie dostępu do kuchenki, piecyka gazowego i kratek "
            "wentylacyjnych. Jeżeli w wyznaczonym terminie nie będzie Państwa w domu, prosimy o kontakt "
            "z administracją pod numerem 22 615 40 12 w celu ustalenia innego terminu. Nieudostępnienie lokalu "
            "może skutkować utratą ochrony ubezpieczeniowej w razie szkody."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! W dniach 15–17 października 2025 r., w godz. 8:00–18:00, firma Termo-Gaz "
                "przeprowadzi w budynku przy ul. Kwiatowej 7 coroczny przegląd instalacji gazowej i przewodów "
                "kominowych w 48 mieszkaniach. Godziny wizyt znajdziecie w harmonogramie na klatkach schodowych. "
                "Kontrola jednego mieszkania zajmuje mniej więcej 20 minut. Koszt pokrywa fundusz eksploatacyjny, "
                "więc pracownicy firmy nie pobierają od Państwa żadnych opłat. Prosimy o zapewnienie dostępu do "
                "kuchenki, piecyka gazowego i kratek wentylacyjnych. Jeśli w wyznaczonym terminie nie będzie "
                "Państwa w domu, prosimy o telefon do administracji (22 615 40 12), by ustalić inny termin. Uwaga: "
                "nieudostępnienie lokalu może skutkować utratą ochrony ubezpieczeniowej w razie szkody.\n"
                "Zarząd SM „Przyszłość”",
            ),
            Good(
                "preserve",
                "SM „Przyszłość” – przegląd instalacji gazowej i przewodów kominowych, ul. Kwiatowa 7\n\n"
                "1. Zakres: coroczny przegląd w 48 lokalach mieszkalnych.\n"
                "2. Wykonawca: firma Termo-Gaz.\n"
                "3. Termin: 15–17 października 2025 r., godz. 8:00–18:00, według harmonogramu wywieszonego na klatkach schodowych.\n"
                "4. Czas kontroli jednego mieszkania: ok. 20 minut.\n"
                "5. Koszty: przegląd finansuje fundusz eksploatacyjny; pracownicy firmy nie pobierają od mieszkańców żadnych opłat.\n"
                "6. Prosimy o zapewnienie dostępu do kuchenki, piecyka gazowego i kratek wentylacyjnych.\n"
                "7. Osoby nieobecne w wyznaczonym terminie prosimy o kontakt z administracją (tel. 22 615 40 12) w celu ustalenia innego terminu.\n"
                "8. Nieudostępnienie lokalu może skutkować utratą ochrony ubezpieczeniowej w razie szkody.",
            ),
            Good(
                "en",
                "The Board of the “Przyszłość” Housing Cooperative informs residents that the annual inspection of "
                "the gas installation and chimney flues in the 48 flats at ul. Kwiatowa 7 will take place on "
                "15–17 October 2025, between 8:00 am and 6:00 pm. It will be carried out by Termo-Gaz according to "
                "the schedule posted in the stairwells. Inspecting one flat takes about 20 minutes. The inspection "
                "is paid for from the operating fund, and the company's staff do not charge residents any fees. "
                "Please ensure access to your cooker, gas water heater and ventilation grilles. If you will not be at "
                "home on your scheduled date, please contact the administration office on 22 615 40 12 to arrange "
                "another time. Failure to provide access may result in the loss of insurance cover in the event of "
                "damage.",
            ),
        ],
        bad=[
            Slip(0, [("w 48 mieszkaniach", "w 84 mieszkaniach")], "number"),
            Slip(
                1,
                [
                    (
                        "pracownicy firmy nie pobierają od mieszkańców żadnych opłat",
                        "pracownicy firmy pobierają od mieszkańców opłaty",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "It will be carried out by Termo-Gaz",
                        "It will be carried out by Termo-Gaz, a certified partner of the gas network operator,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-poradnik-nawozenie-trawnika-wiosna-jesien",
        source=(
            "Wiosenne nawożenie trawnika warto zacząć, gdy temperatura gleby przekroczy około 8°C, co w większości "
            "regionów Polski przypada na drugą połowę kwietnia. Badania Instytutu Ogrodnictwa (Kowalska "
            "i Zieliński, 2019) wykazały, że nawozy o spowolnionym działaniu zmniejszają wymywanie azotu nawet "
            "o 40% w porównaniu z nawozami konwencjonalnymi. Na 100 m² trawnika zwykle wystarcza 2–3 kg nawozu "
            "wieloskładnikowego. Nie należy nawozić tuż przed ulewnym deszczem ani w czasie suszy. Jesienią lepiej "
            "wybrać nawóz z przewagą potasu, który prawdopodobnie zwiększa odporność traw na mróz. Więcej "
            "informacji znajdziesz w broszurze „Trawnik przydomowy” (wyd. 3, s. 24–31)."
        ),
        good=[
            Good(
                "preserve",
                "Wiosenne nawożenie trawnika najlepiej zacząć wtedy, gdy gleba nagrzeje się powyżej mniej więcej "
                "8°C – w większości regionów Polski dzieje się to w drugiej połowie kwietnia. Według badań Instytutu "
                "Ogrodnictwa (Kowalska i Zieliński, 2019) nawozy o spowolnionym działaniu ograniczają wymywanie "
                "azotu nawet o 40% w porównaniu z konwencjonalnymi. Na 100 m² trawy zwykle wystarczą 2–3 kg nawozu "
                "wieloskładnikowego. Nie nawoź tuż przed ulewą ani podczas suszy. Na jesień lepiej sięgnąć po nawóz "
                "z przewagą potasu – prawdopodobnie zwiększa on mrozoodporność traw. Szczegóły znajdziesz "
                "w broszurze „Trawnik przydomowy” (wyd. 3, s. 24–31).",
            ),
            Good(
                "preserve",
                "Nawożenie trawnika – najważniejsze zasady:\n\n"
                "- Wiosną warto zacząć, gdy temperatura gleby przekroczy ok. 8°C; w większości regionów Polski to "
                "druga połowa kwietnia.\n"
                "- Nawozy o spowolnionym działaniu zmniejszają wymywanie azotu nawet o 40% w porównaniu "
                "z konwencjonalnymi – wykazały to badania Instytutu Ogrodnictwa (Kowalska i Zieliński, 2019).\n"
                "- Dawka: zwykle 2–3 kg nawozu wieloskładnikowego na 100 m².\n"
                "- Nie należy nawozić tuż przed ulewnym deszczem ani w czasie suszy.\n"
                "- Jesienią lepiej stosować nawóz z przewagą potasu, który prawdopodobnie zwiększa odporność traw "
                "na mróz.\n\n"
                "Więcej: broszura „Trawnik przydomowy”, wyd. 3, s. 24–31.",
            ),
            Good(
                "en",
                "Spring lawn feeding is best started once the soil temperature rises above about 8°C, which in most "
                "regions of Poland happens in the second half of April. Research by the Institute of Horticulture "
                "(Kowalska and Zieliński, 2019) showed that slow-release fertilisers reduce nitrogen leaching by as "
                "much as 40% compared with conventional ones. For 100 m² of lawn, 2–3 kg of compound fertiliser is "
                "usually enough. Do not fertilise just before heavy rain or during a drought. In autumn, a fertiliser "
                "high in potassium is a better choice, as it probably increases the grasses' frost resistance. You "
                "will find more information in the brochure “Trawnik przydomowy” (3rd edition, pp. 24–31).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("prawdopodobnie zwiększa on mrozoodporność", "zwiększa on mrozoodporność")],
                "hedge",
            ),
            Slip(1, [("nawet o 40%", "nawet o 60%")], "number"),
            Slip(2, [("Kowalska and Zieliński, 2019", "Kowalska and Zieliński, 2016")], "citation"),
        ],
    ),
    Case(
        key="pl-dzial-it-migracja-vpn-klient",
        source=(
            "Szanowni Państwo, w piątek 24 października 2025 r. od godz. 17:00 przeprowadzimy migrację firmowego "
            "VPN na nową bramę. Prace potrwają prawdopodobnie około 3 godzin; w tym czasie zdalne połączenie "
            "z siecią firmową nie będzie możliwe. Od poniedziałku do łączenia będzie służył nowy klient "
            "GlobalConnect w wersji 6.2. Na komputerach służbowych z Windows zainstaluje się on automatycznie, "
            "a użytkownicy macOS powinni uruchomić w Terminalu polecenie "
            "`sudo installer -pkg /Applications/GC-6.2.pkg -target /`. Dotychczasowy profil `vpn-legacy` "
            "zostanie usunięty. W razie problemów prosimy o zgłoszenie w portalu helpdesk.firma.local lub pod "
            "numerem wewnętrznym 4400. Dział IT"
        ),
        good=[
            Good(
                "preserve",
                "Migracja VPN – informacja od Działu IT\n\n"
                "- Kiedy: piątek, 24 października 2025 r., od 17:00. Prace potrwają prawdopodobnie ok. 3 godzin "
                "i w tym czasie nie będzie można połączyć się zdalnie z siecią firmową.\n"
                "- Od poniedziałku łączymy się przez nowego klienta GlobalConnect 6.2.\n"
                "- Windows (komputery służbowe): klient zainstaluje się automatycznie.\n"
                "- macOS: użytkownicy powinni uruchomić w Terminalu "
                "`sudo installer -pkg /Applications/GC-6.2.pkg -target /`.\n"
                "- Stary profil `vpn-legacy` zostanie usunięty.\n"
                "- Problemy zgłaszaj w portalu helpdesk.firma.local lub pod numerem wewnętrznym 4400.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo,\n\n"
                "firmowy VPN zostanie przeniesiony na nową bramę. Migracja rozpocznie się w piątek 24 października "
                "2025 r. o godz. 17:00 i potrwa prawdopodobnie około trzech godzin – do jej zakończenia nie będzie "
                "można łączyć się zdalnie z siecią firmową.\n\n"
                "Od poniedziałku połączenia będą realizowane przez nowego klienta GlobalConnect 6.2. Na służbowych "
                "komputerach z systemem Windows instalacja nastąpi automatycznie. Użytkownicy macOS powinni wykonać "
                "w Terminalu polecenie `sudo installer -pkg /Applications/GC-6.2.pkg -target /`. Dotychczasowy "
                "profil `vpn-legacy` zostanie usunięty.\n\n"
                "Problemy prosimy zgłaszać przez portal helpdesk.firma.local lub telefonicznie pod numerem "
                "wewnętrznym 4400.\n\n"
                "Dział IT",
            ),
            Good(
                "en",
                "Dear colleagues,\n\n"
                "On Friday 24 October 2025, starting at 5:00 pm, we will migrate the company VPN to a new gateway. "
                "The work will probably take about 3 hours, and remote connection to the company network will not be "
                "possible during that time. From Monday, you will connect using the new GlobalConnect client, "
                "version 6.2. On company Windows computers it will install automatically; macOS users should run the "
                "command `sudo installer -pkg /Applications/GC-6.2.pkg -target /` in Terminal. The old `vpn-legacy` "
                "profile will be removed. If you have any problems, please report them via the helpdesk.firma.local "
                "portal or call internal extension 4400.\n\n"
                "IT Department",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`sudo installer -pkg /Applications/GC-6.2.pkg -target /`",
                        "`sudo installer -pkg /Applications/GC-6.2.pkg`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [("i potrwa prawdopodobnie około trzech godzin", "i potrwa trzy godziny")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "profile will be removed.",
                        "profile will be removed because it was compromised in last month's security incident.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 36: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-cennik-cmentarza-parafii-klodawa",
        source="Parafia pw. św. Wojciecha w Kłodawie informuje, że od 1 marca 2025 r. obowiązuje nowy cennik opłat cmentarnych. Opłata za miejsce pod grób pojedynczy na 20 lat wynosi 600 zł, a pod grób podwójny 1000 zł. Przedłużenie prawa do grobu na kolejne 20 lat kosztuje 450 zł. Za wjazd samochodem z materiałami kamieniarskimi pobiera się 50 zł za dzień. Prace kamieniarskie można prowadzić wyłącznie od poniedziałku do piątku w godz. 8:00–16:00; w soboty, niedziele i święta nie wolno ich wykonywać. Opłaty należy wnosić w kancelarii parafialnej lub przelewem na konto parafii, najpóźniej 14 dni przed wygaśnięciem prawa do grobu. Kancelaria jest czynna we wtorki i czwartki od 16:00 do 18:00.",
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 r. na cmentarzu parafii pw. św. Wojciecha w Kłodawie obowiązują nowe opłaty. Za miejsce pod grób pojedynczy na 20 lat płaci się 600 zł, za miejsce pod grób podwójny – 1000 zł, a za przedłużenie prawa do grobu o kolejne 20 lat – 450 zł. Wjazd samochodem z materiałami kamieniarskimi kosztuje 50 zł dziennie. Kamieniarze mogą pracować tylko od poniedziałku do piątku, między 8:00 a 16:00; w soboty, niedziele i święta prace są zabronione. Opłatę trzeba uiścić w kancelarii parafialnej albo przelewem na konto parafii, nie później niż 14 dni przed wygaśnięciem prawa do grobu. Kancelaria przyjmuje interesantów we wtorki i czwartki w godz. 16:00–18:00.",
            ),
            Good(
                "preserve",
                "Drodzy Parafianie! Od 1 marca 2025 r. na cmentarzu parafii pw. św. Wojciecha w Kłodawie obowiązuje nowy cennik:\n- miejsce pod grób pojedynczy (20 lat): 600 zł,\n- miejsce pod grób podwójny (20 lat): 1000 zł,\n- przedłużenie prawa do grobu o kolejne 20 lat: 450 zł,\n- wjazd samochodem z materiałami kamieniarskimi: 50 zł za każdy dzień.\nPrace kamieniarskie są dozwolone wyłącznie od poniedziałku do piątku w godzinach 8:00–16:00 – w soboty, niedziele i święta nie wolno ich prowadzić. Prosimy pamiętać, że opłatę należy wnieść najpóźniej 14 dni przed wygaśnięciem prawa do grobu, w kancelarii parafialnej lub przelewem na konto parafii. Kancelaria jest otwarta we wtorki i czwartki od 16:00 do 18:00.",
            ),
            Good(
                "en",
                "From 1 March 2025, a new schedule of cemetery fees applies at the Parish of St Adalbert in Kłodawa. A single grave plot for 20 years costs PLN 600, and a double grave plot PLN 1,000. Extending the right to a grave for another 20 years costs PLN 450. Entering by car with stonemasonry materials is charged at PLN 50 per day. Stonemasonry work may be carried out only from Monday to Friday, 8:00 a.m. to 4:00 p.m.; it must not be done on Saturdays, Sundays or holidays. Fees must be paid at the parish office or by bank transfer to the parish account, no later than 14 days before the right to the grave expires. The parish office is open on Tuesdays and Thursdays from 4:00 to 6:00 p.m.",
            ),
        ],
        bad=[
            Slip(2, [("costs PLN 450", "costs PLN 540")], "number"),
            Slip(0, [("Od 1 marca 2025 r.", "Od 1 maja 2025 r.")], "date"),
            Slip(1, [("najpóźniej 14 dni przed", "najwcześniej 14 dni przed")], "negation"),
        ],
    ),
    Case(
        key="pl-sesja-rady-gminy-podatek-nieruchomosci",
        source="Na podstawie art. 20 ust. 1 ustawy z dnia 8 marca 1990 r. o samorządzie gminnym zwołuję XIV sesję Rady Gminy Brzeźnica Górna na czwartek 27 listopada 2025 r., godz. 10:00, w sali konferencyjnej Urzędu Gminy przy ul. Rynek 12. Porządek obrad obejmuje m.in. uchwalenie stawek podatku od nieruchomości na 2026 r. oraz zmianę uchwały nr XI/98/2025 w sprawie budżetu gminy. Obrady są jawne i transmitowane na żywo pod adresem https://brzeznicagorna.esesja.pl. Mieszkańcy, którzy chcą zabrać głos, powinni zgłosić się do Biura Rady najpóźniej we wtorek 25 listopada. Radni są zobowiązani potwierdzić obecność na liście. Przewodniczący Rady Gminy Henryk Zięba",
        good=[
            Good(
                "preserve",
                "XIV sesja Rady Gminy Brzeźnica Górna odbędzie się w czwartek 27 listopada 2025 r. o godz. 10:00 w sali konferencyjnej Urzędu Gminy przy ul. Rynek 12. Zwołał ją przewodniczący rady Henryk Zięba na podstawie art. 20 ust. 1 ustawy z 8 marca 1990 r. o samorządzie gminnym. W porządku obrad znalazły się m.in. uchwalenie stawek podatku od nieruchomości na 2026 r. oraz zmiana uchwały nr XI/98/2025 w sprawie budżetu gminy. Sesja jest jawna, a transmisję na żywo można śledzić pod adresem https://brzeznicagorna.esesja.pl. Mieszkańcy chcący zabrać głos powinni zgłosić to w Biurze Rady najpóźniej we wtorek 25 listopada. Radni mają obowiązek potwierdzić obecność na liście.",
            ),
            Good(
                "preserve",
                "Przewodniczący Rady Gminy Brzeźnica Górna Henryk Zięba, działając na podstawie art. 20 ust. 1 ustawy z dnia 8 marca 1990 r. o samorządzie gminnym, zwołuje XIV sesję Rady Gminy. Sesja odbędzie się 27 listopada 2025 r. (czwartek) o godz. 10:00 w sali konferencyjnej Urzędu Gminy, ul. Rynek 12. W porządku obrad przewidziano m.in. uchwalenie stawek podatku od nieruchomości na rok 2026 i zmianę uchwały nr XI/98/2025 w sprawie budżetu gminy. Obrady są jawne; transmisja na żywo: https://brzeznicagorna.esesja.pl. Mieszkańcy zamierzający zabrać głos powinni zgłosić się do Biura Rady do wtorku 25 listopada włącznie. Radni są zobowiązani do potwierdzenia obecności na liście.",
            ),
            Good(
                "en",
                "Acting under Article 20(1) of the Municipal Self-Government Act of 8 March 1990, I hereby convene the 14th session of the Brzeźnica Górna Municipal Council for Thursday, 27 November 2025, at 10:00 a.m. in the conference room of the Municipal Office at ul. Rynek 12. The agenda includes, among other items, adopting the property tax rates for 2026 and amending Resolution No. XI/98/2025 on the municipal budget. The session is open to the public and streamed live at https://brzeznicagorna.esesja.pl. Residents who wish to speak should notify the Council Office no later than Tuesday, 25 November. Councillors are required to confirm their attendance on the list. Henryk Zięba, Chair of the Municipal Council",
            ),
        ],
        bad=[
            Slip(1, [("art. 20 ust. 1", "art. 20 ust. 2")], "legal_reference"),
            Slip(
                2,
                [("no later than Tuesday, 25 November", "no later than Wednesday, 26 November")],
                "date",
            ),
            Slip(0, [("powinni zgłosić to", "mogą zgłosić to")], "modality"),
        ],
    ),
    Case(
        key="pl-stypendium-rektora-regulamin-par12",
        source="§ 12. 1. Stypendium rektora może otrzymać student, który uzyskał za poprzedni rok studiów średnią ocen nie niższą niż 4,50 lub osiągnięcia naukowe, artystyczne albo sportowe co najmniej na poziomie krajowym. 2. Stypendium przyznaje się nie więcej niż 10% studentów danego kierunku. 3. Wniosek należy złożyć w systemie USOSweb do 15 października; wnioski złożone po terminie nie będą rozpatrywane. 4. Stypendium wypłaca się przez 9 miesięcy, od października do czerwca, w wysokości ustalonej zgodnie z § 5 ust. 2. 5. Student pierwszego roku studiów pierwszego stopnia nie może otrzymać stypendium, chyba że jest laureatem olimpiady międzynarodowej albo laureatem lub finalistą olimpiady stopnia centralnego (art. 91 ust. 2 ustawy – Prawo o szkolnictwie wyższym i nauce).",
        good=[
            Good(
                "preserve",
                "Kto może dostać stypendium rektora (§ 12)? Student, który w poprzednim roku studiów miał średnią ocen co najmniej 4,50 albo osiągnięcia naukowe, artystyczne lub sportowe przynajmniej na poziomie krajowym (ust. 1). Stypendium dostaje najwyżej 10% studentów danego kierunku (ust. 2). Wniosek trzeba złożyć w USOSweb do 15 października – spóźnionych wniosków nikt nie rozpatrzy (ust. 3). Pieniądze są wypłacane przez 9 miesięcy, od października do czerwca, w kwocie ustalonej według § 5 ust. 2 (ust. 4). Student pierwszego roku studiów pierwszego stopnia nie może dostać stypendium, chyba że jest laureatem olimpiady międzynarodowej albo laureatem lub finalistą olimpiady stopnia centralnego – tak stanowi art. 91 ust. 2 ustawy – Prawo o szkolnictwie wyższym i nauce (ust. 5).",
            ),
            Good(
                "preserve",
                "Zgodnie z § 12 regulaminu stypendium rektora może zostać przyznane studentowi, który za poprzedni rok studiów osiągnął średnią ocen wynoszącą co najmniej 4,50 bądź ma osiągnięcia naukowe, artystyczne lub sportowe co najmniej na poziomie krajowym. Liczba stypendystów nie może przekroczyć 10% studentów danego kierunku. Wnioski należy składać w systemie USOSweb w terminie do 15 października; wniosków złożonych po tym terminie się nie rozpatruje. Stypendium jest wypłacane przez dziewięć miesięcy (od października do czerwca) w wysokości określonej zgodnie z § 5 ust. 2. Stypendium nie może otrzymać student pierwszego roku studiów pierwszego stopnia, z wyjątkiem laureata olimpiady międzynarodowej oraz laureata lub finalisty olimpiady stopnia centralnego (art. 91 ust. 2 ustawy – Prawo o szkolnictwie wyższym i nauce).",
            ),
            Good(
                "en",
                "§ 12. 1. The Rector's scholarship may be awarded to a student who, for the previous year of study, achieved a grade average of no less than 4.50 or has scientific, artistic or sporting achievements at least at national level. 2. The scholarship is awarded to no more than 10% of the students of a given programme. 3. Applications must be submitted via the USOSweb system by 15 October; late applications will not be considered. 4. The scholarship is paid for 9 months, from October to June, in the amount set in accordance with § 5(2). 5. A first-year student of first-cycle studies may not receive the scholarship unless they are a laureate of an international olympiad or a laureate or finalist of a central-level olympiad (Article 91(2) of the Law on Higher Education and Science).",
            ),
        ],
        bad=[
            Slip(2, [("Article 91(2)", "Article 91(3)")], "legal_reference"),
            Slip(0, [("najwyżej 10% studentów", "najwyżej 15% studentów")], "number"),
            Slip(
                1,
                [
                    (
                        "wniosków złożonych po tym terminie się nie rozpatruje",
                        "wnioski złożone po tym terminie również się rozpatruje",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-aerozol-do-nosa-ksylometazolina",
        source="Jak stosować lek Nosoflux (ksylometazolina, 1 mg/ml)? Dorośli i dzieci powyżej 12 lat: jedna dawka aerozolu do każdego otworu nosowego nie częściej niż 3 razy na dobę. Leku nie należy stosować dłużej niż 7 dni bez konsultacji z lekarzem, ponieważ dłuższe stosowanie może prowadzić do polekowego nieżytu nosa. Dzieci w wieku od 6 do 12 lat mogą stosować lek wyłącznie pod nadzorem osoby dorosłej. Kobiety w ciąży nie powinny stosować leku. Najczęstsze działania niepożądane to pieczenie i suchość błony śluzowej nosa; mogą one wystąpić u nie więcej niż 1 na 10 pacjentów. Przed pierwszym użyciem należy kilkakrotnie nacisnąć pompkę, aż pojawi się równomierna mgiełka. Po użyciu końcówkę trzeba wytrzeć czystą chusteczką. Przechowywać w temperaturze poniżej 25°C.",
        good=[
            Good(
                "preserve",
                "Jak używać aerozolu Nosoflux (ksylometazolina, 1 mg/ml)? Jeśli jesteś dorosły albo masz ponad 12 lat, stosuj jedną dawkę do każdego otworu nosowego, najwyżej 3 razy na dobę. Bez konsultacji z lekarzem nie stosuj leku dłużej niż 7 dni – dłuższe stosowanie może wywołać polekowy nieżyt nosa. Dzieci w wieku 6–12 lat mogą używać leku tylko pod nadzorem dorosłego. Kobiety w ciąży nie powinny stosować tego leku. Najczęstsze działania niepożądane to pieczenie i suchość błony śluzowej nosa; mogą wystąpić u nie więcej niż 1 na 10 pacjentów. Zanim użyjesz leku po raz pierwszy, naciśnij pompkę kilka razy, aż pojawi się równomierna mgiełka. Po każdym użyciu wytrzyj końcówkę czystą chusteczką. Lek przechowuj w temperaturze poniżej 25°C.",
            ),
            Good(
                "preserve",
                "Nosoflux (ksylometazolina, 1 mg/ml), aerozol do nosa – dawkowanie i stosowanie. Dorośli oraz dzieci powyżej 12 lat: 1 dawka do każdego otworu nosowego, maksymalnie 3 razy na dobę. Bez konsultacji lekarskiej leku nie należy stosować dłużej niż 7 dni, gdyż dłuższe stosowanie może prowadzić do polekowego nieżytu nosa. U dzieci w wieku od 6 do 12 lat lek można stosować wyłącznie pod nadzorem dorosłego. Leku nie powinny stosować kobiety w ciąży. Najczęstszymi działaniami niepożądanymi są pieczenie i suchość błony śluzowej nosa, które mogą wystąpić u nie więcej niż 1 na 10 pacjentów. Przed pierwszym użyciem należy kilka razy nacisnąć pompkę do uzyskania równomiernej mgiełki, a po użyciu trzeba wytrzeć końcówkę czystą chusteczką. Przechowywać poniżej 25°C.",
            ),
            Good(
                "en",
                "How to use Nosoflux (xylometazoline, 1 mg/ml) nasal spray. Adults and children over 12 years: one spray into each nostril no more than 3 times a day. Do not use the medicine for longer than 7 days without consulting a doctor, as longer use may lead to drug-induced rhinitis. Children aged 6 to 12 may use the medicine only under the supervision of an adult. Pregnant women should not use the medicine. The most common side effects are burning and dryness of the nasal mucosa; they may affect up to 1 in 10 patients. Before first use, press the pump several times until an even mist appears. After use, wipe the tip with a clean tissue. Store below 25°C.",
            ),
        ],
        bad=[
            Slip(2, [("as longer use may lead to", "as longer use leads to")], "hedge"),
            Slip(
                0,
                [("Kobiety w ciąży nie powinny stosować", "Kobiety w ciąży nie mogą stosować")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Leku nie powinny stosować kobiety w ciąży.",
                        "Lek mogą stosować także kobiety w ciąży.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-konserwacja-sieci-gazowej-przerwa",
        source="Polska Spółka Gazownictwa, Oddział Zakład Gazowniczy w Tarnowie, informuje, że w związku z pracami konserwacyjnymi na gazociągu średniego ciśnienia w dniach 14–15 października 2025 r. (wtorek i środa) nastąpi przerwa w dostawie gazu dla odbiorców przy ulicach Kwiatowej, Lipowej i Polnej w Dębicy. Przerwa potrwa od godz. 7:00 we wtorek do około 18:00 w środę. Przed rozpoczęciem prac należy zamknąć kurek główny przy gazomierzu i nie otwierać go samodzielnie. Po zakończeniu prac monter ponownie uruchomi dopływ gazu; w tym czasie w lokalu musi być obecna osoba pełnoletnia. Wizyta montera potrwa około 15 minut. Ulatnianie się gazu należy zgłaszać pod bezpłatny numer alarmowy 992. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy ulic Kwiatowej, Lipowej i Polnej w Dębicy! Od wtorku 14 października 2025 r., godz. 7:00, do środy 15 października, mniej więcej do godz. 18:00, nie będzie gazu. Powodem są prace konserwacyjne na gazociągu średniego ciśnienia, które prowadzi Polska Spółka Gazownictwa, Oddział Zakład Gazowniczy w Tarnowie. Zanim prace się zaczną, trzeba zakręcić kurek główny przy gazomierzu – i nie wolno go potem samemu odkręcać. Po zakończeniu prac gaz ponownie puści monter; podczas jego wizyty, która zajmie około kwadransa, w mieszkaniu musi być osoba pełnoletnia. Ulatnianie się gazu zgłaszaj pod bezpłatny numer alarmowy 992. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że Polska Spółka Gazownictwa, Oddział Zakład Gazowniczy w Tarnowie, przeprowadzi prace konserwacyjne na gazociągu średniego ciśnienia. W związku z tym w dniach 14–15 października 2025 r. (wtorek–środa) dostawa gazu do odbiorców przy ul. Kwiatowej, Lipowej i Polnej w Dębicy zostanie wstrzymana od godz. 7:00 we wtorek do około godz. 18:00 w środę. Przed rozpoczęciem prac odbiorcy są zobowiązani zamknąć kurek główny przy gazomierzu; samodzielne jego otwieranie jest niedozwolone. Po zakończeniu prac dopływ gazu przywróci monter, a podczas jego wizyty, trwającej około 15 minut, w lokalu musi przebywać osoba pełnoletnia. Ulatnianie się gazu należy zgłaszać pod bezpłatny numer alarmowy 992. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Polska Spółka Gazownictwa, Tarnów Gas Distribution Branch, announces that because of maintenance work on the medium-pressure gas pipeline, the gas supply to customers on Kwiatowa, Lipowa and Polna streets in Dębica will be interrupted on 14–15 October 2025 (Tuesday and Wednesday). The interruption will last from 7:00 a.m. on Tuesday until about 6:00 p.m. on Wednesday. Before the work starts, you must close the main valve at the gas meter and must not reopen it yourself. When the work is finished, a fitter will restore the gas supply; an adult must be present on the premises at that time. The fitter's visit will take about 15 minutes. Report any gas leak to the free emergency number 992. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(1, [("14–15 października 2025 r.", "21–22 października 2025 r.")], "date"),
            Slip(2, [("about 15 minutes", "about 50 minutes")], "number"),
            Slip(
                0,
                [
                    (
                        "Przepraszamy za utrudnienia.",
                        "Każdy odbiorca otrzyma za przerwę rabat 30 zł na fakturze za listopad. Przepraszamy za utrudnienia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-aplikacja-banku-informacje-o-wydaniu",
        source="## Co nowego w aplikacji Bank Pomorski Mobile 5.12.0\n\n- **BLIK na telefon**: przelew na numer telefonu do 500 zł możesz teraz wysłać bez przepisywania kodu SMS.\n- Logowanie odciskiem palca działa na Androidzie 10 i nowszym; na starszych wersjach systemu ta funkcja nie jest dostępna.\n- Naprawiliśmy błąd, przez który historia transakcji nie ładowała się po zmianie strefy czasowej.\n- Aby dalej korzystać z aplikacji, musisz zaktualizować ją do wersji `5.12.0` najpóźniej do 31 stycznia 2026 r. Starsze wersje przestaną działać.\n\nPełną listę zmian znajdziesz na stronie [bankpomorski.pl/mobile/zmiany](https://bankpomorski.pl/mobile/zmiany). Masz pytania? Zadzwoń: 801 300 400 (pn.–pt. 8:00–20:00).",
        good=[
            Good(
                "preserve",
                "## Nowości w Bank Pomorski Mobile 5.12.0\n\n- **BLIK na telefon**: przelew na numer telefonu do 500 zł wyślesz już bez przepisywania kodu SMS.\n- Logowanie odciskiem palca jest dostępne na Androidzie 10 lub nowszym – na starszych wersjach systemu nie działa.\n- Usunęliśmy błąd: historia transakcji znów ładuje się po zmianie strefy czasowej.\n- Jeśli chcesz nadal korzystać z aplikacji, musisz do 31 stycznia 2026 r. włącznie zaktualizować ją do wersji `5.12.0`. Starsze wersje przestaną działać.\n\nPełna lista zmian: [bankpomorski.pl/mobile/zmiany](https://bankpomorski.pl/mobile/zmiany). Pytania? Zadzwoń pod 801 300 400 (od poniedziałku do piątku, 8:00–20:00).",
            ),
            Good(
                "preserve",
                "## Bank Pomorski Mobile 5.12.0 – co się zmieniło?\n\n1. **BLIK na telefon** – wysyłając przelew na numer telefonu (do 500 zł), nie musisz już przepisywać kodu SMS.\n2. Odciskiem palca zalogujesz się na Androidzie w wersji 10 i wyższych. Na starszych wersjach systemu ta funkcja jest niedostępna.\n3. Historia transakcji nie ładowała się po zmianie strefy czasowej – ten błąd jest już naprawiony.\n4. Ważne: aby dalej korzystać z aplikacji, musisz ją zaktualizować do wersji `5.12.0` najpóźniej do 31 stycznia 2026 r. Starsze wersje przestaną działać.\n\nWszystkie zmiany opisaliśmy na stronie [bankpomorski.pl/mobile/zmiany](https://bankpomorski.pl/mobile/zmiany). Jeśli masz pytania, zadzwoń pod numer 801 300 400 (pn.–pt. 8:00–20:00).",
            ),
            Good(
                "en",
                "## What's new in Bank Pomorski Mobile 5.12.0\n\n- **BLIK to phone**: you can now send a transfer of up to PLN 500 to a phone number without retyping an SMS code.\n- Fingerprint login works on Android 10 and later; the feature is not available on older system versions.\n- We fixed a bug that stopped the transaction history from loading after a time zone change.\n- To keep using the app, you must update it to version `5.12.0` by 31 January 2026 at the latest. Older versions will stop working.\n\nSee the full list of changes at [bankpomorski.pl/mobile/zmiany](https://bankpomorski.pl/mobile/zmiany). Any questions? Call 801 300 400 (Mon–Fri, 8:00 a.m.–8:00 p.m.).",
            ),
        ],
        bad=[
            Slip(2, [("version `5.12.0`", "version `5.21.0`")], "code"),
            Slip(
                0,
                [
                    (
                        "## Nowości w Bank Pomorski Mobile 5.12.0",
                        "Nowości w Bank Pomorski Mobile 5.12.0",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Na starszych wersjach systemu ta funkcja jest niedostępna.",
                        "Na starszych wersjach systemu ta funkcja również jest dostępna.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-uchwala-wspolnoty-fundusz-remontowy",
        source="Uchwała nr 7/2025 Wspólnoty Mieszkaniowej „Słoneczna 14” w Lublinie z dnia 22 maja 2025 r. w sprawie zmiany wysokości zaliczki na fundusz remontowy. Na podstawie art. 22 ust. 3 pkt 3 oraz art. 23 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali właściciele lokali postanawiają podwyższyć zaliczkę na fundusz remontowy z 1,80 zł do 2,50 zł za m² powierzchni użytkowej lokalu miesięcznie, począwszy od 1 lipca 2025 r. Środki zostaną przeznaczone przede wszystkim na wymianę dachu, której koszt szacuje się na około 380 000 zł. Zaliczki należy wpłacać do 15. dnia każdego miesiąca. Uchwałę podjęto w trybie indywidualnego zbierania głosów; za jej przyjęciem oddano głosy reprezentujące 61,4% udziałów. Zarząd może zaciągnąć kredyt na brakującą kwotę wyłącznie po podjęciu odrębnej uchwały.",
        good=[
            Good(
                "preserve",
                "Właściciele lokali we Wspólnocie Mieszkaniowej „Słoneczna 14” w Lublinie podjęli 22 maja 2025 r. uchwałę nr 7/2025: od 1 lipca 2025 r. miesięczna zaliczka na fundusz remontowy wzrasta z 1,80 zł do 2,50 zł za m² powierzchni użytkowej lokalu. Podstawą prawną są art. 22 ust. 3 pkt 3 i art. 23 ust. 1 ustawy z 24 czerwca 1994 r. o własności lokali. Pieniądze pójdą przede wszystkim na wymianę dachu, której koszt szacuje się na około 380 000 zł. Zaliczki trzeba wpłacać do 15. dnia każdego miesiąca. Głosy zbierano indywidualnie; za uchwałą opowiedzieli się właściciele reprezentujący 61,4% udziałów. Na brakującą kwotę zarząd może wziąć kredyt, ale dopiero po podjęciu odrębnej uchwały.",
            ),
            Good(
                "preserve",
                "Uchwałą nr 7/2025 z dnia 22 maja 2025 r., podjętą na podstawie art. 22 ust. 3 pkt 3 oraz art. 23 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali, właściciele lokali Wspólnoty Mieszkaniowej „Słoneczna 14” w Lublinie zmienili wysokość zaliczki na fundusz remontowy. Od 1 lipca 2025 r. wynosi ona 2,50 zł (dotychczas 1,80 zł) miesięcznie za każdy m² powierzchni użytkowej lokalu. Zgromadzone środki zostaną przeznaczone przede wszystkim na wymianę dachu, której koszt szacowany jest na około 380 000 zł. Zaliczki należy uiszczać do 15. dnia każdego miesiąca. Uchwała została podjęta w trybie indywidualnego zbierania głosów, głosami właścicieli reprezentujących 61,4% udziałów. Kredyt na brakującą kwotę zarząd może zaciągnąć wyłącznie po podjęciu odrębnej uchwały.",
            ),
            Good(
                "en",
                "Resolution No. 7/2025 of the “Słoneczna 14” Housing Community in Lublin, dated 22 May 2025, on changing the advance payment to the repair fund. Pursuant to Article 22(3)(3) and Article 23(1) of the Act of 24 June 1994 on the Ownership of Premises, the unit owners resolve to raise the advance payment to the repair fund from PLN 1.80 to PLN 2.50 per m² of usable floor area per month, starting on 1 July 2025. The funds will be used primarily to replace the roof, the cost of which is estimated at around PLN 380,000. Advance payments must be made by the 15th day of each month. The resolution was adopted by collecting votes individually; votes representing 61.4% of the shares were cast in favour. The board may take out a loan to cover the shortfall only after a separate resolution has been adopted.",
            ),
        ],
        bad=[
            Slip(2, [("Article 23(1)", "Article 25(1)")], "legal_reference"),
            Slip(0, [("61,4% udziałów", "64,1% udziałów")], "number"),
            Slip(1, [("Zaliczki należy uiszczać", "Zaliczki można uiszczać")], "modality"),
        ],
    ),
    Case(
        key="pl-regulamin-sciany-wspinaczkowej-bouldering",
        source="# Regulamin strefy boulderowej „Chwyt”\n\n1. Przed pierwszym wejściem każdy użytkownik **musi** przejść 20-minutowe szkolenie z zasad bezpiecznego odpadania i podpisać oświadczenie.\n2. Osoby poniżej 16 lat mogą się wspinać wyłącznie pod opieką rodzica lub opiekuna prawnego.\n3. Nie wolno przebywać na materacu pod osobą, która się wspina.\n4. Należy wspinać się w butach wspinaczkowych; wspinanie boso lub w obuwiu sportowym jest zabronione.\n5. Magnezję w proszku wolno stosować tylko w woreczku z zamknięciem – zalecamy magnezję w płynie.\n\nWstęp jednorazowy kosztuje 32 zł, a karnet na 10 wejść 270 zł. Pełny regulamin: [chwyt.pl/regulamin](https://chwyt.pl/regulamin).",
        good=[
            Good(
                "preserve",
                "# Zasady strefy boulderowej „Chwyt”\n\n1. Zanim pierwszy raz wejdziesz na ścianę, **musisz** przejść 20-minutowe szkolenie z bezpiecznego odpadania i podpisać oświadczenie.\n2. Jeśli masz mniej niż 16 lat, możesz się wspinać tylko pod opieką rodzica lub opiekuna prawnego.\n3. Nie wolno przebywać na materacu pod osobą, która się wspina.\n4. Wspinaj się w butach wspinaczkowych – boso i w obuwiu sportowym wspinać się nie wolno.\n5. Magnezji w proszku możesz używać tylko w woreczku z zamknięciem; zalecamy magnezję w płynie.\n\nCennik: wejście jednorazowe – 32 zł, karnet na 10 wejść – 270 zł. Cały regulamin znajdziesz tutaj: [chwyt.pl/regulamin](https://chwyt.pl/regulamin).",
            ),
            Good(
                "preserve",
                "# Regulamin strefy boulderowej „Chwyt”\n\n- Każdy użytkownik **musi** przed pierwszym wejściem odbyć 20-minutowe szkolenie dotyczące bezpiecznego odpadania oraz podpisać oświadczenie.\n- Osoby, które nie ukończyły 16 lat, mogą się wspinać wyłącznie pod opieką rodzica lub opiekuna prawnego.\n- Zabrania się przebywania na materacu pod osobą wspinającą się.\n- Obowiązuje wspinanie w butach wspinaczkowych; zabrania się wspinania boso oraz w obuwiu sportowym.\n- Stosowanie magnezji w proszku jest dozwolone wyłącznie w woreczku z zamknięciem; zalecamy magnezję w płynie.\n\nOpłaty: wstęp jednorazowy 32 zł, karnet na 10 wejść 270 zł. Pełna treść regulaminu: [chwyt.pl/regulamin](https://chwyt.pl/regulamin).",
            ),
            Good(
                "en",
                "# Rules of the “Chwyt” Bouldering Area\n\n1. Before their first visit, every user **must** complete a 20-minute training session on safe falling and sign a declaration.\n2. People under 16 may climb only under the supervision of a parent or legal guardian.\n3. Do not stay on the mat underneath someone who is climbing.\n4. You must climb in climbing shoes; climbing barefoot or in sports shoes is prohibited.\n5. Chalk powder may be used only in a chalk bag with a closure – we recommend liquid chalk.\n\nA single entry costs PLN 32, and a 10-entry pass PLN 270. Full rules: [chwyt.pl/regulamin](https://chwyt.pl/regulamin).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    ("\n\n1. Before", "\n\nBefore"),
                    ("declaration.\n2. People", "declaration. People"),
                    ("guardian.\n3. Do", "guardian. Do"),
                    ("climbing.\n4. You", "climbing. You"),
                    ("prohibited.\n5. Chalk", "prohibited. Chalk"),
                ],
                "markdown",
            ),
            Slip(0, [("**musisz** przejść", "**powinieneś** przejść")], "modality"),
            Slip(
                1,
                [
                    (
                        "Zabrania się przebywania na materacu",
                        "Dozwolone jest przebywanie na materacu",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-autobusy-zastepcze-kolej-podmiejska",
        source="Szybka Kolej Miejska w Trójmieście informuje, że w związku z modernizacją torowiska od soboty 8 listopada do niedzieli 16 listopada 2025 r. pociągi na odcinku Gdańsk Oliwa – Sopot nie będą kursować. W tym czasie uruchomiona zostanie zastępcza komunikacja autobusowa oznaczona literą Z. Autobusy będą odjeżdżać co 10 minut w godzinach szczytu (6:00–9:00 i 15:00–18:00) oraz co 20 minut w pozostałych godzinach. Czas przejazdu wydłuży się o około 15 minut. Bilety SKM są honorowane w autobusach zastępczych, natomiast przewóz rowerów nie jest możliwy. Pasażerowie z niepełnosprawnościami mogą zamówić asystę najpóźniej 24 godziny przed podróżą pod adresem asysta@skm.pkp.pl. Szczegółowy rozkład: https://www.skm.pkp.pl/utrudnienia.",
        good=[
            Good(
                "preserve",
                "Od soboty 8 listopada do niedzieli 16 listopada 2025 r. pociągi SKM w Trójmieście nie pojadą między Gdańskiem Oliwą a Sopotem – trwa modernizacja torowiska. Zamiast nich kursować będą autobusy zastępcze oznaczone literą Z: w godzinach szczytu (6:00–9:00 i 15:00–18:00) co 10 minut, poza szczytem co 20 minut. Podróż potrwa o około kwadrans dłużej. W autobusach zastępczych honorowane są bilety SKM, ale rowerów nie można nimi przewozić. Pasażerowie z niepełnosprawnościami mogą zamówić asystę pod adresem asysta@skm.pkp.pl, najpóźniej 24 godziny przed podróżą. Pełny rozkład jazdy: https://www.skm.pkp.pl/utrudnienia.",
            ),
            Good(
                "preserve",
                "Ważne dla pasażerów SKM w Trójmieście! Z powodu modernizacji torowiska od soboty 8 listopada do niedzieli 16 listopada 2025 r. pociągi nie będą jeździć na odcinku Gdańsk Oliwa – Sopot. Co to oznacza?\n- Pojedziesz autobusem zastępczym oznaczonym literą Z.\n- Autobusy odjeżdżają co 10 minut w szczycie (6:00–9:00 i 15:00–18:00), a w pozostałych godzinach co 20 minut.\n- Przejazd potrwa o około 15 minut dłużej niż zwykle.\n- Bilet SKM jest ważny w autobusie zastępczym, ale roweru nie przewieziesz.\n- Jeśli masz niepełnosprawność, możesz zamówić asystę, pisząc na asysta@skm.pkp.pl co najmniej 24 godziny przed podróżą.\nSzczegółowy rozkład znajdziesz na https://www.skm.pkp.pl/utrudnienia.",
            ),
            Good(
                "en",
                "Because of track modernisation, SKM Tricity trains will not run between Gdańsk Oliwa and Sopot from Saturday 8 November to Sunday 16 November 2025. During this period, replacement buses marked with the letter Z will operate. They will leave every 10 minutes at peak times (6:00–9:00 a.m. and 3:00–6:00 p.m.) and every 20 minutes at other times. Journeys will take about 15 minutes longer. SKM tickets are valid on the replacement buses, but bicycles cannot be carried. Passengers with disabilities may book assistance at asysta@skm.pkp.pl no later than 24 hours before travelling. Detailed timetable: https://www.skm.pkp.pl/utrudnienia.",
            ),
        ],
        bad=[
            Slip(1, [("co 20 minut", "co 30 minut")], "number"),
            Slip(2, [("Sunday 16 November 2025", "Sunday 23 November 2025")], "date"),
            Slip(0, [("asysta@skm.pkp.pl", "asysty@skm.pkp.pl")], "url"),
        ],
    ),
    Case(
        key="pl-abstrakt-nosema-pszczoly-patogeny",
        source="Celem badania była ocena częstości występowania mikrosporydiów Nosema ceranae i N. apis w pasiekach województwa podkarpackiego. W latach 2022–2023 pobrano próbki pszczół robotnic ze 148 rodzin w 37 pasiekach i przeanalizowano je metodą multipleks PCR. N. ceranae wykryto w 63,5% rodzin, natomiast N. apis jedynie w 4,1%, przy czym wszystkie zakażenia N. apis były mieszane. Wyniki są zgodne z wcześniejszymi doniesieniami o wypieraniu N. apis przez N. ceranae w Europie Środkowej (Michalczyk i Sokół, 2018; Paxton i in., 2007). Wyższe obciążenie sporami stwierdzano wiosną niż jesienią, co prawdopodobnie wiąże się z zimowym osłabieniem rodzin. Nie wykazano istotnego związku między intensywnością zakażenia a wielkością pasieki (p = 0,41).",
        good=[
            Good(
                "preserve",
                "W badaniu oceniono, jak często w pasiekach województwa podkarpackiego występują mikrosporydia Nosema ceranae i N. apis. W latach 2022–2023 ze 148 rodzin pszczelich w 37 pasiekach pobrano próbki robotnic, które zbadano metodą multipleks PCR. Obecność N. ceranae stwierdzono w 63,5% rodzin, a N. apis – tylko w 4,1%; wszystkie zakażenia N. apis miały charakter mieszany. Wyniki są zgodne z wcześniejszymi doniesieniami, według których w Europie Środkowej N. ceranae wypiera N. apis (Michalczyk i Sokół, 2018; Paxton i in., 2007). Obciążenie sporami było wyższe wiosną niż jesienią, co prawdopodobnie ma związek z zimowym osłabieniem rodzin. Nie wykazano istotnego związku między intensywnością zakażenia a wielkością pasieki (p = 0,41).",
            ),
            Good(
                "preserve",
                "Jak często pszczoły na Podkarpaciu są zakażone mikrosporydiami z rodzaju Nosema? Badacze sprawdzili to w latach 2022–2023: pobrali robotnice ze 148 rodzin w 37 pasiekach województwa podkarpackiego i przebadali je metodą multipleks PCR. Nosema ceranae znaleziono w 63,5% rodzin, a N. apis zaledwie w 4,1%, przy czym wszystkie zakażenia N. apis były mieszane. To pasuje do wcześniejszych doniesień, że w Europie Środkowej N. ceranae wypiera N. apis (Michalczyk i Sokół, 2018; Paxton i in., 2007). Wiosną obciążenie sporami było wyższe niż jesienią – prawdopodobnie dlatego, że rodziny są osłabione po zimie. Nie wykazano natomiast istotnego związku między intensywnością zakażenia a wielkością pasieki (p = 0,41).",
            ),
            Good(
                "en",
                "This study assessed the prevalence of the microsporidia Nosema ceranae and N. apis in apiaries of the Podkarpackie Voivodeship. In 2022–2023, samples of worker bees were collected from 148 colonies in 37 apiaries and analysed by multiplex PCR. N. ceranae was detected in 63.5% of colonies and N. apis in only 4.1%, with all N. apis infections being mixed. These results are consistent with earlier reports of N. apis being displaced by N. ceranae in Central Europe (Michalczyk and Sokół, 2018; Paxton et al., 2007). Spore loads were higher in spring than in autumn, which is probably related to the weakening of colonies over winter. No significant association was found between infection intensity and apiary size (p = 0.41).",
            ),
        ],
        bad=[
            Slip(0, [("Paxton i in., 2007", "Paxton i in., 2010")], "citation"),
            Slip(2, [("Michalczyk and Sokół, 2018", "Michalczyk, 2018")], "citation"),
            Slip(1, [("– prawdopodobnie dlatego, że", "– dlatego, że")], "hedge"),
        ],
    ),
    Case(
        key="pl-nabor-chor-kameralny-przesluchania",
        source="Chór Kameralny „Cantilena” przy Uniwersytecie Rolniczym w Krakowie ogłasza nabór do wszystkich głosów, szczególnie tenorów i basów. Przesłuchania odbędą się w poniedziałek 6 października i w środę 8 października 2025 r. w godz. 18:00–20:00 w auli budynku przy al. Mickiewicza 21. Nie musisz znać nut – wystarczy czysta intonacja i poczucie rytmu. Przygotuj jedną dowolną piosenkę, najlepiej w języku polskim. Próby odbywają się dwa razy w tygodniu, we wtorki i czwartki, po 2 godziny. Składka członkowska wynosi 40 zł za semestr. Zgłoszenia przyjmujemy do 3 października pod adresem cantilena.nabor@urk.edu.pl. Dyrygentka chóru, dr Agnieszka Wrona, prosi, by na przesłuchanie przyjść co najmniej 10 minut wcześniej.",
        good=[
            Good(
                "preserve",
                "Lubisz śpiewać? Chór Kameralny „Cantilena” działający przy Uniwersytecie Rolniczym w Krakowie szuka nowych członków do wszystkich głosów – zwłaszcza tenorów i basów! Przesłuchania: poniedziałek 6 października i środa 8 października 2025 r., godz. 18:00–20:00, aula w budynku przy al. Mickiewicza 21. Znajomość nut nie jest wymagana, wystarczą czysta intonacja i poczucie rytmu. Przygotuj jedną dowolną piosenkę, najlepiej po polsku. Próby mamy dwa razy w tygodniu – we wtorki i czwartki, każda trwa 2 godziny. Składka członkowska to 40 zł za semestr. Zgłoś się do 3 października, pisząc na cantilena.nabor@urk.edu.pl. Dyrygentka, dr Agnieszka Wrona, prosi, żeby przyjść na przesłuchanie przynajmniej 10 minut przed czasem.",
            ),
            Good(
                "preserve",
                "Chór Kameralny „Cantilena” przy Uniwersytecie Rolniczym w Krakowie prowadzi nabór do wszystkich głosów, w szczególności tenorów i basów. Przesłuchania zaplanowano na 6 października (poniedziałek) i 8 października (środa) 2025 r. w godz. 18:00–20:00 w auli budynku przy al. Mickiewicza 21. Znajomość nut nie jest wymagana; wystarczą czysta intonacja i poczucie rytmu. Należy przygotować jedną dowolną piosenkę, najlepiej w języku polskim. Próby odbywają się dwa razy w tygodniu (we wtorki i czwartki) i trwają po 2 godziny. Składka członkowska wynosi 40 zł za semestr. Zgłoszenia są przyjmowane do 3 października pod adresem cantilena.nabor@urk.edu.pl. Dyrygentka chóru dr Agnieszka Wrona prosi o przybycie na przesłuchanie co najmniej 10 minut wcześniej.",
            ),
            Good(
                "en",
                "The “Cantilena” Chamber Choir at the University of Agriculture in Krakow is recruiting singers for all voice parts, especially tenors and basses. Auditions will be held on Monday 6 October and Wednesday 8 October 2025, from 6:00 to 8:00 p.m., in the auditorium of the building at al. Mickiewicza 21. You don't need to read music – clean intonation and a sense of rhythm are enough. Prepare one song of your choice, preferably in Polish. Rehearsals take place twice a week, on Tuesdays and Thursdays, for 2 hours each. The membership fee is PLN 40 per semester. Applications are accepted until 3 October at cantilena.nabor@urk.edu.pl. The choir's conductor, Dr Agnieszka Wrona, asks candidates to arrive at the audition at least 10 minutes early.",
            ),
        ],
        bad=[
            Slip(2, [("cantilena.nabor@urk.edu.pl", "cantilena-nabor@urk.edu.pl")], "url"),
            Slip(0, [("środa 8 października", "środa 15 października")], "date"),
            Slip(
                1,
                [
                    (
                        "Składka członkowska wynosi 40 zł za semestr.",
                        "Składka członkowska wynosi 40 zł za semestr, a studenci Uniwersytetu Rolniczego są z niej zwolnieni.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-karta-stalego-widza-kino-punkty",
        source="§ 6. Zasady naliczania i wymiany punktów\n1. Za każde 10 zł wydane na bilety w kinie „Muza” w Poznaniu Uczestnik otrzymuje 1 punkt; za zakupy w barze punkty nie są naliczane.\n2. Punkty są ważne przez 12 miesięcy od daty ich przyznania.\n3. Za 50 punktów Uczestnik może otrzymać bilet na dowolny seans 2D, z wyjątkiem premier i pokazów specjalnych.\n4. Bilet za punkty należy odebrać osobiście w kasie kina, okazując Kartę Stałego Widza.\n5. Punktów nie można wymienić na gotówkę ani przekazać innej osobie.\n6. Reklamacje dotyczące naliczenia punktów rozpatruje się w terminie 14 dni zgodnie z § 9 Regulaminu.\n7. Organizator może zmienić Regulamin z zachowaniem 30-dniowego terminu powiadomienia (art. 384 Kodeksu cywilnego).",
        good=[
            Good(
                "preserve",
                "Jak działają punkty na Karcie Stałego Widza kina „Muza” w Poznaniu (§ 6 regulaminu)? Za każde 10 zł wydane na bilety dostajesz 1 punkt; zakupy w barze punktów nie dają. Punkty są ważne przez 12 miesięcy od dnia, w którym je przyznano. Za 50 punktów możesz otrzymać bilet na dowolny seans 2D – z wyjątkiem premier i pokazów specjalnych. Bilet za punkty trzeba odebrać osobiście w kasie kina i okazać przy tym Kartę Stałego Widza. Punktów nie można wymienić na gotówkę ani oddać komuś innemu. Reklamacje dotyczące naliczenia punktów są rozpatrywane w ciągu 14 dni, zgodnie z § 9 regulaminu. Organizator może zmienić regulamin, powiadamiając o tym z 30-dniowym wyprzedzeniem (art. 384 Kodeksu cywilnego).",
            ),
            Good(
                "preserve",
                "Zgodnie z § 6 Regulaminu Karty Stałego Widza kina „Muza” w Poznaniu Uczestnik otrzymuje 1 punkt za każde 10 zł wydane na bilety, przy czym za zakupy w barze punkty nie są naliczane. Punkty zachowują ważność przez 12 miesięcy od daty przyznania. Uczestnik może wymienić 50 punktów na bilet na dowolny seans 2D, z wyłączeniem premier i pokazów specjalnych; bilet taki należy odebrać osobiście w kasie kina po okazaniu Karty Stałego Widza. Punkty nie podlegają wymianie na gotówkę ani przekazaniu innej osobie. Reklamacje dotyczące naliczenia punktów rozpatrywane są w terminie 14 dni zgodnie z § 9 Regulaminu. Organizator może zmienić Regulamin z zachowaniem 30-dniowego terminu powiadomienia (art. 384 Kodeksu cywilnego).",
            ),
            Good(
                "en",
                "§ 6. Earning and redeeming points\n1. For every PLN 10 spent on tickets at the “Muza” cinema in Poznań, the Participant receives 1 point; no points are awarded for purchases at the bar.\n2. Points are valid for 12 months from the date they are awarded.\n3. For 50 points, the Participant may receive a ticket for any 2D screening, except premieres and special screenings.\n4. A ticket obtained with points must be collected in person at the cinema box office on presentation of the Regular Viewer Card.\n5. Points cannot be exchanged for cash or transferred to another person.\n6. Complaints about the crediting of points are handled within 14 days in accordance with § 9 of the Terms.\n7. The Organiser may amend the Terms subject to a 30-day notice period (Article 384 of the Civil Code).",
            ),
        ],
        bad=[
            Slip(0, [("§ 9 regulaminu", "§ 7 regulaminu")], "legal_reference"),
            Slip(2, [("must be collected in person", "may be collected in person")], "modality"),
            Slip(
                1,
                [
                    (
                        "Punkty nie podlegają wymianie na gotówkę ani przekazaniu innej osobie.",
                        "Punkty podlegają wymianie na gotówkę i przekazaniu innej osobie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-gopr-oblodzenie-szlakow",
        source="Grupa Bieszczadzka GOPR ostrzega: po opadach marznącego deszczu szlaki powyżej 900 m n.p.m., w tym na Tarnicę i Połoninę Wetlińską, są prawdopodobnie silnie oblodzone. Według prognozy w weekend 13–14 grudnia temperatura w rejonie połonin spadnie do około –12°C, a wiatr w porywach może osiągać 80 km/h. Na wyjście w góry należy zabrać raki lub raczki, kask oraz naładowany telefon. Nie wychodź na szlak po godz. 13:00 – zmrok zapada już około 15:40. Przed wyjściem zainstaluj aplikację Ratunek i poinformuj bliskich o planowanej trasie. W razie wypadku dzwoń pod numer 985 lub 601 100 300. Ratownicy przypominają, że zimą nie wolno schodzić ze znakowanych szlaków.",
        good=[
            Good(
                "preserve",
                "Uwaga, turyści! Grupa Bieszczadzka GOPR ostrzega, że po marznącym deszczu szlaki położone wyżej niż 900 m n.p.m. – także te prowadzące na Tarnicę i Połoninę Wetlińską – są prawdopodobnie mocno oblodzone. Prognoza na weekend 13–14 grudnia zapowiada w rejonie połonin spadek temperatury do około –12°C i porywy wiatru, które mogą dochodzić do 80 km/h. Idąc w góry, trzeba zabrać ze sobą raki lub raczki, kask i naładowany telefon. Po 13:00 nie wyruszaj na szlak, bo zmrok zapada już około 15:40. Zanim wyjdziesz, zainstaluj aplikację Ratunek i powiedz bliskim, jaką trasę planujesz. Jeśli zdarzy się wypadek, dzwoń na numer 985 albo 601 100 300. Ratownicy przypominają też, że zimą nie wolno schodzić ze znakowanych szlaków.",
            ),
            Good(
                "preserve",
                "Grupa Bieszczadzka GOPR wydała ostrzeżenie dla turystów. W wyniku opadów marznącego deszczu szlaki powyżej 900 m n.p.m., m.in. na Tarnicę i Połoninę Wetlińską, są prawdopodobnie silnie oblodzone. Zgodnie z prognozą w weekend 13–14 grudnia temperatura w rejonie połonin spadnie do około –12°C, a porywy wiatru mogą osiągać 80 km/h. Wybierając się w góry, należy zabrać raki lub raczki, kask i naładowany telefon. Po godz. 13:00 nie należy wychodzić na szlak, ponieważ zmrok zapada już około 15:40. Przed wyjściem trzeba zainstalować aplikację Ratunek i poinformować bliskich o planowanej trasie. W razie wypadku należy dzwonić pod numer 985 lub 601 100 300. Ratownicy przypominają również, że w zimie schodzenie ze znakowanych szlaków jest zabronione.",
            ),
            Good(
                "en",
                "The Bieszczady Group of GOPR mountain rescue warns that after freezing rain, trails above 900 m a.s.l., including those to Tarnica and Połonina Wetlińska, are probably heavily iced. According to the forecast, over the weekend of 13–14 December the temperature in the połoniny (high mountain meadows) will drop to about –12°C, and wind gusts may reach 80 km/h. When heading into the mountains, you must take crampons or microspikes, a helmet and a charged phone. Do not set out on a trail after 1:00 p.m. – it gets dark as early as about 3:40 p.m. Before you go, install the Ratunek app and tell your loved ones about your planned route. In case of an accident, call 985 or 601 100 300. Rescuers remind you that leaving marked trails is not allowed in winter.",
            ),
        ],
        bad=[
            Slip(2, [("are probably heavily iced", "are heavily iced")], "hedge"),
            Slip(0, [("zimą nie wolno schodzić", "zimą wolno schodzić")], "negation"),
            Slip(
                1,
                [
                    (
                        "W razie wypadku należy dzwonić pod numer 985 lub 601 100 300.",
                        "In case of an accident, call 985 or 601 100 300.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-readme-odpady-ics-harmonogram",
        source="# odpady-ics\n\nNarzędzie wiersza poleceń, które pobiera harmonogram odbioru odpadów dla wskazanego adresu i zapisuje go jako plik kalendarza `.ics`. Obecnie obsługiwane są 3 miasta: Wrocław, Poznań i Gdańsk.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem `pip install odpady-ics==0.4.2`.\n\n## Użycie\n\n`odpady-ics --gmina wroclaw --ulica 'Kasprowicza 12' --rok 2026 -o odpady.ics`\n\nFlaga `--przypomnienie 18:00` dodaje powiadomienie dzień przed odbiorem. Dane pobierane są z publicznego API gminy, dlatego nie należy uruchamiać narzędzia częściej niż raz na dobę. Projekt nie jest powiązany z żadnym urzędem. Błędy zgłaszaj na https://github.com/kosz-dev/odpady-ics/issues. Licencja: MIT.",
        good=[
            Good(
                "preserve",
                "# odpady-ics\n\nCLI, które pobiera harmonogram wywozu odpadów dla podanego adresu i zapisuje go w pliku kalendarza `.ics`. Obsługuje obecnie 3 miasta: Wrocław, Poznań i Gdańsk.\n\n## Instalacja\n\nPotrzebny jest Python 3.10 lub nowszy. Instalacja:\n\n`pip install odpady-ics==0.4.2`\n\n## Użycie\n\n`odpady-ics --gmina wroclaw --ulica 'Kasprowicza 12' --rok 2026 -o odpady.ics`\n\nDodaj `--przypomnienie 18:00`, aby otrzymać powiadomienie dzień przed odbiorem. Narzędzie pobiera dane z publicznego API gminy, więc nie należy uruchamiać go częściej niż raz na dobę. Projekt nie jest powiązany z żadnym urzędem. Błędy zgłaszaj na https://github.com/kosz-dev/odpady-ics/issues. Licencja MIT.",
            ),
            Good(
                "preserve",
                "# odpady-ics\n\nChcesz mieć terminy wywozu śmieci w swoim kalendarzu? `odpady-ics` to narzędzie wiersza poleceń, które pobiera harmonogram odbioru odpadów dla wskazanego adresu i zapisuje go jako plik `.ics`. Na razie działa dla 3 miast: Wrocławia, Poznania i Gdańska.\n\n## Instalacja\n\nBędziesz potrzebować Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz tak: `pip install odpady-ics==0.4.2`.\n\n## Użycie\n\nPrzykład:\n\n`odpady-ics --gmina wroclaw --ulica 'Kasprowicza 12' --rok 2026 -o odpady.ics`\n\nJeśli dodasz flagę `--przypomnienie 18:00`, dostaniesz powiadomienie dzień przed odbiorem. Pamiętaj, że dane pochodzą z publicznego API gminy – nie należy uruchamiać narzędzia częściej niż raz na dobę. Projekt nie jest powiązany z żadnym urzędem. Znalazłeś błąd? Zgłoś go na https://github.com/kosz-dev/odpady-ics/issues. Licencja: MIT.",
            ),
            Good(
                "en",
                "# odpady-ics\n\nA command-line tool that downloads the waste collection schedule for a given address and saves it as an `.ics` calendar file. It currently supports 3 cities: Wrocław, Poznań and Gdańsk.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with `pip install odpady-ics==0.4.2`.\n\n## Usage\n\n`odpady-ics --gmina wroclaw --ulica 'Kasprowicza 12' --rok 2026 -o odpady.ics`\n\nThe `--przypomnienie 18:00` flag adds a notification on the day before collection. The data is fetched from the municipality's public API, so the tool should not be run more than once a day. The project is not affiliated with any public authority. Report bugs at https://github.com/kosz-dev/odpady-ics/issues. Licence: MIT.",
            ),
        ],
        bad=[
            Slip(
                0, [("`pip install odpady-ics==0.4.2`", "`pip install odpady-ics==0.2.4`")], "code"
            ),
            Slip(
                2, [("The `--przypomnienie 18:00` flag", "The `--przypominaj 18:00` flag")], "code"
            ),
            Slip(1, [("Będziesz potrzebować Pythona", "Zalecamy Pythona")], "modality"),
        ],
    ),
    Case(
        key="pl-owu-koszty-rezygnacji-z-podrozy",
        source="§ 14. Ubezpieczenie kosztów rezygnacji z podróży. 1. Ubezpieczyciel zwraca 80% kosztów rezygnacji z imprezy turystycznej, nie więcej niż do sumy ubezpieczenia wynoszącej 10 000 zł na osobę. 2. Ochrona obejmuje rezygnację z powodu nagłego zachorowania, nieszczęśliwego wypadku lub śmierci Ubezpieczonego albo osoby mu bliskiej. 3. Umowę należy zawrzeć najpóźniej 7 dni od dnia rezerwacji podróży; jeżeli do wyjazdu pozostało mniej niż 30 dni, umowę trzeba zawrzeć w dniu rezerwacji. 4. Ubezpieczyciel nie odpowiada za rezygnację spowodowaną chorobą przewlekłą, która wymagała leczenia szpitalnego w ciągu 12 miesięcy przed zawarciem umowy. 5. O rezygnacji Ubezpieczony powinien powiadomić organizatora podróży niezwłocznie, nie później niż w ciągu 3 dni od zajścia zdarzenia.",
        good=[
            Good(
                "preserve",
                "Co daje ubezpieczenie kosztów rezygnacji z podróży (§ 14)? Jeśli zrezygnujesz z imprezy turystycznej, ubezpieczyciel zwróci ci 80% kosztów rezygnacji – maksymalnie do sumy ubezpieczenia, czyli 10 000 zł na osobę. Ochrona działa, gdy rezygnujesz z powodu nagłego zachorowania, nieszczęśliwego wypadku lub śmierci – twojej albo osoby ci bliskiej. Umowę trzeba zawrzeć najpóźniej 7 dni od dnia rezerwacji podróży, a jeśli do wyjazdu zostało mniej niż 30 dni – w dniu rezerwacji. Ubezpieczyciel nie odpowiada za rezygnację spowodowaną chorobą przewlekłą, jeśli w ciągu 12 miesięcy przed zawarciem umowy wymagała ona leczenia w szpitalu. O rezygnacji powinieneś powiadomić organizatora podróży niezwłocznie, najpóźniej w ciągu 3 dni od zdarzenia.",
            ),
            Good(
                "preserve",
                "§ 14 – ubezpieczenie kosztów rezygnacji z podróży. Ubezpieczyciel pokrywa 80% kosztów rezygnacji z imprezy turystycznej, do wysokości sumy ubezpieczenia wynoszącej 10 000 zł na osobę. Zakres ochrony obejmuje rezygnację wskutek nagłego zachorowania, nieszczęśliwego wypadku bądź śmierci Ubezpieczonego lub osoby mu bliskiej. Umowę należy zawrzeć nie później niż 7 dni od dnia rezerwacji podróży, a w przypadku gdy do wyjazdu pozostało mniej niż 30 dni – w dniu rezerwacji. Odpowiedzialność ubezpieczyciela nie obejmuje rezygnacji spowodowanej chorobą przewlekłą, która w okresie 12 miesięcy poprzedzających zawarcie umowy wymagała leczenia szpitalnego. Ubezpieczony powinien niezwłocznie, nie później niż w terminie 3 dni od zajścia zdarzenia, powiadomić organizatora podróży o rezygnacji.",
            ),
            Good(
                "en",
                "§ 14. Trip cancellation cover. 1. The insurer reimburses 80% of the costs of cancelling a package holiday, up to a sum insured of PLN 10,000 per person. 2. Cover applies to cancellation due to sudden illness, an accident, or the death of the Insured or a person close to them. 3. The policy must be taken out no later than 7 days after the trip is booked; if fewer than 30 days remain before departure, it must be taken out on the day of booking. 4. The insurer is not liable for cancellation caused by a chronic illness that required hospital treatment within the 12 months before the policy was taken out. 5. The Insured should notify the tour organiser of the cancellation without delay, no later than 3 days after the event.",
            ),
        ],
        bad=[
            Slip(1, [("w okresie 12 miesięcy", "w okresie 6 miesięcy")], "number"),
            Slip(
                2,
                [
                    (
                        "The insurer is not liable for cancellation",
                        "The insurer is liable for cancellation",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "O rezygnacji powinieneś",
                        "Zwrot nastąpi w ciągu 30 dni od złożenia wniosku. O rezygnacji powinieneś",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-instrukcja-nawilzacza-ultradzwiekowego",
        source="Nawilżacz ultradźwiękowy AquaMist H300 – najważniejsze zasady użytkowania. Zbiornik o pojemności 3,5 l napełniaj wyłącznie zimną wodą destylowaną lub przegotowaną; nie dodawaj olejków eterycznych, ponieważ mogą uszkodzić przetwornik. Przed napełnieniem zbiornika zawsze odłącz urządzenie od zasilania. Przy ustawieniu średniej mocy pełny zbiornik wystarcza na około 12 godzin pracy. Urządzenie powinno stać na płaskiej powierzchni, co najmniej 30 cm od ściany i mebli. Raz w tygodniu należy wyczyścić zbiornik roztworem kwasku cytrynowego (1 łyżeczka na 0,5 l wody). Jeżeli wilgotność w pomieszczeniu przekroczy 60%, na ścianach może się skraplać woda – warto wtedy zmniejszyć moc. Gwarancja obejmuje 24 miesiące od daty zakupu.",
        good=[
            Good(
                "preserve",
                "AquaMist H300 – jak używać nawilżacza ultradźwiękowego:\n- Do zbiornika (3,5 l) wlewaj tylko zimną wodę destylowaną albo przegotowaną. Nie dodawaj olejków eterycznych – mogą uszkodzić przetwornik.\n- Zanim napełnisz zbiornik, zawsze odłącz urządzenie od prądu.\n- Na średniej mocy pełny zbiornik starcza na mniej więcej 12 godzin pracy.\n- Urządzenie powinno stać na płaskiej powierzchni, co najmniej 30 cm od ściany i mebli.\n- Raz w tygodniu trzeba wyczyścić zbiornik roztworem kwasku cytrynowego (1 łyżeczka na pół litra wody).\n- Gdy wilgotność w pomieszczeniu przekroczy 60%, na ścianach może skraplać się woda; warto wtedy zmniejszyć moc.\nGwarancja: 24 miesiące od daty zakupu.",
            ),
            Good(
                "preserve",
                "Instrukcja skrócona nawilżacza ultradźwiękowego AquaMist H300. Zbiornik o pojemności 3,5 litra należy napełniać wyłącznie zimną wodą destylowaną lub przegotowaną. Nie wolno dodawać olejków eterycznych, gdyż mogą one uszkodzić przetwornik. Przed każdym napełnieniem zbiornika urządzenie należy odłączyć od zasilania. Przy średniej mocy pełny zbiornik zapewnia około 12 godzin pracy. Nawilżacz powinien stać na płaskiej powierzchni, w odległości co najmniej 30 cm od ściany i mebli. Zbiornik należy czyścić raz w tygodniu roztworem kwasku cytrynowego w proporcji 1 łyżeczka na 0,5 l wody. Jeśli wilgotność w pomieszczeniu przekroczy 60%, na ścianach może dochodzić do skraplania się wody; warto wówczas zmniejszyć moc. Okres gwarancji wynosi 24 miesiące od daty zakupu.",
            ),
            Good(
                "en",
                "AquaMist H300 ultrasonic humidifier – key rules of use. Fill the 3.5-litre tank only with cold distilled or boiled water; do not add essential oils, as they may damage the transducer. Always unplug the device before filling the tank. At medium power, a full tank lasts about 12 hours of operation. The device should stand on a flat surface at least 30 cm away from walls and furniture. Clean the tank once a week with a citric acid solution (1 teaspoon per 0.5 l of water). If the humidity in the room exceeds 60%, water may condense on the walls – in that case it is worth reducing the power. The warranty covers 24 months from the date of purchase.",
            ),
        ],
        bad=[
            Slip(2, [("at least 30 cm away", "at least 20 cm away")], "number"),
            Slip(1, [("Nawilżacz powinien stać", "Nawilżacz może stać")], "modality"),
            Slip(0, [("starcza na mniej więcej 12 godzin", "starcza na 12 godzin")], "hedge"),
        ],
    ),
    Case(
        key="pl-regulamin-biegu-gorskiego-limit-czasu",
        source="Bieg Górski „Śnieżnik Trail” – wybrane postanowienia regulaminu. Start biegu na dystansie 32 km (przewyższenie 1650 m) nastąpi w sobotę 20 czerwca 2026 r. o godz. 8:00 z rynku w Stroniu Śląskim. Limit czasu wynosi 6 godzin; zawodnicy, którzy nie dotrą na punkt kontrolny na Śnieżniku do godz. 11:30, zostaną zdjęci z trasy. Prawo startu mają osoby, które najpóźniej w dniu zawodów ukończą 18 lat. Każdy uczestnik musi mieć przy sobie folię NRC, naładowany telefon i co najmniej 1 l płynów. Kije trekkingowe są dozwolone. Opłata startowa wynosi 190 zł do 31 marca i 240 zł później; nie podlega zwrotowi. Limit uczestników: 400 osób. Biuro zawodów działa w piątek 19 czerwca w godz. 16:00–21:00.",
        good=[
            Good(
                "preserve",
                "Bieg Górski „Śnieżnik Trail” wystartuje w sobotę 20 czerwca 2026 r. o godz. 8:00 z rynku w Stroniu Śląskim. Zawodnicy mają do pokonania 32 km i 1650 m przewyższenia, a limit czasu to 6 godzin. Kto nie dotrze na punkt kontrolny na Śnieżniku do 11:30, zostanie zdjęty z trasy. Wystartować mogą osoby, które najpóźniej w dniu zawodów skończą 18 lat. Każdy uczestnik musi mieć przy sobie folię NRC, naładowany telefon i co najmniej litr płynów; kije trekkingowe są dozwolone. Wpisowe wynosi 190 zł do 31 marca, a później 240 zł, i nie jest zwracane. Na starcie może stanąć najwyżej 400 osób. Biuro zawodów będzie czynne w piątek 19 czerwca od 16:00 do 21:00.",
            ),
            Good(
                "preserve",
                "Bieg Górski „Śnieżnik Trail” – najważniejsze zasady:\n1. Start: sobota 20 czerwca 2026 r., godz. 8:00, rynek w Stroniu Śląskim; dystans 32 km, przewyższenie 1650 m.\n2. Limit czasu: 6 godzin. Zawodnicy, którzy do godz. 11:30 nie dotrą na punkt kontrolny na Śnieżniku, zostaną zdjęci z trasy.\n3. Prawo startu ma osoba, która ukończy 18 lat najpóźniej w dniu zawodów.\n4. Wyposażenie obowiązkowe każdego uczestnika: folia NRC, naładowany telefon, min. 1 l płynów. Kije trekkingowe są dozwolone.\n5. Opłata startowa: 190 zł do 31 marca, następnie 240 zł; opłata nie podlega zwrotowi.\n6. Limit uczestników: 400 osób.\n7. Biuro zawodów: piątek 19 czerwca, godz. 16:00–21:00.",
            ),
            Good(
                "en",
                "“Śnieżnik Trail” Mountain Run – selected rules. The 32 km race (1,650 m of elevation gain) starts on Saturday 20 June 2026 at 8:00 a.m. from the market square in Stronie Śląskie. The time limit is 6 hours; runners who do not reach the checkpoint on Śnieżnik by 11:30 a.m. will be pulled from the course. Only people who turn 18 on race day at the latest are eligible to start. Every participant must carry an NRC foil blanket, a charged phone and at least 1 litre of fluids. Trekking poles are allowed. The entry fee is PLN 190 until 31 March and PLN 240 afterwards; it is non-refundable. The field is limited to 400 participants. The race office is open on Friday 19 June from 4:00 to 9:00 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("piątek 19 czerwca", "czwartek 18 czerwca")], "date"),
            Slip(
                1,
                [
                    (
                        "6. Limit uczestników: 400 osób.",
                        "6. Limit uczestników: 400 osób, w tym 50 miejsc zarezerwowanych dla mieszkańców gminy Stronie Śląskie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("it is non-refundable", "it is refundable")], "negation"),
        ],
    ),
    Case(
        key="pl-zaraza-ziemniaka-komunikat-ochrony",
        source="Komunikat Stacji Doświadczalnej Oceny Odmian w Węglinach z 24 czerwca 2025 r. W ostatnich dniach wystąpiły warunki sprzyjające rozwojowi zarazy ziemniaka: wilgotność względna powietrza przez ponad 10 godzin na dobę przekraczała 90%, a średnia temperatura wynosiła około 18°C. Według systemu NegFry pierwsze objawy choroby na odmianach wczesnych mogą pojawić się w ciągu najbliższych 5–7 dni. Zaleca się wykonanie pierwszego zabiegu ochronnego fungicydem, np. Infinito 687,5 SC w dawce 1,6 l/ha, przy użyciu 200–300 l wody na hektar. Zabiegi należy wykonywać wieczorem lub wcześnie rano, gdy temperatura nie przekracza 25°C. Prawdopodobnie konieczne będzie powtórzenie oprysku po 7–10 dniach.",
        good=[
            Good(
                "preserve",
                "Stacja Doświadczalna Oceny Odmian w Węglinach ostrzega (komunikat z 24 czerwca 2025 r.): pogoda sprzyja ostatnio zarazie ziemniaka. Wilgotność względna powietrza przez ponad 10 godzin na dobę przekraczała 90%, a średnia temperatura wynosiła około 18°C. System NegFry wskazuje, że na odmianach wczesnych pierwsze objawy choroby mogą się pojawić w ciągu najbliższych 5–7 dni. Zaleca się więc pierwszy zabieg ochronny fungicydem, np. Infinito 687,5 SC w dawce 1,6 l/ha, z użyciem 200–300 l wody na hektar. Opryskiwać należy wieczorem albo wcześnie rano, kiedy temperatura nie przekracza 25°C. Prawdopodobnie po 7–10 dniach trzeba będzie oprysk powtórzyć.",
            ),
            Good(
                "preserve",
                "W komunikacie z dnia 24 czerwca 2025 r. Stacja Doświadczalna Oceny Odmian w Węglinach informuje, że w ostatnich dniach wystąpiły warunki sprzyjające rozwojowi zarazy ziemniaka. Wilgotność względna powietrza przekraczała 90% przez ponad 10 godzin na dobę, przy średniej temperaturze około 18°C. Zgodnie z systemem NegFry pierwsze objawy choroby na odmianach wczesnych mogą wystąpić w ciągu 5–7 najbliższych dni. Zalecany jest pierwszy zabieg ochronny z użyciem fungicydu, np. Infinito 687,5 SC w dawce 1,6 l/ha, przy 200–300 l wody na hektar. Zabiegi należy przeprowadzać wieczorem lub wczesnym rankiem, przy temperaturze nieprzekraczającej 25°C. Oprysk prawdopodobnie trzeba będzie powtórzyć po 7–10 dniach.",
            ),
            Good(
                "en",
                "Bulletin of the Węgliny Experimental Station for Variety Testing, 24 June 2025. Over the last few days, conditions have favoured the development of potato late blight: relative air humidity exceeded 90% for more than 10 hours a day, and the average temperature was about 18°C. According to the NegFry system, the first symptoms of the disease on early varieties may appear within the next 5–7 days. A first protective treatment with a fungicide is recommended, e.g. Infinito 687.5 SC at a rate of 1.6 l/ha, using 200–300 l of water per hectare. Treatments must be carried out in the evening or early in the morning, when the temperature does not exceed 25°C. The spraying will probably need to be repeated after 7–10 days.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The spraying will probably need to be repeated",
                        "The spraying will need to be repeated",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "pierwsze objawy choroby mogą się pojawić",
                        "pierwsze objawy choroby pojawią się",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("przy 200–300 l wody", "przy 200–400 l wody")], "number"),
        ],
    ),
    Case(
        key="pl-reklamacja-dostawy-mebli-email",
        source="Szanowna Pani Katarzyno,\n\ndziękujemy za zgłoszenie reklamacji nr RK/2025/0917 dotyczącej zamówienia 458812. Potwierdzamy, że komoda Lumo dostarczona 3 września miała pęknięty blat. Zgodnie z art. 43d ustawy o prawach konsumenta możemy wymienić mebel na nowy albo obniżyć cenę o 30% (tj. o 267 zł). Prosimy o wybór jednej z opcji w ciągu 14 dni, w odpowiedzi na tę wiadomość lub pod adresem reklamacje@meblodom.pl. Uszkodzonej komody nie należy rozkręcać przed odbiorem przez kuriera – w przeciwnym razie odbiór może się opóźnić. Kurier skontaktuje się z Panią telefonicznie dzień przed przyjazdem. Status sprawy można sprawdzić na stronie https://meblodom.pl/reklamacje.\n\nZ pozdrowieniami\nMarta Kubiak, Dział Obsługi Klienta",
        good=[
            Good(
                "preserve",
                "Dzień dobry, Pani Katarzyno,\n\ndziękujemy, że zgłosiła Pani reklamację (nr RK/2025/0917) do zamówienia 458812. Potwierdzamy: komoda Lumo, którą dostarczyliśmy 3 września, miała pęknięty blat. Na podstawie art. 43d ustawy o prawach konsumenta możemy wymienić ją na nową albo obniżyć jej cenę o 30%, czyli o 267 zł. Prosimy, aby w ciągu 14 dni wybrała Pani jedną z tych opcji – wystarczy odpowiedzieć na tę wiadomość albo napisać na reklamacje@meblodom.pl. Uszkodzonej komody nie należy rozkręcać, zanim odbierze ją kurier, bo odbiór może się wtedy opóźnić. Kurier zadzwoni do Pani dzień przed przyjazdem. Status reklamacji może Pani sprawdzić na https://meblodom.pl/reklamacje.\n\nSerdecznie pozdrawiamy\nMarta Kubiak, Dział Obsługi Klienta",
            ),
            Good(
                "preserve",
                "Szanowna Pani Katarzyno,\n\ndziękujemy za zgłoszenie reklamacji nr RK/2025/0917 do zamówienia 458812 i potwierdzamy, że blat komody Lumo dostarczonej 3 września był pęknięty. Zgodnie z art. 43d ustawy o prawach konsumenta możemy wymienić mebel na nowy lub obniżyć jego cenę o 30% (267 zł). Prosimy o wskazanie wybranej opcji w terminie 14 dni – w odpowiedzi na niniejszą wiadomość lub pod adresem reklamacje@meblodom.pl. Przed odbiorem przez kuriera uszkodzonej komody nie należy rozkręcać, gdyż mogłoby to opóźnić odbiór. Kurier zadzwoni do Pani dzień przed przyjazdem. Status sprawy można sprawdzić na stronie https://meblodom.pl/reklamacje.\n\nZ wyrazami szacunku\nMarta Kubiak\nDział Obsługi Klienta",
            ),
            Good(
                "en",
                "Dear Katarzyna,\n\nThank you for submitting complaint no. RK/2025/0917 concerning order 458812. We confirm that the Lumo chest of drawers delivered on 3 September had a cracked top. Under Article 43d of the Consumer Rights Act, we can replace the item with a new one or reduce the price by 30% (i.e. by PLN 267). Please choose one of these options within 14 days by replying to this message or writing to reklamacje@meblodom.pl. The damaged chest of drawers should not be dismantled before the courier collects it; otherwise, the collection may be delayed. The courier will phone you the day before arriving. You can check the status of your case at https://meblodom.pl/reklamacje.\n\nKind regards,\nMarta Kubiak, Customer Service Department",
            ),
        ],
        bad=[
            Slip(1, [("https://meblodom.pl/reklamacje", "https://meblodom.pl/reklamacja")], "url"),
            Slip(
                0,
                [
                    (
                        "Status reklamacji może Pani sprawdzić",
                        "Status reklamacji musi Pani regularnie sprawdzać",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The courier will phone you the day before arriving.",
                        "Kurier zadzwoni do Pani dzień przed przyjazdem.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-torfowiska-wegiel-artykul-popularny",
        source="Torfowiska zajmują zaledwie około 3% powierzchni lądów, a według szacunków magazynują nawet dwa razy więcej węgla niż wszystkie lasy świata. W Polsce torfowiska pokrywają około 4% powierzchni kraju, jednak blisko 85% z nich zostało w przeszłości osuszonych – głównie pod łąki i pastwiska. Osuszony torf rozkłada się i uwalnia dwutlenek węgla: jak podają Joosten i Couwenberg (2008), z jednego hektara odwodnionego torfowiska może się ulatniać ponad 20 ton CO₂ rocznie. Ponowne nawodnienie nie odtworzy torfowiska od razu – przyrost torfu wynosi zwykle zaledwie około 1 mm na rok. Dlatego przyrodnicy z Centrum Ochrony Mokradeł podkreślają, że chronić należy przede wszystkim te torfowiska, które jeszcze nie zostały zniszczone.",
        good=[
            Good(
                "preserve",
                "Choć torfowiska zajmują tylko około 3% powierzchni lądów, szacuje się, że magazynują nawet dwukrotnie więcej węgla niż wszystkie lasy na świecie. W Polsce pokrywają około 4% powierzchni kraju, ale blisko 85% z nich osuszono w przeszłości, głównie pod łąki i pastwiska. Osuszony torf rozkłada się, uwalniając dwutlenek węgla – według Joostena i Couwenberga (2008) z hektara odwodnionego torfowiska może się ulatniać ponad 20 ton CO₂ rocznie. Nawodnienie nie przywróci torfowiska z dnia na dzień, bo torf przyrasta zwykle zaledwie o około 1 mm rocznie. Dlatego przyrodnicy z Centrum Ochrony Mokradeł podkreślają, że należy chronić przede wszystkim torfowiska, które jeszcze nie zostały zniszczone.",
            ),
            Good(
                "preserve",
                "Torfowiska to tylko około 3% lądów, a według szacunków gromadzą nawet dwa razy więcej węgla niż wszystkie lasy świata razem wzięte. W Polsce zajmują około 4% powierzchni kraju, ale prawie 85% z nich kiedyś osuszono, najczęściej po to, by zrobić łąki i pastwiska. Osuszony torf rozkłada się i oddaje do powietrza dwutlenek węgla. Joosten i Couwenberg (2008) podają, że z jednego hektara odwodnionego torfowiska może ulatniać się ponad 20 ton CO₂ w ciągu roku. Samo nawodnienie nie odbuduje torfowiska od razu: torf przyrasta zwykle tylko o około 1 mm na rok. Właśnie dlatego przyrodnicy z Centrum Ochrony Mokradeł podkreślają, że przede wszystkim należy chronić torfowiska, które nie zostały jeszcze zniszczone.",
            ),
            Good(
                "en",
                "Peatlands cover only about 3% of the world's land area, yet they are estimated to store up to twice as much carbon as all the world's forests. In Poland, peatlands cover about 4% of the country, but nearly 85% of them were drained in the past, mainly to make meadows and pastures. Drained peat decomposes and releases carbon dioxide: according to Joosten and Couwenberg (2008), more than 20 tonnes of CO₂ a year may escape from a single hectare of drained peatland. Rewetting will not restore a peatland straight away – peat usually accumulates by only about 1 mm a year. That is why naturalists from the Wetland Conservation Centre (Centrum Ochrony Mokradeł) stress that it is above all the peatlands that have not yet been destroyed that must be protected.",
            ),
        ],
        bad=[
            Slip(
                2, [("Joosten and Couwenberg (2008)", "Joosten and Couwenberg (2018)")], "citation"
            ),
            Slip(
                0,
                [
                    (
                        "Nawodnienie nie przywróci",
                        "Od 2021 r. w Polsce nawodniono już ponad 5 tys. hektarów torfowisk. Nawodnienie nie przywróci",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "najczęściej po to, by zrobić łąki i pastwiska.",
                        "najczęściej po to, by zrobić łąki i pastwiska, a w wielu miejscach osuszanie trwa do dziś.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

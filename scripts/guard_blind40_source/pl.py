# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 40: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-wywoz-gabarytow-osiedle-sloneczne-lipowa",
        source="Urząd Gminy Lipowa informuje, że zbiórka odpadów wielkogabarytowych na osiedlu Słoneczne odbędzie się w sobotę 12 kwietnia 2025 r. Meble, materace i dywany należy wystawić przed altanę śmietnikową najpóźniej do godz. 6:00 w dniu odbioru. Odpady wystawione później nie zostaną odebrane. Zbiórka nie obejmuje opon, gruzu budowlanego ani zużytego sprzętu elektronicznego – te odpady można bezpłatnie oddać do Punktu Selektywnego Zbierania Odpadów Komunalnych (PSZOK) przy ul. Polnej 8, czynnego od wtorku do soboty w godz. 8:00–18:00. Pełny harmonogram na 2025 rok jest dostępny na stronie www.lipowa.pl/odpady, a pytania można kierować na adres odpady@lipowa.pl.",
        good=[
            Good(
                "preserve",
                "Urząd Gminy Lipowa przypomina: w sobotę 12 kwietnia 2025 r. z osiedla Słoneczne zostaną odebrane odpady wielkogabarytowe. Meble, materace i dywany trzeba wystawić przed altanę śmietnikową najpóźniej do 6:00 rano w dniu zbiórki – to, co pojawi się później, nie zostanie zabrane. Pamiętaj, że zbiórka nie obejmuje opon, gruzu budowlanego ani zużytego sprzętu elektronicznego. Takie odpady możesz bezpłatnie oddać w PSZOK przy ul. Polnej 8 (czynny od wtorku do soboty, 8:00–18:00). Harmonogram na cały 2025 rok znajdziesz na www.lipowa.pl/odpady, a pytania możesz wysłać na odpady@lipowa.pl.",
            ),
            Good(
                "preserve",
                "Odbiór odpadów wielkogabarytowych – osiedle Słoneczne (Urząd Gminy Lipowa)\n"
                "- Termin: sobota, 12.04.2025 r.\n"
                "- Co należy wystawić: meble, materace, dywany – przed altanę śmietnikową, najpóźniej do godz. 6:00 w dniu odbioru. Odpady wystawione po tej godzinie nie zostaną odebrane.\n"
                "- Czego zbiórka nie obejmuje: opon, gruzu budowlanego, zużytego sprzętu elektronicznego. Można je nieodpłatnie oddać do Punktu Selektywnego Zbierania Odpadów Komunalnych (PSZOK), ul. Polna 8, czynnego wt.–sob. w godz. 8:00–18:00.\n"
                "- Harmonogram na 2025 r.: www.lipowa.pl/odpady\n"
                "- Pytania: odpady@lipowa.pl",
            ),
            Good(
                "en",
                "Lipowa Municipal Office announces that bulky waste will be collected from the Słoneczne estate on Saturday, 12 April 2025. Furniture, mattresses and carpets must be put out in front of the bin shelter by 6:00 a.m. on the collection day at the latest; waste put out later will not be collected. The collection does not cover tyres, construction rubble or used electronic equipment – these can be taken free of charge to the Selective Municipal Waste Collection Point (PSZOK) at ul. Polna 8, open Tuesday to Saturday from 8:00 to 18:00. The full schedule for 2025 is available at www.lipowa.pl/odpady, and questions can be sent to odpady@lipowa.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "to, co pojawi się później, nie zostanie zabrane",
                        "to, co pojawi się później, również zostanie zabrane",
                    )
                ],
                "negation",
            ),
            Slip(1, [("sobota, 12.04.2025 r.", "sobota, 19.04.2025 r.")], "date"),
            Slip(2, [("www.lipowa.pl/odpady", "www.lipowa.pl/harmonogram")], "url"),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-zawiesina-dawkowanie-dzieci",
        source="Lek stosuje się doraźnie u dzieci o masie ciała powyżej 20 kg (w wieku około 6–9 lat). Zalecana dawka jednorazowa to 200 mg, czyli 10 ml zawiesiny, podawana nie częściej niż co 6 godzin. Nie należy przekraczać dawki 600 mg na dobę. Jeśli objawy utrzymują się dłużej niż 3 dni, należy skontaktować się z lekarzem. Lek należy przyjmować po posiłku, ponieważ może wywoływać dolegliwości żołądkowe. Działania niepożądane, takie jak wysypka lub ból głowy, mogą wystąpić u mniej niż 1 na 100 dzieci. Przed podaniem należy dokładnie wstrząsnąć butelką i odmierzyć dawkę dołączoną strzykawką.",
        good=[
            Good(
                "preserve",
                "Lek podaje się doraźnie dzieciom ważącym ponad 20 kg (mniej więcej w wieku 6–9 lat). Zalecana dawka jednorazowa wynosi 200 mg, czyli 10 ml zawiesiny; nie podawaj jej częściej niż co 6 godzin, a w ciągu doby nie przekraczaj 600 mg. Przed podaniem dokładnie wstrząśnij butelką i odmierz dawkę dołączoną strzykawką. Lek trzeba przyjmować po posiłku, bo może wywoływać dolegliwości żołądkowe. Wysypka lub ból głowy mogą wystąpić u mniej niż 1 na 100 dzieci. Jeśli objawy utrzymują się ponad 3 dni, trzeba skontaktować się z lekarzem.",
            ),
            Good(
                "preserve",
                "Dawkowanie – dzieci o masie ciała powyżej 20 kg (ok. 6–9 lat), stosowanie doraźne:\n"
                "1. Przed podaniem dokładnie wstrząsnąć butelką; dawkę odmierzyć dołączoną strzykawką.\n"
                "2. Zalecana dawka jednorazowa: 200 mg (10 ml zawiesiny), nie częściej niż co 6 godzin.\n"
                "3. Maksymalna dawka dobowa: 600 mg – nie należy jej przekraczać.\n"
                "4. Lek przyjmować po posiłku, ponieważ może wywoływać dolegliwości żołądkowe.\n"
                "5. Jeżeli objawy utrzymują się dłużej niż 3 dni, należy skontaktować się z lekarzem.\n"
                "Możliwe działania niepożądane: wysypka lub ból głowy – mogą wystąpić u mniej niż 1 na 100 dzieci.",
            ),
            Good(
                "en",
                "This medicine is used as needed in children weighing more than 20 kg (aged about 6–9 years). The recommended single dose is 200 mg, i.e. 10 ml of suspension, given no more often than every 6 hours. Do not exceed 600 mg in 24 hours. If symptoms last longer than 3 days, you must contact a doctor. The medicine must be taken after a meal, as it may cause stomach upset. Side effects such as a rash or headache may occur in fewer than 1 in 100 children. Before each dose, shake the bottle well and measure the dose with the syringe provided.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Maksymalna dawka dobowa: 600 mg", "Maksymalna dawka dobowa: 800 mg")],
                "number",
            ),
            Slip(
                2, [("you must contact a doctor", "you may want to contact a doctor")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "bo może wywoływać dolegliwości żołądkowe",
                        "bo wywołuje dolegliwości żołądkowe",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-studiow-egzamin-poprawkowy-komisyjny",
        source="Zgodnie z § 23 ust. 4 Regulaminu studiów Uniwersytetu w Lipnie student, który nie zdał egzaminu w pierwszym terminie, ma prawo do jednego egzaminu poprawkowego. Egzamin poprawkowy odbywa się nie wcześniej niż 7 dni po ogłoszeniu wyników pierwszego terminu i nie później niż do 20 września. Student nieobecny na egzaminie bez usprawiedliwienia traci dany termin. Usprawiedliwienie należy złożyć w dziekanacie w ciągu 5 dni roboczych od daty egzaminu. Na wniosek studenta złożony w terminie 3 dni od ogłoszenia wyników poprawki dziekan może zarządzić egzamin komisyjny (§ 25 ust. 1). Ocena z egzaminu komisyjnego jest ostateczna.",
        good=[
            Good(
                "preserve",
                "Jeśli nie zdasz egzaminu w pierwszym terminie, masz prawo do jednego egzaminu poprawkowego (§ 23 ust. 4 Regulaminu studiów Uniwersytetu w Lipnie). Poprawka odbywa się najwcześniej 7 dni po ogłoszeniu wyników pierwszego terminu, a najpóźniej 20 września. Nieobecność bez usprawiedliwienia oznacza utratę terminu; usprawiedliwienie musisz złożyć w dziekanacie w ciągu 5 dni roboczych od daty egzaminu. Po poprawce masz 3 dni od ogłoszenia wyników na złożenie wniosku – na jego podstawie dziekan może zarządzić egzamin komisyjny (§ 25 ust. 1). Jego ocena jest ostateczna.",
            ),
            Good(
                "preserve",
                "Regulamin studiów Uniwersytetu w Lipnie (§ 23 ust. 4) przyznaje studentowi, który nie zdał egzaminu w pierwszym terminie, prawo do jednego egzaminu poprawkowego. Poprawkę przeprowadza się nie wcześniej niż 7 dni od ogłoszenia wyników pierwszego terminu, jednak nie później niż do 20 września. Nieusprawiedliwiona nieobecność na egzaminie skutkuje utratą danego terminu, przy czym usprawiedliwienie należy złożyć w dziekanacie w ciągu 5 dni roboczych od daty egzaminu. Dziekan może zarządzić egzamin komisyjny na wniosek studenta złożony w ciągu 3 dni od ogłoszenia wyników poprawki (§ 25 ust. 1); ocena uzyskana na tym egzaminie jest ostateczna.",
            ),
            Good(
                "en",
                "Under § 23(4) of the Study Regulations of the University of Lipno, a student who fails an exam at the first attempt is entitled to one resit. The resit takes place no earlier than 7 days after the first-attempt results are announced and no later than 20 September. A student who misses the exam without a valid excuse loses that attempt. The excuse must be submitted to the dean's office within 5 working days of the exam date. At the student's request, filed within 3 days of the announcement of the resit results, the dean may order a committee exam (§ 25(1)). The grade from the committee exam is final.",
            ),
        ],
        bad=[
            Slip(2, [("(§ 25(1))", "(§ 26(1))")], "legal_reference"),
            Slip(
                0, [("Jego ocena jest ostateczna.", "Jego ocena nie jest ostateczna.")], "negation"
            ),
            Slip(1, [("nie później niż do 20 września", "nie później niż do 30 września")], "date"),
        ],
    ),
    Case(
        key="pl-rozklad-r4-torun-bydgoszcz-komunikacja-zastepcza",
        source="Od 15 czerwca 2025 r. do 31 sierpnia 2025 r. w związku z modernizacją wiaduktu w Solcu Kujawskim pociągi linii R4 Toruń Główny – Bydgoszcz Główna będą kursować według zmienionego rozkładu jazdy. Na odcinku Solec Kujawski – Bydgoszcz Wschód zostanie uruchomiona zastępcza komunikacja autobusowa. Czas przejazdu wydłuży się o około 25 minut. Bilety kolejowe są honorowane w autobusach zastępczych, ale w autobusach nie można przewozić rowerów. Ostatni pociąg z Torunia odjedzie o 22:47 zamiast o 23:15. Szczegółowe rozkłady są dostępne na stronie przewoźnika oraz w kasach biletowych. Przewoźnik przeprasza podróżnych za utrudnienia.",
        good=[
            Good(
                "preserve",
                "Uwaga, podróżni linii R4 Toruń Główny – Bydgoszcz Główna! W dniach 15.06–31.08.2025 obowiązuje zmieniony rozkład jazdy, a powodem jest modernizacja wiaduktu w Solcu Kujawskim. Między Solcem Kujawskim a Bydgoszczą Wschód zamiast pociągów pojadą autobusy zastępcze, więc podróż potrwa około 25 minut dłużej. W autobusach zastępczych honorowane są bilety kolejowe, nie można jednak przewozić w nich rowerów. Ostatni pociąg z Torunia odjedzie o 22:47 zamiast o 23:15. Szczegółowe rozkłady znajdziesz na stronie przewoźnika i w kasach biletowych. Przewoźnik przeprasza za utrudnienia.",
            ),
            Good(
                "preserve",
                "Linia R4 Toruń Główny – Bydgoszcz Główna: zmiany od 15 czerwca do 31 sierpnia 2025 r.\n"
                "- Przyczyna: modernizacja wiaduktu w Solcu Kujawskim.\n"
                "- Odcinek Solec Kujawski – Bydgoszcz Wschód: zastępcza komunikacja autobusowa.\n"
                "- Czas przejazdu: dłuższy o ok. 25 minut.\n"
                "- Bilety kolejowe są honorowane w autobusach zastępczych; rowerów nie można w nich przewozić.\n"
                "- Ostatni pociąg z Torunia: 22:47 (zamiast 23:15).\n"
                "Szczegółowe rozkłady są dostępne na stronie przewoźnika i w kasach biletowych. Przewoźnik przeprasza podróżnych za utrudnienia.",
            ),
            Good(
                "en",
                "From 15 June to 31 August 2025, R4 trains between Toruń Główny and Bydgoszcz Główna will run to an amended timetable because of the modernisation of the viaduct in Solec Kujawski. A rail replacement bus service will operate between Solec Kujawski and Bydgoszcz Wschód, and journeys will take about 25 minutes longer. Rail tickets are valid on the replacement buses, but bicycles cannot be carried on them. The last train from Toruń will leave at 22:47 instead of 23:15. Detailed timetables are available on the operator's website and at ticket offices. The operator apologises to passengers for the inconvenience.",
            ),
        ],
        bad=[
            Slip(0, [("W dniach 15.06–31.08.2025", "W dniach 15.06–31.07.2025")], "date"),
            Slip(1, [("dłuższy o ok. 25 minut", "dłuższy o ok. 35 minut")], "number"),
            Slip(
                2,
                [
                    (
                        "the modernisation of the viaduct in Solec Kujawski.",
                        "the modernisation of the viaduct in Solec Kujawski, carried out by the contractor Torbud.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-raportownik-wydanie-320-zmiany-niekompatybilne",
        source="""## Wersja 3.2.0 (2025-03-18)

### Nowe funkcje
- Dodano polecenie `raport eksport --format csv`, które zapisuje wyniki do pliku.
- Obsługa plików konfiguracyjnych w formacie TOML (`config.toml`).

### Zmiany niekompatybilne
- Usunięto opcję `--legacy-auth`. Uwierzytelnianie tokenem jest teraz jedyną obsługiwaną metodą.
- Minimalna wymagana wersja Pythona to 3.10.

### Poprawki
- Import nie zawiesza się już przy plikach większych niż 2 GB.

Aktualizacja z wersji 2.x nie jest automatyczna: przed instalacją należy przenieść ustawienia zgodnie z [przewodnikiem migracji](https://docs.raportownik.dev/migracja). Wersje 2.x nie będą otrzymywać poprawek bezpieczeństwa po 30 czerwca 2025 r.""",
        good=[
            Good(
                "preserve",
                """## Wersja 3.2.0 (18.03.2025)

### Uwaga: zmiany niekompatybilne
- Opcja `--legacy-auth` została usunięta – jedyną obsługiwaną metodą uwierzytelniania jest teraz token.
- Wymagany jest Python w wersji co najmniej 3.10.

### Co nowego
- Nowe polecenie `raport eksport --format csv` zapisuje wyniki do pliku.
- Pliki konfiguracyjne można teraz zapisywać w formacie TOML (`config.toml`).

### Naprawione błędy
- Import plików większych niż 2 GB już się nie zawiesza.

> Aktualizacja z 2.x nie odbywa się automatycznie. Zanim zainstalujesz nową wersję, musisz przenieść ustawienia według [przewodnika migracji](https://docs.raportownik.dev/migracja). Po 30 czerwca 2025 r. wersje 2.x nie będą już dostawać poprawek bezpieczeństwa.""",
            ),
            Good(
                "preserve",
                """## Wersja 3.2.0 (2025-03-18)

### Nowe funkcje
- Polecenie `raport eksport --format csv` – zapis wyników do pliku.
- Wsparcie dla plików konfiguracyjnych w formacie TOML (`config.toml`).

### Zmiany łamiące zgodność
- Opcja `--legacy-auth` nie jest już dostępna; jedyną obsługiwaną metodą uwierzytelniania jest token.
- Minimalna wymagana wersja Pythona: 3.10.

### Poprawki
- Naprawiono zawieszanie się importu przy plikach większych niż 2 GB.

Aktualizacja z wersji 2.x nie przebiega automatycznie – przed instalacją należy przenieść ustawienia, korzystając z [przewodnika migracji](https://docs.raportownik.dev/migracja). Po 30 czerwca 2025 r. wersje 2.x przestaną otrzymywać poprawki bezpieczeństwa.""",
            ),
            Good(
                "en",
                """## Version 3.2.0 (2025-03-18)

### New features
- Added the `raport eksport --format csv` command, which saves results to a file.
- Support for TOML configuration files (`config.toml`).

### Breaking changes
- Removed the `--legacy-auth` option. Token authentication is now the only supported method.
- The minimum required Python version is 3.10.

### Fixes
- Import no longer hangs on files larger than 2 GB.

Upgrading from 2.x is not automatic: before installing, you must migrate your settings as described in the [migration guide](https://docs.raportownik.dev/migracja). Versions 2.x will not receive security fixes after 30 June 2025.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Removed the `--legacy-auth` option.", "Removed the `--legacy-token` option.")],
                "code",
            ),
            Slip(1, [("### Zmiany łamiące zgodność\n", "Zmiany łamiące zgodność:\n")], "markdown"),
            Slip(
                0,
                [
                    (
                        "Aktualizacja z 2.x nie odbywa się automatycznie.",
                        "Aktualizacja z 2.x odbywa się automatycznie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ncn-preludium-24-nabor-wnioskow",
        source="Narodowe Centrum Nauki ogłasza konkurs PRELUDIUM 24 na projekty badawcze realizowane przez osoby nieposiadające stopnia doktora. Wnioski można składać wyłącznie w systemie OSF (osf.opi.org.pl) do 15 grudnia 2025 r. do godz. 16:00. Budżet konkursu wynosi 60 mln zł, a maksymalna wartość pojedynczego projektu to 210 000 zł. Projekt może trwać 12, 24 lub 36 miesięcy. Wnioskodawca musi mieć opiekuna naukowego ze stopniem co najmniej doktora. Do wniosku należy dołączyć plan zarządzania danymi. Wyniki zostaną ogłoszone prawdopodobnie w czerwcu 2026 r. Szczegółowe warunki znajdują się na stronie ncn.gov.pl/preludium24.",
        good=[
            Good(
                "preserve",
                "Nie masz jeszcze doktoratu? Narodowe Centrum Nauki ogłosiło konkurs PRELUDIUM 24 na projekty badawcze właśnie dla osób bez stopnia doktora. Wniosek złożysz wyłącznie przez system OSF (osf.opi.org.pl), a czas masz do 15 grudnia 2025 r., do godz. 16:00. Na cały konkurs przeznaczono 60 mln zł; pojedynczy projekt może być wart maksymalnie 210 000 zł i trwać 12, 24 albo 36 miesięcy. Musisz mieć opiekuna naukowego ze stopniem co najmniej doktora, a do wniosku trzeba dołączyć plan zarządzania danymi. Wyniki zostaną ogłoszone prawdopodobnie w czerwcu 2026 r. Szczegóły znajdziesz na ncn.gov.pl/preludium24.",
            ),
            Good(
                "preserve",
                "Konkurs PRELUDIUM 24 Narodowego Centrum Nauki – najważniejsze informacje:\n"
                "- dla kogo: projekty badawcze osób nieposiadających stopnia doktora; wnioskodawca musi mieć opiekuna naukowego ze stopniem co najmniej doktora;\n"
                "- budżet konkursu: 60 mln zł, maksymalnie 210 000 zł na projekt;\n"
                "- czas trwania projektu: 12, 24 lub 36 miesięcy;\n"
                "- nabór: wyłącznie w systemie OSF (osf.opi.org.pl), do 15.12.2025 r., godz. 16:00;\n"
                "- wymagany załącznik: plan zarządzania danymi;\n"
                "- wyniki: prawdopodobnie w czerwcu 2026 r.\n"
                "Szczegółowe warunki: ncn.gov.pl/preludium24.",
            ),
            Good(
                "en",
                "The National Science Centre has announced the PRELUDIUM 24 call for research projects carried out by people who do not hold a doctoral degree. Applications may be submitted only through the OSF system (osf.opi.org.pl) by 4:00 p.m. on 15 December 2025. The call's budget is PLN 60 million, and a single project may be worth at most PLN 210,000. Projects may last 12, 24 or 36 months. Applicants must have an academic supervisor holding at least a doctoral degree, and a data management plan must be attached to the application. Results will probably be announced in June 2026. Detailed terms are available at ncn.gov.pl/preludium24.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 210 000 zł", "maksymalnie 250 000 zł")], "number"),
            Slip(
                1,
                [("wnioskodawca musi mieć opiekuna", "wnioskodawca powinien mieć opiekuna")],
                "modality",
            ),
            Slip(2, [("(osf.opi.org.pl)", "(osf.opi.gov.pl)")], "url"),
        ],
    ),
    Case(
        key="pl-porzadek-domowy-wspolnota-zielone-tarasy",
        source="Regulamin porządku domowego Wspólnoty Mieszkaniowej „Zielone Tarasy”, przyjęty uchwałą nr 4/2024 z dnia 12 marca 2024 r., wprowadza następujące zasady. Cisza nocna obowiązuje od godz. 22:00 do 6:00. Na klatkach schodowych i w korytarzach piwnicznych nie wolno przechowywać rowerów, wózków ani innych przedmiotów, ponieważ utrudniają ewakuację. Psy na terenie osiedla muszą być prowadzone na smyczy. Grillowanie na balkonach jest zabronione; dopuszcza się je wyłącznie w wyznaczonym miejscu przy placu zabaw. Remonty powodujące hałas mogą być prowadzone w dni robocze w godz. 8:00–18:00. Mieszkańcy powinni segregować odpady zgodnie z regulaminem gminy. W sprawach nieuregulowanych stosuje się przepisy ustawy z dnia 24 czerwca 1994 r. o własności lokali.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy, przypominamy zasady z regulaminu porządku domowego Wspólnoty Mieszkaniowej „Zielone Tarasy” (uchwała nr 4/2024 z 12 marca 2024 r.). Cisza nocna trwa od 22:00 do 6:00. Rowerów, wózków i innych przedmiotów nie wolno przechowywać na klatkach schodowych ani w korytarzach piwnicznych, bo utrudniają ewakuację. Psa na terenie osiedla trzeba prowadzić na smyczy. Na balkonach grillować nie wolno – grillowanie jest dopuszczalne tylko w wyznaczonym miejscu przy placu zabaw. Hałaśliwe remonty można prowadzić w dni robocze od 8:00 do 18:00. Każdy z Państwa powinien segregować odpady zgodnie z regulaminem gminy. W sprawach, których regulamin nie obejmuje, stosuje się ustawę z dnia 24 czerwca 1994 r. o własności lokali.",
            ),
            Good(
                "preserve",
                "Wspólnota Mieszkaniowa „Zielone Tarasy” – zasady porządku domowego (uchwała nr 4/2024 z dnia 12 marca 2024 r.):\n"
                "1. Cisza nocna: od godz. 22:00 do godz. 6:00.\n"
                "2. Zakaz przechowywania rowerów, wózków i innych przedmiotów na klatkach schodowych oraz w korytarzach piwnicznych, ponieważ utrudniają one ewakuację.\n"
                "3. Psy na terenie osiedla muszą być prowadzone na smyczy.\n"
                "4. Zakaz grillowania na balkonach; grillowanie dopuszczalne wyłącznie w wyznaczonym miejscu przy placu zabaw.\n"
                "5. Remonty powodujące hałas mogą być prowadzone w dni robocze w godz. 8:00–18:00.\n"
                "6. Mieszkańcy powinni segregować odpady zgodnie z regulaminem gminy.\n"
                "W sprawach nieuregulowanych zastosowanie mają przepisy ustawy z dnia 24 czerwca 1994 r. o własności lokali.",
            ),
            Good(
                "en",
                "The house rules of the “Zielone Tarasy” Housing Community, adopted by Resolution No. 4/2024 of 12 March 2024, set out the following. Quiet hours are from 10:00 p.m. to 6:00 a.m. Bicycles, prams and other items must not be stored on staircases or in basement corridors, as they obstruct evacuation. Dogs on the estate must be kept on a lead. Barbecuing on balconies is prohibited; it is allowed only in the designated area by the playground. Noisy renovation work may be carried out on working days between 8:00 a.m. and 6:00 p.m. Residents should sort their waste in accordance with the municipality's rules. Matters not covered by the rules are governed by the Act of 24 June 1994 on the Ownership of Premises.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Na balkonach grillować nie wolno", "Na balkonach grillować wolno")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "3. Psy na terenie osiedla muszą być prowadzone",
                        "3. Psy na terenie osiedla powinny być prowadzone",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "the Act of 24 June 1994 on the Ownership of Premises",
                        "the Act of 24 June 1994 on Housing Cooperatives",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-muzeum-lublin-wystawa-malarstwo-skandynawskie",
        source="Muzeum Narodowe w Lublinie zaprasza na wystawę „Światło Północy. Malarstwo skandynawskie 1880–1910”, którą będzie można oglądać od 7 listopada 2025 r. do 22 lutego 2026 r. Na ekspozycji zostanie zaprezentowanych 86 obrazów wypożyczonych z 14 muzeów w Norwegii, Szwecji i Danii, w tym prace Edvarda Muncha i Anny Ancher. Część dzieł po raz pierwszy zostanie pokazana w Polsce. Bilet normalny kosztuje 30 zł, ulgowy 20 zł, a we wtorki wstęp na wystawę jest bezpłatny. Kuratorką wystawy jest dr Joanna Kielak. Wystawie towarzyszy katalog oraz cykl wykładów, które odbywać się będą w każdą pierwszą sobotę miesiąca o godz. 12:00.",
        good=[
            Good(
                "preserve",
                "Obrazy Edvarda Muncha i Anny Ancher w Lublinie! Od 7 listopada 2025 r. do 22 lutego 2026 r. Muzeum Narodowe w Lublinie pokaże wystawę „Światło Północy. Malarstwo skandynawskie 1880–1910”. Złoży się na nią 86 obrazów wypożyczonych z 14 muzeów w Norwegii, Szwecji i Danii, a niektóre z tych dzieł polska publiczność zobaczy po raz pierwszy. Kuratorką wystawy jest dr Joanna Kielak. Bilety: normalny 30 zł, ulgowy 20 zł; we wtorki wstęp na wystawę jest bezpłatny. Przygotowano także katalog i cykl wykładów – w każdą pierwszą sobotę miesiąca o 12:00.",
            ),
            Good(
                "preserve",
                "„Światło Północy. Malarstwo skandynawskie 1880–1910” – tak brzmi tytuł wystawy, którą od 7 listopada 2025 r. do 22 lutego 2026 r. będzie można oglądać w Muzeum Narodowym w Lublinie. Na wystawie, której kuratorką jest dr Joanna Kielak, znajdzie się 86 obrazów wypożyczonych z 14 muzeów Norwegii, Szwecji i Danii, m.in. prace Edvarda Muncha i Anny Ancher; część z nich zostanie pokazana w Polsce po raz pierwszy. Wystawie towarzyszą katalog i cykl wykładów (każda pierwsza sobota miesiąca, godz. 12:00). Ceny biletów: 30 zł (normalny) i 20 zł (ulgowy). We wtorki wstęp na wystawę jest bezpłatny.",
            ),
            Good(
                "en",
                "The National Museum in Lublin invites visitors to the exhibition “Światło Północy. Malarstwo skandynawskie 1880–1910” (Northern Light: Scandinavian Painting 1880–1910), on view from 7 November 2025 to 22 February 2026. It will present 86 paintings on loan from 14 museums in Norway, Sweden and Denmark, including works by Edvard Munch and Anna Ancher. Some of the works will be shown in Poland for the first time. A standard ticket costs PLN 30 and a reduced one PLN 20; admission to the exhibition is free on Tuesdays. The exhibition is curated by Dr Joanna Kielak. It is accompanied by a catalogue and a series of lectures held on the first Saturday of every month at 12:00 noon.",
            ),
        ],
        bad=[
            Slip(0, [("do 22 lutego 2026 r.", "do 22 marca 2026 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Wystawie towarzyszą katalog i cykl wykładów",
                        "Wystawie towarzyszą katalog, warsztaty dla dzieci i cykl wykładów",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("It will present 86 paintings", "It will present 68 paintings")], "number"),
        ],
    ),
    Case(
        key="pl-konto-oszczednosciowe-plus-oprocentowanie-zmienne",
        source="Konto Oszczędnościowe Plus jest oprocentowane według zmiennej stopy procentowej, która na dzień 1 lipca 2025 r. wynosi 4,5% w skali roku dla środków do 100 000 zł. Nadwyżka ponad tę kwotę jest oprocentowana na poziomie 1,5%. Odsetki są naliczane codziennie i kapitalizowane raz w miesiącu. Pierwsza wypłata w danym miesiącu kalendarzowym jest bezpłatna, każda kolejna kosztuje 10 zł. Bank nie pobiera opłaty za prowadzenie rachunku. Oprocentowanie może ulec zmianie w przypadku zmiany stóp procentowych NBP; o każdej zmianie bank poinformuje klienta z co najmniej 30-dniowym wyprzedzeniem. Od odsetek pobierany jest podatek od dochodów kapitałowych w wysokości 19%.",
        good=[
            Good(
                "preserve",
                "Środki na Koncie Oszczędnościowym Plus do kwoty 100 000 zł są oprocentowane na 4,5% w skali roku (stopa zmienna, stan na 1 lipca 2025 r.), a nadwyżka ponad tę kwotę – na 1,5%. Odsetki nalicza się każdego dnia, a kapitalizuje raz w miesiącu. W każdym miesiącu kalendarzowym pierwsza wypłata nic Cię nie kosztuje, za każdą kolejną zapłacisz 10 zł. Za prowadzenie rachunku bank nie pobiera opłaty. Jeśli NBP zmieni stopy procentowe, oprocentowanie może się zmienić – o każdej zmianie bank powiadomi Cię co najmniej 30 dni wcześniej. Od odsetek pobierany jest 19-procentowy podatek od dochodów kapitałowych.",
            ),
            Good(
                "preserve",
                "Warunki Konta Oszczędnościowego Plus:\n"
                "- oprocentowanie zmienne (stan na 1.07.2025 r.): 4,5% w skali roku dla środków do 100 000 zł, 1,5% dla nadwyżki ponad tę kwotę;\n"
                "- odsetki: naliczane codziennie, kapitalizowane raz w miesiącu;\n"
                "- wypłaty: pierwsza w miesiącu kalendarzowym bezpłatna, każda kolejna – 10 zł;\n"
                "- prowadzenie rachunku: bez opłat;\n"
                "- zmiana oprocentowania: możliwa w przypadku zmiany stóp procentowych NBP, z powiadomieniem klienta co najmniej 30 dni wcześniej;\n"
                "- podatek od dochodów kapitałowych: 19% od odsetek.",
            ),
            Good(
                "en",
                "The Konto Oszczędnościowe Plus savings account pays a variable interest rate which, as of 1 July 2025, is 4.5% per year on balances up to PLN 100,000. Any amount above that earns 1.5%. Interest is calculated daily and capitalised once a month. Your first withdrawal in each calendar month is free; every further one costs PLN 10. The bank does not charge an account maintenance fee. The interest rate may change if the National Bank of Poland changes its interest rates, and the bank will notify you of any change at least 30 days in advance. Interest is subject to 19% capital gains tax.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "są oprocentowane na 4,5% w skali roku",
                        "są oprocentowane na 5,5% w skali roku",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "zmiana oprocentowania: możliwa w przypadku",
                        "zmiana oprocentowania: następuje w przypadku",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The bank does not charge an account maintenance fee.",
                        "The bank charges an account maintenance fee.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-raba-swat-odplyw-wezbraniowy",
        source="Celem badania była ocena wpływu zmian użytkowania terenu na odpływ wezbraniowy w zlewni górnej Raby w latach 1985–2020. Wykorzystano model SWAT skalibrowany na podstawie dobowych przepływów z posterunku Mszana Dolna (współczynnik Nasha-Sutcliffe’a 0,78). Wyniki wskazują, że wzrost powierzchni zabudowanej o 12% prawdopodobnie przyczynił się do zwiększenia przepływów kulminacyjnych średnio o 8–11%. Nie stwierdzono natomiast istotnego trendu w sumach opadów rocznych. Uzyskane wyniki są zgodne z wcześniejszymi ustaleniami Kowalczyka i in. (2019), opublikowanymi w czasopiśmie „Journal of Hydrology”. Sugeruje to, że w planowaniu przestrzennym zlewni należy uwzględniać retencję wód opadowych.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono, jak zmiany użytkowania terenu w latach 1985–2020 wpłynęły na odpływ wezbraniowy w zlewni górnej Raby. Zastosowano model SWAT, skalibrowany na dobowych przepływach z posterunku Mszana Dolna (współczynnik Nasha-Sutcliffe’a = 0,78). Wyniki wskazują, że zwiększenie powierzchni zabudowanej o 12% prawdopodobnie przyczyniło się do wzrostu przepływów kulminacyjnych przeciętnie o 8–11%, natomiast w rocznych sumach opadów nie stwierdzono istotnego trendu. Rezultaty te są zgodne z wcześniejszymi ustaleniami Kowalczyka i in. (2019), opublikowanymi w „Journal of Hydrology”, i sugerują, że w planowaniu przestrzennym zlewni należy uwzględniać retencję wód opadowych.",
            ),
            Good(
                "preserve",
                "Jak zmiany użytkowania terenu wpływają na wezbrania? Autorzy sprawdzili to w zlewni górnej Raby, analizując lata 1985–2020. Posłużyli się modelem SWAT, który skalibrowali na dobowych przepływach z posterunku Mszana Dolna (współczynnik Nasha-Sutcliffe’a wyniósł 0,78). Wyniki wskazują, że przyrost powierzchni zabudowanej o 12% prawdopodobnie przyczynił się do wzrostu przepływów kulminacyjnych średnio o 8–11%. W rocznych sumach opadów nie stwierdzono przy tym istotnego trendu. Podobne ustalenia przedstawili wcześniej Kowalczyk i in. (2019) w czasopiśmie „Journal of Hydrology”. Sugeruje to, że w planowaniu przestrzennym zlewni należy uwzględniać retencję wód opadowych.",
            ),
            Good(
                "en",
                "The study aimed to assess the impact of land-use change on flood runoff in the upper Raba catchment in 1985–2020. A SWAT model was used, calibrated against daily discharges from the Mszana Dolna gauging station (Nash–Sutcliffe efficiency 0.78). The results indicate that a 12% increase in built-up area probably contributed to an average rise of 8–11% in peak flows. No significant trend in annual precipitation totals was found. The findings are consistent with earlier work by Kowalczyk et al. (2019), published in the Journal of Hydrology. This suggests that stormwater retention needs to be taken into account in spatial planning of the catchment.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyka i in. (2019)", "Kowalczyka i in. (2017)")], "citation"),
            Slip(1, [("prawdopodobnie przyczynił się", "przyczynił się")], "hedge"),
            Slip(
                2,
                [("a 12% increase in built-up area", "a 21% increase in built-up area")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-readme-skanerlog-instalacja-uzycie-cli",
        source="""# skanerlog

Narzędzie wiersza poleceń do analizy logów serwera.

## Instalacja

Wymagany jest Python 3.9 lub nowszy. Zainstaluj pakiet poleceniem:

```
pip install skanerlog==1.4.2
```

## Użycie

Aby przeanalizować plik, uruchom `skanerlog analiza access.log`. Domyślnie wyniki trafiają na standardowe wyjście; możesz je zapisać do pliku, dodając flagę `--wyjscie raport.json`.

Pliki większe niż 500 MB należy najpierw podzielić poleceniem `skanerlog podziel`. Narzędzie nie obsługuje skompresowanych logów (.gz) – przed analizą trzeba je rozpakować.

Błędy zgłaszaj na https://github.com/skanerlog/skanerlog/issues. Licencja: MIT.""",
        good=[
            Good(
                "preserve",
                """# skanerlog

skanerlog to narzędzie wiersza poleceń, które analizuje logi serwera.

## Instalacja

Potrzebujesz Pythona w wersji 3.9 lub nowszej. Pakiet instalujesz tak:

```
pip install skanerlog==1.4.2
```

## Jak używać

Plik analizujesz poleceniem `skanerlog analiza access.log`. Wyniki domyślnie pojawiają się na standardowym wyjściu, a jeśli wolisz zapisać je do pliku, dodaj flagę `--wyjscie raport.json`.

Uwaga na duże pliki: te powyżej 500 MB trzeba najpierw podzielić poleceniem `skanerlog podziel`. Skompresowane logi (.gz) nie są obsługiwane, więc przed analizą musisz je rozpakować.

Błędy zgłaszaj na https://github.com/skanerlog/skanerlog/issues. Licencja: MIT.""",
            ),
            Good(
                "preserve",
                """# skanerlog

Narzędzie wiersza poleceń do analizy logów serwera (licencja MIT).

## Instalacja

Wymagania: Python 3.9 lub nowszy. Instalacja:

```
pip install skanerlog==1.4.2
```

## Użycie

- Analiza pliku: `skanerlog analiza access.log` (wyniki domyślnie trafiają na standardowe wyjście).
- Zapis wyników do pliku: dodaj flagę `--wyjscie raport.json`.
- Pliki większe niż 500 MB: najpierw należy je podzielić poleceniem `skanerlog podziel`.
- Logi skompresowane (.gz) nie są obsługiwane – przed analizą trzeba je rozpakować.

Zgłoszenia błędów: https://github.com/skanerlog/skanerlog/issues""",
            ),
            Good(
                "en",
                """# skanerlog

A command-line tool for analysing server logs.

## Installation

Python 3.9 or newer is required. Install the package with:

```
pip install skanerlog==1.4.2
```

## Usage

To analyse a file, run `skanerlog analiza access.log`. By default the results go to standard output; you can save them to a file by adding the `--wyjscie raport.json` flag.

Files larger than 500 MB must first be split with `skanerlog podziel`. The tool does not support compressed logs (.gz) – you have to unpack them before analysis.

Report bugs at https://github.com/skanerlog/skanerlog/issues. License: MIT.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("dodaj flagę `--wyjscie raport.json`", "dodaj flagę `--output raport.json`")],
                "code",
            ),
            Slip(
                1,
                [("```\npip install skanerlog==1.4.2\n```", "pip install skanerlog==1.4.2")],
                "markdown",
            ),
            Slip(2, [("must first be split", "can first be split")], "modality"),
        ],
    ),
    Case(
        key="pl-przerwa-dostawy-wody-zielonka-zasuwa",
        source="Przedsiębiorstwo Wodociągów i Kanalizacji w Zielonce informuje, że w środę 21 maja 2025 r. w godz. 8:00–15:00 nastąpi przerwa w dostawie wody dla budynków przy ulicach Leśnej, Klonowej i Kasztanowej. Przerwa jest związana z wymianą zasuwy na sieci wodociągowej. Na skrzyżowaniu ulic Leśnej i Klonowej zostanie ustawiony beczkowóz z wodą pitną. Po przywróceniu dostawy woda może być przez kilka godzin mętna; nie stanowi to zagrożenia dla zdrowia, ale zalecamy spuścić wodę przed jej spożyciem. Prosimy o zgromadzenie zapasu wody na czas przerwy. Za utrudnienia przepraszamy. Informacje pod numerem telefonu 22 781 40 00.",
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy ulic Leśnej, Klonowej i Kasztanowej! W środę 21.05.2025 r. od 8:00 do 15:00 nie będzie wody – Przedsiębiorstwo Wodociągów i Kanalizacji w Zielonce wymienia zasuwę na sieci wodociągowej. Beczkowóz z wodą pitną stanie na skrzyżowaniu Leśnej i Klonowej. Prosimy, zróbcie zapas wody na czas przerwy. Po ponownym uruchomieniu dostawy woda przez kilka godzin może być mętna. Nie jest to groźne dla zdrowia, ale zalecamy, by przed spożyciem ją spuścić. Przepraszamy za utrudnienia. Informacje: tel. 22 781 40 00.",
            ),
            Good(
                "preserve",
                "Komunikat Przedsiębiorstwa Wodociągów i Kanalizacji w Zielonce\n"
                "W związku z wymianą zasuwy na sieci wodociągowej w środę, 21 maja 2025 r., w godzinach 8:00–15:00 budynki przy ul. Leśnej, Klonowej i Kasztanowej zostaną pozbawione dostawy wody. Woda pitna będzie dostępna z beczkowozu ustawionego na skrzyżowaniu ul. Leśnej i Klonowej. Uprzejmie prosimy o zgromadzenie zapasu wody na czas przerwy. Przez kilka godzin po wznowieniu dostawy woda może być mętna – nie stanowi to zagrożenia dla zdrowia, zalecamy jednak spuszczenie wody przed spożyciem. Przepraszamy za utrudnienia. Informacji udzielamy pod numerem 22 781 40 00.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company in Zielonka announces that on Wednesday, 21 May 2025, between 8:00 a.m. and 3:00 p.m., the water supply will be cut off to buildings on Leśna, Klonowa and Kasztanowa streets. The interruption is due to the replacement of a gate valve on the water main. A water tanker with drinking water will be stationed at the junction of Leśna and Klonowa streets. After the supply is restored, the water may be cloudy for a few hours; this poses no health risk, but we recommend running the tap before drinking it. Please store enough water to last through the interruption. We apologise for the inconvenience. For information, call 22 781 40 00.",
            ),
        ],
        bad=[
            Slip(0, [("od 8:00 do 15:00", "od 8:00 do 13:00")], "date"),
            Slip(
                1,
                [("nie stanowi to zagrożenia dla zdrowia", "stanowi to zagrożenie dla zdrowia")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A water tanker with drinking water will be stationed at the junction of Leśna and Klonowa streets.",
                        "Na skrzyżowaniu ulic Leśnej i Klonowej zostanie ustawiony beczkowóz z wodą pitną.",
                    ),
                    ("We apologise for the inconvenience.", "Za utrudnienia przepraszamy."),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-syrop-ambroksol-przeciwwskazania-ciaza",
        source="Nie stosować leku u dzieci w wieku poniżej 2 lat ani u osób z nadwrażliwością na ambroksol lub którąkolwiek substancję pomocniczą. Kobiety w ciąży, zwłaszcza w pierwszym trymestrze, mogą przyjmować lek wyłącznie po konsultacji z lekarzem. Syrop zawiera sorbitol, dlatego pacjenci z rzadko występującą dziedziczną nietolerancją fruktozy nie powinni go przyjmować. Leku nie należy stosować jednocześnie z lekami hamującymi odruch kaszlu, ponieważ może to utrudnić odkrztuszanie wydzieliny. Jeżeli po 5 dniach stosowania objawy nie ustąpią lub nasilą się, należy zwrócić się do lekarza. Lek należy przechowywać w temperaturze poniżej 25°C, w miejscu niewidocznym i niedostępnym dla dzieci. Po pierwszym otwarciu butelki syrop można stosować przez 6 miesięcy.",
        good=[
            Good(
                "preserve",
                "Nie podawaj leku dzieciom poniżej 2 lat ani osobom z nadwrażliwością na ambroksol lub którąkolwiek substancję pomocniczą. Jeśli jesteś w ciąży, zwłaszcza w pierwszym trymestrze, możesz przyjmować lek wyłącznie po konsultacji z lekarzem. Syrop zawiera sorbitol, więc nie powinny go przyjmować osoby z rzadko występującą dziedziczną nietolerancją fruktozy. Nie stosuj go jednocześnie z lekami hamującymi odruch kaszlu – może to utrudnić odkrztuszanie wydzieliny. Gdy po 5 dniach stosowania objawy nie ustąpią albo się nasilą, zwróć się do lekarza. Przechowuj lek w temperaturze poniżej 25°C, w miejscu niewidocznym i niedostępnym dla dzieci. Otwarty syrop możesz stosować przez 6 miesięcy od pierwszego otwarcia butelki.",
            ),
            Good(
                "preserve",
                "Przeciwwskazania i środki ostrożności:\n"
                "- nie stosować u dzieci poniżej 2 lat ani u osób z nadwrażliwością na ambroksol lub którąkolwiek substancję pomocniczą;\n"
                "- kobiety w ciąży (szczególnie w pierwszym trymestrze) mogą przyjmować lek wyłącznie po konsultacji z lekarzem;\n"
                "- syrop zawiera sorbitol – pacjenci z rzadko występującą dziedziczną nietolerancją fruktozy nie powinni go przyjmować;\n"
                "- nie stosować jednocześnie z lekami hamującymi odruch kaszlu, ponieważ może to utrudnić odkrztuszanie wydzieliny;\n"
                "- jeżeli po 5 dniach stosowania objawy nie ustąpią lub się nasilą, należy zwrócić się do lekarza.\n"
                "Przechowywanie: w temperaturze poniżej 25°C, w miejscu niewidocznym i niedostępnym dla dzieci. Po pierwszym otwarciu butelki syrop można stosować przez 6 miesięcy.",
            ),
            Good(
                "en",
                "Do not use this medicine in children under 2 years of age or in people who are hypersensitive to ambroxol or any of the excipients. Pregnant women, especially in the first trimester, may take the medicine only after consulting a doctor. The syrup contains sorbitol, so patients with rare hereditary fructose intolerance should not take it. Do not use it at the same time as cough suppressants, as this may make it harder to cough up mucus. If symptoms do not go away or get worse after 5 days of use, consult a doctor. Store below 25°C, out of the sight and reach of children. Once the bottle has been opened, the syrup can be used for 6 months.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("objawy nie ustąpią albo się nasilą", "objawy ustąpią albo się nasilą")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "nietolerancją fruktozy nie powinni go przyjmować",
                        "nietolerancją fruktozy nie mogą go przyjmować",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The syrup contains sorbitol, so",
                        "The syrup contains sorbitol and ethanol, so",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-praktyki-zawodowe-wydzial-inzynierii-srodowiska",
        source="Zgodnie z art. 67 ust. 5 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce praktyki zawodowe na kierunkach o profilu praktycznym trwają co najmniej 6 miesięcy. Na Wydziale Inżynierii Środowiska praktyki odbywają się zazwyczaj po szóstym semestrze. Student powinien samodzielnie znaleźć miejsce praktyki, a umowę z zakładem pracy podpisuje dziekan. Przed rozpoczęciem praktyki student musi złożyć w dziekanacie skierowanie oraz zaświadczenie o ubezpieczeniu NNW. Praktyka może zostać zaliczona na podstawie zatrudnienia, jeśli charakter pracy odpowiada programowi studiów. Zaliczenia dokonuje opiekun praktyk na podstawie dziennika praktyk i opinii zakładowego opiekuna, zwykle w ciągu 14 dni od ich złożenia.",
        good=[
            Good(
                "preserve",
                "Na kierunkach o profilu praktycznym praktyki zawodowe trwają co najmniej 6 miesięcy – tak stanowi art. 67 ust. 5 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce. Na Wydziale Inżynierii Środowiska odbywasz je zazwyczaj po szóstym semestrze. Miejsce praktyki powinieneś znaleźć samodzielnie, natomiast umowę z zakładem pracy podpisuje dziekan. Zanim zaczniesz praktykę, musisz złożyć w dziekanacie skierowanie i zaświadczenie o ubezpieczeniu NNW. Jeśli pracujesz, a charakter pracy odpowiada programowi studiów, praktyka może zostać zaliczona na podstawie zatrudnienia. Zaliczenia dokonuje opiekun praktyk na podstawie dziennika praktyk i opinii opiekuna zakładowego – zwykle w ciągu 14 dni od ich złożenia.",
            ),
            Good(
                "preserve",
                "Praktyki zawodowe – Wydział Inżynierii Środowiska\n"
                "1. Wymiar: co najmniej 6 miesięcy na kierunkach o profilu praktycznym (art. 67 ust. 5 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce).\n"
                "2. Termin: zazwyczaj po szóstym semestrze.\n"
                "3. Miejsce praktyki student powinien znaleźć samodzielnie; umowę z zakładem pracy podpisuje dziekan.\n"
                "4. Przed rozpoczęciem praktyki student musi złożyć w dziekanacie skierowanie oraz zaświadczenie o ubezpieczeniu NNW.\n"
                "5. Praktyka może zostać zaliczona na podstawie zatrudnienia, jeśli charakter pracy odpowiada programowi studiów.\n"
                "6. Zaliczenia dokonuje opiekun praktyk na podstawie dziennika praktyk i opinii zakładowego opiekuna, zwykle w ciągu 14 dni od ich złożenia.",
            ),
            Good(
                "en",
                "Under Article 67(5) of the Act of 20 July 2018 – Law on Higher Education and Science, work placements in practical-profile degree programmes last at least 6 months. At the Faculty of Environmental Engineering, placements usually take place after the sixth semester. Students should find a placement on their own, while the agreement with the employer is signed by the dean. Before the placement begins, students must submit a referral and a certificate of accident insurance (NNW) to the dean's office. A placement may be credited on the basis of employment if the nature of the work matches the study programme. Credit is granted by the placement supervisor on the basis of the placement logbook and the workplace supervisor's opinion, usually within 14 days of their submission.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("tak stanowi art. 67 ust. 5 ustawy", "tak stanowi art. 76 ust. 5 ustawy")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "2. Termin: zazwyczaj po szóstym semestrze.",
                        "2. Termin: po szóstym semestrze.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("Students should find a placement", "Students must find a placement")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wilgotnosc-gleby-notec-susza-rolnicza",
        source="W artykule przeanalizowano zmienność wilgotności gleby w zlewni Noteci w okresie 2000–2022 na podstawie danych satelitarnych SMAP oraz pomiarów z 18 stacji gruntowych. Stwierdzono, że liczba dni z wilgotnością poniżej punktu trwałego więdnięcia wzrosła z około 21 do około 34 rocznie. Najsilniejsze przesuszenie notowano na glebach lekkich w południowej części zlewni. Zastosowana metoda, opisana szczegółowo przez Nowaka i Zielińską (2021, Przegląd Geofizyczny, 66(3), s. 211–230), pozwoliła na wydzielenie obszarów szczególnie zagrożonych suszą rolniczą. Wyniki mogą stanowić podstawę do planowania małej retencji, jednak nie uwzględniono w nich wpływu melioracji odwadniających.",
        good=[
            Good(
                "preserve",
                "Autorzy zbadali, jak w latach 2000–2022 zmieniała się wilgotność gleby w zlewni Noteci, korzystając z danych satelitarnych SMAP i pomiarów z 18 stacji gruntowych. Roczna liczba dni, w których wilgotność spadała poniżej punktu trwałego więdnięcia, wzrosła z ok. 21 do ok. 34. Najbardziej przesuszone były gleby lekkie w południowej części zlewni. Metoda szczegółowo opisana przez Nowaka i Zielińską (2021, Przegląd Geofizyczny, 66(3), s. 211–230) pozwoliła wydzielić obszary szczególnie zagrożone suszą rolniczą. Wyniki mogą posłużyć jako podstawa planowania małej retencji, choć nie wzięto w nich pod uwagę wpływu melioracji odwadniających.",
            ),
            Good(
                "preserve",
                "Na podstawie danych satelitarnych SMAP i pomiarów z 18 stacji gruntowych przeanalizowano zmienność wilgotności gleby w zlewni Noteci w latach 2000–2022. Liczba dni w roku z wilgotnością niższą od punktu trwałego więdnięcia zwiększyła się z około 21 do około 34, przy czym najsilniejsze przesuszenie notowano na glebach lekkich w południowej części zlewni. Metoda opisana szczegółowo przez Nowaka i Zielińską (2021, Przegląd Geofizyczny, 66(3), s. 211–230) umożliwiła wydzielenie obszarów szczególnie zagrożonych suszą rolniczą. Wyniki mogą stanowić podstawę planowania małej retencji; nie uwzględniono w nich jednak wpływu melioracji odwadniających.",
            ),
            Good(
                "en",
                "This article analyses soil moisture variability in the Noteć catchment in 2000–2022, based on SMAP satellite data and measurements from 18 ground stations. The number of days per year with soil moisture below the permanent wilting point was found to have risen from about 21 to about 34. The most severe drying was recorded on light soils in the southern part of the catchment. The method, described in detail by Nowak and Zielińska (2021, Przegląd Geofizyczny, 66(3), pp. 211–230), made it possible to delineate areas particularly at risk of agricultural drought. The results may serve as a basis for planning small-scale water retention, but they do not account for the effect of drainage systems.",
            ),
        ],
        bad=[
            Slip(0, [("s. 211–230", "s. 121–140")], "citation"),
            Slip(
                1,
                [("pomiarów z 18 stacji gruntowych", "pomiarów z 28 stacji gruntowych")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "in the southern part of the catchment.",
                        "in the southern part of the catchment, mainly as a result of rising air temperatures.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sklep-ogrodniczy-odstapienie-od-umowy-zwroty",
        source="Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta masz prawo odstąpić od umowy zawartej przez internet w terminie 14 dni bez podawania przyczyny. Termin liczy się od dnia, w którym otrzymałeś towar. Aby odstąpić od umowy, wypełnij formularz na stronie sklep-ogrodek.pl/zwroty albo wyślij oświadczenie na adres zwroty@sklep-ogrodek.pl. Towar odeślij najpóźniej 14 dni od złożenia oświadczenia. Bezpośrednie koszty odesłania ponosisz Ty, chyba że zwracasz towar wadliwy. Zwrot pieniędzy nastąpi tą samą metodą płatności, której użyłeś, nie później niż 14 dni od otrzymania oświadczenia. Zgodnie z art. 38 ustawy prawo odstąpienia nie przysługuje w przypadku roślin ciętych oraz towarów wykonanych według specyfikacji klienta.",
        good=[
            Good(
                "preserve",
                "Konsument, który zawarł umowę przez internet, może od niej odstąpić bez podawania przyczyny w ciągu 14 dni od dnia otrzymania towaru (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Aby odstąpić od umowy, należy wypełnić formularz na stronie sklep-ogrodek.pl/zwroty albo wysłać oświadczenie na adres zwroty@sklep-ogrodek.pl. Towar należy odesłać najpóźniej 14 dni od złożenia oświadczenia; bezpośrednie koszty odesłania ponosi konsument, chyba że zwraca towar wadliwy. Pieniądze zostaną zwrócone tą samą metodą płatności, której użył klient, nie później niż 14 dni od otrzymania oświadczenia. Na podstawie art. 38 ustawy prawo odstąpienia nie przysługuje w przypadku roślin ciętych oraz towarów wykonanych według specyfikacji klienta.",
            ),
            Good(
                "preserve",
                "Zwroty – w skrócie:\n"
                "- Od umowy zawartej przez internet możesz odstąpić w ciągu 14 dni od dnia otrzymania towaru i nie musisz podawać przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n"
                "- Jak to zrobić? Wypełnij formularz na sklep-ogrodek.pl/zwroty albo wyślij oświadczenie na zwroty@sklep-ogrodek.pl.\n"
                "- Towar odeślij nie później niż 14 dni po złożeniu oświadczenia. Bezpośrednie koszty odesłania ponosisz Ty, chyba że towar jest wadliwy.\n"
                "- Pieniądze zwrócimy tą samą metodą płatności, której użyłeś, najpóźniej 14 dni od otrzymania oświadczenia.\n"
                "- Wyjątki (art. 38 ustawy): prawo odstąpienia nie przysługuje przy roślinach ciętych i towarach wykonanych według specyfikacji klienta.",
            ),
            Good(
                "en",
                "Under Article 27 of the Consumer Rights Act of 30 May 2014, you have the right to withdraw from a contract concluded online within 14 days without giving any reason. The period runs from the day you received the goods. To withdraw, fill in the form at sklep-ogrodek.pl/zwroty or send a statement to zwroty@sklep-ogrodek.pl. Send the goods back no later than 14 days after submitting the statement. You bear the direct cost of returning them, unless you are returning defective goods. Your money will be refunded using the same payment method you used, no later than 14 days after your statement is received. Under Article 38 of the Act, the right of withdrawal does not apply to cut plants or to goods made to the customer's specifications.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 27 ustawy", "(art. 72 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "prawo odstąpienia nie przysługuje przy roślinach ciętych",
                        "prawo odstąpienia przysługuje także przy roślinach ciętych",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "send a statement to zwroty@sklep-ogrodek.pl",
                        "send a statement to zwrot@sklep-ogrodek.pl",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-debowka-2025-2026",
        source="Rekrutacja do przedszkoli publicznych w Gminie Dębówka na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. o godz. 9:00 i potrwa do 17 marca 2025 r. do godz. 15:00. Wnioski należy składać elektronicznie przez system naboru; rodzice, którzy nie mają dostępu do internetu, mogą złożyć wniosek w formie papierowej w wybranym przedszkolu. W jednym wniosku można wskazać maksymalnie 3 placówki w kolejności preferencji. Do przedszkola przyjmowane są dzieci w wieku od 3 do 6 lat. Rodzice dzieci już uczęszczających do przedszkola muszą złożyć deklarację kontynuacji do 28 lutego 2025 r. Listy przyjętych zostaną opublikowane 4 kwietnia 2025 r. W gminie jest 420 miejsc w przedszkolach.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice, rekrutacja do publicznych przedszkoli w Gminie Dębówka na rok szkolny 2025/2026 trwa od 3 marca 2025 r. (godz. 9:00) do 17 marca 2025 r. (godz. 15:00). Wniosek trzeba złożyć elektronicznie w systemie naboru, a jeśli nie macie dostępu do internetu, możecie złożyć go w wersji papierowej w wybranym przedszkolu. W jednym wniosku można wskazać najwyżej 3 placówki, w kolejności preferencji. Przyjmowane są dzieci w wieku od 3 do 6 lat. Jeśli Wasze dziecko już chodzi do przedszkola, musicie do 28 lutego 2025 r. złożyć deklarację kontynuacji. Listy przyjętych zostaną opublikowane 4 kwietnia 2025 r. Gmina dysponuje 420 miejscami w przedszkolach.",
            ),
            Good(
                "preserve",
                "Rekrutacja do przedszkoli publicznych – Gmina Dębówka, rok szkolny 2025/2026\n"
                "- Składanie wniosków: od 3.03.2025 r., godz. 9:00, do 17.03.2025 r., godz. 15:00.\n"
                "- Forma: wnioski należy składać elektronicznie przez system naboru; rodzice bez dostępu do internetu mogą złożyć wniosek papierowy w wybranym przedszkolu.\n"
                "- Liczba placówek we wniosku: maksymalnie 3, w kolejności preferencji.\n"
                "- Wiek dzieci: od 3 do 6 lat.\n"
                "- Deklaracja kontynuacji (dzieci już uczęszczające do przedszkola): rodzice muszą ją złożyć do 28.02.2025 r.\n"
                "- Publikacja list przyjętych: 4.04.2025 r.\n"
                "- Liczba miejsc w przedszkolach w gminie: 420.",
            ),
            Good(
                "en",
                "Enrolment for public kindergartens in Dębówka Municipality for the 2025/2026 school year opens on 3 March 2025 at 9:00 a.m. and closes on 17 March 2025 at 3:00 p.m. Applications must be submitted online via the enrolment system; parents without internet access may submit a paper application at the kindergarten of their choice. Up to 3 kindergartens can be listed on one application, in order of preference. Children aged 3 to 6 are admitted. Parents of children who already attend kindergarten must submit a declaration of continuation by 28 February 2025. Lists of admitted children will be published on 4 April 2025. There are 420 kindergarten places in the municipality.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("do 17 marca 2025 r. (godz. 15:00)", "do 14 marca 2025 r. (godz. 15:00)")],
                "date",
            ),
            Slip(1, [("maksymalnie 3, w kolejności", "maksymalnie 5, w kolejności")], "number"),
            Slip(
                2,
                [
                    (
                        "already attend kindergarten must submit",
                        "already attend kindergarten should submit",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-notatka-backend-migracja-postgresql-16",
        source="Notatka ze spotkania zespołu backendu, 9 października 2025 r. Ustalono, że migracja bazy danych z PostgreSQL 13 na PostgreSQL 16 zostanie przeprowadzona w nocy z 25 na 26 października. Przed migracją Marta przygotuje skrypt `migrate_v16.sh` i przetestuje go na kopii bazy na serwerze `db-staging-02`. Przerwa w działaniu usługi potrwa prawdopodobnie około 2 godzin. Kopia zapasowa zostanie wykonana poleceniem `pg_dumpall` nie wcześniej niż o 22:00. Tomek zwrócił uwagę, że moduł raportów może wymagać aktualizacji sterownika `psycopg2` do wersji 2.9.9. Nie podjęto decyzji w sprawie wyłączenia starego klastra – temat wróci na kolejnym spotkaniu, 16 października.",
        good=[
            Good(
                "preserve",
                "**Spotkanie zespołu backendu – 9.10.2025**\n"
                "\n"
                "Ustalenia:\n"
                "- Migracja bazy danych z PostgreSQL 13 na PostgreSQL 16: w nocy z 25 na 26 października.\n"
                "- Przed migracją Marta przygotuje skrypt `migrate_v16.sh` i przetestuje go na kopii bazy na serwerze `db-staging-02`.\n"
                "- Przerwa w działaniu usługi: prawdopodobnie ok. 2 godzin.\n"
                "- Kopia zapasowa: `pg_dumpall`, nie wcześniej niż o 22:00.\n"
                "- Tomek: moduł raportów może wymagać aktualizacji sterownika `psycopg2` do wersji 2.9.9.\n"
                "- Wyłączenie starego klastra: bez decyzji, temat wraca na kolejnym spotkaniu (16 października).",
            ),
            Good(
                "preserve",
                "Na spotkaniu 9 października 2025 r. zespół backendu ustalił, że bazę danych przeniesie z PostgreSQL 13 na PostgreSQL 16 w nocy z 25 na 26 października. Wcześniej Marta przygotuje skrypt `migrate_v16.sh` i przetestuje go na kopii bazy na serwerze `db-staging-02`. Usługa będzie niedostępna prawdopodobnie przez około 2 godziny. Kopię zapasową wykonamy poleceniem `pg_dumpall`, nie wcześniej niż o 22:00. Według Tomka moduł raportów może wymagać aktualizacji sterownika `psycopg2` do wersji 2.9.9. W sprawie wyłączenia starego klastra nie zapadła decyzja – wrócimy do niej na kolejnym spotkaniu, 16 października.",
            ),
            Good(
                "en",
                "Backend team meeting notes, 9 October 2025. It was agreed that the database will be migrated from PostgreSQL 13 to PostgreSQL 16 overnight from 25 to 26 October. Before the migration, Marta will prepare the `migrate_v16.sh` script and test it on a copy of the database on the `db-staging-02` server. The service downtime will probably last about 2 hours. The backup will be taken with `pg_dumpall` no earlier than 22:00. Tomek pointed out that the reports module may need the `psycopg2` driver to be updated to version 2.9.9. No decision was made on decommissioning the old cluster; the topic will come back at the next meeting on 16 October.",
            ),
        ],
        bad=[
            Slip(0, [("na serwerze `db-staging-02`", "na serwerze `db-staging-01`")], "code"),
            Slip(
                1,
                [
                    (
                        "moduł raportów może wymagać aktualizacji",
                        "moduł raportów wymaga aktualizacji",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "will probably last about 2 hours.",
                        "will probably last about 2 hours, and customers will be notified by e-mail the day before.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-literatury-powodzie-miejskie-ogrody-deszczowe",
        source="Badania nad powodziami miejskimi w Polsce koncentrują się głównie na dużych aglomeracjach. Szpakowski i Nowicka (2018) wykazali, że w Warszawie uszczelnienie powierzchni zwiększa objętość spływu powierzchniowego, ale nie analizowali wpływu zielonych dachów. Z kolei Bartosik (2021, s. 45) zauważa, że ogrody deszczowe mogą ograniczyć szczytowy spływ o 20–30%, choć jego wyniki pochodzą z jednego osiedla we Wrocławiu. Nie ma dotąd badań porównujących skuteczność różnych rozwiązań błękitno-zielonej infrastruktury w miastach średniej wielkości. Tę lukę próbuje wypełnić niniejsza praca, obejmująca 6 miast o liczbie ludności od 50 do 150 tysięcy.",
        good=[
            Good(
                "preserve",
                "W Polsce powodzie miejskie bada się przede wszystkim w dużych aglomeracjach. Szpakowski i Nowicka (2018) wykazali na przykładzie Warszawy, że uszczelnienie powierzchni zwiększa objętość spływu powierzchniowego; nie zajęli się jednak wpływem zielonych dachów. Bartosik (2021, s. 45) zwraca z kolei uwagę, że ogrody deszczowe mogą zmniejszyć szczytowy spływ o 20–30%, przy czym jego wyniki pochodzą z jednego wrocławskiego osiedla. Jak dotąd brakuje badań porównujących skuteczność różnych rozwiązań błękitno-zielonej infrastruktury w miastach średniej wielkości. Niniejsza praca, obejmująca 6 miast liczących od 50 do 150 tysięcy mieszkańców, próbuje tę lukę wypełnić.",
            ),
            Good(
                "preserve",
                "Dotychczasowe badania powodzi miejskich w Polsce dotyczą głównie dużych aglomeracji. Na przykładzie Warszawy Szpakowski i Nowicka (2018) wykazali, że uszczelnienie powierzchni prowadzi do wzrostu objętości spływu powierzchniowego, nie analizowali natomiast wpływu zielonych dachów. Bartosik (2021, s. 45) wskazuje, że ogrody deszczowe mogą obniżyć szczytowy spływ o 20–30%, choć wyniki te uzyskano na jednym osiedlu we Wrocławiu. Wciąż brakuje badań porównujących skuteczność rozmaitych rozwiązań błękitno-zielonej infrastruktury w miastach średniej wielkości. Lukę tę próbuje wypełnić niniejsza praca, w której uwzględniono 6 miast o liczbie ludności od 50 do 150 tysięcy.",
            ),
            Good(
                "en",
                "Research on urban flooding in Poland has focused mainly on large metropolitan areas. Szpakowski and Nowicka (2018) showed that in Warsaw surface sealing increases the volume of surface runoff, but they did not analyse the effect of green roofs. Bartosik (2021, p. 45), in turn, notes that rain gardens may reduce peak runoff by 20–30%, although his results come from a single housing estate in Wrocław. There are as yet no studies comparing the effectiveness of different blue-green infrastructure solutions in medium-sized cities. This paper attempts to fill that gap, covering 6 cities with populations of 50,000 to 150,000.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Jak dotąd brakuje badań porównujących skuteczność różnych rozwiązań błękitno-zielonej infrastruktury w miastach średniej wielkości.",
                        "So far, there have been no studies comparing the effectiveness of different blue-green infrastructure solutions in medium-sized cities.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("Bartosik (2021, s. 45)", "Bartosik (2012, s. 45)")], "citation"),
            Slip(
                2,
                [
                    (
                        "but they did not analyse the effect of green roofs",
                        "and they also analysed the effect of green roofs",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mpec-ostrowiec-sezon-grzewczy-odpowietrzanie",
        source="Miejskie Przedsiębiorstwo Energetyki Cieplnej w Ostrowcu informuje, że sezon grzewczy rozpocznie się, gdy średnia temperatura dobowa przez 3 kolejne dni spadnie poniżej 12°C, najprawdopodobniej w pierwszej połowie października. O terminie uruchomienia ogrzewania w budynku decyduje jego zarządca, który powinien złożyć zlecenie w MPEC co najmniej 2 dni robocze wcześniej. W pierwszych dniach grzejniki mogą nagrzewać się nierównomiernie, co zwykle wynika z zapowietrzenia instalacji. Mieszkańcy mogą samodzielnie odpowietrzyć grzejnik, jeśli mają odpowiedni klucz; w razie wątpliwości należy zgłosić się do administracji budynku. Awarie sieci ciepłowniczej można zgłaszać całodobowo pod numerem 993.",
        good=[
            Good(
                "preserve",
                "Kiedy ruszy ogrzewanie? MPEC w Ostrowcu rozpocznie sezon grzewczy, gdy przez 3 kolejne dni średnia dobowa temperatura będzie niższa niż 12°C – najprawdopodobniej nastąpi to w pierwszej połowie października. Termin włączenia ogrzewania w Twoim budynku ustala jego zarządca; powinien on złożyć zlecenie w MPEC co najmniej 2 dni robocze wcześniej. W pierwszych dniach grzejniki mogą nagrzewać się nierówno – zwykle przyczyną jest zapowietrzenie instalacji. Jeśli masz odpowiedni klucz, możesz odpowietrzyć grzejnik samodzielnie; w razie wątpliwości trzeba zgłosić się do administracji budynku. Awarie sieci ciepłowniczej możesz zgłaszać o każdej porze dnia i nocy pod numerem 993.",
            ),
            Good(
                "preserve",
                "Sezon grzewczy – informacja Miejskiego Przedsiębiorstwa Energetyki Cieplnej w Ostrowcu\n"
                "1. Rozpoczęcie sezonu: gdy średnia temperatura dobowa przez 3 kolejne dni spadnie poniżej 12°C, najprawdopodobniej w pierwszej połowie października.\n"
                "2. Uruchomienie ogrzewania w budynku: decyduje zarządca, który powinien złożyć zlecenie w MPEC co najmniej 2 dni robocze wcześniej.\n"
                "3. Pierwsze dni: grzejniki mogą nagrzewać się nierównomiernie, zwykle z powodu zapowietrzenia instalacji.\n"
                "4. Odpowietrzanie: mieszkańcy mogą to zrobić samodzielnie, jeśli mają odpowiedni klucz; w razie wątpliwości należy zgłosić się do administracji budynku.\n"
                "5. Awarie sieci ciepłowniczej: można je zgłaszać całodobowo pod numerem 993.",
            ),
            Good(
                "en",
                "The Municipal Heating Company (MPEC) in Ostrowiec announces that the heating season will begin once the average daily temperature stays below 12°C for 3 consecutive days, most likely in the first half of October. The date on which heating is switched on in a building is decided by its manager, who should place an order with MPEC at least 2 working days in advance. In the first few days, radiators may heat up unevenly, which is usually caused by air in the system. Residents can bleed a radiator themselves if they have the right key; anyone in doubt needs to contact the building administration. Faults in the district heating network can be reported 24 hours a day on 993.",
            ),
        ],
        bad=[
            Slip(0, [("powinien on złożyć zlecenie", "musi on złożyć zlecenie")], "modality"),
            Slip(
                1,
                [
                    (
                        ", najprawdopodobniej w pierwszej połowie października.",
                        ", w pierwszej połowie października.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "if they have the right key;",
                        "if they have the right key, which the building administration provides free of charge;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

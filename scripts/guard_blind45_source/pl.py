# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 45: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-gmina-zbiorniki-deszczowka-nabor-wnioskow",
        source="Burmistrz Gminy Kłodawa informuje, że od 3 marca 2025 r. do 30 kwietnia 2025 r. prowadzony jest nabór wniosków o dofinansowanie zakupu i montażu zbiorników na wodę opadową. Zasady udzielania dotacji określa uchwała nr XIV/112/2024 Rady Gminy Kłodawa z dnia 28 listopada 2024 r. Dotacja wynosi 80% kosztów kwalifikowanych, nie więcej niż 2500 zł na jedną nieruchomość. O dofinansowanie mogą ubiegać się właściciele budynków mieszkalnych położonych na terenie gminy. Wnioski należy składać w Biurze Obsługi Mieszkańca (pok. nr 4) lub przez ePUAP. Do wniosku trzeba dołączyć kopię faktury oraz zdjęcie zamontowanego zbiornika. Wnioski złożone po terminie nie będą rozpatrywane. Szczegółowe informacje można uzyskać pod numerem telefonu 95 731 40 22.",
        good=[
            Good(
                "preserve",
                "Burmistrz Gminy Kłodawa ogłasza nabór wniosków o dopłatę do zbiorników na deszczówkę. Gmina pokryje 80% kosztów kwalifikowanych zakupu i montażu zbiornika na wodę opadową, maksymalnie 2500 zł na jedną nieruchomość. Z dotacji mogą skorzystać właściciele budynków mieszkalnych położonych na terenie gminy. Wnioski przyjmowane są od 3 marca do 30 kwietnia 2025 r. – złożysz je w Biurze Obsługi Mieszkańca (pokój nr 4) albo przez ePUAP. Do wniosku musisz dołączyć kopię faktury i zdjęcie zamontowanego zbiornika. Wniosków złożonych po terminie gmina nie rozpatrzy. Zasady przyznawania dotacji określa uchwała nr XIV/112/2024 Rady Gminy Kłodawa z 28 listopada 2024 r. Masz pytania? Zadzwoń pod numer 95 731 40 22.",
            ),
            Good(
                "preserve",
                "Nabór wniosków o dotację na zbiorniki na wodę opadową – Gmina Kłodawa\n\nBurmistrz Gminy Kłodawa ogłasza nabór wniosków o dofinansowanie zakupu i montażu zbiorników na deszczówkę.\n\n- Termin naboru: 3.03.2025–30.04.2025; wnioski złożone po tym terminie nie będą rozpatrywane.\n- Wysokość dotacji: 80% kosztów kwalifikowanych, maksymalnie 2500 zł na jedną nieruchomość.\n- Kto może się ubiegać: właściciele budynków mieszkalnych położonych na terenie gminy.\n- Gdzie złożyć wniosek: Biuro Obsługi Mieszkańca (pok. nr 4) lub ePUAP.\n- Wymagane załączniki: kopia faktury i zdjęcie zamontowanego zbiornika.\n- Podstawa prawna: uchwała nr XIV/112/2024 Rady Gminy Kłodawa z dnia 28 listopada 2024 r.\n\nInformacje: tel. 95 731 40 22.",
            ),
            Good(
                "en",
                "The Mayor of Kłodawa Municipality announces that applications for grants towards buying and installing rainwater tanks will be accepted from 3 March 2025 to 30 April 2025. The rules for awarding the grants are set out in Resolution No. XIV/112/2024 of the Kłodawa Municipal Council of 28 November 2024. The grant covers 80% of eligible costs, up to PLN 2,500 per property. Owners of residential buildings located in the municipality may apply. Applications must be submitted at the Residents' Service Office (room 4) or via ePUAP, together with a copy of the invoice and a photo of the installed tank. Applications submitted after the deadline will not be considered. For more information, call 95 731 40 22.",
            ),
        ],
        bad=[
            Slip(
                0, [("od 3 marca do 30 kwietnia 2025 r.", "od 3 marca do 31 maja 2025 r.")], "date"
            ),
            Slip(1, [("uchwała nr XIV/112/2024", "uchwała nr XIV/121/2024")], "legal_reference"),
            Slip(2, [("up to PLN 2,500 per property", "up to PLN 5,000 per property")], "number"),
        ],
    ),
    Case(
        key="pl-rower-miejski-oplaty-limity-wypozyczen",
        source="§ 5. Korzystanie z roweru\n1. Użytkownik może jednorazowo wypożyczyć nie więcej niż 2 rowery, przy czym drugi rower może być wypożyczony wyłącznie dla osoby towarzyszącej.\n2. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne. Za każdą kolejną rozpoczętą godzinę pobiera się opłatę w wysokości 4 zł.\n3. Maksymalny czas jednorazowego wypożyczenia wynosi 12 godzin. Po jego przekroczeniu naliczana jest kara w wysokości 200 zł.\n4. Rower należy zwrócić do stacji; pozostawienie go poza stacją jest niedozwolone.\n5. Użytkownik powinien przed wypożyczeniem sprawdzić stan techniczny roweru, a usterkę niezwłocznie zgłosić przez aplikację.\n6. Z rowerów nie mogą korzystać osoby poniżej 13. roku życia.",
        good=[
            Good(
                "preserve",
                "Jednorazowo możesz wypożyczyć nie więcej niż 2 rowery, przy czym drugi tylko dla osoby, która ci towarzyszy. Pierwsze 20 minut każdego wypożyczenia jest darmowe, a za każdą kolejną rozpoczętą godzinę zapłacisz 4 zł. Jedno wypożyczenie może trwać najwyżej 12 godzin – jeśli przekroczysz ten czas, zostanie naliczona kara 200 zł. Rower musisz oddać do stacji; nie wolno zostawiać go poza nią. Przed wypożyczeniem powinieneś sprawdzić stan techniczny roweru, a każdą usterkę od razu zgłosić w aplikacji. Pamiętaj też, że z rowerów nie mogą korzystać osoby poniżej 13. roku życia.",
            ),
            Good(
                "preserve",
                "§ 5. Zasady korzystania z roweru\n1. Jednorazowo użytkownik ma prawo wypożyczyć maksymalnie dwa rowery; drugi z nich może zostać wypożyczony jedynie dla osoby towarzyszącej.\n2. Za pierwsze 20 minut każdego wypożyczenia opłata nie jest pobierana, a każda następna rozpoczęta godzina kosztuje 4 zł.\n3. Jednorazowe wypożyczenie może trwać najwyżej 12 godzin; za przekroczenie tego limitu nalicza się karę w wysokości 200 zł.\n4. Rower należy oddać do stacji – nie wolno pozostawiać go poza stacją.\n5. Przed wypożyczeniem użytkownik powinien skontrolować stan techniczny roweru, a usterkę niezwłocznie zgłosić za pośrednictwem aplikacji.\n6. Osoby poniżej 13. roku życia nie mogą korzystać z rowerów.",
            ),
            Good(
                "en",
                "Section 5. Using a bike\n1. A user may rent no more than 2 bikes at a time, and the second bike may only be rented for an accompanying person.\n2. The first 20 minutes of every rental are free. A fee of PLN 4 is charged for each additional hour or part of an hour.\n3. A single rental may last no longer than 12 hours. If this limit is exceeded, a penalty of PLN 200 is charged.\n4. Bikes must be returned to a station; leaving a bike outside a station is not permitted.\n5. Before renting, users should check the bike's technical condition and report any fault via the app without delay.\n6. Persons under 13 years of age may not use the bikes.",
            ),
        ],
        bad=[
            Slip(0, [("Pierwsze 20 minut", "Pierwsze 30 minut")], "number"),
            Slip(
                1,
                [("użytkownik powinien skontrolować", "użytkownik musi skontrolować")],
                "modality",
            ),
            Slip(
                2,
                [("outside a station is not permitted", "outside a station is permitted")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-szczepionka-kleszczowa-schemat-dawek",
        source="Schemat szczepienia podstawowego składa się z trzech dawek. Drugą dawkę podaje się od 1 do 3 miesięcy po pierwszej, a trzecią od 5 do 12 miesięcy po drugiej. Jeśli konieczne jest szybkie uzyskanie odporności, drugą dawkę można podać już po 14 dniach. Pierwszą dawkę przypominającą należy podać 3 lata po trzeciej dawce. Po szczepieniu mogą wystąpić ból i zaczerwienienie w miejscu wstrzyknięcia, które zwykle ustępują w ciągu 2–3 dni. U dzieci może wystąpić gorączka powyżej 38°C, częściej po pierwszej dawce. Szczepionki nie należy podawać osobom z ciężką reakcją alergiczną na którykolwiek składnik preparatu. W razie wątpliwości należy skonsultować się z lekarzem lub farmaceutą.",
        good=[
            Good(
                "preserve",
                "Jak wygląda szczepienie?\n- Szczepienie podstawowe to trzy dawki.\n- Dawka 2: 1–3 miesiące po pierwszej; gdy odporność trzeba uzyskać szybko, można ją podać już po 14 dniach.\n- Dawka 3: 5–12 miesięcy po drugiej.\n- Pierwsza dawka przypominająca: należy ją podać 3 lata po trzeciej dawce.\n\nPo szczepieniu w miejscu wstrzyknięcia mogą pojawić się ból i zaczerwienienie – zwykle mijają w ciągu 2–3 dni. U dzieci może wystąpić gorączka powyżej 38°C, częściej po pierwszej dawce. Szczepionki nie należy podawać osobom z ciężką reakcją alergiczną na którykolwiek jej składnik. Jeśli masz wątpliwości, skonsultuj się z lekarzem lub farmaceutą.",
            ),
            Good(
                "preserve",
                "Podstawowy cykl szczepienia obejmuje trzy dawki: drugą podaje się 1–3 miesiące po pierwszej, trzecią zaś 5–12 miesięcy po drugiej. Gdy odporność musi zostać uzyskana szybko, dopuszcza się podanie drugiej dawki już po 14 dniach. Trzy lata po trzeciej dawce należy podać pierwszą dawkę przypominającą. Do możliwych działań niepożądanych należą ból i zaczerwienienie w miejscu wstrzyknięcia; objawy te zwykle ustępują w ciągu 2–3 dni. U dzieci może wystąpić gorączka przekraczająca 38°C, częściej po pierwszej dawce. Preparatu nie należy podawać osobom z ciężką reakcją alergiczną na którykolwiek jego składnik. W razie wątpliwości należy zwrócić się do lekarza lub farmaceuty.",
            ),
            Good(
                "en",
                "The primary vaccination schedule consists of three doses. The second dose is given 1 to 3 months after the first, and the third 5 to 12 months after the second. If immunity needs to be achieved quickly, the second dose may be given as early as 14 days after the first. The first booster dose must be given 3 years after the third dose. Pain and redness at the injection site may occur after vaccination; they usually resolve within 2–3 days. Children may develop a fever above 38°C, more often after the first dose. The vaccine must not be given to people with a severe allergic reaction to any of its ingredients. If in doubt, consult a doctor or pharmacist.",
            ),
        ],
        bad=[
            Slip(0, [("zwykle mijają w ciągu 2–3 dni", "mijają w ciągu 2–3 dni")], "hedge"),
            Slip(1, [("już po 14 dniach", "już po 7 dniach")], "date"),
            Slip(
                2,
                [("The first booster dose must be given", "The first booster dose can be given")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-oferta-pracy-specjalista-ds-plac",
        source="Specjalista / Specjalistka ds. płac – Poznań\nPoszukujemy osoby do działu kadr i płac w firmie logistycznej zatrudniającej ok. 450 pracowników. Do obowiązków należy naliczanie wynagrodzeń, przygotowywanie deklaracji ZUS i PIT oraz obsługa zwolnień lekarskich. Wymagamy co najmniej 3 lat doświadczenia w rozliczaniu płac i bardzo dobrej znajomości programu Symfonia Kadry i Płace. Znajomość języka angielskiego nie jest wymagana. Oferujemy umowę o pracę, wynagrodzenie 7500–8800 zł brutto, pracę hybrydową (2 dni w tygodniu z domu) oraz prywatną opiekę medyczną. CV prosimy przesyłać do 14 lutego 2025 r. na adres rekrutacja@transkom-logistyka.pl. Skontaktujemy się tylko z wybranymi kandydatami.",
        good=[
            Good(
                "preserve",
                "Specjalista / Specjalistka ds. płac (Poznań)\n\nFirma logistyczna, w której pracuje ok. 450 osób, szuka kogoś do działu kadr i płac.\n\nCzym się zajmiesz:\n- naliczaniem wynagrodzeń,\n- przygotowywaniem deklaracji ZUS i PIT,\n- obsługą zwolnień lekarskich.\n\nCzego oczekujemy:\n- co najmniej 3 lat doświadczenia w rozliczaniu płac,\n- bardzo dobrej znajomości programu Symfonia Kadry i Płace (angielski nie jest wymagany).\n\nCo oferujemy:\n- umowę o pracę i 7500–8800 zł brutto,\n- pracę hybrydową – 2 dni w tygodniu z domu,\n- prywatną opiekę medyczną.\n\nCV wyślij do 14 lutego 2025 r. na rekrutacja@transkom-logistyka.pl. Odezwiemy się tylko do wybranych kandydatów.",
            ),
            Good(
                "preserve",
                "Dołącz do działu kadr i płac w poznańskiej firmie logistycznej, która zatrudnia około 450 pracowników! Jako specjalista lub specjalistka ds. płac będziesz naliczać wynagrodzenia, przygotowywać deklaracje ZUS i PIT oraz obsługiwać zwolnienia lekarskie. Szukamy osoby, która ma co najmniej trzy lata doświadczenia w rozliczaniu płac i bardzo dobrze zna program Symfonia Kadry i Płace; znajomość angielskiego nie jest wymagana. W zamian proponujemy umowę o pracę z wynagrodzeniem 7500–8800 zł brutto, prywatną opiekę medyczną i pracę hybrydową (2 dni w tygodniu z domu). Na CV czekamy do 14 lutego 2025 r. pod adresem rekrutacja@transkom-logistyka.pl. Skontaktujemy się wyłącznie z wybranymi kandydatami.",
            ),
            Good(
                "en",
                "Payroll Specialist – Poznań\nWe are looking for someone to join the HR and payroll department of a logistics company with about 450 employees. Your duties will include calculating salaries, preparing ZUS and PIT returns and handling sick leave. We require at least 3 years of payroll experience and a very good command of Symfonia Kadry i Płace. Knowledge of English is not required. We offer an employment contract, a salary of PLN 7,500–8,800 gross, hybrid work (2 days a week from home) and private medical care. Please send your CV by 14 February 2025 to rekrutacja@transkom-logistyka.pl. We will contact selected candidates only.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- prywatną opiekę medyczną.", "- prywatną opiekę medyczną i kartę Multisport.")],
                "invented_fact",
            ),
            Slip(1, [("7500–8800 zł brutto", "7500–9800 zł brutto")], "number"),
            Slip(
                2,
                [("Knowledge of English is not required.", "Knowledge of English is required.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ekspres-kolbowy-odkamienianie-kontrolka-calc",
        source="Odkamienianie ekspresu\nEkspres należy odkamieniać co 200 filiżanek lub co najmniej raz na 3 miesiące, w zależności od tego, co nastąpi wcześniej. Gdy zaświeci się pomarańczowa kontrolka CALC, urządzenie przypomina o konieczności odkamienienia. Używaj wyłącznie płynu odkamieniającego zalecanego przez producenta; nie stosuj octu, ponieważ może on uszkodzić uszczelki. Wlej do zbiornika 100 ml płynu i uzupełnij wodą do oznaczenia MAX (1,2 l). Pod dyszą ustaw naczynie o pojemności co najmniej 0,5 l. Przytrzymaj przycisk zasilania przez 5 sekund — program trwa około 25 minut i nie wolno go przerywać. Po zakończeniu dwukrotnie przepłucz zbiornik czystą wodą. Nie myj zbiornika w zmywarce.",
        good=[
            Good(
                "preserve",
                "Jak odkamienić ekspres\n\nOdkamieniaj ekspres co 200 filiżanek albo przynajmniej raz na 3 miesiące – zależnie od tego, co nastąpi wcześniej. Przypomni ci o tym pomarańczowa kontrolka CALC.\n\n1. Wlej do zbiornika 100 ml płynu odkamieniającego i dolej wody do oznaczenia MAX (1,2 l). Używaj tylko płynu zalecanego przez producenta – ocet może uszkodzić uszczelki, więc go nie stosuj.\n2. Pod dyszą postaw naczynie mieszczące co najmniej 0,5 l.\n3. Przytrzymaj przycisk zasilania przez 5 sekund. Program trwa około 25 minut; nie wolno go przerywać.\n4. Na koniec przepłucz zbiornik dwa razy czystą wodą.\n\nUwaga: zbiornika nie wolno myć w zmywarce.",
            ),
            Good(
                "preserve",
                "Odkamienianie urządzenia\nEkspres należy odkamieniać po każdych 200 filiżankach, jednak nie rzadziej niż raz na 3 miesiące (decyduje to, co nastąpi wcześniej). O konieczności odkamienienia przypomina zapalona pomarańczowa kontrolka CALC. Należy stosować wyłącznie płyn odkamieniający zalecany przez producenta; octu stosować nie wolno, gdyż może uszkodzić uszczelki. Do zbiornika wlewa się 100 ml płynu, a następnie uzupełnia wodą do poziomu MAX (1,2 l). Pod dyszą trzeba umieścić naczynie o pojemności co najmniej 0,5 l. Program uruchamia się, przytrzymując przez 5 sekund przycisk zasilania; trwa on około 25 minut i nie wolno go przerywać. Po jego zakończeniu zbiornik należy dwukrotnie przepłukać czystą wodą. Zbiornika nie należy myć w zmywarce.",
            ),
            Good(
                "en",
                "Descaling the coffee machine\nDescale the machine every 200 cups or at least once every 3 months, whichever comes first. When the orange CALC light comes on, the machine is reminding you that it needs descaling. Use only the descaling liquid recommended by the manufacturer; do not use vinegar, as it may damage the seals. Pour 100 ml of the liquid into the tank and top up with water to the MAX mark (1.2 l). Place a container holding at least 0.5 l under the nozzle. Hold down the power button for 5 seconds — the programme takes about 25 minutes and must not be interrupted. When it has finished, rinse the tank twice with clean water. Do not wash the tank in a dishwasher.",
            ),
        ],
        bad=[
            Slip(0, [("Wlej do zbiornika 100 ml", "Wlej do zbiornika 200 ml")], "number"),
            Slip(
                1,
                [("Należy stosować wyłącznie płyn", "Zaleca się stosować wyłącznie płyn")],
                "modality",
            ),
            Slip(
                2,
                [("Do not wash the tank in a dishwasher.", "Wash the tank in a dishwasher.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-js-tiny-debounce-instalacja",
        source="# tiny-debounce\n\nLekka biblioteka (ok. 600 B po kompresji gzip) do opóźniania wywołań funkcji w przeglądarce i w Node.js.\n\n## Instalacja\n\n```bash\nnpm install tiny-debounce\n```\n\n## Użycie\n\n```js\nimport { debounce } from 'tiny-debounce';\nconst save = debounce(saveDraft, 300);\n```\n\nFunkcja `debounce(fn, wait)` zwraca nową funkcję, która wywoła `fn` dopiero po `wait` milisekundach bez kolejnych wywołań. Opcja `{ leading: true }` sprawia, że pierwsze wywołanie wykonuje się natychmiast. Biblioteka nie obsługuje Internet Explorera 11.\n\nPełna dokumentacja: [tiny-debounce.dev/docs](https://tiny-debounce.dev/docs). Błędy zgłaszaj na https://github.com/kmalec/tiny-debounce/issues.",
        good=[
            Good(
                "preserve",
                "# tiny-debounce\n\nNiewielka biblioteka do opóźniania wywołań funkcji – działa w przeglądarce i w Node.js, a po kompresji gzip zajmuje około 600 B.\n\n## Instalacja\n\n```bash\nnpm install tiny-debounce\n```\n\n## Jak używać\n\n```js\nimport { debounce } from 'tiny-debounce';\nconst save = debounce(saveDraft, 300);\n```\n\n`debounce(fn, wait)` zwraca nową funkcję: `fn` zostanie wywołana dopiero wtedy, gdy przez `wait` milisekund nie nastąpi kolejne wywołanie. Jeśli przekażesz opcję `{ leading: true }`, pierwsze wywołanie wykona się od razu. Internet Explorer 11 nie jest obsługiwany.\n\nDokumentację znajdziesz pod adresem [tiny-debounce.dev/docs](https://tiny-debounce.dev/docs), a błędy zgłaszaj na https://github.com/kmalec/tiny-debounce/issues.",
            ),
            Good(
                "preserve",
                "# tiny-debounce\n\nBiblioteka do debounce'owania funkcji w przeglądarce i Node.js (ok. 600 B po gzip).\n\n## Instalacja\n\n```bash\nnpm install tiny-debounce\n```\n\n## Użycie\n\n```js\nimport { debounce } from 'tiny-debounce';\nconst save = debounce(saveDraft, 300);\n```\n\n- `debounce(fn, wait)` – zwraca nową funkcję, która wywołuje `fn` dopiero po upływie `wait` ms bez kolejnych wywołań.\n- `{ leading: true }` – pierwsze wywołanie wykonuje się natychmiast.\n- Internet Explorer 11 nie jest wspierany.\n\n## Linki\n\n- Dokumentacja: [tiny-debounce.dev/docs](https://tiny-debounce.dev/docs)\n- Zgłaszanie błędów: https://github.com/kmalec/tiny-debounce/issues",
            ),
            Good(
                "en",
                "# tiny-debounce\n\nA lightweight library (about 600 B gzipped) for delaying function calls in the browser and in Node.js.\n\n## Installation\n\n```bash\nnpm install tiny-debounce\n```\n\n## Usage\n\n```js\nimport { debounce } from 'tiny-debounce';\nconst save = debounce(saveDraft, 300);\n```\n\n`debounce(fn, wait)` returns a new function that calls `fn` only after `wait` milliseconds have passed without another call. The `{ leading: true }` option makes the first call run immediately. The library does not support Internet Explorer 11.\n\nFull documentation: [tiny-debounce.dev/docs](https://tiny-debounce.dev/docs). Report bugs at https://github.com/kmalec/tiny-debounce/issues.",
            ),
        ],
        bad=[
            Slip(0, [("opcję `{ leading: true }`", "opcję `{ immediate: true }`")], "code"),
            Slip(
                1,
                [("```bash\nnpm install tiny-debounce\n```", "npm install tiny-debounce")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/kmalec/tiny-debounce/issues",
                        "https://github.com/kmalec/tiny-debounce",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-grodzisko-chotelek-daty-c14",
        source="Artykuł przedstawia wyniki badań wykopaliskowych prowadzonych w latach 2019–2022 na grodzisku w Chotelku. Odsłonięto relikty wału drewniano-ziemnego o konstrukcji skrzyniowej oraz 14 obiektów osadniczych. Na podstawie 9 dat radiowęglowych budowę wału można prawdopodobnie umieścić w drugiej połowie X w., co przesuwa jego chronologię o około 50 lat wcześniej, niż przyjmowano dotąd (Kowalczyk 1987). Analiza ceramiki nie potwierdza hipotezy o ciągłości zasiedlenia od okresu plemiennego. Wyniki sugerują raczej, że gród został założony od podstaw w ramach organizacji państwa Piastów. Pełne zestawienie dat opublikowano w suplemencie do „Sprawozdań Archeologicznych” t. 74 (2022), s. 215–238.",
        good=[
            Good(
                "preserve",
                "W latach 2019–2022 na grodzisku w Chotelku prowadzono badania wykopaliskowe, których wyniki omawia niniejszy artykuł. Odkryto pozostałości drewniano-ziemnego wału o konstrukcji skrzyniowej i 14 obiektów osadniczych. Dziewięć dat radiowęglowych wskazuje, że wał zbudowano prawdopodobnie w drugiej połowie X w. – czyli o około 50 lat wcześniej, niż przyjmowano dotąd (Kowalczyk 1987). Materiał ceramiczny nie potwierdza hipotezy, że osada była zasiedlona nieprzerwanie od okresu plemiennego; wyniki sugerują raczej, że gród założono od podstaw w ramach organizacji państwa Piastów. Komplet dat opublikowano w suplemencie do „Sprawozdań Archeologicznych”, t. 74 (2022), s. 215–238.",
            ),
            Good(
                "preserve",
                "Wykopaliska prowadzone na grodzisku w Chotelku w latach 2019–2022 odsłoniły relikty wału drewniano-ziemnego o konstrukcji skrzyniowej oraz 14 obiektów osadniczych. Według 9 dat radiowęglowych wał powstał prawdopodobnie w drugiej połowie X w., a więc mniej więcej 50 lat wcześniej, niż przyjmowano dotąd (Kowalczyk 1987). Ceramika nie potwierdza jednak hipotezy o ciągłym zasiedleniu od okresu plemiennego – wyniki sugerują raczej, że gród założono od podstaw w ramach organizacji państwa Piastów. Wszystkie daty zestawiono w suplemencie do „Sprawozdań Archeologicznych” t. 74 (2022), s. 215–238.",
            ),
            Good(
                "en",
                "The article presents the results of excavations carried out in 2019–2022 at the stronghold in Chotelek. Remains of a timber-and-earth rampart of box construction and 14 settlement features were uncovered. On the basis of 9 radiocarbon dates, the construction of the rampart can probably be placed in the second half of the 10th century, which moves its chronology about 50 years earlier than previously assumed (Kowalczyk 1987). Analysis of the pottery does not confirm the hypothesis of continuous settlement since the tribal period. The results rather suggest that the stronghold was founded from scratch as part of the organisation of the Piast state. The full list of dates has been published in the supplement to Sprawozdania Archeologiczne, vol. 74 (2022), pp. 215–238.",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalczyk 1987)", "(Kowalczyk 1997)")], "citation"),
            Slip(1, [("wał powstał prawdopodobnie w drugiej", "wał powstał w drugiej")], "hedge"),
            Slip(2, [("14 settlement features", "16 settlement features")], "number"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-rozliczenie-ciepla-sezon-2023-2024",
        source="Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” informuje, że rozliczenie kosztów ciepła za okres od 1 lipca 2023 r. do 30 czerwca 2024 r. zostanie doręczone mieszkańcom do 15 października 2024 r. Koszt ogrzania 1 m² powierzchni wyniósł średnio 38,40 zł, tj. o 6% mniej niż w poprzednim sezonie. Nadpłaty zostaną zaliczone na poczet opłat za listopad, chyba że lokator złoży wniosek o ich zwrot na konto. Niedopłaty należy uregulować w terminie 30 dni od doręczenia rozliczenia. Reklamacje można składać pisemnie w biurze Spółdzielni w ciągu 14 dni. Mieszkańcy, w których lokalach podzielniki nie zostały odczytane z ich winy, zostaną rozliczeni ryczałtowo.",
        good=[
            Good(
                "preserve",
                "Rozliczenie ciepła za sezon 2023/2024 – najważniejsze informacje\n\nRozliczenie kosztów ciepła za okres od 1 lipca 2023 r. do 30 czerwca 2024 r. dostaniecie do 15 października 2024 r. Ogrzanie 1 m² kosztowało średnio 38,40 zł, czyli o 6% mniej niż sezon wcześniej. Jeśli wyjdzie nadpłata, zaliczymy ją na poczet opłat za listopad – chyba że złożycie wniosek o zwrot na konto. Niedopłatę trzeba uregulować w ciągu 30 dni od doręczenia rozliczenia. Reklamację możecie złożyć pisemnie w biurze Spółdzielni w ciągu 14 dni. Uwaga: jeśli podzielniki w Waszym lokalu nie zostały odczytane z Waszej winy, zostaniecie rozliczeni ryczałtowo.\n\nZarząd SM „Zielone Wzgórze”",
            ),
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” przekazuje informacje dotyczące rozliczenia kosztów ciepła:\n- okres rozliczeniowy: 1.07.2023–30.06.2024;\n- termin doręczenia rozliczeń mieszkańcom: do 15.10.2024;\n- średni koszt ogrzania 1 m²: 38,40 zł (o 6% mniej niż w poprzednim sezonie);\n- nadpłaty: zaliczane na poczet opłat za listopad, a na wniosek lokatora zwracane na konto;\n- niedopłaty: należy je uregulować w ciągu 30 dni od doręczenia rozliczenia;\n- reklamacje: można je składać na piśmie w biurze Spółdzielni w terminie 14 dni;\n- lokale, w których z winy mieszkańców nie odczytano podzielników: rozliczenie ryczałtowe.",
            ),
            Good(
                "en",
                "The Board of the “Zielone Wzgórze” Housing Cooperative informs residents that heating cost statements for the period from 1 July 2023 to 30 June 2024 will be delivered by 15 October 2024. Heating 1 m² cost PLN 38.40 on average, 6% less than in the previous season. Overpayments will be credited towards the November charges unless the tenant applies for a refund to their bank account. Underpayments must be settled within 30 days of delivery of the statement. Complaints may be submitted in writing at the Cooperative's office within 14 days. Residents whose heat cost allocators were not read through their own fault will be charged on a flat-rate basis.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "dostaniecie do 15 października 2024 r.",
                        "dostaniecie do 31 października 2024 r.",
                    )
                ],
                "date",
            ),
            Slip(
                1, [("reklamacje: można je składać", "reklamacje: należy je składać")], "modality"
            ),
            Slip(2, [("6% less than", "8% less than")], "number"),
        ],
    ),
    Case(
        key="pl-konkurs-plastyczny-moja-ulica-regulamin",
        source="Regulamin szkolnego konkursu plastycznego „Moja ulica za 100 lat”\nKonkurs jest skierowany do uczniów klas IV–VIII Szkoły Podstawowej nr 7 w Gnieźnie. Każdy uczestnik może zgłosić tylko jedną pracę wykonaną samodzielnie w formacie A3, dowolną techniką płaską. Prace nie mogą być wcześniej nagradzane w innych konkursach. Na odwrocie pracy należy podać imię, nazwisko i klasę autora. Prace trzeba złożyć w bibliotece szkolnej do 20 marca 2025 r., a ogłoszenie wyników nastąpi 4 kwietnia 2025 r. podczas apelu. Jury przyzna nagrody w dwóch kategoriach wiekowych: klasy IV–VI i VII–VIII. Prace niespełniające warunków regulaminu nie będą oceniane. Organizator zastrzega sobie prawo do wystawienia prac na szkolnym korytarzu.",
        good=[
            Good(
                "preserve",
                "Konkurs plastyczny „Moja ulica za 100 lat” – zasady\n\nZapraszamy uczniów klas IV–VIII Szkoły Podstawowej nr 7 w Gnieźnie! Możesz zgłosić tylko jedną pracę – wykonaną samodzielnie, w formacie A3, dowolną techniką płaską. Praca nie może być wcześniej nagradzana w innym konkursie. Na jej odwrocie trzeba wpisać swoje imię, nazwisko i klasę. Prace przynieś do biblioteki szkolnej do 20 marca 2025 r. Wyniki ogłosimy 4 kwietnia 2025 r. na apelu. Jury nagrodzi prace w dwóch kategoriach wiekowych: klasy IV–VI oraz VII–VIII. Prace, które nie spełniają warunków regulaminu, nie będą oceniane. Organizator zastrzega sobie prawo do wystawienia prac na szkolnym korytarzu.",
            ),
            Good(
                "preserve",
                "Regulamin konkursu plastycznego „Moja ulica za 100 lat”\n1. Konkurs jest przeznaczony dla uczniów klas IV–VIII Szkoły Podstawowej nr 7 w Gnieźnie.\n2. Uczestnik może zgłosić wyłącznie jedną samodzielnie wykonaną pracę (format A3, dowolna technika płaska), która nie była wcześniej nagradzana w innych konkursach.\n3. Na odwrocie pracy należy umieścić imię, nazwisko i klasę autora.\n4. Termin składania prac w bibliotece szkolnej upływa 20 marca 2025 r.\n5. Wyniki zostaną ogłoszone 4 kwietnia 2025 r. w trakcie apelu.\n6. Nagrody przyznaje się w dwóch kategoriach wiekowych: klasy IV–VI i klasy VII–VIII.\n7. Prace niezgodne z warunkami regulaminu nie podlegają ocenie.\n8. Organizator zastrzega sobie prawo do wystawienia prac na szkolnym korytarzu.",
            ),
            Good(
                "en",
                "Rules of the school art competition “My Street in 100 Years”\nThe competition is open to pupils in grades 4–8 of Primary School No. 7 in Gniezno. Each participant may submit only one piece of work, made independently, in A3 format and using any flat technique. Entries must not have won prizes in other competitions before. The author's first name, surname and class must be written on the back. Entries must be handed in at the school library by 20 March 2025, and the results will be announced on 4 April 2025 during a school assembly. The jury will award prizes in two age categories: grades 4–6 and grades 7–8. Entries that do not meet the rules will not be assessed. The organiser reserves the right to display the entries in the school corridor.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Praca nie może być wcześniej nagradzana",
                        "Praca może być wcześniej nagradzana",
                    )
                ],
                "negation",
            ),
            Slip(1, [("upływa 20 marca 2025 r.", "upływa 27 marca 2025 r.")], "date"),
            Slip(
                2,
                [("class must be written on the back", "class should be written on the back")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-jaskinia-mrozna-informacje-dla-turystow",
        source="Jaskinia Mroźna w Dolinie Kościeliskiej jest udostępniona do zwiedzania od końca kwietnia do końca października. Trasa ma długość ok. 500 m, a jej przejście zajmuje około 40 minut. Temperatura w jaskini wynosi przez cały rok 5–6°C, dlatego warto zabrać ciepłą kurtkę. Jaskinię zwiedza się w jednym kierunku, bez przewodnika. Wejście znajduje się na wysokości 1112 m n.p.m.; dojście od szlaku zajmuje ok. 15 minut i prowadzi stromą ścieżką. Kolejki w sezonie mogą wynosić nawet godzinę. Bilety kupuje się przy wejściu do jaskini. Aktualne godziny otwarcia podaje strona tpn.pl. W jaskini obowiązuje zakaz fotografowania z lampą błyskową.",
        good=[
            Good(
                "preserve",
                "Jaskinia Mroźna (Dolina Kościeliska) – praktyczne informacje\n- Zwiedzanie: od końca kwietnia do końca października.\n- Trasa: ok. 500 m, przejście trwa około 40 minut; zwiedza się ją w jedną stronę, bez przewodnika.\n- Temperatura: przez cały rok 5–6°C, więc warto mieć ze sobą ciepłą kurtkę.\n- Dojście: wejście leży na wysokości 1112 m n.p.m., od szlaku idzie się do niego stromą ścieżką ok. 15 minut.\n- Kolejki: w sezonie mogą sięgać nawet godziny.\n- Bilety: do kupienia przy wejściu do jaskini.\n- Godziny otwarcia: aktualne na tpn.pl.\n- W jaskini nie wolno robić zdjęć z lampą błyskową.",
            ),
            Good(
                "preserve",
                "Planujesz wizytę w Jaskini Mroźnej w Dolinie Kościeliskiej? Jest otwarta dla turystów od końca kwietnia do końca października. Do wejścia, położonego na wysokości 1112 m n.p.m., dojdziesz od szlaku stromą ścieżką w ok. 15 minut. W sezonie w kolejce możesz postać nawet godzinę; bilety kupisz na miejscu, przy wejściu do jaskini. Trasę – długą na ok. 500 m – pokonuje się bez przewodnika i w jednym kierunku, a zajmuje to około 40 minut. Przez cały rok jest tam 5–6°C, więc warto zabrać ciepłą kurtkę. Pamiętaj, że w jaskini obowiązuje zakaz fotografowania z lampą błyskową. Aktualne godziny otwarcia znajdziesz na stronie tpn.pl.",
            ),
            Good(
                "en",
                "The Mroźna Cave in the Kościeliska Valley is open to visitors from late April to late October. The route is about 500 m long and takes around 40 minutes to walk. The temperature inside is 5–6°C all year round, so it is a good idea to bring a warm jacket. The cave is visited one way only, without a guide. The entrance lies at 1,112 m above sea level; the walk from the trail takes about 15 minutes along a steep path. In season, queues can be as long as an hour. Tickets are sold at the cave entrance. Current opening hours are posted at tpn.pl. Flash photography is not allowed inside the cave.",
            ),
        ],
        bad=[
            Slip(0, [("przejście trwa około 40 minut", "przejście trwa 40 minut")], "hedge"),
            Slip(1, [("na stronie tpn.pl", "na stronie zakopane.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "Tickets are sold at the cave entrance.",
                        "Tickets are sold at the cave entrance, cash only.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-js-formcheck-migracja-do-wersji-3",
        source="## Migracja z wersji 2.x do 3.0\n\nWersja 3.0 biblioteki `formcheck` wprowadza zmiany niezgodne wstecz. Przed aktualizacją należy sprawdzić poniższe punkty:\n\n1. Funkcja `validate()` zwraca teraz obiekt `Promise` zamiast tablicy błędów, więc wywołania trzeba poprzedzić słowem `await`.\n2. Opcja `strict` została usunięta — zamiast niej użyj `mode: 'strict'`.\n3. Minimalna obsługiwana wersja Node.js to 18.\n\nStare komunikaty błędów możesz zachować, przekazując `legacyMessages: true`, ale ta opcja zostanie prawdopodobnie usunięta w wersji 4.0. Szczegóły opisano w pliku `CHANGELOG.md`.",
        good=[
            Good(
                "preserve",
                "## Przejście z 2.x na 3.0\n\nW `formcheck` 3.0 pojawiły się zmiany łamiące zgodność wsteczną. Zanim zaktualizujesz bibliotekę, musisz sprawdzić trzy rzeczy:\n\n1. `validate()` nie zwraca już tablicy błędów, tylko obiekt `Promise` — wywołania trzeba więc poprzedzić słowem `await`.\n2. Usunięto opcję `strict`; w jej miejsce używaj `mode: 'strict'`.\n3. Obsługiwany jest Node.js w wersji 18 lub nowszej.\n\nJeśli chcesz zachować stare komunikaty błędów, przekaż `legacyMessages: true` — pamiętaj jednak, że ta opcja zostanie prawdopodobnie usunięta w wersji 4.0. Więcej szczegółów znajdziesz w pliku `CHANGELOG.md`.",
            ),
            Good(
                "preserve",
                "## Aktualizacja do wersji 3.0 (z 2.x)\n\nWydanie 3.0 biblioteki `formcheck` zawiera zmiany niezgodne wstecz, dlatego przed aktualizacją należy zweryfikować:\n\n1. **`validate()`** – zwraca obiekt `Promise` zamiast tablicy błędów; wywołania trzeba poprzedzić `await`.\n2. **`strict`** – opcję usunięto, zastępuje ją `mode: 'strict'`.\n3. **Node.js** – minimalna obsługiwana wersja to 18.\n\nOpcja `legacyMessages: true` pozwala zachować dotychczasowe komunikaty błędów, jednak prawdopodobnie zostanie usunięta w wersji 4.0. Szczegóły: plik `CHANGELOG.md`.",
            ),
            Good(
                "en",
                "## Migrating from 2.x to 3.0\n\nVersion 3.0 of `formcheck` introduces breaking changes. Before upgrading, you must check the following:\n\n1. `validate()` now returns a `Promise` instead of an array of errors, so calls have to be prefixed with `await`.\n2. The `strict` option has been removed — use `mode: 'strict'` instead.\n3. The minimum supported Node.js version is 18.\n\nYou can keep the old error messages by passing `legacyMessages: true`, but this option will probably be removed in version 4.0. See `CHANGELOG.md` for details.",
            ),
        ],
        bad=[
            Slip(0, [("## Przejście z 2.x na 3.0", "Przejście z 2.x na 3.0")], "markdown"),
            Slip(1, [("zastępuje ją `mode: 'strict'`", "zastępuje ją `strictMode: true`")], "code"),
            Slip(
                2,
                [("Before upgrading, you must check", "Before upgrading, you may want to check")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-cmentarzysko-luzyckie-lubowice-pochowki",
        source="W pracy omówiono materiały z cmentarzyska ciałopalnego kultury łużyckiej w Łubowicach, badanego w latach 1968–1974 i ponownie w 2021 r. Analiza 212 pochówków wskazuje, że cmentarzysko użytkowano najpewniej od IV okresu epoki brązu do wczesnej epoki żelaza. W przeciwieństwie do wcześniejszych ustaleń (Mazur 1979: 41) nie stwierdzono wyraźnego podziału na strefy pochówków dziecięcych i dorosłych. Badania antropologiczne przeprowadzone przez Nowak i Zielińskiego (2023) sugerują, że około 30% zmarłych stanowiły dzieci. Zestaw darów grobowych był prawdopodobnie skromniejszy niż na pobliskich cmentarzyskach. Dokumentacja z badań archiwalnych nie zachowała się w całości, co ogranicza możliwości porównań.",
        good=[
            Good(
                "preserve",
                "Artykuł dotyczy cmentarzyska ciałopalnego kultury łużyckiej w Łubowicach, które badano w latach 1968–1974, a następnie ponownie w 2021 r. Analiza 212 pochówków wskazuje, że nekropola była użytkowana najpewniej od IV okresu epoki brązu aż do wczesnej epoki żelaza. Wbrew wcześniejszym ustaleniom (Mazur 1979: 41) nie zaobserwowano wyraźnego wydzielenia stref z pochówkami dzieci i dorosłych. Badania antropologiczne Nowak i Zielińskiego (2023) sugerują, że dzieci stanowiły około 30% zmarłych. Dary grobowe były prawdopodobnie skromniejsze niż na sąsiednich cmentarzyskach. Możliwości porównań ogranicza fakt, że dokumentacja z badań archiwalnych nie zachowała się w całości.",
            ),
            Good(
                "preserve",
                "Przedmiotem pracy są materiały z cmentarzyska ciałopalnego kultury łużyckiej w Łubowicach (badania w latach 1968–1974 oraz w 2021 r.). Z analizy 212 pochówków wynika, że nekropolę użytkowano najpewniej od IV okresu epoki brązu do wczesnej epoki żelaza. W przeciwieństwie do wcześniejszych ustaleń (Mazur 1979: 41) nie stwierdzono wyraźnego podziału na strefy pochówków dziecięcych i dorosłych. Według badań antropologicznych Nowak i Zielińskiego (2023) dzieci stanowiły – jak się wydaje – około 30% zmarłych. Wyposażenie grobów było prawdopodobnie skromniejsze niż na pobliskich cmentarzyskach. Porównania utrudnia to, że dokumentacja z badań archiwalnych nie zachowała się w całości.",
            ),
            Good(
                "en",
                "The paper discusses material from the Lusatian culture cremation cemetery at Łubowice, excavated in 1968–1974 and again in 2021. Analysis of 212 burials indicates that the cemetery was most likely in use from Period IV of the Bronze Age to the early Iron Age. Contrary to earlier findings (Mazur 1979: 41), no clear division into zones of child and adult burials was observed. Anthropological research by Nowak and Zieliński (2023) suggests that about 30% of the dead were children. The set of grave goods was probably more modest than at nearby cemeteries. The documentation from the archival excavations has not survived in full, which limits the scope for comparison.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dary grobowe były prawdopodobnie skromniejsze",
                        "Dary grobowe były skromniejsze",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "nie stwierdzono wyraźnego podziału na strefy",
                        "stwierdzono wyraźny podział na strefy",
                    )
                ],
                "negation",
            ),
            Slip(2, [("(Mazur 1979: 41)", "(Mazur 1979: 14)")], "citation"),
        ],
    ),
    Case(
        key="pl-gmina-dotacja-wymiana-piecow-suchy-las",
        source="Wójt Gminy Suchy Las ogłasza nabór wniosków o dotację celową na wymianę nieekologicznych źródeł ciepła na pompy ciepła, kotły gazowe lub podłączenie do sieci ciepłowniczej. Dotacja przysługuje na podstawie art. 403 ust. 4 ustawy z dnia 27 kwietnia 2001 r. – Prawo ochrony środowiska oraz uchwały nr LII/418/2023. Maksymalna kwota dofinansowania wynosi 6000 zł, a w przypadku pompy ciepła – 9000 zł. Stary kocioł musi zostać trwale zlikwidowany, co należy potwierdzić dokumentem ze stacji demontażu. Inwestycja nie może zostać rozpoczęta przed podpisaniem umowy z gminą. Wnioski przyjmowane są do wyczerpania środków, których pula w tym roku wynosi 400 000 zł.",
        good=[
            Good(
                "preserve",
                "Chcesz wymienić stary piec? Wójt Gminy Suchy Las ogłosił nabór wniosków o dotację celową na zamianę nieekologicznego źródła ciepła na pompę ciepła, kocioł gazowy albo podłączenie do sieci ciepłowniczej. Możesz otrzymać do 6000 zł, a jeśli wybierzesz pompę ciepła – do 9000 zł. Pamiętaj: stary kocioł musi zostać trwale zlikwidowany, co trzeba potwierdzić dokumentem ze stacji demontażu. Nie wolno rozpocząć inwestycji przed podpisaniem umowy z gminą. Wnioski są przyjmowane do wyczerpania środków – w tym roku pula wynosi 400 000 zł. Podstawą prawną jest art. 403 ust. 4 ustawy z dnia 27 kwietnia 2001 r. – Prawo ochrony środowiska oraz uchwała nr LII/418/2023.",
            ),
            Good(
                "preserve",
                "Nabór wniosków – dotacja na wymianę źródeł ciepła (Gmina Suchy Las)\n\nOgłaszający: Wójt Gminy Suchy Las.\nCel: wymiana nieekologicznych źródeł ciepła na pompy ciepła, kotły gazowe lub podłączenie do sieci ciepłowniczej.\nPodstawa prawna: art. 403 ust. 4 ustawy z 27 kwietnia 2001 r. – Prawo ochrony środowiska; uchwała nr LII/418/2023.\nKwota dotacji: maks. 6000 zł; przy pompie ciepła maks. 9000 zł.\nWarunki:\n• stary kocioł musi zostać trwale zlikwidowany – należy to potwierdzić dokumentem ze stacji demontażu;\n• inwestycji nie można rozpocząć przed podpisaniem umowy z gminą.\nTermin: wnioski przyjmowane do wyczerpania środków (pula na ten rok: 400 000 zł).",
            ),
            Good(
                "en",
                "The Head of Suchy Las Municipality announces a call for applications for targeted grants to replace non-ecological heat sources with heat pumps or gas boilers, or to connect to the district heating network. The grant is awarded under Article 403(4) of the Environmental Protection Law Act of 27 April 2001 and Resolution No. LII/418/2023. The maximum grant is PLN 6,000, or PLN 9,000 for a heat pump. The old boiler must be permanently decommissioned, which has to be confirmed by a document from a dismantling station. Work on the project must not begin before the agreement with the municipality is signed. Applications will be accepted until the funds run out; this year's budget is PLN 400,000.",
            ),
        ],
        bad=[
            Slip(0, [("do 9000 zł", "do 12 000 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "stary kocioł musi zostać trwale zlikwidowany",
                        "stary kocioł powinien zostać trwale zlikwidowany",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Article 403(4)", "Article 403(2)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-ulotka-szczepionka-donosowa-grypa-dzieci",
        source="Szczepionka donosowa przeciw grypie jest przeznaczona dla dzieci i młodzieży w wieku od 24 miesięcy do ukończenia 18 lat. Podaje się ją w postaci aerozolu, po 0,1 ml do każdego otworu nosowego. Dzieci, które nigdy wcześniej nie były szczepione przeciw grypie, powinny otrzymać drugą dawkę po upływie co najmniej 4 tygodni. Najczęstsze działania niepożądane to katar lub zatkany nos; mogą one wystąpić u więcej niż 1 na 10 dzieci. Szczepionki nie należy stosować u dzieci przyjmujących kwas acetylosalicylowy. Przez 1–2 tygodnie po szczepieniu dziecko powinno w miarę możliwości unikać bliskiego kontaktu z osobami z ciężkim niedoborem odporności. Jak każda szczepionka, ten preparat może nie chronić w pełni wszystkich zaszczepionych.",
        good=[
            Good(
                "preserve",
                "Dla kogo? Dla dzieci i młodzieży w wieku od 24 miesięcy do ukończenia 18 lat.\nJak się ją podaje? Jako aerozol do nosa – po 0,1 ml do każdego otworu nosowego.\nIle dawek? Jeśli dziecko nigdy wcześniej nie było szczepione przeciw grypie, powinno dostać drugą dawkę, nie wcześniej niż po 4 tygodniach.\nDziałania niepożądane: najczęściej katar lub zatkany nos – mogą się pojawić u więcej niż 1 na 10 dzieci.\nKiedy nie stosować: szczepionki nie należy podawać dzieciom, które przyjmują kwas acetylosalicylowy.\nPo szczepieniu: przez 1–2 tygodnie dziecko powinno w miarę możliwości unikać bliskiego kontaktu z osobami z ciężkim niedoborem odporności.\nPamiętaj: jak każda szczepionka, ta również może nie chronić w pełni wszystkich zaszczepionych.",
            ),
            Good(
                "preserve",
                "Donosową szczepionkę przeciw grypie stosuje się u dzieci i młodzieży w wieku od 24 miesięcy do ukończenia 18 lat; podaje się ją jako aerozol, po 0,1 ml do każdego otworu nosowego. Dzieci dotąd nieszczepione przeciw grypie powinny otrzymać drugą dawkę po co najmniej 4 tygodniach. Szczepionki nie należy stosować u dzieci przyjmujących kwas acetylosalicylowy. U więcej niż 1 na 10 dzieci mogą wystąpić katar lub zatkany nos – to najczęstsze działania niepożądane. W ciągu 1–2 tygodni po szczepieniu dziecko powinno w miarę możliwości unikać bliskiego kontaktu z osobami z ciężkim niedoborem odporności. Szczepionka, jak każda inna, może nie zapewnić pełnej ochrony wszystkim zaszczepionym.",
            ),
            Good(
                "en",
                "The nasal flu vaccine is intended for children and adolescents aged from 24 months until their 18th birthday. It is given as a spray, 0.1 ml into each nostril. Children who have never been vaccinated against flu before should receive a second dose after at least 4 weeks. The most common side effects are a runny or blocked nose, which may affect more than 1 in 10 children. The vaccine must not be used in children taking acetylsalicylic acid. For 1–2 weeks after vaccination, the child should, where possible, avoid close contact with people who are severely immunocompromised. Like any vaccine, it may not fully protect everyone who is vaccinated.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "które przyjmują kwas acetylosalicylowy.",
                        "które przyjmują kwas acetylosalicylowy, ani dzieciom chorym na astmę.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Dzieci dotąd nieszczepione przeciw grypie",
                        "Dzieci już wcześniej szczepione przeciw grypie",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "which may affect more than 1 in 10 children",
                        "which affect more than 1 in 10 children",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-zmiana-godzin-rejestracji-telefonicznej",
        source="Szanowni Pacjenci, od 2 czerwca 2025 r. rejestracja telefoniczna Przychodni „Zdrowie Rodziny” będzie czynna od poniedziałku do piątku w godz. 7:30–15:00 (dotychczas do 18:00). Wizyty u lekarza rodzinnego można też umawiać całodobowo przez e-rejestrację na stronie rejestracja.zdrowierodziny.pl. Na wizytę należy zgłosić się co najmniej 10 minut wcześniej z dokumentem tożsamości. Pacjenci, którzy nie mogą przyjść na umówioną wizytę, powinni ją odwołać najpóźniej dzień wcześniej — telefonicznie lub mailowo na adres rejestracja@zdrowierodziny.pl. Recepty na leki stałe można zamawiać przez formularz na stronie. W sprawach nagłych po godz. 18:00 oraz w weekendy należy korzystać z nocnej i świątecznej opieki zdrowotnej.",
        good=[
            Good(
                "preserve",
                "Drodzy Pacjenci! Od 2 czerwca 2025 r. zmieniają się godziny rejestracji telefonicznej w Przychodni „Zdrowie Rodziny”: będzie czynna od poniedziałku do piątku w godz. 7:30–15:00, a nie – jak dotąd – do 18:00. Wizytę u lekarza rodzinnego możecie też umówić o każdej porze dnia i nocy w e-rejestracji: rejestracja.zdrowierodziny.pl. Na wizytę trzeba przyjść co najmniej 10 minut wcześniej, z dokumentem tożsamości. Jeśli nie możecie przyjść, powinniście odwołać wizytę najpóźniej dzień wcześniej – telefonicznie albo mailowo (rejestracja@zdrowierodziny.pl). Recepty na leki stałe możecie zamawiać przez formularz na stronie. W nagłych sprawach po 18:00 i w weekendy trzeba korzystać z nocnej i świątecznej opieki zdrowotnej.",
            ),
            Good(
                "preserve",
                "Komunikat Przychodni „Zdrowie Rodziny”\n\nOd 2 czerwca 2025 r. rejestracja telefoniczna będzie działać od poniedziałku do piątku w godz. 7:30–15:00 (do tej pory była czynna do 18:00).\n\nPrzypominamy też, że:\n– wizyty u lekarza rodzinnego można umawiać 24 godziny na dobę przez e-rejestrację: rejestracja.zdrowierodziny.pl;\n– recepty na leki stałe można zamówić przez formularz na stronie;\n– na wizytę należy przyjść co najmniej 10 minut wcześniej, z dokumentem tożsamości;\n– jeśli nie możesz przyjść, powinieneś odwołać wizytę najpóźniej dzień wcześniej, telefonicznie lub e-mailem na rejestracja@zdrowierodziny.pl;\n– w nagłych przypadkach po 18:00 i w weekendy należy korzystać z nocnej i świątecznej opieki zdrowotnej.",
            ),
            Good(
                "en",
                "Dear Patients, from 2 June 2025 the telephone registration desk of the Zdrowie Rodziny Clinic will be open Monday to Friday from 7:30 a.m. to 3:00 p.m. (until now it was open until 6:00 p.m.). Appointments with a family doctor can also be booked 24/7 via online registration at rejestracja.zdrowierodziny.pl. You must arrive at least 10 minutes before your appointment and bring an identity document. Patients who cannot attend should cancel no later than the day before, by phone or by e-mail to rejestracja@zdrowierodziny.pl. Repeat prescriptions can be ordered using the form on the website. For urgent matters after 6:00 p.m. and at weekends, patients must use the night and holiday healthcare service.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w e-rejestracji: rejestracja.zdrowierodziny.pl",
                        "w e-rejestracji: zdrowierodziny.pl",
                    )
                ],
                "url",
            ),
            Slip(1, [("Od 2 czerwca 2025 r.", "Od 2 lipca 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "Patients who cannot attend should cancel",
                        "Patients who cannot attend must cancel",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-odstapienie-od-umowy",
        source="Zwroty i odstąpienie od umowy\nZgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta masz prawo odstąpić od umowy zawartej przez internet w terminie 14 dni bez podawania przyczyny. Termin liczy się od dnia, w którym otrzymałeś towar. Zwracany produkt nie może nosić śladów użytkowania wykraczającego poza sprawdzenie jego charakteru i cech. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania oświadczenia, tą samą metodą płatności. Koszt odesłania towaru ponosi kupujący; przy zamówieniach powyżej 299 zł pokrywamy go my. Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie (art. 38 pkt 3 ustawy).",
        good=[
            Good(
                "preserve",
                "Czy mogę zwrócić zakupiony towar?\nTak. Od umowy zawartej przez internet możesz odstąpić w ciągu 14 dni, bez podawania przyczyny – to prawo daje Ci art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Termin biegnie od dnia, w którym otrzymałeś towar. Pamiętaj, że produkt nie może nosić śladów używania wykraczającego poza sprawdzenie jego charakteru i cech.\n\nKiedy dostanę pieniądze?\nW ciągu 14 dni od otrzymania Twojego oświadczenia, tą samą metodą płatności.\n\nKto płaci za odesłanie?\nKupujący – ale przy zamówieniach powyżej 299 zł koszt ten bierzemy na siebie.\n\nWyjątek: prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie (art. 38 pkt 3 ustawy).",
            ),
            Good(
                "preserve",
                "§ 7. Odstąpienie od umowy\n1. Konsument, który zawarł umowę przez internet, ma prawo odstąpić od niej bez podania przyczyny w terminie 14 dni od dnia otrzymania towaru (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n2. Zwracany produkt nie może nosić śladów użytkowania w zakresie wykraczającym poza sprawdzenie jego charakteru i cech.\n3. Sprzedawca zwraca płatność w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, przy użyciu tej samej metody płatności.\n4. Koszt odesłania towaru ponosi kupujący, z wyjątkiem zamówień o wartości powyżej 299 zł, przy których koszt ten pokrywa sprzedawca.\n5. Prawo odstąpienia od umowy nie przysługuje w odniesieniu do towarów wykonanych na indywidualne zamówienie (art. 38 pkt 3 ustawy).",
            ),
            Good(
                "en",
                "Returns and withdrawal from the contract\nUnder Article 27 of the Consumer Rights Act of 30 May 2014, you have the right to withdraw from a contract concluded online within 14 days without giving any reason. The period runs from the day you received the goods. The returned product must not show signs of use beyond what is needed to establish its nature and characteristics. We will refund your money within 14 days of receiving your statement, using the same payment method. The buyer pays the cost of sending the goods back; for orders over PLN 299, we cover it. The right of withdrawal does not apply to goods made to the customer's individual order (Article 38(3) of the Act).",
            ),
        ],
        bad=[
            Slip(0, [("powyżej 299 zł", "powyżej 199 zł")], "number"),
            Slip(1, [("(art. 27 ustawy", "(art. 21 ustawy")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "The right of withdrawal does not apply to",
                        "The right of withdrawal also applies to",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-zasady-wolontariatu-spacery-psy",
        source="Zasady wolontariatu w Schronisku dla Zwierząt „Azylek” w Borowie\nWolontariuszem może zostać osoba pełnoletnia; osoby w wieku 16–17 lat mogą pomagać wyłącznie pod opieką rodzica lub opiekuna prawnego. Przed pierwszym wyjściem z psem każdy wolontariusz musi odbyć szkolenie, które odbywa się w pierwszą sobotę miesiąca o godz. 10:00. Psy wyprowadzamy wyłącznie na smyczy i w szelkach wydanych przez schronisko. Nie wolno karmić zwierząt przysmakami przyniesionymi z domu. Spacer powinien trwać nie dłużej niż godzinę. O wszelkich niepokojących objawach u zwierzęcia należy od razu poinformować opiekuna pawilonu. Wolontariusze mogą też pomagać przy sprzątaniu boksów i w organizacji zbiórek.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać wolontariuszem w schronisku „Azylek” w Borowie? Oto zasady:\n• Wolontariuszem może zostać osoba pełnoletnia. Młodzież w wieku 16–17 lat może pomagać tylko pod opieką rodzica lub opiekuna prawnego.\n• Zanim pierwszy raz wyjdziesz z psem, musisz przejść szkolenie – odbywa się w pierwszą sobotę miesiąca o 10:00.\n• Psy wyprowadzamy tylko na smyczy i w szelkach wydanych przez schronisko.\n• Nie wolno karmić zwierząt przysmakami przyniesionymi z domu.\n• Spacer powinien trwać najwyżej godzinę.\n• Jeśli zauważysz u zwierzęcia coś niepokojącego, od razu powiedz o tym opiekunowi pawilonu.\nMożesz też pomagać przy sprzątaniu boksów i przy organizacji zbiórek.",
            ),
            Good(
                "preserve",
                "Zasady wolontariatu – Schronisko dla Zwierząt „Azylek” w Borowie\nWolontariat jest otwarty dla osób pełnoletnich, natomiast osoby w wieku 16–17 lat mogą pomagać jedynie pod opieką rodzica lub opiekuna prawnego. Każdy wolontariusz musi przed pierwszym wyjściem z psem odbyć szkolenie, organizowane w pierwszą sobotę miesiąca o godz. 10:00. Psy wyprowadza się wyłącznie na smyczy i w szelkach wydanych przez schronisko. Karmienie zwierząt przysmakami przyniesionymi z domu jest zabronione. Spacer nie powinien przekraczać jednej godziny. Wszelkie niepokojące objawy u zwierzęcia należy niezwłocznie zgłosić opiekunowi pawilonu. Wolontariusze mogą ponadto pomagać w sprzątaniu boksów oraz w organizowaniu zbiórek.",
            ),
            Good(
                "en",
                "Volunteering rules at the “Azylek” Animal Shelter in Borów\nAnyone aged 18 or over can become a volunteer; young people aged 16–17 may help only under the supervision of a parent or legal guardian. Before taking a dog out for the first time, every volunteer must complete a training session, held on the first Saturday of the month at 10:00 a.m. Dogs are walked only on leads and in harnesses provided by the shelter. Feeding the animals treats brought from home is not allowed. A walk should last no longer than an hour. Any worrying symptoms in an animal must be reported to the kennel block's caretaker straight away. Volunteers can also help with cleaning the kennels and organising donation drives.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "odbywa się w pierwszą sobotę miesiąca o 10:00.",
                        "odbywa się w pierwszą sobotę miesiąca o 10:00 w świetlicy przy bramie głównej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Spacer nie powinien przekraczać jednej godziny.",
                        "Spacer nie może przekraczać jednej godziny.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Feeding the animals treats brought from home is not allowed. A walk should last no longer than an hour.",
                        "Nie wolno karmić zwierząt przysmakami przyniesionymi z domu. Spacer powinien trwać nie dłużej niż godzinę.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-notatki-spotkanie-zespolu-wydanie-24",
        source="# Notatki ze spotkania zespołu – 12.03.2025\n\n**Obecni:** Ania, Bartek, Kasia, Michał\n\n## Ustalenia\n\n- Wydanie wersji 2.4 aplikacji przesuwamy na **24 marca** (zamiast 17 marca), bo testy regresji nie są skończone.\n- Bartek naprawi błąd logowania przez Google (zgłoszenie #1432) do piątku.\n- Limit załączników zwiększamy z 10 MB do 25 MB.\n- Na razie nie wprowadzamy trybu ciemnego – wrócimy do tematu w kwietniu.\n\n## Do zrobienia\n\n| Zadanie | Osoba | Termin |\n|---|---|---|\n| Testy regresji | Kasia | 20.03 |\n| Notatka do klientów | Michał | 21.03 |\n\nNastępne spotkanie: środa, 19 marca, 10:00.",
        good=[
            Good(
                "preserve",
                "# Spotkanie zespołu, 12.03.2025 – notatki\n\n**Uczestnicy:** Ania, Bartek, Kasia, Michał\n\n## Co ustaliliśmy\n\n- Testy regresji nie są skończone, więc wydanie wersji 2.4 aplikacji przesuwamy z 17 marca na **24 marca**.\n- Do piątku Bartek naprawi błąd logowania przez Google (zgłoszenie #1432).\n- Podnosimy limit załączników z 10 MB do 25 MB.\n- Trybu ciemnego na razie nie wprowadzamy; wrócimy do tematu w kwietniu.\n\n## Zadania\n\n| Zadanie | Osoba | Termin |\n|---|---|---|\n| Testy regresji | Kasia | 20.03 |\n| Notatka do klientów | Michał | 21.03 |\n\nKolejne spotkanie: środa 19 marca, godz. 10:00.",
            ),
            Good(
                "preserve",
                "# Notatki ze spotkania (12.03.2025)\n\n**Obecni:** Ania, Bartek, Kasia, Michał\n\n## Decyzje\n\n- **Wersja 2.4** – nowa data wydania to **24 marca** (pierwotnie 17 marca); powód: testy regresji nie są skończone.\n- **Logowanie przez Google** – Bartek naprawi błąd ze zgłoszenia #1432 do piątku.\n- **Załączniki** – limit rośnie z 10 MB do 25 MB.\n- **Tryb ciemny** – na razie go nie wprowadzamy, do tematu wrócimy w kwietniu.\n\n## Do zrobienia\n\n| Zadanie | Osoba | Termin |\n|---|---|---|\n| Testy regresji | Kasia | 20.03 |\n| Notatka do klientów | Michał | 21.03 |\n\nNastępne spotkanie odbędzie się w środę 19 marca o 10:00.",
            ),
            Good(
                "en",
                "# Team meeting notes – 12 March 2025\n\n**Present:** Ania, Bartek, Kasia, Michał\n\n## Decisions\n\n- We are moving the release of version 2.4 of the app to **24 March** (instead of 17 March) because regression testing is not finished.\n- Bartek will fix the Google sign-in bug (ticket #1432) by Friday.\n- We are raising the attachment limit from 10 MB to 25 MB.\n- We are not introducing dark mode for now – we will come back to it in April.\n\n## To do\n\n| Task | Owner | Due |\n|---|---|---|\n| Regression tests | Kasia | 20.03 |\n| Note to customers | Michał | 21.03 |\n\nNext meeting: Wednesday, 19 March, 10:00.",
            ),
        ],
        bad=[
            Slip(0, [("z 10 MB do 25 MB", "z 10 MB do 20 MB")], "number"),
            Slip(1, [("w środę 19 marca o 10:00", "w środę 19 marca o 12:00")], "date"),
            Slip(2, [("| Note to customers | Michał | 21.03 |\n", "")], "markdown"),
        ],
    ),
    Case(
        key="pl-abstrakt-praca-zdalna-wypalenie-nauczycieli",
        source="Celem badania była ocena związku między liczbą godzin pracy zdalnej a poziomem wypalenia zawodowego u nauczycieli szkół średnich. W badaniu ankietowym przeprowadzonym jesienią 2023 r. wzięło udział 612 nauczycieli z województwa łódzkiego. Do pomiaru wypalenia wykorzystano polską adaptację kwestionariusza MBI (Pasikowski 2000). Nauczyciele pracujący zdalnie ponad 10 godzin tygodniowo uzyskiwali średnio wyższe wyniki w skali wyczerpania emocjonalnego. Zależność ta może jednak wynikać z czynników niekontrolowanych w badaniu, np. liczby uczniów w klasie. Uzyskane wyniki są zbliżone do obserwacji Kaczmarek i Lisa (2021), opublikowanych w „Psychologii Wychowawczej”. Ze względu na przekrojowy charakter badania nie można wnioskować o związkach przyczynowych.",
        good=[
            Good(
                "preserve",
                "Badanie miało na celu sprawdzenie, jak liczba godzin pracy zdalnej wiąże się z poziomem wypalenia zawodowego nauczycieli szkół średnich. Jesienią 2023 r. ankietę wypełniło 612 nauczycieli z województwa łódzkiego; wypalenie mierzono polską adaptacją kwestionariusza MBI (Pasikowski 2000). Osoby pracujące zdalnie ponad 10 godzin w tygodniu miały przeciętnie wyższe wyniki w skali wyczerpania emocjonalnego, choć zależność ta może wynikać z czynników, których badanie nie kontrolowało, takich jak liczba uczniów w klasie. Wyniki są zbliżone do obserwacji Kaczmarek i Lisa (2021) opublikowanych w „Psychologii Wychowawczej”. Ponieważ badanie miało charakter przekrojowy, nie można na jego podstawie wnioskować o związkach przyczynowych.",
            ),
            Good(
                "preserve",
                "W skrócie: czy nauczyciele, którzy więcej pracują zdalnie, są bardziej wypaleni zawodowo? Sprawdzono to wśród nauczycieli szkół średnich z województwa łódzkiego – jesienią 2023 r. ankietę wypełniło 612 osób. Wypalenie mierzono polską adaptacją kwestionariusza MBI (Pasikowski 2000). Ci, którzy pracowali zdalnie ponad 10 godzin tygodniowo, mieli średnio wyższe wyniki w skali wyczerpania emocjonalnego. Ten związek może jednak wynikać z czynników, których w badaniu nie kontrolowano – na przykład z liczby uczniów w klasie. Zbliżone obserwacje opisali Kaczmarek i Lis (2021) w „Psychologii Wychowawczej”. Badanie było przekrojowe, więc nie można na jego podstawie wnioskować o związkach przyczynowych.",
            ),
            Good(
                "en",
                "The aim of the study was to assess the relationship between the number of hours of remote work and the level of occupational burnout among secondary school teachers. The survey, conducted in autumn 2023, involved 612 teachers from the Łódź Voivodeship. Burnout was measured using the Polish adaptation of the MBI questionnaire (Pasikowski 2000). Teachers working remotely for more than 10 hours a week scored higher on average on the emotional exhaustion scale. However, this relationship may stem from factors not controlled for in the study, such as the number of pupils in a class. The results are similar to the observations of Kaczmarek and Lis (2021), published in Psychologia Wychowawcza. Because the study was cross-sectional, no conclusions about causal relationships can be drawn.",
            ),
        ],
        bad=[
            Slip(0, [("Kaczmarek i Lisa (2021)", "Kaczmarek i Lisa (2012)")], "citation"),
            Slip(1, [("Ten związek może jednak wynikać", "Ten związek wynika jednak")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The survey, conducted in autumn 2023,",
                        "The survey, commissioned by the Ministry of Education and conducted in autumn 2023,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-komunikacja-zastepcza-pilawa-deblin-wiadukt",
        source="W związku z modernizacją wiaduktu w Garwolinie w dniach 5–18 maja 2025 r. pociągi Kolei Mazowieckich na odcinku Pilawa – Dęblin nie będą kursować. Na tym odcinku zostanie uruchomiona zastępcza komunikacja autobusowa. Autobusy odjeżdżają sprzed budynków dworców, a czas przejazdu wydłuży się o ok. 35 minut. W autobusach zastępczych nie ma możliwości przewozu rowerów, a wózki dziecięce są przewożone w miarę wolnego miejsca. Bilety zakupione na przejazd pociągiem są honorowane w autobusach. Rozkład jazdy komunikacji zastępczej jest dostępny na stronie mazowieckie.com.pl oraz w aplikacji KM. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Od 5 do 18 maja 2025 r. pociągi Kolei Mazowieckich nie pojadą między Pilawą a Dęblinem – trwa modernizacja wiaduktu w Garwolinie. W tym czasie na odcinku Pilawa – Dęblin kursować będą autobusy zastępcze, które odjeżdżają sprzed budynków dworców. Podróż potrwa ok. 35 minut dłużej. Roweru nie da się przewieźć autobusem zastępczym, a wózki dziecięce są zabierane, o ile jest wolne miejsce. Bilety kupione na pociąg są ważne także w autobusach. Rozkład komunikacji zastępczej znajdziesz na mazowieckie.com.pl i w aplikacji KM. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Utrudnienia na odcinku Pilawa – Dęblin\n• Kiedy: 5–18 maja 2025 r.\n• Dlaczego: modernizacja wiaduktu w Garwolinie.\n• Co się zmienia: pociągi Kolei Mazowieckich nie kursują na tym odcinku, zamiast nich jeżdżą autobusy zastępcze (odjazdy sprzed budynków dworców). Przejazd trwa dłużej o ok. 35 minut.\n• Rowery i wózki: w autobusach zastępczych nie można przewozić rowerów; wózki dziecięce – w miarę wolnego miejsca.\n• Bilety: bilety kupione na przejazd pociągiem są honorowane w autobusach.\n• Rozkład: mazowieckie.com.pl oraz aplikacja KM.\nPrzepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Due to the modernisation of the viaduct in Garwolin, Koleje Mazowieckie trains will not run between Pilawa and Dęblin from 5 to 18 May 2025. A rail replacement bus service will operate on this section. Buses depart from in front of the station buildings, and the journey will take about 35 minutes longer. Bicycles cannot be carried on the replacement buses; prams are carried subject to available space. Tickets bought for train travel are valid on the buses. The replacement service timetable is available at mazowieckie.com.pl and in the KM app. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Podróż potrwa ok. 35 minut dłużej.",
                        "Podróż potrwa ok. 35 minut dłużej z powodu objazdu przez Łaskarzew.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "w autobusach zastępczych nie można przewozić rowerów",
                        "w autobusach zastępczych można przewozić rowery",
                    )
                ],
                "negation",
            ),
            Slip(2, [("at mazowieckie.com.pl", "at mazowieckie.pl")], "url"),
        ],
    ),
]

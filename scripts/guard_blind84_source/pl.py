# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 84: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-taksa-notarialna-stawki-maksymalne",
        source=(
            "Wysokość taksy notarialnej określa rozporządzenie Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. "
            "w sprawie maksymalnych stawek taksy notarialnej. Zgodnie z § 3 tego rozporządzenia przy wartości "
            "przedmiotu czynności od 60 000 zł do 1 000 000 zł maksymalna taksa wynosi 1010 zł plus 0,4% od nadwyżki "
            "powyżej 60 000 zł. Do taksy należy doliczyć 23% VAT oraz koszt wypisów aktu. Notariusz nie może pobrać "
            "wynagrodzenia wyższego niż stawka maksymalna, ale może ustalić z klientem niższą kwotę. Podatek od "
            "czynności cywilnoprawnych i opłatę sądową za wpis do księgi wieczystej notariusz pobiera jako płatnik "
            "i przekazuje dalej – nie stanowią one jego wynagrodzenia."
        ),
        good=[
            Good(
                "preserve",
                "Ile maksymalnie zapłacisz notariuszowi, wynika z rozporządzenia Ministra Sprawiedliwości z 28 czerwca "
                "2004 r. w sprawie maksymalnych stawek taksy notarialnej. Jeśli wartość przedmiotu czynności mieści się "
                "w przedziale od 60 000 zł do 1 000 000 zł, § 3 rozporządzenia przewiduje taksę maksymalną w wysokości "
                "1010 zł plus 0,4% nadwyżki ponad 60 000 zł. Do tej kwoty trzeba doliczyć 23% VAT i koszt wypisów aktu. "
                "Notariusz nie może zażądać więcej niż stawka maksymalna, może natomiast uzgodnić z Tobą niższą kwotę. "
                "Podatek od czynności cywilnoprawnych oraz opłatę sądową za wpis do księgi wieczystej pobiera jedynie "
                "jako płatnik i przekazuje je dalej, więc nie są one jego wynagrodzeniem.",
            ),
            Good(
                "preserve",
                "Taksa notarialna – najważniejsze zasady:\n\n"
                "- Podstawa: rozporządzenie Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych "
                "stawek taksy notarialnej.\n"
                "- Wartość przedmiotu czynności od 60 000 zł do 1 000 000 zł: maksymalnie 1010 zł + 0,4% od nadwyżki "
                "powyżej 60 000 zł (§ 3 rozporządzenia).\n"
                "- Do taksy dolicza się 23% VAT i koszt wypisów aktu.\n"
                "- Notariusz nie może pobrać więcej niż stawka maksymalna; z klientem może uzgodnić kwotę niższą.\n"
                "- Podatek od czynności cywilnoprawnych (PCC) i opłatę sądową za wpis do księgi wieczystej notariusz "
                "pobiera jako płatnik i przekazuje dalej – nie są jego wynagrodzeniem.",
            ),
            Good(
                "en",
                "The amount of the notarial fee is governed by the Regulation of the Minister of Justice of 28 June 2004 "
                "on maximum notarial fee rates. Under § 3 of that regulation, where the value of the transaction is "
                "between PLN 60,000 and PLN 1,000,000, the maximum fee is PLN 1,010 plus 0.4% of the excess over "
                "PLN 60,000. 23% VAT and the cost of copies of the deed must be added to the fee. A notary may not "
                "charge more than the maximum rate but may agree a lower amount with the client. The tax on civil law "
                "transactions and the court fee for the land register entry are collected by the notary as a payer "
                "and passed on – they are not part of the notary's remuneration.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("§ 3 rozporządzenia przewiduje", "§ 5 rozporządzenia przewiduje")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Notariusz nie może pobrać więcej", "Notariusz może pobrać więcej")],
                "negation",
            ),
            Slip(2, [("plus 0.4% of the excess", "plus 0.6% of the excess")], "number"),
        ],
    ),
    Case(
        key="pl-lodowisko-miejskie-regulamin-sezonu",
        source=(
            "Lodowisko miejskie przy ul. Sportowej 4 będzie czynne od 1 grudnia 2025 r. do 28 lutego 2026 r., "
            "codziennie w godz. 10:00–21:00. Co dwie godziny odbywa się 20-minutowa przerwa techniczna na "
            "czyszczenie tafli. Dzieci do lat 10 mogą wchodzić na lód wyłącznie pod opieką osoby dorosłej. "
            "Osoby jeżdżące na łyżwach muszą stosować się do poleceń obsługi; jazda w kierunku przeciwnym do "
            "ruchu nie jest dozwolona. Zaleca się, aby dzieci jeździły w kaskach. Nie wolno wnosić na taflę "
            "jedzenia ani napojów. Wypożyczenie łyżew kosztuje 12 zł za sesję."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na lodowisko miejskie przy ul. Sportowej 4! Od 1 grudnia 2025 r. do 28 lutego 2026 r. "
                "jesteśmy czynni codziennie od 10:00 do 21:00. Co dwie godziny robimy 20-minutową przerwę techniczną, "
                "żeby wyczyścić taflę. Jeśli przychodzisz z dzieckiem poniżej 10 lat, pamiętaj, że może ono wejść na "
                "lód tylko pod opieką dorosłego. Na tafli musisz słuchać poleceń obsługi i nie możesz jeździć pod prąd. "
                "Dzieciom zalecamy jazdę w kaskach. Pamiętaj też, że na taflę nie wolno wnosić jedzenia ani napojów. "
                "Łyżwy wypożyczysz za 12 zł za sesję.",
            ),
            Good(
                "preserve",
                "Regulamin lodowiska miejskiego (ul. Sportowa 4)\n\n"
                "1. Lodowisko jest czynne od 1.12.2025 do 28.02.2026, codziennie w godz. 10:00–21:00.\n"
                "2. Co dwie godziny odbywa się 20-minutowa przerwa techniczna przeznaczona na czyszczenie tafli.\n"
                "3. Dzieci do lat 10 mogą przebywać na lodzie wyłącznie pod opieką osoby dorosłej.\n"
                "4. Łyżwiarze muszą wykonywać polecenia obsługi. Jazda w kierunku przeciwnym do ruchu jest niedozwolona.\n"
                "5. Zaleca się, by dzieci jeździły w kaskach.\n"
                "6. Zabrania się wnoszenia na taflę jedzenia i napojów.\n"
                "7. Wypożyczenie łyżew: 12 zł za sesję.",
            ),
            Good(
                "en",
                "The municipal ice rink at 4 Sportowa Street will be open from 1 December 2025 to 28 February 2026, "
                "daily from 10:00 to 21:00. Every two hours there is a 20-minute technical break while the ice is "
                "cleaned. Children under 10 may go on the ice only when accompanied by an adult. Skaters must follow "
                "the staff's instructions, and skating against the flow is not allowed. Children are advised to wear "
                "helmets. Food and drinks must not be brought onto the ice. Skate hire costs PLN 12 per session.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "na taflę nie wolno wnosić jedzenia ani napojów",
                        "na taflę wolno wnosić jedzenie i napoje",
                    )
                ],
                "negation",
            ),
            Slip(1, [("do 28.02.2026", "do 28.03.2026")], "date"),
            Slip(
                2,
                [("Children are advised to wear helmets.", "Children must wear helmets.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-umowa-psychoterapii-zasady-odwolywania-sesji",
        source=(
            "Sesje psychoterapii indywidualnej trwają 50 minut i odbywają się raz w tygodniu, w stałym terminie "
            "ustalonym na pierwszym spotkaniu. Opłata za jedną sesję wynosi 200 zł i jest płatna przelewem "
            "najpóźniej w dniu sesji. Odwołanie spotkania należy zgłosić co najmniej 48 godzin wcześniej; "
            "w przeciwnym razie sesja jest płatna w pełnej wysokości. Terapeuta nie udziela porad przez telefon "
            "ani przez komunikatory. Treść sesji objęta jest tajemnicą zawodową, z wyjątkiem sytuacji zagrożenia "
            "życia lub zdrowia pacjenta lub innych osób. Terapeuta może raz w miesiącu konsultować przebieg "
            "terapii z superwizorem, bez podawania danych pozwalających zidentyfikować pacjenta."
        ),
        good=[
            Good(
                "preserve",
                "Na 50-minutowe sesje psychoterapii indywidualnej spotykamy się raz w tygodniu, w stałym terminie, który ustalimy podczas "
                "pierwszego spotkania. Każda sesja kosztuje 200 zł; opłatę przelewasz najpóźniej w dniu sesji. "
                "Jeśli chcesz odwołać spotkanie, musisz to zgłosić co najmniej 48 godzin wcześniej – inaczej sesja "
                "jest płatna w całości. Nie udzielam porad przez telefon ani przez komunikatory. Wszystko, o czym "
                "rozmawiamy, jest objęte tajemnicą zawodową, chyba że zagrożone jest życie lub zdrowie Twoje lub "
                "innych osób. Raz w miesiącu mogę konsultować przebieg terapii z superwizorem, nie podając danych, "
                "które pozwoliłyby Cię zidentyfikować.",
            ),
            Good(
                "preserve",
                "Zasady współpracy terapeutycznej\n\n"
                "1. Sesja psychoterapii indywidualnej trwa 50 minut. Sesje odbywają się raz w tygodniu w stałym "
                "terminie, ustalanym podczas pierwszego spotkania.\n"
                "2. Opłata wynosi 200 zł za sesję i należy ją uiścić przelewem nie później niż w dniu sesji.\n"
                "3. Sesję należy odwołać z co najmniej 48-godzinnym wyprzedzeniem. W przeciwnym razie sesja podlega "
                "opłacie w pełnej wysokości.\n"
                "4. Terapeuta nie udziela porad telefonicznie ani za pośrednictwem komunikatorów.\n"
                "5. Treść sesji stanowi tajemnicę zawodową; wyjątkiem jest zagrożenie życia lub zdrowia pacjenta "
                "albo innych osób.\n"
                "6. Terapeuta może raz w miesiącu konsultować przebieg terapii z superwizorem bez ujawniania danych "
                "umożliwiających identyfikację pacjenta.",
            ),
            Good(
                "en",
                "Individual psychotherapy sessions last 50 minutes and take place once a week at a fixed time agreed "
                "at the first meeting. Each session costs PLN 200, payable by bank transfer no later than on the day "
                "of the session. Cancellations must be made at least 48 hours in advance; otherwise the full fee is "
                "charged. The therapist does not give advice by phone or via messaging apps. What is discussed in "
                "sessions is covered by professional confidentiality, except where there is a threat to the life or "
                "health of the patient or of others. Once a month the therapist may consult a supervisor about the "
                "course of therapy, without disclosing any data that could identify the patient.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie udzielam porad przez telefon ani przez komunikatory.",
                        "Udzielam porad przez telefon i przez komunikatory.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Terapeuta może raz w miesiącu", "Terapeuta powinien raz w miesiącu")],
                "modality",
            ),
            Slip(2, [("costs PLN 200", "costs PLN 250")], "number"),
        ],
    ),
    Case(
        key="pl-neonek-innesa-karta-hodowlana",
        source=(
            "Neonek innesa (Paracheirodon innesi) to mała ryba stadna, dorastająca do około 4 cm. Należy ją trzymać "
            "w grupie liczącej co najmniej 10 osobników, w akwarium o pojemności od 60 litrów. Optymalna temperatura "
            "wody to 22–26°C, a pH 5,5–7,0. Ryby najlepiej czują się w gęsto obsadzonym roślinami zbiorniku "
            "z przyciemnionym światłem. Neonki są wrażliwe na wahania parametrów wody, dlatego nie należy ich "
            "wpuszczać do świeżo założonego akwarium – zbiornik powinien dojrzewać przez 4–6 tygodni. Karmimy je "
            "1–2 razy dziennie małymi porcjami pokarmu płatkowanego lub mrożonego. W dobrych warunkach neonki "
            "żyją zwykle od 5 do 8 lat."
        ),
        good=[
            Good(
                "preserve",
                "**Neonek innesa (Paracheirodon innesi) – karta hodowlana**\n\n"
                "- Wielkość: do około 4 cm; ryba stadna.\n"
                "- Grupa: co najmniej 10 osobników.\n"
                "- Akwarium: od 60 litrów; ryby najlepiej czują się w zbiorniku gęsto obsadzonym roślinami, "
                "z przyciemnionym światłem.\n"
                "- Parametry optymalne: temperatura 22–26°C, pH 5,5–7,0.\n"
                "- Uwaga: neonki są wrażliwe na wahania parametrów wody – nie wpuszczaj ich do świeżo założonego "
                "akwarium. Zbiornik powinien dojrzewać 4–6 tygodni.\n"
                "- Karmienie: 1–2 razy dziennie, małe porcje pokarmu płatkowanego lub mrożonego.\n"
                "- Długość życia: w dobrych warunkach zwykle 5–8 lat.",
            ),
            Good(
                "preserve",
                "Paracheirodon innesi, czyli neonek innesa, to niewielka ryba stadna – osiąga około 4 cm długości. "
                "Trzeba ją trzymać w stadku liczącym przynajmniej 10 sztuk, w zbiorniku o pojemności co najmniej "
                "60 litrów. Najlepiej czuje się w akwarium gęsto zarośniętym roślinami, przy przyciemnionym "
                "oświetleniu. Optymalne parametry wody to 22–26°C i pH 5,5–7,0. Ponieważ gatunek ten źle znosi "
                "wahania parametrów, nie należy go wpuszczać do świeżo założonego akwarium; zbiornik powinien "
                "najpierw dojrzewać przez 4–6 tygodni. Neonki karmi się 1–2 razy na dobę małymi porcjami pokarmu "
                "płatkowanego lub mrożonego. Przy dobrej opiece żyją zazwyczaj od 5 do 8 lat.",
            ),
            Good(
                "en",
                "The neon tetra (Paracheirodon innesi) is a small shoaling fish that grows to about 4 cm. It should be "
                "kept in a group of at least 10 fish, in an aquarium of 60 litres or more. The optimal water "
                "temperature is 22–26°C and the optimal pH 5.5–7.0. The fish do best in a densely planted tank with "
                "subdued lighting. Neon tetras are sensitive to fluctuations in water parameters, so they should not "
                "be added to a newly set-up aquarium – the tank should mature for 4–6 weeks. Feed them 1–2 times "
                "a day with small portions of flake or frozen food. In good conditions neon tetras usually live "
                "5 to 8 years.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "pokarmu płatkowanego lub mrożonego.\n",
                        "pokarmu płatkowanego lub mrożonego; raz w tygodniu zalecany jest dzień postu.\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("przynajmniej 10 sztuk", "przynajmniej 6 sztuk")], "number"),
            Slip(2, [("neon tetras usually live", "neon tetras live")], "hedge"),
        ],
    ),
    Case(
        key="pl-topr-komunikat-zagrozenia-lawinowego",
        source=(
            "Komunikat TOPR z 14 stycznia 2026 r., godz. 7:30. W Tatrach obowiązuje trzeci stopień zagrożenia "
            "lawinowego w pięciostopniowej skali. W ciągu ostatniej doby spadło około 40 cm świeżego śniegu, "
            "a silny wiatr halny prawdopodobnie utworzył nawisy i deski śnieżne na stokach o wystawie północnej "
            "i wschodniej. Lawiny mogą schodzić samoistnie, zwłaszcza w godzinach popołudniowych. Turyści "
            "wybierający się powyżej górnej granicy lasu muszą mieć detektor, sondę i łopatę oraz umieć się nimi "
            "posługiwać. Ratownicy odradzają wyjścia w rejon Zawratu i Kozich Wierchów. Kolejny komunikat zostanie "
            "opublikowany jutro o godz. 7:30."
        ),
        good=[
            Good(
                "preserve",
                "TOPR, 14 stycznia 2026 r., godz. 7:30: w Tatrach obowiązuje 3. stopień zagrożenia lawinowego "
                "(w skali pięciostopniowej). Przez ostatnią dobę spadło około 40 cm świeżego śniegu, a silny halny "
                "prawdopodobnie utworzył nawisy i deski śnieżne na stokach północnych i wschodnich. Możliwe jest "
                "samoistne schodzenie lawin, szczególnie po południu. Kto wybiera się powyżej górnej granicy lasu, "
                "musi mieć detektor, sondę i łopatę oraz umieć ich używać. Ratownicy odradzają wyjścia w rejon "
                "Zawratu i Kozich Wierchów. Następny komunikat – jutro o 7:30.",
            ),
            Good(
                "preserve",
                "**Komunikat lawinowy TOPR** – 14.01.2026, godz. 7:30\n\n"
                "- Stopień zagrożenia: 3 w pięciostopniowej skali.\n"
                "- W ciągu ostatniej doby spadło ok. 40 cm świeżego śniegu.\n"
                "- Silny wiatr halny prawdopodobnie utworzył nawisy i deski śnieżne na stokach o wystawie północnej "
                "i wschodniej.\n"
                "- Lawiny mogą schodzić samoistnie, zwłaszcza po południu.\n"
                "- Powyżej górnej granicy lasu obowiązkowy jest detektor, sonda i łopata – oraz umiejętność "
                "posługiwania się nimi.\n"
                "- Ratownicy odradzają wyjścia w rejon Zawratu i Kozich Wierchów.\n\n"
                "Kolejny komunikat: jutro, godz. 7:30.",
            ),
            Good(
                "en",
                "TOPR bulletin of 14 January 2026, 7:30 a.m. Avalanche danger level 3 on the five-level scale is in "
                "force in the Tatras. About 40 cm of fresh snow has fallen in the last 24 hours, and strong foehn "
                "(halny) winds have probably formed cornices and wind slabs on north- and east-facing slopes. "
                "Avalanches may release spontaneously, especially in the afternoon. Hikers heading above the tree "
                "line must carry a transceiver, a probe and a shovel and know how to use them. Rescuers advise "
                "against trips to the Zawrat and Kozie Wierchy area. The next bulletin will be published tomorrow "
                "at 7:30 a.m.",
            ),
        ],
        bad=[
            Slip(0, [("musi mieć detektor", "powinien mieć detektor")], "modality"),
            Slip(1, [("– 14.01.2026, godz.", "– 14.02.2026, godz.")], "date"),
            Slip(2, [("winds have probably formed", "winds have formed")], "hedge"),
        ],
    ),
    Case(
        key="pl-stolowka-szkolna-jadlospis-alergeny",
        source=(
            "Jadłospis stołówki Szkoły Podstawowej nr 12 na tydzień 9–13 marca. Poniedziałek: zupa pomidorowa "
            "z ryżem, naleśniki z serem (alergeny: gluten, mleko, jaja). Wtorek: krupnik, kotlet z indyka, "
            "ziemniaki, surówka z marchwi (gluten, seler). Środa: zupa jarzynowa, ryba pieczona z koperkiem "
            "(ryby, seler). Czwartek: rosół z makaronem, pierogi ruskie (gluten, jaja, mleko). Piątek: barszcz "
            "czerwony, placki ziemniaczane (gluten, jaja). Żadne danie nie zawiera orzechów ani sezamu. Dzieci "
            "z alergiami prosimy zgłaszać u intendentki; diety eliminacyjne przygotowujemy wyłącznie na podstawie "
            "zaświadczenia lekarskiego. Zastrzegamy sobie prawo do drobnych zmian w jadłospisie."
        ),
        good=[
            Good(
                "preserve",
                "**Stołówka SP nr 12 – jadłospis, 9–13 marca**\n\n"
                "- **Poniedziałek:** zupa pomidorowa z ryżem; naleśniki z serem – gluten, mleko, jaja\n"
                "- **Wtorek:** krupnik; kotlet z indyka, ziemniaki, surówka z marchwi – gluten, seler\n"
                "- **Środa:** zupa jarzynowa; pieczona ryba z koperkiem – ryby, seler\n"
                "- **Czwartek:** rosół z makaronem; pierogi ruskie – gluten, jaja, mleko\n"
                "- **Piątek:** barszcz czerwony; placki ziemniaczane – gluten, jaja\n\n"
                "W żadnym daniu nie ma orzechów ani sezamu. Alergie dziecka prosimy zgłaszać intendentce. Diety "
                "eliminacyjne przygotowujemy tylko na podstawie zaświadczenia od lekarza. Zastrzegamy sobie prawo "
                "do drobnych zmian w jadłospisie.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice, w tygodniu od 9 do 13 marca stołówka Szkoły Podstawowej nr 12 poda: w poniedziałek "
                "zupę pomidorową z ryżem i naleśniki z serem (gluten, mleko, jaja), we wtorek krupnik oraz kotlet "
                "z indyka z ziemniakami i surówką z marchwi (gluten, seler), w środę zupę jarzynową i pieczoną rybę "
                "z koperkiem (ryby, seler), w czwartek rosół z makaronem i pierogi ruskie (gluten, jaja, mleko), "
                "a w piątek barszcz czerwony i placki ziemniaczane (gluten, jaja). Żadna potrawa nie zawiera orzechów "
                "ani sezamu. Jeśli dziecko ma alergię, prosimy zgłosić to intendentce – dietę eliminacyjną "
                "przygotujemy wyłącznie na podstawie zaświadczenia lekarskiego. Zastrzegamy możliwość drobnych zmian "
                "w jadłospisie.",
            ),
            Good(
                "en",
                "Primary School No. 12 canteen menu for the week of 9–13 March. Monday: tomato soup with rice, "
                "pancakes with cheese (allergens: gluten, milk, eggs). Tuesday: barley soup, turkey cutlet, potatoes, "
                "carrot salad (gluten, celery). Wednesday: vegetable soup, baked fish with dill (fish, celery). "
                "Thursday: chicken broth with noodles, pierogi ruskie – dumplings with potato and cheese (gluten, "
                "eggs, milk). Friday: beetroot soup, potato pancakes (gluten, eggs). None of the dishes contain nuts "
                "or sesame. Please report children with allergies to the catering manager; elimination diets are "
                "prepared only on the basis of a doctor's certificate. We reserve the right to make minor changes "
                "to the menu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("pieczona ryba z koperkiem", "pieczona ryba (dorsz) z koperkiem")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Jeśli dziecko ma alergię, prosimy zgłosić to intendentce – dietę eliminacyjną przygotujemy "
                        "wyłącznie na podstawie zaświadczenia lekarskiego.",
                        "If your child has an allergy, please report it to the catering manager – elimination diets "
                        "are prepared only on the basis of a doctor's certificate.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("None of the dishes contain nuts", "Some of the dishes contain nuts")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kolejka-lesna-rozklad-sezonowy",
        source=(
            "Kolejka Leśna w Borowcu zaprasza na przejazdy w sezonie 2025. Pociągi z parowozem kursują od 3 maja "
            "do 28 września w soboty, niedziele i święta. Odjazdy ze stacji Borowiec o 10:15, 13:00 i 15:45; "
            "powrót z Jeleniej Polany po około 40 minutach postoju. Przejazd w jedną stronę trwa około 35 minut. "
            "Bilet normalny kosztuje 28 zł, ulgowy 20 zł, a dzieci do lat 4 podróżują bezpłatnie. W lipcu "
            "i sierpniu uruchamiamy dodatkowy kurs o 17:30. Bilety można kupić na stronie "
            "www.kolejkaborowiec.pl/bilety lub w kasie na stacji, otwieranej 30 minut przed pierwszym odjazdem. "
            "Przewóz rowerów nie jest możliwy."
        ),
        good=[
            Good(
                "preserve",
                "**Kolejka Leśna w Borowcu – sezon 2025**\n\n"
                "Pociągi z parowozem kursują od 3 maja do 28 września, w soboty, niedziele i święta.\n\n"
                "- Odjazdy z Borowca: 10:15, 13:00, 15:45 (w lipcu i sierpniu także 17:30)\n"
                "- Czas jazdy w jedną stronę: ok. 35 minut\n"
                "- Postój na Jeleniej Polanie: ok. 40 minut, potem powrót\n"
                "- Bilety: normalny 28 zł, ulgowy 20 zł, dzieci do lat 4 – bezpłatnie\n"
                "- Sprzedaż: www.kolejkaborowiec.pl/bilety lub kasa na stacji (czynna od 30 minut przed pierwszym "
                "odjazdem)\n\n"
                "Uwaga: nie przewozimy rowerów.",
            ),
            Good(
                "preserve",
                "W sezonie 2025 zapraszamy na przejażdżkę Kolejką Leśną w Borowcu! Pociąg z parowozem wyrusza ze "
                "stacji Borowiec w soboty, niedziele i święta od 3 maja do 28 września – o 10:15, 13:00 i 15:45, "
                "a w lipcu i sierpniu dodatkowo o 17:30. Do Jeleniej Polany jedzie się około 35 minut; tam pociąg "
                "stoi mniej więcej 40 minut i wraca. Za bilet normalny zapłacisz 28 zł, za ulgowy 20 zł, a dzieci do "
                "lat 4 jadą za darmo. Bilet kupisz przez internet na www.kolejkaborowiec.pl/bilety albo w kasie na "
                "stacji, czynnej od pół godziny przed pierwszym odjazdem. Pamiętaj, że rowerów nie można przewozić.",
            ),
            Good(
                "en",
                "The Borowiec Forest Railway invites you to ride in the 2025 season. Steam-hauled trains run from "
                "3 May to 28 September on Saturdays, Sundays and public holidays. Departures from Borowiec station "
                "are at 10:15, 13:00 and 15:45; trains return from Jelenia Polana after a stop of about 40 minutes. "
                "A one-way trip takes about 35 minutes. A standard ticket costs PLN 28, a reduced ticket PLN 20, and "
                "children under 4 travel free. In July and August we run an extra service at 17:30. Tickets can be "
                "bought at www.kolejkaborowiec.pl/bilety or at the station ticket office, which opens 30 minutes "
                "before the first departure. Bicycles cannot be carried.",
            ),
        ],
        bad=[
            Slip(0, [("do 28 września", "do 28 października")], "date"),
            Slip(1, [("www.kolejkaborowiec.pl/bilety", "www.kolejka-borowiec.pl/bilety")], "url"),
            Slip(2, [("costs PLN 28", "costs PLN 32")], "number"),
        ],
    ),
    Case(
        key="pl-basen-sprawozdanie-jakosci-wody",
        source=(
            "Sprawozdanie z badania jakości wody w krytej pływalni „Delfin” – próbki pobrane 6 października 2025 r. "
            "Badania wykonano zgodnie z rozporządzeniem Ministra Zdrowia z dnia 9 listopada 2015 r. w sprawie "
            "wymagań, jakim powinna odpowiadać woda na pływalniach (Dz.U. 2015 poz. 2016). We wszystkich nieckach "
            "stężenie chloru wolnego mieściło się w zakresie 0,3–0,6 mg/l, a pH wynosiło od 6,9 do 7,4. W niecce "
            "rekreacyjnej stężenie chloru związanego wyniosło 0,32 mg/l, przy wartości dopuszczalnej 0,3 mg/l. "
            "Przekroczenie jest najprawdopodobniej skutkiem zwiększonej frekwencji w weekend. Nie stwierdzono "
            "bakterii Legionella ani Pseudomonas aeruginosa. Zarządca zwiększył wymianę wody; ponowne badanie "
            "zaplanowano na 20 października."
        ),
        good=[
            Good(
                "preserve",
                "Próbki wody z krytej pływalni „Delfin” pobrano 6 października 2025 r. i zbadano zgodnie "
                "z rozporządzeniem Ministra Zdrowia z 9 listopada 2015 r. w sprawie wymagań, jakim powinna odpowiadać "
                "woda na pływalniach (Dz.U. 2015 poz. 2016). Chlor wolny we wszystkich nieckach wynosił 0,3–0,6 mg/l, "
                "a pH 6,9–7,4. W niecce rekreacyjnej chlor związany osiągnął jednak 0,32 mg/l przy limicie 0,3 mg/l. "
                "Przyczyną przekroczenia była najprawdopodobniej większa liczba odwiedzających w weekend. Bakterii "
                "Legionella i Pseudomonas aeruginosa nie wykryto. Zarządca zwiększył wymianę wody, a ponowne badanie "
                "zaplanowano na 20 października.",
            ),
            Good(
                "preserve",
                "## Jakość wody – kryta pływalnia „Delfin”\n\n"
                "**Pobranie próbek:** 6.10.2025\n"
                "**Podstawa:** rozporządzenie Ministra Zdrowia z 9.11.2015 r. w sprawie wymagań, jakim powinna "
                "odpowiadać woda na pływalniach (Dz.U. 2015 poz. 2016)\n\n"
                "- Chlor wolny (wszystkie niecki): 0,3–0,6 mg/l\n"
                "- pH: 6,9–7,4\n"
                "- Chlor związany, niecka rekreacyjna: **0,32 mg/l** (dopuszczalne 0,3 mg/l) – przekroczenie "
                "najprawdopodobniej wynika z większej frekwencji w weekend\n"
                "- Legionella, Pseudomonas aeruginosa: nie stwierdzono\n\n"
                "Działania: zarządca zwiększył wymianę wody. Ponowne badanie zaplanowano na 20 października.",
            ),
            Good(
                "en",
                "Water quality report for the Delfin indoor swimming pool – samples taken on 6 October 2025. Testing "
                "was carried out in accordance with the Regulation of the Minister of Health of 9 November 2015 on "
                "the requirements for water in swimming pools (Journal of Laws 2015, item 2016). Free chlorine in all "
                "pools was within 0.3–0.6 mg/l, and pH ranged from 6.9 to 7.4. In the leisure pool, combined chlorine "
                "reached 0.32 mg/l, against a permitted maximum of 0.3 mg/l. The exceedance was most likely caused by "
                "higher attendance at the weekend. No Legionella or Pseudomonas aeruginosa was detected. The operator "
                "has increased water replacement; a repeat test is scheduled for 20 October.",
            ),
        ],
        bad=[
            Slip(0, [("(Dz.U. 2015 poz. 2016)", "(Dz.U. 2015 poz. 2061)")], "legal_reference"),
            Slip(1, [("**0,32 mg/l**", "**0,38 mg/l**")], "number"),
            Slip(2, [("was most likely caused by", "was caused by")], "hedge"),
        ],
    ),
    Case(
        key="pl-warsztat-stolarski-zasady-bhp",
        source=(
            "Zasady bezpieczeństwa w warsztacie Pracowni Drewna „Wiór”. Przed rozpoczęciem pracy na pile stołowej "
            "lub wyrówniarce każdy uczestnik musi przejść instruktaż stanowiskowy. Podczas pracy na maszynach "
            "obowiązkowe są okulary ochronne i ochronniki słuchu; zaleca się także maskę przeciwpyłową klasy FFP2. "
            "Nie wolno pracować w rękawicach przy maszynach z obracającym się narzędziem ani nosić luźnych ubrań "
            "i biżuterii. Do prowadzenia krótkich elementów należy używać popychacza. Maszyny można uruchamiać "
            "wyłącznie w obecności instruktora. Po zakończeniu pracy odłącz urządzenie od zasilania i usuń wióry "
            "odkurzaczem, nigdy sprężonym powietrzem. Apteczka na wypadek skaleczenia znajduje się przy wejściu."
        ),
        good=[
            Good(
                "preserve",
                "**BHP w Pracowni Drewna „Wiór”**\n\n"
                "1. Zanim zaczniesz pracę na pile stołowej lub wyrówniarce, musisz przejść instruktaż stanowiskowy.\n"
                "2. Przy pracy na maszynach obowiązkowo noś okulary ochronne i ochronniki słuchu. Zalecamy również "
                "maskę przeciwpyłową klasy FFP2.\n"
                "3. Przy maszynach z obracającym się narzędziem nie wolno pracować w rękawicach; nie wolno też nosić "
                "luźnych ubrań ani biżuterii.\n"
                "4. Krótkie elementy prowadź za pomocą popychacza.\n"
                "5. Maszyny możesz uruchamiać tylko wtedy, gdy jest przy nich instruktor.\n"
                "6. Po pracy odłącz urządzenie od zasilania i usuń wióry odkurzaczem – nigdy sprężonym powietrzem.\n"
                "7. Apteczka na wypadek skaleczenia wisi przy wejściu.",
            ),
            Good(
                "preserve",
                "Pracownia Drewna „Wiór” – zasady bezpieczeństwa. Każdy uczestnik, zanim rozpocznie pracę na pile "
                "stołowej lub wyrówniarce, jest zobowiązany przejść instruktaż stanowiskowy, a maszyny wolno "
                "uruchamiać jedynie w obecności instruktora. W czasie pracy na maszynach trzeba mieć okulary ochronne "
                "i ochronniki słuchu; zalecana jest również maska przeciwpyłowa klasy FFP2. Przy maszynach z wirującym "
                "narzędziem zabrania się pracy w rękawicach oraz noszenia luźnej odzieży i biżuterii. Krótkie elementy "
                "należy prowadzić popychaczem. Po skończonej pracy urządzenie trzeba odłączyć od zasilania, a wióry "
                "usunąć odkurzaczem, nigdy sprężonym powietrzem. Apteczka na wypadek skaleczenia znajduje się przy "
                "wejściu.",
            ),
            Good(
                "en",
                "Safety rules for the workshop of the Wiór Wood Studio. Before working on the table saw or the jointer, "
                "every participant must complete an on-the-job safety briefing. Safety glasses and hearing protection "
                "are mandatory when operating machines; an FFP2 dust mask is also recommended. Do not wear gloves when "
                "working at machines with a rotating tool, and do not wear loose clothing or jewellery. Use a push "
                "stick to guide short pieces. Machines may only be switched on when an instructor is present. When "
                "you finish, disconnect the machine from the power supply and remove shavings with a vacuum cleaner, "
                "never with compressed air. The first-aid kit for cuts is by the entrance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "7. Apteczka na wypadek skaleczenia wisi przy wejściu.",
                        "7. Apteczka na wypadek skaleczenia wisi przy wejściu; każdy instruktor ma uprawnienia ratownika medycznego.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("zalecana jest również maska", "obowiązkowa jest również maska")], "modality"
            ),
            Slip(2, [("never with compressed air", "or with compressed air")], "negation"),
        ],
    ),
    Case(
        key="pl-lotnisko-regionalne-cennik-parkingow",
        source=(
            "Parking P1 znajduje się bezpośrednio przed terminalem Regionalnego Portu Lotniczego Nadwiśle. Pierwsze "
            "10 minut postoju jest bezpłatne, co pozwala wysadzić lub odebrać pasażera. Każda kolejna rozpoczęta "
            "godzina kosztuje 8 zł, a doba – 60 zł. Na dłuższe wyjazdy polecamy parking długoterminowy P3, oddalony "
            "o około 400 m od terminalu, gdzie tydzień postoju kosztuje 150 zł. Miejsce na P3 warto zarezerwować "
            "wcześniej przez stronę parking.nadwisle-airport.pl – rezerwacja online jest o 15% tańsza. Bilet "
            "parkingowy należy opłacić w automacie przed powrotem do samochodu. Pojazdy pozostawione na parkingu "
            "P1 dłużej niż 14 dni mogą zostać odholowane na koszt właściciela."
        ),
        good=[
            Good(
                "preserve",
                "**Parkingi – Regionalny Port Lotniczy Nadwiśle**\n\n"
                "**P1 (tuż przed terminalem)**\n"
                "- pierwsze 10 minut bezpłatnie – wystarczy na wysadzenie lub odbiór pasażera\n"
                "- każda kolejna rozpoczęta godzina: 8 zł\n"
                "- doba: 60 zł\n"
                "- pojazdy pozostawione dłużej niż 14 dni mogą zostać odholowane na koszt właściciela\n\n"
                "**P3 (długoterminowy, polecany na dłuższe wyjazdy; ok. 400 m od terminalu)**\n"
                "- tydzień: 150 zł\n"
                "- miejsce warto zarezerwować wcześniej na parking.nadwisle-airport.pl – online zapłacisz o 15% mniej\n\n"
                "Za postój należy zapłacić w automacie, zanim wrócisz do samochodu.",
            ),
            Good(
                "preserve",
                "Jeśli tylko podwozisz kogoś na lotnisko albo odbierasz pasażera, skorzystaj z parkingu P1 tuż przed "
                "terminalem Regionalnego Portu Lotniczego Nadwiśle – pierwsze 10 minut nic nie kosztuje. Potem płacisz "
                "8 zł za każdą rozpoczętą godzinę albo 60 zł za dobę. Pamiętaj, że auto zostawione na P1 na dłużej niż "
                "14 dni może zostać odholowane na Twój koszt. Wybierasz się na dłużej? Polecamy długoterminowy parking "
                "P3, około 400 m od terminalu: tydzień kosztuje tam 150 zł. Miejsce warto zarezerwować wcześniej przez "
                "parking.nadwisle-airport.pl, bo rezerwując online, zapłacisz o 15% mniej. Bilet musisz opłacić "
                "w automacie, zanim wrócisz do samochodu.",
            ),
            Good(
                "en",
                "Car park P1 is located right in front of the terminal at Nadwiśle Regional Airport. The first "
                "10 minutes are free, which gives you time to drop off or pick up a passenger. Each additional hour "
                "or part of an hour costs PLN 8, and a full day PLN 60. For longer trips we recommend the long-stay car "
                "park P3, about 400 m from the terminal, where a week's parking costs PLN 150. It is worth booking "
                "a space at P3 in advance at parking.nadwisle-airport.pl – booking online is 15% cheaper. The parking "
                "ticket must be paid at a pay machine before you return to your car. Vehicles left at P1 for more "
                "than 14 days may be towed away at the owner's expense.",
            ),
        ],
        bad=[
            Slip(0, [("tydzień: 150 zł", "tydzień: 120 zł")], "number"),
            Slip(
                1,
                [("może zostać odholowane na Twój koszt", "zostanie odholowane na Twój koszt")],
                "modality",
            ),
            Slip(2, [("at parking.nadwisle-airport.pl", "at parking.nadwisle.pl")], "url"),
        ],
    ),
    Case(
        key="pl-readme-narzedzia-eksportu-csv",
        source=(
            "# pgeksport\n\n"
            "Narzędzie do eksportu danych z bazy PostgreSQL do plików CSV z polskimi ustawieniami regionalnymi.\n\n"
            "## Instalacja\n\n"
            "```bash\npip install pgeksport==2.3.1\n```\n\n"
            "Wymagany jest Python 3.10 lub nowszy.\n\n"
            "## Użycie\n\n"
            "```bash\npgeksport export --table zamowienia --sep ';' --out zamowienia.csv\n```\n\n"
            "Domyślnie separatorem dziesiętnym jest przecinek, a daty zapisywane są w formacie `DD.MM.RRRR`. "
            "Narzędzie nie modyfikuje danych w bazie – łączy się wyłącznie w trybie tylko do odczytu. Hasło do bazy "
            "należy podać w zmiennej środowiskowej `PGPASSWORD`; nie przekazuj go jako argumentu wiersza poleceń.\n\n"
            "Szczegóły: [dokumentacja](https://pgeksport.readthedocs.io)."
        ),
        good=[
            Good(
                "preserve",
                "# pgeksport\n\n"
                "Eksportuje dane z bazy PostgreSQL do plików CSV, stosując polskie ustawienia regionalne.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona 3.10 lub nowszego. Pakiet zainstalujesz poleceniem:\n\n"
                "```bash\npip install pgeksport==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "```bash\npgeksport export --table zamowienia --sep ';' --out zamowienia.csv\n```\n\n"
                "Warto wiedzieć:\n\n"
                "- Domyślny separator dziesiętny to przecinek, a format daty – `DD.MM.RRRR`.\n"
                "- Z bazą narzędzie łączy się wyłącznie w trybie tylko do odczytu, więc nie modyfikuje danych.\n"
                "- Hasło do bazy podaj w zmiennej środowiskowej `PGPASSWORD`, a nie jako argument wiersza poleceń.\n\n"
                "Więcej informacji znajdziesz w [dokumentacji](https://pgeksport.readthedocs.io).",
            ),
            Good(
                "preserve",
                "# pgeksport\n\n"
                "`pgeksport` to narzędzie, które eksportuje dane z bazy PostgreSQL do plików CSV z zachowaniem "
                "polskich ustawień regionalnych.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install pgeksport==2.3.1\n```\n\n"
                "Wymagania: Python w wersji 3.10 lub nowszej.\n\n"
                "## Użycie\n\n"
                "```bash\npgeksport export --table zamowienia --sep ';' --out zamowienia.csv\n```\n\n"
                "Separatorem dziesiętnym jest domyślnie przecinek, a daty mają format `DD.MM.RRRR`. Narzędzie łączy "
                "się z bazą wyłącznie w trybie tylko do odczytu i nie modyfikuje zapisanych w niej danych. Hasło do "
                "bazy należy przekazać w zmiennej środowiskowej `PGPASSWORD` – nie podawaj go jako argumentu wiersza "
                "poleceń.\n\n"
                "Szczegóły znajdziesz w [dokumentacji](https://pgeksport.readthedocs.io).",
            ),
            Good(
                "en",
                "# pgeksport\n\n"
                "A tool for exporting data from a PostgreSQL database to CSV files with Polish locale settings.\n\n"
                "## Installation\n\n"
                "```bash\npip install pgeksport==2.3.1\n```\n\n"
                "Python 3.10 or newer is required.\n\n"
                "## Usage\n\n"
                "```bash\npgeksport export --table zamowienia --sep ';' --out zamowienia.csv\n```\n\n"
                "By default, the decimal separator is a comma and dates are written in the `DD.MM.RRRR` format. The "
                "tool does not modify data in the database – it connects in read-only mode only. The database "
                "password must be provided in the `PGPASSWORD` environment variable; do not pass it as a command-line "
                "argument.\n\n"
                "Details: [documentation](https://pgeksport.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```bash\npgeksport export --table zamowienia --sep ';' --out zamowienia.csv\n```",
                        "pgeksport export --table zamowienia --sep ';' --out zamowienia.csv",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`PGPASSWORD`", "`PG_PASSWORD`")], "code"),
            Slip(2, [("tool does not modify data", "tool modifies data")], "negation"),
        ],
    ),
    Case(
        key="pl-badanie-nadcisnienie-seniorzy-podsumowanie",
        source=(
            "W randomizowanym badaniu opublikowanym w „The Lancet” (Kowalczyk i wsp., 2023; 401: 1123–1134) "
            "porównano dwie strategie leczenia nadciśnienia u 2148 pacjentów powyżej 65. roku życia. Po 36 miesiącach "
            "obserwacji w grupie intensywnego leczenia (docelowe ciśnienie skurczowe poniżej 130 mmHg) udar "
            "wystąpił u 3,1% chorych, a w grupie standardowej u 4,6%. Autorzy sugerują, że korzyść może dotyczyć "
            "głównie osób bez przewlekłej choroby nerek, choć analiza podgrup nie była do tego zaprojektowana. "
            "Częściej obserwowano natomiast zawroty głowy i omdlenia. Wyników nie należy przenosić na pacjentów "
            "z niewydolnością serca, których z badania wykluczono."
        ),
        good=[
            Good(
                "preserve",
                "Jak intensywnie obniżać ciśnienie u seniorów? Randomizowane badanie Kowalczyk i wsp., opublikowane "
                "w „The Lancet” (2023; 401: 1123–1134), objęło 2148 pacjentów z nadciśnieniem w wieku powyżej 65 lat. "
                "Po 36 miesiącach udar wystąpił u 3,1% osób leczonych intensywnie (cel: ciśnienie skurczowe poniżej "
                "130 mmHg) wobec 4,6% w grupie leczonej standardowo. Odnotowano za to częstsze zawroty głowy "
                "i omdlenia. Zdaniem autorów korzyść może dotyczyć głównie osób bez przewlekłej choroby nerek, ale "
                "analiza podgrup nie była zaprojektowana, by to rozstrzygnąć. Wyników nie należy odnosić do pacjentów "
                "z niewydolnością serca – zostali oni z badania wykluczeni.",
            ),
            Good(
                "preserve",
                "**Badanie:** Kowalczyk i wsp., „The Lancet” 2023; 401: 1123–1134 – badanie randomizowane.\n"
                "**Uczestnicy:** 2148 pacjentów z nadciśnieniem w wieku powyżej 65 lat; osoby z niewydolnością serca "
                "wykluczono.\n"
                "**Porównanie:** leczenie intensywne (docelowe ciśnienie skurczowe < 130 mmHg) vs standardowe.\n"
                "**Wynik po 36 miesiącach:** udar u 3,1% vs 4,6% chorych.\n"
                "**Działania niepożądane:** częściej obserwowano zawroty głowy i omdlenia.\n"
                "**Uwagi:** autorzy sugerują, że korzyść może dotyczyć głównie osób bez przewlekłej choroby nerek, choć "
                "analiza podgrup nie była do tego zaprojektowana. Wyników nie należy przenosić na pacjentów "
                "z niewydolnością serca.",
            ),
            Good(
                "en",
                "A randomised trial published in The Lancet (Kowalczyk et al., 2023; 401: 1123–1134) compared two "
                "strategies for treating hypertension in 2,148 patients over 65 years of age. After 36 months of "
                "follow-up, stroke occurred in 3.1% of patients in the intensive-treatment group (target systolic "
                "pressure below 130 mmHg) and in 4.6% of those in the standard group. The authors suggest that the "
                "benefit may apply mainly to people without chronic kidney disease, although the subgroup analysis "
                "was not designed to show this. Dizziness and fainting, however, were observed more often. The "
                "results should not be extrapolated to patients with heart failure, who were excluded from the trial.",
            ),
        ],
        bad=[
            Slip(0, [("u 3,1% osób", "u 2,1% osób")], "number"),
            Slip(1, [("Kowalczyk i wsp.", "Kowalski i wsp.")], "citation"),
            Slip(
                2,
                [
                    (
                        "The authors suggest that the benefit may apply mainly",
                        "The authors showed that the benefit applies mainly",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-sen-nastolatkow-biuletyn-szkolny",
        source=(
            "Nastolatki potrzebują około 8–10 godzin snu na dobę. Z ankiet przeprowadzonych w naszej szkole wynika "
            "jednak, że zalecaną ilość snu w dni szkolne osiąga mniej niż połowa uczniów klas ósmych. Przegląd "
            "systematyczny Carter i wsp. (JAMA Pediatrics, 2016, 170(12): 1202–1208) wykazał, że korzystanie "
            "z urządzeń mobilnych przed snem wiąże się z krótszym i gorszym jakościowo snem. Nie dowodzi to jednak "
            "związku przyczynowego. Niektórzy badacze uważają, że późniejsze rozpoczynanie lekcji mogłoby poprawić "
            "wyniki w nauce, ale danych z Polski jest niewiele. Szkoła nie może zastąpić rodziców w ustalaniu "
            "wieczornych zasad, może jednak prowadzić edukację na temat higieny snu."
        ),
        good=[
            Good(
                "preserve",
                "Ile snu potrzebuje nastolatek? Około 8–10 godzin na dobę. Tymczasem ankiety w naszej szkole pokazują, "
                "że w dni szkolne tyle śpi mniej niż połowa ósmoklasistów. Z przeglądu systematycznego Carter i wsp. "
                "(JAMA Pediatrics, 2016, 170(12): 1202–1208) wynika, że używanie urządzeń mobilnych przed snem wiąże "
                "się z krótszym snem o gorszej jakości – choć nie dowodzi to, że jedno jest przyczyną drugiego. Część "
                "badaczy uważa, że późniejszy początek lekcji mógłby poprawić wyniki w nauce, ale danych z Polski jest "
                "niewiele. Szkoła nie może zastąpić rodziców w ustalaniu wieczornych zasad, może jednak uczyć "
                "o higienie snu.",
            ),
            Good(
                "preserve",
                "Sen nastolatków – najważniejsze informacje:\n\n"
                "- Młodzież potrzebuje około 8–10 godzin snu na dobę.\n"
                "- Według ankiet przeprowadzonych w naszej szkole mniej niż połowa uczniów klas ósmych śpi tyle w dni "
                "szkolne.\n"
                "- Przegląd systematyczny Carter i wsp. (JAMA Pediatrics, 2016, 170(12): 1202–1208): korzystanie "
                "z urządzeń mobilnych przed snem wiąże się z krótszym i gorszym jakościowo snem. Nie dowodzi to "
                "jednak związku przyczynowego.\n"
                "- Niektórzy badacze sądzą, że późniejsze rozpoczynanie lekcji mogłoby poprawić wyniki w nauce; "
                "polskich danych jest jednak mało.\n"
                "- Szkoła nie może zastąpić rodziców w ustalaniu wieczornych reguł, ale może prowadzić edukację "
                "dotyczącą higieny snu.",
            ),
            Good(
                "en",
                "Teenagers need about 8–10 hours of sleep a day. However, surveys carried out at our school show that "
                "fewer than half of eighth-grade pupils get the recommended amount of sleep on school days. "
                "A systematic review by Carter et al. (JAMA Pediatrics, 2016, 170(12): 1202–1208) found that using "
                "mobile devices before bed is associated with shorter and poorer-quality sleep. This does not, "
                "however, prove a causal link. Some researchers believe that starting lessons later could improve "
                "academic results, but there are few data from Poland. The school cannot replace parents in setting "
                "evening rules, but it can provide education on sleep hygiene.",
            ),
        ],
        bad=[
            Slip(0, [("(JAMA Pediatrics, 2016,", "(JAMA Pediatrics, 2018,")], "citation"),
            Slip(
                1,
                [("Szkoła nie może zastąpić rodziców", "Szkoła może zastąpić rodziców")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Some researchers believe that starting lessons later could improve",
                        "Research shows that starting lessons later improves",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-silownia-czlonkowska",
        source=(
            "Administratorem Twoich danych osobowych jest FitStrefa sp. z o.o. z siedzibą w Poznaniu, "
            "ul. Głogowska 118. Dane przetwarzamy w celu wykonania umowy członkowskiej (art. 6 ust. 1 lit. b RODO) "
            "oraz, jeśli wyrazisz zgodę, w celach marketingowych (art. 6 ust. 1 lit. a RODO). Nagrania z monitoringu "
            "przechowujemy przez 30 dni, a dane członkowskie – przez 5 lat od zakończenia umowy. Masz prawo dostępu "
            "do danych, ich sprostowania, usunięcia i przenoszenia, a zgodę możesz wycofać w dowolnym momencie. "
            "Możesz też wnieść skargę do Prezesa UODO. Podanie danych jest dobrowolne, ale niezbędne do zawarcia "
            "umowy. Kontakt z inspektorem ochrony danych: iod@fitstrefa.pl."
        ),
        good=[
            Good(
                "preserve",
                "Administratorem danych osobowych klientów jest FitStrefa sp. z o.o. z siedzibą w Poznaniu przy "
                "ul. Głogowskiej 118. Dane są przetwarzane w celu wykonania umowy członkowskiej na podstawie art. 6 "
                "ust. 1 lit. b RODO, a – jeżeli klient wyrazi zgodę – także w celach marketingowych, na podstawie "
                "art. 6 ust. 1 lit. a RODO. Nagrania z monitoringu są przechowywane przez 30 dni, natomiast dane "
                "członkowskie przez 5 lat od zakończenia umowy. Klientowi przysługuje prawo dostępu do danych, ich "
                "sprostowania, usunięcia i przenoszenia, prawo wycofania zgody w dowolnym momencie oraz prawo "
                "wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, lecz niezbędne do zawarcia umowy. "
                "Kontakt z inspektorem ochrony danych: iod@fitstrefa.pl.",
            ),
            Good(
                "preserve",
                "Kto i w jaki sposób przetwarza Twoje dane?\n\n"
                "- Administrator: FitStrefa sp. z o.o., ul. Głogowska 118, Poznań.\n"
                "- Cele i podstawy: wykonanie umowy członkowskiej (art. 6 ust. 1 lit. b RODO); marketing – jeśli się "
                "na to zgodzisz (art. 6 ust. 1 lit. a RODO).\n"
                "- Okres przechowywania: nagrania z monitoringu – 30 dni, dane członkowskie – 5 lat od zakończenia "
                "umowy.\n"
                "- Twoje prawa: dostęp do danych, ich sprostowanie, usunięcie i przenoszenie; zgodę możesz wycofać "
                "w każdej chwili; możesz też złożyć skargę do Prezesa UODO.\n"
                "- Podanie danych: dobrowolne, ale bez niego nie zawrzemy umowy.\n"
                "- Inspektor ochrony danych: iod@fitstrefa.pl",
            ),
            Good(
                "en",
                "The controller of your personal data is FitStrefa sp. z o.o., based in Poznań at ul. Głogowska 118. "
                "We process your data to perform your membership agreement (Article 6(1)(b) GDPR) and, if you give "
                "your consent, for marketing purposes (Article 6(1)(a) GDPR). CCTV recordings are kept for 30 days and "
                "membership data for 5 years after the agreement ends. You have the right to access, rectify, erase "
                "and port your data, and you may withdraw your consent at any time. You may also lodge a complaint "
                "with the President of the Personal Data Protection Office (UODO). Providing your data is voluntary "
                "but necessary to conclude the agreement. Data protection officer: iod@fitstrefa.pl.",
            ),
        ],
        bad=[
            Slip(0, [("przechowywane przez 30 dni", "przechowywane przez 90 dni")], "date"),
            Slip(
                1,
                [("Podanie danych: dobrowolne, ale", "Podanie danych: obowiązkowe, a")],
                "modality",
            ),
            Slip(2, [("(Article 6(1)(a) GDPR)", "(Article 6(1)(f) GDPR)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-kaucja-najem-lokalu-zwrot",
        source=(
            "Kaucja zabezpieczająca pokrycie należności z tytułu najmu lokalu nie może przekraczać dwunastokrotności "
            "miesięcznego czynszu, co wynika z art. 6 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw "
            "lokatorów. Zgodnie z art. 6 ust. 4 tej ustawy kaucja podlega zwrotowi w ciągu miesiąca od dnia "
            "opróżnienia lokalu lub nabycia jego własności przez najemcę, po potrąceniu należności wynajmującego. "
            "W praktyce wynajmujący najczęściej pobierają kaucję w wysokości jednego lub dwóch czynszów. Jeżeli "
            "wynajmujący nie zwróci kaucji w terminie, najemca może wystąpić do sądu z powództwem o zapłatę. "
            "Najemca nie może jednak bez zgody wynajmującego zaliczyć kaucji na poczet czynszu za ostatni miesiąc."
        ),
        good=[
            Good(
                "preserve",
                "Ile może wynosić kaucja i kiedy ją odzyskasz? Zgodnie z art. 6 ust. 1 ustawy z 21 czerwca 2001 r. "
                "o ochronie praw lokatorów kaucja nie może być wyższa niż dwunastokrotność miesięcznego czynszu – "
                "w praktyce wynajmujący najczęściej biorą równowartość jednego lub dwóch czynszów. Art. 6 ust. 4 tej "
                "ustawy stanowi, że kaucję zwraca się w ciągu miesiąca od opróżnienia lokalu albo nabycia przez "
                "najemcę jego własności, po potrąceniu należności wynajmującego. Jeśli wynajmujący nie odda jej "
                "w terminie, możesz wystąpić do sądu z powództwem o zapłatę. Pamiętaj jednak, że bez zgody "
                "wynajmującego nie możesz zaliczyć kaucji na poczet czynszu za ostatni miesiąc.",
            ),
            Good(
                "preserve",
                "Maksymalna wysokość kaucji zabezpieczającej należności z tytułu najmu lokalu to dwunastokrotność "
                "miesięcznego czynszu (art. 6 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów). "
                "Kaucja, pomniejszona o należności wynajmującego, podlega zwrotowi w terminie miesiąca od dnia "
                "opróżnienia lokalu lub nabycia jego własności przez najemcę (art. 6 ust. 4). W praktyce najczęściej "
                "pobiera się kaucję w wysokości jednego lub dwóch czynszów. W razie niezwrócenia kaucji w terminie "
                "najemca może dochodzić zapłaty, wytaczając powództwo przed sądem. Bez zgody wynajmującego najemca "
                "nie może jednak zaliczyć kaucji na poczet czynszu za ostatni miesiąc.",
            ),
            Good(
                "en",
                "A deposit securing amounts due under a lease of premises may not exceed twelve times the monthly "
                "rent, under Article 6(1) of the Act of 21 June 2001 on the protection of tenants' rights. Under "
                "Article 6(4) of that Act, the deposit is refundable within one month of the day the tenant vacates "
                "the premises or acquires ownership of them, after deduction of any amounts owed to the landlord. In "
                "practice, landlords most often charge a deposit equal to one or two months' rent. If the landlord "
                "does not return the deposit on time, the tenant may bring a claim for payment in court. The tenant "
                "may not, however, offset the deposit against the last month's rent without the landlord's consent.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("w ciągu miesiąca od opróżnienia", "w ciągu dwóch tygodni od opróżnienia")],
                "date",
            ),
            Slip(1, [("(art. 6 ust. 4)", "(art. 7 ust. 4)")], "legal_reference"),
            Slip(
                2,
                [("The tenant may not, however, offset", "The tenant may, however, offset")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-konfiguracja-kopii-zapasowych-serwera",
        source=(
            "## Konfiguracja kopii zapasowych\n\n"
            "Ustawienia znajdują się w pliku `/etc/zapas/backup.yaml`. Najważniejsze klucze:\n\n"
            "- `schedule` – harmonogram w formacie cron, domyślnie `0 2 * * *` (codziennie o 2:00),\n"
            "- `retention_days` – liczba dni przechowywania kopii, domyślnie 14,\n"
            "- `encrypt` – szyfrowanie AES-256; musi być włączone dla danych osobowych.\n\n"
            "Po każdej zmianie należy zrestartować usługę poleceniem `systemctl restart zapas-backup`. Kopie powinny "
            "być przechowywane w innej lokalizacji niż serwer produkcyjny. Możesz sprawdzić status ostatniego zadania "
            "poleceniem `zapas-ctl status --last`. Nie edytuj pliku podczas trwania kopii – zmiany mogą zostać "
            "nadpisane."
        ),
        good=[
            Good(
                "preserve",
                "## Konfiguracja kopii zapasowych\n\n"
                "Konfigurację zapisujesz w pliku `/etc/zapas/backup.yaml`. Kluczowe ustawienia:\n\n"
                "- `schedule` – kiedy uruchamiać kopię (format cron); wartość domyślna `0 2 * * *` oznacza codziennie "
                "o 2:00,\n"
                "- `retention_days` – przez ile dni trzymać kopie; domyślnie 14,\n"
                "- `encrypt` – szyfrowanie AES-256, które musi być włączone dla danych osobowych.\n\n"
                "Każda zmiana wymaga restartu usługi: `systemctl restart zapas-backup`. Nie edytuj pliku w trakcie "
                "wykonywania kopii, bo zmiany mogą zostać nadpisane. Kopie powinny trafiać do innej lokalizacji niż "
                "serwer produkcyjny, a status ostatniego zadania możesz sprawdzić przez `zapas-ctl status --last`.",
            ),
            Good(
                "preserve",
                "## Konfiguracja kopii zapasowych\n\n"
                "Wszystkie ustawienia są w pliku `/etc/zapas/backup.yaml`. Najważniejsze z nich:\n\n"
                "- `schedule` – harmonogram w składni cron (domyślnie `0 2 * * *`, czyli codziennie o 2:00),\n"
                "- `retention_days` – liczba dni, przez które kopie są przechowywane (domyślnie 14),\n"
                "- `encrypt` – szyfrowanie AES-256, obowiązkowe w przypadku danych osobowych.\n\n"
                "Pamiętaj:\n\n"
                "1. Po każdej zmianie zrestartuj usługę: `systemctl restart zapas-backup`.\n"
                "2. Nie edytuj pliku w czasie tworzenia kopii – zmiany mogą zostać nadpisane.\n"
                "3. Kopie powinny być przechowywane w innej lokalizacji niż serwer produkcyjny.\n"
                "4. Status ostatniego zadania możesz sprawdzić poleceniem `zapas-ctl status --last`.",
            ),
            Good(
                "en",
                "## Backup configuration\n\n"
                "The settings are in the `/etc/zapas/backup.yaml` file. The most important keys:\n\n"
                "- `schedule` – the schedule in cron format, `0 2 * * *` by default (every day at 2:00),\n"
                "- `retention_days` – how many days backups are kept, 14 by default,\n"
                "- `encrypt` – AES-256 encryption; it must be enabled for personal data.\n\n"
                "After every change, restart the service with `systemctl restart zapas-backup`. Backups should be "
                "stored in a different location from the production server. You can check the status of the last "
                "job with `zapas-ctl status --last`. Do not edit the file while a backup is running – your changes "
                "may be overwritten.",
            ),
        ],
        bad=[
            Slip(0, [("Kopie powinny trafiać", "Kopie mogą trafiać")], "modality"),
            Slip(1, [("(domyślnie 14),\n- `encrypt`", "(domyślnie 14), `encrypt`")], "markdown"),
            Slip(2, [("`zapas-ctl status --last`", "`zapas-ctl status --latest`")], "code"),
        ],
    ),
    Case(
        key="pl-schronisko-adopcja-psa-procedura",
        source=(
            "Adopcja w Schronisku „Przystań” przebiega w trzech krokach. Najpierw wypełnij ankietę przedadopcyjną "
            "na stronie przystan-schronisko.org/adopcja. Następnie umów się na co najmniej dwa spacery z wybranym "
            "psem – pozwala to sprawdzić, czy zwierzę dobrze czuje się w Twoim towarzystwie. Ostatnim etapem jest "
            "wizyta przedadopcyjna w Twoim domu. Nie wydajemy zwierząt osobom niepełnoletnim ani na prezent dla "
            "kogoś innego. Adopcja jest bezpłatna, ale prosimy o dobrowolną darowiznę na leczenie podopiecznych. "
            "Wszystkie psy są zaszczepione, zaczipowane i wykastrowane. Pytania prosimy kierować na adres "
            "adopcje@przystan-schronisko.org. Schronisko jest czynne dla odwiedzających od wtorku do soboty "
            "w godz. 11–16."
        ),
        good=[
            Good(
                "preserve",
                "**Jak adoptować psa ze Schroniska „Przystań”?**\n\n"
                "1. Wypełnij ankietę przedadopcyjną: przystan-schronisko.org/adopcja.\n"
                "2. Umów się na co najmniej dwa spacery z wybranym psem – przekonasz się, czy dobrze się przy Tobie "
                "czuje.\n"
                "3. Na koniec czeka Cię wizyta przedadopcyjna w Twoim domu.\n\n"
                "Adopcja nic nie kosztuje, choć prosimy o dobrowolną darowiznę na leczenie naszych podopiecznych. "
                "Każdy pies jest zaszczepiony, zaczipowany i wykastrowany. Zwierząt nie wydajemy osobom niepełnoletnim "
                "ani jako prezentu dla kogoś innego.\n\n"
                "Odwiedzić nas możesz od wtorku do soboty, 11:00–16:00. Pytania? Napisz na "
                "adopcje@przystan-schronisko.org.",
            ),
            Good(
                "preserve",
                "Proces adopcji w Schronisku „Przystań” składa się z trzech etapów: wypełnienia ankiety przedadopcyjnej "
                "na stronie przystan-schronisko.org/adopcja, odbycia co najmniej dwóch spacerów z wybranym psem, które "
                "pozwalają ocenić, czy zwierzę dobrze czuje się w towarzystwie przyszłego opiekuna, oraz wizyty "
                "przedadopcyjnej w jego domu. Zwierzęta nie są wydawane osobom niepełnoletnim ani przekazywane jako "
                "prezent dla innej osoby. Adopcja jest bezpłatna; schronisko prosi jednak o dobrowolną darowiznę na "
                "leczenie podopiecznych. Wszystkie psy są zaszczepione, zaczipowane i wykastrowane. Pytania można "
                "kierować na adres adopcje@przystan-schronisko.org, a odwiedzających schronisko przyjmuje od wtorku "
                "do soboty w godzinach 11–16.",
            ),
            Good(
                "en",
                "Adopting from the Przystań Shelter takes three steps. First, fill in the pre-adoption questionnaire at "
                "przystan-schronisko.org/adopcja. Next, arrange at least two walks with the dog you have chosen – this "
                "lets you see whether the animal feels comfortable with you. The final stage is a pre-adoption visit "
                "to your home. We do not release animals to minors or as a gift for someone else. Adoption is free, "
                "but we ask for a voluntary donation towards the treatment of our animals. All dogs are vaccinated, "
                "microchipped and neutered. Please send any questions to adopcje@przystan-schronisko.org. The shelter "
                "is open to visitors from Tuesday to Saturday, 11 a.m. to 4 p.m.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ankietę przedadopcyjną: przystan-schronisko.org/adopcja",
                        "ankietę przedadopcyjną: przystan-schronisko.pl/adopcja",
                    )
                ],
                "url",
            ),
            Slip(1, [("Adopcja jest bezpłatna;", "Adopcja nie jest bezpłatna;")], "negation"),
            Slip(
                2,
                [
                    (
                        "a pre-adoption visit to your home.",
                        "a pre-adoption visit to your home by our adoption coordinator, Anna Wiśniewska.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przypomnienie-szczepienie-wscieklizna-psa",
        source=(
            "Przypominamy, że szczepienie Pani psa Reksa przeciwko wściekliźnie traci ważność 18 listopada 2025 r. "
            "Zgodnie z przepisami psa należy szczepić przeciw wściekliźnie w ciągu 30 dni od ukończenia 3. miesiąca "
            "życia, a następnie nie rzadziej niż co 12 miesięcy. Zapraszamy na wizytę do Gabinetu Weterynaryjnego "
            "„Łapa” od poniedziałku do piątku w godz. 9–18. Koszt szczepienia wynosi 90 zł, a przy jednoczesnym "
            "szczepieniu przeciwko chorobom zakaźnym – 150 zł za oba. Po szczepieniu u niektórych psów może wystąpić "
            "lekka apatia lub obrzęk w miejscu wkłucia, które zwykle ustępują w ciągu 1–2 dni. Prosimy o przyniesienie "
            "książeczki zdrowia lub paszportu."
        ),
        good=[
            Good(
                "preserve",
                "Dzień dobry! Szczepienie Reksa przeciw wściekliźnie traci ważność 18 listopada 2025 r. Przypominamy, "
                "że przepisy wymagają zaszczepienia psa w ciągu 30 dni od ukończenia 3. miesiąca życia, a potem co "
                "najmniej raz na 12 miesięcy. Zapraszamy do Gabinetu Weterynaryjnego „Łapa” od poniedziałku do piątku, "
                "9:00–18:00. Szczepienie kosztuje 90 zł; jeśli jednocześnie zaszczepimy psa przeciw chorobom zakaźnym, "
                "za oba zapłaci Pani 150 zł. U części psów po szczepieniu może pojawić się lekka apatia albo obrzęk "
                "w miejscu wkłucia – zazwyczaj mija to w ciągu 1–2 dni. Prosimy zabrać książeczkę zdrowia lub paszport.",
            ),
            Good(
                "preserve",
                "Szanowna Pani,\n\n"
                "uprzejmie przypominamy, że 18.11.2025 r. upływa ważność szczepienia przeciwko wściekliźnie Pani psa "
                "Reksa. Przepisy nakładają obowiązek szczepienia psa w ciągu 30 dni od ukończenia przez niego "
                "3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Gabinet Weterynaryjny „Łapa” "
                "przyjmuje od poniedziałku do piątku w godzinach 9–18. Cena szczepienia: 90 zł; szczepienie łączone "
                "ze szczepieniem przeciwko chorobom zakaźnym: 150 zł za oba. U niektórych psów po szczepieniu może "
                "wystąpić lekka apatia lub obrzęk w miejscu wkłucia, zwykle ustępujące w ciągu 1–2 dni. Prosimy "
                "o zabranie książeczki zdrowia lub paszportu.",
            ),
            Good(
                "en",
                "This is a reminder that your dog Reks's rabies vaccination expires on 18 November 2025. By law, dogs "
                "must be vaccinated against rabies within 30 days of reaching 3 months of age and then at least every "
                "12 months. You are welcome to visit the Łapa Veterinary Clinic from Monday to Friday, 9 a.m. to 6 p.m. "
                "The vaccination costs PLN 90, or PLN 150 for both if it is combined with vaccination against "
                "infectious diseases. After vaccination some dogs may develop mild lethargy or swelling at the "
                "injection site, which usually resolves within 1–2 days. Please bring the health booklet or pet "
                "passport.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("traci ważność 18 listopada 2025 r.", "traci ważność 28 listopada 2025 r.")],
                "date",
            ),
            Slip(1, [("150 zł za oba", "170 zł za oba")], "number"),
            Slip(2, [("which usually resolves within", "which resolves within")], "hedge"),
        ],
    ),
    Case(
        key="pl-aplikacja-biletowa-informacje-wydania",
        source=(
            "### Wersja 4.2.0 – informacje o wydaniu\n\n"
            "- Dodano tryb offline: ostatnio przeglądane bilety są dostępne bez połączenia z internetem przez "
            "72 godziny.\n"
            "- Naprawiono błąd, przez który powiadomienia push nie docierały na urządzenia z Androidem 14.\n"
            "- Minimalna obsługiwana wersja iOS to teraz 16.0.\n\n"
            "Aby korzystać z trybu offline, musisz zalogować się ponownie po aktualizacji. Deweloperzy integrujący "
            "SDK powinni zastąpić wywołanie `getTickets()` metodą `fetchTickets({ cache: true })`; stara metoda nie "
            "zostanie usunięta przed wersją 5.0. Jeśli po aktualizacji aplikacja się zawiesza, wyczyść jej pamięć "
            "podręczną w ustawieniach telefonu."
        ),
        good=[
            Good(
                "preserve",
                "### Co nowego w wersji 4.2.0\n\n"
                "- **Tryb offline** – ostatnio przeglądane bilety są dostępne bez internetu przez 72 godziny. Żeby "
                "z niego korzystać, po aktualizacji musisz zalogować się ponownie.\n"
                "- **Poprawka** – usunęliśmy błąd, przez który powiadomienia push nie docierały na urządzenia "
                "z Androidem 14.\n"
                "- **Wymagania** – minimalna obsługiwana wersja iOS to teraz 16.0.\n\n"
                "Aplikacja zawiesza się po aktualizacji? Wyczyść jej pamięć podręczną w ustawieniach telefonu.\n\n"
                "**Dla deweloperów SDK:** zamiast `getTickets()` powinniście używać `fetchTickets({ cache: true })`. "
                "Stara metoda nie zostanie usunięta przed wersją 5.0.",
            ),
            Good(
                "preserve",
                "W wersji 4.2.0 wprowadziliśmy tryb offline: ostatnio przeglądane bilety są dostępne bez połączenia "
                "z internetem przez 72 godziny, ale aby z niego korzystać, po aktualizacji musisz zalogować się "
                "ponownie. Naprawiliśmy też błąd, przez który powiadomienia push nie docierały na urządzenia "
                "z Androidem 14, a minimalną obsługiwaną wersją iOS jest teraz 16.0. Jeżeli po aktualizacji aplikacja "
                "się zawiesza, wyczyść jej pamięć podręczną w ustawieniach telefonu. Deweloperzy integrujący SDK "
                "powinni zastąpić wywołanie `getTickets()` metodą `fetchTickets({ cache: true })` – stara metoda nie "
                "zostanie usunięta przed wersją 5.0.",
            ),
            Good(
                "en",
                "### Version 4.2.0 – release notes\n\n"
                "- Added offline mode: recently viewed tickets are available without an internet connection for "
                "72 hours.\n"
                "- Fixed a bug that stopped push notifications from reaching devices running Android 14.\n"
                "- The minimum supported iOS version is now 16.0.\n\n"
                "To use offline mode, you must log in again after updating. Developers integrating the SDK should "
                "replace calls to `getTickets()` with `fetchTickets({ cache: true })`; the old method will not be "
                "removed before version 5.0. If the app freezes after updating, clear its cache in your phone's "
                "settings.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "po aktualizacji musisz zalogować się ponownie",
                        "po aktualizacji warto zalogować się ponownie",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Naprawiliśmy też błąd, przez który",
                        "Naprawiliśmy też błąd w bibliotece Firebase, przez który",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("`fetchTickets({ cache: true })`", "`fetchTickets({ cache: false })`")], "code"
            ),
        ],
    ),
    Case(
        key="pl-mikroplastik-krew-artykul-popularnonaukowy",
        source=(
            "Mikroplastik wykryto już niemal wszędzie – w oceanach, glebie, a nawet w ludzkiej krwi. W badaniu "
            "opublikowanym w „Environment International” (Leslie i wsp., 2022, t. 163, art. 107199) cząstki plastiku "
            "znaleziono we krwi 17 z 22 zdrowych ochotników. Autorzy podkreślają jednak, że próba była niewielka, "
            "a wpływ tych cząstek na zdrowie pozostaje nieznany. Nie ma obecnie dowodów, że picie wody butelkowanej "
            "zamiast kranowej szkodzi zdrowiu, choć woda w butelkach zawiera zwykle więcej cząstek plastiku. Jeśli "
            "chcesz ograniczyć ekspozycję, możesz unikać podgrzewania jedzenia w plastikowych pojemnikach. Naukowcy "
            "spodziewają się pierwszych wyników dużych badań kohortowych w ciągu kilku lat."
        ),
        good=[
            Good(
                "preserve",
                "Mikroplastik jest dziś niemal wszędzie: w oceanach, w glebie, a nawet w naszej krwi. Leslie "
                "i współpracownicy („Environment International”, 2022, t. 163, art. 107199) wykryli cząstki plastiku "
                "we krwi 17 z 22 zdrowych ochotników. Sami zastrzegają jednak, że grupa badanych była mała, a to, jak "
                "te cząstki wpływają na zdrowie, wciąż pozostaje nieznane. Woda butelkowana zawiera zwykle więcej "
                "cząstek plastiku niż kranowa, ale na razie nie ma dowodów, że picie jej zamiast wody z kranu szkodzi "
                "zdrowiu. Chcesz zmniejszyć ekspozycję? Możesz unikać podgrzewania jedzenia w plastikowych "
                "pojemnikach. Pierwszych wyników dużych badań kohortowych naukowcy spodziewają się w ciągu kilku lat.",
            ),
            Good(
                "preserve",
                "Obecność mikroplastiku stwierdzono już niemal wszędzie – w oceanach, glebie, a nawet w krwi "
                "człowieka. Badanie Leslie i wsp. opublikowane w 2022 r. w czasopiśmie „Environment International” "
                "(t. 163, art. 107199) wykazało cząstki plastiku we krwi 17 spośród 22 zdrowych ochotników; autorzy "
                "zwracają jednak uwagę na niewielką liczebność próby i podkreślają, że wpływ tych cząstek na zdrowie "
                "pozostaje nieznany. Choć woda butelkowana zawiera zwykle więcej cząstek plastiku niż kranowa, obecnie "
                "brak dowodów, że picie jej zamiast wody z kranu szkodzi zdrowiu. Osoby, które chcą ograniczyć "
                "ekspozycję, mogą unikać podgrzewania żywności w plastikowych pojemnikach. Pierwszych wyników dużych "
                "badań kohortowych naukowcy spodziewają się w ciągu kilku lat.",
            ),
            Good(
                "en",
                "Microplastics have now been found almost everywhere – in the oceans, in soil and even in human blood. "
                "In a study published in Environment International (Leslie et al., 2022, vol. 163, art. 107199), "
                "plastic particles were found in the blood of 17 of 22 healthy volunteers. The authors stress, "
                "however, that the sample was small and that the health effects of these particles remain unknown. "
                "There is currently no evidence that drinking bottled water instead of tap water harms health, "
                "although bottled water usually contains more plastic particles. If you want to reduce your exposure, "
                "you can avoid heating food in plastic containers. Scientists expect the first results of large "
                "cohort studies within a few years.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(„Environment International”, 2022,", "(„Environmental Research”, 2022,")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "naukowcy spodziewają się w ciągu kilku lat.",
                        "naukowcy spodziewają się w ciągu kilku lat; jedno z nich prowadzi Uniwersytet Jagielloński.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "If you want to reduce your exposure, you can avoid heating food in plastic containers. "
                        "Scientists expect the first results of large cohort studies within a few years.",
                        "Jeśli chcesz ograniczyć ekspozycję, możesz unikać podgrzewania jedzenia w plastikowych "
                        "pojemnikach. Naukowcy spodziewają się pierwszych wyników dużych badań kohortowych w ciągu "
                        "kilku lat.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 34: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-pszczelarzy-pasieka-doswiadczalna",
        source="Regulamin pasieki doświadczalnej Koła Pszczelarzy „Lipiec” w Zduńskiej Woli, § 4. Członek koła może korzystać z pasieki doświadczalnej wyłącznie po odbyciu szkolenia BHP prowadzonego przez prezesa koła, Stanisława Kubiaka. Przed każdym przeglądem uli należy wpisać się do zeszytu wizyt. Podczas pracy przy ulach trzeba mieć na sobie kapelusz z siatką i rękawice; nie wolno przyprowadzać dzieci poniżej 12 lat ani psów. Leczenie rodzin przeciw warrozie prowadzi wyłącznie opiekun pasieki, a członkowie nie mogą samodzielnie podawać żadnych preparatów. Miód z pasieki dzieli się proporcjonalnie do przepracowanych godzin; członek, który przepracował mniej niż 10 godzin w sezonie, nie otrzymuje przydziału. Składka roczna wynosi 80 zł i powinna zostać wpłacona do 31 marca.",
        good=[
            Good(
                "preserve",
                "Zasady korzystania z pasieki doświadczalnej Koła Pszczelarzy „Lipiec” w Zduńskiej Woli (§ 4 regulaminu): z pasieki możesz korzystać dopiero wtedy, gdy przejdziesz szkolenie BHP u prezesa koła, Stanisława Kubiaka. Przed każdym przeglądem uli wpisz się do zeszytu wizyt. Przy ulach musisz mieć na sobie kapelusz z siatką i rękawice. Nie przyprowadzaj psów ani dzieci, które nie skończyły 12 lat. Rodziny przeciw warrozie leczy tylko opiekun pasieki – sam nie podawaj pszczołom żadnych preparatów. Miód dzielimy proporcjonalnie do liczby przepracowanych godzin, a kto w sezonie przepracuje mniej niż 10 godzin, nie dostaje przydziału. Roczna składka to 80 zł; powinieneś ją wpłacić do 31 marca.",
            ),
            Good(
                "preserve",
                "§ 4 regulaminu pasieki doświadczalnej Koła Pszczelarzy „Lipiec” w Zduńskiej Woli stanowi, że członek koła może korzystać z pasieki jedynie po ukończeniu szkolenia BHP, które prowadzi prezes koła Stanisław Kubiak. Każdy przegląd uli należy poprzedzić wpisem do zeszytu wizyt. Praca przy ulach wymaga założenia kapelusza z siatką oraz rękawic. Zabrania się przyprowadzania psów oraz dzieci w wieku poniżej 12 lat. Leczenie rodzin przeciw warrozie należy wyłącznie do opiekuna pasieki; członkom nie wolno samodzielnie podawać jakichkolwiek preparatów. Podział miodu następuje proporcjonalnie do przepracowanych godzin, przy czym członek, który w sezonie przepracował mniej niż 10 godzin, przydziału nie otrzymuje. Roczna składka w wysokości 80 zł powinna zostać wpłacona do 31 marca.",
            ),
            Good(
                "en",
                "Rules of the experimental apiary of the “Lipiec” Beekeepers' Club in Zduńska Wola, § 4. A club member may use the experimental apiary only after completing health and safety training run by the club's president, Stanisław Kubiak. Before every hive inspection, you must sign the visitors' log. When working at the hives, you must wear a veiled hat and gloves; children under 12 and dogs may not be brought along. Varroa treatment of the colonies is carried out only by the apiary keeper, and members may not administer any preparations themselves. Honey from the apiary is shared in proportion to the hours worked; a member who has worked fewer than 10 hours in the season receives no share. The annual fee is PLN 80 and should be paid by 31 March.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie przyprowadzaj psów ani dzieci, które nie skończyły 12 lat.",
                        "Możesz przyprowadzać psy i dzieci, które nie skończyły 12 lat.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("powinna zostać wpłacona do 31 marca", "musi zostać wpłacona do 31 marca")],
                "modality",
            ),
            Slip(2, [("fewer than 10 hours", "fewer than 20 hours")], "number"),
        ],
    ),
    Case(
        key="pl-sad-okregowy-zawiadomienie-o-rozprawie",
        source="Sąd Okręgowy w Opolu, I Wydział Cywilny, zawiadamia, że rozprawa w sprawie o sygnaturze I C 412/23 z powództwa Gminy Prószków przeciwko spółce Agrobud sp. z o.o. o zapłatę kwoty 1 240 000 zł odbędzie się we wtorek 14 maja 2024 r. o godz. 10:30 w sali nr 117. Rozprawa jest jawna, jednak na podstawie art. 153 § 1 Kodeksu postępowania cywilnego sąd może wyłączyć jawność części posiedzenia. Osoby z publiczności nie mogą utrwalać przebiegu rozprawy bez zgody przewodniczącego. Strony powinny stawić się co najmniej 15 minut przed wyznaczoną godziną. Wejście do budynku wymaga kontroli bezpieczeństwa, dlatego nie wolno wnosić ostrych przedmiotów.",
        good=[
            Good(
                "preserve",
                "We wtorek, 14 maja 2024 r., o 10:30 w sali nr 117 Sądu Okręgowego w Opolu (I Wydział Cywilny) odbędzie się rozprawa w sprawie I C 412/23. Gmina Prószków domaga się w niej od spółki Agrobud sp. z o.o. zapłaty 1 240 000 zł. Rozprawa będzie jawna, choć sąd – na podstawie art. 153 § 1 Kodeksu postępowania cywilnego – może wyłączyć jawność części posiedzenia. Publiczność nie może utrwalać przebiegu rozprawy, chyba że zgodzi się na to przewodniczący. Strony powinny przyjść najpóźniej 15 minut przed wyznaczoną godziną. Przy wejściu do budynku obowiązuje kontrola bezpieczeństwa, więc wnoszenie ostrych przedmiotów jest zabronione.",
            ),
            Good(
                "preserve",
                "Zawiadomienie: I Wydział Cywilny Sądu Okręgowego w Opolu wyznaczył rozprawę w sprawie I C 412/23 (powód: Gmina Prószków; pozwana: Agrobud sp. z o.o.; przedmiot: zapłata 1 240 000 zł) na wtorek 14 maja 2024 r., godz. 10:30, sala nr 117. Rozprawa jest jawna, ale sąd może wyłączyć jawność części posiedzenia na podstawie art. 153 § 1 k.p.c. Utrwalanie przebiegu rozprawy przez publiczność wymaga zgody przewodniczącego. Strony powinny stawić się nie później niż 15 minut przed wyznaczoną godziną. Przy wejściu do budynku prowadzona jest kontrola bezpieczeństwa, w związku z czym wnoszenie ostrych przedmiotów jest zakazane.",
            ),
            Good(
                "en",
                "The Regional Court in Opole, 1st Civil Division, gives notice that the hearing in case no. I C 412/23, brought by the Municipality of Prószków against Agrobud sp. z o.o. for payment of PLN 1,240,000, will take place on Tuesday, 14 May 2024, at 10:30 in courtroom 117. The hearing is public, but under Article 153 § 1 of the Code of Civil Procedure the court may exclude the public from part of the session. Members of the public may not record the proceedings without the presiding judge's consent. The parties should appear at least 15 minutes before the scheduled time. Entry to the building involves a security check, so sharp objects must not be brought in.",
            ),
        ],
        bad=[
            Slip(0, [("We wtorek, 14 maja 2024 r.", "We wtorek, 21 maja 2024 r.")], "date"),
            Slip(1, [("art. 153 § 1 k.p.c.", "art. 135 § 1 k.p.c.")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Members of the public may not record the proceedings without",
                        "Members of the public may record the proceedings without",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rekrutacja-geoinformatyka-drugi-stopien",
        source="Uniwersytet Przyrodniczy w Lublinie ogłasza rekrutację na stacjonarne studia II stopnia na kierunku geoinformatyka w roku akademickim 2024/2025. Limit miejsc wynosi 45. Rejestracja w systemie IRK pod adresem https://irk.up.lublin.pl trwa od 3 czerwca do 12 lipca 2024 r. Kandydat musi posiadać dyplom ukończenia studiów I stopnia lub złożyć zaświadczenie o terminie obrony najpóźniej do 19 lipca. Opłata rekrutacyjna wynosi 85 zł i nie podlega zwrotowi. O przyjęciu decyduje średnia ocen ze studiów, przy czym kandydaci spoza kierunków pokrewnych mogą zostać zaproszeni na rozmowę kwalifikacyjną. Lista przyjętych zostanie opublikowana 26 lipca. Pytania należy kierować na adres rekrutacja@up.lublin.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz studiować geoinformatykę na Uniwersytecie Przyrodniczym w Lublinie? Trwa rekrutacja na stacjonarne studia II stopnia w roku akademickim 2024/2025 – przygotowaliśmy 45 miejsc. Zarejestruj się w systemie IRK (https://irk.up.lublin.pl) między 3 czerwca a 12 lipca 2024 r. Musisz mieć dyplom ukończenia studiów I stopnia albo najpóźniej do 19 lipca złożyć zaświadczenie o terminie obrony. Opłata rekrutacyjna wynosi 85 zł i nie jest zwracana. O przyjęciu decyduje średnia ocen ze studiów; jeśli kończysz kierunek niepokrewny, możemy zaprosić cię na rozmowę kwalifikacyjną. Listę przyjętych opublikujemy 26 lipca. Pytania kieruj na adres rekrutacja@up.lublin.pl.",
            ),
            Good(
                "preserve",
                "Rekrutacja na stacjonarne studia II stopnia, kierunek geoinformatyka – Uniwersytet Przyrodniczy w Lublinie, rok akademicki 2024/2025:\n- limit miejsc: 45;\n- rejestracja w IRK (https://irk.up.lublin.pl): od 3 czerwca do 12 lipca 2024 r.;\n- wymagany dokument: dyplom ukończenia studiów I stopnia lub zaświadczenie o terminie obrony, złożone najpóźniej do 19 lipca;\n- opłata rekrutacyjna: 85 zł, bezzwrotna;\n- kryterium przyjęcia: średnia ocen ze studiów; kandydaci spoza kierunków pokrewnych mogą zostać zaproszeni na rozmowę kwalifikacyjną;\n- publikacja listy przyjętych: 26 lipca;\n- pytania: rekrutacja@up.lublin.pl.",
            ),
            Good(
                "en",
                "The University of Life Sciences in Lublin invites applications for full-time second-cycle studies in Geoinformatics for the 2024/2025 academic year. There are 45 places. Registration in the IRK system at https://irk.up.lublin.pl runs from 3 June to 12 July 2024. Candidates must hold a first-cycle degree diploma or submit a certificate stating the date of their thesis defence by 19 July at the latest. The application fee is PLN 85 and is non-refundable. Admission is decided by the grade average from previous studies, and candidates from unrelated fields may be invited to an interview. The list of admitted candidates will be published on 26 July. Questions should be sent to rekrutacja@up.lublin.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("między 3 czerwca a 12 lipca 2024 r.", "między 3 czerwca a 22 lipca 2024 r.")],
                "date",
            ),
            Slip(1, [("rekrutacja@up.lublin.pl", "rekrutacje@up.lublin.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "candidates from unrelated fields may be invited to an interview",
                        "candidates from unrelated fields must attend an interview",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-amoxivit-zawiesina",
        source="Amoxivit, 250 mg/5 ml, proszek do sporządzania zawiesiny doustnej. Przed pierwszym użyciem należy dolać do butelki przegotowaną, ostudzoną wodę do zaznaczonej kreski i energicznie wstrząsnąć. Dawkę odmierza się dołączoną strzykawką. U dzieci o masie ciała poniżej 40 kg lekarz zwykle zaleca 25–50 mg/kg mc. na dobę, podawane w dwóch lub trzech dawkach podzielonych. Leku nie wolno stosować u osób uczulonych na penicyliny. Leczenie należy kontynuować przez cały zalecony okres, nawet jeśli objawy ustąpią po 2–3 dniach. Biegunka może wystąpić u nie więcej niż 1 na 10 pacjentów. Przygotowaną zawiesinę należy przechowywać w lodówce (2–8°C) nie dłużej niż 14 dni.",
        good=[
            Good(
                "preserve",
                "Amoxivit 250 mg/5 ml to proszek, z którego przygotowuje się zawiesinę do picia. Przed pierwszym użyciem wlej do butelki przegotowaną i ostudzoną wodę aż do zaznaczonej kreski, a potem mocno wstrząśnij. Dawkę odmierzaj strzykawką dołączoną do opakowania. Dzieciom ważącym mniej niż 40 kg lekarz zwykle zaleca 25–50 mg na każdy kilogram masy ciała na dobę, podzielone na dwie lub trzy dawki. Osobom uczulonym na penicyliny nie wolno przyjmować tego leku. Leczenie trzeba prowadzić przez cały zalecony czas, także wtedy, gdy objawy miną po 2–3 dniach. Biegunka może się pojawić najwyżej u 1 na 10 pacjentów. Gotową zawiesinę trzymaj w lodówce (2–8°C) maksymalnie 14 dni.",
            ),
            Good(
                "preserve",
                "Amoxivit (250 mg/5 ml) – proszek do sporządzania zawiesiny doustnej. Przygotowanie: przed pierwszym użyciem dolać do butelki przegotowaną, ostudzoną wodę do zaznaczonej kreski i energicznie wstrząsnąć; dawkę odmierzać dołączoną strzykawką. Dawkowanie: u dzieci ważących poniżej 40 kg lekarz zwykle zaleca 25–50 mg/kg mc. na dobę w dwóch lub trzech dawkach podzielonych. Przeciwwskazanie: uczulenie na penicyliny – w takim przypadku leku nie wolno stosować. Leczenie należy kontynuować przez cały zalecony okres, również wtedy, gdy objawy ustąpią po 2–3 dniach. Działanie niepożądane: biegunka, która może wystąpić u nie więcej niż 1 na 10 pacjentów. Przechowywanie: przygotowaną zawiesinę trzymać w lodówce (2–8°C), nie dłużej niż 14 dni.",
            ),
            Good(
                "en",
                "Amoxivit, 250 mg/5 ml, powder for oral suspension. Before first use, add cooled boiled water to the bottle up to the marked line and shake vigorously. Measure each dose with the syringe provided. For children weighing less than 40 kg, the doctor usually recommends 25–50 mg/kg body weight per day, given in two or three divided doses. The medicine must not be used by people who are allergic to penicillins. Treatment must be continued for the whole prescribed period, even if the symptoms go away after 2–3 days. Diarrhoea may occur in no more than 1 in 10 patients. Store the prepared suspension in a refrigerator (2–8°C) for no longer than 14 days.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 14 dni", "maksymalnie 21 dni")], "number"),
            Slip(1, [("lekarz zwykle zaleca", "lekarz zaleca")], "hedge"),
            Slip(2, [("must not be used by people", "may also be used by people")], "negation"),
        ],
    ),
    Case(
        key="pl-pwik-swidnica-wymiana-zasuwy",
        source="Przedsiębiorstwo Wodociągów i Kanalizacji w Świdnicy informuje, że w czwartek 19 września 2024 r. w godzinach od 8:00 do około 16:00 nastąpi przerwa w dostawie wody na ulicach Kwiatowej, Bystrzyckiej (numery 2–40) i Różanej. Przerwa jest związana z wymianą zasuwy na magistrali o średnicy 300 mm. Beczkowozy z wodą pitną zostaną ustawione przy skrzyżowaniu ulic Kwiatowej i Różanej oraz przy Szkole Podstawowej nr 4. Po przywróceniu dostawy woda może być przez kilka godzin mętna; nie należy wtedy uruchamiać pralek ani zmywarek. Za utrudnienia przepraszamy. Informacje o awariach można uzyskać pod numerem 994 lub na stronie https://pwik.swidnica.pl/komunikaty.",
        good=[
            Good(
                "preserve",
                "PWiK w Świdnicy: w czwartek 19 września 2024 r. od 8:00 do ok. 16:00 nie będzie wody na ul. Kwiatowej, Różanej i Bystrzyckiej (nr 2–40). Powód: wymiana zasuwy na magistrali o średnicy 300 mm. Woda pitna z beczkowozów – przy skrzyżowaniu Kwiatowej i Różanej oraz przy Szkole Podstawowej nr 4. Po przywróceniu dostawy woda może przez kilka godzin być mętna, dlatego nie należy wówczas włączać pralek ani zmywarek. Przepraszamy za utrudnienia. Informacje o awariach: tel. 994 lub https://pwik.swidnica.pl/komunikaty.",
            ),
            Good(
                "preserve",
                "Drodzy Mieszkańcy! W czwartek, 19 września 2024 r., Przedsiębiorstwo Wodociągów i Kanalizacji w Świdnicy będzie wymieniać zasuwę na magistrali o średnicy 300 mm. Z tego powodu od 8:00 do mniej więcej 16:00 wody zabraknie na ulicach Kwiatowej i Różanej oraz na Bystrzyckiej pod numerami od 2 do 40. Wodę pitną zapewnią beczkowozy, które staną przy skrzyżowaniu Kwiatowej z Różaną i przy Szkole Podstawowej nr 4. Kiedy woda wróci, przez kilka godzin może być mętna – w tym czasie nie uruchamiajcie pralek ani zmywarek. Przepraszamy za kłopot! Informacje o awariach uzyskacie pod numerem 994 oraz na stronie https://pwik.swidnica.pl/komunikaty.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company in Świdnica announces that on Thursday, 19 September 2024, from 8:00 until about 16:00, the water supply will be cut off on Kwiatowa Street, Różana Street and Bystrzycka Street (numbers 2–40). The interruption is due to the replacement of a gate valve on the 300 mm trunk main. Tankers with drinking water will be placed at the junction of Kwiatowa and Różana Streets and next to Primary School No. 4. Once the supply is restored, the water may be cloudy for a few hours; washing machines and dishwashers should not be switched on during that time. We apologise for the inconvenience. Information on failures is available at 994 or at https://pwik.swidnica.pl/komunikaty.",
            ),
        ],
        bad=[
            Slip(0, [("w czwartek 19 września 2024 r.", "w czwartek 26 września 2024 r.")], "date"),
            Slip(1, [("magistrali o średnicy 300 mm", "magistrali o średnicy 500 mm")], "number"),
            Slip(
                2,
                [
                    (
                        "We apologise for the inconvenience.",
                        "Residents affected by the outage will receive a 10% discount on their next water bill. We apologise for the inconvenience.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-polemma-lematyzacja",
        source="""# polemma

Lekka biblioteka do lematyzacji tekstów w języku polskim. Wymaga Pythona 3.10 lub nowszego.

## Instalacja

```
pip install polemma==0.8.2
```

## Użycie

- Lematyzacja pliku: `polemma lemmatize wejscie.txt -o wynik.tsv`
- Tryb szybki (bez ujednoznaczniania): dodaj flagę `--fast`.
- Model jest pobierany przy pierwszym uruchomieniu (około 120 MB) do katalogu `~/.cache/polemma`.

Na korpusie NKJP dokładność wynosi według naszych testów około 96%. Biblioteka **nie obsługuje** jeszcze tekstów zapisanych bez polskich znaków. Licencja: MIT. Zgłoszenia błędów: https://github.com/polemma/polemma/issues.""",
        good=[
            Good(
                "preserve",
                """# polemma

**polemma** to lekka biblioteka, która lematyzuje teksty w języku polskim. Potrzebujesz Pythona w wersji 3.10 lub nowszej.

## Jak zainstalować

```
pip install polemma==0.8.2
```

## Jak używać

- Aby zlematyzować plik, uruchom: `polemma lemmatize wejscie.txt -o wynik.tsv`
- Tryb szybki (pomija ujednoznacznianie) włączysz flagą `--fast`.
- Przy pierwszym uruchomieniu biblioteka pobiera model (ok. 120 MB) do katalogu `~/.cache/polemma`.

W naszych testach na korpusie NKJP dokładność wyniosła około 96%. Uwaga: teksty zapisane bez polskich znaków **nie są jeszcze obsługiwane**. Licencja MIT, błędy zgłaszaj na https://github.com/polemma/polemma/issues.""",
            ),
            Good(
                "preserve",
                """# polemma

Lekka biblioteka do lematyzacji polskich tekstów. Wymagania: Python 3.10 lub nowszy.

## Instalacja

```
pip install polemma==0.8.2
```

## Użycie

- `polemma lemmatize wejscie.txt -o wynik.tsv` – lematyzuje plik.
- `--fast` – tryb szybki, bez ujednoznaczniania.
- Przy pierwszym uruchomieniu model (ok. 120 MB) jest pobierany do `~/.cache/polemma`.

Dokładność na korpusie NKJP: ok. 96% (według naszych testów). Teksty zapisane bez polskich znaków **nie są** jeszcze obsługiwane. Licencja: MIT. Błędy: https://github.com/polemma/polemma/issues.""",
            ),
            Good(
                "en",
                """# polemma

A lightweight library for lemmatising Polish text. Requires Python 3.10 or newer.

## Installation

```
pip install polemma==0.8.2
```

## Usage

- Lemmatise a file: `polemma lemmatize wejscie.txt -o wynik.tsv`
- Fast mode (no disambiguation): add the `--fast` flag.
- On first run, the model (about 120 MB) is downloaded to the `~/.cache/polemma` directory.

According to our tests, accuracy on the NKJP corpus is about 96%. The library does **not** yet support text written without Polish diacritics. Licence: MIT. Bug reports: https://github.com/polemma/polemma/issues.""",
            ),
        ],
        bad=[
            Slip(0, [("pip install polemma==0.8.2", "pip install polemma==0.9.2")], "code"),
            Slip(
                1,
                [
                    ("## Użycie\n\n- `polemma", "Użycie: `polemma"),
                    ("lematyzuje plik.\n- `--fast`", "lematyzuje plik; `--fast`"),
                    ("bez ujednoznaczniania.\n- Przy", "bez ujednoznaczniania; przy"),
                ],
                "markdown",
            ),
            Slip(2, [("add the `--fast` flag", "add the `--quick` flag")], "code"),
        ],
    ),
    Case(
        key="pl-uchwala-sm-odpis-fundusz-remontowy",
        source="Uchwała nr 27/2024 Zarządu Spółdzielni Mieszkaniowej „Słoneczny Stok” w Kielcach z dnia 12 września 2024 r. Na podstawie art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych Zarząd postanawia podwyższyć od 1 stycznia 2025 r. odpis na fundusz remontowy z 2,40 zł do 2,95 zł za 1 m² powierzchni użytkowej lokalu miesięcznie. Środki zostaną przeznaczone przede wszystkim na wymianę pionów kanalizacyjnych w budynkach przy ul. Jagiellońskiej 12 i 14. Członkowie, którzy nie zgadzają się z uchwałą, mogą złożyć odwołanie do Rady Nadzorczej w terminie 14 dni od jej doręczenia. Złożenie odwołania nie wstrzymuje wykonania uchwały. Nowe wysokości opłat spółdzielnia musi przekazać lokatorom na piśmie co najmniej 3 miesiące przed terminem zmiany.",
        good=[
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Słoneczny Stok” w Kielcach przyjął 12 września 2024 r. uchwałę nr 27/2024. Od 1 stycznia 2025 r. odpis na fundusz remontowy wzrośnie z 2,40 zł do 2,95 zł miesięcznie za każdy metr kwadratowy powierzchni użytkowej lokalu. Podstawą prawną jest art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych. Pieniądze pójdą przede wszystkim na wymianę pionów kanalizacyjnych w budynkach przy ul. Jagiellońskiej 12 i 14. Jeśli jesteś członkiem spółdzielni i nie zgadzasz się z uchwałą, możesz w ciągu 14 dni od jej doręczenia odwołać się do Rady Nadzorczej – odwołanie nie wstrzymuje jednak wykonania uchwały. Spółdzielnia musi powiadomić lokatorów o nowych opłatach na piśmie, co najmniej 3 miesiące przed zmianą.",
            ),
            Good(
                "preserve",
                "Uchwałą nr 27/2024 z dnia 12 września 2024 r., podjętą na podstawie art. 4 ust. 1 ustawy z dnia 15 grudnia 2000 r. o spółdzielniach mieszkaniowych, Zarząd SM „Słoneczny Stok” w Kielcach podwyższa z dniem 1 stycznia 2025 r. miesięczny odpis na fundusz remontowy z 2,40 zł do 2,95 zł za 1 m² powierzchni użytkowej lokalu. Środki przeznacza się przede wszystkim na wymianę pionów kanalizacyjnych w budynkach przy ul. Jagiellońskiej 12 i 14. Członkom niezgadzającym się z uchwałą przysługuje odwołanie do Rady Nadzorczej, składane w terminie 14 dni od doręczenia uchwały; odwołanie nie wstrzymuje jej wykonania. Spółdzielnia ma obowiązek przekazać lokatorom informację o nowych opłatach na piśmie nie później niż 3 miesiące przed terminem zmiany.",
            ),
            Good(
                "en",
                "Resolution No. 27/2024 of the Management Board of the “Słoneczny Stok” Housing Cooperative in Kielce, dated 12 September 2024. Pursuant to Article 4(1) of the Act of 15 December 2000 on housing cooperatives, the Board has decided to raise the contribution to the renovation fund from 1 January 2025, from PLN 2.40 to PLN 2.95 per m² of usable floor area per month. The money will be used mainly to replace the sewage risers in the buildings at 12 and 14 Jagiellońska Street. Members who disagree with the resolution may appeal to the Supervisory Board within 14 days of its delivery. Filing an appeal does not suspend the implementation of the resolution. The cooperative must notify residents of the new fees in writing at least 3 months before the change takes effect.",
            ),
        ],
        bad=[
            Slip(0, [("art. 4 ust. 1 ustawy", "art. 4 ust. 6 ustawy")], "legal_reference"),
            Slip(1, [("z 2,40 zł do 2,95 zł", "z 2,40 zł do 3,95 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "The cooperative must notify residents",
                        "The cooperative should notify residents",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-szkola-narciarska-bialy-jar-cennik",
        source="""## Cennik Szkoły Narciarskiej „Biały Jar” w Karpaczu – sezon 2024/2025

- Lekcja indywidualna (1 osoba): **220 zł** za 60 minut
- Każda dodatkowa osoba na tej samej lekcji: **+60 zł**
- Kurs grupowy dla dzieci (5 dni po 2 godziny): **690 zł**
- Wypożyczenie kasku na czas lekcji: bezpłatnie

Lekcje odbywają się codziennie od 9:00 do 15:00. Dzieci poniżej 4 lat nie mogą uczestniczyć w kursach grupowych. Rezerwację należy odwołać najpóźniej 24 godziny wcześniej – w przeciwnym razie opłata nie jest zwracana. Karnet na wyciąg nie jest wliczony w cenę lekcji. Uczestnicy do 16. roku życia muszą jeździć w kasku. Rezerwacje: tel. 600 123 456.""",
        good=[
            Good(
                "preserve",
                """## Szkoła Narciarska „Biały Jar” w Karpaczu – ceny na sezon 2024/2025

- Lekcja indywidualna dla 1 osoby: **220 zł** za godzinę
- Każda kolejna osoba na tej samej lekcji: dopłata **60 zł**
- Kurs grupowy dla dzieci, 5 dni po 2 godziny: **690 zł**
- Kask na czas lekcji wypożyczamy bezpłatnie

Uczymy codziennie w godzinach 9:00–15:00. W kursach grupowych nie mogą brać udziału dzieci, które nie skończyły 4 lat. Rezerwację trzeba odwołać co najmniej 24 godziny wcześniej – w przeciwnym razie nie zwracamy opłaty. Pamiętaj, że cena lekcji nie obejmuje karnetu na wyciąg. Kask jest obowiązkowy dla uczestników do 16. roku życia. Rezerwacje pod numerem 600 123 456.""",
            ),
            Good(
                "preserve",
                """## Cennik – Szkoła Narciarska „Biały Jar” w Karpaczu, sezon 2024/2025

- Lekcja indywidualna (1 os., 60 min): **220 zł**
- Dodatkowa osoba na tej samej lekcji: **+60 zł**
- Kurs grupowy dla dzieci (5 dni × 2 godz.): **690 zł**
- Kask na czas lekcji: bez opłat

Lekcje: codziennie 9:00–15:00. Kursy grupowe – wyłącznie dla dzieci w wieku od 4 lat. Odwołanie rezerwacji: najpóźniej 24 godz. przed lekcją, inaczej opłata nie jest zwracana. Cena lekcji nie obejmuje karnetu na wyciąg. Kask obowiązkowy dla uczestników do 16. roku życia. Rezerwacje: tel. 600 123 456.""",
            ),
            Good(
                "en",
                """## “Biały Jar” Ski School, Karpacz – price list for the 2024/2025 season

- Private lesson (1 person): **PLN 220** per 60 minutes
- Each additional person in the same lesson: **+PLN 60**
- Group course for children (5 days, 2 hours a day): **PLN 690**
- Helmet hire for the duration of the lesson: free of charge

Lessons run daily from 9:00 to 15:00. Children under 4 may not take part in group courses. Bookings must be cancelled at least 24 hours in advance – otherwise the fee is not refunded. The lift pass is not included in the lesson price. Participants up to the age of 16 must ski with a helmet. Bookings: tel. 600 123 456.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("\n\n- Lekcja indywidualna", " Lekcja indywidualna"),
                    ("za godzinę\n- Każda", "za godzinę; każda"),
                    ("dopłata **60 zł**\n- Kurs", "dopłata **60 zł**; kurs"),
                    ("**690 zł**\n- Kask", "**690 zł**; kask"),
                ],
                "markdown",
            ),
            Slip(1, [("(5 dni × 2 godz.)", "(5 dni × 3 godz.)")], "number"),
            Slip(
                2,
                [
                    (
                        "The lift pass is not included in the lesson price.",
                        "The lift pass is included in the lesson price.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pks-gniezno-linia-218-rozklad",
        source="Od poniedziałku 2 grudnia 2024 r. zmienia się rozkład jazdy podmiejskiej linii autobusowej nr 218 Gniezno – Kłecko – Mieścisko, obsługiwanej przez PKS Gniezno. W dni robocze pierwszy kurs z dworca w Gnieźnie odjeżdża o 5:10 zamiast o 5:25, a ostatni o 21:40. W soboty autobusy kursują co 90 minut, a w niedziele i święta linia nie kursuje. Przystanek „Kłecko Rynek” zostaje tymczasowo przeniesiony na ul. Dworcową z powodu remontu nawierzchni, który potrwa do 31 stycznia 2025 r. Bilety miesięczne wydane przed zmianą zachowują ważność. Pełny rozkład jest dostępny w kasach dworca i na stronie pksgniezno.pl. Przewoźnik zastrzega, że w okresie zimowym możliwe są opóźnienia do 10 minut.",
        good=[
            Good(
                "preserve",
                "PKS Gniezno zmienia rozkład jazdy podmiejskiej linii nr 218 Gniezno – Kłecko – Mieścisko. Nowe godziny obowiązują od poniedziałku, 2 grudnia 2024 r. W dni robocze pierwszy autobus wyjedzie z dworca w Gnieźnie o 5:10, a nie jak dotąd o 5:25; ostatni odjedzie o 21:40. W soboty kursy będą co półtorej godziny, natomiast w niedziele i święta linia nie będzie kursować. Z powodu remontu nawierzchni, który potrwa do 31 stycznia 2025 r., przystanek „Kłecko Rynek” tymczasowo przeniesiono na ul. Dworcową. Bilety miesięczne wydane przed zmianą pozostają ważne. Pełny rozkład można sprawdzić w kasach dworca i na stronie pksgniezno.pl. Przewoźnik uprzedza, że zimą możliwe są opóźnienia do 10 minut.",
            ),
            Good(
                "preserve",
                "Linia nr 218 Gniezno – Kłecko – Mieścisko (PKS Gniezno) – nowy rozkład od poniedziałku 2 grudnia 2024 r.:\n– dni robocze: pierwszy odjazd z dworca w Gnieźnie o 5:10 (wcześniej o 5:25), ostatni o 21:40;\n– soboty: kursy co 90 minut;\n– niedziele i święta: linia nie kursuje.\nDo 31 stycznia 2025 r., na czas remontu nawierzchni, przystanek „Kłecko Rynek” znajduje się tymczasowo przy ul. Dworcowej. Bilety miesięczne wydane przed zmianą są nadal ważne. Pełny rozkład: kasy dworca oraz pksgniezno.pl. Przewoźnik zastrzega, że w okresie zimowym możliwe są opóźnienia do 10 minut.",
            ),
            Good(
                "en",
                "From Monday, 2 December 2024, the timetable of suburban bus line 218 Gniezno – Kłecko – Mieścisko, operated by PKS Gniezno, will change. On weekdays, the first bus will leave Gniezno bus station at 5:10 instead of 5:25, and the last one at 21:40. On Saturdays buses will run every 90 minutes, and on Sundays and public holidays the line will not run. Because of road resurfacing lasting until 31 January 2025, the “Kłecko Rynek” stop is temporarily moved to Dworcowa Street. Monthly tickets issued before the change remain valid. The full timetable is available at the station ticket offices and at pksgniezno.pl. The operator warns that delays of up to 10 minutes are possible in winter.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("który potrwa do 31 stycznia 2025 r.", "który potrwa do 31 marca 2025 r.")],
                "date",
            ),
            Slip(1, [("soboty: kursy co 90 minut", "soboty: kursy co 60 minut")], "number"),
            Slip(
                2,
                [
                    (
                        "Monthly tickets issued before the change remain valid.",
                        "Bilety miesięczne wydane przed zmianą zachowują ważność.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gmina-lacko-oplata-od-psow",
        source="Wójt Gminy Łącko przypomina, że zgodnie z uchwałą Rady Gminy nr XI/86/2023 opłata od posiadania psów w 2025 roku wynosi 45 zł od każdego psa. Opłatę należy wnieść bez wezwania do 15 maja 2025 r. na rachunek gminy lub w kasie urzędu (pok. 3, czynna od poniedziałku do piątku w godz. 7:30–15:00). Osoby, które nabyły psa po 15 maja, płacą opłatę w ciągu 14 dni od dnia nabycia. Zgodnie z art. 18a ust. 1 ustawy o podatkach i opłatach lokalnych opłaty nie pobiera się m.in. od psów asystujących osobom niepełnosprawnym ani od osób w wieku powyżej 65 lat prowadzących samodzielnie gospodarstwo domowe – od jednego psa. Nieuiszczenie opłaty skutkuje wszczęciem postępowania egzekucyjnego.",
        good=[
            Good(
                "preserve",
                "Przypomnienie od Wójta Gminy Łącko: w 2025 roku opłata od posiadania psów wynosi 45 zł za każdego psa (uchwała Rady Gminy nr XI/86/2023). Trzeba ją wnieść bez wezwania do 15 maja 2025 r. – na rachunek gminy albo w kasie urzędu w pokoju 3, czynnej od poniedziałku do piątku od 7:30 do 15:00. Jeśli nabędziesz psa po 15 maja, zapłać opłatę w ciągu 14 dni od dnia nabycia. Na podstawie art. 18a ust. 1 ustawy o podatkach i opłatach lokalnych opłaty nie pobiera się m.in. od psów asystujących osobom niepełnosprawnym, a także od osób powyżej 65. roku życia, które samodzielnie prowadzą gospodarstwo domowe (w odniesieniu do jednego psa). Jeśli opłata nie zostanie wniesiona, zostanie wszczęte postępowanie egzekucyjne.",
            ),
            Good(
                "preserve",
                "Wójt Gminy Łącko informuje, że na podstawie uchwały Rady Gminy nr XI/86/2023 stawka opłaty od posiadania psów na 2025 rok wynosi 45 zł od jednego psa. Opłatę uiszcza się bez wezwania w terminie do 15 maja 2025 r., na rachunek gminy lub w kasie urzędu (pokój nr 3, poniedziałek–piątek, 7:30–15:00). W przypadku nabycia psa po 15 maja opłatę wnosi się w terminie 14 dni od dnia nabycia. Na mocy art. 18a ust. 1 ustawy o podatkach i opłatach lokalnych opłaty nie pobiera się m.in. od psów asystujących osobom niepełnosprawnym oraz od osób w wieku powyżej 65 lat prowadzących samodzielnie gospodarstwo domowe – od jednego psa. W razie nieuiszczenia opłaty zostanie wszczęte postępowanie egzekucyjne.",
            ),
            Good(
                "en",
                "The Head of Łącko Commune reminds residents that, under Commune Council Resolution No. XI/86/2023, the dog ownership fee for 2025 is PLN 45 per dog. The fee must be paid without a separate demand by 15 May 2025, either to the commune's bank account or at the office cash desk (room 3, open Monday to Friday, 7:30–15:00). People who acquire a dog after 15 May pay the fee within 14 days of acquiring it. Under Article 18a(1) of the Act on Local Taxes and Fees, the fee is not charged, among others, for assistance dogs of people with disabilities or from people over 65 who run a household on their own – for one dog. Failure to pay the fee results in enforcement proceedings.",
            ),
        ],
        bad=[
            Slip(0, [("do 15 maja 2025 r.", "do 15 czerwca 2025 r.")], "date"),
            Slip(1, [("art. 18a ust. 1", "art. 18 ust. 1")], "legal_reference"),
            Slip(
                2,
                [("the fee is not charged, among others,", "the fee is charged, among others,")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-erozja-lessow-ciemiega",
        source="Celem badania była ocena tempa erozji wodnej gleb lessowych na stokach użytkowanych rolniczo w zlewni potoku Ciemięga (Wyżyna Lubelska). W latach 2019–2022 prowadzono pomiary na 12 poletkach doświadczalnych o nachyleniu od 4° do 11°. Średnie roczne straty gleby wyniosły 8,7 t·ha⁻¹ na polach z uprawą kukurydzy i 1,2 t·ha⁻¹ pod użytkami zielonymi. Ponad 70% całkowitego zmywu przypadało na zaledwie kilka ulew o natężeniu przekraczającym 20 mm·h⁻¹. Wyniki są zgodne z wcześniejszymi obserwacjami Rejmana i Brodowskiej (2005) oraz sugerują, że zastosowanie międzyplonów mogłoby ograniczyć erozję o około 40%. Autorzy zaznaczają jednak, że szacunek ten wymaga weryfikacji w dłuższym okresie.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono tempo erozji wodnej gleb lessowych na rolniczo użytkowanych stokach zlewni potoku Ciemięga na Wyżynie Lubelskiej. Pomiary wykonywano w latach 2019–2022 na 12 poletkach doświadczalnych o nachyleniu 4–11°. Średnia roczna strata gleby wyniosła 8,7 t·ha⁻¹ na polach obsianych kukurydzą oraz 1,2 t·ha⁻¹ pod użytkami zielonymi. Ponad 70% łącznego zmywu przypadło na zaledwie kilka ulew o natężeniu powyżej 20 mm·h⁻¹. Uzyskane wyniki są zgodne z wcześniejszymi obserwacjami Rejmana i Brodowskiej (2005) i sugerują, że wprowadzenie międzyplonów mogłoby zmniejszyć erozję o mniej więcej 40%; autorzy podkreślają jednak, że ten szacunek trzeba zweryfikować w dłuższym okresie.",
            ),
            Good(
                "preserve",
                "Jak szybko woda zmywa gleby lessowe z pól na Wyżynie Lubelskiej? Sprawdzono to w zlewni potoku Ciemięga, gdzie w latach 2019–2022 mierzono erozję na 12 poletkach doświadczalnych, położonych na użytkowanych rolniczo stokach o nachyleniu od 4 do 11 stopni. Z pól kukurydzy ubywało średnio 8,7 tony gleby z hektara rocznie, a z użytków zielonych – 1,2 tony. Ponad 70% całego zmywu spowodowało zaledwie kilka ulew, podczas których spadało więcej niż 20 mm deszczu na godzinę. Wyniki zgadzają się z wcześniejszymi obserwacjami Rejmana i Brodowskiej (2005). Sugerują też, że międzyplony mogłyby ograniczyć erozję o około 40%, choć – jak zaznaczają autorzy – ten szacunek wymaga jeszcze weryfikacji w dłuższym okresie.",
            ),
            Good(
                "en",
                "The study assessed the rate of water erosion of loess soils on agriculturally used slopes in the Ciemięga stream catchment (Lublin Upland). Between 2019 and 2022, measurements were taken on 12 experimental plots with gradients of 4° to 11°. Mean annual soil loss was 8.7 t·ha⁻¹ on maize fields and 1.2 t·ha⁻¹ under grassland. More than 70% of total wash-off occurred during just a few downpours with an intensity exceeding 20 mm·h⁻¹. The results are consistent with earlier observations by Rejman and Brodowska (2005) and suggest that cover crops could reduce erosion by about 40%. However, the authors note that this estimate needs to be verified over a longer period.",
            ),
        ],
        bad=[
            Slip(0, [("Rejmana i Brodowskiej (2005)", "Rejmana (2005)")], "citation"),
            Slip(
                1,
                [
                    (
                        "międzyplony mogłyby ograniczyć erozję o około 40%",
                        "międzyplony ograniczą erozję o 40%",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("on 12 experimental plots", "on 21 experimental plots")], "number"),
        ],
    ),
    Case(
        key="pl-przesluchania-mlodziezowa-orkiestra-kielce",
        source="Młodzieżowa Orkiestra Symfoniczna Filharmonii Świętokrzyskiej zaprasza na przesłuchania do sezonu 2025/2026. Mogą w nich wziąć udział muzycy w wieku od 14 do 23 lat grający na instrumentach smyczkowych, dętych i perkusyjnych. Przesłuchania odbędą się w sobotę 14 czerwca 2025 r. w sali kameralnej przy ul. Słowackiego 11 w Kielcach. Kandydaci powinni przygotować dwa utwory o kontrastującym charakterze, trwające łącznie nie dłużej niż 10 minut, a dodatkowo muszą zagrać a vista krótki fragment wskazany przez komisję. Zgłoszenia przyjmujemy do 30 maja przez formularz na stronie https://filharmonia.kielce.pl/mos. Udział jest bezpłatny. Osoby niepełnoletnie muszą dołączyć zgodę rodzica lub opiekuna prawnego. Komisji przewodniczy dyrygent Tomasz Wroński.",
        good=[
            Good(
                "preserve",
                "Grasz na instrumencie smyczkowym, dętym lub perkusyjnym i masz od 14 do 23 lat? Młodzieżowa Orkiestra Symfoniczna Filharmonii Świętokrzyskiej zaprasza na przesłuchania do sezonu 2025/2026! Odbędą się one w sobotę, 14 czerwca 2025 r., w sali kameralnej przy ul. Słowackiego 11 w Kielcach. Powinieneś przygotować dwa utwory o kontrastującym charakterze, trwające razem nie dłużej niż 10 minut. Musisz też zagrać a vista krótki fragment wskazany przez komisję, której przewodniczy dyrygent Tomasz Wroński. Zgłoszenia przyjmujemy do 30 maja przez formularz na https://filharmonia.kielce.pl/mos. Udział nic nie kosztuje. Osoby niepełnoletnie muszą dołączyć zgodę rodzica lub opiekuna prawnego.",
            ),
            Good(
                "preserve",
                "Filharmonia Świętokrzyska ogłasza przesłuchania do Młodzieżowej Orkiestry Symfonicznej na sezon 2025/2026. Mogą w nich uczestniczyć muzycy w wieku 14–23 lat grający na instrumentach smyczkowych, dętych lub perkusyjnych. Przesłuchania przeprowadzi w sobotę 14 czerwca 2025 r. komisja pod przewodnictwem dyrygenta Tomasza Wrońskiego, w sali kameralnej przy ul. Słowackiego 11 w Kielcach. Kandydaci powinni przygotować dwa utwory o kontrastującym charakterze, o łącznym czasie trwania nieprzekraczającym 10 minut; ponadto muszą wykonać a vista krótki fragment wskazany przez komisję. Zgłoszenia są przyjmowane do 30 maja za pośrednictwem formularza: https://filharmonia.kielce.pl/mos. Udział jest bezpłatny. Kandydaci niepełnoletni muszą dołączyć zgodę rodzica lub opiekuna prawnego.",
            ),
            Good(
                "en",
                "The Youth Symphony Orchestra of the Świętokrzyska Philharmonic invites musicians to audition for the 2025/2026 season. Auditions are open to string, wind and percussion players aged 14 to 23. They will be held on Saturday, 14 June 2025, in the chamber hall at ul. Słowackiego 11 in Kielce. Candidates should prepare two pieces of contrasting character lasting no more than 10 minutes in total, and must also sight-read a short passage chosen by the panel. Applications are accepted until 30 May via the form at https://filharmonia.kielce.pl/mos. Participation is free of charge. Minors must enclose the consent of a parent or legal guardian. The panel is chaired by conductor Tomasz Wroński.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://filharmonia.kielce.pl/mos", "https://filharmonia.kielce.pl/mso")],
                "url",
            ),
            Slip(1, [("Kandydaci powinni przygotować", "Kandydaci mogą przygotować")], "modality"),
            Slip(
                2,
                [
                    (
                        "Participation is free of charge.",
                        "Participation is free of charge, and successful candidates will receive a monthly stipend of PLN 300.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-fitmax-zawieszenie-karnetu-open",
        source="""§ 7. Zawieszenie i wypowiedzenie karnetu
1. Klubowicz posiadający karnet „Open 12” może zawiesić go raz w roku na okres od 14 do 60 dni, składając wniosek w recepcji lub przez aplikację FitMax. Zawieszenie nie przysługuje w pierwszym miesiącu obowiązywania umowy.
2. Za zawieszenie pobierana jest jednorazowa opłata w wysokości 29 zł, chyba że przyczyną jest choroba potwierdzona zaświadczeniem lekarskim.
3. Umowę można wypowiedzieć z zachowaniem jednomiesięcznego okresu wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego. Wypowiedzenie musi mieć formę pisemną lub elektroniczną.
4. Niewykorzystane wejścia nie przechodzą na kolejny okres rozliczeniowy i nie podlegają zwrotowi.""",
        good=[
            Good(
                "preserve",
                """Zawieszenie i wypowiedzenie karnetu (§ 7)
1. Jeśli masz karnet „Open 12”, możesz go zawiesić raz w roku na 14–60 dni. Wniosek złożysz w recepcji albo w aplikacji FitMax. W pierwszym miesiącu umowy zawieszenie nie jest możliwe.
2. Zawieszenie kosztuje jednorazowo 29 zł. Nie płacisz, jeśli powodem jest choroba potwierdzona zaświadczeniem lekarskim.
3. Umowę możesz wypowiedzieć z miesięcznym okresem wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego. Wypowiedzenie musi być złożone na piśmie lub elektronicznie.
4. Wejścia, których nie wykorzystasz, nie przechodzą na następny okres rozliczeniowy i nie zwracamy za nie pieniędzy.""",
            ),
            Good(
                "preserve",
                """§ 7. Zawieszenie i wypowiedzenie karnetu
1. Posiadacz karnetu „Open 12” ma prawo zawiesić karnet raz w roku na okres 14–60 dni na podstawie wniosku złożonego w recepcji lub w aplikacji FitMax; uprawnienie to nie przysługuje w pierwszym miesiącu obowiązywania umowy.
2. Zawieszenie wiąże się z jednorazową opłatą 29 zł, z wyjątkiem zawieszenia z powodu choroby potwierdzonej zaświadczeniem lekarskim.
3. Umowę można wypowiedzieć z zachowaniem miesięcznego okresu wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego; wypowiedzenie musi zostać złożone w formie pisemnej lub elektronicznej.
4. Niewykorzystane wejścia nie są przenoszone na kolejny okres rozliczeniowy ani zwracane.""",
            ),
            Good(
                "en",
                """§ 7. Suspending and terminating a membership
1. A member holding an “Open 12” pass may suspend it once a year for a period of 14 to 60 days by submitting a request at reception or via the FitMax app. Suspension is not available in the first month of the contract.
2. A one-off fee of PLN 29 is charged for a suspension, unless the reason is illness confirmed by a medical certificate.
3. The contract may be terminated with one month's notice, effective at the end of a calendar month. Notice must be given in writing or electronically.
4. Unused visits do not carry over to the next billing period and are not refundable.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W pierwszym miesiącu umowy zawieszenie nie jest możliwe.",
                        "W pierwszym miesiącu umowy zawieszenie również jest możliwe.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("wypowiedzenie musi zostać złożone", "wypowiedzenie powinno zostać złożone")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "via the FitMax app.",
                        "via the FitMax app, provided that all membership fees have been paid up to date.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sprawozdanie-grodzisko-chodlik-2023",
        source="Sprawozdanie z sezonu badań 2023 na grodzisku w Chodliku (gm. Karczmiska). Prace prowadził zespół Instytutu Archeologii UMCS pod kierunkiem dr Anny Zielińskiej od 3 do 28 lipca 2023 r. Wykonano dwa wykopy o łącznej powierzchni 75 m². W wykopie II odsłonięto relikty konstrukcji skrzyniowej wału, którą na podstawie analizy dendrochronologicznej datowano na lata 30. IX wieku. Pozyskano ponad 1400 fragmentów ceramiki oraz żelazny grot strzały. Przepalona warstwa w stropie wykopu wskazuje prawdopodobnie na pożar grodu, co potwierdzałoby hipotezę Kowalczyka (1977, s. 214). Wszystkie zabytki przekazano do Muzeum Lubelskiego. Badania będą kontynuowane w 2024 roku, o ile zostanie przyznane dofinansowanie.",
        good=[
            Good(
                "preserve",
                "Archeolodzy z Instytutu Archeologii UMCS pod kierunkiem dr Anny Zielińskiej prowadzili od 3 do 28 lipca 2023 r. badania na grodzisku w Chodliku w gminie Karczmiska. Otworzyli dwa wykopy o łącznej powierzchni 75 m². W wykopie II natrafili na relikty skrzyniowej konstrukcji wału – analiza dendrochronologiczna datuje ją na lata 30. IX wieku. Znaleziono ponad 1400 fragmentów ceramiki i żelazny grot strzały. Przepalona warstwa w stropie wykopu prawdopodobnie świadczy o pożarze grodu, co potwierdzałoby hipotezę Kowalczyka (1977, s. 214). Wszystkie znaleziska trafiły do Muzeum Lubelskiego. Badania będą kontynuowane w 2024 roku, jeśli zostanie przyznane dofinansowanie.",
            ),
            Good(
                "preserve",
                "Grodzisko w Chodliku (gm. Karczmiska) – sprawozdanie z sezonu 2023. Kierownik badań: dr Anna Zielińska (zespół Instytutu Archeologii UMCS). Termin: 3–28 lipca 2023 r. Zakres: dwa wykopy o łącznej powierzchni 75 m². Wyniki: w wykopie II odsłonięto relikty skrzyniowej konstrukcji wału, datowanej dendrochronologicznie na lata 30. IX wieku; pozyskano ponad 1400 fragmentów ceramiki i żelazny grot strzały. Przepalona warstwa w stropie wykopu wskazuje prawdopodobnie na pożar grodu, co potwierdzałoby hipotezę Kowalczyka (1977, s. 214). Wszystkie zabytki przekazano do Muzeum Lubelskiego. Badania będą kontynuowane w 2024 roku pod warunkiem przyznania dofinansowania.",
            ),
            Good(
                "en",
                "Report on the 2023 excavation season at the hillfort in Chodlik (Karczmiska commune). The work was carried out from 3 to 28 July 2023 by a team from the UMCS Institute of Archaeology led by Dr Anna Zielińska. Two trenches with a total area of 75 m² were opened. In trench II, remains of a box-construction rampart were uncovered, which dendrochronological analysis dated to the 830s. More than 1,400 pottery sherds and an iron arrowhead were recovered. A burnt layer at the top of the trench probably indicates that the stronghold burned down, which would support Kowalczyk's hypothesis (1977, p. 214). All finds were handed over to the Lublin Museum. Research will continue in 2024, provided that funding is granted.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("prawdopodobnie świadczy o pożarze", "świadczy o pożarze"),
                    ("co potwierdzałoby hipotezę", "co potwierdza hipotezę"),
                ],
                "hedge",
            ),
            Slip(1, [("(1977, s. 214)", "(1977, s. 241)")], "citation"),
            Slip(2, [("from 3 to 28 July 2023", "from 3 to 28 June 2023")], "date"),
        ],
    ),
    Case(
        key="pl-bs-wadowice-taryfa-karta-debetowa",
        source="Szanowni Klienci, informujemy, że od 1 marca 2025 r. zmienia się Taryfa opłat i prowizji Banku Spółdzielczego w Wadowicach. Miesięczna opłata za obsługę karty debetowej Visa wzrośnie z 5 zł do 7 zł, przy czym nie zostanie pobrana, jeśli w danym miesiącu wykonają Państwo transakcje bezgotówkowe na łączną kwotę co najmniej 400 zł. Wypłaty z bankomatów sieci Euronet będą kosztować 1,5% kwoty, nie mniej niż 4 zł. Wypłaty z bankomatów BS pozostają bezpłatne. Jeżeli nie akceptują Państwo zmian, mogą Państwo wypowiedzieć umowę bez ponoszenia opłat przed dniem ich wejścia w życie. Brak sprzeciwu oznacza akceptację nowej taryfy. Szczegóły: www.bswadowice.pl/taryfa lub infolinia 33 870 12 00.",
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 r. Bank Spółdzielczy w Wadowicach wprowadza zmiany w Taryfie opłat i prowizji. Co się zmieni? Miesięczna opłata za obsługę karty debetowej Visa wzrośnie z 5 do 7 zł – ale nie zapłacisz jej w miesiącu, w którym wykonasz transakcje bezgotówkowe na łączną kwotę co najmniej 400 zł. Wypłata z bankomatu sieci Euronet będzie kosztować 1,5% wypłacanej kwoty, minimum 4 zł. Z bankomatów BS nadal wypłacisz pieniądze bez opłat. Jeśli nie akceptujesz zmian, możesz przed dniem ich wejścia w życie wypowiedzieć umowę bez żadnych kosztów. Jeśli nie zgłosisz sprzeciwu, będzie to oznaczać akceptację nowej taryfy. Szczegóły znajdziesz na www.bswadowice.pl/taryfa lub pod numerem infolinii 33 870 12 00.",
            ),
            Good(
                "preserve",
                "Zmiana Taryfy opłat i prowizji Banku Spółdzielczego w Wadowicach – obowiązuje od 1 marca 2025 r.:\n• karta debetowa Visa: opłata miesięczna 7 zł (dotychczas 5 zł), niepobierana w miesiącu, w którym łączna kwota transakcji bezgotówkowych wyniesie co najmniej 400 zł;\n• wypłata z bankomatów sieci Euronet: 1,5% kwoty, min. 4 zł;\n• wypłata z bankomatów BS: nadal bezpłatna.\nKlient, który nie akceptuje zmian, może przed dniem ich wejścia w życie wypowiedzieć umowę bez ponoszenia opłat. Niezgłoszenie sprzeciwu oznacza akceptację nowej taryfy. Szczegóły: www.bswadowice.pl/taryfa, infolinia 33 870 12 00.",
            ),
            Good(
                "en",
                "Dear Customers, please note that the Schedule of Fees and Commissions of the Cooperative Bank in Wadowice will change on 1 March 2025. The monthly fee for servicing a Visa debit card will rise from PLN 5 to PLN 7, but it will not be charged in any month in which you make cashless transactions totalling at least PLN 400. Withdrawals from Euronet ATMs will cost 1.5% of the amount, with a minimum of PLN 4. Withdrawals from BS ATMs remain free of charge. If you do not accept the changes, you may terminate the agreement without any fees before they take effect. If you raise no objection, this means you accept the new schedule. Details: www.bswadowice.pl/taryfa or helpline 33 870 12 00.",
            ),
        ],
        bad=[
            Slip(0, [("1,5% wypłacanej kwoty", "2,5% wypłacanej kwoty")], "number"),
            Slip(
                1,
                [
                    (
                        "wypowiedzieć umowę bez ponoszenia opłat",
                        "wypowiedzieć umowę, ponosząc opłaty",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("you may terminate the agreement", "you must terminate the agreement")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-gok-janow-warsztaty-tkackie",
        source="Pracownia Tkacka „Wątek” przy Gminnym Ośrodku Kultury w Janowie Podlaskim zaprasza na cykl warsztatów tkania na krosnach ręcznych. Zajęcia odbywają się w każdą środę od 17:00 do 19:30, od 8 stycznia do 26 marca 2025 r., w sali nr 5. Grupa liczy maksymalnie 8 osób, a minimalny wiek uczestnika to 15 lat. Koszt całego cyklu wynosi 320 zł i obejmuje przędzę oraz wypożyczenie krosna. Uczestnicy powinni przynieść własne nożyczki i miarkę. Prace wykonane podczas warsztatów można zabrać do domu po ostatnich zajęciach. Prowadząca, Halina Sawicka, od ponad 30 lat tka tradycyjne dywany dwuosnowowe. Zapisy przyjmuje sekretariat GOK pod numerem 83 341 20 15.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się tkać na ręcznym krośnie? Pracownia Tkacka „Wątek” działająca przy Gminnym Ośrodku Kultury w Janowie Podlaskim zaprasza na cykl warsztatów! Spotykamy się w każdą środę od 8 stycznia do 26 marca 2025 r., w godzinach 17:00–19:30, w sali nr 5. W grupie jest najwyżej 8 miejsc, a uczestnik musi mieć co najmniej 15 lat. Cały cykl kosztuje 320 zł – w cenie są przędza i wypożyczenie krosna. Powinieneś przynieść własne nożyczki i miarkę. Prace wykonane na warsztatach możesz zabrać do domu po ostatnich zajęciach. Warsztaty poprowadzi Halina Sawicka, która od ponad 30 lat tka tradycyjne dywany dwuosnowowe. Zapisy: sekretariat GOK, tel. 83 341 20 15.",
            ),
            Good(
                "preserve",
                "Warsztaty tkania na krosnach ręcznych – Pracownia Tkacka „Wątek”, Gminny Ośrodek Kultury w Janowie Podlaskim.\nTermin: środy, 17:00–19:30, od 8 stycznia do 26 marca 2025 r., sala nr 5.\nGrupa: maksymalnie 8 osób; wiek uczestników – od 15 lat.\nOpłata: 320 zł za cały cykl (w tym przędza i wypożyczenie krosna).\nUczestnicy powinni mieć ze sobą własne nożyczki i miarkę. Wykonane prace można zabrać do domu po ostatnich zajęciach.\nProwadząca: Halina Sawicka, od ponad 30 lat tkająca tradycyjne dywany dwuosnowowe.\nZapisy: sekretariat GOK, tel. 83 341 20 15.",
            ),
            Good(
                "en",
                "The “Wątek” Weaving Studio at the Municipal Cultural Centre in Janów Podlaski invites you to a series of hand-loom weaving workshops. Classes take place every Wednesday from 17:00 to 19:30, from 8 January to 26 March 2025, in room 5. Groups are limited to 8 people, and participants must be at least 15 years old. The whole series costs PLN 320, which includes yarn and loom hire. Participants should bring their own scissors and tape measure. Work made during the workshops may be taken home after the final class. The instructor, Halina Sawicka, has been weaving traditional double-warp rugs for more than 30 years. Sign-ups are handled by the Cultural Centre office at 83 341 20 15.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Warsztaty poprowadzi Halina Sawicka,",
                        "Warsztaty poprowadzi Halina Sawicka, laureatka Nagrody im. Oskara Kolberga,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Uczestnicy powinni mieć ze sobą", "Uczestnicy muszą mieć ze sobą")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The whole series costs PLN 320, which includes yarn and loom hire.",
                        "The whole series costs PLN 320, w cenie jest przędza i wypożyczenie krosna.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-perseidy-jak-obserwowac",
        source="Perseidy, jeden z najbardziej znanych rojów meteorów, można obserwować od połowy lipca do około 24 sierpnia. Maksimum aktywności przypada w tym roku w nocy z 12 na 13 sierpnia; w sprzyjających warunkach zobaczymy wtedy prawdopodobnie od 60 do 100 meteorów na godzinę. Meteory te to drobiny pyłu pozostawione przez kometę 109P/Swift-Tuttle, które wpadają w atmosferę z prędkością około 59 km/s. Jak wykazali Kwiatkowski i Nowacka (2016), w niektórych latach gęstsze strugi pyłu mogą powodować krótkie wybuchy aktywności. Najlepiej obserwować po północy, z dala od świateł miasta. Nie potrzeba lornetki ani teleskopu – wystarczy leżak i około 20 minut na przyzwyczajenie wzroku do ciemności.",
        good=[
            Good(
                "preserve",
                "Perseidy to jeden z najbardziej znanych rojów meteorów. Można je oglądać od połowy lipca mniej więcej do 24 sierpnia, a w tym roku najwięcej ich będzie w nocy z 12 na 13 sierpnia – w sprzyjających warunkach zobaczymy wtedy prawdopodobnie 60–100 meteorów na godzinę. To drobiny pyłu, które zostawiła po sobie kometa 109P/Swift-Tuttle; wpadają one w atmosferę z prędkością około 59 km/s. Kwiatkowski i Nowacka (2016) wykazali, że w niektórych latach gęstsze strugi pyłu mogą wywoływać krótkie wybuchy aktywności. Najlepiej patrzeć w niebo po północy, daleko od miejskich świateł. Lornetka ani teleskop nie są potrzebne: wystarczy leżak i około 20 minut, żeby wzrok przyzwyczaił się do ciemności.",
            ),
            Good(
                "preserve",
                "Perseidy – jeden z najbardziej znanych rojów meteorów:\n– okres widoczności: od połowy lipca do ok. 24 sierpnia;\n– maksimum w tym roku: noc z 12 na 13 sierpnia, w sprzyjających warunkach prawdopodobnie 60–100 meteorów na godzinę;\n– pochodzenie: drobiny pyłu pozostawione przez kometę 109P/Swift-Tuttle, wpadające w atmosferę z prędkością ok. 59 km/s.\nJak wykazali Kwiatkowski i Nowacka (2016), gęstsze strugi pyłu mogą w niektórych latach powodować krótkie wybuchy aktywności. Najlepsza pora obserwacji to czas po północy, z dala od świateł miasta. Lornetka i teleskop są zbędne – wystarczy leżak i ok. 20 minut na przyzwyczajenie wzroku do ciemności.",
            ),
            Good(
                "en",
                "The Perseids, one of the best-known meteor showers, can be seen from mid-July until around 24 August. This year the peak falls on the night of 12–13 August; under favourable conditions we will probably see between 60 and 100 meteors an hour. These meteors are dust particles left behind by comet 109P/Swift-Tuttle, and they enter the atmosphere at about 59 km/s. As Kwiatkowski and Nowacka (2016) showed, in some years denser dust trails can cause short outbursts of activity. It is best to watch after midnight, away from city lights. You need neither binoculars nor a telescope – a deckchair and about 20 minutes for your eyes to adjust to the dark are enough.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zobaczymy wtedy prawdopodobnie 60–100 meteorów",
                        "zobaczymy wtedy na pewno 60–100 meteorów",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Kwiatkowski i Nowacka (2016)", "Kwiatkowski i Nowacka (2006)")], "citation"),
            Slip(
                2,
                [
                    (
                        "denser dust trails can cause short outbursts",
                        "denser dust trails cause short outbursts",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-faq-ksef-obowiazek-e-faktur",
        source="""**Czy od 1 lutego 2026 r. muszę wystawiać faktury w KSeF?**
Tak, jeśli jesteś czynnym podatnikiem VAT i Twoja sprzedaż w 2024 r. przekroczyła 200 mln zł. Pozostali przedsiębiorcy mają ten obowiązek od 1 kwietnia 2026 r. Podstawą jest art. 106ga ust. 1 ustawy o VAT.

**W jakim formacie przesyłam fakturę?**
Faktura musi być plikiem XML zgodnym ze schemą `FA(3)`. Plików PDF ani skanów nie można wysłać do KSeF.

**Co, jeśli system nie działa?**
W razie awarii ogłoszonej przez Ministerstwo Finansów możesz wystawić fakturę offline, ale należy ją przesłać do KSeF najpóźniej w ciągu 7 dni roboczych od zakończenia awarii.""",
        good=[
            Good(
                "preserve",
                """**Czy od 1 lutego 2026 r. mam obowiązek wystawiać faktury w KSeF?**
Tak – jeżeli jesteś czynnym podatnikiem VAT, a Twoja sprzedaż w 2024 r. przekroczyła 200 mln zł. Pozostałych przedsiębiorców obowiązek obejmie od 1 kwietnia 2026 r. Wynika to z art. 106ga ust. 1 ustawy o VAT.

**Jaki format musi mieć faktura?**
Faktura musi mieć postać pliku XML zgodnego ze schemą `FA(3)`. Do KSeF nie można wysłać plików PDF ani skanów.

**Co zrobić, gdy system nie działa?**
Jeśli Ministerstwo Finansów ogłosi awarię, możesz wystawić fakturę offline. Musisz ją jednak przesłać do KSeF najpóźniej w ciągu 7 dni roboczych od zakończenia awarii.""",
            ),
            Good(
                "preserve",
                """**Czy od 1 lutego 2026 r. obowiązuje mnie wystawianie faktur w KSeF?**
Od tej daty obowiązek dotyczy czynnych podatników VAT, których sprzedaż w 2024 r. przekroczyła 200 mln zł; pozostali przedsiębiorcy są nim objęci od 1 kwietnia 2026 r. (art. 106ga ust. 1 ustawy o VAT).

**W jakim formacie należy przesłać fakturę?**
Faktura musi być plikiem XML zgodnym ze schemą `FA(3)`. Przesłanie do KSeF plików PDF lub skanów nie jest możliwe.

**Jak postąpić, gdy system nie działa?**
W razie awarii ogłoszonej przez Ministerstwo Finansów można wystawić fakturę offline; należy ją jednak przesłać do KSeF nie później niż w ciągu 7 dni roboczych od zakończenia awarii.""",
            ),
            Good(
                "en",
                """**Do I have to issue invoices in KSeF from 1 February 2026?**
Yes, if you are an active VAT payer and your sales in 2024 exceeded PLN 200 million. Other businesses are subject to this obligation from 1 April 2026. The legal basis is Article 106ga(1) of the VAT Act.

**What format do I send the invoice in?**
The invoice must be an XML file compliant with the `FA(3)` schema. PDF files and scans cannot be sent to KSeF.

**What if the system is down?**
If the Ministry of Finance announces a failure, you may issue the invoice offline, but it must be sent to KSeF within 7 working days of the end of the failure at the latest.""",
            ),
        ],
        bad=[
            Slip(0, [("art. 106ga ust. 1", "art. 106ga ust. 2")], "legal_reference"),
            Slip(1, [("schemą `FA(3)`", "schemą `FA(2)`")], "code"),
            Slip(
                2,
                [
                    (
                        "PDF files and scans cannot be sent to KSeF.",
                        "PDF files and scans can also be sent to KSeF.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mail-opozniona-dostawa-sofy-lira",
        source="""Dzień dobry, Pani Katarzyno,
dziękujemy za wiadomość w sprawie zamówienia nr MB-58213. Niestety dostawa sofy „Lira” opóźni się z powodu braku tkaniny u naszego dostawcy. Nowy termin to 18–22 listopada; dokładną datę kurier potwierdzi SMS-em dzień wcześniej. Jeśli nie odpowiada Pani nowy termin, może Pani odstąpić od umowy – zwrócimy wtedy całą kwotę 3 490 zł w ciągu 14 dni. Jako rekompensatę przyznaliśmy Pani kod rabatowy LIRA10 na 10% zniżki przy kolejnych zakupach, ważny do 31 marca 2025 r. Prosimy nie składać reklamacji transakcji w banku, ponieważ może to opóźnić zwrot. Status zamówienia można sprawdzić na https://meblebrzoza.pl/zamowienia.
Pozdrawiamy,
Marta Lis, Dział Obsługi Klienta Meble Brzoza""",
        good=[
            Good(
                "preserve",
                """Szanowna Pani Katarzyno,
uprzejmie dziękujemy za wiadomość dotyczącą zamówienia nr MB-58213. Z przykrością informujemy, że dostawa sofy „Lira” ulegnie opóźnieniu, ponieważ nasz dostawca nie ma obecnie potrzebnej tkaniny. Nowy termin dostawy to 18–22 listopada, a dokładną datę kurier potwierdzi wiadomością SMS dzień wcześniej. Jeżeli nowy termin Pani nie odpowiada, może Pani odstąpić od umowy; w takim przypadku zwrócimy pełną kwotę 3 490 zł w ciągu 14 dni. W ramach rekompensaty otrzymała Pani kod rabatowy LIRA10, uprawniający do 10% zniżki przy kolejnych zakupach i ważny do 31 marca 2025 r. Uprzejmie prosimy o nieskładanie reklamacji transakcji w banku, gdyż może to opóźnić zwrot. Status zamówienia jest dostępny pod adresem https://meblebrzoza.pl/zamowienia.
Z wyrazami szacunku
Marta Lis, Dział Obsługi Klienta Meble Brzoza""",
            ),
            Good(
                "preserve",
                """Dzień dobry, Pani Katarzyno,
dziękujemy za wiadomość o zamówieniu MB-58213. Niestety sofa „Lira” dotrze później, bo u naszego dostawcy brakuje tkaniny. Dostarczymy ją między 18 a 22 listopada – dokładny dzień kurier potwierdzi SMS-em dzień wcześniej. Jeśli ten termin Pani nie pasuje, może Pani odstąpić od umowy, a my w ciągu 14 dni zwrócimy całe 3 490 zł. W ramach rekompensaty dostała Pani kod LIRA10: 10% zniżki na kolejne zakupy, ważny do 31 marca 2025 r. Prosimy nie składać w banku reklamacji transakcji – to może opóźnić zwrot. Status zamówienia sprawdzi Pani na https://meblebrzoza.pl/zamowienia.
Pozdrawiamy,
Marta Lis, Dział Obsługi Klienta Meble Brzoza""",
            ),
            Good(
                "en",
                """Dear Ms Katarzyna,
Thank you for your message about order no. MB-58213. Unfortunately, delivery of the “Lira” sofa will be delayed because our supplier is out of the fabric. The new delivery window is 18–22 November; the courier will confirm the exact date by text message the day before. If the new date does not suit you, you may withdraw from the contract, and we will then refund the full amount of PLN 3,490 within 14 days. As compensation, we have given you the discount code LIRA10 for 10% off further purchases, valid until 31 March 2025. Please do not file a transaction complaint with your bank, as this may delay the refund. You can check the order status at https://meblebrzoza.pl/zamowienia.
Kind regards,
Marta Lis, Customer Service Department, Meble Brzoza""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("prosimy o nieskładanie reklamacji", "prosimy o złożenie reklamacji")],
                "negation",
            ),
            Slip(
                1,
                [("https://meblebrzoza.pl/zamowienia", "https://meble-brzoza.pl/zamowienia")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "by text message the day before.",
                        "by text message the day before, and delivery includes free assembly.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sygnalizacja-slodyszek-rzepak-przeclaw",
        source="Komunikat Stacji Doświadczalnej Oceny Odmian w Przecławiu, 8 kwietnia 2025 r. Na plantacjach rzepaku ozimego w powiecie mieleckim obserwuje się nalot słodyszka rzepakowego. Próg szkodliwości w fazie zwartego kwiatostanu wynosi 1 chrząszcz na roślinę; na części monitorowanych pól został już przekroczony. Szacuje się, że przy utrzymaniu temperatur powyżej 15°C liczebność szkodnika w ciągu kilku dni prawdopodobnie wzrośnie dwukrotnie. Rolnicy powinni codziennie lustrować plantacje, np. przy użyciu żółtych naczyń. Zabiegi należy wykonywać wieczorem, po oblocie pszczół, wyłącznie środkami zarejestrowanymi w tej uprawie. Nie wolno opryskiwać kwitnącego rzepaku preparatami oznaczonymi jako niebezpieczne dla pszczół. Aktualne sygnalizacje: www.sdoo.przeclaw.pl.",
        good=[
            Good(
                "preserve",
                "8 kwietnia 2025 r. Stacja Doświadczalna Oceny Odmian w Przecławiu ostrzega: na plantacjach rzepaku ozimego w powiecie mieleckim widać nalot słodyszka rzepakowego. W fazie zwartego kwiatostanu próg szkodliwości to 1 chrząszcz na roślinę, a na części monitorowanych pól został on już przekroczony. Według szacunków, jeśli temperatura utrzyma się powyżej 15°C, liczebność szkodnika w ciągu kilku dni prawdopodobnie się podwoi. Rolnicy powinni codziennie sprawdzać plantacje, na przykład za pomocą żółtych naczyń. Opryski należy wykonywać wieczorem, po oblocie pszczół, i tylko środkami zarejestrowanymi w tej uprawie. Kwitnącego rzepaku nie wolno pryskać preparatami oznaczonymi jako niebezpieczne dla pszczół. Aktualne sygnalizacje znajdziesz na www.sdoo.przeclaw.pl.",
            ),
            Good(
                "preserve",
                "Komunikat Stacji Doświadczalnej Oceny Odmian w Przecławiu z 8 kwietnia 2025 r.: na plantacjach rzepaku ozimego w powiecie mieleckim stwierdza się nalot słodyszka rzepakowego. W fazie zwartego kwiatostanu próg szkodliwości wynosi 1 chrząszcz na roślinę i na części monitorowanych pól już go przekroczono. Szacuje się, że jeśli temperatura pozostanie wyższa niż 15°C, w ciągu kilku dni liczebność szkodnika prawdopodobnie wzrośnie dwukrotnie. Rolnicy powinni codziennie lustrować plantacje, np. z wykorzystaniem żółtych naczyń. Zabiegi należy przeprowadzać wieczorem, po oblocie pszczół, stosując wyłącznie środki zarejestrowane w tej uprawie. Opryskiwanie kwitnącego rzepaku preparatami oznaczonymi jako niebezpieczne dla pszczół jest zabronione. Bieżące sygnalizacje: www.sdoo.przeclaw.pl.",
            ),
            Good(
                "en",
                "Notice from the Variety Testing Experimental Station in Przecław, 8 April 2025. Pollen beetles are being observed arriving in winter oilseed rape crops in Mielec County. At the closed-bud stage the damage threshold is 1 beetle per plant, and it has already been exceeded in some of the monitored fields. It is estimated that if temperatures stay above 15°C, the pest population will probably double within a few days. Farmers should inspect their crops every day, for example using yellow traps. Treatments must be carried out in the evening, after bees have stopped flying, using only products registered for this crop. Flowering rape must not be sprayed with products labelled as dangerous to bees. Current pest alerts: www.sdoo.przeclaw.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Według szacunków, jeśli", "Jeśli"), ("prawdopodobnie się podwoi", "się podwoi")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Zabiegi należy przeprowadzać wieczorem",
                        "Zabiegi można przeprowadzać wieczorem",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Farmers should inspect their crops every day",
                        "Farmers should inspect their crops every day and report their findings to the county agricultural advisory office",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 58: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-driving-school-course-category-b",
        source="Kurs prawa jazdy kategorii B w Ośrodku Szkolenia Kierowców „Zakręt” obejmuje 30 godzin zajęć teoretycznych i 30 godzin jazd praktycznych. Cena kursu wynosi 3600 zł i można ją rozłożyć na trzy raty, przy czym pierwszą ratę należy wpłacić przed rozpoczęciem zajęć. Najbliższy kurs startuje 3 marca 2025 r. o godz. 17:00. Kursant, który opuści więcej niż dwa wykłady, nie zostanie dopuszczony do egzaminu wewnętrznego. Jazdy odwołane później niż 24 godziny przed terminem nie podlegają zwrotowi ani odrobieniu. Dodatkowa godzina jazdy kosztuje 120 zł. Zaświadczenie o ukończeniu kursu wydajemy w ciągu 7 dni od zdania egzaminu wewnętrznego.",
        good=[
            Good(
                "preserve",
                "Kurs kategorii B w Ośrodku Szkolenia Kierowców „Zakręt” to 30 godzin teorii i 30 godzin jazd. Zapłacisz za niego 3600 zł – możesz podzielić tę kwotę na trzy raty, ale pierwszą musisz wpłacić, zanim zaczną się zajęcia. Najbliższa edycja rusza 3 marca 2025 r. o 17:00. Uwaga: jeśli opuścisz więcej niż dwa wykłady, nie zostaniesz dopuszczony do egzaminu wewnętrznego. Jazdy odwołanej później niż 24 godziny przed terminem nie zwracamy i nie można jej odrobić. Każda dodatkowa godzina jazdy to koszt 120 zł, a zaświadczenie o ukończeniu kursu otrzymasz w ciągu 7 dni od zdania egzaminu wewnętrznego.",
            ),
            Good(
                "preserve",
                "Warunki kursu prawa jazdy kategorii B – Ośrodek Szkolenia Kierowców „Zakręt”:\n"
                "- zakres: 30 godzin zajęć teoretycznych oraz 30 godzin jazd praktycznych;\n"
                "- cena: 3600 zł, z możliwością rozłożenia na trzy raty; pierwszą ratę należy wpłacić przed rozpoczęciem zajęć;\n"
                "- start najbliższego kursu: 3 marca 2025 r., godz. 17:00;\n"
                "- nieobecność na więcej niż dwóch wykładach oznacza, że kursant nie zostanie dopuszczony do egzaminu wewnętrznego;\n"
                "- jazdy odwołane później niż 24 godziny przed terminem nie są zwracane ani odrabiane;\n"
                "- dodatkowa godzina jazdy: 120 zł;\n"
                "- zaświadczenie o ukończeniu kursu: wydawane w ciągu 7 dni od zdania egzaminu wewnętrznego.",
            ),
            Good(
                "en",
                "The category B driving course at the “Zakręt” driving school consists of 30 hours of theory classes and 30 hours of practical driving lessons. The course costs PLN 3,600, which can be split into three instalments; the first instalment must be paid before classes begin. The next course starts on 3 March 2025 at 5:00 p.m. Students who miss more than two lectures will not be admitted to the internal exam. Driving lessons cancelled less than 24 hours in advance are neither refunded nor made up. An extra hour of driving costs PLN 120. We issue the course completion certificate within 7 days of passing the internal exam.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie zwracamy i nie można jej odrobić", "nie zwracamy, ale można ją odrobić")],
                "negation",
            ),
            Slip(
                1,
                [("dodatkowa godzina jazdy: 120 zł", "dodatkowa godzina jazdy: 150 zł")],
                "number",
            ),
            Slip(2, [("starts on 3 March 2025", "starts on 10 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-municipal-children-swimming-lessons-enrolment",
        source="Miejski Ośrodek Sportu i Rekreacji zaprasza dzieci w wieku od 6 do 12 lat na naukę pływania na krytej pływalni przy ul. Sportowej 4. Zajęcia odbywają się we wtorki i czwartki w godz. 16:30–17:15, w grupach maksymalnie 10-osobowych. Zapisy przyjmujemy od 1 do 15 września 2025 r. wyłącznie przez formularz na stronie https://mosir.example.pl/plywanie. Przed pierwszymi zajęciami rodzic musi dostarczyć oświadczenie o braku przeciwwskazań zdrowotnych. Dzieci powinny mieć własny czepek i klapki; okulary pływackie są zalecane, ale nie obowiązkowe. Rodzice mogą obserwować zajęcia z galerii, ale nie wchodzą na halę basenową. Opłata za semestr wynosi 280 zł.",
        good=[
            Good(
                "preserve",
                "Twoje dziecko ma od 6 do 12 lat i chce nauczyć się pływać? Miejski Ośrodek Sportu i Rekreacji prowadzi zajęcia na krytej pływalni przy ul. Sportowej 4 – we wtorki i czwartki od 16:30 do 17:15, w grupach liczących najwyżej 10 osób. Semestr kosztuje 280 zł. Zapisać dziecko możesz tylko przez formularz na https://mosir.example.pl/plywanie, w dniach 1–15 września 2025 r. Zanim dziecko przyjdzie na pierwsze zajęcia, musisz dostarczyć oświadczenie, że nie ma ono przeciwwskazań zdrowotnych. Dziecko powinno mieć własny czepek i klapki; okulary pływackie są zalecane, lecz nieobowiązkowe. Zajęcia możesz oglądać z galerii – na halę basenową rodzice nie wchodzą.",
            ),
            Good(
                "preserve",
                "Nauka pływania dla dzieci – informacje Miejskiego Ośrodka Sportu i Rekreacji\n"
                "Uczestnicy: dzieci w wieku 6–12 lat.\n"
                "Miejsce: kryta pływalnia, ul. Sportowa 4.\n"
                "Termin: wtorki i czwartki, godz. 16:30–17:15; grupy do 10 osób.\n"
                "Zapisy: od 1 do 15 września 2025 r., wyłącznie za pośrednictwem formularza https://mosir.example.pl/plywanie.\n"
                "Opłata: 280 zł za semestr.\n"
                "Wymagania: przed pierwszymi zajęciami rodzic musi złożyć oświadczenie o braku przeciwwskazań zdrowotnych. Dzieci powinny przynieść własny czepek i klapki; okulary pływackie są zalecane, ale nie są obowiązkowe.\n"
                "Rodzice: mogą obserwować zajęcia z galerii, nie wchodzą jednak na halę basenową.",
            ),
            Good(
                "en",
                "The Municipal Sports and Recreation Centre invites children aged 6 to 12 to swimming lessons at the indoor pool at ul. Sportowa 4. Lessons take place on Tuesdays and Thursdays from 4:30 to 5:15 p.m., in groups of no more than 10. Registration is open from 1 to 15 September 2025, only via the form at https://mosir.example.pl/plywanie. Before the first lesson, a parent must submit a statement confirming that the child has no health contraindications. Children should have their own swim cap and flip-flops; swimming goggles are recommended but not compulsory. Parents may watch the lessons from the gallery but do not enter the pool hall. The fee is PLN 280 per term.",
            ),
        ],
        bad=[
            Slip(1, [("rodzic musi złożyć", "rodzic powinien złożyć")], "modality"),
            Slip(2, [("from 1 to 15 September 2025", "from 1 to 25 September 2025")], "date"),
            Slip(
                0, [("https://mosir.example.pl/plywanie", "https://mosir.example.pl/zapisy")], "url"
            ),
        ],
    ),
    Case(
        key="pl-notary-office-fees-deed-extracts",
        source="Kancelaria Notarialna informuje, że wynagrodzenie notariusza ustalane jest zgodnie z rozporządzeniem Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej. Do taksy doliczany jest podatek VAT w wysokości 23%. Za sporządzenie wypisu aktu notarialnego pobieramy 6 zł netto za każdą rozpoczętą stronę. Zgodnie z art. 5 § 1 ustawy – Prawo o notariacie wysokość wynagrodzenia może zostać ustalona w drodze umowy ze stroną, jednak nie może przekroczyć stawek maksymalnych. Jeżeli czynność nie dojdzie do skutku z przyczyn leżących po stronie kancelarii, klient nie ponosi żadnych opłat. Płatności można dokonać gotówką, kartą lub przelewem, najpóźniej w dniu podpisania aktu.",
        good=[
            Good(
                "preserve",
                "Ile zapłacisz u notariusza? Wynagrodzenie (taksa notarialna) jest ustalane na podstawie rozporządzenia Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej, a do taksy dolicza się 23% VAT. Wysokość wynagrodzenia możesz też ustalić z notariuszem w umowie – pozwala na to art. 5 § 1 ustawy – Prawo o notariacie – ale kwota nie może być wyższa niż stawki maksymalne. Każda rozpoczęta strona wypisu aktu notarialnego kosztuje 6 zł netto. Zapłacić możesz gotówką, kartą albo przelewem, najpóźniej w dniu podpisania aktu. Jeśli czynność nie dojdzie do skutku z przyczyn leżących po stronie kancelarii, nie poniesiesz żadnych opłat.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że taksę notarialną ustala się według rozporządzenia Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej i powiększa o podatek VAT w wysokości 23%. Na mocy art. 5 § 1 ustawy – Prawo o notariacie strona może umówić się z notariuszem co do wysokości wynagrodzenia, przy czym nie może ono przekroczyć stawek maksymalnych. Wypis aktu notarialnego kosztuje 6 zł netto za każdą rozpoczętą stronę. Należność można uregulować gotówką, kartą lub przelewem, nie później niż w dniu podpisania aktu. Klient nie ponosi żadnych opłat, jeżeli czynność nie dojdzie do skutku z przyczyn leżących po stronie kancelarii.",
            ),
            Good(
                "en",
                "The Notary's Office wishes to inform you that the notary's fee is set in accordance with the Regulation of the Minister of Justice of 28 June 2004 on the maximum rates of notarial fees. VAT at 23% is added to the fee. For each commenced page of an extract of a notarial deed we charge PLN 6 net. Under Article 5 § 1 of the Act – Law on Notaries, the fee may be agreed with the client by contract, but it may not exceed the maximum rates. If the notarial act is not completed for reasons attributable to the office, the client pays no fees. Payment can be made in cash, by card or by bank transfer, no later than on the day the deed is signed.",
            ),
        ],
        bad=[
            Slip(0, [("art. 5 § 1", "art. 5 § 2")], "legal_reference"),
            Slip(2, [("we charge PLN 6 net", "we charge PLN 8 net")], "number"),
            Slip(
                1,
                [
                    (
                        "nie może ono przekroczyć stawek maksymalnych",
                        "może ono przekroczyć stawki maksymalne",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mushroom-picking-safety-death-cap",
        source="Sezon na grzyby zapowiada się w tym roku obficie, ale Sanepid przypomina o podstawowych zasadach bezpieczeństwa. Zbieraj tylko te gatunki, które znasz na pewno – muchomor sromotnikowy bywa mylony z gąską zielonką lub czubajką kanią, a jego spożycie może prowadzić do śmiertelnego uszkodzenia wątroby. Pierwsze objawy zatrucia sromotnikiem pojawiają się zwykle dopiero po 6–24 godzinach. Nie zbieraj grzybów młodych, starych ani zawilgoconych i nie przechowuj ich w foliowych torebkach. Grzybów nie należy podawać małym dzieciom. W razie wątpliwości skorzystaj z bezpłatnej porady grzyboznawcy w stacji sanitarno-epidemiologicznej. Szacuje się, że co roku w Polsce dochodzi do kilkudziesięciu zatruć grzybami.",
        good=[
            Good(
                "preserve",
                "Grzybobranie zapowiada się w tym roku obficie, dlatego Sanepid przypomina kilka zasad:\n"
                "1. Zbieraj wyłącznie gatunki, które na pewno rozpoznajesz. Muchomor sromotnikowy bywa mylony z gąską zielonką lub czubajką kanią, a zjedzenie go może skończyć się śmiertelnym uszkodzeniem wątroby.\n"
                "2. Nie zbieraj grzybów młodych, starych ani zawilgoconych.\n"
                "3. Nie przechowuj grzybów w foliowych torebkach.\n"
                "4. Nie podawaj grzybów małym dzieciom.\n"
                "5. Jeśli masz wątpliwości, idź po bezpłatną poradę do grzyboznawcy w stacji sanitarno-epidemiologicznej.\n"
                "Pamiętaj, że pierwsze objawy zatrucia sromotnikiem pojawiają się zwykle dopiero po 6–24 godzinach. Szacuje się, że w Polsce co roku notuje się kilkadziesiąt zatruć grzybami.",
            ),
            Good(
                "preserve",
                "Choć sezon grzybowy zapowiada się w tym roku obficie, Sanepid apeluje o ostrożność. Zbierać należy wyłącznie gatunki, które zna się na pewno. Muchomor sromotnikowy bywa bowiem mylony z gąską zielonką lub czubajką kanią, a jego spożycie może doprowadzić do śmiertelnego uszkodzenia wątroby. Pierwsze objawy zatrucia tym grzybem występują zwykle dopiero po 6–24 godzinach. Nie należy zbierać okazów młodych, starych ani zawilgoconych, a zebranych grzybów nie należy przechowywać w foliowych torebkach. Grzybów nie należy też podawać małym dzieciom. Kto ma wątpliwości, niech skorzysta z bezpłatnej porady grzyboznawcy w stacji sanitarno-epidemiologicznej. Szacuje się, że co roku w Polsce dochodzi do kilkudziesięciu zatruć grzybami.",
            ),
            Good(
                "en",
                "This year's mushroom season looks set to be abundant, but the Sanitary Inspectorate is reminding pickers of some basic safety rules. Only pick species you know for certain: the death cap is sometimes mistaken for the yellow knight or the parasol mushroom, and eating it can lead to fatal liver damage. The first symptoms of death cap poisoning usually appear only after 6–24 hours. Do not pick young, old or damp mushrooms, and do not store them in plastic bags. Mushrooms should not be given to small children. If in doubt, get free advice from a mushroom expert at the sanitary and epidemiological station. An estimated several dozen cases of mushroom poisoning occur in Poland every year.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Szacuje się, że co roku w Polsce dochodzi", "Co roku w Polsce dochodzi")],
                "hedge",
            ),
            Slip(
                2,
                [("and do not store them in plastic bags", "and store them in plastic bags")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "do grzyboznawcy w stacji sanitarno-epidemiologicznej.",
                        "do grzyboznawcy w stacji sanitarno-epidemiologicznej – punkty konsultacyjne są czynne także w weekendy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-erasmus-exchange-scholarship-rules-deadline",
        source="Stypendium na wyjazd w ramach programu Erasmus+ przysługuje studentom, którzy ukończyli co najmniej pierwszy rok studiów i mają średnią ocen nie niższą niż 4,0. Wysokość stypendium zależy od kraju docelowego i wynosi od 520 do 670 euro miesięcznie. Wnioski należy składać w Biurze Współpracy Międzynarodowej do 31 marca 2025 r. Przed wyjazdem student musi podpisać Porozumienie o programie zajęć (Learning Agreement) z koordynatorem wydziałowym. Po powrocie student ma 30 dni na dostarczenie wykazu zaliczeń (Transcript of Records). Student posiadający orzeczenie o niepełnosprawności może ubiegać się o dodatkowe wsparcie w wysokości 250 euro miesięcznie. Osoby, które nie zaliczą co najmniej 20 punktów ECTS, mogą zostać zobowiązane do zwrotu części stypendium.",
        good=[
            Good(
                "preserve",
                "Chcesz wyjechać na Erasmus+ ze stypendium? Oto najważniejsze zasady:\n"
                "- musisz mieć ukończony co najmniej pierwszy rok studiów i średnią ocen nie niższą niż 4,0;\n"
                "- stypendium wynosi od 520 do 670 euro miesięcznie, w zależności od kraju, do którego jedziesz;\n"
                "- wniosek złóż w Biurze Współpracy Międzynarodowej najpóźniej 31 marca 2025 r.;\n"
                "- przed wyjazdem musisz podpisać z koordynatorem wydziałowym Porozumienie o programie zajęć (Learning Agreement);\n"
                "- po powrocie masz 30 dni, by dostarczyć wykaz zaliczeń (Transcript of Records);\n"
                "- jeśli masz orzeczenie o niepełnosprawności, możesz ubiegać się o dodatkowe 250 euro miesięcznie.\n"
                "Pamiętaj: jeśli nie zaliczysz co najmniej 20 punktów ECTS, możesz zostać zobowiązany do zwrotu części stypendium.",
            ),
            Good(
                "preserve",
                "Stypendium Erasmus+ przysługuje studentom po ukończeniu co najmniej pierwszego roku studiów, legitymującym się średnią ocen nie niższą niż 4,0. Jego miesięczna kwota, uzależniona od kraju docelowego, mieści się w przedziale 520–670 euro; studenci z orzeczeniem o niepełnosprawności mogą wnioskować o dodatkowe 250 euro miesięcznie. Termin składania wniosków w Biurze Współpracy Międzynarodowej upływa 31 marca 2025 r. Przed wyjazdem student musi podpisać z koordynatorem wydziałowym Porozumienie o programie zajęć (Learning Agreement). W ciągu 30 dni od powrotu należy dostarczyć wykaz zaliczeń (Transcript of Records). Jeżeli student nie zaliczy co najmniej 20 punktów ECTS, może zostać zobowiązany do zwrotu części stypendium.",
            ),
            Good(
                "en",
                "The Erasmus+ mobility grant is available to students who have completed at least their first year of study and have a grade average of no less than 4.0. The amount depends on the destination country and ranges from EUR 520 to EUR 670 per month. Applications must be submitted to the International Cooperation Office by 31 March 2025. Before departure, the student must sign a Learning Agreement with the faculty coordinator. After returning, the student has 30 days to submit the Transcript of Records. Students with a certified disability may apply for additional support of EUR 250 per month. Students who do not pass at least 20 ECTS credits may be required to repay part of the grant.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "the student must sign a Learning Agreement",
                        "the student should sign a Learning Agreement",
                    )
                ],
                "modality",
            ),
            Slip(0, [("najpóźniej 31 marca 2025 r.", "najpóźniej 30 kwietnia 2025 r.")], "date"),
            Slip(1, [("nie niższą niż 4,0", "nie niższą niż 3,5")], "number"),
        ],
    ),
    Case(
        key="pl-warehouse-forklift-safety-instructions-bhp",
        source="Instrukcja BHP – magazyn wysokiego składowania. Wózki widłowe mogą obsługiwać wyłącznie pracownicy posiadający ważne uprawnienia UDT. Prędkość wózka na terenie hali nie może przekraczać 10 km/h, a w strefie kompletacji 5 km/h. Każda osoba przebywająca w magazynie musi nosić kamizelkę odblaskową i obuwie ochronne. Nie wolno przechodzić pod podniesionymi widłami ani wchodzić na regały. Ładunki o masie powyżej 25 kg należy przenosić we dwie osoby lub przy użyciu sprzętu pomocniczego. Uszkodzenie regału trzeba niezwłocznie zgłosić kierownikowi zmiany; do czasu naprawy regału nie wolno używać. Pracownik powinien raz w tygodniu sprawdzić stan gaśnic w swojej strefie. Przypominamy, że zgodnie z art. 211 Kodeksu pracy przestrzeganie przepisów i zasad BHP jest podstawowym obowiązkiem pracownika.",
        good=[
            Good(
                "preserve",
                "BHP w magazynie wysokiego składowania – najważniejsze zasady\n"
                "1. Wózki widłowe mogą obsługiwać wyłącznie osoby z ważnymi uprawnieniami UDT.\n"
                "2. Na hali jedź wózkiem nie szybciej niż 10 km/h, a w strefie kompletacji – nie szybciej niż 5 km/h.\n"
                "3. W magazynie zawsze noś kamizelkę odblaskową i obuwie ochronne.\n"
                "4. Nie przechodź pod podniesionymi widłami i nie wchodź na regały.\n"
                "5. Ładunki cięższe niż 25 kg przenoś we dwie osoby albo za pomocą sprzętu pomocniczego.\n"
                "6. Uszkodzony regał niezwłocznie zgłoś kierownikowi zmiany i nie używaj go, dopóki nie zostanie naprawiony.\n"
                "7. Raz w tygodniu powinieneś sprawdzić stan gaśnic w swojej strefie.\n"
                "Pamiętaj: zgodnie z art. 211 Kodeksu pracy przestrzeganie przepisów i zasad BHP to Twój podstawowy obowiązek.",
            ),
            Good(
                "preserve",
                "Instrukcja BHP dla magazynu wysokiego składowania. Do obsługi wózków widłowych dopuszczeni są wyłącznie pracownicy z ważnymi uprawnieniami UDT. Na terenie hali wózek może jechać z prędkością maksymalnie 10 km/h, w strefie kompletacji zaś maksymalnie 5 km/h. Wszystkie osoby przebywające w magazynie muszą mieć na sobie kamizelkę odblaskową i obuwie ochronne. Zabrania się przechodzenia pod podniesionymi widłami oraz wchodzenia na regały. Ładunki przekraczające 25 kg należy przenosić we dwie osoby lub z użyciem sprzętu pomocniczego. Każde uszkodzenie regału należy niezwłocznie zgłosić kierownikowi zmiany, a do czasu naprawy regału nie wolno używać. Raz w tygodniu pracownik powinien skontrolować stan gaśnic w swojej strefie. Zgodnie z art. 211 Kodeksu pracy przestrzeganie przepisów i zasad BHP stanowi podstawowy obowiązek pracownika.",
            ),
            Good(
                "en",
                "Health and safety instructions – high-bay warehouse. Forklifts may only be operated by employees holding valid UDT certification. Forklift speed must not exceed 10 km/h in the hall and 5 km/h in the picking area. Everyone in the warehouse must wear a high-visibility vest and safety footwear. Do not walk under raised forks or climb the racks. Loads heavier than 25 kg must be carried by two people or with handling equipment. Any damage to a rack must be reported to the shift supervisor immediately; the rack must not be used until it has been repaired. Employees should check the fire extinguishers in their area once a week. Please remember that under Article 211 of the Labour Code, compliance with health and safety rules and regulations is an employee's basic duty.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "a do czasu naprawy regału nie wolno używać",
                        "a do czasu naprawy z regału można nadal korzystać",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Employees should check the fire extinguishers",
                        "Employees must check the fire extinguishers",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("zgodnie z art. 211 Kodeksu pracy", "zgodnie z art. 207 Kodeksu pracy")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-git-team-branching-workflow-guide",
        source=(
            "## Praca z repozytorium\n\n"
            "Każdą zmianę wprowadzamy na osobnej gałęzi utworzonej z `main`. Nazwa gałęzi powinna mieć postać `feature/<numer-zgłoszenia>-krótki-opis`, np. `feature/412-eksport-csv`.\n\n"
            "1. Przed otwarciem pull requesta uruchom `git fetch origin` i `git rebase origin/main`.\n"
            "2. Pull request musi zostać zatwierdzony przez co najmniej dwie osoby.\n"
            "3. Nie używaj `git push --force` na gałęzi `main`.\n\n"
            "Scalamy wyłącznie opcją **Squash and merge**. Jeśli testy CI nie przechodzą, PR nie może zostać scalony. Po scaleniu gałąź usuwamy. "
            "Szczegóły konfiguracji znajdziesz w [dokumentacji zespołu](https://wiki.example.com/dev/git)."
        ),
        good=[
            Good(
                "preserve",
                "## Jak pracujemy z repozytorium\n\n"
                "Każdą zmianę robisz na osobnej gałęzi, którą tworzysz z `main`. Jej nazwa powinna pasować do wzoru `feature/<numer-zgłoszenia>-krótki-opis` – na przykład `feature/412-eksport-csv`.\n\n"
                "1. Zanim otworzysz pull request, wykonaj `git fetch origin`, a potem `git rebase origin/main`.\n"
                "2. Każdy pull request muszą zatwierdzić co najmniej dwie osoby.\n"
                "3. Na gałęzi `main` nie używaj `git push --force`.\n\n"
                "Do scalania używamy tylko opcji **Squash and merge**, a gdy testy CI nie przechodzą, PR nie może zostać scalony. Po scaleniu gałąź usuwamy. "
                "Więcej o konfiguracji przeczytasz w [dokumentacji zespołu](https://wiki.example.com/dev/git).",
            ),
            Good(
                "preserve",
                "## Praca z repozytorium\n\n"
                "Zasady:\n\n"
                "- zmiany wprowadzamy zawsze na osobnej gałęzi tworzonej z `main`;\n"
                "- nazwa gałęzi powinna mieć format `feature/<numer-zgłoszenia>-krótki-opis` (np. `feature/412-eksport-csv`);\n"
                "- przed otwarciem pull requesta uruchamiamy `git fetch origin` oraz `git rebase origin/main`;\n"
                "- każdy pull request musi zostać zatwierdzony przez minimum dwie osoby;\n"
                "- na gałęzi `main` nie używamy `git push --force`;\n"
                "- scalamy tylko przez **Squash and merge**, a PR z nieprzechodzącymi testami CI nie może zostać scalony;\n"
                "- po scaleniu gałąź jest usuwana.\n\n"
                "Szczegóły konfiguracji: [dokumentacja zespołu](https://wiki.example.com/dev/git).",
            ),
            Good(
                "en",
                "## Working with the repository\n\n"
                "Every change goes on a separate branch created from `main`. Branch names should follow the pattern `feature/<numer-zgłoszenia>-krótki-opis`, e.g. `feature/412-eksport-csv`.\n\n"
                "1. Before opening a pull request, run `git fetch origin` and `git rebase origin/main`.\n"
                "2. A pull request must be approved by at least two people.\n"
                "3. Do not use `git push --force` on the `main` branch.\n\n"
                "We merge only with **Squash and merge**. If the CI tests are failing, the PR cannot be merged. Branches are deleted after merging. "
                "You can find configuration details in the [team documentation](https://wiki.example.com/dev/git).",
            ),
        ],
        bad=[
            Slip(2, [("`git rebase origin/main`", "`git merge origin/main`")], "code"),
            Slip(
                0,
                [("## Jak pracujemy z repozytorium\n\n", "**Jak pracujemy z repozytorium**\n\n")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "a PR z nieprzechodzącymi testami CI nie może zostać scalony",
                        "a PR z nieprzechodzącymi testami CI może zostać scalony",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-salt-reduction-blood-pressure-abstract",
        source="Wstęp: Nadciśnienie tętnicze dotyczy około 32% dorosłych Polaków (Nowicki i wsp., Kardiol Pol 2019;77:1045–1052). Celem badania była ocena wpływu ograniczenia spożycia soli na ciśnienie tętnicze u pacjentów z nadciśnieniem I stopnia. Metody: Do randomizowanego badania włączono 248 pacjentów w wieku 40–70 lat, których przydzielono do grupy stosującej dietę niskosodową (<5 g soli dziennie) lub do grupy kontrolnej. Okres obserwacji wynosił 12 tygodni. Wyniki: W grupie interwencyjnej skurczowe ciśnienie tętnicze obniżyło się średnio o 7,2 mmHg, a w grupie kontrolnej o 1,9 mmHg (p<0,001). Wnioski: Ograniczenie spożycia soli prawdopodobnie przyczynia się do klinicznie istotnego obniżenia ciśnienia tętniczego, jednak potwierdzenie tego efektu wymaga dłuższych badań.",
        good=[
            Good(
                "preserve",
                "Około 32% dorosłych Polaków ma nadciśnienie tętnicze (Nowicki i wsp., Kardiol Pol 2019;77:1045–1052). Autorzy sprawdzili, jak ograniczenie soli w diecie wpływa na ciśnienie u osób z nadciśnieniem I stopnia. W randomizowanym badaniu wzięło udział 248 pacjentów w wieku od 40 do 70 lat, przydzielonych losowo do diety niskosodowej (poniżej 5 g soli dziennie) albo do grupy kontrolnej; obserwacja trwała 12 tygodni. Ciśnienie skurczowe spadło średnio o 7,2 mmHg w grupie na diecie i o 1,9 mmHg w grupie kontrolnej (p<0,001). Wniosek autorów: mniej soli prawdopodobnie pomaga klinicznie istotnie obniżyć ciśnienie tętnicze, ale aby to potwierdzić, potrzebne są dłuższe badania.",
            ),
            Good(
                "preserve",
                "Wprowadzenie: Nadciśnienie tętnicze występuje u około 32% dorosłych Polaków (Nowicki i wsp., Kardiol Pol 2019;77:1045–1052). Badanie miało na celu ocenę wpływu zmniejszenia spożycia soli na ciśnienie tętnicze u chorych z nadciśnieniem I stopnia.\n"
                "Metody: 248 pacjentów w wieku 40–70 lat zrandomizowano do grupy stosującej dietę niskosodową (<5 g soli/dobę) lub do grupy kontrolnej i obserwowano przez 12 tygodni.\n"
                "Wyniki: Średni spadek skurczowego ciśnienia tętniczego wyniósł 7,2 mmHg w grupie interwencyjnej i 1,9 mmHg w grupie kontrolnej (p<0,001).\n"
                "Wnioski: Zmniejszenie spożycia soli prawdopodobnie sprzyja klinicznie istotnemu obniżeniu ciśnienia tętniczego; do potwierdzenia tego efektu konieczne są dłuższe badania.",
            ),
            Good(
                "en",
                "Background: Hypertension affects about 32% of adult Poles (Nowicki et al., Kardiol Pol 2019;77:1045–1052). The aim of the study was to assess the effect of reducing salt intake on blood pressure in patients with grade 1 hypertension. Methods: In this randomised trial, 248 patients aged 40–70 years were assigned to a low-sodium diet (<5 g of salt per day) or to a control group. The follow-up period was 12 weeks. Results: Systolic blood pressure fell by a mean of 7.2 mmHg in the intervention group and by 1.9 mmHg in the control group (p<0.001). Conclusions: Reducing salt intake probably contributes to a clinically significant reduction in blood pressure, but longer studies are needed to confirm this effect.",
            ),
        ],
        bad=[
            Slip(
                1, [("Kardiol Pol 2019;77:1045–1052", "Kardiol Pol 2017;75:1045–1052")], "citation"
            ),
            Slip(
                2,
                [("Reducing salt intake probably contributes", "Reducing salt intake contributes")],
                "hedge",
            ),
            Slip(0, [("udział 248 pacjentów", "udział 284 pacjentów")], "number"),
        ],
    ),
    Case(
        key="pl-lake-holiday-cottage-rental-terms",
        source="Regulamin wynajmu domku letniskowego „Pod Sosnami” nad jeziorem Wdzydze. Doba trwa od godz. 15:00 w dniu przyjazdu do godz. 11:00 w dniu wyjazdu. Domek mieści maksymalnie 6 osób. Rezerwację potwierdza wpłata zadatku w wysokości 30% ceny pobytu w ciągu 3 dni od jej złożenia. W przypadku rezygnacji zadatek nie podlega zwrotowi. W domku obowiązuje całkowity zakaz palenia tytoniu. Zwierzęta są akceptowane po wcześniejszym uzgodnieniu, za dodatkową opłatą 40 zł za dobę. Najemca powinien zgłaszać wszelkie usterki właścicielowi, a za szkody wyrządzone podczas pobytu odpowiada finansowo. Przy wyjeździe należy oddać klucze i pozostawić domek w stanie nie gorszym niż przy przyjeździe. Kaucja zwrotna wynosi 500 zł.",
        good=[
            Good(
                "preserve",
                "Witamy w domku „Pod Sosnami” nad jeziorem Wdzydze! Doba zaczyna się o 15:00 w dniu przyjazdu i kończy o 11:00 w dniu wyjazdu. W domku może przebywać najwyżej 6 osób. Rezerwacja jest potwierdzona, gdy w ciągu 3 dni od jej złożenia wpłacisz zadatek – 30% ceny pobytu; jeśli zrezygnujesz, zadatek nie zostanie zwrócony. Obowiązuje też zwrotna kaucja w wysokości 500 zł. Zwierzę możesz zabrać po wcześniejszym uzgodnieniu, za dopłatą 40 zł za dobę. W domku obowiązuje całkowity zakaz palenia tytoniu. Usterki powinieneś zgłaszać właścicielowi, a za szkody wyrządzone w czasie pobytu odpowiadasz finansowo. Przy wyjeździe musisz oddać klucze i zostawić domek w stanie nie gorszym niż ten, w którym go zastałeś.",
            ),
            Good(
                "preserve",
                "Regulamin wynajmu – domek letniskowy „Pod Sosnami”, jezioro Wdzydze\n"
                "1. Doba: od godz. 15:00 w dniu przyjazdu do godz. 11:00 w dniu wyjazdu.\n"
                "2. Liczba osób: maksymalnie 6.\n"
                "3. Rezerwacja: potwierdzona po wpłacie zadatku w wysokości 30% ceny pobytu, dokonanej w ciągu 3 dni od złożenia rezerwacji. W przypadku rezygnacji zadatek nie jest zwracany.\n"
                "4. Kaucja zwrotna: 500 zł.\n"
                "5. Zwierzęta: akceptowane po wcześniejszym uzgodnieniu; dopłata 40 zł za dobę.\n"
                "6. Palenie tytoniu: całkowity zakaz w domku.\n"
                "7. Usterki i szkody: najemca powinien zgłaszać wszelkie usterki właścicielowi; za szkody wyrządzone w trakcie pobytu odpowiada finansowo.\n"
                "8. Wyjazd: należy oddać klucze i pozostawić domek w stanie nie gorszym niż przy przyjeździe.",
            ),
            Good(
                "en",
                "Rental terms for the “Pod Sosnami” holiday cottage on Lake Wdzydze. A rental day runs from 3:00 p.m. on the day of arrival to 11:00 a.m. on the day of departure. The cottage accommodates a maximum of 6 people. A booking is confirmed by paying a deposit of 30% of the price of the stay within 3 days of making the booking. The deposit is non-refundable if you cancel. Smoking is completely prohibited in the cottage. Pets are accepted by prior arrangement, for an extra charge of PLN 40 per night. Guests should report any faults to the owner and are financially liable for any damage caused during their stay. On departure, you must return the keys and leave the cottage in no worse condition than on arrival. The refundable security deposit is PLN 500.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "W przypadku rezygnacji zadatek nie jest zwracany.",
                        "W przypadku rezygnacji zadatek jest zwracany.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("an extra charge of PLN 40 per night", "an extra charge of PLN 60 per night")],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "Usterki powinieneś zgłaszać właścicielowi",
                        "Usterki możesz zgłaszać właścicielowi",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-district-heating-outage-repair-notice",
        source="Komunikat w sprawie przerwy w dostawie ciepła. Informujemy, że w związku z awarią sieci ciepłowniczej przy ul. Lipowej w dniu 14 stycznia 2025 r. (wtorek) od godz. 8:00 nastąpi przerwa w dostawie ciepła i ciepłej wody dla budynków przy ul. Lipowej 2–18 oraz ul. Klonowej 5. Przewidywany czas zakończenia prac to godz. 20:00, jednak w zależności od zakresu uszkodzeń przerwa może się wydłużyć. Po wznowieniu dostaw pełne parametry instalacji zostaną prawdopodobnie osiągnięte w ciągu kilku godzin. Aktualne informacje publikujemy na stronie www.cieplo-miasto.example.pl/awarie. Zgłoszenia przyjmuje całodobowe pogotowie ciepłownicze pod numerem 993. Przepraszamy za utrudnienia.",
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy budynków przy ul. Lipowej 2–18 i ul. Klonowej 5! We wtorek, 14 stycznia 2025 r., od 8:00 nie będzie ciepła ani ciepłej wody – to skutek awarii sieci ciepłowniczej przy ul. Lipowej. Przewidujemy, że prace zakończą się o 20:00, ale jeśli uszkodzenia okażą się poważniejsze, przerwa może potrwać dłużej. Po wznowieniu dostaw instalacja prawdopodobnie osiągnie pełne parametry w ciągu kilku godzin. Bieżące informacje znajdziesz na www.cieplo-miasto.example.pl/awarie, a zgłoszenia przyjmuje całodobowe pogotowie ciepłownicze: tel. 993. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Przerwa w dostawie ciepła – komunikat\n"
                "Z powodu awarii sieci ciepłowniczej przy ul. Lipowej wstrzymane zostaną dostawy ciepła i ciepłej wody.\n"
                "- Termin: wtorek, 14 stycznia 2025 r., od godz. 8:00.\n"
                "- Zakres: budynki przy ul. Lipowej 2–18 oraz ul. Klonowej 5.\n"
                "- Przewidywane zakończenie prac: godz. 20:00; w zależności od zakresu uszkodzeń przerwa może ulec wydłużeniu.\n"
                "- Po wznowieniu dostaw pełne parametry instalacji zostaną prawdopodobnie osiągnięte w ciągu kilku godzin.\n"
                "Aktualne informacje: www.cieplo-miasto.example.pl/awarie. Całodobowe pogotowie ciepłownicze: 993. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Notice of an interruption in the heating supply. Due to a failure of the district heating network on ul. Lipowa, heating and hot water will be cut off for the buildings at ul. Lipowa 2–18 and ul. Klonowa 5 on Tuesday, 14 January 2025, from 8:00 a.m. The work is expected to be completed by 8:00 p.m., but depending on the extent of the damage, the interruption may last longer. Once supply is restored, the system will probably reach full operating parameters within a few hours. Updates are published at www.cieplo-miasto.example.pl/awarie. Reports are handled by the 24-hour heating emergency service on 993. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(2, [("Tuesday, 14 January 2025", "Tuesday, 21 January 2025")], "date"),
            Slip(
                0, [("www.cieplo-miasto.example.pl/awarie", "www.cieplo-miasto.example.pl")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "pełne parametry instalacji zostaną prawdopodobnie osiągnięte",
                        "pełne parametry instalacji zostaną osiągnięte",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-city-library-loan-renewal-rules",
        source="Zasady wypożyczeń w Miejskiej Bibliotece Publicznej. Czytelnik może wypożyczyć jednocześnie do 8 książek na okres 30 dni. Termin zwrotu można przedłużyć maksymalnie dwa razy, osobiście, telefonicznie lub przez konto w katalogu online, o ile na książkę nie czeka inna osoba. Nowości wydawnicze wypożyczamy na 14 dni i nie przedłużamy ich terminu. Za każdy dzień zwłoki naliczamy opłatę w wysokości 0,20 zł za egzemplarz. Czytelnik, który ma nieuregulowane opłaty, nie może wypożyczać kolejnych materiałów. Audiobooki i czasopisma wypożyczamy na tych samych zasadach. Od 1 lutego 2025 r. książki można zwracać także do wrzutni przy wejściu głównym, czynnej przez całą dobę.",
        good=[
            Good(
                "preserve",
                "Jak wypożyczać w Miejskiej Bibliotece Publicznej? Jednorazowo możesz wziąć do 8 książek na 30 dni. Termin zwrotu przedłużysz najwyżej dwa razy – osobiście, telefonicznie albo przez swoje konto w katalogu online – pod warunkiem, że nikt inny nie czeka na daną książkę. Nowości wypożyczamy na 14 dni i ich terminu nie przedłużamy. Za każdy dzień spóźnienia zapłacisz 0,20 zł od egzemplarza, a dopóki masz nieuregulowane opłaty, nie możesz wypożyczać kolejnych materiałów. Audiobooki i czasopisma wypożyczysz na tych samych zasadach. Od 1 lutego 2025 r. książki możesz oddawać także do całodobowej wrzutni przy wejściu głównym.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna – zasady wypożyczania\n"
                "Jednorazowo czytelnik może wypożyczyć maksymalnie 8 książek, na okres 30 dni. Termin zwrotu może zostać przedłużony nie więcej niż dwukrotnie (osobiście, telefonicznie lub za pośrednictwem konta w katalogu online), jeżeli na książkę nie czeka inny czytelnik. Nowości wydawnicze wypożyczane są na 14 dni bez możliwości przedłużenia. Opłata za zwłokę wynosi 0,20 zł za każdy egzemplarz i każdy dzień. Osoby z nieuregulowanymi opłatami nie mogą wypożyczać kolejnych materiałów. Audiobooki i czasopisma wypożyczane są na identycznych zasadach. Od 1 lutego 2025 r. zwrotów można dokonywać również przez całodobową wrzutnię przy wejściu głównym.",
            ),
            Good(
                "en",
                "Lending rules at the Municipal Public Library. Readers may borrow up to 8 books at a time for a period of 30 days. The loan period can be extended no more than twice – in person, by phone or through your online catalogue account – provided that nobody else is waiting for the book. New releases are lent for 14 days and cannot be renewed. A late fee of PLN 0.20 per item is charged for each day overdue. Readers with unpaid fees may not borrow further items. Audiobooks and magazines are lent on the same terms. From 1 February 2025, books can also be returned to the 24-hour drop box by the main entrance.",
            ),
        ],
        bad=[
            Slip(1, [("wypożyczane są na 14 dni", "wypożyczane są na 7 dni")], "date"),
            Slip(
                2,
                [
                    (
                        "New releases are lent for 14 days and cannot be renewed.",
                        "New releases are lent for 14 days and can be renewed.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "do całodobowej wrzutni przy wejściu głównym.",
                        "do całodobowej wrzutni przy wejściu głównym, a także w filii przy ul. Mickiewicza.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-serial-sensor-cli-readme-install",
        source=(
            "# pomiar-cli\n\n"
            "Narzędzie wiersza poleceń do zbierania odczytów z czujników temperatury przez port szeregowy.\n\n"
            "## Instalacja\n\n"
            "Wymagany jest Python w wersji 3.10 lub nowszej. Zainstaluj pakiet poleceniem:\n\n"
            "```bash\npip install pomiar-cli==2.3.1\n```\n\n"
            "## Konfiguracja\n\n"
            "Plik konfiguracyjny `pomiar.toml` należy umieścić w katalogu domowym. Klucz `port` jest obowiązkowy, a `interwal` (w sekundach) jest opcjonalny – domyślnie wynosi 60. "
            "Na Linuksie użytkownik musi należeć do grupy `dialout`, w przeciwnym razie program nie uzyska dostępu do portu.\n\n"
            "Błędy zgłaszaj na stronie [GitHub Issues](https://github.com/example/pomiar-cli/issues)."
        ),
        good=[
            Good(
                "preserve",
                "# pomiar-cli\n\n"
                "`pomiar-cli` to narzędzie działające w wierszu poleceń, które zbiera odczyty z czujników temperatury przez port szeregowy.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona 3.10 lub nowszego. Pakiet instalujesz tak:\n\n"
                "```bash\npip install pomiar-cli==2.3.1\n```\n\n"
                "## Konfiguracja\n\n"
                "Umieść plik `pomiar.toml` w swoim katalogu domowym. Musi on zawierać klucz `port`; klucz `interwal` (w sekundach) możesz pominąć – wartość domyślna to 60. "
                "Jeśli pracujesz na Linuksie, Twój użytkownik musi należeć do grupy `dialout`, bo inaczej program nie uzyska dostępu do portu.\n\n"
                "Błędy zgłaszaj przez [GitHub Issues](https://github.com/example/pomiar-cli/issues).",
            ),
            Good(
                "preserve",
                "# pomiar-cli\n\n"
                "Zbieranie odczytów z czujników temperatury przez port szeregowy – z poziomu wiersza poleceń.\n\n"
                "## Instalacja\n\n"
                "Wymagania: Python 3.10 lub nowszy.\n\n"
                "```bash\npip install pomiar-cli==2.3.1\n```\n\n"
                "## Konfiguracja\n\n"
                "- Plik `pomiar.toml` należy umieścić w katalogu domowym.\n"
                "- `port` – klucz obowiązkowy.\n"
                "- `interwal` – klucz opcjonalny, w sekundach; domyślnie 60.\n"
                "- Linux: użytkownik musi należeć do grupy `dialout`, inaczej program nie uzyska dostępu do portu.\n\n"
                "Błędy: [GitHub Issues](https://github.com/example/pomiar-cli/issues).",
            ),
            Good(
                "en",
                "# pomiar-cli\n\n"
                "A command-line tool for collecting readings from temperature sensors over a serial port.\n\n"
                "## Installation\n\n"
                "Python 3.10 or later is required. Install the package with:\n\n"
                "```bash\npip install pomiar-cli==2.3.1\n```\n\n"
                "## Configuration\n\n"
                "Place the `pomiar.toml` configuration file in your home directory. The `port` key is mandatory, while `interwal` (in seconds) is optional and defaults to 60. "
                "On Linux, the user must belong to the `dialout` group; otherwise the program will not be able to access the port.\n\n"
                "Report bugs on [GitHub Issues](https://github.com/example/pomiar-cli/issues).",
            ),
        ],
        bad=[
            Slip(0, [("do grupy `dialout`", "do grupy `plugdev`")], "code"),
            Slip(
                1,
                [("```bash\npip install pomiar-cli==2.3.1\n```", "pip install pomiar-cli==2.3.1")],
                "markdown",
            ),
            Slip(
                2,
                [("Python 3.10 or later is required.", "Python 3.10 or later is recommended.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-housing-community-renovation-noise-rules",
        source="Szanowni Mieszkańcy, przypominamy zasady obowiązujące podczas remontów w lokalach. Prace głośne, takie jak kucie czy wiercenie, można prowadzić w dni robocze w godz. 8:00–18:00, a w soboty w godz. 9:00–14:00; w niedziele i święta są one zabronione. Zamiar przeprowadzenia remontu należy zgłosić administracji co najmniej 7 dni przed jego rozpoczęciem. Gruz i odpady budowlane właściciel lokalu musi wywieźć na własny koszt. Za pozostawienie ich przy osiedlowych pojemnikach administracja nalicza opłatę w wysokości 200 zł. Wymiana okien wymaga pisemnej zgody zarządu wspólnoty. Przypominamy, że zgodnie z art. 13 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali właściciel jest obowiązany przestrzegać porządku domowego. Prosimy o zabezpieczanie klatki schodowej folią podczas wnoszenia materiałów.",
        good=[
            Good(
                "preserve",
                "Drodzy Sąsiedzi, planujecie remont? Oto zasady, o których trzeba pamiętać:\n"
                "- głośne prace (np. kucie, wiercenie) są dozwolone w dni robocze od 8:00 do 18:00, a w soboty od 9:00 do 14:00; w niedziele i święta są zabronione;\n"
                "- remont trzeba zgłosić administracji najpóźniej 7 dni przed jego rozpoczęciem;\n"
                "- gruz i odpady budowlane właściciel lokalu musi wywieźć na własny koszt, a za zostawienie ich przy osiedlowych pojemnikach administracja nalicza 200 zł opłaty;\n"
                "- na wymianę okien potrzebna jest pisemna zgoda zarządu wspólnoty;\n"
                "- prosimy o zabezpieczanie klatki schodowej folią przy wnoszeniu materiałów.\n"
                "Przypominamy też, że według art. 13 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali właściciel jest obowiązany przestrzegać porządku domowego.",
            ),
            Good(
                "preserve",
                "Administracja przypomina mieszkańcom o zasadach prowadzenia remontów w lokalach. Prace hałaśliwe, np. kucie i wiercenie, dopuszczalne są w dni robocze w godzinach 8:00–18:00 oraz w soboty w godzinach 9:00–14:00; w niedziele i święta są zabronione. Planowany remont należy zgłosić administracji nie później niż 7 dni przed rozpoczęciem prac. Właściciel lokalu ma obowiązek wywieźć gruz i odpady budowlane na własny koszt; za pozostawienie ich przy osiedlowych pojemnikach administracja nalicza opłatę w wysokości 200 zł. Na wymianę okien wymagana jest pisemna zgoda zarządu wspólnoty. Zgodnie z art. 13 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali właściciel jest obowiązany przestrzegać porządku domowego. Uprzejmie prosimy także o zabezpieczanie klatki schodowej folią podczas wnoszenia materiałów.",
            ),
            Good(
                "en",
                "Dear Residents, we would like to remind you of the rules for renovation work in flats. Noisy work, such as chiselling or drilling, may be carried out on working days between 8:00 a.m. and 6:00 p.m. and on Saturdays between 9:00 a.m. and 2:00 p.m.; it is prohibited on Sundays and public holidays. Planned renovation work must be reported to the management office at least 7 days before it begins. The flat owner must remove rubble and construction waste at their own expense. The management office charges a fee of PLN 200 for leaving such waste next to the estate's bins. Replacing windows requires the written consent of the homeowners' association board. Please note that under Article 13(1) of the Act of 24 June 1994 on the Ownership of Premises, owners are obliged to observe the house rules. We also ask you to protect the staircase with plastic sheeting when carrying in materials.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Zgodnie z art. 13 ust. 1 ustawy", "Zgodnie z art. 18 ust. 1 ustawy")],
                "legal_reference",
            ),
            Slip(
                2,
                [("The flat owner must remove rubble", "The flat owner should remove rubble")],
                "modality",
            ),
            Slip(
                0,
                [("administracja nalicza 200 zł opłaty", "administracja nalicza 100 zł opłaty")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-bedtime-smartphone-sleep-metaanalysis-summary",
        source="Korzystanie ze smartfona w ciągu godziny przed snem może wydłużać czas zasypiania – sugerują wyniki metaanalizy opublikowanej w czasopiśmie „Sleep Medicine Reviews” (Carter i in., 2023, t. 68, art. 101745). Autorzy przeanalizowali dane z 42 badań obejmujących łącznie ponad 31 000 uczestników. U osób intensywnie używających ekranów wieczorem zasypianie trwało średnio o około 9 minut dłużej. Badacze podkreślają jednak, że większość uwzględnionych badań miała charakter obserwacyjny, więc nie dowodzą one związku przyczynowego. Według autorów efekt jest prawdopodobnie silniejszy u nastolatków niż u dorosłych. Zalecają, by w miarę możliwości odkładać telefon na 30–60 minut przed snem.",
        good=[
            Good(
                "preserve",
                "Metaanaliza opublikowana w „Sleep Medicine Reviews” (Carter i in., 2023, t. 68, art. 101745) sugeruje, że korzystanie z telefonu w ostatniej godzinie przed snem może wydłużać czas zasypiania. Naukowcy zebrali dane z 42 badań, w których łącznie wzięło udział ponad 31 000 osób. Ci, którzy wieczorem intensywnie korzystali z ekranów, zasypiali średnio o około 9 minut dłużej. Autorzy zastrzegają jednak, że większość badań była obserwacyjna, więc nie dowodzi związku przyczynowego. Ich zdaniem efekt jest prawdopodobnie silniejszy u nastolatków niż u dorosłych. Radzą, by – jeśli to możliwe – odkładać telefon na 30–60 minut przed snem.",
            ),
            Good(
                "preserve",
                "Wyniki metaanalizy opublikowanej w „Sleep Medicine Reviews” (Carter i in., 2023, t. 68, art. 101745) sugerują, że używanie smartfona w godzinie poprzedzającej sen może wydłużać latencję snu, czyli czas zasypiania. Analizą objęto 42 badania z łączną liczbą ponad 31 000 uczestników. W grupie intensywnie korzystającej z ekranów w godzinach wieczornych zasypianie trwało średnio o około 9 minut dłużej. Autorzy zaznaczają, że przeważająca część badań miała charakter obserwacyjny, a zatem nie dowodzi związku przyczynowego. Efekt jest według nich prawdopodobnie silniejszy w populacji nastolatków niż dorosłych. Zalecenie autorów brzmi: w miarę możliwości odkładać telefon na 30–60 minut przed snem.",
            ),
            Good(
                "en",
                "The results of a meta-analysis published in Sleep Medicine Reviews (Carter et al., 2023, vol. 68, art. 101745) suggest that using a smartphone in the hour before bed may lengthen the time it takes to fall asleep. The authors analysed data from 42 studies with a total of more than 31,000 participants. People who used screens heavily in the evening took on average about 9 minutes longer to fall asleep. However, the researchers stress that most of the included studies were observational, so they do not prove a causal relationship. According to the authors, the effect is probably stronger in teenagers than in adults. They recommend putting the phone away 30–60 minutes before bedtime whenever possible.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Autorzy zastrzegają jednak, że większość badań była obserwacyjna, więc nie dowodzi związku przyczynowego.",
                        "However, the authors caution that most of the studies were observational, so they do not prove a causal relationship.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("(Carter i in., 2023, t. 68", "(Carter i in., 2021, t. 68")], "citation"),
            Slip(
                2,
                [("took on average about 9 minutes longer", "took on average 9 minutes longer")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-company-remote-work-policy-rules",
        source="Zasady pracy zdalnej obowiązujące w firmie od 1 kwietnia 2025 r. Pracownik może wykonywać pracę zdalnie maksymalnie przez 2 dni w tygodniu, po uzgodnieniu harmonogramu z przełożonym. Okazjonalna praca zdalna, wykonywana na wniosek pracownika, nie może przekroczyć 24 dni w roku kalendarzowym. W czasie pracy zdalnej pracownik musi być dostępny telefonicznie i na komunikatorze w godzinach 9:00–15:00. Dokumentów zawierających dane osobowe klientów nie wolno drukować poza biurem. Firma zapewnia laptop i monitor; pozostały sprzęt pracownik może zgłosić do zakupu w ramach budżetu 500 zł rocznie. Miesięczny ekwiwalent za koszty energii i internetu wynosi 80 zł brutto. Awarie sprzętu pracownik powinien niezwłocznie zgłaszać do działu IT.",
        good=[
            Good(
                "preserve",
                "Od 1 kwietnia 2025 r. obowiązują u nas nowe zasady pracy zdalnej:\n"
                "- możesz pracować zdalnie najwyżej 2 dni w tygodniu – harmonogram uzgadniasz z przełożonym;\n"
                "- okazjonalna praca zdalna na Twój wniosek nie może przekroczyć 24 dni w roku kalendarzowym;\n"
                "- podczas pracy zdalnej musisz być dostępny telefonicznie i na komunikatorze w godz. 9:00–15:00;\n"
                "- dokumentów z danymi osobowymi klientów nie wolno drukować poza biurem;\n"
                "- firma zapewnia laptop i monitor, a inny potrzebny sprzęt możesz zgłosić do zakupu w ramach rocznego budżetu 500 zł;\n"
                "- co miesiąc otrzymujesz 80 zł brutto ekwiwalentu za energię i internet;\n"
                "- awarie sprzętu powinieneś niezwłocznie zgłaszać do działu IT.",
            ),
            Good(
                "preserve",
                "Z dniem 1 kwietnia 2025 r. w firmie obowiązują następujące zasady pracy zdalnej. Po uzgodnieniu harmonogramu z przełożonym pracownik może pracować zdalnie nie dłużej niż 2 dni w tygodniu. Okazjonalna praca zdalna, wykonywana na wniosek pracownika, nie może przekroczyć 24 dni w roku kalendarzowym. W czasie pracy zdalnej pracownik musi być osiągalny telefonicznie i przez komunikator w godzinach 9:00–15:00. Poza biurem nie wolno drukować dokumentów zawierających dane osobowe klientów. Pracodawca zapewnia laptop i monitor; zakup innego sprzętu pracownik może zgłosić w ramach budżetu wynoszącego 500 zł rocznie. Ekwiwalent za koszty energii i internetu wynosi 80 zł brutto miesięcznie. Awarie sprzętu pracownik powinien niezwłocznie zgłaszać do działu IT.",
            ),
            Good(
                "en",
                "Remote working rules in force at the company from 1 April 2025. Employees may work remotely for up to 2 days a week, after agreeing a schedule with their manager. Occasional remote work at the employee's request may not exceed 24 days per calendar year. While working remotely, employees must be available by phone and on the messaging app between 9:00 and 15:00. Documents containing clients' personal data must not be printed outside the office. The company provides a laptop and a monitor; employees may request other equipment within an annual budget of PLN 500. The monthly allowance for energy and internet costs is PLN 80 gross. Employees should report equipment faults to the IT department without delay.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz być dostępny telefonicznie", "powinieneś być dostępny telefonicznie")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Poza biurem nie wolno drukować dokumentów zawierających",
                        "Poza biurem wolno drukować dokumenty zawierające",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "The company provides a laptop and a monitor;",
                        "The company provides a laptop, a monitor and a headset;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-tablets-dosage-leaflet-text",
        source="Ibuprofen 200 mg, tabletki powlekane. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, w zależności od potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Tabletki najlepiej przyjmować po posiłku, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. U osób starszych ryzyko działań niepożądanych, zwłaszcza krwawień z przewodu pokarmowego, może być większe. Leku nie należy stosować w ostatnim trymestrze ciąży. Działania niepożądane występują zwykle rzadko; najczęściej są to nudności lub ból brzucha. Tabletki nie zawierają laktozy.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg, tabletki powlekane – jak stosować?\n"
                "Jeśli masz więcej niż 12 lat, przyjmuj 1–2 tabletki co 4–6 godzin, zależnie od potrzeby, ale nie więcej niż 6 tabletek (1200 mg) na dobę. Najlepiej bierz je po posiłku i popijaj wodą. Bez porady lekarza nie stosuj leku dłużej niż 3 dni przy gorączce ani dłużej niż 5 dni przy bólu. Nie stosuj go w ostatnim trymestrze ciąży. U osób starszych ryzyko działań niepożądanych – zwłaszcza krwawień z przewodu pokarmowego – może być większe. Działania niepożądane zwykle pojawiają się rzadko, a najczęstsze z nich to nudności lub ból brzucha. Tabletki nie zawierają laktozy.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg, tabletki powlekane\n"
                "Dawkowanie (dorośli i młodzież powyżej 12 lat): 1–2 tabletki co 4–6 godzin w razie potrzeby; maksymalnie 6 tabletek (1200 mg) na dobę.\n"
                "Sposób podania: najlepiej po posiłku, popijając wodą.\n"
                "Czas stosowania bez konsultacji lekarskiej: nie dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "Ciąża: nie stosować w ostatnim trymestrze.\n"
                "Ostrzeżenia: u osób starszych ryzyko działań niepożądanych, szczególnie krwawień z przewodu pokarmowego, może być większe.\n"
                "Działania niepożądane: zwykle występują rzadko; najczęściej nudności lub ból brzucha.\n"
                "Skład: tabletki nie zawierają laktozy.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg film-coated tablets. Adults and adolescents over 12 years: 1–2 tablets every 4–6 hours as needed. Do not take more than 6 tablets (1,200 mg) in 24 hours. The tablets are best taken after a meal with water. Without consulting a doctor, do not use for more than 3 days for fever or 5 days for pain. In older people, the risk of side effects, especially gastrointestinal bleeding, may be higher. Do not use this medicine in the last trimester of pregnancy. Side effects are usually rare; the most common are nausea or stomach pain. The tablets do not contain lactose.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie więcej niż 6 tabletek (1200 mg)", "nie więcej niż 8 tabletek (1600 mg)")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "krwawień z przewodu pokarmowego, może być większe",
                        "krwawień z przewodu pokarmowego, jest większe",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("The tablets do not contain lactose.", "The tablets contain lactose.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-garden-shop-returns-consumer-rights",
        source="Zwroty i reklamacje. Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta masz prawo odstąpić od umowy zawartej przez internet w terminie 14 dni bez podawania przyczyny. Aby skorzystać z tego prawa, wypełnij formularz na stronie sklep-ogrodek.example.pl/zwroty lub wyślij oświadczenie na adres zwroty@sklep-ogrodek.example.pl. Towar należy odesłać najpóźniej 14 dni od dnia złożenia oświadczenia. Zwrócimy Ci pieniądze w ciągu 14 dni, tą samą metodą płatności, której użyłeś. Koszt odesłania towaru ponosi kupujący. Produkty rozpakowane możesz zwrócić, ale odpowiadasz za zmniejszenie ich wartości wynikające z korzystania z nich w sposób wykraczający poza konieczny do stwierdzenia ich charakteru. Rośliny żywe mogą nie podlegać zwrotowi, jeśli szybko się psują.",
        good=[
            Good(
                "preserve",
                "Zwroty i reklamacje\n"
                "Konsument, który zawarł umowę przez internet, ma prawo odstąpić od niej bez podania przyczyny w terminie 14 dni – wynika to z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. W tym celu należy wypełnić formularz dostępny pod adresem sklep-ogrodek.example.pl/zwroty albo przesłać oświadczenie na adres zwroty@sklep-ogrodek.example.pl. Towar trzeba odesłać nie później niż 14 dni od dnia złożenia oświadczenia, a koszt odesłania ponosi kupujący. Sklep zwraca pieniądze w ciągu 14 dni, przy użyciu tej samej metody płatności, którą zastosował klient. Zwrot rozpakowanych produktów jest możliwy, jednak kupujący odpowiada za zmniejszenie ich wartości wynikające z korzystania z nich w sposób wykraczający poza konieczny do stwierdzenia ich charakteru. Rośliny żywe mogą nie podlegać zwrotowi, jeżeli szybko się psują.",
            ),
            Good(
                "preserve",
                "Chcesz coś zwrócić? Na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta możesz odstąpić od umowy zawartej przez internet w ciągu 14 dni, bez podawania przyczyny. Jak to zrobić:\n"
                "1. Wypełnij formularz na sklep-ogrodek.example.pl/zwroty albo wyślij oświadczenie na zwroty@sklep-ogrodek.example.pl.\n"
                "2. Odeślij towar najpóźniej 14 dni od złożenia oświadczenia – koszt przesyłki pokrywasz Ty.\n"
                "3. Pieniądze oddamy Ci w ciągu 14 dni tą samą metodą płatności, z której skorzystałeś.\n"
                "Rozpakowane produkty też możesz zwrócić, ale odpowiadasz za zmniejszenie ich wartości wynikające z korzystania z nich w sposób wykraczający poza konieczny do stwierdzenia ich charakteru. Pamiętaj, że rośliny żywe mogą nie podlegać zwrotowi, jeśli szybko się psują.",
            ),
            Good(
                "en",
                "Returns and complaints. Under Article 27 of the Consumer Rights Act of 30 May 2014, you have the right to withdraw from a contract concluded online within 14 days without giving any reason. To exercise this right, fill in the form at sklep-ogrodek.example.pl/zwroty or send a statement to zwroty@sklep-ogrodek.example.pl. The goods must be sent back no later than 14 days from the day you submit the statement. We will refund your money within 14 days using the same payment method you used. The buyer bears the cost of returning the goods. You may return unpacked products, but you are liable for any reduction in their value resulting from using them beyond what is necessary to establish their nature. Live plants may not be eligible for return if they perish quickly.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("zwroty@sklep-ogrodek.example.pl", "reklamacje@sklep-ogrodek.example.pl")],
                "url",
            ),
            Slip(0, [("z art. 27 ustawy", "z art. 29 ustawy")], "legal_reference"),
            Slip(2, [("The goods must be sent back", "The goods should be sent back")], "modality"),
        ],
    ),
    Case(
        key="pl-invoice-api-release-notes-changelog",
        source=(
            "## Wersja 4.2.0 (wydana 10 czerwca 2025)\n\n"
            "- Nowy endpoint `GET /api/v2/faktury/{id}/pdf` zwraca fakturę w formacie PDF.\n"
            "- Limit zapytań dla kont darmowych zwiększono ze 100 do 300 na minutę.\n"
            "- Parametr `sort_by` przyjmuje teraz także wartość `data_wystawienia`.\n"
            "- Naprawiono błąd, przez który eksport CSV pomijał faktury korygujące.\n\n"
            "**Uwaga:** endpoint `/api/v1/faktury` zostanie wyłączony 31 grudnia 2025 r. Zalecamy jak najszybszą migrację do wersji v2. "
            "Biblioteka kliencka dla Pythona wymaga teraz pakietu `requests>=2.31`. Pełna dokumentacja: https://docs.example.pl/api/v2."
        ),
        good=[
            Good(
                "preserve",
                "## Wersja 4.2.0 (wydana 10 czerwca 2025)\n\n"
                "Co nowego? Fakturę w formacie PDF pobierzesz teraz z nowego endpointu `GET /api/v2/faktury/{id}/pdf`. Konta darmowe mogą wysyłać do 300 zapytań na minutę zamiast dotychczasowych 100. Parametr `sort_by` obsługuje dodatkowo wartość `data_wystawienia`. Poprawiliśmy też błąd, przez który eksport CSV pomijał faktury korygujące.\n\n"
                "**Uwaga:** 31 grudnia 2025 r. wyłączymy endpoint `/api/v1/faktury` – zalecamy jak najszybszą migrację do v2. Biblioteka kliencka dla Pythona wymaga od tej wersji pakietu `requests>=2.31`. Pełną dokumentację znajdziesz pod adresem https://docs.example.pl/api/v2.",
            ),
            Good(
                "preserve",
                "## Wersja 4.2.0 – 10.06.2025\n\n"
                "**Nowości**\n"
                "- `GET /api/v2/faktury/{id}/pdf` – pobieranie faktury w formacie PDF.\n"
                "- Limit zapytań dla kont darmowych: 300/min (wcześniej 100/min).\n"
                "- `sort_by` akceptuje też wartość `data_wystawienia`.\n\n"
                "**Poprawki**\n"
                "- Eksport CSV nie pomija już faktur korygujących.\n\n"
                "**Ważne**\n"
                "- `/api/v1/faktury` zostanie wyłączony 31.12.2025 – zalecamy możliwie szybką migrację do v2.\n"
                "- Biblioteka kliencka dla Pythona wymaga teraz `requests>=2.31`.\n"
                "- Dokumentacja: https://docs.example.pl/api/v2",
            ),
            Good(
                "en",
                "## Version 4.2.0 (released 10 June 2025)\n\n"
                "- New endpoint `GET /api/v2/faktury/{id}/pdf` returns an invoice as a PDF.\n"
                "- The request limit for free accounts has been raised from 100 to 300 per minute.\n"
                "- The `sort_by` parameter now also accepts the value `data_wystawienia`.\n"
                "- Fixed a bug that caused CSV export to skip correcting invoices.\n\n"
                "**Note:** the `/api/v1/faktury` endpoint will be shut down on 31 December 2025. We recommend migrating to v2 as soon as possible. "
                "The Python client library now requires the `requests>=2.31` package. Full documentation: https://docs.example.pl/api/v2.",
            ),
        ],
        bad=[
            Slip(0, [("Parametr `sort_by` obsługuje", "Parametr `order_by` obsługuje")], "code"),
            Slip(2, [("from 100 to 300 per minute", "from 100 to 500 per minute")], "number"),
            Slip(
                1,
                [
                    (
                        "– pobieranie faktury w formacie PDF.",
                        "– pobieranie faktury w formacie PDF z kwalifikowanym podpisem elektronicznym.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-malopolska-weekend-weather-frost-warning",
        source="Prognoza pogody dla Małopolski na weekend. W sobotę 12 kwietnia przeważać będzie zachmurzenie umiarkowane, a temperatura maksymalna wyniesie od 14°C na Podhalu do 19°C w Krakowie. W nocy z soboty na niedzielę prawdopodobnie wystąpią przymrozki przy gruncie, miejscami do –3°C, dlatego sadownikom zaleca się zabezpieczenie kwitnących drzew. W niedzielę możliwe są przelotne opady deszczu, a w Tatrach powyżej 1500 m n.p.m. – deszczu ze śniegiem. Wiatr słaby i umiarkowany, w górach porywisty, w porywach do 60 km/h. Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie pierwszego stopnia przed przymrozkami, obowiązujące od 22:00 w sobotę do 7:00 w niedzielę.",
        good=[
            Good(
                "preserve",
                "Jaki weekend czeka Małopolskę? W sobotę, 12 kwietnia, zachmurzenie będzie przeważnie umiarkowane, a termometry pokażą maksymalnie od 14°C na Podhalu do 19°C w Krakowie. W nocy z soboty na niedzielę prawdopodobnie pojawią się przymrozki przy gruncie, miejscami do –3°C – sadownikom zaleca się więc zabezpieczenie kwitnących drzew. Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie pierwszego stopnia przed przymrozkami, ważne od 22:00 w sobotę do 7:00 w niedzielę. W niedzielę możliwe są przelotne opady deszczu, a w Tatrach powyżej 1500 m n.p.m. – deszczu ze śniegiem. Wiatr będzie słaby i umiarkowany, w górach porywisty – w porywach do 60 km/h.",
            ),
            Good(
                "preserve",
                "Prognoza dla Małopolski – weekend\n"
                "Sobota, 12 kwietnia: zachmurzenie przeważnie umiarkowane; temperatura maksymalna od 14°C (Podhale) do 19°C (Kraków).\n"
                "Noc z soboty na niedzielę: prawdopodobne przymrozki przy gruncie, miejscami do –3°C. Sadownikom zaleca się zabezpieczenie kwitnących drzew. Obowiązuje ostrzeżenie pierwszego stopnia przed przymrozkami wydane przez Instytut Meteorologii i Gospodarki Wodnej – od 22:00 w sobotę do 7:00 w niedzielę.\n"
                "Niedziela: możliwe przelotne opady deszczu, w Tatrach powyżej 1500 m n.p.m. – deszczu ze śniegiem.\n"
                "Wiatr: słaby i umiarkowany, w górach porywisty, w porywach do 60 km/h.",
            ),
            Good(
                "en",
                "Weekend weather forecast for Małopolska. On Saturday, 12 April, cloud cover will be mostly moderate, with maximum temperatures ranging from 14°C in Podhale to 19°C in Kraków. Ground frost is likely on the night from Saturday to Sunday, locally down to –3°C, so fruit growers are advised to protect trees in blossom. On Sunday, passing showers are possible, with sleet possible in the Tatras above 1,500 m a.s.l. Winds will be light to moderate, gusty in the mountains, with gusts of up to 60 km/h. The Institute of Meteorology and Water Management has issued a first-degree frost warning, valid from 10:00 p.m. on Saturday to 7:00 a.m. on Sunday.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie pojawią się przymrozki", "pojawią się przymrozki")], "hedge"),
            Slip(
                1,
                [
                    (
                        "od 22:00 w sobotę do 7:00 w niedzielę",
                        "od 22:00 w sobotę do 9:00 w niedzielę",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Ground frost is likely",
                        "Ground frost, brought by an inflow of Arctic air, is likely",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-baltic-warming-study-news-article",
        source="Bałtyk ociepla się szybciej, niż dotąd sądzono – wynika z badania zespołu z Instytutu Oceanologii PAN w Sopocie, opublikowanego w czasopiśmie „Oceanologia” (Kowalczyk i in., 2024, t. 66, s. 215–229). Naukowcy przeanalizowali pomiary temperatury wody powierzchniowej z lat 1982–2022. Według ich obliczeń średnia temperatura wody rosła w tym okresie o około 0,6°C na dekadę. Autorzy zastrzegają, że tempo ocieplenia różni się w poszczególnych częściach akwenu i jest najwyższe w Zatoce Botnickiej. Cieplejsza woda może sprzyjać zakwitom sinic, które latem zamykają kąpieliska. Badacze nie wykluczają, że w kolejnych dekadach zjawisko to będzie się nasilać.",
        good=[
            Good(
                "preserve",
                "Naukowcy z Instytutu Oceanologii PAN w Sopocie ustalili, że Bałtyk ociepla się szybciej, niż do tej pory sądzono. Ich badanie ukazało się w czasopiśmie „Oceanologia” (Kowalczyk i in., 2024, t. 66, s. 215–229). Zespół przeanalizował pomiary temperatury wody powierzchniowej z lat 1982–2022 i obliczył, że w tym czasie średnia temperatura wody rosła o około 0,6°C na dekadę. Autorzy zastrzegają jednak, że tempo ocieplenia nie jest wszędzie takie samo – najszybciej woda ociepla się w Zatoce Botnickiej. Cieplejsza woda może sprzyjać zakwitom sinic, przez które latem zamyka się kąpieliska. Badacze nie wykluczają, że w kolejnych dekadach zjawisko to będzie się nasilać.",
            ),
            Good(
                "preserve",
                "Jak wynika z badania opublikowanego w czasopiśmie „Oceanologia” (Kowalczyk i in., 2024, t. 66, s. 215–229), Morze Bałtyckie ociepla się szybciej, niż wcześniej sądzono. Zespół z Instytutu Oceanologii PAN w Sopocie poddał analizie pomiary temperatury powierzchniowej wody z okresu 1982–2022. Z obliczeń wynika, że średnia temperatura wody wzrastała w tym czasie o około 0,6°C na dekadę. Autorzy zaznaczają przy tym, że tempo ocieplenia jest zróżnicowane w poszczególnych częściach akwenu, a najwyższe jest w Zatoce Botnickiej. Wyższa temperatura wody może sprzyjać zakwitom sinic, które w sezonie letnim powodują zamykanie kąpielisk. Naukowcy nie wykluczają, że w następnych dekadach zjawisko to będzie się nasilać.",
            ),
            Good(
                "en",
                "The Baltic Sea is warming faster than previously thought, according to a study by a team from the Institute of Oceanology of the Polish Academy of Sciences in Sopot, published in the journal Oceanologia (Kowalczyk et al., 2024, vol. 66, pp. 215–229). The researchers analysed sea surface temperature measurements from 1982–2022. By their calculations, the average water temperature rose by about 0.6°C per decade over this period. The authors note that the rate of warming varies across different parts of the sea and is highest in the Gulf of Bothnia. Warmer water may encourage cyanobacterial blooms, which close bathing sites in summer. The researchers do not rule out that this phenomenon will intensify in the coming decades.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "pomiary temperatury wody powierzchniowej z lat 1982–2022",
                        "satelitarne pomiary temperatury wody powierzchniowej z lat 1982–2022",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "w czasopiśmie „Oceanologia”",
                        "w czasopiśmie „Oceanological and Hydrobiological Studies”",
                    )
                ],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "Warmer water may encourage cyanobacterial blooms, which close bathing sites in summer.",
                        "Cieplejsza woda może sprzyjać zakwitom sinic, które latem zamykają kąpieliska.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

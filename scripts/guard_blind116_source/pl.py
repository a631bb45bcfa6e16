# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 116: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-odbior-odpadow-zielonych-zasady-sezonu",
        source=(
            "Od 1 kwietnia do 30 listopada odpady zielone (trawa, liście, drobne gałęzie) odbieramy spod posesji "
            "w zabudowie jednorodzinnej co dwa tygodnie, zgodnie z harmonogramem dla Twojej ulicy. Odpady należy "
            "wystawić w brązowych workach lub pojemniku do godziny 6:00 w dniu odbioru. Jednorazowo można wystawić "
            "maksymalnie 8 worków o pojemności 120 litrów. Gałęzie grubsze niż 10 cm oraz pnie drzew nie będą "
            "odbierane – trzeba je oddać do PSZOK przy ul. Łąkowej 15. Worki z odpadami zmieszanymi lub ziemią nie "
            "zostaną zabrane. Zimą, od grudnia do marca, odpady zielone odbierane są raz w miesiącu."
        ),
        good=[
            Good(
                "preserve",
                "Odbiór odpadów zielonych – najważniejsze zasady:\n"
                "- Od 1 kwietnia do 30 listopada trawę, liście i drobne gałęzie zabieramy sprzed domów jednorodzinnych co dwa tygodnie, według harmonogramu dla danej ulicy.\n"
                "- Od grudnia do marca odbiór odbywa się raz w miesiącu.\n"
                "- Brązowe worki albo pojemnik trzeba wystawić najpóźniej o 6:00 w dniu odbioru.\n"
                "- Jednorazowo możesz wystawić najwyżej 8 worków 120-litrowych.\n"
                "- Nie odbieramy gałęzi o grubości powyżej 10 cm ani pni drzew – należy je oddać do PSZOK przy ul. Łąkowej 15.\n"
                "- Worki, w których są odpady zmieszane albo ziemia, nie zostaną zabrane.",
            ),
            Good(
                "preserve",
                "Masz dom jednorodzinny? Trawę, liście i drobne gałęzie odbierzemy spod Twojej posesji co dwa tygodnie "
                "między 1 kwietnia a 30 listopada – terminy znajdziesz w harmonogramie dla swojej ulicy. Zimą, czyli od "
                "grudnia do marca, przyjeżdżamy raz w miesiącu. Brązowe worki lub pojemnik wystaw do 6:00 rano w dniu "
                "odbioru; jednorazowo możesz wystawić maksymalnie osiem 120-litrowych worków. Pamiętaj, że nie zabierzemy "
                "gałęzi grubszych niż 10 cm ani pni drzew – trzeba je oddać do PSZOK przy ul. Łąkowej 15. Jeśli w worku "
                "znajdą się odpady zmieszane lub ziemia, nie zostanie on odebrany.",
            ),
            Good(
                "en",
                "From 1 April to 30 November, green waste (grass, leaves and small branches) is collected from "
                "single-family homes every two weeks, according to the schedule for your street. In winter, from December "
                "to March, collection takes place once a month. Put the waste out in brown bags or a bin by 6:00 a.m. on "
                "collection day. You may put out no more than 8 bags of 120 litres at a time. Branches thicker than 10 cm "
                "and tree stumps will not be collected – they must be taken to the PSZOK at ul. Łąkowa 15. Bags containing "
                "mixed waste or soil will not be picked up.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("albo ziemia, nie zostaną zabrane.", "albo ziemia, również zostaną zabrane.")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "maksymalnie osiem 120-litrowych worków",
                        "maksymalnie dziesięć 120-litrowych worków",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "to the PSZOK at ul. Łąkowa 15.",
                        "to the PSZOK at ul. Łąkowa 15, which is also open on Saturdays.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szkolka-narciarska-dzieci-bialka-zapisy",
        source=(
            "Szkółka narciarska „Śnieżynka” zaprasza dzieci w wieku od 4 do 12 lat na zajęcia w Białce Tatrzańskiej. "
            "Kurs trwa 5 dni, po 2 godziny dziennie, a grupy liczą maksymalnie 6 osób. Koszt kursu to 780 zł, w cenie "
            "jest wypożyczenie kasku. Każde dziecko musi mieć własny kask lub wypożyczyć go na miejscu, a rodzice "
            "powinni zapewnić gogle i rękawice. Zajęcia odbywają się niezależnie od pogody, chyba że wiatr przekroczy "
            "60 km/h. Instruktorzy szacują, że po tygodniu większość dzieci zjeżdża samodzielnie z łagodnego stoku. "
            "Zapisy przyjmujemy telefonicznie pod numerem 600 123 456."
        ),
        good=[
            Good(
                "preserve",
                "Szkółka narciarska „Śnieżynka” w Białce Tatrzańskiej prowadzi zajęcia dla dzieci w wieku 4–12 lat.\n"
                "• Czas trwania: 5 dni, 2 godziny dziennie.\n"
                "• Wielkość grupy: najwyżej 6 dzieci.\n"
                "• Cena: 780 zł (obejmuje wypożyczenie kasku).\n"
                "Każde dziecko musi jeździć we własnym kasku albo w kasku wypożyczonym na miejscu. Gogle i rękawice "
                "powinni zapewnić rodzice. Lekcje odbywają się przy każdej pogodzie, z wyjątkiem sytuacji, gdy prędkość "
                "wiatru przekracza 60 km/h. Według szacunków instruktorów po tygodniu większość dzieci samodzielnie "
                "zjeżdża z łagodnego stoku. Zapisy: telefonicznie, 600 123 456.",
            ),
            Good(
                "preserve",
                "Twoje dziecko ma od 4 do 12 lat? Zapisz je do szkółki narciarskiej „Śnieżynka” w Białce Tatrzańskiej! "
                "Przez 5 dni dzieci jeżdżą po 2 godziny dziennie w grupach nie większych niż 6 osób. Kurs kosztuje 780 zł, "
                "a wypożyczenie kasku jest wliczone w cenę. Kask jest obowiązkowy, więc dziecko musi mieć własny albo "
                "wypożyczyć go u nas. Rodzice powinni zadbać o gogle i rękawice. Jeździmy bez względu na pogodę – chyba "
                "że wiatr przekroczy 60 km/h. Instruktorzy szacują, że po tygodniu większość dzieci zjedzie już sama z "
                "łagodnego stoku. Zadzwoń i zapisz się: 600 123 456.",
            ),
            Good(
                "en",
                "The Śnieżynka ski school in Białka Tatrzańska offers lessons for children aged 4 to 12. The course lasts "
                "5 days, 2 hours a day, and groups have no more than 6 children. It costs PLN 780, including helmet rental. "
                "Every child must have their own helmet or rent one on site, and parents should provide goggles and gloves. "
                "Lessons take place whatever the weather, unless the wind exceeds 60 km/h. Instructors estimate that after "
                "a week most children can ski down a gentle slope on their own. To sign up, call 600 123 456.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Gogle i rękawice powinni zapewnić rodzice.",
                        "Gogle i rękawice muszą zapewnić rodzice.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Instruktorzy szacują, że po tygodniu", "Po tygodniu")], "hedge"),
            Slip(
                2,
                [("groups have no more than 6 children", "groups have no more than 8 children")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-teatr-amatorski-przesluchania-wesele-lublin",
        source=(
            "Amatorski Teatr „Kurtyna” z Lublina szuka aktorów do spektaklu „Wesele” Stanisława Wyspiańskiego. "
            "Przesłuchania odbędą się w sobotę 14 września 2024 r. o godz. 11:00 w Domu Kultury „Skarpa” przy ul. "
            "Hrubieszowskiej 7. Nie wymagamy doświadczenia scenicznego ani wykształcenia aktorskiego. Prosimy "
            "przygotować krótki wiersz lub monolog (do 3 minut). Zgłoszenia przyjmujemy do 10 września przez formularz "
            "na stronie kurtyna-lublin.pl/casting. Próby będą się odbywać we wtorki i czwartki od 18:00 do 21:00, a "
            "premierę planujemy na marzec 2025 r. Udział jest bezpłatny, ale nie oferujemy wynagrodzenia."
        ),
        good=[
            Good(
                "preserve",
                "Teatr amatorski „Kurtyna” z Lublina organizuje casting do „Wesela” Stanisława Wyspiańskiego. "
                "Nie wymagamy doświadczenia scenicznego ani szkoły aktorskiej. Przesłuchania: sobota, 14.09.2024, "
                "godz. 11:00, Dom Kultury „Skarpa”, ul. Hrubieszowska 7. Przygotuj krótki wiersz albo monolog trwający "
                "maksymalnie 3 minuty. Zgłoś się do 10 września przez formularz: kurtyna-lublin.pl/casting. Próby we "
                "wtorki i czwartki, 18:00–21:00; premierę planujemy na marzec 2025 r. Udział nic nie kosztuje, nie "
                "oferujemy jednak wynagrodzenia.",
            ),
            Good(
                "preserve",
                "Osoby zainteresowane grą w spektaklu „Wesele” Stanisława Wyspiańskiego zapraszamy na przesłuchania do "
                "Amatorskiego Teatru „Kurtyna” w Lublinie. Odbędą się one 14 września 2024 r. (sobota) o 11:00 w Domu "
                "Kultury „Skarpa” przy ul. Hrubieszowskiej 7, a zgłoszenia przyjmujemy do 10 września za pomocą "
                "formularza na stronie kurtyna-lublin.pl/casting. Kandydaci nie muszą mieć doświadczenia scenicznego ani "
                "wykształcenia aktorskiego; prosimy jedynie o przygotowanie krótkiego wiersza lub monologu (do 3 minut). "
                "Próby zaplanowano na wtorki i czwartki w godz. 18:00–21:00, a premierę na marzec 2025 r. Udział jest "
                "bezpłatny, lecz nie wiąże się z wynagrodzeniem.",
            ),
            Good(
                "en",
                "Amateur theatre group Kurtyna from Lublin is looking for actors for Stanisław Wyspiański's play The "
                "Wedding (Wesele). Auditions will be held on Saturday, 14 September 2024, at 11:00 at the Skarpa "
                "Community Centre, ul. Hrubieszowska 7. No stage experience or acting training is required. Please "
                "prepare a short poem or monologue of up to 3 minutes. Applications are accepted until 10 September "
                "through the form at kurtyna-lublin.pl/casting. Rehearsals will take place on Tuesdays and Thursdays "
                "from 6 to 9 p.m., and we plan to premiere in March 2025. Taking part is free, but we do not offer any payment.",
            ),
        ],
        bad=[
            Slip(0, [("Zgłoś się do 10 września", "Zgłoś się do 12 września")], "date"),
            Slip(1, [("kurtyna-lublin.pl/casting", "kurtyna.lublin.pl/casting")], "url"),
            Slip(
                2,
                [
                    (
                        "No stage experience or acting training is required.",
                        "Stage experience or acting training is required.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-moj-prad-warunki-dotacji-fotowoltaika",
        source=(
            "Program „Mój Prąd” – najważniejsze warunki. Dofinansowanie może otrzymać osoba fizyczna, która wytwarza "
            "energię elektryczną na własne potrzeby i ma zawartą umowę kompleksową regulującą wprowadzanie energii do "
            "sieci. Dotacja na mikroinstalację fotowoltaiczną wynosi do 50% kosztów kwalifikowanych, nie więcej niż "
            "6000 zł. Instalacja musi mieć moc od 2 do 10 kW i nie może być wcześniej zgłoszona do innego programu. "
            "Wniosek należy złożyć wyłącznie elektronicznie, po podłączeniu instalacji przez operatora. Zgodnie z "
            "art. 4 ust. 1 ustawy o odnawialnych źródłach energii prosument rozlicza się w systemie net-billing. "
            "Koszty poniesione przed 1 lutego 2020 r. nie są kwalifikowane."
        ),
        good=[
            Good(
                "preserve",
                "„Mój Prąd” – warunki w skrócie:\n"
                "1. Dotację może otrzymać osoba fizyczna wytwarzająca prąd na własne potrzeby, która ma umowę kompleksową regulującą wprowadzanie energii do sieci.\n"
                "2. Dofinansowanie mikroinstalacji fotowoltaicznej to maksymalnie 50% kosztów kwalifikowanych, ale nie więcej niż 6000 zł.\n"
                "3. Moc instalacji musi wynosić od 2 do 10 kW; nie może ona być wcześniej zgłoszona do innego programu.\n"
                "4. Wniosek trzeba złożyć tylko elektronicznie i dopiero po podłączeniu instalacji przez operatora.\n"
                "5. Prosument rozlicza się w systemie net-billing (art. 4 ust. 1 ustawy o odnawialnych źródłach energii).\n"
                "6. Wydatki poniesione przed 1 lutego 2020 r. nie są kosztami kwalifikowanymi.",
            ),
            Good(
                "preserve",
                "Jeśli jesteś osobą fizyczną, produkujesz energię elektryczną na własne potrzeby i masz podpisaną umowę "
                "kompleksową, która reguluje wprowadzanie energii do sieci, możesz dostać dofinansowanie z programu "
                "„Mój Prąd”. Dotacja pokrywa do 50% kosztów kwalifikowanych mikroinstalacji fotowoltaicznej, maksymalnie "
                "6000 zł. Twoja instalacja musi mieć moc 2–10 kW i nie może być wcześniej zgłoszona do innego programu. "
                "Wniosek musisz złożyć wyłącznie online – dopiero wtedy, gdy operator podłączy instalację. Kosztów "
                "poniesionych przed 1 lutego 2020 r. nie uznaje się za kwalifikowane. Pamiętaj też, że zgodnie z art. 4 "
                "ust. 1 ustawy o odnawialnych źródłach energii jako prosument rozliczasz się w systemie net-billing.",
            ),
            Good(
                "en",
                "'Mój Prąd' programme – key terms. Funding is available to an individual who generates electricity for "
                "their own use and has a comprehensive agreement covering the feeding of energy into the grid. The grant "
                "for a photovoltaic micro-installation covers up to 50% of eligible costs, capped at PLN 6,000. The "
                "installation must have a capacity of 2 to 10 kW and must not have been submitted to another programme "
                "before. Applications must be filed online only, after the installation has been connected by the grid "
                "operator. Under Article 4(1) of the Renewable Energy Sources Act, the prosumer settles under the "
                "net-billing system. Costs incurred before 1 February 2020 are not eligible.",
            ),
        ],
        bad=[
            Slip(0, [("nie więcej niż 6000 zł", "nie więcej niż 5000 zł")], "number"),
            Slip(1, [("zgodnie z art. 4", "zgodnie z art. 5")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "The installation must have a capacity",
                        "The installation should have a capacity",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-budzet-obywatelski-krakow-glosowanie-zasady",
        source=(
            "Głosowanie w Budżecie Obywatelskim Krakowa na 2025 rok potrwa od 16 do 30 września 2024 r. Głosować mogą "
            "wszyscy mieszkańcy miasta, niezależnie od wieku, także osoby niezameldowane. Każdy może oddać głos na "
            "maksymalnie 3 projekty ogólnomiejskie i 3 projekty dzielnicowe, przyznając im od 1 do 3 punktów. Głos "
            "można oddać przez internet lub w jednym z punktów stacjonarnych. Nie można głosować więcej niż raz – w "
            "przypadku podwójnego głosu oba zostaną unieważnione. Do realizacji trafią projekty, które zdobędą "
            "najwięcej punktów, do wyczerpania puli środków. Wyniki zostaną ogłoszone do 15 października."
        ),
        good=[
            Good(
                "preserve",
                "Kiedy głosujemy? Od 16 do 30 września 2024 r. wybieramy projekty do Budżetu Obywatelskiego Krakowa na 2025 rok.\n"
                "Kto może głosować? Każdy mieszkaniec Krakowa, bez względu na wiek – również jeśli nie jest zameldowany.\n"
                "Na ile projektów? Najwyżej na 3 ogólnomiejskie i 3 dzielnicowe; każdemu przyznajesz od 1 do 3 punktów.\n"
                "Jak? Przez internet albo w jednym z punktów stacjonarnych.\n"
                "Czy można głosować dwa razy? Nie – jeśli ktoś odda podwójny głos, oba zostaną unieważnione.\n"
                "Co dalej? Projekty z największą liczbą punktów trafią do realizacji aż do wyczerpania puli środków, a wyniki poznamy do 15 października.",
            ),
            Good(
                "preserve",
                "Od 16 do 30 września 2024 r. mieszkańcy Krakowa zdecydują, które projekty zostaną sfinansowane z "
                "Budżetu Obywatelskiego na 2025 rok. Prawo głosu mają wszyscy mieszkańcy, bez ograniczeń wiekowych, w tym "
                "osoby, które nie są zameldowane w mieście. Głosujący wybiera maksymalnie trzy projekty ogólnomiejskie i "
                "trzy dzielnicowe, przydzielając każdemu od 1 do 3 punktów. Głosować można internetowo albo w punktach "
                "stacjonarnych. Każdy może zagłosować tylko raz; oddanie podwójnego głosu skutkuje unieważnieniem obu. "
                "Realizowane będą projekty z najwyższą liczbą punktów – aż do wyczerpania dostępnej puli. Wyniki zostaną "
                "podane do 15 października.",
            ),
            Good(
                "en",
                "Voting in Kraków's 2025 Participatory Budget runs from 16 to 30 September 2024. All residents of the "
                "city may vote, regardless of age, including those who are not registered as residents. You can vote for "
                "up to 3 city-wide projects and 3 district projects, giving each from 1 to 3 points. Votes can be cast "
                "online or at one of the in-person voting points. You may not vote more than once – if someone votes "
                "twice, both votes will be invalidated. The projects with the most points will be carried out until the "
                "funds run out. Results will be announced by 15 October.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("wyniki poznamy do 15 października", "wyniki poznamy do 25 października")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Głosować można internetowo albo w punktach stacjonarnych.",
                        "Głosować można internetowo albo w punktach stacjonarnych, np. w urzędach dzielnic i filiach Biblioteki Kraków.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("You may not vote more than once", "You may vote more than once")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-stomatolog-nfz-rejestracja-zasady-pacjentow",
        source=(
            "Rejestracja na leczenie stomatologiczne w ramach NFZ. Pacjenci ubezpieczeni w NFZ mogą zapisywać się "
            "osobiście lub telefonicznie od poniedziałku do piątku w godzinach 8:00–15:00. Przy pierwszej wizycie "
            "pacjent musi okazać dokument tożsamości; nie jest potrzebne skierowanie. Osoby, które nie mogą przyjść w "
            "wyznaczonym terminie, powinny odwołać wizytę co najmniej 24 godziny wcześniej. Zgodnie z art. 19 ust. 1 "
            "ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych w nagłych przypadkach (np. "
            "silny ból) pacjent zostanie przyjęty w dniu zgłoszenia. Dzieci do 18. roku życia mają prawo do leczenia "
            "poza kolejnością. Nie wykonujemy w ramach NFZ wybielania zębów ani implantów."
        ),
        good=[
            Good(
                "preserve",
                "Zasady zapisów do dentysty na NFZ:\n"
                "- Pacjenci ubezpieczeni w NFZ mogą zapisać się na miejscu albo telefonicznie, od poniedziałku do piątku w godz. 8:00–15:00.\n"
                "- Na pierwszej wizycie trzeba pokazać dokument tożsamości. Skierowanie nie jest wymagane.\n"
                "- Jeśli nie możesz przyjść, wizytę powinno się odwołać co najmniej 24 godziny wcześniej.\n"
                "- W nagłych sytuacjach, np. przy silnym bólu, przyjmiemy Cię w dniu zgłoszenia (art. 19 ust. 1 ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych).\n"
                "- Dzieci do 18. roku życia mają prawo do leczenia poza kolejnością.\n"
                "- W ramach NFZ nie wybielamy zębów i nie wstawiamy implantów.",
            ),
            Good(
                "preserve",
                "Pacjenci ubezpieczeni w Narodowym Funduszu Zdrowia mogą rejestrować się na leczenie stomatologiczne "
                "osobiście albo przez telefon, od poniedziałku do piątku, między 8:00 a 15:00. Skierowanie nie jest "
                "potrzebne, jednak podczas pierwszej wizyty pacjent ma obowiązek okazać dokument tożsamości. Kto nie może "
                "stawić się w wyznaczonym terminie, powinien odwołać wizytę przynajmniej 24 godziny wcześniej. W nagłych "
                "przypadkach, takich jak silny ból, pacjent zostanie przyjęty tego samego dnia – wynika to z art. 19 ust. 1 "
                "ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych. Dzieciom do 18. roku życia "
                "przysługuje prawo do leczenia poza kolejnością. Wybielanie zębów i implanty nie są wykonywane w ramach NFZ.",
            ),
            Good(
                "en",
                "Registering for NFZ-funded dental treatment. Patients insured with the NFZ may register in person or by "
                "phone, Monday to Friday, 8:00 a.m. to 3:00 p.m. At the first visit you must show an ID document; no "
                "referral is needed. If you cannot come at the scheduled time, you should cancel at least 24 hours in "
                "advance. Under Article 19(1) of the Act on Publicly Funded Healthcare Services, in urgent cases (e.g. "
                "severe pain) the patient will be seen on the same day. Children under 18 are entitled to treatment "
                "without waiting in the queue. We do not offer teeth whitening or implants under the NFZ.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 19 ust. 1 ustawy", "(art. 29 ust. 1 ustawy")], "legal_reference"),
            Slip(
                1,
                [("Skierowanie nie jest potrzebne, jednak", "Skierowanie jest potrzebne, a")],
                "negation",
            ),
            Slip(
                2,
                [("you should cancel at least 24 hours", "you must cancel at least 24 hours")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-akademik-wniosek-miejsce-rok-akademicki",
        source=(
            "Wnioski o miejsce w domu studenckim na rok akademicki 2025/2026 przyjmujemy od 1 do 31 lipca 2025 r. "
            "wyłącznie przez system USOSweb. Do wniosku należy dołączyć zaświadczenie o dochodach członków rodziny za "
            "2024 rok. Pierwszeństwo mają studenci, których miesięczny dochód na osobę w rodzinie nie przekracza "
            "1500 zł, oraz osoby mieszkające dalej niż 50 km od uczelni. Opłata za miejsce w pokoju dwuosobowym wynosi "
            "620 zł miesięcznie. Lista przyznanych miejsc zostanie opublikowana 20 sierpnia na stronie "
            "akademiki.uw.edu.pl. Osoba, która nie wpłaci kaucji w wysokości 500 zł do 5 września, traci przyznane "
            "miejsce. Pytania prosimy kierować na adres akademiki@uw.edu.pl."
        ),
        good=[
            Good(
                "preserve",
                "Akademik 2025/2026 – co musisz wiedzieć:\n"
                "• Wnioski: od 1 do 31 lipca 2025 r., tylko przez USOSweb.\n"
                "• Załącznik: zaświadczenie o dochodach członków rodziny za 2024 rok.\n"
                "• Pierwszeństwo: miesięczny dochód na osobę w rodzinie do 1500 zł lub miejsce zamieszkania oddalone od uczelni o ponad 50 km.\n"
                "• Opłata: 620 zł miesięcznie za miejsce w pokoju dwuosobowym.\n"
                "• Lista przyznanych miejsc: 20 sierpnia na akademiki.uw.edu.pl.\n"
                "• Kaucja: 500 zł, płatna do 5 września – bez niej przyznane miejsce przepada.\n"
                "• Pytania: akademiki@uw.edu.pl.",
            ),
            Good(
                "preserve",
                "Chcesz zamieszkać w akademiku w roku akademickim 2025/2026? Złóż wniosek w systemie USOSweb między 1 a 31 "
                "lipca 2025 r. – innej drogi nie ma. Dołącz zaświadczenie o dochodach członków Twojej rodziny za 2024 rok. "
                "Pierwszeństwo przy przydziale mają studenci z miesięcznym dochodem na osobę w rodzinie nieprzekraczającym "
                "1500 zł oraz ci, którzy mieszkają ponad 50 km od uczelni. Miejsce w pokoju dwuosobowym kosztuje 620 zł na "
                "miesiąc. Listę osób, które dostały miejsce, opublikujemy 20 sierpnia na stronie akademiki.uw.edu.pl. "
                "Pamiętaj o kaucji: jeśli nie wpłacisz 500 zł do 5 września, stracisz miejsce. Masz pytania? Napisz na "
                "akademiki@uw.edu.pl.",
            ),
            Good(
                "en",
                "Applications for a place in a student dormitory for the 2025/2026 academic year are accepted from 1 to "
                "31 July 2025, only through the USOSweb system. The application must include a certificate of your family "
                "members' income for 2024. Priority is given to students whose monthly income per family member does not "
                "exceed PLN 1,500 and to those living more than 50 km from the university. A place in a double room costs "
                "PLN 620 per month. The list of students who have been granted a place will be published on 20 August at "
                "akademiki.uw.edu.pl. Anyone who fails to pay the PLN 500 deposit by 5 September will lose their place. "
                "Please send any questions to akademiki@uw.edu.pl.",
            ),
        ],
        bad=[
            Slip(0, [("620 zł miesięcznie", "720 zł miesięcznie")], "number"),
            Slip(1, [("akademiki@uw.edu.pl", "akademik@uw.edu.pl")], "url"),
            Slip(2, [("published on 20 August", "published on 28 August")], "date"),
        ],
    ),
    Case(
        key="pl-stajnia-lekcje-jazdy-konnej-regulamin",
        source=(
            "Lekcje jazdy konnej w Stajni Pod Lipami prowadzimy dla osób od 7. roku życia. Podczas jazdy każdy "
            "uczestnik musi mieć kask z atestem oraz obuwie z płaską podeszwą i niewielkim obcasem; kamizelkę ochronną "
            "zalecamy, ale nie jest obowiązkowa. Osoby niepełnoletnie mogą jeździć wyłącznie za pisemną zgodą rodzica "
            "lub opiekuna. Jeźdźcy ważący powyżej 90 kg nie mogą uczestniczyć w lekcjach na naszych koniach. Pierwsza "
            "jazda odbywa się na lonży i trwa 30 minut. Zazwyczaj po 8–10 lekcjach jeździec jest w stanie samodzielnie "
            "kłusować, choć tempo nauki bywa różne. Lekcję można odwołać bezpłatnie najpóźniej 24 godziny wcześniej."
        ),
        good=[
            Good(
                "preserve",
                "Stajnia Pod Lipami – zasady lekcji jazdy:\n"
                "1. Uczymy jeździć osoby od 7. roku życia.\n"
                "2. Obowiązkowo: kask z atestem i buty z płaską podeszwą oraz małym obcasem. Kamizelka ochronna jest zalecana, lecz nieobowiązkowa.\n"
                "3. Niepełnoletni mogą jeździć tylko z pisemną zgodą rodzica lub opiekuna.\n"
                "4. Osoby o wadze powyżej 90 kg nie mogą brać udziału w lekcjach na naszych koniach.\n"
                "5. Pierwsza lekcja to 30 minut na lonży.\n"
                "6. Zwykle po 8–10 lekcjach można już samodzielnie kłusować, ale każdy uczy się we własnym tempie.\n"
                "7. Lekcję możesz odwołać bezpłatnie najpóźniej 24 godziny przed jej rozpoczęciem.",
            ),
            Good(
                "preserve",
                "Zapraszamy na lekcje jazdy konnej do Stajni Pod Lipami – przyjmujemy jeźdźców od 7. roku życia. Na każdej "
                "jeździe musisz mieć kask z atestem i buty z płaską podeszwą oraz niedużym obcasem. Kamizelka ochronna nie "
                "jest obowiązkowa, choć ją zalecamy. Jeśli jesteś niepełnoletni, możesz jeździć wyłącznie za pisemną zgodą "
                "rodzica lub opiekuna. Osoby ważące ponad 90 kg nie mogą jeździć na naszych koniach podczas lekcji. "
                "Pierwsze zajęcia trwają 30 minut i odbywają się na lonży. Najczęściej po 8–10 lekcjach jeździec potrafi "
                "już samodzielnie kłusować, choć tempo nauki bywa różne. Lekcję możesz bezpłatnie odwołać do 24 godzin "
                "przed jej terminem.",
            ),
            Good(
                "en",
                "At Pod Lipami Stables we give riding lessons to anyone aged 7 and over. During every ride, each "
                "participant must wear a certified helmet and flat-soled shoes with a small heel; a body protector is "
                "recommended but not compulsory. Minors may ride only with the written consent of a parent or guardian. "
                "Riders weighing over 90 kg may not take part in lessons on our horses. The first ride is on the lunge and "
                "lasts 30 minutes. Usually, after 8–10 lessons a rider is able to trot independently, although the pace of "
                "learning varies. A lesson can be cancelled free of charge up to 24 hours in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("6. Zwykle po 8–10 lekcjach", "6. Po 8–10 lekcjach"),
                    (", ale każdy uczy się we własnym tempie", ""),
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Osoby ważące ponad 90 kg nie mogą jeździć",
                        "Osoby ważące ponad 90 kg mogą jeździć",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "each participant must wear a certified helmet",
                        "each participant should wear a certified helmet",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kolejka-waskotorowa-rudy-rozklad-lato",
        source=(
            "Kolejka wąskotorowa w Rudach zaprasza na przejazdy zabytkowym składem w sezonie letnim, od 29 czerwca do "
            "31 sierpnia 2024 r. Pociąg kursuje w soboty i niedziele, z odjazdami ze stacji Rudy Wąskotorowe o 10:30, "
            "13:00 i 15:30. Przejazd do Stanicy i z powrotem trwa około 1,5 godziny, w tym 20-minutowy postój. Bilet "
            "normalny kosztuje 35 zł, ulgowy 25 zł; dzieci do lat 3 podróżują bezpłatnie. Bilety można kupić w kasie na "
            "stacji lub online. W razie awarii parowozu kurs może zostać obsłużony lokomotywą spalinową. Grupy powyżej "
            "15 osób prosimy o wcześniejszą rezerwację."
        ),
        good=[
            Good(
                "preserve",
                "Kolejka wąskotorowa w Rudach – sezon letni 2024\n"
                "Przejazdy zabytkowym składem od 29 czerwca do 31 sierpnia, w soboty i niedziele.\n"
                "Odjazdy ze stacji Rudy Wąskotorowe: 10:30, 13:00, 15:30.\n"
                "Trasa Rudy – Stanica – Rudy: ok. 1,5 godziny (łącznie z 20-minutowym postojem).\n"
                "Ceny: normalny 35 zł, ulgowy 25 zł, dzieci do 3 lat gratis.\n"
                "Bilety kupisz w kasie na stacji albo przez internet.\n"
                "Jeśli parowóz ulegnie awarii, kurs może poprowadzić lokomotywa spalinowa.\n"
                "Grupy liczące ponad 15 osób prosimy o rezerwację z wyprzedzeniem.",
            ),
            Good(
                "preserve",
                "W każdy weekend od 29 czerwca do 31 sierpnia 2024 r. możesz przejechać się zabytkowym składem kolejki "
                "wąskotorowej w Rudach. W soboty i niedziele pociągi odjeżdżają ze stacji Rudy Wąskotorowe o 10:30, 13:00 "
                "i 15:30. Wycieczka do Stanicy i z powrotem zajmuje mniej więcej półtorej godziny, wliczając 20 minut "
                "postoju. Za bilet normalny zapłacisz 35 zł, za ulgowy 25 zł, a dzieci do lat 3 jadą za darmo. Bilety są "
                "dostępne w kasie stacyjnej i online. Gdyby parowóz się zepsuł, kurs może obsłużyć lokomotywa spalinowa. "
                "Jeśli przyjeżdżacie grupą większą niż 15 osób, prosimy o wcześniejszą rezerwację.",
            ),
            Good(
                "en",
                "The Rudy narrow-gauge railway invites you to ride its historic train during the summer season, from "
                "29 June to 31 August 2024. The train runs on Saturdays and Sundays, departing from Rudy Wąskotorowe "
                "station at 10:30, 13:00 and 15:30. The return trip to Stanica takes about 1.5 hours, including a "
                "20-minute stop. A standard ticket costs PLN 35 and a reduced one PLN 25; children under 3 travel free. "
                "Tickets can be bought at the station ticket office or online. If the steam locomotive breaks down, the "
                "service may be run by a diesel locomotive. Groups of more than 15 people are asked to book in advance.",
            ),
        ],
        bad=[
            Slip(0, [("ulgowy 25 zł", "ulgowy 20 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Bilety są dostępne w kasie stacyjnej i online.",
                        "Bilety są dostępne w kasie stacyjnej i online. W składzie jest też wagon barowy z przekąskami.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("13:00 and 15:30", "13:00 and 16:30")], "date"),
        ],
    ),
    Case(
        key="pl-regulamin-strefy-saun-spa",
        source=(
            "Regulamin strefy saun. Ze strefy saun samodzielnie mogą korzystać osoby, które ukończyły 16 lat; dzieci w "
            "wieku 12–16 lat – wyłącznie pod opieką dorosłego. Przed wejściem do sauny należy wziąć prysznic i "
            "dokładnie się osuszyć. W saunie suchej obowiązuje korzystanie z ręcznika – żadna część ciała nie może "
            "dotykać drewna. Nie wolno wnosić do saun szklanych butelek ani używać telefonów. Jednorazowy pobyt w "
            "saunie nie powinien trwać dłużej niż 15 minut. Osoby z chorobami serca lub nadciśnieniem powinny przed "
            "skorzystaniem z sauny skonsultować się z lekarzem, ponieważ wysoka temperatura może nasilać objawy. "
            "Seanse z polewaniem odbywają się o pełnych godzinach."
        ),
        good=[
            Good(
                "preserve",
                "Zasady korzystania z saun:\n"
                "- Samodzielnie z saun mogą korzystać osoby, które ukończyły 16 lat, a dzieci w wieku 12–16 lat – tylko pod opieką dorosłego.\n"
                "- Przed wejściem do sauny trzeba wziąć prysznic i dokładnie się wytrzeć.\n"
                "- W saunie suchej obowiązkowo korzystamy z ręcznika; żadna część ciała nie może stykać się z drewnem.\n"
                "- Nie wolno wnosić szklanych butelek ani korzystać z telefonów.\n"
                "- Jednorazowo nie powinno się przebywać w saunie dłużej niż 15 minut.\n"
                "- Jeśli chorujesz na serce lub masz nadciśnienie, przed sauną powinieneś skonsultować się z lekarzem – wysoka temperatura może nasilać objawy.\n"
                "- Seanse z polewaniem: o pełnych godzinach.",
            ),
            Good(
                "preserve",
                "Osoby, które ukończyły 16 lat, mogą korzystać ze strefy saun samodzielnie, natomiast dzieci w wieku od 12 "
                "do 16 lat wyłącznie pod opieką osoby dorosłej. Każdy użytkownik przed wejściem do sauny ma obowiązek "
                "wziąć prysznic i starannie się osuszyć. W saunie suchej należy używać ręcznika, tak aby żadna część ciała "
                "nie dotykała drewna. Wnoszenie do saun szklanych butelek oraz używanie telefonów jest zabronione. "
                "Pojedynczy pobyt w saunie nie powinien przekraczać 15 minut. Ponieważ wysoka temperatura może nasilać "
                "objawy, osoby z chorobami serca lub nadciśnieniem powinny wcześniej skonsultować się z lekarzem. Seanse "
                "z polewaniem rozpoczynają się o każdej pełnej godzinie.",
            ),
            Good(
                "en",
                "Sauna area rules. Anyone aged 16 or over may use the sauna area on their own; children aged 12–16 may "
                "use it only under the supervision of an adult. Before entering a sauna, you must shower and dry yourself "
                "thoroughly. A towel must be used in the dry sauna – no part of your body may touch the wood. Glass "
                "bottles must not be brought into the saunas, and phones must not be used there. A single stay in a sauna "
                "should not last longer than 15 minutes. People with heart disease or high blood pressure should consult "
                "a doctor before using the sauna, as high temperatures may make their symptoms worse. Sessions with water "
                "poured on the stones take place on the hour.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Nie wolno wnosić szklanych butelek ani korzystać z telefonów.",
                        "- Wolno wnosić szklane butelki i korzystać z telefonów.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "powinny wcześniej skonsultować się z lekarzem",
                        "mogą wcześniej skonsultować się z lekarzem",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "as high temperatures may make their symptoms worse",
                        "as high temperatures make their symptoms worse",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-readme-pdfslim-instalacja-uzycie",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `pdfslim` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:\n\n"
            "```bash\npip install pdfslim==2.3.1\n```\n\n"
            "Po instalacji sprawdź, czy działa: `pdfslim --version`.\n\n"
            "## Użycie\n\n"
            "Aby zmniejszyć plik, podaj ścieżkę wejściową i wyjściową:\n\n"
            "```bash\npdfslim raport.pdf raport-maly.pdf --quality 75\n```\n\n"
            "Domyślna jakość to 85. Nie używaj wartości poniżej 40, bo tekst może stać się nieczytelny. Pliki większe "
            "niż 200 MB są przetwarzane we fragmentach, co może potrwać kilka minut."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `pdfslim` potrzebny jest Python 3.10 lub nowszy. Instalacja:\n\n"
                "```bash\npip install pdfslim==2.3.1\n```\n\n"
                "Następnie upewnij się, że narzędzie działa, uruchamiając `pdfslim --version`.\n\n"
                "## Użycie\n\n"
                "Podaj plik wejściowy i wyjściowy, aby zmniejszyć rozmiar PDF-a:\n\n"
                "```bash\npdfslim raport.pdf raport-maly.pdf --quality 75\n```\n\n"
                "Jeśli nie ustawisz jakości, przyjmowana jest wartość 85. Nie używaj wartości niższych niż 40 – tekst może "
                "wtedy stać się nieczytelny. Pliki powyżej 200 MB są przetwarzane we fragmentach, więc może to zająć kilka minut.",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Wymagania: Python 3.10 lub nowszy.\n\n"
                "```bash\npip install pdfslim==2.3.1\n```\n\n"
                "Poprawność instalacji sprawdzisz poleceniem `pdfslim --version`.\n\n"
                "## Użycie\n\n"
                "```bash\npdfslim raport.pdf raport-maly.pdf --quality 75\n```\n\n"
                "- Aby zmniejszyć plik, podaj dwie ścieżki: pierwsza to plik wejściowy, druga – wyjściowy.\n"
                "- Domyślna jakość wynosi 85.\n"
                "- Nie ustawiaj jakości poniżej 40, ponieważ tekst może stać się nieczytelny.\n"
                "- Pliki większe niż 200 MB są przetwarzane we fragmentach; może to potrwać kilka minut.",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "`pdfslim` requires Python 3.10 or later. Install it with:\n\n"
                "```bash\npip install pdfslim==2.3.1\n```\n\n"
                "After installing, check that it works: `pdfslim --version`.\n\n"
                "## Usage\n\n"
                "To shrink a file, give the input and output paths:\n\n"
                "```bash\npdfslim raport.pdf raport-maly.pdf --quality 75\n```\n\n"
                "The default quality is 85. Do not use values below 40, as the text may become unreadable. Files larger "
                "than 200 MB are processed in chunks, which may take a few minutes.",
            ),
        ],
        bad=[
            Slip(0, [("Pliki powyżej 200 MB", "Pliki powyżej 100 MB")], "number"),
            Slip(1, [("## Użycie\n\n", "Użycie\n\n")], "markdown"),
            Slip(
                2,
                [
                    (
                        "check that it works: `pdfslim --version`",
                        "check that it works: `pdfslim version`",
                    )
                ],
                "code",
            ),
        ],
    ),
    Case(
        key="pl-smartfon-w-lozku-krotszy-sen-uczniow",
        source=(
            "Nastolatki, które korzystają ze smartfona w łóżku, śpią średnio o 47 minut krócej niż ich rówieśnicy – "
            "wynika z badania przeprowadzonego na grupie 2300 uczniów w wieku 13–17 lat (Kowalczyk i Nowak, 2023, "
            "„Sen i Zdrowie”, t. 12, s. 45–58). Autorzy zauważają, że niebieskie światło ekranu prawdopodobnie opóźnia "
            "wydzielanie melatoniny, choć nie wykluczają wpływu samych treści, np. mediów społecznościowych. Ponad 60% "
            "badanych przyznało, że sprawdza telefon także po przebudzeniu w nocy. Badacze zastrzegają, że badanie "
            "miało charakter przekrojowy, więc nie pozwala stwierdzić związku przyczynowego. Zalecają, by odkładać "
            "telefon co najmniej godzinę przed snem."
        ),
        good=[
            Good(
                "preserve",
                "Z badania Kowalczyk i Nowak (2023), opublikowanego w czasopiśmie „Sen i Zdrowie” (t. 12, s. 45–58), "
                "wynika, że nastolatki korzystające ze smartfona w łóżku śpią przeciętnie o 47 minut krócej niż ich "
                "rówieśnicy. W badaniu wzięło udział 2300 uczniów w wieku od 13 do 17 lat. Ponad 60% z nich przyznało, że "
                "zagląda do telefonu również wtedy, gdy obudzi się w nocy. Zdaniem autorów niebieskie światło ekranu "
                "prawdopodobnie opóźnia wydzielanie melatoniny, ale nie można wykluczyć wpływu samych treści, np. mediów "
                "społecznościowych. Ponieważ było to badanie przekrojowe, nie da się na jego podstawie stwierdzić związku "
                "przyczynowego. Badacze zalecają odkładanie telefonu co najmniej na godzinę przed snem.",
            ),
            Good(
                "preserve",
                "Smartfon w łóżku to mniej snu? Według badania Kowalczyk i Nowak (2023, „Sen i Zdrowie”, t. 12, s. 45–58) "
                "nastolatki, które korzystają ze smartfona w łóżku, śpią średnio o 47 minut krócej od rówieśników. "
                "Badaniem objęto 2300 uczniów w wieku 13–17 lat, a ponad 60% z nich przyznało, że sięga po telefon także "
                "po nocnym przebudzeniu. Autorzy uważają, że winne jest prawdopodobnie niebieskie światło ekranu, które "
                "opóźnia wydzielanie melatoniny, choć nie wykluczają, że znaczenie mają też same treści, takie jak media "
                "społecznościowe. Zastrzegają jednak, że badanie było przekrojowe i nie pozwala stwierdzić związku "
                "przyczynowego. Radzą odkładać telefon przynajmniej godzinę przed snem.",
            ),
            Good(
                "en",
                "Teenagers who use a smartphone in bed sleep on average 47 minutes less than their peers, according to a "
                "study of 2,300 pupils aged 13–17 (Kowalczyk and Nowak, 2023, Sen i Zdrowie, vol. 12, pp. 45–58). The "
                "authors note that blue light from the screen probably delays the release of melatonin, although they do "
                "not rule out an effect of the content itself, such as social media. More than 60% of respondents admitted "
                "that they also check their phone after waking up at night. The researchers caution that the study was "
                "cross-sectional, so it does not allow a causal link to be established. They recommend putting the phone "
                "away at least an hour before bedtime.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "niebieskie światło ekranu prawdopodobnie opóźnia",
                        "niebieskie światło ekranu opóźnia",
                    )
                ],
                "hedge",
            ),
            Slip(
                1, [("śpią średnio o 47 minut krócej", "śpią średnio o 74 minuty krócej")], "number"
            ),
            Slip(2, [("(Kowalczyk and Nowak, 2023,", "(Kowalczyk and Nowak, 2021,")], "citation"),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-zwrot-towaru-konsument",
        source=(
            "Zwrot towaru kupionego w naszym sklepie internetowym. Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o "
            "prawach konsumenta masz prawo odstąpić od umowy w terminie 14 dni od otrzymania przesyłki, bez podawania "
            "przyczyny. Wystarczy wypełnić formularz zwrotu i odesłać towar na adres: ul. Składowa 12, 61-897 Poznań. "
            "Zwrócimy Ci pieniądze w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, tą samą metodą płatności. "
            "Koszt odesłania towaru ponosi kupujący. Prawo odstąpienia nie przysługuje w przypadku produktów wykonanych "
            "na zamówienie klienta (art. 38 pkt 3 ustawy). Nie przyjmujemy przesyłek wysłanych za pobraniem."
        ),
        good=[
            Good(
                "preserve",
                "Jak zwrócić zamówienie?\n"
                "- Masz 14 dni od otrzymania paczki na odstąpienie od umowy i nie musisz podawać powodu (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n"
                "- Wystarczy wypełnić formularz zwrotu i wysłać towar na adres: ul. Składowa 12, 61-897 Poznań.\n"
                "- Koszt odesłania pokrywasz Ty.\n"
                "- Przesyłek za pobraniem nie przyjmujemy.\n"
                "- Pieniądze oddamy w ciągu 14 dni od otrzymania Twojego oświadczenia o odstąpieniu, tą samą metodą, którą zapłaciłeś.\n"
                "- Prawo odstąpienia nie przysługuje przy produktach wykonanych na zamówienie klienta (art. 38 pkt 3 ustawy).",
            ),
            Good(
                "preserve",
                "Konsument, który kupił towar w naszym sklepie internetowym, może odstąpić od umowy bez podania przyczyny w "
                "ciągu 14 dni od dnia otrzymania przesyłki – przewiduje to art. 27 ustawy z dnia 30 maja 2014 r. o prawach "
                "konsumenta. W tym celu wystarczy wypełnić formularz zwrotu i odesłać towar na adres ul. Składowa 12, "
                "61-897 Poznań; koszt odesłania ponosi kupujący. Przesyłki nadane za pobraniem nie są przyjmowane. Zwrot "
                "płatności następuje w terminie 14 dni od otrzymania oświadczenia o odstąpieniu od umowy, przy użyciu tej "
                "samej metody płatności. Zgodnie z art. 38 pkt 3 ustawy prawo odstąpienia nie przysługuje w odniesieniu do "
                "produktów wykonanych na zamówienie klienta.",
            ),
            Good(
                "en",
                "Returning goods bought in our online shop. Under Article 27 of the Consumer Rights Act of 30 May 2014, "
                "you have the right to withdraw from the contract within 14 days of receiving the parcel, without giving "
                "any reason. Simply fill in the return form and send the goods to: ul. Składowa 12, 61-897 Poznań. We will "
                "refund you within 14 days of receiving your notice of withdrawal, using the same payment method. The "
                "buyer pays the cost of sending the goods back. The right of withdrawal does not apply to products made "
                "to the customer's order (Article 38(3) of the Act). We do not accept parcels sent cash on delivery.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Przesyłek za pobraniem nie przyjmujemy.",
                        "- Przesyłki za pobraniem przyjmujemy.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "w ciągu 14 dni od dnia otrzymania przesyłki",
                        "w ciągu 30 dni od dnia otrzymania przesyłki",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("(Article 38(3) of the Act)", "(Article 38(13) of the Act)")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-kopie-zapasowe-serwera-konfiguracja",
        source=(
            "# Kopie zapasowe serwera\n\n"
            "Kopie zapasowe wykonuje skrypt `backup.sh`, uruchamiany przez crona codziennie o 2:30. Konfiguracja "
            "znajduje się w pliku `/etc/backup/config.yml`.\n\n"
            "Najważniejsze ustawienia:\n\n"
            "- `retention_days` – liczba dni przechowywania kopii (domyślnie 14),\n"
            "- `target` – katalog docelowy, np. `/mnt/nas/backup`,\n"
            "- `encrypt` – włącza szyfrowanie (domyślnie `true`).\n\n"
            "Po każdej zmianie konfiguracji musisz uruchomić `backup.sh --check`, aby zweryfikować plik. Nie wyłączaj "
            "szyfrowania na serwerach produkcyjnych. Kopie warto raz w miesiącu odtworzyć testowo na osobnej maszynie."
        ),
        good=[
            Good(
                "preserve",
                "# Kopie zapasowe serwera\n\n"
                "Za kopie zapasowe odpowiada skrypt `backup.sh`, który cron uruchamia codziennie o 2:30. Ustawienia są "
                "zapisane w pliku `/etc/backup/config.yml`.\n\n"
                "Kluczowe opcje:\n\n"
                "- `retention_days` – przez ile dni przechowujemy kopie (domyślnie 14),\n"
                "- `target` – katalog, do którego trafiają kopie, np. `/mnt/nas/backup`,\n"
                "- `encrypt` – włącza szyfrowanie kopii (domyślnie `true`).\n\n"
                "Każdą zmianę konfiguracji musisz zweryfikować, uruchamiając `backup.sh --check`. Na serwerach "
                "produkcyjnych nie wyłączaj szyfrowania. Raz w miesiącu warto testowo odtworzyć kopię na osobnej maszynie.",
            ),
            Good(
                "preserve",
                "# Kopie zapasowe serwera\n\n"
                "Codziennie o 2:30 cron uruchamia skrypt `backup.sh`, który wykonuje kopie zapasowe. Jego konfiguracja jest "
                "w pliku `/etc/backup/config.yml`.\n\n"
                "| Ustawienie | Znaczenie | Domyślnie |\n"
                "|---|---|---|\n"
                "| `retention_days` | liczba dni przechowywania kopii | 14 |\n"
                "| `target` | katalog docelowy, np. `/mnt/nas/backup` | – |\n"
                "| `encrypt` | włącza szyfrowanie | `true` |\n\n"
                "Pamiętaj:\n\n"
                "1. Po każdej zmianie konfiguracji musisz uruchomić `backup.sh --check`, żeby zweryfikować plik.\n"
                "2. Na serwerach produkcyjnych nie wolno wyłączać szyfrowania.\n"
                "3. Raz w miesiącu warto testowo odtworzyć kopie na osobnej maszynie.",
            ),
            Good(
                "en",
                "# Server backups\n\n"
                "Backups are made by the `backup.sh` script, which cron runs every day at 2:30. The configuration is in "
                "`/etc/backup/config.yml`.\n\n"
                "Key settings:\n\n"
                "- `retention_days` – how many days backups are kept (default 14),\n"
                "- `target` – the destination directory, e.g. `/mnt/nas/backup`,\n"
                "- `encrypt` – turns on encryption (default `true`).\n\n"
                "After every configuration change you must run `backup.sh --check` to validate the file. Do not disable "
                "encryption on production servers. It is a good idea to do a test restore of the backups on a separate "
                "machine once a month.",
            ),
        ],
        bad=[
            Slip(0, [("`/etc/backup/config.yml`", "`/etc/backup/config.yaml`")], "code"),
            Slip(
                1,
                [("| `target` | katalog docelowy, np. `/mnt/nas/backup` | – |\n", "")],
                "markdown",
            ),
            Slip(
                2,
                [("you must run `backup.sh --check`", "you can run `backup.sh --check`")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-tabletki-przeciwbolowe-dawki-dobowe",
        source=(
            "Dawkowanie: dorośli i młodzież powyżej 12 lat przyjmują 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 "
            "godzin, w razie potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy "
            "przyjmować po posiłku, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w "
            "przypadku gorączki i 5 dni w przypadku bólu. Leku nie stosować u dzieci poniżej 12 lat. Działania "
            "niepożądane, takie jak ból brzucha czy nudności, mogą wystąpić u mniej niż 1 na 10 pacjentów. "
            "Długotrwałe stosowanie dużych dawek może zwiększać ryzyko zawału serca."
        ),
        good=[
            Good(
                "preserve",
                "Jak stosować lek:\n"
                "• Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, jeśli jest taka potrzeba.\n"
                "• Nie więcej niż 6 tabletek (1200 mg) w ciągu doby.\n"
                "• Przyjmować po jedzeniu, popijając wodą.\n"
                "• Bez porady lekarza nie stosować dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "• Nie stosować u dzieci poniżej 12 lat.\n"
                "Działania niepożądane, np. ból brzucha czy nudności, mogą wystąpić u mniej niż 1 na 10 pacjentów. "
                "Przyjmowanie dużych dawek przez długi czas może zwiększać ryzyko zawału serca.",
            ),
            Good(
                "preserve",
                "Jeśli masz ponad 12 lat, przyjmuj w razie potrzeby 1 lub 2 tabletki (czyli 200–400 mg ibuprofenu) co 4–6 "
                "godzin. W ciągu doby nie przyjmuj więcej niż 6 tabletek, tj. 1200 mg. Tabletki przyjmuj po posiłku i "
                "popijaj wodą. Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i dłużej niż 5 dni "
                "przy bólu. Lek nie jest przeznaczony dla dzieci poniżej 12 lat. U mniej niż 1 na 10 pacjentów mogą "
                "wystąpić działania niepożądane, np. ból brzucha lub nudności. Długotrwałe przyjmowanie dużych dawek może "
                "zwiększać ryzyko zawału serca.",
            ),
            Good(
                "en",
                "Dosage: adults and adolescents over 12 years take 1–2 tablets (200–400 mg of ibuprofen) every 4–6 hours "
                "as needed. Do not take more than 6 tablets (1200 mg) in 24 hours. Take the medicine after a meal with "
                "water. Without consulting a doctor, do not use it for more than 3 days for fever or 5 days for pain. Do "
                "not use in children under 12. Side effects such as stomach pain or nausea may occur in fewer than 1 in 10 "
                "patients. Long-term use of high doses may increase the risk of heart attack.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "• Nie stosować u dzieci poniżej 12 lat.",
                        "• Można stosować także u dzieci poniżej 12 lat.",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("dużych dawek może zwiększać ryzyko", "dużych dawek zwiększa ryzyko")], "hedge"
            ),
            Slip(
                2,
                [("Do not take more than 6 tablets", "Do not take more than 8 tablets")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-praca-licencjacka-socjologia-wymogi-bibliografia",
        source=(
            "Wymogi dotyczące pracy licencjackiej na kierunku socjologia. Praca powinna liczyć od 40 do 60 stron i "
            "musi zostać złożona w systemie APD do 15 czerwca 2025 r. Przypisy i bibliografię należy sporządzić w stylu "
            "APA (7. wydanie). Przykład poprawnego zapisu: Sztompka, P. (2012). Socjologia. Analiza społeczeństwa. "
            "Wydawnictwo Znak. Bibliografia powinna obejmować co najmniej 20 pozycji, w tym minimum 5 anglojęzycznych. "
            "Praca zostanie sprawdzona w Jednolitym Systemie Antyplagiatowym; wynik powyżej 50% może skutkować "
            "niedopuszczeniem do obrony. Szczegółowe wytyczne i wzór strony tytułowej znajdują się na stronie "
            "socjologia.uni.lodz.pl/dyplomy."
        ),
        good=[
            Good(
                "preserve",
                "Praca licencjacka na socjologii – najważniejsze wymogi:\n"
                "1. Praca powinna mieć od 40 do 60 stron.\n"
                "2. Trzeba ją złożyć w systemie APD najpóźniej 15 czerwca 2025 r.\n"
                "3. Przypisy i bibliografię należy przygotować w stylu APA (7. wydanie), np.: Sztompka, P. (2012). Socjologia. Analiza społeczeństwa. Wydawnictwo Znak.\n"
                "4. W bibliografii powinno się znaleźć co najmniej 20 pozycji, w tym minimum 5 anglojęzycznych.\n"
                "5. Pracę sprawdzi Jednolity System Antyplagiatowy – wynik wyższy niż 50% może oznaczać niedopuszczenie do obrony.\n"
                "Szczegółowe wytyczne i wzór strony tytułowej: socjologia.uni.lodz.pl/dyplomy.",
            ),
            Good(
                "preserve",
                "Piszesz licencjat z socjologii? Twoja praca powinna mieć od 40 do 60 stron, a złożyć ją musisz w systemie "
                "APD do 15 czerwca 2025 r. Przypisy i bibliografię należy sporządzić w stylu APA (wydanie 7.) – wzorem "
                "może być zapis: Sztompka, P. (2012). Socjologia. Analiza społeczeństwa. Wydawnictwo Znak. W bibliografii "
                "powinno znaleźć się co najmniej 20 pozycji, z czego minimum 5 po angielsku. Pracę sprawdzi Jednolity "
                "System Antyplagiatowy; jeśli wynik przekroczy 50%, możesz nie zostać dopuszczony do obrony. Szczegółowe "
                "wytyczne i wzór strony tytułowej znajdziesz na stronie socjologia.uni.lodz.pl/dyplomy.",
            ),
            Good(
                "en",
                "Requirements for the bachelor's thesis in sociology. The thesis should be 40 to 60 pages long and must be "
                "submitted in the APD system by 15 June 2025. Footnotes and the bibliography must follow APA style (7th "
                "edition). An example of a correct entry: Sztompka, P. (2012). Socjologia. Analiza społeczeństwa. "
                "Wydawnictwo Znak. The bibliography should include at least 20 items, including at least 5 in "
                "English. The thesis will be checked in the Uniform Anti-Plagiarism System (JSA); a score above 50% may "
                "result in the student not being admitted to the defence. Detailed guidelines and a title page template "
                "are available at socjologia.uni.lodz.pl/dyplomy.",
            ),
        ],
        bad=[
            Slip(0, [("Sztompka, P. (2012)", "Sztompka, P. (2002)")], "citation"),
            Slip(1, [("socjologia.uni.lodz.pl/dyplomy", "socjologia.uni.lodz.pl/prace")], "url"),
            Slip(
                2,
                [
                    (
                        "The thesis should be 40 to 60 pages long",
                        "The thesis must be 40 to 60 pages long",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-firmowa-polityka-hasel-dzial-it",
        source=(
            "Polityka haseł w firmie – obowiązuje od 1 marca 2025 r. Hasło do konta domenowego musi mieć co najmniej "
            "14 znaków i nie może zawierać Twojego imienia, nazwiska ani loginu. Hasło zmieniasz tylko wtedy, gdy "
            "podejrzewasz, że ktoś mógł je poznać – nie wymuszamy już okresowej zmiany co 90 dni. Nie zapisuj haseł w "
            "plikach ani na kartkach; korzystaj z menedżera haseł KeePassXC zainstalowanego na firmowych komputerach. "
            "Logowanie do poczty i VPN wymaga uwierzytelniania dwuskładnikowego. Aby zmienić hasło, wpisz w terminalu "
            "`passwd-ad --user twoj.login` lub skorzystaj z portalu haslo.firma.local. W razie problemów zgłoś się do "
            "działu IT."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 r. w firmie obowiązują następujące zasady dotyczące haseł:\n"
                "- Hasło do konta domenowego musi liczyć co najmniej 14 znaków. Nie może zawierać Twojego imienia, nazwiska ani loginu.\n"
                "- Okresowej zmiany co 90 dni już nie wymuszamy – hasło zmieniasz tylko wtedy, gdy podejrzewasz, że ktoś mógł je poznać.\n"
                "- Nie zapisuj haseł w plikach ani na kartkach. Korzystaj z menedżera haseł KeePassXC, który jest zainstalowany na komputerach firmowych.\n"
                "- Logowanie do poczty i VPN wymaga uwierzytelniania dwuskładnikowego.\n"
                "- Hasło zmienisz poleceniem `passwd-ad --user twoj.login` wpisanym w terminalu albo w portalu haslo.firma.local.\n"
                "Jeśli masz problem, zgłoś się do działu IT.",
            ),
            Good(
                "preserve",
                "Od 1 marca 2025 r. w firmie obowiązuje następująca polityka haseł. Hasło do konta domenowego musi składać "
                "się z co najmniej 14 znaków i nie może zawierać imienia, nazwiska ani loginu użytkownika. Okresowa zmiana "
                "hasła co 90 dni nie jest już wymuszana; hasło zmienia się tylko wtedy, gdy istnieje podejrzenie, że ktoś "
                "mógł je poznać. Zapisywanie haseł w plikach lub na kartkach jest niedozwolone – należy korzystać z "
                "menedżera haseł KeePassXC zainstalowanego na komputerach firmowych. Logowanie do poczty i VPN wymaga "
                "uwierzytelniania dwuskładnikowego. Hasło można zmienić, wpisując w terminalu `passwd-ad --user "
                "twoj.login`, lub za pośrednictwem portalu haslo.firma.local. Problemy należy zgłaszać do działu IT.",
            ),
            Good(
                "en",
                "Company password policy – in force from 1 March 2025. Your domain account password must be at least 14 "
                "characters long and must not contain your first name, surname or login. You only change your password "
                "if you suspect someone may have learned it – we no longer force a change every 90 days. Do not write "
                "passwords down in files or on paper; use the KeePassXC password manager installed on company computers. "
                "Logging in to email and the VPN requires two-factor authentication. To change your password, type "
                "`passwd-ad --user twoj.login` in a terminal or use the haslo.firma.local portal. If you have any "
                "problems, contact the IT department.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie może zawierać Twojego imienia, nazwiska ani loginu.",
                        "Może zawierać Twoje imię, nazwisko lub login.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Logowanie do poczty i VPN wymaga uwierzytelniania dwuskładnikowego.",
                        "Logowanie do poczty i VPN wymaga uwierzytelniania dwuskładnikowego w aplikacji Microsoft Authenticator.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("`passwd-ad --user twoj.login`", "`passwd-ad --login twoj.login`")], "code"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-fundacja-warsztaty-newsletter",
        source=(
            "Informacja o przetwarzaniu danych osobowych. Administratorem Twoich danych jest Fundacja „Zielony Kwartał” "
            "z siedzibą w Gdańsku, ul. Długa 8. Dane przetwarzamy w celu organizacji warsztatów, na podstawie art. 6 "
            "ust. 1 lit. b RODO, a w przypadku zgody na newsletter – na podstawie art. 6 ust. 1 lit. a RODO. Podanie "
            "danych jest dobrowolne, ale bez nich nie możemy zapisać Cię na warsztaty. Dane będą przechowywane przez 3 "
            "lata od zakończenia warsztatów. Masz prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia "
            "skargi do Prezesa UODO. Zgodę na newsletter możesz wycofać w każdej chwili, pisząc na "
            "iod@zielonykwartal.org."
        ),
        good=[
            Good(
                "preserve",
                "Kto przetwarza Twoje dane? Administratorem jest Fundacja „Zielony Kwartał” z siedzibą w Gdańsku, ul. Długa 8.\n"
                "W jakim celu? Aby zorganizować warsztaty (podstawa: art. 6 ust. 1 lit. b RODO) oraz – jeśli wyrazisz zgodę – wysyłać newsletter (art. 6 ust. 1 lit. a RODO).\n"
                "Czy musisz podać dane? Nie, to dobrowolne, jednak bez nich nie możemy zapisać Cię na warsztaty.\n"
                "Jak długo je przechowujemy? 3 lata od zakończenia warsztatów.\n"
                "Jakie masz prawa? Prawo dostępu do danych, ich sprostowania i usunięcia oraz prawo wniesienia skargi do Prezesa UODO.\n"
                "Zgodę na newsletter możesz wycofać w każdej chwili – wystarczy napisać na iod@zielonykwartal.org.",
            ),
            Good(
                "preserve",
                "Administratorem danych osobowych jest Fundacja „Zielony Kwartał” z siedzibą w Gdańsku przy ul. Długiej 8. "
                "Dane są przetwarzane w celu organizacji warsztatów na podstawie art. 6 ust. 1 lit. b RODO, a w zakresie "
                "newslettera – na podstawie zgody, tj. art. 6 ust. 1 lit. a RODO. Podanie danych jest dobrowolne, jednak "
                "ich niepodanie uniemożliwia zapisanie się na warsztaty. Dane przechowujemy przez 3 lata od zakończenia "
                "warsztatów. Przysługuje Ci prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia "
                "skargi do Prezesa UODO. Zgodę na otrzymywanie newslettera możesz w każdej chwili wycofać, wysyłając "
                "wiadomość na adres iod@zielonykwartal.org.",
            ),
            Good(
                "en",
                "Information on the processing of personal data. The controller of your data is the Zielony Kwartał "
                "Foundation, based in Gdańsk at ul. Długa 8. We process your data to organise the workshops, on the basis "
                "of Article 6(1)(b) GDPR, and, if you consent to the newsletter, on the basis of Article 6(1)(a) GDPR. "
                "Providing your data is voluntary, but without it we cannot sign you up for the workshops. The data will "
                "be kept for 3 years after the workshops end. You have the right to access, rectify and erase your data "
                "and to lodge a complaint with the President of the UODO. You can withdraw your consent to the newsletter "
                "at any time by writing to iod@zielonykwartal.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 6 ust. 1 lit. a RODO)", "(art. 7 ust. 1 lit. a RODO)")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Podanie danych jest dobrowolne, jednak", "Podanie danych jest obowiązkowe, a")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Providing your data is voluntary, but without it we cannot sign you up for the workshops.",
                        "Podanie danych jest dobrowolne, ale bez nich nie możemy zapisać Cię na warsztaty.",
                    ),
                    (
                        "The data will be kept for 3 years after the workshops end.",
                        "Dane będą przechowywane przez 3 lata od zakończenia warsztatów.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-susza-hydrologiczna-lubelskie-komunikat-imgw",
        source=(
            "Według komunikatu Instytutu Meteorologii i Gospodarki Wodnej (IMGW-PIB) z 12 sierpnia 2024 r. susza "
            "hydrologiczna objęła 38 stacji wodowskazowych w województwie lubelskim. Najniższe stany odnotowano na "
            "Wieprzu i Bystrzycy. Eksperci szacują, że bez obfitych opadów sytuacja może się pogorszyć w ciągu "
            "najbliższych dwóch tygodni. Jak wskazuje raport „Stan zasobów wodnych Polski” (IMGW-PIB, 2023, s. 17), "
            "średnie roczne zasoby wód powierzchniowych na mieszkańca wynoszą w Polsce około 1600 m³, co stanowi mniej "
            "więcej jedną trzecią średniej europejskiej. Wojewoda apeluje o ograniczenie podlewania ogrodów i mycia "
            "samochodów, nie wprowadził jednak formalnego zakazu."
        ),
        good=[
            Good(
                "preserve",
                "Jak podał IMGW-PIB w komunikacie z 12 sierpnia 2024 r., susza hydrologiczna obejmuje 38 stacji "
                "wodowskazowych w województwie lubelskim. Najniżej woda stoi na Wieprzu i Bystrzycy. Eksperci szacują, że "
                "jeśli nie spadną obfite deszcze, w ciągu dwóch najbliższych tygodni sytuacja może się pogorszyć. Według "
                "raportu „Stan zasobów wodnych Polski” (IMGW-PIB, 2023, s. 17) średnie roczne zasoby wód powierzchniowych "
                "w Polsce to około 1600 m³ na mieszkańca – mniej więcej jedna trzecia średniej europejskiej. Wojewoda "
                "zaapelował o ograniczenie podlewania ogrodów i mycia aut, ale formalnego zakazu nie wprowadził.",
            ),
            Good(
                "preserve",
                "Susza w województwie lubelskim – najważniejsze informacje:\n"
                "- Komunikat IMGW-PIB z 12 sierpnia 2024 r.: susza hydrologiczna na 38 stacjach wodowskazowych.\n"
                "- Najniższe stany wód: Wieprz i Bystrzyca.\n"
                "- Szacunki ekspertów: bez obfitych opadów sytuacja może się pogorszyć w ciągu najbliższych dwóch tygodni.\n"
                "- Tło: według raportu „Stan zasobów wodnych Polski” (IMGW-PIB, 2023, s. 17) na mieszkańca Polski przypada rocznie średnio około 1600 m³ wód powierzchniowych, czyli mniej więcej jedna trzecia średniej europejskiej.\n"
                "- Wojewoda apeluje o ograniczenie podlewania ogrodów i mycia samochodów, ale nie wprowadził formalnego zakazu.",
            ),
            Good(
                "en",
                "According to a bulletin issued by the Institute of Meteorology and Water Management (IMGW-PIB) on "
                "12 August 2024, hydrological drought has affected 38 water gauge stations in Lublin Province. The lowest "
                "levels were recorded on the Wieprz and Bystrzyca rivers. Experts estimate that without heavy rainfall the "
                "situation may worsen over the next two weeks. As the report 'Stan zasobów wodnych Polski' (IMGW-PIB, "
                "2023, p. 17) points out, average annual surface water resources in Poland are about 1,600 m³ per person, "
                "roughly a third of the European average. The provincial governor is urging people to limit watering "
                "gardens and washing cars, but has not introduced a formal ban.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Najniżej woda stoi na Wieprzu i Bystrzycy.",
                        "Najniżej woda stoi na Wieprzu i Bystrzycy, gdzie w kilku miejscowościach zamknięto już kąpieliska.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(IMGW-PIB, 2023, s. 17)", "(IMGW-PIB, 2023, s. 71)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Experts estimate that without heavy rainfall the situation may worsen",
                        "Without heavy rainfall the situation will worsen",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-maraton-wroclawski-informacje-dla-biegaczy",
        source=(
            "Informacje dla uczestników 10. Maratonu Wrocławskiego. Bieg wystartuje w niedzielę 15 września 2024 r. o "
            "godz. 9:00 sprzed Stadionu Olimpijskiego. Pakiety startowe można odbierać w piątek i sobotę w godz. "
            "10:00–20:00 w Hali Stulecia; do odbioru potrzebny jest dokument tożsamości. Limit czasu na pokonanie trasy "
            "wynosi 6 godzin – zawodnicy, którzy nie dotrą do 30. kilometra przed godz. 13:00, zostaną poproszeni o "
            "zejście z trasy. Punkty z wodą rozmieszczono co 5 km. Nie będzie możliwości przepisania numeru startowego "
            "na inną osobę. Szczegółowa mapa trasy jest dostępna na stronie maratonwroclaw.pl."
        ),
        good=[
            Good(
                "preserve",
                "10. Maraton Wrocławski – najważniejsze informacje:\n"
                "- Start: niedziela, 15 września 2024 r., godz. 9:00, sprzed Stadionu Olimpijskiego.\n"
                "- Pakiety startowe: piątek i sobota, 10:00–20:00, Hala Stulecia. Do odbioru potrzebny jest dokument tożsamości.\n"
                "- Limit czasu: 6 godzin. Kto nie dotrze do 30. kilometra przed 13:00, zostanie poproszony o zejście z trasy.\n"
                "- Woda: punkty co 5 km.\n"
                "- Numeru startowego nie można przepisać na inną osobę.\n"
                "- Szczegółowa mapa trasy: maratonwroclaw.pl.",
            ),
            Good(
                "preserve",
                "Drogi biegaczu! 10. Maraton Wrocławski wystartuje w niedzielę, 15 września 2024 r., o 9:00 sprzed "
                "Stadionu Olimpijskiego. Pakiet startowy odbierzesz w Hali Stulecia w piątek lub w sobotę między 10:00 a "
                "20:00 – pamiętaj o dokumencie tożsamości, bo bez niego się nie obejdzie. Na pokonanie trasy masz 6 godzin. "
                "Jeśli do 13:00 nie dotrzesz do 30. kilometra, poprosimy Cię o zejście z trasy. Punkty z wodą czekają co "
                "5 km. Numeru startowego nie da się przepisać na kogoś innego. Szczegółową mapę trasy znajdziesz na "
                "stronie maratonwroclaw.pl. Powodzenia!",
            ),
            Good(
                "en",
                "Information for participants in the 10th Wrocław Marathon. The race starts on Sunday, 15 September 2024, "
                "at 9:00 a.m. in front of the Olympic Stadium. Race packs can be collected on Friday and Saturday from "
                "10:00 a.m. to 8:00 p.m. at the Centennial Hall; you will need an ID document to collect yours. The time "
                "limit for the course is 6 hours – runners who have not reached the 30 km mark by 1:00 p.m. will be asked "
                "to leave the course. Water stations are placed every 5 km. Race numbers cannot be transferred to another "
                "person. A detailed course map is available at maratonwroclaw.pl.",
            ),
        ],
        bad=[
            Slip(0, [("piątek i sobota, 10:00–20:00", "piątek i sobota, 10:00–18:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Na pokonanie trasy masz 6 godzin. Jeśli do 13:00 nie dotrzesz do 30. kilometra, poprosimy Cię o zejście z trasy.",
                        "The time limit for the course is 6 hours. If you have not reached the 30 km mark by 1:00 p.m., you will be asked to leave the course.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "in front of the Olympic Stadium.",
                        "in front of the Olympic Stadium and finishes in the Market Square.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

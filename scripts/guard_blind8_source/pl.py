# ruff: noqa: E501, RUF001
"""Blind-8 guard pairs: Polish sources, rewritten into Polish or English."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = []

CASES.append(
    Case(
        key="pl-wodomierze",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w dniach od 10 do 21 marca 2025 r. w budynkach przy ul. Lipowej 4, 6 i 8 zostanie przeprowadzona wymiana wodomierzy. Prace będą wykonywane w godzinach 8:00–15:00 przez firmę Aqua-Pomiar. Wymiana jest bezpłatna, a koszt nowych urządzeń pokrywa fundusz remontowy spółdzielni. Mieszkańcy są zobowiązani do udostępnienia lokalu w wyznaczonym terminie. Osoby, które nie mogą być obecne, powinny zgłosić to w administracji najpóźniej do 7 marca pod numerem 22 615 40 12. Wymiana jednego wodomierza trwa zwykle około 20 minut. Pracownicy firmy nie pobierają żadnych opłat i nie wolno im przyjmować gotówki od mieszkańców.",
        good=[
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zacisze” wymienia wodomierze w blokach przy ul. Lipowej 4, 6 i 8. Wymiana potrwa od 10 do 21 marca 2025 r. Zrobi to firma Aqua-Pomiar w godzinach od 8:00 do 15:00. Za wymianę nic nie płacisz, bo nowe urządzenia kupuje spółdzielnia z funduszu remontowego. Musisz wpuścić pracowników do mieszkania w wyznaczonym terminie. Jeśli nie możesz być wtedy w domu, powinieneś zgłosić to w administracji pod numerem 22 615 40 12 najpóźniej do 7 marca. Wymiana jednego wodomierza trwa zwykle około 20 minut. Pracownicy firmy nie biorą żadnych opłat i nie wolno im przyjmować od mieszkańców gotówki.",
            ),
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że firma Aqua-Pomiar przeprowadzi wymianę wodomierzy w budynkach przy ul. Lipowej 4, 6 i 8 w terminie 10–21.03.2025, w godzinach 8:00–15:00. Usługa jest nieodpłatna dla mieszkańców; koszt urządzeń zostanie pokryty z funduszu remontowego Spółdzielni. Na mieszkańcach ciąży obowiązek udostępnienia lokalu w wyznaczonym terminie. Osobom, które nie będą mogły być obecne, zaleca się zgłoszenie tego faktu w administracji (tel. 22 615 40 12) nie później niż 7 marca. Wymiana pojedynczego urządzenia zajmuje zwykle około 20 minut. Pracownicy wykonawcy nie pobierają opłat, a przyjmowanie przez nich gotówki od mieszkańców jest zabronione.",
            ),
            Good(
                "en",
                "The Management Board of the “Zacisze” Housing Cooperative announces that water meters in the buildings at 4, 6 and 8 Lipowa Street will be replaced between 10 and 21 March 2025. The work will be carried out by Aqua-Pomiar between 8:00 a.m. and 3:00 p.m. The replacement is free of charge, as the cost of the new meters is covered by the cooperative's renovation fund. Residents are required to give access to their flats on the scheduled date. Anyone who cannot be present should notify the administration office by 7 March at the latest, by calling 22 615 40 12. Replacing a single meter usually takes about 20 minutes. The company's workers do not charge any fees and are not allowed to accept cash from residents.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej do 7 marca", "najpóźniej do 17 marca")], "date"),
            Slip(2, [("usually takes about 20 minutes", "takes 20 minutes")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Na mieszkańcach ciąży obowiązek udostępnienia lokalu",
                        "Mieszkańców prosi się o udostępnienie lokalu",
                    )
                ],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-basen",
        source="""Regulamin korzystania z Miejskiego Basenu „Fala” (fragment § 5):

- Przed wejściem do hali basenowej należy obowiązkowo umyć całe ciało pod natryskiem.
- Dzieci poniżej 13 lat mogą przebywać na basenie wyłącznie pod opieką osoby pełnoletniej.
- Na hali basenowej zabrania się biegania, skakania do wody z bocznych krawędzi niecki oraz wnoszenia szklanych naczyń.
- Z jacuzzi mogą korzystać osoby, które ukończyły 16 lat; jednorazowy pobyt nie powinien przekraczać 15 minut.
- Czas pobytu liczony jest od przejścia przez bramkę; za każdą rozpoczętą minutę ponad wykupiony czas pobierana jest dopłata w wysokości 0,50 zł.

Basen jest czynny od poniedziałku do piątku w godz. 6:00–22:00, a w weekendy w godz. 8:00–20:00.""",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady na basenie „Fala” (§ 5 regulaminu):

- Zanim wejdziesz na halę basenową, musisz umyć całe ciało pod prysznicem.
- Dzieci, które nie skończyły 13 lat, mogą być na basenie tylko z osobą pełnoletnią.
- Na hali nie wolno biegać, skakać do wody z bocznych brzegów niecki ani wnosić szklanych naczyń.
- Do jacuzzi mogą wchodzić osoby, które mają skończone 16 lat. Jednorazowo nie powinno się w nim siedzieć dłużej niż 15 minut.
- Czas liczy się od przejścia przez bramkę. Za każdą zaczętą minutę ponad wykupiony czas dopłacasz 0,50 zł.

Basen jest otwarty od poniedziałku do piątku od 6:00 do 22:00, a w soboty i niedziele od 8:00 do 20:00.""",
            ),
            Good(
                "preserve",
                """Fragment § 5 regulaminu Miejskiego Basenu „Fala” stanowi, co następuje:

- Każdy użytkownik ma obowiązek umycia całego ciała pod natryskiem przed wejściem do hali basenowej.
- Pobyt dzieci w wieku poniżej 13 lat jest dopuszczalny wyłącznie pod opieką osoby pełnoletniej.
- Na terenie hali basenowej obowiązuje zakaz biegania, skakania do wody z bocznych krawędzi niecki oraz wnoszenia naczyń szklanych.
- Korzystanie z jacuzzi jest dozwolone po ukończeniu 16. roku życia, przy czym jednorazowy pobyt nie powinien trwać dłużej niż 15 minut.
- Czas pobytu jest naliczany od momentu przejścia przez bramkę, a każda rozpoczęta minuta przekraczająca wykupiony czas podlega dopłacie w wysokości 0,50 zł.

Obiekt jest czynny od poniedziałku do piątku w godzinach 6:00–22:00, natomiast w weekendy w godzinach 8:00–20:00.""",
            ),
            Good(
                "en",
                """Rules of the “Fala” Municipal Swimming Pool (excerpt from § 5):

- Before entering the pool hall, you must wash your whole body in the shower.
- Children under 13 may stay in the pool area only under the supervision of an adult.
- Running, jumping into the water from the side edges of the pool and bringing in glass containers are prohibited in the pool hall.
- The jacuzzi may be used by people aged 16 and over; a single session should not exceed 15 minutes.
- Time is counted from passing through the turnstile; a surcharge of PLN 0.50 is charged for each started minute beyond the time paid for.

The pool is open Monday to Friday from 6:00 a.m. to 10:00 p.m. and at weekends from 8:00 a.m. to 8:00 p.m.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("pod prysznicem.\n- Dzieci, które", "pod prysznicem. Dzieci, które")],
                "markdown",
            ),
            Slip(2, [("Children under 13", "Children under 12")], "number"),
            Slip(1, [("obowiązuje zakaz biegania", "nie zaleca się biegania")], "modality"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-szczepienia-grypa",
        source="Przychodnia „Zdrowie Rodziny” informuje, że od 1 października do 20 grudnia 2024 r. prowadzi szczepienia przeciw grypie. Szczepionka jest bezpłatna dla osób powyżej 65. roku życia, kobiet w ciąży oraz dzieci od 6. miesiąca do 18. roku życia; pozostali pacjenci płacą 55 zł. Na szczepienie trzeba zapisać się wcześniej przez stronę https://zdrowierodziny.pl/szczepienia lub telefonicznie. Przed podaniem szczepionki lekarz musi przeprowadzić kwalifikację. Osoby z gorączką powyżej 38°C nie mogą być zaszczepione tego dnia. Według dostępnych badań szczepienie zmniejsza ryzyko hospitalizacji z powodu grypy o około 40–60% (Wiśniewska i Zając, 2022).",
        good=[
            Good(
                "preserve",
                "Od 1 października do 20 grudnia 2024 r. w przychodni „Zdrowie Rodziny” można zaszczepić się przeciw grypie. Za darmo szczepią się osoby, które mają więcej niż 65 lat, kobiety w ciąży i dzieci w wieku od 6 miesięcy do 18 lat. Inni pacjenci płacą 55 zł. Trzeba się wcześniej zapisać: na stronie https://zdrowierodziny.pl/szczepienia albo przez telefon. Zanim dostaniesz szczepionkę, lekarz musi Cię zakwalifikować. Jeśli masz gorączkę powyżej 38°C, tego dnia nie zostaniesz zaszczepiony. Według dostępnych badań szczepienie zmniejsza ryzyko pobytu w szpitalu z powodu grypy o około 40–60% (Wiśniewska i Zając, 2022).",
            ),
            Good(
                "preserve",
                "Ruszają szczepienia przeciw grypie w przychodni „Zdrowie Rodziny”. Potrwają od 1 października do 20 grudnia 2024 r. Osoby powyżej 65. roku życia, kobiety w ciąży oraz dzieci od 6. miesiąca do 18. roku życia zaszczepią się bezpłatnie, pozostali zapłacą 55 zł. Obowiązują wcześniejsze zapisy, przyjmowane telefonicznie lub przez stronę https://zdrowierodziny.pl/szczepienia. Każdy pacjent przed podaniem szczepionki musi przejść kwalifikację lekarską, a osoby z gorączką powyżej 38°C tego dnia szczepionki nie otrzymają. Jak wynika z dostępnych badań, szczepienie obniża ryzyko hospitalizacji z powodu grypy o około 40–60% (Wiśniewska i Zając, 2022).",
            ),
            Good(
                "en",
                "The “Zdrowie Rodziny” clinic is offering flu vaccinations from 1 October to 20 December 2024. The vaccine is free for people over 65, pregnant women and children aged from 6 months to 18 years; other patients pay PLN 55. You need to book in advance, either at https://zdrowierodziny.pl/szczepienia or by phone. Before the vaccine is given, a doctor must carry out a qualification assessment. People with a fever above 38°C cannot be vaccinated that day. According to available studies, vaccination reduces the risk of hospitalisation due to flu by about 40–60% (Wiśniewska and Zając, 2022).",
            ),
        ],
        bad=[
            Slip(2, [("(Wiśniewska and Zając, 2022)", "(Wiśniewska, 2022)")], "citation"),
            Slip(
                0,
                [
                    (
                        "https://zdrowierodziny.pl/szczepienia",
                        "https://zdrowierodziny.pl/szczepienie",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [("tego dnia szczepionki nie otrzymają", "tego dnia szczepionkę otrzymają")],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-nabor-przedszkole",
        source="Dyrektor Przedszkola Miejskiego nr 12 w Lublinie ogłasza nabór na rok szkolny 2025/2026. Wnioski można składać od 3 do 14 marca 2025 r. przez system elektroniczny dostępny pod adresem https://nabor.lublin.eu. Do przedszkola przyjmowane są dzieci w wieku od 3 do 6 lat, zamieszkałe na terenie miasta. Zgodnie z art. 131 ust. 2 ustawy z dnia 14 grudnia 2016 r. – Prawo oświatowe w pierwszym etapie rekrutacji brane są pod uwagę kryteria ustawowe, m.in. wielodzietność rodziny. Do wniosku należy dołączyć oświadczenia potwierdzające spełnianie kryteriów. Wniosek złożony po terminie nie będzie rozpatrywany. Listy przyjętych dzieci zostaną opublikowane 4 kwietnia 2025 r. o godz. 12:00.",
        good=[
            Good(
                "preserve",
                "Przedszkole Miejskie nr 12 w Lublinie przyjmuje zapisy na rok szkolny 2025/2026. Wniosek możesz złożyć od 3 do 14 marca 2025 r. w systemie internetowym: https://nabor.lublin.eu. Przedszkole przyjmuje dzieci w wieku od 3 do 6 lat, które mieszkają w mieście. W pierwszym etapie liczą się kryteria z ustawy, na przykład to, czy rodzina jest wielodzietna. Tak mówi art. 131 ust. 2 ustawy z dnia 14 grudnia 2016 r. – Prawo oświatowe. Do wniosku musisz dołączyć oświadczenia, które potwierdzają, że spełniasz kryteria. Jeśli złożysz wniosek po terminie, nikt go nie rozpatrzy. Listy przyjętych dzieci pojawią się 4 kwietnia 2025 r. o 12:00.",
            ),
            Good(
                "preserve",
                "Dyrektor Przedszkola Miejskiego nr 12 w Lublinie informuje o naborze na rok szkolny 2025/2026. Wnioski przyjmowane są za pośrednictwem systemu elektronicznego (https://nabor.lublin.eu) w okresie od 03.03.2025 do 14.03.2025. Rekrutacja obejmuje dzieci w wieku 3–6 lat zamieszkałe na terenie miasta. W pierwszym etapie, zgodnie z art. 131 ust. 2 ustawy z dnia 14 grudnia 2016 r. – Prawo oświatowe, uwzględnia się kryteria ustawowe, w tym m.in. wielodzietność rodziny. Obowiązkowym załącznikiem do wniosku są oświadczenia potwierdzające spełnianie kryteriów. Wnioski złożone po terminie pozostaną bez rozpatrzenia. Publikacja list dzieci przyjętych nastąpi 04.04.2025 o godz. 12:00.",
            ),
            Good(
                "en",
                "The head of Municipal Kindergarten No. 12 in Lublin announces admissions for the 2025/2026 school year. Applications may be submitted from 3 to 14 March 2025 via the online system at https://nabor.lublin.eu. The kindergarten admits children aged 3 to 6 who live in the city. Under Article 131(2) of the Act of 14 December 2016 – Education Law, the first stage of admissions takes into account the statutory criteria, including whether the family has many children. Statements confirming that the criteria are met must be attached to the application. Applications submitted after the deadline will not be considered. Lists of admitted children will be published on 4 April 2025 at 12:00 noon.",
            ),
        ],
        bad=[
            Slip(2, [("Article 131(2)", "Article 131(3)")], "legal_reference"),
            Slip(1, [("do 14.03.2025", "do 21.03.2025")], "date"),
            Slip(0, [("Do wniosku musisz dołączyć", "Do wniosku możesz dołączyć")], "modality"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-konkurs-foto",
        source="""Warunki udziału w konkursie fotograficznym „Moje Mazury 2025”:

- Każdy uczestnik może zgłosić maksymalnie 3 zdjęcia w formacie JPG, o dłuższym boku co najmniej 3000 pikseli.
- Zdjęcia należy przesłać na adres konkurs@mojemazury.pl do 31 sierpnia 2025 r.
- Nie wolno zgłaszać zdjęć, które były wcześniej nagradzane w innych konkursach.
- Dopuszczalna jest podstawowa korekta kolorów i kadrowanie, ale fotomontaż jest zabroniony.

Jury przyzna nagrodę główną w wysokości 2000 zł oraz dwa wyróżnienia po 500 zł. Wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie września.""",
        good=[
            Good(
                "preserve",
                """Konkurs fotograficzny „Moje Mazury 2025” – co musisz wiedzieć:

- Możesz wysłać najwyżej 3 zdjęcia w JPG, a dłuższy bok każdego z nich musi mieć minimum 3000 pikseli.
- Zdjęcia wyślij na konkurs@mojemazury.pl – masz czas do 31 sierpnia 2025 r.
- Zdjęcia, które już zdobyły nagrody w innych konkursach, odpadają: nie wolno ich zgłaszać.
- Podstawowa korekta kolorów i kadrowanie są OK, ale fotomontaż jest zabroniony.

Jury da nagrodę główną – 2000 zł – i dwa wyróżnienia po 500 zł. Wyniki poznamy prawdopodobnie w drugiej połowie września.""",
            ),
            Good(
                "preserve",
                """Regulamin konkursu fotograficznego „Moje Mazury 2025” przewiduje następujące warunki udziału:

- Limit zgłoszeń wynosi 3 zdjęcia na uczestnika; wymagany format to JPG, a dłuższy bok fotografii musi mieć co najmniej 3000 pikseli.
- Prace należy przesyłać na adres konkurs@mojemazury.pl w terminie do 31.08.2025.
- Zabrania się zgłaszania fotografii nagrodzonych wcześniej w innych konkursach.
- Fotomontaż jest niedopuszczalny; dozwolone są natomiast podstawowa korekta kolorystyki i kadrowanie.

Jury przyzna nagrodę główną w kwocie 2000 zł oraz dwa wyróżnienia o wartości 500 zł każde. Wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie września.""",
            ),
            Good(
                "en",
                """Terms of entry for the “Moje Mazury 2025” photo contest:

- Each participant may enter up to 3 photos in JPG format, with the longer side at least 3000 pixels.
- Photos must be sent to konkurs@mojemazury.pl by 31 August 2025.
- Photos that have previously won awards in other contests may not be entered.
- Basic colour correction and cropping are allowed, but photomontage is prohibited.

The jury will award a main prize of PLN 2,000 and two honourable mentions of PLN 500 each. The results will probably be announced in the second half of September.""",
            ),
        ],
        bad=[
            Slip(0, [("konkurs@mojemazury.pl", "konkursy@mojemazury.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "The jury will award a main prize",
                        "The jury, chaired by photographer Marek Lis, will award a main prize",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("\n- Prace należy przesyłać", " Prace należy przesyłać")], "markdown"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-rozklad-pkp",
        source="PKP Intercity informuje, że od 15 grudnia 2024 r. obowiązuje nowy rozkład jazdy pociągów. Pociąg IC 3512 „Kasztelan” z Krakowa Głównego do Gdyni Głównej będzie odjeżdżał o 6:47 zamiast o 7:05, a czas przejazdu skróci się o około 25 minut. Z powodu prac torowych na odcinku Łódź Kaliska – Kutno od 13 stycznia do 28 lutego 2025 r. część pociągów zostanie skierowana objazdem. Bilety zakupione przed zmianą rozkładu zachowują ważność i nie trzeba ich wymieniać. Pasażerowie powinni sprawdzać aktualne godziny odjazdów na stronie https://www.intercity.pl/pl/site/rozklad. W razie pytań można dzwonić na infolinię pod numer 703 200 200, czynną całą dobę.",
        good=[
            Good(
                "preserve",
                "Od 15 grudnia 2024 r. PKP Intercity ma nowy rozkład jazdy. Pociąg IC 3512 „Kasztelan” z Krakowa Głównego do Gdyni Głównej odjedzie o 6:47, a nie o 7:05. Podróż będzie krótsza o mniej więcej 25 minut. Między Łodzią Kaliską a Kutnem trwają prace na torach, dlatego od 13 stycznia do 28 lutego 2025 r. część pociągów pojedzie objazdem. Bilety kupione przed zmianą rozkładu są nadal ważne i nie musisz ich wymieniać. Powinieneś sprawdzać aktualne godziny odjazdów na stronie https://www.intercity.pl/pl/site/rozklad. Jeśli masz pytania, możesz zadzwonić na infolinię: 703 200 200. Działa całą dobę.",
            ),
            Good(
                "preserve",
                "Nowy rozkład jazdy PKP Intercity obowiązuje od 15 grudnia 2024 r. Pociąg IC 3512 „Kasztelan” relacji Kraków Główny – Gdynia Główna wyrusza teraz o 6:47 zamiast o 7:05, a cała podróż potrwa około 25 minut krócej. Od 13 stycznia do 28 lutego 2025 r. część składów pojedzie objazdem ze względu na prace torowe między Łodzią Kaliską a Kutnem. Przewoźnik zapewnia, że bilety kupione przed zmianą rozkładu pozostają ważne i nie wymagają wymiany. Pasażerom zaleca się sprawdzanie aktualnych godzin odjazdów na stronie https://www.intercity.pl/pl/site/rozklad. Pytania można kierować do całodobowej infolinii pod numerem 703 200 200.",
            ),
            Good(
                "en",
                "PKP Intercity announces that a new train timetable has been in force since 15 December 2024. The IC 3512 “Kasztelan” train from Kraków Główny to Gdynia Główna will depart at 6:47 instead of 7:05, and the journey time will be cut by about 25 minutes. Because of track works between Łódź Kaliska and Kutno, some trains will be diverted from 13 January to 28 February 2025. Tickets bought before the timetable change remain valid and do not need to be exchanged. Passengers should check current departure times at https://www.intercity.pl/pl/site/rozklad. If you have any questions, you can call the 24-hour helpline on 703 200 200.",
            ),
        ],
        bad=[
            Bad(
                "en",
                "PKP Intercity announces that a new train timetable has been in force since 15 December 2024. The IC 3512 “Kasztelan” train from Kraków Główny to Gdynia Główna will depart at 6:47 instead of 7:05, and the journey time will be cut by about 25 minutes. Because of track works between Łódź Kaliska and Kutno, some trains will be diverted from 13 January to 28 February 2025. Bilety zakupione przed zmianą rozkładu zachowują ważność i nie trzeba ich wymieniać. Pasażerowie powinni sprawdzać aktualne godziny odjazdów na stronie https://www.intercity.pl/pl/site/rozklad. W razie pytań można dzwonić na całodobową infolinię pod numer 703 200 200.",
                "wrong_language",
            ),
            Slip(
                0,
                [("część pociągów pojedzie objazdem", "wszystkie pociągi pojadą objazdem")],
                "hedge",
            ),
            Slip(
                1,
                [("https://www.intercity.pl/pl/site/rozklad", "https://www.intercity.pl/rozklad")],
                "url",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-biblioteka-uczelniana",
        source="Zgodnie z § 7 regulaminu Biblioteki Głównej Politechniki Wrocławskiej studenci mogą wypożyczyć jednocześnie do 10 książek na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie, o ile na książkę nie oczekuje inny czytelnik. Za każdy dzień zwłoki naliczana jest kara w wysokości 0,30 zł od egzemplarza. Czytelnik, którego zaległe opłaty przekraczają 20 zł, nie może wypożyczać kolejnych materiałów do czasu ich uregulowania. Księgozbiór podręczny udostępniany jest wyłącznie na miejscu w czytelni. Zgodnie z § 12 ust. 2 czytelnik jest zobowiązany do odkupienia zagubionej lub zniszczonej książki albo do zapłaty jej aktualnej wartości rynkowej. Czytelnia jest otwarta od poniedziałku do piątku w godz. 8:00–20:00.",
        good=[
            Good(
                "preserve",
                "Według § 7 regulaminu Biblioteki Głównej Politechniki Wrocławskiej student może mieć wypożyczonych naraz najwyżej 10 książek, każdą na 30 dni. Wypożyczenie możesz przedłużyć dwa razy, chyba że na książkę czeka ktoś inny. Za każdy dzień spóźnienia płacisz 0,30 zł za każdy egzemplarz. Jeśli Twoje zaległe opłaty są wyższe niż 20 zł, nie wypożyczysz nic więcej, dopóki ich nie zapłacisz. Książek z księgozbioru podręcznego nie wypożycza się do domu: można z nich korzystać tylko w czytelni. Jeśli zgubisz lub zniszczysz książkę, musisz ją odkupić albo zapłacić jej obecną wartość rynkową (§ 12 ust. 2). Czytelnia jest otwarta od poniedziałku do piątku, od 8:00 do 20:00.",
            ),
            Good(
                "preserve",
                "Paragraf 7 regulaminu Biblioteki Głównej Politechniki Wrocławskiej dopuszcza jednoczesne wypożyczenie przez studenta nie więcej niż 10 książek na okres 30 dni, z możliwością dwukrotnego przedłużenia, pod warunkiem że na dany egzemplarz nie oczekuje inny czytelnik. Zwłoka w zwrocie skutkuje naliczeniem kary wynoszącej 0,30 zł za każdy dzień i każdy egzemplarz. Zaległości przekraczające 20 zł wykluczają możliwość dalszych wypożyczeń aż do momentu ich uregulowania. Księgozbiór podręczny udostępnia się wyłącznie na miejscu, w czytelni, czynnej od poniedziałku do piątku w godzinach 8:00–20:00. Na mocy § 12 ust. 2 na czytelniku spoczywa obowiązek odkupienia zagubionej bądź zniszczonej książki lub uiszczenia jej aktualnej wartości rynkowej.",
            ),
            Good(
                "en",
                "Under § 7 of the rules of the Main Library of Wrocław University of Science and Technology, students may borrow up to 10 books at a time for a period of 30 days. A loan may be renewed twice, provided no other reader is waiting for the book. A fine of PLN 0.30 per item is charged for each day of delay. Readers whose outstanding fees exceed PLN 20 may not borrow further materials until the fees are paid. The reference collection is available only on site, in the reading room. Under § 12(2), a reader must replace a lost or damaged book or pay its current market value. The reading room is open Monday to Friday, 8:00 a.m. to 8:00 p.m.",
            ),
        ],
        bad=[
            Slip(1, [("§ 12 ust. 2", "§ 12 ust. 3")], "legal_reference"),
            Slip(
                2,
                [("may not borrow further materials", "may still borrow further materials")],
                "negation",
            ),
            Slip(0, [("wyższe niż 20 zł", "wyższe niż 50 zł")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-bhp-pracownia-chemiczna",
        source="""Instrukcja BHP pracowni chemicznej nr 214:

- Przed rozpoczęciem zajęć każdy student musi założyć fartuch ochronny i okulary ochronne.
- **Zabrania się** spożywania posiłków i napojów na terenie pracowni.
- Prace z lotnymi rozpuszczalnikami, np. acetonem lub eterem dietylowym, należy wykonywać wyłącznie pod włączonym wyciągiem.
- Odpady zawierające metale ciężkie trzeba zbierać do oznaczonych pojemników, a nie wylewać do zlewu.
- Stężone kwasy wolno rozcieńczać tylko przez powolne wlewanie kwasu do wody.

Każdy wypadek, nawet drobne oparzenie, należy niezwłocznie zgłosić prowadzącemu zajęcia. Z analiz wynika, że większość wypadków w pracowniach studenckich to właśnie drobne oparzenia i skaleczenia (Zielińska i Kos, 2021). Apteczka i prysznic bezpieczeństwa znajdują się przy wyjściu, w odległości około 5 m od stanowisk.""",
        good=[
            Good(
                "preserve",
                """Zasady bezpieczeństwa w pracowni chemicznej nr 214:

- Zanim zaczniesz zajęcia, musisz założyć fartuch ochronny i okulary ochronne.
- W pracowni **nie wolno** jeść ani pić.
- Z lotnymi rozpuszczalnikami, takimi jak aceton czy eter dietylowy, pracuj tylko pod włączonym wyciągiem.
- Odpadów z metalami ciężkimi nie wylewaj do zlewu, tylko zbieraj je do oznaczonych pojemników.
- Stężony kwas możesz rozcieńczać tylko w jeden sposób: powoli wlewając kwas do wody.

Każdy wypadek, nawet małe oparzenie, od razu zgłoś prowadzącemu zajęcia. Z analiz wynika, że większość wypadków w pracowniach studenckich to właśnie drobne oparzenia i skaleczenia (Zielińska i Kos, 2021). Apteczka i prysznic bezpieczeństwa są przy wyjściu, mniej więcej 5 m od stanowisk.""",
            ),
            Good(
                "preserve",
                """Instrukcja bezpieczeństwa i higieny pracy obowiązująca w pracowni chemicznej nr 214 stanowi, że:

- każdy student przed rozpoczęciem zajęć ma obowiązek założenia fartucha ochronnego oraz okularów ochronnych;
- na terenie pracowni **obowiązuje zakaz** spożywania posiłków i napojów;
- operacje z udziałem lotnych rozpuszczalników (np. acetonu, eteru dietylowego) wykonuje się wyłącznie pod włączonym wyciągiem;
- odpady zawierające metale ciężkie gromadzi się w oznaczonych pojemnikach, a wylewanie ich do zlewu jest niedopuszczalne;
- rozcieńczanie stężonych kwasów jest dozwolone jedynie poprzez powolne wlewanie kwasu do wody.

Wszelkie wypadki, w tym drobne oparzenia, podlegają niezwłocznemu zgłoszeniu prowadzącemu zajęcia. Przeprowadzone analizy wskazują, że przeważająca część wypadków w pracowniach studenckich to drobne oparzenia i skaleczenia (Zielińska i Kos, 2021). Apteczka oraz prysznic bezpieczeństwa usytuowane są przy wyjściu, w odległości około 5 m od stanowisk pracy.""",
            ),
            Good(
                "en",
                """Health and safety rules for chemistry lab 214:

- Before the class starts, every student must put on a lab coat and safety goggles.
- Eating and drinking in the lab **is prohibited**.
- Work with volatile solvents, such as acetone or diethyl ether, must be done only under a switched-on fume hood.
- Waste containing heavy metals must be collected in labelled containers and not poured down the sink.
- Concentrated acids may be diluted only by slowly pouring the acid into water.

Every accident, even a minor burn, must be reported to the instructor immediately. Analyses show that most accidents in student labs are precisely such minor burns and cuts (Zielińska and Kos, 2021). The first-aid kit and the safety shower are located by the exit, about 5 m from the workstations.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("W pracowni **nie wolno** jeść ani pić.", "W pracowni nie wolno jeść ani pić.")],
                "markdown",
            ),
            Slip(1, [("(Zielińska i Kos, 2021)", "(Zielińska, 2021)")], "citation"),
            Slip(
                2,
                [
                    (
                        "The first-aid kit and the safety shower are located",
                        "The first-aid kit, a fire blanket and the safety shower are located",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-urzad-skarbowy-pit",
        source="Urząd Skarbowy w Radomiu przypomina, że termin złożenia zeznania PIT-37 za 2024 r. upływa 30 kwietnia 2025 r. Zeznanie można złożyć elektronicznie przez usługę Twój e-PIT na stronie https://www.podatki.gov.pl. Jeżeli podatnik do tego dnia nie zaakceptuje ani nie odrzuci przygotowanego zeznania, zostanie ono automatycznie uznane za złożone. Zgodnie z art. 45 ust. 4 ustawy o podatku dochodowym od osób fizycznych (Dz.U. 2024 poz. 226) podatnik jest zobowiązany do zapłaty różnicy podatku w tym samym terminie. W dniach 24–30 kwietnia sala obsługi będzie czynna dłużej, do godz. 18:00. Zwrot nadpłaty dla zeznań złożonych elektronicznie następuje w ciągu 45 dni, choć w praktyce część podatników otrzymuje go wcześniej.",
        good=[
            Good(
                "preserve",
                "Urząd Skarbowy w Radomiu przypomina: na złożenie PIT-37 za 2024 rok masz czas do 30 kwietnia 2025 r. Możesz to zrobić przez internet, w usłudze Twój e-PIT na stronie https://www.podatki.gov.pl. Jeśli do tego dnia nie zaakceptujesz ani nie odrzucisz przygotowanego zeznania, zostanie ono automatycznie uznane za złożone. Brakujący podatek musisz zapłacić w tym samym terminie. Wynika to z art. 45 ust. 4 ustawy o podatku dochodowym od osób fizycznych (Dz.U. 2024 poz. 226). Od 24 do 30 kwietnia sala obsługi będzie otwarta dłużej, do 18:00. Jeśli złożysz zeznanie przez internet, zwrot nadpłaty dostaniesz w ciągu 45 dni, choć część osób dostaje go w praktyce wcześniej.",
            ),
            Good(
                "preserve",
                "Urząd Skarbowy w Radomiu przypomina o upływającym 30.04.2025 terminie składania zeznań PIT-37 za rok podatkowy 2024. Zeznanie może zostać złożone elektronicznie za pośrednictwem usługi Twój e-PIT (https://www.podatki.gov.pl). Brak akceptacji lub odrzucenia przygotowanego zeznania do tego dnia skutkuje automatycznym uznaniem go za złożone. W tym samym terminie, na podstawie art. 45 ust. 4 ustawy o podatku dochodowym od osób fizycznych (Dz.U. 2024 poz. 226), podatnik ma obowiązek uregulować różnicę podatku. W okresie 24–30 kwietnia sala obsługi będzie czynna w wydłużonych godzinach, do 18:00. Zwrot nadpłaty z zeznań złożonych elektronicznie realizowany jest w terminie 45 dni, przy czym w praktyce część podatników otrzymuje go wcześniej.",
            ),
            Good(
                "en",
                "The Tax Office in Radom reminds taxpayers that the deadline for filing the PIT-37 return for 2024 is 30 April 2025. The return can be filed online through the Twój e-PIT service at https://www.podatki.gov.pl. If a taxpayer neither accepts nor rejects the prepared return by that date, it will automatically be deemed filed. Under Article 45(4) of the Personal Income Tax Act (Journal of Laws 2024, item 226), the taxpayer is required to pay the tax due by the same deadline. From 24 to 30 April, the customer service hall will stay open longer, until 6:00 p.m. Refunds for returns filed online are made within 45 days, although in practice some taxpayers receive them earlier.",
            ),
        ],
        bad=[
            Slip(0, [("Dz.U. 2024 poz. 226", "Dz.U. 2024 poz. 262")], "legal_reference"),
            Slip(2, [("within 45 days", "within 14 days")], "number"),
            Bad(
                "en",
                "The Tax Office in Radom reminds taxpayers that the deadline for filing the PIT-37 return for 2024 is 30 April 2025. The return can be filed online through the Twój e-PIT service at https://www.podatki.gov.pl. If a taxpayer neither accepts nor rejects the prepared return by that date, it will automatically be deemed filed. Zgodnie z art. 45 ust. 4 ustawy o podatku dochodowym od osób fizycznych (Dz.U. 2024 poz. 226) podatnik musi zapłacić różnicę podatku w tym samym terminie. W dniach 24–30 kwietnia sala obsługi będzie czynna dłużej, do godz. 18:00. Zwrot nadpłaty dla zeznań złożonych elektronicznie następuje w ciągu 45 dni, choć w praktyce część podatników otrzymuje go wcześniej.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-regulamin-parkingu",
        source="Regulamin parkingu wielopoziomowego przy ul. Dworcowej 15 w Poznaniu (§ 3 i § 4). Parking jest czynny całą dobę. Opłata za pierwszą godzinę postoju wynosi 6 zł, a za każdą kolejną rozpoczętą godzinę 4 zł; opłata dobowa nie może przekroczyć 60 zł. Zgubienie biletu parkingowego skutkuje opłatą w wysokości 100 zł. Na parkingu obowiązuje ograniczenie prędkości do 10 km/h. Zabrania się parkowania pojazdów z instalacją LPG na poziomie -1. Kierowca powinien zachować bilet do momentu wyjazdu. Zarządca nie ponosi odpowiedzialności za rzeczy pozostawione w pojeździe. Reklamacje można zgłaszać w ciągu 14 dni na adres parking@dworcowa15.pl.",
        good=[
            Good(
                "preserve",
                "Parking wielopoziomowy przy ul. Dworcowej 15 w Poznaniu: najważniejsze zasady z § 3 i § 4 regulaminu. Parking działa 24 godziny na dobę. Za pierwszą godzinę płacisz 6 zł, a za każdą następną zaczętą godzinę 4 zł. Za całą dobę nie zapłacisz więcej niż 60 zł. Jeśli zgubisz bilet, zapłacisz 100 zł. Na parkingu jedź najwyżej 10 km/h. Samochodów z instalacją LPG nie wolno stawiać na poziomie -1. Bilet powinieneś zachować aż do wyjazdu. Zarządca nie odpowiada za rzeczy zostawione w samochodzie. Reklamację możesz zgłosić w ciągu dwóch tygodni, pisząc na parking@dworcowa15.pl.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 3 i § 4 regulaminu parkingu wielopoziomowego przy ul. Dworcowej 15 w Poznaniu obiekt funkcjonuje całodobowo. Stawka za pierwszą godzinę postoju wynosi 6 zł, a za każdą kolejną rozpoczętą godzinę – 4 zł, przy czym łączna opłata za dobę jest ograniczona do 60 zł. W przypadku utraty biletu pobierana jest opłata w wysokości 100 zł. Maksymalna dopuszczalna prędkość na terenie parkingu wynosi 10 km/h. Na poziomie -1 obowiązuje zakaz parkowania pojazdów z instalacją LPG. Zaleca się, aby kierowca zachował bilet do chwili wyjazdu. Zarządca nie odpowiada za przedmioty pozostawione w pojazdach. Reklamacje przyjmowane są w terminie 14 dni pod adresem parking@dworcowa15.pl.",
            ),
            Good(
                "en",
                "Rules of the multi-storey car park at ul. Dworcowa 15 in Poznań (§ 3 and § 4). The car park is open 24 hours a day. Parking costs PLN 6 for the first hour and PLN 4 for each additional hour or part of an hour; the daily charge cannot exceed PLN 60. A lost parking ticket incurs a fee of PLN 100. The speed limit in the car park is 10 km/h. Vehicles with an LPG system must not be parked on level -1. Drivers should keep their ticket until they leave. The operator accepts no liability for items left in vehicles. Complaints may be submitted within 14 days to parking@dworcowa15.pl.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Vehicles with an LPG system must not be parked",
                        "Vehicles with an LPG system should not be parked",
                    )
                ],
                "modality",
            ),
            Bad(
                "preserve",
                "Zgodnie z § 3 i § 4 regulaminu parkingu wielopoziomowego przy ul. Dworcowej 15 w Poznaniu obiekt funkcjonuje całodobowo. Stawka za pierwszą godzinę postoju wynosi 6 zł, a za każdą kolejną rozpoczętą godzinę – 4 zł, przy czym łączna opłata za dobę jest ograniczona do 60 zł. A lost parking ticket incurs a fee of PLN 100. The speed limit in the car park is 10 km/h. Vehicles with an LPG system must not be parked on level -1. Drivers should keep their ticket until they leave. The operator accepts no liability for items left in vehicles. Complaints may be submitted within 14 days to parking@dworcowa15.pl.",
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "Jeśli zgubisz bilet, zapłacisz 100 zł.",
                        "Jeśli zgubisz bilet, zapłacisz 100 zł, a w weekendy 150 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-studia-podyplomowe",
        source="Rekrutacja na studia podyplomowe „Zarządzanie projektami IT” na Uniwersytecie Ekonomicznym w Katowicach trwa od 1 lipca do 20 września 2025 r. Kandydat musi posiadać dyplom ukończenia studiów co najmniej pierwszego stopnia. Zgłoszenia przyjmowane są wyłącznie przez system IRK pod adresem https://irk.ue.katowice.pl. Czesne wynosi 6800 zł za dwa semestry i można je rozłożyć na 4 raty bez dodatkowych opłat. Decyduje kolejność zgłoszeń, a liczba miejsc jest ograniczona do 30. Studia zostaną uruchomione, jeżeli zapisze się co najmniej 15 osób. Zajęcia odbywają się zwykle w soboty i niedziele co dwa tygodnie. Wymagana jest co najmniej 80-procentowa obecność na zajęciach.",
        good=[
            Good(
                "preserve",
                "Chcesz zrobić podyplomówkę „Zarządzanie projektami IT” na Uniwersytecie Ekonomicznym w Katowicach? Zapisy trwają od 1 lipca do 20 września 2025 r. Musisz mieć dyplom ukończenia studiów, co najmniej pierwszego stopnia. Zgłoszenie wyślesz tylko przez system IRK: https://irk.ue.katowice.pl. Za dwa semestry płacisz 6800 zł, a jak wolisz, możesz to rozłożyć na 4 raty bez żadnych dopłat. Miejsc jest 30 i liczy się kolejność zgłoszeń. Kierunek ruszy, jeśli zapisze się co najmniej 15 osób. Zajęcia są zwykle w soboty i niedziele, co dwa tygodnie, a obecność na co najmniej 80% z nich jest obowiązkowa.",
            ),
            Good(
                "preserve",
                "Uniwersytet Ekonomiczny w Katowicach prowadzi w dniach 01.07–20.09.2025 nabór na studia podyplomowe „Zarządzanie projektami IT”. Od kandydatów wymaga się dyplomu ukończenia studiów co najmniej pierwszego stopnia. Zgłoszenia należy składać wyłącznie za pośrednictwem systemu IRK (https://irk.ue.katowice.pl). Koszt dwusemestralnego programu wynosi 6800 zł, z możliwością rozłożenia płatności na 4 raty bez dodatkowych kosztów. Limit miejsc wynosi 30, a o przyjęciu decyduje kolejność zgłoszeń. Warunkiem uruchomienia studiów jest zapisanie się co najmniej 15 uczestników. Zjazdy odbywają się zwykle w soboty i niedziele, co dwa tygodnie. Uczestnicy są zobowiązani do obecności na co najmniej 80% zajęć.",
            ),
            Good(
                "en",
                "Admissions for the postgraduate programme “IT Project Management” at the University of Economics in Katowice run from 1 July to 20 September 2025. Candidates must hold a degree of at least first-cycle (bachelor's) level. Applications are accepted only through the IRK system at https://irk.ue.katowice.pl. Tuition is PLN 6,800 for two semesters and can be split into 4 instalments at no extra cost. Places are limited to 30 and are allocated in order of application. The programme will be launched if at least 15 people enrol. Classes are usually held on Saturdays and Sundays every two weeks. Attendance of at least 80% is required.",
            ),
        ],
        bad=[
            Bad(
                "preserve",
                "Uniwersytet Ekonomiczny w Katowicach prowadzi w dniach 01.07–20.09.2025 nabór na studia podyplomowe „Zarządzanie projektami IT”. Od kandydatów wymaga się dyplomu ukończenia studiów co najmniej pierwszego stopnia. Zgłoszenia należy składać wyłącznie za pośrednictwem systemu IRK (https://irk.ue.katowice.pl). Tuition is PLN 6,800 for two semesters and can be split into 4 instalments at no extra cost. Places are limited to 30 and are allocated in order of application. The programme will be launched if at least 15 people enrol. Classes are usually held on Saturdays and Sundays every two weeks. Attendance of at least 80% is required.",
                "wrong_language",
            ),
            Slip(2, [("Classes are usually held", "Classes are held")], "hedge"),
            Slip(0, [("co najmniej 15 osób", "co najmniej 12 osób")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-zbiorka-elektrosmieci",
        source="""Zbiórka elektrośmieci w gminie Kórnik odbędzie się w sobotę 12 kwietnia 2025 r. w godz. 9:00–14:00 na parkingu przy ul. Poznańskiej 34. Można oddać m.in.:

- lodówki, pralki i inne duże AGD,
- telewizory i monitory,
- drobny sprzęt, np. telefony, suszarki i ładowarki,
- zużyte baterie i świetlówki.

Sprzęt musi być kompletny – urządzenia bez sprężarki lub z wymontowanymi częściami nie będą przyjmowane. Nie przyjmujemy opon, gruzu ani odpadów wielkogabarytowych. Zbiórka jest bezpłatna dla mieszkańców gminy. Szczegóły znajdziesz na stronie https://kornik.pl/elektrosmieci, a pytania można kierować na adres odpady@kornik.pl.""",
        good=[
            Good(
                "preserve",
                """W sobotę 12 kwietnia 2025 r. od 9:00 do 14:00 na parkingu przy ul. Poznańskiej 34 gmina Kórnik zbiera elektrośmieci. Możesz przynieść na przykład:

- lodówki, pralki i inny duży sprzęt AGD,
- telewizory i monitory,
- mały sprzęt, jak telefony, suszarki czy ładowarki,
- zużyte baterie i świetlówki.

Sprzęt musi być cały. Nie weźmiemy urządzeń bez sprężarki ani takich, z których wyjęto części. Nie przyjmujemy też opon, gruzu ani odpadów wielkogabarytowych. Mieszkańcy gminy nic nie płacą za oddanie sprzętu. Więcej informacji jest na stronie https://kornik.pl/elektrosmieci, a pytania możesz wysłać na odpady@kornik.pl.""",
            ),
            Good(
                "preserve",
                """Mieszkańcy gminy Kórnik będą mogli bezpłatnie pozbyć się elektrośmieci. Zbiórka elektrośmieci zaplanowana jest na sobotę, 12 kwietnia 2025 r., w godzinach 9:00–14:00, na parkingu przy ul. Poznańskiej 34. Oddać będzie można m.in.:

- lodówki, pralki i pozostały duży sprzęt AGD,
- telewizory oraz monitory,
- drobne urządzenia, takie jak telefony, suszarki i ładowarki,
- zużyte baterie i świetlówki.

Organizatorzy zastrzegają, że sprzęt musi być kompletny: urządzenia bez sprężarki lub z wymontowanymi częściami nie zostaną przyjęte. Opony, gruz i odpady wielkogabarytowe również nie będą przyjmowane. Szczegóły są dostępne na stronie https://kornik.pl/elektrosmieci, a pytania przyjmowane są pod adresem odpady@kornik.pl.""",
            ),
            Good(
                "en",
                """An e-waste collection will take place in Kórnik municipality on Saturday, 12 April 2025, from 9:00 a.m. to 2:00 p.m. in the car park at ul. Poznańska 34. You can drop off, among other things:

- fridges, washing machines and other large household appliances,
- TVs and monitors,
- small devices such as phones, hair dryers and chargers,
- used batteries and fluorescent lamps.

Equipment must be complete – appliances without a compressor or with parts removed will not be accepted. We do not accept tyres, rubble or bulky waste. The collection is free of charge for residents of the municipality. Details are available at https://kornik.pl/elektrosmieci, and questions can be sent to odpady@kornik.pl.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("- telewizory oraz monitory,\n- drobne", "- telewizory oraz monitory, drobne")],
                "markdown",
            ),
            Slip(
                2, [("https://kornik.pl/elektrosmieci", "https://kornik.pl/elektroodpady")], "url"
            ),
            Slip(0, [("12 kwietnia 2025", "19 kwietnia 2025")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-gwarancja-pralka",
        source="Producent udziela gwarancji na pralkę Electra WX-7 na okres 24 miesięcy od daty zakupu, a na silnik inwerterowy – na 10 lat. Gwarancja obejmuje wady powstałe z przyczyn tkwiących w urządzeniu. Naprawa zostanie wykonana w ciągu 14 dni roboczych od dostarczenia sprzętu do serwisu. Gwarancja nie obejmuje uszkodzeń mechanicznych ani szkód wynikających z używania urządzenia niezgodnie z instrukcją. Aby skorzystać z gwarancji, należy przedstawić dowód zakupu. Samodzielne otwieranie obudowy powoduje utratę gwarancji. Zgłoszenia można składać telefonicznie pod numerem 801 300 400 lub przez formularz na stronie https://electra.pl/serwis. Gwarancja nie wyłącza uprawnień kupującego z tytułu rękojmi, o których mowa w art. 556 Kodeksu cywilnego.",
        good=[
            Good(
                "preserve",
                "Na pralkę Electra WX-7 masz 24 miesiące gwarancji od dnia zakupu, a na silnik inwerterowy aż 10 lat. Gwarancja dotyczy wad, które powstały z przyczyn tkwiących w samym urządzeniu. Serwis naprawi pralkę w ciągu 14 dni roboczych od jej dostarczenia. Gwarancja nie obejmuje uszkodzeń mechanicznych ani szkód, które powstały przez używanie pralki niezgodnie z instrukcją. Żeby skorzystać z gwarancji, musisz pokazać dowód zakupu. Jeśli sam otworzysz obudowę, stracisz gwarancję. Usterkę możesz zgłosić pod numerem 801 300 400 albo przez formularz na stronie https://electra.pl/serwis. Gwarancja nie odbiera Ci praw z rękojmi, o których mówi art. 556 Kodeksu cywilnego.",
            ),
            Good(
                "preserve",
                "Producent zapewnia 24-miesięczną gwarancję na pralkę Electra WX-7, liczoną od daty zakupu, oraz 10-letnią gwarancję na silnik inwerterowy. Ochroną gwarancyjną objęte są wady wynikające z przyczyn tkwiących w urządzeniu; nie obejmuje ona natomiast uszkodzeń mechanicznych ani szkód powstałych wskutek użytkowania niezgodnego z instrukcją. Termin naprawy wynosi 14 dni roboczych od dostarczenia sprzętu do serwisu. Warunkiem skorzystania z gwarancji jest przedstawienie dowodu zakupu. Samodzielne otwarcie obudowy skutkuje utratą gwarancji. Zgłoszenia przyjmowane są telefonicznie (801 300 400) oraz za pośrednictwem formularza na stronie https://electra.pl/serwis. Udzielenie gwarancji nie wyłącza uprawnień kupującego z tytułu rękojmi określonych w art. 556 Kodeksu cywilnego.",
            ),
            Good(
                "en",
                "The manufacturer provides a 24-month warranty on the Electra WX-7 washing machine from the date of purchase, and a 10-year warranty on the inverter motor. The warranty covers defects arising from causes inherent in the appliance. Repairs will be completed within 14 working days of the appliance being delivered to the service centre. The warranty does not cover mechanical damage or damage resulting from use that does not follow the instructions. To make a warranty claim, you must present proof of purchase. Opening the casing yourself voids the warranty. Claims can be made by phone on 801 300 400 or via the form at https://electra.pl/serwis. The warranty does not exclude the buyer's statutory rights under the seller's liability for defects (rękojmia) referred to in Article 556 of the Civil Code.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The warranty does not cover mechanical damage",
                        "The warranty also covers mechanical damage",
                    )
                ],
                "negation",
            ),
            Slip(
                0, [("art. 556 Kodeksu cywilnego", "art. 566 Kodeksu cywilnego")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Termin naprawy wynosi 14 dni roboczych od dostarczenia sprzętu do serwisu.",
                        "Termin naprawy wynosi 14 dni roboczych od dostarczenia sprzętu do serwisu, a po jego przekroczeniu klient otrzymuje urządzenie zastępcze.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-wynajem-kajakow",
        source="Wypożyczalnia kajaków „Wartka Rzeka” w Krutyni jest czynna od 1 maja do 30 września, codziennie w godz. 8:00–18:00. Koszt wynajmu kajaka dwuosobowego wynosi 90 zł za dzień, a kaucja – 200 zł. Każdy uczestnik spływu musi mieć na sobie kamizelkę asekuracyjną przez cały czas przebywania na wodzie. Osoby niepełnoletnie mogą płynąć wyłącznie pod opieką dorosłego. Spożywanie alkoholu przed spływem i w jego trakcie jest surowo zabronione. Trasa z Krutyni do Ukty liczy około 14 km i zajmuje zwykle 3–4 godziny. Zaleca się zabranie wody i kremu z filtrem. Rezerwacji można dokonać pod numerem 605 123 456 lub przez stronę www.wartkarzeka.pl.",
        good=[
            Good(
                "preserve",
                "Wypożyczalnia kajaków „Wartka Rzeka” w Krutyni działa od 1 maja do 30 września, codziennie od 8:00 do 18:00. Dwuosobowy kajak kosztuje 90 zł za dzień, do tego 200 zł kaucji. Na wodzie każdy uczestnik spływu przez cały czas musi mieć na sobie kamizelkę asekuracyjną. Niepełnoletni mogą płynąć tylko pod opieką dorosłego. Alkohol przed spływem i w trakcie? Surowo zabroniony. Trasa z Krutyni do Ukty ma mniej więcej 14 km i zwykle zajmuje 3–4 godziny. Warto zabrać ze sobą wodę i krem z filtrem. Zarezerwować możesz pod numerem 605 123 456 albo na www.wartkarzeka.pl.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia kajaków „Wartka Rzeka” w Krutyni prowadzi działalność w okresie 01.05–30.09, codziennie w godzinach 8:00–18:00. Opłata za wynajem kajaka dwuosobowego wynosi 90 zł za dzień; dodatkowo pobierana jest kaucja w wysokości 200 zł. Uczestnicy spływu mają obowiązek noszenia kamizelki asekuracyjnej przez cały czas pobytu na wodzie. Udział osób niepełnoletnich jest dopuszczalny wyłącznie pod opieką osoby dorosłej. Obowiązuje bezwzględny zakaz spożywania alkoholu przed spływem oraz w jego trakcie. Trasa Krutyń–Ukta ma długość około 14 km, a jej pokonanie zajmuje zwykle 3–4 godziny. Rekomendujemy zabranie wody oraz kremu z filtrem. Rezerwacje przyjmowane są pod numerem 605 123 456 oraz przez stronę www.wartkarzeka.pl.",
            ),
            Good(
                "en",
                "The “Wartka Rzeka” kayak rental in Krutyń is open from 1 May to 30 September, daily from 8:00 a.m. to 6:00 p.m. Renting a two-person kayak costs PLN 90 per day, plus a PLN 200 deposit. Every paddler must wear a life jacket at all times while on the water. Minors may paddle only under the supervision of an adult. Drinking alcohol before or during the trip is strictly prohibited. The route from Krutyń to Ukta is about 14 km long and usually takes 3–4 hours. You are advised to bring water and sunscreen. Bookings can be made by phone on 605 123 456 or at www.wartkarzeka.pl.",
            ),
        ],
        bad=[
            Slip(2, [("must wear a life jacket", "should wear a life jacket")], "modality"),
            Slip(0, [("ma mniej więcej 14 km", "ma 14 km")], "hedge"),
            Slip(1, [("www.wartkarzeka.pl", "www.wartka-rzeka.pl")], "url"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-przetarg-droga-gminna",
        source="Wójt Gminy Nowa Wieś ogłasza przetarg nieograniczony na przebudowę drogi gminnej nr 110234P na odcinku 1,2 km. Postępowanie prowadzone jest na podstawie art. 132 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych (Dz.U. 2024 poz. 1320). Oferty należy składać wyłącznie w formie elektronicznej za pośrednictwem platformy https://platformazakupowa.pl/nowawies do 17 czerwca 2025 r., do godz. 10:00. Otwarcie ofert nastąpi tego samego dnia o godz. 10:30. Wykonawca jest zobowiązany wnieść wadium w wysokości 25 000 zł. Termin realizacji zamówienia wynosi 5 miesięcy od dnia podpisania umowy. Zamawiający nie dopuszcza składania ofert częściowych ani wariantowych. Kryteria oceny ofert: cena – 60%, okres gwarancji – 40%.",
        good=[
            Good(
                "preserve",
                "Wójt Gminy Nowa Wieś informuje o ogłoszeniu przetargu nieograniczonego na przebudowę drogi gminnej nr 110234P na odcinku o długości 1,2 km, prowadzonego na podstawie art. 132 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych (Dz.U. 2024 poz. 1320). Oferty przyjmowane są wyłącznie w postaci elektronicznej, poprzez platformę https://platformazakupowa.pl/nowawies, w terminie do 17.06.2025, godz. 10:00; ich otwarcie odbędzie się tego samego dnia o 10:30. Wykonawcy mają obowiązek wniesienia wadium w kwocie 25 000 zł. Zamówienie musi zostać zrealizowane w ciągu 5 miesięcy od podpisania umowy. Oferty częściowe i wariantowe nie są dopuszczalne. Oferty zostaną ocenione według kryteriów: cena (60%) oraz okres gwarancji (40%).",
            ),
            Good(
                "preserve",
                "Gmina Nowa Wieś szuka wykonawcy przebudowy 1,2-kilometrowego odcinka drogi gminnej nr 110234P. Wójt ogłosił przetarg nieograniczony na podstawie art. 132 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych (Dz.U. 2024 poz. 1320). Firmy mają czas na złożenie ofert do 17 czerwca 2025 r., do godz. 10:00, i mogą to zrobić tylko elektronicznie, przez platformę https://platformazakupowa.pl/nowawies. Pół godziny później, o 10:30, nastąpi otwarcie ofert. Każdy wykonawca musi wnieść wadium w wysokości 25 tys. zł. Na wykonanie prac wybrana firma będzie miała 5 miesięcy od podpisania umowy. Gmina nie dopuszcza ofert częściowych ani wariantowych, a o wyborze zdecydują cena (60%) i okres gwarancji (40%).",
            ),
            Good(
                "en",
                "The Head of Nowa Wieś Municipality announces an open tender for the reconstruction of a 1.2 km section of municipal road No. 110234P. The procedure is conducted under Article 132 of the Act of 11 September 2019 – Public Procurement Law (Journal of Laws 2024, item 1320). Tenders must be submitted exclusively in electronic form via the platform https://platformazakupowa.pl/nowawies by 10:00 a.m. on 17 June 2025. Tenders will be opened the same day at 10:30 a.m. The contractor is required to provide a tender security of PLN 25,000. The contract must be completed within 5 months of the date the agreement is signed. The contracting authority does not allow partial or variant tenders. Evaluation criteria: price – 60%, warranty period – 40%.",
            ),
        ],
        bad=[
            Slip(2, [("Act of 11 September 2019", "Act of 29 January 2004")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Gmina nie dopuszcza ofert częściowych ani wariantowych",
                        "Gmina dopuszcza oferty częściowe, ale nie wariantowe",
                    )
                ],
                "negation",
            ),
            Slip(0, [("w kwocie 25 000 zł", "w kwocie 250 000 zł")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-ochrona-danych-firma",
        source="Zasady ochrony danych osobowych w firmie Datanova sp. z o.o. Pliki zawierające dane osobowe klientów wolno przechowywać wyłącznie na zaszyfrowanym dysku sieciowym `/mnt/nas01/klienci`. Przed wysłaniem e-mailem poza firmę plik trzeba zaszyfrować poleceniem `gpg --encrypt --recipient odbiorca@firma.pl plik.xlsx`. Zabrania się kopiowania takich danych na prywatne pendrive'y. Hasło do systemu CRM musi mieć co najmniej 12 znaków i należy je zmieniać co 90 dni. Każde naruszenie ochrony danych trzeba zgłosić inspektorowi ochrony danych (iod@datanova.pl) w ciągu 24 godzin, ponieważ zgodnie z art. 33 ust. 1 RODO firma ma tylko 72 godziny na zawiadomienie Prezesa UODO.",
        good=[
            Good(
                "preserve",
                "Jak chronimy dane osobowe w Datanova sp. z o.o.? Pliki z danymi osobowymi klientów możesz trzymać tylko na zaszyfrowanym dysku sieciowym `/mnt/nas01/klienci`. Jeśli wysyłasz taki plik e-mailem poza firmę, najpierw zaszyfruj go poleceniem `gpg --encrypt --recipient odbiorca@firma.pl plik.xlsx`. Nie wolno kopiować tych danych na prywatne pendrive'y. Hasło do systemu CRM musi mieć minimum 12 znaków i trzeba je zmieniać co 90 dni. Każde naruszenie ochrony danych zgłoś inspektorowi ochrony danych (iod@datanova.pl) w ciągu 24 godzin. Dlaczego tak szybko? Według art. 33 ust. 1 RODO firma ma tylko 72 godziny, żeby zawiadomić Prezesa UODO.",
            ),
            Good(
                "preserve",
                "Zasady ochrony danych osobowych obowiązujące w Datanova sp. z o.o. przewidują, że pliki zawierające dane osobowe klientów mogą być przechowywane wyłącznie na zaszyfrowanym dysku sieciowym `/mnt/nas01/klienci`. Pliki wysyłane pocztą elektroniczną poza firmę wymagają uprzedniego zaszyfrowania poleceniem `gpg --encrypt --recipient odbiorca@firma.pl plik.xlsx`. Kopiowanie tych danych na prywatne pendrive'y jest zabronione. Hasło do systemu CRM musi liczyć co najmniej 12 znaków i podlega obowiązkowej zmianie co 90 dni. Pracownicy mają obowiązek zgłaszać każde naruszenie ochrony danych inspektorowi ochrony danych (iod@datanova.pl) w terminie 24 godzin, gdyż art. 33 ust. 1 RODO daje firmie jedynie 72 godziny na zawiadomienie Prezesa UODO.",
            ),
            Good(
                "en",
                "Personal data protection rules at Datanova sp. z o.o. Files containing customers' personal data may be stored only on the encrypted network drive `/mnt/nas01/klienci`. Before a file is emailed outside the company, it must be encrypted with the command `gpg --encrypt --recipient odbiorca@firma.pl plik.xlsx`. Copying such data to private USB flash drives is prohibited. The CRM password must be at least 12 characters long and must be changed every 90 days. Any personal data breach must be reported to the data protection officer (iod@datanova.pl) within 24 hours, because under Article 33(1) of the GDPR the company has only 72 hours to notify the President of the Personal Data Protection Office (UODO).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "`gpg --encrypt --recipient odbiorca@firma.pl plik.xlsx`",
                        "`gpg --sign --recipient odbiorca@firma.pl plik.xlsx`",
                    )
                ],
                "code",
            ),
            Slip(0, [("`/mnt/nas01/klienci`", "`/mnt/nas02/klienci`")], "code"),
            Slip(1, [("w terminie 24 godzin", "w terminie 48 godzin")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-utrudnienia-dietla",
        source="Zarząd Dróg Miejskich w Krakowie informuje, że w związku z remontem torowiska od 5 lipca (godz. 22:00) do 25 sierpnia 2025 r. zamknięty zostanie dla ruchu odcinek ul. Dietla między ul. Starowiślną a ul. Stradomską. Tramwaje linii 3, 19 i 24 pojadą objazdem przez ul. Westerplatte. Uruchomiona zostanie zastępcza linia autobusowa 703, kursująca co około 10 minut. Kierowcy powinni omijać rejon prac, ponieważ na sąsiednich ulicach mogą tworzyć się korki. Dojazd do posesji będzie możliwy wyłącznie dla mieszkańców. Na czas remontu obowiązuje zakaz zatrzymywania się na ul. Józefa. Aktualne informacje publikowane są na stronie https://zdmk.krakow.pl/utrudnienia.",
        good=[
            Good(
                "preserve",
                "Od 5 lipca, od godz. 22:00, aż do 25 sierpnia 2025 r. kierowcy nie przejadą ul. Dietla na odcinku od Starowiślnej do Stradomskiej. Jak informuje Zarząd Dróg Miejskich w Krakowie, powodem jest remont torowiska. Tramwaje linii 3, 19 i 24 pojadą objazdem przez ul. Westerplatte, a na trasę wyjedzie zastępcza linia autobusowa 703, kursująca mniej więcej co 10 minut. Drogowcy apelują do kierowców, by omijali rejon robót, bo na okolicznych ulicach mogą tworzyć się korki. Do posesji dojadą tylko mieszkańcy. Na czas prac na ul. Józefa obowiązuje zakaz zatrzymywania się. Bieżące informacje można znaleźć na stronie https://zdmk.krakow.pl/utrudnienia.",
            ),
            Good(
                "preserve",
                "Zarząd Dróg Miejskich w Krakowie informuje: remontujemy torowisko na ul. Dietla. Dlatego od 5 lipca 2025 r. od 22:00 do 25 sierpnia 2025 r. odcinek między ul. Starowiślną a ul. Stradomską będzie zamknięty dla ruchu. Tramwaje 3, 19 i 24 pojadą objazdem, przez ul. Westerplatte. Będzie też autobus zastępczy 703. Pojedzie mniej więcej co 10 minut. Jeśli jedziesz samochodem, powinieneś omijać to miejsce, bo na pobliskich ulicach mogą być korki. Do domów dojechać mogą tylko mieszkańcy. W czasie remontu na ul. Józefa nie wolno się zatrzymywać. Najnowsze informacje znajdziesz na stronie https://zdmk.krakow.pl/utrudnienia.",
            ),
            Good(
                "en",
                "The Kraków Municipal Roads Authority announces that, due to track renovation, the section of ul. Dietla between ul. Starowiślna and ul. Stradomska will be closed to traffic from 5 July (10:00 p.m.) to 25 August 2025. Tram lines 3, 19 and 24 will be diverted via ul. Westerplatte. A replacement bus line, 703, will run approximately every 10 minutes. Drivers should avoid the area of the works, as traffic jams may form on neighbouring streets. Access to properties will be possible for residents only. During the renovation, stopping is prohibited on ul. Józefa. Up-to-date information is published at https://zdmk.krakow.pl/utrudnienia.",
            ),
        ],
        bad=[
            Slip(0, [("do 25 sierpnia 2025", "do 15 sierpnia 2025")], "date"),
            Slip(1, [("mogą być korki", "będą korki")], "hedge"),
            Slip(
                2,
                [
                    (
                        "will run approximately every 10 minutes.",
                        "will run approximately every 10 minutes and will be free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-ogrodki-dzialkowe",
        source="Zgodnie z § 42 regulaminu Rodzinnego Ogrodu Działkowego „Słoneczko” w Toruniu na działce zabrania się spalania odpadów roślinnych oraz trzymania zwierząt gospodarskich. Altana nie może przekraczać 35 m² powierzchni zabudowy, co wynika z art. 2 pkt 4 ustawy z dnia 13 grudnia 2013 r. o rodzinnych ogrodach działkowych. Prace z użyciem kosiarek spalinowych i pił mechanicznych można wykonywać w dni powszednie w godz. 8:00–20:00, a w niedziele i święta są one zakazane. Opłata ogrodowa za 2025 r. wynosi 0,85 zł za m² działki i należy ją wpłacić do 30 czerwca. Działkowiec powinien utrzymywać porządek na alejkach przylegających do jego działki. Większość działek ma powierzchnię około 300 m².",
        good=[
            Good(
                "preserve",
                "Regulamin ROD „Słoneczko” w Toruniu (§ 42) mówi jasno: na działce nie wolno palić odpadów roślinnych ani trzymać zwierząt gospodarskich. Altana może mieć najwyżej 35 m² powierzchni zabudowy. Tak stanowi art. 2 pkt 4 ustawy z dnia 13 grudnia 2013 r. o rodzinnych ogrodach działkowych. Spalinowej kosiarki i piły mechanicznej możesz używać w dni powszednie od 8:00 do 20:00. W niedziele i święta jest to zakazane. Za 2025 rok opłata ogrodowa to 0,85 zł za każdy m² działki. Musisz ją wpłacić do 30 czerwca. Działkowiec powinien dbać o porządek na alejkach przy swojej działce. Większość działek ma około 300 m².",
            ),
            Good(
                "preserve",
                "Paragraf 42 regulaminu Rodzinnego Ogrodu Działkowego „Słoneczko” w Toruniu wprowadza zakaz spalania odpadów roślinnych na działkach oraz trzymania na nich zwierząt gospodarskich. Maksymalna powierzchnia zabudowy altany wynosi 35 m², co wynika z art. 2 pkt 4 ustawy z dnia 13 grudnia 2013 r. o rodzinnych ogrodach działkowych. Używanie kosiarek spalinowych i pił mechanicznych jest dopuszczalne w dni powszednie w przedziale 8:00–20:00, natomiast w niedziele i święta podlega zakazowi. Wysokość opłaty ogrodowej na rok 2025 ustalono na 0,85 zł za m² działki, z terminem wpłaty do 30 czerwca. Od działkowca oczekuje się utrzymywania porządku na alejkach przylegających do jego działki. Przeważająca część działek ma powierzchnię rzędu 300 m².",
            ),
            Good(
                "en",
                "Under § 42 of the rules of the “Słoneczko” Family Allotment Garden in Toruń, burning plant waste and keeping farm animals on a plot are prohibited. A summerhouse may not exceed 35 m² of built-up area, as follows from Article 2(4) of the Act of 13 December 2013 on family allotment gardens. Work with petrol lawnmowers and chainsaws may be carried out on weekdays between 8:00 a.m. and 8:00 p.m., and is prohibited on Sundays and public holidays. The garden fee for 2025 is PLN 0.85 per m² of the plot and must be paid by 30 June. Plot holders should keep the paths adjoining their plots tidy. Most plots are about 300 m² in size.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 czerwca", "do 30 lipca")], "date"),
            Slip(
                1,
                [
                    (
                        "Przeważająca część działek ma powierzchnię rzędu 300 m²",
                        "Wszystkie działki mają powierzchnię 300 m²",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("may be carried out on weekdays", "must be carried out on weekdays")],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-przygotowanie-kolonoskopia",
        source="Informacja dla pacjenta przed kolonoskopią. Na 3 dni przed badaniem należy odstawić pokarmy zawierające drobne pestki, np. pomidory, kiwi i pieczywo z ziarnami. Dzień przed badaniem można spożyć tylko lekkie śniadanie, a potem wyłącznie płyny klarowne. Preparat przeczyszczający trzeba przyjąć w dwóch dawkach: o godz. 18:00 w przeddzień badania i 5 godzin przed badaniem. Leków przeciwkrzepliwych nie wolno odstawiać samodzielnie – decyzję musi podjąć lekarz prowadzący. Po badaniu w znieczuleniu przez 12 godzin nie wolno prowadzić samochodu. Odpowiednie przygotowanie jelita może zwiększyć wykrywalność polipów o około 20% (Kamiński i in., 2019). Pytania prosimy kierować pod numer 58 349 20 00.",
        good=[
            Good(
                "preserve",
                "Jak przygotować się do kolonoskopii? Trzy dni przed badaniem przestań jeść produkty z drobnymi pestkami, na przykład pomidory, kiwi i pieczywo z ziarnami. Dzień przed badaniem możesz zjeść tylko lekkie śniadanie, a potem już wyłącznie płyny klarowne. Środek przeczyszczający trzeba wziąć w dwóch dawkach: pierwszą o 18:00 dzień przed badaniem, drugą 5 godzin przed badaniem. Nie odstawiaj sam leków przeciwkrzepliwych. O tym musi zdecydować Twój lekarz prowadzący. Jeśli badanie było w znieczuleniu, przez 12 godzin po nim nie wolno Ci prowadzić samochodu. Dobre przygotowanie jelita może zwiększyć wykrywalność polipów o około 20% (Kamiński i in., 2019). Jeśli masz pytania, zadzwoń pod numer 58 349 20 00.",
            ),
            Good(
                "preserve",
                "Przygotowanie pacjenta do kolonoskopii obejmuje kilka etapów. Na trzy dni przed badaniem należy wyeliminować z diety pokarmy zawierające drobne pestki (np. pomidory, kiwi, pieczywo z ziarnami). W przeddzień badania dopuszczalne jest spożycie jedynie lekkiego śniadania, po którym przyjmuje się wyłącznie płyny klarowne. Preparat przeczyszczający należy przyjąć w dwóch dawkach: o godz. 18:00 w dniu poprzedzającym badanie oraz na 5 godzin przed badaniem. Samodzielne odstawienie leków przeciwkrzepliwych jest niedopuszczalne; decyzję w tej sprawie musi podjąć lekarz prowadzący. W ciągu 12 godzin po badaniu wykonanym w znieczuleniu obowiązuje zakaz prowadzenia samochodu. Właściwe przygotowanie jelita może podnieść wykrywalność polipów o około 20% (Kamiński i in., 2019). Pytania prosimy kierować pod numer 58 349 20 00.",
            ),
            Good(
                "en",
                "Information for patients before a colonoscopy. Three days before the procedure, stop eating foods containing small seeds, such as tomatoes, kiwi fruit and seeded bread. On the day before the procedure you may have only a light breakfast, followed by clear liquids only. The bowel-cleansing preparation must be taken in two doses: at 6:00 p.m. on the day before the procedure and 5 hours before the procedure. Do not stop anticoagulant medicines on your own – this decision must be made by your attending doctor. For 12 hours after a procedure under anaesthesia you must not drive a car. Proper bowel preparation may increase polyp detection by about 20% (Kamiński et al., 2019). Please direct any questions to 58 349 20 00.",
            ),
        ],
        bad=[
            Slip(2, [("(Kamiński et al., 2019)", "(Kamiński et al., 2017)")], "citation"),
            Slip(0, [("przez 12 godzin po nim", "przez 6 godzin po nim")], "number"),
            Slip(
                1,
                [
                    (
                        "Samodzielne odstawienie leków przeciwkrzepliwych jest niedopuszczalne",
                        "Samodzielne odstawienie leków przeciwkrzepliwych jest niezalecane",
                    )
                ],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-release-notes-pyfaktura",
        source="""Wersja 3.4.0 biblioteki `pyfaktura` została wydana 12 maja 2025 r. Najważniejsze zmiany:

- Dodano obsługę Krajowego Systemu e-Faktur (KSeF) przez nową klasę `KSeFClient`.
- Funkcja `render_pdf()` jest teraz około 2 razy szybsza przy dokumentach powyżej 50 stron.
- Parametr `vat_rate` przyjmuje wartości typu `Decimal`; przekazywanie liczb typu `float` jest przestarzałe i zostanie usunięte w wersji 4.0.
- Porzucono wsparcie dla Pythona 3.8.

Aby zaktualizować, uruchom `pip install -U pyfaktura==3.4.0`. Użytkownicy korzystający z `vat_rate` jako `float` powinni przed aktualizacją do 4.0 zmienić swój kod. Pełna lista zmian: https://github.com/pyfaktura/pyfaktura/releases/tag/v3.4.0.""",
        good=[
            Good(
                "preserve",
                """12 maja 2025 r. wyszła wersja 3.4.0 biblioteki `pyfaktura`. Co nowego:

- Nowa klasa `KSeFClient` obsługuje Krajowy System e-Faktur (KSeF).
- `render_pdf()` działa teraz mniej więcej 2 razy szybciej na dokumentach, które mają ponad 50 stron.
- `vat_rate` przyjmuje wartości typu `Decimal`. Przekazywanie liczb typu `float` jest przestarzałe i zniknie w wersji 4.0.
- Koniec wsparcia dla Pythona 3.8.

Aktualizujesz przez `pip install -U pyfaktura==3.4.0`. Jeśli przekazujesz `vat_rate` jako `float`, powinieneś poprawić kod, zanim przejdziesz na 4.0. Wszystkie zmiany znajdziesz tutaj: https://github.com/pyfaktura/pyfaktura/releases/tag/v3.4.0.""",
            ),
            Good(
                "preserve",
                """Dnia 12.05.2025 opublikowano wersję 3.4.0 biblioteki `pyfaktura`. Zakres najważniejszych zmian:

- Wprowadzono obsługę Krajowego Systemu e-Faktur (KSeF) za pośrednictwem nowej klasy `KSeFClient`.
- Wydajność funkcji `render_pdf()` dla dokumentów liczących ponad 50 stron wzrosła około dwukrotnie.
- Parametr `vat_rate` akceptuje wartości typu `Decimal`; przekazywanie wartości typu `float` zostało oznaczone jako przestarzałe, a jego obsługa zostanie usunięta w wersji 4.0.
- Zakończono wsparcie dla Pythona 3.8.

Aktualizację przeprowadza się poleceniem `pip install -U pyfaktura==3.4.0`. Zaleca się, aby użytkownicy przekazujący `vat_rate` jako `float` dostosowali swój kod przed aktualizacją do wersji 4.0. Pełny wykaz zmian dostępny jest pod adresem https://github.com/pyfaktura/pyfaktura/releases/tag/v3.4.0.""",
            ),
            Good(
                "en",
                """Version 3.4.0 of the `pyfaktura` library was released on 12 May 2025. Key changes:

- Added support for the National e-Invoicing System (KSeF) through the new `KSeFClient` class.
- `render_pdf()` is now about 2 times faster for documents over 50 pages.
- The `vat_rate` parameter accepts `Decimal` values; passing `float` values is deprecated and will be removed in version 4.0.
- Dropped support for Python 3.8.

To upgrade, run `pip install -U pyfaktura==3.4.0`. Users passing `vat_rate` as a `float` should update their code before upgrading to 4.0. Full changelog: https://github.com/pyfaktura/pyfaktura/releases/tag/v3.4.0.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("`pip install -U pyfaktura==3.4.0`", "`pip install -U pyfaktura==3.3.0`")],
                "code",
            ),
            Slip(0, [("`KSeFClient`", "`KsefClient`")], "code"),
            Slip(1, [("wzrosła około dwukrotnie", "wzrosła dwukrotnie")], "hedge"),
        ],
    )
)

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 41: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-ogloszenia-parafialne-pielgrzymka-lichen",
        source="""Ogłoszenia duszpasterskie – XXIII Niedziela Zwykła. W najbliższą sobotę, 14 września, o godz. 9:00 spod kościoła wyruszy autokarowa pielgrzymka do sanktuarium w Licheniu. Koszt przejazdu wynosi 85 zł od osoby, a zapisy przyjmuje kancelaria parafialna do środy 11 września. Uczestnicy powinni zabrać ze sobą dowód osobisty i prowiant na cały dzień. Powrót planowany jest około godz. 20:00. W piątek o 18:00 zapraszamy rodziców dzieci pierwszokomunijnych na spotkanie organizacyjne w salce parafialnej; obecność przynajmniej jednego z rodziców jest obowiązkowa. W poniedziałek 16 września kancelaria będzie nieczynna z powodu rekolekcji kapłańskich. Bóg zapłać za ofiary złożone na remont dachu – w ubiegłą niedzielę zebraliśmy 6420 zł.""",
        good=[
            Good(
                "preserve",
                """Ogłoszenia duszpasterskie na XXIII Niedzielę Zwykłą:

- Pielgrzymka autokarowa do sanktuarium w Licheniu: wyjazd spod kościoła w sobotę 14 września o 9:00, powrót około 20:00. Przejazd kosztuje 85 zł za osobę. Zapisy w kancelarii parafialnej do środy 11 września. Uczestnicy powinni mieć przy sobie dowód osobisty i jedzenie na cały dzień.
- Spotkanie organizacyjne dla rodziców dzieci przystępujących do Pierwszej Komunii: piątek, godz. 18:00, salka parafialna. Obecność co najmniej jednego rodzica jest obowiązkowa.
- Kancelaria parafialna będzie zamknięta w poniedziałek 16 września (rekolekcje kapłańskie).
- Dziękujemy za ofiary na remont dachu – w zeszłą niedzielę zebrano 6420 zł. Bóg zapłać!""",
            ),
            Good(
                "preserve",
                """Drodzy Parafianie! Zacznijmy od podziękowań: na remont dachu złożyliście w ubiegłą niedzielę 6420 zł – Bóg zapłać. W sobotę 14 września o dziewiątej rano sprzed kościoła odjedzie autokar z pielgrzymami do sanktuarium w Licheniu; powrót przewidziano mniej więcej na 20:00. Udział kosztuje 85 zł od osoby, a zapisać się można w kancelarii parafialnej do środy, 11 września. Każdy uczestnik powinien zabrać dowód osobisty oraz prowiant na cały dzień. Rodziców dzieci pierwszokomunijnych zapraszamy w piątek o 18:00 do salki parafialnej na spotkanie organizacyjne – musi na nim być przynajmniej jedno z rodziców. Uwaga: w poniedziałek 16 września kancelaria będzie nieczynna z powodu rekolekcji kapłańskich. (XXIII Niedziela Zwykła)""",
            ),
            Good(
                "en",
                """Parish announcements – 23rd Sunday in Ordinary Time. This Saturday, 14 September, a coach pilgrimage to the Licheń shrine will leave from the church at 9:00 a.m. The fare is PLN 85 per person, and the parish office is taking registrations until Wednesday, 11 September. Participants should bring their ID card and food for the whole day. The return is planned for around 8:00 p.m. On Friday at 6:00 p.m., parents of First Communion children are invited to an organisational meeting in the parish hall; at least one parent must attend. The parish office will be closed on Monday, 16 September, because of the priests' retreat. May God reward you for your donations to the roof repair – last Sunday we collected PLN 6,420.""",
            ),
        ],
        bad=[
            Slip(0, [("do środy 11 września", "do czwartku 12 września")], "date"),
            Slip(1, [("powinien zabrać", "może zabrać")], "modality"),
            Slip(2, [("PLN 6,420", "PLN 4,620")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-konkursu-fotograficznego-przyroda-gminy",
        source="""§ 4. Zasady uczestnictwa
1. Konkurs trwa od 3 marca do 30 kwietnia 2025 r. Zdjęcia należy przesyłać na adres konkurs@gok-zielonka.pl lub przez formularz na stronie www.gok-zielonka.pl/konkurs.
2. Każdy uczestnik może zgłosić maksymalnie trzy fotografie w formacie JPG o rozdzielczości nie mniejszej niż 3000 pikseli na dłuższym boku.
3. Zgłaszane zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach.
4. Osoby niepełnoletnie muszą dołączyć pisemną zgodę rodzica lub opiekuna prawnego.
5. Wyniki zostaną ogłoszone 19 maja 2025 r., a laureaci otrzymają nagrody rzeczowe o łącznej wartości 4500 zł.
6. W konkursie nie mogą brać udziału pracownicy Organizatora ani członkowie ich najbliższych rodzin.""",
        good=[
            Good(
                "preserve",
                """Zasady udziału w konkursie (§ 4) w skrócie: na zdjęcia czekamy od 3 marca do 30 kwietnia 2025 r. Trzeba je przesłać e-mailem na konkurs@gok-zielonka.pl albo przez formularz na www.gok-zielonka.pl/konkurs. Jedna osoba może zgłosić najwyżej trzy fotografie – pliki JPG, których dłuższy bok ma co najmniej 3000 pikseli. Zdjęcia nie mogą być wcześniej nigdzie publikowane ani nagradzane w innych konkursach. Niepełnoletni uczestnicy muszą dołączyć pisemną zgodę rodzica lub opiekuna prawnego. Udziału w konkursie nie mogą brać pracownicy Organizatora ani członkowie ich najbliższych rodzin. Wyniki ogłosimy 19 maja 2025 r.; na laureatów czekają nagrody rzeczowe o łącznej wartości 4500 zł.""",
            ),
            Good(
                "preserve",
                """§ 4. Warunki udziału w konkursie
1. Fotografie przyjmujemy od 3 marca do 30 kwietnia 2025 r.; należy je przesłać przez formularz dostępny na www.gok-zielonka.pl/konkurs lub na adres e-mail konkurs@gok-zielonka.pl.
2. Uczestnik może zgłosić nie więcej niż trzy zdjęcia. Wymagany format to JPG, a dłuższy bok musi mieć minimum 3000 pikseli.
3. Zdjęcia wcześniej publikowane lub nagradzane w innych konkursach nie mogą zostać zgłoszone.
4. Do zgłoszenia osoby niepełnoletniej musi być dołączona pisemna zgoda rodzica lub opiekuna prawnego.
5. Z udziału w konkursie wyłączeni są pracownicy Organizatora i członkowie ich najbliższych rodzin.
6. Wyniki zostaną ogłoszone 19 maja 2025 r. Laureaci otrzymają nagrody rzeczowe o łącznej wartości 4500 zł.""",
            ),
            Good(
                "en",
                """Section 4. Rules of participation
1. The competition runs from 3 March to 30 April 2025. Photos must be sent to konkurs@gok-zielonka.pl or submitted via the form at www.gok-zielonka.pl/konkurs.
2. Each participant may enter up to three photographs in JPG format, with at least 3,000 pixels on the longer side.
3. Entries must not have been published before or have won awards in other competitions.
4. Minors must attach written consent from a parent or legal guardian.
5. The results will be announced on 19 May 2025, and the winners will receive prizes in kind with a total value of PLN 4,500.
6. Employees of the Organiser and members of their immediate families may not take part in the competition.""",
            ),
        ],
        bad=[
            Slip(0, [("do 30 kwietnia 2025 r.", "do 20 kwietnia 2025 r.")], "date"),
            Slip(1, [("nie mogą zostać zgłoszone", "mogą zostać zgłoszone")], "negation"),
            Slip(2, [("www.gok-zielonka.pl/konkurs", "www.gok-zielonka.pl/konkursy")], "url"),
        ],
    ),
    Case(
        key="pl-pralka-czyszczenie-filtra-pompy-odplywowej",
        source="""Czyszczenie filtra pompy odpływowej
Filtr należy czyścić co najmniej raz na 3 miesiące, a także zawsze wtedy, gdy pralka nie odpompowuje wody. Przed rozpoczęciem pracy odłącz urządzenie od zasilania i odczekaj, aż woda ostygnie – po praniu w 90°C może mieć ona nawet 60°C. Otwórz klapkę w prawym dolnym rogu obudowy, podstaw płaskie naczynie o pojemności ok. 1,5 litra i powoli odkręcaj filtr w lewo. Do czyszczenia nie używaj ostrych narzędzi ani rozpuszczalników. Wypłukany pod bieżącą wodą filtr wkręć z powrotem do oporu; niedokręcony filtr może powodować wyciek. Jeżeli na wyświetlaczu nadal pojawia się kod E21, powtórz czyszczenie, a gdy błąd nie zniknie, skontaktuj się z autoryzowanym serwisem.""",
        good=[
            Good(
                "preserve",
                """Jak wyczyścić filtr pompy odpływowej

Rób to co najmniej raz na trzy miesiące oraz za każdym razem, gdy pralka nie odpompowuje wody.
1. Wyłącz pralkę z gniazdka i poczekaj, aż woda ostygnie – po praniu w 90°C może mieć nawet 60°C.
2. Otwórz klapkę w prawym dolnym rogu obudowy i podstaw płaskie naczynie mieszczące ok. 1,5 litra.
3. Powoli odkręć filtr w lewo.
4. Wypłucz filtr pod bieżącą wodą. Nie używaj przy tym ostrych narzędzi ani rozpuszczalników.
5. Wkręć filtr z powrotem do oporu – jeśli nie będzie dokręcony, może pojawić się wyciek.

Jeżeli na wyświetlaczu wciąż widać kod E21, wyczyść filtr ponownie. Gdy błąd nie zniknie, skontaktuj się z autoryzowanym serwisem.""",
            ),
            Good(
                "preserve",
                """Filtr pompy odpływowej trzeba czyścić przynajmniej co 3 miesiące, a ponadto zawsze, gdy pralka nie odpompowuje wody. Najpierw odłącz zasilanie i zaczekaj, aż woda ostygnie, bo po praniu w 90°C jej temperatura może sięgać nawet 60°C. Pod klapką w prawym dolnym rogu obudowy znajdziesz filtr – podstaw płaskie naczynie na ok. 1,5 litra wody i odkręcaj go powoli w lewo. Filtr wypłucz pod bieżącą wodą, nie sięgając po ostre narzędzia ani rozpuszczalniki, a potem wkręć go do oporu, bo niedokręcony może przeciekać. Kod E21 nadal na wyświetlaczu? Powtórz czyszczenie, a jeśli błąd nie zniknie, skontaktuj się z autoryzowanym serwisem.""",
            ),
            Good(
                "en",
                """Cleaning the drain pump filter
The filter must be cleaned at least once every 3 months, and also whenever the washing machine does not drain the water. Before you start, unplug the appliance and wait for the water to cool down – after a 90°C wash it can be as hot as 60°C. Open the flap in the bottom right corner of the casing, place a shallow container holding about 1.5 litres underneath and slowly unscrew the filter anticlockwise. Do not use sharp tools or solvents to clean it. Rinse the filter under running water and screw it back in as far as it will go; a filter that is not fully tightened may cause a leak. If error code E21 still appears on the display, repeat the cleaning, and if the error persists, contact an authorised service centre.""",
            ),
        ],
        bad=[
            Slip(0, [("ok. 1,5 litra", "ok. 0,5 litra")], "number"),
            Slip(
                1, [("gdy pralka nie odpompowuje wody", "gdy pralka odpompowuje wodę")], "negation"
            ),
            Slip(2, [("The filter must be cleaned", "The filter can be cleaned")], "modality"),
        ],
    ),
    Case(
        key="pl-sanepid-bakterie-coli-wodociag-ostrowsko",
        source="""Komunikat Państwowego Powiatowego Inspektora Sanitarnego w Nowym Targu z dnia 22 lipca 2025 r.
W próbce wody pobranej 18 lipca z wodociągu publicznego w miejscowości Ostrowsko stwierdzono bakterie grupy coli w liczbie 12 jtk/100 ml. Woda nie nadaje się do spożycia bez uprzedniego przegotowania; można jej używać do celów sanitarnych, np. do spłukiwania toalet. Prawdopodobną przyczyną skażenia jest awaria sieci po intensywnych opadach. Zarządca wodociągu prowadzi dezynfekcję i płukanie sieci. Mieszkańcy powinni śledzić kolejne komunikaty na stronie internetowej stacji sanitarno-epidemiologicznej. Wodę do picia zapewniają beczkowozy ustawione przy remizie OSP, dostępne codziennie w godz. 7:00–19:00.""",
        good=[
            Good(
                "preserve",
                """Mieszkańcy Ostrowska – uwaga na wodę z wodociągu! W próbce pobranej 18 lipca wykryto bakterie grupy coli (12 jtk/100 ml). Wodę z wodociągu publicznego można więc spożywać tylko po przegotowaniu. Bez gotowania nadaje się do celów sanitarnych, np. do spłukiwania toalet. Przyczyną skażenia była najprawdopodobniej awaria sieci po intensywnych opadach; zarządca wodociągu dezynfekuje i płucze sieć. Wodę pitną dowożą beczkowozy – stoją przy remizie OSP i są dostępne codziennie od 7:00 do 19:00. Mieszkańcy powinni na bieżąco śledzić kolejne komunikaty na stronie internetowej stacji sanitarno-epidemiologicznej. (Komunikat PPIS w Nowym Targu z 22 lipca 2025 r.)""",
            ),
            Good(
                "preserve",
                """Państwowy Powiatowy Inspektor Sanitarny w Nowym Targu informuje (komunikat z 22 lipca 2025 r.), że w wodzie z wodociągu publicznego w Ostrowsku, w próbce pobranej 18 lipca, wykryto bakterie grupy coli w liczbie 12 jtk/100 ml. Woda nie jest przydatna do spożycia, jeżeli nie zostanie wcześniej przegotowana; można ją natomiast wykorzystywać do celów sanitarnych, np. do spłukiwania toalet. Za prawdopodobną przyczynę skażenia uznaje się awarię sieci wodociągowej po intensywnych opadach. Zarządca wodociągu przeprowadza dezynfekcję i płukanie sieci. Wodę pitną zapewniają beczkowozy, które stoją przy remizie OSP i są dostępne codziennie w godzinach 7:00–19:00. Mieszkańcy powinni śledzić kolejne komunikaty publikowane na stronie internetowej stacji sanitarno-epidemiologicznej.""",
            ),
            Good(
                "en",
                """Notice of the District State Sanitary Inspector in Nowy Targ of 22 July 2025
Coliform bacteria at a level of 12 CFU/100 ml were found in a water sample taken on 18 July from the public water supply in Ostrowsko. The water is not fit for consumption unless it is boiled first; it can be used for sanitary purposes, such as flushing toilets. The probable cause of the contamination is a failure in the network after heavy rainfall. The water utility is disinfecting and flushing the network. Residents should follow further notices on the website of the sanitary and epidemiological station. Drinking water is provided by water tankers parked by the volunteer fire station, available every day from 7:00 a.m. to 7:00 p.m.""",
            ),
        ],
        bad=[
            Slip(0, [("W próbce pobranej 18 lipca", "W próbce pobranej 16 lipca")], "date"),
            Slip(
                1,
                [
                    (
                        "Za prawdopodobną przyczynę skażenia uznaje się awarię",
                        "Przyczyną skażenia była awaria",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "is not fit for consumption unless it is boiled first",
                        "is fit for consumption even without boiling",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-siatkowka-trefl-resovia-relacja-meczowa",
        source="""Siatkarze Trefla Gdańsk pokonali we wtorek przed własną publicznością Asseco Resovię 3:1 (25:21, 22:25, 25:19, 27:25) i awansowali na piąte miejsce w tabeli PlusLigi. MVP spotkania wybrano przyjmującego gospodarzy Kacpra Wiśniewskiego, który zdobył 21 punktów przy 54-procentowej skuteczności w ataku. Goście prowadzili w czwartym secie 23:20, ale nie wykorzystali dwóch piłek setowych. Mecz obejrzało około 4800 kibiców. Trener rzeszowian przyznał po spotkaniu, że jego zespół prawdopodobnie odczuwał jeszcze trudy sobotniego wyjazdu do Zawiercia. Kolejny mecz gdańszczanie rozegrają w niedzielę o 17:30 w Bełchatowie.""",
        good=[
            Good(
                "preserve",
                """Trefl Gdańsk wygrał we wtorek u siebie z Asseco Resovią 3:1 (25:21, 22:25, 25:19, 27:25) i przesunął się na piąte miejsce w tabeli PlusLigi. Rzeszowianie w czwartej partii prowadzili już 23:20 i mieli dwie piłki setowe, lecz żadnej nie wykorzystali. Najlepszym zawodnikiem meczu wybrano przyjmującego Trefla Kacpra Wiśniewskiego – 21 punktów i 54% skuteczności w ataku. Na trybunach zasiadło około 4800 widzów. Szkoleniowiec gości przyznał po meczu, że jego drużyna prawdopodobnie czuła jeszcze w nogach sobotni wyjazd do Zawiercia. W niedzielę o 17:30 gdańszczanie zagrają w Bełchatowie.""",
            ),
            Good(
                "preserve",
                """Około 4800 kibiców obejrzało we wtorek zwycięstwo Trefla Gdańsk nad Asseco Resovią 3:1 (25:21, 22:25, 25:19, 27:25) przed własną publicznością. Dzięki tej wygranej gospodarze awansowali na piąte miejsce w PlusLidze. W czwartym secie goście prowadzili 23:20, ale zmarnowali dwie piłki setowe. Tytuł MVP trafił do przyjmującego gospodarzy Kacpra Wiśniewskiego, autora 21 punktów, który atakował ze skutecznością 54%. Trener Resovii przyznał po meczu, że jego zawodnicy prawdopodobnie odczuwali jeszcze trudy sobotniego wyjazdu do Zawiercia. Następne spotkanie Trefl rozegra w niedzielę o 17:30 w Bełchatowie.""",
            ),
            Good(
                "en",
                """Trefl Gdańsk beat Asseco Resovia 3–1 (25–21, 22–25, 25–19, 27–25) at home on Tuesday and moved up to fifth place in the PlusLiga table. The hosts' outside hitter Kacper Wiśniewski was named MVP after scoring 21 points with 54% attack efficiency. The visitors led 23–20 in the fourth set but failed to convert two set points. The match was watched by about 4,800 fans. After the game, the Rzeszów coach admitted that his team was probably still feeling the effects of Saturday's trip to Zawiercie. Gdańsk's next match is on Sunday at 17:30 in Bełchatów.""",
            ),
        ],
        bad=[
            Slip(0, [("21 punktów i 54%", "23 punkty i 54%")], "number"),
            Slip(1, [("prawdopodobnie odczuwali", "odczuwali")], "hedge"),
            Slip(
                2,
                [
                    (
                        "was named MVP after scoring",
                        "was named MVP in his first start since a knee injury, scoring",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-umowa-najmu-kaucja-oplaty-media",
        source="""§ 5. Kaucja i opłaty
1. Najemca wpłaci Wynajmującemu kaucję zabezpieczającą w wysokości 5400 zł, odpowiadającą dwukrotności miesięcznego czynszu, najpóźniej w dniu podpisania umowy.
2. Kaucja podlega zwrotowi w terminie 30 dni od dnia opróżnienia lokalu, po potrąceniu ewentualnych należności Wynajmującego, zgodnie z art. 6 ust. 4 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów.
3. Niezależnie od czynszu Najemca jest zobowiązany uiszczać opłaty za media według wskazań liczników, w terminie do 10. dnia każdego miesiąca.
4. Najemca może podnająć lokal lub oddać go do bezpłatnego używania osobom trzecim wyłącznie za pisemną zgodą Wynajmującego.
5. Wynajmujący nie ponosi odpowiedzialności za rzeczy pozostawione przez Najemcę po wydaniu lokalu.""",
        good=[
            Good(
                "preserve",
                """Kaucja i opłaty (§ 5) – w prostych słowach:
• Kaucję w kwocie 5400 zł, czyli równowartość dwóch miesięcznych czynszów, wpłacasz Wynajmującemu najpóźniej w dniu podpisania umowy.
• Dostaniesz ją z powrotem w ciągu 30 dni od opróżnienia lokalu, pomniejszoną o ewentualne należności Wynajmującego – zgodnie z art. 6 ust. 4 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów.
• Oprócz czynszu musisz płacić za media według wskazań liczników – do 10. dnia każdego miesiąca.
• Podnająć lokal albo oddać go komuś do bezpłatnego używania możesz tylko za pisemną zgodą Wynajmującego.
• Wynajmujący nie odpowiada za rzeczy, które zostawisz w lokalu po jego wydaniu.""",
            ),
            Good(
                "preserve",
                """Zgodnie z § 5 umowy Najemca, najpóźniej w dniu jej podpisania, wpłaca Wynajmującemu kaucję zabezpieczającą równą dwukrotności miesięcznego czynszu, tj. 5400 zł. Kaucja zostanie zwrócona w ciągu 30 dni od dnia opróżnienia lokalu, po potrąceniu ewentualnych należności Wynajmującego, w zgodzie z art. 6 ust. 4 ustawy o ochronie praw lokatorów z dnia 21 czerwca 2001 r. Poza czynszem na Najemcy ciąży obowiązek uiszczania opłat za media według wskazań liczników do 10. dnia każdego miesiąca. Podnajem lokalu lub oddanie go w bezpłatne używanie osobom trzecim wymaga pisemnej zgody Wynajmującego. Wynajmujący nie odpowiada za rzeczy pozostawione przez Najemcę po wydaniu lokalu.""",
            ),
            Good(
                "en",
                """Section 5. Deposit and charges
1. The Tenant shall pay the Landlord a security deposit of PLN 5,400, equal to twice the monthly rent, no later than on the day the agreement is signed.
2. The deposit shall be refunded within 30 days of the date on which the premises are vacated, less any amounts owed to the Landlord, in accordance with Article 6(4) of the Act of 21 June 2001 on the protection of tenants' rights.
3. In addition to the rent, the Tenant is obliged to pay utility charges based on meter readings by the 10th day of each month.
4. The Tenant may sublet the premises or lend them free of charge to third parties only with the Landlord's written consent.
5. The Landlord accepts no liability for items left behind by the Tenant after the premises have been handed over.""",
            ),
        ],
        bad=[
            Slip(0, [("musisz płacić za media", "powinieneś płacić za media")], "modality"),
            Slip(1, [("art. 6 ust. 4", "art. 6 ust. 2")], "legal_reference"),
            Slip(2, [("PLN 5,400", "PLN 4,500")], "number"),
        ],
    ),
    Case(
        key="pl-api-uwierzytelnianie-limity-przesylki24",
        source="""## Uwierzytelnianie

Każde żądanie do API v2 musi zawierać nagłówek `Authorization: Bearer <token>`. Token wygenerujesz w panelu klienta, w zakładce **Ustawienia → Klucze API**; jest ważny przez 90 dni.

### Limity

- Jeden klucz może wykonać maksymalnie 600 żądań na minutę.
- Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` i nagłówek `Retry-After`.
- Nie przechowuj tokenu w repozytorium ani w kodzie front-endu.

Aby sprawdzić, czy token działa, wywołaj:

```bash
curl -H "Authorization: Bearer $TOKEN" https://api.przesylki24.pl/v2/me
```

Klient powinien ponawiać odrzucone żądania z wykładniczym opóźnieniem.""",
        good=[
            Good(
                "preserve",
                """## Uwierzytelnianie w API v2

W każdym żądaniu musisz wysłać nagłówek `Authorization: Bearer <token>`. Token tworzysz w panelu klienta (**Ustawienia → Klucze API**) i zachowuje on ważność przez 90 dni. Nie trzymaj go w repozytorium ani w kodzie front-endu.

Szybki test tokenu:

```bash
curl -H "Authorization: Bearer $TOKEN" https://api.przesylki24.pl/v2/me
```

### Limity

- Maksymalnie 600 żądań na minutę na jeden klucz.
- Po przekroczeniu limitu dostaniesz odpowiedź `429 Too Many Requests` z nagłówkiem `Retry-After`.
- Odrzucone żądania klient powinien ponawiać z wykładniczym opóźnieniem.""",
            ),
            Good(
                "preserve",
                """## Uwierzytelnianie

Wszystkie żądania kierowane do API v2 muszą zawierać nagłówek `Authorization: Bearer <token>`. Token można wygenerować w panelu klienta w zakładce **Ustawienia → Klucze API**. Okres jego ważności wynosi 90 dni.

### Limity

- Limit dla jednego klucza to 600 żądań na minutę.
- Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After`.
- Tokenu nie wolno przechowywać w repozytorium ani w kodzie front-endu.

Poprawność tokenu można sprawdzić poleceniem:

```bash
curl -H "Authorization: Bearer $TOKEN" https://api.przesylki24.pl/v2/me
```

Odrzucone żądania powinny być ponawiane przez klienta z wykładniczym opóźnieniem.""",
            ),
            Good(
                "en",
                """## Authentication

Every request to API v2 must include the `Authorization: Bearer <token>` header. You can generate a token in the customer panel under **Ustawienia → Klucze API** (Settings → API keys); it is valid for 90 days.

### Rate limits

- A single key can make up to 600 requests per minute.
- When the limit is exceeded, the server returns `429 Too Many Requests` with a `Retry-After` header.
- Do not store the token in a repository or in front-end code.

To check that your token works, run:

```bash
curl -H "Authorization: Bearer $TOKEN" https://api.przesylki24.pl/v2/me
```

Clients should retry rejected requests with exponential backoff.""",
            ),
        ],
        bad=[
            Slip(0, [("z nagłówkiem `Retry-After`", "z nagłówkiem `Retry-Delay`")], "code"),
            Slip(1, [("muszą zawierać nagłówek", "powinny zawierać nagłówek")], "modality"),
            Slip(2, [("```bash\ncurl", "curl"), ("/v2/me\n```", "/v2/me")], "markdown"),
        ],
    ),
    Case(
        key="pl-abstrakt-bocian-bialy-dolina-narwi",
        source="""W latach 2015–2022 monitorowaliśmy 214 gniazd bociana białego (Ciconia ciconia) w dolinie Narwi. Średnia liczba podlotów na parę z lęgiem wynosiła 2,4, przy czym w latach z suchym majem była niższa o około 0,6. Pary gniazdujące w odległości do 1 km od ekstensywnie koszonych łąk miały istotnie wyższy sukces lęgowy (p < 0,01). Nie stwierdziliśmy natomiast związku między wysokością słupa gniazdowego a liczbą młodych. Wyniki sugerują, że dostępność wilgotnych łąk może być dla produktywności populacji ważniejsza niż zagęszczenie par, co jest zgodne z obserwacjami Tryjanowskiego i in. (2009) z Wielkopolski. Postępujące osuszanie doliny prawdopodobnie obniży w kolejnych latach liczebność lokalnej populacji.""",
        good=[
            Good(
                "preserve",
                """Od 2015 do 2022 roku badacze śledzili losy 214 gniazd bociana białego (Ciconia ciconia) w dolinie Narwi. Para, która przystąpiła do lęgu, wychowywała średnio 2,4 podlota, a w latach z suchym majem – o około 0,6 mniej. Bociany gniazdujące nie dalej niż 1 km od ekstensywnie koszonych łąk odnosiły istotnie większy sukces lęgowy (p < 0,01). Nie wykazano natomiast związku między wysokością słupa, na którym stało gniazdo, a liczbą młodych. Zdaniem autorów dostęp do wilgotnych łąk może mieć dla produktywności populacji większe znaczenie niż zagęszczenie par – podobnie jak w Wielkopolsce według Tryjanowskiego i in. (2009). Z powodu postępującego osuszania doliny liczebność tutejszej populacji w kolejnych latach prawdopodobnie spadnie.""",
            ),
            Good(
                "preserve",
                """Analizą objęto 214 gniazd bociana białego (Ciconia ciconia) w dolinie Narwi, monitorowanych w latach 2015–2022. Średnia liczba podlotów przypadająca na parę z lęgiem wyniosła 2,4; w latach z suchym majem była o ok. 0,6 niższa. Istotnie wyższy sukces lęgowy (p < 0,01) odnotowano u par gniazdujących w promieniu 1 km od łąk koszonych ekstensywnie, natomiast nie stwierdzono zależności między wysokością słupa gniazdowego a liczbą młodych. Uzyskane wyniki sugerują, że dla produktywności populacji dostępność wilgotnych łąk może być ważniejsza niż zagęszczenie par; podobną zależność opisali dla Wielkopolski Tryjanowski i in. (2009). Postępujące osuszanie doliny w kolejnych latach prawdopodobnie doprowadzi do spadku liczebności lokalnej populacji.""",
            ),
            Good(
                "en",
                """Between 2015 and 2022 we monitored 214 White Stork (Ciconia ciconia) nests in the Narew valley. The mean number of fledglings per breeding pair was 2.4, and in years with a dry May it was about 0.6 lower. Pairs nesting within 1 km of extensively mown meadows had significantly higher breeding success (p < 0.01). However, we found no relationship between the height of the nest pole and the number of young. The results suggest that the availability of wet meadows may be more important for population productivity than pair density, which is consistent with the observations of Tryjanowski et al. (2009) from Wielkopolska. The ongoing drainage of the valley will probably reduce the size of the local population in the coming years.""",
            ),
        ],
        bad=[
            Slip(0, [("losy 214 gniazd", "losy 241 gniazd")], "number"),
            Slip(1, [("Tryjanowski i in. (2009)", "Tryjanowski i in. (2004)")], "citation"),
            Slip(2, [("will probably reduce", "will reduce")], "hedge"),
        ],
    ),
    Case(
        key="pl-cennik-przychodni-weterynaryjnej-pod-lipami",
        source="""Cennik usług – Przychodnia Weterynaryjna „Pod Lipami”, obowiązuje od 1 lutego 2025 r.
Konsultacja lekarska – 90 zł; wizyta kontrolna w ciągu 14 dni od pierwszej wizyty – 50 zł.
Szczepienie psa przeciw wściekliźnie – 80 zł (w cenie wpis do paszportu).
Kastracja kota – 250 zł, sterylizacja kotki – 380 zł. Ceny zabiegów nie obejmują badania krwi przed znieczuleniem, które kosztuje dodatkowo 120 zł.
Wizyta domowa na terenie miasta – 150 zł + koszt wykonanej usługi.
Za usługi wykonywane w nocy (22:00–7:00) oraz w niedziele i święta doliczamy 50%.
Nie przyjmujemy płatności czekiem; można płacić gotówką, kartą lub BLIKIEM.""",
        good=[
            Good(
                "preserve",
                """Przychodnia Weterynaryjna „Pod Lipami” – cennik ważny od 1 lutego 2025 r.

Wizyty:
- konsultacja lekarska: 90 zł
- wizyta kontrolna (do 14 dni od pierwszej wizyty): 50 zł
- wizyta domowa w granicach miasta: 150 zł plus koszt wykonanej usługi

Szczepienia i zabiegi:
- szczepienie psa przeciw wściekliźnie: 80 zł, wpis do paszportu w cenie
- kastracja kota: 250 zł
- sterylizacja kotki: 380 zł
- badanie krwi przed znieczuleniem: dodatkowo 120 zł (nie jest wliczone w cenę zabiegów)

Dopłata 50% obowiązuje za usługi w nocy (22:00–7:00), w niedziele i w święta. Płatność: gotówka, karta lub BLIK – czeków nie przyjmujemy.""",
            ),
            Good(
                "preserve",
                """Od 1 lutego 2025 r. w Przychodni Weterynaryjnej „Pod Lipami” obowiązuje następujący cennik. Konsultacja u lekarza kosztuje 90 zł, a jeśli przyjdziesz na kontrolę w ciągu 14 dni od pierwszej wizyty, zapłacisz 50 zł. Szczepienie psa przeciw wściekliźnie to wydatek 80 zł – razem z wpisem do paszportu. Kastracja kota kosztuje 250 zł, a sterylizacja kotki 380 zł. Cena zabiegu nie obejmuje badania krwi przed znieczuleniem – to dodatkowe 120 zł. Na terenie miasta przyjedziemy też do domu: 150 zł plus koszt wykonanej usługi. Za usługi w nocy (22:00–7:00) oraz w niedziele i święta doliczamy 50%. Zapłacisz gotówką, kartą albo BLIKIEM, ale nie czekiem.""",
            ),
            Good(
                "en",
                """Price list – “Pod Lipami” Veterinary Clinic, valid from 1 February 2025
Veterinary consultation – PLN 90; follow-up visit within 14 days of the first visit – PLN 50.
Rabies vaccination for dogs – PLN 80 (includes the entry in the pet passport).
Cat castration – PLN 250, spaying of a female cat – PLN 380. Surgery prices do not include the pre-anaesthetic blood test, which costs an additional PLN 120.
Home visit within the city – PLN 150 + the cost of the service provided.
Services provided at night (22:00–7:00) and on Sundays and public holidays carry a 50% surcharge.
We do not accept payment by cheque; you can pay in cash, by card or with BLIK.""",
            ),
        ],
        bad=[
            Slip(0, [("sterylizacja kotki: 380 zł", "sterylizacja kotki: 330 zł")], "number"),
            Slip(
                1,
                [
                    ("Cena zabiegu nie obejmuje", "Cena zabiegu obejmuje"),
                    ("– to dodatkowe 120 zł", "o wartości 120 zł"),
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "or with BLIK.",
                        "or with BLIK. Clients can park free of charge in front of the clinic.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zbiorka-krwi-ambulans-bychawa",
        source="""Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie zaprasza na akcję poboru krwi, która odbędzie się w sobotę 8 listopada w godz. 9:00–14:00 w ambulansie przy Urzędzie Gminy w Bychawie. Krew może oddać osoba w wieku 18–65 lat, ważąca co najmniej 50 kg. Przed donacją należy zjeść lekki, niskotłuszczowy posiłek i wypić około 1,5 litra płynów. Trzeba mieć ze sobą dokument tożsamości ze zdjęciem i numerem PESEL. Osoby, które w ciągu ostatnich 6 miesięcy wykonały tatuaż lub piercing, nie mogą oddawać krwi. Każdy dawca otrzyma posiłek regeneracyjny oraz zaświadczenie uprawniające do dnia wolnego od pracy.""",
        good=[
            Good(
                "preserve",
                """Oddaj krew w Bychawie!
Kiedy: sobota 8 listopada, 9:00–14:00
Gdzie: ambulans przy Urzędzie Gminy w Bychawie
Organizator: Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie

Kto może oddać krew: osoby w wieku 18–65 lat, ważące minimum 50 kg. Krwi nie mogą oddawać osoby, które w ciągu ostatnich 6 miesięcy zrobiły sobie tatuaż lub piercing.
Jak się przygotować: przed donacją zjedz lekki, niskotłuszczowy posiłek i wypij około 1,5 litra płynów. Musisz mieć ze sobą dokument tożsamości ze zdjęciem i numerem PESEL.
Każdy dawca dostanie posiłek regeneracyjny i zaświadczenie uprawniające do dnia wolnego od pracy.""",
            ),
            Good(
                "preserve",
                """W sobotę 8 listopada, w godzinach od 9:00 do 14:00, Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Lublinie przeprowadzi akcję poboru krwi w ambulansie ustawionym przy Urzędzie Gminy w Bychawie. Dawcą może zostać osoba w wieku od 18 do 65 lat o masie ciała nie mniejszej niż 50 kg. Od oddawania krwi wykluczone są osoby, które w ostatnich 6 miesiącach wykonały tatuaż lub piercing. Przed donacją należy spożyć lekki, niskotłuszczowy posiłek oraz wypić ok. 1,5 litra płynów, a także zabrać dokument tożsamości ze zdjęciem i numerem PESEL. Każdy dawca otrzyma posiłek regeneracyjny i zaświadczenie uprawniające do dnia wolnego od pracy.""",
            ),
            Good(
                "en",
                """The Regional Blood Donation and Blood Treatment Centre in Lublin invites you to a blood drive on Saturday, 8 November, from 9 a.m. to 2 p.m., in the mobile unit outside the Bychawa Municipal Office. Anyone aged 18–65 who weighs at least 50 kg can donate blood. Before donating, you need to eat a light, low-fat meal and drink about 1.5 litres of fluids. You must bring an identity document with a photo and your PESEL number. People who have had a tattoo or piercing in the last 6 months cannot donate blood. Every donor will receive a recovery meal and a certificate entitling them to a day off work.""",
            ),
        ],
        bad=[
            Slip(0, [("9:00–14:00", "9:00–12:00")], "date"),
            Slip(1, [("Przed donacją należy spożyć", "Przed donacją warto spożyć")], "modality"),
            Slip(2, [("cannot donate blood", "can donate blood")], "negation"),
        ],
    ),
    Case(
        key="pl-readme-pdfscal-laczenie-plikow-pdf",
        source="""# pdfscal

Proste narzędzie wiersza poleceń do łączenia plików PDF. Wymaga Pythona 3.10 lub nowszego.

## Instalacja

```
pip install pdfscal
```

## Użycie

- `pdfscal a.pdf b.pdf -o wynik.pdf` – łączy pliki w podanej kolejności,
- `--strony 1-3` – pobiera z każdego pliku tylko wskazane strony,
- `--bez-zakladek` – pomija zakładki w pliku wynikowym.

Pliki zaszyfrowane hasłem nie są obecnie obsługiwane. Błędy zgłaszaj na https://github.com/kpietrzak/pdfscal/issues, a przed zgłoszeniem sprawdź, czy problem nie został już opisany. Pełna dokumentacja: [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

## Licencja

MIT""",
        good=[
            Good(
                "preserve",
                """# pdfscal

`pdfscal` to prosty program konsolowy, który łączy pliki PDF. Do działania potrzebuje Pythona w wersji 3.10 lub nowszej.

## Instalacja

```
pip install pdfscal
```

## Użycie

- `pdfscal a.pdf b.pdf -o wynik.pdf` – scala pliki w kolejności, w jakiej je podano,
- `--strony 1-3` – bierze z każdego pliku wyłącznie wskazane strony,
- `--bez-zakladek` – nie przenosi zakładek do pliku wynikowego.

Na razie program nie obsługuje plików zabezpieczonych hasłem. Zanim zgłosisz błąd na https://github.com/kpietrzak/pdfscal/issues, sprawdź, czy ktoś go już nie opisał. Całą dokumentację znajdziesz pod adresem [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

## Licencja

MIT""",
            ),
            Good(
                "preserve",
                """# pdfscal

Proste narzędzie CLI do scalania plików PDF (wymagany Python 3.10+).

## Instalacja

```
pip install pdfscal
```

## Użycie

| Polecenie / opcja | Działanie |
|---|---|
| `pdfscal a.pdf b.pdf -o wynik.pdf` | łączy pliki w podanej kolejności |
| `--strony 1-3` | z każdego pliku pobiera tylko wskazane strony |
| `--bez-zakladek` | pomija zakładki w pliku wynikowym |

Obecnie brak obsługi plików zaszyfrowanych hasłem. Błędy zgłaszaj na https://github.com/kpietrzak/pdfscal/issues – najpierw jednak sprawdź, czy problem nie został już opisany. Pełna dokumentacja: [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

## Licencja

MIT""",
            ),
            Good(
                "en",
                """# pdfscal

A simple command-line tool for merging PDF files. Requires Python 3.10 or newer.

## Installation

```
pip install pdfscal
```

## Usage

- `pdfscal a.pdf b.pdf -o wynik.pdf` – merges the files in the given order,
- `--strony 1-3` – takes only the specified pages from each file,
- `--bez-zakladek` – omits bookmarks from the output file.

Password-encrypted files are not supported at the moment. Report bugs at https://github.com/kpietrzak/pdfscal/issues, but first check whether the problem has already been reported. Full documentation: [pdfscal.readthedocs.io](https://pdfscal.readthedocs.io/pl/latest/).

## License

MIT""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("github.com/kpietrzak/pdfscal/issues", "github.com/kpietrzak/pdf-scal/issues")],
                "url",
            ),
            Slip(1, [("## Użycie\n", "Użycie\n")], "markdown"),
            Slip(2, [("`--bez-zakladek`", "`--bez-zakladki`")], "code"),
        ],
    ),
    Case(
        key="pl-notatka-spotkania-wdrozenie-sklepu",
        source="""## Notatka ze spotkania zespołu – 12 czerwca 2025

**Obecni:** Anna, Marek, Zofia, Piotr (zdalnie)

### Ustalenia

1. Wdrożenie nowej wersji sklepu przesuwamy na wtorek 24 czerwca, godz. 6:00, czyli przed porannym szczytem ruchu.
2. Przed wdrożeniem Marek musi zakończyć testy płatności BLIK; bez jego akceptacji nie publikujemy zmian.
3. Zofia może przygotować wpis na bloga o nowościach, ale nie jest to priorytet.
4. Kopie zapasowe bazy robimy codziennie o 2:00 i przechowujemy przez 14 dni.

### Do wyjaśnienia

- czy dostawca hostingu podniesie ceny od lipca,
- kto przejmie dyżury w sierpniu.

Następne spotkanie: czwartek 19 czerwca, 10:00.""",
        good=[
            Good(
                "preserve",
                """## Spotkanie zespołu, 12 czerwca 2025 – notatka

**Uczestnicy:** Anna, Marek, Zofia i Piotr (online)

### Co ustaliliśmy

1. Termin wdrożenia nowej wersji sklepu zostaje przesunięty na wtorek 24 czerwca, 6:00 – jeszcze przed porannym szczytem ruchu.
2. Marek musi przed wdrożeniem dokończyć testy płatności BLIK. Bez jego akceptacji zmiany nie zostaną opublikowane.
3. Zofia może napisać na bloga wpis o nowościach – to jednak nie jest priorytet.
4. Kopia zapasowa bazy: codziennie o 2:00, przechowywana przez 14 dni.

### Otwarte kwestie

- Czy od lipca dostawca hostingu podniesie ceny?
- Kto przejmie dyżury w sierpniu?

Kolejne spotkanie: czwartek, 19 czerwca, godz. 10:00.""",
            ),
            Good(
                "preserve",
                """## Notatka ze spotkania zespołu (12.06.2025)

Obecni byli Anna, Marek, Zofia oraz – zdalnie – Piotr.

### Ustalenia

- Wdrożenie nowej wersji sklepu przenosimy na wtorek 24 czerwca na godz. 6:00, tak by zdążyć przed porannym szczytem ruchu.
- Warunek wdrożenia: Marek musi skończyć testy płatności BLIK. Zmiany publikujemy dopiero po jego akceptacji.
- Zofia może przygotować wpis na bloga o nowościach, choć nie jest to priorytetowe zadanie.
- Kopie zapasowe bazy wykonujemy codziennie o 2:00 i trzymamy je przez 14 dni.

### Do wyjaśnienia

- Czy dostawca hostingu podniesie ceny od lipca?
- Kto przejmie dyżury w sierpniu?

Następne spotkanie zaplanowano na czwartek 19 czerwca, godz. 10:00.""",
            ),
            Good(
                "en",
                """## Team meeting notes – 12 June 2025

**Present:** Anna, Marek, Zofia, Piotr (remote)

### Decisions

1. We are moving the release of the new shop version to Tuesday 24 June at 6:00, i.e. before the morning traffic peak.
2. Before the release, Marek must finish testing BLIK payments; we do not publish any changes without his approval.
3. Zofia may prepare a blog post about the new features, but it is not a priority.
4. We back up the database every day at 2:00 and keep the backups for 14 days.

### To be clarified

- whether the hosting provider will raise prices from July,
- who will take over on-call duty in August.

Next meeting: Thursday 19 June, 10:00.""",
            ),
        ],
        bad=[
            Slip(0, [("czwartek, 19 czerwca", "czwartek, 26 czerwca")], "date"),
            Slip(1, [("Marek musi skończyć", "Marek powinien skończyć")], "modality"),
            Slip(
                2,
                [
                    (
                        "but it is not a priority.\n4. We back up",
                        "but it is not a priority; we back up",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-przelot-pokrzewek-mierzeja-wislana",
        source="""Na podstawie danych z odłowów prowadzonych w ramach Akcji Bałtyckiej na stacji w Krynicy Morskiej w latach 1995–2020 przeanalizowaliśmy zmiany terminów jesiennego przelotu pięciu gatunków pokrzewek (Sylvia spp.). U czterech gatunków mediana terminu przelotu przesunęła się na później, średnio o 3,1 dnia na dekadę. Najsilniejszy trend stwierdzono u kapturki (S. atricapilla) – około 5 dni na dekadę. U piegży (S. curruca) nie wykazano istotnej zmiany. Przesunięcie to jest prawdopodobnie związane ze wzrostem temperatur we wrześniu, choć nie można wykluczyć wpływu zmian w siedliskach wokół stacji. Wyniki są zgodne z wcześniejszymi analizami dla wybrzeża Bałtyku (Nowakowski i in. 2014, Ring 36: 45–58).""",
        good=[
            Good(
                "preserve",
                """Autorzy przeanalizowali dane z odłowów Akcji Bałtyckiej na stacji w Krynicy Morskiej z lat 1995–2020, aby sprawdzić, jak zmieniały się terminy jesiennego przelotu pięciu gatunków pokrzewek (Sylvia spp.). U czterech z nich mediana terminu przelotu przesunęła się na później – przeciętnie o 3,1 dnia na dekadę, a u kapturki (S. atricapilla), u której trend był najsilniejszy, o około 5 dni na dekadę. U piegży (S. curruca) istotnej zmiany nie wykazano. Za przesunięcie odpowiada prawdopodobnie wzrost wrześniowych temperatur, choć nie da się wykluczyć, że znaczenie miały też zmiany siedlisk wokół stacji. Wyniki zgadzają się z wcześniejszymi analizami dla wybrzeża Bałtyku (Nowakowski i in. 2014, Ring 36: 45–58).""",
            ),
            Good(
                "preserve",
                """Przedmiotem analizy były zmiany terminów jesiennej wędrówki pięciu gatunków pokrzewek (Sylvia spp.), ocenione na podstawie odłowów Akcji Bałtyckiej na stacji w Krynicy Morskiej z lat 1995–2020. U czterech gatunków mediana terminu przelotu uległa opóźnieniu, średnio o 3,1 dnia na dekadę; najsilniejszy trend, wynoszący około 5 dni na dekadę, dotyczył kapturki (S. atricapilla). U piegży (S. curruca) nie stwierdzono istotnej zmiany. Obserwowane opóźnienie wiąże się prawdopodobnie ze wzrostem temperatur we wrześniu, nie można jednak wykluczyć udziału zmian siedliskowych w otoczeniu stacji. Wyniki pozostają w zgodzie z wcześniejszymi analizami dla wybrzeża Bałtyku (Nowakowski i in. 2014, Ring 36: 45–58).""",
            ),
            Good(
                "en",
                """Using data from trapping carried out as part of Operation Baltic at the Krynica Morska station in 1995–2020, we analysed changes in the timing of autumn migration in five warbler species (Sylvia spp.). In four species, the median passage date shifted later, by an average of 3.1 days per decade. The strongest trend was found in the Blackcap (S. atricapilla) – about 5 days per decade. No significant change was detected in the Lesser Whitethroat (S. curruca). This shift is probably related to rising September temperatures, although the influence of habitat changes around the station cannot be ruled out. The results are consistent with earlier analyses for the Baltic coast (Nowakowski et al. 2014, Ring 36: 45–58).""",
            ),
        ],
        bad=[
            Slip(0, [("odpowiada prawdopodobnie wzrost", "odpowiada wzrost")], "hedge"),
            Slip(
                1,
                [
                    (
                        "nie stwierdzono istotnej zmiany.",
                        "nie stwierdzono istotnej zmiany, co wynikało z małej liczby odłowionych ptaków.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Ring 36: 45–58", "Ring 38: 45–58")], "citation"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-biblioteka-wieliczka",
        source="""Klauzula informacyjna
Administratorem Pani/Pana danych osobowych jest Miejska Biblioteka Publiczna w Wieliczce. Dane przetwarzamy w celu świadczenia usług bibliotecznych na podstawie art. 6 ust. 1 lit. b RODO, a w zakresie przypomnień SMS o terminie zwrotu książek – na podstawie zgody (art. 6 ust. 1 lit. a RODO). Dane będą przechowywane przez okres korzystania z usług biblioteki oraz 5 lat po jego zakończeniu. Podanie danych jest dobrowolne, ale niezbędne do założenia karty czytelnika. Zgodę można wycofać w dowolnym momencie bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane nie będą przekazywane do państw trzecich ani wykorzystywane do profilowania. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa UODO. Kontakt z inspektorem ochrony danych: iod@mbp-wieliczka.pl.""",
        good=[
            Good(
                "preserve",
                """Jak przetwarzamy Twoje dane?
Administratorem Twoich danych osobowych jest Miejska Biblioteka Publiczna w Wieliczce. Korzystamy z nich, żeby świadczyć Ci usługi biblioteczne (podstawa: art. 6 ust. 1 lit. b RODO). SMS-y przypominające o terminie zwrotu książek wysyłamy na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO) – możesz ją wycofać w każdej chwili, co nie wpływa na zgodność z prawem przetwarzania sprzed jej wycofania. Dane przechowujemy, dopóki korzystasz z usług biblioteki, i jeszcze przez 5 lat później. Nie musisz ich podawać, ale bez nich nie założymy Ci karty czytelnika. Nie przekazujemy danych do państw trzecich i nie używamy ich do profilowania. Masz prawo złożyć skargę do Prezesa UODO. Inspektor ochrony danych: iod@mbp-wieliczka.pl.""",
            ),
            Good(
                "preserve",
                """Klauzula informacyjna
1. Administrator danych: Miejska Biblioteka Publiczna w Wieliczce.
2. Cele i podstawy przetwarzania: świadczenie usług bibliotecznych – art. 6 ust. 1 lit. b RODO; przypomnienia SMS o terminie zwrotu książek – zgoda, art. 6 ust. 1 lit. a RODO.
3. Okres przechowywania: czas korzystania z usług biblioteki i 5 lat po jego zakończeniu.
4. Podanie danych jest dobrowolne, lecz konieczne do założenia karty czytelnika.
5. Zgoda może zostać wycofana w dowolnym momencie; nie wpływa to na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.
6. Dane nie będą przekazywane do państw trzecich ani wykorzystywane do profilowania.
7. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa UODO.
8. Kontakt z inspektorem ochrony danych: iod@mbp-wieliczka.pl.""",
            ),
            Good(
                "en",
                """Information clause
The controller of your personal data is the Municipal Public Library in Wieliczka. We process your data to provide library services on the basis of Article 6(1)(b) GDPR and, for SMS reminders about book return dates, on the basis of your consent (Article 6(1)(a) GDPR). Your data will be kept for as long as you use the library's services and for 5 years afterwards. Providing your data is voluntary, but it is required in order to get a library card. You may withdraw your consent at any time without affecting the lawfulness of processing carried out before its withdrawal. Your data will not be transferred to third countries or used for profiling. You have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO). Data protection officer: iod@mbp-wieliczka.pl.""",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. c RODO")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Dane nie będą przekazywane do państw trzecich ani",
                        "Dane będą przekazywane do państw trzecich i",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("but it is required in order to", "but it is recommended in order to")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-maraton-bydgoski-rekord-trasy",
        source="""Niedzielny 14. Maraton Bydgoski ukończyło 1873 zawodników. Zwyciężył Kenijczyk Elias Kiprono z czasem 2:14:05, ustanawiając nowy rekord trasy – poprzedni, z 2019 roku, był o 31 sekund słabszy. Najszybszą z Polek okazała się Magdalena Zielińska (2:38:12), która zajęła czwarte miejsce wśród kobiet. Mimo silnego wiatru organizatorzy nie skrócili trasy, choć jeszcze w sobotę wieczorem rozważali taką możliwość. Na mecie przy hali Łuczniczka biegaczy witało kilka tysięcy kibiców. Z powodu zamknięcia ulic tramwaje linii 5 i 13 nie kursowały do godziny 15:00, a komunikację zastępczą zapewniały autobusy.""",
        good=[
            Good(
                "preserve",
                """Kenijczyk Elias Kiprono wygrał niedzielny 14. Maraton Bydgoski z czasem 2:14:05 i poprawił o 31 sekund rekord trasy z 2019 roku. Bieg ukończyło 1873 uczestników. Najlepsza z Polek, Magdalena Zielińska, uzyskała 2:38:12 i była czwarta w klasyfikacji kobiet. Mimo silnego wiatru trasa nie została skrócona, choć organizatorzy rozważali to jeszcze w sobotę wieczorem. Na mecie przy hali Łuczniczka zawodników dopingowało kilka tysięcy kibiców. Tramwaje linii 5 i 13 z powodu zamkniętych ulic nie jeździły do 15:00 – zamiast nich kursowały autobusy zastępcze.""",
            ),
            Good(
                "preserve",
                """Niedzielny 14. Maraton Bydgoski: 1873 osoby na mecie, wygrana Eliasa Kiprono z Kenii w czasie 2:14:05 i nowy rekord trasy – o 31 sekund lepszy od wyniku z 2019 roku. Czwarta wśród kobiet, a zarazem najszybsza z Polek była Magdalena Zielińska (2:38:12). Organizatorzy nie skrócili trasy mimo silnego wiatru, choć w sobotę wieczorem brali to jeszcze pod uwagę. Kilka tysięcy kibiców witało biegaczy na mecie przy hali Łuczniczka. Ze względu na zamknięte ulice tramwaje linii 5 i 13 nie kursowały do 15:00; zastąpiły je autobusy.""",
            ),
            Good(
                "en",
                """Sunday's 14th Bydgoszcz Marathon was completed by 1,873 runners. The winner was Kenya's Elias Kiprono in 2:14:05, setting a new course record – the previous one, from 2019, was 31 seconds slower. The fastest Polish woman was Magdalena Zielińska (2:38:12), who finished fourth among women. Despite the strong wind, the organisers did not shorten the course, although they were still considering it on Saturday evening. Several thousand fans greeted the runners at the finish by the Łuczniczka arena. Because of road closures, tram lines 5 and 13 did not run until 3 p.m., and replacement buses were provided.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Bieg ukończyło 1873 uczestników", "Bieg ukończyło 1783 uczestników")],
                "number",
            ),
            Slip(
                1,
                [("Organizatorzy nie skrócili trasy", "Organizatorzy skrócili trasę")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Several thousand fans greeted the runners at the finish by the Łuczniczka arena. Because of road closures, tram lines 5 and 13 did not run until 3 p.m., and replacement buses were provided.",
                        "Na mecie przy hali Łuczniczka biegaczy witało kilka tysięcy kibiców. Z powodu zamknięcia ulic tramwaje linii 5 i 13 nie kursowały do godziny 15:00, a komunikację zastępczą zapewniały autobusy.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-konkursu-szarlotka-kety",
        source="""Regulamin konkursu „Najlepsza szarlotka Gminy Kęty 2025” (wyciąg)
1. W konkursie mogą wziąć udział mieszkańcy gminy, którzy ukończyli 16 lat.
2. Każdy uczestnik może zgłosić tylko jedno ciasto. Zgłoszenia przyjmuje Centrum Kultury do 5 września 2025 r.
3. Ciasto należy dostarczyć w dniu festynu, 7 września, w godz. 10:00–11:30, wraz z kartą zgłoszenia i listą składników.
4. Ciasta oceni trzyosobowe jury, przyznając od 1 do 10 punktów w każdej z trzech kategorii: smak, wygląd i pomysłowość.
5. Zwycięzca otrzyma bon o wartości 800 zł, a za drugie i trzecie miejsce przewidziano bony o wartości 400 i 200 zł.
6. Decyzja jury jest ostateczna i nie przysługuje od niej odwołanie.""",
        good=[
            Good(
                "preserve",
                """Pieczesz szarlotkę? Oto najważniejsze zasady z regulaminu konkursu „Najlepsza szarlotka Gminy Kęty 2025”. Startować mogą mieszkańcy gminy, którzy skończyli 16 lat, a każdy może zgłosić tylko jedno ciasto. Zgłoszenia przyjmuje Centrum Kultury do 5 września 2025 r. Ciasto trzeba przynieść w dniu festynu, czyli 7 września, między 10:00 a 11:30 – razem z kartą zgłoszenia i listą składników. Trzyosobowe jury przyzna od 1 do 10 punktów w każdej z trzech kategorii: smak, wygląd i pomysłowość. Za pierwsze miejsce czeka bon o wartości 800 zł, za drugie – 400 zł, a za trzecie – 200 zł. Decyzja jury jest ostateczna i nie można się od niej odwołać.""",
            ),
            Good(
                "preserve",
                """Wyciąg z regulaminu konkursu „Najlepsza szarlotka Gminy Kęty 2025”:
– uczestnicy: mieszkańcy gminy w wieku co najmniej 16 lat; jedna osoba może zgłosić najwyżej jedno ciasto;
– termin zgłoszeń: do 5 września 2025 r. (przyjmuje je Centrum Kultury);
– dostarczenie ciasta: obowiązkowo w dniu festynu, 7 września, w godz. 10:00–11:30, z kartą zgłoszenia i listą składników;
– ocena: trzyosobowe jury, od 1 do 10 punktów w każdej z trzech kategorii (smak, wygląd, pomysłowość);
– nagrody: bony o wartości 800 zł (I miejsce), 400 zł (II miejsce) i 200 zł (III miejsce);
– decyzja jury jest ostateczna, odwołanie od niej nie przysługuje.""",
            ),
            Good(
                "en",
                """Rules of the “Best Szarlotka (Apple Pie) of Kęty Municipality 2025” competition (extract)
1. The competition is open to residents of the municipality who are 16 or older.
2. Each participant may enter only one cake. Entries are accepted by the Cultural Centre until 5 September 2025.
3. The cake must be delivered on the day of the festival, 7 September, between 10:00 and 11:30, together with the entry form and a list of ingredients.
4. The cakes will be judged by a three-member jury, awarding from 1 to 10 points in each of three categories: taste, appearance and creativity.
5. The winner will receive a voucher worth PLN 800, and vouchers worth PLN 400 and PLN 200 are provided for second and third place.
6. The jury's decision is final and cannot be appealed.""",
            ),
        ],
        bad=[
            Slip(0, [("Ciasto trzeba przynieść", "Ciasto można przynieść")], "modality"),
            Slip(1, [("800 zł (I miejsce)", "600 zł (I miejsce)")], "number"),
            Slip(
                2,
                [
                    (
                        "a three-member jury,",
                        "a three-member jury chaired by a pastry chef from Kraków,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-wymiana-pionow-wodnych",
        source="""Szanowni Mieszkańcy,
informujemy, że w dniach 3–5 grudnia (środa–piątek) w budynku przy ul. Kasztanowej 7 zostanie przeprowadzona wymiana pionów wodnych w klatce B. W tym czasie w godz. 8:00–16:00 nie będzie dostępu do zimnej ani ciepłej wody. Przerwa może się wydłużyć, jeśli ekipa natrafi na mocno skorodowane odcinki instalacji. Prosimy o udostępnienie łazienek wykonawcy – prace w każdym mieszkaniu potrwają przypuszczalnie około 2 godzin. Mieszkańcy klatki A nie są objęci pracami. Gruz zostanie wywieziony w sobotę 6 grudnia. W razie pytań prosimy o kontakt z administratorem budynku, p. Tomaszem Lisem, tel. 501 234 876.
Zarząd Wspólnoty Mieszkaniowej""",
        good=[
            Good(
                "preserve",
                """Wymiana pionów wodnych – klatka B, ul. Kasztanowa 7

Kiedy: środa–piątek, 3–5 grudnia
Brak wody (zimnej i ciepłej): w tych dniach w godz. 8:00–16:00 – przerwa może potrwać dłużej, jeśli ekipa trafi na mocno skorodowane odcinki instalacji.
Prosimy o udostępnienie łazienek wykonawcy; w jednym mieszkaniu prace zajmą przypuszczalnie około 2 godzin.
Klatka A: prace jej nie obejmują.
Wywóz gruzu: sobota, 6 grudnia.
Pytania: administrator budynku, p. Tomasz Lis, tel. 501 234 876.

Zarząd Wspólnoty Mieszkaniowej""",
            ),
            Good(
                "preserve",
                """Drodzy Sąsiedzi! Od środy 3 grudnia do piątku 5 grudnia w klatce B budynku przy ul. Kasztanowej 7 wymieniane będą piony wodne. W tych dniach od 8:00 do 16:00 w kranach nie będzie ani zimnej, ani ciepłej wody, a jeśli fachowcy natrafią na mocno skorodowane odcinki instalacji, przerwa może się przeciągnąć. Prosimy, udostępnijcie wykonawcy łazienki – w każdym mieszkaniu ekipa spędzi przypuszczalnie około 2 godzin. Prace nie obejmują klatki A. Gruz zostanie wywieziony w sobotę 6 grudnia. Jeśli macie pytania, skontaktujcie się z administratorem budynku, panem Tomaszem Lisem: tel. 501 234 876.
Zarząd Wspólnoty Mieszkaniowej""",
            ),
            Good(
                "en",
                """Dear Residents,
Please be informed that the water risers in staircase B of the building at ul. Kasztanowa 7 will be replaced from 3 to 5 December (Wednesday to Friday). During this time there will be no cold or hot water between 8:00 and 16:00. The interruption may last longer if the crew comes across badly corroded sections of the pipework. Please give the contractor access to your bathroom – the work in each flat will probably take about 2 hours. Residents of staircase A are not affected by the work. The rubble will be taken away on Saturday, 6 December. If you have any questions, please contact the building manager, Mr Tomasz Lis, tel. 501 234 876.
Homeowners' Association Board""",
            ),
        ],
        bad=[
            Slip(0, [("sobota, 6 grudnia", "sobota, 13 grudnia")], "date"),
            Slip(1, [("spędzi przypuszczalnie około 2 godzin", "spędzi 2 godziny")], "hedge"),
            Slip(
                2, [("are not affected by the work", "are also affected by the work")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-wskazowki-dla-autorow-czasopisma-ornitologicznego",
        source="""Informacje dla autorów
Manuskrypty należy przesyłać wyłącznie przez system redakcyjny: https://przeglad-ornitologiczny.pl/zgloszenia. Artykuł oryginalny nie powinien przekraczać 6000 słów łącznie z bibliografią. Streszczenie w języku angielskim jest obowiązkowe. Bibliografię formatujemy w stylu APA (wyd. 7), np.: Zielińska, A., & Marek, P. (2019). Zmiany liczebności dzięcioła trójpalczastego w Puszczy Białowieskiej. Ornis Polonica, 60(2), 81–95. Autorzy mogą zaproponować dwóch recenzentów, ale redakcja nie jest zobowiązana do skorzystania z tych propozycji. Decyzję o przyjęciu tekstu przekazujemy zwykle w ciągu 8 tygodni. Pytania prosimy kierować na adres redakcja@przeglad-ornitologiczny.pl.""",
        good=[
            Good(
                "preserve",
                """Wskazówki dla autorów:
- Manuskrypty przyjmujemy wyłącznie przez system redakcyjny: https://przeglad-ornitologiczny.pl/zgloszenia.
- Artykuł oryginalny nie powinien przekraczać 6000 słów (z bibliografią włącznie).
- Streszczenie po angielsku jest obowiązkowe.
- Bibliografia w stylu APA, 7. wydanie. Przykład: Zielińska, A., & Marek, P. (2019). Zmiany liczebności dzięcioła trójpalczastego w Puszczy Białowieskiej. Ornis Polonica, 60(2), 81–95.
- Możesz zaproponować dwóch recenzentów, ale redakcja nie musi z tych propozycji korzystać.
- Decyzję o przyjęciu tekstu przekazujemy zwykle w ciągu 8 tygodni.
- Pytania: redakcja@przeglad-ornitologiczny.pl.""",
            ),
            Good(
                "preserve",
                """Redakcja przyjmuje manuskrypty wyłącznie za pośrednictwem systemu redakcyjnego dostępnego pod adresem https://przeglad-ornitologiczny.pl/zgloszenia; pytania prosimy kierować na adres redakcja@przeglad-ornitologiczny.pl. Objętość artykułu oryginalnego, łącznie z bibliografią, nie powinna przekraczać 6000 słów, a streszczenie w języku angielskim jest obowiązkowe. Bibliografię należy sformatować zgodnie ze stylem APA (7. wydanie), na przykład: Zielińska, A., & Marek, P. (2019). Zmiany liczebności dzięcioła trójpalczastego w Puszczy Białowieskiej. Ornis Polonica, 60(2), 81–95. Autorzy mogą zaproponować dwóch recenzentów, przy czym redakcja nie ma obowiązku z tych propozycji skorzystać. Decyzję o przyjęciu tekstu redakcja przekazuje zazwyczaj w ciągu 8 tygodni.""",
            ),
            Good(
                "en",
                """Information for authors
Manuscripts must be submitted exclusively through the editorial system: https://przeglad-ornitologiczny.pl/zgloszenia. An original article should not exceed 6,000 words, including references. An abstract in English is mandatory. References follow APA style (7th edition), e.g.: Zielińska, A., & Marek, P. (2019). Zmiany liczebności dzięcioła trójpalczastego w Puszczy Białowieskiej. Ornis Polonica, 60(2), 81–95. Authors may suggest two reviewers, but the editors are not obliged to use these suggestions. We usually communicate the decision on acceptance within 8 weeks. Please send any questions to redakcja@przeglad-ornitologiczny.pl.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Możesz zaproponować dwóch recenzentów",
                        "Musisz zaproponować dwóch recenzentów",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "przeglad-ornitologiczny.pl/zgloszenia",
                        "przeglad-ornitologiczny.pl/zgloszenie",
                    )
                ],
                "url",
            ),
            Slip(2, [("Marek, P. (2019)", "Marek, P. (2017)")], "citation"),
        ],
    ),
    Case(
        key="pl-lecznica-pakiet-kleszcze-babeszjoza",
        source="""Sezon na kleszcze w pełni! W ubiegłym roku w naszej lecznicy leczyliśmy 47 psów z babeszjozą, a szacuje się, że na terenach podmiejskich Wrocławia zakażony może być nawet co piąty kleszcz. Do 30 czerwca oferujemy pakiet profilaktyczny dla psa w cenie 160 zł: badanie kliniczne, obroża lub tabletka chroniąca przed kleszczami przez 12 tygodni oraz szybki test w kierunku chorób odkleszczowych. Pakiet dla kota kosztuje 120 zł. Pamiętaj, że żaden preparat nie daje 100% ochrony – po każdym spacerze warto obejrzeć skórę psa, zwłaszcza okolice uszu i pach. Objawy babeszjozy, takie jak apatia, gorączka czy ciemny mocz, pojawiają się zwykle w ciągu 1–3 tygodni od ukąszenia.""",
        good=[
            Good(
                "preserve",
                """Kleszcze są już w pełni aktywne – zadbaj o psa!
• W ubiegłym roku leczyliśmy w naszej lecznicy 47 psów chorych na babeszjozę.
• Szacuje się, że na podmiejskich terenach Wrocławia zakażony może być nawet co piąty kleszcz.
• Do 30 czerwca pakiet profilaktyczny dla psa kosztuje 160 zł i obejmuje: badanie kliniczne, obrożę lub tabletkę chroniącą przed kleszczami przez 12 tygodni oraz szybki test w kierunku chorób odkleszczowych. Pakiet dla kota: 120 zł.
• Żaden preparat nie chroni w 100%, dlatego po każdym spacerze warto sprawdzić skórę psa, szczególnie przy uszach i pod pachami.
• Apatia, gorączka, ciemny mocz – takie objawy babeszjozy pojawiają się zwykle w ciągu 1–3 tygodni od ukąszenia.""",
            ),
            Good(
                "preserve",
                """Żaden preparat nie zapewnia stuprocentowej ochrony przed kleszczami, dlatego po każdym spacerze warto przejrzeć skórę psa – zwłaszcza okolice uszu i pach. A sezon trwa w najlepsze: w ubiegłym roku leczyliśmy u nas 47 psów z babeszjozą, a według szacunków na podmiejskich terenach Wrocławia zakażony może być nawet co piąty kleszcz. Objawy choroby – np. apatia, gorączka czy ciemny mocz – zwykle pojawiają się w ciągu 1–3 tygodni od ukąszenia. Do 30 czerwca proponujemy pakiet profilaktyczny dla psa za 160 zł (badanie kliniczne, obroża albo tabletka chroniąca przed kleszczami przez 12 tygodni i szybki test w kierunku chorób odkleszczowych) oraz pakiet dla kota za 120 zł.""",
            ),
            Good(
                "en",
                """Tick season is in full swing! Last year our clinic treated 47 dogs for babesiosis, and it is estimated that in Wrocław's suburban areas as many as one in five ticks may be infected. Until 30 June we are offering a preventive package for dogs for PLN 160: a clinical examination, a collar or tablet that protects against ticks for 12 weeks, and a rapid test for tick-borne diseases. The package for cats costs PLN 120. Remember that no product gives 100% protection – after every walk it is a good idea to check your dog's skin, especially around the ears and armpits. Symptoms of babesiosis, such as lethargy, fever or dark urine, usually appear within 1–3 weeks of the bite.""",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 160 zł", "kosztuje 140 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "według szacunków na podmiejskich terenach Wrocławia zakażony może być nawet co piąty",
                        "na podmiejskich terenach Wrocławia zakażony jest co piąty",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "a rapid test for tick-borne diseases.",
                        "a rapid test for tick-borne diseases with results in 10 minutes.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sklep-odstapienie-od-umowy-ceramika",
        source="""Prawo odstąpienia od umowy
Jeżeli jesteś konsumentem, możesz odstąpić od umowy zawartej na odległość w terminie 14 dni bez podawania przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Termin biegnie od dnia, w którym Ty lub wskazana przez Ciebie osoba objęliście rzecz w posiadanie. Aby skorzystać z tego prawa, wyślij oświadczenie na adres zwroty@ceramika-zuraw.pl lub wypełnij formularz na stronie https://ceramika-zuraw.pl/zwroty. Zwrócimy wszystkie otrzymane płatności, w tym koszt najtańszej oferowanej dostawy, nie później niż 14 dni od otrzymania oświadczenia. Bezpośredni koszt odesłania towaru ponosisz Ty. Prawo odstąpienia nie przysługuje w przypadku produktów wykonanych według Twojej specyfikacji, np. kubków z personalizowanym nadrukiem (art. 38 ust. 1 pkt 3 ustawy).""",
        good=[
            Good(
                "preserve",
                """Czy mogę odstąpić od umowy?
Tak – jeśli kupujesz jako konsument, masz 14 dni na odstąpienie od umowy zawartej na odległość i nie musisz podawać powodu (art. 27 ustawy o prawach konsumenta z 30 maja 2014 r.). Termin liczy się od dnia, w którym Ty albo wskazana przez Ciebie osoba objęliście rzecz w posiadanie.
Jak to zrobić? Wyślij oświadczenie na zwroty@ceramika-zuraw.pl albo wypełnij formularz: https://ceramika-zuraw.pl/zwroty.
Co odzyskasz? Wszystkie otrzymane od Ciebie płatności, łącznie z kosztem najtańszej oferowanej przez nas dostawy – najpóźniej 14 dni od otrzymania oświadczenia. Bezpośredni koszt odesłania towaru pokrywasz sam.
Wyjątek: prawo odstąpienia nie przysługuje, jeśli produkt wykonano według Twojej specyfikacji, np. kubek z personalizowanym nadrukiem (art. 38 ust. 1 pkt 3 ustawy).""",
            ),
            Good(
                "preserve",
                """Konsument może w terminie 14 dni odstąpić od umowy zawartej na odległość bez podawania przyczyny, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Termin liczy się od dnia objęcia rzeczy w posiadanie przez konsumenta lub wskazaną przez niego osobę. Oświadczenie o odstąpieniu należy wysłać na adres zwroty@ceramika-zuraw.pl albo złożyć za pomocą formularza dostępnego na stronie https://ceramika-zuraw.pl/zwroty. Sprzedawca zwraca wszystkie otrzymane płatności, łącznie z kosztem najtańszej oferowanej dostawy, nie później niż 14 dni od otrzymania oświadczenia. Bezpośredni koszt odesłania towaru ponosi konsument. Prawo odstąpienia nie przysługuje w odniesieniu do produktów wykonanych według specyfikacji konsumenta, takich jak kubki z personalizowanym nadrukiem (art. 38 ust. 1 pkt 3 ustawy).""",
            ),
            Good(
                "en",
                """Right of withdrawal
If you are a consumer, you may withdraw from a distance contract within 14 days without giving any reason (Article 27 of the Consumer Rights Act of 30 May 2014). The period starts on the day on which you, or a person you have indicated, took possession of the goods. To exercise this right, send a statement to zwroty@ceramika-zuraw.pl or fill in the form at https://ceramika-zuraw.pl/zwroty. We will refund all payments received, including the cost of the cheapest delivery option we offer, no later than 14 days after receiving your statement. You bear the direct cost of returning the goods. The right of withdrawal does not apply to products made to your specifications, such as mugs with a personalised print (Article 38(1)(3) of the Act).""",
            ),
        ],
        bad=[
            Slip(0, [("(art. 27 ustawy", "(art. 28 ustawy")], "legal_reference"),
            Slip(1, [("zwroty@ceramika-zuraw.pl", "zwrot@ceramika-zuraw.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "You bear the direct cost of returning the goods.",
                        "You bear the direct cost of returning the goods, which must be unused and in their original packaging.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 72: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-dozynki-gminne-stare-pole-program",
        source="Dożynki Gminy Stare Pole odbędą się w niedzielę 7 września 2025 r. na boisku przy Szkole Podstawowej w Lipnie. Uroczystości rozpoczną się o godz. 11:00 mszą polową, a o 13:30 przejdzie korowód z wieńcami przygotowanymi przez sołectwa. Konkurs na najpiękniejszy wieniec oceni komisja złożona z pięciu osób; zwycięskie sołectwo otrzyma nagrodę w wysokości 2000 zł. Wieczorem zagra zespół „Złote Kłosy”, a zabawa potrwa do północy. Wstęp na teren festynu jest bezpłatny. Organizatorzy przypominają, że na terenie imprezy nie wolno spożywać alkoholu poza wyznaczoną strefą gastronomiczną. Parking dla gości przygotowano przy remizie OSP, około 300 metrów od boiska.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na Dożynki Gminy Stare Pole! Spotykamy się w niedzielę, 7 września 2025 roku, na boisku przy Szkole Podstawowej w Lipnie. O 11:00 zaczynamy mszą polową, a o 13:30 ruszy korowód z wieńcami, które przygotowały sołectwa. Najpiękniejszy wieniec wybierze pięcioosobowa komisja, a zwycięskie sołectwo dostanie 2000 zł nagrody. Wieczorem do tańca zagra zespół „Złote Kłosy” – bawimy się do północy. Wstęp jest wolny. Pamiętajcie, że poza wyznaczoną strefą gastronomiczną nie wolno spożywać alkoholu na terenie imprezy. Samochód zostawicie na parkingu przy remizie OSP, około 300 metrów od boiska.",
            ),
            Good(
                "preserve",
                "Dożynki Gminy Stare Pole – najważniejsze informacje:\n"
                "- termin: niedziela, 7.09.2025 r.;\n"
                "- miejsce: boisko przy Szkole Podstawowej w Lipnie (parking przy remizie OSP, ok. 300 m od boiska);\n"
                "- 11:00 – msza polowa;\n"
                "- 13:30 – korowód z wieńcami przygotowanymi przez sołectwa;\n"
                "- konkurs wieńców: ocenia komisja z pięciu osób, nagroda dla zwycięskiego sołectwa – 2000 zł;\n"
                "- wieczorem gra zespół „Złote Kłosy”, zabawa do północy;\n"
                "- wstęp bezpłatny.\n"
                "Uwaga: na terenie imprezy alkoholu nie wolno spożywać poza wyznaczoną strefą gastronomiczną.",
            ),
            Good(
                "en",
                "The Stare Pole Municipality Harvest Festival will take place on Sunday, 7 September 2025, on the sports field next to the primary school in Lipno. The celebrations open at 11:00 with an open-air Mass, and at 13:30 a procession will carry the wreaths prepared by the local villages. A five-member jury will judge the wreath competition, and the winning village will receive a prize of PLN 2,000. In the evening the band Złote Kłosy will play, and the party will go on until midnight. Admission is free. The organisers remind visitors that alcohol may not be consumed on the festival grounds outside the designated food area. Guest parking is available by the volunteer fire station, about 300 metres from the field.",
            ),
        ],
        bad=[
            Slip(0, [("nie wolno spożywać", "można spożywać")], "negation"),
            Slip(1, [("13:30 – korowód", "14:30 – korowód")], "date"),
            Slip(
                2,
                [
                    (
                        "Admission is free.",
                        "Admission is free thanks to a grant from the county council.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szkola-jezykowa-zapisy-semestr-jesienny",
        source="Zapisy na kursy w Szkole Językowej Lingwista na semestr jesienny trwają do 15 września. Przed zapisem każdy nowy słuchacz musi napisać bezpłatny test poziomujący, dostępny na stronie www.lingwista.edu.pl/test. Kursy ogólne prowadzimy w grupach liczących od 6 do 10 osób, dwa razy w tygodniu po 90 minut. Cena semestru (30 spotkań) wynosi 1350 zł; można ją rozłożyć na trzy raty. Osoby zapisujące się razem z rodzeństwem lub partnerem otrzymują 10% zniżki. Jeśli grupa nie zbierze się do 25 września, zwrócimy pełną wpłatę. Pytania prosimy kierować na adres sekretariat@lingwista.edu.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz uczyć się z nami jesienią? Na semestr jesienny w Szkole Językowej Lingwista zapiszesz się do 15 września. Jeśli jesteś u nas nowy, przed zapisem musisz rozwiązać test poziomujący – jest bezpłatny i znajdziesz go pod adresem www.lingwista.edu.pl/test. Na kursach ogólnych uczymy w grupach od 6 do 10 osób, dwa razy w tygodniu po 90 minut. Semestr to 30 spotkań i kosztuje 1350 zł, a opłatę możesz podzielić na trzy raty. Zapisujesz się z rodzeństwem albo partnerem? Dostaniecie 10% zniżki. Gdyby do 25 września grupa się nie zebrała, oddamy Ci całą wpłatę. Masz pytania? Napisz na sekretariat@lingwista.edu.pl.",
            ),
            Good(
                "preserve",
                "Szkoła Językowa Lingwista – zapisy na semestr jesienny\n"
                "1. Termin zapisów: do 15 września.\n"
                "2. Nowi słuchacze są zobowiązani przed zapisem do napisania bezpłatnego testu poziomującego (www.lingwista.edu.pl/test).\n"
                "3. Kursy ogólne: grupy 6–10-osobowe, zajęcia dwa razy w tygodniu po 90 minut.\n"
                "4. Opłata za semestr (30 spotkań): 1350 zł, z możliwością zapłaty w trzech ratach.\n"
                "5. Zniżka 10% dla osób zapisujących się wspólnie z rodzeństwem lub partnerem.\n"
                "6. Jeżeli grupa nie zbierze się do 25 września, wpłata zostanie zwrócona w całości.\n"
                "Pytania: sekretariat@lingwista.edu.pl.",
            ),
            Good(
                "en",
                "Enrolment for autumn-semester courses at the Lingwista Language School is open until 15 September. Every new student must take a free placement test before enrolling; it is available at www.lingwista.edu.pl/test. General courses are taught in groups of 6 to 10 people, twice a week for 90 minutes. A semester (30 lessons) costs PLN 1,350, which can be paid in three instalments. Students who sign up together with a sibling or partner get a 10% discount. If a group has not come together by 25 September, we will refund the full payment. Please send any questions to sekretariat@lingwista.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("przed zapisem musisz rozwiązać", "przed zapisem warto rozwiązać")], "modality"
            ),
            Slip(1, [("1350 zł", "1530 zł")], "number"),
            Slip(2, [("www.lingwista.edu.pl/test", "www.lingwista.pl/test")], "url"),
        ],
    ),
    Case(
        key="pl-dotacja-wymiana-okien-nabor-brzeziny",
        source="Urząd Miasta Brzeziny ogłasza nabór wniosków o dotację na wymianę stolarki okiennej w budynkach mieszkalnych. Dofinansowanie wynosi 40% kosztów kwalifikowanych, nie więcej niż 6000 zł na jeden lokal. Wnioski przyjmowane są od 3 do 28 marca 2025 r. w Biurze Obsługi Mieszkańca. Dotacja udzielana jest na podstawie uchwały nr XIV/152/2024 Rady Miasta Brzeziny oraz art. 403 ust. 4 ustawy Prawo ochrony środowiska. Nie zwraca się kosztów prac rozpoczętych przed podpisaniem umowy z gminą. Nowe okna muszą mieć współczynnik przenikania ciepła Uw nie wyższy niż 0,9 W/(m²·K). Wnioskodawca może złożyć tylko jeden wniosek na dany lokal.",
        good=[
            Good(
                "preserve",
                "Miasto Brzeziny daje dotacje na wymianę okien w budynkach mieszkalnych. Dofinansowanie to 40% kosztów kwalifikowanych, ale najwyżej 6000 zł na jeden lokal. Wniosek złożysz w Biurze Obsługi Mieszkańca między 3 a 28 marca 2025 r. Uwaga: jeśli zaczniesz prace przed podpisaniem umowy z gminą, ich koszty nie zostaną zwrócone. Nowe okna muszą mieć współczynnik przenikania ciepła Uw nie wyższy niż 0,9 W/(m²·K). Na jeden lokal możesz złożyć tylko jeden wniosek. Podstawą prawną dotacji są uchwała nr XIV/152/2024 Rady Miasta Brzeziny i art. 403 ust. 4 ustawy Prawo ochrony środowiska.",
            ),
            Good(
                "preserve",
                "Na podstawie uchwały nr XIV/152/2024 Rady Miasta Brzeziny oraz art. 403 ust. 4 ustawy Prawo ochrony środowiska Urząd Miasta Brzeziny prowadzi nabór wniosków o dotację do wymiany stolarki okiennej w budynkach mieszkalnych. Wnioski można składać w Biurze Obsługi Mieszkańca w dniach 3–28 marca 2025 r. Wysokość dofinansowania to 40% kosztów kwalifikowanych, jednak nie więcej niż 6000 zł na lokal. Montowane okna muszą mieć współczynnik przenikania ciepła Uw nieprzekraczający 0,9 W/(m²·K). Koszty prac rozpoczętych przed zawarciem umowy z gminą nie podlegają zwrotowi. Dla jednego lokalu wnioskodawca może złożyć wyłącznie jeden wniosek.",
            ),
            Good(
                "en",
                "Brzeziny Town Hall is accepting applications for grants towards replacing windows in residential buildings. The grant covers 40% of eligible costs, up to a maximum of PLN 6,000 per dwelling. Applications can be submitted at the Residents' Service Office from 3 to 28 March 2025. The grant is awarded under Resolution No. XIV/152/2024 of the Brzeziny Town Council and Article 403(4) of the Environmental Protection Law Act. Costs of work started before the agreement with the municipality is signed are not reimbursed. The new windows must have a heat transfer coefficient Uw of no more than 0.9 W/(m²·K). An applicant may submit only one application per dwelling.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("ich koszty nie zostaną zwrócone", "ich koszty również zostaną zwrócone")],
                "negation",
            ),
            Slip(1, [("art. 403 ust. 4", "art. 403 ust. 2")], "legal_reference"),
            Slip(2, [("PLN 6,000", "PLN 8,000")], "number"),
        ],
    ),
    Case(
        key="pl-lodowisko-miejskie-sezon-godziny-slizgawek",
        source="Miejskie lodowisko przy ul. Sportowej 4 zostanie otwarte w sobotę 30 listopada i będzie czynne prawdopodobnie do końca lutego, o ile pozwolą na to warunki pogodowe. Ślizgawki odbywają się codziennie od 10:00 do 21:00, w sesjach trwających 60 minut, z 15-minutową przerwą na przygotowanie tafli. Bilet normalny kosztuje 12 zł, ulgowy 8 zł, a wypożyczenie łyżew – 10 zł. Dzieci do lat 10 muszą jeździć w kasku; kaski wypożyczamy bezpłatnie. Osoby korzystające z lodowiska powinny mieć rękawiczki. W poniedziałki w godzinach 8:00–10:00 tafla jest zarezerwowana dla szkół.",
        good=[
            Good(
                "preserve",
                "Lodowisko miejskie – sezon zimowy\n"
                "• Adres: ul. Sportowa 4.\n"
                "• Otwarcie: sobota, 30 listopada; lodowisko będzie czynne prawdopodobnie do końca lutego, jeśli pozwoli na to pogoda.\n"
                "• Ślizgawki: codziennie 10:00–21:00, sesje po 60 minut, a między nimi 15 minut przerwy na przygotowanie tafli.\n"
                "• Ceny: bilet normalny 12 zł, ulgowy 8 zł, wypożyczenie łyżew 10 zł.\n"
                "• Dzieci do lat 10 muszą jeździć w kasku (kaski wypożyczamy za darmo).\n"
                "• Rękawiczki: każdy, kto korzysta z lodowiska, powinien je mieć.\n"
                "• Poniedziałki 8:00–10:00: tafla zarezerwowana dla szkół.",
            ),
            Good(
                "preserve",
                "Od soboty 30 listopada znów pojeździsz na łyżwach przy ul. Sportowej 4! Lodowisko będzie działać najpewniej do końca lutego – o ile pozwoli pogoda. Na taflę wejdziesz codziennie między 10:00 a 21:00; każda sesja trwa godzinę, a po niej jest 15 minut przerwy na przygotowanie lodu. Za wejście zapłacisz 12 zł (bilet ulgowy: 8 zł), a łyżwy wypożyczysz za 10 zł. Dzieci do lat 10 muszą mieć na głowie kask – pożyczymy go bezpłatnie. Pamiętaj też o rękawiczkach: powinien je mieć każdy, kto korzysta z lodowiska. W poniedziałki od 8:00 do 10:00 tafla jest zarezerwowana dla szkół.",
            ),
            Good(
                "en",
                "The city ice rink at 4 Sportowa Street opens on Saturday, 30 November, and will probably stay open until the end of February, weather permitting. Public skating runs daily from 10:00 to 21:00 in 60-minute sessions, with a 15-minute break between them to prepare the ice. A standard ticket costs PLN 12, a concession ticket PLN 8, and skate hire PLN 10. Children under 10 must wear a helmet; helmets are lent free of charge. Skaters should have gloves. On Mondays from 8:00 to 10:00 the ice is reserved for schools.",
            ),
        ],
        bad=[
            Slip(0, [("muszą jeździć w kasku", "powinny jeździć w kasku")], "modality"),
            Slip(
                1,
                [
                    (
                        "będzie działać najpewniej do końca lutego",
                        "będzie działać na pewno do końca lutego",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("30 November", "23 November")], "date"),
        ],
    ),
    Case(
        key="pl-osrodek-terapii-uzaleznien-przyjecia-stacjonarne",
        source="Ośrodek Terapii Uzależnień „Przystań” przyjmuje pacjentów na sześciotygodniowy program stacjonarny. Terapia jest finansowana przez NFZ, więc pacjent nie ponosi żadnych opłat za leczenie i pobyt. Do przyjęcia nie jest wymagane skierowanie, ale kandydat musi być trzeźwy co najmniej od 72 godzin i przejść wcześniej detoksykację, jeśli lekarz uzna ją za konieczną. Czas oczekiwania na miejsce wynosi obecnie około trzech tygodni. W trakcie programu pacjenci nie mogą opuszczać ośrodka bez zgody terapeuty prowadzącego. Odwiedziny rodziny są możliwe w niedziele od 14:00 do 17:00. Rejestracja telefoniczna: 22 615 40 80, od poniedziałku do piątku w godz. 8:00–15:00.",
        good=[
            Good(
                "preserve",
                "„Przystań” to ośrodek terapii uzależnień, który prowadzi sześciotygodniowy program stacjonarny. Za leczenie i pobyt nic nie płacisz – terapię finansuje NFZ. Skierowanie nie jest potrzebne. Musisz jednak być trzeźwy od co najmniej 72 godzin, a jeśli lekarz uzna to za konieczne – wcześniej przejść detoks. Na miejsce czeka się obecnie około trzech tygodni. W czasie programu nie możesz wychodzić z ośrodka bez zgody swojego terapeuty prowadzącego. Rodzina może Cię odwiedzać w niedziele między 14:00 a 17:00. Zarejestrujesz się telefonicznie pod numerem 22 615 40 80, od poniedziałku do piątku w godzinach 8:00–15:00.",
            ),
            Good(
                "preserve",
                "Pacjenci przyjmowani są do Ośrodka Terapii Uzależnień „Przystań” na program stacjonarny trwający sześć tygodni. Leczenie i pobyt są dla pacjenta bezpłatne, ponieważ finansuje je NFZ. Przyjęcie nie wymaga skierowania; kandydat musi jednak zachować trzeźwość przez co najmniej 72 godziny, a gdy lekarz uzna to za konieczne – przejść uprzednio detoksykację. Obecnie na przyjęcie oczekuje się około trzech tygodni. Uczestnicy programu nie mogą opuszczać ośrodka bez zgody terapeuty prowadzącego. Rodzina może odwiedzać pacjentów w niedziele w godzinach 14:00–17:00. Rejestracja odbywa się telefonicznie pod numerem 22 615 40 80, od poniedziałku do piątku, w godz. 8:00–15:00.",
            ),
            Good(
                "en",
                "The Przystań Addiction Therapy Centre admits patients to a six-week residential programme. Treatment is funded by the National Health Fund (NFZ), so patients pay nothing for therapy or their stay. No referral is needed, but applicants must have been sober for at least 72 hours and, if a doctor considers it necessary, must first complete detox. The current waiting time for a place is about three weeks. During the programme, patients may not leave the centre without their lead therapist's permission. Family visits are possible on Sundays from 14:00 to 17:00. Registration is by phone on 22 615 40 80, Monday to Friday, 8:00–15:00.",
            ),
        ],
        bad=[
            Slip(
                0, [("Skierowanie nie jest potrzebne.", "Skierowanie jest potrzebne.")], "negation"
            ),
            Slip(
                1,
                [("kandydat musi jednak zachować", "kandydat powinien jednak zachować")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "is about three weeks.",
                        "is about three weeks, because the centre has only 24 beds.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-komis-samochodowy-gwarancja-silnik-skrzynia",
        source="Każdy samochód kupiony w Auto-Komisie Zbyszek objęty jest 12-miesięczną gwarancją na silnik i skrzynię biegów, z limitem przebiegu 20 000 km. Gwarancja nie obejmuje elementów eksploatacyjnych, takich jak klocki hamulcowe, sprzęgło, opony czy akumulator. Aby z niej skorzystać, należy wykonywać przeglądy w autoryzowanym serwisie co 10 000 km. Niezależnie od gwarancji kupującemu będącemu konsumentem przysługują uprawnienia z tytułu niezgodności towaru z umową, określone w art. 43a–43g ustawy o prawach konsumenta. Reklamacje przyjmujemy pisemnie lub mailowo; odpowiadamy w ciągu 14 dni. Maksymalna kwota naprawy w ramach gwarancji wynosi 8000 zł brutto.",
        good=[
            Good(
                "preserve",
                "Gwarancja Auto-Komisu Zbyszek – w skrócie:\n"
                "- obejmuje silnik i skrzynię biegów każdego kupionego u nas samochodu;\n"
                "- trwa 12 miesięcy, z limitem przebiegu 20 000 km;\n"
                "- kwota naprawy w ramach gwarancji: maksymalnie 8000 zł brutto;\n"
                "- nie obejmuje elementów eksploatacyjnych (np. klocków hamulcowych, sprzęgła, opon, akumulatora);\n"
                "- warunek: przeglądy w autoryzowanym serwisie co 10 000 km.\n"
                "Reklamację złożysz na piśmie albo mailem – odpowiemy w ciągu 14 dni. Jeśli jesteś konsumentem, niezależnie od gwarancji przysługują Ci uprawnienia z tytułu niezgodności towaru z umową (art. 43a–43g ustawy o prawach konsumenta).",
            ),
            Good(
                "preserve",
                "Kupując samochód w Auto-Komisie Zbyszek, otrzymujesz 12-miesięczną gwarancję na silnik i skrzynię biegów, ważną do przebiegu 20 000 km; kwota naprawy w jej ramach może wynieść najwyżej 8000 zł brutto. Warunkiem skorzystania z gwarancji są przeglądy w autoryzowanym serwisie co 10 000 km. Gwarancja nie dotyczy elementów eksploatacyjnych – klocków hamulcowych, sprzęgła, opon czy akumulatora. Reklamacje przyjmujemy na piśmie lub e-mailem i odpowiadamy na nie w ciągu 14 dni. Konsumentom niezależnie od gwarancji przysługują uprawnienia z tytułu niezgodności towaru z umową, opisane w art. 43a–43g ustawy o prawach konsumenta.",
            ),
            Good(
                "en",
                "Every car bought from Auto-Komis Zbyszek comes with a 12-month warranty on the engine and gearbox, with a mileage limit of 20,000 km. The warranty does not cover wear parts such as brake pads, the clutch, tyres or the battery. To use it, the car must be serviced at an authorised workshop every 10,000 km. Regardless of the warranty, a buyer who is a consumer has rights in respect of goods not conforming to the contract, as set out in Articles 43a–43g of the Consumer Rights Act. We accept complaints in writing or by e-mail and reply within 14 days. The maximum repair amount under the warranty is PLN 8,000 gross.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 8000 zł brutto", "maksymalnie 5000 zł brutto")], "number"),
            Slip(
                1,
                [("Gwarancja nie dotyczy elementów", "Gwarancja dotyczy też elementów")],
                "negation",
            ),
            Slip(2, [("Articles 43a–43g", "Articles 27–38")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-planetarium-seanse-weekendowe-niebo-nad-nami",
        source="Planetarium Nadwiślańskie zaprasza na nowy cykl seansów „Niebo nad nami”. Pokazy odbywają się w soboty i niedziele o 11:00, 13:00 i 16:00, a każdy trwa około 45 minut. Seans o 16:00 prowadzony jest na żywo przez astronoma, pozostałe to projekcje nagrane. Bilet normalny kosztuje 35 zł, ulgowy 25 zł, a bilet rodzinny (2+2) – 100 zł. Rezerwacji można dokonać przez stronę planetarium-nadwislanskie.pl/bilety lub w kasie, najpóźniej 15 minut przed rozpoczęciem. Ze względu na specyfikę kopuły spóźnione osoby nie będą wpuszczane na salę. Seanse nie są zalecane dzieciom poniżej 5 lat. Cykl potrwa do 30 czerwca 2025 r.",
        good=[
            Good(
                "preserve",
                "Nowy cykl seansów „Niebo nad nami” w Planetarium Nadwiślańskim potrwa do 30 czerwca 2025 r. Pokazy zobaczysz w soboty i niedziele o 11:00, 13:00 i 16:00; każdy trwa mniej więcej 45 minut. O 16:00 seans prowadzi na żywo astronom, a o pozostałych godzinach wyświetlamy nagrane projekcje. Ceny: bilet normalny 35 zł, ulgowy 25 zł, rodzinny (2+2) 100 zł. Bilet zarezerwujesz na stronie planetarium-nadwislanskie.pl/bilety albo w kasie – nie później niż 15 minut przed początkiem seansu. Uwaga: ze względu na specyfikę kopuły spóźnionych widzów nie wpuszczamy na salę. Seanse nie są zalecane dzieciom poniżej 5 lat.",
            ),
            Good(
                "preserve",
                "Planetarium Nadwiślańskie – cykl „Niebo nad nami”\n"
                "- Kiedy: soboty i niedziele, godz. 11:00, 13:00 i 16:00, do 30 czerwca 2025 r.\n"
                "- Czas trwania: ok. 45 minut.\n"
                "- Seans o 16:00 prowadzi na żywo astronom; pozostałe to nagrane projekcje.\n"
                "- Bilety: normalny 35 zł, ulgowy 25 zł, rodzinny 2+2 – 100 zł.\n"
                "- Rezerwacja: planetarium-nadwislanskie.pl/bilety lub kasa, najpóźniej 15 min przed rozpoczęciem.\n"
                "- Spóźnione osoby nie będą wpuszczane na salę (ze względu na specyfikę kopuły).\n"
                "- Seanse nie są zalecane dzieciom poniżej 5 lat.",
            ),
            Good(
                "en",
                "The Nadwiślańskie Planetarium invites you to its new series of shows, “The Sky Above Us”. Screenings take place on Saturdays and Sundays at 11:00, 13:00 and 16:00, and each lasts about 45 minutes. The 16:00 show is presented live by an astronomer; the others are pre-recorded projections. A standard ticket costs PLN 35, a concession ticket PLN 25 and a family ticket (2+2) PLN 100. Tickets can be booked at planetarium-nadwislanskie.pl/bilety or at the box office, no later than 15 minutes before the start. Because of the nature of the dome, latecomers will not be admitted. The shows are not recommended for children under 5. The series runs until 30 June 2025.",
            ),
        ],
        bad=[
            Slip(0, [("potrwa do 30 czerwca 2025 r.", "potrwa do 31 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "planetarium-nadwislanskie.pl/bilety",
                        "planetarium-nadwislanskie.pl/rezerwacje",
                    )
                ],
                "url",
            ),
            Slip(2, [("PLN 100", "PLN 120")], "number"),
        ],
    ),
    Case(
        key="pl-zimowy-serwis-rowerow-warsztat-szprycha",
        source="Zimą warto oddać rower do serwisu, zanim wiosną zrobi się kolejka. W Warsztacie Rowerowym „Szprycha” przegląd podstawowy kosztuje 120 zł i obejmuje regulację hamulców i przerzutek, smarowanie łańcucha oraz kontrolę ciśnienia w oponach. Przegląd pełny, z myciem napędu i centrowaniem kół, to wydatek 220 zł. Od listopada do lutego oferujemy też przechowanie roweru za 40 zł miesięcznie. Sól drogowa może przyspieszać korozję łańcucha, dlatego rower używany zimą należy myć przynajmniej raz w tygodniu. Realizacja przeglądu zajmuje zwykle od dwóch do czterech dni roboczych. Rowery elektryczne przyjmujemy wyłącznie po wcześniejszym umówieniu terminu.",
        good=[
            Good(
                "preserve",
                "Zimą warto oddać rower do przeglądu – wiosną w serwisach robią się kolejki. W „Szprysze” przegląd podstawowy kosztuje 120 zł: wyregulujemy hamulce i przerzutki, nasmarujemy łańcuch i sprawdzimy ciśnienie w oponach. Pełny przegląd, z myciem napędu i centrowaniem kół, kosztuje 220 zł. Zwykle trwa to od dwóch do czterech dni roboczych. Od listopada do lutego możesz też zostawić u nas rower na przechowanie – za 40 zł miesięcznie. Jeździsz zimą? Sól drogowa może przyspieszać korozję łańcucha, więc rower trzeba myć co najmniej raz w tygodniu. Rowery elektryczne przyjmujemy tylko po wcześniejszym umówieniu terminu.",
            ),
            Good(
                "preserve",
                "Warsztat Rowerowy „Szprycha” – oferta zimowa\n"
                "Zimą warto oddać rower do serwisu, zanim wiosną pojawią się kolejki.\n"
                "1. Przegląd podstawowy – 120 zł: regulacja hamulców i przerzutek, smarowanie łańcucha, kontrola ciśnienia w oponach.\n"
                "2. Przegląd pełny, z myciem napędu i centrowaniem kół – 220 zł.\n"
                "3. Przechowanie roweru (od listopada do lutego) – 40 zł miesięcznie.\n"
                "Przegląd trwa zazwyczaj 2–4 dni robocze. Rowery elektryczne przyjmujemy wyłącznie po uprzednim umówieniu terminu. Ponieważ sól drogowa może przyspieszać korozję łańcucha, rower używany zimą należy myć co najmniej raz w tygodniu.",
            ),
            Good(
                "en",
                "Winter is a good time to take your bike in for a service, before the spring queues build up. At the Szprycha Bike Workshop a basic service costs PLN 120 and covers adjusting the brakes and gears, lubricating the chain and checking tyre pressure. A full service, with drivetrain cleaning and wheel truing, costs PLN 220. From November to February we also offer bike storage for PLN 40 a month. Road salt can speed up chain corrosion, so a bike ridden in winter must be washed at least once a week. A service usually takes two to four working days. We accept e-bikes only by prior appointment.",
            ),
        ],
        bad=[
            Slip(0, [("rower trzeba myć", "rower warto myć")], "modality"),
            Slip(
                1,
                [("sól drogowa może przyspieszać korozję", "sól drogowa przyspiesza korozję")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "We accept e-bikes only by prior appointment.",
                        "We accept e-bikes only by prior appointment, as our mechanics are certified by Bosch.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biuro-rzeczy-znalezionych-starostwo-kutno",
        source="Biuro Rzeczy Znalezionych Starostwa Powiatowego w Kutnie przyjmuje przedmioty znalezione na terenie powiatu. Zgodnie z art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych rzeczy przechowywane są przez dwa lata od dnia wezwania do odbioru. Osoba zgłaszająca się po zgubę musi okazać dokument tożsamości i opisać przedmiot na tyle dokładnie, by nie budziło wątpliwości, że jest jego właścicielem. Nie wydajemy rzeczy osobom trzecim bez pisemnego upoważnienia. Dokumenty, takie jak dowody osobiste i paszporty, przekazujemy organowi, który je wydał. Biuro jest czynne od poniedziałku do piątku w godz. 7:30–15:30, pok. 12.",
        good=[
            Good(
                "preserve",
                "Zgubiłeś coś na terenie powiatu kutnowskiego? Znalezione przedmioty przyjmuje Biuro Rzeczy Znalezionych Starostwa Powiatowego w Kutnie. Przechowujemy je przez dwa lata od dnia wezwania do odbioru – tak stanowi art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Gdy przyjdziesz po swoją zgubę, musisz pokazać dokument tożsamości i opisać przedmiot tak dokładnie, żeby nie było wątpliwości, że należy do Ciebie. Osobom trzecim rzeczy wydajemy wyłącznie na podstawie pisemnego upoważnienia. Dowody osobiste, paszporty i inne dokumenty przekazujemy organowi, który je wydał. Zapraszamy do pokoju 12 od poniedziałku do piątku w godz. 7:30–15:30.",
            ),
            Good(
                "preserve",
                "Przedmioty znalezione na terenie powiatu przyjmuje Biuro Rzeczy Znalezionych Starostwa Powiatowego w Kutnie (pok. 12, czynne od poniedziałku do piątku w godz. 7:30–15:30). Rzeczy są przechowywane przez okres dwóch lat od dnia wezwania do odbioru, zgodnie z art. 15 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Dokumenty, w tym dowody osobiste i paszporty, przekazywane są organowi, który je wydał. Osoba odbierająca zgubę musi okazać dokument tożsamości oraz opisać przedmiot w sposób niebudzący wątpliwości, że jest jego właścicielem. Rzeczy nie są wydawane osobom trzecim bez pisemnego upoważnienia.",
            ),
            Good(
                "en",
                "The Lost Property Office of the Kutno District Authority accepts items found within the district. Under Article 15 of the Act of 20 February 2015 on found property, items are kept for two years from the date of the notice to collect them. Anyone claiming a lost item must show an identity document and describe the item precisely enough to leave no doubt that they are its owner. We do not release items to third parties without written authorisation. Documents such as ID cards and passports are passed on to the authority that issued them. The office is open Monday to Friday, 7:30–15:30, room 12.",
            ),
        ],
        bad=[
            Slip(0, [("przez dwa lata od dnia", "przez rok od dnia")], "date"),
            Slip(1, [("art. 15", "art. 51")], "legal_reference"),
            Slip(2, [("We do not release items", "We also release items")], "negation"),
        ],
    ),
    Case(
        key="pl-ogrody-dzialkowe-malwa-woda-sezon",
        source="Zarząd ROD „Malwa” informuje, że woda w sieci działkowej zostanie uruchomiona 15 kwietnia i będzie dostępna do 15 października. Opłata za wodę wynosi 6,50 zł za m³ według wskazań podlicznika; działkowicze bez podlicznika płacą ryczałt 90 zł za sezon. Każdy użytkownik działki musi do 30 kwietnia zgłosić stan licznika w biurze zarządu. Podlewanie zraszaczami jest dozwolone wyłącznie w godzinach 6:00–9:00 i 19:00–22:00. Nie wolno napełniać basenów wodą z sieci ogrodowej. W przypadku awarii prosimy o kontakt z gospodarzem ogrodu, p. Janem Wiśniewskim, tel. 601 234 567. Zarząd może czasowo ograniczyć dostawy wody w okresie suszy.",
        good=[
            Good(
                "preserve",
                "Drodzy działkowicze! W ROD „Malwa” woda w sieci popłynie 15 kwietnia i będzie dostępna do 15 października. Do 30 kwietnia każdy z Was musi zgłosić w biurze zarządu stan swojego licznika. Za wodę płacimy 6,50 zł za m³ według podlicznika, a kto podlicznika nie ma, płaci ryczałt – 90 zł za sezon. Zraszaczy wolno używać tylko od 6:00 do 9:00 i od 19:00 do 22:00. Pamiętajcie: basenów nie wolno napełniać wodą z sieci ogrodowej. W okresie suszy zarząd może czasowo ograniczyć dostawy wody. Awarie zgłaszajcie gospodarzowi ogrodu, panu Janowi Wiśniewskiemu, tel. 601 234 567.",
            ),
            Good(
                "preserve",
                "Woda w ROD „Malwa” – informacja zarządu\n"
                "• Dostępność: od 15 kwietnia do 15 października.\n"
                "• Opłata: 6,50 zł/m³ według podlicznika; bez podlicznika – ryczałt 90 zł za sezon.\n"
                "• Stan licznika: każdy użytkownik działki ma obowiązek zgłosić go w biurze zarządu do 30 kwietnia.\n"
                "• Zraszacze: wyłącznie w godz. 6:00–9:00 oraz 19:00–22:00.\n"
                "• Zakaz napełniania basenów wodą z sieci ogrodowej.\n"
                "• W okresie suszy zarząd może czasowo ograniczyć dostawy wody.\n"
                "• Awarie: gospodarz ogrodu, p. Jan Wiśniewski, tel. 601 234 567.",
            ),
            Good(
                "en",
                "The board of the Malwa allotment garden (ROD) announces that water in the garden network will be turned on on 15 April and will be available until 15 October. Water costs PLN 6.50 per m³ according to the sub-meter reading; plot holders without a sub-meter pay a flat fee of PLN 90 per season. Every plot user must report their meter reading at the board's office by 30 April. Sprinklers may be used only between 6:00 and 9:00 and between 19:00 and 22:00. Filling pools with water from the garden network is not allowed. In the event of a fault, please contact the garden caretaker, Mr Jan Wiśniewski, tel. 601 234 567. The board may temporarily restrict the water supply during a drought.",
            ),
        ],
        bad=[
            Slip(0, [("basenów nie wolno napełniać", "basenów wolno napełniać")], "negation"),
            Slip(1, [("ryczałt 90 zł", "ryczałt 60 zł")], "number"),
            Slip(2, [("Every plot user must report", "Every plot user should report")], "modality"),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-kopii-zapasowych-instalacja",
        source="## Instalacja\n\n"
        "Narzędzie `kopiuj` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n"
        "```bash\npip install kopiuj==2.4.1\n```\n\n"
        "Konfigurację zapisz w pliku `~/.config/kopiuj/config.toml`. Klucz `cel` wskazuje katalog docelowy kopii, a `zachowaj_dni` określa, ile dni przechowywać stare archiwa (domyślnie 30).\n\n"
        "## Uwagi\n\n"
        "- Nie uruchamiaj narzędzia jako root, chyba że kopiujesz katalogi systemowe.\n"
        "- Opcja `--szyfruj` wymaga wcześniejszego ustawienia hasła w zmiennej `KOPIUJ_HASLO`.\n"
        "- Kopie przyrostowe nie działają na systemie plików FAT32.",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `kopiuj` potrzebny jest Python w wersji 3.10 lub nowszej. Instalacja:\n\n"
                "```bash\npip install kopiuj==2.4.1\n```\n\n"
                "Ustawienia zapisz w pliku `~/.config/kopiuj/config.toml`. Klucz `cel` to katalog, do którego trafiają kopie, a `zachowaj_dni` – liczba dni przechowywania starych archiwów (domyślnie 30).\n\n"
                "## Uwagi\n\n"
                "- Nie uruchamiaj programu jako root, chyba że kopiujesz katalogi systemowe.\n"
                "- Zanim użyjesz opcji `--szyfruj`, musisz ustawić hasło w zmiennej `KOPIUJ_HASLO`.\n"
                "- Na systemie plików FAT32 kopie przyrostowe nie działają.",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "`kopiuj` wymaga Pythona 3.10 lub nowszego. Aby zainstalować narzędzie, wykonaj:\n\n"
                "```bash\npip install kopiuj==2.4.1\n```\n\n"
                "Plik konfiguracyjny to `~/.config/kopiuj/config.toml`. Ustawiasz w nim:\n\n"
                "- `cel` – katalog docelowy kopii,\n"
                "- `zachowaj_dni` – przez ile dni przechowywane są stare archiwa (domyślnie 30).\n\n"
                "## Uwagi\n\n"
                "- Narzędzia nie należy uruchamiać jako root, chyba że kopiowane są katalogi systemowe.\n"
                "- Użycie opcji `--szyfruj` wymaga uprzedniego ustawienia hasła w zmiennej `KOPIUJ_HASLO`.\n"
                "- Kopie przyrostowe nie działają na systemie plików FAT32.",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "The `kopiuj` tool requires Python 3.10 or newer. Install it with:\n\n"
                "```bash\npip install kopiuj==2.4.1\n```\n\n"
                "Save your configuration in `~/.config/kopiuj/config.toml`. The `cel` key sets the target directory for backups, and `zachowaj_dni` sets how many days old archives are kept (30 by default).\n\n"
                "## Notes\n\n"
                "- Do not run the tool as root unless you are backing up system directories.\n"
                "- The `--szyfruj` option requires the password to be set first in the `KOPIUJ_HASLO` variable.\n"
                "- Incremental backups do not work on FAT32 file systems.",
            ),
        ],
        bad=[
            Slip(0, [("pip install kopiuj==2.4.1", "pip install kopiuj==2.1.4")], "code"),
            Slip(1, [("## Uwagi\n\n", "Uwagi:\n\n")], "markdown"),
            Slip(
                2,
                [("Incremental backups do not work", "Incremental backups also work")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-badanie-sen-nastolatkow-opaski-telefon",
        source="W badaniu przeprowadzonym przez Nowak i Zielińską (2023) wzięło udział 1240 uczniów szkół średnich z pięciu województw. Uczestnicy przez dwa tygodnie nosili opaski rejestrujące sen. Średni czas snu w dni szkolne wyniósł 6 godzin i 48 minut, a w weekendy był dłuższy o około 1,5 godziny. Autorzy sugerują, że korzystanie z telefonu po godzinie 22:00 może skracać sen średnio o 25 minut, choć – jak zaznaczają – zależność ta nie dowodzi związku przyczynowego. Wyniki opublikowano w „Psychologii Rozwojowej” (t. 28, nr 2, s. 115–131). Badacze zalecają ostrożność w uogólnianiu wniosków, ponieważ próba nie była reprezentatywna dla całego kraju.",
        good=[
            Good(
                "preserve",
                "Nowak i Zielińska (2023) przebadali 1240 uczniów szkół średnich z pięciu województw, którzy przez dwa tygodnie nosili opaski mierzące sen. W dni szkolne młodzież spała średnio 6 godzin i 48 minut, a w weekendy mniej więcej o półtorej godziny dłużej. Autorzy sugerują, że używanie telefonu po 22:00 może skracać sen średnio o 25 minut, ale podkreślają, że ta zależność nie dowodzi związku przyczynowego. Ponieważ próba nie była reprezentatywna dla całego kraju, badacze zalecają ostrożność w uogólnianiu wniosków. Artykuł ukazał się w „Psychologii Rozwojowej” (t. 28, nr 2, s. 115–131).",
            ),
            Good(
                "preserve",
                "Wyniki badania Nowak i Zielińskiej (2023), opublikowane w „Psychologii Rozwojowej” (t. 28, nr 2, s. 115–131), opierają się na danych od 1240 uczniów szkół średnich z pięciu województw, którzy przez dwa tygodnie nosili opaski rejestrujące sen. W dni szkolne uczniowie spali przeciętnie 6 godz. 48 min, w weekendy natomiast o około 1,5 godziny dłużej. Autorzy sugerują, że korzystanie z telefonu po 22:00 może skracać sen średnio o 25 minut, zastrzegają jednak, że zależność ta nie dowodzi związku przyczynowego. Z uwagi na to, że próba nie była reprezentatywna dla całego kraju, zalecają ostrożność przy uogólnianiu wniosków.",
            ),
            Good(
                "en",
                "In a study by Nowak and Zielińska (2023), 1,240 secondary-school students from five provinces wore sleep-tracking wristbands for two weeks. On school days they slept 6 hours 48 minutes on average, and at weekends about 1.5 hours longer. The authors suggest that using a phone after 10 p.m. may shorten sleep by 25 minutes on average, although they stress that this association does not prove causation. The findings were published in Psychologia Rozwojowa (vol. 28, no. 2, pp. 115–131). The researchers advise caution in generalising the conclusions, as the sample was not representative of the whole country.",
            ),
        ],
        bad=[
            Slip(0, [("s. 115–131", "s. 151–167")], "citation"),
            Slip(1, [("o około 1,5 godziny dłużej", "o 1,5 godziny dłużej")], "hedge"),
            Slip(2, [("1,240 secondary-school", "1,420 secondary-school")], "number"),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-dawkowanie-ciaza-przechowywanie",
        source="Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, w razie potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować podczas posiłku lub po nim, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Lek może wywoływać dolegliwości żołądkowe, takie jak zgaga czy nudności; rzadziej występują zawroty głowy. Kobiety w ciąży powinny przed zastosowaniem leku skonsultować się z lekarzem, a w trzecim trymestrze leku nie wolno stosować. Przechowywać w temperaturze poniżej 25°C.",
        good=[
            Good(
                "preserve",
                "Dawkowanie dla dorosłych i młodzieży powyżej 12 lat: w razie potrzeby 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, ale nie więcej niż 6 tabletek (1200 mg) w ciągu doby. Tabletki należy przyjmować w trakcie posiłku albo po nim, popijając wodą. Jeśli nie konsultowałeś się z lekarzem, nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu. Lek może wywoływać dolegliwości żołądkowe, np. zgagę lub nudności; rzadziej pojawiają się zawroty głowy. Kobiety w ciąży powinny przed użyciem leku porozmawiać z lekarzem; w trzecim trymestrze ciąży leku nie wolno stosować. Przechowuj w temperaturze poniżej 25°C.",
            ),
            Good(
                "preserve",
                "Ibuprofen – najważniejsze zasady stosowania:\n"
                "1. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg) co 4–6 godzin, w razie potrzeby.\n"
                "2. Maksymalnie 6 tabletek (1200 mg) na dobę – tej dawki nie należy przekraczać.\n"
                "3. Lek należy przyjmować podczas posiłku lub po nim i popijać wodą.\n"
                "4. Bez konsultacji z lekarzem: nie dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "5. Lek może powodować zgagę, nudności i inne dolegliwości żołądkowe; rzadziej – zawroty głowy.\n"
                "6. Ciąża: przed zastosowaniem leku kobieta powinna skonsultować się z lekarzem; w III trymestrze leku nie wolno stosować.\n"
                "7. Przechowywanie: w temperaturze poniżej 25°C.",
            ),
            Good(
                "en",
                "Adults and adolescents over 12: 1–2 tablets (200–400 mg ibuprofen) every 4–6 hours as needed. Do not take more than 6 tablets (1,200 mg) in 24 hours. Take the medicine with or after a meal, with water. Do not use it for longer than 3 days for fever or 5 days for pain without consulting a doctor. The medicine may cause stomach complaints such as heartburn or nausea; dizziness occurs less often. Pregnant women should consult a doctor before using this medicine, and it must not be used in the third trimester. Store below 25°C.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w trzecim trymestrze ciąży leku nie wolno stosować",
                        "w trzecim trymestrze ciąży lek można stosować",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Lek może powodować zgagę", "Lek powoduje zgagę")], "hedge"),
            Slip(2, [("Pregnant women should consult", "Pregnant women may consult")], "modality"),
        ],
    ),
    Case(
        key="pl-biblioteka-wagrowiec-nowe-zasady-wypozyczen",
        source="Od 1 lutego 2025 r. w Miejskiej Bibliotece Publicznej w Wągrowcu zmieniają się zasady wypożyczeń. Czytelnik może jednocześnie wypożyczyć do 8 książek na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie, o kolejne 14 dni, przez konto w katalogu online lub telefonicznie, o ile na książkę nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata 0,20 zł za egzemplarz. Nowości wydawnicze wypożyczamy tylko na 14 dni i nie podlegają one prolongacie. Audiobooki i gry planszowe można wypożyczać wyłącznie w Oddziale dla Dzieci i Młodzieży. Karta biblioteczna jest bezpłatna; za wydanie duplikatu pobieramy 5 zł.",
        good=[
            Good(
                "preserve",
                "Od 1 lutego 2025 r. Miejska Biblioteka Publiczna w Wągrowcu wprowadza nowe zasady wypożyczeń. Możesz mieć u siebie naraz do 8 książek, każdą na 30 dni. Jeśli nikt inny nie czeka na daną książkę, wypożyczenie przedłużysz dwa razy, za każdym razem o 14 dni – przez swoje konto w katalogu online albo telefonicznie. Nowości wydawnicze dostaniesz tylko na 14 dni i tego terminu nie da się przedłużyć. Za każdy dzień spóźnienia zapłacisz 0,20 zł za egzemplarz. Audiobooki i gry planszowe wypożyczysz wyłącznie w Oddziale dla Dzieci i Młodzieży. Karta biblioteczna nic nie kosztuje, ale za jej duplikat zapłacisz 5 zł.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Wągrowcu (obowiązują od 1 lutego 2025 r.):\n"
                "– jednorazowo można wypożyczyć maksymalnie 8 książek na 30 dni;\n"
                "– wypożyczenie można przedłużyć dwukrotnie, każdorazowo o 14 dni (przez konto w katalogu online lub telefonicznie), jeżeli na książkę nie czeka inny czytelnik;\n"
                "– nowości wydawnicze wypożyczane są na 14 dni, bez możliwości prolongaty;\n"
                "– opłata za zwłokę: 0,20 zł za każdy dzień za jeden egzemplarz;\n"
                "– audiobooki i gry planszowe wypożycza wyłącznie Oddział dla Dzieci i Młodzieży;\n"
                "– karta biblioteczna jest bezpłatna, a wydanie duplikatu kosztuje 5 zł.",
            ),
            Good(
                "en",
                "From 1 February 2025 the borrowing rules at the Municipal Public Library in Wągrowiec are changing. Readers may borrow up to 8 books at a time for 30 days. A loan can be renewed twice, for a further 14 days each time, through your online catalogue account or by phone, provided no one else is waiting for the book. A late fee of PLN 0.20 per item is charged for each day overdue. New releases are lent for 14 days only and cannot be renewed. Audiobooks and board games can be borrowed only at the Children's and Youth Branch. The library card is free; a replacement card costs PLN 5.",
            ),
        ],
        bad=[
            Slip(0, [("każdą na 30 dni", "każdą na 21 dni")], "date"),
            Slip(
                1,
                [
                    (
                        "– audiobooki i gry planszowe wypożycza wyłącznie Oddział dla Dzieci i Młodzieży;\n– karta biblioteczna jest bezpłatna, a wydanie duplikatu kosztuje 5 zł.",
                        "– audiobooks and board games can only be borrowed at the Children's and Youth Branch;\n– the library card is free of charge, and a replacement card costs PLN 5.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "at the Children's and Youth Branch.",
                        "at the Children's and Youth Branch on Kościuszki Street.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-faktura24-limity-zapytan",
        source="### Limity zapytań\n\n"
        "Liczba zapytań na minutę zależy od planu:\n\n"
        "| Plan | Limit/min |\n|------|-----------|\n| Darmowy | 60 |\n| Pro | 600 |\n\n"
        "Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` z nagłówkiem `Retry-After`, który podaje liczbę sekund do ponownej próby. Klucz przekazuj w nagłówku `Authorization: Bearer <klucz>`. Nie umieszczaj klucza w adresie URL – takie zapytania są odrzucane. Bieżące zużycie limitu sprawdzisz w punkcie końcowym `GET /v2/limits`, a szczegóły znajdziesz w [dokumentacji](https://docs.faktura24.pl/api/limity).",
        good=[
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "To, ile zapytań na minutę możesz wysłać, zależy od Twojego planu:\n\n"
                "| Plan | Limit/min |\n|------|-----------|\n| Darmowy | 60 |\n| Pro | 600 |\n\n"
                "Gdy przekroczysz limit, serwer odpowie kodem `429 Too Many Requests` i nagłówkiem `Retry-After` z liczbą sekund, po których możesz spróbować ponownie. Klucz wysyłaj w nagłówku `Authorization: Bearer <klucz>` – nie w adresie URL, bo takie zapytania są odrzucane. Bieżące zużycie limitu pokaże Ci `GET /v2/limits`, a więcej szczegółów jest w [dokumentacji](https://docs.faktura24.pl/api/limity).",
            ),
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "| Plan | Limit/min |\n|------|-----------|\n| Darmowy | 60 |\n| Pro | 600 |\n\n"
                "Limit zapytań na minutę zależy od planu (tabela powyżej). Pozostałe zasady:\n\n"
                "- Po przekroczeniu limitu serwer zwraca `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do kolejnej próby.\n"
                "- Klucz API przekazuj w nagłówku `Authorization: Bearer <klucz>`.\n"
                "- Nie umieszczaj klucza w adresie URL – takie zapytania są odrzucane.\n"
                "- Bieżące zużycie limitu zwraca punkt końcowy `GET /v2/limits`.\n\n"
                "Szczegóły: [dokumentacja](https://docs.faktura24.pl/api/limity).",
            ),
            Good(
                "en",
                "### Rate limits\n\n"
                "The number of requests per minute depends on your plan:\n\n"
                "| Plan | Limit/min |\n|------|-----------|\n| Free | 60 |\n| Pro | 600 |\n\n"
                "When you exceed the limit, the server returns `429 Too Many Requests` with a `Retry-After` header giving the number of seconds until you can retry. Pass your key in the `Authorization: Bearer <klucz>` header. Do not put the key in the URL – such requests are rejected. You can check your current usage at the `GET /v2/limits` endpoint; see the [documentation](https://docs.faktura24.pl/api/limity) for details.",
            ),
        ],
        bad=[
            Slip(0, [("| Darmowy | 60 |\n| Pro | 600 |\n", "| Darmowy | 60 |\n")], "markdown"),
            Slip(
                1, [("`Authorization: Bearer <klucz>`", "`Authorization: Token <klucz>`")], "code"
            ),
            Slip(
                2,
                [("https://docs.faktura24.pl/api/limity", "https://docs.faktura24.pl/api/limits")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-raport-jakosc-powietrza-nowy-targ",
        source="Według raportu Wojewódzkiego Inspektoratu Ochrony Środowiska w Krakowie (WIOŚ, 2024, s. 42) w sezonie grzewczym 2023/2024 dobowa norma stężenia pyłu PM10 (50 µg/m³) została przekroczona w Nowym Targu przez 38 dni. To o 17 dni mniej niż sezon wcześniej. Autorzy raportu oceniają, że poprawa wynika prawdopodobnie z wymiany około 1200 starych kotłów na paliwo stałe, choć znaczenie mogła mieć także łagodniejsza zima. Najwyższe stężenie dobowe, 186 µg/m³, odnotowano 9 stycznia. Eksperci szacują, że do końca 2026 r. liczba dni z przekroczeniami mogłaby spaść poniżej 35, czyli limitu dopuszczalnego w ciągu roku.",
        good=[
            Good(
                "preserve",
                "W sezonie grzewczym 2023/2024 w Nowym Targu dobowa norma dla pyłu PM10 (50 µg/m³) była przekroczona przez 38 dni – o 17 mniej niż w poprzednim sezonie. Tak wynika z raportu Wojewódzkiego Inspektoratu Ochrony Środowiska w Krakowie (WIOŚ, 2024, s. 42). Zdaniem autorów poprawa to prawdopodobnie efekt wymiany około 1200 starych kotłów na paliwo stałe, choć swoje mogła zrobić też łagodniejsza zima. Najwyższe stężenie dobowe – 186 µg/m³ – zanotowano 9 stycznia. Eksperci szacują, że do końca 2026 r. dni z przekroczeniami mogłoby być mniej niż 35, a tyle wynosi roczny limit.",
            ),
            Good(
                "preserve",
                "Raport WIOŚ w Krakowie (2024, s. 42) wskazuje, że w sezonie grzewczym 2023/2024 w Nowym Targu dobowa norma stężenia pyłu PM10, wynosząca 50 µg/m³, była przekraczana przez 38 dni, czyli o 17 dni rzadziej niż w sezonie poprzednim. Najwyższe stężenie dobowe, 186 µg/m³, zarejestrowano 9 stycznia. W ocenie autorów poprawa jest prawdopodobnie skutkiem wymiany ok. 1200 starych kotłów na paliwo stałe, przy czym wpływ mogła mieć również łagodniejsza zima. Według szacunków ekspertów do końca 2026 r. liczba dni z przekroczeniami mogłaby spaść poniżej rocznego limitu, który wynosi 35 dni.",
            ),
            Good(
                "en",
                "According to a report by the Voivodeship Inspectorate for Environmental Protection in Kraków (WIOŚ, 2024, p. 42), the daily PM10 limit (50 µg/m³) was exceeded in Nowy Targ on 38 days during the 2023/2024 heating season – 17 days fewer than the season before. The authors consider that the improvement is probably due to the replacement of about 1,200 old solid-fuel boilers, although a milder winter may also have played a part. The highest daily concentration, 186 µg/m³, was recorded on 9 January. Experts estimate that by the end of 2026 the number of days with exceedances could fall below 35, the annual permitted limit.",
            ),
        ],
        bad=[
            Slip(0, [("(WIOŚ, 2024, s. 42)", "(WIOŚ, 2022, s. 42)")], "citation"),
            Slip(1, [("poprawa jest prawdopodobnie skutkiem", "poprawa jest skutkiem")], "hedge"),
            Slip(2, [("186 µg/m³", "168 µg/m³")], "number"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-sklep-zielony-koszyk",
        source="Administratorem Twoich danych osobowych jest Sklep Zielony Koszyk sp. z o.o. z siedzibą w Poznaniu. Dane przetwarzamy w celu realizacji zamówienia (art. 6 ust. 1 lit. b RODO) oraz, jeśli wyrazisz zgodę, w celach marketingowych (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Zgodę na marketing możesz wycofać w dowolnym momencie, pisząc na adres iod@zielonykoszyk.pl. Dane związane z zamówieniem przechowujemy przez 5 lat od końca roku, w którym dokonano zakupu, ze względu na obowiązki podatkowe. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
        good=[
            Good(
                "preserve",
                "Administratorem Twoich danych osobowych jest Sklep Zielony Koszyk sp. z o.o. z Poznania. Wykorzystujemy je, aby zrealizować Twoje zamówienie (art. 6 ust. 1 lit. b RODO), a jeśli się na to zgodzisz – także w celach marketingowych (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy zamówienia. Zgodę na marketing możesz cofnąć w każdej chwili – wystarczy napisać na iod@zielonykoszyk.pl. Ze względu na obowiązki podatkowe dane dotyczące zamówienia przechowujemy przez 5 lat, licząc od końca roku, w którym zrobiłeś zakupy. Przysługuje Ci prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n"
                "1. Administrator: Sklep Zielony Koszyk sp. z o.o. z siedzibą w Poznaniu.\n"
                "2. Cele i podstawy prawne: realizacja zamówienia – art. 6 ust. 1 lit. b RODO; marketing, jeśli wyrazisz zgodę – art. 6 ust. 1 lit. a RODO.\n"
                "3. Podanie danych jest dobrowolne, lecz niezbędne do realizacji zamówienia.\n"
                "4. Zgodę na marketing możesz wycofać w dowolnym momencie, pisząc na iod@zielonykoszyk.pl.\n"
                "5. Okres przechowywania: dane związane z zamówieniem – 5 lat od końca roku, w którym dokonano zakupu (obowiązki podatkowe).\n"
                "6. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "The controller of your personal data is Sklep Zielony Koszyk sp. z o.o., based in Poznań. We process your data to fulfil your order (Article 6(1)(b) GDPR) and, if you give your consent, for marketing purposes (Article 6(1)(a) GDPR). Providing your data is voluntary but necessary to fulfil the order. You can withdraw your consent to marketing at any time by writing to iod@zielonykoszyk.pl. Because of tax obligations, we keep order-related data for 5 years from the end of the year in which the purchase was made. You have the right to lodge a complaint with the President of the Personal Data Protection Office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 6 ust. 1 lit. a RODO)", "(art. 9 ust. 2 lit. a RODO)")],
                "legal_reference",
            ),
            Slip(
                1, [("jest dobrowolne, lecz niezbędne", "jest obowiązkowe i niezbędne")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "based in Poznań.",
                        "based in Poznań; its Data Protection Officer is Anna Kowal.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-aplikacja-moj-autobus-wersja-zmiany",
        source="Wersja 3.8.0 aplikacji Mój Autobus będzie dostępna w Google Play i App Store od 14 października. Najważniejsza zmiana to nowy planer podróży z przesiadkami. Aplikacja wymaga teraz Androida 9 lub iOS 15; na starszych systemach nie będzie już aktualizowana. Bilety kupione w poprzednich wersjach pozostaną ważne i nie trzeba ich ponownie aktywować. Usunięto ustawienie `pokaz_mape_offline`, ponieważ mapy offline są teraz pobierane automatycznie. Jeśli po aktualizacji pojawi się błąd logowania, wyloguj się i zaloguj ponownie. Wsparcie techniczne działa codziennie od 7:00 do 20:00 pod adresem pomoc@mojautobus.pl.",
        good=[
            Good(
                "preserve",
                "Mój Autobus 3.8.0 – co nowego\n"
                "- Dostępność w Google Play i App Store: od 14 października.\n"
                "- Najważniejsza zmiana: nowy planer podróży z przesiadkami.\n"
                "- Wymagania: Android 9 lub iOS 15. Na starszych systemach aplikacja nie będzie już aktualizowana.\n"
                "- Bilety kupione we wcześniejszych wersjach pozostają ważne i nie wymagają ponownej aktywacji.\n"
                "- Ustawienie `pokaz_mape_offline` zostało usunięte – mapy offline pobierają się teraz automatycznie.\n"
                "- Błąd logowania po aktualizacji? Wyloguj się i zaloguj ponownie.\n"
                "Wsparcie techniczne: pomoc@mojautobus.pl, codziennie 7:00–20:00.",
            ),
            Good(
                "preserve",
                "Od 14 października w Google Play i App Store pobierzesz Mój Autobus w wersji 3.8.0. Największa nowość to planer podróży z przesiadkami. Aplikacja wymaga teraz Androida 9 lub iOS 15 – na starszych systemach nie będzie już aktualizowana. Bilety kupione w poprzednich wersjach nadal są ważne i nie musisz ich aktywować od nowa. Mapy offline pobierają się teraz automatycznie, dlatego usunęliśmy ustawienie `pokaz_mape_offline`. Jeśli po aktualizacji zobaczysz błąd logowania, wyloguj się i zaloguj ponownie. Wsparcie techniczne pomaga codziennie od 7:00 do 20:00: pomoc@mojautobus.pl.",
            ),
            Good(
                "en",
                "Version 3.8.0 of the Mój Autobus app will be available on Google Play and the App Store from 14 October. The main change is a new journey planner with transfers. The app now requires Android 9 or iOS 15; it will no longer be updated on older systems. Tickets bought in previous versions remain valid and do not need to be activated again. The `pokaz_mape_offline` setting has been removed because offline maps are now downloaded automatically. If you get a login error after updating, log out and log back in. Technical support is available daily from 7:00 to 20:00 at pomoc@mojautobus.pl.",
            ),
        ],
        bad=[
            Slip(0, [("od 14 października", "od 4 października")], "date"),
            Slip(
                1,
                [("nie musisz ich aktywować od nowa", "musisz ich aktywować od nowa")],
                "negation",
            ),
            Slip(2, [("`pokaz_mape_offline`", "`pokaz_mapy_offline`")], "code"),
        ],
    ),
    Case(
        key="pl-muzeum-sieradz-wystawa-tkaniny-ludowe",
        source="Muzeum Regionalne w Sieradzu prezentuje wystawę „Nić i wzór. Tkaniny ludowe ziemi sieradzkiej”, czynną do 22 marca 2026 r. Na ekspozycji pokazano 87 obiektów, m.in. pasiaki, chusty i makaty. Najstarsza tkanina pochodzi prawdopodobnie z lat 70. XIX wieku, choć jej datowanie nie jest pewne. Jak pisze Maria Kos w katalogu wystawy (2025, s. 17), charakterystyczny dla regionu wzór w pasy mógł zostać przejęty z sąsiednich ziem łowickich. Część tkanin pochodzi z kolekcji prywatnych i jest pokazywana publicznie po raz pierwszy. Zwiedzanie z przewodnikiem odbywa się w soboty o 12:00; obowiązują wcześniejsze zapisy. W poniedziałki muzeum jest nieczynne.",
        good=[
            Good(
                "preserve",
                "Do 22 marca 2026 r. w Muzeum Regionalnym w Sieradzu można oglądać wystawę „Nić i wzór. Tkaniny ludowe ziemi sieradzkiej”. Składa się na nią 87 obiektów – wśród nich pasiaki, chusty i makaty. Najstarsza tkanina powstała prawdopodobnie w latach 70. XIX wieku, ale jej datowanie nie jest pewne. Maria Kos w katalogu wystawy (2025, s. 17) pisze, że typowy dla regionu wzór w pasy mógł zostać przejęty z sąsiednich ziem łowickich. Część tkanin pochodzi ze zbiorów prywatnych i jest pokazywana publicznie po raz pierwszy. Oprowadzanie z przewodnikiem: soboty, godz. 12:00, po wcześniejszym zapisie. Uwaga: w poniedziałki muzeum jest nieczynne.",
            ),
            Good(
                "preserve",
                "Wystawa „Nić i wzór. Tkaniny ludowe ziemi sieradzkiej” – Muzeum Regionalne w Sieradzu\n"
                "• Czynna do 22 marca 2026 r. (w poniedziałki muzeum jest nieczynne).\n"
                "• 87 obiektów, w tym pasiaki, chusty i makaty; część pochodzi z kolekcji prywatnych i jest prezentowana publicznie po raz pierwszy.\n"
                "• Najstarsza tkanina pochodzi prawdopodobnie z lat 70. XIX wieku – jej datowanie nie jest pewne.\n"
                "• Według Marii Kos (katalog wystawy, 2025, s. 17) charakterystyczny dla regionu wzór w pasy mógł zostać przejęty z sąsiednich ziem łowickich.\n"
                "• Zwiedzanie z przewodnikiem: soboty, 12:00; obowiązują wcześniejsze zapisy.",
            ),
            Good(
                "en",
                "The Regional Museum in Sieradz is showing the exhibition “Thread and Pattern: Folk Textiles of the Sieradz Region”, open until 22 March 2026. It features 87 objects, including pasiaki (striped fabrics), shawls and wall hangings. The oldest textile probably dates from the 1870s, although its dating is uncertain. As Maria Kos writes in the exhibition catalogue (2025, p. 17), the striped pattern typical of the region may have been adopted from the neighbouring Łowicz lands. Some of the textiles come from private collections and are on public display for the first time. Guided tours take place on Saturdays at 12:00; advance booking is required. The museum is closed on Mondays.",
            ),
        ],
        bad=[
            Slip(0, [("(2025, s. 17)", "(2025, s. 71)")], "citation"),
            Slip(1, [("wzór w pasy mógł zostać przejęty", "wzór w pasy został przejęty")], "hedge"),
            Slip(
                2,
                [
                    (
                        "from private collections and",
                        "from private collections in Łódź and Warsaw and",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-lipowa-zebranie-roczne",
        source="Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 12 zaprasza na coroczne zebranie właścicieli lokali, które odbędzie się 24 kwietnia 2025 r. o godz. 18:00 w świetlicy osiedlowej. W porządku obrad przewidziano m.in. zatwierdzenie sprawozdania finansowego za 2024 r. oraz głosowanie nad uchwałą o remoncie dachu, którego koszt oszacowano na 184 000 zł. Proponowana zaliczka na fundusz remontowy ma wzrosnąć z 2,10 zł do 2,60 zł za m² powierzchni lokalu. Właściciele, którzy nie mogą przybyć osobiście, mogą udzielić pełnomocnictwa na piśmie. Uchwały zapadają większością głosów liczoną według udziałów. Prosimy o zabranie dokumentu tożsamości.",
        good=[
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 12 zaprasza właścicieli lokali na coroczne zebranie: 24 kwietnia 2025 r., godz. 18:00, świetlica osiedlowa. Zajmiemy się m.in. zatwierdzeniem sprawozdania finansowego za 2024 r. i zagłosujemy nad uchwałą w sprawie remontu dachu – jego koszt oszacowano na 184 000 zł. Proponuje się, by zaliczka na fundusz remontowy wzrosła z 2,10 zł do 2,60 zł za m² powierzchni lokalu. Jeśli nie możesz przyjść osobiście, możesz udzielić pełnomocnictwa na piśmie. Uchwały zapadają większością głosów liczoną według udziałów. Prosimy, weź ze sobą dokument tożsamości.",
            ),
            Good(
                "preserve",
                "Zarząd zaprasza właścicieli lokali na zebranie roczne Wspólnoty Mieszkaniowej Lipowa 12.\n"
                "Termin: 24 kwietnia 2025 r., godz. 18:00. Miejsce: świetlica osiedlowa.\n"
                "Porządek obrad obejmuje m.in. zatwierdzenie sprawozdania finansowego za rok 2024 oraz głosowanie nad uchwałą w sprawie remontu dachu (koszt szacunkowy: 184 000 zł). Proponowane jest podwyższenie zaliczki na fundusz remontowy z 2,10 zł do 2,60 zł/m² powierzchni lokalu. Uchwały podejmowane są większością głosów liczoną według udziałów. Właściciele, którzy nie mogą przybyć osobiście, mogą udzielić pełnomocnictwa na piśmie. Uczestników prosimy o zabranie dokumentu tożsamości.",
            ),
            Good(
                "en",
                "The Board of the Housing Community at 12 Lipowa Street invites flat owners to the annual meeting on 24 April 2025 at 18:00 in the estate community room. The agenda includes, among other items, approval of the financial statements for 2024 and a vote on a resolution to repair the roof, with the cost estimated at PLN 184,000. The proposed advance payment to the repair fund would rise from PLN 2.10 to PLN 2.60 per m² of flat floor area. Owners who cannot attend in person may grant a written proxy. Resolutions are passed by a majority of votes counted by ownership shares. Please bring an identity document.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("możesz udzielić pełnomocnictwa", "musisz udzielić pełnomocnictwa")],
                "modality",
            ),
            Slip(1, [("2,60 zł", "3,60 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "Owners who cannot attend in person may grant a written proxy. Resolutions are passed by a majority of votes counted by ownership shares.",
                        "Właściciele, którzy nie mogą przybyć osobiście, mogą udzielić pełnomocnictwa na piśmie. Uchwały zapadają większością głosów liczoną według udziałów.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

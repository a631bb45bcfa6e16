"""Blind-5 guard pairs: Polish sources, rewritten into Polish or English."""

# ruff: noqa: E501, RUF001
# Each passage is one literal, as its author wrote it, dashes included.

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-spoldzielnia-woda",
        source="Spółdzielnia Mieszkaniowa „Zielone Wzgórza” informuje, że rozliczenie zużycia wody za okres od 1 lipca do 31 grudnia 2024 r. zostanie doręczone mieszkańcom do 15 lutego 2025 r. Cena 1 m³ wody i odprowadzenia ścieków wynosi obecnie 14,62 zł. Lokatorzy, u których wodomierz nie został odczytany, zostaną rozliczeni ryczałtowo według normy 3 m³ na osobę miesięcznie. Niedopłatę należy uregulować w terminie 30 dni od doręczenia rozliczenia; nadpłata zostanie zaliczona na poczet przyszłych opłat, chyba że lokator złoży wniosek o jej zwrot na konto. Reklamacje można składać wyłącznie pisemnie w biurze administracji przy ul. Lipowej 7 lub mailowo na adres rozliczenia@zielonewzgorza.pl.",
        good=[
            Good(
                "preserve",
                "Rozliczenia wody za okres 1 lipca – 31 grudnia 2024 r. trafią do mieszkańców najpóźniej 15 lutego 2025 r. – informuje SM „Zielone Wzgórza”. Za 1 m³ wody wraz z odprowadzeniem ścieków płacimy obecnie 14,62 zł. Jeśli wodomierz w lokalu nie został odczytany, rozliczenie nastąpi ryczałtem: 3 m³ na osobę za każdy miesiąc. Ewentualną niedopłatę trzeba zapłacić w ciągu 30 dni od otrzymania rozliczenia. Nadpłatę zaliczymy na poczet kolejnych opłat, a na konto zwrócimy ją tylko na wniosek lokatora. Reklamacje przyjmujemy jedynie w formie pisemnej – w biurze administracji (ul. Lipowa 7) albo e-mailem: rozliczenia@zielonewzgorza.pl.",
            ),
            Good(
                "en",
                "The “Zielone Wzgórza” Housing Cooperative will deliver water bills for the period from 1 July to 31 December 2024 to residents by 15 February 2025. Water and sewage currently cost PLN 14.62 per m³. Where a meter has not been read, the flat will be billed at a flat rate of 3 m³ per person per month. Any amount underpaid must be paid within 30 days of receiving the bill; any overpayment will be credited against future charges unless the resident applies for a refund to their bank account. Complaints can be filed only in writing at the administration office, ul. Lipowa 7, or by e-mail to rozliczenia@zielonewzgorza.pl.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że rozliczenie wody za II półrocze 2024 r. (1.07–31.12.2024) zostanie dostarczone do 15.02.2025 r. Obecna stawka za wodę i ścieki: 14,62 zł/m³. W lokalach bez odczytu wodomierza zastosowany zostanie ryczałt w wysokości 3 m³ miesięcznie na każdą osobę. Niedopłata podlega obowiązkowej zapłacie w terminie 30 dni od doręczenia. Nadpłata zostanie zaliczona na poczet przyszłych opłat, o ile lokator nie wystąpi z wnioskiem o zwrot na rachunek bankowy. Reklamacje – wyłącznie pisemne – przyjmuje administracja przy ul. Lipowej 7 oraz skrzynka rozliczenia@zielonewzgorza.pl.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Any amount underpaid must be paid", "Any amount underpaid should be paid")],
                "modality",
            ),
            Slip(2, [("do 15.02.2025 r.", "do 25.02.2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Complaints can be filed only in writing",
                        "Residents who settle their bill early receive a 2% discount. Complaints can be filed only in writing",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-gorskie",
        source="Schronisko PTTK „Pod Jaworem” jest czynne codziennie, a recepcja pracuje od 7:00 do 21:00. Nocleg w sali wieloosobowej kosztuje 65 zł, a w pokoju dwuosobowym 90 zł od osoby. Rezerwacji należy dokonać co najmniej 3 dni przed przyjazdem przez stronę www.podjaworem.pl/rezerwacje. Cisza nocna obowiązuje od 22:00 do 6:00. W schronisku nie wolno używać własnych kuchenek gazowych ani palić tytoniu. Turyści bez rezerwacji mogą zostać przyjęci „na glebę”, czyli na podłodze jadalni, ale wyłącznie w sytuacji zagrożenia, np. przy gwałtownym załamaniu pogody. Zimą dojście z parkingu w Jaworzu zajmuje zwykle około półtorej godziny.",
        good=[
            Good(
                "preserve",
                "Schronisko PTTK „Pod Jaworem” działa przez cały tydzień, recepcja jest otwarta w godz. 7–21. Za miejsce w sali wieloosobowej zapłacisz 65 zł, za łóżko w dwójce – 90 zł od osoby. Nocleg zarezerwuj na stronie www.podjaworem.pl/rezerwacje, najpóźniej 3 dni przed przyjazdem. Od 22:00 do 6:00 obowiązuje cisza nocna. Pamiętaj: w środku obowiązuje zakaz palenia i korzystania z własnych kuchenek gazowych. Bez rezerwacji możesz przenocować „na glebę” (na podłodze jadalni) tylko wtedy, gdy grozi ci niebezpieczeństwo – na przykład przy nagłym załamaniu pogody. Zimą z parkingu w Jaworzu idzie się tu zazwyczaj około 90 minut.",
            ),
            Good(
                "en",
                "The PTTK “Pod Jaworem” mountain hut is open every day, with reception staffed from 7:00 to 21:00. A bed in the dormitory costs PLN 65, and a place in a twin room PLN 90 per person. Bookings must be made at least 3 days before arrival at www.podjaworem.pl/rezerwacje. Quiet hours run from 22:00 to 6:00. Smoking and the use of your own gas stoves are not allowed inside the hut. Walkers without a booking may be allowed to sleep “on the floor” of the dining room, but only in an emergency, for instance if the weather suddenly turns bad. In winter the walk up from the car park in Jaworze usually takes about an hour and a half.",
            ),
            Good(
                "preserve",
                "Informujemy, że Schronisko PTTK „Pod Jaworem” prowadzi działalność codziennie; recepcja czynna jest w godzinach 7.00–21.00. Cena noclegu wynosi 65 zł w sali wieloosobowej oraz 90 zł od osoby w pokoju dwuosobowym. Rezerwacji trzeba dokonać przez stronę www.podjaworem.pl/rezerwacje nie później niż 3 dni przed przyjazdem. Cisza nocna trwa od godz. 22.00 do 6.00. Na terenie obiektu obowiązuje zakaz palenia tytoniu oraz używania prywatnych kuchenek gazowych. Przyjęcie turysty bez rezerwacji na nocleg na podłodze jadalni („na glebę”) jest możliwe jedynie w sytuacji zagrożenia, np. podczas gwałtownego załamania pogody. Zimowe dojście z parkingu w Jaworzu trwa zazwyczaj około 1,5 godziny.",
            ),
        ],
        bad=[
            Slip(0, [("zazwyczaj około 90 minut", "90 minut")], "hedge"),
            Slip(1, [("but only in an emergency", "especially in an emergency")], "negation"),
            Slip(2, [("www.podjaworem.pl/rezerwacje", "www.podjaworem.pl/rezerwacja")], "url"),
        ],
    ),
    Case(
        key="pl-odpady-wielkogabarytowe",
        source="Zbiórka odpadów wielkogabarytowych w rejonie Osiedla Północ odbędzie się w sobotę 12 kwietnia 2025 r. Meble, dywany, materace i rowery należy wystawić przed posesję najpóźniej do godz. 6:00 w dniu zbiórki, ponieważ odpady wystawione później nie zostaną odebrane. Firma nie odbiera gruzu, opon, okien z szybami ani sprzętu elektronicznego – te odpady można bezpłatnie oddać w PSZOK przy ul. Składowej 3, czynnym od poniedziałku do piątku w godz. 8–18. Jedno gospodarstwo domowe może wystawić maksymalnie 2 m³ odpadów. Szczegółowy harmonogram dla pozostałych osiedli dostępny jest na stronie odpady.gminaborek.pl oraz pod numerem telefonu 22 123 45 67.",
        good=[
            Good(
                "preserve",
                "W sobotę 12 kwietnia 2025 r. na Osiedlu Północ odbierzemy odpady wielkogabarytowe. Meble, dywany, materace i rowery wystaw przed posesję do 6:00 rano w dniu zbiórki – to, co pojawi się później, nie zostanie zabrane. Z jednego gospodarstwa domowego odbieramy najwyżej 2 m³. Gruzu, opon, okien z szybami i elektroniki firma nie zabiera; możesz je za darmo zostawić w PSZOK przy ul. Składowej 3 (pon.–pt., 8:00–18:00). Harmonogram dla innych osiedli znajdziesz na odpady.gminaborek.pl lub uzyskasz pod numerem 22 123 45 67.",
            ),
            Good(
                "en",
                "Bulky waste will be collected in the Osiedle Północ area on Saturday, 12 April 2025. Furniture, carpets, mattresses and bicycles must be put out in front of the property by 6:00 a.m. on collection day at the latest; anything put out later will not be picked up. Each household may put out no more than 2 m³ of waste. The contractor does not take rubble, tyres, windows with glass or electronic equipment – these can be handed in free of charge at the PSZOK drop-off point at ul. Składowa 3, open Monday to Friday from 8:00 to 18:00. The detailed schedule for the other estates is available at odpady.gminaborek.pl and on 22 123 45 67.",
            ),
            Good(
                "preserve",
                "Termin zbiórki odpadów wielkogabarytowych – Osiedle Północ: sobota, 12.04.2025 r. Meble, dywany, materace i rowery trzeba wystawić przed posesją nie później niż o godz. 6.00 w dniu odbioru; odpady wystawione po tej godzinie nie będą odbierane. Limit na gospodarstwo domowe: 2 m³. Odbiorem nie są objęte: gruz, opony, okna z szybami oraz sprzęt elektroniczny. Można je nieodpłatnie przekazać do PSZOK (ul. Składowa 3, poniedziałek–piątek, 8.00–18.00). Harmonogram dla pozostałych osiedli: odpady.gminaborek.pl, tel. 22 123 45 67.",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 2 m³", "najwyżej 3 m³")], "number"),
            Slip(1, [("open Monday to Friday", "open Monday to Saturday")], "date"),
            Slip(
                2,
                [
                    (
                        "odpady wystawione po tej godzinie nie będą odbierane",
                        "odpady wystawione po tej godzinie mogą nie zostać odebrane",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-kominiarski",
        source="Zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy z dnia 7 lipca 1994 r. – Prawo budowlane właściciel lub zarządca budynku ma obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych. Przewody dymowe od palenisk na paliwo stałe trzeba ponadto czyścić co najmniej 4 razy w roku, a spalinowe od pieców gazowych – 2 razy w roku (§ 34 ust. 1 rozporządzenia MSWiA z dnia 7 czerwca 2010 r.). Przegląd w domu jednorodzinnym trwa zwykle około 40 minut i kosztuje od 150 do 250 zł. Protokół należy przechowywać, ponieważ ubezpieczyciel może go zażądać po pożarze. Wizytę można umówić pod numerem 600 700 800.",
        good=[
            Good(
                "preserve",
                "Właściciel albo zarządca budynku musi przynajmniej raz w roku zlecić kontrolę przewodów kominowych – wynika to z art. 62 ust. 1 pkt 1 lit. c ustawy z dnia 7 lipca 1994 r. – Prawo budowlane. Do tego przewody dymowe od palenisk na paliwo stałe należy czyścić nie rzadziej niż 4 razy w roku, a przewody spalinowe od pieców gazowych nie rzadziej niż 2 razy w roku, jak stanowi § 34 ust. 1 rozporządzenia MSWiA z dnia 7 czerwca 2010 r. W domu jednorodzinnym przegląd zajmuje zazwyczaj około 40 minut, a jego koszt wynosi 150–250 zł. Zachowaj protokół – po pożarze ubezpieczyciel może zażądać jego okazania. Termin wizyty ustalisz pod numerem 600 700 800.",
            ),
            Good(
                "en",
                "Under Article 62(1)(1)(c) of the Construction Law Act of 7 July 1994, the owner or manager of a building is required to have the chimney flues inspected at least once a year. In addition, smoke flues serving solid-fuel fireplaces must be cleaned at least 4 times a year, and flue-gas ducts from gas boilers twice a year (§ 34(1) of the Regulation of the Minister of Interior and Administration of 7 June 2010). An inspection of a detached house usually takes about 40 minutes and costs between PLN 150 and 250. Keep the inspection report, as your insurer may demand it after a fire. Appointments can be booked on 600 700 800.",
            ),
            Good(
                "preserve",
                "Obowiązki kominiarskie w skrócie:\n- kontrola przewodów kominowych – minimum raz w roku, zleca ją właściciel lub zarządca budynku (art. 62 ust. 1 pkt 1 lit. c Prawa budowlanego z 7 lipca 1994 r.);\n- czyszczenie przewodów dymowych od palenisk na paliwo stałe – co najmniej 4 razy w roku;\n- czyszczenie przewodów spalinowych od pieców gazowych – co najmniej 2 razy w roku (oba wymogi: § 34 ust. 1 rozporządzenia MSWiA z 7 czerwca 2010 r.).\nPrzegląd domu jednorodzinnego trwa zwykle ok. 40 minut i kosztuje 150–250 zł. Protokół trzeba zachować, bo po pożarze może go zażądać ubezpieczyciel. Umówienie wizyty: tel. 600 700 800.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 62 ust. 1 pkt 1 lit. c", "art. 62 ust. 2 pkt 1 lit. c")],
                "legal_reference",
            ),
            Slip(1, [("at least 4 times a year", "at least 3 times a year")], "number"),
            Slip(2, [("Protokół trzeba zachować", "Protokół warto zachować")], "modality"),
        ],
    ),
    Case(
        key="pl-karta-duzej-rodziny",
        source="Kartę Dużej Rodziny może otrzymać rodzic lub małżonek rodzica, który ma na utrzymaniu co najmniej troje dzieci, bez względu na dochód. Dzieci uwzględnia się do ukończenia 18. roku życia, a jeśli kontynuują naukę – do 25. roku życia; w przypadku dzieci z orzeczeniem o umiarkowanym lub znacznym stopniu niepełnosprawności nie ma górnej granicy wieku. Wniosek składa się w urzędzie gminy albo elektronicznie przez portal Emp@tia. Karta tradycyjna jest bezpłatna, a za duplikat trzeba zapłacić 10,75 zł. Podstawą prawną jest ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny (Dz.U. z 2023 r. poz. 1179).",
        good=[
            Good(
                "en",
                "A parent, or a parent's spouse, who supports at least three children can get the Large Family Card regardless of income. Children count until they turn 18, or until 25 if they are still in education; for children certified as having a moderate or severe disability there is no upper age limit. You apply at the municipal office or online through the Emp@tia portal. The standard card is free of charge, while a duplicate costs PLN 10.75. The legal basis is the Act of 5 December 2014 on the Large Family Card (Journal of Laws of 2023, item 1179).",
            ),
            Good(
                "preserve",
                "Masz na utrzymaniu trójkę lub więcej dzieci? Niezależnie od dochodów możesz – jako rodzic albo małżonek rodzica – dostać Kartę Dużej Rodziny. Liczą się dzieci do 18 lat, a uczące się – do 25 lat. Jeśli dziecko ma orzeczenie o umiarkowanym albo znacznym stopniu niepełnosprawności, wiek nie ma znaczenia. Wniosek złożysz w urzędzie gminy lub online, w portalu Emp@tia. Tradycyjna karta nic nie kosztuje, duplikat – 10,75 zł. Wszystko to reguluje ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny (Dz.U. z 2023 r. poz. 1179).",
            ),
            Good(
                "preserve",
                "Prawo do Karty Dużej Rodziny przysługuje rodzicowi oraz małżonkowi rodzica mającemu na utrzymaniu minimum troje dzieci; kryterium dochodowe nie jest stosowane. Uwzględnia się dzieci w wieku do ukończenia 18 lat, dzieci uczące się – do ukończenia 25 lat, natomiast dzieci legitymujące się orzeczeniem o umiarkowanym lub znacznym stopniu niepełnosprawności – bez ograniczenia wieku. Wnioski przyjmuje urząd gminy; można je też złożyć elektronicznie za pośrednictwem portalu Emp@tia. Wydanie karty tradycyjnej jest nieodpłatne, opłata za duplikat wynosi 10,75 zł. Podstawa prawna: ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny (Dz.U. z 2023 r. poz. 1179).",
            ),
        ],
        bad=[
            Slip(0, [("regardless of income", "depending on income")], "negation"),
            Slip(1, [("poz. 1179", "poz. 1197")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-kurs-prawa-jazdy",
        source="Kurs na prawo jazdy kategorii B w Ośrodku Szkolenia Kierowców „Zakręt” obejmuje 30 godzin zajęć teoretycznych i 30 godzin jazd praktycznych; jedna godzina zegarowa jazdy to 60 minut. Cena kursu wynosi 3600 zł i można ją rozłożyć na maksymalnie 3 raty. Przed pierwszą jazdą kursant musi posiadać profil kandydata na kierowcę (PKK) wygenerowany w starostwie. Zajęcia teoretyczne ruszają 4 marca 2025 r. o 17:00 i odbywają się we wtorki i czwartki. Dodatkowa godzina jazdy kosztuje 120 zł. Osoby, które ukończyły 17 lat i 9 miesięcy, mogą rozpocząć kurs, ale egzamin państwowy można zdawać dopiero po ukończeniu 18 lat.",
        good=[
            Good(
                "preserve",
                "Zrób prawo jazdy kat. B w OSK „Zakręt”! W programie: 30 godzin teorii i 30 godzin jazd (godzina jazdy = pełne 60 minut). Cały kurs kosztuje 3600 zł – płatność można podzielić na nie więcej niż 3 raty, a każda dodatkowa godzina jazdy to 120 zł. Teoria startuje 4 marca 2025 r. o 17:00, zajęcia są we wtorki i czwartki. Pamiętaj, że zanim usiądziesz za kierownicą, musisz mieć profil kandydata na kierowcę (PKK) wygenerowany w starostwie. Kurs możesz zacząć już w wieku 17 lat i 9 miesięcy, natomiast do egzaminu państwowego podejdziesz dopiero po 18. urodzinach.",
            ),
            Good(
                "en",
                "The category B driving course at the “Zakręt” driving school comprises 30 hours of theory and 30 hours of practical driving, with each driving hour lasting a full 60 minutes. The course costs PLN 3,600, payable in up to 3 instalments; extra driving hours are PLN 120 each. Before their first lesson, learners must have a driver candidate profile (PKK) generated by the district office (starostwo). Theory classes begin on 4 March 2025 at 17:00 and run on Tuesdays and Thursdays. You can start the course from the age of 17 years and 9 months, but you can only sit the state exam once you have turned 18.",
            ),
            Good(
                "preserve",
                "OSK „Zakręt”, kurs kat. B: 30 h teorii + 30 h jazd (godzina jazdy = 60 min). Koszt: 3600 zł, możliwe maks. 3 raty; dodatkowa godzina jazdy – 120 zł. Start teorii: 4.03.2025 r., godz. 17.00, zajęcia we wtorki i czwartki. Przed pierwszą jazdą wymagany jest profil kandydata na kierowcę (PKK) wygenerowany w starostwie. Kurs można rozpocząć po ukończeniu 17 lat i 9 miesięcy; egzamin państwowy – dopiero po ukończeniu 18 lat.",
            ),
        ],
        bad=[
            Slip(0, [("nie więcej niż 3 raty", "nie więcej niż 4 raty")], "number"),
            Slip(
                1,
                [
                    (
                        "learners must have a driver candidate profile",
                        "learners should ideally have a driver candidate profile",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-patent-zeglarski",
        source="Egzamin na patent żeglarza jachtowego odbędzie się 14–15 czerwca 2025 r. w przystani nad Zalewem Zegrzyńskim. Pierwszego dnia o 9:00 rozpocznie się część teoretyczna (test 75 pytań, na rozwiązanie których kandydat ma 90 minut), a drugiego dnia – część praktyczna na jachcie typu Omega. Zgłoszenia przyjmujemy do 31 maja pod adresem egzaminy@zeglarze-zegrze.pl. Opłata egzaminacyjna wynosi 250 zł; uczniowie i studenci do 26. roku życia płacą 50 % tej kwoty. Do egzaminu wolno przystąpić po ukończeniu 14 lat. Kamizelka asekuracyjna jest obowiązkowa i nie zapewniamy jej na miejscu – każdy kandydat przynosi własną.",
        good=[
            Good(
                "preserve",
                "Egzamin na patent żeglarza jachtowego zaplanowano na 14 i 15 czerwca 2025 r. w przystani nad Zalewem Zegrzyńskim. Pierwszego dnia o 9:00 startuje teoria: 75 pytań testowych i półtorej godziny na odpowiedzi. Drugiego dnia kandydaci zdają praktykę na jachcie typu Omega. Na zgłoszenia czekamy do 31 maja – wyślij je na egzaminy@zeglarze-zegrze.pl. Egzamin kosztuje 250 zł, a uczniowie i studenci, którzy nie skończyli 26 lat, płacą połowę. Przystąpić mogą osoby, które ukończyły 14 lat. Zabierz własną kamizelkę asekuracyjną – jest obowiązkowa, a na miejscu jej nie zapewniamy.",
            ),
            Good(
                "en",
                "The yacht sailor licence exam will be held on 14–15 June 2025 at the marina on Zegrze Reservoir. The theory part starts at 9:00 on the first day – a 75-question test with 90 minutes to complete it – and the practical part takes place on the second day aboard an Omega-class yacht. Applications are accepted until 31 May at egzaminy@zeglarze-zegrze.pl. The exam fee is PLN 250; school and university students up to the age of 26 pay 50% of that amount. Candidates may sit the exam once they are 14. A life jacket is compulsory and is not provided on site, so every candidate must bring their own.",
            ),
            Good(
                "en",
                "Yacht sailor licence exam: 14–15 June 2025, Zegrze Reservoir marina.\nDay 1, 9:00 – theory: 75 questions, 90 minutes. Day 2 – practical, on an Omega yacht.\nRegister by 31 May: egzaminy@zeglarze-zegrze.pl. Fee: PLN 250 (half price for school and university students up to the age of 26).\nMinimum age: 14. Bring your own life jacket – it's mandatory and we don't provide one.",
            ),
        ],
        bad=[
            Slip(1, [("at egzaminy@zeglarze-zegrze.pl", "at egzamin@zeglarze-zegrze.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "it's mandatory and we don't provide one",
                        "it's mandatory and we can lend you one",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Candidates may sit the exam once they are 14.",
                        "Do egzaminu wolno przystąpić po ukończeniu 14 lat.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-targ-rolny",
        source="Targ rolny „Świeże z Pola” działa w każdą sobotę od 7:00 do 13:00 na placu przy ul. Kwiatowej. Sprzedawać mogą wyłącznie rolnicy i przetwórcy z województwa mazowieckiego, którzy oferują produkty z własnego gospodarstwa. Opłata za stanowisko wynosi 40 zł za dzień, a za stanowisko z dostępem do prądu – 55 zł. Sprzedawcy nabiału i mięsa muszą okazać aktualne zaświadczenie z inspekcji weterynaryjnej. Zabroniona jest sprzedaż alkoholu oraz odsprzedaż towarów kupionych w hurtowni. Szacujemy, że w sezonie letnim targ odwiedza około 2 tysięcy osób tygodniowo. Zgłoszenia nowych wystawców przyjmuje biuro targu: tel. 512 345 678.",
        good=[
            Good(
                "preserve",
                "Co sobotę, w godz. 7–13, na placu przy ul. Kwiatowej czeka na Was targ rolny „Świeże z Pola”. Sprzedawać mogą tu tylko rolnicy i przetwórcy z województwa mazowieckiego, którzy oferują produkty z własnego gospodarstwa. Stanowisko kosztuje 40 zł dziennie, a z prądem – 55 zł. Kto sprzedaje nabiał lub mięso, musi pokazać ważne zaświadczenie z inspekcji weterynaryjnej. Alkoholu nie wolno tu sprzedawać, podobnie jak odsprzedawać towaru z hurtowni. Latem odwiedza nas – według naszych szacunków – około 2000 osób w tygodniu. Nowi wystawcy mogą zgłaszać się do biura targu pod numerem 512 345 678.",
            ),
            Good(
                "en",
                "The “Świeże z Pola” farmers' market runs every Saturday from 7:00 to 13:00 on the square on ul. Kwiatowa. Only farmers and food producers from the Masovian Voivodeship selling produce from their own farms are allowed to trade. A stall costs PLN 40 per day, or PLN 55 with access to electricity. Sellers of dairy and meat must show a valid certificate from the veterinary inspectorate. Selling alcohol is prohibited, as is reselling goods bought from wholesalers. We estimate that about 2,000 people visit the market each week in summer. New stallholders can register with the market office on 512 345 678.",
            ),
            Good(
                "preserve",
                "Targ rolny „Świeże z Pola” odbywa się w soboty w godzinach 7.00–13.00 na placu przy ul. Kwiatowej. Prawo sprzedaży przysługuje jedynie rolnikom i przetwórcom z województwa mazowieckiego oferującym produkty pochodzące z ich własnych gospodarstw. Opłata dzienna za stanowisko: 40 zł; za stanowisko z przyłączem elektrycznym: 55 zł. Sprzedawcy nabiału i mięsa mają obowiązek okazania aktualnego zaświadczenia wydanego przez inspekcję weterynaryjną. Obowiązuje zakaz sprzedaży alkoholu i odsprzedaży towarów nabytych w hurtowni. Według szacunków w sezonie letnim targ odwiedza ok. 2 tys. osób tygodniowo. Zgłoszenia nowych wystawców: biuro targu, tel. 512 345 678.",
            ),
        ],
        bad=[
            Slip(0, [("– według naszych szacunków – około 2000 osób", "2000 osób")], "hedge"),
            Slip(
                2,
                [("Opłata dzienna za stanowisko: 40 zł", "Opłata dzienna za stanowisko: 45 zł")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "New stallholders can register",
                        "Parking next to the square is free for visitors. New stallholders can register",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-konkurs-fotograficzny",
        source="**Konkurs fotograficzny „Miasto o świcie” – zasady**\n\n- Prace przyjmujemy od 1 do 30 września 2025 r.\n- Jeden uczestnik może zgłosić maksymalnie 3 zdjęcia w formacie JPG, o dłuższym boku co najmniej 3000 px.\n- Zdjęcia należy przesłać na adres [foto@domkultury-brzeg.pl](mailto:foto@domkultury-brzeg.pl) z tytułem wiadomości `MOS2025 – imię i nazwisko`.\n- Nie dopuszczamy fotomontaży ani zdjęć wygenerowanych przez sztuczną inteligencję.\n- Główna nagroda to bon o wartości 1500 zł.\n\nWyniki ogłosimy prawdopodobnie w drugiej połowie października.",
        good=[
            Good(
                "preserve",
                "**Zasady konkursu fotograficznego „Miasto o świcie”**\n\n- Zgłoszenia: od 1 września do 30 września 2025 r.\n- Limit: najwyżej 3 zdjęcia na osobę, w formacie JPG, dłuższy bok min. 3000 px.\n- Prace wyślij na [foto@domkultury-brzeg.pl](mailto:foto@domkultury-brzeg.pl), wpisując w temacie `MOS2025 – imię i nazwisko`.\n- Fotomontaże i obrazy wygenerowane przez AI nie będą przyjmowane.\n- Główna nagroda – bon na 1,5 tys. zł.\n\nWyniki poznamy najpewniej w drugiej połowie października.",
            ),
            Good(
                "en",
                "**“City at Dawn” photo competition – rules**\n\n- Entries are accepted from 1 to 30 September 2025.\n- Each participant may submit up to 3 photos in JPG format, with the longer side at least 3000 px.\n- Send your photos to [foto@domkultury-brzeg.pl](mailto:foto@domkultury-brzeg.pl) with the subject line `MOS2025 – imię i nazwisko`.\n- Photomontages and AI-generated images are not accepted.\n- The main prize is a PLN 1,500 voucher.\n\nThe results will probably be announced in the second half of October.",
            ),
            Good(
                "preserve",
                "**„Miasto o świcie” – regulamin konkursu fotograficznego**\n\n- Termin nadsyłania prac: 1–30 września 2025 r.\n- Każdy uczestnik ma prawo zgłosić nie więcej niż 3 fotografie (JPG, dłuższy bok nie mniejszy niż 3000 px).\n- Prace należy przesyłać na adres [foto@domkultury-brzeg.pl](mailto:foto@domkultury-brzeg.pl); tytuł wiadomości: `MOS2025 – imię i nazwisko`.\n- Fotomontaże oraz zdjęcia wygenerowane przez sztuczną inteligencję są niedopuszczalne.\n- Nagroda główna: bon o wartości 1500 zł.\n\nOgłoszenie wyników planowane jest prawdopodobnie na drugą połowę października.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[foto@domkultury-brzeg.pl](mailto:foto@domkultury-brzeg.pl)",
                        "foto@domkultury-brzeg.pl",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`MOS2025 – imię i nazwisko`", "`MOS2024 – imię i nazwisko`")], "code"),
            Slip(2, [("prawdopodobnie na drugą", "na drugą")], "hedge"),
            Slip(
                1,
                [
                    (
                        "- The main prize is a PLN 1,500 voucher.",
                        "- Główna nagroda to bon o wartości 1500 zł.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-strzelnica-sportowa",
        source="Na strzelnicy sportowej „Tarcza” osoby niepełnoletnie mogą strzelać wyłącznie pod bezpośrednim nadzorem instruktora i za pisemną zgodą rodzica. Minimalny wiek uczestnika to 12 lat. Każdy strzelec musi przez cały czas pobytu na osi strzeleckiej nosić ochronniki słuchu i okulary ochronne. Broń wolno ładować tylko na stanowisku i wyłącznie na komendę prowadzącego. Zabronione jest wnoszenie własnej amunicji. Osoby pod wpływem alkoholu nie zostaną wpuszczone na teren obiektu. Pakiet startowy obejmujący 50 strzałów z broni małokalibrowej kosztuje 180 zł. Strzelnica jest czynna od środy do niedzieli w godzinach 10:00–20:00.",
        good=[
            Good(
                "preserve",
                "Strzelnica sportowa „Tarcza” jest otwarta od środy do niedzieli w godz. 10–20. Uczestnik musi mieć ukończone 12 lat, a niepełnoletni strzelają tylko pod bezpośrednim okiem instruktora i z pisemną zgodą rodzica. Na osi strzeleckiej każdy strzelec przez cały czas ma obowiązek nosić ochronniki słuchu i okulary ochronne. Broń można ładować jedynie na stanowisku i tylko na komendę prowadzącego. Własnej amunicji nie wolno wnosić, a osób pod wpływem alkoholu nie wpuszczamy. Pakiet startowy – 50 strzałów z broni małokalibrowej – kosztuje 180 zł.",
            ),
            Good(
                "en",
                "At the “Tarcza” sports shooting range, minors may shoot only under the direct supervision of an instructor and with a parent's written consent. Participants must be at least 12 years old. Every shooter is required to wear hearing protection and safety glasses at all times while on the firing line. Firearms may be loaded only at the shooting station and only on the range officer's command. Bringing your own ammunition is prohibited. Anyone under the influence of alcohol will be refused entry to the premises. A starter package of 50 rounds of small-bore ammunition costs PLN 180. The range is open Wednesday to Sunday, 10:00–20:00.",
            ),
            Good(
                "preserve",
                "Regulamin w skrócie – strzelnica „Tarcza” (śr.–nd., 10.00–20.00):\n1. Wiek minimalny: 12 lat. Niepełnoletni – wyłącznie pod bezpośrednim nadzorem instruktora oraz z pisemną zgodą rodzica.\n2. Na osi strzeleckiej ochronniki słuchu i okulary ochronne są obowiązkowe przez cały czas.\n3. Ładowanie broni dozwolone tylko na stanowisku, na komendę prowadzącego.\n4. Zakaz wnoszenia własnej amunicji.\n5. Osoby pod wpływem alkoholu nie wejdą na teren obiektu.\nPakiet startowy (50 strzałów, broń małokalibrowa): 180 zł.",
            ),
        ],
        bad=[
            Slip(0, [("ukończone 12 lat", "ukończone 10 lat")], "number"),
            Slip(
                1,
                [
                    (
                        "Bringing your own ammunition is prohibited.",
                        "Bringing your own ammunition is discouraged.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Ładowanie broni dozwolone tylko na stanowisku",
                        "Ładowanie broni dozwolone na stanowisku",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-serwis-samochodowy",
        source="Dzień dobry, w nawiązaniu do zlecenia nr SRV/2025/0418 informujemy, że podczas przeglądu Pana samochodu stwierdziliśmy zużycie klocków i tarcz hamulcowych na przedniej osi. Wstępny koszt naprawy szacujemy na około 1350 zł brutto, w tym 420 zł za robociznę. Ostateczna kwota może się zmienić po demontażu kół. Części zamówimy dopiero po Pana akceptacji, którą prosimy przesłać SMS-em lub na adres serwis@autokowal.pl. Samochód będzie gotowy prawdopodobnie w czwartek 22 maja po godz. 15:00. Do czasu wymiany nie zalecamy jazdy z dużą prędkością ani holowania przyczepy.",
        good=[
            Good(
                "preserve",
                "Dzień dobry, piszemy w sprawie zlecenia nr SRV/2025/0418. Przegląd wykazał, że klocki i tarcze hamulcowe na przedniej osi są zużyte. Wstępnie szacujemy koszt naprawy na ok. 1350 zł brutto, z czego 420 zł to robocizna; po zdjęciu kół kwota może jeszcze ulec zmianie. Części zamówimy dopiero wtedy, gdy zaakceptuje Pan naprawę – prosimy o SMS albo wiadomość na serwis@autokowal.pl. Auto będzie gotowe prawdopodobnie w czwartek, 22 maja, po 15:00. Zanim wymienimy hamulce, odradzamy szybką jazdę i ciągnięcie przyczepy.",
            ),
            Good(
                "en",
                "Hello, regarding job no. SRV/2025/0418: during the inspection of your car we found that the front brake pads and discs are worn. We provisionally estimate the cost of the repair at around PLN 1,350 gross, including PLN 420 for labour. The final amount may change once the wheels have been removed. We will order the parts only after you approve the repair; please send your approval by text message or to serwis@autokowal.pl. The car will probably be ready on Thursday 22 May after 15:00. Until the brakes are replaced, we advise against driving at high speed or towing a trailer.",
            ),
            Good(
                "en",
                "Re: job SRV/2025/0418. The inspection showed worn brake pads and discs on the front axle. Preliminary estimate: approx. PLN 1,350 gross (labour PLN 420); this may change after the wheels come off. Parts will be ordered only once you approve – please reply by SMS or to serwis@autokowal.pl. Likely ready: Thursday 22 May, after 15:00. Until the replacement, we don't recommend high-speed driving or towing a trailer.",
            ),
        ],
        bad=[
            Slip(0, [("SRV/2025/0418", "SRV/2025/0481")], "code"),
            Slip(1, [("The car will probably be ready", "The car will be ready")], "hedge"),
            Slip(2, [("(labour PLN 420)", "(labour PLN 240)")], "number"),
        ],
    ),
    Case(
        key="pl-bilet-okresowy",
        source="Od 1 stycznia 2026 r. bilet miesięczny normalny na wszystkie linie ZTM w strefie 1 będzie kosztował 110 zł, a ulgowy – 55 zł. Bilet 90-dniowy kosztuje 280 zł i jest ważny od wskazanego przez pasażera dnia, nie później jednak niż 30 dni od daty zakupu. Bilety okresowe kodowane są wyłącznie na imiennej Karcie Miejskiej lub w aplikacji ZTM Mobile; bilet imienny nie może być używany przez inną osobę. Uczniowie do 20. roku życia mogą korzystać z ulgi 50 % po okazaniu ważnej legitymacji szkolnej. Szczegóły taryfy opublikowano na stronie ztm.nowogrod.pl/taryfa-2026.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2026 r. za normalny bilet miesięczny na wszystkie linie ZTM w strefie 1 zapłacimy 110 zł, a za ulgowy 55 zł. Bilet 90-dniowy to wydatek 280 zł; pasażer sam wybiera dzień, od którego bilet obowiązuje, ale musi to być najpóźniej 30. dzień od zakupu. Bilety okresowe można zakodować tylko na imiennej Karcie Miejskiej albo w aplikacji ZTM Mobile, a z biletu imiennego może korzystać wyłącznie jego właściciel. Uczniom, którzy nie skończyli 20 lat, przysługuje 50-procentowa ulga na podstawie ważnej legitymacji szkolnej. Pełna taryfa jest dostępna pod adresem ztm.nowogrod.pl/taryfa-2026.",
            ),
            Good(
                "en",
                "From 1 January 2026, a standard monthly ticket for all ZTM lines in zone 1 will cost PLN 110 and a reduced-fare one PLN 55. The 90-day ticket costs PLN 280 and is valid from a start date chosen by the passenger, which must be no later than 30 days after purchase. Season tickets can be loaded only onto a personal City Card or the ZTM Mobile app, and a personal ticket may not be used by anyone else. Pupils up to the age of 20 can get a 50% discount on presenting a valid school ID. Full fare details are published at ztm.nowogrod.pl/taryfa-2026.",
            ),
            Good(
                "preserve",
                "Taryfa ZTM od 1.01.2026 r. (strefa 1, wszystkie linie): bilet miesięczny – 110 zł normalny / 55 zł ulgowy; bilet 90-dniowy – 280 zł, ważny od dnia wybranego przez pasażera, przypadającego nie później niż 30 dni od zakupu. Bilety okresowe koduje się jedynie na imiennej Karcie Miejskiej lub w aplikacji ZTM Mobile. Biletu imiennego nie wolno udostępniać innym osobom. Ulga 50 % dla uczniów do 20. roku życia – za okazaniem ważnej legitymacji szkolnej. Szczegóły: ztm.nowogrod.pl/taryfa-2026.",
            ),
        ],
        bad=[
            Slip(1, [("ztm.nowogrod.pl/taryfa-2026", "ztm.nowogrod.pl/taryfa")], "url"),
            Slip(0, [("Od 1 stycznia 2026 r.", "Od 1 lutego 2026 r.")], "date"),
        ],
    ),
    Case(
        key="pl-stypendium-socjalne",
        source="Stypendium socjalne może otrzymać student znajdujący się w trudnej sytuacji materialnej, jeżeli miesięczny dochód na osobę w jego rodzinie nie przekracza 1294,40 zł netto. Świadczenie przyznaje się na semestr lub rok akademicki, zgodnie z art. 86 ust. 1 pkt 1 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce. Wnioski wraz z zaświadczeniami o dochodach za 2024 r. należy złożyć w systemie USOS w terminie od 1 do 20 października. Wnioski złożone po terminie nie będą rozpatrywane. Stypendium nie przysługuje studentowi, który ukończył już jeden kierunek studiów i posiada tytuł magistra.",
        good=[
            Good(
                "preserve",
                "Jeśli jesteś w trudnej sytuacji materialnej, a miesięczny dochód netto na osobę w Twojej rodzinie wynosi najwyżej 1294,40 zł, możesz dostać stypendium socjalne. Przyznaje się je na semestr albo na cały rok akademicki – tak stanowi art. 86 ust. 1 pkt 1 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce. Wniosek i zaświadczenia o dochodach za 2024 r. musisz złożyć w USOS między 1 a 20 października. Po tym terminie wnioski nie są rozpatrywane. Stypendium nie dostaniesz, jeśli masz już ukończony jeden kierunek i tytuł magistra.",
            ),
            Good(
                "en",
                "A student in financial hardship may be awarded a social scholarship if the monthly net income per person in their family does not exceed PLN 1,294.40. The benefit is granted for one semester or one academic year, in accordance with Article 86(1)(1) of the Act of 20 July 2018 – Law on Higher Education and Science. Applications, together with certificates of income for 2024, must be submitted via the USOS system between 1 and 20 October. Late applications will not be considered. The scholarship is not available to a student who has already completed one degree programme and holds a master's degree.",
            ),
            Good(
                "preserve",
                "Stypendium socjalne może zostać przyznane studentowi w trudnej sytuacji materialnej, o ile miesięczny dochód netto na osobę w rodzinie nie przekracza 1294,40 zł. Okres przyznania: semestr lub rok akademicki (art. 86 ust. 1 pkt 1 ustawy z dnia 20 lipca 2018 r. – Prawo o szkolnictwie wyższym i nauce). Wnioski wraz z zaświadczeniami o dochodach za 2024 r. należy złożyć w USOS w terminie 1–20 października; wnioski złożone po terminie pozostaną bez rozpatrzenia. Świadczenie nie przysługuje osobie, która ukończyła już jeden kierunek studiów i posiada tytuł magistra.",
            ),
        ],
        bad=[
            Slip(0, [("art. 86 ust. 1 pkt 1", "art. 68 ust. 1 pkt 1")], "legal_reference"),
            Slip(1, [("between 1 and 20 October", "between 1 and 30 October")], "date"),
            Slip(2, [("nie przekracza 1294,40 zł", "nie przekracza 1249,40 zł")], "number"),
        ],
    ),
    Case(
        key="pl-hospicjum-wolontariat",
        source="Hospicjum św. Łukasza zaprasza do wolontariatu osoby, które ukończyły 18 lat. Każdy kandydat musi ukończyć bezpłatne szkolenie podstawowe (24 godziny, trzy kolejne soboty) i przedstawić zaświadczenie o braku przeciwwskazań zdrowotnych. Wolontariusze opiekujący się pacjentami nie mogą przyjmować od rodzin żadnych pieniędzy ani prezentów. Od wolontariuszy oczekujemy zaangażowania w wymiarze co najmniej 4 godzin w miesiącu. Najbliższe szkolenie rozpocznie się 8 listopada 2025 r. o godz. 9:00. Wolontariusze mogą też pomagać poza oddziałem – przy zbiórkach, w ogrodzie czy w biurze. Zgłoszenia: wolontariat@hospicjum-lukasz.org.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać wolontariuszem Hospicjum św. Łukasza? Musisz mieć skończone 18 lat, przejść bezpłatne szkolenie podstawowe – 24 godziny zajęć w trzy kolejne soboty – i dostarczyć zaświadczenie, że nie masz przeciwwskazań zdrowotnych. Oczekujemy zaangażowania na poziomie co najmniej 4 godzin w miesiącu. Jeśli opiekujesz się pacjentami, nie wolno Ci przyjmować od ich rodzin żadnych pieniędzy ani upominków. Pomagać można również poza oddziałem: przy zbiórkach, w ogrodzie albo w biurze. Kolejne szkolenie startuje 8 listopada 2025 r. o 9:00. Zgłoś się: wolontariat@hospicjum-lukasz.org.pl.",
            ),
            Good(
                "en",
                "St Luke's Hospice invites people aged 18 and over to volunteer. Every candidate must complete a free basic training course (24 hours over three consecutive Saturdays) and provide a certificate confirming there are no health contraindications. Volunteers caring for patients may not accept any money or gifts from families. We expect volunteers to commit at least 4 hours a month. The next training course starts on 8 November 2025 at 9:00. Volunteers can also help away from the ward – with fundraising collections, in the garden or in the office. Applications: wolontariat@hospicjum-lukasz.org.pl.",
            ),
            Good(
                "preserve",
                "Wolontariuszem Hospicjum św. Łukasza może zostać osoba, która ukończyła 18 lat. Warunkiem jest ukończenie bezpłatnego szkolenia podstawowego w wymiarze 24 godzin, prowadzonego w trzy kolejne soboty, oraz przedłożenie zaświadczenia o braku przeciwwskazań zdrowotnych. Minimalne oczekiwane zaangażowanie wynosi 4 godziny miesięcznie. Wolontariuszy sprawujących opiekę nad pacjentami obowiązuje zakaz przyjmowania od rodzin jakichkolwiek pieniędzy i prezentów. Możliwa jest także pomoc poza oddziałem (zbiórki, ogród, biuro). Najbliższe szkolenie: 8 listopada 2025 r., godz. 9.00. Zgłoszenia przyjmujemy pod adresem wolontariat@hospicjum-lukasz.org.pl.",
            ),
        ],
        bad=[
            Slip(0, [("24 godziny zajęć", "20 godzin zajęć")], "number"),
            Slip(
                1,
                [
                    (
                        "Applications: wolontariat@",
                        "Volunteers also receive a free annual flu vaccination. Applications: wolontariat@",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Możliwa jest także pomoc poza oddziałem (zbiórki, ogród, biuro).",
                        "Volunteers can also help outside the ward (fundraising, the garden, the office).",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-rozklad-pks",
        source="Od 1 września 2025 r. zmienia się rozkład jazdy linii PKS nr 214 Nowy Targ – Zakopane. Kursy w dni robocze odjeżdżają z dworca w Nowym Targu co 30 minut w godzinach 5:30–20:00, a w soboty, niedziele i święta co godzinę. Ostatni kurs powrotny z Zakopanego odjeżdża o 22:15. Przejazd na całej trasie trwa około 35 minut, zależnie od natężenia ruchu. Cena biletu jednorazowego to 9 zł, a bilet można kupić u kierowcy wyłącznie kartą lub BLIK-iem – kierowcy nie przyjmują gotówki. Rozkład jest dostępny na stronie pks-nowytarg.pl/rozklad.",
        good=[
            Good(
                "en",
                "From 1 September 2025 the timetable of PKS line 214 Nowy Targ – Zakopane is changing. On working days buses leave Nowy Targ station every 30 minutes between 5:30 and 20:00; on Saturdays, Sundays and public holidays they run hourly. The last return bus from Zakopane departs at 22:15. The full journey takes about 35 minutes, depending on traffic. A single ticket costs PLN 9 and can be bought from the driver by card or BLIK only – drivers do not accept cash. The timetable is available at pks-nowytarg.pl/rozklad.",
            ),
            Good(
                "preserve",
                "Pasażerowie linii PKS nr 214 z Nowego Targu do Zakopanego od 1 września 2025 r. będą jeździć według nowego rozkładu. W dni robocze autobusy ruszają z nowotarskiego dworca co pół godziny, od 5:30 do 20:00, a w weekendy i święta – raz na godzinę. Z Zakopanego ostatni autobus powrotny wyjeżdża o 22:15. Cała trasa zajmuje ok. 35 minut, w zależności od ruchu na drodze. Bilet jednorazowy kosztuje 9 zł; u kierowcy zapłacimy tylko kartą albo BLIK-iem, gotówka nie jest przyjmowana. Nowy rozkład znajduje się na stronie pks-nowytarg.pl/rozklad.",
            ),
            Good(
                "preserve",
                "Linia PKS 214 Nowy Targ – Zakopane, rozkład od 1.09.2025 r.: dni robocze – odjazdy z dworca w Nowym Targu co 30 min (5.30–20.00); soboty, niedziele, święta – co 60 min. Ostatni kurs z Zakopanego: 22.15. Czas przejazdu: około 35 min (zależnie od ruchu). Bilet jednorazowy: 9 zł, płatność u kierowcy wyłącznie bezgotówkowa (karta, BLIK). Rozkład: pks-nowytarg.pl/rozklad.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("by card or BLIK only – drivers do not accept cash", "by card, BLIK or cash")],
                "negation",
            ),
            Slip(2, [("co 30 min (5.30–20.00)", "co 20 min (5.30–20.00)")], "number"),
        ],
    ),
    Case(
        key="pl-rower-miejski",
        source="Rower miejski BikeBorek działa od 1 marca do 30 listopada. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, każda kolejna rozpoczęta godzina kosztuje 3 zł, a za przekroczenie 12 godzin naliczana jest kara 200 zł. Aby wypożyczyć rower, trzeba założyć konto w aplikacji i wpłacić opłatę inicjalną 10 zł. Rower należy zwrócić na jednej ze 45 stacji; pozostawienie go poza stacją kosztuje 20 zł. Jeśli zamek się nie otwiera, wpisz w aplikacji kod awarii `ZAM-02` i skontaktuj się z infolinią 800 200 300. Z roweru mogą korzystać osoby, które ukończyły 13 lat, przy czym niepełnoletni wyłącznie za zgodą opiekuna.",
        good=[
            Good(
                "preserve",
                "BikeBorek jeździ od 1 marca do 30 listopada. Każde wypożyczenie jest darmowe przez pierwsze 20 minut; potem płacisz 3 zł za każdą rozpoczętą godzinę, a jeśli trzymasz rower dłużej niż 12 godzin, zapłacisz karę 200 zł. Na start musisz założyć konto w aplikacji i wpłacić 10 zł opłaty inicjalnej. Rower trzeba oddać na jednej z 45 stacji – zostawienie go gdzie indziej to koszt 20 zł. Zamek się nie otwiera? Wpisz w aplikacji kod awarii `ZAM-02` i zadzwoń na infolinię 800 200 300. Jeździć mogą osoby po ukończeniu 13 lat, ale niepełnoletni tylko za zgodą opiekuna.",
            ),
            Good(
                "en",
                "The BikeBorek city bike scheme runs from 1 March to 30 November. The first 20 minutes of every rental are free; each additional hour or part of an hour costs PLN 3, and a PLN 200 penalty is charged for rentals exceeding 12 hours. To rent a bike you need to create an account in the app and pay an initial fee of PLN 10. Bikes must be returned to one of the 45 stations; leaving one elsewhere costs PLN 20. If the lock won't open, enter fault code `ZAM-02` in the app and call the helpline on 800 200 300. Riders must be at least 13, and minors may ride only with a guardian's consent.",
            ),
            Good(
                "preserve",
                "System roweru miejskiego BikeBorek funkcjonuje w okresie od 1 marca do 30 listopada. Opłaty: pierwsze 20 minut wypożyczenia – bez opłat; każda kolejna rozpoczęta godzina – 3 zł; kara za przekroczenie 12 godzin – 200 zł; pozostawienie roweru poza stacją – 20 zł. Warunkiem wypożyczenia jest rejestracja konta w aplikacji oraz wniesienie opłaty inicjalnej w kwocie 10 zł. Rower należy zwrócić na jedną z 45 stacji. W przypadku awarii zamka należy wprowadzić w aplikacji kod `ZAM-02` i skontaktować się z infolinią pod numerem 800 200 300. Z systemu mogą korzystać osoby, które ukończyły 13 lat; osoby niepełnoletnie – wyłącznie za zgodą opiekuna.",
            ),
        ],
        bad=[
            Slip(0, [("kod awarii `ZAM-02`", "kod awarii `ZAM-20`")], "code"),
            Slip(2, [("kod `ZAM-02`", "kod ZAM-02")], "markdown"),
        ],
    ),
    Case(
        key="pl-ogloszenie-przetargowe",
        source="Gmina Borek ogłasza przetarg w trybie podstawowym bez negocjacji, o którym mowa w art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych, na przebudowę drogi gminnej nr 110245C na odcinku 1,8 km (znak sprawy: ZP.271.7.2025). Oferty należy składać wyłącznie elektronicznie za pośrednictwem platformy e-Zamówienia do 16 czerwca 2025 r. do godz. 10:00; otwarcie ofert nastąpi tego samego dnia o 10:30. Wykonawca jest zobowiązany wnieść wadium w wysokości 15 000 zł. Kryteria oceny ofert: cena – 60 %, okres gwarancji – 40 %. Zamawiający nie dopuszcza składania ofert częściowych.",
        good=[
            Good(
                "preserve",
                "Gmina Borek prowadzi postępowanie o udzielenie zamówienia w trybie podstawowym bez negocjacji (art. 275 pkt 1 ustawy z dnia 11 września 2019 r. – Prawo zamówień publicznych). Przedmiotem zamówienia jest przebudowa drogi gminnej nr 110245C na długości 1,8 km; znak sprawy: ZP.271.7.2025. Oferty przyjmowane są tylko w formie elektronicznej, przez platformę e-Zamówienia, do 16 czerwca 2025 r., godz. 10:00, a ich otwarcie odbędzie się tego dnia o 10:30. Wykonawca musi wnieść wadium w kwocie 15 tys. zł. Oferty będą oceniane według ceny (60 %) i okresu gwarancji (40 %). Oferty częściowe nie są dopuszczone.",
            ),
            Good(
                "en",
                "The Borek Municipality is announcing a tender under the basic procedure without negotiation referred to in Article 275(1) of the Public Procurement Law Act of 11 September 2019, for the reconstruction of a 1.8 km section of municipal road no. 110245C (case reference: ZP.271.7.2025). Bids must be submitted electronically only, via the e-Zamówienia platform, by 10:00 on 16 June 2025; they will be opened the same day at 10:30. Bidders are required to lodge a bid bond of PLN 15,000. Evaluation criteria: price – 60%, warranty period – 40%. The contracting authority does not allow partial bids.",
            ),
            Good(
                "preserve",
                "Gmina Borek szuka wykonawcy przebudowy 1,8-kilometrowego odcinka drogi gminnej nr 110245C (znak sprawy ZP.271.7.2025). Tryb: podstawowy bez negocjacji, art. 275 pkt 1 Prawa zamówień publicznych z 11 września 2019 r. Oferty – wyłącznie przez platformę e-Zamówienia – trzeba złożyć do 16.06.2025 r. do 10:00; otwarcie o 10:30 tego samego dnia. Obowiązkowe wadium: 15 000 zł. Liczy się cena (60 %) i okres gwarancji (40 %). Ofert częściowych nie można składać.",
            ),
        ],
        bad=[
            Slip(0, [("art. 275 pkt 1", "art. 275 pkt 2")], "legal_reference"),
            Slip(2, [("otwarcie o 10:30", "otwarcie o 11:30")], "date"),
        ],
    ),
    Case(
        key="pl-dofinansowanie-pomp-ciepla",
        source="W ramach gminnego programu „Ciepły Dom” właściciele domów jednorodzinnych mogą otrzymać dofinansowanie do zakupu i montażu pompy ciepła w wysokości do 40 % kosztów kwalifikowanych, nie więcej jednak niż 12 000 zł. Urządzenie musi mieć klasę efektywności energetycznej co najmniej A++ i znajdować się na liście zielonych urządzeń ZUM. Dotacja nie obejmuje instalacji, które zostały uruchomione przed złożeniem wniosku. Nabór wniosków potrwa od 3 do 28 marca 2025 r., a wnioski można składać osobiście lub przez ePUAP. Budżet programu wynosi 600 tys. zł, co według wstępnych szacunków wystarczy na około 50 instalacji. Informacje: cieplydom@gminaborek.pl.",
        good=[
            Good(
                "preserve",
                "Masz dom jednorodzinny i myślisz o pompie ciepła? Z gminnego programu „Ciepły Dom” możesz dostać dofinansowanie zakupu i montażu w wysokości do 40 % kosztów kwalifikowanych, maksymalnie 12 tys. zł. Warunek: pompa musi mieć klasę efektywności energetycznej minimum A++ i figurować na liście zielonych urządzeń ZUM. Dotacji nie dostaniesz na instalację uruchomioną jeszcze przed złożeniem wniosku. Wnioski przyjmujemy od 3 do 28 marca 2025 r. – osobiście albo przez ePUAP. W programie jest 600 tys. zł; wstępnie szacujemy, że starczy to na mniej więcej 50 instalacji. Pytania? Pisz na cieplydom@gminaborek.pl.",
            ),
            Good(
                "en",
                "Under the municipal “Ciepły Dom” programme, owners of detached houses can receive a grant towards buying and installing a heat pump of up to 40% of eligible costs, capped at PLN 12,000. The unit must have an energy efficiency class of at least A++ and appear on the ZUM list of green devices. The grant does not cover installations commissioned before the application was submitted. Applications will be accepted from 3 to 28 March 2025, in person or via ePUAP. The programme budget is PLN 600,000, which preliminary estimates suggest will be enough for around 50 installations. Information: cieplydom@gminaborek.pl.",
            ),
            Good(
                "preserve",
                "Program „Ciepły Dom” – dofinansowanie zakupu i montażu pomp ciepła dla właścicieli domów jednorodzinnych. Wysokość wsparcia: do 40 % kosztów kwalifikowanych, maksymalnie 12 000 zł. Wymagania: klasa efektywności energetycznej urządzenia nie niższa niż A++ oraz wpis na listę zielonych urządzeń ZUM. Dofinansowaniem nie są objęte instalacje uruchomione przed dniem złożenia wniosku. Termin naboru: 3–28 marca 2025 r.; forma: osobiście lub za pośrednictwem ePUAP. Budżet: 600 000 zł, co – według wstępnych szacunków – pozwoli sfinansować ok. 50 instalacji. Kontakt: cieplydom@gminaborek.pl.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "which preliminary estimates suggest will be enough for around 50 installations",
                        "which will be enough for 50 installations",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Dofinansowaniem nie są objęte instalacje",
                        "Dofinansowaniem objęte są również instalacje",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Dotacji nie dostaniesz",
                        "Dofinansowanie obejmuje też coroczny serwis pompy przez pierwsze 2 lata. Dotacji nie dostaniesz",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-instrukcja-piekarnika",
        source="Przed pierwszym użyciem piekarnika PK-600X należy usunąć wszystkie folie ochronne i wygrzać pusty piekarnik w temperaturze 250°C przez około godzinę; w tym czasie może pojawić się zapach, co jest zjawiskiem normalnym. Funkcja czyszczenia pirolitycznego nagrzewa komorę do 480°C i trwa 90 minut – podczas jej działania drzwiczki są zablokowane i nie wolno ich otwierać na siłę. Z prowadnic teleskopowych przed pirolizą trzeba wyjąć wszystkie blachy. Jeśli na wyświetlaczu pojawi się kod `E3`, wyłącz urządzenie z zasilania na 5 minut. Gdy błąd się powtarza, skontaktuj się z serwisem pod numerem 801 555 600.",
        good=[
            Good(
                "preserve",
                "Zanim pierwszy raz użyjesz piekarnika PK-600X, zdejmij wszystkie folie ochronne, a potem wygrzej pusty piekarnik w 250°C przez mniej więcej godzinę. Może przy tym pojawić się zapach – to normalne. Czyszczenie pirolityczne rozgrzewa komorę do 480°C i trwa półtorej godziny; drzwiczki są wtedy zablokowane i nie wolno otwierać ich na siłę. Przed pirolizą wyjmij wszystkie blachy z prowadnic teleskopowych. Gdy na wyświetlaczu zobaczysz kod `E3`, odłącz urządzenie od zasilania na 5 minut. Jeśli błąd wróci, zadzwoń do serwisu: 801 555 600.",
            ),
            Good(
                "en",
                "Before using the PK-600X oven for the first time, remove all protective films and heat the empty oven at 250°C for about an hour; a smell may appear during this time, which is normal. The pyrolytic cleaning function heats the cavity to 480°C and lasts 90 minutes – the door is locked while it runs and must not be forced open. All trays must be removed from the telescopic runners before pyrolysis. If the code `E3` appears on the display, disconnect the appliance from the power supply for 5 minutes. If the error persists, contact the service centre on 801 555 600.",
            ),
            Good(
                "preserve",
                "Instrukcja PK-600X w punktach:\n1. Przed pierwszym użyciem: usunąć wszystkie folie ochronne, wygrzać pusty piekarnik w 250°C przez ok. 60 minut. Może pojawić się zapach – jest to normalne.\n2. Piroliza: komora nagrzewa się do 480°C, cykl trwa 90 minut, drzwiczki pozostają zablokowane – zakaz otwierania ich na siłę. Wcześniej należy wyjąć z prowadnic teleskopowych wszystkie blachy.\n3. Kod `E3` na wyświetlaczu: odłączyć zasilanie na 5 minut; jeżeli błąd się powtarza, skontaktować się z serwisem (tel. 801 555 600).",
            ),
        ],
        bad=[
            Slip(0, [("do 480°C", "do 500°C")], "number"),
            Slip(
                1,
                [
                    (
                        "the door is locked while it runs and must not be forced open",
                        "the door is locked while it runs but can be forced open if necessary",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Kod `E3` na wyświetlaczu", "Kod `E5` na wyświetlaczu")], "code"),
        ],
    ),
    Case(
        key="pl-ulotka-suplementu",
        source="Suplement diety VitaJoint Forte zawiera 1500 mg siarczanu glukozaminy i 80 mg witaminy C w dziennej porcji (2 kapsułki). Dorośli przyjmują 2 kapsułki dziennie podczas posiłku, popijając wodą. Nie należy przekraczać zalecanej porcji do spożycia w ciągu dnia. Produkt nie jest przeznaczony dla kobiet w ciąży, osób uczulonych na skorupiaki ani dzieci poniżej 12 lat. Suplement diety nie może być stosowany jako substytut zróżnicowanej diety. Pierwsze efekty mogą być odczuwalne prawdopodobnie po 6–8 tygodniach regularnego stosowania. Przechowywać w temperaturze poniżej 25°C, w miejscu niedostępnym dla małych dzieci. Nr partii i data ważności: na spodzie opakowania.",
        good=[
            Good(
                "preserve",
                "VitaJoint Forte to suplement diety, którego dzienna porcja – 2 kapsułki – dostarcza 1500 mg siarczanu glukozaminy i 80 mg witaminy C. Osoby dorosłe przyjmują 2 kapsułki na dobę w trakcie posiłku, popijając je wodą; zalecanej porcji dziennej nie należy przekraczać. Produkt nie jest przeznaczony dla kobiet w ciąży, osób uczulonych na skorupiaki ani dla dzieci, które nie skończyły 12 lat. Suplement nie może zastępować zróżnicowanej diety. Pierwsze efekty prawdopodobnie odczujesz po 6–8 tygodniach regularnego przyjmowania. Przechowuj go w temperaturze poniżej 25°C, tak aby małe dzieci nie miały do niego dostępu. Numer partii i datę ważności znajdziesz na spodzie opakowania.",
            ),
            Good(
                "en",
                "VitaJoint Forte food supplement contains 1500 mg of glucosamine sulphate and 80 mg of vitamin C per daily serving (2 capsules). Adults take 2 capsules a day with a meal, washed down with water. Do not exceed the recommended daily intake. The product is not intended for pregnant women, people allergic to shellfish or children under 12. A food supplement must not be used as a substitute for a varied diet. The first effects will probably be noticeable after 6–8 weeks of regular use. Store below 25°C, out of the reach of young children. Batch number and expiry date: see the bottom of the pack.",
            ),
            Good(
                "preserve",
                "VitaJoint Forte – suplement diety. Porcja dzienna (2 kapsułki): siarczan glukozaminy 1500 mg, witamina C 80 mg. Sposób użycia: dorośli – 2 kapsułki dziennie, w czasie posiłku, popijając wodą. Nie przekraczać zalecanej porcji dziennej. Produkt nie jest przeznaczony dla: kobiet w ciąży, osób uczulonych na skorupiaki, dzieci poniżej 12 lat. Suplement diety nie może zastępować zróżnicowanej diety. Efekty mogą być odczuwalne prawdopodobnie po 6–8 tygodniach regularnego stosowania. Przechowywanie: poniżej 25°C, w miejscu niedostępnym dla małych dzieci. Nr partii i data ważności – spód opakowania.",
            ),
        ],
        bad=[
            Slip(0, [("1500 mg siarczanu glukozaminy", "1200 mg siarczanu glukozaminy")], "number"),
            Slip(
                1,
                [
                    (
                        "The first effects will probably be noticeable",
                        "The first effects will be noticeable",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Nie przekraczać zalecanej porcji dziennej.",
                        "Nie zaleca się przekraczania zalecanej porcji dziennej.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-sanepidu",
        source="Państwowy Powiatowy Inspektor Sanitarny w Borku informuje, że w próbkach wody pobranych 4 sierpnia 2025 r. z wodociągu publicznego w miejscowościach Lipie i Zawada stwierdzono bakterie grupy coli w liczbie 12 jtk/100 ml. Do czasu odwołania komunikatu woda nadaje się do spożycia wyłącznie po przegotowaniu, natomiast do mycia i sprzątania można jej używać bez ograniczeń. Przyczyną skażenia była prawdopodobnie awaria sieci przy ul. Polnej. Zarządca wodociągu ma obowiązek niezwłocznie podjąć działania naprawcze oraz zapewnić mieszkańcom beczkowozy z wodą pitną. Kolejne próbki zostaną pobrane 7 sierpnia. Informacje: psse.borek@sanepid.gov.pl.",
        good=[
            Good(
                "preserve",
                "Bakterie grupy coli – 12 jtk/100 ml – wykryto w wodzie z wodociągu publicznego w Lipiu i Zawadzie. Jak informuje Państwowy Powiatowy Inspektor Sanitarny w Borku, próbki pobrano 4 sierpnia 2025 r. Dopóki komunikat nie zostanie odwołany, wodę można pić tylko po przegotowaniu; do mycia i sprzątania nadaje się bez żadnych ograniczeń. Skażenie spowodowała najprawdopodobniej awaria sieci przy ul. Polnej. Zarządca wodociągu musi niezwłocznie podjąć działania naprawcze i podstawić mieszkańcom beczkowozy z wodą pitną. Następne próbki zostaną pobrane 7 sierpnia. Więcej informacji: psse.borek@sanepid.gov.pl.",
            ),
            Good(
                "en",
                "The District Sanitary Inspector in Borek reports that coliform bacteria (12 CFU/100 ml) were found in water samples taken on 4 August 2025 from the public water supply in Lipie and Zawada. Until further notice, the water is fit to drink only after boiling, but it can be used for washing and cleaning without restriction. The contamination was probably caused by a network failure on ul. Polna. The water supply operator is obliged to take remedial action without delay and to provide residents with water tankers carrying drinking water. Further samples will be taken on 7 August. Information: psse.borek@sanepid.gov.pl.",
            ),
            Good(
                "preserve",
                "Komunikat PPIS w Borku: w wodzie z wodociągu publicznego (Lipie, Zawada), w próbkach z 4.08.2025 r., stwierdzono bakterie grupy coli – 12 jtk/100 ml. Do odwołania woda przydatna do spożycia jedynie po przegotowaniu; do mycia i sprzątania – bez ograniczeń. Prawdopodobna przyczyna: awaria sieci przy ul. Polnej. Zarządca wodociągu zobowiązany jest niezwłocznie podjąć działania naprawcze i zapewnić mieszkańcom beczkowozy z wodą pitną. Ponowny pobór próbek: 7 sierpnia. Kontakt: psse.borek@sanepid.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Skażenie spowodowała najprawdopodobniej awaria", "Skażenie spowodowała awaria")],
                "hedge",
            ),
            Slip(2, [("psse.borek@sanepid.gov.pl", "psse.borek@sanepid.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Until further notice, the water is fit to drink only after boiling",
                        "Do odwołania komunikatu woda nadaje się do picia wyłącznie po przegotowaniu",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-publikacja-gleba",
        source="Wyniki naszych badań potwierdzają, że orka tradycyjna obniża zawartość węgla organicznego w wierzchniej warstwie gleby (0–20 cm) średnio o 18 % w porównaniu z uprawą bezorkową, co jest zgodne z obserwacjami Kowalskiej i Nowaka (2021). Różnica była istotna statystycznie (p < 0,01) wyłącznie na glebach lekkich; na glebach ciężkich jej nie stwierdzono. Podobnie jak Wiśniewski i in. (2019), zaobserwowaliśmy też wzrost liczebności dżdżownic o około 35 % na poletkach bez orki. Doświadczenie prowadzono w latach 2018–2023 na 24 poletkach w Stacji Doświadczalnej w Skierniewicach. Mechanizm tego zjawiska nie jest w pełni wyjaśniony i prawdopodobnie wiąże się ze zmianą struktury agregatów glebowych.",
        good=[
            Good(
                "preserve",
                "Nasze wyniki potwierdzają, że w porównaniu z uprawą bezorkową orka tradycyjna zmniejsza zawartość węgla organicznego w wierzchniej warstwie gleby (0–20 cm) przeciętnie o 18 %, co pokrywa się z obserwacjami Kowalskiej i Nowaka (2021). Istotność statystyczną tej różnicy (p < 0,01) stwierdzono tylko na glebach lekkich, natomiast na glebach ciężkich różnicy nie wykazano. Na poletkach nieoranych liczebność dżdżownic wzrosła o ok. 35 %, co odpowiada wynikom Wiśniewskiego i in. (2019). Eksperyment prowadzono w latach 2018–2023 na 24 poletkach Stacji Doświadczalnej w Skierniewicach. Mechanizm zjawiska pozostaje nie do końca wyjaśniony; prawdopodobnie ma związek ze zmianą struktury agregatów glebowych.",
            ),
            Good(
                "en",
                "Our results confirm that conventional ploughing reduces soil organic carbon in the topsoil (0–20 cm) by an average of 18% compared with no-till cultivation, in line with the observations of Kowalska and Nowak (2021). The difference was statistically significant (p < 0.01) only on light soils; no difference was found on heavy soils. As did Wiśniewski et al. (2019), we also observed an increase of about 35% in earthworm numbers on the no-till plots. The experiment ran from 2018 to 2023 on 24 plots at the Experimental Station in Skierniewice. The mechanism is not fully understood and is probably related to changes in soil aggregate structure.",
            ),
            Good(
                "preserve",
                "Doświadczenie prowadzone w latach 2018–2023 na 24 poletkach w Stacji Doświadczalnej w Skierniewicach potwierdziło, że tradycyjna orka obniża ilość węgla organicznego w warstwie 0–20 cm gleby średnio o 18 % względem uprawy bez orki – podobnie jak to opisali Kowalska i Nowak (2021). Ten efekt był statystycznie istotny (p < 0,01) jedynie na glebach lekkich, a na ciężkich w ogóle go nie stwierdzono. Tam, gdzie nie orano, dżdżownic przybyło o około 35 %, co zgadza się z obserwacjami Wiśniewskiego i współpracowników (2019). Dlaczego tak się dzieje, nie wiadomo jeszcze w pełni – prawdopodobnie chodzi o zmianę struktury agregatów glebowych.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalskiej i Nowaka (2021)", "Kowalskiej i Nowaka (2012)")], "citation"),
            Slip(
                1,
                [("As did Wiśniewski et al. (2019)", "As did Wiśniewska et al. (2019)")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "podobnie jak to opisali Kowalska i Nowak (2021)",
                        "podobnie jak to opisała Kowalska (2021)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("prawdopodobnie chodzi o zmianę", "chodzi o zmianę")], "hedge"),
            Slip(
                1,
                [
                    (
                        "only on light soils; no difference was found on heavy soils",
                        "on both light and heavy soils",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wykopaliska",
        source="Archeolodzy z Uniwersytetu Łódzkiego odkryli w Borku pozostałości osady z wczesnej epoki żelaza, datowanej wstępnie na lata 650–400 p.n.e. Podczas trwających od 2 do 27 lipca 2025 r. prac na obszarze około 1,2 ha odsłonięto ślady 14 chat oraz ponad 3 tysiące fragmentów ceramiki. Najcenniejszym znaleziskiem jest brązowa zapinka, która – jak przypuszczają badacze – mogła pochodzić z terenów dzisiejszych Czech. „Nie znaleźliśmy dotąd żadnych pochówków, ale nie wykluczamy, że cmentarzysko znajduje się w pobliżu” – mówi kierownik wykopalisk dr hab. Anna Zielińska. Stanowisko nie jest udostępnione zwiedzającym.",
        good=[
            Good(
                "preserve",
                "Ślady 14 chat i ponad 3000 fragmentów ceramiki – to efekt prac archeologów z Uniwersytetu Łódzkiego, którzy od 2 do 27 lipca 2025 r. badali w Borku teren o powierzchni ok. 1,2 ha. Odkryta osada pochodzi z wczesnej epoki żelaza; wstępne datowanie wskazuje na lata 650–400 p.n.e. Za najcenniejsze znalezisko uznano brązową zapinkę, która według przypuszczeń badaczy mogła trafić tu z obszaru dzisiejszych Czech. – Pochówków jak dotąd nie znaleźliśmy, choć nie wykluczamy, że w okolicy jest cmentarzysko – mówi dr hab. Anna Zielińska, kierowniczka wykopalisk. Zwiedzający nie mają wstępu na stanowisko.",
            ),
            Good(
                "en",
                "Archaeologists from the University of Łódź have discovered the remains of an Early Iron Age settlement in Borek, provisionally dated to 650–400 BC. During excavations lasting from 2 to 27 July 2025 across an area of about 1.2 ha, they uncovered traces of 14 huts and more than 3,000 pottery fragments. The most valuable find is a bronze brooch which, the researchers suspect, may have come from what is now the Czech Republic. “We haven't found any burials so far, but we don't rule out that a cemetery lies nearby,” says the head of the excavation, Dr hab. Anna Zielińska. The site is not open to visitors.",
            ),
            Good(
                "en",
                "Early Iron Age settlement found in Borek. A University of Łódź team working on roughly 1.2 ha between 2 and 27 July 2025 exposed the remains of 14 huts and over 3,000 pieces of pottery; preliminary dating puts the settlement at 650–400 BC. The star find, a bronze brooch, may have originated in today's Czech Republic, the researchers suspect. According to excavation leader Dr hab. Anna Zielińska, no burials have been found yet, though the team does not rule out a cemetery nearby. Visitors are not admitted to the site.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "wstępne datowanie wskazuje na lata 650–400 p.n.e.",
                        "datowanie wskazuje na lata 650–400 p.n.e.",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("traces of 14 huts", "traces of 16 huts")], "number"),
            Slip(
                0,
                [
                    (
                        "Zwiedzający nie mają wstępu na stanowisko.",
                        "The site is not open to visitors.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "Visitors are not admitted to the site.",
                        "The team plans to return to the site next summer. Visitors are not admitted to the site.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-parkingu",
        source="Regulamin parkingu przy Galerii Borek. § 1. Parking jest czynny codziennie od 6:00 do 24:00. § 2. Pierwsze 2 godziny postoju są bezpłatne dla klientów, którzy zarejestrują bilet w punkcie informacyjnym galerii; każda kolejna rozpoczęta godzina kosztuje 4 zł. § 3. Za zgubienie biletu parkingowego pobiera się opłatę w wysokości 80 zł. § 4. Na parkingu obowiązuje ograniczenie prędkości do 10 km/h. § 5. Zabrania się pozostawiania pojazdu na parkingu po godzinie zamknięcia; pojazdy pozostawione dłużej niż 24 godziny mogą zostać odholowane na koszt właściciela. § 6. Zarządca nie odpowiada za rzeczy pozostawione w pojazdach.",
        good=[
            Good(
                "preserve",
                "Regulamin parkingu przy Galerii Borek w skrócie. Parking działa codziennie w godzinach 6–24 (§ 1). Klienci, którzy zarejestrują bilet w punkcie informacyjnym galerii, parkują przez pierwsze 2 godziny za darmo, a za każdą następną rozpoczętą godzinę płacą 4 zł (§ 2). Kto zgubi bilet, zapłaci 80 zł (§ 3). Na terenie parkingu można jechać najwyżej 10 km/h (§ 4). Po zamknięciu parkingu nie wolno zostawiać na nim auta, a pojazdy stojące ponad 24 godziny mogą zostać odholowane na koszt właściciela (§ 5). Za rzeczy pozostawione w samochodach zarządca nie ponosi odpowiedzialności (§ 6).",
            ),
            Good(
                "en",
                "Rules of the Galeria Borek car park. § 1. The car park is open every day from 6:00 to midnight. § 2. The first 2 hours are free for customers who register their ticket at the shopping centre's information desk; each additional hour or part of an hour costs PLN 4. § 3. A fee of PLN 80 is charged for a lost parking ticket. § 4. The speed limit in the car park is 10 km/h. § 5. Vehicles must not be left in the car park after closing time; vehicles left for more than 24 hours may be towed away at the owner's expense. § 6. The operator is not liable for items left in vehicles.",
            ),
            Good(
                "preserve",
                "Regulamin parkingu – Galeria Borek\n§ 1. Godziny otwarcia: codziennie 6.00–24.00.\n§ 2. Pierwsze 2 godziny postoju są nieodpłatne dla klientów, pod warunkiem rejestracji biletu w punkcie informacyjnym galerii; opłata za każdą kolejną rozpoczętą godzinę wynosi 4 zł.\n§ 3. Opłata za utratę biletu parkingowego: 80 zł.\n§ 4. Dopuszczalna prędkość na parkingu: 10 km/h.\n§ 5. Pozostawianie pojazdów po godzinie zamknięcia jest zabronione. Pojazd pozostawiony na dłużej niż 24 godziny może zostać odholowany na koszt właściciela.\n§ 6. Zarządca nie ponosi odpowiedzialności za rzeczy pozostawione w pojazdach.",
            ),
        ],
        bad=[
            Slip(0, [("zapłaci 80 zł (§ 3)", "zapłaci 80 zł (§ 4)")], "legal_reference"),
            Slip(1, [("10 km/h", "20 km/h")], "number"),
            Slip(
                2,
                [
                    (
                        "Pozostawianie pojazdów po godzinie zamknięcia jest zabronione.",
                        "Pozostawianie pojazdów po godzinie zamknięcia nie jest zalecane.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zlobek-rekrutacja",
        source="Rekrutacja do Żłobka Miejskiego nr 3 w Borku na rok 2025/2026 potrwa od 3 do 21 marca 2025 r. Wnioski przyjmowane są wyłącznie elektronicznie przez system nabor.borek.pl; wersji papierowej nie trzeba składać. Pierwszeństwo mają dzieci, których oboje rodzice pracują lub studiują w trybie dziennym – za to kryterium przyznaje się 20 punktów. Rodzeństwo dziecka uczęszczającego już do żłobka otrzymuje dodatkowe 10 punktów. Przyjmowane są dzieci w wieku od 20 tygodni do 3 lat. Listy przyjętych zostaną opublikowane 11 kwietnia o godz. 12:00. Opłata miesięczna wynosi 450 zł i nie obejmuje wyżywienia.",
        good=[
            Good(
                "preserve",
                "Zapisy do Żłobka Miejskiego nr 3 w Borku na rok 2025/2026 trwają od 3 do 21 marca 2025 r. Wniosek złożysz tylko online, przez nabor.borek.pl – papierowej wersji dostarczać nie musisz. Pierwszeństwo mają dzieci, których oboje rodzice pracują lub studiują dziennie: to kryterium daje 20 punktów. Jeśli rodzeństwo dziecka już chodzi do żłobka, dostaje ono dodatkowo 10 punktów. Przyjmujemy maluchy w wieku od 20 tygodni do 3 lat. Listy przyjętych pojawią się 11 kwietnia o 12:00. Miesięczna opłata to 450 zł, bez wyżywienia.",
            ),
            Good(
                "en",
                "Enrolment at Municipal Nursery No. 3 in Borek for 2025/2026 runs from 3 to 21 March 2025. Applications are accepted online only, via nabor.borek.pl; no paper copy needs to be submitted. Priority is given to children whose parents both work or study full-time, a criterion worth 20 points. A sibling of a child already attending the nursery receives an extra 10 points. Children aged from 20 weeks to 3 years are admitted. The lists of admitted children will be published on 11 April at 12:00. The monthly fee is PLN 450 and does not include meals.",
            ),
            Good(
                "preserve",
                "Żłobek Miejski nr 3 w Borku – nabór na rok 2025/2026. Termin: 3–21 marca 2025 r. Forma: wyłącznie elektronicznie, w systemie nabor.borek.pl (bez obowiązku składania wersji papierowej). Kryteria: oboje rodzice pracujący lub studiujący w trybie dziennym – 20 pkt (kryterium pierwszeństwa); rodzeństwo dziecka już uczęszczającego do żłobka – dodatkowo 10 pkt. Wiek dzieci: od 20 tygodni do 3 lat. Publikacja list przyjętych: 11 kwietnia, godz. 12.00. Opłata miesięczna: 450 zł (nie obejmuje wyżywienia).",
            ),
        ],
        bad=[
            Slip(1, [("via nabor.borek.pl", "via nabory.borek.pl")], "url"),
            Slip(2, [("11 kwietnia, godz. 12.00", "11 kwietnia, godz. 10.00")], "date"),
            Slip(
                1,
                [("no paper copy needs to be submitted", "a paper copy must also be submitted")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-osrodek-narciarski",
        source="Ośrodek narciarski Biała Dolina rozpocznie sezon prawdopodobnie 13 grudnia, o ile pozwolą na to warunki śniegowe. Wyciągi będą czynne od 8:30 do 16:00, a w piątki i soboty także na nocnej jeździe do 21:00. Karnet 4-godzinny kosztuje 130 zł, całodniowy – 170 zł; dzieci do 7 lat jeżdżą bezpłatnie w obecności opiekuna. Na wszystkich trasach dzieci do 16. roku życia muszą jeździć w kasku. Zabrania się jazdy poza oznakowanymi trasami oraz zjeżdżania po zamknięciu wyciągów. Szkółka narciarska przyjmuje dzieci od 4 lat; zapisy pod adresem szkolka@bialadolina.pl.",
        good=[
            Good(
                "en",
                "The Biała Dolina ski resort will probably open for the season on 13 December, snow conditions permitting. Lifts will run from 8:30 to 16:00, and on Fridays and Saturdays also for night skiing until 21:00. A 4-hour pass costs PLN 130 and a full-day pass PLN 170; children up to 7 years old ski free when accompanied by a guardian. Children up to the age of 16 must wear a helmet on all slopes. Skiing off the marked runs and skiing down after the lifts have closed are prohibited. The ski school takes children from the age of 4; sign up at szkolka@bialadolina.pl.",
            ),
            Good(
                "preserve",
                "Jeśli śnieg dopisze, Biała Dolina ruszy z sezonem najprawdopodobniej 13 grudnia. Wyciągi kursują w godz. 8:30–16:00, a w piątki i soboty dodatkowo wieczorem, do 21:00. Za 4 godziny jazdy zapłacisz 130 zł, za cały dzień 170 zł, a dzieciaki do 7 lat jeżdżą za darmo w obecności opiekuna. Dzieci do 16. roku życia mają obowiązek jazdy w kasku na każdej trasie. Nie wolno zjeżdżać poza oznakowanymi trasami ani po zamknięciu wyciągów. Do szkółki narciarskiej przyjmujemy dzieci od 4 lat – zapisy: szkolka@bialadolina.pl.",
            ),
            Good(
                "preserve",
                "Planowany termin otwarcia sezonu w Ośrodku Narciarskim Biała Dolina to prawdopodobnie 13 grudnia – pod warunkiem odpowiednich warunków śniegowych. Godziny pracy wyciągów: 8.30–16.00; w piątki i soboty dodatkowo jazda nocna do 21.00. Cennik: karnet 4-godzinny – 130 zł, karnet całodzienny – 170 zł; dzieci do lat 7 w obecności opiekuna – bezpłatnie. Obowiązek jazdy w kasku dotyczy dzieci do 16. roku życia na wszystkich trasach. Obowiązuje zakaz jazdy poza oznakowanymi trasami i zjazdów po zamknięciu wyciągów. Szkółka narciarska: dzieci od 4 lat, zapisy – szkolka@bialadolina.pl.",
            ),
        ],
        bad=[
            Slip(0, [("will probably open for the season", "will open for the season")], "hedge"),
            Slip(2, [("jazda nocna do 21.00", "jazda nocna do 22.00")], "date"),
        ],
    ),
    Case(
        key="pl-stadnina-koni",
        source="Stadnina Koni „Podkowa” prowadzi jazdy rekreacyjne dla dzieci od 8 lat i dorosłych do 95 kg wagi. Jazda na lonży trwa 30 minut i kosztuje 80 zł, a jazda w zastępie – 60 minut za 110 zł. Każdy jeździec musi mieć na głowie atestowany kask; dla dzieci do 16 lat obowiązkowa jest również kamizelka ochronna. Kaski można bezpłatnie wypożyczyć na miejscu. Nie wolno karmić koni bez zgody instruktora ani wchodzić do boksów. Zajęcia odwołujemy przy temperaturze poniżej −10°C lub podczas burzy. Rezerwacje: tel. 605 111 222, najpóźniej dzień przed jazdą.",
        good=[
            Good(
                "preserve",
                "W Stadninie Koni „Podkowa” na jazdy rekreacyjne zapraszamy dzieci od 8 lat i dorosłych ważących najwyżej 95 kg. Półgodzinna jazda na lonży kosztuje 80 zł, a godzinna jazda w zastępie 110 zł. Atestowany kask jest obowiązkowy dla każdego jeźdźca, a dzieci do 16 lat muszą dodatkowo jeździć w kamizelce ochronnej. Kask wypożyczysz u nas za darmo. Koni nie wolno karmić bez zgody instruktora; zabronione jest też wchodzenie do boksów. Gdy temperatura spada poniżej −10°C albo jest burza, zajęcia są odwołane. Jazdę zarezerwujesz pod numerem 605 111 222, najpóźniej dzień wcześniej.",
            ),
            Good(
                "en",
                "“Podkowa” Stables offers leisure riding for children aged 8 and over and for adults weighing up to 95 kg. A 30-minute lunge lesson costs PLN 80, and a 60-minute group ride costs PLN 110. Every rider must wear a certified helmet; a body protector is also compulsory for children up to the age of 16. Helmets can be borrowed free of charge on site. Feeding the horses without the instructor's permission and entering the stalls are not allowed. Lessons are cancelled if the temperature drops below −10°C or during a thunderstorm. Bookings: tel. 605 111 222, no later than the day before the ride.",
            ),
            Good(
                "preserve",
                "Stadnina „Podkowa” – jazdy rekreacyjne: dzieci od 8 lat, dorośli do 95 kg.\nLonża: 30 min – 80 zł. Zastęp: 60 min – 110 zł.\nBezpieczeństwo: atestowany kask obowiązkowy dla wszystkich (bezpłatne wypożyczenie na miejscu), kamizelka ochronna obowiązkowa dla dzieci do 16 lat.\nZakazy: karmienie koni bez zgody instruktora, wchodzenie do boksów.\nOdwołanie zajęć: temperatura poniżej −10°C lub burza.\nRezerwacja: 605 111 222, nie później niż dzień przed jazdą.",
            ),
        ],
        bad=[
            Slip(0, [("ważących najwyżej 95 kg", "ważących najwyżej 90 kg")], "number"),
            Slip(
                1,
                [
                    (
                        "Lessons are cancelled if the temperature drops below −10°C or during a thunderstorm.",
                        "Zajęcia odwołujemy przy temperaturze poniżej −10°C lub podczas burzy.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-dom-kultury-zajecia",
        source="## Zajęcia w Domu Kultury „Iskra” – semestr jesienny 2025\n\nZapisy ruszają **1 września o 10:00** i prowadzone są wyłącznie online na stronie [iskra.borek.pl/zapisy](https://iskra.borek.pl/zapisy).\n\n- **Rysunek dla dorosłych** – wtorki 18:00–20:00, 120 zł/miesiąc\n- **Taniec współczesny (7–12 lat)** – środy 16:30–17:30, 90 zł/miesiąc\n- **Warsztaty gitarowe** – czwartki 17:00–18:30, 100 zł/miesiąc\n\nGrupy liczą maksymalnie 12 osób. Opłatę trzeba wnieść do 10. dnia każdego miesiąca. Nieobecności nie są odliczane od opłaty, chyba że trwają dłużej niż 2 tygodnie i zostaną zgłoszone z wyprzedzeniem.",
        good=[
            Good(
                "preserve",
                "## Dom Kultury „Iskra” – oferta zajęć na jesień 2025\n\nZapisać się można tylko przez internet: [iskra.borek.pl/zapisy](https://iskra.borek.pl/zapisy). Start zapisów: **1 września, godz. 10:00**.\n\n- **Rysunek dla dorosłych** – we wtorki, 18:00–20:00, 120 zł miesięcznie\n- **Taniec współczesny (7–12 lat)** – w środy, 16:30–17:30, 90 zł miesięcznie\n- **Warsztaty gitarowe** – w czwartki, 17:00–18:30, 100 zł miesięcznie\n\nW grupie jest najwyżej 12 osób. Opłatę należy uiścić do 10. dnia każdego miesiąca. Nieobecności nie pomniejszają opłaty – wyjątkiem są nieobecności dłuższe niż 14 dni, zgłoszone z wyprzedzeniem.",
            ),
            Good(
                "en",
                "## “Iskra” Community Centre classes – autumn term 2025\n\nRegistration opens **1 September at 10:00** and takes place online only at [iskra.borek.pl/zapisy](https://iskra.borek.pl/zapisy).\n\n- **Drawing for adults** – Tuesdays 18:00–20:00, PLN 120/month\n- **Contemporary dance (ages 7–12)** – Wednesdays 16:30–17:30, PLN 90/month\n- **Guitar workshops** – Thursdays 17:00–18:30, PLN 100/month\n\nGroups have a maximum of 12 participants. Fees must be paid by the 10th day of each month. Absences are not deducted from the fee unless they last longer than 2 weeks and are reported in advance.",
            ),
            Good(
                "preserve",
                "## Semestr jesienny 2025 w DK „Iskra”\n\n**1 września o 10:00** otwieramy zapisy – wyłącznie przez stronę [iskra.borek.pl/zapisy](https://iskra.borek.pl/zapisy).\n\n- **Rysunek dla dorosłych**: wtorki, 18:00–20:00 (120 zł/mies.)\n- **Taniec współczesny (7–12 lat)**: środy, 16:30–17:30 (90 zł/mies.)\n- **Warsztaty gitarowe**: czwartki, 17:00–18:30 (100 zł/mies.)\n\nMaksymalna liczebność grupy: 12 osób. Termin płatności: do 10. dnia każdego miesiąca. Opłata nie jest pomniejszana za nieobecności, z wyjątkiem tych, które trwają ponad 2 tygodnie i zostały zgłoszone z wyprzedzeniem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[iskra.borek.pl/zapisy](https://iskra.borek.pl/zapisy)",
                        "iskra.borek.pl/zapisy",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("Wednesdays 16:30–17:30", "Wednesdays 16:30–18:30")], "date"),
            Slip(
                2,
                [("- **Warsztaty gitarowe**: czwartki", "Warsztaty gitarowe: czwartki")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-program-lojalnosciowy",
        source="W programie lojalnościowym „Kawa+” za każde wydane 10 zł otrzymujesz 1 punkt, a po zebraniu 50 punktów możesz wymienić je na dowolny napój w rozmiarze M. Punkty są ważne przez 12 miesięcy od daty ich naliczenia i nie podlegają wymianie na gotówkę. Z okazji startu programu do 31 stycznia 2026 r. wpisz w aplikacji kod `START20`, a otrzymasz 20 punktów na powitanie. Kod można wykorzystać tylko raz na jedno konto. Punkty nie są naliczane za zakup kart podarunkowych. Szczegóły znajdziesz w regulaminie: kawaplus.pl/regulamin.",
        good=[
            Good(
                "preserve",
                "Zbieraj punkty w „Kawa+”! Każde 10 zł wydane u nas to 1 punkt, a 50 punktów wymienisz na dowolny napój w rozmiarze M. Punkty zachowują ważność 12 miesięcy od dnia, w którym zostały naliczone; na gotówkę wymienić ich nie można. Na start programu mamy prezent: wpisz w aplikacji kod `START20` do 31 stycznia 2026 r., a dostaniesz 20 punktów powitalnych. Z kodu skorzystasz tylko jeden raz na konto. Zakup kart podarunkowych nie daje punktów. Pełne zasady: kawaplus.pl/regulamin.",
            ),
            Good(
                "en",
                "In the “Kawa+” loyalty programme you earn 1 point for every PLN 10 you spend, and once you have 50 points you can exchange them for any size M drink. Points are valid for 12 months from the date they are credited and cannot be exchanged for cash. To celebrate the launch, enter the code `START20` in the app by 31 January 2026 to get 20 welcome points. The code can be used only once per account. No points are awarded for buying gift cards. See the terms and conditions for details: kawaplus.pl/regulamin.",
            ),
            Good(
                "en",
                "Kawa+ loyalty programme at a glance:\n- 1 point per PLN 10 spent; 50 points = any size M drink.\n- Points expire 12 months after they are credited; they cannot be swapped for cash.\n- Launch offer: enter code `START20` in the app by 31 January 2026 for 20 welcome points (one use per account).\n- Gift card purchases earn no points.\nFull terms: kawaplus.pl/regulamin.",
            ),
        ],
        bad=[
            Slip(0, [("kod `START20`", "kod `START25`")], "code"),
            Slip(1, [("valid for 12 months", "valid for 24 months")], "number"),
            Slip(2, [("(one use per account)", "(unlimited uses per account)")], "negation"),
        ],
    ),
    Case(
        key="pl-zbiorka-krwi",
        source="Regionalne Centrum Krwiodawstwa zaprasza na zbiórkę krwi, która odbędzie się w niedzielę 9 listopada 2025 r. w godz. 9:00–14:00 w ambulansie przed kościołem przy ul. Długiej. Krew mogą oddać osoby w wieku 18–65 lat, ważące co najmniej 50 kg. Przed donacją należy zjeść lekki posiłek i wypić około 1,5 litra płynów; nie wolno przychodzić na czczo. Mężczyźni mogą oddawać krew pełną nie częściej niż co 8 tygodni, a kobiety – co 12 tygodni. Każdy dawca musi mieć przy sobie dokument tożsamości ze zdjęciem. Oddanie 450 ml krwi trwa zwykle około 10 minut.",
        good=[
            Good(
                "preserve",
                "Oddaj krew 9 listopada 2025 r.! W tę niedzielę od 9:00 do 14:00 ambulans Regionalnego Centrum Krwiodawstwa stanie przed kościołem przy ul. Długiej. Dawcą może zostać osoba, która ma od 18 do 65 lat i waży minimum 50 kg. Przed oddaniem krwi zjedz coś lekkiego i wypij mniej więcej półtora litra płynów – nie wolno przychodzić na czczo. Mężczyźni mogą oddawać krew pełną najwyżej raz na 8 tygodni, kobiety raz na 12 tygodni. Każdy dawca musi mieć ze sobą dokument tożsamości ze zdjęciem. Samo pobranie 450 ml krwi zajmuje zwykle około 10 minut.",
            ),
            Good(
                "en",
                "The Regional Blood Donation Centre invites you to a blood drive on Sunday 9 November 2025, 9:00–14:00, in the mobile unit outside the church on ul. Długa. People aged 18–65 who weigh at least 50 kg can give blood. Before donating, you must eat a light meal and drink about 1.5 litres of fluids; do not come on an empty stomach. Men may donate whole blood no more often than every 8 weeks, and women every 12 weeks. Every donor must bring photo ID. Giving 450 ml of blood usually takes about 10 minutes.",
            ),
            Good(
                "preserve",
                "Regionalne Centrum Krwiodawstwa organizuje akcję poboru krwi: niedziela, 9 listopada 2025 r., godz. 9.00–14.00, ambulans przed kościołem przy ul. Długiej. Krew mogą oddać osoby w wieku od 18 do 65 lat o masie ciała nie mniejszej niż 50 kg. Przed donacją należy spożyć lekki posiłek i przyjąć ok. 1,5 l płynów; zgłaszanie się na czczo jest niedozwolone. Minimalny odstęp między donacjami krwi pełnej wynosi 8 tygodni u mężczyzn i 12 tygodni u kobiet. Dawca ma obowiązek mieć przy sobie dokument tożsamości ze zdjęciem. Pobranie 450 ml krwi trwa zazwyczaj ok. 10 minut.",
            ),
        ],
        bad=[
            Slip(0, [("waży minimum 50 kg", "waży minimum 45 kg")], "number"),
            Slip(
                1,
                [("do not come on an empty stomach", "it is best to come on an empty stomach")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Pobranie 450 ml krwi",
                        "Każdy dawca otrzyma zestaw 8 czekolad. Pobranie 450 ml krwi",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wycinka-drzew",
        source="Zgodnie z art. 83f ust. 1 pkt 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody zezwolenie na usunięcie drzewa nie jest wymagane, jeżeli obwód jego pnia mierzony na wysokości 5 cm nie przekracza 80 cm w przypadku topoli, wierzb i klonu srebrzystego, 65 cm w przypadku kasztanowca i robinii akacjowej oraz 50 cm w przypadku pozostałych gatunków. Właściciel nieruchomości, który chce wyciąć większe drzewo na cele niezwiązane z działalnością gospodarczą, musi dokonać zgłoszenia w urzędzie gminy. Urząd ma 21 dni na przeprowadzenie oględzin. Wycinki nie można rozpocząć przed upływem 14 dni od oględzin, jeżeli urząd nie wniósł sprzeciwu.",
        good=[
            Good(
                "preserve",
                "Na wycięcie drzewa nie potrzeba zezwolenia, gdy obwód pnia zmierzony na wysokości 5 cm wynosi najwyżej: 80 cm – dla topoli, wierzb i klonu srebrzystego, 65 cm – dla kasztanowca i robinii akacjowej, 50 cm – dla wszystkich pozostałych gatunków. Tak stanowi art. 83f ust. 1 pkt 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Jeśli drzewo jest większe, a właściciel nieruchomości chce je usunąć w celu niezwiązanym z działalnością gospodarczą, ma obowiązek zgłosić to w urzędzie gminy. Urząd ma 21 dni na oględziny. Gdy nie wniesie sprzeciwu, wycinkę wolno zacząć dopiero po upływie 14 dni od oględzin.",
            ),
            Good(
                "en",
                "Under Article 83f(1)(1) of the Nature Conservation Act of 16 April 2004, no permit is required to remove a tree whose trunk circumference, measured at a height of 5 cm, does not exceed 80 cm for poplars, willows and silver maple, 65 cm for horse chestnut and black locust, and 50 cm for all other species. A property owner who wishes to cut down a larger tree for purposes unrelated to business activity must notify the municipal office. The office has 21 days to carry out an inspection. If the office raises no objection, felling may not begin until 14 days after the inspection.",
            ),
            Good(
                "preserve",
                "Wycinka drzew – kiedy bez zezwolenia (art. 83f ust. 1 pkt 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody)? Gdy obwód pnia na wysokości 5 cm nie przekracza:\n- 80 cm – topole, wierzby, klon srebrzysty;\n- 65 cm – kasztanowiec, robinia akacyjna;\n- 50 cm – pozostałe gatunki.\nWiększe drzewo usuwane przez właściciela nieruchomości na cele niezwiązane z działalnością gospodarczą wymaga zgłoszenia w urzędzie gminy. Na oględziny urząd ma 21 dni. Jeśli nie wniesie sprzeciwu, wycinkę można rozpocząć nie wcześniej niż 14 dni po oględzinach.",
            ),
        ],
        bad=[
            Slip(0, [("art. 83f ust. 1 pkt 1", "art. 83f ust. 2 pkt 1")], "legal_reference"),
            Slip(
                2,
                [("wymaga zgłoszenia w urzędzie gminy", "może zostać zgłoszone w urzędzie gminy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zgloszenie-budowy",
        source="Na podstawie art. 29 ust. 1 pkt 1 lit. a ustawy z dnia 7 lipca 1994 r. – Prawo budowlane budowa wolno stojącego budynku gospodarczego o powierzchni zabudowy do 35 m² nie wymaga pozwolenia na budowę, ale wymaga zgłoszenia. Zgłoszenia należy dokonać w starostwie powiatowym co najmniej 21 dni przed planowanym rozpoczęciem robót. Łączna liczba takich obiektów na każde 500 m² powierzchni działki nie może przekroczyć dwóch. Jeżeli starostwo w ciągu 21 dni nie wniesie sprzeciwu, można rozpocząć budowę. Roboty trzeba rozpocząć w ciągu 3 lat od wskazanego terminu, w przeciwnym razie zgłoszenie traci ważność.",
        good=[
            Good(
                "preserve",
                "Wolno stojący budynek gospodarczy o powierzchni zabudowy nieprzekraczającej 35 m² możesz postawić bez pozwolenia na budowę – potrzebne jest jednak zgłoszenie (art. 29 ust. 1 pkt 1 lit. a ustawy z dnia 7 lipca 1994 r. – Prawo budowlane). Złóż je w starostwie powiatowym najpóźniej 21 dni przed planowanym początkiem robót. Na każde 500 m² działki mogą przypadać maksymalnie dwa takie obiekty. Budowę możesz zacząć, jeśli w ciągu 21 dni starostwo nie wniesie sprzeciwu. Roboty musisz rozpocząć w ciągu 3 lat od terminu wskazanego w zgłoszeniu – potem zgłoszenie traci ważność.",
            ),
            Good(
                "en",
                "Under Article 29(1)(1)(a) of the Construction Law Act of 7 July 1994, building a free-standing outbuilding with a footprint of up to 35 m² does not require a building permit, but it does require notification. The notification must be filed with the district office (starostwo) at least 21 days before the planned start of works. There may be no more than two such buildings for every 500 m² of plot area. If the district office does not object within 21 days, construction may begin. Works must start within 3 years of the date given, otherwise the notification expires.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 29 ust. 1 pkt 1 lit. a ustawy z dnia 7 lipca 1994 r. – Prawo budowlane budowa wolno stojącego budynku gospodarczego, którego powierzchnia zabudowy nie przekracza 35 m², jest zwolniona z obowiązku uzyskania pozwolenia na budowę, podlega natomiast zgłoszeniu. Zgłoszenie należy złożyć w starostwie powiatowym nie później niż 21 dni przed zamierzonym terminem rozpoczęcia robót. Na każde 500 m² powierzchni działki dopuszcza się nie więcej niż dwa takie obiekty. Brak sprzeciwu starostwa w terminie 21 dni uprawnia do rozpoczęcia budowy. Rozpoczęcie robót musi nastąpić w ciągu 3 lat od wskazanego terminu; po tym czasie zgłoszenie traci ważność.",
            ),
        ],
        bad=[
            Slip(0, [("nieprzekraczającej 35 m²", "nieprzekraczającej 25 m²")], "number"),
            Slip(1, [("Article 29(1)(1)(a)", "Article 29(2)(1)(a)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "does not require a building permit, but it does require notification",
                        "requires neither a building permit nor notification",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kemping",
        source="Kemping „Leśna Polana” jest otwarty od 1 maja do 30 września. Doba zaczyna się o 14:00 i kończy o 11:00 następnego dnia. Opłata za miejsce pod namiot wynosi 35 zł, za kampera z przyłączem prądu – 80 zł, a każda osoba dorosła płaci dodatkowo 25 zł za dobę. Psy są mile widziane, ale muszą być prowadzone na smyczy, a opłata za psa to 10 zł dziennie. Ogniska można rozpalać wyłącznie w wyznaczonym miejscu przy recepcji. Cisza nocna obowiązuje od 23:00 do 7:00. Rezerwacje przyjmujemy przez formularz na stronie lesnapolana.pl; przy pobytach krótszych niż 2 noce nie pobieramy zadatku.",
        good=[
            Good(
                "preserve",
                "„Leśna Polana” czeka na kempingowiczów od 1 maja do 30 września. Doba trwa od 14:00 do 11:00 dnia następnego. Miejsce na namiot kosztuje 35 zł, na kampera z prądem 80 zł, a do tego 25 zł za dobę od każdego dorosłego. Z psem też możesz przyjechać – pod warunkiem, że będzie prowadzony na smyczy; pobyt psa to 10 zł dziennie. Ognisko rozpalisz tylko w wyznaczonym miejscu koło recepcji. Od 23:00 do 7:00 obowiązuje cisza nocna. Rezerwacji dokonasz przez formularz na lesnapolana.pl; jeśli zostajesz krócej niż 2 noce, nie płacisz zadatku.",
            ),
            Good(
                "en",
                "The “Leśna Polana” campsite is open from 1 May to 30 September. The camping day starts at 14:00 and ends at 11:00 the following day. A tent pitch costs PLN 35 and a motorhome pitch with electric hook-up PLN 80; on top of that, each adult pays PLN 25 per night. Dogs are welcome but must be kept on a lead, and the dog fee is PLN 10 per day. Campfires are allowed only at the designated spot next to reception. Quiet hours are from 23:00 to 7:00. Bookings are made via the form at lesnapolana.pl; no deposit is charged for stays of fewer than 2 nights.",
            ),
            Good(
                "preserve",
                "Kemping „Leśna Polana” – sezon: 1 maja – 30 września. Doba: od godz. 14.00 do godz. 11.00 dnia następnego. Cennik: miejsce namiotowe – 35 zł; miejsce dla kampera z przyłączem elektrycznym – 80 zł; opłata od osoby dorosłej – 25 zł/doba; pies – 10 zł/dzień. Psy przyjmujemy pod warunkiem prowadzenia ich na smyczy. Rozpalanie ognisk dozwolone jest jedynie w wyznaczonym miejscu przy recepcji. Cisza nocna: 23.00–7.00. Rezerwacje przez formularz na stronie lesnapolana.pl. Zadatek nie jest pobierany przy pobytach krótszych niż 2 noce.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Campfires are allowed only at the designated spot",
                        "Campfires are allowed, preferably at the designated spot",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Cisza nocna: 23.00–7.00.", "Cisza nocna: 22.00–7.00.")], "date"),
            Slip(
                0,
                [
                    (
                        "Od 23:00 do 7:00",
                        "Przy recepcji działa sklepik czynny do 20:00. Od 23:00 do 7:00",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-adopcja",
        source="Schronisko dla Bezdomnych Zwierząt w Borku prowadzi adopcje od wtorku do soboty w godzinach 11:00–17:00. Osoba adoptująca musi być pełnoletnia i okazać dowód osobisty. Przed adopcją obowiązkowe są co najmniej dwa spacery zapoznawcze z wybranym psem. Wszystkie psy są zaszczepione, odrobaczone i zaczipowane, a dorosłe – także wykastrowane lub wysterylizowane. Adopcja jest bezpłatna, jednak prosimy o dobrowolną darowiznę, np. karmę. Pracownik schroniska może przeprowadzić wizytę poadopcyjną w ciągu 3 miesięcy. Nie wydajemy zwierząt osobom, które chcą trzymać psa na łańcuchu. Kontakt: adopcje@schronisko-borek.pl, tel. 33 444 55 66.",
        good=[
            Good(
                "preserve",
                "Chcesz adoptować psa? Zapraszamy do Schroniska dla Bezdomnych Zwierząt w Borku od wtorku do soboty, w godz. 11–17. Musisz być pełnoletni i pokazać dowód osobisty. Zanim zabierzesz psa do domu, trzeba odbyć z nim przynajmniej dwa spacery zapoznawcze. Nasze psy są zaszczepione, odrobaczone i zaczipowane, a dorosłe – również wykastrowane albo wysterylizowane. Za adopcję nic nie płacisz, ale prosimy o dobrowolną darowiznę, choćby karmę. W ciągu 3 miesięcy może Cię odwiedzić nasz pracownik w ramach wizyty poadopcyjnej. Psa nie oddamy nikomu, kto chce go trzymać na łańcuchu. Kontakt: adopcje@schronisko-borek.pl lub 33 444 55 66.",
            ),
            Good(
                "en",
                "The Borek Animal Shelter handles adoptions from Tuesday to Saturday, 11:00–17:00. Adopters must be adults and show an ID card. At least two get-to-know-you walks with the chosen dog are compulsory before adoption. All dogs are vaccinated, dewormed and microchipped, and adult dogs are also neutered or spayed. Adoption is free of charge, but we ask for a voluntary donation, such as pet food. A member of staff may carry out a post-adoption visit within 3 months. We do not hand over animals to people who want to keep a dog on a chain. Contact: adopcje@schronisko-borek.pl, tel. 33 444 55 66.",
            ),
            Good(
                "preserve",
                "Adopcje w Schronisku dla Bezdomnych Zwierząt w Borku prowadzone są od wtorku do soboty w godz. 11.00–17.00. Warunkiem adopcji jest pełnoletność oraz okazanie dowodu osobistego, a także odbycie z wybranym psem minimum dwóch spacerów zapoznawczych. Każdy pies jest zaszczepiony, odrobaczony i zaczipowany; psy dorosłe są ponadto wykastrowane lub wysterylizowane. Adopcja nie wiąże się z opłatą – prosimy jedynie o dobrowolną darowiznę (np. karmę). W ciągu 3 miesięcy od adopcji pracownik schroniska może przeprowadzić wizytę poadopcyjną. Zwierzęta nie są wydawane osobom zamierzającym trzymać psa na łańcuchu. Kontakt: adopcje@schronisko-borek.pl, tel. 33 444 55 66.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "A member of staff may carry out a post-adoption visit",
                        "A member of staff will carry out a post-adoption visit",
                    )
                ],
                "modality",
            ),
            Slip(2, [("adopcje@schronisko-borek.pl", "adopcja@schronisko-borek.pl")], "url"),
            Slip(
                0,
                [
                    (
                        "kto chce go trzymać na łańcuchu.",
                        "kto chce go trzymać na łańcuchu, ani osobom mieszkającym w bloku bez windy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-forum",
        source="### Regulamin forum „Majsterkowo” – najważniejsze zasady\n\n1. Konto może założyć osoba, która ukończyła **16 lat**.\n2. Zabronione jest publikowanie danych osobowych innych osób oraz linków do stron z nielegalnym oprogramowaniem.\n3. Fragmenty kodu umieszczaj między znacznikami `[code]` i `[/code]`, a nie jako zwykły tekst.\n4. Za trzy ostrzeżenia w ciągu 30 dni moderator **może** zablokować konto na 7 dni.\n5. Reklamy wolno zamieszczać wyłącznie w dziale [Ogłoszenia](https://majsterkowo-forum.pl/ogloszenia).\n\nOdwołania od decyzji moderatorów należy wysyłać na adres moderacja@majsterkowo-forum.pl w ciągu 14 dni.",
        good=[
            Good(
                "preserve",
                "### Najważniejsze zasady forum „Majsterkowo”\n\n1. Założyć konto mogą osoby, które mają ukończone **16 lat**.\n2. Nie wolno publikować danych osobowych innych ludzi ani linków do stron z nielegalnym oprogramowaniem.\n3. Kod wstawiaj między znacznikami `[code]` i `[/code]` – nie wklejaj go jako zwykłego tekstu.\n4. Gdy w ciągu 30 dni zbierzesz trzy ostrzeżenia, moderator **może** zablokować Twoje konto na 7 dni.\n5. Reklamy można dodawać tylko w dziale [Ogłoszenia](https://majsterkowo-forum.pl/ogloszenia).\n\nOdwołanie od decyzji moderatora trzeba wysłać w ciągu 14 dni na adres moderacja@majsterkowo-forum.pl.",
            ),
            Good(
                "en",
                "### “Majsterkowo” forum rules – the essentials\n\n1. You may create an account if you are at least **16 years old**.\n2. Posting other people's personal data or links to sites with illegal software is prohibited.\n3. Put code snippets between the `[code]` and `[/code]` tags, not as plain text.\n4. After three warnings within 30 days, a moderator **may** block the account for 7 days.\n5. Adverts may be posted only in the [Ogłoszenia](https://majsterkowo-forum.pl/ogloszenia) (Classifieds) section.\n\nAppeals against moderators' decisions must be sent to moderacja@majsterkowo-forum.pl within 14 days.",
            ),
            Good(
                "preserve",
                "### Regulamin „Majsterkowa” w pigułce\n\n1. Minimalny wiek do założenia konta: **16 lat**.\n2. Zakaz publikowania cudzych danych osobowych i linków do serwisów z nielegalnym oprogramowaniem.\n3. Kod – w znacznikach `[code]` i `[/code]`, nie jako zwykły tekst.\n4. Trzy ostrzeżenia w ciągu 30 dni = moderator **może** zablokować konto na 7 dni.\n5. Reklamy – wyłącznie w dziale [Ogłoszenia](https://majsterkowo-forum.pl/ogloszenia).\n\nOdwołania od decyzji moderatorów należy kierować na moderacja@majsterkowo-forum.pl w terminie 14 dni.",
            ),
        ],
        bad=[
            Slip(0, [("`[code]` i `[/code]`", "[code] i [/code]")], "markdown"),
            Slip(
                1,
                [
                    (
                        "a moderator **may** block the account",
                        "a moderator **will** block the account",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "(https://majsterkowo-forum.pl/ogloszenia)",
                        "(https://majsterkowo-forum.pl/reklamy)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-aktualizacja-aplikacji",
        source="Szanowni Użytkownicy, od 2 czerwca 2025 r. udostępniamy aktualizację **BorekGo 4.2.0**. W nowej wersji pojawia się zakładka **Wydarzenia** z kalendarzem imprez miejskich, a powiadomienia push można wyłączyć w menu `Ustawienia > Powiadomienia`. Usunęliśmy też błąd `ERR_SYNC_17`, przez który część osób nie widziała kupionych biletów. Aktualizacja wymaga systemu Android 9 lub iOS 15 i zajmuje około 48 MB. Wersje starsze niż 4.0 przestaną działać 30 czerwca 2025 r., dlatego należy zaktualizować aplikację przed tym terminem. Dane logowania nie są przekazywane firmom zewnętrznym. Problemy prosimy zgłaszać na adres pomoc@borekgo.pl.",
        good=[
            Good(
                "preserve",
                "Cześć! Od 2 czerwca 2025 r. możesz pobrać **BorekGo 4.2.0**. Co się zmieniło? Jest nowa zakładka **Wydarzenia** z kalendarzem miejskich imprez, a powiadomienia push wyłączysz w menu `Ustawienia > Powiadomienia`. Poprawiliśmy również błąd `ERR_SYNC_17` – to przez niego niektórzy z Was nie widzieli kupionych biletów. Aktualizacja wymaga Androida 9 albo iOS 15 i ma ok. 48 MB. Wersje starsze niż 4.0 przestaną działać 30 czerwca 2025 r., więc koniecznie zaktualizuj aplikację przed tą datą. Twoje dane logowania nie trafiają do firm zewnętrznych. Masz problem? Napisz na pomoc@borekgo.pl.",
            ),
            Good(
                "en",
                "Dear users, from 2 June 2025 the **BorekGo 4.2.0** update is available. The new version adds an **Events** tab with a calendar of city events, and push notifications can now be turned off in the `Ustawienia > Powiadomienia` menu. We have also fixed the `ERR_SYNC_17` bug that stopped some people from seeing the tickets they had bought. The update requires Android 9 or iOS 15 and takes up about 48 MB. Versions older than 4.0 will stop working on 30 June 2025, so you must update the app before then. Login details are not shared with third-party companies. Please report any problems to pomoc@borekgo.pl.",
            ),
            Good(
                "preserve",
                "Informujemy, że od 2 czerwca 2025 r. dostępna jest aktualizacja **BorekGo 4.2.0**. Wprowadza ona zakładkę **Wydarzenia**, zawierającą kalendarz imprez miejskich, oraz możliwość wyłączenia powiadomień push w menu `Ustawienia > Powiadomienia`. Usunięto ponadto błąd `ERR_SYNC_17`, który uniemożliwiał części użytkowników wyświetlanie zakupionych biletów. Wymagania: Android 9 lub iOS 15; rozmiar aktualizacji – około 48 MB. Z dniem 30 czerwca 2025 r. wersje starsze niż 4.0 przestaną działać – aktualizacji należy dokonać przed tym terminem. Dane logowania nie są udostępniane podmiotom zewnętrznym. Zgłoszenia problemów: pomoc@borekgo.pl.",
            ),
        ],
        bad=[
            Slip(0, [("błąd `ERR_SYNC_17`", "błąd `ERR_SYNC_71`")], "code"),
            Slip(
                1,
                [
                    (
                        "so you must update the app before then",
                        "so we recommend updating the app before then",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("w menu `Ustawienia > Powiadomienia`", "w menu Ustawienia > Powiadomienia")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Login details are not shared with third-party companies.",
                        "Dane logowania nie są przekazywane firmom zewnętrznym.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-ceramiki",
        source="Do wszystkich prowadzących zajęcia w pracowni ceramiki: od poniedziałku 6 października wypały biskwitowe odbywają się wyłącznie we wtorki i piątki. Piec nagrzewa się do 950°C, a cały cykl wraz ze stygnięciem trwa około 20 godzin, dlatego prace trzeba zostawić na półce „do wypału” najpóźniej do 12:00 dnia poprzedzającego wypał. Praca jednego uczestnika nie może ważyć więcej niż 3 kg. Do pieca nie wolno wstawiać prac, które schły krócej niż 7 dni. Szkliwa bezołowiowe zamawiamy u dostawcy z kodem produktu GL-204; innych szkliw nie używamy. W razie pytań piszcie do Marty: pracownia@glina-studio.pl.",
        good=[
            Good(
                "preserve",
                "Hej, informacja dla prowadzących zajęcia w pracowni ceramiki. Od poniedziałku 6 października biskwit wypalamy tylko we wtorki i piątki. Piec dochodzi do 950°C, a pełny cykl razem ze studzeniem zajmuje ok. 20 godzin – dlatego prace musicie odłożyć na półkę „do wypału” najpóźniej do 12:00 w dniu przed wypałem. Praca jednego uczestnika może ważyć maksymalnie 3 kg. Prac, które schły krócej niż 7 dni, nie wolno wstawiać do pieca. Używamy wyłącznie szkliw bezołowiowych zamawianych u dostawcy pod kodem produktu GL-204. Pytania kierujcie do Marty: pracownia@glina-studio.pl.",
            ),
            Good(
                "en",
                "To all instructors using the ceramics studio: from Monday 6 October, bisque firings will take place only on Tuesdays and Fridays. The kiln heats up to 950°C and the full cycle, including cooling, takes about 20 hours, so work must be left on the “to fire” shelf by 12:00 on the day before the firing at the latest. A single participant's piece may not weigh more than 3 kg. Pieces that have dried for less than 7 days must not be put in the kiln. We order lead-free glazes from our supplier under product code GL-204 and use no other glazes. Any questions – write to Marta: pracownia@glina-studio.pl.",
            ),
            Good(
                "en",
                "Ceramics studio – note for instructors\n• Bisque firings: Tuesdays and Fridays only, starting Monday 6 October.\n• Kiln: up to 950°C; full cycle with cooling approx. 20 h.\n• Deadline: pieces on the “to fire” shelf by 12:00 the day before firing.\n• Max. weight of one participant's piece: 3 kg.\n• Pieces dried for less than 7 days must not go in the kiln.\n• Glazes: lead-free, ordered from the supplier under product code GL-204; no other glazes are used.\nQuestions: Marta, pracownia@glina-studio.pl.",
            ),
        ],
        bad=[
            Slip(1, [("product code GL-204", "product code GL-240")], "code"),
            Slip(2, [("up to 950°C", "up to 1050°C")], "number"),
            Bad(
                "en",
                "To all instructors using the ceramics studio: from Monday 6 October, bisque firings will take place only on Tuesdays and Fridays. The kiln heats up to 950°C and the full cycle, including cooling, takes about 20 hours, so work must be left on the “to fire” shelf by 12:00 on the day before the firing at the latest. Praca jednego uczestnika nie może ważyć więcej niż 3 kg. Do pieca nie wolno wstawiać prac, które schły krócej niż 7 dni. Szkliwa bezołowiowe zamawiamy u dostawcy z kodem produktu GL-204; innych szkliw nie używamy. W razie pytań piszcie do Marty: pracownia@glina-studio.pl.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-badanie-chor",
        source="Śpiew w chórze wiąże się z obniżeniem poziomu kortyzolu w ślinie – w naszym badaniu średnio o 21 % po 60-minutowej próbie (n = 86). Efekt był wyraźniejszy u amatorów niż u śpiewaków zawodowych, co potwierdza wcześniejsze obserwacje Fancourt i in. (2016). W przeciwieństwie do wyników Kreutza (2014) nie odnotowaliśmy istotnego wzrostu stężenia oksytocyny. Uczestnicy wypełniali też kwestionariusz samopoczucia; u 64 % z nich nastrój poprawił się po próbie. Należy jednak podkreślić, że badanie nie obejmowało grupy kontrolnej, a zależności przyczynowej nie można na tej podstawie stwierdzić. Dane zbierano od stycznia do kwietnia 2023 r. w trzech chórach z Krakowa.",
        good=[
            Good(
                "preserve",
                "Śpiewanie w chórze łączy się ze spadkiem poziomu kortyzolu w ślinie; w naszym badaniu (n = 86) po 60-minutowej próbie wynosił on średnio 21 %. Silniejszy efekt wystąpił u amatorów niż u profesjonalnych śpiewaków, co potwierdza wcześniejsze obserwacje Fancourt i in. (2016). Inaczej niż Kreutz (2014) nie stwierdziliśmy istotnego wzrostu stężenia oksytocyny. Według kwestionariusza samopoczucia nastrój poprawił się po próbie u 64 % uczestników. Trzeba jednak zaznaczyć, że w badaniu nie było grupy kontrolnej, zatem nie pozwala ono stwierdzić zależności przyczynowej. Dane zgromadzono w okresie styczeń–kwiecień 2023 r. w trzech krakowskich chórach.",
            ),
            Good(
                "en",
                "Choir singing is associated with a reduction in salivary cortisol – in our study, by an average of 21% after a 60-minute rehearsal (n = 86). The effect was more pronounced in amateurs than in professional singers, confirming earlier observations by Fancourt et al. (2016). Contrary to the findings of Kreutz (2014), we did not observe a significant increase in oxytocin levels. Participants also completed a well-being questionnaire, and 64% of them reported improved mood after the rehearsal. It should be stressed, however, that the study had no control group, so no causal relationship can be established on this basis. Data were collected from January to April 2023 in three Kraków choirs.",
            ),
            Good(
                "preserve",
                "Śpiew w chórze idzie w parze ze spadkiem kortyzolu w ślinie: w badaniu 86 osób z trzech chórów z Krakowa (styczeń–kwiecień 2023 r.) jego poziom obniżał się po godzinnej próbie średnio o 21 %. Mocniej widać to było u amatorów niż u zawodowców – co potwierdza wcześniejsze obserwacje Fancourt i in. (2016). Z kolei wbrew temu, co opisał Kreutz (2014), stężenie oksytocyny nie wzrosło istotnie. W kwestionariuszu samopoczucia 64 % uczestników zadeklarowało lepszy nastrój po próbie. Trzeba jednak podkreślić, że zabrakło grupy kontrolnej, więc nie da się na tej podstawie stwierdzić zależności przyczynowej.",
            ),
        ],
        bad=[
            Slip(0, [("Fancourt i in. (2016)", "Fancourt i in. (2018)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Contrary to the findings of Kreutz (2014)",
                        "Contrary to the findings of Kreutz and Bongard (2014)",
                    )
                ],
                "citation",
            ),
            Slip(
                2, [("obserwacje Fancourt i in. (2016)", "obserwacje Fancourt (2016)")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "so no causal relationship can be established on this basis",
                        "which shows that choir singing causes the drop in cortisol",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]

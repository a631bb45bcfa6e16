# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 33: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-dzien-otwarty-strazy-pozarnej",
        source="Komenda Miejska Państwowej Straży Pożarnej w Lesznie zaprasza na dzień otwarty, który odbędzie się w sobotę 14 września 2024 r. w godzinach 10:00–15:00 w siedzibie przy ul. Tadeusza Kościuszki 8. Zwiedzający będą mogli obejrzeć wozy bojowe, sprzęt ratowniczy oraz pokaz uwalniania osób z rozbitego samochodu, zaplanowany na godz. 12:30. Dzieci poniżej 12 lat muszą przebywać pod opieką dorosłych przez cały czas trwania wydarzenia. Wejście jest bezpłatne, ale grupy zorganizowane powyżej 15 osób powinny wcześniej zgłosić przyjazd pod adresem dzienotwarty@straz.leszno.pl. Na teren jednostki nie wolno wprowadzać psów, z wyjątkiem psów asystujących. W razie alarmu pokazy mogą zostać przerwane bez uprzedzenia.",
        good=[
            Good(
                "preserve",
                "Komenda Miejska Państwowej Straży Pożarnej w Lesznie zaprasza wszystkich na dzień otwarty! W sobotę 14 września 2024 r. od 10:00 do 15:00 czekamy na Was w naszej siedzibie przy ul. Tadeusza Kościuszki 8. Zobaczycie wozy bojowe i sprzęt ratowniczy, a o 12:30 pokażemy, jak uwalnia się osoby z rozbitego samochodu. Pamiętajcie: dzieci poniżej 12 lat muszą być przez cały czas pod opieką dorosłych. Wstęp jest wolny, choć grupy zorganizowane liczące ponad 15 osób powinny wcześniej zgłosić przyjazd na adres dzienotwarty@straz.leszno.pl. Psów nie można wprowadzać na teren jednostki – wyjątek stanowią psy asystujące. Jeśli przyjdzie alarm, pokazy mogą zostać przerwane bez uprzedzenia.",
            ),
            Good(
                "preserve",
                "Dzień otwarty Komendy Miejskiej Państwowej Straży Pożarnej w Lesznie odbędzie się 14 września 2024 r. (sobota) w godz. 10:00–15:00 w siedzibie komendy, ul. Tadeusza Kościuszki 8. W programie przewidziano prezentację wozów bojowych i sprzętu ratowniczego, a o godz. 12:30 – pokaz uwalniania osób z rozbitego pojazdu. Dzieci w wieku poniżej 12 lat muszą przez cały czas pozostawać pod opieką osób dorosłych. Udział jest bezpłatny; grupy zorganizowane liczące więcej niż 15 osób powinny uprzednio zgłosić przyjazd drogą mailową: dzienotwarty@straz.leszno.pl. Obowiązuje zakaz wprowadzania psów na teren jednostki, który nie dotyczy psów asystujących. W przypadku alarmu pokazy mogą zostać przerwane bez wcześniejszego uprzedzenia.",
            ),
            Good(
                "en",
                "The Municipal Headquarters of the State Fire Service in Leszno invites you to an open day on Saturday, 14 September 2024, from 10:00 to 15:00 at its premises at ul. Tadeusza Kościuszki 8. Visitors will be able to see fire engines and rescue equipment, as well as a demonstration of freeing people from a crashed car, scheduled for 12:30. Children under 12 must be supervised by an adult at all times during the event. Admission is free, but organised groups of more than 15 people should register their visit in advance at dzienotwarty@straz.leszno.pl. Dogs may not be brought onto the station grounds, except assistance dogs. If an alarm comes in, the demonstrations may be interrupted without notice.",
            ),
        ],
        bad=[
            Slip(1, [("o godz. 12:30", "o godz. 13:30")], "date"),
            Slip(
                2,
                [
                    (
                        "Children under 12 must be supervised",
                        "Children under 12 should be supervised",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Wstęp jest wolny,",
                        "Wstęp jest wolny, a na miejscu będzie działał punkt z darmową grochówką,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-huta-szkla-zwiedzanie",
        source="Zwiedzanie Huty Szkła „Irena” w Krośnie odbywa się od wtorku do soboty, wyłącznie z przewodnikiem. Trasa trwa około 90 minut i obejmuje halę formowania, szlifiernię oraz pracownię zdobienia. Bilet normalny kosztuje 45 zł, a ulgowy 32 zł; dzieci do lat 4 wchodzą bezpłatnie. Grupy liczące od 10 do 25 osób należy rezerwować co najmniej 7 dni wcześniej, pisząc na adres rezerwacje@hutairena.pl. W hali formowania temperatura zwykle przekracza 30°C, dlatego zalecamy lekki ubiór. Ze względów bezpieczeństwa nie wolno dotykać wyrobów na stanowiskach ani wchodzić za barierki. Fotografowanie jest dozwolone, ale bez lampy błyskowej. Osoby w obuwiu na wysokim obcasie mogą nie zostać wpuszczone na trasę.",
        good=[
            Good(
                "preserve",
                "Chcecie zobaczyć, jak powstaje szkło? Hutę Szkła „Irena” w Krośnie można zwiedzać od wtorku do soboty, ale tylko z przewodnikiem. Trasa zajmuje mniej więcej półtorej godziny – przejdziecie przez halę formowania, szlifiernię i pracownię zdobienia. Bilet normalny to 45 zł, ulgowy 32 zł, a maluchy do lat 4 wchodzą za darmo. Grupę od 10 do 25 osób trzeba zarezerwować przynajmniej 7 dni wcześniej – wystarczy napisać na rezerwacje@hutairena.pl. W hali formowania jest zwykle ponad 30°C, więc radzimy ubrać się lekko. Dla bezpieczeństwa nie dotykajcie wyrobów na stanowiskach i nie wchodźcie za barierki. Zdjęcia robić można, byle bez lampy błyskowej. Uwaga: osoby w butach na wysokim obcasie mogą nie zostać wpuszczone na trasę.",
            ),
            Good(
                "preserve",
                "Huta Szkła „Irena” w Krośnie udostępnia zwiedzanie od wtorku do soboty wyłącznie w towarzystwie przewodnika. Trasa, obejmująca halę formowania, szlifiernię i pracownię zdobienia, trwa ok. 90 minut. Ceny biletów: normalny – 45 zł, ulgowy – 32 zł; dzieci do lat 4 zwiedzają bezpłatnie. Rezerwacji dla grup od 10 do 25 osób należy dokonywać z wyprzedzeniem co najmniej 7 dni pod adresem rezerwacje@hutairena.pl. Ponieważ temperatura w hali formowania zwykle przekracza 30°C, zaleca się lekki strój. Ze względów bezpieczeństwa zabrania się dotykania wyrobów znajdujących się na stanowiskach oraz przekraczania barierek. Fotografowanie jest dopuszczalne pod warunkiem niekorzystania z lampy błyskowej. Osoby w obuwiu na wysokim obcasie mogą nie zostać dopuszczone do zwiedzania.",
            ),
            Good(
                "en",
                "Tours of the “Irena” Glassworks in Krosno run from Tuesday to Saturday and are guided only. The route takes about 90 minutes and covers the forming hall, the grinding shop and the decorating studio. A standard ticket costs PLN 45 and a concession ticket PLN 32; children up to the age of 4 get in free. Groups of 10 to 25 people must be booked at least 7 days in advance by writing to rezerwacje@hutairena.pl. The temperature in the forming hall usually exceeds 30°C, so we recommend light clothing. For safety reasons, you must not touch the products at the workstations or step behind the barriers. Photography is allowed, but without flash. Visitors wearing high heels may not be admitted to the route.",
            ),
        ],
        bad=[
            Slip(0, [("Bilet normalny to 45 zł", "Bilet normalny to 54 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Osoby w obuwiu na wysokim obcasie mogą nie zostać dopuszczone",
                        "Osoby w obuwiu na wysokim obcasie mogą zostać dopuszczone",
                    )
                ],
                "negation",
            ),
            Slip(2, [("rezerwacje@hutairena.pl", "rezerwacja@hutairena.pl")], "url"),
        ],
    ),
    Case(
        key="pl-recital-organowy-oliwa",
        source="Parafia katedralna w Oliwie zaprasza na recital organowy w ramach 66. Międzynarodowego Festiwalu Muzyki Organowej. W piątek 9 sierpnia 2024 r. o godz. 20:00 na zabytkowych organach wystąpi Marta Wierzbicka-Hall, która wykona utwory Bacha, Francka i Nowowiejskiego. Koncert potrwa prawdopodobnie około 70 minut, bez przerwy. Bilety w cenie 30 zł (ulgowe 20 zł) można kupić w kasie przy wejściu od godz. 19:00 albo online. Po rozpoczęciu koncertu wejście do katedry nie będzie możliwe. Prosimy o wyłączenie telefonów; nagrywanie i fotografowanie podczas występu jest zabronione. Miejsca w nawie głównej są nienumerowane, dlatego warto przyjść wcześniej.",
        good=[
            Good(
                "preserve",
                "Parafia katedralna w Oliwie zaprasza na recital organowy, który w piątek 9 sierpnia 2024 r. o godz. 20:00 odbędzie się w ramach 66. Międzynarodowego Festiwalu Muzyki Organowej. Przy zabytkowych organach zasiądzie Marta Wierzbicka-Hall, a w programie znalazły się utwory Bacha, Francka i Nowowiejskiego. Występ potrwa prawdopodobnie ok. 70 minut i odbędzie się bez przerwy. Bilety kosztują 30 zł, ulgowe 20 zł; można je nabyć online lub w kasie przy wejściu, czynnej od godz. 19:00. Po rozpoczęciu koncertu nie będzie już można wejść do katedry. Organizatorzy proszą o wyłączenie telefonów, a nagrywanie i fotografowanie w trakcie występu jest zabronione. Miejsca w nawie głównej nie są numerowane, więc warto przyjść wcześniej.",
            ),
            Good(
                "preserve",
                "Lubisz muzykę organową? W piątek 9 sierpnia 2024 r. o 20:00 parafia katedralna w Oliwie zaprasza Cię na recital w ramach 66. Międzynarodowego Festiwalu Muzyki Organowej. Na zabytkowych organach zagra Marta Wierzbicka-Hall – usłyszysz Bacha, Francka i Nowowiejskiego. Koncert potrwa pewnie jakieś 70 minut, bez przerwy. Bilet kosztuje 30 zł, a ulgowy 20 zł; kupisz go online albo w kasie przy wejściu od 19:00. Uwaga: kiedy koncert się zacznie, do katedry już nie wejdziesz. Wyłącz, proszę, telefon – nagrywać ani fotografować w czasie występu nie wolno. Miejsca w nawie głównej nie mają numerów, więc warto przyjść wcześniej.",
            ),
            Good(
                "en",
                "The cathedral parish in Oliwa invites you to an organ recital as part of the 66th International Organ Music Festival. On Friday, 9 August 2024, at 8 p.m., Marta Wierzbicka-Hall will perform on the historic organ, playing works by Bach, Franck and Nowowiejski. The concert will probably last about 70 minutes, with no interval. Tickets cost PLN 30 (concessions PLN 20) and can be bought online or at the box office at the entrance from 7 p.m. Once the concert has started, it will not be possible to enter the cathedral. Please switch off your phones; recording and taking photos during the performance is prohibited. Seats in the main nave are unnumbered, so it is worth arriving early.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("On Friday, 9 August 2024, at 8 p.m.", "On Friday, 9 August 2024, at 8.30 p.m.")],
                "date",
            ),
            Slip(0, [("ok. 70 minut", "ok. 90 minut")], "number"),
            Slip(
                1, [("więc warto przyjść wcześniej", "więc trzeba przyjść wcześniej")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-gielda-filatelistyczna",
        source="""## Jesienna Giełda Filatelistyczna – Bydgoszcz 2024

**Termin:** niedziela, 20 października 2024 r., godz. 9:00–14:00
**Miejsce:** Hala Sportowa SP nr 27, ul. Tadeusza Czackiego 5

Zasady dla wystawców:
- stół o długości 2 m kosztuje 40 zł; zgłoszenia przyjmujemy do 13 października przez formularz na stronie https://filatelistyka-bydgoszcz.pl/gielda,
- rozstawianie stoisk jest możliwe od godz. 7:30,
- nie wolno sprzedawać falsyfikatów ani przedruków bez wyraźnego oznaczenia.

Wstęp dla zwiedzających jest bezpłatny. Rzeczoznawca Polskiego Związku Filatelistów będzie obecny od 10:00 do 12:00 i może bezpłatnie ocenić do 5 walorów na osobę.""",
        good=[
            Good(
                "preserve",
                """## Jesienna Giełda Filatelistyczna – Bydgoszcz 2024

**Kiedy?** W niedzielę 20 października 2024 r., od 9:00 do 14:00.
**Gdzie?** W Hali Sportowej SP nr 27 przy ul. Tadeusza Czackiego 5.

Dla wystawców:
- za stół długości 2 m płacisz 40 zł; zgłoś się do 13 października przez formularz na https://filatelistyka-bydgoszcz.pl/gielda,
- stoisko możesz rozstawiać już od 7:30,
- falsyfikatów i przedruków bez wyraźnego oznaczenia sprzedawać nie wolno.

Zwiedzający wchodzą za darmo. Od 10:00 do 12:00 na miejscu będzie rzeczoznawca Polskiego Związku Filatelistów – może bez opłat ocenić do 5 walorów każdej osoby.""",
            ),
            Good(
                "preserve",
                """## Jesienna Giełda Filatelistyczna – Bydgoszcz 2024

**Termin:** 20 października 2024 r. (niedziela), w godz. 9:00–14:00
**Miejsce:** ul. Tadeusza Czackiego 5, Hala Sportowa SP nr 27

Warunki uczestnictwa wystawców:
- opłata za stół o długości 2 m wynosi 40 zł, a zgłoszenia należy przesyłać do 13 października za pośrednictwem formularza dostępnego pod adresem https://filatelistyka-bydgoszcz.pl/gielda,
- stoiska można rozstawiać od godz. 7:30,
- obowiązuje zakaz sprzedaży falsyfikatów oraz przedruków, które nie zostały wyraźnie oznaczone.

Zwiedzający nie ponoszą opłat za wstęp. W godz. 10:00–12:00 obecny będzie rzeczoznawca Polskiego Związku Filatelistów, który może nieodpłatnie ocenić maksymalnie 5 walorów na osobę.""",
            ),
            Good(
                "en",
                """## Autumn Stamp Fair – Bydgoszcz 2024

**Date:** Sunday, 20 October 2024, 9:00–14:00
**Venue:** Sports Hall of Primary School No. 27, ul. Tadeusza Czackiego 5

Rules for exhibitors:
- a 2 m table costs PLN 40; applications are accepted until 13 October via the form at https://filatelistyka-bydgoszcz.pl/gielda,
- stands may be set up from 7:30,
- selling forgeries or reprints without clear marking is not allowed.

Admission for visitors is free. An appraiser from the Polish Philatelists' Association will be present from 10:00 to 12:00 and can assess up to 5 items per person free of charge.""",
            ),
        ],
        bad=[
            Slip(1, [("## Jesienna Giełda", "Jesienna Giełda")], "markdown"),
            Slip(
                0,
                [
                    (
                        "https://filatelistyka-bydgoszcz.pl/gielda",
                        "https://filatelistyka-bydgoszcz.pl",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("without clear marking is not allowed", "without clear marking is allowed")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-mleczarska-cena-mleka",
        source="Szanowni Członkowie Spółdzielni Mleczarskiej „Dolina Narwi”, Zarząd informuje, że od 1 listopada 2024 r. cena bazowa mleka klasy ekstra wyniesie 2,35 zł za litr netto. Dopłata za zawartość białka powyżej 3,4% zostaje utrzymana na poziomie 4 gr za litr. Zgodnie z § 14 ust. 2 statutu dostawcy muszą przekazywać wyniki badania wody używanej w gospodarstwie co najmniej raz w roku. Mleko, w którym wykryto pozostałości antybiotyków, nie zostanie przyjęte, a koszty jego utylizacji ponosi dostawca. Prognozy wskazują, że ceny w I kwartale 2025 r. mogą nieznacznie wzrosnąć. Pytania prosimy kierować do działu surowcowego, tel. 86 215 40 12.",
        good=[
            Good(
                "preserve",
                "Drodzy Członkowie Spółdzielni Mleczarskiej „Dolina Narwi”, Zarząd informuje, że od 1 listopada 2024 r. za mleko klasy ekstra płacimy cenę bazową 2,35 zł netto za litr. Dopłata za białko powyżej 3,4% pozostaje bez zmian i wynosi 4 gr za litr. Statut (§ 14 ust. 2) nakłada na dostawców obowiązek przekazywania co najmniej raz w roku wyników badania wody używanej w gospodarstwie. Mleka, w którym wykryto pozostałości antybiotyków, nie przyjmiemy, a koszt jego utylizacji pokrywa dostawca. Według prognoz w I kwartale 2025 r. ceny mogą lekko wzrosnąć. Z pytaniami prosimy dzwonić do działu surowcowego: 86 215 40 12.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, Członkowie Spółdzielni Mleczarskiej „Dolina Narwi”, uprzejmie informujemy, że decyzją Zarządu od dnia 1 listopada 2024 r. cena bazowa mleka klasy ekstra będzie wynosić 2,35 zł netto za litr. Utrzymana zostaje dopłata w wysokości 4 gr za litr za zawartość białka przekraczającą 3,4%. Przypominamy, że na podstawie § 14 ust. 2 statutu dostawcy mają obowiązek przekazywania wyników badania wody wykorzystywanej w gospodarstwie nie rzadziej niż raz w roku. Mleko, w którym zostaną wykryte pozostałości antybiotyków, nie będzie przyjmowane, a koszty jego utylizacji obciążają dostawcę. Prognozy wskazują, że w I kwartale 2025 r. ceny mogą nieznacznie wzrosnąć. W razie pytań prosimy o kontakt z działem surowcowym pod numerem 86 215 40 12.",
            ),
            Good(
                "en",
                "Dear Members of the “Dolina Narwi” Dairy Cooperative, the Management Board informs you that from 1 November 2024 the base price for extra-class milk will be PLN 2.35 net per litre. The bonus for protein content above 3.4% remains at 4 grosze per litre. Under § 14(2) of the Articles of Association, suppliers must submit the results of testing the water used on the farm at least once a year. Milk in which antibiotic residues are detected will not be accepted, and the supplier bears the cost of its disposal. Forecasts indicate that prices may rise slightly in Q1 2025. Please direct any questions to the raw materials department, tel. 86 215 40 12.",
            ),
        ],
        bad=[
            Slip(0, [("2,35 zł", "2,53 zł")], "number"),
            Slip(1, [("§ 14 ust. 2 statutu", "§ 14 ust. 3 statutu")], "legal_reference"),
            Slip(2, [("suppliers must submit", "suppliers are encouraged to submit")], "modality"),
        ],
    ),
    Case(
        key="pl-abstrakt-zaufanie-sasiedzkie",
        source="Celem badania była analiza związku między długością zamieszkania a zaufaniem sąsiedzkim w dużych osiedlach mieszkaniowych. Wykorzystano dane z sondażu przeprowadzonego w 2022 r. na próbie 1 184 mieszkańców Łodzi i Poznania. Wyniki sugerują, że osoby mieszkające w tym samym budynku dłużej niż 10 lat deklarują wyższy poziom zaufania do sąsiadów, co jest zgodne z wcześniejszymi ustaleniami (Sampson i in., 2002; Kowalska & Mroczek, 2019). Efekt ten był jednak słabszy wśród najemców niż wśród właścicieli mieszkań. Nie stwierdzono istotnego związku z wiekiem respondentów. Autorzy przypuszczają, że kluczową rolę mogą odgrywać wspólne przestrzenie, takie jak podwórka i świetlice, choć hipoteza ta wymaga weryfikacji w badaniach podłużnych.",
        good=[
            Good(
                "preserve",
                "Przedmiotem analizy była relacja między długością zamieszkania a zaufaniem sąsiedzkim na dużych osiedlach mieszkaniowych. Podstawę stanowiły dane sondażowe zebrane w 2022 r. od 1 184 mieszkańców Łodzi i Poznania. Uzyskane wyniki sugerują, że respondenci zamieszkujący ten sam budynek od ponad 10 lat deklarują większe zaufanie do sąsiadów, co pozostaje w zgodzie z wcześniejszymi ustaleniami (Sampson i in., 2002; Kowalska & Mroczek, 2019). Zależność ta okazała się jednak słabsza u najemców niż u właścicieli mieszkań. Istotnego związku z wiekiem badanych nie stwierdzono. Autorzy przypuszczają, że kluczową rolę mogą pełnić wspólne przestrzenie, np. podwórka i świetlice, hipoteza ta wymaga jednak weryfikacji w badaniach podłużnych.",
            ),
            Good(
                "preserve",
                "Czy im dłużej mieszkamy w jednym bloku, tym bardziej ufamy sąsiadom? Badacze sprawdzili to na dużych osiedlach, wykorzystując sondaż z 2022 r., w którym wzięło udział 1 184 mieszkańców Łodzi i Poznania. Wyniki sugerują, że osoby mieszkające w tym samym budynku dłużej niż 10 lat deklarują wyższe zaufanie do sąsiadów – podobnie jak we wcześniejszych pracach (Sampson i in., 2002; Kowalska & Mroczek, 2019). U najemców efekt był jednak słabszy niż u właścicieli mieszkań. Nie stwierdzono natomiast istotnego związku z wiekiem respondentów. Autorzy przypuszczają, że kluczowe mogą być wspólne przestrzenie, takie jak podwórka i świetlice – ale tę hipotezę trzeba jeszcze zweryfikować w badaniach podłużnych.",
            ),
            Good(
                "en",
                "The study aimed to analyse the relationship between length of residence and neighbourhood trust in large housing estates. It used data from a survey conducted in 2022 on a sample of 1,184 residents of Łódź and Poznań. The results suggest that people who have lived in the same building for more than 10 years report a higher level of trust in their neighbours, which is consistent with earlier findings (Sampson et al., 2002; Kowalska & Mroczek, 2019). However, this effect was weaker among tenants than among owner-occupiers. No significant association with respondents' age was found. The authors suppose that shared spaces such as courtyards and community rooms may play a key role, although this hypothesis requires verification in longitudinal studies.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(Sampson i in., 2002; Kowalska & Mroczek, 2019)",
                        "(Sampson i in., 2002; Kowalska, 2019)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("The results suggest that", "The results show that")], "hedge"),
            Slip(1, [("dłużej niż 10 lat", "dłużej niż 5 lat")], "number"),
        ],
    ),
    Case(
        key="pl-dendrochronologia-kosciol-drewniany",
        source="Analiza dendrochronologiczna 14 próbek pobranych z więźby dachowej kościoła pw. św. Michała w Dębnie wykazała, że drewno jodłowe ścięto najpewniej zimą 1489/1490 r. Datowanie to jest zgodne z przekazem źródłowym o konsekracji świątyni w 1492 r. (Krąpiec, 2008). Trzy próbki z wieży nie dały się jednoznacznie datować, co może wynikać z późniejszych napraw. Porównanie z chronologią regionalną dla Karpat (Büntgen i in., 2013) sugeruje, że surowiec pochodził z lokalnych drzewostanów. Nie można jednak wykluczyć, że część belek użyto wtórnie. Wyniki zostaną opublikowane w pełni w „Kwartalniku Architektury i Urbanistyki” w 2025 r.",
        good=[
            Good(
                "preserve",
                "Na podstawie analizy dendrochronologicznej 14 próbek z więźby dachowej kościoła pw. św. Michała w Dębnie ustalono, że jodła, z której ją wykonano, została ścięta najpewniej zimą 1489/1490 r. Wynik ten zgadza się z przekazem źródłowym, według którego świątynię konsekrowano w 1492 r. (Krąpiec, 2008). Trzech próbek pochodzących z wieży nie udało się jednoznacznie wydatować, co może być skutkiem późniejszych napraw. Zestawienie z chronologią regionalną dla Karpat (Büntgen i in., 2013) sugeruje lokalne pochodzenie surowca. Nie da się jednak wykluczyć wtórnego użycia części belek. Pełne wyniki ukażą się w 2025 r. w „Kwartalniku Architektury i Urbanistyki”.",
            ),
            Good(
                "preserve",
                "Kiedy ścięto drzewa, z których zbudowano więźbę dachową kościoła św. Michała w Dębnie? Badacze przeanalizowali 14 próbek i wyszło im, że jodły ścięto najpewniej zimą 1489/1490 r. Zgadza się to ze źródłami, które mówią o konsekracji świątyni w 1492 r. (Krąpiec, 2008). Trzech próbek z wieży nie dało się jednoznacznie datować – być może to efekt późniejszych napraw. Porównanie z chronologią regionalną dla Karpat (Büntgen i in., 2013) sugeruje, że drewno pochodziło z okolicznych drzewostanów. Nie można jednak wykluczyć, że część belek wykorzystano ponownie. Pełne wyniki zostaną opublikowane w 2025 r. w „Kwartalniku Architektury i Urbanistyki”.",
            ),
            Good(
                "en",
                "Dendrochronological analysis of 14 samples taken from the roof truss of St Michael's Church in Dębno showed that the fir timber was most likely felled in the winter of 1489/1490. This dating is consistent with the historical record of the church's consecration in 1492 (Krąpiec, 2008). Three samples from the tower could not be dated unambiguously, which may be due to later repairs. Comparison with the regional chronology for the Carpathians (Büntgen et al., 2013) suggests that the timber came from local stands. However, it cannot be ruled out that some of the beams were reused. The full results will be published in “Kwartalnik Architektury i Urbanistyki” in 2025.",
            ),
        ],
        bad=[
            Slip(1, [("(Büntgen i in., 2013)", "(Büntgen i in., 2011)")], "citation"),
            Slip(2, [("consecration in 1492", "consecration in 1494")], "date"),
            Slip(0, [("została ścięta najpewniej zimą", "została ścięta zimą")], "hedge"),
        ],
    ),
    Case(
        key="pl-jerzyki-termomodernizacja",
        source="Jerzyki, które od maja do początku sierpnia gniazdują w szczelinach budynków, tracą miejsca lęgowe podczas termomodernizacji. Według badań prowadzonych w Warszawie (Zawadzka, Nowicki & Lis, 2020) po dociepleniu bloku liczba zajętych gniazd spadła średnio o 76%. Przepisy zabraniają niszczenia gniazd chronionych ptaków, dlatego prac na elewacjach nie należy prowadzić w sezonie lęgowym bez uzyskania zezwolenia. Zarządcy budynków mogą zamiast tego montować budki lęgowe; obserwacje z Krakowa sugerują, że ptaki zasiedlają je zwykle dopiero po 2–3 sezonach (Bobrek, 2017). Miasto dofinansuje zakup do 40 budek na budynek – wnioski można składać do 31 marca.",
        good=[
            Good(
                "preserve",
                "Termomodernizacja odbiera jerzykom miejsca lęgowe – ptaki te gniazdują w szczelinach budynków od maja do początku sierpnia. Według badań z Warszawy (Zawadzka, Nowicki & Lis, 2020) po dociepleniu bloku liczba zajętych gniazd spadała średnio o 76%. Niszczenie gniazd chronionych ptaków jest zakazane przez przepisy, więc w sezonie lęgowym prac na elewacjach nie należy prowadzić bez zezwolenia. Zamiast tego zarządcy budynków mogą montować budki lęgowe, choć obserwacje z Krakowa sugerują, że ptaki zajmują je zwykle dopiero po 2–3 sezonach (Bobrek, 2017). Miasto dołoży się do zakupu maksymalnie 40 budek na jeden budynek; wnioski przyjmowane są do 31 marca.",
            ),
            Good(
                "preserve",
                "Do zarządców budynków: jerzyki gniazdują w szczelinach budynków od maja do początku sierpnia i podczas termomodernizacji tracą miejsca lęgowe. Jak wynika z badań prowadzonych w Warszawie (Zawadzka, Nowicki & Lis, 2020), po dociepleniu bloku liczba zajętych gniazd spadała średnio o 76%. Pamiętajcie, że niszczenie gniazd chronionych ptaków jest prawnie zabronione – w sezonie lęgowym nie należy prowadzić prac na elewacjach bez zezwolenia. Możecie w zamian zamontować budki lęgowe. Obserwacje z Krakowa sugerują, że ptaki zasiedlają je zwykle dopiero po 2–3 sezonach (Bobrek, 2017). Miasto dofinansuje do 40 budek na budynek; wnioski można składać do 31 marca.",
            ),
            Good(
                "en",
                "Swifts, which nest in crevices in buildings from May to early August, lose their nesting sites during thermal retrofitting. According to research carried out in Warsaw (Zawadzka, Nowicki & Lis, 2020), the number of occupied nests fell by an average of 76% after a block of flats was insulated. The law prohibits destroying the nests of protected birds, so work on façades should not be carried out during the breeding season without a permit. Building managers can instead install nest boxes; observations from Kraków suggest that the birds usually occupy them only after 2–3 seasons (Bobrek, 2017). The city will co-fund the purchase of up to 40 nest boxes per building – applications can be submitted until 31 March.",
            ),
        ],
        bad=[
            Slip(2, [("(Zawadzka, Nowicki & Lis, 2020)", "(Zawadzka & Lis, 2020)")], "citation"),
            Slip(
                1,
                [
                    (
                        "sugerują, że ptaki zasiedlają je zwykle dopiero",
                        "sugerują, że ptaki zasiedlają je dopiero",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "prac na elewacjach nie należy prowadzić bez zezwolenia",
                        "prace na elewacjach można prowadzić bez zezwolenia",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-contributing-zasady-pr",
        source="""## Jak zgłaszać zmiany

1. Utwórz gałąź od `main` o nazwie w formacie `fix/krotki-opis` lub `feat/krotki-opis`.
2. Przed wysłaniem zmian **musisz** uruchomić `npm run lint` i `npm test`; PR z czerwonymi testami nie zostanie przejrzany.
3. Opis PR powinien zawierać numer zgłoszenia, np. `Closes #214`.
4. Możesz dołączyć zrzuty ekranu, jeśli zmiana dotyczy interfejsu.

Każdy PR wymaga akceptacji co najmniej 2 opiekunów. Zwykle odpowiadamy w ciągu 3 dni roboczych. Nie scalaj własnych zmian, nawet jeśli masz uprawnienia. Pytania zadawaj na kanale #dev-pomoc.""",
        good=[
            Good(
                "preserve",
                """## Jak zgłaszać zmiany

1. Stwórz gałąź od `main` i nazwij ją według wzoru `fix/krotki-opis` albo `feat/krotki-opis`.
2. Zanim wyślesz zmiany, **musisz** uruchomić `npm run lint` oraz `npm test` – PR-ów z czerwonymi testami nie przeglądamy.
3. W opisie PR powinien znaleźć się numer zgłoszenia, na przykład `Closes #214`.
4. Jeśli zmiana dotyczy interfejsu, możesz dodać zrzuty ekranu.

Każdy PR musi zaakceptować co najmniej 2 opiekunów. Odpowiadamy zwykle w ciągu 3 dni roboczych. Nawet jeśli masz uprawnienia, nie scalaj własnych zmian. Pytania wrzucaj na kanał #dev-pomoc.""",
            ),
            Good(
                "preserve",
                """## Procedura zgłaszania zmian

1. Należy utworzyć gałąź od `main`, nazwaną zgodnie z formatem `fix/krotki-opis` lub `feat/krotki-opis`.
2. Przed przesłaniem zmian **obowiązkowo** uruchom `npm run lint` i `npm test`; pull requesty, w których testy nie przechodzą, nie będą przeglądane.
3. Opis pull requesta powinien zawierać numer zgłoszenia, np. `Closes #214`.
4. W przypadku zmian w interfejsie można załączyć zrzuty ekranu.

Każdy pull request wymaga akceptacji co najmniej 2 opiekunów. Czas odpowiedzi wynosi zwykle do 3 dni roboczych. Scalanie własnych zmian jest niedozwolone, również dla osób posiadających odpowiednie uprawnienia. Pytania prosimy kierować na kanał #dev-pomoc.""",
            ),
            Good(
                "en",
                """## How to submit changes

1. Create a branch from `main` named in the format `fix/krotki-opis` or `feat/krotki-opis`.
2. Before pushing your changes, you **must** run `npm run lint` and `npm test`; a PR with failing tests will not be reviewed.
3. The PR description should include the issue number, e.g. `Closes #214`.
4. You may attach screenshots if the change affects the interface.

Every PR needs approval from at least 2 maintainers. We usually respond within 3 working days. Do not merge your own changes, even if you have the permissions. Ask questions on the #dev-pomoc channel.""",
            ),
        ],
        bad=[
            Slip(0, [("`npm run lint`", "`npm lint`")], "code"),
            Slip(2, [("you **must** run", "you must run")], "markdown"),
            Slip(
                1,
                [("Opis pull requesta powinien zawierać", "Opis pull requesta musi zawierać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-migracja-sdk-v3",
        source="""# Migracja do wersji 3.0

Wersja 3.0 biblioteki `pogoda-sdk` zostanie wydana 15 stycznia 2025 r. Wsparcie dla gałęzi 2.x potrwa do 30 czerwca 2025 r.; później nie będziemy publikować poprawek bezpieczeństwa.

### Najważniejsze zmiany
- Funkcja `getForecast()` zwraca teraz obiekt `Promise` i **wymaga** użycia `await`.
- Parametr `units` jest opcjonalny; domyślnie przyjmuje wartość `"metric"`.
- Usunięto klasę `LegacyClient`.

Większość projektów powinna przejść migrację bez zmian w konfiguracji, ale zalecamy najpierw uruchomić `npx pogoda-sdk migrate --dry-run`.""",
        good=[
            Good(
                "preserve",
                """# Migracja do wersji 3.0

Premiera wersji 3.0 biblioteki `pogoda-sdk` nastąpi 15 stycznia 2025 r. Gałąź 2.x będzie wspierana do 30 czerwca 2025 r. – po tym terminie przestaniemy wydawać dla niej poprawki bezpieczeństwa.

### Najważniejsze zmiany
- `getForecast()` zwraca teraz obiekt `Promise`, więc **trzeba** wywoływać ją z `await`.
- Parametr `units` nie jest obowiązkowy – jego wartość domyślna to `"metric"`.
- Klasa `LegacyClient` została usunięta.

W większości projektów migracja powinna obyć się bez zmian w konfiguracji, mimo to zalecamy zacząć od uruchomienia `npx pogoda-sdk migrate --dry-run`.""",
            ),
            Good(
                "preserve",
                """# Migracja do wersji 3.0

15 stycznia 2025 r. wydamy wersję 3.0 biblioteki `pogoda-sdk`. Gałąź 2.x wspieramy do 30 czerwca 2025 r.; potem nie będzie już dla niej poprawek bezpieczeństwa.

### Najważniejsze zmiany
- Od teraz `getForecast()` zwraca obiekt `Promise`, co **wymaga** użycia `await`.
- Parametru `units` nie musisz podawać; jeśli go pominiesz, przyjmie wartość `"metric"`.
- Klasy `LegacyClient` już nie ma.

Większość projektów powinna przejść migrację bez żadnych zmian w konfiguracji. Mimo to zalecamy, by najpierw uruchomić `npx pogoda-sdk migrate --dry-run`.""",
            ),
            Good(
                "en",
                """# Migrating to version 3.0

Version 3.0 of the `pogoda-sdk` library will be released on 15 January 2025. Support for the 2.x branch will last until 30 June 2025; after that we will not publish security fixes.

### Key changes
- `getForecast()` now returns a `Promise` object and **requires** the use of `await`.
- The `units` parameter is optional; it defaults to `"metric"`.
- The `LegacyClient` class has been removed.

Most projects should be able to migrate without configuration changes, but we recommend running `npx pogoda-sdk migrate --dry-run` first.""",
            ),
        ],
        bad=[
            Slip(2, [("`npx pogoda-sdk migrate --dry-run`", "`npx pogoda-sdk migrate`")], "code"),
            Slip(1, [("### Najważniejsze zmiany", "Najważniejsze zmiany:")], "markdown"),
            Slip(0, [("do 30 czerwca 2025 r.", "do 30 września 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-cron",
        source="Instrukcja dla administratorów pracowni: kopia zapasowa katalogu `/srv/dane` wykonywana jest automatycznie codziennie o 2:15 przez zadanie `cron` uruchamiające skrypt `backup.sh`. Archiwa przechowujemy przez 30 dni, a kopie z pierwszego dnia miesiąca przez 12 miesięcy. Nie należy ręcznie usuwać plików z katalogu `/mnt/kopie`, ponieważ może to uszkodzić łańcuch kopii przyrostowych. Przed aktualizacją systemu sprawdź, czy ostatnie zadanie zakończyło się poprawnie: polecenie `tail -n 20 /var/log/backup.log` powinno pokazać komunikat `OK`. Pełne odtworzenie danych trwa zwykle od 40 do 60 minut. W razie błędów pisz na admin@lab-fizyki.edu.pl.",
        good=[
            Good(
                "preserve",
                "Dla administratorów pracowni: katalog `/srv/dane` jest codziennie o 2:15 automatycznie kopiowany przez skrypt `backup.sh`, który uruchamia zadanie `cron`. Archiwa trzymamy 30 dni, a kopie z pierwszego dnia każdego miesiąca – 12 miesięcy. Nie usuwaj ręcznie plików z katalogu `/mnt/kopie`, bo może to uszkodzić łańcuch kopii przyrostowych. Zanim zaktualizujesz system, upewnij się, że ostatnie zadanie zakończyło się poprawnie: po wpisaniu `tail -n 20 /var/log/backup.log` powinien pojawić się komunikat `OK`. Pełne odtworzenie danych zajmuje zwykle 40–60 minut. W razie błędów pisz na admin@lab-fizyki.edu.pl.",
            ),
            Good(
                "preserve",
                "Instrukcja dla administratorów pracowni. Kopia zapasowa katalogu `/srv/dane` tworzona jest automatycznie każdego dnia o godz. 2:15 przez zadanie `cron`, które uruchamia skrypt `backup.sh`. Okres przechowywania archiwów wynosi 30 dni, a kopii wykonanych pierwszego dnia miesiąca – 12 miesięcy. Nie należy ręcznie usuwać plików z katalogu `/mnt/kopie`, gdyż może to doprowadzić do uszkodzenia łańcucha kopii przyrostowych. Przed aktualizacją systemu należy zweryfikować, czy ostatnie zadanie zakończyło się poprawnie – wynik polecenia `tail -n 20 /var/log/backup.log` powinien zawierać komunikat `OK`. Pełne odtworzenie danych trwa zazwyczaj 40–60 minut. Błędy prosimy zgłaszać na adres admin@lab-fizyki.edu.pl.",
            ),
            Good(
                "en",
                "Instructions for lab administrators: the `/srv/dane` directory is backed up automatically every day at 2:15 by a `cron` job that runs the `backup.sh` script. Archives are kept for 30 days, and copies from the first day of each month for 12 months. Do not delete files from the `/mnt/kopie` directory manually, as this may break the chain of incremental backups. Before updating the system, check that the last job completed successfully: the command `tail -n 20 /var/log/backup.log` should show the message `OK`. A full data restore usually takes 40 to 60 minutes. If you run into errors, write to admin@lab-fizyki.edu.pl.",
            ),
        ],
        bad=[
            Slip(1, [("wynosi 30 dni", "wynosi 14 dni")], "number"),
            Slip(
                2,
                [
                    (
                        "Do not delete files from the `/mnt/kopie` directory manually, as this may break",
                        "You can delete files from the `/mnt/kopie` directory manually, but this may break",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Archiwa trzymamy 30 dni,",
                        "Archiwa trzymamy 30 dni na zaszyfrowanym dysku w serwerowni budynku C,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sad-biuro-obslugi-interesantow",
        source="Sąd Rejonowy w Kutnie informuje, że Biuro Obsługi Interesantów przyjmuje strony od poniedziałku do piątku w godz. 8:00–15:30, a w środy do 18:00. Przeglądanie akt sprawy jest możliwe wyłącznie po wcześniejszym umówieniu terminu, co najmniej 3 dni robocze przed wizytą. Zgodnie z § 41 ust. 1 Regulaminu urzędowania sądów powszechnych akta udostępnia się w czytelni pod nadzorem pracownika. Nie wolno wynosić akt poza czytelnię. Fotografowanie akt własnym aparatem jest dozwolone, jeżeli przewodniczący wydziału nie postanowi inaczej. Osoby wchodzące do budynku podlegają kontroli bezpieczeństwa, która może potrwać kilka minut.",
        good=[
            Good(
                "preserve",
                "Biuro Obsługi Interesantów Sądu Rejonowego w Kutnie przyjmuje strony od poniedziałku do piątku w godz. 8:00–15:30, a w środy – do 18:00. Akta sprawy można przeglądać tylko po wcześniejszym umówieniu terminu, najpóźniej 3 dni robocze przed wizytą. Zgodnie z § 41 ust. 1 Regulaminu urzędowania sądów powszechnych akta są udostępniane w czytelni pod nadzorem pracownika. Akt nie wolno wynosić poza czytelnię. Można je fotografować własnym aparatem, chyba że przewodniczący wydziału postanowi inaczej. Każdy, kto wchodzi do budynku, przechodzi kontrolę bezpieczeństwa – może ona potrwać kilka minut.",
            ),
            Good(
                "preserve",
                "Sąd Rejonowy w Kutnie uprzejmie informuje, iż Biuro Obsługi Interesantów przyjmuje strony od poniedziałku do piątku w godzinach 8:00–15:30, natomiast w środy do godz. 18:00. Przeglądanie akt sprawy wymaga uprzedniego umówienia terminu z wyprzedzeniem co najmniej 3 dni roboczych. Stosownie do § 41 ust. 1 Regulaminu urzędowania sądów powszechnych akta udostępniane są w czytelni, pod nadzorem pracownika. Obowiązuje zakaz wynoszenia akt poza czytelnię. Dopuszcza się fotografowanie akt przy użyciu własnego aparatu, o ile przewodniczący wydziału nie postanowi inaczej. Wszystkie osoby wchodzące do budynku poddawane są kontroli bezpieczeństwa, której przeprowadzenie może potrwać kilka minut.",
            ),
            Good(
                "en",
                "The District Court in Kutno informs that its Customer Service Office receives parties from Monday to Friday, 8:00–15:30, and until 18:00 on Wednesdays. Case files may be inspected only by appointment made at least 3 working days before the visit. Pursuant to § 41(1) of the Rules of Procedure of Common Courts, files are made available in the reading room under the supervision of a staff member. Files must not be taken out of the reading room. Photographing the files with your own camera is permitted unless the head of the division decides otherwise. Everyone entering the building is subject to a security check, which may take a few minutes.",
            ),
        ],
        bad=[
            Slip(2, [("§ 41(1)", "§ 14(1)")], "legal_reference"),
            Slip(0, [("a w środy – do 18:00", "a w czwartki – do 18:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Obowiązuje zakaz wynoszenia akt poza czytelnię.",
                        "Dopuszcza się wynoszenie akt poza czytelnię.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szkody-bobry-odszkodowanie",
        source="Regionalna Dyrekcja Ochrony Środowiska w Olsztynie przypomina, że na podstawie art. 126 ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody Skarb Państwa odpowiada za szkody wyrządzone przez bobry. Wniosek o oszacowanie szkody należy złożyć w ciągu 7 dni od jej stwierdzenia. Oględzin dokonuje się w terminie 7 dni od dnia zgłoszenia. Wypłata następuje zwykle w ciągu 30 dni od sporządzenia ostatecznego protokołu. Odszkodowanie nie przysługuje, jeżeli poszkodowany nie wyraził zgody na budowę urządzeń zapobiegających szkodom. Właściciel gruntu może samodzielnie usuwać tamy bobrowe wyłącznie po uzyskaniu zezwolenia RDOŚ. Formularz wniosku jest dostępny na stronie https://www.gov.pl/web/rdos-olsztyn.",
        good=[
            Good(
                "preserve",
                "RDOŚ w Olsztynie przypomina: za szkody wyrządzone przez bobry odpowiada Skarb Państwa – tak stanowi art. 126 ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Wniosek o oszacowanie szkody trzeba złożyć w ciągu 7 dni od jej stwierdzenia. Oględziny odbywają się w ciągu 7 dni od zgłoszenia, a pieniądze wypłacane są zwykle w ciągu 30 dni od sporządzenia ostatecznego protokołu. Jeśli poszkodowany nie zgodził się na budowę urządzeń zapobiegających szkodom, odszkodowanie mu nie przysługuje. Tamy bobrowe właściciel gruntu może usuwać sam tylko wtedy, gdy uzyska zezwolenie RDOŚ. Formularz wniosku znajdziesz na https://www.gov.pl/web/rdos-olsztyn.",
            ),
            Good(
                "preserve",
                "Regionalna Dyrekcja Ochrony Środowiska w Olsztynie przypomina, iż zgodnie z art. 126 ust. 1 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody odpowiedzialność za szkody wyrządzone przez bobry ponosi Skarb Państwa. Termin na złożenie wniosku o oszacowanie szkody wynosi 7 dni od dnia jej stwierdzenia. Oględziny przeprowadzane są w ciągu 7 dni od dnia zgłoszenia, natomiast wypłata odszkodowania następuje zazwyczaj w terminie 30 dni od sporządzenia ostatecznego protokołu. Odszkodowanie nie przysługuje poszkodowanemu, który nie wyraził zgody na budowę urządzeń zapobiegających szkodom. Samodzielne usuwanie tam bobrowych przez właściciela gruntu jest dopuszczalne wyłącznie po uzyskaniu zezwolenia RDOŚ. Formularz wniosku udostępniono na stronie https://www.gov.pl/web/rdos-olsztyn.",
            ),
            Good(
                "en",
                "The Regional Directorate for Environmental Protection in Olsztyn reminds you that under Article 126(1) of the Nature Conservation Act of 16 April 2004, the State Treasury is liable for damage caused by beavers. An application for damage assessment must be submitted within 7 days of discovering the damage. The inspection takes place within 7 days of the report, and compensation is usually paid within 30 days of the final report being drawn up. Compensation is not available if the injured party did not consent to the construction of devices preventing damage. A landowner may remove beaver dams on their own only after obtaining a permit from the RDOŚ. The application form is available at https://www.gov.pl/web/rdos-olsztyn.",
            ),
        ],
        bad=[
            Slip(0, [("art. 126 ust. 1", "art. 125 ust. 1")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Termin na złożenie wniosku o oszacowanie szkody wynosi 7 dni",
                        "Termin na złożenie wniosku o oszacowanie szkody wynosi 14 dni",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "An application for damage assessment must be submitted",
                        "An application for damage assessment should be submitted",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sprostowanie-prasowe",
        source="SPROSTOWANIE. W artykule „Remont mostu opóźniony o rok”, opublikowanym w wydaniu z 3 czerwca 2024 r., podaliśmy, że wykonawca, firma Budmost sp. z o.o., otrzymał karę umowną w wysokości 1,2 mln zł. Informacja ta jest nieprawdziwa: inwestor nie nałożył dotąd żadnej kary, a postępowanie w tej sprawie wciąż trwa. Nieprawdą jest również, że prace wstrzymano na wniosek nadzoru budowlanego. Sprostowanie publikujemy na żądanie spółki, na podstawie art. 31a ust. 1 ustawy – Prawo prasowe. Redakcja przeprasza Czytelników i firmę Budmost za wprowadzenie w błąd. Termin zakończenia remontu, według zapewnień inwestora, prawdopodobnie nie ulegnie zmianie i przypada na 30 listopada 2024 r.",
        good=[
            Good(
                "preserve",
                "SPROSTOWANIE. W wydaniu z 3 czerwca 2024 r., w tekście „Remont mostu opóźniony o rok”, napisaliśmy, że wykonawca – Budmost sp. z o.o. – dostał karę umowną w wysokości 1,2 mln zł. To nieprawda: inwestor do tej pory nie nałożył żadnej kary, a postępowanie w tej sprawie jeszcze się nie zakończyło. Nie jest też prawdą, że prace wstrzymano na wniosek nadzoru budowlanego. Sprostowanie zamieszczamy na żądanie spółki, na podstawie art. 31a ust. 1 ustawy – Prawo prasowe. Przepraszamy Czytelników i firmę Budmost za wprowadzenie w błąd. Jak zapewnia inwestor, termin zakończenia remontu – 30 listopada 2024 r. – prawdopodobnie się nie zmieni.",
            ),
            Good(
                "preserve",
                "Sprostowanie. Redakcja informuje, że w artykule pt. „Remont mostu opóźniony o rok”, zamieszczonym w wydaniu z dnia 3 czerwca 2024 r., błędnie podano, iż wykonawca, spółka Budmost sp. z o.o., otrzymał karę umowną w kwocie 1,2 mln zł. W rzeczywistości inwestor dotychczas nie nałożył żadnej kary, a postępowanie w tej sprawie pozostaje w toku. Nieprawdziwa jest także informacja, jakoby prace wstrzymano na wniosek nadzoru budowlanego. Niniejsze sprostowanie publikowane jest na żądanie spółki, w trybie art. 31a ust. 1 ustawy – Prawo prasowe. Redakcja przeprasza Czytelników oraz firmę Budmost za wprowadzenie w błąd. Według zapewnień inwestora termin zakończenia remontu, przypadający na 30 listopada 2024 r., prawdopodobnie nie ulegnie zmianie.",
            ),
            Good(
                "en",
                "CORRECTION. In the article “Bridge repair delayed by a year”, published in the issue of 3 June 2024, we stated that the contractor, Budmost sp. z o.o., had been given a contractual penalty of PLN 1.2 million. This information is untrue: the investor has not imposed any penalty so far, and the proceedings in this matter are still ongoing. It is also untrue that the works were halted at the request of the building supervision authority. We are publishing this correction at the company's request, under Article 31a(1) of the Press Law Act. The editors apologise to our readers and to Budmost for misleading them. According to the investor's assurances, the completion date of the repair, 30 November 2024, will probably not change.",
            ),
        ],
        bad=[
            Slip(1, [("z dnia 3 czerwca 2024 r.", "z dnia 3 lipca 2024 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "It is also untrue that the works were halted",
                        "It is also true that the works were halted",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Przepraszamy Czytelników i firmę Budmost za wprowadzenie w błąd.",
                        "Przepraszamy Czytelników i firmę Budmost za wprowadzenie w błąd, a autor tekstu został odsunięty od tematu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-oplata-targowa-uchwala",
        source="""Na podstawie art. 15 ust. 1 i art. 19 pkt 1 lit. a ustawy z dnia 12 stycznia 1991 r. o podatkach i opłatach lokalnych Rada Gminy Sulejów uchwala, co następuje:
§ 1. Wprowadza się opłatę targową pobieraną od osób dokonujących sprzedaży na targowiskach na terenie gminy.
§ 2. Dzienna stawka opłaty wynosi 25 zł za stanowisko do 6 m², a za każdy kolejny rozpoczęty m² – 3 zł.
§ 3. Opłatę pobiera się w drodze inkasa; inkasent jest obowiązany wydać pokwitowanie.
§ 4. Rolnicy sprzedający wyłącznie własne płody rolne mogą zostać zwolnieni z opłaty na wniosek.
§ 5. Uchwała wchodzi w życie po upływie 14 dni od dnia ogłoszenia w Dzienniku Urzędowym Województwa Łódzkiego.""",
        good=[
            Good(
                "preserve",
                """Rada Gminy Sulejów, działając na podstawie art. 15 ust. 1 i art. 19 pkt 1 lit. a ustawy z dnia 12 stycznia 1991 r. o podatkach i opłatach lokalnych, postanawia:
§ 1. Wprowadza się opłatę targową, którą płacą osoby sprzedające na targowiskach na terenie gminy.
§ 2. Za stanowisko do 6 m² płaci się 25 zł dziennie, a za każdy kolejny rozpoczęty m² dodatkowo 3 zł.
§ 3. Opłatę zbiera inkasent, który musi wydać pokwitowanie.
§ 4. Rolnik sprzedający wyłącznie własne płody rolne może zostać zwolniony z opłaty, jeśli złoży wniosek.
§ 5. Uchwała zaczyna obowiązywać po upływie 14 dni od ogłoszenia w Dzienniku Urzędowym Województwa Łódzkiego.""",
            ),
            Good(
                "preserve",
                "Rada Gminy Sulejów wprowadza opłatę targową dla osób handlujących na targowiskach na terenie gminy. Podstawą uchwały są art. 15 ust. 1 i art. 19 pkt 1 lit. a ustawy z dnia 12 stycznia 1991 r. o podatkach i opłatach lokalnych. Sprzedawcy zapłacą 25 zł dziennie za stanowisko o powierzchni do 6 m² oraz po 3 zł za każdy kolejny rozpoczęty m². Opłatę będzie pobierał inkasent, zobowiązany do wydania pokwitowania. Rolnicy, którzy sprzedają wyłącznie własne płody rolne, mogą na wniosek zostać zwolnieni z opłaty. Uchwała wejdzie w życie po upływie 14 dni od ogłoszenia w Dzienniku Urzędowym Województwa Łódzkiego.",
            ),
            Good(
                "en",
                """Pursuant to Article 15(1) and Article 19(1)(a) of the Act of 12 January 1991 on local taxes and fees, the Sulejów Municipal Council resolves as follows:
§ 1. A market fee is introduced, payable by persons selling at marketplaces within the municipality.
§ 2. The daily rate of the fee is PLN 25 for a stall of up to 6 m², plus PLN 3 for each additional square metre or part thereof.
§ 3. The fee is collected by a collector, who is obliged to issue a receipt.
§ 4. Farmers selling exclusively their own agricultural produce may be exempted from the fee upon application.
§ 5. This resolution enters into force 14 days after its publication in the Official Journal of the Łódź Voivodeship.""",
            ),
        ],
        bad=[
            Slip(1, [("po 3 zł za każdy kolejny", "po 5 zł za każdy kolejny")], "number"),
            Slip(2, [("who is obliged to issue a receipt", "who may issue a receipt")], "modality"),
            Bad(
                "en",
                """Na podstawie art. 15 ust. 1 oraz art. 19 pkt 1 lit. a ustawy z dnia 12 stycznia 1991 r. o podatkach i opłatach lokalnych Rada Gminy Sulejów uchwala:
§ 1. Wprowadza się opłatę targową od osób prowadzących sprzedaż na targowiskach położonych na terenie gminy.
§ 2. Stawka dzienna wynosi 25 zł za stanowisko o powierzchni do 6 m² oraz 3 zł za każdy następny rozpoczęty m².
§ 3. Opłata jest pobierana w drodze inkasa, a inkasent ma obowiązek wydać pokwitowanie.
§ 4. Rolników sprzedających wyłącznie własne płody rolne można na ich wniosek zwolnić z opłaty.
§ 5. Uchwała wchodzi w życie po 14 dniach od ogłoszenia w Dzienniku Urzędowym Województwa Łódzkiego.""",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-lakier-do-parkietu",
        source="Lakier poliuretanowy do parkietu Drewnolak Satyna – sposób użycia. Przed malowaniem podłogę należy oszlifować i dokładnie odkurzyć. Lakier nakładaj wałkiem lub pędzlem w temperaturze 15–25°C, cienkimi warstwami. Zalecane są 3 warstwy; kolejną można nakładać po 4 godzinach. Pełną twardość powłoka osiąga zwykle po 7 dniach, dlatego w tym czasie nie kładź dywanów. Wydajność wynosi do 12 m² z litra przy jednej warstwie. Produkt może powodować reakcję alergiczną skóry – podczas pracy stosuj rękawice ochronne i zapewnij dobrą wentylację. Nie wylewać resztek do kanalizacji. Opakowanie 2,5 l.",
        good=[
            Good(
                "preserve",
                "Drewnolak Satyna, poliuretanowy lakier do parkietu – jak go używać? Najpierw podłogę trzeba oszlifować i porządnie odkurzyć. Lakier nakładaj cienko, wałkiem albo pędzlem, przy temperaturze od 15 do 25°C. Najlepiej położyć 3 warstwy – każdą następną możesz nałożyć po 4 godzinach. Powłoka zwykle twardnieje w pełni po tygodniu, więc przez ten czas nie rozkładaj dywanów. Litr wystarcza na maksymalnie 12 m² przy jednej warstwie. Produkt może wywołać reakcję alergiczną skóry, dlatego pracuj w rękawicach ochronnych i dobrze wietrz pomieszczenie. Resztek nie wylewaj do kanalizacji. Pojemność opakowania: 2,5 l.",
            ),
            Good(
                "preserve",
                "Drewnolak Satyna – poliuretanowy lakier do parkietów. Sposób użycia: przed aplikacją powierzchnię podłogi należy oszlifować i starannie odkurzyć. Lakier nanosić cienkimi warstwami za pomocą wałka lub pędzla w temperaturze 15–25°C. Zaleca się wykonanie 3 warstw, przy czym kolejną warstwę można nakładać po upływie 4 godzin. Powłoka uzyskuje pełną twardość zazwyczaj po 7 dniach; w tym okresie nie należy układać dywanów. Wydajność: do 12 m²/l przy jednokrotnym malowaniu. Produkt może powodować reakcję alergiczną skóry. Podczas pracy stosować rękawice ochronne i zapewnić dobrą wentylację. Resztek produktu nie wylewać do kanalizacji. Pojemność: 2,5 l.",
            ),
            Good(
                "en",
                "Drewnolak Satyna polyurethane parquet varnish – directions for use. Before varnishing, the floor must be sanded and thoroughly vacuumed. Apply the varnish in thin coats with a roller or brush at a temperature of 15–25°C. 3 coats are recommended; the next coat can be applied after 4 hours. The coating usually reaches full hardness after 7 days, so do not lay rugs during this time. Coverage is up to 12 m² per litre for a single coat. The product may cause an allergic skin reaction – wear protective gloves while working and ensure good ventilation. Do not pour leftovers down the drain. Package size: 2.5 l.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Produkt może powodować reakcję alergiczną skóry.",
                        "Produkt powoduje reakcję alergiczną skóry.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("after 4 hours", "after 2 hours")], "number"),
            Slip(0, [("Najlepiej położyć 3 warstwy", "Trzeba położyć 3 warstwy")], "modality"),
        ],
    ),
    Case(
        key="pl-krople-do-oczu-ulotka",
        source="Hialoftal 0,2% – krople nawilżające do oczu. Wskazania: uczucie suchości i pieczenia oczu, np. po długiej pracy przy komputerze. Dawkowanie: 1–2 krople do każdego oka 3–4 razy na dobę lub w razie potrzeby. Krople można stosować z soczewkami kontaktowymi, ponieważ nie zawierają konserwantów. Po otwarciu butelkę należy zużyć w ciągu 90 dni. Nie dotykać końcówką zakraplacza oka ani innych powierzchni. Bezpośrednio po zakropleniu może wystąpić krótkotrwałe niewyraźne widzenie; w tym czasie nie należy prowadzić pojazdów. Jeśli objawy utrzymują się dłużej niż 7 dni, skonsultuj się z lekarzem lub farmaceutą. Wyrób medyczny. Przechowywać w temperaturze do 25°C.",
        good=[
            Good(
                "preserve",
                "Hialoftal 0,2% to nawilżające krople do oczu. Stosuje się je, gdy oczy są suche i pieką – na przykład po wielu godzinach przy komputerze. Wkrapiaj 1–2 krople do każdego oka 3–4 razy na dobę albo wtedy, gdy tego potrzebujesz. Nie zawierają konserwantów, więc możesz ich używać razem z soczewkami kontaktowymi. Otwartą butelkę zużyj w ciągu 90 dni. Uważaj, żeby końcówka zakraplacza nie dotykała oka ani żadnych innych powierzchni. Tuż po zakropleniu może się pojawić krótkotrwałe niewyraźne widzenie – wtedy nie prowadź pojazdów. Jeżeli objawy utrzymują się ponad 7 dni, porozmawiaj z lekarzem albo farmaceutą. To wyrób medyczny. Przechowuj go w temperaturze do 25°C.",
            ),
            Good(
                "preserve",
                "Hialoftal 0,2%, krople nawilżające do oczu. Wskazania: suchość i pieczenie oczu, występujące np. po długotrwałej pracy przy komputerze. Dawkowanie: 3–4 razy na dobę lub w razie potrzeby po 1–2 krople do każdego oka. Ze względu na brak konserwantów produkt może być stosowany z soczewkami kontaktowymi. Butelkę należy zużyć w ciągu 90 dni od otwarcia. Unikać kontaktu końcówki zakraplacza z okiem i innymi powierzchniami. Bezpośrednio po podaniu może wystąpić przejściowe niewyraźne widzenie – w tym czasie nie należy prowadzić pojazdów. W przypadku utrzymywania się objawów dłużej niż 7 dni należy skonsultować się z lekarzem lub farmaceutą. Wyrób medyczny. Przechowywać w temperaturze nieprzekraczającej 25°C.",
            ),
            Good(
                "en",
                "Hialoftal 0.2% – moisturising eye drops. Indications: dry, burning eyes, e.g. after long hours of computer work. Dosage: 1–2 drops in each eye 3–4 times a day or as needed. The drops can be used with contact lenses, as they contain no preservatives. Once opened, the bottle must be used within 90 days. Do not touch the eye or any other surface with the dropper tip. Brief blurred vision may occur immediately after application; do not drive during this time. If symptoms persist for more than 7 days, consult a doctor or pharmacist. Medical device. Store at up to 25°C.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Brief blurred vision may occur immediately",
                        "Brief blurred vision occurs immediately",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("Nie zawierają konserwantów, więc możesz", "Zawierają konserwanty, ale możesz")],
                "negation",
            ),
            Slip(
                1, [("Wyrób medyczny.", "Wyrób medyczny refundowany przez NFZ.")], "invented_fact"
            ),
        ],
    ),
    Case(
        key="pl-mail-podwyzka-pakietu-tv",
        source="""Dzień dobry,
informujemy, że od 1 lutego 2025 r. miesięczna opłata za pakiet TV Komfort wzrośnie z 59,99 zł do 64,99 zł. Zmiana wynika ze wzrostu kosztów licencji programowych. Jeśli nie akceptujesz nowej ceny, możesz wypowiedzieć umowę bez ponoszenia opłat do dnia wejścia zmiany w życie – w takim przypadku nie musisz zwracać ulgi promocyjnej. Wypowiedzenie należy złożyć w formie pisemnej lub przez formularz na stronie https://moje.kablonet.pl/wypowiedzenie. Jeżeli nic nie zrobisz, umowa będzie kontynuowana na nowych warunkach. Szczegóły znajdziesz w zaktualizowanym cenniku, a w razie pytań napisz na bok@kablonet.pl.
Pozdrawiamy,
Zespół Kablonet""",
        good=[
            Good(
                "preserve",
                """Szanowni Państwo,
uprzejmie informujemy, że z dniem 1 lutego 2025 r. miesięczna opłata za pakiet TV Komfort zostanie podwyższona z 59,99 zł do 64,99 zł. Przyczyną zmiany jest wzrost kosztów licencji programowych. W przypadku braku akceptacji nowej ceny mogą Państwo wypowiedzieć umowę bez żadnych opłat do dnia wejścia zmiany w życie; nie będzie wówczas konieczny zwrot ulgi promocyjnej. Wypowiedzenie należy złożyć pisemnie lub za pośrednictwem formularza dostępnego pod adresem https://moje.kablonet.pl/wypowiedzenie. W razie braku działań z Państwa strony umowa będzie kontynuowana na nowych warunkach. Szczegóły zawiera zaktualizowany cennik, a pytania prosimy kierować na adres bok@kablonet.pl.
Z wyrazami szacunku
Zespół Kablonet""",
            ),
            Good(
                "preserve",
                """Cześć!
Od 1 lutego 2025 r. pakiet TV Komfort będzie kosztował 64,99 zł miesięcznie zamiast dotychczasowych 59,99 zł – podrożały licencje na programy. Nowa cena Ci nie pasuje? Do dnia, w którym zmiana wejdzie w życie, możesz wypowiedzieć umowę bez żadnych opłat i nie musisz wtedy oddawać ulgi promocyjnej. Wypowiedzenie trzeba złożyć na piśmie albo przez formularz: https://moje.kablonet.pl/wypowiedzenie. Jeśli nic nie zrobisz, umowa będzie trwać dalej na nowych warunkach. Wszystkie szczegóły są w zaktualizowanym cenniku, a jeśli masz pytania, napisz do nas: bok@kablonet.pl.
Pozdrawiamy,
Zespół Kablonet""",
            ),
            Good(
                "en",
                """Hello,
We would like to let you know that from 1 February 2025 the monthly fee for the TV Komfort package will increase from PLN 59.99 to PLN 64.99. The change is due to rising programme licensing costs. If you do not accept the new price, you may terminate your contract free of charge until the date the change takes effect – in that case, you will not have to repay the promotional discount. Notice of termination must be submitted in writing or via the form at https://moje.kablonet.pl/wypowiedzenie. If you do nothing, your contract will continue under the new terms. You will find the details in the updated price list, and if you have any questions, write to bok@kablonet.pl.
Best regards,
The Kablonet Team""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://moje.kablonet.pl/wypowiedzenie", "https://kablonet.pl/wypowiedzenie")],
                "url",
            ),
            Slip(0, [("z 59,99 zł do 64,99 zł", "z 59,99 zł do 69,99 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "you may terminate your contract free of charge",
                        "you must terminate your contract free of charge",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-latarnia-morska-zwiedzanie",
        source="Latarnia Morska Stilo udostępniona jest dla zwiedzających od 1 maja do 30 września, codziennie w godz. 10:00–18:00. Na szczyt prowadzi 139 stopni, dlatego wejście nie jest zalecane osobom z chorobami serca. Dzieci do lat 7 mogą wchodzić wyłącznie pod opieką dorosłych. Na galerii widokowej może przebywać jednocześnie najwyżej 12 osób. Przy silnym wietrze galeria może zostać zamknięta bez zwrotu kosztów biletu. Bilety kupisz na miejscu lub przez stronę https://latarnie.pl/stilo; płatność kartą jest możliwa tylko online. Zabronione jest wnoszenie na wieżę dużych plecaków i wózków.",
        good=[
            Good(
                "preserve",
                "Latarnię Morską Stilo możesz zwiedzać od 1 maja do 30 września, codziennie od 10:00 do 18:00. Na górę prowadzi 139 stopni, więc osobom z chorobami serca nie zalecamy wchodzenia. Dzieci do lat 7 wejdą tylko z dorosłym opiekunem. Na galerii widokowej może być jednocześnie najwyżej 12 osób. Gdy mocno wieje, galeria może zostać zamknięta – koszt biletu nie jest wtedy zwracany. Bilet kupisz na miejscu albo na https://latarnie.pl/stilo; kartą zapłacisz tylko online. Dużych plecaków i wózków nie wolno wnosić na wieżę.",
            ),
            Good(
                "preserve",
                "Latarnia Morska Stilo jest dostępna dla zwiedzających w okresie od 1 maja do 30 września, codziennie w godzinach 10:00–18:00. Ze względu na 139 stopni prowadzących na szczyt wejście nie jest zalecane osobom cierpiącym na choroby serca. Dzieci do lat 7 mogą wchodzić wyłącznie pod opieką osób dorosłych. Jednocześnie na galerii widokowej może przebywać maksymalnie 12 osób. W przypadku silnego wiatru galeria może zostać zamknięta, a koszt biletu nie podlega zwrotowi. Bilety są sprzedawane na miejscu oraz na stronie https://latarnie.pl/stilo; płatność kartą jest możliwa wyłącznie przy zakupie online. Obowiązuje zakaz wnoszenia na wieżę dużych plecaków i wózków.",
            ),
            Good(
                "en",
                "Stilo Lighthouse is open to visitors from 1 May to 30 September, daily from 10:00 to 18:00. There are 139 steps to the top, so the climb is not recommended for people with heart conditions. Children up to the age of 7 may enter only under adult supervision. No more than 12 people may be on the viewing gallery at the same time. In strong winds, the gallery may be closed without a ticket refund. You can buy tickets on site or at https://latarnie.pl/stilo; card payment is only possible online. Large backpacks and pushchairs may not be taken up the tower.",
            ),
        ],
        bad=[
            Slip(2, [("https://latarnie.pl/stilo", "https://latarnia-stilo.pl")], "url"),
            Slip(
                0,
                [
                    (
                        "Dużych plecaków i wózków nie wolno wnosić na wieżę.",
                        "Duże plecaki i wózki można wnosić na wieżę.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "może przebywać maksymalnie 12 osób.",
                        "może przebywać maksymalnie 12 osób, a czas pobytu ograniczono do 10 minut.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-teznia-solankowa-otwarcie",
        source="W sobotę 25 maja 2024 r. w parku miejskim w Grodzisku otwarto tężnię solankową o wysokości 9 metrów. Budowa kosztowała 2,8 mln zł, z czego 70% pokryło dofinansowanie z programu „Zdrowe Miasto”. Tężnia będzie czynna od kwietnia do października w godz. 9:00–21:00, a wstęp jest bezpłatny. Według lekarzy inhalacje solankowe mogą łagodzić objawy przewlekłych infekcji górnych dróg oddechowych, choć nie zastępują leczenia. Osoby z nadciśnieniem lub nadczynnością tarczycy powinny przed skorzystaniem skonsultować się z lekarzem. Na terenie tężni obowiązuje zakaz palenia, a psy muszą być prowadzone na smyczy. Zaleca się przebywanie przy tężni nie dłużej niż 30 minut jednorazowo.",
        good=[
            Good(
                "preserve",
                "Grodzisk ma tężnię solankową. Dziewięciometrową konstrukcję otwarto w sobotę 25 maja 2024 r. w parku miejskim. Inwestycja kosztowała 2,8 mln zł, a 70% tej kwoty pokryło dofinansowanie z programu „Zdrowe Miasto”. Z tężni będzie można korzystać bezpłatnie od kwietnia do października, w godz. 9:00–21:00. Lekarze wskazują, że inhalacje solankowe mogą łagodzić objawy przewlekłych infekcji górnych dróg oddechowych, ale nie zastępują leczenia. Osoby z nadciśnieniem lub nadczynnością tarczycy powinny przed wizytą skonsultować się z lekarzem. Przy tężni nie wolno palić, a psy muszą być na smyczy. Jednorazowo zaleca się przebywać tam nie dłużej niż 30 minut.",
            ),
            Good(
                "preserve",
                "Mamy nową atrakcję! W sobotę 25 maja 2024 r. w parku miejskim w Grodzisku otwarto tężnię solankową – ma 9 metrów wysokości. Jej budowa kosztowała 2,8 mln zł, z czego 70% pochodziło z dofinansowania z programu „Zdrowe Miasto”. Tężnia będzie czynna od kwietnia do października w godz. 9:00–21:00, a wstęp jest darmowy. Lekarze mówią, że inhalacje solanką mogą łagodzić objawy przewlekłych infekcji górnych dróg oddechowych – pamiętajcie jednak, że nie zastępują leczenia. Jeśli masz nadciśnienie lub nadczynność tarczycy, przed skorzystaniem z tężni powinieneś skonsultować się z lekarzem. Na terenie tężni palenie jest zabronione, a psy trzeba prowadzić na smyczy. Radzimy nie spędzać przy tężni więcej niż 30 minut za jednym razem.",
            ),
            Good(
                "en",
                "On Saturday, 25 May 2024, a 9-metre-high brine graduation tower was opened in the city park in Grodzisk. Construction cost PLN 2.8 million, 70% of which was covered by funding from the “Zdrowe Miasto” programme. The tower will be open from April to October, 9:00–21:00, and admission is free. According to doctors, brine inhalation may relieve symptoms of chronic upper respiratory tract infections, although it does not replace treatment. People with high blood pressure or an overactive thyroid should consult a doctor before using it. Smoking is prohibited on the tower grounds, and dogs must be kept on a lead. It is recommended not to stay at the tower for longer than 30 minutes at a time.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "inhalacje solankowe mogą łagodzić objawy",
                        "inhalacje solankowe łagodzą objawy",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "should consult a doctor before using it",
                        "must consult a doctor before using it",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("a wstęp jest darmowy.", "a wstęp jest darmowy dla mieszkańców Grodziska.")],
                "invented_fact",
            ),
        ],
    ),
]

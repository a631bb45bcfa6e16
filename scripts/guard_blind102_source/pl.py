# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 102: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-glassblowing-studio-saturday-workshops",
        source="Pracownia Szkła Artystycznego „Bańka” zaprasza na otwarte warsztaty dmuchania szkła, które odbywają się w każdą sobotę od 7 czerwca do 30 sierpnia 2025 r., w godzinach 10:00–14:00. Jedna grupa liczy maksymalnie 8 osób, a udział kosztuje 180 zł od osoby; w cenie są materiały oraz jeden wykonany przez uczestnika przedmiot, który odbiera się po 48 godzinach studzenia. Osoby poniżej 16. roku życia nie mogą samodzielnie pracować przy piecu i muszą przyjść z opiekunem. Prosimy o obuwie z zakrytymi palcami i ubrania z naturalnych włókien — syntetyki mogą się topić od żaru. Zapisy przyjmujemy telefonicznie pod numerem 512 334 908.",
        good=[
            Good(
                "preserve",
                "Chcesz spróbować dmuchania szkła? Pracownia Szkła Artystycznego „Bańka” prowadzi otwarte warsztaty w każdą sobotę od 7 czerwca do 30 sierpnia 2025 r., od 10:00 do 14:00. W grupie jest najwyżej 8 osób, a udział kosztuje 180 zł za osobę — w tej kwocie masz materiały i jeden przedmiot, który sam wykonasz; odbierzesz go po 48 godzinach studzenia. Jeśli nie masz jeszcze 16 lat, nie możesz samodzielnie pracować przy piecu i musisz przyjść z opiekunem. Załóż buty z zakrytymi palcami i ubranie z naturalnych włókien, bo syntetyki mogą topić się od żaru. Zapisać się możesz telefonicznie: 512 334 908.",
            ),
            Good(
                "preserve",
                """Otwarte warsztaty dmuchania szkła – Pracownia Szkła Artystycznego „Bańka”

- Termin: soboty od 7.06 do 30.08.2025, godz. 10:00–14:00.
- Grupa: maksymalnie 8 uczestników.
- Koszt: 180 zł/os., w tym materiały i jeden samodzielnie wykonany przedmiot (do odbioru po 48 godzinach studzenia).
- Osoby, które nie ukończyły 16 lat, nie mogą same pracować przy piecu – muszą przyjść z opiekunem.
- Strój: obuwie z zakrytymi palcami, odzież z naturalnych włókien (syntetyki mogą się topić od żaru).
- Zapisy telefoniczne: 512 334 908.""",
            ),
            Good(
                "en",
                "The „Bańka” Art Glass Studio invites you to open glassblowing workshops held every Saturday from 7 June to 30 August 2025, 10 a.m. to 2 p.m. Each group has at most 8 people, and the fee is PLN 180 per person, covering materials and one piece you make yourself, which can be collected after 48 hours of cooling. Participants under 16 may not work at the furnace on their own and must come with a guardian. Please wear closed-toe shoes and clothes made of natural fibres, as synthetics can melt from the heat. Sign-ups are taken by phone at 512 334 908.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie możesz samodzielnie pracować", "możesz samodzielnie pracować")],
                "negation",
            ),
            Slip(2, [("at most 8 people", "at most 10 people")], "number"),
            Slip(1, [("od 7.06 do", "od 14.06 do")], "date"),
        ],
    ),
    Case(
        key="pl-bus-lost-property-office-rules",
        source="Biuro Rzeczy Znalezionych MPK mieści się przy ul. Wielickiej 12 (parter, pokój 4) i jest czynne od poniedziałku do piątku w godz. 8:00–15:00. Przedmioty pozostawione w autobusach trafiają do biura zwykle w ciągu 2 dni roboczych. Aby odebrać zgubę, należy okazać dokument tożsamości i opisać przedmiot na tyle dokładnie, by nie budziło wątpliwości, że należy do Państwa. Rzeczy nieodebrane przechowujemy przez 2 lata, a następnie przekazujemy je Staroście. Wyszukiwarkę zgłoszonych przedmiotów znajdą Państwo na stronie www.mpk.tarnow.pl/rzeczy-znalezione, a pytania można przesyłać na adres rzeczy@mpk.tarnow.pl. Biuro nie udziela informacji telefonicznie.",
        good=[
            Good(
                "preserve",
                "Zgubiłeś coś w autobusie? Takie przedmioty zwykle w ciągu 2 dni roboczych trafiają do Biura Rzeczy Znalezionych MPK przy ul. Wielickiej 12 (parter, pokój 4). Biuro działa od poniedziałku do piątku, od 8:00 do 15:00. Przy odbiorze trzeba pokazać dokument tożsamości i opisać przedmiot tak dokładnie, żeby nie było wątpliwości, że jest Twój. Listę zgłoszonych rzeczy sprawdzisz w wyszukiwarce na www.mpk.tarnow.pl/rzeczy-znalezione, a pytania możesz wysłać na rzeczy@mpk.tarnow.pl — informacji telefonicznych biuro nie udziela. Nieodebrane rzeczy są przechowywane przez 2 lata, potem przekazuje się je Staroście.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że Biuro Rzeczy Znalezionych MPK (ul. Wielicka 12, parter, pokój 4) przyjmuje interesantów od poniedziałku do piątku w godzinach 8:00–15:00. Przedmioty pozostawione w autobusach są do niego dostarczane na ogół w ciągu 2 dni roboczych. Warunkiem wydania rzeczy jest okazanie dokumentu tożsamości oraz opisanie jej na tyle szczegółowo, aby jej przynależność do Państwa nie budziła wątpliwości. Okres przechowywania rzeczy nieodebranych wynosi 2 lata; po jego upływie są one przekazywane Staroście. Wykaz zgłoszonych przedmiotów jest dostępny w wyszukiwarce pod adresem www.mpk.tarnow.pl/rzeczy-znalezione. Zapytania można kierować na adres rzeczy@mpk.tarnow.pl, natomiast informacji telefonicznych biuro nie udziela.",
            ),
            Good(
                "en",
                "The MPK Lost Property Office is at ul. Wielicka 12 (ground floor, room 4) and is open Monday to Friday, 8:00 to 15:00. Items left on buses usually reach the office within 2 working days. To collect your item, you must show an identity document and describe the item in enough detail that there is no doubt it belongs to you. Unclaimed items are kept for 2 years and then handed over to the Starost. You can search the reported items at www.mpk.tarnow.pl/rzeczy-znalezione and send questions to rzeczy@mpk.tarnow.pl. The office does not give out information by phone.",
            ),
        ],
        bad=[
            Slip(2, [("www.mpk.tarnow.pl/rzeczy-znalezione", "www.mpk.tarnow.pl/zgubione")], "url"),
            Slip(0, [("Przy odbiorze trzeba pokazać", "Przy odbiorze warto pokazać")], "modality"),
            Slip(1, [("wynosi 2 lata", "wynosi 1 rok")], "date"),
        ],
    ),
    Case(
        key="pl-astronomy-club-telescope-loan-rules",
        source="""## Wypożyczanie teleskopów

Członkowie Klubu Miłośników Astronomii „Orion” mogą wypożyczać sprzęt klubowy na zasadach opisanych poniżej.

- Okres wypożyczenia wynosi maksymalnie 14 dni; przedłużenie jest możliwe raz, o kolejne 7 dni.
- Kaucja za teleskop Dobsona 8 cali to 600 zł, za refraktor 80 mm — 300 zł.
- Sprzętu nie wolno pożyczać osobom spoza klubu.
- Zwrot następuje podczas czwartkowych spotkań (od 18:30) w sali 112.

Rezerwacji dokonuje się przez [formularz online](https://orion-astro.pl/wypozyczalnia). Uszkodzenia należy zgłosić przy zwrocie; drobne zarysowania tubusu nie są traktowane jako szkoda.""",
        good=[
            Good(
                "preserve",
                """## Wypożyczanie teleskopów

Jeśli należysz do Klubu Miłośników Astronomii „Orion”, możesz wypożyczyć klubowy sprzęt. Obowiązują następujące zasady:

- Sprzęt wypożyczasz na najwyżej 14 dni; okres ten można przedłużyć tylko raz, o kolejne 7 dni.
- Kaucja wynosi 600 zł za teleskop Dobsona 8 cali i 300 zł za refraktor 80 mm.
- Nie wolno pożyczać sprzętu osobom spoza klubu.
- Sprzęt oddajesz na czwartkowych spotkaniach (od 18:30) w sali 112.

Zarezerwujesz go przez [formularz online](https://orion-astro.pl/wypozyczalnia). Ewentualne uszkodzenia trzeba zgłosić przy zwrocie, ale drobne rysy na tubusie nie są uznawane za szkodę.""",
            ),
            Good(
                "preserve",
                """## Zasady wypożyczania teleskopów

Klubowy sprzęt mogą wypożyczać członkowie Klubu Miłośników Astronomii „Orion”. Maksymalny okres wypożyczenia to 14 dni, z możliwością jednorazowego przedłużenia o 7 dni. Za teleskop Dobsona 8 cali pobieramy kaucję w wysokości 600 zł, za refraktor 80 mm — 300 zł. Pożyczanie sprzętu osobom spoza klubu jest zabronione. Zwroty przyjmujemy w czwartki podczas spotkań, od 18:30, w sali 112, i właśnie wtedy należy zgłosić ewentualne uszkodzenia (drobne zarysowania tubusu nie są traktowane jako szkoda). Rezerwacje przyjmujemy przez [formularz online](https://orion-astro.pl/wypozyczalnia).""",
            ),
            Good(
                "en",
                """## Telescope loans

Members of the „Orion” Amateur Astronomy Club may borrow club equipment under the rules below.

- The loan period is at most 14 days; it can be extended once, by another 7 days.
- The deposit is PLN 600 for the 8-inch Dobsonian telescope and PLN 300 for the 80 mm refractor.
- Equipment must not be lent to people outside the club.
- Returns take place at the Thursday meetings (from 6:30 p.m.) in room 112.

Bookings are made through the [online form](https://orion-astro.pl/wypozyczalnia). Any damage must be reported on return; minor scratches on the tube are not treated as damage.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "300 zł za refraktor 80 mm.\n- Nie wolno",
                        "300 zł za refraktor 80 mm. Nie wolno",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "(drobne zarysowania tubusu nie są traktowane jako szkoda)",
                        "(drobne zarysowania tubusu też są traktowane jako szkoda)",
                    )
                ],
                "negation",
            ),
            Slip(2, [("PLN 300 for", "PLN 350 for")], "number"),
        ],
    ),
    Case(
        key="pl-blood-donation-donor-eligibility-criteria",
        source="Krew może oddać osoba w wieku od 18 do 65 lat, ważąca co najmniej 50 kg, która czuje się zdrowa w dniu donacji. Zgodnie z rozporządzeniem Ministra Zdrowia z dnia 11 grudnia 2017 r. w sprawie warunków pobierania krwi od kandydatów na dawców krwi i od dawców krwi (Dz.U. z 2017 r. poz. 2051) po wykonaniu tatuażu lub przekłucia obowiązuje 6-miesięczna dyskwalifikacja. Mężczyźni mogą oddawać krew pełną nie częściej niż 6 razy w roku, kobiety — nie częściej niż 4 razy. Przed badaniem należy zjeść lekki posiłek i wypić około 1,5 litra płynów. Osoby przyjmujące antybiotyki prawdopodobnie zostaną czasowo odsunięte od donacji; ostateczną decyzję zawsze podejmuje lekarz.",
        good=[
            Good(
                "preserve",
                """Kto może oddać krew? Osoba, która:
- ma od 18 do 65 lat,
- waży co najmniej 50 kg,
- w dniu donacji czuje się zdrowa.

Po tatuażu lub przekłuciu obowiązuje 6-miesięczna dyskwalifikacja — tak stanowi rozporządzenie Ministra Zdrowia z dnia 11 grudnia 2017 r. w sprawie warunków pobierania krwi od kandydatów na dawców krwi i od dawców krwi (Dz.U. z 2017 r. poz. 2051). Krew pełną mężczyźni mogą oddawać maksymalnie 6 razy w roku, a kobiety maksymalnie 4 razy. Przed badaniem trzeba zjeść lekki posiłek i wypić mniej więcej 1,5 litra płynów. Jeśli bierzesz antybiotyki, prawdopodobnie zostaniesz czasowo odsunięty od donacji, ale ostatecznie zawsze decyduje lekarz.""",
            ),
            Good(
                "preserve",
                "Dawcą krwi może zostać osoba w wieku od 18 do 65 lat, o masie ciała nie mniejszej niż 50 kg, która w dniu donacji czuje się zdrowa. Przed badaniem należy spożyć lekki posiłek i wypić około 1,5 l płynów. Mężczyźni mogą oddawać krew pełną najwyżej 6 razy w roku, kobiety najwyżej 4 razy. Wykonanie tatuażu lub przekłucia skutkuje 6-miesięczną dyskwalifikacją, co wynika z rozporządzenia Ministra Zdrowia z dnia 11 grudnia 2017 r. w sprawie warunków pobierania krwi od kandydatów na dawców krwi i od dawców krwi (Dz.U. z 2017 r. poz. 2051). Przyjmowanie antybiotyków prawdopodobnie oznacza czasowe odsunięcie od donacji, przy czym ostateczną decyzję zawsze podejmuje lekarz.",
            ),
            Good(
                "en",
                "You can donate blood if you are aged 18 to 65, weigh at least 50 kg and feel healthy on the day of donation. Under the Regulation of the Minister of Health of 11 December 2017 on the conditions for collecting blood from blood donor candidates and blood donors (Journal of Laws of 2017, item 2051), a tattoo or piercing means a 6-month deferral. Men may donate whole blood no more than 6 times a year, women no more than 4 times. Before the examination you need to eat a light meal and drink about 1.5 litres of fluids. People taking antibiotics will probably be temporarily deferred; the final decision is always made by the doctor.",
            ),
        ],
        bad=[
            Slip(1, [("prawdopodobnie oznacza", "oznacza")], "hedge"),
            Slip(
                2,
                [("you need to eat a light meal", "it is a good idea to eat a light meal")],
                "modality",
            ),
            Slip(0, [("poz. 2051", "poz. 2015")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-quarry-blasting-residents-warning-notice",
        source="Szanowni Mieszkańcy, informujemy, że Kopalnia Wapienia „Góra Łysa” będzie prowadzić roboty strzałowe od 3 do 28 marca 2025 r., wyłącznie w dni robocze między 11:00 a 13:00. Każdy odstrzał poprzedzą trzy długie sygnały syreny, a jego zakończenie oznajmi jeden krótki. W tym czasie nie wolno przebywać na terenie oznaczonym tablicami ostrzegawczymi ani wjeżdżać na drogę gminną nr 120315K. Prace prowadzimy na podstawie art. 112 ustawy z dnia 9 czerwca 2011 r. – Prawo geologiczne i górnicze oraz zatwierdzonego planu ruchu zakładu. Pęknięcia tynku lub szyb, które mogą mieć związek z odstrzałami, prosimy zgłaszać pod numer 41 366 20 15.",
        good=[
            Good(
                "preserve",
                """Szanowni Mieszkańcy!

Od 3 do 28 marca 2025 r. w Kopalni Wapienia „Góra Łysa” będą prowadzone roboty strzałowe. Najważniejsze informacje:
- odstrzały odbywają się tylko w dni robocze, w godzinach 11:00–13:00;
- przed każdym odstrzałem usłyszą Państwo trzy długie sygnały syreny, a po jego zakończeniu jeden krótki;
- w tym czasie nie wolno przebywać na terenie oznaczonym tablicami ostrzegawczymi ani wjeżdżać na drogę gminną nr 120315K.

Podstawą prac jest art. 112 ustawy z dnia 9 czerwca 2011 r. – Prawo geologiczne i górnicze oraz zatwierdzony plan ruchu zakładu. Jeśli zauważą Państwo pęknięcia tynku lub szyb, które mogą mieć związek z odstrzałami, prosimy o zgłoszenie pod numerem 41 366 20 15.""",
            ),
            Good(
                "preserve",
                "Kopalnia Wapienia „Góra Łysa” zawiadamia, że w dniach 3–28 marca 2025 r. będzie wykonywać roboty strzałowe – wyłącznie w dni robocze, w godz. 11:00–13:00 – na podstawie art. 112 ustawy z dnia 9 czerwca 2011 r. – Prawo geologiczne i górnicze i zatwierdzonego planu ruchu zakładu. Początek odstrzału sygnalizują trzy długie dźwięki syreny, koniec – jeden krótki. Podczas robót obowiązuje zakaz przebywania na terenie oznaczonym tablicami ostrzegawczymi oraz wjazdu na drogę gminną nr 120315K. Pęknięcia tynku lub szyb, które mogą mieć związek z odstrzałami, prosimy zgłaszać pod nr 41 366 20 15.",
            ),
            Good(
                "en",
                "Dear Residents, please note that the „Góra Łysa” Limestone Mine will carry out blasting work from 3 to 28 March 2025, only on working days between 11:00 and 13:00. Each blast will be preceded by three long siren signals, and its end will be marked by one short signal. During this time you must not stay in the area marked with warning signs or drive onto municipal road no. 120315K. The work is carried out under Article 112 of the Act of 9 June 2011 – Geological and Mining Law and the approved mine operation plan. Please report any cracks in plaster or windows that may be related to the blasting by calling 41 366 20 15.",
            ),
        ],
        bad=[
            Slip(2, [("from 3 to 28 March 2025", "from 3 to 28 May 2025")], "date"),
            Slip(
                0,
                [("nie wolno przebywać", "można przebywać"), ("ani wjeżdżać", "i wjeżdżać")],
                "negation",
            ),
            Slip(1, [("art. 112", "art. 121")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-karting-track-junior-licence-conditions",
        source="Licencję juniorską na torze kartingowym „Apex” może uzyskać kierowca, który ukończył 8 lat, a nie ukończył 15 lat. Kandydat musi zaliczyć szkolenie teoretyczne (2 godziny) oraz jazdę egzaminacyjną składającą się z 10 okrążeń pod okiem instruktora. Wymagana jest pisemna zgoda obojga rodziców lub opiekuna prawnego oraz aktualne zaświadczenie lekarskie. Licencja kosztuje 250 zł i jest ważna przez 12 miesięcy od dnia wydania. Posiadacze licencji mogą korzystać z toru w czasie sesji juniorskich we wtorki i czwartki, a w weekendy — tylko po wcześniejszej rezerwacji. Kask z homologacją ECE 22.06 jest obowiązkowy.",
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć licencję juniorską na torze kartingowym „Apex”? Musisz mieć skończone 8 lat i nie mieć jeszcze skończonych 15. Czeka Cię 2-godzinne szkolenie teoretyczne i jazda egzaminacyjna – 10 okrążeń pod okiem instruktora – i oba etapy musisz zaliczyć. Potrzebujesz też pisemnej zgody obojga rodziców albo opiekuna prawnego oraz aktualnego zaświadczenia lekarskiego. Licencja kosztuje 250 zł i jest ważna 12 miesięcy od dnia wydania. Z licencją możesz jeździć podczas sesji juniorskich we wtorki i czwartki, a w weekendy tylko wtedy, gdy wcześniej zarezerwujesz tor. Kask z homologacją ECE 22.06 jest obowiązkowy.",
            ),
            Good(
                "preserve",
                """Licencja juniorska – tor kartingowy „Apex”

Aby ją uzyskać, trzeba spełnić wszystkie warunki:
1. wiek: ukończone 8 lat, nieukończone 15 lat;
2. zaliczone szkolenie teoretyczne (2 godziny);
3. zaliczona jazda egzaminacyjna: 10 okrążeń pod nadzorem instruktora;
4. pisemna zgoda obojga rodziców lub opiekuna prawnego;
5. aktualne zaświadczenie lekarskie.

Opłata wynosi 250 zł, a licencja obowiązuje przez 12 miesięcy od dnia wydania. Uprawnia do jazdy w sesjach juniorskich we wtorki i czwartki; w weekendy jazda jest możliwa tylko po wcześniejszej rezerwacji. Obowiązkowy jest kask z homologacją ECE 22.06.""",
            ),
            Good(
                "en",
                "A junior licence at the „Apex” karting track is available to drivers who are at least 8 and have not yet turned 15. Candidates must pass a theory course (2 hours) and a test drive of 10 laps supervised by an instructor. Written consent from both parents or a legal guardian is required, along with a current medical certificate. The licence costs PLN 250 and is valid for 12 months from the date of issue. Licence holders may use the track during junior sessions on Tuesdays and Thursdays, and at weekends only with a prior booking. A helmet with ECE 22.06 approval is mandatory.",
            ),
        ],
        bad=[
            Slip(1, [("10 okrążeń", "12 okrążeń")], "number"),
            Slip(2, [("Candidates must pass", "Candidates should pass")], "modality"),
            Slip(
                0,
                [
                    (
                        "Kask z homologacją ECE 22.06 jest obowiązkowy.",
                        "Kask z homologacją ECE 22.06 jest obowiązkowy – jeśli nie masz własnego, wypożyczysz go na miejscu za 20 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-vineyard-tasting-room-group-bookings",
        source="Winnica Dębowe Wzgórze przyjmuje rezerwacje degustacji grupowych dla 10–24 osób, od środy do niedzieli. Degustacja trwa około 90 minut i obejmuje 6 win (w tym 2 musujące), deskę serów oraz spacer po winnicy z przewodnikiem. Cena wynosi 120 zł od osoby; przy grupach powyżej 16 osób udzielamy 10% rabatu. Rezerwacji należy dokonać co najmniej 7 dni wcześniej przez formularz na stronie debowewzgorze.pl/grupy. Nie podajemy alkoholu osobom niepełnoletnim ani kierowcom — dla nich przygotowujemy zestaw soków z naszych owoców w cenie 45 zł. Zadatek w wysokości 30% jest bezzwrotny w przypadku odwołania wizyty później niż 72 godziny przed terminem.",
        good=[
            Good(
                "preserve",
                """**Degustacje grupowe – Winnica Dębowe Wzgórze**

- Wielkość grupy: 10–24 osoby; terminy: od środy do niedzieli.
- Czas trwania: ok. 90 minut.
- W programie: 6 win (w tym 2 musujące), deska serów i spacer po winnicy z przewodnikiem.
- Cena: 120 zł/os.; grupy powyżej 16 osób otrzymują 10% rabatu.
- Rezerwacja: obowiązkowo co najmniej 7 dni wcześniej, przez formularz na debowewzgorze.pl/grupy.
- Niepełnoletnim i kierowcom nie podajemy alkoholu – dla nich przygotowujemy zestaw soków z naszych owoców (45 zł).
- Zadatek (30%) nie podlega zwrotowi, jeśli odwołają Państwo wizytę później niż 72 godziny przed terminem.""",
            ),
            Good(
                "preserve",
                "Przyjeżdżacie większą grupą? W Winnicy Dębowe Wzgórze organizujemy degustacje dla grup liczących od 10 do 24 osób – od środy do niedzieli. Przez mniej więcej półtorej godziny spróbujecie 6 win, w tym 2 musujących, do tego deska serów i spacer po winnicy z przewodnikiem. Płacicie 120 zł za osobę, a jeśli jest Was więcej niż 16, dostajecie 10% rabatu. Termin trzeba zarezerwować najpóźniej 7 dni wcześniej przez formularz na stronie debowewzgorze.pl/grupy. Osobom niepełnoletnim i kierowcom nie podajemy alkoholu; czeka na nich zestaw soków z naszych owoców za 45 zł. Pamiętajcie, że przy odwołaniu wizyty później niż 72 godziny przed terminem nie zwracamy zadatku, który wynosi 30%.",
            ),
            Good(
                "en",
                "Dębowe Wzgórze Vineyard takes bookings for group tastings of 10 to 24 people, Wednesday to Sunday. A tasting lasts about 90 minutes and includes 6 wines (2 of them sparkling), a cheese board and a guided walk through the vineyard. The price is PLN 120 per person, with a 10% discount for groups of more than 16. Bookings must be made at least 7 days in advance using the form at debowewzgorze.pl/grupy. We do not serve alcohol to minors or drivers; for them we prepare a set of juices from our own fruit for PLN 45. The 30% deposit is non-refundable if you cancel your visit later than 72 hours before the booked date.",
            ),
        ],
        bad=[
            Slip(2, [("10% discount", "15% discount")], "number"),
            Slip(0, [("debowewzgorze.pl/grupy", "debowewzgorze.pl/rezerwacje")], "url"),
            Slip(1, [("nie zwracamy zadatku", "zwracamy zadatek")], "negation"),
        ],
    ),
    Case(
        key="pl-university-lab-chemical-waste-procedure",
        source="""# Odpady chemiczne w Pracowni 2.14

Odpady rozpuszczalników organicznych zbieramy do kanistrów oznaczonych kodem `07 01 04*`, a odpady zawierające chlorowce — osobno, do kanistrów z kodem `07 01 03*`. Kanistra nie wolno napełniać powyżej 80% objętości. Każde przekazanie należy zarejestrować w systemie, wpisując w terminalu:

```
odpady zglos --pracownia 2.14 --kod 07-01-04
```

Roztworów zawierających metale ciężkie w żadnym wypadku nie wylewamy do zlewu. Kanistry odbiera firma zewnętrzna w pierwszy poniedziałek miesiąca; pełne pojemniki należy wcześniej ustawić w magazynku 2.16. W razie wątpliwości skontaktuj się z dr Anną Wrzos (wew. 4471).""",
        good=[
            Good(
                "preserve",
                """# Pracownia 2.14 – postępowanie z odpadami chemicznymi

Zużyte rozpuszczalniki organiczne wlewamy do kanistrów z kodem `07 01 04*`. Odpady z chlorowcami trafiają do osobnych kanistrów, oznaczonych kodem `07 01 03*`. Nie napełniaj kanistra powyżej 80% objętości.

Każde przekazanie odpadów trzeba zarejestrować w systemie. W terminalu wpisz:

```
odpady zglos --pracownia 2.14 --kod 07-01-04
```

Pamiętaj: roztworów z metalami ciężkimi w żadnym wypadku nie wylewamy do zlewu. Firma zewnętrzna odbiera kanistry w pierwszy poniedziałek miesiąca, więc pełne pojemniki trzeba wcześniej postawić w magazynku 2.16. Masz wątpliwości? Skontaktuj się z dr Anną Wrzos (wew. 4471).""",
            ),
            Good(
                "preserve",
                """# Odpady chemiczne – Pracownia 2.14

Zasady:
1. Rozpuszczalniki organiczne → kanistry z kodem `07 01 04*`; odpady z chlorowcami → osobne kanistry z kodem `07 01 03*`.
2. Kanister można napełnić najwyżej do 80% objętości.
3. Każde przekazanie trzeba zarejestrować w systemie poleceniem:

   ```
   odpady zglos --pracownia 2.14 --kod 07-01-04
   ```

4. Roztworów z metalami ciężkimi nigdy nie wylewamy do zlewu.
5. Odbiór przez firmę zewnętrzną: pierwszy poniedziałek miesiąca. Pełne pojemniki należy wcześniej ustawić w magazynku 2.16.

Pytania: dr Anna Wrzos, wew. 4471.""",
            ),
            Good(
                "en",
                """# Chemical waste in Lab 2.14

Organic solvent waste goes into canisters labelled with code `07 01 04*`, while halogenated waste is collected separately in canisters labelled `07 01 03*`. Canisters must not be filled above 80% of their volume. Every handover must be registered in the system by typing in the terminal:

```
odpady zglos --pracownia 2.14 --kod 07-01-04
```

Solutions containing heavy metals must never, under any circumstances, be poured down the sink. An external company collects the canisters on the first Monday of the month; full containers must be placed in storeroom 2.16 beforehand. If in doubt, contact Dr Anna Wrzos (ext. 4471).""",
            ),
        ],
        bad=[
            Slip(2, [("--kod 07-01-04", "--kod 07-01-03")], "code"),
            Slip(
                1,
                [
                    (
                        "Roztworów z metalami ciężkimi nigdy nie wylewamy do zlewu.",
                        "Roztwory z metalami ciężkimi można wylewać do zlewu.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Każde przekazanie odpadów trzeba zarejestrować",
                        "Każde przekazanie odpadów warto zarejestrować",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-food-cooperative-member-shift-duties",
        source="Każdy członek Kooperatywy Spożywczej „Koszyk” pracuje na rzecz sklepu 3 godziny co 4 tygodnie. Grafik dyżurów na kolejny miesiąc publikujemy do 25. dnia bieżącego miesiąca, a zamiany można zgłaszać koordynatorce zmian, Marcie, najpóźniej 48 godzin przed dyżurem. Osoba, która opuści dyżur bez zgłoszenia, traci na jeden miesiąc prawo do zakupów w cenach członkowskich. Z obowiązku zwolnieni są członkowie powyżej 70. roku życia oraz rodzice dzieci do 1. roku życia. Z naszych szacunków wynika, że dzięki dyżurom marże są niższe o mniej więcej 15–20% niż w sklepach sieciowych. Nowe osoby przed pierwszym dyżurem przechodzą krótkie szkolenie, zwykle w sobotę rano.",
        good=[
            Good(
                "preserve",
                "Jako członek Kooperatywy Spożywczej „Koszyk” pracujesz na rzecz sklepu 3 godziny co 4 tygodnie. Grafik na następny miesiąc pojawia się do 25. dnia bieżącego miesiąca. Jeśli chcesz się zamienić, możesz to zgłosić koordynatorce zmian, Marcie, najpóźniej 48 godzin przed dyżurem. Gdy opuścisz dyżur bez zgłoszenia, przez miesiąc nie będziesz mieć prawa do zakupów w cenach członkowskich. Z dyżurów zwolnieni są członkowie powyżej 70. roku życia oraz rodzice dzieci do 1. roku życia. Według naszych szacunków dzięki dyżurom marże są o mniej więcej 15–20% niższe niż w sklepach sieciowych. Zanim po raz pierwszy weźmiesz dyżur, przejdziesz krótkie szkolenie – zazwyczaj w sobotę rano.",
            ),
            Good(
                "preserve",
                """Dyżury w Kooperatywie Spożywczej „Koszyk” – najważniejsze zasady:
- każdy członek pracuje dla sklepu 3 godziny co 4 tygodnie;
- grafik na kolejny miesiąc publikujemy do 25. dnia bieżącego miesiąca;
- zamiany możesz zgłosić koordynatorce zmian, Marcie, najpóźniej 48 godzin przed dyżurem;
- kto opuści dyżur bez zgłoszenia, na miesiąc traci prawo do zakupów w cenach członkowskich;
- z dyżurów zwolnieni są członkowie powyżej 70. roku życia i rodzice dzieci do 1. roku życia;
- przed pierwszym dyżurem nowe osoby przechodzą krótkie szkolenie, zwykle w sobotę rano.

Szacujemy, że dzięki dyżurom nasze marże są niższe o około 15–20% niż w sklepach sieciowych.""",
            ),
            Good(
                "en",
                "Every member of the „Koszyk” Food Cooperative works for the shop for 3 hours every 4 weeks. The shift schedule for the following month is published by the 25th of the current month, and swaps can be reported to the shift coordinator, Marta, no later than 48 hours before the shift. Anyone who misses a shift without notice loses the right to shop at member prices for one month. Members over 70 and parents of children under 1 are exempt from shifts. We estimate that, thanks to the shifts, our margins are roughly 15–20% lower than in chain stores. Before their first shift, new members go through a short training session, usually on a Saturday morning.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("by the 25th of the current month", "by the 20th of the current month")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "zazwyczaj w sobotę rano.",
                        "zazwyczaj w sobotę rano, w magazynie przy ul. Lipowej 8.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Szacujemy, że dzięki dyżurom nasze marże są niższe o około 15–20%",
                        "Dzięki dyżurom nasze marże są niższe o 15–20%",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-harbour-crane-hire-rate-card",
        source="""## Cennik wynajmu dźwigów portowych (od 1 kwietnia 2025 r.)

| Dźwig | Udźwig | Stawka za godzinę |
|---|---|---|
| Liebherr LHM 280 | 84 t | 1 450 zł netto |
| Gottwald HMK 170 | 63 t | 1 180 zł netto |
| Żuraw samojezdny | 40 t | 690 zł netto |

Minimalny czas najmu wynosi 4 godziny. Za pracę w nocy (22:00–6:00) oraz w niedziele doliczamy 25%. Operator jest zawsze zapewniany przez Zarząd Portu — klient nie może korzystać z własnego operatora. Zamówienia trzeba złożyć najpóźniej 48 godzin przed rozpoczęciem pracy, e-mailem na adres dzwigi@port-kolobrzeg.pl.""",
        good=[
            Good(
                "preserve",
                """## Wynajem dźwigów portowych – stawki obowiązujące od 1 kwietnia 2025 r.

| Dźwig | Udźwig | Cena za 1 godz. |
|---|---|---|
| Liebherr LHM 280 | 84 t | 1 450 zł netto |
| Gottwald HMK 170 | 63 t | 1 180 zł netto |
| Żuraw samojezdny | 40 t | 690 zł netto |

Dźwig wynajmujemy na co najmniej 4 godziny. Praca nocą (22:00–6:00) i w niedziele jest droższa o 25%. Operatora zawsze zapewnia Zarząd Portu; klient nie może korzystać z własnego. Zamówienie należy przesłać na adres dzwigi@port-kolobrzeg.pl najpóźniej 48 godzin przed rozpoczęciem pracy.""",
            ),
            Good(
                "preserve",
                """## Dźwigi portowe – cennik od 1 kwietnia 2025 r.

Stawki godzinowe (netto):
- Liebherr LHM 280, udźwig 84 t – 1 450 zł,
- Gottwald HMK 170, udźwig 63 t – 1 180 zł,
- żuraw samojezdny, udźwig 40 t – 690 zł.

Najkrótszy możliwy najem to 4 godziny. Do pracy w nocy, czyli między 22:00 a 6:00, oraz w niedziele doliczana jest dopłata 25%. Operatora zapewnia zawsze Zarząd Portu i klient nie może przyprowadzić własnego. Zamówienia przyjmujemy e-mailem (dzwigi@port-kolobrzeg.pl) – trzeba je złożyć najpóźniej 48 godzin przed rozpoczęciem pracy.""",
            ),
            Good(
                "en",
                """## Harbour crane hire rates (from 1 April 2025)

| Crane | Lifting capacity | Hourly rate |
|---|---|---|
| Liebherr LHM 280 | 84 t | PLN 1,450 net |
| Gottwald HMK 170 | 63 t | PLN 1,180 net |
| Mobile crane | 40 t | PLN 690 net |

The minimum hire period is 4 hours. A 25% surcharge applies to night work (22:00–6:00) and on Sundays. An operator is always provided by the Port Authority — customers may not use their own operator. Orders must be placed at least 48 hours before work begins, by e-mail to dzwigi@port-kolobrzeg.pl.""",
            ),
        ],
        bad=[
            Slip(2, [("A 25% surcharge", "A 20% surcharge")], "number"),
            Slip(
                0, [("| Cena za 1 godz. |\n|---|---|---|\n", "| Cena za 1 godz. |\n")], "markdown"
            ),
            Slip(
                1, [("trzeba je złożyć najpóźniej", "najlepiej złożyć je najpóźniej")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-sleep-study-smartphone-findings-summary",
        source="W badaniu opublikowanym w „Journal of Sleep Research” (Kowalczyk i in., 2022, t. 31, s. 412–420) obserwowano 1 240 studentów przez dwa semestry. Osoby, które korzystały ze smartfona w łóżku dłużej niż 30 minut przed snem, zasypiały średnio o 17 minut później niż pozostali uczestnicy. Autorzy zastrzegają, że jest to badanie obserwacyjne, więc nie dowodzi związku przyczynowego, a część efektu prawdopodobnie wynika z ogólnie późniejszego trybu życia. Wyniki mogą też nie dotyczyć osób starszych, których w próbie nie było. Według autorów ograniczenie ekranów przed snem może poprawić jakość snu, ale potrzebne są badania z randomizacją.",
        good=[
            Good(
                "preserve",
                "Kowalczyk i współpracownicy (2022) przez dwa semestry obserwowali 1 240 studentów; wyniki ukazały się w „Journal of Sleep Research” (t. 31, s. 412–420). Ci, którzy przed snem spędzali w łóżku ze smartfonem ponad 30 minut, zasypiali przeciętnie 17 minut później niż reszta uczestników. Badanie jest jednak obserwacyjne i – jak zastrzegają autorzy – nie dowodzi związku przyczynowego; część efektu prawdopodobnie bierze się z ogólnie późniejszego trybu życia. W próbie nie było osób starszych, więc wyniki mogą ich nie dotyczyć. Zdaniem autorów mniej ekranów przed snem może poprawić jakość snu, lecz potrzebne są badania z randomizacją.",
            ),
            Good(
                "preserve",
                """Najważniejsze wnioski z badania Kowalczyk i in. (2022), „Journal of Sleep Research”, t. 31, s. 412–420:
- próba: 1 240 studentów obserwowanych przez dwa semestry;
- korzystanie ze smartfona w łóżku dłużej niż 30 minut przed snem wiązało się z zasypianiem średnio o 17 minut później niż u pozostałych uczestników;
- to badanie obserwacyjne, które nie dowodzi związku przyczynowego – część efektu prawdopodobnie wynika z ogólnie późniejszego trybu życia;
- w próbie nie było osób starszych, więc wyniki mogą ich nie dotyczyć;
- ograniczenie ekranów przed snem może, zdaniem autorów, poprawić jakość snu, ale potrzebne są badania z randomizacją.""",
            ),
            Good(
                "en",
                "A study published in the Journal of Sleep Research (Kowalczyk et al., 2022, vol. 31, pp. 412–420) followed 1,240 students over two semesters. Those who used a smartphone in bed for more than 30 minutes before sleep fell asleep on average 17 minutes later than the other participants. The authors caution that this is an observational study, so it does not prove causation, and part of the effect probably stems from a generally later lifestyle. The results may also not apply to older people, who were not included in the sample. According to the authors, limiting screens before bed may improve sleep quality, but randomised trials are needed.",
            ),
        ],
        bad=[
            Slip(2, [("pp. 412–420", "pp. 421–429")], "citation"),
            Slip(
                0, [("część efektu prawdopodobnie bierze się", "część efektu bierze się")], "hedge"
            ),
            Slip(1, [("średnio o 17 minut później", "średnio o 27 minut później")], "number"),
        ],
    ),
    Case(
        key="pl-backup-cli-release-notes-changes",
        source="""## Wersja 3.4.0 narzędzia `kopia-cli` (wydana 14 października 2024 r.)

Najważniejsza zmiana: opcja `--szyfruj` jest teraz domyślnie włączona, więc nowe archiwa są szyfrowane AES-256. Jeśli nie chcesz szyfrowania, użyj flagi `--bez-szyfrowania`. Starsze archiwa utworzone w wersjach 2.x nie są obsługiwane przez polecenie `kopia odtworz`; przed aktualizacją przekonwertuj je poleceniem `kopia migruj --z 2`. Plik konfiguracyjny przeniesiono z `~/.kopia.ini` do `~/.config/kopia/config.toml`. Wsparcie dla wersji 3.2 wygasa 31 marca 2025 r. Pełna lista zmian znajduje się w pliku `CHANGELOG.md`.""",
        good=[
            Good(
                "preserve",
                """## `kopia-cli` 3.4.0 – wydanie z 14 października 2024 r.

Co się zmieniło:
- Opcja `--szyfruj` jest od teraz domyślnie włączona: nowe archiwa są szyfrowane AES-256. Szyfrowanie wyłączysz flagą `--bez-szyfrowania`.
- Polecenie `kopia odtworz` nie obsługuje archiwów utworzonych w wersjach 2.x. Zanim zaktualizujesz narzędzie, przekonwertuj je: `kopia migruj --z 2`.
- Konfiguracja znajduje się teraz w `~/.config/kopia/config.toml` (wcześniej: `~/.kopia.ini`).
- Wsparcie dla wersji 3.2 wygasa 31 marca 2025 r.

Wszystkie zmiany opisuje plik `CHANGELOG.md`.""",
            ),
            Good(
                "preserve",
                """## Informacja o wydaniu `kopia-cli` 3.4.0 (14 października 2024 r.)

W wersji 3.4.0 opcja `--szyfruj` została domyślnie włączona, w związku z czym nowe archiwa są szyfrowane algorytmem AES-256; aby zrezygnować z szyfrowania, należy użyć flagi `--bez-szyfrowania`. Archiwa utworzone w wersjach 2.x nie są obsługiwane przez polecenie `kopia odtworz`, dlatego przed aktualizacją trzeba je przekonwertować poleceniem `kopia migruj --z 2`. Plik konfiguracyjny `~/.kopia.ini` został przeniesiony do `~/.config/kopia/config.toml`. Wsparcie dla wersji 3.2 zakończy się 31 marca 2025 r. Pełny wykaz zmian zawiera plik `CHANGELOG.md`.""",
            ),
            Good(
                "en",
                """## `kopia-cli` version 3.4.0 (released 14 October 2024)

The main change: the `--szyfruj` option is now enabled by default, so new archives are encrypted with AES-256. If you don't want encryption, use the `--bez-szyfrowania` flag. Older archives created in 2.x versions are not supported by the `kopia odtworz` command; convert them with `kopia migruj --z 2` before upgrading. The configuration file has moved from `~/.kopia.ini` to `~/.config/kopia/config.toml`. Support for version 3.2 ends on 31 March 2025. The full list of changes is in the `CHANGELOG.md` file.""",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/kopia/config.toml`", "`~/.config/kopia/config.ini`")], "code"),
            Slip(2, [("are not supported by the", "are supported by the")], "negation"),
            Slip(1, [("31 marca 2025 r.", "31 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-landlord-rent-increase-notice-letter",
        source="""Szanowna Pani,
na podstawie art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego wypowiadam dotychczasową wysokość czynszu za lokal przy ul. Słowackiego 7/3, z zachowaniem trzymiesięcznego terminu wypowiedzenia. Od 1 lutego 2026 r. czynsz wyniesie 2 350 zł miesięcznie zamiast obecnych 2 100 zł. Na Pani żądanie muszę przedstawić na piśmie przyczynę podwyżki i jej kalkulację. Zgodnie z art. 8a ust. 4 ustawy może Pani w ciągu 2 miesięcy od otrzymania wypowiedzenia odmówić przyjęcia podwyżki albo wnieść do sądu pozew o ustalenie, że podwyżka jest niezasadna. Opłaty za media pozostają bez zmian.""",
        good=[
            Good(
                "preserve",
                """Szanowna Pani,
informuję, że wypowiadam obecną wysokość czynszu za mieszkanie przy ul. Słowackiego 7/3 – z zachowaniem trzymiesięcznego terminu wypowiedzenia, na podstawie art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego. Od 1 lutego 2026 r. zamiast 2 100 zł będzie Pani płacić 2 350 zł miesięcznie. Opłaty za media się nie zmieniają. Jeśli Pani zażąda, mam obowiązek przedstawić na piśmie przyczynę podwyżki i jej wyliczenie. W ciągu 2 miesięcy od otrzymania tego wypowiedzenia może Pani – zgodnie z art. 8a ust. 4 ustawy – odmówić przyjęcia podwyżki albo wnieść do sądu pozew o ustalenie, że podwyżka jest niezasadna.""",
            ),
            Good(
                "preserve",
                """Szanowna Pani,
działając na podstawie art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, mieszkaniowym zasobie gminy i o zmianie Kodeksu cywilnego, niniejszym wypowiadam dotychczasową wysokość czynszu za lokal położony przy ul. Słowackiego 7/3, z zachowaniem trzymiesięcznego terminu wypowiedzenia. Począwszy od 1 lutego 2026 r. czynsz będzie wynosił 2 350 zł miesięcznie (obecnie 2 100 zł); opłaty za media nie ulegają zmianie. Na Pani żądanie jestem zobowiązany przedstawić na piśmie przyczynę podwyżki oraz jej kalkulację. Ponadto, zgodnie z art. 8a ust. 4 ustawy, w terminie 2 miesięcy od otrzymania wypowiedzenia może Pani odmówić przyjęcia podwyżki albo wnieść do sądu pozew o ustalenie, że podwyżka jest niezasadna.""",
            ),
            Good(
                "en",
                """Dear Madam,
pursuant to Article 8a(1) of the Act of 21 June 2001 on the protection of tenants' rights, the municipal housing stock and amending the Civil Code, I hereby give notice terminating the current amount of rent for the flat at ul. Słowackiego 7/3, subject to a three-month notice period. From 1 February 2026 the rent will be PLN 2,350 per month instead of the current PLN 2,100. At your request, I must present in writing the reason for the increase and its calculation. Under Article 8a(4) of the Act, within 2 months of receiving this notice you may refuse to accept the increase or bring an action in court for a declaration that the increase is unjustified. Utility charges remain unchanged.""",
            ),
        ],
        bad=[
            Slip(1, [("art. 8a ust. 4", "art. 8a ust. 5")], "legal_reference"),
            Slip(0, [("mam obowiązek przedstawić", "mogę przedstawić")], "modality"),
            Slip(
                2,
                [
                    (
                        "At your request, I must present in writing the reason for the increase and its calculation.",
                        "Na Pani żądanie muszę przedstawić na piśmie przyczynę podwyżki i jej kalkulację.",
                    ),
                    ("Utility charges remain unchanged.", "Opłaty za media pozostają bez zmian."),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-university-library-interlibrary-loan-service",
        source="Wypożyczalnia Międzybiblioteczna Biblioteki Uniwersyteckiej sprowadza książki i kopie artykułów z innych bibliotek w Polsce i za granicą. Zamówienie składa się przez formularz na stronie biblioteka.ujk.edu.pl/wmb; można w nim podać najwyżej 5 pozycji naraz. Sprowadzenie książki z biblioteki krajowej kosztuje 15 zł, a z zagranicy — 60 zł. Czas oczekiwania wynosi zwykle od 2 do 4 tygodni. Sprowadzone książki można czytać wyłącznie w czytelni, nie wypożyczamy ich do domu. Skany artykułów wysyłamy na adres e-mail podany w zamówieniu. Z usługi mogą korzystać pracownicy, doktoranci i studenci uczelni posiadający aktywne konto biblioteczne.",
        good=[
            Good(
                "preserve",
                "Potrzebujesz książki albo artykułu z innej biblioteki w Polsce lub za granicą? Sprowadzi je Wypożyczalnia Międzybiblioteczna Biblioteki Uniwersyteckiej. Zamówienie złożysz przez formularz na biblioteka.ujk.edu.pl/wmb – jednorazowo możesz w nim wpisać maksymalnie 5 pozycji. Za książkę z biblioteki krajowej zapłacisz 15 zł, za książkę z zagranicy 60 zł. Zwykle czeka się od 2 do 4 tygodni. Sprowadzone książki udostępniamy tylko w czytelni – do domu ich nie wypożyczamy. Skany artykułów prześlemy na e-mail podany w zamówieniu. Z usługi mogą korzystać pracownicy, doktoranci i studenci uczelni, którzy mają aktywne konto biblioteczne.",
            ),
            Good(
                "preserve",
                """Wypożyczalnia Międzybiblioteczna Biblioteki Uniwersyteckiej – w skrócie:
- sprowadzamy książki i kopie artykułów z innych bibliotek, krajowych i zagranicznych;
- zamówienia: formularz na stronie biblioteka.ujk.edu.pl/wmb, maksymalnie 5 pozycji w jednym zamówieniu;
- opłaty: 15 zł za książkę z biblioteki w Polsce, 60 zł za książkę z zagranicy;
- czas oczekiwania: zazwyczaj 2–4 tygodnie;
- sprowadzone książki są dostępne wyłącznie w czytelni, bez wypożyczania do domu;
- skany artykułów wysyłamy e-mailem na adres podany w zamówieniu;
- z usługi mogą korzystać pracownicy, doktoranci i studenci uczelni z aktywnym kontem bibliotecznym.""",
            ),
            Good(
                "en",
                "The University Library's Interlibrary Loan service obtains books and copies of articles from other libraries in Poland and abroad. Requests are submitted through the form at biblioteka.ujk.edu.pl/wmb, with a limit of 5 items per request. Obtaining a book from a Polish library costs PLN 15, and from abroad PLN 60. The waiting time is usually 2 to 4 weeks. Books obtained this way may be read only in the reading room; we do not lend them for home use. Scans of articles are sent to the e-mail address given in the request. The service is available to university staff, doctoral students and students who have an active library account.",
            ),
        ],
        bad=[
            Slip(1, [("biblioteka.ujk.edu.pl/wmb", "biblioteka.ujk.edu.pl/wypozyczenia")], "url"),
            Slip(2, [("from abroad PLN 60", "from abroad PLN 50")], "number"),
            Slip(
                0,
                [
                    (
                        "Skany artykułów prześlemy na e-mail",
                        "Skany artykułów prześlemy bezpłatnie na e-mail",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-vitamin-d-meta-analysis-summary",
        source="Metaanaliza opublikowana w „BMJ” (Nowicka, Hart i Lee, 2021; doi:10.1136/bmj.n1234) objęła 25 badań z randomizacją i łącznie około 11 000 uczestników. Suplementacja witaminy D zmniejszała ryzyko ostrych infekcji dróg oddechowych o mniej więcej 12%, przy czym efekt był wyraźny głównie u osób z dużym niedoborem (poniżej 25 nmol/l). U osób z prawidłowym poziomem witaminy D nie stwierdzono istotnej korzyści. Autorzy podkreślają, że dawki przyjmowane codziennie lub co tydzień wydawały się skuteczniejsze niż duże dawki jednorazowe. Wyniki nie uzasadniają przyjmowania megadawek, a suplementację należy omówić z lekarzem.",
        good=[
            Good(
                "preserve",
                "Nowicka, Hart i Lee (2021) przeanalizowali w „BMJ” 25 badań z randomizacją, w których wzięło udział łącznie około 11 000 osób (doi:10.1136/bmj.n1234). Przyjmowanie witaminy D obniżało ryzyko ostrych infekcji dróg oddechowych o mniej więcej 12%, a efekt był wyraźny przede wszystkim u osób z dużym niedoborem, czyli poniżej 25 nmol/l. U osób z prawidłowym poziomem witaminy D nie stwierdzono istotnej korzyści. Autorzy podkreślają, że dawki codzienne lub cotygodniowe wydawały się działać lepiej niż duże dawki jednorazowe. Wyniki nie uzasadniają sięgania po megadawki, a suplementację trzeba omówić z lekarzem.",
            ),
            Good(
                "preserve",
                """Metaanaliza: witamina D a infekcje dróg oddechowych
Źródło: Nowicka, Hart i Lee, „BMJ” 2021, doi:10.1136/bmj.n1234.

- Zakres: 25 badań z randomizacją, łącznie ok. 11 000 uczestników.
- Główny wynik: suplementacja zmniejszała ryzyko ostrych infekcji dróg oddechowych o mniej więcej 12%.
- Komu pomagała: efekt był wyraźny głównie u osób z dużym niedoborem (poniżej 25 nmol/l); u osób z prawidłowym poziomem nie stwierdzono istotnej korzyści.
- Dawkowanie: według autorów dawki codzienne lub cotygodniowe wydawały się skuteczniejsze niż duże dawki jednorazowe.
- Wnioski: wyniki nie uzasadniają przyjmowania megadawek; suplementację należy omówić z lekarzem.""",
            ),
            Good(
                "en",
                "A meta-analysis published in The BMJ (Nowicka, Hart and Lee, 2021; doi:10.1136/bmj.n1234) covered 25 randomised trials with about 11,000 participants in total. Vitamin D supplementation reduced the risk of acute respiratory infections by roughly 12%, with the effect being clear mainly in people with severe deficiency (below 25 nmol/l). No significant benefit was found in people with normal vitamin D levels. The authors stress that daily or weekly doses seemed more effective than large one-off doses. The results do not justify taking megadoses, and supplementation needs to be discussed with a doctor.",
            ),
        ],
        bad=[
            Slip(2, [("doi:10.1136/bmj.n1234", "doi:10.1136/bmj.n1243")], "citation"),
            Slip(1, [("wydawały się skuteczniejsze", "były skuteczniejsze")], "hedge"),
            Slip(
                0,
                [
                    (
                        "U osób z prawidłowym poziomem witaminy D nie stwierdzono istotnej korzyści.",
                        "U osób z prawidłowym poziomem witaminy D również stwierdzono istotną korzyść.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-python-package-installation-readme-section",
        source="""### Instalacja

Pakiet `tabelki` wymaga Pythona w wersji 3.10 lub nowszej. Zalecamy instalację w środowisku wirtualnym:

```bash
python -m venv .venv
source .venv/bin/activate
pip install tabelki==2.1.3
```

Aby korzystać z eksportu do formatu XLSX, musisz doinstalować dodatek: `pip install "tabelki[xlsx]"`. Plik konfiguracyjny `tabelki.toml` możesz umieścić w katalogu projektu. Jeśli pojawi się błąd `ModuleNotFoundError: No module named 'tabelki'`, upewnij się, że środowisko wirtualne jest aktywne. Zgłoszenia błędów przyjmujemy w zakładce Issues w repozytorium projektu.""",
        good=[
            Good(
                "preserve",
                """### Jak zainstalować

Do działania pakietu `tabelki` potrzebny jest Python 3.10 lub nowszy. Zalecamy instalację pakietu w środowisku wirtualnym:

```bash
python -m venv .venv
source .venv/bin/activate
pip install tabelki==2.1.3
```

Eksport do XLSX wymaga dodatku, który musisz doinstalować poleceniem `pip install "tabelki[xlsx]"`. Plik konfiguracyjny `tabelki.toml` możesz umieścić w katalogu projektu. Gdy zobaczysz błąd `ModuleNotFoundError: No module named 'tabelki'`, sprawdź, czy środowisko wirtualne jest aktywne. Błędy zgłaszaj w zakładce Issues w repozytorium projektu.""",
            ),
            Good(
                "preserve",
                """### Instalacja krok po kroku

Wymagania: Python 3.10 lub nowszy.

1. Utwórz i aktywuj środowisko wirtualne (to zalecany sposób instalacji), a następnie zainstaluj pakiet `tabelki`:

   ```bash
   python -m venv .venv
   source .venv/bin/activate
   pip install tabelki==2.1.3
   ```

2. Jeśli chcesz eksportować dane do formatu XLSX, musisz doinstalować dodatek: `pip install "tabelki[xlsx]"`.
3. Opcjonalnie umieść plik konfiguracyjny `tabelki.toml` w katalogu projektu.

Przy błędzie `ModuleNotFoundError: No module named 'tabelki'` upewnij się, że środowisko wirtualne jest aktywne. Błędy prosimy zgłaszać w zakładce Issues w repozytorium projektu.""",
            ),
            Good(
                "en",
                """### Installation

The `tabelki` package requires Python 3.10 or newer. We recommend installing it in a virtual environment:

```bash
python -m venv .venv
source .venv/bin/activate
pip install tabelki==2.1.3
```

To use XLSX export, you must install an add-on: `pip install "tabelki[xlsx]"`. You can place the `tabelki.toml` configuration file in your project directory. If you get the error `ModuleNotFoundError: No module named 'tabelki'`, make sure the virtual environment is active. Bug reports are accepted in the Issues tab of the project repository.""",
            ),
        ],
        bad=[
            Slip(1, [("pip install tabelki==2.1.3", "pip install tabelki==2.3.1")], "code"),
            Slip(
                2, [("you must install an add-on", "you may want to install an add-on")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "potrzebny jest Python 3.10 lub nowszy.",
                        "potrzebny jest Python 3.10 lub nowszy, ponieważ pakiet korzysta z instrukcji `match`.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-remote-work-occasional-days-policy",
        source="Od 7 kwietnia 2023 r. pracownicy naszej spółki mogą pracować zdalnie na zasadach określonych w art. 67¹⁸–67³⁴ Kodeksu pracy oraz w Regulaminie pracy zdalnej. Pracę zdalną okazjonalną, o której mowa w art. 67³³, można wykonywać do 24 dni w roku kalendarzowym; wniosek należy złożyć w systemie HR co najmniej 2 dni robocze wcześniej. Pracodawca nie może odmówić pracy zdalnej pracownicy w ciąży, chyba że nie pozwala na to organizacja lub rodzaj pracy. Osobom pracującym zdalnie przysługuje ekwiwalent za energię elektryczną i internet. Jego wysokość ustalimy po konsultacjach z przedstawicielami pracowników; prawdopodobnie wyniesie około 150 zł miesięcznie.",
        good=[
            Good(
                "preserve",
                """Praca zdalna w spółce – najważniejsze zasady:
- Od 7 kwietnia 2023 r. możesz pracować zdalnie na zasadach określonych w art. 67¹⁸–67³⁴ Kodeksu pracy i w Regulaminie pracy zdalnej.
- Pracę zdalną okazjonalną (art. 67³³) możesz wykonywać maksymalnie przez 24 dni w roku kalendarzowym. Wniosek musisz złożyć w systemie HR najpóźniej 2 dni robocze wcześniej.
- Jeśli jesteś w ciąży, pracodawca nie może odmówić Ci pracy zdalnej, chyba że nie pozwala na to organizacja lub rodzaj pracy.
- Pracując zdalnie, masz prawo do ekwiwalentu za prąd i internet. Jego wysokość ustalimy po konsultacjach z przedstawicielami pracowników – prawdopodobnie będzie to około 150 zł miesięcznie.""",
            ),
            Good(
                "preserve",
                "Pracownicy spółki mogą wykonywać pracę zdalną od 7 kwietnia 2023 r., zgodnie z art. 67¹⁸–67³⁴ Kodeksu pracy i Regulaminem pracy zdalnej. Praca zdalna okazjonalna, uregulowana w art. 67³³, może obejmować do 24 dni w roku kalendarzowym, a wniosek w tej sprawie należy złożyć w systemie HR co najmniej 2 dni robocze przed planowanym terminem. Pracownicy w ciąży pracodawca nie może odmówić pracy zdalnej, o ile pozwala na nią organizacja lub rodzaj pracy. Osoby pracujące zdalnie mają prawo do ekwiwalentu za energię elektryczną i internet, którego kwota zostanie ustalona po konsultacjach z przedstawicielami pracowników i wyniesie prawdopodobnie około 150 zł miesięcznie.",
            ),
            Good(
                "en",
                "From 7 April 2023, employees of our company may work remotely under the rules set out in Articles 67¹⁸–67³⁴ of the Labour Code and in the Remote Work Regulations. Occasional remote work, referred to in Article 67³³, may be performed for up to 24 days per calendar year; the request must be submitted in the HR system at least 2 working days in advance. The employer may not refuse remote work to a pregnant employee unless the organisation or type of work does not allow it. Employees working remotely are entitled to an allowance for electricity and internet. Its amount will be set after consultation with employee representatives; it will probably be around PLN 150 per month.",
            ),
        ],
        bad=[
            Slip(2, [("Article 67³³", "Article 67³²")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "pracodawca nie może odmówić Ci pracy zdalnej",
                        "pracodawca może odmówić Ci pracy zdalnej",
                    )
                ],
                "negation",
            ),
            Slip(1, [("i wyniesie prawdopodobnie około 150 zł", "i wyniesie 150 zł")], "hedge"),
        ],
    ),
    Case(
        key="pl-beekeepers-association-swarm-season-alert",
        source="Koło Pszczelarzy w Sękocinie przypomina, że rójka w naszej okolicy zaczyna się zazwyczaj w drugiej połowie maja i może trwać do połowy lipca. Jeśli zauważysz rój na drzewie, płocie lub budynku, nie próbuj go samodzielnie usuwać ani nie polewaj go wodą. Zadzwoń do dyżurnego pszczelarza pod numer 600 214 387 — dyżur pełnimy codziennie od 7:00 do 21:00. Usunięcie roju jest bezpłatne. Roje są zwykle łagodne, ponieważ pszczoły przed wylotem najadają się miodu, ale osoby uczulone na jad powinny zachować odległość co najmniej 10 metrów. Najbliższe zebranie koła odbędzie się 12 kwietnia o 17:00 w świetlicy wiejskiej.",
        good=[
            Good(
                "preserve",
                """Rójka – komunikat Koła Pszczelarzy w Sękocinie

W naszej okolicy rójka zaczyna się zwykle w drugiej połowie maja i może potrwać do połowy lipca. Co robić, gdy zobaczysz rój na drzewie, płocie albo budynku?
1. Nie próbuj usuwać go sam i nie polewaj go wodą.
2. Zadzwoń do dyżurnego pszczelarza: 600 214 387 (codziennie, 7:00–21:00).
3. Jeśli jesteś uczulony na jad, powinieneś trzymać się co najmniej 10 metrów od roju.

Usunięcie roju nic nie kosztuje. Roje są na ogół łagodne, bo przed wylotem pszczoły najadają się miodu. Najbliższe zebranie koła: 12 kwietnia, godz. 17:00, świetlica wiejska.""",
            ),
            Good(
                "preserve",
                "Koło Pszczelarzy w Sękocinie przypomina: rójka zaczyna się u nas zazwyczaj w drugiej połowie maja i może trwać aż do połowy lipca. Widzisz rój na drzewie, płocie czy budynku? Nie usuwaj go na własną rękę i nie polewaj wodą, tylko zadzwoń do dyżurnego pszczelarza pod numer 600 214 387. Dyżur pełnimy codziennie od 7:00 do 21:00, a za usunięcie roju nie pobieramy opłat. Roje zwykle są łagodne, ponieważ przed wylotem pszczoły najadają się miodu; mimo to osoby uczulone na jad powinny zachować co najmniej 10 metrów odległości. Najbliższe zebranie koła – 12 kwietnia o 17:00 w świetlicy wiejskiej.",
            ),
            Good(
                "en",
                "The Sękocin Beekeepers' Association reminds you that swarming in our area usually starts in the second half of May and may last until mid-July. If you spot a swarm on a tree, fence or building, do not try to remove it yourself and do not pour water on it. Call the beekeeper on duty at 600 214 387 — we are on duty every day from 7 a.m. to 9 p.m. Swarm removal is free of charge. Swarms are usually gentle because the bees fill up on honey before leaving, but people allergic to bee venom should keep a distance of at least 10 metres. The next meeting of the association will be held on 12 April at 5 p.m. in the village hall.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "rójka zaczyna się u nas zazwyczaj w drugiej",
                        "rójka zaczyna się u nas w drugiej",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("on 12 April at 5 p.m.", "on 19 April at 5 p.m.")], "date"),
            Slip(
                0,
                [
                    (
                        "Usunięcie roju nic nie kosztuje.",
                        "Usunięcie roju nic nie kosztuje, a odłowione pszczoły trafiają do pasieki szkolnej w Raszynie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-local-history-watermill-sources-note",
        source="Pierwsza wzmianka o młynie w Brzezinach pochodzi z dokumentu z 1386 r., przechowywanego w Archiwum Państwowym w Łodzi (zespół 39/172, sygn. 14). Według Stanisława Pawlaka („Młyny wodne ziemi łęczyckiej”, Łódź 1978, s. 63) młyn działał bez przerwy aż do 1914 r., kiedy spłonął podczas walk. Nowsze badania Ewy Grabowskiej (2019) nie potwierdzają jednak tej daty pożaru: w księgach podatkowych młyn figuruje jeszcze w 1917 r. Możliwe więc, że zniszczony został tylko jeden z budynków. Obecny budynek wzniesiono w 1926 r. i nie jest on wpisany do rejestru zabytków.",
        good=[
            Good(
                "preserve",
                "Najstarsza wzmianka o młynie w Brzezinach znajduje się w dokumencie z 1386 r. z Archiwum Państwowego w Łodzi (zespół 39/172, sygn. 14). Stanisław Pawlak w książce „Młyny wodne ziemi łęczyckiej” (Łódź 1978, s. 63) pisze, że młyn pracował nieprzerwanie do 1914 r., gdy spłonął w czasie walk. Nowsze badania Ewy Grabowskiej (2019) tej daty pożaru jednak nie potwierdzają, bo w księgach podatkowych młyn pojawia się jeszcze w 1917 r. Być może zniszczeniu uległ więc tylko jeden z budynków. Dzisiejszy budynek pochodzi z 1926 r. i nie figuruje w rejestrze zabytków.",
            ),
            Good(
                "preserve",
                "Młyn w Brzezinach wzmiankowany jest po raz pierwszy w dokumencie z 1386 r. (Archiwum Państwowe w Łodzi, zespół 39/172, sygn. 14). Obecny budynek wzniesiono w 1926 r.; nie został on wpisany do rejestru zabytków. Co do wcześniejszych dziejów, Stanisław Pawlak („Młyny wodne ziemi łęczyckiej”, Łódź 1978, s. 63) podaje, że młyn funkcjonował bez przerwy do 1914 r., gdy spłonął w trakcie walk. Tej daty pożaru nie potwierdzają jednak nowsze badania Ewy Grabowskiej (2019): w księgach podatkowych młyn występuje jeszcze w 1917 r. Możliwe zatem, że zniszczony został tylko jeden z budynków.",
            ),
            Good(
                "en",
                "The earliest mention of the mill in Brzeziny comes from a document dated 1386, held in the State Archive in Łódź (fonds 39/172, ref. no. 14). According to Stanisław Pawlak („Młyny wodne ziemi łęczyckiej”, Łódź 1978, p. 63), the mill operated without interruption until 1914, when it burned down during the fighting. However, more recent research by Ewa Grabowska (2019) does not confirm this date of the fire: the mill still appears in the tax registers in 1917. It is therefore possible that only one of the buildings was destroyed. The present building was erected in 1926 and is not listed in the register of historic monuments.",
            ),
        ],
        bad=[
            Slip(0, [("Łódź 1978, s. 63", "Łódź 1978, s. 36")], "citation"),
            Slip(
                1,
                [
                    (
                        "Obecny budynek wzniesiono w 1926 r.; nie został on wpisany do rejestru zabytków.",
                        "The present building was erected in 1926 and has not been entered in the register of historic monuments.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("does not confirm this date", "confirms this date")], "negation"),
        ],
    ),
    Case(
        key="pl-municipal-tree-felling-notification-rules",
        source="Właściciele nieruchomości, którzy chcą usunąć drzewo na cele niezwiązane z działalnością gospodarczą, muszą zgłosić ten zamiar w Urzędzie Gminy, jeśli obwód pnia mierzony na wysokości 5 cm przekracza 80 cm w przypadku topoli, wierzb i klonu srebrzystego, 65 cm w przypadku kasztanowca, robinii i platanu oraz 50 cm w przypadku pozostałych gatunków. Urzędnik ma 21 dni na oględziny od dnia doręczenia zgłoszenia, a po oględzinach gmina może w ciągu 14 dni wnieść sprzeciw. Drzewo można usunąć, jeśli sprzeciwu nie wniesiono. Zgłoszenie jest bezpłatne. Wycinki nie należy planować w okresie lęgowym ptaków, czyli od 1 marca do 15 października.",
        good=[
            Good(
                "preserve",
                """Chcesz usunąć drzewo ze swojej nieruchomości w celu niezwiązanym z działalnością gospodarczą? Musisz zgłosić ten zamiar w Urzędzie Gminy, jeśli obwód pnia mierzony na wysokości 5 cm przekracza:
- 80 cm – topole, wierzby i klon srebrzysty,
- 65 cm – kasztanowiec, robinia i platan,
- 50 cm – pozostałe gatunki.

Od doręczenia zgłoszenia urzędnik ma 21 dni na oględziny, a po nich gmina może w ciągu 14 dni wnieść sprzeciw. Jeśli sprzeciwu nie wniesiono, możesz usunąć drzewo. Za zgłoszenie nic nie płacisz. Pamiętaj, że wycinki nie należy planować w okresie lęgowym ptaków, który trwa od 1 marca do 15 października.""",
            ),
            Good(
                "preserve",
                "Zamiar usunięcia drzewa z nieruchomości na cele niezwiązane z działalnością gospodarczą właściciel musi zgłosić w Urzędzie Gminy, o ile obwód pnia, mierzony na wysokości 5 cm, przekracza 80 cm (topole, wierzby, klon srebrzysty), 65 cm (kasztanowiec, robinia, platan) lub 50 cm (pozostałe gatunki). W ciągu 21 dni od doręczenia zgłoszenia urzędnik przeprowadza oględziny, po których gmina może w terminie 14 dni wnieść sprzeciw. W razie niewniesienia sprzeciwu drzewo można usunąć. Zgłoszenie nie podlega opłacie. Wycinki nie należy planować w okresie lęgowym ptaków (od 1 marca do 15 października).",
            ),
            Good(
                "en",
                "Property owners who want to remove a tree for purposes not related to business activity must notify the Municipal Office if the trunk circumference, measured at a height of 5 cm, exceeds 80 cm for poplars, willows and silver maple, 65 cm for horse chestnut, black locust and plane trees, and 50 cm for other species. An official has 21 days from the delivery of the notification to inspect the tree, and after the inspection the municipality may lodge an objection within 14 days. The tree may be removed if no objection has been lodged. The notification is free of charge. Felling should not be planned during the bird breeding season, i.e. from 1 March to 15 October.",
            ),
        ],
        bad=[
            Slip(1, [("właściciel musi zgłosić", "właściciel powinien zgłosić")], "modality"),
            Slip(0, [("65 cm – kasztanowiec", "60 cm – kasztanowiec")], "number"),
            Slip(
                2,
                [
                    (
                        "The notification is free of charge.",
                        "The notification is free of charge and can also be submitted online via ePUAP.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""Blind-6 guard pairs: Polish sources, rewritten into Polish or English."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-szkola-muzyczna-nabor",
        source="Państwowa Szkoła Muzyczna I stopnia im. Fryderyka Chopina w Zamościu ogłasza nabór na rok szkolny 2025/2026. Wnioski należy składać w sekretariacie lub elektronicznie na adres rekrutacja@psm-zamosc.pl w terminie od 1 kwietnia do 16 maja 2025 r. Badanie przydatności odbędzie się 7 czerwca o godz. 9:00 i trwa zwykle około 20 minut. Kandydaci do cyklu sześcioletniego muszą mieć ukończone 6 lat, a do cyklu czteroletniego – nie więcej niż 16 lat. Nie trzeba umieć grać na żadnym instrumencie. Do wniosku można dołączyć opinię nauczyciela muzyki, ale nie jest ona obowiązkowa. Wyniki zostaną ogłoszone wyłącznie na tablicy ogłoszeń szkoły 14 czerwca; szkoła nie podaje ich telefonicznie.",
        good=[
            Good(
                "preserve",
                "Nabór do PSM I st. im. Fryderyka Chopina w Zamościu – rok szkolny 2025/2026\n"
                "• Wnioski: od 1.04 do 16.05.2025, obowiązkowo w sekretariacie albo mailowo na rekrutacja@psm-zamosc.pl.\n"
                "• Badanie przydatności: 7 czerwca, start o 9:00; zazwyczaj zajmuje mniej więcej 20 minut.\n"
                "• Wiek: w cyklu 6-letnim wymagane ukończone 6 lat, w cyklu 4-letnim maksymalnie 16 lat.\n"
                "• Umiejętność gry na instrumencie nie jest wymagana.\n"
                "• Opinia nauczyciela muzyki – opcjonalnie, można ją dołączyć do wniosku.\n"
                "• Wyniki: 14 czerwca, tylko na tablicy ogłoszeń w szkole; informacji nie udziela się przez telefon.",
            ),
            Good(
                "en",
                "The Fryderyk Chopin State Music School (first level) in Zamość is accepting applications for the 2025/2026 school year. Applications must be submitted at the school office or by e-mail to rekrutacja@psm-zamosc.pl between 1 April and 16 May 2025. The aptitude test will take place on 7 June at 9:00 a.m. and usually lasts about 20 minutes. Candidates for the six-year programme must be at least 6 years old, and those for the four-year programme no older than 16. No ability to play any instrument is required. A music teacher's opinion may be attached to the application, but it is not mandatory. Results will be posted on 14 June, only on the school notice board; the school does not give them out by phone.",
            ),
            Good(
                "preserve",
                "Zamojska szkoła muzyczna I stopnia im. Fryderyka Chopina zaprasza chętnych na rok szkolny 2025/2026. Na zgłoszenia jest czas od 1 kwietnia do 16 maja 2025 r. – wniosek trzeba złożyć w sekretariacie albo przesłać na rekrutacja@psm-zamosc.pl. Badanie przydatności zaplanowano na 7 czerwca, godz. 9:00; trwa ono na ogół około dwudziestu minut. Do cyklu sześcioletniego przyjmowane są dzieci, które skończyły 6 lat, do czteroletniego – osoby, które nie przekroczyły 16 lat. Gra na instrumencie nie jest warunkiem przyjęcia. Opinię nauczyciela muzyki można dołączyć, choć nie jest wymagana. Wyniki szkoła wywiesi 14 czerwca wyłącznie na swojej tablicy ogłoszeń – telefonicznie nie będą przekazywane.",
            ),
        ],
        bad=[
            Slip(
                1, [("between 1 April and 16 May 2025", "between 1 April and 26 May 2025")], "date"
            ),
            Slip(1, [("usually lasts about 20 minutes", "lasts 20 minutes")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Gra na instrumencie nie jest warunkiem przyjęcia.",
                        "Gra na instrumencie jest warunkiem przyjęcia.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-elektrosmieci-zbiorka",
        source="Urząd Gminy Wieliszew informuje, że mobilna zbiórka zużytego sprzętu elektrycznego i elektronicznego odbędzie się w sobotę 12 października 2024 r. w godz. 8:00–14:00 na parkingu przy ul. Modlińskiej 1. Mieszkańcy mogą oddać bezpłatnie m.in. pralki, lodówki, telewizory i drobny sprzęt AGD. Sprzęt musi być kompletny – nie przyjmuje się lodówek bez agregatu ani telewizorów z rozbitym kineskopem. Zabrania się pozostawiania odpadów przed terenem zbiórki poza godzinami jej trwania. Jednorazowo od jednego gospodarstwa przyjmuje się nie więcej niż 5 sztuk dużego sprzętu. Baterie i świetlówki należy oddawać wyłącznie w Punkcie Selektywnej Zbiórki Odpadów Komunalnych. Szczegóły: www.wieliszew.pl/odpady lub tel. 22 765 32 00.",
        good=[
            Good(
                "preserve",
                "W sobotę, 12.10.2024, od 8:00 do 14:00 na parkingu przy ul. Modlińskiej 1 Urząd Gminy Wieliszew organizuje mobilną zbiórkę elektrośmieci. Bez opłat można tam przekazać między innymi pralki, lodówki, telewizory oraz mniejsze urządzenia AGD. Warunek: sprzęt ma być kompletny, dlatego lodówki pozbawione agregatu i telewizory z pękniętym kineskopem nie zostaną przyjęte. Poza godzinami zbiórki obowiązuje zakaz zostawiania odpadów przed jej terenem. Jedno gospodarstwo domowe może jednorazowo oddać maksymalnie 5 sztuk dużego sprzętu. Baterie i świetlówki trzeba oddawać wyłącznie do Punktu Selektywnej Zbiórki Odpadów Komunalnych (PSZOK). Więcej informacji: www.wieliszew.pl/odpady, tel. 22 765 32 00.",
            ),
            Good(
                "en",
                "Wieliszew Municipality: e-waste collection\n\nA mobile collection of used electrical and electronic equipment will be held on Saturday, 12 October 2024, from 8:00 a.m. to 2:00 p.m. in the car park at ul. Modlińska 1. Residents can hand in washing machines, fridges, TVs, small household appliances and more, free of charge. Equipment must be complete: fridges without a compressor unit and TVs with a broken picture tube will not be accepted. Leaving waste outside the collection site outside its opening hours is prohibited. Each household may bring no more than 5 large items at a time. Batteries and fluorescent lamps must be taken only to the Selective Municipal Waste Collection Point (PSZOK). Details: www.wieliszew.pl/odpady or tel. 22 765 32 00.",
            ),
            Good(
                "preserve",
                "Elektrośmieci znikną z piwnic? Gmina Wieliszew zaprasza mieszkańców na bezpłatną mobilną zbiórkę, która potrwa od 8:00 do 14:00 w sobotę 12 października 2024 r. Punkt stanie na parkingu przy ul. Modlińskiej 1. Przyjmowane będą m.in. pralki, lodówki, telewizory i drobne AGD – ale tylko kompletne; lodówka bez agregatu czy telewizor z rozbitym kineskopem nie zostanie przyjęty. Limit na jedno gospodarstwo to 5 sztuk dużego sprzętu naraz. Gmina przypomina, że nie wolno zostawiać odpadów przed miejscem zbiórki, gdy ta się nie odbywa, a baterie i świetlówki trzeba oddać wyłącznie w PSZOK. Informacje: www.wieliszew.pl/odpady, 22 765 32 00.",
            ),
        ],
        bad=[
            Slip(1, [("no more than 5 large items", "no more than 3 large items")], "number"),
            Slip(0, [("www.wieliszew.pl/odpady", "www.wieliszew.gov.pl/odpady")], "url"),
            Slip(2, [("nie wolno zostawiać odpadów", "lepiej nie zostawiać odpadów")], "modality"),
        ],
    ),
    Case(
        key="pl-rower-miejski-regulamin",
        source="Regulamin systemu Rower Miejski Bystrzyca (§ 7). Z roweru może korzystać wyłącznie osoba, która ukończyła 13 lat; osoby w wieku 13–18 lat potrzebują pisemnej zgody opiekuna prawnego. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, każda kolejna rozpoczęta godzina kosztuje 4 zł. Rower należy zwrócić do stacji w ciągu 12 godzin; za przekroczenie tego czasu naliczana jest kara w wysokości 200 zł. Użytkownik nie może przewozić na rowerze drugiej osoby ani przypinać go poza stacją na dłużej niż 15 minut. Przed wypożyczeniem zaleca się sprawdzenie stanu hamulców i opon. Awarie należy zgłaszać pod numerem 81 466 20 30 lub w aplikacji.",
        good=[
            Good(
                "en",
                "Bystrzyca City Bike terms, section 7: only persons aged 13 or over may use the bikes, and users aged 13 to 18 need written consent from a legal guardian. The first 20 minutes of every rental are free; each further hour started costs PLN 4. Bikes must be returned to a station within 12 hours, otherwise a PLN 200 penalty is charged. Users may not carry a passenger or lock the bike outside a station for longer than 15 minutes. Checking the brakes and tyres before renting is recommended. Faults must be reported on 81 466 20 30 or via the app.",
            ),
            Good(
                "preserve",
                "Rower Miejski Bystrzyca – najważniejsze z § 7 regulaminu:\n"
                "– jeździć mogą tylko osoby po 13. urodzinach; od 13 do 18 lat potrzebna jest pisemna zgoda opiekuna prawnego;\n"
                "– pierwsze 20 min każdego wypożyczenia gratis, potem 4 zł za każdą rozpoczętą godzinę;\n"
                "– zwrot do stacji najpóźniej po 12 godzinach, inaczej kara 200 zł;\n"
                "– zakaz wożenia pasażera i przypinania roweru poza stacją na dłużej niż kwadrans;\n"
                "– warto przed jazdą sprawdzić hamulce i opony;\n"
                "– awarię trzeba zgłosić: tel. 81 466 20 30 albo aplikacja.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 7 regulaminu systemu Rower Miejski Bystrzyca prawo do korzystania z roweru przysługuje jedynie osobom, które ukończyły 13 lat, przy czym użytkownicy w wieku od 13 do 18 lat muszą mieć pisemną zgodę opiekuna prawnego. Opłaty: pierwsze 20 minut każdego wypożyczenia – bez opłat; każda następna rozpoczęta godzina – 4 zł. Rower musi wrócić do stacji przed upływem 12 godzin, a w razie przekroczenia tego limitu użytkownik płaci karę 200 zł. Zabronione jest przewożenie drugiej osoby oraz pozostawianie roweru przypiętego poza stacją dłużej niż 15 minut. Przed wypożyczeniem rekomenduje się kontrolę hamulców i ogumienia. Usterki obowiązkowo zgłasza się pod nr 81 466 20 30 lub przez aplikację.",
            ),
        ],
        bad=[
            Slip(0, [("within 12 hours", "within 24 hours")], "number"),
            Slip(1, [("zakaz wożenia pasażera", "nie zaleca się wożenia pasażera")], "modality"),
            Slip(2, [("Zgodnie z § 7 regulaminu", "Zgodnie z § 9 regulaminu")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-konkurs-foto-miasto-noca",
        source="Miejski Dom Kultury w Kaliszu zaprasza do udziału w XI Konkursie Fotograficznym „Miasto nocą”. Każdy uczestnik może nadesłać maksymalnie 3 zdjęcia w formacie JPG, o rozdzielczości co najmniej 3000 pikseli na dłuższym boku. Prace należy przesyłać do 30 września 2025 r. do godz. 23:59 przez formularz na stronie mdk.kalisz.pl/konkurs. Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Dopuszcza się podstawową obróbkę (kadrowanie, korekta kontrastu), ale fotomontaże zostaną odrzucone. Jury przyzna nagrodę główną w wysokości 1500 zł oraz dwa wyróżnienia po 500 zł. Wyniki zostaną prawdopodobnie ogłoszone w drugiej połowie października.",
        good=[
            Good(
                "preserve",
                "Nocne zdjęcia miasta mogą przynieść 1500 zł. Miejski Dom Kultury w Kaliszu ogłosił XI edycję konkursu fotograficznego „Miasto nocą”. Na prace organizatorzy czekają do 30.09.2025, do 23:59 – zgłoszenia przyjmuje formularz na mdk.kalisz.pl/konkurs. Jedna osoba prześle najwyżej trzy fotografie w JPG, a dłuższy bok każdej musi mieć minimum 3000 pikseli. Warunek: zdjęcia nie mogły wcześniej ukazać się publicznie ani zdobyć nagrody w innym konkursie. Kadrowanie czy poprawienie kontrastu jest dozwolone, natomiast fotomontaże odpadną. Poza nagrodą główną jury rozda dwa wyróżnienia po 500 zł. Rozstrzygnięcie nastąpi prawdopodobnie w drugiej połowie października.",
            ),
            Good(
                "en",
                "The Municipal Cultural Centre in Kalisz invites entries for the 11th “City at Night” Photography Competition. Each participant may submit up to 3 photos in JPG format, at least 3,000 pixels on the longer side. Entries must be sent by 11:59 p.m. on 30 September 2025 via the form at mdk.kalisz.pl/konkurs. The photos must not have been published before or won awards in other competitions. Basic editing (cropping, contrast correction) is allowed, but photomontages will be rejected. The jury will award a main prize of PLN 1,500 and two distinctions of PLN 500 each. Results will probably be announced in the second half of October.",
            ),
            Good(
                "preserve",
                "XI Konkurs Fotograficzny „Miasto nocą” – MDK Kalisz\n"
                "Limit: do 3 zdjęć na osobę, format JPG, dłuższy bok min. 3000 px.\n"
                "Termin: do 30 września 2025 r., godz. 23:59; zgłoszenia przez formularz na mdk.kalisz.pl/konkurs.\n"
                "Wymóg: prace wcześniej niepublikowane i nienagradzane w innych konkursach.\n"
                "Obróbka: dozwolona podstawowa (kadrowanie, kontrast); fotomontaże będą odrzucane.\n"
                "Nagrody: główna 1500 zł, dwa wyróżnienia po 500 zł.\n"
                "Wyniki: prawdopodobnie w II połowie października.",
            ),
        ],
        bad=[
            Slip(1, [("Results will probably be announced", "Results will be announced")], "hedge"),
            Slip(
                2,
                [
                    (
                        "dwa wyróżnienia po 500 zł.",
                        "dwa wyróżnienia po 500 zł oraz nagroda publiczności 300 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("mdk.kalisz.pl/konkurs", "mdk-kalisz.pl/konkurs")], "url"),
        ],
    ),
    Case(
        key="pl-kurs-pierwszej-pomocy",
        source="Kurs pierwszej pomocy dla pracowników oświaty odbędzie się 8 i 9 listopada 2025 r. w godz. 9:00–16:00 w sali 204 budynku przy ul. Hetmańskiej 9 w Rzeszowie. Łączny czas zajęć wynosi 12 godzin, z czego około połowa to ćwiczenia praktyczne na fantomach. Koszt udziału to 350 zł od osoby; opłatę trzeba wnieść najpóźniej 7 dni przed rozpoczęciem kursu. Uczestnik musi być obecny na wszystkich zajęciach, aby otrzymać zaświadczenie ważne przez 2 lata. Zaleca się wygodny strój sportowy. Osoby w ciąży mogą wziąć udział jedynie w części teoretycznej, chyba że lekarz wyrazi zgodę na ćwiczenia. Zgłoszenia: szkolenia@pck-rzeszow.pl.",
        good=[
            Good(
                "preserve",
                "W dniach 8–9 listopada 2025 r., od 9:00 do 16:00, w sali nr 204 przy ul. Hetmańskiej 9 w Rzeszowie odbędzie się szkolenie z pierwszej pomocy przeznaczone dla pracowników oświaty. Program obejmuje łącznie 12 godzin, a mniej więcej połowę stanowią ćwiczenia z użyciem fantomów. Udział kosztuje 350 zł za osobę i należy go opłacić nie później niż tydzień przed startem kursu. Zaświadczenie, ważne 2 lata, otrzymają wyłącznie osoby obecne na wszystkich zajęciach. Zalecamy przyjście w wygodnym stroju sportowym. Osoby w ciąży uczestniczą tylko w części teoretycznej, chyba że lekarz zezwoli im na ćwiczenia. Zgłoszenia przyjmujemy pod adresem szkolenia@pck-rzeszow.pl.",
            ),
            Good(
                "en",
                "First aid course for education staff\n"
                "Dates: 8–9 November 2025, 9:00–16:00, Room 204, ul. Hetmańska 9, Rzeszów.\n"
                "Length: 12 hours in total, roughly half of it hands-on practice on manikins.\n"
                "Fee: PLN 350 per person, payable no later than 7 days before the course starts.\n"
                "Certificate (valid for 2 years): issued only to participants who attend all sessions.\n"
                "Recommended: comfortable sportswear.\n"
                "Pregnant participants may join the theory part only, unless a doctor approves their taking part in the exercises.\n"
                "Registration: szkolenia@pck-rzeszow.pl",
            ),
            Good(
                "preserve",
                "Pracujesz w szkole albo przedszkolu? Zapisz się na kurs pierwszej pomocy! Spotykamy się 8 i 9 listopada 2025 r. w godzinach 9–16 w Rzeszowie, ul. Hetmańska 9, sala 204. Z 12 godzin zajęć około połowę spędzisz na praktycznych ćwiczeniach z fantomami. Cena to 350 zł od osoby – trzeba ją wpłacić najpóźniej 7 dni przed pierwszym dniem kursu. Żeby dostać zaświadczenie (ważne dwa lata), trzeba być na wszystkich zajęciach. Najlepiej przyjdź w wygodnym, sportowym ubraniu. Jeśli jesteś w ciąży, możesz uczestniczyć tylko w teorii – chyba że lekarz zgodzi się na ćwiczenia. Zgłoszenia wysyłaj na szkolenia@pck-rzeszow.pl.",
            ),
        ],
        bad=[
            Slip(1, [("valid for 2 years", "valid for 3 years")], "number"),
            Slip(
                2,
                [("trzeba być na wszystkich zajęciach", "warto być na wszystkich zajęciach")],
                "modality",
            ),
            Slip(0, [("a mniej więcej połowę stanowią", "a połowę stanowią")], "hedge"),
        ],
    ),
    Case(
        key="pl-przychodnia-weterynaryjna",
        source="Od 1 lutego 2025 r. Przychodnia Weterynaryjna „Kiwi” przy ul. Lipowej 14 w Olsztynie przyjmuje pacjentów wyłącznie po wcześniejszej rejestracji telefonicznej (89 527 11 40) lub przez stronę kiwi-vet.pl. Wizyty odbywają się od poniedziałku do piątku w godz. 8:00–20:00 oraz w soboty w godz. 9:00–13:00. W nagłych przypadkach można przyjść bez zapisu, ale czas oczekiwania może wynieść nawet 2 godziny. Psy muszą być prowadzone na smyczy, a koty przynoszone w transporterze. Za nieodwołanie wizyty co najmniej 24 godziny wcześniej pobieramy opłatę 50 zł. Szczepienie przeciwko wściekliźnie kosztuje 80 zł; książeczkę zdrowia należy zabrać ze sobą.",
        good=[
            Good(
                "en",
                "From 1 February 2025, the Kiwi Veterinary Clinic at ul. Lipowa 14 in Olsztyn will see patients only by prior appointment, booked by phone (89 527 11 40) or at kiwi-vet.pl. Appointments are available Monday to Friday, 8 a.m.–8 p.m., and on Saturdays, 9 a.m.–1 p.m. In an emergency you can come in without an appointment, but the wait may be as long as 2 hours. Dogs must be kept on a lead and cats brought in a carrier. If an appointment is not cancelled at least 24 hours in advance, we charge a PLN 50 fee. A rabies vaccination costs PLN 80; the pet's health booklet must be brought along.",
            ),
            Good(
                "preserve",
                "Zmiana zasad przyjęć – Przychodnia Weterynaryjna „Kiwi”, ul. Lipowa 14, Olsztyn\n"
                "Od 1.02.2025 przyjmujemy tylko umówionych pacjentów. Zapisy: telefonicznie pod nr 89 527 11 40 albo online na kiwi-vet.pl.\n"
                "Godziny wizyt: pon.–pt. 8:00–20:00, sob. 9:00–13:00.\n"
                "Nagłe przypadki obsłużymy także bez rejestracji, jednak trzeba liczyć się z oczekiwaniem sięgającym nawet dwóch godzin.\n"
                "Psy – obowiązkowo na smyczy; koty – w transporterze.\n"
                "Jeśli wizyta nie zostanie odwołana co najmniej 24 h wcześniej, pobieramy 50 zł.\n"
                "Szczepienie na wściekliznę: 80 zł. Książeczkę zdrowia trzeba mieć ze sobą.",
            ),
            Good(
                "preserve",
                "Przychodnia Weterynaryjna „Kiwi” (Olsztyn, ul. Lipowa 14) od 1 lutego 2025 r. zmienia zasady: zwierzęta będą przyjmowane jedynie po uprzednim umówieniu wizyty – przez telefon 89 527 11 40 lub na stronie kiwi-vet.pl. Lekarze przyjmują w dni powszednie od 8:00 do 20:00, a w soboty od 9:00 do 13:00. Bez zapisu można zgłosić się tylko w nagłej sytuacji, licząc się z tym, że czas oczekiwania może sięgnąć 2 godzin. Psa trzeba prowadzić na smyczy, a kota przynieść w transporterze. Opłata 50 zł obowiązuje, gdy wizyta nie zostanie odwołana z co najmniej 24-godzinnym wyprzedzeniem. Szczepienie przeciw wściekliźnie to koszt 80 zł – należy mieć przy sobie książeczkę zdrowia zwierzęcia.",
            ),
        ],
        bad=[
            Slip(0, [("at least 24 hours in advance", "at least 48 hours in advance")], "number"),
            Slip(1, [("Od 1.02.2025", "Od 1.03.2025")], "date"),
            Slip(
                2,
                [
                    (
                        "że czas oczekiwania może sięgnąć 2 godzin",
                        "że czas oczekiwania wyniesie 2 godziny",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-przetrzymanie",
        source="Zgodnie z § 12 Regulaminu Miejskiej Biblioteki Publicznej w Tczewie książki wypożycza się na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, osobiście, telefonicznie lub przez konto czytelnika na stronie katalog.mbp-tczew.pl, o ile na daną pozycję nie czeka inna osoba. Za każdy dzień przetrzymania pobiera się opłatę 0,20 zł za egzemplarz. Czytelnik, który zalega ze zwrotem dłużej niż 60 dni, nie może wypożyczać kolejnych materiałów do czasu uregulowania należności. Nowości (oznaczone czerwoną naklejką) wypożycza się tylko na 14 dni i nie podlegają one prolongacie. Dzieci do lat 7 są zwolnione z opłat za przetrzymanie.",
        good=[
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Tczewie przypomina zasady z § 12 regulaminu. Standardowy okres wypożyczenia książki to 30 dni. Termin można wydłużyć najwyżej dwa razy – na miejscu, przez telefon albo w koncie czytelnika na katalog.mbp-tczew.pl – pod warunkiem, że na dany tytuł nie czeka nikt inny. Każdy dzień zwłoki kosztuje 20 groszy za egzemplarz. Kto zalega ze zwrotem ponad 60 dni, nie wypożyczy kolejnych materiałów, dopóki nie ureguluje należności. Nowości z czerwoną naklejką wypożyczamy wyłącznie na 14 dni, bez możliwości prolongaty. Dzieci do lat 7 nie płacą za przetrzymanie.",
            ),
            Good(
                "en",
                "Under § 12 of the Rules of the Municipal Public Library in Tczew, books are lent for 30 days. The return date may be extended twice – in person, by phone or through the reader's account at katalog.mbp-tczew.pl – provided no one else is waiting for the item. A fee of PLN 0.20 per item is charged for each day a book is overdue. Readers who are more than 60 days late with a return may not borrow further materials until they have paid what they owe. New titles (marked with a red sticker) are lent for 14 days only and cannot be renewed. Children up to the age of 7 are exempt from overdue fees.",
            ),
            Good(
                "preserve",
                "Biblioteka w Tczewie – opłaty za przetrzymanie (§ 12 regulaminu MBP)\n"
                "1. Okres wypożyczenia: 30 dni.\n"
                "2. Prolongata: maksymalnie 2 razy (osobiście, telefonicznie, przez konto na katalog.mbp-tczew.pl), jeśli na książkę nie czeka inny czytelnik.\n"
                "3. Opłata: 0,20 zł za każdy dzień zwłoki, liczona od egzemplarza.\n"
                "4. Zaległość ponad 60 dni = blokada kolejnych wypożyczeń aż do spłaty należności.\n"
                "5. Nowości (czerwona naklejka): tylko 14 dni, prolongata niemożliwa.\n"
                "6. Dzieci do lat 7 – zwolnione z opłat za przetrzymanie.",
            ),
        ],
        bad=[
            Slip(1, [("Under § 12 of the Rules", "Under § 21 of the Rules")], "legal_reference"),
            Slip(
                2,
                [("tylko 14 dni, prolongata niemożliwa", "tylko 14 dni, prolongata możliwa raz")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Każdy dzień zwłoki kosztuje 20 groszy za egzemplarz.",
                        "Każdy dzień zwłoki kosztuje 20 groszy za egzemplarz, a po 30 dniach stawka rośnie do 50 groszy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-pochp-trening",
        source="Celem badania była ocena skuteczności 12-tygodniowego programu treningu oddechowego u pacjentów z przewlekłą obturacyjną chorobą płuc. Do randomizowanego badania włączono 148 osób w wieku 55–80 lat, leczonych w trzech ośrodkach w latach 2021–2023 (rejestr NCT04918277). W grupie interwencyjnej dystans w teście 6-minutowego marszu wzrósł średnio o 42 m, a w grupie kontrolnej o 9 m (p = 0,003). Nie stwierdzono istotnej różnicy w liczbie zaostrzeń. Wyniki sugerują, że trening może poprawiać wydolność wysiłkową, jednak ze względu na krótki okres obserwacji nie należy ich uogólniać na całą populację chorych. Wyniki są zgodne z wcześniejszymi obserwacjami (Nowicka i in., 2019).",
        good=[
            Good(
                "en",
                "This study assessed the effectiveness of a 12-week respiratory training programme in patients with chronic obstructive pulmonary disease. The randomised trial enrolled 148 patients aged 55–80, treated at three centres between 2021 and 2023 (registry NCT04918277). Six-minute walk distance increased by a mean of 42 m in the intervention group and by 9 m in the control group (p = 0.003). No significant difference in the number of exacerbations was found. The results suggest that training may improve exercise capacity; however, given the short follow-up, they should not be generalised to the whole patient population. The findings are consistent with earlier observations (Nowicka et al., 2019).",
            ),
            Good(
                "preserve",
                "W randomizowanym badaniu (NCT04918277), przeprowadzonym w latach 2021–2023 w trzech ośrodkach, oceniono, czy 12-tygodniowy trening oddechowy jest skuteczny u chorych na POChP. Uczestniczyło w nim 148 pacjentów w wieku od 55 do 80 lat. Dystans pokonywany w teście 6-minutowego marszu zwiększył się średnio o 42 m w grupie interwencyjnej wobec 9 m w grupie kontrolnej (p = 0,003), natomiast liczba zaostrzeń nie różniła się istotnie między grupami. Podobne obserwacje opisywano już wcześniej (Nowicka i in., 2019). Uzyskane dane wskazują, że trening może zwiększać wydolność wysiłkową, lecz z uwagi na krótki czas obserwacji nie należy uogólniać ich na wszystkich chorych.",
            ),
            Good(
                "preserve",
                "Trening oddechowy w POChP – najważniejsze wyniki\n"
                "• Program: 12 tygodni; badanie randomizowane, 3 ośrodki, lata 2021–2023, rejestr NCT04918277.\n"
                "• Uczestnicy: 148 osób w wieku 55–80 lat.\n"
                "• Test 6-minutowego marszu: średnio +42 m (interwencja) vs +9 m (kontrola), p = 0,003.\n"
                "• Zaostrzenia: brak istotnej różnicy.\n"
                "• Wniosek: trening może poprawiać wydolność wysiłkową, ale ze względu na krótką obserwację wyników nie należy uogólniać na całą populację chorych.\n"
                "• Zgodność z wcześniejszymi danymi (Nowicka i in., 2019).",
            ),
        ],
        bad=[
            Slip(0, [("(Nowicka et al., 2019)", "(Nowicka et al., 2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "wskazują, że trening może zwiększać wydolność",
                        "dowodzą, że trening zwiększa wydolność",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("NCT04918277", "NCT04981277")], "code"),
        ],
    ),
    Case(
        key="pl-lodowisko-orbita",
        source="Lodowisko miejskie przy Hali Orbita będzie czynne od 1 grudnia 2025 r. do 28 lutego 2026 r., codziennie w godz. 10:00–21:00, z przerwą techniczną na czyszczenie tafli co 90 minut. Bilet normalny na jedną sesję kosztuje 12 zł, ulgowy 8 zł; wypożyczenie łyżew to dodatkowe 10 zł. Dzieci do 10 lat mogą wejść na taflę wyłącznie pod opieką osoby dorosłej. Zaleca się jazdę w kasku i rękawiczkach. Na tafli nie wolno jeść, palić ani jeździć z dzieckiem na rękach. W razie odwilży lodowisko może zostać zamknięte bez wcześniejszego powiadomienia – aktualne informacje publikujemy na facebook.com/lodowiskoorbita.",
        good=[
            Good(
                "preserve",
                "Sezon łyżwiarski przy Hali Orbita startuje 1 grudnia 2025 r. i potrwa do 28 lutego 2026 r. Na lodowisko zapraszamy codziennie od 10:00 do 21:00 – co półtorej godziny robimy przerwę techniczną na wyczyszczenie tafli. Ceny za sesję: bilet normalny 12 zł, ulgowy 8 zł, a łyżwy wypożyczysz za dodatkowe 10 zł. Dzieci do 10 lat wchodzą na lód tylko z dorosłym opiekunem. Polecamy kask i rękawiczki. Na tafli obowiązuje zakaz jedzenia, palenia i jazdy z dzieckiem na rękach. Gdy przyjdzie odwilż, możemy zamknąć lodowisko bez uprzedzenia – śledź facebook.com/lodowiskoorbita.",
            ),
            Good(
                "en",
                "City ice rink at Hala Orbita\n"
                "Open: 1 December 2025 – 28 February 2026, daily 10:00–21:00, with a technical break every 90 minutes to clean the ice.\n"
                "Prices per session: standard PLN 12, reduced PLN 8; skate hire PLN 10 extra.\n"
                "Children up to the age of 10 may go on the ice only with an adult.\n"
                "Helmets and gloves are recommended.\n"
                "Eating, smoking and skating while carrying a child are not allowed on the ice.\n"
                "During a thaw the rink may close without prior notice – updates at facebook.com/lodowiskoorbita.",
            ),
            Good(
                "preserve",
                "Informujemy, że lodowisko miejskie przy Hali Orbita funkcjonować będzie w okresie od 1.12.2025 do 28.02.2026, codziennie w godzinach 10:00–21:00. Co 90 minut przewidziano przerwę techniczną przeznaczoną na czyszczenie tafli. Cena biletu na jedną sesję wynosi 12 zł (normalny) lub 8 zł (ulgowy), zaś za wypożyczenie łyżew pobiera się dodatkowo 10 zł. Dzieci do 10 lat mogą przebywać na tafli jedynie pod opieką osoby dorosłej. Rekomendujemy korzystanie z kasku oraz rękawiczek. Na tafli zabronione jest spożywanie posiłków, palenie oraz jazda z dzieckiem na rękach. W przypadku odwilży lodowisko może zostać zamknięte bez uprzedniego powiadomienia; bieżące komunikaty dostępne są na facebook.com/lodowiskoorbita.",
            ),
        ],
        bad=[
            Slip(1, [("skate hire PLN 10 extra", "skate hire PLN 15 extra")], "number"),
            Slip(
                0,
                [("Polecamy kask i rękawiczki.", "Kask i rękawiczki są obowiązkowe.")],
                "modality",
            ),
            Slip(2, [("lodowisko może zostać zamknięte", "lodowisko zostanie zamknięte")], "hedge"),
        ],
    ),
    Case(
        key="pl-stypendium-sportowe-plock",
        source="Na podstawie uchwały nr XLV/512/2024 Rady Miasta Płocka z dnia 28 listopada 2024 r. zawodnicy osiągający wysokie wyniki sportowe mogą ubiegać się o stypendium w wysokości od 300 do 900 zł miesięcznie. Stypendium przyznaje się na okres nie dłuższy niż 12 miesięcy. Wnioski należy składać do 31 stycznia 2025 r. w Biurze Obsługi Mieszkańców lub przez ePUAP. O stypendium nie może ubiegać się zawodnik, który w okresie ostatnich 2 lat został ukarany dyskwalifikacją za doping. Zawodnik jest zobowiązany do reprezentowania klubu z siedzibą w Płocku. Komisja zwykle rozpatruje wnioski w ciągu około 6 tygodni.",
        good=[
            Good(
                "preserve",
                "Uchwała nr XLV/512/2024 Rady Miasta Płocka z 28 listopada 2024 r. umożliwia sportowcom z wysokimi wynikami staranie się o miesięczne stypendium w kwocie od 300 zł do 900 zł. Świadczenie przyznawane jest maksymalnie na 12 miesięcy. Termin składania wniosków upływa 31 stycznia 2025 r.; dokumenty trzeba złożyć w Biurze Obsługi Mieszkańców albo za pośrednictwem ePUAP. Z ubiegania się o stypendium wykluczony jest zawodnik, którego w ciągu ostatnich dwóch lat zdyskwalifikowano za doping. Stypendysta ma obowiązek reprezentować klub mający siedzibę w Płocku. Rozpatrzenie wniosku przez komisję trwa zazwyczaj około sześciu tygodni.",
            ),
            Good(
                "en",
                "Under Resolution No. XLV/512/2024 of Płock City Council of 28 November 2024, athletes with high sporting achievements can apply for a scholarship of PLN 300 to 900 per month. The scholarship is granted for no longer than 12 months. Applications must be submitted by 31 January 2025 at the Residents' Service Office or via ePUAP. An athlete who has been disqualified for doping in the last 2 years may not apply. Scholarship holders are required to represent a club based in Płock. The committee usually reviews applications within about 6 weeks.",
            ),
            Good(
                "preserve",
                "Płock znów wesprze sportowców. Od 300 do 900 zł miesięcznie mogą otrzymać zawodnicy z wysokimi wynikami – tak przewiduje uchwała nr XLV/512/2024 Rady Miasta Płocka z 28 listopada 2024 r. Pieniądze będą wypłacane najdłużej przez 12 miesięcy. Chętni muszą złożyć wniosek do 31 stycznia 2025 r. w Biurze Obsługi Mieszkańców lub przez ePUAP. O stypendium nie może się starać ten, kto w ostatnich 2 latach został zdyskwalifikowany za doping. Stypendysta musi też reprezentować klub z siedzibą w Płocku. Na decyzję komisji czeka się zwykle około 6 tygodni.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Resolution No. XLV/512/2024", "Resolution No. XLV/521/2024")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "O stypendium nie może się starać ten",
                        "O stypendium może się starać nawet ten",
                    )
                ],
                "negation",
            ),
            Slip(0, [("trwa zazwyczaj około sześciu tygodni", "trwa sześć tygodni")], "hedge"),
        ],
    ),
    Case(
        key="pl-remont-mostu-objazd",
        source="Zarząd Dróg Powiatowych w Nowym Targu informuje, że od 3 marca do 30 czerwca 2025 r. droga powiatowa nr 1650K na odcinku Ludźmierz – Rogoźnik będzie całkowicie zamknięta z powodu przebudowy mostu. Objazd dla samochodów osobowych wyznaczono przez Krauszów; pojazdy o masie powyżej 3,5 t muszą korzystać z drogi krajowej nr 47. Autobusy linii 14 będą kursować zmienioną trasą, a przystanek „Rogoźnik Most” zostanie czasowo zlikwidowany. Mieszkańcy posesji położonych przy zamkniętym odcinku mogą dojeżdżać do swoich domów. Termin zakończenia prac może ulec przesunięciu w przypadku niekorzystnych warunków pogodowych. Informacje: zdp.nowytarg.pl.",
        good=[
            Good(
                "preserve",
                "Od 3 marca 2025 r. kierowcy nie przejadą z Ludźmierza do Rogoźnika drogą powiatową nr 1650K. Zarząd Dróg Powiatowych w Nowym Targu całkowicie zamyka ten odcinek – powodem jest przebudowa mostu. Utrudnienia potrwają do 30 czerwca, choć przy złej pogodzie koniec robót może się przesunąć. Osobówki pojadą objazdem przez Krauszów, a pojazdy cięższe niż 3,5 t obowiązkowo drogą krajową nr 47. Zmieni się też trasa autobusów linii 14, a przystanek „Rogoźnik Most” zostanie czasowo zlikwidowany. Właściciele posesji przy zamkniętym fragmencie nadal mogą dojechać do domów. Szczegóły na zdp.nowytarg.pl.",
            ),
            Good(
                "en",
                "The District Roads Authority in Nowy Targ announces that from 3 March to 30 June 2025 district road No. 1650K between Ludźmierz and Rogoźnik will be fully closed for the reconstruction of a bridge. Cars are diverted via Krauszów; vehicles over 3.5 t must use national road No. 47. Bus line 14 will run on a changed route, and the “Rogoźnik Most” stop will be temporarily closed. Residents of properties along the closed section may drive to their homes. The completion date may be postponed if the weather is unfavourable. Information: zdp.nowytarg.pl.",
            ),
            Good(
                "preserve",
                "Zamknięcie drogi powiatowej nr 1650K (Ludźmierz – Rogoźnik)\n"
                "Kiedy: 3.03–30.06.2025 (przy niesprzyjającej pogodzie termin zakończenia może się przesunąć).\n"
                "Dlaczego: przebudowa mostu.\n"
                "Objazd: osobowe – przez Krauszów; powyżej 3,5 t – obowiązkowo DK nr 47.\n"
                "Komunikacja: linia 14 na zmienionej trasie, przystanek „Rogoźnik Most” czasowo zlikwidowany.\n"
                "Mieszkańcy posesji przy zamkniętym odcinku: dojazd do domów dozwolony.\n"
                "Więcej: zdp.nowytarg.pl (Zarząd Dróg Powiatowych w Nowym Targu).",
            ),
        ],
        bad=[
            Slip(1, [("district road No. 1650K", "district road No. 1605K")], "code"),
            Slip(0, [("nadal mogą dojechać do domów", "nie mogą dojechać do domów")], "negation"),
            Slip(2, [("Kiedy: 3.03–30.06.2025", "Kiedy: 3.03–30.07.2025")], "date"),
        ],
    ),
    Case(
        key="pl-sezon-grzewczy-spoldzielnia",
        source="Zarząd Spółdzielni Mieszkaniowej „Słoneczna” w Lublinie informuje, że sezon grzewczy rozpocznie się 1 października 2025 r., jeśli średnia temperatura zewnętrzna przez 3 kolejne dni spadnie poniżej 12°C. Zaliczka na ogrzewanie wzrośnie o około 8% i wyniesie 4,35 zł za m² powierzchni lokalu miesięcznie. Mieszkańcy nie mogą samodzielnie demontować grzejników ani podzielników kosztów. Odczyt podzielników zaplanowano wstępnie na 14–16 stycznia 2026 r.; lokatorzy powinni zapewnić dostęp do mieszkania w tych dniach. Zapowietrzone grzejniki należy zgłaszać administracji pod nr 81 532 44 10 w godz. 7:00–15:00.",
        good=[
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Słoneczna” w Lublinie zapowiada start sezonu grzewczego na 1 października 2025 r. – pod warunkiem, że przez trzy dni z rzędu średnia temperatura na zewnątrz będzie niższa niż 12°C. Miesięczna zaliczka na ciepło pójdzie w górę mniej więcej o 8%, do 4,35 zł za metr kwadratowy lokalu. Przypominamy, że mieszkańcom nie wolno na własną rękę zdejmować grzejników ani podzielników kosztów. Odczyty podzielników wstępnie zaplanowano na 14–16 stycznia 2026 r. – w tych dniach lokatorzy powinni umożliwić wejście do mieszkań. Zapowietrzony kaloryfer trzeba zgłosić w administracji: tel. 81 532 44 10, od 7:00 do 15:00.",
            ),
            Good(
                "en",
                "The Board of the “Słoneczna” Housing Cooperative in Lublin announces that the heating season will start on 1 October 2025 if the average outdoor temperature falls below 12°C for 3 consecutive days. The heating advance payment will rise by about 8% to PLN 4.35 per m² of floor area per month. Residents may not remove radiators or heat cost allocators themselves. Reading of the allocators is provisionally scheduled for 14–16 January 2026; tenants should make their flats accessible on those days. Radiators with trapped air must be reported to the administration on 81 532 44 10 between 7:00 a.m. and 3:00 p.m.",
            ),
            Good(
                "preserve",
                "KOMUNIKAT – SM „Słoneczna”, Lublin\n"
                "1. Początek sezonu grzewczego: 1.10.2025, o ile średnia temperatura zewnętrzna przez 3 kolejne dni spadnie poniżej 12°C.\n"
                "2. Zaliczka: wzrost o ok. 8%, nowa stawka 4,35 zł/m² miesięcznie.\n"
                "3. Zakaz samodzielnego demontażu grzejników i podzielników kosztów.\n"
                "4. Odczyt podzielników: wstępnie 14–16.01.2026 – lokatorzy powinni udostępnić wtedy mieszkania.\n"
                "5. Zapowietrzone grzejniki należy zgłaszać w administracji, tel. 81 532 44 10, godz. 7:00–15:00.",
            ),
        ],
        bad=[
            Bad(
                "en",
                "The Board of the “Słoneczna” Housing Cooperative in Lublin announces that the heating season will start on 1 October 2025 if the average outdoor temperature falls below 12°C for 3 consecutive days. The heating advance payment will rise by about 8% to PLN 4.35 per m² of floor area per month. Mieszkańcy nie mogą samodzielnie demontować grzejników ani podzielników kosztów. Odczyt podzielników zaplanowano wstępnie na 14–16 stycznia 2026 r.; lokatorzy powinni zapewnić dostęp do mieszkania w tych dniach. Zapowietrzone grzejniki należy zgłaszać administracji pod nr 81 532 44 10 w godz. 7:00–15:00.",
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "wstępnie zaplanowano na 14–16 stycznia 2026 r.",
                        "zaplanowano na 14–16 stycznia 2026 r.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "tenants should make their flats accessible",
                        "tenants must make their flats accessible",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-targi-pracy-konin",
        source="Powiatowy Urząd Pracy w Koninie zaprasza na XV Targi Pracy i Edukacji, które odbędą się 9 kwietnia 2025 r. w godz. 10:00–14:00 w hali sportowej przy ul. Szymańskiego 1. Swój udział potwierdziło wstępnie około 60 pracodawców, którzy przedstawią ponad 400 ofert zatrudnienia. Wstęp jest bezpłatny i nie wymaga wcześniejszej rejestracji. Osoby bezrobotne powinny zabrać ze sobą kilka egzemplarzy CV. Pracodawcy chcący wystawić stoisko muszą zgłosić się do 21 marca, wysyłając formularz na adres targi@pup-konin.pl; liczba stoisk jest ograniczona do 70. Organizator nie pośredniczy w zawieraniu umów między uczestnikami.",
        good=[
            Good(
                "en",
                "About 60 employers have provisionally confirmed their participation in the 15th Job and Education Fair organised by the District Labour Office in Konin, and together they will present more than 400 job offers. The fair takes place on 9 April 2025, 10:00 a.m.–2:00 p.m., in the sports hall at ul. Szymańskiego 1. Admission is free and no prior registration is needed. Jobseekers should bring several copies of their CV. Employers who want a stand must apply by 21 March by sending the form to targi@pup-konin.pl; the number of stands is limited to 70. The organiser does not act as an intermediary in agreements between participants.",
            ),
            Good(
                "preserve",
                "XV Targi Pracy i Edukacji – PUP Konin\n"
                "Termin: 9.04.2025, 10:00–14:00, hala sportowa, ul. Szymańskiego 1.\n"
                "Wystawcy: według wstępnych deklaracji ok. 60 pracodawców, ponad 400 ofert pracy.\n"
                "Wejście: darmowe, bez zapisów.\n"
                "Dla bezrobotnych: warto mieć przy sobie kilka kopii CV.\n"
                "Dla pracodawców: zgłoszenie stoiska obowiązkowo do 21.03 – formularz na targi@pup-konin.pl; maksymalnie 70 stoisk.\n"
                "Uwaga: organizator nie pośredniczy w zawieraniu umów między uczestnikami.",
            ),
            Good(
                "preserve",
                "Dnia 9 kwietnia 2025 r., w godzinach od 10:00 do 14:00, w hali sportowej przy ul. Szymańskiego 1 Powiatowy Urząd Pracy w Koninie organizuje piętnastą edycję Targów Pracy i Edukacji. Wstępnie udział zadeklarowało około 60 pracodawców, którzy zaprezentują łącznie ponad 400 ofert pracy. Wejście dla odwiedzających jest bezpłatne i nie trzeba się wcześniej rejestrować. Zaleca się, aby osoby bezrobotne przyniosły kilka egzemplarzy życiorysu. Pracodawcy zainteresowani stoiskiem są zobowiązani przesłać formularz zgłoszeniowy na adres targi@pup-konin.pl najpóźniej do 21 marca; przewidziano nie więcej niż 70 stoisk. PUP nie pośredniczy w zawieraniu umów między uczestnikami targów.",
            ),
        ],
        bad=[
            Slip(0, [("targi@pup-konin.pl", "targi@pup.konin.pl")], "url"),
            Slip(
                2,
                [("PUP nie pośredniczy w zawieraniu umów", "PUP pośredniczy w zawieraniu umów")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "maksymalnie 70 stoisk.",
                        "maksymalnie 70 stoisk, pierwszeństwo mają firmy z powiatu konińskiego.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-oboz-harcerski-gniezno",
        source="Hufiec ZHP Gniezno zaprasza dzieci i młodzież w wieku 10–16 lat na obóz harcerski w Borach Tucholskich w terminie 5–18 lipca 2025 r. Koszt 14-dniowego pobytu wynosi 1850 zł i obejmuje zakwaterowanie w namiotach, wyżywienie, ubezpieczenie NNW oraz transport. Zaliczkę w wysokości 500 zł należy wpłacić do 15 maja na konto hufca; pozostałą kwotę – najpóźniej do 20 czerwca. Uczestnicy muszą umieć pływać lub przedstawić zgodę rodziców na zajęcia wyłącznie w strefie dla niepływających. Z telefonów komórkowych można korzystać tylko w wyznaczonych godzinach. Zabrania się przywożenia słodyczy w dużych ilościach ze względu na zwierzęta w lesie. Kontakt: druh Marek Wójcik, tel. 601 234 567.",
        good=[
            Good(
                "preserve",
                "Czuwaj! Hufiec ZHP Gniezno zabiera dzieci i młodzież w wieku 10–16 lat na obóz w Borach Tucholskich – od 5 do 18 lipca 2025 r. Dwa tygodnie kosztują 1850 zł, a w cenie są noclegi w namiotach, jedzenie, ubezpieczenie NNW i dojazd. Do 15 maja trzeba wpłacić na konto hufca zaliczkę 500 zł, resztę – najpóźniej do 20 czerwca. Każdy uczestnik musi umieć pływać albo mieć zgodę rodziców na zajęcia wyłącznie w strefie dla niepływających. Z telefonów korzystamy tylko w wyznaczonych godzinach. Obowiązuje zakaz przywożenia dużych ilości słodyczy – ze względu na leśne zwierzęta. Pytania? Dzwoń do druha Marka Wójcika: 601 234 567.",
            ),
            Good(
                "en",
                "ZHP Scout District Gniezno – summer camp\n"
                "Who: children and young people aged 10–16.\n"
                "Where and when: Tuchola Forest, 5–18 July 2025.\n"
                "Cost: PLN 1,850 for the 14-day stay, covering tent accommodation, meals, accident (NNW) insurance and transport.\n"
                "Payments: a PLN 500 deposit must be paid into the district's account by 15 May, and the balance by 20 June at the latest.\n"
                "Swimming: participants must be able to swim or present parental consent to activities only in the non-swimmers' zone.\n"
                "Phones: mobile phones may be used only at set times.\n"
                "Sweets: bringing large amounts is forbidden because of the animals in the forest.\n"
                "Contact: Marek Wójcik, tel. 601 234 567.",
            ),
            Good(
                "preserve",
                "Obóz harcerski Hufca ZHP Gniezno odbędzie się w dniach 5–18 lipca 2025 r. w Borach Tucholskich i jest przeznaczony dla uczestników w wieku od 10 do 16 lat. Cena czternastodniowego turnusu to 1850 zł; obejmuje ona noclegi w namiotach, wyżywienie, ubezpieczenie NNW i przejazd. Obowiązuje wpłata zaliczki 500 zł do 15 maja, a pozostałej części należności – do 20 czerwca, na rachunek hufca. Warunkiem udziału jest umiejętność pływania albo zgoda rodziców na udział w zajęciach wyłącznie w strefie dla niepływających. Korzystanie z telefonów komórkowych dozwolone jest jedynie w wyznaczonych godzinach. Ze względu na zwierzęta leśne zabronione jest przywożenie słodyczy w dużych ilościach. Osoba kontaktowa: dh Marek Wójcik, tel. 601 234 567.",
            ),
        ],
        bad=[
            Slip(1, [("by 15 May", "by 25 May")], "date"),
            Slip(
                0,
                [
                    (
                        "Z telefonów korzystamy tylko w wyznaczonych godzinach.",
                        "Z telefonów korzystamy głównie w wyznaczonych godzinach.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("zabronione jest przywożenie słodyczy", "niewskazane jest przywożenie słodyczy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-pralnia-samoobslugowa",
        source="Pralnia samoobsługowa „Bąbel” przy ul. Długiej 22 w Gdańsku działa codziennie od 6:00 do 23:00. Cykl prania w pralce 8 kg kosztuje 14 zł i trwa około 35 minut, a suszenie – 2 zł za każde 6 minut. Płatność możliwa jest wyłącznie kartą lub przez aplikację BąbelPay. Nie wolno prać w pralkach obuwia, dywanów ani rzeczy zabrudzonych olejem. Po zakończeniu cyklu należy opróżnić bęben w ciągu 15 minut, w przeciwnym razie obsługa może przełożyć pranie do kosza. Detergent jest dozowany automatycznie, więc nie trzeba przynosić własnego. Reklamacje przyjmujemy pod adresem kontakt@babel-pralnia.pl.",
        good=[
            Good(
                "preserve",
                "Pralnia „Bąbel” na Długiej 22 w Gdańsku jest otwarta 7 dni w tygodniu w godzinach 6:00–23:00. Pranie w pralce 8-kilogramowej to 14 zł za cykl, który zajmuje mniej więcej 35 minut; suszarka kosztuje 2 zł za każde 6 minut. Zapłacisz tylko kartą albo w aplikacji BąbelPay. Butów, dywanów i ubrań zabrudzonych olejem w pralkach prać nie wolno. Po skończonym cyklu trzeba wyjąć rzeczy z bębna w ciągu kwadransa – potem obsługa może przełożyć je do kosza. Własny proszek jest zbędny, bo detergent dozuje się automatycznie. Reklamacje: kontakt@babel-pralnia.pl.",
            ),
            Good(
                "en",
                "The “Bąbel” self-service laundry at ul. Długa 22 in Gdańsk is open every day from 6 a.m. to 11 p.m. A wash cycle in an 8 kg machine costs PLN 14 and takes about 35 minutes; drying costs PLN 2 per 6 minutes. Payment is accepted only by card or via the BąbelPay app. Shoes, rugs and items soiled with oil must not be washed in the machines. The drum must be emptied within 15 minutes of the cycle ending; otherwise staff may move the laundry to a basket. Detergent is dosed automatically, so there is no need to bring your own. Complaints: kontakt@babel-pralnia.pl.",
            ),
            Good(
                "preserve",
                "Zasady korzystania z pralni „Bąbel” (Gdańsk, ul. Długa 22)\n"
                "• Godziny otwarcia: codziennie 6:00–23:00.\n"
                "• Pralka 8 kg: 14 zł za cykl (ok. 35 min). Suszarka: 2 zł / 6 min.\n"
                "• Płatności: wyłącznie karta lub aplikacja BąbelPay.\n"
                "• Zakaz prania obuwia, dywanów i rzeczy zabrudzonych olejem.\n"
                "• Bęben trzeba opróżnić w ciągu 15 minut od końca cyklu – inaczej obsługa może przełożyć pranie do kosza.\n"
                "• Detergent dozowany automatycznie – własny nie jest potrzebny.\n"
                "• Reklamacje: kontakt@babel-pralnia.pl.",
            ),
        ],
        bad=[
            Slip(1, [("costs PLN 14 and takes", "costs PLN 16 and takes")], "number"),
            Slip(
                2,
                [
                    (
                        "inaczej obsługa może przełożyć pranie do kosza.",
                        "inaczej obsługa może przełożyć pranie do kosza i doliczyć opłatę 5 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("w pralkach prać nie wolno", "w pralkach lepiej nie prać")], "modality"),
        ],
    ),
    Case(
        key="pl-wynajem-sali-gok",
        source="Sala widowiskowa Gminnego Ośrodka Kultury w Sędziszowie może być wynajmowana na uroczystości rodzinne, szkolenia i spotkania. Sala mieści do 120 osób. Stawka najmu wynosi 180 zł za godzinę, a przy wynajmie powyżej 5 godzin – 150 zł za godzinę. Rezerwacji należy dokonać co najmniej 14 dni przed terminem; wymagana jest kaucja 500 zł, zwracana w ciągu 7 dni po wydarzeniu, jeśli nie stwierdzono szkód. Na terenie sali obowiązuje zakaz używania otwartego ognia, w tym świec i zimnych ogni. Alkohol można podawać wyłącznie po uzyskaniu zgody dyrektora GOK. Najemca odpowiada za uporządkowanie sali do godz. 24:00. Szczegóły: www.goksedziszow.pl/sala.",
        good=[
            Good(
                "en",
                "The performance hall of the Municipal Cultural Centre (GOK) in Sędziszów can be rented for family celebrations, training sessions and meetings. It holds up to 120 people. The rate is PLN 180 per hour, or PLN 150 per hour for rentals longer than 5 hours. Bookings must be made at least 14 days in advance, and a PLN 500 deposit is required; it is refunded within 7 days after the event if no damage is found. Open flames, including candles and sparklers, are prohibited in the hall. Alcohol may be served only with the consent of the GOK director. The hirer is responsible for tidying the hall by midnight. Details: www.goksedziszow.pl/sala.",
            ),
            Good(
                "preserve",
                "Wynajem sali widowiskowej – GOK Sędziszów\n"
                "Przeznaczenie: uroczystości rodzinne, szkolenia, spotkania. Pojemność: maks. 120 osób.\n"
                "Cennik: 180 zł/godz.; przy wynajmie powyżej 5 godzin – 150 zł/godz.\n"
                "Rezerwacja: obowiązkowo min. 14 dni wcześniej; kaucja 500 zł (zwrot do 7 dni po wydarzeniu, o ile nie stwierdzono szkód).\n"
                "Zakaz: otwarty ogień, w tym świece i zimne ognie.\n"
                "Alkohol: tylko za zgodą dyrektora GOK.\n"
                "Sprzątanie: po stronie najemcy, do godz. 24:00.\n"
                "Więcej: www.goksedziszow.pl/sala",
            ),
            Good(
                "preserve",
                "Gminny Ośrodek Kultury w Sędziszowie udostępnia swoją salę widowiskową, która pomieści maksymalnie 120 gości, na rodzinne uroczystości, szkolenia czy spotkania. Godzina najmu kosztuje 180 zł, ale przy wynajmie dłuższym niż 5 godzin stawka spada do 150 zł. Salę trzeba zarezerwować z co najmniej dwutygodniowym wyprzedzeniem i wpłacić 500 zł kaucji; GOK zwraca ją w ciągu 7 dni od imprezy, jeżeli nie stwierdzono szkód. Świece, zimne ognie i inny otwarty ogień są na sali zakazane. Podawanie alkoholu dopuszczalne jest jedynie za zgodą dyrektora ośrodka. Do północy najemca musi doprowadzić salę do porządku. Informacje: www.goksedziszow.pl/sala.",
            ),
        ],
        bad=[
            Slip(0, [("www.goksedziszow.pl/sala", "www.gok-sedziszow.pl/sala")], "url"),
            Slip(
                2,
                [
                    (
                        "dopuszczalne jest jedynie za zgodą dyrektora",
                        "dopuszczalne jest również bez zgody dyrektora",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Rezerwacja: obowiązkowo min. 14 dni wcześniej",
                        "Rezerwacja: zalecana min. 14 dni wcześniej",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-apteki-dyzurne-kepno",
        source="Starostwo Powiatowe w Kępnie informuje, że w 2026 r. apteki na terenie powiatu kępińskiego pełnią dyżury nocne według harmonogramu określonego uchwałą nr 87/2025 Zarządu Powiatu Kępińskiego z dnia 19 listopada 2025 r. Dyżur trwa od godz. 22:00 do 8:00 dnia następnego, a w niedziele i święta – całą dobę. Apteka dyżurna nie może odmówić wydania leku z recepty oznaczonej jako „cito”. Za wydanie leku w porze nocnej apteka może pobrać dodatkową opłatę, zwykle kilka złotych, chyba że recepta ma adnotację „cito”. Mieszkańcy powinni sprawdzić grafik przed wyjazdem do apteki, ponieważ od 1 lipca do 31 sierpnia część aptek może zmienić godziny. Aktualny wykaz znajduje się na stronie powiatkepno.pl/apteki oraz na drzwiach każdej apteki w powiecie.",
        good=[
            Good(
                "preserve",
                "Dyżury nocne aptek w powiecie kępińskim w 2026 r. odbywają się zgodnie z harmonogramem z uchwały nr 87/2025 Zarządu Powiatu Kępińskiego z 19 listopada 2025 r. – informuje Starostwo Powiatowe w Kępnie. Apteka dyżurna jest czynna od 22:00 do 8:00 rano następnego dnia, a w niedziele i święta przez 24 godziny. Leku z recepty z oznaczeniem „cito” apteka dyżurna nie ma prawa odmówić. Za wydanie leku nocą może doliczyć opłatę, zwykle w wysokości kilku złotych – nie dotyczy to jednak recept z adnotacją „cito”. Przed wyjazdem warto sprawdzić grafik, bo między 1 lipca a 31 sierpnia część aptek może zmienić godziny pracy. Aktualna lista: powiatkepno.pl/apteki oraz drzwi każdej apteki w powiecie.",
            ),
            Good(
                "en",
                "Kępno County Office: night-time pharmacy duty in 2026\n\nIn 2026, pharmacies in Kępno County will provide night duty according to the schedule set out in Resolution No. 87/2025 of the Kępno County Board of 19 November 2025. Duty runs from 10 p.m. to 8 a.m. the next day, and round the clock on Sundays and public holidays. A pharmacy on duty may not refuse to dispense a medicine on a prescription marked “cito”. A pharmacy may charge an extra fee for dispensing at night, usually a few zloty, unless the prescription bears the “cito” annotation. Residents should check the schedule before setting off, as some pharmacies may change their hours between 1 July and 31 August. The current list is available at powiatkepno.pl/apteki and on the door of every pharmacy in the county.",
            ),
            Good(
                "preserve",
                "Apteki dyżurne – powiat kępiński, 2026\n"
                "Podstawa: uchwała nr 87/2025 Zarządu Powiatu Kępińskiego z 19.11.2025.\n"
                "Godziny dyżuru: 22:00–8:00 (następnego dnia); niedziele i święta – całodobowo.\n"
                "Recepta „cito”: apteka dyżurna musi ją zrealizować, bez dodatkowej opłaty.\n"
                "Pozostałe recepty w nocy: możliwa dopłata, zazwyczaj kilka złotych.\n"
                "Lato (1.07–31.08): część aptek może zmienić godziny – przed wyjazdem warto sprawdzić grafik.\n"
                "Wykaz: powiatkepno.pl/apteki oraz drzwi każdej apteki w powiecie.",
            ),
        ],
        bad=[
            Slip(1, [("Resolution No. 87/2025", "Resolution No. 78/2025")], "legal_reference"),
            Slip(
                0,
                [("apteka dyżurna nie ma prawa odmówić", "apteka dyżurna nie powinna odmawiać")],
                "modality",
            ),
            Slip(2, [("Lato (1.07–31.08)", "Lato (1.06–31.08)")], "date"),
        ],
    ),
    Case(
        key="pl-szczepienia-hpv",
        source="Od 1 września 2025 r. bezpłatne szczepienia przeciwko HPV w ramach programu Ministerstwa Zdrowia obejmą dzieci w wieku 9–14 lat. Dzieci, które rozpoczęły szczepienie przed 15. urodzinami, otrzymują 2 dawki w odstępie co najmniej 6 miesięcy; starsze – 3 dawki. Szczepienie nie jest obowiązkowe, ale zaleca się je przed rozpoczęciem aktywności seksualnej. Do szczepienia dziecka wymagana jest zgoda rodzica lub opiekuna prawnego. Według danych z badań szczepionka zapobiega około 90% przypadków raka szyjki macicy (WHO, 2022). Termin można umówić w przychodni POZ lub przez Internetowe Konto Pacjenta na pacjent.gov.pl.",
        good=[
            Good(
                "en",
                "From 1 September 2025, free HPV vaccination under the Ministry of Health programme will cover children aged 9–14. Children who start vaccination before their 15th birthday receive 2 doses at least 6 months apart; older ones receive 3 doses. Vaccination is not compulsory, but it is recommended before the start of sexual activity. A parent's or legal guardian's consent is required to vaccinate a child. According to research data, the vaccine prevents about 90% of cervical cancer cases (WHO, 2022). Appointments can be made at a primary care (POZ) clinic or through the Internet Patient Account at pacjent.gov.pl.",
            ),
            Good(
                "preserve",
                "Szczepienie przeciw HPV – bezpłatnie dla dzieci w wieku 9–14 lat\n\nOd 1.09.2025 obejmie je program Ministerstwa Zdrowia. Ile dawek? Jeśli szczepienie zacznie się przed 15. urodzinami – dwie, podane w odstępie minimum pół roku; u starszych – trzy. Szczepienie jest dobrowolne, choć rekomenduje się wykonanie go przed rozpoczęciem aktywności seksualnej. Rodzic albo opiekun prawny musi wyrazić zgodę. Badania pokazują, że szczepionka zapobiega mniej więcej 90% zachorowań na raka szyjki macicy (WHO, 2022). Termin umówisz w przychodni POZ lub przez IKP na pacjent.gov.pl.",
            ),
            Good(
                "preserve",
                "Z dniem 1 września 2025 r. program Ministerstwa Zdrowia obejmie bezpłatnymi szczepieniami przeciw HPV dzieci w wieku od 9 do 14 lat. Schemat dwudawkowy, z co najmniej sześciomiesięcznym odstępem między dawkami, stosuje się u dzieci, które rozpoczęły szczepienie przed ukończeniem 15 lat, natomiast u starszych – schemat trzydawkowy. Szczepienie ma charakter nieobowiązkowy; zaleca się jego wykonanie przed inicjacją seksualną. Warunkiem zaszczepienia dziecka jest zgoda rodzica lub opiekuna prawnego. Jak wynika z badań, szczepionka zapobiega około 90% zachorowań na raka szyjki macicy (WHO, 2022). Wizytę można zarezerwować w przychodni POZ albo przez Internetowe Konto Pacjenta (pacjent.gov.pl).",
            ),
        ],
        bad=[
            Slip(0, [("(WHO, 2022)", "(WHO, 2020)")], "citation"),
            Slip(1, [("Szczepienie jest dobrowolne", "Szczepienie jest obowiązkowe")], "negation"),
            Bad(
                "preserve",
                "Z dniem 1 września 2025 r. program Ministerstwa Zdrowia obejmie bezpłatnymi szczepieniami przeciw HPV dzieci w wieku od 9 do 14 lat. Schemat dwudawkowy, z co najmniej sześciomiesięcznym odstępem między dawkami, stosuje się u dzieci, które rozpoczęły szczepienie przed ukończeniem 15 lat, natomiast u starszych – schemat trzydawkowy. Vaccination is not compulsory, but it is recommended before the start of sexual activity. A parent's or legal guardian's consent is required to vaccinate a child. According to research data, the vaccine prevents about 90% of cervical cancer cases (WHO, 2022). Appointments can be made at a POZ clinic or through the Internet Patient Account (pacjent.gov.pl).",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ubezpieczenie-podrozne-owu",
        source="Zgodnie z § 9 ust. 2 Ogólnych Warunków Ubezpieczenia Podróżnego „Bezpieczny Wyjazd” (kod OWU: BW/2025/03) ubezpieczyciel pokrywa koszty leczenia za granicą do kwoty 200 000 zł. Ochrona nie obejmuje zdarzeń powstałych po spożyciu alkoholu ani podczas uprawiania sportów wysokiego ryzyka, chyba że wykupiono rozszerzenie „Sport+”. Ubezpieczony jest zobowiązany zgłosić szkodę w ciągu 7 dni od powrotu do kraju. Przed podjęciem leczenia należy, jeśli to możliwe, skontaktować się z centrum alarmowym pod numerem +48 22 575 90 00. Franszyza redukcyjna wynosi 100 zł. Od umowy można odstąpić w ciągu 30 dni od jej zawarcia, o ile podróż jeszcze się nie rozpoczęła.",
        good=[
            Good(
                "preserve",
                "Polisa „Bezpieczny Wyjazd” (OWU o kodzie BW/2025/03) – najważniejsze zasady. Na mocy § 9 ust. 2 OWU koszty leczenia za granicą są pokrywane do 200 000 zł. Ubezpieczenie nie obejmuje zdarzeń po alkoholu ani przy sportach wysokiego ryzyka – wyjątkiem jest sytuacja, gdy dokupiono rozszerzenie „Sport+”. Szkodę trzeba zgłosić najpóźniej 7 dni po powrocie do kraju. Jeśli tylko jest to możliwe, przed rozpoczęciem leczenia należy zadzwonić do centrum alarmowego: +48 22 575 90 00. Franszyza redukcyjna to 100 zł. Od umowy można odstąpić w ciągu 30 dni od jej zawarcia, pod warunkiem że podróż jeszcze się nie zaczęła.",
            ),
            Good(
                "en",
                "Under § 9(2) of the General Terms and Conditions of the “Bezpieczny Wyjazd” travel insurance (GTC code BW/2025/03), the insurer covers medical expenses abroad up to PLN 200,000. Cover does not include incidents that occur after drinking alcohol or while practising high-risk sports, unless the “Sport+” extension has been purchased. The insured must report a claim within 7 days of returning home. Where possible, the assistance centre must be contacted on +48 22 575 90 00 before treatment begins. The deductible is PLN 100. The policyholder may withdraw from the contract within 30 days of concluding it, provided the trip has not yet started.",
            ),
            Good(
                "preserve",
                "Ubezpieczenie podróżne „Bezpieczny Wyjazd” – skrót OWU (kod BW/2025/03)\n"
                "• Koszty leczenia za granicą: limit 200 000 zł (§ 9 ust. 2).\n"
                "• Wyłączenia: zdarzenia po spożyciu alkoholu oraz sporty wysokiego ryzyka – chyba że wykupiono rozszerzenie „Sport+”.\n"
                "• Zgłoszenie szkody: obowiązkowo w ciągu 7 dni od powrotu do kraju.\n"
                "• Przed leczeniem: należy w miarę możliwości skontaktować się z centrum alarmowym, tel. +48 22 575 90 00.\n"
                "• Franszyza redukcyjna: 100 zł.\n"
                "• Odstąpienie od umowy: możliwe w ciągu 30 dni od zawarcia, jeżeli podróż się nie rozpoczęła.",
            ),
            Good(
                "en",
                "Travelling with “Bezpieczny Wyjazd” cover? Here's what the terms (code BW/2025/03) say. Medical treatment abroad is covered up to PLN 200,000 – that's § 9(2). You're not covered for anything that happens after you've been drinking, or while doing high-risk sports, unless you bought the “Sport+” add-on. You have to report a claim within 7 days of getting back home, and if at all possible, you must call the assistance centre on +48 22 575 90 00 before you get treated. There's a PLN 100 deductible. Changed your mind? You can withdraw within 30 days of signing, as long as the trip hasn't started yet.",
            ),
        ],
        bad=[
            Slip(2, [("(kod BW/2025/03)", "(kod BW/2024/03)")], "code"),
            Slip(
                1,
                [
                    (
                        "unless the “Sport+” extension has been purchased",
                        "even if the “Sport+” extension has been purchased",
                    )
                ],
                "negation",
            ),
            Slip(
                3, [("You have to report a claim", "You should try to report a claim")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-dotacja-oze-dobczyce",
        source="Gmina Dobczyce ogłasza nabór wniosków o dotację na instalację pomp ciepła i paneli fotowoltaicznych w budynkach jednorodzinnych. Dotacja pokrywa do 40% kosztów kwalifikowanych, jednak nie więcej niż 8000 zł na jedno gospodarstwo. Wnioski można składać od 2 do 27 czerwca 2025 r. w Urzędzie Gminy, pok. 12, lub elektronicznie przez ePUAP. Instalacja nie może zostać rozpoczęta przed podpisaniem umowy z gminą – koszty poniesione wcześniej nie zostaną zwrócone. Budżet programu wynosi 600 000 zł, co według wstępnych szacunków pozwoli sfinansować około 90 instalacji. O kolejności decyduje data złożenia kompletnego wniosku. Regulamin: dobczyce.pl/oze.",
        good=[
            Good(
                "en",
                "Dobczyce Municipality is accepting applications for grants towards heat pumps and photovoltaic panels in single-family houses. The grant covers up to 40% of eligible costs, capped at PLN 8,000 per household. Applications can be submitted from 2 to 27 June 2025 at the Municipal Office, room 12, or electronically via ePUAP. Installation work must not begin before the agreement with the municipality is signed – costs incurred earlier will not be reimbursed. The programme budget is PLN 600,000, which, according to preliminary estimates, will fund about 90 installations. Priority is determined by the date on which a complete application is submitted. Rules: dobczyce.pl/oze.",
            ),
            Good(
                "preserve",
                "Nawet 8000 zł na pompę ciepła lub fotowoltaikę. Gmina Dobczyce rusza z naborem wniosków o dotację dla budynków jednorodzinnych. Można otrzymać do 40% kosztów kwalifikowanych, ale maksymalnie 8000 zł na gospodarstwo. Wnioski przyjmowane będą od 2 do 27 czerwca 2025 r. – w urzędzie gminy (pokój 12) albo przez ePUAP. Uwaga: montażu nie wolno zaczynać przed podpisaniem umowy z gminą, bo wcześniejsze wydatki nie zostaną zwrócone. W programie jest 600 tys. zł; wstępne szacunki mówią, że wystarczy to na mniej więcej 90 instalacji. Liczy się kolejność – decyduje data złożenia kompletnego wniosku. Regulamin na dobczyce.pl/oze.",
            ),
            Good(
                "preserve",
                "Dotacja na OZE – Gmina Dobczyce\n"
                "1. Zakres: pompy ciepła i panele fotowoltaiczne w budynkach jednorodzinnych.\n"
                "2. Wysokość: do 40% kosztów kwalifikowanych, nie więcej niż 8000 zł na gospodarstwo.\n"
                "3. Nabór: 2–27.06.2025, Urząd Gminy (pok. 12) lub ePUAP.\n"
                "4. Zakaz rozpoczynania instalacji przed podpisaniem umowy z gminą; koszty poniesione wcześniej nie podlegają zwrotowi.\n"
                "5. Budżet: 600 000 zł – wstępnie szacuje się, że wystarczy na ok. 90 instalacji.\n"
                "6. Kolejność: według daty złożenia kompletnego wniosku.\n"
                "Regulamin: dobczyce.pl/oze",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which, according to preliminary estimates, will fund about 90 installations",
                        "which will fund 90 installations",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "decyduje data złożenia kompletnego wniosku.",
                        "decyduje data złożenia kompletnego wniosku, a mieszkańcy powyżej 65 lat mają pierwszeństwo.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "koszty poniesione wcześniej nie podlegają zwrotowi",
                        "koszty poniesione wcześniej podlegają zwrotowi",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-halas-szkoly",
        source="W badaniu ankietowym przeprowadzonym od października 2023 do marca 2024 r. w 18 szkołach podstawowych województwa łódzkiego zebrano odpowiedzi od 1236 uczniów klas 4–8. Około 37% respondentów deklarowało, że hałas na przerwach utrudnia im koncentrację na kolejnej lekcji. Uczniowie korzystający z tzw. cichych stref częściej oceniali swoje samopoczucie jako dobre, jednak różnica ta może wynikać z czynników, których nie kontrolowano. Badanie miało charakter przekrojowy, dlatego nie można wnioskować o związkach przyczynowych. Wyniki wstępnie potwierdzają obserwacje Zielińskiego i Kaczmarek (2020), ale wymagają weryfikacji w badaniach podłużnych.",
        good=[
            Good(
                "en",
                "A questionnaire survey conducted between October 2023 and March 2024 in 18 primary schools in the Łódź Voivodeship collected responses from 1,236 pupils in grades 4–8. About 37% of respondents reported that noise during breaks makes it harder for them to concentrate in the next lesson. Pupils who used so-called quiet zones more often rated their well-being as good, although this difference may stem from factors that were not controlled. As the study was cross-sectional, no causal inferences can be drawn. The results provisionally confirm the observations of Zieliński and Kaczmarek (2020) but require verification in longitudinal studies.",
            ),
            Good(
                "preserve",
                "Od października 2023 r. do marca 2024 r. prowadzono badanie ankietowe w 18 szkołach podstawowych na terenie województwa łódzkiego; odpowiedzi udzieliło 1236 uczniów z klas 4–8. Mniej więcej 37% ankietowanych wskazało, że hałas podczas przerw przeszkadza im w skupieniu się na następnej lekcji. Uczniowie, którzy korzystali z tzw. cichych stref, częściej określali swoje samopoczucie jako dobre; nie można jednak wykluczyć, że różnica ta wynika z niekontrolowanych czynników. Ze względu na przekrojowy charakter badania wnioskowanie o związkach przyczynowych nie jest uprawnione. Rezultaty wstępnie potwierdzają spostrzeżenia Zielińskiego i Kaczmarek (2020), wymagają jednak weryfikacji w badaniach podłużnych.",
            ),
            Good(
                "preserve",
                "Hałas na przerwach utrudnia skupienie się na następnej lekcji – tak deklaruje około 37% uczniów ankietowanych w 18 szkołach podstawowych w województwie łódzkim. Badanie objęło 1236 osób z klas 4–8 i trwało od października 2023 do marca 2024 r. Ci, którzy korzystali z tzw. cichych stref, częściej oceniali swoje samopoczucie jako dobre, choć – jak zastrzegają autorzy – różnica może wynikać z czynników, których nie kontrolowano. Ponieważ było to badanie przekrojowe, nie da się na jego podstawie wnioskować o związkach przyczynowych. Wyniki wstępnie potwierdzają wcześniejsze obserwacje Zielińskiego i Kaczmarek (2020), ale trzeba je jeszcze zweryfikować w badaniach podłużnych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Zieliński and Kaczmarek (2020)", "Zieliński and Kaczmarek (2021)")],
                "citation",
            ),
            Slip(
                1,
                [("nie można jednak wykluczyć, że różnica ta wynika", "różnica ta wynika jednak")],
                "hedge",
            ),
            Slip(2, [("Wyniki wstępnie potwierdzają", "Wyniki potwierdzają")], "hedge"),
        ],
    ),
    Case(
        key="pl-festiwal-barok-bilety",
        source="Bilety na Festiwal Muzyki Dawnej „Barok nad Wartą” (Poznań, 22–24 sierpnia 2025 r.) są dostępne wyłącznie na stronie bilety.baroknadwarta.pl. Karnet na wszystkie koncerty kosztuje 240 zł, a bilet jednodniowy 95 zł. Uczniowie i studenci do 26. roku życia mogą kupić bilety ze zniżką 30% po okazaniu ważnej legitymacji przy wejściu. Bilety nie podlegają zwrotowi, chyba że koncert zostanie odwołany przez organizatora. Na widownię nie wolno wnosić jedzenia ani napojów w szklanych butelkach. Ze względu na nagrania radiowe wejście po rozpoczęciu koncertu prawdopodobnie będzie możliwe dopiero w przerwie. Dzieci do lat 6 wchodzą bezpłatnie, pod opieką dorosłego.",
        good=[
            Good(
                "preserve",
                "Barok nad Wartą, Poznań, 22–24 sierpnia 2025 r. – bilety kupicie tylko na bilety.baroknadwarta.pl. Karnet na wszystkie koncerty to 240 zł, wejściówka na jeden dzień – 95 zł. Uczniowie i studenci do 26. roku życia płacą o 30% mniej, ale przy wejściu muszą pokazać ważną legitymację. Biletów nie zwracamy – wyjątek to koncert odwołany przez organizatora. Na widownię zabronione jest wnoszenie jedzenia i napojów w szklanych butelkach. Koncerty nagrywa radio, więc spóźnialscy prawdopodobnie wejdą dopiero w przerwie. Dzieci do lat 6 wchodzą za darmo, pod opieką dorosłego.",
            ),
            Good(
                "en",
                "Tickets for the “Barok nad Wartą” Early Music Festival (Poznań, 22–24 August 2025) are available only at bilety.baroknadwarta.pl. A pass for all concerts costs PLN 240 and a one-day ticket PLN 95. School pupils and students up to the age of 26 can buy tickets at a 30% discount on showing a valid student ID at the entrance. Tickets are non-refundable unless the organiser cancels the concert. Food and drinks in glass bottles may not be brought into the auditorium. Because the concerts are recorded for radio, latecomers will probably be admitted only during the interval. Children up to the age of 6 enter free, accompanied by an adult.",
            ),
            Good(
                "preserve",
                "Organizator Festiwalu Muzyki Dawnej „Barok nad Wartą”, który odbędzie się w Poznaniu w dniach 22–24.08.2025, prowadzi sprzedaż biletów jedynie za pośrednictwem serwisu bilety.baroknadwarta.pl. Cena karnetu uprawniającego do wstępu na wszystkie koncerty wynosi 240 zł, biletu jednodniowego – 95 zł. Uczniom i studentom do 26. roku życia przysługuje zniżka 30%, pod warunkiem okazania ważnej legitymacji przy wejściu. Zwrot biletów nie jest możliwy, z wyjątkiem odwołania koncertu przez organizatora. Obowiązuje zakaz wnoszenia na widownię jedzenia oraz napojów w szklanych butelkach. Z uwagi na nagrania radiowe osoby spóźnione zostaną prawdopodobnie wpuszczone dopiero w przerwie. Dzieci do lat 6 mają wstęp bezpłatny pod opieką osoby dorosłej.",
            ),
            Good(
                "en",
                "Barok nad Wartą – ticket info\n"
                "When/where: Poznań, 22–24 August 2025.\n"
                "Sales: exclusively at bilety.baroknadwarta.pl.\n"
                "Prices: festival pass PLN 240; day ticket PLN 95.\n"
                "Discount: 30% off for pupils and students up to 26 – a valid ID must be shown at the door.\n"
                "Refunds: none, except when the organiser cancels a concert.\n"
                "Not allowed in the auditorium: food, drinks in glass bottles.\n"
                "Late arrival: because of radio recordings, you will probably get in only at the interval.\n"
                "Kids up to 6: free, with an adult.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Tickets are non-refundable unless the organiser cancels the concert.",
                        "Tickets are non-refundable, even if the organiser cancels the concert.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "osoby spóźnione zostaną prawdopodobnie wpuszczone",
                        "osoby spóźnione zostaną wpuszczone",
                    )
                ],
                "hedge",
            ),
            Slip(3, [("30% off", "20% off")], "number"),
        ],
    ),
]

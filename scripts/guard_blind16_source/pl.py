# ruff: noqa: E501, RUF001
"""Blind set 16: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    # 1. Free legal aid point -- Good: plain, formal, en.
    Case(
        key="pl-nieodplatna-pomoc-prawna",
        source=(
            "Punkt nieodpłatnej pomocy prawnej przy ul. Kościuszki 14 w Opolu (pokój 12, parter) działa od poniedziałku do piątku "
            "w godzinach 8:00–12:00, a we wtorki także od 15:00 do 19:00. Pomoc jest udzielana na podstawie ustawy z dnia "
            "5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej. "
            "Z porady może skorzystać każda osoba fizyczna, której nie stać na odpłatną pomoc prawną. Przed wizytą należy złożyć "
            "pisemne oświadczenie, o którym mowa w art. 4 ust. 2 ustawy. Na wizytę trzeba się wcześniej zapisać pod numerem "
            "77 541 22 30. Prawnik nie sporządza pism w sprawach, w których toczy się już postępowanie sądowe, chyba że chodzi "
            "o wniosek o zwolnienie od kosztów sądowych."
        ),
        good=[
            Good(
                "preserve",
                "W Opolu, przy ul. Kościuszki 14, działa punkt nieodpłatnej pomocy prawnej – znajdziesz go na parterze, w pokoju 12. "
                "Jest otwarty od poniedziałku do piątku od 8:00 do 12:00, a we wtorki dodatkowo od 15:00 do 19:00. Skorzystać może "
                "każda osoba fizyczna, której nie stać na płatną pomoc prawnika. Wizytę trzeba wcześniej umówić telefonicznie: "
                "77 541 22 30. Przed wizytą złóż pisemne oświadczenie wymienione w art. 4 ust. 2 ustawy z dnia 5 sierpnia 2015 r. "
                "o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej – to na podstawie tej "
                "ustawy działa punkt. Jeśli w Twojej sprawie toczy się już postępowanie sądowe, prawnik nie przygotuje pism, "
                "z jednym wyjątkiem: wniosku o zwolnienie od kosztów sądowych.",
            ),
            Good(
                "preserve",
                "Informujemy, że punkt nieodpłatnej pomocy prawnej zlokalizowany w Opolu przy ul. Kościuszki 14 (parter, pokój nr 12) "
                "przyjmuje interesantów od poniedziałku do piątku w godz. 8:00–12:00, zaś we wtorki również w godz. 15:00–19:00. "
                "Podstawą prawną udzielania pomocy jest ustawa z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym "
                "poradnictwie obywatelskim oraz edukacji prawnej. Uprawniona jest każda osoba fizyczna, która nie jest w stanie ponieść "
                "kosztów odpłatnej pomocy prawnej. Warunkiem jest złożenie przed wizytą pisemnego oświadczenia, o którym mowa "
                "w art. 4 ust. 2 ww. ustawy, oraz wcześniejsza rejestracja pod nr tel. 77 541 22 30. W sprawach, w których toczy się "
                "już postępowanie sądowe, prawnik sporządza wyłącznie wniosek o zwolnienie od kosztów sądowych.",
            ),
            Good(
                "en",
                "The free legal aid point at ul. Kościuszki 14 in Opole (room 12, ground floor) is open Monday to Friday from 8:00 "
                "to 12:00, and on Tuesdays also from 15:00 to 19:00. Help is provided under the Act of 5 August 2015 on free legal "
                "aid, free civic counselling and legal education. Any natural person who cannot afford paid legal assistance may use "
                "it. Before your visit you must submit the written declaration referred to in Article 4(2) of the Act. Appointments "
                "have to be booked in advance on 77 541 22 30. Where court proceedings are already under way, the lawyer will not "
                "draft documents, unless it is an application for exemption from court costs.",
            ),
        ],
        bad=[
            Slip(1, [("art. 4 ust. 2 ww. ustawy", "art. 14 ust. 2 ww. ustawy")], "legal_reference"),
            Slip(2, [("who cannot afford", "who can afford")], "negation"),
            Slip(0, [("od 15:00 do 19:00", "od 15:00 do 18:00")], "number"),
        ],
    ),
    # 2. Rehabilitation equipment loans -- Good: casual, FAQ, en.
    Case(
        key="pl-wypozyczalnia-sprzetu-rehabilitacyjnego",
        source=(
            "Wypożyczalnia sprzętu rehabilitacyjnego Caritas Diecezji Kieleckiej (ul. Jana Pawła II 3, Kielce) udostępnia "
            "bezpłatnie m.in. wózki inwalidzkie, balkoniki, kule łokciowe oraz łóżka ortopedyczne. Sprzęt wypożyczamy na okres "
            "do 3 miesięcy; umowę można przedłużyć jeden raz, o kolejne 3 miesiące, jeśli nikt nie czeka w kolejce. Przy odbiorze "
            "należy okazać dowód osobisty i zaświadczenie lekarskie potwierdzające potrzebę korzystania ze sprzętu oraz wpłacić "
            "zwrotną kaucję w wysokości 150 zł (łóżko: 300 zł). Sprzęt trzeba oddać czysty i kompletny. Transport łóżek zapewnia "
            "wypożyczający we własnym zakresie. Wypożyczalnia jest czynna we wtorki i czwartki od 10:00 do 16:00, "
            "tel. 41 344 18 90."
        ),
        good=[
            Good(
                "preserve",
                "Potrzebujesz wózka inwalidzkiego, balkonika, kul łokciowych albo łóżka ortopedycznego? Wypożyczalnia sprzętu "
                "rehabilitacyjnego Caritas Diecezji Kieleckiej przy ul. Jana Pawła II 3 w Kielcach pożycza taki sprzęt (i nie tylko) "
                "za darmo. Możesz go mieć maksymalnie przez 3 miesiące, a jeśli nikt nie czeka w kolejce – raz przedłużyć umowę "
                "o kolejne 3. Przy odbiorze pokaż dowód osobisty i zaświadczenie od lekarza, że sprzęt jest Ci potrzebny, i wpłać "
                "kaucję: 150 zł, a za łóżko 300 zł – oddamy ją przy zwrocie. Sprzęt oddajesz czysty i z kompletem części. Łóżko "
                "musisz przewieźć sam. Zapraszamy we wtorki i czwartki, 10:00–16:00, tel. 41 344 18 90.",
            ),
            Good(
                "preserve",
                "Co można wypożyczyć? Między innymi wózki inwalidzkie, balkoniki, kule łokciowe i łóżka ortopedyczne – bezpłatnie, "
                "w wypożyczalni Caritas Diecezji Kieleckiej, ul. Jana Pawła II 3, Kielce.\n"
                "Na jak długo? Najdłużej na 3 miesiące. Umowę da się przedłużyć o następne 3 miesiące, ale tylko raz i tylko wtedy, "
                "gdy nikt nie czeka w kolejce.\n"
                "Co zabrać? Dowód osobisty oraz zaświadczenie lekarskie o potrzebie korzystania ze sprzętu. Trzeba też wpłacić "
                "zwrotną kaucję: 150 zł, a w przypadku łóżka 300 zł.\n"
                "W jakim stanie oddać sprzęt? Czysty i kompletny.\n"
                "Kto przewozi łóżko? Wypożyczający, we własnym zakresie.\n"
                "Kiedy czynne? We wtorki i czwartki, 10:00–16:00. Telefon: 41 344 18 90.",
            ),
            Good(
                "en",
                "The Caritas of the Diocese of Kielce rehabilitation equipment loan service (ul. Jana Pawła II 3, Kielce) lends "
                "wheelchairs, walking frames, elbow crutches and orthopaedic beds, among other items, free of charge. Equipment is "
                "lent for up to 3 months; the agreement can be extended once, by another 3 months, if no one is waiting in the queue. "
                "When collecting, you must show your ID card and a doctor's certificate confirming that you need the equipment, and "
                "pay a refundable deposit of PLN 150 (PLN 300 for a bed). Equipment must be returned clean and complete. Borrowers "
                "arrange transport of beds themselves. Open Tuesdays and Thursdays, 10:00–16:00, tel. 41 344 18 90.",
            ),
        ],
        bad=[
            Slip(0, [("a za łóżko 300 zł", "a za łóżko 350 zł")], "number"),
            Slip(2, [("you must show your ID card", "you may show your ID card")], "modality"),
            Slip(
                1,
                [
                    (
                        "– bezpłatnie, w wypożyczalni",
                        "– bezpłatnie dla mieszkańców diecezji, w wypożyczalni",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 3. Sewing course -- Good: concise, formal, en.
    Case(
        key="pl-kurs-szycia",
        source=(
            "Dom Kultury „Zatorze” w Lesznie zaprasza na kurs szycia dla początkujących. Zajęcia odbędą się w 8 spotkaniach, "
            "w każdą środę od 4 marca do 22 kwietnia 2026 r., w godz. 18:00–20:30. Koszt całego kursu wynosi 420 zł i obejmuje "
            "korzystanie z maszyn do szycia oraz nici. Tkaniny uczestnicy przynoszą własne – listę potrzebnych materiałów "
            "prześlemy po zapisie. Grupa liczy zwykle 8 osób, dlatego każdy ma czas na indywidualne konsultacje z instruktorką, "
            "Martą Sobczak. Zapisy przyjmujemy do 25 lutego lub do wyczerpania miejsc. Nie jest wymagane żadne doświadczenie, "
            "ale trzeba mieć ukończone 15 lat."
        ),
        good=[
            Good(
                "preserve",
                "Kurs szycia dla początkujących, DK „Zatorze”, Leszno: 8 środowych spotkań od 4 marca do 22 kwietnia 2026 r., "
                "18:00–20:30. Cena: 420 zł za cały kurs, w tym maszyny do szycia i nici; tkaniny własne (listę materiałów wyślemy "
                "po zapisie). Zwykle 8 osób w grupie, więc każdy ma czas na indywidualne konsultacje z instruktorką Martą Sobczak. "
                "Doświadczenie niepotrzebne, minimalny wiek: ukończone 15 lat. Zapisy do 25 lutego lub do wyczerpania miejsc.",
            ),
            Good(
                "preserve",
                "Dom Kultury „Zatorze” w Lesznie uprzejmie zaprasza osoby początkujące do udziału w kursie szycia. Kurs obejmuje "
                "osiem spotkań, które będą się odbywać w środy, w okresie od 4 marca do 22 kwietnia 2026 r., w godzinach od 18:00 "
                "do 20:30. Opłata za kurs wynosi 420 zł; w jej ramach uczestnicy korzystają z maszyn do szycia i nici. Tkaniny należy "
                "zapewnić we własnym zakresie – wykaz niezbędnych materiałów zostanie przesłany po dokonaniu zapisu. Ze względu na "
                "liczebność grupy, wynoszącą z reguły osiem osób, każdy uczestnik ma zapewniony czas na indywidualne konsultacje "
                "z instruktorką, Panią Martą Sobczak. Wcześniejsze doświadczenie nie jest wymagane; warunkiem uczestnictwa jest "
                "ukończenie 15 lat. Zapisy trwają do 25 lutego lub do wyczerpania miejsc.",
            ),
            Good(
                "en",
                "The “Zatorze” Culture Centre in Leszno invites beginners to a sewing course. There will be 8 sessions, every "
                "Wednesday from 4 March to 22 April 2026, 6:00–8:30 pm. The whole course costs PLN 420, which covers the use of "
                "sewing machines and thread. Participants bring their own fabric; we will send a list of the materials needed once "
                "you have signed up. Groups are usually 8 people, so everyone gets time for one-to-one advice from the instructor, "
                "Marta Sobczak. Registration is open until 25 February or until all places are taken. No experience is required, "
                "but you must be at least 15 years old.",
            ),
        ],
        bad=[
            Slip(2, [("from 4 March to 22 April 2026", "from 4 March to 29 April 2026")], "date"),
            Slip(0, [("Zwykle 8 osób w grupie", "8 osób w grupie")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Opłata za kurs wynosi 420 zł;",
                        "Opłata za kurs wynosi 420 zł i można ją rozłożyć na dwie raty;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 4. Flea market -- Good: list, plain, en.
    Case(
        key="pl-targ-staroci",
        source=(
            "Targ Staroci na Rynku Starego Miasta w Toruniu odbywa się w każdą pierwszą niedzielę miesiąca od kwietnia do "
            "października, w godz. 7:00–14:00. Opłata za stoisko (3 × 2 m) wynosi 40 zł i pobierana jest na miejscu przez "
            "pracownika Miejskiego Centrum Kultury. Miejsca należy rezerwować najpóźniej w środę poprzedzającą targ przez formularz "
            "na stronie mck.torun.pl/targ-staroci. Na targu wolno sprzedawać antyki, książki, płyty, monety i rękodzieło. Nie wolno "
            "sprzedawać żywności, broni ani towarów nowych, pochodzących z produkcji seryjnej. Wystawcy nie mogą wjeżdżać "
            "samochodami na płytę Rynku po godz. 8:00. W razie ulewnego deszczu targ może zostać odwołany – informację publikujemy "
            "do godz. 6:00 w dniu targu."
        ),
        good=[
            Good(
                "preserve",
                "Targ Staroci – Rynek Starego Miasta w Toruniu\n"
                "- Kiedy: pierwsza niedziela każdego miesiąca, od kwietnia do października, 7:00–14:00.\n"
                "- Stoisko 3 × 2 m: 40 zł, płatne na miejscu pracownikowi Miejskiego Centrum Kultury.\n"
                "- Rezerwacja: formularz na mck.torun.pl/targ-staroci, nie później niż w środę przed targiem.\n"
                "- Można sprzedawać: antyki, książki, płyty, monety, rękodzieło.\n"
                "- Zakazane: żywność, broń oraz nowe towary z produkcji seryjnej.\n"
                "- Od 8:00 wystawcom nie wolno już wjeżdżać autem na płytę Rynku.\n"
                "- Ulewny deszcz może oznaczać odwołanie targu; komunikat pojawi się w dniu targu do 6:00.",
            ),
            Good(
                "preserve",
                "W każdą pierwszą niedzielę miesiąca, od kwietnia do października, na Rynku Starego Miasta w Toruniu odbywa się "
                "Targ Staroci. Trwa od 7:00 do 14:00. Jeśli chcesz się wystawić, zarezerwuj miejsce przez formularz na stronie "
                "mck.torun.pl/targ-staroci – najpóźniej w środę przed danym targiem. Stoisko ma wymiary 3 na 2 metry i kosztuje "
                "40 zł; płacisz na miejscu pracownikowi Miejskiego Centrum Kultury. Sprzedawać można antyki, książki, płyty, monety "
                "i rękodzieło, ale nie żywność, broń czy nowe towary z seryjnej produkcji. Samochodem na płytę Rynku wjedziesz tylko "
                "do 8:00. Przy ulewnym deszczu targ może zostać odwołany – dowiesz się o tym w dniu targu, najpóźniej o 6:00.",
            ),
            Good(
                "en",
                "The Flea Market in the Old Town Market Square in Toruń is held on the first Sunday of every month from April to "
                "October, 7 am to 2 pm. A pitch (3 × 2 m) costs PLN 40, collected on site by a member of staff from the Municipal "
                "Culture Centre. Pitches must be booked by the Wednesday before the market at the latest, using the form at "
                "mck.torun.pl/targ-staroci. You may sell antiques, books, records, coins and handicrafts. Food, weapons and new "
                "mass-produced goods must not be sold. Stallholders may not drive onto the Market Square after 8 am. The market may "
                "be cancelled in the event of heavy rain; we will post a notice by 6 am on the day.",
            ),
        ],
        bad=[
            Slip(1, [("mck.torun.pl/targ-staroci", "mck.torun.pl/targi-staroci")], "url"),
            Slip(
                2, [("Stallholders may not drive onto", "Stallholders may drive onto")], "negation"
            ),
            Slip(
                0,
                [
                    (
                        "nie później niż w środę przed targiem",
                        "nie później niż w czwartek przed targiem",
                    )
                ],
                "date",
            ),
        ],
    ),
    # 5. Children's play area rules (markdown) -- Good: concise, casual, en.
    Case(
        key="pl-sala-zabaw",
        source=(
            "**Regulamin sali zabaw „Hopsasa” (Galeria Północ, poziom 1)**\n\n"
            "1. Sala jest przeznaczona dla dzieci w wieku od 1 do 10 lat.\n"
            "2. Dzieci do lat 5 muszą przebywać na sali pod stałą opieką dorosłego.\n"
            "3. Na terenie sali obowiązują skarpetki antypoślizgowe (do kupienia w recepcji za 8 zł).\n"
            "4. Bilet na 1 godzinę kosztuje 25 zł, każde kolejne rozpoczęte 30 minut – 10 zł.\n"
            "5. Nie wolno wnosić na salę jedzenia ani napojów; można z nich korzystać w strefie kawiarni.\n"
            "6. Dziecko z objawami choroby nie zostanie wpuszczone na salę.\n\n"
            "Sala jest czynna codziennie w godz. 10:00–20:00. Opiekunowie odpowiadają za szkody wyrządzone przez dzieci."
        ),
        good=[
            Good(
                "preserve",
                "**Sala zabaw „Hopsasa” – regulamin (Galeria Północ, poziom 1)**\n\n"
                "1. Dla dzieci od 1 do 10 lat.\n"
                "2. Dzieci do lat 5 – przez cały czas pod opieką dorosłego.\n"
                "3. Obowiązkowe skarpetki antypoślizgowe (recepcja: 8 zł).\n"
                "4. Cena: 25 zł za pierwszą godzinę, potem 10 zł za każde rozpoczęte pół godziny.\n"
                "5. Jedzenie i napoje tylko w strefie kawiarni – nie na sali.\n"
                "6. Dzieci z objawami choroby nie są wpuszczane na salę.\n\n"
                "Otwarte 10:00–20:00, 7 dni w tygodniu. Za szkody wyrządzone przez dzieci odpowiadają opiekunowie.",
            ),
            Good(
                "preserve",
                "**Sala zabaw „Hopsasa” – co warto wiedzieć (Galeria Północ, poziom 1)**\n\n"
                "1. Zapraszamy dzieci w wieku 1–10 lat.\n"
                "2. Maluchy do lat 5 bawią się tylko pod okiem dorosłego, który cały czas jest z nimi na sali.\n"
                "3. Na salę wchodzimy w skarpetkach antypoślizgowych – jeśli nie macie, kupicie je w recepcji za 8 zł.\n"
                "4. Pierwsza godzina zabawy to 25 zł, a każde następne rozpoczęte 30 minut – 10 zł.\n"
                "5. Przekąski i picie zostawcie w strefie kawiarni – na salę ich nie wnosimy.\n"
                "6. Jeśli dziecko ma objawy choroby, niestety nie wejdzie na salę.\n\n"
                "Jesteśmy otwarci codziennie od 10:00 do 20:00. Pamiętajcie: jeśli dziecko coś zniszczy, odpowiada za to opiekun.",
            ),
            Good(
                "en",
                "**Rules of the “Hopsasa” play area (Galeria Północ, level 1)**\n\n"
                "1. The play area is for children aged 1 to 10.\n"
                "2. Children up to the age of 5 must be constantly supervised by an adult while in the play area.\n"
                "3. Non-slip socks are required in the play area (available at reception for PLN 8).\n"
                "4. A 1-hour ticket costs PLN 25; each additional 30 minutes or part thereof costs PLN 10.\n"
                "5. Food and drinks must not be brought into the play area; they may be consumed in the café area.\n"
                "6. A child showing symptoms of illness will not be allowed in.\n\n"
                "Open daily 10:00–20:00. Parents and carers are responsible for any damage caused by children.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "**Rules of the “Hopsasa” play area (Galeria Północ, level 1)**\n\n1. The",
                        "Rules of the “Hopsasa” play area (Galeria Północ, level 1) 1. The",
                    ),
                    ("to 10.\n2. Children", "to 10. 2. Children"),
                ],
                "markdown",
            ),
            Slip(1, [("kupicie je w recepcji za 8 zł", "kupicie je w recepcji za 6 zł")], "number"),
            Slip(
                0,
                [
                    (
                        "Dzieci z objawami choroby nie są wpuszczane",
                        "Dzieci z objawami choroby są wpuszczane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    # 6. Mobile library route -- Good: FAQ, plain, en.
    Case(
        key="pl-bibliobus",
        source=(
            "Od 2 lutego 2026 r. bibliobus Miejskiej Biblioteki Publicznej w Gnieźnie zmienia trasę. W poniedziałki stoi przy "
            "Szkole Podstawowej w Jankowie Dolnym (9:00–11:30), a w czwartki na parkingu przy sklepie w Łubowie (13:00–15:00). "
            "Wypożyczyć można do 6 książek na 30 dni; termin zwrotu zwykle da się przedłużyć telefonicznie, o ile na książkę nie "
            "czeka inny czytelnik. Książki z bibliobusu można oddawać także w każdej filii MBP. Do wypożyczenia potrzebna jest "
            "karta biblioteczna – wydajemy ją na miejscu, bezpłatnie, po okazaniu dokumentu tożsamości. Aktualny rozkład postojów "
            "znajdziesz na stronie mbp.gniezno.pl/bibliobus, a w razie awarii pojazdu informujemy o odwołanych kursach na Facebooku."
        ),
        good=[
            Good(
                "preserve",
                "Od kiedy obowiązuje nowa trasa? Od 2 lutego 2026 r. bibliobus MBP w Gnieźnie jeździ po zmienionej trasie.\n"
                "Gdzie i kiedy go znajdę? W poniedziałki od 9:00 do 11:30 przy Szkole Podstawowej w Jankowie Dolnym, w czwartki "
                "od 13:00 do 15:00 na parkingu przy sklepie w Łubowie.\n"
                "Ile książek i na jak długo? Maksymalnie 6 książek na 30 dni. Przedłużenie terminu zwrotu przez telefon jest "
                "zazwyczaj możliwe – chyba że na daną książkę czeka już inny czytelnik.\n"
                "Gdzie oddać książki? W bibliobusie albo w dowolnej filii MBP.\n"
                "Czy potrzebuję karty? Tak, karty bibliotecznej. Wydamy ją od ręki i za darmo, gdy pokażesz dokument tożsamości.\n"
                "Gdzie sprawdzić rozkład? Na mbp.gniezno.pl/bibliobus. O kursach odwołanych z powodu awarii pojazdu piszemy na Facebooku.",
            ),
            Good(
                "preserve",
                "Bibliobus Miejskiej Biblioteki Publicznej w Gnieźnie od 2 lutego 2026 r. ma nową trasę. Przyjeżdża w poniedziałki "
                "pod Szkołę Podstawową w Jankowie Dolnym, gdzie czeka od 9:00 do 11:30, oraz w czwartki na parking przy sklepie "
                "w Łubowie, gdzie stoi od 13:00 do 15:00. Jednorazowo możesz wypożyczyć najwyżej 6 książek, na 30 dni. Jeśli nikt "
                "inny nie czeka na książkę, termin zwrotu zwykle można przedłużyć, dzwoniąc do biblioteki. Książki oddasz "
                "w bibliobusie albo w którejkolwiek filii MBP. Potrzebna będzie karta biblioteczna – dostaniesz ją na miejscu bez "
                "opłat, po pokazaniu dokumentu tożsamości. Aktualne postoje są na stronie mbp.gniezno.pl/bibliobus, a gdy pojazd "
                "się zepsuje, odwołane kursy ogłaszamy na Facebooku.",
            ),
            Good(
                "en",
                "From 2 February 2026 the mobile library of the Municipal Public Library in Gniezno is changing its route. On Mondays "
                "it stops at the primary school in Janków Dolny (9:00–11:30), and on Thursdays in the car park by the shop in Łubowo "
                "(13:00–15:00). You can borrow up to 6 books for 30 days; the return date can usually be extended by phone, provided "
                "no other reader is waiting for the book. Books from the mobile library can also be returned to any branch of the "
                "library. To borrow you need a library card, which we issue on the spot, free of charge, on presentation of an "
                "identity document. The current timetable of stops is at mbp.gniezno.pl/bibliobus, and if the vehicle breaks down "
                "we announce cancelled visits on Facebook.",
            ),
        ],
        bad=[
            Slip(0, [("w czwartki od 13:00 do 15:00", "w piątki od 13:00 do 15:00")], "date"),
            Slip(1, [("mbp.gniezno.pl/bibliobus", "mbp-gniezno.pl/bibliobus")], "url"),
            Slip(
                2,
                [
                    (
                        "To borrow you need a library card, which we issue on the spot, free of charge,",
                        "To borrow you need a karta biblioteczna, którą wydajemy na miejscu, bezpłatnie,",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 7. Stained glass workshop -- Good: formal, casual, en.
    Case(
        key="pl-pracownia-witrazu",
        source=(
            "Pracownia Witrażu „Szkiełko” w Nowym Sączu (ul. Lwowska 27) zaprasza na jednodniowe warsztaty witrażu metodą "
            "Tiffany'ego. Najbliższy termin to sobota, 14 marca 2026 r., w godz. 10:00–16:00. Każdy uczestnik wykona własny panel "
            "o wymiarach ok. 20 × 25 cm i zabierze go do domu. Cena 290 zł obejmuje wszystkie materiały, narzędzia i poczęstunek. "
            "W warsztatach mogą brać udział osoby, które ukończyły 16 lat. Podczas cięcia szkła trzeba nosić okulary ochronne, "
            "które zapewniamy. Ze względu na opary przy lutowaniu kobietom w ciąży odradzamy udział. Grupa liczy maksymalnie "
            "6 osób. Zapisy: tel. 604 218 775."
        ),
        good=[
            Good(
                "preserve",
                "Pracownia Witrażu „Szkiełko”, mieszcząca się w Nowym Sączu przy ul. Lwowskiej 27, zaprasza na jednodniowe warsztaty "
                "witrażu wykonywanego metodą Tiffany'ego. Najbliższe zajęcia odbędą się w sobotę 14 marca 2026 r. w godzinach "
                "10:00–16:00. Uczestnik samodzielnie wykonuje panel o wymiarach około 20 × 25 cm, który następnie zabiera ze sobą. "
                "Koszt udziału wynosi 290 zł i obejmuje komplet materiałów i narzędzi oraz poczęstunek. Warsztaty są przeznaczone "
                "dla osób, które ukończyły 16 lat. W trakcie cięcia szkła obowiązuje noszenie okularów ochronnych, zapewnianych przez "
                "pracownię. Z uwagi na opary powstające przy lutowaniu nie zalecamy udziału kobietom w ciąży. Liczba miejsc jest "
                "ograniczona do 6. Zgłoszenia przyjmujemy pod numerem 604 218 775.",
            ),
            Good(
                "preserve",
                "Chcesz zrobić własny witraż? W sobotę 14 marca 2026 r. od 10:00 do 16:00 Pracownia Witrażu „Szkiełko” (Nowy Sącz, "
                "ul. Lwowska 27) prowadzi jednodniowe warsztaty metodą Tiffany'ego. Zrobisz swój panel – mniej więcej 20 na 25 cm – "
                "i zabierzesz go do domu. Za 290 zł dostajesz wszystkie materiały i narzędzia, a do tego poczęstunek. Trzeba mieć "
                "skończone 16 lat. Przy cięciu szkła zakładasz okulary ochronne – mamy je dla Ciebie. Przy lutowaniu unoszą się "
                "opary, więc jeśli jesteś w ciąży, odradzamy udział. W grupie będzie najwyżej 6 osób. Zapisz się pod numerem "
                "604 218 775.",
            ),
            Good(
                "en",
                "The “Szkiełko” Stained Glass Studio in Nowy Sącz (ul. Lwowska 27) invites you to a one-day Tiffany-method stained "
                "glass workshop. The next date is Saturday 14 March 2026, 10 am to 4 pm. Each participant will make their own panel "
                "of about 20 × 25 cm and take it home. The price of PLN 290 includes all materials and tools plus refreshments. The "
                "workshop is open to anyone aged 16 or over. Safety glasses, which we provide, must be worn while cutting glass. "
                "Because of the fumes produced during soldering, we advise pregnant women not to take part. The group is limited "
                "to 6 people. To book, call 604 218 775.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("we advise pregnant women not to take part", "pregnant women may not take part")],
                "modality",
            ),
            Slip(0, [("ograniczona do 6", "ograniczona do 8")], "number"),
            Slip(
                1,
                [
                    (
                        "Zapisz się pod numerem 604 218 775.",
                        "Zapisz się pod numerem 604 218 775 – przy zapisie prosimy o zaliczkę 100 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 8. Municipal sauna rules (markdown) -- Good: list, formal, en.
    Case(
        key="pl-sauna-miejska",
        source=(
            "## Sauna miejska w Polanicy-Zdroju – zasady korzystania\n\n"
            "- Z sauny korzystają osoby pełnoletnie; dzieci od 12 lat – wyłącznie pod opieką dorosłego.\n"
            "- Przed wejściem do sauny należy wziąć prysznic.\n"
            "- Na ławach siadamy na własnym ręczniku, tak by żadna część ciała nie dotykała drewna.\n"
            "- Jeden seans nie powinien trwać dłużej niż 15 minut.\n"
            "- Nie wolno polewać pieca wodą ani olejkami – ceremonie z polewaniem prowadzi wyłącznie saunamistrz (codziennie "
            "o 17:00 i 19:00).\n"
            "- Osoby z chorobami serca lub nadciśnieniem powinny przed wizytą skonsultować się z lekarzem.\n\n"
            "Bilet 2-godzinny kosztuje 35 zł, ulgowy 25 zł. W weekendy sauna jest zwykle pełna, więc warto przyjść przed 16:00."
        ),
        good=[
            Good(
                "preserve",
                "## Sauna miejska w Polanicy-Zdroju – najważniejsze zasady\n\n"
                "- Wstęp mają dorośli; dzieci od 12 lat wchodzą tylko pod opieką dorosłego.\n"
                "- Zanim wejdziesz do sauny, weź prysznic.\n"
                "- Siadaj na własnym ręczniku – tak, żeby ciało nigdzie nie dotykało drewna.\n"
                "- Jeden seans: najlepiej nie dłużej niż 15 minut.\n"
                "- Piec polewa wodą lub olejkami wyłącznie saunamistrz podczas ceremonii (codziennie o 17:00 i 19:00) – samemu "
                "tego nie rób.\n"
                "- Przy chorobach serca lub nadciśnieniu przed wizytą powinieneś skonsultować się z lekarzem.\n\n"
                "Ceny: bilet na 2 godziny – 35 zł, ulgowy – 25 zł. W weekendy zwykle brakuje miejsc, więc dobrze jest przyjść "
                "przed 16:00.",
            ),
            Good(
                "preserve",
                "## Regulamin korzystania z sauny miejskiej w Polanicy-Zdroju\n\n"
                "- Sauna jest dostępna dla osób pełnoletnich. Dzieci, które ukończyły 12 lat, mogą z niej korzystać wyłącznie pod "
                "opieką osoby dorosłej.\n"
                "- Każdy użytkownik ma obowiązek wziąć prysznic przed wejściem do sauny.\n"
                "- Na ławach należy siadać na własnym ręczniku w taki sposób, aby żadna część ciała nie stykała się z drewnem.\n"
                "- Zaleca się, aby pojedynczy seans nie przekraczał 15 minut.\n"
                "- Polewanie pieca wodą lub olejkami jest zabronione; ceremonie z polewaniem prowadzi wyłącznie saunamistrz, "
                "codziennie o godz. 17:00 i 19:00.\n"
                "- Osobom chorującym na serce lub na nadciśnienie zaleca się konsultację lekarską przed wizytą.\n\n"
                "Cena biletu 2-godzinnego wynosi 35 zł (ulgowego – 25 zł). W weekendy sauna jest zazwyczaj w pełni obłożona, "
                "w związku z czym warto przybyć przed godz. 16:00.",
            ),
            Good(
                "en",
                "## Municipal sauna in Polanica-Zdrój – rules of use\n\n"
                "- The sauna is for adults; children aged 12 and over may use it only under adult supervision.\n"
                "- You must shower before entering the sauna.\n"
                "- Sit on your own towel on the benches so that no part of your body touches the wood.\n"
                "- A single session should not last longer than 15 minutes.\n"
                "- Do not pour water or oils on the stove – sessions with pouring are run only by the sauna master (daily at "
                "17:00 and 19:00).\n"
                "- People with heart disease or high blood pressure should consult a doctor before their visit.\n\n"
                "A 2-hour ticket costs PLN 35, concession PLN 25. At weekends the sauna is usually full, so it is worth arriving "
                "before 16:00.",
            ),
        ],
        bad=[
            Bad(
                "en",
                "Municipal sauna in Polanica-Zdrój – rules of use. The sauna is for adults; children aged 12 and over may use it "
                "only under adult supervision. You must shower before entering the sauna. Sit on your own towel on the benches so "
                "that no part of your body touches the wood. A single session should not last longer than 15 minutes. Do not pour "
                "water or oils on the stove – sessions with pouring are run only by the sauna master (daily at 17:00 and 19:00). "
                "People with heart disease or high blood pressure should consult a doctor before their visit.\n\n"
                "A 2-hour ticket costs PLN 35, concession PLN 25. At weekends the sauna is usually full, so it is worth arriving "
                "before 16:00.",
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Polewanie pieca wodą lub olejkami jest zabronione;",
                        "Polewanie pieca wodą lub olejkami jest dozwolone;",
                    )
                ],
                "negation",
            ),
            Slip(0, [("W weekendy zwykle brakuje miejsc", "W weekendy brakuje miejsc")], "hedge"),
        ],
    ),
    # 9. Caravan hire -- Good: casual, concise, en.
    Case(
        key="pl-wynajem-przyczep-kempingowych",
        source=(
            "Wypożyczalnia przyczep kempingowych „Kemper-Mazury” z Giżycka oferuje przyczepy 4- i 6-osobowe. Minimalny okres "
            "najmu w sezonie (od 15 czerwca do 31 sierpnia) wynosi 7 dni, poza sezonem – 3 dni. Do przyczepy 6-osobowej, której "
            "dopuszczalna masa całkowita przekracza 750 kg, potrzebne jest prawo jazdy kategorii B+E lub B z kodem 96. Przy "
            "odbiorze pobieramy kaucję 2000 zł, zwracaną w ciągu 5 dni roboczych po oddaniu przyczepy. Przyczepę należy zwrócić "
            "z pustym zbiornikiem na nieczystości. Zwierzęta są dozwolone wyłącznie w przyczepach oznaczonych symbolem łapy. "
            "Rezerwację można bezpłatnie anulować najpóźniej 21 dni przed rozpoczęciem najmu."
        ),
        good=[
            Good(
                "preserve",
                "Szukasz przyczepy kempingowej? W „Kemper-Mazury” w Giżycku wypożyczysz przyczepę na 4 albo 6 osób. W sezonie, "
                "czyli od 15 czerwca do 31 sierpnia, najkrótszy wynajem to tydzień, a poza sezonem – 3 dni. Przyczepa 6-osobowa ma "
                "dopuszczalną masę całkowitą powyżej 750 kg, więc do niej potrzebujesz prawa jazdy B+E albo B z kodem 96. Przy "
                "odbiorze zostawiasz 2000 zł kaucji – oddamy ją w ciągu 5 dni roboczych od zwrotu przyczepy. Zbiornik na nieczystości "
                "musi być przy zwrocie pusty. Z pupilem pojedziesz tylko przyczepą oznaczoną symbolem łapy. Rezerwację odwołasz bez "
                "kosztów, jeśli zrobisz to co najmniej 21 dni przed startem najmu.",
            ),
            Good(
                "preserve",
                "„Kemper-Mazury”, Giżycko – wynajem przyczep kempingowych 4- i 6-osobowych. Minimalny najem: 7 dni w sezonie "
                "(15.06–31.08), 3 dni poza nim. Przyczepa 6-osobowa (DMC ponad 750 kg) wymaga prawa jazdy B+E lub B z kodem 96. "
                "Kaucja: 2000 zł, zwrot do 5 dni roboczych po oddaniu przyczepy. Zbiornik na nieczystości oddajemy pusty. Zwierzęta – "
                "tylko w przyczepach z symbolem łapy. Bezpłatna rezygnacja – do 21 dni przed rozpoczęciem najmu.",
            ),
            Good(
                "en",
                "“Kemper-Mazury” in Giżycko rents out 4- and 6-berth caravans. The minimum rental period is 7 days in the high season "
                "(15 June to 31 August) and 3 days outside it. For the 6-berth caravan, whose maximum authorised mass exceeds 750 kg, "
                "you need a category B+E driving licence or a category B licence with code 96. We take a PLN 2,000 deposit on "
                "collection, refunded within 5 working days after the caravan is returned. The caravan must be returned with the "
                "waste tank emptied. Pets are allowed only in caravans marked with a paw symbol. Bookings can be cancelled free of "
                "charge up to 21 days before the rental starts.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("The caravan must be returned", "The caravan should ideally be returned")],
                "modality",
            ),
            Slip(
                1,
                [("Zwierzęta – tylko w przyczepach", "Zwierzęta – nie w przyczepach")],
                "negation",
            ),
            Slip(0, [("od 15 czerwca do 31 sierpnia", "od 1 czerwca do 31 sierpnia")], "date"),
        ],
    ),
    # 10. Seniors' choir -- Good: formal, plain, en.
    Case(
        key="pl-chor-seniorow",
        source=(
            "Chór Seniorów „Srebrna Nuta” przy Miejskim Ośrodku Kultury w Siedlcach zaprasza nowych członków. Próby odbywają się "
            "we wtorki i piątki od 10:00 do 11:30 w sali nr 4 (ul. Piłsudskiego 64). Do chóru mogą należeć osoby, które ukończyły "
            "60 lat. Nie przeprowadzamy przesłuchań, a znajomość nut nie jest konieczna – wystarczą chęci. Zespół prowadzi "
            "dyrygentka Anna Wiśniewska. Udział w próbach jest bezpłatny, jednak chórzyści sami kupują strój koncertowy "
            "(ok. 120 zł). Najbliższy występ zaplanowano na 10 maja 2026 r. w kościele pw. św. Stanisława. Nowe osoby mogą "
            "dołączać do 31 marca; później przyjmiemy je dopiero od września."
        ),
        good=[
            Good(
                "preserve",
                "Miejski Ośrodek Kultury w Siedlcach informuje, że Chór Seniorów „Srebrna Nuta” prowadzi nabór nowych członków. "
                "Próby chóru odbywają się w każdy wtorek i piątek w godz. 10:00–11:30 w sali nr 4 przy ul. Piłsudskiego 64. "
                "Członkami chóru mogą zostać osoby po ukończeniu 60 lat. Przyjęcie nie jest uzależnione od przesłuchania ani od "
                "umiejętności czytania nut – wystarczy chęć śpiewania. Kierownictwo artystyczne sprawuje dyrygentka, Pani Anna "
                "Wiśniewska. Udział w próbach jest nieodpłatny; strój koncertowy (koszt ok. 120 zł) chórzyści nabywają we własnym "
                "zakresie. Najbliższy koncert odbędzie się 10 maja 2026 r. w kościele pw. św. Stanisława. Zgłoszenia przyjmowane są "
                "do 31 marca, a po tym terminie – ponownie dopiero od września.",
            ),
            Good(
                "preserve",
                "Masz skończone 60 lat i chcesz śpiewać? Chór Seniorów „Srebrna Nuta” z Miejskiego Ośrodka Kultury w Siedlcach "
                "szuka nowych głosów. Spotykamy się dwa razy w tygodniu – we wtorki i piątki, od 10:00 do 11:30 – w sali nr 4 przy "
                "ul. Piłsudskiego 64. Nie ma przesłuchań i nie musisz znać nut; wystarczy, że chcesz. Chór prowadzi dyrygentka Anna "
                "Wiśniewska. Za próby nic nie płacisz, ale strój koncertowy kupujesz sam – to wydatek około 120 zł. Najbliżej "
                "zaśpiewamy 10 maja 2026 r. w kościele pw. św. Stanisława. Dołączyć można do 31 marca, a kolejnych chętnych "
                "przyjmiemy dopiero od września.",
            ),
            Good(
                "en",
                "The “Srebrna Nuta” Seniors' Choir at the Municipal Cultural Centre in Siedlce is looking for new members. Rehearsals "
                "are held on Tuesdays and Fridays from 10:00 to 11:30 in room 4 (ul. Piłsudskiego 64). Anyone aged 60 or over can "
                "join. There are no auditions and you don't need to read music – enthusiasm is enough. The choir is led by conductor "
                "Anna Wiśniewska. Rehearsals are free, but members buy their own concert outfit (about PLN 120). The next performance "
                "is planned for 10 May 2026 at St Stanislaus Church. New members can join until 31 March; after that, we will only "
                "take them on again from September.",
            ),
        ],
        bad=[
            Slip(2, [("until 31 March", "until 31 May")], "date"),
            Slip(1, [("i nie musisz znać nut", "ale musisz znać nuty")], "negation"),
            Slip(
                0,
                [
                    (
                        "Udział w próbach jest nieodpłatny;",
                        "Udział w próbach jest nieodpłatny dla mieszkańców Siedlec;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 11. Rural women's associations contest -- Good: FAQ, concise, en.
    Case(
        key="pl-konkurs-kol-gospodyn-wiejskich",
        source=(
            "Starostwo Powiatowe w Łowiczu ogłasza konkurs „Smaki Ziemi Łowickiej” dla kół gospodyń wiejskich wpisanych do "
            "Krajowego Rejestru Kół Gospodyń Wiejskich, o którym mowa w ustawie z dnia 9 listopada 2018 r. o kołach gospodyń "
            "wiejskich. Każde koło może zgłosić jedną potrawę tradycyjną i jeden wypiek. Karty zgłoszeń należy składać do "
            "17 kwietnia 2026 r. w kancelarii starostwa (pok. 101). Finał odbędzie się 24 maja podczas Jarmarku Łowickiego. Jury "
            "przyzna nagrody pieniężne: 3000 zł za I miejsce, 2000 zł za II i 1000 zł za III. Koła, które nie znajdą się na "
            "podium, otrzymają dyplomy. Potrawy muszą być przygotowane z produktów lokalnych."
        ),
        good=[
            Good(
                "preserve",
                "Kto może wziąć udział w konkursie „Smaki Ziemi Łowickiej”? Koła gospodyń wiejskich wpisane do Krajowego Rejestru "
                "Kół Gospodyń Wiejskich, o którym mowa w ustawie z dnia 9 listopada 2018 r. o kołach gospodyń wiejskich. "
                "Organizatorem jest Starostwo Powiatowe w Łowiczu.\n"
                "Co można zgłosić? Jedną tradycyjną potrawę i jeden wypiek od koła – przygotowane wyłącznie z lokalnych produktów.\n"
                "Do kiedy i gdzie? Kartę zgłoszenia trzeba złożyć w kancelarii starostwa (pokój 101) najpóźniej 17 kwietnia 2026 r.\n"
                "Kiedy finał? 24 maja, w trakcie Jarmarku Łowickiego.\n"
                "Jakie nagrody? Pieniężne: I miejsce – 3000 zł, II – 2000 zł, III – 1000 zł. Koła spoza podium dostaną dyplomy.",
            ),
            Good(
                "preserve",
                "Konkurs „Smaki Ziemi Łowickiej” (Starostwo Powiatowe w Łowiczu) – dla kół gospodyń wiejskich z Krajowego Rejestru "
                "Kół Gospodyń Wiejskich (ustawa z dnia 9 listopada 2018 r. o kołach gospodyń wiejskich). Zgłoszenie: 1 potrawa "
                "tradycyjna + 1 wypiek na koło, tylko z produktów lokalnych. Karty zgłoszeń: do 17 kwietnia 2026 r., kancelaria "
                "starostwa, pok. 101. Finał: 24 maja, Jarmark Łowicki. Nagrody pieniężne: 3000 / 2000 / 1000 zł za miejsca I–III; "
                "poza podium – dyplomy.",
            ),
            Good(
                "en",
                "The District Office in Łowicz announces the “Flavours of the Łowicz Land” competition for rural women's associations "
                "entered in the National Register of Rural Women's Associations referred to in the Act of 9 November 2018 on rural "
                "women's associations. Each association may enter one traditional dish and one baked item. Entry forms must be "
                "submitted by 17 April 2026 to the District Office's registry (room 101). The final will be held on 24 May during the "
                "Łowicz Fair. The jury will award cash prizes: PLN 3,000 for first place, PLN 2,000 for second and PLN 1,000 for "
                "third. Associations that do not make the podium will receive certificates. Dishes must be made from local produce.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej 17 kwietnia 2026 r.", "najpóźniej 27 kwietnia 2026 r.")], "date"),
            Slip(2, [("PLN 2,000 for second", "PLN 1,500 for second")], "number"),
            Slip(
                1, [("tylko z produktów lokalnych", "najlepiej z produktów lokalnych")], "modality"
            ),
        ],
    ),
    # 12. Wasp nest removal -- Good: plain, casual, en.
    Case(
        key="pl-usuwanie-gniazd-os",
        source=(
            "Komunikat Urzędu Gminy Wilkowice. Straż pożarna nie usuwa gniazd os i szerszeni z posesji prywatnych, chyba że "
            "gniazdo stanowi bezpośrednie zagrożenie dla życia lub zdrowia, np. znajduje się przy wejściu do szkoły lub "
            "przedszkola. W pozostałych przypadkach należy skorzystać z usług firmy dezynsekcyjnej. Mieszkańcy gminy mogą "
            "otrzymać zwrot 50% kosztów usunięcia gniazda, nie więcej niż 150 zł, po złożeniu wniosku z fakturą w ciągu 30 dni od "
            "wykonania usługi. Nie należy samodzielnie niszczyć gniazda ani polewać go wodą – owady zwykle atakują wtedy całą "
            "kolonią. Osoby uczulone na jad owadów powinny mieć przy sobie przepisane przez lekarza leki. Informacje: Referat "
            "Ochrony Środowiska, tel. 33 817 20 45."
        ),
        good=[
            Good(
                "preserve",
                "Urząd Gminy Wilkowice przypomina: straż pożarna usuwa gniazda os i szerszeni z prywatnych posesji tylko wtedy, gdy "
                "gniazdo bezpośrednio zagraża życiu lub zdrowiu – na przykład wisi przy wejściu do szkoły albo przedszkola. "
                "W każdej innej sytuacji trzeba wezwać firmę dezynsekcyjną. Mieszkańcy gminy mogą odzyskać połowę kosztów usunięcia "
                "gniazda, maksymalnie 150 zł. Wystarczy w ciągu 30 dni od wykonania usługi złożyć wniosek razem z fakturą. Nie niszcz "
                "gniazda na własną rękę i nie polewaj go wodą – w takiej sytuacji owady zazwyczaj atakują całą kolonią. Jeśli jesteś "
                "uczulony na jad owadów, powinieneś mieć przy sobie leki przepisane przez lekarza. Więcej informacji udzieli Referat "
                "Ochrony Środowiska pod numerem 33 817 20 45.",
            ),
            Good(
                "preserve",
                "Osy albo szerszenie przy domu? Strażacy usuną gniazdo z prywatnej posesji tylko wtedy, gdy stanowi ono bezpośrednie "
                "zagrożenie dla czyjegoś życia lub zdrowia – np. jest przy wejściu do szkoły czy przedszkola. W innych przypadkach "
                "zadzwoń do firmy dezynsekcyjnej. Dobra wiadomość dla mieszkańców gminy Wilkowice: gmina zwraca 50% kosztów "
                "usunięcia gniazda, do 150 zł. Wniosek z fakturą trzeba złożyć najpóźniej 30 dni po wykonaniu usługi. I ważne: "
                "nie ruszaj gniazda sam i nie polewaj go wodą – owady najczęściej rzucają się wtedy do ataku całą kolonią. Alergicy "
                "uczuleni na jad owadów powinni mieć przy sobie leki przepisane przez lekarza. Pytania? Referat Ochrony Środowiska, "
                "tel. 33 817 20 45.",
            ),
            Good(
                "en",
                "Notice from Wilkowice Municipal Office. The fire service does not remove wasp or hornet nests from private property "
                "unless the nest poses a direct threat to life or health, for example if it is at the entrance to a school or "
                "nursery. In all other cases, use a pest control company. Residents of the municipality can get back 50% of the cost "
                "of removing a nest, up to PLN 150, by submitting an application with the invoice within 30 days of the service. "
                "Do not destroy the nest yourself or pour water on it – the insects usually attack as a whole colony when this "
                "happens. People allergic to insect venom should carry medication prescribed by their doctor. Information: "
                "Environmental Protection Unit, tel. 33 817 20 45.",
            ),
        ],
        bad=[
            Slip(2, [("The fire service does not remove", "The fire service removes")], "negation"),
            Slip(
                0, [("owady zazwyczaj atakują całą kolonią", "owady atakują całą kolonią")], "hedge"
            ),
            Slip(1, [("do 150 zł", "do 250 zł")], "number"),
        ],
    ),
    # 13. Fire extinguisher inspection -- Good: formal, list, en.
    Case(
        key="pl-przeglad-gasnic",
        source=(
            "Przypominamy zarządcom budynków i przedsiębiorcom, że zgodnie z § 3 ust. 3 rozporządzenia Ministra Spraw "
            "Wewnętrznych i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów "
            "budowlanych i terenów gaśnice należy poddawać przeglądom i konserwacji co najmniej raz w roku. Firma „Ognik” z Radomia "
            "wykonuje przegląd gaśnicy proszkowej za 18 zł netto, a gaśnicy śniegowej za 22 zł netto. Po przeglądzie każda gaśnica "
            "otrzymuje etykietę z numerem kontrolnym w formacie OG/2026/xxxx. Przy zamówieniu powyżej 20 gaśnic dojazd jest "
            "bezpłatny. Zlecenia: serwis@ognik-radom.pl. Gaśnic z uszkodzonym zbiornikiem nie naprawiamy – trzeba je wymienić."
        ),
        good=[
            Good(
                "preserve",
                "Uprzejmie przypominamy zarządcom budynków oraz przedsiębiorcom o obowiązku poddawania gaśnic przeglądom "
                "i konserwacji nie rzadziej niż raz w roku, wynikającym z § 3 ust. 3 rozporządzenia Ministra Spraw Wewnętrznych "
                "i Administracji z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów budowlanych "
                "i terenów. Radomska firma „Ognik” oferuje przegląd gaśnicy proszkowej w cenie 18 zł netto oraz gaśnicy śniegowej "
                "w cenie 22 zł netto. Każda sprawdzona gaśnica zostaje oznaczona etykietą z numerem kontrolnym w formacie "
                "OG/2026/xxxx. W przypadku zamówienia obejmującego ponad 20 gaśnic nie pobieramy opłaty za dojazd. Zlecenia prosimy "
                "kierować na adres serwis@ognik-radom.pl. Gaśnice z uszkodzonym zbiornikiem nie podlegają naprawie i wymagają wymiany.",
            ),
            Good(
                "preserve",
                "Przegląd gaśnic – co trzeba wiedzieć:\n"
                "- Obowiązek: co najmniej raz w roku każda gaśnica musi przejść przegląd i konserwację (§ 3 ust. 3 rozporządzenia "
                "MSWiA z dnia 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków, innych obiektów budowlanych i terenów). "
                "Dotyczy zarządców budynków i przedsiębiorców.\n"
                "- Cennik firmy „Ognik” (Radom): gaśnica proszkowa – 18 zł netto, śniegowa – 22 zł netto.\n"
                "- Oznaczenie: po przeglądzie etykieta z numerem kontrolnym w formacie OG/2026/xxxx.\n"
                "- Dojazd: gratis przy zamówieniu na więcej niż 20 gaśnic.\n"
                "- Zamówienia: serwis@ognik-radom.pl.\n"
                "- Uszkodzony zbiornik = gaśnica do wymiany, nie do naprawy.",
            ),
            Good(
                "en",
                "We remind building managers and business owners that, under § 3(3) of the Regulation of the Minister of the "
                "Interior and Administration of 7 June 2010 on the fire protection of buildings, other structures and sites, fire "
                "extinguishers must be inspected and serviced at least once a year. “Ognik”, based in Radom, inspects a powder "
                "extinguisher for PLN 18 net and a CO2 extinguisher for PLN 22 net. After inspection, every extinguisher receives a "
                "label with a control number in the format OG/2026/xxxx. For orders of more than 20 extinguishers, call-out is free. "
                "Orders: serwis@ognik-radom.pl. We do not repair extinguishers with a damaged cylinder – they have to be replaced.",
            ),
        ],
        bad=[
            Slip(
                0, [("§ 3 ust. 3 rozporządzenia", "§ 3 ust. 2 rozporządzenia")], "legal_reference"
            ),
            Slip(
                2,
                [("extinguishers must be inspected", "extinguishers should be inspected")],
                "modality",
            ),
            Slip(1, [("w formacie OG/2026/xxxx", "w formacie OGN/2026/xxxx")], "code"),
        ],
    ),
    # 14. Theatre costume hire -- Good: casual, concise, en.
    Case(
        key="pl-wypozyczalnia-kostiumow",
        source=(
            "Wypożyczalnia kostiumów Teatru im. Juliusza Osterwy w Lublinie udostępnia ponad 4000 strojów z dawnych przedstawień "
            "– szkołom, grupom amatorskim i osobom prywatnym. Kostiumy wypożyczamy na maksymalnie 7 dni. Opłata wynosi od 40 do "
            "120 zł za dobę w zależności od kostiumu, a kaucja – 50% jego wartości katalogowej. Kostiumów nie wolno prać ani "
            "przerabiać; czyszczenie zapewnia teatr. Za zwrot po terminie naliczamy 20 zł za każdy dzień zwłoki. Przymiarki "
            "odbywają się wyłącznie po wcześniejszym umówieniu się przez formularz na stronie teatrosterwy.pl/kostiumy. "
            "Wypożyczalnia jest czynna od poniedziałku do piątku, 9:00–15:00; w sierpniu jest nieczynna."
        ),
        good=[
            Good(
                "preserve",
                "Potrzebujesz kostiumu? Teatr im. Juliusza Osterwy w Lublinie ma w swojej wypożyczalni ponad 4000 strojów z dawnych "
                "spektakli i wypożycza je szkołom, grupom amatorskim i osobom prywatnym. Kostium możesz mieć u siebie najwyżej "
                "tydzień. Za dobę zapłacisz od 40 do 120 zł – zależy od stroju – a do tego zostawisz kaucję w wysokości połowy jego "
                "wartości katalogowej. Nie pierz kostiumu i niczego w nim nie przerabiaj – czyszczeniem zajmuje się teatr. Każdy "
                "dzień spóźnienia ze zwrotem to dodatkowe 20 zł. Na przymiarkę trzeba się najpierw umówić przez formularz na "
                "teatrosterwy.pl/kostiumy. Zapraszamy od poniedziałku do piątku w godzinach 9:00–15:00, z wyjątkiem sierpnia, kiedy "
                "wypożyczalnia jest zamknięta.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia kostiumów Teatru im. Juliusza Osterwy, Lublin: ponad 4000 strojów z dawnych przedstawień dla szkół, "
                "grup amatorskich i osób prywatnych. Maks. 7 dni. Cena: 40–120 zł/doba (zależnie od kostiumu); kaucja: 50% wartości "
                "katalogowej. Zakaz prania i przeróbek – czyści teatr. Spóźnienie: 20 zł za każdy dzień. Przymiarki tylko po "
                "umówieniu przez teatrosterwy.pl/kostiumy. Pn–pt 9:00–15:00, w sierpniu nieczynne.",
            ),
            Good(
                "en",
                "The costume hire service of the Juliusz Osterwa Theatre in Lublin offers more than 4,000 costumes from past "
                "productions to schools, amateur groups and private individuals. Costumes can be hired for a maximum of 7 days. The "
                "charge is PLN 40 to 120 per day depending on the costume, and the deposit is 50% of its catalogue value. Costumes "
                "must not be washed or altered; the theatre takes care of cleaning. Late returns are charged at PLN 20 for each day "
                "overdue. Fittings are by appointment only, booked through the form at teatrosterwy.pl/kostiumy. Open Monday to "
                "Friday, 9:00–15:00; closed in August.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Costumes must not be washed or altered;", "Costumes may be washed or altered;")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Na przymiarkę trzeba się najpierw umówić",
                        "Na przymiarkę najlepiej się najpierw umówić",
                    )
                ],
                "modality",
            ),
            Slip(1, [("teatrosterwy.pl/kostiumy", "teatr-osterwy.pl/kostiumy")], "url"),
        ],
    ),
    # 15. Hedgehog rescue centre -- Good: FAQ, concise, en.
    Case(
        key="pl-osrodek-rehabilitacji-jezy",
        source=(
            "Znalazłeś jeża? Ośrodek Rehabilitacji Jeży „Kolczatka” w Zielonej Górze radzi: jeż widziany w dzień najczęściej "
            "potrzebuje pomocy. Jesienią młode ważące poniżej 500 g prawdopodobnie nie przetrwają hibernacji, która trwa zwykle od "
            "listopada do marca. Takiego jeża umieść w kartonie z ręcznikiem, w ciepłym miejscu, i zadzwoń pod numer 512 309 441 "
            "(codziennie 8:00–20:00). Nie podawaj mleka – jeże nie trawią laktozy. Można podać wodę i karmę dla kotów. Zgodnie "
            "z poradnikiem Brytyjskiego Towarzystwa Ochrony Jeży (BHPS, 2020) po rehabilitacji jeża należy wypuścić nie dalej niż "
            "1 km od miejsca, w którym został znaleziony. Ośrodek przyjmuje zwierzęta bezpłatnie, ale zachęcamy do przekazania "
            "darowizny."
        ),
        good=[
            Good(
                "preserve",
                "Co zrobić, gdy znajdziesz jeża? Oto rady Ośrodka Rehabilitacji Jeży „Kolczatka” z Zielonej Góry.\n"
                "Czy jeż w ciągu dnia to powód do niepokoju? Tak – jeśli widzisz go za dnia, najczęściej potrzebuje pomocy.\n"
                "A mały jeż jesienią? Młode o wadze poniżej 500 g prawdopodobnie nie przeżyją hibernacji, która zwykle trwa od "
                "listopada do marca.\n"
                "Jak pomóc? Włóż jeża do kartonu z ręcznikiem, postaw go w ciepłym miejscu i zadzwoń: 512 309 441 (codziennie od "
                "8:00 do 20:00).\n"
                "Czym można go nakarmić? Możesz dać wodę i karmę dla kotów. Mleka nie – jeże nie trawią laktozy.\n"
                "Gdzie trzeba wypuścić jeża po rehabilitacji? Nie dalej niż 1 km od miejsca, w którym go znaleziono – zgodnie "
                "z poradnikiem Brytyjskiego Towarzystwa Ochrony Jeży (BHPS, 2020).\n"
                "Ile to kosztuje? Przyjmujemy zwierzęta za darmo, choć zachęcamy do darowizn.",
            ),
            Good(
                "preserve",
                "Ośrodek Rehabilitacji Jeży „Kolczatka”, Zielona Góra – znalazłeś jeża? Jeż aktywny w dzień najczęściej wymaga "
                "pomocy. Jesienne młode poniżej 500 g prawdopodobnie nie przetrwają hibernacji (zwykle listopad–marzec). Karton, "
                "ręcznik, ciepłe miejsce – i telefon: 512 309 441, codziennie 8:00–20:00. Bez mleka (jeże nie trawią laktozy); wodę "
                "i karmę dla kotów można podać. Po rehabilitacji jeż musi wrócić na wolność najdalej 1 km od miejsca znalezienia "
                "(poradnik Brytyjskiego Towarzystwa Ochrony Jeży, BHPS, 2020). Przyjęcie bezpłatne, darowizny mile widziane.",
            ),
            Good(
                "en",
                "Found a hedgehog? The “Kolczatka” Hedgehog Rehabilitation Centre in Zielona Góra advises: a hedgehog seen during "
                "the day most often needs help. In autumn, young hedgehogs weighing less than 500 g will probably not survive "
                "hibernation, which usually lasts from November to March. Put such a hedgehog in a cardboard box with a towel, in a "
                "warm place, and call 512 309 441 (daily 8 am – 8 pm). Do not give it milk – hedgehogs cannot digest lactose. You "
                "can give it water and cat food. According to the guide published by the British Hedgehog Preservation Society "
                "(BHPS, 2020), after rehabilitation a hedgehog must be released no more than 1 km from where it was found. The "
                "centre takes in animals free of charge, but we encourage you to make a donation.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("prawdopodobnie nie przetrwają hibernacji", "nie przetrwają hibernacji")],
                "hedge",
            ),
            Slip(0, [("(BHPS, 2020)", "(BHPS, 2002)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Put such a hedgehog in a cardboard box with a towel, in a warm place,",
                        "Put such a hedgehog w kartonie z ręcznikiem, w ciepłym miejscu,",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 16. Boat registration -- Good: plain, formal, en.
    Case(
        key="pl-rejestracja-lodzi",
        source=(
            "Obowiązek rejestracji dotyczy jachtów rekreacyjnych o długości kadłuba powyżej 7,5 m lub z napędem mechanicznym "
            "o mocy przekraczającej 15 kW – wynika to z art. 4 ust. 1 ustawy z dnia 12 kwietnia 2018 r. o rejestracji jachtów "
            "i innych jednostek pływających o długości do 24 m. Wniosek składa się do starosty właściwego ze względu na miejsce "
            "zamieszkania właściciela. Należy dołączyć dowód własności i deklarację zgodności CE lub zdjęcia jednostki. Opłata "
            "za rejestrację wynosi 150 zł. Zarejestrowana jednostka otrzymuje numer w formacie POL-XXXXX-A, który trzeba umieścić "
            "po obu stronach kadłuba literami o wysokości co najmniej 10 cm. Łodzi nie wolno używać przed otrzymaniem dowodu "
            "rejestracyjnego."
        ),
        good=[
            Good(
                "preserve",
                "Jacht rekreacyjny trzeba zarejestrować, jeśli jego kadłub ma ponad 7,5 m długości albo jeśli ma napęd mechaniczny "
                "o mocy większej niż 15 kW. Obowiązek ten wprowadza art. 4 ust. 1 ustawy z dnia 12 kwietnia 2018 r. o rejestracji "
                "jachtów i innych jednostek pływających o długości do 24 m. Wniosek kieruje się do starosty właściwego dla miejsca "
                "zamieszkania właściciela. Do wniosku dołącz dowód własności oraz deklarację zgodności CE albo zdjęcia jednostki. "
                "Rejestracja kosztuje 150 zł. Po rejestracji łódź dostaje numer w formacie POL-XXXXX-A – należy go umieścić na obu "
                "burtach literami wysokimi na co najmniej 10 cm. Dopóki nie otrzymasz dowodu rejestracyjnego, nie wolno korzystać "
                "z łodzi.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 4 ust. 1 ustawy z dnia 12 kwietnia 2018 r. o rejestracji jachtów i innych jednostek pływających "
                "o długości do 24 m rejestracji podlegają jachty rekreacyjne, których kadłub przekracza 7,5 m długości, a także jachty "
                "wyposażone w napęd mechaniczny o mocy powyżej 15 kW. Organem właściwym do przyjęcia wniosku jest starosta miejsca "
                "zamieszkania właściciela jednostki. Do wniosku należy załączyć dokument potwierdzający prawo własności oraz "
                "deklarację zgodności CE bądź fotografie jednostki. Opłata rejestracyjna wynosi 150 zł. Jednostce nadaje się numer "
                "w formacie POL-XXXXX-A, który umieszcza się na obu burtach kadłuba literami o wysokości nie mniejszej niż 10 cm. "
                "Użytkowanie jednostki przed wydaniem dowodu rejestracyjnego jest zabronione.",
            ),
            Good(
                "en",
                "Registration is compulsory for recreational yachts with a hull longer than 7.5 m or with mechanical propulsion "
                "exceeding 15 kW, under Article 4(1) of the Act of 12 April 2018 on the registration of yachts and other vessels up "
                "to 24 m in length. The application is submitted to the district governor (starosta) competent for the owner's place "
                "of residence. You must attach proof of ownership and a CE declaration of conformity or photographs of the vessel. "
                "The registration fee is PLN 150. A registered vessel is given a number in the format POL-XXXXX-A, which must be "
                "displayed on both sides of the hull in letters at least 10 cm high. The boat must not be used until the registration "
                "certificate has been received.",
            ),
        ],
        bad=[
            Slip(2, [("Article 4(1)", "Article 4(2)")], "legal_reference"),
            Slip(0, [("POL-XXXXX-A", "PL-XXXXX-A")], "code"),
            Slip(1, [("nie mniejszej niż 10 cm", "nie mniejszej niż 15 cm")], "number"),
        ],
    ),
    # 17. Baby swimming classes -- Good: casual, list, en.
    Case(
        key="pl-nauka-plywania-niemowlat",
        source=(
            "Zajęcia „Pluskający Maluch” w Aquaparku Fala w Łodzi są przeznaczone dla dzieci w wieku od 4 do 24 miesięcy. "
            "Spotkania trwają 30 minut i odbywają się w soboty o 9:00 i 9:45 w basenie rekreacyjnym, gdzie temperatura wody "
            "wynosi 32°C. W wodzie razem z dzieckiem musi przebywać jeden rodzic lub opiekun. Dziecko musi mieć pieluchę do "
            "pływania. Przed pierwszymi zajęciami należy dostarczyć zaświadczenie od pediatry o braku przeciwwskazań. Karnet na "
            "8 zajęć kosztuje 360 zł. Niemowlęta zwykle potrzebują 2–3 spotkań, by oswoić się z wodą, dlatego nie zniechęcajcie "
            "się płaczem na początku. Po chorobie z gorączką warto odczekać co najmniej tydzień przed powrotem na basen."
        ),
        good=[
            Good(
                "preserve",
                "„Pluskający Maluch” to zajęcia w Aquaparku Fala w Łodzi dla maluchów w wieku od 4 miesięcy do 2 lat. Pływamy "
                "w soboty o 9:00 i o 9:45, po pół godziny, w basenie rekreacyjnym z wodą o temperaturze 32°C. Do wody wchodzi "
                "z dzieckiem jeden rodzic albo opiekun – to obowiązkowe. Pamiętajcie o pielusze do pływania, bez niej dziecko nie "
                "wejdzie do wody. Przed pierwszymi zajęciami przynieście zaświadczenie od pediatry, że nie ma przeciwwskazań. Karnet "
                "na 8 spotkań to 360 zł. Zwykle maluch potrzebuje 2–3 zajęć, żeby oswoić się z wodą, więc nie zrażajcie się, jeśli "
                "na początku płacze. Po chorobie z gorączką warto odczekać przynajmniej tydzień, zanim wrócicie na basen.",
            ),
            Good(
                "preserve",
                "Zajęcia „Pluskający Maluch” – Aquapark Fala, Łódź\n"
                "- Dla kogo: dzieci w wieku 4–24 miesięcy.\n"
                "- Kiedy: soboty, 9:00 i 9:45; każde zajęcia trwają 30 minut.\n"
                "- Gdzie: basen rekreacyjny, woda 32°C.\n"
                "- W wodzie: obowiązkowo jeden rodzic lub opiekun razem z dzieckiem.\n"
                "- Wymagane: pielucha do pływania oraz – przed pierwszymi zajęciami – zaświadczenie od pediatry o braku "
                "przeciwwskazań.\n"
                "- Cena: 360 zł za karnet na 8 zajęć.\n"
                "- Dobrze wiedzieć: oswojenie się z wodą zajmuje niemowlętom zazwyczaj 2–3 spotkania, więc płacz na początku nie "
                "powinien Was zniechęcać.\n"
                "- Po chorobie z gorączką: zalecamy co najmniej tygodniową przerwę przed powrotem na basen.",
            ),
            Good(
                "en",
                "The “Splashing Tot” classes at the Fala Aquapark in Łódź are for babies aged 4 to 24 months. Sessions last "
                "30 minutes and take place on Saturdays at 9:00 and 9:45 in the leisure pool, where the water temperature is 32°C. "
                "One parent or carer must be in the water with the baby. The baby must wear a swim nappy. Before the first class you "
                "need to bring a certificate from a paediatrician confirming there are no contraindications. A pass for 8 classes "
                "costs PLN 360. Babies usually need 2–3 sessions to get used to the water, so don't be discouraged if they cry at "
                "first. After an illness with a fever, it is a good idea to wait at least a week before coming back to the pool.",
            ),
        ],
        bad=[
            Slip(1, [("woda 32°C", "woda 30°C")], "number"),
            Slip(
                2,
                [
                    (
                        "One parent or carer must be in the water",
                        "One parent or carer may be in the water",
                    )
                ],
                "modality",
            ),
            Slip(
                0, [("Zwykle maluch potrzebuje 2–3 zajęć", "Maluch potrzebuje 2–3 zajęć")], "hedge"
            ),
        ],
    ),
    # 18. Abstract: drivers' eyesight -- Good: formal, plain, en.
    Case(
        key="pl-abstrakt-wzrok-kierowcow",
        source=(
            "Celem badania była ocena, jak często kierowcy w wieku 65 lat i starsi nie spełniają wymagań dotyczących ostrości "
            "wzroku określonych w przepisach. Przebadano 412 kierowców zgłaszających się na badania lekarskie w trzech ośrodkach "
            "medycyny pracy w Krakowie w latach 2022–2023. U 14,3% badanych ostrość wzroku obuocznie była niższa niż 0,5, a 61% "
            "z nich nie wiedziało o pogorszeniu wzroku. Wyniki są zbliżone do uzyskanych przez Zawadzką i Mroza (2017) oraz "
            "Lindqvista i wsp. (2020). Ograniczeniem badania jest dobór próby z jednego miasta, dlatego wnioski mogą nie dotyczyć "
            "kierowców z terenów wiejskich. Autorzy sugerują, że badanie okulistyczne prawdopodobnie powinno być wykonywane co "
            "2 lata."
        ),
        good=[
            Good(
                "preserve",
                "Przedmiotem badania była ocena częstości niespełniania przez kierowców w wieku 65 lat i starszych przepisowych "
                "wymagań w zakresie ostrości wzroku. Badaniem objęto 412 kierowców, którzy w latach 2022–2023 zgłosili się na "
                "badania lekarskie do trzech ośrodków medycyny pracy w Krakowie. Obuoczną ostrość wzroku niższą niż 0,5 stwierdzono "
                "u 14,3% badanych; spośród nich 61% nie było świadomych pogorszenia wzroku. Uzyskane rezultaty są zbieżne z wynikami "
                "Zawadzkiej i Mroza (2017) oraz Lindqvista i wsp. (2020). Z uwagi na to, że próba pochodziła z jednego miasta, "
                "wnioski mogą nie mieć zastosowania do kierowców z terenów wiejskich. W opinii autorów badanie okulistyczne "
                "prawdopodobnie powinno być przeprowadzane co dwa lata.",
            ),
            Good(
                "preserve",
                "Badanie sprawdzało, jak często kierowcy mający 65 lat lub więcej nie spełniają przepisowych wymagań co do ostrości "
                "wzroku. Wzięło w nim udział 412 kierowców, którzy w latach 2022–2023 przyszli na badania lekarskie do jednego "
                "z trzech ośrodków medycyny pracy w Krakowie. U 14,3% z nich ostrość wzroku obojgiem oczu nie sięgała 0,5, a 61% tej "
                "grupy nie wiedziało, że ich wzrok się pogorszył. Podobne wyniki uzyskali Zawadzka i Mróz (2017) oraz Lindqvist "
                "i wsp. (2020). Słabą stroną badania jest to, że wszyscy uczestnicy pochodzili z jednego miasta – wnioski mogą więc "
                "nie dotyczyć kierowców ze wsi. Autorzy sugerują, że badanie okulistyczne prawdopodobnie powinno się odbywać co 2 lata.",
            ),
            Good(
                "en",
                "The aim of the study was to assess how often drivers aged 65 and over fail to meet the statutory visual acuity "
                "requirements. A total of 412 drivers attending medical examinations at three occupational medicine centres in "
                "Kraków in 2022–2023 were examined. In 14.3% of participants, binocular visual acuity was below 0.5, and 61% of them "
                "were unaware that their vision had deteriorated. The results are similar to those reported by Zawadzka and Mróz "
                "(2017) and Lindqvist et al. (2020). A limitation of the study is that the sample came from a single city, so the "
                "conclusions may not apply to drivers from rural areas. The authors suggest that an eye examination should probably "
                "be carried out every 2 years.",
            ),
        ],
        bad=[
            Slip(0, [("Lindqvista i wsp. (2020)", "Lindqvista i wsp. (2021)")], "citation"),
            Slip(2, [("Zawadzka and Mróz (2017)", "Zawadzka (2017)")], "citation"),
            Slip(1, [("prawdopodobnie powinno się odbywać", "powinno się odbywać")], "hedge"),
        ],
    ),
    # 19. Chainsaw operator course -- Good: concise, FAQ, en.
    Case(
        key="pl-kurs-obslugi-pilarki",
        source=(
            "Centrum Szkoleniowe „Drwal” w Nowym Targu prowadzi kurs pilarza-drwala z zakresu obsługi pilarki spalinowej. Kurs "
            "trwa 16 godzin (2 dni: teoria i praktyka w lesie) i kończy się egzaminem przed komisją. Absolwenci otrzymują "
            "zaświadczenie zgodne z rozporządzeniem MEN oraz wpis do rejestru z numerem w formacie DRW/26/xxx. Cena kursu "
            "wynosi 650 zł; obejmuje ona paliwo i udostępnienie pilarek. Uczestnik musi mieć ukończone 18 lat, aktualne "
            "orzeczenie lekarskie o braku przeciwwskazań oraz własne obuwie ochronne z wkładką antyprzecięciową. Spodnie i kask "
            "z osłoną zapewniamy na czas zajęć. Najbliższy termin: 18–19 kwietnia 2026 r. Zapisy: kursy@drwal-nowytarg.pl."
        ),
        good=[
            Good(
                "preserve",
                "Kurs pilarza-drwala (obsługa pilarki spalinowej) – Centrum Szkoleniowe „Drwal”, Nowy Targ. 16 godzin w 2 dni: "
                "teoria plus praktyka w lesie, na koniec egzamin przed komisją. Po kursie: zaświadczenie zgodne z rozporządzeniem "
                "MEN i wpis do rejestru z numerem w formacie DRW/26/xxx. Cena: 650 zł (paliwo i pilarki w cenie). Wymagania: "
                "ukończone 18 lat, aktualne orzeczenie lekarskie o braku przeciwwskazań, własne obuwie ochronne z wkładką "
                "antyprzecięciową. Spodnie i kask z osłoną dostaniesz od nas na czas zajęć. Najbliższy termin: 18–19 kwietnia "
                "2026 r. Zapisy: kursy@drwal-nowytarg.pl.",
            ),
            Good(
                "preserve",
                "Czego dotyczy kurs? Obsługi pilarki spalinowej – to kurs pilarza-drwala prowadzony przez Centrum Szkoleniowe "
                "„Drwal” w Nowym Targu.\n"
                "Ile trwa? 16 godzin rozłożonych na 2 dni: teoria i praktyka w lesie. Na zakończenie zdajesz egzamin przed komisją.\n"
                "Co dostanę? Zaświadczenie zgodne z rozporządzeniem MEN oraz wpis do rejestru – numer ma format DRW/26/xxx.\n"
                "Ile kosztuje? 650 zł, w tym paliwo i pilarki.\n"
                "Kto może się zapisać? Osoba, która ukończyła 18 lat i ma aktualne orzeczenie lekarskie o braku przeciwwskazań.\n"
                "Co zabrać? Własne obuwie ochronne z wkładką antyprzecięciową. Spodnie i kask z osłoną zapewniamy na czas zajęć.\n"
                "Kiedy najbliższy kurs? 18–19 kwietnia 2026 r. Zgłoszenia: kursy@drwal-nowytarg.pl.",
            ),
            Good(
                "en",
                "The “Drwal” Training Centre in Nowy Targ runs a chainsaw operator (forestry worker) course covering the use of a "
                "petrol chainsaw. The course lasts 16 hours over 2 days, with theory and practical training in the forest, and ends "
                "with an exam before a board. Graduates receive a certificate in line with the Ministry of Education regulation and "
                "are entered in the register with a number in the format DRW/26/xxx. The course costs PLN 650, including fuel and "
                "the use of chainsaws. Participants must be at least 18, hold a valid medical certificate confirming no "
                "contraindications, and bring their own safety boots with cut-protection inserts. Trousers and a helmet with a visor "
                "are provided for the duration of the course. Next dates: 18–19 April 2026. To sign up: kursy@drwal-nowytarg.pl.",
            ),
        ],
        bad=[
            Slip(2, [("DRW/26/xxx", "DRW/2026/xxx")], "code"),
            Slip(
                1,
                [
                    (
                        "650 zł, w tym paliwo i pilarki.",
                        "650 zł, w tym paliwo, pilarki i obiad w oba dni.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("16 godzin w 2 dni", "12 godzin w 2 dni")], "number"),
        ],
    ),
    # 20. Sensory garden rules (markdown) -- Good: plain, formal, en.
    Case(
        key="pl-regulamin-ogrodu-sensorycznego",
        source=(
            "**Regulamin Ogrodu Sensorycznego przy Specjalnym Ośrodku Szkolno-Wychowawczym nr 2 w Płocku**\n\n"
            "- Ogród jest otwarty dla zwiedzających od 1 maja do 30 września, od wtorku do niedzieli w godz. 9:00–18:00.\n"
            "- Wstęp jest bezpłatny. Grupy powyżej 10 osób muszą zgłosić wizytę co najmniej 3 dni wcześniej pod nr tel. "
            "24 262 47 10.\n"
            "- Rośliny wolno dotykać i wąchać, ale nie wolno ich zrywać.\n"
            "- Dzieci do lat 13 mogą przebywać w ogrodzie tylko pod opieką dorosłych.\n"
            "- Psy nie mają wstępu, z wyjątkiem psów asystujących.\n"
            "- Ścieżka do chodzenia boso jest zwykle dostępna tylko przy suchej pogodzie.\n"
            "- Na terenie ogrodu obowiązuje zakaz palenia tytoniu i e-papierosów."
        ),
        good=[
            Good(
                "preserve",
                "**Ogród Sensoryczny przy Specjalnym Ośrodku Szkolno-Wychowawczym nr 2 w Płocku – zasady**\n\n"
                "- Ogród jest czynny od 1 maja do 30 września, od wtorku do niedzieli, w godzinach 9:00–18:00.\n"
                "- Za wstęp nie płacisz. Jeśli przychodzisz z grupą większą niż 10 osób, zgłoś wizytę telefonicznie (24 262 47 10) "
                "najpóźniej 3 dni wcześniej.\n"
                "- Rośliny można dotykać i wąchać – zrywać już nie.\n"
                "- Dzieci do lat 13 mogą być w ogrodzie wyłącznie z dorosłym opiekunem.\n"
                "- Z psem nie wejdziesz, chyba że to pies asystujący.\n"
                "- Po ścieżce boso zazwyczaj można chodzić tylko wtedy, gdy jest sucho.\n"
                "- W ogrodzie nie palimy – ani tytoniu, ani e-papierosów.",
            ),
            Good(
                "preserve",
                "**Zasady korzystania z Ogrodu Sensorycznego przy Specjalnym Ośrodku Szkolno-Wychowawczym nr 2 w Płocku**\n\n"
                "- Ogród udostępniany jest zwiedzającym w okresie od 1 maja do 30 września, od wtorku do niedzieli, w godzinach od "
                "9:00 do 18:00.\n"
                "- Wstęp jest nieodpłatny. Wizyty grup liczących ponad 10 osób wymagają zgłoszenia z co najmniej trzydniowym "
                "wyprzedzeniem pod numerem telefonu 24 262 47 10.\n"
                "- Dozwolone jest dotykanie i wąchanie roślin; zabrania się ich zrywania.\n"
                "- Dzieci do lat 13 mogą przebywać na terenie ogrodu wyłącznie pod opieką osób dorosłych.\n"
                "- Obowiązuje zakaz wprowadzania psów, z wyjątkiem psów asystujących.\n"
                "- Ścieżka do chodzenia boso jest z reguły udostępniana wyłącznie przy suchej pogodzie.\n"
                "- Palenie tytoniu oraz używanie e-papierosów na terenie ogrodu jest zabronione.",
            ),
            Good(
                "en",
                "**Rules of the Sensory Garden at Special School and Education Centre No. 2 in Płock**\n\n"
                "- The garden is open to visitors from 1 May to 30 September, Tuesday to Sunday, 9:00–18:00.\n"
                "- Admission is free. Groups of more than 10 people must book their visit at least 3 days in advance by calling "
                "24 262 47 10.\n"
                "- You may touch and smell the plants, but you must not pick them.\n"
                "- Children up to the age of 13 may only be in the garden under adult supervision.\n"
                "- Dogs are not allowed, except assistance dogs.\n"
                "- The barefoot path is usually open only in dry weather.\n"
                "- Smoking and e-cigarettes are not allowed anywhere in the garden.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Groups of more than 10 people must book",
                        "Groups of more than 10 people are encouraged to book",
                    )
                ],
                "modality",
            ),
            Slip(0, [("– zrywać już nie", ", a także zrywać")], "negation"),
            Slip(
                1,
                [
                    (
                        "Wstęp jest nieodpłatny.",
                        "Wstęp jest nieodpłatny, z wyjątkiem warsztatów sensorycznych (15 zł od osoby).",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

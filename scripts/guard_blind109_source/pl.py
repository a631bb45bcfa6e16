# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 109: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-targ-higiena-stoisk-spozywczych",
        source="Wszyscy wystawcy sprzedający żywność na Targu Różanym muszą przestrzegać wymogów rozporządzenia (WE) nr 852/2004 w sprawie higieny środków spożywczych. Każde stoisko z produktami nieopakowanymi musi mieć umywalkę z ciepłą wodą, mydło i ręczniki jednorazowe. Produkty chłodzone należy przechowywać w temperaturze nie wyższej niż 5°C, a temperaturę trzeba notować co 2 godziny w dzienniku stoiska. Surowego mięsa i ryb nie wolno wykładać obok żywności gotowej do spożycia. Kontrole sanitarne prowadzi Powiatowa Stacja Sanitarno-Epidemiologiczna, zwykle bez zapowiedzi. Za pierwsze naruszenie zarządca targu udziela pisemnego upomnienia, a po trzecim może odmówić przedłużenia umowy najmu miejsca.",
        good=[
            Good(
                "preserve",
                "Sprzedajesz żywność na Targu Różanym? Musisz przestrzegać wymogów rozporządzenia (WE) nr 852/2004 o higienie środków spożywczych. W praktyce oznacza to, że:\n"
                "- jeśli oferujesz produkty bez opakowania, na stoisku musi być umywalka z ciepłą wodą, mydło i jednorazowe ręczniki;\n"
                "- produkty chłodzone musisz trzymać w temperaturze maksymalnie 5°C, a co 2 godziny wpisywać ją do dziennika stoiska;\n"
                "- surowego mięsa ani ryb nie wolno kłaść obok żywności gotowej do jedzenia.\n\n"
                "Kontrole sanitarne przeprowadza Powiatowa Stacja Sanitarno-Epidemiologiczna, zazwyczaj bez uprzedzenia. Pierwsze naruszenie kończy się pisemnym upomnieniem od zarządcy targu, a po trzecim zarządca może nie przedłużyć umowy najmu miejsca.",
            ),
            Good(
                "preserve",
                "Wystawcy oferujący żywność na Targu Różanym są zobowiązani do przestrzegania rozporządzenia (WE) nr 852/2004 w sprawie higieny środków spożywczych. Stoiska z produktami nieopakowanymi muszą być wyposażone w umywalkę z ciepłą wodą, mydło oraz ręczniki jednorazowe. Żywność chłodzoną należy przechowywać w temperaturze nieprzekraczającej 5°C, odnotowując ją w dzienniku stoiska co dwie godziny. Zabrania się wykładania surowego mięsa i ryb w sąsiedztwie żywności gotowej do spożycia. Kontrole, zazwyczaj niezapowiedziane, przeprowadza Powiatowa Stacja Sanitarno-Epidemiologiczna. Pierwsze naruszenie skutkuje pisemnym upomnieniem zarządcy targu; po trzecim zarządca może odmówić przedłużenia umowy najmu miejsca.",
            ),
            Good(
                "en",
                "All vendors selling food at the Rose Market (Targ Różany) must comply with Regulation (EC) No 852/2004 on the hygiene of foodstuffs. Every stall selling unpackaged products must have a washbasin with warm water, soap and disposable towels. Chilled products must be kept at no more than 5°C, and the temperature must be recorded in the stall log every 2 hours. Raw meat and fish must not be displayed next to ready-to-eat food. Sanitary inspections are carried out by the District Sanitary and Epidemiological Station, usually unannounced. A first breach earns a written warning from the market manager; after the third, the manager may refuse to renew the pitch rental agreement.",
            ),
        ],
        bad=[
            Slip(0, [("852/2004", "853/2004")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "pisemnym upomnieniem zarządcy targu;",
                        "pisemnym upomnieniem zarządcy targu oraz karą w wysokości 300 zł;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("no more than 5°C", "no more than 8°C")], "number"),
        ],
    ),
    Case(
        key="pl-obserwatorium-nocne-zwiedzanie-zasady",
        source="Nocne zwiedzanie Obserwatorium Astronomicznego na Sowiej Górze odbywa się w każdy piątek i sobotę od 21:30 do 23:00, od kwietnia do października. Grupy liczą maksymalnie 15 osób, a bilet kosztuje 45 zł (ulgowy 30 zł). Przy zachmurzeniu obserwacje przez teleskop prawdopodobnie zostaną zastąpione pokazem w sali multimedialnej, ale bilety nie podlegają wtedy zwrotowi. Na tarasie obserwacyjnym nie wolno używać białego światła, w tym latarek i ekranów telefonów. Temperatura na szczycie jest zwykle o około 5 stopni niższa niż w mieście, dlatego warto zabrać ciepłą kurtkę. Dzieci poniżej 10 lat mogą uczestniczyć wyłącznie pod opieką dorosłego.",
        good=[
            Good(
                "preserve",
                "Chcesz zobaczyć nocne niebo z Sowiej Góry? Obserwatorium Astronomiczne zaprasza na nocne zwiedzanie od kwietnia do października, w piątki i soboty w godzinach 21:30–23:00. W grupie jest najwyżej 15 osób, bilet normalny kosztuje 45 zł, a ulgowy 30 zł. Jeśli niebo będzie zachmurzone, zamiast obserwacji przez teleskop prawdopodobnie zobaczysz pokaz w sali multimedialnej – pamiętaj jednak, że w takiej sytuacji pieniądze za bilety nie są zwracane. Na tarasie obserwacyjnym nie możesz używać białego światła, także latarki ani ekranu telefonu. Na szczycie jest zwykle o mniej więcej 5 stopni chłodniej niż w mieście, warto więc zabrać ciepłą kurtkę. Dzieci poniżej 10 lat mogą wziąć udział tylko pod opieką dorosłego.",
            ),
            Good(
                "preserve",
                "Nocne zwiedzanie Obserwatorium Astronomicznego na Sowiej Górze – najważniejsze informacje:\n"
                "1. Termin: kwiecień–październik, piątki i soboty, 21:30–23:00.\n"
                "2. Grupy: maksymalnie 15 osób.\n"
                "3. Bilety: 45 zł normalny, 30 zł ulgowy.\n"
                "4. Pogoda: przy zachmurzeniu obserwacje teleskopowe zostaną prawdopodobnie zastąpione pokazem w sali multimedialnej; bilety nie podlegają wówczas zwrotowi.\n"
                "5. Światło: na tarasie obserwacyjnym obowiązuje zakaz używania białego światła, również latarek i ekranów telefonów.\n"
                "6. Ubiór: na szczycie jest zwykle około 5 stopni zimniej niż w mieście – warto mieć ciepłą kurtkę.\n"
                "7. Dzieci poniżej 10 lat: udział wyłącznie pod opieką dorosłego.",
            ),
            Good(
                "en",
                "Night tours of the Sowia Góra Astronomical Observatory run every Friday and Saturday from 9:30 pm to 11:00 pm, April through October. Groups are capped at 15 people, and tickets cost PLN 45 (PLN 30 concession). If the sky is cloudy, telescope viewing will probably be replaced by a presentation in the multimedia room, but tickets are not refunded in that case. White light, including torches and phone screens, must not be used on the observation deck. It is usually about 5 degrees colder at the summit than in town, so it's worth bringing a warm jacket. Children under 10 may take part only when accompanied by an adult.",
            ),
        ],
        bad=[
            Slip(2, [("every Friday and Saturday", "every Friday and Sunday")], "date"),
            Slip(
                0,
                [("pieniądze za bilety nie są zwracane", "pieniądze za bilety są zwracane")],
                "negation",
            ),
            Slip(1, [("zostaną prawdopodobnie zastąpione", "zostaną zastąpione")], "hedge"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-rowerow-bulwar-warta",
        source="Wypożyczalnia rowerów przy bulwarze nad Wartą działa codziennie od 9:00 do 20:00. Rower miejski kosztuje 12 zł za godzinę lub 50 zł za cały dzień, a rower elektryczny 25 zł za godzinę. Przy wypożyczeniu trzeba okazać dowód osobisty i wpłacić kaucję w wysokości 200 zł, zwracaną po oddaniu sprzętu. Dzieci do 12 lat muszą jeździć w kasku, który wypożyczamy bezpłatnie; dorosłym zalecamy to samo. Rowery można zarezerwować z wyprzedzeniem przez stronę www.rowerynadwarta.pl/rezerwacje. W razie awarii prosimy o kontakt pod numerem 600 123 456 – nie próbujcie naprawiać roweru samodzielnie. Za zwrot po godzinie zamknięcia doliczamy 30 zł.",
        good=[
            Good(
                "preserve",
                "Nasza wypożyczalnia przy bulwarze nad Wartą jest otwarta codziennie w godzinach 9:00–20:00. Za rower miejski zapłacisz 12 zł za godzinę albo 50 zł za cały dzień, za elektryczny – 25 zł za godzinę. Wypożyczając rower, musisz pokazać dowód osobisty i zostawić 200 zł kaucji, którą oddamy Ci, gdy zwrócisz sprzęt. Rower możesz zarezerwować z wyprzedzeniem na www.rowerynadwarta.pl/rezerwacje. Dzieci do 12 lat muszą jeździć w kasku – pożyczamy go za darmo – a dorosłym radzimy zrobić to samo. Gdy coś się zepsuje, zadzwoń pod 600 123 456 i nie próbuj naprawiać roweru na własną rękę. Za zwrot po godzinie zamknięcia doliczamy 30 zł.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia rowerów na bulwarze nad Wartą czynna jest codziennie od 9:00 do 20:00. Cennik: rower miejski – 12 zł/godz. lub 50 zł/dzień; rower elektryczny – 25 zł/godz. Warunkiem wypożyczenia jest okazanie dowodu osobistego oraz wpłata kaucji 200 zł, zwracanej po oddaniu sprzętu. Zwrot roweru po godzinie zamknięcia wiąże się z dopłatą 30 zł. Rezerwacji z wyprzedzeniem można dokonać na stronie www.rowerynadwarta.pl/rezerwacje. Jazda w kasku jest obowiązkowa dla dzieci do 12 lat (kaski wypożyczamy bezpłatnie), a zalecana dla dorosłych. W razie awarii prosimy o kontakt pod numerem 600 123 456 – roweru nie należy naprawiać samodzielnie.",
            ),
            Good(
                "en",
                "The bike hire on the Warta riverside boulevard is open daily from 9 am to 8 pm. A city bike costs PLN 12 per hour or PLN 50 for a full day; an e-bike costs PLN 25 per hour. To hire a bike you have to show your ID card and pay a PLN 200 deposit, which is returned when you bring the bike back. Children up to 12 must wear a helmet, which we lend free of charge; we recommend the same for adults. You can book bikes in advance at www.rowerynadwarta.pl/rezerwacje. If something breaks, please call 600 123 456 – don't try to repair the bike yourself. Returns after closing time cost an extra PLN 30.",
            ),
        ],
        bad=[
            Slip(1, [("kaucji 200 zł", "kaucji 300 zł")], "number"),
            Slip(2, [("Children up to 12 must wear", "Children up to 12 should wear")], "modality"),
            Slip(
                0,
                [("www.rowerynadwarta.pl/rezerwacje", "www.rowerynadwarcie.pl/rezerwacje")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-klub-tenisowy-rezerwacja-kortow",
        source="## Rezerwacja kortów – Klub Tenisowy „Gem”\n\n"
        "Korty rezerwujesz w aplikacji klubowej najwcześniej **7 dni** przed terminem. Obowiązują następujące zasady:\n\n"
        "- jedna rezerwacja trwa 60 minut, a członek klubu może mieć maksymalnie 2 aktywne rezerwacje;\n"
        "- rezerwację można bezpłatnie odwołać do 24 godzin przed grą;\n"
        "- nieodwołana i niewykorzystana rezerwacja jest płatna w całości (60 zł);\n"
        "- w soboty w godzinach 8:00–12:00 korty 1–3 są zarezerwowane dla szkółki juniorów.\n\n"
        "Na kortach ziemnych nie wolno grać w obuwiu z bieżnikiem do biegania. Szczegółowy regulamin znajdziesz [na stronie klubu](https://gem-tenis.pl/regulamin).",
        good=[
            Good(
                "preserve",
                "## Jak zarezerwować kort w Klubie Tenisowym „Gem”\n\n"
                "Rezerwacji dokonujesz w aplikacji klubowej, nie wcześniej niż **7 dni** przed planowaną grą. Pamiętaj o zasadach:\n\n"
                "- każda rezerwacja obejmuje 60 minut, a jako członek klubu możesz mieć jednocześnie najwyżej 2 aktywne rezerwacje;\n"
                "- możesz bezpłatnie odwołać rezerwację do 24 godzin przed grą;\n"
                "- jeśli nie odwołasz rezerwacji i z niej nie skorzystasz, zapłacisz pełną kwotę (60 zł);\n"
                "- w soboty od 8:00 do 12:00 korty 1–3 są zarezerwowane dla szkółki juniorów.\n\n"
                "Na kortach ziemnych nie można grać w butach do biegania z bieżnikiem. Pełny regulamin jest dostępny [na stronie klubu](https://gem-tenis.pl/regulamin).",
            ),
            Good(
                "preserve",
                "## Klub Tenisowy „Gem” – zasady rezerwacji kortów\n\n"
                "Kort zarezerwujesz w aplikacji klubowej, najwcześniej na **7 dni** przed terminem gry. Zasady:\n\n"
                "1. Pojedyncza rezerwacja to 60 minut; członek klubu może mieć maksymalnie 2 aktywne rezerwacje naraz.\n"
                "2. Bezpłatne odwołanie rezerwacji jest możliwe do 24 godzin przed grą.\n"
                "3. Za rezerwację nieodwołaną i niewykorzystaną pobieramy pełną opłatę, czyli 60 zł.\n"
                "4. W soboty w godz. 8:00–12:00 korty 1–3 są zarezerwowane dla szkółki juniorów.\n\n"
                "Gra na kortach ziemnych w obuwiu do biegania z bieżnikiem jest zabroniona. Szczegóły znajdziesz w [regulaminie na stronie klubu](https://gem-tenis.pl/regulamin).",
            ),
            Good(
                "en",
                "## Court booking – „Gem” Tennis Club\n\n"
                "You book courts in the club app no earlier than **7 days** ahead. The following rules apply:\n\n"
                "- a booking lasts 60 minutes, and a club member may hold at most 2 active bookings;\n"
                "- a booking can be cancelled free of charge up to 24 hours before play;\n"
                "- a booking that is neither cancelled nor used is charged in full (PLN 60);\n"
                "- on Saturdays from 8:00 to 12:00, courts 1–3 are reserved for the junior academy.\n\n"
                "You must not play on the clay courts in running shoes with treaded soles. You'll find the full rules [on the club website](https://gem-tenis.pl/regulamin).",
            ),
        ],
        bad=[
            Slip(0, [("nie można grać w butach", "można grać w butach")], "negation"),
            Slip(
                1,
                [
                    (
                        "## Klub Tenisowy „Gem” – zasady rezerwacji kortów\n\n",
                        "Klub Tenisowy „Gem” – zasady rezerwacji kortów\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("up to 24 hours before play", "up to 12 hours before play")], "date"),
        ],
    ),
    Case(
        key="pl-sala-parafialna-wynajem-przyjecia",
        source="Sala parafialna przy kościele św. Jadwigi może być wynajmowana na przyjęcia rodzinne, takie jak chrzciny, komunie czy urodziny. Sala mieści do 80 osób i ma zaplecze kuchenne z lodówką oraz zmywarką. Opłata wynosi 600 zł za dzień, a przy rezerwacji należy wpłacić zadatek 150 zł. Rezerwacji dokonuje się osobiście w kancelarii parafialnej, czynnej we wtorki i czwartki od 16:00 do 18:00. Impreza musi zakończyć się najpóźniej o 22:00 ze względu na sąsiedztwo budynków mieszkalnych. Na terenie sali obowiązuje zakaz palenia, a alkohol można podawać wyłącznie do posiłku. Najemca powinien pozostawić salę posprzątaną; w przeciwnym razie parafia może potrącić z zadatku koszt sprzątania.",
        good=[
            Good(
                "preserve",
                "Planujesz chrzciny, komunię albo urodziny? Salę parafialną przy kościele św. Jadwigi można wynająć na takie rodzinne przyjęcia. Zmieści się w niej do 80 gości, a na zapleczu kuchennym jest lodówka i zmywarka. Wynajem kosztuje 600 zł za dzień; rezerwując, trzeba wpłacić 150 zł zadatku. Salę rezerwuje się osobiście w kancelarii parafialnej – we wtorki i czwartki w godzinach 16:00–18:00. Z uwagi na pobliskie budynki mieszkalne przyjęcie musi się skończyć najpóźniej o 22:00. W sali nie wolno palić, a alkohol można serwować tylko do posiłku. Po imprezie powinieneś zostawić salę posprzątaną – jeśli tego nie zrobisz, parafia może potrącić koszt sprzątania z zadatku.",
            ),
            Good(
                "preserve",
                "Warunki wynajmu sali parafialnej przy kościele św. Jadwigi:\n"
                "- przeznaczenie: przyjęcia rodzinne (np. chrzciny, komunie, urodziny);\n"
                "- pojemność: do 80 osób; zaplecze kuchenne wyposażone w lodówkę i zmywarkę;\n"
                "- opłata: 600 zł za dzień, przy rezerwacji należy wpłacić zadatek w wysokości 150 zł;\n"
                "- rezerwacja: osobiście w kancelarii parafialnej (wtorki i czwartki, 16:00–18:00);\n"
                "- godzina zakończenia: impreza musi się zakończyć najpóźniej o 22:00 ze względu na sąsiednie budynki mieszkalne;\n"
                "- w sali obowiązuje zakaz palenia; alkohol może być podawany wyłącznie do posiłku;\n"
                "- najemca powinien pozostawić salę posprzątaną, w przeciwnym razie parafia może potrącić koszt sprzątania z zadatku.",
            ),
            Good(
                "en",
                "The parish hall at St Hedwig's Church can be hired for family celebrations such as christenings, First Communions or birthdays. It holds up to 80 people and has a kitchen area with a fridge and a dishwasher. The fee is PLN 600 per day, and a PLN 150 deposit must be paid when booking. Bookings are made in person at the parish office, which is open on Tuesdays and Thursdays from 4 pm to 6 pm. Because of the neighbouring residential buildings, events must end by 10 pm at the latest. Smoking is not allowed in the hall, and alcohol may be served only with a meal. The hirer should leave the hall clean; otherwise the parish may deduct the cost of cleaning from the deposit.",
            ),
        ],
        bad=[
            Slip(2, [("events must end by 10 pm", "events should end by 10 pm")], "modality"),
            Slip(0, [("do 80 gości", "do 120 gości")], "number"),
            Slip(
                1,
                [
                    (
                        "wyposażone w lodówkę i zmywarkę;",
                        "wyposażone w lodówkę, zmywarkę i piec konwekcyjny, a w cenie wynajmu jest także komplet zastawy;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wycieczka-szkolna-planetarium-chorzow",
        source="Szanowni Państwo, 14 marca 2025 r. (piątek) klasy 4a i 4b pojadą na wycieczkę do Planetarium Śląskiego w Chorzowie. Wyjazd spod szkoły nastąpi o 7:45, a powrót planujemy około 15:30, w zależności od ruchu na drogach. Koszt wycieczki wynosi 65 zł i obejmuje przejazd autokarem, bilet na seans oraz warsztaty. Pisemną zgodę rodzica i opłatę prosimy przekazać wychowawcy do 7 marca. Uczniowie bez zgody nie mogą wziąć udziału w wyjeździe i w tym dniu mają zajęcia w szkole. Prosimy zapakować dziecku drugie śniadanie i napój; na miejscu prawdopodobnie nie będzie możliwości zakupu jedzenia. Telefony komórkowe uczniowie mogą mieć przy sobie, ale podczas seansu muszą być wyłączone.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice!\n\n"
                "W piątek 14 marca 2025 r. klasy 4a i 4b jadą do Planetarium Śląskiego w Chorzowie.\n"
                "• Wyjazd: 7:45 spod szkoły; powrót przewidujemy około 15:30 (zależnie od ruchu na drogach).\n"
                "• Koszt: 65 zł – przejazd autokarem, bilet na seans i warsztaty.\n"
                "• Do 7 marca prosimy oddać wychowawcy pisemną zgodę rodzica i pieniądze.\n"
                "• Dzieci bez zgody nie mogą jechać – tego dnia mają lekcje w szkole.\n"
                "• Prosimy spakować dziecku drugie śniadanie i coś do picia, bo na miejscu raczej nie będzie gdzie kupić jedzenia.\n"
                "• Telefon można mieć przy sobie, ale w czasie seansu musi być wyłączony.",
            ),
            Good(
                "preserve",
                "Informujemy, że w piątek, 14 marca 2025 r., uczniowie klas 4a i 4b wezmą udział w wycieczce do Planetarium Śląskiego w Chorzowie. Autokar odjedzie spod szkoły o 7:45; przewidywany powrót to około 15:30, choć godzina ta zależy od natężenia ruchu. Cena 65 zł obejmuje przejazd autokarem, bilet na seans i warsztaty. Do 7 marca prosimy o przekazanie wychowawcy opłaty oraz pisemnej zgody rodzica – uczniowie, którzy jej nie dostarczą, nie mogą pojechać na wycieczkę i tego dnia uczestniczą w zajęciach w szkole. Ponieważ na miejscu prawdopodobnie nie będzie można kupić jedzenia, prosimy o zapakowanie dziecku drugiego śniadania i napoju. Uczniowie mogą zabrać telefony komórkowe, muszą je jednak wyłączyć na czas seansu.",
            ),
            Good(
                "en",
                "Dear Parents, on Friday 14 March 2025 classes 4a and 4b will go on a trip to the Silesian Planetarium in Chorzów. The coach leaves from the school at 7:45 am, and we plan to be back at around 3:30 pm, depending on traffic. The trip costs PLN 65, which covers the coach journey, a show ticket and workshops. Please hand the signed parental consent form and the payment to the form teacher by 7 March. Pupils without consent cannot go on the trip and will have lessons at school that day. Please pack a snack and a drink for your child, as there will probably be nowhere to buy food on site. Pupils may keep their mobile phones with them, but the phones must be switched off during the show.",
            ),
        ],
        bad=[
            Slip(1, [("Do 7 marca prosimy", "Do 10 marca prosimy")], "date"),
            Slip(
                2,
                [
                    (
                        "Pupils without consent cannot go on the trip",
                        "Pupils without consent can still go on the trip",
                    )
                ],
                "negation",
            ),
            Slip(0, [("około 15:30", "o 15:30")], "hedge"),
        ],
    ),
    Case(
        key="pl-sklep-gospodarski-jaja-ceny",
        source="Sklep przy gospodarstwie Kowalskich sprzedaje jaja od kur z wolnego wybiegu, oznaczone kodem 1-PL-30215401. Zgodnie z rozporządzeniem Komisji (WE) nr 589/2008 każde jajo sprzedawane w sklepie musi mieć nadrukowany kod producenta, a na opakowaniu musi znaleźć się data minimalnej trwałości. Jaja sprzedajemy na sztuki (1,20 zł) lub w wytłaczankach po 10 sztuk (11 zł). Klienci mogą przynosić własne czyste wytłaczanki – za każdą oddaną dajemy 50 gr rabatu. Jaj nie należy myć przed włożeniem do lodówki, bo usuwa to naturalną warstwę ochronną skorupki. Sklep jest otwarty od poniedziałku do soboty w godz. 8:00–17:00. Zamówienia powyżej 60 jaj prosimy składać z dwudniowym wyprzedzeniem.",
        good=[
            Good(
                "preserve",
                "W sklepie przy gospodarstwie Kowalskich kupisz jaja od kur z wolnego wybiegu, opatrzone kodem 1-PL-30215401. Rozporządzenie Komisji (WE) nr 589/2008 wymaga, by na każdym jaju sprzedawanym w sklepie był nadrukowany kod producenta, a na opakowaniu – data minimalnej trwałości. Jedno jajo kosztuje 1,20 zł, a wytłaczanka z 10 sztukami – 11 zł. Możesz przynieść własną czystą wytłaczankę: za każdą oddaną dostaniesz 50 gr rabatu. Nie myj jaj przed włożeniem ich do lodówki, bo zmyjesz naturalną warstwę ochronną skorupki. Zapraszamy od poniedziałku do soboty, 8:00–17:00. Jeśli chcesz kupić więcej niż 60 jaj, złóż zamówienie z dwudniowym wyprzedzeniem.",
            ),
            Good(
                "preserve",
                "Gospodarstwo Kowalskich prowadzi w swoim sklepie sprzedaż jaj od kur z wolnego wybiegu (kod 1-PL-30215401). Na mocy rozporządzenia Komisji (WE) nr 589/2008 każde jajo w sprzedaży sklepowej musi być opatrzone nadrukiem kodu producenta, a opakowanie – datą minimalnej trwałości. Ceny: 1,20 zł za sztukę, 11 zł za wytłaczankę z 10 jajami. Klient może przynieść własne, czyste wytłaczanki i otrzymać 50 gr rabatu za każdą z nich. Jaj nie należy myć przed umieszczeniem w lodówce, gdyż usuwa to naturalną warstwę ochronną skorupki. Godziny otwarcia: poniedziałek–sobota, 8:00–17:00. Zamówienia przekraczające 60 jaj prosimy składać dwa dni wcześniej.",
            ),
            Good(
                "en",
                "The shop at the Kowalski farm sells free-range eggs marked with the code 1-PL-30215401. Under Commission Regulation (EC) No 589/2008, every egg sold in the shop must be printed with the producer code, and the pack must show the best-before date. Eggs are sold singly (PLN 1.20) or in trays of 10 (PLN 11). Customers may bring their own clean egg trays – we give a 50-grosz discount for each one returned. Eggs should not be washed before going into the fridge, as this removes the natural protective layer of the shell. The shop is open Monday to Saturday, 8 am to 5 pm. For orders of more than 60 eggs, please order two days in advance.",
            ),
        ],
        bad=[
            Slip(0, [("1,20 zł", "1,40 zł")], "number"),
            Slip(1, [("589/2008", "598/2008")], "legal_reference"),
            Slip(
                2, [("Customers may bring their own", "Customers must bring their own")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-serwis-telefonow-gwarancja-naprawy",
        source="Na wszystkie naprawy wykonane w serwisie TelFix udzielamy 6 miesięcy gwarancji, liczonej od dnia odbioru urządzenia. Gwarancja obejmuje wymienione części oraz wykonaną usługę, ale nie obejmuje uszkodzeń mechanicznych powstałych po naprawie ani skutków zalania. Przy wymianie ekranu gwarancja nie dotyczy pęknięć szkła. Aby skorzystać z gwarancji, należy przedstawić paragon lub kartę naprawy. Reklamacje rozpatrujemy w ciągu 14 dni od zgłoszenia. Jeżeli urządzenie było w międzyczasie otwierane przez inny serwis, gwarancja wygasa. Uprawnienia wynikające z rękojmi nie są tą gwarancją ograniczone.",
        good=[
            Good(
                "preserve",
                "Każdą naprawę w serwisie TelFix obejmujemy 6-miesięczną gwarancją, która biegnie od dnia, w którym odbierzesz urządzenie. Gwarancja dotyczy wymienionych części i samej usługi. Nie obejmuje jednak uszkodzeń mechanicznych, które powstaną po naprawie, ani skutków zalania, a jeśli wymienialiśmy ekran – także pęknięć szkła. Żeby skorzystać z gwarancji, musisz pokazać paragon albo kartę naprawy. Twoją reklamację rozpatrzymy w ciągu 14 dni od zgłoszenia. Uwaga: jeżeli urządzenie otwierał w międzyczasie inny serwis, gwarancja wygasa. Gwarancja nie ogranicza Twoich uprawnień z tytułu rękojmi.",
            ),
            Good(
                "preserve",
                "Gwarancja na naprawy w serwisie TelFix – w skrócie:\n"
                "- okres: 6 miesięcy od dnia odbioru urządzenia;\n"
                "- zakres: wymienione części i wykonana usługa;\n"
                "- wyłączenia: uszkodzenia mechaniczne powstałe po naprawie, skutki zalania, a przy wymianie ekranu – pęknięcia szkła;\n"
                "- warunek skorzystania: przedstawienie paragonu lub karty naprawy;\n"
                "- reklamacje: rozpatrywane w ciągu 14 dni od zgłoszenia;\n"
                "- wygaśnięcie: jeśli urządzenie otwierał w międzyczasie inny serwis.\n\n"
                "Gwarancja nie ogranicza uprawnień wynikających z rękojmi.",
            ),
            Good(
                "en",
                "All repairs carried out at the TelFix service centre come with a 6-month warranty, counted from the day the device is collected. The warranty covers the replaced parts and the work done, but it does not cover mechanical damage that occurs after the repair or the effects of liquid damage. For screen replacements, the warranty does not apply to cracked glass. To make a warranty claim, you need to present the receipt or the repair card. We process claims within 14 days of notification. If the device has been opened by another repair shop in the meantime, the warranty becomes void. Your rights under the statutory warranty for defects (rękojmia) are not limited by this warranty.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "the warranty does not apply to cracked glass",
                        "the warranty also applies to cracked glass",
                    )
                ],
                "negation",
            ),
            Slip(1, [("okres: 6 miesięcy", "okres: 12 miesięcy")], "date"),
            Slip(
                0,
                [
                    (
                        "rozpatrzymy w ciągu 14 dni od zgłoszenia.",
                        "rozpatrzymy w ciągu 14 dni od zgłoszenia, a na czas naprawy gwarancyjnej dostaniesz od nas telefon zastępczy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pszok-pozwolenia-samochody-dostawcze",
        source="Mieszkańcy gminy, którzy chcą przywieźć odpady do Punktu Selektywnej Zbiórki Odpadów Komunalnych (PSZOK) przy ul. Polnej 7 samochodem dostawczym lub z przyczepą, muszą wcześniej uzyskać bezpłatne pozwolenie. Wniosek składa się przez formularz na stronie pszok.gmina-lesna.pl/pozwolenia lub mailowo na adres pszok@gmina-lesna.pl. Jedno gospodarstwo domowe może otrzymać maksymalnie 12 pozwoleń w roku kalendarzowym. Pozwolenie jest ważne tylko w dniu, na który zostało wydane, i należy je okazać pracownikowi przy wjeździe. Pojazdy o dopuszczalnej masie całkowitej powyżej 3,5 t nie będą wpuszczane. Odpady budowlane przyjmujemy w ilości do 1 m³ na wizytę.",
        good=[
            Good(
                "preserve",
                "Jesteś mieszkańcem gminy i chcesz przywieźć odpady do PSZOK-u (Punktu Selektywnej Zbiórki Odpadów Komunalnych) przy ul. Polnej 7 autem dostawczym albo z przyczepą? Musisz najpierw zdobyć pozwolenie – jest bezpłatne. Wniosek złożysz przez formularz na pszok.gmina-lesna.pl/pozwolenia albo e-mailem na pszok@gmina-lesna.pl. Jedno gospodarstwo domowe może dostać najwyżej 12 pozwoleń w ciągu roku kalendarzowego. Pozwolenie obowiązuje wyłącznie w dniu, na który je wydano, i musisz je pokazać pracownikowi przy wjeździe. Nie wpuszczamy pojazdów o dopuszczalnej masie całkowitej powyżej 3,5 t. Odpady budowlane przyjmujemy do 1 m³ za jednym razem.",
            ),
            Good(
                "preserve",
                "PSZOK (Punkt Selektywnej Zbiórki Odpadów Komunalnych) przy ul. Polnej 7 – wjazd samochodem dostawczym lub z przyczepą\n\n"
                "Mieszkańcy gminy przywożący odpady samochodem dostawczym lub z przyczepą są zobowiązani do wcześniejszego uzyskania bezpłatnego pozwolenia. Zasady:\n"
                "1. Wniosek: formularz na stronie pszok.gmina-lesna.pl/pozwolenia lub e-mail na adres pszok@gmina-lesna.pl.\n"
                "2. Limit: maksymalnie 12 pozwoleń na gospodarstwo domowe w roku kalendarzowym.\n"
                "3. Ważność: wyłącznie w dniu, na który pozwolenie wydano; należy je okazać pracownikowi przy wjeździe.\n"
                "4. Pojazdy o dopuszczalnej masie całkowitej powyżej 3,5 t nie zostaną wpuszczone.\n"
                "5. Odpady budowlane: do 1 m³ na jedną wizytę.",
            ),
            Good(
                "en",
                "Residents of the municipality who want to bring waste to the Selective Municipal Waste Collection Point (PSZOK) at ul. Polna 7 in a van or with a trailer must obtain a free permit in advance. You can apply using the form at pszok.gmina-lesna.pl/pozwolenia or by e-mail to pszok@gmina-lesna.pl. Each household can receive no more than 12 permits per calendar year. A permit is valid only on the day for which it was issued and must be shown to the staff at the entrance. Vehicles with a permissible gross weight over 3.5 t will not be let in. Construction waste is accepted up to 1 m³ per visit.",
            ),
        ],
        bad=[
            Slip(0, [("pszok@gmina-lesna.pl", "pszok@gminalesna.pl")], "url"),
            Slip(2, [("must be shown to the staff", "may be shown to the staff")], "modality"),
            Slip(1, [("maksymalnie 12 pozwoleń", "maksymalnie 20 pozwoleń")], "number"),
        ],
    ),
    Case(
        key="pl-tandem-cafe-zasady-spotkan",
        source="Zasady spotkań Tandem Café: spotykamy się w każdą środę o 18:30 w kawiarni Filiżanka przy ul. Długiej 12. Udział jest bezpłatny, ale każdy uczestnik powinien zamówić przynajmniej jeden napój, żeby wesprzeć lokal. Przez pierwsze 45 minut rozmawiamy po polsku, przez kolejne 45 – po angielsku; prosimy nie zmieniać języka przed sygnałem prowadzącego. Nie poprawiamy błędów rozmówcy, chyba że sam o to poprosi. Nie wolno fotografować uczestników bez ich zgody. Osoby, które naruszają zasady wzajemnego szacunku, mogą zostać poproszone o opuszczenie spotkania. Nowe osoby powinny zgłosić się do prowadzącego, który przydzieli im partnera do rozmowy.",
        good=[
            Good(
                "preserve",
                "Tandem Café – jak to u nas działa? Widzimy się w każdą środę o 18:30 w kawiarni Filiżanka na ul. Długiej 12. Udział nic nie kosztuje, ale powinieneś zamówić co najmniej jeden napój, żeby wesprzeć lokal. Pierwsze 45 minut rozmawiamy po polsku, następne 45 – po angielsku; prosimy, nie przechodź na drugi język przed sygnałem prowadzącego. Nie poprawiamy błędów rozmówcy, chyba że sam o to poprosi. Nie wolno robić zdjęć uczestnikom bez ich zgody. Jeśli ktoś narusza zasady wzajemnego szacunku, może zostać poproszony o opuszczenie spotkania. Jesteś tu pierwszy raz? Powinieneś zgłosić się do prowadzącego – przydzieli Ci partnera do rozmowy.",
            ),
            Good(
                "preserve",
                "Zasady spotkań Tandem Café\n"
                "1. Kiedy i gdzie: każda środa, 18:30, kawiarnia Filiżanka, ul. Długa 12.\n"
                "2. Udział jest bezpłatny, jednak każdy uczestnik powinien zamówić przynajmniej jeden napój, by wesprzeć lokal.\n"
                "3. Pierwsze 45 minut – język polski, kolejne 45 minut – angielski. Prosimy nie zmieniać języka przed sygnałem prowadzącego.\n"
                "4. Nie poprawiamy błędów rozmówcy, chyba że sam o to poprosi.\n"
                "5. Fotografowanie uczestników bez ich zgody jest zabronione.\n"
                "6. Osoby naruszające zasady wzajemnego szacunku mogą zostać poproszone o opuszczenie spotkania.\n"
                "7. Nowe osoby powinny zgłosić się do prowadzącego, który przydzieli im partnera do rozmowy.",
            ),
            Good(
                "en",
                "Tandem Café rules: we meet every Wednesday at 6:30 pm at the Filiżanka café, ul. Długa 12. Taking part is free, but every participant should order at least one drink to support the venue. For the first 45 minutes we speak Polish, and for the next 45 English; please don't switch languages before the host gives the signal. We don't correct our partner's mistakes unless they ask us to. You must not take photos of participants without their consent. Anyone who breaches the rules of mutual respect may be asked to leave the meeting. Newcomers should report to the host, who will pair them up with a conversation partner.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "We don't correct our partner's mistakes unless they ask us to. You must not take photos of participants without their consent.",
                        "Nie poprawiamy błędów rozmówcy, chyba że sam o to poprosi. Nie wolno fotografować uczestników bez ich zgody.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [("Nie wolno robić zdjęć uczestnikom", "Wolno robić zdjęcia uczestnikom")],
                "negation",
            ),
            Slip(
                1,
                [("każdy uczestnik powinien zamówić", "każdy uczestnik musi zamówić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-sen-nastolatkow-pediatria",
        source="Według przeglądu systematycznego Kowalczyk i Nowaka (2021), opublikowanego w „Pediatrii Polskiej” (t. 96, s. 211–219), nastolatki w wieku 13–18 lat śpią w dni szkolne średnio 6,9 godziny, czyli o około 1,5 godziny krócej, niż zalecają eksperci. Autorzy przeanalizowali 34 badania obejmujące łącznie ponad 58 tys. uczniów. Niedobór snu prawdopodobnie wiąże się z gorszymi wynikami w nauce i częstszymi objawami depresyjnymi, choć większość uwzględnionych badań miała charakter przekrojowy, więc nie pozwala wnioskować o przyczynowości. Podobne wnioski przedstawiła wcześniej Amerykańska Akademia Pediatrii (AAP, 2014), rekomendując rozpoczynanie lekcji nie wcześniej niż o 8:30.",
        good=[
            Good(
                "preserve",
                "Nastolatki w wieku 13–18 lat śpią w dni szkolne przeciętnie 6,9 godziny – mniej więcej o 1,5 godziny krócej, niż radzą eksperci. Tak wynika z przeglądu systematycznego Kowalczyk i Nowaka (2021) w „Pediatrii Polskiej” (t. 96, s. 211–219), w którym zebrano 34 badania z udziałem w sumie ponad 58 tys. uczniów. Zbyt krótki sen prawdopodobnie łączy się ze słabszymi wynikami w nauce i częstszymi objawami depresji. Trzeba jednak pamiętać, że większość tych badań była przekrojowa, więc nie pozwalają one stwierdzić, co jest przyczyną, a co skutkiem. Już wcześniej do podobnych wniosków doszła Amerykańska Akademia Pediatrii (AAP, 2014), która zaleca, by lekcje zaczynały się nie wcześniej niż o 8:30.",
            ),
            Good(
                "preserve",
                "Przegląd systematyczny Kowalczyk i Nowaka (2021; „Pediatria Polska”, t. 96, s. 211–219), obejmujący 34 badania i łącznie ponad 58 tys. uczniów, wskazuje, że młodzież w wieku 13–18 lat śpi w dni szkolne średnio 6,9 godziny, tj. około 1,5 godziny krócej od zaleceń ekspertów. Niedobór snu jest prawdopodobnie powiązany ze słabszymi wynikami w nauce oraz częstszym występowaniem objawów depresyjnych; ze względu na przekrojowy charakter większości uwzględnionych badań nie można jednak wnioskować o związku przyczynowym. Zbieżne wnioski sformułowała wcześniej Amerykańska Akademia Pediatrii (AAP, 2014), rekomendując, aby lekcje rozpoczynały się nie wcześniej niż o 8:30.",
            ),
            Good(
                "en",
                "According to a systematic review by Kowalczyk and Nowak (2021), published in Pediatria Polska (vol. 96, pp. 211–219), teenagers aged 13–18 sleep an average of 6.9 hours on school days – about 1.5 hours less than experts recommend. The authors analysed 34 studies covering a total of more than 58,000 students. Sleep deprivation is probably linked to poorer academic performance and more frequent depressive symptoms, although most of the included studies were cross-sectional and therefore do not allow conclusions about causation. The American Academy of Pediatrics (AAP, 2014) had earlier reached similar conclusions, recommending that lessons start no earlier than 8:30 am.",
            ),
        ],
        bad=[
            Slip(1, [("Nowaka (2021;", "Nowaka (2019;")], "citation"),
            Slip(
                2,
                [("Sleep deprivation is probably linked", "Sleep deprivation is linked")],
                "hedge",
            ),
            Slip(0, [("zebrano 34 badania", "zebrano 43 badania")], "number"),
        ],
    ),
    Case(
        key="pl-readme-faktury-eksport-cli",
        source="# faktury-eksport\n\n"
        "Narzędzie wiersza poleceń do eksportu faktur z systemu KsięgaPro do plików CSV i JSON.\n\n"
        "## Instalacja\n\n"
        "Wymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n"
        "```\npip install faktury-eksport\n```\n\n"
        "## Użycie\n\n"
        "Przed pierwszym uruchomieniem musisz ustawić zmienną środowiskową `KSIEGAPRO_TOKEN`. Następnie uruchom:\n\n"
        "```\nfaktury-eksport --od 2024-01-01 --format csv\n```\n\n"
        "Domyślnie pliki trafiają do katalogu `./eksport`; możesz to zmienić opcją `--katalog`. Narzędzie nie modyfikuje danych w KsięgaPro – tylko je odczytuje. Nie zalecamy uruchamiania więcej niż jednego eksportu naraz.",
        good=[
            Good(
                "preserve",
                "# faktury-eksport\n\n"
                "`faktury-eksport` to narzędzie CLI, które eksportuje faktury z systemu KsięgaPro do plików CSV i JSON.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz tak:\n\n"
                "```\npip install faktury-eksport\n```\n\n"
                "## Użycie\n\n"
                "Zanim uruchomisz narzędzie po raz pierwszy, musisz ustawić zmienną środowiskową `KSIEGAPRO_TOKEN`. Potem wpisz:\n\n"
                "```\nfaktury-eksport --od 2024-01-01 --format csv\n```\n\n"
                "Pliki domyślnie zapisują się w katalogu `./eksport` – inny katalog wskażesz opcją `--katalog`. Narzędzie wyłącznie odczytuje dane z KsięgaPro i niczego w nich nie zmienia. Nie zalecamy uruchamiania kilku eksportów jednocześnie.",
            ),
            Good(
                "preserve",
                "# faktury-eksport\n\n"
                "Aplikacja konsolowa służąca do eksportowania faktur z systemu KsięgaPro do formatów CSV i JSON.\n\n"
                "## Instalacja\n\n"
                "Wymagania: Python 3.10 lub nowszy. Instalacja:\n\n"
                "```\npip install faktury-eksport\n```\n\n"
                "## Użycie\n\n"
                "- Przed pierwszym uruchomieniem należy ustawić zmienną środowiskową `KSIEGAPRO_TOKEN`.\n"
                "- Przykładowe wywołanie:\n\n"
                "  ```\n  faktury-eksport --od 2024-01-01 --format csv\n  ```\n\n"
                "- Pliki wynikowe są domyślnie zapisywane w katalogu `./eksport`; lokalizację można zmienić opcją `--katalog`.\n"
                "- Narzędzie jedynie odczytuje dane z KsięgaPro i ich nie modyfikuje.\n"
                "- Nie zalecamy uruchamiania więcej niż jednego eksportu jednocześnie.",
            ),
            Good(
                "en",
                "# faktury-eksport\n\n"
                "A command-line tool for exporting invoices from the KsięgaPro system to CSV and JSON files.\n\n"
                "## Installation\n\n"
                "Python 3.10 or newer is required. Install the package with:\n\n"
                "```\npip install faktury-eksport\n```\n\n"
                "## Usage\n\n"
                "Before the first run, you must set the `KSIEGAPRO_TOKEN` environment variable. Then run:\n\n"
                "```\nfaktury-eksport --od 2024-01-01 --format csv\n```\n\n"
                "By default, files are written to the `./eksport` directory; you can change this with the `--katalog` option. The tool does not modify any data in KsięgaPro – it only reads it. We do not recommend running more than one export at a time.",
            ),
        ],
        bad=[
            Slip(2, [("`KSIEGAPRO_TOKEN`", "`KSIEGAPRO_API_TOKEN`")], "code"),
            Slip(
                0,
                [("```\npip install faktury-eksport\n```", "pip install faktury-eksport")],
                "markdown",
            ),
            Slip(1, [("należy ustawić zmienną", "można ustawić zmienną")], "modality"),
        ],
    ),
    Case(
        key="pl-ogrod-dzialkowy-nabor-dzialek",
        source="Rodzinny Ogród Działkowy „Zielona Dolina” ogłasza nabór na 8 wolnych działek o powierzchni od 250 do 400 m². Wnioski można składać do 31 stycznia 2026 r. w biurze zarządu (ul. Ogrodowa 3) w soboty od 10:00 do 13:00. O przydziale decyduje kolejność zgłoszeń, a pierwszeństwo mają osoby mieszkające w promieniu 3 km od ogrodu. Opłata roczna wynosi 2,10 zł za m² i obejmuje dostęp do wody oraz wywóz odpadów zielonych. Na działkach nie wolno stawiać altan wyższych niż 5 m ani trzymać zwierząt gospodarskich. Działkowiec, który przez dwa kolejne sezony nie uprawia działki, może utracić prawo do niej.",
        good=[
            Good(
                "preserve",
                "Marzysz o własnym ogródku? Rodzinny Ogród Działkowy „Zielona Dolina” ma do przydzielenia 8 wolnych działek, każda o powierzchni od 250 do 400 m². Wniosek możesz złożyć w biurze zarządu przy ul. Ogrodowej 3, w soboty między 10:00 a 13:00, najpóźniej do 31 stycznia 2026 r. Działki przydzielamy według kolejności zgłoszeń, przy czym pierwszeństwo mają osoby mieszkające w promieniu 3 km od ogrodu. Rocznie płacisz 2,10 zł za m² – w tej kwocie jest dostęp do wody i wywóz odpadów zielonych. Pamiętaj: na działce nie możesz postawić altany wyższej niż 5 m, a zwierząt gospodarskich trzymać nie wolno. Jeśli przez dwa kolejne sezony nie będziesz uprawiać działki, możesz stracić do niej prawo.",
            ),
            Good(
                "preserve",
                "Rodzinny Ogród Działkowy „Zielona Dolina” informuje o naborze na 8 wolnych działek (250–400 m²). Wnioski przyjmowane są w biurze zarządu przy ul. Ogrodowej 3 w soboty w godz. 10:00–13:00, do dnia 31 stycznia 2026 r. Działki przydzielane są według kolejności zgłoszeń; pierwszeństwo przysługuje osobom zamieszkałym w promieniu 3 km od ogrodu. Roczna opłata wynosi 2,10 zł/m² i obejmuje dostęp do wody oraz wywóz odpadów zielonych. Zabrania się stawiania na działkach altan o wysokości przekraczającej 5 m oraz utrzymywania zwierząt gospodarskich. Nieuprawianie działki przez dwa kolejne sezony może skutkować utratą prawa do niej.",
            ),
            Good(
                "en",
                "The “Zielona Dolina” family allotment garden is inviting applications for 8 vacant plots of 250 to 400 m². Applications can be submitted until 31 January 2026 at the board office (ul. Ogrodowa 3) on Saturdays from 10 am to 1 pm. Plots are allocated on a first-come, first-served basis, with priority given to people living within 3 km of the garden. The annual fee is PLN 2.10 per m² and includes access to water and green waste collection. Summerhouses taller than 5 m may not be built on the plots, and no farm animals may be kept there. A plot holder who does not cultivate the plot for two consecutive seasons may lose the right to it.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "w promieniu 3 km od ogrodu.",
                        "w promieniu 3 km od ogrodu oraz członkom Polskiego Związku Działkowców.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("until 31 January 2026", "until 31 March 2026")], "date"),
            Slip(
                0,
                [
                    (
                        "a zwierząt gospodarskich trzymać nie wolno",
                        "a zwierzęta gospodarskie trzymać wolno",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szczepienia-grypa-przychodnia-lipowa",
        source="Przychodnia „Zdrowie” przy ul. Lipowej 15 rozpoczyna sezonowe szczepienia przeciw grypie. Dla osób powyżej 65. roku życia, kobiet w ciąży oraz dzieci od 6 miesięcy do 5 lat szczepionka jest bezpłatna; pozostali pacjenci płacą 55 zł. Przed szczepieniem należy przejść krótkie badanie lekarskie, które odbywa się tego samego dnia. Po szczepieniu trzeba pozostać w przychodni przez 15 minut. Odporność pojawia się zwykle po około dwóch tygodniach, dlatego warto zaszczepić się jeszcze przed szczytem zachorowań. U części osób mogą wystąpić łagodne objawy, takie jak ból ramienia czy stan podgorączkowy, które zwykle ustępują w ciągu 1–2 dni. Zapisy przyjmujemy telefonicznie pod numerem 22 345 67 89.",
        good=[
            Good(
                "preserve",
                "W przychodni „Zdrowie” (ul. Lipowa 15) ruszają sezonowe szczepienia przeciw grypie. Jeśli masz ponad 65 lat, jesteś w ciąży albo szczepisz dziecko w wieku od 6 miesięcy do 5 lat – szczepionka jest bezpłatna. Pozostali pacjenci płacą 55 zł. Najpierw musisz przejść krótkie badanie lekarskie – odbywa się ono tego samego dnia. Po zastrzyku trzeba zostać w przychodni jeszcze 15 minut. Odporność zwykle pojawia się po mniej więcej dwóch tygodniach, więc warto się zaszczepić przed szczytem zachorowań. U niektórych osób mogą wystąpić łagodne objawy, np. ból ramienia lub stan podgorączkowy; zwykle mijają one w ciągu 1–2 dni. Na szczepienie zapiszesz się telefonicznie: 22 345 67 89.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie w Przychodni „Zdrowie”, ul. Lipowa 15:\n"
                "- bezpłatnie: osoby powyżej 65. roku życia, kobiety w ciąży, dzieci od 6 miesięcy do 5 lat;\n"
                "- pozostali pacjenci: 55 zł;\n"
                "- przed szczepieniem obowiązkowe krótkie badanie lekarskie (w tym samym dniu);\n"
                "- po szczepieniu należy pozostać w przychodni przez 15 minut;\n"
                "- odporność pojawia się zazwyczaj po około dwóch tygodniach – warto zaszczepić się przed szczytem zachorowań;\n"
                "- u części pacjentów mogą wystąpić łagodne objawy (ból ramienia, stan podgorączkowy), które zwykle ustępują w ciągu 1–2 dni;\n"
                "- zapisy telefoniczne: 22 345 67 89.",
            ),
            Good(
                "en",
                "The Zdrowie clinic at ul. Lipowa 15 is starting its seasonal flu vaccinations. The vaccine is free for people over 65, pregnant women and children aged 6 months to 5 years; all other patients pay PLN 55. Before vaccination you must have a short medical examination, which takes place on the same day. After the jab you have to stay at the clinic for 15 minutes. Immunity usually develops after about two weeks, so it is worth getting vaccinated before the peak of the flu season. Some people may experience mild symptoms such as a sore arm or a low-grade fever, which usually clear up within 1–2 days. Appointments can be booked by phone on 22 345 67 89.",
            ),
        ],
        bad=[
            Slip(1, [("mogą wystąpić łagodne objawy", "wystąpią łagodne objawy")], "hedge"),
            Slip(2, [("all other patients pay PLN 55", "all other patients pay PLN 65")], "number"),
            Slip(0, [("Po zastrzyku trzeba zostać", "Po zastrzyku można zostać")], "modality"),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-fundacja-warsztaty",
        source="Administratorem Pani/Pana danych osobowych jest Fundacja Otwarta Szkoła z siedzibą w Lublinie, ul. Narutowicza 21. Dane przetwarzamy w celu organizacji warsztatów na podstawie art. 6 ust. 1 lit. b RODO, a w zakresie wizerunku – na podstawie zgody (art. 6 ust. 1 lit. a RODO). Dane będą przechowywane przez 3 lata od zakończenia projektu. Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego i nie stosujemy profilowania. Zgodę można wycofać w dowolnym momencie, co nie wpływa na zgodność z prawem przetwarzania dokonanego wcześniej. Z inspektorem ochrony danych można się skontaktować pod adresem iod@otwartaszkola.org. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
        good=[
            Good(
                "preserve",
                "Twoje dane osobowe przetwarza Fundacja Otwarta Szkoła z siedzibą w Lublinie (ul. Narutowicza 21), która jest ich administratorem. Korzystamy z nich, żeby zorganizować warsztaty – podstawą jest art. 6 ust. 1 lit. b RODO. Twój wizerunek przetwarzamy na podstawie zgody, czyli art. 6 ust. 1 lit. a RODO. Dane przechowujemy przez 3 lata od zakończenia projektu. Nie przekazujemy ich do państw spoza Europejskiego Obszaru Gospodarczego i nie stosujemy profilowania. Zgodę możesz wycofać w każdej chwili; nie wpływa to na zgodność z prawem przetwarzania, które odbyło się wcześniej. Z naszym inspektorem ochrony danych skontaktujesz się pod adresem iod@otwartaszkola.org. Masz też prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n"
                "- Administrator: Fundacja Otwarta Szkoła, ul. Narutowicza 21, Lublin.\n"
                "- Cel i podstawa prawna: organizacja warsztatów – art. 6 ust. 1 lit. b RODO; wizerunek – zgoda (art. 6 ust. 1 lit. a RODO).\n"
                "- Okres przechowywania: 3 lata od zakończenia projektu.\n"
                "- Przekazywanie danych poza Europejski Obszar Gospodarczy: nie. Profilowanie: nie.\n"
                "- Zgoda: można ją wycofać w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.\n"
                "- Kontakt z inspektorem ochrony danych: iod@otwartaszkola.org.\n"
                "- Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "The controller of your personal data is the Otwarta Szkoła Foundation, based in Lublin at ul. Narutowicza 21. We process your data to organise the workshops on the basis of Article 6(1)(b) GDPR, and your image on the basis of your consent (Article 6(1)(a) GDPR). The data will be kept for 3 years after the end of the project. We do not transfer data to countries outside the European Economic Area and we do not use profiling. You may withdraw your consent at any time, which does not affect the lawfulness of processing carried out before withdrawal. You can contact our data protection officer at iod@otwartaszkola.org. You have the right to lodge a complaint with the President of the Personal Data Protection Office.",
            ),
        ],
        bad=[
            Slip(2, [("Article 6(1)(b) GDPR", "Article 6(1)(f) GDPR")], "legal_reference"),
            Slip(1, [("iod@otwartaszkola.org", "iod@otwartaszkola.pl")], "url"),
            Slip(0, [("Nie przekazujemy ich do państw", "Przekazujemy je do państw")], "negation"),
        ],
    ),
    Case(
        key="pl-metaanaliza-kawa-nadcisnienie-ryzyko",
        source="Metaanaliza opublikowana w 2023 r. w „European Journal of Nutrition” (Zhang i in., doi:10.1007/s00394-023-03121-4) objęła 18 badań kohortowych z udziałem około 420 tys. dorosłych. Autorzy nie stwierdzili, by umiarkowane picie kawy, czyli 3–4 filiżanki dziennie, zwiększało ryzyko nadciśnienia tętniczego; w niektórych analizach ryzyko było nawet nieco niższe. Badacze zastrzegają jednak, że wyniki mogą być zaburzone przez czynniki, których nie uwzględniono, np. palenie tytoniu. U osób z już rozpoznanym nadciśnieniem jednorazowe wypicie mocnej kawy może przejściowo podnieść ciśnienie skurczowe o kilka mmHg. Dlatego pacjentom z nadciśnieniem warto omówić ilość wypijanej kawy z lekarzem.",
        good=[
            Good(
                "preserve",
                "Czy kawa zwiększa ryzyko nadciśnienia? Metaanaliza Zhanga i współpracowników z 2023 r. („European Journal of Nutrition”, doi:10.1007/s00394-023-03121-4), obejmująca 18 badań kohortowych i około 420 tys. dorosłych, tego nie wykazała: umiarkowane picie kawy (3–4 filiżanki dziennie) nie zwiększało ryzyka nadciśnienia tętniczego, a w części analiz ryzyko okazało się nawet nieco niższe. Autorzy zastrzegają jednak, że wyniki mogą być zaburzone przez nieuwzględnione czynniki, takie jak palenie tytoniu. Jeśli ktoś ma już rozpoznane nadciśnienie, jedna mocna kawa może chwilowo podnieść ciśnienie skurczowe o kilka mmHg. Osobom z nadciśnieniem warto więc porozmawiać z lekarzem o tym, ile kawy piją.",
            ),
            Good(
                "preserve",
                "W metaanalizie Zhang i in. (2023), opublikowanej w „European Journal of Nutrition” (doi:10.1007/s00394-023-03121-4), przeanalizowano dane z 18 badań kohortowych, w których uczestniczyło około 420 tys. dorosłych. Nie stwierdzono, aby umiarkowane spożycie kawy – 3–4 filiżanki dziennie – zwiększało ryzyko nadciśnienia tętniczego; w niektórych analizach ryzyko było wręcz nieco niższe. Autorzy zaznaczają zarazem, że wyniki mogą być obciążone wpływem nieuwzględnionych czynników, na przykład palenia tytoniu. U pacjentów z rozpoznanym już nadciśnieniem jednorazowe wypicie mocnej kawy może przejściowo podwyższyć ciśnienie skurczowe o kilka mmHg, dlatego warto, by omówili oni ilość wypijanej kawy z lekarzem.",
            ),
            Good(
                "en",
                "A meta-analysis published in 2023 in the European Journal of Nutrition (Zhang et al., doi:10.1007/s00394-023-03121-4) covered 18 cohort studies involving about 420,000 adults. The authors did not find that moderate coffee drinking – 3–4 cups a day – increased the risk of hypertension; in some analyses the risk was even slightly lower. However, the researchers caution that the results may be confounded by factors that were not taken into account, such as smoking. In people already diagnosed with hypertension, a single strong coffee can temporarily raise systolic blood pressure by a few mmHg. It is therefore a good idea for patients with hypertension to discuss how much coffee they drink with their doctor.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doi:10.1007/s00394-023-03121-4", "doi:10.1007/s00394-022-03121-4")],
                "citation",
            ),
            Slip(2, [("the results may be confounded", "the results are confounded")], "hedge"),
            Slip(
                1,
                [
                    (
                        "około 420 tys. dorosłych.",
                        "około 420 tys. dorosłych; badanie sfinansowała Międzynarodowa Organizacja Kawy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-serwer-konfiguracja",
        source="### Kopie zapasowe serwera plików\n\n"
        "Kopie tworzy skrypt `backup.sh`, uruchamiany przez cron codziennie o 2:00. Ustawienia znajdują się w pliku `/etc/kopie/config.yml`:\n\n"
        "| Klucz | Znaczenie | Wartość domyślna |\n"
        "|---|---|---|\n"
        "| `retention_days` | ile dni przechowywać kopie | 30 |\n"
        "| `compress` | kompresja archiwów | `true` |\n"
        "| `target` | katalog docelowy | `/mnt/nas/kopie` |\n\n"
        "Po zmianie konfiguracji nie trzeba restartować usługi – skrypt wczytuje plik przy każdym uruchomieniu. Kopię można przywrócić poleceniem `restore.sh --data RRRR-MM-DD`. Raz w miesiącu warto sprawdzić, czy przywracanie działa, na przykład na maszynie testowej.",
        good=[
            Good(
                "preserve",
                "### Kopie zapasowe serwera plików\n\n"
                "Za tworzenie kopii odpowiada skrypt `backup.sh`, który cron uruchamia każdego dnia o 2:00. Konfiguracja jest w pliku `/etc/kopie/config.yml`:\n\n"
                "| Klucz | Znaczenie | Wartość domyślna |\n"
                "|---|---|---|\n"
                "| `retention_days` | liczba dni przechowywania kopii | 30 |\n"
                "| `compress` | czy kompresować archiwa | `true` |\n"
                "| `target` | katalog docelowy | `/mnt/nas/kopie` |\n\n"
                "Zmiana konfiguracji nie wymaga restartu usługi, bo skrypt odczytuje plik za każdym razem, gdy startuje. Aby przywrócić kopię, użyj polecenia `restore.sh --data RRRR-MM-DD`. Raz w miesiącu warto przetestować przywracanie, np. na maszynie testowej.",
            ),
            Good(
                "preserve",
                "### Kopie zapasowe serwera plików\n\n"
                "Kopie wykonuje skrypt `backup.sh` – cron odpala go codziennie o 2:00. Ustawienia trzymamy w pliku `/etc/kopie/config.yml`:\n\n"
                "- `retention_days` – przez ile dni przechowywać kopie (domyślnie 30),\n"
                "- `compress` – kompresja archiwów (domyślnie `true`),\n"
                "- `target` – katalog docelowy (domyślnie `/mnt/nas/kopie`).\n\n"
                "Skrypt wczytuje plik konfiguracyjny przy każdym uruchomieniu, więc po zmianach nie musisz restartować usługi. Do przywracania kopii służy polecenie `restore.sh --data RRRR-MM-DD`. Raz w miesiącu dobrze jest sprawdzić, czy przywracanie działa – choćby na maszynie testowej.",
            ),
            Good(
                "en",
                "### File server backups\n\n"
                "Backups are created by the `backup.sh` script, which cron runs every day at 2:00. The settings live in `/etc/kopie/config.yml`:\n\n"
                "| Key | Meaning | Default |\n"
                "|---|---|---|\n"
                "| `retention_days` | how many days to keep backups | 30 |\n"
                "| `compress` | archive compression | `true` |\n"
                "| `target` | target directory | `/mnt/nas/kopie` |\n\n"
                "You don't need to restart the service after changing the configuration – the script reads the file every time it runs. A backup can be restored with `restore.sh --data RRRR-MM-DD`. It's worth checking once a month that restoring works, for example on a test machine.",
            ),
        ],
        bad=[
            Slip(1, [("`restore.sh --data RRRR-MM-DD`", "`restore.sh --date RRRR-MM-DD`")], "code"),
            Slip(2, [("| `compress` | archive compression | `true` |\n", "")], "markdown"),
            Slip(0, [("| 30 |", "| 14 |")], "number"),
        ],
    ),
    Case(
        key="pl-plywalnia-fala-grafik-wakacyjny",
        source="Od 2 czerwca do 31 sierpnia 2025 r. Miejska Pływalnia „Fala” będzie czynna w zmienionych godzinach: od poniedziałku do piątku 6:00–21:00, a w weekendy 8:00–20:00. Przez cały lipiec nieczynna będzie sauna z powodu remontu. Dzieci do lat 7 mogą korzystać z basenu wyłącznie pod opieką osoby dorosłej, a dzieci do lat 12 muszą przejść test pływania, aby wejść do basenu sportowego. Przed wejściem do wody każdy musi wziąć prysznic. Karnety kupione przed zmianą grafiku zachowują ważność. Na terenie pływalni nie można spożywać posiłków poza strefą kawiarni. Szczegółowy grafik torów publikujemy co tydzień na tablicy przy kasie.",
        good=[
            Good(
                "preserve",
                "Uwaga, zmiana godzin otwarcia! Od 2 czerwca do 31 sierpnia 2025 r. Miejska Pływalnia „Fala” jest czynna:\n"
                "- od poniedziałku do piątku: 6:00–21:00,\n"
                "- w sobotę i niedzielę: 8:00–20:00.\n\n"
                "Przez cały lipiec sauna będzie zamknięta – trwa remont. Dzieci do lat 7 mogą pływać tylko pod opieką dorosłego, a dzieci do lat 12, żeby wejść na basen sportowy, muszą zaliczyć test pływania. Każdy przed wejściem do wody musi wziąć prysznic. Karnety kupione przed zmianą grafiku są nadal ważne. Posiłków nie można jeść nigdzie poza strefą kawiarni. Szczegółowy grafik torów znajdziesz na tablicy przy kasie – publikujemy go co tydzień.",
            ),
            Good(
                "preserve",
                "Informujemy, że w okresie od 2 czerwca do 31 sierpnia 2025 r. Miejska Pływalnia „Fala” będzie otwarta od poniedziałku do piątku w godzinach 6:00–21:00, a w soboty i niedziele w godzinach 8:00–20:00. Ze względu na remont sauna pozostanie nieczynna przez cały lipiec. Dzieci do lat 7 mogą przebywać na basenie jedynie pod opieką osoby dorosłej; dzieci do lat 12 muszą zaliczyć test pływania, by korzystać z basenu sportowego. Każdy ma obowiązek wziąć prysznic przed wejściem do wody. Karnety zakupione przed zmianą grafiku nie tracą ważności. Spożywanie posiłków poza strefą kawiarni jest niedozwolone. Szczegółowy grafik torów jest publikowany co tydzień na tablicy przy kasie.",
            ),
            Good(
                "en",
                "From 2 June to 31 August 2025, the “Fala” Municipal Swimming Pool will have new opening hours: Monday to Friday 6 am–9 pm, and weekends 8 am–8 pm. The sauna will be closed for the whole of July due to renovation. Children up to the age of 7 may use the pool only under the supervision of an adult, and children up to 12 must pass a swimming test to use the sports pool. Everyone must shower before getting into the water. Passes bought before the timetable change remain valid. Meals may not be eaten anywhere in the pool complex outside the café area. A detailed lane timetable is posted every week on the board by the ticket desk.",
            ),
        ],
        bad=[
            Slip(2, [("closed for the whole of July", "closed for the whole of August")], "date"),
            Slip(
                0, [("muszą zaliczyć test pływania", "powinny zaliczyć test pływania")], "modality"
            ),
            Slip(1, [("nie tracą ważności", "tracą ważność")], "negation"),
        ],
    ),
    Case(
        key="pl-raport-powietrze-krakow-pm25",
        source="Z raportu „Ocena jakości powietrza w województwie małopolskim w roku 2024” (GIOŚ, Regionalny Wydział Monitoringu Środowiska w Krakowie, 2025, s. 47) wynika, że średnie roczne stężenie pyłu PM2,5 w Krakowie wyniosło 19 µg/m³, o około 12% mniej niż rok wcześniej. Norma unijna dla PM2,5 wynosi 25 µg/m³, ale zalecenie WHO z 2021 r. to zaledwie 5 µg/m³. Dopuszczalne dobowe stężenie PM10 przekroczono w 2024 r. przez 23 dni, głównie w styczniu i lutym. Autorzy raportu przypisują poprawę przede wszystkim wymianie pieców węglowych, choć zaznaczają, że łagodna zima prawdopodobnie również miała znaczenie.",
        good=[
            Good(
                "preserve",
                "Średnie roczne stężenie pyłu PM2,5 w Krakowie wyniosło w 2024 r. 19 µg/m³ – to mniej więcej o 12% mniej niż rok wcześniej. Takie dane podaje raport „Ocena jakości powietrza w województwie małopolskim w roku 2024” (GIOŚ, Regionalny Wydział Monitoringu Środowiska w Krakowie, 2025, s. 47). Dla porównania: unijna norma dla PM2,5 to 25 µg/m³, a zalecenie WHO z 2021 r. – tylko 5 µg/m³. Dopuszczalne dobowe stężenie PM10 było w 2024 r. przekroczone przez 23 dni, głównie w styczniu i lutym. Poprawę autorzy raportu przypisują przede wszystkim wymianie pieców węglowych, choć zaznaczają, że prawdopodobnie pomogła też łagodna zima.",
            ),
            Good(
                "preserve",
                "Najważniejsze dane z raportu „Ocena jakości powietrza w województwie małopolskim w roku 2024” (GIOŚ, Regionalny Wydział Monitoringu Środowiska w Krakowie, 2025, s. 47):\n"
                "• PM2,5 w Krakowie: średnio 19 µg/m³ w skali roku, czyli około 12% mniej niż w roku poprzednim;\n"
                "• norma UE dla PM2,5: 25 µg/m³; zalecenie WHO (2021): 5 µg/m³;\n"
                "• liczba dni z przekroczeniem dopuszczalnego dobowego stężenia PM10 w 2024 r.: 23, głównie w styczniu i lutym;\n"
                "• przyczyny poprawy według autorów: przede wszystkim wymiana pieców węglowych, a prawdopodobnie także łagodna zima.",
            ),
            Good(
                "en",
                "According to the report “Air quality assessment in the Małopolska Voivodeship in 2024” (GIOŚ, Regional Environmental Monitoring Department in Kraków, 2025, p. 47), the average annual PM2.5 concentration in Kraków was 19 µg/m³, about 12% lower than the year before. The EU limit for PM2.5 is 25 µg/m³, while the 2021 WHO guideline is just 5 µg/m³. The daily limit value for PM10 was exceeded on 23 days in 2024, mainly in January and February. The report's authors attribute the improvement primarily to the replacement of coal-fired stoves, although they note that the mild winter probably also played a part.",
            ),
        ],
        bad=[
            Slip(1, [("2025, s. 47", "2025, s. 74")], "citation"),
            Slip(0, [("19 µg/m³", "17 µg/m³")], "number"),
            Slip(2, [("about 12% lower", "12% lower")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-gdynia-czytniki-ebookow",
        source="Miejska Biblioteka Publiczna w Gdyni wypożycza czytniki e-booków Kindle Paperwhite na okres do 21 dni. Z usługi mogą korzystać pełnoletni czytelnicy z aktywną kartą biblioteczną. Przed wypożyczeniem należy podpisać umowę użyczenia i wpłacić kaucję 300 zł. Na czytnikach znajduje się ponad 200 tytułów; dodatkowe książki można wypożyczać przez platformę Legimi po zalogowaniu na stronie www.mbp.gdynia.pl/legimi. Czytnika nie wolno przekazywać osobom trzecim. Wypożyczenie można przedłużyć raz, o kolejne 14 dni, o ile nikt nie czeka w kolejce. Zwrócony czytnik musi być naładowany i kompletny, razem z etui i kablem USB.",
        good=[
            Good(
                "preserve",
                "W Miejskiej Bibliotece Publicznej w Gdyni możesz wypożyczyć czytnik e-booków Kindle Paperwhite na maksymalnie 21 dni. Usługa jest dostępna dla pełnoletnich czytelników, którzy mają aktywną kartę biblioteczną. Zanim weźmiesz czytnik, musisz podpisać umowę użyczenia i wpłacić 300 zł kaucji. Na urządzeniu jest ponad 200 tytułów, a kolejne książki możesz wypożyczać w Legimi – wystarczy zalogować się na www.mbp.gdynia.pl/legimi. Czytnika nie wolno przekazywać innym osobom. Wypożyczenie możesz przedłużyć jeden raz, o następne 14 dni, jeżeli nikt nie czeka w kolejce. Pamiętaj, że oddawany czytnik musi być naładowany i kompletny – z etui i kablem USB.",
            ),
            Good(
                "preserve",
                "Wypożyczanie czytników e-booków – Miejska Biblioteka Publiczna w Gdyni\n"
                "1. Sprzęt: Kindle Paperwhite, wypożyczany na okres do 21 dni.\n"
                "2. Kto może wypożyczyć: pełnoletni czytelnicy z aktywną kartą biblioteczną.\n"
                "3. Przed wypożyczeniem: należy podpisać umowę użyczenia i wpłacić kaucję w wysokości 300 zł.\n"
                "4. Zawartość: ponad 200 tytułów na czytniku; dodatkowe książki można wypożyczać przez platformę Legimi po zalogowaniu na www.mbp.gdynia.pl/legimi.\n"
                "5. Czytnika nie wolno przekazywać osobom trzecim.\n"
                "6. Przedłużenie: możliwe jeden raz, o kolejne 14 dni, o ile nikt nie czeka w kolejce.\n"
                "7. Zwrot: czytnik musi być naładowany i kompletny (z etui i kablem USB).",
            ),
            Good(
                "en",
                "Gdynia Municipal Public Library lends Kindle Paperwhite e-readers for up to 21 days. The service is available to adult readers with an active library card. Before borrowing, you must sign a loan agreement and pay a PLN 300 deposit. The readers come with more than 200 titles; additional books can be borrowed through the Legimi platform after logging in at www.mbp.gdynia.pl/legimi. The e-reader must not be passed on to third parties. The loan can be extended once, for another 14 days, provided nobody is waiting in the queue. The returned e-reader must be charged and complete, including the case and USB cable.",
            ),
        ],
        bad=[
            Slip(2, [("www.mbp.gdynia.pl/legimi", "www.mbp.gdynia.pl/e-booki")], "url"),
            Slip(
                0,
                [
                    (
                        "którzy mają aktywną kartę biblioteczną.",
                        "którzy mają aktywną kartę biblioteczną i są zameldowani w Gdyni.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "7. Zwrot: czytnik musi być naładowany",
                        "7. Zwrot: czytnik powinien być naładowany",
                    )
                ],
                "modality",
            ),
        ],
    ),
]

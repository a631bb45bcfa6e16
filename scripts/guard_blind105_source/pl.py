# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 105: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-hotel-pet-stay-house-rules",
        source="Zwierzęta w hotelu – zasady pobytu. Przyjmujemy psy i koty o wadze do 25 kg, maksymalnie dwa zwierzęta na pokój. Opłata wynosi 60 zł za dobę i obejmuje miskę, legowisko oraz końcowe sprzątanie. Właściciel musi okazać w recepcji aktualną książeczkę szczepień. Zwierząt nie wolno zostawiać samych w pokoju dłużej niż 2 godziny, a w restauracji i strefie spa nie mogą przebywać w ogóle. Na terenie ogrodu psy powinny być prowadzone na smyczy. Za szkody wyrządzone przez zwierzę odpowiada właściciel. Pobyt ze zwierzęciem należy zgłosić przy rezerwacji, ponieważ liczba pokoi przyjaznych zwierzętom jest ograniczona.",
        good=[
            Good(
                "preserve",
                "Pobyt ze zwierzęciem w naszym hotelu – najważniejsze zasady:\n- przyjmujemy psy i koty ważące do 25 kg, nie więcej niż dwa zwierzęta w jednym pokoju;\n- za każdą dobę pobieramy 60 zł – w cenie są miska, legowisko i sprzątanie po wyjeździe;\n- w recepcji trzeba pokazać aktualną książeczkę szczepień;\n- zwierzę nie może zostać samo w pokoju dłużej niż 2 godziny, a do restauracji i strefy spa nie ma wstępu;\n- w ogrodzie psy powinny chodzić na smyczy;\n- za szkody wyrządzone przez zwierzę odpowiada jego właściciel.\nZwierzę należy zgłosić już przy rezerwacji – pokoi przyjaznych zwierzętom mamy ograniczoną liczbę.",
            ),
            Good(
                "preserve",
                "Podróżujesz z psem lub kotem? Chętnie was przyjmiemy, o ile zwierzę waży nie więcej niż 25 kg, a w pokoju będą najwyżej dwa zwierzaki. Każda doba kosztuje dodatkowo 60 zł; w tej kwocie masz miskę, legowisko i sprzątanie na koniec pobytu. W recepcji musisz pokazać aktualną książeczkę szczepień. Nie zostawiaj pupila samego w pokoju na dłużej niż 2 godziny i pamiętaj, że do restauracji ani do strefy spa wchodzić z nim nie można. W ogrodzie pies powinien być prowadzony na smyczy. Jeśli zwierzę coś zniszczy, odpowiadasz za to ty. Pobyt zwierzaka musisz zgłosić już przy rezerwacji – mamy ograniczoną liczbę pokoi przyjaznych zwierzętom.",
            ),
            Good(
                "en",
                "Pets at the hotel – house rules. We welcome dogs and cats weighing up to 25 kg, with a maximum of two animals per room. The fee is PLN 60 per night and covers a bowl, a bed and final cleaning. Owners must present an up-to-date vaccination booklet at reception. Pets must not be left alone in the room for more than 2 hours, and they are not allowed in the restaurant or the spa area at all. In the garden, dogs should be kept on a lead. The owner is liable for any damage caused by the animal. A stay with a pet must be declared when booking, as the number of pet-friendly rooms is limited.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zwierzę nie może zostać samo w pokoju", "zwierzę może zostać samo w pokoju")],
                "negation",
            ),
            Slip(1, [("dodatkowo 60 zł", "dodatkowo 50 zł")], "number"),
            Slip(2, [("dogs should be kept on a lead", "dogs must be kept on a lead")], "modality"),
        ],
    ),
    Case(
        key="pl-wolsztyn-steam-train-saturday-trips",
        source="Retro pociągi parowe – sezon 2025. W każdą sobotę od 5 lipca do 30 sierpnia parowóz Ol49-59 poprowadzi skład historycznych wagonów z Wolsztyna do Zbąszynka. Odjazd o 10:15, powrót około 16:40. Bilet normalny kosztuje 85 zł, ulgowy 55 zł, a dzieci do lat 4 podróżują bezpłatnie, jeśli nie zajmują osobnego miejsca. Liczba miejsc jest ograniczona do 180, dlatego bilety warto kupić z wyprzedzeniem na stronie www.parowozownia-wolsztyn.pl/przejazdy. W razie wysokiego zagrożenia pożarowego przewoźnik może zastąpić parowóz lokomotywą spalinową. Zwierzęta można zabrać tylko w transporterach.",
        good=[
            Good(
                "preserve",
                "Sezon 2025 z retro pociągami parowymi: od 5 lipca do 30 sierpnia, w każdą sobotę, historyczne wagony prowadzone przez parowóz Ol49-59 pojadą z Wolsztyna do Zbąszynka. Pociąg odjeżdża o 10:15 i wraca mniej więcej o 16:40. Za bilet normalny zapłacisz 85 zł, za ulgowy 55 zł; dzieci do lat 4 jadą za darmo, o ile nie zajmują osobnego miejsca. Miejsc jest tylko 180, więc dobrze jest kupić bilet wcześniej – na www.parowozownia-wolsztyn.pl/przejazdy. Gdy zagrożenie pożarowe będzie wysokie, przewoźnik może podstawić zamiast parowozu lokomotywę spalinową. Zwierzęta mogą jechać wyłącznie w transporterach.",
            ),
            Good(
                "preserve",
                "Parowozem do Zbąszynka – sezon 2025\n• Kiedy: każda sobota od 5 lipca do 30 sierpnia\n• Trasa: Wolsztyn – Zbąszynek, parowóz Ol49-59 z historycznymi wagonami\n• Godziny: odjazd 10:15, powrót ok. 16:40\n• Ceny: normalny 85 zł, ulgowy 55 zł, dzieci do lat 4 bez opłaty (jeśli nie zajmują osobnego miejsca)\n• Miejsca: maksymalnie 180 – warto kupić bilety zawczasu na www.parowozownia-wolsztyn.pl/przejazdy\nUwaga: przy wysokim zagrożeniu pożarowym przewoźnik może zamienić parowóz na lokomotywę spalinową. Zwierzęta przewozimy tylko w transporterach.",
            ),
            Good(
                "en",
                "Heritage steam trains – 2025 season. Every Saturday from 5 July to 30 August, the Ol49-59 steam locomotive will haul a set of historic carriages from Wolsztyn to Zbąszynek. Departure is at 10:15, with the return at around 16:40. A standard ticket costs PLN 85 and a reduced one PLN 55, while children up to the age of 4 travel free if they do not occupy a separate seat. Seating is limited to 180, so it is worth buying tickets in advance at www.parowozownia-wolsztyn.pl/przejazdy. If the fire risk is high, the operator may replace the steam locomotive with a diesel one. Animals can only be taken along in carriers.",
            ),
        ],
        bad=[
            Slip(0, [("od 5 lipca do 30 sierpnia", "od 5 lipca do 23 sierpnia")], "date"),
            Slip(1, [("ulgowy 55 zł", "ulgowy 45 zł")], "number"),
            Slip(
                2,
                [("www.parowozownia-wolsztyn.pl/przejazdy", "www.parowozownia.pl/przejazdy")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-community-radio-free-airtime-slots",
        source="Radio Osiedle FM udostępnia mieszkańcom bezpłatne pasma antenowe. Audycje lokalnych stowarzyszeń nadajemy od poniedziałku do piątku w godzinach 18:00–20:00, a w weekendy od 9:00 do 12:00. Jedno pasmo trwa 30 minut. Zgłoszenia na kolejny kwartał przyjmujemy do 15 marca. Każdy autor musi przejść dwugodzinne szkolenie z obsługi studia, zanim poprowadzi pierwszą audycję na żywo. Materiały nagrane wcześniej należy dostarczyć najpóźniej 48 godzin przed emisją. W audycjach nie wolno prowadzić reklamy komercyjnej ani agitacji wyborczej. Rada programowa może odmówić przydziału pasma, jeśli zgłoszenie nie spełnia wymogów regulaminu.",
        good=[
            Good(
                "preserve",
                "Działasz w lokalnym stowarzyszeniu? Radio Osiedle FM oddaje mieszkańcom bezpłatnie czas antenowy. Audycje stowarzyszeń nadajemy od poniedziałku do piątku między 18:00 a 20:00 oraz w soboty i niedziele od 9:00 do 12:00, w pasmach po 30 minut. Na następny kwartał zgłoś się do 15 marca. Zanim poprowadzisz pierwszą audycję na żywo, musisz ukończyć dwugodzinne szkolenie z obsługi studia. Nagrania przygotowane wcześniej dostarcz nie później niż 48 godzin przed emisją. Reklama komercyjna i agitacja wyborcza są w audycjach zabronione. Pamiętaj też, że rada programowa może odmówić przydziału pasma, gdy zgłoszenie nie spełnia wymogów regulaminu.",
            ),
            Good(
                "preserve",
                "Bezpłatne pasma antenowe w Radiu Osiedle FM są przeznaczone dla mieszkańców. Programy lokalnych stowarzyszeń emitowane są od poniedziałku do piątku w godz. 18:00–20:00 oraz w weekendy w godz. 9:00–12:00; każde pasmo ma długość 30 minut. Termin zgłoszeń na następny kwartał upływa 15 marca. Warunkiem poprowadzenia pierwszej audycji na żywo jest odbycie dwugodzinnego szkolenia z obsługi studia. Materiały nagrane wcześniej muszą wpłynąć najpóźniej 48 godzin przed emisją. W audycjach zakazane są reklama komercyjna oraz agitacja wyborcza. Rada programowa może odmówić przydziału pasma zgłoszeniu, które nie spełnia wymogów regulaminu.",
            ),
            Good(
                "en",
                "Radio Osiedle FM offers residents free airtime. Programmes by local associations are broadcast Monday to Friday from 18:00 to 20:00 and at weekends from 9:00 to 12:00. Each slot lasts 30 minutes. Applications for the next quarter are accepted until 15 March. Every presenter must complete a two-hour studio training session before hosting their first live programme. Pre-recorded material must be delivered no later than 48 hours before broadcast. Commercial advertising and election campaigning are not permitted in the programmes. The programme council may refuse to allocate a slot if an application does not meet the requirements of the regulations.",
            ),
        ],
        bad=[
            Slip(
                0, [("musisz ukończyć dwugodzinne", "powinieneś ukończyć dwugodzinne")], "modality"
            ),
            Slip(
                1,
                [("najpóźniej 48 godzin przed emisją", "najpóźniej 24 godziny przed emisją")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Each slot lasts 30 minutes.",
                        "Each slot lasts 30 minutes and is repeated the following morning.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-katowice-airport-lost-property-office",
        source="Biuro rzeczy znalezionych Lotniska Katowice znajduje się w hali przylotów terminalu B i jest czynne codziennie od 8:00 do 20:00. Przedmioty pozostawione na terenie terminalu przechowujemy przez 90 dni, a następnie przekazujemy je staroście zgodnie z art. 10 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Rzeczy zgubione na pokładzie samolotu nie trafiają do naszego biura – w takim przypadku należy skontaktować się z przewoźnikiem lub jego agentem obsługi. Odbiór jest możliwy wyłącznie po okazaniu dokumentu tożsamości. Nie wysyłamy przedmiotów pocztą, ale osoba upoważniona może odebrać je na podstawie pisemnego pełnomocnictwa. Znalezione dokumenty tożsamości przekazujemy policji po 3 dniach.",
        good=[
            Good(
                "preserve",
                "Zgubiłeś coś na Lotnisku Katowice? Biuro rzeczy znalezionych działa codziennie w godz. 8:00–20:00 w hali przylotów terminalu B. Przedmioty pozostawione w terminalu są tam przechowywane przez 90 dni, po czym – zgodnie z art. 10 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych – trafiają do starosty. Jeśli zostawiłeś coś na pokładzie samolotu, nie szukaj tego u nas: musisz skontaktować się z przewoźnikiem albo jego agentem obsługi. Przedmiot wydamy tylko po okazaniu dokumentu tożsamości. Nie wysyłamy rzeczy pocztą, ale możesz upoważnić inną osobę do odbioru pisemnym pełnomocnictwem. Znalezione dokumenty tożsamości po 3 dniach przekazujemy policji.",
            ),
            Good(
                "preserve",
                "Biuro rzeczy znalezionych – Lotnisko Katowice\nLokalizacja: hala przylotów, terminal B. Godziny otwarcia: codziennie 8:00–20:00.\n1. Rzeczy pozostawione w terminalu są przechowywane 90 dni, a potem przekazywane staroście na podstawie art. 10 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych.\n2. Przedmioty zgubione na pokładzie samolotu nie trafiają do biura – w tej sprawie należy kontaktować się z przewoźnikiem lub jego agentem obsługi.\n3. Wydanie rzeczy następuje wyłącznie po okazaniu dokumentu tożsamości.\n4. Biuro nie wysyła przedmiotów pocztą; odbioru może dokonać osoba upoważniona na podstawie pisemnego pełnomocnictwa.\n5. Znalezione dokumenty tożsamości są przekazywane policji po 3 dniach.",
            ),
            Good(
                "en",
                "The lost property office at Katowice Airport is located in the arrivals hall of Terminal B and is open daily from 8:00 to 20:00. Items left in the terminal are kept for 90 days and then handed over to the district governor (starosta) under Article 10 of the Act of 20 February 2015 on found property. Items lost on board an aircraft do not come to our office – in that case you need to contact the airline or its handling agent. Items can only be collected on presentation of an identity document. We do not send items by post, but an authorised person may collect them on the basis of a written power of attorney. Identity documents that are found are handed over to the police after 3 days.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Nie wysyłamy rzeczy pocztą, ale możesz", "Wysyłamy rzeczy pocztą, możesz też")],
                "negation",
            ),
            Slip(1, [("są przechowywane 90 dni", "są przechowywane 30 dni")], "date"),
            Slip(
                2,
                [("under Article 10 of the Act", "under Article 19 of the Act")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-sailing-school-night-navigation-course",
        source="Kurs nawigacji nocnej na Zatoce Gdańskiej odbędzie się w dniach 12–14 września. Program obejmuje rozpoznawanie świateł nawigacyjnych, pracę z mapą papierową i plotterem oraz manewr „człowiek za burtą” po zmroku. Zajęcia praktyczne trwają łącznie około 14 godzin, z czego większość przypada na godziny nocne. W kursie może wziąć udział maksymalnie 8 osób, które mają co najmniej patent żeglarza jachtowego. Każdy uczestnik musi mieć własną kamizelkę asekuracyjną z oświetleniem, czołówkę z czerwonym światłem i ciepłą odzież nieprzemakalną. Koszt kursu wynosi 1450 zł. W przypadku silnego wiatru instruktor może przesunąć wyjście w morze lub skrócić ćwiczenia.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się żeglować nocą? Kurs nawigacji nocnej na Zatoce Gdańskiej odbędzie się 12–14 września. Nauczysz się rozpoznawać światła nawigacyjne, pracować z papierową mapą i plotterem, a po zmroku przećwiczysz manewr „człowiek za burtą”. Praktyka zajmuje w sumie około 14 godzin, przeważnie w nocy. Miejsc jest najwyżej 8, a zapisać się mogą osoby mające co najmniej patent żeglarza jachtowego. Musisz mieć własną kamizelkę asekuracyjną z oświetleniem, czołówkę z czerwonym światłem i ciepłe, nieprzemakalne ubranie. Kurs kosztuje 1450 zł. Przy silnym wietrze instruktor może przełożyć wyjście w morze albo skrócić ćwiczenia.",
            ),
            Good(
                "preserve",
                "Nawigacja nocna – kurs na Zatoce Gdańskiej, 12–14 września\nZakres szkolenia:\n- rozpoznawanie świateł nawigacyjnych,\n- praca z mapą papierową i plotterem,\n- manewr „człowiek za burtą” wykonywany po zmroku.\nCzęść praktyczna obejmuje łącznie około 14 godzin, w większości w porze nocnej. Limit uczestników: 8 osób posiadających co najmniej patent żeglarza jachtowego. Obowiązkowe wyposażenie własne każdego uczestnika: kamizelka asekuracyjna z oświetleniem, czołówka z czerwonym światłem, ciepła odzież nieprzemakalna. Cena: 1450 zł. Przy silnym wietrze instruktor może przesunąć wyjście w morze lub skrócić ćwiczenia.",
            ),
            Good(
                "en",
                "The night navigation course on the Gulf of Gdańsk will take place on 12–14 September. The programme covers recognising navigation lights, working with paper charts and a chartplotter, and the man-overboard manoeuvre after dark. Practical sessions total about 14 hours, most of them at night. The course is open to a maximum of 8 people who hold at least the yacht sailor (żeglarz jachtowy) licence. Every participant must have their own lifejacket with a light, a head torch with a red light and warm waterproof clothing. The course costs PLN 1,450. In strong winds, the instructor may postpone going out to sea or shorten the exercises.",
            ),
        ],
        bad=[
            Slip(0, [("Musisz mieć własną", "Warto mieć własną")], "modality"),
            Slip(1, [("obejmuje łącznie około 14 godzin", "obejmuje łącznie 14 godzin")], "hedge"),
            Slip(2, [("PLN 1,450", "PLN 1,350")], "number"),
        ],
    ),
    Case(
        key="pl-chess-club-rapid-rating-tournament",
        source="Klub Szachowy Hetman zaprasza na turniej klasyfikacyjny, który odbędzie się w sobotę 18 października w sali gimnastycznej SP nr 7 przy ul. Lipowej 3. Zagramy 7 rund systemem szwajcarskim, tempo 15 minut + 10 sekund na ruch. Turniej będzie zgłoszony do oceny rankingowej FIDE (rapid), dlatego każdy zawodnik musi mieć nadany numer FIDE ID. Wpisowe wynosi 40 zł, a dla juniorów do lat 18 – 25 zł. Zapisy prowadzimy do czwartku 16 października do godz. 20:00 lub do wyczerpania 60 miejsc. Potwierdzenie obecności na sali jest wymagane do 9:30; zawodnicy, którzy się nie zgłoszą, nie zostaną skojarzeni w pierwszej rundzie. Telefony muszą być wyłączone.",
        good=[
            Good(
                "preserve",
                "W sobotę 18 października Klub Szachowy Hetman organizuje turniej klasyfikacyjny – gramy w sali gimnastycznej SP nr 7 (ul. Lipowa 3). W programie 7 rund systemem szwajcarskim w tempie 15 min + 10 s na ruch. Turniej zostanie zgłoszony do oceny rankingowej FIDE w szachach szybkich, więc każdy uczestnik musi mieć nadany FIDE ID. Wpisowe: 40 zł, juniorzy do lat 18 – 25 zł. Zapisy trwają do czwartku, 16 października, do 20:00 albo do zapełnienia 60 miejsc. Obecność trzeba potwierdzić na sali do 9:30 – kto tego nie zrobi, nie zostanie skojarzony w pierwszej rundzie. Telefony muszą być wyłączone.",
            ),
            Good(
                "preserve",
                "Turniej klasyfikacyjny Klubu Szachowego Hetman: sobota 18 października, sala gimnastyczna SP nr 7, ul. Lipowa 3. Siedem rund, system szwajcarski, 15 minut + 10 sekund na ruch. Turniej będzie zgłoszony do oceny rankingowej FIDE (rapid), więc każdy gracz musi mieć nadany numer FIDE ID. Wpisowe 40 zł, juniorzy do lat 18 płacą 25 zł. Zapisy do czwartku 16 października, godz. 20:00, lub do wyczerpania 60 miejsc. Obecność musisz potwierdzić na sali do 9:30, inaczej nie zostaniesz skojarzony w 1. rundzie. Telefony muszą być wyłączone.",
            ),
            Good(
                "en",
                "Hetman Chess Club invites you to a rating tournament on Saturday 18 October in the gym of Primary School No. 7 at ul. Lipowa 3. We will play 7 rounds, Swiss system, with a time control of 15 minutes + 10 seconds per move. The tournament will be submitted for FIDE rating (rapid), so every player must have a FIDE ID. The entry fee is PLN 40, or PLN 25 for juniors under 18. Registration is open until Thursday 16 October at 20:00 or until all 60 places are taken. Attendance must be confirmed in the hall by 9:30; players who do not report will not be paired in the first round. Phones must be switched off.",
            ),
        ],
        bad=[
            Slip(0, [("W programie 7 rund", "W programie 9 rund")], "number"),
            Slip(1, [("na sali do 9:30", "na sali do 9:45")], "date"),
            Slip(
                2,
                [("so every player must have a FIDE ID", "so every player should have a FIDE ID")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ebike-battery-recycling-drop-off",
        source="Zużytej baterii od roweru elektrycznego nie wolno wyrzucać do pojemnika na odpady zmieszane ani na elektroodpady. Zgodnie z art. 51 ustawy z dnia 24 kwietnia 2009 r. o bateriach i akumulatorach sprzedawca ma obowiązek bezpłatnie przyjąć zużyty akumulator od użytkownika. Baterię można też oddać w punkcie selektywnej zbiórki odpadów komunalnych (PSZOK). Przed transportem warto zakleić styki taśmą izolacyjną. Uszkodzonego lub spuchniętego akumulatora nie należy ładować – taki akumulator może się zapalić nawet kilka godzin po uszkodzeniu. Według szacunków producentów z ogniw odzyskuje się do 95% litu, kobaltu i niklu. Nie próbuj samodzielnie rozbierać obudowy.",
        good=[
            Good(
                "preserve",
                "Co zrobić ze zużytą baterią od e-roweru?\n- Nie wyrzucaj jej do odpadów zmieszanych ani do pojemnika na elektroodpady.\n- Możesz oddać ją sprzedawcy: zgodnie z art. 51 ustawy z dnia 24 kwietnia 2009 r. o bateriach i akumulatorach ma on obowiązek bezpłatnie przyjąć zużyty akumulator od użytkownika.\n- Możesz też zanieść ją do PSZOK-u, czyli punktu selektywnej zbiórki odpadów komunalnych.\n- Przed przewozem dobrze jest zakleić styki taśmą izolacyjną.\n- Nie ładuj akumulatora uszkodzonego ani spuchniętego – może się zapalić nawet kilka godzin po uszkodzeniu.\n- Obudowy nie rozbieraj samodzielnie.\nProducenci szacują, że z ogniw odzyskuje się do 95% litu, kobaltu i niklu.",
            ),
            Good(
                "preserve",
                "Zużyte baterie z rowerów elektrycznych nie mogą trafiać ani do odpadów zmieszanych, ani do pojemników na elektroodpady. Art. 51 ustawy z dnia 24 kwietnia 2009 r. o bateriach i akumulatorach zobowiązuje sprzedawcę do nieodpłatnego przyjęcia zużytego akumulatora od użytkownika; alternatywą jest punkt selektywnej zbiórki odpadów komunalnych (PSZOK). Przed transportem warto zabezpieczyć styki taśmą izolacyjną. Akumulatora uszkodzonego lub spuchniętego nie należy ładować, ponieważ może on zapalić się nawet kilka godzin po uszkodzeniu. Obudowy nie wolno też rozbierać na własną rękę. Według szacunków producentów z ogniw odzyskuje się do 95% litu, kobaltu i niklu.",
            ),
            Good(
                "en",
                "A used e-bike battery must not be thrown into the mixed waste bin or the e-waste container. Under Article 51 of the Act of 24 April 2009 on batteries and accumulators, the retailer is obliged to take back a used battery from the user free of charge. You can also hand the battery in at a municipal selective waste collection point (PSZOK). Before transporting it, it is a good idea to tape over the terminals with insulating tape. Do not charge a damaged or swollen battery – it may catch fire even several hours after being damaged. Manufacturers estimate that up to 95% of the lithium, cobalt and nickel is recovered from the cells. Do not try to take the casing apart yourself.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- Obudowy nie rozbieraj samodzielnie.", "- Obudowę rozbierz samodzielnie.")],
                "negation",
            ),
            Slip(1, [("Według szacunków producentów z ogniw", "Z ogniw")], "hedge"),
            Slip(
                2,
                [("Under Article 51 of the Act", "Under Article 15 of the Act")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-forest-kindergarten-kit-list-markdown",
        source="## Wyprawka do leśnego przedszkola\n\nDzieci spędzają na dworze 5–6 godzin dziennie, niezależnie od pogody, dlatego prosimy o:\n\n- nieprzemakalne spodnie i kurtkę (najlepiej komplet przeciwdeszczowy),\n- kalosze lub buty trekkingowe o numer większe,\n- dwie pary zapasowych skarpet i bieliznę na zmianę,\n- plecak z pasem piersiowym i termos z ciepłym napojem.\n\nUbrania **muszą** być podpisane. Nie dawajcie dzieciom słodyczy ani napojów w szklanych butelkach. Zimą, przy temperaturze poniżej −10°C, zajęcia odbywają się w ogrzewanej jurcie.\n\nPełna lista jest w [regulaminie](https://lesnaosada.edu.pl/regulamin).",
        good=[
            Good(
                "preserve",
                "## Co spakować do leśnego przedszkola\n\nNa dworze spędzamy 5–6 godzin dziennie bez względu na pogodę, więc prosimy przygotować:\n\n- nieprzemakalną kurtkę i spodnie – najlepiej komplet przeciwdeszczowy,\n- kalosze albo buty trekkingowe o rozmiar większe,\n- dwie pary skarpet na zapas i bieliznę na zmianę,\n- plecak z pasem piersiowym oraz termos z ciepłym piciem.\n\nKażde ubranie **musi** być podpisane. Prosimy nie dawać dzieciom słodyczy ani napojów w szklanych butelkach. Gdy zimą temperatura spada poniżej −10°C, zajęcia odbywają się w ogrzewanej jurcie.\n\nCałą listę znajdziecie w [regulaminie](https://lesnaosada.edu.pl/regulamin).",
            ),
            Good(
                "preserve",
                "## Wyprawka – leśne przedszkole\n\nDzieci przebywają na zewnątrz 5–6 godzin dziennie, bez względu na warunki atmosferyczne. Prosimy zatem o zapewnienie:\n\n- nieprzemakalnych spodni i kurtki (najlepiej kompletu przeciwdeszczowego),\n- kaloszy lub butów trekkingowych o numer większych,\n- dwóch par zapasowych skarpet oraz bielizny na zmianę,\n- plecaka z pasem piersiowym i termosu z ciepłym napojem.\n\nWszystkie ubrania **muszą** być podpisane. Słodycze oraz napoje w szklanych butelkach nie są dozwolone. W zimie, gdy temperatura jest niższa niż −10°C, zajęcia prowadzone są w ogrzewanej jurcie.\n\nSzczegółowa lista znajduje się w [regulaminie](https://lesnaosada.edu.pl/regulamin).",
            ),
            Good(
                "en",
                "## Forest kindergarten kit list\n\nChildren spend 5–6 hours a day outdoors whatever the weather, so please provide:\n\n- waterproof trousers and a jacket (ideally a rain suit),\n- wellies or hiking boots one size larger,\n- two pairs of spare socks and a change of underwear,\n- a backpack with a chest strap and a flask with a warm drink.\n\nClothes **must** be labelled. Please do not give children sweets or drinks in glass bottles. In winter, when the temperature is below −10°C, activities take place in a heated yurt.\n\nThe full list is in the [rules](https://lesnaosada.edu.pl/regulamin).",
            ),
        ],
        bad=[
            Slip(0, [("większe,\n- dwie pary", "większe, dwie pary")], "markdown"),
            Slip(
                1,
                [("w szklanych butelkach nie są dozwolone", "w szklanych butelkach są dozwolone")],
                "negation",
            ),
            Slip(
                2, [("Clothes **must** be labelled", "Clothes **should** be labelled")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-malopolska-wood-stove-smog-rules",
        source="Od 1 stycznia 2023 r. na terenie Małopolski obowiązuje zakaz eksploatacji kominków i pieców, które nie spełniają wymagań ekoprojektu, chyba że osiągają sprawność cieplną co najmniej 80% lub są wyposażone w filtr ograniczający emisję pyłu. Wynika to z uchwały nr XXXII/451/17 Sejmiku Województwa Małopolskiego. W dopuszczonych urządzeniach wolno palić wyłącznie drewnem o wilgotności poniżej 20%. Nie wolno spalać odpadów, mokrego drewna ani płyt meblowych. Kontrolę może przeprowadzić straż gminna, a za naruszenie przepisów grozi mandat do 500 zł. Wilgotność drewna łatwo sprawdzić tanim miernikiem – sezonowanie polan trwa zwykle od 18 do 24 miesięcy.",
        good=[
            Good(
                "preserve",
                "Uchwała nr XXXII/451/17 Sejmiku Województwa Małopolskiego wprowadziła od 1 stycznia 2023 r. na terenie Małopolski zakaz używania kominków i pieców niespełniających wymagań ekoprojektu. Wyjątek dotyczy urządzeń o sprawności cieplnej co najmniej 80% albo wyposażonych w filtr ograniczający emisję pyłu. W dopuszczonych urządzeniach można palić tylko drewnem o wilgotności poniżej 20%, a spalanie odpadów, mokrego drewna i płyt meblowych jest zabronione. Kontrolę może przeprowadzić straż gminna, a za złamanie przepisów grozi mandat do 500 zł. Wilgotność polan łatwo sprawdzisz tanim miernikiem. Pamiętaj, że sezonowanie drewna trwa zwykle od 18 do 24 miesięcy.",
            ),
            Good(
                "preserve",
                "Masz kominek lub piec na drewno w Małopolsce? Oto, co musisz wiedzieć:\n- od 1 stycznia 2023 r. nie wolno używać urządzeń niespełniających wymagań ekoprojektu, chyba że mają sprawność cieplną co najmniej 80% lub filtr ograniczający emisję pyłu (uchwała nr XXXII/451/17 Sejmiku Województwa Małopolskiego);\n- w dopuszczonych urządzeniach możesz palić wyłącznie drewnem o wilgotności poniżej 20%;\n- nie wolno spalać odpadów, mokrego drewna ani płyt meblowych;\n- straż gminna może przeprowadzić kontrolę, a za naruszenie przepisów grozi mandat do 500 zł.\nWilgotność łatwo zmierzysz tanim miernikiem, a sezonowanie polan trwa zwykle 18–24 miesiące.",
            ),
            Good(
                "en",
                "Since 1 January 2023, it has been prohibited in Małopolska to operate fireplaces and stoves that do not meet ecodesign requirements, unless they achieve a thermal efficiency of at least 80% or are fitted with a filter that reduces dust emissions. This follows from Resolution No. XXXII/451/17 of the Małopolska Regional Assembly. Approved appliances may only be fired with wood with a moisture content below 20%. Burning waste, wet wood or furniture board is not allowed. Inspections may be carried out by the municipal guard (straż gminna), and breaking the rules can result in a fine of up to PLN 500. Wood moisture is easy to check with an inexpensive meter – seasoning logs usually takes 18 to 24 months.",
            ),
        ],
        bad=[
            Slip(0, [("Uchwała nr XXXII/451/17", "Uchwała nr XXXII/415/17")], "legal_reference"),
            Slip(
                1,
                [("sprawność cieplną co najmniej 80%", "sprawność cieplną co najmniej 70%")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "stoves that do not meet ecodesign requirements",
                        "stoves that meet ecodesign requirements",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-vistula-spit-bird-ringing-visits",
        source="Stacja Obrączkowania Ptaków na Mierzei Wiślanej przyjmuje zorganizowane grupy od 15 sierpnia do 31 października, od wtorku do soboty. Wizyty zaczynają się o 7:00 rano, bo wtedy w sieciach jest najwięcej ptaków, i trwają około 90 minut. Grupa może liczyć najwyżej 15 osób. Rezerwacji dokonuje się przez formularz na stronie stacja-mierzeja.pl/wizyty, co najmniej dwa tygodnie przed planowanym terminem. Podczas wizyty zobaczycie, jak mierzy się i waży ptaki oraz zakłada obrączki; nie wolno jednak samodzielnie dotykać ptaków. Przy silnym wietrze lub deszczu sieci nie są rozstawiane, więc wizyta prawdopodobnie zostanie przełożona. Udział jest bezpłatny, ale mile widziana jest dobrowolna wpłata na rzecz stacji.",
        good=[
            Good(
                "preserve",
                "Zorganizowane grupy mogą odwiedzać Stację Obrączkowania Ptaków na Mierzei Wiślanej od 15 sierpnia do 31 października, od wtorku do soboty. Wizyta rozpoczyna się o 7:00 – o tej porze w sieciach jest najwięcej ptaków – i trwa mniej więcej 90 minut. Grupa może liczyć maksymalnie 15 osób. Termin rezerwuje się przez formularz na stronie stacja-mierzeja.pl/wizyty, nie później niż dwa tygodnie przed planowaną datą. Uczestnicy obserwują mierzenie, ważenie i obrączkowanie ptaków, lecz samodzielne dotykanie ptaków jest zabronione. W razie silnego wiatru lub deszczu sieci nie są rozstawiane, dlatego wizyta prawdopodobnie zostanie przełożona. Udział jest bezpłatny, choć stacja chętnie przyjmie dobrowolną wpłatę.",
            ),
            Good(
                "preserve",
                "Planujesz wizytę grupy w Stacji Obrączkowania Ptaków na Mierzei Wiślanej?\n- Termin: od 15 sierpnia do 31 października, wtorek–sobota.\n- Start: 7:00 rano (wtedy w sieciach jest najwięcej ptaków), czas trwania ok. 90 minut.\n- Wielkość grupy: do 15 osób.\n- Rezerwacja: formularz na stacja-mierzeja.pl/wizyty, co najmniej dwa tygodnie wcześniej.\nZobaczycie, jak ptaki są mierzone, ważone i obrączkowane, ale samemu dotykać ich nie wolno. Gdy mocno wieje albo pada, sieci nie są rozstawiane i wizyta zostanie prawdopodobnie przełożona. Udział nic nie kosztuje, choć dobrowolna wpłata na rzecz stacji będzie mile widziana.",
            ),
            Good(
                "en",
                "The Bird Ringing Station on the Vistula Spit welcomes organised groups from 15 August to 31 October, Tuesday to Saturday. Visits start at 7:00 a.m., when there are the most birds in the nets, and last about 90 minutes. A group may have no more than 15 people. Bookings are made via the form at stacja-mierzeja.pl/wizyty at least two weeks before the planned date. During the visit you will see how birds are measured, weighed and ringed; however, you must not touch the birds yourselves. In strong wind or rain the nets are not put up, so the visit will probably be postponed. Participation is free of charge, but a voluntary donation to the station is welcome.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "dlatego wizyta prawdopodobnie zostanie przełożona",
                        "dlatego wizyta zostanie przełożona",
                    )
                ],
                "hedge",
            ),
            Slip(
                1, [("od 15 sierpnia do 31 października", "od 15 sierpnia do 30 września")], "date"
            ),
            Slip(2, [("stacja-mierzeja.pl/wizyty", "stacja-mierzeja.pl/rezerwacje")], "url"),
        ],
    ),
    Case(
        key="pl-kopia-zapas-readme-install-usage",
        source="# kopia-zapas\n\nNarzędzie wiersza poleceń do przyrostowych kopii zapasowych katalogów domowych.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```\npip install kopia-zapas==2.3.1\n```\n\n## Użycie\n\nPierwsza kopia może potrwać nawet kilka godzin. Kolejne kopiują tylko zmienione pliki. Konfiguracja jest czytana z pliku `~/.config/kopia/config.toml`; klucz `retencja_dni` określa, ile dni przechowywane są stare wersje (domyślnie 30). Nie uruchamiaj dwóch kopii jednocześnie na tym samym katalogu docelowym – blokada `kopia.lock` nie wykrywa tego w systemach plików NFS.",
        good=[
            Good(
                "preserve",
                "# kopia-zapas\n\nProgram uruchamiany z wiersza poleceń, który tworzy przyrostowe kopie zapasowe katalogów domowych.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz poleceniem:\n\n```\npip install kopia-zapas==2.3.1\n```\n\n## Użycie\n\nPierwsze wykonanie kopii może zająć nawet kilka godzin, natomiast następne kopiują już wyłącznie pliki, które się zmieniły. Ustawienia są wczytywane z pliku `~/.config/kopia/config.toml`. Klucz `retencja_dni` mówi, przez ile dni trzymane są stare wersje (domyślnie 30). Nie uruchamiaj dwóch kopii naraz na tym samym katalogu docelowym – w systemach plików NFS blokada `kopia.lock` tego nie wykrywa.",
            ),
            Good(
                "preserve",
                "# kopia-zapas\n\nNarzędzie CLI do tworzenia przyrostowych kopii zapasowych katalogów domowych.\n\n## Instalacja\n\nWymagania: Python 3.10 lub nowszy. Instalacja pakietu:\n\n```\npip install kopia-zapas==2.3.1\n```\n\n## Użycie\n\n- Pierwsza kopia może trwać nawet kilka godzin; kolejne kopiują tylko zmienione pliki.\n- Konfiguracja: plik `~/.config/kopia/config.toml`. Klucz `retencja_dni` ustala, ile dni przechowywane są stare wersje (domyślnie 30).\n- Nie uruchamiaj równolegle dwóch kopii na tym samym katalogu docelowym: w systemach plików NFS blokada `kopia.lock` tego nie wykrywa.",
            ),
            Good(
                "en",
                "# kopia-zapas\n\nA command-line tool for incremental backups of home directories.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```\npip install kopia-zapas==2.3.1\n```\n\n## Usage\n\nThe first backup may take as long as several hours. Subsequent backups copy only changed files. Configuration is read from `~/.config/kopia/config.toml`; the `retencja_dni` key sets how many days old versions are kept (default 30). Do not run two backups at the same time on the same target directory – the `kopia.lock` lock does not detect this on NFS file systems.",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/kopia/config.toml`", "`~/.config/kopia/kopia.toml`")], "code"),
            Slip(1, [("## Użycie\n\n", "Użycie\n\n")], "markdown"),
            Slip(2, [("(default 30)", "(default 14)")], "number"),
        ],
    ),
    Case(
        key="pl-bedtime-smartphone-teens-sleep-paper",
        source="Z badania opublikowanego w 2023 r. w czasopiśmie „Sleep Medicine” (Kowalczyk i in., t. 104, s. 211–219) wynika, że nastolatki korzystające ze smartfona w ostatniej godzinie przed snem zasypiały średnio o 21 minut później niż rówieśnicy, którzy tego nie robili. Badaniem objęto 1240 uczniów w wieku 13–17 lat z pięciu województw. Autorzy zastrzegają, że był to projekt przekrojowy, więc nie pozwala on stwierdzić związku przyczynowego. Sugerują jednak, że ograniczenie ekranów wieczorem prawdopodobnie poprawia jakość snu, zwłaszcza u młodszych uczniów. Według nich potrzebne są badania podłużne, które obejmą również wpływ aktywności fizycznej.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które w ostatniej godzinie przed snem używały smartfona, zasypiały przeciętnie 21 minut później od rówieśników, którzy tego nie robili – tak wynika z pracy Kowalczyk i in. opublikowanej w 2023 r. w „Sleep Medicine” (t. 104, s. 211–219). W badaniu wzięło udział 1240 uczniów w wieku 13–17 lat z pięciu województw. Ponieważ był to projekt przekrojowy, autorzy zastrzegają, że nie da się na jego podstawie stwierdzić związku przyczynowego. Sugerują jednak, że wieczorne ograniczenie ekranów prawdopodobnie poprawia jakość snu, szczególnie u młodszych uczniów. Ich zdaniem potrzebne są badania podłużne, uwzględniające także wpływ aktywności fizycznej.",
            ),
            Good(
                "preserve",
                "Smartfon a sen nastolatków (Kowalczyk i in., „Sleep Medicine”, 2023, t. 104, s. 211–219): w badaniu wzięło udział 1240 uczniów w wieku 13–17 lat z pięciu województw. Ci, którzy w ostatniej godzinie przed snem korzystali ze smartfona, zasypiali średnio o 21 minut później niż rówieśnicy, którzy tego nie robili. Autorzy zaznaczają, że to badanie przekrojowe, więc nie pozwala ustalić związku przyczynowego. Sugerują jednak, że mniej ekranów wieczorem prawdopodobnie poprawia jakość snu, zwłaszcza u młodszych uczniów. Według nich potrzebne są badania podłużne, obejmujące też wpływ aktywności fizycznej.",
            ),
            Good(
                "en",
                "According to a study published in 2023 in Sleep Medicine (Kowalczyk et al., vol. 104, pp. 211–219), teenagers who used a smartphone in the last hour before bed fell asleep on average 21 minutes later than peers who did not. The study included 1,240 pupils aged 13–17 from five voivodeships. The authors caution that it was a cross-sectional design, so it does not allow a causal relationship to be established. They suggest, however, that limiting screens in the evening probably improves sleep quality, especially in younger pupils. In their view, longitudinal studies are needed that also cover the effect of physical activity.",
            ),
        ],
        bad=[
            Slip(0, [("z pracy Kowalczyk i in.", "z pracy Kowalskiego i in.")], "citation"),
            Slip(1, [("prawdopodobnie poprawia jakość snu", "poprawia jakość snu")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The study included 1,240 pupils",
                        "The study, funded by the National Science Centre, included 1,240 pupils",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-gliwice-library-ebook-access-codes",
        source="Czytelnicy Miejskiej Biblioteki Publicznej w Gliwicach mogą bezpłatnie korzystać z e-booków w serwisie Legimi. Kod dostępu odbiera się osobiście w dowolnej filii albo zamawia przez stronę biblioteka.gliwice.pl/legimi. Kod jest ważny do końca miesiąca, w którym został wydany, a na kolejny miesiąc trzeba pobrać nowy. Jedna osoba może otrzymać tylko jeden kod miesięcznie. Z usługi mogą korzystać wyłącznie osoby z aktywną kartą biblioteczną, które nie mają zaległych opłat. Liczba kodów jest ograniczona – zwykle kończą się w pierwszym tygodniu miesiąca. Kodów nie wysyłamy e-mailem. Pytania prosimy kierować na adres e-media@biblioteka.gliwice.pl.",
        good=[
            Good(
                "preserve",
                "Masz kartę Miejskiej Biblioteki Publicznej w Gliwicach? Możesz za darmo czytać e-booki w Legimi. Kod dostępu odbierzesz osobiście w dowolnej filii lub zamówisz na stronie biblioteka.gliwice.pl/legimi – pamiętaj, że kodów nie wysyłamy e-mailem. Kod działa do końca miesiąca, w którym go wydano; na następny miesiąc musisz pobrać nowy. Przysługuje ci tylko jeden kod na miesiąc. Warunek: aktywna karta biblioteczna i brak zaległych opłat. Liczba kodów jest ograniczona i zazwyczaj rozchodzą się one w pierwszym tygodniu miesiąca. Pytania wyślij na adres e-media@biblioteka.gliwice.pl.",
            ),
            Good(
                "preserve",
                "E-booki Legimi w Miejskiej Bibliotece Publicznej w Gliwicach – zasady:\n1. Dostęp jest bezpłatny wyłącznie dla czytelników z aktywną kartą biblioteczną i bez zaległych opłat.\n2. Kod odbiera się osobiście w dowolnej filii lub zamawia przez biblioteka.gliwice.pl/legimi; kody nie są wysyłane e-mailem.\n3. Kod obowiązuje do końca miesiąca, w którym został wydany. Na kolejny miesiąc trzeba pobrać nowy.\n4. Jednej osobie przysługuje tylko jeden kod miesięcznie.\n5. Pula kodów jest ograniczona i zwykle wyczerpuje się w pierwszym tygodniu miesiąca.\nPytania: e-media@biblioteka.gliwice.pl.",
            ),
            Good(
                "en",
                "Readers of the Municipal Public Library in Gliwice can use e-books on Legimi free of charge. You can collect an access code in person at any branch or order one via biblioteka.gliwice.pl/legimi. The code is valid until the end of the month in which it was issued, and you have to get a new one for the following month. Each person may receive only one code per month. The service is available only to people with an active library card and no outstanding fees. The number of codes is limited – they usually run out in the first week of the month. We do not send codes by e-mail. Please send any questions to e-media@biblioteka.gliwice.pl.",
            ),
        ],
        bad=[
            Slip(0, [("musisz pobrać nowy", "możesz pobrać nowy")], "modality"),
            Slip(
                1,
                [
                    (
                        "Pytania: e-media@biblioteka.gliwice.pl.",
                        "Pytania: media@biblioteka.gliwice.pl.",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("We do not send codes by e-mail.", "We also send codes by e-mail.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-allotment-garden-watering-season-notice",
        source="Komunikat zarządu ROD „Słonecznik”. Woda w sieci ogrodowej będzie dostępna od 15 kwietnia do 15 października. Z uwagi na niskie ciśnienie podlewanie wężem jest dozwolone tylko w godzinach 6:00–9:00 oraz 19:00–22:00. Zraszacze automatyczne są zabronione. Każda działka musi mieć sprawny, zalegalizowany wodomierz; odczyt należy przekazać do 31 października. Opłata wynosi 6,20 zł za m³ plus 25 zł opłaty stałej za sezon. Działkowcy, którzy nie przekażą odczytu, zostaną obciążeni ryczałtem za 30 m³. Zachęcamy do zbierania deszczówki – zarząd może dofinansować zakup beczki kwotą do 100 zł.",
        good=[
            Good(
                "preserve",
                "Drodzy działkowcy, zarząd ROD „Słonecznik” informuje: woda w sieci ogrodowej będzie dostępna od 15 kwietnia do 15 października. Ciśnienie jest niskie, dlatego wężem wolno podlewać wyłącznie między 6:00 a 9:00 oraz między 19:00 a 22:00, a automatycznych zraszaczy używać nie wolno. Na każdej działce musi być sprawny, zalegalizowany wodomierz, a jego odczyt trzeba przekazać do 31 października. Za wodę płacimy 6,20 zł za m³ i 25 zł stałej opłaty za sezon. Kto nie przekaże odczytu, zostanie obciążony ryczałtem za 30 m³. Zbierajcie deszczówkę – zarząd może dołożyć do zakupu beczki do 100 zł.",
            ),
            Good(
                "preserve",
                "Zarząd ROD „Słonecznik” informuje, że w okresie od 15 kwietnia do 15 października woda będzie dostępna w sieci ogrodowej. Ze względu na niskie ciśnienie podlewanie wężem dopuszcza się wyłącznie w godz. 6:00–9:00 i 19:00–22:00; stosowanie automatycznych zraszaczy jest zabronione. Na każdej działce musi być zamontowany sprawny i zalegalizowany wodomierz, którego odczyt należy przekazać do dnia 31 października. Cena wody to 6,20 zł/m³, a opłata stała – 25 zł za sezon. W przypadku nieprzekazania odczytu działkowiec zostanie obciążony ryczałtem za 30 m³. Zarząd zachęca do gromadzenia deszczówki i może dofinansować zakup beczki kwotą do 100 zł.",
            ),
            Good(
                "en",
                "Notice from the board of the Słonecznik family allotment garden (ROD). Water will be available in the garden network from 15 April to 15 October. Because of low pressure, watering with a hose is allowed only from 6:00 to 9:00 and from 19:00 to 22:00. Automatic sprinklers are prohibited. Every plot must have a working, legally verified water meter, and the reading must be submitted by 31 October. The charge is PLN 6.20 per m³ plus a fixed fee of PLN 25 per season. Plot holders who do not submit a reading will be charged a flat rate for 30 m³. We encourage you to collect rainwater – the board may subsidise the purchase of a water butt by up to PLN 100.",
            ),
        ],
        bad=[
            Slip(0, [("płacimy 6,20 zł za m³", "płacimy 6,80 zł za m³")], "number"),
            Slip(1, [("musi być zamontowany", "powinien być zamontowany")], "modality"),
            Slip(2, [("submitted by 31 October", "submitted by 30 November")], "date"),
        ],
    ),
    Case(
        key="pl-clinic-flu-vaccination-autumn-notice",
        source="Szczepienia przeciw grypie w Przychodni Zdrowie przy ul. Ogrodowej 12 ruszają 1 października. Dla osób po 65. roku życia, dzieci od 6. miesiąca do 18. roku życia oraz kobiet w ciąży szczepionka jest bezpłatna; pozostali pacjenci płacą 65 zł. Przed szczepieniem lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Po zastrzyku należy zostać w przychodni przez 15 minut. U części osób może wystąpić ból ramienia lub lekko podwyższona temperatura, które zwykle mijają w ciągu 1–2 dni. Szczepionka nie wywołuje grypy. Szacuje się, że zmniejsza ryzyko zachorowania o 40–60%, w zależności od sezonu. Na szczepienie można zapisać się telefonicznie lub przez Internetowe Konto Pacjenta.",
        good=[
            Good(
                "preserve",
                "Szczepienia przeciw grypie – Przychodnia Zdrowie, ul. Ogrodowa 12\nStart: 1 października.\nBezpłatnie: osoby po 65. roku życia, dzieci od 6. miesiąca do 18. roku życia, kobiety w ciąży. Pozostali pacjenci: 65 zł.\nJak to wygląda:\n- przed szczepieniem lekarz musi przeprowadzić krótkie badanie kwalifikacyjne;\n- po zastrzyku należy zostać w przychodni przez 15 minut;\n- u części osób może pojawić się ból ramienia lub lekko podwyższona temperatura – zwykle ustępują w ciągu 1–2 dni.\nSzczepionka nie wywołuje grypy. Szacuje się, że zmniejsza ryzyko zachorowania o 40–60%, zależnie od sezonu. Zapisy: telefonicznie lub przez Internetowe Konto Pacjenta.",
            ),
            Good(
                "preserve",
                "Od 1 października możesz zaszczepić się przeciw grypie w Przychodni Zdrowie przy ul. Ogrodowej 12. Jeśli jesteś po 65. roku życia, jesteś w ciąży albo szczepisz dziecko w wieku od 6. miesiąca do 18. roku życia, nic nie płacisz; pozostali pacjenci płacą 65 zł. Lekarz musi cię najpierw krótko zbadać w ramach kwalifikacji. Po zastrzyku trzeba zostać w przychodni przez 15 minut. U części osób może wystąpić ból ramienia albo lekko podwyższona temperatura – zwykle mija to w ciągu 1–2 dni. Od szczepionki nie zachorujesz na grypę. Szacuje się, że obniża ona ryzyko zachorowania o 40–60%, w zależności od sezonu. Zapisać się możesz telefonicznie lub przez Internetowe Konto Pacjenta.",
            ),
            Good(
                "en",
                "Flu vaccinations at the Zdrowie clinic, ul. Ogrodowa 12, start on 1 October. The vaccine is free for people over 65, children from 6 months to 18 years of age and pregnant women; other patients pay PLN 65. Before vaccination, a doctor must carry out a brief eligibility examination. After the injection, you must stay at the clinic for 15 minutes. Some people may experience a sore arm or a slightly raised temperature, which usually pass within 1–2 days. The vaccine does not cause flu. It is estimated to reduce the risk of illness by 40–60%, depending on the season. You can sign up for vaccination by phone or through the Internet Patient Account (IKP).",
            ),
        ],
        bad=[
            Slip(0, [("Szacuje się, że zmniejsza ryzyko", "Zmniejsza ryzyko")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Internetowe Konto Pacjenta.",
                        "Internetowe Konto Pacjenta, a w soboty szczepimy także bez zapisów.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("you must stay at the clinic", "you may stay at the clinic")], "modality"),
        ],
    ),
    Case(
        key="pl-warsaw-wild-bees-meadows-study",
        source="W badaniu opisanym przez Nowaka i Zielińską (2022, „Urban Ecosystems”, 25(4), s. 1187–1199, doi:10.1007/s11252-022-01213-5) porównano liczbę gatunków dzikich pszczół na 48 łąkach kwietnych w Warszawie i na trawnikach koszonych co dwa tygodnie. Na łąkach odnotowano 63 gatunki, a na trawnikach 29. Autorzy nie stwierdzili istotnej różnicy między łąkami w centrum i na obrzeżach miasta. Zaznaczają jednak, że próby zbierano tylko przez jeden sezon, więc wyniki należy traktować ostrożnie. Rekomendują, aby gminy kosiły część trawników nie częściej niż dwa razy w roku.",
        good=[
            Good(
                "preserve",
                "Nowak i Zielińska (2022, „Urban Ecosystems”, 25(4), s. 1187–1199, doi:10.1007/s11252-022-01213-5) zestawili liczbę gatunków dzikich pszczół na 48 warszawskich łąkach kwietnych z liczbą gatunków na trawnikach koszonych co dwa tygodnie. Na łąkach znaleziono 63 gatunki, na trawnikach – 29. Między łąkami w centrum a tymi na obrzeżach miasta autorzy nie stwierdzili istotnej różnicy. Podkreślają przy tym, że próby zbierano tylko przez jeden sezon, dlatego do wyników trzeba podchodzić ostrożnie. Zalecają gminom, by część trawników kosić nie częściej niż dwa razy w roku.",
            ),
            Good(
                "preserve",
                "Ile gatunków dzikich pszczół żyje na miejskich łąkach kwietnych, a ile na trawnikach? W Warszawie sprawdzono to na 48 łąkach i na trawnikach koszonych co dwa tygodnie: na łąkach stwierdzono 63 gatunki, na trawnikach 29 (Nowak i Zielińska 2022, „Urban Ecosystems” 25(4): 1187–1199, doi:10.1007/s11252-022-01213-5). Autorzy nie wykazali istotnej różnicy między łąkami w centrum i na obrzeżach miasta. Zastrzegają, że próby pobierano tylko przez jeden sezon, więc wyniki trzeba traktować z ostrożnością. Radzą gminom, żeby część trawników kosić nie częściej niż dwa razy w roku.",
            ),
            Good(
                "en",
                "A study by Nowak and Zielińska (2022, Urban Ecosystems, 25(4), pp. 1187–1199, doi:10.1007/s11252-022-01213-5) compared the number of wild bee species on 48 flower meadows in Warsaw and on lawns mown every two weeks. Sixty-three species were recorded on the meadows and 29 on the lawns. The authors found no significant difference between meadows in the city centre and those on the outskirts. They point out, however, that samples were collected over only one season, so the results should be treated with caution. They recommend that municipalities mow some of their lawns no more than twice a year.",
            ),
        ],
        bad=[
            Slip(0, [("s11252-022-01213-5", "s11252-022-01231-5")], "citation"),
            Slip(
                1,
                [("na łąkach stwierdzono 63 gatunki", "na łąkach stwierdzono 68 gatunków")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "The authors found no significant difference",
                        "The authors found a significant difference",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-docs-webhook-signature-check",
        source="### Weryfikacja podpisu webhooka\n\nKażde żądanie wysyłane na Twój endpoint zawiera nagłówek `X-Signature-256`. Przed przetworzeniem zdarzenia **musisz** zweryfikować podpis, obliczając HMAC-SHA256 z surowej treści żądania i Twojego sekretu:\n\n```python\nhmac.new(secret, body, hashlib.sha256).hexdigest()\n```\n\nPorównuj wartości funkcją `hmac.compare_digest`, a nie operatorem `==`. Odrzucaj żądania, których znacznik `timestamp` jest starszy niż 5 minut. Sekret możesz w każdej chwili wygenerować ponownie w panelu, w zakładce **Ustawienia → Webhooki**; stary sekret działa jeszcze przez 24 godziny.",
        good=[
            Good(
                "preserve",
                "### Weryfikacja podpisu webhooka\n\nW każdym żądaniu, które trafia na Twój endpoint, znajdziesz nagłówek `X-Signature-256`. Zanim przetworzysz zdarzenie, **musisz** sprawdzić podpis – oblicz HMAC-SHA256 z surowej treści żądania przy użyciu swojego sekretu:\n\n```python\nhmac.new(secret, body, hashlib.sha256).hexdigest()\n```\n\nDo porównania używaj funkcji `hmac.compare_digest`, nie operatora `==`. Żądania, których znacznik `timestamp` jest starszy niż 5 minut, odrzucaj. Nowy sekret możesz wygenerować w dowolnym momencie w panelu (zakładka **Ustawienia → Webhooki**), a poprzedni działa jeszcze przez 24 godziny.",
            ),
            Good(
                "preserve",
                "### Weryfikacja podpisu webhooka\n\nDo każdego żądania kierowanego na Twój endpoint dołączamy nagłówek `X-Signature-256`. Podpis **musisz** zweryfikować, zanim przetworzysz zdarzenie. W tym celu oblicz HMAC-SHA256 z surowej treści żądania i Twojego sekretu:\n\n```python\nhmac.new(secret, body, hashlib.sha256).hexdigest()\n```\n\nWartości porównuj za pomocą `hmac.compare_digest` – nie używaj operatora `==`. Jeśli znacznik `timestamp` jest starszy niż 5 minut, odrzuć żądanie. W panelu, w zakładce **Ustawienia → Webhooki**, możesz w każdej chwili wygenerować sekret ponownie; stary sekret będzie działał jeszcze przez 24 godziny.",
            ),
            Good(
                "en",
                "### Verifying the webhook signature\n\nEvery request sent to your endpoint includes an `X-Signature-256` header. Before processing the event, you **must** verify the signature by computing an HMAC-SHA256 of the raw request body with your secret:\n\n```python\nhmac.new(secret, body, hashlib.sha256).hexdigest()\n```\n\nCompare the values with `hmac.compare_digest`, not with the `==` operator. Reject requests whose `timestamp` is older than 5 minutes. You can regenerate the secret at any time in the dashboard, under **Ustawienia → Webhooki** (Settings → Webhooks); the old secret keeps working for another 24 hours.",
            ),
        ],
        bad=[
            Slip(0, [("nagłówek `X-Signature-256`", "nagłówek `X-Signature`")], "code"),
            Slip(
                1,
                [
                    (
                        "```python\nhmac.new(secret, body, hashlib.sha256).hexdigest()\n```",
                        "hmac.new(secret, body, hashlib.sha256).hexdigest()",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("you **must** verify", "you **should** verify")], "modality"),
        ],
    ),
    Case(
        key="pl-opole-half-marathon-registration-info",
        source="Zapisy na 12. Półmaraton Opolski ruszają 3 marca o godz. 12:00 na stronie zapisy.polmaratonopole.pl. Limit uczestników wynosi 2500 osób. Opłata startowa to 99 zł do 31 marca i 129 zł od 1 kwietnia; nie jest ona zwracana w przypadku rezygnacji, ale do 30 kwietnia można bezpłatnie przepisać pakiet na inną osobę. Bieg odbędzie się w niedzielę 18 maja, start o 9:00 z Rynku. Limit czasu na pokonanie trasy to 3 godziny. Zawodnicy poniżej 18. roku życia nie mogą wystartować. Pakiety startowe odbierzesz w biurze zawodów w Stegu Arenie w piątek i sobotę przed biegiem.",
        good=[
            Good(
                "preserve",
                "12. Półmaraton Opolski – najważniejsze informacje\n• Zapisy: od 3 marca, godz. 12:00, na zapisy.polmaratonopole.pl; limit 2500 uczestników.\n• Opłata startowa: 99 zł do 31 marca, 129 zł od 1 kwietnia. Nie jest zwracana przy rezygnacji, ale do 30 kwietnia pakiet można bezpłatnie przepisać na inną osobę.\n• Termin: niedziela 18 maja, start o 9:00 z Rynku.\n• Limit czasu: 3 godziny.\n• Wiek: osoby poniżej 18. roku życia nie mogą wystartować.\n• Pakiety startowe: biuro zawodów w Stegu Arenie, w piątek i w sobotę przed biegiem.",
            ),
            Good(
                "preserve",
                "Chcesz pobiec w 12. Półmaratonie Opolskim? Zapisy ruszają 3 marca o 12:00 na stronie zapisy.polmaratonopole.pl, a miejsc jest 2500. Do 31 marca zapłacisz 99 zł, od 1 kwietnia 129 zł. Jeśli zrezygnujesz, opłata nie zostanie zwrócona, ale do 30 kwietnia możesz za darmo przepisać pakiet na kogoś innego. Startujemy w niedzielę 18 maja o 9:00 z Rynku, a na pokonanie trasy masz 3 godziny. Osoby poniżej 18. roku życia nie mogą wystartować. Pakiet startowy odbierzesz w biurze zawodów w Stegu Arenie w piątek i sobotę przed biegiem.",
            ),
            Good(
                "en",
                "Registration for the 12th Opole Half Marathon opens on 3 March at 12:00 at zapisy.polmaratonopole.pl. The field is limited to 2,500 runners. The entry fee is PLN 99 until 31 March and PLN 129 from 1 April; it is not refunded if you withdraw, but until 30 April you can transfer your entry to another person free of charge. The race will take place on Sunday 18 May, starting at 9:00 from the Market Square (Rynek). The time limit for the course is 3 hours. Runners under the age of 18 cannot take part. You can collect your race pack at the race office in Stegu Arena on the Friday and Saturday before the race.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("• Limit czasu: 3 godziny.", "• Limit czasu: 3 godziny; trasa ma atest PZLA.")],
                "invented_fact",
            ),
            Slip(
                1,
                [("na stronie zapisy.polmaratonopole.pl", "na stronie zapisy.polmaraton-opole.pl")],
                "url",
            ),
            Slip(
                2,
                [("it is not refunded if you withdraw", "it is refunded if you withdraw")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wroclaw-grunwaldzki-bridge-history-note",
        source="Most Grunwaldzki we Wrocławiu otwarto 10 października 1910 r. jako Most Cesarski (Kaiserbrücke). Według „Encyklopedii Wrocławia” pod redakcją Jana Harasimowicza (wyd. 2, 2001, s. 542) projekt opracowali Richard Plüddemann i Robert Weyrauch, a prace budowlane trwały około dwóch lat. Przęsło mostu ma rozpiętość 112,5 m, co czyni go jednym z największych mostów wiszących w Polsce. Podczas oblężenia Festung Breslau w 1945 r. konstrukcja została uszkodzona, ale nie zawaliła się. Odbudowę zakończono prawdopodobnie w 1947 r., a gruntowny remont przeprowadzono w latach 1995–1997.",
        good=[
            Good(
                "preserve",
                "Otwarty 10 października 1910 r. Most Grunwaldzki we Wrocławiu nosił pierwotnie nazwę Most Cesarski (Kaiserbrücke). Jak podaje „Encyklopedia Wrocławia” pod redakcją Jana Harasimowicza (wyd. 2, 2001, s. 542), autorami projektu byli Richard Plüddemann i Robert Weyrauch, a budowa zajęła mniej więcej dwa lata. Rozpiętość przęsła wynosi 112,5 m – to jeden z największych mostów wiszących w Polsce. W 1945 r., w czasie oblężenia Festung Breslau, most został uszkodzony, jednak się nie zawalił. Odbudowę ukończono prawdopodobnie w 1947 r., a w latach 1995–1997 przeszedł gruntowny remont.",
            ),
            Good(
                "preserve",
                "Most Grunwaldzki – dawny Most Cesarski (Kaiserbrücke) – otwarto we Wrocławiu 10 października 1910 r. Zaprojektowali go Richard Plüddemann i Robert Weyrauch, a budowa trwała około dwóch lat (J. Harasimowicz, red., „Encyklopedia Wrocławia”, wyd. 2, 2001, s. 542). Przęsło o rozpiętości 112,5 m plasuje go wśród największych mostów wiszących w Polsce. Uszkodzony w 1945 r. podczas oblężenia Festung Breslau, most się nie zawalił; odbudowę zakończono prawdopodobnie w 1947 r. Gruntowny remont przeprowadzono w latach 1995–1997.",
            ),
            Good(
                "en",
                "Grunwaldzki Bridge in Wrocław was opened on 10 October 1910 as the Imperial Bridge (Kaiserbrücke). According to the Encyclopedia of Wrocław edited by Jan Harasimowicz (2nd ed., 2001, p. 542), it was designed by Richard Plüddemann and Robert Weyrauch, and construction took about two years. Its span is 112.5 m, which makes it one of the largest suspension bridges in Poland. During the siege of Festung Breslau in 1945 the structure was damaged but did not collapse. Reconstruction was probably completed in 1947, and a major renovation was carried out in 1995–1997.",
            ),
        ],
        bad=[
            Slip(0, [("wyd. 2, 2001, s. 542", "wyd. 2, 2001, s. 524")], "citation"),
            Slip(
                1,
                [("odbudowę zakończono prawdopodobnie w 1947 r.", "odbudowę zakończono w 1947 r.")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "and construction took about two years.",
                        "and construction took about two years at a cost of 2.2 million marks.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-lublin-city-bike-season-start",
        source="Sezon miejskiego roweru w Lublinie rozpoczyna się 1 marca. W systemie będzie dostępnych 900 rowerów, w tym 100 elektrycznych, na 95 stacjach. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, kolejna godzina kosztuje 2 zł, a za rower elektryczny płaci się 0,50 zł za każdą minutę. Aby wypożyczyć rower, trzeba założyć konto w aplikacji i wpłacić opłatę inicjalną w wysokości 10 zł. Roweru nie można zostawiać poza stacją – za każdy taki przypadek naliczana jest kara 50 zł. Osoby w wieku od 13 do 18 lat mogą korzystać z systemu za zgodą rodzica.",
        good=[
            Good(
                "preserve",
                "1 marca w Lublinie startuje sezon roweru miejskiego. Do dyspozycji będzie 900 rowerów – w tym 100 elektrycznych – rozmieszczonych na 95 stacjach. Każde wypożyczenie jest darmowe przez pierwsze 20 minut; kolejna godzina to koszt 2 zł, natomiast za rower elektryczny płacisz 0,50 zł za każdą minutę. Żeby wypożyczyć rower, musisz założyć konto w aplikacji i wpłacić opłatę inicjalną w wysokości 10 zł. Roweru nie możesz zostawić poza stacją: za każdy taki przypadek naliczamy 50 zł kary. Osoby w wieku od 13 do 18 lat mogą jeździć za zgodą rodzica.",
            ),
            Good(
                "preserve",
                "Rower miejski w Lublinie – sezon od 1 marca\n- Flota: 900 rowerów (w tym 100 elektrycznych) na 95 stacjach.\n- Opłaty: pierwsze 20 minut każdego wypożyczenia bezpłatnie, kolejna godzina 2 zł; rower elektryczny – 0,50 zł za każdą minutę.\n- Rejestracja: konieczne jest konto w aplikacji oraz opłata inicjalna 10 zł.\n- Zwrot: roweru nie wolno zostawiać poza stacją; każdy taki przypadek to kara 50 zł.\n- Młodzież: osoby w wieku 13–18 lat mogą korzystać z systemu za zgodą rodzica.",
            ),
            Good(
                "en",
                "Lublin's city bike season starts on 1 March. There will be 900 bikes in the system, including 100 electric ones, at 95 stations. The first 20 minutes of every rental are free, the next hour costs PLN 2, and electric bikes cost PLN 0.50 per minute. To rent a bike, you need to create an account in the app and pay an initial fee of PLN 10. Bikes must not be left outside a station – a penalty of PLN 50 is charged for each such case. People aged 13 to 18 can use the system with a parent's consent.",
            ),
        ],
        bad=[
            Slip(0, [("w tym 100 elektrycznych", "w tym 150 elektrycznych")], "number"),
            Slip(1, [("na 95 stacjach.", "na 95 stacjach czynnych całą dobę.")], "invented_fact"),
            Slip(
                2,
                [
                    (
                        "To rent a bike, you need to create an account in the app and pay an initial fee of PLN 10. Bikes must not be left outside a station – a penalty of PLN 50 is charged for each such case.",
                        "Aby wypożyczyć rower, trzeba założyć konto w aplikacji i wpłacić opłatę inicjalną w wysokości 10 zł. Roweru nie można zostawiać poza stacją – za każdy taki przypadek naliczana jest kara 50 zł.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]

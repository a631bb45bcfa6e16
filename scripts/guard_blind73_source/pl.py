# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 73: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kemping-nad-jeziorem-regulamin-pobytu",
        source="Kemping „Złota Zatoka” nad jeziorem Wdzydze jest czynny od 1 maja do 30 września. Doba kempingowa trwa od godziny 14:00 do 11:00 dnia następnego. Opłata za miejsce na namiot wynosi 35 zł za dobę, a za przyczepę lub kampera z podłączeniem do prądu 60 zł. Cisza nocna obowiązuje od 22:00 do 7:00 i w tym czasie nie wolno wjeżdżać samochodem na teren kempingu. Psy muszą być prowadzone na smyczy, a ich właściciele muszą sprzątać po swoich pupilach. Grillowanie jest dozwolone wyłącznie w wyznaczonych miejscach przy plaży. Goście mogą bezpłatnie korzystać z kajaków po wcześniejszym zapisaniu się w recepcji, maksymalnie przez dwie godziny dziennie.",
        good=[
            Good(
                "preserve",
                "Kemping „Złota Zatoka” nad Wdzydzami zaprasza od 1 maja do 30 września. Twoja doba zaczyna się o 14:00 i kończy o 11:00 następnego dnia. Za miejsce na namiot zapłacisz 35 zł za dobę, a za przyczepę albo kampera z podłączeniem do prądu – 60 zł. W czasie ciszy nocnej, czyli od 22:00 do 7:00, nie wolno wjeżdżać autem na teren kempingu. Jeśli przyjeżdżasz z psem, musisz trzymać go na smyczy i sprzątać po nim. Grillować można tylko w wyznaczonych miejscach przy plaży. Z kajaków możesz korzystać bezpłatnie, maksymalnie przez dwie godziny dziennie – wcześniej zapisz się jednak w recepcji.",
            ),
            Good(
                "preserve",
                "Najważniejsze zasady pobytu na kempingu „Złota Zatoka” (jezioro Wdzydze):\n- sezon: od 1 maja do 30 września;\n- doba kempingowa: od 14:00 do 11:00 dnia następnego;\n- opłaty: namiot 35 zł/doba, przyczepa lub kamper z prądem 60 zł/doba;\n- cisza nocna: 22:00–7:00, w tym czasie obowiązuje zakaz wjazdu samochodów na teren kempingu;\n- psy: obowiązkowo na smyczy, a właściciele muszą po nich sprzątać;\n- grill: wyłącznie w wyznaczonych miejscach przy plaży;\n- kajaki: goście mogą z nich korzystać bezpłatnie po wcześniejszym zapisie w recepcji, maks. dwie godziny dziennie.",
            ),
            Good(
                "en",
                "The “Złota Zatoka” campsite on Lake Wdzydze is open from 1 May to 30 September. A campsite day runs from 2:00 pm until 11:00 am the following day. A tent pitch costs PLN 35 per day, and a caravan or camper van with an electric hook-up costs PLN 60. Quiet hours are from 10:00 pm to 7:00 am, and during that time cars must not be driven onto the site. Dogs must be kept on a lead, and their owners must clean up after them. Barbecuing is allowed only in the designated areas by the beach. Guests may use the kayaks free of charge after signing up at reception in advance, for up to two hours a day.",
            ),
        ],
        bad=[
            Slip(
                0, [("musisz trzymać go na smyczy", "powinieneś trzymać go na smyczy")], "modality"
            ),
            Slip(1, [("z prądem 60 zł/doba", "z prądem 65 zł/doba")], "number"),
            Slip(2, [("to 30 September", "to 31 August")], "date"),
        ],
    ),
    Case(
        key="pl-turniej-brydzowy-zapisy-par-ustka",
        source="Zapraszamy na XII Otwarty Turniej Brydża Sportowego o Puchar Burmistrza Ustki, który odbędzie się w sobotę 14 czerwca 2025 r. w hotelu „Bryza”. Rozegramy 7 rund po 8 rozdań systemem duńskim, a wyniki będą liczone na maksy. Wpisowe wynosi 80 zł od osoby, dla juniorów do 25 lat – 40 zł. Zgłoszenia par przyjmujemy do 10 czerwca przez formularz na stronie www.brydz-ustka.pl/turniej lub mailowo na adres zapisy@brydz-ustka.pl. Liczba miejsc jest ograniczona do 36 par. Zawodnicy nie muszą posiadać licencji PZBS, ale gracze bez licencji nie będą klasyfikowani w rankingu. Karty konwencyjne należy przekazać sędziemu przed pierwszą rundą.",
        good=[
            Good(
                "preserve",
                "W sobotę 14 czerwca 2025 r. w hotelu „Bryza” zostanie rozegrany XII Otwarty Turniej Brydża Sportowego o Puchar Burmistrza Ustki. W programie jest 7 rund po 8 rozdań, gra toczy się systemem duńskim, a wyniki liczone są na maksy. Wpisowe: 80 zł od osoby; juniorzy do 25 lat płacą 40 zł. Pary można zgłaszać do 10 czerwca – przez formularz na www.brydz-ustka.pl/turniej albo e-mailem na zapisy@brydz-ustka.pl. Limit miejsc to 36 par. Licencja PZBS nie jest wymagana, jednak zawodnicy bez licencji nie zostaną sklasyfikowani w rankingu. Karty konwencyjne trzeba oddać sędziemu przed pierwszą rundą.",
            ),
            Good(
                "preserve",
                "Grasz w brydża? Przyjedź do Ustki! XII Otwarty Turniej Brydża Sportowego o Puchar Burmistrza Ustki odbędzie się w sobotę, 14 czerwca 2025 r., w hotelu „Bryza”. Czeka Cię 7 rund po 8 rozdań systemem duńskim, z wynikami liczonymi na maksy. Wpisowe to 80 zł od osoby, a dla juniorów do 25 lat – 40 zł. Swoją parę zgłoś do 10 czerwca przez formularz na stronie www.brydz-ustka.pl/turniej lub napisz na zapisy@brydz-ustka.pl. Uwaga: przyjmiemy najwyżej 36 par. Nie musisz mieć licencji PZBS, ale bez niej nie zostaniesz sklasyfikowany w rankingu. Kartę konwencyjną musisz przekazać sędziemu przed pierwszą rundą.",
            ),
            Good(
                "en",
                "You are invited to the 12th Open Bridge Tournament for the Mayor of Ustka Cup, to be held on Saturday, 14 June 2025 at the Bryza hotel. We will play 7 rounds of 8 boards each using the Danish system, with matchpoint scoring. The entry fee is PLN 80 per person, or PLN 40 for juniors up to 25 years of age. Pairs can register until 10 June via the form at www.brydz-ustka.pl/turniej or by e-mail to zapisy@brydz-ustka.pl. Places are limited to 36 pairs. Players do not need a PZBS licence, but unlicensed players will not be classified in the ranking. Convention cards must be handed to the referee before the first round.",
            ),
        ],
        bad=[
            Slip(
                0, [("Licencja PZBS nie jest wymagana", "Licencja PZBS jest wymagana")], "negation"
            ),
            Slip(1, [("przyjmiemy najwyżej 36 par", "przyjmiemy najwyżej 32 pary")], "number"),
            Slip(2, [("www.brydz-ustka.pl/turniej", "www.brydz-ustka.pl/zapisy")], "url"),
        ],
    ),
    Case(
        key="pl-szkola-rodzenia-kurs-zapisy-gniezno",
        source="Bezpłatna szkoła rodzenia przy Szpitalu Miejskim w Gnieźnie zaprasza przyszłych rodziców na kurs składający się z 10 spotkań. Zajęcia odbywają się we wtorki i czwartki o 17:30 w sali nr 4 na parterze. Najlepiej rozpocząć kurs między 26. a 30. tygodniem ciąży. Na zajęcia ruchowe należy zabrać wygodny strój, matę i butelkę wody. Osoba towarzysząca może uczestniczyć we wszystkich spotkaniach, ale nie jest to obowiązkowe. Przed rozpoczęciem ćwiczeń warto skonsultować się z lekarzem prowadzącym, ponieważ w niektórych przypadkach aktywność fizyczna może być przeciwwskazana. Najbliższa edycja rusza 3 marca; zapisy prowadzi położna Anna Wrona pod numerem 61 424 18 30 w dni robocze od 8:00 do 14:00.",
        good=[
            Good(
                "preserve",
                "Szpital Miejski w Gnieźnie prowadzi bezpłatną szkołę rodzenia dla przyszłych rodziców. Kurs obejmuje 10 spotkań, które odbywają się we wtorki i czwartki o 17:30 w sali nr 4 (parter). Najlepszy moment na rozpoczęcie to okres między 26. a 30. tygodniem ciąży. Na zajęcia ruchowe trzeba wziąć wygodny strój, matę i butelkę wody. Osoba towarzysząca może przychodzić na wszystkie spotkania, choć nie jest to obowiązkowe. Zanim zaczniesz ćwiczyć, warto porozmawiać z lekarzem prowadzącym – w niektórych przypadkach aktywność fizyczna może być przeciwwskazana. Najbliższa edycja startuje 3 marca. Zapisy: położna Anna Wrona, tel. 61 424 18 30, w dni robocze w godz. 8:00–14:00.",
            ),
            Good(
                "preserve",
                "Zapraszamy przyszłych rodziców na bezpłatny kurs w szkole rodzenia działającej przy Szpitalu Miejskim w Gnieźnie. Najbliższa edycja rozpocznie się 3 marca, a zapisy przyjmuje położna Anna Wrona pod numerem 61 424 18 30 (dni robocze, 8:00–14:00). Kurs liczy 10 spotkań, prowadzonych we wtorki i czwartki o godz. 17:30 w sali nr 4 na parterze. Zalecamy rozpoczęcie zajęć między 26. a 30. tygodniem ciąży. Na zajęcia ruchowe należy przynieść wygodny strój, matę oraz butelkę wody. Udział osoby towarzyszącej we wszystkich spotkaniach jest możliwy, lecz nieobowiązkowy. Przed przystąpieniem do ćwiczeń warto skonsultować się z lekarzem prowadzącym, gdyż w niektórych przypadkach aktywność fizyczna może być przeciwwskazana.",
            ),
            Good(
                "en",
                "The free antenatal classes at the Municipal Hospital in Gniezno invite parents-to-be to a course of 10 sessions. Classes take place on Tuesdays and Thursdays at 5:30 pm in room 4 on the ground floor. It is best to start the course between the 26th and 30th week of pregnancy. For the exercise sessions, you need to bring comfortable clothes, a mat and a bottle of water. A companion may attend all the sessions, but this is not compulsory. Before you start exercising, it is a good idea to consult your doctor, because in some cases physical activity may be contraindicated. The next course starts on 3 March; to sign up, call midwife Anna Wrona on 61 424 18 30 on weekdays between 8:00 am and 2:00 pm.",
            ),
        ],
        bad=[
            Slip(0, [("może być przeciwwskazana", "jest przeciwwskazana")], "hedge"),
            Slip(1, [("należy przynieść", "warto przynieść")], "modality"),
            Slip(2, [("starts on 3 March", "starts on 13 March")], "date"),
        ],
    ),
    Case(
        key="pl-pracownia-witrazu-warsztaty-dla-poczatkujacych",
        source="Pracownia Witrażu „Szkiełko” w Toruniu organizuje weekendowe warsztaty dla początkujących. W ciągu dwóch dni, po 6 godzin zajęć, każdy uczestnik wykona własny witraż metodą Tiffany o wymiarach około 20 × 30 cm. Nie jest wymagane żadne doświadczenie, ale uczestnicy muszą mieć ukończone 16 lat. Koszt warsztatów to 450 zł i obejmuje wszystkie materiały, narzędzia oraz patynowanie gotowej pracy. W grupie jest maksymalnie 6 osób, dzięki czemu instruktorka może poświęcić każdemu dużo uwagi. Ze względów bezpieczeństwa podczas cięcia szkła trzeba nosić okulary ochronne, które zapewniamy na miejscu. Z uwagi na pracę z lutowiem zawierającym ołów warsztaty nie są przeznaczone dla kobiet w ciąży. Gotowy witraż można odebrać po tygodniu lub zamówić jego wysyłkę.",
        good=[
            Good(
                "preserve",
                "Chcesz zrobić swój pierwszy witraż? Pracownia Witrażu „Szkiełko” w Toruniu zaprasza początkujących na weekendowe warsztaty: dwa dni, po 6 godzin zajęć. Każdy uczestnik wykona własny witraż metodą Tiffany, o wymiarach ok. 20 × 30 cm. Nie potrzebujesz żadnego doświadczenia, musisz jednak mieć ukończone 16 lat. Warsztaty kosztują 450 zł – w cenie są wszystkie materiały, narzędzia i patynowanie gotowej pracy. Grupa liczy maksymalnie 6 osób, więc instruktorka może poświęcić każdemu dużo uwagi. Przy cięciu szkła ze względów bezpieczeństwa trzeba nosić okulary ochronne – dostaniesz je na miejscu. Ponieważ pracujemy z lutowiem zawierającym ołów, warsztaty nie są przeznaczone dla kobiet w ciąży. Gotowy witraż możesz odebrać po tygodniu albo zamówić jego wysyłkę.",
            ),
            Good(
                "preserve",
                "**Warsztaty witrażu dla początkujących – Pracownia Witrażu „Szkiełko”, Toruń**\n\n- Czas trwania: weekend, dwa dni po 6 godzin zajęć.\n- Efekt: własny witraż wykonany metodą Tiffany, ok. 20 × 30 cm.\n- Wymagania: doświadczenie nie jest potrzebne, ale uczestnik musi mieć ukończone 16 lat.\n- Cena: 450 zł (wszystkie materiały, narzędzia i patynowanie gotowej pracy w cenie).\n- Grupa: maksymalnie 6 osób, dzięki czemu instruktorka może poświęcić każdemu dużo uwagi.\n- Bezpieczeństwo: podczas cięcia szkła trzeba nosić okulary ochronne (zapewniamy je na miejscu).\n- Ze względu na lutowie zawierające ołów warsztaty nie są przeznaczone dla kobiet w ciąży.\n- Odbiór: gotowy witraż można odebrać po tygodniu lub zamówić jego wysyłkę.",
            ),
            Good(
                "en",
                "The “Szkiełko” Stained Glass Studio in Toruń runs weekend workshops for beginners. Over two days, with 6 hours of classes each day, every participant will make their own Tiffany-style stained glass panel measuring about 20 × 30 cm. No previous experience is required, but participants must be at least 16 years old. The workshop costs PLN 450, which covers all materials, tools and patination of the finished piece. Groups have a maximum of 6 people, so the instructor can give everyone plenty of attention. For safety reasons, protective goggles must be worn when cutting glass; we provide them on site. Because the work involves lead-containing solder, the workshop is not suitable for pregnant women. You can collect your finished panel after a week or have it shipped to you.",
            ),
        ],
        bad=[
            Slip(
                0, [("Grupa liczy maksymalnie 6 osób", "Grupa liczy maksymalnie 8 osób")], "number"
            ),
            Slip(
                1,
                [("doświadczenie nie jest potrzebne", "doświadczenie jest potrzebne")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "so the instructor can give",
                        "so the instructor, a graduate of the Academy of Fine Arts in Gdańsk, can give",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-gwarancja-warsztatu-samochodowego-warunki",
        source="Warsztat Auto-Serwis Nowak udziela 12-miesięcznej gwarancji na wykonane naprawy mechaniczne oraz 24-miesięcznej gwarancji na zamontowane części nowe. Gwarancja nie obejmuje części dostarczonych przez klienta ani uszkodzeń wynikających z niewłaściwej eksploatacji pojazdu. Aby skorzystać z gwarancji, klient musi przedstawić fakturę lub paragon oraz kartę naprawy. Reklamację należy zgłosić niezwłocznie, nie później niż 14 dni od wykrycia usterki. Warsztat rozpatruje reklamację w terminie 14 dni od jej otrzymania. Gwarancja nie wyłącza uprawnień konsumenta z tytułu rękojmi, o których mowa w art. 556 i następnych Kodeksu cywilnego. W sprawach nieuregulowanych zastosowanie mają przepisy ustawy z dnia 30 maja 2014 r. o prawach konsumenta.",
        good=[
            Good(
                "preserve",
                "W Auto-Serwisie Nowak naprawy mechaniczne objęte są 12-miesięczną gwarancją, a zamontowane nowe części – gwarancją 24-miesięczną. Gwarancją nie są objęte części przyniesione przez klienta ani uszkodzenia spowodowane niewłaściwą eksploatacją auta. Żeby skorzystać z gwarancji, musisz pokazać fakturę lub paragon oraz kartę naprawy. Usterkę trzeba zgłosić niezwłocznie, najpóźniej w ciągu 14 dni od jej wykrycia, a warsztat rozpatruje reklamację w ciągu 14 dni od jej otrzymania. Gwarancja nie wyłącza Twoich uprawnień z tytułu rękojmi (art. 556 i nast. Kodeksu cywilnego). W sprawach, których te warunki nie regulują, stosuje się przepisy ustawy z dnia 30 maja 2014 r. o prawach konsumenta.",
            ),
            Good(
                "preserve",
                "Warunki gwarancji – Auto-Serwis Nowak\n1. Okres gwarancji wynosi 12 miesięcy dla wykonanych napraw mechanicznych oraz 24 miesiące dla zamontowanych nowych części.\n2. Gwarancja nie obejmuje części dostarczonych przez klienta ani szkód wynikłych z niewłaściwej eksploatacji pojazdu.\n3. Klient, który chce skorzystać z gwarancji, musi przedstawić fakturę lub paragon wraz z kartą naprawy.\n4. Reklamację należy złożyć niezwłocznie, nie później niż w terminie 14 dni od wykrycia usterki; warsztat rozpatruje ją w ciągu 14 dni od otrzymania.\n5. Gwarancja nie wyłącza uprawnień konsumenta z tytułu rękojmi określonych w art. 556 i nast. Kodeksu cywilnego.\n6. W sprawach nieuregulowanych stosuje się przepisy ustawy z dnia 30 maja 2014 r. o prawach konsumenta.",
            ),
            Good(
                "en",
                "Auto-Serwis Nowak provides a 12-month warranty on the mechanical repairs it carries out and a 24-month warranty on the new parts it fits. The warranty does not cover parts supplied by the customer or damage resulting from improper use of the vehicle. To make a warranty claim, the customer must present an invoice or receipt together with the repair card. Claims must be reported without delay, and no later than 14 days after the fault is discovered. The workshop processes a claim within 14 days of receiving it. The warranty does not exclude the consumer's rights under the statutory warranty (rękojmia) referred to in Article 556 et seq. of the Civil Code. Matters not covered here are governed by the Consumer Rights Act of 30 May 2014.",
            ),
        ],
        bad=[
            Slip(0, [("art. 556 i nast.", "art. 565 i nast.")], "legal_reference"),
            Slip(1, [("musi przedstawić fakturę", "powinien przedstawić fakturę")], "modality"),
            Slip(2, [("does not exclude", "excludes")], "negation"),
        ],
    ),
    Case(
        key="pl-klub-seniora-program-pazdziernik",
        source="Klub Seniora „Pogodna Jesień” działający przy Domu Kultury na Bielanach zaprasza na spotkania w październiku. W każdy poniedziałek o 10:00 odbywa się gimnastyka przy muzyce, a w środy o 16:00 – zajęcia komputerowe, na które trzeba zapisać się wcześniej, bo mamy tylko 12 stanowisk. 15 października (środa) zamiast zajęć komputerowych zapraszamy na spotkanie z dietetyczką o zdrowym odżywianiu po sześćdziesiątce. Wycieczka autokarowa do Kazimierza Dolnego zaplanowana jest na sobotę 25 października; koszt wynosi 95 zł i obejmuje przejazd oraz obiad. Udział w pozostałych zajęciach jest bezpłatny. Członkiem klubu może zostać każda osoba, która ukończyła 60 lat. Szczegółowe informacje można uzyskać w sekretariacie Domu Kultury lub telefonicznie: 22 633 51 20.",
        good=[
            Good(
                "preserve",
                "Październik w Klubie Seniora „Pogodna Jesień” przy Domu Kultury na Bielanach zapowiada się ciekawie! Co poniedziałek o 10:00 zapraszamy na gimnastykę przy muzyce. W środy o 16:00 prowadzimy zajęcia komputerowe – mamy jednak tylko 12 stanowisk, więc trzeba się na nie wcześniej zapisać. W środę 15 października zajęć komputerowych nie będzie; w ich miejsce odbędzie się spotkanie z dietetyczką na temat zdrowego odżywiania po sześćdziesiątce. W sobotę 25 października jedziemy autokarem do Kazimierza Dolnego – wycieczka kosztuje 95 zł, a w cenie są przejazd i obiad. Wszystkie pozostałe zajęcia są bezpłatne. Do klubu może należeć każdy, kto skończył 60 lat. Więcej informacji udzieli sekretariat Domu Kultury, można też dzwonić pod numer 22 633 51 20.",
            ),
            Good(
                "preserve",
                "Klub Seniora „Pogodna Jesień” (Dom Kultury na Bielanach) – program na październik:\n- poniedziałki, godz. 10:00 – gimnastyka przy muzyce;\n- środy, godz. 16:00 – zajęcia komputerowe (obowiązują wcześniejsze zapisy, mamy tylko 12 stanowisk);\n- środa, 15 października – zamiast zajęć komputerowych spotkanie z dietetyczką o zdrowym odżywianiu po sześćdziesiątce;\n- sobota, 25 października – wycieczka autokarowa do Kazimierza Dolnego, koszt 95 zł (obejmuje przejazd i obiad).\nUdział w pozostałych zajęciach jest bezpłatny. Członkiem klubu może zostać każda osoba po ukończeniu 60 lat. Informacje: sekretariat Domu Kultury lub tel. 22 633 51 20.",
            ),
            Good(
                "en",
                "The “Pogodna Jesień” Seniors' Club at the Bielany Culture Centre invites you to its October meetings. Every Monday at 10:00 there is exercise to music, and on Wednesdays at 16:00 there are computer classes; you need to sign up for these in advance, as we only have 12 workstations. On Wednesday 15 October, instead of the computer class, we invite you to a talk by a dietitian on healthy eating after sixty. A coach trip to Kazimierz Dolny is planned for Saturday 25 October; it costs PLN 95, including transport and lunch. Taking part in all other activities is free of charge. Anyone who has turned 60 can become a member of the club. For more details, ask at the Culture Centre office or call 22 633 51 20.",
            ),
        ],
        bad=[
            Slip(0, [("W sobotę 25 października", "W sobotę 18 października")], "date"),
            Slip(
                1,
                [
                    (
                        "obejmuje przejazd i obiad",
                        "obejmuje przejazd, obiad i zwiedzanie z przewodnikiem",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Taking part in all other activities is free of charge. Anyone who has turned 60 can become a member of the club.",
                        "Udział w pozostałych zajęciach jest bezpłatny. Członkiem klubu może zostać każda osoba, która ukończyła 60 lat.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ekspres-do-kawy-odkamienianie-instrukcja",
        source="Odkamienianie ekspresu\nEkspres należy odkamieniać co około 3 miesiące lub wtedy, gdy na wyświetlaczu pojawi się komunikat „CALC”. Przy bardzo twardej wodzie może to być konieczne nawet co 6 tygodni. Do zbiornika wlej 0,5 l wody i dodaj 100 ml płynu odkamieniającego, a pod wylewką ustaw naczynie o pojemności co najmniej 1 litra. Następnie przytrzymaj jednocześnie przyciski „Espresso” i „Power” przez 5 sekund. Cały program trwa około 25 minut i nie wolno go przerywać. Nie używaj octu ani kwasku cytrynowego, ponieważ mogą uszkodzić uszczelki. Po zakończeniu dwukrotnie przepłucz zbiornik czystą wodą. Uszkodzenia spowodowane kamieniem nie są objęte gwarancją.",
        good=[
            Good(
                "preserve",
                "Jak odkamienić ekspres\nOdkamienianie wykonuj mniej więcej co 3 miesiące albo wtedy, gdy na wyświetlaczu zobaczysz komunikat „CALC”. Jeśli woda jest bardzo twarda, może być potrzebne nawet co 6 tygodni.\n1. Wlej do zbiornika 0,5 l wody i dodaj 100 ml płynu odkamieniającego.\n2. Pod wylewką postaw naczynie mieszczące co najmniej 1 litr.\n3. Przytrzymaj jednocześnie przyciski „Espresso” i „Power” przez 5 sekund.\n4. Poczekaj, aż program się zakończy – trwa około 25 minut i nie wolno go przerywać.\n5. Na koniec dwa razy przepłucz zbiornik czystą wodą.\nNie stosuj octu ani kwasku cytrynowego – mogą uszkodzić uszczelki. Pamiętaj, że gwarancja nie obejmuje uszkodzeń spowodowanych przez kamień.",
            ),
            Good(
                "preserve",
                "Odkamienianie ekspresu należy przeprowadzać co około 3 miesiące lub po wyświetleniu komunikatu „CALC”; przy bardzo twardej wodzie może być konieczne nawet co 6 tygodni. Do zbiornika wlewa się 0,5 l wody i 100 ml płynu odkamieniającego, a pod wylewką stawia się naczynie o pojemności minimum 1 litra. Program uruchamia się, przytrzymując jednocześnie przez 5 sekund przyciski „Espresso” i „Power”. Trwa on około 25 minut i nie wolno go przerywać. Nie należy używać octu ani kwasku cytrynowego, ponieważ mogą uszkodzić uszczelki. Po zakończeniu zbiornik trzeba dwukrotnie przepłukać czystą wodą. Uszkodzenia wywołane przez kamień nie są objęte gwarancją.",
            ),
            Good(
                "en",
                "Descaling the coffee machine\nDescale the machine about every 3 months, or whenever the “CALC” message appears on the display. With very hard water, you may need to do it as often as every 6 weeks. Pour 0.5 l of water into the tank and add 100 ml of descaling liquid, then place a container holding at least 1 litre under the spout. Next, press and hold the “Espresso” and “Power” buttons together for 5 seconds. The whole programme takes about 25 minutes and must not be interrupted. Do not use vinegar or citric acid, as they may damage the seals. When the programme has finished, rinse the tank twice with clean water. Damage caused by limescale is not covered by the warranty.",
            ),
        ],
        bad=[
            Slip(0, [("dodaj 100 ml płynu", "dodaj 200 ml płynu")], "number"),
            Slip(1, [("nie są objęte gwarancją", "są objęte gwarancją")], "negation"),
            Slip(2, [("takes about 25 minutes", "takes 25 minutes")], "hedge"),
        ],
    ),
    Case(
        key="pl-karta-duzej-rodziny-wniosek-online",
        source="Karta Dużej Rodziny przysługuje rodzinom wychowującym co najmniej troje dzieci, niezależnie od dochodu. Zasady jej przyznawania określa ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny, a krąg osób uprawnionych wskazuje jej art. 4. Rodzice mogą otrzymać kartę dożywotnio, a dzieci – do ukończenia 18. roku życia lub do 25 lat, jeśli kontynuują naukę. Wniosek można złożyć w urzędzie gminy właściwym dla miejsca zamieszkania albo przez internet: na stronie www.gov.pl/web/rodzina/karta-duzej-rodziny lub w portalu Emp@tia. Do wniosku należy dołączyć dokumenty potwierdzające naukę dzieci powyżej 18 lat. Karta tradycyjna jest wydawana bezpłatnie, a za duplikat płaci się 10,89 zł. Listę partnerów programu można sprawdzić w wyszukiwarce zniżek.",
        good=[
            Good(
                "preserve",
                "Karta Dużej Rodziny przysługuje każdej rodzinie, która wychowuje co najmniej troje dzieci – dochód nie ma tu znaczenia. Zasady jej przyznawania określa ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny, a to, kto jest uprawniony, wskazuje jej art. 4. Rodzice mogą otrzymać kartę dożywotnio, dzieci zaś do ukończenia 18 lat albo do 25 lat, jeżeli nadal się uczą. Wniosek możesz złożyć w urzędzie gminy właściwym dla miejsca zamieszkania lub online – na stronie www.gov.pl/web/rodzina/karta-duzej-rodziny albo w portalu Emp@tia. W przypadku dzieci powyżej 18 lat do wniosku trzeba dołączyć dokumenty potwierdzające naukę. Tradycyjna karta jest wydawana bezpłatnie, a duplikat kosztuje 10,89 zł. Listę partnerów programu sprawdzisz w wyszukiwarce zniżek.",
            ),
            Good(
                "preserve",
                "Komu przysługuje Karta Dużej Rodziny? Rodzinom, które wychowują co najmniej troje dzieci – bez względu na dochód (ustawa z dnia 5 grudnia 2014 r. o Karcie Dużej Rodziny; osoby uprawnione wskazuje jej art. 4).\nNa jak długo? Rodzice mogą ją otrzymać dożywotnio, dzieci – do ukończenia 18. roku życia albo do 25 lat, jeśli kontynuują naukę.\nGdzie złożyć wniosek? Można to zrobić w urzędzie gminy właściwym dla miejsca zamieszkania lub online: na stronie www.gov.pl/web/rodzina/karta-duzej-rodziny albo w portalu Emp@tia. Do wniosku należy dołączyć dokumenty potwierdzające naukę dzieci powyżej 18 lat.\nIle to kosztuje? Karta tradycyjna jest bezpłatna, duplikat kosztuje 10,89 zł.\nGdzie sprawdzić partnerów programu? Ich listę znajdziesz w wyszukiwarce zniżek.",
            ),
            Good(
                "en",
                "The Large Family Card is available to families raising at least three children, regardless of income. The rules for granting it are set out in the Act of 5 December 2014 on the Large Family Card, and Article 4 of the Act specifies who is eligible. Parents can receive the card for life, and children until they turn 18, or up to the age of 25 if they are still in education. You can apply at the municipal office for your place of residence or online, at www.gov.pl/web/rodzina/karta-duzej-rodziny or via the Emp@tia portal. For children over 18, documents confirming that they are in education must be attached to the application. The traditional card is issued free of charge, while a duplicate costs PLN 10.89. The list of partners in the scheme can be checked in the discount search tool.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "www.gov.pl/web/rodzina/karta-duzej-rodziny",
                        "www.gov.pl/web/karta-duzej-rodziny",
                    )
                ],
                "url",
            ),
            Slip(1, [("należy dołączyć", "warto dołączyć")], "modality"),
            Slip(2, [("Article 4 of the Act", "Article 14 of the Act")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-tor-kartingowy-zasady-bezpieczenstwa",
        source="Regulamin toru kartingowego „Speedway Kart” – najważniejsze zasady. Z gokartów mogą samodzielnie korzystać osoby, które ukończyły 14 lat i mają co najmniej 150 cm wzrostu; dzieci od 8 lat jeżdżą wyłącznie gokartami dziecięcymi pod nadzorem opiekuna. Każdy kierowca musi założyć kask i kominek, które wypożyczamy bezpłatnie. Przed pierwszym przejazdem obowiązkowe jest krótkie szkolenie z oznaczeń flagowych. Na torze nie wolno wyprzedzać przy żółtej fladze ani celowo taranować innych gokartów. Osoby pod wpływem alkoholu nie zostaną dopuszczone do jazdy. Sesja trwa 10 minut i kosztuje 60 zł; przy zakupie pakietu 3 sesji płacisz 150 zł. Obsługa toru może przerwać jazdę kierowcy, który stwarza zagrożenie.",
        good=[
            Good(
                "preserve",
                "Jeździsz na torze „Speedway Kart”? Oto najważniejsze zasady. Samodzielnie możesz jeździć, jeśli masz skończone 14 lat i co najmniej 150 cm wzrostu. Dzieci od 8 lat jeżdżą tylko gokartami dziecięcymi i zawsze pod nadzorem opiekuna. Każdy kierowca musi założyć kask i kominek – wypożyczymy je bezpłatnie. Zanim wyjedziesz na tor pierwszy raz, musisz przejść krótkie szkolenie z oznaczeń flagowych. Przy żółtej fladze nie wolno wyprzedzać, nie wolno też celowo taranować innych gokartów. Jeśli jesteś pod wpływem alkoholu, nie dopuścimy Cię do jazdy. Sesja trwa 10 minut i kosztuje 60 zł, a pakiet 3 sesji – 150 zł. Obsługa toru może przerwać jazdę kierowcy, który stwarza zagrożenie.",
            ),
            Good(
                "preserve",
                "Speedway Kart – zasady bezpieczeństwa w skrócie:\n• jazda samodzielna: od 14 lat i od 150 cm wzrostu;\n• dzieci od 8 lat: wyłącznie gokarty dziecięce, pod nadzorem opiekuna;\n• kask i kominek obowiązkowe dla każdego kierowcy (wypożyczamy je bezpłatnie);\n• przed pierwszym przejazdem obowiązkowe krótkie szkolenie z oznaczeń flagowych;\n• zakaz wyprzedzania przy żółtej fladze i celowego taranowania innych gokartów;\n• osoby pod wpływem alkoholu nie zostaną dopuszczone do jazdy;\n• cennik: 60 zł za 10-minutową sesję, 150 zł za pakiet 3 sesji;\n• obsługa toru może przerwać jazdę kierowcy, który stwarza zagrożenie.",
            ),
            Good(
                "en",
                "“Speedway Kart” track rules – the essentials. Drivers may use the karts on their own if they are at least 14 years old and at least 150 cm tall; children aged 8 and over drive only children's karts, supervised by a guardian. Every driver must wear a helmet and a balaclava, which we lend free of charge. A short briefing on flag signals is compulsory before your first run. On the track, you must not overtake under a yellow flag or deliberately ram other karts. Anyone under the influence of alcohol will not be allowed to drive. A session lasts 10 minutes and costs PLN 60; a package of 3 sessions costs PLN 150. Track staff may stop a driver who is creating a hazard.",
            ),
        ],
        bad=[
            Slip(
                0, [("Każdy kierowca musi założyć", "Każdy kierowca powinien założyć")], "modality"
            ),
            Slip(1, [("od 150 cm wzrostu", "od 140 cm wzrostu")], "number"),
            Slip(2, [("will not be allowed to drive", "will be allowed to drive")], "negation"),
        ],
    ),
    Case(
        key="pl-targowisko-miejskie-oplaty-za-stoiska",
        source="Zarząd Targowiska Miejskiego w Kutnie informuje, że od 1 stycznia 2026 r. dzienna opłata targowa za stoisko o powierzchni do 6 m² wynosi 25 zł, a za każdy kolejny rozpoczęty metr kwadratowy – 4 zł. Stawki zostały ustalone uchwałą nr XIV/112/2025 Rady Miejskiej w Kutnie, podjętą na podstawie art. 15 ustawy o podatkach i opłatach lokalnych. Opłatę pobiera inkasent do godziny 10:00 w dniu handlu. Rezerwację stałego miejsca na cały rok trzeba złożyć do 15 grudnia 2025 r.; jej koszt to 300 zł i nie zwalnia ona z opłaty dziennej. Rolnicy sprzedający własne płody rolne mogą w soboty korzystać z wydzielonej strefy przy bramie nr 2. Handel odbywa się od poniedziałku do soboty w godzinach 6:00–14:00.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2026 r. dzienna opłata targowa na Targowisku Miejskim w Kutnie wynosi 25 zł za stoisko o powierzchni do 6 m² oraz 4 zł za każdy kolejny rozpoczęty metr kwadratowy – informuje Zarząd Targowiska. Wysokość stawek określa uchwała nr XIV/112/2025 Rady Miejskiej w Kutnie, podjęta na podstawie art. 15 ustawy o podatkach i opłatach lokalnych. Inkasent pobiera opłatę do godz. 10:00 w dniu handlu. Rezerwację stałego miejsca na cały rok trzeba złożyć do 15 grudnia 2025 r. Kosztuje ona 300 zł i nie zwalnia z opłaty dziennej. W soboty rolnicy sprzedający własne płody rolne mogą korzystać z wydzielonej strefy przy bramie nr 2. Handel odbywa się od poniedziałku do soboty, w godz. 6:00–14:00.",
            ),
            Good(
                "preserve",
                "Zarząd Targowiska Miejskiego w Kutnie informuje – opłaty od 1 stycznia 2026 r.:\n- stoisko do 6 m²: 25 zł dziennie;\n- każdy kolejny rozpoczęty m²: 4 zł dziennie;\n- stałe miejsce na cały rok: rezerwacja kosztuje 300 zł i nie zwalnia z opłaty dziennej; trzeba ją złożyć do 15 grudnia 2025 r.\nOpłatę dzienną pobiera inkasent do 10:00 w dniu handlu. Podstawa: uchwała nr XIV/112/2025 Rady Miejskiej w Kutnie, podjęta na podstawie art. 15 ustawy o podatkach i opłatach lokalnych. Handel: od poniedziałku do soboty, 6:00–14:00. W soboty rolnicy sprzedający własne płody rolne mogą korzystać z wydzielonej strefy przy bramie nr 2.",
            ),
            Good(
                "en",
                "The Management of the Kutno Municipal Market announces that from 1 January 2026 the daily market fee for a stall of up to 6 m² is PLN 25, plus PLN 4 for each additional square metre or part thereof. The rates were set by Resolution No. XIV/112/2025 of the Kutno Town Council, adopted under Article 15 of the Local Taxes and Charges Act. The fee is collected by the collector by 10:00 am on the day of trading. Reservations of a permanent pitch for the whole year must be submitted by 15 December 2025; a reservation costs PLN 300 and does not exempt you from the daily fee. On Saturdays, farmers selling their own produce may use a separate area by Gate 2. Trading takes place Monday to Saturday, 6:00 am–2:00 pm.",
            ),
        ],
        bad=[
            Slip(0, [("oraz 4 zł za każdy", "oraz 5 zł za każdy")], "number"),
            Slip(1, [("do 15 grudnia 2025 r.", "do 31 grudnia 2025 r.")], "date"),
            Slip(2, [("under Article 15 of", "under Article 19 of")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-readme-narzedzia-cli-instalacja",
        source="## Instalacja\n\nNarzędzie `kwit` wymaga Pythona w wersji 3.10 lub nowszej i działa na systemach Linux, macOS oraz Windows. Zainstaluj je poleceniem:\n\n```bash\npip install kwit==2.3.1\n```\n\nPrzed pierwszym użyciem musisz utworzyć plik konfiguracyjny `~/.kwit/config.toml` i ustawić w nim klucz `api_token`. Token możesz wygenerować w panelu użytkownika. Nie zapisuj tokenu w repozytorium.\n\n### Szybki start\n\n- `kwit scan faktury/` – odczytuje wszystkie pliki PDF z katalogu,\n- `kwit export --format csv` – zapisuje wyniki do pliku CSV.\n\nOpcja `--dry-run` pozwala sprawdzić działanie bez zapisywania zmian. Szczegóły znajdziesz w [dokumentacji](https://kwit.dev/docs).",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\nDo działania `kwit` potrzebny jest Python 3.10 lub nowszy; narzędzie działa na Linuksie, macOS i Windows. Instalacja:\n\n```bash\npip install kwit==2.3.1\n```\n\nZanim uruchomisz narzędzie po raz pierwszy, musisz utworzyć plik `~/.kwit/config.toml` i ustawić w nim klucz `api_token`. Token możesz wygenerować w panelu użytkownika. Pamiętaj: nie zapisuj tokenu w repozytorium.\n\n### Szybki start\n\n- `kwit scan faktury/` – wczytuje wszystkie pliki PDF z katalogu,\n- `kwit export --format csv` – eksportuje wyniki do pliku CSV.\n\nDzięki opcji `--dry-run` sprawdzisz działanie narzędzia bez zapisywania zmian. Więcej informacji znajdziesz w [dokumentacji](https://kwit.dev/docs).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n`kwit` wymaga Pythona 3.10 lub nowszego (Linux, macOS, Windows). Aby go zainstalować, uruchom:\n\n```bash\npip install kwit==2.3.1\n```\n\nPrzed pierwszym uruchomieniem należy utworzyć plik konfiguracyjny `~/.kwit/config.toml` i ustawić w nim klucz `api_token` (token można wygenerować w panelu użytkownika). Tokenu nie należy zapisywać w repozytorium.\n\n### Szybki start\n\n- `kwit scan faktury/` – odczyt wszystkich plików PDF z katalogu,\n- `kwit export --format csv` – zapis wyników do pliku CSV.\n\nOpcja `--dry-run` umożliwia sprawdzenie działania bez zapisywania zmian. Szczegóły: [dokumentacja](https://kwit.dev/docs).",
            ),
            Good(
                "en",
                "## Installation\n\n`kwit` requires Python 3.10 or later and runs on Linux, macOS and Windows. Install it with:\n\n```bash\npip install kwit==2.3.1\n```\n\nBefore using it for the first time, you must create the configuration file `~/.kwit/config.toml` and set the `api_token` key in it. You can generate a token in your user panel. Do not store the token in the repository.\n\n### Quick start\n\n- `kwit scan faktury/` – reads all PDF files in the directory,\n- `kwit export --format csv` – saves the results to a CSV file.\n\nThe `--dry-run` option lets you check how it works without saving any changes. See the [documentation](https://kwit.dev/docs) for details.",
            ),
        ],
        bad=[
            Slip(0, [("klucz `api_token`", "klucz `api_key`")], "code"),
            Slip(1, [("### Szybki start\n", "Szybki start\n")], "markdown"),
            Slip(2, [("you must create", "you should create")], "modality"),
        ],
    ),
    Case(
        key="pl-streszczenie-badania-smog-hospitalizacje-dzieci",
        source="Pył PM2,5 a hospitalizacje dzieci – streszczenie\nWedług badania Kowalczyk i wsp. (2023), opublikowanego w „Environmental Research” (t. 231, art. 116102), wzrost średniodobowego stężenia PM2,5 o 10 µg/m³ wiązał się z około 4-procentowym wzrostem liczby hospitalizacji dzieci z powodu astmy w ciągu kolejnych trzech dni. Analiza objęła dane z 12 polskich miast z lat 2015–2020. Autorzy podkreślają, że badanie miało charakter obserwacyjny, więc nie dowodzi związku przyczynowego. Efekt był prawdopodobnie silniejszy w sezonie grzewczym, choć różnica nie osiągnęła istotności statystycznej. Wyniki są zbliżone do wcześniejszej metaanalizy Orellano i wsp. (2020). Zdaniem autorów ograniczenie niskiej emisji mogłoby zmniejszyć liczbę takich hospitalizacji.",
        good=[
            Good(
                "preserve",
                "Pył PM2,5 a hospitalizacje dzieci – w skrócie\nBadanie Kowalczyk i wsp. (2023), opublikowane w „Environmental Research” (t. 231, art. 116102), objęło dane z 12 polskich miast z lat 2015–2020. Wzrost średniodobowego stężenia PM2,5 o 10 µg/m³ wiązał się w nim z mniej więcej 4-procentowym wzrostem liczby hospitalizacji dzieci z powodu astmy w ciągu kolejnych trzech dni. Autorzy zaznaczają jednak, że było to badanie obserwacyjne, więc nie dowodzi ono związku przyczynowego. W sezonie grzewczym efekt był prawdopodobnie silniejszy, ale różnica nie była istotna statystycznie. Wyniki przypominają te z wcześniejszej metaanalizy Orellano i wsp. (2020). Autorzy uważają, że ograniczenie niskiej emisji mogłoby zmniejszyć liczbę takich hospitalizacji.",
            ),
            Good(
                "preserve",
                "Streszczenie: pył PM2,5 a hospitalizacje dzieci\nW opublikowanym w „Environmental Research” (t. 231, art. 116102) badaniu Kowalczyk i wsp. (2023), obejmującym dane z 12 polskich miast z lat 2015–2020, stwierdzono, że wzrost średniodobowego stężenia PM2,5 o 10 µg/m³ wiązał się ze wzrostem liczby hospitalizacji dzieci z powodu astmy w ciągu trzech kolejnych dni o ok. 4%. Efekt był prawdopodobnie silniejszy w sezonie grzewczym, jednak różnica nie osiągnęła istotności statystycznej. Autorzy podkreślają, że ze względu na obserwacyjny charakter badania nie dowodzi ono związku przyczynowego. Wyniki są zbieżne z wcześniejszą metaanalizą Orellano i wsp. (2020). Według autorów ograniczenie niskiej emisji mogłoby przyczynić się do zmniejszenia liczby takich hospitalizacji.",
            ),
            Good(
                "en",
                "PM2.5 air pollution and children's hospital admissions – summary\nAccording to a study by Kowalczyk et al. (2023), published in Environmental Research (vol. 231, article 116102), a 10 µg/m³ rise in the daily mean PM2.5 concentration was associated with an approximately 4% increase in hospital admissions of children for asthma over the following three days. The analysis covered data from 12 Polish cities for 2015–2020. The authors stress that the study was observational, so it does not prove a causal link. The effect was probably stronger in the heating season, although the difference was not statistically significant. The results are similar to those of an earlier meta-analysis by Orellano et al. (2020). In the authors' view, reducing low-level emissions could lower the number of such admissions.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i wsp. (2023)", "Kowalczyk i wsp. (2021)")], "citation"),
            Slip(1, [("Efekt był prawdopodobnie silniejszy", "Efekt był silniejszy")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The analysis covered",
                        "The analysis, funded by the Ministry of Health, covered",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-kody-legimi-ebooki-zasady",
        source="Miejska Biblioteka Publiczna w Lesznie udostępnia czytelnikom bezpłatny dostęp do e-booków w serwisie Legimi. Kod dostępu można odebrać w każdej filii po okazaniu ważnej karty bibliotecznej. Kody wydajemy od 1. dnia każdego miesiąca, do wyczerpania puli; jeden czytelnik może otrzymać tylko jeden kod w miesiącu. Kod należy aktywować na stronie www.legimi.pl/kod do ostatniego dnia miesiąca, w którym został wydany – po tym terminie traci ważność. Z kodu mogą korzystać wyłącznie osoby pełnoletnie lub, za zgodą rodzica, dzieci powyżej 13 lat. Kodów nie wysyłamy e-mailem ani nie przekazujemy telefonicznie. W razie problemów z aktywacją prosimy o kontakt: ebooki@mbp.leszno.pl. Biblioteka nie odpowiada za przerwy w działaniu serwisu Legimi.",
        good=[
            Good(
                "preserve",
                "Z kartą Miejskiej Biblioteki Publicznej w Lesznie możesz bezpłatnie czytać e-booki w serwisie Legimi. Kod dostępu możesz odebrać w dowolnej filii po okazaniu ważnej karty bibliotecznej. Kody są wydawane od 1. dnia każdego miesiąca, dopóki starczy puli, a każdy czytelnik może dostać tylko jeden kod miesięcznie. Musisz go aktywować na stronie www.legimi.pl/kod najpóźniej ostatniego dnia miesiąca, w którym go otrzymałeś – potem kod traci ważność. Korzystać z kodów mogą wyłącznie osoby pełnoletnie, a dzieci powyżej 13 lat – za zgodą rodzica. Nie wysyłamy kodów e-mailem i nie podajemy ich przez telefon. Masz kłopot z aktywacją? Napisz na ebooki@mbp.leszno.pl. Pamiętaj, że biblioteka nie odpowiada za przerwy w działaniu serwisu Legimi.",
            ),
            Good(
                "preserve",
                "Zasady wydawania kodów Legimi w Miejskiej Bibliotece Publicznej w Lesznie:\n1. Dostęp do e-booków w serwisie Legimi jest dla czytelników bezpłatny.\n2. Kod można odebrać w każdej filii po okazaniu ważnej karty bibliotecznej.\n3. Kody wydawane są od 1. dnia każdego miesiąca do wyczerpania puli; jeden czytelnik może otrzymać tylko jeden kod w miesiącu.\n4. Kod należy aktywować na stronie www.legimi.pl/kod do ostatniego dnia miesiąca, w którym został wydany – później traci ważność.\n5. Z kodu mogą korzystać wyłącznie osoby pełnoletnie oraz, za zgodą rodzica, dzieci powyżej 13 lat.\n6. Kody nie są wysyłane e-mailem ani przekazywane telefonicznie.\n7. Problemy z aktywacją prosimy zgłaszać na adres ebooki@mbp.leszno.pl.\n8. Biblioteka nie ponosi odpowiedzialności za przerwy w działaniu serwisu Legimi.",
            ),
            Good(
                "en",
                "Leszno Municipal Public Library offers its readers free access to e-books on the Legimi service. You can collect an access code at any branch by showing a valid library card. Codes are issued from the 1st day of each month until they run out, and each reader may receive only one code per month. The code must be activated at www.legimi.pl/kod by the last day of the month in which it was issued; after that it expires. Codes may be used only by adults or, with a parent's consent, by children over 13. We do not send codes by e-mail or give them out over the phone. If you have trouble activating your code, please contact ebooki@mbp.leszno.pl. The library is not responsible for any interruptions to the Legimi service.",
            ),
        ],
        bad=[
            Slip(0, [("ebooki@mbp.leszno.pl", "e-booki@mbp.leszno.pl")], "url"),
            Slip(
                1,
                [("Biblioteka nie ponosi odpowiedzialności", "Biblioteka ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(2, [("from the 1st day of each month", "from the 5th day of each month")], "date"),
        ],
    ),
    Case(
        key="pl-ulotka-paracetamol-dawkowanie-dorosli",
        source="Dawkowanie: dorośli i młodzież powyżej 12 lat (o masie ciała powyżej 40 kg) – 1 do 2 tabletek (500–1000 mg paracetamolu) co 4–6 godzin. Nie należy przyjmować więcej niż 8 tabletek (4 g) na dobę. Odstęp między kolejnymi dawkami musi wynosić co najmniej 4 godziny. Bez konsultacji z lekarzem lek można stosować nie dłużej niż 3 dni. Pacjenci z niewydolnością wątroby lub nerek powinni zmniejszyć dawkę zgodnie z zaleceniem lekarza. Podczas stosowania leku nie należy pić alkoholu. Działania niepożądane występują rzadko (mogą dotyczyć do 1 na 1000 osób) i obejmują m.in. wysypkę skórną. Przedawkowanie może prowadzić do ciężkiego uszkodzenia wątroby, nawet jeśli początkowo nie występują żadne objawy.",
        good=[
            Good(
                "preserve",
                "Jak dawkować lek? Dorośli i młodzież powyżej 12 lat, ważący ponad 40 kg, przyjmują 1–2 tabletki (500–1000 mg paracetamolu) co 4–6 godzin. Nie należy przyjmować więcej niż 8 tabletek, czyli 4 g, na dobę. Między kolejnymi dawkami muszą upłynąć co najmniej 4 godziny. Bez porady lekarza lek można stosować najwyżej 3 dni. Osoby z niewydolnością wątroby lub nerek powinny zmniejszyć dawkę – zgodnie z zaleceniem lekarza. W trakcie leczenia nie należy pić alkoholu. Działania niepożądane, m.in. wysypka skórna, zdarzają się rzadko (mogą dotyczyć do 1 na 1000 osób). Uwaga: przedawkowanie może prowadzić do ciężkiego uszkodzenia wątroby, nawet jeśli na początku nie ma żadnych objawów.",
            ),
            Good(
                "preserve",
                "Dawkowanie – dorośli i młodzież powyżej 12 lat o masie ciała powyżej 40 kg:\n- jednorazowo 1–2 tabletki (500–1000 mg paracetamolu) co 4–6 godzin;\n- nie należy przyjmować więcej niż 8 tabletek (4 g) na dobę;\n- odstęp między dawkami musi wynosić co najmniej 4 godziny;\n- bez konsultacji z lekarzem lek można stosować nie dłużej niż 3 dni.\nPacjenci z niewydolnością wątroby lub nerek powinni zmniejszyć dawkę zgodnie z zaleceniem lekarza. W czasie stosowania leku nie należy pić alkoholu. Działania niepożądane, m.in. wysypka skórna, występują rzadko (mogą dotyczyć do 1 na 1000 osób). Przedawkowanie może spowodować ciężkie uszkodzenie wątroby, również wtedy, gdy początkowo nie ma żadnych objawów.",
            ),
            Good(
                "en",
                "Dosage: adults and adolescents over 12 years of age (weighing more than 40 kg) – 1 to 2 tablets (500–1000 mg of paracetamol) every 4–6 hours. Do not take more than 8 tablets (4 g) in 24 hours. There must be an interval of at least 4 hours between doses. Without consulting a doctor, the medicine may be used for no longer than 3 days. Patients with liver or kidney failure should reduce the dose as advised by their doctor. Do not drink alcohol while taking this medicine. Side effects are rare (they may affect up to 1 in 1,000 people) and include, among others, skin rash. An overdose can lead to serious liver damage, even if there are no symptoms at first.",
            ),
        ],
        bad=[
            Slip(0, [("przedawkowanie może prowadzić do", "przedawkowanie prowadzi do")], "hedge"),
            Slip(1, [("więcej niż 8 tabletek (4 g)", "więcej niż 10 tabletek (5 g)")], "number"),
            Slip(2, [("should reduce the dose", "may reduce the dose")], "modality"),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-premiera-aplikacji",
        source="# Notatka ze spotkania zespołu – 12 marca 2025\n\n**Obecni:** Marta Zielińska, Piotr Kaczmarek, Ola Nowicka, Tomasz Lis\n\n## Ustalenia\n\n1. Premiera nowej wersji aplikacji zostaje przesunięta na **7 kwietnia**, ponieważ testy płatności nie zostały zakończone.\n2. Piotr przygotuje poprawki do modułu logowania do piątku 21 marca.\n3. Budżet na kampanię reklamową pozostaje bez zmian: 18 000 zł.\n\n## Do decyzji\n\n- Czy wprowadzamy płatności BLIK już w tej wersji? Ola uważa, że prawdopodobnie nie zdążymy.\n- Wybór dostawcy hostingu – oferty do porównania są w [arkuszu](https://docs.example.com/hosting).\n\nNastępne spotkanie: środa 19 marca, 10:00.",
        good=[
            Good(
                "preserve",
                "# Notatka ze spotkania zespołu (12 marca 2025)\n\n**Obecni:** Marta Zielińska, Piotr Kaczmarek, Ola Nowicka, Tomasz Lis\n\n## Ustalenia\n\n1. Przesuwamy premierę nowej wersji aplikacji na **7 kwietnia** – testy płatności nie zostały jeszcze zakończone.\n2. Do piątku 21 marca Piotr przygotuje poprawki do modułu logowania.\n3. Budżet kampanii reklamowej się nie zmienia i wynosi 18 000 zł.\n\n## Do decyzji\n\n- Czy płatności BLIK wchodzą już w tej wersji? Zdaniem Oli prawdopodobnie nie zdążymy.\n- Wybór dostawcy hostingu – oferty do porównania znajdują się w [arkuszu](https://docs.example.com/hosting).\n\nKolejne spotkanie: środa, 19 marca, godz. 10:00.",
            ),
            Good(
                "preserve",
                "# Notatka ze spotkania zespołu – 12.03.2025\n\n**Obecni:** Marta Zielińska, Piotr Kaczmarek, Ola Nowicka, Tomasz Lis\n\n## Ustalenia\n\n1. Ze względu na niezakończone testy płatności premiera nowej wersji aplikacji zostaje przesunięta na **7 kwietnia**.\n2. Poprawki do modułu logowania przygotuje Piotr – termin: piątek, 21 marca.\n3. Budżet kampanii reklamowej bez zmian (18 000 zł).\n\n## Do decyzji\n\n- Wprowadzenie płatności BLIK już w tej wersji – według Oli prawdopodobnie nie zdążymy.\n- Wybór dostawcy hostingu; oferty do porównania: [arkusz](https://docs.example.com/hosting).\n\nNastępne spotkanie: środa 19 marca, 10:00.",
            ),
            Good(
                "en",
                "# Team meeting notes – 12 March 2025\n\n**Present:** Marta Zielińska, Piotr Kaczmarek, Ola Nowicka, Tomasz Lis\n\n## Decisions\n\n1. The release of the new app version is postponed to **7 April** because payment testing has not been completed.\n2. Piotr will prepare fixes to the login module by Friday, 21 March.\n3. The advertising campaign budget remains unchanged at PLN 18,000.\n\n## To be decided\n\n- Are we introducing BLIK payments in this version already? Ola thinks we probably won't make it in time.\n- Choice of hosting provider – the offers to compare are in the [spreadsheet](https://docs.example.com/hosting).\n\nNext meeting: Wednesday, 19 March, 10:00.",
            ),
        ],
        bad=[
            Slip(0, [("\n2. Do piątku", " Do piątku")], "markdown"),
            Slip(1, [("piątek, 21 marca", "piątek, 28 marca")], "date"),
            Slip(
                2,
                [
                    (
                        "Choice of hosting provider – the offers",
                        "Choice of hosting provider – Tomasz recommends OVH; the offers",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-niedobor-snu-nastolatkow-przeglad-literatury",
        source="Niedobór snu u nastolatków – przegląd badań\nAmerykańska Akademia Medycyny Snu zaleca, aby młodzież w wieku 13–18 lat spała 8–10 godzin na dobę (Paruthi i in., 2016). Tymczasem w ankiecie przeprowadzonej w 2022 r. wśród 1200 uczniów poznańskich szkół średnich tylko 38% deklarowało taką długość snu w dni szkolne. Przegląd systematyczny Minges i Redeker (2016) wskazuje, że późniejsze rozpoczynanie lekcji wydłuża sen uczniów średnio o 25–77 minut. Nie stwierdzono natomiast jednoznacznego wpływu tej zmiany na wyniki w nauce. Część badaczy sugeruje, że korzystanie ze smartfona przed snem może opóźniać zasypianie, choć dowody są niespójne. Autorzy przeglądów zgodnie podkreślają, że potrzebne są dalsze badania podłużne.",
        good=[
            Good(
                "preserve",
                "Za mało snu u nastolatków – co mówią badania\nWedług zaleceń Amerykańskiej Akademii Medycyny Snu młodzież w wieku 13–18 lat powinna spać 8–10 godzin na dobę (Paruthi i in., 2016). Tymczasem w ankiecie z 2022 r., w której wzięło udział 1200 uczniów poznańskich szkół średnich, zaledwie 38% zadeklarowało, że śpi tyle w dni szkolne. Jak wynika z przeglądu systematycznego Minges i Redeker (2016), późniejszy początek lekcji wydłuża sen uczniów średnio o 25–77 minut, choć jednoznacznego wpływu tej zmiany na wyniki w nauce nie stwierdzono. Niektórzy badacze sugerują, że smartfon używany przed snem może opóźniać zasypianie, jednak dowody na to są niespójne. Autorzy przeglądów są zgodni: potrzebne są dalsze badania podłużne.",
            ),
            Good(
                "preserve",
                "Niedobór snu wśród nastolatków – przegląd literatury\n- Zalecenia: Amerykańska Akademia Medycyny Snu rekomenduje, by młodzież w wieku 13–18 lat spała 8–10 godzin na dobę (Paruthi i in., 2016).\n- Dane z Poznania: w ankiecie z 2022 r. obejmującej 1200 uczniów szkół średnich tylko 38% deklarowało taką długość snu w dni szkolne.\n- Późniejsze rozpoczynanie lekcji: według przeglądu systematycznego Minges i Redeker (2016) wydłuża sen uczniów średnio o 25–77 minut. Nie stwierdzono natomiast jednoznacznego wpływu tej zmiany na wyniki w nauce.\n- Smartfony: część badaczy sugeruje, że korzystanie z nich przed snem może opóźniać zasypianie, choć dowody są niespójne.\n- Zgodny wniosek autorów przeglądów: potrzebne są dalsze badania podłużne.",
            ),
            Good(
                "en",
                "Sleep deficiency in teenagers – a review of the evidence\nThe American Academy of Sleep Medicine recommends that young people aged 13–18 sleep 8–10 hours a day (Paruthi et al., 2016). Yet in a 2022 survey of 1,200 secondary school pupils in Poznań, only 38% reported sleeping that long on school days. A systematic review by Minges and Redeker (2016) indicates that starting lessons later lengthens pupils' sleep by an average of 25–77 minutes. However, no clear effect of this change on academic performance was found. Some researchers suggest that using a smartphone before bed may delay falling asleep, although the evidence is inconsistent. The authors of the reviews agree that further longitudinal research is needed.",
            ),
        ],
        bad=[
            Slip(0, [("Minges i Redeker (2016)", "Minges i Redeker (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Nie stwierdzono natomiast jednoznacznego wpływu",
                        "Stwierdzono natomiast jednoznaczny wpływ",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "by an average of 25–77 minutes.",
                        "by an average of 25–77 minutes, mainly because pupils stop using screens earlier in the evening.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-limity-zapytan",
        source='### Limity zapytań\n\nAPI serwisu Kurierek24 pozwala na wysłanie do **100 zapytań na minutę** z jednego klucza. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests`, a nagłówek `Retry-After` podaje, po ilu sekundach można ponowić próbę. Nie należy ponawiać zapytań w pętli bez opóźnienia.\n\nPrzykład sprawdzenia statusu przesyłki:\n\n```\ncurl -H "Authorization: Bearer $TOKEN" https://api.kurierek24.pl/v2/shipments/{id}/status\n```\n\nJeśli potrzebujesz wyższego limitu, napisz na api@kurierek24.pl. Klienci z planem *Business* mogą wysyłać do 1000 zapytań na minutę. Pełna lista endpointów znajduje się w [specyfikacji OpenAPI](https://api.kurierek24.pl/v2/openapi.json).',
        good=[
            Good(
                "preserve",
                '### Limity zapytań\n\nZ jednego klucza API serwisu Kurierek24 możesz wysłać maksymalnie **100 zapytań na minutę**. Gdy przekroczysz limit, serwer odpowie kodem `429 Too Many Requests`, a w nagłówku `Retry-After` znajdziesz liczbę sekund, po której można spróbować ponownie. Nie należy ponawiać zapytań w pętli bez opóźnienia.\n\nTak sprawdzisz status przesyłki:\n\n```\ncurl -H "Authorization: Bearer $TOKEN" https://api.kurierek24.pl/v2/shipments/{id}/status\n```\n\nKlienci z planem *Business* mogą wysyłać do 1000 zapytań na minutę. Jeśli potrzebujesz wyższego limitu, napisz na api@kurierek24.pl. Wszystkie endpointy opisuje [specyfikacja OpenAPI](https://api.kurierek24.pl/v2/openapi.json).',
            ),
            Good(
                "preserve",
                '### Limity zapytań\n\n- Limit: **100 zapytań na minutę** na jeden klucz API serwisu Kurierek24 (klienci z planem *Business* mogą wysyłać do 1000 zapytań na minutę).\n- Po przekroczeniu limitu serwer zwraca `429 Too Many Requests`; nagłówek `Retry-After` wskazuje, po ilu sekundach można ponowić próbę.\n- Nie należy ponawiać zapytań w pętli bez opóźnienia.\n- Potrzebujesz wyższego limitu? Napisz na api@kurierek24.pl.\n\nPrzykład – status przesyłki:\n\n```\ncurl -H "Authorization: Bearer $TOKEN" https://api.kurierek24.pl/v2/shipments/{id}/status\n```\n\nPełna lista endpointów: [specyfikacja OpenAPI](https://api.kurierek24.pl/v2/openapi.json).',
            ),
            Good(
                "en",
                '### Rate limits\n\nThe Kurierek24 API allows up to **100 requests per minute** per key. If you exceed the limit, the server returns `429 Too Many Requests`, and the `Retry-After` header tells you after how many seconds you can try again. Do not retry requests in a loop without a delay.\n\nExample of checking a shipment\'s status:\n\n```\ncurl -H "Authorization: Bearer $TOKEN" https://api.kurierek24.pl/v2/shipments/{id}/status\n```\n\nIf you need a higher limit, write to api@kurierek24.pl. Customers on the *Business* plan can send up to 1,000 requests per minute. The full list of endpoints is in the [OpenAPI specification](https://api.kurierek24.pl/v2/openapi.json).',
            ),
        ],
        bad=[
            Slip(0, [("nagłówku `Retry-After`", "nagłówku `Retry-Later`")], "code"),
            Slip(1, [("```\ncurl", "curl"), ("/status\n```", "/status")], "markdown"),
            Slip(2, [("api@kurierek24.pl", "api@kurierek24.com")], "url"),
        ],
    ),
    Case(
        key="pl-prognoza-zbiorow-zboz-susza-lubelskie",
        source="Według wstępnych szacunków Instytutu Uprawy Nawożenia i Gleboznawstwa tegoroczne zbiory zbóż w województwie lubelskim mogą być o około 15% niższe niż przed rokiem. Główną przyczyną jest susza, która w maju i czerwcu objęła prawie 60% gruntów ornych w regionie. Najbardziej ucierpiały prawdopodobnie uprawy pszenicy jarej i jęczmienia na glebach lekkich. Rolnicy, którzy chcą ubiegać się o pomoc suszową, muszą złożyć wniosek o oszacowanie strat do gminnej komisji w ciągu 30 dni od wystąpienia szkody. Eksperci zalecają, by przed jesiennymi zasiewami wykonać analizę zasobności gleby. Ostateczne dane o plonach GUS opublikuje prawdopodobnie w grudniu.",
        good=[
            Good(
                "preserve",
                "Tegoroczne zbiory zbóż na Lubelszczyźnie mogą być o mniej więcej 15% niższe niż w ubiegłym roku – wynika ze wstępnych szacunków Instytutu Uprawy Nawożenia i Gleboznawstwa. Winna jest przede wszystkim susza: w maju i czerwcu objęła ona blisko 60% gruntów ornych w regionie. Najbardziej ucierpiały prawdopodobnie uprawy pszenicy jarej i jęczmienia na glebach lekkich. Rolnik, który chce starać się o pomoc suszową, musi w ciągu 30 dni od wystąpienia szkody złożyć do gminnej komisji wniosek o oszacowanie strat. Przed jesiennymi siewami eksperci zalecają wykonanie analizy zasobności gleby. Ostateczne dane o plonach GUS poda prawdopodobnie w grudniu.",
            ),
            Good(
                "preserve",
                "Instytut Uprawy Nawożenia i Gleboznawstwa wstępnie szacuje, że zbiory zbóż w województwie lubelskim mogą być w tym roku o ok. 15% niższe niż przed rokiem. Spadek wynika głównie z suszy, która w maju i czerwcu objęła niemal 60% gruntów ornych regionu; straty dotyczą prawdopodobnie przede wszystkim pszenicy jarej i jęczmienia na glebach lekkich. Aby ubiegać się o pomoc suszową, rolnicy muszą w terminie 30 dni od wystąpienia szkody złożyć wniosek o oszacowanie strat do gminnej komisji. Eksperci zalecają wykonanie analizy zasobności gleby przed jesiennymi zasiewami. GUS opublikuje ostateczne dane o plonach prawdopodobnie w grudniu.",
            ),
            Good(
                "en",
                "According to preliminary estimates by the Institute of Soil Science and Plant Cultivation, this year's cereal harvest in the Lublin Province may be about 15% lower than last year. The main cause is the drought, which in May and June affected almost 60% of the region's arable land. Spring wheat and barley on light soils were probably hit hardest. Farmers who want to apply for drought aid must submit an application for a loss assessment to the municipal commission within 30 days of the damage occurring. Experts recommend carrying out a soil nutrient analysis before autumn sowing. Statistics Poland (GUS) will probably publish the final yield data in December.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Najbardziej ucierpiały prawdopodobnie uprawy", "Najbardziej ucierpiały uprawy")],
                "hedge",
            ),
            Slip(1, [("rolnicy muszą w terminie", "rolnicy mogą w terminie")], "modality"),
            Slip(2, [("almost 60%", "almost 70%")], "number"),
        ],
    ),
    Case(
        key="pl-praca-dyplomowa-wymogi-bibliografii",
        source="Wymogi dotyczące bibliografii w pracach dyplomowych na Wydziale Nauk Społecznych. Przypisy i bibliografię należy sporządzać zgodnie ze stylem APA (7. wydanie). Praca licencjacka musi zawierać co najmniej 20 pozycji bibliograficznych, a magisterska – co najmniej 40, w tym minimum 10 anglojęzycznych. Nie wolno cytować Wikipedii ani innych źródeł bez wskazanego autora. W przypadku artykułów naukowych należy podać numer DOI, jeśli został nadany, np. Nowak, J. (2021). Samotność w dobie pandemii. Studia Socjologiczne, 240(1), 45–67. https://doi.org/10.24425/sts.2021.136281. Promotor może dopuścić wyjątki od tych zasad w uzasadnionych przypadkach. Wszystkie prace są sprawdzane w Jednolitym Systemie Antyplagiatowym.",
        good=[
            Good(
                "preserve",
                "Bibliografia w pracy dyplomowej – wymogi Wydziału Nauk Społecznych\nPrzypisy i bibliografię musisz sporządzić zgodnie ze stylem APA (7. wydanie). W pracy licencjackiej musi się znaleźć co najmniej 20 pozycji bibliograficznych, a w magisterskiej – co najmniej 40, z czego minimum 10 anglojęzycznych. Nie wolno cytować Wikipedii ani innych źródeł, które nie mają wskazanego autora. Przy artykułach naukowych musisz podać numer DOI, o ile został nadany, np.: Nowak, J. (2021). Samotność w dobie pandemii. Studia Socjologiczne, 240(1), 45–67. https://doi.org/10.24425/sts.2021.136281. W uzasadnionych przypadkach promotor może dopuścić wyjątki od tych zasad. Każda praca jest sprawdzana w Jednolitym Systemie Antyplagiatowym.",
            ),
            Good(
                "preserve",
                "Wydział Nauk Społecznych – wymogi dotyczące bibliografii w pracach dyplomowych:\n1. Przypisy i bibliografię należy sporządzać w stylu APA (7. wydanie).\n2. Praca licencjacka musi zawierać co najmniej 20 pozycji bibliograficznych, praca magisterska – co najmniej 40 (w tym minimum 10 anglojęzycznych).\n3. Cytowanie Wikipedii oraz innych źródeł bez wskazanego autora jest niedozwolone.\n4. Dla artykułów naukowych należy podać numer DOI, jeżeli został nadany, np. Nowak, J. (2021). Samotność w dobie pandemii. Studia Socjologiczne, 240(1), 45–67. https://doi.org/10.24425/sts.2021.136281.\n5. W uzasadnionych przypadkach promotor może dopuścić wyjątki od powyższych zasad.\n6. Wszystkie prace są sprawdzane w Jednolitym Systemie Antyplagiatowym.",
            ),
            Good(
                "en",
                "Bibliography requirements for diploma theses at the Faculty of Social Sciences. Footnotes and bibliographies must follow APA style (7th edition). A bachelor's thesis must include at least 20 bibliographic items, and a master's thesis at least 40, of which at least 10 must be in English. Wikipedia and other sources with no named author must not be cited. For journal articles, the DOI must be given if one has been assigned, e.g. Nowak, J. (2021). Samotność w dobie pandemii. Studia Socjologiczne, 240(1), 45–67. https://doi.org/10.24425/sts.2021.136281. In justified cases, the supervisor may allow exceptions to these rules. All theses are checked in the Uniform Anti-Plagiarism System (JSA).",
            ),
        ],
        bad=[
            Slip(0, [("240(1), 45–67", "240(1), 45–76")], "citation"),
            Slip(1, [("jest niedozwolone", "jest dozwolone")], "negation"),
            Slip(
                2,
                [("A bachelor's thesis must include", "A bachelor's thesis should include")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wycena-remontu-lazienki-mail",
        source="Szanowny Panie,\nprzesyłam wstępną wycenę remontu łazienki o powierzchni 5,5 m². Robocizna (skucie starych płytek, hydraulika, położenie ok. 28 m² nowych płytek, montaż armatury) to 9800 zł brutto. Koszt materiałów szacuję na około 6000–7500 zł, w zależności od wybranych płytek i ceramiki. Prace potrwają prawdopodobnie trzy tygodnie, ale jeśli po skuciu okaże się, że instalacja jest w złym stanie, termin może się wydłużyć. Wymiana pionu kanalizacyjnego nie jest ujęta w wycenie, ponieważ wymaga zgody wspólnoty. Zaliczka wynosi 30% kosztu robocizny i jest płatna przy podpisaniu umowy. Ostateczną cenę podam po oględzinach na miejscu.\nPozdrawiam\nKrzysztof Malinowski",
        good=[
            Good(
                "preserve",
                "Szanowny Panie,\nponiżej przesyłam wstępną wycenę remontu łazienki (5,5 m²):\n- robocizna – 9800 zł brutto (skucie starych płytek, hydraulika, ułożenie ok. 28 m² nowych płytek, montaż armatury);\n- materiały – szacunkowo około 6000–7500 zł, zależnie od wybranych płytek i ceramiki.\nPrace potrwają prawdopodobnie trzy tygodnie; termin może się jednak wydłużyć, jeśli po skuciu okaże się, że instalacja jest w złym stanie. Wycena nie obejmuje wymiany pionu kanalizacyjnego, bo wymaga ona zgody wspólnoty. Zaliczka to 30% kosztu robocizny, płatna przy podpisaniu umowy. Ostateczną cenę podam po oględzinach na miejscu.\nPozdrawiam\nKrzysztof Malinowski",
            ),
            Good(
                "preserve",
                "Dzień dobry,\nwstępnie wyceniam remont Pana łazienki (5,5 m²) następująco: robocizna to 9800 zł brutto i obejmuje skucie starych płytek, hydraulikę, położenie około 28 m² nowych płytek oraz montaż armatury. Materiały to według moich szacunków ok. 6000–7500 zł, zależnie od płytek i ceramiki, które Pan wybierze. Remont zajmie prawdopodobnie trzy tygodnie, choć jeśli po skuciu instalacja okaże się w złym stanie, może to potrwać dłużej. W wycenie nie uwzględniłem wymiany pionu kanalizacyjnego, ponieważ wymaga ona zgody wspólnoty. Przy podpisaniu umowy płatna jest zaliczka w wysokości 30% kosztu robocizny. Ostateczną cenę podam po oględzinach na miejscu.\nPozdrawiam serdecznie\nKrzysztof Malinowski",
            ),
            Good(
                "en",
                "Dear Sir,\nPlease find below my preliminary quote for renovating your 5.5 m² bathroom. Labour (removing the old tiles, plumbing, laying about 28 m² of new tiles and fitting the taps and fixtures) comes to PLN 9,800 gross. I estimate the cost of materials at around PLN 6,000–7,500, depending on the tiles and sanitary ware you choose. The work will probably take three weeks, but if the pipework turns out to be in poor condition once the old tiles are removed, it may take longer. Replacing the soil stack is not included in the quote, as it requires the housing association's consent. The deposit is 30% of the labour cost and is payable when the contract is signed. I will give you the final price after an on-site inspection.\nKind regards,\nKrzysztof Malinowski",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Prace potrwają prawdopodobnie trzy tygodnie", "Prace potrwają trzy tygodnie")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Ostateczną cenę podam po oględzinach na miejscu.",
                        "Ostateczną cenę podam po oględzinach na miejscu, a na wszystkie prace udzielam trzech lat gwarancji.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("30% of the labour cost", "20% of the labour cost")], "number"),
        ],
    ),
]

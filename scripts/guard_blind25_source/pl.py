# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 25: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-przepis-pierogi",
        source="Pierogi ruskie (ok. 40 sztuk). Z 500 g mąki pszennej, 250 ml ciepłej wody, 2 łyżek oleju i szczypty soli zagnieć gładkie ciasto i odstaw je pod przykryciem na 30 minut. Na farsz ugotuj 600 g ziemniaków, przeciśnij je przez praskę i wymieszaj z 300 g twarogu półtłustego oraz 2 cebulami zeszklonymi na maśle. Farsz musi całkowicie ostygnąć, zanim zaczniesz lepić. Ciasto rozwałkuj na grubość około 2 mm i wykrawaj krążki szklanką o średnicy 7 cm. Brzegi trzeba dokładnie skleić, bo inaczej pierogi rozkleją się w wodzie. Gotuj partiami we wrzącej, osolonej wodzie przez 2–3 minuty od wypłynięcia. Nie należy ich przykrywać podczas gotowania. Surowe pierogi można zamrozić.",
        good=[
            Good(
                "preserve",
                "Przepis na około 40 pierogów ruskich. Zagnieć gładkie ciasto z 500 g mąki pszennej, 250 ml ciepłej wody, 2 łyżek oleju i szczypty soli, przykryj je i zostaw na 30 minut. Farsz: ugotuj 600 g ziemniaków, przeciśnij przez praskę, a potem połącz z 300 g półtłustego twarogu i 2 cebulami zeszklonymi na maśle. Zanim zaczniesz lepić, farsz musi zupełnie wystygnąć. Rozwałkuj ciasto na mniej więcej 2 mm i wytnij krążki szklanką o średnicy 7 cm. Brzegi trzeba starannie skleić – inaczej pierogi rozkleją się w wodzie. Gotuj je partiami w osolonym wrzątku przez 2–3 minuty od momentu wypłynięcia, bez przykrywania garnka. Surowe pierogi możesz zamrozić.",
            ),
            Good(
                "preserve",
                "**Pierogi ruskie – ok. 40 sztuk**\n- Ciasto: 500 g mąki pszennej, 250 ml ciepłej wody, 2 łyżki oleju, szczypta soli. Zagnieć na gładko i odstaw przykryte na 30 min.\n- Farsz: 600 g ugotowanych ziemniaków przeciśniętych przez praskę + 300 g półtłustego twarogu + 2 cebule zeszklone na maśle.\n- Zanim zaczniesz lepić, farsz musi całkiem ostygnąć.\n- Rozwałkuj ciasto na ok. 2 mm, wykrawaj krążki szklanką o średnicy 7 cm.\n- Brzegi trzeba porządnie skleić, inaczej pierogi rozkleją się w wodzie.\n- Gotuj partiami w osolonym wrzątku, 2–3 min od wypłynięcia; nie przykrywaj garnka.\n- Surowe pierogi można mrozić.",
            ),
            Good(
                "en",
                "Russian-style pierogi (makes about 40). Knead a smooth dough from 500 g plain wheat flour, 250 ml warm water, 2 tablespoons of oil and a pinch of salt, then cover it and leave it to rest for 30 minutes. For the filling, boil 600 g of potatoes, press them through a ricer and mix with 300 g of half-fat curd cheese and 2 onions softened in butter. The filling must cool completely before you start assembling. Roll the dough out to about 2 mm thick and cut out rounds with a 7 cm glass. The edges have to be sealed carefully, otherwise the pierogi will come apart in the water. Cook them in batches in boiling salted water for 2–3 minutes after they float to the surface. Do not cover them while cooking. Uncooked pierogi can be frozen.",
            ),
        ],
        bad=[
            Slip(0, [("z 300 g półtłustego twarogu", "z 500 g półtłustego twarogu")], "number"),
            Slip(1, [("Rozwałkuj ciasto na ok. 2 mm", "Rozwałkuj ciasto na 2 mm")], "hedge"),
            Slip(
                2, [("Do not cover them while cooking.", "Cover them while cooking.")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-dzbanek-filtrujacy",
        source="## Dzbanek filtrujący AquaLine 2,4 l – pierwsze użycie\n\n- Przed pierwszym użyciem umyj dzbanek ciepłą wodą z płynem; **nie myj** go w zmywarce.\n- Nowy wkład namocz w zimnej wodzie przez 15 minut, a następnie dwukrotnie przefiltruj i wylej wodę.\n- Wkład należy wymieniać co 4 tygodnie lub po przefiltrowaniu 150 litrów wody.\n- Przefiltrowaną wodę najlepiej wypić w ciągu 24 godzin; można ją przechowywać w lodówce.\n- Filtr nie uzdatnia wody niezdatnej do picia.\n\nWkłady zamienne kupisz na aqualine.example.pl/wklady.",
        good=[
            Good(
                "preserve",
                "## AquaLine 2,4 l – jak zacząć\n\n- Zanim użyjesz dzbanka po raz pierwszy, umyj go ciepłą wodą z dodatkiem płynu. Do zmywarki go **nie wkładaj**.\n- Nowy wkład zanurz na 15 minut w zimnej wodzie, potem dwa razy przefiltruj wodę i ją wylej.\n- Wkład trzeba wymieniać co 4 tygodnie albo po przefiltrowaniu 150 litrów wody.\n- Najlepiej wypić przefiltrowaną wodę w ciągu 24 godzin; wolno ją trzymać w lodówce.\n- Dzbanek nie zamieni wody niezdatnej do picia w wodę pitną.\n\nWkłady na wymianę są dostępne na aqualine.example.pl/wklady.",
            ),
            Good(
                "preserve",
                "Dzbanek filtrujący AquaLine o pojemności 2,4 l przed pierwszym użyciem należy umyć ciepłą wodą z płynem – nie wolno myć go w zmywarce. Nowy wkład namocz przez 15 minut w zimnej wodzie, po czym dwukrotnie przefiltruj wodę i ją wylej. Wkład wymienia się obowiązkowo co 4 tygodnie lub po przefiltrowaniu 150 litrów. Przefiltrowaną wodę najlepiej wypić w ciągu doby, a przechowywać można ją w lodówce. Pamiętaj, że filtr nie uzdatnia wody, która nie nadaje się do picia. Wkłady zamienne są w sprzedaży na stronie aqualine.example.pl/wklady.",
            ),
            Good(
                "en",
                "## AquaLine 2.4 l filter jug – first use\n\n- Before using the jug for the first time, wash it in warm soapy water; **do not** put it in the dishwasher.\n- Soak a new cartridge in cold water for 15 minutes, then filter water through it twice and pour it away.\n- The cartridge must be replaced every 4 weeks or after filtering 150 litres of water.\n- Filtered water is best drunk within 24 hours; it can be stored in the fridge.\n- The filter does not make unsafe water fit to drink.\n\nReplacement cartridges are available at aqualine.example.pl/wklady.",
            ),
        ],
        bad=[
            Slip(0, [("\n- Nowy wkład", " Nowy wkład")], "markdown"),
            Slip(1, [("po przefiltrowaniu 150 litrów", "po przefiltrowaniu 250 litrów")], "number"),
            Slip(
                2, [("The cartridge must be replaced", "The cartridge can be replaced")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-polisomnografia",
        source="Szanowny Panie,\nuprzejmie informujemy, że badanie polisomnograficzne w Pracowni Zaburzeń Snu Szpitala Miejskiego w Radomiu odbędzie się w nocy z 18 na 19 listopada. Należy zgłosić się na oddział (budynek C, 2. piętro) o godz. 20:30 z dowodem osobistym i skierowaniem. W dniu badania nie wolno pić kawy ani alkoholu, a drzemki w ciągu dnia nie są zalecane. Można przyjąć leki stałe, chyba że lekarz zdecydował inaczej. Prosimy zabrać piżamę i przybory toaletowe; włosy powinny być umyte, bez żelu ani lakieru. Wypis z wynikiem otrzyma Pan prawdopodobnie w ciągu 14 dni. W razie rezygnacji prosimy o telefon pod nr 48 361 22 40 najpóźniej 3 dni przed terminem.",
        good=[
            Good(
                "preserve",
                "Szanowny Panie,\nbadanie polisomnograficzne zaplanowano w Pracowni Zaburzeń Snu Szpitala Miejskiego w Radomiu na noc z 18 na 19 listopada. Należy stawić się w budynku C na 2. piętrze o godz. 20:30, mając przy sobie dowód osobisty i skierowanie. W dniu badania obowiązuje zakaz picia kawy i alkoholu; nie zaleca się też drzemek w ciągu dnia. Leki przyjmowane na stałe można zażyć, o ile lekarz nie zdecydował inaczej. Prosimy zabrać piżamę i przybory toaletowe, a włosy powinny być czyste, bez żelu i lakieru. Wypis z wynikiem zostanie Panu przekazany najpewniej w ciągu 14 dni. Rezygnację prosimy zgłosić telefonicznie (48 361 22 40) nie później niż 3 dni przed wyznaczonym terminem.",
            ),
            Good(
                "preserve",
                "Dzień dobry,\nPana badanie snu (polisomnografia) odbędzie się w Pracowni Zaburzeń Snu Szpitala Miejskiego w Radomiu w nocy z 18 na 19 listopada. Na oddział – budynek C, 2. piętro – trzeba przyjść o 20:30, zabierając dowód osobisty i skierowanie. Tego dnia nie wolno Panu pić kawy ani alkoholu i lepiej nie drzemać w dzień. Stałe leki może Pan przyjąć, chyba że lekarz zdecydował inaczej. Prosimy wziąć piżamę i przybory toaletowe oraz umyć włosy i nie nakładać na nie żelu ani lakieru. Wypis z wynikiem dostanie Pan prawdopodobnie w ciągu 14 dni. Jeśli zrezygnuje Pan z badania, prosimy zadzwonić pod numer 48 361 22 40 co najmniej 3 dni wcześniej.",
            ),
            Good(
                "en",
                "Dear Sir,\nWe would like to inform you that your polysomnography test at the Sleep Disorders Unit of Radom City Hospital will take place overnight from 18 to 19 November. You must report to the unit (Building C, 2nd floor) at 20:30 with your ID card and referral. On the day of the test you must not drink coffee or alcohol, and daytime naps are not recommended. You may take your regular medication unless your doctor has decided otherwise. Please bring pyjamas and toiletries; your hair should be washed and free of gel or hairspray. You will probably receive your discharge summary with the result within 14 days. If you need to cancel, please phone 48 361 22 40 at least 3 days before the appointment.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Leki przyjmowane na stałe można zażyć",
                        "Leki przyjmowane na stałe trzeba zażyć",
                    )
                ],
                "modality",
            ),
            Slip(1, [("w nocy z 18 na 19 listopada", "w nocy z 19 na 20 listopada")], "date"),
            Slip(
                2,
                [("daytime naps are not recommended", "daytime naps are recommended")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zwrot-podrecznikow",
        source="Szanowni Rodzice,\nprzypominamy, że uczniowie klas 4–8 muszą zwrócić wypożyczone podręczniki do biblioteki szkolnej Szkoły Podstawowej nr 12 w Lublinie do piątku 14 czerwca. Biblioteka będzie czynna od poniedziałku do czwartku w godz. 8:00–15:00, a w piątek do 13:00. Książki należy oddać czyste, bez okładek foliowych i bez wpisów. Za zniszczony lub zgubiony podręcznik szkoła może zażądać zwrotu kosztów zgodnie z art. 22ak ust. 4 ustawy o systemie oświaty – zwykle jest to od 20 do 40 zł. Uczniowie, którzy nie oddadzą książek, nie otrzymają podręczników na nowy rok szkolny we wrześniu. Pytania prosimy kierować na adres biblioteka@sp12.lublin.example.pl.\nDyrekcja SP 12",
        good=[
            Good(
                "preserve",
                "Szanowni Rodzice,\nuprzejmie przypominamy, że termin obowiązkowego zwrotu wypożyczonych podręczników przez uczniów klas 4–8 do biblioteki Szkoły Podstawowej nr 12 w Lublinie upływa w piątek 14 czerwca. Biblioteka jest otwarta od poniedziałku do czwartku w godzinach 8:00–15:00, w piątek zaś do 13:00. Podręczniki trzeba oddać w czystym stanie, bez foliowych okładek i bez żadnych wpisów. Na podstawie art. 22ak ust. 4 ustawy o systemie oświaty szkoła może żądać zwrotu kosztów zniszczonego lub zagubionego podręcznika; kwota wynosi zazwyczaj 20–40 zł. Uczniowie, którzy nie zwrócą książek, nie dostaną podręczników na nowy rok szkolny we wrześniu. Pytania prosimy przesyłać na adres biblioteka@sp12.lublin.example.pl.\nDyrekcja SP 12",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice,\nuczniowie klas 4–8 mają czas do piątku 14 czerwca, żeby oddać wypożyczone podręczniki do biblioteki w SP nr 12 w Lublinie – to obowiązek. Biblioteka działa od poniedziałku do czwartku od 8:00 do 15:00, a w piątek do 13:00. Książki trzeba przynieść czyste, bez folii i bez żadnych dopisków. Jeśli podręcznik jest zniszczony albo zgubiony, szkoła może zażądać zwrotu kosztów (art. 22ak ust. 4 ustawy o systemie oświaty) – najczęściej chodzi o 20–40 zł. Kto nie odda książek, we wrześniu nie dostanie podręczników na nowy rok szkolny. Pytania: biblioteka@sp12.lublin.example.pl.\nDyrekcja SP 12",
            ),
            Good(
                "en",
                "Dear Parents,\nThis is a reminder that pupils in years 4–8 must return their borrowed textbooks to the library of Primary School No. 12 in Lublin by Friday 14 June. The library will be open Monday to Thursday from 8:00 to 15:00, and on Friday until 13:00. Books must be returned clean, without plastic covers and with nothing written in them. Under Article 22ak(4) of the Education System Act, the school may require reimbursement for a damaged or lost textbook – usually between PLN 20 and 40. Pupils who do not return their books will not receive textbooks for the new school year in September. Please send any questions to biblioteka@sp12.lublin.example.pl.\nThe Head Teacher, SP 12",
            ),
        ],
        bad=[
            Slip(0, [("upływa w piątek 14 czerwca", "upływa w piątek 21 czerwca")], "date"),
            Slip(
                1,
                [
                    (
                        "najczęściej chodzi o 20–40 zł.",
                        "najczęściej chodzi o 20–40 zł, płatne przelewem na konto Rady Rodziców.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The library will be open Monday to Thursday from 8:00 to 15:00, and on Friday until 13:00.",
                        "Biblioteka będzie czynna od poniedziałku do czwartku w godz. 8:00–15:00, a w piątek do 13:00.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-trolejbusy-objazd",
        source="Komunikat MPK Gdynia: od soboty 5 kwietnia do niedzieli 27 kwietnia, w związku z remontem sieci trakcyjnej na ul. Morskiej, trolejbusy linii 21 i 27 będą kursować objazdem przez ul. Chwarznieńską. Przystanki Morska – Kcyńska oraz Morska – Zielona zostaną zawieszone. Podróż wydłuży się o około 6 minut. W dni robocze w godzinach 6:00–9:00 linia 21 będzie dodatkowo wspierana autobusami co 10 minut. Bilety jednorazowe zachowują ważność w autobusach zastępczych. Pasażerowie nie muszą kupować nowych biletów przy przesiadce. Rozkłady jazdy są dostępne na mpk.gdynia.example.pl/objazdy; zmiany mogą jeszcze nastąpić, dlatego przed podróżą warto sprawdzić stronę.",
        good=[
            Good(
                "preserve",
                "Od soboty 5 kwietnia do niedzieli 27 kwietnia trolejbusy linii 21 i 27 pojadą objazdem ulicą Chwarznieńską, bo MPK Gdynia remontuje sieć trakcyjną na ul. Morskiej. Zawieszone zostaną przystanki Morska – Kcyńska i Morska – Zielona. Przejazd potrwa mniej więcej 6 minut dłużej. W dni robocze od 6:00 do 9:00 linię 21 wesprą dodatkowo autobusy kursujące co 10 minut. W autobusach zastępczych ważne są bilety jednorazowe, a przy przesiadce nie trzeba kupować nowego biletu. Rozkłady znajdziesz na mpk.gdynia.example.pl/objazdy – możliwe są jeszcze zmiany, więc przed wyjazdem dobrze tam zajrzeć.",
            ),
            Good(
                "preserve",
                "**MPK Gdynia – objazd linii trolejbusowych 21 i 27**\n- Termin: od soboty 5 kwietnia do niedzieli 27 kwietnia.\n- Przyczyna: remont sieci trakcyjnej na ul. Morskiej; trasa objazdu przez ul. Chwarznieńską.\n- Zawieszone przystanki: Morska – Kcyńska, Morska – Zielona.\n- Wydłużenie czasu przejazdu: ok. 6 minut.\n- Dni robocze, 6:00–9:00: dodatkowe autobusy wspierające linię 21, co 10 minut.\n- Bilety jednorazowe ważne w autobusach zastępczych; przy przesiadce zakup nowego biletu nie jest wymagany.\n- Rozkłady: mpk.gdynia.example.pl/objazdy. Zmiany są jeszcze możliwe – przed podróżą zaleca się sprawdzenie strony.",
            ),
            Good(
                "en",
                "MPK Gdynia notice: from Saturday 5 April to Sunday 27 April, while the overhead wires on ul. Morska are being renovated, trolleybus lines 21 and 27 will be diverted via ul. Chwarznieńska. The Morska – Kcyńska and Morska – Zielona stops will be suspended. Journeys will take about 6 minutes longer. On weekdays between 6:00 and 9:00, line 21 will also be supported by extra buses every 10 minutes. Single tickets remain valid on the replacement buses. Passengers do not need to buy a new ticket when changing. Timetables are available at mpk.gdynia.example.pl/objazdy; further changes are possible, so it is worth checking the website before you travel.",
            ),
        ],
        bad=[
            Slip(0, [("do niedzieli 27 kwietnia", "do niedzieli 20 kwietnia")], "date"),
            Slip(1, [("co 10 minut", "co 15 minut")], "number"),
            Slip(2, [("mpk.gdynia.example.pl/objazdy", "mpk.gdynia.example.pl/rozklady")], "url"),
        ],
    ),
    Case(
        key="pl-nnw-szkolne",
        source="Ubezpieczenie NNW dzieci i młodzieży – wariant Szkoła+ na rok szkolny 2025/2026. Składka wynosi 58 zł za ucznia i należy ją opłacić do 30 września. Ochrona obejmuje nieszczęśliwe wypadki 24 godziny na dobę, również podczas ferii i wakacji. Suma ubezpieczenia to 20 000 zł; za każdy 1% trwałego uszczerbku na zdrowiu wypłacamy 200 zł. Ubezpieczenie nie obejmuje wypadków powstałych podczas uprawiania sportów wysokiego ryzyka, np. skoków spadochronowych. Szkodę można zgłosić online na nnw.ubezpieczyciel.example.pl/zgloszenie. Do zgłoszenia trzeba dołączyć dokumentację medyczną. Wypłata następuje zazwyczaj w ciągu 14 dni od otrzymania kompletu dokumentów.",
        good=[
            Good(
                "preserve",
                "Szkoła+ to wariant ubezpieczenia NNW dzieci i młodzieży na rok szkolny 2025/2026. Za każdego ucznia płaci się 58 zł składki, którą trzeba opłacić do 30 września. Polisa chroni przed skutkami nieszczęśliwych wypadków przez całą dobę, także w ferie i wakacje. Suma ubezpieczenia wynosi 20 000 zł, a za każdy 1% trwałego uszczerbku na zdrowiu wypłacane jest 200 zł. Wypadki przy uprawianiu sportów wysokiego ryzyka, takich jak skoki spadochronowe, nie są objęte ochroną. Szkodę da się zgłosić przez internet: nnw.ubezpieczyciel.example.pl/zgloszenie; konieczne jest dołączenie dokumentacji medycznej. Pieniądze wypłacamy zwykle w ciągu 14 dni od otrzymania kompletu dokumentów.",
            ),
            Good(
                "preserve",
                "Wariant Szkoła+ ubezpieczenia NNW dzieci i młodzieży obowiązuje w roku szkolnym 2025/2026. Składka w wysokości 58 zł za ucznia musi zostać opłacona do 30 września. Zakres ochrony obejmuje nieszczęśliwe wypadki przez 24 godziny na dobę, w tym w okresie ferii i wakacji. Suma ubezpieczenia wynosi 20 000 zł, przy czym z tytułu każdego 1% trwałego uszczerbku na zdrowiu wypłacana jest kwota 200 zł. Z ochrony wyłączone są wypadki powstałe podczas uprawiania sportów wysokiego ryzyka (np. skoków spadochronowych). Zgłoszenia szkody można dokonać online pod adresem nnw.ubezpieczyciel.example.pl/zgloszenie; obowiązkowym załącznikiem jest dokumentacja medyczna. Świadczenie wypłacane jest zazwyczaj w terminie 14 dni od otrzymania kompletu dokumentów.",
            ),
            Good(
                "en",
                "Children's and young people's accident insurance (NNW) – Szkoła+ option for the 2025/2026 school year. The premium is PLN 58 per pupil and must be paid by 30 September. Cover applies to accidents 24 hours a day, including during the winter break and summer holidays. The sum insured is PLN 20,000, and we pay PLN 200 for each 1% of permanent impairment. The policy does not cover accidents that occur while taking part in high-risk sports such as parachute jumping. Claims can be submitted online at nnw.ubezpieczyciel.example.pl/zgloszenie, and medical records must be attached. Payment is usually made within 14 days of receiving all the required documents.",
            ),
        ],
        bad=[
            Slip(0, [("płaci się 58 zł składki", "płaci się 68 zł składki")], "number"),
            Slip(
                1, [("obowiązkowym załącznikiem jest", "zalecanym załącznikiem jest")], "modality"
            ),
            Slip(
                2,
                [("The policy does not cover accidents", "The policy also covers accidents")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-odroczenie-rozprawy",
        source="Sąd Rejonowy w Kielcach, I Wydział Cywilny, sygn. akt I C 412/24. Zawiadomienie o odroczeniu rozprawy. Rozprawa wyznaczona na 14 stycznia 2025 r. została odroczona z powodu choroby sędziego referenta. Nowy termin wyznaczono na 12 lutego 2025 r., godz. 10:15, sala nr 214. Osobiste stawiennictwo stron nie jest obowiązkowe, jednak nieobecność strony nie wstrzymuje rozpoznania sprawy. Zgodnie z art. 214 § 1 Kodeksu postępowania cywilnego rozprawa ulega odroczeniu, jeżeli strona wykaże, że nie może się stawić z powodu przeszkody, której nie da się przezwyciężyć. Usprawiedliwienie choroby wymaga zaświadczenia lekarza sądowego. Strona może złożyć pismo przygotowawcze najpóźniej 7 dni przed rozprawą. Rozprawa potrwa prawdopodobnie około 2 godzin.",
        good=[
            Good(
                "preserve",
                "Sąd Rejonowy w Kielcach, I Wydział Cywilny (sygn. akt I C 412/24), zawiadamia o odroczeniu rozprawy. Z uwagi na chorobę sędziego referenta rozprawa zaplanowana na 14 stycznia 2025 r. nie odbędzie się; nowy termin to 12 lutego 2025 r., godz. 10:15, sala nr 214. Strony nie mają obowiązku osobistego stawiennictwa, przy czym ich nieobecność nie wstrzymuje rozpoznania sprawy. Stosownie do art. 214 § 1 Kodeksu postępowania cywilnego rozprawa ulega odroczeniu, jeżeli strona wykaże, że nie może stawić się z powodu przeszkody niemożliwej do przezwyciężenia. Chorobę usprawiedliwia wyłącznie zaświadczenie lekarza sądowego. Pismo przygotowawcze strona może złożyć najpóźniej na 7 dni przed rozprawą. Przewiduje się, że rozprawa potrwa około 2 godzin.",
            ),
            Good(
                "preserve",
                "Zawiadomienie z Sądu Rejonowego w Kielcach (I Wydział Cywilny, sprawa I C 412/24): rozprawa z 14 stycznia 2025 r. została przełożona, bo zachorował sędzia referent. Odbędzie się 12 lutego 2025 r. o 10:15 w sali nr 214. Strony nie muszą przychodzić osobiście, ale ich nieobecność nie wstrzyma rozpoznania sprawy. Według art. 214 § 1 Kodeksu postępowania cywilnego rozprawę odracza się, gdy strona wykaże, że nie może przyjść z powodu przeszkody, której nie da się przezwyciężyć. Jeśli powodem jest choroba, potrzebne jest zaświadczenie od lekarza sądowego. Pismo przygotowawcze można złożyć najpóźniej 7 dni przed rozprawą. Rozprawa potrwa prawdopodobnie około 2 godzin.",
            ),
            Good(
                "en",
                "District Court in Kielce, 1st Civil Division, case no. I C 412/24. Notice of adjournment. The hearing scheduled for 14 January 2025 has been adjourned because the reporting judge is ill. The new date is 12 February 2025 at 10:15, courtroom 214. The parties are not required to attend in person, but a party's absence does not halt the examination of the case. Under Article 214 § 1 of the Code of Civil Procedure, a hearing is adjourned if a party shows that they cannot attend because of an obstacle that cannot be overcome. Illness must be excused with a certificate from a court-appointed doctor. A party may file a pleading no later than 7 days before the hearing. The hearing will probably last about 2 hours.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "art. 214 § 1 Kodeksu postępowania cywilnego",
                        "art. 241 § 1 Kodeksu postępowania cywilnego",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("Pismo przygotowawcze można złożyć", "Pismo przygotowawcze trzeba złożyć")],
                "modality",
            ),
            Slip(
                2,
                [("The new date is 12 February 2025", "The new date is 21 February 2025")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-skansen-jarmark",
        source="Jarmark Świętojański w Muzeum Wsi Mazowieckiej w Sierpcu odbędzie się w dniach 21–22 czerwca w godz. 10:00–18:00. W programie m.in. pokazy dawnych rzemiosł, warsztaty plecionkarskie dla dzieci i koncert kapeli ludowej w sobotę o 17:00. Bilet normalny kosztuje 25 zł, ulgowy 15 zł; dzieci do lat 7 wchodzą bezpłatnie. Na teren skansenu nie można wprowadzać psów, z wyjątkiem psów asystujących. Parking przy muzeum mieści około 200 samochodów i w weekend zwykle szybko się zapełnia, dlatego warto przyjechać wcześniej lub skorzystać z bezpłatnego busa z dworca PKP. Szczegóły na mwm.example.pl/jarmark.",
        good=[
            Good(
                "preserve",
                "W dniach 21–22 czerwca, od 10:00 do 18:00, Muzeum Wsi Mazowieckiej w Sierpcu zaprasza na Jarmark Świętojański. Będą m.in. pokazy dawnych rzemiosł, warsztaty plecionkarskie dla dzieci oraz koncert kapeli ludowej – w sobotę o 17:00. Bilet normalny to 25 zł, ulgowy 15 zł, a dzieci do 7 lat wchodzą za darmo. Psów nie wolno wprowadzać na teren skansenu – wyjątkiem są psy asystujące. Parking przy muzeum ma miejsce na mniej więcej 200 aut i w weekend zazwyczaj szybko brakuje na nim miejsc, więc lepiej przyjechać wcześniej albo dojechać bezpłatnym busem z dworca PKP. Więcej informacji: mwm.example.pl/jarmark.",
            ),
            Good(
                "preserve",
                "**Jarmark Świętojański – Muzeum Wsi Mazowieckiej w Sierpcu**\n- Termin: 21–22 czerwca, godz. 10:00–18:00\n- Program (wybrane punkty): pokazy dawnych rzemiosł, warsztaty plecionkarskie dla dzieci, koncert kapeli ludowej (sobota, 17:00)\n- Bilety: normalny 25 zł, ulgowy 15 zł; dzieci do lat 7 – wstęp wolny\n- Psy: zakaz wprowadzania na teren skansenu (nie dotyczy psów asystujących)\n- Parking: ok. 200 miejsc, w weekend zwykle szybko zajęty – zalecamy wcześniejszy przyjazd lub bezpłatny bus z dworca PKP\n- Szczegóły: mwm.example.pl/jarmark",
            ),
            Good(
                "en",
                "The Midsummer Fair (Jarmark Świętojański) at the Museum of the Mazovian Countryside in Sierpc will take place on 21–22 June from 10:00 to 18:00. The programme includes, among other things, demonstrations of traditional crafts, basket-weaving workshops for children and a folk band concert on Saturday at 17:00. A standard ticket costs PLN 25 and a concession ticket PLN 15; children under 7 get in free. Dogs are not allowed into the open-air museum, except assistance dogs. The museum car park holds about 200 cars and usually fills up quickly at the weekend, so it is worth arriving early or taking the free shuttle bus from the PKP railway station. Details at mwm.example.pl/jarmark.",
            ),
        ],
        bad=[
            Slip(0, [("ma miejsce na mniej więcej 200 aut", "ma miejsce na 200 aut")], "hedge"),
            Slip(1, [("ulgowy 15 zł", "ulgowy 12 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "children under 7 get in free.",
                        "children under 7 get in free, and family tickets are available for PLN 60.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-plan-urlopow",
        source="Zasady planowania urlopów w Zakładzie Poligraficznym Drukpol sp. z o.o. na 2026 r. Każdy pracownik powinien zgłosić przełożonemu preferowane terminy urlopu do 31 stycznia; plan urlopów zostanie opublikowany w intranecie do 28 lutego. Zgodnie z art. 162 Kodeksu pracy co najmniej jedna część urlopu musi trwać nie mniej niż 14 kolejnych dni kalendarzowych. W okresie od 1 do 20 grudnia urlopy nie będą udzielane ze względu na szczyt produkcji, chyba że zgodzi się na to dyrektor zakładu. Niewykorzystany urlop za 2025 r. trzeba wykorzystać do 30 września 2026 r. Urlop na żądanie (do 4 dni w roku) można zgłosić najpóźniej w dniu jego rozpoczęcia, przed godz. 8:00.",
        good=[
            Good(
                "preserve",
                "Drukpol sp. z o.o. (Zakład Poligraficzny) – zasady planowania urlopów na 2026 r. Preferowane terminy urlopu pracownicy powinni przekazać przełożonym do 31 stycznia, a plan urlopów zostanie udostępniony w intranecie do 28 lutego. Na podstawie art. 162 Kodeksu pracy przynajmniej jedna część urlopu musi obejmować co najmniej 14 kolejnych dni kalendarzowych. Z uwagi na szczyt produkcji od 1 do 20 grudnia urlopy nie będą udzielane – wyjątek wymaga zgody dyrektora zakładu. Urlop zaległy za 2025 r. należy wykorzystać najpóźniej do 30 września 2026 r. Urlop na żądanie, przysługujący w wymiarze do 4 dni w roku, można zgłosić najpóźniej w dniu jego rozpoczęcia do godz. 8:00.",
            ),
            Good(
                "preserve",
                "Urlopy w Zakładzie Poligraficznym Drukpol sp. z o.o. w 2026 r. – najważniejsze zasady:\n- Swoje preferowane terminy warto zgłosić przełożonemu do 31 stycznia; plan urlopów trafi do intranetu do 28 lutego.\n- Co najmniej jedna część urlopu musi trwać minimum 14 kolejnych dni kalendarzowych (art. 162 Kodeksu pracy).\n- 1–20 grudnia to szczyt produkcji: w tym czasie urlopów się nie udziela, chyba że zgodę wyda dyrektor zakładu.\n- Zaległy urlop za 2025 r. trzeba wybrać do 30 września 2026 r.\n- Urlop na żądanie (maks. 4 dni w roku) można zgłosić najpóźniej w dniu jego rozpoczęcia, przed 8:00.",
            ),
            Good(
                "en",
                "Leave planning rules at the Drukpol sp. z o.o. printing works for 2026. Every employee should tell their manager their preferred leave dates by 31 January; the leave schedule will be published on the intranet by 28 February. Under Article 162 of the Labour Code, at least one part of the leave must last no less than 14 consecutive calendar days. Because of peak production, no leave will be granted from 1 to 20 December unless the plant director agrees. Unused leave for 2025 must be taken by 30 September 2026. Leave on demand (up to 4 days a year) can be requested no later than on the day it starts, before 8:00.",
            ),
        ],
        bad=[
            Slip(0, [("art. 162 Kodeksu pracy", "art. 152 Kodeksu pracy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Zaległy urlop za 2025 r. trzeba wybrać",
                        "Zaległy urlop za 2025 r. warto wybrać",
                    )
                ],
                "modality",
            ),
            Slip(2, [("no leave will be granted", "leave will be granted")], "negation"),
        ],
    ),
    Case(
        key="pl-umowa-strona-www",
        source="§ 4. Zakres prac i terminy. Wykonawca przygotuje stronę internetową Zamawiającego w oparciu o WordPress 6.x i przekaże ją do testów do 15 maja 2025 r. Cena obejmuje 8 podstron, formularz kontaktowy oraz wdrożenie certyfikatu SSL. Każda dodatkowa podstrona kosztuje 350 zł netto. Wykonawca nie odpowiada za treści dostarczone przez Zamawiającego. Zamawiający musi przekazać teksty i zdjęcia najpóźniej 14 dni przed terminem testów. Po odbiorze Wykonawca udostępni plik `robots.txt` oraz kopię bazy danych w formacie `.sql`. Zamawiający może zgłaszać poprawki przez 30 dni od odbioru; drobne poprawki zostaną zwykle wprowadzone w ciągu 2 dni roboczych.",
        good=[
            Good(
                "preserve",
                "§ 4. Zakres prac i terminy. Wykonawca wykona stronę internetową Zamawiającego na WordPressie 6.x i do 15 maja 2025 r. przekaże ją do testów. W cenie mieści się 8 podstron, formularz kontaktowy i wdrożenie certyfikatu SSL, a za każdą dodatkową podstronę Zamawiający zapłaci 350 zł netto. Za treści dostarczone przez Zamawiającego Wykonawca nie ponosi odpowiedzialności. Teksty i zdjęcia Zamawiający ma obowiązek przekazać co najmniej 14 dni przed terminem testów. Po odbiorze Wykonawca przekaże plik `robots.txt` i kopię bazy danych w formacie `.sql`. W ciągu 30 dni od odbioru Zamawiający może zgłaszać poprawki; drobne z nich są zazwyczaj wprowadzane w ciągu 2 dni roboczych.",
            ),
            Good(
                "preserve",
                "§ 4. Co i kiedy. Wykonawca zbuduje stronę Zamawiającego na WordPressie w wersji 6.x i odda ją do testów do 15 maja 2025 r. Cena obejmuje: 8 podstron, formularz kontaktowy i wdrożenie certyfikatu SSL. Dodatkowa podstrona to koszt 350 zł netto za sztukę. Wykonawca nie odpowiada za treści, które dostarczy Zamawiający. Zamawiający musi dostarczyć teksty i zdjęcia najpóźniej 14 dni przed testami. Po odbiorze Zamawiający dostanie od Wykonawcy plik `robots.txt` i kopię bazy danych jako `.sql`. Przez 30 dni od odbioru Zamawiający może zgłaszać poprawki – drobne są zwykle gotowe w 2 dni robocze.",
            ),
            Good(
                "en",
                "§ 4. Scope of work and deadlines. The Contractor will build the Client's website on WordPress 6.x and hand it over for testing by 15 May 2025. The price covers 8 subpages, a contact form and the installation of an SSL certificate. Each additional subpage costs PLN 350 net. The Contractor is not responsible for content supplied by the Client. The Client must provide texts and photos no later than 14 days before the testing date. After acceptance, the Contractor will provide the `robots.txt` file and a copy of the database in `.sql` format. The Client may request corrections for 30 days after acceptance; minor corrections will usually be made within 2 working days.",
            ),
        ],
        bad=[
            Slip(0, [("w formacie `.sql`", "w formacie `.csv`")], "code"),
            Slip(
                0,
                [("Wykonawca nie ponosi odpowiedzialności", "Wykonawca ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(1, [("to koszt 350 zł netto", "to koszt 530 zł netto")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-muzykoterapia",
        source="Streszczenie. Celem badania była ocena wpływu muzykoterapii grupowej na objawy depresji u pensjonariuszy domów pomocy społecznej. W badaniu z randomizacją wzięło udział 96 osób w wieku 65–89 lat z trzech placówek w województwie łódzkim. Grupa eksperymentalna uczestniczyła w 45-minutowych sesjach dwa razy w tygodniu przez 10 tygodni. Po interwencji średni wynik w Geriatrycznej Skali Depresji (GDS-15) obniżył się o 2,8 punktu, podczas gdy w grupie kontrolnej nie odnotowano istotnej zmiany. Efekt był prawdopodobnie słabszy u osób z zaburzeniami poznawczymi. Wyniki są zgodne z wcześniejszymi przeglądami (Kowalczyk i Zając, 2019), jednak nie należy ich uogólniać na osoby mieszkające samodzielnie.",
        good=[
            Good(
                "preserve",
                "Streszczenie. Badanie miało na celu ocenę, jak grupowa muzykoterapia wpływa na objawy depresji u mieszkańców domów pomocy społecznej. W badaniu randomizowanym uczestniczyło 96 osób w wieku od 65 do 89 lat z trzech placówek w województwie łódzkim. Osoby z grupy eksperymentalnej brały udział w sesjach trwających 45 minut, dwa razy w tygodniu, przez 10 tygodni. Po zakończeniu interwencji ich średni wynik w Geriatrycznej Skali Depresji (GDS-15) spadł o 2,8 punktu, natomiast w grupie kontrolnej nie stwierdzono istotnej zmiany. U osób z zaburzeniami poznawczymi efekt był najpewniej słabszy. Uzyskane wyniki pozostają zgodne z wcześniejszymi przeglądami (Kowalczyk i Zając, 2019), nie należy ich jednak uogólniać na osoby mieszkające samodzielnie.",
            ),
            Good(
                "preserve",
                "Sprawdziliśmy, czy grupowa muzykoterapia zmniejsza objawy depresji u osób mieszkających w domach pomocy społecznej. W badaniu z losowym przydziałem do grup wzięło udział 96 osób w wieku 65–89 lat z trzech placówek w województwie łódzkim. Grupa eksperymentalna miała 45-minutowe sesje dwa razy w tygodniu przez 10 tygodni. Po tym czasie jej średni wynik w Geriatrycznej Skali Depresji (GDS-15) był niższy o 2,8 punktu, a w grupie kontrolnej nie zaszła istotna zmiana. Efekt był prawdopodobnie słabszy u osób z zaburzeniami poznawczymi. Wyniki zgadzają się z wcześniejszymi przeglądami (Kowalczyk i Zając, 2019), ale nie należy odnosić ich do osób, które mieszkają samodzielnie.",
            ),
            Good(
                "en",
                "Abstract. The aim of the study was to assess the effect of group music therapy on depressive symptoms in residents of care homes. The randomised study included 96 people aged 65–89 from three facilities in the Łódź Voivodeship. The experimental group attended 45-minute sessions twice a week for 10 weeks. After the intervention, the mean score on the Geriatric Depression Scale (GDS-15) fell by 2.8 points, whereas no significant change was observed in the control group. The effect was probably weaker in people with cognitive impairment. The results are consistent with earlier reviews (Kowalczyk & Zając, 2019), but they should not be generalised to people living independently.",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalczyk i Zając, 2019)", "(Kowalczyk i Zając, 2017)")], "citation"),
            Slip(1, [("wzięło udział 96 osób", "wzięło udział 69 osób")], "number"),
            Slip(2, [("The effect was probably weaker", "The effect was weaker")], "hedge"),
        ],
    ),
    Case(
        key="pl-abstrakt-turbiny-ptaki",
        source="Streszczenie. Kolizje ptaków z turbinami wiatrowymi są uznawane za jedno z głównych zagrożeń związanych z energetyką wiatrową (Drewitt i Langston, 2006). W latach 2021–2023 co 7 dni, od marca do listopada, przeszukiwaliśmy teren wokół 48 turbin na 6 farmach wiatrowych w województwie zachodniopomorskim. Znaleziono 212 martwych ptaków, co po korekcie na skuteczność poszukiwań daje średnio około 4,1 ofiary na turbinę rocznie. Nie stwierdzono zależności między wysokością wieży a liczbą ofiar. Śmiertelność była najwyższa w okresie jesiennej migracji. Wyniki sugerują, że przy wydawaniu pozwoleń należałoby rozważyć czasowe wyłączanie turbin w szczycie migracji (por. Zielińska, 2020).",
        good=[
            Good(
                "preserve",
                "Streszczenie. Zderzenia ptaków z turbinami wiatrowymi uważa się za jedno z najważniejszych zagrożeń, jakie niesie energetyka wiatrowa (Drewitt i Langston, 2006). Od marca do listopada w latach 2021–2023 w odstępach 7-dniowych przeszukiwano otoczenie 48 turbin zlokalizowanych na 6 farmach wiatrowych w województwie zachodniopomorskim. Odnaleziono 212 martwych ptaków; po uwzględnieniu skuteczności poszukiwań odpowiada to średnio około 4,1 ofiary na turbinę na rok. Nie wykazano związku między wysokością wieży a liczbą ofiar. Najwyższą śmiertelność odnotowano podczas jesiennej migracji. Uzyskane wyniki wskazują, że w procesie wydawania pozwoleń należałoby rozważyć czasowe wyłączanie turbin w szczycie migracji (por. Zielińska, 2020).",
            ),
            Good(
                "preserve",
                "Kolizje ptaków z wiatrakami są uważane za jeden z głównych problemów energetyki wiatrowej (Drewitt i Langston, 2006). W latach 2021–2023, od marca do listopada, co 7 dni sprawdzaliśmy teren wokół 48 turbin na 6 farmach wiatrowych w województwie zachodniopomorskim. Znaleźliśmy 212 martwych ptaków – po korekcie na skuteczność poszukiwań to średnio około 4,1 ofiary na turbinę w ciągu roku. Nie znaleźliśmy związku między wysokością wieży a liczbą ofiar. Najwięcej ptaków ginęło podczas jesiennej migracji. Wyniki sugerują, że wydając pozwolenia, należałoby rozważyć czasowe wyłączanie turbin w szczycie migracji (por. Zielińska, 2020).",
            ),
            Good(
                "en",
                "Abstract. Bird collisions with wind turbines are considered one of the main threats associated with wind energy (Drewitt & Langston, 2006). Between 2021 and 2023, we searched the ground around 48 turbines at 6 wind farms in the West Pomeranian Voivodeship every 7 days from March to November. We found 212 dead birds, which, after correcting for search efficiency, gives an average of about 4.1 fatalities per turbine per year. No relationship was found between tower height and the number of fatalities. Mortality was highest during the autumn migration. The results suggest that temporary turbine shutdowns at peak migration should be considered when issuing permits (cf. Zielińska, 2020).",
            ),
        ],
        bad=[
            Slip(0, [("(Drewitt i Langston, 2006)", "(Drewitt i Langston, 2008)")], "citation"),
            Slip(1, [("migracji (por. Zielińska, 2020).", "migracji.")], "citation"),
            Slip(
                2,
                [("No relationship was found between", "A relationship was found between")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-lista-zakupow-wydanie",
        source="## Koszyk 3.2 – co nowego\n\n**Nowości**\n- Listę zakupów można teraz udostępnić domownikom za pomocą linku lub kodu QR.\n- Dodano eksport listy do pliku poleceniem `koszyk eksport --format csv`.\n\n**Zmiany**\n- Produkty oznaczone jako kupione nie są już automatycznie usuwane; aby włączyć dawne działanie, ustaw `auto_czyszczenie: tak` w ustawieniach.\n- Synchronizacja między urządzeniami powinna działać około 3 razy szybciej.\n\n**Uwaga:** aplikacja nie obsługuje już systemu iOS 14. Aby zaktualizować Koszyk do wersji 3.2, trzeba mieć iOS 15 lub nowszy.",
        good=[
            Good(
                "preserve",
                "## Co nowego w Koszyku 3.2\n\n**Nowe funkcje**\n- Możesz udostępnić listę zakupów domownikom – przez link albo kod QR.\n- Listę można wyeksportować do pliku poleceniem `koszyk eksport --format csv`.\n\n**Zmiany**\n- Kupione produkty nie znikają już automatycznie z listy. Jeśli wolisz poprzednie działanie, w ustawieniach ustaw `auto_czyszczenie: tak`.\n- Synchronizacja między urządzeniami powinna być mniej więcej 3 razy szybsza.\n\n**Uwaga:** iOS 14 nie jest już obsługiwany – do aktualizacji Koszyka do wersji 3.2 potrzebny jest iOS 15 lub nowszy.",
            ),
            Good(
                "preserve",
                "Koszyk 3.2 wprowadza udostępnianie listy zakupów domownikom przez link lub kod QR oraz eksport listy do pliku poleceniem `koszyk eksport --format csv`. Produkty oznaczone jako kupione nie są już automatycznie usuwane – dawne działanie przywrócisz, ustawiając `auto_czyszczenie: tak` w ustawieniach. Synchronizacja między urządzeniami powinna być około trzykrotnie szybsza. Uwaga: iOS 14 przestał być obsługiwany, więc aktualizacja do wersji 3.2 wymaga iOS 15 lub nowszego.",
            ),
            Good(
                "en",
                "## Koszyk 3.2 – what's new\n\n**New**\n- You can now share your shopping list with household members via a link or QR code.\n- Lists can be exported to a file with `koszyk eksport --format csv`.\n\n**Changed**\n- Items marked as bought are no longer removed automatically; to restore the old behaviour, set `auto_czyszczenie: tak` in the settings.\n- Syncing between devices should be about 3 times faster.\n\n**Note:** the app no longer supports iOS 14. To update Koszyk to version 3.2, you need iOS 15 or later.",
            ),
        ],
        bad=[
            Slip(0, [("--format csv", "--format pdf")], "code"),
            Slip(0, [("## Co nowego w Koszyku 3.2\n\n", "Co nowego w Koszyku 3.2 ")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Produkty oznaczone jako kupione nie są już automatycznie usuwane",
                        "Produkty oznaczone jako kupione są teraz automatycznie usuwane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-waga-lazienkowa",
        source="Waga łazienkowa FitScale S3 – instrukcja. Przed pierwszym ważeniem wyjmij folię spod pokrywy baterii (2 × AAA). Ustaw wagę na twardej, równej powierzchni; na dywanie pomiar będzie prawdopodobnie zaniżony. Waż się najlepiej rano, na czczo i zawsze o tej samej porze. Pomiar tkanki tłuszczowej nie jest wiarygodny u kobiet w ciąży i nie wolno go wykonywać u osób z rozrusznikiem serca. Maksymalne obciążenie wynosi 180 kg. Wagę można połączyć z aplikacją FitScale przez Bluetooth; zapisuje ona pomiary do 8 użytkowników. Wynik może różnić się o około 0,2 kg od pomiaru w przychodni. Wagi nie należy myć pod bieżącą wodą.",
        good=[
            Good(
                "preserve",
                "FitScale S3 – jak korzystać z wagi łazienkowej. Zanim zważysz się po raz pierwszy, wyciągnij folię spod pokrywy baterii (2 baterie AAA). Postaw wagę na twardym, równym podłożu – na dywanie wynik najpewniej wyjdzie zaniżony. Najlepiej waż się rano, na czczo, zawsze o tej samej porze. U kobiet w ciąży pomiar tkanki tłuszczowej nie jest wiarygodny, a u osób z rozrusznikiem serca jest zabroniony. Wagę można obciążyć maksymalnie 180 kg. Przez Bluetooth połączysz ją z aplikacją FitScale, która zapisuje pomiary nawet 8 użytkowników. Wynik może się różnić od pomiaru w przychodni o mniej więcej 0,2 kg. Nie myj wagi pod bieżącą wodą.",
            ),
            Good(
                "preserve",
                "Instrukcja obsługi wagi łazienkowej FitScale S3. Przed pierwszym ważeniem należy usunąć folię spod pokrywy komory baterii (2 × AAA). Wagę należy ustawić na twardej i równej powierzchni, ponieważ na dywanie pomiar będzie prawdopodobnie zaniżony. Zaleca się ważenie rano, na czczo i każdorazowo o tej samej porze. Pomiar tkanki tłuszczowej nie jest wiarygodny u kobiet w ciąży, a u osób z rozrusznikiem serca nie wolno go wykonywać. Maksymalne obciążenie wagi to 180 kg. Urządzenie można sparować z aplikacją FitScale przez Bluetooth; aplikacja przechowuje pomiary maksymalnie 8 użytkowników. Wynik może odbiegać od pomiaru wykonanego w przychodni o ok. 0,2 kg. Wagi nie należy myć pod bieżącą wodą.",
            ),
            Good(
                "en",
                "FitScale S3 bathroom scale – instructions. Before weighing yourself for the first time, remove the plastic strip from under the battery cover (2 × AAA). Place the scale on a hard, level surface; on a carpet, the reading will probably be too low. It is best to weigh yourself in the morning, on an empty stomach and always at the same time of day. Body fat measurement is not reliable in pregnant women and must not be used by people with a pacemaker. The maximum load is 180 kg. The scale can be connected to the FitScale app via Bluetooth; the app stores measurements for up to 8 users. Readings may differ by about 0.2 kg from a measurement taken at a clinic. Do not wash the scale under running water.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "na dywanie wynik najpewniej wyjdzie zaniżony",
                        "na dywanie wynik wyjdzie zaniżony",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "a u osób z rozrusznikiem serca nie wolno go wykonywać",
                        "a u osób z rozrusznikiem serca nie zaleca się go wykonywać",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The maximum load is 180 kg.",
                        "The maximum load is 180 kg, and the display shows readings to the nearest 0.1 kg.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-test-syren",
        source="Komunikat Urzędu Miasta Tarnowa. W środę 2 października w godz. 12:00–12:15 zostanie przeprowadzony test systemu syren alarmowych na terenie całego miasta. Usłyszą Państwo sygnał modulowany trwający 3 minuty, a następnie sygnał ciągły. Test nie oznacza zagrożenia i nie trzeba podejmować żadnych działań. Prosimy nie dzwonić w tej sprawie na numer alarmowy 112. Jeśli syrena w Państwa okolicy nie zadziała, można to zgłosić do Wydziału Zarządzania Kryzysowego pod adresem kryzys@umt.example.gov.pl lub przez formularz na stronie umt.example.gov.pl/syreny. Kolejny test zaplanowano prawdopodobnie na kwiecień przyszłego roku.",
        good=[
            Good(
                "preserve",
                "Urząd Miasta Tarnowa informuje: w środę 2 października między 12:00 a 12:15 w całym mieście odbędzie się test syren alarmowych. Najpierw rozlegnie się trwający 3 minuty sygnał modulowany, a po nim sygnał ciągły. To tylko test – nie ma żadnego zagrożenia i nie trzeba nic robić. Prosimy nie dzwonić z tego powodu na numer alarmowy 112. Jeśli syrena w Twojej okolicy się nie włączy, możesz to zgłosić Wydziałowi Zarządzania Kryzysowego: kryzys@umt.example.gov.pl albo formularz na umt.example.gov.pl/syreny. Następny test planowany jest najprawdopodobniej na kwiecień przyszłego roku.",
            ),
            Good(
                "preserve",
                "Urząd Miasta Tarnowa uprzejmie informuje, że w środę 2 października, w godzinach 12:00–12:15, na terenie całego miasta odbędzie się test systemu syren alarmowych. Emitowany będzie sygnał modulowany o długości 3 minut, po którym nastąpi sygnał ciągły. Test nie wiąże się z żadnym zagrożeniem i nie wymaga podejmowania jakichkolwiek działań. Uprzejmie prosimy, by nie dzwonić w tej sprawie pod numer alarmowy 112. Niezadziałanie syreny w danej okolicy można zgłosić do Wydziału Zarządzania Kryzysowego (kryzys@umt.example.gov.pl) lub za pomocą formularza dostępnego na stronie umt.example.gov.pl/syreny. Następny test przewidziano prawdopodobnie na kwiecień przyszłego roku.",
            ),
            Good(
                "en",
                "Announcement from Tarnów City Hall. On Wednesday 2 October, between 12:00 and 12:15, the emergency siren system will be tested across the whole city. You will hear a modulated signal lasting 3 minutes, followed by a continuous signal. The test does not mean there is any danger, and you do not need to take any action. Please do not call the 112 emergency number about it. If the siren in your area does not work, you can report this to the Crisis Management Department at kryzys@umt.example.gov.pl or via the form at umt.example.gov.pl/syreny. The next test is likely to take place in April next year.",
            ),
        ],
        bad=[
            Slip(0, [("w środę 2 października", "w środę 9 października")], "date"),
            Slip(1, [("umt.example.gov.pl/syreny", "umt.example.gov.pl/alarmy")], "url"),
            Slip(
                2,
                [
                    (
                        "Please do not call the 112 emergency number about it.",
                        "Prosimy nie dzwonić w tej sprawie na numer alarmowy 112.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zakaz-dokarmiania-golebi",
        source="Obwieszczenie Prezydenta Miasta Bydgoszczy. Na podstawie uchwały nr XLII/915/24 Rady Miasta Bydgoszczy z dnia 24 kwietnia 2024 r. od 1 czerwca 2024 r. obowiązuje zakaz dokarmiania gołębi na terenie Starego Rynku, Wyspy Młyńskiej i bulwarów nad Brdą. Resztki pieczywa sprzyjają rozmnażaniu szczurów i prawdopodobnie szkodzą samym ptakom. Naruszenie zakazu może zostać ukarane mandatem na podstawie art. 54 Kodeksu wykroczeń, zwykle w wysokości od 100 do 500 zł. Straż Miejska musi reagować na każde zgłoszenie przekazane pod numer 986. Zakaz nie dotyczy karmników zimowych dla ptaków śpiewających ustawionych przez miasto. Więcej informacji: bydgoszcz.example.pl/golebie.",
        good=[
            Good(
                "preserve",
                "Prezydent Miasta Bydgoszczy przypomina: od 1 czerwca 2024 r. na Starym Rynku, Wyspie Młyńskiej i bulwarach nad Brdą nie wolno dokarmiać gołębi. Zakaz wprowadziła uchwała nr XLII/915/24 Rady Miasta Bydgoszczy z 24 kwietnia 2024 r. Resztki pieczywa sprzyjają rozmnażaniu się szczurów, a samym ptakom najpewniej szkodzą. Za złamanie zakazu można dostać mandat na podstawie art. 54 Kodeksu wykroczeń – zazwyczaj od 100 do 500 zł. Straż Miejska ma obowiązek zareagować na każde zgłoszenie pod numerem 986. Zakaz nie obejmuje zimowych karmników dla ptaków śpiewających, które ustawiło miasto. Szczegóły: bydgoszcz.example.pl/golebie.",
            ),
            Good(
                "preserve",
                "Obwieszczenie Prezydenta Miasta Bydgoszczy. Z dniem 1 czerwca 2024 r., zgodnie z uchwałą nr XLII/915/24 Rady Miasta Bydgoszczy z dnia 24 kwietnia 2024 r., obowiązuje zakaz dokarmiania gołębi na obszarze Starego Rynku, Wyspy Młyńskiej oraz bulwarów nad Brdą. Pozostawione pieczywo sprzyja rozmnażaniu się szczurów, a dla ptaków jest prawdopodobnie szkodliwe. Naruszenie zakazu może skutkować nałożeniem mandatu na podstawie art. 54 Kodeksu wykroczeń, zazwyczaj w kwocie 100–500 zł. Straż Miejska jest zobowiązana do podjęcia interwencji po każdym zgłoszeniu na numer 986. Zakazem nie są objęte miejskie karmniki zimowe dla ptaków śpiewających. Dodatkowe informacje dostępne są na stronie bydgoszcz.example.pl/golebie.",
            ),
            Good(
                "en",
                "Notice from the Mayor of Bydgoszcz. Under Resolution No. XLII/915/24 of Bydgoszcz City Council of 24 April 2024, feeding pigeons has been prohibited since 1 June 2024 in the Old Market Square, on Mill Island and along the Brda river boulevards. Leftover bread encourages rats to breed and is probably harmful to the birds themselves. Breaking the ban may result in a fine under Article 54 of the Code of Petty Offences, usually between PLN 100 and 500. The Municipal Police must respond to every report made on 986. The ban does not apply to winter feeders for songbirds set up by the city. More information: bydgoszcz.example.pl/golebie.",
            ),
        ],
        bad=[
            Slip(0, [("uchwała nr XLII/915/24", "uchwała nr XLII/951/24")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Zakazem nie są objęte miejskie karmniki",
                        "Zakazem są objęte również miejskie karmniki",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("Straż Miejska ma obowiązek zareagować", "Straż Miejska może zareagować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bieznia-osir",
        source="## Stadion lekkoatletyczny OSiR Wrocław – bieżnia ogólnodostępna\n\nBieżnia jest otwarta dla mieszkańców od **1 kwietnia do 31 października**, od poniedziałku do piątku w godz. 6:00–21:00.\n\n- Wstęp jest bezpłatny, ale przy wejściu trzeba okazać Kartę Mieszkańca.\n- Tory 1 i 2 są zarezerwowane dla szybkich treningów biegowych; spacerować można tylko po torach 6–8.\n- Obuwie z kolcami dłuższymi niż 6 mm jest zabronione.\n- Psy nie mogą wchodzić na płytę stadionu.\n\nW dni zawodów bieżnia bywa zamknięta; harmonogram: osir.wroclaw.example.pl/bieznia.",
        good=[
            Good(
                "preserve",
                "## Ogólnodostępna bieżnia na stadionie lekkoatletycznym OSiR Wrocław\n\nMieszkańcy mogą korzystać z bieżni od **1 kwietnia do 31 października**, od poniedziałku do piątku, od 6:00 do 21:00.\n\n- Wejście nic nie kosztuje, jednak przy wejściu należy pokazać Kartę Mieszkańca.\n- Tory 1 i 2 są przeznaczone na szybkie treningi biegowe; spacerowicze mogą korzystać wyłącznie z torów 6–8.\n- Zakaz używania butów z kolcami dłuższymi niż 6 mm.\n- Wprowadzanie psów na płytę stadionu jest zabronione.\n\nW dniach zawodów bieżnia bywa nieczynna – harmonogram znajdziesz na osir.wroclaw.example.pl/bieznia.",
            ),
            Good(
                "preserve",
                "Od 1 kwietnia do 31 października mieszkańcy mogą biegać na bieżni stadionu lekkoatletycznego OSiR Wrocław – od poniedziałku do piątku, w godzinach 6:00–21:00. Wstęp jest darmowy, trzeba tylko pokazać przy wejściu Kartę Mieszkańca. Tory 1 i 2 są zarezerwowane dla szybkich treningów biegowych, a spacerować wolno jedynie po torach 6–8. Nie wolno wchodzić w butach z kolcami dłuższymi niż 6 mm. Psów nie można wprowadzać na płytę stadionu. W dni zawodów bieżnia bywa zamknięta; harmonogram jest na osir.wroclaw.example.pl/bieznia.",
            ),
            Good(
                "en",
                "## OSiR Wrocław athletics stadium – public running track\n\nThe track is open to residents from **1 April to 31 October**, Monday to Friday, 6:00–21:00.\n\n- Entry is free, but you must show your Resident Card at the entrance.\n- Lanes 1 and 2 are reserved for fast training runs; walking is allowed only in lanes 6–8.\n- Spikes longer than 6 mm are not allowed.\n- Dogs are not allowed on the infield.\n\nThe track is sometimes closed on competition days; schedule: osir.wroclaw.example.pl/bieznia.",
            ),
        ],
        bad=[
            Slip(0, [("\n- Tory 1 i 2", " Tory 1 i 2")], "markdown"),
            Slip(1, [("Od 1 kwietnia do 31 października", "Od 1 kwietnia do 30 września")], "date"),
            Slip(
                1,
                [
                    (
                        "Psów nie można wprowadzać na płytę stadionu.",
                        "Psów nie można wprowadzać na płytę stadionu. Na miejscu działa bezpłatna szatnia z prysznicami.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-umowa-remont-lazienki",
        source="Umowa o remont łazienki – postanowienia główne. Wykonawca zobowiązuje się wykonać remont łazienki o powierzchni ok. 6 m² w lokalu przy ul. Lipowej 8/14 w Opolu w terminie od 3 do 21 marca 2025 r. Wynagrodzenie ryczałtowe wynosi 18 500 zł brutto, w tym materiały. Zaliczka w wysokości 30% jest płatna w dniu podpisania umowy. Zamawiający może wnieść zastrzeżenia w trakcie odbioru. Wykonawca nie może powierzyć prac podwykonawcy bez pisemnej zgody Zamawiającego. Zgodnie z art. 638 Kodeksu cywilnego Zamawiającemu przysługują uprawnienia z tytułu rękojmi. Prace w lokalu można prowadzić w dni robocze w godz. 8:00–18:00. Termin zakończenia prac może się przesunąć, jeśli wystąpią ukryte wady instalacji.",
        good=[
            Good(
                "preserve",
                "Główne postanowienia umowy o remont łazienki. Wykonawca zobowiązuje się przeprowadzić remont łazienki o powierzchni około 6 m² w lokalu przy ul. Lipowej 8/14 w Opolu w okresie od 3 do 21 marca 2025 r. Strony ustalają wynagrodzenie ryczałtowe w kwocie 18 500 zł brutto, obejmujące również materiały. W dniu podpisania umowy płatna jest zaliczka w wysokości 30%. Zastrzeżenia Zamawiający może zgłosić podczas odbioru. Powierzenie prac podwykonawcy wymaga pisemnej zgody Zamawiającego – bez niej Wykonawca nie może tego zrobić. Zamawiającemu przysługują uprawnienia z tytułu rękojmi na podstawie art. 638 Kodeksu cywilnego. Prace w lokalu mogą być prowadzone w dni robocze w godzinach 8:00–18:00. W razie wystąpienia ukrytych wad instalacji termin zakończenia prac może ulec przesunięciu.",
            ),
            Good(
                "preserve",
                "Najważniejsze ustalenia umowy: wykonawca wyremontuje łazienkę (mniej więcej 6 m²) w mieszkaniu przy ul. Lipowej 8/14 w Opolu między 3 a 21 marca 2025 r. Cena jest ryczałtowa: 18 500 zł brutto razem z materiałami. Przy podpisaniu umowy płaci się 30% zaliczki. Zamawiający ma prawo zgłosić zastrzeżenia przy odbiorze. Bez pisemnej zgody zamawiającego wykonawca nie może zlecić prac podwykonawcy. Zamawiający ma uprawnienia z tytułu rękojmi (art. 638 Kodeksu cywilnego). Pracować w mieszkaniu można w dni robocze od 8:00 do 18:00. Jeśli wyjdą ukryte wady instalacji, termin zakończenia może się przesunąć.",
            ),
            Good(
                "en",
                "Bathroom renovation contract – main terms. The Contractor undertakes to renovate a bathroom of approx. 6 m² in the flat at ul. Lipowa 8/14 in Opole between 3 and 21 March 2025. The lump-sum fee is PLN 18,500 gross, including materials. A 30% advance is payable on the day the contract is signed. The Client may raise objections during the acceptance inspection. The Contractor may not subcontract the work without the Client's written consent. Under Article 638 of the Civil Code, the Client is entitled to statutory warranty rights. Work in the flat may be carried out on working days between 8:00 and 18:00. The completion date may be postponed if hidden defects in the installations are found.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 638 Kodeksu cywilnego", "art. 683 Kodeksu cywilnego")], "legal_reference"
            ),
            Slip(1, [("łazienkę (mniej więcej 6 m²)", "łazienkę (6 m²)")], "hedge"),
            Slip(
                0,
                [
                    (
                        "płatna jest zaliczka w wysokości 30%.",
                        "płatna jest zaliczka w wysokości 30%, a pozostała kwota – w ciągu 7 dni od odbioru.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zakaz-palenia-zaklad",
        source="Regulamin palenia tytoniu w zakładzie Metalplast S.A. w Ostrowie Wielkopolskim. Zgodnie z art. 5 ust. 1 ustawy z dnia 9 listopada 1995 r. o ochronie zdrowia przed następstwami używania tytoniu i wyrobów tytoniowych na terenie hal produkcyjnych, biur i magazynów obowiązuje całkowity zakaz palenia, również e-papierosów. Palenie jest dozwolone wyłącznie w wiacie oznaczonej literą P, przy bramie nr 2. Przerwy na papierosa nie wydłużają przerwy w pracy, która wynosi 15 minut. Pracownicy powinni korzystać z popielniczek i nie wyrzucać niedopałków na ziemię. Osoby, które chcą rzucić palenie, mogą skorzystać z bezpłatnych konsultacji w przychodni zakładowej, zwykle w czwartki od 14:00 do 16:00.",
        good=[
            Good(
                "preserve",
                "Metalplast S.A. w Ostrowie Wielkopolskim – zasady palenia w zakładzie. W halach produkcyjnych, biurach i magazynach palić nie wolno w ogóle – dotyczy to także e-papierosów. Wynika to z art. 5 ust. 1 ustawy z 9 listopada 1995 r. o ochronie zdrowia przed następstwami używania tytoniu i wyrobów tytoniowych. Zapalić można tylko w wiacie oznaczonej literą P przy bramie nr 2. Wyjście na papierosa nie przedłuża przerwy w pracy, która trwa 15 minut. Pracownicy powinni używać popielniczek, a nie rzucać niedopałków na ziemię. Kto chce rzucić palenie, może korzystać z bezpłatnych konsultacji w przychodni zakładowej – zazwyczaj w czwartki od 14:00 do 16:00.",
            ),
            Good(
                "preserve",
                "**Metalplast S.A., Ostrów Wielkopolski – regulamin palenia tytoniu**\n- Podstawa prawna: art. 5 ust. 1 ustawy z dnia 9 listopada 1995 r. o ochronie zdrowia przed następstwami używania tytoniu i wyrobów tytoniowych.\n- Hale produkcyjne, biura, magazyny: całkowity zakaz palenia, w tym e-papierosów.\n- Jedyne miejsce, gdzie wolno palić: wiata oznaczona literą P przy bramie nr 2.\n- Przerwa w pracy trwa 15 minut; palenie jej nie wydłuża.\n- Zaleca się korzystanie z popielniczek; niedopałków nie należy wyrzucać na ziemię.\n- Rzucanie palenia: bezpłatne konsultacje w przychodni zakładowej, zwykle w czwartki, 14:00–16:00 (dla chętnych).",
            ),
            Good(
                "en",
                "Smoking rules at the Metalplast S.A. plant in Ostrów Wielkopolski. Under Article 5(1) of the Act of 9 November 1995 on protecting health from the effects of using tobacco and tobacco products, smoking – including e-cigarettes – is completely banned in production halls, offices and warehouses. Smoking is allowed only in the shelter marked P by gate no. 2. Cigarette breaks do not extend the 15-minute work break. Employees should use ashtrays and not throw cigarette ends on the ground. Anyone wishing to quit smoking can use free consultations at the company clinic, usually on Thursdays from 14:00 to 16:00.",
            ),
        ],
        bad=[
            Slip(0, [("nie przedłuża przerwy", "przedłuża przerwę")], "negation"),
            Slip(1, [("(dla chętnych)", "(obowiązkowe dla palących)")], "modality"),
            Slip(1, [("zwykle w czwartki", "w czwartki")], "hedge"),
        ],
    ),
    Case(
        key="pl-odholowanie-pojazdu",
        source="Informacja Zarządu Dróg Miejskich w Toruniu. Pojazd pozostawiony w miejscu, gdzie utrudnia ruch, lub zaparkowany bez uprawnień na kopercie dla osób z niepełnosprawnościami może zostać usunięty na koszt właściciela na podstawie art. 130a ust. 1 ustawy Prawo o ruchu drogowym. Opłata za usunięcie samochodu osobowego wynosi 600 zł, a za każdą dobę przechowywania na parkingu strzeżonym przy ul. Polnej 110 – 52 zł. Pojazd można odebrać po okazaniu dowodu rejestracyjnego i dyspozycji wydanej przez Straż Miejską. Parking jest czynny całą dobę. Nieodebrany pojazd po 6 miesiącach przechodzi na własność gminy. Opłatę trzeba uiścić przed odbiorem, najlepiej przelewem; wzór dyspozycji: zdm.torun.example.pl/odholowanie.",
        good=[
            Good(
                "preserve",
                "Zarząd Dróg Miejskich w Toruniu przypomina: jeśli samochód utrudnia ruch albo stoi bez uprawnień na kopercie dla osób z niepełnosprawnościami, może zostać odholowany na koszt właściciela (art. 130a ust. 1 ustawy Prawo o ruchu drogowym). Usunięcie auta osobowego kosztuje 600 zł, a każda doba na strzeżonym parkingu przy ul. Polnej 110 – 52 zł. Żeby odebrać pojazd, trzeba pokazać dowód rejestracyjny i dyspozycję wydaną przez Straż Miejską. Parking działa przez całą dobę. Jeśli auto nie zostanie odebrane w ciągu 6 miesięcy, staje się własnością gminy. Opłatę trzeba wnieść przed odbiorem, najlepiej przelewem. Wzór dyspozycji znajdziesz na zdm.torun.example.pl/odholowanie.",
            ),
            Good(
                "preserve",
                "Zarząd Dróg Miejskich w Toruniu informuje, że na podstawie art. 130a ust. 1 ustawy Prawo o ruchu drogowym pojazd pozostawiony w miejscu utrudniającym ruch lub zaparkowany bez uprawnień na kopercie przeznaczonej dla osób z niepełnosprawnościami może zostać usunięty na koszt właściciela. Opłata za usunięcie samochodu osobowego wynosi 600 zł, a za każdą dobę przechowywania na parkingu strzeżonym przy ul. Polnej 110 – 52 zł. Wydanie pojazdu następuje po okazaniu dowodu rejestracyjnego oraz dyspozycji wydanej przez Straż Miejską. Parking czynny jest przez całą dobę. Pojazd nieodebrany w ciągu 6 miesięcy przechodzi na własność gminy. Opłata musi zostać uiszczona przed odbiorem, preferowana forma to przelew. Wzór dyspozycji dostępny jest pod adresem zdm.torun.example.pl/odholowanie.",
            ),
            Good(
                "en",
                "Information from the Municipal Roads Authority in Toruń. A vehicle left where it obstructs traffic, or parked without entitlement in a disabled parking bay, may be removed at the owner's expense under Article 130a(1) of the Road Traffic Act. The fee for removing a passenger car is PLN 600, plus PLN 52 for each day of storage at the guarded car park at ul. Polna 110. The vehicle can be collected on presentation of the registration certificate and a release order issued by the Municipal Police. The car park is open 24 hours a day. A vehicle not collected within 6 months becomes the property of the municipality. The fee must be paid before collection, preferably by bank transfer; a release order template is available at zdm.torun.example.pl/odholowanie.",
            ),
        ],
        bad=[
            Slip(0, [("zdm.torun.example.pl/odholowanie", "zdm.torun.example.pl/parkingi")], "url"),
            Slip(1, [("110 – 52 zł", "110 – 25 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Parking czynny jest przez całą dobę.",
                        "Parking czynny jest przez całą dobę i jest monitorowany kamerami.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

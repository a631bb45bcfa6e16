# ruff: noqa: E501, RUF001
"""Blind-9 guard pairs: Polish sources, rewritten into Polish or English."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = []

CASES.append(
    Case(
        key="pl-silownia-osiedlowa",
        source="**Regulamin siłowni osiedlowej „Zielone Wzgórze”**\n\n- Siłownia jest czynna codziennie od 6:00 do 22:00, z wyjątkiem pierwszego poniedziałku miesiąca, kiedy trwa przegląd techniczny.\n- Z urządzeń mogą korzystać wyłącznie mieszkańcy osiedla, którzy ukończyli 16 lat; osoby młodsze mogą ćwiczyć tylko pod opieką dorosłego.\n- Przed pierwszym treningiem należy zarejestrować kartę dostępu w portierni.\n- **Zabrania się** wnoszenia napojów w szklanych butelkach oraz ćwiczenia bez obuwia zmiennego.\n- W sali może jednocześnie przebywać najwyżej 12 osób.\n\nUsterki sprzętu trzeba zgłaszać administratorowi pod adresem silownia@zielonewzgorze.pl. Opłata za kartę wynosi 40 zł miesięcznie i nie podlega zwrotowi za niewykorzystane dni.",
        good=[
            Good(
                "preserve",
                "**Regulamin siłowni osiedlowej „Zielone Wzgórze”**\n\n- Siłownia działa codziennie od 6:00 do 22:00. Wyjątek to pierwszy poniedziałek miesiąca, bo wtedy trwa przegląd techniczny.\n- Ćwiczyć na urządzeniach mogą tylko mieszkańcy osiedla, którzy mają skończone 16 lat. Młodsi mogą ćwiczyć tylko pod opieką dorosłego.\n- Zanim przyjdziesz na pierwszy trening, zarejestruj kartę dostępu w portierni.\n- **Zabronione jest** przynoszenie napojów w szklanych butelkach i ćwiczenie bez zmiennych butów.\n- W sali może być naraz najwyżej 12 osób.\n\nJeśli sprzęt się zepsuje, trzeba napisać do administratora: silownia@zielonewzgorze.pl. Karta kosztuje 40 zł miesięcznie. Za dni, z których nie skorzystasz, pieniądze nie wracają.",
            ),
            Good(
                "preserve",
                "**Regulamin siłowni osiedlowej „Zielone Wzgórze”**\n\n- Siłownia funkcjonuje codziennie w godzinach 6:00–22:00; wyjątek stanowi pierwszy poniedziałek każdego miesiąca, przeznaczony na przegląd techniczny.\n- Prawo do korzystania z urządzeń przysługuje wyłącznie mieszkańcom osiedla, którzy ukończyli 16 lat. Osoby młodsze mogą ćwiczyć jedynie pod opieką osoby dorosłej.\n- Warunkiem rozpoczęcia pierwszego treningu jest rejestracja karty dostępu w portierni.\n- **Zabronione jest** wnoszenie napojów w szklanych butelkach oraz ćwiczenie bez obuwia zmiennego.\n- Maksymalna liczba osób przebywających jednocześnie w sali wynosi 12.\n\nUsterki sprzętu należy zgłaszać administratorowi na adres silownia@zielonewzgorze.pl. Miesięczna opłata za kartę wynosi 40 zł; za niewykorzystane dni zwrot nie przysługuje.",
            ),
            Good(
                "en",
                "**“Zielone Wzgórze” Estate Gym Rules**\n\n- The gym is open daily from 6:00 a.m. to 10:00 p.m., except on the first Monday of the month, when the technical inspection takes place.\n- Only residents of the estate aged 16 or over may use the equipment; younger people may exercise only under adult supervision.\n- Before your first workout, you must register your access card at the porter's lodge.\n- **It is forbidden** to bring in drinks in glass bottles or to exercise without a change of shoes.\n- No more than 12 people may be in the room at the same time.\n\nEquipment faults must be reported to the administrator at silownia@zielonewzgorze.pl. The card costs PLN 40 per month, and the fee is not refunded for unused days.",
            ),
        ],
        bad=[
            Slip(
                1, [("- **Zabronione jest** wnoszenie", "- Zabronione jest wnoszenie")], "markdown"
            ),
            Slip(0, [("najwyżej 12 osób", "najwyżej 15 osób")], "number"),
            Slip(
                2,
                [("you must register your access card", "you should register your access card")],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-przerwa-w-dostawie-pradu",
        source="Energa-Operator informuje, że w związku z planową wymianą transformatora w dniu 14.05.2025 r. w godzinach od 8:00 do 15:30 nastąpi przerwa w dostawie energii elektrycznej. Wyłączenie obejmie ulice Lipową (numery od 2 do 28), Klonową oraz Polną w Pruszczu Gdańskim. Prace mogą zakończyć się wcześniej, dlatego przez cały czas trwania przerwy instalację należy traktować jak będącą pod napięciem. Odbiorcy korzystający w domu z urządzeń podtrzymujących życie powinni niezwłocznie skontaktować się z pogotowiem energetycznym pod numerem 991. Aktualne informacje o planowanych wyłączeniach publikujemy na stronie https://energa-operator.pl/wylaczenia. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "14 maja 2025 r. mieszkańcy trzech ulic w Pruszczu Gdańskim zostaną bez prądu. Między 8:00 a 15:30 Energa-Operator będzie planowo wymieniać transformator, a wyłączenie obejmie ulice Lipową (numery od 2 do 28), Klonową i Polną. Operator zastrzega, że prace mogą skończyć się wcześniej, dlatego przez cały czas przerwy instalację trzeba traktować tak, jakby była pod napięciem. Osoby, które w domu korzystają z urządzeń podtrzymujących życie, powinny od razu skontaktować się z pogotowiem energetycznym pod numerem 991. Bieżące informacje o planowanych wyłączeniach można znaleźć na stronie https://energa-operator.pl/wylaczenia. Operator przeprasza za utrudnienia.",
            ),
            Good(
                "preserve",
                "Uwaga! 14.05.2025 r. od 8:00 do 15:30 nie będzie prądu. Powód: planowa wymiana transformatora. Bez prądu będą ulice Lipowa (numery od 2 do 28), Klonowa i Polna w Pruszczu Gdańskim. Prace mogą skończyć się wcześniej. Dlatego przez cały czas przerwy traktuj instalację tak, jakby była pod napięciem. Jeśli w domu używasz urządzeń podtrzymujących życie, jak najszybciej skontaktuj się z pogotowiem energetycznym: 991. Aktualne informacje o planowanych wyłączeniach znajdziesz na stronie https://energa-operator.pl/wylaczenia. Przepraszamy za utrudnienia. Energa-Operator",
            ),
            Good(
                "en",
                "Energa-Operator would like to inform you that, due to a planned transformer replacement, there will be a power outage on 14 May 2025 between 8:00 and 15:30. The outage will affect Lipowa Street (numbers 2 to 28), Klonowa Street and Polna Street in Pruszcz Gdański. The work may finish earlier, so the electrical installation must be treated as live for the entire duration of the outage. Customers who use life-support equipment at home should contact the emergency power service immediately on 991. Up-to-date information on planned outages is published at https://energa-operator.pl/wylaczenia. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(1, [("14.05.2025 r.", "15.05.2025 r.")], "date"),
            Slip(
                2,
                [("https://energa-operator.pl/wylaczenia", "https://energa-operator.pl/awarie")],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "prace mogą skończyć się wcześniej",
                        "prace prawdopodobnie skończą się wcześniej",
                    )
                ],
                "hedge",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-zapisy-zajecia-dzieci",
        source="Zapisy na zajęcia ogólnorozwojowe dla dzieci w wieku od 5 do 9 lat prowadzimy od 1 do 15 września 2025 r. wyłącznie przez formularz na stronie https://mosir.lomianki.pl/zapisy. O przyjęciu decyduje kolejność zgłoszeń, a w jednej grupie jest najwyżej 14 miejsc. Opłata za semestr wynosi 280 zł i trzeba ją wnieść do 30 września; rodzeństwo otrzymuje zniżkę 15%. Dziecko nie może uczestniczyć w zajęciach bez oświadczenia rodzica o braku przeciwwskazań zdrowotnych. Zajęcia odbywają się dwa razy w tygodniu po 45 minut. Program oparliśmy na zaleceniach Sikorskiej i Malinowskiego (2021), według których regularny ruch poprawia koncentrację u większości dzieci w wieku wczesnoszkolnym. Prosimy, aby dzieci przychodziły około 10 minut przed rozpoczęciem zajęć.",
        good=[
            Good(
                "preserve",
                "Ruszają zapisy na zajęcia ogólnorozwojowe dla dzieci w wieku 5–9 lat! Zgłoszenia przyjmujemy od 1 do 15 września 2025 r., i to tylko przez formularz na https://mosir.lomianki.pl/zapisy. Kto pierwszy, ten lepszy – w grupie jest maksymalnie 14 miejsc. Semestr kosztuje 280 zł, płatne do 30 września, a rodzeństwo ma 15% zniżki. Bez oświadczenia rodzica, że nie ma przeciwwskazań zdrowotnych, dziecko nie może ćwiczyć. Spotykamy się dwa razy w tygodniu na 45 minut. Program opiera się na zaleceniach Sikorskiej i Malinowskiego (2021): według nich regularny ruch poprawia koncentrację u większości dzieci w wieku wczesnoszkolnym. Przyjdźcie, proszę, około 10 minut przed zajęciami.",
            ),
            Good(
                "preserve",
                "Zgłoszenia dzieci w wieku od 5 do 9 lat na zajęcia ogólnorozwojowe są przyjmowane w terminie 1–15 września 2025 r., wyłącznie za pośrednictwem formularza dostępnego na stronie https://mosir.lomianki.pl/zapisy. Przyjęcia odbywają się według kolejności zgłoszeń; liczba miejsc w grupie nie przekracza 14. Opłata semestralna wynosi 280 zł i jest płatna do 30 września, przy czym rodzeństwu przysługuje zniżka w wysokości 15%. Warunkiem udziału dziecka w zajęciach jest złożenie przez rodzica oświadczenia o braku przeciwwskazań zdrowotnych. Zajęcia prowadzone są dwa razy w tygodniu, po 45 minut. Program opracowano w oparciu o zalecenia Sikorskiej i Malinowskiego (2021), zgodnie z którymi regularna aktywność ruchowa poprawia koncentrację u większości dzieci w wieku wczesnoszkolnym. Uprzejmie prosimy o przybywanie z dzieckiem około 10 minut przed rozpoczęciem zajęć.",
            ),
            Good(
                "en",
                "Registration for general fitness classes for children aged 5 to 9 runs from 1 to 15 September 2025 and is possible only through the form at https://mosir.lomianki.pl/zapisy. Places are allocated on a first-come, first-served basis, with a maximum of 14 places per group. The fee is PLN 280 per term and must be paid by 30 September; siblings receive a 15% discount. A child may not take part in the classes without a parent's statement confirming that there are no health contraindications. Classes are held twice a week and last 45 minutes each. The programme is based on the recommendations of Sikorska and Malinowski (2021), according to whom regular physical activity improves concentration in most early-school-age children. Please have your child arrive about 10 minutes before the class starts.",
            ),
        ],
        bad=[
            Slip(2, [("Sikorska and Malinowski (2021)", "Sikorska (2021)")], "citation"),
            Slip(0, [("dziecko nie może ćwiczyć", "dziecko może ćwiczyć")], "negation"),
            Slip(1, [("zniżka w wysokości 15%", "zniżka w wysokości 10%")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-hackathon-uczelniany",
        source="**Termin i miejsce.** HackPW 2025 odbędzie się w dniach 22–23 listopada 2025 r. w gmachu Wydziału Elektroniki przy ul. Nowowiejskiej 15/19 w Warszawie.\n\n**Uczestnicy.** W wydarzeniu mogą brać udział zespoły liczące od 2 do 5 osób; co najmniej jeden członek zespołu musi być studentem Politechniki Warszawskiej.\n\n**Zgłoszenie projektu.** Kod należy umieścić w publicznym repozytorium, a końcowy commit oznaczyć tagiem `final-submission` (np. `git tag final-submission && git push --tags`) najpóźniej do godz. 12:00 drugiego dnia. Zgodnie z § 7 ust. 3 regulaminu nie wolno wykorzystywać kodu napisanego przed rozpoczęciem wydarzenia, z wyjątkiem publicznie dostępnych bibliotek open source.\n\n**Nagrody.** Łączna pula nagród wynosi 15 000 zł.",
        good=[
            Good(
                "preserve",
                "**Kiedy i gdzie?** HackPW 2025 startuje 22 listopada 2025 r. i trwa do 23 listopada. Widzimy się w gmachu Wydziału Elektroniki, ul. Nowowiejska 15/19, Warszawa.\n\n**Kto może wziąć udział?** Zespoły 2–5-osobowe, przy czym przynajmniej jedna osoba w drużynie musi studiować na Politechnice Warszawskiej.\n\n**Jak oddać projekt?** Wrzućcie kod do publicznego repo i oznaczcie ostatni commit tagiem `final-submission` (np. `git tag final-submission && git push --tags`) – macie na to czas najpóźniej do 12:00 drugiego dnia. Uwaga: § 7 ust. 3 regulaminu zabrania korzystania z kodu napisanego przed startem wydarzenia; wyjątkiem są publicznie dostępne biblioteki open source.\n\n**Nagrody.** Do wygrania jest łącznie 15 000 zł.",
            ),
            Good(
                "preserve",
                "**Termin i miejsce.** Hackathon HackPW 2025 zostanie przeprowadzony 22 i 23 listopada 2025 r. w gmachu Wydziału Elektroniki (ul. Nowowiejska 15/19, Warszawa).\n\n**Uczestnicy.** Do udziału dopuszcza się zespoły składające się z 2–5 osób. W skład każdego zespołu musi wchodzić co najmniej jeden student Politechniki Warszawskiej.\n\n**Zgłoszenie projektu.** Uczestnicy są zobowiązani umieścić kod w publicznym repozytorium i oznaczyć końcowy commit tagiem `final-submission` (np. `git tag final-submission && git push --tags`) nie później niż o godz. 12:00 drugiego dnia wydarzenia. Na mocy § 7 ust. 3 regulaminu zabronione jest wykorzystywanie kodu powstałego przed rozpoczęciem wydarzenia; wyjątek stanowią publicznie dostępne biblioteki open source.\n\n**Nagrody.** Łączna pula nagród wynosi 15 000 zł.",
            ),
            Good(
                "en",
                "**Date and venue.** HackPW 2025 will take place on 22–23 November 2025 in the Faculty of Electronics building at ul. Nowowiejska 15/19 in Warsaw.\n\n**Participants.** Teams of 2 to 5 people may take part; at least one team member must be a student of the Warsaw University of Technology.\n\n**Project submission.** Code must be placed in a public repository and the final commit tagged `final-submission` (e.g. `git tag final-submission && git push --tags`) by 12:00 noon on the second day at the latest. Under § 7(3) of the rules, using code written before the start of the event is not allowed, except for publicly available open-source libraries.\n\n**Prizes.** The total prize pool is PLN 15,000.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`git tag final-submission && git push --tags`",
                        "`git tag final-submission && git push`",
                    )
                ],
                "code",
            ),
            Slip(2, [("**Participants.**", "Participants.")], "markdown"),
            Slip(1, [("§ 7 ust. 3 regulaminu", "§ 7 ust. 2 regulaminu")], "legal_reference"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-bon-senioralny",
        source="Miejski bon senioralny to wsparcie w formie 30 godzin usług opiekuńczych miesięcznie dla osób, które ukończyły 75 lat i prowadzą jednoosobowe gospodarstwo domowe. O bon mogą ubiegać się seniorzy, których miesięczny dochód nie przekracza 3 500 zł brutto. Wniosek należy złożyć osobiście w Miejskim Ośrodku Pomocy Społecznej przy ul. Słowackiego 8 w terminie od 2 do 30 czerwca 2025 r. Podstawą prawną programu jest uchwała nr XIV/112/2025 Rady Miasta Lublin z dnia 24 kwietnia 2025 r., a szczegółowe kryteria określa § 3 tej uchwały. Bonu nie można wymienić na gotówkę ani przekazać innej osobie. Informacji udziela infolinia 81 466 20 10, czynna w dni robocze od 8:00 do 15:00.",
        good=[
            Good(
                "preserve",
                "Miejski bon senioralny daje 30 godzin usług opiekuńczych w każdym miesiącu. Mogą go dostać osoby, które mają skończone 75 lat i prowadzą jednoosobowe gospodarstwo domowe, czyli mieszkają same. Twój dochód nie może być wyższy niż 3 500 zł brutto miesięcznie. Wniosek złóż osobiście w Miejskim Ośrodku Pomocy Społecznej, ul. Słowackiego 8. Masz na to czas od 2 do 30 czerwca 2025 r. Program działa na podstawie uchwały nr XIV/112/2025 Rady Miasta Lublin z 24 kwietnia 2025 r. Dokładne kryteria są w § 3 tej uchwały. Bonu nie wymienisz na pieniądze i nie oddasz nikomu innemu. Masz pytania? Zadzwoń na infolinię: 81 466 20 10, w dni robocze od 8:00 do 15:00.",
            ),
            Good(
                "preserve",
                "Lublin oferuje seniorom miejski bon senioralny. Osoby, które ukończyły 75 lat i prowadzą jednoosobowe gospodarstwo domowe, mogą otrzymać 30 godzin usług opiekuńczych miesięcznie. Warunek: dochód nieprzekraczający 3 500 zł brutto na miesiąc. Wnioski przyjmuje – wyłącznie osobiście – Miejski Ośrodek Pomocy Społecznej przy ul. Słowackiego 8, od 2 do 30 czerwca 2025 r. Program wprowadziła uchwała nr XIV/112/2025 Rady Miasta Lublin z 24 kwietnia 2025 r.; szczegółowe kryteria zawiera jej § 3. Bon nie jest wymienialny na gotówkę i nie można go przekazać nikomu innemu. Pytania można kierować na infolinię pod numerem 81 466 20 10 (dni robocze, 8:00–15:00).",
            ),
            Good(
                "en",
                "The municipal senior voucher provides 30 hours of care services per month for people aged 75 or over who live in a single-person household. Seniors whose monthly income does not exceed PLN 3,500 gross may apply. Applications must be submitted in person at the Municipal Social Welfare Centre, ul. Słowackiego 8, between 2 and 30 June 2025. The programme is based on Resolution No. XIV/112/2025 of Lublin City Council of 24 April 2025, and the detailed criteria are set out in § 3 of that resolution. The voucher cannot be exchanged for cash or transferred to another person. For information, call the helpline on 81 466 20 10, open on working days from 8:00 to 15:00.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Resolution No. XIV/112/2025", "Resolution No. XIV/121/2025")],
                "legal_reference",
            ),
            Slip(
                1,
                [("i nie można go przekazać nikomu innemu", "ale można go przekazać innej osobie")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Bonu nie wymienisz na pieniądze",
                        "Bon jest ważny do końca 2025 r. Bonu nie wymienisz na pieniądze",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-najem-sali-weselnej",
        source="Rezerwacja terminu następuje po wpłacie zadatku w wysokości 5 000 zł w ciągu 7 dni od podpisania umowy. Pozostała kwota musi zostać uregulowana najpóźniej 14 dni przed uroczystością. Cena obejmuje wynajem sali dla maksymalnie 120 gości, obsługę kelnerską i dekorację stołów; menu ustala się oddzielnie, a jego koszt zwykle wynosi od 280 do 350 zł za osobę. Najemca może przywieźć własny alkohol bez opłaty korkowego. Przyjęcie może trwać do godz. 4:00, a za każdą rozpoczętą godzinę po tym czasie pobierana jest dopłata 800 zł. W razie rezygnacji później niż 6 miesięcy przed terminem zadatek nie podlega zwrotowi (art. 394 § 1 Kodeksu cywilnego).",
        good=[
            Good(
                "preserve",
                "Termin zostaje zarezerwowany z chwilą wpłaty zadatku w kwocie 5 000 zł, dokonanej w ciągu 7 dni od podpisania umowy. Pozostałą należność należy uregulować nie później niż 14 dni przed uroczystością. W cenie zawarte są: wynajem sali dla maksymalnie 120 gości, obsługa kelnerska oraz dekoracja stołów. Menu ustalane jest odrębnie; jego koszt wynosi zwykle 280–350 zł od osoby. Najemca ma prawo przywieźć własny alkohol, nie ponosząc opłaty korkowego. Przyjęcie może trwać do godz. 4:00; za każdą rozpoczętą godzinę po tej porze naliczana jest dopłata w wysokości 800 zł. Rezygnacja później niż 6 miesięcy przed terminem oznacza utratę zadatku (art. 394 § 1 Kodeksu cywilnego).",
            ),
            Good(
                "preserve",
                "Żeby zaklepać termin, wpłacacie 5 000 zł zadatku – macie na to 7 dni od podpisania umowy. Resztę trzeba zapłacić najpóźniej 14 dni przed imprezą. W cenie jest sala dla maksymalnie 120 gości, obsługa kelnerska i dekoracja stołów. Menu ustalamy osobno, a zwykle kosztuje od 280 do 350 zł za osobę. Własny alkohol możecie przywieźć i nie płacicie za to korkowego. Bawić się można do 4:00 – każda rozpoczęta godzina później to dopłata 800 zł. Jeśli zrezygnujecie później niż 6 miesięcy przed terminem, zadatek przepada (art. 394 § 1 Kodeksu cywilnego).",
            ),
            Good(
                "en",
                "The date is reserved once a deposit of PLN 5,000 has been paid within 7 days of signing the contract. The remaining balance must be paid no later than 14 days before the celebration. The price includes hire of the hall for up to 120 guests, waiting staff and table decorations; the menu is agreed separately and usually costs between PLN 280 and PLN 350 per person. The hirer may bring their own alcohol without paying a corkage fee. The reception may last until 4:00 a.m., and a surcharge of PLN 800 is charged for every hour or part of an hour after that. If the booking is cancelled later than 6 months before the date, the deposit is non-refundable (Article 394 § 1 of the Civil Code).",
            ),
        ],
        bad=[
            Slip(0, [("dopłata w wysokości 800 zł", "dopłata w wysokości 600 zł")], "number"),
            Slip(2, [("and usually costs between", "and costs between")], "hedge"),
            Bad(
                "preserve",
                "Żeby zaklepać termin, wpłacacie 5 000 zł zadatku – macie na to 7 dni od podpisania umowy. Resztę trzeba zapłacić najpóźniej 14 dni przed imprezą. W cenie jest sala dla maksymalnie 120 gości, obsługa kelnerska i dekoracja stołów. The menu is agreed separately and usually costs between PLN 280 and PLN 350 per person. You may bring your own alcohol without paying a corkage fee. The party may last until 4:00 a.m., and every hour or part of an hour after that costs an extra PLN 800. If you cancel later than 6 months before the date, the deposit is forfeited (Article 394 § 1 of the Civil Code).",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-sanepid-jakosc-wody",
        source="Państwowy Powiatowy Inspektor Sanitarny w Nowym Targu informuje, że w próbce wody pobranej 3 marca 2025 r. z wodociągu publicznego w Szaflarach stwierdzono bakterie grupy coli w liczbie 12 jtk/100 ml, podczas gdy dopuszczalna wartość wynosi 0 jtk/100 ml (rozporządzenie Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi, Dz.U. 2017 poz. 2294). Woda nie nadaje się do picia bez uprzedniego przegotowania. Można jej używać do mycia i spłukiwania toalet. Do czasu odwołania komunikatu wodę należy gotować przez co najmniej 2 minuty. Zarządca wodociągu ustawił beczkowozy z wodą pitną przy ul. Kościelnej 4. Przyczyną skażenia była prawdopodobnie awaria sieci po intensywnych opadach.",
        good=[
            Good(
                "preserve",
                "Woda z wodociągu publicznego w Szaflarach jest skażona bakteriami grupy coli – poinformował Państwowy Powiatowy Inspektor Sanitarny w Nowym Targu. W próbce pobranej 3 marca 2025 r. wykryto ich 12 jtk/100 ml, a dopuszczalna wartość to 0 jtk/100 ml (rozporządzenie Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi, Dz.U. 2017 poz. 2294). Do picia woda nadaje się dopiero po przegotowaniu, można jej natomiast używać do mycia i spłukiwania toalet. Dopóki komunikat nie zostanie odwołany, trzeba ją gotować co najmniej przez 2 minuty. Zarządca wodociągu ustawił beczkowozy z wodą pitną przy ul. Kościelnej 4. Skażenie prawdopodobnie spowodowała awaria sieci po intensywnych opadach.",
            ),
            Good(
                "preserve",
                "Sanepid w Nowym Targu (Państwowy Powiatowy Inspektor Sanitarny) informuje: woda z wodociągu publicznego w Szaflarach jest skażona. W próbce z 03.03.2025 r. znaleziono bakterie grupy coli – 12 jtk/100 ml. Dopuszczalna wartość to 0 jtk/100 ml. Tak mówi rozporządzenie Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi (Dz.U. 2017 poz. 2294). Tej wody nie można pić bez przegotowania. Możesz jej używać do mycia i do spłukiwania toalet. Dopóki komunikat nie zostanie odwołany, gotuj wodę co najmniej 2 minuty. Wodę pitną znajdziesz w beczkowozach przy ul. Kościelnej 4 – ustawił je zarządca wodociągu. Skażenie spowodowała prawdopodobnie awaria sieci po intensywnych opadach.",
            ),
            Good(
                "en",
                "The District Sanitary Inspector in Nowy Targ announces that a water sample taken on 3 March 2025 from the public water supply in Szaflary contained coliform bacteria at 12 CFU/100 ml, whereas the permissible value is 0 CFU/100 ml (Regulation of the Minister of Health of 7 December 2017 on the quality of water intended for human consumption, Dz.U. 2017 poz. 2294). The water is not fit for drinking unless it has been boiled first. It may be used for washing and flushing toilets. Until this notice is withdrawn, water must be boiled for at least 2 minutes. The water utility has set up tankers with drinking water at ul. Kościelna 4. The contamination was probably caused by a network failure after heavy rainfall.",
            ),
        ],
        bad=[
            Slip(2, [("Dz.U. 2017 poz. 2294", "Dz.U. 2017 poz. 2249")], "legal_reference"),
            Slip(0, [("Skażenie prawdopodobnie spowodowała", "Skażenie spowodowała")], "hedge"),
            Slip(1, [("03.03.2025 r.", "13.03.2025 r.")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-pracownia-komputerowa",
        source="Pracownia komputerowa w sali 214 jest dostępna dla studentów od poniedziałku do piątku w godz. 8:00–20:00. Logowanie odbywa się na konto uczelniane, a hasło można zmienić poleceniem `passwd` w terminalu. Zabrania się instalowania oprogramowania w systemie; pakiety Pythona należy instalować wyłącznie w środowisku wirtualnym utworzonym komendą `python3 -m venv ~/env`. Pliki zapisane poza katalogiem `/home` są usuwane każdej nocy o 2:00. Każdy użytkownik ma do dyspozycji 5 GB przestrzeni dyskowej. Awarie sprzętu prosimy zgłaszać na adres helpdesk@wmi.amu.edu.pl. W pracowni nie wolno spożywać posiłków.",
        good=[
            Good(
                "preserve",
                "Pracownia komputerowa (sala 214) jest otwarta dla studentów od poniedziałku do piątku, od 8:00 do 20:00. Logujesz się na swoje konto uczelniane. Hasło możesz zmienić w terminalu poleceniem `passwd`. Nie wolno instalować programów w systemie. Pakiety Pythona instaluj tylko w środowisku wirtualnym, które tworzysz komendą `python3 -m venv ~/env`. Każdej nocy o 2:00 znikają pliki zapisane poza katalogiem `/home`. Każdy ma 5 GB miejsca na dysku. Jeśli sprzęt się zepsuje, napisz na helpdesk@wmi.amu.edu.pl. W pracowni nie wolno jeść posiłków.",
            ),
            Good(
                "preserve",
                "Pracownia komputerowa mieszcząca się w sali 214 jest udostępniana studentom od poniedziałku do piątku w godzinach 8:00–20:00. Dostęp do stanowisk wymaga zalogowania się na konto uczelniane; zmiana hasła jest możliwa za pomocą polecenia `passwd` wydanego w terminalu. Instalowanie oprogramowania w systemie jest zabronione. Pakiety Pythona należy instalować wyłącznie w środowisku wirtualnym, utworzonym poleceniem `python3 -m venv ~/env`. Pliki przechowywane poza katalogiem `/home` są usuwane codziennie o godz. 2:00 w nocy. Limit przestrzeni dyskowej wynosi 5 GB na użytkownika. Awarie sprzętu prosimy zgłaszać na adres helpdesk@wmi.amu.edu.pl. Spożywanie posiłków w pracowni jest zabronione.",
            ),
            Good(
                "en",
                "The computer lab in room 214 is available to students from Monday to Friday, 8:00 a.m. to 8:00 p.m. You log in with your university account, and you can change your password with the `passwd` command in a terminal. Installing software on the system is prohibited; Python packages must be installed only in a virtual environment created with `python3 -m venv ~/env`. Files saved outside the `/home` directory are deleted every night at 2:00 a.m. Each user has 5 GB of disk space. Please report hardware faults to helpdesk@wmi.amu.edu.pl. Eating meals in the lab is not allowed.",
            ),
        ],
        bad=[
            Slip(2, [("`python3 -m venv ~/env`", "`python3 -m venv env`")], "code"),
            Slip(
                1,
                [
                    (
                        "Instalowanie oprogramowania w systemie jest zabronione.",
                        "Instalowanie oprogramowania w systemie nie jest zalecane.",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Każdy ma 5 GB miejsca na dysku.",
                        "Każdy ma 5 GB miejsca na dysku, a dodatkowe 10 GB można wykupić za 20 zł na semestr.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-konkurs-literacki",
        source="Konkurs „Pióro Lublina” jest skierowany do uczniów szkół ponadpodstawowych z województwa lubelskiego. Każdy uczestnik może nadesłać najwyżej dwa opowiadania o objętości do 15 000 znaków ze spacjami. Prace nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Teksty podpisane godłem należy przesyłać do 31 stycznia 2026 r. na adres konkurs@biblioteka.lublin.pl. Jury przyzna:\n\n- I nagrodę – 1 500 zł,\n- II nagrodę – 1 000 zł,\n- III nagrodę – 500 zł.\n\nOrganizator może ponadto przyznać wyróżnienia. Wyniki zostaną ogłoszone 8 marca 2026 r. Zasady przetwarzania danych osobowych uczestników określa art. 13 RODO.",
        good=[
            Good(
                "preserve",
                "Uczniowie szkół ponadpodstawowych z województwa lubelskiego mogą wziąć udział w konkursie „Pióro Lublina”. Każdy może zgłosić maksymalnie dwa opowiadania, a żadne nie może przekraczać 15 000 znaków ze spacjami. Warunek: teksty nie mogły być wcześniej publikowane ani nagradzane w innych konkursach. Prace podpisane godłem trzeba wysłać do 31 stycznia 2026 r. na adres konkurs@biblioteka.lublin.pl. Na laureatów czekają nagrody:\n\n- I nagroda – 1 500 zł,\n- II nagroda – 1 000 zł,\n- III nagroda – 500 zł.\n\nOrganizator może także przyznać wyróżnienia. Wyniki poznamy 8 marca 2026 r. Zasady przetwarzania danych osobowych uczestników określa art. 13 RODO.",
            ),
            Good(
                "preserve",
                "Adresatami konkursu „Pióro Lublina” są uczniowie szkół ponadpodstawowych z terenu województwa lubelskiego. Uczestnik może zgłosić nie więcej niż dwa opowiadania, z których każde liczy maksymalnie 15 000 znaków ze spacjami. Zgłaszane prace muszą być niepublikowane i nienagradzane w innych konkursach. Teksty opatrzone godłem należy nadsyłać na adres konkurs@biblioteka.lublin.pl w terminie do 31.01.2026 r. Jury przyzna następujące nagrody:\n\n- I nagroda – 1 500 zł,\n- II nagroda – 1 000 zł,\n- III nagroda – 500 zł.\n\nOrganizator zastrzega sobie możliwość przyznania wyróżnień. Ogłoszenie wyników nastąpi 8 marca 2026 r. Zasady przetwarzania danych osobowych uczestników określa art. 13 RODO.",
            ),
            Good(
                "en",
                "The “Pióro Lublina” competition is open to secondary school students from the Lubelskie Voivodeship. Each participant may submit no more than two short stories of up to 15,000 characters including spaces. Entries must not have been previously published or awarded in other competitions. Texts signed with a pseudonym must be sent to konkurs@biblioteka.lublin.pl by 31 January 2026. The jury will award:\n\n- 1st prize – PLN 1,500,\n- 2nd prize – PLN 1,000,\n- 3rd prize – PLN 500.\n\nThe organiser may also award honourable mentions. The results will be announced on 8 March 2026. The rules for processing participants' personal data are set out in Article 13 of the GDPR.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Jury przyzna następujące nagrody:\n\n- I nagroda – 1 500 zł,\n- II nagroda – 1 000 zł,\n- III nagroda – 500 zł.",
                        "Jury przyzna następujące nagrody: I nagroda – 1 500 zł, II nagroda – 1 000 zł, III nagroda – 500 zł.",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("on 8 March 2026", "on 18 March 2026")], "date"),
            Slip(
                0,
                [
                    (
                        "teksty nie mogły być wcześniej publikowane ani nagradzane",
                        "teksty mogły być wcześniej publikowane, ale nie nagradzane",
                    )
                ],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-szczepienie-psow",
        source="Wójt Gminy Stężyca informuje, że zbiorowe szczepienie psów przeciw wściekliźnie odbędzie się w sobotę 12 kwietnia 2025 r. w godz. 9:00–13:00 na placu przy remizie OSP w Stężycy. Koszt szczepienia wynosi 50 zł i jest płatny gotówką na miejscu. Przypominamy, że zgodnie z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt posiadacz psa jest zobowiązany zaszczepić go w ciągu 30 dni od ukończenia przez zwierzę 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Psy należy przyprowadzić na smyczy i w kagańcu. Prosimy o zabranie książeczki zdrowia zwierzęcia. Psów z objawami choroby nie szczepi się.",
        good=[
            Good(
                "preserve",
                "Wójt Gminy Stężyca zaprasza na zbiorowe szczepienie psów przeciw wściekliźnie. Odbędzie się ono w sobotę 12 kwietnia 2025 r., od 9:00 do 13:00, na placu przy remizie OSP w Stężycy. Szczepienie kosztuje 50 zł. Płacisz gotówką na miejscu. Pamiętaj: masz obowiązek zaszczepić psa w ciągu 30 dni od chwili, gdy skończy 3 miesiące, a potem co najmniej raz na 12 miesięcy. Tak mówi art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Przyprowadź psa na smyczy i w kagańcu. Prosimy, weź ze sobą książeczkę zdrowia zwierzęcia. Psa, który ma objawy choroby, nie zaszczepimy.",
            ),
            Good(
                "preserve",
                "W sobotę 12 kwietnia 2025 r. w Stężycy odbędzie się zbiorowe szczepienie psów przeciw wściekliźnie – poinformował wójt gminy. Akcja potrwa od 9:00 do 13:00 na placu przy remizie OSP. Za szczepienie trzeba zapłacić 50 zł, gotówką na miejscu. Urząd przypomina, że posiadacz psa ma obowiązek zaszczepić zwierzę w ciągu 30 dni od ukończenia przez nie 3. miesiąca życia, a później nie rzadziej niż co 12 miesięcy – wynika to z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Psy trzeba przyprowadzić na smyczy i w kagańcu, a organizatorzy proszą też o zabranie książeczki zdrowia zwierzęcia. Psy z objawami choroby nie będą szczepione.",
            ),
            Good(
                "en",
                "The Head of Stężyca Commune announces that mass rabies vaccination of dogs will take place on Saturday, 12 April 2025, from 9:00 to 13:00 on the square next to the volunteer fire station (OSP) in Stężyca. The vaccination costs PLN 50, payable in cash on site. Please note that under Article 56(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases, a dog owner is obliged to have the dog vaccinated within 30 days after it reaches 3 months of age, and then at least every 12 months. Dogs must be brought on a lead and muzzled. Please bring the animal's health record book. Dogs showing symptoms of illness are not vaccinated.",
            ),
        ],
        bad=[
            Slip(0, [("art. 56 ust. 1 ustawy", "art. 65 ust. 1 ustawy")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Dogs must be brought on a lead and muzzled.",
                        "Dogs should ideally be brought on a lead and muzzled.",
                    )
                ],
                "modality",
            ),
            Bad(
                "en",
                "Zbiorowe szczepienie psów przeciw wściekliźnie w gminie Stężyca zaplanowano na sobotę, 12 kwietnia 2025 r., w godz. 9:00–13:00; miejsce: plac przy remizie OSP w Stężycy. Szczepienie kosztuje 50 zł, płatne gotówką na miejscu. Art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt nakłada na posiadacza psa obowiązek zaszczepienia go w ciągu 30 dni od ukończenia 3. miesiąca życia, a następnie co najmniej raz na 12 miesięcy. Psa należy przyprowadzić na smyczy i w kagańcu oraz zabrać jego książeczkę zdrowia. Zwierzęta z objawami choroby nie są szczepione.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-dofinansowanie-fotowoltaiki",
        source="Gmina Wieluń przyjmuje wnioski o dofinansowanie instalacji fotowoltaicznych o mocy od 2 do 10 kW. Dotacja pokrywa do 50% kosztów kwalifikowanych, jednak nie więcej niż 6 000 zł na jedno gospodarstwo domowe. Wnioski można składać od 1 lipca do 30 września 2025 r. przez portal https://eboi.wielun.pl/fotowoltaika. Instalacja nie może zostać uruchomiona przed złożeniem wniosku. Według analizy Kowalczyka i Zielińskiego (2023) instalacja o mocy 5 kW pozwala obniżyć rachunki za prąd przeciętnego gospodarstwa o około 70%. Przed montażem zaleca się sprawdzenie nośności dachu. Pula środków jest ograniczona, dlatego część wniosków prawdopodobnie nie otrzyma dofinansowania.",
        good=[
            Good(
                "preserve",
                "Gmina Wieluń dopłaci do instalacji fotowoltaicznych o mocy od 2 do 10 kW. Wnioski przyjmowane są od 1 lipca do 30 września 2025 r. przez portal https://eboi.wielun.pl/fotowoltaika. Dotacja pokryje do 50% kosztów kwalifikowanych, ale jedno gospodarstwo domowe dostanie najwyżej 6 000 zł. Ważne: instalację wolno uruchomić dopiero po złożeniu wniosku. Jak wynika z analizy Kowalczyka i Zielińskiego (2023), instalacja o mocy 5 kW pozwala obniżyć rachunki za prąd przeciętnego gospodarstwa o około 70%. Przed montażem warto sprawdzić nośność dachu. Pula pieniędzy jest jednak ograniczona, więc część wniosków prawdopodobnie nie dostanie dofinansowania.",
            ),
            Good(
                "preserve",
                "Gmina Wieluń prowadzi nabór wniosków o dofinansowanie instalacji fotowoltaicznych o mocy mieszczącej się w przedziale 2–10 kW. Dotacja wynosi maksymalnie 50% kosztów kwalifikowanych, przy czym kwota przypadająca na jedno gospodarstwo domowe nie może przekroczyć 6 000 zł. Wnioski przyjmowane są w okresie od 1 lipca do 30 września 2025 r. za pośrednictwem portalu https://eboi.wielun.pl/fotowoltaika. Instalacja nie może zostać uruchomiona przed złożeniem wniosku. Analiza przeprowadzona przez Kowalczyka i Zielińskiego (2023) wskazuje, że instalacja o mocy 5 kW umożliwia obniżenie rachunków za energię elektryczną przeciętnego gospodarstwa domowego o około 70%. Przed przystąpieniem do montażu zaleca się weryfikację nośności dachu. Z uwagi na ograniczoną pulę środków część wniosków prawdopodobnie nie uzyska dofinansowania.",
            ),
            Good(
                "en",
                "Wieluń Commune is accepting applications for funding for photovoltaic installations with a capacity of 2 to 10 kW. The grant covers up to 50% of eligible costs, but no more than PLN 6,000 per household. Applications can be submitted from 1 July to 30 September 2025 via the portal at https://eboi.wielun.pl/fotowoltaika. The installation must not be put into operation before the application has been submitted. According to an analysis by Kowalczyk and Zieliński (2023), a 5 kW installation can reduce an average household's electricity bills by about 70%. It is recommended to check the load-bearing capacity of the roof before installation. Funds are limited, so some applications will probably not receive funding.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Kowalczyka i Zielińskiego (2023)", "Kowalczyka i Zielińskiego (2022)")],
                "citation",
            ),
            Slip(
                2,
                [("https://eboi.wielun.pl/fotowoltaika", "https://eboi.wielun.pl/dotacje")],
                "url",
            ),
            Slip(0, [("o około 70%", "o 70%")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-schronisko-gorskie",
        source="Cisza nocna w schronisku obowiązuje od 22:00 do 6:00. Doba noclegowa zaczyna się o 15:00 i kończy o 10:00 następnego dnia. Nocleg w pokoju wieloosobowym kosztuje 70 zł od osoby, a na podłodze w jadalni – 40 zł; miejsca na podłodze udostępniamy wyłącznie wtedy, gdy wszystkie łóżka są zajęte. Przy zameldowaniu należy okazać dokument tożsamości. W budynku obowiązuje całkowity zakaz palenia tytoniu i e-papierosów. Nie wolno przygotowywać posiłków w pokojach, ale można korzystać z ogólnodostępnej kuchni turystycznej. W razie złej pogody schronisko nie odmawia noclegu nikomu, nawet gdy brakuje wolnych miejsc. Ciepła woda jest zwykle dostępna do 21:00.",
        good=[
            Good(
                "preserve",
                "W schronisku cisza nocna trwa od 22:00 do 6:00. Doba zaczyna się o 15:00, a kończy o 10:00 następnego dnia. Łóżko w pokoju wieloosobowym to 70 zł od osoby, a miejsce na podłodze w jadalni – 40 zł, tyle że podłogę dajemy tylko wtedy, gdy wszystkie łóżka są zajęte. Przy meldowaniu trzeba pokazać dokument tożsamości. W budynku palenie tytoniu i e-papierosów jest całkowicie zakazane. Gotowanie w pokojach jest zabronione, ale możesz śmiało korzystać z ogólnodostępnej kuchni turystycznej. Kiedy pogoda jest zła, nikogo nie odsyłamy bez noclegu – nawet jak brakuje wolnych miejsc. Ciepła woda jest zwykle do 21:00.",
            ),
            Good(
                "preserve",
                "W schronisku obowiązuje cisza nocna w godzinach 22:00–6:00. Doba noclegowa trwa od godz. 15:00 do godz. 10:00 dnia następnego. Cena noclegu w pokoju wieloosobowym wynosi 70 zł za osobę, natomiast na podłodze w jadalni – 40 zł. Miejsca na podłodze są udostępniane jedynie w sytuacji, gdy wszystkie łóżka są zajęte. Warunkiem zameldowania jest okazanie dokumentu tożsamości. Na terenie budynku obowiązuje całkowity zakaz palenia tytoniu oraz e-papierosów. Przygotowywanie posiłków w pokojach jest zabronione; goście mogą korzystać z ogólnodostępnej kuchni turystycznej. Podczas złej pogody schronisko udziela noclegu każdemu, także wówczas, gdy brak wolnych miejsc. Ciepła woda jest z reguły dostępna do godz. 21:00.",
            ),
            Good(
                "en",
                "Quiet hours in the hut are from 10 p.m. to 6 a.m. The overnight stay starts at 3 p.m. and ends at 10 a.m. the following day. A bed in a dormitory costs PLN 70 per person, and a place on the dining-room floor costs PLN 40; floor space is offered only when all beds are taken. An identity document must be shown at check-in. Smoking tobacco and e-cigarettes is completely banned in the building. Preparing meals in the rooms is not allowed, but guests may use the shared hikers' kitchen. In bad weather, the hut turns no one away, even when there are no free places. Hot water is usually available until 9 p.m.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Preparing meals in the rooms is not allowed",
                        "Preparing meals in the rooms is allowed",
                    )
                ],
                "negation",
            ),
            Slip(1, [("70 zł za osobę", "75 zł za osobę")], "number"),
            Slip(
                0,
                [
                    (
                        "Ciepła woda jest zwykle do 21:00.",
                        "Ciepła woda jest zwykle do 21:00, a prysznic kosztuje 10 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-zwrot-towaru-sklep",
        source="Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta (Dz.U. 2023 poz. 2759) konsument może odstąpić od umowy zawartej na odległość bez podawania przyczyny w terminie 14 dni od dnia otrzymania towaru. Oświadczenie o odstąpieniu można przesłać na adres zwroty@lumenowo.pl lub złożyć przez formularz na stronie https://lumenowo.pl/zwroty. Towar należy odesłać najpóźniej 14 dni od dnia złożenia oświadczenia. Koszt odesłania ponosi kupujący, chyba że wartość zamówienia przekraczała 300 zł. Zwrot pieniędzy nastąpi w ciągu 14 dni, przy użyciu tej samej metody płatności. Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych według specyfikacji klienta (art. 38 ust. 1 pkt 3 ustawy).",
        good=[
            Good(
                "preserve",
                "Jeśli zawarłeś z nami umowę na odległość, możesz od niej odstąpić w ciągu 14 dni od otrzymania towaru. Nie musisz podawać przyczyny. Takie prawo daje ci art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta (Dz.U. 2023 poz. 2759). Oświadczenie wyślij na adres zwroty@lumenowo.pl albo złóż przez formularz na stronie https://lumenowo.pl/zwroty. Towar odeślij najpóźniej 14 dni od złożenia oświadczenia. Za odesłanie płacisz ty, chyba że zamówienie było warte więcej niż 300 zł. Pieniądze oddamy w ciągu 14 dni, tą samą metodą płatności. Nie możesz odstąpić od umowy, jeśli towar był wykonany według twojej specyfikacji (art. 38 ust. 1 pkt 3 ustawy).",
            ),
            Good(
                "preserve",
                "Na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta (Dz.U. 2023 poz. 2759) konsumentowi przysługuje prawo odstąpienia od umowy zawartej na odległość, bez podania przyczyny, w terminie 14 dni od otrzymania towaru. Oświadczenie o odstąpieniu można przesłać na adres zwroty@lumenowo.pl albo złożyć za pośrednictwem formularza dostępnego pod adresem https://lumenowo.pl/zwroty. Towar należy odesłać nie później niż 14 dni od złożenia oświadczenia. Koszty odesłania pokrywa kupujący, z wyjątkiem zamówień o wartości przekraczającej 300 zł. Sklep zwraca należność w terminie 14 dni, stosując tę samą metodę płatności. Zgodnie z art. 38 ust. 1 pkt 3 ustawy prawo odstąpienia nie obejmuje towarów wykonanych według specyfikacji klienta.",
            ),
            Good(
                "en",
                "Under Article 27 of the Consumer Rights Act of 30 May 2014 (Dz.U. 2023 poz. 2759), a consumer may withdraw from a distance contract without giving a reason within 14 days of receiving the goods. The notice of withdrawal can be sent to zwroty@lumenowo.pl or submitted via the form at https://lumenowo.pl/zwroty. The goods must be returned no later than 14 days after the notice is submitted. The buyer bears the cost of return shipping unless the order was worth more than PLN 300. The refund will be made within 14 days using the same payment method. The right of withdrawal does not apply to goods made to the customer's specifications (Article 38(1)(3) of the Act).",
            ),
        ],
        bad=[
            Slip(0, [("https://lumenowo.pl/zwroty", "https://lumenowo.pl/reklamacje")], "url"),
            Slip(
                2,
                [("Consumer Rights Act of 30 May 2014", "Consumer Rights Act of 30 May 2004")],
                "legal_reference",
            ),
            Bad(
                "en",
                "Under Article 27 of the Consumer Rights Act of 30 May 2014 (Dz.U. 2023 poz. 2759), a consumer may withdraw from a distance contract without giving a reason within 14 days of receiving the goods. The notice of withdrawal can be sent to zwroty@lumenowo.pl or submitted via the form at https://lumenowo.pl/zwroty. Towar należy odesłać nie później niż 14 dni od złożenia oświadczenia. Koszty odesłania pokrywa kupujący, z wyjątkiem zamówień o wartości przekraczającej 300 zł. Sklep zwraca należność w terminie 14 dni, stosując tę samą metodę płatności. Zgodnie z art. 38 ust. 1 pkt 3 ustawy prawo odstąpienia nie obejmuje towarów wykonanych według specyfikacji klienta.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-zmiana-numeracji-ulicy",
        source="Na podstawie zarządzenia nr 245/2025 Prezydenta Miasta Opola z dnia 10 października 2025 r. od 1 stycznia 2026 r. zmienia się numeracja porządkowa budynków przy ul. Ozimskiej na odcinku od ronda Dambonia do ul. Wschodniej. Dotychczasowe numery od 120 do 158 zostaną zastąpione numerami od 2 do 40. Właściciele nieruchomości są zobowiązani umieścić na budynkach nowe tabliczki do 31 marca 2026 r.; tabliczki wydaje bezpłatnie Urząd Miasta. Mieszkańcy nie muszą wymieniać dowodów osobistych – dotychczasowe dokumenty zachowują ważność do upływu terminu na nich wskazanego. Przedsiębiorcy powinni jednak zaktualizować adres w CEIDG. Szczegółowe informacje są dostępne na stronie www.opole.pl/numeracja.",
        good=[
            Good(
                "preserve",
                "Od 1 stycznia 2026 r. budynki przy ul. Ozimskiej w Opolu, na odcinku od ronda Dambonia do ul. Wschodniej, dostaną nowe numery porządkowe. Zamiast dotychczasowych numerów od 120 do 158 pojawią się numery od 2 do 40. Zmianę wprowadza zarządzenie nr 245/2025 Prezydenta Miasta Opola z 10 października 2025 r. Właściciele nieruchomości mają obowiązek zawiesić na budynkach nowe tabliczki do 31 marca 2026 r. Tabliczki bezpłatnie wydaje Urząd Miasta. Wymiana dowodów osobistych nie będzie konieczna: dotychczasowe dokumenty są ważne do upływu terminu, który na nich wskazano. Przedsiębiorcy powinni jednak zaktualizować adres w CEIDG. Więcej informacji na stronie www.opole.pl/numeracja.",
            ),
            Good(
                "preserve",
                "Zmieniają się numery budynków przy ul. Ozimskiej w Opolu. Chodzi o odcinek od ronda Dambonia do ul. Wschodniej. Nowe numery obowiązują od 1 stycznia 2026 r. Numery od 120 do 158 zmienią się na numery od 2 do 40. Tak postanowił Prezydent Miasta Opola w zarządzeniu nr 245/2025 z 10.10.2025 r. Jeśli jesteś właścicielem budynku przy tej ulicy, musisz powiesić na nim nową tabliczkę do 31 marca 2026 r. Tabliczkę dostaniesz za darmo w Urzędzie Miasta. Nie musisz wymieniać dowodu osobistego. Twój dowód jest ważny do daty, która jest na nim wpisana. Jeśli prowadzisz firmę, powinieneś zaktualizować adres w CEIDG. Więcej informacji: www.opole.pl/numeracja.",
            ),
            Good(
                "en",
                "Under Order No. 245/2025 of the Mayor of Opole of 10 October 2025, the numbering of buildings on ul. Ozimska between the Dambonia roundabout and ul. Wschodnia will change from 1 January 2026. The current numbers 120 to 158 will be replaced by numbers 2 to 40. Property owners are required to put up the new number plates on their buildings by 31 March 2026; the plates are issued free of charge by the City Hall. Residents do not need to replace their ID cards – existing documents remain valid until the expiry date shown on them. Businesses should, however, update their address in CEIDG. Details are available at www.opole.pl/numeracja.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Residents do not need to replace their ID cards",
                        "Residents need to replace their ID cards",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Właściciele nieruchomości mają obowiązek zawiesić",
                        "Właściciele nieruchomości mogą zawiesić",
                    )
                ],
                "modality",
            ),
            Slip(1, [("do 31 marca 2026 r.", "do 31 maja 2026 r.")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-instalacja-biblioteki",
        source="Biblioteka `tekstura` implementuje algorytm lematyzacji opisany przez Nowak i in. (2019) i wymaga Pythona w wersji 3.9 lub nowszej. Aby ją zainstalować, uruchom `pip install tekstura==2.4.1`. Na systemie Windows należy wcześniej zainstalować pakiet Microsoft C++ Build Tools, w przeciwnym razie kompilacja rozszerzeń się nie powiedzie. Po instalacji trzeba pobrać model języka polskiego poleceniem `python -m tekstura download pl`; plik waży około 480 MB. Nie zaleca się instalowania biblioteki globalnie – lepiej użyć środowiska wirtualnego. Wersje starsze niż 2.0 nie są już wspierane. Pełna dokumentacja jest dostępna pod adresem https://tekstura.readthedocs.io/pl/latest/.",
        good=[
            Good(
                "preserve",
                "`tekstura` to biblioteka z algorytmem lematyzacji opisanym przez Nowak i in. (2019). Potrzebujesz Pythona 3.9 albo nowszego. Instalacja to jedno polecenie: `pip install tekstura==2.4.1`. Jeśli pracujesz na Windowsie, najpierw zainstaluj Microsoft C++ Build Tools – bez tego kompilacja rozszerzeń się nie uda. Po instalacji musisz jeszcze ściągnąć model języka polskiego: `python -m tekstura download pl` (plik ma około 480 MB). Nie polecamy instalowania biblioteki globalnie, lepiej skorzystać ze środowiska wirtualnego. Wersje starsze niż 2.0 nie są już wspierane. Pełna dokumentacja czeka na https://tekstura.readthedocs.io/pl/latest/.",
            ),
            Good(
                "preserve",
                "Biblioteka `tekstura` stanowi implementację algorytmu lematyzacji opisanego przez Nowak i in. (2019). Do jej działania wymagany jest Python w wersji co najmniej 3.9. Instalację przeprowadza się poleceniem `pip install tekstura==2.4.1`. W systemie Windows konieczne jest uprzednie zainstalowanie pakietu Microsoft C++ Build Tools; jego brak uniemożliwia kompilację rozszerzeń. Po zakończeniu instalacji należy pobrać model języka polskiego za pomocą polecenia `python -m tekstura download pl`; rozmiar pliku wynosi około 480 MB. Instalowanie biblioteki globalnie nie jest zalecane – korzystniejszym rozwiązaniem jest środowisko wirtualne. Wersje starsze niż 2.0 nie są już objęte wsparciem. Pełną dokumentację udostępniono pod adresem https://tekstura.readthedocs.io/pl/latest/.",
            ),
            Good(
                "en",
                "The `tekstura` library implements the lemmatisation algorithm described by Nowak et al. (2019) and requires Python 3.9 or later. To install it, run `pip install tekstura==2.4.1`. On Windows, you must first install Microsoft C++ Build Tools; otherwise, compiling the extensions will fail. After installation, you need to download the Polish language model with `python -m tekstura download pl`; the file is about 480 MB. Installing the library globally is not recommended – it is better to use a virtual environment. Versions older than 2.0 are no longer supported. Full documentation is available at https://tekstura.readthedocs.io/pl/latest/.",
            ),
        ],
        bad=[
            Slip(2, [("`pip install tekstura==2.4.1`", "`pip install tekstura>=2.4.1`")], "code"),
            Slip(1, [("Nowak i in. (2019)", "Nowak (2019)")], "citation"),
            Slip(
                0,
                [
                    (
                        "https://tekstura.readthedocs.io/pl/latest/",
                        "https://tekstura.readthedocs.io/en/latest/",
                    )
                ],
                "url",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-badania-przesiewowe-mammografia",
        source="Bezpłatna mammografia w ramach Programu profilaktyki raka piersi przysługuje kobietom w wieku 45–74 lat raz na 24 miesiące. Skierowanie nie jest potrzebne – wystarczy dokument tożsamości. Na badanie można zapisać się telefonicznie pod numerem 22 572 20 00 albo przez Internetowe Konto Pacjenta. W dniu badania nie należy stosować dezodorantów, pudrów ani balsamów w okolicy piersi i pach. Badanie trwa zwykle około 15 minut, a wynik jest dostępny po 7–14 dniach. Według przeglądu Wiśniewskiej i Lis (2020) regularne badania przesiewowe zmniejszają umieralność z powodu raka piersi o 20–30%. Kobiety, u których wcześniej rozpoznano raka piersi, nie kwalifikują się do programu i powinny pozostawać pod opieką poradni onkologicznej.",
        good=[
            Good(
                "preserve",
                "Jeśli masz od 45 do 74 lat, możesz raz na dwa lata zrobić bezpłatną mammografię w ramach Programu profilaktyki raka piersi. Nie potrzebujesz skierowania – wystarczy dokument tożsamości. Zapisz się przez telefon: 22 572 20 00 albo przez Internetowe Konto Pacjenta. W dniu badania nie używaj dezodorantów, pudrów ani balsamów w okolicy piersi i pach. Badanie zwykle trwa około kwadransa. Wynik dostaniesz po 7–14 dniach. Wiśniewska i Lis (2020) piszą w swoim przeglądzie, że regularne badania przesiewowe zmniejszają umieralność z powodu raka piersi o 20–30%. Jeśli wcześniej rozpoznano u ciebie raka piersi, nie możesz skorzystać z programu. Powinnaś pozostawać pod opieką poradni onkologicznej.",
            ),
            Good(
                "preserve",
                "Kobiety w wieku 45–74 lat mogą co 24 miesiące bezpłatnie wykonać mammografię w ramach Programu profilaktyki raka piersi. Skierowanie nie jest wymagane, wystarczy dokument tożsamości. Zapisy prowadzone są telefonicznie pod numerem 22 572 20 00 oraz przez Internetowe Konto Pacjenta. W dniu badania nie należy stosować w okolicy piersi i pach dezodorantów, pudrów ani balsamów. Samo badanie trwa zwykle około 15 minut, a na wynik czeka się od 7 do 14 dni. Jak wynika z przeglądu Wiśniewskiej i Lis (2020), regularne badania przesiewowe obniżają umieralność z powodu raka piersi o 20–30%. Z programu nie mogą korzystać kobiety, u których wcześniej rozpoznano raka piersi – powinny one pozostawać pod opieką poradni onkologicznej.",
            ),
            Good(
                "en",
                "Free mammography under the Breast Cancer Prevention Programme is available to women aged 45–74 once every 24 months. No referral is needed – an identity document is enough. You can book an appointment by phone on 22 572 20 00 or through the Internet Patient Account (IKP). On the day of the examination, do not apply deodorants, powders or lotions to the breast and armpit area. The examination usually takes about 15 minutes, and the result is available after 7–14 days. According to a review by Wiśniewska and Lis (2020), regular screening reduces breast cancer mortality by 20–30%. Women previously diagnosed with breast cancer are not eligible for the programme and should remain under the care of an oncology clinic.",
            ),
        ],
        bad=[
            Slip(2, [("Wiśniewska and Lis (2020)", "Wiśniewska and Lis (2018)")], "citation"),
            Slip(
                1,
                [("przeglądu Wiśniewskiej i Lis (2020)", "przeglądu Wiśniewskiej (2020)")],
                "citation",
            ),
            Slip(0, [("Badanie zwykle trwa około kwadransa.", "Badanie trwa kwadrans.")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-regulamin-karty-miejskiej",
        source="Zgodnie z § 4 ust. 2 Regulaminu Karty Miejskiej kartę spersonalizowaną wydaje się w ciągu 14 dni od złożenia wniosku w Punkcie Obsługi Pasażera. Pierwsza karta jest bezpłatna, a za wydanie duplikatu pobiera się opłatę 15 zł. Karty nie wolno udostępniać innym osobom; podczas kontroli pasażer jest zobowiązany okazać ją wraz z dokumentem ze zdjęciem. Bilet okresowy można zakodować na karcie przez aplikację lub w biletomacie, najwcześniej 7 dni przed rozpoczęciem okresu ważności. Utratę karty należy niezwłocznie zgłosić pod numerem 19 115 – od chwili zgłoszenia bilety zapisane na karcie są zabezpieczone. Uszkodzoną kartę wymienia się bezpłatnie, o ile uszkodzenie nie powstało z winy użytkownika.",
        good=[
            Good(
                "preserve",
                "Spersonalizowaną kartę miejską dostaniesz w ciągu 14 dni od złożenia wniosku w Punkcie Obsługi Pasażera (§ 4 ust. 2 Regulaminu Karty Miejskiej). Pierwsza karta jest za darmo. Duplikat kosztuje 15 zł. Nikomu nie udostępniaj swojej karty. Podczas kontroli musisz pokazać kartę razem z dokumentem ze zdjęciem. Bilet okresowy zakodujesz na karcie w aplikacji albo w biletomacie – najwcześniej 7 dni przed pierwszym dniem jego ważności. Zgubiłeś kartę? Od razu zgłoś to pod numerem 19 115. Od momentu zgłoszenia bilety na karcie są zabezpieczone. Jeśli karta się uszkodzi, ale nie z twojej winy, wymienimy ją za darmo.",
            ),
            Good(
                "preserve",
                "Karta spersonalizowana jest wydawana w terminie 14 dni od dnia złożenia wniosku w Punkcie Obsługi Pasażera, co wynika z § 4 ust. 2 Regulaminu Karty Miejskiej. Wydanie pierwszej karty jest bezpłatne; opłata za duplikat wynosi 15 zł. Udostępnianie karty innym osobom jest zabronione. W trakcie kontroli pasażer ma obowiązek okazać kartę wraz z dokumentem ze zdjęciem. Kodowanie biletu okresowego na karcie jest możliwe w aplikacji oraz w biletomatach, nie wcześniej niż 7 dni przed rozpoczęciem okresu ważności biletu. Utratę karty należy niezwłocznie zgłosić pod numerem 19 115; od chwili zgłoszenia bilety zapisane na karcie są zabezpieczone. Karta uszkodzona z przyczyn niezawinionych przez użytkownika podlega bezpłatnej wymianie.",
            ),
            Good(
                "en",
                "Under § 4(2) of the City Card Regulations, a personalised card is issued within 14 days of submitting an application at the Passenger Service Point. The first card is free of charge, and a fee of PLN 15 is charged for a duplicate. The card must not be shared with other people; during a ticket inspection, the passenger is required to show it together with a photo ID. A season ticket can be loaded onto the card via the app or at a ticket machine no earlier than 7 days before its validity period begins. The loss of a card must be reported immediately by calling 19 115 – from the moment it is reported, the tickets stored on the card are protected. A damaged card is replaced free of charge, provided the damage was not the user's fault.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Udostępnianie karty innym osobom jest zabronione.",
                        "Udostępnianie karty innym osobom nie jest zalecane.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("no earlier than 7 days", "no earlier than 10 days")], "number"),
            Slip(
                0,
                [("Duplikat kosztuje 15 zł.", "Duplikat kosztuje 15 zł i jest gotowy od ręki.")],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-wypozyczalnia-nart",
        source="**Zasady wypożyczania sprzętu narciarskiego**\n\n- Przy wypożyczeniu należy pozostawić dokument tożsamości ze zdjęciem lub kaucję w wysokości 500 zł za komplet.\n- Komplet (narty, buty, kijki) kosztuje 80 zł za dzień, a przy wynajmie na co najmniej 5 dni – 65 zł za dzień.\n- Sprzęt trzeba zwrócić do 18:00 ostatniego dnia wypożyczenia; za każdą rozpoczętą godzinę opóźnienia pobieramy 20 zł.\n- Ustawienia wiązań może zmieniać wyłącznie pracownik serwisu.\n- Kask dla dziecka do 16. roku życia wypożyczamy bezpłatnie.\n\nPrzypominamy, że zgodnie z art. 55 ust. 1 ustawy z dnia 18 sierpnia 2011 r. o bezpieczeństwie i ratownictwie w górach i na zorganizowanych terenach narciarskich osoby do 16. roku życia muszą jeździć w kasku. Klient odpowiada za uszkodzenia sprzętu powstałe z jego winy.",
        good=[
            Good(
                "preserve",
                "**Jak wypożyczyć sprzęt narciarski**\n\n- Musisz zostawić u nas dokument tożsamości ze zdjęciem albo 500 zł kaucji za komplet.\n- Komplet (narty, buty, kijki) to 80 zł za dzień, a jeśli bierzesz go na 5 dni lub dłużej – 65 zł za dzień.\n- Sprzęt trzeba oddać do 18:00 ostatniego dnia wypożyczenia; każda rozpoczęta godzina spóźnienia to 20 zł.\n- Wiązania przestawia tylko nasz serwisant – nikt inny nie może zmieniać ich ustawień.\n- Kask dla dziecka do 16. roku życia pożyczamy za darmo.\n\nPamiętaj: zgodnie z art. 55 ust. 1 ustawy z dnia 18 sierpnia 2011 r. o bezpieczeństwie i ratownictwie w górach i na zorganizowanych terenach narciarskich osoby do 16. roku życia muszą jeździć w kasku. Jeśli uszkodzisz sprzęt z własnej winy, odpowiadasz za to.",
            ),
            Good(
                "preserve",
                "**Zasady wypożyczania sprzętu narciarskiego**\n\n- Warunkiem wypożyczenia jest pozostawienie dokumentu tożsamości ze zdjęciem albo kaucji w wysokości 500 zł za komplet.\n- Cena kompletu (narty, buty, kijki) wynosi 80 zł za dzień; przy wynajmie na okres co najmniej 5 dni – 65 zł za dzień.\n- Sprzęt należy zwrócić do godz. 18:00 ostatniego dnia wypożyczenia. Za każdą rozpoczętą godzinę opóźnienia naliczana jest opłata 20 zł.\n- Zmiana ustawień wiązań jest zastrzeżona wyłącznie dla pracowników serwisu.\n- Kaski dla dzieci do 16. roku życia wypożyczane są bezpłatnie.\n\nZgodnie z art. 55 ust. 1 ustawy z dnia 18 sierpnia 2011 r. o bezpieczeństwie i ratownictwie w górach i na zorganizowanych terenach narciarskich osoby do 16. roku życia mają obowiązek jazdy w kasku. Klient ponosi odpowiedzialność za uszkodzenia sprzętu powstałe z jego winy.",
            ),
            Good(
                "en",
                "**Ski equipment rental rules**\n\n- When renting, you must leave a photo ID or a deposit of PLN 500 per set.\n- A set (skis, boots, poles) costs PLN 80 per day, or PLN 65 per day if rented for at least 5 days.\n- Equipment must be returned by 6:00 p.m. on the last day of the rental; we charge PLN 20 for every hour or part of an hour of delay.\n- Only a service technician may change the binding settings.\n- Helmets for children up to 16 years of age are lent free of charge.\n\nPlease note that under Article 55(1) of the Act of 18 August 2011 on safety and rescue in the mountains and on organised ski areas, persons up to 16 years of age must ski with a helmet. Customers are liable for any damage to the equipment caused through their own fault.",
            ),
        ],
        bad=[
            Slip(1, [("\n- Zmiana ustawień wiązań", " Zmiana ustawień wiązań")], "markdown"),
            Bad(
                "preserve",
                "**How to rent ski equipment**\n\n- You need to leave a photo ID or a PLN 500 deposit per set.\n- A full set (skis, boots and poles) is PLN 80 a day; for rentals of 5 days or more it is PLN 65 a day.\n- Return the equipment by 18:00 on the last rental day; each started hour of delay costs PLN 20.\n- Binding settings can be adjusted only by our service staff.\n- Helmets for children up to the age of 16 are free to rent.\n\nRemember that Article 55(1) of the Act of 18 August 2011 on safety and rescue in the mountains and on organised ski areas requires everyone up to 16 years of age to ski in a helmet. You are liable for any damage to the equipment caused through your own fault.",
                "wrong_language",
            ),
            Slip(0, [("65 zł za dzień", "60 zł za dzień")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="pl-wolontariat-hospicjum",
        source="Hospicjum im. św. Marty w Tarnowie ogłasza nabór wolontariuszy do opieki nad pacjentami.\n\n**Wymagania:** ukończone 18 lat, gotowość poświęcenia co najmniej 4 godzin tygodniowo oraz zaświadczenie o niekaralności.\n\n**Szkolenie:** każdy kandydat musi ukończyć bezpłatny kurs (60 godzin), który rozpocznie się 4 października 2025 r. i potrwa do połowy grudnia. Do pracy przy łóżku chorego nie dopuszczamy osób, które w ciągu ostatnich 12 miesięcy straciły kogoś bliskiego.\n\n**Zgłoszenia:** do 20 września przez formularz na stronie https://hospicjum-marta.pl/wolontariat lub telefonicznie pod numerem 14 621 30 40.\n\nWolontariusze nie otrzymują wynagrodzenia, mogą jednak liczyć na zwrot kosztów dojazdu.",
        good=[
            Good(
                "preserve",
                "Tarnowskie Hospicjum im. św. Marty szuka wolontariuszy do opieki nad pacjentami.\n\n**Wymagania:** kandydat musi mieć ukończone 18 lat, być gotów poświęcić co najmniej 4 godziny tygodniowo i przedstawić zaświadczenie o niekaralności.\n\n**Szkolenie:** obowiązkowy, bezpłatny kurs trwa 60 godzin; zajęcia ruszają 4 października 2025 r. i potrwają do połowy grudnia. Osoby, które w ciągu ostatnich 12 miesięcy straciły kogoś bliskiego, nie zostaną dopuszczone do pracy przy łóżku chorego.\n\n**Zgłoszenia:** do 20 września – przez formularz na stronie https://hospicjum-marta.pl/wolontariat albo telefonicznie, pod numerem 14 621 30 40.\n\nWolontariusze pracują bez wynagrodzenia, ale mogą liczyć na zwrot kosztów dojazdu.",
            ),
            Good(
                "preserve",
                "Hospicjum im. św. Marty w Tarnowie szuka wolontariuszy. Będą pomagać w opiece nad pacjentami.\n\n**Kto może się zgłosić:** osoba, która ma skończone 18 lat, ma co najmniej 4 godziny w tygodniu na wolontariat i ma zaświadczenie o niekaralności.\n\n**Szkolenie:** każdy musi przejść darmowy kurs. Kurs trwa 60 godzin. Zaczyna się 4 października 2025 r. i trwa do połowy grudnia. Jeśli w ciągu ostatnich 12 miesięcy straciłeś kogoś bliskiego, nie możesz pracować przy łóżku chorego.\n\n**Jak się zgłosić:** do 20 września. Wypełnij formularz na stronie https://hospicjum-marta.pl/wolontariat albo zadzwoń: 14 621 30 40.\n\nZa wolontariat nie dostaniesz wynagrodzenia. Możesz jednak liczyć na zwrot kosztów dojazdu.",
            ),
            Good(
                "en",
                "St Martha Hospice in Tarnów is recruiting volunteers to care for patients.\n\n**Requirements:** at least 18 years of age, willingness to give at least 4 hours a week, and a certificate of no criminal record.\n\n**Training:** every candidate must complete a free 60-hour course, which starts on 4 October 2025 and runs until mid-December. We do not allow people who have lost someone close to them in the last 12 months to work at patients' bedsides.\n\n**Applications:** by 20 September via the form at https://hospicjum-marta.pl/wolontariat or by phone on 14 621 30 40.\n\nVolunteers are not paid, but they can count on reimbursement of their travel costs.",
            ),
        ],
        bad=[
            Slip(0, [("**Zgłoszenia:**", "Zgłoszenia:")], "markdown"),
            Slip(2, [("starts on 4 October 2025", "starts on 14 October 2025")], "date"),
            Slip(
                1,
                [("Kurs trwa 60 godzin.", "Kurs trwa 60 godzin i kończy się egzaminem.")],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="pl-pole-namiotowe",
        source="Pole namiotowe jest czynne od 1 maja do 30 września. Opłata za dobę wynosi 25 zł za osobę dorosłą, 15 zł za dziecko do lat 12 oraz 20 zł za namiot; podłączenie do prądu kosztuje dodatkowo 12 zł. Przyjazd jest możliwy od 14:00, a miejsce należy zwolnić do 11:00. Zabrania się rozpalania ognisk poza wyznaczonym miejscem oraz mycia naczyń pod prysznicami. Psy mogą przebywać na terenie pola wyłącznie na smyczy. W godzinach 23:00–7:00 obowiązuje cisza nocna. Woda z kranów przy sanitariatach nie jest wodą pitną; wodę butelkowaną można kupić w recepcji. W sezonie w weekendy zwykle brakuje wolnych miejsc, dlatego warto wcześniej zarezerwować miejsce na stronie https://pole-wigry.pl/rezerwacja.",
        good=[
            Good(
                "preserve",
                "Pole namiotowe działa od 1 maja do 30 września. Za dobę płacisz 25 zł od dorosłego, 15 zł od dziecka do lat 12 i 20 zł od namiotu; prąd to dodatkowe 12 zł. Przyjechać możesz od 14:00, a miejsce trzeba zwolnić do 11:00. Ogniska rozpalamy tylko w wyznaczonym miejscu, a naczyń pod prysznicami nie myjemy – jedno i drugie jest zabronione. Pies może być z tobą na polu, ale wyłącznie na smyczy. Cisza nocna trwa od 23:00 do 7:00. Woda z kranów przy sanitariatach nie nadaje się do picia – butelkowaną kupisz w recepcji. W sezonie w weekendy zwykle brakuje wolnych miejsc, więc warto zarezerwować je wcześniej na https://pole-wigry.pl/rezerwacja.",
            ),
            Good(
                "preserve",
                "Pole namiotowe prowadzi działalność w okresie od 1 maja do 30 września. Opłaty za dobę: 25 zł za osobę dorosłą, 15 zł za dziecko do lat 12, 20 zł za namiot; za podłączenie do prądu pobiera się dodatkowo 12 zł. Przyjazd jest możliwy od godz. 14:00, a miejsce należy zwolnić do godz. 11:00. Obowiązuje zakaz rozpalania ognisk poza wyznaczonym miejscem oraz mycia naczyń pod prysznicami. Psy mogą przebywać na terenie pola wyłącznie na smyczy. Cisza nocna obowiązuje w godzinach 23:00–7:00. Woda z kranów przy sanitariatach nie jest przeznaczona do picia; wodę butelkowaną można nabyć w recepcji. W sezonie w weekendy zwykle brakuje wolnych miejsc, w związku z czym warto dokonać wcześniejszej rezerwacji na stronie https://pole-wigry.pl/rezerwacja.",
            ),
            Good(
                "en",
                "The campsite is open from 1 May to 30 September. The nightly fee is PLN 25 per adult, PLN 15 per child up to 12 years old and PLN 20 per tent; an electricity hook-up costs an extra PLN 12. Arrival is possible from 2 p.m., and pitches must be vacated by 11 a.m. Lighting fires outside the designated area and washing dishes in the showers are prohibited. Dogs are allowed on the site only on a lead. Quiet hours are from 11 p.m. to 7 a.m. The water from the taps by the toilet blocks is not drinking water; bottled water can be bought at reception. In season, there are usually no free pitches at weekends, so it is worth booking in advance at https://pole-wigry.pl/rezerwacja.",
            ),
        ],
        bad=[
            Slip(2, [("is not drinking water", "is drinking water")], "negation"),
            Slip(1, [("https://pole-wigry.pl/rezerwacja", "https://pole-wigry.pl/cennik")], "url"),
            Bad(
                "en",
                "The campsite is open from 1 May to 30 September. The nightly fee is PLN 25 per adult, PLN 15 per child up to 12 years old and PLN 20 per tent; an electricity hook-up costs an extra PLN 12. Arrival is possible from 2 p.m., and pitches must be vacated by 11 a.m. Zabrania się rozpalania ognisk poza wyznaczonym miejscem oraz mycia naczyń pod prysznicami. Psy mogą przebywać na terenie pola wyłącznie na smyczy. W godzinach 23:00–7:00 obowiązuje cisza nocna. Woda z kranów przy sanitariatach nie jest wodą pitną; wodę butelkowaną można kupić w recepcji. W sezonie w weekendy zwykle brakuje wolnych miejsc, dlatego warto wcześniej zarezerwować miejsce na stronie https://pole-wigry.pl/rezerwacja.",
                "wrong_language",
            ),
        ],
    )
)

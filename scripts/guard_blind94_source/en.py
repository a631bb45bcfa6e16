# ruff: noqa: E501, RUF001
"""English source cases of blind set 94: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-lighthouse-keeper-cottage-booking-terms",
        source="Thank you for booking the Keeper's Cottage at Carrick Head Lighthouse. Check-in is from 4 pm and check-out is by 10 am on your day of departure. The cottage sleeps up to four guests; a travel cot is available on request, but pets are not permitted because the lighthouse grounds are a nesting site for kittiwakes. The balance of £480 must be paid no later than 14 March 2025, six weeks before arrival. If you cancel after that date, the deposit cannot be refunded. Please note that the access track may be closed at high spring tides, so check the tide tables before you set off. Guests should bring their own towels.",
        good=[
            Good(
                "preserve",
                "Thanks for choosing the Keeper's Cottage at Carrick Head Lighthouse! You can check in from 4 pm, and check-out is by 10 am on the day you leave. Up to four guests can stay, and we can provide a travel cot if you ask. Pets aren't allowed, as the lighthouse grounds are a nesting site for kittiwakes. Your remaining balance of £480 must reach us by 14 March 2025 at the latest (that's six weeks before you arrive); if you cancel after that date, your deposit can't be refunded. At high spring tides the access track may be closed, so do check the tide tables before setting off. You should also bring your own towels.",
            ),
            Good(
                "preserve",
                "Keeper's Cottage, Carrick Head Lighthouse – key booking information:\n- Check-in: from 4 pm. Check-out: by 10 am on the day of departure.\n- Capacity: a maximum of four guests; a travel cot is available on request.\n- No pets – the lighthouse grounds are a nesting site for kittiwakes.\n- Balance: £480, which must be paid no later than March 14, 2025 (six weeks before arrival). If you cancel after that date, the deposit cannot be refunded.\n- The access track may be closed at high spring tides, so check the tide tables before travelling.\n- Guests should bring their own towels.",
            ),
            Good(
                "pl",
                "Dziękujemy za rezerwację Keeper's Cottage przy latarni morskiej Carrick Head. Zameldowanie jest możliwe od 16:00, a wymeldowanie do 10:00 w dniu wyjazdu. W domku może nocować maksymalnie czworo gości; na życzenie udostępniamy łóżeczko turystyczne, ale zwierzęta nie są dozwolone, ponieważ teren latarni jest miejscem gniazdowania mew trójpalczastych. Pozostałą kwotę 480 £ należy wpłacić najpóźniej do 14 marca 2025 r., czyli sześć tygodni przed przyjazdem. W przypadku rezygnacji po tym terminie zadatek nie podlega zwrotowi. Droga dojazdowa może być zamknięta podczas wysokich pływów syzygijnych, dlatego przed wyjazdem sprawdź tabele pływów. Goście powinni zabrać własne ręczniki.",
            ),
        ],
        bad=[
            Slip(0, [("by 14 March 2025 at the latest", "by 21 March 2025 at the latest")], "date"),
            Slip(1, [("a maximum of four guests", "a maximum of six guests")], "number"),
            Slip(2, [("Goście powinni zabrać", "Goście muszą zabrać")], "modality"),
        ],
    ),
    Case(
        key="en-bouldering-gym-membership-freeze-policy",
        source="Membership freezes at Crux Bouldering Centre\nMonthly members can freeze their membership for a minimum of 2 weeks and a maximum of 3 months in any 12-month period. A freeze costs £5 per month and must be requested at reception or through the app at least 7 days before your next payment date. Freezes cannot be backdated, and they are not available during the first three months of a new membership. If you are injured, we will usually waive the fee when you show a doctor's note. Annual memberships cannot be frozen, but they can be extended by up to 4 weeks for medical reasons.",
        good=[
            Good(
                "preserve",
                "Need a break from climbing? If you're a monthly member at Crux Bouldering Centre, you can freeze your membership for anywhere from 2 weeks to 3 months in any 12-month period. It costs £5 per month, and you must ask at reception or in the app at least 7 days before your next payment is due. We can't backdate freezes, and you can't freeze during the first three months of a new membership. Injured? Show us a doctor's note and we'll usually waive the fee. Annual memberships can't be frozen, though they can be extended by up to 4 weeks for medical reasons.",
            ),
            Good(
                "preserve",
                "Crux Bouldering Centre – membership freeze policy. Holders of a monthly membership may suspend it for no less than two weeks and no more than three months within any twelve-month period. The charge is £5 per month. Requests must be made at reception or via the app no later than 7 days before the next payment date. Freezes cannot be applied retrospectively and are not available in the first three months of a new membership. Where a member is injured, the fee will usually be waived on presentation of a doctor's note. Annual memberships cannot be frozen; however, they may be extended by up to four weeks on medical grounds.",
            ),
            Good(
                "pl",
                "Zawieszenie karnetu w Crux Bouldering Centre\nPosiadacze karnetu miesięcznego mogą zawiesić członkostwo na co najmniej 2 tygodnie i maksymalnie 3 miesiące w dowolnym okresie 12 miesięcy. Zawieszenie kosztuje 5 £ miesięcznie i trzeba o nie poprosić w recepcji lub przez aplikację co najmniej 7 dni przed kolejną datą płatności. Zawieszenia nie mogą działać wstecz i nie są dostępne w pierwszych trzech miesiącach nowego członkostwa. W razie kontuzji zazwyczaj zwalniamy z opłaty po okazaniu zaświadczenia lekarskiego. Karnetów rocznych nie można zawiesić, ale z przyczyn medycznych można je przedłużyć maksymalnie o 4 tygodnie.",
            ),
        ],
        bad=[
            Slip(0, [("It costs £5 per month", "It costs £15 per month")], "number"),
            Slip(1, [("and are not available in", "and are also available in")], "negation"),
            Slip(
                2,
                [("W razie kontuzji zazwyczaj zwalniamy", "W razie kontuzji zawsze zwalniamy")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-community-fridge-donation-hygiene-rules",
        source="The Elm Street Community Fridge is open to everyone, and you don't need to sign up or explain why you are taking food. Donors must label any home-cooked dishes with the date they were made and a list of allergens. We cannot accept raw meat, raw fish, opened tins or anything past its use-by date, although food past its best-before date is fine. Volunteers check the fridge twice a day and should record its temperature, which must stay below 5°C. As a food business registered with the district council, we follow the Food Safety Act 1990 and Regulation (EC) No 852/2004 on food hygiene.",
        good=[
            Good(
                "preserve",
                "Anyone can use the Elm Street Community Fridge. You don't have to register, and you don't need to explain why you're taking food. If you donate home-cooked dishes, you must label them with the date they were made and a list of allergens. We can't take raw meat, raw fish, opened tins or anything past its use-by date, but food past its best-before date is fine. Volunteers check the fridge twice a day and should log the temperature, which must stay below 5°C. We are registered as a food business with the district council, so we follow the Food Safety Act 1990 and Regulation (EC) No 852/2004 on food hygiene.",
            ),
            Good(
                "preserve",
                "Elm Street Community Fridge – house rules\n• Open to everyone: no sign-up, and no need to explain why you're taking food.\n• Home-cooked dishes must carry a label showing the date they were made and a list of allergens.\n• Not accepted: raw meat, raw fish, opened tins, or anything past its use-by date. Food past its best-before date is fine.\n• Volunteers check the fridge twice daily and should record the temperature; it must remain below 5°C.\n• We are a food business registered with the district council and comply with the Food Safety Act 1990 and Regulation (EC) No 852/2004 on food hygiene.",
            ),
            Good(
                "pl",
                "Lodówka społeczna przy Elm Street jest otwarta dla wszystkich – nie trzeba się rejestrować ani tłumaczyć, dlaczego bierze się jedzenie. Darczyńcy muszą oznaczyć każde domowe danie datą przygotowania i listą alergenów. Nie możemy przyjmować surowego mięsa, surowych ryb, otwartych puszek ani niczego po upływie terminu „należy spożyć do”, natomiast żywność po dacie „najlepiej spożyć przed” jest w porządku. Wolontariusze sprawdzają lodówkę dwa razy dziennie i powinni zapisywać jej temperaturę, która musi utrzymywać się poniżej 5°C. Jako zakład spożywczy zarejestrowany w radzie dystryktu przestrzegamy ustawy Food Safety Act 1990 oraz rozporządzenia (WE) nr 852/2004 w sprawie higieny środków spożywczych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Regulation (EC) No 852/2004", "Regulation (EC) No 853/2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Open to everyone: no sign-up, and", "Open to everyone: sign-up required, and")],
                "negation",
            ),
            Slip(2, [("i powinni zapisywać", "i mogą zapisywać")], "modality"),
        ],
    ),
    Case(
        key="en-vintage-clothing-swap-spring-tokens",
        source="Spring Vintage Swap – how it works\nBring up to eight items of clean, good-quality clothing or accessories made before 2000 to the Old Corn Exchange on Saturday 12 April between 10 am and 1 pm. For each item accepted at the door you will receive one token, and each token can be swapped for any item on the rails. We do not accept underwear, swimwear or anything stained or damaged. Entry costs £3, which goes towards the hall hire. Items left over at the end are likely to be donated to the Hospice Shop on Bridge Street, unless you ask for them back before 12:30.",
        good=[
            Good(
                "preserve",
                "Here's how the Spring Vintage Swap works. On Saturday 12 April, between 10 am and 1 pm, bring up to eight items of clean, good-quality clothing or accessories made before 2000 to the Old Corn Exchange. Every item we accept at the door earns you one token, and you can exchange each token for any item on the rails. Please don't bring underwear, swimwear or anything stained or damaged – we won't accept it. Entry is £3, and the money goes towards hiring the hall. Anything left over at the end will probably be donated to the Hospice Shop on Bridge Street, unless you ask for your items back before 12:30.",
            ),
            Good(
                "preserve",
                "Spring Vintage Swap\nWhen: Saturday 12 April, 10 am–1 pm\nWhere: Old Corn Exchange\nWhat to bring: up to eight clean, good-quality items of clothing or accessories made before 2000\nEntry: £3 (goes towards the hall hire)\n1. Each item accepted at the door earns one token.\n2. Each token can be swapped for any item on the rails.\n3. Not accepted: underwear, swimwear, and anything stained or damaged.\n4. Leftover items are likely to go to the Hospice Shop on Bridge Street unless you ask for them back before 12:30.",
            ),
            Good(
                "pl",
                "Wiosenna wymiana odzieży vintage – zasady\nW sobotę 12 kwietnia w godzinach 10:00–13:00 przynieś do Old Corn Exchange maksymalnie osiem czystych, dobrej jakości ubrań lub dodatków wyprodukowanych przed 2000 rokiem. Za każdą rzecz przyjętą przy wejściu otrzymasz jeden żeton, a każdy żeton możesz wymienić na dowolną rzecz z wieszaków. Nie przyjmujemy bielizny, strojów kąpielowych ani niczego poplamionego lub uszkodzonego. Wstęp kosztuje 3 £, które przeznaczamy na wynajem sali. Rzeczy, które zostaną na koniec, prawdopodobnie przekażemy do sklepu Hospice Shop przy Bridge Street, chyba że poprosisz o ich zwrot przed 12:30.",
            ),
        ],
        bad=[
            Slip(1, [("up to eight clean", "up to ten clean")], "number"),
            Slip(
                0, [("Entry is £3, and", "Entry is £3 (under-16s go free), and")], "invented_fact"
            ),
            Slip(
                2,
                [
                    (
                        "Nie przyjmujemy bielizny, strojów kąpielowych ani niczego poplamionego lub uszkodzonego.",
                        "Przyjmujemy również bieliznę i stroje kąpielowe, ale nie przyjmujemy niczego poplamionego ani uszkodzonego.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-county-show-cattle-entry-closing",
        source="Entries for the Halsworth County Show cattle classes close at 5 pm on Friday 6 June 2025. All entries must be made online at www.halsworthshow.co.uk/entries; we are unable to accept paper forms this year. Each animal must be accompanied by its cattle passport, and exhibitors should arrive on the showground before 7:30 am on show day. Animals from herds under TB movement restrictions must not be entered. Exhibitors may enter a maximum of three animals per class. Schedules and results will be published on the same website, and queries can be sent to livestock@halsworthshow.co.uk.",
        good=[
            Good(
                "preserve",
                "If you want to show cattle at the Halsworth County Show, get your entry in by 5 pm on Friday 6 June 2025. You must enter online at www.halsworthshow.co.uk/entries – we can't accept paper forms this year. Every animal must come with its cattle passport, and you should be on the showground before 7:30 am on show day. You must not enter animals from herds under TB movement restrictions. You may enter up to three animals in each class. Schedules and results will go up on the same website; you can send any questions to livestock@halsworthshow.co.uk.",
            ),
            Good(
                "preserve",
                "Halsworth County Show – cattle entry rules\n1. Entries close at 5 pm on Friday, June 6, 2025.\n2. Entries must be submitted online via www.halsworthshow.co.uk/entries. Paper forms cannot be accepted this year.\n3. A cattle passport must accompany each animal.\n4. Exhibitors should be on the showground before 7:30 am on show day.\n5. Animals from herds subject to TB movement restrictions must not be entered.\n6. Each exhibitor may enter no more than three animals per class.\nSchedules and results will appear on the same website. Queries can be sent to livestock@halsworthshow.co.uk.",
            ),
            Good(
                "pl",
                "Zgłoszenia do klas bydła na wystawie Halsworth County Show przyjmujemy do piątku 6 czerwca 2025 r., do godz. 17:00. Wszystkie zgłoszenia należy składać online pod adresem www.halsworthshow.co.uk/entries – w tym roku nie możemy przyjmować formularzy papierowych. Każdemu zwierzęciu musi towarzyszyć jego paszport bydła, a wystawcy powinni przybyć na teren wystawy przed 7:30 w dniu pokazu. Nie wolno zgłaszać zwierząt ze stad objętych ograniczeniami w przemieszczaniu z powodu gruźlicy. Wystawca może zgłosić maksymalnie trzy zwierzęta w jednej klasie. Program klas i wyniki zostaną opublikowane na tej samej stronie, a pytania można kierować na adres livestock@halsworthshow.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("by 5 pm on Friday 6 June 2025", "by 5 pm on Friday 13 June 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "Exhibitors should be on the showground",
                        "Exhibitors must be on the showground",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("www.halsworthshow.co.uk/entries", "www.halsworthshow.org.uk/entries")], "url"
            ),
        ],
    ),
    Case(
        key="en-brass-band-spring-contest-arrangements",
        source="The Wessex Brass Band Association's spring contest will take place on Sunday 16 March at the Corn Hall, Dorchester. Bands in the Championship and First Sections will play their own choice of test piece, which must not exceed 15 minutes, while the Second to Fourth Sections will play set works announced in December. The draw will be made at 9 am on the day. Because of the number of bands entered, the results are expected to be announced at around 7:30 pm. Each band may register up to two players borrowed from another band, and all players must appear on the association's registry.",
        good=[
            Good(
                "preserve",
                "On Sunday 16 March, the Corn Hall in Dorchester hosts the Wessex Brass Band Association's spring contest. Championship and First Section bands choose their own test piece, which must not run longer than 15 minutes, whereas bands in the Second to Fourth Sections play the set works announced in December. The draw takes place at 9 am on the day. With so many bands entered, results are expected at around 7:30 pm. Every player must be on the association's registry, and each band may register up to two players borrowed from another band.",
            ),
            Good(
                "preserve",
                "Wessex Brass Band Association – Spring Contest\n- Date and venue: Sunday 16 March, Corn Hall, Dorchester\n- Championship and First Sections: own-choice test piece, which must not exceed 15 minutes\n- Second to Fourth Sections: set works announced in December\n- Draw: 9 am on the day\n- Results: expected at about 7:30 pm, given the number of bands entered\n- Borrowed players: each band may register up to two players from another band\n- All players must appear on the association's registry",
            ),
            Good(
                "pl",
                "Wiosenny konkurs Wessex Brass Band Association odbędzie się w niedzielę 16 marca w Corn Hall w Dorchesterze. Orkiestry z sekcji Championship i First wykonają wybrany przez siebie utwór konkursowy, który nie może trwać dłużej niż 15 minut, a sekcje od drugiej do czwartej zagrają utwory obowiązkowe ogłoszone w grudniu. Losowanie kolejności odbędzie się o 9:00 w dniu konkursu. Ze względu na liczbę zgłoszonych orkiestr ogłoszenie wyników przewiduje się około 19:30. Każda orkiestra może zarejestrować maksymalnie dwóch muzyków wypożyczonych z innej orkiestry, a wszyscy muzycy muszą figurować w rejestrze stowarzyszenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "results are expected at around 7:30 pm",
                        "results will be announced at 7:30 pm",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Corn Hall, Dorchester",
                        "Corn Hall, Dorchester (free parking for band coaches)",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("o 9:00 w dniu konkursu", "o 8:00 w dniu konkursu")], "date"),
        ],
    ),
    Case(
        key="en-canal-narrowboat-licence-renewal-guide",
        source="If you keep or use a boat on our canals, it must be licensed, insured and, in most cases, hold a valid Boat Safety Scheme certificate. This requirement comes from section 17 of the British Waterways Act 1995. A standard 12-month licence for a narrowboat between 60 and 65 feet currently costs £1,412, and you can pay in instalments by direct debit. Boats without a home mooring must move to a new place at least every 14 days. You can apply or renew at canalrivertrust.org.uk/licensing, and the team can be reached on 0303 040 4040 if you need help.",
        good=[
            Good(
                "preserve",
                "Under section 17 of the British Waterways Act 1995, any boat kept or used on our canals must be licensed and insured and, in most cases, must hold a valid Boat Safety Scheme certificate. A standard 12-month licence for a narrowboat of 60 to 65 feet currently costs £1,412, and it can be paid in instalments by direct debit. Boats with no home mooring must move to a new place at least every 14 days. Applications and renewals can be made at canalrivertrust.org.uk/licensing, and help is available from the team on 0303 040 4040.",
            ),
            Good(
                "preserve",
                "Do I need a licence? Yes – if you keep or use a boat on our canals, it must be licensed and insured, and in most cases it must also hold a valid Boat Safety Scheme certificate (section 17, British Waterways Act 1995).\nHow much is it? A standard twelve-month licence for a 60–65 ft narrowboat is currently £1,412, and you can pay in instalments by direct debit.\nWhat if I don't have a home mooring? Then you must move to a new place at least every 14 days.\nWhere do I apply? Apply or renew at canalrivertrust.org.uk/licensing, or call the team on 0303 040 4040 if you need help.",
            ),
            Good(
                "pl",
                "Każda łódź utrzymywana lub używana na naszych kanałach musi mieć licencję i ubezpieczenie, a w większości przypadków również ważny certyfikat Boat Safety Scheme. Wymóg ten wynika z sekcji 17 ustawy British Waterways Act 1995. Standardowa licencja na 12 miesięcy dla łodzi typu narrowboat o długości od 60 do 65 stóp kosztuje obecnie 1412 £; można ją opłacać w ratach poleceniem zapłaty. Łodzie bez stałego miejsca cumowania muszą przemieszczać się w nowe miejsce co najmniej co 14 dni. Wniosek o licencję lub jej odnowienie można złożyć na stronie canalrivertrust.org.uk/licensing, a jeśli potrzebujesz pomocy, zespół jest dostępny pod numerem 0303 040 4040.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Under section 17 of the British", "Under section 18 of the British")],
                "legal_reference",
            ),
            Slip(1, [("is currently £1,412", "is currently £1,214")], "number"),
            Slip(
                2, [("canalrivertrust.org.uk/licensing", "canalrivertrust.org.uk/licences")], "url"
            ),
        ],
    ),
    Case(
        key="en-midland-hedge-laying-match-rules",
        source="Our annual hedge-laying match is held on the last Saturday of October and is judged in the Midland style, which was developed to keep cattle in. The brush is laid towards the field side and stakes are driven in roughly every 45 cm. Each competitor is allotted a 10-metre length and has five and a half hours to finish it. As Brooks and Agate point out in Hedging: A Practical Handbook (BTCV, 1998, p. 61), pleachers should be cut as low as possible so that regrowth comes from the base. Chainsaws are not allowed in the novice classes, and no competitor may start before the judges' whistle at 8:30 am.",
        good=[
            Good(
                "preserve",
                "At our annual hedge-laying match on the last Saturday of October, the judges look for the Midland style, which grew up as a way of keeping cattle in. You lay the brush towards the field side and drive in stakes roughly every 45 cm. You'll be allotted a 10-metre length and given five and a half hours to finish it. You should cut your pleachers as low as possible so that regrowth comes from the base, as Brooks and Agate point out in Hedging: A Practical Handbook (BTCV, 1998, p. 61). Chainsaws aren't allowed in the novice classes, and nobody may start before the judges' whistle at 8:30 am.",
            ),
            Good(
                "preserve",
                "The annual hedge-laying match takes place on the last Saturday of October and is judged in the Midland style, originally developed to keep cattle in: the brush is laid towards the field side, with stakes driven in at intervals of roughly 45 cm. Each competitor receives a 10-metre length and has five and a half hours to complete it. Pleachers should be cut as low as possible so that regrowth comes from the base (Brooks and Agate, Hedging: A Practical Handbook, BTCV, 1998, p. 61). Chainsaws are not permitted in the novice classes. No competitor may begin before the judges' whistle at 8:30 am.",
            ),
            Good(
                "pl",
                "Nasz coroczny konkurs układania żywopłotów odbywa się w ostatnią sobotę października i jest oceniany według stylu Midland, który powstał po to, by zatrzymywać bydło na pastwisku. Gałęzie układa się w stronę pola, a kołki wbija mniej więcej co 45 cm. Każdy zawodnik otrzymuje odcinek o długości 10 metrów i ma pięć i pół godziny na jego ukończenie. Jak zauważają Brooks i Agate w książce Hedging: A Practical Handbook (BTCV, 1998, s. 61), nacinane pędy (pleachers) powinno się przecinać jak najniżej, aby odrost następował od podstawy. W klasach dla początkujących nie wolno używać pilarek łańcuchowych, a żaden zawodnik nie może rozpocząć pracy przed gwizdkiem sędziów o 8:30.",
            ),
        ],
        bad=[
            Slip(1, [("BTCV, 1998, p. 61", "BTCV, 1998, p. 16")], "citation"),
            Slip(0, [("a 10-metre length", "a 12-metre length")], "number"),
            Slip(
                2,
                [
                    (
                        "W klasach dla początkujących nie wolno używać",
                        "W klasach dla początkujących wolno używać",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-village-hall-evening-hire-conditions",
        source="Hirers of Ashcombe Village Hall must be over 21 and must sign the hire agreement before the key is released. The main hall holds a maximum of 120 people standing or 80 seated. Alcohol may only be sold if a Temporary Event Notice has been given to the district council under Part 5 of the Licensing Act 2003 at least ten working days before the event. Amplified music must finish by 11 pm, and the building must be vacated and locked by midnight. A refundable damage deposit of £150 is required for all evening bookings. Please leave the kitchen clean; the cost of any extra cleaning may be deducted from your deposit.",
        good=[
            Good(
                "preserve",
                "To hire Ashcombe Village Hall you must be over 21, and you must sign the hire agreement before we hand over the key. The main hall holds up to 120 people standing or 80 seated. You may only sell alcohol if a Temporary Event Notice has been given to the district council under Part 5 of the Licensing Act 2003, at least ten working days before your event. Amplified music must stop by 11 pm, and you must have left and locked the building by midnight. All evening bookings require a refundable £150 damage deposit. Please leave the kitchen clean – we may deduct the cost of any extra cleaning from your deposit.",
            ),
            Good(
                "preserve",
                "Ashcombe Village Hall – conditions of hire\n1. Hirers must be over 21 and must sign the hire agreement before the key is released.\n2. Maximum capacity of the main hall: 120 people standing or 80 seated.\n3. Alcohol may be sold only where a Temporary Event Notice has been given to the district council under Part 5 of the Licensing Act 2003, no later than ten working days before the event.\n4. Amplified music must end by 11 pm; the building must be vacated and locked by midnight.\n5. Every evening booking requires a refundable damage deposit of £150.\n6. Please leave the kitchen clean. The cost of any additional cleaning may be deducted from the deposit.",
            ),
            Good(
                "pl",
                "Osoby wynajmujące salę wiejską w Ashcombe (Ashcombe Village Hall) muszą mieć ponad 21 lat i muszą podpisać umowę najmu przed wydaniem klucza. Główna sala mieści maksymalnie 120 osób na stojąco lub 80 na siedząco. Alkohol można sprzedawać wyłącznie wtedy, gdy co najmniej dziesięć dni roboczych przed wydarzeniem złożono w radzie dystryktu zawiadomienie Temporary Event Notice na podstawie części 5 ustawy Licensing Act 2003. Muzyka ze wzmacniaczy musi ucichnąć do 23:00, a budynek należy opuścić i zamknąć do północy. Przy wszystkich rezerwacjach wieczornych wymagana jest zwrotna kaucja na poczet ewentualnych szkód w wysokości 150 £. Prosimy o pozostawienie kuchni w czystości; koszt dodatkowego sprzątania może zostać potrącony z kaucji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Part 5 of the Licensing Act 2003", "Part 3 of the Licensing Act 2003")],
                "legal_reference",
            ),
            Slip(
                1,
                [("may be deducted from the deposit", "will be deducted from the deposit")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "lub 80 na siedząco.",
                        "lub 80 na siedząco, a do dyspozycji wynajmujących są też scena i nagłośnienie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rare-plant-nursery-ordering-faq",
        source="## Ordering from Fernbrake Rare Plants\n\nWe dispatch bare-root plants only between **November and March**, when they are dormant. Potted plants ship all year round, but orders placed after **1 December** will probably not arrive before Christmas.\n\n### Delivery\n- UK mainland: £9.50 per order\n- Highlands and islands: £18\n- We cannot ship to Northern Ireland or the EU.\n\nSome species, such as *Paeonia mlokosewitschii*, are grown in very small numbers and may sell out within days. See our [availability list](https://fernbrake.co.uk/availability) before ordering.",
        good=[
            Good(
                "preserve",
                "## How to order from Fernbrake Rare Plants\n\nBare-root plants are dispatched only while they are dormant, **from November to March**. Potted plants are sent out all year, although if you order after **1 December** your plants will probably not reach you before Christmas.\n\n### Delivery charges\n- UK mainland: £9.50 per order\n- Highlands and islands: £18\n- Unfortunately, we can't ship to Northern Ireland or the EU.\n\nA few species – *Paeonia mlokosewitschii*, for example – are grown in very small numbers and may sell out within days, so please check our [availability list](https://fernbrake.co.uk/availability) before you order.",
            ),
            Good(
                "preserve",
                "## Ordering from Fernbrake Rare Plants\n\nGood to know before you order:\n\n- **Bare-root plants** go out only between **November and March**, while they're dormant.\n- **Potted plants** ship all year round – but if you order after **1 December**, they probably won't arrive before Christmas.\n\n### Delivery\n- UK mainland: £9.50 per order\n- Highlands and islands: £18\n- Sorry, we cannot ship to Northern Ireland or the EU.\n\nSome species (like *Paeonia mlokosewitschii*) are grown in very small numbers and may sell out within days. Have a look at our [availability list](https://fernbrake.co.uk/availability) before ordering.",
            ),
            Good(
                "pl",
                "## Zamawianie w Fernbrake Rare Plants\n\nRośliny z gołym korzeniem wysyłamy wyłącznie od **listopada do marca**, kiedy są w stanie spoczynku. Rośliny w doniczkach wysyłamy przez cały rok, ale zamówienia złożone po **1 grudnia** prawdopodobnie nie dotrą przed Bożym Narodzeniem.\n\n### Dostawa\n- Wielka Brytania, część lądowa: 9,50 £ za zamówienie\n- Highlands i wyspy: 18 £\n- Nie możemy wysyłać do Irlandii Północnej ani do UE.\n\nNiektóre gatunki, np. *Paeonia mlokosewitschii*, uprawiamy w bardzo małych ilościach i mogą się wyprzedać w ciągu kilku dni. Przed złożeniem zamówienia sprawdź naszą [listę dostępności](https://fernbrake.co.uk/availability).",
            ),
        ],
        bad=[
            Slip(0, [("### Delivery charges\n", "Delivery charges\n")], "markdown"),
            Slip(
                1,
                [("if you order after **1 December**", "if you order after **15 December**")],
                "date",
            ),
            Slip(2, [("prawdopodobnie nie dotrą", "nie dotrą")], "hedge"),
        ],
    ),
    Case(
        key="en-allotment-half-plot-waiting-list",
        source="Brookfield Allotments: waiting list and tenancy\nThere are currently 34 people on the waiting list, and the typical wait for a half plot is about 18 months. When a plot becomes available, you will be offered it by email and must reply within 14 days, or it will go to the next person. Rent for a half plot is £42 a year, due on 1 October. At least 75% of your plot should be cultivated at all times. Bonfires are not permitted between April and September, and hosepipes may only be used to fill water butts. Tenants who do not keep their plot in order may receive a notice to quit.",
        good=[
            Good(
                "preserve",
                "Brookfield Allotments currently has 34 people on its waiting list, and a half plot typically takes about 18 months to come up. When one does, we'll offer it to you by email; you must reply within 14 days, otherwise it passes to the next person. A half plot costs £42 a year in rent, due on 1 October. You should keep at least 75% of your plot cultivated at all times. Bonfires aren't allowed from April to September, and you may use a hosepipe only to fill water butts. If you don't keep your plot in order, you may be given a notice to quit.",
            ),
            Good(
                "preserve",
                "Brookfield Allotments – waiting list and tenancy at a glance\n• Waiting list: 34 people at present; the typical wait for a half plot is about 18 months.\n• Offers are made by email. You must reply within 14 days or the plot goes to the next person.\n• Rent: £42 a year for a half plot, due on 1 October.\n• Cultivation: at least 75% of the plot should be cultivated at all times.\n• Bonfires: not permitted between April and September.\n• Hosepipes: may be used only to fill water butts.\n• Tenants who fail to keep their plot in order may receive a notice to quit.",
            ),
            Good(
                "pl",
                "Ogródki działkowe Brookfield: lista oczekujących i dzierżawa\nNa liście oczekujących są obecnie 34 osoby, a na połowę działki czeka się zwykle około 18 miesięcy. Gdy działka się zwolni, zaproponujemy ją e-mailem – musisz odpowiedzieć w ciągu 14 dni, w przeciwnym razie trafi do następnej osoby. Czynsz za połowę działki wynosi 42 £ rocznie i jest płatny 1 października. Co najmniej 75% działki powinno być przez cały czas uprawiane. Od kwietnia do września nie wolno palić ognisk, a węży ogrodowych można używać wyłącznie do napełniania beczek na deszczówkę. Dzierżawcy, którzy nie utrzymują działki w porządku, mogą otrzymać wypowiedzenie.",
            ),
        ],
        bad=[
            Slip(1, [("at least 75% of the plot", "at least 50% of the plot")], "number"),
            Slip(0, [("You should keep at least 75%", "You must keep at least 75%")], "modality"),
            Slip(
                2,
                [
                    (
                        "Od kwietnia do września nie wolno palić ognisk",
                        "Od kwietnia do września wolno palić ogniska",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-honey-bee-swarm-collection-advice",
        source="If you find a swarm of honey bees, keep calm and keep your distance: swarming bees are usually gentle because they have no brood or stores to defend. The cluster will probably move on within a few hours to a couple of days. Please don't spray it with water or insecticide. One of our volunteer swarm collectors may be able to remove it free of charge; call 07700 900 418. Research suggests that scout bees inspect several potential nest sites before the swarm decides where to go (Seeley, Honeybee Democracy, Princeton University Press, 2010). Note that we cannot collect bumblebees or wasps.",
        good=[
            Good(
                "preserve",
                "Found a swarm of honey bees? Stay calm and keep your distance. Swarming bees are usually gentle, since they have no brood or stores to defend, and the cluster will probably move on within a few hours to a couple of days. Please don't spray it with water or insecticide. One of our volunteer swarm collectors may be able to remove it for free – just call 07700 900 418. Research suggests that scout bees inspect several potential nest sites before the swarm decides where to go (Seeley, Honeybee Democracy, Princeton University Press, 2010). Please note that we can't collect bumblebees or wasps.",
            ),
            Good(
                "preserve",
                "If you come across a honey bee swarm, remain calm and keep your distance. Swarming bees are usually docile, as they have neither brood nor stores to defend, and the cluster will probably move on within a few hours to a couple of days. Please do not spray it with water or insecticide. A volunteer swarm collector may be able to remove it at no charge (telephone 07700 900 418). Research suggests that scout bees inspect several potential nest sites before the swarm chooses where to go (Seeley, Honeybee Democracy, Princeton University Press, 2010). Please note that bumblebees and wasps cannot be collected.",
            ),
            Good(
                "pl",
                "Jeśli znajdziesz rój pszczół miodnych, zachowaj spokój i trzymaj się z daleka: rojące się pszczoły są zwykle łagodne, bo nie mają czerwiu ani zapasów do obrony. Kłąb prawdopodobnie przeniesie się w inne miejsce w ciągu kilku godzin do paru dni. Prosimy nie spryskiwać go wodą ani środkiem owadobójczym. Jeden z naszych wolontariuszy zbierających roje może być w stanie bezpłatnie go usunąć; zadzwoń pod numer 07700 900 418. Badania sugerują, że pszczoły zwiadowczynie sprawdzają kilka potencjalnych miejsc na gniazdo, zanim rój zdecyduje, dokąd się udać (Seeley, Honeybee Democracy, Princeton University Press, 2010). Pamiętaj, że nie możemy zabierać trzmieli ani os.",
            ),
        ],
        bad=[
            Slip(0, [("will probably move on", "will move on")], "hedge"),
            Slip(
                1,
                [("Princeton University Press, 2010", "Princeton University Press, 2001")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "zadzwoń pod numer 07700 900 418.",
                        "zadzwoń pod numer 07700 900 418 – zgłoszenia przyjmujemy całą dobę, siedem dni w tygodniu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-repair-cafe-signin-kiosk-readme",
        source="# Repair Café sign-in kiosk\n\nThis small Flask app runs on the Raspberry Pi at the front desk and records each item brought in for repair.\n\n## Setup\n\n1. Install the dependencies with `pip install -r requirements.txt`.\n2. Copy `config.example.toml` to `config.toml` and set `SHEET_ID` to the ID of the shared Google Sheet.\n3. Start the kiosk with `flask --app kiosk run --port 8080`.\n\nVolunteers must not store visitors' phone numbers in the sheet. Logs should be deleted after 30 days. If the Pi loses Wi-Fi, entries are kept locally and can be synced later with `python sync.py`.",
        good=[
            Good(
                "preserve",
                "# Repair Café sign-in kiosk\n\nA small Flask app that records every item brought in for repair. It runs on the Raspberry Pi at the front desk.\n\n## Setup\n\n1. Run `pip install -r requirements.txt` to install the dependencies.\n2. Make a copy of `config.example.toml` named `config.toml`, then set `SHEET_ID` to the shared Google Sheet's ID.\n3. Launch the kiosk: `flask --app kiosk run --port 8080`.\n\nVolunteers must not save visitors' phone numbers in the sheet, and logs should be deleted after 30 days. If the Pi drops off Wi-Fi, entries are stored locally and can be synced afterwards by running `python sync.py`.",
            ),
            Good(
                "preserve",
                "# Repair Café sign-in kiosk\n\nThis is the little Flask app on the front-desk Raspberry Pi. It logs each item that comes in for repair.\n\n## Setup\n\n1. Install dependencies: `pip install -r requirements.txt`\n2. Copy `config.example.toml` to `config.toml` and put the shared Google Sheet's ID in `SHEET_ID`.\n3. Start it up: `flask --app kiosk run --port 8080`\n\nA couple of rules: volunteers must not keep visitors' phone numbers in the sheet, and logs should be deleted after 30 days. Lost Wi-Fi on the Pi? No problem – entries are saved locally, and you can sync them later with `python sync.py`.",
            ),
            Good(
                "pl",
                "# Kiosk rejestracyjny Repair Café\n\nTa niewielka aplikacja Flask działa na Raspberry Pi przy recepcji i rejestruje każdy przedmiot przyniesiony do naprawy.\n\n## Instalacja\n\n1. Zainstaluj zależności poleceniem `pip install -r requirements.txt`.\n2. Skopiuj `config.example.toml` do `config.toml` i ustaw w `SHEET_ID` identyfikator udostępnionego arkusza Google.\n3. Uruchom kiosk poleceniem `flask --app kiosk run --port 8080`.\n\nWolontariuszom nie wolno zapisywać w arkuszu numerów telefonów odwiedzających. Logi powinny być usuwane po 30 dniach. Jeśli Raspberry Pi straci połączenie z Wi-Fi, wpisy są przechowywane lokalnie i można je później zsynchronizować poleceniem `python sync.py`.",
            ),
        ],
        bad=[
            Slip(0, [("then set `SHEET_ID` to", "then set `SHEET_NAME` to")], "code"),
            Slip(
                1,
                [
                    (
                        "`pip install -r requirements.txt`\n2. Copy",
                        "`pip install -r requirements.txt`, then copy",
                    ),
                    ("3. Start it up:", "2. Start it up:"),
                ],
                "markdown",
            ),
            Slip(2, [("Logi powinny być usuwane", "Logi muszą być usuwane")], "modality"),
        ],
    ),
    Case(
        key="en-sea-swimming-club-sunday-safety",
        source="Saltcombe Sea Swimmers meet at the slipway every Sunday at 8 am from May to October. The water is likely to be between 12°C and 16°C, so most members wear a wetsuit early and late in the season. Never swim alone, and do not swim beyond the yellow buoys, which are roughly 200 metres offshore. A brightly coloured tow float is compulsory. If the red flag is flying, the swim is cancelled and we will not reschedule it. New members are welcome; the annual fee is £25, which includes third-party insurance through our affiliation to Swim England.",
        good=[
            Good(
                "preserve",
                "Saltcombe Sea Swimmers get together at the slipway at 8 am every Sunday between May and October. The sea is likely to be somewhere from 12°C to 16°C, which is why most of us wear wetsuits early and late in the season. Never swim alone, and don't go past the yellow buoys, roughly 200 metres offshore. You'll need a brightly coloured tow float – it's compulsory. When the red flag is up, the swim is cancelled and won't be rescheduled. New members are very welcome: membership costs £25 a year and includes third-party insurance through our affiliation to Swim England.",
            ),
            Good(
                "preserve",
                "Saltcombe Sea Swimmers – the essentials\n- When and where: Sundays at 8 am, May to October, at the slipway.\n- Water temperature: likely between 12°C and 16°C, so most members wear a wetsuit early and late in the season.\n- Never swim alone.\n- Do not swim beyond the yellow buoys (roughly 200 metres offshore).\n- A brightly coloured tow float is compulsory.\n- Red flag flying? The swim is cancelled and will not be rescheduled.\n- New members are welcome. The £25 annual fee includes third-party insurance through our affiliation to Swim England.",
            ),
            Good(
                "pl",
                "Saltcombe Sea Swimmers spotykają się przy pochylni co niedzielę o 8:00 od maja do października. Woda będzie miała prawdopodobnie od 12°C do 16°C, dlatego na początku i pod koniec sezonu większość członków pływa w piankach. Nigdy nie pływaj sam i nie wypływaj poza żółte boje, oddalone od brzegu o mniej więcej 200 metrów. Jaskrawa bojka asekuracyjna jest obowiązkowa. Jeśli wywieszona jest czerwona flaga, pływanie zostaje odwołane i nie wyznaczamy nowego terminu. Nowi członkowie są mile widziani; roczna składka wynosi 25 £ i obejmuje ubezpieczenie od odpowiedzialności cywilnej w ramach naszej przynależności do Swim England.",
            ),
        ],
        bad=[
            Slip(2, [("roczna składka wynosi 25 £", "roczna składka wynosi 35 £")], "number"),
            Slip(1, [("(roughly 200 metres offshore)", "(200 metres offshore)")], "hedge"),
            Slip(0, [("and won't be rescheduled", "and will be rescheduled")], "negation"),
        ],
    ),
    Case(
        key="en-millbrook-tool-library-lending-terms",
        source="The Millbrook Tool Library lends out more than 300 tools, from drills and ladders to wallpaper steamers. Membership is free, but you must bring photo ID and proof of address when you register. Tools can be borrowed for up to seven days and should be returned clean. Items can be reserved online at toolshare.millbrook.org, and collection is on Wednesdays 5–7 pm and Saturdays 10 am–1 pm. Late returns are charged at £1 per day. From 1 September 2025, power tools will need a quick safety induction before your first loan. Questions? Email hello@millbrooktools.org.",
        good=[
            Good(
                "preserve",
                "At the Millbrook Tool Library you can borrow from more than 300 tools – everything from drills and ladders to wallpaper steamers. It's free to join, but you must bring photo ID and proof of address when you register. You can keep a tool for up to seven days, and you should return it clean. Reserve items online at toolshare.millbrook.org and collect them on Wednesdays from 5 to 7 pm or Saturdays from 10 am to 1 pm. Late returns cost £1 per day. Starting 1 September 2025, you'll need a quick safety induction before your first power-tool loan. Any questions? Email hello@millbrooktools.org.",
            ),
            Good(
                "preserve",
                "The Millbrook Tool Library lends out over 300 tools, ranging from drills and ladders to wallpaper steamers. Membership is free of charge; however, photo ID and proof of address must be brought at registration. The maximum loan period is seven days, and tools should be returned clean. Reservations can be made online at toolshare.millbrook.org. Collection times are Wednesdays 5–7 pm and Saturdays 10 am–1 pm. A late-return charge of £1 per day applies. With effect from September 1, 2025, a brief safety induction will be required before a member's first power-tool loan. For any questions, please email hello@millbrooktools.org.",
            ),
            Good(
                "pl",
                "Biblioteka narzędzi w Millbrook wypożycza ponad 300 narzędzi – od wiertarek i drabin po parownice do tapet. Członkostwo jest bezpłatne, ale przy rejestracji musisz mieć ze sobą dokument tożsamości ze zdjęciem i potwierdzenie adresu. Narzędzia można wypożyczyć maksymalnie na siedem dni i powinny zostać zwrócone czyste. Rezerwacji można dokonać online na stronie toolshare.millbrook.org, a odbiór jest możliwy w środy w godz. 17:00–19:00 i w soboty w godz. 10:00–13:00. Za każdy dzień spóźnienia ze zwrotem pobieramy 1 £. Od 1 września 2025 r. przed pierwszym wypożyczeniem elektronarzędzi konieczne będzie krótkie szkolenie z zasad bezpieczeństwa. Masz pytania? Napisz na adres hello@millbrooktools.org.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("With effect from September 1, 2025", "With effect from September 1, 2026")],
                "date",
            ),
            Slip(2, [("hello@millbrooktools.org", "hello@millbrook.org")], "url"),
            Slip(
                0, [("and you should return it clean", "and you must return it clean")], "modality"
            ),
        ],
    ),
    Case(
        key="en-community-orchard-cider-grafting-update",
        source="Our community orchard now has 46 trees, 19 of them old Somerset cider varieties grafted from local parent trees. Grafting is done in late March, when the rootstock sap is rising but the scion wood, cut in January, is still dormant. On MM106 rootstock the trees should start fruiting after roughly four years. Survival rates for whip-and-tongue grafts are reported to be around 80–90% for apples (Garner, The Grafter's Handbook, 6th edn, 2013, p. 112), and our own success rate last spring was 31 out of 40. Volunteers are welcome at the Saturday grafting sessions; no experience is needed.",
        good=[
            Good(
                "preserve",
                "There are now 46 trees in our community orchard, and 19 of them are old Somerset cider varieties grafted from local parent trees. We graft in late March, when sap is rising in the rootstock but the scion wood – cut in January – is still dormant. Trees on MM106 rootstock should begin fruiting after roughly four years. For apples, whip-and-tongue grafts are reported to survive at a rate of around 80–90% (Garner, The Grafter's Handbook, 6th edn, 2013, p. 112); last spring, 31 of our 40 grafts took. Come and help at the Saturday grafting sessions – you don't need any experience.",
            ),
            Good(
                "preserve",
                "Orchard update\n• Trees: 46 in total, including 19 old Somerset cider varieties grafted from local parent trees.\n• When we graft: late March – the rootstock sap is rising, while the scion wood (cut in January) is still dormant.\n• Fruiting: trees on MM106 rootstock should start to crop after roughly four years.\n• Success rates: whip-and-tongue grafts on apples reportedly survive at around 80–90% (Garner, The Grafter's Handbook, 6th edn, 2013, p. 112). Last spring we managed 31 out of 40.\n• Volunteers are welcome at our Saturday grafting sessions; no experience is needed.",
            ),
            Good(
                "pl",
                "W naszym społecznym sadzie rośnie już 46 drzew, w tym 19 starych odmian cydrowych z Somerset, zaszczepionych z miejscowych drzew matecznych. Szczepimy pod koniec marca, gdy w podkładce krąży już sok, a zrazy, ścięte w styczniu, są jeszcze w stanie spoczynku. Drzewa na podkładce MM106 powinny zacząć owocować mniej więcej po czterech latach. Według doniesień przyjmowalność szczepień metodą kopulacji z języczkiem u jabłoni wynosi około 80–90% (Garner, The Grafter's Handbook, wyd. 6, 2013, s. 112), a u nas zeszłej wiosny przyjęło się 31 z 40 szczepień. Wolontariusze są mile widziani na sobotnich warsztatach szczepienia; doświadczenie nie jest potrzebne.",
            ),
        ],
        bad=[
            Slip(2, [("wyd. 6, 2013, s. 112", "wyd. 6, 2013, s. 211")], "citation"),
            Slip(0, [("There are now 46 trees", "There are now 64 trees")], "number"),
            Slip(
                1,
                [
                    (
                        "should start to crop after roughly four years",
                        "should start to crop after four years",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-bell-tower-visiting-ringers-access",
        source="St Michael's bell tower is open to visiting ringers for practice on Thursday evenings from 7:30 to 9 pm. The ringing chamber is reached by a narrow spiral staircase of 64 steps, so it is not suitable for anyone with limited mobility. Children under 12 must not enter the bell chamber at any time, and visitors must not handle the ropes unless the tower captain has given permission. Please park on Church Lane rather than in the churchyard. Visiting bands should contact the tower captain, Margaret Hale, at least a week in advance; we may not be able to accommodate groups larger than eight.",
        good=[
            Good(
                "preserve",
                "Visiting ringers are welcome to practise at St Michael's bell tower on Thursday evenings, 7:30–9 pm. You reach the ringing chamber by a narrow spiral staircase of 64 steps, so it isn't suitable for anyone with limited mobility. Under-12s must not go into the bell chamber at any time, and visitors must not handle the ropes unless the tower captain has given permission. Please park on Church Lane, not in the churchyard. If you're bringing a band, you should get in touch with the tower captain, Margaret Hale, at least a week beforehand – we may not be able to fit in groups of more than eight.",
            ),
            Good(
                "preserve",
                "Practice for visiting ringers at St Michael's bell tower takes place on Thursday evenings between 7:30 and 9 pm. Access to the ringing chamber is via a narrow spiral staircase of 64 steps; it is therefore not suitable for people with limited mobility. Children under the age of 12 must not enter the bell chamber at any time. Visitors must not handle the ropes without the tower captain's permission. Please park on Church Lane rather than in the churchyard. Visiting bands should contact the tower captain, Margaret Hale, no less than one week in advance. We may be unable to accommodate groups larger than eight.",
            ),
            Good(
                "pl",
                "Wieża dzwonnicza kościoła St Michael's jest dostępna dla przyjezdnych dzwonników na ćwiczenia w czwartkowe wieczory od 19:30 do 21:00. Do komory dzwonników prowadzą wąskie kręcone schody liczące 64 stopnie, dlatego nie jest ona odpowiednia dla osób o ograniczonej sprawności ruchowej. Dzieciom poniżej 12 lat nigdy nie wolno wchodzić do komory dzwonów, a odwiedzającym nie wolno dotykać lin bez zgody kapitana wieży. Prosimy parkować przy Church Lane, a nie na terenie przykościelnym. Przyjezdne zespoły powinny skontaktować się z kapitanem wieży, Margaret Hale, co najmniej tydzień wcześniej; grup większych niż osiem osób możemy nie być w stanie przyjąć.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we may not be able to fit in groups", "we may be able to fit in groups")],
                "negation",
            ),
            Slip(1, [("Visiting bands should contact", "Visiting bands must contact")], "modality"),
            Slip(
                2,
                [
                    (
                        "Prosimy parkować przy Church Lane, a nie na terenie przykościelnym. Przyjezdne zespoły powinny skontaktować się z kapitanem wieży, Margaret Hale, co najmniej tydzień wcześniej; grup większych niż osiem osób możemy nie być w stanie przyjąć.",
                        "Please park on Church Lane rather than in the churchyard. Visiting bands should contact the tower captain, Margaret Hale, at least a week in advance; we may not be able to accommodate groups larger than eight.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-parish-newsletter-pandoc-build-readme",
        source="## Building the parish newsletter\n\nThe newsletter is written in Markdown and built with Pandoc 3.1 or later.\n\n1. Put each article in `articles/` as a `.md` file named with the issue date, e.g. `2025-05-village-fete.md`.\n2. Run `make pdf` to produce `build/newsletter.pdf`.\n3. Upload the PDF to the shared folder at https://drive.stmarysparish.org/newsletter.\n\nImages should be no wider than 1200 pixels; larger ones will slow the build. Do not commit personal phone numbers; use the parish office number instead. The print deadline is the 20th of each month.",
        good=[
            Good(
                "preserve",
                "## Building the parish newsletter\n\nWe write the newsletter in Markdown and build it with Pandoc 3.1 or later.\n\n1. Save each article as a `.md` file in `articles/`, named with the issue date – for example `2025-05-village-fete.md`.\n2. Produce `build/newsletter.pdf` by running `make pdf`.\n3. Upload the PDF to the shared folder: https://drive.stmarysparish.org/newsletter.\n\nImages should be no more than 1200 pixels wide, because anything larger will slow the build down. Please don't commit personal phone numbers – use the parish office number instead. Print deadline: the 20th of every month.",
            ),
            Good(
                "preserve",
                "## Building the parish newsletter\n\nArticles are written in Markdown, and the build needs Pandoc 3.1 or newer.\n\n1. Add every article to `articles/` as a `.md` file named with the issue date (e.g. `2025-05-village-fete.md`).\n2. `make pdf` builds `build/newsletter.pdf`.\n3. Upload that PDF to https://drive.stmarysparish.org/newsletter (the shared folder).\n\nNotes: images should be at most 1200 pixels wide, as bigger ones slow the build. Do not commit personal phone numbers – give the parish office number instead. The print deadline is the 20th of each month.",
            ),
            Good(
                "pl",
                "## Tworzenie biuletynu parafialnego\n\nBiuletyn piszemy w Markdownie i budujemy za pomocą Pandoca w wersji 3.1 lub nowszej.\n\n1. Umieść każdy artykuł w katalogu `articles/` jako plik `.md`, którego nazwa zawiera datę wydania, np. `2025-05-village-fete.md`.\n2. Uruchom `make pdf`, aby wygenerować `build/newsletter.pdf`.\n3. Prześlij plik PDF do wspólnego folderu pod adresem https://drive.stmarysparish.org/newsletter.\n\nObrazy powinny mieć szerokość najwyżej 1200 pikseli; większe spowolnią budowanie. Nie commituj prywatnych numerów telefonów – zamiast nich podawaj numer biura parafialnego. Termin oddania do druku to 20. dzień każdego miesiąca.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("## Tworzenie biuletynu parafialnego", "**Tworzenie biuletynu parafialnego**")],
                "markdown",
            ),
            Slip(0, [("by running `make pdf`", "by running `make build`")], "code"),
            Slip(
                1,
                [
                    (
                        "https://drive.stmarysparish.org/newsletter",
                        "https://drive.stmarysparish.org/newsletters",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-model-railway-exhibition-trader-bookings",
        source="Trader bookings for the Wealden Model Railway Exhibition (Saturday 8 and Sunday 9 November 2025, Crowborough Leisure Centre) are now open. A standard 2-metre table costs £45 for the weekend, including one free exhibitor pass; additional passes are £6 each. Payment is due within 28 days of invoice. Setting up is possible from 4 pm on Friday, and stands should be staffed from opening at 10 am until 5 pm on both days. We cannot offer electricity to every stand, so please say on your form if you need a power supply. There is unlikely to be space for vans near the loading bay after 9 am.",
        good=[
            Good(
                "preserve",
                "Bookings are now open for traders at the Wealden Model Railway Exhibition, held at Crowborough Leisure Centre on Saturday 8 and Sunday 9 November 2025. A standard 2-metre table is £45 for the weekend and comes with one free exhibitor pass; extra passes cost £6 each. Payment is due within 28 days of the invoice. You can set up from 4 pm on Friday, and your stand should be staffed from opening at 10 am until 5 pm on both days. We can't provide electricity for every stand, so if you need a power supply, please say so on your form. After 9 am there's unlikely to be room for vans near the loading bay.",
            ),
            Good(
                "preserve",
                "Wealden Model Railway Exhibition – trader information\nDates: 8–9 November 2025 (Saturday and Sunday)\nVenue: Crowborough Leisure Centre\n- Standard 2-metre table: £45 for the weekend, including one free exhibitor pass\n- Additional passes: £6 each\n- Payment: due within 28 days of invoice\n- Set-up: possible from 4 pm on Friday\n- Opening hours: stands should be staffed from 10 am to 5 pm on both days\n- Electricity: we cannot offer it to every stand, so please say on your form if you need a power supply\n- Vans: there is unlikely to be space near the loading bay after 9 am\nTrader bookings are now open.",
            ),
            Good(
                "pl",
                "Ruszyły zapisy wystawców handlowych na Wealden Model Railway Exhibition (sobota 8 i niedziela 9 listopada 2025 r., Crowborough Leisure Centre). Standardowy stół o długości 2 metrów kosztuje 45 £ za cały weekend i obejmuje jedną bezpłatną przepustkę wystawcy; dodatkowe przepustki kosztują 6 £ za sztukę. Płatność należy uiścić w ciągu 28 dni od wystawienia faktury. Rozstawianie stoisk jest możliwe od 16:00 w piątek, a stoiska powinny być obsadzone od otwarcia o 10:00 do 17:00 w oba dni. Nie możemy zapewnić prądu każdemu stoisku, więc jeśli potrzebujesz zasilania, zaznacz to w formularzu. Po 9:00 raczej nie będzie już miejsca dla furgonetek przy rampie załadunkowej.",
            ),
        ],
        bad=[
            Slip(1, [("Additional passes: £6 each", "Additional passes: £8 each")], "number"),
            Slip(
                2,
                [
                    (
                        "w ciągu 28 dni od wystawienia faktury",
                        "w ciągu 14 dni od wystawienia faktury",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "please say so on your form.",
                        "please say so on your form and bring your own PAT-tested extension lead.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenby-open-dog-show-entries",
        source="Entries for the Tenby Open Dog Show close on 30 July. All dogs must be registered with the Kennel Club and must be at least six months old on the day of the show. Puppies should be fully vaccinated, and we strongly advise owners to bring their vaccination records. Dogs must not be left in vehicles at any time; stewards may open a car if they believe an animal is in distress. Benching is not provided, so bring your own crate or mat. Catalogues will be available on the day for £4. Judging will likely start at 9:30 am, depending on the number of entries.",
        good=[
            Good(
                "preserve",
                "The closing date for entries to the Tenby Open Dog Show is 30 July. Every dog must be registered with the Kennel Club and must be at least six months old on show day. Puppies should be fully vaccinated, and owners are strongly advised to bring their vaccination records. Dogs must never be left in vehicles, and stewards may open a car if they believe an animal is in distress. There's no benching, so please bring a crate or mat of your own. Catalogues will be on sale on the day at £4. Judging will likely begin at 9:30 am, depending on how many dogs are entered.",
            ),
            Good(
                "preserve",
                "Want to enter the Tenby Open Dog Show? Entries close on 30 July. Your dog must be registered with the Kennel Club and must be at least six months old on the day. If you're bringing a puppy, it should be fully vaccinated – and we strongly advise you to bring your vaccination records. You must not leave your dog in a vehicle at any time; if stewards believe an animal is in distress, they may open the car. We don't provide benching, so bring your own crate or mat. Catalogues cost £4 and will be available on the day. Depending on the number of entries, judging will likely start at 9:30 am.",
            ),
            Good(
                "pl",
                "Zgłoszenia na wystawę Tenby Open Dog Show przyjmujemy do 30 lipca. Wszystkie psy muszą być zarejestrowane w Kennel Club i w dniu wystawy muszą mieć ukończone co najmniej sześć miesięcy. Szczenięta powinny być w pełni zaszczepione, a właścicielom zdecydowanie zalecamy zabranie dokumentacji szczepień. Psów nie wolno w żadnym momencie zostawiać w samochodach; porządkowi mogą otworzyć auto, jeśli uznają, że zwierzę cierpi. Nie zapewniamy boksów wystawowych, więc przynieś własną klatkę lub matę. Katalogi będą dostępne w dniu wystawy w cenie 4 £. Sędziowanie prawdopodobnie rozpocznie się o 9:30, w zależności od liczby zgłoszeń.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Puppies should be fully vaccinated", "Puppies must be fully vaccinated")],
                "modality",
            ),
            Slip(1, [("We don't provide benching", "We provide benching")], "negation"),
            Slip(
                2,
                [
                    (
                        "Katalogi będą dostępne w dniu wystawy w cenie 4 £.",
                        "Katalogi będą dostępne w dniu wystawy w cenie 4 £, a dochód ze sprzedaży zostanie przekazany schronisku RSPCA w Tenby.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

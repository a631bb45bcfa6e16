# ruff: noqa: E501, RUF001
"""English source cases of blind set 119: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-hollins-quarry-blasting-window-notice",
        source=(
            "Notice of blasting at Hollins Quarry. Controlled blasting will take place between 10 and 21 March 2025, "
            "on weekdays only, between 11:00 and 14:00. A siren will sound three minutes before each blast, and a long "
            "tone will signal the all-clear. Members of the public must not enter the exclusion zone, which extends "
            "500 metres from the working face, while red flags are flying. The footpath between Hollins Lane and Tarn "
            "Cottage will be closed during each blasting window. Ground vibration at the nearest homes is expected to "
            "stay below 6 mm/s, the limit set by condition 14 of planning permission 23/0412/MIN. Enquiries: 01632 960 418."
        ),
        good=[
            Good(
                "preserve",
                "Hollins Quarry will be carrying out controlled blasting from 10 to 21 March 2025. Blasts will happen on "
                "weekdays only, between 11am and 2pm. You will hear a siren three minutes before each blast, and a long "
                "tone once it is safe again. While the red flags are flying, you must not enter the exclusion zone, which "
                "reaches 500 metres out from the working face. The footpath from Hollins Lane to Tarn Cottage will be shut "
                "during every blasting window. We expect ground vibration at the nearest homes to stay under 6 mm/s, the "
                "limit set by condition 14 of planning permission 23/0412/MIN. If you have any questions, call 01632 960 418.",
            ),
            Good(
                "preserve",
                "Hollins Quarry – blasting notice\n\n"
                "- Dates: 10–21 March 2025, weekdays only\n"
                "- Times: 11:00–14:00\n"
                "- Warning: a siren sounds three minutes before each blast; a long tone signals the all-clear\n"
                "- Exclusion zone: 500 metres from the working face; no public access while red flags are flying\n"
                "- Footpath between Hollins Lane and Tarn Cottage: closed during each blasting window\n"
                "- Vibration: expected to stay below 6 mm/s at the nearest homes, the limit set by condition 14 of planning permission 23/0412/MIN\n"
                "- Enquiries: 01632 960 418",
            ),
            Good(
                "pl",
                "Zawiadomienie o robotach strzałowych w kamieniołomie Hollins. Kontrolowane odstrzały będą prowadzone od "
                "10 do 21 marca 2025 r., wyłącznie w dni robocze, w godzinach 11:00–14:00. Trzy minuty przed każdym "
                "odstrzałem zabrzmi syrena, a długi sygnał oznajmi koniec zagrożenia. Gdy wywieszone są czerwone flagi, "
                "osobom postronnym nie wolno wchodzić do strefy zamkniętej, która obejmuje 500 metrów od czoła wyrobiska. "
                "Ścieżka między Hollins Lane a Tarn Cottage będzie zamknięta podczas każdego okna strzałowego. Przewiduje "
                "się, że drgania gruntu przy najbliższych domach pozostaną poniżej 6 mm/s, czyli limitu określonego w "
                "warunku 14 pozwolenia planistycznego 23/0412/MIN. Informacje: 01632 960 418.",
            ),
        ],
        bad=[
            Slip(0, [("from 10 to 21 March 2025", "from 10 to 24 March 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "no public access while red flags are flying",
                        "public access allowed while red flags are flying",
                    )
                ],
                "negation",
            ),
            Slip(2, [("warunku 14 pozwolenia", "warunku 11 pozwolenia")], "legal_reference"),
        ],
    ),
    Case(
        key="en-millbrook-seed-bank-deposit-rules",
        source=(
            "Depositing seed with the Millbrook Community Seed Bank. We accept open-pollinated vegetable and wildflower "
            "seed collected within the last 12 months. Each deposit should contain at least 200 seeds per variety, cleaned "
            "and dried to a moisture content of around 6–8%, which is usually reached after two weeks at room temperature "
            "in a paper envelope. Please label every packet with the variety name, collection date and location. "
            "Germination is tested on a sample of 25 seeds; lots that germinate below 70% will probably be returned to "
            "the depositor. Our drying protocol follows the guidance in Hay and Probert (2013), Conservation Physiology, vol. 1."
        ),
        good=[
            Good(
                "preserve",
                "Want to deposit seed with the Millbrook Community Seed Bank? We take open-pollinated vegetable and "
                "wildflower seed that was collected in the past 12 months. Each variety you deposit should include at "
                "least 200 seeds, cleaned and dried to a moisture content of roughly 6–8% — in a paper envelope at room "
                "temperature, this usually takes two weeks. Please label each packet with the variety name and with when "
                "and where it was collected. We test germination on a 25-seed sample, and lots that germinate at under 70% "
                "will probably be sent back to you. Our drying method follows the guidance in Hay and Probert (2013), "
                "Conservation Physiology, vol. 1.",
            ),
            Good(
                "preserve",
                "Millbrook Community Seed Bank – deposit requirements\n\n"
                "- Accepted: open-pollinated vegetable and wildflower seed collected within the last 12 months.\n"
                "- Quantity: a deposit should contain a minimum of 200 seeds per variety.\n"
                "- Preparation: seed should be cleaned and dried to a moisture content of around 6–8%; this is usually achieved after two weeks at room temperature in a paper envelope.\n"
                "- Labelling: please mark every packet with the variety name, collection date and location.\n"
                "- Testing: germination is checked on a 25-seed sample; lots germinating below 70% will probably be returned to the depositor.\n"
                "- Drying protocol: follows the guidance in Hay and Probert (2013), Conservation Physiology, vol. 1.",
            ),
            Good(
                "pl",
                "Przekazywanie nasion do Millbrook Community Seed Bank. Przyjmujemy otwartozapylane nasiona warzyw i "
                "dzikich kwiatów zebrane w ciągu ostatnich 12 miesięcy. Każdy depozyt powinien zawierać co najmniej 200 "
                "nasion danej odmiany, oczyszczonych i wysuszonych do wilgotności około 6–8%, co zwykle udaje się "
                "osiągnąć po dwóch tygodniach przechowywania w papierowej kopercie w temperaturze pokojowej. Prosimy "
                "opisać każdą torebkę nazwą odmiany, datą i miejscem zbioru. Kiełkowanie sprawdzamy na próbie 25 nasion; "
                "partie o kiełkowaniu poniżej 70% prawdopodobnie zostaną zwrócone deponentowi. Nasz protokół suszenia "
                "jest zgodny z wytycznymi Hay i Probert (2013), Conservation Physiology, t. 1.",
            ),
        ],
        bad=[
            Slip(0, [("at least 200 seeds", "at least 100 seeds")], "number"),
            Slip(1, [("will probably be returned", "will be returned")], "hedge"),
            Slip(2, [("Hay i Probert (2013)", "Hay i Probert (2011)")], "citation"),
        ],
    ),
    Case(
        key="en-eastbrook-winter-gritting-priority-routes",
        source=(
            "Winter road maintenance in Eastbrook. When more than 5 cm of snow is forecast, gritting crews start treating "
            "priority routes at 04:00 so that main roads, bus routes and hospital access are clear before the morning rush. "
            "Residential streets are cleared only after all priority routes are passable, which may take up to 48 hours "
            "after snowfall ends. Residents should not park on the marked snow routes while a snow emergency is declared; "
            "vehicles left there may be towed at the owner's expense. Property owners are responsible for clearing the "
            "pavement in front of their homes within 24 hours. Report an untreated road at eastbrook.gov.uk/snow or by "
            "calling 0300 555 0147."
        ),
        good=[
            Good(
                "preserve",
                "How Eastbrook keeps its roads open in winter. If more than 5 cm of snow is forecast, our gritting crews "
                "begin work on priority routes at 04:00, so that main roads, bus routes and access to hospitals are clear "
                "before the morning rush hour. Residential streets are only dealt with once every priority route is "
                "passable, and this may take as long as 48 hours from the end of the snowfall. While a snow emergency is in "
                "force, you should not park on the marked snow routes — cars left there may be towed away at the owner's "
                "expense. If you own a property, you are responsible for clearing the pavement outside it within 24 hours. "
                "To report a road that hasn't been treated, go to eastbrook.gov.uk/snow or call 0300 555 0147.",
            ),
            Good(
                "preserve",
                "Eastbrook: winter road maintenance\n\n"
                "Gritting of priority routes begins at 04:00 whenever snowfall of more than 5 cm is forecast, so that main "
                "roads, bus routes and hospital access are clear ahead of the morning peak. Residential streets are not "
                "cleared until all priority routes are passable; this may take up to 48 hours after the snow stops. During "
                "a declared snow emergency, residents should not park on the marked snow routes, as vehicles left there may "
                "be towed at the owner's cost. Property owners are responsible for clearing the pavement in front of their "
                "homes within 24 hours. Untreated roads can be reported at eastbrook.gov.uk/snow or on 0300 555 0147.",
            ),
            Good(
                "pl",
                "Zimowe utrzymanie dróg w Eastbrook. Gdy prognoza przewiduje ponad 5 cm śniegu, ekipy posypujące "
                "zaczynają pracę na trasach priorytetowych o 4:00, tak aby główne drogi, trasy autobusowe i dojazdy do "
                "szpitali były przejezdne przed porannym szczytem. Ulice osiedlowe odśnieża się dopiero wtedy, gdy "
                "wszystkie trasy priorytetowe są przejezdne, co może potrwać do 48 godzin od ustania opadów. W czasie "
                "ogłoszonego alarmu śnieżnego mieszkańcy nie powinni parkować na oznakowanych trasach odśnieżania; "
                "pozostawione tam pojazdy mogą zostać odholowane na koszt właściciela. Właściciele nieruchomości "
                "odpowiadają za odśnieżenie chodnika przed swoim domem w ciągu 24 godzin. Nieposypaną drogę można zgłosić "
                "na stronie eastbrook.gov.uk/snow lub pod numerem 0300 555 0147.",
            ),
        ],
        bad=[
            Slip(0, [("you should not park", "you must not park")], "modality"),
            Slip(1, [("begins at 04:00", "begins at 06:00")], "date"),
            Slip(
                2,
                [
                    (
                        "pod numerem 0300 555 0147.",
                        "pod numerem 0300 555 0147 — ekipa dotrze na miejsce w ciągu dwóch godzin.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-upright-piano-rent-to-buy-terms",
        source=(
            "Our rent-to-buy scheme lets you hire an upright piano for £45 a month, with a minimum term of six months. "
            "Delivery within 20 miles of the showroom is free; beyond that we charge £2 per mile. If you decide to buy the "
            "piano within the first 18 months, 100% of the rent you have paid will be deducted from the purchase price. "
            "The rental does not include tuning, but we recommend having the piano tuned about four weeks after delivery, "
            "once it has settled. Grand pianos are not available under this scheme. To book a viewing, email "
            "rentals@harwoodpianos.co.uk or see harwoodpianos.co.uk/rent."
        ),
        good=[
            Good(
                "preserve",
                "With our rent-to-buy scheme, you can hire an upright piano for £45 per month. The minimum term is six "
                "months. We deliver free of charge within 20 miles of our showroom, and charge £2 a mile beyond that. "
                "Decide to buy within the first 18 months and all of the rent you've paid — 100% — comes off the purchase "
                "price. Tuning isn't included in the rental, but we recommend getting the piano tuned roughly four weeks "
                "after it arrives, when it has had time to settle. Please note that grand pianos aren't available under "
                "this scheme. To arrange a viewing, email rentals@harwoodpianos.co.uk or visit harwoodpianos.co.uk/rent.",
            ),
            Good(
                "preserve",
                "Rent-to-buy scheme: key terms\n\n"
                "1. You can hire an upright piano for £45 a month, for a minimum of six months.\n"
                "2. Delivery is free up to 20 miles from the showroom; further away it costs £2 per mile.\n"
                "3. Buy within the first 18 months and 100% of the rent paid is deducted from the purchase price.\n"
                "4. Tuning is not included in the rental; we recommend a tuning about four weeks after delivery, once the piano has settled.\n"
                "5. Grand pianos are not available under this scheme.\n\n"
                "To book a viewing: rentals@harwoodpianos.co.uk or harwoodpianos.co.uk/rent.",
            ),
            Good(
                "pl",
                "W ramach naszego programu „wynajem z opcją wykupu” możesz wypożyczyć pianino za 45 funtów miesięcznie, "
                "na minimalny okres sześciu miesięcy. Dostawa w promieniu 20 mil od salonu jest bezpłatna; za dalsze "
                "odległości pobieramy 2 funty za milę. Jeśli zdecydujesz się kupić instrument w ciągu pierwszych 18 "
                "miesięcy, 100% zapłaconego czynszu zostanie odliczone od ceny zakupu. Wynajem nie obejmuje strojenia, ale "
                "zalecamy nastrojenie pianina mniej więcej cztery tygodnie po dostawie, gdy instrument się zaaklimatyzuje. "
                "Fortepiany nie są dostępne w tym programie. Aby umówić się na obejrzenie instrumentu, napisz na adres "
                "rentals@harwoodpianos.co.uk lub wejdź na harwoodpianos.co.uk/rent.",
            ),
        ],
        bad=[
            Slip(0, [("£2 a mile", "£3 a mile")], "number"),
            Slip(
                1,
                [("Tuning is not included in the rental", "Tuning is included in the rental")],
                "negation",
            ),
            Slip(2, [("harwoodpianos.co.uk/rent", "harwoodpianos.co.uk/rentals")], "url"),
        ],
    ),
    Case(
        key="en-fresh-tattoo-aftercare-healing-guide",
        source=(
            "Aftercare for your new tattoo. Keep the wrap on for 2–4 hours, then wash the tattoo gently with lukewarm water "
            "and fragrance-free soap and pat it dry with a clean paper towel. Apply a thin layer of the aftercare balm two "
            "or three times a day; too much can clog the skin and slow healing. Do not pick or scratch any flakes, and "
            "avoid swimming pools, the sea and saunas for at least two weeks. Some redness and swelling in the first 48 "
            "hours is normal. Most tattoos look healed after about three weeks, although the deeper layers of skin "
            "probably need a few more weeks. If the area becomes hot, very painful or starts to ooze, you should contact a doctor."
        ),
        good=[
            Good(
                "preserve",
                "New tattoo aftercare\n\n"
                "- Leave the wrap on for 2–4 hours.\n"
                "- Then wash the tattoo gently using lukewarm water and a fragrance-free soap, and pat it dry with a clean paper towel.\n"
                "- Apply a thin layer of aftercare balm two or three times a day — using too much can clog the skin and slow down healing.\n"
                "- Don't pick or scratch at any flakes.\n"
                "- Stay out of swimming pools, the sea and saunas for at least two weeks.\n"
                "- A bit of redness and swelling during the first 48 hours is normal.\n"
                "- Most tattoos look healed after about three weeks, but the deeper layers of skin probably need a few weeks longer.\n"
                "- If the area gets hot, very painful or starts oozing, you should contact a doctor.",
            ),
            Good(
                "preserve",
                "Caring for your new tattoo: leave the wrap in place for 2–4 hours. After that, wash the area gently with "
                "lukewarm water and unscented soap, and pat it dry with a clean paper towel. Two or three times a day, put "
                "on a thin layer of aftercare balm; too much of it can clog the skin and slow healing. Don't pick or "
                "scratch any flakes, and keep away from pools, the sea and saunas for at least two weeks. Some redness and "
                "swelling in the first 48 hours is normal. Most tattoos appear healed after roughly three weeks, though the "
                "deeper skin layers probably take a few weeks more. You should contact a doctor if the area turns hot, "
                "becomes very painful or begins to ooze.",
            ),
            Good(
                "pl",
                "Pielęgnacja nowego tatuażu. Folię zostaw na 2–4 godziny, a potem delikatnie umyj tatuaż letnią wodą i "
                "bezzapachowym mydłem i osusz go, przykładając czysty ręcznik papierowy. Dwa lub trzy razy dziennie "
                "nakładaj cienką warstwę balsamu do pielęgnacji; zbyt duża ilość może zatykać skórę i spowalniać gojenie. "
                "Nie skub ani nie drap łuszczącego się naskórka i przez co najmniej dwa tygodnie unikaj basenów, morza i "
                "saun. Lekkie zaczerwienienie i obrzęk w ciągu pierwszych 48 godzin są normalne. Większość tatuaży wygląda "
                "na wygojone po około trzech tygodniach, choć głębsze warstwy skóry prawdopodobnie potrzebują jeszcze "
                "kilku tygodni. Jeśli skóra w tym miejscu stanie się gorąca, bardzo bolesna lub zacznie się z niej sączyć "
                "płyn, powinno się skontaktować z lekarzem.",
            ),
        ],
        bad=[
            Slip(0, [("first 48 hours is normal", "first 48 hours is not normal")], "negation"),
            Slip(1, [("probably take a few weeks more", "take a few weeks more")], "hedge"),
            Slip(
                2,
                [("powinno się skontaktować z lekarzem", "można się skontaktować z lekarzem")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-microbrewery-premises-licence-application-steps",
        source=(
            "Before you sell any beer from your microbrewery, you will need a premises licence, applied for under section "
            "17 of the Licensing Act 2003, and at least one member of staff must hold a personal licence to authorise "
            "sales. Applications go to your local council; the fee depends on the rateable value of the premises and "
            "starts at £100 for band A. Councils must allow a 28-day consultation period, so plan for at least two months "
            "from application to decision. Brewers producing less than 4,500 hectolitres a year may qualify for Small "
            "Producer Relief on alcohol duty. You should also register with HMRC as an alcohol producer before brewing for sale."
        ),
        good=[
            Good(
                "preserve",
                "To sell beer from a microbrewery, a premises licence is required, and the application is made under "
                "section 17 of the Licensing Act 2003. In addition, at least one member of staff must hold a personal "
                "licence in order to authorise sales. Applications are submitted to the local council, and the fee, which "
                "starts at £100 for band A, is based on the rateable value of the premises. Because councils must allow a "
                "28-day consultation period, at least two months should be planned for between application and decision. "
                "Brewers producing under 4,500 hectolitres per year may be eligible for Small Producer Relief on alcohol "
                "duty. Registration with HMRC as an alcohol producer should also be completed before any brewing for sale begins.",
            ),
            Good(
                "preserve",
                "Thinking of selling beer from your microbrewery? First you'll need a premises licence, which you apply for "
                "under section 17 of the Licensing Act 2003, and at least one member of your staff must hold a personal "
                "licence to authorise sales. You apply to your local council. The fee depends on your premises' rateable "
                "value, starting at £100 for band A. Councils must run a 28-day consultation, so allow at least two months "
                "between applying and getting a decision. Before you brew anything for sale, you should also register with "
                "HMRC as an alcohol producer. And if you produce less than 4,500 hectolitres a year, you may qualify for "
                "Small Producer Relief on alcohol duty.",
            ),
            Good(
                "pl",
                "Zanim zaczniesz sprzedawać piwo ze swojego minibrowaru, musisz uzyskać licencję dla lokalu (premises "
                "licence), o którą wnioskuje się na podstawie sekcji 17 ustawy Licensing Act 2003, a co najmniej jeden "
                "pracownik musi mieć licencję osobistą, aby zatwierdzać sprzedaż. Wnioski składa się w lokalnym urzędzie "
                "(council); opłata zależy od wartości czynszowej lokalu i zaczyna się od 100 funtów w przedziale A. Urząd "
                "musi przeprowadzić 28-dniowe konsultacje, więc zaplanuj co najmniej dwa miesiące od złożenia wniosku do "
                "decyzji. Browary produkujące mniej niż 4500 hektolitrów rocznie mogą kwalifikować się do ulgi Small "
                "Producer Relief w akcyzie na alkohol. Przed rozpoczęciem warzenia na sprzedaż powinieneś też "
                "zarejestrować się w HMRC jako producent alkoholu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 17 of the Licensing Act", "section 71 of the Licensing Act")],
                "legal_reference",
            ),
            Slip(1, [("less than 4,500 hectolitres", "less than 5,000 hectolitres")], "number"),
            Slip(
                2,
                [("pracownik musi mieć licencję", "pracownik powinien mieć licencję")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-subtitle-line-length-timing-style",
        source=(
            "## Line length and timing\n\n"
            "- Keep each subtitle to a maximum of **two lines**.\n"
            "- A line must not exceed 42 characters, including spaces.\n"
            "- Minimum duration: 833 ms (20 frames at 24 fps); maximum: 7 seconds.\n"
            "- Leave a gap of at least 2 frames between consecutive subtitles.\n\n"
            "Do not split a name, a number and its unit, or a verb phrase across two lines. Reading speed should stay "
            "below 17 characters per second for adult content. See the [glossary](https://docs.lumenasubs.com/glossary) "
            "for approved spellings."
        ),
        good=[
            Good(
                "preserve",
                "## Line length and timing\n\n"
                "- Subtitles are limited to **two lines**.\n"
                "- Lines must not be longer than 42 characters, spaces included.\n"
                "- Duration: at least 833 ms (20 frames at 24 fps) and no more than 7 seconds.\n"
                "- Consecutive subtitles need a gap of 2 frames or more.\n\n"
                "Never split a name, a number and its unit, or a verb phrase over two lines. For adult content, reading "
                "speed should stay under 17 characters per second. Approved spellings are listed in the "
                "[glossary](https://docs.lumenasubs.com/glossary).",
            ),
            Good(
                "preserve",
                "## Line length and timing\n\n"
                "Keep subtitles to **two lines** at most, with no more than 42 characters per line (spaces count). The "
                "minimum duration is 833 ms, which is 20 frames at 24 fps, and the maximum is 7 seconds; consecutive "
                "subtitles need a gap of at least 2 frames. Names, numbers with their units and verb phrases must not be "
                "split across two lines. For adult content, reading speed should remain below 17 characters per second. "
                "Check the [glossary](https://docs.lumenasubs.com/glossary) for approved spellings.",
            ),
            Good(
                "pl",
                "## Długość wierszy i czas wyświetlania\n\n"
                "- Każdy napis ogranicz do maksymalnie **dwóch wierszy**.\n"
                "- Wiersz nie może przekraczać 42 znaków, wliczając spacje.\n"
                "- Minimalny czas wyświetlania: 833 ms (20 klatek przy 24 kl./s); maksymalny: 7 sekund.\n"
                "- Między kolejnymi napisami zostaw przerwę wynoszącą co najmniej 2 klatki.\n\n"
                "Nie dziel między dwa wiersze nazwy własnej, liczby z jednostką ani frazy czasownikowej. W treściach dla "
                "dorosłych szybkość czytania powinna pozostać poniżej 17 znaków na sekundę. Zatwierdzoną pisownię "
                "znajdziesz w [glosariuszu](https://docs.lumenasubs.com/glossary).",
            ),
        ],
        bad=[
            Slip(0, [("## Line length and timing\n\n", "Line length and timing\n\n")], "markdown"),
            Slip(
                1, [("below 17 characters per second", "below 20 characters per second")], "number"
            ),
            Slip(2, [("Wiersz nie może przekraczać", "Wiersz może przekraczać")], "negation"),
        ],
    ),
    Case(
        key="en-rowing-club-winter-outing-rules",
        source=(
            "Rowing club safety rules for the winter season (1 November to 31 March). All crews must sign out in the "
            "boathouse log before launching and sign back in on return. Juniors under 16 may only go out with a qualified "
            "coach in a launch alongside. No boat may go afloat when the river level board shows red, and outings must be "
            "back at the landing stage by sunset. Single sculls are not permitted on the water before 08:00 on weekdays "
            "because of commercial traffic. Coxes should carry a charged mobile phone in a waterproof pouch. Anyone who "
            "capsizes must report it to the safety officer the same day."
        ),
        good=[
            Good(
                "preserve",
                "Winter safety rules (1 November – 31 March)\n\n"
                "- Every crew must sign out in the boathouse log before launching and sign back in on returning.\n"
                "- Juniors under 16 may only go out with a qualified coach alongside in a launch.\n"
                "- No boat may go afloat while the river level board is on red.\n"
                "- All outings must be back at the landing stage by sunset.\n"
                "- Because of commercial traffic, single sculls are not permitted on the water before 08:00 on weekdays.\n"
                "- Coxes should carry a charged mobile phone in a waterproof pouch.\n"
                "- If you capsize, you must report it to the safety officer the same day.",
            ),
            Good(
                "preserve",
                "These safety rules apply throughout the winter season, from 1 November to 31 March. Before launching, "
                "every crew must sign out in the boathouse log, and it must sign back in when it returns. Boats may not go "
                "afloat when the river level board shows red, and all outings must be back at the landing stage by "
                "sunset. On weekdays, single sculls are not permitted on the water before 08:00, owing to commercial "
                "traffic. Juniors under the age of 16 may go out only when a qualified coach is alongside in a launch. "
                "Coxes should carry a charged mobile phone in a waterproof pouch, and any capsize must be reported to the "
                "safety officer on the same day.",
            ),
            Good(
                "pl",
                "Zasady bezpieczeństwa klubu wioślarskiego w sezonie zimowym (od 1 listopada do 31 marca). Każda osada "
                "musi przed zwodowaniem łodzi wpisać wyjście do dziennika przystani, a po powrocie odnotować powrót. "
                "Juniorzy poniżej 16 lat mogą wypływać wyłącznie wtedy, gdy obok płynie motorówką wykwalifikowany "
                "trener. Żadna łódź nie może wypłynąć, gdy tablica poziomu wody pokazuje kolor czerwony, a wszystkie "
                "treningi muszą wrócić do pomostu przed zachodem słońca. W dni robocze jedynki nie mogą wypływać przed "
                "8:00 ze względu na ruch jednostek handlowych. Sternicy powinni mieć przy sobie naładowany telefon "
                "komórkowy w wodoszczelnym etui. Każdy, kto się wywróci, musi zgłosić to oficerowi ds. bezpieczeństwa "
                "tego samego dnia.",
            ),
        ],
        bad=[
            Slip(0, [("Coxes should carry", "Coxes must carry")], "modality"),
            Slip(
                1, [("single sculls are not permitted", "single sculls are permitted")], "negation"
            ),
            Slip(2, [("wypływać przed 8:00", "wypływać przed 7:00")], "date"),
        ],
    ),
    Case(
        key="en-whitmore-telescope-semester-proposal-call",
        source=(
            "Call for proposals: semester 2025B on the 2.5 m Whitmore Telescope. Proposals must be submitted through the "
            "portal at https://proposals.whitmore-obs.org by 15 April 2025, 12:00 UTC. Observations will run from 1 August "
            "2025 to 31 January 2026. Each proposal may request up to 30 hours; requests for more time need a separate "
            "justification. Proposals will be ranked by the Time Allocation Committee on scientific merit and technical "
            "feasibility. Please use the exposure time calculator described in Marsh et al. (2021), PASP 133, 045001, and "
            "acknowledge the observatory in any resulting publications. Questions can be sent to tac@whitmore-obs.org."
        ),
        good=[
            Good(
                "preserve",
                "This is the call for proposals for semester 2025B on the 2.5 m Whitmore Telescope. You must submit your "
                "proposal via the portal at https://proposals.whitmore-obs.org no later than 12:00 UTC on 15 April 2025. "
                "Observations will take place from 1 August 2025 until 31 January 2026. You may ask for up to 30 hours per "
                "proposal; if you need more, you will have to include a separate justification. The Time Allocation "
                "Committee will rank proposals by scientific merit and technical feasibility. Please estimate exposure "
                "times with the calculator described in Marsh et al. (2021), PASP 133, 045001, and acknowledge the "
                "observatory in any publications that result. Send any questions to tac@whitmore-obs.org.",
            ),
            Good(
                "preserve",
                "Whitmore Telescope (2.5 m) — semester 2025B call for proposals\n\n"
                "Deadline: 15 April 2025, 12:00 UTC. Proposals must be submitted through the portal at https://proposals.whitmore-obs.org.\n"
                "Observing period: 1 August 2025 – 31 January 2026.\n"
                "Time requests: up to 30 hours per proposal; anything above that requires a separate justification.\n"
                "Assessment: the Time Allocation Committee ranks proposals on scientific merit and technical feasibility.\n"
                "Exposure times: please use the calculator described in Marsh et al. (2021), PASP 133, 045001.\n"
                "Publications: please acknowledge the observatory in any resulting papers.\n"
                "Contact: tac@whitmore-obs.org",
            ),
            Good(
                "pl",
                "Nabór wniosków na semestr 2025B na 2,5-metrowym Teleskopie Whitmore. Wnioski muszą zostać złożone przez "
                "portal https://proposals.whitmore-obs.org do 15 kwietnia 2025 r., godz. 12:00 UTC. Obserwacje będą "
                "prowadzone od 1 sierpnia 2025 r. do 31 stycznia 2026 r. W jednym wniosku można ubiegać się o maksymalnie "
                "30 godzin; prośby o więcej czasu wymagają osobnego uzasadnienia. Komitet Przydziału Czasu uszereguje "
                "wnioski według wartości naukowej i wykonalności technicznej. Prosimy korzystać z kalkulatora czasu "
                "ekspozycji opisanego w pracy Marsh i in. (2021), PASP 133, 045001, oraz zamieszczać podziękowanie dla "
                "obserwatorium we wszystkich publikacjach powstałych na podstawie obserwacji. Pytania można kierować na "
                "adres tac@whitmore-obs.org.",
            ),
        ],
        bad=[
            Slip(0, [("12:00 UTC on 15 April 2025", "12:00 UTC on 25 April 2025")], "date"),
            Slip(
                1,
                [("https://proposals.whitmore-obs.org", "https://proposal.whitmore-obs.org")],
                "url",
            ),
            Slip(2, [("Marsh i in. (2021)", "Marsh i in. (2019)")], "citation"),
        ],
    ),
    Case(
        key="en-natural-yarn-dyeing-saturday-workshop",
        source=(
            "Natural dyeing workshop, Saturday 14 June, 10:00–16:00, at the Old Mill Studio. You will dye six 50 g skeins "
            "of undyed wool with madder, weld and indigo, and take them home at the end of the day. All materials are "
            "included in the £85 fee, but please bring rubber gloves and an apron, as some dyes can stain clothing. The "
            "workshop is suitable for beginners; no previous experience is needed. Colours from natural dyes vary from "
            "batch to batch and will probably fade slightly in strong sunlight. Places are limited to 10 participants. "
            "Lunch is not provided, though there is a café about five minutes' walk away."
        ),
        good=[
            Good(
                "preserve",
                "Join our natural dyeing workshop at the Old Mill Studio on Saturday 14 June, from 10am to 4pm. Using "
                "madder, weld and indigo, you'll dye six 50 g skeins of undyed wool, which you take home at the end of the "
                "day. The £85 fee covers all materials, but please bring rubber gloves and an apron, because some of the "
                "dyes can stain your clothes. Beginners are welcome — you don't need any previous experience. Bear in mind "
                "that natural dye colours vary between batches and will probably fade a little in strong sunlight. There "
                "are only 10 places. We don't provide lunch, but there's a café about a five-minute walk away.",
            ),
            Good(
                "preserve",
                "Natural dyeing workshop — Old Mill Studio\n\n"
                "When: Saturday 14 June, 10:00–16:00\n"
                "What you'll do: dye six 50 g skeins of undyed wool with madder, weld and indigo, then take them home at the end of the day\n"
                "Fee: £85, all materials included\n"
                "Please bring: rubber gloves and an apron (some dyes can stain clothing)\n"
                "Level: suitable for beginners, no previous experience needed\n"
                "Group size: limited to 10 participants\n"
                "Lunch: not provided; there is a café about five minutes' walk away\n"
                "Note: colours from natural dyes vary from batch to batch and will probably fade slightly in strong sunlight.",
            ),
            Good(
                "pl",
                "Warsztaty barwienia naturalnego w sobotę 14 czerwca, w godz. 10:00–16:00, w Old Mill Studio. Ufarbujesz "
                "sześć motków niebarwionej wełny po 50 g przy użyciu marzanny, rezedy i indygo, a pod koniec dnia zabierzesz "
                "je do domu. Wszystkie materiały są wliczone w opłatę w wysokości 85 funtów, ale prosimy zabrać gumowe "
                "rękawiczki i fartuch, bo niektóre barwniki mogą plamić ubrania. Warsztaty są odpowiednie dla "
                "początkujących – nie jest wymagane żadne wcześniejsze doświadczenie. Kolory uzyskane z barwników "
                "naturalnych różnią się między partiami i prawdopodobnie lekko wyblakną w silnym słońcu. Liczba miejsc "
                "jest ograniczona do 10 uczestników. Nie zapewniamy lunchu, ale około pięciu minut spacerem od nas jest kawiarnia.",
            ),
        ],
        bad=[
            Slip(0, [("six 50 g skeins", "six 100 g skeins")], "number"),
            Slip(1, [("will probably fade slightly", "will fade slightly")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Nie zapewniamy lunchu,",
                        "Nie zapewniamy lunchu (każdy uczestnik dostanie jednak kawę i domowe ciasto),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-greenhill-road-allotment-tenancy-rules",
        source=(
            "Allotment tenancy rules, Greenhill Road site. Plot holders must cultivate at least 75% of their plot during "
            "each growing season; plots that are visibly neglected will receive a written warning, and the tenancy may be "
            "terminated if there is no improvement within 28 days. Bonfires are not allowed between 1 April and 30 "
            "September. Hosepipes may only be used to fill water butts, never for direct watering. Hens may be kept, but "
            "cockerels are not permitted. Sheds must not exceed 2.4 m × 1.8 m. These rules are made under section 28 of "
            "the Small Holdings and Allotments Act 1908, and tenants should read them together with their tenancy agreement."
        ),
        good=[
            Good(
                "preserve",
                "Greenhill Road allotments: tenancy rules. As a plot holder, you must cultivate at least 75% of your plot "
                "every growing season. If your plot is visibly neglected, you will get a written warning, and if there is "
                "no improvement within 28 days, your tenancy may be terminated. Bonfires are not allowed from 1 April to "
                "30 September. You may only use a hosepipe to fill water butts — never to water plants directly. You may "
                "keep hens, but cockerels are not permitted. Sheds must not be larger than 2.4 m × 1.8 m. These rules are "
                "made under section 28 of the Small Holdings and Allotments Act 1908, and you should read them alongside "
                "your tenancy agreement.",
            ),
            Good(
                "preserve",
                "Greenhill Road allotment site – tenancy rules\n\n"
                "1. At least 75% of each plot must be cultivated in every growing season.\n"
                "2. A visibly neglected plot will receive a written warning; if it has not improved within 28 days, the tenancy may be terminated.\n"
                "3. No bonfires between 1 April and 30 September.\n"
                "4. Hosepipes may be used only to fill water butts and never for direct watering.\n"
                "5. Hens may be kept; cockerels are not permitted.\n"
                "6. Sheds must not exceed 2.4 m × 1.8 m.\n\n"
                "These rules are made under section 28 of the Small Holdings and Allotments Act 1908 and should be read "
                "together with the tenancy agreement.",
            ),
            Good(
                "pl",
                "Regulamin dzierżawy działek, teren przy Greenhill Road. Działkowcy muszą uprawiać co najmniej 75% "
                "powierzchni działki w każdym sezonie wegetacyjnym; w przypadku działek widocznie zaniedbanych wysyłane "
                "jest pisemne upomnienie, a jeśli w ciągu 28 dni nie nastąpi poprawa, umowa dzierżawy może zostać "
                "rozwiązana. Palenie ognisk jest zabronione od 1 kwietnia do 30 września. Węży ogrodowych wolno używać "
                "wyłącznie do napełniania beczek na deszczówkę, nigdy do bezpośredniego podlewania. Można trzymać kury, "
                "ale koguty są niedozwolone. Szopy nie mogą być większe niż 2,4 m × 1,8 m. Regulamin wydano na podstawie "
                "sekcji 28 ustawy Small Holdings and Allotments Act 1908, a dzierżawcy powinni czytać go łącznie z umową dzierżawy.",
            ),
        ],
        bad=[
            Slip(0, [("Bonfires are not allowed", "Bonfires are allowed")], "negation"),
            Slip(1, [("under section 28 of", "under section 23 of")], "legal_reference"),
            Slip(2, [("Działkowcy muszą uprawiać", "Działkowcy powinni uprawiać")], "modality"),
        ],
    ),
    Case(
        key="en-tidyfeed-opml-cleaner-readme-setup",
        source=(
            "## Installation\n\n"
            "`tidyfeed` requires Python 3.10 or later. Install it from PyPI:\n\n"
            "```bash\n"
            "pip install tidyfeed==2.3.1\n"
            "```\n\n"
            "## Usage\n\n"
            "Run `tidyfeed clean feeds.opml --dedupe` to remove duplicate subscriptions. By default the tool checks each "
            "feed with a 15-second timeout and skips feeds that fail three times in a row. Use `--dry-run` to see what "
            "would change without writing anything. The configuration file lives at `~/.config/tidyfeed/config.toml`; "
            "see the [docs](https://tidyfeed.readthedocs.io) for all options."
        ),
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You need Python 3.10 or newer to run `tidyfeed`. Install it from PyPI with:\n\n"
                "```bash\n"
                "pip install tidyfeed==2.3.1\n"
                "```\n\n"
                "## Usage\n\n"
                "To remove duplicate subscriptions, run `tidyfeed clean feeds.opml --dedupe`. Out of the box, every feed "
                "is checked with a 15-second timeout, and feeds that fail three consecutive times are skipped. If you want "
                "to see what would change without writing anything, add `--dry-run`. Configuration is stored in "
                "`~/.config/tidyfeed/config.toml`; all options are described in the [docs](https://tidyfeed.readthedocs.io).",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "Requires Python 3.10+. Install from PyPI:\n\n"
                "```bash\n"
                "pip install tidyfeed==2.3.1\n"
                "```\n\n"
                "## Usage\n\n"
                "- Remove duplicate subscriptions: `tidyfeed clean feeds.opml --dedupe`\n"
                "- Preview changes without writing anything: `--dry-run`\n"
                "- Defaults: each feed is checked with a 15-second timeout; feeds that fail three times in a row are skipped.\n"
                "- Config file: `~/.config/tidyfeed/config.toml` — all options are in the [docs](https://tidyfeed.readthedocs.io).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "`tidyfeed` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:\n\n"
                "```bash\n"
                "pip install tidyfeed==2.3.1\n"
                "```\n\n"
                "## Użycie\n\n"
                "Aby usunąć zduplikowane subskrypcje, uruchom `tidyfeed clean feeds.opml --dedupe`. Domyślnie narzędzie "
                "sprawdza każdy kanał z limitem czasu 15 sekund i pomija kanały, które trzy razy z rzędu zakończą się "
                "błędem. Opcja `--dry-run` pozwala zobaczyć, co by się zmieniło, bez zapisywania czegokolwiek. Plik "
                "konfiguracyjny znajduje się w `~/.config/tidyfeed/config.toml`; wszystkie opcje opisano w "
                "[dokumentacji](https://tidyfeed.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(0, [("feeds.opml --dedupe`", "feeds.opml --dedup`")], "code"),
            Slip(
                1,
                [("```bash\npip install tidyfeed==2.3.1\n```", "pip install tidyfeed==2.3.1")],
                "markdown",
            ),
            Slip(2, [("limitem czasu 15 sekund", "limitem czasu 30 sekund")], "number"),
        ],
    ),
    Case(
        key="en-adolescent-short-sleep-mood-evidence",
        source=(
            "Short sleep and adolescent mood: evidence summary. A cohort study of 2,140 secondary-school pupils "
            "(Lindqvist et al., 2022, Journal of Adolescent Health 71(4), 455–462) found that those who slept fewer than "
            "seven hours on school nights were about 1.6 times more likely to report depressive symptoms a year later. The "
            "association persisted after adjusting for screen time and family income, but the authors caution that the "
            "design cannot establish causation. Later school start times may improve sleep duration, although evidence "
            "from randomised trials is still limited. Schools should therefore treat sleep as one possible factor rather "
            "than a proven cause."
        ),
        good=[
            Good(
                "preserve",
                "What the evidence says about short sleep and teenagers' mood. Lindqvist et al. (2022, Journal of "
                "Adolescent Health 71(4), 455–462) followed a cohort of 2,140 secondary-school pupils and found that those "
                "sleeping less than seven hours on school nights were about 1.6 times more likely to report depressive "
                "symptoms a year later. The link held even after screen time and family income were taken into account. "
                "Even so, the authors caution that a study of this design cannot establish cause and effect. Starting the "
                "school day later may help pupils sleep longer, but evidence from randomised trials is still limited. "
                "Schools should therefore see sleep as one possible factor, not a proven cause.",
            ),
            Good(
                "preserve",
                "Evidence summary: short sleep and mood in adolescents\n\n"
                "- Study: cohort of 2,140 secondary-school pupils (Lindqvist et al., 2022, Journal of Adolescent Health 71(4), 455–462).\n"
                "- Finding: pupils who slept fewer than seven hours on school nights were about 1.6 times more likely to report depressive symptoms one year later.\n"
                "- Adjustment: the association remained after controlling for screen time and family income.\n"
                "- Caveat: the authors caution that the study design cannot establish causation.\n"
                "- Interventions: later school start times may increase sleep duration, but evidence from randomised trials is still limited.\n"
                "- Implication: schools should treat sleep as one possible factor rather than a proven cause.",
            ),
            Good(
                "pl",
                "Krótki sen a nastrój nastolatków – podsumowanie danych. W badaniu kohortowym obejmującym 2140 uczniów "
                "szkół średnich (Lindqvist i in., 2022, Journal of Adolescent Health 71(4), 455–462) stwierdzono, że "
                "uczniowie śpiący przed dniami szkolnymi krócej niż siedem godzin mieli około 1,6 razy większe "
                "prawdopodobieństwo zgłaszania objawów depresyjnych rok później. Związek ten utrzymywał się po "
                "uwzględnieniu czasu spędzanego przed ekranem i dochodu rodziny, jednak autorzy przestrzegają, że "
                "schemat badania nie pozwala ustalić związku przyczynowego. Późniejsze rozpoczynanie lekcji może wydłużyć "
                "sen, choć dowody z badań randomizowanych są wciąż ograniczone. Szkoły powinny zatem traktować sen jako "
                "jeden z możliwych czynników, a nie udowodnioną przyczynę.",
            ),
        ],
        bad=[
            Slip(0, [("71(4), 455–462", "71(4), 445–452")], "citation"),
            Slip(1, [("were about 1.6 times", "were 1.6 times")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Późniejsze rozpoczynanie lekcji może wydłużyć sen, choć dowody z badań randomizowanych są wciąż ograniczone.",
                        "Later school start times may improve sleep duration, although evidence from randomised trials is still limited.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-ashford-beekeepers-swarm-collection-service",
        source=(
            "Swarm collection service, Ashford Beekeepers' Association. From May to July our volunteers collect honeybee "
            "swarms free of charge within the borough. If you find a swarm, do not spray it or try to move it yourself; "
            "keep children and pets at least 10 metres away and call our swarm line on 07700 900 312. Please send a photo "
            "if you can, as many calls turn out to be bumblebees or wasps, which we do not collect. A swarm usually "
            "settles within a few hours and is rarely aggressive, but bees may sting if disturbed. Volunteers aim to "
            "arrive within 24 hours, though this is not guaranteed at busy times."
        ),
        good=[
            Good(
                "preserve",
                "Found a swarm of bees? Between May and July, volunteers from the Ashford Beekeepers' Association collect "
                "honeybee swarms within the borough at no charge. Please don't spray the swarm or try to move it yourself. "
                "Keep children and pets at least 10 metres back, and ring our swarm line on 07700 900 312. A photo helps "
                "if you can send one — many callers turn out to have bumblebees or wasps, and we don't collect those. "
                "Swarms usually settle within a few hours and are rarely aggressive, although bees may sting if they are "
                "disturbed. Our volunteers aim to reach you within 24 hours, but at busy times this isn't guaranteed.",
            ),
            Good(
                "preserve",
                "Ashford Beekeepers' Association – swarm collection service. Between May and July, honeybee swarms within "
                "the borough are collected by our volunteers free of charge. If you find a swarm, please do not spray it or "
                "attempt to move it yourself. Keep children and pets at a distance of at least 10 metres and call the swarm "
                "line on 07700 900 312. Where possible, please send a photograph: many reported swarms turn out to be "
                "bumblebees or wasps, which we do not collect. Swarms usually settle within a few hours and are rarely "
                "aggressive; however, bees may sting if disturbed. Volunteers aim to attend within 24 hours, although this "
                "cannot be guaranteed during busy periods.",
            ),
            Good(
                "pl",
                "Odbiór rojów – Stowarzyszenie Pszczelarzy z Ashford. Od maja do lipca nasi wolontariusze bezpłatnie "
                "odbierają roje pszczoły miodnej na terenie gminy. Jeśli znajdziesz rój, nie spryskuj go ani nie próbuj "
                "samodzielnie go przenosić; dzieci i zwierzęta trzymaj w odległości co najmniej 10 metrów i zadzwoń na "
                "naszą linię rojową pod numer 07700 900 312. Jeśli możesz, prześlij zdjęcie, ponieważ wiele zgłoszeń "
                "okazuje się dotyczyć trzmieli lub os, których nie odbieramy. Rój zwykle osiada w ciągu kilku godzin i "
                "rzadko jest agresywny, ale niepokojone pszczoły mogą żądlić. Wolontariusze starają się dotrzeć w ciągu "
                "24 godzin, choć w okresach dużego ruchu nie jest to gwarantowane.",
            ),
        ],
        bad=[
            Slip(0, [("and we don't collect those", "and we collect those too")], "negation"),
            Slip(
                1,
                [
                    (
                        "are collected by our volunteers free of charge.",
                        "are collected by our volunteers free of charge and rehomed at the association's teaching apiary in Kennington.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("co najmniej 10 metrów", "co najmniej 5 metrów")], "number"),
        ],
    ),
    Case(
        key="en-northfield-library-interlibrary-loan-requests",
        source=(
            "Interlibrary loan requests. Students and staff can request books and articles that the University Library "
            "does not hold by completing the form at library.northfield.ac.uk/ill. Article copies are usually delivered "
            "by email within five working days; books normally take two to three weeks. Each student may have up to 10 "
            "active requests at a time. Loans from other libraries must be returned by the due date set by the lending "
            "library, which may be shorter than our standard loan period, and renewals are not guaranteed. Requests "
            "submitted after 20 December will be processed when the library reopens on 6 January. Contact "
            "ill@northfield.ac.uk with any questions."
        ),
        good=[
            Good(
                "preserve",
                "Need a book or article that the University Library doesn't hold? If you're a student or member of staff, "
                "you can request it through interlibrary loan by filling in the form at library.northfield.ac.uk/ill. "
                "Copies of articles usually arrive by email within five working days, while books normally take two to "
                "three weeks. As a student, you may have up to 10 requests active at any one time. You must return items "
                "borrowed from other libraries by the due date the lending library sets — this may be shorter than our "
                "standard loan period — and renewals are not guaranteed. If you submit a request after 20 December, it "
                "will be processed when the library reopens on 6 January. Questions? Email ill@northfield.ac.uk.",
            ),
            Good(
                "preserve",
                "Interlibrary loans: key information\n\n"
                "- Who can request: students and staff.\n"
                "- What: books and articles not held by the University Library.\n"
                "- How: complete the form at library.northfield.ac.uk/ill.\n"
                "- Delivery times: article copies are usually sent by email within five working days; books normally take two to three weeks.\n"
                "- Limit: each student may have up to 10 active requests at a time.\n"
                "- Returns: items from other libraries must be returned by the due date set by the lending library, which may be shorter than our standard loan period. Renewals are not guaranteed.\n"
                "- Holiday period: requests submitted after 20 December will be processed once the library reopens on 6 January.\n"
                "- Questions: ill@northfield.ac.uk",
            ),
            Good(
                "pl",
                "Wypożyczenia międzybiblioteczne. Studenci i pracownicy mogą zamawiać książki i artykuły, których "
                "Biblioteka Uniwersytecka nie ma w swoich zbiorach, wypełniając formularz na stronie "
                "library.northfield.ac.uk/ill. Kopie artykułów są zwykle dostarczane e-mailem w ciągu pięciu dni "
                "roboczych; na książki czeka się zazwyczaj od dwóch do trzech tygodni. Każdy student może mieć "
                "jednocześnie do 10 aktywnych zamówień. Materiały wypożyczone z innych bibliotek muszą zostać zwrócone w "
                "terminie wyznaczonym przez bibliotekę wypożyczającą, który może być krótszy niż nasz standardowy okres "
                "wypożyczenia, a prolongata nie jest gwarantowana. Zamówienia złożone po 20 grudnia zostaną rozpatrzone "
                "po ponownym otwarciu biblioteki 6 stycznia. W razie pytań prosimy pisać na adres ill@northfield.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("reopens on 6 January", "reopens on 2 January")], "date"),
            Slip(
                1,
                [
                    (
                        "items from other libraries must be returned",
                        "items from other libraries should be returned",
                    )
                ],
                "modality",
            ),
            Slip(2, [("ill@northfield.ac.uk", "ill@library.northfield.ac.uk")], "url"),
        ],
    ),
    Case(
        key="en-snapvault-backup-retention-pruning-config",
        source=(
            "Configuring retention. Snapshots are pruned according to the `keep_daily`, `keep_weekly` and `keep_monthly` "
            "keys in `backup.yaml`. With the defaults (7, 4 and 12), a repository of around 200 GB typically needs about "
            "1.5 times its size in storage. Pruning does not run automatically: schedule `snapvault prune --repo main` "
            "with cron or a systemd timer. Never delete snapshot directories by hand, as this will corrupt the index. If "
            "you change the retention settings, the next prune may take considerably longer than usual, probably several "
            "hours for large repositories. Run `snapvault check` afterwards to confirm the repository is consistent."
        ),
        good=[
            Good(
                "preserve",
                "How retention works: snapshots are pruned based on three keys in `backup.yaml` — `keep_daily`, "
                "`keep_weekly` and `keep_monthly`. With the default values of 7, 4 and 12, a repository of roughly 200 GB "
                "will typically need about 1.5 times that size in storage. Note that pruning doesn't run on its own; you "
                "need to schedule `snapvault prune --repo main` yourself, using cron or a systemd timer. Never delete "
                "snapshot directories manually — doing so will corrupt the index. After you change the retention settings, "
                "the next prune may take considerably longer than usual, probably several hours on large repositories. "
                "Afterwards, run `snapvault check` to confirm that the repository is consistent.",
            ),
            Good(
                "preserve",
                "Retention settings\n\n"
                "Pruning is controlled by these keys in `backup.yaml`:\n\n"
                "- `keep_daily` (default 7)\n"
                "- `keep_weekly` (default 4)\n"
                "- `keep_monthly` (default 12)\n\n"
                "With these defaults, a repository of about 200 GB typically needs around 1.5 times its size in storage.\n\n"
                "Pruning is not automatic. Schedule `snapvault prune --repo main` via cron or a systemd timer. Never remove "
                "snapshot directories by hand; this will corrupt the index. After changing the retention settings, expect "
                "that the next prune may take considerably longer than usual (probably several hours on large "
                "repositories). Then run `snapvault check` to confirm the repository is consistent.",
            ),
            Good(
                "pl",
                "Konfiguracja retencji. Przycinanie migawek odbywa się zgodnie z kluczami `keep_daily`, `keep_weekly` i "
                "`keep_monthly` w pliku `backup.yaml`. Przy wartościach domyślnych (7, 4 i 12) repozytorium o wielkości "
                "około 200 GB zwykle wymaga miejsca na dysku równego mniej więcej 1,5-krotności swojego rozmiaru. "
                "Przycinanie nie uruchamia się automatycznie: zaplanuj polecenie `snapvault prune --repo main` w cronie "
                "lub za pomocą timera systemd. Nigdy nie usuwaj katalogów migawek ręcznie, ponieważ uszkodzi to indeks. "
                "Jeśli zmienisz ustawienia retencji, następne przycinanie może potrwać znacznie dłużej niż zwykle – w "
                "przypadku dużych repozytoriów prawdopodobnie kilka godzin. Następnie uruchom `snapvault check`, aby "
                "potwierdzić spójność repozytorium.",
            ),
        ],
        bad=[
            Slip(
                0, [("`snapvault prune --repo main`", "`snapvault prune --repo default`")], "code"
            ),
            Slip(1, [("Pruning is not automatic.", "Pruning is automatic.")], "negation"),
            Slip(2, [("może potrwać znacznie dłużej", "potrwa znacznie dłużej")], "hedge"),
        ],
    ),
    Case(
        key="en-eastgate-listed-building-repair-grants",
        source=(
            "Heritage repair grants 2025. Owners of listed buildings in the Eastgate Conservation Area can apply for grants "
            "covering up to 40% of eligible repair costs, capped at £25,000 per property. Eligible works include roof "
            "repairs, lime repointing and the reinstatement of traditional timber windows; routine maintenance and "
            "internal alterations are not covered. Applicants must obtain listed building consent under section 8 of the "
            "Planning (Listed Buildings and Conservation Areas) Act 1990 before any work begins, and at least two quotes "
            "from contractors with heritage experience must accompany each application. Grants are paid after "
            "completion, on receipt of invoices. The fund is expected to support around 30 projects this year."
        ),
        good=[
            Good(
                "preserve",
                "If you own a listed building in the Eastgate Conservation Area, you can apply for a 2025 heritage repair "
                "grant. Grants cover up to 40% of eligible repair costs, to a maximum of £25,000 per property. Roof "
                "repairs, lime repointing and reinstating traditional timber windows all qualify, but routine maintenance "
                "and internal alterations are not covered. Before any work starts, you must obtain listed building consent "
                "under section 8 of the Planning (Listed Buildings and Conservation Areas) Act 1990. Every application must "
                "include at least two quotes from contractors with heritage experience. The grant is paid once the work is "
                "finished and the invoices have been received. The fund is expected to support about 30 projects this year.",
            ),
            Good(
                "preserve",
                "Heritage Repair Grants 2025 – Eastgate Conservation Area\n\n"
                "• Who can apply: owners of listed buildings in the conservation area.\n"
                "• Grant level: up to 40% of eligible repair costs, capped at £25,000 per property.\n"
                "• Eligible works: roof repairs, lime repointing, reinstatement of traditional timber windows. Not covered: routine maintenance and internal alterations.\n"
                "• Conditions: listed building consent under section 8 of the Planning (Listed Buildings and Conservation Areas) Act 1990 must be obtained before any work begins; each application must be accompanied by at least two quotes from contractors with heritage experience.\n"
                "• Payment: after completion, on receipt of invoices.\n"
                "• Scale: the fund is expected to support around 30 projects this year.",
            ),
            Good(
                "pl",
                "Dotacje na remonty zabytków 2025. Właściciele zabytkowych budynków objętych ochroną (listed buildings) na "
                "obszarze chronionym Eastgate mogą ubiegać się o dotacje pokrywające do 40% kwalifikowanych kosztów "
                "remontu, maksymalnie 25 000 funtów na nieruchomość. Do prac kwalifikowanych należą naprawy dachów, "
                "spoinowanie zaprawą wapienną oraz przywracanie tradycyjnych drewnianych okien; bieżąca konserwacja i "
                "przeróbki wnętrz nie są objęte dofinansowaniem. Przed rozpoczęciem jakichkolwiek prac wnioskodawcy muszą "
                "uzyskać zgodę na prace przy budynku zabytkowym (listed building consent) na podstawie sekcji 8 ustawy "
                "Planning (Listed Buildings and Conservation Areas) Act 1990, a do każdego wniosku muszą zostać dołączone "
                "co najmniej dwie oferty wykonawców z doświadczeniem w pracach przy zabytkach. Dotacje są wypłacane po "
                "zakończeniu prac, po otrzymaniu faktur. Przewiduje się, że w tym roku fundusz wesprze około 30 projektów.",
            ),
        ],
        bad=[
            Slip(0, [("under section 8 of", "under section 7 of")], "legal_reference"),
            Slip(1, [("up to 40% of eligible", "up to 50% of eligible")], "number"),
            Slip(
                2,
                [
                    (
                        "po otrzymaniu faktur.",
                        "po otrzymaniu faktur i pozytywnym odbiorze prac przez miejskiego konserwatora zabytków.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-riverside-community-choir-new-members",
        source=(
            "Welcome to the Riverside Community Choir. Rehearsals are on Tuesdays from 19:30 to 21:30 at St Luke's Hall, "
            "starting on 9 September. You do not need to read music or audition to join, but new members should attend at "
            "least three rehearsals before singing in a concert. The annual subscription is £120, payable by 31 October; "
            "concessions are available for students and anyone on a low income. Members must let their section leader "
            "know if they will miss more than two rehearsals before a concert. Our winter concert is on Saturday 13 "
            "December at 19:00, and all members are expected to take part if they can."
        ),
        good=[
            Good(
                "preserve",
                "Welcome to Riverside Community Choir! We rehearse every Tuesday, 7:30–9:30pm, at St Luke's Hall, beginning "
                "on 9 September. There's no audition, and you don't need to read music to join. New members should come to "
                "at least three rehearsals before they sing in a concert. Membership costs £120 a year, to be paid by 31 "
                "October, with concessions for students and anyone on a low income. If you're going to miss more than two "
                "rehearsals before a concert, you must tell your section leader. Our winter concert takes place on "
                "Saturday 13 December at 7pm, and all members are expected to take part if they can.",
            ),
            Good(
                "preserve",
                "Riverside Community Choir – joining information\n\n"
                "When and where: Tuesdays, 19:30–21:30, St Luke's Hall, from 9 September.\n"
                "Joining: no audition and no music reading required. New members should attend a minimum of three rehearsals before performing in a concert.\n"
                "Cost: £120 per year, due by 31 October. Concessions are available for students and people on a low income.\n"
                "Attendance: members must inform their section leader if they will miss more than two rehearsals before a concert.\n"
                "Winter concert: Saturday 13 December, 19:00. All members are expected to take part if they are able to.",
            ),
            Good(
                "pl",
                "Witamy w Riverside Community Choir. Próby odbywają się we wtorki w godz. 19:30–21:30 w St Luke's Hall, "
                "począwszy od 9 września. Aby do nas dołączyć, nie musisz znać nut ani przechodzić przesłuchania, ale nowi "
                "członkowie powinni wziąć udział w co najmniej trzech próbach, zanim wystąpią na koncercie. Roczna składka "
                "wynosi 120 funtów i jest płatna do 31 października; studentom i osobom o niskich dochodach przysługują "
                "zniżki. Członkowie muszą poinformować lidera swojej sekcji, jeśli opuszczą więcej niż dwie próby przed "
                "koncertem. Nasz koncert zimowy odbędzie się w sobotę 13 grudnia o 19:00 i oczekujemy, że wezmą w nim "
                "udział wszyscy członkowie, którzy mogą.",
            ),
        ],
        bad=[
            Slip(0, [("New members should come", "New members must come")], "modality"),
            Slip(1, [("due by 31 October", "due by 30 September")], "date"),
            Slip(
                2,
                [
                    (
                        "nie musisz znać nut ani przechodzić przesłuchania",
                        "musisz znać nuty i przejść przesłuchanie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-meadowbank-dog-kennels-booking-requirements",
        source=(
            "Booking a stay at Meadowbank Boarding Kennels. All dogs must be vaccinated against distemper, parvovirus and "
            "leptospirosis, and the kennel cough vaccine must be given at least 14 days before arrival. Please bring your "
            "dog's usual food; a sudden change of diet can upset the stomach. Daily rates start at £28 for a small dog, and "
            "a deposit of £50 secures the booking. Many dogs take a day or two to settle and may eat less at first, which "
            "is usually nothing to worry about. We may ask your vet for records if the vaccination card is incomplete. "
            "Drop-off is between 08:00 and 11:00."
        ),
        good=[
            Good(
                "preserve",
                "Planning to board your dog at Meadowbank? Your dog must be vaccinated against distemper, parvovirus and "
                "leptospirosis, and the kennel cough vaccine must be given at least 14 days before arrival. Please pack "
                "the food your dog normally eats, as a sudden change in diet can upset the stomach. Prices start at £28 a "
                "day for a small dog, and a £50 deposit secures your booking. Many dogs need a day or two to settle in and "
                "may eat less to begin with; this is usually nothing to worry about. If the vaccination card is "
                "incomplete, we may ask your vet for records. You can drop your dog off between 8am and 11am.",
            ),
            Good(
                "preserve",
                "Meadowbank Boarding Kennels – booking requirements\n\n"
                "1. Vaccinations: all dogs must be vaccinated against distemper, parvovirus and leptospirosis. The kennel cough vaccine must be administered no less than 14 days before arrival.\n"
                "2. Food: please bring your dog's usual food, since an abrupt change of diet can upset the stomach.\n"
                "3. Fees: daily rates from £28 for a small dog; a £50 deposit secures the booking.\n"
                "4. Settling in: many dogs take one or two days to settle and may eat less initially, which is usually no cause for concern.\n"
                "5. Records: if the vaccination card is incomplete, we may request records from your vet.\n"
                "6. Drop-off: between 08:00 and 11:00.",
            ),
            Good(
                "pl",
                "Rezerwacja pobytu w hotelu dla psów Meadowbank Boarding Kennels. Wszystkie psy muszą być zaszczepione "
                "przeciwko nosówce, parwowirozie i leptospirozie, a szczepienie przeciw kaszlowi kenelowemu musi zostać "
                "wykonane co najmniej 14 dni przed przyjazdem. Prosimy przywieźć karmę, którą pies zwykle je; nagła zmiana "
                "diety może wywołać rozstrój żołądka. Stawki dzienne zaczynają się od 28 funtów za małego psa, a zaliczka w "
                "wysokości 50 funtów gwarantuje rezerwację. Wiele psów potrzebuje dnia lub dwóch, by się zaaklimatyzować, "
                "i na początku może jeść mniej, co zwykle nie jest powodem do niepokoju. Jeśli książeczka szczepień jest "
                "niekompletna, możemy poprosić Państwa lekarza weterynarii o dokumentację. Psy przyjmujemy w godzinach "
                "8:00–11:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("this is usually nothing to worry about", "this is nothing to worry about")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "The kennel cough vaccine must be administered",
                        "The kennel cough vaccine should be administered",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w godzinach 8:00–11:00.",
                        "w godzinach 8:00–11:00, a każdy pies ma codziennie dwa spacery z opiekunem.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-node-cli-version-four-two-release",
        source=(
            "Release notes, version 4.2. This release drops support for Node.js 16; the minimum supported version is now "
            "Node.js 18. The `legacyAuth` option has been removed, so projects that still set it must switch to "
            '`authProvider: "oidc"` before upgrading. Startup time should be noticeably shorter, roughly 20% in our '
            "benchmarks, because configuration files are now parsed lazily. The `export --format csv` command now writes "
            "UTF-8 with a byte-order mark, which may affect scripts that compare output byte for byte. Security fixes for "
            "4.1.x will be published until 30 June 2025; no other 4.1.x releases are planned."
        ),
        good=[
            Good(
                "preserve",
                "What's new in 4.2. Node.js 16 is no longer supported — you now need at least Node.js 18. We've removed "
                'the `legacyAuth` option; if your project still sets it, you must switch to `authProvider: "oidc"` before '
                "you upgrade. Because configuration files are now parsed lazily, startup should be noticeably faster, about "
                "20% in our benchmarks. `export --format csv` now writes UTF-8 with a byte-order mark, which may affect "
                "scripts that compare output byte for byte. The 4.1.x line will get security fixes until 30 June 2025, "
                "and no other 4.1.x releases are planned.",
            ),
            Good(
                "preserve",
                "Version 4.2 – release notes\n\n"
                "- Node.js 16 is no longer supported; Node.js 18 is now the minimum.\n"
                '- The `legacyAuth` option has been removed. Projects that still set it must move to `authProvider: "oidc"` before upgrading.\n'
                "- Configuration files are now parsed lazily, so startup should be noticeably faster — around 20% in our benchmarks.\n"
                "- `export --format csv` now writes UTF-8 with a byte-order mark; this may affect scripts that compare output byte for byte.\n"
                "- 4.1.x will receive security fixes until 30 June 2025; no other 4.1.x releases are planned.",
            ),
            Good(
                "pl",
                "Informacje o wydaniu 4.2. To wydanie kończy wsparcie dla Node.js 16; minimalną obsługiwaną wersją jest "
                "teraz Node.js 18. Opcja `legacyAuth` została usunięta, dlatego projekty, które nadal ją ustawiają, muszą "
                'przed aktualizacją przejść na `authProvider: "oidc"`. Czas uruchamiania powinien być zauważalnie '
                "krótszy – w naszych testach porównawczych o mniej więcej 20% – ponieważ pliki konfiguracyjne są teraz "
                "parsowane leniwie. Polecenie `export --format csv` zapisuje teraz dane w UTF-8 ze znacznikiem BOM, co może "
                "mieć wpływ na skrypty porównujące wynik bajt po bajcie. Poprawki bezpieczeństwa dla 4.1.x będą "
                "publikowane do 30 czerwca 2025 r.; innych wydań 4.1.x nie planujemy.",
            ),
        ],
        bad=[
            Slip(0, [('`authProvider: "oidc"`', '`authProvider: "oauth"`')], "code"),
            Slip(
                1,
                [
                    (
                        "- Configuration files are now parsed lazily, so startup should be noticeably faster — around 20% in our benchmarks.",
                        "- Pliki konfiguracyjne są teraz parsowane leniwie, więc uruchamianie powinno być zauważalnie szybsze — w naszych testach o około 20%.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "innych wydań 4.1.x nie planujemy.",
                        "innych wydań 4.1.x nie planujemy, a wersja 4.3 ukaże się we wrześniu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""English source cases of blind set 30: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-community-darkroom-rules",
        source="Members who have completed the darkroom induction may book the enlarger bays in slots of up to 3 hours, with no more than two slots per week. Bookings open 14 days in advance at the front desk. Chemistry is mixed fresh every Monday. Please do not pour used fixer down the sink: it contains silver and must go into the labelled recovery drum. Children under 16 may use the darkroom only with a supervising adult who is also a member. Never switch on the white light while anyone has paper out of the box. If you spill anything, tell a volunteer straight away.",
        good=[
            Good(
                "preserve",
                "Members who have done the darkroom induction can book an enlarger bay. Each slot lasts up to three hours, and you can book no more than two slots a week. Bookings open at the front desk 14 days ahead. We mix fresh chemistry every Monday. Used fixer contains silver, so please don't pour it down the sink – it must go into the labelled recovery drum. Under-16s can only use the darkroom if a supervising adult who is also a member is with them. Don't ever turn on the white light while someone has paper out of the box. If you spill something, tell a volunteer right away.",
            ),
            Good(
                "preserve",
                "Enlarger bays may be booked by members who have completed the darkroom induction, in slots of a maximum of three hours and up to two slots per week. Reservations can be made at the front desk from 14 days in advance. Fresh chemistry is prepared every Monday. Because it contains silver, used fixer is not to be poured down the sink and must be emptied into the labelled recovery drum. Users under 16 may access the darkroom only when accompanied by a supervising adult who is also a member. The white light must never be switched on while anyone has paper out of the box. Any spillage must be reported to a volunteer immediately.",
            ),
            Good(
                "pl",
                "Członkowie po szkoleniu wprowadzającym do ciemni mogą rezerwować stanowiska z powiększalnikami – jeden blok trwa maksymalnie 3 godziny, a w tygodniu można mieć najwyżej dwa. Zapisy w recepcji ruszają 14 dni przed terminem. Świeże odczynniki robimy w każdy poniedziałek. Zużytego utrwalacza nie wylewaj do zlewu, bo jest w nim srebro – musi trafić do opisanego pojemnika na odzysk. Dzieci poniżej 16 lat mogą korzystać z ciemni tylko pod opieką dorosłego, który też jest członkiem. Nigdy nie zapalaj białego światła, kiedy ktoś ma papier wyjęty z pudełka. Jeśli coś rozlejesz, od razu daj znać wolontariuszowi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Members who have done the darkroom", "Members who have not done the darkroom")],
                "negation",
            ),
            Slip(
                1,
                [("Any spillage must be reported", "Any spillage should be reported")],
                "modality",
            ),
            Slip(2, [("ruszają 14 dni przed terminem", "ruszają 21 dni przed terminem")], "number"),
        ],
    ),
    Case(
        key="en-readme-litesnap-install",
        source="## Installing litesnap\n\nlitesnap takes consistent snapshots of a live SQLite database without stopping writers. Install it with `pipx install litesnap` (Python 3.10 or newer is required). Then run `litesnap init --dir ./snapshots` once per project.\n\n- Snapshots are **not** encrypted; store them on a trusted disk.\n- Old snapshots are pruned after 30 days unless you pass `--keep-all`.\n\nBug reports go to https://github.com/litesnap/litesnap/issues. Please do not open issues for questions; use the [discussion forum](https://github.com/litesnap/litesnap/discussions) instead.",
        good=[
            Good(
                "preserve",
                "## Installing litesnap\n\nlitesnap makes consistent snapshots of a SQLite database while it is live, and writers don't have to stop. You need Python 3.10 or newer. Install the tool with `pipx install litesnap`, then run `litesnap init --dir ./snapshots` once in each project.\n\n- Snapshots are **not** encrypted, so keep them on a disk you trust.\n- Old snapshots are pruned after 30 days, unless you pass `--keep-all`.\n\nPlease report bugs at https://github.com/litesnap/litesnap/issues. For questions, use the [discussion forum](https://github.com/litesnap/litesnap/discussions) instead of opening an issue.",
            ),
            Good(
                "preserve",
                "## Installing litesnap\n\nThe litesnap tool captures consistent snapshots of a running SQLite database with no need to halt write operations. Installation is done with `pipx install litesnap` and requires Python 3.10 or later; the next step is to run `litesnap init --dir ./snapshots` once per project.\n\n- Snapshots are stored **without** encryption, so keep them on a trusted disk.\n- Unless `--keep-all` is passed, snapshots older than 30 days are pruned.\n\nBug reports should be filed at https://github.com/litesnap/litesnap/issues. Questions are not to be raised as issues; please post them in the [discussion forum](https://github.com/litesnap/litesnap/discussions) instead.",
            ),
            Good(
                "pl",
                "## Instalacja litesnap\n\nlitesnap robi spójne snapshoty działającej bazy SQLite i nie trzeba przy tym wstrzymywać zapisów. Potrzebujesz Pythona 3.10 lub nowszego. Instalujesz go poleceniem `pipx install litesnap`, a potem raz na projekt odpalasz `litesnap init --dir ./snapshots`.\n\n- Snapshoty **nie** są szyfrowane, więc trzymaj je na zaufanym dysku.\n- Stare snapshoty są usuwane po 30 dniach, chyba że dodasz `--keep-all`.\n\nBłędy zgłaszaj na https://github.com/litesnap/litesnap/issues. Z pytaniami nie zakładaj zgłoszeń – wrzuć je na [forum dyskusyjne](https://github.com/litesnap/litesnap/discussions).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`litesnap init --dir ./snapshots`", "`litesnap init --dir ./snapshot`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/litesnap/litesnap/issues",
                        "https://github.com/litesnap/issues",
                    )
                ],
                "url",
            ),
            Slip(2, [("Snapshoty **nie** są", "Snapshoty nie są")], "markdown"),
        ],
    ),
    Case(
        key="en-abstract-wood-stove-indoor-pm",
        source="Wood-burning stoves are increasingly marketed as a low-carbon heating option, yet their effect on indoor air remains poorly characterised. We monitored fine particulate matter (PM2.5) in 42 homes with modern stoves over two heating seasons. Mean indoor PM2.5 rose by 196% during the hour after lighting and by around 50% across the whole evening, compared with non-burning evenings. Opening the stove door to add fuel appears to be the main source of these peaks. Our findings are broadly consistent with earlier chamber measurements (Hartley and Osei, 2019) and suggest that stove users may benefit from ventilating rooms during refuelling.",
        good=[
            Good(
                "preserve",
                "Although wood-burning stoves are increasingly promoted as a low-carbon means of heating, how they affect indoor air remains poorly characterised. Across two heating seasons, fine particulate matter (PM2.5) was monitored in 42 homes equipped with modern stoves. Relative to evenings without burning, mean indoor PM2.5 increased by 196% in the first hour after lighting and by approximately 50% over the evening as a whole. These peaks appear to arise chiefly from opening the stove door to add fuel. The results broadly agree with previous chamber measurements (Hartley and Osei, 2019) and suggest that ventilating the room while refuelling may benefit stove users.",
            ),
            Good(
                "preserve",
                "Wood stoves are being sold more and more as a low-carbon way to heat a home, but what they do to the air inside is still poorly understood. Over two heating seasons, the team tracked fine particulate matter, or PM2.5, in 42 homes fitted with modern stoves. In the hour after the fire was lit, average indoor PM2.5 jumped by 196% compared with evenings when nothing was burned, and across the whole evening it was up by around 50%. The main culprit appears to be opening the stove door to put more fuel in. The results broadly match earlier chamber measurements (Hartley and Osei, 2019), and they suggest stove owners may benefit from airing the room while refuelling.",
            ),
            Good(
                "pl",
                "Piece na drewno są coraz częściej reklamowane jako niskoemisyjny sposób ogrzewania, ale ich wpływ na powietrze w domu wciąż jest słabo opisany. Przez dwa sezony grzewcze mierzyliśmy pył drobny (PM2.5) w 42 domach z nowoczesnymi piecami. W porównaniu z wieczorami bez palenia średnie stężenie PM2.5 w pomieszczeniach wzrosło o 196% w ciągu godziny po rozpaleniu i o około 50% w skali całego wieczoru. Głównym źródłem tych skoków wydaje się otwieranie drzwiczek pieca przy dokładaniu opału. Wyniki są w dużej mierze zgodne z wcześniejszymi pomiarami w komorze (Hartley i Osei, 2019) i sugerują, że wietrzenie pomieszczenia podczas dokładania opału może przynosić korzyści użytkownikom pieców.",
            ),
        ],
        bad=[
            Slip(1, [("(Hartley and Osei, 2019)", "(Hartley and Osei, 2017)")], "citation"),
            Slip(
                0, [("These peaks appear to arise chiefly", "These peaks arise chiefly")], "hedge"
            ),
            Slip(2, [("w 42 domach", "w 24 domach")], "number"),
        ],
    ),
    Case(
        key="en-press-release-cable-car-reopening",
        source="FOR IMMEDIATE RELEASE — The Glenmorrow Cable Car will reopen to the public on Saturday 12 April after a five-month, £3.4 million refurbishment. All 28 cabins have been replaced with step-free models that carry up to eight passengers, and the journey to the summit station now takes about six minutes. Opening hours for the season will be 9:30 to 17:00 daily, extended to 19:00 on Fridays and Saturdays in July and August. Annual pass holders whose passes expired during the closure will receive a free five-month extension. Media enquiries: press@glenmorrowcablecar.co.uk.",
        good=[
            Good(
                "preserve",
                "After a five-month refurbishment costing £3.4 million, the Glenmorrow Cable Car will welcome the public again on Saturday 12 April. Every one of its 28 cabins has been swapped for a step-free model holding up to eight passengers, and the ride to the summit station now lasts around six minutes. This season it will run daily from 9:30 to 17:00, with later closing at 19:00 on Fridays and Saturdays in July and August. Annual pass holders whose passes ran out while the attraction was closed will get a five-month extension free of charge. Journalists can contact press@glenmorrowcablecar.co.uk.",
            ),
            Good(
                "preserve",
                "The Glenmorrow Cable Car reopens to the public on Saturday 12 April, following a refurbishment that lasted five months and cost £3.4 million. The fleet of 28 cabins has been replaced in full with step-free units, each with a capacity of up to eight passengers; the trip to the summit station now takes approximately six minutes. Seasonal operating hours are 9:30–17:00 every day, extended until 19:00 on Fridays and Saturdays during July and August. Annual passes that expired during the closure period will be extended by five months at no charge. Media enquiries should be directed to press@glenmorrowcablecar.co.uk.",
            ),
            Good(
                "pl",
                "Kolejka linowa Glenmorrow po pięciomiesięcznym remoncie za 3,4 mln funtów znów przyjmie pasażerów w sobotę 12 kwietnia. Wszystkie 28 wagoników wymieniono na nowe, z wejściem bez stopni, mieszczące do ośmiu osób, a przejazd do stacji szczytowej trwa teraz około sześciu minut. W tym sezonie kolejka będzie czynna codziennie od 9:30 do 17:00, a w lipcu i sierpniu w piątki i soboty – do 19:00. Posiadacze karnetów rocznych, których ważność wygasła w czasie zamknięcia, dostaną bezpłatne przedłużenie o pięć miesięcy. Kontakt dla mediów: press@glenmorrowcablecar.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("on Saturday 12 April", "on Saturday 19 April")], "date"),
            Slip(2, [("Wszystkie 28 wagoników", "Wszystkie 26 wagoników")], "number"),
            Slip(
                1,
                [
                    (
                        "will be extended by five months at no charge.",
                        "will be extended by five months at no charge, provided holders register for the extension online.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-clinic-sleep-study-instructions",
        source="Your overnight sleep study is booked at the Riverside Sleep Unit. Please arrive at 20:30; the ward doors are locked at 21:00 and latecomers may have to be rebooked. Wash and dry your hair on the day but do not apply gel, oil or hairspray, as the scalp sensors will not stick. Avoid caffeine after midday and do not nap during the afternoon. Take your usual medicines unless your consultant has told you otherwise. You can bring your own pillow and pyjamas. Breakfast is not provided, and you will normally be able to leave by 07:30.",
        good=[
            Good(
                "preserve",
                "You are booked in for an overnight sleep study at the Riverside Sleep Unit. Please get there at 20:30. The ward doors are locked at 21:00, and if you arrive late we may have to rebook you. On the day, wash your hair and dry it, but don't put any gel, oil or hairspray on it, because the sensors on your scalp won't stick. Don't have any caffeine after midday, and don't nap in the afternoon. Keep taking your usual medicines, unless your consultant has given you different instructions. You're welcome to bring your own pillow and pyjamas. We don't provide breakfast, and you can usually leave by 07:30.",
            ),
            Good(
                "preserve",
                "An overnight sleep study has been arranged for you at the Riverside Sleep Unit. Patients are asked to arrive at 20:30: the ward doors are locked at 21:00, and anyone arriving after that may need to be given a new appointment. Please wash and dry your hair on the day of the study, but do not apply gel, oil or hairspray, since these prevent the scalp sensors from sticking. Caffeine should be avoided from midday onwards, and afternoon naps are not permitted. Please continue your usual medication unless your consultant has advised otherwise. Patients may bring their own pillow and pyjamas. Breakfast is not provided; discharge is normally possible by 07:30.",
            ),
            Good(
                "pl",
                "Masz zarezerwowane nocne badanie snu w Riverside Sleep Unit. Przyjdź o 20:30 – o 21:00 zamykamy drzwi oddziału, a osoby spóźnione mogą zostać umówione na inny termin. W dniu badania umyj i wysusz włosy, ale nie nakładaj na nie żelu, olejku ani lakieru, bo czujniki na skórze głowy się nie przykleją. Po godzinie 12:00 unikaj kofeiny i nie ucinaj sobie drzemki po południu. Leki bierz jak zwykle, chyba że Twój lekarz prowadzący zalecił inaczej. Możesz wziąć własną poduszkę i piżamę. Śniadania nie zapewniamy, a zazwyczaj do 7:30 możesz już wyjść.",
            ),
        ],
        bad=[
            Slip(0, [("We don't provide breakfast", "We provide breakfast")], "negation"),
            Slip(
                1,
                [("Patients may bring their own pillow", "Patients must bring their own pillow")],
                "modality",
            ),
            Slip(2, [("o 21:00 zamykamy", "o 22:00 zamykamy")], "number"),
        ],
    ),
    Case(
        key="en-grant-call-community-science-fund",
        source="The Northfield Community Science Fund invites applications from volunteer-led groups for projects that involve local residents in collecting environmental data. Grants range from £500 to £4,000 and must be spent within 12 months of the award. Applicants must have a constitution and a bank account in the group's name; individuals cannot apply. Equipment costs may make up no more than 40% of the budget. The deadline is 5pm on Friday 28 February, and decisions will be announced in late April. Read the guidance at https://northfieldfund.org.uk/science before applying, and send questions to grants@northfieldfund.org.uk.",
        good=[
            Good(
                "preserve",
                "The Northfield Community Science Fund is now accepting applications from volunteer-led groups whose projects involve local residents in gathering environmental data. Awards of between £500 and £4,000 are available and must be spent within 12 months of being granted. To be eligible, a group must have a constitution and a bank account in its own name; applications from individuals will not be accepted. No more than 40% of the budget may go on equipment. The closing date is Friday 28 February at 5pm, and decisions will be announced in late April. Please read the guidance at https://northfieldfund.org.uk/science before you apply and direct any questions to grants@northfieldfund.org.uk.",
            ),
            Good(
                "preserve",
                "Running a volunteer-led group and want to get local people collecting environmental data? The Northfield Community Science Fund wants to hear from you. You can get anything from £500 to £4,000, and you'll need to spend it within 12 months of getting the award. Your group has to have a constitution and a bank account in its name – sorry, individuals can't apply. Equipment can be at most 40% of your budget. Get your application in by 5pm on Friday 28 February; we'll announce decisions in late April. Have a read of the guidance at https://northfieldfund.org.uk/science before you apply, and email any questions to grants@northfieldfund.org.uk.",
            ),
            Good(
                "pl",
                "Northfield Community Science Fund przyjmuje wnioski od grup prowadzonych przez wolontariuszy na projekty, w których mieszkańcy okolicy zbierają dane o środowisku. Dotacje wynoszą od 500 do 4000 funtów i trzeba je wydać w ciągu 12 miesięcy od przyznania. Grupa musi mieć statut i konto bankowe na swoją nazwę. Osoby indywidualne nie mogą składać wniosków. Na sprzęt można przeznaczyć najwyżej 40% budżetu. Termin mija w piątek 28 lutego o 17:00, a decyzje zostaną ogłoszone pod koniec kwietnia. Przed złożeniem wniosku przeczytaj wytyczne na https://northfieldfund.org.uk/science, a pytania wysyłaj na adres grants@northfieldfund.org.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://northfieldfund.org.uk/science", "https://northfieldfund.org/science")],
                "url",
            ),
            Slip(2, [("w piątek 28 lutego", "w piątek 28 marca")], "date"),
            Slip(
                0,
                [("and must be spent within 12 months", "and should be spent within 12 months")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hollins-lane-resurfacing-notice",
        source="Carriageway resurfacing on Hollins Lane, between the junctions with Mill Street and Thorpe Road, will take place from Monday 9 June to Friday 13 June. Work will run from 19:00 to 06:00 each night to reduce disruption to daytime traffic. The road will be fully closed while work is in progress, with a signed diversion via the A614. Residents will be able to reach their properties on foot at all times, but vehicle access may be limited for short periods. Please do not park on the affected section after 18:00 on 8 June; vehicles left there may be removed.",
        good=[
            Good(
                "preserve",
                "Hollins Lane will be resurfaced between its junctions with Mill Street and Thorpe Road from Monday 9 June to Friday 13 June. To keep disruption to daytime traffic down, crews will work overnight, from 19:00 until 06:00. While they are on site the road will be shut completely, and drivers will be sent on a signed diversion along the A614. People living on the street will always be able to get to their homes on foot, though access by car may be restricted for brief periods. Residents are asked not to park on the affected stretch after 18:00 on 8 June, as vehicles left there may be removed.",
            ),
            Good(
                "preserve",
                "We are resurfacing the road on Hollins Lane, between the Mill Street and Thorpe Road junctions, from Monday 9 June to Friday 13 June. We will work each night from 19:00 to 06:00 so that daytime traffic is disrupted less. The road will be completely closed while we are working, and a signed diversion will use the A614. You will be able to walk to your property at all times, but driving access may be limited for short periods. Please don't park on this part of the road after 18:00 on 8 June. If you do, your vehicle may be removed.",
            ),
            Good(
                "pl",
                "Od poniedziałku 9 czerwca do piątku 13 czerwca na ulicy Hollins Lane, na odcinku między skrzyżowaniami z Mill Street i Thorpe Road, prowadzona będzie wymiana nawierzchni jezdni. Aby ograniczyć utrudnienia w ruchu w ciągu dnia, prace będą wykonywane każdej nocy w godzinach 19:00–06:00. Na czas prac droga zostanie całkowicie zamknięta, a ruch zostanie skierowany na oznakowany objazd przez A614. Mieszkańcy przez cały czas będą mogli dojść do swoich posesji pieszo, jednak dojazd pojazdami może być na krótko ograniczany. Prosimy nie parkować na odcinku objętym pracami po godzinie 18:00 w dniu 8 czerwca; pozostawione tam pojazdy mogą zostać usunięte.",
            ),
        ],
        bad=[
            Slip(1, [("after 18:00 on 8 June", "after 18:00 on 9 June")], "date"),
            Slip(
                0,
                [
                    (
                        "will always be able to get to their homes on foot",
                        "will not always be able to get to their homes on foot",
                    )
                ],
                "negation",
            ),
            Bad(
                "pl",
                "Hollins Lane will be resurfaced between the Mill Street and Thorpe Road junctions from Monday 9 June to Friday 13 June. Work will take place every night from 19:00 to 06:00 to limit disruption to daytime traffic. The road will be fully closed during the works, with a signed diversion via the A614. Residents will have access to their properties on foot at all times, although vehicle access may be restricted for short periods. Please do not park on the affected section after 18:00 on 8 June, as vehicles left there may be removed.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-lab-chemical-spill-procedure",
        source="Chemical spill procedure (Building C laboratories). For spills under 500 ml of a substance listed in the local COSHH assessment, trained staff may clean up using the yellow spill kit, wearing nitrile gloves and goggles. Larger spills, or any spill of mercury, must not be handled by lab staff: evacuate the room, close the door and call Security on extension 4444. Every spill, however small, must be reported on the incident form within 24 hours. This procedure implements our duties under regulation 13 of the Control of Substances Hazardous to Health Regulations 2002.",
        good=[
            Good(
                "preserve",
                "Building C laboratories – chemical spill procedure. Trained staff are permitted to clean up spills of less than 500 ml involving a substance listed in the local COSHH assessment, using the yellow spill kit and wearing nitrile gloves and goggles. Lab staff must not deal with larger spills or with a mercury spill of any size; in those cases, evacuate the room, shut the door and phone Security on extension 4444. All spills, no matter how small, must be recorded on the incident form within 24 hours. The procedure gives effect to our duties under regulation 13 of the Control of Substances Hazardous to Health Regulations 2002.",
            ),
            Good(
                "preserve",
                "What to do about a chemical spill in the Building C labs. If you are trained, you can clean up a spill of less than 500 ml yourself, as long as the substance is listed in the local COSHH assessment: use the yellow spill kit and wear nitrile gloves and goggles. Lab staff must never handle a bigger spill, or any mercury spill. Instead, get everyone out of the room, close the door and ring Security on extension 4444. Report every spill on the incident form within 24 hours, even a very small one. This procedure is how we meet our duties under regulation 13 of the Control of Substances Hazardous to Health Regulations 2002.",
            ),
            Good(
                "pl",
                "Procedura postępowania w razie rozlania substancji chemicznej (laboratoria w budynku C). Rozlania poniżej 500 ml substancji ujętej w lokalnej ocenie COSHH mogą usuwać przeszkoleni pracownicy przy użyciu żółtego zestawu do usuwania rozlań, w rękawicach nitrylowych i goglach. Większych rozlań, a także rozlania rtęci w jakiejkolwiek ilości, personel laboratorium nie może usuwać: należy ewakuować pomieszczenie, zamknąć drzwi i zadzwonić do ochrony pod numer wewnętrzny 4444. Każde rozlanie, nawet najmniejsze, należy zgłosić na formularzu zdarzenia w ciągu 24 godzin. Procedura stanowi realizację naszych obowiązków wynikających z przepisu 13 rozporządzenia Control of Substances Hazardous to Health Regulations 2002.",
            ),
        ],
        bad=[
            Slip(1, [("under regulation 13 of", "under regulation 12 of")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "must be recorded on the incident form",
                        "should be recorded on the incident form",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("substancji ujętej w lokalnej ocenie", "substancji nieujętej w lokalnej ocenie")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-product-page-ridgeline-boots",
        source="The Ridgeline Mid GTX is a lightweight walking boot for day hikes and multi-day treks on mixed terrain. Each boot weighs around 540 g (UK size 8), and the waterproof membrane is tested to withstand 2 hours of continuous flexing in water. The Vibram outsole grips well on wet rock, though it may wear faster on tarmac. Most walkers find the fit true to size; if you are between sizes, we suggest going half a size up. Free returns within 60 days on unworn boots. Do not dry them next to a radiator or fire, as this can damage the leather.",
        good=[
            Good(
                "preserve",
                "Meet the Ridgeline Mid GTX: a light walking boot built for day hikes and multi-day treks over mixed ground. One boot comes in at around 540 g in a UK size 8, and the waterproof membrane has been tested to withstand 2 hours of non-stop flexing in water. On wet rock the Vibram outsole grips well, although it may wear down faster on tarmac. Most walkers find the fit true to size – if you're between sizes, we'd suggest going up by half a size. Returns are free within 60 days, as long as the boots are unworn. Don't dry them next to a radiator or a fire, since that can damage the leather.",
            ),
            Good(
                "preserve",
                "The Ridgeline Mid GTX is a lightweight boot for walking. It is made for day hikes and for treks lasting several days on mixed terrain. A single boot in UK size 8 weighs about 540 g. The waterproof membrane is tested to cope with 2 hours of continuous flexing in water. The Vibram sole grips well on wet rock, but it may wear down more quickly on tarmac. For most walkers the boot fits true to size. If you are between two sizes, we suggest you choose half a size bigger. You can return unworn boots for free within 60 days. Do not dry the boots next to a radiator or a fire, because this can damage the leather.",
            ),
            Good(
                "pl",
                "Ridgeline Mid GTX to lekki but turystyczny na jednodniowe wędrówki i wielodniowe trekkingi w zróżnicowanym terenie. Jeden but w rozmiarze UK 8 waży około 540 g, a wodoodporna membrana jest testowana pod kątem odporności na 2 godziny nieprzerwanego zginania w wodzie. Podeszwa Vibram dobrze trzyma się mokrej skały, choć na asfalcie może ścierać się szybciej. Większość turystów uznaje, że rozmiar odpowiada rzeczywistemu; jeśli jesteś pomiędzy rozmiarami, sugerujemy wybrać o pół rozmiaru większy. Nienoszone buty można zwrócić bezpłatnie w ciągu 60 dni. Nie susz butów przy kaloryferze ani przy ogniu, ponieważ może to uszkodzić skórę.",
            ),
        ],
        bad=[
            Slip(
                0, [("although it may wear down faster", "although it wears down faster")], "hedge"
            ),
            Slip(2, [("w ciągu 60 dni", "w ciągu 30 dni")], "number"),
            Slip(
                1, [("grips well on wet rock,", "grips well on wet rock and ice,")], "invented_fact"
            ),
        ],
    ),
    Case(
        key="en-mig-welding-evening-course",
        source="Introduction to MIG Welding runs on Tuesday evenings from 18:30 to 21:00 for eight weeks, starting 16 September. The fee of £320 covers all consumables and the loan of a helmet and jacket. You must wear leather boots and cotton or wool clothing; synthetic fabrics are not allowed in the workshop because they can melt onto skin. Contact lenses should not be worn. If you miss more than two sessions you will not receive the completion certificate, but you may join the next course at a reduced fee. Participants must be 18 or over.",
        good=[
            Good(
                "preserve",
                "Introduction to MIG Welding is an eight-week course held on Tuesday evenings, 18:30–21:00, beginning on 16 September. For £320 you get all consumables, plus the loan of a helmet and a jacket. Leather boots and clothes made of cotton or wool are compulsory. Synthetic fabrics are banned in the workshop, as they can melt onto your skin. You should not wear contact lenses. Anyone who misses more than two sessions won't get the completion certificate, but can join the next course for a reduced fee. You must be aged 18 or over to take part.",
            ),
            Good(
                "preserve",
                "The eight-week Introduction to MIG Welding course takes place every Tuesday from 18:30 to 21:00, commencing 16 September. The £320 fee includes all consumables together with the loan of a helmet and jacket. Leather boots and clothing made from cotton or wool are mandatory; synthetic fabrics are prohibited in the workshop because they can melt onto the skin. Participants are advised not to wear contact lenses. Missing more than two sessions means the completion certificate will not be awarded, although the participant may enrol on the following course at a reduced fee. The minimum age is 18.",
            ),
            Good(
                "pl",
                "Kurs „Wprowadzenie do spawania MIG” trwa osiem tygodni: spotykamy się we wtorki wieczorem od 18:30 do 21:00, zaczynamy 16 września. W cenie 320 funtów masz wszystkie materiały eksploatacyjne, a do tego wypożyczamy ci przyłbicę i kurtkę. Skórzane buty i ubranie z bawełny albo wełny to obowiązek – syntetyczne tkaniny są w warsztacie zakazane, bo mogą się stopić i przywrzeć do skóry. Lepiej nie zakładaj soczewek kontaktowych. Jak opuścisz więcej niż dwa spotkania, nie dostaniesz certyfikatu ukończenia, ale możesz zapisać się na kolejny kurs za obniżoną opłatą. Musisz mieć skończone 18 lat.",
            ),
        ],
        bad=[
            Slip(
                1, [("cotton or wool are mandatory", "cotton or wool are recommended")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "Synthetic fabrics are banned in the workshop, as",
                        "Synthetic fabrics are not banned in the workshop, though",
                    )
                ],
                "negation",
            ),
            Slip(2, [("zaczynamy 16 września", "zaczynamy 26 września")], "date"),
        ],
    ),
    Case(
        key="en-astronomy-society-observing-nights",
        source="Observing nights at the Carrow Hill site are held on the first Saturday of each month from October to March, weather permitting. Non-members are welcome at up to three nights before being asked to join (annual membership is £25, or £10 for under-18s). Please use red torches only and switch off car headlights before entering the car park. The society's telescopes may be used only under the guidance of a committee member. Cancellations are usually posted by 16:00 on the day at https://carrowastro.org/nights. Dress warmly: temperatures on the hill are often several degrees lower than in town.",
        good=[
            Good(
                "preserve",
                "From October to March we hold observing nights at the Carrow Hill site on the first Saturday of every month, as long as the weather allows. If you're not a member, you're welcome at up to three nights before we'll ask you to join – it's £25 a year, or £10 if you're under 18. Red torches only, please, and turn off your headlights before you drive into the car park. You can use the society's telescopes, but only with a committee member guiding you. If a night is called off, we usually post it at https://carrowastro.org/nights by 16:00 that day. Wrap up warm: up on the hill it's often several degrees colder than in town.",
            ),
            Good(
                "preserve",
                "The society holds observing nights at its Carrow Hill site on the first Saturday of every month between October and March, subject to the weather. Non-members may attend a maximum of three nights, after which they will be asked to become members; annual membership costs £25 (£10 for those under 18). Attendees are asked to use red torches only and to switch off car headlights before entering the car park. Use of the society's telescopes is permitted only under the guidance of a committee member. Any cancellation is normally announced at https://carrowastro.org/nights by 16:00 on the day. Warm clothing is recommended, as temperatures on the hill are frequently several degrees lower than in town.",
            ),
            Good(
                "pl",
                "Od października do marca, w pierwszą sobotę każdego miesiąca, towarzystwo organizuje na terenie Carrow Hill nocne obserwacje nieba – o ile pozwoli na to pogoda. Osoby spoza towarzystwa mogą przyjść na maksymalnie trzy takie spotkania, zanim zostaną poproszone o wstąpienie w jego szeregi; roczna składka wynosi 25 funtów, a dla osób poniżej 18 lat – 10 funtów. Organizatorzy proszą, by używać wyłącznie czerwonych latarek i wyłączać reflektory samochodu przed wjazdem na parking. Z teleskopów towarzystwa można korzystać tylko pod okiem członka zarządu. Informacje o odwołaniu zwykle pojawiają się do 16:00 w danym dniu na stronie https://carrowastro.org/nights. Ubierzcie się ciepło: na wzgórzu często jest o kilka stopni zimniej niż w mieście.",
            ),
        ],
        bad=[
            Slip(2, [("https://carrowastro.org/nights", "https://carrowastro.org/events")], "url"),
            Slip(
                1,
                [("Any cancellation is normally announced", "Any cancellation is announced")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "before you drive into the car park.",
                        "before you drive into the car park, which opens at 19:00.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-online-order-cancellation-rights",
        source="If you bought from us online, you have the right to cancel your order within 14 days of the day you receive the goods, without giving any reason (regulation 29 of the Consumer Contracts Regulations 2013). Orders placed between 25 November and 31 December can be cancelled until 15 January. To cancel, email returns@pelhamhome.co.uk or use the form on your account page. We will refund the price and the standard delivery charge within 14 days of receiving the goods back. You will have to pay the cost of returning them unless the item is faulty. This right does not apply to made-to-measure curtains or blinds.",
        good=[
            Good(
                "preserve",
                "Bought from us online? Then you can cancel your order within 14 days of the day the goods reach you, and you don't have to give a reason (regulation 29 of the Consumer Contracts Regulations 2013). For orders placed between 25 November and 31 December, you have until 15 January to cancel. To do so, send an email to returns@pelhamhome.co.uk or fill in the form on your account page. Once we get the goods back, we will refund the price and the standard delivery charge within 14 days. Unless the item is faulty, you pay the cost of sending it back. This right to cancel does not cover made-to-measure curtains or blinds.",
            ),
            Good(
                "preserve",
                "Customers who purchase from us online are entitled, under regulation 29 of the Consumer Contracts Regulations 2013, to cancel their order without stating a reason within 14 days of the day on which the goods are received. Orders placed from 25 November to 31 December may be cancelled up to 15 January. Notice of cancellation may be given by email to returns@pelhamhome.co.uk or via the form on the customer's account page. The price and the standard delivery charge will be refunded within 14 days of our receipt of the returned goods. Return costs are borne by the customer, except where the item is faulty. Made-to-measure curtains and blinds are excluded from this right.",
            ),
            Good(
                "pl",
                "Kupiłeś coś u nas przez internet? Masz 14 dni od dnia, w którym dostałeś towar, żeby odstąpić od zamówienia – i nie musisz podawać powodu (przepis 29 Consumer Contracts Regulations 2013). Przy zamówieniach złożonych między 25 listopada a 31 grudnia masz na to czas do 15 stycznia. Żeby zrezygnować, napisz na returns@pelhamhome.co.uk albo skorzystaj z formularza na stronie swojego konta. Zwrócimy ci cenę i koszt standardowej dostawy w ciągu 14 dni od chwili, gdy towar do nas wróci. Za odesłanie płacisz ty, chyba że rzecz jest wadliwa. To prawo nie obejmuje zasłon ani rolet szytych na miarę.",
            ),
        ],
        bad=[
            Slip(0, [("(regulation 29 of", "(regulation 30 of")], "legal_reference"),
            Slip(2, [("i nie musisz podawać powodu", "ale musisz podać powód")], "negation"),
            Slip(
                1,
                [("may be cancelled up to 15 January", "may be cancelled up to 5 January")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-data-breach-reporting-procedure",
        source="Any member of staff who suspects a personal data breach must report it to the Data Protection Officer at dpo@kestrelhousing.org immediately, and in any case within 4 working hours of becoming aware of it. The DPO will decide whether the breach must be notified to the Information Commissioner's Office. Where notification is required, it must be made within 72 hours under Article 33 of the UK GDPR. If the breach is likely to result in a high risk to tenants' rights, they must also be told without undue delay (Article 34). Do not try to investigate the breach yourself or delete any records.",
        good=[
            Good(
                "preserve",
                "Staff members who suspect a personal data breach are required to report it immediately to the Data Protection Officer (dpo@kestrelhousing.org), and in all cases no later than 4 working hours after becoming aware of it. It is for the DPO to determine whether the Information Commissioner's Office must be notified. If so, Article 33 of the UK GDPR requires notification within 72 hours. Where the breach is likely to result in a high risk to tenants' rights, the tenants must also be informed without undue delay, as set out in Article 34. Staff must not attempt to investigate the breach themselves, nor delete any records.",
            ),
            Good(
                "preserve",
                "If you suspect a personal data breach, you must tell the Data Protection Officer straight away at dpo@kestrelhousing.org – and in any case within 4 working hours of finding out about it. The DPO decides whether the breach has to be reported to the Information Commissioner's Office. If it does, the report must be made within 72 hours (Article 33 of the UK GDPR). Tenants must also be told without undue delay if the breach is likely to put their rights at high risk (Article 34). Don't try to investigate the breach yourself, and don't delete any records.",
            ),
            Good(
                "pl",
                "Każdy pracownik, który podejrzewa naruszenie ochrony danych osobowych, ma obowiązek niezwłocznie zgłosić je inspektorowi ochrony danych (dpo@kestrelhousing.org), a w każdym razie w ciągu 4 godzin roboczych od chwili, w której się o nim dowiedział. Inspektor rozstrzyga, czy naruszenie należy zgłosić do Information Commissioner's Office. Jeżeli zgłoszenie jest wymagane, zgodnie z art. 33 UK GDPR trzeba go dokonać w ciągu 72 godzin. Gdy jest prawdopodobne, że naruszenie spowoduje wysokie ryzyko dla praw najemców, należy także bez zbędnej zwłoki ich o tym zawiadomić (art. 34). Nie wolno samodzielnie prowadzić dochodzenia w sprawie naruszenia ani usuwać jakichkolwiek zapisów.",
            ),
        ],
        bad=[
            Slip(2, [("(art. 34)", "(art. 36)")], "legal_reference"),
            Slip(1, [("within 4 working hours", "within 8 working hours")], "number"),
            Slip(
                0,
                [
                    (
                        "Staff must not attempt to investigate",
                        "Staff are advised not to attempt to investigate",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-county-archives-reading-room-rules",
        source="**Reading Room rules — Westmarch County Archives**\n\n- Bags, coats and food must be left in the lockers; only pencils may be used at the desks.\n- You may take photographs of most documents without flash, free of charge. Items marked with a red tag cannot be photographed.\n- Up to **four** documents can be ordered at a time, and orders close 30 minutes before the room shuts.\n- Fragile volumes must be read on the foam supports provided.\n\nThe Reading Room is open Tuesday to Friday, 9:30–16:30, and on the second Saturday of each month.",
        good=[
            Good(
                "preserve",
                "**Reading Room rules — Westmarch County Archives**\n\n- Leave your bags, coats and food in the lockers. At the desks, you can only use pencils.\n- Most documents can be photographed free of charge, as long as you don't use flash. You cannot photograph items with a red tag.\n- You can order up to **four** documents at once. Orders stop 30 minutes before the room closes.\n- Read fragile volumes on the foam supports we provide.\n\nThe Reading Room is open from 9:30 to 16:30, Tuesday to Friday, and also on the second Saturday of every month.",
            ),
            Good(
                "preserve",
                "**Reading Room rules — Westmarch County Archives**\n\n- Readers are required to deposit bags, coats and food in the lockers, and only pencils are permitted at the desks.\n- Flash-free photography of most documents is allowed at no charge; photography of items bearing a red tag is not permitted.\n- A maximum of **four** documents may be ordered at any one time, with ordering closing 30 minutes before the Reading Room shuts.\n- Fragile volumes must be consulted using the foam supports provided.\n\nOpening hours: Tuesday to Friday, 9:30–16:30, and the second Saturday of each month.",
            ),
            Good(
                "pl",
                "**Zasady czytelni — Westmarch County Archives**\n\n- Torby, okrycia i jedzenie zostawiasz w szafkach, a przy stolikach wolno używać tylko ołówków.\n- Większość dokumentów możesz fotografować za darmo, byle bez lampy błyskowej. Materiałów oznaczonych czerwoną etykietą nie wolno fotografować.\n- Naraz zamówisz maksymalnie **cztery** dokumenty, a zamówienia przyjmujemy do 30 minut przed zamknięciem czytelni.\n- Delikatne tomy czytaj na piankowych podpórkach, które dla ciebie mamy.\n\nCzytelnia działa od wtorku do piątku w godzinach 9:30–16:30 oraz w drugą sobotę każdego miesiąca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You cannot photograph items with a red tag.",
                        "You can photograph items with a red tag.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Fragile volumes must be consulted", "Fragile volumes may be consulted")],
                "modality",
            ),
            Slip(2, [("\n- Naraz zamówisz", "\nNaraz zamówisz")], "markdown"),
        ],
    ),
    Case(
        key="en-fasting-blood-test-letter",
        source="Your blood test for fasting glucose and cholesterol is booked for 8:10 on Wednesday 3 December at Elmfield Surgery. Please do not eat anything for 10 to 12 hours beforehand; you may drink plain water, and drinking water can actually make the sample easier to take. Take your regular tablets as usual, except diabetes medicines, which should be delayed until after the test. The appointment takes about 10 minutes. If you feel unwell while fasting, eat something and call us on 01632 960 418 to rebook.",
        good=[
            Good(
                "preserve",
                "You have a blood test booked at Elmfield Surgery at 8:10 on Wednesday 3 December. It will check your fasting glucose and cholesterol. Please don't eat anything for 10 to 12 hours before it. You can drink plain water – in fact, water can make the blood sample easier to take. Take your usual tablets as normal, apart from diabetes medicines: those should wait until after the test. The appointment will last about 10 minutes. If you feel unwell while you are fasting, have something to eat and phone us on 01632 960 418 to book a new time.",
            ),
            Good(
                "preserve",
                "An appointment has been made for you at Elmfield Surgery on Wednesday 3 December at 8:10 for a fasting glucose and cholesterol blood test. Please refrain from eating for 10–12 hours before the test. Plain water is permitted and can in fact make the sample easier to obtain. Continue your regular tablets as usual, with the exception of diabetes medication, which should be postponed until after the test. The appointment will take approximately 10 minutes. Should you feel unwell while fasting, please eat something and contact us on 01632 960 418 to rearrange.",
            ),
            Good(
                "pl",
                "W środę 3 grudnia o 8:10 masz w przychodni Elmfield Surgery badanie krwi na glukozę na czczo i cholesterol. Przez 10–12 godzin przed badaniem nic nie jedz. Czystą wodę możesz pić, a woda potrafi wręcz ułatwić pobranie próbki. Swoje stałe tabletki bierz normalnie, oprócz leków na cukrzycę – te lepiej przełożyć na po badaniu. Wizyta potrwa mniej więcej 10 minut. Jeśli na czczo poczujesz się źle, zjedz coś i zadzwoń do nas pod numer 01632 960 418, żeby umówić nowy termin.",
            ),
        ],
        bad=[
            Slip(1, [("for 10–12 hours", "for 8–12 hours")], "number"),
            Slip(
                0,
                [
                    (
                        "The appointment will last about 10 minutes.",
                        "The appointment will last 10 minutes.",
                    )
                ],
                "hedge",
            ),
            Bad(
                "preserve",
                "Badanie krwi na glukozę na czczo i cholesterol masz umówione na środę 3 grudnia, godz. 8:10, w przychodni Elmfield Surgery. Przez 10 do 12 godzin przed badaniem prosimy nic nie jeść; można pić czystą wodę, która może nawet ułatwić pobranie krwi. Stałe tabletki przyjmuj jak zwykle, z wyjątkiem leków na cukrzycę, które należy odłożyć do czasu po badaniu. Wizyta trwa około 10 minut. Jeśli w trakcie głodówki poczujesz się źle, zjedz coś i zadzwoń pod numer 01632 960 418, aby przełożyć termin.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-roastery-coffee-subscription",
        source="Our coffee subscription delivers freshly roasted beans every two or four weeks — you choose. Each bag holds 250 g and is roasted no more than 3 days before dispatch. Subscribers get 15% off the shop price and free UK delivery on every order. You can pause, skip or cancel at any time from your account; changes made after 23:59 on a Sunday apply from the following delivery. We can't grind beans for espresso machines, but filter and cafetière grinds are available. Questions? hello@kilnroastery.co.uk",
        good=[
            Good(
                "preserve",
                "Sign up for our coffee subscription and we'll send you freshly roasted beans every two weeks or every four – it's your call. Every 250 g bag is roasted no more than 3 days before it ships. As a subscriber you pay 15% less than the shop price, and UK delivery is free on every order. Pause, skip or cancel whenever you like from your account. Just note that anything you change after 23:59 on a Sunday takes effect from the following delivery. We can grind for filter or cafetière, but not for espresso machines. Got a question? Drop us a line at hello@kilnroastery.co.uk",
            ),
            Good(
                "preserve",
                "The subscription provides freshly roasted beans at an interval of two or four weeks, as selected by the customer. Bags contain 250 g each and are roasted a maximum of 3 days prior to dispatch. Subscribers receive a 15% discount on the shop price, plus free UK delivery on all orders. Subscriptions can be paused, skipped or cancelled at any time via the customer account; any change made after 23:59 on a Sunday will apply from the following delivery. Filter and cafetière grinds are offered, but we are unable to grind beans for espresso machines. Enquiries: hello@kilnroastery.co.uk",
            ),
            Good(
                "pl",
                "W ramach naszej subskrypcji kawy dostajesz świeżo palone ziarna co dwa albo co cztery tygodnie – wybór należy do ciebie. Każda paczka ma 250 g, a kawa jest palona nie wcześniej niż 3 dni przed wysyłką. Subskrybenci płacą o 15% mniej niż w sklepie i przy każdym zamówieniu mają darmową dostawę na terenie Wielkiej Brytanii. Subskrypcję możesz w każdej chwili wstrzymać, pominąć dostawę albo anulować na swoim koncie; zmiany wprowadzone po 23:59 w niedzielę obowiązują od kolejnej dostawy. Nie mielimy kawy do ekspresów ciśnieniowych, ale możemy ją zmielić do przelewu i do french pressa. Pytania? hello@kilnroastery.co.uk",
            ),
        ],
        bad=[
            Slip(2, [("Każda paczka ma 250 g", "Każda paczka ma 200 g")], "number"),
            Slip(
                1,
                [
                    (
                        "plus free UK delivery on all orders.",
                        "plus free UK delivery on all orders and early access to limited releases.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0, [("but not for espresso machines", "and for espresso machines too")], "negation"
            ),
        ],
    ),
    Case(
        key="en-penhallow-marina-visitor-berths",
        source="Visiting yachts are welcome at Penhallow Marina on pontoon D, which has 24 berths for boats up to 14 m. Please call the office on VHF channel 80 at least 30 minutes before arrival; berths cannot be reserved in advance between 1 July and 31 August. Overnight fees are £3.20 per metre, including water and shore power. Rafting up is permitted only with the harbourmaster's agreement. Engines must not be run alongside between 22:00 and 07:00. The fuel berth is open 08:00–18:00 and accepts card payments only.",
        good=[
            Good(
                "preserve",
                "Visiting yachts are welcome on pontoon D at Penhallow Marina. It has 24 berths for boats up to 14 m long. Please call the office on VHF channel 80 at least 30 minutes before you arrive. From 1 July to 31 August you can't book a berth in advance. An overnight stay costs £3.20 per metre, and that includes water and shore power. You may only raft up if the harbourmaster agrees. Don't run your engine while alongside between 22:00 and 07:00. The fuel berth is open from 08:00 to 18:00 and only takes card payments.",
            ),
            Good(
                "preserve",
                "Penhallow Marina welcomes visiting yachts on pontoon D, where 24 berths are available for vessels of up to 14 m. Skippers are asked to call the office on VHF channel 80 no less than 30 minutes prior to arrival. Advance reservations are not accepted between 1 July and 31 August. The overnight rate is £3.20 per metre and covers water and shore power. Rafting up requires the harbourmaster's agreement. Running engines alongside is prohibited from 22:00 to 07:00. The fuel berth operates from 08:00 to 18:00 and accepts card payment only.",
            ),
            Good(
                "pl",
                "Jachty w odwiedzinach chętnie przyjmujemy w marinie Penhallow przy pomoście D – są tam 24 miejsca dla łodzi do 14 m. Wywołaj biuro na kanale 80 VHF co najmniej 30 minut przed przypłynięciem. Od 1 lipca do 31 sierpnia nie da się zarezerwować miejsca z wyprzedzeniem. Postój na noc kosztuje 3,20 funta za metr, a woda i prąd z lądu są w cenie. Cumować burta w burtę z innym jachtem możesz tylko za zgodą kapitana portu. Stojąc przy pomoście, między 22:00 a 7:00 nie uruchamiaj silnika. Stanowisko tankowania działa od 8:00 do 18:00 i przyjmuje płatność wyłącznie kartą.",
            ),
        ],
        bad=[
            Slip(
                1, [("alongside is prohibited from", "alongside is discouraged from")], "modality"
            ),
            Slip(
                0,
                [("you can't book a berth in advance", "you can book a berth in advance")],
                "negation",
            ),
            Slip(2, [("Od 1 lipca do 31 sierpnia", "Od 1 czerwca do 31 sierpnia")], "date"),
        ],
    ),
    Case(
        key="en-abstract-noise-cancelling-headphones",
        source="Open-plan offices are often blamed for poor concentration, but evidence on individual countermeasures is limited. In a randomised crossover trial, 68 office workers completed a 40-minute proofreading task with and without active noise-cancelling headphones. Error rates were 18% lower with headphones, while self-reported fatigue did not differ significantly. The benefit was larger among participants who described themselves as noise-sensitive, although this subgroup analysis was exploratory. These results extend earlier laboratory work by Lindqvist et al. (2021) and suggest that noise-cancelling headphones may be a low-cost aid for focused tasks.",
        good=[
            Good(
                "preserve",
                "Although open-plan offices are frequently held responsible for impaired concentration, evidence regarding individual countermeasures remains limited. Sixty-eight office workers took part in a randomised crossover trial, performing a 40-minute proofreading task both with and without active noise-cancelling headphones. Error rates were 18% lower in the headphone condition, whereas self-reported fatigue showed no significant difference. The effect was larger in participants who identified as noise-sensitive; however, this subgroup analysis was exploratory. The findings extend previous laboratory research by Lindqvist et al. (2021) and suggest that noise-cancelling headphones may serve as a low-cost aid for focused tasks.",
            ),
            Good(
                "preserve",
                "Open-plan offices often get the blame when people can't concentrate, yet there is limited evidence on what individual workers can do about it. In a randomised crossover trial, researchers asked 68 office workers to spend 40 minutes proofreading, once with active noise-cancelling headphones and once without. With the headphones on, their error rates were 18% lower, though their own ratings of fatigue did not differ significantly. People who described themselves as noise-sensitive benefited more, although this subgroup analysis was exploratory. The findings build on earlier laboratory work by Lindqvist et al. (2021) and suggest the headphones may be a low-cost aid for focused tasks.",
            ),
            Good(
                "pl",
                "Biura typu open space często obwinia się o problemy z koncentracją, ale dowodów dotyczących indywidualnych środków zaradczych jest niewiele. W randomizowanym badaniu krzyżowym 68 pracowników biurowych wykonało 40-minutowe zadanie polegające na korekcie tekstu – w aktywnych słuchawkach z redukcją szumów i bez nich. W słuchawkach odsetek błędów był o 18% niższy, a zmęczenie oceniane przez samych uczestników nie różniło się istotnie. Większą korzyść odnieśli uczestnicy, którzy określili się jako wrażliwi na hałas, choć ta analiza podgrupy miała charakter eksploracyjny. Wyniki poszerzają wcześniejsze badania laboratoryjne Lindqvista i wsp. (2021) i sugerują, że słuchawki z redukcją szumów mogą być tanią pomocą przy zadaniach wymagających skupienia.",
            ),
        ],
        bad=[
            Slip(2, [("Lindqvista i wsp. (2021)", "Lindqvista i wsp. (2012)")], "citation"),
            Slip(
                0,
                [
                    (
                        "suggest that noise-cancelling headphones may serve as",
                        "show that noise-cancelling headphones serve as",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "asked 68 office workers",
                        "asked 68 office workers at a Stockholm insurance firm",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-radon-home-testing-advice",
        source="Radon is a natural radioactive gas that can build up indoors, and long-term exposure is the second most common cause of lung cancer after smoking. The UK action level for homes is 200 becquerels per cubic metre (Bq/m³); above this, householders are advised to reduce levels. A test kit uses two detectors left in place for three months and costs around £50. Employers have separate duties under the Ionising Radiations Regulations 2017 if workplace levels exceed 300 Bq/m³. The World Health Organization recommends a reference level of 100 Bq/m³ where possible (WHO, 2009).",
        good=[
            Good(
                "preserve",
                "Radon is a radioactive gas that occurs naturally. It can build up inside buildings, and breathing it in over a long period is the second most common cause of lung cancer, after smoking. In the UK, the action level for homes is 200 becquerels per cubic metre (Bq/m³). If your home is above this level, you are advised to bring it down. A test kit has two detectors, which stay in place for three months, and it costs about £50. If levels in a workplace are over 300 Bq/m³, employers have separate duties under the Ionising Radiations Regulations 2017. Where possible, the World Health Organization recommends a reference level of 100 Bq/m³ (WHO, 2009).",
            ),
            Good(
                "preserve",
                "Radon, a naturally occurring radioactive gas, can accumulate indoors, and prolonged exposure to it ranks second only to smoking as a cause of lung cancer. In the UK, the action level for homes is set at 200 becquerels per cubic metre (Bq/m³), and householders whose homes exceed it are advised to reduce concentrations. Testing involves two detectors left in situ for three months, at a cost of approximately £50 per kit. Where concentrations in a workplace exceed 300 Bq/m³, employers are subject to separate obligations under the Ionising Radiations Regulations 2017. The World Health Organization recommends a reference level of 100 Bq/m³ wherever possible (WHO, 2009).",
            ),
            Good(
                "pl",
                "Radon to naturalny, promieniotwórczy gaz, który może gromadzić się w pomieszczeniach. Długotrwałe narażenie na niego jest drugą – po paleniu tytoniu – najczęstszą przyczyną raka płuca. W Wielkiej Brytanii poziom działania dla domów wynosi 200 bekereli na metr sześcienny (Bq/m³); gdy zostanie przekroczony, mieszkańcom zaleca się obniżenie stężenia. Zestaw pomiarowy składa się z dwóch detektorów pozostawianych na miejscu przez trzy miesiące i kosztuje około 50 funtów. Jeśli w miejscu pracy stężenie przekracza 300 Bq/m³, pracodawcy mają odrębne obowiązki na mocy Ionising Radiations Regulations 2017. Światowa Organizacja Zdrowia zaleca – tam, gdzie to możliwe – poziom referencyjny 100 Bq/m³ (WHO, 2009).",
            ),
        ],
        bad=[
            Slip(0, [("(WHO, 2009)", "(WHO, 2019)")], "citation"),
            Slip(2, [("kosztuje około 50 funtów", "kosztuje 50 funtów")], "hedge"),
            Slip(
                1,
                [("Ionising Radiations Regulations 2017", "Ionising Radiations Regulations 1999")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-docs-feature-flags-config",
        source="Feature flags are read from `flags.yaml` in the project root at startup. Each flag needs a `name` and a `default`; the optional `rollout` key takes a percentage from 0 to 100. Changes to the file are picked up without a restart if you run the server with `--watch-flags`, which polls every 10 seconds. Flag names must be lowercase and may contain hyphens but not spaces. To override a flag locally, add `FLAG_<NAME>=on` to `.env.local`. Do not commit that file; it is ignored in CI.",
        good=[
            Good(
                "preserve",
                "At startup, feature flags are loaded from `flags.yaml` in the project root. Every flag must have a `name` and a `default`. You can also add a `rollout` key, which is optional and takes a percentage between 0 and 100. If you start the server with `--watch-flags`, it polls the file every 10 seconds and picks up changes without a restart. Flag names must be in lowercase. They can include hyphens, but no spaces. To override a flag on your machine, put `FLAG_<NAME>=on` in `.env.local`. Never commit that file; CI ignores it.",
            ),
            Good(
                "preserve",
                "Feature flags are loaded at startup from the `flags.yaml` file located in the project root. A `name` and a `default` are mandatory for every flag, while the `rollout` key is optional and accepts a percentage in the range 0–100. When the server is launched with `--watch-flags`, the file is polled at 10-second intervals, so modifications take effect without a restart. Flag names are required to be lowercase; hyphens are permitted, spaces are not. Local overrides are set by adding `FLAG_<NAME>=on` to `.env.local`. This file must not be committed; it is ignored in CI.",
            ),
            Good(
                "pl",
                "Flagi funkcji wczytują się przy starcie z pliku `flags.yaml` w katalogu głównym projektu. Każda flaga musi mieć `name` i `default`; klucz `rollout` jest opcjonalny i przyjmuje procent od 0 do 100. Jak odpalisz serwer z `--watch-flags`, to co 10 sekund sprawdza plik i łapie zmiany bez restartu. Nazwy flag muszą być pisane małymi literami – myślniki są OK, spacje nie. Żeby nadpisać flagę lokalnie, dopisz `FLAG_<NAME>=on` do `.env.local`. Tego pliku nie commituj; w CI jest ignorowany.",
            ),
        ],
        bad=[
            Slip(0, [("`flags.yaml`", "`flags.yml`")], "code"),
            Slip(2, [("`FLAG_<NAME>=on`", "`FLAGS_<NAME>=on`")], "code"),
            Slip(
                1,
                [
                    (
                        "Flag names are required to be lowercase;",
                        "Flag names are required to be lowercase and no longer than 32 characters;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

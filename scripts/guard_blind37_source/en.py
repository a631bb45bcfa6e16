# ruff: noqa: E501, RUF001
"""English source cases of blind set 37: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-allotment-society-bonfire-and-plot-rules",
        source="Greenholme Allotment Society – Rules for Plot Holders (extract)\nPlot holders must cultivate at least 75% of their plot during each growing season; a plot found neglected at two consecutive inspections may be terminated under section 1 of the Allotments Act 1922. Bonfires are not permitted between 1 April and 30 September, and at other times may be lit only after 6 pm. Hosepipes must not be left unattended. Up to 6 hens may be kept with written permission from the committee, but cockerels are never allowed. The annual rent of £48 is due by 29 September; plot holders who have not paid within 40 days will receive a notice to quit. Queries: secretary@greenholmeallotments.org.uk.",
        good=[
            Good(
                "preserve",
                "Greenholme Allotment Society: what plot holders need to know (extract from the rules)\nYou must cultivate at least 75% of your plot every growing season. If your plot is found neglected at two inspections in a row, your tenancy may be ended under section 1 of the Allotments Act 1922. You can't light bonfires from 1 April to 30 September; outside that period they may be lit only after 6 pm. Never leave a hosepipe unattended. With the committee's written permission you may keep up to 6 hens, but cockerels are not allowed at any time. Your annual rent of £48 is due by 29 September, and if you haven't paid within 40 days you will receive a notice to quit. Any questions? Email secretary@greenholmeallotments.org.uk.",
            ),
            Good(
                "preserve",
                "Extract from the Rules of the Greenholme Allotment Society. Each plot holder is required to cultivate no less than 75% of the plot in every growing season. Where a plot is recorded as neglected at two consecutive inspections, the tenancy may be terminated pursuant to section 1 of the Allotments Act 1922. Bonfires are prohibited from 1 April to 30 September; during the remainder of the year they may be lit only after 18:00. Hosepipes shall not be left unattended. The keeping of up to 6 hens is permitted subject to the written permission of the committee; the keeping of cockerels is prohibited in all circumstances. The annual rent of £48 falls due by 29 September, and a notice to quit will be issued to any plot holder who has not paid within 40 days. Enquiries: secretary@greenholmeallotments.org.uk.",
            ),
            Good(
                "pl",
                "Towarzystwo Działkowe Greenholme – regulamin dla działkowców (wyciąg)\nDziałkowiec musi uprawiać co najmniej 75% swojej działki w każdym sezonie wegetacyjnym; jeśli działka zostanie uznana za zaniedbaną podczas dwóch kolejnych kontroli, umowa może zostać rozwiązana na podstawie sekcji 1 ustawy Allotments Act 1922. W okresie od 1 kwietnia do 30 września nie wolno palić ognisk, a w pozostałej części roku można je rozpalać dopiero po godzinie 18:00. Węży ogrodowych nie wolno zostawiać bez nadzoru. Za pisemną zgodą zarządu można trzymać do 6 kur, natomiast koguty nie są dozwolone nigdy. Roczny czynsz w wysokości 48 funtów należy uiścić do 29 września; działkowcy, którzy nie zapłacą w ciągu 40 dni, otrzymają wypowiedzenie umowy. Pytania: secretary@greenholmeallotments.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but cockerels are not allowed at any time",
                        "and cockerels are allowed at any time",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w ciągu 40 dni", "w ciągu 30 dni")], "number"),
            Slip(
                1,
                [("section 1 of the Allotments Act 1922", "section 10 of the Allotments Act 1922")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-ferry-vehicle-booking-policy",
        source="Vehicle bookings on the Skerry Sound ferry. Cars and vans up to 5 metres long and 2.2 metres high can be booked online at least 24 hours before departure; longer vehicles, caravans and trailers must be booked by phone on 01855 420 611. Between 1 June and 31 August vehicle drivers must check in no later than 45 minutes before sailing, otherwise the space may be released to standby traffic. The single fare for a car is £36.50, including the driver; each additional passenger pays £7.20. Amendments are free up to 48 hours before travel, after which a £10 fee applies. Motorcycles do not need to be booked but should arrive 30 minutes early.",
        good=[
            Good(
                "preserve",
                "Booking your vehicle on the Skerry Sound ferry\n- Cars and vans no longer than 5 metres and no higher than 2.2 metres: book online, at least 24 hours before departure.\n- Longer vehicles, caravans and trailers: you must book by phone on 01855 420 611.\n- From 1 June to 31 August, drivers must check in at least 45 minutes before sailing; if they don't, the space may be given to standby traffic.\n- Fares: £36.50 single for a car, driver included, plus £7.20 for each additional passenger.\n- Changes are free until 48 hours before travel; after that, there is a £10 fee.\n- Motorcycles don't need a booking, but riders should arrive 30 minutes early.",
            ),
            Good(
                "preserve",
                "Skerry Sound ferry passengers travelling with a vehicle can book cars and vans of up to 5 m in length and 2.2 m in height online, provided they do so at least 24 hours before departure. Longer vehicles, as well as caravans and trailers, have to be booked by telephone on 01855 420 611. Between 1 June and 31 August, drivers must check in no later than 45 minutes before the sailing, or their space may be released to standby traffic. A car costs £36.50 one way including the driver, with each extra passenger paying £7.20. Bookings can be amended free of charge up to 48 hours before travel; later changes cost £10. Motorcyclists need not book, though they should arrive 30 minutes ahead of sailing.",
            ),
            Good(
                "pl",
                "Rezerwacja pojazdów na prom Skerry Sound. Samochody osobowe i dostawcze o długości do 5 metrów i wysokości do 2,2 metra można zarezerwować online najpóźniej 24 godziny przed odpłynięciem; dłuższe pojazdy, przyczepy kempingowe i przyczepy muszą być rezerwowane telefonicznie pod numerem 01855 420 611. Od 1 czerwca do 31 sierpnia kierowcy muszą odprawić się nie później niż 45 minut przed rejsem, w przeciwnym razie miejsce może zostać przekazane pojazdom oczekującym na wolne miejsca. Bilet w jedną stronę dla samochodu kosztuje 36,50 GBP wraz z kierowcą; każdy dodatkowy pasażer płaci 7,20 GBP. Zmiany są bezpłatne do 48 godzin przed podróżą, później obowiązuje opłata 10 GBP. Motocykli nie trzeba rezerwować, ale motocykliści powinni przyjechać 30 minut wcześniej.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("each extra passenger paying £7.20", "each extra passenger paying £2.70")],
                "number",
            ),
            Slip(2, [("Od 1 czerwca do 31 sierpnia", "Od 1 lipca do 31 sierpnia")], "date"),
            Slip(0, [("you must book by phone", "you may book by phone")], "modality"),
        ],
    ),
    Case(
        key="en-abstract-coral-bleaching-recovery",
        source="Abstract. Marine heatwaves are increasingly driving mass coral bleaching, yet recovery trajectories remain poorly understood. We resurveyed 42 reef sites around the Keppel Islands between March 2020 and March 2023, following the 2020 bleaching event described by Hughes et al. (2021). Mean hard coral cover fell from 38% to 17% within six months and had recovered to about 29% after three years. Recovery was faster on sites with lower macroalgal cover, which suggests that herbivore protection may accelerate reef resilience. Sites exposed to turbid river plumes did not recover significantly. These results are consistent with earlier observations (Graham et al., 2015) but should be treated with caution, as no surveys were conducted in the wet season.",
        good=[
            Good(
                "preserve",
                "Mass coral bleaching is increasingly driven by marine heatwaves, but little is known about how reefs recover afterwards. Following the 2020 bleaching event reported by Hughes et al. (2021), we resurveyed 42 reef sites around the Keppel Islands from March 2020 to March 2023. Within six months, mean hard coral cover dropped from 38% to 17%; after three years it had returned to about 29%. Sites with lower macroalgal cover recovered faster, suggesting that protecting herbivores may accelerate reef resilience. No significant recovery was found at sites exposed to turbid river plumes. Our findings agree with earlier observations (Graham et al., 2015), although they should be interpreted cautiously because no wet-season surveys were carried out.",
            ),
            Good(
                "preserve",
                "Marine heatwaves are causing more and more mass coral bleaching, and scientists still understand little about how reefs bounce back. In this study, researchers went back to 42 reef sites around the Keppel Islands between March 2020 and March 2023, after the 2020 bleaching event described by Hughes et al. (2021). Within six months, average hard coral cover fell from 38% to 17%. Three years later it had climbed back to about 29%. Reefs with less macroalgae recovered faster, which suggests that protecting herbivores may speed up reef resilience. At sites exposed to turbid river plumes, there was no significant recovery. The results match earlier observations (Graham et al., 2015), but they should be read with caution, as no surveys took place in the wet season.",
            ),
            Good(
                "pl",
                "Streszczenie. Morskie fale upałów coraz częściej wywołują masowe bielenie koralowców, jednak przebieg odbudowy raf pozostaje słabo poznany. W okresie od marca 2020 do marca 2023 roku ponownie zbadaliśmy 42 stanowiska rafowe wokół wysp Keppel po bieleniu z 2020 roku opisanym przez Hughesa i in. (2021). Średnie pokrycie koralowcami twardymi spadło w ciągu sześciu miesięcy z 38% do 17%, a po trzech latach odbudowało się do około 29%. Odbudowa przebiegała szybciej na stanowiskach o mniejszym pokryciu makroglonami, co sugeruje, że ochrona roślinożerców może przyspieszać wzrost odporności raf. Na stanowiskach narażonych na mętne pióropusze wód rzecznych nie stwierdzono istotnej odbudowy. Wyniki są zgodne z wcześniejszymi obserwacjami (Graham i in., 2015), powinny być jednak traktowane z ostrożnością, ponieważ w porze deszczowej nie prowadzono badań.",
            ),
        ],
        bad=[
            Slip(0, [("(Graham et al., 2015)", "(Graham et al., 2013)")], "citation"),
            Slip(
                2,
                [
                    (
                        "co sugeruje, że ochrona roślinożerców może przyspieszać",
                        "co dowodzi, że ochrona roślinożerców przyspiesza",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("went back to 42 reef sites", "went back to 24 reef sites")], "number"),
        ],
    ),
    Case(
        key="en-contributing-quickhash-rust-crate",
        source="# Contributing to `quickhash-rs`\n\nThanks for helping! Before opening a pull request:\n\n1. Run `cargo fmt --all` and `cargo clippy -- -D warnings`; CI rejects code with warnings.\n2. Add tests for every bug fix. New public functions **must** have doc comments.\n3. Keep the minimum supported Rust version at **1.70**; do not raise it in a minor release.\n\nCommit messages should follow [Conventional Commits](https://www.conventionalcommits.org/). Large changes (roughly 300+ lines) should be discussed in an issue first. By contributing, you agree that your work is dual-licensed under MIT and Apache-2.0. Security problems must not be reported in public issues; email security@quickhash.dev instead.",
        good=[
            Good(
                "preserve",
                "# How to contribute to `quickhash-rs`\n\nThank you for helping out! Please go through this checklist before you open a pull request:\n\n1. Run `cargo fmt --all` and `cargo clippy -- -D warnings`. Code with warnings is rejected by CI.\n2. Every bug fix needs tests, and every new public function **must** come with doc comments.\n3. The minimum supported Rust version stays at **1.70**: don't raise it in a minor release.\n\nYour commit messages should follow [Conventional Commits](https://www.conventionalcommits.org/). If your change is large (roughly 300 lines or more), it should be discussed in an issue first. When you contribute, you agree that your work is dual-licensed under MIT and Apache-2.0. Never report security problems in public issues – email security@quickhash.dev instead.",
            ),
            Good(
                "preserve",
                "# Contributing to `quickhash-rs`\n\nThanks for helping! Before you open a pull request:\n\n1. Run `cargo fmt --all` and `cargo clippy -- -D warnings` (CI rejects any code with warnings).\n2. Include tests with each bug fix; new public functions **must** be documented with doc comments.\n3. Keep the minimum supported Rust version at **1.70** and don't raise it in a minor release.\n\nCommit messages should use [Conventional Commits](https://www.conventionalcommits.org/). Large changes (about 300+ lines) should be discussed in an issue first. Contributions are dual-licensed under MIT and Apache-2.0, and by contributing you agree to this. Security issues must not go in public issues: email security@quickhash.dev.",
            ),
            Good(
                "pl",
                "# Jak współtworzyć `quickhash-rs`\n\nDziękujemy za pomoc! Zanim otworzysz pull request:\n\n1. Uruchom `cargo fmt --all` oraz `cargo clippy -- -D warnings`; CI odrzuca kod z ostrzeżeniami.\n2. Do każdej poprawki błędu dodaj testy. Nowe funkcje publiczne **muszą** mieć komentarze dokumentacyjne.\n3. Utrzymuj minimalną obsługiwaną wersję Rusta na poziomie **1.70**; nie podnoś jej w wydaniu pomocniczym (minor).\n\nKomunikaty commitów powinny być zgodne z [Conventional Commits](https://www.conventionalcommits.org/). Duże zmiany (mniej więcej od 300 linii wzwyż) powinny być najpierw omówione w zgłoszeniu (issue). Współtworząc projekt, zgadzasz się, że Twoja praca jest objęta podwójną licencją MIT i Apache-2.0. Problemów z bezpieczeństwem nie wolno zgłaszać w publicznych zgłoszeniach; zamiast tego napisz na security@quickhash.dev.",
            ),
        ],
        bad=[
            Slip(2, [("`cargo clippy -- -D warnings`", "`cargo clippy -- -W warnings`")], "code"),
            Slip(
                0,
                [("# How to contribute to `quickhash-rs`", "How to contribute to `quickhash-rs`")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "new public functions **must** be documented",
                        "new public functions **should** be documented",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-orthodontist-appointment-policy",
        source="Appointment policy – Brightline Orthodontics\nPlease arrive 10 minutes before your appointment. Patients under 16 must be accompanied by a parent or guardian at every visit, including the first consultation. If you need to cancel or rearrange, you must tell us at least 48 hours in advance; appointments missed without notice are charged at £40. After two missed appointments in 12 months we may suspend treatment. Brace adjustments are scheduled every 6 to 8 weeks, Monday to Friday only; we do not offer evening appointments. Our practice is closed from 23 December to 2 January. If a wire breaks, you should call 0161 555 0192 rather than attempt to cut it yourself.",
        good=[
            Good(
                "preserve",
                "Brightline Orthodontics – our appointment policy\nPlease get here 10 minutes before your appointment time. If you're under 16, a parent or guardian must come with you to every visit, the first consultation included. Need to cancel or move an appointment? You must let us know at least 48 hours beforehand – if you miss an appointment without telling us, we'll charge £40. If you miss two appointments within 12 months, we may put your treatment on hold. Brace adjustments take place every 6 to 8 weeks, on weekdays (Monday to Friday) only, and we don't have evening appointments. The practice is closed from 23 December until 2 January. If a wire breaks, you should ring 0161 555 0192 instead of trying to cut it yourself.",
            ),
            Good(
                "preserve",
                "Brightline Orthodontics: Appointment Policy. Patients are asked to arrive 10 minutes prior to their appointment. Patients under the age of 16 must be accompanied by a parent or guardian at every visit, the initial consultation included. Cancellations or changes must be notified to the practice at least 48 hours in advance, and a charge of £40 applies to any appointment missed without notice. Where two appointments have been missed within a 12-month period, the practice may suspend treatment. Brace adjustments are scheduled at intervals of 6 to 8 weeks, from Monday to Friday only; evening appointments are not available. The practice will be closed from 23 December to 2 January. In the event of a broken wire, patients should telephone 0161 555 0192 rather than attempt to cut the wire themselves.",
            ),
            Good(
                "pl",
                "Zasady umawiania wizyt – Brightline Orthodontics\nProsimy o przybycie 10 minut przed wizytą. Pacjentom w wieku poniżej 16 lat musi towarzyszyć rodzic lub opiekun podczas każdej wizyty, w tym pierwszej konsultacji. Jeśli chcesz odwołać lub przełożyć wizytę, musisz nas o tym poinformować co najmniej 48 godzin wcześniej; za wizytę opuszczoną bez uprzedzenia pobieramy opłatę 40 GBP. Po dwóch opuszczonych wizytach w ciągu 12 miesięcy możemy zawiesić leczenie. Korekty aparatu planujemy co 6–8 tygodni, wyłącznie od poniedziałku do piątku; nie oferujemy wizyt wieczornych. Gabinet jest nieczynny od 23 grudnia do 2 stycznia. Jeśli pęknie drut, powinieneś zadzwonić pod numer 0161 555 0192, a nie próbować samodzielnie go przeciąć.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("evening appointments are not available", "evening appointments are available")],
                "negation",
            ),
            Slip(
                2,
                [("musisz nas o tym poinformować", "powinieneś nas o tym poinformować")],
                "modality",
            ),
            Slip(
                0,
                [("from 23 December until 2 January", "from 23 December until 12 January")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-ev-charging-tariff-update",
        source="Tariff update from VoltWay Charging\nFrom 3 March 2025, the price of rapid charging (50 kW and above) will rise from 69p to 74p per kWh, while standard AC charging stays at 45p per kWh. Members on the VoltWay Plus plan (£7.99 a month) will continue to receive a 20% discount on all sessions. An overstay fee of 20p per minute will apply once a vehicle has been connected for more than 90 minutes at a rapid charger; it does not apply between 10 pm and 6 am. To see the new prices, update the VoltWay app to version 5.3.0 or later. Full terms are available at https://voltway.co.uk/tariffs.",
        good=[
            Good(
                "preserve",
                "VoltWay Charging: tariff changes\n- Rapid charging (50 kW or more): up from 69p to 74p per kWh from 3 March 2025.\n- Standard AC charging: unchanged at 45p per kWh.\n- VoltWay Plus members (£7.99 a month) still get 20% off every session.\n- Overstay fee: 20p per minute once a vehicle has been connected to a rapid charger for more than 90 minutes, except between 10 pm and 6 am.\n- To see the new prices, update the VoltWay app to version 5.3.0 or later.\nFull terms: https://voltway.co.uk/tariffs",
            ),
            Good(
                "preserve",
                "Here's what's changing at VoltWay Charging. Starting 3 March 2025, rapid charging – that's 50 kW and above – will cost 74p per kWh instead of 69p. Standard AC charging isn't changing and remains 45p per kWh. If you're on VoltWay Plus (£7.99 a month), you'll keep your 20% discount on all your sessions. Leave your car connected to a rapid charger for over 90 minutes and an overstay fee of 20p a minute will apply – though not between 10 pm and 6 am. You'll need version 5.3.0 or later of the VoltWay app to see the new prices, and you can read the full terms at https://voltway.co.uk/tariffs.",
            ),
            Good(
                "pl",
                "Zmiana cennika VoltWay Charging\nOd 3 marca 2025 r. cena szybkiego ładowania (50 kW i więcej) wzrośnie z 69 do 74 pensów za kWh, natomiast standardowe ładowanie AC pozostanie w cenie 45 pensów za kWh. Członkowie planu VoltWay Plus (7,99 GBP miesięcznie) nadal będą otrzymywać 20% zniżki na wszystkie sesje. Gdy pojazd jest podłączony do szybkiej ładowarki dłużej niż 90 minut, naliczana będzie opłata za postój w wysokości 20 pensów za minutę; nie obowiązuje ona w godzinach od 22:00 do 6:00. Aby zobaczyć nowe ceny, zaktualizuj aplikację VoltWay do wersji 5.3.0 lub nowszej. Pełny regulamin jest dostępny pod adresem https://voltway.co.uk/tariffs.",
            ),
        ],
        bad=[
            Slip(2, [("20% zniżki", "25% zniżki")], "number"),
            Slip(0, [("version 5.3.0 or later", "version 5.0.3 or later")], "code"),
            Slip(1, [("https://voltway.co.uk/tariffs", "https://voltway.com/tariffs")], "url"),
        ],
    ),
    Case(
        key="en-hotel-fire-door-notice",
        source="FIRE DOOR – KEEP SHUT\nThis door is part of the hotel's fire protection and is designed to hold back fire and smoke for at least 30 minutes. It must be kept closed at all times and must never be wedged or propped open, even briefly. Guests should report a door that does not close fully to reception by dialling 0 from their room phone. Luggage and trolleys may not be left within 1 metre of the door. In the event of a fire alarm, do not use the lifts; follow the green signs to assembly point B in the front car park. Interfering with fire doors is an offence under Article 32 of the Regulatory Reform (Fire Safety) Order 2005.",
        good=[
            Good(
                "preserve",
                "FIRE DOOR – KEEP SHUT\nThis door is part of the hotel's fire protection: it is built to hold back fire and smoke for 30 minutes or more. Keep it closed at all times. Never wedge it or prop it open, not even for a moment. If the door doesn't close fully, you should tell reception – dial 0 on your room phone. Don't leave luggage or trolleys within 1 metre of the door. If the fire alarm sounds, don't use the lifts; follow the green signs to assembly point B in the front car park. Tampering with fire doors is an offence under Article 32 of the Regulatory Reform (Fire Safety) Order 2005.",
            ),
            Good(
                "preserve",
                "FIRE DOOR – TO BE KEPT SHUT\nThis door forms part of the hotel's fire protection measures and is designed to resist the passage of fire and smoke for a minimum of 30 minutes. It must remain closed at all times and must under no circumstances be wedged or propped open, however briefly. Any door that fails to close fully should be reported by guests to reception (dial 0 from the room telephone). Luggage and trolleys may not be placed within 1 metre of the door. Should the fire alarm sound, the lifts must not be used; follow the green signs to assembly point B in the front car park. Interference with fire doors constitutes an offence under Article 32 of the Regulatory Reform (Fire Safety) Order 2005.",
            ),
            Good(
                "pl",
                "DRZWI PRZECIWPOŻAROWE – TRZYMAĆ ZAMKNIĘTE\nTe drzwi są częścią zabezpieczenia przeciwpożarowego hotelu i zostały zaprojektowane tak, by zatrzymywać ogień i dym przez co najmniej 30 minut. Muszą być zawsze zamknięte i nigdy nie wolno ich blokować klinem ani podpierać w pozycji otwartej, nawet na chwilę. Goście powinni zgłaszać w recepcji drzwi, które nie domykają się całkowicie, wybierając 0 na telefonie w pokoju. Bagażu i wózków nie wolno zostawiać w odległości mniejszej niż 1 metr od drzwi. W razie alarmu pożarowego nie korzystaj z wind; kieruj się zielonymi znakami do miejsca zbiórki B na przednim parkingu. Ingerowanie w drzwi przeciwpożarowe jest czynem zabronionym na podstawie art. 32 Regulatory Reform (Fire Safety) Order 2005.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "W razie alarmu pożarowego nie korzystaj z wind",
                        "W razie alarmu pożarowego korzystaj z wind",
                    )
                ],
                "negation",
            ),
            Slip(0, [("you should tell reception", "you may tell reception")], "modality"),
            Slip(1, [("under Article 32 of", "under Article 23 of")], "legal_reference"),
        ],
    ),
    Case(
        key="en-community-arts-grant-call",
        source="Riverside Arts Fund 2025: call for applications\nHarbourgate Borough Council invites community groups and individual artists to apply for grants of £500 to £3,000 for projects taking place in the borough between 1 July 2025 and 31 March 2026. Applications must be submitted online at https://harbourgate.gov.uk/arts-fund by 5 pm on Friday 16 May 2025; late or emailed applications will not be accepted. Projects should involve local residents, and priority will be given to work with young people aged 14–25. Applicants may submit only one application per round. Decisions are expected in late June. For help with the form, contact arts@harbourgate.gov.uk or attend the online drop-in on 24 April at 6 pm.",
        good=[
            Good(
                "preserve",
                "Harbourgate Borough Council has opened applications for its Riverside Arts Fund 2025. Community groups and individual artists can bid for grants of between £500 and £3,000 for projects held in the borough from 1 July 2025 to 31 March 2026. The deadline is 5 pm on Friday 16 May 2025, and applications must be made online at https://harbourgate.gov.uk/arts-fund – the council will not accept late applications or ones sent by email. Projects should involve local residents, with priority for work with young people aged 14 to 25. Each applicant may submit only one application per round. Decisions are expected in late June. Help with the form is available from arts@harbourgate.gov.uk or at an online drop-in session on 24 April at 6 pm.",
            ),
            Good(
                "preserve",
                "Riverside Arts Fund 2025 – how to apply\nWho can apply: community groups and individual artists.\nWhat you can get: a grant of £500 to £3,000 for a project in Harbourgate borough taking place between 1 July 2025 and 31 March 2026.\nHow and when: you must apply online at https://harbourgate.gov.uk/arts-fund by 5 pm on Friday 16 May 2025. Late applications and applications sent by email will not be accepted. You may send only one application per round.\nWhat we look for: your project should involve local residents, and we will give priority to work with young people aged 14–25.\nDecisions: expected in late June.\nNeed help with the form? Email arts@harbourgate.gov.uk or join the online drop-in on 24 April at 6 pm.\nThe fund is run by Harbourgate Borough Council.",
            ),
            Good(
                "pl",
                "Fundusz Artystyczny Riverside 2025: nabór wniosków\nRada Gminy Harbourgate zaprasza grupy społeczne i indywidualnych artystów do ubiegania się o granty w wysokości od 500 do 3000 GBP na projekty realizowane w gminie w okresie od 1 lipca 2025 r. do 31 marca 2026 r. Wnioski należy składać online pod adresem https://harbourgate.gov.uk/arts-fund do godziny 17:00 w piątek 16 maja 2025 r.; wnioski spóźnione lub przesłane e-mailem nie będą przyjmowane. Projekty powinny angażować mieszkańców, a pierwszeństwo otrzymają działania z młodzieżą w wieku 14–25 lat. Wnioskodawca może złożyć tylko jeden wniosek w danym naborze. Decyzje spodziewane są pod koniec czerwca. Pomoc w wypełnieniu formularza: arts@harbourgate.gov.uk lub internetowy dyżur konsultacyjny 24 kwietnia o 18:00.",
            ),
        ],
        bad=[
            Slip(2, [("w piątek 16 maja 2025 r.", "w piątek 26 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Decisions: expected in late June.",
                        "Decisions: expected in late June. Successful applicants will receive 50% of the grant up front.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("arts@harbourgate.gov.uk", "arts@harbourgate.org.uk")], "url"),
        ],
    ),
    Case(
        key="en-pottery-wheel-course-booking-terms",
        source="Booking terms – Kiln & Clay Studio\nOur six-week wheel-throwing course costs £195, which includes 12.5 kg of clay, glazes and two firings per piece. A non-refundable deposit of £50 secures your place; the balance is due 14 days before the first session. If you cancel more than 14 days before the start, we refund everything except the deposit. Missed sessions cannot be made up or refunded. Participants must be at least 16 years old. Finished pieces must be collected within 4 weeks of the final session, after which they may be recycled. Please wear closed-toe shoes and clothes you don't mind getting dirty. Classes are capped at 8 people.",
        good=[
            Good(
                "preserve",
                "Kiln & Clay Studio – booking terms\nOur wheel-throwing course runs for six weeks and costs £195. The price covers 12.5 kg of clay, glazes and two firings for each piece. To secure your place, you pay a £50 deposit, which is non-refundable, and the rest is due 14 days before the first session. Cancel more than 14 days before the course starts and you'll get everything back apart from the deposit. We can't offer make-up sessions or refunds for sessions you miss. You must be 16 or older to take part. You must collect your finished pieces within 4 weeks of the last session – after that, we may recycle them. Please wear closed-toe shoes and clothes you don't mind getting dirty. There are no more than 8 people in each class.",
            ),
            Good(
                "preserve",
                "Kiln & Clay Studio: Terms of Booking. The fee for the six-week wheel-throwing course is £195, inclusive of 12.5 kg of clay, glazes and two firings per piece. A place is secured by a non-refundable deposit of £50, with the balance payable 14 days before the first session. Cancellations made more than 14 days before the course begins are refunded in full, less the deposit. Missed sessions are neither made up nor refunded. The minimum age for participants is 16. Finished pieces must be collected within 4 weeks of the final session and may thereafter be recycled. Participants are asked to wear closed-toe shoes and clothing they do not mind getting dirty. Each class is limited to a maximum of 8 participants.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – Kiln & Clay Studio\nSześciotygodniowy kurs toczenia na kole kosztuje 195 GBP; cena obejmuje 12,5 kg gliny, szkliwa i dwa wypały każdej pracy. Miejsce gwarantuje zaliczka w wysokości 50 GBP, która nie podlega zwrotowi; pozostałą kwotę należy wpłacić 14 dni przed pierwszymi zajęciami. W przypadku rezygnacji na więcej niż 14 dni przed rozpoczęciem kursu zwracamy całą kwotę z wyjątkiem zaliczki. Opuszczone zajęcia nie podlegają odrobieniu ani zwrotowi. Uczestnicy muszą mieć ukończone 16 lat. Gotowe prace należy odebrać w ciągu 4 tygodni od ostatnich zajęć; po tym terminie mogą zostać poddane recyklingowi. Prosimy o obuwie z zakrytymi palcami i ubranie, którego nie szkoda pobrudzić. Grupy liczą maksymalnie 8 osób.",
            ),
        ],
        bad=[
            Slip(1, [("inclusive of 12.5 kg of clay", "inclusive of 2.5 kg of clay")], "number"),
            Slip(2, [("która nie podlega zwrotowi", "która podlega zwrotowi")], "negation"),
            Slip(
                0,
                [
                    (
                        "There are no more than 8 people in each class.",
                        "There are no more than 8 people in each class, and aprons are provided free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bus-route-diversion-notice",
        source="Route 27 diversion – Castlegate roadworks\nBecause of gas main replacement on Castlegate, route 27 buses will be diverted via Mill Road and Station Street from Monday 9 June to Sunday 22 June 2025. Stops C4 (Castlegate North) and C5 (Market Cross) will not be served; please use the temporary stop outside 48 Mill Road instead. Journeys may take up to 10 minutes longer at peak times, and the first bus from the depot will leave at 05:40 rather than 05:50. Night service N27 is not affected. Live departure times are available at https://metrolinebus.co.uk/live or by texting 27 to 84455.",
        good=[
            Good(
                "preserve",
                "Route 27 is being diverted because of roadworks on Castlegate. While the gas main on Castlegate is replaced, from Monday 9 June to Sunday 22 June 2025, route 27 buses will run via Mill Road and Station Street. During this time buses won't call at C4 (Castlegate North) or C5 (Market Cross) – please use the temporary stop outside 48 Mill Road instead. At peak times your journey may take up to 10 minutes longer. The first bus will leave the depot at 05:40 instead of 05:50. The N27 night service is not affected. For live departure times, go to https://metrolinebus.co.uk/live or text 27 to 84455.",
            ),
            Good(
                "preserve",
                "Route 27 diversion (Castlegate roadworks)\n- When: Monday 9 June – Sunday 22 June 2025, while the gas main on Castlegate is replaced.\n- Route: via Mill Road and Station Street.\n- Stops not served: C4 (Castlegate North) and C5 (Market Cross). Please use the temporary stop outside 48 Mill Road.\n- Delays: journeys may take up to 10 minutes longer at peak times.\n- First bus: leaves the depot at 05:40, not 05:50.\n- Night service N27: not affected.\n- Live times: https://metrolinebus.co.uk/live or text 27 to 84455.",
            ),
            Good(
                "pl",
                "Objazd linii 27 – roboty drogowe na Castlegate\nW związku z wymianą gazociągu na Castlegate autobusy linii 27 będą kursować objazdem przez Mill Road i Station Street od poniedziałku 9 czerwca do niedzieli 22 czerwca 2025 r. Przystanki C4 (Castlegate North) i C5 (Market Cross) nie będą obsługiwane; prosimy korzystać z tymczasowego przystanku przed budynkiem Mill Road 48. W godzinach szczytu przejazd może trwać do 10 minut dłużej, a pierwszy autobus wyjedzie z zajezdni o 05:40 zamiast o 05:50. Nocna linia N27 kursuje bez zmian. Aktualne godziny odjazdów można sprawdzić na stronie https://metrolinebus.co.uk/live lub wysyłając SMS o treści 27 na numer 84455.",
            ),
        ],
        bad=[
            Slip(0, [("to Sunday 22 June 2025", "to Sunday 29 June 2025")], "date"),
            Slip(
                1,
                [("leaves the depot at 05:40, not 05:50", "leaves the depot at 05:30, not 05:50")],
                "number",
            ),
            Slip(
                2,
                [("Nocna linia N27 kursuje bez zmian.", "Night service N27 is not affected.")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-leaflet-cetirizine-antihistamine",
        source="Cetirizine 10 mg tablets – patient information (extract)\nAdults and children aged 12 and over should take one tablet once a day with a glass of water. Do not take more than one tablet in 24 hours. Cetirizine is not recommended for children under 6. It may cause drowsiness in some people, so you should not drive or operate machinery if you feel sleepy. Avoid alcohol while taking this medicine. If you have kidney disease, you must talk to your doctor before use, as a lower dose may be needed. Side effects are usually mild; headache affects about 1 in 10 users. Stop taking the tablets at least 3 days before an allergy skin test.",
        good=[
            Good(
                "preserve",
                "Cetirizine 10 mg tablets: what you need to know (extract from the patient leaflet)\n- Adults and children aged 12 and over: you should take one tablet once a day with a glass of water.\n- Never take more than one tablet in 24 hours.\n- Cetirizine is not recommended for children under 6.\n- It may make some people drowsy. If you feel sleepy, you should not drive or use machines.\n- Avoid alcohol while you are taking this medicine.\n- If you have kidney disease, you must speak to your doctor before you take it, because you may need a lower dose.\n- Side effects are usually mild. Headache affects about 1 in 10 people who take it.\n- Stop taking the tablets at least 3 days before an allergy skin test.",
            ),
            Good(
                "preserve",
                "Cetirizine 10 mg Tablets – Patient Information Leaflet (extract). Adults and children aged 12 years and over should take one tablet once daily with a glass of water. Do not exceed one tablet in 24 hours. Cetirizine is not recommended for use in children below the age of 6. Drowsiness may occur in some individuals; patients who feel sleepy should therefore not drive or operate machinery. Avoid alcohol during treatment. Patients with kidney disease must consult their doctor before use, since a lower dose may be required. Side effects are generally mild, with headache reported by approximately 1 in 10 users. Discontinue the tablets at least 3 days before an allergy skin test.",
            ),
            Good(
                "pl",
                "Cetyryzyna 10 mg, tabletki – ulotka dla pacjenta (fragment)\nDorośli i dzieci w wieku 12 lat i starsze powinni przyjmować jedną tabletkę raz na dobę, popijając szklanką wody. Nie należy przyjmować więcej niż jednej tabletki w ciągu 24 godzin. Cetyryzyna nie jest zalecana u dzieci poniżej 6 lat. U niektórych osób lek może wywoływać senność, dlatego w razie uczucia senności nie powinno się prowadzić pojazdów ani obsługiwać maszyn. Podczas stosowania leku należy unikać alkoholu. Pacjenci z chorobą nerek muszą przed zastosowaniem leku porozmawiać z lekarzem, ponieważ może być konieczna mniejsza dawka. Działania niepożądane są zwykle łagodne; ból głowy występuje u około 1 na 10 pacjentów. Należy przerwać przyjmowanie tabletek co najmniej 3 dni przed alergicznym testem skórnym.",
            ),
        ],
        bad=[
            Slip(2, [("lek może wywoływać senność", "lek wywołuje senność")], "hedge"),
            Slip(
                0,
                [("you must speak to your doctor", "you should speak to your doctor")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Cetirizine is not recommended for use in children",
                        "Cetirizine is recommended for use in children",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-college-assessment-appeals",
        source="Assessment appeals procedure (Academic Regulations, section 14.3)\nA student who believes an assessment decision is wrong may appeal within 10 working days of the published result. Appeals must be made on form AP1 and sent to appeals@northfield-college.ac.uk; appeals submitted by a parent or tutor on the student's behalf will not be considered without the student's signed consent. You cannot appeal against academic judgement, for example simply because you disagree with the mark. The Head of Quality will respond within 15 working days. If you remain dissatisfied, you may request a review by the Appeals Panel under section 14.5. For summer 2025 results, the Panel will sit on Wednesday 23 July.",
        good=[
            Good(
                "preserve",
                "How to appeal an assessment decision (Academic Regulations, section 14.3)\nIf you think an assessment decision is wrong, you may appeal within 10 working days of the result being published. Your appeal must be made on form AP1 and sent to appeals@northfield-college.ac.uk. Appeals sent on your behalf by a parent or tutor will not be considered unless you have given your signed consent. You can't appeal against academic judgement – you can't appeal, for example, just because you disagree with your mark. The Head of Quality will reply within 15 working days. Still not satisfied? You may ask for a review by the Appeals Panel under section 14.5. For summer 2025 results, the Panel meets on Wednesday 23 July.",
            ),
            Good(
                "preserve",
                "Procedure for Assessment Appeals – Academic Regulations, section 14.3. Students who consider an assessment decision to be incorrect may lodge an appeal within 10 working days of publication of the result. Appeals must be submitted on form AP1 to appeals@northfield-college.ac.uk. An appeal made on a student's behalf by a parent or tutor will be considered only with the student's signed consent. Appeals against academic judgement, such as mere disagreement with the mark awarded, are not permitted. A response will be issued by the Head of Quality within 15 working days. A student who remains dissatisfied may request a review by the Appeals Panel under section 14.5. The Panel will sit on Wednesday 23 July to consider appeals on summer 2025 results.",
            ),
            Good(
                "pl",
                "Procedura odwoławcza od wyników oceniania (Regulamin akademicki, sekcja 14.3)\nStudent, który uważa, że decyzja dotycząca oceny jest błędna, może złożyć odwołanie w ciągu 10 dni roboczych od ogłoszenia wyniku. Odwołanie musi zostać złożone na formularzu AP1 i przesłane na adres appeals@northfield-college.ac.uk; odwołania składane w imieniu studenta przez rodzica lub tutora nie będą rozpatrywane bez podpisanej zgody studenta. Nie można odwołać się od merytorycznej oceny egzaminatorów, na przykład tylko dlatego, że nie zgadzasz się z oceną. Kierownik ds. jakości odpowie w ciągu 15 dni roboczych. Jeśli nadal jesteś niezadowolony, możesz wystąpić o rozpatrzenie sprawy przez Komisję Odwoławczą na podstawie sekcji 14.5. W sprawie wyników z sesji letniej 2025 r. Komisja zbierze się w środę 23 lipca.",
            ),
        ],
        bad=[
            Slip(2, [("na podstawie sekcji 14.5", "na podstawie sekcji 14.4")], "legal_reference"),
            Slip(1, [("on Wednesday 23 July", "on Wednesday 30 July")], "date"),
            Slip(
                0,
                [
                    (
                        "will not be considered unless you have given your signed consent",
                        "will be considered even if you have not given your signed consent",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-hiking-club-winter-walks",
        source="Winter walks: guidance for members\nBetween November and February, all Fellside Rambling Club walks graded B or above require crampons or microspikes, and walkers must carry a head torch, spare warm layer and at least one litre of fluid. Leaders may refuse anyone who is not properly equipped. Daylight is short, so walks will normally finish by 3.30 pm; meet-up times are therefore brought forward to 8.30 am. Conditions on the tops can change quickly and temperatures are often about 8°C lower than in the valley. If the Mountain Weather Information Service forecasts gusts above 50 mph, the walk will probably be shortened or moved to a lower route. Please check the club's WhatsApp group the evening before.",
        good=[
            Good(
                "preserve",
                "Walking with Fellside Rambling Club this winter? Here's what you need to know. From November to February, you'll need crampons or microspikes for any walk graded B or above, and you must bring a head torch, a spare warm layer and at least one litre of fluid. If you aren't properly equipped, the leader may turn you away. Because daylight is short, walks will normally be finished by 3.30 pm, so we're bringing meet-up times forward to 8.30 am. Conditions on the tops can change fast, and it's often about 8°C colder up there than in the valley. If the Mountain Weather Information Service forecasts gusts of over 50 mph, the walk will probably be cut short or switched to a lower route. Please check the club WhatsApp group the evening before.",
            ),
            Good(
                "preserve",
                "Fellside Rambling Club – Winter Walking Guidance for Members. From November to February, crampons or microspikes are required on all walks graded B or higher. Every walker must also carry a head torch, an additional warm layer and a minimum of one litre of fluid. Walk leaders may refuse participation to anyone who is not adequately equipped. In view of the limited daylight, walks will normally end by 3.30 pm, and meeting times are accordingly brought forward to 8.30 am. Conditions on high ground can change rapidly, and temperatures there are frequently around 8°C below those in the valley. Where the Mountain Weather Information Service forecasts gusts in excess of 50 mph, the walk is likely to be shortened or relocated to a lower route. Members are asked to consult the club's WhatsApp group on the evening before each walk.",
            ),
            Good(
                "pl",
                "Zimowe wędrówki: wskazówki dla członków\nOd listopada do lutego na wszystkie wędrówki Fellside Rambling Club o stopniu trudności B lub wyższym wymagane są raki lub raczki, a uczestnicy muszą mieć ze sobą czołówkę, zapasową ciepłą warstwę odzieży i co najmniej litr płynów. Prowadzący mogą odmówić udziału każdemu, kto nie jest odpowiednio wyposażony. Dzień jest krótki, dlatego wędrówki będą zwykle kończyć się do 15:30, a godziny zbiórek zostają przesunięte na 8:30. Warunki na szczytach mogą się szybko zmieniać, a temperatura jest tam często o około 8°C niższa niż w dolinie. Jeśli Mountain Weather Information Service prognozuje porywy wiatru powyżej 50 mil na godzinę, wędrówka zostanie prawdopodobnie skrócona lub przeniesiona na niższą trasę. Prosimy sprawdzić klubową grupę na WhatsAppie wieczorem dzień wcześniej.",
            ),
        ],
        bad=[
            Slip(
                1, [("Every walker must also carry", "Every walker should also carry")], "modality"
            ),
            Slip(
                2,
                [("wędrówka zostanie prawdopodobnie skrócona", "wędrówka zostanie skrócona")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Please check the club WhatsApp group the evening before.",
                        "Please check the club WhatsApp group the evening before; walks are cancelled if fewer than 4 members sign up.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-planetarium-exoplanet-show",
        source="New show at the Aldermoor Planetarium: *Worlds Beyond the Sun*\nFrom Saturday 4 October, our 35-minute full-dome show takes visitors on a journey to some of the more than 5,500 exoplanets confirmed so far. Shows run daily at 11:00, 13:30 and 15:00, with an extra screening at 19:00 on Fridays. Tickets cost £9 for adults and £6 for children aged 4–15; children under 4 are not admitted, as the dome is kept dark throughout. The dome seats 120 people, and booking online at https://aldermoorplanetarium.org/shows is strongly recommended. Latecomers cannot be admitted once the show has started. The show is narrated by astrophysicist Dr Priya Nandakumar.",
        good=[
            Good(
                "preserve",
                "The Aldermoor Planetarium is launching a new full-dome show, *Worlds Beyond the Sun*, on Saturday 4 October. Over 35 minutes, astrophysicist Dr Priya Nandakumar narrates a journey to some of the more than 5,500 exoplanets confirmed to date. There are screenings every day at 11:00, 13:30 and 15:00, plus an extra one on Fridays at 19:00. Adult tickets are £9 and tickets for children aged 4–15 are £6. Children under 4 are not admitted because the dome stays dark for the whole show. With only 120 seats, visitors are strongly recommended to book online at https://aldermoorplanetarium.org/shows. Once the show has begun, latecomers cannot be let in.",
            ),
            Good(
                "preserve",
                "Something new is coming to the Aldermoor Planetarium: *Worlds Beyond the Sun*! Starting on Saturday 4 October, this 35-minute full-dome show will take you on a journey to some of the more than 5,500 exoplanets confirmed so far, narrated by astrophysicist Dr Priya Nandakumar. You can catch it daily at 11:00, 13:30 and 15:00 – and on Fridays there's an extra screening at 19:00. Tickets are £9 for adults and £6 for children aged 4 to 15. We can't admit children under 4, as the dome is dark from start to finish. There are 120 seats, and we strongly recommend booking online at https://aldermoorplanetarium.org/shows. Please note that we can't let latecomers in once the show has started.",
            ),
            Good(
                "pl",
                "Nowy seans w Planetarium Aldermoor: *Worlds Beyond the Sun*\nOd soboty 4 października nasz 35-minutowy seans pełnokopułowy zabierze widzów w podróż do niektórych spośród ponad 5500 potwierdzonych dotąd egzoplanet. Seanse odbywają się codziennie o 11:00, 13:30 i 15:00, a w piątki dodatkowo o 19:00. Bilety kosztują 9 GBP dla dorosłych i 6 GBP dla dzieci w wieku 4–15 lat; dzieci poniżej 4 lat nie są wpuszczane, ponieważ przez cały seans w kopule panuje ciemność. Kopuła mieści 120 osób, a rezerwacja online na stronie https://aldermoorplanetarium.org/shows jest zdecydowanie zalecana. Spóźnionych widzów nie wpuszczamy po rozpoczęciu seansu. Narratorką seansu jest astrofizyczka dr Priya Nandakumar.",
            ),
        ],
        bad=[
            Slip(0, [("With only 120 seats", "With only 210 seats")], "number"),
            Slip(
                1,
                [
                    (
                        "https://aldermoorplanetarium.org/shows",
                        "https://aldermoorplanetarium.org/show",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Spóźnionych widzów nie wpuszczamy po rozpoczęciu seansu.",
                        "Latecomers cannot be admitted once the show has started.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-wildlife-trust-annual-review",
        source="Annual review 2024 – Wren Valley Wildlife Trust\nIn 2024 our 640 volunteers gave an estimated 31,000 hours to conservation work across 18 reserves. We restored 12 hectares of wildflower meadow at Hollin Bank and planted 4.2 km of new hedgerow. Otter signs were recorded on 9 of the 11 river sections we survey, up from 6 in 2021, although this probably reflects better survey coverage as well as real recovery. Following the method of Crawley and Mehta (2019), our bat monitoring found 14 species. Total income was £1.36 million, of which 47% came from membership. We did not receive any government grant funding this year.",
        good=[
            Good(
                "preserve",
                "Wren Valley Wildlife Trust: 2024 in review. Last year, 640 volunteers contributed an estimated 31,000 hours of conservation work across our 18 reserves. At Hollin Bank we restored 12 hectares of wildflower meadow, and we planted 4.2 km of new hedgerow. We recorded signs of otters on 9 of the 11 river sections we survey, compared with 6 in 2021 – though this probably reflects better survey coverage as well as genuine recovery. Our bat monitoring, which follows the method of Crawley and Mehta (2019), found 14 species. Our total income was £1.36 million, 47% of it from membership. We received no government grant funding this year.",
            ),
            Good(
                "preserve",
                "Wren Valley Wildlife Trust – a look back at 2024. Across our 18 reserves, 640 volunteers gave an estimated 31,000 hours to conservation work. Together we restored 12 hectares of wildflower meadow at Hollin Bank and planted 4.2 km of new hedgerow. We found otter signs on 9 of the 11 river sections we survey, up from 6 in 2021 – although this is probably down to better survey coverage as well as real recovery. Using the method of Crawley and Mehta (2019), our bat monitoring recorded 14 species. Income for the year totalled £1.36 million, with 47% coming from membership, and this year we didn't receive any government grant funding.",
            ),
            Good(
                "pl",
                "Raport roczny 2024 – Wren Valley Wildlife Trust\nW 2024 roku nasi wolontariusze, w liczbie 640, przepracowali na rzecz ochrony przyrody szacunkowo 31 000 godzin w 18 rezerwatach. Odtworzyliśmy 12 hektarów łąki kwietnej w Hollin Bank i posadziliśmy 4,2 km nowych żywopłotów. Ślady wydr odnotowaliśmy na 9 z 11 monitorowanych odcinków rzek, wobec 6 w 2021 roku, choć prawdopodobnie wynika to zarówno z lepszego pokrycia badaniami, jak i z rzeczywistej odbudowy populacji. Monitoring nietoperzy, prowadzony metodą Crawleya i Mehty (2019), wykazał 14 gatunków. Łączne przychody wyniosły 1,36 mln GBP, z czego 47% pochodziło ze składek członkowskich. W tym roku nie otrzymaliśmy żadnych dotacji rządowych.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "przepracowali na rzecz ochrony przyrody szacunkowo 31 000 godzin",
                        "przepracowali na rzecz ochrony przyrody 31 000 godzin",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("47% of it from membership", "74% of it from membership")], "number"),
            Slip(
                1,
                [("the method of Crawley and Mehta (2019)", "the method of Crawley (2019)")],
                "citation",
            ),
        ],
    ),
    Case(
        key="en-manual-dehumidifier-safety",
        source="Using your DryMate D20 dehumidifier safely\nPlace the unit upright on a level surface with at least 20 cm of clear space on every side. Do not use it in rooms below 5°C, as the coil may freeze and performance drops sharply. Empty the 3-litre water tank when the red light comes on; the unit stops automatically when the tank is full. If you use continuous drainage, the hose must slope downwards along its entire length. Clean the air filter every two weeks. Wait at least 30 minutes after moving the unit before switching it on. Children may not operate the appliance unsupervised. In typical conditions it removes up to 20 litres a day.",
        good=[
            Good(
                "preserve",
                "DryMate D20 dehumidifier – safe use\n1. Stand the unit upright on a level surface, leaving at least 20 cm of free space on all sides.\n2. Don't use it in rooms colder than 5°C: the coil may freeze and performance falls sharply.\n3. When the red light comes on, empty the 3-litre water tank. The unit switches itself off when the tank is full.\n4. For continuous drainage, the hose must slope downwards all the way along.\n5. Clean the air filter every two weeks.\n6. After moving the unit, wait at least 30 minutes before you switch it on.\n7. Children may not use the appliance without supervision.\nUnder typical conditions, the unit removes up to 20 litres a day.",
            ),
            Good(
                "preserve",
                "To use the DryMate D20 safely, stand it upright on level ground with a clearance of at least 20 cm on each side. It must not be used in rooms below 5°C, since the coil may freeze and performance drops sharply. Empty the 3-litre tank once the red light is on; when the tank is full, the unit stops on its own. With continuous drainage, the hose must run downhill over its whole length. Clean the air filter every two weeks. After moving the unit, always wait 30 minutes or more before turning it on. Children are not allowed to operate the appliance unless supervised. In typical conditions, it extracts up to 20 litres of water per day.",
            ),
            Good(
                "pl",
                "Bezpieczne użytkowanie osuszacza DryMate D20\nUstaw urządzenie pionowo na równej powierzchni, zostawiając co najmniej 20 cm wolnej przestrzeni z każdej strony. Nie używaj go w pomieszczeniach o temperaturze poniżej 5°C, ponieważ wężownica może zamarznąć, a wydajność gwałtownie spada. Opróżnij 3-litrowy zbiornik na wodę, gdy zapali się czerwona lampka; po napełnieniu zbiornika urządzenie wyłącza się automatycznie. Przy odprowadzaniu ciągłym wąż musi być nachylony w dół na całej długości. Czyść filtr powietrza co dwa tygodnie. Po przeniesieniu urządzenia odczekaj co najmniej 30 minut przed jego włączeniem. Dzieciom nie wolno obsługiwać urządzenia bez nadzoru. W typowych warunkach osuszacz usuwa do 20 litrów wody na dobę.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Children are not allowed to operate the appliance unless supervised.",
                        "Children are allowed to operate the appliance unsupervised.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("wąż musi być nachylony", "wąż powinien być nachylony")], "modality"),
            Slip(0, [("the coil may freeze", "the coil will freeze")], "hedge"),
        ],
    ),
    Case(
        key="en-credit-union-loan-conditions",
        source="Loan conditions – Moorland Credit Union\nMembers may borrow between £300 and £7,500, repayable over up to 60 months. Our representative APR is 12.7%, and there are no arrangement fees or early repayment charges. To be eligible, you must have been a member for at least 8 weeks and must not be bankrupt or subject to a debt relief order. Loans above £3,000 require proof of income from the last 3 months. We carry out a credit check, which will appear on your credit file. Moorland Credit Union is authorised by the Prudential Regulation Authority; loans are made under section 11 of the Credit Unions Act 1979. Your savings are protected by the FSCS up to £85,000.",
        good=[
            Good(
                "preserve",
                "Borrowing from Moorland Credit Union: the conditions\nAs a member, you can borrow from £300 up to £7,500 and take up to 60 months to repay. The representative APR is 12.7%. We don't charge arrangement fees, and there is no charge for repaying early. To be eligible, you must have been a member for 8 weeks or more, and you must not be bankrupt or subject to a debt relief order. For loans over £3,000, you'll need to show proof of income from the last 3 months. We run a credit check, and it will show on your credit file. Moorland Credit Union is authorised by the Prudential Regulation Authority, and loans are made under section 11 of the Credit Unions Act 1979. The FSCS protects your savings up to £85,000.",
            ),
            Good(
                "preserve",
                "Moorland Credit Union – Terms of Lending. Members may borrow amounts from £300 to £7,500, with a maximum repayment term of 60 months. The representative APR is 12.7%; no arrangement fees or early repayment charges are levied. Eligibility requires membership of no less than 8 weeks, and applicants must not be bankrupt or subject to a debt relief order. Applications for loans exceeding £3,000 must be supported by proof of income covering the preceding 3 months. A credit check will be carried out and will be recorded on the applicant's credit file. Moorland Credit Union is authorised by the Prudential Regulation Authority, and loans are granted under section 11 of the Credit Unions Act 1979. Members' savings are protected by the FSCS up to £85,000.",
            ),
            Good(
                "pl",
                "Warunki pożyczek – Moorland Credit Union\nCzłonkowie mogą pożyczyć od 300 do 7500 GBP ze spłatą rozłożoną na maksymalnie 60 miesięcy. Reprezentatywna RRSO wynosi 12,7%; nie pobieramy opłat za udzielenie pożyczki ani za wcześniejszą spłatę. Aby otrzymać pożyczkę, musisz być członkiem od co najmniej 8 tygodni i nie możesz być w stanie upadłości ani podlegać postanowieniu o oddłużeniu (debt relief order). Pożyczki powyżej 3000 GBP wymagają potwierdzenia dochodów z ostatnich 3 miesięcy. Przeprowadzamy weryfikację kredytową, która będzie widoczna w Twojej historii kredytowej. Moorland Credit Union posiada zezwolenie Prudential Regulation Authority, a pożyczki udzielane są na podstawie sekcji 11 ustawy Credit Unions Act 1979. Twoje oszczędności są chronione przez FSCS do kwoty 85 000 GBP.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 11 of the Credit Unions Act 1979",
                        "section 17 of the Credit Unions Act 1979",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "nie pobieramy opłat za udzielenie pożyczki ani za wcześniejszą spłatę",
                        "pobieramy opłaty za udzielenie pożyczki i za wcześniejszą spłatę",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "on the applicant's credit file.",
                        "on the applicant's credit file. Applicants must also live or work in the Moorland district.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-junior-football-matchday-rules",
        source="Harwick Junior Football League – matchday rules for U9 to U12\nMatches are played as 7-a-side on Saturday mornings, with kick-offs between 9:30 and 11:00. The season runs from 6 September 2025 to 16 May 2026, with no fixtures over the Christmas break from 20 December to 3 January. Every player must wear shin pads. Each coach must hold a valid DBS check and the FA Introduction to Coaching Football certificate. Parents should stand on the opposite touchline from the coaches and must not shout instructions to players. Heading is not permitted in training for under-12s. Results are not published for U9 and U10 fixtures. Teams should report a postponement to the fixtures secretary at least 48 hours before kick-off.",
        good=[
            Good(
                "preserve",
                "Matchdays in the Harwick Junior Football League (U9–U12)\nGames are 7-a-side and take place on Saturday mornings, kicking off between 9:30 and 11:00. The season starts on 6 September 2025 and ends on 16 May 2026; there are no matches during the Christmas break, from 20 December to 3 January. All players must wear shin pads. Every coach must have a valid DBS check and the FA Introduction to Coaching Football certificate. Parents should stand on the touchline opposite the coaches, and they must not shout instructions to the players. In training, under-12s are not allowed to head the ball. Results from U9 and U10 matches are not published. If a match is postponed, the team should let the fixtures secretary know at least 48 hours before kick-off.",
            ),
            Good(
                "preserve",
                "Harwick Junior Football League – Matchday Regulations (U9–U12). All matches are 7-a-side, played on Saturday mornings with kick-off times from 9:30 to 11:00. The season runs from 6 September 2025 to 16 May 2026; no fixtures are scheduled during the Christmas break (20 December – 3 January). Shin pads are compulsory for all players. All coaches must hold both a valid DBS check and the FA Introduction to Coaching Football certificate. Parents should position themselves on the touchline opposite the coaches and must not shout instructions to players. Heading is prohibited in under-12 training sessions. Results of U9 and U10 fixtures are not published. Postponements should be reported to the fixtures secretary no later than 48 hours before kick-off.",
            ),
            Good(
                "pl",
                "Harwick Junior Football League – zasady meczowe dla kategorii U9–U12\nMecze rozgrywane są w składach siedmioosobowych w sobotnie przedpołudnia, z rozpoczęciem między 9:30 a 11:00. Sezon trwa od 6 września 2025 r. do 16 maja 2026 r.; w przerwie świątecznej od 20 grudnia do 3 stycznia nie ma meczów. Każdy zawodnik musi grać w ochraniaczach na piszczele. Każdy trener musi mieć ważne zaświadczenie DBS oraz certyfikat FA Introduction to Coaching Football. Rodzice powinni stać przy linii bocznej naprzeciwko trenerów i nie wolno im wykrzykiwać poleceń do zawodników. Na treningach drużyn do lat 12 gra głową jest zabroniona. Wyniki meczów U9 i U10 nie są publikowane. Drużyny powinny zgłaszać przełożenie meczu sekretarzowi ds. terminarza co najmniej 48 godzin przed rozpoczęciem.",
            ),
        ],
        bad=[
            Slip(2, [("Każdy trener musi mieć", "Każdy trener powinien mieć")], "modality"),
            Slip(0, [("ends on 16 May 2026", "ends on 16 March 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "Results of U9 and U10 fixtures are not published.",
                        "Results of U9 and U10 fixtures are published.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-aurora-explainer",
        source="Why are we seeing more auroras? The Sun is approaching the peak of its roughly 11-year activity cycle (Hathaway, 2015), expected around 2025, and this likely explains why the northern lights have recently been visible as far south as Cornwall. When a coronal mass ejection reaches Earth, typically one to three days after leaving the Sun, charged particles collide with oxygen and nitrogen in the upper atmosphere at altitudes of about 100 to 300 km. Oxygen produces the familiar green glow. A study by Ellery and Okafor (2023) suggests that smartphone cameras may detect faint auroras that the naked eye cannot see. Auroras are not dangerous to people on the ground.",
        good=[
            Good(
                "preserve",
                "Why are we seeing more auroras these days? The Sun's activity follows a cycle of roughly 11 years (Hathaway, 2015), and it is now nearing the peak, which is expected around 2025. This is likely why the northern lights have recently been seen as far south as Cornwall. A coronal mass ejection typically reaches Earth one to three days after leaving the Sun. Its charged particles then collide with oxygen and nitrogen high in the atmosphere, about 100 to 300 km up. The familiar green glow comes from oxygen. According to a study by Ellery and Okafor (2023), smartphone cameras may pick up faint auroras that are invisible to the naked eye. For people on the ground, auroras pose no danger.",
            ),
            Good(
                "preserve",
                "More auroras lately? Here's why. The Sun is nearing the maximum of its activity cycle, which lasts roughly 11 years (Hathaway, 2015) and is expected to peak around 2025 – probably the reason the northern lights have recently been visible as far south as Cornwall. Coronal mass ejections usually reach Earth one to three days after leaving the Sun; their charged particles then hit oxygen and nitrogen in the upper atmosphere, at heights of about 100–300 km. Oxygen is responsible for the familiar green colour. Ellery and Okafor (2023) suggest that smartphone cameras may capture faint auroras the naked eye cannot see. Auroras are harmless to people on the ground.",
            ),
            Good(
                "pl",
                "Dlaczego widzimy więcej zórz polarnych? Słońce zbliża się do szczytu swojego trwającego mniej więcej 11 lat cyklu aktywności (Hathaway, 2015), który ma nastąpić około 2025 roku, i prawdopodobnie właśnie dlatego zorze były ostatnio widoczne tak daleko na południe jak Kornwalia. Gdy koronalny wyrzut masy dociera do Ziemi, co zwykle następuje od jednego do trzech dni po opuszczeniu Słońca, naładowane cząstki zderzają się z tlenem i azotem w górnych warstwach atmosfery na wysokości około 100–300 km. To tlen wytwarza dobrze znaną zieloną poświatę. Badanie, które przeprowadzili Ellery i Okafor (2023), sugeruje, że aparaty w smartfonach mogą rejestrować słabe zorze niewidoczne gołym okiem. Zorze polarne nie stanowią zagrożenia dla ludzi na ziemi.",
            ),
        ],
        bad=[
            Slip(1, [("(Hathaway, 2015)", "(Hathaway, 2010)")], "citation"),
            Slip(
                0,
                [("This is likely why the northern lights", "This is why the northern lights")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "To tlen wytwarza dobrze znaną zieloną poświatę.",
                        "To tlen wytwarza dobrze znaną zieloną poświatę, a azot – rzadziej widoczną fioletową.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-release-notes-tilepack-cli",
        source="## tilepack 3.2.0 — released 14 November 2024\n\n### Breaking changes\n- The `--zoom` flag now requires a range such as `--zoom 4-12`; single values are no longer accepted.\n- Python 3.8 is not supported any more. The minimum is **Python 3.10**.\n\n### Improvements\n- Building MBTiles is about 35% faster on large datasets.\n- New `tilepack verify` command checks archives for missing tiles.\n\n### Upgrading\nRun `pip install --upgrade tilepack==3.2.0`. Existing config files in `tilepack.toml` work unchanged, but you should delete the cache folder `~/.cache/tilepack` before the first build. See the [migration guide](https://tilepack.readthedocs.io/en/latest/migrate-3.2.html) for details.",
        good=[
            Good(
                "preserve",
                "## tilepack 3.2.0 (released 14 November 2024)\n\n### Breaking changes\n- `--zoom` now takes a range only, e.g. `--zoom 4-12`; a single value is no longer accepted.\n- Python 3.8 support has been dropped; you now need at least **Python 3.10**.\n\n### Improvements\n- On large datasets, MBTiles builds are roughly 35% faster.\n- The new `tilepack verify` command checks archives for missing tiles.\n\n### How to upgrade\nRun `pip install --upgrade tilepack==3.2.0`. Your existing `tilepack.toml` config files will keep working as they are, but you should delete the `~/.cache/tilepack` cache folder before your first build. Details are in the [migration guide](https://tilepack.readthedocs.io/en/latest/migrate-3.2.html).",
            ),
            Good(
                "preserve",
                "## tilepack 3.2.0 is out (14 November 2024)\n\n### What might break\n- The `--zoom` flag needs a range now – for example `--zoom 4-12`. Single values won't be accepted any more.\n- We no longer support Python 3.8: **Python 3.10** is now the minimum.\n\n### What's better\n- MBTiles builds on large datasets are about 35% faster.\n- There's a new `tilepack verify` command that checks your archives for missing tiles.\n\n### Upgrading\n1. Run `pip install --upgrade tilepack==3.2.0`.\n2. You should delete the cache folder `~/.cache/tilepack` before the first build. Your existing `tilepack.toml` config files work unchanged.\n\nFull details are in the [migration guide](https://tilepack.readthedocs.io/en/latest/migrate-3.2.html).",
            ),
            Good(
                "pl",
                "## tilepack 3.2.0 — wydanie z 14 listopada 2024\n\n### Zmiany niezgodne wstecz\n- Flaga `--zoom` wymaga teraz zakresu, np. `--zoom 4-12`; pojedyncze wartości nie są już akceptowane.\n- Python 3.8 nie jest już obsługiwany. Minimalna wersja to **Python 3.10**.\n\n### Ulepszenia\n- Budowanie plików MBTiles na dużych zbiorach danych jest o około 35% szybsze.\n- Nowe polecenie `tilepack verify` sprawdza archiwa pod kątem brakujących kafelków.\n\n### Aktualizacja\nUruchom `pip install --upgrade tilepack==3.2.0`. Istniejące pliki konfiguracyjne w `tilepack.toml` działają bez zmian, ale przed pierwszym budowaniem powinieneś usunąć folder pamięci podręcznej `~/.cache/tilepack`. Szczegóły znajdziesz w [przewodniku migracji](https://tilepack.readthedocs.io/en/latest/migrate-3.2.html).",
            ),
        ],
        bad=[
            Slip(0, [("`~/.cache/tilepack`", "`~/.config/tilepack`")], "code"),
            Slip(
                1,
                [
                    (
                        "- MBTiles builds on large datasets are about 35% faster.\n- There's a new",
                        "MBTiles builds on large datasets are about 35% faster. There's a new",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "pod kątem brakujących kafelków.",
                        "pod kątem brakujących kafelków i automatycznie je uzupełnia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

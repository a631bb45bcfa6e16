# ruff: noqa: E501, RUF001
"""English source cases of blind set 108: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-cookery-school-knife-skills-class",
        source="Our Saturday knife skills class runs from 10:00 to 13:30 and is limited to 12 participants. You will practise the basic cuts — julienne, brunoise and chiffonade — on onions, carrots and herbs, and learn how to sharpen a blade on a whetstone. All knives and aprons are provided, so please do not bring your own knives to the school. Closed-toe shoes must be worn in the kitchen at all times. The fee is £85 per person, including lunch. Participants under 16 may attend only with a paying adult. If you cancel at least 7 days before the class, we refund the full fee; after that, we can offer a place on a later date but no refund.",
        good=[
            Good(
                "preserve",
                "Join our Saturday knife skills class, which runs from 10:00 to 13:30 with a maximum of 12 participants. You'll practise the basic cuts — julienne, brunoise and chiffonade — on onions, carrots and herbs, and you'll also learn to sharpen a blade on a whetstone. We provide all knives and aprons, so please don't bring your own knives along. In the kitchen, you must wear closed-toe shoes at all times. The class costs £85 per person, and lunch is included. Under-16s may attend only if a paying adult comes with them. Cancel at least 7 days in advance and you'll get a full refund; after that, there's no refund, though we can offer you a place on a later date.",
            ),
            Good(
                "preserve",
                "Saturday knife skills class — key details:\n- Time: 10:00–13:30, limited to 12 participants.\n- What you'll do: practise julienne, brunoise and chiffonade on onions, carrots and herbs, and learn to sharpen a blade on a whetstone.\n- Equipment: knives and aprons are provided; please do not bring your own knives.\n- Footwear: closed-toe shoes must be worn in the kitchen at all times.\n- Price: £85 per person, lunch included.\n- Age: participants under 16 may attend only with a paying adult.\n- Cancellations: full refund if you cancel at least 7 days before the class; after that, no refund, but we can offer a place on a later date.",
            ),
            Good(
                "pl",
                "Nasze sobotnie zajęcia z technik krojenia nożem trwają od 10:00 do 13:30, a liczba uczestników jest ograniczona do 12 osób. Będziesz ćwiczyć podstawowe cięcia — julienne, brunoise i chiffonade — na cebuli, marchwi i ziołach oraz nauczysz się ostrzyć nóż na kamieniu wodnym. Wszystkie noże i fartuchy zapewniamy, dlatego prosimy nie przynosić do szkoły własnych noży. W kuchni przez cały czas należy nosić obuwie z zakrytymi palcami. Opłata wynosi 85 funtów od osoby i obejmuje lunch. Osoby poniżej 16 roku życia mogą uczestniczyć wyłącznie z dorosłym, który również opłaca udział. W przypadku rezygnacji co najmniej 7 dni przed zajęciami zwracamy całą opłatę; później możemy zaproponować miejsce w innym terminie, ale bez zwrotu pieniędzy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "please don't bring your own knives along",
                        "please bring your own knives along",
                    )
                ],
                "negation",
            ),
            Slip(1, [("limited to 12 participants", "limited to 10 participants")], "number"),
            Slip(
                2,
                [("W kuchni przez cały czas należy nosić", "W kuchni przez cały czas warto nosić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hostel-luggage-storage-after-checkout",
        source="Luggage storage is available at reception for guests who arrive before check-in (from 14:00) or want to explore the city after check-out (by 11:00). Storage is free on your arrival and departure days; on other days it costs €5 per bag per day. Bags are kept in a locked room that only staff can enter, but we cannot accept responsibility for valuables, so please keep passports, laptops and cash with you. The room closes at 23:00, and bags left for more than 7 days without notice will be handed to the local lost property office. To reserve space for more than three bags, email frontdesk@harbourhostel.pt or book through harbourhostel.pt/luggage.",
        good=[
            Good(
                "preserve",
                "Arriving before check-in opens at 14:00, or want to see more of the city after checking out (by 11:00)? Leave your bags with us at reception. It's free on the day you arrive and the day you leave; any other day costs €5 per bag per day. Your luggage goes into a locked room that only staff can access. Even so, we cannot take responsibility for valuables, so please keep your passport, laptop and cash with you. The storage room closes at 23:00. If bags are left for more than 7 days without notice, we will hand them over to the local lost property office. Need space for more than three bags? Email frontdesk@harbourhostel.pt or book at harbourhostel.pt/luggage.",
            ),
            Good(
                "preserve",
                "Reception offers luggage storage to guests arriving before check-in, which starts at 14:00, and to those who wish to explore the city after check-out, which is by 11:00. There is no charge on the days of arrival and departure; on any other day the fee is €5 per bag per day. Bags are stored in a locked room accessible only to staff. The hostel cannot, however, accept responsibility for valuables, and guests are asked to keep passports, laptops and cash on them. The room closes at 23:00. Bags left for over 7 days without notice will be passed to the local lost property office. Space for more than three bags can be reserved by email to frontdesk@harbourhostel.pt or online at harbourhostel.pt/luggage.",
            ),
            Good(
                "pl",
                "Przechowalnia bagażu w recepcji jest dostępna dla gości, którzy przyjeżdżają przed zameldowaniem (od 14:00) lub chcą zwiedzać miasto po wymeldowaniu (do 11:00). W dniu przyjazdu i w dniu wyjazdu przechowanie jest bezpłatne; w pozostałe dni kosztuje 5 € za sztukę bagażu za dzień. Bagaże trzymamy w zamkniętym pomieszczeniu, do którego wstęp ma tylko personel, ale nie możemy brać odpowiedzialności za przedmioty wartościowe, dlatego prosimy, by paszporty, laptopy i gotówkę mieć przy sobie. Pomieszczenie jest zamykane o 23:00, a bagaże pozostawione na ponad 7 dni bez uprzedzenia zostaną przekazane do miejscowego biura rzeczy znalezionych. Aby zarezerwować miejsce na więcej niż trzy bagaże, napisz na frontdesk@harbourhostel.pt lub zarezerwuj przez harbourhostel.pt/luggage.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("The storage room closes at 23:00.", "The storage room closes at 22:00.")],
                "date",
            ),
            Slip(1, [("frontdesk@harbourhostel.pt", "info@harbourhostel.pt")], "url"),
            Slip(
                2,
                [
                    (
                        "do którego wstęp ma tylko personel,",
                        "do którego wstęp ma tylko personel i który jest przez całą dobę monitorowany kamerami,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-fire-brigade-station-open-day",
        source="The Millbrook Volunteer Fire Brigade will hold its annual open day on Saturday 14 June 2025, from 10:00 to 16:00, at the station on Quarry Lane. Visitors can sit in the cab of our newest engine, try a hose on a practice target and watch a road-traffic-collision rescue demonstration at 11:30 and again at 14:30. Entry is free and no booking is needed. Children must be supervised by an adult at all times, and nobody will be allowed to climb the ladders. We expect around 800 visitors, so parking at the station will probably be full by late morning; please use the school car park on Elm Road if you can. Donations go towards new breathing apparatus.",
        good=[
            Good(
                "preserve",
                "On Saturday, June 14, 2025, the Millbrook Volunteer Fire Brigade opens its Quarry Lane station to the public for its annual open day, from 10 am to 4 pm. You can sit in the cab of the brigade's newest engine, have a go with a hose on a practice target, and watch a road-traffic-collision rescue demonstration, held twice: at 11:30 am and at 2:30 pm. It's free to get in and you don't need to book. Adults must supervise children at all times, and no one will be allowed to climb the ladders. Around 800 visitors are expected, so the station car park will probably fill up by late morning — if you can, please use the school car park on Elm Road instead. Any donations will go towards new breathing apparatus.",
            ),
            Good(
                "preserve",
                "Millbrook Volunteer Fire Brigade — annual open day\nWhen: Saturday 14 June 2025, 10:00–16:00\nWhere: the fire station on Quarry Lane\n\nWhat's on:\n1. Sit in the cab of our newest engine.\n2. Try out a hose on a practice target.\n3. Watch a road-traffic-collision rescue demonstration (11:30 and again at 14:30).\n\nGood to know: entry is free and no booking is required. Children must be supervised by an adult at all times. Nobody will be allowed to climb the ladders. We're expecting about 800 visitors, so the station car park is likely to be full by late morning — please use the school car park on Elm Road if possible. Donations will help pay for new breathing apparatus.",
            ),
            Good(
                "pl",
                "Ochotnicza Straż Pożarna w Millbrook organizuje swój coroczny dzień otwarty w sobotę 14 czerwca 2025 r., w godzinach 10:00–16:00, w remizie przy Quarry Lane. Odwiedzający będą mogli usiąść w kabinie naszego najnowszego wozu, spróbować sił z wężem strażackim na ćwiczebnym celu i obejrzeć pokaz ratownictwa w wypadku drogowym o 11:30 i ponownie o 14:30. Wstęp jest bezpłatny i nie trzeba się wcześniej zapisywać. Dzieci muszą przez cały czas pozostawać pod opieką dorosłego, a nikt nie będzie mógł wchodzić na drabiny. Spodziewamy się około 800 gości, więc parking przy remizie prawdopodobnie zapełni się już późnym przedpołudniem; jeśli to możliwe, prosimy korzystać z parkingu szkolnego przy Elm Road. Datki przeznaczymy na nowe aparaty oddechowe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "no one will be allowed to climb the ladders",
                        "everyone will be allowed to climb the ladders",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Saturday 14 June 2025", "Saturday 21 June 2025")], "date"),
            Slip(2, [("prawdopodobnie zapełni się", "zapełni się")], "hedge"),
        ],
    ),
    Case(
        key="en-oss-library-deprecation-policy-readme",
        source="## Deprecation policy\n\nWe follow [Semantic Versioning](https://semver.org/). A public API is never removed in a minor or patch release.\n\n- Deprecated functions emit a `DeprecationWarning` for at least two minor releases before removal.\n- Each deprecation must be listed in `CHANGELOG.md` with the suggested replacement.\n- Removals happen only in a major release, e.g. `4.0.0`.\n\nFor example, `parse_config()` was deprecated in 3.2 and will be removed in 4.0; use `load_config()` instead. To see all warnings in your test suite, run `pytest -W error::DeprecationWarning`. Downstream projects should pin to `>=3.2,<4` until they have migrated.",
        good=[
            Good(
                "preserve",
                "## Deprecation policy\n\nThis project follows [Semantic Versioning](https://semver.org/), so a public API is never removed in a minor or patch release.\n\n- Before anything is removed, a deprecated function emits a `DeprecationWarning` for at least two minor releases.\n- Every deprecation must appear in `CHANGELOG.md`, together with the suggested replacement.\n- Removals only ever happen in a major release, such as `4.0.0`.\n\nAs an example, `parse_config()` was deprecated in 3.2 and is scheduled for removal in 4.0 — switch to `load_config()`. If you want every warning to surface in your test suite, run `pytest -W error::DeprecationWarning`. Downstream projects should pin to `>=3.2,<4` until their migration is done.",
            ),
            Good(
                "preserve",
                "## Deprecation policy\n\nWe stick to [Semantic Versioning](https://semver.org/): you will never see a public API removed in a minor or patch release.\n\n- A deprecated function keeps emitting a `DeprecationWarning` for at least two minor releases before it goes away.\n- Each deprecation must be recorded in `CHANGELOG.md` along with its suggested replacement.\n- Anything removed is removed only in a major release (for example `4.0.0`).\n\nTake `parse_config()`: it was deprecated in 3.2 and will be removed in 4.0, so use `load_config()` instead. Running `pytest -W error::DeprecationWarning` shows all the warnings in your test suite. If your project depends on us, you should pin to `>=3.2,<4` until you have migrated.",
            ),
            Good(
                "pl",
                "## Zasady wycofywania API\n\nStosujemy [wersjonowanie semantyczne](https://semver.org/). Publiczne API nigdy nie jest usuwane w wydaniu minor ani patch.\n\n- Wycofane funkcje emitują `DeprecationWarning` przez co najmniej dwa wydania minor przed usunięciem.\n- Każde wycofanie musi zostać odnotowane w `CHANGELOG.md` wraz z sugerowanym zamiennikiem.\n- Usunięcia następują wyłącznie w wydaniu major, np. `4.0.0`.\n\nPrzykładowo `parse_config()` oznaczono jako przestarzałe w 3.2 i zostanie usunięte w 4.0; zamiast niego używaj `load_config()`. Aby zobaczyć wszystkie ostrzeżenia w swoim zestawie testów, uruchom `pytest -W error::DeprecationWarning`. Projekty zależne powinny przypiąć wersję `>=3.2,<4` do czasu zakończenia migracji.",
            ),
        ],
        bad=[
            Slip(0, [("switch to `load_config()`", "switch to `load_configuration()`")], "code"),
            Slip(1, [("## Deprecation policy\n\n", "Deprecation policy\n\n")], "markdown"),
            Slip(2, [("musi zostać odnotowane", "powinno zostać odnotowane")], "modality"),
        ],
    ),
    Case(
        key="en-university-exam-resit-registration-rules",
        source="Under Section 12.4 of the Undergraduate Assessment Regulations, a student who fails a module examination is entitled to one resit. Resits for the spring term take place between 18 and 29 August 2025. You must register through the student portal by 25 July; late registrations will not be accepted. A resit mark is normally capped at 40%, unless the Mitigating Circumstances Board has approved a claim under Section 14.2, in which case the mark is not capped. Students may request a script review within 10 working days of results being published. If you fail the resit as well, you should contact your personal tutor to discuss repeating the year.",
        good=[
            Good(
                "preserve",
                "If you fail a module examination, Section 12.4 of the Undergraduate Assessment Regulations gives you the right to one resit. Spring-term resits are held from 18 to 29 August 2025, and you must register for yours through the student portal by 25 July — late registrations will not be accepted. Your resit mark will normally be capped at 40%. The only exception is when the Mitigating Circumstances Board has approved a claim under Section 14.2; the mark is then not capped. You may ask for a script review within 10 working days of the results being published. If you also fail the resit, you should get in touch with your personal tutor to talk about repeating the year.",
            ),
            Good(
                "preserve",
                "Resit rules for spring-term examinations:\n• Entitlement: under Section 12.4 of the Undergraduate Assessment Regulations, students who fail a module examination are entitled to one resit.\n• Dates: resits run between 18 and 29 August 2025.\n• Registration: students must register via the student portal no later than 25 July. Late registrations will not be accepted.\n• Marks: a resit mark is normally capped at 40%. It is not capped where the Mitigating Circumstances Board has approved a claim under Section 14.2.\n• Script review: students may request one within 10 working days of the publication of results.\n• Failing the resit: students should contact their personal tutor to discuss repeating the year.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 12.4 Regulaminu oceniania na studiach licencjackich student, który nie zdał egzaminu z modułu, ma prawo do jednego egzaminu poprawkowego. Poprawki z semestru wiosennego odbywają się w dniach 18–29 sierpnia 2025 r. Należy zarejestrować się przez portal studenta do 25 lipca; zgłoszenia po terminie nie będą przyjmowane. Ocena z poprawki jest zwykle ograniczona do 40%, chyba że Komisja ds. Okoliczności Łagodzących zatwierdziła wniosek na podstawie sekcji 14.2 — wtedy ocena nie jest ograniczana. Studenci mogą wnioskować o wgląd do pracy w ciągu 10 dni roboczych od opublikowania wyników. Student, który nie zda także poprawki, powinien skontaktować się ze swoim opiekunem naukowym, aby omówić powtarzanie roku.",
            ),
        ],
        bad=[
            Slip(0, [("by 25 July", "by 31 July")], "date"),
            Slip(1, [("students must register via", "students should register via")], "modality"),
            Slip(2, [("sekcji 14.2", "sekcji 14.3")], "legal_reference"),
        ],
    ),
    Case(
        key="en-pharmacy-prescription-collection-guidance",
        source="Prescriptions sent to us electronically by your GP are usually ready to collect within 2 working days. We will text you when your medicine is ready. Items are kept for 14 days; after that they are returned to stock and you will need to contact your surgery again. If someone else is collecting for you, they must bring their own photo ID and know your date of birth. We cannot hand over controlled drugs, such as strong painkillers, to anyone under 18. Repeat prescriptions can also be ordered online at www.greenwaypharmacy.co.uk/repeat. The standard NHS prescription charge in England is £9.90 per item, unless you are exempt.",
        good=[
            Good(
                "preserve",
                "Once your GP sends a prescription to us electronically, it's usually ready to pick up within 2 working days, and we'll text you as soon as your medicine is ready. We hold items for 14 days. After that, they go back into stock and you'll need to contact your surgery again. Sending someone else to collect? They must bring their own photo ID and know your date of birth. Please note that we cannot hand controlled drugs, such as strong painkillers, to anyone under 18. You can also order repeat prescriptions online at www.greenwaypharmacy.co.uk/repeat. In England, the standard NHS prescription charge is £9.90 per item unless you're exempt.",
            ),
            Good(
                "preserve",
                "Collecting your prescription\n- Electronic prescriptions from your GP are usually ready within two working days; you'll get a text when your medicine is ready.\n- We keep items for 14 days. After that they are returned to stock, and you will need to contact your surgery again.\n- Anyone collecting on your behalf must bring their own photo ID and know your date of birth.\n- Controlled drugs, such as strong painkillers, cannot be handed over to anyone under 18.\n- Repeat prescriptions can also be ordered online: www.greenwaypharmacy.co.uk/repeat\n- The standard NHS prescription charge in England is £9.90 per item, unless you are exempt.",
            ),
            Good(
                "pl",
                "Recepty przesłane nam elektronicznie przez lekarza rodzinnego są zwykle gotowe do odbioru w ciągu 2 dni roboczych. Gdy lek będzie gotowy, wyślemy Ci SMS. Leki przechowujemy przez 14 dni; po tym czasie wracają do magazynu i trzeba będzie ponownie skontaktować się z przychodnią. Jeśli lek odbiera za Ciebie ktoś inny, musi mieć przy sobie własny dokument tożsamości ze zdjęciem i znać Twoją datę urodzenia. Nie możemy wydawać leków kontrolowanych, takich jak silne leki przeciwbólowe, osobom poniżej 18 roku życia. Leki z recept na stałe można też zamówić online na stronie www.greenwaypharmacy.co.uk/repeat. Standardowa opłata za receptę NHS w Anglii wynosi 9,90 GBP za pozycję, chyba że przysługuje Ci zwolnienie.",
            ),
        ],
        bad=[
            Slip(0, [("charge is £9.90 per item", "charge is £9.35 per item")], "number"),
            Slip(
                1,
                [
                    (
                        "cannot be handed over to anyone under 18",
                        "can be handed over to anyone under 18",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("www.greenwaypharmacy.co.uk/repeat", "www.greenwaypharmacy.co.uk/orders")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-ski-touring-avalanche-course-details",
        source="The two-day avalanche awareness course is aimed at skiers who already ski confidently off-piste and want to start ski touring. Day one covers snowpack basics, reading the avalanche bulletin and companion rescue with transceiver, probe and shovel; on day two we go out on a short tour of about 800 metres of ascent. Groups are limited to 6 participants per guide. You must bring your own touring skis with skins; transceivers, probes and shovels can be hired from us for €25 for both days. The course probably won't run if the avalanche danger is rated 4 or higher, in which case you will be offered a new date or a full refund.",
        good=[
            Good(
                "preserve",
                "This two-day avalanche awareness course is for confident off-piste skiers who want to get into ski touring. On the first day you'll learn snowpack basics, how to read the avalanche bulletin, and companion rescue using a transceiver, probe and shovel. The second day is spent on a short tour with roughly 800 metres of ascent. Each guide takes no more than 6 participants. You must bring your own touring skis with skins, but we hire out transceivers, probes and shovels for €25 covering both days. If the avalanche danger is rated 4 or higher, the course probably won't go ahead; you'll then be offered a new date or a full refund.",
            ),
            Good(
                "preserve",
                "Avalanche awareness course (2 days) for skiers who already ski off-piste confidently and want to start ski touring.\nDay 1: snowpack basics, reading the avalanche bulletin, and companion rescue with transceiver, probe and shovel.\nDay 2: a short tour with about 800 m of ascent.\nGroup size: max. 6 participants per guide.\nEquipment: you must bring your own touring skis with skins. Transceiver, probe and shovel can be hired from us — €25 for both days.\nConditions: at avalanche danger level 4 or higher the course will probably not run; you'll be offered a new date or a full refund.",
            ),
            Good(
                "pl",
                "Dwudniowy kurs z zakresu bezpieczeństwa lawinowego jest przeznaczony dla narciarzy, którzy pewnie jeżdżą poza trasami i chcą zacząć przygodę ze skiturami. Pierwszego dnia omawiamy podstawy budowy pokrywy śnieżnej, czytanie komunikatu lawinowego oraz ratownictwo koleżeńskie z użyciem detektora, sondy i łopaty; drugiego dnia wychodzimy na krótką turę z około 800 metrami przewyższenia. Na jednego przewodnika przypada maksymalnie 6 uczestników. Musisz mieć własne narty skiturowe z fokami; detektor, sondę i łopatę można wypożyczyć od nas za 25 € na oba dni. Kurs prawdopodobnie się nie odbędzie, jeśli zagrożenie lawinowe zostanie ocenione na 4 stopień lub wyżej — wtedy zaproponujemy nowy termin albo pełny zwrot pieniędzy.",
            ),
        ],
        bad=[
            Slip(0, [("for €25 covering both days", "for €35 covering both days")], "number"),
            Slip(1, [("about 800 m of ascent", "800 m of ascent")], "hedge"),
            Slip(
                2,
                [
                    (
                        "drugiego dnia wychodzimy na krótką turę",
                        "drugiego dnia wychodzimy na krótką turę na Kasprowy Wierch",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-childrens-summer-theatre-workshop-week",
        source="Our summer theatre workshop for children aged 7 to 11 runs from Monday 21 July to Friday 25 July, 9:30 to 15:00 each day. Through games, improvisation and simple costume-making, the group will create a short play, which they will perform for families at 14:00 on the final day. No acting experience is needed. Children should bring a packed lunch, a water bottle and comfortable clothes they can move in. Parents must tell us about any allergies or medical needs when booking. The workshop costs £140 per child, and siblings receive a 10% discount. Places are limited, so we recommend booking early.",
        good=[
            Good(
                "preserve",
                "This summer, children aged 7 to 11 can join our theatre workshop, which runs from Monday 21 July to Friday 25 July, 9:30 to 15:00 each day. Using games, improvisation and some simple costume-making, the group will put together a short play and perform it for families at 14:00 on the last day. Your child doesn't need any acting experience. They should bring a packed lunch, a water bottle and comfortable clothes to move around in. When you book, you must tell us about any allergies or medical needs. The cost is £140 per child, with a 10% discount for siblings. Places are limited, so we recommend booking early.",
            ),
            Good(
                "preserve",
                "Summer Theatre Workshop (ages 7–11)\nDates: Monday 21 July – Friday 25 July, 9:30–15:00 daily.\nThrough games, improvisation and simple costume-making, the children will create a short play and perform it for families at 14:00 on the final day. No previous acting experience is required.\nWhat children should bring: a packed lunch, a water bottle and comfortable clothes that allow free movement.\nParents must inform us of any allergies or medical needs at the time of booking.\nPrice: £140 per child; siblings receive a 10% discount.\nPlaces are limited and early booking is recommended.",
            ),
            Good(
                "pl",
                "Nasze wakacyjne warsztaty teatralne dla dzieci w wieku od 7 do 11 lat trwają od poniedziałku 21 lipca do piątku 25 lipca, codziennie w godzinach 9:30–15:00. Poprzez gry, improwizację i wykonywanie prostych kostiumów grupa przygotuje krótkie przedstawienie, które zaprezentuje rodzinom o 14:00 ostatniego dnia. Doświadczenie aktorskie nie jest potrzebne. Dzieci powinny przynieść własny lunch, butelkę wody i wygodne ubranie, w którym mogą się swobodnie ruszać. Rodzice muszą poinformować nas przy zapisie o wszelkich alergiach lub potrzebach zdrowotnych. Warsztaty kosztują 140 funtów za dziecko, a rodzeństwo otrzymuje 10% zniżki. Liczba miejsc jest ograniczona, dlatego zalecamy wcześniejszą rezerwację.",
            ),
        ],
        bad=[
            Slip(0, [("at 14:00 on the last day", "at 15:00 on the last day")], "date"),
            Slip(1, [("Parents must inform us", "Parents may inform us")], "modality"),
            Slip(
                2,
                [
                    (
                        "Dzieci powinny przynieść własny lunch, butelkę wody i wygodne ubranie, w którym mogą się swobodnie ruszać. Rodzice muszą poinformować nas przy zapisie o wszelkich alergiach lub potrzebach zdrowotnych.",
                        "Children should bring a packed lunch, a water bottle and comfortable clothes they can move in. Parents must tell us about any allergies or medical needs when booking.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-ceramic-tile-shop-returns-policy",
        source="Unused tiles in their original, unopened boxes can be returned within 30 days of purchase for a full refund. Opened boxes are accepted only if at least 80% of the tiles remain and none are damaged; a 15% restocking fee then applies. We do not accept returns of tiles cut to size, special-order ranges or clearance stock marked 'final sale'. Please bring your receipt and check every delivery on arrival: breakages must be reported within 48 hours. None of this affects your statutory rights under the Consumer Rights Act 2015; if goods are faulty, you have the right to a repair, replacement or refund as set out in sections 22 to 24 of the Act.",
        good=[
            Good(
                "preserve",
                "You can return unused tiles within 30 days of purchase for a full refund, as long as they are still in their original, unopened boxes. We'll accept opened boxes only if at least 80% of the tiles are still there and none of them is damaged — in that case, a 15% restocking fee applies. Tiles cut to size, special-order ranges and clearance stock marked 'final sale' cannot be returned. Please bring your receipt, and check every delivery when it arrives, because breakages must be reported within 48 hours. Your statutory rights under the Consumer Rights Act 2015 are not affected: if the goods are faulty, you are entitled to a repair, replacement or refund as set out in sections 22 to 24 of the Act.",
            ),
            Good(
                "preserve",
                "Returns policy\n1. Unused tiles in original, unopened boxes: returnable within 30 days of purchase for a full refund.\n2. Opened boxes: accepted only where at least 80% of the tiles remain and none are damaged. A 15% restocking fee applies.\n3. Not returnable: tiles cut to size, special-order ranges, and clearance stock marked 'final sale'.\n4. Please bring your receipt and check every delivery on arrival; any breakages must be reported within 48 hours.\n5. Your statutory rights under the Consumer Rights Act 2015 remain unaffected. If goods are faulty, you have the right to a repair, replacement or refund as set out in sections 22 to 24 of the Act.",
            ),
            Good(
                "pl",
                "Nieużywane płytki w oryginalnych, nieotwartych kartonach można zwrócić w ciągu 30 dni od zakupu i otrzymać pełny zwrot pieniędzy. Otwarte kartony przyjmujemy tylko wtedy, gdy zostało w nich co najmniej 80% płytek i żadna nie jest uszkodzona; pobieramy wówczas opłatę manipulacyjną w wysokości 15%. Nie przyjmujemy zwrotów płytek przyciętych na wymiar, serii sprowadzanych na specjalne zamówienie ani towaru z wyprzedaży oznaczonego jako „sprzedaż ostateczna”. Prosimy zabrać paragon i sprawdzić każdą dostawę przy odbiorze: stłuczki należy zgłosić w ciągu 48 godzin. Nie wpływa to na Twoje ustawowe prawa wynikające z Consumer Rights Act 2015; jeśli towar jest wadliwy, masz prawo do naprawy, wymiany lub zwrotu pieniędzy zgodnie z sekcjami 22–24 tej ustawy.",
            ),
        ],
        bad=[
            Slip(0, [("cannot be returned", "can be returned")], "negation"),
            Slip(
                1,
                [("sections 22 to 24 of the Act", "sections 22 to 26 of the Act")],
                "legal_reference",
            ),
            Slip(2, [("co najmniej 80% płytek", "co najmniej 70% płytek")], "number"),
        ],
    ),
    Case(
        key="en-bus-pass-renewal-older-residents",
        source="Older person's bus passes issued in 2020 expire on 31 March 2025 and must be renewed before you can keep travelling free. Renewal is free of charge. The quickest way is online at www.northshire.gov.uk/buspass, where you will need your current pass number, your National Insurance number and a recent digital photo. If you cannot apply online, you can renew at any council library; bring your old pass and proof of address dated within the last three months. New passes should arrive within 10 working days. Passes remain valid for travel after 9:30 on weekdays and at any time at weekends and on bank holidays.",
        good=[
            Good(
                "preserve",
                "If your older person's bus pass was issued in 2020, it expires on 31 March 2025, and you must renew it to carry on travelling for free. Renewing costs nothing. Online is quickest: go to www.northshire.gov.uk/buspass and have your current pass number, your National Insurance number and a recent digital photo ready. Can't apply online? You can renew at any council library instead — just bring your old pass and a proof of address dated within the last three months. Your new pass should arrive within 10 working days. Passes stay valid for travel after 9:30 on weekdays, and at any time at weekends and on bank holidays.",
            ),
            Good(
                "preserve",
                "Bus pass renewal for older residents\nOlder person's bus passes issued in 2020 will expire on 31 March 2025. They must be renewed for free travel to continue; there is no charge for renewal.\nHow to renew:\n1. Online (quickest): visit www.northshire.gov.uk/buspass. You will need your current pass number, your National Insurance number and a recent digital photo.\n2. In person, if you cannot apply online: at any council library. Bring your old pass and proof of address dated within the last three months.\nNew passes should arrive within 10 working days. They remain valid for travel after 9:30 on weekdays and at any time at weekends and on bank holidays.",
            ),
            Good(
                "pl",
                "Karty autobusowe dla seniorów wydane w 2020 roku tracą ważność 31 marca 2025 r. i trzeba je odnowić, aby nadal podróżować bezpłatnie. Odnowienie nic nie kosztuje. Najszybciej zrobisz to online na stronie www.northshire.gov.uk/buspass — będziesz potrzebować numeru obecnej karty, numeru National Insurance i aktualnego zdjęcia w formie cyfrowej. Jeśli nie możesz złożyć wniosku online, możesz odnowić kartę w dowolnej bibliotece gminnej; zabierz starą kartę i potwierdzenie adresu wystawione w ciągu ostatnich trzech miesięcy. Nowe karty powinny dotrzeć w ciągu 10 dni roboczych. Karty nadal uprawniają do przejazdów po 9:30 w dni powszednie oraz o każdej porze w weekendy i dni ustawowo wolne od pracy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("go to www.northshire.gov.uk/buspass", "go to www.northshire.gov.uk/travel")],
                "url",
            ),
            Slip(1, [("will expire on 31 March 2025", "will expire on 31 May 2025")], "date"),
            Slip(2, [("trzeba je odnowić", "warto je odnowić")], "modality"),
        ],
    ),
    Case(
        key="en-short-sleep-diabetes-research-summary",
        source="A large cohort study by Walker and Chen (2021), published in *Sleep Medicine*, followed 4,812 adults for eight years and found that those who regularly slept fewer than six hours a night had a 23% higher risk of developing type 2 diabetes. The authors caution that the link may partly reflect other factors, such as shift work and diet, which were only partially controlled for. A smaller trial (Okafor et al., 2019) suggested that extending sleep by about an hour improved insulin sensitivity within two weeks, though with only 42 participants the result should be treated as preliminary. Together, the findings suggest that short sleep is likely a modifiable risk factor.",
        good=[
            Good(
                "preserve",
                "Walker and Chen (2021) tracked 4,812 adults over eight years in a large cohort study published in *Sleep Medicine*. People who regularly got less than six hours of sleep a night had a 23% higher risk of developing type 2 diabetes. The authors warn, however, that this link may partly be explained by other factors, such as shift work and diet, which the study only partially controlled for. In a smaller trial, Okafor et al. (2019) suggested that sleeping about an hour longer improved insulin sensitivity within two weeks — but with just 42 participants, that result should be treated as preliminary. Taken together, the evidence suggests that short sleep is likely a risk factor people can change.",
            ),
            Good(
                "preserve",
                "In a large cohort study published in *Sleep Medicine*, Walker and Chen (2021) followed 4,812 adults for eight years. Regularly sleeping fewer than six hours per night was associated with a 23% higher risk of developing type 2 diabetes. The authors note that the association may partly reflect confounders such as shift work and diet, for which adjustment was only partial. A smaller trial by Okafor et al. (2019) suggested that extending sleep by approximately one hour improved insulin sensitivity within two weeks; given its sample of only 42 participants, this result should be regarded as preliminary. Overall, the findings suggest that short sleep is likely a modifiable risk factor.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Walkera i Chena (2021), opublikowane w *Sleep Medicine*, objęło 4812 dorosłych obserwowanych przez osiem lat. Wykazało ono, że osoby regularnie śpiące krócej niż sześć godzin na dobę miały o 23% wyższe ryzyko zachorowania na cukrzycę typu 2. Autorzy zastrzegają, że związek ten może częściowo wynikać z innych czynników, takich jak praca zmianowa i dieta, które uwzględniono tylko częściowo. Mniejsze badanie (Okafor i in., 2019) sugerowało, że wydłużenie snu o około godzinę poprawiło wrażliwość na insulinę w ciągu dwóch tygodni, choć przy zaledwie 42 uczestnikach wynik należy traktować jako wstępny. Łącznie wyniki te wskazują, że krótki sen jest prawdopodobnie czynnikiem ryzyka, na który można wpłynąć.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al. (2019)", "Okafor et al. (2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the association may partly reflect confounders",
                        "the association reflects confounders",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("4812 dorosłych", "4218 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-assured-shorthold-deposit-scheme-duties",
        source="If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. Under section 213 of the Housing Act 2004, they must also give you the prescribed information about the scheme within the same period. Since 1 June 2019, the Tenant Fees Act 2019 caps deposits at five weeks' rent where the annual rent is under £50,000. Your landlord cannot make deductions for normal wear and tear. If the deposit is not protected, you may be able to claim compensation of between one and three times the deposit amount through the county court.",
        good=[
            Good(
                "preserve",
                "Renting on an assured shorthold tenancy in England? Your landlord must put your deposit into a government-approved protection scheme within 30 days of receiving it. Within that same period, section 213 of the Housing Act 2004 also requires them to give you the prescribed information about the scheme. Since 1 June 2019, the Tenant Fees Act 2019 has capped deposits at five weeks' rent where the annual rent is below £50,000. Normal wear and tear is not something your landlord can deduct for. If your deposit hasn't been protected, you may be able to claim compensation through the county court of between one and three times the deposit.",
            ),
            Good(
                "preserve",
                "Landlords letting homes in England on assured shorthold tenancies must protect the tenant's deposit in a government-approved scheme within 30 days of receipt and, under section 213 of the Housing Act 2004, must provide the prescribed information about the scheme within the same period. Under the Tenant Fees Act 2019, in force since 1 June 2019, deposits are capped at five weeks' rent where the annual rent is under £50,000. No deductions may be made for normal wear and tear. Where a deposit is not protected, the tenant may be able to claim compensation through the county court of between one and three times the deposit amount.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy typu assured shorthold tenancy, wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie ochrony kaucji w ciągu 30 dni od jej otrzymania. Zgodnie z sekcją 213 Housing Act 2004 musi też w tym samym terminie przekazać Ci wymagane informacje o tym systemie. Od 1 czerwca 2019 r. Tenant Fees Act 2019 ogranicza wysokość kaucji do równowartości czynszu za pięć tygodni, jeśli roczny czynsz jest niższy niż 50 000 GBP. Wynajmujący nie może potrącać kwot za normalne zużycie. Jeżeli kaucja nie została zabezpieczona, możesz mieć prawo do dochodzenia przed sądem hrabstwa odszkodowania w wysokości od jednokrotności do trzykrotności kaucji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "No deductions may be made for normal wear and tear.",
                        "Deductions may be made for normal wear and tear.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Od 1 czerwca 2019 r.", "Od 1 stycznia 2019 r.")], "date"),
        ],
    ),
    Case(
        key="en-cli-feed-cleaner-readme-usage",
        source="# tidyfeed\n\n`tidyfeed` cleans and deduplicates RSS and Atom feeds from the command line.\n\n## Installation\n\nRequires Python 3.10 or newer.\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\n```bash\ntidyfeed --input feeds.opml --max-items 50\n```\n\nBy default the tool keeps the 200 most recent items per feed; use `--max-items` to change this. Cached responses are stored in `~/.cache/tidyfeed` and expire after 6 hours. Feeds that fail to load three times in a row are skipped, not deleted. See the [full documentation](https://tidyfeed.readthedocs.io) for configuration options.",
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` is a command-line tool that cleans up RSS and Atom feeds and removes duplicates.\n\n## Installation\n\nYou'll need Python 3.10 or later.\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\n```bash\ntidyfeed --input feeds.opml --max-items 50\n```\n\nOut of the box, the tool keeps the 200 newest items in each feed; pass `--max-items` to change that. Responses are cached in `~/.cache/tidyfeed` and expire after 6 hours. A feed that fails to load three times in a row is skipped rather than deleted. Configuration options are covered in the [full documentation](https://tidyfeed.readthedocs.io).",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\nClean and deduplicate RSS and Atom feeds from your terminal with `tidyfeed`.\n\n## Installation\n\nPython 3.10 or newer is required.\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\n```bash\ntidyfeed --input feeds.opml --max-items 50\n```\n\n- By default, the 200 most recent items per feed are kept — change this with `--max-items`.\n- Cached responses live in `~/.cache/tidyfeed` and expire after 6 hours.\n- If a feed fails to load three times in a row, it is skipped, not deleted.\n\nFor configuration options, see the [full documentation](https://tidyfeed.readthedocs.io).",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n`tidyfeed` czyści kanały RSS i Atom oraz usuwa z nich duplikaty z poziomu wiersza poleceń.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego.\n\n```bash\npip install tidyfeed\n```\n\n## Użycie\n\n```bash\ntidyfeed --input feeds.opml --max-items 50\n```\n\nDomyślnie narzędzie zachowuje 200 najnowszych elementów z każdego kanału; aby to zmienić, użyj `--max-items`. Odpowiedzi z pamięci podręcznej są przechowywane w `~/.cache/tidyfeed` i wygasają po 6 godzinach. Kanały, których nie uda się wczytać trzy razy z rzędu, są pomijane, a nie usuwane. Opcje konfiguracji opisuje [pełna dokumentacja](https://tidyfeed.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```bash\ntidyfeed --input feeds.opml --max-items 50\n```",
                        "tidyfeed --input feeds.opml --max-items 50",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("the 200 most recent items", "the 100 most recent items")], "number"),
            Slip(2, [("`~/.cache/tidyfeed`", "`~/.tidyfeed/cache`")], "code"),
        ],
    ),
    Case(
        key="en-community-garden-plot-allocation-rules",
        source="Plots at the Riverside Community Garden are allocated each February from the waiting list, in order of application. Each household may hold only one plot, and the annual rent is £35, payable by 1 March. Plot holders must keep at least two-thirds of their plot under cultivation during the growing season; if a plot is left neglected, the committee will send a written warning and may reallocate it after 28 days. Hosepipes are not allowed, but water butts are available at each gate. Bonfires are banned at all times. Sheds and greenhouses need written approval from the committee before they are put up.",
        good=[
            Good(
                "preserve",
                "Every February, the Riverside Community Garden allocates plots from its waiting list, in the order people applied. A household may hold only one plot. The yearly rent is £35 and is due by 1 March. During the growing season, you must keep at least two-thirds of your plot under cultivation. If a plot is left neglected, the committee will send a written warning and may give it to someone else after 28 days. You can't use hosepipes, but there are water butts at every gate. Bonfires are banned at all times. Before putting up a shed or greenhouse, you need written approval from the committee.",
            ),
            Good(
                "preserve",
                "Riverside Community Garden — plot rules\n- Allocation: each February, from the waiting list, in order of application.\n- Limit: one plot per household.\n- Rent: £35 a year, payable by 1 March.\n- Cultivation: plot holders must keep at least two-thirds of the plot cultivated during the growing season. For a neglected plot, the committee will send a written warning and may reallocate it after 28 days.\n- Water: no hosepipes; water butts are available at each gate.\n- Bonfires: banned at all times.\n- Sheds and greenhouses: written approval from the committee is needed before they go up.",
            ),
            Good(
                "pl",
                "Działki w ogrodzie społecznym Riverside są przydzielane co roku w lutym z listy oczekujących, według kolejności zgłoszeń. Każde gospodarstwo domowe może mieć tylko jedną działkę, a roczny czynsz wynosi 35 funtów i jest płatny do 1 marca. Działkowicze muszą w sezonie wegetacyjnym uprawiać co najmniej dwie trzecie swojej działki; jeśli działka zostanie zaniedbana, komitet wyśle pisemne upomnienie i po 28 dniach może przydzielić ją komuś innemu. Węże ogrodowe są niedozwolone, ale przy każdej bramie są beczki na deszczówkę. Palenie ognisk jest zawsze zabronione. Postawienie szopy lub szklarni wymaga wcześniejszej pisemnej zgody komitetu.",
            ),
        ],
        bad=[
            Slip(0, [("You can't use hosepipes", "You can use hosepipes")], "negation"),
            Slip(
                1,
                [
                    (
                        "water butts are available at each gate.",
                        "water butts are available at each gate and are refilled by volunteers every Sunday.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("Działkowicze muszą w sezonie", "Działkowicze powinni w sezonie")], "modality"
            ),
        ],
    ),
    Case(
        key="en-coffee-intake-health-evidence-note",
        source="Moderate coffee drinking appears to be safe for most healthy adults. An umbrella review by Poole et al. in *The BMJ* (2017; 359:j5024) found that three to four cups a day were associated with a roughly 17% lower risk of all-cause mortality compared with none. These are observational data, so they cannot show that coffee itself causes the benefit. Pregnant women are a clear exception: the review linked higher intake to low birth weight, and current NHS guidance says they should keep caffeine below 200 mg a day. People with uncontrolled high blood pressure may also want to limit their intake and should discuss it with their doctor.",
        good=[
            Good(
                "preserve",
                "For most healthy adults, drinking coffee in moderation appears to be safe. In an umbrella review published in *The BMJ* (2017; 359:j5024), Poole et al. found that three to four cups a day were associated with a roughly 17% lower risk of dying from any cause than drinking none. Because the data are observational, they cannot show that coffee itself is responsible for the benefit. Pregnant women are a clear exception. The review linked higher intake to low birth weight, and current NHS guidance is that they should keep caffeine under 200 mg a day. If you have uncontrolled high blood pressure, you may also want to cut back, and you should talk it over with your doctor.",
            ),
            Good(
                "preserve",
                "Moderate coffee consumption appears safe for the majority of healthy adults. Poole et al., in an umbrella review in *The BMJ* (2017; 359:j5024), reported that an intake of three to four cups daily was associated with an approximately 17% lower risk of all-cause mortality relative to no intake. As the evidence is observational, it cannot establish that coffee itself causes this benefit. Pregnancy is a clear exception: the review linked higher intake to low birth weight, and current NHS guidance states that pregnant women should keep caffeine below 200 mg per day. Individuals with uncontrolled high blood pressure may also wish to limit their intake and should discuss this with their doctor.",
            ),
            Good(
                "pl",
                "Umiarkowane picie kawy wydaje się bezpieczne dla większości zdrowych dorosłych. Przegląd parasolowy Poole'a i wsp. opublikowany w *The BMJ* (2017; 359:j5024) wykazał, że trzy–cztery filiżanki dziennie wiązały się z ryzykiem zgonu z dowolnej przyczyny niższym o mniej więcej 17% w porównaniu z niepiciem kawy. Są to dane obserwacyjne, więc nie mogą dowieść, że to sama kawa odpowiada za tę korzyść. Wyraźnym wyjątkiem są kobiety w ciąży: przegląd powiązał większe spożycie z niską masą urodzeniową, a według aktualnych zaleceń NHS powinny one ograniczać kofeinę do poniżej 200 mg dziennie. Osoby z niekontrolowanym wysokim ciśnieniem krwi również mogą chcieć ograniczyć spożycie i powinny omówić to z lekarzem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "they should keep caffeine under 200 mg a day",
                        "they must keep caffeine under 200 mg a day",
                    )
                ],
                "modality",
            ),
            Slip(1, [("(2017; 359:j5024)", "(2017; 359:j5042)")], "citation"),
            Slip(2, [("wydaje się bezpieczne", "jest bezpieczne")], "hedge"),
        ],
    ),
    Case(
        key="en-coworking-meeting-room-booking-rules",
        source="Members can book the two meeting rooms on the second floor through the app or at hub.larkworks.com/rooms. The Oak Room seats 8 and the Birch Room seats 14; both have a screen and a whiteboard. Bookings are made in 30-minute slots, up to a maximum of 4 hours per day. Each membership includes 6 free hours a month, and additional time is charged at £12 per hour. If you no longer need a room, cancel at least 2 hours before the start time, or the booking will still count against your allowance. Food is allowed, but please do not leave dishes in the rooms afterwards.",
        good=[
            Good(
                "preserve",
                "Members can book the two second-floor meeting rooms either in the app or at hub.larkworks.com/rooms. The Oak Room has seating for 8 and the Birch Room for 14, and each comes with a screen and a whiteboard. You book in 30-minute slots, for up to 4 hours a day. Your membership includes 6 free hours every month; extra time costs £12 an hour. If you no longer need a room, cancel it at least 2 hours before it starts — otherwise it still counts against your allowance. You're welcome to eat in the rooms, but please don't leave any dishes behind.",
            ),
            Good(
                "preserve",
                "How do members book a meeting room? Use the app or go to hub.larkworks.com/rooms. There are two rooms, both on the second floor.\nWhich rooms are there? The Oak Room (8 seats) and the Birch Room (14 seats). Both have a screen and a whiteboard.\nHow long can I book? Slots are 30 minutes, with a maximum of 4 hours per day.\nWhat does it cost? Every membership comes with 6 free hours a month; additional time is £12 per hour.\nWhat if I need to cancel? Do so at least 2 hours before the start time, or the booking will still count against your allowance.\nCan I eat there? Yes, food is allowed, but please do not leave dishes in the rooms afterwards.",
            ),
            Good(
                "pl",
                "Członkowie mogą rezerwować dwie sale spotkań na drugim piętrze w aplikacji lub na stronie hub.larkworks.com/rooms. Sala Oak mieści 8 osób, a sala Birch 14; w obu jest ekran i tablica suchościeralna. Rezerwacji dokonuje się w blokach 30-minutowych, maksymalnie na 4 godziny dziennie. Każde członkostwo obejmuje 6 bezpłatnych godzin miesięcznie, a dodatkowy czas kosztuje 12 GBP za godzinę. Jeśli sala nie jest już potrzebna, anuluj rezerwację co najmniej 2 godziny przed jej rozpoczęciem — w przeciwnym razie i tak zostanie wliczona do Twojego limitu. Jedzenie jest dozwolone, ale prosimy nie zostawiać potem naczyń w salach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You're welcome to eat in the rooms, but",
                        "You're not allowed to eat in the rooms, and",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Birch Room (14 seats)", "Birch Room (12 seats)")], "number"),
            Slip(2, [("hub.larkworks.com/rooms", "larkworks.com/rooms")], "url"),
        ],
    ),
    Case(
        key="en-reed-warbler-marsh-survey-report",
        source="During the 2024 breeding season, volunteers recorded 37 pairs of reed warbler at Hollins Marsh, compared with 52 pairs in 2019. The decline is probably linked to the drying of the eastern reedbed, although predation by mink may also have played a part. Our methods followed the territory-mapping protocol described by Bibby et al. (2000, pp. 42–65), with eight visits between April and July. Counts in dense reed are known to underestimate numbers, so the true population could be somewhat higher. We recommend restoring water levels in the eastern section and repeating the survey in 2026. Full data are available from the county recorder on request.",
        good=[
            Good(
                "preserve",
                "Volunteers counted 37 pairs of reed warbler at Hollins Marsh in the 2024 breeding season, down from 52 pairs in 2019. This fall is probably connected with the eastern reedbed drying out, though mink predation may also have contributed. The survey followed the territory-mapping protocol set out by Bibby et al. (2000, pp. 42–65), with eight visits from April to July. Because counts in dense reed are known to underestimate numbers, the real population could be somewhat higher. We recommend restoring water levels in the eastern section and repeating the survey in 2026. The county recorder can provide the full data on request.",
            ),
            Good(
                "preserve",
                "Summary – reed warbler survey, Hollins Marsh\n• 2024 breeding season: 37 pairs recorded by volunteers (52 pairs in 2019).\n• Likely cause: the decline is probably linked to the eastern reedbed drying out; mink predation may also have played a part.\n• Method: territory mapping following Bibby et al. (2000, pp. 42–65); eight visits between April and July.\n• Caveat: counts in dense reed are known to underestimate numbers, so the true population could be somewhat higher.\n• Recommendations: restore water levels in the eastern section; repeat the survey in 2026.\n• Data: full data available from the county recorder on request.",
            ),
            Good(
                "pl",
                "W sezonie lęgowym 2024 wolontariusze odnotowali na mokradłach Hollins Marsh 37 par trzcinniczka, wobec 52 par w 2019 roku. Spadek ten jest prawdopodobnie związany z przesychaniem wschodniej części trzcinowiska, choć pewną rolę mogły odegrać również drapieżne norki. Zastosowaliśmy metodę kartowania terytoriów opisaną przez Bibby'ego i in. (2000, s. 42–65), z ośmioma kontrolami między kwietniem a lipcem. Wiadomo, że liczenia w gęstych trzcinach zaniżają liczebność, więc rzeczywista populacja może być nieco wyższa. Zalecamy przywrócenie poziomu wody we wschodniej części i powtórzenie badania w 2026 roku. Pełne dane są dostępne na życzenie u koordynatora danych przyrodniczych hrabstwa.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The county recorder can provide the full data on request.",
                        "The county recorder can provide the full data on request, and a summary will appear in the 2025 county bird report.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "the true population could be somewhat higher",
                        "the true population is somewhat higher",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("(2000, s. 42–65)", "(2000, s. 42–56)")], "citation"),
        ],
    ),
    Case(
        key="en-relaunch-meeting-decisions-action-items",
        source="## Website relaunch – meeting notes (3 April)\n\n**Attendees:** Priya, Tom, Agnieszka, Luis\n\n### Decisions\n- The launch date stays at 12 May.\n- Budget for stock photography is capped at €1,200.\n- All pages must pass the accessibility audit before launch.\n\n### Action items\n1. Tom to send the final copy for the pricing page by Friday.\n2. Agnieszka to test the contact form on mobile.\n3. Luis should check whether the old blog URLs redirect correctly.\n\nThe next meeting is on 10 April; please add agenda items to the shared doc.",
        good=[
            Good(
                "preserve",
                "## Website relaunch – meeting notes (3 April)\n\n**Present:** Priya, Tom, Agnieszka, Luis\n\n### Decisions\n- We are keeping the launch date of 12 May.\n- Spending on stock photography is capped at €1,200.\n- Every page must pass the accessibility audit before we launch.\n\n### Action items\n1. Tom: send the final pricing-page copy by Friday.\n2. Agnieszka: test the contact form on mobile.\n3. Luis should check whether the old blog URLs redirect correctly.\n\nNext meeting: 10 April. Please add any agenda items to the shared doc.",
            ),
            Good(
                "preserve",
                "## Website relaunch: notes from the 3 April meeting\n\n**Attendees:** Priya, Tom, Agnieszka, Luis\n\n### Decisions\n- Launch remains scheduled for 12 May.\n- The stock photography budget is capped at €1,200.\n- Before launch, all pages must pass the accessibility audit.\n\n### Action items\n1. Tom will send the final copy for the pricing page by Friday.\n2. Agnieszka will test the contact form on mobile.\n3. Luis should check whether the old blog URLs redirect correctly.\n\nWe meet next on 10 April — please put agenda items in the shared doc.",
            ),
            Good(
                "pl",
                "## Nowa odsłona strony – notatki ze spotkania (3 kwietnia)\n\n**Obecni:** Priya, Tom, Agnieszka, Luis\n\n### Decyzje\n- Data startu pozostaje bez zmian: 12 maja.\n- Budżet na zdjęcia stockowe jest ograniczony do 1200 €.\n- Wszystkie strony muszą przejść audyt dostępności przed startem.\n\n### Zadania\n1. Tom wyśle ostateczne teksty na stronę z cennikiem do piątku.\n2. Agnieszka przetestuje formularz kontaktowy na urządzeniach mobilnych.\n3. Luis powinien sprawdzić, czy stare adresy URL bloga poprawnie przekierowują.\n\nNastępne spotkanie odbędzie się 10 kwietnia; prosimy dopisywać punkty agendy we wspólnym dokumencie.",
            ),
        ],
        bad=[
            Slip(0, [("Every page must pass", "Every page should pass")], "modality"),
            Slip(
                1,
                [
                    (
                        "by Friday.\n2. Agnieszka will test the contact form on mobile.\n3. Luis",
                        "by Friday. Agnieszka will test the contact form on mobile.\n2. Luis",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("ograniczony do 1200 €", "ograniczony do 2100 €")], "number"),
        ],
    ),
    Case(
        key="en-city-bike-share-annual-membership",
        source="An annual membership of CityCycle costs £90 and gives you unlimited rides of up to 45 minutes each; longer rides are charged at £1.50 for every extra 30 minutes. E-bikes are not included in the standard plan and cost an additional 10p per minute. You can unlock a bike with the app or a member key at any of our 300 docking stations. Bikes must be returned to a dock; leaving one elsewhere may result in a £20 fee. Demand is usually highest between 8:00 and 9:00, so docks near the main stations may be full at that time. Membership renews automatically unless you switch it off in your account settings.",
        good=[
            Good(
                "preserve",
                "For £90 a year, a CityCycle annual membership gets you unlimited rides of up to 45 minutes each. Go over that and you pay £1.50 for every extra 30 minutes. E-bikes aren't part of the standard plan; they cost an extra 10p a minute. To unlock a bike, use the app or a member key at any of our 300 docking stations. You must return bikes to a dock — leave one anywhere else and you may be charged a £20 fee. Demand usually peaks between 8:00 and 9:00, when docks near the main stations may be full. Your membership renews automatically unless you turn this off in your account settings.",
            ),
            Good(
                "preserve",
                "CityCycle annual membership at a glance:\n- Price: £90 per year.\n- Rides: unlimited, up to 45 minutes each; longer rides cost £1.50 per extra 30 minutes.\n- E-bikes: not included in the standard plan — an additional 10p per minute.\n- Unlocking: via the app or a member key at any of the 300 docking stations.\n- Returning: bikes must go back to a dock; leaving a bike elsewhere may lead to a £20 fee.\n- Busy times: demand is usually highest from 8:00 to 9:00, and docks near the main stations may be full then.\n- Renewal: automatic unless you switch it off in your account settings.",
            ),
            Good(
                "pl",
                "Roczny abonament CityCycle kosztuje 90 GBP i daje nielimitowane przejazdy trwające do 45 minut każdy; za dłuższe przejazdy płaci się 1,50 GBP za każde dodatkowe 30 minut. Rowery elektryczne nie są objęte standardowym planem i kosztują dodatkowo 10 pensów za minutę. Rower odblokujesz aplikacją lub kluczem członkowskim na każdej z naszych 300 stacji dokujących. Rowery trzeba zwracać do stacji; pozostawienie roweru w innym miejscu może skutkować opłatą 20 GBP. Popyt jest zwykle największy między 8:00 a 9:00, więc stacje w pobliżu głównych dworców mogą być wtedy pełne. Abonament odnawia się automatycznie, chyba że wyłączysz tę opcję w ustawieniach konta.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "use the app or a member key",
                        "use the app, a contactless bank card or a member key",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "E-bikes: not included in the standard plan",
                        "E-bikes: included in the standard plan",
                    )
                ],
                "negation",
            ),
            Slip(2, [("może skutkować opłatą 20 GBP", "skutkuje opłatą 20 GBP")], "hedge"),
        ],
    ),
    Case(
        key="en-harbour-city-marathon-registration-terms",
        source="Registration for the 2025 Harbour City Marathon opens on 3 February at 10:00 and closes when all 9,500 places are filled. The entry fee is €75, or €60 for members of an affiliated running club. Runners must be at least 18 years old on race day and must finish within the 6-hour time limit. Places are non-transferable, but you may defer your entry to the following year once, for an admin fee of €15, until 31 August. Every runner must complete the medical declaration in their online account; a medical certificate is recommended but not required. Bib numbers can be collected at the race expo on the two days before the race.",
        good=[
            Good(
                "preserve",
                "Entries for the 2025 Harbour City Marathon open at 10:00 on 3 February and close once all 9,500 places have been filled. It costs €75 to enter, or €60 if you're a member of an affiliated running club. You must be at least 18 on race day, and you must finish within the 6-hour time limit. You can't transfer your place to someone else, but you may defer your entry to the following year once, for a €15 admin fee, up to 31 August. All runners must fill in the medical declaration in their online account. A medical certificate is recommended, though not required. You can pick up your bib number at the race expo on the two days before the race.",
            ),
            Good(
                "preserve",
                "2025 Harbour City Marathon – registration\n- Opens: 3 February, 10:00. Closes when all 9,500 places are filled.\n- Fee: €75 (€60 for members of an affiliated running club).\n- Eligibility: runners must be aged 18 or over on race day and must finish within the 6-hour time limit.\n- Transfers: places are non-transferable. You may defer your entry to the following year once, until 31 August, for a €15 admin fee.\n- Medical: completing the medical declaration in your online account is mandatory; a medical certificate is recommended but not required.\n- Bib collection: at the race expo on the two days before the race.",
            ),
            Good(
                "pl",
                "Zapisy na Harbour City Marathon 2025 ruszają 3 lutego o 10:00 i zostaną zamknięte, gdy wszystkie 9500 miejsc zostanie zajętych. Opłata startowa wynosi 75 €, a dla członków zrzeszonych klubów biegowych 60 €. W dniu biegu uczestnik musi mieć ukończone 18 lat i musi ukończyć bieg w limicie czasu wynoszącym 6 godzin. Miejsc nie można przenosić na inne osoby, ale można jednorazowo przenieść swój start na kolejny rok za opłatą administracyjną 15 €, do 31 sierpnia. Każdy biegacz musi wypełnić oświadczenie o stanie zdrowia na swoim koncie online; zaświadczenie lekarskie jest zalecane, ale nie jest wymagane. Numery startowe można odebrać na targach expo w ciągu dwóch dni poprzedzających bieg.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "at the race expo on the two days before the race.",
                        "at the race expo on the two days before the race, at the Harbour Exhibition Centre.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "in your online account is mandatory",
                        "in your online account is strongly advised",
                    )
                ],
                "modality",
            ),
            Slip(2, [("wszystkie 9500 miejsc", "wszystkie 9000 miejsc")], "number"),
        ],
    ),
]

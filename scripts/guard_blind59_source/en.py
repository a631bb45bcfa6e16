# ruff: noqa: E501, RUF001
"""English source cases of blind set 59: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-theatre-access-scheme-companion-tickets",
        source="Members of the Access Scheme can book one free companion ticket with each full-price ticket. To join, send a copy of your proof of eligibility to access@northgateplayhouse.co.uk or bring it to the box office; membership is free and lasts 3 years. Companion tickets cannot be booked online and are not available for previews or gala nights. Wheelchair spaces are limited to 4 per performance, so we recommend booking at least two weeks ahead. If you need a seat near an exit or a large-print programme, please tell us when you book and we will do our best to help.",
        good=[
            Good(
                "preserve",
                "If you're an Access Scheme member, you can book one companion ticket free of charge with every full-price ticket you buy. Joining costs nothing and your membership lasts three years: just send a copy of your proof of eligibility to access@northgateplayhouse.co.uk or bring it to the box office. Please note that companion tickets can't be booked online, and they aren't available for previews or gala nights. There are only 4 wheelchair spaces at each performance, so we recommend booking at least two weeks in advance. Need a seat close to an exit or a large-print programme? Let us know when you book and we'll do our best to help.",
            ),
            Good(
                "preserve",
                "Access Scheme terms\n\n- Members can book one complimentary companion ticket with each full-price ticket.\n- Membership is free and valid for 3 years. To join, send a copy of your proof of eligibility to access@northgateplayhouse.co.uk or present it at the box office.\n- Companion tickets cannot be booked online and are not available for previews or gala nights.\n- Each performance has a maximum of 4 wheelchair spaces; we recommend booking at least two weeks ahead.\n- If you need a seat near an exit or a large-print programme, please mention it when you book and we will do our best to help.",
            ),
            Good(
                "pl",
                "Członkowie programu Access Scheme mogą do każdego biletu w pełnej cenie zarezerwować jeden bezpłatny bilet dla osoby towarzyszącej. Aby dołączyć, prześlij kopię dokumentu potwierdzającego uprawnienia na adres access@northgateplayhouse.co.uk albo przynieś ją do kasy; członkostwo jest bezpłatne i trwa 3 lata. Biletów dla osób towarzyszących nie można rezerwować online i nie są one dostępne na pokazy przedpremierowe ani wieczory galowe. Na każdym spektaklu są maksymalnie 4 miejsca dla osób na wózkach, dlatego zalecamy rezerwację co najmniej dwa tygodnie wcześniej. Jeśli potrzebujesz miejsca blisko wyjścia lub programu w dużym druku, powiedz nam o tym przy rezerwacji, a zrobimy, co w naszej mocy, by pomóc.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "companion tickets can't be booked online",
                        "companion tickets can be booked online",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("a maximum of 4 wheelchair spaces", "a maximum of 6 wheelchair spaces")],
                "number",
            ),
            Slip(2, [("access@northgateplayhouse.co.uk", "access@northgateplayhouse.com")], "url"),
        ],
    ),
    Case(
        key="en-farm-shop-click-collect-rules",
        source="Click-and-collect orders must be placed by 8 pm on Thursday for collection on Friday or Saturday. Collection is from the barn door between 10 am and 4 pm; please bring your order number. Orders not collected by closing time on Saturday will be donated to the Hillside food bank and cannot be refunded. Eggs and dairy are kept chilled until you arrive, but we can't hold meat orders overnight. You may ask someone else to collect for you if you email their name to orders@brackenfarmshop.co.uk beforehand. Payment is taken online at checkout, so there is no need to bring cash.",
        good=[
            Good(
                "preserve",
                "To collect on Friday or Saturday, you must place your click-and-collect order by 8 pm on Thursday. Pick it up from the barn door between 10 am and 4 pm, and bring your order number with you. Anything still uncollected when we close on Saturday goes to the Hillside food bank and can't be refunded. We keep eggs and dairy chilled until you get here, but we aren't able to hold meat orders overnight. Someone else may collect for you, as long as you email their name to orders@brackenfarmshop.co.uk in advance. You pay online when you check out, so there's no need to bring any cash.",
            ),
            Good(
                "preserve",
                "**Click-and-collect: the essentials**\n\n- Deadline: orders must be in by 8 pm Thursday for collection on Friday or Saturday.\n- Where and when: the barn door, 10 am–4 pm. Please bring your order number.\n- Payment: taken online at checkout, so no cash is needed.\n- Chilled items: eggs and dairy stay chilled until you arrive. Meat orders can't be held overnight.\n- Collecting for someone else: you may send another person, provided you email their name to orders@brackenfarmshop.co.uk beforehand.\n- Uncollected orders: anything not picked up by closing time on Saturday will be donated to the Hillside food bank and cannot be refunded.",
            ),
            Good(
                "pl",
                "Zamówienia z odbiorem osobistym należy złożyć do czwartku do godz. 20:00, aby odebrać je w piątek lub sobotę. Odbiór odbywa się przy drzwiach stodoły w godzinach 10:00–16:00; prosimy zabrać ze sobą numer zamówienia. Zamówienia nieodebrane do sobotniej godziny zamknięcia zostaną przekazane do banku żywności Hillside i nie podlegają zwrotowi pieniędzy. Jajka i nabiał przechowujemy w chłodni do Twojego przyjazdu, ale nie możemy przechować zamówień z mięsem przez noc. Możesz poprosić inną osobę o odbiór, jeśli wcześniej prześlesz jej imię i nazwisko na adres orders@brackenfarmshop.co.uk. Płatność jest pobierana online przy składaniu zamówienia, więc nie trzeba mieć przy sobie gotówki.",
            ),
        ],
        bad=[
            Slip(0, [("by 8 pm on Thursday", "by 8 pm on Wednesday")], "date"),
            Slip(
                1,
                [("orders must be in by 8 pm Thursday", "orders should be in by 8 pm Thursday")],
                "modality",
            ),
            Slip(
                2,
                [("do banku żywności Hillside", "do banku żywności Hillside w Ludlow")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-fetch-all-deprecation-notice-markdown",
        source="## Deprecation notice: `fetch_all()`\n\n`fetch_all()` is deprecated as of version 4.2 and will be removed in 5.0, planned for early 2026. Use `iter_pages()` instead; it streams results and does not load the whole dataset into memory.\n\n- Calls to `fetch_all()` now emit a `DeprecationWarning`.\n- The `page_size` argument keeps its default of 100.\n- See the [migration guide](https://docs.tidepool.dev/migrate/5.0) for examples.\n\nYou should not need to change anything else, but if you rely on the return value being a list, wrap the iterator with `list()`.",
        good=[
            Good(
                "preserve",
                "## Deprecation notice: `fetch_all()`\n\nAs of version 4.2, `fetch_all()` is deprecated. It will be removed in 5.0, which is planned for early 2026.\n\nSwitch to `iter_pages()`: it streams results rather than loading the entire dataset into memory.\n\n- Any call to `fetch_all()` now emits a `DeprecationWarning`.\n- `page_size` still defaults to 100.\n- For examples, see the [migration guide](https://docs.tidepool.dev/migrate/5.0).\n\nNothing else should need changing. If your code relies on getting a list back, wrap the iterator in `list()`.",
            ),
            Good(
                "preserve",
                "## Heads-up: `fetch_all()` is deprecated\n\n`fetch_all()` has been deprecated since version 4.2 and will be removed in 5.0, which we are planning to ship in early 2026. Please move to `iter_pages()` instead: it streams the results, so the whole dataset is never loaded into memory.\n\nWhat this means for you:\n\n- `fetch_all()` calls now emit a `DeprecationWarning`.\n- The default `page_size` stays at 100.\n- The [migration guide](https://docs.tidepool.dev/migrate/5.0) has examples.\n\nYou shouldn't have to change anything else; just wrap the iterator with `list()` if you depend on the return value being a list.",
            ),
            Good(
                "pl",
                "## Informacja o wycofaniu: `fetch_all()`\n\nFunkcja `fetch_all()` jest przestarzała od wersji 4.2 i zostanie usunięta w wersji 5.0, której wydanie planowane jest na początek 2026 roku. Zamiast niej używaj `iter_pages()` — przesyła ona wyniki strumieniowo i nie wczytuje całego zbioru danych do pamięci.\n\n- Wywołania `fetch_all()` emitują teraz `DeprecationWarning`.\n- Argument `page_size` zachowuje domyślną wartość 100.\n- Przykłady znajdziesz w [przewodniku migracji](https://docs.tidepool.dev/migrate/5.0).\n\nNie powinno być potrzeby zmieniania niczego innego, ale jeśli polegasz na tym, że zwracana wartość jest listą, opakuj iterator w `list()`.",
            ),
        ],
        bad=[
            Slip(0, [("Switch to `iter_pages()`", "Switch to `iter_chunks()`")], "code"),
            Slip(
                1,
                [
                    (
                        "The [migration guide](https://docs.tidepool.dev/migrate/5.0) has examples.",
                        "The migration guide has examples.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "używaj `iter_pages()` — przesyła ona",
                        "używaj `iter_pages()` — jest około trzy razy szybsza, przesyła",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-river-leden-flood-warning-update",
        source="Flood warning update, River Leden at Ashby Bridge, issued 06:00 Tuesday. River levels rose by 0.4 metres overnight and are now 2.1 metres above normal. Further heavy rain is expected this afternoon, and levels are likely to peak between 18:00 and midnight. Properties on Mill Lane and Water Street may flood. Do not walk or drive through floodwater: 30 cm of moving water can float a car. The Ashby Bridge car park is closed and will not reopen before Thursday. We will issue the next update by 14:00 today, or sooner if the situation changes.",
        good=[
            Good(
                "preserve",
                "**Flood warning update – River Leden at Ashby Bridge (issued Tuesday, 06:00)**\n\n- Levels rose 0.4 m overnight and are currently 2.1 m above normal.\n- More heavy rain is forecast for this afternoon; the river is likely to peak between 18:00 and midnight.\n- Properties on Mill Lane and Water Street may flood.\n- Never walk or drive through floodwater: just 30 cm of moving water can float a car.\n- Ashby Bridge car park is shut and won't reopen before Thursday.\n- Next update: by 14:00 today, or earlier if the situation changes.",
            ),
            Good(
                "preserve",
                "This update on the River Leden at Ashby Bridge was issued at 06:00 on Tuesday. Overnight the river rose by 0.4 metres, and it now stands 2.1 metres above its normal level. With more heavy rain expected this afternoon, it will probably peak between 18:00 and midnight, and properties on Mill Lane and Water Street may be flooded. Do not enter floodwater, whether on foot or in a vehicle: moving water just 30 cm deep can float a car. The car park at Ashby Bridge is closed and will not open again before Thursday. Our next update will come by 14:00 today, or sooner if the situation changes.",
            ),
            Good(
                "pl",
                "Aktualizacja ostrzeżenia powodziowego: rzeka Leden przy Ashby Bridge, wydana we wtorek o 06:00. W nocy poziom rzeki wzrósł o 0,4 metra i jest teraz o 2,1 metra wyższy od normalnego. Na popołudnie zapowiadane są kolejne intensywne opady deszczu, a kulminacja prawdopodobnie nastąpi między 18:00 a północą. Nieruchomości przy Mill Lane i Water Street mogą zostać zalane. Nie wchodź ani nie wjeżdżaj do wody powodziowej: 30 cm płynącej wody może unieść samochód. Parking przy Ashby Bridge jest zamknięty i nie zostanie ponownie otwarty przed czwartkiem. Kolejną aktualizację wydamy dziś do 14:00 lub wcześniej, jeśli sytuacja się zmieni.",
            ),
        ],
        bad=[
            Slip(1, [("it will probably peak", "it will peak")], "hedge"),
            Slip(2, [("wzrósł o 0,4 metra", "wzrósł o 0,6 metra")], "number"),
            Slip(0, [("won't reopen before Thursday", "will reopen before Thursday")], "negation"),
        ],
    ),
    Case(
        key="en-university-library-overdue-fines-policy",
        source="Under Regulation 7.4 of the University Library Regulations, overdue standard loans incur a fine of £0.50 per day, up to a maximum of £10 per item. Short loans are charged at £1 per hour. Fines are not charged on days when the library is closed. If your total unpaid fines reach £20, you will not be able to borrow further items until the balance is cleared. Lost items are charged at replacement cost plus a £15 administration fee. Students may appeal a fine within 28 days by completing the form at lib.stanmoor.ac.uk/appeals; appeals are considered under section 3 of the Fines Appeals Procedure.",
        good=[
            Good(
                "preserve",
                "If you return a standard loan late, you'll be fined £0.50 a day, capped at £10 per item, under Regulation 7.4 of the University Library Regulations. Overdue short loans cost £1 an hour. You won't be charged for days when the library is closed. Once your unpaid fines add up to £20, you can't borrow anything else until you've paid them off. If you lose an item, you'll pay its replacement cost plus a £15 administration fee. You may appeal a fine within 28 days using the form at lib.stanmoor.ac.uk/appeals, and your appeal will be considered under section 3 of the Fines Appeals Procedure.",
            ),
            Good(
                "preserve",
                "Library fines (University Library Regulations, Regulation 7.4)\n\n- Standard loans: £0.50 per overdue day, up to a maximum of £10 per item.\n- Short loans: £1 per overdue hour.\n- Closed days: no fines are charged.\n- Borrowing block: applies once unpaid fines total £20 and stays in place until the balance is cleared.\n- Lost items: replacement cost plus a £15 administration fee.\n- Appeals: students may appeal within 28 days using the form at lib.stanmoor.ac.uk/appeals; appeals are considered under section 3 of the Fines Appeals Procedure.",
            ),
            Good(
                "pl",
                "Zgodnie z przepisem 7.4 Regulaminu Biblioteki Uniwersyteckiej (University Library Regulations) za przetrzymanie wypożyczeń standardowych nalicza się karę w wysokości 0,50 £ za dzień, maksymalnie 10 £ za egzemplarz. Za przetrzymanie wypożyczeń krótkoterminowych opłata wynosi 1 £ za godzinę. Kary nie są naliczane za dni, w które biblioteka jest zamknięta. Jeśli łączna kwota niezapłaconych kar osiągnie 20 £, nie będziesz mógł wypożyczać kolejnych pozycji, dopóki nie uregulujesz zaległości. Za zgubione egzemplarze pobiera się koszt ich odkupienia oraz opłatę administracyjną w wysokości 15 £. Studenci mogą odwołać się od kary w ciągu 28 dni, wypełniając formularz na stronie lib.stanmoor.ac.uk/appeals; odwołania są rozpatrywane na podstawie punktu 3 Procedury odwoławczej w sprawie kar (Fines Appeals Procedure).",
            ),
        ],
        bad=[
            Slip(0, [("capped at £10 per item", "capped at £12 per item")], "number"),
            Slip(
                1,
                [("Closed days: no fines are charged.", "Closed days: fines are charged.")],
                "negation",
            ),
            Slip(2, [("Zgodnie z przepisem 7.4", "Zgodnie z przepisem 4.7")], "legal_reference"),
        ],
    ),
    Case(
        key="en-sports-club-safeguarding-coaches-policy",
        source="All coaches and volunteers who work with under-18s must hold a valid enhanced DBS check, renewed every three years. No adult should be alone with a child in a changing room, and coaches must not give lifts to players unless a parent has agreed in writing. Any concern about a child's welfare must be reported to the Club Welfare Officer, Sarah Okafor, on the same day. If a child is at immediate risk, call 999 first. The club follows the guidance in Working Together to Safeguard Children 2023 and will share information with the local authority where section 47 of the Children Act 1989 applies.",
        good=[
            Good(
                "preserve",
                "Key safeguarding rules:\n\n- Every coach and volunteer working with under-18s must have a valid enhanced DBS check, renewed every three years.\n- No adult should be alone with a child in a changing room.\n- Coaches must not give players lifts without a parent's written agreement.\n- Any concern about a child's welfare must be reported to our Club Welfare Officer, Sarah Okafor, on the same day.\n- If a child is at immediate risk, call 999 first.\n- We follow the guidance in Working Together to Safeguard Children 2023 and will share information with the local authority where section 47 of the Children Act 1989 applies.",
            ),
            Good(
                "preserve",
                "The club follows the guidance set out in Working Together to Safeguard Children 2023. Coaches and volunteers working with players under 18 must hold a valid enhanced DBS check, which is renewed every three years. Adults should never be alone with a child in a changing room, and coaches must not drive players anywhere unless a parent has given written consent. Concerns about a child's welfare must be reported to the Club Welfare Officer, Sarah Okafor, that same day; where a child is at immediate risk, dial 999 before doing anything else. Information will be shared with the local authority in cases where section 47 of the Children Act 1989 applies.",
            ),
            Good(
                "pl",
                "Wszyscy trenerzy i wolontariusze pracujący z osobami poniżej 18 lat muszą mieć ważne rozszerzone zaświadczenie DBS, odnawiane co trzy lata. Żadna osoba dorosła nie powinna przebywać sama z dzieckiem w szatni, a trenerom nie wolno podwozić zawodników, chyba że rodzic wyraził na to pisemną zgodę. Każdy niepokój dotyczący dobra dziecka należy zgłosić klubowej koordynatorce ds. ochrony dzieci (Club Welfare Officer), Sarze Okafor, jeszcze tego samego dnia. Jeśli dziecku grozi bezpośrednie niebezpieczeństwo, najpierw zadzwoń pod numer 999. Klub stosuje się do wytycznych Working Together to Safeguard Children 2023 i przekaże informacje władzom lokalnym, jeśli zastosowanie ma sekcja 47 ustawy Children Act 1989.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Coaches must not give players lifts", "Coaches should not give players lifts")],
                "modality",
            ),
            Slip(
                1,
                [("section 47 of the Children Act 1989", "section 17 of the Children Act 1989")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Sarze Okafor, jeszcze",
                        "Sarze Okafor, która prowadzi także drużynę juniorek, jeszcze",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-sleep-memory-older-adults-abstract",
        source="Sleep is thought to support the consolidation of declarative memory, but evidence in older adults is mixed. We tested 64 healthy adults aged 65–80 on a word-pair task before and after either a night of sleep or an equivalent period of daytime wakefulness. Recall after sleep was on average 12% higher than after wakefulness, and the benefit correlated with time spent in slow-wave sleep (r = 0.41). These results suggest that sleep-dependent consolidation may persist into later life, extending earlier findings in young adults (Walker & Stickgold, 2004). Because the sample was small and mostly female, the effect should be replicated before clinical use.",
        good=[
            Good(
                "preserve",
                "Sleep is believed to help consolidate declarative memories, but findings in older people have been mixed. In this study, 64 healthy adults aged 65 to 80 did a word-pair task before and after either a night's sleep or a comparable stretch of being awake during the day. On average, recall was 12% higher after sleeping than after staying awake, and the more time people spent in slow-wave sleep, the bigger the benefit (r = 0.41). The results suggest that sleep-dependent consolidation may still work later in life, which extends earlier work in young adults (Walker & Stickgold, 2004). The sample was small and mostly female, so the effect should be replicated before it is used clinically.",
            ),
            Good(
                "preserve",
                "Background: Although sleep is thought to aid the consolidation of declarative memory, the evidence in older adults is inconsistent. Methods: Sixty-four healthy participants aged 65–80 completed a word-pair task before and after a night of sleep or a matched period of daytime wakefulness. Results: Mean recall was 12% higher following sleep than following wakefulness, and this advantage correlated with time in slow-wave sleep (r = 0.41). Conclusions: Sleep-dependent consolidation may persist into later life, extending prior findings in young adults (Walker & Stickgold, 2004). Given the small, mostly female sample, the effect should be replicated before clinical use.",
            ),
            Good(
                "pl",
                "Uważa się, że sen wspiera konsolidację pamięci deklaratywnej, jednak dowody dotyczące osób starszych są niejednoznaczne. Zbadaliśmy 64 zdrowe osoby dorosłe w wieku 65–80 lat za pomocą zadania z parami słów, wykonywanego przed i po nocy snu albo równoważnym okresie czuwania w ciągu dnia. Odtwarzanie po śnie było średnio o 12% lepsze niż po czuwaniu, a korzyść korelowała z czasem spędzonym w śnie wolnofalowym (r = 0,41). Wyniki te sugerują, że konsolidacja zależna od snu może utrzymywać się w późniejszym wieku, co rozszerza wcześniejsze ustalenia dotyczące młodych dorosłych (Walker i Stickgold, 2004). Ponieważ próba była mała i składała się głównie z kobiet, efekt powinien zostać powtórzony w kolejnych badaniach przed zastosowaniem klinicznym.",
            ),
        ],
        bad=[
            Slip(1, [("(Walker & Stickgold, 2004)", "(Walker & Stickgold, 2006)")], "citation"),
            Slip(
                0,
                [
                    (
                        "The results suggest that sleep-dependent consolidation may still work",
                        "The results show that sleep-dependent consolidation still works",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("(r = 0,41)", "(r = 0,14)")], "number"),
        ],
    ),
    Case(
        key="en-home-energy-audit-booking-letter",
        source="Dear Mr Patel,\n\nThank you for booking a home energy audit. Your assessor, Dan Whitmore, will visit on Wednesday 14 May 2025 between 9:00 and 11:00. The visit usually takes about two hours. Please make sure the assessor can reach your loft hatch, boiler and electricity meter. Someone aged 18 or over must be at home for the whole visit. If you need to rearrange, contact us at least 48 hours in advance at bookings@greenhomecheck.co.uk or on 0161 496 0732; late cancellations may be charged £40. Your report will be emailed to you within 10 working days.\n\nKind regards,\nGreenhome Check",
        good=[
            Good(
                "preserve",
                "Dear Mr Patel,\n\nThanks for booking your home energy audit. Dan Whitmore, your assessor, will visit you on Wednesday, May 14, 2025, between 9:00 and 11:00, and the visit normally lasts around two hours. Please make sure your assessor can get to your loft hatch, boiler and electricity meter, and note that someone aged 18 or over must be at home throughout. Need to change the appointment? Let us know at least 48 hours beforehand by emailing bookings@greenhomecheck.co.uk or calling 0161 496 0732; we may charge £40 for late cancellations. You'll receive your report by email within 10 working days.\n\nKind regards,\nGreenhome Check",
            ),
            Good(
                "preserve",
                "Dear Mr Patel,\n\nThank you for your home energy audit booking. The details are as follows:\n\n- Date and time: Wednesday 14 May 2025, between 9:00 and 11:00\n- Assessor: Dan Whitmore\n- Typical duration: about two hours\n\nBefore the visit, please make sure the loft hatch, boiler and electricity meter are accessible. A person aged 18 or over must be present for the entire visit. To rearrange, please contact us no later than 48 hours before the appointment at bookings@greenhomecheck.co.uk or on 0161 496 0732. A £40 charge may apply to late cancellations. We will email your report within 10 working days.\n\nKind regards,\nGreenhome Check",
            ),
            Good(
                "pl",
                "Szanowny Panie Patel,\n\ndziękujemy za zarezerwowanie audytu energetycznego domu. Audytor, Dan Whitmore, odwiedzi Pana w środę 14 maja 2025 r. w godzinach 9:00–11:00. Wizyta trwa zwykle około dwóch godzin. Prosimy zadbać o to, aby audytor miał dostęp do włazu na strych, kotła i licznika energii elektrycznej. Przez cały czas wizyty w domu musi być obecna osoba, która ukończyła 18 lat. Jeśli chce Pan zmienić termin, prosimy o kontakt co najmniej 48 godzin wcześniej pod adresem bookings@greenhomecheck.co.uk lub pod numerem 0161 496 0732; za późne odwołanie wizyty możemy naliczyć opłatę w wysokości 40 £. Raport prześlemy e-mailem w ciągu 10 dni roboczych.\n\nZ poważaniem\nGreenhome Check",
            ),
        ],
        bad=[
            Slip(0, [("Wednesday, May 14, 2025", "Wednesday, May 21, 2025")], "date"),
            Slip(
                1, [("at bookings@greenhomecheck.co.uk", "at booking@greenhomecheck.co.uk")], "url"
            ),
            Slip(
                2, [("w domu musi być obecna osoba", "w domu powinna być obecna osoba")], "modality"
            ),
        ],
    ),
    Case(
        key="en-folk-festival-volunteer-shift-briefing",
        source="Thanks for volunteering at Riverside Folk Festival! Your first shift starts at 07:30 on Friday 1 August, so please arrive at the volunteer cabin by 07:15 to sign in and collect your wristband and hi-vis vest. Shifts last six hours, with a 30-minute break. You must wear your wristband at all times, and you must not drink alcohol while on shift. Don't post photos of the backstage area on social media. Free meals are provided in the crew tent after each shift. If you can't make a shift, text the volunteer team on 07700 900461 as early as possible. Camping is available from Thursday evening.",
        good=[
            Good(
                "preserve",
                "Welcome to the Riverside Folk Festival volunteer team, and thank you!\n\n- First shift: Friday 1 August, starting at 07:30. Get to the volunteer cabin by 07:15 to sign in and pick up your wristband and hi-vis vest.\n- Shift length: six hours, with a 30-minute break.\n- Your wristband must be worn at all times.\n- You must not drink alcohol during your shift.\n- Please don't share photos of the backstage area on social media.\n- After every shift, there's a free meal for you in the crew tent.\n- Can't make a shift? Text the volunteer team on 07700 900461 as early as you can.\n- Camping opens on Thursday evening.",
            ),
            Good(
                "preserve",
                "Thank you for signing up to volunteer at Riverside Folk Festival! You can camp from Thursday evening. Your first shift begins at 07:30 on Friday 1 August; please be at the volunteer cabin by 07:15 so you can sign in and collect your wristband and hi-vis vest. Each shift is six hours long with a 30-minute break, and after each one you can get a free meal in the crew tent. You must wear your wristband at all times, and you must not drink any alcohol while you're on shift. Please don't put photos of the backstage area on social media. If you're unable to make a shift, text the volunteer team on 07700 900461 as soon as possible.",
            ),
            Good(
                "pl",
                "Dziękujemy za zgłoszenie się do wolontariatu na Riverside Folk Festival! Twoja pierwsza zmiana zaczyna się o 7:30 w piątek 1 sierpnia, więc przyjdź do domku wolontariuszy do 7:15, aby się zarejestrować i odebrać opaskę oraz kamizelkę odblaskową. Zmiany trwają sześć godzin, z 30-minutową przerwą. Opaskę musisz nosić przez cały czas, a podczas zmiany nie wolno Ci pić alkoholu. Nie publikuj zdjęć strefy za kulisami w mediach społecznościowych. Po każdej zmianie w namiocie ekipy czeka na Ciebie darmowy posiłek. Jeśli nie możesz przyjść na zmianę, jak najszybciej wyślij SMS do zespołu wolontariuszy na numer 07700 900461. Pole namiotowe jest dostępne od czwartkowego wieczoru.",
            ),
        ],
        bad=[
            Slip(0, [("Please don't share photos", "Please share photos")], "negation"),
            Slip(1, [("on Friday 1 August", "on Friday 8 August")], "date"),
            Slip(
                2,
                [
                    (
                        "Zmiany trwają sześć godzin, z 30-minutową przerwą.",
                        "Shifts last six hours, with a 30-minute break.",
                    ),
                    (
                        "Nie publikuj zdjęć strefy za kulisami w mediach społecznościowych.",
                        "Don't post photos of the backstage area on social media.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bike-hire-damage-deposit-charges",
        source="All bikes are checked with you before you ride away, and any existing marks are noted on your hire form. You are responsible for the bike until it is returned to a member of staff, and it must be locked whenever you leave it unattended. A £150 deposit is held on your card and released within 5 working days of return if there is no damage. Standard charges are: puncture £8, broken chain £25, bent wheel £60, lost lock or key £35. A stolen bike is charged at £450 unless you have bought theft cover. We do not charge for normal wear such as worn brake pads. Helmets are free and strongly recommended, but they are not compulsory for adults.",
        good=[
            Good(
                "preserve",
                "Before you set off, we'll check the bike with you and note any existing marks on your hire form. The bike is your responsibility until you hand it back to a member of staff, and you must lock it any time you leave it unattended.\n\nDeposit: we hold £150 on your card and release it within 5 working days of the return, provided there's no damage.\n\nStandard charges:\n\n- Puncture: £8\n- Broken chain: £25\n- Bent wheel: £60\n- Lost lock or key: £35\n- Stolen bike: £450 (unless you've bought theft cover)\n\nWe don't charge for normal wear, such as worn brake pads. Helmets are free, and we strongly recommend wearing one, though they aren't compulsory for adults.",
            ),
            Good(
                "preserve",
                "Each bike is inspected together with the customer before departure, and any pre-existing marks are recorded on the hire form. The hirer remains responsible for the bike until it is handed back to a staff member, and it must be locked whenever it is left unattended. A deposit of £150 is held on the hirer's card and released within five working days of return, provided the bike is undamaged. The standard charges are £8 for a puncture, £25 for a broken chain, £60 for a bent wheel and £35 for a lost lock or key; a stolen bike is charged at £450 unless theft cover has been purchased. Normal wear, such as worn brake pads, is not charged for. Helmets are provided free of charge and are strongly recommended, although they are not compulsory for adults.",
            ),
            Good(
                "pl",
                "Każdy rower sprawdzamy razem z Tobą przed wyjazdem, a wszelkie istniejące ślady zapisujemy w formularzu wypożyczenia. Odpowiadasz za rower do momentu oddania go pracownikowi i musisz go zapinać za każdym razem, gdy zostawiasz go bez opieki. Na Twojej karcie blokujemy kaucję w wysokości 150 £, którą zwalniamy w ciągu 5 dni roboczych od zwrotu roweru, jeśli nie ma uszkodzeń. Standardowe opłaty: przebita dętka 8 £, zerwany łańcuch 25 £, wygięte koło 60 £, zgubiona blokada lub kluczyk 35 £. Za skradziony rower pobieramy 450 £, chyba że wykupiłeś ubezpieczenie od kradzieży. Nie pobieramy opłat za normalne zużycie, np. starte klocki hamulcowe. Kaski są bezpłatne i zdecydowanie zalecane, ale dla dorosłych nie są obowiązkowe.",
            ),
        ],
        bad=[
            Slip(1, [("£60 for a bent wheel", "£80 for a bent wheel")], "number"),
            Slip(
                2,
                [("ale dla dorosłych nie są obowiązkowe", "a dla dorosłych są obowiązkowe")],
                "negation",
            ),
            Slip(0, [("you must lock it any time", "you should lock it any time")], "modality"),
        ],
    ),
    Case(
        key="en-bookshop-newsletter-privacy-notice-gdpr",
        source="We process your contact details to send you our monthly newsletter. The legal basis is your consent under Article 6(1)(a) of the UK GDPR, and you can withdraw it at any time by clicking 'unsubscribe' in any email or by writing to privacy@meadowbooks.co.uk. We keep your details until you unsubscribe and then delete them within 30 days. We do not sell your data or share it with advertisers; our mailing provider stores it on servers in the EU. You have the right to access, correct or erase your data under Articles 15 to 17. If you are unhappy with how we handle it, you can complain to the ICO at ico.org.uk.",
        good=[
            Good(
                "preserve",
                "We use your contact details to email you our monthly newsletter. We do this on the basis of your consent (UK GDPR, Article 6(1)(a)), which you can withdraw whenever you like: click 'unsubscribe' in any of our emails or write to privacy@meadowbooks.co.uk. Your details stay with us until you unsubscribe, after which we delete them within 30 days. We never sell your data and we don't share it with advertisers. Our mailing provider keeps it on servers in the EU. Under Articles 15 to 17 you have the right to access, correct or erase your data, and if you're not happy with how we handle it, you can complain to the ICO at ico.org.uk.",
            ),
            Good(
                "preserve",
                "**What we use:** your contact details, to send you our monthly newsletter.\n**Legal basis:** your consent, under Article 6(1)(a) of the UK GDPR. You can withdraw it at any time by clicking 'unsubscribe' in any email or by writing to privacy@meadowbooks.co.uk.\n**How long we keep it:** until you unsubscribe; we then delete it within 30 days.\n**Who sees it:** we do not sell it or share it with advertisers. Our mailing provider stores it on servers in the EU.\n**Your rights:** Articles 15 to 17 give you the right to access, correct or erase your data.\n**Complaints:** if you are unhappy with how we handle your data, you can complain to the ICO (ico.org.uk).",
            ),
            Good(
                "pl",
                "Przetwarzamy Twoje dane kontaktowe, aby wysyłać Ci nasz comiesięczny newsletter. Podstawą prawną jest Twoja zgoda na podstawie art. 6 ust. 1 lit. a UK GDPR; możesz ją wycofać w dowolnym momencie, klikając „unsubscribe” w dowolnym e-mailu lub pisząc na adres privacy@meadowbooks.co.uk. Przechowujemy Twoje dane do czasu wypisania się z newslettera, a następnie usuwamy je w ciągu 30 dni. Nie sprzedajemy Twoich danych ani nie udostępniamy ich reklamodawcom; nasz dostawca usług mailingowych przechowuje je na serwerach w UE. Na podstawie art. 15–17 przysługuje Ci prawo dostępu do danych, ich sprostowania lub usunięcia. Jeśli nie jesteś zadowolony ze sposobu, w jaki je przetwarzamy, możesz złożyć skargę do ICO za pośrednictwem ico.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("(UK GDPR, Article 6(1)(a))", "(UK GDPR, Article 6(1)(f))")], "legal_reference"
            ),
            Slip(1, [("the ICO (ico.org.uk)", "the ICO (ico.gov.uk)")], "url"),
            Slip(
                2,
                [
                    (
                        "Nie sprzedajemy Twoich danych ani nie udostępniamy ich reklamodawcom",
                        "Nie sprzedajemy Twoich danych, ale udostępniamy je reklamodawcom",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-painkiller-tablet-dosage-patient-leaflet",
        source="Take one 400 mg tablet every 6 to 8 hours with food or milk. Do not take more than 3 tablets in 24 hours, and do not use this medicine for longer than 10 days without talking to a doctor. Common side effects, which may affect up to 1 in 10 people, include indigestion and mild stomach pain. Rarely, it can cause stomach bleeding, especially in people over 65. You should not take these tablets if you are more than 30 weeks pregnant. If you have asthma, ask your pharmacist before use, as the medicine may make symptoms worse. Keep out of the sight and reach of children.",
        good=[
            Good(
                "preserve",
                "How to take it: one 400 mg tablet every 6–8 hours, with food or milk.\n\n- Never take more than 3 tablets in 24 hours.\n- Don't use it for longer than 10 days without speaking to a doctor.\n- Common side effects (may affect up to 1 in 10 people): indigestion and mild stomach pain.\n- Rarely, it can cause stomach bleeding, particularly in people over 65.\n- You should not take these tablets if you are more than 30 weeks pregnant.\n- Have asthma? Check with your pharmacist before using it, because it may make your symptoms worse.\n- Keep out of the sight and reach of children.",
            ),
            Good(
                "preserve",
                "Swallow one 400 mg tablet with food or milk every 6 to 8 hours, and do not take more than three tablets in any 24 hours. Do not use it for more than 10 days unless you have talked to a doctor. Up to 1 in 10 people may get common side effects such as indigestion or mild stomach pain. In rare cases it can cause bleeding in the stomach, especially in people over 65. You should not take these tablets if you are more than 30 weeks pregnant. If you have asthma, ask a pharmacist before you start taking it, because it may make your symptoms worse. Store it out of the sight and reach of children.",
            ),
            Good(
                "pl",
                "Przyjmuj jedną tabletkę 400 mg co 6–8 godzin, z jedzeniem lub mlekiem. Nie przyjmuj więcej niż 3 tabletek w ciągu 24 godzin i nie stosuj tego leku dłużej niż 10 dni bez konsultacji z lekarzem. Częste działania niepożądane, które mogą wystąpić u maksymalnie 1 na 10 osób, to niestrawność i łagodny ból brzucha. Rzadko lek może powodować krwawienie z żołądka, zwłaszcza u osób w wieku powyżej 65 lat. Nie należy przyjmować tych tabletek, jeśli ciąża trwa dłużej niż 30 tygodni. Jeśli masz astmę, przed zastosowaniem leku zapytaj farmaceutę, ponieważ lek może nasilić objawy. Przechowywać w miejscu niewidocznym i niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "because it may make your symptoms worse",
                        "because it will make your symptoms worse",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("You should not take these tablets", "You must not take these tablets")],
                "modality",
            ),
            Slip(2, [("co 6–8 godzin", "co 4–6 godzin")], "number"),
        ],
    ),
    Case(
        key="en-api-rate-limits-readme-section",
        source="## Rate limits\n\nEach API key can make up to 600 requests per minute. If you exceed the limit, the API returns `429 Too Many Requests` with a `Retry-After` header giving the number of seconds to wait.\n\n### Best practices\n\n- Do not retry immediately; back off exponentially, starting at 1 second.\n- Cache responses where possible, especially for `GET /v2/catalog`.\n- Never share your key in client-side code.\n\nLimits are not applied to the `/health` endpoint. If you need a higher limit, contact support@quaylabs.io.",
        good=[
            Good(
                "preserve",
                "## Rate limits\n\nYou can send up to 600 requests per minute with each API key. Go over that and the API responds with `429 Too Many Requests`, plus a `Retry-After` header telling you how many seconds to wait.\n\n### Best practices\n\n- Don't retry straight away: use exponential backoff, starting at 1 second.\n- Cache responses whenever you can, particularly for `GET /v2/catalog`.\n- Never expose your key in client-side code.\n\nThe `/health` endpoint isn't rate-limited. Need a higher limit? Contact support@quaylabs.io.",
            ),
            Good(
                "preserve",
                "## Rate limits\n\nThe API allows a maximum of 600 requests per minute per API key; the `/health` endpoint is exempt from this limit. Requests over the limit receive `429 Too Many Requests`, and the `Retry-After` header states how many seconds to wait before trying again.\n\n### Best practices\n\n- Do not retry immediately. Back off exponentially, beginning with a 1-second delay.\n- Where possible, cache responses, above all for `GET /v2/catalog`.\n- Never include your key in client-side code.\n\nFor a higher limit, get in touch with support@quaylabs.io.",
            ),
            Good(
                "pl",
                "## Limity zapytań\n\nKażdy klucz API może wykonać do 600 zapytań na minutę. Po przekroczeniu limitu API zwraca `429 Too Many Requests` z nagłówkiem `Retry-After`, który podaje, ile sekund należy odczekać.\n\n### Dobre praktyki\n\n- Nie ponawiaj zapytań od razu; stosuj wykładnicze wydłużanie odstępów (exponential backoff), zaczynając od 1 sekundy.\n- W miarę możliwości buforuj odpowiedzi, zwłaszcza dla `GET /v2/catalog`.\n- Nigdy nie umieszczaj swojego klucza w kodzie po stronie klienta.\n\nLimity nie dotyczą endpointu `/health`. Jeśli potrzebujesz wyższego limitu, napisz na support@quaylabs.io.",
            ),
        ],
        bad=[
            Slip(1, [("`GET /v2/catalog`", "`GET /v1/catalog`")], "code"),
            Slip(2, [("### Dobre praktyki\n", "Dobre praktyki\n")], "markdown"),
            Slip(
                0,
                [
                    (
                        "The `/health` endpoint isn't rate-limited.",
                        "The `/health` endpoint is rate-limited.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-low-resource-speech-workshop-cfp",
        source="The 9th Workshop on Low-Resource Speech Processing invites submissions of long papers (up to 8 pages) and short papers (up to 4 pages), excluding references. Submissions must be anonymised and formatted with the official template; papers that do not follow the template may be rejected without review. The submission deadline is 15 March 2026 (23:59 AoE), and authors will be notified by 30 April. At least one author of each accepted paper must register and present in person in Tallinn. Papers under review elsewhere may be submitted, but this must be declared on the submission form. Full details are at lrsp-workshop.org.",
        good=[
            Good(
                "preserve",
                "**Call for papers: 9th Workshop on Low-Resource Speech Processing**\n\n- Paper types: long (up to 8 pages) and short (up to 4 pages); references don't count towards the limit.\n- Format: submissions must be anonymised and use the official template. Papers that don't follow it may be rejected without review.\n- Deadline: 15 March 2026, 23:59 AoE.\n- Notification: by 30 April.\n- Presentation: at least one author of each accepted paper must register and present in person in Tallinn.\n- Dual submission: papers under review elsewhere may be submitted, but you must declare this on the submission form.\n- Full details: lrsp-workshop.org",
            ),
            Good(
                "preserve",
                "We welcome long papers of up to 8 pages and short papers of up to 4 pages (not counting references) for the 9th Workshop on Low-Resource Speech Processing. All submissions must be anonymised and prepared with the official template, and any paper that ignores the template may be rejected without review. Please submit by March 15, 2026, 23:59 AoE; authors will be notified by April 30. Each accepted paper must have at least one author who registers and presents it in person in Tallinn. You may submit work that is under review at another venue, but you must declare it on the submission form. Full details: lrsp-workshop.org.",
            ),
            Good(
                "pl",
                "9. Warsztaty z Przetwarzania Mowy dla Języków o Niskich Zasobach (Workshop on Low-Resource Speech Processing) zapraszają do nadsyłania długich artykułów (do 8 stron) i krótkich artykułów (do 4 stron), nie licząc bibliografii. Zgłoszenia muszą być zanonimizowane i sformatowane zgodnie z oficjalnym szablonem; prace niezgodne z szablonem mogą zostać odrzucone bez recenzji. Termin nadsyłania zgłoszeń upływa 15 marca 2026 r. (23:59 AoE), a autorzy otrzymają powiadomienia do 30 kwietnia. Co najmniej jeden autor każdej przyjętej pracy musi się zarejestrować i osobiście zaprezentować ją w Tallinnie. Można zgłaszać prace recenzowane równolegle gdzie indziej, ale fakt ten musi zostać zadeklarowany w formularzu zgłoszeniowym. Pełne informacje: lrsp-workshop.org.",
            ),
        ],
        bad=[
            Slip(0, [("Notification: by 30 April.", "Notification: by 30 May.")], "date"),
            Slip(
                1,
                [
                    (
                        "Each accepted paper must have at least one author",
                        "Each accepted paper should have at least one author",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "osobiście zaprezentować ją w Tallinnie.",
                        "osobiście zaprezentować ją w Tallinnie. Najlepsze prace zostaną opublikowane w specjalnym numerze czasopisma „Speech Communication”.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-remote-work-productivity-evidence-review",
        source="Evidence on whether remote work raises productivity is mixed. A large randomised trial at a Chinese travel agency found that home-based call-centre staff were about 13% more productive (Bloom et al., 2015, Quarterly Journal of Economics), although part of the gain came from fewer breaks and sick days. Later studies of hybrid arrangements suggest that one or two home days a week probably do not harm performance and may reduce staff turnover. However, these results cannot simply be generalised to jobs that depend on close collaboration, where fully remote work may slow down the mentoring of junior staff. Most studies also rely on self-reported output, which is likely to overstate the effect.",
        good=[
            Good(
                "preserve",
                "The evidence on remote work and productivity is mixed. In a large randomised trial at a Chinese travel agency, call-centre employees working from home were roughly 13% more productive (Bloom et al., 2015, Quarterly Journal of Economics), though fewer breaks and sick days accounted for part of this gain. Subsequent research on hybrid working suggests that one or two days at home per week probably do not hurt performance and may lower staff turnover. These findings cannot, however, simply be extended to jobs that rely on close collaboration, where fully remote work may slow the mentoring of junior employees. Moreover, most studies depend on self-reported output, which probably overstates the effect.",
            ),
            Good(
                "preserve",
                "Does remote work make people more productive? The evidence is mixed.\n\n- One large randomised trial at a Chinese travel agency found that call-centre staff working from home were about 13% more productive (Bloom et al., 2015, Quarterly Journal of Economics). Some of that gain, though, came from taking fewer breaks and sick days.\n- Later work on hybrid set-ups suggests that one or two home days a week probably don't damage performance, and may cut staff turnover.\n- These results can't simply be applied to jobs built on close collaboration; there, working fully remotely may slow down the mentoring of junior staff.\n- Most studies also measure output through self-reports, which are likely to overstate the effect.",
            ),
            Good(
                "pl",
                "Dowody na to, czy praca zdalna zwiększa produktywność, są niejednoznaczne. Duże badanie randomizowane przeprowadzone w chińskim biurze podróży wykazało, że pracownicy call center pracujący z domu byli o około 13% bardziej produktywni (Bloom i in., 2015, Quarterly Journal of Economics), choć część tego wzrostu wynikała z rzadszych przerw i mniejszej liczby dni zwolnień chorobowych. Późniejsze badania modeli hybrydowych sugerują, że jeden lub dwa dni pracy z domu w tygodniu prawdopodobnie nie szkodzą wydajności i mogą ograniczać rotację pracowników. Wyników tych nie można jednak po prostu uogólniać na stanowiska wymagające ścisłej współpracy, gdzie w pełni zdalna praca może spowalniać mentoring mniej doświadczonych pracowników. Większość badań opiera się też na deklarowanych przez samych pracowników wynikach, co prawdopodobnie zawyża efekt.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "(Bloom i in., 2015, Quarterly Journal of Economics)",
                        "(Bloom i in., 2015, American Economic Review)",
                    )
                ],
                "citation",
            ),
            Slip(
                0,
                [("which probably overstates the effect", "which overstates the effect")],
                "hedge",
            ),
            Slip(
                1,
                [("probably don't damage performance", "probably damage performance")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-landlord-deposit-scheme-prescribed-information",
        source="Your deposit of £1,200 was protected with the Deposit Protection Service on 3 February 2025, as required by section 213 of the Housing Act 2004. We must give you the prescribed information within 30 days of receiving the deposit, and it is enclosed with this letter. At the end of the tenancy, we will agree any deductions with you before returning the deposit. If we cannot agree, either of us may refer the dispute to the scheme's free adjudication service. Deductions can only be made for damage beyond fair wear and tear, unpaid rent or missing items listed on the inventory. Your tenancy ends on 31 January 2026.",
        good=[
            Good(
                "preserve",
                "We protected your £1,200 deposit with the Deposit Protection Service on 3 February 2025, as section 213 of the Housing Act 2004 requires. We must give you the prescribed information within 30 days of receiving your deposit, and you'll find it enclosed with this letter. When your tenancy ends on 31 January 2026, we'll agree any deductions with you before returning the money. If we can't reach agreement, either of us may take the dispute to the scheme's free adjudication service. We can only make deductions for damage beyond fair wear and tear, unpaid rent, or missing items listed on the inventory.",
            ),
            Good(
                "preserve",
                "Deposit protection confirmation\n\n- Amount: £1,200\n- Scheme: Deposit Protection Service\n- Date protected: 3 February 2025\n- Required under: section 213 of the Housing Act 2004\n\nWe are required to give you the prescribed information within 30 days of receiving the deposit; it is enclosed. Your tenancy ends on 31 January 2026. Before the deposit is returned at the end of the tenancy, any deductions will be agreed with you, and if agreement cannot be reached, either party may refer the dispute to the scheme's free adjudication service. Deductions can only be made for damage beyond fair wear and tear, unpaid rent or missing items listed on the inventory.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1200 £ została zabezpieczona w Deposit Protection Service 3 lutego 2025 r., zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Musimy przekazać Ci wymagane informacje (prescribed information) w ciągu 30 dni od otrzymania kaucji; znajdziesz je w załączeniu do tego listu. Po zakończeniu najmu, zanim zwrócimy kaucję, uzgodnimy z Tobą ewentualne potrącenia. Jeśli nie dojdziemy do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów prowadzonej przez system ochrony kaucji. Potrącenia mogą dotyczyć wyłącznie szkód wykraczających poza normalne zużycie, niezapłaconego czynszu lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym. Twoja umowa najmu kończy się 31 stycznia 2026 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("Date protected: 3 February 2025", "Date protected: 3 March 2025")], "date"),
            Slip(2, [("Musimy przekazać Ci", "Powinniśmy przekazać Ci")], "modality"),
        ],
    ),
    Case(
        key="en-quarry-cli-linux-install-guide",
        source="## Installing on Linux\n\nYou need Python 3.10 or newer. Install the CLI with:\n\n```\npipx install quarry-cli==2.3.1\n```\n\nThen run `quarry init` in your project folder; it creates a `quarry.toml` file with default settings. The first sync usually takes about 5 minutes for a 1 GB repository, depending on your connection. If you are behind a proxy, set `QUARRY_PROXY` before running any command. Version 2.3.1 does not support ARM64 yet; support is expected in 2.4.",
        good=[
            Good(
                "preserve",
                "## Installing on Linux\n\n1. Make sure you have Python 3.10 or later.\n2. Install the CLI:\n\n   ```\n   pipx install quarry-cli==2.3.1\n   ```\n\n3. In your project folder, run `quarry init`. This creates a `quarry.toml` file with the default settings.\n\nIf you're behind a proxy, set `QUARRY_PROXY` before you run any command. The first sync usually takes around 5 minutes for a 1 GB repository, though this depends on your connection. Note that ARM64 isn't supported in 2.3.1 yet; support is expected in 2.4.",
            ),
            Good(
                "preserve",
                "## Installing on Linux\n\nRequirements: Python 3.10 or newer. Install the CLI like this:\n\n```\npipx install quarry-cli==2.3.1\n```\n\nNext, run `quarry init` inside your project folder to generate a `quarry.toml` with default settings. For a 1 GB repository, the first sync typically takes about 5 minutes, depending on your connection. Behind a proxy? Set `QUARRY_PROXY` before running any command. ARM64 is not yet supported in version 2.3.1; support is expected to arrive in 2.4.",
            ),
            Good(
                "pl",
                "## Instalacja w systemie Linux\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj CLI poleceniem:\n\n```\npipx install quarry-cli==2.3.1\n```\n\nNastępnie uruchom `quarry init` w folderze projektu; polecenie utworzy plik `quarry.toml` z ustawieniami domyślnymi. Pierwsza synchronizacja repozytorium o rozmiarze 1 GB trwa zwykle około 5 minut, w zależności od połączenia. Jeśli korzystasz z serwera proxy, ustaw `QUARRY_PROXY` przed uruchomieniem jakiegokolwiek polecenia. Wersja 2.3.1 nie obsługuje jeszcze ARM64; wsparcie spodziewane jest w wersji 2.4.",
            ),
        ],
        bad=[
            Slip(0, [("set `QUARRY_PROXY` before", "set `QUARRY_PROXY_URL` before")], "code"),
            Slip(1, [("For a 1 GB repository", "For a 10 GB repository")], "number"),
            Slip(
                2,
                [("wsparcie spodziewane jest w wersji 2.4", "wsparcie pojawi się w wersji 2.4")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-vet-booster-vaccination-reminder-email",
        source="Hi Emma, this is a reminder that Biscuit is due his annual booster vaccination by 12 June. Boosters protect against leptospirosis, parvovirus and distemper, and the appointment takes about 15 minutes. If the booster is more than 3 months late, he may need to restart the full course of two injections. Please don't feed him in the two hours before the visit if he gets car-sick. We are open Monday to Saturday, 8:30 am to 6 pm, and you can book online or by calling 01632 960418. Kennels will not accept him without an up-to-date vaccination card. Best wishes, Elm Tree Veterinary Surgery",
        good=[
            Good(
                "preserve",
                "Hi Emma, just a reminder that Biscuit's annual booster is due by 12 June. It protects him against leptospirosis, parvovirus and distemper, and the appointment only takes about 15 minutes. If he's more than 3 months overdue, he may have to start the full two-injection course again. If he gets car-sick, please don't feed him for two hours before you come in. You can book online or call us on 01632 960418; we're open Monday to Saturday from 8:30 am to 6 pm. Remember that kennels won't take him without an up-to-date vaccination card. Best wishes, Elm Tree Veterinary Surgery",
            ),
            Good(
                "preserve",
                "Dear Emma,\n\nBiscuit's annual booster vaccination is due by 12 June.\n\n- What it covers: leptospirosis, parvovirus and distemper.\n- How long it takes: about 15 minutes.\n- If it's late: if the booster is more than 3 months overdue, he may need to restart the full course of two injections.\n- If he gets car-sick: please don't feed him in the two hours before the visit.\n- Booking: online or on 01632 960418 (Monday to Saturday, 8:30 am to 6 pm).\n\nPlease note that kennels will not accept Biscuit unless his vaccination card is up to date.\n\nBest wishes,\nElm Tree Veterinary Surgery",
            ),
            Good(
                "pl",
                "Cześć Emmo, przypominamy, że termin corocznego szczepienia przypominającego Biscuita mija 12 czerwca. Szczepienie chroni przed leptospirozą, parwowirozą i nosówką, a wizyta trwa około 15 minut. Jeśli szczepienie przypominające zostanie opóźnione o ponad 3 miesiące, może być konieczne rozpoczęcie od nowa pełnego cyklu dwóch zastrzyków. Jeśli Biscuit cierpi na chorobę lokomocyjną, prosimy nie karmić go przez dwie godziny przed wizytą. Jesteśmy czynni od poniedziałku do soboty w godz. 8:30–18:00; wizytę możesz umówić online lub dzwoniąc pod numer 01632 960418. Hotele dla psów nie przyjmą go bez aktualnej książeczki szczepień. Serdecznie pozdrawiamy, Elm Tree Veterinary Surgery",
            ),
        ],
        bad=[
            Slip(0, [("due by 12 June", "due by 21 June")], "date"),
            Slip(
                1,
                [
                    (
                        "leptospirosis, parvovirus and distemper.",
                        "leptospirosis, parvovirus and distemper, plus a free nail trim.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Hotele dla psów nie przyjmą go bez aktualnej",
                        "Hotele dla psów przyjmą go także bez aktualnej",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-garden-waste-collection-fortnightly-change",
        source="From Monday 6 October, garden waste will be collected every two weeks instead of weekly across the Eastfield and Long Marston areas. The annual garden waste permit will cost £48, up from £42, and you can renew it online until 30 September. Each permit covers one brown bin; a second bin costs an extra £30. Grass cuttings, hedge trimmings and leaves are accepted, but food waste, soil and rubble are not. Please put your bin out by 7 am on collection day with the lid closed. The council says the change is expected to save around £210,000 a year.",
        good=[
            Good(
                "preserve",
                "**Garden waste collections are changing**\n\nFrom Monday 6 October, garden waste in Eastfield and Long Marston will be collected fortnightly rather than every week.\n\n- Permit price: £48 a year (previously £42). You can renew online until 30 September.\n- One permit covers one brown bin. A second bin costs an extra £30.\n- Accepted: grass cuttings, hedge trimmings, leaves.\n- Not accepted: food waste, soil, rubble.\n- Put your bin out by 7 am on collection day, with the lid closed.\n\nThe council says the change is expected to save around £210,000 a year.",
            ),
            Good(
                "preserve",
                "Garden waste collections in Eastfield and Long Marston will move from weekly to fortnightly from Monday 6 October. The yearly permit is going up from £42 to £48, and you can renew it online until 30 September. A permit covers one brown bin; if you want a second one, it will cost you another £30. You can put in grass cuttings, hedge trimmings and leaves, but not food waste, soil or rubble. Please have your bin out, with its lid shut, by 7 am on your collection day. According to the council, the change is expected to save roughly £210,000 a year.",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 października odpady zielone na terenie Eastfield i Long Marston będą odbierane co dwa tygodnie zamiast co tydzień. Roczne zezwolenie na odbiór odpadów zielonych będzie kosztować 48 £ zamiast dotychczasowych 42 £; można je odnowić online do 30 września. Każde zezwolenie obejmuje jeden brązowy pojemnik; za drugi pojemnik trzeba dopłacić 30 £. Przyjmowane są skoszona trawa, ścinki z żywopłotu i liście, ale nie odpady spożywcze, ziemia ani gruz. Prosimy wystawić pojemnik do godz. 7:00 w dniu odbioru, z zamkniętą pokrywą. Według rady zmiana ma przynieść szacunkowo około 210 000 £ oszczędności rocznie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Put your bin out by 7 am on collection day, with the lid closed.",
                        "- Wystaw pojemnik do godz. 7:00 w dniu odbioru, z zamkniętą pokrywą.",
                    ),
                    (
                        "The council says the change is expected to save around £210,000 a year.",
                        "Według rady zmiana ma przynieść szacunkowo około 210 000 £ oszczędności rocznie.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("it will cost you another £30", "it will cost you another £35")], "number"),
            Slip(
                2,
                [
                    (
                        "obejmuje jeden brązowy pojemnik;",
                        "obejmuje jeden brązowy pojemnik, dostarczany bezpłatnie w ciągu tygodnia;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-minimum-wage-rise-policy-brief",
        source="Raising the minimum wage by 10% is likely to increase earnings for about 1.8 million low-paid workers, according to the Low Pay Commission's 2024 report. International evidence suggests that moderate increases have had little or no effect on employment (Dube, 2019, p. 14), although effects may be larger in regions with lower average wages. We therefore recommend that the increase be phased in over two years and that its impact be reviewed after 12 months. The government must publish the review, and employers with fewer than 10 staff may apply for transitional support.",
        good=[
            Good(
                "preserve",
                "**Key points**\n\n- A 10% rise in the minimum wage is likely to boost earnings for around 1.8 million low-paid workers (Low Pay Commission, 2024 report).\n- International evidence suggests that moderate increases have had little or no effect on employment (Dube, 2019, p. 14), though the effects may be larger in regions where average wages are lower.\n\n**Recommendations**\n\n- Phase the increase in over two years.\n- Review its impact after 12 months.\n\nThe government must publish the review, and employers with fewer than 10 staff may apply for transitional support.",
            ),
            Good(
                "preserve",
                "According to the Low Pay Commission's 2024 report, a 10% increase in the minimum wage is likely to raise the pay of roughly 1.8 million low-paid workers. Evidence from other countries suggests that moderate rises have had little or no impact on employment (Dube, 2019, p. 14), though the impact may be greater where average wages are lower. For that reason, we recommend phasing in the increase over two years and reviewing its effects after 12 months. The review must be published by the government. Employers with fewer than 10 staff may apply for transitional support.",
            ),
            Good(
                "pl",
                "Według raportu Low Pay Commission z 2024 roku podniesienie płacy minimalnej o 10% prawdopodobnie zwiększy zarobki około 1,8 mln nisko opłacanych pracowników. Dane międzynarodowe sugerują, że umiarkowane podwyżki miały niewielki wpływ na zatrudnienie albo nie miały go wcale (Dube, 2019, s. 14), choć w regionach o niższych średnich płacach skutki mogą być większe. Dlatego zalecamy, aby podwyżkę wprowadzać stopniowo przez dwa lata, a jej skutki ocenić po 12 miesiącach. Rząd musi opublikować tę ocenę, a pracodawcy zatrudniający mniej niż 10 osób mogą ubiegać się o wsparcie przejściowe.",
            ),
        ],
        bad=[
            Slip(0, [("(Dube, 2019, p. 14)", "(Dube, 2019, p. 41)")], "citation"),
            Slip(2, [("skutki mogą być większe", "skutki są większe")], "hedge"),
            Slip(
                1,
                [
                    (
                        "The review must be published by the government.",
                        "The review may be published by the government.",
                    )
                ],
                "modality",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""English source cases of blind set 92: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-aquarium-weekly-water-change-routine",
        source="Weekly maintenance for the 200-litre community tank: replace about 25% of the water every Saturday, using dechlorinated water within 1 °C of the tank temperature. Nitrate should stay below 40 mg/L; if a test shows more than that, do a second change of the same size midweek. Do not clean the filter sponge under tap water, because chlorine will kill the bacteria that break down ammonia — rinse it in the water you have just removed instead. Feed once a day, only as much as the fish finish in two minutes. New fish must be quarantined for at least 14 days in the separate 60-litre tank before they join the others. Overfeeding is probably the most common cause of cloudy water in this setup.",
        good=[
            Good(
                "preserve",
                """Weekly care for the 200-litre community tank:

- Every Saturday, change about 25% of the water, using dechlorinated water that is within 1 °C of the tank's temperature.
- Nitrate should stay below 40 mg/L. If a test reads higher, do a second change of the same size midweek.
- Don't clean the filter sponge under the tap: chlorine will kill the bacteria that break down ammonia. Rinse it in the tank water you've just taken out instead.
- Feed once a day, and only as much as the fish can finish in two minutes.
- New fish must spend at least 14 days in quarantine in the separate 60-litre tank before they join the others.

Overfeeding is probably the most common cause of cloudy water in this setup.""",
            ),
            Good(
                "preserve",
                "If you look after the 200-litre community tank, here's the routine. Each Saturday, swap out about 25% of the water with dechlorinated water that is no more than 1 °C warmer or cooler than the tank. Feed the fish once a day, giving only what they eat up within two minutes — overfeeding is probably the most common reason the water in this setup turns cloudy. Nitrate should stay below 40 mg/L, and if your test shows a higher reading, do an extra change of the same size in the middle of the week. Don't wash the filter sponge under the tap; the chlorine will kill the bacteria that break down ammonia, so rinse it in the water you've just drained out. Any new fish must be quarantined for at least 14 days in the separate 60-litre tank before joining the rest.",
            ),
            Good(
                "pl",
                "Cotygodniowa pielęgnacja 200-litrowego akwarium towarzyskiego: w każdą sobotę wymieniaj około 25% wody, używając wody odchlorowanej, której temperatura różni się od temperatury w akwarium najwyżej o 1 °C. Poziom azotanów powinien pozostawać poniżej 40 mg/l; jeśli test wykaże więcej, w połowie tygodnia wykonaj drugą podmianę tej samej wielkości. Nie czyść gąbki filtra pod wodą z kranu, ponieważ chlor zabije bakterie rozkładające amoniak — zamiast tego wypłucz ją w wodzie, którą właśnie wylałeś z akwarium. Karm raz dziennie, tylko tyle, ile ryby zjedzą w ciągu dwóch minut. Nowe ryby muszą przejść co najmniej 14-dniową kwarantannę w osobnym akwarium 60-litrowym, zanim dołączą do pozostałych. Przekarmianie jest prawdopodobnie najczęstszą przyczyną mętnej wody w tym zestawie.",
            ),
        ],
        bad=[
            Slip(0, [("the 200-litre community tank", "the 250-litre community tank")], "number"),
            Slip(
                1,
                [
                    (
                        "overfeeding is probably the most common reason",
                        "overfeeding is the most common reason",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Nowe ryby muszą przejść", "Nowe ryby powinny przejść")], "modality"),
        ],
    ),
    Case(
        key="en-wedding-barn-deposit-booking-terms",
        source="Thank you for choosing Hartwell Barn for your wedding on Saturday 14 June 2025. To hold the date, a non-refundable deposit of £1,500 is due within 10 days of signing this agreement; the remaining balance of £6,200 is payable no later than 8 weeks before the event. The barn seats up to 120 guests for a sit-down meal, and the evening capacity is 160. Outside catering is not permitted, but you may bring your own wedding cake. Amplified music must end by 11:30 pm because of our licence. If you cancel more than 6 months in advance, we will likely be able to transfer your deposit to another date in the same calendar year, subject to availability.",
        good=[
            Good(
                "preserve",
                """Thank you for booking your wedding at Hartwell Barn for Saturday, June 14, 2025. Here is a summary of the key terms:

1. Deposit: £1,500, non-refundable, due within 10 days of signing this agreement to hold the date.
2. Balance: the remaining £6,200 is payable no later than 8 weeks before the event.
3. Capacity: up to 120 guests seated for a meal; 160 in the evening.
4. Food: outside catering is not allowed, although you may bring your own wedding cake.
5. Music: under the terms of our licence, amplified music must finish by 11:30 pm.
6. Cancellation: if you cancel more than six months ahead, we will likely be able to move your deposit to another date in the same calendar year, depending on availability.""",
            ),
            Good(
                "preserve",
                "We're delighted you've chosen Hartwell Barn for your wedding on Saturday 14 June 2025! Your date is held with a £1,500 deposit, which is non-refundable and due within 10 days of you signing this agreement. The remaining balance of £6,200 is due no later than 8 weeks before the big day. For a sit-down meal the barn seats up to 120 guests, and the evening capacity is 160. We don't permit outside catering, but you're welcome to bring your own wedding cake. Because of our licence, amplified music must end by 11:30 pm. And if you need to cancel more than 6 months in advance, we'll likely be able to transfer your deposit to another date in the same calendar year, subject to availability.",
            ),
            Good(
                "pl",
                "Dziękujemy za wybór Hartwell Barn na Wasze wesele w sobotę 14 czerwca 2025 r. Aby zarezerwować termin, w ciągu 10 dni od podpisania niniejszej umowy należy wpłacić bezzwrotny zadatek w wysokości 1500 GBP; pozostała kwota 6200 GBP jest płatna najpóźniej 8 tygodni przed uroczystością. Stodoła mieści do 120 gości przy posiłku serwowanym do stołu, a wieczorem do 160 osób. Catering zewnętrzny jest niedozwolony, ale możecie przywieźć własny tort weselny. Ze względu na naszą licencję muzyka nagłośniona musi ucichnąć do 23:30. Jeśli odwołacie rezerwację z wyprzedzeniem większym niż 6 miesięcy, prawdopodobnie będziemy mogli przenieść zadatek na inny termin w tym samym roku kalendarzowym, w zależności od dostępności.",
            ),
        ],
        bad=[
            Slip(0, [("we will likely be able to move", "we will be able to move")], "hedge"),
            Slip(
                1,
                [
                    (
                        "We don't permit outside catering, but you're welcome",
                        "We permit outside catering, and you're also welcome",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "możecie przywieźć własny tort weselny.",
                        "możecie przywieźć własny tort weselny, który nasz personel bezpłatnie pokroi i poda gościom.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-speech-therapy-s-sound-homework",
        source="Home practice plan for Maya (age 6), /s/ sound. Maya should practise for 10 minutes a day, five days a week, with a parent. Start with the word list from session 4 and move to short phrases only when she gets at least 8 out of 10 words right on two days in a row. Please do not correct every error during reading games; research suggests that frequent correction may reduce children's willingness to try (Williams & McLeod, 2012). Record one practice per week on your phone and bring it to the next session. Progress at this stage is usually gradual, and most children need around 12 weeks before the sound appears consistently in conversation.",
        good=[
            Good(
                "preserve",
                """Maya's home practice plan (age 6) – the /s/ sound

- How often: Maya should practise with a parent for 10 minutes a day, five days a week.
- What to use: begin with the word list from session 4. Move on to short phrases only once she gets at least 8 of the 10 words right on two consecutive days.
- During reading games: please don't correct every mistake — research suggests frequent correction may make children less willing to try (Williams & McLeod, 2012).
- Recordings: once a week, record a practice on your phone and bring it along to the next session.
- What to expect: progress at this stage is usually gradual, and most children need about 12 weeks before the sound shows up consistently in conversation.""",
            ),
            Good(
                "preserve",
                "This plan covers home practice of the /s/ sound for six-year-old Maya. With a parent, she should practise five days a week for 10 minutes each day, beginning with the session 4 word list; she moves up to short phrases only after getting at least 8 out of 10 words right on two days in a row. In reading games, please do not correct every error, since research suggests that frequent correction may lower children's willingness to try (Williams & McLeod, 2012). Each week, record one practice on your phone and bring the recording to the next session. Bear in mind that progress at this stage is usually gradual: most children need around 12 weeks before the sound appears consistently in conversation.",
            ),
            Good(
                "pl",
                "Plan ćwiczeń domowych dla Mai (6 lat), głoska /s/. Maja powinna ćwiczyć z rodzicem po 10 minut dziennie, pięć dni w tygodniu. Zacznijcie od listy słów z 4. sesji i przejdźcie do krótkich wyrażeń dopiero wtedy, gdy przez dwa kolejne dni poprawnie powie co najmniej 8 z 10 słów. Prosimy nie poprawiać każdego błędu podczas zabaw w czytanie; badania sugerują, że częste poprawianie może zmniejszać u dzieci gotowość do podejmowania prób (Williams & McLeod, 2012). Raz w tygodniu nagrajcie jedno ćwiczenie telefonem i przynieście nagranie na kolejną sesję. Postępy na tym etapie są zwykle stopniowe, a większość dzieci potrzebuje około 12 tygodni, zanim głoska zacznie regularnie pojawiać się w rozmowie.",
            ),
        ],
        bad=[
            Slip(1, [("(Williams & McLeod, 2012)", "(Williams & McLeod, 2021)")], "citation"),
            Slip(
                0,
                [
                    (
                        "frequent correction may make children less willing",
                        "frequent correction makes children less willing",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Maja powinna ćwiczyć", "Maja musi ćwiczyć")], "modality"),
        ],
    ),
    Case(
        key="en-canal-lock-boater-operating-hours",
        source="Operating Lock 14 at Hanbury: boaters may use the lock between 8:00 am and 7:00 pm from April to October, and between 9:00 am and 4:00 pm the rest of the year. Never leave a paddle raised while the lock is unattended, and do not open the top gates until the water levels on both sides are equal. Boats longer than 21 metres cannot pass through this lock. Each passage takes roughly 20 minutes, so allow extra time at weekends when queues form. If you see a fault, call the canal helpline on 0303 040 4040 and do not attempt to repair the equipment yourself.",
        good=[
            Good(
                "preserve",
                """Using Lock 14 at Hanbury

Boaters may use the lock from 8:00 to 19:00 between April and October, and from 9:00 to 16:00 for the rest of the year.

1. Check your length: boats over 21 m cannot pass through this lock.
2. Don't open the top gates until the water is level on both sides.
3. Never walk away from the lock with a paddle still raised.
4. Allow roughly 20 minutes per passage, plus extra time at weekends, when queues build up.
5. If anything is faulty, ring the canal helpline on 0303 040 4040 — don't try to repair the equipment yourself.""",
            ),
            Good(
                "preserve",
                "You're allowed to use Lock 14 at Hanbury from 8 am to 7 pm between April and October, and from 9 am to 4 pm during the rest of the year. Please note that boats over 21 metres long cannot pass through. Don't open the top gates until the levels on both sides have equalised, and never leave a paddle up while the lock is unattended. A passage takes roughly 20 minutes, so build in extra time at weekends, when queues form. Spotted a fault? Call the canal helpline on 0303 040 4040, and don't attempt to repair the equipment yourself.",
            ),
            Good(
                "pl",
                "Obsługa śluzy nr 14 w Hanbury: od kwietnia do października wodniacy mogą korzystać ze śluzy w godzinach 8:00–19:00, a przez resztę roku w godzinach 9:00–16:00. Nigdy nie zostawiaj podniesionej zasuwy, gdy przy śluzie nikogo nie ma, i nie otwieraj górnych wrót, dopóki poziomy wody po obu stronach się nie wyrównają. Łodzie dłuższe niż 21 metrów nie mogą przepływać przez tę śluzę. Każde śluzowanie trwa mniej więcej 20 minut, więc w weekendy, gdy tworzą się kolejki, zaplanuj dodatkowy czas. Jeśli zauważysz usterkę, zadzwoń na infolinię kanału pod numer 0303 040 4040 i nie próbuj samodzielnie naprawiać urządzeń.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Nigdy nie zostawiaj podniesionej zasuwy",
                        "Zawsze zostawiaj podniesioną zasuwę",
                    )
                ],
                "negation",
            ),
            Slip(0, [("boats over 21 m cannot", "boats over 24 m cannot")], "number"),
            Slip(1, [("from 9 am to 4 pm", "from 9 am to 5 pm")], "date"),
        ],
    ),
    Case(
        key="en-rare-book-frankenstein-lot-notice",
        source="Lot 87, a first edition of Mary Shelley's Frankenstein (London, 1818), will be offered in our Fine Books sale on 22 May. The estimate is £80,000–120,000. All three volumes are in original boards; volume II has some foxing to the first 30 pages. A buyer's premium of 26% is added to the hammer price. Bidders must register at least 48 hours before the sale at www.ashgrove-auctions.co.uk/register, and a condition report can be requested from books@ashgrove-auctions.co.uk. Absentee bids may be left online but should be placed by 5 pm on the day before the auction.",
        good=[
            Good(
                "preserve",
                """**Lot 87** – Mary Shelley, *Frankenstein*, first edition (London, 1818)

Sale: Fine Books, 22 May. Estimate: £80,000–120,000.

Condition: all three volumes in original boards; some foxing to the first 30 pages of volume II.

A 26% buyer's premium is charged on top of the hammer price. Bidders must register no later than 48 hours before the sale via www.ashgrove-auctions.co.uk/register. To request a condition report, email books@ashgrove-auctions.co.uk. Absentee bids may be submitted online, but they should be in by 5 pm on the day before the auction.""",
            ),
            Good(
                "preserve",
                "Our Fine Books sale on 22 May includes Lot 87: a first edition of Frankenstein by Mary Shelley, published in London in 1818 and estimated at £80,000–120,000. The three volumes remain in their original boards, though the first 30 pages of volume II show some foxing; you can ask for a condition report at books@ashgrove-auctions.co.uk. Please note that a 26% buyer's premium will be added to the hammer price. To bid, you must register at www.ashgrove-auctions.co.uk/register at least 48 hours before the sale. Absentee bids may also be left online and should be placed by 5 pm on the day before the auction.",
            ),
            Good(
                "pl",
                "Pozycja 87 – pierwsze wydanie „Frankensteina” Mary Shelley (Londyn, 1818) – zostanie wystawiona na naszej aukcji Fine Books 22 maja. Estymacja wynosi 80 000–120 000 GBP. Wszystkie trzy tomy zachowały oryginalne okładki kartonowe; w tomie II na pierwszych 30 stronach występują miejscowe zaplamienia (foxing). Do ceny wylicytowanej doliczana jest opłata aukcyjna w wysokości 26%. Licytujący muszą zarejestrować się co najmniej 48 godzin przed aukcją na stronie www.ashgrove-auctions.co.uk/register, a raport o stanie egzemplarza można zamówić pod adresem books@ashgrove-auctions.co.uk. Zlecenia licytacji pod nieobecność można złożyć online, ale powinny one wpłynąć do godziny 17:00 w dniu poprzedzającym aukcję.",
            ),
        ],
        bad=[
            Slip(1, [("a 26% buyer's premium", "a 24% buyer's premium")], "number"),
            Slip(
                0,
                [
                    (
                        "via www.ashgrove-auctions.co.uk/register",
                        "via www.ashgrove-auctions.com/register",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("Licytujący muszą zarejestrować się", "Licytujący powinni zarejestrować się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-geocaching-reservoir-cito-event-listing",
        source="""## Spring CITO at Fernlea Reservoir

Join us for a Cache In Trash Out event on **Sunday 6 April 2025, 10:00–12:30**. Meet at the north car park (N 51° 27.310 W 002° 35.845).

### What to bring

- Gloves and a refillable water bottle
- Sturdy footwear — the lakeside path can be muddy
- A pen for the logbook

Bags and litter pickers will be provided by the park rangers. Children are welcome but must be accompanied by an adult. Please log a "Will Attend" on the listing so we can estimate numbers, and check [the event page](https://coord.info/GC9X4TR) for any weather updates.""",
        good=[
            Good(
                "preserve",
                """## Spring CITO at Fernlea Reservoir

Come along to our Cache In Trash Out event on **Sunday, April 6, 2025, from 10:00 to 12:30**. We'll gather at the north car park (N 51° 27.310 W 002° 35.845).

### What to bring

- Gloves and a water bottle you can refill
- Sturdy shoes or boots, as the path along the lake can get muddy
- A pen to sign the logbook

The park rangers will supply bags and litter pickers. Kids are welcome, but they must be accompanied by an adult. To help us estimate numbers, please log a "Will Attend" on the listing, and keep an eye on [the event page](https://coord.info/GC9X4TR) for any weather updates.""",
            ),
            Good(
                "preserve",
                """## Spring CITO at Fernlea Reservoir

**When:** Sunday 6 April 2025, 10:00–12:30
**Where:** north car park, N 51° 27.310 W 002° 35.845

### What to bring

- Gloves and a refillable water bottle
- Sturdy footwear (the lakeside path can be muddy)
- A pen for the logbook

Park rangers will provide bags and litter pickers. Children are welcome, but they must be accompanied by an adult. Please log a "Will Attend" on the listing so we can estimate numbers, and see [the event page](https://coord.info/GC9X4TR) for any weather updates.""",
            ),
            Good(
                "pl",
                """## Wiosenne CITO nad zbiornikiem Fernlea

Zapraszamy na wydarzenie Cache In Trash Out w **niedzielę 6 kwietnia 2025 r., w godz. 10:00–12:30**. Zbiórka na północnym parkingu (N 51° 27.310 W 002° 35.845).

### Co zabrać

- Rękawice i butelkę na wodę wielokrotnego napełniania
- Solidne obuwie — ścieżka wzdłuż jeziora bywa błotnista
- Długopis do wpisu w logbooku

Worki i chwytaki do śmieci zapewnią strażnicy parku. Dzieci są mile widziane, ale muszą być pod opieką osoby dorosłej. Prosimy o zalogowanie „Will Attend” na listingu, abyśmy mogli oszacować liczbę uczestników, oraz o sprawdzanie [strony wydarzenia](https://coord.info/GC9X4TR), gdzie pojawią się ewentualne informacje o pogodzie.""",
            ),
        ],
        bad=[
            Slip(0, [("### What to bring\n", "What to bring\n")], "markdown"),
            Slip(2, [("10:00–12:30", "10:00–14:30")], "date"),
            Slip(1, [("(https://coord.info/GC9X4TR)", "(https://coord.info/GC9X4RT)")], "url"),
        ],
    ),
    Case(
        key="en-lab-volumetric-glassware-cleaning-sop",
        source="Cleaning volumetric glassware in Lab B2: rinse flasks and pipettes with deionised water immediately after use, then soak them for at least 2 hours in a 2% Alconox solution. Do not use brushes on volumetric flasks, as scratches can affect their calibration. Glassware with stubborn organic residue may be placed in the base bath, but only by staff who have completed the base-bath safety training; nitrile gloves and a face shield are required. Never put volumetric glassware in the drying oven — heat can distort the glass. Let items air-dry upside down on the rack. Chipped or cracked pieces must be discarded in the glass waste bin, not the general bin.",
        good=[
            Good(
                "preserve",
                """Lab B2 – cleaning volumetric glassware

1. Immediately after use, rinse flasks and pipettes with deionised water.
2. Soak them in a 2% Alconox solution for a minimum of 2 hours.
3. Don't use brushes on volumetric flasks: scratches can affect their calibration.
4. Stubborn organic residue: the glassware may go into the base bath, but only staff who have completed the base-bath safety training may put it there, and nitrile gloves and a face shield are required.
5. Let items air-dry upside down on the rack. Never put volumetric glassware in the drying oven, because heat can distort the glass.
6. Chipped or cracked pieces must be thrown away in the glass waste bin, not the general bin.""",
            ),
            Good(
                "preserve",
                "In Lab B2, volumetric glassware is cleaned as follows. As soon as you've finished with flasks and pipettes, rinse them with deionised water and leave them to soak for at least 2 hours in a 2% Alconox solution. Don't use brushes on volumetric flasks, since scratching can affect their calibration. If glassware has stubborn organic residue, it may be put in the base bath, though only by staff who have completed the base-bath safety training, and nitrile gloves plus a face shield are required. Dry everything upside down on the rack in the open air; never put volumetric glassware in the drying oven, as the heat can distort the glass. Any chipped or cracked pieces must go in the glass waste bin rather than the general bin.",
            ),
            Good(
                "pl",
                "Mycie szkła miarowego w pracowni B2: kolby i pipety opłucz wodą dejonizowaną zaraz po użyciu, a następnie namocz je na co najmniej 2 godziny w 2-procentowym roztworze Alconoxu. Nie używaj szczotek do kolb miarowych, ponieważ zarysowania mogą wpłynąć na ich kalibrację. Szkło z uporczywymi pozostałościami organicznymi można umieścić w łaźni zasadowej, ale wyłącznie przez pracowników, którzy ukończyli szkolenie z bezpiecznej obsługi łaźni zasadowej; wymagane są rękawice nitrylowe i osłona twarzy. Nigdy nie wkładaj szkła miarowego do suszarki laboratoryjnej — wysoka temperatura może odkształcić szkło. Pozostaw naczynia do wyschnięcia na powietrzu, do góry dnem, na stojaku. Wyszczerbione lub pęknięte naczynia muszą trafić do pojemnika na odpady szklane, a nie do zwykłego kosza.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Nigdy nie wkładaj szkła miarowego do suszarki laboratoryjnej",
                        "Zawsze wkładaj szkło miarowe do suszarki laboratoryjnej",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "the glassware may go into the base bath",
                        "the glassware must go into the base bath",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "who have completed the base-bath safety training,",
                        "who have completed the base-bath safety training, which the safety officer runs every Monday morning,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-marathon-entry-fees-transfer-deadline",
        source="Registration for the 2025 Riverside Marathon opens on 3 February at 9:00 GMT and closes on 30 June, or earlier if all 8,000 places are filled. The entry fee is £68 for affiliated club runners and £72 for everyone else. Entries are not refundable, but you can transfer your place to another runner until 31 August through your account at riversidemarathon.org/transfer; a £10 admin fee applies. Runners must be at least 18 years old on race day, 19 October. The course closes 6 hours and 30 minutes after the start, when roads reopen to traffic.",
        good=[
            Good(
                "preserve",
                """**When can I register?** Registration for the 2025 Riverside Marathon opens at 9:00 GMT on 3 February and closes on 30 June — or sooner, if all 8,000 places are filled.

**How much does it cost?** £68 if you run for an affiliated club, £72 for everyone else.

**Can I get a refund?** No, entries aren't refundable. You can, however, transfer your place to another runner until 31 August via your account at riversidemarathon.org/transfer, for a £10 admin fee.

**Is there an age limit?** Yes: you must be at least 18 on race day, 19 October.

**Is there a time limit?** The course closes 6 hours 30 minutes after the start, at which point roads reopen to traffic.""",
            ),
            Good(
                "preserve",
                "The 2025 Riverside Marathon (race day: 19 October) has 8,000 places. Entries open on 3 February at 9:00 GMT and close on 30 June, unless all the places are filled earlier. Affiliated club runners pay £68; everyone else pays £72. Entries are non-refundable, but until 31 August you can pass your place on to another runner through your account at riversidemarathon.org/transfer, for a £10 admin fee. Every runner must be at least 18 years old on race day. Six and a half hours after the start, the course closes and roads reopen to traffic.",
            ),
            Good(
                "pl",
                "Zapisy na Riverside Marathon 2025 ruszają 3 lutego o 9:00 GMT i potrwają do 30 czerwca lub krócej, jeśli wcześniej zostaną zajęte wszystkie 8000 miejsc. Opłata startowa wynosi 68 GBP dla zawodników zrzeszonych w klubach i 72 GBP dla pozostałych. Opłaty nie podlegają zwrotowi, ale do 31 sierpnia możesz przekazać swój pakiet startowy innemu biegaczowi przez swoje konto na stronie riversidemarathon.org/transfer; pobierana jest wtedy opłata administracyjna 10 GBP. W dniu biegu, 19 października, zawodnicy muszą mieć ukończone 18 lat. Trasa zostaje zamknięta 6 godzin i 30 minut po starcie i wtedy drogi są ponownie otwierane dla ruchu.",
            ),
        ],
        bad=[
            Slip(2, [("do 31 sierpnia", "do 31 lipca")], "date"),
            Slip(1, [("everyone else pays £72", "everyone else pays £78")], "number"),
            Slip(0, [("riversidemarathon.org/transfer", "riverside-marathon.org/transfer")], "url"),
        ],
    ),
    Case(
        key="en-rooftop-garden-permit-structural-rules",
        source="Rooftop gardens on residential buildings in the city require a permit under Section 4.12 of the Municipal Building Code. Applications must include a structural engineer's report confirming that the roof can carry at least 150 kg per square metre when saturated soil and planters are included. Raised beds must not be placed within 1.5 metres of the roof edge unless a guardrail at least 1.1 metres high is installed. Irrigation systems should connect to the building's existing drainage; rainwater tanks over 500 litres need separate approval under Regulation 17(3). Permits are usually issued within 6 weeks. Fees are waived for community gardens run by registered non-profit organisations.",
        good=[
            Good(
                "preserve",
                """Do you need a permit for a rooftop garden? On a residential building in the city, yes — under Section 4.12 of the Municipal Building Code.

- What your application must include: a structural engineer's report confirming the roof can carry at least 150 kg/m², counting saturated soil and planters.
- Layout: raised beds must not be placed within 1.5 m of the roof edge unless a guardrail at least 1.1 m high is installed.
- Water: irrigation systems should connect to the building's existing drainage. Rainwater tanks larger than 500 litres need separate approval under Regulation 17(3).
- Timing and fees: permits are usually issued within 6 weeks, and fees are waived for community gardens run by registered non-profit organisations.""",
            ),
            Good(
                "preserve",
                "Under Section 4.12 of the Municipal Building Code, a permit is required for any rooftop garden on a residential building in the city. Each application must be accompanied by a report from a structural engineer confirming that the roof can bear at least 150 kg per square metre, including saturated soil and planters. No raised bed may be placed less than 1.5 metres from the roof edge unless a guardrail of at least 1.1 metres in height has been installed. Irrigation systems should be connected to the building's existing drainage, and rainwater tanks exceeding 500 litres require separate approval under Regulation 17(3). Permits are usually issued within six weeks, and fees are waived for community gardens operated by registered non-profit organisations.",
            ),
            Good(
                "pl",
                "Ogrody na dachach budynków mieszkalnych w mieście wymagają pozwolenia na podstawie sekcji 4.12 Miejskiego Kodeksu Budowlanego. Wniosek musi zawierać opinię inżyniera konstruktora potwierdzającą, że dach uniesie co najmniej 150 kg na metr kwadratowy, wliczając nasiąkniętą wodą ziemię i donice. Podwyższonych grządek nie wolno ustawiać bliżej niż 1,5 metra od krawędzi dachu, chyba że zamontowano barierkę o wysokości co najmniej 1,1 metra. Systemy nawadniania powinny być podłączone do istniejącej instalacji odwadniającej budynku; zbiorniki na deszczówkę o pojemności powyżej 500 litrów wymagają odrębnej zgody na podstawie przepisu 17(3). Pozwolenia wydawane są zwykle w ciągu 6 tygodni. Ogrody społeczne prowadzone przez zarejestrowane organizacje non-profit są zwolnione z opłat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "under Section 4.12 of the Municipal Building Code",
                        "under Section 4.21 of the Municipal Building Code",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Systemy nawadniania powinny być podłączone",
                        "Systemy nawadniania muszą być podłączone",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "fees are waived for community gardens",
                        "fees are not waived for community gardens",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-esports-valorant-open-match-rules",
        source="Rules for the Northside Open (Valorant, 5v5): each team must register five players and may list one substitute. Substitutions are allowed only between maps, not during a map. Matches in the group stage are best-of-one; from the quarter-finals onwards they are best-of-three. Teams that are not in their lobby 10 minutes after the scheduled start will forfeit the first map. Players may not use third-party software that modifies the game client, and anyone found doing so will be disqualified. Coaches can communicate with players only during tactical timeouts, of which each team gets two per map. Disputes must be raised with an admin before the next map begins.",
        good=[
            Good(
                "preserve",
                """**Northside Open – rules (Valorant, 5v5)**

- Rosters: each team must register five players and may list one substitute.
- Substitutions: allowed between maps only — never during a map.
- Format: best-of-one in the group stage; best-of-three from the quarter-finals onwards.
- Lateness: a team that isn't in its lobby 10 minutes after the scheduled start forfeits the first map.
- Software: players may not use third-party software that modifies the game client; anyone caught doing so will be disqualified.
- Coaching: coaches can communicate with players only during tactical timeouts (two per team per map).
- Disputes: must be raised with an admin before the next map begins.""",
            ),
            Good(
                "preserve",
                "Here's how the Northside Open (Valorant, 5v5) works. Every team must sign up five players and may name one substitute. Substitutions can only happen between maps, not in the middle of one. Group-stage matches are best-of-one, and from the quarter-finals onwards they're best-of-three. If your team still isn't in the lobby 10 minutes after the scheduled start, you forfeit the first map. Using third-party software that modifies the game client is not permitted, and any player found using it will be disqualified. Coaches can talk to their players only in tactical timeouts — each team gets two per map. If you have a dispute, you must raise it with an admin before the next map begins.",
            ),
            Good(
                "pl",
                "Regulamin Northside Open (Valorant, 5v5): każda drużyna musi zgłosić pięciu zawodników i może wskazać jednego rezerwowego. Zmiany zawodników są dozwolone wyłącznie między mapami, a nie w trakcie mapy. Mecze fazy grupowej rozgrywane są w formacie best-of-one, a od ćwierćfinałów – best-of-three. Drużyna, której nie ma w lobby 10 minut po planowanej godzinie rozpoczęcia, oddaje walkowerem pierwszą mapę. Zawodnikom nie wolno używać oprogramowania firm trzecich modyfikującego klienta gry, a każdy, u kogo zostanie to wykryte, zostanie zdyskwalifikowany. Trenerzy mogą komunikować się z zawodnikami tylko podczas przerw taktycznych, których każda drużyna ma dwie na mapę. Spory muszą zostać zgłoszone administratorowi przed rozpoczęciem kolejnej mapy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "allowed between maps only — never during a map",
                        "allowed between maps and also during a map",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "których każda drużyna ma dwie na mapę",
                        "których każda drużyna ma trzy na mapę",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "any player found using it will be disqualified.",
                        "any player found using it will be disqualified and banned from Northside events for 12 months.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-citybike-python-client-readme",
        source="""# citybike-client

A small Python client for the CityBike public API.

## Installation

```bash
pip install citybike-client==2.3.1
```

Python 3.9 or newer is required. Set your API key in the `CITYBIKE_API_KEY` environment variable before importing the package; requests without a key are limited to 60 per hour.

## Usage

Call `get_stations(city="oslo")` to list stations. Results are cached for 30 seconds by default; you can change this with the `cache_ttl` argument. You should not call the API more than once per second, even with a key.""",
        good=[
            Good(
                "preserve",
                """# citybike-client

A lightweight Python client for CityBike's public API.

## Installation

```bash
pip install citybike-client==2.3.1
```

You need Python 3.9 or later. Before you import the package, put your API key in the `CITYBIKE_API_KEY` environment variable — without a key, you're limited to 60 requests per hour.

## Usage

To list stations, call `get_stations(city="oslo")`. By default, results are cached for 30 seconds; pass the `cache_ttl` argument to change that. Even with a key, you should not call the API more than once per second.""",
            ),
            Good(
                "preserve",
                """# citybike-client

Minimal Python client for the public CityBike API.

## Installation

Requires Python 3.9 or newer.

```bash
pip install citybike-client==2.3.1
```

Before importing the package, set the `CITYBIKE_API_KEY` environment variable to your API key. Requests made without a key are limited to 60 per hour.

## Usage

- `get_stations(city="oslo")` lists the stations.
- Results are cached for 30 seconds by default; change this with the `cache_ttl` argument.
- Even with a key, you should not call the API more than once per second.""",
            ),
            Good(
                "pl",
                """# citybike-client

Niewielki klient w Pythonie do publicznego API CityBike.

## Instalacja

```bash
pip install citybike-client==2.3.1
```

Wymagany jest Python 3.9 lub nowszy. Przed zaimportowaniem pakietu ustaw klucz API w zmiennej środowiskowej `CITYBIKE_API_KEY`; żądania bez klucza są ograniczone do 60 na godzinę.

## Użycie

Wywołaj `get_stations(city="oslo")`, aby pobrać listę stacji. Domyślnie wyniki są przechowywane w pamięci podręcznej przez 30 sekund; możesz to zmienić argumentem `cache_ttl`. Nie powinieneś wywoływać API częściej niż raz na sekundę, nawet jeśli masz klucz.""",
            ),
        ],
        bad=[
            Slip(2, [("`CITYBIKE_API_KEY`", "`CITYBIKE_TOKEN`")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\npip install citybike-client==2.3.1\n```",
                        "pip install citybike-client==2.3.1",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [("You need Python 3.9 or later.", "Python 3.9 or later is recommended.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-varroa-oxalic-acid-vapour-timing",
        source="Oxalic acid vapour is one of the most widely used winter treatments against Varroa mites. In a field trial across 48 colonies, Gregorc and Sampson (2019, Insects 10(8): 246) reported that a single application during the broodless period reduced mite loads by roughly 90%. Efficacy appears to drop sharply when capped brood is present, because the mites inside sealed cells are not reached. Beekeepers should therefore treat when the colony is likely to be broodless, typically in late November or December in northern Europe. Operators must wear a respirator rated for acid gases, as the vapour can irritate the lungs. Repeated treatments may harm young brood, though the evidence remains limited.",
        good=[
            Good(
                "preserve",
                "Among winter treatments for Varroa mites, oxalic acid vapour is one of the most widely used. Gregorc and Sampson (2019, Insects 10(8): 246) ran a field trial across 48 colonies and reported that a single application in the broodless period cut mite loads by roughly 90%. When capped brood is present, however, efficacy appears to fall sharply, since the vapour does not reach mites inside sealed cells. For that reason, beekeepers should treat when the colony is likely to be broodless — in northern Europe, typically late November or December. Repeated treatments may harm young brood, although the evidence is still limited. Because the vapour can irritate the lungs, anyone applying it must wear a respirator rated for acid gases.",
            ),
            Good(
                "preserve",
                """Why timing matters with oxalic acid vapour

Oxalic acid vapour is among the most widely used winter treatments for Varroa mites. In a field trial of 48 colonies, a single application given during the broodless period reduced mite loads by roughly 90% (Gregorc and Sampson, 2019, Insects 10(8): 246). The catch: efficacy appears to drop sharply when there is capped brood, because mites sealed inside cells are out of reach. So beekeepers should treat when the colony is likely to be broodless — usually late November or December in northern Europe.

Safety: anyone applying the vapour must wear a respirator rated for acid gases, as it can irritate the lungs. Treating repeatedly may harm young brood, but the evidence is limited so far.""",
            ),
            Good(
                "pl",
                "Pary kwasu szczawiowego to jedna z najczęściej stosowanych zimowych metod zwalczania roztocza Varroa. W badaniu terenowym obejmującym 48 rodzin Gregorc i Sampson (2019, Insects 10(8): 246) odnotowali, że pojedyncze zastosowanie w okresie bezczerwiowym zmniejszyło porażenie roztoczami o około 90%. Skuteczność wydaje się gwałtownie spadać, gdy w ulu jest czerw kryty, ponieważ pary nie docierają do roztoczy w zasklepionych komórkach. Pszczelarze powinni więc przeprowadzać zabieg wtedy, gdy rodzina prawdopodobnie jest bez czerwiu – w Europie Północnej zwykle pod koniec listopada lub w grudniu. Osoba wykonująca zabieg musi nosić maskę ochronną z filtrem przeciw gazom kwaśnym, ponieważ pary mogą podrażniać płuca. Powtarzane zabiegi mogą szkodzić młodemu czerwiowi, choć dowody na to są wciąż ograniczone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Gregorc and Sampson (2019, Insects", "Gregorc and Sampson (2016, Insects")],
                "citation",
            ),
            Slip(2, [("o około 90%", "o 90%")], "hedge"),
            Slip(
                1,
                [("In a field trial of 48 colonies", "In a field trial of 18 colonies")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-shorthold-deposit-deductions-tenant-advice",
        source="When your tenancy ends, your landlord must return your deposit within 10 days of agreeing the amount with you. If you had an assured shorthold tenancy in England, the deposit must have been protected in a government-approved scheme within 30 days of payment, as required by section 213 of the Housing Act 2004. Your landlord cannot deduct money for fair wear and tear, such as faded curtains or light scuffs on walls. If you disagree with the deductions, you can use the scheme's free dispute service, but you must normally raise the dispute within 3 months of the tenancy ending. Keep copies of your check-in inventory and any photos; they are often the deciding evidence.",
        good=[
            Good(
                "preserve",
                """Getting your deposit back at the end of a tenancy

- Once you and your landlord have agreed the amount, the landlord must return your deposit within 10 days.
- For an assured shorthold tenancy in England, section 213 of the Housing Act 2004 required the deposit to be protected in a government-approved scheme within 30 days of you paying it.
- Your landlord cannot deduct anything for fair wear and tear — faded curtains, light scuffs on the walls and the like.
- Disagree with the deductions? You can use the scheme's free dispute service, but you must normally raise the dispute within 3 months of the tenancy ending.
- Keep copies of your check-in inventory and any photos, as they are often the deciding evidence.""",
            ),
            Good(
                "preserve",
                "At the end of a tenancy, the landlord must repay the deposit within 10 days of the amount being agreed with the tenant. In the case of an assured shorthold tenancy in England, section 213 of the Housing Act 2004 requires the deposit to have been protected in a government-approved scheme within 30 days of payment. No deductions may be made for fair wear and tear, for example faded curtains or light scuffs on walls. A tenant who disagrees with the deductions can use the scheme's free dispute service; however, the dispute must normally be raised within 3 months of the tenancy ending. Keep copies of the check-in inventory and any photographs, as these are often the deciding evidence.",
            ),
            Good(
                "pl",
                "Po zakończeniu najmu wynajmujący musi zwrócić Ci kaucję w ciągu 10 dni od uzgodnienia z Tobą jej wysokości. Jeśli Twoja umowa była umową typu assured shorthold tenancy w Anglii, kaucja musiała zostać zabezpieczona w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej wpłacenia, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Wynajmujący nie może potrącać pieniędzy za normalne zużycie, takie jak wyblakłe zasłony czy lekkie otarcia na ścianach. Jeśli nie zgadzasz się z potrąceniami, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów prowadzonej przez ten system, ale co do zasady musisz zgłosić spór w ciągu 3 miesięcy od zakończenia najmu. Zachowaj kopie protokołu zdawczo-odbiorczego i wszelkie zdjęcia; często to one przesądzają o wyniku sporu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                0,
                [("return your deposit within 10 days", "return your deposit within 14 days")],
                "date",
            ),
            Slip(2, [("Wynajmujący nie może potrącać", "Wynajmujący może potrącać")], "negation"),
        ],
    ),
    Case(
        key="en-choir-spring-concert-rehearsal-notes",
        source="Notes from Tuesday's rehearsal: the spring concert is confirmed for Saturday 17 May at St Anne's Church, with a 7:30 pm start. Singers must arrive by 6:15 pm for the warm-up and sound check. Please learn the Rutter pieces from memory if you can; the Fauré Requiem can be sung from scores. Black concert folders will be handed out next week, so please don't buy your own. We still need two more tenors — if you know anyone who might be interested, ask them to contact Helen. Tickets cost £12, or £8 for students, and should be available from the choir website by the end of March.",
        good=[
            Good(
                "preserve",
                """Rehearsal notes (Tuesday)

- Spring concert confirmed: Saturday 17 May, St Anne's Church, starting at 7:30 pm. All singers must arrive by 6:15 pm for the warm-up and sound check.
- Rutter: please learn these pieces by heart if you can. Fauré Requiem: this can be sung from scores.
- Black concert folders will be given out next week — please don't buy your own.
- We're still two tenors short. If you know someone who might be interested, ask them to get in touch with Helen.
- Tickets: £12 (students £8). They should be available from the choir website by the end of March.""",
            ),
            Good(
                "preserve",
                "Hi everyone, a quick round-up from Tuesday's rehearsal. Our spring concert is now confirmed: Saturday 17 May, 7:30 pm, at St Anne's Church. You must be there by 6:15 pm for the warm-up and sound check. If you can, please memorise the Rutter pieces — the Fauré Requiem can be sung from scores. Please don't buy your own black concert folder, because we'll be handing them out next week. We're still looking for two more tenors, so if anyone you know might be interested, ask them to contact Helen. Tickets are £12 (£8 for students) and should be available from the choir website by the end of March.",
            ),
            Good(
                "pl",
                "Notatki z wtorkowej próby: wiosenny koncert odbędzie się na pewno w sobotę 17 maja w kościele św. Anny, początek o 19:30. Chórzyści muszą przyjść do 18:15 na rozśpiewanie i próbę dźwięku. Jeśli to możliwe, nauczcie się utworów Ruttera na pamięć; Requiem Faurégo można śpiewać z nut. Czarne teczki koncertowe zostaną rozdane w przyszłym tygodniu, więc prosimy nie kupować własnych. Wciąż potrzebujemy dwóch tenorów — jeśli znacie kogoś, kto mógłby być zainteresowany, poproście, żeby skontaktował się z Helen. Bilety kosztują 12 GBP, a dla studentów 8 GBP, i powinny być dostępne na stronie chóru do końca marca.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Czarne teczki koncertowe zostaną rozdane w przyszłym tygodniu, więc prosimy nie kupować własnych.",
                        "Black concert folders will be handed out next week, so please don't buy your own.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "ask them to get in touch with Helen.",
                        "ask them to get in touch with Helen before the open auditions on 2 April.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("You must be there by 6:15 pm", "You should be there by 6:15 pm")], "modality"
            ),
        ],
    ),
    Case(
        key="en-home-compost-bin-rat-prevention",
        source="Composting at home without attracting rats. Most rat problems in compost bins are probably caused by cooked food, so do not add meat, fish, dairy or leftovers from your plate. Raw fruit and vegetable peelings, coffee grounds and shredded cardboard are all fine. Place the bin on bare soil with a square of wire mesh underneath; the holes should be no larger than 6 mm, as young rats can squeeze through surprisingly small gaps. Turn the heap every 2–3 weeks — rats prefer undisturbed spots. A well-managed bin will usually produce usable compost in 9 to 12 months. If you do see signs of rats, stop adding food waste for at least a month.",
        good=[
            Good(
                "preserve",
                """How to compost at home without attracting rats

- Leave out cooked food: don't add meat, fish, dairy or leftovers from your plate. It's probably behind most rat problems in compost bins.
- Fine to add: raw fruit and vegetable peelings, coffee grounds and shredded cardboard.
- Stand the bin on bare soil over a square of wire mesh. The holes should be no larger than 6 mm — young rats can squeeze through surprisingly small gaps.
- Turn the heap every 2–3 weeks, since rats prefer undisturbed spots.
- A well-managed bin will usually give you usable compost in 9 to 12 months.
- If you do spot signs of rats, stop adding food waste for at least a month.""",
            ),
            Good(
                "preserve",
                "Want to compost at home without attracting rats? Start with what goes in. Raw fruit and vegetable peelings, coffee grounds and shredded cardboard are all fine, but don't add meat, fish, dairy or leftovers from your plate — cooked food is probably the cause of most rat problems in compost bins. Put the bin on bare soil with a square of wire mesh underneath. The holes should be no larger than 6 mm, because young rats can squeeze through surprisingly small gaps. Rats prefer spots that are left undisturbed, so turn the heap every 2–3 weeks. Managed well, a bin will usually produce usable compost in 9 to 12 months. And if you do notice signs of rats, stop adding food waste for at least a month.",
            ),
            Good(
                "pl",
                "Kompostowanie w domu bez przyciągania szczurów. Większość problemów ze szczurami w kompostownikach jest prawdopodobnie spowodowana gotowanym jedzeniem, dlatego nie dodawaj mięsa, ryb, nabiału ani resztek z talerza. Surowe obierki z owoców i warzyw, fusy z kawy i pocięty karton są w porządku. Ustaw kompostownik na gołej ziemi, podkładając pod niego kwadrat siatki drucianej; oczka nie powinny być większe niż 6 mm, bo młode szczury potrafią przecisnąć się przez zaskakująco małe szczeliny. Przerzucaj pryzmę co 2–3 tygodnie — szczury wolą miejsca, w których nikt im nie przeszkadza. Dobrze prowadzony kompostownik zwykle daje gotowy kompost po 9–12 miesiącach. Jeśli zauważysz ślady szczurów, przestań dodawać resztki jedzenia na co najmniej miesiąc.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("It's probably behind most rat problems", "It's behind most rat problems")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "but don't add meat, fish, dairy or leftovers from your plate",
                        "and so are meat, fish, dairy and leftovers from your plate",
                    )
                ],
                "negation",
            ),
            Slip(2, [("większe niż 6 mm", "większe niż 16 mm")], "number"),
        ],
    ),
    Case(
        key="en-tally-cli-v4-upgrade-guide",
        source="""## Upgrading to v4

Version 4.0 drops support for Node.js 16; you need Node.js 18.17 or later. Before upgrading, back up your `.tallyrc.json` file, because the migration rewrites it in place.

1. Update the package: `npm install tally-cli@4`
2. Run `tally migrate --dry-run` and review the proposed changes.
3. Run `tally migrate` to apply them.

The `--legacy-output` flag has been removed. If your CI scripts parse the old output format, switch to `--format json` instead. See the [changelog](https://github.com/tally-dev/tally/blob/main/CHANGELOG.md) for the full list of breaking changes.""",
        good=[
            Good(
                "preserve",
                """## Upgrading to v4

Node.js 16 is no longer supported as of version 4.0 — you'll need Node.js 18.17 or later. The migration rewrites your `.tallyrc.json` file in place, so back it up before you upgrade.

1. Update the package with `npm install tally-cli@4`.
2. Preview the changes by running `tally migrate --dry-run`, and review them.
3. Apply them with `tally migrate`.

We've removed the `--legacy-output` flag. If your CI scripts parse the old output format, switch to `--format json` instead. The full list of breaking changes is in the [changelog](https://github.com/tally-dev/tally/blob/main/CHANGELOG.md).""",
            ),
            Good(
                "preserve",
                """## Upgrading to v4

**Requirements:** Node.js 18.17 or later (version 4.0 drops support for Node.js 16).
**Before you start:** back up `.tallyrc.json` — the migration rewrites it in place.

1. `npm install tally-cli@4` to update the package
2. `tally migrate --dry-run`, then review the proposed changes
3. `tally migrate` to apply them

**Breaking:** the `--legacy-output` flag has been removed. If your CI scripts parse the old output format, switch to `--format json` instead. For the full list of breaking changes, see the [changelog](https://github.com/tally-dev/tally/blob/main/CHANGELOG.md).""",
            ),
            Good(
                "pl",
                """## Aktualizacja do v4

Wersja 4.0 nie obsługuje już Node.js 16; potrzebujesz Node.js 18.17 lub nowszego. Przed aktualizacją zrób kopię zapasową pliku `.tallyrc.json`, ponieważ migracja nadpisuje go w miejscu.

1. Zaktualizuj pakiet: `npm install tally-cli@4`
2. Uruchom `tally migrate --dry-run` i przejrzyj proponowane zmiany.
3. Uruchom `tally migrate`, aby je zastosować.

Flaga `--legacy-output` została usunięta. Jeśli Twoje skrypty CI parsują stary format wyjścia, przejdź zamiast tego na `--format json`. Pełną listę zmian niekompatybilnych wstecz znajdziesz w [changelogu](https://github.com/tally-dev/tally/blob/main/CHANGELOG.md).""",
            ),
        ],
        bad=[
            Slip(2, [("`--format json`", "`--output json`")], "code"),
            Slip(
                0,
                [
                    (
                        "`npm install tally-cli@4`.\n2. Preview",
                        "`npm install tally-cli@4`, then preview",
                    ),
                    ("3. Apply them", "2. Apply them"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "the migration rewrites it in place.",
                        "the migration rewrites it in place and strips any comments.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-caffeine-six-hours-sleep-trial",
        source="Caffeine taken six hours before bed can still disrupt sleep. In a small randomised trial, Drake et al. (2013), published in the Journal of Clinical Sleep Medicine, gave 12 healthy adults 400 mg of caffeine at bedtime, three hours before, or six hours before. Even the six-hour dose reduced total sleep time by more than one hour, as measured by a home sleep monitor. The authors suggest that people should probably avoid substantial amounts of caffeine after about 5 pm if they go to bed around 11 pm. Because the sample was small and limited to normal sleepers, the results may not apply to everyone.",
        good=[
            Good(
                "preserve",
                "Even six hours before bedtime, caffeine can still disrupt your sleep. Drake et al. (2013), writing in the Journal of Clinical Sleep Medicine, ran a small randomised trial in which 12 healthy adults took 400 mg of caffeine either at bedtime, three hours before it, or six hours before it. A home sleep monitor showed that even the dose taken six hours ahead cut total sleep time by more than an hour. According to the authors, if you go to bed around 11 pm you should probably steer clear of substantial amounts of caffeine after about 5 pm. The sample was small and included only normal sleepers, though, so the results may not apply to everyone.",
            ),
            Good(
                "preserve",
                """**Key points from Drake et al. (2013), Journal of Clinical Sleep Medicine**

- Design: small randomised trial; 12 healthy adults received 400 mg of caffeine at bedtime, 3 hours before bed, or 6 hours before bed.
- Finding: even the 6-hour dose reduced total sleep time by more than one hour (measured with a home sleep monitor).
- The authors' suggestion: people who go to bed around 11 pm should probably avoid substantial amounts of caffeine after about 5 pm.
- Caveat: the sample was small and limited to normal sleepers, so the results may not apply to everyone.

Bottom line: caffeine taken six hours before bed can still disrupt sleep.""",
            ),
            Good(
                "pl",
                "Kofeina przyjęta sześć godzin przed snem wciąż może zaburzać sen. W niewielkim badaniu randomizowanym Drake i wsp. (2013), opublikowanym w Journal of Clinical Sleep Medicine, 12 zdrowych dorosłych otrzymało 400 mg kofeiny tuż przed snem, trzy godziny przed snem lub sześć godzin przed snem. Nawet dawka przyjęta sześć godzin wcześniej skróciła całkowity czas snu o ponad godzinę, co zmierzono domowym monitorem snu. Autorzy sugerują, że osoby kładące się spać około 23:00 powinny prawdopodobnie unikać większych ilości kofeiny po mniej więcej 17:00. Ponieważ próba była mała i obejmowała wyłącznie osoby dobrze sypiające, wyniki mogą nie dotyczyć wszystkich.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Drake et al. (2013), Journal of Clinical Sleep Medicine",
                        "Drake et al. (2013), Sleep Medicine Reviews",
                    )
                ],
                "citation",
            ),
            Slip(0, [("you should probably steer clear", "you should steer clear")], "hedge"),
            Slip(2, [("po mniej więcej 17:00", "po mniej więcej 15:00")], "date"),
        ],
    ),
    Case(
        key="en-millbrook-park-recreational-drone-zone",
        source="Flying drones at Millbrook Country Park. Recreational drone flights are permitted only in the marked zone beside the west meadow, between 9 am and dusk. Under Article 4 of Commission Implementing Regulation (EU) 2019/947, drones in the open category must be kept within visual line of sight and below 120 metres. Drones weighing 250 g or more must display the operator ID issued after registration. Do not fly over crowds, the playground or the nature reserve. Pilots should carry proof of third-party insurance; park staff may ask to see it. Flights may be suspended without notice during events, and up to 15 pilots can use the zone at any one time.",
        good=[
            Good(
                "preserve",
                """Drone flying at Millbrook Country Park – the rules

- Where and when: recreational flights are permitted only in the marked zone next to the west meadow, from 9 am until dusk. Up to 15 pilots can use the zone at any one time.
- Legal limits: under Article 4 of Commission Implementing Regulation (EU) 2019/947, open-category drones must be kept within visual line of sight and below 120 m.
- Registration: any drone weighing 250 g or more must display the operator ID issued after registration.
- No-fly areas: do not fly over crowds, the playground or the nature reserve.
- Insurance: pilots should carry proof of third-party insurance, which park staff may ask to see.
- Events: flights may be suspended without notice.""",
            ),
            Good(
                "preserve",
                "If you'd like to fly a drone for fun at Millbrook Country Park, you may do so only in the marked zone by the west meadow, from 9 am until dusk; up to 15 pilots can use the zone at any one time. In the open category, Article 4 of Commission Implementing Regulation (EU) 2019/947 says your drone must be kept within visual line of sight and below 120 metres. If it weighs 250 g or more, it must display the operator ID you were issued after registering. Don't fly over crowds, the playground or the nature reserve. You should carry proof of third-party insurance, as park staff may ask to see it. Please note that during events, flights may be suspended without notice.",
            ),
            Good(
                "pl",
                "Loty dronami w Millbrook Country Park. Rekreacyjne loty dronami są dozwolone wyłącznie w oznaczonej strefie obok zachodniej łąki, od 9:00 do zmierzchu. Zgodnie z art. 4 rozporządzenia wykonawczego Komisji (UE) 2019/947 drony w kategorii otwartej muszą pozostawać w zasięgu wzroku pilota i poniżej 120 metrów. Drony o masie 250 g lub większej muszą mieć umieszczony numer operatora nadany po rejestracji. Nie lataj nad tłumem, placem zabaw ani rezerwatem przyrody. Piloci powinni mieć przy sobie dowód ubezpieczenia OC; pracownicy parku mogą poprosić o jego okazanie. Podczas imprez loty mogą zostać wstrzymane bez uprzedzenia, a ze strefy może jednocześnie korzystać do 15 pilotów.",
            ),
        ],
        bad=[
            Slip(2, [("(UE) 2019/947", "(UE) 2019/945")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "You should carry proof of third-party insurance",
                        "You must carry proof of third-party insurance",
                    )
                ],
                "modality",
            ),
            Slip(0, [("Up to 15 pilots", "Up to 25 pilots")], "number"),
        ],
    ),
    Case(
        key="en-harbour-museum-volunteer-shift-policy",
        source="Volunteer shifts at the Harbour Museum run from 10:00 to 13:30 or from 13:30 to 17:00, Tuesday to Sunday. Please book shifts at least a week ahead through the rota at volunteers.harbourmuseum.org. If you cannot attend, let the volunteer coordinator know as soon as possible by emailing rota@harbourmuseum.org; do not arrange swaps directly with other volunteers, as the front desk needs an accurate list for fire safety. New volunteers are not allowed to lead gallery tours until they have shadowed at least three tours. Travel expenses up to £15 per shift can be reimbursed if you submit receipts within two months.",
        good=[
            Good(
                "preserve",
                "At the Harbour Museum, volunteer shifts run Tuesday to Sunday, either 10:00–13:30 or 13:30–17:00. Please book your shifts at least one week in advance using the rota at volunteers.harbourmuseum.org. If you can't make a shift, email the volunteer coordinator at rota@harbourmuseum.org as soon as possible. Please don't arrange swaps directly with other volunteers: the front desk needs an accurate list for fire safety. Until they have shadowed at least three tours, new volunteers aren't allowed to lead gallery tours. Travel expenses of up to £15 per shift can be reimbursed, provided you submit receipts within two months.",
            ),
            Good(
                "preserve",
                """Volunteering at the Harbour Museum – quick guide

- Shifts: 10:00–13:30 or 13:30–17:00, Tuesday to Sunday.
- Booking: please book at least a week ahead on the rota (volunteers.harbourmuseum.org).
- Can't attend? Let the volunteer coordinator know as soon as possible at rota@harbourmuseum.org. Don't arrange swaps directly with other volunteers — the front desk needs an accurate list for fire safety.
- Gallery tours: new volunteers are not allowed to lead them until they have shadowed at least three tours.
- Travel expenses: up to £15 per shift can be reimbursed if you submit receipts within two months.""",
            ),
            Good(
                "pl",
                "Dyżury wolontariuszy w Harbour Museum trwają od 10:00 do 13:30 lub od 13:30 do 17:00, od wtorku do niedzieli. Prosimy rezerwować dyżury z co najmniej tygodniowym wyprzedzeniem w grafiku na stronie volunteers.harbourmuseum.org. Jeśli nie możesz przyjść, jak najszybciej poinformuj koordynatora wolontariuszy, pisząc na adres rota@harbourmuseum.org; nie umawiaj się na zamiany bezpośrednio z innymi wolontariuszami, ponieważ recepcja potrzebuje dokładnej listy ze względów bezpieczeństwa pożarowego. Nowi wolontariusze nie mogą prowadzić oprowadzań po galeriach, dopóki nie wezmą udziału w co najmniej trzech oprowadzaniach jako obserwatorzy. Koszty dojazdu do 15 GBP za dyżur mogą zostać zwrócone, jeśli przedstawisz rachunki w ciągu dwóch miesięcy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Don't arrange swaps directly with other volunteers",
                        "You can arrange swaps directly with other volunteers",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "the rota at volunteers.harbourmuseum.org",
                        "the rota at volunteer.harbourmuseum.org",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "w ciągu dwóch miesięcy.",
                        "w ciągu dwóch miesięcy. Każdy wolontariusz otrzymuje też bezpłatny obiad w muzealnej kawiarni.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-street-food-festival-vendor-terms",
        source="Vendor terms – Eastside Street Food Festival, 12–14 September 2025. Pitches measure 3 × 3 metres and cost £450 for the full weekend. Vendors must hold a food hygiene rating of 4 or above and should send a copy of their certificate with the application. Setup is from 7:00 to 10:00 on Friday; vehicles must be off site by 10:30, before gates open at 11:00. Each pitch includes one 16-amp electrical hook-up; generators are not permitted. You may sell soft drinks, but alcohol sales are reserved for the festival bar. Applications close on 30 June, and we will probably announce the final line-up in mid-July.",
        good=[
            Good(
                "preserve",
                """Eastside Street Food Festival (12–14 September 2025) – terms for vendors

- Pitch: 3 m × 3 m, £450 for the full weekend, with one 16-amp electrical hook-up included. Generators are not permitted.
- Hygiene: you must hold a food hygiene rating of 4 or above, and you should send a copy of your certificate with your application.
- Setup: Friday, 7:00–10:00. Vehicles must be off site by 10:30, before the gates open at 11:00.
- Drinks: you may sell soft drinks, but alcohol sales are reserved for the festival bar.
- Deadlines: applications close on 30 June. We will probably announce the final line-up in mid-July.""",
            ),
            Good(
                "preserve",
                "These terms apply to vendors at the Eastside Street Food Festival, held from 12 to 14 September 2025. A 3 × 3 metre pitch costs £450 for the full weekend and comes with one 16-amp electrical hook-up; generators are not permitted. Vendors must hold a food hygiene rating of at least 4 and should submit a copy of their certificate along with their application. Setup takes place on Friday between 7:00 and 10:00, and all vehicles must be off site by 10:30, ahead of the gates opening at 11:00. Vendors may sell soft drinks; alcohol sales are reserved for the festival bar. The application deadline is 30 June, and the final line-up will probably be announced in mid-July.",
            ),
            Good(
                "pl",
                "Warunki dla wystawców – Eastside Street Food Festival, 12–14 września 2025 r. Stanowiska mają wymiary 3 × 3 metry i kosztują 450 GBP za cały weekend. Wystawcy muszą mieć ocenę higieny żywności na poziomie 4 lub wyższym i powinni dołączyć do zgłoszenia kopię certyfikatu. Rozstawianie odbywa się w piątek w godzinach 7:00–10:00; pojazdy muszą opuścić teren do 10:30, przed otwarciem bram o 11:00. Każde stanowisko ma jedno przyłącze elektryczne 16 A; agregaty prądotwórcze są niedozwolone. Możesz sprzedawać napoje bezalkoholowe, ale sprzedaż alkoholu jest zastrzeżona dla festiwalowego baru. Zgłoszenia przyjmujemy do 30 czerwca, a ostateczny skład wystawców prawdopodobnie ogłosimy w połowie lipca.",
            ),
        ],
        bad=[
            Slip(1, [("and should submit a copy", "and must submit a copy")], "modality"),
            Slip(0, [("Setup: Friday, 7:00–10:00.", "Setup: Saturday, 7:00–10:00.")], "date"),
            Slip(2, [("kosztują 450 GBP", "kosztują 540 GBP")], "number"),
        ],
    ),
]

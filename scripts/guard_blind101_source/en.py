# ruff: noqa: E501, RUF001
"""English source cases of blind set 101: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-junior-hurling-training-helmet-rules",
        source="Training for the under-12 and under-14 hurling groups resumes on Saturday 6 September at 10:00 on the back pitch at Ballinteer Park. Sessions last 75 minutes and finish with a short skills game. Every player must wear a helmet with a full face guard; players without one will not be allowed onto the pitch, and we cannot lend helmets this season. Please bring a hurley that reaches roughly to the top of the hip, a water bottle and a gumshield. The annual membership fee is €60 per child, or €100 for two or more children from the same family, and should be paid before the first session. Parents are asked not to stand along the sideline during drills.",
        good=[
            Good(
                "preserve",
                """Hurling is back! Under-12 and under-14 training starts again at 10:00 on Saturday 6 September, on the back pitch at Ballinteer Park. Each session runs for 75 minutes and ends with a short skills game.

Safety first: your child must wear a helmet with a full face guard. Anyone without one will not be allowed onto the pitch, and this season we cannot lend helmets out.

What to bring: a hurley that comes up roughly to the top of the hip, a water bottle and a gumshield.

The annual membership fee is €60 per child, or €100 for two or more children from the same family, and it should be paid before the first session. We ask parents not to stand along the sideline during drills.""",
            ),
            Good(
                "preserve",
                """Under-12 and Under-14 Hurling – Training Information

- Restart: Saturday 6 September, 10:00, back pitch, Ballinteer Park
- Session length: 75 minutes, ending with a short skills game
- Helmets: a helmet with a full face guard is compulsory for every player. Players without one will not be permitted on the pitch, and the club cannot lend helmets this season.
- Equipment: a hurley reaching roughly to the top of the hip, a water bottle and a gumshield
- Annual membership: €60 per child, or €100 for two or more children from one family. Payment should be made before the first session.
- Parents: please do not stand along the sideline during drills.""",
            ),
            Good(
                "pl",
                "Treningi hurlingu dla grup do lat 12 i do lat 14 wracają w sobotę 6 września o 10:00 na tylnym boisku w Ballinteer Park. Zajęcia trwają 75 minut i kończą się krótką grą sprawnościową. Każdy zawodnik musi mieć kask z pełną osłoną twarzy; zawodnicy bez kasku nie zostaną wpuszczeni na boisko, a w tym sezonie nie możemy wypożyczać kasków. Prosimy zabrać kij do hurlingu sięgający mniej więcej do górnej części biodra, bidon i ochraniacz na zęby. Roczna składka członkowska wynosi 60 € za dziecko lub 100 € za dwoje lub więcej dzieci z tej samej rodziny i powinna zostać opłacona przed pierwszymi zajęciami. Rodziców prosimy, by podczas ćwiczeń nie stali wzdłuż linii bocznej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("this season we cannot lend helmets out", "this season we can lend helmets out")],
                "negation",
            ),
            Slip(
                1,
                [("or €100 for two or more children", "or €120 for two or more children")],
                "number",
            ),
            Slip(2, [("w sobotę 6 września", "w sobotę 13 września")], "date"),
        ],
    ),
    Case(
        key="en-model-rocketry-club-launch-day",
        source="Our next club launch is on Sunday 14 April at the Millbrook sod farm, with the range opening at 9:30. All flights follow the NFPA 1122 safety code, and the range safety officer must check every rocket before it goes on the pad. Rockets weighing up to 1,500 grams with no more than 125 grams of propellant fall under the Class 1 rules of 14 CFR Part 101, so no FAA waiver is needed for them. Anything larger should be flown at the regional high-power launch instead. Winds are likely to pick up after midday, so we will probably fly the smaller rockets first. Juniors under 16 may launch only with a parent present.",
        good=[
            Good(
                "preserve",
                "The club's next launch takes place on Sunday 14 April at the Millbrook sod farm; the range opens at 9:30. Every flight follows the NFPA 1122 safety code, and before any rocket goes on the pad, the range safety officer must inspect it. If your rocket weighs no more than 1,500 grams and carries at most 125 grams of propellant, it counts as Class 1 under 14 CFR Part 101 and needs no FAA waiver. Larger rockets should be flown at the regional high-power launch instead. Because the wind is likely to strengthen after midday, we will probably start with the smaller rockets. Juniors under 16 may launch only if a parent is present.",
            ),
            Good(
                "preserve",
                """**Club launch – Sunday 14 April, Millbrook sod farm**

- The range opens at 9:30.
- Safety code: NFPA 1122. The range safety officer must check each rocket before it is placed on the pad.
- Class 1 under 14 CFR Part 101: up to 1,500 g in weight and no more than 125 g of propellant – no FAA waiver required.
- Bigger rockets should go to the regional high-power launch instead.
- Wind is likely to increase after midday, so the smaller rockets will probably fly first.
- Under-16s may launch only with a parent present.""",
            ),
            Good(
                "pl",
                "Najbliższy klubowy start rakiet odbędzie się w niedzielę 14 kwietnia na farmie darni Millbrook; pole startowe zostanie otwarte o 9:30. Wszystkie loty odbywają się zgodnie z kodeksem bezpieczeństwa NFPA 1122, a oficer bezpieczeństwa musi sprawdzić każdą rakietę, zanim trafi ona na wyrzutnię. Rakiety o masie do 1500 gramów, zawierające nie więcej niż 125 gramów paliwa, podlegają zasadom klasy 1 z 14 CFR Part 101, więc nie wymagają zezwolenia FAA. Większe rakiety powinny być wystrzeliwane podczas regionalnego startu rakiet dużej mocy. Po południu wiatr prawdopodobnie się wzmoże, więc zapewne zaczniemy od mniejszych rakiet. Juniorzy poniżej 16 lat mogą startować wyłącznie w obecności rodzica.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the range safety officer must inspect it",
                        "the range safety officer should inspect it",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Wind is likely to increase after midday", "Wind will increase after midday")],
                "hedge",
            ),
            Slip(2, [("z 14 CFR Part 101", "z 14 CFR Part 107")], "legal_reference"),
        ],
    ),
    Case(
        key="en-autumn-regatta-entry-late-fees",
        source="Entries for the Lough Derg Autumn Regatta close at 18:00 on Friday 19 September 2025. Enter online at https://www.lderg-sc.ie/regatta/entry; the fee is €45 per boat, rising to €65 for entries received after the deadline. Late entries will be accepted only if space remains in the fleet. Each boat must carry at least one crew member who holds a valid club membership, and all helms under 18 need a signed parental consent form. The first warning signal is scheduled for 10:55 on Saturday 20 September. Sailing instructions will be posted on the official notice board and emailed to entrants by Wednesday 17 September.",
        good=[
            Good(
                "preserve",
                "Want to sail in the Lough Derg Autumn Regatta? Enter online at https://www.lderg-sc.ie/regatta/entry before entries close at 18:00 on Friday 19 September 2025. The entry fee is €45 per boat; after the deadline it goes up to €65, and a late entry will only be accepted if there is still space in the fleet. At least one crew member on every boat must hold a valid club membership, and any helm under 18 needs a signed parental consent form. The first warning signal is scheduled for 10:55 on Saturday 20 September, and the sailing instructions will be posted on the official notice board and emailed to entrants by Wednesday 17 September.",
            ),
            Good(
                "preserve",
                """Lough Derg Autumn Regatta – entry notes

1. Entries close: 18:00, Friday 19 September 2025.
2. How to enter: online at https://www.lderg-sc.ie/regatta/entry.
3. Fee: €45 per boat, or €65 for entries received after the deadline. Late entries are accepted only while space remains in the fleet.
4. Crew: each boat must have at least one crew member with a valid club membership. Helms under 18 need a signed parental consent form.
5. First warning signal: scheduled for 10:55 on Saturday 20 September.
6. Sailing instructions: posted on the official notice board and emailed to entrants by Wednesday 17 September.""",
            ),
            Good(
                "pl",
                "Zgłoszenia do jesiennych regat Lough Derg Autumn Regatta przyjmujemy do piątku 19 września 2025 r., do godz. 18:00. Zgłoszenia składa się online pod adresem https://www.lderg-sc.ie/regatta/entry; opłata wynosi 45 € od łodzi, a w przypadku zgłoszeń otrzymanych po terminie – 65 €. Spóźnione zgłoszenia będą przyjmowane tylko wtedy, gdy we flocie pozostaną wolne miejsca. Na każdej łodzi musi płynąć co najmniej jeden członek załogi z ważnym członkostwem w klubie, a wszyscy sternicy poniżej 18 lat potrzebują podpisanej zgody rodzica. Pierwszy sygnał ostrzeżenia zaplanowano na 10:55 w sobotę 20 września. Instrukcja żeglugi zostanie wywieszona na oficjalnej tablicy ogłoszeń i wysłana e-mailem do uczestników do środy 17 września.",
            ),
        ],
        bad=[
            Slip(
                0, [("scheduled for 10:55 on Saturday", "scheduled for 11:55 on Saturday")], "date"
            ),
            Slip(1, [("or €65 for entries", "or €56 for entries")], "number"),
            Slip(
                2,
                [
                    (
                        "https://www.lderg-sc.ie/regatta/entry",
                        "https://www.lderg-sc.ie/regatta/entries",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-harvest-picking-rules",
        source="Harvest rules for members of the Riverside Community Orchard. Picking days run from late August until the end of October, on Wednesdays and Saturdays between 9 am and 1 pm. Each member household may take up to 10 kg of fruit per visit; anything beyond that goes to the food bank collection on Sundays. Please do not climb the trees or shake the branches, and never pick from the trees marked with a red ribbon, as these are part of a variety trial. Windfalls may be collected freely. Children must be supervised by an adult at all times. Ladders are stored in the shed and must be returned there before you leave.",
        good=[
            Good(
                "preserve",
                """Riverside Community Orchard: how harvesting works for members

You can pick on Wednesdays and Saturdays from 9 am to 1 pm, from late August until the end of October. Each member household may take up to 10 kg of fruit per visit, and anything over that goes to the Sunday food bank collection. Windfalls may be gathered freely.

Please don't climb the trees or shake the branches, and never pick from trees marked with a red ribbon: they're part of a variety trial. An adult must supervise children at all times. You'll find ladders in the shed, and they must go back there before you leave.""",
            ),
            Good(
                "preserve",
                """Riverside Community Orchard – harvest rules for members

• Picking season: late August to the end of October
• Picking days: Wednesdays and Saturdays, 9 am–1 pm
• Limit: up to 10 kg of fruit per member household per visit; any surplus goes to the food bank collection on Sundays
• Windfalls: may be collected freely
• Climbing the trees or shaking the branches is not allowed
• Trees with a red ribbon belong to a variety trial – never pick from them
• Children: must be supervised by an adult at all times
• Ladders: kept in the shed and must be returned there before you leave""",
            ),
            Good(
                "pl",
                "Zasady zbiorów dla członków Riverside Community Orchard. Owoce można zbierać od końca sierpnia do końca października, w środy i soboty w godzinach 9:00–13:00. Każde zrzeszone gospodarstwo domowe może zabrać podczas jednej wizyty do 10 kg owoców; nadwyżka trafia do zbiórki banku żywności w niedziele. Prosimy nie wspinać się na drzewa ani nie potrząsać gałęziami i nigdy nie zrywać owoców z drzew oznaczonych czerwoną wstążką, ponieważ są one częścią doświadczenia odmianowego. Spady można swobodnie zbierać. Dzieci muszą przez cały czas pozostawać pod opieką osoby dorosłej. Drabiny są przechowywane w szopie i przed wyjściem muszą zostać tam odniesione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "they must go back there before you leave",
                        "they should go back there before you leave",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("shaking the branches is not allowed", "shaking the branches is allowed")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "do zbiórki banku żywności w niedziele",
                        "do zbiórki banku żywności przy parafii św. Józefa w niedziele",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-farmhouse-cheese-making-weekend-course",
        source="Our two-day farmhouse cheese-making course runs on 8–9 March and is limited to 12 participants. On the first day you will make a simple lactic cheese and a batch of halloumi; on the second, a washed-rind cheese that you can take home to mature. The course costs £180, which includes all milk, cultures, lunch on both days and a starter kit worth about £35. We use raw milk from our own herd, so the course is probably not suitable if you are pregnant; please speak to us before booking. Hard cheeses need around three months to mature, so you won't be able to taste yours on the day.",
        good=[
            Good(
                "preserve",
                "Join our two-day farmhouse cheese-making course on 8–9 March (maximum 12 participants). Day one covers a simple lactic cheese and a batch of halloumi; on day two you'll make a washed-rind cheese that you can take home to mature. The £180 fee covers all milk and cultures, lunch on both days and a starter kit worth roughly £35. Because we use raw milk from our own herd, the course is probably not suitable if you're pregnant – please talk to us before you book. Hard cheeses take around three months to mature, so you won't get to taste yours on the day.",
            ),
            Good(
                "preserve",
                "The farmhouse cheese-making course takes place over two days, 8 and 9 March, with places for no more than 12 participants. On the first day, participants make a simple lactic cheese and a batch of halloumi; on the second, a washed-rind cheese, which they can take home to mature. The fee of £180 includes all milk and cultures, lunch on both days, and a starter kit valued at about £35. As the course uses raw milk from the farm's own herd, it is probably not suitable for anyone who is pregnant, and we ask you to speak to us before booking. Because hard cheeses require around three months to mature, it will not be possible to taste them on the day.",
            ),
            Good(
                "pl",
                "Nasz dwudniowy kurs wyrobu serów zagrodowych odbędzie się 8–9 marca; liczba miejsc jest ograniczona do 12 osób. Pierwszego dnia zrobicie prosty ser kwasowy i porcję halloumi, a drugiego – ser o mytej skórce, który można zabrać do domu, by tam dojrzewał. Kurs kosztuje 180 £; w cenie są całe mleko i kultury bakteryjne, lunch w oba dni oraz zestaw startowy o wartości około 35 £. Korzystamy z surowego mleka od własnego stada, dlatego kurs prawdopodobnie nie jest odpowiedni dla kobiet w ciąży – prosimy o kontakt przed rezerwacją. Sery twarde dojrzewają około trzech miesięcy, więc nie będzie można skosztować swojego sera w dniu kursu.",
            ),
        ],
        bad=[
            Slip(0, [("(maximum 12 participants)", "(maximum 15 participants)")], "number"),
            Slip(
                1,
                [("it is probably not suitable for anyone", "it is not suitable for anyone")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Sery twarde dojrzewają około trzech miesięcy, więc nie będzie można skosztować swojego sera w dniu kursu.",
                        "Hard cheeses need around three months to mature, so you won't be able to taste yours on the day.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bsl-interpreter-booking-notice-policy",
        source="To book a BSL/English interpreter for an appointment, contact our bookings team at least 10 working days in advance. Requests made with less notice will be handled on a best-efforts basis, but we cannot guarantee cover. Assignments longer than two hours require two interpreters working in rotation. Under section 20 of the Equality Act 2010, employers and service providers have a duty to make reasonable adjustments, which usually means the organisation, not the Deaf person, pays for the interpreter. Cancellations made less than 48 hours before the booking will be charged in full. Interpreters do not carry out any other role during an assignment, such as note-taking or advocacy.",
        good=[
            Good(
                "preserve",
                "Need a BSL/English interpreter for an appointment? Get in touch with our bookings team at least 10 working days beforehand. If you give us less notice, we'll do our best, but we cannot guarantee cover. For assignments lasting more than two hours, two interpreters are required, working in rotation. Section 20 of the Equality Act 2010 places a duty on employers and service providers to make reasonable adjustments, which usually means the interpreter is paid for by the organisation rather than by the Deaf person. If you cancel less than 48 hours before the booking, you will be charged in full. During an assignment, interpreters do not take on any other role, such as note-taking or advocacy.",
            ),
            Good(
                "preserve",
                """Booking a BSL/English interpreter

- Notice: contact the bookings team at least 10 working days before the appointment. Shorter-notice requests are handled on a best-efforts basis, and cover cannot be guaranteed.
- Long assignments: anything over two hours requires two interpreters working in rotation.
- Who pays: section 20 of the Equality Act 2010 gives employers and service providers a duty to make reasonable adjustments, so it is usually the organisation, not the Deaf person, that pays for the interpreter.
- Cancellations: charged in full if made less than 48 hours before the booking.
- Role: during an assignment, interpreters carry out no other role, such as note-taking or advocacy.""",
            ),
            Good(
                "pl",
                "Aby zarezerwować tłumacza języka BSL/angielskiego na umówione spotkanie, skontaktuj się z naszym działem rezerwacji co najmniej 10 dni roboczych wcześniej. Zgłoszenia złożone w krótszym terminie rozpatrujemy w miarę możliwości, ale nie możemy zagwarantować dostępności tłumacza. Zlecenia trwające dłużej niż dwie godziny wymagają dwóch tłumaczy pracujących zmiennie. Zgodnie z sekcją 20 ustawy Equality Act 2010 pracodawcy i usługodawcy mają obowiązek wprowadzania racjonalnych usprawnień, co zazwyczaj oznacza, że za tłumacza płaci organizacja, a nie osoba głucha. Za rezerwację odwołaną później niż 48 godzin przed terminem pobieramy pełną opłatę. Podczas zlecenia tłumacze nie pełnią żadnej innej funkcji, np. nie sporządzają notatek ani nie występują w roli rzeczników.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("If you cancel less than 48 hours", "If you cancel less than 24 hours")],
                "date",
            ),
            Slip(
                1, [("and cover cannot be guaranteed", "and cover can be guaranteed")], "negation"
            ),
            Slip(
                2, [("Zgodnie z sekcją 20 ustawy", "Zgodnie z sekcją 26 ustawy")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="en-braille-transcription-service-pricing-turnaround",
        source="Our braille transcription service produces documents in Unified English Braille (UEB), contracted or uncontracted, on request. Standard turnaround is 15 working days for documents up to 50 print pages; longer texts are quoted individually. Files should be sent as Word or accessible PDF to transcription@brailleworks.org.uk, and scanned images are not accepted as source files. Tactile diagrams can be added at £12 per diagram. Every transcription is proofread by a certified braille proofreader before it is embossed. Pricing is £3.50 per braille page, and an invoice must be settled within 30 days.",
        good=[
            Good(
                "preserve",
                "We can transcribe your documents into Unified English Braille (UEB), either contracted or uncontracted – just tell us which you need. For documents of up to 50 print pages, our standard turnaround is 15 working days; for anything longer, we'll give you an individual quote. You should send your files as Word documents or accessible PDFs to transcription@brailleworks.org.uk – we don't accept scanned images as source files. We can add tactile diagrams for £12 each. Before embossing, every transcription is proofread by a certified braille proofreader. The price is £3.50 per braille page, and invoices must be paid within 30 days.",
            ),
            Good(
                "preserve",
                """Braille transcription – key facts

- Format: Unified English Braille (UEB), contracted or uncontracted, on request
- Turnaround: 15 working days for documents up to 50 print pages; longer texts are quoted individually
- Source files: should be sent as Word or accessible PDF to transcription@brailleworks.org.uk (scanned images are not accepted)
- Tactile diagrams: can be added at £12 per diagram
- Quality: every transcription is proofread by a certified braille proofreader before embossing
- Price: £3.50 per braille page
- Payment: invoices must be settled within 30 days""",
            ),
            Good(
                "pl",
                "Nasza usługa transkrypcji brajlowskiej przygotowuje dokumenty w standardzie Unified English Braille (UEB), na życzenie w wersji ze skrótami lub bez skrótów. Standardowy czas realizacji wynosi 15 dni roboczych dla dokumentów liczących do 50 stron druku; dłuższe teksty wyceniamy indywidualnie. Pliki powinny być przesyłane w formacie Word lub jako dostępny PDF na adres transcription@brailleworks.org.uk; skanów nie przyjmujemy jako plików źródłowych. Możemy dodać grafiki dotykowe w cenie 12 £ za rycinę. Każda transkrypcja przed wytłoczeniem jest sprawdzana przez certyfikowanego korektora brajla. Cena wynosi 3,50 £ za stronę brajlowską, a faktura musi zostać opłacona w ciągu 30 dni.",
            ),
        ],
        bad=[
            Slip(0, [("£3.50 per braille page", "£3.00 per braille page")], "number"),
            Slip(
                1,
                [
                    (
                        "invoices must be settled within 30 days",
                        "invoices should be settled within 30 days",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("transcription@brailleworks.org.uk", "transcription@brailleworks.co.uk")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-stained-glass-east-window-inspection",
        source="Following our inspection of the east window at St Aidan's, we estimate that around 30% of the leading has failed and will need to be replaced. The glass itself is in reasonable condition, although two painted panels show flaking that may be caused by earlier cleaning with an abrasive product. We do not recommend re-leading in situ; the panels should be removed and taken to our studio, where the work will likely take eight to ten weeks. External protective glazing, installed in 1987, is probably contributing to condensation and should be replaced with a ventilated system. This quote does not include scaffolding.",
        good=[
            Good(
                "preserve",
                "We have inspected the east window at St Aidan's. By our estimate, around 30% of the leading has failed and will have to be replaced. The glass is in reasonable condition overall, but two painted panels show flaking, which may have been caused by earlier cleaning with an abrasive product. Re-leading in situ is not something we recommend: the panels should be taken out and brought to our studio, where the work will likely take eight to ten weeks. The external protective glazing, fitted in 1987, is probably contributing to condensation and should be replaced with a ventilated system. Please note that scaffolding is not included in this quote.",
            ),
            Good(
                "preserve",
                """East window, St Aidan's – inspection summary

1. Leading: we estimate that around 30% has failed and will need replacing.
2. Glass: in reasonable condition; the flaking on two painted panels may be due to earlier cleaning with an abrasive product.
3. Method: we do not recommend re-leading in situ. The panels should be removed and taken to our studio, where the work will likely take eight to ten weeks.
4. Protective glazing: the external glazing installed in 1987 is probably contributing to condensation and should be replaced with a ventilated system.
5. Exclusions: scaffolding is not included in this quote.""",
            ),
            Good(
                "pl",
                "Po oględzinach wschodniego okna w kościele St Aidan's szacujemy, że około 30% ołowianych profili uległo zniszczeniu i będzie wymagało wymiany. Samo szkło jest w dość dobrym stanie, choć na dwóch malowanych kwaterach widać łuszczenie, które może być skutkiem wcześniejszego czyszczenia środkiem ściernym. Nie zalecamy wymiany ołowiu na miejscu; kwatery powinny zostać zdemontowane i przewiezione do naszej pracowni, gdzie prace potrwają prawdopodobnie od ośmiu do dziesięciu tygodni. Zewnętrzne oszklenie ochronne, zamontowane w 1987 roku, prawdopodobnie przyczynia się do kondensacji i powinno zostać zastąpione systemem wentylowanym. Niniejsza wycena nie obejmuje rusztowania.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which may have been caused by earlier cleaning",
                        "which was caused by earlier cleaning",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "the external glazing installed in 1987 is",
                        "the external glazing installed in 1987 by Harcourt Glazing is",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Niniejsza wycena nie obejmuje rusztowania.",
                        "Niniejsza wycena obejmuje również rusztowanie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-clock-repair-workshop-service-terms",
        source="A full service of a mechanical mantel clock takes about four weeks from the day we receive it and costs from £220, depending on the movement. Longcase clocks are serviced in your home where possible; our technician will visit on Tuesdays or Thursdays. Before we start, we will send you a written estimate, and no work is done until you approve it. All repairs carry a 12-month guarantee, which does not cover damage caused by moving the clock or winding it incorrectly. Clocks not collected within 90 days of the completion notice may be sold to cover the cost of the repair. The workshop is closed from 23 December to 3 January.",
        good=[
            Good(
                "preserve",
                "A full service of your mechanical mantel clock costs from £220, depending on the movement, and takes about four weeks from the day it reaches us. Where possible, we service longcase clocks in your home, with our technician visiting on Tuesdays or Thursdays. You'll receive a written estimate before we start, and we won't do any work until you've approved it. Every repair comes with a 12-month guarantee; this does not cover damage caused by moving the clock or by winding it incorrectly. If a clock is not collected within 90 days of the completion notice, we may sell it to cover the cost of the repair. Please note that the workshop is closed from 23 December to 3 January.",
            ),
            Good(
                "preserve",
                """Clock repairs – terms of service

- Mechanical mantel clocks: a full service costs from £220, depending on the movement, and takes about four weeks from the day we receive the clock.
- Longcase clocks: serviced in your home where possible, with technician visits on Tuesdays or Thursdays.
- Estimates: you get a written estimate first, and no work is done until you approve it.
- Guarantee: 12 months on all repairs, excluding damage caused by moving the clock or by incorrect winding.
- Uncollected clocks: may be sold to cover the cost of the repair if not collected within 90 days of the completion notice.
- Holiday closure: 23 December – 3 January.""",
            ),
            Good(
                "pl",
                "Pełny serwis mechanicznego zegara kominkowego trwa około czterech tygodni od dnia, w którym go otrzymamy, i kosztuje od 220 £, w zależności od mechanizmu. Zegary stojące serwisujemy w miarę możliwości w domu klienta; nasz technik przyjeżdża we wtorki lub czwartki. Przed rozpoczęciem prac prześlemy Ci pisemny kosztorys i nie wykonamy żadnych prac, dopóki go nie zaakceptujesz. Wszystkie naprawy objęte są 12-miesięczną gwarancją, która nie obejmuje uszkodzeń spowodowanych przenoszeniem zegara ani jego nieprawidłowym nakręcaniem. Zegary nieodebrane w ciągu 90 dni od powiadomienia o zakończeniu naprawy mogą zostać sprzedane w celu pokrycia jej kosztów. Pracownia jest nieczynna od 23 grudnia do 3 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("from 23 December to 3 January", "from 23 December to 6 January")], "date"),
            Slip(
                1, [("a full service costs from £220", "a full service costs from £250")], "number"
            ),
            Slip(2, [("mogą zostać sprzedane", "zostaną sprzedane")], "modality"),
        ],
    ),
    Case(
        key="en-piano-tuning-home-visit-preparation",
        source="A standard tuning visit takes about an hour and costs £85 within the city; outside it, a travel charge of £0.60 per mile applies. If your piano has not been tuned for more than two years, it will probably need a pitch raise first, which adds roughly 30 minutes and £40. Please make sure the tuner has clear access to the instrument and that there is no loud noise in the room, such as a television or vacuum cleaner. We do not tune pianos in conservatories or next to radiators, as temperature swings mean the tuning will not hold. For most homes, we recommend tuning twice a year.",
        good=[
            Good(
                "preserve",
                "Our standard tuning visit lasts about an hour and costs £85 within the city. Outside the city, we add a travel charge of £0.60 per mile. Has it been more than two years since your piano was last tuned? Then it will probably need a pitch raise first, which adds roughly 30 minutes and £40. Please make sure the tuner can get to the instrument easily and that the room is free of loud noise – no television or vacuum cleaner running, for example. We don't tune pianos in conservatories or next to radiators, because temperature swings mean the tuning won't hold. For most homes, we recommend tuning twice a year.",
            ),
            Good(
                "preserve",
                """Getting ready for your piano tuning

1. Time and price: about an hour, £85 within the city; outside the city, a travel charge of £0.60 per mile applies.
2. Pitch raise: if your piano has not been tuned for more than two years, it will probably need one first (roughly 30 minutes and £40 extra).
3. Access: make sure the tuner has clear access to the instrument.
4. Quiet: no loud noise in the room, such as a television or vacuum cleaner.
5. Location: we do not tune pianos in conservatories or next to radiators – temperature swings mean the tuning will not hold.
6. How often: for most homes, we recommend tuning twice a year.""",
            ),
            Good(
                "pl",
                "Standardowa wizyta stroiciela trwa około godziny i kosztuje 85 £ na terenie miasta; poza miastem doliczamy opłatę za dojazd w wysokości 0,60 £ za milę. Jeśli pianino nie było strojone od ponad dwóch lat, prawdopodobnie najpierw trzeba będzie podnieść strój, co zajmuje dodatkowo mniej więcej 30 minut i kosztuje 40 £. Prosimy zapewnić stroicielowi swobodny dostęp do instrumentu i zadbać, by w pomieszczeniu nie było głośnych dźwięków, np. z telewizora czy odkurzacza. Nie stroimy instrumentów w ogrodach zimowych ani przy kaloryferach, ponieważ przy wahaniach temperatury strój się nie utrzyma. W większości domów zalecamy strojenie dwa razy w roku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Then it will probably need a pitch raise first",
                        "Then it will need a pitch raise first",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "if your piano has not been tuned for more than two years",
                        "if your piano has been tuned within the last two years",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "kosztuje 85 £ na terenie miasta;",
                        "kosztuje 85 £ na terenie miasta, a w cenie jest też bezpłatna regulacja pedałów;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tidewatch-cli-readme-install-config",
        source="""## Installation

`tidewatch` requires Python 3.10 or newer. Install it from PyPI; it is not yet available on conda-forge.

```bash
pip install tidewatch==2.4.1
```

Do not install it system-wide with `sudo`; use a virtual environment instead.

## Configuration

The tool reads its settings from `~/.config/tidewatch/config.toml`. Set `station_id` to the ID of your nearest tide gauge and `units` to either `metric` or `imperial`. If `station_id` is missing, `tidewatch` exits with an error rather than guessing a location. Valid IDs are listed on the [station list](https://tidewatch.dev/stations) page.""",
        good=[
            Good(
                "preserve",
                """## Installing tidewatch

You'll need Python 3.10 or newer. `tidewatch` is published on PyPI (it isn't on conda-forge yet), so install it with pip:

```bash
pip install tidewatch==2.4.1
```

Don't install it system-wide with `sudo` – use a virtual environment instead.

## Configuring it

Settings live in `~/.config/tidewatch/config.toml`. Set two keys there:

- `station_id` – the ID of your nearest tide gauge (valid IDs are on the [station list](https://tidewatch.dev/stations) page)
- `units` – either `metric` or `imperial`

Without `station_id`, `tidewatch` exits with an error instead of guessing a location.""",
            ),
            Good(
                "preserve",
                """## Installation

`tidewatch` needs Python 3.10 or later. It is distributed through PyPI and is not yet available on conda-forge:

```bash
pip install tidewatch==2.4.1
```

Do not use `sudo` to install it system-wide; install it into a virtual environment instead.

## Configuration

Configuration is read from `~/.config/tidewatch/config.toml`:

- set `station_id` to the ID of the nearest tide gauge (valid IDs are listed on the [station list](https://tidewatch.dev/stations) page);
- set `units` to `metric` or `imperial`.

When `station_id` is missing, `tidewatch` exits with an error and does not guess a location.""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidewatch` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI – w conda-forge nie jest jeszcze dostępny.

```bash
pip install tidewatch==2.4.1
```

Nie instaluj go globalnie za pomocą `sudo`; zamiast tego użyj środowiska wirtualnego.

## Konfiguracja

Narzędzie odczytuje ustawienia z pliku `~/.config/tidewatch/config.toml`. Ustaw `station_id` na identyfikator najbliższego mareografu, a `units` na `metric` albo `imperial`. Jeśli brakuje `station_id`, `tidewatch` kończy działanie z błędem, zamiast zgadywać lokalizację. Prawidłowe identyfikatory znajdziesz na stronie [listy stacji](https://tidewatch.dev/stations).""",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/tidewatch/config.toml`", "`~/.tidewatch/config.toml`")], "code"),
            Slip(
                1,
                [("```bash\npip install tidewatch==2.4.1\n```", "pip install tidewatch==2.4.1")],
                "markdown",
            ),
            Slip(
                2,
                [("w conda-forge nie jest jeszcze dostępny", "jest też dostępny w conda-forge")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-varroa-oxalic-acid-winter-treatment",
        source="Oxalic acid treatment in winter remains one of the most effective ways to control varroa mites in broodless colonies. In a field trial across 48 apiaries, Lindqvist and Moreau (2011) reported mite mortality of around 90–95% after a single trickle application. More recent work by Okafor et al. (2019), published in Apidologie, suggests that sublimation may be slightly more effective than trickling and gentler on the bees. However, both methods are likely to be far less effective when capped brood is present, because mites sheltering in sealed cells are not reached. Beekeepers should therefore treat during the broodless period, which in most of northern Europe usually falls in December.",
        good=[
            Good(
                "preserve",
                "Treating broodless colonies with oxalic acid in winter is still one of the most effective ways to keep varroa mites under control. Lindqvist and Moreau (2011) ran a field trial in 48 apiaries and found that a single trickle application killed around 90–95% of the mites. A more recent study by Okafor et al. (2019) in Apidologie suggests that sublimation may work slightly better than trickling and be gentler on the bees. Either method, though, is likely to be far less effective while there is capped brood, since it does not reach mites sheltering in sealed cells. That is why beekeepers should treat in the broodless period – in most of northern Europe, usually December.",
            ),
            Good(
                "preserve",
                "Winter oxalic acid treatment continues to be among the most effective methods of varroa control in broodless colonies. Lindqvist and Moreau (2011), in a field trial covering 48 apiaries, reported mite mortality of around 90–95% following a single trickle application. More recently, Okafor et al. (2019, Apidologie) have suggested that sublimation may be slightly more effective than trickling, as well as gentler on the bees. Both methods, however, are likely to lose much of their effectiveness when capped brood is present, since mites sheltering in sealed cells are not reached. Treatment should therefore be carried out during the broodless period, which in most of northern Europe usually falls in December.",
            ),
            Good(
                "pl",
                "Zimowe leczenie kwasem szczawiowym pozostaje jedną z najskuteczniejszych metod zwalczania dręcza pszczelego (varroa) w rodzinach bez czerwiu. W badaniu terenowym obejmującym 48 pasiek Lindqvist i Moreau (2011) odnotowali śmiertelność roztoczy na poziomie około 90–95% po jednorazowym polewaniu. Nowsze badania Okafor i in. (2019), opublikowane w czasopiśmie Apidologie, sugerują, że sublimacja może być nieco skuteczniejsza od polewania i łagodniejsza dla pszczół. Obie metody są jednak prawdopodobnie znacznie mniej skuteczne, gdy w ulu jest czerw kryty, ponieważ nie docierają do roztoczy ukrytych w zasklepionych komórkach. Dlatego pszczelarze powinni prowadzić zabieg w okresie bezczerwiowym, który w większości północnej Europy przypada zwykle na grudzień.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al. (2019)", "Okafor et al. (2016)")], "citation"),
            Slip(
                1,
                [
                    (
                        "are likely to lose much of their effectiveness",
                        "lose much of their effectiveness",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("obejmującym 48 pasiek", "obejmującym 38 pasiek")], "number"),
        ],
    ),
    Case(
        key="en-photography-club-member-privacy-notice",
        source="Privacy notice for members of the Harbourside Photography Club. We process your name, email address and membership history on the basis of Article 6(1)(b) of the UK GDPR, because this is necessary to run your membership. Photos you submit to competitions are published on our website only with your consent, which you may withdraw at any time. We keep membership records for six years after your membership ends and then delete them. You have the right to request a copy of your data; we must respond within one month of receiving your request. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office. This notice was last updated on 2 February 2024.",
        good=[
            Good(
                "preserve",
                """Harbourside Photography Club – privacy notice for members

What we hold and why: your name, email address and membership history. We process this information under Article 6(1)(b) of the UK GDPR, as it is necessary for running your membership.

Competition photos: anything you submit is published on our website only if you consent, and you may withdraw that consent at any time.

How long we keep it: membership records are kept for six years after your membership ends, and then deleted.

Your rights: you have the right to ask for a copy of your data, and we must reply within one month of receiving your request. If you're unhappy with how we handle your data, you can complain to the Information Commissioner's Office.

Last updated: 2 February 2024.""",
            ),
            Good(
                "preserve",
                "This privacy notice applies to members of the Harbourside Photography Club. The Club processes members' names, email addresses and membership histories under Article 6(1)(b) of the UK GDPR, since this processing is necessary to administer membership. Photographs submitted to competitions are published on the Club's website only with the member's consent, which may be withdrawn at any time. Membership records are retained for six years after membership ends and are deleted thereafter. Members are entitled to request a copy of their data, and the Club must respond within one month of receiving the request. Members who are dissatisfied with the handling of their data can lodge a complaint with the Information Commissioner's Office. This notice was last updated on 2 February 2024.",
            ),
            Good(
                "pl",
                "Informacja o prywatności dla członków Harbourside Photography Club. Przetwarzamy Twoje imię i nazwisko, adres e-mail oraz historię członkostwa na podstawie art. 6 ust. 1 lit. b UK GDPR, ponieważ jest to niezbędne do obsługi Twojego członkostwa. Zdjęcia zgłoszone do konkursów publikujemy na naszej stronie internetowej wyłącznie za Twoją zgodą, którą możesz w każdej chwili wycofać. Dokumentację członkowską przechowujemy przez sześć lat od zakończenia członkostwa, a następnie ją usuwamy. Masz prawo zażądać kopii swoich danych; musimy odpowiedzieć w ciągu miesiąca od otrzymania żądania. Jeśli nie jesteś zadowolony ze sposobu, w jaki postępujemy z Twoimi danymi, możesz złożyć skargę do Information Commissioner's Office. Informację zaktualizowano 2 lutego 2024 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under Article 6(1)(b) of the UK GDPR", "under Article 6(1)(f) of the UK GDPR")],
                "legal_reference",
            ),
            Slip(
                1, [("last updated on 2 February 2024", "last updated on 12 February 2024")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "musimy odpowiedzieć w ciągu miesiąca",
                        "powinniśmy odpowiedzieć w ciągu miesiąca",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-library-makerspace-3d-printer-guide",
        source="""# Makerspace 3D printers

## Booking

- Book a slot at least 24 hours ahead through the library app.
- Each member can book up to **3 hours** per week.
- Prints longer than 6 hours must be started before 14:00.

## Materials

We supply PLA filament at 5p per gram. You may bring your own PLA or PETG, but ABS is not permitted because of the fumes.

## Safety

Never leave a print running unattended for the first 15 minutes, and do not remove parts from the bed until it has cooled.""",
        good=[
            Good(
                "preserve",
                """# 3D printers in the makerspace

## How to book

- Use the library app to book a slot at least 24 hours in advance.
- You can book up to **3 hours** a week.
- If a print will take longer than 6 hours, it must be started before 14:00.

## Filament

We supply PLA filament at 5p per gram. You may also bring your own PLA or PETG; ABS is not permitted because of the fumes.

## Staying safe

Never leave a print running unattended during its first 15 minutes, and don't take parts off the bed until it has cooled down.""",
            ),
            Good(
                "preserve",
                """# Makerspace 3D printers

## Booking

Slots are booked through the library app at least 24 hours in advance, and each member can book a maximum of **3 hours** per week. Any print that will run for more than 6 hours must be started before 14:00.

## Materials

- PLA filament is supplied at 5p per gram.
- You may bring your own PLA or PETG.
- ABS is not permitted, because of the fumes.

## Safety

- Do not leave a print running unattended for the first 15 minutes.
- Do not remove parts from the bed until it has cooled.""",
            ),
            Good(
                "pl",
                """# Drukarki 3D w makerspace

## Rezerwacja

- Zarezerwuj termin w aplikacji biblioteki co najmniej 24 godziny wcześniej.
- Każdy członek może zarezerwować do **3 godzin** tygodniowo.
- Wydruki trwające dłużej niż 6 godzin muszą zostać rozpoczęte przed 14:00.

## Materiały

Zapewniamy filament PLA w cenie 5 pensów za gram. Możesz przynieść własny PLA lub PETG, ale ABS nie jest dozwolony ze względu na opary.

## Bezpieczeństwo

Nigdy nie zostawiaj drukarki bez nadzoru przez pierwsze 15 minut wydruku i nie zdejmuj elementów ze stołu, dopóki nie ostygnie.""",
            ),
        ],
        bad=[
            Slip(0, [("## Staying safe", "Staying safe")], "markdown"),
            Slip(
                1, [("must be started before 14:00", "should be started before 14:00")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "nie zdejmuj elementów ze stołu, dopóki nie ostygnie",
                        "zdejmuj elementy ze stołu, zanim ostygnie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bikeshare-api-release-deprecation-notes",
        source="Version 3.2.0 of the Cyclo Share API was released on 4 November 2024. The `/v3/stations` endpoint now returns an `e_bike_count` field alongside `dock_count`. The old `/v2/availability` endpoint is deprecated and will be switched off on 31 March 2025; clients should migrate to `/v3/stations` before then. Rate limits are unchanged at 600 requests per minute per API key. Authentication still uses a bearer token in the `Authorization` header, and tokens issued before 1 January 2023 must be rotated. Full migration notes are available at https://developers.cycloshare.com/docs/migrate-v3, and questions can be sent to api-support@cycloshare.com.",
        good=[
            Good(
                "preserve",
                """## Cyclo Share API 3.2.0 (released 4 November 2024)

- **New:** `/v3/stations` now returns an `e_bike_count` field next to `dock_count`.
- **Deprecated:** `/v2/availability` will be switched off on 31 March 2025. Clients should migrate to `/v3/stations` before that date.
- **Unchanged:** the rate limit stays at 600 requests per minute per API key, and authentication still uses a bearer token in the `Authorization` header.
- **Action required:** tokens issued before 1 January 2023 must be rotated.

Full migration notes: https://developers.cycloshare.com/docs/migrate-v3. Questions: api-support@cycloshare.com.""",
            ),
            Good(
                "preserve",
                "We released version 3.2.0 of the Cyclo Share API on 4 November 2024. From now on, the `/v3/stations` endpoint returns an `e_bike_count` field as well as `dock_count`. The old `/v2/availability` endpoint is deprecated and will be switched off on 31 March 2025, so you should migrate your client to `/v3/stations` before then. Rate limits have not changed: 600 requests per minute per API key. You still authenticate with a bearer token in the `Authorization` header, but if your token was issued before 1 January 2023, you must rotate it. You'll find the full migration notes at https://developers.cycloshare.com/docs/migrate-v3; questions can be sent to api-support@cycloshare.com.",
            ),
            Good(
                "pl",
                "Wersja 3.2.0 API Cyclo Share została wydana 4 listopada 2024 r. Endpoint `/v3/stations` zwraca teraz pole `e_bike_count` obok `dock_count`. Dotychczasowy endpoint `/v2/availability` jest przestarzały i zostanie wyłączony 31 marca 2025 r.; klienci powinni przed tym terminem przejść na `/v3/stations`. Limity zapytań się nie zmieniają i wynoszą 600 żądań na minutę na klucz API. Uwierzytelnianie nadal odbywa się za pomocą tokenu typu bearer w nagłówku `Authorization`, a tokeny wydane przed 1 stycznia 2023 r. muszą zostać wymienione. Pełne informacje o migracji są dostępne pod adresem https://developers.cycloshare.com/docs/migrate-v3, a pytania można kierować na adres api-support@cycloshare.com.",
            ),
        ],
        bad=[
            Slip(0, [("an `e_bike_count` field", "an `ebike_count` field")], "code"),
            Slip(
                1,
                [
                    (
                        "https://developers.cycloshare.com/docs/migrate-v3",
                        "https://developer.cycloshare.com/docs/migrate-v3",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("zostanie wyłączony 31 marca 2025 r.", "zostanie wyłączony 31 maja 2025 r.")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-evening-screen-sleep-study-recruitment",
        source="We are recruiting adults aged 18–65 for a study on how evening screen use affects sleep. Participants will wear a wrist actigraph for 14 nights and complete a short online diary each morning. Earlier research (Chang et al., 2015, PNAS) found that reading on a light-emitting e-reader before bed delayed sleep onset by roughly 10 minutes, but that study was small and the effect may be weaker in everyday settings. Taking part is voluntary, and you can withdraw at any time without giving a reason. Participants will receive a £40 voucher on completing the study. The study has been approved by the university's research ethics committee (reference ERC-2024-117).",
        good=[
            Good(
                "preserve",
                "Are you aged 18–65? We're looking for adult volunteers for a study of how using screens in the evening affects sleep. You would wear a wrist actigraph for 14 nights and fill in a short online diary every morning. A previous study by Chang et al. (2015), published in PNAS, found that reading on a light-emitting e-reader before bed delayed falling asleep by roughly 10 minutes – but it was a small study, and the effect may be weaker in everyday life. Taking part is voluntary, and you can withdraw at any time without giving a reason. When you complete the study, you'll receive a £40 voucher. The university's research ethics committee has approved the study (reference ERC-2024-117).",
            ),
            Good(
                "preserve",
                """Study of evening screen use and sleep – information for volunteers

Who can take part: adults aged 18–65.
What is involved: wearing a wrist actigraph for 14 nights and completing a short online diary each morning.
Background: Chang et al. (2015, PNAS) reported that reading on a light-emitting e-reader before bed delayed sleep onset by roughly 10 minutes; however, that study was small, and the effect may be weaker in everyday settings.
Your rights: taking part is voluntary, and you can withdraw at any time without giving a reason.
Payment: a £40 voucher on completion of the study.
Ethics: approved by the university's research ethics committee, reference ERC-2024-117.""",
            ),
            Good(
                "pl",
                "Poszukujemy osób dorosłych w wieku 18–65 lat do badania nad tym, jak korzystanie z ekranów wieczorem wpływa na sen. Uczestnicy będą przez 14 nocy nosić na nadgarstku aktygraf i każdego ranka wypełniać krótki dziennik online. Wcześniejsze badanie (Chang i in., 2015, PNAS) wykazało, że czytanie przed snem na czytniku e-booków emitującym światło opóźniało zaśnięcie o mniej więcej 10 minut, jednak było to niewielkie badanie, a w codziennych warunkach efekt może być słabszy. Udział jest dobrowolny i można z niego zrezygnować w dowolnym momencie bez podawania przyczyny. Po ukończeniu badania uczestnicy otrzymają bon o wartości 40 £. Badanie zostało zatwierdzone przez uczelnianą komisję etyki badań (numer ERC-2024-117).",
            ),
        ],
        bad=[
            Slip(0, [("Chang et al. (2015)", "Chang et al. (2013)")], "citation"),
            Slip(
                1,
                [
                    (
                        "a £40 voucher on completion of the study.",
                        "a £40 voucher on completion of the study, plus reimbursement of travel expenses.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("efekt może być słabszy", "efekt jest słabszy")], "hedge"),
        ],
    ),
    Case(
        key="en-assured-shorthold-deposit-protection-letter",
        source="Your deposit of £1,350 has been protected with the Deposit Protection Service within 30 days of receipt, as required by section 213 of the Housing Act 2004. The prescribed information is attached to this letter. At the end of the tenancy, we will not make any deduction without first giving you an itemised list of the proposed charges and the evidence for them. If you disagree with a deduction, you can use the free adjudication service, and you do not need to go to court. Please note that the landlord cannot use the deposit to cover rent for the final month. The deposit will normally be returned within 10 days of agreeing the amount.",
        good=[
            Good(
                "preserve",
                "We received your deposit of £1,350 and protected it with the Deposit Protection Service within 30 days of receipt, as section 213 of the Housing Act 2004 requires. You'll find the prescribed information attached to this letter. When the tenancy ends, we won't deduct anything until we have given you an itemised list of the proposed charges together with the evidence for them. If you don't agree with a deduction, you can use the free adjudication service – you do not need to go to court. Please be aware that the landlord cannot use the deposit to pay the rent for the final month. Once the amount has been agreed, the deposit will normally be returned within 10 days.",
            ),
            Good(
                "preserve",
                """Deposit protection: key information

Your deposit of £1,350 was protected with the Deposit Protection Service within 30 days of receipt, in accordance with section 213 of the Housing Act 2004. The prescribed information is enclosed with this letter.

- No deduction will be made at the end of the tenancy unless you have first received an itemised list of the proposed charges and the evidence for them.
- If you disagree with a deduction, you can use the free adjudication service; you do not need to go to court.
- The deposit cannot be used by the landlord to cover rent for the final month.
- Once the amount is agreed, the deposit will normally be returned within 10 days.""",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1350 £ została zabezpieczona w Deposit Protection Service w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Wymagane informacje (tzw. prescribed information) załączamy do tego pisma. Po zakończeniu najmu nie dokonamy żadnych potrąceń, zanim nie przekażemy Ci szczegółowej listy proponowanych opłat wraz z dowodami. Jeśli nie zgadzasz się z potrąceniem, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów i nie musisz iść do sądu. Pamiętaj, że wynajmujący nie może wykorzystać kaucji na pokrycie czynszu za ostatni miesiąc. Kaucja zostanie zwykle zwrócona w ciągu 10 dni od uzgodnienia kwoty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "as section 213 of the Housing Act 2004 requires",
                        "as section 214 of the Housing Act 2004 requires",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "The deposit cannot be used by the landlord",
                        "The deposit can be used by the landlord",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w wysokości 1350 £", "w wysokości 1530 £")], "number"),
        ],
    ),
    Case(
        key="en-homehub-automatic-backup-settings-docs",
        source="Automatic backups are controlled by the `backup` section of `settings.yaml`. Set `backup.enabled: true` and choose a schedule with `backup.cron`; the default is `0 3 * * *`, which runs every night at 03:00. Backups are written to `/var/lib/homehub/backups` unless you set `backup.path`. Keep at least one copy off the device: you should point `backup.remote` at an S3 bucket or an SFTP server. Encryption is optional but strongly recommended. Restoring a backup must be done from the same major version of HomeHub that created it, so a backup from 4.x cannot be restored on 5.x.",
        good=[
            Good(
                "preserve",
                """### Setting up automatic backups

Automatic backups are configured in the `backup` section of `settings.yaml`:

1. Set `backup.enabled: true`.
2. Choose a schedule with `backup.cron`. The default is `0 3 * * *`, i.e. every night at 03:00.
3. Backups go to `/var/lib/homehub/backups` unless you set `backup.path`.
4. Keep at least one copy off the device – you should point `backup.remote` at an S3 bucket or an SFTP server.

Encryption is optional, but strongly recommended.

**Restoring:** a backup must be restored on the same major version of HomeHub that created it, so a 4.x backup cannot be restored on 5.x.""",
            ),
            Good(
                "preserve",
                "The `backup` section of `settings.yaml` controls automatic backups. To turn them on, set `backup.enabled: true`, then choose a schedule with `backup.cron` (default: `0 3 * * *`, every night at 03:00). Unless `backup.path` is set, backups are stored in `/var/lib/homehub/backups`. Keep at least one copy off the device: you should point `backup.remote` at an S3 bucket or an SFTP server. Encryption is optional, though strongly recommended. A backup must be restored on the same major HomeHub version that created it, which means a 4.x backup cannot be restored on 5.x.",
            ),
            Good(
                "pl",
                "Automatyczne kopie zapasowe konfiguruje się w sekcji `backup` pliku `settings.yaml`. Ustaw `backup.enabled: true` i wybierz harmonogram za pomocą `backup.cron`; domyślna wartość to `0 3 * * *`, czyli co noc o 03:00. Kopie są zapisywane w `/var/lib/homehub/backups`, chyba że ustawisz `backup.path`. Przechowuj co najmniej jedną kopię poza urządzeniem: `backup.remote` powinien wskazywać zasobnik S3 lub serwer SFTP. Szyfrowanie jest opcjonalne, ale zdecydowanie zalecane. Kopię zapasową trzeba przywracać w tej samej wersji głównej HomeHub, w której została utworzona, więc kopii z wersji 4.x nie da się przywrócić w wersji 5.x.",
            ),
        ],
        bad=[
            Slip(0, [("`/var/lib/homehub/backups`", "`/var/lib/homehub/backup`")], "code"),
            Slip(
                1,
                [
                    (
                        "A backup must be restored on the same major",
                        "A backup should be restored on the same major",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "chyba że ustawisz `backup.path`.",
                        "chyba że ustawisz `backup.path`; kopie starsze niż 30 dni są usuwane automatycznie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-cooling-brief",
        source="Street trees can lower local air temperatures on hot days, but the size of the effect varies widely. A review by Bowler et al. (2010) in Landscape and Urban Planning found that parks were on average about 0.94 °C cooler than surrounding built-up areas during the day. More recent satellite work suggests that each 10% increase in canopy cover may reduce land surface temperature by roughly 1 to 2 °C, although results depend heavily on climate and tree species. The city's 2030 target is 25% canopy cover, up from 17% today. Achieving this will require planting around 40,000 new trees, and young trees will not provide much shade for at least a decade.",
        good=[
            Good(
                "preserve",
                "On hot days, street trees can bring local air temperatures down, though how much varies widely. Reviewing the evidence in Landscape and Urban Planning, Bowler et al. (2010) found that during the day parks were on average about 0.94 °C cooler than the built-up areas around them. Newer satellite studies suggest that every 10% increase in canopy cover may cut land surface temperature by roughly 1 to 2 °C, but the results depend heavily on the climate and on the tree species. The city aims to reach 25% canopy cover by 2030, compared with 17% today. That will require planting around 40,000 new trees – and young trees will not give much shade for at least ten years.",
            ),
            Good(
                "preserve",
                """Urban tree canopy and heat – key points

- Street trees can lower local air temperatures on hot days, but the size of the effect varies widely.
- Bowler et al. (2010, Landscape and Urban Planning) found that, during the day, parks were on average about 0.94 °C cooler than surrounding built-up areas.
- More recent satellite studies suggest each 10% rise in canopy cover may lower land surface temperature by roughly 1–2 °C; results depend heavily on climate and tree species.
- The city's target for 2030 is 25% canopy cover, up from 17% today.
- Reaching it will require planting around 40,000 new trees, and young trees will not provide much shade for at least a decade.""",
            ),
            Good(
                "pl",
                "Drzewa przyuliczne mogą obniżać lokalną temperaturę powietrza w upalne dni, ale skala tego efektu jest bardzo zróżnicowana. Według przeglądu Bowlera i in. (2010), opublikowanego w „Landscape and Urban Planning”, parki były w ciągu dnia średnio o około 0,94 °C chłodniejsze niż otaczające je tereny zabudowane. Nowsze badania satelitarne sugerują, że każdy wzrost pokrycia koronami drzew o 10% może obniżać temperaturę powierzchni terenu o mniej więcej 1–2 °C, choć wyniki silnie zależą od klimatu i gatunków drzew. Miasto chce do 2030 roku osiągnąć 25% pokrycia koronami drzew, wobec 17% obecnie. Będzie to wymagało posadzenia około 40 000 nowych drzew, a młode drzewa przez co najmniej dekadę nie dadzą wiele cienia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("in Landscape and Urban Planning", "in Urban Forestry & Urban Greening")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "- Reaching it will require planting around 40,000 new trees, and young trees will not provide much shade for at least a decade.",
                        "- Osiągnięcie go będzie wymagało posadzenia około 40 000 nowych drzew, a młode drzewa przez co najmniej dekadę nie dadzą wiele cienia.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("wobec 17% obecnie", "wobec 12% obecnie")], "number"),
        ],
    ),
    Case(
        key="en-repair-cafe-electrical-safety-rules",
        source="At the Northgate Repair Café, volunteers fix small household items free of charge, although donations are welcome. Electrical items must pass a visual safety check before anyone opens them, and volunteers may refuse any repair they consider unsafe. We do not repair microwave ovens, gas appliances or anything that contains a lithium battery pack larger than a phone battery. Visitors should stay with their item during the repair so they can learn how it was done. We cannot guarantee that every repair will succeed, and the café accepts no liability for items damaged during a repair attempt. Sessions run on the first Saturday of each month, 10:00–13:00, at St Mark's Hall.",
        good=[
            Good(
                "preserve",
                "Bring your broken household items to the Northgate Repair Café on the first Saturday of every month, 10:00–13:00, at St Mark's Hall. Our volunteers fix small items free of charge, though donations are welcome. Before anyone opens an electrical item, it must pass a visual safety check, and volunteers may turn down any repair they think is unsafe. Please don't bring microwave ovens, gas appliances or anything with a lithium battery pack bigger than a phone battery – we don't repair these. You should stay with your item while it's being repaired, so you can learn how it was done. We can't guarantee that every repair will work, and the café accepts no liability for items damaged during a repair attempt.",
            ),
            Good(
                "preserve",
                """Northgate Repair Café – house rules

- When: first Saturday of each month, 10:00–13:00, St Mark's Hall
- Cost: small household items are repaired free of charge; donations are welcome
- Electrical items: must pass a visual safety check before anyone opens them. Volunteers may refuse any repair they consider unsafe.
- Not repaired: microwave ovens, gas appliances, and anything containing a lithium battery pack larger than a phone battery
- Visitors: should stay with their item during the repair, so they can learn how it was done
- Liability: we cannot guarantee that every repair will succeed, and the café accepts no liability for items damaged during a repair attempt""",
            ),
            Good(
                "pl",
                "W Northgate Repair Café wolontariusze bezpłatnie naprawiają drobne przedmioty domowego użytku, choć mile widziane są datki. Urządzenia elektryczne muszą przejść oględziny pod kątem bezpieczeństwa, zanim ktokolwiek je otworzy, a wolontariusze mogą odmówić każdej naprawy, którą uznają za niebezpieczną. Nie naprawiamy kuchenek mikrofalowych, urządzeń gazowych ani niczego, co zawiera akumulator litowy większy niż bateria telefonu. Odwiedzający powinni zostać przy swoim przedmiocie podczas naprawy, aby zobaczyć, jak się ją wykonuje. Nie możemy zagwarantować, że każda naprawa się powiedzie, a Repair Café nie ponosi odpowiedzialności za przedmioty uszkodzone podczas próby naprawy. Spotkania odbywają się w pierwszą sobotę każdego miesiąca w godz. 10:00–13:00 w St Mark's Hall.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We can't guarantee that every repair will work",
                        "We guarantee that every repair will work",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Visitors: should stay with their item", "Visitors: must stay with their item")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "choć mile widziane są datki.",
                        "choć mile widziane są datki, które w całości przekazujemy lokalnemu schronisku dla zwierząt.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]

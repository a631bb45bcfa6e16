# ruff: noqa: E501, RUF001
"""English source cases of blind set 123: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-rare-seed-swap-postage-rules",
        source="Welcome to the spring round of the Heritage Seed Swap. Each member may send up to 12 packets of open-pollinated seed, and every packet must be labelled with the variety name, the year of harvest and where it was grown. Please do not send F1 hybrids or any seed treated with fungicide; these will not be passed on. Parcels must reach the coordinator by 14 March 2025. Include a stamped return envelope with at least £2.70 in postage, or your allocation will be held until the next swap. We will probably have more requests than seed for the rarer beans, so allocations for those are likely to be drawn by lot.",
        good=[
            Good(
                "preserve",
                "The spring round of the Heritage Seed Swap is now open. You may send up to 12 packets of open-pollinated seed, and each packet must be labelled with its variety name, the year it was harvested and where it was grown. Please don't send F1 hybrids or fungicide-treated seed, as these won't be passed on. Your parcel must reach the coordinator by 14 March 2025. Remember to include a stamped return envelope with at least £2.70 of postage on it; otherwise your allocation will be held over to the next swap. There will probably be more requests than seed for the rarer beans, so those allocations are likely to be drawn by lot.",
            ),
            Good(
                "preserve",
                "Heritage Seed Swap – spring round\n\n"
                "Members may send a maximum of 12 packets of open-pollinated seed. Please note:\n"
                "- Every packet must be labelled with the variety name, harvest year and place where it was grown.\n"
                "- Please do not send F1 hybrids or seed treated with fungicide; such seed will not be passed on.\n"
                "- Parcels must reach the coordinator no later than 14 March 2025.\n"
                "- Enclose a stamped return envelope carrying at least £2.70 in postage. Without it, your allocation will be held until the next swap.\n\n"
                "Requests for the rarer beans will probably exceed the seed available, and allocations of these are likely to be made by drawing lots.",
            ),
            Good(
                "pl",
                "Zapraszamy do wiosennej edycji wymiany nasion Heritage Seed Swap. Każdy członek może przesłać do 12 paczek nasion odmian swobodnie zapylanych, a każda paczka musi być opisana nazwą odmiany, rokiem zbioru i miejscem uprawy. Prosimy nie przysyłać mieszańców F1 ani nasion zaprawianych fungicydami – nie zostaną one przekazane dalej. Przesyłki muszą dotrzeć do koordynatora do 14 marca 2025 r. Dołącz kopertę zwrotną ze znaczkami o wartości co najmniej 2,70 £; w przeciwnym razie Twój przydział zostanie wstrzymany do następnej wymiany. Prawdopodobnie chętnych na rzadsze odmiany fasoli będzie więcej, niż mamy nasion, dlatego przydziały tych odmian zostaną zapewne rozlosowane.",
            ),
        ],
        bad=[
            Slip(0, [("up to 12 packets", "up to 15 packets")], "number"),
            Slip(
                1, [("such seed will not be passed on", "such seed will be passed on")], "negation"
            ),
            Slip(2, [("do 14 marca 2025 r.", "do 14 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-cathedral-choir-audition-day-details",
        source="Auditions for the cathedral's voluntary choir will take place on Saturday 6 September in the Chapter House, starting at 10:00. Candidates should prepare one piece of their own choice, lasting no more than three minutes, and will also be asked to sight-read a short passage. An accompanist will be provided, but you must send your music to the Director of Music at least a week in advance. Previous choral experience is helpful but not essential. Successful singers are expected to attend the Thursday rehearsal and the Sunday Eucharist on most weeks. The panel usually reaches its decisions within about ten days, and results will be sent by email.",
        good=[
            Good(
                "preserve",
                "Would you like to sing in the cathedral's voluntary choir? Auditions are on Saturday 6 September in the Chapter House, beginning at 10:00. You should prepare a piece of your choice that lasts no longer than three minutes, and you'll also be asked to sight-read a short passage. We'll provide an accompanist, but you must get your music to the Director of Music at least one week beforehand. Choral experience helps, but it isn't essential. If you're successful, you'll be expected to come to the Thursday rehearsal and the Sunday Eucharist most weeks. The panel usually makes its decisions within about ten days, and we'll email you the results.",
            ),
            Good(
                "preserve",
                "Voluntary choir auditions: Saturday 6 September, Chapter House, from 10:00.\n\n"
                "Candidates should prepare one own-choice piece of no more than three minutes and will also be asked to sight-read a short passage. An accompanist is provided; music must be sent to the Director of Music at least a week ahead. Previous choral experience is helpful but not essential. Singers who are accepted are expected to attend the Thursday rehearsal and the Sunday Eucharist on most weeks. Decisions are usually made by the panel within about ten days and are sent out by email.",
            ),
            Good(
                "pl",
                "Przesłuchania do wolontariackiego chóru katedralnego odbędą się w sobotę 6 września w kapitularzu, początek o 10:00. Kandydaci powinni przygotować jeden utwór według własnego wyboru, trwający nie dłużej niż trzy minuty; poprosimy ich też o zaśpiewanie a vista krótkiego fragmentu. Zapewniamy akompaniatora, ale kandydat musi przesłać nuty dyrektorowi muzycznemu co najmniej tydzień wcześniej. Wcześniejsze doświadczenie chóralne jest pomocne, ale nie jest konieczne. Od przyjętych śpiewaków oczekujemy, że w większości tygodni będą uczestniczyć w czwartkowej próbie i niedzielnej Eucharystii. Komisja zwykle podejmuje decyzje w ciągu około dziesięciu dni, a wyniki zostaną przesłane e-mailem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("but you must get your music", "but you should try to get your music")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Decisions are usually made by the panel within about ten days",
                        "Decisions are made by the panel within ten days",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "a wyniki zostaną przesłane e-mailem.",
                        "a wyniki zostaną przesłane e-mailem i wywieszone na tablicy ogłoszeń w zakrystii.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-model-railway-layout-operating-notes",
        source="## Running the club layout\n\nThe DCC controller for the main layout is configured from `layout.yaml`. Before an open evening, run `dcc-check --all` to confirm that every locomotive address responds. Open evenings are held on the first Friday of each month from 19:00.\n\n- Do not change `track_power_limit`; it is set to 3.5 A for a reason.\n- New members may run trains only when a committee member is present.\n- Log any derailment on the fault sheet by the door.\n\nSee the [wiring diagrams](https://wiki.hartfieldmrc.org.uk/wiring) before touching the fiddle yard.",
        good=[
            Good(
                "preserve",
                "## Running the club layout\n\n"
                "Settings for the main layout's DCC controller live in `layout.yaml`. Ahead of every open evening, use `dcc-check --all` to make sure each locomotive address responds. Open evenings take place on the first Friday of every month, from 19:00.\n\n"
                "- Don't change `track_power_limit`: the 3.5 A value is deliberate.\n"
                "- New members may only run trains while a committee member is present.\n"
                "- Record every derailment on the fault sheet next to the door.\n\n"
                "Please read the [wiring diagrams](https://wiki.hartfieldmrc.org.uk/wiring) before you touch the fiddle yard.",
            ),
            Good(
                "preserve",
                "## Operating the club layout\n\n"
                "The main layout's DCC controller takes its configuration from `layout.yaml`. Run `dcc-check --all` before each open evening to check that all locomotive addresses respond. Open evenings are held on the first Friday of the month, starting at 19:00.\n\n"
                "- `track_power_limit` is set to 3.5 A on purpose, so do not change it.\n"
                "- New members may run trains only if a committee member is there.\n"
                "- Any derailment goes on the fault sheet by the door.\n\n"
                "Check the [wiring diagrams](https://wiki.hartfieldmrc.org.uk/wiring) before working on the fiddle yard.",
            ),
            Good(
                "pl",
                "## Obsługa klubowej makiety\n\n"
                "Sterownik DCC głównej makiety konfiguruje się w pliku `layout.yaml`. Przed każdym wieczorem otwartym uruchom `dcc-check --all`, aby sprawdzić, czy odpowiada każdy adres lokomotywy. Wieczory otwarte odbywają się w pierwszy piątek każdego miesiąca od 19:00.\n\n"
                "- Nie zmieniaj `track_power_limit` – wartość 3,5 A ustawiono celowo.\n"
                "- Nowi członkowie nie mogą prowadzić pociągów bez obecności członka zarządu.\n"
                "- Każde wykolejenie zapisz na karcie usterek przy drzwiach.\n\n"
                "Zanim zaczniesz pracę przy stacji ukrytej (fiddle yard), zajrzyj do [schematów okablowania](https://wiki.hartfieldmrc.org.uk/wiring).",
            ),
        ],
        bad=[
            Slip(
                0, [("## Running the club layout\n\n", "Running the club layout\n\n")], "markdown"
            ),
            Slip(1, [("Run `dcc-check --all`", "Run `dcc-check --list`")], "code"),
            Slip(
                2, [("nie mogą prowadzić pociągów bez", "mogą prowadzić pociągi bez")], "negation"
            ),
        ],
    ),
    Case(
        key="en-scuba-regulator-service-intervals-workshop",
        source="Our workshop services regulators every 12 months or after 100 dives, whichever comes first. A full service takes about five working days and costs £85 per first stage, plus parts. We do not service equipment that is more than 15 years old unless the manufacturer still supplies a parts kit for it. Cylinders are a separate matter: they need a visual inspection each year and a hydrostatic test every five years, and we cannot fill a cylinder whose test date has lapsed. If your regulator free-flows or breathes hard, stop using it and bring it in; the fault is most likely a worn seat, which is usually a quick fix.",
        good=[
            Good(
                "preserve",
                "Regulators are serviced in our workshop after 100 dives or every 12 months, whichever happens first. Expect a full service to take about five working days; it costs £85 for each first stage, with parts charged on top. Equipment over 15 years old isn't serviced here unless its manufacturer still supplies a parts kit. Cylinders are handled separately: they need a visual inspection every year and a hydrostatic test every five years, and we can't fill one whose test date has lapsed. If your regulator free-flows or is hard to breathe from, stop using it and bring it in. Most likely the cause is a worn seat, and that is usually quick to fix.",
            ),
            Good(
                "preserve",
                "Servicing at a glance:\n"
                "- Regulators: every 12 months or 100 dives, whichever comes first.\n"
                "- Full service: about five working days, £85 per first stage plus parts.\n"
                "- Equipment more than 15 years old: not serviced, unless the manufacturer still supplies a parts kit for it.\n"
                "- Cylinders: visual inspection every year, hydrostatic test every five years. We cannot fill a cylinder whose test date has lapsed.\n"
                "- Regulator free-flowing or breathing hard: stop using it and bring it in. The fault is most likely a worn seat, which is usually a quick fix.",
            ),
            Good(
                "pl",
                "Nasz warsztat serwisuje automaty oddechowe co 12 miesięcy lub po 100 nurkowaniach – w zależności od tego, co nastąpi wcześniej. Pełny serwis trwa około pięciu dni roboczych i kosztuje 85 £ za pierwszy stopień, plus części. Nie serwisujemy sprzętu starszego niż 15 lat, chyba że producent nadal dostarcza do niego zestaw części. Butle to osobna sprawa: wymagają corocznego przeglądu wizualnego i badania hydrostatycznego co pięć lat, a butli z przeterminowaną datą badania nie możemy napełnić. Jeśli automat samoczynnie wypuszcza powietrze albo ciężko się z niego oddycha, przestań go używać i przynieś go do nas; przyczyną jest najprawdopodobniej zużyte gniazdo zaworu, co zwykle da się szybko naprawić.",
            ),
        ],
        bad=[
            Slip(
                0, [("Most likely the cause is a worn seat", "The cause is a worn seat")], "hedge"
            ),
            Slip(1, [("£85 per first stage", "£58 per first stage")], "number"),
            Slip(
                2,
                [
                    (
                        "a butli z przeterminowaną datą badania nie możemy napełnić",
                        "a butlę z przeterminowaną datą badania też możemy napełnić",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-car-share-club-fuel-rules",
        source="Members of the Millbrook Car Club must return each vehicle with at least a quarter of a tank of fuel. If the gauge shows less, refuel using the fuel card in the glovebox; personal receipts will not be reimbursed. Bookings may be extended through the app at www.millbrookcarclub.org/book, provided the next slot is free. Any penalty charge notice issued during your booking is your responsibility, and under clause 9.3 of the Membership Agreement we will pass on an admin fee of £15 per notice. Drivers should report damage before setting off, ideally with photos; otherwise you may be held liable for it.",
        good=[
            Good(
                "preserve",
                "As a member of the Millbrook Car Club, you must bring every vehicle back with a quarter of a tank of fuel or more. If the gauge reads lower, fill up with the fuel card kept in the glovebox – we will not reimburse personal receipts. You may extend a booking in the app at www.millbrookcarclub.org/book as long as the following slot is free. Penalty charge notices issued while you have the car are your responsibility, and under clause 9.3 of the Membership Agreement we will charge a £15 admin fee for each notice. You should report any damage before you drive off, ideally with photos, or you may be held liable for it.",
            ),
            Good(
                "preserve",
                "Millbrook Car Club – key rules\n"
                "1. Every vehicle must be returned with at least a quarter of a tank of fuel. If it has less, refuel with the fuel card in the glovebox; personal receipts are not reimbursed.\n"
                "2. Bookings may be extended in the app (www.millbrookcarclub.org/book) if the next slot is free.\n"
                "3. Penalty charge notices issued during your booking are your responsibility. Under clause 9.3 of the Membership Agreement, an admin fee of £15 per notice will be passed on to you.\n"
                "4. Damage should be reported before setting off, ideally with photos; if it isn't, you may be held liable for it.",
            ),
            Good(
                "pl",
                "Członkowie Millbrook Car Club muszą zwracać każdy samochód z co najmniej ćwiercią baku paliwa. Jeśli wskaźnik pokazuje mniej, zatankuj, używając karty paliwowej ze schowka; nie zwracamy kosztów z prywatnych paragonów. Rezerwację można przedłużyć w aplikacji pod adresem www.millbrookcarclub.org/book, o ile następny termin jest wolny. Za każde wezwanie do zapłaty kary wystawione w trakcie rezerwacji odpowiadasz Ty, a zgodnie z klauzulą 9.3 Umowy członkowskiej doliczymy opłatę administracyjną w wysokości 15 £ za każde wezwanie. Kierowcy powinni zgłaszać uszkodzenia przed wyruszeniem, najlepiej ze zdjęciami; w przeciwnym razie mogą zostać obciążeni odpowiedzialnością za nie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must bring every vehicle back", "you should bring every vehicle back")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Under clause 9.3 of the Membership Agreement",
                        "Under clause 3.9 of the Membership Agreement",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("www.millbrookcarclub.org/book", "www.millbrookcarclub.com/book")], "url"),
        ],
    ),
    Case(
        key="en-water-polo-late-session-changes",
        source="From Monday 2 June, the club's evening sessions at Kingsmead Pool move to 20:30–22:00 while the diving boards are refurbished. Junior players under 14 must not stay for the late session and will train on Saturday mornings from 08:00 instead. Caps and balls are provided, but players need their own mouthguard, and nobody may enter the water without a coach on deck. The work should be finished by the end of August, although the council has not confirmed a date. Subs stay at £6 per session for adults and £4 for juniors.",
        good=[
            Good(
                "preserve",
                "Please note: starting Monday 2 June, our evening sessions at Kingsmead Pool will run from 20:30 to 22:00 while the diving boards are being refurbished. Players under 14 must not stay for the late session; they'll train on Saturday mornings from 08:00 instead. We provide caps and balls, but you'll need your own mouthguard, and no one may get into the water unless a coach is on deck. The refurbishment should be done by the end of August, though the council hasn't yet confirmed a date. Subs are unchanged: £6 a session for adults, £4 for juniors.",
            ),
            Good(
                "preserve",
                "Kingsmead Pool – changes from Monday 2 June\n\n"
                "While the diving boards are refurbished, evening sessions move to 20:30–22:00. Juniors under 14 must not stay for this late session and will train on Saturdays from 08:00 instead. The club provides caps and balls; players bring their own mouthguard. Nobody may enter the water without a coach on deck. The work should be complete by the end of August, but the council has not confirmed a date. Subs remain £6 per session for adults and £4 for juniors.",
            ),
            Good(
                "pl",
                "Od poniedziałku 2 czerwca, na czas remontu trampolin, wieczorne treningi klubu na pływalni Kingsmead odbywają się w godzinach 20:30–22:00. Zawodnicy poniżej 14 lat nie mogą zostawać na późnym treningu – zamiast tego będą trenować w soboty od 8:00 rano. Czepki i piłki zapewniamy, ale każdy zawodnik potrzebuje własnego ochraniacza na zęby, a nikt nie może wejść do wody, jeśli na brzegu nie ma trenera. Prace powinny zakończyć się do końca sierpnia, choć samorząd nie potwierdził jeszcze terminu. Składki się nie zmieniają: 6 £ za trening dla dorosłych i 4 £ dla juniorów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "while the diving boards are being refurbished",
                        "while the diving boards and changing rooms are being refurbished",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Nobody may enter the water", "Anyone may enter the water")], "negation"),
            Slip(2, [("do końca sierpnia", "do końca września")], "date"),
        ],
    ),
    Case(
        key="en-marquee-hire-payment-cancellation-terms",
        source="A non-refundable deposit of 25% of the hire fee is payable when you book, and the balance is due no later than 21 days before the event. If you cancel more than 60 days before the event, you lose only the deposit; between 60 and 21 days, 50% of the hire fee is payable; within 21 days, the full fee is payable. The hirer must ensure that the site is accessible for a 7.5-tonne vehicle. We may refuse to erect a marquee in winds above 38 mph, in line with section 4.2 of the MUTA Best Practice Guide. Nothing in these terms affects your statutory rights under the Consumer Rights Act 2015.",
        good=[
            Good(
                "preserve",
                "When you book, you pay a deposit of 25% of the hire fee, which is non-refundable. The rest is due at least 21 days before the event. If you cancel more than 60 days before the event, you lose only your deposit; from 60 to 21 days before, you pay 50% of the hire fee; within 21 days, you pay the whole fee. As the hirer, you must make sure the site can be reached by a 7.5-tonne vehicle. In line with section 4.2 of the MUTA Best Practice Guide, we may refuse to put up a marquee when winds exceed 38 mph. These terms do not affect your statutory rights under the Consumer Rights Act 2015.",
            ),
            Good(
                "preserve",
                "Payment: a non-refundable deposit equal to 25% of the hire fee is payable on booking, with the balance due no later than 21 days prior to the event.\n"
                "Cancellation: more than 60 days before the event – loss of the deposit only; 60 to 21 days before – 50% of the hire fee payable; within 21 days – full hire fee payable.\n"
                "Access: the hirer must ensure the site is accessible to a 7.5-tonne vehicle.\n"
                "Weather: in accordance with section 4.2 of the MUTA Best Practice Guide, we may decline to erect a marquee where wind speeds exceed 38 mph.\n"
                "Your statutory rights under the Consumer Rights Act 2015 are not affected by anything in these terms.",
            ),
            Good(
                "pl",
                "Przy rezerwacji płatna jest bezzwrotna zaliczka w wysokości 25% ceny wynajmu, a pozostałą kwotę należy uiścić najpóźniej 21 dni przed wydarzeniem. W razie rezygnacji ponad 60 dni przed wydarzeniem tracisz tylko zaliczkę; między 60. a 21. dniem przed wydarzeniem płatne jest 50% ceny wynajmu; w ciągu ostatnich 21 dni – pełna kwota. Najemca musi zapewnić, by na teren mógł wjechać pojazd o masie 7,5 tony. Zgodnie z sekcją 4.2 wytycznych MUTA Best Practice Guide możemy odmówić postawienia namiotu przy wietrze powyżej 38 mil na godzinę. Żadne z postanowień niniejszych warunków nie narusza Twoich ustawowych praw wynikających z Consumer Rights Act 2015.",
            ),
        ],
        bad=[
            Slip(0, [("you pay 50% of the hire fee", "you pay 75% of the hire fee")], "number"),
            Slip(
                1,
                [("under the Consumer Rights Act 2015", "under the Consumer Protection Act 1987")],
                "legal_reference",
            ),
            Slip(2, [("Najemca musi zapewnić", "Najemca powinien zapewnić")], "modality"),
        ],
    ),
    Case(
        key="en-beach-lifeguard-flags-rip-safety",
        source="Lifeguards patrol the main beach daily from 10:00 to 18:00 between late May and the end of September. Always swim or bodyboard between the red and yellow flags, which mark the area we watch most closely. Never swim where you see a red flag: it means conditions are dangerous. The black and white chequered flags mark a zone for surfboards and kayaks, and swimmers should not enter it. Rip currents are most likely to form near the groynes and around low tide, so stay well away from those spots. If you get into difficulty, raise one arm and shout for help; don't try to swim against the current.",
        good=[
            Good(
                "preserve",
                "Our lifeguards are on the main beach every day from 10:00 to 18:00, from late May until the end of September. Whenever you swim or bodyboard, stay between the red and yellow flags – that's the area we watch most closely. A red flag means conditions are dangerous, so never swim where one is flying. The black-and-white chequered flags show the zone for surfboards and kayaks; swimmers should not go into it. Rips are most likely to form near the groynes and around low tide, so keep well clear of those spots. If you get into trouble, put one arm up and shout for help, and don't try to swim against the current.",
            ),
            Good(
                "preserve",
                "Beach safety – main beach\n"
                "- Lifeguard cover: every day, 10:00–18:00, late May to the end of September.\n"
                "- Red and yellow flags: always swim or bodyboard between them; this is the area we watch most closely.\n"
                "- Red flag: conditions are dangerous – never swim where you see one.\n"
                "- Black and white chequered flags: zone for surfboards and kayaks; swimmers should not enter it.\n"
                "- Rip currents: most likely to form near the groynes and around low tide, so stay well away from those spots.\n"
                "- In difficulty: raise one arm, shout for help and don't try to swim against the current.",
            ),
            Good(
                "pl",
                "Ratownicy pilnują głównej plaży codziennie od 10:00 do 18:00, od końca maja do końca września. Pływając, także na bodyboardzie, zawsze trzymaj się obszaru między flagami czerwono-żółtymi – ten obszar obserwujemy najuważniej. Nigdy nie pływaj tam, gdzie widzisz czerwoną flagę: oznacza ona niebezpieczne warunki. Flagi w czarno-białą szachownicę wyznaczają strefę dla desek surfingowych i kajaków – pływacy nie powinni do niej wchodzić. Prądy wsteczne najprawdopodobniej utworzą się w pobliżu ostróg brzegowych i w okolicach niskiej wody, dlatego trzymaj się z daleka od tych miejsc. Jeśli wpadniesz w tarapaty, podnieś jedną rękę i wołaj o pomoc; nie próbuj płynąć pod prąd.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Rips are most likely to form near the groynes", "Rips form near the groynes")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "and don't try to swim against the current",
                        "and try to swim against the current",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Nigdy nie pływaj tam, gdzie widzisz czerwoną flagę: oznacza ona niebezpieczne warunki.",
                        "Never swim where you see a red flag: it means conditions are dangerous.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-stamp-society-penny-red-talk",
        source="At the March meeting, Dr Helen Marsh will speak on the Penny Red plate numbers and how to tell plates 71 and 72 apart. Her talk draws on the plating study by Hartley (1983), published in The London Philatelist, vol. 92, pp. 114–131, which remains the standard reference. Members may bring up to 20 sheets each for the display afterwards, but mounted items must not be removed from their sleeves in the hall. The society's expert committee will not issue certificates on the night; items for opinion should be submitted through the secretary, and the fee is £12 per stamp.",
        good=[
            Good(
                "preserve",
                "Dr Helen Marsh is our speaker at the March meeting. Her subject is the plate numbers of the Penny Red, including how to distinguish plate 71 from plate 72. She builds on Hartley's 1983 plating study in The London Philatelist (vol. 92, pp. 114–131), which is still the standard reference. Afterwards there is a display, for which each member may bring up to 20 sheets; mounted items must not be taken out of their sleeves in the hall. No certificates will be issued by the expert committee on the night. Items for an opinion should be submitted through the secretary, at a fee of £12 per stamp.",
            ),
            Good(
                "preserve",
                "March meeting: Penny Red plate numbers\n\n"
                "Dr Helen Marsh will explain the Penny Red plate numbers and how to tell plates 71 and 72 apart, drawing on the plating study by Hartley (1983) in The London Philatelist, vol. 92, pp. 114–131 – still the standard reference on the subject. For the display that follows, members may bring a maximum of 20 sheets each. Please remember that mounted items must not be removed from their sleeves in the hall. The expert committee will not be issuing certificates at the meeting; items for opinion should be submitted via the secretary (fee: £12 per stamp).",
            ),
            Good(
                "pl",
                "Na marcowym spotkaniu dr Helen Marsh wygłosi prelekcję o numerach płyt znaczka Penny Red i o tym, jak odróżnić płyty 71 i 72. Oprze się na studium rekonstrukcji płyt autorstwa Hartleya (1983), opublikowanym w „The London Philatelist”, t. 92, s. 114–131, które wciąż pozostaje podstawowym źródłem w tej dziedzinie. Na pokaz po prelekcji każdy członek może przynieść do 20 kart; eksponatów w oprawie nie wolno na sali wyjmować z koszulek. Komisja ekspertów nie będzie tego wieczoru wydawać certyfikatów; walory do zaopiniowania powinny być składane za pośrednictwem sekretarza, a opłata wynosi 12 £ za znaczek.",
            ),
        ],
        bad=[
            Slip(0, [("Hartley's 1983 plating study", "Hartley's 1988 plating study")], "citation"),
            Slip(
                1,
                [("mounted items must not be removed", "mounted items should not be removed")],
                "modality",
            ),
            Slip(2, [("12 £ za znaczek", "15 £ za znaczek")], "number"),
        ],
    ),
    Case(
        key="en-pottery-kiln-sharing-firing-rules",
        source="The shared kiln at Riverside Studios fires on Tuesdays and Fridays. Pieces must be on the kiln shelf by 17:00 the day before a firing, clearly marked on the base with your initials. Bisque and glaze loads are never mixed. Glaze firings go to cone 6, so please use only the mid-fire glazes stocked in the studio; low-fire commercial glazes are not allowed because they can run and ruin the shelves. Each member may book up to two shelves per month. The kiln may not be opened until it has cooled below 100 °C, which usually takes around 36 hours. Damaged shelves will be charged at cost.",
        good=[
            Good(
                "preserve",
                "The shared kiln at Riverside Studios is fired every Tuesday and Friday. Your pieces must be on the kiln shelf by 17:00 the day before a firing, with your initials clearly marked on the base. We never mix bisque and glaze loads. Because glaze firings reach cone 6, please stick to the mid-fire glazes the studio stocks; low-fire commercial glazes are not allowed, as they can run and ruin the shelves. You may book up to two shelves a month. The kiln may not be opened until it has cooled below 100 °C – that usually takes around 36 hours. Any damaged shelves will be charged at cost.",
            ),
            Good(
                "preserve",
                "Kiln sharing at Riverside Studios\n"
                "- Firing days: Tuesday and Friday.\n"
                "- Deadline: pieces must be on the kiln shelf by 17:00 on the day before the firing, with your initials clearly marked on the base.\n"
                "- Bisque and glaze loads are never mixed.\n"
                "- Glazes: firings go to cone 6, so please use only the mid-fire glazes stocked in the studio. Low-fire commercial glazes are not allowed, since they can run and ruin the shelves.\n"
                "- Booking: each member may book up to two shelves per month.\n"
                "- Unloading: the kiln may not be opened before it has cooled below 100 °C, which usually takes around 36 hours.\n"
                "- Damaged shelves are charged at cost.",
            ),
            Good(
                "pl",
                "Wypały we wspólnym piecu w Riverside Studios odbywają się we wtorki i piątki. Prace muszą znaleźć się na półce pieca do 17:00 w dniu poprzedzającym wypał i mieć na spodzie wyraźnie oznaczone Twoje inicjały. Nigdy nie łączymy wypału biskwitowego z wypałem szkliwa. Wypały szkliwa dochodzą do stożka 6, więc prosimy używać wyłącznie szkliw średniotemperaturowych dostępnych w pracowni; niskotemperaturowe szkliwa komercyjne są niedozwolone, bo mogą spływać i niszczyć półki. Każdy członek może zarezerwować maksymalnie dwie półki w miesiącu. Pieca nie wolno otwierać, dopóki nie ostygnie poniżej 100 °C, co zwykle trwa około 36 godzin. Za uszkodzone półki pobieramy opłatę w wysokości kosztów.",
            ),
        ],
        bad=[
            Slip(0, [("every Tuesday and Friday", "every Tuesday and Thursday")], "date"),
            Slip(
                1,
                [
                    (
                        "- Bisque and glaze loads are never mixed.",
                        "- Bisque and glaze loads are sometimes mixed.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Pieca nie wolno otwierać", "Pieca nie powinno się otwierać")], "modality"),
        ],
    ),
    Case(
        key="en-hollins-lane-orchard-pruning-volunteers",
        source="Winter pruning at Hollins Lane Community Orchard will take place on Sunday 12 January from 10:00 until about 15:00. We have 48 apple and pear trees to get through, so we are hoping for roughly 20 volunteers. No experience is needed: Tom Price, who has managed the orchard since 2016, will show everyone how to make clean cuts. Please bring gloves and, if you have them, your own secateurs; loppers and saws will be provided. The plum trees must not be pruned in winter because of the risk of silver leaf disease. Soup will be served at lunchtime, and we will probably finish with a short wassail if the weather holds.",
        good=[
            Good(
                "preserve",
                "Join us for winter pruning at Hollins Lane Community Orchard on Sunday 12 January, from 10:00 until about 15:00. There are 48 apple and pear trees to work through, so we're hoping for around 20 volunteers. You don't need any experience – Tom Price, who has looked after the orchard since 2016, will show everyone how to make clean cuts. Bring gloves and, if you have a pair, your own secateurs; we'll provide loppers and saws. Please note that the plum trees must not be pruned in winter, because of the risk of silver leaf disease. There'll be soup at lunchtime, and if the weather holds we'll probably end with a short wassail.",
            ),
            Good(
                "preserve",
                "Winter pruning – Hollins Lane Community Orchard\n"
                "When: Sunday 12 January, 10:00 to about 15:00.\n"
                "The job: 48 apple and pear trees, so we're hoping for roughly 20 volunteers. No experience needed – Tom Price, who has managed the orchard since 2016, will show everyone how to make clean cuts.\n"
                "Bring: gloves and, if you have them, your own secateurs. Loppers and saws are provided.\n"
                "Note: the plum trees must not be pruned in winter because of the risk of silver leaf disease.\n"
                "Lunch: soup. If the weather holds, we'll probably round off with a short wassail.",
            ),
            Good(
                "pl",
                "Zimowe cięcie drzew w sadzie społecznym Hollins Lane odbędzie się w niedzielę 12 stycznia od 10:00 do mniej więcej 15:00. Mamy do przycięcia 48 jabłoni i grusz, więc liczymy na około 20 wolontariuszy. Doświadczenie nie jest potrzebne: Tom Price, który opiekuje się sadem od 2016 roku, pokaże wszystkim, jak wykonywać czyste cięcia. Prosimy zabrać rękawice oraz, jeśli macie, własne sekatory; sekatory dwuręczne i piły zapewniamy. Śliw nie wolno przycinać zimą ze względu na ryzyko srebrzystości liści. W porze obiadowej podamy zupę, a jeśli pogoda dopisze, prawdopodobnie zakończymy krótkim wassailem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "There'll be soup at lunchtime",
                        "There'll be soup at lunchtime, donated by the Red Lion in the village",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "we'll probably round off with a short wassail",
                        "we'll round off with a short wassail",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("48 jabłoni i grusz", "84 jabłoni i grusz")], "number"),
        ],
    ),
    Case(
        key="en-beekeepers-oxalic-acid-winter-treatment",
        source="Members often ask whether oxalic acid treatment in midwinter is worth the effort. The evidence suggests it is: a review by Rademacher and Harz (2006), published in Apidologie 37(1), pp. 98–120, reported that a single trickled dose removed roughly 90% of mites when colonies were broodless. Efficacy is likely to be much lower if brood is present, because mites in capped cells are not reached. Treat only once per winter, as repeated doses may harm the bees, and do not use oxalic acid while honey supers are on the hive. Always wear acid-resistant gloves and eye protection when preparing the solution.",
        good=[
            Good(
                "preserve",
                "Is treating with oxalic acid in midwinter worth the trouble? Members ask this a lot, and the evidence suggests that it is. A review by Rademacher and Harz (2006), published in Apidologie 37(1), pp. 98–120, reported that one trickled dose removed roughly 90% of mites in broodless colonies. If brood is present, efficacy is likely to be much lower, since mites inside capped cells are not reached. Only treat once per winter – repeated doses may harm the bees – and do not use oxalic acid while honey supers are on the hive. When you prepare the solution, always wear acid-resistant gloves and eye protection.",
            ),
            Good(
                "preserve",
                "A frequent question from members: is midwinter oxalic acid treatment worth doing? The evidence suggests so. According to a review by Rademacher and Harz (2006) in Apidologie 37(1), pp. 98–120, a single trickled dose removed roughly 90% of mites in colonies without brood. With brood present, efficacy is likely to be much lower, because mites in capped cells are not reached.\n\n"
                "Key points:\n"
                "- Treat only once per winter; repeated doses may harm the bees.\n"
                "- Do not use oxalic acid while honey supers are on the hive.\n"
                "- Always wear acid-resistant gloves and eye protection when making up the solution.",
            ),
            Good(
                "pl",
                "Członkowie często pytają, czy zimowe leczenie kwasem szczawiowym jest warte zachodu. Dane wskazują, że tak: według przeglądu Rademachera i Harza (2006), opublikowanego w „Apidologie” 37(1), s. 98–120, pojedyncza dawka podana metodą polewania usuwała w rodzinach bez czerwiu około 90% roztoczy. Gdy w ulu jest czerw, skuteczność będzie prawdopodobnie znacznie niższa, ponieważ preparat nie dociera do roztoczy w zasklepionych komórkach. Leczenie stosuj tylko raz w ciągu zimy, bo powtarzane dawki mogą szkodzić pszczołom, i nie używaj kwasu szczawiowego, gdy na ulu są nadstawki miodowe. Przygotowując roztwór, zawsze zakładaj rękawice kwasoodporne i ochronę oczu.",
            ),
        ],
        bad=[
            Slip(0, [("and do not use oxalic acid", "and use oxalic acid")], "negation"),
            Slip(1, [("Apidologie 37(1), pp. 98–120", "Apidologie 37(1), pp. 89–120")], "citation"),
            Slip(
                2,
                [
                    (
                        "skuteczność będzie prawdopodobnie znacznie niższa",
                        "skuteczność będzie znacznie niższa",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-allotment-mains-water-hosepipe-rules",
        source="Allotment holders are reminded that mains water may be used only through hand-held cans or hoses fitted with a trigger gun; sprinklers are not permitted on any plot. The taps will be turned on on 1 April and turned off again on 31 October to protect the pipes from frost. Under rule 14(b) of the tenancy agreement, anyone found leaving a hose running unattended will receive a written warning. During a hosepipe ban declared by the water company under section 76 of the Water Industry Act 1991, hoses must not be used at all, though watering cans are still allowed. Each plot must have at least one water butt by the end of this season.",
        good=[
            Good(
                "preserve",
                "A reminder to all allotment holders: you may use mains water only with hand-held cans or with hoses that have a trigger gun, and sprinklers are not permitted on any plot. To protect the pipes from frost, the taps are turned on on 1 April and off again on 31 October. Anyone found leaving a hose running unattended will be given a written warning under rule 14(b) of the tenancy agreement. If the water company declares a hosepipe ban under section 76 of the Water Industry Act 1991, hoses must not be used at all; watering cans are still allowed. By the end of this season, every plot must have at least one water butt.",
            ),
            Good(
                "preserve",
                "Water rules for allotment holders\n"
                "1. Mains water may be used only with hand-held watering cans or hoses fitted with a trigger gun. Sprinklers are not permitted on any plot.\n"
                "2. Taps are turned on on 1 April and off on 31 October, to protect the pipes from frost.\n"
                "3. Anyone found leaving a hose running unattended receives a written warning (rule 14(b) of the tenancy agreement).\n"
                "4. During a hosepipe ban declared by the water company under section 76 of the Water Industry Act 1991, hoses must not be used at all. Watering cans remain allowed.\n"
                "5. Every plot must have at least one water butt by the end of this season.",
            ),
            Good(
                "pl",
                "Przypominamy działkowcom, że z wody wodociągowej można korzystać wyłącznie za pomocą ręcznych konewek lub węży wyposażonych w pistolet zraszający; na żadnej działce nie wolno używać zraszaczy. Krany zostaną odkręcone 1 kwietnia i ponownie zakręcone 31 października, aby chronić rury przed mrozem. Zgodnie z zasadą 14(b) umowy dzierżawy każda osoba przyłapana na pozostawieniu odkręconego węża bez nadzoru otrzyma pisemne upomnienie. W czasie zakazu używania węży ogrodowych, ogłoszonego przez przedsiębiorstwo wodociągowe na podstawie art. 76 ustawy Water Industry Act 1991, węży nie wolno używać w ogóle, choć konewki są nadal dozwolone. Do końca tego sezonu na każdej działce musi stanąć co najmniej jeden zbiornik na deszczówkę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("hoses must not be used at all", "hoses should not be used at all")],
                "modality",
            ),
            Slip(1, [("off on 31 October", "off on 30 September")], "date"),
            Slip(2, [("Zgodnie z zasadą 14(b)", "Zgodnie z zasadą 4(b)")], "legal_reference"),
        ],
    ),
    Case(
        key="en-snapshotter-photo-backup-readme",
        source="# snapshotter\n\n`snapshotter` copies your photo library to an S3-compatible bucket every night. Backups are incremental, so only changed files are uploaded after the first run.\n\n## Installation\n\nPython 3.10 or newer is required.\n\n```bash\npip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos\n```\n\nThe `init` command writes a config file to `~/.config/snapshotter/config.toml`. Do not commit this file: it contains your access keys.\n\n## Support\n\nOpen an issue at https://github.com/lenkaw/snapshotter/issues or email support@snapshotter.dev. We usually reply within two working days.",
        good=[
            Good(
                "preserve",
                "# snapshotter\n\n"
                "Every night, `snapshotter` backs up your photo library to an S3-compatible bucket. Backups are incremental: after the first run, only files that have changed get uploaded.\n\n"
                "## Installation\n\n"
                "You need Python 3.10 or newer.\n\n"
                "```bash\npip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos\n```\n\n"
                "Running `init` creates a config file at `~/.config/snapshotter/config.toml`. This file holds your access keys, so do not commit it.\n\n"
                "## Support\n\n"
                "Please open an issue at https://github.com/lenkaw/snapshotter/issues or write to support@snapshotter.dev. We usually answer within two working days.",
            ),
            Good(
                "preserve",
                "# snapshotter\n\n"
                "`snapshotter` makes nightly backups of your photo library to an S3-compatible bucket. Backups are incremental, so after the first run only changed files are uploaded.\n\n"
                "## Installation\n\n"
                "Requires Python 3.10 or newer.\n\n"
                "```bash\npip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos\n```\n\n"
                "`init` writes its config to `~/.config/snapshotter/config.toml`. Do not commit this file – it contains your access keys.\n\n"
                "## Support\n\n"
                "- Issues: https://github.com/lenkaw/snapshotter/issues\n"
                "- Email: support@snapshotter.dev\n\n"
                "We usually reply within two working days.",
            ),
            Good(
                "pl",
                "# snapshotter\n\n"
                "`snapshotter` co noc kopiuje Twoją bibliotekę zdjęć do zasobnika zgodnego z S3. Kopie są przyrostowe, więc po pierwszym uruchomieniu wysyłane są tylko zmienione pliki.\n\n"
                "## Instalacja\n\n"
                "Wymagany jest Python 3.10 lub nowszy.\n\n"
                "```bash\npip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos\n```\n\n"
                "Polecenie `init` zapisuje plik konfiguracyjny w `~/.config/snapshotter/config.toml`. Nie commituj tego pliku: zawiera Twoje klucze dostępu.\n\n"
                "## Wsparcie\n\n"
                "Zgłoś problem na https://github.com/lenkaw/snapshotter/issues lub napisz na support@snapshotter.dev. Zwykle odpowiadamy w ciągu dwóch dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`~/.config/snapshotter/config.toml`", "`~/.config/snapshotter/config.yaml`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "```bash\npip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos\n```",
                        "pip install snapshotter==2.3.1\nsnapshotter init --bucket my-photos",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("support@snapshotter.dev", "support@snapshotter.com")], "url"),
        ],
    ),
    Case(
        key="en-makerspace-laser-cutter-induction-fire",
        source="Before using the laser cutter, every member must complete the 90-minute induction, which runs on the first Wednesday of each month. The machine must never be left unattended while cutting, not even for a minute. Only materials on the approved list may be cut; PVC and vinyl are banned because they release chlorine gas. Bookings are limited to two hours per member per day. The extraction fan must be running before you start a job. If a fire starts inside the bed, keep the lid closed and press the red stop button; the CO2 extinguisher should only be used if the flames do not go out within a few seconds.",
        good=[
            Good(
                "preserve",
                "You must complete the 90-minute induction before you use the laser cutter; it runs on the first Wednesday of every month. The machine must never be left unattended while it is cutting – not even for a minute. You may cut only materials on the approved list. PVC and vinyl are banned because they give off chlorine gas. Each member can book the cutter for a maximum of two hours a day. The extraction fan must be running before you start a job. If a fire starts inside the bed, keep the lid shut and press the red stop button. The CO2 extinguisher should be used only if the flames don't go out within a few seconds.",
            ),
            Good(
                "preserve",
                "Laser cutter rules\n"
                "1. Induction: every member must complete the 90-minute induction (first Wednesday of each month) before using the cutter.\n"
                "2. Supervision: the machine must never be left unattended while cutting, not even for a minute.\n"
                "3. Materials: only those on the approved list may be cut. PVC and vinyl are banned, as they release chlorine gas.\n"
                "4. Bookings: a maximum of two hours per member per day.\n"
                "5. Extraction: the fan must be running before you start a job.\n"
                "6. Fire inside the bed: keep the lid closed and press the red stop button. The CO2 extinguisher should only be used if the flames do not go out within a few seconds.",
            ),
            Good(
                "pl",
                "Zanim skorzystasz z wycinarki laserowej, musisz ukończyć 90-minutowe szkolenie wstępne, które odbywa się w pierwszą środę każdego miesiąca. Podczas cięcia maszyny nigdy nie wolno zostawiać bez nadzoru, nawet na minutę. Ciąć można wyłącznie materiały z zatwierdzonej listy; PCV i winyl są zakazane, ponieważ wydziela się z nich gazowy chlor. Każdy członek może rezerwować maszynę na maksymalnie dwie godziny dziennie. Przed rozpoczęciem pracy wentylator wyciągu musi być włączony. Jeśli w komorze roboczej pojawi się ogień, trzymaj pokrywę zamkniętą i naciśnij czerwony przycisk zatrzymania; gaśnicę CO2 powinno się stosować tylko wtedy, gdy płomienie nie zgasną w ciągu kilku sekund.",
            ),
        ],
        bad=[
            Slip(0, [("the 90-minute induction", "the 60-minute induction")], "number"),
            Slip(
                1,
                [
                    (
                        "if the flames do not go out within a few seconds",
                        "if the flames go out within a few seconds",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("musisz ukończyć 90-minutowe szkolenie", "warto ukończyć 90-minutowe szkolenie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-choir-summer-tour-deposit-schedule",
        source="The choir's summer tour to Ljubljana and Zagreb runs from 18 to 25 July 2026. The total cost is estimated at £640 per singer, covering coach travel, seven nights' half-board accommodation and concert venue fees. A deposit of £150 secures your place and must be paid by 30 November 2025; the remainder will be split into two instalments due on 1 March and 1 June 2026. Places are limited to 42 singers, allocated in order of deposit payment. Deposits are refundable only if the tour is cancelled by the organisers. Travel insurance is not included, and every singer must arrange their own.",
        good=[
            Good(
                "preserve",
                "Our summer tour to Ljubljana and Zagreb will run from 18 to 25 July 2026. We estimate the total cost at £640 per singer, which covers coach travel, half-board accommodation for seven nights and the fees for the concert venues. Your place is secured by a £150 deposit, which must be paid by 30 November 2025; the rest will be split into two instalments, due on 1 March and 1 June 2026. There are only 42 places, allocated to singers in the order in which deposits are paid. Deposits are refundable only if the organisers cancel the tour. Travel insurance isn't included, and every singer must arrange their own.",
            ),
            Good(
                "preserve",
                "Summer tour 2026: Ljubljana and Zagreb\n"
                "- Dates: 18–25 July 2026\n"
                "- Estimated cost: £640 per singer (coach travel, seven nights' half-board accommodation, concert venue fees)\n"
                "- Deposit: £150, which must be paid by 30 November 2025 to secure your place\n"
                "- Balance: two instalments, due on 1 March and 1 June 2026\n"
                "- Places: limited to 42 singers, allocated in order of deposit payment\n"
                "- Refunds: deposits are refunded only if the organisers cancel the tour\n"
                "- Insurance: travel insurance is not included; every singer must arrange their own",
            ),
            Good(
                "pl",
                "Letnie tournée chóru do Lublany i Zagrzebia potrwa od 18 do 25 lipca 2026 r. Łączny koszt szacuje się na 640 £ na osobę; obejmuje on przejazd autokarem, siedem noclegów ze śniadaniami i obiadokolacjami oraz opłaty za sale koncertowe. Miejsce gwarantuje zaliczka w wysokości 150 £, którą trzeba wpłacić do 30 listopada 2025 r.; pozostała kwota zostanie rozłożona na dwie raty płatne 1 marca i 1 czerwca 2026 r. Liczba miejsc jest ograniczona do 42 chórzystów, a o przydziale decyduje kolejność wpłat zaliczek. Zaliczki podlegają zwrotowi tylko wtedy, gdy tournée odwołają organizatorzy. Ubezpieczenie podróżne nie jest wliczone w cenę i każdy chórzysta musi wykupić je we własnym zakresie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must be paid by 30 November 2025", "must be paid by 30 December 2025")],
                "date",
            ),
            Slip(
                1,
                [("concert venue fees)", "concert venue fees, a guided tour of Ljubljana Castle)")],
                "invented_fact",
            ),
            Slip(2, [("ograniczona do 42 chórzystów", "ograniczona do 48 chórzystów")], "number"),
        ],
    ),
    Case(
        key="en-dive-shop-nitrox-oxygen-cleaning",
        source="Equipment used with nitrox above 40% oxygen needs to be oxygen-cleaned and fitted with compatible lubricants. A frequently cited analysis by Kessler (2011), in the Journal of Diving Safety Engineering, 14(3), pp. 201–209, argues that most fires in scuba valves are probably triggered by adiabatic compression combined with hydrocarbon contamination. The British Sub-Aqua Club's technical guidance takes a more cautious line and suggests that the 40% threshold may be too generous for older regulators. In our shop, we therefore oxygen-clean any regulator that will be used with nitrox, regardless of the mix, and we do not fill cylinders above 32% unless they carry a valid oxygen-service sticker.",
        good=[
            Good(
                "preserve",
                "Any equipment used with nitrox containing more than 40% oxygen needs oxygen cleaning and compatible lubricants. Kessler (2011), in a frequently cited analysis in the Journal of Diving Safety Engineering, 14(3), pp. 201–209, argues that most scuba valve fires are probably set off by adiabatic compression together with hydrocarbon contamination. The British Sub-Aqua Club's technical guidance is more cautious, suggesting that the 40% threshold may be too generous for older regulators. For that reason, our shop oxygen-cleans every regulator that will be used with nitrox, whatever the mix, and we do not fill cylinders above 32% unless they carry a valid oxygen-service sticker.",
            ),
            Good(
                "preserve",
                "If you dive nitrox with more than 40% oxygen, your equipment has to be oxygen-cleaned and fitted with compatible lubricants. A much-cited analysis (Kessler, 2011, Journal of Diving Safety Engineering 14(3), pp. 201–209) argues that most fires in scuba valves are probably caused by adiabatic compression combined with hydrocarbon contamination. The British Sub-Aqua Club's technical guidance is more cautious: it suggests the 40% threshold may be too generous for older regulators. That's why we oxygen-clean any regulator that will be used with nitrox, regardless of the mix, and why we don't fill cylinders above 32% unless they carry a valid oxygen-service sticker.",
            ),
            Good(
                "pl",
                "Sprzęt używany z nitroksem o zawartości tlenu powyżej 40% musi zostać oczyszczony do pracy z tlenem i nasmarowany kompatybilnymi smarami. Często cytowana analiza Kesslera (2011) w „Journal of Diving Safety Engineering”, 14(3), s. 201–209, przekonuje, że większość pożarów w zaworach nurkowych jest prawdopodobnie wywoływana przez sprężanie adiabatyczne w połączeniu z zanieczyszczeniem węglowodorami. Wytyczne techniczne British Sub-Aqua Club są ostrożniejsze i sugerują, że próg 40% może być zbyt łagodny dla starszych automatów oddechowych. Dlatego w naszym sklepie czyścimy do pracy z tlenem każdy automat, który będzie używany z nitroksem, niezależnie od mieszanki, i nie napełniamy butli mieszanką powyżej 32%, jeśli nie mają ważnej naklejki potwierdzającej przygotowanie do pracy z tlenem.",
            ),
        ],
        bad=[
            Slip(0, [("Kessler (2011)", "Kessler (2001)")], "citation"),
            Slip(1, [("are probably caused by", "are caused by")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Wytyczne techniczne British Sub-Aqua Club są ostrożniejsze i sugerują, że próg 40% może być zbyt łagodny dla starszych automatów oddechowych.",
                        "The British Sub-Aqua Club's technical guidance takes a more cautious line and suggests that the 40% threshold may be too generous for older regulators.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-lido-friends-membership-privacy-notice",
        source="The Friends of Elmbridge Lido hold your name, address, email and membership history so that we can run your membership and send you the quarterly newsletter. Our lawful basis is legitimate interests under Article 6(1)(f) of the UK GDPR; for Gift Aid declarations we rely on legal obligation under Article 6(1)(c). We keep records for six years after your membership ends and then delete them. We never sell your data or share it with other organisations, except HMRC for Gift Aid claims. You can ask for a copy of your data or ask us to correct it by writing to privacy@elmbridgelido.org.uk. If you are unhappy with our response, you may complain to the ICO at ico.org.uk.",
        good=[
            Good(
                "preserve",
                "To run your membership and send you our quarterly newsletter, the Friends of Elmbridge Lido hold your name, address, email and membership history. We do this on the basis of legitimate interests (Article 6(1)(f) of the UK GDPR) and, for Gift Aid declarations, on the basis of legal obligation (Article 6(1)(c)). Records are deleted six years after your membership ends. We never sell your data or share it with other organisations, apart from HMRC for Gift Aid claims. To get a copy of your data or have it corrected, write to privacy@elmbridgelido.org.uk. If you are unhappy with our response, you may complain to the ICO at ico.org.uk.",
            ),
            Good(
                "preserve",
                "What we hold and why: your name, address, email and membership history, so that we can manage your membership and send you the quarterly newsletter.\n"
                "Lawful basis: legitimate interests under Article 6(1)(f) of the UK GDPR; for Gift Aid declarations, legal obligation under Article 6(1)(c).\n"
                "How long: six years after your membership ends, after which the records are deleted.\n"
                "Sharing: we never sell your data or share it with other organisations, except HMRC for Gift Aid claims.\n"
                "Your rights: you can ask for a copy of your data or ask us to correct it by writing to privacy@elmbridgelido.org.uk. If you are unhappy with our response, you may complain to the ICO at ico.org.uk.",
            ),
            Good(
                "pl",
                "Friends of Elmbridge Lido przechowuje Twoje imię i nazwisko, adres, adres e-mail oraz historię członkostwa, abyśmy mogli obsługiwać Twoje członkostwo i wysyłać Ci kwartalny biuletyn. Podstawą prawną jest nasz prawnie uzasadniony interes, o którym mowa w art. 6 ust. 1 lit. f UK GDPR; w przypadku oświadczeń Gift Aid opieramy się na obowiązku prawnym z art. 6 ust. 1 lit. c. Dane przechowujemy przez sześć lat od zakończenia członkostwa, a następnie je usuwamy. Nigdy nie sprzedajemy Twoich danych ani nie udostępniamy ich innym organizacjom, z wyjątkiem HMRC w związku z wnioskami Gift Aid. Możesz poprosić o kopię swoich danych lub o ich sprostowanie, pisząc na adres privacy@elmbridgelido.org.uk. Jeśli jesteś niezadowolony z naszej odpowiedzi, możesz złożyć skargę do ICO za pośrednictwem strony ico.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Records are deleted six years after your membership ends.",
                        "Records are deleted six years after your membership ends, and paper forms are shredded on site by a certified contractor.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("to the ICO at ico.org.uk", "to the ICO at ico.gov.uk")], "url"),
            Slip(
                2,
                [("art. 6 ust. 1 lit. f UK GDPR", "art. 9 ust. 1 lit. f UK GDPR")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-tidewatch-cli-release-notes-3-2",
        source="Version 3.2 of the tidewatch CLI is now available. The `--station` flag now accepts up to 5 station IDs at once, and forecast requests are about 40% faster thanks to response caching. The old `tidewatch fetch` command is deprecated and will be removed in 4.0; use `tidewatch get` instead. If you set the cache location manually, you must rename the `cache_dir` key to `cache.path` in your config file, otherwise the setting will be ignored. Python 3.8 is no longer supported. Users upgrading from 2.x should read the migration guide first, as stored alerts may need to be re-created.",
        good=[
            Good(
                "preserve",
                "tidewatch CLI 3.2 is out. You can now pass up to 5 station IDs at once to the `--station` flag, and thanks to response caching, forecast requests are about 40% faster. `tidewatch fetch` is deprecated and will be removed in 4.0, so use `tidewatch get` instead. Anyone who sets the cache location by hand must rename the `cache_dir` key in their config file to `cache.path`; otherwise the setting will be ignored. Support for Python 3.8 has been dropped. If you're upgrading from 2.x, you should read the migration guide first, because stored alerts may need to be re-created.",
            ),
            Good(
                "preserve",
                "## tidewatch CLI 3.2\n\n"
                "- `--station` now accepts up to 5 station IDs at a time.\n"
                "- Forecast requests are about 40% faster, thanks to response caching.\n"
                "- `tidewatch fetch` is deprecated and will be removed in 4.0. Use `tidewatch get` instead.\n"
                "- Setting the cache location manually? You must rename `cache_dir` to `cache.path` in your config file, or the setting will be ignored.\n"
                "- Python 3.8 is no longer supported.\n\n"
                "Upgrading from 2.x? You should read the migration guide first, since stored alerts may need to be re-created.",
            ),
            Good(
                "pl",
                "Dostępna jest wersja 3.2 narzędzia tidewatch CLI. Flaga `--station` przyjmuje teraz do 5 identyfikatorów stacji naraz, a dzięki buforowaniu odpowiedzi zapytania o prognozy są o około 40% szybsze. Stare polecenie `tidewatch fetch` jest przestarzałe i zostanie usunięte w wersji 4.0; zamiast niego używaj `tidewatch get`. Jeśli ręcznie ustawiasz lokalizację pamięci podręcznej, musisz w pliku konfiguracyjnym zmienić nazwę klucza `cache_dir` na `cache.path`, w przeciwnym razie ustawienie zostanie zignorowane. Python 3.8 nie jest już obsługiwany. Użytkownicy aktualizujący z wersji 2.x powinni najpierw przeczytać przewodnik migracji, ponieważ zapisane alerty mogą wymagać ponownego utworzenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you should read the migration guide first",
                        "you might want to read the migration guide first",
                    )
                ],
                "modality",
            ),
            Slip(1, [("`cache.path`", "`cache_path`")], "code"),
            Slip(2, [("o około 40% szybsze", "o około 60% szybsze")], "number"),
        ],
    ),
    Case(
        key="en-bell-ringers-tower-practice-notice",
        source="Practice night at St Michael's tower is Wednesday from 19:30 to 21:00, and Sunday service ringing starts at 10:15. Visitors are welcome but should contact the tower captain, Margaret Ellis, beforehand, as the ringing chamber holds no more than 14 people. Learners must not handle a rope without a teacher standing beside them, and nobody may ring the tenor alone until they have been signed off. The bells will be silent from 3 to 24 March while the frame is inspected, so practice moves to All Saints' for those three weeks. Please do not climb to the bell chamber: the ladder is not safe.",
        good=[
            Good(
                "preserve",
                "At St Michael's tower, practice night is Wednesday, 19:30–21:00, and ringing for the Sunday service begins at 10:15. Visitors are welcome, though they should contact our tower captain, Margaret Ellis, before coming, because the ringing chamber holds 14 people at most. Learners must not handle a rope unless a teacher is standing beside them, and no one may ring the tenor alone before being signed off. While the frame is inspected, the bells will be silent from 3 to 24 March, and practice will move to All Saints' for those three weeks. Please don't climb up to the bell chamber – the ladder isn't safe.",
            ),
            Good(
                "preserve",
                "St Michael's tower – notes for ringers\n"
                "- Practice: Wednesdays, 19:30 to 21:00. Sunday service ringing: from 10:15.\n"
                "- Visitors are welcome but should contact the tower captain, Margaret Ellis, in advance; the ringing chamber holds no more than 14 people.\n"
                "- Learners must not handle a rope without a teacher beside them.\n"
                "- Nobody may ring the tenor alone until they have been signed off.\n"
                "- 3–24 March: the bells will be silent while the frame is inspected, and practice moves to All Saints' for those three weeks.\n"
                "- Please do not climb to the bell chamber; the ladder is not safe.",
            ),
            Good(
                "pl",
                "Próby na wieży kościoła św. Michała odbywają się w środy od 19:30 do 21:00, a dzwonienie na niedzielne nabożeństwo rozpoczyna się o 10:15. Goście są mile widziani, ale powinni wcześniej skontaktować się z kapitanem wieży, Margaret Ellis, ponieważ w izbie dzwonników mieści się najwyżej 14 osób. Uczący się nie mogą brać liny do ręki bez nauczyciela stojącego obok, a nikt nie może samodzielnie dzwonić dzwonem tenorowym, dopóki nie zostanie do tego formalnie dopuszczony. Od 3 do 24 marca dzwony będą milczeć z powodu przeglądu konstrukcji dzwonowej, dlatego na te trzy tygodnie próby przenoszą się do kościoła Wszystkich Świętych. Prosimy nie wchodzić do izby dzwonów: drabina nie jest bezpieczna.",
            ),
        ],
        bad=[
            Slip(0, [("from 3 to 24 March", "from 3 to 24 May")], "date"),
            Slip(
                1,
                [
                    (
                        "the bells will be silent while the frame is inspected",
                        "the bells will be silent while the frame is inspected at the diocesan insurer's request",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Uczący się nie mogą brać liny do ręki", "Uczący się mogą brać linę do ręki")],
                "negation",
            ),
        ],
    ),
]

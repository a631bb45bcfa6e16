# ruff: noqa: E501, RUF001
"""English source cases of blind set 61: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-community-fridge-donation-safety-rules",
        source="Community Fridge – what you can and cannot leave\n\nEveryone is welcome to take food from the fridge, but donations must follow a few rules. Cooked food must be labelled with the date it was made and must not be older than 48 hours when it goes in. Do not donate raw meat, raw fish, unpasteurised dairy or anything that has been opened, except bread and whole fruit. The fridge is checked twice a day by volunteers and should stay at or below 5°C; if the thermometer reads higher, please tell a volunteer rather than adding more food. Items past their use-by date will be removed and composted. Questions? Email fridge@hollowaycommons.org.",
        good=[
            Good(
                "preserve",
                "Community Fridge: the rules for donations\n\nAnyone can take food from the fridge. If you're donating, please stick to these rules:\n\n- Cooked food must carry a label with the date you made it, and it must be no more than 48 hours old when you put it in.\n- Don't bring raw meat, raw fish, unpasteurised dairy or anything that's been opened – bread and whole fruit are the only exceptions.\n- Volunteers check the fridge twice a day, and it should be kept at 5°C or below. If the thermometer shows a higher reading, let a volunteer know instead of adding more food.\n- Anything past its use-by date will be taken out and composted.\n\nAny questions? Write to fridge@hollowaycommons.org.",
            ),
            Good(
                "preserve",
                "Anyone is welcome to take food from the Community Fridge; donations, however, must comply with a few rules. Donors must not leave raw meat, raw fish, unpasteurised dairy products or opened items, with the exception of bread and whole fruit. Any cooked food must be labelled with the date it was prepared and must be no older than 48 hours at the time it is placed in the fridge. Volunteers inspect the fridge twice daily, and its temperature should remain at or below 5°C; if the thermometer shows more than that, please inform a volunteer instead of adding food. Items beyond their use-by date will be removed and composted. Please send any questions to fridge@hollowaycommons.org.",
            ),
            Good(
                "pl",
                "Lodówka społeczna – co można, a czego nie można zostawiać\n\nKażdy może brać jedzenie z lodówki, ale przekazywane produkty muszą spełniać kilka zasad. Ugotowane potrawy muszą być opisane datą przygotowania i w chwili włożenia do lodówki nie mogą mieć więcej niż 48 godzin. Nie przynoś surowego mięsa, surowych ryb, niepasteryzowanego nabiału ani niczego, co zostało otwarte – wyjątkiem są pieczywo i całe owoce. Wolontariusze sprawdzają lodówkę dwa razy dziennie, a temperatura w niej powinna wynosić najwyżej 5°C; jeśli termometr pokazuje więcej, zgłoś to wolontariuszowi, zamiast dokładać jedzenie. Produkty po upływie terminu przydatności do spożycia zostaną usunięte i skompostowane. Pytania? Napisz na fridge@hollowaycommons.org.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("nie mogą mieć więcej niż 48 godzin", "mogą mieć więcej niż 48 godzin")],
                "negation",
            ),
            Slip(0, [("no more than 48 hours old", "no more than 72 hours old")], "number"),
            Slip(
                1,
                [("Any cooked food must be labelled", "Any cooked food should be labelled")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-kayak-hire-estuary-safety-briefing",
        source="Before you launch, please listen to this safety briefing. Every paddler must wear the buoyancy aid we provide, fully zipped, for the whole time they are on the water. Children under 12 must share a double kayak with an adult. Do not paddle beyond the yellow buoys at the mouth of the estuary: the current there can be strong, especially on an ebbing tide. The wind usually picks up after 3 pm, so the return leg will probably be harder than the trip out. If you capsize, stay with your kayak and blow the whistle on your buoyancy aid. Hire is for two hours; please be back at the slipway by the time on your ticket.",
        good=[
            Good(
                "preserve",
                "Safety briefing – please listen before you launch:\n\n- Every paddler must wear the buoyancy aid we provide, zipped up fully, the entire time they're on the water.\n- Children under 12 must paddle a double kayak together with an adult.\n- Don't go past the yellow buoys at the estuary mouth – the current there can be strong, particularly when the tide is ebbing.\n- The wind usually strengthens after 3 pm, so the paddle back will probably be tougher than the paddle out.\n- If you capsize, stay with your kayak and blow the whistle attached to your buoyancy aid.\n- Your hire lasts two hours; please return to the slipway by the time printed on your ticket.",
            ),
            Good(
                "preserve",
                "Please listen to this briefing before you launch. Your kayak is hired for two hours, so please be back at the slipway by the time shown on your ticket. While you are on the water you must wear the buoyancy aid we supply, fully zipped, at all times, and children under 12 must be in a double kayak with an adult. Stay inside the yellow buoys at the estuary mouth and do not paddle past them, because the current there can be strong, especially as the tide ebbs. After 3 pm the wind usually gets up, which means the return will probably be harder work than the outward trip. If you capsize, stay with the kayak and use the whistle on your buoyancy aid.",
            ),
            Good(
                "pl",
                "Zanim wypłyniesz, wysłuchaj tej odprawy dotyczącej bezpieczeństwa. Każdy kajakarz musi przez cały czas pobytu na wodzie mieć na sobie całkowicie zapiętą kamizelkę asekuracyjną, którą zapewniamy. Dzieci poniżej 12 lat muszą płynąć w kajaku dwuosobowym z dorosłym. Nie wypływaj poza żółte boje u ujścia estuarium: prąd bywa tam silny, zwłaszcza podczas odpływu. Wiatr zwykle wzmaga się po 15:00, więc droga powrotna będzie prawdopodobnie trudniejsza niż droga w tamtą stronę. Jeśli się wywrócisz, zostań przy kajaku i użyj gwizdka przypiętego do kamizelki. Wypożyczenie trwa dwie godziny; prosimy o powrót na pochylnię do godziny podanej na bilecie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "children under 12 must be in a double kayak",
                        "children under 12 should be in a double kayak",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("the paddle back will probably be tougher", "the paddle back will be tougher")],
                "hedge",
            ),
            Slip(
                2,
                [("Dzieci poniżej 12 lat muszą płynąć", "Dzieci poniżej 12 lat nie muszą płynąć")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-broadband-engineer-installation-appointment-terms",
        source="Your broadband installation is booked for Tuesday 14 October 2025, between 8 am and 1 pm. An adult aged 18 or over must be at the property for the whole appointment, and our engineer will need access to the master phone socket and a power point next to it. The visit normally takes about two hours. If nobody is home when the engineer arrives, a missed-appointment charge of £45 may apply. To move your appointment, go to www.lumenfibre.co.uk/myappointment at least 48 hours before the booked slot; changes cannot be made by replying to this email. Your service should be live within 24 hours of a successful installation.",
        good=[
            Good(
                "preserve",
                "Your installation details\n\n- Date: Tuesday, October 14, 2025\n- Time slot: 8 am – 1 pm\n- Typical length of the visit: around two hours\n\nWhat you need to know:\n\n- Someone aged 18 or over must be at the property throughout the appointment.\n- The engineer will need to reach your master phone socket and the power point beside it.\n- If no one is in when the engineer turns up, a £45 missed-appointment charge may apply.\n- To reschedule, use www.lumenfibre.co.uk/myappointment no later than 48 hours before your slot. You can't change the appointment by replying to this email.\n\nOnce the installation has been completed successfully, your service should be live within 24 hours.",
            ),
            Good(
                "preserve",
                "We've booked your broadband installation for Tuesday 14 October 2025, in the 8 am to 1 pm slot. The job normally takes about two hours. An adult (18 or over) must be there for the full appointment, and the engineer will need access to the master phone socket and the power point next to it. Please note that a £45 missed-appointment charge may apply if nobody is home when the engineer arrives. If you need to rearrange, do it at www.lumenfibre.co.uk/myappointment at least 48 hours ahead of your slot – replies to this email can't be used to change bookings. After a successful installation, your service should go live within 24 hours.",
            ),
            Good(
                "pl",
                "Instalacja Twojego internetu szerokopasmowego została zaplanowana na wtorek 14 października 2025 r., w godzinach 8:00–13:00. Przez cały czas wizyty na miejscu musi być osoba dorosła w wieku co najmniej 18 lat, a technik będzie potrzebował dostępu do głównego gniazdka telefonicznego i znajdującego się obok gniazdka elektrycznego. Wizyta trwa zwykle około dwóch godzin. Jeśli po przyjeździe technika nikogo nie będzie w domu, może zostać naliczona opłata za nieodbytą wizytę w wysokości 45 GBP. Aby zmienić termin, wejdź na www.lumenfibre.co.uk/myappointment co najmniej 48 godzin przed zarezerwowanym terminem; zmian nie można wprowadzać, odpowiadając na tego e-maila. Usługa powinna zacząć działać w ciągu 24 godzin od udanej instalacji.",
            ),
        ],
        bad=[
            Slip(0, [("October 14, 2025", "October 24, 2025")], "date"),
            Slip(
                2,
                [("www.lumenfibre.co.uk/myappointment", "www.lumenfibre.com/myappointment")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "The job normally takes about two hours.",
                        "The job normally takes about two hours, and the engineer will also set up your new Wi-Fi router in the room of your choice.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-graduate-school-thesis-formatting-requirements",
        source="Thesis formatting requirements (Graduate School)\n\nThe main text must be set in a 12-point serif font with 1.5 line spacing, and all margins must be at least 2.5 cm; the binding margin should be 3.5 cm if you intend to submit a printed copy. Doctoral theses must not exceed 80,000 words, excluding the bibliography and appendices, while master's dissertations are limited to 20,000 words. References may follow any recognised style, provided it is used consistently; most departments recommend the author-date system described in Turabian (2018), chapters 15–19. Page numbers must appear in the footer, centred. Theses that do not meet these requirements will be returned to the candidate before examination.",
        good=[
            Good(
                "preserve",
                "Formatting your thesis: Graduate School requirements\n\n- Main text: it must be set in a 12-point serif typeface with 1.5 line spacing.\n- Margins: every margin must be 2.5 cm or wider. If you plan to hand in a printed copy, the binding margin should be 3.5 cm.\n- Length: a doctoral thesis must not go over 80,000 words, not counting the bibliography and appendices; master's dissertations are limited to 20,000 words.\n- References: any recognised style is acceptable as long as you apply it consistently. Most departments recommend the author-date system set out in Turabian (2018), chapters 15–19.\n- Page numbers: these must be centred in the footer.\n\nIf your thesis does not meet these requirements, it will be returned to you before examination.",
            ),
            Good(
                "preserve",
                "The Graduate School will return to the candidate, before examination, any thesis that does not meet the following requirements. All margins must be at least 2.5 cm, and where a printed copy is to be submitted the binding margin should be 3.5 cm; the main text must be in a 12-point serif font with 1.5 line spacing, and page numbers must be centred in the footer. A doctoral thesis must not exceed 80,000 words (bibliography and appendices excluded), and a master's dissertation is limited to 20,000 words. Candidates may use any recognised referencing style provided they apply it consistently, although most departments recommend the author-date system described in chapters 15–19 of Turabian (2018).",
            ),
            Good(
                "pl",
                "Wymogi dotyczące formatowania pracy dyplomowej (Graduate School)\n\nTekst główny musi być złożony czcionką szeryfową w rozmiarze 12 punktów z interlinią 1,5, a wszystkie marginesy muszą mieć co najmniej 2,5 cm; jeśli zamierzasz złożyć wersję drukowaną, margines na oprawę powinien wynosić 3,5 cm. Rozprawy doktorskie nie mogą przekraczać 80 000 słów, nie licząc bibliografii i aneksów, natomiast prace magisterskie są ograniczone do 20 000 słów. Bibliografię i przypisy można sporządzać w dowolnym uznanym stylu, pod warunkiem że jest on stosowany konsekwentnie; większość wydziałów zaleca system autor–data opisany w: Turabian (2018), rozdziały 15–19. Numery stron muszą znajdować się w stopce, wyśrodkowane. Prace niespełniające tych wymogów zostaną zwrócone autorowi przed egzaminem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Turabian (2018), chapters 15–19", "Turabian (2013), chapters 15–19")],
                "citation",
            ),
            Slip(2, [("do 20 000 słów", "do 25 000 słów")], "number"),
            Slip(
                1,
                [
                    (
                        "page numbers must be centred in the footer",
                        "page numbers should be centred in the footer",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-city-bike-share-app-terms",
        source="By starting a ride you agree to these terms. You must be at least 16 years old to use the service, and riders under 18 need the consent of a parent or guardian. Unlocking a bike costs £1, followed by 15p per minute; monthly pass holders ride free for the first 45 minutes of each journey. Bikes must be returned to a marked docking bay. If you leave a bike outside a bay, we may charge a £20 repositioning fee. You are not allowed to carry passengers, and you must not ride on pavements unless signs permit it. We are not responsible for personal items left in the front basket.",
        good=[
            Good(
                "preserve",
                "Starting a ride means you accept these terms. In short:\n\n- You have to be 16 or older to use the service, and if you're under 18 you'll need consent from a parent or guardian.\n- Pricing: £1 to unlock, then 15p a minute. With a monthly pass, the first 45 minutes of every journey are free.\n- Bikes must go back to a marked docking bay. Leave one outside a bay and we may charge you a £20 repositioning fee.\n- No passengers, and you must not ride on pavements unless signs say you can.\n- We aren't responsible for anything you leave in the front basket.",
            ),
            Good(
                "preserve",
                "These terms apply to every ride and are accepted when a ride is started. Users must be aged 16 or over, and those under 18 require the consent of a parent or guardian. Each ride costs £1 to unlock plus 15p per minute, although holders of a monthly pass are not charged for the first 45 minutes of each journey. Bicycles must be returned to a marked docking bay; a £20 repositioning fee may be charged for any bicycle left outside a bay. Carrying passengers is prohibited, as is riding on pavements except where signage permits it. We accept no responsibility for personal belongings left in the front basket.",
            ),
            Good(
                "pl",
                "Rozpoczynając przejazd, akceptujesz niniejszy regulamin. Aby korzystać z usługi, musisz mieć ukończone 16 lat, a osoby poniżej 18 roku życia potrzebują zgody rodzica lub opiekuna. Odblokowanie roweru kosztuje 1 GBP, a każda kolejna minuta 15 pensów; posiadacze karnetu miesięcznego jeżdżą bezpłatnie przez pierwsze 45 minut każdego przejazdu. Rowery należy zwracać do oznaczonego stanowiska dokującego. Jeśli zostawisz rower poza stanowiskiem, możemy naliczyć opłatę za jego przestawienie w wysokości 20 GBP. Nie wolno przewozić pasażerów ani jeździć po chodnikach, chyba że znaki na to zezwalają. Nie odpowiadamy za rzeczy osobiste pozostawione w przednim koszyku.",
            ),
        ],
        bad=[
            Slip(0, [("then 15p a minute", "then 25p a minute")], "number"),
            Slip(
                2,
                [("Nie odpowiadamy za rzeczy osobiste", "Odpowiadamy za rzeczy osobiste")],
                "negation",
            ),
            Slip(
                1,
                [("Users must be aged 16 or over", "Users should be aged 16 or over")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-go-client-library-release-notes",
        source="## v2.4.0 (2025-03-18)\n\n### Added\n\n- `Client.WithRetry(n int)` retries idempotent requests up to `n` times with exponential backoff.\n- Support for Go 1.23 iterators via `Rows.All()`.\n\n### Changed\n\n- The default request timeout is now 30 seconds (previously 60).\n\n### Deprecated\n\n- `NewClientFromEnv` will be removed in v3; use `NewClient(WithEnv())` instead.\n\nThis release contains no breaking changes, so upgrading from v2.3.x does not require code changes. See the [migration guide](https://github.com/tidewater/pgq/blob/main/docs/MIGRATING.md) for details.",
        good=[
            Good(
                "preserve",
                "## v2.4.0 — released 18 March 2025\n\n### Added\n\n- New `Client.WithRetry(n int)`: idempotent requests are retried up to `n` times, with exponential backoff.\n- `Rows.All()` adds support for Go 1.23 iterators.\n\n### Changed\n\n- Requests now time out after 30 seconds by default, down from 60.\n\n### Deprecated\n\n- `NewClientFromEnv` is deprecated and will be removed in v3. Switch to `NewClient(WithEnv())`.\n\nThere are no breaking changes in this release: you can upgrade from v2.3.x without changing any code. Details are in the [migration guide](https://github.com/tidewater/pgq/blob/main/docs/MIGRATING.md).",
            ),
            Good(
                "preserve",
                "## v2.4.0 (2025-03-18)\n\nUpgrading from v2.3.x requires no code changes — this release has no breaking changes. For details, see the [migration guide](https://github.com/tidewater/pgq/blob/main/docs/MIGRATING.md).\n\n### Added\n\n- `Client.WithRetry(n int)`: retry idempotent requests up to `n` times using exponential backoff.\n- `Rows.All()`: support for Go 1.23 iterators.\n\n### Changed\n\n- Default request timeout: 30 seconds (was 60).\n\n### Deprecated\n\n- `NewClientFromEnv` — to be removed in v3. Use `NewClient(WithEnv())` instead.",
            ),
            Good(
                "pl",
                "## v2.4.0 (2025-03-18)\n\n### Dodano\n\n- `Client.WithRetry(n int)` ponawia idempotentne żądania maksymalnie `n` razy z wykładniczo rosnącymi odstępami (exponential backoff).\n- Obsługa iteratorów z Go 1.23 za pomocą `Rows.All()`.\n\n### Zmieniono\n\n- Domyślny limit czasu żądania wynosi teraz 30 sekund (wcześniej 60).\n\n### Wycofywane\n\n- `NewClientFromEnv` zostanie usunięte w v3; zamiast tego użyj `NewClient(WithEnv())`.\n\nTo wydanie nie zawiera zmian niezgodnych wstecz, więc aktualizacja z v2.3.x nie wymaga zmian w kodzie. Szczegóły znajdziesz w [przewodniku migracji](https://github.com/tidewater/pgq/blob/main/docs/MIGRATING.md).",
            ),
        ],
        bad=[
            Slip(2, [("`NewClient(WithEnv())`", "`NewClient(FromEnv())`")], "code"),
            Slip(0, [("### Changed", "Changed:")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Upgrading from v2.3.x requires no code changes",
                        "Upgrading from v2.3.x requires some code changes",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-care-home-family-visiting-policy",
        source="Visiting at Elmstead House\n\nVisitors are welcome every day between 10:00 and 20:00. To protect residents' mealtimes, we ask that you avoid visiting between 12:00 and 13:30 unless you are helping your relative to eat. Each resident may have up to three visitors at a time; children are welcome but must be supervised by an adult at all times. Please sign in at reception on arrival and use the hand gel provided. If you have had diarrhoea, vomiting or a fever in the last 48 hours, you must not visit. In the event of an outbreak, visiting may be restricted at short notice, and we will contact the named next of kin by phone.",
        good=[
            Good(
                "preserve",
                "Visiting Elmstead House – a quick guide\n\nYou're welcome to visit any day from 10:00 to 20:00. A few things to keep in mind:\n\n- Mealtimes: please avoid visiting from 12:00 to 13:30, unless you're coming to help your relative eat.\n- Group size: a resident may have up to three visitors at any one time.\n- Children: welcome, but they must be supervised by an adult at all times.\n- On arrival: sign in at reception and use the hand gel we provide.\n- Illness: you must not visit if you've had diarrhoea, vomiting or a fever within the past 48 hours.\n\nIf there is an outbreak, visiting may be restricted at short notice, and we'll phone the named next of kin.",
            ),
            Good(
                "preserve",
                "Elmstead House welcomes visitors daily from 10:00 to 20:00. Anyone who has had diarrhoea, vomiting or a fever within the last 48 hours must not visit. On arrival, please sign in at reception and use the hand gel provided. No more than three visitors may be with a resident at any one time, and children, while welcome, must be supervised by an adult throughout. To protect residents' mealtimes, we ask visitors to avoid the period between 12:00 and 13:30 unless they are helping their relative to eat. Should an outbreak occur, visiting may be restricted at short notice and the named next of kin will be contacted by telephone.",
            ),
            Good(
                "pl",
                "Odwiedziny w Elmstead House\n\nOdwiedzający są mile widziani codziennie w godzinach 10:00–20:00. Aby chronić porę posiłków mieszkańców, prosimy o unikanie odwiedzin między 12:00 a 13:30, chyba że pomagasz bliskiej osobie w jedzeniu. Każdego mieszkańca mogą jednocześnie odwiedzać maksymalnie trzy osoby; dzieci są mile widziane, ale przez cały czas muszą być pod opieką osoby dorosłej. Po przyjściu prosimy wpisać się w recepcji i skorzystać z udostępnionego żelu do dezynfekcji rąk. Jeśli w ciągu ostatnich 48 godzin wystąpiły u Ciebie biegunka, wymioty lub gorączka, nie wolno Ci przychodzić w odwiedziny. W razie wystąpienia ogniska zakażeń odwiedziny mogą zostać ograniczone z krótkim wyprzedzeniem, a wskazaną osobę najbliższą powiadomimy telefonicznie.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Po przyjściu prosimy wpisać się w recepcji i skorzystać z udostępnionego żelu do dezynfekcji rąk. Jeśli w ciągu ostatnich 48 godzin wystąpiły u Ciebie biegunka, wymioty lub gorączka, nie wolno Ci przychodzić w odwiedziny.",
                        "Please sign in at reception on arrival and use the hand gel provided. If you have had diarrhoea, vomiting or a fever in the last 48 hours, you must not visit.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "and we'll phone the named next of kin.",
                        "and we'll phone the named next of kin and post daily updates on our Facebook page.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "children, while welcome, must be supervised",
                        "children, while welcome, should be supervised",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-sourdough-baking-class-booking-terms",
        source="Booking terms – Sourdough for Beginners\n\nThe class runs on Saturday 8 November from 9:30 to 15:00 and costs £85 per person, including lunch, flour and a jar of our starter to take home. A non-refundable deposit of £25 secures your place; the balance is due 14 days before the class. If you cancel more than 14 days ahead, we will refund everything except the deposit. Cancellations made within 14 days are not refunded, but you may transfer your place to a friend at no charge. Places are limited to 10 bakers. Please bring an apron and two large containers; we cannot cater for gluten-free diets.",
        good=[
            Good(
                "preserve",
                "Sourdough for Beginners: how booking works\n\nWhen: Saturday 8 November, 9:30 am – 3 pm\nPrice: £85 per person, including lunch, flour and a jar of our starter to take home\nGroup size: no more than 10 bakers\n\nPaying: a £25 deposit secures your place (the deposit is non-refundable), and the balance is due 14 days before the class.\nCancelling: cancel more than 14 days ahead and you'll get everything back apart from the deposit. If you cancel within 14 days there's no refund, though you may pass your place on to a friend free of charge.\nWhat to bring: an apron and two large containers. Please note that we can't cater for gluten-free diets.",
            ),
            Good(
                "preserve",
                "Our Sourdough for Beginners class takes place on Saturday 8 November, from 9:30 to 15:00, with room for 10 bakers at most. It costs £85 a head, which covers lunch, flour and a jar of starter for you to take home. You secure a place with a £25 deposit, which is non-refundable, and the rest is due 14 days before the class. If you cancel more than 14 days in advance, we'll refund everything apart from the deposit; cancellations within 14 days receive no refund, although you may give your place to a friend without charge. Please bring an apron and two large containers. Unfortunately, we are unable to cater for gluten-free diets.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – Chleb na zakwasie dla początkujących\n\nZajęcia odbędą się w sobotę 8 listopada w godzinach 9:30–15:00 i kosztują 85 GBP od osoby; w cenie są lunch, mąka i słoik naszego zakwasu do zabrania do domu. Miejsce rezerwuje bezzwrotna zaliczka w wysokości 25 GBP, a pozostałą kwotę należy wpłacić 14 dni przed zajęciami. W przypadku rezygnacji na więcej niż 14 dni przed terminem zwrócimy całą kwotę z wyjątkiem zaliczki. Za rezygnacje zgłoszone w ciągu 14 dni przed zajęciami nie zwracamy pieniędzy, ale możesz bezpłatnie przekazać swoje miejsce znajomej osobie. Liczba miejsc jest ograniczona do 10 uczestników. Prosimy zabrać fartuch i dwa duże pojemniki; nie jesteśmy w stanie zapewnić diety bezglutenowej.",
            ),
        ],
        bad=[
            Slip(1, [("with a £25 deposit", "with a £35 deposit")], "number"),
            Slip(2, [("w sobotę 8 listopada", "w sobotę 18 listopada")], "date"),
            Slip(
                0,
                [("we can't cater for gluten-free diets", "we can cater for gluten-free diets")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-mill-lane-tree-preservation-order",
        source="NOTICE OF TREE PRESERVATION ORDER\n\nHarrowfield District Council has made the Harrowfield (Mill Lane No. 2) Tree Preservation Order 2025 under section 198 of the Town and Country Planning Act 1990. The order protects two English oaks and one copper beech in the rear garden of 17 Mill Lane, shown as T1–T3 on the attached plan. It took effect provisionally on 3 June 2025 and lasts six months unless confirmed. Under regulation 6 of the Town and Country Planning (Tree Preservation) (England) Regulations 2012, you may object or comment in writing; representations must reach the Council by 1 July 2025. You must not cut down, top, lop or uproot the protected trees without the Council's consent.",
        good=[
            Good(
                "preserve",
                "Tree Preservation Order: what it means for you\n\nHarrowfield District Council has made the Harrowfield (Mill Lane No. 2) Tree Preservation Order 2025, using its powers under section 198 of the Town and Country Planning Act 1990. It covers three trees in the back garden of 17 Mill Lane – two English oaks and a copper beech – marked T1 to T3 on the attached plan. The order came into force provisionally on 3 June 2025 and will last for six months unless it is confirmed.\n\nWithout the Council's consent, you must not fell, top, lop or uproot any of these trees.\n\nIf you wish to object or comment, you may do so in writing under regulation 6 of the Town and Country Planning (Tree Preservation) (England) Regulations 2012. Your representations must reach the Council by 1 July 2025.",
            ),
            Good(
                "preserve",
                "Notice is hereby given that, under section 198 of the Town and Country Planning Act 1990, Harrowfield District Council has made the Harrowfield (Mill Lane No. 2) Tree Preservation Order 2025. The Order, which protects the trees marked T1–T3 on the attached plan (two English oaks and one copper beech in the rear garden of 17 Mill Lane), took provisional effect on 3 June 2025 and will remain in force for six months unless confirmed. Written objections or comments may be made under regulation 6 of the Town and Country Planning (Tree Preservation) (England) Regulations 2012 and must be received by the Council no later than 1 July 2025. The protected trees must not be cut down, topped, lopped or uprooted without the Council's consent.",
            ),
            Good(
                "pl",
                "ZAWIADOMIENIE O NAKAZIE OCHRONY DRZEW\n\nRada Okręgu Harrowfield (Harrowfield District Council) wydała nakaz Harrowfield (Mill Lane No. 2) Tree Preservation Order 2025 na podstawie sekcji 198 ustawy Town and Country Planning Act 1990. Nakaz obejmuje ochroną dwa dęby szypułkowe i jeden buk purpurowy rosnące w ogrodzie za domem pod adresem 17 Mill Lane, oznaczone na załączonym planie jako T1–T3. Nakaz wszedł w życie tymczasowo 3 czerwca 2025 r. i obowiązuje przez sześć miesięcy, chyba że zostanie zatwierdzony. Na podstawie przepisu 6 rozporządzenia Town and Country Planning (Tree Preservation) (England) Regulations 2012 możesz wnieść na piśmie sprzeciw lub uwagi; muszą one wpłynąć do Rady do 1 lipca 2025 r. Bez zgody Rady nie wolno ścinać, ogławiać, przycinać ani wykopywać chronionych drzew.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("under section 198 of the Town", "under section 197 of the Town")],
                "legal_reference",
            ),
            Slip(2, [("do 1 lipca 2025 r.", "do 1 sierpnia 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "Your representations must reach the Council by 1 July 2025.",
                        "Your representations must reach the Council by 1 July 2025, and they will be considered at a public hearing at Harrowfield Civic Centre.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-porthcarrow-gull-point-path-closure",
        source="Coast path closed: Porthcarrow to Gull Point\n\nFollowing a cliff fall on 2 February, the South West Coast Path between Porthcarrow car park and Gull Point is closed until further notice. Geologists have advised that further movement is likely after heavy rain, and the edge may be undercut in places that look solid. The closure is expected to last at least eight weeks while the route is assessed. A signed diversion of about 2.5 miles follows the B3306 and Trenoweth Lane; it is not suitable for wheelchairs or pushchairs. Please do not climb over the barriers or walk on the beach below the fall. Updates will be posted at the car park and on our website.",
        good=[
            Good(
                "preserve",
                "Porthcarrow to Gull Point coast path closure: what you need to know\n\n- What happened: a cliff fall on 2 February has closed the South West Coast Path between Porthcarrow car park and Gull Point until further notice.\n- Why it matters: geologists say more movement is likely after heavy rain, and the edge may be undercut even where it looks solid.\n- How long: the closure is expected to last at least eight weeks while the route is assessed.\n- Diversion: a signed route of around 2.5 miles runs along the B3306 and Trenoweth Lane. It isn't suitable for wheelchairs or pushchairs.\n- Stay safe: please don't climb over the barriers or walk on the beach beneath the fall.\n\nWe'll post updates at the car park and on our website.",
            ),
            Good(
                "preserve",
                "The South West Coast Path is closed between Porthcarrow car park and Gull Point until further notice, after a cliff fall on 2 February. We expect the closure to last for at least eight weeks while the route is assessed. Geologists have warned that more of the cliff is likely to move after heavy rain and that the edge may be undercut in places that appear solid, so please don't climb over the barriers or walk on the beach below the fall. Walkers can follow a signed diversion of roughly 2.5 miles via the B3306 and Trenoweth Lane, though this route is not suitable for wheelchairs or pushchairs. We will post updates at the car park and on our website.",
            ),
            Good(
                "pl",
                "Szlak nadmorski zamknięty: Porthcarrow – Gull Point\n\nPo osunięciu się klifu 2 lutego odcinek szlaku South West Coast Path między parkingiem w Porthcarrow a Gull Point jest zamknięty do odwołania. Geolodzy ostrzegają, że po ulewnych deszczach prawdopodobne są kolejne ruchy klifu, a krawędź może być podmyta także w miejscach, które wyglądają na stabilne. Przewiduje się, że zamknięcie potrwa co najmniej osiem tygodni, w czasie których trasa zostanie oceniona. Oznakowany objazd o długości około 2,5 mili prowadzi drogą B3306 i Trenoweth Lane; nie nadaje się dla wózków inwalidzkich ani dziecięcych. Prosimy nie przechodzić przez barierki i nie wchodzić na plażę poniżej osuwiska. Aktualne informacje będą publikowane na parkingu i na naszej stronie internetowej.",
            ),
        ],
        bad=[
            Slip(1, [("We expect the closure to last", "The closure will last")], "hedge"),
            Slip(0, [("a cliff fall on 2 February", "a cliff fall on 12 February")], "date"),
            Slip(
                2,
                [
                    (
                        "Po osunięciu się klifu 2 lutego odcinek",
                        "Po osunięciu się klifu 2 lutego, spowodowanym nocnym sztormem, odcinek",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-daily-step-count-study-summary",
        source="A cohort study by Lindqvist et al. (2023), published in the Journal of Physical Activity and Health (vol. 20, pp. 311–320), suggests that adults who walk at least 7,000 steps a day may have a lower risk of early death than those who walk fewer than 4,000. The team followed around 47,000 adults for an average of seven years. The benefit appeared to level off at roughly 10,000 steps among people over 60. Because the study was observational, it cannot show that walking itself caused the lower risk: people who walk more are probably healthier in other ways too. The authors found no clear effect of walking pace once total steps were taken into account.",
        good=[
            Good(
                "preserve",
                "Adults who walk at least 7,000 steps a day may face a lower risk of early death than people who manage fewer than 4,000, according to a cohort study by Lindqvist et al. (2023) in the Journal of Physical Activity and Health (vol. 20, pp. 311–320). The researchers tracked around 47,000 adults for seven years on average. For the over-60s, the benefit seemed to plateau at roughly 10,000 steps. As the study was observational, it can't prove that walking itself lowered the risk – people who walk more are probably healthier in other respects as well. Once total steps were accounted for, the authors found no clear effect of how fast people walked.",
            ),
            Good(
                "preserve",
                "Key findings – Lindqvist et al. (2023), Journal of Physical Activity and Health, vol. 20, pp. 311–320\n\n- Design: a cohort study of around 47,000 adults, followed for an average of seven years.\n- Main result: adults walking at least 7,000 steps a day may have a lower risk of early death than those walking fewer than 4,000.\n- Older adults: among people over 60, the benefit appeared to level off at roughly 10,000 steps.\n- Pace: no clear effect of walking pace was found once total steps were taken into account.\n- Limitation: because the study was observational, it cannot show that walking itself caused the lower risk; people who walk more are probably healthier in other ways too.",
            ),
            Good(
                "pl",
                "Badanie kohortowe Lindqvist i wsp. (2023), opublikowane w „Journal of Physical Activity and Health” (t. 20, s. 311–320), sugeruje, że dorośli, którzy robią co najmniej 7000 kroków dziennie, mogą mieć niższe ryzyko przedwczesnej śmierci niż osoby robiące mniej niż 4000 kroków. Zespół obserwował około 47 000 dorosłych średnio przez siedem lat. Wśród osób po sześćdziesiątce korzyść wydawała się stabilizować na poziomie mniej więcej 10 000 kroków. Ponieważ było to badanie obserwacyjne, nie może ono wykazać, że to samo chodzenie spowodowało niższe ryzyko: osoby, które więcej chodzą, są prawdopodobnie zdrowsze także pod innymi względami. Po uwzględnieniu łącznej liczby kroków autorzy nie stwierdzili wyraźnego wpływu tempa chodu.",
            ),
        ],
        bad=[
            Slip(1, [("pp. 311–320", "pp. 211–220")], "citation"),
            Slip(0, [("may face a lower risk", "face a lower risk")], "hedge"),
            Slip(2, [("około 47 000 dorosłych", "około 74 000 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-tidyfiles-cli-readme-usage",
        source="# tidyfiles\n\n`tidyfiles` sorts the files in a folder into subfolders by type (images, documents, archives and so on).\n\n## Installation\n\nRequires Python 3.10 or newer. Install it from PyPI:\n\n```\npip install tidyfiles\n```\n\n## Usage\n\nRun `tidyfiles ~/Downloads --dry-run` first to see what would be moved; nothing is changed until you drop the `--dry-run` flag. Rules live in `~/.config/tidyfiles/rules.toml`. Files that match no rule are left where they are. Symlinks are never followed.\n\nBug reports are welcome at https://github.com/mkowal/tidyfiles/issues.",
        good=[
            Good(
                "preserve",
                "# tidyfiles\n\n`tidyfiles` tidies a folder by moving its files into subfolders according to type – images, documents, archives and so on.\n\n## Installation\n\nYou'll need Python 3.10 or later. Install it from PyPI with:\n\n```\npip install tidyfiles\n```\n\n## Usage\n\nStart with a dry run, `tidyfiles ~/Downloads --dry-run`, to preview what would be moved. No files are touched until you run the command without the `--dry-run` flag. Files that don't match any rule stay where they are, and symlinks are never followed. Your rules are stored in `~/.config/tidyfiles/rules.toml`.\n\nPlease report bugs at https://github.com/mkowal/tidyfiles/issues.",
            ),
            Good(
                "preserve",
                "# tidyfiles\n\nSorts a folder's files into subfolders by type (images, documents, archives and more).\n\n## Installation\n\nPython 3.10+ is required. Get it from PyPI:\n\n```\npip install tidyfiles\n```\n\n## Usage\n\n1. Preview first: `tidyfiles ~/Downloads --dry-run` shows what would be moved without changing anything.\n2. Drop the `--dry-run` flag to actually move the files.\n\nRules are read from `~/.config/tidyfiles/rules.toml`. Files matching no rule are left in place, and symlinks are never followed.\n\nFound a bug? Report it at https://github.com/mkowal/tidyfiles/issues.",
            ),
            Good(
                "pl",
                "# tidyfiles\n\n`tidyfiles` porządkuje pliki w folderze, przenosząc je do podfolderów według typu (obrazy, dokumenty, archiwa itd.).\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Zainstaluj z PyPI:\n\n```\npip install tidyfiles\n```\n\n## Użycie\n\nNajpierw uruchom `tidyfiles ~/Downloads --dry-run`, aby zobaczyć, co zostałoby przeniesione; nic nie zostanie zmienione, dopóki nie pominiesz flagi `--dry-run`. Reguły znajdują się w `~/.config/tidyfiles/rules.toml`. Pliki, które nie pasują do żadnej reguły, pozostają na miejscu. Dowiązania symboliczne nigdy nie są śledzone.\n\nZgłoszenia błędów przyjmujemy pod adresem https://github.com/mkowal/tidyfiles/issues.",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/tidyfiles/rules.toml`", "`~/.tidyfiles/rules.toml`")], "code"),
            Slip(
                1,
                [
                    (
                        "https://github.com/mkowal/tidyfiles/issues",
                        "https://github.com/mkowalski/tidyfiles/issues",
                    )
                ],
                "url",
            ),
            Slip(2, [("```\npip install tidyfiles\n```", "pip install tidyfiles")], "markdown"),
        ],
    ),
    Case(
        key="en-uk-gdpr-access-request-reply",
        source="Thank you for your subject access request, which we received on 4 March 2025. Under Article 15 of the UK GDPR you are entitled to a copy of the personal data we hold about you, and we must respond within one month of receiving your request. We will not charge a fee unless the request is manifestly unfounded or excessive. If we need to extend the deadline by up to two further months because your request is complex, we will tell you before 3 April 2025. Please do not send original identity documents by post; a scanned copy is sufficient. If you are unhappy with our response, you can complain to the Information Commissioner's Office.",
        good=[
            Good(
                "preserve",
                "We received your subject access request on 4 March 2025 – thank you. Article 15 of the UK GDPR gives you the right to a copy of the personal data we hold about you, and we must reply within one month of receiving your request. There is no fee unless your request is manifestly unfounded or excessive. If it turns out to be complex and we need to extend the deadline by up to two more months, we'll let you know before 3 April 2025. Please don't post us original identity documents; a scanned copy is enough. And if you're not happy with our response, you can complain to the Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Subject access request – acknowledgement\n\nYour request was received on 4 March 2025. Please note the following:\n\n- Your right: under Article 15 of the UK GDPR, you are entitled to a copy of the personal data we hold about you.\n- Our deadline: we must respond within one month of receiving the request. If your request is complex and we need to extend this deadline by up to two further months, we will notify you before 3 April 2025.\n- Fees: no fee will be charged unless the request is manifestly unfounded or excessive.\n- Identification: do not send original identity documents by post; a scanned copy is sufficient.\n- Complaints: if you are dissatisfied with our response, you can complain to the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Dziękujemy za Twoje żądanie dostępu do danych, które otrzymaliśmy 4 marca 2025 r. Zgodnie z art. 15 UK GDPR masz prawo do otrzymania kopii danych osobowych, które o Tobie przechowujemy, a my musimy odpowiedzieć w ciągu miesiąca od otrzymania żądania. Nie pobierzemy opłaty, chyba że żądanie będzie ewidentnie nieuzasadnione lub nadmierne. Jeśli ze względu na złożoność żądania będziemy musieli przedłużyć termin o maksymalnie dwa kolejne miesiące, poinformujemy Cię o tym przed 3 kwietnia 2025 r. Prosimy nie przesyłać pocztą oryginałów dokumentów tożsamości; wystarczy skan. Jeśli nie będziesz zadowolony z naszej odpowiedzi, możesz złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(1, [("before 3 April 2025", "before 3 May 2025")], "date"),
            Slip(
                2, [("Nie pobierzemy opłaty, chyba że", "Pobierzemy opłatę, chyba że")], "negation"
            ),
        ],
    ),
    Case(
        key="en-dps-protected-tenancy-deposit-notice",
        source="Your tenancy deposit of £1,150 has been protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. We must give you the prescribed information within 30 days of receiving the deposit, and it is attached to this letter. At the end of the tenancy you should request the return of your deposit in writing. Any deductions must be agreed with you or decided by the scheme's free dispute resolution service, and we may deduct only for rent arrears, damage beyond fair wear and tear, or missing items listed in the inventory. Once the amount is agreed, the deposit must be repaid within 10 days.",
        good=[
            Good(
                "preserve",
                "We have protected your £1,150 tenancy deposit with the Deposit Protection Service, as section 213 of the Housing Act 2004 requires. We must give you the prescribed information within 30 days of receiving the deposit, and you'll find it attached to this letter. When your tenancy ends, you should ask for your deposit back in writing. We may make deductions only for rent arrears, damage beyond fair wear and tear, or missing items that are listed in the inventory, and any deduction must either be agreed with you or decided by the scheme's free dispute resolution service. Once the amount has been agreed, your deposit must be repaid within 10 days.",
            ),
            Good(
                "preserve",
                "Your deposit at a glance\n\n- Amount: £1,150\n- Protected with: the Deposit Protection Service, as required by section 213 of the Housing Act 2004\n- Prescribed information: we must give you this within 30 days of receiving your deposit; it is attached.\n- Getting it back: at the end of the tenancy, you should request the deposit's return in writing. Once the amount is agreed, it must be repaid within 10 days.\n- Deductions: we may deduct only for rent arrears, damage beyond fair wear and tear, or missing items listed in the inventory, and any deduction must be agreed with you or decided by the scheme's free dispute resolution service.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 GBP została zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Musimy przekazać Ci wymagane informacje (prescribed information) w ciągu 30 dni od otrzymania kaucji – znajdziesz je w załączniku do tego listu. Po zakończeniu najmu powinieneś wystąpić o zwrot kaucji na piśmie. Wszelkie potrącenia muszą zostać uzgodnione z Tobą lub rozstrzygnięte przez bezpłatną usługę rozstrzygania sporów działającą w ramach systemu; możemy potrącać wyłącznie zaległości czynszowe, szkody wykraczające poza normalne zużycie oraz brakujące przedmioty wymienione w protokole zdawczo-odbiorczym. Po uzgodnieniu kwoty kaucja musi zostać zwrócona w ciągu 10 dni.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 213 ustawy Housing Act 2004", "sekcji 214 ustawy Housing Act 2004")],
                "legal_reference",
            ),
            Slip(0, [("your £1,150 tenancy deposit", "your £1,500 tenancy deposit")], "number"),
            Slip(
                1,
                [("it must be repaid within 10 days", "it should be repaid within 10 days")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-digital-humanities-workshop-call-papers",
        source="Call for Papers – 9th Nordic Workshop on Digital Humanities Pedagogy\n\nWe invite submissions on teaching with digital methods at any level, from undergraduate seminars to doctoral training. Extended abstracts of 500–800 words should be submitted via https://easychair.org/conferences/?conf=ndhp2026 by 15 January 2026. Each abstract will be reviewed by two members of the programme committee, and authors will be notified by 27 February 2026. The workshop will take place in Tartu on 4–5 June 2026; a hybrid option is planned but not guaranteed. Registration is free for students. Enquiries can be sent to ndhp2026@ut.ee.",
        good=[
            Good(
                "preserve",
                "9th Nordic Workshop on Digital Humanities Pedagogy – call for papers\n\nWe welcome submissions about teaching with digital methods at every level, from undergraduate seminars through to doctoral training.\n\n- Submission: extended abstracts (500–800 words) should be submitted via https://easychair.org/conferences/?conf=ndhp2026 by 15 January 2026\n- Review: each abstract will be reviewed by two members of the programme committee\n- Notification: by 27 February 2026\n- Workshop: Tartu, 4–5 June 2026 (a hybrid option is planned but not guaranteed)\n\nRegistration is free for students. Questions? Email ndhp2026@ut.ee.",
            ),
            Good(
                "preserve",
                "The 9th Nordic Workshop on Digital Humanities Pedagogy will be held in Tartu on 4–5 June 2026, and we are now inviting papers on teaching with digital methods at all levels, from undergraduate seminars to doctoral training. Extended abstracts of 500 to 800 words should be sent through https://easychair.org/conferences/?conf=ndhp2026 no later than 15 January 2026. Two members of the programme committee will review each abstract, and authors will hear from us by 27 February 2026. We are planning a hybrid option, but it is not guaranteed. Students pay no registration fee, and any enquiries can be sent to ndhp2026@ut.ee.",
            ),
            Good(
                "pl",
                "Zaproszenie do nadsyłania referatów – 9th Nordic Workshop on Digital Humanities Pedagogy\n\nZapraszamy do zgłaszania prac dotyczących nauczania z wykorzystaniem metod cyfrowych na każdym poziomie – od seminariów licencjackich po kształcenie doktorantów. Rozszerzone abstrakty o objętości 500–800 słów powinny zostać przesłane przez https://easychair.org/conferences/?conf=ndhp2026 do 15 stycznia 2026 r. Każdy abstrakt ocenią dwaj członkowie komitetu programowego, a autorzy otrzymają powiadomienia do 27 lutego 2026 r. Warsztaty odbędą się w Tartu w dniach 4–5 czerwca 2026 r.; planowana jest opcja hybrydowa, ale nie jest ona gwarantowana. Rejestracja dla studentów jest bezpłatna. Pytania można kierować na adres ndhp2026@ut.ee.",
            ),
        ],
        bad=[
            Slip(2, [("?conf=ndhp2026", "?conf=ndhp26")], "url"),
            Slip(1, [("no later than 15 January 2026", "no later than 31 January 2026")], "date"),
            Slip(
                0,
                [
                    (
                        "- Notification: by 27 February 2026\n",
                        "- Notification: by 27 February 2026\n- Keynote: Professor Marit Aasen (University of Oslo)\n",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-staff-travel-expenses-policy-summary",
        source="Travel and expenses policy (summary)\n\nClaims must be submitted through the finance portal within 30 days of the expense, with an itemised receipt for every item over £10. Rail travel should be booked in standard class; first class is only reimbursed if the journey exceeds three hours and your manager has approved it in advance. The daily meal allowance is £35 when you are away overnight. Alcohol is not reimbursed under any circumstances. If you use your own car, mileage is paid at 45p per mile for the first 10,000 miles in a tax year. Claims submitted late may be rejected.",
        good=[
            Good(
                "preserve",
                "Expenses in brief\n\n- Claims: these must go through the finance portal within 30 days of the expense, with an itemised receipt for each item costing more than £10. Late claims may be rejected.\n- Trains: you should book standard class. First class is reimbursed only for journeys of more than three hours, and only if your manager has approved it in advance.\n- Meals: when you're away overnight, you get a daily allowance of £35.\n- Alcohol: never reimbursed, whatever the circumstances.\n- Your own car: mileage is paid at 45p per mile for the first 10,000 miles in a tax year.",
            ),
            Good(
                "preserve",
                "All expense claims must be made through the finance portal within 30 days of the expense being incurred, and any item costing over £10 requires an itemised receipt; claims submitted after this period may be rejected. Employees should travel by rail in standard class. First-class fares will be reimbursed only where the journey lasts longer than three hours and the manager has given approval beforehand. A meal allowance of £35 per day applies to overnight stays. Mileage for use of a private car is paid at 45p per mile for the first 10,000 miles in each tax year. Under no circumstances is alcohol reimbursed.",
            ),
            Good(
                "pl",
                "Zasady rozliczania podróży i wydatków (w skrócie)\n\nWnioski należy składać przez portal finansowy w ciągu 30 dni od poniesienia wydatku, dołączając szczegółowy paragon do każdej pozycji powyżej 10 GBP. Podróże koleją powinny odbywać się w klasie standardowej; koszt pierwszej klasy jest zwracany tylko wtedy, gdy podróż trwa dłużej niż trzy godziny, a przełożony wcześniej ją zatwierdził. Dzienny dodatek na posiłki wynosi 35 GBP w przypadku nocowania poza domem. Alkohol w żadnym wypadku nie podlega zwrotowi. W przypadku korzystania z własnego samochodu zwrot kosztów przejazdu wynosi 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym. Wnioski złożone po terminie mogą zostać odrzucone.",
            ),
        ],
        bad=[
            Slip(2, [("45 pensów za milę", "40 pensów za milę")], "number"),
            Slip(
                0, [("you should book standard class", "you must book standard class")], "modality"
            ),
            Slip(
                1,
                [
                    (
                        "Under no circumstances is alcohol reimbursed.",
                        "In some circumstances alcohol is reimbursed.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-gp-surgery-flu-vaccination-clinics",
        source="Flu vaccination clinics at Riverside Surgery\n\nThis year's flu clinics will run on Saturday mornings throughout October. You are eligible for a free vaccine if you are 65 or over, pregnant, or have a long-term condition such as diabetes or asthma. You do not need to bring anything except your NHS number if you know it. The vaccine cannot give you flu, but some people get a sore arm or feel slightly unwell for a day or two afterwards. Supplies are likely to be limited in the first two weeks, so please book early. If you have had a serious allergic reaction to a previous flu vaccine, speak to a nurse before booking.",
        good=[
            Good(
                "preserve",
                "Riverside Surgery flu clinics: your questions answered\n\nWhen are they? On Saturday mornings all through October.\n\nIs the vaccine free for me? Yes, if you're 65 or older, pregnant, or living with a long-term condition such as diabetes or asthma.\n\nWhat do I need to bring? Nothing except your NHS number, if you know it.\n\nCan the vaccine give me flu? No. Some people do get a sore arm or feel slightly unwell for a day or two afterwards.\n\nWhen should I book? Early – supplies are likely to be limited in the first two weeks.\n\nHad a serious allergic reaction to a flu vaccine before? Please speak to a nurse before booking.",
            ),
            Good(
                "preserve",
                "Riverside Surgery will hold its flu clinics on Saturday mornings throughout October. Free vaccination is available to anyone aged 65 or over, anyone who is pregnant, and anyone with a long-term condition such as diabetes or asthma. Patients need bring nothing except their NHS number, if they know it. As supplies are likely to be limited during the first two weeks, please book early. The vaccine cannot cause flu; however, some people experience a sore arm or feel slightly unwell for a day or two afterwards. If you have ever had a serious allergic reaction to a flu vaccine, please speak to a nurse before booking.",
            ),
            Good(
                "pl",
                "Szczepienia przeciw grypie w Riverside Surgery\n\nW tym roku szczepienia przeciw grypie będą prowadzone w soboty rano przez cały październik. Bezpłatna szczepionka przysługuje Ci, jeśli masz 65 lat lub więcej, jesteś w ciąży albo chorujesz przewlekle, np. na cukrzycę lub astmę. Nie musisz niczego przynosić poza numerem NHS, jeśli go znasz. Szczepionka nie może wywołać grypy, ale u niektórych osób przez dzień lub dwa po szczepieniu pojawia się ból ramienia lub lekkie złe samopoczucie. W pierwszych dwóch tygodniach liczba szczepionek będzie prawdopodobnie ograniczona, dlatego prosimy o wczesną rejestrację. Jeśli po wcześniejszym szczepieniu przeciw grypie wystąpiła u Ciebie ciężka reakcja alergiczna, przed zapisaniem się porozmawiaj z pielęgniarką.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Patients need bring nothing except their NHS number, if they know it. As supplies are likely to be limited during the first two weeks, please book early.",
                        "Pacjenci nie muszą niczego przynosić poza numerem NHS, jeśli go znają. Ponieważ w pierwszych dwóch tygodniach liczba szczepionek będzie prawdopodobnie ograniczona, prosimy o wczesną rejestrację.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("supplies are likely to be limited", "supplies will be limited")], "hedge"),
            Slip(
                2,
                [("Szczepionka nie może wywołać grypy", "Szczepionka może wywołać grypę")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-school-start-times-sleep-review",
        source="Evidence on school start times and adolescent sleep has grown steadily over the past decade. In a systematic review of 38 studies, Minges and Redeker (2016) concluded that later start times were associated with longer sleep duration, although most of the included studies were non-randomised. A later natural experiment in Seattle found that delaying the start by 55 minutes increased median sleep by 34 minutes (Dunster et al., 2018, Science Advances, 4(12)). Whether these gains translate into better academic performance is less clear; the effects reported so far are small and may partly reflect differences between schools rather than the change itself.",
        good=[
            Good(
                "preserve",
                "Over the past ten years, research on school start times and adolescent sleep has steadily accumulated. Reviewing 38 studies systematically, Minges and Redeker (2016) concluded that later start times were associated with longer sleep, although most of the studies they included were non-randomised. Subsequently, a natural experiment in Seattle showed that pushing the start back by 55 minutes raised median sleep by 34 minutes (Dunster et al., 2018, Science Advances, 4(12)). It is less clear whether these gains lead to better academic performance: the effects reported to date are small and may partly reflect differences between schools rather than the change itself.",
            ),
            Good(
                "preserve",
                "What we know about school start times and teenage sleep:\n\n- The evidence has grown steadily over the past decade.\n- A systematic review of 38 studies (Minges and Redeker, 2016) linked later start times to longer sleep duration, but most of the studies it included were not randomised.\n- In a later natural experiment in Seattle, starting the school day 55 minutes later increased median sleep by 34 minutes (Dunster et al., 2018, Science Advances, 4(12)).\n- Whether this translates into better academic performance is less clear. The effects reported so far are small and may partly be due to differences between schools rather than to the change itself.",
            ),
            Good(
                "pl",
                "W ostatniej dekadzie systematycznie przybywa danych na temat godzin rozpoczynania zajęć szkolnych i snu nastolatków. W przeglądzie systematycznym obejmującym 38 badań Minges i Redeker (2016) stwierdzili, że późniejsze rozpoczynanie zajęć wiązało się z dłuższym snem, choć większość uwzględnionych badań nie była randomizowana. Późniejszy eksperyment naturalny w Seattle wykazał, że przesunięcie początku zajęć o 55 minut wydłużyło medianę snu o 34 minuty (Dunster i in., 2018, Science Advances, 4(12)). Mniej jasne jest, czy te korzyści przekładają się na lepsze wyniki w nauce; opisane dotąd efekty są niewielkie i mogą częściowo wynikać z różnic między szkołami, a nie z samej zmiany.",
            ),
        ],
        bad=[
            Slip(2, [("Dunster i in., 2018", "Dunster i in., 2019")], "citation"),
            Slip(
                1, [("may partly be due to differences", "are partly due to differences")], "hedge"
            ),
            Slip(
                0,
                [
                    (
                        "(Dunster et al., 2018, Science Advances, 4(12)).",
                        "(Dunster et al., 2018, Science Advances, 4(12)), a finding since replicated in Oslo and Melbourne.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-payments-api-v1-deprecation-notice",
        source="Deprecation notice: v1 Payments API\n\nThe v1 Payments API will be switched off on 30 September 2025. After that date, requests to `/v1/charges` will return HTTP 410. Please migrate to `/v2/payment_intents`, which supports 3-D Secure and partial captures. Most integrations can be migrated in about two days of developer time; if you use the `legacy_token` parameter, expect it to take longer. Rate limits on v2 are 100 requests per second per account, the same as on v1. Our SDKs from version 4.2.0 onwards use v2 by default, so upgrading the SDK may be all you need to do.",
        good=[
            Good(
                "preserve",
                "The v1 Payments API is being retired\n\n- Switch-off date: 30 September 2025. From then on, any request to `/v1/charges` will get an HTTP 410 response.\n- What to use instead: `/v2/payment_intents`, which supports 3-D Secure and partial captures.\n- Effort: most integrations can be migrated in about two days of developer time. Expect it to take longer if you use the `legacy_token` parameter.\n- Rate limits: unchanged at 100 requests per second per account.\n- SDKs: version 4.2.0 and later use v2 by default, so upgrading your SDK may be all that's needed.",
            ),
            Good(
                "preserve",
                "We will switch off the v1 Payments API on 30 September 2025, after which calls to `/v1/charges` will return HTTP 410. Please move to `/v2/payment_intents`; it supports 3-D Secure and partial captures, and its rate limit is the same as v1's: 100 requests per second per account. If you use our SDKs, version 4.2.0 and later already default to v2, so upgrading the SDK may be all you need to do. Most integrations can be moved over in about two days of developer time, although you can expect a longer migration if you use the `legacy_token` parameter.",
            ),
            Good(
                "pl",
                "Komunikat o wycofaniu: API płatności v1\n\nAPI płatności v1 zostanie wyłączone 30 września 2025 r. Po tej dacie żądania do `/v1/charges` będą zwracać kod HTTP 410. Prosimy o migrację do `/v2/payment_intents`, które obsługuje 3-D Secure i częściowe obciążenia (partial captures). Migracja większości integracji zajmuje około dwóch dni pracy programisty; jeśli używasz parametru `legacy_token`, przygotuj się na to, że potrwa dłużej. Limity zapytań w v2 wynoszą 100 żądań na sekundę na konto, tak samo jak w v1. Nasze SDK od wersji 4.2.0 domyślnie korzystają z v2, więc być może wystarczy zaktualizować SDK.",
            ),
        ],
        bad=[
            Slip(1, [("`legacy_token`", "`legacy_key`")], "code"),
            Slip(
                2,
                [("więc być może wystarczy zaktualizować SDK", "więc wystarczy zaktualizować SDK")],
                "hedge",
            ),
            Slip(
                0,
                [("unchanged at 100 requests per second", "unchanged at 50 requests per second")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-zone-k-residents-parking-permits",
        source="Residents' parking permits – Zone K\n\nPermits are issued under article 12 of the Borough of Eastwick (Zone K) (Controlled Parking) Order 2019. Each household may apply for a maximum of two permits, and the applicant must provide proof of address dated within the last three months. A permit is valid only for the vehicle whose registration is shown on it and does not guarantee a parking space. Permits must be displayed on the dashboard or registered electronically; a vehicle without a valid permit may receive a penalty charge notice. Visitors' permits cannot be used for more than 14 consecutive days. Business vehicles over 3.5 tonnes are not eligible.",
        good=[
            Good(
                "preserve",
                "Zone K residents' parking permits: the rules\n\nPermits are issued under article 12 of the Borough of Eastwick (Zone K) (Controlled Parking) Order 2019.\n\n- How many? A household may apply for up to two permits.\n- What do I need? The applicant must provide proof of address dated within the past three months.\n- Which car? Only the vehicle whose registration appears on the permit. Having a permit does not guarantee you a parking space.\n- Displaying it: the permit must be shown on the dashboard or registered electronically. Vehicles without a valid permit may receive a penalty charge notice.\n- Visitors' permits: these cannot be used for more than 14 days in a row.\n- Not eligible: business vehicles over 3.5 tonnes.",
            ),
            Good(
                "preserve",
                "Zone K residents' permits are issued under article 12 of the Borough of Eastwick (Zone K) (Controlled Parking) Order 2019. Business vehicles over 3.5 tonnes are not eligible. A household may apply for no more than two permits, and the applicant must provide proof of address dated within the last three months. Each permit is valid only for the vehicle whose registration it shows, and holding one does not guarantee a parking space. A permit must be either displayed on the dashboard or registered electronically, and any vehicle without a valid permit may be issued with a penalty charge notice. Visitors' permits may not be used for more than 14 consecutive days.",
            ),
            Good(
                "pl",
                "Abonamenty parkingowe dla mieszkańców – strefa K\n\nAbonamenty są wydawane na podstawie art. 12 rozporządzenia Borough of Eastwick (Zone K) (Controlled Parking) Order 2019. Każde gospodarstwo domowe może wystąpić o maksymalnie dwa abonamenty, a wnioskodawca musi przedstawić potwierdzenie adresu wystawione w ciągu ostatnich trzech miesięcy. Abonament jest ważny wyłącznie dla pojazdu, którego numer rejestracyjny jest na nim podany, i nie gwarantuje miejsca parkingowego. Abonament musi być wyłożony na desce rozdzielczej lub zarejestrowany elektronicznie; pojazd bez ważnego abonamentu może otrzymać wezwanie do uiszczenia opłaty karnej (penalty charge notice). Abonamentów dla gości nie można używać dłużej niż przez 14 kolejnych dni. Pojazdy firmowe o masie powyżej 3,5 tony nie kwalifikują się do abonamentu.",
            ),
        ],
        bad=[
            Slip(
                0, [("article 12 of the Borough", "article 21 of the Borough")], "legal_reference"
            ),
            Slip(
                2,
                [("i nie gwarantuje miejsca parkingowego", "i gwarantuje miejsce parkingowe")],
                "negation",
            ),
            Slip(
                1,
                [("the applicant must provide proof", "the applicant may provide proof")],
                "modality",
            ),
        ],
    ),
]

# ruff: noqa: E501, RUF001
"""English source cases of blind set 70: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-autumn-regatta-notice-of-race",
        source="Entries for the Autumn Harbour Regatta open on 1 August 2025 and close at 18:00 on Friday 12 September 2025. All entries must be made online at www.harbourregatta.org.uk/entries; paper forms will not be accepted. The entry fee is £45 per boat, or £30 for boats under 6 metres. Each helmsman must hold a valid RYA membership or an equivalent national authority card. Competitors should attend the briefing at 09:30 on race day in the clubhouse. Boats arriving after the first warning signal may be scored DNC at the discretion of the race committee. The sailing instructions will be published on the website no later than 5 September.",
        good=[
            Good(
                "preserve",
                "Key points from the Notice of Race for the Autumn Harbour Regatta:\n\n- Entries open on 1 August 2025 and close on Friday 12 September 2025 at 18:00.\n- You must enter online at www.harbourregatta.org.uk/entries – paper forms will not be accepted.\n- The fee is £45 per boat (£30 for boats under 6 metres).\n- Every helmsman must hold a valid RYA membership or an equivalent card from their national authority.\n- Competitors should attend the race-day briefing in the clubhouse at 09:30.\n- The race committee may, at its discretion, score boats arriving after the first warning signal as DNC.\n- The sailing instructions will be on the website by 5 September at the latest.",
            ),
            Good(
                "preserve",
                "Entries for the Autumn Harbour Regatta will be accepted from August 1, 2025 until 6 p.m. on Friday, September 12, 2025. Entry is online only, via www.harbourregatta.org.uk/entries, and paper forms will not be accepted. Boats pay £45 each, while those under 6 metres pay £30. Every helmsman must be a current member of the RYA or hold an equivalent card issued by another national authority. On race day, competitors should come to the 09:30 briefing in the clubhouse. Any boat that arrives after the first warning signal may be scored DNC, at the committee's discretion. The sailing instructions will appear on the website no later than September 5.",
            ),
            Good(
                "pl",
                "Zgłoszenia do regat Autumn Harbour Regatta będą przyjmowane od 1 sierpnia 2025 r. do piątku 12 września 2025 r., do godz. 18:00. Wszystkie zgłoszenia należy składać przez internet pod adresem www.harbourregatta.org.uk/entries; formularze papierowe nie będą przyjmowane. Wpisowe wynosi 45 £ od jachtu, a w przypadku jachtów krótszych niż 6 metrów – 30 £. Każdy sternik musi mieć ważne członkostwo RYA lub równoważną legitymację krajowego związku żeglarskiego. Zawodnicy powinni przyjść na odprawę w budynku klubowym o 9:30 w dniu regat. Jachty, które przypłyną po pierwszym sygnale ostrzeżenia, mogą zostać sklasyfikowane jako DNC według uznania komisji regatowej. Instrukcja żeglugi zostanie opublikowana na stronie internetowej najpóźniej 5 września.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 12 September 2025", "Friday 19 September 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "competitors should come to the 09:30 briefing",
                        "competitors must come to the 09:30 briefing",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("www.harbourregatta.org.uk/entries", "www.harbourregatta.org/entries")], "url"
            ),
        ],
    ),
    Case(
        key="en-prepaid-funeral-plan-cancellation-terms",
        source="You can cancel your pre-paid funeral plan at any time before it is used. If you cancel within 30 days of receiving your plan documents, we will refund everything you have paid in full – longer than the 14-day cancellation period under regulation 30 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. After 30 days, a cancellation fee of £250 will be deducted from your refund. Plans paid in instalments over 12 months carry no interest; plans paid over 24 or 36 months have a fixed rate of 4.9% APR. Your money is held in a trust that is independent of us. We will never pass your details to third parties for marketing purposes.",
        good=[
            Good(
                "preserve",
                "Changed your mind? You can cancel your pre-paid funeral plan whenever you like, as long as it hasn't been used yet. Cancel within 30 days of getting your plan documents and you'll get back every penny you've paid – more generous than the 14-day cancellation period under regulation 30 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. If you cancel after 30 days, we'll take a £250 cancellation fee off your refund. Paying in instalments? Over 12 months there's no interest, while over 24 or 36 months there's a fixed rate of 4.9% APR. Your money sits in a trust that's independent of us, and we'll never pass your details to third parties for marketing.",
            ),
            Good(
                "preserve",
                "A pre-paid funeral plan can be cancelled at any point before it is used. Where cancellation takes place within 30 days of receipt of the plan documents, all payments made are refunded in full; this exceeds the 14-day cancellation period under regulation 30 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. Where cancellation takes place after 30 days, a £250 cancellation fee is deducted from the refund. Instalment plans spread over 12 months are interest-free, whereas plans spread over 24 or 36 months carry a fixed rate of 4.9% APR. Funds are held in a trust independent of the company, and customer details will never be passed to third parties for marketing purposes.",
            ),
            Good(
                "pl",
                "Przedpłacony plan pogrzebowy możesz anulować w dowolnym momencie przed jego wykorzystaniem. Jeśli zrezygnujesz w ciągu 30 dni od otrzymania dokumentów planu, zwrócimy Ci całą wpłaconą kwotę – to dłużej niż 14-dniowy okres odstąpienia przewidziany w przepisie 30 brytyjskiego rozporządzenia Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. W przypadku rezygnacji po upływie 30 dni potrącimy ze zwracanej kwoty opłatę za anulowanie w wysokości 250 £. Plany opłacane w ratach przez 12 miesięcy są nieoprocentowane; przy ratach rozłożonych na 24 lub 36 miesięcy obowiązuje stała stopa 4,9% RRSO. Twoje pieniądze są przechowywane w funduszu powierniczym niezależnym od nas. Nigdy nie przekażemy Twoich danych osobom trzecim w celach marketingowych.",
            ),
        ],
        bad=[
            Slip(0, [("a £250 cancellation fee", "a £150 cancellation fee")], "number"),
            Slip(
                1,
                [
                    (
                        "customer details will never be passed to third parties",
                        "customer details will be passed to third parties",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w przepisie 30", "w przepisie 34")], "legal_reference"),
        ],
    ),
    Case(
        key="en-seaside-paddleboard-hire-safety-rules",
        source="Paddleboard hire costs £20 for one hour or £35 for two hours, including a board, paddle, leash and buoyancy aid. All hirers must be at least 16 years old; children aged 8 to 15 may paddle only when accompanied by a hiring adult on a separate board. You must wear the buoyancy aid at all times on the water and must stay inside the marked area between the two yellow buoys. Boards must be returned to the hut by 17:30. If the wind rises above 15 knots, staff may call everyone back to shore, and no refunds are given for time lost. Please tell us about any medical conditions before you set off.",
        good=[
            Good(
                "preserve",
                "**Paddleboard hire – what you need to know**\n\n- Price: £20 for 1 hour or £35 for 2 hours. A board, paddle, leash and buoyancy aid are included.\n- Age: hirers must be 16 or over. Children aged 8–15 may paddle only if an adult who is hiring goes with them on a separate board.\n- On the water you must wear your buoyancy aid at all times and must stay within the marked area between the two yellow buoys.\n- Boards must be back at the hut by 17:30.\n- If the wind gets above 15 knots, staff may call everyone back to shore. Time lost this way is not refunded.\n- Please let us know about any medical conditions before you go out.",
            ),
            Good(
                "preserve",
                "For £20 an hour or £35 for two hours, you get a board, paddle, leash and buoyancy aid. Anyone hiring must be at least 16; children aged 8 to 15 may only paddle when accompanied by a hiring adult who is on a separate board. Please tell us about any medical conditions before setting off. Once on the water, you must keep your buoyancy aid on at all times and must remain within the marked area between the two yellow buoys. Should the wind rise above 15 knots, staff may call all paddlers back to shore; no refund is given for time lost. Boards must be back at the hut no later than 17:30.",
            ),
            Good(
                "pl",
                "Wypożyczenie deski SUP kosztuje 20 £ za godzinę lub 35 £ za dwie godziny; w cenie są deska, wiosło, linka zabezpieczająca (leash) i kamizelka asekuracyjna. Wypożyczający muszą mieć co najmniej 16 lat; dzieci w wieku od 8 do 15 lat mogą pływać wyłącznie pod opieką wypożyczającej osoby dorosłej, płynącej na osobnej desce. Na wodzie trzeba przez cały czas mieć na sobie kamizelkę asekuracyjną i nie wolno opuszczać wyznaczonego obszaru między dwiema żółtymi bojami. Deski należy zwrócić do budki do 17:30. Jeśli wiatr przekroczy 15 węzłów, obsługa może wezwać wszystkich do powrotu na brzeg, a za utracony czas nie zwracamy pieniędzy. Przed wypłynięciem prosimy poinformować nas o wszelkich schorzeniach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "staff may call everyone back to shore",
                        "staff will call everyone back to shore",
                    )
                ],
                "modality",
            ),
            Slip(1, [("rise above 15 knots", "rise above 25 knots")], "number"),
            Slip(
                2,
                [
                    (
                        "do budki do 17:30.",
                        "do budki do 17:30; za każde rozpoczęte pół godziny spóźnienia pobieramy dodatkowe 10 £.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-model-railway-club-membership-info",
        source="The Millbrook Model Railway Club meets every Tuesday from 19:00 to 22:00 in the old goods shed behind Millbrook station. New members are welcome, and no previous experience is needed. Annual membership costs £60 for adults and £25 for under-18s, and is due by 31 January each year. Members under 14 must be accompanied by a parent or guardian. Our main layout is a 36-foot OO gauge model of the Settle–Carlisle line; please do not run your own locomotives on it without a committee member present. The club's open weekend will take place on 14–15 March 2026, and we are looking for volunteers to help on the door.",
        good=[
            Good(
                "preserve",
                "Fancy joining the Millbrook Model Railway Club? We get together every Tuesday, 7 pm to 10 pm, in the old goods shed behind Millbrook station, and you don't need any previous experience – new members are welcome. Membership is £60 a year for adults and £25 for under-18s, payable by 31 January each year. If you're under 14, a parent or guardian must come with you. The star of the show is our 36-foot OO gauge layout of the Settle–Carlisle line; please don't run your own locomotives on it unless a committee member is there. Our open weekend is on 14–15 March 2026, and we'd love some volunteers to help on the door.",
            ),
            Good(
                "preserve",
                "Millbrook Model Railway Club – club information\n\nMeetings: Tuesdays, 19:00–22:00, old goods shed behind Millbrook station.\nNewcomers: welcome; no previous experience required.\nMembership: £60 per year (adults), £25 per year (under-18s), due by 31 January annually.\nJuniors: members under 14 must be accompanied by a parent or guardian.\nMain layout: 36 ft OO gauge Settle–Carlisle line. Please do not run your own locomotives on it without a committee member present.\nOpen weekend: 14–15 March 2026 – volunteers wanted to help on the door.",
            ),
            Good(
                "pl",
                "Klub Modelarstwa Kolejowego Millbrook spotyka się w każdy wtorek w godz. 19:00–22:00 w starym magazynie towarowym za stacją Millbrook. Nowi członkowie są mile widziani i nie potrzeba żadnego doświadczenia. Roczna składka wynosi 60 £ dla dorosłych i 25 £ dla osób poniżej 18 lat; należy ją opłacić do 31 stycznia każdego roku. Członkowie poniżej 14 lat muszą przychodzić w towarzystwie rodzica lub opiekuna. Naszą główną makietą jest licząca 36 stóp makieta linii Settle–Carlisle w skali OO; prosimy nie uruchamiać na niej własnych lokomotyw bez obecności członka zarządu. Dni otwarte klubu odbędą się 14–15 marca 2026 r., a do pomocy przy wejściu szukamy wolontariuszy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you don't need any previous experience",
                        "you do need some previous experience",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Open weekend: 14–15 March 2026", "Open weekend: 21–22 March 2026")], "date"),
            Slip(2, [("25 £ dla osób poniżej 18 lat", "35 £ dla osób poniżej 18 lat")], "number"),
        ],
    ),
    Case(
        key="en-open-water-diver-course-requirements",
        source="To earn the Open Water Diver certification, you must complete five knowledge development sessions, five confined water dives and four open water dives over at least three days. Students must be at least 10 years old; divers aged 10 to 14 receive a Junior Open Water certificate and may dive only with a certified adult to a maximum depth of 12 metres. Before any in-water training, you must complete a medical questionnaire, and if you answer 'yes' to any question, a doctor must sign it. Most students finish the course in three to four days, although it can take longer depending on the weather. The course costs €450, including equipment hire and the certification fee.",
        good=[
            Good(
                "preserve",
                "Open Water Diver certification – requirements:\n\n1. Complete five knowledge development sessions, five confined water dives and four open water dives, spread over at least three days.\n2. Be at least 10 years old. Divers aged 10–14 are awarded a Junior Open Water certificate and may dive only with a certified adult, to no more than 12 metres.\n3. Fill in a medical questionnaire before any in-water training. If you answer 'yes' to any question, a doctor must sign it.\n\nMost students complete the course in three to four days, though depending on the weather it can take longer. The price is €450, which covers equipment hire and the certification fee.",
            ),
            Good(
                "preserve",
                "Becoming an Open Water Diver takes at least three days: you must complete five knowledge development sessions, five confined water dives and four open water dives. The minimum age is 10. If you're between 10 and 14, you'll receive a Junior Open Water certificate, and you may only dive with a certified adult and no deeper than 12 metres. Before you get in the water for any training, you must fill in a medical questionnaire; any 'yes' answer means a doctor must sign it. Most people finish in three to four days, but depending on the weather it can take longer. It costs €450, with equipment hire and the certification fee included.",
            ),
            Good(
                "pl",
                "Aby uzyskać certyfikat Open Water Diver, musisz ukończyć pięć sesji teoretycznych, pięć nurkowań na wodach osłoniętych i cztery nurkowania na wodach otwartych, rozłożonych na co najmniej trzy dni. Kursanci muszą mieć ukończone 10 lat; nurkowie w wieku 10–14 lat otrzymują certyfikat Junior Open Water i mogą nurkować wyłącznie z certyfikowaną osobą dorosłą, maksymalnie do głębokości 12 metrów. Przed jakimkolwiek szkoleniem w wodzie trzeba wypełnić kwestionariusz medyczny, a jeśli na którekolwiek pytanie odpowiesz „tak”, musi go podpisać lekarz. Większość kursantów kończy kurs w trzy–cztery dni, choć w zależności od pogody może to potrwać dłużej. Kurs kosztuje 450 €, w tym wypożyczenie sprzętu i opłata za certyfikat.",
            ),
        ],
        bad=[
            Slip(0, [("a doctor must sign it", "a doctor should sign it")], "modality"),
            Slip(
                1,
                [
                    (
                        "Most people finish in three to four days, but depending on the weather it can take longer.",
                        "The course is completed in three to four days.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("do głębokości 12 metrów", "do głębokości 18 metrów")], "number"),
        ],
    ),
    Case(
        key="en-farm-cheese-making-day-course",
        source="Our one-day cheese-making course runs on Saturday 8 November 2025 from 10:00 to 16:00 at Hollow Farm Dairy, near Ludlow. You'll learn to make a soft cheese and a simple halloumi using milk from our own herd of Jersey cows, and you'll take home about 1 kg of cheese. The course is limited to 10 participants and costs £95, including lunch and all ingredients. No previous experience is necessary. Please wear closed-toe shoes and tie back long hair. Unfortunately, we cannot cater for vegan diets, as all dishes contain dairy. Bookings cannot be refunded, but you may transfer your place to a friend up to 7 days before the course.",
        good=[
            Good(
                "preserve",
                "Join us at Hollow Farm Dairy, near Ludlow, for a one-day cheese-making course on Saturday 8 November 2025, 10 am to 4 pm. Using milk from our own Jersey herd, you'll make a soft cheese and a simple halloumi, and you'll go home with about 1 kg of cheese. There are only 10 places, and the £95 fee covers lunch and all ingredients. You don't need any previous experience. Please come in closed-toe shoes and tie long hair back. As every dish contains dairy, we're sorry that we can't cater for vegan diets. Bookings are non-refundable, though you may pass your place on to a friend up to 7 days before the course.",
            ),
            Good(
                "preserve",
                "One-day cheese-making course\n\n- Date and time: Saturday, November 8, 2025, 10:00–16:00\n- Venue: Hollow Farm Dairy, near Ludlow\n- Content: making a soft cheese and a simple halloumi from the milk of our own Jersey cows; you take home approximately 1 kg of cheese\n- Group size: maximum 10 participants\n- Price: £95, lunch and all ingredients included\n- Experience: none necessary\n- Dress: closed-toe shoes; long hair tied back\n- Diet: we cannot cater for vegan diets, as all dishes contain dairy\n- Cancellations: no refunds, but you may transfer your place to a friend up to 7 days before the course",
            ),
            Good(
                "pl",
                "Nasz jednodniowy kurs serowarski odbędzie się w sobotę 8 listopada 2025 r. w godz. 10:00–16:00 w Hollow Farm Dairy niedaleko Ludlow. Nauczysz się robić ser miękki i prosty halloumi z mleka krów rasy Jersey z naszego własnego stada, a do domu zabierzesz około 1 kg sera. Liczba miejsc jest ograniczona do 10 osób, a kurs kosztuje 95 £, w tym obiad i wszystkie składniki. Wcześniejsze doświadczenie nie jest potrzebne. Prosimy o obuwie z zakrytymi palcami i spięcie długich włosów. Niestety nie jesteśmy w stanie zapewnić posiłków wegańskich, ponieważ wszystkie dania zawierają nabiał. Rezerwacje nie podlegają zwrotowi, ale możesz przekazać swoje miejsce znajomej osobie najpóźniej 7 dni przed kursem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Using milk from our own Jersey herd",
                        "Using milk from our own award-winning Jersey herd",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Saturday, November 8, 2025", "Saturday, November 15, 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "Wcześniejsze doświadczenie nie jest potrzebne.",
                        "Wcześniejsze doświadczenie jest potrzebne.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vpn-service-logging-and-usage",
        source="We do not log your browsing activity, DNS queries or the IP addresses you connect from. We do store your account email and payment records for as long as your subscription is active and for 6 years afterwards, because Section 386 of the Companies Act 2006 requires us to keep accounting records. You must not use the service to send spam, distribute malware or infringe copyright; we may suspend accounts that do so without notice. Each subscription may be used on up to 8 devices at the same time. If you are not satisfied, you can request a refund within 30 days of purchase by writing to support@tunnelvpn.example.",
        good=[
            Good(
                "preserve",
                "In plain terms:\n\n- What we don't log: your browsing activity, your DNS queries, or the IP addresses you connect from.\n- What we keep: your account email and payment records, for as long as your subscription is active plus 6 years after that. We have to, because Section 386 of the Companies Act 2006 requires us to keep accounting records.\n- What you must not do: send spam, distribute malware or infringe copyright. If you do, we may suspend your account without notice.\n- Devices: one subscription may be used on up to 8 devices at once.\n- Refunds: not satisfied? You can ask for a refund within 30 days of purchase by writing to support@tunnelvpn.example.",
            ),
            Good(
                "preserve",
                "The provider does not record users' browsing activity, DNS queries or the IP addresses from which they connect. Account email addresses and payment records are retained for the duration of the subscription and for six years thereafter, as Section 386 of the Companies Act 2006 requires the provider to keep accounting records. Users must not use the service to send spam, distribute malware or infringe copyright, and accounts engaged in such activity may be suspended without notice. A single subscription may be used on a maximum of eight devices simultaneously. Users who are not satisfied can request a refund within 30 days of purchase by writing to support@tunnelvpn.example.",
            ),
            Good(
                "pl",
                "Nie rejestrujemy Twojej aktywności w sieci, zapytań DNS ani adresów IP, z których się łączysz. Przechowujemy natomiast adres e-mail powiązany z kontem i dane o płatnościach przez cały okres trwania subskrypcji oraz przez 6 lat po jej zakończeniu, ponieważ sekcja 386 brytyjskiej ustawy Companies Act 2006 zobowiązuje nas do prowadzenia dokumentacji księgowej. Nie wolno Ci korzystać z usługi do wysyłania spamu, rozpowszechniania złośliwego oprogramowania ani naruszania praw autorskich; konta, z których się to robi, możemy zawiesić bez uprzedzenia. Z jednej subskrypcji można korzystać jednocześnie na maksymalnie 8 urządzeniach. Jeśli nie jesteś zadowolony z usługi, możesz w ciągu 30 dni od zakupu poprosić o zwrot pieniędzy, pisząc na adres support@tunnelvpn.example.",
            ),
        ],
        bad=[
            Slip(0, [("What we don't log:", "What we log:")], "negation"),
            Slip(
                1,
                [
                    (
                        "Section 386 of the Companies Act 2006",
                        "Section 368 of the Companies Act 2006",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("możemy zawiesić bez uprzedzenia", "zawiesimy bez uprzedzenia")], "modality"),
        ],
    ),
    Case(
        key="en-city-open-data-portal-licence",
        source='## Licence\n\nAll datasets on this portal are published under the [Creative Commons Attribution 4.0 International licence](https://creativecommons.org/licenses/by/4.0/) unless a dataset page states otherwise. You may copy, adapt and redistribute the data, including for commercial purposes, provided that you:\n\n- credit "City of Eastbrook Open Data" as the source;\n- link to the original dataset page;\n- indicate whether you made changes.\n\nYou must not suggest that the City endorses you or your use of the data. Some datasets contain information from third parties and may be subject to additional terms, which are listed under **Usage notes**. Questions about licensing should be sent to opendata@eastbrook.gov.uk.',
        good=[
            Good(
                "preserve",
                '## Licence\n\nUnless a dataset page says otherwise, every dataset on this portal is published under the [Creative Commons Attribution 4.0 International licence](https://creativecommons.org/licenses/by/4.0/). This means you may copy, adapt and redistribute the data – commercial use included – as long as you:\n\n- name "City of Eastbrook Open Data" as the source;\n- link back to the original dataset page;\n- say whether you changed anything.\n\nYou must not imply that the City endorses you or the way you use the data. Because some datasets include third-party information, they may come with additional terms; you\'ll find these under **Usage notes**. Please send any licensing questions to opendata@eastbrook.gov.uk.',
            ),
            Good(
                "preserve",
                '## Licence\n\nExcept where a dataset page specifies different terms, datasets on this portal are made available under the [Creative Commons Attribution 4.0 International licence](https://creativecommons.org/licenses/by/4.0/). Under this licence, you may copy, adapt and redistribute the data, also for commercial purposes, on the following conditions:\n\n- you credit the source as "City of Eastbrook Open Data";\n- you provide a link to the original dataset page;\n- you indicate whether any changes were made.\n\nCertain datasets include third-party information and may be subject to additional terms, as listed under **Usage notes**. You must not suggest that the City endorses you or your use of the data. Licensing enquiries should be directed to opendata@eastbrook.gov.uk.',
            ),
            Good(
                "pl",
                "## Licencja\n\nO ile strona danego zbioru nie stanowi inaczej, wszystkie zbiory danych w tym portalu są udostępniane na [licencji Creative Commons Uznanie autorstwa 4.0 Międzynarodowe](https://creativecommons.org/licenses/by/4.0/). Możesz kopiować, adaptować i rozpowszechniać dane, również w celach komercyjnych, pod warunkiem że:\n\n- wskażesz „City of Eastbrook Open Data” jako źródło;\n- podasz link do oryginalnej strony zbioru danych;\n- zaznaczysz, czy dane zostały przez Ciebie zmienione.\n\nNie wolno sugerować, że Miasto popiera Ciebie lub sposób, w jaki wykorzystujesz dane. Niektóre zbiory zawierają informacje pochodzące od podmiotów trzecich i mogą podlegać dodatkowym warunkom, wymienionym w sekcji **Usage notes**. Pytania dotyczące licencji powinny być kierowane na adres opendata@eastbrook.gov.uk.",
            ),
        ],
        bad=[
            Slip(0, [("as the source;\n- link back", "as the source, link back")], "markdown"),
            Slip(1, [("opendata@eastbrook.gov.uk", "data@eastbrook.gov.uk")], "url"),
            Slip(2, [("Nie wolno sugerować", "Nie należy sugerować")], "modality"),
        ],
    ),
    Case(
        key="en-youth-orchestra-season-audition-rules",
        source="Auditions for the 2026 season of the Riverside Youth Orchestra will be held on Saturday 17 and Sunday 18 January 2026 at the Whitcombe School of Music. Applicants must be aged between 12 and 21 on 1 September 2026 and should have reached at least Grade 6 standard on their instrument. Each audition lasts 10 minutes: you will play two contrasting pieces of your choice and a short sight-reading extract. Accompanists are not provided, and you may not use backing tracks. The application deadline is 5 December 2025, and there is no application fee. Successful players will be expected to attend all Sunday rehearsals from February to June.",
        good=[
            Good(
                "preserve",
                "Want to play with the Riverside Youth Orchestra in the 2026 season? Auditions take place at the Whitcombe School of Music on Saturday 17 and Sunday 18 January 2026. To apply, you must be between 12 and 21 years old on 1 September 2026, and you should be at least Grade 6 standard on your instrument. Applications close on 5 December 2025 and there's no fee to apply. Your audition will last 10 minutes, during which you'll play two contrasting pieces of your choice plus a short sight-reading extract. We don't provide accompanists, and backing tracks may not be used. If you're successful, you'll be expected to come to every Sunday rehearsal from February to June.",
            ),
            Good(
                "preserve",
                "Riverside Youth Orchestra – 2026 season auditions\n\nWhen: Saturday 17 and Sunday 18 January 2026\nWhere: Whitcombe School of Music\nEligibility: you must be aged 12–21 on 1 September 2026 and should have reached at least Grade 6 standard on your instrument.\nFormat: a 10-minute audition with two contrasting pieces of your choice and a short sight-reading extract. No accompanists are provided, and backing tracks may not be used.\nDeadline: 5 December 2025 (no application fee).\nCommitment: successful players will be expected to attend all Sunday rehearsals from February to June.",
            ),
            Good(
                "pl",
                "Przesłuchania do Riverside Youth Orchestra na sezon 2026 odbędą się w sobotę 17 i niedzielę 18 stycznia 2026 r. w Whitcombe School of Music. Kandydaci muszą mieć od 12 do 21 lat w dniu 1 września 2026 r. i powinni grać na swoim instrumencie co najmniej na poziomie Grade 6. Każde przesłuchanie trwa 10 minut: wykonasz dwa kontrastujące utwory według własnego wyboru oraz krótki fragment a vista. Nie zapewniamy akompaniatorów i nie można korzystać z podkładów muzycznych. Zgłoszenia przyjmujemy do 5 grudnia 2025 r.; nie pobieramy opłaty za zgłoszenie. Od muzyków, którzy przejdą przesłuchanie, oczekujemy obecności na wszystkich niedzielnych próbach od lutego do czerwca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Applications close on 5 December 2025",
                        "Applications close on 15 December 2025",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "and should have reached at least Grade 6",
                        "and must have reached at least Grade 6",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Nie zapewniamy akompaniatorów", "Zapewniamy akompaniatorów")], "negation"),
        ],
    ),
    Case(
        key="en-ev-charging-network-price-change",
        source="From 1 March 2026, prices on the VoltWay charging network will change. Rapid chargers (50 kW) will cost 59p per kWh and ultra-rapid chargers (150 kW and above) will cost 69p per kWh. Members of VoltWay Plus, which costs £7.99 a month, will continue to pay 45p per kWh at all chargers. An overstay fee of 50p per minute applies if your car stays connected more than 10 minutes after charging finishes. We expect the change to affect roughly 40% of our customers, most of whom charge less than twice a month. Typical charging times will not change, and a 10–80% charge on a rapid charger usually takes around 45 minutes.",
        good=[
            Good(
                "preserve",
                "VoltWay price changes from 1 March 2026:\n\n- Rapid chargers (50 kW): 59p per kWh\n- Ultra-rapid chargers (150 kW and above): 69p per kWh\n- VoltWay Plus members (£7.99 a month): still 45p per kWh at every charger\n- Overstay fee: 50p per minute if your car is still plugged in more than 10 minutes after charging has finished\n\nWe expect roughly 40% of customers to be affected, most of them people who charge less than twice a month. Typical charging times won't change: a 10–80% charge on a rapid charger usually takes around 45 minutes.",
            ),
            Good(
                "preserve",
                "VoltWay is changing its prices on 1 March 2026. Charging at a rapid (50 kW) charger will cost 59p per kWh, and at an ultra-rapid charger (150 kW or more) 69p per kWh. If you are a VoltWay Plus member, paying £7.99 a month, you will keep paying 45p per kWh at every charger. Leaving your car connected for more than 10 minutes after it has finished charging will incur an overstay fee of 50p per minute. We anticipate that roughly 40% of customers will be affected, mostly those who charge less than twice a month. Typical charging times stay the same – a 10–80% rapid charge usually takes around 45 minutes.",
            ),
            Good(
                "pl",
                "Od 1 marca 2026 r. zmieniają się ceny w sieci ładowania VoltWay. Ładowanie na szybkich ładowarkach (50 kW) będzie kosztować 59 pensów za kWh, a na ultraszybkich (150 kW i więcej) – 69 pensów za kWh. Członkowie programu VoltWay Plus, który kosztuje 7,99 £ miesięcznie, nadal będą płacić 45 pensów za kWh na wszystkich ładowarkach. Jeśli samochód pozostanie podłączony dłużej niż 10 minut po zakończeniu ładowania, naliczana będzie opłata postojowa w wysokości 50 pensów za minutę. Szacujemy, że zmiana dotknie około 40% naszych klientów, w większości ładujących rzadziej niż dwa razy w miesiącu. Typowy czas ładowania się nie zmieni – naładowanie od 10 do 80% na szybkiej ładowarce trwa zwykle około 45 minut.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Ultra-rapid chargers (150 kW and above): 69p per kWh",
                        "Ultra-rapid chargers (150 kW and above): 65p per kWh",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "a 10–80% rapid charge usually takes around 45 minutes",
                        "a 10–80% rapid charge takes 45 minutes",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Od 1 marca 2026 r. zmieniają się ceny",
                        "Od 1 marca 2026 r., w związku ze wzrostem hurtowych cen energii, zmieniają się ceny",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-csvtidy-readme-install-and-usage",
        source="## Installation\n\n`csvtidy` requires Python 3.9 or later. Install it from PyPI:\n\n```\npip install csvtidy==2.4.1\n```\n\n## Usage\n\nRun `csvtidy clean input.csv -o output.csv` to remove empty rows and trim whitespace in every cell. By default the tool reads files as UTF-8; use `--encoding` to specify another encoding. Files larger than 2 GB are processed in chunks of 100,000 rows, which may be slower. Do not run `csvtidy` on a file while another program is writing to it.\n\nSee the [changelog](CHANGELOG.md) for changes since version 2.0.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou'll need Python 3.9 or newer to use `csvtidy`. Install it from PyPI with:\n\n```\npip install csvtidy==2.4.1\n```\n\n## Usage\n\nTo strip empty rows and trim the whitespace in each cell, run `csvtidy clean input.csv -o output.csv`. Files are read as UTF-8 by default; pass `--encoding` if yours use a different encoding. Anything over 2 GB is processed in chunks of 100,000 rows, which may be slower. Never run `csvtidy` on a file that another program is still writing to.\n\nFor changes since version 2.0, see the [changelog](CHANGELOG.md).",
            ),
            Good(
                "preserve",
                "## Installation\n\nRequirement: Python 3.9+. Install from PyPI:\n\n```\npip install csvtidy==2.4.1\n```\n\n## Usage\n\n- `csvtidy clean input.csv -o output.csv` removes empty rows and trims whitespace in every cell.\n- The default encoding is UTF-8; set a different one with `--encoding`.\n- Files above 2 GB are handled in chunks of 100,000 rows, which may be slower.\n- Don't run `csvtidy` on a file while another program is writing to it.\n\nChanges since version 2.0 are listed in the [changelog](CHANGELOG.md).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`csvtidy` wymaga Pythona w wersji 3.9 lub nowszej. Zainstaluj go z PyPI:\n\n```\npip install csvtidy==2.4.1\n```\n\n## Użycie\n\nPolecenie `csvtidy clean input.csv -o output.csv` usuwa puste wiersze i przycina białe znaki w każdej komórce. Domyślnie narzędzie odczytuje pliki w kodowaniu UTF-8; inne kodowanie można wskazać opcją `--encoding`. Pliki większe niż 2 GB są przetwarzane partiami po 100 000 wierszy, co może działać wolniej. Nie uruchamiaj `csvtidy` na pliku, do którego w tym czasie zapisuje inny program.\n\nZmiany od wersji 2.0 opisano w [dzienniku zmian](CHANGELOG.md).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```\npip install csvtidy==2.4.1\n```", "pip install csvtidy==2.4.1")],
                "markdown",
            ),
            Slip(
                1,
                [("set a different one with `--encoding`", "set a different one with `--charset`")],
                "code",
            ),
            Slip(2, [("partiami po 100 000 wierszy", "partiami po 10 000 wierszy")], "number"),
        ],
    ),
    Case(
        key="en-short-sleep-diabetes-risk-study",
        source="A large cohort study published in Lancet Public Health (Chen et al., 2023) followed 48,000 adults for an average of 9 years. Participants who regularly slept fewer than six hours a night had a roughly 20% higher risk of developing type 2 diabetes than those who slept seven to eight hours. The authors stress that the study was observational and cannot prove that short sleep causes diabetes. Earlier work by Walker and Harvey (2019) suggested that irregular sleep schedules may matter as much as total sleep duration. Researchers say more trials are needed before any change to clinical guidelines can be recommended.",
        good=[
            Good(
                "preserve",
                "Chen et al. (2023), writing in Lancet Public Health, tracked 48,000 adults over an average of 9 years in a large cohort study. Those who routinely slept less than six hours a night had roughly a 20% higher risk of developing type 2 diabetes than people who slept seven to eight hours. Because the study was observational, the authors emphasise, it cannot prove that short sleep causes diabetes. An earlier paper by Walker and Harvey (2019) suggested that an irregular sleep schedule may matter as much as how long you sleep in total. According to researchers, more trials are needed before any change to clinical guidelines can be recommended.",
            ),
            Good(
                "preserve",
                "Key findings\n\n- Study: large cohort study by Chen et al., 2023, in Lancet Public Health; 48,000 adults followed for 9 years on average.\n- Result: regularly sleeping under six hours a night was linked to a roughly 20% higher risk of type 2 diabetes, compared with sleeping seven to eight hours.\n- Caveat stressed by the authors: the study was observational, so it cannot prove that short sleep causes diabetes.\n- Context: Walker and Harvey (2019) suggested that irregular sleep schedules may be as important as total sleep duration.\n- Next steps: researchers say more trials are needed before any change to clinical guidelines can be recommended.",
            ),
            Good(
                "pl",
                "W dużym badaniu kohortowym opublikowanym w „Lancet Public Health” (Chen i in., 2023) obserwowano 48 000 dorosłych średnio przez 9 lat. Osoby, które regularnie spały krócej niż sześć godzin na dobę, miały o około 20% wyższe ryzyko zachorowania na cukrzycę typu 2 niż osoby śpiące od siedmiu do ośmiu godzin. Autorzy podkreślają, że było to badanie obserwacyjne i nie może ono dowieść, że krótki sen powoduje cukrzycę. Wcześniejsza praca (Walker i Harvey, 2019) sugerowała, że nieregularny rytm snu może mieć równie duże znaczenie jak łączny czas snu. Według badaczy potrzeba więcej badań klinicznych, zanim będzie można zalecić jakiekolwiek zmiany w wytycznych klinicznych.",
            ),
        ],
        bad=[
            Slip(0, [("Chen et al. (2023)", "Chen et al. (2021)")], "citation"),
            Slip(
                1,
                [
                    (
                        "irregular sleep schedules may be as important",
                        "irregular sleep schedules are as important",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("o około 20% wyższe ryzyko", "o około 30% wyższe ryzyko")], "number"),
        ],
    ),
    Case(
        key="en-allotment-site-tenancy-rules",
        source="Allotment tenancies run from 1 October to 30 September. Rent for a full plot is £72 a year and must be paid within 28 days of the invoice date. Tenants must keep at least 75% of their plot under cultivation; plots that are not cultivated may be inspected, and a warning letter will be sent before any notice to quit. Bonfires are not permitted between 1 April and 30 September. Sheds must not exceed 2.4 m by 1.8 m and need the committee's written approval. Hosepipes may be used only to fill water butts, never to water plots directly. Tenants should report any vandalism to the site secretary.",
        good=[
            Good(
                "preserve",
                "Your allotment tenancy runs from 1 October to 30 September. A full plot costs £72 a year in rent, which you must pay within 28 days of the invoice date. You must keep at least 75% of your plot cultivated; uncultivated plots may be inspected, and you will get a warning letter before any notice to quit. Bonfires are not allowed between 1 April and 30 September. Sheds must be no larger than 2.4 m × 1.8 m, and you'll need the committee's written approval for one. You may use a hosepipe only to fill water butts – never to water your plot directly. If you notice any vandalism, you should report it to the site secretary.",
            ),
            Good(
                "preserve",
                "Allotment rules\n\n1. Tenancy year: 1 October – 30 September.\n2. Rent: £72 a year for a full plot; it must be paid within 28 days of the invoice date.\n3. Cultivation: at least 75% of each plot must be kept under cultivation. Uncultivated plots may be inspected, and a warning letter will be sent before any notice to quit.\n4. Bonfires: not permitted from 1 April to 30 September.\n5. Sheds: must not exceed 2.4 m × 1.8 m; the committee's written approval is needed.\n6. Hosepipes: may be used only to fill water butts, never to water plots directly.\n7. Vandalism: tenants should report it to the site secretary.",
            ),
            Good(
                "pl",
                "Dzierżawa działki trwa od 1 października do 30 września. Czynsz za pełną działkę wynosi 72 £ rocznie i musi zostać zapłacony w ciągu 28 dni od daty wystawienia faktury. Dzierżawcy muszą uprawiać co najmniej 75% powierzchni działki; działki nieuprawiane mogą zostać skontrolowane, a przed ewentualnym wypowiedzeniem dzierżawy zostanie wysłane pismo z ostrzeżeniem. Palenie ognisk jest zabronione od 1 kwietnia do 30 września. Szopy nie mogą przekraczać wymiarów 2,4 × 1,8 m i wymagają pisemnej zgody zarządu. Węży ogrodowych można używać wyłącznie do napełniania beczek na deszczówkę, nigdy do bezpośredniego podlewania działek. Dzierżawcy powinni zgłaszać wszelkie akty wandalizmu sekretarzowi ogrodu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("which you must pay within 28 days", "which you should pay within 28 days")],
                "modality",
            ),
            Slip(
                1,
                [("never to water plots directly", "and also to water plots directly")],
                "negation",
            ),
            Slip(2, [("zabronione od 1 kwietnia", "zabronione od 1 maja")], "date"),
        ],
    ),
    Case(
        key="en-city-air-quality-annual-report",
        source="According to the city's 2024 Air Quality Annual Status Report, average nitrogen dioxide (NO2) levels at roadside monitors fell by about 12% compared with 2023. Levels at 3 of the 28 monitoring sites still exceeded the legal annual limit of 40 µg/m³. The report attributes much of the improvement to the low-emission zone introduced in May 2023, although it notes that milder weather probably also played a role. Fine particulate matter (PM2.5) showed little change. A separate analysis by Okafor et al. (2024, Environmental Research Letters, 19: 044021) estimated that the zone may have prevented around 30 hospital admissions for asthma in its first year.",
        good=[
            Good(
                "preserve",
                "Average nitrogen dioxide (NO2) levels at roadside monitors fell by about 12% in 2024 compared with 2023, according to the city's 2024 Air Quality Annual Status Report. Even so, 3 of the 28 monitoring sites remained above the legal annual limit of 40 µg/m³. The report credits the low-emission zone, introduced in May 2023, with much of the improvement, while noting that milder weather probably also contributed. Fine particulate matter (PM2.5) changed little. In a separate analysis, Okafor et al. (2024, Environmental Research Letters, 19: 044021) estimated that the zone may have prevented around 30 asthma hospital admissions in its first year.",
            ),
            Good(
                "preserve",
                "Summary of the city's 2024 Air Quality Annual Status Report\n\n- NO2: average levels at roadside monitors down by about 12% on 2023.\n- Exceedances: 3 out of 28 monitoring sites still above the legal annual limit of 40 µg/m³.\n- Why: much of the improvement is attributed to the low-emission zone introduced in May 2023, with milder weather probably also playing a part.\n- PM2.5: little change.\n- Health: a separate analysis by Okafor et al. (2024, Environmental Research Letters, 19: 044021) estimated that the zone may have prevented around 30 hospital admissions for asthma in its first year.",
            ),
            Good(
                "pl",
                "Według miejskiego raportu o stanie jakości powietrza za 2024 rok (Air Quality Annual Status Report) średnie stężenie dwutlenku azotu (NO2) na stacjach przyulicznych spadło o około 12% w porównaniu z 2023 rokiem. Na 3 z 28 stacji pomiarowych nadal przekroczona była dopuszczalna średnioroczna wartość 40 µg/m³. Raport przypisuje znaczną część tej poprawy strefie niskiej emisji wprowadzonej w maju 2023 r., zaznaczając jednak, że prawdopodobnie przyczyniła się do niej również łagodniejsza pogoda. Stężenie pyłu drobnego (PM2.5) niewiele się zmieniło. W odrębnej analizie Okafor i in. (2024, Environmental Research Letters, 19: 044021) oszacowali, że w pierwszym roku działania strefa mogła zapobiec około 30 przyjęciom do szpitala z powodu astmy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("milder weather probably also contributed", "milder weather also contributed")],
                "hedge",
            ),
            Slip(1, [("19: 044021", "19: 044012")], "citation"),
            Slip(2, [("Na 3 z 28 stacji", "Na 5 z 28 stacji")], "number"),
        ],
    ),
    Case(
        key="en-tidelink-upgrade-guide-version-three",
        source="### Upgrading to 3.0\n\nVersion 3.0 removes the deprecated `connect_legacy()` function. You must replace every call with `connect(url, timeout=30)` before upgrading; otherwise your code will fail at import time. The `retries` parameter now defaults to 3 instead of 5.\n\nOther changes:\n\n- Python 3.8 is no longer supported.\n- `Session.close()` is now called automatically when a `with` block exits.\n- Log messages use the `tidelink` logger instead of the root logger.\n\nWe recommend that you pin `tidelink>=3.0,<4` in your requirements file. If you cannot upgrade yet, the 2.x branch will receive security fixes until 30 June 2026.",
        good=[
            Good(
                "preserve",
                "### Upgrading to 3.0\n\nThe deprecated `connect_legacy()` function is gone in version 3.0. Before you upgrade, you must replace each call to it with `connect(url, timeout=30)`, or your code will fail at import time. Note also that `retries` now defaults to 3 rather than 5.\n\nOther changes:\n\n- Support for Python 3.8 has been dropped.\n- When a `with` block exits, `Session.close()` is now called automatically.\n- Log messages go to the `tidelink` logger rather than the root logger.\n\nWe recommend pinning `tidelink>=3.0,<4` in your requirements file. Not ready to upgrade? The 2.x branch will get security fixes until 30 June 2026.",
            ),
            Good(
                "preserve",
                "### Upgrading to 3.0\n\nVersion 3.0 removes the deprecated `connect_legacy()` function, so every call must be replaced with `connect(url, timeout=30)` before upgrading; if it is not, your code will fail at import time. In addition, the default value of the `retries` parameter has changed from 5 to 3.\n\nOther changes:\n\n- Python 3.8 is no longer supported.\n- `Session.close()` is now called automatically on exit from a `with` block.\n- Log messages are written to the `tidelink` logger instead of the root logger.\n\nIt is recommended to pin `tidelink>=3.0,<4` in your requirements file. If you cannot upgrade yet, the 2.x branch will receive security fixes until 30 June 2026.",
            ),
            Good(
                "pl",
                "### Aktualizacja do wersji 3.0\n\nW wersji 3.0 usunięto przestarzałą funkcję `connect_legacy()`. Przed aktualizacją musisz zastąpić każde jej wywołanie przez `connect(url, timeout=30)`; w przeciwnym razie kod zakończy się błędem już podczas importu. Parametr `retries` ma teraz domyślnie wartość 3 zamiast 5.\n\nPozostałe zmiany:\n\n- Python 3.8 nie jest już obsługiwany.\n- `Session.close()` jest teraz wywoływane automatycznie przy wyjściu z bloku `with`.\n- Komunikaty logów trafiają do loggera `tidelink` zamiast do loggera głównego.\n\nZalecamy przypięcie wersji `tidelink>=3.0,<4` w pliku z zależnościami. Jeśli nie możesz jeszcze przeprowadzić aktualizacji, gałąź 2.x będzie otrzymywać poprawki bezpieczeństwa do 30 czerwca 2026 r.",
            ),
        ],
        bad=[
            Slip(0, [("### Upgrading to 3.0\n\n", "Upgrading to 3.0\n\n")], "markdown"),
            Slip(
                1,
                [("- `Session.close()` is now called", "- `Session.shutdown()` is now called")],
                "code",
            ),
            Slip(
                2,
                [("Przed aktualizacją musisz zastąpić", "Przed aktualizacją warto zastąpić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-subject-access-request-response-policy",
        source="You have the right to obtain a copy of the personal data we hold about you under Article 15 of the UK GDPR. We will respond to your request within one month of receiving it. If your request is complex, or you have made several requests, we may extend this period by up to two further months, and we will tell you why within the first month. We will not charge a fee in most cases, but we may charge a reasonable fee if a request is manifestly unfounded or excessive. To protect your data, we may ask you to confirm your identity before we respond. You can also complain to the Information Commissioner's Office at any time.",
        good=[
            Good(
                "preserve",
                "**Can I get a copy of my data?** Yes. Article 15 of the UK GDPR gives you the right to a copy of the personal data we hold about you.\n\n**How long will it take?** We will reply within one month of receiving your request. If the request is complex, or you have made several, we may extend this by up to two more months – and if so, we will explain why within the first month.\n\n**Is there a fee?** In most cases, no. However, we may charge a reasonable fee if a request is manifestly unfounded or excessive.\n\n**Will you check who I am?** To protect your data, we may ask you to confirm your identity before we respond.\n\n**Can I complain?** Yes, you can complain to the Information Commissioner's Office at any time.",
            ),
            Good(
                "preserve",
                "Under Article 15 of the UK GDPR, individuals are entitled to a copy of the personal data we hold about them. Requests will be answered within one month of receipt. This period may be extended by up to two further months where a request is complex or several requests have been made, in which case the reasons will be given within the first month. In most cases no fee will be charged; however, a reasonable fee may be charged where a request is manifestly unfounded or excessive. Before responding, we may ask the requester to confirm their identity in order to protect their data. Individuals can also complain to the Information Commissioner's Office at any time.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 15 UK GDPR masz prawo otrzymać kopię danych osobowych, które przechowujemy na Twój temat. Odpowiemy na Twoje żądanie w ciągu miesiąca od jego otrzymania. Jeżeli żądanie jest złożone lub złożono kilka żądań, możemy przedłużyć ten termin maksymalnie o dwa kolejne miesiące, a o przyczynach poinformujemy Cię w ciągu pierwszego miesiąca. W większości przypadków nie pobieramy opłaty, ale możemy pobrać rozsądną opłatę, jeśli żądanie jest ewidentnie nieuzasadnione lub nadmierne. Aby chronić Twoje dane, przed udzieleniem odpowiedzi możemy poprosić Cię o potwierdzenie tożsamości. W każdej chwili możesz też złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(1, [("by up to two further months", "by up to three further months")], "date"),
            Slip(
                2,
                [
                    (
                        "W większości przypadków nie pobieramy opłaty",
                        "W większości przypadków pobieramy opłatę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-hospital-adult-ward-visiting-policy",
        source="Visiting hours on all adult wards are from 11:00 to 20:00, seven days a week. Each patient may have no more than two visitors at the bedside at a time. Children under 12 are welcome but must be accompanied by an adult at all times. Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours. Flowers are not allowed on the intensive care unit. Protected mealtimes run from 12:00 to 13:00 and from 17:00 to 18:00; during these times visitors may be asked to leave unless they are helping the patient to eat. Parking is available in car park B, which costs £2.50 an hour.",
        good=[
            Good(
                "preserve",
                "Planning a visit? Here's what you need to know:\n\n- Adult wards are open to visitors from 11 am to 8 pm, seven days a week.\n- No more than two visitors per patient may be at the bedside at any one time.\n- Children under 12 are welcome, but an adult must be with them at all times.\n- Please don't visit if you've had diarrhoea, vomiting or flu-like symptoms in the past 48 hours.\n- Flowers aren't allowed on the intensive care unit.\n- Mealtimes from 12:00 to 13:00 and from 17:00 to 18:00 are protected; you may be asked to leave during them unless you are helping the patient to eat.\n- You can park in car park B, which costs £2.50 an hour.",
            ),
            Good(
                "preserve",
                "All adult wards welcome visitors seven days a week between 11:00 and 20:00, with no more than two visitors at a patient's bedside at any one time. Children under 12 are welcome, provided they are accompanied by an adult at all times. If you have had diarrhoea, vomiting or flu-like symptoms within the last 48 hours, please do not visit. Flowers are not permitted on the intensive care unit. Mealtimes are protected from 12:00 to 13:00 and from 17:00 to 18:00, and visitors may be asked to leave during these periods unless they are helping the patient to eat. Visitor parking is available in car park B at £2.50 per hour.",
            ),
            Good(
                "pl",
                "Odwiedziny na wszystkich oddziałach dla dorosłych są możliwe w godz. 11:00–20:00, siedem dni w tygodniu. Przy łóżku pacjenta mogą przebywać jednocześnie najwyżej dwie osoby odwiedzające. Dzieci poniżej 12 lat są mile widziane, ale przez cały czas muszą być pod opieką osoby dorosłej. Prosimy nie przychodzić, jeśli w ciągu ostatnich 48 godzin wystąpiły u Państwa biegunka, wymioty lub objawy grypopodobne. Na oddziale intensywnej terapii kwiaty są niedozwolone. Pory posiłków w godz. 12:00–13:00 i 17:00–18:00 są chronione; w tym czasie odwiedzający mogą zostać poproszeni o wyjście, chyba że pomagają pacjentowi w jedzeniu. Można parkować na parkingu B; opłata wynosi 2,50 £ za godzinę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You can park in car park B, which costs £2.50 an hour.",
                        "You can park in car park B, which costs £2.50 an hour; Blue Badge holders park free of charge.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Flowers are not permitted on the intensive care unit.",
                        "Flowers are permitted on the intensive care unit.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Pory posiłków w godz. 12:00–13:00 i 17:00–18:00 są chronione; w tym czasie odwiedzający mogą zostać poproszeni o wyjście, chyba że pomagają pacjentowi w jedzeniu. Można parkować na parkingu B; opłata wynosi 2,50 £ za godzinę.",
                        "Protected mealtimes run from 12:00 to 13:00 and from 17:00 to 18:00; during these times visitors may be asked to leave unless they are helping the patient to eat. Parking is available in car park B, which costs £2.50 an hour.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-maritime-museum-booking-confirmation-email",
        source="Thank you for booking your visit to the Harbourside Maritime Museum. Your e-ticket for 2 adults and 1 child (total £31.50) is attached to this email; please show it on your phone or print it out. You can change the date of your visit free of charge up to 24 hours in advance at tickets.harboursidemuseum.org/manage. The museum is usually busiest between 11:00 and 14:00, so you may prefer to arrive earlier. A typical visit takes about two hours. The café on level 2 is currently closed for refurbishment and is expected to reopen in the spring. If you have any questions, reply to this email or call 0117 496 0123.",
        good=[
            Good(
                "preserve",
                "Thanks for booking with the Harbourside Maritime Museum! We've attached your e-ticket for 2 adults and 1 child (£31.50 in total) – just show it on your phone or bring a printed copy. Need a different date? You can change it for free up to 24 hours before your visit at tickets.harboursidemuseum.org/manage. A typical visit takes about two hours. We're usually busiest from 11:00 to 14:00, so you may prefer to come earlier. Please note that the café on level 2 is currently closed for refurbishment; we expect it to reopen in the spring. Any questions? Just reply to this email or call 0117 496 0123.",
            ),
            Good(
                "preserve",
                "Thank you for your booking at the Harbourside Maritime Museum. Attached is your e-ticket for two adults and one child, totalling £31.50, which you can present on your phone or as a printout. The date of your visit can be changed free of charge up to 24 hours beforehand via tickets.harboursidemuseum.org/manage. A typical visit lasts about two hours, and since the museum is usually busiest between 11:00 and 14:00, you may prefer to arrive earlier. Please be aware that the level 2 café is currently closed for refurbishment and is expected to reopen in the spring. For any questions, reply to this email or telephone 0117 496 0123.",
            ),
            Good(
                "pl",
                "Dziękujemy za rezerwację wizyty w Harbourside Maritime Museum. W załączniku znajdziesz bilet elektroniczny dla 2 osób dorosłych i 1 dziecka (łącznie 31,50 £) – pokaż go na telefonie lub wydrukuj. Datę wizyty możesz bezpłatnie zmienić najpóźniej 24 godziny wcześniej na stronie tickets.harboursidemuseum.org/manage. Najwięcej zwiedzających jest zwykle między 11:00 a 14:00, więc być może wolisz przyjść wcześniej. Typowe zwiedzanie trwa około dwóch godzin. Kawiarnia na poziomie 2 jest obecnie zamknięta z powodu remontu; przewiduje się, że zostanie ponownie otwarta wiosną. W razie pytań odpowiedz na tę wiadomość lub zadzwoń pod numer 0117 496 0123.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("tickets.harboursidemuseum.org/manage", "tickets.harboursidemuseum.org/booking")],
                "url",
            ),
            Slip(1, [("totalling £31.50", "totalling £35.10")], "number"),
            Slip(
                2,
                [
                    (
                        "przewiduje się, że zostanie ponownie otwarta wiosną",
                        "zostanie ponownie otwarta wiosną",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-cuckoo-migration-route-tracking-study",
        source="Tracking data suggest that some European cuckoos may be shifting their autumn migration route. In a study published in Movement Ecology (Harris et al., 2021, vol. 9, article 37), researchers fitted satellite tags to 42 cuckoos from Britain and found that birds taking the western route via Spain suffered higher mortality than those crossing Italy. The authors suggest that drought in Spain may partly explain the difference, although they note that the sample was small. Volunteers who spot a tagged cuckoo should not attempt to catch it and are asked to report the sighting online.",
        good=[
            Good(
                "preserve",
                "Some European cuckoos may be changing the route of their autumn migration, tracking data suggest. Harris et al. (2021, Movement Ecology, vol. 9, article 37) fitted satellite tags to 42 cuckoos from Britain and found higher mortality among birds using the western route through Spain than among those crossing Italy. Drought in Spain may partly account for the difference, the authors suggest, though they acknowledge that the sample was small. If you spot a tagged cuckoo, you should not try to catch it; please report the sighting online instead.",
            ),
            Good(
                "preserve",
                "What the tracking data suggest\n\n- Some European cuckoos may be shifting their autumn migration route.\n- In a Movement Ecology study (Harris et al., 2021, vol. 9, article 37), 42 cuckoos from Britain were fitted with satellite tags.\n- Birds on the western route via Spain had higher mortality than those crossing Italy.\n- The authors suggest that drought in Spain may partly explain the difference, while noting that the sample was small.\n\nSpotted a tagged cuckoo? You should not attempt to catch it – please report the sighting online.",
            ),
            Good(
                "pl",
                "Dane telemetryczne sugerują, że niektóre europejskie kukułki mogą zmieniać trasę jesiennej wędrówki. W badaniu opublikowanym w „Movement Ecology” (Harris i in., 2021, t. 9, art. 37) naukowcy wyposażyli 42 kukułki z Wielkiej Brytanii w nadajniki satelitarne i stwierdzili, że ptaki lecące zachodnią trasą przez Hiszpanię ginęły częściej niż te, które przelatywały nad Włochami. Autorzy sugerują, że różnicę może częściowo tłumaczyć susza w Hiszpanii, choć zaznaczają, że próba była niewielka. Wolontariusze, którzy zauważą kukułkę z nadajnikiem, nie powinni próbować jej łapać; prosimy o zgłoszenie obserwacji przez internet.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Harris et al. (2021, Movement Ecology",
                        "Harris et al. (2012, Movement Ecology",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "42 cuckoos from Britain were fitted with satellite tags.",
                        "42 cuckoos from Britain were fitted with satellite tags at breeding sites in Norfolk.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("różnicę może częściowo tłumaczyć susza", "różnicę tłumaczy susza")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-community-solar-cooperative-share-offer",
        source="Sunfield Community Energy is offering shares to fund a 250 kW solar array on the roof of Dunmore Leisure Centre. The minimum investment is £100 and the maximum is £20,000 per person. Members receive one vote each, regardless of how many shares they hold. We aim to pay annual interest of 4%, but returns are not guaranteed and you could lose some or all of your money. Shares cannot be sold, but may be withdrawn after three years, subject to the board's approval. Please read the full share offer document at sunfieldenergy.coop/offer before applying. The offer closes on 31 May 2026 or when £480,000 has been raised.",
        good=[
            Good(
                "preserve",
                "Sunfield Community Energy is raising money through a share offer to pay for a 250 kW solar array on the roof of Dunmore Leisure Centre. You can invest from £100 up to £20,000 per person. However many shares you hold, as a member you get one vote. We aim to pay 4% interest a year, but returns are not guaranteed and you could lose some or all of your money. You cannot sell your shares, but you may withdraw them after three years if the board approves. The offer closes on 31 May 2026 or when £480,000 has been raised. Before you apply, please read the full share offer document at sunfieldenergy.coop/offer.",
            ),
            Good(
                "preserve",
                "Sunfield Community Energy share offer – key facts\n\n- Purpose: funding a 250 kW solar array on the roof of Dunmore Leisure Centre\n- Investment: minimum £100, maximum £20,000 per person\n- Voting: one vote per member, whatever the size of their shareholding\n- Interest: we aim to pay 4% a year; returns are not guaranteed, and you could lose some or all of your money\n- Exit: shares cannot be sold but may be withdrawn after three years, subject to board approval\n- Closing: 31 May 2026, or when £480,000 has been raised\n- Before applying: please read the full share offer document at sunfieldenergy.coop/offer",
            ),
            Good(
                "pl",
                "Sunfield Community Energy oferuje udziały, aby sfinansować instalację fotowoltaiczną o mocy 250 kW na dachu Dunmore Leisure Centre. Minimalna inwestycja wynosi 100 £, a maksymalna 20 000 £ na osobę. Każdy członek ma jeden głos, niezależnie od liczby posiadanych udziałów. Naszym celem jest wypłacanie odsetek w wysokości 4% rocznie, ale zwroty nie są gwarantowane i możesz stracić część lub całość zainwestowanych pieniędzy. Udziałów nie można sprzedać, ale po trzech latach można je wycofać, pod warunkiem zgody zarządu. Przed złożeniem wniosku prosimy zapoznać się z pełnym dokumentem oferty na stronie sunfieldenergy.coop/offer. Oferta kończy się 31 maja 2026 r. lub z chwilą zebrania 480 000 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "on the roof of Dunmore Leisure Centre.",
                        "on the roof of Dunmore Leisure Centre, which will supply around a third of the centre's electricity.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("sunfieldenergy.coop/offer", "sunfieldenergy.co.uk/offer")], "url"),
            Slip(
                2,
                [("po trzech latach można je wycofać", "po trzech latach trzeba je wycofać")],
                "modality",
            ),
        ],
    ),
]

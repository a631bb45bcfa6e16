# ruff: noqa: E501, RUF001
"""English source cases of blind set 68: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-pottery-kiln-bisque-firing-schedule",
        source="For bisque firing our studio kiln, use the following schedule. Ramp at 60°C per hour up to 600°C, then 150°C per hour to 1000°C, and hold for 10 minutes. Pieces must be bone dry before loading; anything that still feels cool against your cheek should stay on the drying shelf for another day. Do not open the lid until the kiln has cooled below 100°C, which usually takes about 14 hours. Thicker sculptural work may need a slower first ramp of 40°C per hour. If you are unsure, ask a technician before you start the firing.",
        good=[
            Good(
                "preserve",
                "Here's the bisque schedule for the studio kiln. Your pieces must be bone dry before they go in: if one still feels cool against your cheek, it should stay on the drying shelf for another day. Fire at 60°C an hour up to 600°C, then at 150°C an hour to 1000°C, and hold there for 10 minutes. Thicker sculptural work may need a gentler first ramp of 40°C an hour. Don't open the lid until the kiln drops below 100°C; that usually takes about 14 hours. Not sure about anything? Ask a technician before you start the firing.",
            ),
            Good(
                "preserve",
                "Bisque firing schedule for the studio kiln:\n\n1. Load only bone-dry pieces. Anything that still feels cool against your cheek should stay on the drying shelf for one more day.\n2. Ramp at 60°C per hour to 600°C.\n3. Ramp at 150°C per hour to 1000°C and hold for 10 minutes.\n4. Do not open the lid until the kiln is below 100°C (usually about 14 hours).\n\nThicker sculptural pieces may need a slower first ramp of 40°C per hour. If in doubt, check with a technician before starting the firing.",
            ),
            Good(
                "pl",
                "Harmonogram wypału biskwitowego w piecu pracowni: podnoś temperaturę o 60°C na godzinę do 600°C, następnie o 150°C na godzinę do 1000°C i utrzymaj ją przez 10 minut. Przed załadunkiem prace muszą być całkowicie suche; jeśli któraś nadal wydaje się chłodna przy policzku, powinna poleżeć na półce do suszenia jeszcze jeden dzień. Nie otwieraj pokrywy, dopóki piec nie ostygnie poniżej 100°C, co zwykle trwa około 14 godzin. Grubsze prace rzeźbiarskie mogą wymagać wolniejszego pierwszego etapu, 40°C na godzinę. Jeśli masz wątpliwości, przed rozpoczęciem wypału zapytaj technika.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("then at 150°C an hour to 1000°C", "then at 150°C an hour to 1100°C")],
                "number",
            ),
            Slip(1, [("(usually about 14 hours)", "(14 hours)")], "hedge"),
            Slip(
                2,
                [("prace muszą być całkowicie suche", "prace powinny być całkowicie suche")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-amateur-radio-foundation-licence-exam",
        source="Candidates who pass the Foundation exam can apply to Ofcom for a licence under the Wireless Telegraphy Act 2006. The licence is free if you apply online and it does not expire, but you must revalidate your details at least once every five years. Foundation licensees may transmit with up to 25 watts on most HF bands and are not permitted to build their own transmitters from scratch. Our next exam session is on Saturday 14 June 2025 at 10:00 in the club hut; the practical assessment must be signed off before that date. Book your place with the club secretary by 31 May.",
        good=[
            Good(
                "preserve",
                "Once you pass the Foundation exam, you can apply to Ofcom for a licence under the Wireless Telegraphy Act 2006. Applying online costs nothing, and the licence does not expire, although you must revalidate your details at least every five years. As a Foundation licensee you may use up to 25 watts on most HF bands, but you are not permitted to build your own transmitters from scratch. The next exam is on Saturday 14 June 2025 at 10:00 in the club hut, and your practical assessment must be signed off before then. To book a place, contact the club secretary by 31 May.",
            ),
            Good(
                "preserve",
                "The next Foundation examination session will be held on Saturday, 14 June 2025, at 10:00 in the club hut. To secure a place, book with the club secretary no later than 31 May. Each candidate's practical assessment must be signed off before the examination date. Successful candidates can then apply to Ofcom for a licence under the Wireless Telegraphy Act 2006; online applications are free of charge. The licence does not expire, but holders must revalidate their details at least once every five years. Foundation licensees may transmit with up to 25 watts on most HF bands and are not permitted to construct their own transmitters from scratch.",
            ),
            Good(
                "pl",
                "Osoby, które zdadzą egzamin Foundation, mogą wystąpić do Ofcom o licencję na podstawie Wireless Telegraphy Act 2006. Licencja jest bezpłatna przy składaniu wniosku online i nie wygasa, ale co najmniej raz na pięć lat musisz potwierdzić swoje dane. Posiadacze licencji Foundation mogą nadawać z mocą do 25 watów na większości pasm HF i nie wolno im samodzielnie budować nadajników od podstaw. Najbliższa sesja egzaminacyjna odbędzie się w sobotę 14 czerwca 2025 r. o 10:00 w klubowej chatce; ocena praktyczna musi zostać zatwierdzona przed tym terminem. Miejsce zarezerwuj u sekretarza klubu do 31 maja.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Wireless Telegraphy Act 2006", "Wireless Telegraphy Act 1949")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Saturday, 14 June 2025, at 10:00", "Saturday, 14 June 2025, at 10:30")],
                "date",
            ),
            Slip(
                2,
                [("i nie wolno im samodzielnie budować", "i wolno im samodzielnie budować")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bsl-interpreter-hospital-booking-rules",
        source="To book a British Sign Language interpreter for a hospital appointment, submit the online form at https://interpreting.nhsbsl.example/book at least 10 working days in advance. Urgent requests made with less notice are considered case by case, but we cannot guarantee cover. You should include the appointment length, the department and whether the patient prefers a male or female interpreter. Family members must not be asked to interpret for clinical conversations. Bookings can be cancelled free of charge up to 48 hours before the appointment. For help, call 0300 555 0142 between 8:00 and 18:00, Monday to Friday.",
        good=[
            Good(
                "preserve",
                "Need a British Sign Language interpreter for a hospital appointment? Fill in the online form at https://interpreting.nhsbsl.example/book at least 10 working days beforehand. You should tell us how long the appointment is, which department it's in and whether the patient would prefer a male or female interpreter. If you're booking at shorter notice, we'll look at your request case by case, but we can't guarantee cover. You can cancel free of charge up to 48 hours before the appointment. Please remember that family members must not be asked to interpret during clinical conversations. Questions? Call 0300 555 0142, Monday to Friday, 8:00–18:00.",
            ),
            Good(
                "preserve",
                "Booking a British Sign Language (BSL) interpreter for a hospital appointment:\n\n- Use the online form at https://interpreting.nhsbsl.example/book, at least 10 working days ahead.\n- In the request you should state the length of the appointment, the department, and whether the patient prefers a male or female interpreter.\n- Urgent requests with less notice are considered case by case; cover cannot be guaranteed.\n- Cancellation is free up to 48 hours before the appointment.\n- Family members must not be asked to interpret clinical conversations.\n\nFor help, ring 0300 555 0142 (Monday–Friday, 8:00–18:00).",
            ),
            Good(
                "pl",
                "Aby zarezerwować tłumacza brytyjskiego języka migowego (BSL) na wizytę w szpitalu, wypełnij formularz online pod adresem https://interpreting.nhsbsl.example/book co najmniej 10 dni roboczych wcześniej. Pilne zgłoszenia składane w krótszym terminie rozpatrujemy indywidualnie, ale nie możemy zagwarantować dostępności tłumacza. W zgłoszeniu powinny się znaleźć: czas trwania wizyty, oddział oraz informacja, czy pacjent woli tłumacza mężczyznę, czy kobietę. Członków rodziny nie wolno prosić o tłumaczenie rozmów klinicznych. Rezerwację można bezpłatnie anulować do 48 godzin przed wizytą. W razie pytań zadzwoń pod numer 0300 555 0142 od poniedziałku do piątku w godz. 8:00–18:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://interpreting.nhsbsl.example/book",
                        "https://interpreting.nhsbsl.example/booking",
                    )
                ],
                "url",
            ),
            Slip(1, [("free up to 48 hours before", "free up to 24 hours before")], "date"),
            Slip(
                2,
                [("Członków rodziny nie wolno prosić", "Członków rodziny nie powinno się prosić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-wedding-venue-deposit-cancellation-terms",
        source="A non-refundable deposit of £1,500 secures your date once this agreement is signed. The remaining balance of £6,200 is due no later than eight weeks before the wedding. If you cancel more than 12 months in advance, only the deposit is retained; cancellations within 12 months are charged at 50% of the total hire fee. The venue is licensed for civil ceremonies under the Marriages and Civil Partnerships (Approved Premises) Regulations 2005, and ceremonies may take place in the Orangery or the walled garden. Confetti is not permitted indoors, and amplified music must end by 23:30. Clause 9 covers damage to the building.",
        good=[
            Good(
                "preserve",
                "Once you've signed this agreement, your date is secured by a non-refundable deposit of £1,500. The rest, £6,200, is due no later than eight weeks before the wedding. If you cancel more than 12 months ahead, we keep only the deposit; if you cancel within 12 months, you'll be charged 50% of the total hire fee. The venue holds a licence for civil ceremonies under the Marriages and Civil Partnerships (Approved Premises) Regulations 2005, and your ceremony may take place in the Orangery or in the walled garden. Please note that confetti isn't permitted indoors and amplified music must end by 23:30. Damage to the building is covered by Clause 9.",
            ),
            Good(
                "preserve",
                "Key terms of the hire agreement:\n\n- Deposit: £1,500, non-refundable; it secures your date once the agreement is signed.\n- Balance: £6,200, due no later than eight weeks before the wedding.\n- Cancellation more than 12 months ahead: only the deposit is retained. Within 12 months: 50% of the total hire fee is charged.\n- Ceremonies: the venue is licensed for civil ceremonies under the Marriages and Civil Partnerships (Approved Premises) Regulations 2005; they may take place in the Orangery or the walled garden.\n- Confetti: not permitted indoors.\n- Amplified music: must end by 23:30.\n- Damage to the building: see Clause 9.",
            ),
            Good(
                "pl",
                "Bezzwrotny zadatek w wysokości 1500 £ gwarantuje rezerwację terminu po podpisaniu niniejszej umowy. Pozostała kwota, 6200 £, jest płatna najpóźniej osiem tygodni przed ślubem. W przypadku rezygnacji na więcej niż 12 miesięcy przed terminem zatrzymujemy wyłącznie zadatek; przy rezygnacji w ciągu 12 miesięcy pobierana jest opłata w wysokości 50% całkowitej ceny wynajmu. Obiekt ma licencję na ceremonie cywilne na podstawie Marriages and Civil Partnerships (Approved Premises) Regulations 2005, a ceremonie mogą się odbywać w Oranżerii lub w ogrodzie otoczonym murem. Konfetti nie jest dozwolone wewnątrz budynku, a muzyka z nagłośnieniem musi ucichnąć do 23:30. Kwestie szkód w budynku reguluje klauzula 9.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you'll be charged 50% of the total hire fee",
                        "you'll be charged 25% of the total hire fee",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [("(Approved Premises) Regulations 2005", "(Approved Premises) Regulations 2015")],
                "legal_reference",
            ),
            Slip(2, [("Konfetti nie jest dozwolone", "Konfetti jest dozwolone")], "negation"),
        ],
    ),
    Case(
        key="en-genealogy-society-parish-chest-talk",
        source="At our March meeting, held on Tuesday 18 March at 19:30 in the Methodist church hall, Dr Helen Marsh will talk about using parish chest records to trace labouring families before 1837. Her talk draws on Tate's classic guide, The Parish Chest (3rd edition, 1969), especially the chapters on settlement examinations and bastardy bonds. Members who attended last year's workshop may remember that overseers' accounts often survive when registers do not. Visitors are welcome for a £3 donation, and tea will be served afterwards. Please bring any examples from your own research; Helen has offered to look at a few of them after the talk.",
        good=[
            Good(
                "preserve",
                "Our March meeting takes place on Tuesday 18 March at 19:30 in the Methodist church hall. Dr Helen Marsh will explain how parish chest records can help you trace labouring families before 1837, drawing especially on the chapters on settlement examinations and bastardy bonds in Tate's classic guide, The Parish Chest (3rd edition, 1969). As those who came to last year's workshop may recall, overseers' accounts often survive where the registers do not. Visitors are welcome for a £3 donation, and tea will be served after the talk. Do bring examples from your own research: Helen has kindly offered to look at a few of them afterwards.",
            ),
            Good(
                "preserve",
                "March meeting: Tuesday 18 March, 19:30, Methodist church hall. Dr Helen Marsh will speak on tracing labouring families before 1837 through parish chest records. She will draw on Tate's classic guide The Parish Chest (3rd edition, 1969), in particular its chapters on settlement examinations and bastardy bonds. If you came to last year's workshop, you may remember that overseers' accounts often survive even when registers do not. Visitors welcome (£3 donation); tea afterwards. Please bring examples from your own research, as Helen has offered to look at a few of them after the talk.",
            ),
            Good(
                "pl",
                "Na marcowym spotkaniu, które odbędzie się we wtorek 18 marca o 19:30 w sali przy kościele metodystów, dr Helen Marsh opowie, jak wykorzystywać dokumenty ze skrzyni parafialnej (parish chest) do odtwarzania dziejów rodzin robotniczych sprzed 1837 roku. Wykład opiera się na klasycznym przewodniku Tate'a The Parish Chest (3. wydanie, 1969), zwłaszcza na rozdziałach o przesłuchaniach w sprawie prawa osiedlenia (settlement examinations) i zobowiązaniach alimentacyjnych (bastardy bonds). Członkowie, którzy byli na zeszłorocznych warsztatach, mogą pamiętać, że rachunki nadzorców ubogich często zachowują się tam, gdzie nie przetrwały księgi metrykalne. Goście są mile widziani za datkiem 3 £, a po wykładzie podamy herbatę. Prosimy o przyniesienie przykładów z własnych poszukiwań; Helen zaproponowała, że po wykładzie obejrzy kilka z nich.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dr Helen Marsh will explain",
                        "Dr Helen Marsh, who has spent twenty years studying Norfolk parishes, will explain",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(3rd edition, 1969)", "(3rd edition, 1979)")], "citation"),
            Slip(2, [("we wtorek 18 marca o 19:30", "we wtorek 25 marca o 19:30")], "date"),
        ],
    ),
    Case(
        key="en-tree-surgeon-oak-crown-quotation",
        source="Thank you for asking us to quote for work on the oak at the rear of your property. We propose a 20% crown reduction and the removal of deadwood over 50 mm in diameter, for a total of £1,850 plus VAT. As the tree is protected by a Tree Preservation Order made under section 198 of the Town and Country Planning Act 1990, the council must approve the work before we start; a decision is normally issued within eight weeks. The job will probably take two days with a team of three. All arisings will be chipped and removed from site unless you would like to keep the logs. This quotation is valid for 60 days.",
        good=[
            Good(
                "preserve",
                "Thank you for your enquiry about the oak at the back of your property. We propose a 20% crown reduction together with removal of deadwood larger than 50 mm in diameter, at a total cost of £1,850 plus VAT. Because the oak is protected by a Tree Preservation Order made under section 198 of the Town and Country Planning Act 1990, the council must approve the work before we can begin; a decision is normally issued within eight weeks. With a team of three, the job will probably take two days. We will chip all arisings and remove them from site, unless you would prefer to keep the logs. This quotation remains valid for 60 days.",
            ),
            Good(
                "preserve",
                "Quotation: oak at the rear of your property\n\n- Work: 20% crown reduction; removal of deadwood over 50 mm in diameter.\n- Price: £1,850 plus VAT.\n- Consent: the tree is protected by a Tree Preservation Order made under section 198 of the Town and Country Planning Act 1990, so the council must approve the work before we start. A decision is normally issued within eight weeks.\n- Duration: probably two days, with a team of three.\n- Waste: all arisings chipped and removed from site, unless you would like to keep the logs.\n- Validity: 60 days.\n\nThank you for asking us to quote.",
            ),
            Good(
                "pl",
                "Dziękujemy za prośbę o wycenę prac przy dębie rosnącym z tyłu Państwa posesji. Proponujemy redukcję korony o 20% oraz usunięcie suchych gałęzi o średnicy powyżej 50 mm, łącznie za 1850 £ plus VAT. Ponieważ drzewo jest objęte nakazem ochrony (Tree Preservation Order) wydanym na podstawie sekcji 198 Town and Country Planning Act 1990, przed rozpoczęciem prac rada musi je zatwierdzić; decyzja zapada zwykle w ciągu ośmiu tygodni. Przy zespole trzech osób prace prawdopodobnie potrwają dwa dni. Wszystkie pozostałości zostaną zrębkowane i wywiezione, chyba że zechcą Państwo zatrzymać kłody. Wycena jest ważna przez 60 dni.",
            ),
        ],
        bad=[
            Slip(0, [("a 20% crown reduction", "a 30% crown reduction")], "number"),
            Slip(1, [("under section 198 of", "under section 211 of")], "legal_reference"),
            Slip(2, [("prace prawdopodobnie potrwają dwa dni", "prace potrwają dwa dni")], "hedge"),
        ],
    ),
    Case(
        key="en-lighthouse-tour-times-tickets-page",
        source="## Lighthouse tours\n\nTours run every day from 1 April to 31 October, starting on the hour between 10:00 and 16:00.\n\n- Each tour lasts about 45 minutes and climbs 142 steps.\n- Children under 8 are not allowed on the tower.\n- Children under 16 must be accompanied by an adult.\n- Sturdy, flat shoes should be worn, as the stairs are steep and narrow.\n\nTickets cost £9 for adults and £5 for children. You can book online on [our tickets page](https://www.southfelllighthouse.example/tickets) or pay on the day, although weekend tours may sell out.",
        good=[
            Good(
                "preserve",
                "## Lighthouse tours\n\nFrom 1 April to 31 October, tours run daily, leaving on the hour from 10:00 to 16:00.\n\n- A tour takes about 45 minutes, with 142 steps to climb.\n- Children under 8 aren't allowed up the tower.\n- Anyone under 16 must be accompanied by an adult.\n- You should wear sturdy, flat shoes: the stairs are steep and narrow.\n\nAdult tickets are £9 and child tickets £5. You can book online via [our tickets page](https://www.southfelllighthouse.example/tickets) or pay on the day, but bear in mind that weekend tours may sell out.",
            ),
            Good(
                "preserve",
                "## Lighthouse tours\n\nDaily tours from 1 April to 31 October, on the hour, 10:00–16:00.\n\n- Duration: about 45 minutes; 142 steps.\n- Children under 8: not allowed on the tower.\n- Under-16s: must be accompanied by an adult.\n- Footwear: sturdy, flat shoes should be worn, as the stairs are steep and narrow.\n\nTickets: adults £9, children £5. You can book on [our tickets page](https://www.southfelllighthouse.example/tickets) or pay on the day; weekend tours may sell out.",
            ),
            Good(
                "pl",
                "## Zwiedzanie latarni morskiej\n\nWycieczki odbywają się codziennie od 1 kwietnia do 31 października, o pełnych godzinach między 10:00 a 16:00.\n\n- Każda wycieczka trwa około 45 minut i obejmuje wejście po 142 stopniach.\n- Dzieci poniżej 8 lat nie mogą wchodzić na wieżę.\n- Dzieci poniżej 16 lat muszą być pod opieką osoby dorosłej.\n- Powinno się nosić solidne, płaskie buty, ponieważ schody są strome i wąskie.\n\nBilety kosztują 9 £ dla dorosłych i 5 £ dla dzieci. Można je zarezerwować online na [naszej stronie z biletami](https://www.southfelllighthouse.example/tickets) lub zapłacić na miejscu w dniu wizyty, choć bilety na wycieczki weekendowe mogą się wyprzedać.",
            ),
        ],
        bad=[
            Slip(0, [("## Lighthouse tours\n\n", "Lighthouse tours\n\n")], "markdown"),
            Slip(1, [("142 steps", "124 steps")], "number"),
            Slip(
                2,
                [("muszą być pod opieką osoby dorosłej", "powinny być pod opieką osoby dorosłej")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-violin-rental-scheme-beginner-terms",
        source="Our rental scheme lets beginners try a properly set-up violin before committing to buy. Fractional sizes from 1/16 to 3/4 cost £14 per month, and full-size instruments cost £18 per month, with a minimum rental period of three months. Each outfit includes a bow, a case and a block of rosin. If your child outgrows the instrument, you can swap it for the next size up at no extra charge. After 12 months, up to 60% of the rent you have paid can be put towards buying a new violin from our shop. Please do not attempt to adjust the bridge or soundpost yourself; bring the instrument in and we will do it free of charge.",
        good=[
            Good(
                "preserve",
                "With our rental scheme, beginners can try a properly set-up violin before committing to buy one. Fractional sizes (1/16 to 3/4) are £14 a month and full-size violins are £18 a month; the minimum rental period is three months. Every outfit comes with a bow, a case and a block of rosin. When your child outgrows their violin, you can swap it for the next size up at no extra cost. Once you've rented for 12 months, you can put up to 60% of the rent you've paid towards a new violin from our shop. Please don't try to adjust the bridge or soundpost yourself: bring the violin to us and we'll do it free of charge.",
            ),
            Good(
                "preserve",
                "Violin rental scheme: how it works\n\n- Beginners can try a properly set-up violin before committing to buy.\n- Sizes 1/16 to 3/4: £14 per month. Full size: £18 per month.\n- Minimum rental period: three months.\n- Included in every outfit: a bow, a case and a block of rosin.\n- If your child outgrows the instrument, it can be swapped for the next size up at no extra charge.\n- After 12 months, up to 60% of the rent paid can go towards buying a new violin from our shop.\n- Please do not attempt to adjust the bridge or soundpost yourself. Bring the instrument in and we will do it free of charge.",
            ),
            Good(
                "pl",
                "Nasz program wypożyczania pozwala początkującym wypróbować prawidłowo wyregulowane skrzypce, zanim zdecydują się na zakup. Rozmiary ułamkowe od 1/16 do 3/4 kosztują 14 £ miesięcznie, a skrzypce w pełnym rozmiarze 18 £ miesięcznie; minimalny okres wypożyczenia to trzy miesiące. W każdym zestawie jest smyczek, futerał i kostka kalafonii. Jeśli dziecko wyrośnie z instrumentu, możesz bez dodatkowej opłaty wymienić go na następny rozmiar. Po 12 miesiącach do 60% zapłaconego czynszu można zaliczyć na poczet zakupu nowych skrzypiec w naszym sklepie. Prosimy nie próbować samodzielnie regulować podstawka ani duszy; przynieś instrument, a zrobimy to bezpłatnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a new violin from our shop",
                        "a new violin from our shop, where prices start at £250",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("up to 60% of the rent paid", "up to 50% of the rent paid")], "number"),
            Slip(
                2,
                [("możesz bez dodatkowej opłaty wymienić", "możesz za dodatkową opłatą wymienić")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-esports-spring-cup-match-rules",
        source="# Spring Cup rules\n\n1. Teams must check in on Discord no later than 30 minutes before their first match.\n2. All matches are best of three; the grand final is best of five.\n3. Players may use their own peripherals, but third-party macro software is not allowed.\n4. A team that is more than 15 minutes late forfeits the match.\n\nDisputes should be reported to an admin in the `#disputes` channel with a screenshot. Admin decisions are final and cannot be appealed. Prize money of €2,000 will be paid by bank transfer within 30 days of the event.",
        good=[
            Good(
                "preserve",
                "# Spring Cup rules\n\n1. Every team must check in on Discord at least 30 minutes before its first match.\n2. Matches are best of three, except the grand final, which is best of five.\n3. You may use your own peripherals; third-party macro software is not allowed.\n4. If a team is more than 15 minutes late, it forfeits the match.\n\nTo report a dispute, you should contact an admin in the `#disputes` channel and attach a screenshot. Admin decisions are final and cannot be appealed. The €2,000 prize money will be paid by bank transfer within 30 days of the event.",
            ),
            Good(
                "preserve",
                "# Spring Cup rules\n\n1. Teams must check in on Discord no later than 30 minutes before their first match.\n2. Every match is played best of three; the grand final is best of five.\n3. Own peripherals are allowed, but third-party macro software is not.\n4. Teams arriving more than 15 minutes late forfeit the match.\n\nAny dispute should go to an admin in the `#disputes` channel, together with a screenshot. Admins' decisions are final; there is no appeal. Prize money (€2,000) will be paid by bank transfer within 30 days of the event.",
            ),
            Good(
                "pl",
                "# Zasady Spring Cup\n\n1. Drużyny muszą zgłosić obecność na Discordzie najpóźniej 30 minut przed swoim pierwszym meczem.\n2. Wszystkie mecze rozgrywane są w formacie best of three, a wielki finał w formacie best of five.\n3. Zawodnicy mogą korzystać z własnych urządzeń peryferyjnych, ale oprogramowanie do makr firm trzecich jest zabronione.\n4. Drużyna spóźniona o ponad 15 minut przegrywa mecz walkowerem.\n\nSpory powinny być zgłaszane administratorowi na kanale `#disputes` wraz ze zrzutem ekranu. Decyzje administratorów są ostateczne i nie podlegają odwołaniu. Nagroda w wysokości 2000 € zostanie wypłacona przelewem w ciągu 30 dni od zakończenia wydarzenia.",
            ),
        ],
        bad=[
            Slip(0, [("you should contact an admin", "you may contact an admin")], "modality"),
            Slip(
                1,
                [
                    (
                        "but third-party macro software is not.",
                        "and so is third-party macro software.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("jest zabronione.\n4. Drużyna", "jest zabronione. Drużyna")], "markdown"),
        ],
    ),
    Case(
        key="en-st-annes-parish-hall-hire",
        source="St Anne's Parish Hall can be hired for parties, classes and meetings at £22 per hour on weekdays and £30 per hour at weekends. Bookings must be made at least 14 days ahead through https://stannesparish.example/hall-hire, and a £100 refundable damage deposit is payable when you book. The hall must be vacated by 22:00, and hirers are responsible for leaving the kitchen clean. Alcohol may be served only with the written agreement of the parish office. Keys can be collected from the parish office between 9:00 and 12:00 on the day before your booking. Please note that the hall is not available on Sundays before 13:00.",
        good=[
            Good(
                "preserve",
                "Looking for somewhere to hold a party, class or meeting? You can hire St Anne's Parish Hall for £22 an hour on weekdays or £30 an hour at weekends. You must book through https://stannesparish.example/hall-hire at least 14 days in advance, and a refundable damage deposit of £100 is payable at the time of booking. You must leave the hall by 22:00, and you're responsible for leaving the kitchen clean. Alcohol may be served only if the parish office has agreed in writing. You can collect the keys from the parish office between 9:00 and 12:00 on the day before your booking. Please note that the hall isn't available on Sundays before 13:00.",
            ),
            Good(
                "preserve",
                "St Anne's Parish Hall is available for hire for parties, classes and meetings. Rates are £22 per hour on weekdays and £30 per hour at weekends. All bookings must be made through https://stannesparish.example/hall-hire no less than 14 days in advance, and a refundable damage deposit of £100 is payable upon booking. Hirers must vacate the hall by 22:00 and are responsible for leaving the kitchen clean. Alcohol may be served only with the written agreement of the parish office. Keys may be collected from the parish office between 9:00 and 12:00 on the day preceding the booking. The hall is not available on Sundays before 13:00.",
            ),
            Good(
                "pl",
                "Salę parafialną św. Anny (St Anne's Parish Hall) można wynająć na przyjęcia, zajęcia i spotkania w cenie 22 £ za godzinę w dni powszednie i 30 £ za godzinę w weekendy. Rezerwacji trzeba dokonać co najmniej 14 dni wcześniej przez stronę https://stannesparish.example/hall-hire, a przy rezerwacji pobierana jest zwrotna kaucja na poczet ewentualnych szkód w wysokości 100 £. Salę trzeba opuścić do 22:00, a wynajmujący odpowiadają za pozostawienie kuchni w czystości. Alkohol można podawać wyłącznie za pisemną zgodą kancelarii parafialnej. Klucze można odebrać w kancelarii parafialnej w godz. 9:00–12:00 w dniu poprzedzającym rezerwację. Prosimy pamiętać, że w niedziele sala nie jest dostępna przed 13:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://stannesparish.example/hall-hire", "https://stannesparish.example/hire")],
                "url",
            ),
            Slip(1, [("on Sundays before 13:00", "on Sundays before 12:00")], "date"),
            Slip(
                2,
                [("Salę trzeba opuścić do 22:00", "Salę powinno się opuścić do 22:00")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-harvest-newsletter-update",
        source="This year's apple harvest at Hollins Lane community orchard was smaller than last year's: volunteers picked roughly 640 kg, compared with 910 kg in 2023. The late April frost probably damaged much of the blossom on the early varieties, although the Bramleys seem to have escaped. We pressed about 380 litres of juice at the October apple day, and 120 bottles were sold to cover the cost of new tree guards. Pruning sessions start on Saturday 11 January and run fortnightly until the end of February. No experience is needed, but please bring gloves and secateurs if you have them.",
        good=[
            Good(
                "preserve",
                "The Hollins Lane community orchard had a smaller apple harvest this year than last: volunteers picked roughly 640 kg, down from 910 kg in 2023. Much of the blossom on the early varieties was probably damaged by the late April frost, though the Bramleys seem to have escaped it. At the October apple day we pressed about 380 litres of juice, and 120 bottles were sold to pay for new tree guards. Pruning sessions begin on Saturday 11 January and take place every two weeks until the end of February. You don't need any experience, but please bring gloves and secateurs if you have them.",
            ),
            Good(
                "preserve",
                "Orchard news from Hollins Lane\n\n- Harvest: roughly 640 kg of apples this year, compared with 910 kg in 2023.\n- Why it was smaller: the late April frost probably damaged much of the blossom on the early varieties; the Bramleys seem to have escaped.\n- Apple day (October): about 380 litres of juice pressed; 120 bottles sold to cover the cost of new tree guards.\n- Pruning: fortnightly sessions from Saturday 11 January until the end of February. No experience needed, but please bring gloves and secateurs if you have them.",
            ),
            Good(
                "pl",
                "Tegoroczne zbiory jabłek w społecznym sadzie przy Hollins Lane były mniejsze niż przed rokiem: wolontariusze zebrali mniej więcej 640 kg, wobec 910 kg w 2023 roku. Późny kwietniowy przymrozek prawdopodobnie zniszczył znaczną część kwiatów na wczesnych odmianach, choć jabłonie odmiany Bramley chyba uniknęły szkód. Podczas październikowego święta jabłek wytłoczyliśmy około 380 litrów soku, a 120 butelek sprzedaliśmy, by pokryć koszt nowych osłon na drzewa. Sesje przycinania zaczynają się w sobotę 11 stycznia i odbywają się co dwa tygodnie do końca lutego. Doświadczenie nie jest potrzebne, ale jeśli masz rękawice i sekator, prosimy je zabrać.",
            ),
        ],
        bad=[
            Slip(0, [("the Bramleys seem to have escaped it", "the Bramleys escaped it")], "hedge"),
            Slip(1, [("120 bottles sold", "210 bottles sold")], "number"),
            Slip(
                2,
                [
                    (
                        "osłon na drzewa.",
                        "osłon na drzewa, a resztę soku przekazaliśmy miejscowemu hospicjum.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-snapkeep-backup-cli-install-readme",
        source="## Installation\n\nPython 3.9 or newer is required. Install the tool with pip:\n\n```\npip install snapkeep==2.4.1\n```\n\nThen create a config file at `~/.config/snapkeep/config.toml` and set `retention_days` to the number of days you want to keep snapshots (the default is 30). Run `snapkeep init` once before your first backup. Snapkeep does not encrypt archives by default; if you need encryption, pass `--encrypt` and store the key somewhere safe. See the [full documentation](https://docs.snapkeep.example/install) for Windows notes.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou'll need Python 3.9 or newer. Install snapkeep with pip:\n\n```\npip install snapkeep==2.4.1\n```\n\nNext, create a config file at `~/.config/snapkeep/config.toml` and set `retention_days` to the number of days you want snapshots kept (30 by default). Before your first backup, run `snapkeep init` once. Archives are not encrypted by default, so if you need encryption, pass `--encrypt` and keep the key somewhere safe. Windows notes are in the [full documentation](https://docs.snapkeep.example/install).",
            ),
            Good(
                "preserve",
                "## Installation\n\n1. Make sure you have Python 3.9 or newer.\n2. Install with pip:\n\n   ```\n   pip install snapkeep==2.4.1\n   ```\n\n3. Create `~/.config/snapkeep/config.toml` and set `retention_days` to the number of days to keep snapshots (default: 30).\n4. Run `snapkeep init` once, before the first backup.\n\nNote: Snapkeep does not encrypt archives by default. If you need encryption, pass `--encrypt` and store the key somewhere safe. For Windows notes, see the [full documentation](https://docs.snapkeep.example/install).",
            ),
            Good(
                "pl",
                "## Instalacja\n\nWymagany jest Python 3.9 lub nowszy. Zainstaluj narzędzie za pomocą pip:\n\n```\npip install snapkeep==2.4.1\n```\n\nNastępnie utwórz plik konfiguracyjny `~/.config/snapkeep/config.toml` i ustaw w nim `retention_days` na liczbę dni, przez które chcesz przechowywać migawki (domyślnie 30). Przed pierwszą kopią zapasową uruchom jednorazowo `snapkeep init`. Snapkeep domyślnie nie szyfruje archiwów; jeśli potrzebujesz szyfrowania, użyj opcji `--encrypt` i przechowuj klucz w bezpiecznym miejscu. Uwagi dotyczące systemu Windows znajdziesz w [pełnej dokumentacji](https://docs.snapkeep.example/install).",
            ),
        ],
        bad=[
            Slip(0, [("pass `--encrypt`", "pass `--encrypted`")], "code"),
            Slip(
                1,
                [
                    (
                        "   ```\n   pip install snapkeep==2.4.1\n   ```\n",
                        "   pip install snapkeep==2.4.1\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://docs.snapkeep.example/install",
                        "https://docs.snapkeep.example/installation",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-night-shift-napping-evidence-summary",
        source="A growing body of evidence suggests that short naps may improve alertness in shift workers. In a randomised trial of 96 night-shift nurses, Lindqvist et al. (2021, Sleep Health, 7(4), 512–519) reported that a 30-minute nap taken before 03:00 was associated with faster reaction times, although the effect on self-reported fatigue was small. Naps longer than about 40 minutes, however, are likely to cause sleep inertia, a groggy feeling that can last up to half an hour. Managers should therefore consider protected nap breaks, but the evidence is not yet strong enough to recommend a single schedule for all units.",
        good=[
            Good(
                "preserve",
                "There is a growing body of evidence suggesting that short naps may make shift workers more alert. Lindqvist et al. (2021, Sleep Health, 7(4), 512–519) ran a randomised trial with 96 night-shift nurses and reported that a 30-minute nap before 03:00 was associated with faster reaction times, though its effect on self-reported fatigue was small. Naps of more than about 40 minutes, on the other hand, are likely to cause sleep inertia, a groggy feeling that can last up to 30 minutes. Managers should therefore consider protected nap breaks, but the evidence is not yet strong enough to recommend one schedule for every unit.",
            ),
            Good(
                "preserve",
                "Short naps may improve alertness in shift workers, according to a growing body of evidence. For example, in a randomised trial involving 96 nurses working night shifts, a 30-minute nap taken before 03:00 was associated with faster reaction times, although its effect on self-reported fatigue was small (Lindqvist et al., 2021, Sleep Health, 7(4), 512–519). By contrast, naps exceeding approximately 40 minutes are likely to cause sleep inertia, a state of grogginess that can persist for up to half an hour. Managers should therefore consider introducing protected nap breaks; however, the evidence is not yet strong enough to recommend a single schedule for all units.",
            ),
            Good(
                "pl",
                "Coraz więcej danych wskazuje, że krótkie drzemki mogą poprawiać czujność osób pracujących w systemie zmianowym. W randomizowanym badaniu z udziałem 96 pielęgniarek pracujących na nocnych zmianach Lindqvist i wsp. (2021, Sleep Health, 7(4), 512–519) stwierdzili, że 30-minutowa drzemka przed 3:00 wiązała się z krótszym czasem reakcji, choć jej wpływ na samodzielnie zgłaszane zmęczenie był niewielki. Drzemki dłuższe niż około 40 minut prawdopodobnie wywołują natomiast inercję senną, czyli uczucie otępienia, które może utrzymywać się do pół godziny. Kierownicy powinni zatem rozważyć wprowadzenie chronionych przerw na drzemkę, ale dowody nie są jeszcze na tyle mocne, by zalecać jeden harmonogram dla wszystkich oddziałów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Lindqvist et al. (2021, Sleep Health", "Lindqvist et al. (2019, Sleep Health")],
                "citation",
            ),
            Slip(1, [("are likely to cause sleep inertia", "cause sleep inertia")], "hedge"),
            Slip(2, [("z udziałem 96 pielęgniarek", "z udziałem 196 pielęgniarek")], "number"),
        ],
    ),
    Case(
        key="en-honeybee-swarm-garden-advice-line",
        source="If a swarm of honeybees settles in your garden, please don't panic and don't spray it with insecticide. Swarming bees are usually calm because they have fed on honey before leaving the hive, and most swarms move on within a day or two. You should keep children and pets at a distance, but there is no need to call the fire brigade. Call our swarm line on 07700 900461 and a volunteer beekeeper will try to collect it, usually free of charge. We cannot remove bees from inside walls or chimneys; for those, you may need a pest controller. Bumblebees and wasps are not collected by our volunteers.",
        good=[
            Good(
                "preserve",
                "Found a honeybee swarm in your garden? Please don't panic, and don't spray it with insecticide. Swarming bees are usually calm, since they fill up on honey before they leave the hive, and most swarms move on within a day or two. You should keep children and pets away, but there's no need to call the fire brigade. Ring our swarm line on 07700 900461 and a volunteer beekeeper will try to collect the swarm, usually free of charge. We can't remove bees from inside walls or chimneys; for those, you may need a pest controller. Our volunteers don't collect bumblebees or wasps.",
            ),
            Good(
                "preserve",
                "Honeybee swarm in your garden? What to do:\n\n- Don't panic, and do not spray the swarm with insecticide. Swarming bees are usually calm, as they have fed on honey before leaving the hive, and most swarms move on within a day or two.\n- You should keep children and pets at a distance. There is no need to call the fire brigade.\n- Call our swarm line, 07700 900461. A volunteer beekeeper will try to collect the swarm, usually at no charge.\n\nPlease note: we cannot remove bees from inside walls or chimneys, and you may need a pest controller for those. Our volunteers do not collect bumblebees or wasps.",
            ),
            Good(
                "pl",
                "Jeśli w twoim ogrodzie osiądzie rój pszczół miodnych, nie panikuj i nie pryskaj go środkiem owadobójczym. Pszczoły z roju są zwykle spokojne, bo przed opuszczeniem ula najadły się miodu, a większość rojów odlatuje w ciągu dnia lub dwóch. Powinieneś trzymać dzieci i zwierzęta domowe z daleka, ale nie ma potrzeby wzywać straży pożarnej. Zadzwoń na naszą linię rojową pod numer 07700 900461, a pszczelarz wolontariusz spróbuje zebrać rój, zwykle bezpłatnie. Nie możemy usuwać pszczół z wnętrza ścian ani kominów; w takich przypadkach może być potrzebna firma zajmująca się zwalczaniem szkodników. Nasi wolontariusze nie zbierają trzmieli ani os.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("and don't spray it with insecticide", "and spray it with insecticide")],
                "negation",
            ),
            Slip(
                1,
                [("You should keep children and pets", "You must keep children and pets")],
                "modality",
            ),
            Slip(
                2, [("Pszczoły z roju są zwykle spokojne", "Pszczoły z roju są spokojne")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-millbrook-repair-cafe-april-session",
        source="The Millbrook Repair Café returns on Saturday 5 April, from 10:00 to 13:00 at the library community room. Bring along broken lamps, toasters, clothes, bikes or anything else that needs fixing, and our volunteer fixers will try to repair it with you. We don't charge for repairs, although donations towards tools and spare parts are welcome. Please note that we can't work on microwaves or anything containing gas, and we don't accept items left without their owner. Each visitor can bring up to two items. Last year we fixed around 70% of the things brought in.",
        good=[
            Good(
                "preserve",
                "The Millbrook Repair Café is back on Saturday 5 April, 10:00–13:00, in the library community room. Bring your broken lamps, toasters, clothes, bikes or anything else that needs fixing, and our volunteer fixers will try to repair it with you. Repairs are free, but donations towards tools and spare parts are welcome. You can bring up to two items each. We can't work on microwaves or anything that contains gas, and we don't accept items left without their owner. Last year we managed to fix around 70% of what people brought in.",
            ),
            Good(
                "preserve",
                "Millbrook Repair Café is back\n\nWhen: Saturday 5 April, 10:00 to 13:00\nWhere: library community room\nWhat to bring: broken lamps, toasters, clothes, bikes or anything else that needs fixing, up to two items per visitor. Our volunteer fixers will try to repair them with you.\nCost: no charge for repairs; donations towards tools and spare parts are welcome.\nNot accepted: microwaves, anything containing gas, and items left without their owner.\n\nLast year, around 70% of the items brought in were fixed.",
            ),
            Good(
                "pl",
                "Millbrook Repair Café wraca w sobotę 5 kwietnia: zapraszamy w godz. 10:00–13:00 do sali społecznej biblioteki. Przynieś zepsute lampy, tostery, ubrania, rowery lub cokolwiek innego, co wymaga naprawy, a nasi wolontariusze spróbują naprawić to razem z tobą. Za naprawy nie pobieramy opłat, choć chętnie przyjmiemy datki na narzędzia i części zamienne. Pamiętaj, że nie naprawiamy kuchenek mikrofalowych ani niczego, co zawiera gaz, i nie przyjmujemy przedmiotów pozostawionych bez właściciela. Każdy może przynieść maksymalnie dwa przedmioty. W zeszłym roku udało nam się naprawić około 70% przyniesionych rzeczy.",
            ),
        ],
        bad=[
            Slip(0, [("10:00–13:00", "10:00–15:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Where: library community room",
                        "Where: library community room (step-free access via the side entrance)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "i nie przyjmujemy przedmiotów pozostawionych",
                        "i przyjmujemy przedmioty pozostawione",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-whitcombe-canal-heritage-trail-panel",
        source="The Whitcombe branch canal opened in 1812 and carried coal and limestone for just over eighty years. According to Pearson's county history (Pearson, 1978, p. 214), traffic peaked in the 1840s at roughly 40,000 tons a year, before the railway took most of the trade. Visitors to the towpath should keep to the marked route, because parts of the old wharf are unstable. Dogs must be kept on a lead near the lock, where nesting swans are protected. The restoration trust hopes to reopen the top two locks by 2027, but this depends on funding.",
        good=[
            Good(
                "preserve",
                "Opened in 1812, the Whitcombe branch canal carried coal and limestone for a little over eighty years. Pearson's county history (Pearson, 1978, p. 214) says traffic reached its peak in the 1840s, at roughly 40,000 tons a year, before most of the trade went to the railway. If you visit the towpath, you should stay on the marked route, as parts of the old wharf are unstable. Near the lock, where nesting swans are protected, dogs must be kept on a lead. The restoration trust hopes to reopen the top two locks by 2027, although that depends on funding.",
            ),
            Good(
                "preserve",
                "The Whitcombe branch canal\n\nOpened in 1812, the branch carried coal and limestone for just over eighty years. Traffic peaked in the 1840s at approximately 40,000 tons per year, according to Pearson's county history (Pearson, 1978, p. 214); after that, the railway took most of the trade.\n\nTowpath visitors should keep to the marked route, as parts of the old wharf are unstable. Dogs must be kept on a lead near the lock, where nesting swans are protected.\n\nThe restoration trust hopes to reopen the top two locks by 2027, subject to funding.",
            ),
            Good(
                "pl",
                "Boczny kanał Whitcombe otwarto w 1812 roku i przez nieco ponad osiemdziesiąt lat przewożono nim węgiel i wapień. Według historii hrabstwa autorstwa Pearsona (Pearson, 1978, s. 214) ruch osiągnął szczyt w latach 40. XIX wieku, wynosząc mniej więcej 40 000 ton rocznie, zanim większość przewozów przejęła kolej. Odwiedzający ścieżkę holowniczą powinni trzymać się wyznaczonej trasy, ponieważ części dawnego nabrzeża są niestabilne. W pobliżu śluzy, gdzie gniazdujące łabędzie są pod ochroną, psy muszą być prowadzone na smyczy. Fundacja odbudowy kanału ma nadzieję ponownie otworzyć dwie najwyżej położone śluzy do 2027 roku, ale zależy to od finansowania.",
            ),
        ],
        bad=[
            Slip(0, [("p. 214", "p. 241")], "citation"),
            Slip(1, [("Dogs must be kept on a lead", "Dogs should be kept on a lead")], "modality"),
            Slip(
                2,
                [
                    (
                        "Odwiedzający ścieżkę holowniczą powinni trzymać się wyznaczonej trasy, ponieważ części dawnego nabrzeża są niestabilne.",
                        "Visitors to the towpath should keep to the marked route, because parts of the old wharf are unstable.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-billing-service-payment-retry-changes",
        source="Version 3.2 of the billing service changes how failed payments are retried. Previously, the service retried a failed charge up to five times; it now stops after three attempts, spaced 24 hours apart. The new setting `max_payment_retries` in `billing.yaml` controls this limit, and it cannot be set higher than 5. Customers are not charged twice if a retry succeeds after a timeout, because each attempt reuses the same idempotency key. If you run a self-hosted instance, restart the worker with `billingctl restart --workers` after upgrading. Existing invoices are not affected by the change.",
        good=[
            Good(
                "preserve",
                "Billing service 3.2: payment retries\n\n- The service now stops after three attempts, spaced 24 hours apart (previously it retried a failed charge up to five times).\n- The limit is controlled by the new `max_payment_retries` setting in `billing.yaml`; it cannot be set higher than 5.\n- Because every attempt reuses the same idempotency key, customers are not charged twice when a retry succeeds after a timeout.\n- Self-hosted instances: after upgrading, restart the worker with `billingctl restart --workers`.\n- Existing invoices are not affected.",
            ),
            Good(
                "preserve",
                "In version 3.2, the billing service handles failed payments differently. Instead of retrying a failed charge up to five times, it now gives up after three attempts, with 24 hours between them. You can control this limit with the new `max_payment_retries` setting in `billing.yaml`, though it cannot be set above 5. Since each attempt reuses the same idempotency key, a customer is not charged twice when a retry succeeds after a timeout. Existing invoices are unaffected. If your instance is self-hosted, restart the worker after upgrading by running `billingctl restart --workers`.",
            ),
            Good(
                "pl",
                "Wersja 3.2 usługi rozliczeniowej zmienia sposób ponawiania nieudanych płatności. Wcześniej usługa ponawiała nieudane obciążenie do pięciu razy; teraz kończy po trzech próbach, wykonywanych w odstępach 24 godzin. Limit ten kontroluje nowe ustawienie `max_payment_retries` w pliku `billing.yaml` i nie można ustawić go wyżej niż 5. Klienci nie są obciążani dwukrotnie, jeśli ponowienie powiedzie się po przekroczeniu limitu czasu, ponieważ każda próba używa tego samego klucza idempotencji. Jeśli korzystasz z samodzielnie hostowanej instancji, po aktualizacji uruchom ponownie workera poleceniem `billingctl restart --workers`. Zmiana nie dotyczy istniejących faktur.",
            ),
        ],
        bad=[
            Slip(0, [("`billingctl restart --workers`", "`billingctl restart --worker`")], "code"),
            Slip(1, [("gives up after three attempts", "gives up after four attempts")], "number"),
            Slip(
                2,
                [
                    (
                        "Zmiana nie dotyczy istniejących faktur.",
                        "Zmiana dotyczy również istniejących faktur.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-junior-choir-york-festival-trip",
        source="Dear parents, the junior choir will travel to York for the regional festival on Friday 16 May, returning on Sunday 18 May at about 17:00. The coach leaves the school car park at 8:15 sharp, so students should arrive by 8:00. The cost is £145, which covers travel, two nights in a youth hostel and festival entry. Please return the signed consent form and a £40 deposit by 4 April; the remaining balance must be paid by 2 May. Students must bring their black folders and concert uniform. Mobile phones may be brought, but they will be collected during rehearsals.",
        good=[
            Good(
                "preserve",
                "Dear parents,\n\nOur junior choir is off to the regional festival in York! We leave on Friday 16 May and get back on Sunday 18 May at about 17:00. The coach departs from the school car park at 8:15 sharp, so students should be there by 8:00. The trip costs £145, covering travel, two nights at a youth hostel and festival entry. Please send back the signed consent form with a £40 deposit by 4 April; the rest must be paid by 2 May. Students must bring their black folders and concert uniform. They may bring mobile phones, but these will be collected during rehearsals.",
            ),
            Good(
                "preserve",
                "Junior choir trip to York: key information\n\n- Event: regional festival.\n- Dates: Friday 16 May to Sunday 18 May, returning at about 17:00 on the Sunday.\n- Departure: 8:15 sharp from the school car park; students should arrive by 8:00.\n- Cost: £145 (travel, two nights in a youth hostel, festival entry).\n- By 4 April: please return the signed consent form and a £40 deposit.\n- By 2 May: the remaining balance must be paid.\n- Students must bring their black folders and concert uniform.\n- Mobile phones may be brought but will be collected during rehearsals.",
            ),
            Good(
                "pl",
                "Drodzy Rodzice, młodszy chór wyjeżdża do Yorku na festiwal regionalny w piątek 16 maja i wraca w niedzielę 18 maja około 17:00. Autokar odjeżdża z parkingu szkolnego punktualnie o 8:15, dlatego uczniowie powinni przyjść do 8:00. Koszt wynosi 145 £ i obejmuje przejazd, dwa noclegi w schronisku młodzieżowym oraz wstęp na festiwal. Prosimy o zwrot podpisanego formularza zgody wraz z zaliczką w wysokości 40 £ do 4 kwietnia; pozostała kwota musi zostać wpłacona do 2 maja. Uczniowie muszą zabrać czarne teczki i strój koncertowy. Telefony komórkowe można zabrać, ale na czas prób będą odbierane.",
            ),
        ],
        bad=[
            Slip(0, [("deposit by 4 April", "deposit by 14 April")], "date"),
            Slip(
                1, [("students should arrive by 8:00", "students must arrive by 8:00")], "modality"
            ),
            Slip(
                2,
                [("dwa noclegi w schronisku", "dwa noclegi ze śniadaniem w schronisku")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-greenway-allotment-tenancy-rules-summary",
        source="Allotment tenants must keep at least 75% of their plot under cultivation throughout the growing season. Bonfires are not permitted between 1 April and 30 September, and at other times they may be lit only after 17:00. Sheds and greenhouses need written permission from the committee before they are put up, and no structure may be taller than 2.4 metres. Hosepipes must not be left running unattended. Rent for a full plot is £48 a year, payable by 1 October. Report problems or apply for a vacant plot at allotments@greenwaysociety.example, or see the rules in full at https://greenwaysociety.example/rules.",
        good=[
            Good(
                "preserve",
                "As a tenant, you must keep at least 75% of your plot under cultivation throughout the growing season. Bonfires aren't permitted between 1 April and 30 September; outside those dates, they may be lit only after 17:00. Before putting up a shed or greenhouse, you need the committee's written permission, and no structure may be taller than 2.4 metres. Hosepipes must never be left running unattended. A full plot costs £48 a year in rent, payable by 1 October. To report a problem or apply for a vacant plot, email allotments@greenwaysociety.example; the full rules are at https://greenwaysociety.example/rules.",
            ),
            Good(
                "preserve",
                "Allotment rules in brief:\n\n- Tenants must keep at least 75% of their plot cultivated throughout the growing season.\n- No bonfires from 1 April to 30 September; at other times, bonfires may be lit only after 17:00.\n- Sheds and greenhouses need the committee's written permission before they go up, and no structure may exceed 2.4 metres in height.\n- Hosepipes must not be left running unattended.\n- Full-plot rent: £48 a year, payable by 1 October.\n\nTo report problems or apply for a vacant plot, write to allotments@greenwaysociety.example. The full rules are at https://greenwaysociety.example/rules.",
            ),
            Good(
                "pl",
                "Dzierżawcy działek muszą przez cały sezon wegetacyjny uprawiać co najmniej 75% powierzchni działki. Od 1 kwietnia do 30 września ogniska są zabronione, a w pozostałym okresie można je rozpalać dopiero po 17:00. Na postawienie szopy lub szklarni potrzebna jest pisemna zgoda zarządu, a żadna konstrukcja nie może mieć więcej niż 2,4 metra wysokości. Nie wolno zostawiać odkręconych węży ogrodowych bez nadzoru. Czynsz za pełną działkę wynosi 48 £ rocznie i jest płatny do 1 października. Problemy można zgłaszać, a o wolną działkę ubiegać się pod adresem allotments@greenwaysociety.example; pełny regulamin znajduje się na stronie https://greenwaysociety.example/rules.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("allotments@greenwaysociety.example", "allotment@greenwaysociety.example")],
                "url",
            ),
            Slip(
                1,
                [("Hosepipes must not be left running", "Hosepipes must be left running")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Dzierżawcy działek muszą przez cały sezon",
                        "Dzierżawcy działek powinni przez cały sezon",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-callow-moor-breeding-bird-survey",
        source="Volunteers are needed for this spring's breeding bird survey on Callow Moor. Each volunteer is given a 1 km square and visits it twice, once in April and once in late May or June, walking two parallel transects of about 1 km each. A visit usually takes around two hours, starting no later than 7:00. You should be able to identify common species by song, but you don't need to be an expert. Last year 38 volunteers covered 52 squares, and the results suggest that curlew numbers may have fallen by roughly a quarter since 2018. Training is offered on 22 March.",
        good=[
            Good(
                "preserve",
                "We're looking for volunteers for this spring's breeding bird survey on Callow Moor. You'll be given a 1 km square to visit twice: once in April and once in late May or June. On each visit you walk two parallel transects, each about 1 km long. A visit usually takes around two hours and starts no later than 7:00. You should be able to recognise common species by their song, though you don't need to be an expert. Last year, 38 volunteers covered 52 squares, and the results suggest that curlew numbers may have dropped by roughly a quarter since 2018. Training is available on 22 March.",
            ),
            Good(
                "preserve",
                "Volunteers are sought for the spring breeding bird survey on Callow Moor. Each participant will be allocated a 1 km square to visit on two occasions, once in April and once in late May or June, walking two parallel transects of approximately 1 km each. Visits typically last around two hours and begin no later than 7:00. Participants should be able to identify common species by song; expert knowledge is not required. Training will be offered on 22 March. In last year's survey, 38 volunteers covered 52 squares, and the findings suggest that curlew numbers may have declined by roughly a quarter since 2018.",
            ),
            Good(
                "pl",
                "Szukamy wolontariuszy do tegorocznego wiosennego liczenia ptaków lęgowych na Callow Moor. Każdy wolontariusz otrzymuje kwadrat o boku 1 km i odwiedza go dwa razy: raz w kwietniu i raz pod koniec maja lub w czerwcu, przechodząc dwa równoległe transekty o długości około 1 km każdy. Wizyta trwa zwykle około dwóch godzin i zaczyna się nie później niż o 7:00. Powinieneś umieć rozpoznawać pospolite gatunki po śpiewie, ale nie musisz być ekspertem. W zeszłym roku 38 wolontariuszy objęło badaniem 52 kwadraty, a wyniki sugerują, że liczebność kulika mogła spaść mniej więcej o jedną czwartą od 2018 roku. Szkolenie oferujemy 22 marca.",
            ),
        ],
        bad=[
            Slip(0, [("52 squares", "25 squares")], "number"),
            Slip(
                1, [("curlew numbers may have declined", "curlew numbers have declined")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "Szkolenie oferujemy 22 marca.",
                        "Szkolenie oferujemy 22 marca w centrum dla odwiedzających przy parkingu Callow Moor.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
